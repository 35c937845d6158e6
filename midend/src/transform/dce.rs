//! Dead code elimination: removes unreachable blocks, pure instructions whose results are not
//! used, and block parameters (outside the entry) that nothing live reads, with the arguments
//! that fed them.
//!
//! Liveness is computed by marking from the roots (instructions with effects: stores, calls,
//! volatile loads, terminators' conditions and returned values), so dead cycles through block
//! parameters disappear too. Loads are pure here: an unused non-volatile load is removed, as is
//! an unused division (it could only trap on undefined behaviour). Not done here: removing dead
//! stores, or branches whose targets are equivalent (see `simplify`).

use super::mem2reg::remove_params;
use crate::analysis::ControlFlowGraph;
use crate::ir::*;
use cranelift_entity::SecondaryMap;

/// Returns whether anything was removed.
pub fn dce(_module: &Module, func: &mut Function) -> bool {
    let removed_blocks = remove_unreachable_blocks(func);
    let live = live_values(func);
    let mut changed = removed_blocks;
    let dead_insts: Vec<Inst> = func
        .insts_in_order()
        .map(|(_, inst)| inst)
        .filter(|&inst| func.inst(inst).is_pure() && func.dfg.result(inst).is_none_or(|r| !live[r]))
        .collect();
    for inst in dead_insts {
        if let Some(res) = func.dfg.result(inst) {
            func.value_names[res] = None;
        }
        func.layout.remove_inst(inst);
        changed = true;
    }
    let mut dead_params: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &block in func.layout.blocks().iter().skip(1) {
        for &param in func.dfg.block_params(block) {
            if !live[param] {
                dead_params[param] = true;
                changed = true;
            }
        }
    }
    remove_params(func, &dead_params);
    changed
}

fn remove_unreachable_blocks(func: &mut Function) -> bool {
    // Reachability is all this reads: the CFG alone.
    let cfg = ControlFlowGraph::compute(func);
    let dead: Vec<Block> = func.layout.blocks().iter().copied().filter(|b| !cfg.is_reachable(*b)).collect();
    for &block in &dead {
        for &inst in func.layout.block_insts(block) {
            if let Some(res) = func.dfg.result(inst) {
                func.value_names[res] = None;
            }
        }
        for &param in func.dfg.block_params(block) {
            func.value_names[param] = None;
        }
        func.layout.remove_block(block);
    }
    !dead.is_empty()
}

/// Marks the values that instructions with effects need, directly or through block arguments.
fn live_values(func: &Function) -> SecondaryMap<Value, bool> {
    let mut live: SecondaryMap<Value, bool> = SecondaryMap::new();
    let mut work: Vec<Value> = Vec::new();
    let mark = |v: Value, live: &mut SecondaryMap<Value, bool>, work: &mut Vec<Value>| {
        if !std::mem::replace(&mut live[v], true) {
            work.push(v);
        }
    };
    // For each block, where jumps to it pass arguments: (terminator, target index).
    let mut incoming: SecondaryMap<Block, Vec<(Inst, usize)>> = SecondaryMap::new();
    for (_, inst) in func.insts_in_order() {
        let data = func.inst(inst);
        for (target_idx, dest) in data.branch_targets().iter().enumerate() {
            incoming[dest.block].push((inst, target_idx));
        }
        match data {
            _ if data.is_pure() => {}
            // Block arguments are live only if their parameter is.
            InstData::Jump(_) => {}
            InstData::Branch { cond: v, .. } | InstData::Switch { arg: v, .. } => mark(*v, &mut live, &mut work),
            _ => data.for_each_operand(|v| mark(v, &mut live, &mut work)),
        }
    }
    if let Some(entry) = func.entry_block() {
        for &param in func.dfg.block_params(entry) {
            live[param] = true;
        }
    }
    while let Some(value) = work.pop() {
        match func.dfg.value_def(value) {
            ValueDef::Result(inst) => func.inst(inst).for_each_operand(|v| mark(v, &mut live, &mut work)),
            ValueDef::Param(block, idx) => {
                for &(term, target_idx) in &incoming[block] {
                    let dest = func.inst(term).branch_targets()[target_idx];
                    if let Some(&arg) = dest.args.get(idx as usize) {
                        mark(arg, &mut live, &mut work);
                    }
                }
            }
        }
    }
    live
}

#[cfg(test)]
mod tests {
    use super::super::check;
    use super::dce;

    #[test]
    fn unused_pure_instructions_go_and_effects_stay() {
        check(
            dce,
            "
declare @g: fn(int) -> int

func @f: fn(int, *int) -> int {
    names v0=a v3=t
block0(v0: int, v1: *int):
    v2 = const.int 0
    v3 = div.int v0, v2
    v4 = load.int v1
    v5 = call.int @g(v0)
    v6 = load.volatile.int v1
    store v1, v0
    ret v0
}",
            "
declare @g: fn(int) -> int

func @f: fn(int, *int) -> int {
    names v0=a
block0(v0: int, v1: *int):
    v5 = call.int @g(v0)
    v6 = load.volatile.int v1
    store v1, v0
    ret v0
}",
        );
    }

    #[test]
    fn unreachable_blocks_and_dead_param_cycles_go() {
        // v2 is a loop-carried counter that nothing reads outside its own update.
        check(
            dce,
            "
func @f: fn(int) -> int {
block0(v0: int):
    v1 = const.int 0
    jump block1(v1)
block1(v2: int):
    v3 = const.int 1
    v4 = add.int v2, v3
    br v0, block1(v4), block2
block2:
    ret v0
block3:
    v5 = const.int 7
    jump block2
}",
            "
func @f: fn(int) -> int {
block0(v0: int):
    jump block1
block1:
    br v0, block1, block2
block2:
    ret v0
}",
        );
    }

    #[test]
    fn params_read_by_live_code_stay() {
        check(
            dce,
            "
func @f: fn(int) -> int {
block0(v0: int):
    br v0, block1(v0), block1(v0)
block1(v1: int):
    ret v1
}",
            "
func @f: fn(int) -> int {
block0(v0: int):
    br v0, block1(v0), block1(v0)
block1(v1: int):
    ret v1
}",
        );
    }
}
