//! Names for the anonymous structs and unions of file scope that no typedef names
//! (`RecordDef::typeof_expr`): a member's type `((struct S *)0)->o`, a member of that
//! `((struct S *)0)->o.precode`, a global's `tbl[0]`. The user's file defines each such type
//! once; a regenerated function must use that same type (a second definition would be another,
//! incompatible type), so the output writes `__typeof__(expr)`.
//!
//! Named records' members are tried first, then globals, in declaration order; records defined
//! inside functions (`RecordDef::local`) are left alone, and so is a record only reachable
//! through a pointer or a bit-field.

use midend::ir::*;

/// Gives every anonymous file-scope record reachable from a named record or a global its
/// `typeof_expr`.
pub(crate) fn name_anonymous_records(module: &mut Module) {
    let named: Vec<(RecordId, String)> = module
        .types
        .records
        .iter()
        .filter(|(_, r)| !r.local && r.complete)
        .filter_map(|(id, r)| r.spelling.clone().map(|s| (id, s)))
        .collect();
    for (rec, spelling) in named {
        members(&mut module.types, rec, &format!("(({} *)0)->", spelling), 0);
    }
    let globals: Vec<(TypeId, String)> = module
        .globals
        .values()
        .filter(|g| !matches!(g.linkage, Linkage::Local(_)))
        .map(|g| (g.ty, g.name.clone()))
        .collect();
    for (ty, name) in globals {
        object(&mut module.types, ty, name, 0);
    }
}

/// Deep enough for any real record; keeps a malformed cycle from recursing forever.
const MAX_DEPTH: u32 = 16;

/// An object of type `ty` written `expr`: name its record if it is an anonymous one.
fn object(types: &mut Types, ty: TypeId, expr: String, depth: u32) {
    if depth > MAX_DEPTH {
        return;
    }
    match types.kind(ty).clone() {
        TypeKind::Array(elem, _) => object(types, elem, format!("{}[0]", expr), depth + 1),
        TypeKind::Record(rec) => {
            let def = &types.records[rec];
            if def.spelling.is_some() || def.local || !def.complete {
                return;
            }
            if def.typeof_expr.is_none() {
                types.records[rec].typeof_expr = Some(expr.clone());
            }
            members(types, rec, &format!("{}.", expr), depth + 1);
        }
        _ => {}
    }
}

/// The members of `rec`, each written `prefix` + its name; an unnamed struct or union member's
/// own members are reached with the same prefix, as C11 allows.
fn members(types: &mut Types, rec: RecordId, prefix: &str, depth: u32) {
    if depth > MAX_DEPTH {
        return;
    }
    let fields: Vec<Field> = types.records[rec].fields.clone();
    for field in fields.into_iter().filter(|f| f.bitfield.is_none()) {
        match &field.name {
            Some(name) => object(types, field.ty, format!("{}{}", prefix, name), depth + 1),
            None => {
                if let Some(inner) = types.record_of(field.ty) {
                    members(types, inner, prefix, depth + 1);
                }
            }
        }
    }
}
