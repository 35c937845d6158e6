//! The control-flow graph: predecessors and successors of every block in the layout, and a
//! reverse postorder of the blocks reachable from the entry.
//!
//! Each neighbour is listed once, even when a `br` or `switch` has two edges to the same block
//! (passes that care about per-edge arguments read the terminator's `BlockCall`s instead).
//! Branch targets that are not in the layout are ignored here; the verifier reports them.
//! This analysis does not look at instructions other than terminators.

use crate::ir::{Block, Function};
use cranelift_entity::SecondaryMap;

#[derive(Clone, Debug, Default)]
pub struct ControlFlowGraph {
    preds: SecondaryMap<Block, Vec<Block>>,
    succs: SecondaryMap<Block, Vec<Block>>,
    /// Reachable blocks in reverse postorder of a depth-first walk from the entry.
    rpo: Vec<Block>,
    /// Position of each reachable block in `rpo`.
    rpo_index: SecondaryMap<Block, Option<u32>>,
}

impl ControlFlowGraph {
    pub fn compute(func: &Function) -> Self {
        let mut cfg = ControlFlowGraph::default();
        let mut in_layout: SecondaryMap<Block, bool> = SecondaryMap::new();
        for &block in func.layout.blocks() {
            in_layout[block] = true;
        }
        // Predecessors are pushed in layout order of the predecessor, so they come out sorted
        // by layout position, deterministically.
        for &block in func.layout.blocks() {
            for succ in func.successors(block) {
                if !in_layout[succ] || cfg.succs[block].contains(&succ) {
                    continue;
                }
                cfg.succs[block].push(succ);
                cfg.preds[succ].push(block);
            }
        }
        cfg.compute_rpo(func.entry_block());
        cfg
    }

    /// Iterative depth-first walk (no recursion: generated code can have very long chains).
    fn compute_rpo(&mut self, entry: Option<Block>) {
        let Some(entry) = entry else { return };
        let mut visited: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut postorder = Vec::new();
        // Each stack entry is a block and the index of its next successor to visit.
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        visited[entry] = true;
        while let Some(top) = stack.last_mut() {
            let (block, next_idx) = *top;
            if let Some(&succ) = self.succs[block].get(next_idx) {
                top.1 += 1;
                if !visited[succ] {
                    visited[succ] = true;
                    stack.push((succ, 0));
                }
            } else {
                postorder.push(block);
                stack.pop();
            }
        }
        postorder.reverse();
        for (idx, &block) in postorder.iter().enumerate() {
            self.rpo_index[block] = Some(idx as u32);
        }
        self.rpo = postorder;
    }

    /// The predecessors of `b` (each once), in layout order.
    pub fn preds(&self, b: Block) -> &[Block] {
        &self.preds[b]
    }

    /// The successors of `b` (each once), in the order the terminator names them.
    pub fn succs(&self, b: Block) -> &[Block] {
        &self.succs[b]
    }

    /// The reachable blocks, entry first, each block before its successors except along
    /// retreating (loop) edges.
    pub fn reverse_postorder(&self) -> &[Block] {
        &self.rpo
    }

    pub fn is_reachable(&self, b: Block) -> bool {
        self.rpo_index[b].is_some()
    }

    /// The position of a reachable block in `reverse_postorder()`.
    pub fn rpo_index(&self, b: Block) -> Option<u32> {
        self.rpo_index[b]
    }

    /// Whether the edge `from -> to` goes backwards in the depth-first walk (to an ancestor
    /// or to itself). Every loop has at least one retreating edge.
    pub fn is_retreating_edge(&self, from: Block, to: Block) -> bool {
        match (self.rpo_index[from], self.rpo_index[to]) {
            (Some(f), Some(t)) => t <= f,
            _ => false,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ir::{BlockCall, Const, FuncType, InstData, IntKind, Module, SrcLoc};

    /// Builds a function whose CFG has the given edges between `n_blocks` blocks (block0 is
    /// the entry). A block with no edges returns, one edge jumps, two branch on a parameter,
    /// more switch. Edges are listed as (from, to).
    pub(crate) fn graph(n_blocks: usize, edges: &[(usize, usize)]) -> (Module, Function) {
        let mut module = Module::new();
        let int = module.types.int(IntKind::Int);
        let fty = module.types.func(FuncType { ret: int, params: vec![int], variadic: false, has_prototype: true });
        let mut func = Function::new("g");
        func.ty = Some(fty);
        let blocks: Vec<Block> = (0..n_blocks).map(|_| func.make_block()).collect();
        let param = func.dfg.append_block_param(blocks[0], int);
        let loc = SrcLoc::default();
        for (idx, &block) in blocks.iter().enumerate() {
            let targets: Vec<Block> = edges.iter().filter(|e| e.0 == idx).map(|e| blocks[e.1]).collect();
            let call = |b: Block| BlockCall::new(b, vec![]);
            let data = match targets.len() {
                0 => {
                    let zero = func.append(block, InstData::Const(Const::Int(0)), Some(int), loc).unwrap();
                    InstData::Return(Some(zero))
                }
                1 => InstData::Jump(call(targets[0])),
                2 => InstData::Branch { cond: param, then_dest: call(targets[0]), else_dest: call(targets[1]) },
                _ => InstData::Switch {
                    arg: param,
                    cases: targets[1..].iter().enumerate().map(|(i, b)| (i as u64, call(*b))).collect(),
                    default: call(targets[0]),
                },
            };
            func.append(block, data, None, loc);
        }
        (module, func)
    }

    pub(crate) fn b(n: usize) -> Block {
        use cranelift_entity::EntityRef;
        Block::new(n)
    }

    #[test]
    fn diamond() {
        let (_, func) = graph(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        let cfg = ControlFlowGraph::compute(&func);
        assert_eq!(cfg.succs(b(0)), &[b(1), b(2)]);
        assert_eq!(cfg.preds(b(3)), &[b(1), b(2)]);
        assert_eq!(cfg.reverse_postorder(), &[b(0), b(2), b(1), b(3)]);
    }

    #[test]
    fn switch_with_repeated_targets_lists_each_neighbour_once() {
        // `graph` makes the first edge the default, which a switch names last.
        let (_, func) = graph(3, &[(0, 1), (0, 2), (0, 1), (0, 2)]);
        let cfg = ControlFlowGraph::compute(&func);
        assert_eq!(cfg.succs(b(0)), &[b(2), b(1)]);
        assert_eq!(cfg.preds(b(1)), &[b(0)]);
    }

    #[test]
    fn unreachable_blocks_are_not_in_the_order() {
        let (_, func) = graph(4, &[(0, 1), (2, 1), (2, 3)]);
        let cfg = ControlFlowGraph::compute(&func);
        assert_eq!(cfg.reverse_postorder(), &[b(0), b(1)]);
        assert!(!cfg.is_reachable(b(2)));
        assert!(!cfg.is_reachable(b(3)));
        assert_eq!(cfg.preds(b(1)), &[b(0), b(2)]);
    }

    #[test]
    fn loop_edge_is_retreating() {
        let (_, func) = graph(3, &[(0, 1), (1, 1), (1, 2)]);
        let cfg = ControlFlowGraph::compute(&func);
        assert!(cfg.is_retreating_edge(b(1), b(1)));
        assert!(!cfg.is_retreating_edge(b(0), b(1)));
    }
}
