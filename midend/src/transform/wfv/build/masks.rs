//! Masks: which lanes are active, as values of the variant's mask type (`Builder::mask_ty`):
//! the operations on them (`and`, `or`, `not`, `any`, `blend`), folded as they are made, a
//! condition of the original as a mask (`mask_of`), and C's `int` results of comparisons,
//! `&&` and `||` taken back to the masks they came from (`mask_from_int`).
//!
//! Invariants: every mask is of the mask type; `all_true` and a uniform condition made a mask
//! (`uniform_mask`) keep a form that is recognised again, so that a choice on them stays a
//! scalar choice and `and`/`or` fold them away.

use super::*;

impl<'a> Builder<'a> {
    /// The mask of every lane (recognised by `is_all_true`).
    pub(super) fn all_true(&mut self) -> Value {
        let vint = self.types.vector(self.int, self.vf);
        let ones = self.const_of(vint, Const::Vector(vec![Const::Int(1); self.vf as usize]));
        self.emit(InstData::Cast { arg: ones }, Some(self.mask_ty))
    }

    /// The mask of no lane.
    pub(super) fn all_false(&mut self) -> Value {
        let mt = self.mask_ty;
        self.zero_of(mt)
    }

    // Mask operations fold as they are made: linearized `||` and `&&` chains split a block's
    // mask `m` into `m & c` and `m & !c` and join them again, and the unmasked variant's entry
    // mask is all true. What is folded here is off the masks' dependence chain, which a
    // divergent loop carries from one iteration to the next (wfv bench volume's step: 33 mask
    // operations before, 25 after; X).

    /// `a & b`, folded where one side implies the other.
    pub(super) fn and(&mut self, a: Value, b: Value) -> Value {
        if a == b || self.is_all_true(b) {
            return a;
        }
        if self.is_all_true(a) {
            return b;
        }
        // `m & (m & c)` is `m & c`.
        if self.mask_and_args(b).is_some_and(|args| args.contains(&a)) {
            return b;
        }
        if self.mask_and_args(a).is_some_and(|args| args.contains(&b)) {
            return a;
        }
        let mt = self.mask_ty;
        self.emit(InstData::Binary { op: BinaryOp::And, args: [a, b] }, Some(mt))
    }

    /// `a | b`, folded where they make up a mask already known.
    pub(super) fn or(&mut self, a: Value, b: Value) -> Value {
        if a == b {
            return a;
        }
        // `c | !c` is every lane (the join of a varying branch in a block where all are).
        if self.mask_not_arg(a) == Some(b) || self.mask_not_arg(b) == Some(a) {
            return self.all_true();
        }
        // `(m & c) | (m & !c)` is `m`.
        if let (Some(x), Some(y)) = (self.mask_and_args(a), self.mask_and_args(b)) {
            for (m, c) in [(x[0], x[1]), (x[1], x[0])] {
                for (m2, c2) in [(y[0], y[1]), (y[1], y[0])] {
                    if m == m2 && (self.mask_not_arg(c2) == Some(c) || self.mask_not_arg(c) == Some(c2)) {
                        return m;
                    }
                }
            }
        }
        let mt = self.mask_ty;
        self.emit(InstData::Binary { op: BinaryOp::Or, args: [a, b] }, Some(mt))
    }

    /// `!a`, folded for a complement.
    pub(super) fn not(&mut self, a: Value) -> Value {
        if let Some(x) = self.mask_not_arg(a) {
            return x;
        }
        let mt = self.mask_ty;
        self.emit(InstData::Unary { op: UnaryOp::LogNot, arg: a }, Some(mt))
    }

    /// The operands of `v` if it is a mask `and` made by `and`.
    fn mask_and_args(&self, v: Value) -> Option<[Value; 2]> {
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Binary { op: BinaryOp::And, args }) if self.f.value_type(v) == self.mask_ty => Some(*args),
            _ => None,
        }
    }

    /// The operand of `v` if it is a mask `!` made by `not`.
    fn mask_not_arg(&self, v: Value) -> Option<Value> {
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Unary { op: UnaryOp::LogNot, arg }) if self.f.value_type(v) == self.mask_ty => Some(*arg),
            _ => None,
        }
    }

    /// Whether `v` is the mask `all_true` makes.
    pub(super) fn is_all_true(&self, v: Value) -> bool {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        match def(v) {
            Some(InstData::Cast { arg }) if self.f.value_type(v) == self.mask_ty => match def(*arg) {
                Some(InstData::Const(Const::Vector(lanes))) => {
                    lanes.iter().all(|c| matches!(c, Const::Int(x) if *x != 0))
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// The `int` a mask is the splat of, if it is one (a uniform condition made a mask).
    fn uniform_mask(&self, m: Value) -> Option<Value> {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        let Some(InstData::Cast { arg }) = def(m) else { return None };
        match def(*arg) {
            Some(&InstData::Splat { arg: x })
                if self.f.value_type(x) == self.int && self.f.value_type(m) == self.mask_ty =>
            {
                Some(x)
            }
            _ => None,
        }
    }

    /// `m ? x : y` lane by lane, a scalar choice of one vector when `m` (or its complement)
    /// is a uniform condition: the join of a uniform branch inside linearized code.
    pub(super) fn blend(&mut self, m: Value, x: Value, y: Value, ty: TypeId) -> Value {
        let (cond, args) = match (self.uniform_mask(m), self.mask_not_arg(m).and_then(|n| self.uniform_mask(n))) {
            (Some(c), _) => (c, [x, y]),
            (None, Some(c)) => (c, [y, x]),
            (None, None) => (m, [x, y]),
        };
        self.emit(InstData::Select { cond, args }, Some(ty))
    }

    /// `m ? x : y` lane by lane, as it stands (`blend` looks at `m` first).
    pub(super) fn select(&mut self, m: Value, x: Value, y: Value, ty: TypeId) -> Value {
        self.emit(InstData::Select { cond: m, args: [x, y] }, Some(ty))
    }

    /// `int`: whether any lane of `m` is set (a uniform condition made a mask is itself).
    pub(super) fn any(&mut self, m: Value) -> Value {
        if let Some(x) = self.uniform_mask(m) {
            return x;
        }
        let int = self.int;
        self.emit(InstData::Reduce { op: BinaryOp::Or, arg: m }, Some(int))
    }

    /// A condition as a mask.
    pub(super) fn mask_of(&mut self, v: Value, user: Block) -> Res<Value> {
        let val = self.get(v, user)?;
        let ty = self.src.value_type(v);
        match val {
            Val::Vector(x) if self.f.value_type(x) == self.mask_ty => Ok(x),
            Val::Vector(x) => match self.mask_from_int(x, 0) {
                Some(m) => Ok(m),
                None => {
                    let mt = self.mask_ty;
                    Ok(self.emit(InstData::Cast { arg: x }, Some(mt)))
                }
            },
            Val::Scalar(x) | Val::Linear(x, _) if self.types.is_pointer(ty) => {
                let null = self.const_of(ty, Const::Null);
                let c = self.emit(InstData::Binary { op: BinaryOp::Ne, args: [x, null] }, Some(self.int));
                self.vector_of(Val::Scalar(c), self.int).map(|x| self.as_mask(x))
            }
            _ => {
                let vec = self.vector_of(val, ty)?;
                Ok(self.as_mask(vec))
            }
        }
    }

    /// An integer vector built from masks (0 or 1 per lane) as that mask, without the round
    /// trip through integers: `(int)m` is `m`, zero is all false, and `c ? a : b` of two such
    /// is `(c & a) | (~c & b)` (fewer operations when `a` or `b` is a constant). The `&&` and
    /// `||` of C, whose int results merge at a join, come out this way. None for any other
    /// vector.
    pub(super) fn mask_from_int(&mut self, x: Value, depth: u32) -> Option<Value> {
        let data = self.f.inst(self.f.dfg.defining_inst(x)?).clone();
        match data {
            InstData::Cast { arg } if self.f.value_type(arg) == self.mask_ty => Some(arg),
            _ if self.is_zero(x) => Some(self.all_false()),
            // A uniform int, 0 or 1 in every lane.
            InstData::Splat { .. } => Some(self.emit(InstData::Cast { arg: x }, Some(self.mask_ty))),
            // `c ? 1 : b` is `c | b`, `c ? a : 0` is `c & a`, `c ? a : 1` is `a | !c`.
            InstData::Select { cond, args: [a, b] } if depth < 8 && self.f.value_type(cond) == self.mask_ty => {
                if self.is_splat_one(a) {
                    if self.is_zero(b) {
                        return Some(cond);
                    }
                    let mb = self.mask_from_int(b, depth + 1)?;
                    return Some(self.or(cond, mb));
                }
                let ma = self.mask_from_int(a, depth + 1)?;
                if self.is_zero(b) {
                    return Some(self.and(cond, ma));
                }
                let not_cond = self.not(cond);
                if self.is_splat_one(b) {
                    return Some(self.or(ma, not_cond));
                }
                let mb = self.mask_from_int(b, depth + 1)?;
                let (taken, other) = (self.and(cond, ma), self.and(not_cond, mb));
                Some(self.or(taken, other))
            }
            _ => None,
        }
    }

    /// Whether `v` (of the variant's body) is the constant zero, or a splat of it.
    pub(super) fn is_zero(&self, v: Value) -> bool {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        let data = match def(v) {
            Some(InstData::Splat { arg }) => def(*arg),
            other => other,
        };
        matches!(data, Some(InstData::Const(Const::Undef | Const::Int(0))))
    }

    /// Whether `v` (of the variant's body) is a splat of the constant 1 (a `true` of C).
    fn is_splat_one(&self, v: Value) -> bool {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        match def(v) {
            Some(InstData::Splat { arg }) => matches!(def(*arg), Some(InstData::Const(Const::Int(1)))),
            _ => false,
        }
    }

    /// A vector (of 0 and 1 per lane) or a mask parameter as a mask.
    pub(super) fn as_mask(&mut self, vec: Value) -> Value {
        self.cast_to(vec, self.mask_ty)
    }
}
