//! Variadic functions' argument access: `va_list` (gcc's `__builtin_va_list`) and
//! `va_start`, `va_arg`, `va_end`, `va_copy` (`__builtin_va_*` once preprocessed).
//!
//! On x86-64 `__builtin_va_list` is an array of one `struct __va_list_tag` (24 bytes): a
//! `va_list` variable decays to a pointer to its element when passed, and a `va_list`
//! parameter is that pointer. The IR has the record under the spelling `struct __va_list_tag`,
//! which C cannot name (the emitter writes `__typeof__(**(__builtin_va_list *)0)`). The four
//! macros become calls the output writes back as they are: `__builtin_va_start(ap, last)`
//! (the last named parameter's incoming value as a variadic argument), `__builtin_va_end(ap)`,
//! `__builtin_va_copy(dst, src)`, and `va_arg` a call of an instance
//! `__builtin_va_arg.N: fn(*tag) -> T` per type `T`, which the emitter writes
//! `__builtin_va_arg(ap, T)`. Other targets' `va_list` is kept out of the subset: what uses it
//! is kept as written.

use super::{unsupported, Lowerer, R};
use lang_c::ast::*;
use lang_c::span::Node;
use midend::ir::*;

/// The IR spelling of x86-64's `va_list` element (`emit` writes it in a form C accepts).
pub const VA_LIST_TAG: &str = "struct __va_list_tag";

impl Lowerer<'_> {
    /// x86-64's `va_list`: an array of one `struct __va_list_tag`.
    pub(crate) fn va_list_type(&mut self) -> TypeId {
        let tag = self.va_list_tag();
        self.module.types.array_of(tag, Some(1))
    }

    /// The record `struct __va_list_tag`, made on first use.
    fn va_list_tag(&mut self) -> TypeId {
        let types = &mut self.module.types;
        if let Some(id) =
            types.records.iter().find(|(_, r)| r.spelling.as_deref() == Some(VA_LIST_TAG)).map(|(id, _)| id)
        {
            return types.record(id);
        }
        let uint = types.int(IntKind::UInt);
        let void = types.void();
        let void_ptr = types.ptr_to(void);
        let field = |name: &str, ty, offset| Field { name: Some(name.into()), ty, offset, bitfield: None };
        let fields = vec![
            field("gp_offset", uint, 0),
            field("fp_offset", uint, 4),
            field("overflow_arg_area", void_ptr, 8),
            field("reg_save_area", void_ptr, 16),
        ];
        let id = types.records.push(RecordDef {
            kind: RecordKind::Struct,
            spelling: Some(VA_LIST_TAG.into()),
            fields,
            size: 24,
            align: 8,
            complete: true,
            const_padding: false,
            local: false,
            typeof_expr: None,
        });
        types.record(id)
    }

    /// A pointer to the `va_list` element: what `ap` is as a call argument.
    fn va_list_arg(&mut self, e: &Node<Expression>, what: &str) -> R<Value> {
        let v = self.rvalue(e)?;
        let tag = self.va_list_tag();
        let ok = self.module.types.pointee(self.ty_of(v)).is_some_and(|p| self.module.types.unqualified(p) == tag);
        if !ok {
            return unsupported(e.span, format!("uses `{}` on something that is not a `va_list`", what));
        }
        Ok(v)
    }

    /// `__builtin_va_start`, `__builtin_va_end`, `__builtin_va_copy`; None for other names.
    pub(crate) fn va_call(&mut self, name: &str, c: &Node<CallExpression>) -> R<Option<Option<Value>>> {
        let what = name.trim_start_matches("__builtin_");
        let args = &c.node.arguments;
        let n_ptrs = match (what, args.len()) {
            ("va_start", 2) | ("va_end", 1) => 1,
            ("va_copy", 2) => 2,
            _ => return Ok(None),
        };
        let tag = self.va_list_tag();
        let tag_ptr = self.module.types.ptr_to(tag);
        let mut values = Vec::new();
        for arg in args.iter().take(n_ptrs).rev() {
            values.push(self.va_list_arg(arg, what)?);
        }
        values.reverse();
        if what == "va_start" {
            if !self.fs.func.ty.and_then(|t| self.module.types.func_type(t)).is_some_and(|ft| ft.variadic) {
                return unsupported(c.span, "uses `va_start` outside a variadic function");
            }
            // gcc only checks that the second argument names the last parameter: pass that
            // parameter's incoming value, which the output writes under the parameter's name.
            let entry = self.fs.func.entry_block().unwrap();
            let Some(&last) = self.fs.func.dfg.block_params(entry).last() else {
                return unsupported(c.span, "uses `va_start` in a function without named parameters");
            };
            values.push(last);
        }
        let void = self.module.types.void();
        let params = vec![tag_ptr; n_ptrs];
        let variadic = what == "va_start";
        let ty = self.module.types.func(FuncType { ret: void, params, variadic, has_prototype: true });
        let f = self.module.func_by_name(name).unwrap_or_else(|| self.module.funcs.push(FuncDecl::external(name, ty)));
        Ok(Some(self.ins(InstData::Call { callee: Callee::Direct(f), args: values }, None)))
    }

    /// `va_arg(ap, T)`: a call of the instance of `__builtin_va_arg` that returns `T`.
    pub(crate) fn va_arg(&mut self, e: &Node<VaArgExpression>) -> R<Value> {
        let ty = self.type_name(&e.node.type_name)?;
        let ty = self.module.types.unqualified(ty);
        if !self.module.types.is_scalar(ty) {
            let what = super::convert::c_spelling(&self.module.types, ty);
            return unsupported(e.span, format!("uses `va_arg` of a `{}`", what));
        }
        let ap = self.va_list_arg(&e.node.va_list, "va_arg")?;
        let tag = self.va_list_tag();
        let tag_ptr = self.module.types.ptr_to(tag);
        let fty =
            self.module.types.func(FuncType { ret: ty, params: vec![tag_ptr], variadic: false, has_prototype: true });
        let f = self.instance("__builtin_va_arg", fty);
        Ok(self.val(InstData::Call { callee: Callee::Direct(f), args: vec![ap] }, ty))
    }
}
