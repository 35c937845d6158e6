//! Private arrays as scalars. Before mem2reg, a local array of which each iteration of a loop
//! has its own copy (`Function::private_arrays`: named in the loop's `#pragma omp simd
//! private(...)`, or declared in its body) gets one scalar slot per element the loop touches,
//! when every access is a plain load or store of one element at a constant index:
//!
//! ```text
//! int tmp[2];                              int tmp_0, tmp_1;   (slots mem2reg promotes)
//! #pragma omp simd private(tmp)            ...
//! for (...) { tmp[0] = a; tmp[1] = b;  ->  for (...) { tmp_0 = a; tmp_1 = b;
//!             y[i] = tmp[0] * tmp[1]; }                y[i] = tmp_0 * tmp_1; }
//! ```
//!
//! mem2reg then makes the elements SSA values, and the loop vectorizer no longer sees one
//! address stored and loaded in every iteration. The rewrite is scalar replacement of an
//! aggregate, exact for any C program whose array does not escape, so it needs nothing from
//! OpenMP's meaning of `private`: an element read before the iteration writes it (undefined for
//! a private array) becomes a loop-carried value, which the loop vectorizer judges as it judges
//! a scalar's. The clause (or the declaration's scope) only chooses which arrays to try.
//!
//! The rule outside the loop is the simple one: the array must not be used outside the loop at
//! all (OpenMP leaves a private array's contents undefined after the loop, but vcc does not
//! lean on that). An array is kept in memory when its address escapes (passed to a call, stored,
//! converted, offset), when an index is not a constant, or when an element is read or written as
//! another type or through a volatile access; under a loop pragma a remark names the array and
//! the reason. An array kept only for an index computed at run time (`indexed_at_run_time`) in
//! an innermost loop is the outer-loop vectorizer's (`outer/`, which runs first): it outlines
//! the loop body and gives each lane a copy of the array. Not done here: arrays of structs or of
//! arrays, and the scalar copies the function-level and outer-loop vectorizers clean up
//! (`transform::cleanup`). The loops are the pipeline's `LoopAnalysis`.

use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::remarks::{at, RemarkKind, Remarks};
use std::collections::BTreeMap;

/// Gives the elements of every private array of `func` their own scalar slots where every
/// access allows it; a remark for each array kept in memory in a loop with a pragma. Returns
/// whether the function changed.
pub fn scalarize_private_arrays(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    remarks: &mut Remarks,
) -> bool {
    let headers: Vec<Block> = func.private_arrays.iter().filter(|(_, s)| !s.is_empty()).map(|(b, _)| b).collect();
    if headers.is_empty() {
        return false;
    }
    // Splitting slots changes no block, so the loops stay those of `analysis` throughout.
    let loops = &analysis.loops;
    let mut changed = false;
    for header in headers {
        // A header the CFG no longer loops through (a `do ... while (0)`) has nothing to split.
        let Some(lp) = loops.is_header(header) else { continue };
        let body = loops.data(lp).blocks.clone();
        for slot in func.private_arrays[header].clone() {
            if !func.slots.is_valid(slot) {
                continue;
            }
            match element_accesses(module, func, &body, slot).and_then(|(elements, variable)| match variable {
                Some(loc) => Err((loc, format!("it is indexed with a non-constant index {}", at(loc, "in the loop")))),
                None => Ok(elements),
            }) {
                Ok(elements) => {
                    split(func, slot, &elements);
                    changed = true;
                }
                Err((loc, why)) if func.loop_pragmas[header].is_some() => {
                    let name = func.slots[slot].name.clone().unwrap_or_else(|| "?".into());
                    remarks.push(
                        loc,
                        RemarkKind::Missed,
                        "private-arrays",
                        format!("private array `{}` kept in memory: {}", name, why),
                    );
                }
                Err(_) => {}
            }
        }
    }
    changed
}

/// The addresses of one element each: the `ElemAddr` instructions by constant index, with the
/// element type they load and store.
type Elements = BTreeMap<u64, (TypeId, Vec<Inst>)>;

/// Whether the private array `slot` of the loop made of `body` stays in memory only because an
/// index is computed at run time: every access is a load or store of one element inside the
/// loop, and some index is not a constant. The outer-loop vectorizer (`outer/`) then gives each
/// lane a copy of it, vectorizing the innermost loop as a function of its index.
pub fn indexed_at_run_time(module: &Module, func: &Function, body: &[Block], slot: StackSlot) -> bool {
    func.slots.is_valid(slot) && matches!(element_accesses(module, func, body, slot), Ok((_, Some(_))))
}

/// Checks every use of `slot`'s address and returns its elements' address instructions by
/// constant index, and where the first non-constant index is (the caller decides whether that
/// keeps the array in memory), or where and why the array must stay in memory anyway.
fn element_accesses(
    module: &Module,
    func: &Function,
    body: &[Block],
    slot: StackSlot,
) -> Result<(Elements, Option<SrcLoc>), (SrcLoc, String)> {
    let types = &module.types;
    let (elem, len) = match types.kind(func.slots[slot].ty) {
        TypeKind::Array(elem, Some(len)) => (*elem, *len),
        _ => return Err((SrcLoc::default(), "its length is not a constant".into())),
    };
    if !types.is_arithmetic(elem) || types.quals(elem).contains(Quals::VOLATILE) {
        return Err((SrcLoc::default(), "its elements are not of a non-volatile arithmetic type".into()));
    }
    let users = func.users();
    let mut elements = Elements::new();
    let mut variable = None;
    for (block, inst) in func.insts_in_order() {
        if !matches!(func.inst(inst), InstData::SlotAddr(s) if *s == slot) {
            continue;
        }
        let loc = func.srclocs[inst];
        if !body.contains(&block) {
            return Err((loc, format!("it is used outside the loop {}", at(loc, "after it"))));
        }
        let Some(addr) = func.dfg.result(inst) else { continue };
        for &user in &users[addr] {
            let user_loc = func.srclocs[user];
            let InstData::ElemAddr { base, index } = func.inst(user) else {
                return Err((user_loc, escape(module, func, user)));
            };
            let constant = func.dfg.defining_inst(*index).and_then(|i| match func.inst(i) {
                InstData::Const(Const::Int(k)) => Some(*k),
                _ => None,
            });
            match constant {
                _ if *base != addr => return Err((user_loc, escape(module, func, user))),
                Some(k) if k < len => {
                    let elem_addr = func
                        .dfg
                        .result(user)
                        .ok_or_else(|| (user_loc, "an element address without a result".to_string()))?;
                    check_element_uses(module, func, &users[elem_addr], elem_addr, elem)?;
                    elements.entry(k).or_insert((elem, Vec::new())).1.push(user);
                }
                Some(_) => {
                    return Err((user_loc, format!("an index is out of its bounds {}", at(user_loc, "in the loop"))))
                }
                None => {
                    let elem_addr = func
                        .dfg
                        .result(user)
                        .ok_or_else(|| (user_loc, "an element address without a result".to_string()))?;
                    check_element_uses(module, func, &users[elem_addr], elem_addr, elem)?;
                    variable.get_or_insert(user_loc);
                }
            }
        }
    }
    Ok((elements, variable))
}

/// Every use of an element's address must be the address of a plain load or store of the
/// element's type.
fn check_element_uses(
    module: &Module,
    func: &Function,
    users: &[Inst],
    elem_addr: Value,
    elem: TypeId,
) -> Result<(), (SrcLoc, String)> {
    let types = &module.types;
    let same = |ty: TypeId| types.kind(ty) == types.kind(elem);
    for &user in users {
        let loc = func.srclocs[user];
        let (accessed_ty, volatile) = match func.inst(user) {
            InstData::Load { addr, volatile } if *addr == elem_addr => {
                (func.dfg.result(user).map(|r| func.value_type(r)), *volatile)
            }
            InstData::Store { addr, value, volatile } if *addr == elem_addr && *value != elem_addr => {
                (Some(func.value_type(*value)), *volatile)
            }
            _ => return Err((loc, escape(module, func, user))),
        };
        if volatile || !accessed_ty.is_some_and(same) {
            return Err((
                loc,
                format!(
                    "an element is accessed as another type or through a volatile access {}",
                    at(loc, "in the loop")
                ),
            ));
        }
    }
    Ok(())
}

/// Why a use of the array's (or an element's) address other than a load or store of it keeps
/// the array in memory.
fn escape(module: &Module, func: &Function, user: Inst) -> String {
    let loc = func.srclocs[user];
    match func.inst(user) {
        InstData::Call { .. } => format!(
            "its address is passed to {}",
            crate::remarks::describe_inst(module, func, user, "a call in the loop")
        ),
        InstData::Store { .. } => format!("its address is stored {}", at(loc, "in the loop")),
        _ => format!("its address is used other than to load or store an element {}", at(loc, "in the loop")),
    }
}

/// Gives each element its own slot, named after the array, and turns its address
/// instructions into that slot's address; the array's own address is left dead.
fn split(func: &mut Function, slot: StackSlot, elements: &Elements) {
    let name = func.slots[slot].name.clone();
    for (ty, addrs) in elements.values() {
        let scalar = func.slots.push(StackSlotData { ty: *ty, name: name.clone(), align: None });
        for &addr in addrs {
            func.dfg.insts[addr] = InstData::SlotAddr(scalar);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::check;
    use super::scalarize_private_arrays;
    use crate::ir::{Function, Module};
    use crate::remarks::Remarks;

    fn pass(module: &Module, func: &mut Function) -> bool {
        let analysis = crate::analysis::LoopAnalysis::compute(module, func);
        scalarize_private_arrays(module, func, &analysis, &mut Remarks::default())
    }

    /// for (i = 0; i < n; i++) { tmp[0] = x[i]; tmp[1] = tmp[0]; y[i] = tmp[1]; }, `tmp` private.
    const LOOP: &str = "
func @split: fn(int, *int, *int) -> void {
    ss0: [2 x int] tmp
block0(v0: int, v1: *int, v2: *int):
    v3 = const.int 0
    jump block1(v3)
block1(v4: int) privates(ss0):
    v5 = lt.int v4, v0
    br v5, block2, block3
block2:
    v6 = slotaddr.*[2 x int] ss0
    v7 = const.long 0
    v8 = elemaddr.*int v6, v7
    v9 = cast.long v4
    v10 = ptradd.*int v2, v9
    v11 = load.int v10
    store v8, v11
    v12 = const.long 1
    v13 = elemaddr.*int v6, v12
    v14 = load.int v8
    store v13, v14
    v15 = ptradd.*int v1, v9
    v16 = load.int v13
    store v15, v16
    v17 = const.int 1
    v18 = add.int v4, v17
    jump block1(v18)
block3:
    ret
}";

    #[test]
    fn constant_indices_become_scalar_slots() {
        let expect = LOOP
            .replace("ss0: [2 x int] tmp\n", "ss0: [2 x int] tmp\n    ss1: int tmp\n    ss2: int tmp\n")
            .replace("elemaddr.*int v6, v7", "slotaddr.*int ss1")
            .replace("elemaddr.*int v6, v12", "slotaddr.*int ss2");
        check(pass, LOOP, &expect);
    }

    #[test]
    fn a_variable_index_or_a_use_after_the_loop_keeps_the_array() {
        // tmp[1] becomes tmp[i].
        let varying = LOOP.replace("elemaddr.*int v6, v12", "elemaddr.*int v6, v9");
        check(pass, &varying, &varying);
        // The array's address taken again after the loop.
        let after = LOOP.replace("block3:\n    ret", "block3:\n    v19 = slotaddr.*[2 x int] ss0\n    ret");
        check(pass, &after, &after);
        // Only the first is kept for its index alone (the outer-loop vectorizer's case).
        let run_time = |text: &str| {
            let module = crate::ir::parse::parse_module(text).unwrap();
            let func = module.funcs.values().next().unwrap().body.as_ref().unwrap();
            let body = [crate::ir::Block::from_u32(1), crate::ir::Block::from_u32(2)];
            super::indexed_at_run_time(&module, func, &body, crate::ir::StackSlot::from_u32(0))
        };
        assert!(run_time(&varying) && !run_time(&after) && !run_time(LOOP));
    }
}
