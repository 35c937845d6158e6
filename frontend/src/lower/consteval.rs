//! Constant expressions (array sizes, enumerators, case labels, bit-field widths, static
//! initializers) and the literals of C: integers with C's typing rules, floats, characters
//! and strings.
//!
//! Integer constants are kept as IR constants are: the bits of the value sign- or
//! zero-extended to 64, with their C type. It does not fold anything at run time: lowered
//! expressions are folded later by the midend.

use super::{error, unsupported, Lowerer, Symbol, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::{FloatKind, FuncId, GlobalId, IntKind, TypeId, TypeKind};

/// The value of a constant expression.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum CVal {
    Int(u64, TypeId),
    Float(f64, TypeId),
    /// An address constant: a global, function or string literal plus a byte offset.
    Addr {
        base: AddrBase,
        offset: i64,
        ty: TypeId,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum AddrBase {
    Global(GlobalId),
    Func(FuncId),
    Str(Vec<u8>),
}

impl CVal {
    pub fn ty(&self) -> TypeId {
        match self {
            CVal::Int(_, ty) | CVal::Float(_, ty) | CVal::Addr { ty, .. } => *ty,
        }
    }
}

impl Lowerer<'_> {
    /// Evaluates `e` if it is a constant expression; `Ok(None)` if it is not.
    pub(crate) fn const_eval(&mut self, e: &Node<Expression>) -> R<Option<CVal>> {
        match &e.node {
            Expression::Constant(c) => Ok(Some(self.constant(c)?)),
            Expression::Identifier(id) => match self.lookup(&id.node.name).cloned() {
                Some(Symbol::EnumConst(v)) => {
                    let ty = self.enum_const_type(v);
                    Ok(Some(CVal::Int(self.normalize_int(v as u64, ty), ty)))
                }
                Some(_) => self.const_addr_of_rvalue(e),
                None => error(id.span, format!("`{}` undeclared", id.node.name), "not declared"),
            },
            Expression::StringLiteral(_) => self.const_addr_of_rvalue(e),
            Expression::SizeOfTy(s) => {
                let ty = self.type_name(&s.node.0)?;
                self.size_const(ty, s.span).map(Some)
            }
            Expression::SizeOfVal(s) => {
                let ty = self.type_of_object(&s.node.0)?;
                self.size_const(ty, s.span).map(Some)
            }
            Expression::AlignOf(a) => {
                let ty = self.type_name(&a.node.0)?;
                self.check_type_layout(ty, a.span)?;
                let ulong = self.ulong_ty();
                match self.module.types.align_of(ty) {
                    Some(al) => Ok(Some(CVal::Int(al, ulong))),
                    None => unsupported(a.span, "takes the alignment of a type vcc sees as incomplete"),
                }
            }
            Expression::OffsetOf(o) => self.offset_of(o).map(Some),
            Expression::Cast(c) => {
                let ty = self.type_name(&c.node.type_name)?;
                if let Some(cv) = self.narrowed_long_double(&c.node.expression, ty)? {
                    return Ok(Some(cv));
                }
                match self.const_eval(&c.node.expression)? {
                    Some(v) => Ok(self.const_convert(v, ty)),
                    None => Ok(None),
                }
            }
            Expression::UnaryOperator(u) => self.const_unary(u, e),
            Expression::BinaryOperator(b) => self.const_binary(b, e),
            Expression::Conditional(c) => {
                let Some(cond) = self.const_eval(&c.node.condition)? else { return Ok(None) };
                let Some(truth) = self.const_truth(&cond) else { return Ok(None) };
                let then_v = self.const_eval(&c.node.then_expression)?;
                let else_v = self.const_eval(&c.node.else_expression)?;
                let (Some(a), Some(b)) = (then_v, else_v) else { return Ok(None) };
                if self.module.types.is_arithmetic(a.ty()) && self.module.types.is_arithmetic(b.ty()) {
                    let common = self.usual_arith(a.ty(), b.ty());
                    let pick = if truth { a } else { b };
                    return Ok(self.const_convert(pick, common));
                }
                Ok(Some(if truth { a } else { b }))
            }
            Expression::Member(_) | Expression::Call(_) | Expression::CompoundLiteral(_) => {
                self.const_addr_of_rvalue(e)
            }
            _ => Ok(None),
        }
    }

    /// An enumeration constant is an `int`, unless (a GNU extension) its value does not fit.
    pub(crate) fn enum_const_type(&mut self, value: i64) -> TypeId {
        let kind = if i32::try_from(value).is_ok() {
            IntKind::Int
        } else if u32::try_from(value).is_ok() {
            IntKind::UInt
        } else {
            IntKind::Long
        };
        self.module.types.int(kind)
    }

    fn size_const(&mut self, ty: TypeId, span: Span) -> R<CVal> {
        self.check_type_layout(ty, span)?;
        let ulong = self.ulong_ty();
        match self.module.types.size_of(ty) {
            Some(size) => Ok(CVal::Int(size, ulong)),
            None if self.module.types.is_void(ty) => Ok(CVal::Int(1, ulong)),
            None => unsupported(span, "takes the size of a type vcc sees as incomplete"),
        }
    }

    fn offset_of(&mut self, o: &Node<OffsetOfExpression>) -> R<CVal> {
        let mut ty = self.type_name(&o.node.type_name)?;
        self.check_type_layout(ty, o.span)?;
        let mut offset: u64 = 0;
        let step = |this: &mut Self, ty: &mut TypeId, offset: &mut u64, name: &Node<Identifier>| -> R<()> {
            let Some((path, fty)) = this.find_member(*ty, &name.node.name) else {
                return error(name.span, format!("no member named `{}`", name.node.name), "no such member");
            };
            *offset += this.member_path_offset(*ty, &path);
            *ty = fty;
            Ok(())
        };
        step(self, &mut ty, &mut offset, &o.node.designator.node.base)?;
        for m in &o.node.designator.node.members {
            match &m.node {
                OffsetMember::Member(id) => step(self, &mut ty, &mut offset, id)?,
                OffsetMember::IndirectMember(_) => return unsupported(m.span, "uses `->` in `offsetof`"),
                OffsetMember::Index(idx) => {
                    let Some(elem) = self.module.types.array_elem(ty) else {
                        return error(m.span, "subscript of a non-array in `offsetof`", "not an array");
                    };
                    let i = self.const_u64(idx)?;
                    offset += i * self.module.types.size_of(elem).unwrap_or(0);
                    ty = elem;
                }
            }
        }
        let ulong = self.ulong_ty();
        Ok(CVal::Int(offset, ulong))
    }

    /// Whether a constant is non-zero, if that is known.
    pub(crate) fn const_truth(&self, v: &CVal) -> Option<bool> {
        match v {
            CVal::Int(bits, _) => Some(*bits != 0),
            CVal::Float(f, _) => Some(*f != 0.0),
            CVal::Addr { base: AddrBase::Str(_), .. } | CVal::Addr { base: AddrBase::Func(_), .. } => Some(true),
            CVal::Addr { .. } => Some(true),
        }
    }

    /// C's conversion of a constant to `ty`; `None` when the result is not a constant we
    /// can represent (e.g. an out-of-range float to integer, which is undefined).
    pub(crate) fn const_convert(&mut self, v: CVal, ty: TypeId) -> Option<CVal> {
        let ty = self.module.types.unqualified(ty);
        let types = &self.module.types;
        match (v, types.kind(ty).clone()) {
            (CVal::Int(bits, _), TypeKind::Int(_)) => {
                if types.int_kind(ty) == Some(IntKind::Bool) {
                    return Some(CVal::Int((bits != 0) as u64, ty));
                }
                Some(CVal::Int(self.normalize_int(bits, ty), ty))
            }
            (CVal::Int(bits, from), TypeKind::Float(kind)) => {
                let value = if types.is_signed(from) { bits as i64 as f64 } else { bits as f64 };
                Some(CVal::Float(round_float(value, kind), ty))
            }
            (CVal::Float(f, _), TypeKind::Float(kind)) => Some(CVal::Float(round_float(f, kind), ty)),
            (CVal::Float(f, _), TypeKind::Int(kind)) => {
                if kind == IntKind::Bool {
                    return Some(CVal::Int((f != 0.0) as u64, ty));
                }
                let t = f.trunc();
                let bits = kind.bits();
                let in_range = if types.is_signed(ty) {
                    t >= -(2f64.powi(bits as i32 - 1)) && t < 2f64.powi(bits as i32 - 1)
                } else {
                    t > -1.0 && t < 2f64.powi(bits as i32)
                };
                if !in_range {
                    return None;
                }
                let raw = if t < 0.0 { t as i64 as u64 } else { t as u64 };
                Some(CVal::Int(self.normalize_int(raw, ty), ty))
            }
            (CVal::Int(bits, _), TypeKind::Ptr(_)) => Some(CVal::Int(bits, ty)),
            (CVal::Addr { base, offset, .. }, TypeKind::Ptr(_)) => Some(CVal::Addr { base, offset, ty }),
            (CVal::Addr { base, offset, .. }, TypeKind::Int(k)) if k.bits() == 64 => {
                Some(CVal::Addr { base, offset, ty })
            }
            _ => None,
        }
    }

    fn const_unary(&mut self, u: &Node<UnaryOperatorExpression>, e: &Node<Expression>) -> R<Option<CVal>> {
        if matches!(u.node.operator.node, UnaryOperator::Address) {
            return self.const_address(&u.node.operand);
        }
        if matches!(u.node.operator.node, UnaryOperator::Indirection) {
            return self.const_addr_of_rvalue(e);
        }
        let Some(v) = self.const_eval(&u.node.operand)? else { return Ok(None) };
        let int = self.int_ty();
        Ok(match (&u.node.operator.node, v) {
            (UnaryOperator::Plus, v) => {
                let ty = self.promoted(v.ty());
                self.const_convert(v, ty)
            }
            (UnaryOperator::Minus, CVal::Int(bits, ty)) => {
                let ty = self.promoted(ty);
                let bits = self.normalize_int(bits, ty);
                Some(CVal::Int(self.normalize_int(bits.wrapping_neg(), ty), ty))
            }
            (UnaryOperator::Minus, CVal::Float(f, ty)) => Some(CVal::Float(-f, ty)),
            (UnaryOperator::Complement, CVal::Int(bits, ty)) => {
                let ty = self.promoted(ty);
                let bits = self.normalize_int(bits, ty);
                Some(CVal::Int(self.normalize_int(!bits, ty), ty))
            }
            (UnaryOperator::Negate, v) => self.const_truth(&v).map(|t| CVal::Int((!t) as u64, int)),
            _ => None,
        })
    }

    fn const_binary(&mut self, b: &Node<BinaryOperatorExpression>, e: &Node<Expression>) -> R<Option<CVal>> {
        use BinaryOperator as B;
        let op = &b.node.operator.node;
        if matches!(op, B::Index) {
            return self.const_addr_of_rvalue(e);
        }
        if matches!(op, B::LogicalAnd | B::LogicalOr) {
            let Some(l) = self.const_eval(&b.node.lhs)? else { return Ok(None) };
            let Some(lt) = self.const_truth(&l) else { return Ok(None) };
            let int = self.int_ty();
            if matches!(op, B::LogicalAnd) && !lt {
                return Ok(Some(CVal::Int(0, int)));
            }
            if matches!(op, B::LogicalOr) && lt {
                return Ok(Some(CVal::Int(1, int)));
            }
            let Some(r) = self.const_eval(&b.node.rhs)? else { return Ok(None) };
            return Ok(self.const_truth(&r).map(|t| CVal::Int(t as u64, int)));
        }
        let Some(l) = self.const_eval(&b.node.lhs)? else { return Ok(None) };
        let Some(r) = self.const_eval(&b.node.rhs)? else { return Ok(None) };
        // Address constants: `&a[0] + 2`, `p - 1`.
        if let CVal::Addr { base, offset, ty } = &l {
            if let (CVal::Int(bits, _), B::Plus | B::Minus) = (&r, op) {
                let n = *bits as i64;
                let elem =
                    self.module.types.pointee(*ty).and_then(|p| self.module.types.size_of(p)).unwrap_or(1) as i64;
                let delta = if matches!(op, B::Minus) { -n * elem } else { n * elem };
                return Ok(Some(CVal::Addr { base: base.clone(), offset: offset + delta, ty: *ty }));
            }
            return Ok(None);
        }
        if let (CVal::Int(bits, _), CVal::Addr { base, offset, ty }, B::Plus) = (&l, &r, op) {
            let elem = self.module.types.pointee(*ty).and_then(|p| self.module.types.size_of(p)).unwrap_or(1) as i64;
            return Ok(Some(CVal::Addr { base: base.clone(), offset: offset + *bits as i64 * elem, ty: *ty }));
        }
        let (lt, rt) = (l.ty(), r.ty());
        if !self.module.types.is_arithmetic(lt) || !self.module.types.is_arithmetic(rt) {
            return Ok(None);
        }
        if matches!(op, B::ShiftLeft | B::ShiftRight) {
            return Ok(self.const_shift(op, l, r));
        }
        Ok(self.const_arith(op, l, r))
    }

    /// `l << r`, `l >> r` on integer constants; `None` for shift counts C leaves undefined.
    fn const_shift(&mut self, op: &BinaryOperator, l: CVal, r: CVal) -> Option<CVal> {
        use BinaryOperator as B;
        let lt = l.ty();
        let ty = self.promoted(lt);
        let (Some(CVal::Int(a, _)), CVal::Int(n, _)) = (self.const_convert(l, ty), r) else { return None };
        let n = n as i64;
        let width = self.module.types.int_kind(ty).map(|k| k.bits()).unwrap_or(32) as i64;
        if !(0..width).contains(&n) {
            return None;
        }
        let res = if matches!(op, B::ShiftLeft) {
            a << n
        } else if self.module.types.is_signed(ty) {
            ((a as i64) >> n) as u64
        } else {
            a >> n
        };
        Some(CVal::Int(self.normalize_int(res, ty), ty))
    }

    /// The arithmetic, bitwise and comparison operators on constants, after the usual
    /// arithmetic conversions; `None` where C leaves the result undefined (division by zero).
    fn const_arith(&mut self, op: &BinaryOperator, l: CVal, r: CVal) -> Option<CVal> {
        use BinaryOperator as B;
        let (lt, rt) = (l.ty(), r.ty());
        let int = self.int_ty();
        let common = self.usual_arith(lt, rt);
        let (Some(a), Some(c)) = (self.const_convert(l, common), self.const_convert(r, common)) else { return None };
        let signed = self.module.types.is_signed(common);
        match (a, c) {
            (CVal::Int(x, _), CVal::Int(y, _)) => {
                let cmp = |this: &Self, t: bool| {
                    Some(CVal::Int(t as u64, int)).filter(|_| this.module.types.is_integer(common))
                };
                let (sx, sy) = (x as i64, y as i64);
                match op {
                    B::Plus => Some(CVal::Int(x.wrapping_add(y), common)),
                    B::Minus => Some(CVal::Int(x.wrapping_sub(y), common)),
                    B::Multiply => Some(CVal::Int(x.wrapping_mul(y), common)),
                    B::Divide | B::Modulo if y == 0 => None,
                    B::Divide if signed => Some(CVal::Int(sx.wrapping_div(sy) as u64, common)),
                    B::Divide => Some(CVal::Int(x / y, common)),
                    B::Modulo if signed => Some(CVal::Int(sx.wrapping_rem(sy) as u64, common)),
                    B::Modulo => Some(CVal::Int(x % y, common)),
                    B::BitwiseAnd => Some(CVal::Int(x & y, common)),
                    B::BitwiseOr => Some(CVal::Int(x | y, common)),
                    B::BitwiseXor => Some(CVal::Int(x ^ y, common)),
                    B::Less => cmp(self, if signed { sx < sy } else { x < y }),
                    B::Greater => cmp(self, if signed { sx > sy } else { x > y }),
                    B::LessOrEqual => cmp(self, if signed { sx <= sy } else { x <= y }),
                    B::GreaterOrEqual => cmp(self, if signed { sx >= sy } else { x >= y }),
                    B::Equals => cmp(self, x == y),
                    B::NotEquals => cmp(self, x != y),
                    _ => None,
                }
                .map(|v| match v {
                    CVal::Int(bits, ty) => CVal::Int(self.normalize_int(bits, ty), ty),
                    other => other,
                })
            }
            (CVal::Float(x, _), CVal::Float(y, _)) => {
                let kind = self.module.types.float_kind(common).unwrap_or(FloatKind::Double);
                let f = |v: f64| Some(CVal::Float(round_float(v, kind), common));
                let cmp = |t: bool| Some(CVal::Int(t as u64, int));
                match op {
                    B::Plus => f(x + y),
                    B::Minus => f(x - y),
                    B::Multiply => f(x * y),
                    B::Divide => f(x / y),
                    B::Less => cmp(x < y),
                    B::Greater => cmp(x > y),
                    B::LessOrEqual => cmp(x <= y),
                    B::GreaterOrEqual => cmp(x >= y),
                    B::Equals => cmp(x == y),
                    B::NotEquals => cmp(x != y),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `&lvalue` as an address constant.
    fn const_address(&mut self, e: &Node<Expression>) -> R<Option<CVal>> {
        let Some((base, offset, obj_ty)) = self.const_lvalue(e)? else { return Ok(None) };
        let ty = self.module.types.ptr_to(obj_ty);
        Ok(Some(CVal::Addr { base, offset, ty }))
    }

    /// An lvalue or function designator used as a value in a constant: arrays decay to the
    /// address of their first element, functions to their address.
    fn const_addr_of_rvalue(&mut self, e: &Node<Expression>) -> R<Option<CVal>> {
        let Some((base, offset, obj_ty)) = self.const_lvalue(e)? else { return Ok(None) };
        let types = &mut self.module.types;
        let ty = match types.kind(obj_ty).clone() {
            TypeKind::Array(elem, _) => types.ptr_to(elem),
            TypeKind::Func(_) => types.ptr_to(obj_ty),
            _ => return Ok(None),
        };
        Ok(Some(CVal::Addr { base, offset, ty }))
    }

    /// An lvalue with a constant address: (base, byte offset, object type).
    fn const_lvalue(&mut self, e: &Node<Expression>) -> R<Option<(AddrBase, i64, TypeId)>> {
        match &e.node {
            Expression::Identifier(id) => match self.lookup(&id.node.name).cloned() {
                Some(Symbol::Object { place: super::Place::Global(g), ty }) => Ok(Some((AddrBase::Global(g), 0, ty))),
                Some(Symbol::Func(f)) => {
                    let ty = self.module.funcs[f].ty;
                    Ok(Some((AddrBase::Func(f), 0, ty)))
                }
                None => error(id.span, format!("`{}` undeclared", id.node.name), "not declared"),
                _ => Ok(None),
            },
            Expression::StringLiteral(s) => {
                let bytes = self.string_literal(&s.node, s.span)?;
                let ch = self.module.types.int(IntKind::Char);
                let ty = self.module.types.array_of(ch, Some(bytes.len() as u64 + 1));
                Ok(Some((AddrBase::Str(bytes), 0, ty)))
            }
            Expression::Member(m) => {
                let (base, offset, rec_ty) = match m.node.operator.node {
                    MemberOperator::Direct => match self.const_lvalue(&m.node.expression)? {
                        Some(x) => x,
                        None => return Ok(None),
                    },
                    MemberOperator::Indirect => match self.const_eval(&m.node.expression)? {
                        Some(CVal::Addr { base, offset, ty }) => match self.module.types.pointee(ty) {
                            Some(p) => (base, offset, p),
                            None => return Ok(None),
                        },
                        _ => return Ok(None),
                    },
                };
                let Some((path, fty)) = self.find_member(rec_ty, &m.node.identifier.node.name) else { return Ok(None) };
                let delta = self.member_path_offset(rec_ty, &path) as i64;
                Ok(Some((base, offset + delta, fty)))
            }
            Expression::BinaryOperator(b) if matches!(b.node.operator.node, BinaryOperator::Index) => {
                let (ptr, idx) = match (self.const_eval(&b.node.lhs)?, self.const_eval(&b.node.rhs)?) {
                    (Some(p @ CVal::Addr { .. }), Some(CVal::Int(i, _))) => (p, i as i64),
                    (Some(CVal::Int(i, _)), Some(p @ CVal::Addr { .. })) => (p, i as i64),
                    _ => return Ok(None),
                };
                let CVal::Addr { base, offset, ty } = ptr else { return Ok(None) };
                let Some(elem) = self.module.types.pointee(ty) else { return Ok(None) };
                let size = self.module.types.size_of(elem).unwrap_or(1) as i64;
                Ok(Some((base, offset + idx * size, elem)))
            }
            Expression::UnaryOperator(u) if matches!(u.node.operator.node, UnaryOperator::Indirection) => {
                match self.const_eval(&u.node.operand)? {
                    Some(CVal::Addr { base, offset, ty }) => match self.module.types.pointee(ty) {
                        Some(p) => Ok(Some((base, offset, p))),
                        None => Ok(None),
                    },
                    _ => Ok(None),
                }
            }
            _ => Ok(None),
        }
    }

    /// A literal constant with its C type.
    pub(crate) fn constant(&mut self, c: &Node<Constant>) -> R<CVal> {
        match &c.node {
            Constant::Integer(i) => {
                let (bits, ty) = self.integer_literal(i, c.span)?;
                Ok(CVal::Int(bits, ty))
            }
            Constant::Float(f) => {
                let (value, ty) = self.float_literal(f, c.span)?;
                Ok(CVal::Float(value, ty))
            }
            Constant::Character(text) => {
                let (bits, ty) = self.char_literal(text, c.span)?;
                Ok(CVal::Int(bits, ty))
            }
        }
    }

    /// C11 6.4.4.1: the first type of the list that can hold the value. Decimal literals
    /// without `u` stay signed; hex and octal ones may become unsigned.
    fn integer_literal(&mut self, lit: &Integer, span: Span) -> R<(u64, TypeId)> {
        if lit.suffix.imaginary {
            return unsupported(span, "uses an imaginary constant");
        }
        let radix = match lit.base {
            IntegerBase::Decimal => 10,
            IntegerBase::Octal => 8,
            IntegerBase::Hexadecimal => 16,
            IntegerBase::Binary => 2,
        };
        let digits = if lit.number.is_empty() { "0" } else { &lit.number };
        let Ok(value) = u64::from_str_radix(digits, radix) else {
            return error(span, "integer constant is too large", "too large");
        };
        use IntKind::*;
        let decimal = radix == 10;
        let candidates: &[IntKind] = match (lit.suffix.size, lit.suffix.unsigned) {
            (IntegerSize::Int, false) if decimal => &[Int, Long, ULong],
            (IntegerSize::Int, false) => &[Int, UInt, Long, ULong],
            (IntegerSize::Int, true) => &[UInt, ULong],
            (IntegerSize::Long, false) if decimal => &[Long, ULong],
            (IntegerSize::Long, false) => &[Long, ULong],
            (IntegerSize::Long, true) => &[ULong],
            (IntegerSize::LongLong, false) => &[LongLong, ULongLong],
            (IntegerSize::LongLong, true) => &[ULongLong],
        };
        for &kind in candidates {
            let fits = match kind {
                Int => value <= i32::MAX as u64,
                UInt => value <= u32::MAX as u64,
                Long | LongLong => value <= i64::MAX as u64,
                _ => true,
            };
            if fits {
                let ty = self.module.types.int(kind);
                return Ok((value, ty));
            }
        }
        let ty = self.module.types.int(ULongLong);
        Ok((value, ty))
    }

    fn float_literal(&mut self, lit: &Float, span: Span) -> R<(f64, TypeId)> {
        if lit.suffix.imaginary {
            return unsupported(span, "uses an imaginary constant");
        }
        let kind = match lit.suffix.format {
            FloatFormat::Float => FloatKind::Float,
            FloatFormat::Double => FloatKind::Double,
            FloatFormat::LongDouble => FloatKind::LongDouble,
            FloatFormat::TS18661Format(_) => return unsupported(span, "uses a `_FloatN` constant"),
        };
        let value = match lit.base {
            FloatBase::Decimal => {
                let parsed = if kind == FloatKind::Float {
                    lit.number.parse::<f32>().map(|f| f as f64).ok()
                } else {
                    lit.number.parse::<f64>().ok()
                };
                let Some(v) = parsed else { return error(span, "malformed floating constant", "here") };
                if kind == FloatKind::LongDouble && !decimal_fits_f64(&lit.number) {
                    return unsupported(span, "uses a `long double` constant that `double` cannot hold exactly");
                }
                v
            }
            FloatBase::Hexadecimal => match parse_hex_float(&lit.number) {
                Some(v) => round_float(v, kind),
                None => return unsupported(span, "uses a hexadecimal float constant vcc cannot read exactly"),
            },
        };
        let ty = self.module.types.float(kind);
        Ok((value, ty))
    }

    /// `'a'`, `'\n'`, `'\377'`: type `int`, the value of the `char` (signed on x86-64).
    fn char_literal(&mut self, text: &str, span: Span) -> R<(u64, TypeId)> {
        if !text.starts_with('\'') {
            return unsupported(span, "uses a wide character constant");
        }
        let bytes =
            unescape(&text[1..text.len() - 1]).ok_or(()).or_else(|_| error(span, "bad escape sequence", "here"))?;
        let int = self.int_ty();
        let value: u64 = match bytes.as_slice() {
            [b] => {
                if self.module.types.char_is_signed {
                    *b as i8 as i64 as u64
                } else {
                    *b as u64
                }
            }
            [] => return error(span, "empty character constant", "here"),
            // gcc's multi-character constants: big-endian packing into an int.
            many => many.iter().fold(0u64, |acc, b| (acc << 8) | *b as u64),
        };
        Ok((self.normalize_int(value, int), int))
    }

    /// Adjacent string literals concatenated, escapes resolved, without the final NUL.
    pub(crate) fn string_literal(&mut self, parts: &[String], span: Span) -> R<Vec<u8>> {
        let mut bytes = Vec::new();
        for part in parts {
            let Some(inner) = part.strip_prefix('"').and_then(|p| p.strip_suffix('"')) else {
                return unsupported(span, "uses a wide or prefixed string literal");
            };
            match unescape(inner) {
                Some(b) => bytes.extend(b),
                None => return error(span, "bad escape sequence in string", "here"),
            }
        }
        Ok(bytes)
    }
}

/// Rounds to the precision of `kind` (`float` values are exactly representable as `f64`).
pub(crate) fn round_float(value: f64, kind: FloatKind) -> f64 {
    if kind == FloatKind::Float {
        value as f32 as f64
    } else {
        value
    }
}

/// Whether a decimal floating constant is exactly a `double` (so `long double` loses nothing).
fn decimal_fits_f64(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let (mantissa, exp) = match lower.split_once('e') {
        Some((m, e)) => (m.to_string(), e.parse::<i64>().unwrap_or(i64::MAX)),
        None => (lower.clone(), 0),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((&mantissa, ""));
    let digits = format!("{}{}", int_part, frac_part);
    let digits = digits.trim_start_matches('0');
    let exp10 = exp - frac_part.len() as i64;
    if digits.is_empty() {
        return true;
    }
    if digits.len() > 30 || exp10.abs() > 40 {
        return false;
    }
    let Ok(mut m) = digits.parse::<u128>() else { return false };
    let limit = 1u128 << 53;
    if exp10 >= 0 {
        for _ in 0..exp10 {
            m = match m.checked_mul(10) {
                Some(v) => v,
                None => return false,
            };
        }
        while m > 0 && m % 2 == 0 {
            m /= 2;
        }
        return m < limit;
    }
    for _ in 0..(-exp10) {
        if m % 5 != 0 {
            return false;
        }
        m /= 5;
    }
    while m > 0 && m % 2 == 0 {
        m /= 2;
    }
    m < limit
}

/// `1.8p3`-style hex floats (the `0x` already stripped by lang-c), when exactly computable.
fn parse_hex_float(text: &str) -> Option<f64> {
    let text = text.trim_start_matches("0x").trim_start_matches("0X");
    let (mantissa, exp) = text.split_once(['p', 'P'])?;
    let exp: i32 = exp.parse().ok()?;
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.len() + frac_part.len() > 13 {
        return None;
    }
    let m = u64::from_str_radix(&format!("{}{}", int_part, frac_part), 16).ok()?;
    let shift = exp - 4 * frac_part.len() as i32;
    Some(m as f64 * 2f64.powi(shift))
}

/// Resolves C escapes to bytes (the text is UTF-8 and its bytes are kept as they are, except
/// that a stand-in for a byte that is not UTF-8 is that byte: `text::decode`).
pub(crate) fn unescape(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if let Some(raw) = crate::text::stand_in_at(bytes, i) {
            out.push(raw);
            i += 4;
            continue;
        }
        if b != b'\\' {
            out.push(b);
            i += 1;
            continue;
        }
        i += 1;
        let c = *bytes.get(i)?;
        i += 1;
        let v = match c {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'a' => 7,
            b'b' => 8,
            b'f' => 12,
            b'v' => 11,
            b'e' | b'E' => 27,
            b'\\' | b'\'' | b'"' | b'?' => c,
            b'0'..=b'7' => {
                let mut v = (c - b'0') as u32;
                let mut n = 1;
                while n < 3 && i < bytes.len() && (b'0'..=b'7').contains(&bytes[i]) {
                    v = v * 8 + (bytes[i] - b'0') as u32;
                    i += 1;
                    n += 1;
                }
                v as u8
            }
            b'x' => {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                    i += 1;
                }
                let hex = std::str::from_utf8(&bytes[start..i]).ok()?;
                (u32::from_str_radix(hex, 16).ok()? & 0xff) as u8
            }
            _ => return None,
        };
        out.push(v);
    }
    Some(out)
}
