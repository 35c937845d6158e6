//! Unroll-and-jam of a loop nest whose inner loop accumulates into elements that do not move
//! with the outer index (or, by the latency rule below, whose inner loop calls a long chain of
//! dependent float operations):
//!
//! ```text
//! for (j = 0; j < n; j++)            for (j = 0; j + 1 < n; j += 2)
//!     for (i = 0; i < m; i++)   ==>      for (i = 0; i < m; i++) {
//!         y[i] += A[j][i] * x[j];            t = y[i] + A[j][i] * x[j];      // j's body
//!                                            y[i] = t + A[j+1][i] * x[j+1];  // j+1's body
//!                                        }
//!                                    the original nest for the last j, if any
//! ```
//!
//! Two outer iterations run their inner loops together, one inner iteration doing j's body and
//! then j+1's. Where j's copy stores an element that j+1's copy then loads, the load takes the
//! stored value (forwarding), and the store is dropped when j+1's copy stores that element
//! again with nothing reading it in between. The inner loop then loads and stores `y[i]` once
//! for two outer iterations; the loop vectorizer vectorizes it as usual (gcc -O3 does the same
//! with -floop-unroll-and-jam: bench matvec_f32). Exact: every element sees the same
//! operations in the same order as before; only accesses that the legality test proves
//! independent change order.
//!
//! Legal when for every store S and access T of the inner body, S of iteration (j, i) and T
//! of (j+1, i') with i' < i (or the other way round) touch no common byte: those pairs are the
//! ones whose order the jam reverses. Addresses are affine, `base + co·{outer} + ci·{inner} +
//! rest` with `rest` invariant in the outer loop; accesses on bases that may alias need one
//! base, equal `co` and `ci`, and a constant difference of `rest`. The nest's shape: the outer
//! loop counted by an integer induction, its header the only exit and the only parameter the
//! induction; one inner loop, innermost, whose only parameter is its induction, whose trip count
//! and start do not depend on the outer loop and whose body is straight-line code (loads,
//! stores, arithmetic, and calls of functions that write no memory and read only through their
//! pointer arguments, which must point into objects no store of the body may touch); the outer
//! loop's other blocks straight-line arithmetic. With a constant inner count, reordered inner
//! iterations are at most that count apart. Profitable (the only nests done): some store in the
//! inner body whose address does not move with the outer index, after a load of the same
//! element; or the latency rule (`latency_factor`): a short constant inner loop calling a vector
//! variant whose result is a long chain of dependent float operations (DCT's `dct_at`, 64
//! dependent adds per lane): the jammed calls, once vectorized and inlined, are loops that
//! `fuse.rs` runs as one, so the chains overlap. `jam` builds any factor; 2 is used (4 measured
//! no faster on DCT). The transpose rule (`transpose_factor`): an inner-loop read of a column
//! (one element further per outer iteration, at least L per inner one) jams L outer
//! iterations, L the lanes the loop vectorizer will use, so that `transpose.rs` reads the L
//! gathers of one vector iteration as L rows transposed in registers (wfv bench transpose:
//! 0.186 s -> 0.05 s).
//!
//! Not done here: inner loops with conditions or reductions, nests deeper than two, memory
//! accesses between the loops.
//!
//! The first nest is read from the pipeline's `LoopAnalysis`; after each jam the pass computes
//! a fresh one (a callee's chain length reads one of the callee).

use crate::analysis::affine::{Affine, AffineInfo, Base};
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::effects;
use crate::analysis::{Loop, LoopAnalysis, LoopData, LoopForest};
use crate::ir::*;
use crate::remarks::{describe_inst, RemarkKind, Remarks};
use crate::target::{ElemClass, Target};
use crate::transform::transpose::transpose_pays;
use std::collections::{BTreeMap, BTreeSet};

/// Unrolls and jams every nest of the shape above, with a remark at each; returns whether the
/// function changed.
pub fn unroll_and_jam(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    target: &Target,
    remarks: &mut Remarks,
) -> bool {
    let headers: Vec<Block> = analysis.loops.loops().map(|lp| analysis.loops.data(lp).header).collect();
    let mut changed = false;
    // `analysis` holds until a nest is jammed; the analyses are computed again only then, at
    // the next nest: a function of many loops is analysed once, not once per loop.
    let mut fresh: Option<LoopAnalysis> = None;
    let mut stale = false;
    for header in headers {
        if stale {
            fresh = Some(LoopAnalysis::compute(module, func));
            stale = false;
        }
        let current = fresh.as_ref().unwrap_or(analysis);
        let loops = &current.loops;
        if !loops.is_reducible() {
            return changed;
        }
        let Some(lp) = loops.is_header(header) else { continue };
        if let Some(nest) = find_nest(module, func, current, lp, target) {
            let loc = func.layout.block_insts(header).first().map_or(func.loc, |inst| func.srclocs[*inst]);
            let msg = match nest.rule {
                Rule::Latency => format!("loop nest unrolled and jammed by {} ({} outer iterations run their calls' chains of dependent floating-point operations side by side)", nest.factor, nest.factor),
                Rule::Forward => "loop nest unrolled and jammed by 2 (two outer iterations share the inner loop's loads and stores of elements that do not move with the outer index)".to_string(),
                Rule::Transpose(read) => {
                    let what = describe_inst(module, func, read, "in the inner loop");
                    format!("loop nest unrolled and jammed by {} ({} reads a column; {} outer iterations read {} neighbouring columns, which the vector loop reads as rows transposed in registers)", nest.factor, what, nest.factor, nest.factor)
                }
            };
            remarks.push(loc, RemarkKind::Passed, "unroll-jam", msg);
            jam(func, &nest);
            stale = true;
            changed = true;
        }
    }
    changed
}

/// A nest to jam: its blocks as chains, the outer induction and the forwarding found.
struct Nest {
    preheader: Block,
    outer_header: Block,
    j: Value,
    step: i64,
    /// From the outer header's body successor to the block that enters the inner loop.
    pre_inner: Vec<Block>,
    inner_header: Block,
    /// From the inner header's body successor to the block that jumps back to it.
    inner_body: Vec<Block>,
    /// From the inner loop's exit to the block that jumps back to the outer header.
    post_inner: Vec<Block>,
    /// Loads of j+1's copy that take the value a store of j's copy stored: (store, load).
    forward: Vec<(Inst, Inst)>,
    /// Stores of j's copy that j+1's copy overwrites.
    dead_stores: BTreeSet<Inst>,
    /// How many outer iterations share one inner loop.
    factor: u32,
    /// Which profit rule jammed it.
    rule: Rule,
}

/// The profit rules of the module comment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Rule {
    Forward,
    Latency,
    /// `transpose_factor`: the load (or call) reading a column.
    Transpose(Inst),
}

// The blocks from `start` that each end in a jump to the next, until one jumps to `end`
// (with any arguments); every block on the way takes no parameters and is jumped to without
// arguments.
pub(super) fn chain(func: &Function, start: Block, end: Block, allowed: &dyn Fn(Block) -> bool) -> Option<Vec<Block>> {
    let mut res = Vec::new();
    let mut block = start;
    loop {
        if !allowed(block) || res.contains(&block) || !func.dfg.block_params(block).is_empty() {
            return None;
        }
        res.push(block);
        let InstData::Jump(call) = func.inst(func.terminator(block)?) else { return None };
        if call.block == end {
            return Some(res);
        }
        if !call.args.is_empty() {
            return None;
        }
        block = call.block;
    }
}

// The header's test, on a condition it computes itself: (its block-call into the loop, without
// arguments, and the other one).
pub(super) fn split_branch(func: &Function, header: Block, inside: &dyn Fn(Block) -> bool) -> Option<(Block, Block)> {
    let InstData::Branch { cond, then_dest, else_dest } = func.inst(func.terminator(header)?) else { return None };
    let own = func.dfg.defining_inst(*cond).is_some_and(|c| func.layout.inst_block(c) == Some(header));
    if !own {
        return None;
    }
    match (inside(then_dest.block), inside(else_dest.block)) {
        (true, false) if then_dest.args.is_empty() => Some((then_dest.block, else_dest.block)),
        (false, true) if else_dest.args.is_empty() => Some((else_dest.block, then_dest.block)),
        _ => None,
    }
}

// Arithmetic that touches no memory.
pub(super) fn is_arith(data: &InstData) -> bool {
    data.is_pure() && !data.reads_memory() && !data.is_terminator()
}

// Arithmetic that touches no memory and cannot trap (no division): it may run where the
// program would not have run it.
pub(super) fn is_speculatable_arith(data: &InstData) -> bool {
    is_arith(data) && !matches!(data, InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, .. })
}

// An instruction of the inner body a nest transform handles: arithmetic, plain loads and
// stores, calls of functions that touch no memory (or, with `arg_reads`, read only through
// their pointer arguments), the terminator.
pub(super) fn is_plain_body_inst(module: &Module, data: &InstData, arg_reads: bool) -> bool {
    is_arith(data)
        || matches!(data, InstData::Load { volatile: false, .. } | InstData::Store { volatile: false, .. })
        || matches!(data, InstData::Call { callee: Callee::Direct(f), .. } if effects::is_readnone(module, *f) || (arg_reads && effects::reads_only_through_args(module, *f)))
        || data.is_terminator()
}

/// The nest of `outer` and its only inner loop, if it may be jammed and a profit rule picks it.
fn find_nest(module: &Module, func: &Function, analysis: &LoopAnalysis, outer: Loop, target: &Target) -> Option<Nest> {
    let LoopAnalysis { cfg, loops, affine, .. } = analysis;
    let od = loops.data(outer);
    let [inner] = od.children[..] else { return None };
    let id = loops.data(inner);
    if !id.children.is_empty() || od.latches.len() != 1 || id.latches.len() != 1 {
        return None;
    }
    let (outer_header, inner_header) = (od.header, id.header);
    let preheader = loops.preheader(cfg, outer)?;
    let [j] = func.dfg.block_params(outer_header)[..] else { return None };
    let [i] = func.dfg.block_params(inner_header)[..] else { return None };
    let outer_info = affine.loop_info(outer)?;
    let ind = outer_info.inductions.iter().find(|ind| ind.param == j)?;
    let step = ind.step.as_constant().filter(|s| *s != 0 && !ind.is_pointer)?;
    module.types.int_kind(func.value_type(j))?;
    let (pre_inner, inner_body, post_inner) = nest_chains(func, od, id)?;
    let count = invariant_inner_loop(func, loops, affine, outer, inner, i, &pre_inner)?;
    if !jammable_insts(module, func, [outer_header, inner_header], &pre_inner, &inner_body, &post_inner)
        || used_after_inner(func, affine, id)
    {
        return None;
    }
    let accesses = accesses(module, func, loops, affine, outer, inner, &inner_body)?;
    check_calls(module, func, loops, affine, outer, &inner_body, &accesses)?;
    let (factor, (forward, dead_stores), rule) =
        profit_rule(module, func, loops, affine, (outer, inner, &count), &inner_body, &accesses, target)?;
    Some(Nest {
        preheader,
        outer_header,
        j,
        step,
        pre_inner,
        inner_header,
        inner_body,
        post_inner,
        forward,
        dead_stores,
        factor,
        rule,
    })
}

/// The nest's blocks as chains (before, in and after the inner loop), if they are all chains.
pub(super) fn nest_chains(
    func: &Function,
    od: &LoopData,
    id: &LoopData,
) -> Option<(Vec<Block>, Vec<Block>, Vec<Block>)> {
    let (outer_header, inner_header) = (od.header, id.header);
    let in_outer_only = |b: Block| od.contains(b) && !id.contains(b);
    let (pre_first, _) = split_branch(func, outer_header, &|b| od.contains(b))?;
    let (body_first, post_first) = split_branch(func, inner_header, &|b| id.contains(b))?;
    let pre_inner = chain(func, pre_first, inner_header, &|b| in_outer_only(b) && b != outer_header)?;
    let inner_body = chain(func, body_first, inner_header, &|b| id.contains(b) && b != inner_header)?;
    let post_inner = chain(func, post_first, outer_header, &|b| in_outer_only(b) && b != outer_header)?;
    if od.blocks.len() != 1 + pre_inner.len() + post_inner.len() + id.blocks.len()
        || id.blocks.len() != 1 + inner_body.len()
    {
        return None;
    }
    Some((pre_inner, inner_body, post_inner))
}

/// The inner loop's back-edge count, if it and the loop's start are the same for every outer iteration.
pub(super) fn invariant_inner_loop(
    func: &Function,
    loops: &LoopForest,
    affine: &AffineInfo,
    outer: Loop,
    inner: Loop,
    i: Value,
    pre_inner: &[Block],
) -> Option<Affine> {
    let od = loops.data(outer);
    // The inner loop runs the same iterations for every j: its trip count and start are
    // invariant in the outer loop.
    let trip = loops.data(inner).header;
    let inner_info = affine.loop_info(inner).filter(|info| info.header == trip)?;
    let count = inner_info.trip_count.as_ref().ok()?.backedge_taken.clone()?;
    let i_step = inner_info.inductions.iter().find(|ind| ind.param == i).and_then(|ind| ind.step.as_constant());
    if !affine.is_invariant(loops, &count, outer) || i_step.is_none() {
        return None;
    }
    let pre_last = *pre_inner.last()?;
    let InstData::Jump(enter) = func.inst(func.terminator(pre_last)?) else { return None };
    let start = *enter.args.first()?;
    let start_invariant = !affine.def_block(start).is_some_and(|b| od.contains(b))
        || func.dfg.defining_inst(start).is_some_and(|s| matches!(func.inst(s), InstData::Const(_)));
    if !start_invariant {
        return None;
    }
    Some(count)
}

/// Whether the nest's instructions are of the kinds jamming handles.
fn jammable_insts(
    module: &Module,
    func: &Function,
    headers: [Block; 2],
    pre_inner: &[Block],
    inner_body: &[Block],
    post_inner: &[Block],
) -> bool {
    // Straight-line arithmetic outside the inner body; loads, stores and arithmetic inside.
    let outside: Vec<Block> =
        headers.into_iter().chain(pre_inner.iter().copied()).chain(post_inner.iter().copied()).collect();
    for &b in &outside {
        let insts = func.layout.block_insts(b);
        if !insts[..insts.len().saturating_sub(1)].iter().all(|inst| is_arith(func.inst(*inst))) {
            return false;
        }
    }
    inner_body
        .iter()
        .all(|&b| func.layout.block_insts(b).iter().all(|&inst| is_plain_body_inst(module, func.inst(inst), true)))
}

/// Whether a value computed in the inner loop is used after it.
pub(super) fn used_after_inner(func: &Function, affine: &AffineInfo, id: &LoopData) -> bool {
    // Nothing computed in the inner loop is used after it.
    for (b, inst) in func.insts_in_order() {
        if id.contains(b) {
            continue;
        }
        let mut bad = false;
        func.inst(inst).for_each_operand(|v| bad |= affine.def_block(v).is_some_and(|d| id.contains(d)));
        if bad {
            return true;
        }
    }
    false
}

/// The jam factor, the forwarding and dead stores, and the profit rule, if one applies.
#[allow(clippy::too_many_arguments)]
fn profit_rule(
    module: &Module,
    func: &Function,
    loops: &LoopForest,
    affine: &AffineInfo,
    (outer, inner, count): (Loop, Loop, &Affine),
    inner_body: &[Block],
    accesses: &[Access],
    target: &Target,
) -> Option<(u32, Forwarding, Rule)> {
    // The inner header tests, so the body runs the back-edge count times: its iterations are at
    // most one less apart.
    let max_distance = count.as_constant().map(|c| c - 1);
    let latency = latency_factor(module, func, inner_body, max_distance);
    // A transpose's inner loop runs at least one vector of the jammed lanes.
    let transpose = if latency.is_some() {
        None
    } else {
        transpose_factor(module, func, loops, affine, (outer, inner, count.as_constant()), inner_body, accesses, target)
    };
    let transpose = transpose.filter(|(lanes, _)| count.as_constant().is_none_or(|c| c >= i64::from(*lanes)));
    let factor = latency.or(transpose.map(|t| t.0)).unwrap_or(2);
    let (forward, dead_stores) = check_memory(module, func, affine, accesses, factor, max_distance)?;
    let rule = match (latency, transpose) {
        (Some(_), _) => Rule::Latency,
        (None, Some((_, read))) => Rule::Transpose(read),
        (None, None) if !forward.is_empty() => Rule::Forward,
        (None, None) => return None,
    };
    Some((factor, (forward, dead_stores), rule))
}

// Calls of the inner body run in a new order too (j+1's before later inner iterations of j's).
// Those that read memory read only through their pointer arguments (`effects`): each such
// argument must point into an object, the same for every outer iteration, that no store of the
// body may touch.
fn check_calls(
    module: &Module,
    func: &Function,
    loops: &LoopForest,
    affine: &AffineInfo,
    outer: Loop,
    body: &[Block],
    accesses: &[Access],
) -> Option<()> {
    let escaping = escaping_slots(func, affine);
    for inst in body.iter().flat_map(|b| func.layout.block_insts(*b).iter().copied()) {
        let InstData::Call { callee: Callee::Direct(f), args } = func.inst(inst) else { continue };
        if effects::is_readnone(module, *f) {
            continue;
        }
        for &arg in args.iter().filter(|a| module.types.is_pointer(func.value_type(**a))) {
            let base = affine.address(arg)?.base;
            if !affine.is_invariant_base(loops, base, outer) {
                return None;
            }
            let stored = accesses
                .iter()
                .filter(|a| a.write)
                .any(|a| a.base == base || may_alias(module, func, &escaping, a.base, base));
            if stored {
                return None;
            }
        }
    }
    Some(())
}

/// The dependent floating-point operations per call above which a call's vector body is a
/// latency-bound chain (an add's latency is about 4 cycles while two issue per cycle).
const LATENCY_CHAIN: u64 = 16;
/// The outer iterations jammed for such chains: independent chains overlap in the pipeline.
const LATENCY_FACTOR: u32 = 2;

// The second profit rule: the inner loop runs a small constant count (one or two vectors once
// vectorized, so its own iterations do not overlap enough) and calls a function with vector
// variants whose result is a long chain of dependent floating-point operations (`sum += ...`
// over a loop nest: `chain_length`). Jamming F outer iterations runs F independent chains side
// by side; each chain keeps its order, so the results are exact.
fn latency_factor(module: &Module, func: &Function, body: &[Block], max_distance: Option<i64>) -> Option<u32> {
    if max_distance.is_none_or(|d| d >= 16) {
        return None;
    }
    let chain = body
        .iter()
        .flat_map(|b| func.layout.block_insts(*b).iter())
        .filter_map(|&inst| match func.inst(inst) {
            InstData::Call { callee: Callee::Direct(f), .. }
                if module.vector_variants.iter().any(|(s, _, _)| s == f) =>
            {
                Some(chain_length(module, *f))
            }
            _ => None,
        })
        .max()?;
    (chain >= LATENCY_CHAIN).then_some(LATENCY_FACTOR)
}

/// The longest chain of dependent floating-point operations through a loop-carried float of
/// `f`'s body: the operations from a loop header's float parameter back to itself in one
/// iteration, times the constant trip counts of that loop and the loops around it. Zero when
/// `f` has no body or a count is not constant.
fn chain_length(module: &Module, f: FuncId) -> u64 {
    let Some(callee) = module.funcs[f].body.as_ref() else { return 0 };
    let LoopAnalysis { loops, affine, .. } = LoopAnalysis::compute(module, callee);
    let trips = |mut lp: Option<Loop>| -> Option<u64> {
        let mut res = 1u64;
        while let Some(l) = lp {
            let count = affine.loop_info(l)?.trip_count.as_ref().ok()?.backedge_taken.as_ref()?.as_constant()?;
            res = res.checked_mul(u64::try_from(count).ok()?.max(1))?;
            lp = loops.data(l).parent;
        }
        Some(res)
    };
    let mut res = 0;
    for lp in loops.loops() {
        let data = loops.data(lp);
        let [latch] = data.latches[..] else { continue };
        let Some(InstData::Jump(back)) = callee.terminator(latch).map(|t| callee.inst(t)) else { continue };
        for (idx, &param) in callee.dfg.block_params(data.header).iter().enumerate() {
            if !module.types.is_float(callee.value_type(param)) || back.block != data.header {
                continue;
            }
            let ops = back.args.get(idx).and_then(|&arg| float_ops_to(module, callee, arg, param, 32)).unwrap_or(0);
            res = res.max(ops.saturating_mul(trips(Some(lp)).unwrap_or(0)));
        }
    }
    res
}

// The most float adds, subtracts and multiplies on a path of operands from `value` back to
// `param`, if there is one within `depth` steps.
fn float_ops_to(module: &Module, func: &Function, value: Value, param: Value, depth: u32) -> Option<u64> {
    if value == param {
        return Some(0);
    }
    let inst = func.dfg.defining_inst(value).filter(|_| depth > 0)?;
    match func.inst(inst) {
        InstData::Binary { op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, args }
            if module.types.is_float(func.value_type(value)) =>
        {
            args.iter().filter_map(|&a| float_ops_to(module, func, a, param, depth - 1)).max().map(|n| n + 1)
        }
        _ => None,
    }
}

/// The third profit rule: the inner body reads a column of a row-major matrix, an element that
/// moves by one element per outer iteration and by at least a vector's worth of elements per
/// inner iteration (`a[j][i]`, i outer, j inner), itself or in a function with vector variants
/// that it calls (`callee_reads`). Once vectorized along the inner loop that read is a strided
/// gather; with L outer iterations jammed (L the lanes the loop vectorizer will use: its own
/// width for a load, the variants' register width for a call) the L gathers read an L×L block
/// of rows, which `transpose.rs` loads as rows and transposes in registers. A load's L is
/// halved, down to 32 bytes of lanes, while the inner loop's constant count is below it (on the
/// zmm targets a 9-iteration inner loop is vectorized by 8, not 16). Only where the target's
/// cost table finds that cheaper than the gathers. Returns the factor and the read.
#[allow(clippy::too_many_arguments)]
fn transpose_factor(
    module: &Module,
    func: &Function,
    loops: &LoopForest,
    affine: &AffineInfo,
    (outer, inner, count): (Loop, Loop, Option<i64>),
    body: &[Block],
    accesses: &[Access],
    target: &Target,
) -> Option<(u32, Inst)> {
    let column = |co: Option<i64>, ci: Option<i64>, size: i64, is_float: bool, bytes: u32| -> Option<u32> {
        let lanes = u32::try_from(i64::from(bytes) / size.max(1)).ok()?;
        let (co, ci) = (co?, ci?);
        let pays = transpose_pays(target, ElemClass::of(size as u64, is_float), lanes);
        (co == size && ci.checked_abs()? >= i64::from(lanes) * size && pays).then_some(lanes)
    };
    for a in accesses.iter().filter(|a| !a.write) {
        let is_float = func.dfg.result(a.inst).is_some_and(|r| module.types.is_float(func.value_type(r)));
        let mut bytes = target.loop_vector_bytes;
        while bytes > 32 && count.is_some_and(|c| c < i64::from(bytes) / a.size.max(1)) {
            bytes /= 2;
        }
        if let Some(lanes) = column(a.co, a.ci, a.size, is_float, bytes) {
            return Some((lanes, a.inst));
        }
    }
    for inst in body.iter().flat_map(|b| func.layout.block_insts(*b).iter().copied()) {
        let InstData::Call { callee: Callee::Direct(f), args } = func.inst(inst) else { continue };
        if !module.vector_variants.iter().any(|(s, _, _)| s == f) {
            continue;
        }
        for (offset, size, is_float) in callee_reads(module, affine, *f, args) {
            let (co, rest) = offset.split_loop(outer);
            let (ci, rest) = rest.split_loop(inner);
            if !affine.is_invariant(loops, &rest, outer) {
                continue;
            }
            if let Some(lanes) = column(co.as_constant(), ci.as_constant(), size, is_float, target.vector_bytes) {
                return Some((lanes, inst));
            }
        }
    }
    None
}

/// A value of a callee in terms of the caller: an integer's affine expression, or a pointer's
/// base and byte offset.
#[derive(Clone)]
enum Sym {
    Int(Affine),
    Ptr(Base, Affine),
}

/// The loads of `f`'s body (cleaned up on a copy) whose addresses are affine in the caller's
/// terms once `args` stand for `f`'s parameters: (byte offset, size, whether float). Integer
/// arithmetic of the callee is followed only where it is exact (signed, or widening).
fn callee_reads(module: &Module, affine: &AffineInfo, f: FuncId, args: &[Value]) -> Vec<(Affine, i64, bool)> {
    let Some(mut callee) = module.funcs[f].body.clone() else { return Vec::new() };
    crate::transform::cleanup(module, &mut callee);
    let mut syms: BTreeMap<Value, Sym> = BTreeMap::new();
    for (&param, &arg) in callee.params().iter().zip(args) {
        let sym = if let Some(addr) = affine.address(arg) {
            Some(Sym::Ptr(addr.base, addr.offset.clone()))
        } else {
            affine.int(arg).filter(|i| i.nowrap).map(|i| Sym::Int(i.expr.clone()))
        };
        if let Some(sym) = sym {
            syms.insert(param, sym);
        }
    }
    let types = &module.types;
    let mut res = Vec::new();
    for (_, inst) in callee.insts_in_order() {
        let Some(out) = callee.dfg.result(inst) else { continue };
        let ty = callee.value_type(out);
        let int = |v: &Value| match syms.get(v) {
            Some(Sym::Int(e)) => Some(e.clone()),
            _ => None,
        };
        let exact = types.is_signed(ty) || types.is_pointer(ty);
        let sym = match callee.inst(inst) {
            InstData::Const(Const::Int(bits)) if types.is_signed(ty) => Some(Sym::Int(Affine::constant(*bits as i64))),
            InstData::Binary { op, args: [a, b] } if exact => {
                let (a, b) = (int(a), int(b));
                match (op, a, b) {
                    (BinaryOp::Add, Some(a), Some(b)) => a.add(&b).map(Sym::Int),
                    (BinaryOp::Sub, Some(a), Some(b)) => a.sub(&b).map(Sym::Int),
                    (BinaryOp::Mul, Some(a), Some(b)) => a.mul(&b).map(Sym::Int),
                    _ => None,
                }
            }
            // Widening a signed value keeps it.
            InstData::Cast { arg } if types.is_integer(ty) && types.is_signed(callee.value_type(*arg)) => {
                let from = types.size_of(callee.value_type(*arg)).unwrap_or(u64::MAX);
                int(arg).filter(|_| types.size_of(ty).is_some_and(|to| to >= from)).map(Sym::Int)
            }
            InstData::Cast { arg } if types.is_pointer(ty) => syms.get(arg).cloned(),
            InstData::PtrAdd { base, index } => {
                match (syms.get(base), int(index), types.pointee(ty).and_then(|p| types.size_of(p))) {
                    (Some(Sym::Ptr(b, off)), Some(idx), Some(size)) => {
                        idx.scale(size as i64).and_then(|d| off.add(&d)).map(|o| Sym::Ptr(*b, o))
                    }
                    _ => None,
                }
            }
            InstData::Load { addr, volatile: false } => {
                if let (Some(Sym::Ptr(_, off)), Some(size)) = (syms.get(addr), types.size_of(ty)) {
                    res.push((off.clone(), size as i64, types.is_float(ty)));
                }
                None
            }
            _ => None,
        };
        if let Some(sym) = sym {
            syms.insert(out, sym);
        }
    }
    res
}

/// One load or store of the inner body: `base + co·{outer} + ci·{inner} + rest` (`co`, `ci`
/// `None` when not constant: then only accesses on bases that alias no store are allowed).
pub(super) struct Access {
    pub(super) inst: Inst,
    pub(super) write: bool,
    pub(super) base: Base,
    pub(super) co: Option<i64>,
    pub(super) ci: Option<i64>,
    pub(super) rest: Affine,
    pub(super) size: i64,
    /// Position in the body, in program order.
    pos: usize,
}

pub(super) fn accesses(
    module: &Module,
    func: &Function,
    loops: &LoopForest,
    affine: &AffineInfo,
    outer: Loop,
    inner: Loop,
    body: &[Block],
) -> Option<Vec<Access>> {
    let mut res = Vec::new();
    for (pos, inst) in body.iter().flat_map(|b| func.layout.block_insts(*b).iter().copied()).enumerate() {
        let (addr, write, ty) = match *func.inst(inst) {
            InstData::Load { addr, .. } => (addr, false, func.value_type(func.dfg.result(inst)?)),
            InstData::Store { addr, value, .. } => (addr, true, func.value_type(value)),
            _ => continue,
        };
        let address = affine.address(addr)?;
        if !affine.is_invariant_base(loops, address.base, outer) {
            return None;
        }
        let (co, rest) = address.offset.split_loop(outer);
        let (ci, rest) = rest.split_loop(inner);
        let size = module.types.size_of(ty)? as i64;
        let (co, ci) = (co.as_constant(), ci.as_constant());
        if !affine.is_invariant(loops, &rest, outer) || (write && (co.is_none() || ci.is_none())) {
            return None;
        }
        res.push(Access { inst, write, base: address.base, co, ci, rest, size, pos });
    }
    Some(res)
}

// Whether `a`, `shift` outer iterations and `d` inner iterations after `b`, may touch a byte
// `b` touches: the byte offsets `a - b = co·shift + ci·d + k` (k the difference of the rests;
// `co`, `ci` are per iteration of the loops) overlap when -size_a < a - b < size_b.
fn overlap(a: &Access, b: &Access, shift: i64, d: i64) -> Option<bool> {
    let k = a.rest.sub(&b.rest)?.as_constant()?;
    let diff = a.co?.checked_mul(shift)?.checked_add(a.ci?.checked_mul(d)?)?.checked_add(k)?;
    Some(-a.size < diff && diff < b.size)
}

// Whether some inner distance -max_distance <= d <= -1 makes `a` (`shift` outer iterations
// later) overlap `b`: with equal `ci`, `a - b = co·shift + ci·d + k` moves by `ci` per unit of
// d, so only the d within the two sizes of the point where it is zero can overlap.
fn reordered_overlap(a: &Access, b: &Access, shift: i64, max_distance: Option<i64>) -> Option<bool> {
    let ci = a.ci?;
    if ci == 0 {
        return overlap(a, b, shift, 0);
    }
    let k = a.rest.sub(&b.rest)?.as_constant()?;
    let at_zero = a.co?.checked_mul(shift)?.checked_add(k)?;
    let centre = -at_zero / ci;
    let reach = (a.size + b.size) / ci.abs() + 2;
    let lowest = max_distance.map_or(i64::MIN, |m| -m);
    for d in (centre - reach)..=(centre + reach) {
        if d <= -1 && d >= lowest && overlap(a, b, shift, d)? {
            return Some(true);
        }
    }
    Some(false)
}

type Forwarding = (Vec<(Inst, Inst)>, BTreeSet<Inst>);

// The legality test of the module comment, and the forwarding it allows.
fn check_memory(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    accesses: &[Access],
    factor: u32,
    max_distance: Option<i64>,
) -> Option<Forwarding> {
    let escaping = escaping_slots(func, affine);
    let alias = |a: &Access, b: &Access| a.base == b.base || may_alias(module, func, &escaping, a.base, b.base);
    let comparable = |a: &Access, b: &Access| {
        a.base == b.base
            && a.co.is_some()
            && a.co == b.co
            && a.ci.is_some()
            && a.ci == b.ci
            && a.rest.sub(&b.rest).and_then(|d| d.as_constant()).is_some()
    };
    for s in accesses.iter().filter(|a| a.write) {
        for t in accesses {
            if !alias(s, t) {
                continue;
            }
            if !comparable(s, t) {
                return None;
            }
            // T of j+shift at an earlier inner iteration than S of j, and S of j+shift before
            // T of j, for every pair of copies.
            for shift in 1..factor as i64 {
                if reordered_overlap(t, s, shift, max_distance)? || reordered_overlap(s, t, shift, max_distance)? {
                    return None;
                }
            }
        }
    }
    // Forwarding: a store S (j's copy) and a load T of the same element in j+1's copy, with no
    // write that may touch it in between (after S in j's copy, before T in j+1's).
    let mut forward = Vec::new();
    let mut dead = BTreeSet::new();
    for s in accesses.iter().filter(|a| a.write && a.co == Some(0)) {
        let same = |t: &Access| {
            comparable(s, t) && t.rest == s.rest && func.accessed_type(t.inst) == func.accessed_type(s.inst)
        };
        let clobbers = |x: &Access, shift: i64| alias(s, x) && overlap(x, s, shift, 0) != Some(false);
        let between_writes = accesses.iter().filter(|x| x.write && x.inst != s.inst);
        let later_in_j = |x: &&Access| x.pos > s.pos;
        let loads: Vec<&Access> = accesses.iter().filter(|t| !t.write && same(t)).collect();
        for t in loads {
            let blocked =
                between_writes.clone().any(|x| (later_in_j(&x) && clobbers(x, 0)) || (x.pos < t.pos && clobbers(x, 1)));
            if !blocked {
                forward.push((s.inst, t.inst));
            }
        }
        // The store is dead in j's copy when j+1's copy stores the element again (S itself,
        // whose address does not move with j) and nothing reads it in between except the
        // forwarded loads.
        let forwarded: BTreeSet<Inst> = forward.iter().filter(|(st, _)| *st == s.inst).map(|(_, l)| *l).collect();
        let read = accesses
            .iter()
            .filter(|x| !x.write && !forwarded.contains(&x.inst))
            .any(|x| (x.pos > s.pos && clobbers(x, 0)) || (x.pos < s.pos && clobbers(x, 1)));
        let rewritten =
            accesses.iter().filter(|x| x.write && x.inst != s.inst).any(|x| x.pos > s.pos && clobbers(x, 0));
        if !read && !rewritten && !forwarded.is_empty() {
            dead.insert(s.inst);
        }
    }
    Some((forward, dead))
}

// Copies `block`'s instructions but its terminator into `dst`, mapping operands through `map`
// (values it does not map are kept) and adding the copies' results to it.
fn copy_insts(func: &mut Function, block: Block, dst: Block, map: &mut BTreeMap<Value, Value>, skip: &BTreeSet<Inst>) {
    let insts: Vec<Inst> = func.layout.block_insts(block).to_vec();
    for inst in insts {
        if func.inst(inst).is_terminator() || skip.contains(&inst) {
            continue;
        }
        let mut data = func.inst(inst).clone();
        data.map_operands(|v| map.get(&v).copied().unwrap_or(v));
        let ty = func.dfg.result(inst).map(|r| func.value_type(r));
        let loc = func.srclocs[inst];
        if let (Some(new), Some(old)) =
            (FuncCursor::untyped_at_end(func, dst, loc).insert(data, ty), func.dfg.result(inst))
        {
            func.value_names[new] = func.value_names[old].clone();
            map.insert(old, new);
        }
    }
}

fn terminator_data(func: &Function, block: Block) -> InstData {
    func.terminator(block).map(|t| func.inst(t).clone()).unwrap_or(InstData::Unreachable)
}

/// Builds the jammed nest before the original one and enters it from the preheader.
// Builds the jammed nest before the original one (which runs the last outer iterations, if
// any). See the module comment for its shape: the header tests j, then each of j + step, ...,
// j + (F-1)·step in its own block (a failed test leaves for the original nest at j); the outer
// body before the inner loop for each copy in turn; one inner loop whose body is the F copies'
// bodies in order; the outer body after it for the last copy, which steps the index.
fn jam(func: &mut Function, nest: &Nest) {
    let factor = nest.factor as usize;
    let loc = func.terminator(nest.outer_header).map_or(func.loc, |t| func.srclocs[t]);
    let (header, tests, jp, mut maps) = jam_header_and_steps(func, nest, loc);
    let copies = |func: &mut Function, chain: &[Block]| -> Vec<Vec<Block>> {
        (0..factor).map(|_| chain.iter().map(|_| func.make_block()).collect()).collect()
    };
    let pre = copies(func, &nest.pre_inner);
    let inner_header = func.make_block();
    let body = copies(func, &nest.inner_body);
    let post: Vec<Block> = nest.post_inner.iter().map(|_| func.make_block()).collect();
    let test_blocks: Vec<Block> = [header].into_iter().chain(tests.iter().copied()).collect();
    jam_tests(func, nest, &test_blocks, &maps, pre[0][0], jp, loc);
    jam_pre_inner(func, nest, &pre, &mut maps, loc);
    jam_inner_header(func, nest, &pre, inner_header, (body[0][0], post[0]), &mut maps, loc);
    jam_inner_body(func, nest, &body, inner_header, &mut maps, loc);
    // After the inner loop: the last copy's, whose next outer index is its own plus step.
    let none = BTreeSet::new();
    let last = factor - 1;
    for (n, &b) in nest.post_inner.iter().enumerate() {
        copy_insts(func, b, post[n], &mut maps[last], &none);
        let InstData::Jump(call) = terminator_data(func, b) else { continue };
        let args: Vec<Value> = call.args.iter().map(|v| maps[last].get(v).copied().unwrap_or(*v)).collect();
        let next = if n + 1 < post.len() { BlockCall::new(post[n + 1], vec![]) } else { BlockCall::new(header, args) };
        FuncCursor::untyped_at_end(func, post[n], loc).ins_void(InstData::Jump(next));
    }
    // The preheader enters the jammed nest; its exit goes on in the original one.
    if let Some(term) = func.terminator(nest.preheader) {
        for call in func.dfg.insts[term].branch_targets_mut() {
            if call.block == nest.outer_header {
                call.block = header;
            }
        }
    }
    // Layout: the new blocks right before the original nest.
    let new_blocks: Vec<Block> = test_blocks
        .into_iter()
        .chain(pre.into_iter().flatten())
        .chain([inner_header])
        .chain(body.into_iter().flatten())
        .chain(post)
        .collect();
    func.layout.move_blocks_before(&new_blocks, nest.outer_header);
}

/// Makes the jammed header (with its j) and the test blocks computing each copy's j; returns
/// them, the header's j and each copy's value map.
fn jam_header_and_steps(
    func: &mut Function,
    nest: &Nest,
    loc: SrcLoc,
) -> (Block, Vec<Block>, Value, Vec<BTreeMap<Value, Value>>) {
    let factor = nest.factor as usize;
    let none = BTreeSet::new();
    let j_ty = func.value_type(nest.j);
    let header = func.make_block();
    let tests: Vec<Block> = (1..factor).map(|_| func.make_block()).collect();
    let jp = func.dfg.append_block_param(header, j_ty);
    func.value_names[jp] = func.value_names[nest.j].clone();
    let mut maps = vec![BTreeMap::from([(nest.j, jp)])];
    copy_insts(func, nest.outer_header, header, &mut maps[0], &none);
    let mut prev = jp;
    for &at in &tests {
        let mut cur = FuncCursor::untyped_at_end(func, at, loc);
        let step = cur.iconst(j_ty, nest.step);
        let jk = cur.binary(BinaryOp::Add, prev, step, j_ty);
        let mut map = BTreeMap::from([(nest.j, jk)]);
        copy_insts(func, nest.outer_header, at, &mut map, &none);
        maps.push(map);
        prev = jk;
    }
    (header, tests, jp, maps)
}

/// Ends each test block with the outer header's test on its copy's j: on into the next, or to
/// the original nest at `jp`.
fn jam_tests(
    func: &mut Function,
    nest: &Nest,
    test_blocks: &[Block],
    maps: &[BTreeMap<Value, Value>],
    first_pre: Block,
    jp: Value,
    loc: SrcLoc,
) {
    let test = |func: &mut Function, at: Block, map: &BTreeMap<Value, Value>, into: Block| {
        let InstData::Branch { cond, then_dest, else_dest } = terminator_data(func, nest.outer_header) else { return };
        let cond = map.get(&cond).copied().unwrap_or(cond);
        let go = |d: &BlockCall| {
            if d.block == nest.pre_inner[0] {
                BlockCall::new(into, vec![])
            } else {
                BlockCall::new(nest.outer_header, vec![jp])
            }
        };
        FuncCursor::untyped_at_end(func, at, loc).ins_void(InstData::Branch {
            cond,
            then_dest: go(&then_dest),
            else_dest: go(&else_dest),
        });
    };
    for (k, &at) in test_blocks.iter().enumerate() {
        let into = test_blocks.get(k + 1).copied().unwrap_or(first_pre);
        test(func, at, &maps[k], into);
    }
}

/// Fills the copies of the outer body before the inner loop, chained one after another.
fn jam_pre_inner(
    func: &mut Function,
    nest: &Nest,
    pre: &[Vec<Block>],
    maps: &mut [BTreeMap<Value, Value>],
    loc: SrcLoc,
) {
    let factor = nest.factor as usize;
    let none = BTreeSet::new();
    // The outer body before the inner loop, for each copy in turn.
    for (k, copy) in pre.iter().enumerate() {
        for (n, &b) in nest.pre_inner.iter().enumerate() {
            copy_insts(func, b, copy[n], &mut maps[k], &none);
        }
    }
    for k in 0..factor - 1 {
        for n in 0..pre[k].len() {
            let next = pre[k].get(n + 1).copied().unwrap_or(pre[k + 1][0]);
            FuncCursor::untyped_at_end(func, pre[k][n], loc).ins_void(InstData::Jump(BlockCall::new(next, vec![])));
        }
    }
}

/// Fills the jammed inner header, entered from the last pre-inner copy, testing into the first
/// body copy (`into.0`) or the post-inner blocks (`into.1`).
fn jam_inner_header(
    func: &mut Function,
    nest: &Nest,
    pre: &[Vec<Block>],
    inner_header: Block,
    into: (Block, Block),
    maps: &mut [BTreeMap<Value, Value>],
    loc: SrcLoc,
) {
    let none = BTreeSet::new();
    // The inner header, entered from the last copy with the (invariant) start.
    let i = func.dfg.block_params(nest.inner_header)[0];
    let i2 = func.dfg.append_block_param(inner_header, func.value_type(i));
    func.value_names[i2] = func.value_names[i].clone();
    func.loop_pragmas[inner_header] = func.loop_pragmas[nest.inner_header].clone();
    for map in maps.iter_mut() {
        map.insert(i, i2);
    }
    let last = nest.factor as usize - 1;
    for (n, &b) in pre[last].iter().enumerate() {
        let InstData::Jump(call) = terminator_data(func, nest.pre_inner[n]) else { continue };
        let args: Vec<Value> = call.args.iter().map(|v| maps[last].get(v).copied().unwrap_or(*v)).collect();
        let next = if n + 1 < pre[last].len() {
            BlockCall::new(pre[last][n + 1], vec![])
        } else {
            BlockCall::new(inner_header, args)
        };
        FuncCursor::untyped_at_end(func, b, loc).ins_void(InstData::Jump(next));
    }
    copy_insts(func, nest.inner_header, inner_header, &mut maps[0], &none);
    for &inst in func.layout.block_insts(nest.inner_header) {
        if let Some(old) = func.dfg.result(inst) {
            let new = maps[0].get(&old).copied().unwrap_or(old);
            for map in maps.iter_mut().skip(1) {
                map.insert(old, new);
            }
        }
    }
    if let InstData::Branch { cond, then_dest, else_dest } = terminator_data(func, nest.inner_header) {
        let cond = maps[0].get(&cond).copied().unwrap_or(cond);
        let go = |d: &BlockCall| BlockCall::new(if d.block == nest.inner_body[0] { into.0 } else { into.1 }, vec![]);
        let branch = InstData::Branch { cond, then_dest: go(&then_dest), else_dest: go(&else_dest) };
        FuncCursor::untyped_at_end(func, inner_header, loc).ins_void(branch);
    }
}

/// Fills the copies of the inner body in turn, the last one jumping back to the inner header.
fn jam_inner_body(
    func: &mut Function,
    nest: &Nest,
    body: &[Vec<Block>],
    inner_header: Block,
    maps: &mut [BTreeMap<Value, Value>],
    loc: SrcLoc,
) {
    let factor = nest.factor as usize;
    let last = factor - 1;
    // The inner body for each copy in turn: all but the last without their dead stores, all but
    // the first with the forwarded loads taking the value the copy before stored.
    let forwarded: BTreeSet<Inst> = nest.forward.iter().map(|(_, l)| *l).collect();
    for k in 0..factor {
        if k > 0 {
            for &(store, load) in &nest.forward {
                let InstData::Store { value, .. } = *func.inst(store) else { continue };
                if let Some(res) = func.dfg.result(load) {
                    let stored = maps[k - 1].get(&value).copied().unwrap_or(value);
                    maps[k].insert(res, stored);
                }
            }
        }
        let skip: BTreeSet<Inst> = if k < last { nest.dead_stores.clone() } else { BTreeSet::new() };
        let skip: BTreeSet<Inst> = if k > 0 { skip.union(&forwarded).copied().collect() } else { skip };
        for (n, &b) in nest.inner_body.iter().enumerate() {
            copy_insts(func, b, body[k][n], &mut maps[k], &skip);
        }
    }
    for k in 0..factor {
        for (n, &b) in nest.inner_body.iter().enumerate() {
            let next = match body[k].get(n + 1) {
                Some(&next) => BlockCall::new(next, vec![]),
                None if k < last => BlockCall::new(body[k + 1][0], vec![]),
                None => {
                    let InstData::Jump(call) = terminator_data(func, b) else { continue };
                    BlockCall::new(
                        inner_header,
                        call.args.iter().map(|v| maps[last].get(v).copied().unwrap_or(*v)).collect(),
                    )
                }
            };
            FuncCursor::untyped_at_end(func, body[k][n], loc).ins_void(InstData::Jump(next));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transform::check;

    fn pass(module: &Module, func: &mut Function) -> bool {
        let analysis = LoopAnalysis::compute(module, func);
        unroll_and_jam(module, func, &analysis, Target::get(crate::target::TargetKind::Avx2), &mut Remarks::default())
    }

    /// for (j = 0; j < n; j++) for (i = 0; i < m; i++) v[i] = v[i + 1];
    const SHIFT: &str = "
func @shift: fn(int, int, *float) -> void {
block0(v0: int, v2: int, v4: restrict *float):
    v7 = const.int 0
    jump block1(v7)
block1(v43: int):
    v12 = lt.int v43, v0
    br v12, block2, block4
block2:
    v14 = const.int 0
    jump block5(v14)
block5(v45: int):
    v19 = lt.int v45, v2
    br v19, block6, block3
block6:
    v24 = cast.long v45
    v25 = ptradd.*float v4, v24
    v30 = const.int 1
    v31 = add.int v45, v30
    v32 = cast.long v31
    v33 = ptradd.*float v4, v32
    v34 = load.float v33
    store v25, v34
    jump block7
block7:
    jump block5(v31)
block3:
    v41 = const.int 1
    v42 = add.int v43, v41
    jump block1(v42)
block4:
    ret
}";

    #[test]
    fn a_read_of_the_next_element_keeps_the_nest() {
        // j+1's inner loop would read v[i + 1] before j's writes it.
        check(pass, SHIFT, SHIFT);
    }

    /// for (j = 0; j < n; j++) for (i = 0; i < m; i++) y[i] += a[j];
    const ACC: &str = "
func @acc: fn(int, int, *float, *const float) -> void {
block0(v0: int, v2: int, v4: restrict *float, v6: restrict *const float):
    v9 = const.int 0
    jump block1(v9)
block1(v45: int):
    v14 = lt.int v45, v0
    br v14, block2, block4
block2:
    v16 = const.int 0
    jump block5(v16)
block5(v47: int):
    v21 = lt.int v47, v2
    br v21, block6, block3
block6:
    v26 = cast.long v47
    v27 = ptradd.*float v4, v26
    v28 = load.float v27
    v33 = cast.long v45
    v34 = ptradd.*const float v6, v33
    v35 = load.float v34
    v36 = add.float v28, v35
    store v27, v36
    jump block7
block7:
    v39 = const.int 1
    v40 = add.int v47, v39
    jump block5(v40)
block3:
    v43 = const.int 1
    v44 = add.int v45, v43
    jump block1(v44)
block4:
    ret
}";

    #[test]
    fn an_accumulation_runs_two_outer_iterations_per_inner_loop() {
        // j's copy (block13) adds a[j] to y[i] and stores nothing; j+1's (block15) adds a[j+1]
        // to that sum and stores it. An odd last j runs in the original nest (block1).
        check(
            pass,
            ACC,
            "
func @acc: fn(int, int, *float, *const float) -> void {
block0(v0: int, v2: int, v4: restrict *float, v6: restrict *const float):
    v9 = const.int 0
    jump block8(v9)
block8(v48: int):
    v49 = lt.int v48, v0
    br v49, block9, block1(v48)
block9:
    v50 = const.int 1
    v51 = add.int v48, v50
    v52 = lt.int v51, v0
    br v52, block10, block1(v48)
block10:
    v53 = const.int 0
    jump block11
block11:
    v54 = const.int 0
    jump block12(v54)
block12(v55: int):
    v56 = lt.int v55, v2
    br v56, block13, block17
block13:
    v57 = cast.long v55
    v58 = ptradd.*float v4, v57
    v59 = load.float v58
    v60 = cast.long v48
    v61 = ptradd.*const float v6, v60
    v62 = load.float v61
    v63 = add.float v59, v62
    jump block14
block14:
    v64 = const.int 1
    v65 = add.int v55, v64
    jump block15
block15:
    v66 = cast.long v55
    v67 = ptradd.*float v4, v66
    v68 = cast.long v51
    v69 = ptradd.*const float v6, v68
    v70 = load.float v69
    v71 = add.float v63, v70
    store v67, v71
    jump block16
block16:
    v72 = const.int 1
    v73 = add.int v55, v72
    jump block12(v73)
block17:
    v74 = const.int 1
    v75 = add.int v51, v74
    jump block8(v75)
block1(v45: int):
    v14 = lt.int v45, v0
    br v14, block2, block4
block2:
    v16 = const.int 0
    jump block5(v16)
block5(v47: int):
    v21 = lt.int v47, v2
    br v21, block6, block3
block6:
    v26 = cast.long v47
    v27 = ptradd.*float v4, v26
    v28 = load.float v27
    v33 = cast.long v45
    v34 = ptradd.*const float v6, v33
    v35 = load.float v34
    v36 = add.float v28, v35
    store v27, v36
    jump block7
block7:
    v39 = const.int 1
    v40 = add.int v47, v39
    jump block5(v40)
block3:
    v43 = const.int 1
    v44 = add.int v45, v43
    jump block1(v44)
block4:
    ret
}",
        );
    }
}
