//! Vector operations written as C: the shared driver that turns one vector instruction into one
//! C expression (or, for stores, one statement), asking the target's table first and falling
//! back to the generic lowering (GCC/Clang vector extensions) where the table has no entry.
//!
//! Representation, the same for every target at the boundary between instructions:
//! - `<N x T>` is a value of the target's C type for it: the generic typedef
//!   `vcc_vN_T` (`typedef float vcc_v8_float __attribute__((vector_size(32)));`), or an
//!   intrinsic type (`__m256`, `__m256i`, `__m128d`) where the target has one of that size.
//! - `<N x i1>` is N integer lanes, all ones for a set lane and zero otherwise (`vcc_mN`, or
//!   `__m256i`/`__m128i` under AVX2), as wide as one register allows (`mask_elem`): 32-bit
//!   lanes up to 8 lanes, 16-bit lanes for 16 and bytes for 32 on 32-byte targets, so that the
//!   mask of a comparison of 32 bytes is the comparison's own `__m256i` and one `vpmovmskb`
//!   tests it. Operations on other lane widths convert it (`__builtin_convertvector`). On
//!   AVX-512, masks of 16, 32 and 64 lanes are k-masks instead (`__mmask16`...`__mmask64`, bit
//!   k for lane k: avx512.rs `KMASKS`), converted to and from the vector form where the generic
//!   lowering takes it.
//! - `Min` is `a < b ? a : b` and `Max` is `a > b ? a : b` per lane, NaNs included: with a NaN
//!   in either operand the result is `b`.
//!
//! What the emitted code needs beyond the function itself (typedefs, the `vcc_*` macros of
//! `generic.rs`, `#include <immintrin.h>`) is recorded in a `Prelude` while the function is
//! written, and written once before the first function that needs it. This module does not
//! decide which values get names or where statements go: `func/` does, the same as for
//! scalars (vector values are never written inline, so each gets a named temporary).

pub(crate) mod avx2;
pub mod avx512;
mod generic;
mod neon;
pub mod neon_groups;
mod sse;
mod sse2;

use crate::expr::CExpr;
use crate::func::FuncEmitter;
use crate::EmitError;
use midend::ir::{Inst, InstData, TypeId, TypeKind, Types, Value};
use midend::target::{Target, TargetKind, Tune};
use std::cell::RefCell;
use std::collections::BTreeMap;

/// A scalar element type as the lowering sees it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Elem {
    /// How C spells it: `unsigned char`, `float`.
    pub c_name: &'static str,
    /// The one-word name used in typedef names: `uchar`, `float`.
    pub word: &'static str,
    pub bytes: u32,
    pub float: bool,
    pub signed: bool,
}

/// Turning floating-point contraction off in a function whose target attribute enables FMA
/// (AVX-512F), so that `a*b + c` rounds twice, as in the original built with plain `cc -O2`.
/// gcc (`-ffp-contract=fast` by default) honours `optimize("fp-contract=off")` per function
/// and still inlines the intrinsics into it; clang ignores that attribute (with a
/// -Wunknown-attributes warning) and contracts within an expression, but honours
/// `#pragma clang fp contract(off)` at the start of a compound statement. Both forms are
/// macros, each empty under the other compiler, so that neither warns.
///
/// gcc also gets `no-tree-slp-vectorize`: gcc 12's basic-block vectorizer (on at -O2 too)
/// turns a scalar complex multiply (`x0*y0 - x1*y1`, `x0*y1 + x1*y0`, such as the scalar
/// epilogue of loopvec's complex.rs loops) into `vfmaddsub231pd` even under
/// `-ffp-contract=off`, which changed case complex_mul's doubles. Its loop vectorizer stays
/// on: turning it off too (`no-tree-vectorize`, as this did before) also stopped gcc from
/// carrying a vector stored and loaded back the next iteration in a register (coverage
/// lin_true8, `a[i + 8] = a[i] * 0.5f + b[i]`, vectorized at VF 8: 0.34 s against 0.12 s on
/// Zen 4) and from vectorizing the loops vcc left scalar in the functions it rewrote
/// (coverage ind_wrap, sym_last_elem: 0.54-0.68x of the input).
pub const NO_CONTRACT: (&str, &str) = (
    "vcc_no_contract",
    "#if defined(__clang__)\n#define vcc_no_contract\n#define vcc_no_contract_body _Pragma(\"clang fp contract(off)\")\n#else\n#define vcc_no_contract __attribute__((optimize(\"fp-contract=off\", \"no-tree-slp-vectorize\")))\n#define vcc_no_contract_body\n#endif",
);

/// The element type of a mask of at most 8 lanes: 32-bit integer lanes.
pub const MASK_ELEM: Elem = Elem { c_name: "int", word: "int", bytes: 4, float: false, signed: true };

/// The element of a mask of `lanes` lanes on `target`: as wide as one register of the target
/// (at least 32 bytes) allows, from 32-bit lanes down to bytes, so that a mask of 32 byte
/// comparisons is one `__m256i` of bytes (one `vpmovmskb` tests it) rather than four registers of
/// 32-bit lanes. Masks of 16 lanes are 16-bit lanes on 32-byte targets and 32-bit ones on
/// AVX-512, whose k-masks (`avx512::KMASKS`) take their vector form from this too.
///
/// On SSE (16-byte registers) a mask of up to 16 lanes is one register whose lanes are as wide
/// as the 16 bytes allow, 64 bits for 2 lanes down to bytes for 16: a comparison's own result,
/// whatever the width of the elements compared (sse.rs).
pub fn mask_elem(target: TargetKind, lanes: u32) -> Elem {
    // NEON's registers are 16 bytes, and its comparisons give lanes of their operands' width:
    // masks of 2 to 16 lanes fill one register (`neon.rs`), 64-bit lanes included.
    if target == TargetKind::Neon {
        let bytes = (16 / lanes.max(1)).clamp(1, 8);
        return MASK_ELEM.int_of_width(if bytes.is_power_of_two() { bytes } else { bytes.next_power_of_two() / 2 });
    }
    let t = Target::get(target);
    if t.vector_bytes == 16 && t.extends(TargetKind::Sse42) {
        let bytes = (16 / lanes.max(1)).clamp(1, 8);
        return MASK_ELEM.int_of_width(1 << (31 - bytes.leading_zeros()));
    }
    let bytes = (t.vector_bytes.max(32) / lanes.max(1)).clamp(1, 4);
    let bytes = if bytes == 3 { 2 } else { bytes };
    MASK_ELEM.int_of_width(bytes)
}

impl Elem {
    /// The integer element of `bytes` bytes (1, 2, 4 or 8) and this signedness.
    pub fn int_of_width(self, bytes: u32) -> Elem {
        let (c_name, word) = match (bytes, self.signed) {
            (1, true) => ("signed char", "schar"),
            (1, false) => ("unsigned char", "uchar"),
            (2, true) => ("short", "short"),
            (2, false) => ("unsigned short", "ushort"),
            (4, true) => ("int", "int"),
            (4, false) => ("unsigned int", "uint"),
            (_, true) => ("long", "long"),
            (_, false) => ("unsigned long", "ulong"),
        };
        Elem { c_name, word, bytes, float: false, signed: self.signed }
    }

    /// The signed integer element of the same width (the view used for bitwise blends).
    pub fn int_view(self) -> Elem {
        let (c_name, word) = match self.bytes {
            1 => ("signed char", "schar"),
            2 => ("short", "short"),
            4 => ("int", "int"),
            _ => ("long", "long"),
        };
        Elem { c_name, word, bytes: self.bytes, float: false, signed: true }
    }
}

/// The shape of a vector-like IR type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    pub elem: Elem,
    pub lanes: u32,
    pub is_mask: bool,
}

impl Shape {
    pub fn bytes(self) -> u32 {
        self.elem.bytes * self.lanes
    }

    pub fn with_elem(self, elem: Elem) -> Shape {
        Shape { elem, lanes: self.lanes, is_mask: false }
    }

    /// The generic typedef name: `vcc_v8_float`, `vcc_m8`.
    pub fn generic_name(self) -> String {
        if self.is_mask {
            format!("vcc_m{}", self.lanes)
        } else {
            format!("vcc_v{}_{}", self.lanes, self.elem.word)
        }
    }

    fn generic_typedef(self) -> String {
        format!("typedef {} {} __attribute__((vector_size({})));", self.elem.c_name, self.generic_name(), self.bytes())
    }
}

/// The element of a scalar type, if it can be a vector lane.
pub fn elem_of(types: &Types, ty: TypeId) -> Result<Elem, EmitError> {
    use midend::ir::{FloatKind, IntKind};
    let signed = types.is_signed(ty);
    let (c_name, word, bytes, float) = match types.kind(ty) {
        // `_Bool` lanes are bytes holding 0 or 1 (`lower` refuses conversions to them, which
        // must test `!= 0`: the loop vectorizer writes those as selects).
        TypeKind::Int(IntKind::Bool) => ("unsigned char", "uchar", 1, false),
        TypeKind::Float(FloatKind::LongDouble) => {
            return Err(EmitError::new(format!("vectors of {} are not supported", types.display(ty))))
        }
        TypeKind::Int(kind) => (kind.c_name(), kind.ir_name(), kind.bits() / 8, false),
        TypeKind::Float(kind) => (kind.c_name(), kind.ir_name(), kind.size() as u32, true),
        _ => return Err(EmitError::new(format!("a vector of {}", types.display(ty)))),
    };
    Ok(Elem { c_name, word, bytes, float, signed })
}

/// The shape of a vector or mask type on `target` (see `mask_elem`); `None` for other types.
pub fn shape_of(types: &Types, ty: TypeId, target: TargetKind) -> Result<Option<Shape>, EmitError> {
    Ok(match types.kind(ty) {
        TypeKind::Vector(elem, lanes) => Some(Shape { elem: elem_of(types, *elem)?, lanes: *lanes, is_mask: false }),
        TypeKind::Mask(lanes) => Some(Shape { elem: mask_elem(target, *lanes), lanes: *lanes, is_mask: true }),
        _ => None,
    })
}

/// What the emitted vector code needs before the function, collected while it is written.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Prelude {
    /// `#include` lines.
    pub includes: Vec<String>,
    /// Typedef name to its line.
    pub typedefs: BTreeMap<String, String>,
    /// Macro definitions, dependencies first.
    pub macros: Vec<(String, String)>,
    /// Whether the function calls target intrinsics (and so needs the target attribute).
    pub uses_intrinsics: bool,
}

impl Prelude {
    pub fn is_empty(&self) -> bool {
        self.includes.is_empty() && self.typedefs.is_empty() && self.macros.is_empty()
    }

    /// Adds everything `other` needs that this one lacks.
    pub fn merge(&mut self, other: &Prelude) {
        for inc in &other.includes {
            self.include(inc);
        }
        for (name, line) in &other.typedefs {
            self.typedefs.entry(name.clone()).or_insert_with(|| line.clone());
        }
        for (name, text) in &other.macros {
            if !self.macros.iter().any(|(n, _)| n == name) {
                self.macros.push((name.clone(), text.clone()));
            }
        }
        self.uses_intrinsics |= other.uses_intrinsics;
    }

    fn include(&mut self, line: &str) {
        if !self.includes.iter().any(|l| l == line) {
            self.includes.push(line.to_string());
        }
    }

    /// The prelude as C text: includes, typedefs, macros; empty when nothing is needed.
    pub fn text(&self) -> String {
        if self.is_empty() {
            return String::new();
        }
        let mut out = String::from("/* vcc: vector types and helpers */\n");
        for line in &self.includes {
            out.push_str(line);
            out.push('\n');
        }
        for line in self.typedefs.values() {
            out.push_str(line);
            out.push('\n');
        }
        for (_, text) in &self.macros {
            out.push_str(text);
            out.push('\n');
        }
        out.push('\n');
        out
    }
}

/// What vector code is written for: a target, and whether with its intrinsic tables (avx2.rs,
/// sse.rs, avx512.rs, neon.rs) or, with `intrinsics` false (`vcc --no-intrinsics`, to compare
/// the two), every operation in generic vector extensions, the plans and the target attribute
/// being the same.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Isa {
    pub target: TargetKind,
    pub intrinsics: bool,
    /// The core (`Tune`): a few lowerings differ by core, never the instructions allowed.
    pub tune: Tune,
}

impl From<TargetKind> for Isa {
    fn from(target: TargetKind) -> Isa {
        Isa { target, intrinsics: true, tune: Tune::Generic }
    }
}

/// The vector lowering of one function for one target.
pub struct Lowerer {
    pub target: TargetKind,
    /// Whether the target's intrinsic tables are used (`Isa::intrinsics`).
    intrinsics: bool,
    /// The core the code is for (`Isa::tune`).
    pub tune: Tune,
    prelude: RefCell<Prelude>,
}

impl Lowerer {
    pub fn new(isa: impl Into<Isa>) -> Lowerer {
        let Isa { target, intrinsics, tune } = isa.into();
        Lowerer { target, intrinsics, tune, prelude: RefCell::new(Prelude::default()) }
    }

    pub fn prelude(&self) -> Prelude {
        self.prelude.borrow().clone()
    }

    /// The `__attribute__((target(...)))` the function needs, if it uses intrinsics or vector
    /// types: generic vectors too are compiled for the target's instruction set only with it
    /// (without it, `cc -O2` splits a 32-byte vector into two SSE2 ones). On a target whose
    /// attribute enables FMA (`Target::no_contract`) it is preceded by `vcc_no_contract`, gcc's
    /// `optimize("fp-contract=off")`, recorded in the prelude; the body then opens with
    /// `body_opening()`.
    pub fn target_attribute(&self) -> Option<String> {
        let target = Target::get(self.target);
        let mut prelude = self.prelude.borrow_mut();
        let needs_target = prelude.uses_intrinsics || !prelude.typedefs.is_empty();
        if !needs_target || target.gcc_target_attr.is_empty() {
            return None;
        }
        let attr = format!("__attribute__((target(\"{}\")))", target.gcc_target_attr);
        if !target.no_contract {
            return Some(attr);
        }
        if !prelude.macros.iter().any(|(n, _)| n == NO_CONTRACT.0) {
            prelude.macros.push((NO_CONTRACT.0.to_string(), NO_CONTRACT.1.to_string()));
        }
        Some(format!("vcc_no_contract {}", attr))
    }

    /// The line that opens the body of a function carrying `target_attribute()`, if the target
    /// needs one: clang's half of turning contraction off (see `NO_CONTRACT`).
    pub fn body_opening(&self) -> Option<&'static str> {
        Target::get(self.target).no_contract.then_some("vcc_no_contract_body")
    }

    /// The generic typedef name of `shape`, recording its typedef.
    pub fn generic_type(&self, shape: Shape) -> String {
        let name = shape.generic_name();
        self.prelude.borrow_mut().typedefs.entry(name.clone()).or_insert_with(|| shape.generic_typedef());
        name
    }

    /// The C type values of `shape` are held in on this target.
    pub fn value_type(&self, shape: Shape) -> String {
        if let Some(name) = self.register_type(shape) {
            self.use_intrinsics();
            return name.to_string();
        }
        self.generic_type(shape)
    }

    /// The intrinsic type that holds vectors of `shape` on this target, if it has one.
    fn register_type(&self, shape: Shape) -> Option<&'static str> {
        if self.has_registers() {
            avx2::register_type(self.target, shape)
        } else if self.has_neon_registers() {
            neon::register_type(shape)
        } else {
            None
        }
    }

    /// The C type of a vector-like IR type (for declarations).
    pub fn c_type(&self, types: &Types, ty: TypeId) -> Result<String, EmitError> {
        let shape = shape_of(types, ty, self.target)?.ok_or_else(|| EmitError::new("not a vector type"))?;
        Ok(self.value_type(shape))
    }

    /// Records that a `vcc_*` macro (and the macros it uses) is needed.
    pub fn need_macro(&self, name: &str) -> Result<(), EmitError> {
        let (deps, text) =
            generic::macro_def(name).ok_or_else(|| EmitError::new(format!("no helper macro {}", name)))?;
        for dep in deps {
            self.need_macro(dep)?;
        }
        let mut prelude = self.prelude.borrow_mut();
        if !prelude.macros.iter().any(|(n, _)| n == name) {
            prelude.macros.push((name.to_string(), text.to_string()));
        }
        Ok(())
    }

    /// Records a target helper macro (its text is in the target's table file).
    pub fn need_avx2_macro(&self, name: &str, text: &str) {
        let mut prelude = self.prelude.borrow_mut();
        if !prelude.macros.iter().any(|(n, _)| n == name) {
            prelude.macros.push((name.to_string(), text.to_string()));
        }
    }

    /// What to write before a call from a function holding vectors to code that takes and
    /// returns only scalars, if this target needs something there. On AVX targets that is
    /// `_mm256_zeroupper()`: code compiled without AVX (the caller's other functions, built
    /// with plain `cc -O2`) runs slower while the upper halves of the ymm registers are dirty,
    /// and gcc leaves them dirty before a call to a function of the same file whose body it
    /// knows (measured: step2_i32's SSE kernel, called from a `main` vcc vectorized, 0.17 s ->
    /// 0.25 s); before calls to functions defined elsewhere it clears them itself, so the
    /// emitter asks for this only at calls to functions of the file. Every vector register is
    /// call-clobbered in the x86-64 ABI, so clearing the upper halves before a real call costs
    /// no spill the call did not already need.
    pub fn call_barrier(&self) -> Option<&'static str> {
        self.has_avx2_registers().then(|| {
            self.use_intrinsics();
            avx2::CALL_BARRIER
        })
    }

    pub fn use_intrinsics(&self) {
        let mut prelude = self.prelude.borrow_mut();
        prelude.uses_intrinsics = true;
        prelude.include(&format!("#include <{}>", Target::get(self.target).intrinsics_header));
    }

    /// The generic type to hold a loop-carried vector of `shape` in, and its register type, if
    /// it is integer lanes narrower than 64 bits held in `__m128i`/`__m256i`/`__m512i` (whose
    /// lanes are `long long`): gcc 12 copies such a loop-carried register every iteration when
    /// the operations on it are in another lane type (`paddd` then `movdqa` for an
    /// `_mm_add_epi32` accumulator; bench sum_i32 on sse4.2 0.84x, avx512 0.63x of the
    /// generic vectors' time), and not when it is held in its lanes' type.
    pub fn lane_typed(&self, shape: Shape) -> Option<(String, &'static str)> {
        let register = self.register_type(shape)?;
        let ints = matches!(register, "__m128i" | "__m256i" | "__m512i");
        (ints && !shape.is_mask && !shape.elem.float && shape.elem.bytes < 8)
            .then(|| (self.generic_type(shape), register))
    }

    /// Whether `shape` is held in an intrinsic type on this target (then generic operators
    /// need a view: a cast to the generic typedef and back).
    pub fn is_register(&self, shape: Shape) -> bool {
        self.register_type(shape).is_some()
    }

    /// Whether the target holds vectors in intrinsic types and has a table (`avx2::tables`):
    /// SSE4.2 (`__m128`) and the targets that extend AVX2.
    pub(crate) fn has_registers(&self) -> bool {
        let target = Target::get(self.target);
        self.intrinsics && (target.extends(TargetKind::Avx2) || target.extends(TargetKind::Sse42))
    }

    /// Whether the target is NEON written with arm_neon.h's types and neon.rs's table.
    pub fn has_neon_registers(&self) -> bool {
        self.intrinsics && self.target == TargetKind::Neon
    }

    /// Whether the target is AVX2 or extends it (avx512): `__m256` registers and avx2.rs's table.
    fn has_avx2_registers(&self) -> bool {
        self.has_registers() && Target::get(self.target).extends(TargetKind::Avx2)
    }

    /// The k-mask conversions (to the vector form, from it) if `shape` is a mask held in a
    /// k-register on this target (avx512.rs's `KMASKS`).
    fn kmask(&self, shape: Shape) -> Option<(&'static str, &'static str)> {
        let zmm = self.has_registers() && Target::get(self.target).extends(TargetKind::Avx512);
        avx512::kmask(shape.lanes).filter(|_| zmm && shape.is_mask).map(|(_, _, to, from)| (*to, *from))
    }

    /// `e` (held as the target's type for `shape`) as the generic vector type: a k-mask
    /// through its vector form.
    pub fn to_generic(&self, shape: Shape, e: CExpr) -> CExpr {
        if let Some((to_vector, _)) = self.kmask(shape) {
            let vector = to_vector.replace("$0", &e.at(crate::expr::PREC_ASSIGN));
            return CExpr::prefix(&format!("({})", self.generic_type(shape)), &CExpr::primary(vector));
        }
        if self.is_register(shape) {
            CExpr::prefix(&format!("({})", self.generic_type(shape)), &e)
        } else {
            e
        }
    }

    /// `e` (a generic vector of `shape`) as the target's type for `shape`.
    pub fn from_generic(&self, shape: Shape, e: CExpr) -> CExpr {
        if let Some((_, from_vector)) = self.kmask(shape) {
            self.use_intrinsics();
            return CExpr::primary(from_vector.replace("$0", &e.at(crate::expr::PREC_UNARY)));
        }
        if self.is_register(shape) {
            CExpr::prefix(&format!("({})", self.value_type(shape)), &e)
        } else {
            e
        }
    }
}

/// The vector `v` converts from, and its shape, where `v` is a `Cast` of a vector: lowerings
/// that compute on narrow lanes before they are widened (`sse2::mul_of_narrow`,
/// `neon::mul_of_bytes`) look through the widening with it.
pub(super) fn cast_source(ctx: &generic::Ctx, v: Value) -> Result<Option<(Value, Shape)>, EmitError> {
    let func = ctx.em.func;
    let Some(InstData::Cast { arg }) = func.dfg.defining_inst(v).map(|def| func.inst(def)) else { return Ok(None) };
    Ok(shape_of(ctx.em.types, ctx.ty(*arg), ctx.low.target)?.map(|shape| (*arg, shape)))
}

/// Statements that read `values` and do nothing (`(void)t3; `): a lowering that looks through a
/// widening (`cast_source`) leaves the widened values unread, but the emitter's liveness still
/// counts them as the instruction's operands and writes them; read so, they raise no
/// unused-variable warning, and gcc drops them.
pub(super) fn read_unused(ctx: &generic::Ctx, values: &[Value]) -> Result<String, EmitError> {
    let mut text = String::new();
    for &v in values {
        text.push_str(&format!("(void){}; ", ctx.val(v)?.at(crate::expr::PREC_UNARY)));
    }
    Ok(text)
}

/// `text` as one macro argument: parenthesized when it has a comma outside parentheses (a
/// compound literal's braces do not group for the preprocessor).
pub fn macro_arg(text: String) -> String {
    let mut depth = 0i32;
    let mut top_level_comma = false;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => top_level_comma = true,
            _ => {}
        }
    }
    if top_level_comma {
        format!("({})", text)
    } else {
        text
    }
}

/// Whether `inst` is written by this module: a vector-only instruction, or a scalar opcode on
/// vector or mask types.
pub fn is_vector_inst(em: &FuncEmitter, inst: Inst) -> bool {
    let func = em.func;
    let vector_like = |v: Value| matches!(em.types.kind(func.value_type(v)), TypeKind::Vector(..) | TypeKind::Mask(_));
    match func.inst(inst) {
        InstData::Splat { .. }
        | InstData::ExtractLane { .. }
        | InstData::InsertLane { .. }
        | InstData::Shuffle { .. }
        | InstData::VectorLoad { .. }
        | InstData::VectorStore { .. }
        | InstData::Gather { .. }
        | InstData::Scatter { .. }
        | InstData::Reduce { .. } => true,
        // A `load`/`store` of a whole vector through a pointer to its element type.
        InstData::Load { addr, .. } | InstData::Store { addr, .. } => {
            let element_pointer = em.types.pointee(func.value_type(*addr)).is_some_and(|p| em.types.is_scalar(p));
            let value = match func.inst(inst) {
                InstData::Store { value, .. } => Some(*value),
                _ => func.dfg.result(inst),
            };
            element_pointer && value.is_some_and(vector_like)
        }
        InstData::Const(_)
        | InstData::Unary { .. }
        | InstData::Binary { .. }
        | InstData::Cast { .. }
        | InstData::Select { .. } => {
            func.dfg.result(inst).is_some_and(vector_like) || func.inst(inst).operands().into_iter().any(vector_like)
        }
        // A math function on every lane; a call to a vector variant (a function that itself
        // returns a vector) is an ordinary call.
        InstData::Call { callee, .. } => {
            let variant = match callee {
                midend::ir::Callee::Direct(f) => em
                    .types
                    .func_type(em.module.funcs[*f].ty)
                    .is_some_and(|ft| matches!(em.types.kind(ft.ret), TypeKind::Vector(..) | TypeKind::Mask(_))),
                midend::ir::Callee::Indirect(_) => false,
            };
            !variant && func.dfg.result(inst).is_some_and(vector_like)
        }
        _ => false,
    }
}

/// The expression a vector instruction computes, or the statement text of a store.
pub fn lower(em: &FuncEmitter, inst: Inst) -> Result<CExpr, EmitError> {
    let ctx = generic::Ctx { em, low: &em.vec };
    if let (InstData::Cast { .. }, Some(res)) = (em.func.inst(inst), em.func.dfg.result(inst)) {
        let ty = em.func.value_type(res);
        let to_bool = matches!(em.types.kind(ty), TypeKind::Vector(..))
            && em.types.int_kind(em.types.scalar_of(ty)) == Some(midend::ir::IntKind::Bool);
        if to_bool {
            return Err(EmitError::new(
                "a conversion to a vector of _Bool (its lanes are bytes: the conversion would truncate)",
            ));
        }
    }
    if em.vec.has_registers() {
        if let Some(e) = avx2::lower(&ctx, inst)? {
            return Ok(e);
        }
    }
    if em.vec.has_neon_registers() {
        if let Some(access) = em.struct_access.get(&inst) {
            return neon::structure_access(&ctx, inst, access);
        }
        if let Some(e) = neon::lower(&ctx, inst)? {
            return Ok(e);
        }
    }
    generic::lower(&ctx, inst)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn macro_arguments_with_braced_commas_are_parenthesized() {
        assert_eq!(macro_arg("(vcc_v4_int){0, 1, 2, 3}".into()), "((vcc_v4_int){0, 1, 2, 3})");
        assert_eq!(macro_arg("_mm256_setr_epi32(0, 1)".into()), "_mm256_setr_epi32(0, 1)");
        assert_eq!(macro_arg("x".into()), "x");
    }

    #[test]
    fn prelude_merges_without_repeats_and_keeps_dependencies_first() {
        let low = Lowerer::new(TargetKind::Generic);
        let float = Elem { c_name: "float", word: "float", bytes: 4, float: true, signed: true };
        let shape = Shape { elem: float, lanes: 8, is_mask: false };
        assert_eq!(low.value_type(shape), "vcc_v8_float");
        low.need_macro("vcc_gather").unwrap();
        low.need_macro("vcc_load_masked").unwrap();
        let mut prelude = Prelude::default();
        prelude.merge(&low.prelude());
        prelude.merge(&low.prelude());
        let names: Vec<&str> = prelude.macros.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["vcc_lanes", "vcc_gather", "vcc_load_masked"]);
        let text = prelude.text();
        assert!(text.contains("typedef float vcc_v8_float __attribute__((vector_size(32)));\n"), "{}", text);
        assert!(!text.contains("immintrin"));
        assert_eq!(low.target_attribute(), None);
    }

    #[test]
    fn avx2_registers_and_the_target_attribute() {
        let low = Lowerer::new(TargetKind::Avx2);
        let double = Elem { c_name: "double", word: "double", bytes: 8, float: true, signed: true };
        assert_eq!(low.value_type(Shape { elem: double, lanes: 4, is_mask: false }), "__m256d");
        assert_eq!(low.value_type(Shape { elem: MASK_ELEM, lanes: 4, is_mask: true }), "__m128i");
        // 64-byte vectors have no AVX2 register: the generic typedef holds them.
        assert_eq!(low.value_type(Shape { elem: double, lanes: 8, is_mask: false }), "vcc_v8_double");
        assert_eq!(low.target_attribute().as_deref(), Some("__attribute__((target(\"avx2\")))"));
        assert!(low.prelude().includes.contains(&"#include <immintrin.h>".to_string()));
    }

    #[test]
    fn generic_vectors_of_an_isa_carry_its_target_attribute() {
        let low = Lowerer::new(TargetKind::Sse42);
        assert_eq!(low.target_attribute(), None);
        assert_eq!(low.value_type(Shape { elem: MASK_ELEM, lanes: 16, is_mask: false }), "vcc_v16_int");
        assert_eq!(low.target_attribute().as_deref(), Some("__attribute__((target(\"sse4.2\")))"));
        assert_eq!(low.body_opening(), None);
    }

    #[test]
    fn avx512_uses_avx2_registers_and_turns_contraction_off() {
        let low = Lowerer::new(TargetKind::Avx512);
        let float = Elem { c_name: "float", word: "float", bytes: 4, float: true, signed: true };
        assert_eq!(low.value_type(Shape { elem: float, lanes: 8, is_mask: false }), "__m256");
        assert_eq!(
            low.target_attribute().as_deref(),
            Some("vcc_no_contract __attribute__((target(\"avx2,avx512f,avx512vl,avx512bw,avx512dq\")))")
        );
        assert_eq!(low.body_opening(), Some("vcc_no_contract_body"));
        let text = low.prelude().text();
        assert!(
            text.contains("optimize(\"fp-contract=off\", \"no-tree-slp-vectorize\")")
                && text.contains("_Pragma(\"clang fp contract(off)\")"),
            "{}",
            text
        );
    }
}
