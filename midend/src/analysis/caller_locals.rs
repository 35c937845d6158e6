//! Pointer parameters that point into a caller's local array or record which the C compiler
//! keeps in registers once it inlines the function.
//!
//! vcc writes C for gcc or clang, which inline small functions of the file and then replace a
//! local aggregate whose every access is at a constant offset by one scalar per element
//! (scalar replacement of aggregates, gcc's SRA, LLVM's SROA). xxHash's `XXH32` keeps its four
//! accumulators in `xxh_u32 acc[4]` and hands the array to helpers that read and write
//! `acc[0]`..`acc[3]`: inlined, the array lives in four registers. A vector load or store in
//! such a helper makes the compiler keep the array in memory, and every access of the caller's
//! hot loop becomes a store and a load (measured: XXH32 2.2x slower). LLVM never meets this:
//! its SLP vectorizer runs after inlining and SROA. The SLP vectorizer reads this analysis and
//! leaves such accesses scalar (`transform/slp`).
//!
//! Only a local used in a loop counts (the caller's loop, a loop around the call, or a loop of
//! the callee through the pointer): a local used once costs a store and a load once, and
//! the vectors may still pay, as where a test program hands a kernel its arrays.
//!
//! The analysis reads the bodies as the frontend lowered them (every local in a stack slot, a
//! parameter stored once to its own slot) or in SSA form. A local aggregate qualifies when
//! every use of its address computes another address at a constant offset, loads, stores to
//! it, or passes it to a function defined in the file (or to `memcpy`/`memset`/`memmove`,
//! which gcc's SRA also sees through). A parameter is marked when some call passes it such an
//! address, or a marked parameter of the caller.

use crate::analysis::CfgLoops;
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};

/// The marked parameters: `(function, parameter index)` with the caller's local they point to.
#[derive(Clone, Debug, Default)]
pub struct CallerLocals {
    params: BTreeMap<(FuncId, usize), Origin>,
}

/// The caller's local a marked parameter points into.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The function that owns the local.
    pub caller: FuncId,
    /// The local's source name, if it has one.
    pub local: Option<String>,
}

/// The builtins through which gcc's SRA still replaces an aggregate.
const MEMORY_BUILTINS: &[&str] =
    &["memcpy", "memset", "memmove", "__builtin_memcpy", "__builtin_memset", "__builtin_memmove"];

/// A pointer argument of a call: what it points into, in the caller.
struct Edge {
    caller: FuncId,
    from: Arg,
    callee: FuncId,
    param: usize,
    /// The call is in a loop of the caller.
    in_loop: bool,
}

impl CallerLocals {
    pub fn compute(module: &Module) -> CallerLocals {
        let mut edges: Vec<Edge> = Vec::new();
        // Slots and parameters used in a loop of their own function.
        let mut hot: BTreeSet<(FuncId, Arg)> = BTreeSet::new();
        for (id, decl) in module.funcs.iter() {
            let Some(func) = decl.body.as_ref() else { continue };
            scan(module, id, func, &mut edges, &mut hot);
        }
        // A parameter is used in a loop where its pointer reaches one, through calls.
        loop {
            let more: Vec<(FuncId, Arg)> = edges
                .iter()
                .filter(|e| e.in_loop || hot.contains(&(e.callee, Arg::Param(e.param))))
                .map(|e| (e.caller, e.from))
                .filter(|key| !hot.contains(key))
                .collect();
            if more.is_empty() {
                break;
            }
            hot.extend(more);
        }
        // Marks: from the hot slots along the calls, then parameters handed on.
        let mut res = CallerLocals::default();
        loop {
            let mut changed = false;
            for e in &edges {
                if res.params.contains_key(&(e.callee, e.param)) {
                    continue;
                }
                let origin = match e.from {
                    Arg::Slot(slot) if hot.contains(&(e.caller, e.from)) => {
                        let func = module.funcs[e.caller].body.as_ref().expect("calls come from bodies");
                        Some(Origin { caller: e.caller, local: func.slots[slot].name.clone() })
                    }
                    Arg::Slot(_) => None,
                    Arg::Param(p) => res.params.get(&(e.caller, p)).cloned(),
                };
                if let Some(origin) = origin {
                    res.params.insert((e.callee, e.param), origin);
                    changed = true;
                }
            }
            if !changed {
                return res;
            }
        }
    }

    /// The marked parameters of `id`, by index.
    pub fn of(&self, id: FuncId) -> BTreeMap<usize, Origin> {
        self.params.range((id, 0)..=(id, usize::MAX)).map(|((_, i), o)| (*i, o.clone())).collect()
    }
}

/// One function's calls with pointer arguments into its locals kept in registers or its
/// parameters (`edges`), and which of those it uses in a loop (`hot`).
fn scan(module: &Module, id: FuncId, func: &Function, edges: &mut Vec<Edge>, hot: &mut BTreeSet<(FuncId, Arg)>) {
    let users = func.users();
    let param_slots = param_slots(func, &users);
    let mut registers: BTreeMap<StackSlot, bool> = BTreeMap::new();
    let mut loops: Option<CfgLoops> = None;
    let mut in_loop = |inst: Inst| {
        let loops = loops.get_or_insert_with(|| CfgLoops::compute(func));
        func.layout.inst_block(inst).is_some_and(|b| loops.loops.innermost_loop(b).is_some())
    };
    let mut args: BTreeSet<Arg> = BTreeSet::new();
    for (_, inst) in func.insts_in_order() {
        let InstData::Call { callee: Callee::Direct(callee), args: call_args } = func.inst(inst) else { continue };
        if module.funcs[*callee].body.is_none() {
            continue;
        }
        for (i, &arg) in call_args.iter().enumerate() {
            if !module.types.is_pointer(func.value_type(arg)) {
                continue;
            }
            let from = match trace(func, &param_slots, arg) {
                Some(Arg::Slot(slot)) => {
                    let fits = *registers.entry(slot).or_insert_with(|| in_registers(module, func, &users, slot));
                    if !fits {
                        continue;
                    }
                    Arg::Slot(slot)
                }
                Some(Arg::Param(p)) => Arg::Param(p),
                None => continue,
            };
            args.insert(from);
            edges.push(Edge { caller: id, from, callee: *callee, param: i, in_loop: in_loop(inst) });
        }
    }
    // Every pointer parameter: a caller may hand it a local.
    let pointer_params = func.params().iter().enumerate().filter(|(_, &v)| module.types.is_pointer(func.value_type(v)));
    args.extend(pointer_params.map(|(i, _)| Arg::Param(i)));
    for arg in args {
        if uses_of(func, &users, &param_slots, arg).into_iter().any(&mut in_loop) {
            hot.insert((id, arg));
        }
    }
}

/// The instructions that use an address into `arg`'s object (computing another address
/// included).
fn uses_of(
    func: &Function,
    users: &SecondaryMap<Value, Vec<Inst>>,
    param_slots: &BTreeMap<StackSlot, usize>,
    arg: Arg,
) -> Vec<Inst> {
    let mut roots: Vec<Value> = Vec::new();
    for (_, inst) in func.insts_in_order() {
        match (func.inst(inst), arg) {
            (InstData::SlotAddr(s), Arg::Slot(slot)) if *s == slot => roots.extend(func.dfg.result(inst)),
            (InstData::Load { addr, .. }, Arg::Param(p)) => {
                let slot = func.dfg.defining_inst(*addr).and_then(|d| match func.inst(d) {
                    InstData::SlotAddr(s) => Some(*s),
                    _ => None,
                });
                if slot.and_then(|s| param_slots.get(&s)) == Some(&p) {
                    roots.extend(func.dfg.result(inst));
                }
            }
            _ => {}
        }
    }
    if let Arg::Param(p) = arg {
        roots.extend(func.params().get(p));
    }
    let mut seen: BTreeSet<Value> = roots.iter().copied().collect();
    let mut res = Vec::new();
    while let Some(v) = roots.pop() {
        for &user in &users[v] {
            res.push(user);
            let derived = matches!(
                func.inst(user),
                InstData::Cast { .. }
                    | InstData::PtrAdd { .. }
                    | InstData::ElemAddr { .. }
                    | InstData::FieldAddr { .. }
            );
            if let Some(d) = func.dfg.result(user).filter(|_| derived) {
                if seen.insert(d) {
                    roots.push(d);
                }
            }
        }
    }
    res
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Arg {
    Slot(StackSlot),
    Param(usize),
}

/// Slots that hold a parameter as lowered: stored once, with the parameter, and otherwise
/// only loaded. Maps each to the parameter's index.
fn param_slots(func: &Function, users: &SecondaryMap<Value, Vec<Inst>>) -> BTreeMap<StackSlot, usize> {
    let params = func.params();
    let mut stored: BTreeMap<StackSlot, Vec<Option<usize>>> = BTreeMap::new();
    let mut other_use: BTreeSet<StackSlot> = BTreeSet::new();
    for (_, inst) in func.insts_in_order() {
        let InstData::SlotAddr(slot) = func.inst(inst) else { continue };
        let Some(addr) = func.dfg.result(inst) else { continue };
        for &user in &users[addr] {
            match func.inst(user) {
                InstData::Load { addr: a, .. } if *a == addr => {}
                InstData::Store { addr: a, value, .. } if *a == addr && *value != addr => {
                    stored.entry(*slot).or_default().push(params.iter().position(|p| p == value));
                }
                _ => {
                    other_use.insert(*slot);
                }
            }
        }
    }
    stored
        .into_iter()
        .filter(|(slot, stores)| !other_use.contains(slot) && stores.len() == 1)
        .filter_map(|(slot, stores)| stores[0].map(|p| (slot, p)))
        .collect()
}

/// What a pointer argument points into: a slot, or what a parameter points to, through
/// conversions and constant offsets.
fn trace(func: &Function, param_slots: &BTreeMap<StackSlot, usize>, mut v: Value) -> Option<Arg> {
    loop {
        if let ValueDef::Param(block, n) = func.dfg.value_def(v) {
            return (Some(block) == func.entry_block()).then_some(Arg::Param(n as usize));
        }
        v = match func.inst(func.dfg.defining_inst(v)?) {
            InstData::Cast { arg } => *arg,
            InstData::FieldAddr { base, .. } => *base,
            InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index } if is_constant(func, *index) => *base,
            InstData::SlotAddr(slot) => return Some(Arg::Slot(*slot)),
            InstData::Load { addr, .. } => {
                let InstData::SlotAddr(slot) = func.inst(func.dfg.defining_inst(*addr)?) else { return None };
                return param_slots.get(slot).map(|&p| Arg::Param(p));
            }
            _ => return None,
        };
    }
}

fn is_constant(func: &Function, v: Value) -> bool {
    match func.dfg.defining_inst(v).map(|i| func.inst(i)) {
        Some(InstData::Const(_)) => true,
        Some(InstData::Cast { arg }) => is_constant(func, *arg),
        _ => false,
    }
}

/// Whether `slot` is an array or record whose every access is at a constant offset, whose
/// address goes nowhere but to functions of the file: what the C compiler, after inlining,
/// keeps in registers.
fn in_registers(module: &Module, func: &Function, users: &SecondaryMap<Value, Vec<Inst>>, slot: StackSlot) -> bool {
    let ty = module.types.unqualified_of(func.slots[slot].ty);
    if !matches!(module.types.kind(ty), TypeKind::Array(_, Some(_)) | TypeKind::Record(_)) {
        return false;
    }
    let mut work: Vec<Value> = func
        .insts_in_order()
        .filter(|&(_, inst)| *func.inst(inst) == InstData::SlotAddr(slot))
        .filter_map(|(_, inst)| func.dfg.result(inst))
        .collect();
    let mut seen: BTreeSet<Value> = work.iter().copied().collect();
    while let Some(addr) = work.pop() {
        for &user in &users[addr] {
            let derived = match func.inst(user) {
                InstData::Load { .. } | InstData::BitfieldLoad { .. } => None,
                InstData::Store { value, .. } | InstData::BitfieldStore { value, .. } if *value != addr => None,
                InstData::Cast { .. } | InstData::FieldAddr { .. } => func.dfg.result(user),
                InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index }
                    if *base == addr && is_constant(func, *index) =>
                {
                    func.dfg.result(user)
                }
                InstData::Call { callee: Callee::Direct(callee), args } if args.contains(&addr) => {
                    let decl = &module.funcs[*callee];
                    if decl.body.is_none() && !MEMORY_BUILTINS.contains(&decl.name.as_str()) {
                        return false;
                    }
                    None
                }
                _ => return false,
            };
            if let Some(d) = derived {
                if seen.insert(d) {
                    work.push(d);
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;

    /// `init` writes `acc[1]`; `handed` passes its pointer on; `caller`'s `acc` is read at
    /// constant offsets only, and handed to `handed` in a loop; `once` hands its `o` to `other`
    /// outside any loop; `indexed` writes `t[i]`; `external` passes `e` to a function without a
    /// body.
    const CALLS: &str = "
func @init: fn(*uint) -> void {
block0(v0: *uint):
    v1 = const.long 1
    v2 = ptradd.*uint v0, v1
    v3 = const.uint 2
    store v2, v3
    ret
}

func @handed: fn(*uint) -> void {
block0(v0: *uint):
    call @init(v0)
    ret
}

func @other: fn(*uint) -> void {
block0(v0: *uint):
    ret
}

declare @sink: fn(*uint) -> void

func @caller: fn(int) -> uint {
    ss0: [4 x uint] acc
block0(v10: int):
    v0 = slotaddr.*[4 x uint] ss0
    v1 = const.long 0
    v2 = elemaddr.*uint v0, v1
    v4 = const.int 0
    jump block1(v4)
block1(v5: int):
    v6 = lt.int v5, v10
    br v6, block2, block3
block2:
    call @handed(v2)
    v7 = const.int 1
    v8 = add.int v5, v7
    jump block1(v8)
block3:
    v3 = load.uint v2
    ret v3
}

func @once: fn() -> uint {
    ss0: [4 x uint] o
block0:
    v0 = slotaddr.*[4 x uint] ss0
    v1 = const.long 0
    v2 = elemaddr.*uint v0, v1
    call @other(v2)
    v3 = load.uint v2
    ret v3
}

func @indexed: fn(int) -> uint {
    ss0: [4 x uint] t
block0(v0: int):
    v1 = slotaddr.*[4 x uint] ss0
    v2 = const.long 0
    v3 = elemaddr.*uint v1, v2
    call @other(v3)
    v4 = cast.long v0
    v5 = elemaddr.*uint v1, v4
    v6 = const.uint 0
    store v5, v6
    ret v6
}

func @external: fn() -> void {
    ss0: [4 x uint] e
block0:
    v0 = slotaddr.*[4 x uint] ss0
    v1 = const.long 0
    v2 = elemaddr.*uint v0, v1
    call @other(v2)
    call @sink(v2)
    ret
}
";

    #[test]
    fn marks_parameters_that_reach_a_local_kept_in_registers() {
        let module = parse_module(CALLS).unwrap_or_else(|e| panic!("{}", e));
        let locals = CallerLocals::compute(&module);
        let id = |name: &str| module.func_by_name(name).unwrap();
        let acc = Origin { caller: id("caller"), local: Some("acc".into()) };
        assert_eq!(locals.of(id("handed")), BTreeMap::from([(0, acc.clone())]));
        assert_eq!(locals.of(id("init")), BTreeMap::from([(0, acc)]), "through `handed`");
        // `o` is used once, `t` has a variable index, `e` goes to a function without a body.
        assert!(locals.of(id("other")).is_empty());
    }
}
