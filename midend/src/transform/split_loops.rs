//! split_loops: a loop that reads one element its own store writes in some iteration K, split
//! after that iteration (index-set splitting), so that in both loops the element's value is the
//! same on every iteration.
//!
//! ```text
//! for (i = 0; i < 1000; i++)              for (i = 0; i < 501; i++)     (a[500] written last)
//!     a[i] = a[500] * 0.25f + b[i];  ─▶      a[i] = a[500] * 0.25f + b[i];
//!                                         for (i = 501; i < 1000; i++)  (a[500] not written)
//!                                             a[i] = a[500] * 0.25f + b[i];
//! ```
//!
//! Likewise a loop whose body compares an integer induction with a constant, where the
//! comparison changes its value once over the loop (`i < 8`) or holds in its first or last
//! iteration only (`i == 0`; gcc's -fsplit-loops): split where it changes, and each part
//! takes it as the constant it is there, so that `a[i] = i == 0 ? b[0] : b[i] + b[i - 1]`
//! leaves a loop without the select and without the masked load of `b[i - 1]`.
//!
//! The first loop is a copy of the loop whose exit test stops after iteration K (its bound
//! replaced by a constant); it leaves into the loop's header with its values, its integer
//! inductions' as constants (so that the second loop's accesses have known starts). Then
//! `hoist_loads.rs` moves the load before each loop: the first writes the element only in its
//! last iteration, after reading it; the second never writes it. Every iteration runs as it
//! did, in the same order: the results are the same to the bit.
//!
//! A loop qualifies when it is innermost, its only exit is the counted test in its header (a
//! comparison with a bound), its trip count and the test's start and step are constants, it
//! holds no `asm` statement and at most `MAX_SPLIT_INSTS` instructions, and a load at a
//! constant offset in an object comes first (in the body's order) to a store that walks the
//! same object by a constant step and writes exactly the loaded bytes in an iteration K before
//! the last. Or a load and a store of one size walk the object toward each other by opposite
//! constant steps (`a[i] = a[n - 1 - i] + ...`): split after the last iteration K before they
//! meet, each part touches disjoint bytes with them, which `deps.rs` sees over the part's
//! constant count; or a comparison in the body (not the header, which also runs to leave)
//! changes as above. The pipeline splits on a copy of the function and keeps it only where the loop
//! vectorizer then vectorizes a split loop (`pipeline.rs`). Not done: a bound or element known
//! only at run time, a store that reaches the element first (the loops would read a value they
//! compute).

use crate::analysis::affine::Term;
use crate::analysis::cfg::ControlFlowGraph;
use crate::analysis::loops::{Loop, LoopForest};
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::transform::hoist_loads::runs_before;
use crate::transform::loopvec::legal::loop_loc;
use crate::transform::outer::copy::{copies_before, copy_blocks, copyable_size, redirect_entries};
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

/// The most instructions (constants not counted) a loop may hold to be split.
const MAX_SPLIT_INSTS: usize = 200;

/// A loop split after iteration `after`.
#[derive(Clone, Debug)]
pub struct Split {
    /// The second loop's header (the loop's own).
    pub header: Block,
    pub loc: SrcLoc,
    /// The iteration (from 0) the first loop ends with.
    pub after: i64,
    pub why: Why,
    /// The header of the part with more iterations.
    pub longer: Block,
}

/// Why a loop is split where it is.
#[derive(Clone, Copy, Debug)]
pub enum Why {
    /// The store writes in that iteration the element the load reads.
    Written { load: Inst, store: Inst },
    /// The load and the store walk toward each other and meet there.
    Crossing { load: Inst, store: Inst },
    /// The comparison of an induction with a constant changes its value there: each part
    /// takes it as a constant, `first` in the first loop and `second` in the second.
    Condition { cmp: Inst, first: bool, second: bool },
}

/// Splits every qualifying innermost loop (only those headed by `only`'s blocks, when given);
/// returns what it split.
pub fn split_loops(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    only: Option<&[Block]>,
) -> Vec<Split> {
    let LoopAnalysis { cfg, loops, .. } = analysis;
    if !loops.is_reducible() {
        return Vec::new();
    }
    let found: Vec<(Loop, Plan)> = loops
        .loops()
        .filter(|&l| only.is_none_or(|only| only.contains(&loops.data(l).header)))
        .filter_map(|l| qualifies(module, func, analysis, l).map(|p| (l, p)))
        .collect();
    let mut res = Vec::new();
    for (l, plan) in found {
        let header = loops.data(l).header;
        let loc = loop_loc(func, header);
        let (after, why, first_longer) = (plan.after, plan.why, plan.first_longer);
        let first = split(func, cfg, loops, l, plan);
        let longer = if first_longer { first } else { header };
        res.push(Split { header, loc, after, why, longer });
    }
    res
}

/// How to split a loop.
struct Plan {
    after: i64,
    why: Why,
    /// The first loop runs more iterations than the second.
    first_longer: bool,
    /// The exit test's comparison, which of its operands is the bound, and the first loop's.
    cmp: Inst,
    bound_arg: usize,
    new_bound: i64,
    /// Per header parameter: the constant the second loop starts it from (integer inductions).
    resume: Vec<Option<i64>>,
}

fn qualifies(module: &Module, func: &Function, analysis: &LoopAnalysis, l: Loop) -> Option<Plan> {
    let LoopAnalysis { cfg, loops, affine, domtree } = analysis;
    let data = loops.data(l);
    let h = data.header;
    if !data.children.is_empty() {
        return None;
    }
    let info = affine.loop_info(l)?;
    let tc = info.trip_count.as_ref().ok()?;
    if tc.exiting_block != h || !tc.early_exits.is_empty() || loops.exits(func, cfg, l).len() != 1 {
        return None;
    }
    let trips = tc.backedge_taken.as_ref()?.as_constant()?;
    let start = tc.start.as_constant()?;
    let insts: Vec<Inst> = data.insts_in_order(func).map(|(_, inst)| inst).collect();
    if copyable_size(module, func, &data.blocks)? > MAX_SPLIT_INSTS {
        return None;
    }
    // The load and the iteration its element is written in.
    let width = |v: Value| module.types.size_of(func.value_type(v)).map(|w| w as i64);
    let comes_first = |a: Inst, b: Inst| runs_before(func, domtree, &insts, a, b);
    // An access's start and step (bytes), when both are constants.
    let moving = |addr: Value| {
        let a = affine.address(addr).filter(|a| affine.is_invariant_base(loops, a.base, l))?;
        let (step, start) = a.offset.split_loop(l);
        Some((a.base, start.as_constant()?, step.as_constant()?))
    };
    let written = insts.iter().find_map(|&load| {
        let InstData::Load { addr, volatile: false } = *func.inst(load) else { return None };
        let (base, x0, e) = moving(addr)?;
        let wl = width(func.dfg.result(load)?)?;
        insts.iter().find_map(|&store| {
            let InstData::Store { addr, value, .. } = *func.inst(store) else { return None };
            let (_, s0, d) = moving(addr).filter(|m| m.0 == base)?;
            if d == 0 || width(value)? != wl {
                return None;
            }
            let k = if e == 0 {
                // The store writes the loaded element in iteration k, after the load.
                let k = (x0 - s0).checked_div(d).filter(|_| (x0 - s0) % d == 0)?;
                comes_first(load, store).then_some(k)?
            } else if e == -d {
                // They walk toward each other: the last iteration before they meet, when both
                // parts then touch disjoint bytes (`deps.rs` checks them over each part).
                // An odd count meets on one element: the second part's first iteration.
                let gap = if d > 0 { x0 - s0 } else { s0 - x0 };
                let k = (gap - wl).div_euclid(2 * d.abs());
                ((k + 1) * 2 * d.abs() >= gap).then_some(k)?
            } else {
                return None;
            };
            let why = if e != 0 { Why::Crossing { load, store } } else { Why::Written { load, store } };
            (0..trips - 1).contains(&k).then_some((k, why))
        })
    });
    let exit_test = func.dfg.defining_inst(tc.cond);
    let (after, why) = written.or_else(|| {
        insts.iter().filter(|i| Some(**i) != exit_test).find_map(|&cmp| {
            let (k, (first, second)) = changing_condition(module, func, analysis, l, cmp, trips)?;
            Some((k, Why::Condition { cmp, first, second }))
        })
    })?;
    // The first loop's bound: its test fails first at iteration `after + 1`.
    let cmp = func.dfg.defining_inst(tc.cond)?;
    let InstData::Binary { op, args } = *func.inst(cmp) else { return None };
    if !op.is_comparison() {
        return None;
    }
    let moves = |v: Value| affine.int(v).is_none_or(|i| i.expr.coeff(Term::Iter(l)) != 0);
    let bound_arg = match (moves(args[0]), moves(args[1])) {
        (true, false) => 1,
        (false, true) => 0,
        _ => return None,
    };
    let stop = match tc.op {
        BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Ne => after + 1,
        BinaryOp::Le | BinaryOp::Ge => after,
        _ => return None,
    };
    let new_bound = start.checked_add(stop.checked_mul(tc.step)?)?;
    let resume = func
        .dfg
        .block_params(h)
        .iter()
        .map(|&p| {
            let ind = info.inductions.iter().find(|ind| ind.param == p && !ind.is_pointer)?;
            let s = affine.int(ind.start).filter(|i| i.nowrap)?.expr.as_constant()?;
            s.checked_add(ind.step.as_constant()?.checked_mul(after + 1)?)
        })
        .collect();
    let first_longer = after + 1 > trips - after - 1;
    Some(Plan { after, why, first_longer, cmp, bound_arg, new_bound, resume })
}

/// Whether `cmp` compares an integer induction of `l` (nothing else varying) with a constant
/// and changes its value over the loop's `trips` iterations in a way a split at one iteration
/// turns into constants: the iteration to split after, the comparison's value in the first
/// loop and in the second. An ordering (`i < 8`) changes once; an equality holds (or fails) in
/// one iteration, which must be the first or the last (`i == 0`, `i == n - 1`).
fn changing_condition(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    l: Loop,
    cmp: Inst,
    trips: i64,
) -> Option<(i64, (bool, bool))> {
    let InstData::Binary { op, args } = *func.inst(cmp) else { return None };
    if !op.is_comparison() || func.dfg.result(cmp).is_none() || trips < 2 {
        return None;
    }
    // In the body, which runs for iterations 0..trips only (the header also runs to leave).
    if func.layout.inst_block(cmp) == Some(analysis.loops.data(l).header) {
        return None;
    }
    let ty = func.value_type(args[0]);
    if !module.types.is_integer(ty) || module.types.int_kind(ty) == Some(IntKind::Bool) {
        return None;
    }
    // The moving side, `c0 + s·t` at iteration t, and the constant.
    let moving = |v: Value| {
        let info = analysis.affine.int(v).filter(|i| i.nowrap)?;
        let s = info.expr.coeff(Term::Iter(l));
        (s != 0 && info.expr.terms.len() == 1).then_some((info.expr.constant as i128, s as i128))
    };
    let constant = |v: Value| analysis.affine.int(v).and_then(|i| i.expr.as_constant()).map(|c| c as i128);
    let ((c0, s), c, swapped) = match (moving(args[0]), moving(args[1])) {
        (Some(m), None) => (m, constant(args[1])?, false),
        (None, Some(m)) => (m, constant(args[0])?, true),
        _ => return None,
    };
    // Unsigned comparisons: every value not negative, so that they compare as numbers.
    let last = c0 + s * (trips as i128 - 1);
    if !module.types.is_signed(ty) && (c0.min(last) < 0 || c < 0) {
        return None;
    }
    let holds = |t: i64| {
        let (x, y) = if swapped { (c, c0 + s * t as i128) } else { (c0 + s * t as i128, c) };
        op.compare(x, y) == Some(true)
    };
    let first = holds(0);
    if matches!(op, BinaryOp::Eq | BinaryOp::Ne) {
        // The one iteration where the sides are equal: the first or the last, so that each
        // part holds the comparison constant (elsewhere a split would leave one part with it).
        let t = (c - c0).checked_div(s).filter(|_| (c - c0) % s == 0)?;
        let after = match i64::try_from(t).ok()? {
            0 => 0,
            t if t == trips - 1 => t - 1,
            _ => return None,
        };
        return Some((after, (first, holds(trips - 1))));
    }
    // An ordering is monotone in t: the last iteration where it still holds what it held.
    if holds(trips - 1) == first {
        return None;
    }
    let (mut lo, mut hi) = (0, trips - 1);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if holds(mid) == first {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some((lo, (first, !first)))
}

// entry: jump header(s)             entry: jump header1(s)
// header(p): br t, body, exit  ─▶   header1(p1): br t1, body1, header(resume)   (t1: bound replaced)
// body: jump header(p')             body1: jump header1(p1')
//                                   header(p): br t, body, exit
/// Returns the first loop's header.
fn split(func: &mut Function, cfg: &ControlFlowGraph, loops: &LoopForest, l: Loop, plan: Plan) -> Block {
    let data = loops.data(l).clone();
    let h = data.header;
    let src = func.clone();
    let mut vmap: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut bmap = BTreeMap::new();
    copy_blocks(&src, func, &[], &data.blocks, &mut vmap, &mut bmap);
    let h1 = bmap[&h];
    // The entering edges go to the first loop.
    let entering: Vec<Block> = cfg.preds(h).iter().copied().filter(|p| !data.contains(*p)).collect();
    redirect_entries(func, &entering, h, h1);
    // Its test stops after iteration `after`.
    let cmp = func.dfg.result(plan.cmp).and_then(|r| vmap[r]).and_then(|r| func.dfg.defining_inst(r));
    let cmp = cmp.expect("the copy has the test");
    let InstData::Binary { args, .. } = func.inst(cmp).clone() else { unreachable!("a comparison") };
    let ty = func.value_type(args[plan.bound_arg]);
    let loc = func.srclocs[cmp];
    let bound = func.insert_before(cmp, InstData::Const(Const::Int(plan.new_bound as u64)), Some(ty), loc);
    if let InstData::Binary { args, .. } = &mut func.dfg.insts[cmp] {
        args[plan.bound_arg] = bound.expect("a constant");
    }
    // It leaves into the second loop, with its values (inductions' as constants).
    let term = func.terminator(h1).expect("the header ends in its test");
    let mut resume = Vec::new();
    for (idx, &p) in src.dfg.block_params(h).iter().enumerate() {
        let value = match plan.resume[idx] {
            Some(c) => {
                let ty = src.value_type(p);
                func.insert_before(term, InstData::Const(Const::Int(c as u64)), Some(ty), loc).expect("a constant")
            }
            None => vmap[p].expect("copied"),
        };
        resume.push(value);
    }
    for dest in func.dfg.insts[term].branch_targets_mut() {
        if !bmap.values().any(|b| *b == dest.block) {
            *dest = BlockCall::new(h, resume.clone());
        }
    }
    // A condition each part holds constant: its value there.
    if let Why::Condition { cmp, first, second } = plan.why {
        let result = src.dfg.result(cmp).expect("a comparison has a result");
        fold(func, result, second);
        fold(func, vmap[result].expect("copied"), first);
    }
    // Layout: the first loop before the second.
    func.layout.set_block_order(copies_before(&src, &data.blocks, h, &[&bmap], true));
    h1
}

/// Replaces the uses of comparison result `v` by the constant `value`.
fn fold(func: &mut Function, v: Value, value: bool) {
    let Some(cmp) = func.dfg.defining_inst(v) else { return };
    let (ty, loc) = (func.value_type(v), func.srclocs[cmp]);
    let c = func.insert_before(cmp, InstData::Const(Const::Int(value as u64)), Some(ty), loc).expect("a constant");
    func.replace_uses(v, c);
}
