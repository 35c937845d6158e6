//! Analyses: plain functions over the IR that return result structs. Nothing here mutates a
//! function or caches anything; passes recompute what they invalidate (as QBE's `fill*`).

pub mod affine;
pub mod cfg;
pub mod deps;
pub mod domtree;
pub mod effects;
pub mod loops;
pub mod shape;

pub use cfg::ControlFlowGraph;
pub use domtree::DomTree;
pub use loops::{Loop, LoopData, LoopForest};
