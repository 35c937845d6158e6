//! gcc's checked arithmetic builtins: `__builtin_add_overflow(a, b, &r)` (and `sub`, `mul`),
//! and their typed forms (`__builtin_sadd_overflow`, `__builtin_umulll_overflow`, ...).
//!
//! `__builtin_add_overflow` computes `a + b` in infinite precision, stores it wrapped to `*r`'s
//! type and returns whether it did not fit; `a`, `b` and `*r` may have any integer types, and
//! the result depends on all three. Like the atomics, each generic builtin is declared once per
//! type it is called with (`__builtin_add_overflow.N: fn(A, B, *R) -> _Bool`), its arguments
//! passed with their own types, and the emitter writes the call back under the builtin's name.
//! The typed forms have one signature each (`int`, `long` or `long long`, signed or not), with
//! their arguments converted to it. The midend sees a call of unknown effect (it writes `*r`).

use super::{unsupported, Lowerer, R};
use lang_c::ast::*;
use lang_c::span::Node;
use midend::ir::*;

/// The operations, in the builtins' spelling.
const OPS: [&str; 3] = ["add", "sub", "mul"];

/// Whether `name` is a checked arithmetic builtin this file lowers.
pub(crate) fn is_overflow_builtin(name: &str) -> bool {
    typed_operand(name).is_some() || OPS.iter().any(|op| name == format!("__builtin_{}_overflow", op))
}

/// The operand type of a typed form: `__builtin_saddl_overflow` is `long`.
fn typed_operand(name: &str) -> Option<IntKind> {
    let body = name.strip_prefix("__builtin_")?.strip_suffix("_overflow")?;
    let (signed, rest) = match body.split_at_checked(1)? {
        ("s", rest) => (true, rest),
        ("u", rest) => (false, rest),
        _ => return None,
    };
    let op = OPS.iter().find(|op| rest.starts_with(*op))?;
    Some(match (&rest[op.len()..], signed) {
        ("", true) => IntKind::Int,
        ("", false) => IntKind::UInt,
        ("l", true) => IntKind::Long,
        ("l", false) => IntKind::ULong,
        ("ll", true) => IntKind::LongLong,
        ("ll", false) => IntKind::ULongLong,
        _ => return None,
    })
}

impl Lowerer<'_> {
    /// A call of a checked arithmetic builtin that the program does not declare itself.
    pub(crate) fn overflow_call(&mut self, name: &str, c: &Node<CallExpression>) -> R<Option<Value>> {
        let span = c.node.callee.span;
        if c.node.arguments.len() != 3 {
            return unsupported(span, format!("calls `{}` with {} arguments", name, c.node.arguments.len()));
        }
        // Right to left, as gcc evaluates a call's arguments.
        let mut values = Vec::new();
        for arg in c.node.arguments.iter().rev() {
            values.push(self.rvalue(arg)?);
        }
        values.reverse();
        let bool_ty = self.module.types.int(IntKind::Bool);
        let f = match typed_operand(name) {
            Some(kind) => {
                let operand = self.module.types.int(kind);
                let ptr = self.module.types.ptr_to(operand);
                let params = vec![operand, operand, ptr];
                let ty =
                    self.module.types.func(FuncType { ret: bool_ty, params, variadic: false, has_prototype: true });
                for (idx, v) in values.iter_mut().enumerate() {
                    let pty = if idx == 2 { ptr } else { operand };
                    *v = self.convert_assign(*v, pty, c.node.arguments[idx].span)?;
                }
                self.module.func_by_name(name).unwrap_or_else(|| self.module.funcs.push(FuncDecl::external(name, ty)))
            }
            None => {
                let types = &self.module.types;
                let is_int = |t: TypeId| types.is_integer(t) && types.int_kind(t) != Some(IntKind::Bool);
                let result = types.pointee(self.ty_of(values[2]));
                let result_ok =
                    result.is_some_and(|r| is_int(types.unqualified_of(r)) && !types.quals(r).contains(Quals::CONST));
                if !is_int(self.ty_of(values[0])) || !is_int(self.ty_of(values[1])) || !result_ok {
                    return unsupported(span, format!("calls `{}` on operands that are not integers", name));
                }
                let params: Vec<TypeId> = values.iter().map(|&v| self.ty_of(v)).collect();
                let ty =
                    self.module.types.func(FuncType { ret: bool_ty, params, variadic: false, has_prototype: true });
                self.instance(name, ty)
            }
        };
        Ok(self.ins(InstData::Call { callee: Callee::Direct(f), args: values }, Some(bool_ty)))
    }
}
