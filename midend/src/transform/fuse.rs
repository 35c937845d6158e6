//! Fusion of two adjacent loops with the same constant trip count, run on the loops that
//! inlining vector variants (`wfv/inline.rs`) makes of calls in one vector loop body: the
//! loop vectorizer's UF parts, or the copies of an unroll-and-jam for latency (`unroll_jam.rs`'s
//! `latency_factor`). Each such loop is a chain of dependent operations (`sum += ...`), and
//! they come one after the other:
//!
//! ```text
//! s = 0;  for (y = 0; y < 8; y++) s += ...;      for (y = 0; y < 8; y++) {
//! out[u] = s;                               ==>      s += ...;
//! t = 0;  for (y = 0; y < 8; y++) t += ...;          t += ...;
//! out[u + 1] = t;                                }
//!                                                out[u] = s; out[u + 1] = t;
//! ```
//!
//! One loop runs both bodies, so that the chains overlap in the pipeline, and the loads they
//! share (`gvn` after this pass) are made once: register blocking. The second loop's inductions
//! that equal one of the first's (same start and step) become that one. Exact: each value is
//! computed by the same operations in the same order; only the order between the two loops'
//! iterations changes, which is legal when neither loop writes memory or calls anything that
//! touches it. The code between the loops is split: what the second loop needs (and does not
//! depend on the first) moves before the first loop, the rest (the first loop's stores, which
//! must not touch what the second loop reads) after the fused loop.
//!
//! The shape: each loop innermost, its header the only exit, testing a count that is the same
//! constant for both, its body any blocks between an entry the header branches to and one
//! latch that jumps back (uniform branches inside a variant's loop stay branches: TinyMT's
//! `if (k >= 0)`), the second body run after the first's; the code between them a chain of
//! blocks without parameters. Not done: loops that store, different counts, loops apart by control
//! flow.
//!
//! The first pair is found with the pipeline's `LoopAnalysis`; after each fusion the pass
//! computes a fresh one.

use crate::analysis::affine::AffineInfo;
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::effects;
use crate::analysis::{ControlFlowGraph, Loop, LoopAnalysis, LoopForest};
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use std::collections::{BTreeMap, BTreeSet};

/// Fuses every pair of adjacent loops of the shape above, repeatedly (three jammed copies'
/// loops become one), with one remark per fused loop (at the first loop's header, the inlined
/// callee's loop); returns whether the function changed. `analysis` is of `func` as it is.
pub fn fuse_loops(module: &Module, func: &mut Function, analysis: &LoopAnalysis, remarks: &mut Remarks) -> bool {
    // Per fused loop (by its location): how many loops run as it.
    let mut fused: BTreeMap<SrcLoc, usize> = BTreeMap::new();
    // Each fusion removes a loop, so this ends; the analyses are computed afresh after each.
    let mut fresh: Option<LoopAnalysis> = None;
    while let Some(pair) = find_pair(module, func, fresh.as_ref().unwrap_or(analysis)) {
        let loc = func.layout.block_insts(pair.first).first().map_or(func.loc, |inst| func.srclocs[*inst]);
        *fused.entry(loc).or_insert(1) += 1;
        fuse(func, &pair);
        fresh = Some(LoopAnalysis::compute(module, func));
    }
    for (&loc, &n) in &fused {
        let msg = format!("loop fused: in `{}`, {} copies of it (inlined calls in one vector loop body) run as one loop, their chains of dependent operations side by side", func.name, n);
        remarks.push(loc, RemarkKind::Passed, "fuse", msg);
    }
    !fused.is_empty()
}

/// Two loops to fuse: the first's preheader and header, the blocks between them, the second's
/// header, body chain and exit.
struct Pair {
    preheader: Block,
    first: Block,
    first_latch: Block,
    between: Vec<Block>,
    second: Block,
    second_body: Vec<Block>,
    second_exit: Block,
    /// Instructions between the loops that move before the first loop, in order.
    early: Vec<Inst>,
    /// Per parameter of the second header: the first header's parameter it always equals (an
    /// induction with the same start and step), which then stands for it.
    same: Vec<Option<Value>>,
}

fn find_pair(module: &Module, func: &Function, analysis: &LoopAnalysis) -> Option<Pair> {
    let LoopAnalysis { cfg, loops, affine, .. } = analysis;
    if !loops.is_reducible() {
        return None;
    }
    let candidates: Vec<Loop> = loops.loops().collect();
    candidates.into_iter().find_map(|lp| pair_after(module, func, cfg, loops, affine, lp))
}

// A loop as this pass takes it: (header, body chain, exit block, constant back-edge count).
fn simple_loop(
    func: &Function,
    loops: &LoopForest,
    affine: &AffineInfo,
    lp: Loop,
) -> Option<(Block, Vec<Block>, Block, i64)> {
    let data = loops.data(lp);
    if !data.children.is_empty() || data.latches.len() != 1 {
        return None;
    }
    let header = data.header;
    let trip = affine.loop_info(lp)?.trip_count.as_ref().ok()?;
    if trip.exiting_block != header || !trip.early_exits.is_empty() {
        return None;
    }
    let count = trip.backedge_taken.as_ref()?.as_constant()?;
    let InstData::Branch { then_dest, else_dest, .. } = func.inst(func.terminator(header)?) else { return None };
    let (inside, exit) = match (data.contains(then_dest.block), data.contains(else_dest.block)) {
        (true, false) => (then_dest, else_dest),
        (false, true) => (else_dest, then_dest),
        _ => return None,
    };
    if !inside.args.is_empty() || !exit.args.is_empty() || !func.dfg.block_params(exit.block).is_empty() {
        return None;
    }
    // The body: its entry (entered only from the header), any blocks (uniform branches
    // inside it stay), and its one latch, which jumps back to the header.
    let latch = data.latches[0];
    let InstData::Jump(back) = func.inst(func.terminator(latch)?) else { return None };
    if back.block != header {
        return None;
    }
    let mut body = vec![inside.block];
    body.extend(
        func.layout
            .blocks()
            .iter()
            .copied()
            .filter(|&b| data.contains(b) && b != header && b != inside.block && b != latch),
    );
    if latch != inside.block {
        body.push(latch);
    }
    if body.len() + 1 != data.blocks.len() {
        return None;
    }
    Some((header, body, exit.block, count))
}

// Reads memory at most (loads, calls of functions that read only through their arguments);
// writes nothing.
fn writes_nothing(module: &Module, data: &InstData) -> bool {
    match data {
        InstData::Load { volatile, .. } => !volatile,
        InstData::Call { callee: Callee::Direct(f), .. } => effects::is_readnone(module, *f),
        InstData::Call { .. } | InstData::BitfieldLoad { .. } | InstData::Gather { .. } => false,
        _ => !data.writes_memory(),
    }
}

fn pair_after(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    affine: &AffineInfo,
    lp: Loop,
) -> Option<Pair> {
    let (first, first_body, first_exit, count) = simple_loop(func, loops, affine, lp)?;
    let preheader = loops.preheader(cfg, lp)?;
    // The blocks after the first loop up to the one that jumps to the second loop's header,
    // each entered only from the one before (the first from the first loop's header): no
    // other path may reach the second loop.
    let mut between = Vec::new();
    let mut block = first_exit;
    let mut from = first;
    let second = loop {
        if between.contains(&block)
            || !func.dfg.block_params(block).is_empty()
            || loops.is_header(block).is_some()
            || cfg.preds(block) != [from]
        {
            return None;
        }
        from = block;
        between.push(block);
        let InstData::Jump(call) = func.inst(func.terminator(block)?) else { return None };
        if let Some(next) = loops.is_header(call.block) {
            break next;
        }
        if !call.args.is_empty() {
            return None;
        }
        block = call.block;
    };
    let (second_header, second_body, second_exit, second_count) = simple_loop(func, loops, affine, second)?;
    if second_count != count
        || loops.data(second).parent != loops.data(lp).parent
        || cfg.preds(second_header).len() != 2
    {
        return None;
    }
    let in_first = |v: Value| affine.def_block(v).is_some_and(|b| loops.data(lp).contains(b));
    let second_blocks: Vec<Block> = [second_header].into_iter().chain(second_body.iter().copied()).collect();
    let first_blocks: Vec<Block> = [first].into_iter().chain(first_body.iter().copied()).collect();
    let insts = |blocks: &[Block]| -> Vec<Inst> {
        blocks.iter().flat_map(|b| func.layout.block_insts(*b).iter().copied()).collect()
    };
    // Neither loop writes memory, so their iterations may interleave.
    if !insts(&first_blocks).iter().chain(insts(&second_blocks).iter()).all(|i| writes_nothing(module, func.inst(*i))) {
        return None;
    }
    // The code between: what depends on the first loop, and every write, goes after the
    // fused loop; the rest before the first loop.
    let mut late: BTreeSet<Value> = BTreeSet::new();
    let mut late_insts = Vec::new();
    let mut early = Vec::new();
    for inst in insts(&between) {
        let data = func.inst(inst);
        if data.is_terminator() {
            continue;
        }
        let mut depends = false;
        data.for_each_operand(|v| depends |= in_first(v) || late.contains(&v));
        if depends || !writes_nothing(module, data) || matches!(data, InstData::Call { .. }) {
            late.extend(func.dfg.result(inst));
            late_insts.push(inst);
        } else {
            early.push(inst);
        }
    }
    // The second loop uses nothing of the first loop's or of the late code.
    let mut uses_late = false;
    let last = *between.last()?;
    for inst in insts(&second_blocks).into_iter().chain(func.terminator(last)) {
        func.inst(inst).for_each_operand(|v| uses_late |= in_first(v) || late.contains(&v));
    }
    if uses_late {
        return None;
    }
    // The late writes touch nothing the second loop reads.
    let escaping = escaping_slots(func, affine);
    let base_of = |addr: Value| affine.address(addr).map(|a| a.base);
    let reads: Vec<Inst> = insts(&second_blocks).into_iter().filter(|i| func.inst(*i).reads_memory()).collect();
    for &inst in &late_insts {
        let data = func.inst(inst);
        if !data.writes_memory() {
            continue;
        }
        let addr = match *data {
            InstData::Store { addr, volatile: false, .. } | InstData::VectorStore { addr, .. } => addr,
            _ => return None,
        };
        let store_base = base_of(addr)?;
        for &read in &reads {
            let read_addr = match *func.inst(read) {
                InstData::Load { addr, .. } | InstData::VectorLoad { addr, .. } => addr,
                _ => return None,
            };
            let read_base = base_of(read_addr)?;
            if read_base == store_base || may_alias(module, func, &escaping, read_base, store_base) {
                return None;
            }
        }
    }
    let first_latch = *first_body.last()?;
    let same = same_inductions(func, affine, lp, second);
    Some(Pair { preheader, first, first_latch, between, second: second_header, second_body, second_exit, early, same })
}

// For each parameter of the second loop's header, the first loop's induction that takes the
// same values: the same step, and a start that is the same value or the same constant.
fn same_inductions(func: &Function, affine: &AffineInfo, first: Loop, second: Loop) -> Vec<Option<Value>> {
    let constant = |v: Value| match func.dfg.defining_inst(v).map(|i| func.inst(i)) {
        Some(InstData::Const(c)) => Some((c.clone(), func.value_type(v))),
        _ => None,
    };
    let same_start = |a: Value, b: Value| a == b || constant(a).is_some_and(|c| Some(c) == constant(b));
    let (Some(first_info), Some(second_info)) = (affine.loop_info(first), affine.loop_info(second)) else {
        return Vec::new();
    };
    let header = second_info.header;
    func.dfg
        .block_params(header)
        .iter()
        .map(|&param| {
            let ind =
                second_info.inductions.iter().find(|ind| ind.param == param && ind.step.as_constant().is_some())?;
            first_info
                .inductions
                .iter()
                .find(|f| {
                    f.step == ind.step
                        && f.is_pointer == ind.is_pointer
                        && func.value_type(f.param) == func.value_type(param)
                        && same_start(f.start, ind.start)
                })
                .map(|f| f.param)
        })
        .collect()
}

// Rewrites the function as the module comment shows: the early code moves to the end of the
// first loop's preheader, the second loop's parameters and header code join the first's
// header, the first body jumps into the second, whose latch jumps back to the first header
// with both loops' next values; the code between, now only the late part, runs after the
// fused loop and then goes on where the second loop's exit did.
fn fuse(func: &mut Function, pair: &Pair) {
    let Some(pre_term) = func.terminator(pair.preheader) else { return };
    for &inst in &pair.early {
        func.layout.remove_inst(inst);
        func.layout.insert_inst_before(inst, pre_term);
    }
    // The second loop's entry values, from the jump that entered it.
    let last = *pair.between.last().unwrap_or(&pair.second);
    let Some(entry_term) = func.terminator(last) else { return };
    let InstData::Jump(entry) = func.inst(entry_term).clone() else { return };
    let old_params: Vec<Value> = func.dfg.block_params(pair.second).to_vec();
    for (idx, (&old, &init)) in old_params.iter().zip(&entry.args).enumerate() {
        if let Some(Some(same)) = pair.same.get(idx) {
            func.replace_uses(old, *same);
            continue;
        }
        let new = func.dfg.append_block_param(pair.first, func.value_type(old));
        func.value_names[new] = func.value_names[old].clone();
        func.replace_uses(old, new);
        for call in func.dfg.insts[pre_term].branch_targets_mut() {
            if call.block == pair.first {
                call.args.push(init);
            }
        }
    }
    // The second header's code into the first's, before its test.
    let Some(first_term) = func.terminator(pair.first) else { return };
    let second_insts: Vec<Inst> = func.layout.block_insts(pair.second).to_vec();
    let Some((&second_term, moved)) = second_insts.split_last() else { return };
    for &inst in moved {
        func.layout.remove_inst(inst);
        func.layout.insert_inst_before(inst, first_term);
    }
    // The first body's latch goes on into the second body; the second's latch carries both
    // loops' next values back to the first header.
    let Some(first_latch_term) = func.terminator(pair.first_latch) else { return };
    let InstData::Jump(first_back) = func.inst(first_latch_term).clone() else { return };
    func.dfg.insts[first_latch_term] = InstData::Jump(BlockCall::new(pair.second_body[0], vec![]));
    let Some(second_latch_term) = pair.second_body.last().and_then(|b| func.terminator(*b)) else { return };
    let InstData::Jump(second_back) = func.inst(second_latch_term).clone() else { return };
    let kept = second_back.args.iter().enumerate().filter(|(idx, _)| !matches!(pair.same.get(*idx), Some(Some(_))));
    let args: Vec<Value> = first_back.args.iter().copied().chain(kept.map(|(_, v)| *v)).collect();
    func.dfg.insts[second_latch_term] = InstData::Jump(BlockCall::new(pair.first, args));
    // The late code now ends in the second loop's exit.
    func.dfg.insts[entry_term] = InstData::Jump(BlockCall::new(pair.second_exit, vec![]));
    func.layout.remove_inst(second_term);
    func.layout.remove_block(pair.second);
    // Layout: the second body right after the first, so the printed order follows the flow.
    let body_blocks: Vec<Block> = pair.second_body.clone();
    func.layout.move_blocks_after(&body_blocks, pair.first_latch);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transform::check;

    fn pass(module: &Module, func: &mut Function) -> bool {
        fuse_loops(module, func, &LoopAnalysis::compute(module, func), &mut Remarks::default())
    }

    /// s = 0; for (i = 0; i < 8; i++) s += a[i]; out[0] = s;
    /// t = 1; for (i = 0; i < 8; i++) t *= a[i]; out[1] = t;
    const TWO: &str = "
func @two: fn(*float, *const float) -> void {
block0(v0: restrict *float, v1: restrict *const float):
    v2 = const.int 0
    v3 = const.float 0.0
    jump block1(v2, v3)
block1(v4: int, v5: float):
    v6 = const.int 8
    v7 = lt.int v4, v6
    br v7, block2, block3
block2:
    v8 = cast.long v4
    v9 = ptradd.*const float v1, v8
    v10 = load.float v9
    v11 = add.float v5, v10
    v12 = const.int 1
    v13 = add.int v4, v12
    jump block1(v13, v11)
block3:
    store v0, v5
    v14 = const.int 0
    v15 = const.float 1.0
    jump block4(v14, v15)
block4(v16: int, v17: float):
    v18 = const.int 8
    v19 = lt.int v16, v18
    br v19, block5, block6
block5:
    v20 = cast.long v16
    v21 = ptradd.*const float v1, v20
    v22 = load.float v21
    v23 = mul.float v17, v22
    v24 = const.int 1
    v25 = add.int v16, v24
    jump block4(v25, v23)
block6:
    v26 = const.long 1
    v27 = ptradd.*float v0, v26
    store v27, v17
    ret
}";

    #[test]
    fn two_chains_of_the_same_count_run_in_one_loop() {
        // The second loop's counter is the first's (v4); its product v28 joins the header; the
        // store of the sum runs after the fused loop (block3), before the second loop's exit.
        check(
            pass,
            TWO,
            "
func @two: fn(*float, *const float) -> void {
block0(v0: restrict *float, v1: restrict *const float):
    v2 = const.int 0
    v3 = const.float 0.0
    v14 = const.int 0
    v15 = const.float 1.0
    jump block1(v2, v3, v15)
block1(v4: int, v5: float, v28: float):
    v6 = const.int 8
    v7 = lt.int v4, v6
    v18 = const.int 8
    v19 = lt.int v4, v18
    br v7, block2, block3
block2:
    v8 = cast.long v4
    v9 = ptradd.*const float v1, v8
    v10 = load.float v9
    v11 = add.float v5, v10
    v12 = const.int 1
    v13 = add.int v4, v12
    jump block5
block5:
    v20 = cast.long v4
    v21 = ptradd.*const float v1, v20
    v22 = load.float v21
    v23 = mul.float v28, v22
    v24 = const.int 1
    v25 = add.int v4, v24
    jump block1(v13, v11, v23)
block3:
    store v0, v5
    jump block6
block6:
    v26 = const.long 1
    v27 = ptradd.*float v0, v26
    store v27, v28
    ret
}",
        );
    }

    #[test]
    fn a_second_loop_reading_the_first_ones_store_stays() {
        // The second loop reads out[0], which the store between the loops writes.
        let input = TWO.replace("v21 = ptradd.*const float v1, v20", "v21 = ptradd.*float v0, v20");
        check(pass, &input, &input);
    }

    /// TWO with the second body branching: `t *= i >= 4 ? a[i] : 2` as a diamond.
    fn two_with_a_branch() -> String {
        TWO.replace(
            "block5:\n    v20 = cast.long v16\n    v21 = ptradd.*const float v1, v20\n    v22 = load.float v21\n    v23 = mul.float v17, v22\n",
            "block5:\n    v30 = const.int 4\n    v31 = ge.int v16, v30\n    br v31, block7, block8\nblock7:\n    v20 = cast.long v16\n    v21 = ptradd.*const float v1, v20\n    v22 = load.float v21\n    jump block9(v22)\nblock8:\n    v32 = const.float 2.0\n    jump block9(v32)\nblock9(v33: float):\n    v23 = mul.float v17, v33\n",
        )
    }

    #[test]
    fn a_body_with_a_branch_runs_whole_in_the_fused_loop() {
        // The second body's diamond (block5, block7, block8, block9) follows the first body;
        // block9 carries both loops' next values back.
        check(
            pass,
            &two_with_a_branch(),
            "
func @two: fn(*float, *const float) -> void {
block0(v0: restrict *float, v1: restrict *const float):
    v2 = const.int 0
    v3 = const.float 0.0
    v14 = const.int 0
    v15 = const.float 1.0
    jump block1(v2, v3, v15)
block1(v4: int, v5: float, v34: float):
    v6 = const.int 8
    v7 = lt.int v4, v6
    v18 = const.int 8
    v19 = lt.int v4, v18
    br v7, block2, block3
block2:
    v8 = cast.long v4
    v9 = ptradd.*const float v1, v8
    v10 = load.float v9
    v11 = add.float v5, v10
    v12 = const.int 1
    v13 = add.int v4, v12
    jump block5
block5:
    v30 = const.int 4
    v31 = ge.int v4, v30
    br v31, block7, block8
block7:
    v20 = cast.long v4
    v21 = ptradd.*const float v1, v20
    v22 = load.float v21
    jump block9(v22)
block8:
    v32 = const.float 2.0
    jump block9(v32)
block9(v33: float):
    v23 = mul.float v34, v33
    v24 = const.int 1
    v25 = add.int v4, v24
    jump block1(v13, v11, v23)
block3:
    store v0, v5
    jump block6
block6:
    v26 = const.long 1
    v27 = ptradd.*float v0, v26
    store v27, v34
    ret
}",
        );
    }
}
