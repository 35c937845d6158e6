//! Placeholder while the runner is written.
fn main() {}
