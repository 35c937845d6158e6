//! The midend: vcc's SSA IR, the analyses over it, and the transforms (vectorizers and cleanup).
//!
//! Architecture invariant: the midend never sees C text. It knows a function through its IR,
//! a source position through an opaque `SrcLoc`, and a target through its table.

pub mod abi;
pub mod analysis;
pub mod ir;
pub mod pipeline;
pub mod remarks;
pub mod target;
pub mod transform;
pub mod verify;
