//! carry_stores: a value a loop stores and reads back one or a few iterations later, carried
//! over in a variable instead of read from memory again (gcc's predictive commoning, -O3):
//!
//! ```text
//! for (i = 1; i < n; i++)                    t = a[0];
//!     a[i] = b[i] - e[i] * a[i - 1];  ─▶     for (i = 1; i < n; i++) {
//!                                                t = b[i] - e[i] * t;
//!                                                a[i] = t;
//!                                            }
//! ```
//!
//! Such a loop is a recurrence through memory, which no vectorizer takes; read back from
//! memory, each iteration waits for the store of the one before to reach the load (store-to-
//! load forwarding, several cycles more than the arithmetic). Carried in a register, the chain
//! is only the arithmetic's: gcc -O3 and clang -O3 do this, gcc -O2 (which compiles vcc's
//! output) does not.
//!
//! A load qualifies when it reads, at iteration i, exactly the bytes a store of the loop wrote
//! at iteration i - k (1 <= k <= `MAX_DISTANCE`): both walk one object by the same constant
//! step of at least their width, their offsets differ by k steps, the stored value has the
//! loaded type. The store runs on every iteration that goes on to the next (its block
//! dominates the loop's latch); nothing else in the loop writes memory but plain stores to
//! objects that cannot alias that one. The loop's first k iterations read what was in memory
//! before it: those k elements are loaded before the loop, which must not fault even if the
//! loop runs no iteration, so they must lie inside an object of known size (a global or a
//! local array; `hoist_loads::offset_in_object`). Header parameters carry the last k stored
//! values; the store stays, so memory holds what it held. Every value is the one the load
//! would have read: the results are the same to the bit.
//!
//! Runs after the vectorizers, on the loops they left scalar (innermost, with a preheader and
//! one latch) and on vector loops whose parts read what earlier vector iterations stored
//! (`q[i] = p[i] * 0.5f + b[i]` with q = p + 16).
//!
//! Measured on Zen 4, which forwards such stores to loads at no cost (memory renaming): no
//! gain (coverage lin_true1, rec_first_order, rs_distribute, eq_fixed_offset: 1.00-1.02x).
//! What keeps gcc -O3 and clang -O3 1.5x ahead on those loops there is the fused multiply-add
//! they contract `a[i] * 0.5f + b[i]` into, which vcc does not do (it changes the rounding).
//! Cores that forward a store in several cycles gain the difference; not measured here.

use crate::analysis::affine::Affine;
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::effects;
use crate::analysis::{Loop, LoopAnalysis};
use crate::ir::*;
use crate::remarks::{describe_inst, object_name, RemarkKind, Remarks};
use crate::transform::hoist_loads::offset_in_object;
use crate::transform::outer::copy::recompute_before;
use crate::transform::unroll_jam::is_speculatable_arith;
use std::collections::BTreeMap;

/// The most iterations back a value is carried (the variables a chain holds).
const MAX_DISTANCE: i64 = 4;

/// A store whose values loads of later iterations read.
struct Chain {
    store: Inst,
    /// The stored value and its type.
    value: Value,
    ty: TypeId,
    /// The store's address at iteration 0, to be computed before the loop, and its step in
    /// elements of the stored type.
    addr: Value,
    step: i64,
    /// Each load and the iterations back it reads.
    loads: Vec<(Inst, i64)>,
}

impl Chain {
    fn depth(&self) -> i64 {
        self.loads.iter().map(|l| l.1).max().unwrap_or(0)
    }
}

/// Carries the values described above over in variables, with a remark for each load that no
/// longer reads memory; returns whether any did.
pub fn carry_stored_values(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    remarks: &mut Remarks,
) -> bool {
    let LoopAnalysis { cfg, loops, .. } = analysis;
    if !loops.is_reducible() {
        return false;
    }
    let escaping = escaping_slots(func, &analysis.affine);
    let mut plans = Vec::new();
    for lp in loops.loops() {
        let data = loops.data(lp);
        if !data.children.is_empty() || data.latches.len() != 1 {
            continue;
        }
        let Some(pre) = loops.preheader(cfg, lp) else { continue };
        if cfg.preds(data.header).len() != 2 {
            continue;
        }
        let chains = plan_loop(module, func, analysis, &escaping, lp);
        if !chains.is_empty() {
            plans.push((pre, data.header, data.latches[0], data.blocks.clone(), chains));
        }
    }
    let mut said = std::collections::BTreeSet::new();
    for (pre, header, latch, blocks, chains) in &plans {
        for chain in chains {
            for &(load, k) in &chain.loads {
                let what = describe_inst(module, func, load, "in the loop");
                let store = describe_inst(module, func, chain.store, "in the loop");
                let back = if k == 1 { "the iteration before".to_string() } else { format!("{} iterations before", k) };
                let text =
                    format!("{} reads what {} wrote {}: the value is carried over in a variable", what, store, back);
                // Once for the parts of a vector loop that share the source's places.
                if said.insert((func.srclocs[load], text.clone())) {
                    remarks.push(func.srclocs[load], RemarkKind::Passed, "carry", text);
                }
            }
        }
        for chain in chains {
            carry(module, func, *pre, *header, *latch, blocks, chain);
        }
    }
    !plans.is_empty()
}

/// The chains of `lp`, none when something in it may write memory a plain store does not.
fn plan_loop(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    escaping: &std::collections::BTreeSet<StackSlot>,
    lp: Loop,
) -> Vec<Chain> {
    let LoopAnalysis { loops, affine, domtree, .. } = analysis;
    let data = loops.data(lp);
    let latch = data.latches[0];
    let insts: Vec<Inst> = data.insts_in_order(func).map(|(_, inst)| inst).collect();
    let size = |v: Value| module.types.size_of(func.value_type(v)).map(|w| w as i64).filter(|w| *w > 0);
    // The stores: (instruction, address, value, bytes written, unmasked).
    let mut stores = Vec::new();
    for &inst in &insts {
        match *func.inst(inst) {
            InstData::Store { addr, value, volatile: false } => stores.push((inst, addr, value, size(value), true)),
            InstData::VectorStore { addr, value, mask, .. } => {
                stores.push((inst, addr, value, size(value), mask.is_none()))
            }
            InstData::Call { callee: Callee::Direct(f), .. } if effects::is_readnone(module, f) => {}
            ref d if d.writes_memory() => return Vec::new(),
            _ => {}
        }
    }
    // An address's object (invariant), start and step (bytes, a nonzero constant).
    let moving = |addr: Value| {
        let a = affine.address(addr).filter(|a| affine.is_invariant_base(loops, a.base, lp))?;
        let (step, start) = a.offset.split_loop(lp);
        let step = step.as_constant().filter(|s| *s != 0)?;
        affine.is_invariant(loops, &start, lp).then_some((a.base, start, step))
    };
    // The size of what an address points to: the unit of `PtrAdd` on it.
    let unit = |addr: Value| {
        let pointee = module.types.pointee(func.value_type(addr))?;
        module.types.size_of(pointee).map(|u| u as i64).filter(|u| *u > 0)
    };
    let mut chains: BTreeMap<Inst, Chain> = BTreeMap::new();
    for &load in &insts {
        let addr = match *func.inst(load) {
            InstData::Load { addr, volatile: false } | InstData::VectorLoad { addr, mask: None, .. } => addr,
            _ => continue,
        };
        let Some(result) = func.dfg.result(load) else { continue };
        let ty = func.value_type(result);
        let Some(width) = size(result) else { continue };
        let Some((base, x0, e)) = moving(addr) else { continue };
        let found = stores.iter().find_map(|&(store, saddr, value, _, unmasked)| {
            let (sbase, s0, d) = moving(saddr)?;
            let u = unit(saddr)?;
            if !unmasked || sbase != base || d != e || d.abs() < width || d % u != 0 || func.value_type(value) != ty {
                return None;
            }
            // The load reads at iteration i what the store wrote at i - k.
            let c = x0.sub(&s0)?.as_constant()?;
            let k = (-c).checked_div(d).filter(|_| c % d == 0)?;
            if !(1..=MAX_DISTANCE).contains(&k) {
                return None;
            }
            let sblock = func.layout.inst_block(store)?;
            domtree.dominates(sblock, latch).then_some((store, saddr, value, s0, k, d / u))
        });
        let Some((store, saddr, value, s0, k, step)) = found else { continue };
        // No other store may write the loaded bytes, in any iteration: on another object that
        // cannot alias this one, or on this one by the same step, never over the loaded bytes.
        let clear = stores.iter().all(|&(other, oaddr, _, ow, _)| {
            if other == store {
                return true;
            }
            let Some(o) = affine.address(oaddr) else { return false };
            if o.base != base {
                return !may_alias(module, func, escaping, o.base, base);
            }
            let (Some((_, o0, od)), Some(ow)) = (moving(oaddr), ow) else { return false };
            let Some(c) = o0.sub(&x0).and_then(|c| c.as_constant()) else { return false };
            // At iteration j - t the other store writes [c + e·t, + ow) from the load's start
            // at j: those bytes must miss [0, width) for every whole t; with ow <= 2|e| and
            // width <= |e|, only t within 4 of -c/e can hit.
            let t0 = -(c / e);
            od == e && ow <= 2 * e.abs() && (t0 - 4..=t0 + 4).all(|t| c + e * t >= width || c + e * t + ow <= 0)
        });
        // The elements the first k iterations read, loaded before the loop: inside the object.
        let inside = (1..=k).all(|m| {
            s0.sub(&Affine::constant(m * e))
                .is_some_and(|at| offset_in_object(module, func, affine, loops, lp, base, &at, width as u64))
        });
        if !clear || !inside {
            continue;
        }
        let chain =
            chains.entry(store).or_insert_with(|| Chain { store, value, ty, addr: saddr, step, loads: Vec::new() });
        chain.loads.push((load, k));
    }
    // The store's address at iteration 0 is computed before the loop from what it is computed
    // from in the loop: header parameters, constants and arithmetic that cannot trap.
    chains.into_values().filter(|c| computable_before(func, loops, lp, c.addr)).collect()
}

/// Whether `v` is computed in `lp` only from its header's parameters, constants and arithmetic
/// that cannot trap (or not in the loop at all).
fn computable_before(func: &Function, loops: &crate::analysis::LoopForest, lp: Loop, v: Value) -> bool {
    let data = loops.data(lp);
    let mut work = vec![v];
    let mut seen = std::collections::BTreeSet::new();
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        match func.dfg.value_def(v) {
            ValueDef::Param(block, _) => {
                if data.contains(block) && block != data.header {
                    return false;
                }
            }
            ValueDef::Result(inst) => {
                let Some(block) = func.layout.inst_block(inst) else { return false };
                if !data.contains(block) {
                    continue;
                }
                let d = func.inst(inst);
                if !(matches!(d, InstData::Const(_)) || is_speculatable_arith(d)) {
                    return false;
                }
                d.for_each_operand(|w| work.push(w));
            }
        }
    }
    true
}

// pre: jump header(args)                 pre:    a0 = <store's address at iteration 0>
// header(p):                      ─▶             c1 = load a0 - 1·step; ... ck = load a0 - k·step
//     x = load <at i - k>                        jump header(args, c1, ..., ck)
//     store <at i>, v                    header(p, t1, ..., tk):   (x replaced by tk)
// latch: jump header(p')                         store <at i>, v
//                                        latch:  jump header(p', v, t1, ..., tk-1)
fn carry(
    module: &Module,
    func: &mut Function,
    pre: Block,
    header: Block,
    latch: Block,
    blocks: &[Block],
    chain: &Chain,
) {
    let depth = chain.depth();
    let jump = func.terminator(pre).expect("a preheader ends in a jump");
    let entry_args = func.calls_to(pre, header)[0].args.clone();
    let params = func.dfg.block_params(header).to_vec();
    // The store's address at iteration 0: its computation copied before the loop, the header's
    // parameters replaced by what the preheader passes.
    let mut copies: BTreeMap<Value, Value> = params.iter().copied().zip(entry_args).collect();
    let outside = |func: &Function, def: Inst| !func.layout.inst_block(def).is_some_and(|b| blocks.contains(&b));
    let addr0 = recompute_before(func, jump, chain.addr, &outside, &mut copies);
    let loc = func.srclocs[chain.store];
    let long = module.types.int_of(IntKind::Long);
    let addr_ty = func.value_type(chain.addr);
    let mut initial = Vec::new();
    for m in 1..=depth {
        let index = func.insert_before(jump, InstData::Const(Const::Int((-m * chain.step) as u64)), Some(long), loc);
        let index = index.expect("a constant");
        let at = func.insert_before(jump, InstData::PtrAdd { base: addr0, index }, Some(addr_ty), loc);
        let at = at.expect("an address");
        let load = match matches!(module.types.kind(chain.ty), TypeKind::Vector(..)) {
            true => InstData::VectorLoad { addr: at, mask: None, aligned: false },
            false => InstData::Load { addr: at, volatile: false },
        };
        let value = func.insert_before(jump, load, Some(chain.ty), loc);
        initial.push(value.expect("a load"));
    }
    // t1..tk: the values stored 1..k iterations before.
    let name = func.value_names[chain.value]
        .clone()
        .or_else(|| object_name(module, func, chain.addr).map(|n| n.trim_matches('`').to_string()));
    let carried: Vec<Value> = (1..=depth)
        .map(|m| {
            let t = func.dfg.append_block_param(header, chain.ty);
            if let Some(name) = &name {
                let suffix = if m == 1 { String::new() } else { m.to_string() };
                func.value_names[t] = Some(format!("{}_prev{}", name, suffix));
            }
            t
        })
        .collect();
    for dest in func.dfg.insts[jump].branch_targets_mut() {
        if dest.block == header {
            dest.args.extend(initial.iter().copied());
        }
    }
    let latch_args: Vec<Value> =
        std::iter::once(chain.value).chain(carried[..carried.len() - 1].iter().copied()).collect();
    let latch_term = func.terminator(latch).expect("the latch ends in a branch");
    for dest in func.dfg.insts[latch_term].branch_targets_mut() {
        if dest.block == header {
            dest.args.extend(latch_args.iter().copied());
        }
    }
    for &(load, k) in &chain.loads {
        let result = func.dfg.result(load).expect("a load has a result");
        func.replace_uses(result, carried[k as usize - 1]);
        func.layout.remove_inst(load);
    }
}
