//! Widening (step 4 of `build.rs`): each instruction of the original that is not a terminator,
//! by the shape of its result. Uniform and linear values are lane 0's computation on lane 0's
//! operands; varying ones become vector operations. Signed arithmetic that inactive lanes may
//! still do wraps instead of overflowing, and their integer divisions divide by one; varying
//! pointers become a base and per-lane element indices. Loads, stores and calls go to
//! `access.rs` and `calls.rs`, accesses to per-lane stack slots to `slots.rs`.
//!
//! Input: the block's mask (`Builder::masks`; none when every lane is active). Invariant: every
//! result is recorded with `set` in the representation its shape says.

use super::*;

impl<'a> Builder<'a> {
    /// Translates the instruction `inst` of block `b`: a terminator into the masks of its
    /// edges, any other by its kind and the shape of its result.
    pub(super) fn translate_inst(&mut self, b: Block, inst: Inst) -> Res<()> {
        let data = self.src.inst(inst).clone();
        self.loc = self.src.srclocs[inst];
        let res = self.src.dfg.result(inst);
        if data.is_terminator() {
            return self.translate_terminator(b, &data);
        }
        let full = self.full[b];
        let mask = self.masks[b].ok_or("internal: no mask")?;
        let mask_opt = if full { None } else { Some(mask) };
        if !self.lane_slots.is_empty() {
            if let Some(done) = self.translate_slot_access(b, &data, res, mask_opt) {
                return done;
            }
        }
        match (&data, res) {
            (InstData::Store { addr, value, volatile }, None) => {
                if *volatile {
                    return Err("a volatile store".into());
                }
                return self.store(b, *addr, *value, mask_opt);
            }
            (InstData::Call { callee, args }, r) => return self.call(b, callee, args, r, mask_opt),
            (_, None) => {
                return Err(format!(
                    "an unsupported operation {}",
                    crate::remarks::at(self.src.srclocs[inst], "in its body")
                ))
            }
            _ => {}
        }
        let r = res.ok_or("internal")?;
        let shape = self.shapes.shape(r);
        if let InstData::Load { addr, volatile } = &data {
            if *volatile {
                return Err("a volatile load".into());
            }
            return self.load(b, r, *addr, mask_opt);
        }
        let val = if shape != Shape::Varying {
            self.translate_lane0(b, data, r, shape)?
        } else {
            self.widen(b, &data, self.src.value_type(r), mask, full)?
        };
        self.set(r, val);
        Ok(())
    }

    /// An access to a per-lane stack slot (`build/slots.rs`), or an address into one, which is
    /// computed at each access instead; None for any other instruction.
    fn translate_slot_access(
        &mut self,
        b: Block,
        data: &InstData,
        res: Option<Value>,
        mask: Option<Value>,
    ) -> Option<Res<()>> {
        match data {
            InstData::SlotAddr(_) | InstData::ElemAddr { .. } | InstData::PtrAdd { .. }
                if res.is_some_and(|r| self.slot_root(r).is_some()) =>
            {
                Some(Ok(()))
            }
            InstData::Load { addr, .. } if self.slot_root(*addr).is_some() => Some(match res {
                Some(r) => self.load_lane_slot(b, r, *addr, mask),
                None => Err("internal: a load without a result".into()),
            }),
            InstData::Store { addr, value, .. } if self.slot_root(*addr).is_some() => {
                Some(self.store_lane_slot(b, *addr, *value, mask))
            }
            _ => None,
        }
    }

    /// A uniform or linear result (of shape `shape`): lane 0's computation, on lane 0's
    /// operands.
    fn translate_lane0(&mut self, b: Block, mut d: InstData, r: Value, shape: Shape) -> Res<Val> {
        let mut err = None;
        let mut ops = Vec::new();
        d.for_each_operand(|v| ops.push(v));
        let mut mapped = BTreeMap::new();
        for v in ops {
            match self.scalar(v, b) {
                Ok(x) => {
                    mapped.insert(v, x);
                }
                Err(e) => err = Some(e),
            }
        }
        if let Some(e) = err {
            return Err(e);
        }
        d.map_operands(|v| mapped[&v]);
        let x = self.emit(d, Some(self.src.value_type(r)));
        Ok(Val::of_scalar(x, shape))
    }

    /// A varying result of type `ty` of `data` (in block `b`, whose mask is `mask`; `full`
    /// when every lane is active there).
    fn widen(&mut self, b: Block, data: &InstData, ty: TypeId, mask: Value, full: bool) -> Res<Val> {
        Ok(match data {
            InstData::Const(_) => {
                let x = self.emit(data.clone(), Some(ty));
                self.vector_of(Val::Scalar(x), ty).map(Val::Vector)?
            }
            InstData::Unary { op, arg } => self.widen_unary(b, *op, *arg, ty, full)?,
            InstData::Binary { op, args } => self.widen_binary(b, *op, *args, ty, mask, full)?,
            InstData::Cast { arg } => self.widen_cast(b, *arg, ty)?,
            InstData::Select { cond, args: [x, y] } => {
                if self.types.is_pointer(ty) {
                    return Err("a varying pointer select".into());
                }
                let m = self.mask_of(*cond, b)?;
                let a = self.vector(*x, b)?;
                let c = self.vector(*y, b)?;
                let rty = self.vec_of(ty)?;
                Val::Vector(self.emit(InstData::Select { cond: m, args: [a, c] }, Some(rty)))
            }
            InstData::PtrAdd { base, index } => self.widen_address(b, *base, *index, ty, false)?,
            InstData::ElemAddr { base, index } => self.widen_address(b, *base, *index, ty, true)?,
            InstData::Splat { .. }
            | InstData::ExtractLane { .. }
            | InstData::InsertLane { .. }
            | InstData::Shuffle { .. }
            | InstData::VectorLoad { .. }
            | InstData::Gather { .. }
            | InstData::Reduce { .. } => return Err("it already holds vector code".into()),
            _ => return Err("an operation on a varying value that cannot be widened yet".into()),
        })
    }

    /// `op arg` on the lanes (`!` on a mask is its complement).
    fn widen_unary(&mut self, b: Block, op: UnaryOp, arg: Value, ty: TypeId, full: bool) -> Res<Val> {
        let a = self.vector(arg, b)?;
        let rty = if op == UnaryOp::LogNot { self.mask_ty } else { self.vec_of(ty)? };
        let a = if op == UnaryOp::LogNot { self.as_mask(a) } else { a };
        let x = match op {
            // `!x` on a mask is its complement.
            UnaryOp::LogNot => self.not(a),
            // Wraps on inactive lanes, as signed arithmetic below.
            UnaryOp::Neg if !full && self.types.is_integer(ty) && self.types.is_signed(ty) => {
                self.wrapping(ty, rty, &[a], |u| InstData::Unary { op: UnaryOp::Neg, arg: u[0] })?
            }
            _ => self.emit(InstData::Unary { op, arg: a }, Some(rty)),
        };
        Ok(Val::Vector(x))
    }

    /// `x op y` on the lanes, safe for the lanes of `mask` that are off unless `full`:
    /// they divide by one and wrap instead of overflowing.
    fn widen_binary(
        &mut self,
        b: Block,
        op: BinaryOp,
        [x, y]: [Value; 2],
        ty: TypeId,
        mask: Value,
        full: bool,
    ) -> Res<Val> {
        let xt = self.src.value_type(x);
        if self.types.is_pointer(xt) || self.types.is_pointer(self.src.value_type(y)) {
            return Err("varying pointer arithmetic or comparison".into());
        }
        let a = self.vector(x, b)?;
        let mut c = self.vector(y, b)?;
        if matches!(op, BinaryOp::Div | BinaryOp::Rem) && self.types.is_integer(ty) && !full {
            // Inactive lanes divide by one: no trap for lanes the scalar code never ran.
            let one = self.int_const(self.plain(ty)?, 1);
            let ones = self.vector_of(Val::Scalar(one), ty)?;
            let cty = self.f.value_type(c);
            c = self.emit(InstData::Select { cond: mask, args: [c, ones] }, Some(cty));
        }
        // `x != 0` and `x == 0` of a comparison's int result: the comparison's mask.
        if matches!(op, BinaryOp::Ne | BinaryOp::Eq) && self.is_zero(c) {
            if let Some(m) = self.mask_from_int(a, 0) {
                let res = if op == BinaryOp::Ne { m } else { self.not(m) };
                return Ok(Val::Vector(res));
            }
        }
        let rty = if op.is_comparison() { self.mask_ty } else { self.vec_of(ty)? };
        if !full
            && matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl)
            && self.types.is_integer(ty)
            && self.types.is_signed(ty)
        {
            // Inactive lanes go on computing (in a divergent loop, on values of an
            // iteration they have left) and may overflow where the scalar code did
            // not: signed arithmetic wraps in the unsigned view of the lanes.
            Ok(Val::Vector(self.wrapping(ty, rty, &[a, c], |u| InstData::Binary { op, args: [u[0], u[1]] })?))
        } else {
            Ok(Val::Vector(self.emit(InstData::Binary { op, args: [a, c] }, Some(rty))))
        }
    }

    /// `arg` converted to `ty` on the lanes; a varying pointer only to a pointer to elements
    /// of the same size (the indices stay).
    fn widen_cast(&mut self, b: Block, arg: Value, ty: TypeId) -> Res<Val> {
        let at = self.src.value_type(arg);
        if self.types.is_pointer(ty) || self.types.is_pointer(at) {
            if self.types.is_pointer(ty)
                && self.types.is_pointer(at)
                && self.types.pointee(ty).and_then(|p| self.types.size_of(p))
                    == self.types.pointee(at).and_then(|p| self.types.size_of(p))
            {
                let (base, index) = self.indexed(arg, b)?;
                let nb = self.emit(InstData::Cast { arg: base }, Some(ty));
                return Ok(Val::Indexed { base: nb, index });
            }
            return Err("a varying pointer conversion".into());
        }
        let a = self.vector(arg, b)?;
        let rty = self.vec_of(ty)?;
        Ok(Val::Vector(self.cast_to(a, rty)))
    }

    /// `base + index` (`ptradd`), or `&(*base)[index]` (`elemaddr`, when `elems`), as a base
    /// pointer and per-lane element indices.
    fn widen_address(&mut self, b: Block, base: Value, index: Value, ty: TypeId, elems: bool) -> Res<Val> {
        let (nb, bidx) = self.indexed(base, b)?;
        let vlong = self.vec_of(self.long)?;
        let (base, offset) = if elems {
            // `&(*base)[0]` points to the element type; the base's own index counts
            // whole arrays, scaled here to elements.
            let arr = self.types.pointee(self.src.value_type(base)).ok_or("internal: not a pointer")?;
            let elem = self
                .types
                .array_elem(arr)
                .and_then(|e| self.types.size_of(e))
                .ok_or("an array of incomplete elements")?;
            let whole = self.types.size_of(arr).ok_or("an array of unknown size through a varying pointer")?;
            let z = self.int_const(self.long, 0);
            let e = self.emit(InstData::ElemAddr { base: nb, index: z }, Some(ty));
            let k = self.int_const(self.long, (whole / elem.max(1)) as i64);
            let kv = self.vector_of(Val::Scalar(k), self.long)?;
            let scaled = self.emit(InstData::Binary { op: BinaryOp::Mul, args: [bidx, kv] }, Some(vlong));
            (e, scaled)
        } else {
            (nb, bidx)
        };
        let idx = self.vector(index, b)?;
        let idx = self.widen_index(idx)?;
        let sum = self.emit(InstData::Binary { op: BinaryOp::Add, args: [offset, idx] }, Some(vlong));
        Ok(Val::Indexed { base, index: sum })
    }
}
