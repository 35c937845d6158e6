//! mem2reg: promotes scalar locals from stack slots to SSA values with block parameters. The
//! frontend puts every local in a slot; this pass is what makes the IR SSA.
//!
//! A slot is promoted when its type is a non-volatile scalar (integer, `_Bool`, floating,
//! pointer) and every use of its address is the `addr` of a non-volatile `Load` or `Store` of
//! exactly that type. Arrays, structs and slots whose address escapes stay in memory.
//!
//! The construction follows Braun et al. 2013, "Simple and Efficient SSA Construction": blocks
//! are filled in reverse postorder; a read looks for the last store in its block, otherwise walks
//! up single-predecessor chains, and at a merge point (or a block whose only predecessor is not
//! filled yet) creates a block parameter whose incoming arguments are read once every block is
//! filled. Reading a slot before any store gives `const undef`. Afterwards, block parameters that
//! are trivially redundant (every incoming argument is one value or the parameter itself) are
//! replaced by that value until none is left. The promoted values keep the slot's source name.
//!
//! Not done here: parameters redundant only as a group (Braun's SCC refinement), and any other
//! simplification of the loaded values.

use crate::analysis::ControlFlowGraph;
use crate::ir::*;
use cranelift_entity::packed_option::ReservedValue;
use cranelift_entity::{PrimaryMap, SecondaryMap};
use std::collections::HashMap;

/// Promotes every promotable stack slot of `func`. Returns whether the function changed.
pub fn mem2reg(module: &Module, func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else { return false };
    let value_types = promotable_slots(&module.types, func);
    let mut subst: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let promoted: Vec<StackSlot> = func.slots.keys().filter(|s| value_types[*s].is_some()).collect();
    if !promoted.is_empty() {
        // SSA construction reads predecessors and the reverse postorder: the CFG alone.
        let cfg = ControlFlowGraph::compute(func);
        let mut builder = Builder {
            func,
            cfg: &cfg,
            entry,
            value_types: &value_types,
            defs: HashMap::new(),
            filled: SecondaryMap::new(),
            undefs: SecondaryMap::new(),
            pending: Vec::new(),
            stamp: SecondaryMap::new(),
            stamp_counter: 0,
            subst: &mut subst,
        };
        builder.rewrite_loads_and_stores();
        builder.fill_pending_params();
    }
    let removed_params = remove_trivial_params(func, &mut subst);
    if promoted.is_empty() && !removed_params {
        return false;
    }
    apply_subst(func, &subst);
    remove_slot_insts(func, &value_types);
    renumber_slots(func, &value_types);
    true
}

/// For each promotable slot, the type its loads give; `None` for slots that stay in memory.
fn promotable_slots(types: &Types, func: &Function) -> SecondaryMap<StackSlot, Option<TypeId>> {
    let mut value_types: SecondaryMap<StackSlot, Option<TypeId>> = SecondaryMap::new();
    let mut candidate: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
    for (slot, data) in func.slots.iter() {
        candidate[slot] = types.is_scalar(data.ty) && !types.quals(data.ty).contains(Quals::VOLATILE);
    }
    let mut addr_of: SecondaryMap<Value, Option<StackSlot>> = SecondaryMap::new();
    for (_, inst) in func.insts_in_order() {
        if let (InstData::SlotAddr(slot), Some(res)) = (func.inst(inst), func.dfg.result(inst)) {
            addr_of[res] = Some(*slot);
        }
    }
    let same = |a: TypeId, b: TypeId| types.kind(a) == types.kind(b);
    for (_, inst) in func.insts_in_order() {
        let data = func.inst(inst);
        // The address operand of a plain load or store of the slot's own type is fine; any
        // other use of a slot's address (stored as a value, passed, offset) keeps it in memory.
        let (addr, accessed_ty) = match data {
            InstData::Load { addr, volatile: false } => {
                (Some(*addr), func.dfg.result(inst).map(|r| func.value_type(r)))
            }
            InstData::Store { addr, value, volatile: false } => (Some(*addr), Some(func.value_type(*value))),
            _ => (None, None),
        };
        let mut addr_is_fine = false;
        if let (Some(addr), Some(ty)) = (addr, accessed_ty) {
            if let Some(slot) = addr_of[addr] {
                addr_is_fine = same(ty, func.slots[slot].ty);
                if addr_is_fine && matches!(data, InstData::Load { .. }) {
                    value_types[slot].get_or_insert(ty);
                }
            }
        }
        let mut first = true;
        data.for_each_operand(|v| {
            // `for_each_operand` visits a load's or store's address first.
            let skip = first && addr_is_fine;
            first = false;
            if let (Some(slot), false) = (addr_of[v], skip) {
                candidate[slot] = false;
            }
        });
    }
    for (slot, data) in func.slots.iter() {
        if !candidate[slot] {
            value_types[slot] = None;
        } else if value_types[slot].is_none() {
            // Only stored to (or not used at all): promotable, nothing will read it.
            value_types[slot] = Some(data.ty);
        }
    }
    value_types
}

struct Builder<'a> {
    func: &'a mut Function,
    cfg: &'a ControlFlowGraph,
    entry: Block,
    value_types: &'a SecondaryMap<StackSlot, Option<TypeId>>,
    /// The slot's current value at the end of a filled block (or so far, in the block being
    /// filled). Never iterated, so its order does not matter.
    defs: HashMap<(StackSlot, Block), Value>,
    filled: SecondaryMap<Block, bool>,
    /// One `const undef` per slot, at the top of the entry block, made when first needed.
    undefs: SecondaryMap<StackSlot, Option<Value>>,
    /// Parameters made at merge points, whose incoming arguments are still to be read.
    pending: Vec<(StackSlot, Block, Value)>,
    /// Marks the blocks of the current single-predecessor walk, to stop on cycles.
    stamp: SecondaryMap<Block, u32>,
    stamp_counter: u32,
    /// Replacement of each promoted load's result.
    subst: &'a mut SecondaryMap<Value, Option<Value>>,
}

impl Builder<'_> {
    /// The promoted slot whose address `addr` is, if any.
    fn promoted_slot(&self, addr: Value) -> Option<StackSlot> {
        let inst = self.func.dfg.defining_inst(addr)?;
        match self.func.inst(inst) {
            InstData::SlotAddr(slot) if self.value_types[*slot].is_some() => Some(*slot),
            _ => None,
        }
    }

    /// Fills blocks in reverse postorder, then the unreachable ones in layout order.
    fn rewrite_loads_and_stores(&mut self) {
        let mut order: Vec<Block> = self.cfg.reverse_postorder().to_vec();
        order.extend(self.func.layout.blocks().iter().filter(|b| !self.cfg.is_reachable(**b)));
        for block in order {
            for idx in 0..self.func.layout.block_insts(block).len() {
                let inst = self.func.layout.block_insts(block)[idx];
                match *self.func.inst(inst) {
                    InstData::Load { addr, .. } => {
                        let (Some(slot), Some(res)) = (self.promoted_slot(addr), self.func.dfg.result(inst)) else {
                            continue;
                        };
                        let value = self.read(slot, block);
                        self.subst[res] = Some(value);
                    }
                    InstData::Store { addr, value, .. } => {
                        let Some(slot) = self.promoted_slot(addr) else { continue };
                        self.defs.insert((slot, block), value);
                        self.name_if_unnamed(value, slot);
                    }
                    _ => {}
                }
            }
            self.filled[block] = true;
        }
    }

    fn name_if_unnamed(&mut self, value: Value, slot: StackSlot) {
        if self.func.value_names[value].is_none() {
            self.func.value_names[value] = self.func.slots[slot].name.clone();
        }
    }

    /// The slot's value at the end of `block` (or at this point, while `block` is being filled).
    fn read(&mut self, slot: StackSlot, block: Block) -> Value {
        self.stamp_counter += 1;
        let mut chain = Vec::new();
        let mut cur = block;
        let value = loop {
            if let Some(&value) = self.defs.get(&(slot, cur)) {
                break value;
            }
            chain.push(cur);
            self.stamp[cur] = self.stamp_counter;
            let preds = self.cfg.preds(cur);
            if cur == self.entry || preds.is_empty() {
                break self.undef(slot);
            }
            let single = preds[0];
            if preds.len() == 1 && self.filled[single] && self.stamp[single] != self.stamp_counter {
                cur = single;
                continue;
            }
            break self.new_param(slot, cur);
        };
        for block in chain {
            self.defs.insert((slot, block), value);
        }
        value
    }

    fn undef(&mut self, slot: StackSlot) -> Value {
        if let Some(value) = self.undefs[slot] {
            return value;
        }
        let ty = self.value_types[slot].expect("only promoted slots are read");
        let first = self.func.layout.block_insts(self.entry)[0];
        let loc = self.func.srclocs[first];
        let value = FuncCursor::untyped_before(self.func, first, loc).ins(InstData::Const(Const::Undef), ty);
        self.name_if_unnamed(value, slot);
        self.undefs[slot] = Some(value);
        value
    }

    fn new_param(&mut self, slot: StackSlot, block: Block) -> Value {
        let ty = self.value_types[slot].expect("only promoted slots are read");
        let param = self.func.dfg.append_block_param(block, ty);
        self.name_if_unnamed(param, slot);
        self.pending.push((slot, block, param));
        param
    }

    /// Reads every pending parameter's incoming values, now that all blocks are filled. Reads
    /// may make more parameters; parameters of one block are completed in creation order, so
    /// each argument lands at its parameter's position.
    fn fill_pending_params(&mut self) {
        let mut idx = 0;
        while idx < self.pending.len() {
            let (slot, block, _) = self.pending[idx];
            idx += 1;
            for &pred in self.cfg.preds(block) {
                let value = self.read(slot, pred);
                let term = self.func.terminator(pred).expect("a predecessor ends in a terminator");
                for dest in self.func.dfg.insts[term].branch_targets_mut() {
                    if dest.block == block {
                        dest.args.push(value);
                    }
                }
            }
        }
    }
}

/// Follows replacements to the final value.
pub(crate) fn resolve(subst: &SecondaryMap<Value, Option<Value>>, mut value: Value) -> Value {
    while let Some(next) = subst[value] {
        value = next;
    }
    value
}

/// Replaces block parameters whose incoming arguments are all one value (or the parameter
/// itself) by that value, until no such parameter is left. Entry parameters are the function's
/// and stay. Records the replacements in `subst`; returns whether any parameter was removed.
///
/// As in Braun et al., removing a parameter re-examines the parameters it fed, so the work is
/// proportional to the number of arguments rather than to rounds over the whole function.
pub(crate) fn remove_trivial_params(func: &mut Function, subst: &mut SecondaryMap<Value, Option<Value>>) -> bool {
    let incoming = incoming_args(func);
    // `users[v]`: the parameters that have `v` among their incoming arguments.
    let mut users: SecondaryMap<Value, Vec<Value>> = SecondaryMap::new();
    let mut work: Vec<Value> = Vec::new();
    for &block in func.layout.blocks().iter().skip(1) {
        for (idx, &param) in func.dfg.block_params(block).iter().enumerate() {
            for args in &incoming[block] {
                if let Some(&arg) = args.get(idx) {
                    users[arg].push(param);
                }
            }
            work.push(param);
        }
    }
    work.reverse();
    let mut removed: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut removed_any = false;
    while let Some(param) = work.pop() {
        let ValueDef::Param(block, idx) = func.dfg.value_def(param) else { continue };
        if removed[param] {
            continue;
        }
        let Some(value) = trivial_value(&incoming[block], idx as usize, param, subst) else { continue };
        subst[param] = Some(value);
        removed[param] = true;
        removed_any = true;
        let fed = std::mem::take(&mut users[param]);
        work.extend(fed.iter().copied());
        users[value].extend(fed);
    }
    if removed_any {
        remove_params(func, &removed);
    }
    removed_any
}

/// The one value a parameter always receives, ignoring itself; `None` if it receives several
/// (or nothing but itself).
fn trivial_value(
    incoming: &[Vec<Value>],
    idx: usize,
    param: Value,
    subst: &SecondaryMap<Value, Option<Value>>,
) -> Option<Value> {
    let mut same: Option<Value> = None;
    for args in incoming {
        let arg = resolve(subst, *args.get(idx)?);
        if arg == param || same == Some(arg) {
            continue;
        }
        if same.is_some() {
            return None;
        }
        same = Some(arg);
    }
    same
}

/// For each block, the argument lists of every jump to it from a block in the layout.
fn incoming_args(func: &Function) -> SecondaryMap<Block, Vec<Vec<Value>>> {
    let mut incoming: SecondaryMap<Block, Vec<Vec<Value>>> = SecondaryMap::new();
    for &block in func.layout.blocks() {
        if let Some(term) = func.terminator(block) {
            for dest in func.inst(term).branch_targets() {
                incoming[dest.block].push(dest.args.clone());
            }
        }
    }
    incoming
}

/// Removes the marked block parameters (never the entry's) and the matching argument of every
/// jump to them, in one sweep over the terminators.
pub(crate) fn remove_params(func: &mut Function, removed: &SecondaryMap<Value, bool>) {
    let mut keep: SecondaryMap<Block, Option<Vec<bool>>> = SecondaryMap::new();
    for pos in 1..func.layout.blocks().len() {
        let block = func.layout.blocks()[pos];
        let params = &func.dfg.blocks[block].params;
        if !params.iter().any(|p| removed[*p]) {
            continue;
        }
        keep[block] = Some(params.iter().map(|p| !removed[*p]).collect());
        let old = std::mem::take(&mut func.dfg.blocks[block].params);
        for &param in old.iter().filter(|p| removed[**p]) {
            func.value_names[param] = None;
        }
        let new: Vec<Value> = old.into_iter().filter(|p| !removed[*p]).collect();
        for (n, &param) in new.iter().enumerate() {
            func.dfg.values[param].def = ValueDef::Param(block, n as u32);
        }
        func.dfg.blocks[block].params = new;
    }
    for pos in 0..func.layout.blocks().len() {
        let Some(term) = func.terminator(func.layout.blocks()[pos]) else { continue };
        for dest in func.dfg.insts[term].branch_targets_mut() {
            if let Some(mask) = &keep[dest.block] {
                let mut idx = 0;
                dest.args.retain(|_| {
                    idx += 1;
                    mask.get(idx - 1).copied().unwrap_or(true)
                });
            }
        }
    }
}

/// Rewrites every operand through `subst`; replaced values lose their names (they are gone).
pub(crate) fn apply_subst(func: &mut Function, subst: &SecondaryMap<Value, Option<Value>>) {
    for (value, replacement) in subst.iter() {
        if replacement.is_some() {
            func.value_names[value] = None;
        }
    }
    for pos in 0..func.layout.blocks().len() {
        let block = func.layout.blocks()[pos];
        for &inst in func.layout.block_insts(block) {
            func.dfg.insts[inst].map_operands(|v| resolve(subst, v));
        }
    }
}

/// Removes the loads, stores and address computations of promoted slots from the layout.
fn remove_slot_insts(func: &mut Function, value_types: &SecondaryMap<StackSlot, Option<TypeId>>) {
    let promoted_addr = |func: &Function, addr: Value| match func.dfg.value_def(addr) {
        ValueDef::Result(def) => matches!(func.inst(def), InstData::SlotAddr(s) if value_types[*s].is_some()),
        ValueDef::Param(..) => false,
    };
    let dead: Vec<Inst> = func
        .insts_in_order()
        .map(|(_, inst)| inst)
        .filter(|&inst| match func.inst(inst) {
            InstData::SlotAddr(slot) => value_types[*slot].is_some(),
            InstData::Load { addr, .. } | InstData::Store { addr, .. } => promoted_addr(func, *addr),
            _ => false,
        })
        .collect();
    for inst in dead {
        func.layout.remove_inst(inst);
    }
}

/// Drops the promoted slots from `func.slots` (the emitter declares every slot it finds there)
/// and renumbers the remaining ones, keeping their order.
fn renumber_slots(func: &mut Function, value_types: &SecondaryMap<StackSlot, Option<TypeId>>) {
    let mut kept: PrimaryMap<StackSlot, StackSlotData> = PrimaryMap::new();
    let mut new_id: SecondaryMap<StackSlot, Option<StackSlot>> = SecondaryMap::new();
    for (slot, data) in func.slots.iter() {
        if value_types[slot].is_none() {
            new_id[slot] = Some(kept.push(data.clone()));
        }
    }
    if kept.len() == func.slots.len() {
        return;
    }
    for (_, data) in func.dfg.insts.iter_mut() {
        if let InstData::SlotAddr(slot) = data {
            // Promoted slots' addresses are no longer in the layout; they get the reserved id.
            *slot = new_id[*slot].unwrap_or(StackSlot::reserved_value());
        }
    }
    // Arrays are never promoted, so every private array keeps a slot.
    for (_, privates) in func.private_arrays.iter_mut() {
        privates.retain_mut(|slot| match new_id[*slot] {
            Some(new) => {
                *slot = new;
                true
            }
            None => false,
        });
    }
    func.slots = kept;
}

#[cfg(test)]
mod tests {
    use super::super::check;
    use super::mem2reg;

    #[test]
    fn straight_line_locals_become_values() {
        // int f(int a) { int x = a; x = x + 1; return x; }
        check(
            mem2reg,
            "
func @f: fn(int) -> int {
    names v0=a
    ss0: int a
    ss1: int x
block0(v0: int):
    v1 = slotaddr.*int ss0
    store v1, v0
    v2 = slotaddr.*int ss1
    v3 = load.int v1
    store v2, v3
    v4 = load.int v2
    v5 = const.int 1
    v6 = add.int v4, v5
    store v2, v6
    v7 = load.int v2
    ret v7
}",
            "
func @f: fn(int) -> int {
    names v0=a v6=x
block0(v0: int):
    v5 = const.int 1
    v6 = add.int v0, v5
    ret v6
}",
        );
    }

    #[test]
    fn if_else_merges_with_a_block_param() {
        // int f(int c) { int x; if (c) x = 1; else x = 2; return x; }
        check(
            mem2reg,
            "
func @f: fn(int) -> int {
    ss0: int x
block0(v0: int):
    v1 = slotaddr.*int ss0
    br v0, block1, block2
block1:
    v2 = const.int 1
    store v1, v2
    jump block3
block2:
    v3 = const.int 2
    store v1, v3
    jump block3
block3:
    v4 = load.int v1
    ret v4
}",
            "
func @f: fn(int) -> int {
    names v2=x v3=x v5=x
block0(v0: int):
    br v0, block1, block2
block1:
    v2 = const.int 1
    jump block3(v2)
block2:
    v3 = const.int 2
    jump block3(v3)
block3(v5: int):
    ret v5
}",
        );
    }

    #[test]
    fn loop_gets_header_params_and_unchanged_values_do_not() {
        // int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
        // `n` lives in a slot too but is never stored in the loop: no header param for it.
        check(
            mem2reg,
            "
func @sum: fn(int) -> int {
    names v0=n
    ss0: int n
    ss1: int s
    ss2: int i
block0(v0: int):
    v1 = slotaddr.*int ss0
    store v1, v0
    v2 = slotaddr.*int ss1
    v3 = slotaddr.*int ss2
    v4 = const.int 0
    store v2, v4
    store v3, v4
    jump block1
block1:
    v5 = load.int v3
    v6 = load.int v1
    v7 = lt.int v5, v6
    br v7, block2, block3
block2:
    v8 = load.int v2
    v9 = load.int v3
    v10 = add.int v8, v9
    store v2, v10
    v11 = const.int 1
    v12 = add.int v9, v11
    store v3, v12
    jump block1
block3:
    v13 = load.int v2
    ret v13
}",
            "
func @sum: fn(int) -> int {
    names v0=n v4=s v10=s v12=i v14=i v16=s
block0(v0: int):
    v4 = const.int 0
    jump block1(v4, v4)
block1(v14: int, v16: int):
    v7 = lt.int v14, v0
    br v7, block2, block3
block2:
    v10 = add.int v16, v14
    v11 = const.int 1
    v12 = add.int v14, v11
    jump block1(v12, v10)
block3:
    ret v16
}",
        );
    }

    #[test]
    fn read_before_any_store_is_undef() {
        check(
            mem2reg,
            "
func @f: fn() -> int {
    ss0: int x
block0:
    v0 = slotaddr.*int ss0
    v1 = load.int v0
    ret v1
}",
            "
func @f: fn() -> int {
    names v2=x
block0:
    v2 = const.int undef
    ret v2
}",
        );
    }

    #[test]
    fn address_taken_arrays_and_volatile_stay_in_memory() {
        // int *p = &x; arrays; volatile accesses; a load of another type (type punning).
        check(
            mem2reg,
            "
declare @use: fn(*int) -> void

func @f: fn() -> int {
    ss0: int x
    ss1: [4 x int] a
    ss2: int v
    ss3: int pun
    ss4: int kept
block0:
    v0 = slotaddr.*int ss0
    call @use(v0)
    v1 = slotaddr.*[4 x int] ss1
    v2 = slotaddr.*int ss2
    v3 = const.int 3
    store.volatile v2, v3
    v4 = slotaddr.*int ss3
    v5 = cast.*uint v4
    v6 = load.uint v5
    v7 = slotaddr.*int ss4
    store v7, v3
    v8 = load.int v7
    ret v8
}",
            "
declare @use: fn(*int) -> void

func @f: fn() -> int {
    names v3=kept
    ss0: int x
    ss1: [4 x int] a
    ss2: int v
    ss3: int pun
block0:
    v0 = slotaddr.*int ss0
    call @use(v0)
    v1 = slotaddr.*[4 x int] ss1
    v2 = slotaddr.*int ss2
    v3 = const.int 3
    store.volatile v2, v3
    v4 = slotaddr.*int ss3
    v5 = cast.*uint v4
    v6 = load.uint v5
    ret v3
}",
        );
    }

    #[test]
    fn nested_loops_and_unreachable_blocks() {
        // x is set before an outer loop and bumped in the inner one; block5 is unreachable
        // and jumps into block4 with x unset (undef, which only it uses).
        check(
            mem2reg,
            "
func @f: fn(int) -> int {
    ss0: int x
block0(v0: int):
    v1 = slotaddr.*int ss0
    v2 = const.int 0
    store v1, v2
    jump block1
block1:
    br v0, block2, block4
block2:
    v3 = load.int v1
    v4 = const.int 1
    v5 = add.int v3, v4
    store v1, v5
    br v5, block2, block3
block3:
    jump block1
block4:
    v6 = load.int v1
    ret v6
block5:
    v7 = load.int v1
    jump block4
}",
            "
func @f: fn(int) -> int {
    names v2=x v5=x v8=x v9=x v10=x v11=x
block0(v0: int):
    v10 = const.int undef
    v2 = const.int 0
    jump block1(v2)
block1(v11: int):
    br v0, block2(v11), block4(v11)
block2(v9: int):
    v4 = const.int 1
    v5 = add.int v9, v4
    br v5, block2(v5), block3
block3:
    jump block1(v5)
block4(v8: int):
    ret v8
block5:
    jump block4(v10)
}",
        );
    }
}
