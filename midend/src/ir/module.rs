//! A module: one translation unit's types, globals and functions.

use super::annotations::VecFunctionAnnotation;
use super::entities::{FuncId, GlobalId, Inst, TypeId, Value};
use super::function::Function;
use super::srcloc::SrcLoc;
use super::types::Types;
use cranelift_entity::PrimaryMap;
use std::ops::Range;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Linkage {
    /// Visible to other translation units (`int g;`, `extern int g;`).
    External,
    /// `static` at file scope.
    Internal,
    /// A `static` local of the function with this id: declared inside that function's body.
    Local(FuncId),
}

/// A static initializer, already evaluated by the frontend.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// All zero bits (also what an omitted initializer means for a static object).
    Zero,
    /// An integer's bits, sign- or zero-extended to 64.
    Int(u64),
    Float(f64),
    /// The address of a global plus a byte offset (`&g`, `g + 2` for arrays, `&s.f`).
    GlobalAddr {
        global: GlobalId,
        offset: i64,
    },
    /// The address of a function.
    FuncAddr(FuncId),
    /// A string literal's bytes (for `char s[] = "..."` or a `char *` to an anonymous literal).
    Str(Vec<u8>),
    /// The elements of an array or the members of a struct, in order; a union's first member.
    /// Missing trailing elements are zero.
    List(Vec<Init>),
}

#[derive(Clone, Debug)]
pub struct GlobalData {
    pub name: String,
    pub ty: TypeId,
    pub linkage: Linkage,
    /// `None` for a declaration without definition (`extern int g;`).
    pub init: Option<Init>,
    /// Defined in the main file without an initializer (`double a[N];`, a tentative
    /// definition), or `static` without one in an included file: a later declaration may still
    /// raise its alignment, for gcc and clang alike (clang ignores one after a definition with
    /// an initializer).
    pub tentative: bool,
    /// Declared `_Thread_local`: each thread has its own object. The emitter writes the
    /// qualifier where it declares the object itself (a rewritten function's static locals).
    pub thread_local: bool,
    pub loc: SrcLoc,
}

/// Why a function is left as the user wrote it.
#[derive(Clone, Debug)]
pub struct Unsupported {
    pub reason: String,
    pub loc: SrcLoc,
}

/// Where a function's text is in the user's main file, for splicing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpliceRange {
    /// Byte range of the whole definition (declaration specifiers to closing brace).
    pub definition: Range<usize>,
    /// Byte range of the body, `{` to `}` inclusive.
    pub body: Range<usize>,
}

/// A function of the module: a declaration, possibly with a body.
#[derive(Clone, Debug)]
pub struct FuncDecl {
    pub name: String,
    /// The function type (`TypeKind::Func`).
    pub ty: TypeId,
    pub linkage: Linkage,
    /// The SSA body, when the function is defined in the main file (or a user header, when
    /// those are lowered) and lowered.
    pub body: Option<Function>,
    /// Set when the function is defined in the main file but outside the supported subset.
    pub unsupported: Option<Unsupported>,
    /// Where the definition is in the main file's original text (None for header functions,
    /// or functions produced by macros, which cannot be spliced there).
    pub splice: Option<SpliceRange>,
    /// Where the definition is in the preprocessed text (every lowered function has one): the
    /// output written preprocessed replaces it there.
    pub pp_splice: Option<SpliceRange>,
    /// Where the definition ends (its closing brace); with `loc`, the extent of its remarks.
    pub end_loc: SrcLoc,
    /// Annotations on declarations without a definition in this file.
    pub vec_annotations: Vec<VecFunctionAnnotation>,
    pub loc: SrcLoc,
    /// Set by a midend pass that changed the body: the emitter regenerates it even without
    /// `--emit-all`.
    pub transformed: bool,
    /// Set on an instance `__asm.N` that stands for one GNU `asm` statement, called where the
    /// statement stood (`AsmText`).
    pub asm: Option<AsmText>,
}

/// One GNU `asm` statement as C text: `pieces[0] arg0 pieces[1] arg1 ... pieces[n]`, each
/// argument written in parentheses. An output operand, or an input that may be in memory, is
/// passed by its address (the piece before it ends in `*`); other inputs by value, with their
/// own type. The instance (`fn(args) -> void`) is a call of unknown effect: it reads and
/// writes any memory, and is never removed, merged, duplicated or vectorized across
/// (`FuncDecl::never_vectorized`; `unroll` leaves loops that hold one).
#[derive(Clone, Debug, PartialEq)]
pub struct AsmText {
    pub pieces: Vec<String>,
}

impl FuncDecl {
    /// A function declared by a pass, defined elsewhere (`fmaf`, `__builtin_memcpy`).
    pub fn external(name: &str, ty: TypeId) -> FuncDecl {
        FuncDecl {
            name: name.to_string(),
            ty,
            linkage: Linkage::External,
            body: None,
            unsupported: None,
            splice: None,
            pp_splice: None,
            end_loc: Default::default(),
            vec_annotations: Vec::new(),
            loc: SrcLoc::default(),
            transformed: false,
            asm: None,
        }
    }

    /// The name C code calls the function by. A type-generic gcc builtin (`__atomic_load_n`
    /// returns its pointer's pointee type, `__builtin_va_arg` the type it is given) is declared once per type it is called with, each
    /// instance named `builtin.N` (`__atomic_load_n.2`): C calls every instance `builtin`.
    pub fn c_name(&self) -> &str {
        generic_builtin(&self.name).unwrap_or(&self.name)
    }

    /// Whether the function is one of gcc's atomic builtins (`__atomic_*`, `__sync_*`): an
    /// ordered memory operation, never vectorized, reordered or removed.
    pub fn is_atomic(&self) -> bool {
        is_atomic_builtin(self.c_name())
    }

    /// What a builtin is that no vectorizer may run for several iterations or lanes at once,
    /// even where a pragma allows calls of unknown effect: an atomic operation (ordered with
    /// the accesses around it), variadic argument access (`va_arg` reads the next argument), or
    /// an `asm` statement (opaque: it may do anything, in the order it is written).
    pub fn never_vectorized(&self) -> Option<&'static str> {
        if self.is_atomic() {
            Some("an atomic operation")
        } else if self.c_name().starts_with("__builtin_va_") {
            Some("variadic argument access")
        } else if self.asm.is_some() {
            Some("inline assembly")
        } else {
            None
        }
    }
}

/// Whether `name` is one of gcc's atomic builtins (`__atomic_load_n`, `__sync_synchronize`).
pub fn is_atomic_builtin(name: &str) -> bool {
    name.starts_with("__atomic_") || name.starts_with("__sync_")
}

/// Type-generic builtins besides the atomic ones, declared once per type (`name.N`); `__asm`
/// is one instance per `asm` statement (`AsmText`).
pub const GENERIC_BUILTINS: [&str; 5] =
    ["__builtin_va_arg", "__builtin_add_overflow", "__builtin_sub_overflow", "__builtin_mul_overflow", "__asm"];

/// The builtin an instance name (`__atomic_load_n.2`) stands for.
pub fn generic_builtin(name: &str) -> Option<&str> {
    let (base, n) = name.rsplit_once('.')?;
    let generic = is_atomic_builtin(base) || GENERIC_BUILTINS.contains(&base);
    (generic && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).then_some(base)
}

/// A branch of an annotated function that splits its instances into two groups running
/// different code, and the pure computation of its condition from the parameters: the loop
/// vectorizer regroups the instances of a vector iteration's calls by it (instance
/// restructuring, `wfv/regroup.rs`, `loopvec/regroup.rs`).
#[derive(Clone, Debug)]
pub struct BranchSlice {
    /// The cleaned-up scalar body the variants were built from.
    pub body: Function,
    /// The instructions of `body` that compute `cond` from the parameters, each after its
    /// operands: constants and lane-wise operations that cannot trap.
    pub insts: Vec<Inst>,
    /// The branch condition (nonzero: the `then` side).
    pub cond: Value,
    /// Where the branch is (its `if`), for remarks.
    pub loc: SrcLoc,
    /// What one vector run of the arms costs on average, in instructions (those in loops
    /// counted `LOOP_WEIGHT` times): what a vector that takes one side only saves.
    pub arm_cost: u32,
}

/// A translation unit.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub types: Types,
    /// Source file paths; `SrcLoc::file` indexes this. Index 0 is the main file.
    pub files: Vec<String>,
    pub globals: PrimaryMap<GlobalId, GlobalData>,
    pub funcs: PrimaryMap<FuncId, FuncDecl>,
    /// Vector variants made by function-level vectorization: (scalar function, variant, its
    /// ABI). The emitter writes each variant after its scalar function's definition.
    pub vector_variants: Vec<(FuncId, FuncId, crate::abi::vfabi::Variant)>,
    /// Annotated functions whose instances the loop vectorizer may regroup by a branch, by
    /// the scalar function.
    pub branch_slices: std::collections::BTreeMap<FuncId, BranchSlice>,
    /// Byte ranges, in the main file's original text, of annotation text that only vcc
    /// understands (`__decl-vec-function(...)`, `#pragma simd vec-function` lines): the output
    /// turns them into comments, so that cc compiles it without errors or warnings.
    pub vcc_only_text: Vec<Range<usize>>,
    /// `#pragma omp declare simd` lines of the main file, by the location of the annotation
    /// they became: a function whose variants vcc writes has them commented out in the output
    /// (under -fopenmp-simd, cc would define the same variants a second time).
    pub omp_declare_text: Vec<(SrcLoc, Range<usize>)>,
    /// The same two, in the preprocessed text (for output written preprocessed).
    pub pp_vcc_only_text: Vec<Range<usize>>,
    pub pp_omp_declare_text: Vec<(SrcLoc, Range<usize>)>,
}

impl Module {
    pub fn new() -> Module {
        Module::default()
    }

    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.funcs.iter().find(|(_, f)| f.name == name).map(|(id, _)| id)
    }

    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.globals.iter().find(|(_, g)| g.name == name).map(|(id, _)| id)
    }

    /// `file:line:col` for a location (the file path as given on the command line).
    pub fn describe_loc(&self, loc: SrcLoc) -> String {
        let file = self.files.get(loc.file as usize).map(String::as_str).unwrap_or("<unknown>");
        format!("{}:{}:{}", file, loc.line, loc.col)
    }
}
