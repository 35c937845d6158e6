//! Calls: direct and through function pointers, argument conversions (prototype or default
//! promotions), and the gcc builtins that `math.h` and users' code call.
//!
//! It deliberately rejects `setjmp`/`longjmp` as unsupported: the functions that use them are
//! kept as written. `va_*` are `variadic.rs`'s, gcc's atomic builtins `atomic.rs`'s, the
//! checked arithmetic ones `overflow.rs`'s, basic `asm("...")` `asm.rs`'s.

use super::{error, unsupported, Lowerer, Symbol, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::*;

impl Lowerer<'_> {
    pub(crate) fn call(&mut self, c: &Node<CallExpression>) -> R<Option<Value>> {
        let callee_expr = &c.node.callee;
        let mut direct = None;
        if let Expression::Identifier(id) = &callee_expr.node {
            let name = id.node.name.as_str();
            if matches!(
                name,
                "setjmp" | "_setjmp" | "sigsetjmp" | "__sigsetjmp" | "longjmp" | "_longjmp" | "siglongjmp"
            ) {
                let what = if name.contains("setjmp") { "setjmp" } else { "longjmp" };
                return unsupported(callee_expr.span, format!("uses `{}`", what));
            }
            if name == "__builtin_expect" && c.node.arguments.len() == 2 {
                let v = self.rvalue(&c.node.arguments[0])?;
                self.rvalue(&c.node.arguments[1])?;
                let long = self.long_ty();
                return Ok(Some(self.convert(v, long)));
            }
            if name.starts_with("__builtin_va") && self.lookup(name).is_none() {
                if let Some(v) = self.va_call(name, c)? {
                    return Ok(v);
                }
            }
            if name.starts_with("__builtin_va") || name == "__builtin_apply" {
                return unsupported(callee_expr.span, "uses variadic argument access (`va_start`/`va_arg`)");
            }
            if self.lookup(name).is_none() && super::overflow::is_overflow_builtin(name) {
                return self.overflow_call(name, c);
            }
            if self.lookup(name).is_none() && name.starts_with("__builtin") {
                if let Some(v) = self.builtin_value(name, c)? {
                    return Ok(Some(v));
                }
                self.declare_builtin(name, callee_expr.span)?;
            }
            // GNU C's `asm("...")` without qualifiers parses as a call of an undeclared `asm`.
            if name == "asm" && self.lookup(name).is_none() {
                return self.asm_call(c);
            }
            if self.lookup(name).is_none() && is_atomic_builtin(name) {
                return self.atomic_call(name, c);
            }
            match self.lookup(name) {
                Some(Symbol::Func(f)) => direct = Some(*f),
                None if name.starts_with("__builtin") => {
                    return unsupported(callee_expr.span, format!("uses `{}`", name))
                }
                None => {
                    // gcc 12 still accepts C89's implicit declarations (with a warning).
                    return unsupported(id.span, format!("calls `{}` without a declaration", name));
                }
                _ => {}
            }
        }
        let (callee, fn_ty) = match direct {
            Some(f) => (Callee::Direct(f), self.module.funcs[f].ty),
            None => {
                let v = self.rvalue(callee_expr)?;
                let pty = self.ty_of(v);
                match self.module.types.pointee(pty) {
                    Some(fty) if self.module.types.func_type(fty).is_some() => (Callee::Indirect(v), fty),
                    _ => {
                        return error(
                            callee_expr.span,
                            "called object is not a function or function pointer",
                            "not a function",
                        )
                    }
                }
            }
        };
        let ft = self.module.types.func_type(fn_ty).unwrap().clone();
        let n_args = c.node.arguments.len();
        if ft.has_prototype && (n_args < ft.params.len() || (n_args > ft.params.len() && !ft.variadic)) {
            return error(
                c.span,
                format!("wrong number of arguments: expected {}, got {}", ft.params.len(), n_args),
                "in this call",
            );
        }
        let args = self.call_args(&ft, &c.node.arguments)?;
        let ret = ft.ret;
        let ret_ty = if self.module.types.is_void(ret) { None } else { Some(ret) };
        Ok(self.ins(InstData::Call { callee, args }, ret_ty))
    }

    /// The arguments, converted to the parameter types (or by the default argument promotions
    /// past the prototype).
    fn call_args(&mut self, ft: &FuncType, arguments: &[Node<Expression>]) -> R<Vec<Value>> {
        // gcc evaluates arguments right to left; the order is unspecified in C, but the
        // regenerated program must print what the original printed when built with gcc.
        let mut args = Vec::new();
        for (idx, arg) in arguments.iter().enumerate().rev() {
            let v = match ft.params.get(idx).filter(|_| ft.has_prototype) {
                Some(&pty) => {
                    if self.module.types.is_pointer(pty) && self.is_null_constant(arg)? {
                        self.expr(arg)?;
                        self.zero_of(pty)
                    } else {
                        let v = self.rvalue(arg)?;
                        self.convert_assign(v, pty, arg.span)?
                    }
                }
                None => {
                    let v = self.rvalue(arg)?;
                    self.default_promote(v)
                }
            };
            args.push(v);
        }
        args.reverse();
        Ok(args)
    }

    /// gcc builtins that are constants or simple expressions (what `math.h`'s `INFINITY`,
    /// `NAN` and `isnan` expand to).
    fn builtin_value(&mut self, name: &str, c: &Node<CallExpression>) -> R<Option<Value>> {
        let kind = match name.trim_start_matches("__builtin_") {
            "inf" | "huge_val" | "nan" => FloatKind::Double,
            "inff" | "huge_valf" | "nanf" => FloatKind::Float,
            "infl" | "huge_vall" | "nanl" => FloatKind::LongDouble,
            "isnan" if c.node.arguments.len() == 1 => {
                // isnan(x) is x != x.
                let v = self.arith_operand(&c.node.arguments[0])?;
                let int = self.int_ty();
                return Ok(Some(self.val(InstData::Binary { op: BinaryOp::Ne, args: [v, v] }, int)));
            }
            _ => return Ok(None),
        };
        let ty = self.module.types.float(kind);
        let value = if name.starts_with("__builtin_nan") {
            let quiet = matches!(c.node.arguments.as_slice(), [arg] if matches!(&arg.node, Expression::StringLiteral(s) if s.node.concat() == "\"\""));
            if !quiet {
                return unsupported(c.span, format!("uses `{}` with a payload", name));
            }
            f64::NAN
        } else {
            f64::INFINITY
        };
        Ok(Some(self.val(InstData::Const(Const::Float(value)), ty)))
    }

    /// Declares a gcc builtin that the output can call by name, if vcc knows its type.
    fn declare_builtin(&mut self, name: &str, span: Span) -> R<()> {
        use IntKind::*;
        let short_name = name.trim_start_matches("__builtin_");
        let int = |k: IntKind| TypeKind::Int(k);
        let double = TypeKind::Float(FloatKind::Double);
        let float = TypeKind::Float(FloatKind::Float);
        let void_ptr = TypeKind::Ptr(self.module.types.void());
        let const_ptr =
            |types: &mut Types, kind: TypeKind| TypeKind::Ptr(types.intern(Type { kind, quals: Quals::CONST }));
        let const_void_ptr = const_ptr(&mut self.module.types, TypeKind::Void);
        let const_char_ptr = const_ptr(&mut self.module.types, int(Char));
        let mut variadic = false;
        let (ret, params): (TypeKind, Vec<TypeKind>) = match short_name {
            // The <string.h> functions that lz4 and zstd call by their builtin names.
            "memcpy" | "memmove" => (void_ptr.clone(), vec![void_ptr, const_void_ptr, int(ULong)]),
            "memset" => (void_ptr.clone(), vec![void_ptr, int(Int), int(ULong)]),
            "memcmp" => (int(Int), vec![const_void_ptr.clone(), const_void_ptr, int(ULong)]),
            "strlen" => (int(ULong), vec![const_char_ptr]),
            "popcount" | "clz" | "ctz" | "parity" | "ffs" => (int(Int), vec![int(UInt)]),
            "popcountl" | "clzl" | "ctzl" | "parityl" | "ffsl" => (int(Int), vec![int(ULong)]),
            "popcountll" | "clzll" | "ctzll" | "parityll" | "ffsll" => (int(Int), vec![int(ULongLong)]),
            "bswap16" => (int(UShort), vec![int(UShort)]),
            "bswap32" => (int(UInt), vec![int(UInt)]),
            "bswap64" => (int(ULong), vec![int(ULong)]),
            "abs" => (int(Int), vec![int(Int)]),
            "labs" => (int(Long), vec![int(Long)]),
            "fabs" | "sqrt" | "floor" | "ceil" | "trunc" | "round" => (double.clone(), vec![double]),
            "fabsf" | "sqrtf" | "floorf" | "ceilf" | "truncf" | "roundf" => (float.clone(), vec![float]),
            "isfinite" | "isinf" | "isnormal" | "signbit" | "isinf_sign" => (int(Int), vec![double]),
            "trap" | "unreachable" => (TypeKind::Void, vec![]),
            // A hint: `(addr)`, `(addr, rw)` or `(addr, rw, locality)`, the last two integer
            // constants, which the output writes as literals.
            "prefetch" => {
                variadic = true;
                (TypeKind::Void, vec![const_void_ptr])
            }
            _ => return unsupported(span, format!("uses `{}`", name)),
        };
        let ret = self.module.types.intern(Type { kind: ret, quals: Quals::NONE });
        let params =
            params.into_iter().map(|k| self.module.types.intern(Type { kind: k, quals: Quals::NONE })).collect();
        let ty = self.module.types.func(FuncType { ret, params, variadic, has_prototype: true });
        let depth = self.scopes.len();
        // Builtins are visible everywhere: declare at file scope.
        let saved: Vec<_> = self.scopes.drain(1..depth).collect();
        self.declare_function(name, ty, Linkage::External, span);
        self.scopes.extend(saved);
        Ok(())
    }

    /// The default argument promotions (variadic arguments, unprototyped calls).
    fn default_promote(&mut self, v: Value) -> Value {
        let ty = self.ty_of(v);
        if self.module.types.float_kind(ty) == Some(FloatKind::Float) {
            let double = self.module.types.float(FloatKind::Double);
            return self.convert(v, double);
        }
        self.promote(v)
    }
}
