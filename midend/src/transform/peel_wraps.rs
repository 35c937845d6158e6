//! peel_wraps: the first iterations of a loop with wrap-around variables, run before it, so that
//! those variables step as inductions.
//!
//! ```text
//! im1 = n - 1;                               a[0] = (b[0] + b[n - 1]) * 0.5f;   (i = 0)
//! for (i = 0; i < n; i++) {            ─▶   im1 = 0;
//!     a[i] = (b[i] + b[im1]) * 0.5f;         for (i = 1; i < n; i++) {
//!     im1 = i;                                   a[i] = (b[i] + b[im1]) * 0.5f;   (im1 = i - 1)
//! }                                              im1 = i;
//!                                            }
//! ```
//!
//! A wrap-around variable is a header parameter whose every latch value is an induction of the
//! loop (or another wrap-around variable): it holds that induction's value of the iteration
//! before, except on the first iteration, where it holds its own start. Once that iteration ran
//! before the loop, its start is the induction's start less one step, and `affine.rs` takes it
//! for an induction (`add_wrap_arounds`): `b[im1]` reads consecutive elements and the loop
//! vectorizer sees a plain loop (gcc's and clang's vectorizers refuse these). A chain of n
//! wrap-around variables (`im2 = im1; im1 = i;`) peels n iterations.
//!
//! Each peeled iteration is a copy of the loop's blocks without the back edge: its header's test
//! leaves to the loop's exit as the loop's does, its back edges go to the next copy's header, the
//! last one's to the loop. Values of the loop used after it (the header's only) reach the exit as
//! block parameters. Every copy runs the body's operations in the original order: the results
//! are the same to the bit.
//!
//! A loop qualifies when it is innermost, its only exit is the counted test in its header (to one
//! block, which nothing else enters when a value of the loop is used after it), it holds no
//! `asm` statement, the copies hold at most `MAX_PEELED_INSTS` instructions, and a wrap-around
//! variable is read in it (one only used after the loop is its last value, which the loop
//! vectorizer takes as it is). The pipeline peels on a copy of the function and keeps it only
//! where the loop vectorizer then vectorizes the peeled loop (`pipeline.rs`): a peeled loop left
//! scalar is only longer.

use crate::analysis::cfg::ControlFlowGraph;
use crate::analysis::loops::{Loop, LoopForest};
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::transform::loopvec::legal::loop_loc;
use crate::transform::outer::copy::{copies_before, copy_blocks, copyable_size, redirect_entries};
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};

/// The longest chain of wrap-around variables peeled.
const MAX_DEPTH: usize = 3;
/// The most instructions (constants not counted) the peeled copies may hold.
const MAX_PEELED_INSTS: usize = 400;

/// A loop whose first iterations were peeled.
#[derive(Clone, Debug)]
pub struct Peeled {
    /// The loop's header (the loop keeps it).
    pub header: Block,
    pub loc: SrcLoc,
    /// Iterations run before the loop.
    pub iterations: usize,
    /// The wrap-around variables' names (or `%vN`), in header order.
    pub variables: Vec<String>,
}

/// Peels every qualifying innermost loop (only those headed by `only`'s blocks, when given);
/// returns what it peeled.
pub fn peel_wrap_arounds(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    only: Option<&[Block]>,
) -> Vec<Peeled> {
    let LoopAnalysis { cfg, loops, .. } = analysis;
    if !loops.is_reducible() {
        return Vec::new();
    }
    let found: Vec<(Loop, Vec<(Value, usize)>)> = loops
        .loops()
        .filter(|&l| only.is_none_or(|only| only.contains(&loops.data(l).header)))
        .filter_map(|l| qualifies(module, func, analysis, l).map(|w| (l, w)))
        .collect();
    let mut res = Vec::new();
    for (l, wraps) in found {
        let depth = wraps.iter().map(|w| w.1).max().unwrap_or(0);
        let header = loops.data(l).header;
        let loc = loop_loc(func, header);
        let variables =
            wraps.iter().map(|(p, _)| func.value_names[*p].clone().unwrap_or_else(|| format!("%{}", p))).collect();
        peel(func, cfg, loops, l, depth);
        res.push(Peeled { header, loc, iterations: depth, variables });
    }
    res
}

/// The loop's wrap-around variables read in it, each with its depth (1: the latch passes an
/// induction), if it is to be peeled.
fn qualifies(module: &Module, func: &Function, analysis: &LoopAnalysis, l: Loop) -> Option<Vec<(Value, usize)>> {
    let LoopAnalysis { cfg, loops, affine, .. } = analysis;
    let data = loops.data(l);
    let h = data.header;
    if !data.children.is_empty() {
        return None;
    }
    let info = affine.loop_info(l)?;
    let tc = info.trip_count.as_ref().ok()?;
    if tc.exiting_block != h || !tc.early_exits.is_empty() {
        return None;
    }
    let exits = loops.exits(func, cfg, l);
    let [(_, exit)] = exits[..] else { return None };
    let latches = &data.latches;
    let params = func.dfg.block_params(h);
    let mut depth: BTreeMap<Value, usize> = info.inductions.iter().map(|ind| (ind.param, 0)).collect();
    for _ in 0..MAX_DEPTH {
        for (idx, &p) in params.iter().enumerate() {
            if depth.contains_key(&p) {
                continue;
            }
            let updates: BTreeSet<Value> =
                latches.iter().flat_map(|&b| func.calls_to(b, h)).filter_map(|c| c.args.get(idx).copied()).collect();
            let [q] = updates.into_iter().collect::<Vec<_>>()[..] else { continue };
            if let Some(&d) = depth.get(&q).filter(|_| params.contains(&q) && q != p) {
                depth.insert(p, d + 1);
            }
        }
    }
    let insts = || data.blocks.iter().flat_map(|&b| func.layout.block_insts(b));
    let read_in_loop =
        |p: Value| insts().any(|&inst| !func.inst(inst).is_terminator() && func.inst(inst).operands().contains(&p));
    let wraps: Vec<(Value, usize)> =
        params.iter().filter_map(|p| depth.get(p).filter(|d| **d > 0).map(|d| (*p, *d))).collect();
    if !wraps.iter().any(|(p, _)| read_in_loop(*p)) {
        return None;
    }
    let depth = wraps.iter().map(|w| w.1).max()?;
    if copyable_size(module, func, &data.blocks)? * depth > MAX_PEELED_INSTS {
        return None;
    }
    // Values of the loop used after it come through the exit's parameters, added here: the exit
    // must then be entered from the loop alone.
    if !used_after(func, &data.blocks).is_empty() && cfg.preds(exit).iter().any(|p| *p != h) {
        return None;
    }
    Some(wraps)
}

/// The values defined in `blocks` that instructions of other blocks use, in value order.
fn used_after(func: &Function, blocks: &[Block]) -> Vec<Value> {
    let defined = |v: Value| match func.dfg.value_def(v) {
        ValueDef::Param(b, _) => blocks.contains(&b),
        ValueDef::Result(inst) => func.layout.inst_block(inst).is_some_and(|b| blocks.contains(&b)),
    };
    let mut used = BTreeSet::new();
    for &b in func.layout.blocks().iter().filter(|b| !blocks.contains(b)) {
        for &inst in func.layout.block_insts(b) {
            func.inst(inst).for_each_operand(|v| {
                if defined(v) {
                    used.insert(v);
                }
            });
        }
    }
    used.into_iter().collect()
}

// entry: jump header(s)            entry: jump header0(s)
// header(p): br t, body, exit  ─▶  header0(p0): br t0, body0, exit(x0)  ... body0: jump header1(..)
// body: jump header(p')            header1(..) ... the last copy's body: jump header(..)
//                                  header(p): br t, body, exit(x)        (x: the loop's values used after it)
fn peel(func: &mut Function, cfg: &ControlFlowGraph, loops: &LoopForest, l: Loop, k: usize) {
    let data = loops.data(l).clone();
    let h = data.header;
    let src = func.clone();
    let after = used_after(&src, &data.blocks);
    let exit = loops.exits(&src, cfg, l)[0].1;
    let mut copies: Vec<BTreeMap<Block, Block>> = Vec::new();
    let mut vmaps: Vec<SecondaryMap<Value, Option<Value>>> = Vec::new();
    for _ in 0..k {
        let mut vmap = SecondaryMap::new();
        let mut bmap = BTreeMap::new();
        copy_blocks(&src, func, &[], &data.blocks, &mut vmap, &mut bmap);
        copies.push(bmap);
        vmaps.push(vmap);
    }
    // Each copy's back edges go on to the next copy, the last one's into the loop.
    for c in 0..k {
        let hc = copies[c][&h];
        let next = if c + 1 < k { copies[c + 1][&h] } else { h };
        for &b in &data.blocks {
            let Some(t) = func.terminator(copies[c][&b]) else { continue };
            for dest in func.dfg.insts[t].branch_targets_mut() {
                if dest.block == hc {
                    dest.block = next;
                }
            }
        }
    }
    // The loop is entered at the first copy.
    let entering: Vec<Block> = cfg.preds(h).iter().copied().filter(|p| !data.contains(*p)).collect();
    redirect_entries(func, &entering, h, copies[0][&h]);
    // The loop's values used after it: parameters of the exit, passed by every exiting header.
    for &v in &after {
        let param = func.dfg.append_block_param(exit, src.value_type(v));
        func.value_names[param] = src.value_names[v].clone();
        let outside: Vec<Block> = func
            .layout
            .blocks()
            .iter()
            .copied()
            .filter(|b| !data.contains(*b) && src.layout.is_block_inserted(*b))
            .collect();
        for b in outside {
            for inst in func.layout.block_insts(b).to_vec() {
                func.dfg.insts[inst].map_operands(|x| if x == v { param } else { x });
            }
        }
        let exiting: Vec<(Block, Value)> =
            std::iter::once((h, v)).chain((0..k).map(|c| (copies[c][&h], vmaps[c][v].unwrap_or(v)))).collect();
        for (b, arg) in exiting {
            let Some(t) = func.terminator(b) else { continue };
            for dest in func.dfg.insts[t].branch_targets_mut() {
                if dest.block == exit {
                    dest.args.push(arg);
                }
            }
        }
    }
    // Layout: the copies, in order, before the loop.
    let copies: Vec<&BTreeMap<Block, Block>> = copies.iter().collect();
    func.layout.set_block_order(copies_before(&src, &data.blocks, h, &copies, true));
}

#[cfg(test)]
mod tests {
    use super::peel_wrap_arounds;
    use crate::analysis::LoopAnalysis;
    use crate::ir::parse::parse_module;
    use crate::transform::{dce, simplify};

    // int im1 = n - 1; for (i = 0; i < n; i++) { s += b[i] * b[im1]; im1 = i; } return s + im1;
    const WRAP: &str = "
func @f: fn(int, *float) -> float {
block0(v0: int, v1: *float):
    v2 = const.int 0
    v3 = const.int 1
    v4 = sub.int v0, v3
    v5 = const.float 0.0
    jump block1(v2, v4, v5)
block1(v10: int, v11: int, v12: float):
    v13 = lt.int v10, v0
    br v13, block2, block3
block2:
    v14 = cast.long v10
    v15 = ptradd.*float v1, v14
    v16 = load.float v15
    v17 = cast.long v11
    v18 = ptradd.*float v1, v17
    v19 = load.float v18
    v20 = mul.float v16, v19
    v21 = add.float v12, v20
    v22 = add.int v10, v3
    jump block1(v22, v10, v21)
block3:
    v23 = cast.float v11
    v24 = add.float v12, v23
    ret v24
}";

    #[test]
    fn peels_one_iteration_and_the_wrap_around_becomes_an_induction() {
        let mut module = parse_module(WRAP).unwrap();
        let id = module.funcs.keys().next().unwrap();
        let mut func = module.funcs[id].body.take().unwrap();
        let analysis = LoopAnalysis::compute(&module, &func);
        assert_eq!(analysis.affine.loop_info(analysis.loops.loops().next().unwrap()).unwrap().inductions.len(), 1);
        let peeled = peel_wrap_arounds(&module, &mut func, &analysis, None);
        assert_eq!(peeled.len(), 1);
        assert_eq!(peeled[0].iterations, 1);
        crate::verify::verify_function(&module, &func).unwrap();
        simplify::simplify(&module, &mut func);
        dce::dce(&module, &mut func);
        crate::verify::verify_function(&module, &func).unwrap();
        let analysis = LoopAnalysis::compute(&module, &func);
        let lp = analysis.loops.loops().next().unwrap();
        let inductions = &analysis.affine.loop_info(lp).unwrap().inductions;
        assert_eq!(inductions.len(), 2, "{:?}", inductions);
        // Peeling again finds nothing: `im1` is an induction now.
        assert!(peel_wrap_arounds(&module, &mut func, &analysis, None).is_empty());
    }
}
