//! Inductions in the vector loop: integer inductions carried as vectors (lanes in the unsigned
//! view of their type), modular inductions (`modind.rs`), and an induction's value at any
//! iteration.
//!
//! Inputs: `legal`'s inductions and modular inductions. Invariants: part `p`'s lanes hold the
//! values of iterations `index + p·VF + lane`.

use super::*;

impl Exec<'_> {
    /// Induction `idx` for `part`: its lane-0 scalar, and its vector where the plan needs one
    /// (from the carried vector induction, or a broadcast plus the lanes' steps).
    pub(super) fn induction_in_part(&mut self, body: Block, idx: usize, vector: bool, part: u32) -> Result<(), String> {
        let ind = self.legal.inductions[idx].clone();
        let base = self.part_base(body, part)?;
        let scalar = self.induction_at(body, &ind, base)?;
        self.scalar.insert((ind.param, part), scalar);
        self.note_exact_long(&ind, scalar);
        if let Some(&param) = self.vector_iv.get(&idx) {
            let parts = (part * self.vf) as i64;
            let unsigned = if part == 0 { param } else { self.add_ind_steps(body, idx, param, |_| parts)? };
            let vty = self.vec_ty(self.func.value_type(ind.param), self.vf)?;
            let vec = self.emit(body, InstData::Cast { arg: unsigned }, Some(vty));
            self.vector.insert((ind.param, part), vec);
        } else if vector {
            let ty = self.func.value_type(ind.param);
            let vty = self.vec_ty(ty, self.vf)?;
            let splat = self.emit(body, InstData::Splat { arg: scalar }, Some(vty));
            let vec = if ind.rt_step.is_some() {
                // In the unsigned view: the lanes' offsets are multiples of a run-time step.
                let uty = self.unsigned_iv_ty(idx)?;
                let unsigned = self.emit(body, InstData::Cast { arg: splat }, Some(uty));
                let sum = self.add_ind_steps(body, idx, unsigned, |l| l)?;
                self.emit(body, InstData::Cast { arg: sum }, Some(vty))
            } else {
                let lanes = (0..self.vf as i64).map(|l| Const::Int((l * ind.step) as u64)).collect();
                let steps = self.emit(body, InstData::Const(Const::Vector(lanes)), Some(vty));
                self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [splat, steps] }, Some(vty))
            };
            self.vector.insert((ind.param, part), vec);
        }
        Ok(())
    }

    /// The modular induction of remainder `inst` for `part`: the carried residues, stepped on
    /// by the part's iterations.
    pub(super) fn mod_induction_in_part(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let v = func_result(self.func, inst).ok_or("internal: a remainder without a result")?;
        let m = self.legal.mod_inductions.get(&v).ok_or("internal: a modular induction not found")?.clone();
        let param = *self.mod_param.get(&v).ok_or("internal: a modular induction without its parameter")?;
        let vec = if part == 0 {
            param
        } else {
            self.add_residues(body, param, (m.step * (part * self.vf) as i64) % m.modulus, &m)?
        };
        self.vector.insert((v, part), vec);
        Ok(())
    }

    /// The integer inductions the plan needs as vectors.
    pub(super) fn vector_inductions(&self, plan: &VPlan) -> Vec<usize> {
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
    fn unsigned_iv_ty(&mut self, idx: usize) -> Result<TypeId, String> {
        let ty = self.func.value_type(self.legal.inductions[idx].param);
        let kind = self.types.int_kind(ty).ok_or("internal: a vector induction that is not an integer")?;
        Ok(self.int_vec_ty(kind.to_unsigned()))
    }

    /// A new parameter of `body` for induction `idx`, and its entry value computed in `vec_ph`:
    /// the first VF values [start, start + s, ...].
    pub(super) fn vector_iv_start(&mut self, vec_ph: Block, body: Block, idx: usize) -> Result<(Value, Value), String> {
        let ind = self.legal.inductions[idx].clone();
        let uty = self.unsigned_iv_ty(idx)?;
        // Iteration 0's value is the start value itself.
        let vty = self.vec_ty(self.func.value_type(ind.param), self.vf)?;
        let splat = self.emit(vec_ph, InstData::Splat { arg: ind.start }, Some(vty));
        let unsigned = self.emit(vec_ph, InstData::Cast { arg: splat }, Some(uty));
        let first = self.add_ind_steps(vec_ph, idx, unsigned, |lane| lane)?;
        let param = self.func.dfg.append_block_param(body, uty);
        Ok((param, first))
    }

    /// A new parameter of `body` for the modular induction of remainder `v`, and its entry
    /// value computed in `vec_ph`: lane k holds `(x0 + k·s) % C`, from `x0 % C` (`x0 >= 0`,
    /// the guard's test) and the lanes' reduced steps.
    pub(super) fn mod_induction_start(
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
        let first = self.reduce_residues(vec_ph, splat, steps, m)?;
        let param = self.func.dfg.append_block_param(body, vty);
        Ok((param, first))
    }

    /// Residues `vec` advanced by `step` (below the modulus): `vec + step`, minus the modulus
    /// where not below it.
    pub(super) fn add_residues(
        &mut self,
        block: Block,
        vec: Value,
        step: i64,
        m: &super::modind::ModInd,
    ) -> Result<Value, String> {
        let ty = self.func.value_type(vec);
        let steps = self.splat_const(block, Const::Int(step as u64), ty);
        self.reduce_residues(block, vec, steps, m)
    }

    /// `a + b` for residues below the modulus, reduced below it again: in the unsigned view of
    /// the lanes, the smaller of the sum and the sum minus the modulus (which wraps to a large
    /// value where the sum is below it); where the target has no unsigned minimum
    /// (`ModInd::by_compare`), the sum minus the modulus where a signed compare finds it above
    /// the modulus less one (the sum is below 2^31, `modind::MAX_MODULUS`).
    fn reduce_residues(
        &mut self,
        block: Block,
        a: Value,
        b: Value,
        m: &super::modind::ModInd,
    ) -> Result<Value, String> {
        let modulus = m.modulus;
        let ty = self.func.value_type(a);
        let kind = self.types.int_kind(self.types.scalar_of(ty)).ok_or("internal: residues that are not integers")?;
        let uty = self.int_vec_ty(kind.to_unsigned());
        if m.by_compare {
            // The subtraction in unsigned lanes: gcc 12 -O2 with -fsanitize=signed-integer-overflow
            // -fno-sanitize-recover miscompiled the signed one (loopvec/header_static's running
            // remainder read residues of 0 from the second iteration on).
            let sum = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [a, b] }, Some(ty));
            let below = self.splat_const(block, Const::Int((modulus - 1) as u64), ty);
            let above = self.mask_op(block, BinaryOp::Gt, sum, below)?;
            let c = self.splat_const(block, Const::Int(modulus as u64), uty);
            let zero = self.splat_const(block, Const::Int(0), uty);
            let take = self.emit(block, InstData::Select { cond: above, args: [c, zero] }, Some(uty));
            let usum = self.emit(block, InstData::Cast { arg: sum }, Some(uty));
            let less = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [usum, take] }, Some(uty));
            return Ok(self.emit(block, InstData::Cast { arg: less }, Some(ty)));
        }
        let sum = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [a, b] }, Some(ty));
        let usum = self.emit(block, InstData::Cast { arg: sum }, Some(uty));
        let c = self.splat_const(block, Const::Int(modulus as u64), uty);
        let less = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [usum, c] }, Some(uty));
        let min = self.emit(block, InstData::Binary { op: BinaryOp::Min, args: [usum, less] }, Some(uty));
        Ok(self.emit(block, InstData::Cast { arg: min }, Some(ty)))
    }

    /// Computes in `vec_ph` each run-time step of an induction (`IndVar::rt_step`), as a
    /// `long`, for `add_ind_steps` and `induction_at`.
    pub(super) fn rt_steps_in(&mut self, vec_ph: Block) -> Result<(), String> {
        for ind in &self.legal.inductions {
            if let Some(expr) = &ind.rt_step {
                let step = self.materialize(vec_ph, expr)?;
                self.rt_steps.insert(ind.param, step);
            }
        }
        Ok(())
    }

    /// The run-time step of the induction whose header parameter is `param`, as a `long`.
    fn rt_step(&self, param: Value) -> Result<Value, String> {
        self.rt_steps
            .get(&param)
            .copied()
            .ok_or_else(|| "internal: a run-time step not computed before the loop".into())
    }

    /// `vec + [f(0)·s, f(1)·s, ...]` for induction `idx`'s step s, in `vec`'s unsigned integer
    /// lane type (so modulo 2^bits): constant lanes, or for a run-time step the splat of
    /// `f(0)·s` when every lane's multiple is the same, else the step's splat times the
    /// multiples.
    pub(super) fn add_ind_steps(
        &mut self,
        block: Block,
        idx: usize,
        vec: Value,
        f: impl Fn(i64) -> i64,
    ) -> Result<Value, String> {
        let ind = &self.legal.inductions[idx];
        if ind.rt_step.is_none() {
            let step = ind.step;
            return Ok(self.add_lane_steps(block, vec, |l| f(l) * step));
        }
        let step = self.rt_step(ind.param)?;
        let ty = self.func.value_type(vec);
        let elem = self.types.scalar_of(ty);
        let ulong = self.types.int(IntKind::ULong);
        let ustep = self.emit(block, InstData::Cast { arg: step }, Some(ulong));
        let multiples: Vec<i64> = (0..self.vf as i64).map(&f).collect();
        let offsets = if multiples.iter().all(|m| *m == multiples[0]) {
            let m = self.at(block).iconst(ulong, multiples[0]);
            let times = self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [ustep, m] }, Some(ulong));
            let lane = self.emit(block, InstData::Cast { arg: times }, Some(elem));
            self.emit(block, InstData::Splat { arg: lane }, Some(ty))
        } else {
            let lane = self.emit(block, InstData::Cast { arg: ustep }, Some(elem));
            let splat = self.emit(block, InstData::Splat { arg: lane }, Some(ty));
            let lanes = multiples.iter().map(|m| Const::Int(*m as u64)).collect();
            let multiples = self.emit(block, InstData::Const(Const::Vector(lanes)), Some(ty));
            self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [splat, multiples] }, Some(ty))
        };
        Ok(self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [vec, offsets] }, Some(ty)))
    }

    /// `vec + [f(0), f(1), ...]` in `vec`'s (unsigned integer) lane type.
    pub(super) fn add_lane_steps(&mut self, block: Block, vec: Value, f: impl Fn(i64) -> i64) -> Value {
        let ty = self.func.value_type(vec);
        let lanes = (0..self.vf as i64).map(|l| Const::Int(f(l) as u64)).collect();
        let steps = self.emit(block, InstData::Const(Const::Vector(lanes)), Some(ty));
        self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [vec, steps] }, Some(ty))
    }

    /// Records the `long` that `scalar`, a narrow induction's value in the vector loop, was
    /// truncated from (`induction_at`), when that conversion is exact: the induction never
    /// wraps (`IndVar::nowrap`) and every iteration the vector loop computes is one the scalar
    /// loop runs (no early exit: after one, a vector iteration computes lanes the scalar loop
    /// would not reach). `(long)i` in the body then reads that `long` (`clone_scalar`).
    fn note_exact_long(&mut self, ind: &super::legal::IndVar, scalar: Value) {
        if ind.is_pointer || !ind.nowrap || !self.legal.early_exits.is_empty() || self.legal.uncounted {
            return;
        }
        let bits = self.types.int_kind(self.func.value_type(ind.param)).map_or(64, |k| k.bits());
        let Some(def) = self.func.dfg.defining_inst(scalar) else { return };
        if let (true, InstData::Cast { arg }) = (bits < 64, self.func.inst(def)) {
            if self.func.value_type(*arg) == self.long {
                self.exact_long.insert(scalar, *arg);
            }
        }
    }

    /// The induction's value on iteration `iter` (a long): start + iter*step.
    pub(super) fn induction_at(
        &mut self,
        block: Block,
        ind: &super::legal::IndVar,
        iter: Value,
    ) -> Result<Value, String> {
        let long = self.long;
        let ty = self.func.value_type(ind.param);
        if ind.rt_step.is_some() {
            // start + iter·step modulo 2^64, then in the induction's type (its low bits).
            let step = self.rt_step(ind.param)?;
            let ulong = self.types.int(IntKind::ULong);
            let [iter, step, start] =
                [iter, step, ind.start].map(|v| self.emit(block, InstData::Cast { arg: v }, Some(ulong)));
            let offset = self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [iter, step] }, Some(ulong));
            let sum = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [start, offset] }, Some(ulong));
            return Ok(self.emit(block, InstData::Cast { arg: sum }, Some(ty)));
        }
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
            // From 0 (the common `for (i = 0; ...)`), the offset is the value.
            let from_zero = self
                .func
                .dfg
                .defining_inst(ind.start)
                .is_some_and(|def| matches!(self.func.inst(def), InstData::Const(Const::Int(0))));
            let sum = if from_zero {
                offset
            } else {
                let start = self.emit(block, InstData::Cast { arg: ind.start }, Some(long));
                self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [start, offset] }, Some(long))
            };
            Ok(self.emit(block, InstData::Cast { arg: sum }, Some(ty)))
        } else {
            let off = if ty == long { offset } else { self.emit(block, InstData::Cast { arg: offset }, Some(ty)) };
            Ok(self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [ind.start, off] }, Some(ty)))
        }
    }
}
