//! Loads that compute an address: a load of one address on every iteration of an innermost
//! loop, whose value an address of the loop is computed from, moved before the loop with
//! that computation (gcc's and LLVM's LICM do as much):
//!
//! ```text
//! for (j = 0; j < n; j++)                    row = bb[ix[i] & 255];
//!     aa[i][j] = bb[ix[i] & 255][j] + 1;   ==>  for (j = 0; j < n; j++)
//!                                                  aa[i][j] = row[j] + 1;
//! ```
//!
//! The loop vectorizer then sees a row pointer from before the loop and consecutive elements
//! from it, where it saw an address computed from a load in the loop ("neither moves by whole
//! elements nor indexes a pointer from before the loop").
//!
//! Moved: each load in the loop's backward slice of an address (the instructions an address of
//! a load or store is computed from) whose own address is invariant, with the pure arithmetic
//! of that slice whose operands are invariant once those loads moved. A load moves only where
//! no store of the loop may write what it reads (the loop calls nothing that writes memory and
//! its stores are on bases that cannot alias the load's), and where reading it before the loop
//! cannot fault even if the loop then runs no iteration: it reads a global or local array of
//! known size at an offset whose range, over the counters of the loops around (constant trip
//! counts), stays inside it. Nothing that can trap moves (no division). Constants the moved
//! instructions use are copied to the preheader.
//!
//! Runs on innermost loops with a preheader (after `preheaders.rs`), before the loop
//! vectorizer. Not a change worth regenerating a function by itself.

use crate::analysis::affine::{Address, Affine, AffineInfo, Base, Term};
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::domtree::DomTree;
use crate::analysis::effects;
use crate::analysis::{Loop, LoopAnalysis};
use crate::ir::*;
use crate::remarks::{describe_inst, RemarkKind, Remarks};
use crate::transform::loopvec::legal::loop_loc;
use crate::transform::unroll_jam::is_speculatable_arith;
use std::collections::{BTreeMap, BTreeSet};

/// Moves the loads described above, and what they compute, to the preheaders of their loops,
/// with a remark for each load; returns whether anything moved.
pub fn hoist_address_loads(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    remarks: &mut Remarks,
) -> bool {
    let LoopAnalysis { cfg, loops, affine, .. } = analysis;
    if !loops.is_reducible() {
        return false;
    }
    let escaping = escaping_slots(func, affine);
    let mut plans = Vec::new();
    let mut last_written = BTreeSet::new();
    for lp in loops.loops() {
        let data = loops.data(lp);
        if !data.children.is_empty() {
            continue;
        }
        let Some(pre) = loops.preheader(cfg, lp) else { continue };
        let mut moved = plan_loop(module, func, analysis, &escaping, lp).unwrap_or_default();
        let late = plan_last_written(module, func, analysis, &escaping, lp);
        last_written.extend(late.iter().copied().filter(|i| matches!(func.inst(*i), InstData::Load { .. })));
        if !late.is_empty() {
            let both: BTreeSet<Inst> = moved.iter().chain(&late).copied().collect();
            moved = data.insts_in_order(func).map(|(_, inst)| inst).filter(|i| both.contains(i)).collect();
        }
        if !moved.is_empty() {
            plans.push((pre, data.header, moved, data.blocks.clone()));
        }
    }
    for (pre, header, moved, blocks) in &plans {
        let loop_loc = loop_loc(func, *header);
        for &inst in moved {
            let why = if last_written.contains(&inst) {
                "the loop's stores to that object do not write it before its last read"
            } else if matches!(func.inst(inst), InstData::Load { .. }) || opaque_arith(func, affine, inst) {
                "its value is the same on every iteration, and an address in the loop is computed from it"
            } else {
                continue;
            };
            let what = describe_inst(module, func, inst, "in the loop");
            remarks.push(
                func.srclocs[inst],
                RemarkKind::Passed,
                "hoist",
                format!("{} moved before the loop at {}:{}: {}", what, loop_loc.line, loop_loc.col, why),
            );
        }
        move_to_preheader(func, *pre, moved, &|b| blocks.contains(&b));
    }
    !plans.is_empty()
}

/// The instructions of `lp` to move, in program order, if some load is among them.
fn plan_loop(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    escaping: &BTreeSet<StackSlot>,
    lp: Loop,
) -> Option<Vec<Inst>> {
    let LoopAnalysis { loops, affine, .. } = analysis;
    let data = loops.data(lp);
    let insts: Vec<Inst> = data.insts_in_order(func).map(|(_, inst)| inst).collect();
    let mut store_bases = Vec::new();
    let mut addresses = Vec::new();
    for &inst in &insts {
        match func.inst(inst) {
            InstData::Load { addr, .. } => addresses.push(*addr),
            InstData::Store { addr, volatile, .. } => {
                if *volatile {
                    return None;
                }
                addresses.push(*addr);
                store_bases.push(affine.address(*addr).map(|a| a.base));
            }
            InstData::Call { callee: Callee::Direct(f), .. } if effects::is_readnone(module, *f) => {}
            data if data.writes_memory() => return None,
            _ => {}
        }
    }
    let in_loop = |v: Value| affine.def_block(v).is_some_and(|b| data.contains(b));
    // The backward slice of the addresses, inside the loop.
    let mut slice = BTreeSet::new();
    let mut work: Vec<Value> = addresses.clone();
    while let Some(v) = work.pop() {
        let Some(def) = func.dfg.defining_inst(v) else { continue };
        if !in_loop(v) || !slice.insert(def) {
            continue;
        }
        func.inst(def).for_each_operand(|w| work.push(w));
    }
    // What can move, in program order: pure arithmetic (nothing that traps) and safe loads,
    // each on values from before the loop, constants or what moves before it.
    let mut moved: Vec<Inst> = Vec::new();
    let mut moved_values = BTreeSet::new();
    let mut any_opaque = false;
    for &inst in &insts {
        if !slice.contains(&inst) {
            continue;
        }
        let data_inst = func.inst(inst);
        let mut operands_ok = true;
        data_inst.for_each_operand(|w| {
            let constant = func.dfg.defining_inst(w).is_some_and(|d| matches!(func.inst(d), InstData::Const(_)));
            operands_ok &= !in_loop(w) || constant || moved_values.contains(&w);
        });
        let movable = match data_inst {
            InstData::Const(_) => false,
            InstData::Load { volatile: false, addr, .. } => {
                let ok = operands_ok && safe_load(module, func, affine, loops, lp, *addr, inst, &store_bases, escaping);
                any_opaque |= ok;
                ok
            }
            d => {
                let ok = operands_ok && is_speculatable_arith(d);
                any_opaque |= ok && opaque_arith(func, affine, inst);
                ok
            }
        };
        if movable {
            moved.push(inst);
            if let Some(r) = func.dfg.result(inst) {
                moved_values.insert(r);
            }
        }
    }
    // Only where something the affine analysis cannot see through moves: loops whose
    // addresses are affine already keep their form.
    if !any_opaque {
        return None;
    }
    Some(moved)
}

/// Loads of one address (`a[n - 1]`) that the loop's stores write only in its last iteration,
/// after the load (`a[i] = b[i] + a[n - 1]`), or never although they walk the same object
/// (`split_loops.rs`'s second loop): every iteration reads the value from before the loop, so
/// the load moves before it, with the arithmetic its address is computed from. Each store
/// either cannot alias it, or walks the same object by a constant step and reaches the loaded
/// bytes in no iteration but the last (where the load's block dominates the store's, and comes
/// first in a shared block), and one store does walk that object. The loop's trip count is
/// affine, its counted exit the header's or the latch's (early exits only end it sooner);
/// nothing else in it writes memory; and the load reads inside a known object (`in_bounds`),
/// since the loop may run no iteration. The instructions to move, in program order; none when
/// no such load.
fn plan_last_written(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    escaping: &BTreeSet<StackSlot>,
    lp: Loop,
) -> Vec<Inst> {
    let LoopAnalysis { loops, affine, domtree, .. } = analysis;
    let data = loops.data(lp);
    let Some(tc) = affine.loop_info(lp).and_then(|i| i.trip_count.as_ref().ok()) else { return Vec::new() };
    // The index of the last iteration, counted from 0.
    let last = match tc.backedge_taken.as_ref() {
        Some(bt) if tc.exiting_block == data.header => bt.sub(&Affine::constant(1)),
        Some(bt) if data.latches.contains(&tc.exiting_block) => Some(bt.clone()),
        _ => None,
    };
    let Some(last) = last else { return Vec::new() };
    let insts: Vec<Inst> = data.insts_in_order(func).map(|(_, inst)| inst).collect();
    let mut stores = Vec::new();
    for &inst in &insts {
        match func.inst(inst) {
            InstData::Store { addr, value, volatile: false } => {
                let Some(width) = module.types.size_of(func.value_type(*value)) else { return Vec::new() };
                stores.push((inst, *addr, width as i64));
            }
            InstData::Store { .. } => return Vec::new(),
            InstData::Call { callee: Callee::Direct(f), .. } if effects::is_readnone(module, *f) => {}
            d if d.writes_memory() => return Vec::new(),
            _ => {}
        }
    }
    let in_loop = |v: Value| affine.def_block(v).is_some_and(|b| data.contains(b));
    let before = |a: Inst, b: Inst| runs_before(func, domtree, &insts, a, b);
    let mut loads = BTreeSet::new();
    for &inst in &insts {
        let InstData::Load { addr, volatile: false } = *func.inst(inst) else { continue };
        let Some(x) = affine.address(addr) else { continue };
        if !affine.is_invariant_base(loops, x.base, lp) || !affine.is_invariant(loops, &x.offset, lp) {
            continue;
        }
        let Some(wl) = func.dfg.result(inst).and_then(|r| module.types.size_of(func.value_type(r))) else { continue };
        let wl = wl as i64;
        let mut same_object = false;
        let all_clear = stores.iter().all(|&(store, saddr, ws)| {
            let Some(s) = affine.address(saddr) else { return false };
            if s.base != x.base {
                return !may_alias(module, func, escaping, s.base, x.base);
            }
            let (step, s0) = s.offset.split_loop(lp);
            let Some(d) = step.as_constant() else { return false };
            if d == 0 || !affine.is_invariant(loops, &s0, lp) {
                return false;
            }
            same_object = true;
            // Never reached: the loaded bytes lie before the first store (d > 0) or after it.
            if let Some(c0) = x.offset.sub(&s0).and_then(|c| c.as_constant()) {
                if (d > 0 && c0 + wl <= 0) || (d < 0 && c0 >= ws) {
                    return true;
                }
            }
            // c: the loaded bytes from the last iteration's store. No earlier store reaches them.
            let Some(c) =
                last.scale(d).and_then(|l| s0.add(&l)).and_then(|sl| x.offset.sub(&sl)).and_then(|c| c.as_constant())
            else {
                return false;
            };
            let clear_before = if d > 0 { c >= ws - d } else { c + wl <= -d };
            let overlaps_last = c < ws && c > -wl;
            clear_before && (!overlaps_last || before(inst, store))
        });
        if all_clear && same_object && in_bounds(module, func, affine, loops, lp, addr, inst) {
            loads.insert(inst);
        }
    }
    if loads.is_empty() {
        return Vec::new();
    }
    // The loads with the arithmetic their addresses are computed from (inside the loop).
    let mut slice = loads.clone();
    let mut work: Vec<Value> = Vec::new();
    for &l in &loads {
        func.inst(l).for_each_operand(|w| work.push(w));
    }
    while let Some(v) = work.pop() {
        let Some(def) = func.dfg.defining_inst(v) else { continue };
        if !in_loop(v) || matches!(func.inst(def), InstData::Const(_)) || !slice.insert(def) {
            continue;
        }
        if !is_speculatable_arith(func.inst(def)) {
            return Vec::new();
        }
        func.inst(def).for_each_operand(|w| work.push(w));
    }
    insts.into_iter().filter(|i| slice.contains(i)).collect()
}

/// Whether `a` runs before `b` on every iteration that runs `b`: earlier in one block, or in a
/// block that dominates `b`'s (`insts`: the loop's instructions in program order).
pub(crate) fn runs_before(func: &Function, domtree: &DomTree, insts: &[Inst], a: Inst, b: Inst) -> bool {
    let (Some(ba), Some(bb)) = (func.layout.inst_block(a), func.layout.inst_block(b)) else { return false };
    if ba == bb {
        insts.iter().position(|i| *i == a) < insts.iter().position(|i| *i == b)
    } else {
        domtree.dominates(ba, bb)
    }
}

/// Whether `inst` is arithmetic the affine analysis cannot see through (`i & 63`): an address
/// computed from it is affine only once it is computed before the loop.
fn opaque_arith(func: &Function, affine: &AffineInfo, inst: Inst) -> bool {
    matches!(func.inst(inst), InstData::Binary { .. } | InstData::Unary { .. })
        && func
            .dfg
            .result(inst)
            .is_some_and(|r| affine.int(r).is_none_or(|info| info.expr.terms.iter().any(|(t, _)| *t == Term::Value(r))))
}

/// Whether the load at `addr` reads what no store of the loop may write, at an address inside
/// a known object for every iteration of the loops around `data`'s loop.
#[allow(clippy::too_many_arguments)]
fn safe_load(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &crate::analysis::LoopForest,
    lp: Loop,
    addr: Value,
    load: Inst,
    store_bases: &[Option<Base>],
    escaping: &BTreeSet<StackSlot>,
) -> bool {
    let Some(Address { base, .. }) = affine.address(addr) else { return false };
    let clobbered = store_bases.iter().any(|b| match b {
        Some(b) => *b == *base || may_alias(module, func, escaping, *b, *base),
        None => true,
    });
    !clobbered && in_bounds(module, func, affine, loops, lp, addr, load)
}

/// Whether the load at `addr` reads inside a known object (a global or a local array) for every
/// iteration of the loops around `lp`'s loop.
fn in_bounds(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &crate::analysis::LoopForest,
    lp: Loop,
    addr: Value,
    load: Inst,
) -> bool {
    let Some(Address { base, offset }) = affine.address(addr) else { return false };
    let Some(width) = func.dfg.result(load).and_then(|r| module.types.size_of(func.value_type(r))) else {
        return false;
    };
    offset_in_object(module, func, affine, loops, lp, *base, offset, width)
}

/// Whether `width` bytes at `offset` in `base` lie inside it (a global or a local array of known
/// size) for every iteration of the loops around `lp`, `offset` made of their counters only.
#[allow(clippy::too_many_arguments)]
pub(crate) fn offset_in_object(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &crate::analysis::LoopForest,
    lp: Loop,
    base: Base,
    offset: &Affine,
    width: u64,
) -> bool {
    let object_ty = match base {
        Base::Global(g) => module.globals[g].ty,
        Base::Slot(s) => func.slots[s].ty,
        Base::Value(_) => return false,
    };
    let Some(size) = module.types.size_of(object_ty) else { return false };
    // The offset's range over the counters of the loops around this one.
    let (mut lo, mut hi) = (offset.constant as i128, offset.constant as i128);
    for &(term, coeff) in &offset.terms {
        let Term::Iter(outer) = term else { return false };
        if outer == lp || !loops.is_inside(lp, outer) {
            return false;
        }
        let Some(count) = affine
            .loop_info(outer)
            .and_then(|info| info.trip_count.as_ref().ok())
            .and_then(|t| t.backedge_taken.as_ref())
            .and_then(|c| c.as_constant())
        else {
            return false;
        };
        let last = (count.max(1) - 1) as i128 * coeff as i128;
        lo += last.min(0);
        hi += last.max(0);
    }
    lo >= 0 && hi + width as i128 <= size as i128
}

/// Moves `moved` (in program order) to the end of `pre`, with a copy there of each constant
/// from inside the loop they use.
fn move_to_preheader(func: &mut Function, pre: Block, moved: &[Inst], in_loop: &dyn Fn(Block) -> bool) {
    let jump = func.terminator(pre).expect("a preheader ends in a jump");
    let mut copies: BTreeMap<Value, Value> = BTreeMap::new();
    for &inst in moved {
        let mut operands = Vec::new();
        func.inst(inst).for_each_operand(|v| operands.push(v));
        for v in operands {
            let Some(def) = func.dfg.defining_inst(v) else { continue };
            let inside = func.layout.inst_block(def).is_some_and(in_loop);
            if inside && matches!(func.inst(def), InstData::Const(_)) && !copies.contains_key(&v) {
                let data = func.inst(def).clone();
                let copy =
                    func.insert_before(jump, data, Some(func.value_type(v)), func.srclocs[def]).expect("a constant");
                copies.insert(v, copy);
            }
        }
        func.dfg.insts[inst].map_operands(|v| copies.get(&v).copied().unwrap_or(v));
        func.layout.remove_inst(inst);
        func.layout.insert_inst_before(inst, jump);
    }
}
