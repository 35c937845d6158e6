//! The loop analyses most passes read, computed together in one place: the CFG, its dominator
//! tree, the loop forest and the affine facts (our SCEV). `pipeline.rs` computes a
//! `LoopAnalysis` before the loop passes and again after a pass changed the function; a pass
//! that changes the CFG and needs fresh analyses mid-pass calls `LoopAnalysis::compute` too,
//! rather than assembling the four by hand. Nothing is cached: the bundle is a plain value of
//! the function as it was when computed.

use super::affine::{self, AffineInfo};
use super::{ControlFlowGraph, DomTree, LoopForest};
use crate::ir::{Function, Module};

/// The CFG, dominators, loops and affine facts of one function, as it was when computed.
#[derive(Clone, Debug)]
pub struct LoopAnalysis {
    pub cfg: ControlFlowGraph,
    pub domtree: DomTree,
    pub loops: LoopForest,
    pub affine: AffineInfo,
}

impl LoopAnalysis {
    /// The four analyses of `func` as it is now (the affine facts read the module's types).
    pub fn compute(module: &Module, func: &Function) -> LoopAnalysis {
        let cfg = ControlFlowGraph::compute(func);
        let domtree = DomTree::compute(func, &cfg);
        let loops = LoopForest::compute(func, &cfg, &domtree);
        let affine = affine::compute(module, func, &cfg, &domtree, &loops);
        LoopAnalysis { cfg, domtree, loops, affine }
    }
}
