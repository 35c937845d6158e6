//! The body's recipes (`body_recipes`, `body_recipe`): each recipe's code for each of the UF
//! parts, loads first across parts, with the early-exit test where the plan puts it.
//!
//! Inputs: the plan's body recipes and the values the previous recipes mapped (`scalar`,
//! `vector`). Invariants: a recipe reads only values earlier recipes or vector.ph made; every
//! masked instruction runs under its block's mask.

use super::*;

impl Exec<'_> {
    /// The recipes into `body`; with early exits, those after the any-exit test into `cont` of
    /// `exit_blocks` (cont, early). Returns the block that ends the vector iteration.
    pub(super) fn body_recipes(
        &mut self,
        plan: &VPlan,
        body: Block,
        index: Value,
        exit_blocks: Option<(Block, Block)>,
    ) -> Result<Block, String> {
        self.part_base = vec![None; self.uf as usize];
        self.part_base[0] = Some(index);
        self.iter_numbers.clear();
        // The parts one after the other, each recipe of a part before the next part's: the
        // order of a VF-wide loop unrolled UF times, legal as VF is. gcc -O2 keeps the order it
        // is given, and on Zen 5 this one ran faster than every recipe for all parts in turn up
        // to the last load (bench, gcc 12 -O2, the loads-first order against this one: saxpy
        // 0.078 -> 0.064 s, countdown_i32 0.074 -> 0.066 s, jacobi_f64 0.131 -> 0.122 s,
        // daxpy_f64 0.102 -> 0.097 s; slower: stencil1d_f32 0.071 -> 0.077 s, i2f_f32 0.082 ->
        // 0.084 s; the 40 others within 2%). Where the segment gathers or scatters, the loads of
        // all parts still come first, then the parts in turn: gathers after an earlier part's
        // stores ran slower (gather_f32 0.18 -> 0.30 s on Zen 5; 0.29 -> 0.40 s on Zen 4).
        let mut block = body;
        if plan.body.iter().any(|r| r.kind == RecipeKind::BranchOnPageCross) {
            block = self.branch_on_page_cross(body, index)?;
        }
        for segment in plan.body.split_inclusive(|r| r.kind == RecipeKind::BranchOnAnyExit) {
            let recipes: Vec<&RecipeKind> =
                segment.iter().map(|r| &r.kind).filter(|k| **k != RecipeKind::BranchOnAnyExit).collect();
            // A regrouped call (`regroup.rs`) takes every part's arguments at once: the parts'
            // recipes before it, the calls, the parts' recipes after it.
            if let Some(at) = recipes.iter().position(|k| matches!(k, RecipeKind::VariantCall { regroup: true, .. })) {
                block = self.parts_in_turn(&recipes[..at], block)?;
                if let RecipeKind::VariantCall { inst, variant, uniform, .. } = *recipes[at] {
                    self.regrouped_call(block, inst, variant, uniform)?;
                }
                block = self.parts_in_turn(&recipes[at + 1..], block)?;
            } else {
                let gathers = recipes
                    .iter()
                    .any(|k| matches!(k, RecipeKind::GatherLoad { .. } | RecipeKind::ScatterStore { .. }));
                let split =
                    if gathers { recipes.iter().rposition(|k| self.is_load(k)).map_or(0, |last| last + 1) } else { 0 };
                for kind in &recipes[..split] {
                    for part in 0..self.uf {
                        self.body_recipe(kind, block, part)?;
                        block = self.continue_in.take().unwrap_or(block);
                    }
                }
                block = self.parts_in_turn(&recipes[split..], block)?;
            }
            if segment.last().is_some_and(|r| r.kind == RecipeKind::BranchOnAnyExit) {
                let (cont, early) = exit_blocks.ok_or("internal: an early-exit test without exit blocks")?;
                self.branch_on_any_exit(block, cont, early)?;
                block = cont;
            }
        }
        Ok(block)
    }

    /// `recipes` for each part in turn, from `block`; returns where the body goes on.
    fn parts_in_turn(&mut self, recipes: &[&RecipeKind], mut block: Block) -> Result<Block, String> {
        for part in 0..self.uf {
            for kind in recipes {
                self.body_recipe(kind, block, part)?;
                block = self.continue_in.take().unwrap_or(block);
            }
        }
        Ok(block)
    }

    /// Part `part`'s first iteration number, `index + part*VF` (a `long`), computed at the end
    /// of `block` where the part first needs it: the parts' code reads in order, each after
    /// its own index. Every later recipe of the part runs in `block` or a block it dominates.
    pub(super) fn part_base(&mut self, block: Block, part: u32) -> Result<Value, String> {
        if let Some(base) = self.part_base.get(part as usize).copied().flatten() {
            return Ok(base);
        }
        let index = self.part_base.first().copied().flatten().ok_or("internal: no vector loop index")?;
        let long = self.long;
        let offset = self.const_long(block, (part * self.vf) as i64);
        let base = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [index, offset] }, Some(long));
        *self.part_base.get_mut(part as usize).ok_or("internal: a part past UF")? = Some(base);
        Ok(base)
    }

    /// Whether the recipe reads memory in the vector loop.
    fn is_load(&self, kind: &RecipeKind) -> bool {
        match *kind {
            RecipeKind::InvariantLoad { .. }
            | RecipeKind::WidenLoad { .. }
            | RecipeKind::ReverseLoad { .. }
            | RecipeKind::GatherLoad { .. } => true,
            RecipeKind::InterleaveGroup { group, .. } => self.legal.groups[group].kind == AccessKind::Read,
            _ => false,
        }
    }

    /// One recipe's code for `part`, at the end of `body`.
    fn body_recipe(&mut self, kind: &RecipeKind, body: Block, part: u32) -> Result<(), String> {
        match *kind {
            RecipeKind::CanonicalIv
            | RecipeKind::ReductionPhi { .. }
            | RecipeKind::RecurrencePhi { .. }
            | RecipeKind::BranchOnCount
            | RecipeKind::BranchOnPageCross => {}
            RecipeKind::LastIter { last } => self.last_iter(body, last, part)?,
            RecipeKind::Splice { rec } => self.splice(body, rec, part)?,
            RecipeKind::Induction { ind, vector, .. } => self.induction_in_part(body, ind, vector, part)?,
            RecipeKind::Clone { inst } => self.clone_scalar(body, inst, part, false)?,
            RecipeKind::InvariantLoad { inst } => self.clone_scalar(body, inst, part, true)?,
            RecipeKind::WidenLoad { inst } => self.widen_load(body, inst, part)?,
            RecipeKind::WidenStore { inst } => self.widen_store(body, inst, part)?,
            RecipeKind::ReverseLoad { inst } => self.reverse_load(body, inst, part)?,
            RecipeKind::ReverseStore { inst } => self.reverse_store(body, inst, part)?,
            RecipeKind::GatherLoad { inst } => self.gather_load(body, inst, part)?,
            RecipeKind::ScatterStore { inst } => self.scatter_store(body, inst, part)?,
            RecipeKind::InvariantStore { inst } => self.invariant_store(body, inst, part)?,
            RecipeKind::InterleaveGroup { group, lane_stores } => {
                self.interleave_group(body, group, part, lane_stores)?
            }
            RecipeKind::ModInduction { inst } => self.mod_induction_in_part(body, inst, part)?,
            RecipeKind::Widen { inst } => self.widen(body, inst, part)?,
            RecipeKind::BlockMask { block } => self.make_block_mask(body, block, part)?,
            RecipeKind::Blend { param } => self.blend(body, param, part)?,
            RecipeKind::Replicate { inst } => self.replicate(body, inst, part)?,
            RecipeKind::LaneCall { inst } => self.lane_call(body, inst, part)?,
            RecipeKind::VariantCall { inst, variant, uniform, mask, .. } => {
                self.variant_call(body, inst, variant, uniform, mask, part)?
            }
            _ => return Err(format!("internal: recipe {:?} in vector.body", kind)),
        }
        Ok(())
    }

    /// Recurrence `rec`'s vector for `part`: the last lane of the part before (of the previous
    /// vector iteration's last part, for part 0) and this part's lanes 0..VF-1 of the update.
    fn splice(&mut self, body: Block, rec: usize, part: u32) -> Result<(), String> {
        let r = &self.legal.recurrences[rec];
        let (param, update) = (r.param, r.update);
        let prev = match part {
            0 => *self.rec_prev.get(&rec).ok_or("internal: a recurrence without its parameter")?,
            _ => self.get_value_vector(update, part - 1, body)?,
        };
        let cur = self.get_value_vector(update, part, body)?;
        let ty = self.func.value_type(cur);
        let lanes = (self.vf - 1..2 * self.vf - 1).collect();
        let spliced = self.emit(body, InstData::Shuffle { args: [prev, cur], lanes }, Some(ty));
        self.vector.insert((param, part), spliced);
        Ok(())
    }

    /// A scalar clone of `inst` on part `part`'s lane-0 operands; for an invariant load the
    /// vector code needs, also its broadcast.
    fn clone_scalar(&mut self, body: Block, inst: Inst, part: u32, invariant_load: bool) -> Result<(), String> {
        let mut data = self.func.inst(inst).clone();
        let mut mapped = BTreeMap::new();
        for v in data.operands() {
            mapped.insert(v, self.get_scalar(v, part)?);
        }
        data.map_operands(|v| mapped[&v]);
        let loc = self.func.srclocs[inst];
        // A call without a result (a prefetch hint): the call alone.
        let Some(res) = func_result(self.func, inst) else {
            self.at_loc(body, loc).ins_void(data);
            return Ok(());
        };
        let ty = self.func.value_type(res);
        // `(long)i` of an induction known exactly as a `long`: that `long`, not a round trip
        // through `i`'s type.
        if let InstData::Cast { arg } = data {
            if let Some(&exact) = self.exact_long.get(&arg).filter(|_| ty == self.long) {
                self.scalar.insert((res, part), exact);
                return Ok(());
            }
        }
        let new = self.at_loc(body, loc).ins(data, ty);
        self.scalar.insert((res, part), new);
        if invariant_load && self.legal.needs_vector.contains(&res) {
            let vty = self.vec_ty(ty, self.vf)?;
            let splat = self.emit(body, InstData::Splat { arg: new }, Some(vty));
            self.vector.insert((res, part), splat);
        }
        Ok(())
    }
}
