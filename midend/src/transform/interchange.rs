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
//! calls of functions that touch no memory.
//!
//! Legal when no dependence runs between iterations whose order the interchange reverses:
//! for every store S and access T on bases that may alias, with addresses
//! `base + co·{outer} + ci·{inner} + rest` (equal `co`, `ci`, constant difference of `rest`), no (d_o, d_i) with
//! d_o·d_i < 0, within the trip counts, makes S of (o + d_o, i + d_i) touch a byte T of (o, i)
//! touches. Pairs with one distance zero keep their order; (0, 0) is one body instance. With
//! both trip counts constant the distances are bounded and the test runs on byte offsets;
//! otherwise on the accesses' subscripts, one equation per array dimension
//! (`reversed_subscripts`).
//!
//! Profitable when more of the inner body's accesses are consecutive or invariant in the outer
//! loop (`|co|` the element's size, or 0) than in the inner one: the loop vectorizer's contiguous
//! accesses, and each cache line used in turn rather than once per row.
//!
//! Not done here: nests deeper than two, imperfect nests (code between the loops that
//! depends on the outer index), triangular nests, pointers to rows (`float *p = a[i]`).

use super::unroll_jam::{
    accesses, invariant_inner_loop, is_arith, is_plain_body_inst, is_speculatable_arith, nest_chains, used_after_inner,
    Access,
};
use crate::analysis::affine::{Affine, AffineInfo};
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::{Loop, LoopAnalysis};
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::transform::loopvec::legal::loop_loc;
use std::collections::{BTreeMap, BTreeSet};

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
    /// Every block of the nest.
    blocks: Vec<Block>,
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
    let inner_count = invariant_inner_loop(func, loops, affine, outer, inner, p_i, &pre_inner)?.as_constant();
    let outer_trip = affine.loop_info(outer)?.trip_count.as_ref().ok()?;
    if outer_trip.exiting_block != outer_header || !outer_trip.early_exits.is_empty() {
        return None;
    }
    let outer_count = outer_trip.backedge_taken.as_ref()?.as_constant();
    if used_after_inner(func, affine, id) {
        return None;
    }
    let inside_outer = |v: Value| affine.def_block(v).is_some_and(|b| od.contains(b));
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
        func.inst(inst).for_each_operand(|v| ok &= movable(func, &inside_outer, v, Some(p), 4));
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
            data.for_each_operand(|v| ok &= movable(func, &inside_outer, v, None, 4));
            if !ok {
                return None;
            }
        }
    }
    // In the inner loop: arithmetic, memory, calls that touch no memory.
    let plain =
        |b: &Block| func.layout.block_insts(*b).iter().all(|&inst| is_plain_body_inst(module, func.inst(inst), false));
    if !std::iter::once(&inner_header).chain(&inner_body).all(plain) {
        return None;
    }
    let accs = accesses(module, func, loops, affine, outer, inner, &inner_body)?;
    let escaping = escaping_slots(func, affine);
    for s in accs.iter().filter(|a| a.write) {
        for t in &accs {
            if s.base != t.base && !may_alias(module, func, &escaping, s.base, t.base) {
                continue;
            }
            // Constant trip counts bound the distances over the flat byte offsets; otherwise
            // each subscript of the accesses' arrays gives its own equation.
            let flat = match (outer_count, inner_count) {
                (Some(n_o), Some(n_i)) if s.base == t.base && s.co == t.co && s.ci == t.ci => reversed(s, t, n_o, n_i),
                _ => None,
            };
            let by_subscripts = || reversed_subscripts(module, func, affine, (outer, inner), s.inst, t.inst);
            if flat.or_else(by_subscripts)? {
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
        blocks: od.blocks.clone(),
        accesses: accs.len(),
        good_before,
        good_after,
    })
}

/// Whether `v`, an operand of the test or step of the loop whose parameter is `p` (or of
/// arithmetic outside the inner loop, with no `p`), can be computed again in the other loop's
/// place, or is the same for every outer iteration: `p`, a value from before the nest, or arithmetic
/// on those and constants (`i + 1 < n - 1`), at most `depth` instructions deep.
fn movable(func: &Function, inside_outer: &dyn Fn(Value) -> bool, v: Value, p: Option<Value>, depth: u32) -> bool {
    if Some(v) == p || !inside_outer(v) {
        return true;
    }
    let Some(def) = func.dfg.defining_inst(v) else { return false };
    let data = func.inst(def);
    if matches!(data, InstData::Const(_)) {
        return true;
    }
    let mut ok = depth > 0 && is_speculatable_arith(data);
    data.for_each_operand(|w| ok &= movable(func, inside_outer, w, p, depth.saturating_sub(1)));
    ok
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

/// The subscripts of the array elements an access reads or writes, outermost first, each as
/// (coefficient of the outer loop's counter, of the inner one's, the rest), and the pointer
/// they index (`aa[i][j]`: `aa`, then i, then j). `None` unless the address is a chain of
/// `ElemAddr` steps with affine, exact subscripts whose counters' coefficients are constants.
fn subscripts(
    func: &Function,
    affine: &AffineInfo,
    (outer, inner): (Loop, Loop),
    addr: Value,
) -> Option<(Value, Subscripts)> {
    let mut res = Vec::new();
    let mut at = addr;
    while let Some(InstData::ElemAddr { base, index }) = func.dfg.defining_inst(at).map(|d| func.inst(d)) {
        let info = affine.int(*index).filter(|info| info.nowrap)?;
        let (a, rest) = info.expr.split_loop(outer);
        let (b, rest) = rest.split_loop(inner);
        res.push((a.as_constant()?, b.as_constant()?, rest, func.value_type(at)));
        at = *base;
    }
    res.reverse();
    (!res.is_empty()).then_some((at, res))
}

type Subscripts = Vec<(i64, i64, Affine, TypeId)>;

/// `reversed` for two accesses to elements of one array, subscript by subscript, for any trip
/// counts: S of (o + d_o, i + d_i) and T of (o, i) touch the same element when every subscript
/// is equal, `a·d_o + b·d_i = rest_T - rest_S` for each. That holds because C keeps every
/// subscript but the outermost within its array's length (C11 6.5.6, J.2: `a[1][7]` of an
/// `int a[4][5]` is undefined), as gcc's dependence analysis assumes too. Only subscripts
/// with one counter or none are solved; `None` where it cannot tell.
fn reversed_subscripts(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    nest: (Loop, Loop),
    s: Inst,
    t: Inst,
) -> Option<bool> {
    let addr = |inst: Inst| match *func.inst(inst) {
        InstData::Load { addr, .. } | InstData::Store { addr, .. } => Some(addr),
        _ => None,
    };
    let (s_addr, t_addr) = (addr(s)?, addr(t)?);
    let (s_root, s_subs) = subscripts(func, affine, nest, s_addr)?;
    let (t_root, t_subs) = subscripts(func, affine, nest, t_addr)?;
    let same_root = affine.address(s_root).is_some_and(|a| Some(a) == affine.address(t_root));
    let elem = module.types.pointee(func.value_type(s_addr))?;
    if !same_root || s_subs.len() != t_subs.len() || func.value_type(s_addr) != func.value_type(t_addr) {
        return None;
    }
    if func.accessed_type(s)? != elem || func.accessed_type(t)? != elem {
        return None;
    }
    let mut equations = Vec::new();
    for ((a, b, s_rest, s_ty), (a_t, b_t, t_rest, t_ty)) in s_subs.iter().zip(&t_subs) {
        if a != a_t || b != b_t || s_ty != t_ty {
            return None;
        }
        equations.push((*a, *b, t_rest.sub(s_rest)?.as_constant()?));
    }
    let (mut d_o, mut d_i): (Option<i64>, Option<i64>) = (None, None);
    // Each pass settles the equations with one unknown left; those with two wait.
    loop {
        let mut progress = false;
        let mut waiting = false;
        for &(a, b, e) in &equations {
            let known = e - d_o.map_or(0, |x| a * x) - d_i.map_or(0, |y| b * y);
            let (ua, ub) = (if d_o.is_some() { 0 } else { a }, if d_i.is_some() { 0 } else { b });
            match (ua, ub) {
                (0, 0) if known != 0 => return Some(false),
                (0, 0) => {}
                (ua, 0) if known % ua != 0 => return Some(false),
                (ua, 0) => (d_o, progress) = (Some(known / ua), true),
                (0, ub) if known % ub != 0 => return Some(false),
                (0, ub) => (d_i, progress) = (Some(known / ub), true),
                _ => waiting = true,
            }
        }
        if !progress {
            if waiting {
                return None;
            }
            break;
        }
    }
    Some(match (d_o, d_i) {
        (Some(x), Some(y)) => x.signum() * y.signum() < 0,
        (Some(x), None) => x != 0,
        (None, Some(y)) => y != 0,
        (None, None) => true,
    })
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
    // The controls' new instructions, and the starts, from the function as it was: each
    // operand computed in the nest (a constant, `n - 1`) computed again where it is used now.
    let mut fresh = BTreeSet::new();
    let enter_outer = func.terminator(nest.preheader).expect("a preheader ends in a jump");
    let enter_inner = func.terminator(nest.pre_last).expect("the outer body ends in a jump");
    let moves = [(nest.c_o, nest.c_i), (nest.c_i, nest.c_o), (inc_o, inc_i), (inc_i, inc_o)];
    let mut datas: Vec<(Inst, InstData, SrcLoc)> =
        moves.iter().map(|&(to, from)| (to, func.inst(from).clone(), func.srclocs[from])).collect();
    for (inst, from) in [(enter_outer, enter_inner), (enter_inner, enter_outer)] {
        let mut data = func.inst(inst).clone();
        let InstData::Jump(call) = &mut data else { unreachable!("find_nest checked both jumps") };
        call.args[0] = start_of(func, from);
        datas.push((inst, data, func.srclocs[inst]));
    }
    for (to, mut data, loc) in datas {
        relocate_operands(func, nest, &mut data, to, &swapped, &mut fresh);
        let jump = matches!(data, InstData::Jump(_));
        func.dfg.insts[to] = data;
        if !jump {
            func.srclocs[to] = loc;
        }
    }
    for &b in std::iter::once(&nest.inner_header).chain(&nest.inner_body) {
        for &inst in func.layout.block_insts(b) {
            if !controls.contains(&inst) && !fresh.contains(&inst) {
                func.dfg.insts[inst].map_operands(swapped);
            }
        }
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

/// The value a jump passes to its block's parameter (the loops' starts).
fn start_of(func: &Function, jump: Inst) -> Value {
    match func.inst(jump) {
        InstData::Jump(call) => call.args[0],
        _ => unreachable!("find_nest checked both jumps"),
    }
}

/// `v` as an operand of `user`'s new instruction: a loop parameter swapped, a value computed
/// in the nest (constants, arithmetic on them, the parameters and values from before the nest)
/// computed again just before `user`, the copies added to `fresh`; any other value as it is.
fn relocate(
    func: &mut Function,
    nest: &Nest,
    v: Value,
    user: Inst,
    swapped: &dyn Fn(Value) -> Value,
    fresh: &mut BTreeSet<Inst>,
) -> Value {
    if v == nest.p_o || v == nest.p_i {
        return swapped(v);
    }
    let Some(def) = func.dfg.defining_inst(v) else { return v };
    if !func.layout.inst_block(def).is_some_and(|b| nest.blocks.contains(&b)) {
        return v;
    }
    let mut data = func.inst(def).clone();
    relocate_operands(func, nest, &mut data, user, swapped, fresh);
    let loc = func.srclocs[def];
    let copy = func.insert_before(user, data, Some(func.value_type(v)), loc).expect("arithmetic has a result");
    fresh.insert(func.dfg.defining_inst(copy).expect("just made"));
    copy
}

/// `data`'s operands `relocate`d for `user`.
fn relocate_operands(
    func: &mut Function,
    nest: &Nest,
    data: &mut InstData,
    user: Inst,
    swapped: &dyn Fn(Value) -> Value,
    fresh: &mut BTreeSet<Inst>,
) {
    let mut operands = Vec::new();
    data.for_each_operand(|v| operands.push(v));
    let mut map = BTreeMap::new();
    for v in operands {
        let new = relocate(func, nest, v, user, swapped, fresh);
        map.insert(v, new);
    }
    data.map_operands(|v| map[&v]);
}
