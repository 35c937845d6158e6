//! Selects for SLP (the part of LLVM's SimplifyCFG `FoldTwoEntryPHINode` that SLP needs): C's
//! `x < 0 ? 0 : x` is a branch to two empty arms that pass a value each to a join block. With
//! arms that compute nothing but constants, the value is `select(cond, then, else)` in the
//! branching block, and the join block's instructions can follow it there: the diamonds of
//! straight-line code (a clamp of each of four struct fields) become one block, whose stores
//! are SLP seeds with compares and selects in their trees.
//!
//! An arm may also hold selects and comparisons, flattened from diamonds nested in it: C's
//! `MAX(MAX(a, b), MAX(c, d))` evaluates `MAX(a, b)` again in the arm that returns it, and
//! after the inner diamonds are selects, value numbering makes such a select the one computed
//! before.
//!
//! Only a trial: `vectorize_slp` flattens a copy of the function, and keeps it only when SLP
//! then vectorizes more trees than in the function as written (a select is no faster than a
//! predictable branch on its own).

use crate::ir::*;
use std::collections::BTreeMap;

/// Flattens every diamond or triangle outside vector code whose arms hold only constants,
/// selects and comparisons; whether any was.
pub(super) fn flatten(func: &mut Function) -> bool {
    let mut changed = false;
    // Each flattening removes blocks, so this ends; bound it anyway.
    for _ in 0..1024 {
        let Some((block, arms, join)) = find_diamond(func) else { break };
        merge(func, block, &arms, join);
        changed = true;
    }
    changed
}

/// The arms of a branch: the block jumped to, and what it passes to the join block.
struct Arm {
    /// `None` when the branch goes to the join block itself.
    block: Option<Block>,
    args: Vec<Value>,
}

fn predecessors(func: &Function) -> BTreeMap<Block, usize> {
    let mut preds: BTreeMap<Block, usize> = BTreeMap::new();
    for &b in func.layout.blocks() {
        for s in func.successors(b) {
            *preds.entry(s).or_default() += 1;
        }
    }
    preds
}

fn find_diamond(func: &Function) -> Option<(Block, [Arm; 2], Block)> {
    let preds = predecessors(func);
    let vector = |b: Block| func.vector_loops.contains(&b) || func.vector_code.contains(&b);
    let entry = func.entry_block();
    for &block in func.layout.blocks() {
        let Some(term) = func.terminator(block) else { continue };
        let InstData::Branch { then_dest, else_dest, .. } = func.inst(term) else { continue };
        if vector(block) || then_dest.block == else_dest.block {
            continue;
        }
        let arm = |call: &BlockCall| -> Option<(Arm, Block)> {
            let b = call.block;
            let insts = func.layout.block_insts(b);
            let last = *insts.last()?;
            let empty = insts[..insts.len() - 1].iter().all(|&i| match func.inst(i) {
                InstData::Const(_) | InstData::Select { .. } => true,
                InstData::Binary { op, .. } => op.is_comparison(),
                _ => false,
            });
            match func.inst(last) {
                InstData::Jump(to)
                    if empty
                        && preds.get(&b) == Some(&1)
                        && func.dfg.block_params(b).is_empty()
                        && !vector(b)
                        && func.loop_pragmas[b].is_none() =>
                {
                    Some((Arm { block: Some(b), args: to.args.clone() }, to.block))
                }
                _ => Some((Arm { block: None, args: call.args.clone() }, b)),
            }
        };
        let (Some((t, tj)), Some((f, fj))) = (arm(then_dest), arm(else_dest)) else { continue };
        let join = tj;
        let arms_ok = t.block.is_some() || f.block.is_some();
        if !arms_ok
            || tj != fj
            || join == block
            || Some(join) == entry
            || preds.get(&join) != Some(&2)
            || vector(join)
            || func.loop_pragmas[join].is_some()
        {
            continue;
        }
        return Some((block, [t, f], join));
    }
    None
}

/// `block` branches to the arms, which go to `join`: the arms' instructions move to `block`,
/// each of `join`'s parameters becomes a select there, and `join`'s instructions follow.
fn merge(func: &mut Function, block: Block, arms: &[Arm; 2], join: Block) {
    let term = func.terminator(block).expect("a diamond's block branches");
    let InstData::Branch { cond, .. } = *func.inst(term) else { unreachable!("found as a branch") };
    let loc = func.srclocs[term];
    for arm in arms {
        let Some(b) = arm.block else { continue };
        let insts = func.layout.block_insts(b).to_vec();
        for &inst in &insts[..insts.len() - 1] {
            func.layout.remove_inst(inst);
            func.layout.insert_inst_before(inst, term);
        }
        func.layout.remove_block(b);
    }
    let params = func.dfg.block_params(join).to_vec();
    let mut cur = FuncCursor::untyped_before(func, term, loc);
    let mut selects = Vec::new();
    for (k, &param) in params.iter().enumerate() {
        let ty = cur.func.value_type(param);
        let args = [arms[0].args[k], arms[1].args[k]];
        let value = if args[0] == args[1] { args[0] } else { cur.ins(InstData::Select { cond, args }, ty) };
        selects.push((param, value));
    }
    for (param, value) in selects {
        func.replace_uses(param, value);
    }
    func.layout.remove_inst(term);
    for inst in func.layout.block_insts(join).to_vec() {
        func.layout.remove_inst(inst);
        func.layout.append_inst(inst, block);
    }
    func.layout.remove_block(join);
}
