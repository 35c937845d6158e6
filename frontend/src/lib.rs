//! The frontend: C text in, IR out. Only this crate names lang-c.
