//! Widening: one scalar instruction as the same operation on vectors (or the rounding average,
//! saturating or multiply-add form narrowing found in its place), complex multiplies, and
//! hoisting loop-invariant vectors into vector.ph.
//!
//! Inputs: the demanded instruction and the vectors of its operands. Invariants: integer lanes
//! that may wrap do so in an unsigned view (`LegalLoop::wrapping`); `_Bool` lanes hold 0 or 1.

use super::*;

impl Exec<'_> {
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

    /// An ordered sum's update `acc + x` for `part` (`ordered.rs`): `x`'s lanes added in lane
    /// order to the previous part's scalar sum (the body's parameter for part 0).
    fn widen_ordered(
        &mut self,
        body: Block,
        inst: Inst,
        red: &super::legal::Reduction,
        part: u32,
    ) -> Result<(), String> {
        let InstData::Binary { op: BinaryOp::Add, args } = *self.func.inst(inst) else {
            return Err("internal: an ordered reduction's update is not an add".into());
        };
        let ty = self.func.value_type(red.param);
        let mut sum =
            if part == 0 { self.get_vector(red.param, 0, body)? } else { self.get_vector(red.update, part - 1, body)? };
        let x = if args[0] == red.param { args[1] } else { args[0] };
        let x_vec = self.get_vector(x, part, body)?;
        for lane in 0..self.vf {
            let elem = self.emit(body, InstData::ExtractLane { vec: x_vec, lane }, Some(ty));
            let operands = if args[0] == red.param { [sum, elem] } else { [elem, sum] };
            sum = self.emit(body, InstData::Binary { op: BinaryOp::Add, args: operands }, Some(ty));
        }
        self.vector.insert((red.update, part), sum);
        Ok(())
    }

    /// `inst` as a vector operation for `part`, at the end of `body`.
    pub(super) fn widen(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: widened instruction has no result")?;
        if self.widen_by_form(body, inst, res, part)? {
            return Ok(());
        }
        let mut scalar_ty = self.legal.lane_type(self.func, res);
        let reduction = self.legal.reductions.iter().find(|r| r.chain.contains(&res)).cloned();
        if let Some(red) = reduction.as_ref().filter(|r| r.ordered) {
            return self.widen_ordered(body, inst, red, part);
        }
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
        let ty = if gives_mask { self.types.mask(self.vf) } else { self.vec_ty(scalar_ty, self.vf)? };
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
        let cond = if let InstData::Select { cond, .. } = data { Some(cond) } else { None };
        let bool_acc = reduction.is_some() && self.types.int_kind(scalar_ty) == Some(IntKind::Bool);
        let mapped = self.operand_vectors(body, &data, part, ty, reduction.is_some(), bool_acc)?;
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
        self.guard_inactive_lanes(body, inst, part, scalar_ty, &mut data)?;
        let new = self.emit_widened(body, inst, data, (ty, scalar_ty), gives_mask)?;
        self.vector.insert((res, part), new);
        Ok(())
    }

    /// Widens `inst` where its vector needs no operation of its own: a loop-invariant vector
    /// hoisted into vector.ph, a multiply-add, or a truth test of a mask. Returns whether it did.
    fn widen_by_form(&mut self, body: Block, inst: Inst, res: Value, part: u32) -> Result<bool, String> {
        if let Some(ph) = self.vec_ph.filter(|_| self.invariant.contains(&res)) {
            let vec = self.hoist(ph, inst)?;
            self.vector.insert((res, part), vec);
            return Ok(true);
        }
        if let Some(&args) = self.legal.madds.get(&res) {
            self.madd(body, inst, res, args, part)?;
            return Ok(true);
        }
        if let Some(&product) = self.legal.high_products.get(&res) {
            let vec = self.high_product(body, res, product, part)?;
            self.vector.insert((res, part), vec);
            return Ok(true);
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
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// `(x * y) >> c` in unsigned 16-bit lanes that hold `x` and `y` exactly (`narrow.rs`):
    /// bits c..c+15 of the 32-bit product, `(lo >> c) | (hi << (16 - c))` from its low half (a
    /// 16-bit multiply) and its high half (`MulHigh`, on the lanes taken as signed where `x`
    /// and `y` are), or the high half alone for c = 16.
    fn high_product(
        &mut self,
        body: Block,
        res: Value,
        product: super::narrow::HighProduct,
        part: u32,
    ) -> Result<Value, String> {
        let lane = self.legal.lane_type(self.func, res);
        let ty = self.vec_ty(lane, self.vf)?;
        let [x, y] = product.args;
        let (x, y) = (self.get_vector(x, part, body)?, self.get_vector(y, part, body)?);
        let high = if product.signed {
            let signed = self.types.int(IntKind::Short);
            let sty = self.vec_ty(signed, self.vf)?;
            let (xs, ys) = (
                self.emit(body, InstData::Cast { arg: x }, Some(sty)),
                self.emit(body, InstData::Cast { arg: y }, Some(sty)),
            );
            let high = self.emit(body, InstData::Binary { op: BinaryOp::MulHigh, args: [xs, ys] }, Some(sty));
            self.emit(body, InstData::Cast { arg: high }, Some(ty))
        } else {
            self.emit(body, InstData::Binary { op: BinaryOp::MulHigh, args: [x, y] }, Some(ty))
        };
        if product.shift == 16 {
            return Ok(high);
        }
        let lanes = self.vf as usize;
        let splat = |c: u32| InstData::Const(Const::Vector(vec![Const::Int(c as u64); lanes]));
        let low = self.emit(body, InstData::Binary { op: BinaryOp::Mul, args: [x, y] }, Some(ty));
        let (down, up) = (splat(product.shift), splat(16 - product.shift));
        let down = self.emit(body, down, Some(ty));
        let up = self.emit(body, up, Some(ty));
        let low = self.emit(body, InstData::Binary { op: BinaryOp::Shr, args: [low, down] }, Some(ty));
        let high = self.emit(body, InstData::Binary { op: BinaryOp::Shl, args: [high, up] }, Some(ty));
        Ok(self.emit(body, InstData::Binary { op: BinaryOp::Or, args: [low, high] }, Some(ty)))
    }

    /// The vectors of `data`'s operands for `part`: a select's condition as a mask, a
    /// reduction's operands converted to its accumulator's lanes of type `ty`.
    fn operand_vectors(
        &mut self,
        body: Block,
        data: &InstData,
        part: u32,
        ty: TypeId,
        reduction: bool,
        bool_acc: bool,
    ) -> Result<BTreeMap<Value, Value>, String> {
        let mut mapped = BTreeMap::new();
        let cond = if let InstData::Select { cond, .. } = data { Some(*cond) } else { None };
        for v in data.operands() {
            let mut vec =
                if Some(v) == cond { self.get_mask(v, part, body)? } else { self.get_value_vector(v, part, body)? };
            if bool_acc && self.func.value_type(vec) != ty {
                // A `_Bool` accumulator's operand as C converts it: `x != 0`, in byte lanes.
                vec = self.bool_lanes(body, v, part)?;
            } else if reduction && Some(v) != cond && self.func.value_type(vec) != ty {
                vec = self.emit(body, InstData::Cast { arg: vec }, Some(ty));
            }
            mapped.insert(v, vec);
        }
        Ok(mapped)
    }

    /// Makes `data` harmless on the lanes `inst`'s mask leaves out, where it would trap or
    /// overflow.
    fn guard_inactive_lanes(
        &mut self,
        body: Block,
        inst: Inst,
        part: u32,
        scalar_ty: TypeId,
        data: &mut InstData,
    ) -> Result<(), String> {
        // Under a mask, inactive lanes divide by 1, shift by 0 and add, subtract, multiply or
        // negate zeros: they must neither trap nor overflow where the scalar code did nothing.
        if let Some(mask) = self.inst_mask(inst, part)? {
            let signed = self.types.is_signed(scalar_ty);
            match data {
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
        Ok(())
    }

    /// Appends the widened `data` of type `ty` (lanes `scalar_ty`), in the unsigned view of
    /// its lanes where it may wrap.
    fn emit_widened(
        &mut self,
        body: Block,
        inst: Inst,
        mut data: InstData,
        (ty, scalar_ty): (TypeId, TypeId),
        gives_mask: bool,
    ) -> Result<Value, String> {
        let loc = self.func.srclocs[inst];
        Ok(if self.legal.wrapping.contains(&inst) && !gives_mask {
            // In the unsigned view of the lanes (bit casts): inactive lanes wrap.
            let kind = self.types.int_kind(scalar_ty).ok_or("internal: wrapping arithmetic on a non-integer")?;
            let uty = self.int_vec_ty(kind.to_unsigned());
            let mut casts = BTreeMap::new();
            for v in data.operands() {
                let c = self.emit(body, InstData::Cast { arg: v }, Some(uty));
                casts.insert(v, c);
            }
            data.map_operands(|v| casts[&v]);
            let op = self.at_loc(body, loc).ins(data, uty);
            self.emit(body, InstData::Cast { arg: op }, Some(ty))
        } else {
            self.at_loc(body, loc).ins(data, ty)
        })
    }

    /// `(_Bool)x` is `x != 0`: 1 or 0 in the byte lanes that hold `_Bool`s (emit writes no
    /// conversion to them, which would truncate).
    fn widen_to_bool(&mut self, body: Block, arg: Value, res: Value, part: u32) -> Result<(), String> {
        let new = self.bool_lanes(body, arg, part)?;
        self.vector.insert((res, part), new);
        Ok(())
    }

    /// `arg != 0` as `_Bool` lanes (bytes of 1 or 0).
    fn bool_lanes(&mut self, body: Block, arg: Value, part: u32) -> Result<Value, String> {
        let mask = self.get_mask(arg, part, body)?;
        let ty = self.int_vec_ty(IntKind::Bool);
        let (one, zero) = (self.splat_const(body, Const::Int(1), ty), self.splat_const(body, Const::Int(0), ty));
        Ok(self.emit(body, InstData::Select { cond: mask, args: [one, zero] }, Some(ty)))
    }

    /// Stored vector `k` of a complex multiply (`complex.rs`) from loaded vectors `k` of its two
    /// load groups: addsub(X * dup_evens(Y), swap_pairs(X) * dup_odds(Y)).
    pub(super) fn complex_mul(
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

    /// `acc + madd(x, y)`: the neighbouring products of the 16-bit lanes summed in pairs into
    /// the accumulator's VF/2 lanes (`madd.rs`).
    fn madd(&mut self, body: Block, inst: Inst, res: Value, [x, y]: [Value; 2], part: u32) -> Result<(), String> {
        let red = self
            .legal
            .reductions
            .iter()
            .find(|r| r.update == res)
            .cloned()
            .ok_or("internal: a multiply-add outside a reduction")?;
        let acc_ty = self.acc_ty(&red)?;
        let ty = self.vec_ty(acc_ty, self.acc_lanes(&red))?;
        let (vx, vy) = (self.get_vector(x, part, body)?, self.get_vector(y, part, body)?);
        let acc = self.get_vector(red.param, part, body)?;
        let pairs = self.emit(body, InstData::Binary { op: BinaryOp::Madd, args: [vx, vy] }, Some(ty));
        let loc = self.func.srclocs[inst];
        let new = self.at_loc(body, loc).binary(BinaryOp::Add, acc, pairs, ty);
        self.vector.insert((res, part), new);
        Ok(())
    }

    /// `inst` once in vector.ph (see `plan::invariant_values`), its constant operands made there too.
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
                self.splat_const(ph, lane, vty)
            };
            mapped.insert(v, vec);
        }
        data.map_operands(|v| mapped[&v]);
        let ty = self.vec_ty(self.legal.lane_type(self.func, res), self.vf)?;
        let loc = self.func.srclocs[inst];
        let new = self.at_loc(ph, loc).ins(data, ty);
        self.hoisted.insert(res, new);
        Ok(new)
    }
}
