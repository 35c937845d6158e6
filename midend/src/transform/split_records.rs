//! Local structs as scalars (scalar replacement of aggregates). Before mem2reg, a local struct
//! whose address is used only to reach its scalar members, through `fieldaddr` chains ending in
//! plain loads and stores of each member's own type, gets one scalar slot per member used:
//!
//! ```text
//! struct point p = { b[i], c[i] };          float p_x, p_y;      (slots mem2reg promotes)
//! a[i] = p.x * p.x + p.y * p.y;        ->   p_x = b[i]; p_y = c[i];
//!                                           a[i] = p_x * p_x + p_y * p_y;
//! ```
//!
//! mem2reg then makes the members SSA values: the loop vectorizer no longer sees one address
//! stored and loaded in every iteration, and a struct holding a loop's pointers and bounds
//! (`sp.dst[i] = sp.src[i] * s`) gives affine addresses. Exact for any program: the struct's
//! address never escapes, so only these loads and stores ever touch its bytes.
//!
//! A struct stays in memory when anything else uses its address or a member's: the whole
//! struct loaded or stored (assignment, return, a call's argument), a member passed or stored,
//! offset or converted, an array member indexed, a bit-field, a volatile access, or a member
//! read or written as another type. Unions stay in memory (their members share bytes), as do
//! volatile structs. Arrays are `private_arrays.rs`'s.

use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

/// A member reached from the struct's address: the field indices, outermost first.
type Path = Vec<u32>;

/// Gives the used scalar members of every local struct of `func` that allows it their own
/// slots. Returns whether the function changed.
pub fn split_records(module: &Module, func: &mut Function) -> bool {
    let types = &module.types;
    let splittable: Vec<StackSlot> = func
        .slots
        .iter()
        .filter(|(_, data)| is_struct(types, data.ty) && !types.quals(data.ty).contains(Quals::VOLATILE))
        .map(|(slot, _)| slot)
        .collect();
    if splittable.is_empty() {
        return false;
    }
    // The path of every address into a candidate, from its `slotaddr` through `fieldaddr`s.
    let mut path_of: SecondaryMap<Value, Option<(StackSlot, Path)>> = SecondaryMap::new();
    let mut ok: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
    for &slot in &splittable {
        ok[slot] = true;
    }
    // Per slot and member path: the member's type and the instructions computing its address.
    let mut members: BTreeMap<(StackSlot, Path), (TypeId, Vec<Inst>)> = BTreeMap::new();
    for (_, inst) in func.insts_in_order() {
        let data = func.inst(inst);
        let result = func.dfg.result(inst);
        match (data, result) {
            (InstData::SlotAddr(slot), Some(res)) if ok[*slot] => {
                path_of[res] = Some((*slot, Vec::new()));
                continue;
            }
            (InstData::FieldAddr { base, field }, Some(res)) => {
                if let Some((slot, path)) = path_of[*base].clone() {
                    let mut path = path;
                    path.push(*field);
                    path_of[res] = Some((slot, path.clone()));
                    let member_ty = types.pointee(func.value_type(res));
                    match member_ty.filter(|ty| types.is_scalar(*ty) || is_struct(types, *ty)) {
                        Some(ty) if types.is_scalar(ty) => {
                            members.entry((slot, path)).or_insert((ty, Vec::new())).1.push(inst)
                        }
                        Some(_) => {}
                        None => ok[slot] = false,
                    }
                    continue;
                }
            }
            _ => {}
        }
        // A load's or store's address may be a scalar member's; any other use of a path
        // keeps its struct in memory.
        let accessed = match data {
            InstData::Load { addr, volatile: false } => result.map(|r| (*addr, func.value_type(r))),
            InstData::Store { addr, value, volatile: false } => Some((*addr, func.value_type(*value))),
            _ => None,
        };
        let mut first = true;
        data.for_each_operand(|v| {
            // `for_each_operand` visits a load's or store's address first.
            let is_addr = std::mem::replace(&mut first, false) && accessed.is_some();
            let Some((slot, path)) = &path_of[v] else { return };
            let fine = is_addr
                && accessed.is_some_and(|(_, ty)| {
                    members.get(&(*slot, path.clone())).is_some_and(|(member, _)| types.kind(*member) == types.kind(ty))
                });
            if !fine {
                ok[*slot] = false;
            }
        });
    }
    let mut changed = false;
    for ((slot, path), (ty, addrs)) in members {
        if !ok[slot] {
            continue;
        }
        let name = func.slots[slot].name.as_ref().map(|n| member_name(types, func.slots[slot].ty, n, &path));
        let scalar = func.slots.push(StackSlotData { ty, name, align: None });
        for addr in addrs {
            func.dfg.insts[addr] = InstData::SlotAddr(scalar);
        }
        changed = true;
    }
    changed
}

fn is_struct(types: &Types, ty: TypeId) -> bool {
    types.record_of(ty).is_some_and(|rec| types.records[rec].kind == RecordKind::Struct && types.records[rec].complete)
}

/// `p_x` for member `x` of `p` (`p_a_b` for `p.a.b`; the field index where it has no name).
fn member_name(types: &Types, mut ty: TypeId, base: &str, path: &[u32]) -> String {
    let mut name = base.to_string();
    for &field in path {
        let Some(rec) = types.record_of(ty) else { break };
        let Some(member) = types.records[rec].fields.get(field as usize) else { break };
        name.push('_');
        match &member.name {
            Some(member_name) => name.push_str(member_name),
            None => name.push_str(&field.to_string()),
        }
        ty = member.ty;
    }
    name
}

#[cfg(test)]
mod tests {
    use super::super::check;
    use super::split_records;

    /// p.x = a; p.y = b; return p.x * p.y.
    const SPLIT: &str = "
record struct struct.pt { x float @0, y float @4 } size 8 align 4

func @f: fn(float, float) -> float {
    ss0: struct.pt p
block0(v0: float, v1: float):
    v2 = slotaddr.*struct.pt ss0
    v3 = fieldaddr.*float v2, 0
    store v3, v0
    v4 = fieldaddr.*float v2, 1
    store v4, v1
    v5 = load.float v3
    v6 = load.float v4
    v7 = mul.float v5, v6
    ret v7
}";

    #[test]
    fn members_get_their_own_slots() {
        let expect = SPLIT
            .replace("ss0: struct.pt p\n", "ss0: struct.pt p\n    ss1: float p_x\n    ss2: float p_y\n")
            .replace("fieldaddr.*float v2, 0", "slotaddr.*float ss1")
            .replace("fieldaddr.*float v2, 1", "slotaddr.*float ss2");
        check(split_records, SPLIT, &expect);
    }

    #[test]
    fn a_struct_whose_address_escapes_stays() {
        let passed = SPLIT
            .replace("    ret v7\n", "    call @use(v2)\n    ret v7\n")
            .replace("\n\nfunc @f", "\ndeclare @use: fn(*struct.pt) -> void\n\nfunc @f");
        check(split_records, &passed, &passed);
        let whole = SPLIT.replace("    v7 = mul", "    v8 = load.struct.pt v2\n    v7 = mul");
        check(split_records, &whole, &whole);
    }
}
