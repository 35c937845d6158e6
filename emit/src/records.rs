//! Records defined inside functions (`RecordDef::local`): the output defines them at file scope,
//! under vcc's tag (`struct vcc_pt_3`), just before the first new function that uses them. A
//! definition is written from the record's members in order, with their bit-field widths; the
//! frontend only marks records local when C lays them out from their members alone, so gcc and
//! clang lay the written definition out as vcc did.

use crate::ctype::c_decl;
use crate::EmitError;
use midend::ir::{Function, RecordId, TypeId, TypeKind, Types};
use std::collections::BTreeSet;

/// The local records `func` names: in its values' and slots' types, through pointers, arrays,
/// function types and members. An error if one of them cannot be written.
pub fn used_by(types: &Types, func: &Function) -> Result<BTreeSet<RecordId>, EmitError> {
    let mut found = BTreeSet::new();
    let mut seen = BTreeSet::new();
    let value_types = func.dfg.values.values().map(|v| v.ty);
    for ty in value_types.chain(func.slots.values().map(|s| s.ty)) {
        collect(types, ty, &mut seen, &mut found);
    }
    definitions(types, &found)?;
    Ok(found)
}

fn collect(types: &Types, ty: TypeId, seen: &mut BTreeSet<TypeId>, found: &mut BTreeSet<RecordId>) {
    if !seen.insert(ty) {
        return;
    }
    match types.kind(ty) {
        TypeKind::Record(rec) => {
            if types.records[*rec].local {
                found.insert(*rec);
            }
            for f in &types.records[*rec].fields {
                collect(types, f.ty, seen, found);
            }
        }
        TypeKind::Ptr(inner) | TypeKind::Array(inner, _) => collect(types, *inner, seen, found),
        TypeKind::Func(ft) => {
            for &t in ft.params.iter().chain([&ft.ret]) {
                collect(types, t, seen, found);
            }
        }
        _ => {}
    }
}

/// The definitions of `recs`, each after the records it holds by value; a forward declaration of
/// each first, for members that point to a record defined later.
pub fn definitions(types: &Types, recs: &BTreeSet<RecordId>) -> Result<String, EmitError> {
    let mut out = String::new();
    if recs.len() > 1 {
        for &rec in recs {
            out.push_str(&format!("{};\n", spelling(types, rec)?));
        }
    }
    let mut done = BTreeSet::new();
    for &rec in recs {
        define(types, rec, recs, &mut done, &mut out)?;
    }
    Ok(out)
}

fn spelling(types: &Types, rec: RecordId) -> Result<&str, EmitError> {
    types.records[rec].spelling.as_deref().ok_or_else(|| EmitError::new("an anonymous local struct or union"))
}

fn define(
    types: &Types,
    rec: RecordId,
    recs: &BTreeSet<RecordId>,
    done: &mut BTreeSet<RecordId>,
    out: &mut String,
) -> Result<(), EmitError> {
    if !done.insert(rec) {
        return Ok(());
    }
    for f in &types.records[rec].fields {
        if let Some(inner) = held_record(types, f.ty).filter(|r| recs.contains(r)) {
            define(types, inner, recs, done, out)?;
        }
    }
    let mut text = format!("{} {{\n", spelling(types, rec)?);
    for f in &types.records[rec].fields {
        let name = f.name.as_deref().ok_or_else(|| EmitError::new("a local record with an unnamed member"))?;
        let width = f.bitfield.map(|b| format!(" : {}", b.width)).unwrap_or_default();
        text.push_str(&format!("    {}{};\n", c_decl(types, f.ty, name)?, width));
    }
    text.push_str("};\n");
    out.push_str(&text);
    Ok(())
}

/// The record a value of `ty` holds in place (itself, or its arrays' elements).
fn held_record(types: &Types, ty: TypeId) -> Option<RecordId> {
    match types.kind(ty) {
        TypeKind::Record(rec) => Some(*rec),
        TypeKind::Array(elem, _) => held_record(types, *elem),
        _ => None,
    }
}
