//! The programmer's vectorization annotations, as the frontend attaches them to the IR.
//! Their normative meaning is in `pragma-spec/`.

use super::srcloc::SrcLoc;

/// Which annotation syntax a function annotation came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AnnotationSyntax {
    /// `__decl-vec-function(...)`
    DeclVecFunction,
    /// `#pragma omp declare simd ...`
    OmpDeclareSimd,
}

/// Which vector variants to generate: `mask`/`inbranch`, `nomask`/`notinbranch`, or both.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum MaskVariants {
    #[default]
    Both,
    MaskedOnly,
    UnmaskedOnly,
}

/// The step of a `linear` parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinearStep {
    /// An integer constant (default 1). For a pointer, in elements.
    Const(i64),
    /// A uniform integer parameter, by index.
    Param(u32),
}

/// One parameter's shape as the programmer promised it. Parameters not mentioned are varying.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamShape {
    Uniform,
    Linear(LinearStep),
}

/// A function annotation (`__decl-vec-function` or `omp declare simd`), checked against the
/// function's parameters: every index is a valid parameter index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VecFunctionAnnotation {
    pub syntax: AnnotationSyntax,
    /// (parameter index, shape), in clause order.
    pub shapes: Vec<(u32, ParamShape)>,
    /// (parameter index, alignment in bytes; `None` means the target's vector width).
    pub aligned: Vec<(u32, Option<u64>)>,
    pub mask: MaskVariants,
    /// `simdlen(N)`, OpenMP only.
    pub simdlen: Option<u32>,
    pub loc: SrcLoc,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LoopPragmaSyntax {
    /// `#pragma simd vec-function`
    SimdVecFunction,
    /// `#pragma omp simd ...`
    OmpSimd,
}

/// A reduction operator of an OpenMP `reduction(op: vars)` clause.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReductionOp {
    Add,
    Mul,
    Sub,
    And,
    Or,
    Xor,
    LogAnd,
    LogOr,
    Min,
    Max,
}

/// A loop pragma: the loop's iterations are independent; vectorize it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopPragma {
    pub syntax: LoopPragmaSyntax,
    /// `reduction(op: a, b)` clauses, by variable name.
    pub reductions: Vec<(ReductionOp, Vec<String>)>,
    /// `private(a, b)`, by variable name.
    pub private: Vec<String>,
    /// `simdlen(N)` / `safelen(N)`.
    pub simdlen: Option<u32>,
    pub safelen: Option<u32>,
    pub loc: SrcLoc,
}
