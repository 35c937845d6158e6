//! The linearized order of a region (the whole function, or one loop's body): its blocks and
//! its inner loops, each inner loop as one node, in a topological order of the forward edges
//! (ties broken by reverse postorder, so the order is deterministic and close to the source's).
//! The seed's rule holds: a block comes after every block that can reach it without a back
//! edge, so each mask is complete before its block is laid out.

use crate::analysis::{ControlFlowGraph, Loop, LoopForest};
use crate::ir::Block;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Node {
    Block(Block),
    Loop(Loop),
}

/// The node of `region` that holds `b` (`b` must be in the region).
pub fn node_of(loops: &LoopForest, region: Option<Loop>, b: Block) -> Node {
    let mut lp = loops.innermost_loop(b);
    if lp == region {
        return Node::Block(b);
    }
    while let Some(l) = lp {
        if loops.data(l).parent == region {
            return Node::Loop(l);
        }
        lp = loops.data(l).parent;
    }
    Node::Block(b)
}

pub fn in_region(loops: &LoopForest, region: Option<Loop>, b: Block) -> bool {
    match region {
        None => true,
        Some(r) => loops.data(r).contains(b),
    }
}

/// The nodes of `region` in linearized order.
pub fn order(cfg: &ControlFlowGraph, loops: &LoopForest, region: Option<Loop>) -> Vec<Node> {
    let blocks: Vec<Block> = cfg.reverse_postorder().iter().copied().filter(|&b| in_region(loops, region, b)).collect();
    let header = region.map(|r| loops.data(r).header);
    let rep = |n: Node| match n {
        Node::Block(b) => b,
        Node::Loop(l) => loops.data(l).header,
    };
    let mut nodes: BTreeSet<Node> = BTreeSet::new();
    let mut edges: BTreeSet<(Node, Node)> = BTreeSet::new();
    for &b in &blocks {
        let from = node_of(loops, region, b);
        nodes.insert(from);
        for &s in cfg.succs(b) {
            if !in_region(loops, region, s) || Some(s) == header {
                continue;
            }
            let to = node_of(loops, region, s);
            if to != from {
                edges.insert((from, to));
            }
        }
    }
    let mut indegree: BTreeMap<Node, usize> = nodes.iter().map(|&n| (n, 0)).collect();
    for (_, to) in &edges {
        *indegree.entry(*to).or_default() += 1;
    }
    let key = |n: Node| cfg.rpo_index(rep(n)).unwrap_or(u32::MAX);
    let mut ready: BTreeSet<(u32, Node)> =
        indegree.iter().filter(|(_, &d)| d == 0).map(|(&n, _)| (key(n), n)).collect();
    let mut res = Vec::new();
    while let Some(first) = ready.iter().next().copied() {
        ready.remove(&first);
        let n = first.1;
        res.push(n);
        for (_, to) in edges.iter().filter(|(f, _)| *f == n) {
            let d = indegree.get_mut(to).expect("every edge target is a node");
            *d -= 1;
            if *d == 0 {
                ready.insert((key(*to), *to));
            }
        }
    }
    res
}
