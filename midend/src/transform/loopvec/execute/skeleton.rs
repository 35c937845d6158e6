//! The skeleton (`run`): the guard in the preheader, vector.ph, the vector body with its back
//! edge, the early-exit and page-crossing branches, the scalar stretch, and the middle block's
//! jump back into the scalar loop, as the module header draws them.
//!
//! Inputs: the legal loop and the plan. Invariants: the original loop is left whole as the
//! scalar epilogue and fallback; every path out of the vector code enters it with the values
//! it resumes from.

use super::*;

/// The blocks `run` makes, and the preheader's jump into the scalar loop that the guard's
/// failing branch keeps.
struct Skeleton {
    start_call: BlockCall,
    vec_ph: Block,
    body: Block,
    /// With early exits: (cont, early), the rest of the body and the way to the middle block.
    exit_blocks: Option<(Block, Block)>,
    middle: Block,
}

/// The body's back edge: the test to go round again, the values it passes back, how many of
/// them (index and accumulators) the middle block takes, and the last values' last lanes.
struct BackEdge {
    more: Value,
    args: Vec<Value>,
    middle_arity: usize,
    last_lanes: Vec<Value>,
}

impl Exec<'_> {
    /// Builds the whole skeleton: the guard in the preheader, vector.ph, the body with its
    /// back edge (or the one masked iteration) and the middle block.
    pub(super) fn run(&mut self, plan: &VPlan) -> Result<(), String> {
        let legal = self.legal;
        let Skeleton { start_call, vec_ph, body, exit_blocks, middle } = self.make_blocks()?;
        let pre = legal.preheader;
        let trip = self.trip_count(pre)?;
        let step = (self.vf * self.uf) as i64;
        let step_v = self.const_long(pre, step);
        let (full_trip, vector_trip) = self.vector_trip(pre, trip);
        let guard = self.guard(plan, pre, (trip, full_trip, vector_trip), step_v)?;
        let to_vector = BlockCall::new(vec_ph, vec![]);
        self.emit_void(pre, InstData::Branch { cond: guard, then_dest: to_vector, else_dest: start_call.clone() });

        let long = self.long;
        let vtc = if self.masked_tail {
            self.tail_mask = Some(self.lanes_below(vec_ph, vector_trip)?);
            vector_trip
        } else {
            let mask = self.const_long(vec_ph, -step);
            self.emit(vec_ph, InstData::Binary { op: BinaryOp::And, args: [vector_trip, mask] }, Some(long))
        };
        self.rt_steps_in(vec_ph)?;
        self.preheader_recipes(plan, vec_ph, &start_call)?;
        self.mark_vector_loop(body);
        let index = self.func.dfg.append_block_param(body, long);
        let acc_params = self.carried_params(body)?;
        let (entry_args, last_before) = self.entry_args(plan, vec_ph, body, &start_call, exit_blocks.is_some())?;
        // The body's recipes may add loop-invariant vectors to vector.ph: it jumps after them.
        self.vec_ph = Some(vec_ph);
        let latch = self.body_recipes(plan, body, index, exit_blocks)?;
        self.emit_void(vec_ph, InstData::Jump(BlockCall::new(body, entry_args)));
        if self.masked_tail {
            return self.finish_masked_tail(plan, latch, middle, vtc);
        }
        let edge = self.back_edge(latch, index, (step_v, vtc), exit_blocks.is_some())?;
        let back = BlockCall::new(body, edge.args.clone());
        // After an early exit the middle block resumes from this iteration's start with the
        // accumulators from before it; at the end, from the vector trip count.
        let (mut done_args, mut resume_from) = (Vec::new(), vtc);
        if let Some((_, early)) = exit_blocks {
            resume_from = self.middle_params(middle)?;
            done_args = edge.args[..edge.middle_arity].to_vec();
            done_args[0] = vtc;
            done_args.extend(edge.last_lanes.iter().copied());
            let early_args =
                [index].into_iter().chain(acc_params.iter().copied()).chain(last_before.iter().copied()).collect();
            self.emit_void(early, InstData::Jump(BlockCall::new(middle, early_args)));
        }
        if let Some(stretch) = self.stretch {
            self.scalar_stretch(stretch, body, index, vtc, middle, &done_args)?;
        }
        self.emit_void(
            latch,
            InstData::Branch { cond: edge.more, then_dest: back, else_dest: BlockCall::new(middle, done_args) },
        );
        self.finish(plan, middle, resume_from)
    }

    /// Takes the preheader's jump into the loop and makes the new blocks, laid out right
    /// before the scalar loop.
    fn make_blocks(&mut self) -> Result<Skeleton, String> {
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
        self.func.layout.move_blocks_before(&new_blocks, header);
        Ok(Skeleton { start_call, vec_ph, body, exit_blocks, middle })
    }

    /// The loop's trip count in `pre`: the counted exit's, or the smallest of the counted exits'.
    fn trip_count(&mut self, pre: Block) -> Result<Value, String> {
        let legal = self.legal;
        let mut trip = self.materialize(pre, &legal.trip_count)?;
        if legal.trip_divisor > 1 {
            let divisor = self.const_long(pre, legal.trip_divisor);
            let long = self.long;
            trip = self.emit(pre, InstData::Binary { op: BinaryOp::Div, args: [trip, divisor] }, Some(long));
        }
        // Other counted exits: the smallest count (a negative one means no iteration, as the
        // guard below sees).
        for (count, divisor) in &legal.other_trip_counts {
            let long = self.long;
            let mut other = self.materialize(pre, count)?;
            if *divisor > 1 {
                let d = self.const_long(pre, *divisor);
                other = self.emit(pre, InstData::Binary { op: BinaryOp::Div, args: [other, d] }, Some(long));
            }
            let int = self.int;
            let fewer = self.emit(pre, InstData::Binary { op: BinaryOp::Lt, args: [other, trip] }, Some(int));
            trip = self.emit(pre, InstData::Select { cond: fewer, args: [other, trip] }, Some(long));
        }
        Ok(trip)
    }

    /// The iterations the vector loop may take, before and after a peel's: (full, vector).
    fn vector_trip(&mut self, pre: Block, trip: Value) -> (Value, Value) {
        let long = self.long;
        // Iterations the vector loop may take: all, or all but the last (see
        // `LegalLoop::requires_scalar_epilogue`).
        let vector_trip = if self.legal.requires_scalar_epilogue {
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
        (full_trip, vector_trip)
    }

    /// The guard's condition in `pre`: enough iterations, no overlap, the peel's and the
    /// aligned parameters' alignment, modular inductions' starts, and the iteration limits.
    fn guard(
        &mut self,
        plan: &VPlan,
        pre: Block,
        (trip, full_trip, vector_trip): (Value, Value, Value),
        step_v: Value,
    ) -> Result<Value, String> {
        let legal = self.legal;
        let int = self.int;
        let mut guard = if self.masked_tail {
            // 1 <= N <= VF: one masked iteration does them all.
            let one = self.const_long(pre, 1);
            let some = self.emit(pre, InstData::Binary { op: BinaryOp::Ge, args: [vector_trip, one] }, Some(int));
            let few = self.emit(pre, InstData::Binary { op: BinaryOp::Le, args: [vector_trip, step_v] }, Some(int));
            self.and_int(pre, some, few)
        } else {
            self.emit(pre, InstData::Binary { op: BinaryOp::Ge, args: [vector_trip, step_v] }, Some(int))
        };
        for check in &legal.runtime_checks {
            let mut ok = self.no_overlap(pre, trip, &check.a, &check.b)?;
            // Or the accesses overlap only in the order VF·UF iterations at a time keep.
            if let Some(diffs) = &check.diffs {
                let ordered = self.diffs_ok(pre, diffs, (plan.vf * plan.uf) as u64)?;
                ok = self.emit(pre, InstData::Binary { op: BinaryOp::Or, args: [ok, ordered] }, Some(int));
            }
            guard = self.and_int(pre, guard, ok);
        }
        // Dependence distances that parameters decide: safe for VF·UF iterations at a time.
        for check in &legal.distance_checks {
            let ok = self.distance_ok(pre, &check.sym, (plan.vf * plan.uf) as u64)?;
            guard = self.and_int(pre, guard, ok);
        }
        // Values the loop was analysed as having (run-time strides of 1, `strides.rs`).
        for &(v, c) in &legal.assumed {
            let expected = self.emit(pre, InstData::Const(Const::Int(c as u64)), Some(self.func.value_type(v)));
            let ok = self.emit(pre, InstData::Binary { op: BinaryOp::Eq, args: [v, expected] }, Some(int));
            guard = self.and_int(pre, guard, ok);
        }
        if let Some((_, aligned)) = self.peeled {
            guard = self.and_int(pre, guard, aligned);
        }
        // Pointers passed to aligned parameters: aligned where the vector loop starts (after a
        // peel, its iterations further on), else the scalar loop calls the scalar function.
        for check in &plan.align_checks {
            let skipped = self.peeled.map(|(count, _)| count);
            let ok = super::aligned::emit_test(self.types, self.globals, self.func, pre, check, skipped, self.loc)?;
            guard = self.and_int(pre, guard, ok);
        }
        // A running remainder is exact only for a dividend that starts non-negative.
        for (&v, m) in &legal.mod_inductions {
            let x0 = super::modind::evaluate_start(self.types, self.func, legal, m, pre, self.loc)?;
            let xty = self.func.value_type(m.x);
            let zero = self.emit(pre, InstData::Const(Const::Int(0)), Some(xty));
            let ok = self.emit(pre, InstData::Binary { op: BinaryOp::Ge, args: [x0, zero] }, Some(int));
            guard = self.and_int(pre, guard, ok);
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
            guard = self.and_int(pre, guard, ok);
        }
        Ok(guard)
    }

    /// Records `body` as a vector loop whose accesses are all the vectorizer's to see.
    fn mark_vector_loop(&mut self, body: Block) {
        // Its iterations' accesses are all the vectorizer's to see when every call it makes
        // touches no memory outside the callee's frame (`calls_readnone`); under a loop pragma
        // the program says the iterations may run at once, the callees' accesses included
        // (`Function::vector_loops`).
        if self.calls_readnone || self.func.loop_pragmas[self.legal.header].is_some() {
            self.func.vector_loops.push(body);
        }
    }

    /// The body's parameters after the index: each reduction's accumulators by part (returned)
    /// and each conditional last value's vectors.
    fn carried_params(&mut self, body: Block) -> Result<Vec<Value>, String> {
        let legal = self.legal;
        let mut acc_params = Vec::new();
        for red in &legal.reductions {
            let acc_ty = self.acc_ty(red)?;
            // An ordered sum is carried as the scalar itself (`ordered.rs`).
            let ty = if red.ordered { acc_ty } else { self.vec_ty(acc_ty, self.acc_lanes(red))? };
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
        Ok(acc_params)
    }

    /// vector.ph's jump arguments into the body (adding the parameters of vector and modular
    /// inductions and, with early exits, of last values), and those last values' parameters.
    fn entry_args(
        &mut self,
        plan: &VPlan,
        vec_ph: Block,
        body: Block,
        start_call: &BlockCall,
        early_exits: bool,
    ) -> Result<(Vec<Value>, Vec<Value>), String> {
        let legal = self.legal;
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
        // A recurrence's previous part: only the last lane is read, the start value.
        for (idx, rec) in legal.recurrences.iter().enumerate() {
            let vty = self.vec_ty(self.func.value_type(rec.param), self.vf)?;
            let splat = self.emit(vec_ph, InstData::Splat { arg: rec.start }, Some(vty));
            let param = self.func.dfg.append_block_param(body, vty);
            self.rec_prev.insert(idx, param);
            entry_args.push(splat);
        }
        // With early exits, each last value (`last = a[i]`) as it was before the vector
        // iteration: its start, then the last lane of its update. An early exit resumes the
        // scalar loop with it (the scalar loop runs the exiting iteration again).
        let mut last_before = Vec::new();
        if early_exits {
            let params = self.func.dfg.block_params(legal.header).to_vec();
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
        Ok((entry_args, last_before))
    }

    /// The masked remainder's one iteration: reductions keep their accumulators on the lanes
    /// past the end, and the body goes to the middle block.
    fn finish_masked_tail(&mut self, plan: &VPlan, latch: Block, middle: Block, vtc: Value) -> Result<(), String> {
        // Once: the reductions keep their accumulators on the lanes past the end.
        for red in &self.legal.reductions {
            let acc = self.get_vector(red.param, 0, latch)?;
            let update = self.get_vector(red.update, 0, latch)?;
            let ty = self.func.value_type(update);
            let mask = self.tail_mask.ok_or("internal: a masked remainder without its mask")?;
            let kept = self.emit(latch, InstData::Select { cond: mask, args: [update, acc] }, Some(ty));
            self.vector.insert((red.update, 0), kept);
        }
        self.emit_void(latch, InstData::Jump(BlockCall::new(middle, vec![])));
        self.finish(plan, middle, vtc)
    }

    /// The latch's test (`index + VF·UF < vtc`) and the values the body passes back to itself.
    fn back_edge(
        &mut self,
        latch: Block,
        index: Value,
        (step_v, vtc): (Value, Value),
        early_exits: bool,
    ) -> Result<BackEdge, String> {
        let legal = self.legal;
        let (int, long) = (self.int, self.long);
        let next = self.emit(latch, InstData::Binary { op: BinaryOp::Add, args: [index, step_v] }, Some(long));
        let more = self.emit(latch, InstData::Binary { op: BinaryOp::Lt, args: [next, vtc] }, Some(int));
        let mut args = vec![next];
        for red in &legal.reductions {
            for part in 0..self.uf {
                // An ordered sum goes on from the last part in every part's parameter.
                let from = if red.ordered { self.uf - 1 } else { part };
                args.push(self.get_vector(red.update, from, latch)?);
            }
        }
        // The middle block takes the index and the accumulators only.
        let middle_arity = args.len();
        for (idx, last) in legal.cond_lasts.iter().enumerate() {
            for part in 0..self.uf {
                if last.iv.is_none() {
                    args.push(self.get_vector(last.update, part, latch)?);
                }
                args.push(*self.last_next.get(&(idx, part)).ok_or("internal: a last value without its iterations")?);
            }
        }
        for (idx, param) in self.vector_iv.clone() {
            let parts = (self.vf * self.uf) as i64;
            let next_iv = self.add_ind_steps(latch, idx, param, |_| parts)?;
            args.push(next_iv);
        }
        for (&v, m) in &legal.mod_inductions {
            let param = self.mod_param[&v];
            let step = (m.step * (self.vf * self.uf) as i64) % m.modulus;
            let next = self.add_residues(latch, param, step, m)?;
            args.push(next);
        }
        for rec in &legal.recurrences {
            args.push(self.get_value_vector(rec.update, self.uf - 1, latch)?);
        }
        let mut last_lanes = Vec::new();
        if early_exits {
            for last in &legal.last_values {
                let vec = self.get_value_vector(last.update, self.uf - 1, latch)?;
                let ty = self.func.value_type(last.param);
                last_lanes.push(self.emit(latch, InstData::ExtractLane { vec, lane: self.vf - 1 }, Some(ty)));
            }
            args.extend(last_lanes.iter().copied());
        }
        Ok(BackEdge { more, args, middle_arity, last_lanes })
    }

    /// With early exits, the middle block's parameters: the iteration the scalar loop resumes
    /// from (returned), then the accumulators and the last values as the exiting iteration left them.
    fn middle_params(&mut self, middle: Block) -> Result<Value, String> {
        let legal = self.legal;
        let resume_from = self.func.dfg.append_block_param(middle, self.long);
        for red in &legal.reductions {
            let acc_ty = self.acc_ty(red)?;
            let ty = self.vec_ty(acc_ty, self.acc_lanes(red))?;
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
        Ok(resume_from)
    }

    /// `a && b` for two `int` truth values, at the end of `block`.
    pub(super) fn and_int(&mut self, block: Block, a: Value, b: Value) -> Value {
        let int = self.int;
        self.emit(block, InstData::Binary { op: BinaryOp::And, args: [a, b] }, Some(int))
    }

    /// The scalar stretch (`peel::page_checked`): from `stretch`, the VF·UF iterations from
    /// `index` as a copy of the scalar loop (its exits rerun their iteration in the scalar
    /// loop), then the next vector iteration (`body`), or the middle block (`done_args`) after the last.
    /// The loop's header parameters are all inductions: the stretch starts from their values at
    /// `index` and the vector loop recomputes them from its counter.
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
            back_args.push(self.add_ind_steps(done, idx, param, |_| step)?);
        }
        let back = BlockCall::new(body, back_args);
        self.emit_void(
            done,
            InstData::Branch { cond: more, then_dest: back, else_dest: BlockCall::new(middle, done_args.to_vec()) },
        );
        let mut order = vec![stretch, copy.check];
        order.extend(copy.blocks.iter().copied());
        order.push(done);
        self.func.layout.move_blocks_before(&order, middle);
        Ok(())
    }

    /// `br any((b0 + index*elem) & 4095 > 4096 - bytes for each pointer b of AlignPeel::also),
    /// stretch, loads` (`b0` its address at the vector loop's first iteration, computed in
    /// vector.ph): the scalar stretch (`scalar_stretch`) where a vector iteration's loads of one
    /// would leave the page of its first lane. Returns `loads`, where the body goes on.
    pub(super) fn branch_on_page_cross(&mut self, body: Block, index: Value) -> Result<Block, String> {
        let ap = self.legal.align_peel.clone().ok_or("internal: a page-crossing test without a peel")?;
        let (count, _) = self.peeled.ok_or("internal: a page-crossing test without a peel")?;
        let vec_ph = self.vec_ph.ok_or("internal: no vector.ph")?;
        let ulong = self.types.int(IntKind::ULong);
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
            let start = super::peel::materialize(&mut self.at(vec_ph), &start, long)?;
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
        self.func.layout.move_blocks_after(&[loads], body);
        Ok(loads)
    }

    /// `br any(exit lanes of every part and exit), early, cont`.
    pub(super) fn branch_on_any_exit(&mut self, block: Block, cont: Block, early: Block) -> Result<(), String> {
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
}
