//! The natural-loop forest: every loop's header, latches, blocks, parent, children and depth.
//!
//! A back edge is an edge `latch -> header` where the header dominates the latch; the loop of a
//! header is the union of the natural loops of its back edges (the header, and every block
//! that reaches a latch without passing through the header). Loop ids are given in reverse
//! postorder of their headers, so a parent always has a smaller id than its children.
//!
//! An irreducible CFG (a cycle with two entries, which `goto` can make) has a retreating edge
//! whose target does not dominate its source. Such cycles are not loops here; the forest only
//! records that they exist (`is_reducible` is false) so that loop transforms can skip the
//! function. Unreachable blocks are in no loop.

use super::cfg::ControlFlowGraph;
use super::domtree::DomTree;
use crate::ir::{Block, Function, Inst};
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};

/// A natural loop.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loop(u32);
entity_impl!(Loop, "loop");

#[derive(Clone, Debug)]
pub struct LoopData {
    pub header: Block,
    /// Sources of the back edges, in layout order.
    pub latches: Vec<Block>,
    /// Every block of the loop, nested loops' blocks included, sorted by block number.
    pub blocks: Vec<Block>,
    /// The same blocks in layout order.
    pub layout_blocks: Vec<Block>,
    pub parent: Option<Loop>,
    /// The loops nested directly inside this one, in id order.
    pub children: Vec<Loop>,
    /// 1 for an outermost loop.
    pub depth: u32,
}

impl LoopData {
    pub fn contains(&self, block: Block) -> bool {
        self.blocks.binary_search(&block).is_ok()
    }

    /// The loop's instructions in layout order, with their blocks: what
    /// `func.insts_in_order()` filtered by `contains` gives, without a scan of the function.
    pub fn insts_in_order<'a>(&'a self, func: &'a Function) -> impl Iterator<Item = (Block, Inst)> + 'a {
        self.layout_blocks.iter().flat_map(move |&b| func.layout.block_insts(b).iter().map(move |&i| (b, i)))
    }
}

#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    loops: PrimaryMap<Loop, LoopData>,
    innermost: SecondaryMap<Block, Option<Loop>>,
    header_of: SecondaryMap<Block, Option<Loop>>,
    reducible: bool,
}

impl LoopForest {
    pub fn compute(func: &Function, cfg: &ControlFlowGraph, domtree: &DomTree) -> Self {
        let mut forest = LoopForest { reducible: true, ..Default::default() };
        let mut layout_pos: SecondaryMap<Block, u32> = SecondaryMap::new();
        for (idx, &block) in func.layout.blocks().iter().enumerate() {
            layout_pos[block] = idx as u32;
        }
        for &header in cfg.reverse_postorder() {
            let mut latches = Vec::new();
            for &pred in cfg.preds(header) {
                if !cfg.is_retreating_edge(pred, header) {
                    continue;
                }
                if domtree.dominates(header, pred) {
                    latches.push(pred);
                } else {
                    forest.reducible = false;
                }
            }
            if latches.is_empty() {
                continue;
            }
            let blocks = natural_loop_blocks(cfg, header, &latches);
            let mut layout_blocks = blocks.clone();
            layout_blocks.sort_by_key(|b| layout_pos[*b]);
            let data =
                LoopData { header, latches, blocks, layout_blocks, parent: None, children: Vec::new(), depth: 1 };
            let lp = forest.loops.push(data);
            forest.header_of[header] = Some(lp);
        }
        forest.link_parents();
        forest
    }

    /// Finds each loop's parent: the innermost earlier loop containing its header. Because ids
    /// follow the headers' reverse postorder, parents are linked before their children.
    fn link_parents(&mut self) {
        let ids: Vec<Loop> = self.loops.keys().collect();
        for &lp in &ids {
            let header = self.loops[lp].header;
            let parent = self.innermost[header];
            if let Some(parent) = parent {
                self.loops[lp].parent = Some(parent);
                self.loops[lp].depth = self.loops[parent].depth + 1;
                self.loops[parent].children.push(lp);
            }
            for idx in 0..self.loops[lp].blocks.len() {
                let block = self.loops[lp].blocks[idx];
                // Only claim blocks still owned by the parent chain: in an irreducible CFG two
                // natural loops may overlap without nesting, and the first one keeps the block.
                if self.innermost[block] == parent {
                    self.innermost[block] = Some(lp);
                }
            }
        }
    }

    /// Every loop, outermost first (parents before children).
    pub fn loops(&self) -> impl Iterator<Item = Loop> + '_ {
        self.loops.keys()
    }

    /// Every loop, innermost first (children before parents).
    pub fn loops_innermost_first(&self) -> impl Iterator<Item = Loop> + '_ {
        self.loops.keys().rev()
    }

    pub fn data(&self, l: Loop) -> &LoopData {
        &self.loops[l]
    }

    pub fn len(&self) -> usize {
        self.loops.len()
    }

    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }

    /// The innermost loop containing `b`, if any.
    pub fn innermost_loop(&self, b: Block) -> Option<Loop> {
        self.innermost[b]
    }

    /// The loop whose header is `b`, if `b` is a loop header.
    pub fn is_header(&self, b: Block) -> Option<Loop> {
        self.header_of[b]
    }

    /// Whether `inner` is `outer` or nested in it.
    pub fn is_inside(&self, inner: Loop, outer: Loop) -> bool {
        let mut cur = Some(inner);
        while let Some(lp) = cur {
            if lp == outer {
                return true;
            }
            cur = self.loops[lp].parent;
        }
        false
    }

    /// The edges leaving the loop, `(inside, outside)`, in block-number order of the source
    /// and terminator order of the target.
    pub fn exits(&self, _func: &Function, cfg: &ControlFlowGraph, l: Loop) -> Vec<(Block, Block)> {
        let data = &self.loops[l];
        let mut res = Vec::new();
        for &block in &data.blocks {
            for &succ in cfg.succs(block) {
                if !data.contains(succ) {
                    res.push((block, succ));
                }
            }
        }
        res
    }

    /// The blocks outside the loop that its exits go to, each once, in `exits` order.
    pub fn exit_blocks(&self, func: &Function, cfg: &ControlFlowGraph, l: Loop) -> Vec<Block> {
        let mut res: Vec<Block> = Vec::new();
        for (_, to) in self.exits(func, cfg, l) {
            if !res.contains(&to) {
                res.push(to);
            }
        }
        res
    }

    /// The unique predecessor of the header from outside the loop, if there is exactly one
    /// and the header is its only successor.
    pub fn preheader(&self, cfg: &ControlFlowGraph, l: Loop) -> Option<Block> {
        let data = &self.loops[l];
        let mut outside = cfg.preds(data.header).iter().filter(|p| !data.contains(**p) && cfg.is_reachable(**p));
        let pre = *outside.next()?;
        if outside.next().is_some() || cfg.succs(pre) != [data.header] {
            return None;
        }
        Some(pre)
    }

    /// False when the CFG has a cycle with more than one entry (loop passes must skip it).
    pub fn is_reducible(&self) -> bool {
        self.reducible
    }
}

/// The header plus every reachable block that reaches a latch without going through the header.
fn natural_loop_blocks(cfg: &ControlFlowGraph, header: Block, latches: &[Block]) -> Vec<Block> {
    let mut in_loop: SecondaryMap<Block, bool> = SecondaryMap::new();
    in_loop[header] = true;
    let mut blocks = vec![header];
    let mut work: Vec<Block> = Vec::new();
    for &latch in latches {
        if !in_loop[latch] {
            in_loop[latch] = true;
            blocks.push(latch);
            work.push(latch);
        }
    }
    while let Some(block) = work.pop() {
        for &pred in cfg.preds(block) {
            if !in_loop[pred] && cfg.is_reachable(pred) {
                in_loop[pred] = true;
                blocks.push(pred);
                work.push(pred);
            }
        }
    }
    blocks.sort();
    blocks
}

#[cfg(test)]
mod tests {
    use super::super::cfg::tests::{b, graph};
    use super::*;

    fn forest(n_blocks: usize, edges: &[(usize, usize)]) -> (Function, ControlFlowGraph, LoopForest) {
        let (_, func) = graph(n_blocks, edges);
        let cfg = ControlFlowGraph::compute(&func);
        let tree = DomTree::compute(&func, &cfg);
        let loops = LoopForest::compute(&func, &cfg, &tree);
        (func, cfg, loops)
    }

    fn lp(n: usize) -> Loop {
        use cranelift_entity::EntityRef;
        Loop::new(n)
    }

    #[test]
    fn diamond_has_no_loops() {
        let (_, _, loops) = forest(4, &[(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert!(loops.is_empty());
        assert!(loops.is_reducible());
    }

    #[test]
    fn while_loop() {
        // 0 -> 1 (header) -> 2 (body) -> 1; 1 -> 3 (exit)
        let (func, cfg, loops) = forest(4, &[(0, 1), (1, 2), (1, 3), (2, 1)]);
        assert_eq!(loops.len(), 1);
        let data = loops.data(lp(0));
        assert_eq!(data.header, b(1));
        assert_eq!(data.latches, vec![b(2)]);
        assert_eq!(data.blocks, vec![b(1), b(2)]);
        assert_eq!(data.depth, 1);
        assert_eq!(loops.exits(&func, &cfg, lp(0)), vec![(b(1), b(3))]);
        assert_eq!(loops.exit_blocks(&func, &cfg, lp(0)), vec![b(3)]);
        assert_eq!(loops.preheader(&cfg, lp(0)), Some(b(0)));
        assert_eq!(loops.is_header(b(1)), Some(lp(0)));
        assert_eq!(loops.innermost_loop(b(2)), Some(lp(0)));
        assert_eq!(loops.innermost_loop(b(3)), None);
    }

    #[test]
    fn nested_loops() {
        // 0 -> 1 (outer header) -> 2 (inner header) -> 3 (inner latch) -> 2;
        // 2 -> 4 (outer latch) -> 1; 1 -> 5 (exit)
        let edges = [(0, 1), (1, 2), (1, 5), (2, 3), (2, 4), (3, 2), (4, 1)];
        let (func, cfg, loops) = forest(6, &edges);
        assert_eq!(loops.len(), 2);
        let (outer, inner) = (lp(0), lp(1));
        assert_eq!(loops.data(outer).header, b(1));
        assert_eq!(loops.data(outer).blocks, vec![b(1), b(2), b(3), b(4)]);
        assert_eq!(loops.data(outer).children, vec![inner]);
        assert_eq!(loops.data(inner).parent, Some(outer));
        assert_eq!(loops.data(inner).depth, 2);
        assert_eq!(loops.innermost_loop(b(3)), Some(inner));
        assert_eq!(loops.innermost_loop(b(4)), Some(outer));
        assert_eq!(loops.loops_innermost_first().collect::<Vec<_>>(), vec![inner, outer]);
        assert_eq!(loops.exits(&func, &cfg, inner), vec![(b(2), b(4))]);
        // The inner header's outside predecessor is the outer header, which also exits.
        assert_eq!(loops.preheader(&cfg, inner), None);
        assert!(loops.is_inside(inner, outer));
    }

    #[test]
    fn two_latches_make_one_loop() {
        // 0 -> 1 -> 2 -> 1, 1 -> 3 -> 1, 1 -> 4
        let (_, _, loops) = forest(5, &[(0, 1), (1, 2), (1, 3), (1, 4), (2, 1), (3, 1)]);
        assert_eq!(loops.len(), 1);
        assert_eq!(loops.data(lp(0)).latches, vec![b(2), b(3)]);
    }

    #[test]
    fn self_loop_and_no_preheader_when_header_has_two_outside_preds() {
        // 0 -> 1, 0 -> 2, 1 -> 2, 2 -> 2, 2 -> 3
        let (_, cfg, loops) = forest(4, &[(0, 1), (0, 2), (1, 2), (2, 2), (2, 3)]);
        assert_eq!(loops.data(lp(0)).blocks, vec![b(2)]);
        assert_eq!(loops.data(lp(0)).latches, vec![b(2)]);
        assert_eq!(loops.preheader(&cfg, lp(0)), None);
    }

    #[test]
    fn irreducible_cycle_is_reported_not_a_loop() {
        let (_, _, loops) = forest(4, &[(0, 1), (0, 2), (1, 2), (2, 1), (1, 3)]);
        assert!(!loops.is_reducible());
        assert!(loops.is_empty());
    }

    #[test]
    fn unreachable_cycle_is_ignored() {
        let (_, _, loops) = forest(4, &[(0, 1), (2, 3), (3, 2)]);
        assert!(loops.is_empty());
        assert!(loops.is_reducible());
    }

    #[test]
    fn switch_with_repeated_targets_in_a_loop() {
        // block1 switches to 2, 2, 1 (itself) and 3.
        let (_, _, loops) = forest(4, &[(0, 1), (1, 2), (1, 2), (1, 1), (1, 3), (2, 1)]);
        assert_eq!(loops.len(), 1);
        assert_eq!(loops.data(lp(0)).latches, vec![b(1), b(2)]);
        assert_eq!(loops.data(lp(0)).blocks, vec![b(1), b(2)]);
    }
}
