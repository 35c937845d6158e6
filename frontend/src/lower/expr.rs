//! Expressions: rvalues and lvalues, operators with their operand conversions, and the
//! short-circuit and conditional operators as control flow.
//!
//! Every instruction takes the location of the innermost expression being lowered. It
//! deliberately does not fold constants or pick `Select` for `?:`: the midend does that.

use super::{error, unsupported, AddrBase, CVal, Lowerer, Place, Symbol, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::*;

/// A place in memory an expression designates.
#[derive(Copy, Clone, Debug)]
pub(crate) enum LValue {
    /// An object (or a function designator, whose `addr` is the function's address).
    Mem { addr: Value, ty: TypeId },
    /// A bit-field member of the record `base` points to.
    Bitfield { base: Value, field: u32, ty: TypeId, width: u32 },
}

impl LValue {
    pub fn ty(&self) -> TypeId {
        match self {
            LValue::Mem { ty, .. } | LValue::Bitfield { ty, .. } => *ty,
        }
    }
}

fn arith_op(op: &BinaryOperator) -> Option<BinaryOperator> {
    use BinaryOperator as B;
    Some(match op {
        B::AssignMultiply => B::Multiply,
        B::AssignDivide => B::Divide,
        B::AssignModulo => B::Modulo,
        B::AssignPlus => B::Plus,
        B::AssignMinus => B::Minus,
        B::AssignShiftLeft => B::ShiftLeft,
        B::AssignShiftRight => B::ShiftRight,
        B::AssignBitwiseAnd => B::BitwiseAnd,
        B::AssignBitwiseXor => B::BitwiseXor,
        B::AssignBitwiseOr => B::BitwiseOr,
        _ => return None,
    })
}

fn ir_op(op: &BinaryOperator) -> Option<BinaryOp> {
    use BinaryOperator as B;
    Some(match op {
        B::Multiply => BinaryOp::Mul,
        B::Divide => BinaryOp::Div,
        B::Modulo => BinaryOp::Rem,
        B::Plus => BinaryOp::Add,
        B::Minus => BinaryOp::Sub,
        B::ShiftLeft => BinaryOp::Shl,
        B::ShiftRight => BinaryOp::Shr,
        B::BitwiseAnd => BinaryOp::And,
        B::BitwiseXor => BinaryOp::Xor,
        B::BitwiseOr => BinaryOp::Or,
        B::Less => BinaryOp::Lt,
        B::Greater => BinaryOp::Gt,
        B::LessOrEqual => BinaryOp::Le,
        B::GreaterOrEqual => BinaryOp::Ge,
        B::Equals => BinaryOp::Eq,
        B::NotEquals => BinaryOp::Ne,
        _ => return None,
    })
}

fn is_lvalue_expr(e: &Expression) -> bool {
    match e {
        Expression::Identifier(_)
        | Expression::Member(_)
        | Expression::StringLiteral(_)
        | Expression::CompoundLiteral(_) => true,
        Expression::BinaryOperator(b) => matches!(b.node.operator.node, BinaryOperator::Index),
        Expression::UnaryOperator(u) => matches!(u.node.operator.node, UnaryOperator::Indirection),
        _ => false,
    }
}

impl Lowerer<'_> {
    /// Lowers an expression for its value; `None` for a `void` expression.
    pub(crate) fn expr(&mut self, e: &Node<Expression>) -> R<Option<Value>> {
        let saved = self.fs.loc;
        self.fs.loc = self.loc_of(e.span);
        let res = self.expr_inner(e);
        self.fs.loc = saved;
        res
    }

    /// Lowers an expression whose value is needed.
    pub(crate) fn rvalue(&mut self, e: &Node<Expression>) -> R<Value> {
        match self.expr(e)? {
            Some(v) => Ok(v),
            None => error(e.span, "void value not ignored as it ought to be", "this has type `void`"),
        }
    }

    /// An rvalue of scalar type (what conditions and arithmetic need).
    pub(crate) fn scalar(&mut self, e: &Node<Expression>) -> R<Value> {
        let v = self.rvalue(e)?;
        if !self.module.types.is_scalar(self.ty_of(v)) {
            return error(e.span, "expected a scalar (arithmetic or pointer) value", "not a scalar");
        }
        Ok(v)
    }

    fn expr_inner(&mut self, e: &Node<Expression>) -> R<Option<Value>> {
        match &e.node {
            Expression::Identifier(id) => {
                if let Some(Symbol::EnumConst(v)) = self.lookup(&id.node.name) {
                    let v = *v;
                    let ty = self.enum_const_type(v);
                    return Ok(Some(self.const_int(v as u64, ty)));
                }
                let predefined = matches!(id.node.name.as_str(), "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__");
                if predefined && self.lookup(&id.node.name).is_none() && self.fs.id.is_some() {
                    // The function's name, as a string literal (what `assert` prints).
                    let bytes = self.fs.func.name.clone().into_bytes();
                    let ch = self.module.types.int(IntKind::Char);
                    let ty = self.module.types.ptr_to(ch);
                    return Ok(Some(self.val(InstData::Const(Const::Str(bytes)), ty)));
                }
                let lv = self.lvalue(e)?;
                Ok(Some(self.load(lv)))
            }
            Expression::Constant(c) => {
                let cv = self.constant(c)?;
                Ok(Some(self.materialize(&cv)))
            }
            Expression::StringLiteral(s) => {
                let bytes = self.string_literal(&s.node, s.span)?;
                let ch = self.module.types.int(IntKind::Char);
                let ty = self.module.types.ptr_to(ch);
                Ok(Some(self.val(InstData::Const(Const::Str(bytes)), ty)))
            }
            Expression::Member(_) | Expression::CompoundLiteral(_) => {
                let lv = self.lvalue(e)?;
                Ok(Some(self.load(lv)))
            }
            Expression::Call(c) => self.call(c),
            Expression::SizeOfTy(_) | Expression::SizeOfVal(_) | Expression::AlignOf(_) | Expression::OffsetOf(_) => {
                match self.const_eval(e)? {
                    Some(cv) => Ok(Some(self.materialize(&cv))),
                    None => unsupported(e.span, "uses `sizeof` of a variable-length type"),
                }
            }
            Expression::UnaryOperator(u) => self.unary(u, e),
            Expression::Cast(c) => {
                let ty = self.type_name(&c.node.type_name)?;
                let ty = self.module.types.unqualified(ty);
                if let Some(cv) = self.narrowed_long_double(&c.node.expression, ty)? {
                    return Ok(Some(self.materialize(&cv)));
                }
                if self.module.types.is_void(ty) {
                    self.expr(&c.node.expression)?;
                    return Ok(None);
                }
                let v = self.rvalue(&c.node.expression)?;
                let from = self.ty_of(v);
                if !self.module.types.is_scalar(ty) || !self.module.types.is_scalar(from) {
                    if from == ty {
                        return Ok(Some(v));
                    }
                    return error(e.span, "invalid cast: only scalar types can be cast", "bad cast");
                }
                Ok(Some(self.convert(v, ty)))
            }
            Expression::BinaryOperator(b) => self.binary_expr(b, e).map(Some),
            Expression::Conditional(c) => self.conditional(c, e),
            Expression::Comma(list) => {
                let mut last = None;
                for item in list.iter() {
                    last = self.expr(item)?;
                }
                Ok(last)
            }
            Expression::VaArg(v) => self.va_arg(v).map(Some),
            Expression::Statement(s) => self.statement_expr(s),
            Expression::GenericSelection(g) => self.generic_selection(g),
        }
    }

    // ({ int t = f(x); t + 1; }): the value is the last expression statement's, if any.
    fn statement_expr(&mut self, s: &Node<Statement>) -> R<Option<Value>> {
        let Statement::Compound(items) = &s.node else {
            return unsupported(s.span, "uses an unusual statement expression");
        };
        if self.fs.id.is_none() {
            return unsupported(s.span, "uses a statement expression outside a function");
        }
        self.push_scope();
        let res = match items.split_last() {
            Some((last, rest)) => self.block_items(rest).and_then(|()| match &last.node {
                BlockItem::Statement(Node { node: Statement::Expression(Some(e)), .. }) => self.expr(e),
                _ => self.block_items(std::slice::from_ref(last)).map(|()| None),
            }),
            None => Ok(None),
        };
        self.pop_scope();
        res
    }

    // _Generic(x, int: a, float: b, default: c): only the chosen association is evaluated.
    fn generic_selection(&mut self, g: &Node<GenericSelection>) -> R<Option<Value>> {
        // The controlling type is that of the value: arrays and functions decay, qualifiers go.
        let object_ty = self.type_of_object(&g.node.expression)?;
        let value_ty = match self.module.types.kind(object_ty).clone() {
            TypeKind::Array(elem, _) => self.module.types.ptr_to(elem),
            TypeKind::Func(_) => self.module.types.ptr_to(object_ty),
            _ => self.module.types.unqualified(object_ty),
        };
        let mut chosen = None;
        let mut default = None;
        for assoc in &g.node.associations {
            match &assoc.node {
                GenericAssociation::Type(t) => {
                    let ty = self.type_name(&t.node.type_name)?;
                    if chosen.is_none() && ty == value_ty {
                        chosen = Some(&t.node.expression);
                    }
                }
                GenericAssociation::Default(e) => default = Some(e),
            }
        }
        match chosen.or(default) {
            Some(e) => self.expr(e),
            None => error(g.span, "`_Generic` selector matches no association", "no type matches"),
        }
    }

    /// `(double)1.79769313486231570814527423731704357e+308L` (how `float.h` writes DBL_MAX):
    /// a `long double` literal converted at once to `double` or `float` is read at that
    /// precision, so that the literal need not fit a `double` exactly.
    pub(crate) fn narrowed_long_double(&mut self, e: &Node<Expression>, to: TypeId) -> R<Option<CVal>> {
        let Expression::Constant(c) = &e.node else { return Ok(None) };
        let Constant::Float(f) = &c.node else { return Ok(None) };
        let to = self.module.types.unqualified(to);
        let kind = match self.module.types.float_kind(to) {
            Some(k @ (FloatKind::Float | FloatKind::Double)) => k,
            _ => return Ok(None),
        };
        if !matches!(f.suffix.format, FloatFormat::LongDouble)
            || f.suffix.imaginary
            || !matches!(f.base, FloatBase::Decimal)
        {
            return Ok(None);
        }
        let value = match kind {
            FloatKind::Float => f.number.parse::<f32>().map(|v| v as f64).ok(),
            _ => f.number.parse::<f64>().ok(),
        };
        Ok(value.map(|v| CVal::Float(v, to)))
    }

    /// A constant as an instruction.
    pub(crate) fn materialize(&mut self, cv: &CVal) -> Value {
        match cv {
            CVal::Int(bits, ty) => {
                if self.module.types.is_pointer(*ty) && *bits == 0 {
                    return self.val(InstData::Const(Const::Null), *ty);
                }
                self.const_int(*bits, *ty)
            }
            CVal::Float(f, ty) => self.val(InstData::Const(Const::Float(*f)), *ty),
            CVal::Addr { base, offset, ty } => {
                let addr = match base {
                    AddrBase::Global(g) => {
                        let gty = self.module.globals[*g].ty;
                        let pty = self.module.types.ptr_to(gty);
                        self.val(InstData::GlobalAddr(*g), pty)
                    }
                    AddrBase::Func(f) => {
                        let fty = self.module.funcs[*f].ty;
                        let pty = self.module.types.ptr_to(fty);
                        self.val(InstData::FuncAddr(*f), pty)
                    }
                    AddrBase::Str(bytes) => {
                        let ch = self.module.types.int(IntKind::Char);
                        let pty = self.module.types.ptr_to(ch);
                        self.val(InstData::Const(Const::Str(bytes.clone())), pty)
                    }
                };
                let uchar = self.module.types.int(IntKind::Char);
                let bytes_ptr = self.module.types.ptr_to(uchar);
                let addr = if *offset != 0 {
                    let p = self.convert(addr, bytes_ptr);
                    let long = self.long_ty();
                    let off = self.const_int(*offset as u64, long);
                    self.val(InstData::PtrAdd { base: p, index: off }, bytes_ptr)
                } else {
                    addr
                };
                self.convert(addr, *ty)
            }
        }
    }

    // Lvalues.

    pub(crate) fn lvalue(&mut self, e: &Node<Expression>) -> R<LValue> {
        let saved = self.fs.loc;
        self.fs.loc = self.loc_of(e.span);
        let res = self.lvalue_inner(e);
        self.fs.loc = saved;
        res
    }

    fn lvalue_inner(&mut self, e: &Node<Expression>) -> R<LValue> {
        match &e.node {
            Expression::Identifier(id) => self.identifier_lvalue(id),
            Expression::Member(m) => self.member_lvalue(m),
            Expression::BinaryOperator(b) if matches!(b.node.operator.node, BinaryOperator::Index) => {
                self.index_lvalue(&b.node.lhs, &b.node.rhs, e.span)
            }
            Expression::UnaryOperator(u) if matches!(u.node.operator.node, UnaryOperator::Indirection) => {
                let p = self.rvalue(&u.node.operand)?;
                let pty = self.ty_of(p);
                match self.module.types.pointee(pty) {
                    Some(pointee) => Ok(LValue::Mem { addr: p, ty: pointee }),
                    None => error(u.span, "indirection requires a pointer operand", "not a pointer"),
                }
            }
            Expression::StringLiteral(s) => {
                let bytes = self.string_literal(&s.node, s.span)?;
                let ch = self.module.types.int(IntKind::Char);
                let arr = self.module.types.array_of(ch, Some(bytes.len() as u64 + 1));
                let pty = self.module.types.ptr_to(ch);
                let addr = self.val(InstData::Const(Const::Str(bytes)), pty);
                Ok(LValue::Mem { addr, ty: arr })
            }
            Expression::CompoundLiteral(cl) => {
                if self.fs.id.is_none() {
                    return unsupported(cl.span, "uses a compound literal at file scope");
                }
                let ty = self.type_name(&cl.node.type_name)?;
                let init = Node::new(Initializer::List(cl.node.initializer_list.clone()), cl.span);
                let ty = self.complete_array_type(ty, &init)?;
                let slot_ty = self.strip_const(ty);
                let slot = self.fs.func.slots.push(StackSlotData { ty: slot_ty, name: None, align: None });
                let pty = self.module.types.ptr_to(slot_ty);
                let addr = self.val(InstData::SlotAddr(slot), pty);
                self.init_local(addr, slot_ty, &init)?;
                Ok(LValue::Mem { addr, ty: slot_ty })
            }
            _ => {
                // A struct-valued rvalue (a call, `?:`, an assignment) whose member is wanted
                // lives in a temporary.
                let v = self.rvalue(e)?;
                let ty = self.ty_of(v);
                if self.module.types.record_of(ty).is_none() {
                    return error(e.span, "expression is not an lvalue", "not assignable");
                }
                let slot = self.fs.func.slots.push(StackSlotData { ty, name: None, align: None });
                let pty = self.module.types.ptr_to(ty);
                let addr = self.val(InstData::SlotAddr(slot), pty);
                self.ins(InstData::Store { addr, value: v, volatile: false }, None);
                Ok(LValue::Mem { addr, ty })
            }
        }
    }

    fn identifier_lvalue(&mut self, id: &Node<Identifier>) -> R<LValue> {
        let name = &id.node.name;
        match self.lookup(name).cloned() {
            Some(Symbol::Object { place: Place::Slot(slot), .. }) => {
                let ty = self.fs.func.slots[slot].ty;
                let pty = self.module.types.ptr_to(ty);
                let addr = self.val(InstData::SlotAddr(slot), pty);
                Ok(LValue::Mem { addr, ty })
            }
            Some(Symbol::Object { place: Place::Global(g), .. }) => {
                let ty = self.module.globals[g].ty;
                let pty = self.module.types.ptr_to(ty);
                let addr = self.val(InstData::GlobalAddr(g), pty);
                Ok(LValue::Mem { addr, ty })
            }
            Some(Symbol::Func(f)) => {
                let ty = self.module.funcs[f].ty;
                let pty = self.module.types.ptr_to(ty);
                let addr = self.val(InstData::FuncAddr(f), pty);
                Ok(LValue::Mem { addr, ty })
            }
            Some(Symbol::Poison(reason)) => unsupported(id.span, reason),
            Some(Symbol::Typedef(_)) => {
                error(id.span, format!("unexpected type name `{}`", name), "a type, not a value")
            }
            Some(Symbol::EnumConst(_)) => error(id.span, "enumeration constant is not an lvalue", "not assignable"),
            None if name.starts_with("__builtin") => unsupported(id.span, format!("uses `{}`", name)),
            None => error(id.span, format!("`{}` undeclared", name), "not declared"),
        }
    }

    /// Finds a member by name, through anonymous struct/union members: the field indices on
    /// the way and the member's type.
    pub(crate) fn find_member(&self, rec_ty: TypeId, name: &str) -> Option<(Vec<u32>, TypeId)> {
        let rec = self.module.types.record_of(rec_ty)?;
        let def = &self.module.types.records[rec];
        if let Some(idx) = def.field_index(name) {
            return Some((vec![idx as u32], def.fields[idx].ty));
        }
        for (idx, f) in def.fields.iter().enumerate() {
            if f.name.is_none() && self.module.types.record_of(f.ty).is_some() {
                if let Some((mut path, ty)) = self.find_member(f.ty, name) {
                    path.insert(0, idx as u32);
                    return Some((path, ty));
                }
            }
        }
        None
    }

    pub(crate) fn member_path_offset(&self, rec_ty: TypeId, path: &[u32]) -> u64 {
        let mut ty = rec_ty;
        let mut offset = 0;
        for &idx in path {
            let rec = self.module.types.record_of(ty).expect("member path through records");
            let field = &self.module.types.records[rec].fields[idx as usize];
            offset += field.offset;
            ty = field.ty;
        }
        offset
    }

    // s.f, p->f
    fn member_lvalue(&mut self, m: &Node<MemberExpression>) -> R<LValue> {
        let (mut addr, rec_ty) = match m.node.operator.node {
            MemberOperator::Direct => match self.lvalue(&m.node.expression)? {
                LValue::Mem { addr, ty } => (addr, ty),
                LValue::Bitfield { .. } => return error(m.span, "member of a non-record", "not a struct"),
            },
            MemberOperator::Indirect => {
                let p = self.rvalue(&m.node.expression)?;
                match self.module.types.pointee(self.ty_of(p)) {
                    Some(rec_ty) => (p, rec_ty),
                    None => return error(m.span, "`->` on a non-pointer", "not a pointer"),
                }
            }
        };
        let name = &m.node.identifier.node.name;
        let rec_quals = self.module.types.quals(rec_ty);
        let Some(rec) = self.module.types.record_of(rec_ty) else {
            return error(
                m.span,
                format!("request for member `{}` in something not a struct or union", name),
                "not a record",
            );
        };
        if !self.module.types.records[rec].complete {
            return unsupported(m.span, "accesses a member of a type vcc sees as incomplete");
        }
        // The IR addresses members by vcc's offsets: they must be gcc's.
        self.check_layout(rec, m.span)?;
        let Some((path, _)) = self.find_member(rec_ty, name) else {
            return error(m.node.identifier.span, format!("no member named `{}`", name), "no such member");
        };
        let mut ty = rec_ty;
        for (step, &idx) in path.iter().enumerate() {
            let rec = self.module.types.record_of(ty).unwrap();
            let field = self.module.types.records[rec].fields[idx as usize].clone();
            let fty = self.module.types.qualified(field.ty, rec_quals);
            if let Some(bf) = field.bitfield {
                if step + 1 == path.len() {
                    return Ok(LValue::Bitfield { base: addr, field: idx, ty: fty, width: bf.width });
                }
            }
            let pty = self.module.types.ptr_to(fty);
            addr = self.val(InstData::FieldAddr { base: addr, field: idx }, pty);
            ty = fty;
        }
        Ok(LValue::Mem { addr, ty })
    }

    /// The operand of `[]`: the address of an array lvalue (so that indexing is `ElemAddr`), or
    /// a value.
    fn index_operand(&mut self, e: &Node<Expression>) -> R<(Value, bool)> {
        if is_lvalue_expr(&e.node) {
            let lv = self.lvalue(e)?;
            if let LValue::Mem { addr, ty } = lv {
                let pty = self.module.types.ptr_to(ty);
                if self.module.types.array_elem(ty).is_some() && self.ty_of(addr) == pty {
                    return Ok((addr, true));
                }
            }
            return Ok((self.load(lv), false));
        }
        Ok((self.rvalue(e)?, false))
    }

    // a[i], i[a]
    fn index_lvalue(&mut self, lhs: &Node<Expression>, rhs: &Node<Expression>, span: Span) -> R<LValue> {
        let (l, l_is_array) = self.index_operand(lhs)?;
        let (r, r_is_array) = self.index_operand(rhs)?;
        let (base, base_is_array, index) = if l_is_array || self.module.types.is_pointer(self.ty_of(l)) {
            (l, l_is_array, r)
        } else {
            (r, r_is_array, l)
        };
        if !self.module.types.is_integer(self.ty_of(index)) {
            return error(span, "array subscript is not an integer", "not an integer");
        }
        let long = self.long_ty();
        let index = self.promote(index);
        let index = self.convert(index, long);
        let base_ty = self.ty_of(base);
        let Some(pointee) = self.module.types.pointee(base_ty) else {
            return error(span, "subscripted value is neither array nor pointer", "not an array");
        };
        self.check_type_layout(pointee, span)?;
        if base_is_array {
            let elem = self.module.types.array_elem(pointee).unwrap();
            let quals = self.module.types.quals(pointee);
            let elem = self.module.types.qualified(elem, quals);
            let pty = self.module.types.ptr_to(elem);
            let addr = self.val(InstData::ElemAddr { base, index }, pty);
            return Ok(LValue::Mem { addr, ty: elem });
        }
        let addr = self.val(InstData::PtrAdd { base, index }, base_ty);
        Ok(LValue::Mem { addr, ty: pointee })
    }

    /// Reads an lvalue: C's lvalue conversion, array and function decay, bit-field promotion.
    pub(crate) fn load(&mut self, lv: LValue) -> Value {
        match lv {
            LValue::Mem { addr, ty } => match self.module.types.kind(ty).clone() {
                TypeKind::Array(elem, _) => {
                    let quals = self.module.types.quals(ty);
                    let elem = self.module.types.qualified(elem, quals);
                    let arr_ptr = self.module.types.ptr_to(ty);
                    if self.ty_of(addr) != arr_ptr {
                        return addr;
                    }
                    let pty = self.module.types.ptr_to(elem);
                    let long = self.long_ty();
                    let zero = self.const_int(0, long);
                    self.val(InstData::ElemAddr { base: addr, index: zero }, pty)
                }
                TypeKind::Func(_) => addr,
                _ => {
                    let volatile = self.module.types.quals(ty).contains(Quals::VOLATILE);
                    let rty = self.module.types.unqualified(ty);
                    self.val(InstData::Load { addr, volatile }, rty)
                }
            },
            LValue::Bitfield { base, field, ty, width } => {
                let volatile = self.module.types.quals(ty).contains(Quals::VOLATILE);
                let rty = self.module.types.unqualified(ty);
                let v = self.val(InstData::BitfieldLoad { base, field, volatile }, rty);
                let promoted = self.bitfield_promoted(rty, width);
                self.convert(v, promoted)
            }
        }
    }

    /// gcc promotes a bit-field narrower than `int` to `int` (and an `unsigned int:32` stays
    /// `unsigned int`), whatever its declared type.
    pub(crate) fn bitfield_promoted(&mut self, ty: TypeId, width: u32) -> TypeId {
        let signed = self.module.types.is_signed(ty);
        if width < 32 || (width == 32 && signed) {
            self.int_ty()
        } else if width == 32 {
            self.module.types.int(IntKind::UInt)
        } else {
            ty
        }
    }

    /// Writes `value` (already of the lvalue's unqualified type) and returns the value the
    /// assignment expression has.
    pub(crate) fn store(&mut self, lv: LValue, value: Value) -> Value {
        match lv {
            LValue::Mem { addr, ty } => {
                let volatile = self.module.types.quals(ty).contains(Quals::VOLATILE);
                self.ins(InstData::Store { addr, value, volatile }, None);
                value
            }
            LValue::Bitfield { base, field, ty, width } => {
                let volatile = self.module.types.quals(ty).contains(Quals::VOLATILE);
                self.ins(InstData::BitfieldStore { base, field, value, volatile }, None);
                if volatile {
                    let promoted = self.bitfield_promoted(self.ty_of(value), width);
                    return self.convert(value, promoted);
                }
                // The value of the assignment is the truncated field, so read it back.
                self.load(lv)
            }
        }
    }

    /// Whether `e` is a null pointer constant (an integer constant expression equal to 0,
    /// possibly cast to `void *`).
    pub(crate) fn is_null_constant(&mut self, e: &Node<Expression>) -> R<bool> {
        if let Expression::Cast(_) | Expression::Constant(_) = &e.node {
            return Ok(matches!(self.const_eval(e)?, Some(CVal::Int(0, _))));
        }
        Ok(false)
    }

    // Unary operators.

    fn unary(&mut self, u: &Node<UnaryOperatorExpression>, e: &Node<Expression>) -> R<Option<Value>> {
        let operand = &u.node.operand;
        match u.node.operator.node {
            UnaryOperator::Address => match self.lvalue(operand)? {
                LValue::Mem { addr, ty } => {
                    // `&array` is a pointer to the array; `&"str"` likewise.
                    let pty = self.module.types.ptr_to(ty);
                    if self.ty_of(addr) != pty && self.module.types.func_type(ty).is_none() {
                        return Ok(Some(self.convert(addr, pty)));
                    }
                    Ok(Some(addr))
                }
                LValue::Bitfield { .. } => error(e.span, "cannot take the address of a bit-field", "bit-field"),
            },
            UnaryOperator::Indirection => {
                let lv = self.lvalue(e)?;
                if self.module.types.is_void(lv.ty()) {
                    return Ok(None);
                }
                Ok(Some(self.load(lv)))
            }
            UnaryOperator::Plus => {
                let v = self.arith_operand(operand)?;
                Ok(Some(self.promote(v)))
            }
            UnaryOperator::Minus => {
                let v = self.arith_operand(operand)?;
                let v = self.promote(v);
                let ty = self.ty_of(v);
                Ok(Some(self.val(InstData::Unary { op: UnaryOp::Neg, arg: v }, ty)))
            }
            UnaryOperator::Complement => {
                let v = self.arith_operand(operand)?;
                if !self.module.types.is_integer(self.ty_of(v)) {
                    return error(e.span, "`~` needs an integer operand", "not an integer");
                }
                let v = self.promote(v);
                let ty = self.ty_of(v);
                Ok(Some(self.val(InstData::Unary { op: UnaryOp::BitNot, arg: v }, ty)))
            }
            UnaryOperator::Negate => {
                let v = self.scalar(operand)?;
                let int = self.int_ty();
                if self.module.types.is_integer(self.ty_of(v)) {
                    return Ok(Some(self.val(InstData::Unary { op: UnaryOp::LogNot, arg: v }, int)));
                }
                let ty = self.ty_of(v);
                let zero = self.zero_of(ty);
                Ok(Some(self.val(InstData::Binary { op: BinaryOp::Eq, args: [v, zero] }, int)))
            }
            UnaryOperator::PreIncrement => self.increment(operand, true, true).map(Some),
            UnaryOperator::PreDecrement => self.increment(operand, false, true).map(Some),
            UnaryOperator::PostIncrement => self.increment(operand, true, false).map(Some),
            UnaryOperator::PostDecrement => self.increment(operand, false, false).map(Some),
        }
    }

    pub(crate) fn arith_operand(&mut self, e: &Node<Expression>) -> R<Value> {
        let v = self.rvalue(e)?;
        if !self.module.types.is_arithmetic(self.ty_of(v)) {
            return error(e.span, "expected an arithmetic operand", "not a number");
        }
        Ok(v)
    }

    // ++x, --x, x++, x--: computed in the promoted type (or as pointer arithmetic), converted back.
    fn increment(&mut self, operand: &Node<Expression>, up: bool, prefix: bool) -> R<Value> {
        let lv = self.lvalue(operand)?;
        let old = self.load(lv);
        let old_ty = self.ty_of(old);
        let lv_ty = self.module.types.unqualified(lv.ty());
        let new = if self.module.types.is_pointer(old_ty) {
            let long = self.long_ty();
            let step = self.const_int(if up { 1 } else { u64::MAX }, long);
            self.val(InstData::PtrAdd { base: old, index: step }, old_ty)
        } else if self.module.types.is_arithmetic(old_ty) {
            let int = self.int_ty();
            let one = self.const_int(1, int);
            let common = self.usual_arith(old_ty, int);
            let a = self.convert(old, common);
            let b = self.convert(one, common);
            let op = if up { BinaryOp::Add } else { BinaryOp::Sub };
            self.val(InstData::Binary { op, args: [a, b] }, common)
        } else {
            return error(operand.span, "cannot increment or decrement this type", "not a scalar");
        };
        let new = self.convert(new, lv_ty);
        let stored = self.store(lv, new);
        Ok(if prefix { stored } else { old })
    }

    // Binary operators.

    fn binary_expr(&mut self, b: &Node<BinaryOperatorExpression>, e: &Node<Expression>) -> R<Value> {
        use BinaryOperator as B;
        let op = &b.node.operator.node;
        match op {
            B::Index => {
                let lv = self.lvalue(e)?;
                Ok(self.load(lv))
            }
            B::LogicalAnd | B::LogicalOr => self.logical(b, matches!(op, B::LogicalAnd)),
            B::Assign => {
                let lv = self.lvalue(&b.node.lhs)?;
                let lty = lv.ty();
                let v = if self.module.types.is_pointer(lty) && self.is_null_constant(&b.node.rhs)? {
                    let ty = self.module.types.unqualified(lty);
                    self.expr(&b.node.rhs)?;
                    self.zero_of(ty)
                } else {
                    let v = self.rvalue(&b.node.rhs)?;
                    self.convert_assign(v, lty, b.node.rhs.span)?
                };
                Ok(self.store(lv, v))
            }
            _ if arith_op(op).is_some() => {
                let lv = self.lvalue(&b.node.lhs)?;
                let old = self.load(lv);
                let rhs = self.rvalue(&b.node.rhs)?;
                let res = self.arith(&arith_op(op).unwrap(), old, rhs, e.span)?;
                let lty = lv.ty();
                let res = self.convert_assign(res, lty, e.span)?;
                Ok(self.store(lv, res))
            }
            _ => {
                let l = self.rvalue(&b.node.lhs)?;
                let r = self.rvalue(&b.node.rhs)?;
                let is_cmp =
                    matches!(op, B::Less | B::Greater | B::LessOrEqual | B::GreaterOrEqual | B::Equals | B::NotEquals);
                if is_cmp {
                    let l_null = self.is_null_constant(&b.node.lhs)?;
                    let r_null = self.is_null_constant(&b.node.rhs)?;
                    return self.compare(op, l, r, l_null, r_null, e.span);
                }
                self.arith(op, l, r, e.span)
            }
        }
    }

    /// `l op r` for the arithmetic, bitwise, shift and additive operators (pointer arithmetic
    /// included), with the conversions C applies.
    pub(crate) fn arith(&mut self, op: &BinaryOperator, l: Value, r: Value, span: Span) -> R<Value> {
        use BinaryOperator as B;
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        let types = &self.module.types;
        let (lp, rp) = (types.is_pointer(lt), types.is_pointer(rt));
        if matches!(op, B::Plus) && (lp || rp) {
            let (p, i) = if lp { (l, r) } else { (r, l) };
            return self.ptr_add(p, i, false, span);
        }
        if matches!(op, B::Minus) && lp && !rp {
            return self.ptr_add(l, r, true, span);
        }
        if matches!(op, B::Minus) && lp && rp {
            let elem = self.module.types.pointee(lt).unwrap();
            self.check_type_layout(elem, span)?;
            // lang-c reads `struct __attribute__((packed)) S { ... }` as a reference to `S`: a
            // record vcc sees as incomplete may be complete to cc, its size unknown to vcc.
            if self.module.types.record_of(elem).is_some() && self.module.types.size_of(elem).is_none() {
                return unsupported(span, "subtracts pointers to a type vcc sees as incomplete");
            }
            return Ok(self.ptr_diff(l, r));
        }
        if !types.is_arithmetic(lt) || !types.is_arithmetic(rt) {
            return error(span, "invalid operands to binary operator", "operand types do not fit");
        }
        let ir = ir_op(op).expect("arithmetic operator");
        let needs_int =
            matches!(op, B::Modulo | B::ShiftLeft | B::ShiftRight | B::BitwiseAnd | B::BitwiseOr | B::BitwiseXor);
        if needs_int && (!types.is_integer(lt) || !types.is_integer(rt)) {
            return error(span, "invalid operands: integer operands required", "not integers");
        }
        if ir.is_shift() {
            let a = self.promote(l);
            let b = self.promote(r);
            let ty = self.ty_of(a);
            return Ok(self.val(InstData::Binary { op: ir, args: [a, b] }, ty));
        }
        let common = self.usual_arith(lt, rt);
        let a = self.convert(l, common);
        let b = self.convert(r, common);
        Ok(self.val(InstData::Binary { op: ir, args: [a, b] }, common))
    }

    /// `p + i` / `p - i`: the index becomes a `long` so that unsigned indices and negation work.
    fn ptr_add(&mut self, p: Value, i: Value, negate: bool, span: Span) -> R<Value> {
        if !self.module.types.is_integer(self.ty_of(i)) {
            return error(span, "pointer arithmetic needs an integer operand", "not an integer");
        }
        let long = self.long_ty();
        let i = self.promote(i);
        let mut index = self.convert(i, long);
        if negate {
            index = self.val(InstData::Unary { op: UnaryOp::Neg, arg: index }, long);
        }
        let ty = self.ty_of(p);
        if let Some(pointee) = self.module.types.pointee(ty) {
            self.check_type_layout(pointee, span)?;
        }
        Ok(self.val(InstData::PtrAdd { base: p, index }, ty))
    }

    /// `p - q`: the byte distance divided by the element size, as a `long` (ptrdiff_t).
    fn ptr_diff(&mut self, p: Value, q: Value) -> Value {
        let long = self.long_ty();
        let elem = self.module.types.pointee(self.ty_of(p)).unwrap();
        let size = self.module.types.size_of(elem).unwrap_or(1).max(1);
        let a = self.convert(p, long);
        let b = self.convert(q, long);
        let diff = self.val(InstData::Binary { op: BinaryOp::Sub, args: [a, b] }, long);
        if size == 1 {
            return diff;
        }
        let size = self.const_int(size, long);
        self.val(InstData::Binary { op: BinaryOp::Div, args: [diff, size] }, long)
    }

    /// A comparison, `int` 0 or 1.
    fn compare(&mut self, op: &BinaryOperator, l: Value, r: Value, l_null: bool, r_null: bool, span: Span) -> R<Value> {
        let ir = ir_op(op).unwrap();
        let int = self.int_ty();
        let (lt, rt) = (self.ty_of(l), self.ty_of(r));
        let types = &self.module.types;
        let (a, b) = if types.is_arithmetic(lt) && types.is_arithmetic(rt) {
            let common = self.usual_arith(lt, rt);
            (self.convert(l, common), self.convert(r, common))
        } else if types.is_pointer(lt) && (types.is_pointer(rt) || r_null || types.is_integer(rt)) {
            let b = if r_null { self.zero_of(lt) } else { self.convert(r, lt) };
            (l, b)
        } else if types.is_pointer(rt) && (l_null || types.is_integer(lt)) {
            let a = if l_null { self.zero_of(rt) } else { self.convert(l, rt) };
            (a, r)
        } else {
            return error(span, "invalid operands to comparison", "operand types do not fit");
        };
        Ok(self.val(InstData::Binary { op: ir, args: [a, b] }, int))
    }

    // a && b, a || b: the right operand is evaluated only when needed.
    fn logical(&mut self, b: &Node<BinaryOperatorExpression>, is_and: bool) -> R<Value> {
        let int = self.int_ty();
        let lhs = self.condition(&b.node.lhs)?;
        let rhs_block = self.new_block();
        let merge = self.new_block();
        let res = self.fs.func.dfg.append_block_param(merge, int);
        let short = self.const_int(if is_and { 0 } else { 1 }, int);
        let (then_dest, else_dest) = if is_and {
            (BlockCall::new(rhs_block, vec![]), BlockCall::new(merge, vec![short]))
        } else {
            (BlockCall::new(merge, vec![short]), BlockCall::new(rhs_block, vec![]))
        };
        self.terminate(InstData::Branch { cond: lhs, then_dest, else_dest });
        self.start_block(rhs_block);
        let r = self.scalar(&b.node.rhs)?;
        let r = self.is_nonzero(r);
        self.jump(merge, vec![r]);
        self.start_block(merge);
        Ok(res)
    }

    // c ? a : b, as control flow with the result as a block parameter.
    fn conditional(&mut self, c: &Node<ConditionalExpression>, e: &Node<Expression>) -> R<Option<Value>> {
        let cond = self.condition(&c.node.condition)?;
        let then_block = self.new_block();
        let else_block = self.new_block();
        let merge = self.new_block();
        self.terminate(InstData::Branch {
            cond,
            then_dest: BlockCall::new(then_block, vec![]),
            else_dest: BlockCall::new(else_block, vec![]),
        });
        let then_null = self.is_null_constant(&c.node.then_expression)?;
        let else_null = self.is_null_constant(&c.node.else_expression)?;
        // The result type needs both arms' types: lower them, then convert at the end of each.
        self.start_block(then_block);
        let a = self.expr(&c.node.then_expression)?;
        let then_end = self.fs.cur;
        self.fs.cur = None;
        self.start_block(else_block);
        let b = self.expr(&c.node.else_expression)?;
        let else_end = self.fs.cur;
        let ty = match (a, b) {
            (Some(a), Some(b)) => Some(self.conditional_type(a, b, then_null, else_null, e.span)?),
            _ => None,
        };
        let res = ty.map(|ty| self.fs.func.dfg.append_block_param(merge, ty));
        for (arm, end, is_null) in [(a, then_end, then_null), (b, else_end, else_null)] {
            self.fs.cur = end;
            let args = match (arm, ty) {
                (Some(v), Some(ty)) => {
                    let v = if is_null && self.module.types.is_pointer(ty) {
                        self.zero_of(ty)
                    } else {
                        self.convert(v, ty)
                    };
                    vec![v]
                }
                _ => vec![],
            };
            self.jump(merge, args);
        }
        self.fs.cur = None;
        self.start_block(merge);
        Ok(res)
    }

    fn conditional_type(&mut self, a: Value, b: Value, a_null: bool, b_null: bool, span: Span) -> R<TypeId> {
        let (at, bt) = (self.ty_of(a), self.ty_of(b));
        let types = &self.module.types;
        if types.is_arithmetic(at) && types.is_arithmetic(bt) {
            return Ok(self.usual_arith(at, bt));
        }
        if at == bt {
            return Ok(at);
        }
        if types.is_pointer(at) && b_null {
            return Ok(at);
        }
        if types.is_pointer(bt) && a_null {
            return Ok(bt);
        }
        if types.is_pointer(at) && types.is_pointer(bt) {
            let (pa, pb) = (types.pointee(at).unwrap(), types.pointee(bt).unwrap());
            if types.is_void(pa) {
                return Ok(at);
            }
            if types.is_void(pb) {
                return Ok(bt);
            }
            // Same pointee up to qualifiers: the result points to the union of both.
            let quals = types.quals(pa).union(types.quals(pb));
            let pointee = self.module.types.qualified(pa, quals);
            return Ok(self.module.types.ptr_to(pointee));
        }
        if types.is_pointer(at) && types.is_integer(bt) {
            return Ok(at);
        }
        if types.is_pointer(bt) && types.is_integer(at) {
            return Ok(bt);
        }
        error(span, "type mismatch in conditional expression", "arms have different types")
    }

    // Types of expressions without their code.

    /// Runs `f` with its instructions going to a block outside the layout, and throws the
    /// code away afterwards (for `sizeof expr` and `typeof`).
    fn detached<T>(&mut self, f: impl FnOnce(&mut Self) -> R<T>) -> R<T> {
        let saved_cur = self.fs.cur;
        let n_blocks = self.fs.func.layout.blocks().len();
        let scratch = self.new_block();
        self.fs.cur = Some(scratch);
        let res = f(self);
        let added: Vec<Block> = self.fs.func.layout.blocks()[n_blocks..].to_vec();
        for b in added {
            self.fs.func.layout.remove_block(b);
            self.fs.in_layout.remove(&b);
        }
        self.fs.cur = saved_cur;
        res
    }

    /// The type of the object an expression designates, before decay (`sizeof a` of an array).
    pub(crate) fn type_of_object(&mut self, e: &Node<Expression>) -> R<TypeId> {
        self.detached(|this| {
            if is_lvalue_expr(&e.node) {
                if let Expression::Identifier(id) = &e.node {
                    if let Some(Symbol::EnumConst(v)) = this.lookup(&id.node.name) {
                        let v = *v;
                        return Ok(this.enum_const_type(v));
                    }
                }
                return Ok(this.lvalue(e)?.ty());
            }
            match this.expr(e)? {
                Some(v) => Ok(this.ty_of(v)),
                None => Ok(this.module.types.void()),
            }
        })
    }

    /// The type of an expression's value (`typeof`).
    pub(crate) fn type_of_expr(&mut self, e: &Node<Expression>) -> R<TypeId> {
        self.type_of_object(e)
    }
}
