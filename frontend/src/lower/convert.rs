//! C's implicit conversions made explicit: integer promotions, the usual arithmetic
//! conversions, conversions as if by assignment, and truth values.
//!
//! Every conversion is a `Cast` to the target type (the IR gives `Cast` C's semantics); no
//! conversion is folded here.

use super::{error, Lowerer, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::*;

impl Lowerer<'_> {
    /// C's conversion of a scalar (or same-typed record) value to `ty`.
    pub(crate) fn convert(&mut self, v: Value, ty: TypeId) -> Value {
        let ty = self.module.types.unqualified(ty);
        let from = self.ty_of(v);
        if from == ty {
            return v;
        }
        self.val(InstData::Cast { arg: v }, ty)
    }

    /// The conversion of an assignment (or an argument, or a return value) to `ty`, with the
    /// type errors C reports.
    pub(crate) fn convert_assign(&mut self, v: Value, ty: TypeId, span: Span) -> R<Value> {
        let to = self.module.types.unqualified(ty);
        let from = self.ty_of(v);
        let types = &self.module.types;
        let ok = if types.is_scalar(to) { types.is_scalar(from) } else { types.unqualified_eq(from, to) };
        if !ok {
            let (a, b) = (c_spelling(types, from), c_spelling(types, to));
            return error(span, format!("incompatible types: cannot convert `{}` to `{}`", a, b), "wrong type");
        }
        Ok(self.convert(v, to))
    }

    pub(crate) fn promoted(&mut self, ty: TypeId) -> TypeId {
        let ty = self.module.types.unqualified(ty);
        match self.module.types.int_kind(ty) {
            Some(k) if k.rank() < IntKind::Int.rank() => self.int_ty(),
            _ => ty,
        }
    }

    pub(crate) fn promote(&mut self, v: Value) -> Value {
        let ty = self.promoted(self.ty_of(v));
        self.convert(v, ty)
    }

    /// C11 6.3.1.8, the usual arithmetic conversions.
    pub(crate) fn usual_arith(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let types = &mut self.module.types;
        let (a, b) = (types.unqualified(a), types.unqualified(b));
        for kind in [FloatKind::LongDouble, FloatKind::Double, FloatKind::Float] {
            if types.float_kind(a) == Some(kind) || types.float_kind(b) == Some(kind) {
                return types.float(kind);
            }
        }
        let a = self.promoted(a);
        let b = self.promoted(b);
        if a == b {
            return a;
        }
        let types = &mut self.module.types;
        let (ka, kb) = (types.int_kind(a).unwrap_or(IntKind::Int), types.int_kind(b).unwrap_or(IntKind::Int));
        let (sa, sb) = (types.is_signed(a), types.is_signed(b));
        if sa == sb {
            return if ka.rank() >= kb.rank() { a } else { b };
        }
        let (signed, unsigned, ks, ku) = if sa { (a, b, ka, kb) } else { (b, a, kb, ka) };
        if ku.rank() >= ks.rank() {
            return unsigned;
        }
        if ks.bits() > ku.bits() {
            return signed;
        }
        types.int(ks.to_unsigned())
    }

    /// An `int` 0 or 1: whether a scalar is non-zero.
    pub(crate) fn is_nonzero(&mut self, v: Value) -> Value {
        let ty = self.ty_of(v);
        let zero = self.zero_of(ty);
        let int = self.int_ty();
        self.val(InstData::Binary { op: BinaryOp::Ne, args: [v, zero] }, int)
    }

    /// A value to branch on for a condition: integers as they are, others compared with 0.
    pub(crate) fn condition(&mut self, e: &Node<Expression>) -> R<Value> {
        let v = self.scalar(e)?;
        if self.module.types.is_integer(self.ty_of(v)) {
            return Ok(v);
        }
        Ok(self.is_nonzero(v))
    }
}

impl Lowerer<'_> {
    /// The type without `const` at the top or in array elements: the type of a slot, which
    /// the lowering initializes with ordinary stores.
    pub(crate) fn strip_const(&mut self, ty: TypeId) -> TypeId {
        let types = &mut self.module.types;
        match types.kind(ty).clone() {
            TypeKind::Array(elem, len) => {
                let elem = self.strip_const(elem);
                self.module.types.array_of(elem, len)
            }
            kind => {
                let quals = types.quals(ty);
                let quals = Quals(quals.0 & !(Quals::CONST.0 | Quals::RESTRICT.0));
                types.intern(Type { kind, quals })
            }
        }
    }
}

/// A type for a message, closer to how C writes it than the IR form (`struct point`).
pub(crate) fn c_spelling(types: &Types, ty: TypeId) -> String {
    types.display(ty).replace("struct.", "struct ").replace("union.", "union ")
}

/// Type equality ignoring top-level qualifiers.
trait UnqualifiedEq {
    fn unqualified_eq(&self, a: TypeId, b: TypeId) -> bool;
}

impl UnqualifiedEq for Types {
    fn unqualified_eq(&self, a: TypeId, b: TypeId) -> bool {
        self.kind(a) == self.kind(b)
    }
}
