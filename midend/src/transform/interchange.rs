//! Loop interchange of a two-deep nest whose inner loop walks a column:
//!
//! ```text
//! for (j = 0; j < 256; j++)              for (i = 0; i < 256; i++)
//!     for (i = 0; i < 256; i++)    ==>       for (j = 0; j < 256; j++)
//!         a[i][j] = b[i][j] + 1;                 a[i][j] = b[i][j] + 1;
//! ```
//!
//! The inner loop then reads and writes consecutive elements, which the loop vectorizer
//! vectorizes with plain vector loads and stores (gcc -O3 interchanges such nests itself;
//! gcc -O2, which compiles vcc's output, does not).
//!
//! The nest keeps its blocks: the two loops' controls trade places. The outer header's
//! parameter runs the inner loop's iterations (its start, test and step), the inner header's
//! the outer loop's, and the body's uses of the two parameters are swapped. Every body
//! instance runs once, for the same pair of indices: only their order changes.
//!
//! Shape (shared with `unroll_jam.rs`, whose helpers find it): the outer loop's header is its
//! only exit and its only parameter an integer induction; one inner loop, innermost, whose only
//! parameter is an induction of the same type, whose start and trip count do not depend on the
//! outer loop; straight-line blocks; outside the inner loop only the outer loop's test and step
//! and arithmetic of values from before the nest; in the body loads, stores, arithmetic and
//! calls of functions that touch no memory. Both trip counts constant, so that the legality
//! test below can bound the distances.
//!
//! Legal when no dependence runs between iterations whose order the interchange reverses:
//! for every store S and access T on bases that may alias, with addresses
//! `base + co·{outer} + ci·{inner} + rest` (equal `co`, `ci`, constant difference of `rest`), no (d_o, d_i) with
//! d_o·d_i < 0, within the trip counts, makes S of (o + d_o, i + d_i) touch a byte T of (o, i)
//! touches. Pairs with one distance zero keep their order; (0, 0) is one body instance.
//!
//! Profitable when more of the inner body's accesses are consecutive or invariant in the outer
//! loop (`|co|` the element's size, or 0) than in the inner one: the loop vectorizer's contiguous
//! accesses, and each cache line used in turn rather than once per row.
//!
//! Not done here: nests deeper than two, imperfect nests (code between the loops that
//! depends on the outer index), triangular nests, symbolic trip counts (that would need
//! subscripts kept per dimension, C's rule that each stays within its array).

use super::unroll_jam::{accesses, invariant_inner_loop, is_arith, nest_chains, used_after_inner, Access};
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::effects;
use crate::analysis::{Loop, LoopAnalysis};
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::transform::loopvec::legal::loop_loc;
use std::collections::BTreeMap;

/// Interchanges every nest of the shape above where that is legal and profitable, with a
/// remark at each; returns whether the function changed.
pub fn interchange_loops(module: &Module, func: &mut Function, analysis: &LoopAnalysis, remarks: &mut Remarks) -> bool {
    let headers: Vec<Block> = analysis.loops.loops().map(|lp| analysis.loops.data(lp).header).collect();
    let mut changed = false;
    let mut fresh: Option<LoopAnalysis> = None;
    for header in headers {
        if changed {
            fresh = Some(LoopAnalysis::compute(module, func));
        }
        let current = fresh.as_ref().unwrap_or(analysis);
        if !current.loops.is_reducible() {
            return changed;
        }
        let Some(lp) = current.loops.is_header(header) else { continue };
        if let Some(nest) = find_nest(module, func, current, lp) {
            let loc = loop_loc(func, header);
            let inner_loc = loop_loc(func, nest.inner_header);
            let msg = format!(
                "loop nest interchanged: the loop at {}:{} runs inside the loop at {}:{} now ({} of the inner body's {} memory accesses consecutive or invariant, {} before)",
                loc.line, loc.col, inner_loc.line, inner_loc.col, nest.good_after, nest.accesses, nest.good_before
            );
            remarks.push(loc, RemarkKind::Passed, "interchange", msg);
            swap(func, &nest);
            changed = true;
        }
    }
    changed
}

/// A nest to interchange: the two loops' parameters and controls.
struct Nest {
    preheader: Block,
    inner_header: Block,
    /// The outer and inner inductions (the headers' parameters).
    p_o: Value,
    p_i: Value,
    /// The headers' tests.
    c_o: Inst,
    c_i: Inst,
    /// The blocks whose jumps step each loop, and the steps they pass.
    outer_latch: Block,
    inner_latch: Block,
    inc_o: Value,
    inc_i: Value,
    /// The block entering the inner loop (the last of the outer body before it).
    pre_last: Block,
    inner_body: Vec<Block>,
    accesses: usize,
    good_before: usize,
    good_after: usize,
}

fn find_nest(module: &Module, func: &Function, analysis: &LoopAnalysis, outer: Loop) -> Option<Nest> {
    let LoopAnalysis { cfg, loops, affine, .. } = analysis;
    let od = loops.data(outer);
    let [inner] = od.children[..] else { return None };
    let id = loops.data(inner);
    if !id.children.is_empty() || od.latches.len() != 1 || id.latches.len() != 1 {
        return None;
    }
    if od.blocks.iter().any(|b| func.vector_loops.contains(b)) {
        return None;
    }
    let (outer_header, inner_header) = (od.header, id.header);
    let preheader = loops.preheader(cfg, outer)?;
    let [p_o] = func.dfg.block_params(outer_header)[..] else { return None };
    let [p_i] = func.dfg.block_params(inner_header)[..] else { return None };
    let ty = func.value_type(p_o);
    if func.value_type(p_i) != ty || module.types.int_kind(ty).is_none() {
        return None;
    }
    let constant_step = |lp: Loop, p: Value| {
        affine.loop_info(lp)?.inductions.iter().find(|ind| ind.param == p && !ind.is_pointer)?.step.as_constant()
    };
    constant_step(outer, p_o)?;
    constant_step(inner, p_i)?;
    let (pre_inner, inner_body, post_inner) = nest_chains(func, od, id)?;
    let inner_count = invariant_inner_loop(func, loops, affine, outer, inner, p_i, &pre_inner)?.as_constant()?;
    let outer_trip = affine.loop_info(outer)?.trip_count.as_ref().ok()?;
    if outer_trip.exiting_block != outer_header || !outer_trip.early_exits.is_empty() {
        return None;
    }
    let outer_count = outer_trip.backedge_taken.as_ref()?.as_constant()?;
    if used_after_inner(func, affine, id) {
        return None;
    }
    let inside_outer = |v: Value| affine.def_block(v).is_some_and(|b| od.contains(b));
    let is_const = |v: Value| func.dfg.defining_inst(v).is_some_and(|d| matches!(func.inst(d), InstData::Const(_)));
    // The parameters and their steps are used only by the nest.
    let users = func.users();
    let inside_users = |v: Value| users[v].iter().all(|u| func.layout.inst_block(*u).is_some_and(|b| od.contains(b)));
    // The tests and steps: the induction, constants and values from before the nest.
    let c_o = own_test(func, outer_header)?;
    let c_i = own_test(func, inner_header)?;
    let outer_latch = od.latches[0];
    let inner_latch = id.latches[0];
    let inc_o = step_arg(func, outer_latch, outer_header)?;
    let inc_i = step_arg(func, inner_latch, inner_header)?;
    let controls = [(c_o, p_o), (c_i, p_i)];
    for (inst, p) in
        controls.into_iter().chain([(func.dfg.defining_inst(inc_o)?, p_o), (func.dfg.defining_inst(inc_i)?, p_i)])
    {
        let mut ok = matches!(func.inst(inst), InstData::Binary { .. });
        func.inst(inst).for_each_operand(|v| ok &= v == p || is_const(v) || !inside_outer(v));
        if !ok {
            return None;
        }
    }
    let c_results = (func.dfg.result(c_o)?, func.dfg.result(c_i)?);
    if func.value_type(c_results.0) != func.value_type(c_results.1)
        || users[c_results.0].len() != 1
        || users[c_results.1].len() != 1
        || !inside_users(p_o)
        || !inside_users(inc_o)
        || users[inc_o].iter().any(|u| func.layout.inst_block(*u) != Some(outer_latch))
    {
        return None;
    }
    // Outside the inner loop: the outer loop's controls, and arithmetic on values from before
    // the nest (the same for every outer iteration, wherever it runs).
    let inc_o_inst = func.dfg.defining_inst(inc_o)?;
    for &b in std::iter::once(&outer_header).chain(&pre_inner).chain(&post_inner) {
        for &inst in func.layout.block_insts(b) {
            let data = func.inst(inst);
            if data.is_terminator() || inst == c_o || inst == inc_o_inst || matches!(data, InstData::Const(_)) {
                continue;
            }
            let mut ok = is_arith(data);
            data.for_each_operand(|v| ok &= !inside_outer(v));
            if !ok {
                return None;
            }
        }
    }
    // In the inner loop: arithmetic, memory, calls that touch no memory.
    for &b in std::iter::once(&inner_header).chain(&inner_body) {
        for &inst in func.layout.block_insts(b) {
            let data = func.inst(inst);
            let ok = is_arith(data)
                || data.is_terminator()
                || matches!(data, InstData::Load { volatile: false, .. } | InstData::Store { volatile: false, .. })
                || matches!(data, InstData::Call { callee: Callee::Direct(f), .. } if effects::is_readnone(module, *f));
            if !ok {
                return None;
            }
        }
    }
    let accs = accesses(module, func, loops, affine, outer, inner, &inner_body)?;
    let escaping = escaping_slots(func, affine);
    for s in accs.iter().filter(|a| a.write) {
        for t in &accs {
            if s.base != t.base && !may_alias(module, func, &escaping, s.base, t.base) {
                continue;
            }
            let comparable = s.base == t.base && s.co == t.co && s.ci == t.ci;
            if !comparable || reversed(s, t, outer_count, inner_count)? {
                return None;
            }
        }
    }
    let good = |stride: Option<i64>, size: i64| stride.is_some_and(|c| c == 0 || c.abs() == size);
    let good_before = accs.iter().filter(|a| good(a.ci, a.size)).count();
    let good_after = accs.iter().filter(|a| good(a.co, a.size)).count();
    if good_after <= good_before {
        return None;
    }
    let pre_last = *pre_inner.last()?;
    Some(Nest {
        preheader,
        inner_header,
        p_o,
        p_i,
        c_o,
        c_i,
        outer_latch,
        inner_latch,
        inc_o,
        inc_i,
        pre_last,
        inner_body,
        accesses: accs.len(),
        good_before,
        good_after,
    })
}

/// The instruction computing `header`'s branch condition, if it is in `header`.
fn own_test(func: &Function, header: Block) -> Option<Inst> {
    let InstData::Branch { cond, .. } = func.inst(func.terminator(header)?) else { return None };
    let test = func.dfg.defining_inst(*cond)?;
    (func.layout.inst_block(test) == Some(header)).then_some(test)
}

/// The one argument `latch` passes back to `header`.
fn step_arg(func: &Function, latch: Block, header: Block) -> Option<Value> {
    let InstData::Jump(call) = func.inst(func.terminator(latch)?) else { return None };
    match call.args[..] {
        [v] if call.block == header => Some(v),
        _ => None,
    }
}

/// Whether `a`, at (o + d_o, i + d_i), may touch a byte `b` touches at (o, i) for some
/// distances of opposite signs within the trip counts: byte offsets `a - b = co·d_o + ci·d_i +
/// k` overlap when -size_a < a - b < size_b. The relation is symmetric in `a` and `b` (negate
/// the distances), so one call covers both orders. `None` where it cannot tell.
fn reversed(a: &Access, b: &Access, n_o: i64, n_i: i64) -> Option<bool> {
    let k = a.rest.sub(&b.rest)?.as_constant()? as i128;
    let (co, ci) = (a.co? as i128, a.ci? as i128);
    let (n_o, n_i) = (n_o as i128, n_i as i128);
    if n_o < 2 || n_i < 2 {
        return Some(false);
    }
    if n_i > 1 << 16 {
        return None;
    }
    for d_i in (1 - n_i)..n_i {
        if d_i == 0 {
            continue;
        }
        // lo < co·d_o < hi, d_o of the other sign than d_i.
        let lo = -(a.size as i128) - ci * d_i - k;
        let hi = b.size as i128 - ci * d_i - k;
        let (min_o, max_o) = if d_i > 0 { (1 - n_o, -1) } else { (1, n_o - 1) };
        if co == 0 {
            if lo < 0 && 0 < hi {
                return Some(true);
            }
            continue;
        }
        let (l, h, c) = if co > 0 { (lo, hi, co) } else { (-hi, -lo, -co) };
        let first = l.div_euclid(c) + 1;
        let last = -(-h).div_euclid(c) - 1;
        if first.max(min_o) <= last.min(max_o) {
            return Some(true);
        }
    }
    Some(false)
}

/// Trades the two loops' controls and swaps the body's uses of their parameters.
fn swap(func: &mut Function, nest: &Nest) {
    // A step the body also uses (`a[i + 1]`, merged with `i + 1` by gvn) stays there as body
    // arithmetic; the back edge gets a copy of its own.
    let inc_o = own_step(func, nest.outer_latch, nest.inc_o);
    let inc_i = own_step(func, nest.inner_latch, nest.inc_i);
    let controls = [nest.c_o, nest.c_i, inc_o, inc_i];
    let swapped = |v: Value| {
        if v == nest.p_o {
            nest.p_i
        } else if v == nest.p_i {
            nest.p_o
        } else {
            v
        }
    };
    for &b in std::iter::once(&nest.inner_header).chain(&nest.inner_body) {
        for &inst in func.layout.block_insts(b) {
            if !controls.contains(&inst) {
                func.dfg.insts[inst].map_operands(swapped);
            }
        }
    }
    for (x, y) in [(nest.c_o, nest.c_i), (inc_o, inc_i)] {
        let (mut dx, mut dy) = (func.inst(y).clone(), func.inst(x).clone());
        dx.map_operands(swapped);
        dy.map_operands(swapped);
        func.dfg.insts[x] = dx;
        func.dfg.insts[y] = dy;
        let (lx, ly) = (func.srclocs[x], func.srclocs[y]);
        func.srclocs[x] = ly;
        func.srclocs[y] = lx;
        rematerialize_constants(func, x);
        rematerialize_constants(func, y);
    }
    // The starts: the outer loop's enters the inner loop now, and the other way round.
    let enter_outer = func.terminator(nest.preheader).expect("a preheader ends in a jump");
    let enter_inner = func.terminator(nest.pre_last).expect("the outer body ends in a jump");
    let start = |func: &Function, inst: Inst| match func.inst(inst) {
        InstData::Jump(call) => call.args[0],
        _ => unreachable!("find_nest checked both jumps"),
    };
    let (a_o, a_i) = (start(func, enter_outer), start(func, enter_inner));
    for (inst, v) in [(enter_outer, a_i), (enter_inner, a_o)] {
        if let InstData::Jump(call) = &mut func.dfg.insts[inst] {
            call.args[0] = v;
        }
        rematerialize_constants(func, inst);
    }
    let names = (func.value_names[nest.p_o].clone(), func.value_names[nest.p_i].clone());
    func.value_names[nest.p_o] = names.1;
    func.value_names[nest.p_i] = names.0;
}

/// The instruction computing `inc` for the back edge of `latch`: its own, or a copy before the
/// jump when something else uses it too.
fn own_step(func: &mut Function, latch: Block, inc: Value) -> Inst {
    let def = func.dfg.defining_inst(inc).expect("find_nest checked the step is an instruction");
    let jump = func.terminator(latch).expect("a latch ends in a jump");
    let only_jump = func.users()[inc].iter().all(|u| *u == jump);
    if only_jump {
        return def;
    }
    let data = func.inst(def).clone();
    let ty = func.value_type(inc);
    let loc = func.srclocs[def];
    let copy = func.insert_before(jump, data, Some(ty), loc).expect("a step has a result");
    func.value_names[copy] = func.value_names[inc].clone();
    if let InstData::Jump(call) = &mut func.dfg.insts[jump] {
        call.args[0] = copy;
    }
    func.dfg.defining_inst(copy).expect("just made")
}

/// Gives `inst` its own copy of each constant operand, just before it, so that a constant
/// defined where the instruction was before still dominates it (the dead ones go in the
/// clean-up).
fn rematerialize_constants(func: &mut Function, inst: Inst) {
    let mut operands = Vec::new();
    func.inst(inst).for_each_operand(|v| operands.push(v));
    let mut copies = BTreeMap::new();
    for v in operands {
        let Some(def) = func.dfg.defining_inst(v) else { continue };
        if copies.contains_key(&v) || !matches!(func.inst(def), InstData::Const(_)) {
            continue;
        }
        let data = func.inst(def).clone();
        let copy = func.insert_before(inst, data, Some(func.value_type(v)), func.srclocs[def]).expect("a constant");
        copies.insert(v, copy);
    }
    func.dfg.insts[inst].map_operands(|v| copies.get(&v).copied().unwrap_or(v));
}
