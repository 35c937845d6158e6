//! Invalid redeclarations at file scope, which a compiler rejects and vcc must not "fix": a
//! second definition of an object or a function, declarations of one name with incompatible
//! types (C11 6.7p4, 6.2.7), and one name as both an object and a function. Checked when the
//! later declaration is in the main file; names from declarations vcc could not read are left
//! alone.

use super::{error, Lowerer, Symbol, R};
use lang_c::span::Span;
use midend::ir::{TypeId, TypeKind, Types};

impl Lowerer<'_> {
    /// Before `name` is declared (or defined) as a function of type `ty` at `span`.
    pub(crate) fn check_function_redeclaration(&mut self, name: &str, ty: TypeId, span: Span, defining: bool) -> R<()> {
        if !self.is_main_file(span) {
            return self.note_definition(name, defining);
        }
        match self.scopes[0].names.get(name) {
            Some(Symbol::Func(f)) if !compatible(&self.module.types, self.module.funcs[*f].ty, ty) => {
                return error(
                    span,
                    format!("conflicting types for `{}`", name),
                    "conflicts with an earlier declaration",
                );
            }
            Some(Symbol::Object { .. }) => {
                return error(
                    span,
                    format!("`{}` redeclared as a different kind of symbol", name),
                    "already declared as an object",
                );
            }
            _ => {}
        }
        if defining && self.defined.contains(name) {
            return error(span, format!("redefinition of `{}`", name), "already defined");
        }
        self.note_definition(name, defining)
    }

    /// Before `name` is declared as a file-scope object of type `ty` at `span`, with an
    /// initializer when `defining`.
    pub(crate) fn check_object_redeclaration(&mut self, name: &str, ty: TypeId, span: Span, defining: bool) -> R<()> {
        if !self.is_main_file(span) {
            return self.note_definition(name, defining);
        }
        match self.scopes[0].names.get(name) {
            Some(Symbol::Object { ty: old, .. }) if !compatible(&self.module.types, *old, ty) => {
                return error(
                    span,
                    format!("conflicting types for `{}`", name),
                    "conflicts with an earlier declaration",
                );
            }
            Some(Symbol::Func(_)) => {
                return error(
                    span,
                    format!("`{}` redeclared as a different kind of symbol", name),
                    "already declared as a function",
                );
            }
            _ => {}
        }
        if defining && self.defined.contains(name) {
            return error(span, format!("redefinition of `{}`", name), "already defined");
        }
        self.note_definition(name, defining)
    }

    fn note_definition(&mut self, name: &str, defining: bool) -> R<()> {
        if defining {
            self.defined.insert(name.to_string());
        }
        Ok(())
    }
}

/// Whether `new` is `old` with a prototype where `old`, a pointer to a function, has none (the
/// composite type of the two is then `new`).
pub(crate) fn adds_prototype(types: &Types, old: TypeId, new: TypeId) -> bool {
    let (Some(old_fn), Some(new_fn)) = (types.pointee(old), types.pointee(new)) else { return false };
    match (types.func_type(old_fn), types.func_type(new_fn)) {
        (Some(f), Some(g)) => !f.has_prototype && g.has_prototype && compatible(types, old, new),
        _ => false,
    }
}

/// C's compatible types: the same type, or the same shape where an array's length or a
/// function's parameters are left unsaid on one side.
pub(crate) fn compatible(types: &Types, a: TypeId, b: TypeId) -> bool {
    if a == b {
        return true;
    }
    if types.quals(a) != types.quals(b) {
        return false;
    }
    match (types.kind(a), types.kind(b)) {
        (TypeKind::Ptr(x), TypeKind::Ptr(y)) => compatible(types, *x, *y),
        (TypeKind::Array(x, n), TypeKind::Array(y, m)) => {
            compatible(types, *x, *y) && (n == m || n.is_none() || m.is_none())
        }
        (TypeKind::Func(f), TypeKind::Func(g)) => {
            let params = || {
                f.variadic == g.variadic
                    && f.params.len() == g.params.len()
                    && f.params.iter().zip(&g.params).all(|(p, q)| compatible(types, *p, *q))
            };
            // Without a prototype, the parameters are not compared (gcc checks promotions).
            compatible(types, f.ret, g.ret) && (!f.has_prototype || !g.has_prototype || params())
        }
        (x, y) => x == y,
    }
}
