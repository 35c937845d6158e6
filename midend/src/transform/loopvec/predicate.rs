//! If-conversion, the analysis half (VPlan seed: predication of the loop body; function-level
//! seed: block masks, phi to select, CFG linearization). For a loop body with forward control
//! flow and one latch it
//! - orders the blocks topologically (the vector body runs them one after the other);
//! - finds the blocks that run on every iteration (every path from the header to the latch
//!   passes through them): their mask is all true and they need none;
//! - for the other blocks, lists the edges that enter them: a block's mask is the OR of its
//!   incoming edges' masks, an edge's mask its source block's mask AND the branch condition
//!   (or its negation);
//! - turns the parameters of blocks inside the loop into blends: a select, per lane, of the
//!   value passed on the edge that lane took.
//!
//! The loop's exit test (at the header or the latch) is no condition inside the vector loop:
//! every lane of a vector iteration is inside the loop. Neither are the early exits `legal/`
//! accepts (`return`, `break` in a block that runs on every iteration): the vector loop tests
//! them first and leaves the iterations to the scalar loop when a lane would exit, so the
//! rest of the body runs only where no lane exits. Other exits and switches are refused here. `legal/` decides which instructions need their block's mask;
//! `execute/` builds the masks. Nothing here mutates the IR.

use super::legal::{loop_loc, refuse, Refusal};
use crate::analysis::LoopData;
use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};

/// An edge inside the loop body, from `from`: taken by the lanes where `cond` (a value) is
/// nonzero (`true`) or zero (`false`); `None` for a jump or the exit test's inside edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    pub from: Block,
    pub cond: Option<(Value, bool)>,
}

/// A block parameter inside the loop, as a select over its incoming edges.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Blend {
    pub block: Block,
    /// Each incoming edge and the value it passes.
    pub incoming: Vec<(Edge, Value)>,
}

/// The control flow of a loop body, as masks and blends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Predication {
    /// The loop's blocks, header first, every block after the blocks that branch to it.
    pub order: Vec<Block>,
    /// For every block that does not run on every iteration: the edges that enter it.
    pub incoming: BTreeMap<Block, Vec<Edge>>,
    /// The parameters of blocks inside the loop (the header's aside).
    pub blends: BTreeMap<Value, Blend>,
    /// The branch conditions inside the body (the exit test aside).
    pub conditions: BTreeSet<Value>,
}

impl Predication {
    /// Whether `block` runs only on some iterations (and so has a mask).
    pub fn is_conditional(&self, block: Block) -> bool {
        self.incoming.contains_key(&block)
    }

    /// How many blocks of the body run only on some iterations.
    pub fn conditional_blocks(&self) -> usize {
        self.incoming.len()
    }

    /// Whether the body has control flow to convert.
    pub fn has_control_flow(&self) -> bool {
        !self.incoming.is_empty() || !self.blends.is_empty()
    }
}

/// The edges leaving `block` that stay in the loop, without the back edge, with the arguments
/// they pass.
fn forward_edges(
    func: &Function,
    data: &LoopData,
    block: Block,
    exiting: Block,
    early_exits: &[Block],
) -> Result<Vec<(Edge, BlockCall)>, Refusal> {
    let Some(term) = func.terminator(block) else {
        return refuse(loop_loc(func, block), "a loop block has no terminator");
    };
    let loc = func.srclocs[term];
    let header = data.header;
    let dests: Vec<(BlockCall, Option<(Value, bool)>)> = match func.inst(term) {
        InstData::Jump(dest) => vec![(dest.clone(), None)],
        InstData::Branch { then_dest, else_dest, .. } if block == exiting || early_exits.contains(&block) => {
            let inside = if data.contains(then_dest.block) { then_dest } else { else_dest };
            vec![(inside.clone(), None)]
        }
        InstData::Branch { cond, then_dest, else_dest } => {
            vec![(then_dest.clone(), Some((*cond, true))), (else_dest.clone(), Some((*cond, false)))]
        }
        InstData::Switch { .. } => return refuse(loc, "the loop body has a switch (only if/else is converted)"),
        _ => return refuse(loc, "the loop body leaves the loop in its middle (early exits are not handled yet)"),
    };
    let mut res = Vec::new();
    for (dest, cond) in dests {
        if !data.contains(dest.block) {
            return refuse(loc, "the loop has a second exit in its body (early exits are not handled yet)");
        }
        if dest.block != header {
            res.push((Edge { from: block, cond }, dest));
        }
    }
    Ok(res)
}

/// Masks and blends for the body of an innermost loop with a single latch, whose exit test is
/// in `exiting` (the header or the latch), with early exits in `early_exits`.
pub fn analyze(
    func: &Function,
    data: &LoopData,
    latch: Block,
    exiting: Block,
    early_exits: &[Block],
) -> Result<Predication, Refusal> {
    let header = data.header;
    let mut succs: BTreeMap<Block, Vec<(Edge, BlockCall)>> = BTreeMap::new();
    for &block in &data.blocks {
        succs.insert(block, forward_edges(func, data, block, exiting, early_exits)?);
    }
    let order = topological_order(header, &succs);
    if order.len() != data.blocks.len() {
        return refuse(loop_loc(func, header), "the loop body is not a forward control-flow graph");
    }
    let mut res = Predication { order, ..Predication::default() };
    for &block in &res.order {
        if block == header || runs_every_iteration(header, latch, block, &succs) {
            continue;
        }
        res.incoming.insert(block, Vec::new());
    }
    for (&from, edges) in &succs {
        for (edge, dest) in edges {
            if let Some((cond, _)) = edge.cond {
                res.conditions.insert(cond);
            }
            if let Some(list) = res.incoming.get_mut(&dest.block) {
                list.push(edge.clone());
            }
            for (idx, &param) in func.dfg.block_params(dest.block).iter().enumerate() {
                let Some(&value) = dest.args.get(idx) else {
                    return refuse(loop_loc(func, from), "internal: a branch passes too few arguments");
                };
                let blend =
                    res.blends.entry(param).or_insert_with(|| Blend { block: dest.block, incoming: Vec::new() });
                blend.incoming.push((edge.clone(), value));
            }
        }
    }
    Ok(res)
}

/// Reverse postorder of the forward edges from the header.
fn topological_order(header: Block, succs: &BTreeMap<Block, Vec<(Edge, BlockCall)>>) -> Vec<Block> {
    let mut post = Vec::new();
    let mut seen = BTreeSet::new();
    let mut stack = vec![(header, 0usize)];
    seen.insert(header);
    while let Some((block, next)) = stack.pop() {
        let edges = succs.get(&block).map_or(&[][..], |e| &e[..]);
        if let Some((_, dest)) = edges.get(next) {
            stack.push((block, next + 1));
            if seen.insert(dest.block) {
                stack.push((dest.block, 0));
            }
        } else {
            post.push(block);
        }
    }
    post.reverse();
    post
}

/// Whether every path from the header to the latch passes through `block`: with `block`
/// removed, the latch is unreachable.
fn runs_every_iteration(
    header: Block,
    latch: Block,
    block: Block,
    succs: &BTreeMap<Block, Vec<(Edge, BlockCall)>>,
) -> bool {
    if block == latch {
        return true;
    }
    let mut seen = BTreeSet::from([header]);
    let mut work = vec![header];
    while let Some(b) = work.pop() {
        if b == latch {
            return false;
        }
        for (_, dest) in succs.get(&b).map_or(&[][..], |e| &e[..]) {
            if dest.block != block && seen.insert(dest.block) {
                work.push(dest.block);
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::CfgLoops;
    use crate::ir::parse::parse_module;

    /// int sum_above(int n, const int *a, int t) { int s = 0; for (int i = 0; i < n; i++) if (a[i] > t) s += a[i]; return s; }
    const SUM_ABOVE: &str = "
func @sum_above: fn(int, *const int, int) -> int {
block0(v0: int, v2: *const int, v4: int):
    v7 = const.int 0
    jump block1(v7, v7)
block1(v41: int, v43: int):
    v14 = lt.int v41, v0
    br v14, block2, block4
block2:
    v19 = cast.long v41
    v20 = ptradd.*const int v2, v19
    v21 = load.int v20
    v24 = gt.int v21, v4
    br v24, block5, block6(v43)
block5:
    v34 = add.int v43, v21
    jump block6(v34)
block6(v48: int):
    v37 = const.int 1
    v38 = add.int v41, v37
    jump block1(v38, v48)
block4:
    ret v43
}
";

    #[test]
    fn a_conditional_update_is_a_masked_block_and_a_blend() {
        let module = parse_module(SUM_ABOVE).unwrap();
        let func = module.funcs.values().next().unwrap().body.clone().unwrap();
        let CfgLoops { loops, .. } = CfgLoops::compute(&func);
        let lp = loops.loops().next().unwrap();
        let data = loops.data(lp);
        let b = Block::from_u32;
        let v = Value::from_u32;
        let pred = analyze(&func, data, b(6), b(1), &[]).unwrap();
        assert_eq!(pred.order, [b(1), b(2), b(5), b(6)]);
        // Only block5 is conditional; the join block6 runs on every iteration.
        assert_eq!(pred.incoming.keys().copied().collect::<Vec<_>>(), [b(5)]);
        assert_eq!(pred.incoming[&b(5)], [Edge { from: b(2), cond: Some((v(24), true)) }]);
        assert_eq!(pred.conditions.iter().copied().collect::<Vec<_>>(), [v(24)]);
        let blend = &pred.blends[&v(48)];
        assert_eq!(blend.block, b(6));
        assert_eq!(
            blend.incoming,
            [(Edge { from: b(2), cond: Some((v(24), false)) }, v(43)), (Edge { from: b(5), cond: None }, v(34))]
        );
    }
}
