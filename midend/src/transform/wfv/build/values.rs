//! Values: how one scalar value of the original stands in the variant (`Val`: one scalar,
//! lane 0 plus a stride, one vector, or a base pointer plus per-lane element indices), the
//! conversions between those forms that the other phases ask for (lane 0's scalar, a whole
//! vector, base and indices, one lane's scalar), and the small helpers that append
//! instructions to the block being built (`Builder::cur`).
//!
//! Input: the representation of every original value defined so far (`Builder::vals`), and
//! the per-lane results of the divergent loops already left (`Builder::liveouts`), which a use
//! past the loop's exit reads instead (`get`). Invariants: a value is recorded (`set`) once per
//! translation of its block, before its uses in layout order; a conversion only appends
//! instructions and never changes what is recorded.

use super::*;

impl<'a> Builder<'a> {
    /// Appends `data` (result type `ty`) to the current block; its result.
    pub(super) fn emit(&mut self, data: InstData, ty: Option<TypeId>) -> Value {
        self.at_cur().insert(data, ty).unwrap_or_else(|| Value::from_u32(0))
    }

    /// A cursor at the end of the current block, at the variant's location.
    fn at_cur(&mut self) -> FuncCursor<'_> {
        FuncCursor::at_end(&mut self.f, self.types, self.cur, self.loc)
    }

    /// Appends `data`, which has no result, to the current block.
    pub(super) fn emit_void(&mut self, data: InstData) {
        self.at_cur().ins_void(data);
    }

    /// A new block of the variant.
    pub(super) fn block(&mut self) -> Block {
        self.f.make_block()
    }

    /// `ty` without its qualifiers (the variant's values are plain).
    pub(super) fn plain(&self, ty: TypeId) -> Res<TypeId> {
        Ok(self.types.unqualified_of(ty))
    }

    /// The vector type of a scalar type (a mask for `_Bool`).
    pub(super) fn vec_of(&mut self, ty: TypeId) -> Res<TypeId> {
        match self.types.kind(ty) {
            TypeKind::Int(IntKind::Bool) => Ok(self.mask_ty),
            TypeKind::Int(_) | TypeKind::Float(FloatKind::Float | FloatKind::Double) => {
                let elem = self.plain(ty)?;
                Ok(self.types.vector(elem, self.vf))
            }
            _ => Err(format!("a varying value of type {} cannot be a vector", self.types.display(ty))),
        }
    }

    /// `make(args)` computed in the unsigned view (bit casts) of the lanes of integer type
    /// `ty`, given back as `rty`: lanes that may be inactive wrap instead of overflowing.
    pub(super) fn wrapping(
        &mut self,
        ty: TypeId,
        rty: TypeId,
        args: &[Value],
        make: impl FnOnce(&[Value]) -> InstData,
    ) -> Res<Value> {
        let kind = self.types.int_kind(ty).ok_or("internal: not an integer")?;
        let uty = self.vec_of(self.types.int_of(kind.to_unsigned()))?;
        let unsigned: Vec<Value> = args.iter().map(|&a| self.emit(InstData::Cast { arg: a }, Some(uty))).collect();
        let x = self.emit(make(&unsigned), Some(uty));
        Ok(self.emit(InstData::Cast { arg: x }, Some(rty)))
    }

    /// `acc` with the lanes of `mask` taken from `v` (as used in `user`), in `acc`'s type: a
    /// per-lane result of a divergent loop updated for the lanes that define or leave with it.
    pub(super) fn update_lanes(&mut self, mask: Value, v: Value, user: Block, acc: Value) -> Res<Value> {
        let cur = self.vector(v, user)?;
        let vty = self.f.value_type(acc);
        let cur = self.cast_to(cur, vty);
        Ok(self.emit(InstData::Select { cond: mask, args: [cur, acc] }, Some(vty)))
    }

    /// `x` as a value of type `ty`: itself when it is one, else a bit cast or conversion.
    pub(super) fn cast_to(&mut self, x: Value, ty: TypeId) -> Value {
        if self.f.value_type(x) == ty {
            x
        } else {
            self.emit(InstData::Cast { arg: x }, Some(ty))
        }
    }

    /// The constant `c` of type `ty`.
    pub(super) fn const_of(&mut self, ty: TypeId, c: Const) -> Value {
        self.emit(InstData::Const(c), Some(ty))
    }

    /// Zero (all bits clear) of type `ty`: what a skipped block's values flow on as.
    pub(super) fn zero_of(&mut self, ty: TypeId) -> Value {
        self.const_of(ty, Const::Undef)
    }

    /// The integer constant `c` of type `ty`.
    pub(super) fn int_const(&mut self, ty: TypeId, c: i64) -> Value {
        self.const_of(ty, Const::Int(c as u64))
    }

    /// `<0, 1, ..., VF-1> * scale` as a vector of `ty` (an integer type).
    pub(super) fn step_vector(&mut self, ty: TypeId, scale: i64) -> Res<Value> {
        let vty = self.vec_of(ty)?;
        let lanes = (0..self.vf as i64).map(|k| Const::Int(k.wrapping_mul(scale) as u64)).collect();
        Ok(self.const_of(vty, Const::Vector(lanes)))
    }

    /// The representation of `v` for a use in `user`.
    pub(super) fn get(&self, v: Value, user: Block) -> Res<Val> {
        if self.shapes.crosses_divergent_exit(v, user) {
            return self
                .liveouts
                .get(&v)
                .map(|&x| Val::Vector(x))
                .ok_or_else(|| format!("internal: no live-out for {}", v));
        }
        self.vals[v].ok_or_else(|| format!("internal: {} used before it is defined", v))
    }

    /// Records `val` as the representation of `v`, defined in the block being translated.
    pub(super) fn set(&mut self, v: Value, val: Val) {
        self.vals[v] = Some(val);
        self.defined.push(v);
    }

    /// Lane 0's scalar (or the uniform value).
    pub(super) fn scalar_of(&mut self, val: Val, ty: TypeId) -> Res<Value> {
        match val {
            Val::Scalar(x) | Val::Linear(x, _) => Ok(x),
            Val::Vector(x) if self.types.int_kind(ty) == Some(IntKind::Bool) => {
                let vint = self.vec_of(self.int)?;
                let ints = self.emit(InstData::Cast { arg: x }, Some(vint));
                let lane = self.emit(InstData::ExtractLane { vec: ints, lane: 0 }, Some(self.int));
                Ok(self.emit(InstData::Cast { arg: lane }, Some(ty)))
            }
            Val::Vector(x) => {
                let ty = self.plain(ty)?;
                Ok(self.emit(InstData::ExtractLane { vec: x, lane: 0 }, Some(ty)))
            }
            Val::Indexed { .. } => Err("a varying pointer used as a scalar".into()),
        }
    }

    /// Lane 0's scalar of `v` (or the uniform value) for a use in `user`.
    pub(super) fn scalar(&mut self, v: Value, user: Block) -> Res<Value> {
        let val = self.get(v, user)?;
        self.scalar_of(val, self.src.value_type(v))
    }

    /// The stride `scale * unit` as a scalar of type `ty`.
    pub(super) fn stride_value(&mut self, s: Stride, ty: TypeId) -> Res<Value> {
        let k = self.int_const(ty, s.scale);
        match s.unit {
            None => Ok(k),
            Some(u) => {
                let u =
                    self.scalar_of(self.vals[u].ok_or("internal: stride unit undefined")?, self.src.value_type(u))?;
                let u = self.cast_to(u, ty);
                Ok(self.emit(InstData::Binary { op: BinaryOp::Mul, args: [k, u] }, Some(ty)))
            }
        }
    }

    /// `v` as a vector of its type (a mask for comparisons and `_Bool`).
    pub(super) fn vector_of(&mut self, val: Val, ty: TypeId) -> Res<Value> {
        let vty = self.vec_of(ty)?;
        match val {
            Val::Vector(x) => {
                let xt = self.f.value_type(x);
                if xt == vty {
                    Ok(x)
                } else {
                    // A comparison result (a mask) used as an `int`: set lanes are 1.
                    Ok(self.emit(InstData::Cast { arg: x }, Some(vty)))
                }
            }
            Val::Scalar(x) if vty == self.mask_ty => {
                let vint = self.vec_of(self.int)?;
                let xi = if self.f.value_type(x) == self.int {
                    x
                } else {
                    self.emit(InstData::Cast { arg: x }, Some(self.int))
                };
                let s = self.emit(InstData::Splat { arg: xi }, Some(vint));
                Ok(self.emit(InstData::Cast { arg: s }, Some(vty)))
            }
            Val::Scalar(x) => Ok(self.emit(InstData::Splat { arg: x }, Some(vty))),
            Val::Linear(x, s) => {
                let ty = self.plain(ty)?;
                let base = self.emit(InstData::Splat { arg: x }, Some(vty));
                let steps = match s.unit {
                    None => self.step_vector(ty, s.scale)?,
                    Some(_) => {
                        let stride = self.stride_value(s, ty)?;
                        let sv = self.emit(InstData::Splat { arg: stride }, Some(vty));
                        let k = self.step_vector(ty, 1)?;
                        self.emit(InstData::Binary { op: BinaryOp::Mul, args: [k, sv] }, Some(vty))
                    }
                };
                Ok(self.emit(InstData::Binary { op: BinaryOp::Add, args: [base, steps] }, Some(vty)))
            }
            Val::Indexed { .. } => Err("a varying pointer cannot be a vector".into()),
        }
    }

    /// `v` as a vector for a use in `user`.
    pub(super) fn vector(&mut self, v: Value, user: Block) -> Res<Value> {
        let val = self.get(v, user)?;
        self.vector_of(val, self.src.value_type(v))
    }

    /// A varying pointer as base + element indices (`long` lanes).
    pub(super) fn indexed(&mut self, v: Value, user: Block) -> Res<(Value, Value)> {
        let ty = self.src.value_type(v);
        let val = self.get(v, user)?;
        let size =
            self.types.pointee(ty).and_then(|p| self.types.size_of(p)).ok_or("a pointer to an incomplete type")? as i64;
        let long = self.long;
        let vlong = self.vec_of(long)?;
        match val {
            Val::Indexed { base, index } => Ok((base, index)),
            Val::Scalar(x) => Ok((x, self.zero_of(vlong))),
            Val::Linear(x, s) if s.scale % size == 0 => {
                let per = Stride { scale: s.scale / size, unit: s.unit };
                let zero = self.int_const(long, 0);
                let idx = self.vector_of(Val::Linear(zero, per), long)?;
                Ok((x, idx))
            }
            _ => Err("a pointer whose lanes are not whole elements apart".into()),
        }
    }

    /// An index vector as `long` lanes.
    pub(super) fn widen_index(&mut self, idx: Value) -> Res<Value> {
        let vlong = self.vec_of(self.long)?;
        Ok(self.cast_to(idx, vlong))
    }

    /// Lane `k` of `v` as a scalar.
    pub(super) fn lane_value(&mut self, v: Value, b: Block, k: u32) -> Res<Value> {
        let ty = self.src.value_type(v);
        match self.get(v, b)? {
            Val::Scalar(x) => Ok(x),
            Val::Linear(x, s) => {
                if k == 0 {
                    return Ok(x);
                }
                if self.types.is_pointer(ty) {
                    let size =
                        self.types.pointee(ty).and_then(|p| self.types.size_of(p)).ok_or("incomplete pointee")? as i64;
                    if s.scale % size != 0 {
                        return Err("a pointer whose lanes are not whole elements apart".into());
                    }
                    let per = Stride { scale: s.scale / size * k as i64, unit: s.unit };
                    let off = self.stride_value(per, self.long)?;
                    Ok(self.emit(InstData::PtrAdd { base: x, index: off }, Some(ty)))
                } else {
                    let nty = self.plain(ty)?;
                    let per = Stride { scale: s.scale * k as i64, unit: s.unit };
                    let off = self.stride_value(per, nty)?;
                    Ok(self.emit(InstData::Binary { op: BinaryOp::Add, args: [x, off] }, Some(nty)))
                }
            }
            Val::Vector(x) => {
                let nty = self.plain(ty)?;
                if self.f.value_type(x) == self.mask_ty {
                    let vint = self.vec_of(self.int)?;
                    let xi = self.emit(InstData::Cast { arg: x }, Some(vint));
                    let lane = self.emit(InstData::ExtractLane { vec: xi, lane: k }, Some(self.int));
                    return Ok(if nty == self.int { lane } else { self.emit(InstData::Cast { arg: lane }, Some(nty)) });
                }
                Ok(self.emit(InstData::ExtractLane { vec: x, lane: k }, Some(nty)))
            }
            Val::Indexed { base, index } => {
                let i = self.emit(InstData::ExtractLane { vec: index, lane: k }, Some(self.long));
                Ok(self.emit(InstData::PtrAdd { base, index: i }, Some(ty)))
            }
        }
    }
}
