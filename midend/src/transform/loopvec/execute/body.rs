//! The body's recipes (`body_recipes`, `body_recipe`): each recipe's code for each of the UF
//! parts, loads first across parts, with the early-exit test where the plan puts it.
//!
//! Inputs: the plan's body recipes and the values the previous recipes mapped (`scalar`,
//! `vector`). Invariants: a recipe reads only values earlier recipes or vector.ph made; every
//! masked instruction runs under its block's mask.

use super::*;

impl Exec<'_> {
    // The recipes into `body`; with early exits, those after the any-exit test into `cont` of
    // `exit_blocks` (cont, early). Returns the block that ends the vector iteration.
    pub(super) fn body_recipes(
        &mut self,
        plan: &VPlan,
        body: Block,
        index: Value,
        exit_blocks: Option<(Block, Block)>,
    ) -> Result<Block, String> {
        let long = self.long;
        for part in 0..self.uf {
            let base = if part == 0 {
                index
            } else {
                let offset = self.const_long(body, (part * self.vf) as i64);
                self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [index, offset] }, Some(long))
            };
            self.part_base.push(base);
        }
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

    // Whether the recipe reads memory in the vector loop.
    fn is_load(&self, kind: &RecipeKind) -> bool {
        match *kind {
            RecipeKind::InvariantLoad { .. }
            | RecipeKind::WidenLoad { .. }
            | RecipeKind::ReverseLoad { .. }
            | RecipeKind::GatherLoad { .. } => true,
            RecipeKind::InterleaveGroup { group } => self.legal.groups[group].kind == AccessKind::Read,
            _ => false,
        }
    }

    fn body_recipe(&mut self, kind: &RecipeKind, body: Block, part: u32) -> Result<(), String> {
        match *kind {
            RecipeKind::CanonicalIv
            | RecipeKind::ReductionPhi { .. }
            | RecipeKind::BranchOnCount
            | RecipeKind::BranchOnPageCross => {}
            RecipeKind::LastIter { last } => self.last_iter(body, last, part)?,
            RecipeKind::Induction { ind: idx, vector, .. } => {
                let ind = self.legal.inductions[idx].clone();
                let base = self.part_base[part as usize];
                let scalar = self.induction_at(body, &ind, base)?;
                self.scalar.insert((ind.param, part), scalar);
                if let Some(&param) = self.vector_iv.get(&idx) {
                    let step = ind.step * (part * self.vf) as i64;
                    let unsigned = if part == 0 { param } else { self.add_lane_steps(body, param, |_| step) };
                    let vty = self.vec_ty(self.func.value_type(ind.param), self.vf)?;
                    let vec = self.emit(body, InstData::Cast { arg: unsigned }, Some(vty));
                    self.vector.insert((ind.param, part), vec);
                } else if vector {
                    let ty = self.func.value_type(ind.param);
                    let vty = self.vec_ty(ty, self.vf)?;
                    let splat = self.emit(body, InstData::Splat { arg: scalar }, Some(vty));
                    let lanes = (0..self.vf as i64).map(|l| Const::Int((l * ind.step) as u64)).collect();
                    let steps = self.emit(body, InstData::Const(Const::Vector(lanes)), Some(vty));
                    let vec = self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [splat, steps] }, Some(vty));
                    self.vector.insert((ind.param, part), vec);
                }
            }
            RecipeKind::Clone { inst } | RecipeKind::InvariantLoad { inst } => {
                let mut data = self.func.inst(inst).clone();
                let mut mapped = BTreeMap::new();
                for v in data.operands() {
                    mapped.insert(v, self.get_scalar(v, part)?);
                }
                data.map_operands(|v| mapped[&v]);
                let res = func_result(self.func, inst).ok_or("internal: cloned instruction has no result")?;
                let ty = self.func.value_type(res);
                let loc = self.func.srclocs[inst];
                let new = self.func.append(body, data, Some(ty), loc).ok_or("internal: clone lost its result")?;
                self.scalar.insert((res, part), new);
                if matches!(kind, RecipeKind::InvariantLoad { .. }) && self.legal.needs_vector.contains(&res) {
                    let vty = self.vec_ty(ty, self.vf)?;
                    let splat = self.emit(body, InstData::Splat { arg: new }, Some(vty));
                    self.vector.insert((res, part), splat);
                }
            }
            RecipeKind::WidenLoad { inst } => {
                let InstData::Load { addr, .. } = *self.func.inst(inst) else {
                    return Err("internal: not a load".into());
                };
                let res = func_result(self.func, inst).ok_or("internal: load without result")?;
                let addr = self.get_scalar(addr, part)?;
                let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
                let loc = self.func.srclocs[inst];
                let mask = self.inst_mask(inst, part)?;
                let addr = if self.lane0_may_be_off(mask) { self.masked_address(body, addr, 0)? } else { addr };
                // The loads a peel aligned (to VF·UF elements: each part to its own bytes).
                let bytes = self.types.size_of(self.func.value_type(res)).unwrap_or(0) * self.vf as u64;
                let page_checked = super::peel::page_checked(self.legal);
                let peeled = self
                    .legal
                    .align_peel
                    .as_ref()
                    .is_some_and(|ap| ap.loads.contains(&inst) && !(page_checked && ap.also_loads.contains(&inst)));
                let aligned = self.peeled.is_some() && peeled && mask.is_none() && bytes >= 16;
                let data = InstData::VectorLoad { addr, mask, aligned };
                let new = self.func.append(body, data, Some(vty), loc).ok_or("internal: vload lost its result")?;
                self.vector.insert((res, part), new);
            }
            RecipeKind::WidenStore { inst } => {
                let InstData::Store { addr, value, .. } = *self.func.inst(inst) else {
                    return Err("internal: not a store".into());
                };
                let addr = self.get_scalar(addr, part)?;
                let mut value_vec = self.get_value_vector(value, part, body)?;
                if let Some(m) = self.legal.merged_stores.get(&inst).copied() {
                    let stored = |s: Inst| {
                        super::merge_stores::stored(self.func, s).ok_or("internal: a merged store is not a store")
                    };
                    let (t, f) = (stored(m.if_true)?, stored(m.if_false)?);
                    let (tv, fv) = (self.get_value_vector(t, part, body)?, self.get_value_vector(f, part, body)?);
                    let mask = self.get_mask(m.cond, part, body)?;
                    let ty = self.func.value_type(tv);
                    value_vec = self.emit(body, InstData::Select { cond: mask, args: [tv, fv] }, Some(ty));
                }
                let loc = self.func.srclocs[inst];
                let mask = self.inst_mask(inst, part)?;
                let addr = if self.lane0_may_be_off(mask) { self.masked_address(body, addr, 0)? } else { addr };
                let data = InstData::VectorStore { addr, value: value_vec, mask, aligned: false };
                self.func.append(body, data, None, loc);
            }
            RecipeKind::ReverseLoad { inst } => {
                let InstData::Load { addr, .. } = *self.func.inst(inst) else {
                    return Err("internal: not a load".into());
                };
                let res = func_result(self.func, inst).ok_or("internal: load without result")?;
                let mask = self.reversed_mask(body, inst, part)?;
                let last = self.last_lane_addr(body, addr, part, mask.is_some())?;
                let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
                let loc = self.func.srclocs[inst];
                let data = InstData::VectorLoad { addr: last, mask, aligned: false };
                let loaded = self.func.append(body, data, Some(vty), loc).ok_or("internal: vload lost its result")?;
                let reversed = self.reverse(body, loaded);
                self.vector.insert((res, part), reversed);
            }
            RecipeKind::ReverseStore { inst } => {
                let InstData::Store { addr, value, .. } = *self.func.inst(inst) else {
                    return Err("internal: not a store".into());
                };
                let mask = self.reversed_mask(body, inst, part)?;
                let last = self.last_lane_addr(body, addr, part, mask.is_some())?;
                let value_vec = self.get_value_vector(value, part, body)?;
                let reversed = self.reverse(body, value_vec);
                let loc = self.func.srclocs[inst];
                let data = InstData::VectorStore { addr: last, value: reversed, mask, aligned: false };
                self.func.append(body, data, None, loc);
            }
            RecipeKind::GatherLoad { inst } => {
                let InstData::Load { addr, .. } = *self.func.inst(inst) else {
                    return Err("internal: not a load".into());
                };
                let res = func_result(self.func, inst).ok_or("internal: load without result")?;
                let (base, indices) = self.base_and_indices(body, inst, addr, part)?;
                let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
                let loc = self.func.srclocs[inst];
                let mask = self.inst_mask(inst, part)?;
                let data = InstData::Gather { base, indices, mask };
                let new = self.func.append(body, data, Some(vty), loc).ok_or("internal: gather lost its result")?;
                self.vector.insert((res, part), new);
            }
            RecipeKind::ScatterStore { inst } => {
                let InstData::Store { addr, value, .. } = *self.func.inst(inst) else {
                    return Err("internal: not a store".into());
                };
                let (base, indices) = self.base_and_indices(body, inst, addr, part)?;
                let value = self.get_value_vector(value, part, body)?;
                let loc = self.func.srclocs[inst];
                let mask = self.inst_mask(inst, part)?;
                self.func.append(body, InstData::Scatter { base, indices, value, mask }, None, loc);
            }
            RecipeKind::InvariantStore { inst } => {
                // Only the last part's store survives the vector iteration.
                if part + 1 < self.uf {
                    return Ok(());
                }
                let InstData::Store { addr, value, volatile } = *self.func.inst(inst) else {
                    return Err("internal: not a store".into());
                };
                let addr = self.get_scalar(addr, part)?;
                let value = if self.legal.defines(self.func, value) {
                    let vec = self.get_value_vector(value, part, body)?;
                    let ty = self.func.value_type(value);
                    self.emit(body, InstData::ExtractLane { vec, lane: self.vf - 1 }, Some(ty))
                } else {
                    value
                };
                let loc = self.func.srclocs[inst];
                self.func.append(body, InstData::Store { addr, value, volatile }, None, loc);
            }
            RecipeKind::InterleaveGroup { group } => self.interleave_group(body, group, part)?,
            RecipeKind::ModInduction { inst } => {
                let v = func_result(self.func, inst).ok_or("internal: a remainder without a result")?;
                let m = self.legal.mod_inductions.get(&v).ok_or("internal: a modular induction not found")?.clone();
                let param = *self.mod_param.get(&v).ok_or("internal: a modular induction without its parameter")?;
                let vec = if part == 0 {
                    param
                } else {
                    self.add_residues(body, param, (m.step * (part * self.vf) as i64) % m.modulus, m.modulus)?
                };
                self.vector.insert((v, part), vec);
            }
            RecipeKind::Widen { inst } => self.widen(body, inst, part)?,
            RecipeKind::BlockMask { block } => {
                let edges = self.legal.predication.incoming.get(&block).cloned().unwrap_or_default();
                let mut mask = Some(None);
                for edge in &edges {
                    let edge_mask = self.edge_mask(body, edge, part)?;
                    mask = match (mask, edge_mask) {
                        (Some(None), m) => Some(m),
                        (Some(Some(acc)), Some(m)) => Some(Some(self.mask_op(body, BinaryOp::Or, acc, m)?)),
                        // An edge every lane takes: the block runs on every lane.
                        (_, None) | (None, _) => None,
                    };
                }
                self.masks.insert((block, part), mask.flatten());
            }
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
}
