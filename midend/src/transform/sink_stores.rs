//! Complementary stores sunk into the join (gcc's `cselim`, LLVM's merged load/store motion):
//!
//! ```text
//! if (up) { a[l] = lo; a[r] = hi; } else { a[l] = hi; a[r] = lo; }
//! ```
//!
//! is `P: br c, T, E`, `T: ...; store p, x1; store q, y1; jump J`, `E: ...; store p, x2;
//! store q, y2; jump J`. Every run through J came through T or E and stored to `p` and `q`
//! there, once, as the last thing before J: the same as `J(x, y): store p, x; store q, y`. For
//! vectorized code that means one unmasked store of a blend per address where a branch's lanes
//! diverge, instead of two masked ones (or scatters): the function vectorizer sinks them
//! before it builds a variant (below varying branches only; uniform ones stay real branches),
//! the loop vectorizer before it if-converts a loop body (`cf_nested_if`: three masked
//! stores of `a[i]` under nested conditions became one store; masked stores to memory are
//! microcoded on AMD Zen).
//!
//! J's predecessors need not be T and E themselves, nor two: each may be the last block of a
//! side (an inner if/else whose stores were sunk into its own join first: joins are visited
//! in layout order, inner ones first, until nothing moves), and nested ifs whose inner join
//! was merged away leave three or more. The stores sunk are the trailing ones of every
//! predecessor (after them only instructions that touch no memory, and the jump to
//! J), matched from the end: the same addresses in the same order, values of the same type,
//! neither volatile. An address is the same when it is one value, or when both sides compute
//! it by the same pure instructions from the same values (`a[i]` written on both sides: each
//! side has its own `ptradd`); J then computes it again where those instructions do not
//! dominate it. J must not be a loop header (a back edge among its predecessors).

use crate::analysis::domtree::DomTree;
use crate::analysis::ControlFlowGraph;
use crate::ir::*;
use crate::transform::outer::copy::recompute_before;
use std::collections::BTreeMap;

/// Sinks the complementary stores of every join whose predecessors all end with them, where
/// `accept(func, head)` takes the block that decides between the sides (the join's immediate
/// dominator); returns whether any was sunk.
pub fn sink_complementary_stores(func: &mut Function, accept: &dyn Fn(&Function, Block) -> bool) -> bool {
    let mut changed = false;
    // Sinking adds jump arguments and moves stores, never edges: one CFG and dominator tree.
    let cfg = ControlFlowGraph::compute(func);
    let dom = DomTree::compute(func, &cfg);
    loop {
        let mut moved = false;
        for join in func.layout.blocks().to_vec() {
            let Some((preds, groups)) = join_at(func, &cfg, &dom, accept, join) else { continue };
            sink(func, &dom, &preds, join, &groups);
            moved = true;
        }
        if !moved {
            return changed;
        }
        changed = true;
    }
}

/// A join's predecessors and their stores to sink: per address, each predecessor's store (in
/// the predecessors' order), the addresses in program order.
type Join = (Vec<Block>, Vec<Vec<Inst>>);

/// The predecessors of `join` and their stores to sink.
fn join_at(
    func: &Function,
    cfg: &ControlFlowGraph,
    dom: &DomTree,
    accept: &dyn Fn(&Function, Block) -> bool,
    join: Block,
) -> Option<Join> {
    let preds = cfg.preds(join).to_vec();
    let distinct = preds.iter().enumerate().all(|(k, p)| !preds[..k].contains(p));
    if preds.len() < 2
        || !distinct
        || preds.iter().any(|&p| dom.dominates(join, p))
        || func.loop_pragmas[join].is_some()
    {
        return None;
    }
    if !accept(func, dom.idom(join)?) {
        return None;
    }
    let trailing: Vec<Vec<Inst>> = preds.iter().map(|&p| trailing_stores(func, p, join)).collect::<Option<_>>()?;
    let depth = trailing.iter().map(Vec::len).min()?;
    let mut groups = Vec::new();
    for k in 1..=depth {
        let group: Vec<Inst> = trailing.iter().map(|t| t[t.len() - k]).collect();
        let InstData::Store { addr, value, .. } = func.inst(group[0]) else { break };
        let (addr, ty) = (*addr, func.value_type(*value));
        let matches = group.iter().all(|&i| {
            matches!(func.inst(i), InstData::Store { addr: a, value: v, .. }
                if same_value(func, addr, *a, MAX_ADDR_DEPTH) && func.value_type(*v) == ty)
        });
        if !matches || !recomputable(func, dom, addr, join) {
            break;
        }
        groups.push(group);
    }
    if groups.is_empty() {
        return None;
    }
    groups.reverse();
    Some((preds, groups))
}

/// Whether `v` is available in `join` or can be computed again there: defined in a block that
/// dominates it, or by an instruction that only computes, from such values.
fn recomputable(func: &Function, dom: &DomTree, v: Value, join: Block) -> bool {
    match func.dfg.defining_inst(v) {
        None => match func.dfg.value_def(v) {
            ValueDef::Param(b, _) => dom.dominates(b, join),
            ValueDef::Result(_) => false,
        },
        Some(def) => {
            func.layout.inst_block(def).is_some_and(|b| b != join && dom.dominates(b, join))
                || (computes_only(func.inst(def))
                    && func.inst(def).operands().iter().all(|&o| recomputable(func, dom, o, join)))
        }
    }
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

/// Moves the grouped stores into `join`: one new parameter per address, passed each
/// predecessor's value, stored at the start of `join` in the same order.
fn sink(func: &mut Function, dom: &DomTree, preds: &[Block], join: Block, groups: &[Vec<Inst>]) {
    // Every block ends in a terminator: the sunk stores go before J's first instruction.
    let Some(&first) = func.layout.block_insts(join).first() else { return };
    let mut done = BTreeMap::new();
    // A value whose definition dominates the join is used as it is; the others (`recomputable`
    // checked that they can be) are computed again before the join's first instruction.
    let dominates =
        |func: &Function, def: Inst| func.layout.inst_block(def).is_some_and(|b| b != join && dom.dominates(b, join));
    for group in groups {
        let InstData::Store { addr, value, .. } = func.inst(group[0]).clone() else { continue };
        let param = func.dfg.append_block_param(join, func.value_type(value));
        for (&pred, &store) in preds.iter().zip(group) {
            let InstData::Store { value: v, .. } = *func.inst(store) else { continue };
            let term = func.terminator(pred).expect("a predecessor ends in its jump");
            if let InstData::Jump(dest) = &mut func.dfg.insts[term] {
                dest.args.push(v);
            }
        }
        let loc = func.srclocs[group[0]];
        let addr = recompute_before(func, first, addr, &dominates, &mut done);
        FuncCursor::untyped_before(func, first, loc).ins_void(InstData::Store { addr, value: param, volatile: false });
        for &store in group {
            func.layout.remove_inst(store);
        }
    }
}
