//! Short-circuit conditions on varying values as selects, before a variant is built.
//!
//! `x < 0 || y < 0 || x >= n` is lowered as a chain of blocks: `P: br c, J(1), B` and
//! `B: v = ...; jump J(v)`, one link per operand. Linearized, every link costs the variant a
//! block mask, two edge masks and their join, all on the chain of the block masks (in a
//! divergent loop, the loop-carried active mask). When P's branch is varying (its lanes take
//! both edges anyway) and B only computes a condition that is safe to compute for every lane
//! (comparisons, float adds, subtracts and multiplies, bitwise operations, conversions that
//! cannot overflow), B's instructions move into P and the link becomes
//! `jump J(select(c, 1, v))`, which `build.rs` turns into one mask `or`. Uniform branches keep
//! their shape: they stay real branches.

use crate::analysis::shape::{Shape, ShapeInfo};
use crate::analysis::ControlFlowGraph;
use crate::ir::*;

/// Flattens the links whose branch is varying under `shapes`; returns whether any was.
pub fn flatten_varying_links(types: &Types, func: &mut Function, shapes: &ShapeInfo) -> bool {
    let mut changed = false;
    // One link per round: the CFG changes under each. Links are found by their edges alone,
    // so the CFG is all that is computed afresh.
    for _ in 0..func.layout.blocks().len() {
        let cfg = ControlFlowGraph::compute(func);
        let Some((p, b, join)) = func.layout.blocks().iter().find_map(|&p| link_at(types, func, &cfg, shapes, p))
        else {
            break;
        };
        flatten_link(func, p, b, join);
        changed = true;
    }
    changed
}

/// The link `p: br c, ...` / `b: ...; jump join(...)` that starts at `p`, if it can be flattened.
fn link_at(
    types: &Types,
    func: &Function,
    cfg: &ControlFlowGraph,
    shapes: &ShapeInfo,
    p: Block,
) -> Option<(Block, Block, Block)> {
    let term = func.terminator(p)?;
    let InstData::Branch { cond, then_dest, else_dest } = func.inst(term) else { return None };
    if shapes.shape(*cond) != Shape::Varying {
        return None;
    }
    // One edge goes to the join, the other to `b`, whose only predecessor is `p` and which
    // jumps to the join.
    let (to_join, to_b) = if then_dest.args.is_empty()
        && then_dest.block != else_dest.block
        && jumps_to(func, then_dest.block) == Some(else_dest.block)
    {
        (else_dest, then_dest)
    } else if else_dest.args.is_empty()
        && then_dest.block != else_dest.block
        && jumps_to(func, else_dest.block) == Some(then_dest.block)
    {
        (then_dest, else_dest)
    } else {
        return None;
    };
    let (b, join) = (to_b.block, to_join.block);
    if b == p
        || join == p
        || cfg.preds(b) != [p]
        || cfg.preds(join).len() != 2
        || func.dfg.block_params(join).is_empty()
    {
        return None;
    }
    if !func.dfg.block_params(b).is_empty() || func.loop_pragmas[b].is_some() || func.loop_pragmas[join].is_some() {
        return None;
    }
    let insts = func.layout.block_insts(b);
    let body = &insts[..insts.len().saturating_sub(1)];
    if body.len() > MAX_LINK_INSTS || !body.iter().all(|&i| speculatable(types, func, i)) {
        return None;
    }
    Some((p, b, join))
}

/// How many instructions a link's second block may have (beyond its jump): each one runs for
/// every lane once the link is flattened.
const MAX_LINK_INSTS: usize = 8;

/// The block `b` jumps to, if it ends in a jump.
fn jumps_to(func: &Function, b: Block) -> Option<Block> {
    match func.inst(func.terminator(b)?) {
        InstData::Jump(dest) => Some(dest.block),
        _ => None,
    }
}

/// Whether `inst` may run where the scalar code would not: no memory, no call, no trap and no
/// undefined behaviour for any operands (no signed overflow, no float to int conversion).
fn speculatable(types: &Types, func: &Function, inst: Inst) -> bool {
    let Some(res) = func.dfg.result(inst) else { return false };
    let ty = func.value_type(res);
    match func.inst(inst) {
        InstData::Const(_) => true,
        InstData::Binary { op, args } => {
            let arg_ty = func.value_type(args[0]);
            if types.is_pointer(arg_ty) || types.is_pointer(func.value_type(args[1])) {
                return false;
            }
            match op {
                _ if op.is_comparison() => true,
                BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => types.is_integer(ty),
                BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul => types.is_float(ty),
                _ => false,
            }
        }
        InstData::Cast { arg } => {
            let from = func.value_type(*arg);
            (types.is_integer(from) && (types.is_integer(ty) || types.is_float(ty)))
                || (types.is_float(from) && types.is_float(ty))
        }
        _ => false,
    }
}

/// Moves `b`'s instructions into `p` and ends `p` with a jump to `join` whose arguments are
/// selects of the two edges' arguments on `p`'s condition.
fn flatten_link(func: &mut Function, p: Block, b: Block, join: Block) {
    let term = func.terminator(p).expect("a link starts with a branch");
    let InstData::Branch { cond, then_dest, else_dest } = func.inst(term).clone() else { return };
    let b_term = func.terminator(b).expect("a link's second block jumps");
    let InstData::Jump(b_dest) = func.inst(b_term).clone() else { return };
    let loc = func.srclocs[term];
    for inst in func.layout.block_insts(b).to_vec() {
        if inst == b_term {
            continue;
        }
        func.layout.remove_inst(inst);
        func.layout.insert_inst_before(inst, term);
    }
    let p_args = if then_dest.block == join { &then_dest.args } else { &else_dest.args };
    let mut args = Vec::new();
    for (&from_p, &from_b) in p_args.iter().zip(&b_dest.args) {
        let ty = func.value_type(from_p);
        let pair = if then_dest.block == join { [from_p, from_b] } else { [from_b, from_p] };
        let sel = if from_p == from_b {
            Some(from_p)
        } else {
            Some(FuncCursor::untyped_before(func, term, loc).ins(InstData::Select { cond, args: pair }, ty))
        };
        args.push(sel.expect("a select has a result"));
    }
    func.dfg.insts[term] = InstData::Jump(BlockCall::new(join, args));
    func.layout.remove_inst(b_term);
    func.layout.remove_block(b);
}
