//! Types written as C: declarators (`int (*fp)(int)`, `int (*p)[10]`, `char *const s`), record
//! types by their spelling, and the hook for vector types.
//!
//! The writer builds a declarator inside out, as C reads it: a pointer wraps its inner declarator
//! in parentheses when an array or function suffix would otherwise bind tighter. It does not
//! invent names for anonymous records: a record without a `spelling` cannot be written, and the
//! function that needs it is left as the user wrote it. The element of x86-64's `va_list`,
//! `struct __va_list_tag` in the IR, is `__typeof__(**(__builtin_va_list *)0)`, an array of one
//! of them `__builtin_va_list`.

use crate::EmitError;

/// The IR's spelling of x86-64's `va_list` element (the frontend's `variadic.rs`).
const VA_LIST_TAG: &str = "struct __va_list_tag";
use midend::ir::{Quals, TypeId, TypeKind, Types};

/// `ty` declaring `name` (`name` may be empty for an abstract declarator, as in a cast).
pub fn c_decl(types: &Types, ty: TypeId, name: &str) -> Result<String, EmitError> {
    declarator(types, ty, name.to_string(), types.quals(ty))
}

/// The type alone, as written in a cast: `int *`, `int (*)[10]`.
pub fn c_type(types: &Types, ty: TypeId) -> Result<String, EmitError> {
    c_decl(types, ty, "")
}

/// Like `c_decl`, without the outermost qualifiers (the type of a local that holds an rvalue).
pub fn c_decl_unqualified(types: &Types, ty: TypeId, name: &str) -> Result<String, EmitError> {
    declarator(types, ty, name.to_string(), Quals::NONE)
}

/// Like `c_decl_unqualified`, with exactly `quals` on the outermost type.
pub fn c_decl_unqualified_with(types: &Types, ty: TypeId, name: &str, quals: Quals) -> Result<String, EmitError> {
    declarator(types, ty, name.to_string(), quals)
}

/// Like `c_decl`, with `extra` qualifiers added to the outermost type.
pub fn c_decl_qualified(types: &Types, ty: TypeId, name: &str, extra: Quals) -> Result<String, EmitError> {
    declarator(types, ty, name.to_string(), types.quals(ty).union(extra))
}

fn quals_prefix(quals: Quals) -> String {
    let mut out = String::new();
    if quals.contains(Quals::CONST) {
        out.push_str("const ");
    }
    if quals.contains(Quals::VOLATILE) {
        out.push_str("volatile ");
    }
    if quals.contains(Quals::RESTRICT) {
        out.push_str("restrict ");
    }
    out
}

fn is_va_list_tag(types: &Types, ty: TypeId) -> bool {
    let rec = types.record_of(ty);
    rec.is_some_and(|r| types.records[r].spelling.as_deref() == Some(VA_LIST_TAG))
}

/// `quals` are the qualifiers of this level of the type (for an array, they qualify the
/// element, as in C).
fn declarator(types: &Types, ty: TypeId, inner: String, quals: Quals) -> Result<String, EmitError> {
    let base = |spelling: &str| {
        let mut out = quals_prefix(quals);
        out.push_str(spelling);
        if !inner.is_empty() {
            out.push(' ');
            out.push_str(&inner);
        }
        out
    };
    match types.kind(ty) {
        TypeKind::Void => Ok(base("void")),
        TypeKind::Int(kind) => Ok(base(kind.c_name())),
        TypeKind::Float(kind) => Ok(base(kind.c_name())),
        TypeKind::Record(rec) => match &types.records[*rec].spelling {
            // x86-64's `va_list` element, which C cannot name by its tag.
            Some(spelling) if spelling == VA_LIST_TAG => Ok(base("__typeof__(**(__builtin_va_list *)0)")),
            Some(spelling) => Ok(base(spelling)),
            None => match &types.records[*rec].typeof_expr {
                Some(expr) => Ok(base(&format!("__typeof__({})", expr))),
                None => Err(EmitError::new("an anonymous struct or union that no typedef names")),
            },
        },
        TypeKind::Ptr(pointee) => {
            // `int *const p`: the pointer's own qualifiers follow the star.
            let own = quals_prefix(quals).trim_end().to_string();
            let mut star = String::from("*");
            star.push_str(&own);
            if !own.is_empty() && !inner.is_empty() {
                star.push(' ');
            }
            star.push_str(&inner);
            let needs_parens = matches!(types.kind(*pointee), TypeKind::Array(..) | TypeKind::Func(_));
            let inner = if needs_parens { format!("({})", star) } else { star };
            declarator(types, *pointee, inner, types.quals(*pointee))
        }
        // x86-64's `va_list` itself.
        TypeKind::Array(elem, Some(1)) if is_va_list_tag(types, *elem) => Ok(base("__builtin_va_list")),
        TypeKind::Array(elem, len) => {
            let suffix = match len {
                Some(n) => format!("{}[{}]", inner, n),
                None => format!("{}[]", inner),
            };
            declarator(types, *elem, suffix, types.quals(*elem).union(quals))
        }
        TypeKind::Func(ft) => {
            let mut params = Vec::new();
            for &p in &ft.params {
                params.push(c_type(types, p)?);
            }
            if ft.variadic {
                params.push("...".into());
            }
            let list = if params.is_empty() && ft.has_prototype { "void".to_string() } else { params.join(", ") };
            declarator(types, ft.ret, format!("{}({})", inner, list), types.quals(ft.ret))
        }
        TypeKind::Vector(..) | TypeKind::Mask(_) => match vector_type_name(types, ty) {
            // Hook for the vector lowering: vector values are declared through the typedefs that
            // `vector_typedef` writes into the prelude.
            Some(name) => Ok(base(&name)),
            None => Err(EmitError::new(format!("vector type {} has no C spelling", types.display(ty)))),
        },
    }
}

/// The typedef name of a generic (vector_size) vector type: `vcc_v8_float`, `vcc_m8` for masks.
/// `None` when the element type has no one-word name for a typedef.
pub fn vector_type_name(types: &Types, ty: TypeId) -> Option<String> {
    match types.kind(ty) {
        TypeKind::Vector(elem, lanes) => {
            let elem_name = match types.kind(*elem) {
                TypeKind::Int(kind) => kind.ir_name(),
                TypeKind::Float(kind) => kind.ir_name(),
                _ => return None,
            };
            Some(format!("vcc_v{}_{}", lanes, elem_name))
        }
        TypeKind::Mask(lanes) => Some(format!("vcc_m{}", lanes)),
        _ => None,
    }
}

/// The prelude line that defines a generic vector type's typedef (GCC/Clang vector extension).
/// A mask is a vector of 32-bit integers, as the comparison of 32-bit lanes produces.
pub fn vector_typedef(types: &Types, ty: TypeId) -> Option<String> {
    let name = vector_type_name(types, ty)?;
    let size = match types.kind(ty) {
        TypeKind::Mask(lanes) => *lanes as u64 * 4,
        _ => types.size_of(ty)?,
    };
    let elem = match types.kind(ty) {
        TypeKind::Vector(elem, _) => c_type(types, *elem).ok()?,
        _ => "int".to_string(),
    };
    Some(format!("typedef {} {} __attribute__((vector_size({})));", elem, name, size))
}

#[cfg(test)]
mod tests {
    use super::*;
    use midend::ir::{FloatKind, FuncType, IntKind, RecordDef, RecordKind};

    #[test]
    fn scalars_pointers_and_qualifiers() {
        let mut types = Types::new();
        let int = types.int(IntKind::Int);
        let uchar = types.int(IntKind::UChar);
        let cchar = {
            let c = types.int(IntKind::Char);
            types.qualified(c, Quals::CONST)
        };
        let pcc = types.ptr_to(cchar);
        let const_ptr = types.qualified(pcc, Quals::CONST);
        let pint = types.ptr_to(int);
        let restrict_ptr = types.qualified(pint, Quals::RESTRICT);
        let vint = types.qualified(int, Quals::VOLATILE);
        let pvint = types.ptr_to(vint);
        let ppint = types.ptr_to(pint);
        assert_eq!(c_decl(&types, int, "x").unwrap(), "int x");
        assert_eq!(c_decl(&types, uchar, "c").unwrap(), "unsigned char c");
        assert_eq!(c_decl(&types, pcc, "s").unwrap(), "const char *s");
        assert_eq!(c_decl(&types, const_ptr, "s").unwrap(), "const char *const s");
        assert_eq!(c_decl(&types, restrict_ptr, "p").unwrap(), "int *restrict p");
        assert_eq!(c_decl(&types, pvint, "p").unwrap(), "volatile int *p");
        assert_eq!(c_decl(&types, ppint, "pp").unwrap(), "int **pp");
        assert_eq!(c_type(&types, pint).unwrap(), "int *");
        assert_eq!(c_type(&types, const_ptr).unwrap(), "const char *const");
    }

    #[test]
    fn arrays_and_function_pointers() {
        let mut types = Types::new();
        let int = types.int(IntKind::Int);
        let double = types.float(FloatKind::Double);
        let arr = types.array_of(int, Some(10));
        let arr2 = types.array_of(arr, Some(3));
        let parr = types.ptr_to(arr);
        let fty = types.func(FuncType { ret: int, params: vec![int], variadic: false, has_prototype: true });
        let pf = types.ptr_to(fty);
        let fvoid = types.func(FuncType { ret: double, params: vec![], variadic: false, has_prototype: true });
        let pfvoid = types.ptr_to(fvoid);
        let pint = types.ptr_to(int);
        let fret = types.func(FuncType { ret: pf, params: vec![pint], variadic: true, has_prototype: true });
        let pfret = types.ptr_to(fret);
        let arr_of_pf = types.array_of(pf, Some(4));
        let carr = types.qualified(arr, Quals::CONST);
        assert_eq!(c_decl(&types, arr, "a").unwrap(), "int a[10]");
        assert_eq!(c_decl(&types, arr2, "m").unwrap(), "int m[3][10]");
        assert_eq!(c_decl(&types, parr, "p").unwrap(), "int (*p)[10]");
        assert_eq!(c_type(&types, parr).unwrap(), "int (*)[10]");
        assert_eq!(c_decl(&types, pf, "fp").unwrap(), "int (*fp)(int)");
        assert_eq!(c_decl(&types, pfvoid, "g").unwrap(), "double (*g)(void)");
        assert_eq!(c_decl(&types, pfret, "h").unwrap(), "int (*(*h)(int *, ...))(int)");
        assert_eq!(c_decl(&types, arr_of_pf, "table").unwrap(), "int (*table[4])(int)");
        assert_eq!(c_decl(&types, carr, "k").unwrap(), "const int k[10]");
    }

    #[test]
    fn records_and_vectors() {
        let mut types = Types::new();
        let named = types.records.push(RecordDef {
            kind: RecordKind::Struct,
            spelling: Some("struct S0".into()),
            fields: vec![],
            size: 0,
            align: 1,
            complete: true,
            const_padding: false,
            local: false,
            typeof_expr: None,
        });
        let anon = types.records.push(RecordDef {
            kind: RecordKind::Union,
            spelling: None,
            fields: vec![],
            size: 0,
            align: 1,
            complete: true,
            const_padding: false,
            local: false,
            typeof_expr: None,
        });
        let s = types.record(named);
        let ps = types.ptr_to(s);
        let u = types.record(anon);
        assert_eq!(c_decl(&types, ps, "p").unwrap(), "struct S0 *p");
        assert!(c_decl(&types, u, "u").is_err());
        let float = types.float(FloatKind::Float);
        let v = types.vector(float, 8);
        assert_eq!(c_decl(&types, v, "x").unwrap(), "vcc_v8_float x");
        assert_eq!(vector_typedef(&types, v).unwrap(), "typedef float vcc_v8_float __attribute__((vector_size(32)));");
    }
}
