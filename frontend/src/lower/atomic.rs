//! gcc's atomic builtins (`__atomic_load_n`, `__atomic_store_n`, `__atomic_fetch_add`,
//! `__sync_fetch_and_add`, ...): calls the output writes back as they are.
//!
//! Most are type-generic: `__atomic_load_n(p, order)` returns `*p`'s type. The IR gives a
//! function name one type, so each builtin is declared once per type it is called with, as an
//! instance named `builtin.N` (`FuncDecl::c_name` strips the suffix; the text IR prints and
//! parses the instance like any declaration). The fences and `__sync_synchronize` have one
//! type and are declared under their own names. The midend treats every one of them as a
//! call of unknown effect, and the vectorizers refuse loops that contain one
//! (`FuncDecl::is_atomic`).

use super::{unsupported, Lowerer, R};
use lang_c::ast::*;
use lang_c::span::Node;
use midend::ir::*;

/// A parameter of an atomic builtin, in terms of the first argument's pointer type.
#[derive(Clone, Copy)]
enum P {
    /// The first argument as it is (a pointer to the atomic object).
    Ptr,
    /// The object's type (unqualified).
    Obj,
    /// A pointer argument taken with its own type (`expected` of a compare-exchange).
    OwnPtr,
    /// A memory order, or `weak`.
    Int,
}

/// What a builtin returns.
#[derive(Clone, Copy)]
enum Ret {
    Void,
    Obj,
    Bool,
}

/// The generic builtins: parameters and result, and whether the object may be a pointer.
fn generic_signature(name: &str) -> Option<(Vec<P>, Ret, bool)> {
    use P::*;
    const OPS: [&str; 6] = ["add", "sub", "and", "or", "xor", "nand"];
    let arith = |prefix: &str, suffix: &str| OPS.iter().any(|op| name == format!("{}{}{}", prefix, op, suffix));
    Some(match name {
        "__atomic_load_n" => (vec![Ptr, Int], Ret::Obj, true),
        "__atomic_store_n" => (vec![Ptr, Obj, Int], Ret::Void, true),
        "__atomic_exchange_n" => (vec![Ptr, Obj, Int], Ret::Obj, true),
        "__atomic_compare_exchange_n" => (vec![Ptr, OwnPtr, Obj, Int, Int, Int], Ret::Bool, true),
        "__atomic_test_and_set" => (vec![Ptr, Int], Ret::Bool, true),
        "__atomic_clear" => (vec![Ptr, Int], Ret::Void, true),
        "__sync_bool_compare_and_swap" => (vec![Ptr, Obj, Obj], Ret::Bool, true),
        "__sync_val_compare_and_swap" => (vec![Ptr, Obj, Obj], Ret::Obj, true),
        "__sync_lock_test_and_set" => (vec![Ptr, Obj], Ret::Obj, false),
        "__sync_lock_release" => (vec![Ptr], Ret::Void, false),
        _ if arith("__atomic_fetch_", "") || arith("__atomic_", "_fetch") => (vec![Ptr, Obj, Int], Ret::Obj, false),
        _ if arith("__sync_fetch_and_", "") || arith("__sync_", "_and_fetch") => (vec![Ptr, Obj], Ret::Obj, false),
        _ => return None,
    })
}

impl Lowerer<'_> {
    /// A call of an atomic builtin `name` that the program does not declare itself.
    pub(crate) fn atomic_call(&mut self, name: &str, c: &Node<CallExpression>) -> R<Option<Value>> {
        let span = c.node.callee.span;
        let fixed = match name {
            "__atomic_thread_fence" | "__atomic_signal_fence" => Some(vec![TypeKind::Int(IntKind::Int)]),
            "__sync_synchronize" => Some(vec![]),
            _ => None,
        };
        if let Some(params) = fixed {
            let void = self.module.types.void();
            let params: Vec<TypeId> =
                params.into_iter().map(|k| self.module.types.intern(Type { kind: k, quals: Quals::NONE })).collect();
            let ty = self.module.types.func(FuncType { ret: void, params, variadic: false, has_prototype: true });
            let f =
                self.module.func_by_name(name).unwrap_or_else(|| self.module.funcs.push(FuncDecl::external(name, ty)));
            return self.atomic_args(f, c);
        }
        let Some((params, ret, pointers_ok)) = generic_signature(name) else {
            return unsupported(span, format!("uses `{}`", name));
        };
        if c.node.arguments.len() != params.len() {
            return unsupported(span, format!("calls `{}` with {} arguments", name, c.node.arguments.len()));
        }
        // The argument values, right to left as gcc evaluates a call's arguments; converted to
        // the instance's parameter types once the first one's type is known.
        let mut values = Vec::new();
        for arg in c.node.arguments.iter().rev() {
            values.push(self.rvalue(arg)?);
        }
        values.reverse();
        let ptr = self.ty_of(values[0]);
        let obj = match self.module.types.pointee(ptr) {
            Some(t) => self.module.types.unqualified(t),
            None => return unsupported(span, format!("calls `{}` on something that is not a pointer", name)),
        };
        let obj_ok = self.module.types.is_integer(obj) || (pointers_ok && self.module.types.is_pointer(obj));
        if !obj_ok {
            let what = super::convert::c_spelling(&self.module.types, obj);
            return unsupported(span, format!("calls `{}` on a `{}`", name, what));
        }
        let mut param_tys = Vec::new();
        for (p, &v) in params.iter().zip(&values) {
            param_tys.push(match p {
                P::Ptr => ptr,
                P::Obj => obj,
                P::OwnPtr if self.module.types.is_pointer(self.ty_of(v)) => self.ty_of(v),
                P::OwnPtr => {
                    return unsupported(span, format!("calls `{}` without a pointer to the expected value", name))
                }
                P::Int => self.int_ty(),
            });
        }
        let ret = match ret {
            Ret::Void => self.module.types.void(),
            Ret::Obj => obj,
            Ret::Bool => self.module.types.int(IntKind::Bool),
        };
        let ty =
            self.module.types.func(FuncType { ret, params: param_tys.clone(), variadic: false, has_prototype: true });
        let f = self.instance(name, ty);
        let mut args = Vec::new();
        for ((v, pty), arg) in values.into_iter().zip(param_tys).zip(&c.node.arguments) {
            args.push(self.convert_assign(v, pty, arg.span)?);
        }
        Ok(self.atomic_ins(f, args))
    }

    /// A builtin with one type: its arguments converted to the parameters, then the call.
    fn atomic_args(&mut self, f: FuncId, c: &Node<CallExpression>) -> R<Option<Value>> {
        let ft = self.module.types.func_type(self.module.funcs[f].ty).unwrap().clone();
        if c.node.arguments.len() != ft.params.len() {
            let name = self.module.funcs[f].name.clone();
            return unsupported(c.span, format!("calls `{}` with {} arguments", name, c.node.arguments.len()));
        }
        let mut args = Vec::new();
        for (arg, &pty) in c.node.arguments.iter().zip(&ft.params).rev() {
            let v = self.rvalue(arg)?;
            args.push(self.convert_assign(v, pty, arg.span)?);
        }
        args.reverse();
        Ok(self.atomic_ins(f, args))
    }

    fn atomic_ins(&mut self, f: FuncId, args: Vec<Value>) -> Option<Value> {
        let ret = self.module.types.func_type(self.module.funcs[f].ty).unwrap().ret;
        let ret_ty = if self.module.types.is_void(ret) { None } else { Some(ret) };
        self.ins(InstData::Call { callee: Callee::Direct(f), args }, ret_ty)
    }

    /// The instance of the generic builtin `name` (`__atomic_load_n`, `__builtin_va_arg`) with type `ty`, declared on first use.
    pub(crate) fn instance(&mut self, name: &str, ty: TypeId) -> FuncId {
        let mut count = 0;
        for (id, decl) in self.module.funcs.iter() {
            if generic_builtin(&decl.name) == Some(name) {
                if decl.ty == ty {
                    return id;
                }
                count += 1;
            }
        }
        let instance = format!("{}.{}", name, count + 1);
        self.module.funcs.push(FuncDecl::external(&instance, ty))
    }
}
