//! Analyses: plain functions over the IR that return result structs. Nothing here mutates a
//! function or caches anything; passes recompute what they invalidate (as QBE's `fill*`).
//! `bundle.rs` computes the loop analyses (CFG, dominators, loops, affine facts) together as
//! one `LoopAnalysis`, which `pipeline.rs` hands to the loop passes (`CfgLoops` without the
//! affine facts).

pub mod affine;
pub mod bundle;
pub mod caller_locals;
pub mod cfg;
pub mod deps;
pub mod domtree;
pub mod effects;
pub mod loops;
pub mod ranges;
pub mod shape;

pub use bundle::{CfgLoops, LoopAnalysis};
pub use cfg::ControlFlowGraph;
pub use domtree::DomTree;
pub use loops::{Loop, LoopData, LoopForest};
