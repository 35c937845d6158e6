//! The dominator tree, by the iterative algorithm of Cooper, Harvey and Kennedy ("A Simple,
//! Fast Dominance Algorithm", 2001) over the reverse postorder.
//!
//! Only reachable blocks are in the tree. An unreachable block has no immediate dominator,
//! dominates only itself and is dominated only by itself. Dominance queries are O(1) through
//! pre/post numbers of the tree. This analysis does not compute dominance frontiers.

use super::cfg::ControlFlowGraph;
use crate::ir::{Block, Function, Inst};
use cranelift_entity::SecondaryMap;

#[derive(Clone, Debug, Default)]
pub struct DomTree {
    idom: SecondaryMap<Block, Option<Block>>,
    children: SecondaryMap<Block, Vec<Block>>,
    /// Preorder and postorder numbers in the dominator tree (0 = not in the tree).
    pre: SecondaryMap<Block, u32>,
    post: SecondaryMap<Block, u32>,
}

impl DomTree {
    pub fn compute(_func: &Function, cfg: &ControlFlowGraph) -> Self {
        let rpo = cfg.reverse_postorder();
        let mut tree = DomTree::default();
        let Some(&entry) = rpo.first() else { return tree };
        // `idom_idx[i]` is the RPO index of the immediate dominator of `rpo[i]`.
        let mut idom_idx: Vec<Option<u32>> = vec![None; rpo.len()];
        idom_idx[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for (idx, &block) in rpo.iter().enumerate().skip(1) {
                let mut new_idom: Option<u32> = None;
                for &pred in cfg.preds(block) {
                    let Some(pred_idx) = cfg.rpo_index(pred) else { continue };
                    if idom_idx[pred_idx as usize].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => pred_idx,
                        Some(cur) => intersect(&idom_idx, cur, pred_idx),
                    });
                }
                if new_idom.is_some() && idom_idx[idx] != new_idom {
                    idom_idx[idx] = new_idom;
                    changed = true;
                }
            }
        }
        for (idx, &block) in rpo.iter().enumerate().skip(1) {
            // Every reachable block other than the entry has a processed predecessor.
            if let Some(dom_idx) = idom_idx[idx] {
                let dom = rpo[dom_idx as usize];
                tree.idom[block] = Some(dom);
                tree.children[dom].push(block);
            }
        }
        tree.number(entry);
        tree
    }

    /// Gives every block of the tree its preorder and postorder number, without recursion.
    fn number(&mut self, entry: Block) {
        let mut counter = 1;
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        self.pre[entry] = counter;
        while let Some(top) = stack.last_mut() {
            let (block, next_idx) = *top;
            if let Some(&child) = self.children[block].get(next_idx) {
                top.1 += 1;
                counter += 1;
                self.pre[child] = counter;
                stack.push((child, 0));
            } else {
                counter += 1;
                self.post[block] = counter;
                stack.pop();
            }
        }
    }

    /// The immediate dominator; `None` for the entry and for unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        self.idom[b]
    }

    /// Whether `a` dominates `b` (every block dominates itself).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return true;
        }
        let (pre_a, pre_b) = (self.pre[a], self.pre[b]);
        pre_a != 0 && pre_b != 0 && pre_a <= pre_b && self.post[b] <= self.post[a]
    }

    /// Whether `a` dominates `b` and is not `b`.
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The blocks `b` immediately dominates, in reverse postorder.
    pub fn children(&self, b: Block) -> &[Block] {
        &self.children[b]
    }

    /// Whether instruction `a` dominates instruction `b`: `a` is `b`, or comes before it in
    /// the same block, or `a`'s block strictly dominates `b`'s. Instructions not in the layout
    /// dominate nothing.
    pub fn inst_dominates(&self, func: &Function, a: Inst, b: Inst) -> bool {
        if a == b {
            return true;
        }
        let (Some(block_a), Some(block_b)) = (func.layout.inst_block(a), func.layout.inst_block(b)) else {
            return false;
        };
        if block_a != block_b {
            return self.strictly_dominates(block_a, block_b);
        }
        let insts = func.layout.block_insts(block_a);
        let pos_a = insts.iter().position(|&i| i == a);
        let pos_b = insts.iter().position(|&i| i == b);
        pos_a < pos_b
    }
}

/// The nearest common dominator of two processed blocks, by RPO index.
fn intersect(idom_idx: &[Option<u32>], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom_idx[a as usize].expect("processed blocks have an idom");
        }
        while b > a {
            b = idom_idx[b as usize].expect("processed blocks have an idom");
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::super::cfg::tests::{b, graph};
    use super::*;

    fn domtree(n_blocks: usize, edges: &[(usize, usize)]) -> (Function, DomTree) {
        let (_, func) = graph(n_blocks, edges);
        let cfg = ControlFlowGraph::compute(&func);
        let tree = DomTree::compute(&func, &cfg);
        (func, tree)
    }

    #[test]
    fn diamond() {
        let (_, tree) = domtree(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(tree.idom(b(0)), None);
        assert_eq!(tree.idom(b(3)), Some(b(0)));
        assert_eq!(tree.children(b(0)), &[b(2), b(1), b(3)]);
        assert!(tree.dominates(b(0), b(3)));
        assert!(!tree.dominates(b(1), b(3)));
        assert!(tree.dominates(b(3), b(3)));
    }

    #[test]
    fn loop_header_dominates_body_and_exit() {
        // 0 -> 1 (header) -> 2 (body) -> 1; 1 -> 3 (exit)
        let (_, tree) = domtree(4, &[(0, 1), (1, 2), (1, 3), (2, 1)]);
        assert_eq!(tree.idom(b(2)), Some(b(1)));
        assert_eq!(tree.idom(b(3)), Some(b(1)));
        assert!(tree.strictly_dominates(b(1), b(2)));
        assert!(!tree.dominates(b(2), b(1)));
    }

    #[test]
    fn irreducible_graph_has_entry_as_idom_of_both_entries() {
        // 0 -> 1, 0 -> 2, 1 <-> 2: neither loop entry dominates the other.
        let (_, tree) = domtree(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (1, 3)]);
        assert_eq!(tree.idom(b(1)), Some(b(0)));
        assert_eq!(tree.idom(b(2)), Some(b(0)));
        assert_eq!(tree.idom(b(3)), Some(b(1)));
    }

    #[test]
    fn unreachable_blocks_dominate_only_themselves() {
        let (_, tree) = domtree(3, &[(0, 1), (2, 1)]);
        assert_eq!(tree.idom(b(2)), None);
        assert!(!tree.dominates(b(0), b(2)));
        assert!(!tree.dominates(b(2), b(1)));
        assert!(tree.dominates(b(2), b(2)));
    }

    #[test]
    fn instructions_dominate_later_ones_in_their_block() {
        let (func, tree) = domtree(2, &[(1, 0)]);
        // block1 is unreachable: `graph` gives block0 a const and a ret.
        let insts = func.layout.block_insts(b(0));
        assert!(tree.inst_dominates(&func, insts[0], insts[1]));
        assert!(!tree.inst_dominates(&func, insts[1], insts[0]));
        assert!(tree.inst_dominates(&func, insts[1], insts[1]));
    }
}
