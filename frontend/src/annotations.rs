//! Vectorization annotations found in the preprocessed text before lang-c parses it.
//! (Stub: being implemented.)

use crate::diag::{Diagnostic, Files};
use crate::linemap::LineMap;
use midend::ir::{AnnotationSyntax, LoopPragma, LoopPragmaSyntax, ReductionOp, VecFunctionAnnotation};
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
    Linear(Vec<(ClauseName, Option<StepSyntax>)>),
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
    /// A clause vcc accepts and does not need (`linear`, `aligned`, `lastprivate`, ...).
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

/// Checks a function annotation against the function's parameters.
pub fn resolve_func_annotation(
    found: &FoundFuncAnnotation,
    func_name: &str,
    _params: &[(Option<String>, ParamKind)],
    files: &mut Files,
    linemap: &LineMap,
) -> Result<VecFunctionAnnotation, Vec<Diagnostic>> {
    Err(vec![crate::diag::error_at(files, linemap, found.range.clone(), format!("annotations of `{}` are not implemented yet", func_name), String::new())])
}

/// Checks a loop pragma's clauses and gives the IR form.
pub fn resolve_loop_pragma(found: &FoundLoopPragma, files: &mut Files, linemap: &LineMap) -> Result<LoopPragma, Vec<Diagnostic>> {
    Err(vec![crate::diag::error_at(files, linemap, found.range.clone(), "loop pragmas are not implemented yet".into(), String::new())])
}

/// The diagnostic for a loop pragma whose next statement is not `for`, `while` or `do`.
pub fn pragma_not_followed_by_loop(found: &FoundLoopPragma, files: &mut Files, linemap: &LineMap) -> Diagnostic {
    crate::diag::error_at(files, linemap, found.range.clone(), "pragma not followed by a loop".into(), "this pragma".into())
}
