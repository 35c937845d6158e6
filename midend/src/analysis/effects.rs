//! Which functions touch no memory the caller can see: their result depends only on their
//! arguments, and calling them for several iterations at once, in any order, is what calling
//! them one iteration at a time does. Loads and stores of the function's own stack slots are
//! its own business; everything else (globals, pointers it was given or loaded, volatile
//! accesses, calls other than to such functions and the pure math functions) is an effect.

use super::deps::PURE_MATH;
use crate::ir::{Callee, FuncId, Function, InstData, Module, Value};

/// Whether calls of `f` neither read nor write memory outside `f`'s own stack frame.
pub fn is_readnone(module: &Module, f: FuncId) -> bool {
    readnone(module, f, &mut Vec::new())
}

fn readnone(module: &Module, f: FuncId, visiting: &mut Vec<FuncId>) -> bool {
    let decl = &module.funcs[f];
    let Some(func) = decl.body.as_ref() else { return PURE_MATH.contains(&decl.name.as_str()) };
    if decl.unsupported.is_some() || visiting.contains(&f) {
        // Recursion: assume the worst rather than reason about fixpoints.
        return false;
    }
    visiting.push(f);
    let ok = func.layout.blocks().iter().all(|&block| {
        func.layout.block_insts(block).iter().all(|&inst| match func.inst(inst) {
            InstData::Load { addr, volatile } => !volatile && is_own_slot(func, *addr),
            InstData::Store { addr, volatile, .. } => !volatile && is_own_slot(func, *addr),
            InstData::BitfieldLoad { base, volatile, .. } | InstData::BitfieldStore { base, volatile, .. } => {
                !volatile && is_own_slot(func, *base)
            }
            InstData::VectorLoad { addr, .. } | InstData::VectorStore { addr, .. } => is_own_slot(func, *addr),
            InstData::Gather { .. } | InstData::Scatter { .. } => false,
            InstData::Call { callee: Callee::Direct(g), .. } => readnone(module, *g, visiting),
            InstData::Call { .. } => false,
            _ => true,
        })
    });
    visiting.pop();
    ok
}

/// Whether calls of `f` write no memory outside `f`'s own stack frame and read only through
/// the pointers they are passed: what such a call reads is named by its pointer arguments, so
/// a caller can check that its own stores do not touch it (`unroll_jam`'s reordered calls).
pub fn reads_only_through_args(module: &Module, f: FuncId) -> bool {
    let decl = &module.funcs[f];
    let Some(func) = decl.body.as_ref() else { return PURE_MATH.contains(&decl.name.as_str()) };
    if decl.unsupported.is_some() {
        return false;
    }
    let params = func.entry_block().map(|b| func.dfg.block_params(b).to_vec()).unwrap_or_default();
    func.layout.blocks().iter().all(|&block| {
        func.layout.block_insts(block).iter().all(|&inst| match func.inst(inst) {
            InstData::Load { addr, volatile } => !volatile && in_frame_or_args(module, func, &params, *addr),
            InstData::Store { addr, volatile, .. } => !volatile && is_own_slot(func, *addr),
            InstData::BitfieldLoad { .. } | InstData::BitfieldStore { .. } => false,
            InstData::VectorLoad { .. } | InstData::VectorStore { .. } => false,
            InstData::Gather { .. } | InstData::Scatter { .. } => false,
            InstData::Call { callee: Callee::Direct(g), .. } => is_readnone(module, *g),
            InstData::Call { .. } => false,
            _ => true,
        })
    })
}

/// Whether `func` (in SSA form) writes no memory but its own stack slots and what the
/// pointers it is passed point to, calls only functions that `may_call` accepts (the pure math
/// functions and functions that touch no memory are accepted anyway), and makes no volatile
/// access: inlined into a loop, what it writes is named by its arguments there
/// (`transform/inline.rs`).
pub fn writes_only_through_args(module: &Module, func: &Function, may_call: &dyn Fn(FuncId) -> bool) -> bool {
    let params = func.params();
    let through_args = |addr: Value| in_frame_or_args(module, func, params, addr);
    func.insts_in_order().all(|(_, inst)| match func.inst(inst) {
        InstData::Load { volatile, .. } | InstData::BitfieldLoad { volatile, .. } => !volatile,
        InstData::Store { addr, volatile, .. } => !volatile && through_args(*addr),
        InstData::BitfieldStore { base, volatile, .. } => !volatile && through_args(*base),
        InstData::VectorLoad { .. } | InstData::VectorStore { .. } => false,
        InstData::Gather { .. } | InstData::Scatter { .. } => false,
        InstData::Call { callee: Callee::Direct(g), .. } => may_call(*g) || is_readnone(module, *g),
        InstData::Call { .. } => false,
        _ => true,
    })
}

/// Whether `addr` points into one of `func`'s stack slots or is computed from one of `params`.
fn in_frame_or_args(module: &Module, func: &Function, params: &[Value], addr: Value) -> bool {
    is_own_slot(func, addr) || root(module, func, addr).is_some_and(|r| params.contains(&r))
}

/// The value an address is computed from by address arithmetic and pointer casts.
fn root(module: &Module, func: &Function, addr: Value) -> Option<Value> {
    let mut v = addr;
    for _ in 0..64 {
        let Some(inst) = func.dfg.defining_inst(v) else { return Some(v) };
        match func.inst(inst) {
            InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } | InstData::FieldAddr { base, .. } => {
                v = *base
            }
            InstData::Cast { arg } if module.types.is_pointer(func.value_type(*arg)) => v = *arg,
            _ => return None,
        }
    }
    None
}

/// Whether `addr` points into one of `func`'s stack slots (through address arithmetic).
pub fn is_own_slot(func: &Function, addr: Value) -> bool {
    let mut v = addr;
    for _ in 0..64 {
        let Some(inst) = func.dfg.defining_inst(v) else { return false };
        match func.inst(inst) {
            InstData::SlotAddr(_) => return true,
            InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } | InstData::FieldAddr { base, .. } => {
                v = *base
            }
            _ => return false,
        }
    }
    false
}
