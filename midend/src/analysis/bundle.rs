//! The loop analyses most passes read, computed together in one place: the CFG, its dominator
//! tree, the loop forest and the affine facts (our SCEV). `pipeline.rs` computes a
//! `LoopAnalysis` before the loop passes and again after a pass changed the function; a pass
//! that changes the CFG and needs fresh analyses mid-pass calls `LoopAnalysis::compute` too,
//! rather than assembling the four by hand. `CfgLoops` is the same without the affine facts,
//! for code that reads no induction or trip count (clean-ups that run after every pass, the
//! function vectorizer's regions). Nothing is cached: a bundle is a plain value of the
//! function as it was when computed.

use super::affine::{self, AffineInfo};
use super::{ControlFlowGraph, DomTree, LoopForest};
use crate::ir::{Function, Module};

/// The CFG, dominators and loops of one function, as it was when computed.
#[derive(Clone, Debug)]
pub struct CfgLoops {
    pub cfg: ControlFlowGraph,
    pub domtree: DomTree,
    pub loops: LoopForest,
}

impl CfgLoops {
    /// The three analyses of `func` as it is now.
    pub fn compute(func: &Function) -> CfgLoops {
        let cfg = ControlFlowGraph::compute(func);
        let domtree = DomTree::compute(func, &cfg);
        let loops = LoopForest::compute(func, &cfg, &domtree);
        CfgLoops { cfg, domtree, loops }
    }
}

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
        let CfgLoops { cfg, domtree, loops } = CfgLoops::compute(func);
        let affine = affine::compute(module, func, &cfg, &domtree, &loops);
        LoopAnalysis { cfg, domtree, loops, affine }
    }
}
