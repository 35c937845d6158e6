//! Histogram privatization: a scalar loop whose only use of an integer array of known length is
//! `h[idx] += d` (`h[p[i]]++`) runs its iterations in turn on `K` copies of the array, `h` itself
//! and `K - 1` private ones on the stack, zeroed before the loop and added into `h` after it.
//!
//! The loop vectorizer leaves histograms scalar (`loopvec/scatter.rs`). In the scalar loop, two
//! iterations close together that hit one element wait for each other: the load of the second
//! waits for the store of the first (store-to-load forwarding, several cycles). With the
//! iterations dealt out to `K` copies, only iterations `K` apart can meet on one copy. Measured on
//! Zen 4 (gcc -O2 of the output, 262,144 updates of 64 `unsigned` bins with random indices):
//! 0.42 ns per update in the plain loop, 0.30 with four copies; with every index equal,
//! 0.33 against 0.30.
//!
//! Exact because the counters are integers: `K` partial sums added in any order give the sum
//! modulo 2^bits, which is what the loop leaves (for signed types, the value it leaves whenever
//! it has no overflow; the copies count in the unsigned type of the same width, and the sums are
//! converted back, implementation-defined rather than undefined out of range). Legal when:
//! - the array is a global or a local of array type with a constant length (the private copies
//!   have that length; an index outside it is undefined behaviour in both);
//! - its only accesses in the loop are that load and that store, of one address, and no other
//!   access or call of the loop may touch it (`deps`: a dependence or a runtime check between
//!   its accesses and another is a refusal);
//! - the stored value is the loaded one plus or minus an integer `d`, converted as C promotes
//!   them, with no other use of the loaded value or the sum;
//! - the loop has one exit, its header's counted test, and no value of the loop is used after it
//!   but through the exit's arguments.
//!
//! The shape: the header's entry goes to a guard that takes the original loop when it runs fewer
//! than `MIN_TRIPS_PER_ELEM · K · len` iterations (zeroing and adding up cost about that much);
//! else the copies are zeroed and `K` copies of the loop's blocks run in a ring, copy `j`'s latch
//! going to copy `j + 1`'s header, each header keeping its own exit test (so any count is exact
//! without a remainder loop). Copy 0 updates `h`; copy `j` the private array `j`. Every exit goes
//! to the block that adds the private arrays into `h`, then to the loop's exit. The copies
//! together take at most `MAX_PRIVATE_BYTES` of stack.
//!
//! How many: two copies from `MIN_TRIPS_PER_ELEM · 2 · len` iterations on; four (where three fit
//! the stack budget) only from `MIN_TRIPS_PER_ELEM_4 · 4 · len` on, a constant count, since
//! zeroing and adding up the two more copies eat most of what they save below that. Measured
//! on Zen 4 (gcc -O2, 4096 updates per call): of 256 counters with random indices, 0.53 s
//! plain, 0.42 with two copies, 0.48 with four; of 64 counters, 0.53, 0.42 and 0.39; of 256
//! counters and 1024 updates per call, 0.57 plain and 0.47 with two copies.
//!
//! The first loop is judged with the pipeline's `LoopAnalysis`; after each rewrite the pass
//! computes a fresh one.

use crate::analysis::affine::{self, Base, Term};
use crate::analysis::cfg::ControlFlowGraph;
use crate::analysis::deps::{self, AccessKind};
use crate::analysis::{Loop, LoopAnalysis, LoopData, LoopForest};
use crate::ir::*;
use crate::remarks::{describe_inst, RemarkKind, Remarks};
use crate::transform::outer::copy::copy_blocks;
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};

/// The private copies together take at most this many bytes of stack.
const MAX_PRIVATE_BYTES: u64 = 4096;
/// Two copies are taken when the loop runs at least this many iterations per element of both
/// (zeroing, adding up): at 2 (1024 updates of 256 counters) they still saved 18%.
const MIN_TRIPS_PER_ELEM: i64 = 4;
/// Four copies, when the loop runs a constant count of at least this many iterations per element
/// of all four: `bench/kernels/histo_u8` (4096 updates of 256 counters, 4 per element of four
/// copies) ran 1.07x faster than the plain loop with four and 1.26x with two.
const MIN_TRIPS_PER_ELEM_4: i64 = 16;

/// Privatizes every histogram loop of `func` that qualifies; returns whether it changed `func`.
/// `analysis` is of `func` as it is; the analyses are computed afresh after each rewrite (a
/// rewrite that fails puts the function back as it was, and its analyses with it).
pub fn privatize_histograms(
    module: &mut Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    remarks: &mut Remarks,
) -> bool {
    let mut done: Vec<Block> = Vec::new();
    let mut changed = false;
    let mut fresh: Option<LoopAnalysis> = None;
    let mut stale = false;
    loop {
        if stale {
            fresh = Some(LoopAnalysis::compute(module, func));
            stale = false;
        }
        let LoopAnalysis { cfg, loops, affine: info, .. } = fresh.as_ref().unwrap_or(analysis);
        if !loops.is_reducible() {
            return changed;
        }
        let escaping = deps::escaping_slots(func, info);
        let mut next = None;
        for lp in loops.loops_innermost_first() {
            let header = loops.data(lp).header;
            if done.contains(&header) || func.vector_code.contains(&header) || !loops.data(lp).children.is_empty() {
                continue;
            }
            done.push(header);
            match find(module, func, cfg, loops, info, &escaping, lp) {
                Ok(hist) => {
                    next = Some(hist);
                    break;
                }
                Err(Some((loc, why))) => remarks.push(loc, RemarkKind::Missed, "privatize", why),
                Err(None) => {}
            }
        }
        let Some(hist) = next else { return changed };
        let backup = func.clone();
        match rewrite(module, func, &hist) {
            Ok(new_blocks) => {
                done.extend(new_blocks);
                changed = true;
                stale = true;
                remarks.push(hist.loc, RemarkKind::Passed, "privatize", hist.remark(module, func));
            }
            Err(why) => {
                *func = backup;
                remarks.push(hist.loc, RemarkKind::Missed, "privatize", format!("histogram not privatized: {}", why));
            }
        }
    }
}

/// A loop found to qualify, and what `rewrite` needs.
struct Histogram {
    loc: SrcLoc,
    header: Block,
    preheader: Block,
    exit: Block,
    blocks: Vec<Block>,
    store: Inst,
    /// `h`'s address (a global's or a slot's), the index into it and the element type.
    base: Base,
    array_ty: TypeId,
    index: Value,
    elem: TypeId,
    len: u64,
    /// The added (or subtracted) value and whether it is subtracted.
    delta: Value,
    subtract: bool,
    trip: affine::Affine,
    copies: u64,
}

impl Histogram {
    fn min_trips(&self) -> i64 {
        min_trips(self.copies, self.len)
    }

    fn remark(&self, module: &Module, func: &Function) -> String {
        let bytes = (self.copies - 1) * self.len * module.types.size_of(self.elem).unwrap_or(0);
        format!(
            "histogram privatized: {} goes to {} copies of the array in turn ({} zeroed on the stack, {} bytes, added into it after the loop), \
             so that neighbouring iterations with equal indices do not wait for each other's stores{}",
            describe_inst(module, func, self.store, "in the loop"),
            self.copies,
            self.copies - 1,
            bytes,
            if self.trip.as_constant().is_some() { String::new() } else { format!("; when the loop runs at least {} iterations", self.min_trips()) }
        )
    }
}

/// Below this many iterations, zeroing the copies and adding them up costs more than they save.
fn min_trips(copies: u64, len: u64) -> i64 {
    let per_elem = if copies > 2 { MIN_TRIPS_PER_ELEM_4 } else { MIN_TRIPS_PER_ELEM };
    per_elem * copies as i64 * len as i64
}

type Refusal = Option<(SrcLoc, String)>;

/// Whether `lp` is a histogram loop that qualifies. `Err(None)`: no histogram at all (no
/// remark); `Err(Some(..))`: a histogram left as it is, and why.
fn find(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    info: &affine::AffineInfo,
    escaping: &BTreeSet<StackSlot>,
    lp: Loop,
) -> Result<Histogram, Refusal> {
    let data = loops.data(lp);
    let header = data.header;
    let deps = deps::loop_dependences(module, func, info, escaping, loops, lp);
    let Some((load, store, addr)) = find_update(func, &deps) else { return Err(None) };
    // Only through an index the loop computes from what it reads, not an induction.
    let index = match func.dfg.defining_inst(addr).map(|i| func.inst(i)) {
        Some(InstData::ElemAddr { index, .. } | InstData::PtrAdd { index, .. }) => *index,
        _ => return Err(None),
    };
    if !loaded_in_loop(func, data, index) {
        return Err(None);
    }
    let store_text = describe_inst(module, func, store.inst, "in the loop");
    let loc = crate::transform::loopvec::legal::loop_loc(func, header);
    let refuse = |why: String| Some((loc, format!("histogram not privatized: {} {}", store_text, why)));
    let base = store.addr.base;
    check_only_access(&deps, load.inst, store.inst, base).map_err(refuse)?;
    let (InstData::Load { volatile: false, .. }, InstData::Store { value, volatile: false, .. }) =
        (func.inst(load.inst), func.inst(store.inst))
    else {
        return Err(refuse("is volatile".into()));
    };
    let value = *value;
    let (array_ty, elem, len) = counter_array(module, func, base, addr).map_err(refuse)?;
    let (delta, subtract) = counter_update(module, func, load.inst, value, elem).map_err(refuse)?;
    let (preheader, exit, trip) = counted_loop(func, cfg, loops, info, lp).map_err(refuse)?;
    let elem_size = module.types.size_of(elem).unwrap_or(0);
    let copies = copies_for(&trip, len, elem_size).map_err(refuse)?;
    let blocks: Vec<Block> = func.layout.blocks().iter().copied().filter(|b| data.contains(*b)).collect();
    Ok(Histogram {
        loc,
        header,
        preheader,
        exit,
        blocks,
        store: store.inst,
        base,
        array_ty,
        index,
        elem,
        len,
        delta,
        subtract,
        trip,
        copies,
    })
}

/// Finds a store of the loop to an address it does not move, and the load of the same address.
fn find_update<'a>(func: &Function, deps: &'a deps::LoopDeps) -> Option<(&'a deps::Access, &'a deps::Access, Value)> {
    // The pattern: a store through an address that does not move with the loop, and a load of
    // the same address value.
    for s in deps.accesses.iter().filter(|a| a.kind == AccessKind::Write && a.step.is_none()) {
        let InstData::Store { addr, .. } = func.inst(s.inst) else { continue };
        let load = deps.accesses.iter().find(|a| {
            a.kind == AccessKind::Read
                && a.addr.base == s.addr.base
                && matches!(func.inst(a.inst), InstData::Load { addr: x, .. } if x == addr)
        });
        if let Some(load) = load {
            return Some((load, s, *addr));
        }
    }
    None
}

/// Checks that the load and the store are the loop's only accesses that may touch the array.
fn check_only_access(deps: &deps::LoopDeps, load: Inst, store: Inst, base: Base) -> Result<(), String> {
    let (load_at, store_at) =
        (deps.accesses.iter().position(|a| a.inst == load), deps.accesses.iter().position(|a| a.inst == store));
    if deps.accesses.iter().filter(|a| a.addr.base == base).count() != 2 {
        return Err("is not the only access to the array in the loop (the loop reads or writes it elsewhere)".into());
    }
    let ours = |k: Option<usize>| k == load_at || k == store_at;
    if !deps.unknown_effects.is_empty() {
        return Err("is in a loop with calls or volatile accesses that may read the array".into());
    }
    if deps.dependences.iter().any(|d| ours(Some(d.first)) != ours(Some(d.second)))
        || deps.runtime_checks.iter().any(|c| c.a.base == base || c.b.base == base)
    {
        return Err("may touch what another access of the loop touches (its array may alias it)".into());
    }
    Ok(())
}

/// The array `addr` is an element of (its type, element type and length), if a small counter array.
fn counter_array(module: &Module, func: &Function, base: Base, addr: Value) -> Result<(TypeId, TypeId, u64), String> {
    // The array: a global or a slot of array type with a constant length.
    let Some(InstData::ElemAddr { base: base_ptr, .. }) = func.dfg.defining_inst(addr).map(|i| func.inst(i)) else {
        return Err("is not an element of an array of known length".into());
    };
    let array_ty = match (base, func.dfg.defining_inst(*base_ptr).map(|i| func.inst(i))) {
        (Base::Global(g), Some(InstData::GlobalAddr(g2))) if g == *g2 => module.globals[g].ty,
        (Base::Slot(s), Some(InstData::SlotAddr(s2))) if s == *s2 => func.slots[s].ty,
        _ => return Err("is not an element of a global or local array of known length".into()),
    };
    let types = &module.types;
    let (TypeKind::Array(elem, Some(len)), true) = (types.kind(array_ty).clone(), types.quals(array_ty).is_empty())
    else {
        return Err("is not an element of an array of known length".into());
    };
    let elem_size = types.size_of(elem).unwrap_or(0);
    if !matches!(types.int_kind(elem), Some(k) if k != IntKind::Bool)
        || !types.quals(elem).is_empty()
        || len == 0
        || elem_size == 0
    {
        return Err("does not update an integer counter (only integer sums may be added up in another order)".into());
    }
    if len * elem_size > MAX_PRIVATE_BYTES {
        return Err(format!(
            "updates an array of {} bytes: a private copy would take more than {} bytes of stack",
            len * elem_size,
            MAX_PRIVATE_BYTES
        ));
    }
    Ok((array_ty, elem, len))
}

/// The added (or subtracted) value of the stored `value`, and whether it is subtracted.
fn counter_update(
    module: &Module,
    func: &Function,
    load: Inst,
    value: Value,
    elem: TypeId,
) -> Result<(Value, bool), String> {
    let types = &module.types;
    // The update: store (T)(((P)load) +/- d), nothing else using the load or the sum.
    let uses = use_counts(func);
    let single = |v: Value| uses[v] == 1;
    let def = |v: Value| func.dfg.defining_inst(v).map(|i| func.inst(i));
    let lv = func.dfg.result(load).expect("a load has a result");
    let mut sum = value;
    if let Some(InstData::Cast { arg }) = def(sum) {
        if func.value_type(sum) != elem || !single(sum) {
            return Err("stores something other than the element plus or minus an integer".into());
        }
        sum = *arg;
    }
    let update = match def(sum) {
        Some(InstData::Binary { op: op @ (BinaryOp::Add | BinaryOp::Sub), args })
            if types.is_integer(func.value_type(sum)) && single(sum) =>
        {
            let is_load =
                |v: Value| v == lv || matches!(def(v), Some(InstData::Cast { arg }) if *arg == lv && single(v));
            if is_load(args[0]) {
                Some((args[1], *op == BinaryOp::Sub))
            } else if *op == BinaryOp::Add && is_load(args[1]) {
                Some((args[0], false))
            } else {
                None
            }
        }
        _ => None,
    };
    let Some((delta, subtract)) = update else {
        return Err("stores something other than the element plus or minus an integer".into());
    };
    if !single(lv) {
        return Err("is in a loop that uses the loaded element elsewhere".into());
    }
    if value == sum && func.value_type(sum) != elem {
        return Err("stores something other than the element plus or minus an integer".into());
    }
    Ok((delta, subtract))
}

/// The loop's preheader, exit block and iteration count, if its shape lets the copies run in a ring.
fn counted_loop(
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    info: &affine::AffineInfo,
    lp: Loop,
) -> Result<(Block, Block, affine::Affine), String> {
    let data = loops.data(lp);
    let header = data.header;
    // The loop: one latch, a preheader, one exit (the header's counted test), nothing of the
    // loop used after it but through the exit's arguments.
    let Some(preheader) = loops.preheader(cfg, lp) else { return Err("is in a loop without a preheader".into()) };
    let exits = loops.exits(func, cfg, lp);
    let trip = match &info.loop_info(lp).map(|l| &l.trip_count) {
        Some(Ok(tc)) if tc.exiting_block == header && tc.early_exits.is_empty() && tc.other_counted.is_empty() => {
            tc.backedge_taken.clone()
        }
        _ => None,
    };
    let Some(trip) = trip.filter(|_| data.latches.len() == 1 && exits.len() == 1 && exits[0].0 == header) else {
        return Err("is in a loop whose only exit is not a counted test in its header".into());
    };
    let trip_outside = trip
        .terms
        .iter()
        .all(|(t, _)| matches!(t, Term::Value(v) if info.def_block(*v).is_none_or(|b| !data.contains(b))));
    if !trip_outside {
        return Err("is in a loop whose iteration count is not known before it starts".into());
    }
    let used_outside = func.layout.blocks().iter().filter(|b| !data.contains(**b)).any(|&b| {
        func.layout
            .block_insts(b)
            .iter()
            .any(|&i| func.inst(i).operands().iter().any(|v| info.def_block(*v).is_some_and(|d| data.contains(d))))
    });
    if used_outside {
        return Err("is in a loop whose values are used after it".into());
    }
    Ok((preheader, exits[0].1, trip))
}

/// How many copies of the array to run the loop on (2 or 4), if enough iterations to pay.
fn copies_for(trip: &affine::Affine, len: u64, elem_size: u64) -> Result<u64, String> {
    let four_fit = 3 * len * elem_size <= MAX_PRIVATE_BYTES;
    let copies = match trip.as_constant() {
        Some(n) if four_fit && n >= min_trips(4, len) => 4,
        _ => 2,
    };
    let min_trips = min_trips(copies, len);
    if let Some(n) = trip.as_constant().filter(|n| *n < min_trips) {
        return Err(format!(
            "is in a loop of {} iterations, too few for private copies of the array to pay (at least {})",
            n.max(0),
            min_trips
        ));
    }
    Ok(copies)
}

/// Whether `v` is computed in the loop (casts and arithmetic) from a value the loop loads.
fn loaded_in_loop(func: &Function, data: &LoopData, v: Value) -> bool {
    let mut work = vec![v];
    let mut seen = Vec::new();
    while let Some(v) = work.pop() {
        let Some(inst) = func.dfg.defining_inst(v) else { continue };
        if seen.contains(&inst) || !func.layout.inst_block(inst).is_some_and(|b| data.contains(b)) {
            continue;
        }
        seen.push(inst);
        match func.inst(inst) {
            InstData::Load { .. } => return true,
            InstData::Cast { arg } | InstData::Unary { arg, .. } => work.push(*arg),
            InstData::Binary { args, .. } => work.extend(args),
            InstData::Select { args, .. } => work.extend(args),
            _ => {}
        }
    }
    false
}

fn use_counts(func: &Function) -> SecondaryMap<Value, u32> {
    let mut uses = SecondaryMap::new();
    for (_, inst) in func.insts_in_order() {
        func.inst(inst).for_each_operand(|v| uses[v] += 1);
    }
    uses
}

/// `for (b = 0; b < len; b++)` entered from the cursor's block and left to `after`: returns its
/// body (to be finished by `next_element`) and `b` (a `long`), the cursor left at the body's end.
fn element_loop(cur: &mut FuncCursor<'_, ()>, len: u64, after: BlockCall, [long, int]: [TypeId; 2]) -> (Block, Value) {
    let head = cur.func.make_block();
    let b = cur.func.dfg.append_block_param(head, long);
    let start = cur.iconst(long, 0);
    cur.ins_void(InstData::Jump(BlockCall { block: head, args: vec![start] }));
    cur.goto_end(head);
    let len = cur.iconst(long, len as i64);
    let more = cur.binary(BinaryOp::Lt, b, len, int);
    let body = cur.func.make_block();
    cur.ins_void(InstData::Branch { cond: more, then_dest: BlockCall { block: body, args: vec![] }, else_dest: after });
    cur.goto_end(body);
    (body, b)
}

/// Ends `element_loop`'s body (the cursor's block): `b + 1` back to its header.
fn next_element(cur: &mut FuncCursor<'_, ()>, b: Value, long: TypeId) {
    let ValueDef::Param(head, _) = cur.func.dfg.value_def(b) else { return };
    let one = cur.iconst(long, 1);
    let next = cur.binary(BinaryOp::Add, b, one, long);
    cur.ins_void(InstData::Jump(BlockCall { block: head, args: vec![next] }));
}

/// The types `rewrite` builds with.
struct RingTypes {
    long: TypeId,
    int: TypeId,
    /// The unsigned type the copies count in.
    wide: TypeId,
    array_ptr: TypeId,
    elem_ptr: TypeId,
}

/// Builds the guard, the zeroing loop, the ring of copies and the adding loop. Returns the
/// headers of the loops it made. On error `func` may be half-changed (the caller restores it).
fn rewrite(module: &mut Module, func: &mut Function, h: &Histogram) -> Result<Vec<Block>, String> {
    let types = &mut module.types;
    let long = types.int(IntKind::Long);
    let int = types.int(IntKind::Int);
    let wide_kind = if types.int_kind(h.elem).map_or(64, |k| k.bits()) <= 32 { IntKind::UInt } else { IntKind::ULong };
    let wide = types.int(wide_kind);
    let array_ptr = types.ptr_to(h.array_ty);
    let elem_ptr = types.ptr_to(h.elem);
    let tys = RingTypes { long, int, wide, array_ptr, elem_ptr };
    let src = func.clone();
    let slots = private_slots(module, func, h)?;
    let (zero_ph, zero_params) = build_guard(func, h, &tys)?;

    // The ring of copies of the loop.
    let mut rings = Vec::new();
    for _ in 0..h.copies {
        let mut vmap = SecondaryMap::new();
        let mut bmap = BTreeMap::new();
        copy_blocks(&src, func, &[], &h.blocks, &mut vmap, &mut bmap);
        rings.push((vmap, bmap));
    }
    let headers: Vec<Block> = rings.iter().map(|(_, b)| b[&h.header]).collect();

    let zero_body = build_zeroing(func, h, &tys, &slots, zero_ph, BlockCall { block: headers[0], args: zero_params });
    let (sum_ph, sum_body) = build_adding(func, h, &tys, &slots)?;
    wire_ring(&src, func, h, &tys, &slots, &rings, &headers, sum_ph)?;
    let mut made = headers;
    made.extend([zero_body, sum_body].map(|b| func.successors(b)[0]));
    Ok(made)
}

/// Adds the stack slots of the private copies, named after the array.
fn private_slots(module: &Module, func: &mut Function, h: &Histogram) -> Result<Vec<StackSlot>, String> {
    let object = crate::remarks::object_name(
        module,
        func,
        match func.inst(h.store) {
            InstData::Store { addr, .. } => *addr,
            _ => return Err("internal: not a store".into()),
        },
    )
    .map(|n| n.trim_matches('`').to_string())
    .unwrap_or_else(|| "counts".into());
    Ok((1..h.copies)
        .map(|j| {
            func.slots.push(StackSlotData { ty: h.array_ty, name: Some(format!("{}_part{}", object, j)), align: None })
        })
        .collect())
}

/// `&s[index]` of a private copy, at the cursor.
fn slot_elem(cur: &mut FuncCursor<'_, ()>, s: StackSlot, index: Value, tys: &RingTypes) -> Value {
    let a = cur.ins(InstData::SlotAddr(s), tys.array_ptr);
    cur.ins(InstData::ElemAddr { base: a, index }, tys.elem_ptr)
}

/// `v` converted to `ty` (at the cursor where the types differ).
fn cast_to(cur: &mut FuncCursor<'_, ()>, v: Value, ty: TypeId) -> Value {
    if cur.func.value_type(v) == ty {
        v
    } else {
        cur.cast(v, ty)
    }
}

/// Puts the guard on the loop's entry edge; returns the block entering the copies and its params.
fn build_guard(func: &mut Function, h: &Histogram, tys: &RingTypes) -> Result<(Block, Vec<Value>), String> {
    let loc = h.loc;
    // The guard, on the entry edge: enough iterations for the copies to pay?
    let param_tys: Vec<TypeId> = func.dfg.block_params(h.header).iter().map(|p| func.value_type(*p)).collect();
    let guard = func.make_block();
    let guard_params: Vec<Value> = param_tys.iter().map(|t| func.dfg.append_block_param(guard, *t)).collect();
    let pre_term = func.terminator(h.preheader).ok_or("internal: preheader without terminator")?;
    for dest in func.dfg.insts[pre_term].branch_targets_mut() {
        if dest.block == h.header {
            dest.block = guard;
        }
    }
    let zero_ph = func.make_block();
    let zero_params: Vec<Value> = param_tys.iter().map(|t| func.dfg.append_block_param(zero_ph, *t)).collect();
    let mut cur = FuncCursor::untyped_at_end(func, guard, loc);
    if h.trip.as_constant().is_some() {
        // A constant count (`find` checked it is enough): the original loop is left unreachable.
        cur.ins_void(InstData::Jump(BlockCall { block: zero_ph, args: guard_params }));
    } else {
        let trip = crate::transform::loopvec::peel::materialize(&mut cur, &h.trip, tys.long)?;
        let min = cur.iconst(tys.long, h.min_trips());
        let enough = cur.binary(BinaryOp::Ge, trip, min, tys.int);
        let to_copies = BlockCall { block: zero_ph, args: guard_params.clone() };
        let to_loop = BlockCall { block: h.header, args: guard_params };
        cur.ins_void(InstData::Branch { cond: enough, then_dest: to_copies, else_dest: to_loop });
    }
    Ok((zero_ph, zero_params))
}

/// Builds the loop zeroing the private copies from `zero_ph`, left to `after`; returns its body.
fn build_zeroing(
    func: &mut Function,
    h: &Histogram,
    tys: &RingTypes,
    slots: &[StackSlot],
    zero_ph: Block,
    after: BlockCall,
) -> Block {
    let loc = h.loc;
    // Zero the private copies, then enter copy 0.
    let mut cur = FuncCursor::untyped_at_end(func, zero_ph, loc);
    let (zero_body, zb) = element_loop(&mut cur, h.len, after, [tys.long, tys.int]);
    let zero = cur.iconst(h.elem, 0);
    for &s in slots {
        let a = slot_elem(&mut cur, s, zb, tys);
        cur.ins_void(InstData::Store { addr: a, value: zero, volatile: false });
    }
    next_element(&mut cur, zb, tys.long);
    zero_body
}

/// Builds the loop adding the private copies into the array; returns its preheader and body.
fn build_adding(
    func: &mut Function,
    h: &Histogram,
    tys: &RingTypes,
    slots: &[StackSlot],
) -> Result<(Block, Block), String> {
    let (loc, wide) = (h.loc, tys.wide);
    // After the loop: add the private copies into the array.
    let exit_args: Vec<Value> = func
        .inst(func.terminator(h.header).ok_or("internal: header without terminator")?)
        .branch_targets()
        .into_iter()
        .find(|d| d.block == h.exit)
        .map(|d| d.args.clone())
        .ok_or("internal: no exit edge")?;
    let sum_ph = func.make_block();
    let sum_params: Vec<Value> =
        exit_args.iter().map(|v| func.dfg.append_block_param(sum_ph, func.value_type(*v))).collect();
    let mut cur = FuncCursor::untyped_at_end(func, sum_ph, loc);
    let (sum_body, sb) =
        element_loop(&mut cur, h.len, BlockCall { block: h.exit, args: sum_params }, [tys.long, tys.int]);
    let base_addr = match h.base {
        Base::Global(g) => cur.ins(InstData::GlobalAddr(g), tys.array_ptr),
        Base::Slot(s) => cur.ins(InstData::SlotAddr(s), tys.array_ptr),
        Base::Value(_) => return Err("internal: the array is not a global or a slot".into()),
    };
    let ha = cur.ins(InstData::ElemAddr { base: base_addr, index: sb }, tys.elem_ptr);
    let hv = cur.ins(InstData::Load { addr: ha, volatile: false }, h.elem);
    let mut acc = cast_to(&mut cur, hv, wide);
    for &s in slots {
        let a = slot_elem(&mut cur, s, sb, tys);
        let v = cur.ins(InstData::Load { addr: a, volatile: false }, h.elem);
        let w = cast_to(&mut cur, v, wide);
        acc = cur.binary(BinaryOp::Add, acc, w, wide);
    }
    let total = cast_to(&mut cur, acc, h.elem);
    cur.ins_void(InstData::Store { addr: ha, value: total, volatile: false });
    next_element(&mut cur, sb, tys.long);
    Ok((sum_ph, sum_body))
}

type Ring = (SecondaryMap<Value, Option<Value>>, BTreeMap<Block, Block>);

/// Links the copies into a ring, sends their exits to `sum_ph`, and points copy j (j >= 1) at its private array.
#[allow(clippy::too_many_arguments)]
fn wire_ring(
    src: &Function,
    func: &mut Function,
    h: &Histogram,
    tys: &RingTypes,
    slots: &[StackSlot],
    rings: &[Ring],
    headers: &[Block],
    sum_ph: Block,
) -> Result<(), String> {
    let (loc, wide) = (h.loc, tys.wide);
    // Wire the ring: copy j's back edge to copy j+1's header, every exit to the adding loop;
    // copy j (j >= 1) updates its private array.
    let store_block = src.layout.inst_block(h.store).ok_or("internal: store not placed")?;
    let store_pos = src.layout.block_insts(store_block).iter().position(|i| *i == h.store).unwrap();
    for (j, (vmap, bmap)) in rings.iter().enumerate() {
        let next = headers[(j + 1) % headers.len()];
        for &b in &h.blocks {
            let nb = bmap[&b];
            let term = func.terminator(nb).ok_or("internal: block without terminator")?;
            for dest in func.dfg.insts[term].branch_targets_mut() {
                if dest.block == headers[j] {
                    dest.block = next;
                } else if dest.block == h.exit {
                    dest.block = sum_ph;
                }
            }
        }
        if j == 0 {
            continue;
        }
        let nb = bmap[&store_block];
        let old = func.layout.block_insts(nb)[store_pos];
        let map = |v: Value| vmap[v].unwrap_or(v);
        let (index, delta) = (map(h.index), map(h.delta));
        let s = slots[j - 1];
        let mut cur = FuncCursor::untyped_before(func, old, loc);
        let a = cur.ins(InstData::SlotAddr(s), tys.array_ptr);
        let e = cur.ins(InstData::ElemAddr { base: a, index }, tys.elem_ptr);
        let v = cur.ins(InstData::Load { addr: e, volatile: false }, h.elem);
        let vw = if h.elem == wide { v } else { cur.cast(v, wide) };
        let dw = if cur.func.value_type(delta) == wide { delta } else { cur.cast(delta, wide) };
        let op = if h.subtract { BinaryOp::Sub } else { BinaryOp::Add };
        let r = cur.binary(op, vw, dw, wide);
        let r = if h.elem == wide { r } else { cur.cast(r, h.elem) };
        cur.ins_void(InstData::Store { addr: e, value: r, volatile: false });
        func.layout.remove_inst(old);
    }
    Ok(())
}
