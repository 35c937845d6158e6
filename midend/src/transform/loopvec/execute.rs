//! Materializes a chosen plan (VPlan's "Execute Step", the only step that changes the IR):
//!
//! ```text
//! preheader:  N = trip count; br N >= VF*UF && no-overlap checks, vector.ph, header(starts)
//! vector.ph:  vtc = N & -(VF*UF); broadcasts; reduction start vectors; jump vector.body(0, ...)
//! vector.body(index, acc...): the recipes, UF parts each; br index+VF*UF < vtc, vector.body, middle
//! middle:     horizontal reductions, inductions at vtc; jump header(resume values)
//! ```
//!
//! With early exits the body ends in their test, and the rest of it runs where no lane leaves:
//!
//! ```text
//! vector.body(index, acc...): recipes before the test; br any(exit lanes), early, cont
//! cont:       the other recipes; br index+VF*UF < vtc, vector.body, middle(vtc, updates)
//! early:      jump middle(index, acc...)   (the scalar loop runs these VF*UF iterations again)
//! middle(from, acc...): horizontal reductions, inductions at `from`; jump header(resume values)
//! ```
//!
//! For the masked remainder (`tail.rs`, `execute_masked`) the guard is 1 <= N <= VF, the body
//! runs once under the mask `lane < N` (no back edge) and the middle block resumes from N.
//!
//! The original loop stays as the scalar epilogue (and as the fallback when the guard fails):
//! it is entered from the middle block with the resume values and runs the remaining
//! iterations, so values used after the loop come out of it unchanged. Vector types must have
//! been interned beforehand (`prepare_types`): the pass only reads the module.

use super::legal::{LegalLoop, RedKind};
use super::plan::{RecipeKind, VPlan};
use super::predicate::Edge;
use crate::abi::vfabi::MaskArg;
use crate::analysis::affine::{Affine, Base, Term};
use crate::analysis::deps::{AccessKind, AccessRange};
use crate::ir::*;
use crate::transform::lookup;
use std::collections::{BTreeMap, BTreeSet};

struct Exec<'a> {
    types: &'a Types,
    /// The branches regrouped calls sort their instances by (`Module::branch_slices`).
    slices: &'a BTreeMap<FuncId, BranchSlice>,
    func: &'a mut Function,
    legal: &'a LegalLoop,
    vf: u32,
    uf: u32,
    loc: SrcLoc,
    long: TypeId,
    int: TypeId,
    scalar: BTreeMap<(Value, u32), Value>,
    vector: BTreeMap<(Value, u32), Value>,
    broadcast: BTreeMap<Value, Value>,
    /// Start vectors of the reductions' accumulators, by (parameter, part).
    acc_start: BTreeMap<(Value, u32), Value>,
    /// Each part's first iteration number (`index + part*VF`, as `long`).
    part_base: Vec<Value>,
    /// If-conversion: the masks of conditional blocks by (block, part); `None` when every
    /// lane is active.
    masks: BTreeMap<(Block, u32), Option<Value>>,
    /// `vector.ph`, where vectors that are the same on every iteration are computed once.
    vec_ph: Option<Block>,
    /// Those vectors (loop-invariant operations and loads), by the scalar value.
    hoisted: BTreeMap<Value, Value>,
    invariant: BTreeSet<Value>,
    /// Vector inductions carried by the vector loop: induction index → the body's parameter,
    /// part 0's lanes in the unsigned view of the induction's type.
    vector_iv: BTreeMap<usize, Value>,
    /// Modular inductions (`modind.rs`) by the remainder's value: the dividend at the loop's
    /// first iteration (in the preheader), and the body's parameter (part 0's residues).
    mod_start: BTreeMap<Value, Value>,
    mod_param: BTreeMap<Value, Value>,
    /// The vectors each load group loaded, by (group, part): complex multiplies read them.
    group_vectors: BTreeMap<(usize, u32), Vec<Value>>,
    /// Conditional last values (`last_value.rs`), by index: the scalar start value and the
    /// entry vectors (values, iterations).
    last_start: BTreeMap<usize, (Value, Value, Value)>,
    /// Their iteration vectors by (index, part): the body's parameters, and the values passed back.
    last_iter: BTreeMap<(usize, u32), Value>,
    last_next: BTreeMap<(usize, u32), Value>,
    /// The masked remainder (`tail.rs`): one iteration, every block under `tail_mask`.
    masked_tail: bool,
    /// `lane < remaining iterations`, computed in vector.ph.
    tail_mask: Option<Value>,
    /// After a peel for alignment (`peel.rs`): the iterations it ran and whether the address
    /// it aligned is now aligned (values of the original preheader).
    peeled: Option<(Value, Value)>,
    /// With early exits: the middle block's parameter for each last value (by index), the
    /// value to resume the scalar loop with.
    last_resume: BTreeMap<usize, Value>,
    /// With page-crossing tests (`peel::page_checked`): the block that starts the scalar
    /// stretch of a vector iteration whose loads would cross a page.
    stretch: Option<Block>,
    /// Where the body goes on after a recipe that ended its block (a lane call's per-lane
    /// tests): the recipes after it append there.
    continue_in: Option<Block>,
}

/// Rewrites the function to run `plan`. On error the function may be half-changed: the caller
/// keeps a copy to restore.
pub fn execute(module: &Module, func: &mut Function, legal: &LegalLoop, plan: &VPlan) -> Result<(), String> {
    if let Some(ap) = &legal.align_peel {
        // Loads from a pointer of unknown extent before an early exit: a peel loop first
        // (`peel.rs`), so that each vector iteration's loads are one aligned block.
        let bytes = (plan.vf * plan.uf) as i64 * ap.elem;
        let peeled = super::peel::peel(module, func, legal, bytes)?;
        return execute_mode(module, func, &peeled.legal, plan, false, Some((peeled.count, peeled.aligned)));
    }
    execute_mode(module, func, legal, plan, false, None)
}

/// `execute` for the masked remainder (`tail.rs`): the guard lets at most VF iterations in,
/// the body runs once with every block's mask ANDed with `lane < N` (`legal` masks every
/// access, `tail::masked_legal`), reductions keep their accumulator on the other lanes, and
/// the middle block resumes the scalar loop at N, where it leaves at once.
pub fn execute_masked(module: &Module, func: &mut Function, legal: &LegalLoop, plan: &VPlan) -> Result<(), String> {
    if plan.uf != 1 {
        return Err("internal: a masked remainder of more than one part".into());
    }
    if legal.align_peel.is_some() {
        return Err("internal: a masked remainder after a peel for alignment".into());
    }
    execute_mode(module, func, legal, plan, true, None)
}

fn execute_mode(
    module: &Module,
    func: &mut Function,
    legal: &LegalLoop,
    plan: &VPlan,
    masked_tail: bool,
    peeled: Option<(Value, Value)>,
) -> Result<(), String> {
    let types = &module.types;
    let invariant = super::plan::invariant_values(func, legal);
    let mut ex = Exec {
        types,
        slices: &module.branch_slices,
        long: lookup(types, TypeKind::Int(IntKind::Long))?,
        int: lookup(types, TypeKind::Int(IntKind::Int))?,
        func,
        legal,
        vf: plan.vf,
        uf: plan.uf,
        loc: legal.loc,
        scalar: BTreeMap::new(),
        vector: BTreeMap::new(),
        broadcast: BTreeMap::new(),
        acc_start: BTreeMap::new(),
        part_base: Vec::new(),
        masks: BTreeMap::new(),
        vec_ph: None,
        hoisted: BTreeMap::new(),
        invariant,
        vector_iv: BTreeMap::new(),
        mod_start: BTreeMap::new(),
        mod_param: BTreeMap::new(),
        group_vectors: BTreeMap::new(),
        last_start: BTreeMap::new(),
        last_iter: BTreeMap::new(),
        last_next: BTreeMap::new(),
        masked_tail,
        tail_mask: None,
        peeled,
        last_resume: BTreeMap::new(),
        stretch: None,
        continue_in: None,
    };
    ex.run(module, plan)
}

impl<'a> Exec<'a> {
    fn emit(&mut self, block: Block, data: InstData, ty: Option<TypeId>) -> Value {
        self.func.append(block, data, ty, self.loc).unwrap_or_else(|| Value::from_u32(0))
    }

    fn emit_void(&mut self, block: Block, data: InstData) {
        self.func.append(block, data, None, self.loc);
    }

    fn const_long(&mut self, block: Block, c: i64) -> Value {
        let long = self.long;
        self.emit(block, InstData::Const(Const::Int(c as u64)), Some(long))
    }

    fn vec_ty(&self, elem: TypeId, lanes: u32) -> Result<TypeId, String> {
        let elem = self.types.scalar_of(elem);
        let plain = Type { kind: self.types.kind(elem).clone(), quals: Quals::NONE };
        let elem = self.types.lookup(&plain).ok_or("internal: element type not found")?;
        lookup(self.types, TypeKind::Vector(elem, lanes))
    }

    fn run(&mut self, module: &Module, plan: &VPlan) -> Result<(), String> {
        let legal = self.legal;
        let header = legal.header;
        let pre_term = self.func.terminator(legal.preheader).ok_or("internal: preheader has no terminator")?;
        let InstData::Jump(start_call) = self.func.inst(pre_term).clone() else {
            return Err("internal: preheader does not jump to the header".into());
        };
        self.func.layout.remove_inst(pre_term);
        let vec_ph = self.func.make_block();
        let body = self.func.make_block();
        // With early exits the body ends in the any-exit test: `cont` has the rest of it,
        // `early` goes to the middle block.
        let exit_blocks =
            if legal.early_exits.is_empty() { None } else { Some((self.func.make_block(), self.func.make_block())) };
        let middle = self.func.make_block();
        let mut new_blocks = vec![vec_ph, body];
        new_blocks.extend(exit_blocks.iter().flat_map(|&(cont, early)| [cont, early]));
        new_blocks.push(middle);
        // Keep the layout readable: the vector loop comes right before the scalar loop.
        self.func.layout.blocks.retain(|b| !new_blocks.contains(b));
        let pos = self.func.layout.blocks.iter().position(|b| *b == header).unwrap_or(0);
        self.func.layout.blocks.splice(pos..pos, new_blocks);

        let pre = legal.preheader;
        let mut trip = self.materialize(module, pre, &legal.trip_count)?;
        if legal.trip_divisor > 1 {
            let divisor = self.const_long(pre, legal.trip_divisor);
            let long = self.long;
            trip = self.emit(pre, InstData::Binary { op: BinaryOp::Div, args: [trip, divisor] }, Some(long));
        }
        // Other counted exits: the smallest count (a negative one means no iteration, as the
        // guard below sees).
        for (count, divisor) in &legal.other_trip_counts {
            let long = self.long;
            let mut other = self.materialize(module, pre, count)?;
            if *divisor > 1 {
                let d = self.const_long(pre, *divisor);
                other = self.emit(pre, InstData::Binary { op: BinaryOp::Div, args: [other, d] }, Some(long));
            }
            let int = self.int;
            let fewer = self.emit(pre, InstData::Binary { op: BinaryOp::Lt, args: [other, trip] }, Some(int));
            trip = self.emit(pre, InstData::Select { cond: fewer, args: [other, trip] }, Some(long));
        }
        let step = (self.vf * self.uf) as i64;
        let step_v = self.const_long(pre, step);
        let int = self.int;
        let long = self.long;
        // Iterations the vector loop may take: all, or all but the last (see
        // `LegalLoop::requires_scalar_epilogue`).
        let vector_trip = if legal.requires_scalar_epilogue {
            let one = self.const_long(pre, 1);
            self.emit(pre, InstData::Binary { op: BinaryOp::Sub, args: [trip, one] }, Some(long))
        } else {
            trip
        };
        // After a peel the vector loop has the iterations the peel did not run, and runs only
        // where the address it aligned is a multiple of the element size (else never aligned).
        let full_trip = vector_trip;
        let vector_trip = match self.peeled {
            Some((count, _)) => {
                self.emit(pre, InstData::Binary { op: BinaryOp::Sub, args: [vector_trip, count] }, Some(long))
            }
            None => vector_trip,
        };
        let mut guard = if self.masked_tail {
            // 1 <= N <= VF: one masked iteration does them all.
            let one = self.const_long(pre, 1);
            let some = self.emit(pre, InstData::Binary { op: BinaryOp::Ge, args: [vector_trip, one] }, Some(int));
            let few = self.emit(pre, InstData::Binary { op: BinaryOp::Le, args: [vector_trip, step_v] }, Some(int));
            self.emit(pre, InstData::Binary { op: BinaryOp::And, args: [some, few] }, Some(int))
        } else {
            self.emit(pre, InstData::Binary { op: BinaryOp::Ge, args: [vector_trip, step_v] }, Some(int))
        };
        for check in &legal.runtime_checks {
            let ok = self.no_overlap(module, pre, trip, &check.a, &check.b)?;
            guard = self.emit(pre, InstData::Binary { op: BinaryOp::And, args: [guard, ok] }, Some(int));
        }
        if let Some((_, aligned)) = self.peeled {
            guard = self.emit(pre, InstData::Binary { op: BinaryOp::And, args: [guard, aligned] }, Some(int));
        }
        // Pointers passed to aligned parameters: aligned where the vector loop starts (after a
        // peel, its iterations further on), else the scalar loop calls the scalar function.
        for check in &plan.align_checks {
            let skipped = self.peeled.map(|(count, _)| count);
            let ok = super::aligned::emit_test(module, self.func, pre, check, skipped, self.loc)?;
            guard = self.emit(pre, InstData::Binary { op: BinaryOp::And, args: [guard, ok] }, Some(int));
        }
        // A running remainder is exact only for a dividend that starts non-negative.
        for (&v, m) in &legal.mod_inductions {
            let x0 = super::modind::evaluate_start(self.types, self.func, legal, m, pre, self.loc)?;
            let xty = self.func.value_type(m.x);
            let zero = self.emit(pre, InstData::Const(Const::Int(0)), Some(xty));
            let ok = self.emit(pre, InstData::Binary { op: BinaryOp::Ge, args: [x0, zero] }, Some(int));
            guard = self.emit(pre, InstData::Binary { op: BinaryOp::And, args: [guard, ok] }, Some(int));
            self.mod_start.insert(v, x0);
        }
        // The most iterations the vector loop may run: the loads before an early exit stay
        // inside their arrays for `max_vector_trip`; conditional last values number the
        // iterations in `int` lanes.
        let int_iterations = legal
            .cond_lasts
            .iter()
            .any(|l| !super::last_value::wide_iterations(self.types, self.func.value_type(l.param)));
        if let Some(max) = legal.max_vector_trip.into_iter().chain(int_iterations.then_some(i32::MAX as i64)).min() {
            let max_v = self.const_long(pre, max);
            let ok = self.emit(pre, InstData::Binary { op: BinaryOp::Le, args: [full_trip, max_v] }, Some(int));
            guard = self.emit(pre, InstData::Binary { op: BinaryOp::And, args: [guard, ok] }, Some(int));
        }
        let to_vector = BlockCall::new(vec_ph, vec![]);
        self.emit_void(pre, InstData::Branch { cond: guard, then_dest: to_vector, else_dest: start_call.clone() });

        let vtc = if self.masked_tail {
            self.tail_mask = Some(self.lanes_below(vec_ph, vector_trip)?);
            vector_trip
        } else {
            let mask = self.const_long(vec_ph, -step);
            self.emit(vec_ph, InstData::Binary { op: BinaryOp::And, args: [vector_trip, mask] }, Some(long))
        };
        self.preheader_recipes(plan, vec_ph, &start_call)?;
        // Its iterations' accesses are all the vectorizer's to see when every call it makes
        // touches no memory outside the callee's frame; under a loop pragma the program says
        // the iterations may run at once, the callees' accesses included
        // (`Function::vector_loops`).
        let calls_readnone = legal.body.iter().all(|&i| match self.func.inst(i) {
            InstData::Call { callee: Callee::Direct(f), .. } => crate::analysis::effects::is_readnone(module, *f),
            InstData::Call { .. } => false,
            _ => true,
        });
        if calls_readnone || self.func.loop_pragmas[legal.header].is_some() {
            self.func.vector_loops.push(body);
        }
        let index = self.func.dfg.append_block_param(body, long);
        let mut acc_params = Vec::new();
        for red in &legal.reductions {
            let ty = self.vec_ty(self.acc_ty(red)?, self.acc_lanes(red))?;
            for part in 0..self.uf {
                let param = self.func.dfg.append_block_param(body, ty);
                self.vector.insert((red.param, part), param);
                acc_params.push(param);
            }
        }
        for (idx, last) in legal.cond_lasts.iter().enumerate() {
            let vty = self.vec_ty(self.func.value_type(last.param), self.vf)?;
            let kty = self.last_iter_ty(idx)?;
            for part in 0..self.uf {
                if last.iv.is_none() {
                    let v = self.func.dfg.append_block_param(body, vty);
                    self.vector.insert((last.param, part), v);
                }
                let k = self.func.dfg.append_block_param(body, kty);
                self.last_iter.insert((idx, part), k);
            }
        }
        let zero = self.const_long(vec_ph, 0);
        let mut entry_args = vec![zero];
        for red in &legal.reductions {
            for part in 0..self.uf {
                entry_args.push(self.acc_start[&(red.param, part)]);
            }
        }
        for (idx, last) in legal.cond_lasts.iter().enumerate() {
            let (_, v, k) = *self.last_start.get(&idx).ok_or("internal: a last value without start vectors")?;
            for _ in 0..self.uf {
                if last.iv.is_none() {
                    entry_args.push(v);
                }
                entry_args.push(k);
            }
        }
        // Vector inductions are loop-carried vectors: [x, x+s, ..] on entry, + VF·UF·s per
        // iteration, instead of a broadcast of the scalar and an add on every part.
        for idx in self.vector_inductions(plan) {
            let (param, start) = self.vector_iv_start(vec_ph, body, idx)?;
            self.vector_iv.insert(idx, param);
            entry_args.push(start);
        }
        for (&v, m) in &legal.mod_inductions {
            let (param, start) = self.mod_induction_start(vec_ph, body, v, m)?;
            self.mod_param.insert(v, param);
            entry_args.push(start);
        }
        // With early exits, each last value (`last = a[i]`) as it was before the vector
        // iteration: its start, then the last lane of its update. An early exit resumes the
        // scalar loop with it (the scalar loop runs the exiting iteration again).
        let mut last_before = Vec::new();
        if exit_blocks.is_some() {
            let params = self.func.dfg.block_params(header).to_vec();
            for last in &legal.last_values {
                let pos = params
                    .iter()
                    .position(|p| *p == last.param)
                    .ok_or("internal: a last value is not a header parameter")?;
                let start = *start_call.args.get(pos).ok_or("internal: the preheader passes too few values")?;
                let ty = self.func.value_type(last.param);
                last_before.push(self.func.dfg.append_block_param(body, ty));
                entry_args.push(start);
            }
        }
        // The body's recipes may add loop-invariant vectors to vector.ph: it jumps after them.
        self.vec_ph = Some(vec_ph);
        let latch = self.body_recipes(plan, body, index, exit_blocks)?;
        self.emit_void(vec_ph, InstData::Jump(BlockCall::new(body, entry_args)));
        if self.masked_tail {
            // Once: the reductions keep their accumulators on the lanes past the end.
            for red in &legal.reductions {
                let acc = self.get_vector(red.param, 0, latch)?;
                let update = self.get_vector(red.update, 0, latch)?;
                let ty = self.func.value_type(update);
                let mask = self.tail_mask.ok_or("internal: a masked remainder without its mask")?;
                let kept = self.emit(latch, InstData::Select { cond: mask, args: [update, acc] }, Some(ty));
                self.vector.insert((red.update, 0), kept);
            }
            self.emit_void(latch, InstData::Jump(BlockCall::new(middle, vec![])));
            return self.finish(plan, middle, vtc);
        }
        let next = self.emit(latch, InstData::Binary { op: BinaryOp::Add, args: [index, step_v] }, Some(long));
        let more = self.emit(latch, InstData::Binary { op: BinaryOp::Lt, args: [next, vtc] }, Some(int));
        let mut back_args = vec![next];
        for red in &legal.reductions {
            for part in 0..self.uf {
                back_args.push(self.get_vector(red.update, part, latch)?);
            }
        }
        // The middle block takes the index and the accumulators only.
        let middle_arity = back_args.len();
        for (idx, last) in legal.cond_lasts.iter().enumerate() {
            for part in 0..self.uf {
                if last.iv.is_none() {
                    back_args.push(self.get_vector(last.update, part, latch)?);
                }
                back_args
                    .push(*self.last_next.get(&(idx, part)).ok_or("internal: a last value without its iterations")?);
            }
        }
        for (idx, param) in self.vector_iv.clone() {
            let step = self.legal.inductions[idx].step * (self.vf * self.uf) as i64;
            let next_iv = self.add_lane_steps(latch, param, |_| step);
            back_args.push(next_iv);
        }
        for (&v, m) in &legal.mod_inductions {
            let param = self.mod_param[&v];
            let step = (m.step * (self.vf * self.uf) as i64) % m.modulus;
            let next = self.add_residues(latch, param, step, m.modulus)?;
            back_args.push(next);
        }
        let mut last_lanes = Vec::new();
        if exit_blocks.is_some() {
            for last in &legal.last_values {
                let vec = self.get_value_vector(last.update, self.uf - 1, latch)?;
                let ty = self.func.value_type(last.param);
                last_lanes.push(self.emit(latch, InstData::ExtractLane { vec, lane: self.vf - 1 }, Some(ty)));
            }
            back_args.extend(last_lanes.iter().copied());
        }
        let back = BlockCall::new(body, back_args.clone());
        // After an early exit the middle block resumes from this iteration's start with the
        // accumulators from before it; at the end, from the vector trip count.
        let (mut done_args, mut resume_from) = (Vec::new(), vtc);
        if let Some((_, early)) = exit_blocks {
            resume_from = self.func.dfg.append_block_param(middle, long);
            for red in &legal.reductions {
                let ty = self.vec_ty(self.acc_ty(red)?, self.acc_lanes(red))?;
                for part in 0..self.uf {
                    let param = self.func.dfg.append_block_param(middle, ty);
                    self.vector.insert((red.update, part), param);
                }
            }
            for (idx, last) in legal.last_values.iter().enumerate() {
                let ty = self.func.value_type(last.param);
                let param = self.func.dfg.append_block_param(middle, ty);
                self.last_resume.insert(idx, param);
            }
            done_args = back_args[..middle_arity].to_vec();
            done_args[0] = vtc;
            done_args.extend(last_lanes.iter().copied());
            let early_args =
                [index].into_iter().chain(acc_params.iter().copied()).chain(last_before.iter().copied()).collect();
            self.emit_void(early, InstData::Jump(BlockCall::new(middle, early_args)));
        }
        if let Some(stretch) = self.stretch {
            self.scalar_stretch(stretch, body, index, vtc, middle, &done_args)?;
        }
        self.emit_void(
            latch,
            InstData::Branch { cond: more, then_dest: back, else_dest: BlockCall::new(middle, done_args) },
        );
        self.finish(plan, middle, resume_from)
    }

    // The scalar stretch (`peel::page_checked`): from `stretch`, the VF·UF iterations from
    // `index` as a copy of the scalar loop (its exits rerun their iteration in the scalar
    // loop), then the next vector iteration (`body`), or the middle block (`done_args`) after the last.
    // The loop's header parameters are all inductions: the stretch starts from their values at
    // `index` and the vector loop recomputes them from its counter.
    fn scalar_stretch(
        &mut self,
        stretch: Block,
        body: Block,
        index: Value,
        vtc: Value,
        middle: Block,
        done_args: &[Value],
    ) -> Result<(), String> {
        let legal = self.legal;
        let (long, int) = (self.long, self.int);
        let mut entry = Vec::new();
        for &p in self.func.dfg.block_params(legal.header).to_vec().iter() {
            let ind = legal
                .inductions
                .iter()
                .find(|ind| ind.param == p)
                .ok_or("internal: a scalar stretch in a loop with a header parameter that is not an induction")?;
            entry.push(self.induction_at(stretch, &ind.clone(), index)?);
        }
        let step = (self.vf * self.uf) as i64;
        let count = self.const_long(stretch, step);
        let copy = super::peel::counted_copy(self.func, legal, [long, int], count, self.loc)?;
        entry.push(self.const_long(stretch, 0));
        self.emit_void(stretch, InstData::Jump(BlockCall::new(copy.check, entry)));
        // After the stretch: the next vector iteration, as the latch goes to it.
        let done = copy.done;
        let step_v = self.const_long(done, step);
        let next = self.emit(done, InstData::Binary { op: BinaryOp::Add, args: [index, step_v] }, Some(long));
        let more = self.emit(done, InstData::Binary { op: BinaryOp::Lt, args: [next, vtc] }, Some(int));
        let mut back_args = vec![next];
        for (idx, param) in self.vector_iv.clone() {
            let step = self.legal.inductions[idx].step * step;
            back_args.push(self.add_lane_steps(done, param, |_| step));
        }
        let back = BlockCall::new(body, back_args);
        self.emit_void(
            done,
            InstData::Branch { cond: more, then_dest: back, else_dest: BlockCall::new(middle, done_args.to_vec()) },
        );
        let mut order = vec![stretch, copy.check];
        order.extend(copy.blocks.iter().copied());
        order.push(done);
        self.func.layout.blocks.retain(|b| !order.contains(b));
        let pos = self.func.layout.blocks.iter().position(|b| *b == middle).unwrap_or(0);
        self.func.layout.blocks.splice(pos..pos, order);
        Ok(())
    }

    // The middle block's recipes, then the jump to the scalar loop's header from iteration
    // `resume_from`.
    fn finish(&mut self, plan: &VPlan, middle: Block, resume_from: Value) -> Result<(), String> {
        let resume = self.middle_recipes(plan, middle, resume_from)?;
        let params = self.func.dfg.block_params(self.legal.header).to_vec();
        let args = params
            .iter()
            .map(|p| resume.get(p).copied().ok_or("internal: no resume value"))
            .collect::<Result<Vec<_>, _>>()?;
        self.emit_void(middle, InstData::Jump(BlockCall::new(self.legal.header, args)));
        Ok(())
    }

    // Lane `count - 1` of `vec` (`count` a `long` from 1 to VF): the masked remainder's last
    // iteration.
    fn lane_at_end(&mut self, block: Block, vec: Value, count: Value, ty: TypeId) -> Result<Value, String> {
        let long = self.long;
        let one = self.const_long(block, 1);
        let last = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [count, one] }, Some(long));
        let hit = self.lanes_where(block, BinaryOp::Eq, last)?;
        Ok(self.only_lane(block, vec, hit, ty))
    }

    // The one lane of `vec` that `hit` holds, as a `ty`: the other lanes made zeros (-0.0 for
    // floats, which leave any sum exact) and ORed or summed in.
    fn only_lane(&mut self, block: Block, vec: Value, hit: Value, ty: TypeId) -> Value {
        let vty = self.func.value_type(vec);
        let float = self.types.is_float(ty);
        let zero = if float { Const::Float(-0.0) } else { Const::Int(0) };
        let zeros = self.emit(block, InstData::Const(Const::Vector(vec![zero; self.vf as usize])), Some(vty));
        let only = self.emit(block, InstData::Select { cond: hit, args: [vec, zeros] }, Some(vty));
        let op = if float { BinaryOp::Add } else { BinaryOp::Or };
        self.emit(block, InstData::Reduce { op, arg: only }, Some(ty))
    }

    // The mask of the lanes below `count` (a `long` from 1 to VF).
    fn lanes_below(&mut self, block: Block, count: Value) -> Result<Value, String> {
        self.lanes_where(block, BinaryOp::Lt, count)
    }

    // The mask of the lanes whose index compares with `at` (a `long` from 0 to VF) by `op`:
    // [0, 1, ..] op at, in `int` lanes.
    fn lanes_where(&mut self, block: Block, op: BinaryOp, at: Value) -> Result<Value, String> {
        let int = self.int;
        let ity = self.vec_ty(int, self.vf)?;
        let narrow = self.emit(block, InstData::Cast { arg: at }, Some(int));
        let splat = self.emit(block, InstData::Splat { arg: narrow }, Some(ity));
        let lanes = (0..self.vf as u64).map(Const::Int).collect();
        let iota = self.emit(block, InstData::Const(Const::Vector(lanes)), Some(ity));
        self.mask_op(block, op, iota, splat)
    }

    /// An invariant affine expression as a `long` computed at the end of `block`.
    fn materialize(&mut self, _module: &Module, block: Block, expr: &Affine) -> Result<Value, String> {
        let long = self.long;
        let mut acc: Option<Value> = None;
        for &(term, coeff) in &expr.terms {
            let Term::Value(v) = term else { return Err("internal: trip count term is not a value".into()) };
            let as_long = if self.func.value_type(v) == long {
                v
            } else {
                self.emit(block, InstData::Cast { arg: v }, Some(long))
            };
            let scaled = if coeff == 1 {
                as_long
            } else {
                let c = self.const_long(block, coeff);
                self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [as_long, c] }, Some(long))
            };
            acc = Some(match acc {
                Some(acc) => self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [acc, scaled] }, Some(long)),
                None => scaled,
            });
        }
        match acc {
            None => Ok(self.const_long(block, expr.constant)),
            Some(acc) if expr.constant == 0 => Ok(acc),
            Some(acc) => {
                let c = self.const_long(block, expr.constant);
                Ok(self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [acc, c] }, Some(long)))
            }
        }
    }

    // The bytes [lo, hi) a range covers over `trip` iterations, as unsigned addresses.
    fn range_bounds(
        &mut self,
        module: &Module,
        block: Block,
        trip: Value,
        range: &AccessRange,
    ) -> Result<(Value, Value), String> {
        let ulong = lookup(self.types, TypeKind::Int(IntKind::ULong))?;
        let long = self.long;
        let base_ptr = match range.base {
            Base::Value(v) => v,
            Base::Global(g) => {
                let ty = lookup(self.types, TypeKind::Ptr(module.globals[g].ty))?;
                self.emit(block, InstData::GlobalAddr(g), Some(ty))
            }
            Base::Slot(s) => {
                let ty = lookup(self.types, TypeKind::Ptr(self.func.slots[s].ty))?;
                self.emit(block, InstData::SlotAddr(s), Some(ty))
            }
        };
        let base = self.emit(block, InstData::Cast { arg: base_ptr }, Some(ulong));
        let one = self.const_long(block, 1);
        let last = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [trip, one] }, Some(long));
        let step = self.const_long(block, range.step);
        let moved = self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [last, step] }, Some(long));
        let mut start = self.materialize(module, block, &range.start)?;
        let mut end = self.materialize(module, block, &range.end)?;
        let bound = if range.step < 0 { &mut start } else { &mut end };
        *bound = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [*bound, moved] }, Some(long));
        let addr = |ex: &mut Self, offset: Value| {
            let off = ex.emit(block, InstData::Cast { arg: offset }, Some(ulong));
            ex.emit(block, InstData::Binary { op: BinaryOp::Add, args: [base, off] }, Some(ulong))
        };
        Ok((addr(self, start), addr(self, end)))
    }

    // hi(a) <= lo(b) || hi(b) <= lo(a), as an int.
    fn no_overlap(
        &mut self,
        module: &Module,
        block: Block,
        trip: Value,
        a: &AccessRange,
        b: &AccessRange,
    ) -> Result<Value, String> {
        let int = self.int;
        let (lo_a, hi_a) = self.range_bounds(module, block, trip, a)?;
        let (lo_b, hi_b) = self.range_bounds(module, block, trip, b)?;
        let before = self.emit(block, InstData::Binary { op: BinaryOp::Le, args: [hi_a, lo_b] }, Some(int));
        let after = self.emit(block, InstData::Binary { op: BinaryOp::Le, args: [hi_b, lo_a] }, Some(int));
        Ok(self.emit(block, InstData::Binary { op: BinaryOp::Or, args: [before, after] }, Some(int)))
    }

    fn preheader_recipes(&mut self, plan: &VPlan, block: Block, start_call: &BlockCall) -> Result<(), String> {
        for recipe in &plan.preheader {
            match recipe.kind {
                RecipeKind::Broadcast { value } => {
                    // A narrowed invariant leaf (`narrow.rs`) is broadcast truncated.
                    let lane_ty = self.legal.lane_type(self.func, value);
                    let scalar = if lane_ty == self.func.value_type(value) {
                        value
                    } else {
                        self.emit(block, InstData::Cast { arg: value }, Some(lane_ty))
                    };
                    let ty = self.vec_ty(lane_ty, self.vf)?;
                    let splat = self.emit(block, InstData::Splat { arg: scalar }, Some(ty));
                    self.broadcast.insert(value, splat);
                }
                RecipeKind::ReductionStart { red } => {
                    let red = &self.legal.reductions[red];
                    let idx =
                        self.func.dfg.block_params(self.legal.header).iter().position(|p| *p == red.param).unwrap_or(0);
                    let start = start_call.args.get(idx).copied().unwrap_or(red.start);
                    let scalar_ty = self.acc_ty(red)?;
                    let lanes = self.acc_lanes(red);
                    let ty = self.vec_ty(scalar_ty, lanes)?;
                    let init = match red.kind {
                        RedKind::MinMax(_) => self.emit(block, InstData::Splat { arg: start }, Some(ty)),
                        RedKind::Binary(op) => {
                            let lane = identity(self.types, scalar_ty, op);
                            self.emit(block, InstData::Const(Const::Vector(vec![lane; lanes as usize])), Some(ty))
                        }
                    };
                    for part in 0..self.uf {
                        self.acc_start.insert((red.param, part), init);
                    }
                }
                RecipeKind::LastStart { last: idx } => {
                    let last = &self.legal.cond_lasts[idx];
                    let pos = self
                        .func
                        .dfg
                        .block_params(self.legal.header)
                        .iter()
                        .position(|p| *p == last.param)
                        .unwrap_or(0);
                    let start = start_call.args.get(pos).copied().unwrap_or(last.start);
                    let v = if last.iv.is_none() {
                        let vty = self.vec_ty(self.func.value_type(last.param), self.vf)?;
                        self.emit(block, InstData::Splat { arg: start }, Some(vty))
                    } else {
                        start
                    };
                    let kty = self.last_iter_ty(idx)?;
                    let never = Const::Vector(vec![Const::Int(u64::MAX); self.vf as usize]);
                    let k = self.emit(block, InstData::Const(never), Some(kty));
                    self.last_start.insert(idx, (start, v, k));
                }
                _ => return Err(format!("internal: recipe {:?} in vector.ph", recipe.kind)),
            }
        }
        Ok(())
    }

    // The recipes into `body`; with early exits, those after the any-exit test into `cont` of
    // `exit_blocks` (cont, early). Returns the block that ends the vector iteration.
    fn body_recipes(
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

    // `br any((b0 + index*elem) & 4095 > 4096 - bytes for each pointer b of AlignPeel::also),
    // stretch, loads` (`b0` its address at the vector loop's first iteration, computed in
    // vector.ph): the scalar stretch (`scalar_stretch`) where a vector iteration's loads of one
    // would leave the page of its first lane. Returns `loads`, where the body goes on.
    fn branch_on_page_cross(&mut self, body: Block, index: Value) -> Result<Block, String> {
        let ap = self.legal.align_peel.clone().ok_or("internal: a page-crossing test without a peel")?;
        let (count, _) = self.peeled.ok_or("internal: a page-crossing test without a peel")?;
        let vec_ph = self.vec_ph.ok_or("internal: no vector.ph")?;
        let ulong = lookup(self.types, TypeKind::Int(IntKind::ULong))?;
        let (long, int) = (self.long, self.int);
        let bytes = (self.vf * self.uf) as i64 * ap.elem;
        let elem = self.const_long(vec_ph, ap.elem);
        let peeled = self.emit(vec_ph, InstData::Binary { op: BinaryOp::Mul, args: [count, elem] }, Some(long));
        let elem_u = self.emit(body, InstData::Const(Const::Int(ap.elem as u64)), Some(ulong));
        let index_u = self.emit(body, InstData::Cast { arg: index }, Some(ulong));
        let moved = self.emit(body, InstData::Binary { op: BinaryOp::Mul, args: [index_u, elem_u] }, Some(ulong));
        // Where a pointer is read after an exit, the first lane's element may be one the scalar
        // loop does not read; the one before it it did (`also_after_exit`): the test covers it.
        let before = if ap.also_after_exit { ap.elem } else { 0 };
        let page = self.emit(body, InstData::Const(Const::Int(4095)), Some(ulong));
        let limit = self.emit(body, InstData::Const(Const::Int((4096 - bytes - before) as u64)), Some(ulong));
        let mut any: Option<Value> = None;
        for (other, start) in &ap.also {
            let start = start.sub(&Affine::constant(before)).ok_or("internal: a start out of range")?;
            let start = super::peel::materialize(self.func, vec_ph, &start, long, self.loc)?;
            let offset = self.emit(vec_ph, InstData::Binary { op: BinaryOp::Add, args: [start, peeled] }, Some(long));
            let base = self.emit(vec_ph, InstData::Cast { arg: *other }, Some(ulong));
            let offset = self.emit(vec_ph, InstData::Cast { arg: offset }, Some(ulong));
            let first = self.emit(vec_ph, InstData::Binary { op: BinaryOp::Add, args: [base, offset] }, Some(ulong));
            let addr = self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [first, moved] }, Some(ulong));
            let within = self.emit(body, InstData::Binary { op: BinaryOp::And, args: [addr, page] }, Some(ulong));
            let cross = self.emit(body, InstData::Binary { op: BinaryOp::Gt, args: [within, limit] }, Some(int));
            any = Some(match any {
                Some(prev) => self.emit(body, InstData::Binary { op: BinaryOp::Or, args: [prev, cross] }, Some(int)),
                None => cross,
            });
        }
        let any = any.ok_or("internal: a page-crossing test without pointers")?;
        let stretch = self.func.make_block();
        let loads = self.func.make_block();
        self.stretch = Some(stretch);
        self.emit_void(
            body,
            InstData::Branch {
                cond: any,
                then_dest: BlockCall::new(stretch, vec![]),
                else_dest: BlockCall::new(loads, vec![]),
            },
        );
        self.func.layout.blocks.retain(|b| *b != loads);
        let pos = self.func.layout.blocks.iter().position(|b| *b == body).map_or(0, |p| p + 1);
        self.func.layout.blocks.insert(pos, loads);
        Ok(loads)
    }

    // `br any(exit lanes of every part and exit), early, cont`.
    fn branch_on_any_exit(&mut self, block: Block, cont: Block, early: Block) -> Result<(), String> {
        let mut acc: Option<Value> = None;
        for exit in self.legal.early_exits.clone() {
            for part in 0..self.uf {
                let mut mask = self.get_mask(exit.cond, part, block)?;
                if !exit.exit_if_true {
                    let ty = self.func.value_type(mask);
                    mask = self.emit(block, InstData::Unary { op: UnaryOp::LogNot, arg: mask }, Some(ty));
                }
                acc = Some(match acc {
                    Some(prev) => self.mask_op(block, BinaryOp::Or, prev, mask)?,
                    None => mask,
                });
            }
        }
        let mask = acc.ok_or("internal: an early-exit test without exits")?;
        let int = self.int;
        let any = self.emit(block, InstData::Reduce { op: BinaryOp::Or, arg: mask }, Some(int));
        let then_dest = BlockCall::new(early, vec![]);
        self.emit_void(block, InstData::Branch { cond: any, then_dest, else_dest: BlockCall::new(cont, vec![]) });
        Ok(())
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

    // The address the part's last lane accesses, for an access that moves down by one element:
    // lane 0's address - (VF - 1) elements. Under a mask that address may lie outside the
    // object (`masked_address`).
    fn last_lane_addr(&mut self, body: Block, addr: Value, part: u32, masked: bool) -> Result<Value, String> {
        let first = self.get_scalar(addr, part)?;
        let ty = self.func.value_type(first);
        if !masked {
            let back = self.const_long(body, -(self.vf as i64 - 1));
            return Ok(self.emit(body, InstData::PtrAdd { base: first, index: back }, Some(ty)));
        }
        let elem = self.types.pointee(ty).ok_or("internal: a reversed access through a non-pointer")?;
        let size = self.types.size_of(elem).ok_or("internal: a reversed access to an element of unknown size")?;
        self.masked_address(body, first, (self.vf as u64 - 1) * size)
    }

    // `addr - back` bytes, for a masked access: computed as an unsigned integer, since lanes
    // that are off (lane 0 under a condition, lanes below it in a reversed access) may have
    // addresses outside the object, where C's pointer arithmetic is undefined.
    fn masked_address(&mut self, body: Block, addr: Value, back: u64) -> Result<Value, String> {
        let ty = self.func.value_type(addr);
        let int = crate::transform::integer_address(self.types, self.func, body, self.loc, addr)
            .ok_or("internal: no integer form of a masked access's address")?;
        let int = if back == 0 {
            int
        } else {
            let ulong = self.func.value_type(int);
            let back = self.emit(body, InstData::Const(Const::Int(back)), Some(ulong));
            self.emit(body, InstData::Binary { op: BinaryOp::Sub, args: [int, back] }, Some(ulong))
        };
        Ok(self.emit(body, InstData::Cast { arg: int }, Some(ty)))
    }

    // Whether lane 0 of a masked access may be off: under a condition (a masked remainder's
    // own mask always has lane 0).
    fn lane0_may_be_off(&self, mask: Option<Value>) -> bool {
        mask.is_some() && mask != self.tail_mask
    }

    // An interleave group: `stride` consecutive vectors from the smallest member's lane-0
    // address; a member at offset o has lane l at element o + l·stride of their concatenation.
    // Shuffles take two vectors: the first picks from vectors 0 and 1, each later one keeps
    // what it has and picks from the next vector (lane 0 where nothing is picked yet).
    fn interleave_group(&mut self, body: Block, group: usize, part: u32) -> Result<(), String> {
        let g = self.legal.groups[group].clone();
        let (vf, stride) = (self.vf as i64, g.stride);
        let lead_off = g.members.iter().find(|(m, _)| *m == g.leader).map_or(0, |(_, o)| *o);
        let (addr, elem_ty) = match *self.func.inst(g.leader) {
            InstData::Load { addr, .. } => {
                (addr, self.func.value_type(func_result(self.func, g.leader).ok_or("internal: load without result")?))
            }
            InstData::Store { addr, value, .. } => (addr, self.func.value_type(value)),
            _ => return Err("internal: an interleave group leader that is not a load or store".into()),
        };
        let lead_addr = self.get_scalar(addr, part)?;
        let ptr_ty = self.func.value_type(lead_addr);
        let vty = self.vec_ty(elem_ty, self.vf)?;
        let loc = self.func.srclocs[g.leader];
        let mut ptrs = Vec::new();
        for k in 0..stride {
            let delta = k * vf - lead_off;
            ptrs.push(if delta == 0 {
                lead_addr
            } else {
                let c = self.const_long(body, delta);
                self.emit(body, InstData::PtrAdd { base: lead_addr, index: c }, Some(ptr_ty))
            });
        }
        // Lane sources: (vector index, lane in it) for every result lane.
        let pick = |ex: &mut Self, vectors: &[Value], sources: &[(i64, i64)]| -> Value {
            let lanes0 = sources.iter().map(|&(v, l)| if v < 2 { (v * vf + l) as u32 } else { 0 }).collect();
            let mut acc = ex.emit(body, InstData::Shuffle { args: [vectors[0], vectors[1]], lanes: lanes0 }, Some(vty));
            for k in 2..vectors.len() as i64 {
                if !sources.iter().any(|&(v, _)| v == k) {
                    continue;
                }
                let lanes = sources
                    .iter()
                    .enumerate()
                    .map(|(t, &(v, l))| if v == k { (vf + l) as u32 } else { t as u32 })
                    .collect();
                acc = ex.emit(body, InstData::Shuffle { args: [acc, vectors[k as usize]], lanes }, Some(vty));
            }
            acc
        };
        if g.kind == AccessKind::Read {
            let mut loaded = Vec::new();
            for &ptr in &ptrs {
                let data = InstData::VectorLoad { addr: ptr, mask: None, aligned: false };
                loaded.push(self.func.append(body, data, Some(vty), loc).ok_or("internal: vload lost its result")?);
            }
            for &(member, off) in &g.members {
                let res = func_result(self.func, member).ok_or("internal: load without result")?;
                if self.legal.folded.contains(&res) {
                    // Only a complex multiply uses it, on the loaded vectors.
                    continue;
                }
                let sources: Vec<(i64, i64)> =
                    (0..vf).map(|l| ((off + l * stride) / vf, (off + l * stride) % vf)).collect();
                let value = pick(self, &loaded, &sources);
                self.vector.insert((res, part), value);
            }
            self.group_vectors.insert((group, part), loaded);
        } else if let Some(&cm) = self.legal.complex_muls.get(&group) {
            for (k, &ptr) in ptrs.iter().enumerate() {
                let value = self.complex_mul(body, cm, part, k)?;
                let data = InstData::VectorStore { addr: ptr, value, mask: None, aligned: false };
                self.func.append(body, data, None, loc);
            }
        } else {
            let mut values = vec![None; stride as usize];
            for &(member, off) in &g.members {
                let InstData::Store { value, .. } = *self.func.inst(member) else {
                    return Err("internal: not a store".into());
                };
                values[off as usize] = Some(self.get_value_vector(value, part, body)?);
            }
            // A gap's lanes take any member's values; the stores leave them out by their mask.
            let present: Vec<bool> = values.iter().map(Option::is_some).collect();
            let any = values.iter().flatten().copied().next().ok_or("internal: a store group without members")?;
            let values: Vec<Value> = values.into_iter().map(|v| v.unwrap_or(any)).collect();
            for (k, &ptr) in ptrs.iter().enumerate() {
                let sources: Vec<(i64, i64)> =
                    (0..vf).map(|t| k as i64 * vf + t).map(|e| (e % stride, e / stride)).collect();
                let value = pick(self, &values, &sources);
                let mask = if present.iter().all(|p| *p) {
                    None
                } else {
                    let lanes: Vec<Const> =
                        sources.iter().map(|&(m, _)| Const::Int(u64::from(present[m as usize]))).collect();
                    let ity = self.vec_ty(self.int, self.vf)?;
                    let zeros = self.emit(
                        body,
                        InstData::Const(Const::Vector(vec![Const::Int(0); self.vf as usize])),
                        Some(ity),
                    );
                    let members = self.emit(body, InstData::Const(Const::Vector(lanes)), Some(ity));
                    Some(self.mask_op(body, BinaryOp::Ne, members, zeros)?)
                };
                let data = InstData::VectorStore { addr: ptr, value, mask, aligned: false };
                self.func.append(body, data, None, loc);
            }
        }
        Ok(())
    }

    // Stored vector `k` of a complex multiply (`complex.rs`) from loaded vectors `k` of its two
    // load groups: addsub(X * dup_evens(Y), swap_pairs(X) * dup_odds(Y)).
    fn complex_mul(
        &mut self,
        body: Block,
        cm: super::complex::ComplexMul,
        part: u32,
        k: usize,
    ) -> Result<Value, String> {
        let loaded = |ex: &Self, group: usize| {
            ex.group_vectors
                .get(&(group, part))
                .and_then(|v| v.get(k))
                .copied()
                .ok_or("internal: a complex multiply before its loads")
        };
        let (x, y) = (loaded(self, cm.x)?, loaded(self, cm.y)?);
        let ty = self.func.value_type(x);
        let pairs = |ex: &mut Self, v: Value, f: fn(u32) -> u32| {
            let lanes = (0..ex.vf).map(f).collect();
            ex.emit(body, InstData::Shuffle { args: [v, v], lanes }, Some(ty))
        };
        let y_evens = pairs(self, y, |l| l - l % 2);
        let y_odds = pairs(self, y, |l| l | 1);
        let x_swapped = pairs(self, x, |l| l ^ 1);
        let t1 = self.emit(body, InstData::Binary { op: BinaryOp::Mul, args: [x, y_evens] }, Some(ty));
        let t2 = self.emit(body, InstData::Binary { op: BinaryOp::Mul, args: [x_swapped, y_odds] }, Some(ty));
        Ok(self.emit(body, InstData::Binary { op: BinaryOp::AddSub, args: [t1, t2] }, Some(ty)))
    }

    // The lanes of `vec` in reverse order.
    fn reverse(&mut self, body: Block, vec: Value) -> Value {
        let ty = self.func.value_type(vec);
        let lanes = (0..self.vf).rev().collect();
        self.emit(body, InstData::Shuffle { args: [vec, vec], lanes }, Some(ty))
    }

    // A reversed access's mask (the plan's choice for one under a condition, `cost.rs`'s
    // `masked_reverse_pays`) in the order of the vector at the lowest address: reversed.
    fn reversed_mask(&mut self, body: Block, inst: Inst, part: u32) -> Result<Option<Value>, String> {
        Ok(self.inst_mask(inst, part)?.map(|mask| self.reverse(body, mask)))
    }

    // `[0, stride, 2·stride, ...]` as a vector of `int`: a strided access's element offsets.
    fn stride_indices(&mut self, body: Block, stride: i64) -> Result<Value, String> {
        let ity = self.vec_ty(self.int, self.vf)?;
        let lanes = (0..self.vf as i64).map(|k| Const::Int((k * stride) as u64)).collect();
        Ok(self.emit(body, InstData::Const(Const::Vector(lanes)), Some(ity)))
    }

    /// The base pointer and the index vector of a gather or scatter: lane 0's address and the
    /// constant strides, or the pointer from before the loop and the index's vector.
    fn base_and_indices(&mut self, body: Block, inst: Inst, addr: Value, part: u32) -> Result<(Value, Value), String> {
        if let Some(&stride) = self.legal.strided.get(&inst) {
            Ok((self.get_scalar(addr, part)?, self.stride_indices(body, stride)?))
        } else if let Some(&(base, index)) = self.legal.indexed.get(&inst) {
            let indices = self.get_value_vector(index, part, body)?;
            Ok((self.element_pointer(body, base, addr), indices))
        } else {
            Err(format!("internal: {} is a gather or scatter that is neither strided nor indexed", inst))
        }
    }

    // `base` as a pointer to the element `addr` points to: itself for `base + index`, the
    // array's first element for `&base[index]`.
    fn element_pointer(&mut self, body: Block, mut base: Value, addr: Value) -> Value {
        let addr_ty = self.func.value_type(addr);
        if let Some(inst) = self.func.dfg.defining_inst(base).filter(|_| self.legal.defines(self.func, base)) {
            // `&global` or `&local` computed in the loop: the same address again.
            let data = self.func.inst(inst).clone();
            let ty = self.func.value_type(base);
            base = self.emit(body, data, Some(ty));
        }
        // Qualifiers aside (a `restrict` parameter's value keeps its own).
        if self.types.kind(self.func.value_type(base)) == self.types.kind(addr_ty) {
            return base;
        }
        let zero = self.const_long(body, 0);
        self.emit(body, InstData::ElemAddr { base, index: zero }, Some(addr_ty))
    }

    /// The vector type of conditional last value `idx`'s iteration numbers: VF lanes of `int`,
    /// or of `long` for 8-byte values.
    fn last_iter_ty(&self, idx: usize) -> Result<TypeId, String> {
        let ty = self.func.value_type(self.legal.cond_lasts[idx].param);
        let elem = if super::last_value::wide_iterations(self.types, ty) { self.long } else { self.int };
        self.vec_ty(elem, self.vf)
    }

    // Conditional last value `idx`, at the end of the body: its chain of blends and selects
    // again, with the carried value replaced by the iterations it was last set in and every
    // new value by this part's iteration numbers.
    fn last_iter(&mut self, body: Block, idx: usize, part: u32) -> Result<(), String> {
        let last = self.legal.cond_lasts[idx].clone();
        let kty = self.last_iter_ty(idx)?;
        let elem = self.types.scalar_of(kty);
        let mut base = self.part_base[part as usize];
        if elem != self.long {
            base = self.emit(body, InstData::Cast { arg: base }, Some(elem));
        }
        let splat = self.emit(body, InstData::Splat { arg: base }, Some(kty));
        let lanes = (0..self.vf as u64).map(Const::Int).collect();
        let steps = self.emit(body, InstData::Const(Const::Vector(lanes)), Some(kty));
        let iter = self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [splat, steps] }, Some(kty));
        let mut shadow: BTreeMap<Value, Value> = BTreeMap::new();
        let carried =
            *self.last_iter.get(&(idx, part)).ok_or("internal: a last value without its iteration parameter")?;
        shadow.insert(last.param, carried);
        for &v in &last.chain {
            let pick = |shadow: &BTreeMap<Value, Value>, x: Value| shadow.get(&x).copied().unwrap_or(iter);
            let k = if let Some(blend) = self.legal.predication.blends.get(&v).cloned() {
                let mut acc: Option<Value> = None;
                for (edge, x) in &blend.incoming {
                    let kx = pick(&shadow, *x);
                    acc = Some(match (acc, self.edge_mask(body, edge, part)?) {
                        (Some(prev), Some(mask)) => {
                            self.emit(body, InstData::Select { cond: mask, args: [kx, prev] }, Some(kty))
                        }
                        _ => kx,
                    });
                }
                acc.ok_or("internal: a blend without incoming edges")?
            } else {
                let inst = self
                    .func
                    .dfg
                    .defining_inst(v)
                    .ok_or("internal: a last value's chain holds a parameter that is not a blend")?;
                let InstData::Select { cond, args } = *self.func.inst(inst) else {
                    return Err("internal: a last value's chain holds neither a blend nor a select".into());
                };
                let mask = self.get_mask(cond, part, body)?;
                let (a, b) = (pick(&shadow, args[0]), pick(&shadow, args[1]));
                self.emit(body, InstData::Select { cond: mask, args: [a, b] }, Some(kty))
            };
            shadow.insert(v, k);
        }
        let next = *shadow.get(&last.update).ok_or("internal: a last value's update is not in its chain")?;
        self.last_next.insert((idx, part), next);
        Ok(())
    }

    // The iterations conditional last value `idx` passes back for `part` (from `last_iter`).
    fn next_iters(&self, idx: usize, part: u32) -> Result<Value, String> {
        self.last_next
            .get(&(idx, part))
            .copied()
            .ok_or_else(|| "internal: a last value without its iterations".to_string())
    }

    // Conditional last value `idx` in the middle block: the parts merged lane by lane (the
    // later iteration wins), the largest iteration over the lanes, the value of the lane that
    // holds it (the only one: the others are zeros, -0.0 for floats, summed or ORed in), or the
    // start value when no lane was ever set.
    fn select_last(&mut self, middle: Block, idx: usize) -> Result<Value, String> {
        let last = self.legal.cond_lasts[idx].clone();
        let (start, _, _) = *self.last_start.get(&idx).ok_or("internal: a last value without start vectors")?;
        let ty = self.func.value_type(last.param);
        let kty = self.last_iter_ty(idx)?;
        let k_elem = self.types.scalar_of(kty);
        let int = self.int;
        // The parts merged lane by lane: the later iteration wins (with its value, unless only
        // the iterations are kept).
        let mut kacc = self.next_iters(idx, 0)?;
        let mut vacc = if last.iv.is_none() { Some(self.get_vector(last.update, 0, middle)?) } else { None };
        for part in 1..self.uf {
            let v = if vacc.is_some() { Some(self.get_vector(last.update, part, middle)?) } else { None };
            let k = self.next_iters(idx, part)?;
            let later = self.mask_op(middle, BinaryOp::Gt, k, kacc)?;
            kacc = self.emit(middle, InstData::Select { cond: later, args: [k, kacc] }, Some(kty));
            if let (Some(v), Some(acc)) = (v, vacc) {
                let vty = self.func.value_type(acc);
                vacc = Some(self.emit(middle, InstData::Select { cond: later, args: [v, acc] }, Some(vty)));
            }
        }
        let max = self.emit(middle, InstData::Reduce { op: BinaryOp::Max, arg: kacc }, Some(k_elem));
        let value = match (last.iv, vacc) {
            // FindLastIV: the induction at the largest iteration.
            (Some(i), _) => {
                let ind = self.legal.inductions[i].clone();
                let long = self.long;
                let iter =
                    if k_elem == long { max } else { self.emit(middle, InstData::Cast { arg: max }, Some(long)) };
                self.induction_at(middle, &ind, iter)?
            }
            (None, Some(vacc)) => {
                let max_v = self.emit(middle, InstData::Splat { arg: max }, Some(kty));
                let hit = self.mask_op(middle, BinaryOp::Eq, kacc, max_v)?;
                self.only_lane(middle, vacc, hit, ty)
            }
            (None, None) => return Err("internal: a last value without its value vectors".into()),
        };
        let none = self.emit(middle, InstData::Const(Const::Int(0)), Some(k_elem));
        let never = self.emit(middle, InstData::Binary { op: BinaryOp::Lt, args: [max, none] }, Some(int));
        Ok(self.emit(middle, InstData::Select { cond: never, args: [start, value] }, Some(ty)))
    }

    /// The integer inductions the plan needs as vectors.
    fn vector_inductions(&self, plan: &VPlan) -> Vec<usize> {
        let mut out = Vec::new();
        for recipe in &plan.body {
            if let RecipeKind::Induction { ind, vector: true, .. } = recipe.kind {
                let ind_var = &self.legal.inductions[ind];
                if !ind_var.is_pointer && self.types.int_kind(self.func.value_type(ind_var.param)).is_some() {
                    out.push(ind);
                }
            }
        }
        out
    }

    /// The unsigned vector type of an integer induction's lanes: its steps wrap, as the
    /// scalar loop never computes the lanes past the last iteration.
    fn unsigned_iv_ty(&self, idx: usize) -> Result<TypeId, String> {
        let ty = self.func.value_type(self.legal.inductions[idx].param);
        let kind = self.types.int_kind(ty).ok_or("internal: a vector induction that is not an integer")?;
        self.vec_ty(lookup(self.types, TypeKind::Int(kind.to_unsigned()))?, self.vf)
    }

    /// A new parameter of `body` for induction `idx`, and its entry value computed in `vec_ph`:
    /// the first VF values [start, start + s, ...].
    fn vector_iv_start(&mut self, vec_ph: Block, body: Block, idx: usize) -> Result<(Value, Value), String> {
        let ind = self.legal.inductions[idx].clone();
        let uty = self.unsigned_iv_ty(idx)?;
        // Iteration 0's value is the start value itself.
        let splat = self.emit(
            vec_ph,
            InstData::Splat { arg: ind.start },
            Some(self.vec_ty(self.func.value_type(ind.param), self.vf)?),
        );
        let unsigned = self.emit(vec_ph, InstData::Cast { arg: splat }, Some(uty));
        let first = self.add_lane_steps(vec_ph, unsigned, |lane| lane * ind.step);
        let param = self.func.dfg.append_block_param(body, uty);
        Ok((param, first))
    }

    /// A new parameter of `body` for the modular induction of remainder `v`, and its entry
    /// value computed in `vec_ph`: lane k holds `(x0 + k·s) % C`, from `x0 % C` (`x0 >= 0`,
    /// the guard's test) and the lanes' reduced steps.
    fn mod_induction_start(
        &mut self,
        vec_ph: Block,
        body: Block,
        v: Value,
        m: &super::modind::ModInd,
    ) -> Result<(Value, Value), String> {
        let x0 = *self.mod_start.get(&v).ok_or("internal: a modular induction without its start")?;
        let xty = self.func.value_type(m.x);
        let c = self.emit(vec_ph, InstData::Const(Const::Int(m.modulus as u64)), Some(xty));
        let r0 = self.emit(vec_ph, InstData::Binary { op: BinaryOp::Rem, args: [x0, c] }, Some(xty));
        let r0 = if m.lane == xty { r0 } else { self.emit(vec_ph, InstData::Cast { arg: r0 }, Some(m.lane)) };
        let vty = self.vec_ty(m.lane, self.vf)?;
        let splat = self.emit(vec_ph, InstData::Splat { arg: r0 }, Some(vty));
        let lanes = (0..self.vf as i64).map(|k| Const::Int(((k * m.step) % m.modulus) as u64)).collect();
        let steps = self.emit(vec_ph, InstData::Const(Const::Vector(lanes)), Some(vty));
        let first = self.reduce_residues(vec_ph, splat, steps, m.modulus)?;
        let param = self.func.dfg.append_block_param(body, vty);
        Ok((param, first))
    }

    /// Residues `vec` advanced by `step` (below the modulus): `vec + step`, minus the modulus
    /// where not below it.
    fn add_residues(&mut self, block: Block, vec: Value, step: i64, modulus: i64) -> Result<Value, String> {
        let ty = self.func.value_type(vec);
        let steps =
            self.emit(block, InstData::Const(Const::Vector(vec![Const::Int(step as u64); self.vf as usize])), Some(ty));
        self.reduce_residues(block, vec, steps, modulus)
    }

    // `a + b` for residues below `modulus`, reduced below it again: in the unsigned view of
    // the lanes, the smaller of the sum and the sum minus the modulus (which wraps to a large
    // value where the sum is below it).
    fn reduce_residues(&mut self, block: Block, a: Value, b: Value, modulus: i64) -> Result<Value, String> {
        let ty = self.func.value_type(a);
        let elem = self.types.scalar_of(ty);
        let kind = self.types.int_kind(elem).ok_or("internal: residues that are not integers")?;
        let uty = self.vec_ty(lookup(self.types, TypeKind::Int(kind.to_unsigned()))?, self.vf)?;
        let sum = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [a, b] }, Some(ty));
        let usum = self.emit(block, InstData::Cast { arg: sum }, Some(uty));
        let c = self.emit(
            block,
            InstData::Const(Const::Vector(vec![Const::Int(modulus as u64); self.vf as usize])),
            Some(uty),
        );
        let less = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [usum, c] }, Some(uty));
        let min = self.emit(block, InstData::Binary { op: BinaryOp::Min, args: [usum, less] }, Some(uty));
        Ok(self.emit(block, InstData::Cast { arg: min }, Some(ty)))
    }

    /// `vec + [f(0), f(1), ...]` in `vec`'s (unsigned integer) lane type.
    fn add_lane_steps(&mut self, block: Block, vec: Value, f: impl Fn(i64) -> i64) -> Value {
        let ty = self.func.value_type(vec);
        let lanes = (0..self.vf as i64).map(|l| Const::Int(f(l) as u64)).collect();
        let steps = self.emit(block, InstData::Const(Const::Vector(lanes)), Some(ty));
        self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [vec, steps] }, Some(ty))
    }

    // The induction's value on iteration `iter` (a long): start + iter*step.
    fn induction_at(&mut self, block: Block, ind: &super::legal::IndVar, iter: Value) -> Result<Value, String> {
        let long = self.long;
        let ty = self.func.value_type(ind.param);
        let offset = if ind.step == 1 {
            iter
        } else {
            let step = self.const_long(block, ind.step);
            self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [iter, step] }, Some(long))
        };
        if ind.is_pointer {
            return Ok(self.emit(block, InstData::PtrAdd { base: ind.start, index: offset }, Some(ty)));
        }
        // Narrow types are computed in `long`, where start + offset cannot overflow; 64-bit
        // ones in their own type (FIXME: a signed 64-bit induction spanning more than
        // 2^63 values would overflow here and not in the scalar loop).
        let bits = self.types.int_kind(ty).map_or(64, |k| k.bits());
        if bits < 64 {
            let start = self.emit(block, InstData::Cast { arg: ind.start }, Some(long));
            let sum = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [start, offset] }, Some(long));
            Ok(self.emit(block, InstData::Cast { arg: sum }, Some(ty)))
        } else {
            let off = if ty == long { offset } else { self.emit(block, InstData::Cast { arg: offset }, Some(ty)) };
            Ok(self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [ind.start, off] }, Some(ty)))
        }
    }

    fn get_scalar(&self, v: Value, part: u32) -> Result<Value, String> {
        if !self.legal.defines(self.func, v) {
            return Ok(v);
        }
        self.scalar.get(&(v, part)).copied().ok_or_else(|| format!("internal: no scalar for {} part {}", v, part))
    }

    fn get_vector(&self, v: Value, part: u32, _block: Block) -> Result<Value, String> {
        if !self.legal.defines(self.func, v) {
            return self.broadcast.get(&v).copied().ok_or_else(|| format!("internal: {} was not broadcast", v));
        }
        self.vector.get(&(v, part)).copied().ok_or_else(|| format!("internal: no vector for {} part {}", v, part))
    }

    // A vector operand used as a value: a mask (a widened comparison) becomes 0/1 lanes of
    // the scalar operand's type, as C's comparisons give int.
    fn get_value_vector(&mut self, v: Value, part: u32, block: Block) -> Result<Value, String> {
        let vec = self.get_vector(v, part, block)?;
        if !matches!(self.types.kind(self.func.value_type(vec)), TypeKind::Mask(_)) {
            return Ok(vec);
        }
        let vty = self.vec_ty(self.func.value_type(v), self.vf)?;
        Ok(self.emit(block, InstData::Cast { arg: vec }, Some(vty)))
    }

    // A vector used as a select condition: a mask, or `vec != 0`.
    fn get_mask(&mut self, v: Value, part: u32, block: Block) -> Result<Value, String> {
        let vec = self.get_vector(v, part, block)?;
        let vty = self.func.value_type(vec);
        if matches!(self.types.kind(vty), TypeKind::Mask(_)) {
            return Ok(vec);
        }
        let zero_lane = if self.types.is_float(self.types.scalar_of(vty)) { Const::Float(0.0) } else { Const::Int(0) };
        let zero = self.emit(block, InstData::Const(Const::Vector(vec![zero_lane; self.vf as usize])), Some(vty));
        let mty = lookup(self.types, TypeKind::Mask(self.vf))?;
        Ok(self.emit(block, InstData::Binary { op: BinaryOp::Ne, args: [vec, zero] }, Some(mty)))
    }

    /// The type a reduction accumulates in: its own, except that signed `+` and `*` accumulate
    /// unsigned, because the vector's partial sums are not the scalar loop's and may overflow
    /// where the scalar loop's do not (the final sum fits, and converts back exactly).
    fn acc_ty(&self, red: &super::legal::Reduction) -> Result<TypeId, String> {
        let ty = self.func.value_type(red.param);
        let wraps = matches!(red.kind, RedKind::Binary(BinaryOp::Add | BinaryOp::Mul));
        match self.types.int_kind(ty) {
            Some(kind) if wraps && self.types.is_signed(ty) => lookup(self.types, TypeKind::Int(kind.to_unsigned())),
            _ => Ok(ty),
        }
    }

    /// The lanes of a reduction's vector accumulator: VF, or VF/2 for a multiply-add.
    fn acc_lanes(&self, red: &super::legal::Reduction) -> u32 {
        if self.legal.madds.contains_key(&red.update) {
            self.vf / 2
        } else {
            self.vf
        }
    }

    // `acc + madd(x, y)`: the neighbouring products of the 16-bit lanes summed in pairs into
    // the accumulator's VF/2 lanes (`madd.rs`).
    fn madd(&mut self, body: Block, inst: Inst, res: Value, [x, y]: [Value; 2], part: u32) -> Result<(), String> {
        let red = self
            .legal
            .reductions
            .iter()
            .find(|r| r.update == res)
            .cloned()
            .ok_or("internal: a multiply-add outside a reduction")?;
        let ty = self.vec_ty(self.acc_ty(&red)?, self.acc_lanes(&red))?;
        let (vx, vy) = (self.get_vector(x, part, body)?, self.get_vector(y, part, body)?);
        let acc = self.get_vector(red.param, part, body)?;
        let pairs = self.emit(body, InstData::Binary { op: BinaryOp::Madd, args: [vx, vy] }, Some(ty));
        let loc = self.func.srclocs[inst];
        let new = self
            .func
            .append(body, InstData::Binary { op: BinaryOp::Add, args: [acc, pairs] }, Some(ty), loc)
            .ok_or("internal: widened result lost")?;
        self.vector.insert((res, part), new);
        Ok(())
    }

    // `inst` once in vector.ph (see `plan::invariant_values`), its constant operands made there too.
    fn hoist(&mut self, ph: Block, inst: Inst) -> Result<Value, String> {
        let res = func_result(self.func, inst).ok_or("internal: hoisted instruction has no result")?;
        if let Some(&v) = self.hoisted.get(&res) {
            return Ok(v);
        }
        let mut data = self.vector_form(inst, res);
        let mut mapped = BTreeMap::new();
        for v in data.operands() {
            let vec = if !self.legal.defines(self.func, v) {
                self.broadcast.get(&v).copied().ok_or_else(|| format!("internal: {} was not broadcast", v))?
            } else if let Some(&h) = self.hoisted.get(&v) {
                h
            } else {
                let def = self.func.dfg.defining_inst(v).ok_or("internal: a hoisted operand without a definition")?;
                let InstData::Const(c) = self.func.inst(def).clone() else {
                    return Err("internal: hoisted operand is not invariant".into());
                };
                let lane_ty = self.legal.lane_type(self.func, v);
                let lane = match c {
                    Const::Int(bits) => Const::Int(super::narrow::narrow_const(self.types, lane_ty, bits)),
                    other => other,
                };
                let vty = self.vec_ty(lane_ty, self.vf)?;
                self.emit(ph, InstData::Const(Const::Vector(vec![lane; self.vf as usize])), Some(vty))
            };
            mapped.insert(v, vec);
        }
        data.map_operands(|v| mapped[&v]);
        let ty = self.vec_ty(self.legal.lane_type(self.func, res), self.vf)?;
        let loc = self.func.srclocs[inst];
        let new = self.func.append(ph, data, Some(ty), loc).ok_or("internal: hoisted result lost")?;
        self.hoisted.insert(res, new);
        Ok(new)
    }

    /// What the vector loop computes for `inst`: itself, or the rounding average or saturating
    /// operation that narrowing found in its place.
    fn vector_form(&self, inst: Inst, res: Value) -> InstData {
        if let Some(&args) = self.legal.averages.get(&res) {
            return InstData::Binary { op: BinaryOp::Avg, args };
        }
        if let Some(&(op, args)) = self.legal.saturations.get(&res) {
            return InstData::Binary { op, args };
        }
        self.func.inst(inst).clone()
    }

    fn widen(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: widened instruction has no result")?;
        if let Some(ph) = self.vec_ph.filter(|_| self.invariant.contains(&res)) {
            let vec = self.hoist(ph, inst)?;
            self.vector.insert((res, part), vec);
            return Ok(());
        }
        if let Some(&args) = self.legal.madds.get(&res) {
            return self.madd(body, inst, res, args, part);
        }
        // A truth test of a comparison is its mask (or the complement).
        if let Some((tested, negated)) = super::legal::truth_test(self.func, inst) {
            let mask = self.get_vector(tested, part, body)?;
            if matches!(self.types.kind(self.func.value_type(mask)), TypeKind::Mask(_)) {
                let mty = self.func.value_type(mask);
                let vec = if negated {
                    self.emit(body, InstData::Unary { op: UnaryOp::LogNot, arg: mask }, Some(mty))
                } else {
                    mask
                };
                self.vector.insert((res, part), vec);
                return Ok(());
            }
        }
        let mut scalar_ty = self.legal.lane_type(self.func, res);
        let reduction = self.legal.reductions.iter().find(|r| r.chain.contains(&res)).cloned();
        if let Some(red) = &reduction {
            scalar_ty = self.acc_ty(red)?;
        }
        let mut data = self.vector_form(inst, res);
        if let (InstData::Cast { arg }, None) = (&data, &reduction) {
            if self.types.int_kind(scalar_ty) == Some(IntKind::Bool) {
                return self.widen_to_bool(body, *arg, res, part);
            }
        }
        let gives_mask = matches!(data, InstData::Binary { op, .. } if op.is_comparison())
            || matches!(data, InstData::Unary { op: UnaryOp::LogNot, .. });
        let ty =
            if gives_mask { lookup(self.types, TypeKind::Mask(self.vf))? } else { self.vec_ty(scalar_ty, self.vf)? };
        if let InstData::Const(c) = &data {
            // One vector constant serves every part.
            if let Some(&first) = self.vector.get(&(res, 0)) {
                self.vector.insert((res, part), first);
                return Ok(());
            }
            let lane = match c {
                Const::Int(bits) if self.legal.narrowed.contains_key(&res) => {
                    Const::Int(super::narrow::narrow_const(self.types, scalar_ty, *bits))
                }
                other => other.clone(),
            };
            data = InstData::Const(Const::Vector(vec![lane; self.vf as usize]));
        }
        let mut mapped = BTreeMap::new();
        let cond = if let InstData::Select { cond, .. } = data { Some(cond) } else { None };
        let bool_acc = reduction.is_some() && self.types.int_kind(scalar_ty) == Some(IntKind::Bool);
        for v in data.operands() {
            let mut vec =
                if Some(v) == cond { self.get_mask(v, part, body)? } else { self.get_value_vector(v, part, body)? };
            if bool_acc && self.func.value_type(vec) != ty {
                // A `_Bool` accumulator's operand as C converts it: `x != 0`, in byte lanes.
                vec = self.bool_lanes(body, v, part)?;
            } else if reduction.is_some() && Some(v) != cond && self.func.value_type(vec) != ty {
                vec = self.emit(body, InstData::Cast { arg: vec }, Some(ty));
            }
            mapped.insert(v, vec);
        }
        // The promotions of a `_Bool` accumulator and its conversion back change no lane.
        if let (true, InstData::Cast { arg }) = (bool_acc, &data) {
            self.vector.insert((res, part), mapped[arg]);
            return Ok(());
        }
        if let Some(cond) = cond {
            // The condition may also be an arm; the arms keep their value form.
            let mask = self.get_mask(cond, part, body)?;
            if let InstData::Select { cond: c, args } = &mut data {
                *c = mask;
                for a in args.iter_mut() {
                    *a = mapped[a];
                }
            }
        } else {
            data.map_operands(|v| mapped[&v]);
        }
        // Under a mask, inactive lanes divide by 1, shift by 0 and add, subtract, multiply or
        // negate zeros: they must neither trap nor overflow where the scalar code did nothing.
        if let Some(mask) = self.inst_mask(inst, part)? {
            let signed = self.types.is_signed(scalar_ty);
            match &mut data {
                InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, args } => {
                    args[1] = self.safe_lanes(body, mask, args[1], 1)?
                }
                InstData::Binary { op: BinaryOp::Shr, args } => args[1] = self.safe_lanes(body, mask, args[1], 0)?,
                InstData::Binary { op: BinaryOp::Shl, args } => {
                    args[1] = self.safe_lanes(body, mask, args[1], 0)?;
                    if signed {
                        args[0] = self.safe_lanes(body, mask, args[0], 0)?;
                    }
                }
                InstData::Binary { args, .. } => {
                    args[0] = self.safe_lanes(body, mask, args[0], 0)?;
                    args[1] = self.safe_lanes(body, mask, args[1], 0)?;
                }
                InstData::Unary { arg, .. } => *arg = self.safe_lanes(body, mask, *arg, 0)?,
                _ => {}
            }
        }
        let loc = self.func.srclocs[inst];
        let new = if self.legal.wrapping.contains(&inst) && !gives_mask {
            // In the unsigned view of the lanes (bit casts): inactive lanes wrap.
            let kind = self.types.int_kind(scalar_ty).ok_or("internal: wrapping arithmetic on a non-integer")?;
            let uty = self.vec_ty(lookup(self.types, TypeKind::Int(kind.to_unsigned()))?, self.vf)?;
            let mut casts = BTreeMap::new();
            for v in data.operands() {
                let c = self.emit(body, InstData::Cast { arg: v }, Some(uty));
                casts.insert(v, c);
            }
            data.map_operands(|v| casts[&v]);
            let op = self.func.append(body, data, Some(uty), loc).ok_or("internal: widened result lost")?;
            self.emit(body, InstData::Cast { arg: op }, Some(ty))
        } else {
            self.func.append(body, data, Some(ty), loc).ok_or("internal: widened result lost")?
        };
        self.vector.insert((res, part), new);
        Ok(())
    }

    // `(_Bool)x` is `x != 0`: 1 or 0 in the byte lanes that hold `_Bool`s (emit writes no
    // conversion to them, which would truncate).
    fn widen_to_bool(&mut self, body: Block, arg: Value, res: Value, part: u32) -> Result<(), String> {
        let new = self.bool_lanes(body, arg, part)?;
        self.vector.insert((res, part), new);
        Ok(())
    }

    // `arg != 0` as `_Bool` lanes (bytes of 1 or 0).
    fn bool_lanes(&mut self, body: Block, arg: Value, part: u32) -> Result<Value, String> {
        let mask = self.get_mask(arg, part, body)?;
        let ty = self.vec_ty(lookup(self.types, TypeKind::Int(IntKind::Bool))?, self.vf)?;
        let vf = self.vf as usize;
        let lanes = |bit: u64| InstData::Const(Const::Vector(vec![Const::Int(bit); vf]));
        let (one, zero) = (self.emit(body, lanes(1), Some(ty)), self.emit(body, lanes(0), Some(ty)));
        Ok(self.emit(body, InstData::Select { cond: mask, args: [one, zero] }, Some(ty)))
    }

    // A call per lane: extract each argument's lane, call, insert the result.
    fn replicate(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: replicated call has no result")?;
        let scalar_ty = self.func.value_type(res);
        let vty = self.vec_ty(scalar_ty, self.vf)?;
        let loc = self.func.srclocs[inst];
        let data = self.func.inst(inst).clone();
        let mask = self.inst_mask(inst, part)?;
        let mut args = BTreeMap::new();
        for v in data.operands() {
            let mut vec = self.get_value_vector(v, part, body)?;
            if let Some(mask) = mask {
                // Inactive lanes call with 1, where every function of PURE_MATH is quiet.
                vec = self.safe_lanes(body, mask, vec, 1)?;
            }
            args.insert(v, vec);
        }
        let mut acc = self.emit(body, InstData::Const(Const::Undef), Some(vty));
        for lane in 0..self.vf {
            let mut lane_vals = BTreeMap::new();
            for (&orig, &vec) in &args {
                let ty = self.func.value_type(orig);
                lane_vals.insert(orig, self.emit(body, InstData::ExtractLane { vec, lane }, Some(ty)));
            }
            let mut call = data.clone();
            call.map_operands(|v| lane_vals[&v]);
            let value = self.func.append(body, call, Some(scalar_ty), loc).ok_or("internal: call lost its result")?;
            acc = self.emit(body, InstData::InsertLane { vec: acc, lane, value }, Some(vty));
        }
        self.vector.insert((res, part), acc);
        Ok(())
    }

    /// A lane call (`LegalLoop::lane_calls`): for lane 0, 1, ... in turn, a block that calls the
    /// scalar function with the lane's arguments, entered only where the lane's mask is on (every
    /// lane without a mask), the result inserted into the vector carried to the next lane's test.
    /// The body goes on in the block after the last lane (`continue_in`).
    fn lane_call(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let kinds = self.legal.lane_calls.get(&inst).cloned().ok_or("internal: not a lane call")?;
        let InstData::Call { callee, args } = self.func.inst(inst).clone() else {
            return Err("internal: a lane call that is not a call".into());
        };
        let res = func_result(self.func, inst);
        let rty = res.map(|r| self.func.value_type(r));
        let vty = match res.filter(|r| self.legal.needs_vector.contains(r)) {
            Some(r) => Some(self.vec_ty(self.func.value_type(r), self.vf)?),
            None => None,
        };
        let loc = self.func.srclocs[inst];
        enum Source {
            Same(Value),
            Lanes(Value),
            // Lane 0's address as an integer, the bytes per lane, the pointer type.
            Bytes(Value, i64, TypeId),
        }
        let mut sources = Vec::new();
        for (&a, kind) in args.iter().zip(&kinds) {
            sources.push(match *kind {
                super::legal::LaneArg::Scalar => Source::Same(self.get_scalar(a, part)?),
                super::legal::LaneArg::Vector => Source::Lanes(self.get_value_vector(a, part, body)?),
                super::legal::LaneArg::Pointer { step } => {
                    let first = self.get_scalar(a, part)?;
                    let int = crate::transform::integer_address(self.types, self.func, body, self.loc, first)
                        .ok_or("internal: no integer form of a lane call's pointer")?;
                    Source::Bytes(int, step, self.func.value_type(a))
                }
            });
        }
        let lanes_on = match self.inst_mask(inst, part)? {
            Some(m) => {
                let vint = self.vec_ty(self.int, self.vf)?;
                Some(self.emit(body, InstData::Cast { arg: m }, Some(vint)))
            }
            None => None,
        };
        let mut acc = vty.map(|t| self.emit(body, InstData::Const(Const::Undef), Some(t)));
        let mut block = body;
        for lane in 0..self.vf {
            let call_block = self.block_after(block);
            let next = self.block_after(call_block);
            let next_acc = vty.map(|t| self.func.dfg.append_block_param(next, t));
            match lanes_on {
                Some(on) => {
                    let bit = self.emit(block, InstData::ExtractLane { vec: on, lane }, Some(self.int));
                    let skip = BlockCall::new(next, acc.into_iter().collect());
                    self.emit_void(
                        block,
                        InstData::Branch { cond: bit, then_dest: BlockCall::new(call_block, vec![]), else_dest: skip },
                    );
                }
                None => self.emit_void(block, InstData::Jump(BlockCall::new(call_block, vec![]))),
            }
            let mut lane_args = Vec::new();
            for source in &sources {
                lane_args.push(match *source {
                    Source::Same(v) => v,
                    Source::Lanes(vec) => {
                        let ty = self.types.scalar_of(self.func.value_type(vec));
                        self.emit(call_block, InstData::ExtractLane { vec, lane }, Some(ty))
                    }
                    Source::Bytes(first, step, ty) => {
                        let at = if lane == 0 {
                            first
                        } else {
                            let ulong = self.func.value_type(first);
                            let off = self.emit(
                                call_block,
                                InstData::Const(Const::Int((step * lane as i64) as u64)),
                                Some(ulong),
                            );
                            self.emit(
                                call_block,
                                InstData::Binary { op: BinaryOp::Add, args: [first, off] },
                                Some(ulong),
                            )
                        };
                        self.emit(call_block, InstData::Cast { arg: at }, Some(ty))
                    }
                });
            }
            let call = InstData::Call { callee: callee.clone(), args: lane_args };
            let value = self.func.append(call_block, call, rty, loc);
            let mut pass = Vec::new();
            if let (Some(t), Some(a), Some(value)) = (vty, acc, value) {
                pass.push(self.emit(call_block, InstData::InsertLane { vec: a, lane, value }, Some(t)));
            }
            self.emit_void(call_block, InstData::Jump(BlockCall::new(next, pass)));
            block = next;
            acc = next_acc;
        }
        if let (Some(r), Some(a)) = (res, acc) {
            self.vector.insert((r, part), a);
        }
        self.continue_in = Some(block);
        Ok(())
    }

    // A new block right after `after` in the layout.
    fn block_after(&mut self, after: Block) -> Block {
        let b = self.func.make_block();
        self.func.layout.blocks.retain(|x| *x != b);
        let pos =
            self.func.layout.blocks.iter().position(|x| *x == after).map_or(self.func.layout.blocks.len(), |p| p + 1);
        self.func.layout.blocks.insert(pos, b);
        b
    }

    /// The mask `inst` runs under (its block's), if it is one that must not act on inactive lanes.
    fn inst_mask(&self, inst: Inst, part: u32) -> Result<Option<Value>, String> {
        match self.legal.masked.get(&inst) {
            Some(&block) => self.block_mask(block, part),
            None => Ok(None),
        }
    }

    fn block_mask(&self, block: Block, part: u32) -> Result<Option<Value>, String> {
        if !self.legal.predication.is_conditional(block) {
            // Every lane, but those past the end in a masked remainder.
            return Ok(self.tail_mask);
        }
        self.masks.get(&(block, part)).copied().ok_or_else(|| format!("internal: no mask for {} part {}", block, part))
    }

    // The lanes that take `edge`: its source's mask AND its condition (or the negation).
    fn edge_mask(&mut self, body: Block, edge: &Edge, part: u32) -> Result<Option<Value>, String> {
        let from = self.block_mask(edge.from, part)?;
        let cond = match edge.cond {
            None => None,
            Some((cond, taken)) => {
                let mask = self.get_mask(cond, part, body)?;
                Some(if taken {
                    mask
                } else {
                    let ty = self.func.value_type(mask);
                    self.emit(body, InstData::Unary { op: UnaryOp::LogNot, arg: mask }, Some(ty))
                })
            }
        };
        Ok(match (from, cond) {
            (Some(a), Some(b)) => Some(self.mask_op(body, BinaryOp::And, a, b)?),
            (a, b) => a.or(b),
        })
    }

    fn mask_op(&mut self, body: Block, op: BinaryOp, a: Value, b: Value) -> Result<Value, String> {
        let mty = lookup(self.types, TypeKind::Mask(self.vf))?;
        Ok(self.emit(body, InstData::Binary { op, args: [a, b] }, Some(mty)))
    }

    // `vec` with `neutral` in the lanes `mask` leaves out.
    fn safe_lanes(&mut self, body: Block, mask: Value, vec: Value, neutral: i64) -> Result<Value, String> {
        let vty = self.func.value_type(vec);
        let lane = if self.types.is_float(self.types.scalar_of(vty)) {
            Const::Float(neutral as f64)
        } else {
            Const::Int(neutral as u64)
        };
        let fill = self.emit(body, InstData::Const(Const::Vector(vec![lane; self.vf as usize])), Some(vty));
        Ok(self.emit(body, InstData::Select { cond: mask, args: [vec, fill] }, Some(vty)))
    }

    // A block parameter: the value of the first incoming edge, replaced lane by lane by each
    // later edge's value where that edge was taken (the edges are disjoint).
    fn blend(&mut self, body: Block, param: Value, part: u32) -> Result<(), String> {
        if let Some(&(op, [x, y])) = self.legal.saturations.get(&param) {
            let ty = self.vec_ty(self.legal.lane_type(self.func, param), self.vf)?;
            let args = [self.get_value_vector(x, part, body)?, self.get_value_vector(y, part, body)?];
            let sat = self.emit(body, InstData::Binary { op, args }, Some(ty));
            self.vector.insert((param, part), sat);
            return Ok(());
        }
        let blend = self.legal.predication.blends.get(&param).cloned().ok_or("internal: no blend")?;
        let mut acc: Option<Value> = None;
        for (edge, value) in &blend.incoming {
            let vec = self.get_value_vector(*value, part, body)?;
            acc = Some(match (acc, self.edge_mask(body, edge, part)?) {
                (Some(prev), Some(mask)) => {
                    let ty = self.func.value_type(prev);
                    self.emit(body, InstData::Select { cond: mask, args: [vec, prev] }, Some(ty))
                }
                _ => vec,
            });
        }
        let acc = acc.ok_or("internal: a blend without incoming edges")?;
        self.vector.insert((param, part), acc);
        Ok(())
    }

    /// One call to the vector variant: varying arguments as the part's vectors, uniform ones as
    /// the scalars from before the loop.
    fn variant_call(
        &mut self,
        body: Block,
        inst: Inst,
        variant: FuncId,
        uniform: u64,
        mask: Option<MaskArg>,
        part: u32,
    ) -> Result<(), String> {
        // A variant without a result (a void function) is called for its stores.
        let res = func_result(self.func, inst);
        let vty = match res {
            Some(res) => Some(self.vec_ty(self.func.value_type(res), self.vf)?),
            None => None,
        };
        let InstData::Call { args, .. } = self.func.inst(inst).clone() else {
            return Err("internal: not a call".into());
        };
        let mut new_args = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            new_args.push(if uniform & (1 << k.min(63)) != 0 {
                self.get_scalar(a, part)?
            } else {
                self.get_value_vector(a, part, body)?
            });
        }
        if let Some(MaskArg::Bits(bits_ty)) = mask {
            // The block's lanes as bits in an integer (AVX-512's ABI).
            let block = self.func.layout.inst_block(inst).ok_or("internal: a call outside the layout")?;
            let arg = match self.block_mask(block, part)? {
                Some(m) => self.emit(body, InstData::Cast { arg: m }, Some(bits_ty)),
                None => self.emit(
                    body,
                    InstData::Const(Const::Int(crate::abi::vfabi::all_lanes_bits(self.vf))),
                    Some(bits_ty),
                ),
            };
            new_args.push(arg);
        }
        if let Some(MaskArg::Vector(elem)) = mask {
            // The block's lanes as the variant's mask: 1 where on, 0 where off.
            let mvty = self.vec_ty(elem, self.vf)?;
            let one = if self.types.is_float(elem) { Const::Float(1.0) } else { Const::Int(1) };
            let ones = self.emit(body, InstData::Const(Const::Vector(vec![one; self.vf as usize])), Some(mvty));
            let zeros = self.emit(body, InstData::Const(Const::Undef), Some(mvty));
            let block = self.func.layout.inst_block(inst).ok_or("internal: a call outside the layout")?;
            let arg = match self.block_mask(block, part)? {
                Some(m) => self.emit(body, InstData::Select { cond: m, args: [ones, zeros] }, Some(mvty)),
                None => ones,
            };
            new_args.push(arg);
        }
        let loc = self.func.srclocs[inst];
        let call = InstData::Call { callee: Callee::Direct(variant), args: new_args };
        let value = self.func.append(body, call, vty, loc);
        if let Some(res) = res {
            self.vector.insert((res, part), value.ok_or("internal: call lost its result")?);
        }
        Ok(())
    }

    /// Every part's call of `variant` for `inst` at once, its instances regrouped by the
    /// callee's branch (`regroup.rs`).
    fn regrouped_call(&mut self, body: Block, inst: Inst, variant: FuncId, uniform: u64) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: a regrouped call without a result")?;
        let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
        let InstData::Call { callee: Callee::Direct(f), args } = self.func.inst(inst).clone() else {
            return Err("internal: not a direct call".into());
        };
        let slice = self.slices.get(&f).ok_or("internal: a regrouped call without a branch slice")?;
        let varying: Vec<bool> = (0..args.len()).map(|k| uniform & (1 << k.min(63)) == 0).collect();
        let mut part_args = Vec::new();
        for part in 0..self.uf {
            let mut new_args = Vec::new();
            for (k, &a) in args.iter().enumerate() {
                new_args.push(if varying[k] {
                    self.get_value_vector(a, part, body)?
                } else {
                    self.get_scalar(a, part)?
                });
            }
            part_args.push(new_args);
        }
        let loc = self.func.srclocs[inst];
        let results =
            super::regroup::emit(self.types, self.func, body, slice, variant, &part_args, &varying, vty, self.vf, loc)?;
        for (part, r) in results.into_iter().enumerate() {
            self.vector.insert((res, part as u32), r);
        }
        Ok(())
    }

    /// The middle block's recipes; returns the value each header parameter resumes from.
    fn middle_recipes(&mut self, plan: &VPlan, middle: Block, vtc: Value) -> Result<BTreeMap<Value, Value>, String> {
        let mut resume = BTreeMap::new();
        for recipe in &plan.middle {
            match recipe.kind {
                RecipeKind::ReduceFinal { red } => {
                    let red = self.legal.reductions[red].clone();
                    let op = red.kind.op();
                    let acc_ty = self.acc_ty(&red)?;
                    let vty = self.vec_ty(acc_ty, self.acc_lanes(&red))?;
                    let mut acc = self.get_vector(red.update, 0, middle)?;
                    for part in 1..self.uf {
                        let next = self.get_vector(red.update, part, middle)?;
                        acc = self.emit(middle, InstData::Binary { op, args: [acc, next] }, Some(vty));
                    }
                    let ty = self.func.value_type(red.param);
                    let reduced = self.emit(middle, InstData::Reduce { op, arg: acc }, Some(acc_ty));
                    let value = match red.kind {
                        RedKind::MinMax(_) => reduced,
                        RedKind::Binary(op) => {
                            let start = if acc_ty == ty {
                                red.start
                            } else {
                                self.emit(middle, InstData::Cast { arg: red.start }, Some(acc_ty))
                            };
                            let total =
                                self.emit(middle, InstData::Binary { op, args: [start, reduced] }, Some(acc_ty));
                            if acc_ty == ty {
                                total
                            } else {
                                self.emit(middle, InstData::Cast { arg: total }, Some(ty))
                            }
                        }
                    };
                    resume.insert(red.param, value);
                }
                RecipeKind::ResumeInduction { ind } => {
                    let ind = self.legal.inductions[ind].clone();
                    let value = self.induction_at(middle, &ind, vtc)?;
                    resume.insert(ind.param, value);
                }
                RecipeKind::ExtractLast { last } if self.last_resume.contains_key(&last) => {
                    let param = self.legal.last_values[last].param;
                    resume.insert(param, self.last_resume[&last]);
                }
                RecipeKind::ExtractLast { last } => {
                    let last = self.legal.last_values[last].clone();
                    let vec = self.get_value_vector(last.update, self.uf - 1, middle)?;
                    let ty = self.func.value_type(last.param);
                    let value = if self.masked_tail {
                        self.lane_at_end(middle, vec, vtc, ty)?
                    } else {
                        self.emit(middle, InstData::ExtractLane { vec, lane: self.vf - 1 }, Some(ty))
                    };
                    resume.insert(last.param, value);
                }
                RecipeKind::SelectLast { last: idx } => {
                    let param = self.legal.cond_lasts[idx].param;
                    let value = self.select_last(middle, idx)?;
                    resume.insert(param, value);
                }
                _ => return Err(format!("internal: recipe {:?} in middle.block", recipe.kind)),
            }
        }
        Ok(resume)
    }
}

fn func_result(func: &Function, inst: Inst) -> Option<Value> {
    func.dfg.result(inst)
}

/// The value `x op identity == x` for a reduction's lanes.
fn identity(types: &Types, ty: TypeId, op: BinaryOp) -> Const {
    if types.is_float(ty) {
        return Const::Float(if op == BinaryOp::Mul { 1.0 } else { -0.0 });
    }
    match op {
        BinaryOp::Mul => Const::Int(1),
        // `_Bool` lanes hold 0 or 1.
        BinaryOp::And if types.int_kind(ty) == Some(IntKind::Bool) => Const::Int(1),
        BinaryOp::And => {
            let bits = types.int_kind(ty).map_or(64, |k| k.bits());
            if types.is_signed(ty) || bits == 64 {
                Const::Int(u64::MAX)
            } else {
                Const::Int((1u64 << bits) - 1)
            }
        }
        _ => Const::Int(0),
    }
}
