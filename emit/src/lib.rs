//! The backend: IR out as C text. Never reads the AST.
