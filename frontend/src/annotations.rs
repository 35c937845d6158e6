//! Vectorization annotations, found in the preprocessed text before lang-c parses it.
//!
//! `__decl-vec-function(...)` is not C, so it is parsed here (a small hand-written parser over
//! preprocessing tokens) and blanked with spaces of the same length, which keeps every byte
//! offset valid. `#pragma simd vec-function`, `#pragma omp simd` and `#pragma omp declare simd`
//! lines are parsed too and tied to the first token after them (the loop or the declaration).
//! Every `#pragma` line is blanked: lang-c only skips `#` lines at column 0.
//!
//! Checking clauses against the function's parameters waits for the lowering, which knows them
//! (`resolve_func_annotation`). The normative grammar is `pragma-spec/README.md`; clause syntax
//! errors here have a caret at the clause.

use crate::diag::{error_at, Diagnostic, Files};
use crate::linemap::{lex, LineMap, Token};
use midend::ir::{
    AnnotationSyntax, LinearStep, LoopPragma, LoopPragmaSyntax, MaskVariants, ParamShape, ReductionOp,
    VecFunctionAnnotation,
};
use std::collections::BTreeMap;
use std::ops::Range;

/// A parameter name (or a variable name) inside a clause, with its preprocessed byte range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClauseName {
    pub name: String,
    pub range: Range<usize>,
}

/// The step of a `linear` item as written: `linear(p)`, `linear(p:4)`, `linear(p:q)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepSyntax {
    Const(i64),
    Name(ClauseName),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FuncClauseKind {
    Uniform(Vec<ClauseName>),
    /// Each item with its step (`None`: step 1), and the item's range (name and step).
    Linear(Vec<(ClauseName, Option<StepSyntax>, Range<usize>)>),
    /// `alignment(p)` / `aligned(p)` / `aligned(p:32)`.
    Aligned(Vec<ClauseName>, Option<u64>),
    /// `mask` / `inbranch`.
    Mask,
    /// `nomask` / `notinbranch`.
    NoMask,
    Simdlen(u32),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuncClause {
    pub kind: FuncClauseKind,
    /// The clause keyword as written (`alignment` or `aligned`, `mask` or `inbranch`, ...).
    pub keyword: String,
    /// The clause text, e.g. `linear(p:4)`, in the preprocessed text.
    pub range: Range<usize>,
}

/// `__decl-vec-function(...)` or `#pragma omp declare simd ...`, not yet checked against the
/// function's parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundFuncAnnotation {
    pub syntax: AnnotationSyntax,
    pub clauses: Vec<FuncClause>,
    /// The whole annotation in the preprocessed text.
    pub range: Range<usize>,
    /// Where the declaration or definition that follows starts (its first token).
    pub decl_offset: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopClauseKind {
    Reduction(ReductionOp, Vec<ClauseName>),
    Private(Vec<ClauseName>),
    Simdlen(u32),
    Safelen(u32),
    /// A clause vcc accepts and does not need (`linear`, `aligned`, `lastprivate`, `nontemporal`).
    Ignored(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopClause {
    pub kind: LoopClauseKind,
    pub range: Range<usize>,
}

/// `#pragma simd vec-function` or `#pragma omp simd ...`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundLoopPragma {
    pub syntax: LoopPragmaSyntax,
    pub clauses: Vec<LoopClause>,
    /// The pragma line in the preprocessed text.
    pub range: Range<usize>,
    /// Where the statement that follows starts (its first token).
    pub stmt_offset: usize,
}

/// A parameter's type, as far as the annotation checks need it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    Integer,
    Pointer,
    Float,
    Other,
}

/// What `find_annotations` found, and the clause syntax errors.
#[derive(Clone, Debug, Default)]
pub struct Found {
    pub func_annotations: Vec<FoundFuncAnnotation>,
    pub loop_pragmas: Vec<FoundLoopPragma>,
    pub errors: Vec<(Range<usize>, String, String)>,
}

mod find;
mod resolve;

pub use find::find_annotations;
pub use resolve::{
    annotation_not_followed_by_function, pragma_not_followed_by_loop, resolve_func_annotation, resolve_loop_pragma,
};
