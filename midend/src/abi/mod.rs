//! Calling conventions the vectorizers must follow: the vector function ABIs (`vfabi.rs`).

pub mod vfabi;
