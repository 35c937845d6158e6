//! The frontend: C text in, IR out. Only this crate names lang-c.
pub mod annotations;
pub mod diag;
pub mod linemap;
pub mod parse;
pub mod preprocess;
