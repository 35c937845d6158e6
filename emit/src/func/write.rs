//! Instructions to C: the expression for each value, the statement for each effect, the
//! parallel copies on each edge, and the declarations of locals and slots, all following the
//! decisions `decide.rs` made.
//!
//! The IR initializes by storing, which C does not always allow: `const` members are written
//! through a cast, records with `const` members (which C cannot assign) are copied with
//! `__builtin_memcpy`, and a `const` bit-field by rebuilding its record in a compound literal.

use super::{CopySrc, FuncEmitter, Place, VarId};
use crate::ctype::{c_decl, c_type};
use crate::expr::{assign, binary, CExpr, PREC_ASSIGN, PREC_COND, PREC_LOG_OR, PREC_POSTFIX, PREC_UNARY};
use crate::literal::{float_literal, scalar_from_bits, string_literal, zero_of};
use crate::stmt::Stmt;
use crate::EmitError;
use midend::ir::*;

impl<'a> FuncEmitter<'a> {
    fn err(&self, msg: impl Into<String>) -> EmitError {
        EmitError::new(msg)
    }

    /// The slots declared in the body, with their names.
    pub fn slot_decls(&self) -> Vec<(StackSlot, String)> {
        let declared = |s: &StackSlot| !self.param_slot[*s];
        self.func.slots.keys().filter(declared).filter_map(|s| self.slot_names[s].clone().map(|n| (s, n))).collect()
    }

    /// The C expression for `v`.
    pub fn value(&self, v: Value) -> Result<CExpr, EmitError> {
        if let (Some(var), true) = (self.var_of[v], self.has_variable(v)) {
            return Ok(self.var_value(var));
        }
        match self.func.dfg.value_def(v) {
            ValueDef::Result(inst) if self.inlined[v] || self.is_everywhere_inline(v) => self.inst_expr(inst),
            _ => Err(self.err(format!("{} has no C name", v))),
        }
    }

    /// Whether `value` writes `v` as a variable of its own (not an expression in place).
    pub fn has_variable(&self, v: Value) -> bool {
        self.var_of[v].is_some() && !self.inlined[v]
    }

    fn global_name(&self, g: GlobalId) -> String {
        self.statics.get(&g).cloned().unwrap_or_else(|| self.module.globals[g].name.clone())
    }

    fn field_name(&self, base: Value, field: u32) -> Result<String, EmitError> {
        let ptr_ty = self.func.value_type(base);
        let rec = self
            .types
            .pointee(ptr_ty)
            .and_then(|t| self.types.record_of(t))
            .ok_or_else(|| self.err("a field access through a non-record pointer"))?;
        let def = &self.types.records[rec];
        def.fields
            .get(field as usize)
            .and_then(|f| f.name.clone())
            .ok_or_else(|| self.err("an access to an anonymous member"))
    }

    /// An array index or pointer offset. A widening cast of the index changes no value, so
    /// `a[(long)i]` is written `a[i]`.
    fn index_value(&self, index: Value) -> Result<CExpr, EmitError> {
        let inline = self.inlined[index] && self.var_of[index].is_none();
        // A constant index needs no suffix: `a[3]`, not `a[3L]`.
        let constant = self.func.dfg.defining_inst(index).filter(|_| inline).and_then(|i| match self.func.inst(i) {
            InstData::Const(Const::Int(bits)) => Some(*bits as i64),
            _ => None,
        });
        if let Some(value) = constant
            .filter(|v| i32::try_from(*v).is_ok() && (*v >= 0 || self.types.is_signed(self.func.value_type(index))))
        {
            return Ok(if value < 0 {
                CExpr::new(value.to_string(), PREC_UNARY)
            } else {
                CExpr::primary(value.to_string())
            });
        }
        if let Some(inst) = self.func.dfg.defining_inst(index).filter(|_| inline) {
            if let InstData::Cast { arg } = self.func.inst(inst) {
                let to = self.types.int_kind(self.func.value_type(index));
                let from = self.types.int_kind(self.func.value_type(*arg));
                if let (Some(to), Some(from)) = (to, from) {
                    let cs = self.types.char_is_signed;
                    let (fs, ts) = (from.is_signed_with(cs), to.is_signed_with(cs));
                    let widening = to.bits() > from.bits() && (ts || !fs) && from != IntKind::Bool;
                    if widening {
                        return self.value(*arg);
                    }
                }
            }
        }
        self.value(index)
    }

    fn is_zero(&self, v: Value) -> bool {
        self.func.dfg.defining_inst(v).is_some_and(|i| matches!(self.func.inst(i), InstData::Const(Const::Int(0))))
    }

    /// The place the pointer `addr` points to, written as naturally as its definition allows.
    fn place(&self, addr: Value) -> Result<Place, EmitError> {
        let inline = self.inlined[addr] || (self.is_everywhere_inline(addr) && self.var_of[addr].is_none());
        let def = self.func.dfg.defining_inst(addr).filter(|_| inline);
        let Some(inst) = def else { return Ok(Place::Deref(self.value(addr)?)) };
        Ok(match self.func.inst(inst) {
            InstData::SlotAddr(slot) => {
                let name = self.slot_names[*slot].clone().ok_or_else(|| self.err("a stack slot without a name"))?;
                Place::Lvalue(CExpr::primary(name))
            }
            InstData::GlobalAddr(g) => Place::Lvalue(CExpr::primary(self.global_name(*g))),
            InstData::ElemAddr { base, index } => Place::Lvalue(self.place(*base)?.index(&self.index_value(*index)?)),
            InstData::FieldAddr { base, field } => {
                Place::Lvalue(self.place(*base)?.member(&self.field_name(*base, *field)?))
            }
            InstData::PtrAdd { base, index } => Place::Index(self.value(*base)?, self.index_value(*index)?),
            _ => Place::Deref(self.value(addr)?),
        })
    }

    /// The lvalue `*addr`, through a `volatile` pointer when the access is volatile but the
    /// pointer type does not say so.
    fn deref(&self, addr: Value, volatile: bool) -> Result<CExpr, EmitError> {
        let ptr_ty = self.func.value_type(addr);
        let pointee = self.types.pointee(ptr_ty).ok_or_else(|| self.err("a load or store through a non-pointer"))?;
        if volatile && !self.types.quals(pointee).contains(Quals::VOLATILE) {
            let cast = format!("({})", crate::ctype::c_decl_qualified(self.types, pointee, "*", Quals::VOLATILE)?);
            let ptr = CExpr::prefix(&cast, &self.place(addr)?.address());
            return Ok(CExpr::prefix("*", &ptr));
        }
        Ok(self.place(addr)?.lvalue())
    }

    /// The lvalue a store writes. The IR initializes `const` members and locals by storing to
    /// them, which C only allows through a cast: `*(int *)&s.f0 = 1;` (GCC and Clang compile it
    /// as the initialization it is). A whole struct with `const` members is not assigned at all
    /// (`store_stmt` copies its bytes).
    fn store_target(&self, addr: Value, volatile: bool) -> Result<CExpr, EmitError> {
        let pointee =
            self.types.pointee(self.func.value_type(addr)).ok_or_else(|| self.err("a store through a non-pointer"))?;
        if !self.types.quals(pointee).contains(Quals::CONST) {
            return self.deref(addr, volatile);
        }
        let keep =
            if volatile || self.types.quals(pointee).contains(Quals::VOLATILE) { Quals::VOLATILE } else { Quals::NONE };
        let ptr = format!("({})", crate::ctype::c_decl_unqualified_with(self.types, pointee, "*", keep)?);
        Ok(CExpr::prefix("*", &CExpr::prefix(&ptr, &self.place(addr)?.address())))
    }

    /// Integer results narrower than `int` are computed in `int` by C; cast them back.
    fn narrow(&self, ty: TypeId, e: CExpr) -> Result<CExpr, EmitError> {
        match self.types.int_kind(ty) {
            Some(kind) if kind.rank() < IntKind::Int.rank() => Ok(CExpr::prefix(&format!("({})", kind.c_name()), &e)),
            _ => Ok(e),
        }
    }

    fn result_type(&self, inst: Inst) -> Result<TypeId, EmitError> {
        self.func
            .dfg
            .result(inst)
            .map(|v| self.func.value_type(v))
            .ok_or_else(|| self.err("an instruction without a result used as a value"))
    }

    fn cast_to(&self, ty: TypeId, arg: Value) -> Result<CExpr, EmitError> {
        let from = self.func.value_type(arg);
        // The address of an object is never null; GCC warns about testing it (-Waddress).
        let is_address = self.types.is_pointer(from)
            && self.is_everywhere_inline(arg)
            && !self.func.dfg.defining_inst(arg).is_some_and(|i| matches!(self.func.inst(i), InstData::Const(_)));
        if is_address && self.types.int_kind(ty) == Some(IntKind::Bool) {
            return Ok(crate::literal::int_literal(IntKind::Bool, 1, self.types.char_is_signed));
        }
        let inner = self.value(arg)?;
        if self.types.kind(from) == self.types.kind(ty) {
            return Ok(inner);
        }
        // `char *` to `const char *` is implicit in C; the cast is noise.
        if let (Some(from_pointee), Some(to_pointee)) = (self.types.pointee(from), self.types.pointee(ty)) {
            let adds_quals = self.types.quals(to_pointee).contains(self.types.quals(from_pointee));
            if adds_quals && self.types.kind(from_pointee) == self.types.kind(to_pointee) {
                return Ok(inner);
            }
        }
        Ok(CExpr::prefix(&format!("({})", c_type(self.types, ty)?), &inner))
    }

    /// The expression an instruction computes.
    pub fn inst_expr(&self, inst: Inst) -> Result<CExpr, EmitError> {
        let types = self.types;
        if crate::vector::is_vector_inst(self, inst) {
            return crate::vector::lower(self, inst);
        }
        match self.func.inst(inst) {
            InstData::Const(c) => {
                let ty = self.result_type(inst)?;
                match c {
                    Const::Int(bits) => scalar_from_bits(types, ty, *bits),
                    Const::Float(f) => match types.float_kind(ty) {
                        Some(kind) => Ok(float_literal(kind, *f)),
                        None => Err(self.err("a floating-point constant of a non-float type")),
                    },
                    Const::Null => scalar_from_bits(types, ty, 0),
                    Const::Str(bytes) => Ok(CExpr::primary(string_literal(bytes))),
                    Const::Undef => zero_of(types, ty),
                    Const::Vector(_) => Err(self.err("vector constants are not emitted yet")),
                }
            }
            InstData::Unary { op, arg } => {
                let ty = self.result_type(inst)?;
                let operand = self.value(*arg)?;
                let c_op = op.c_op().ok_or_else(|| self.err("a vector-only unary operation on a scalar"))?;
                let mut e = CExpr::prefix(c_op, &operand);
                if *op == UnaryOp::LogNot {
                    e.negated = Some(Box::new(operand));
                    return Ok(e);
                }
                self.narrow(ty, e)
            }
            InstData::Binary { op, args } => self.binary_expr(inst, *op, args),
            InstData::Cast { arg } => self.cast_to(self.result_type(inst)?, *arg),
            InstData::Select { cond, args } => {
                let ty = self.result_type(inst)?;
                let text = format!(
                    "{} ? {} : {}",
                    self.value(*cond)?.at(PREC_LOG_OR),
                    self.value(args[0])?.at(PREC_ASSIGN),
                    self.value(args[1])?.at(PREC_COND)
                );
                self.narrow(ty, CExpr::new(text, PREC_COND))
            }
            InstData::GlobalAddr(_)
            | InstData::SlotAddr(_)
            | InstData::ElemAddr { .. }
            | InstData::FieldAddr { .. }
            | InstData::PtrAdd { .. } => {
                let v = self.func.dfg.result(inst).ok_or_else(|| self.err("an address without a result"))?;
                self.inline_address(v)
            }
            InstData::FuncAddr(f) => Ok(CExpr::primary(self.module.funcs[*f].name.clone())),
            InstData::Load { addr, volatile } => self.deref(*addr, *volatile),
            InstData::BitfieldLoad { base, field, .. } => {
                Ok(self.place(*base)?.member(&self.field_name(*base, *field)?))
            }
            InstData::Call { callee: Callee::Direct(f), args } if self.module.funcs[*f].asm.is_some() => {
                self.asm_text(*f, args)
            }
            InstData::Call { callee, args } => {
                let target = match callee {
                    Callee::Direct(f) => self.module.funcs[*f].c_name().to_string(),
                    Callee::Indirect(v) => self.value(*v)?.at(PREC_POSTFIX),
                };
                let mut parts = Vec::new();
                for &a in args {
                    parts.push(self.value(a)?.at(PREC_ASSIGN));
                }
                // `va_arg`'s type argument is the instance's return type.
                if target == "__builtin_va_arg" {
                    let ty = self.func.dfg.result(inst).map(|r| self.func.value_type(r));
                    let ty = ty.ok_or_else(|| self.err("`va_arg` without a result"))?;
                    parts.push(crate::ctype::c_type(self.types, ty)?);
                }
                let call = format!("{}({})", target, parts.join(", "));
                // gcc clears the upper halves itself before calls to functions defined elsewhere
                // (and math builtins it computes inline need nothing): only calls to functions
                // of this file get the barrier, and not those that hold vectors themselves: they
                // are written with the target's attribute, so their code is VEX-encoded and
                // runs at full speed with the upper halves dirty.
                let defined_here = matches!(callee, Callee::Direct(f) if self.module.funcs[*f].unsupported.is_some()
                    || self.module.funcs[*f].body.as_ref().is_some_and(|b| !super::holds_vectors(self.types, b)));
                let scalar_call = args.iter().chain(self.func.dfg.result(inst).as_ref()).all(|&v| !self.is_vector(v));
                let barrier =
                    if defined_here && scalar_call && self.holds_vectors { self.vec.call_barrier() } else { None };
                match barrier {
                    Some(barrier) => Ok(CExpr::primary(format!("({}, {})", barrier, call))),
                    None => Ok(CExpr::primary(call)),
                }
            }
            _ => Err(self.err("a terminator or store used as a value")),
        }
    }

    /// An `asm` statement (`ir::AsmText`): its pieces with the arguments between them.
    fn asm_text(&self, f: FuncId, args: &[Value]) -> Result<CExpr, EmitError> {
        let pieces = &self.module.funcs[f].asm.as_ref().ok_or_else(|| self.err("not an asm statement"))?.pieces;
        if pieces.len() != args.len() + 1 {
            return Err(self.err("an asm statement with the wrong number of operands"));
        }
        // An address operand is written `*(address)`, or the variable whose address it is.
        let mut text = pieces[0].clone();
        for (&a, piece) in args.iter().zip(&pieces[1..]) {
            let arg = self.value(a)?.at(PREC_ASSIGN);
            if text.ends_with('*') {
                let is_name = |s: &&str| {
                    s.starts_with(|c: char| !c.is_ascii_digit())
                        && s.chars().all(|c| c == '_' || c.is_ascii_alphanumeric())
                };
                match arg.strip_prefix('&').filter(is_name) {
                    Some(name) => {
                        text.pop();
                        text.push_str(name);
                    }
                    None => text.push_str(&format!("({})", arg)),
                }
            } else {
                text.push_str(&arg);
            }
            text.push_str(piece);
        }
        Ok(CExpr::primary(text))
    }

    fn is_vector(&self, v: Value) -> bool {
        matches!(self.types.kind(self.func.value_type(v)), TypeKind::Vector(..) | TypeKind::Mask(_))
    }

    /// The address computed by an address instruction written inline: `&a[i]`, `p + i`, `&s`.
    fn inline_address(&self, v: Value) -> Result<CExpr, EmitError> {
        let inst = self.func.dfg.defining_inst(v).ok_or_else(|| self.err("an address that is a parameter"))?;
        Ok(match self.func.inst(inst) {
            InstData::PtrAdd { base, index } => binary(&self.value(*base)?, "+", &self.index_value(*index)?),
            _ => {
                let place = match self.func.inst(inst) {
                    InstData::SlotAddr(slot) => Place::Lvalue(CExpr::primary(
                        self.slot_names[*slot].clone().ok_or_else(|| self.err("an unnamed slot"))?,
                    )),
                    InstData::GlobalAddr(g) => Place::Lvalue(CExpr::primary(self.global_name(*g))),
                    // `&m[0]` is the array decayed: `m`.
                    InstData::ElemAddr { base, index } if self.is_zero(*index) => {
                        return Ok(self.place(*base)?.lvalue())
                    }
                    InstData::ElemAddr { base, index } => {
                        Place::Lvalue(self.place(*base)?.index(&self.index_value(*index)?))
                    }
                    InstData::FieldAddr { base, field } => {
                        Place::Lvalue(self.place(*base)?.member(&self.field_name(*base, *field)?))
                    }
                    _ => return Err(self.err("not an address")),
                };
                place.address()
            }
        })
    }

    fn binary_expr(&self, inst: Inst, op: BinaryOp, args: &[Value; 2]) -> Result<CExpr, EmitError> {
        let ty = self.result_type(inst)?;
        let lhs = self.value(args[0])?;
        let rhs = self.value(args[1])?;
        let Some(c_op) = op.c_op() else {
            return Err(self.err("a scalar min/max (vector-only operation)"));
        };
        if let Some(other) = self.plus_zero_operand(ty, op, args) {
            return self.value(other);
        }
        let mut e = binary(&lhs, c_op, &rhs);
        if op.is_comparison() {
            // `!(a < b)` is `a >= b` only when neither operand can be NaN.
            if !self.types.is_float(self.func.value_type(args[0])) {
                let inverse = match op {
                    BinaryOp::Eq => "!=",
                    BinaryOp::Ne => "==",
                    BinaryOp::Lt => ">=",
                    BinaryOp::Le => ">",
                    BinaryOp::Gt => "<=",
                    _ => "<",
                };
                e.negated = Some(Box::new(binary(&lhs, inverse, &rhs)));
            }
            return Ok(e);
        }
        self.narrow(ty, e)
    }

    /// For `x + 0`, `0 + x` and `x - 0` on integers where `x` already has the result's type:
    /// `x`, which is the same value (`(long)0 + i` reads as `i`). Not for floating types, where
    /// `-0.0 + 0.0` is `+0.0`, nor for types below `int` (and `_Bool`), whose sums C promotes.
    fn plus_zero_operand(&self, ty: TypeId, op: BinaryOp, args: &[Value; 2]) -> Option<Value> {
        let int_kind = self.types.int_kind(ty)?;
        if int_kind.rank() < IntKind::Int.rank() {
            return None;
        }
        let same = |v: Value| self.types.kind(self.func.value_type(v)) == self.types.kind(ty);
        let zero = |v: Value| {
            self.func.dfg.defining_inst(v).is_some_and(|i| matches!(self.func.inst(i), InstData::Const(Const::Int(0))))
        };
        match op {
            BinaryOp::Add if zero(args[0]) && same(args[1]) => Some(args[1]),
            BinaryOp::Add | BinaryOp::Sub if zero(args[1]) && same(args[0]) => Some(args[0]),
            _ => None,
        }
    }

    /// The statement an emitted, non-terminator instruction is written as (none for values
    /// written at their use).
    pub fn inst_stmt(&self, inst: Inst) -> Result<Option<Stmt>, EmitError> {
        if !self.is_emitted(inst) || self.param_spill[inst] {
            return Ok(None);
        }
        let data = self.func.inst(inst);
        if let Some(v) = self.func.dfg.result(inst) {
            if self.inlined[v] {
                return Ok(None);
            }
            if let Some(var) = self.var_of[v].filter(|_| self.live[v]) {
                return Ok(Some(Stmt::Expr(self.assign_inst(var, inst)?)));
            }
        }
        Ok(Some(match data {
            InstData::Store { .. } if crate::vector::is_vector_inst(self, inst) => {
                Stmt::Expr(crate::vector::lower(self, inst)?.text)
            }
            InstData::Store { addr, value, volatile } => Stmt::Expr(self.store_text(*addr, *value, *volatile)?),
            InstData::BitfieldStore { base, field, value, .. } => {
                Stmt::Expr(self.bitfield_store_text(*base, *field, *value)?)
            }
            InstData::Call { .. } => Stmt::Expr(self.inst_expr(inst)?.text),
            InstData::VectorStore { .. } | InstData::Scatter { .. } => {
                Stmt::Expr(crate::vector::lower(self, inst)?.text)
            }
            InstData::Load { .. } | InstData::BitfieldLoad { .. } => {
                Stmt::Expr(format!("(void){}", self.inst_expr(inst)?.at(PREC_UNARY)))
            }
            _ => return Ok(None),
        }))
    }

    /// `*addr = value`. A record with `const` members cannot be assigned in C, only
    /// initialized (`struct S l = f();`, which the IR writes as a store), so its bytes are
    /// copied instead.
    fn store_text(&self, addr: Value, value: Value, volatile: bool) -> Result<String, EmitError> {
        let pointee =
            self.types.pointee(self.func.value_type(addr)).ok_or_else(|| self.err("a store through a non-pointer"))?;
        if !has_const_member(self.types, pointee) {
            let lhs = self.store_target(addr, volatile)?;
            return Ok(assign(&lhs.text, &self.value(value)?));
        }
        let mut dst = self.place(addr)?.address();
        // `memcpy` takes a plain `void *`; the cast says the qualifiers are dropped on purpose.
        if volatile || !self.types.quals(pointee).is_empty() {
            dst = CExpr::prefix("(void *)", &dst);
        }
        self.copy_record(&dst, self.func.value_type(value), &self.value(value)?, self.is_in_var(value))
    }

    /// `__builtin_memcpy(dst, &src, sizeof(struct S))`: the assignment of a record C cannot
    /// assign. A source that is not a local variable (a call, a load) is first materialized as a
    /// one-element compound literal, `(struct S[1]){ f() }`, which an expression may initialize.
    fn copy_record(&self, dst: &CExpr, ty: TypeId, src: &CExpr, src_is_var: bool) -> Result<String, EmitError> {
        let src_addr = if src_is_var {
            CExpr::prefix("&", src)
        } else {
            let array = crate::ctype::c_decl_unqualified(self.types, ty, "[1]")?.replace(" [1]", "[1]");
            CExpr::primary(format!("({}){{ {} }}", array, src.at(PREC_ASSIGN)))
        };
        self.memcpy_text(dst, &src_addr, ty)
    }

    fn memcpy_text(&self, dst: &CExpr, src: &CExpr, ty: TypeId) -> Result<String, EmitError> {
        let size = crate::ctype::c_decl_unqualified(self.types, ty, "")?;
        Ok(format!("__builtin_memcpy({}, {}, sizeof({}))", dst.at(PREC_ASSIGN), src.at(PREC_ASSIGN), size))
    }

    /// Whether `v` is read from its own C variable (rather than written out at its use).
    fn is_in_var(&self, v: Value) -> bool {
        self.var_of[v].is_some() && !self.inlined[v]
    }

    /// A read of `var`: its name, viewed as the register type when it is held in its lanes'
    /// generic type (`Var::lanes`).
    fn var_value(&self, var: VarId) -> CExpr {
        let name = CExpr::primary(self.vars[var].name.clone());
        match &self.vars[var].lanes {
            Some((_, register)) => CExpr::prefix(&format!("({})", register), &name),
            None => name,
        }
    }

    /// `var = rhs`, converted to the variable's lanes type where it has one.
    fn assign_to(&self, var: VarId, rhs: &CExpr) -> String {
        match &self.vars[var].lanes {
            Some((lanes, _)) => assign(&self.vars[var].name, &CExpr::prefix(&format!("({})", lanes), rhs)),
            None => assign(&self.vars[var].name, rhs),
        }
    }

    /// `var = src` for a parallel copy.
    fn assign_var(&self, var: VarId, src: CopySrc) -> Result<String, EmitError> {
        let rhs = self.copy_src(src)?;
        let ty = self.vars[var].ty;
        if has_const_member(self.types, ty) {
            let src_is_var = match src {
                CopySrc::Temp(_) => true,
                CopySrc::Value(v) => self.is_in_var(v),
            };
            let dst = CExpr::prefix("&", &CExpr::primary(self.vars[var].name.clone()));
            return self.copy_record(&dst, ty, &rhs, src_is_var);
        }
        Ok(self.assign_to(var, &rhs))
    }

    /// `x = e`, or `x += e`, `x++` when `e` is `x + e` (not for types narrower than `int`, whose
    /// arithmetic is written with a cast).
    fn assign_inst(&self, var: VarId, inst: Inst) -> Result<String, EmitError> {
        let name = &self.vars[var].name;
        let rhs = self.inst_expr(inst)?;
        if has_const_member(self.types, self.vars[var].ty) {
            let dst = CExpr::prefix("&", &CExpr::primary(name.clone()));
            // A local variable overlaps no memory the program reads: copy straight from it.
            if let InstData::Load { addr, volatile: false } = self.func.inst(inst) {
                return self.memcpy_text(&dst, &self.place(*addr)?.address(), self.vars[var].ty);
            }
            return self.copy_record(&dst, self.vars[var].ty, &rhs, false);
        }
        if let InstData::Binary { op, args } = self.func.inst(inst) {
            let lhs_is_var = self.var_of[args[0]] == Some(var) && !self.inlined[args[0]];
            let ty = self.func.value_type(args[0]);
            // Vector operations are written by `vector`, not as C operators on the variable.
            let narrow =
                self.types.int_kind(ty).is_some_and(|k| k.rank() < IntKind::Int.rank()) || self.is_vector_like(args[0]);
            if let (true, false, Some(c_op)) = (lhs_is_var, narrow || op.is_comparison(), op.c_op()) {
                let operand = self.value(args[1])?;
                let is_one = self
                    .func
                    .dfg
                    .defining_inst(args[1])
                    .is_some_and(|i| matches!(self.func.inst(i), InstData::Const(Const::Int(1))));
                return Ok(match (c_op, is_one) {
                    ("+", true) => format!("{}++", name),
                    ("-", true) => format!("{}--", name),
                    _ => format!("{} {}= {}", name, c_op, operand.at(PREC_ASSIGN)),
                });
            }
        }
        Ok(self.assign_to(var, &rhs))
    }

    /// The record type `base` points to and its field number `field`.
    pub(super) fn bitfield_field(&self, base: Value, field: u32) -> Option<(TypeId, &'a Field)> {
        let types: &'a Types = self.types;
        let rec_ty = types.pointee(self.func.value_type(base))?;
        let rec = types.record_of(rec_ty)?;
        Some((rec_ty, types.records[rec].fields.get(field as usize)?))
    }

    /// `base->f = value`. The IR initializes a `const` bit-field, or any bit-field of a `const`
    /// record, by storing to it, which C does not allow: a member of a `const` record is written
    /// through a pointer cast to the unqualified record, and a `const` bit-field by rewriting the
    /// bytes that hold it (`const_bitfield_store_text`).
    fn bitfield_store_text(&self, base: Value, field: u32, value: Value) -> Result<String, EmitError> {
        let (rec_ty, field_def) =
            self.bitfield_field(base, field).ok_or_else(|| self.err("a bit-field store to a non-record"))?;
        let rhs = self.bitfield_value(base, field, value)?;
        if self.types.quals(field_def.ty).contains(Quals::CONST) {
            return self.const_bitfield_store_text(base, rec_ty, field, &rhs);
        }
        let name = self.field_name(base, field)?;
        let rec_quals = self.types.quals(rec_ty);
        if !rec_quals.contains(Quals::CONST) {
            return Ok(assign(&self.place(base)?.member(&name).text, &rhs));
        }
        let keep = if rec_quals.contains(Quals::VOLATILE) { Quals::VOLATILE } else { Quals::NONE };
        let ptr = format!("({})", crate::ctype::c_decl_unqualified_with(self.types, rec_ty, "*", keep)?);
        let record = CExpr::prefix(&ptr, &self.place(base)?.address());
        Ok(assign(&format!("{}->{}", record.at(PREC_POSTFIX), name), &rhs))
    }

    // memcpy(&s, &(struct S){ .a = s.a, .b = value, .c = s.c }, sizeof(struct S))
    //
    // A `const` bit-field has no lvalue in C and no address, so the record around it is
    // rebuilt: a compound literal may initialize it, and names every member (layout-free; only
    // the other members are read, so the record must hold no garbage: its slot is zeroed).
    // A union keeps only the member stored, as a store to a union member does.
    fn const_bitfield_store_text(
        &self,
        base: Value,
        rec_ty: TypeId,
        field: u32,
        value: &CExpr,
    ) -> Result<String, EmitError> {
        let rec = self.types.record_of(rec_ty).ok_or_else(|| self.err("a bit-field store to a non-record"))?;
        let def = &self.types.records[rec];
        let place = self.place(base)?;
        let mut inits = Vec::new();
        for (idx, member) in def.fields.iter().enumerate() {
            let Some(name) = &member.name else {
                // An unnamed bit-field holds no value; an anonymous struct or union has no name to copy it by.
                if member.bitfield.is_some() {
                    continue;
                }
                return Err(self.err("a const bit-field beside an anonymous member"));
            };
            if idx == field as usize {
                inits.push(format!(".{} = {}", name, value.at(PREC_ASSIGN)));
            } else if def.kind == RecordKind::Struct {
                if matches!(self.types.kind(member.ty), TypeKind::Array(..)) {
                    return Err(self.err("a const bit-field beside an array member"));
                }
                inits.push(format!(".{} = {}", name, place.member(name).text));
            }
        }
        let literal =
            format!("({}){{ {} }}", crate::ctype::c_decl_unqualified(self.types, rec_ty, "")?, inits.join(", "));
        let mut dst = place.address();
        if !self.types.quals(rec_ty).is_empty() {
            dst = CExpr::prefix("(void *)", &dst);
        }
        self.memcpy_text(&dst, &CExpr::prefix("&", &CExpr::primary(literal)), rec_ty)
    }

    /// The value stored to a bit-field; a constant is truncated to the field's width as the
    /// store would, so that GCC does not warn about the overflow.
    fn bitfield_value(&self, base: Value, field: u32, value: Value) -> Result<CExpr, EmitError> {
        let inline = self.inlined[value] && self.var_of[value].is_none();
        let constant = self.func.dfg.defining_inst(value).filter(|_| inline).and_then(|i| match self.func.inst(i) {
            InstData::Const(Const::Int(bits)) => Some(*bits),
            _ => None,
        });
        let rec = self.types.pointee(self.func.value_type(base)).and_then(|t| self.types.record_of(t));
        let field = rec.and_then(|r| self.types.records[r].fields.get(field as usize));
        let (Some(bits), Some(field), Some(kind)) = (constant, field, self.types.int_kind(self.func.value_type(value)))
        else {
            return self.value(value);
        };
        let Some(bf) = field.bitfield.filter(|bf| bf.width > 0 && bf.width < 64) else { return self.value(value) };
        let low = bits & ((1u64 << bf.width) - 1);
        let field_signed = self.types.is_signed(field.ty);
        let truncated = if field_signed && low >> (bf.width - 1) != 0 { low | !((1u64 << bf.width) - 1) } else { low };
        Ok(crate::literal::int_literal(kind, truncated, self.types.char_is_signed))
    }

    /// The statements of `block` before its terminator.
    pub fn block_stmts(&self, block: Block) -> Result<Vec<Stmt>, EmitError> {
        let mut res = Vec::new();
        for &inst in self.func.layout.block_insts(block) {
            if self.func.inst(inst).is_terminator() {
                break;
            }
            if let Some(stmt) = self.inst_stmt(inst)? {
                res.push(stmt);
            }
        }
        Ok(res)
    }

    /// How many statements `block` has before its terminator (without building them).
    pub fn block_stmt_count(&self, block: Block) -> usize {
        self.func
            .layout
            .block_insts(block)
            .iter()
            .filter(|&&i| {
                let data = self.func.inst(i);
                !data.is_terminator()
                    && self.is_emitted(i)
                    && !self.param_spill[i]
                    && !self.func.dfg.result(i).is_some_and(|v| self.inlined[v])
            })
            .count()
    }

    /// The copies a jump needs, as an ordered list of (destination, source) pairs still to be
    /// sequentialized.
    fn pending_copies(&self, dest: &BlockCall) -> Vec<(VarId, CopySrc)> {
        let params = self.func.dfg.block_params(dest.block);
        let mut res = Vec::new();
        for (idx, &arg) in dest.args.iter().enumerate() {
            let Some(&param) = params.get(idx) else { continue };
            let Some(dst) = self.var_of[param].filter(|_| self.live[param]) else { continue };
            let root = self.copy_root(arg);
            let same = !self.inlined[root] && self.var_of[root] == Some(dst);
            if !same {
                res.push((dst, CopySrc::Value(arg)));
            }
        }
        res
    }

    /// The parallel copy for a jump as sequential assignments: a copy is written once no other
    /// pending copy still reads its destination; a cycle (a swap) saves one source in a
    /// temporary first.
    pub fn edge_copies(&mut self, dest: &BlockCall) -> Result<Vec<Stmt>, EmitError> {
        let mut pending = self.pending_copies(dest);
        let mut out = Vec::new();
        let reads = |this: &Self, src: CopySrc| -> Vec<VarId> {
            match src {
                CopySrc::Temp(t) => vec![t],
                CopySrc::Value(v) => {
                    let mut r = Vec::new();
                    this.reads_vars(v, &mut r);
                    r
                }
            }
        };
        while !pending.is_empty() {
            let ready = (0..pending.len()).find(|&i| {
                let dst = pending[i].0;
                pending.iter().enumerate().all(|(j, &(_, src))| j == i || !reads(self, src).contains(&dst))
            });
            match ready {
                Some(i) => {
                    let (dst, src) = pending.remove(i);
                    let text = match src {
                        CopySrc::Value(v) if self.inlined[v] && self.func.dfg.defining_inst(v).is_some() => {
                            self.assign_inst(dst, self.func.dfg.defining_inst(v).unwrap())?
                        }
                        _ => self.assign_var(dst, src)?,
                    };
                    out.push(Stmt::Expr(text));
                }
                None => {
                    // Save a source that reads another copy's destination: that unblocks it.
                    let pick = (0..pending.len())
                        .find(|&i| {
                            let src_reads = reads(self, pending[i].1);
                            matches!(pending[i].1, CopySrc::Value(_))
                                && pending.iter().enumerate().any(|(j, &(d, _))| j != i && src_reads.contains(&d))
                        })
                        .ok_or_else(|| EmitError::new("a parallel copy that cannot be ordered"))?;
                    let (dst, src) = pending[pick];
                    let ty = self.vars[dst].ty;
                    let name = self.namer.fresh(Some(&format!("{}_old", self.vars[dst].name)));
                    let temp = self.new_var(name, ty);
                    out.push(Stmt::Expr(self.assign_var(temp, src)?));
                    pending[pick].1 = CopySrc::Temp(temp);
                }
            }
        }
        Ok(out)
    }

    fn copy_src(&self, src: CopySrc) -> Result<CExpr, EmitError> {
        match src {
            CopySrc::Temp(t) => Ok(self.var_value(t)),
            CopySrc::Value(v) => self.value(v),
        }
    }

    /// `(void)p;` for named parameters the body no longer reads, and `(void)f;` for the
    /// `static` functions inlined into it.
    pub fn unused_param_stmts(&self) -> Vec<Stmt> {
        let mut res = Vec::new();
        for &p in self.func.params() {
            if self.uses[p] == 0 {
                if let Some(var) = self.var_of[p] {
                    res.push(Stmt::Expr(format!("(void){}", self.vars[var].name)));
                }
            }
        }
        // A `static` function whose calls were inlined is still named once, as the original
        // named it: otherwise gcc's -Wunused-function finds it unused.
        for &f in &self.func.inlined {
            if self.module.funcs[f].linkage == midend::ir::Linkage::Internal {
                res.push(Stmt::Expr(format!("(void){}", self.module.funcs[f].name)));
            }
        }
        res
    }

    /// Each local's (not parameter's) name and declaration without its `;`: `("i", "int i")`.
    /// `declare.rs` decides where each goes.
    pub fn var_decls(&self) -> Result<Vec<(String, String)>, EmitError> {
        let mut res = Vec::new();
        for var in &self.vars[self.n_param_vars..] {
            let decl = if let Some((lanes, _)) = &var.lanes {
                format!("{} {}", lanes, var.name)
            } else if matches!(self.types.kind(var.ty), TypeKind::Vector(..) | TypeKind::Mask(_)) {
                format!("{} {}", self.vec.c_type(self.types, var.ty)?, var.name)
            } else {
                crate::ctype::c_decl_unqualified(self.types, var.ty, &var.name)?
            };
            res.push((var.name.clone(), decl));
        }
        Ok(res)
    }

    pub fn slot_decl(&self, slot: StackSlot, name: &str) -> Result<String, EmitError> {
        let data = &self.func.slots[slot];
        let decl = c_decl(self.types, data.ty, name)?;
        let init = if self.zeroed_slot[slot] { " = {0}" } else { "" };
        Ok(match data.align {
            Some(align) => format!("{} __attribute__((aligned({}))){};", decl, align, init),
            None => format!("{}{};", decl, init),
        })
    }
}

/// Whether assigning a whole object of type `ty` is forbidden by a `const` member.
fn has_const_member(types: &Types, ty: TypeId) -> bool {
    match types.kind(ty) {
        TypeKind::Record(rec) => {
            types.records[*rec].const_padding
                || types.records[*rec]
                    .fields
                    .iter()
                    .any(|f| types.quals(f.ty).contains(Quals::CONST) || has_const_member(types, f.ty))
        }
        TypeKind::Array(elem, _) => types.quals(*elem).contains(Quals::CONST) || has_const_member(types, *elem),
        _ => false,
    }
}
