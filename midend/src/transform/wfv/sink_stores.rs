//! Complementary stores sunk into the join, before a variant is built (gcc's `cselim`, the
//! loop vectorizer's `merge_stores.rs` for whole functions):
//!
//! ```text
//! if (up) { a[l] = lo; a[r] = hi; } else { a[l] = hi; a[r] = lo; }
//! ```
//!
//! is `P: br c, T, E`, `T: ...; store p, x1; store q, y1; jump J`, `E: ...; store p, x2;
//! store q, y2; jump J`. When P's branch is varying, every lane stores to `p` and `q` exactly
//! once, on one side or the other: linearized, that is two masked stores (or scatters) per
//! address, each under a guard. Sunk, `J(x, y): store p, x; store q, y` stores the blends
//! `build.rs` makes of J's new parameters, unmasked beyond J's own mask, once per address.
//!
//! The stores sunk are the trailing ones of T and E (after them only instructions that touch no
//! memory, and the jump), matched from the end: the same addresses in the same order, values of
//! the same type, neither volatile. J's only predecessors are T and E, whose only predecessor is
//! P: moving a store from the end of T to the start of J changes nothing that runs in between.
//! An address is the same when it is one value, or when both sides compute it by the same pure
//! instructions from the same values (`a[i]` written on both sides: each side has its own
//! `ptradd`); J then computes it again from those values, which are defined above P. Uniform
//! branches keep their stores: they stay real branches.

use crate::analysis::shape::{Shape, ShapeInfo};
use crate::analysis::ControlFlowGraph;
use crate::ir::*;

/// Sinks the complementary stores of every diamond whose branch is varying under `shapes`;
/// returns whether any was sunk.
pub fn sink_complementary_stores(func: &mut Function, shapes: &ShapeInfo) -> bool {
    let mut changed = false;
    // Diamonds are found by their edges alone: the CFG, no loops.
    let cfg = ControlFlowGraph::compute(func);
    for join in func.layout.blocks().to_vec() {
        let Some((then_b, else_b, pairs)) = diamond_at(func, &cfg, shapes, join) else { continue };
        sink(func, then_b, else_b, join, &pairs);
        changed = true;
    }
    changed
}

/// A diamond's then and else blocks and their stores to sink, paired.
type Diamond = (Block, Block, Vec<(Inst, Inst)>);

/// The two sides of the diamond that ends at `join` and their stores to sink, paired (then's,
/// else's), in program order.
fn diamond_at(func: &Function, cfg: &ControlFlowGraph, shapes: &ShapeInfo, join: Block) -> Option<Diamond> {
    let &[t, e] = cfg.preds(join) else { return None };
    if t == e || t == join || e == join {
        return None;
    }
    let (&[p], &[pe]) = (cfg.preds(t), cfg.preds(e)) else { return None };
    if p != pe || p == join || func.loop_pragmas[join].is_some() {
        return None;
    }
    let InstData::Branch { cond, then_dest, else_dest } = func.inst(func.terminator(p)?) else { return None };
    if shapes.shape(*cond) != Shape::Varying || !then_dest.args.is_empty() || !else_dest.args.is_empty() {
        return None;
    }
    let (then_b, else_b) = if then_dest.block == t && else_dest.block == e {
        (t, e)
    } else if then_dest.block == e && else_dest.block == t {
        (e, t)
    } else {
        return None;
    };
    let (ts, es) = (trailing_stores(func, then_b, join)?, trailing_stores(func, else_b, join)?);
    let mut pairs = Vec::new();
    for (&ti, &ei) in ts.iter().rev().zip(es.iter().rev()) {
        let (InstData::Store { addr: a1, value: v1, .. }, InstData::Store { addr: a2, value: v2, .. }) =
            (func.inst(ti), func.inst(ei))
        else {
            break;
        };
        if !same_value(func, *a1, *a2, MAX_ADDR_DEPTH) || func.value_type(*v1) != func.value_type(*v2) {
            break;
        }
        pairs.push((ti, ei));
    }
    if pairs.is_empty() {
        return None;
    }
    pairs.reverse();
    Some((then_b, else_b, pairs))
}

/// How deep two address computations are compared.
const MAX_ADDR_DEPTH: u32 = 6;

/// The non-volatile stores of `b` with nothing after them but instructions that touch no
/// memory and the terminator, a plain jump to `join`; in order.
fn trailing_stores(func: &Function, b: Block, join: Block) -> Option<Vec<Inst>> {
    let insts = func.layout.block_insts(b);
    let (&term, body) = insts.split_last()?;
    match func.inst(term) {
        InstData::Jump(dest) if dest.block == join => {}
        _ => return None,
    }
    let mut stores = Vec::new();
    for &inst in body.iter().rev() {
        match func.inst(inst) {
            InstData::Store { volatile: false, .. } => stores.push(inst),
            data if computes_only(data) => {}
            _ => break,
        }
    }
    stores.reverse();
    Some(stores)
}

/// Whether `data` only computes its result from its operands (no memory, no call).
fn computes_only(data: &InstData) -> bool {
    data.is_pure() && !data.reads_memory() && !matches!(data, InstData::VectorLoad { .. } | InstData::Gather { .. })
}

/// Whether `x` and `y` are one value, or computed by the same instructions from the same values
/// (up to `depth` instructions deep).
fn same_value(func: &Function, x: Value, y: Value, depth: u32) -> bool {
    if x == y {
        return true;
    }
    let (Some(dx), Some(dy)) = (func.dfg.defining_inst(x), func.dfg.defining_inst(y)) else { return false };
    if depth == 0 || func.value_type(x) != func.value_type(y) || !computes_only(func.inst(dx)) {
        return false;
    }
    let blank = |i: Inst| {
        let mut data = func.inst(i).clone();
        data.map_operands(|_| Value::from_u32(0));
        data
    };
    let (ox, oy) = (func.inst(dx).operands(), func.inst(dy).operands());
    blank(dx) == blank(dy)
        && ox.len() == oy.len()
        && ox.iter().zip(&oy).all(|(&a, &b)| same_value(func, a, b, depth - 1))
}

/// `v`, computed again before `before` if a side of the diamond defines it (from the values
/// above the branch its computation starts from).
fn materialize(
    func: &mut Function,
    v: Value,
    sides: [Block; 2],
    before: Inst,
    done: &mut Vec<(Value, Value)>,
) -> Value {
    if let Some(&(_, nv)) = done.iter().find(|(old, _)| *old == v) {
        return nv;
    }
    let Some(def) = func.dfg.defining_inst(v) else { return v };
    if !func.layout.inst_block(def).is_some_and(|b| sides.contains(&b)) {
        return v;
    }
    let mut data = func.inst(def).clone();
    let operands = data.operands();
    let new_ops: Vec<Value> = operands.iter().map(|&o| materialize(func, o, sides, before, done)).collect();
    data.map_operands(|o| new_ops[operands.iter().position(|&x| x == o).unwrap_or(0)]);
    let loc = func.srclocs[def];
    let ty = func.value_type(v);
    let nv = FuncCursor::untyped_before(func, before, loc).ins(data, ty);
    func.value_names[nv] = func.value_names[v].clone();
    done.push((v, nv));
    nv
}

/// Moves the paired stores into `join`: one new parameter per pair, passed each side's value,
/// stored at the start of `join` in the same order.
fn sink(func: &mut Function, then_b: Block, else_b: Block, join: Block, pairs: &[(Inst, Inst)]) {
    // Every block ends in a terminator: the sunk stores go before J's first instruction.
    let Some(&first) = func.layout.block_insts(join).first() else { return };
    let mut done = Vec::new();
    for &(ti, ei) in pairs {
        let (InstData::Store { addr, value: tv, .. }, InstData::Store { value: ev, .. }) =
            (func.inst(ti).clone(), func.inst(ei).clone())
        else {
            continue;
        };
        let param = func.dfg.append_block_param(join, func.value_type(tv));
        for (side, v) in [(then_b, tv), (else_b, ev)] {
            let term = func.terminator(side).expect("a side ends in its jump");
            if let InstData::Jump(dest) = &mut func.dfg.insts[term] {
                dest.args.push(v);
            }
        }
        let loc = func.srclocs[ti];
        let addr = materialize(func, addr, [then_b, else_b], first, &mut done);
        FuncCursor::untyped_before(func, first, loc).ins_void(InstData::Store { addr, value: param, volatile: false });
        func.layout.remove_inst(ti);
        func.layout.remove_inst(ei);
    }
}
