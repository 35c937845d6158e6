//! AVX2: 256-bit and 128-bit vectors held in `__m256`/`__m256d`/`__m256i` (`__m128*`), and a
//! table from (operation, element, vector bits) to the `immintrin.h` expression that computes
//! it; the driver (`lower`) also reads sse.rs's table for `--target=sse4.2`. An operation the
//! table lacks (a multiply of 8-bit lanes, a 64-bit min, a shuffle other
//! than a reversal) is written by the generic lowering through casts to the generic vector
//! types, which GCC and Clang treat as reinterpretations of the same register.
//!
//! Masks are 32-bit lanes of all ones (`__m256i` for 8 lanes, `__m128i` for 4); operations on
//! 64-bit lanes widen them with `_mm256_cvtepi32_epi64`. Masked loads and stores use
//! `vmaskmov` and masked gathers, which never touch an inactive lane's memory. Floating-point
//! `min`/`max` are `vminps`/`vmaxps` with the IR's operand order: `_mm256_min_ps(a, b)` is
//! exactly `a < b ? a : b` (it returns `b` when either is NaN), as the IR's `Min` means.
//! Comparisons use the ordered predicates (`_CMP_LT_OQ`), and `ne` the unordered one, as C's
//! operators behave on NaN.

use super::generic::Ctx;
use super::{shape_of, sse, Shape};
use crate::expr::{CExpr, PREC_ASSIGN, PREC_UNARY};
use crate::literal::float_literal;
use crate::EmitError;
use midend::ir::{BinaryOp, Callee, Const, Function, Inst, InstData, TypeKind, Types, UnaryOp, Value};
use midend::target::products::{Factor, ProductForm};
use midend::target::{Target, TargetKind};
use std::sync::OnceLock;

/// The intrinsic type a vector of `shape` is held in on `target`, if it has one: 256- and
/// 128-bit registers, and 512-bit ones on targets that extend avx512.
pub fn register_type(target: TargetKind, shape: Shape) -> Option<&'static str> {
    let zmm = Target::get(target).extends(TargetKind::Avx512);
    let ymm = Target::get(target).extends(TargetKind::Avx2);
    if !ymm && !Target::get(target).extends(TargetKind::Sse42) {
        return None;
    }
    if let (true, true, Some((_, kmask, ..))) = (zmm, shape.is_mask, super::avx512::kmask(shape.lanes)) {
        return Some(kmask);
    }
    match (shape.bytes(), shape.elem.float, shape.elem.bytes) {
        (64, true, 4) if zmm => Some("__m512"),
        (64, true, 8) if zmm => Some("__m512d"),
        (64, false, _) if zmm => Some("__m512i"),
        (32, true, 4) if ymm => Some("__m256"),
        (32, true, 8) if ymm => Some("__m256d"),
        (32, false, _) if ymm => Some("__m256i"),
        (16, true, 4) => Some("__m128"),
        (16, true, 8) => Some("__m128d"),
        (16, false, _) => Some("__m128i"),
        _ => None,
    }
}

/// Written before a call to scalar code (see `Lowerer::call_barrier`).
pub const CALL_BARRIER: &str = "_mm256_zeroupper()";

/// One table entry: operation, the element keys it applies to (space-separated: `f32`, `u16`,
/// `mask`), vector bits, and the expression: `$0`.. are operands, `$p` the pointer, `$m` the
/// mask, `$i` the indices.
pub type Entry = (&'static str, &'static str, u32, &'static str);

const INTS: &str = "i8 u8 i16 u16 i32 u32 i64 u64 mask mask16 mask8";

#[rustfmt::skip]
pub(super) const TABLE: &[Entry] = &[
    // Lane-wise arithmetic.
    ("add", "f32", 256, "_mm256_add_ps($0, $1)"), ("add", "f64", 256, "_mm256_add_pd($0, $1)"),
    ("add", "i8 u8", 256, "_mm256_add_epi8($0, $1)"), ("add", "i16 u16", 256, "_mm256_add_epi16($0, $1)"),
    ("add", "i32 u32", 256, "_mm256_add_epi32($0, $1)"), ("add", "i64 u64", 256, "_mm256_add_epi64($0, $1)"),
    ("add", "f32", 128, "_mm_add_ps($0, $1)"), ("add", "f64", 128, "_mm_add_pd($0, $1)"),
    ("add", "i8 u8", 128, "_mm_add_epi8($0, $1)"), ("add", "i16 u16", 128, "_mm_add_epi16($0, $1)"),
    ("add", "i32 u32", 128, "_mm_add_epi32($0, $1)"), ("add", "i64 u64", 128, "_mm_add_epi64($0, $1)"),
    ("sub", "f32", 256, "_mm256_sub_ps($0, $1)"), ("sub", "f64", 256, "_mm256_sub_pd($0, $1)"),
    ("sub", "i8 u8", 256, "_mm256_sub_epi8($0, $1)"), ("sub", "i16 u16", 256, "_mm256_sub_epi16($0, $1)"),
    ("sub", "i32 u32", 256, "_mm256_sub_epi32($0, $1)"), ("sub", "i64 u64", 256, "_mm256_sub_epi64($0, $1)"),
    ("sub", "f32", 128, "_mm_sub_ps($0, $1)"), ("sub", "f64", 128, "_mm_sub_pd($0, $1)"),
    ("sub", "i8 u8", 128, "_mm_sub_epi8($0, $1)"), ("sub", "i16 u16", 128, "_mm_sub_epi16($0, $1)"),
    ("sub", "i32 u32", 128, "_mm_sub_epi32($0, $1)"), ("sub", "i64 u64", 128, "_mm_sub_epi64($0, $1)"),
    ("mul", "f32", 256, "_mm256_mul_ps($0, $1)"), ("mul", "f64", 256, "_mm256_mul_pd($0, $1)"),
    ("mul", "i16 u16", 256, "_mm256_mullo_epi16($0, $1)"), ("mul", "i32 u32", 256, "_mm256_mullo_epi32($0, $1)"),
    ("mul", "f32", 128, "_mm_mul_ps($0, $1)"), ("mul", "f64", 128, "_mm_mul_pd($0, $1)"),
    ("mul", "i16 u16", 128, "_mm_mullo_epi16($0, $1)"), ("mul", "i32 u32", 128, "_mm_mullo_epi32($0, $1)"),
    ("madd", "i16", 256, "_mm256_madd_epi16($0, $1)"), ("madd", "i16", 128, "_mm_madd_epi16($0, $1)"),
    ("addsub", "f32", 256, "_mm256_addsub_ps($0, $1)"), ("addsub", "f64", 256, "_mm256_addsub_pd($0, $1)"),
    ("addsub", "f32", 128, "_mm_addsub_ps($0, $1)"), ("addsub", "f64", 128, "_mm_addsub_pd($0, $1)"),
    ("avg", "u8", 256, "_mm256_avg_epu8($0, $1)"), ("avg", "u16", 256, "_mm256_avg_epu16($0, $1)"),
    ("avg", "u8", 128, "_mm_avg_epu8($0, $1)"), ("avg", "u16", 128, "_mm_avg_epu16($0, $1)"),
    ("mulhi", "i16", 256, "_mm256_mulhi_epi16($0, $1)"), ("mulhi", "u16", 256, "_mm256_mulhi_epu16($0, $1)"),
    ("mulhi", "i16", 128, "_mm_mulhi_epi16($0, $1)"), ("mulhi", "u16", 128, "_mm_mulhi_epu16($0, $1)"),
    ("addsat", "u8", 256, "_mm256_adds_epu8($0, $1)"), ("addsat", "u16", 256, "_mm256_adds_epu16($0, $1)"),
    ("addsat", "i8", 256, "_mm256_adds_epi8($0, $1)"), ("addsat", "i16", 256, "_mm256_adds_epi16($0, $1)"),
    ("addsat", "u8", 128, "_mm_adds_epu8($0, $1)"), ("addsat", "u16", 128, "_mm_adds_epu16($0, $1)"),
    ("addsat", "i8", 128, "_mm_adds_epi8($0, $1)"), ("addsat", "i16", 128, "_mm_adds_epi16($0, $1)"),
    ("subsat", "u8", 256, "_mm256_subs_epu8($0, $1)"), ("subsat", "u16", 256, "_mm256_subs_epu16($0, $1)"),
    ("subsat", "i8", 256, "_mm256_subs_epi8($0, $1)"), ("subsat", "i16", 256, "_mm256_subs_epi16($0, $1)"),
    ("subsat", "u8", 128, "_mm_subs_epu8($0, $1)"), ("subsat", "u16", 128, "_mm_subs_epu16($0, $1)"),
    ("subsat", "i8", 128, "_mm_subs_epi8($0, $1)"), ("subsat", "i16", 128, "_mm_subs_epi16($0, $1)"),
    ("div", "f32", 256, "_mm256_div_ps($0, $1)"), ("div", "f64", 256, "_mm256_div_pd($0, $1)"),
    ("div", "f32", 128, "_mm_div_ps($0, $1)"), ("div", "f64", 128, "_mm_div_pd($0, $1)"),
    // Signed 32-bit division by a variable: the quotient of the operands converted to double,
    // truncated (exact: see sse.rs `vcc_sse_div_epi32`).
    ("div", "i32", 256, "vcc_avx2_div_epi32($0, $1)"),
    ("div", "i32", 128, "_mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd($0), _mm256_cvtepi32_pd($1)))"),
    // The remainder: a - (a / b) * b with that exact quotient.
    ("rem", "i32", 256, "vcc_avx2_rem_epi32($0, $1)"),
    ("rem", "i32", 128, "vcc_avx2_rem128_epi32($0, $1)"),
    // Unsigned (sse.rs `vcc_sse_div_epu32`), four double lanes at a time.
    ("div", "u32", 256, "vcc_avx2_div_epu32($0, $1)"),
    ("div", "u32", 128, "vcc_avx2_div128_epu32($0, $1)"),
    ("rem", "u32", 256, "vcc_avx2_rem_epu32($0, $1)"),
    ("rem", "u32", 128, "vcc_avx2_rem128_epu32($0, $1)"),
    ("and", INTS, 256, "_mm256_and_si256($0, $1)"), ("or", INTS, 256, "_mm256_or_si256($0, $1)"),
    ("xor", INTS, 256, "_mm256_xor_si256($0, $1)"), ("bitnot", INTS, 256, "_mm256_xor_si256($0, _mm256_set1_epi32(-1))"),
    ("and", INTS, 128, "_mm_and_si128($0, $1)"), ("or", INTS, 128, "_mm_or_si128($0, $1)"),
    ("xor", INTS, 128, "_mm_xor_si128($0, $1)"), ("bitnot", INTS, 128, "_mm_xor_si128($0, _mm_set1_epi32(-1))"),
    ("neg", "f32", 256, "_mm256_xor_ps($0, _mm256_set1_ps(-0.0f))"), ("neg", "f64", 256, "_mm256_xor_pd($0, _mm256_set1_pd(-0.0))"),
    ("neg", "i32 u32", 256, "_mm256_sub_epi32(_mm256_setzero_si256(), $0)"), ("neg", "i64 u64", 256, "_mm256_sub_epi64(_mm256_setzero_si256(), $0)"),
    ("neg", "f32", 128, "_mm_xor_ps($0, _mm_set1_ps(-0.0f))"), ("neg", "f64", 128, "_mm_xor_pd($0, _mm_set1_pd(-0.0))"),
    ("neg", "i32 u32", 128, "_mm_sub_epi32(_mm_setzero_si128(), $0)"),
    // `x < 0 ? -x : x` wrapping at the most negative value, as `pabs` does (no 64-bit form).
    ("abs", "i8", 256, "_mm256_abs_epi8($0)"), ("abs", "i16", 256, "_mm256_abs_epi16($0)"),
    ("abs", "i32", 256, "_mm256_abs_epi32($0)"),
    ("abs", "i8", 128, "_mm_abs_epi8($0)"), ("abs", "i16", 128, "_mm_abs_epi16($0)"),
    ("abs", "i32", 128, "_mm_abs_epi32($0)"),
    ("shl", "i32 u32", 256, "_mm256_sllv_epi32($0, $1)"), ("shl", "i64 u64", 256, "_mm256_sllv_epi64($0, $1)"),
    ("shr", "i32", 256, "_mm256_srav_epi32($0, $1)"), ("shr", "u32", 256, "_mm256_srlv_epi32($0, $1)"),
    ("shr", "u64", 256, "_mm256_srlv_epi64($0, $1)"),
    ("shl", "i32 u32", 128, "_mm_sllv_epi32($0, $1)"), ("shr", "i32", 128, "_mm_srav_epi32($0, $1)"),
    ("shr", "u32", 128, "_mm_srlv_epi32($0, $1)"),
    // `a < b ? a : b` and `a > b ? a : b`, NaN included (see the module comment).
    ("min", "f32", 256, "_mm256_min_ps($0, $1)"), ("max", "f32", 256, "_mm256_max_ps($0, $1)"),
    ("min", "f64", 256, "_mm256_min_pd($0, $1)"), ("max", "f64", 256, "_mm256_max_pd($0, $1)"),
    ("min", "f32", 128, "_mm_min_ps($0, $1)"), ("max", "f32", 128, "_mm_max_ps($0, $1)"),
    ("min", "f64", 128, "_mm_min_pd($0, $1)"), ("max", "f64", 128, "_mm_max_pd($0, $1)"),
    ("min", "i8", 256, "_mm256_min_epi8($0, $1)"), ("max", "i8", 256, "_mm256_max_epi8($0, $1)"),
    ("min", "u8", 256, "_mm256_min_epu8($0, $1)"), ("max", "u8", 256, "_mm256_max_epu8($0, $1)"),
    ("min", "i16", 256, "_mm256_min_epi16($0, $1)"), ("max", "i16", 256, "_mm256_max_epi16($0, $1)"),
    ("min", "u16", 256, "_mm256_min_epu16($0, $1)"), ("max", "u16", 256, "_mm256_max_epu16($0, $1)"),
    ("min", "i32", 256, "_mm256_min_epi32($0, $1)"), ("max", "i32", 256, "_mm256_max_epi32($0, $1)"),
    ("min", "u32", 256, "_mm256_min_epu32($0, $1)"), ("max", "u32", 256, "_mm256_max_epu32($0, $1)"),
    ("min", "i8", 128, "_mm_min_epi8($0, $1)"), ("max", "i8", 128, "_mm_max_epi8($0, $1)"),
    ("min", "u8", 128, "_mm_min_epu8($0, $1)"), ("max", "u8", 128, "_mm_max_epu8($0, $1)"),
    ("min", "i16", 128, "_mm_min_epi16($0, $1)"), ("max", "i16", 128, "_mm_max_epi16($0, $1)"),
    ("min", "u16", 128, "_mm_min_epu16($0, $1)"), ("max", "u16", 128, "_mm_max_epu16($0, $1)"),
    ("min", "i32", 128, "_mm_min_epi32($0, $1)"), ("max", "i32", 128, "_mm_max_epi32($0, $1)"),
    ("min", "u32", 128, "_mm_min_epu32($0, $1)"), ("max", "u32", 128, "_mm_max_epu32($0, $1)"),
    // Comparisons give masks: 32-bit lanes of all ones.
    ("eq", "f32", 256, "_mm256_castps_si256(_mm256_cmp_ps($0, $1, _CMP_EQ_OQ))"),
    ("ne", "f32", 256, "_mm256_castps_si256(_mm256_cmp_ps($0, $1, _CMP_NEQ_UQ))"),
    ("lt", "f32", 256, "_mm256_castps_si256(_mm256_cmp_ps($0, $1, _CMP_LT_OQ))"),
    ("le", "f32", 256, "_mm256_castps_si256(_mm256_cmp_ps($0, $1, _CMP_LE_OQ))"),
    ("gt", "f32", 256, "_mm256_castps_si256(_mm256_cmp_ps($0, $1, _CMP_GT_OQ))"),
    ("ge", "f32", 256, "_mm256_castps_si256(_mm256_cmp_ps($0, $1, _CMP_GE_OQ))"),
    ("eq", "f32", 128, "_mm_castps_si128(_mm_cmp_ps($0, $1, _CMP_EQ_OQ))"),
    ("ne", "f32", 128, "_mm_castps_si128(_mm_cmp_ps($0, $1, _CMP_NEQ_UQ))"),
    ("lt", "f32", 128, "_mm_castps_si128(_mm_cmp_ps($0, $1, _CMP_LT_OQ))"),
    ("le", "f32", 128, "_mm_castps_si128(_mm_cmp_ps($0, $1, _CMP_LE_OQ))"),
    ("gt", "f32", 128, "_mm_castps_si128(_mm_cmp_ps($0, $1, _CMP_GT_OQ))"),
    ("ge", "f32", 128, "_mm_castps_si128(_mm_cmp_ps($0, $1, _CMP_GE_OQ))"),
    ("eq", "i32 u32", 256, "_mm256_cmpeq_epi32($0, $1)"), ("eq", "i32 u32", 128, "_mm_cmpeq_epi32($0, $1)"),
    ("gt", "i32", 256, "_mm256_cmpgt_epi32($0, $1)"), ("lt", "i32", 256, "_mm256_cmpgt_epi32($1, $0)"),
    ("gt", "i32", 128, "_mm_cmpgt_epi32($0, $1)"), ("lt", "i32", 128, "_mm_cmpgt_epi32($1, $0)"),
    ("eq", "mask", 256, "_mm256_cmpeq_epi32($0, $1)"), ("eq", "mask", 128, "_mm_cmpeq_epi32($0, $1)"),
    ("ne", "i32 u32 mask", 256, "_mm256_xor_si256(_mm256_cmpeq_epi32($0, $1), _mm256_set1_epi32(-1))"),
    ("le", "i32", 256, "_mm256_xor_si256(_mm256_cmpgt_epi32($0, $1), _mm256_set1_epi32(-1))"),
    ("ge", "i32", 256, "_mm256_xor_si256(_mm256_cmpgt_epi32($1, $0), _mm256_set1_epi32(-1))"),
    ("ne", "i32 u32 mask", 128, "_mm_xor_si128(_mm_cmpeq_epi32($0, $1), _mm_set1_epi32(-1))"),
    ("le", "i32", 128, "_mm_xor_si128(_mm_cmpgt_epi32($0, $1), _mm_set1_epi32(-1))"),
    ("ge", "i32", 128, "_mm_xor_si128(_mm_cmpgt_epi32($1, $0), _mm_set1_epi32(-1))"),
    // Unsigned order is signed order with the sign bits flipped.
    ("gt", "u32", 256, "_mm256_cmpgt_epi32(vcc_avx2_flip_epi32($0), vcc_avx2_flip_epi32($1))"),
    ("lt", "u32", 256, "_mm256_cmpgt_epi32(vcc_avx2_flip_epi32($1), vcc_avx2_flip_epi32($0))"),
    // 4 x 64-bit comparisons, narrowed to the 4 x 32-bit mask.
    ("eq", "f64", 256, "vcc_avx2_narrow_pd(_mm256_cmp_pd($0, $1, _CMP_EQ_OQ))"),
    ("ne", "f64", 256, "vcc_avx2_narrow_pd(_mm256_cmp_pd($0, $1, _CMP_NEQ_UQ))"),
    ("lt", "f64", 256, "vcc_avx2_narrow_pd(_mm256_cmp_pd($0, $1, _CMP_LT_OQ))"),
    ("le", "f64", 256, "vcc_avx2_narrow_pd(_mm256_cmp_pd($0, $1, _CMP_LE_OQ))"),
    ("gt", "f64", 256, "vcc_avx2_narrow_pd(_mm256_cmp_pd($0, $1, _CMP_GT_OQ))"),
    ("ge", "f64", 256, "vcc_avx2_narrow_pd(_mm256_cmp_pd($0, $1, _CMP_GE_OQ))"),
    ("eq", "i64 u64", 256, "vcc_avx2_narrow_epi64(_mm256_cmpeq_epi64($0, $1))"),
    ("gt", "i64", 256, "vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64($0, $1))"),
    ("lt", "i64", 256, "vcc_avx2_narrow_epi64(_mm256_cmpgt_epi64($1, $0))"),
    // Selects: `$0` is the mask, `$1` the value where it is set, `$2` elsewhere.
    ("select", "f32", 256, "_mm256_blendv_ps($2, $1, _mm256_castsi256_ps($0))"),
    ("select", "f64", 256, "_mm256_blendv_pd($2, $1, _mm256_castsi256_pd(_mm256_cvtepi32_epi64($0)))"),
    ("select", "i32 u32 mask", 256, "_mm256_blendv_epi8($2, $1, $0)"),
    // 32 bytes and 16 shorts take masks of their own lane width (`mask_elem`).
    ("select", "i8 u8 i16 u16 mask8 mask16", 256, "_mm256_blendv_epi8($2, $1, $0)"),
    ("select", "i64 u64", 256, "_mm256_blendv_epi8($2, $1, _mm256_cvtepi32_epi64($0))"),
    ("select", "f32", 128, "_mm_blendv_ps($2, $1, _mm_castsi128_ps($0))"),
    ("select", "i32 u32 mask", 128, "_mm_blendv_epi8($2, $1, $0)"),
    // Memory.
    ("load", "f32", 256, "_mm256_loadu_ps($p)"), ("load", "f64", 256, "_mm256_loadu_pd($p)"),
    ("load", "i8 u8 i16 u16 i32 u32 i64 u64", 256, "_mm256_loadu_si256((const __m256i *)$p)"),
    ("load", "f32", 128, "_mm_loadu_ps($p)"), ("load", "f64", 128, "_mm_loadu_pd($p)"),
    ("load", "i8 u8 i16 u16 i32 u32 i64 u64", 128, "_mm_loadu_si128((const __m128i *)$p)"),
    ("loadaligned", "f32", 256, "_mm256_load_ps($p)"), ("loadaligned", "f64", 256, "_mm256_load_pd($p)"),
    ("loadaligned", "i8 u8 i16 u16 i32 u32 i64 u64", 256, "_mm256_load_si256((const __m256i *)$p)"),
    ("loadaligned", "f32", 128, "_mm_load_ps($p)"), ("loadaligned", "f64", 128, "_mm_load_pd($p)"),
    ("loadaligned", "i8 u8 i16 u16 i32 u32 i64 u64", 128, "_mm_load_si128((const __m128i *)$p)"),
    ("store", "f32", 256, "_mm256_storeu_ps($p, $0)"), ("store", "f64", 256, "_mm256_storeu_pd($p, $0)"),
    ("store", "i8 u8 i16 u16 i32 u32 i64 u64", 256, "_mm256_storeu_si256((__m256i *)$p, $0)"),
    ("store", "f32", 128, "_mm_storeu_ps($p, $0)"), ("store", "f64", 128, "_mm_storeu_pd($p, $0)"),
    ("store", "i8 u8 i16 u16 i32 u32 i64 u64", 128, "_mm_storeu_si128((__m128i *)$p, $0)"),
    ("storealigned", "f32", 256, "_mm256_store_ps($p, $0)"), ("storealigned", "f64", 256, "_mm256_store_pd($p, $0)"),
    ("storealigned", "i8 u8 i16 u16 i32 u32 i64 u64", 256, "_mm256_store_si256((__m256i *)$p, $0)"),
    ("storealigned", "f32", 128, "_mm_store_ps($p, $0)"), ("storealigned", "f64", 128, "_mm_store_pd($p, $0)"),
    ("storealigned", "i8 u8 i16 u16 i32 u32 i64 u64", 128, "_mm_store_si128((__m128i *)$p, $0)"),
    ("maskload", "f32", 256, "_mm256_maskload_ps($p, $m)"),
    ("maskload", "i32 u32", 256, "_mm256_maskload_epi32((const int *)$p, $m)"),
    ("maskload", "f64", 256, "_mm256_maskload_pd($p, _mm256_cvtepi32_epi64($m))"),
    ("maskload", "i64 u64", 256, "_mm256_maskload_epi64((const long long *)$p, _mm256_cvtepi32_epi64($m))"),
    ("maskload", "f32", 128, "_mm_maskload_ps($p, $m)"),
    ("maskload", "i32 u32", 128, "_mm_maskload_epi32((const int *)$p, $m)"),
    ("maskstore", "f32", 256, "_mm256_maskstore_ps($p, $m, $0)"),
    ("maskstore", "i32 u32", 256, "_mm256_maskstore_epi32((int *)$p, $m, $0)"),
    ("maskstore", "f64", 256, "_mm256_maskstore_pd($p, _mm256_cvtepi32_epi64($m), $0)"),
    ("maskstore", "i64 u64", 256, "_mm256_maskstore_epi64((long long *)$p, _mm256_cvtepi32_epi64($m), $0)"),
    ("maskstore", "f32", 128, "_mm_maskstore_ps($p, $m, $0)"),
    ("maskstore", "i32 u32", 128, "_mm_maskstore_epi32((int *)$p, $m, $0)"),
    // Gathers with 32-bit indices (`$i`): unmasked ones lane by lane, each lane's load put in
    // its place (`vmovss`/`vinsertps`, or `vpinsrd`), as clang -march=znver3 does; gcc folds
    // the indices' spill into loads of them where they came from memory. `vgatherdps` ran
    // slower than the scalar loop on Zen 3 (bench gather_f32, gcc -O2: 0.59-0.60 s against the
    // scalar loop's 0.36-0.41 s; lane by lane 0.28-0.35 s), and Intel's microcode against Gather Data Sampling slows
    // it several-fold on the cores it mitigates. Masked ones go lane by lane too, without a
    // branch per lane: an inactive lane loads what the first active lane loads (an element
    // the scalar loop reads), no lane loads where none is active, and inactive lanes are then
    // zeroed as the instruction's would be (`vcc_avx2_maskgather8`). coverage ia_cond_gather
    // (`if (ix[i] < LEN / 2) a[i] = b[ix[i]]`) on Ice Lake, gcc -O2: 0.47-0.61 s against
    // `vgatherdps` 0.69-0.84 s and the scalar loop 0.72-0.79 s.
    ("gather", "f32", 256, "vcc_avx2_gather8(_mm256_setr_ps, float, $p, $i)"),
    ("gather", "i32 u32", 256, "vcc_avx2_gather8(_mm256_setr_epi32, int, $p, $i)"),
    ("gather", "f64", 256, "vcc_avx2_gather4(_mm256_setr_pd, double, $p, $i)"),
    ("gather", "i64 u64", 256, "vcc_avx2_gather4(_mm256_setr_epi64x, long long, $p, $i)"),
    ("gather", "f32", 128, "vcc_avx2_gather4(_mm_setr_ps, float, $p, $i)"),
    ("gather", "i32 u32", 128, "vcc_avx2_gather4(_mm_setr_epi32, int, $p, $i)"),
    // The words that hold bytes or shorts (`gathers_words`): the instruction, which may read
    // past the array's last element within its last word.
    ("wordgather", "i32 u32", 256, "_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)$p, $i, $m, 4)"),
    ("wordgather", "i32 u32", 128, "_mm_mask_i32gather_epi32(_mm_setzero_si128(), (const int *)$p, $i, $m, 4)"),
    ("maskgather", "f32", 256, "vcc_avx2_maskgather8(_mm256_setr_ps, float, $p, $i, $m)"),
    ("maskgather", "i32 u32", 256, "vcc_avx2_maskgather8(_mm256_setr_epi32, int, $p, $i, $m)"),
    ("maskgather", "f64", 256, "vcc_avx2_maskgather4(_mm256_setr_pd, double, $p, $i, $m, vcc_avx2_keep_wide)"),
    ("maskgather", "i64 u64", 256, "vcc_avx2_maskgather4(_mm256_setr_epi64x, long long, $p, $i, $m, vcc_avx2_keep_wide)"),
    ("maskgather", "f32", 128, "vcc_avx2_maskgather4(_mm_setr_ps, float, $p, $i, $m, vcc_avx2_keep_narrow)"),
    ("maskgather", "i32 u32", 128, "vcc_avx2_maskgather4(_mm_setr_epi32, int, $p, $i, $m, vcc_avx2_keep_narrow)"),
    // The instruction, on the cores where it beats the lanes (`Target::hardware_masked_gathers`):
    // it loads only the active lanes, where the form above loads every lane.
    ("hwmaskgather", "f32", 256, "_mm256_mask_i32gather_ps(_mm256_setzero_ps(), $p, $i, _mm256_castsi256_ps($m), 4)"),
    ("hwmaskgather", "i32 u32", 256, "_mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)$p, $i, $m, 4)"),
    ("hwmaskgather", "f64", 256, "_mm256_mask_i32gather_pd(_mm256_setzero_pd(), $p, $i, _mm256_castsi256_pd(_mm256_cvtepi32_epi64($m)), 8)"),
    ("hwmaskgather", "i64 u64", 256, "_mm256_mask_i32gather_epi64(_mm256_setzero_si256(), (const long long *)$p, $i, _mm256_cvtepi32_epi64($m), 8)"),
    ("hwmaskgather", "f32", 128, "_mm_mask_i32gather_ps(_mm_setzero_ps(), $p, $i, _mm_castsi128_ps($m), 4)"),
    ("hwmaskgather", "i32 u32", 128, "_mm_mask_i32gather_epi32(_mm_setzero_si128(), (const int *)$p, $i, $m, 4)"),
    // Scatters with 32-bit indices: AVX2 has none; lane by lane in lane order, each element
    // taken from its register half by an immediate extract, active lanes from a movemask.
    ("scatter", "i32 u32", 256, "vcc_avx2_scatter_epi32($p, $i, $0, 0xff)"),
    ("scatter", "f32", 256, "vcc_avx2_scatter_ps($p, $i, $0, 0xff)"),
    ("maskscatter", "i32 u32", 256, "vcc_avx2_scatter_epi32($p, $i, $0, _mm256_movemask_ps(_mm256_castsi256_ps($m)))"),
    ("maskscatter", "f32", 256, "vcc_avx2_scatter_ps($p, $i, $0, _mm256_movemask_ps(_mm256_castsi256_ps($m)))"),
    // Lanes in reverse order (a shuffle of a vector with itself, last lane first): across the
    // two 128-bit halves with `permute4x64`/`permutevar8x32`, bytes within them with `shuffle_epi8`.
    ("reverse", "f32", 256, "_mm256_permutevar8x32_ps($0, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0))"),
    ("reverse", "i32 u32 mask", 256, "_mm256_permutevar8x32_epi32($0, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0))"),
    ("reverse", "f64", 256, "_mm256_permute4x64_pd($0, 0x1b)"), ("reverse", "i64 u64", 256, "_mm256_permute4x64_epi64($0, 0x1b)"),
    ("reverse", "i16 u16", 256, "_mm256_permute4x64_epi64(_mm256_shuffle_epi8($0, _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1)), 0x4e)"),
    ("reverse", "i8 u8", 256, "_mm256_permute4x64_epi64(_mm256_shuffle_epi8($0, _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)), 0x4e)"),
    ("reverse", "f32", 128, "_mm_shuffle_ps($0, $0, 0x1b)"), ("reverse", "i32 u32 mask", 128, "_mm_shuffle_epi32($0, 0x1b)"),
    ("reverse", "f64", 128, "_mm_shuffle_pd($0, $0, 1)"), ("reverse", "i64 u64", 128, "_mm_shuffle_epi32($0, 0x4e)"),
    ("reverse", "i16 u16", 128, "_mm_shuffle_epi8($0, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1))"),
    ("reverse", "i8 u8", 128, "_mm_shuffle_epi8($0, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0))"),
    // Two-vector shuffles of interleave groups of 2 (midend loopvec `interleave_group`): the
    // even or odd lanes of two vectors (a de-interleaving load), and the low or high halves of
    // two vectors interleaved (an interleaving store). `shuffle_ps` and `unpack*` work within
    // 128-bit halves; one `permute4x64`/`permute2f128` puts the halves in order.
    ("evens", "f32", 256, "_mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps($0, $1, 0x88)), 0xd8))"),
    ("odds", "f32", 256, "_mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps($0, $1, 0xdd)), 0xd8))"),
    ("evens", "i32 u32", 256, "_mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps($0), _mm256_castsi256_ps($1), 0x88)), 0xd8)"),
    ("odds", "i32 u32", 256, "_mm256_permute4x64_epi64(_mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps($0), _mm256_castsi256_ps($1), 0xdd)), 0xd8)"),
    ("evens", "f64", 256, "_mm256_permute4x64_pd(_mm256_unpacklo_pd($0, $1), 0xd8)"),
    ("odds", "f64", 256, "_mm256_permute4x64_pd(_mm256_unpackhi_pd($0, $1), 0xd8)"),
    ("evens", "i64 u64", 256, "_mm256_permute4x64_epi64(_mm256_unpacklo_epi64($0, $1), 0xd8)"),
    ("odds", "i64 u64", 256, "_mm256_permute4x64_epi64(_mm256_unpackhi_epi64($0, $1), 0xd8)"),
    ("zip_lo", "f32", 256, "_mm256_permute2f128_ps(_mm256_unpacklo_ps($0, $1), _mm256_unpackhi_ps($0, $1), 0x20)"),
    ("zip_hi", "f32", 256, "_mm256_permute2f128_ps(_mm256_unpacklo_ps($0, $1), _mm256_unpackhi_ps($0, $1), 0x31)"),
    ("zip_lo", "i32 u32", 256, "_mm256_permute2x128_si256(_mm256_unpacklo_epi32($0, $1), _mm256_unpackhi_epi32($0, $1), 0x20)"),
    ("zip_hi", "i32 u32", 256, "_mm256_permute2x128_si256(_mm256_unpacklo_epi32($0, $1), _mm256_unpackhi_epi32($0, $1), 0x31)"),
    ("zip_lo", "f64", 256, "_mm256_permute2f128_pd(_mm256_unpacklo_pd($0, $1), _mm256_unpackhi_pd($0, $1), 0x20)"),
    ("zip_hi", "f64", 256, "_mm256_permute2f128_pd(_mm256_unpacklo_pd($0, $1), _mm256_unpackhi_pd($0, $1), 0x31)"),
    ("zip_lo", "i64 u64", 256, "_mm256_permute2x128_si256(_mm256_unpacklo_epi64($0, $1), _mm256_unpackhi_epi64($0, $1), 0x20)"),
    ("zip_hi", "i64 u64", 256, "_mm256_permute2x128_si256(_mm256_unpacklo_epi64($0, $1), _mm256_unpackhi_epi64($0, $1), 0x31)"),
    // One-vector shuffles within pairs of lanes (complex multiplies, midend loopvec
    // `complex.rs`): each pair's first lane twice, its second lane twice, the two swapped.
    ("dup_evens", "f32", 256, "_mm256_moveldup_ps($0)"), ("dup_odds", "f32", 256, "_mm256_movehdup_ps($0)"),
    ("swap_pairs", "f32", 256, "_mm256_permute_ps($0, 0xb1)"),
    ("dup_evens", "f64", 256, "_mm256_movedup_pd($0)"), ("dup_odds", "f64", 256, "_mm256_permute_pd($0, 0xf)"),
    ("swap_pairs", "f64", 256, "_mm256_permute_pd($0, 0x5)"),
    ("dup_evens", "f32", 128, "_mm_moveldup_ps($0)"), ("dup_odds", "f32", 128, "_mm_movehdup_ps($0)"),
    ("swap_pairs", "f32", 128, "_mm_permute_ps($0, 0xb1)"),
    ("dup_evens", "f64", 128, "_mm_movedup_pd($0)"), ("dup_odds", "f64", 128, "_mm_permute_pd($0, 0x3)"),
    ("swap_pairs", "f64", 128, "_mm_permute_pd($0, 0x1)"),
    // Math functions on every lane (`call_<name>`, midend/src/target `VECTOR_MATH`): exact
    // inline forms, and glibc's libmvec variants (declared by the helper table below).
    ("call_sqrtf", "f32", 256, "_mm256_sqrt_ps($0)"), ("call_sqrt", "f64", 256, "_mm256_sqrt_pd($0)"),
    ("call_sqrtf", "f32", 128, "_mm_sqrt_ps($0)"), ("call_sqrt", "f64", 128, "_mm_sqrt_pd($0)"),
    ("call_fabsf", "f32", 256, "_mm256_andnot_ps(_mm256_set1_ps(-0.0f), $0)"),
    ("call_fabs", "f64", 256, "_mm256_andnot_pd(_mm256_set1_pd(-0.0), $0)"),
    ("call_fabsf", "f32", 128, "_mm_andnot_ps(_mm_set1_ps(-0.0f), $0)"),
    ("call_fabs", "f64", 128, "_mm_andnot_pd(_mm_set1_pd(-0.0), $0)"),
    ("call_floorf", "f32", 256, "_mm256_round_ps($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_floor", "f64", 256, "_mm256_round_pd($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceilf", "f32", 256, "_mm256_round_ps($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceil", "f64", 256, "_mm256_round_pd($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    ("call_floorf", "f32", 128, "_mm_round_ps($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_floor", "f64", 128, "_mm_round_pd($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceilf", "f32", 128, "_mm_round_ps($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceil", "f64", 128, "_mm_round_pd($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    ("call_fminf", "f32", 256, "vcc_avx2_fmin_ps($0, $1)"), ("call_fmaxf", "f32", 256, "vcc_avx2_fmax_ps($0, $1)"),
    ("call_fmin", "f64", 256, "vcc_avx2_fmin_pd($0, $1)"), ("call_fmax", "f64", 256, "vcc_avx2_fmax_pd($0, $1)"),
    ("call_expf", "f32", 256, "_ZGVdN8v_expf($0)"), ("call_exp", "f64", 256, "_ZGVdN4v_exp($0)"),
    ("call_logf", "f32", 256, "_ZGVdN8v_logf($0)"), ("call_log", "f64", 256, "_ZGVdN4v_log($0)"),
    ("call_sinf", "f32", 256, "_ZGVdN8v_sinf($0)"), ("call_sin", "f64", 256, "_ZGVdN4v_sin($0)"),
    ("call_cosf", "f32", 256, "_ZGVdN8v_cosf($0)"), ("call_cos", "f64", 256, "_ZGVdN4v_cos($0)"),
    ("call_powf", "f32", 256, "_ZGVdN8vv_powf($0, $1)"), ("call_pow", "f64", 256, "_ZGVdN4vv_pow($0, $1)"),
    // Broadcasts.
    ("splat", "f32", 256, "_mm256_set1_ps($0)"), ("splat", "f64", 256, "_mm256_set1_pd($0)"),
    ("splat", "i8 u8", 256, "_mm256_set1_epi8((char)$0)"), ("splat", "i16 u16", 256, "_mm256_set1_epi16((short)$0)"),
    ("splat", "i32 u32", 256, "_mm256_set1_epi32((int)$0)"), ("splat", "i64 u64", 256, "_mm256_set1_epi64x((long long)$0)"),
    ("splat", "f32", 128, "_mm_set1_ps($0)"), ("splat", "f64", 128, "_mm_set1_pd($0)"),
    ("splat", "i8 u8", 128, "_mm_set1_epi8((char)$0)"), ("splat", "i16 u16", 128, "_mm_set1_epi16((short)$0)"),
    ("splat", "i32 u32", 128, "_mm_set1_epi32((int)$0)"), ("splat", "i64 u64", 128, "_mm_set1_epi64x((long long)$0)"),
    ("copy", "i8 u8 i16 u16 i32 u32 i64 u64", 256, "$0"), ("copy", "i8 u8 i16 u16 i32 u32 i64 u64", 128, "$0"),
    // Constants, lane 0 first (`$lanes`).
    ("const", "f32", 256, "_mm256_setr_ps($lanes)"), ("const", "f64", 256, "_mm256_setr_pd($lanes)"),
    ("const", "i8 u8", 256, "_mm256_setr_epi8($lanes)"), ("const", "i16 u16", 256, "_mm256_setr_epi16($lanes)"),
    ("const", "i32 u32", 256, "_mm256_setr_epi32($lanes)"), ("const", "i64 u64", 256, "_mm256_setr_epi64x($lanes)"),
    ("const", "f32", 128, "_mm_setr_ps($lanes)"), ("const", "f64", 128, "_mm_setr_pd($lanes)"),
    ("const", "i8 u8", 128, "_mm_setr_epi8($lanes)"), ("const", "i16 u16", 128, "_mm_setr_epi16($lanes)"),
    ("const", "i32 u32", 128, "_mm_setr_epi32($lanes)"),
    // Reductions (helper macros below) and mask tests.
    ("reduceadd", "f32", 256, "vcc_avx2_sum_ps($0)"), ("reduceadd", "f64", 256, "vcc_avx2_sum_pd($0)"),
    ("reduceadd", "i32 u32", 256, "vcc_avx2_sum_epi32($0)"),
    ("reduceor", "mask mask16 mask8", 256, "(_mm256_movemask_epi8($0) != 0)"), ("reduceand", "mask mask16 mask8", 256, "(_mm256_movemask_epi8($0) == -1)"),
    ("reduceor", "mask", 128, "(_mm_movemask_epi8($0) != 0)"), ("reduceand", "mask", 128, "(_mm_movemask_epi8($0) == 0xffff)"),
    // The other reductions: the 128-bit halves combined by the lane-wise operation, then the
    // register folded onto itself (`vcc_avx2_reduce_*`), lane 0 converted to the result's type
    // (`$t`). The IR leaves a reduction's order unspecified (a float one exists only where it may
    // be reassociated), and every step is a vector operation, wrapping as the IR's lanes do.
    ("reduceadd", "i64 u64", 256, "vcc_avx2_reduce_epi64($0, _mm_add_epi64, $t)"),
    ("reduceand", "i64 u64", 256, "vcc_avx2_reduce_epi64($0, _mm_and_si128, $t)"),
    ("reduceor", "i64 u64", 256, "vcc_avx2_reduce_epi64($0, _mm_or_si128, $t)"),
    ("reducexor", "i64 u64", 256, "vcc_avx2_reduce_epi64($0, _mm_xor_si128, $t)"),
    ("reducemul", "i32 u32", 256, "vcc_avx2_reduce_epi32($0, _mm_mullo_epi32, $t)"),
    ("reducemin", "i32", 256, "vcc_avx2_reduce_epi32($0, _mm_min_epi32, $t)"), ("reducemax", "i32", 256, "vcc_avx2_reduce_epi32($0, _mm_max_epi32, $t)"),
    ("reducemin", "u32", 256, "vcc_avx2_reduce_epi32($0, _mm_min_epu32, $t)"), ("reducemax", "u32", 256, "vcc_avx2_reduce_epi32($0, _mm_max_epu32, $t)"),
    ("reduceand", "i32 u32", 256, "vcc_avx2_reduce_epi32($0, _mm_and_si128, $t)"),
    ("reduceor", "i32 u32", 256, "vcc_avx2_reduce_epi32($0, _mm_or_si128, $t)"),
    ("reducexor", "i32 u32", 256, "vcc_avx2_reduce_epi32($0, _mm_xor_si128, $t)"),
    ("reduceadd", "i16 u16", 256, "vcc_avx2_reduce_epi16($0, _mm_add_epi16, $t)"),
    ("reducemul", "i16 u16", 256, "vcc_avx2_reduce_epi16($0, _mm_mullo_epi16, $t)"),
    ("reducemin", "i16", 256, "vcc_avx2_reduce_epi16($0, _mm_min_epi16, $t)"), ("reducemax", "i16", 256, "vcc_avx2_reduce_epi16($0, _mm_max_epi16, $t)"),
    ("reducemin", "u16", 256, "vcc_avx2_reduce_epi16($0, _mm_min_epu16, $t)"), ("reducemax", "u16", 256, "vcc_avx2_reduce_epi16($0, _mm_max_epu16, $t)"),
    ("reduceand", "i16 u16", 256, "vcc_avx2_reduce_epi16($0, _mm_and_si128, $t)"),
    ("reduceor", "i16 u16", 256, "vcc_avx2_reduce_epi16($0, _mm_or_si128, $t)"),
    ("reducexor", "i16 u16", 256, "vcc_avx2_reduce_epi16($0, _mm_xor_si128, $t)"),
    ("reduceadd", "i8 u8", 256, "vcc_avx2_reduce_epi8($0, _mm_add_epi8, $t)"),
    ("reducemin", "i8", 256, "vcc_avx2_reduce_epi8($0, _mm_min_epi8, $t)"), ("reducemax", "i8", 256, "vcc_avx2_reduce_epi8($0, _mm_max_epi8, $t)"),
    ("reducemin", "u8", 256, "vcc_avx2_reduce_epi8($0, _mm_min_epu8, $t)"), ("reducemax", "u8", 256, "vcc_avx2_reduce_epi8($0, _mm_max_epu8, $t)"),
    ("reduceand", "i8 u8", 256, "vcc_avx2_reduce_epi8($0, _mm_and_si128, $t)"),
    ("reduceor", "i8 u8", 256, "vcc_avx2_reduce_epi8($0, _mm_or_si128, $t)"),
    ("reducexor", "i8 u8", 256, "vcc_avx2_reduce_epi8($0, _mm_xor_si128, $t)"),
    ("reducemul", "f32", 256, "vcc_avx2_reduce_ps($0, _mm_mul_ps)"),
    ("reducemin", "f32", 256, "vcc_avx2_reduce_ps($0, _mm_min_ps)"), ("reducemax", "f32", 256, "vcc_avx2_reduce_ps($0, _mm_max_ps)"),
    ("reducemul", "f64", 256, "vcc_avx2_reduce_pd($0, _mm_mul_pd)"),
    ("reducemin", "f64", 256, "vcc_avx2_reduce_pd($0, _mm_min_pd)"), ("reducemax", "f64", 256, "vcc_avx2_reduce_pd($0, _mm_max_pd)"),
    // Conversions, keyed by the source element and bits.
    ("cast_f32", "i32", 256, "_mm256_cvtepi32_ps($0)"), ("cast_i32", "f32", 256, "_mm256_cvttps_epi32($0)"),
    ("cast_f32", "i32", 128, "_mm_cvtepi32_ps($0)"), ("cast_i32", "f32", 128, "_mm_cvttps_epi32($0)"),
    ("cast_f64", "i32", 128, "_mm256_cvtepi32_pd($0)"), ("cast_i32", "f64", 256, "_mm256_cvttpd_epi32($0)"),
    ("cast_f32", "f64", 256, "_mm256_cvtpd_ps($0)"), ("cast_f64", "f32", 128, "_mm256_cvtps_pd($0)"),
    // Sixteen bytes widened to shorts in one `vpmovzxbw ymm, xmm` (the generic lowering gives gcc
    // 12 two 128-bit halves joined by `vinserti128`).
    ("cast_i16 cast_u16", "i8", 128, "_mm256_cvtepi8_epi16($0)"), ("cast_i16 cast_u16", "u8", 128, "_mm256_cvtepu8_epi16($0)"),
    ("cast_i32 cast_u32", "i16", 128, "_mm256_cvtepi16_epi32($0)"), ("cast_i32 cast_u32", "u16", 128, "_mm256_cvtepu16_epi32($0)"),
    ("cast_i64 cast_u64", "i32", 128, "_mm256_cvtepi32_epi64($0)"), ("cast_i64 cast_u64", "u32", 128, "_mm256_cvtepu32_epi64($0)"),
];

/// Helper macros: reductions fold the 256-bit vector in halves; `narrow` keeps the low 32 bits
/// of each 64-bit lane (a 4-lane mask from a 64-bit comparison); `flip` toggles sign bits;
/// `fmin`/`fmax` are glibc's: `minps(a, b)` (b on a tie, as `minsd` in glibc's fmin), then a
/// where b is NaN. The libmvec variants are declared here (glibc's x86-64 vector function ABI:
/// they link with -lm).
#[rustfmt::skip]
pub const MACROS: &[(&str, &str)] = &[
    ("vcc_avx2_gather8", "#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })"),
    ("vcc_avx2_gather4", "#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })"),
    ("vcc_avx2_div_epi32", "#define vcc_avx2_div_epi32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_a)), _mm256_cvtepi32_pd(_mm256_castsi256_si128(vcc_b)))); __m128i vcc_q1 = _mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_a, 1)), _mm256_cvtepi32_pd(_mm256_extracti128_si256(vcc_b, 1)))); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })"),
    ("vcc_avx2_rem_epi32", "#define vcc_avx2_rem_epi32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_avx2_rem128_epi32", "#define vcc_avx2_rem128_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, _mm_mullo_epi32(_mm256_cvttpd_epi32(_mm256_div_pd(_mm256_cvtepi32_pd(vcc_ra), _mm256_cvtepi32_pd(vcc_rb))), vcc_rb)); })"),
    ("vcc_avx2_cvtepu32_pd", "#define vcc_avx2_cvtepu32_pd(X) _mm256_add_pd(_mm256_cvtepi32_pd(_mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))), _mm256_set1_pd(2147483648.0))"),
    ("vcc_avx2_cvttpd_epu32", "#define vcc_avx2_cvttpd_epu32(Q) ({ __m256d vcc_q = (Q), vcc_big = _mm256_cmp_pd(vcc_q, _mm256_set1_pd(2147483648.0), _CMP_GE_OQ); __m128i vcc_t = _mm256_cvttpd_epi32(_mm256_sub_pd(vcc_q, _mm256_and_pd(vcc_big, _mm256_set1_pd(2147483648.0)))); _mm_xor_si128(vcc_t, _mm_and_si128(_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_castpd_si256(vcc_big), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6))), _mm_set1_epi32(-2147483647 - 1))); })"),
    ("vcc_avx2_div128_epu32", "#define vcc_avx2_div128_epu32(A, B) vcc_avx2_cvttpd_epu32(_mm256_div_pd(vcc_avx2_cvtepu32_pd(A), vcc_avx2_cvtepu32_pd(B)))"),
    ("vcc_avx2_div_epu32", "#define vcc_avx2_div_epu32(A, B) ({ __m256i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = vcc_avx2_div128_epu32(_mm256_castsi256_si128(vcc_a), _mm256_castsi256_si128(vcc_b)); __m128i vcc_q1 = vcc_avx2_div128_epu32(_mm256_extracti128_si256(vcc_a, 1), _mm256_extracti128_si256(vcc_b, 1)); _mm256_inserti128_si256(_mm256_castsi128_si256(vcc_q0), vcc_q1, 1); })"),
    ("vcc_avx2_rem_epu32", "#define vcc_avx2_rem_epu32(A, B) ({ __m256i vcc_ra = (A), vcc_rb = (B); _mm256_sub_epi32(vcc_ra, _mm256_mullo_epi32(vcc_avx2_div_epu32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_avx2_rem128_epu32", "#define vcc_avx2_rem128_epu32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, _mm_mullo_epi32(vcc_avx2_div128_epu32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_avx2_maskgather8", "#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })"),
    ("vcc_avx2_maskgather4", "#define vcc_avx2_maskgather4(SET, T, P, I, M, KEEP) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm_movemask_ps(_mm_castsi128_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0); if (vcc_gb) { int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, vcc_gi); _mm_storeu_si128((__m128i *)vcc_gx, _mm_blendv_epi8(_mm_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); vcc_gr = KEEP(vcc_gr, vcc_gm); } vcc_gr; })"),
    ("vcc_avx2_keep_narrow", "#define vcc_avx2_keep_narrow(R, M) ((__typeof__(R))_mm_and_si128((__m128i)(R), (M)))"),
    ("vcc_avx2_keep_wide", "#define vcc_avx2_keep_wide(R, M) ((__typeof__(R))_mm256_and_si256((__m256i)(R), _mm256_cvtepi32_epi64(M)))"),
    ("vcc_avx2_fmin_ps", "#define vcc_avx2_fmin_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_min_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })"),
    ("vcc_avx2_fmax_ps", "#define vcc_avx2_fmax_ps(A, B) ({ __m256 vcc_a = (A), vcc_b = (B); _mm256_blendv_ps(_mm256_max_ps(vcc_a, vcc_b), vcc_a, _mm256_cmp_ps(vcc_b, vcc_b, _CMP_UNORD_Q)); })"),
    ("vcc_avx2_fmin_pd", "#define vcc_avx2_fmin_pd(A, B) ({ __m256d vcc_a = (A), vcc_b = (B); _mm256_blendv_pd(_mm256_min_pd(vcc_a, vcc_b), vcc_a, _mm256_cmp_pd(vcc_b, vcc_b, _CMP_UNORD_Q)); })"),
    ("vcc_avx2_fmax_pd", "#define vcc_avx2_fmax_pd(A, B) ({ __m256d vcc_a = (A), vcc_b = (B); _mm256_blendv_pd(_mm256_max_pd(vcc_a, vcc_b), vcc_a, _mm256_cmp_pd(vcc_b, vcc_b, _CMP_UNORD_Q)); })"),
    ("vcc_avx2_scatter_epi32", "#define vcc_avx2_scatter_epi32(P, I, V, M) do { __m256i vcc_i = (I), vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1), vcc_v0 = _mm256_castsi256_si128(vcc_v), vcc_v1 = _mm256_extracti128_si256(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtsi128_si32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_extract_epi32(vcc_v0, 1); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_extract_epi32(vcc_v0, 2); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_extract_epi32(vcc_v0, 3); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtsi128_si32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_extract_epi32(vcc_v1, 1); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_extract_epi32(vcc_v1, 2); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_extract_epi32(vcc_v1, 3); } while (0)"),
    ("vcc_avx2_scatter_ps", "#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)"),
    ("_ZGVdN8v_expf", "__attribute__((target(\"avx2\"))) __m256 _ZGVdN8v_expf(__m256);"),
    ("_ZGVdN4v_exp", "__attribute__((target(\"avx2\"))) __m256d _ZGVdN4v_exp(__m256d);"),
    ("_ZGVdN8v_logf", "__attribute__((target(\"avx2\"))) __m256 _ZGVdN8v_logf(__m256);"),
    ("_ZGVdN4v_log", "__attribute__((target(\"avx2\"))) __m256d _ZGVdN4v_log(__m256d);"),
    ("_ZGVdN8v_sinf", "__attribute__((target(\"avx2\"))) __m256 _ZGVdN8v_sinf(__m256);"),
    ("_ZGVdN4v_sin", "__attribute__((target(\"avx2\"))) __m256d _ZGVdN4v_sin(__m256d);"),
    ("_ZGVdN8v_cosf", "__attribute__((target(\"avx2\"))) __m256 _ZGVdN8v_cosf(__m256);"),
    ("_ZGVdN4v_cos", "__attribute__((target(\"avx2\"))) __m256d _ZGVdN4v_cos(__m256d);"),
    ("_ZGVdN8vv_powf", "__attribute__((target(\"avx2\"))) __m256 _ZGVdN8vv_powf(__m256, __m256);"),
    ("_ZGVdN4vv_pow", "__attribute__((target(\"avx2\"))) __m256d _ZGVdN4vv_pow(__m256d, __m256d);"),

    ("vcc_avx2_gather_narrow", "#define vcc_avx2_gather_narrow(P, I, M, B, S) ({ __UINTPTR_TYPE__ vcc_p = (__UINTPTR_TYPE__)(P); __m256i vcc_i = (I), vcc_m = (M); __m256i vcc_off = _mm256_add_epi32(_mm256_slli_epi32(_mm256_and_si256(vcc_i, _mm256_set1_epi32(4 / (B) - 1)), (B) - 1), _mm256_set1_epi32((int)(vcc_p & 3))); __m256i vcc_q = _mm256_add_epi32(_mm256_srai_epi32(vcc_i, 3 - (B)), _mm256_srli_epi32(vcc_off, 2)); __m256i vcc_w = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)(vcc_p & ~(__UINTPTR_TYPE__)3), vcc_q, vcc_m, 4); __m256i vcc_up = _mm256_sllv_epi32(vcc_w, _mm256_slli_epi32(_mm256_sub_epi32(_mm256_set1_epi32(4 - (B)), _mm256_and_si256(vcc_off, _mm256_set1_epi32(3))), 3)); (S) ? _mm256_srai_epi32(vcc_up, 32 - 8 * (B)) : _mm256_srli_epi32(vcc_up, 32 - 8 * (B)); })"),
    ("vcc_avx2_narrow_epi64", "#define vcc_avx2_narrow_epi64(X) _mm256_castsi256_si128(_mm256_permutevar8x32_epi32((X), _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6)))"),
    ("vcc_avx2_narrow_pd", "#define vcc_avx2_narrow_pd(X) vcc_avx2_narrow_epi64(_mm256_castpd_si256(X))"),
    ("vcc_avx2_flip_epi32", "#define vcc_avx2_flip_epi32(X) _mm256_xor_si256((X), _mm256_set1_epi32(-2147483647 - 1))"),
    ("vcc_avx2_sum_ps", "#define vcc_avx2_sum_ps(V) ({ __m128 vcc_s = _mm_add_ps(_mm256_castps256_ps128(V), _mm256_extractf128_ps((V), 1)); vcc_s = _mm_add_ps(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = _mm_add_ss(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })"),
    ("vcc_avx2_sum_pd", "#define vcc_avx2_sum_pd(V) ({ __m128d vcc_s = _mm_add_pd(_mm256_castpd256_pd128(V), _mm256_extractf128_pd((V), 1)); vcc_s = _mm_add_sd(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })"),
    ("vcc_avx2_sum_epi32", "#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })"),
    ("vcc_avx2_reduce_epi64", "#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })"),
    ("vcc_avx2_reduce_epi32", "#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })"),
    ("vcc_avx2_reduce_epi16", "#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })"),
    ("vcc_avx2_reduce_epi8", "#define vcc_avx2_reduce_epi8(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)_mm_cvtsi128_si32(vcc_s); })"),
    ("vcc_avx2_reduce_ps", "#define vcc_avx2_reduce_ps(V, OP) ({ __m256 vcc_v = (V); __m128 vcc_s = OP(_mm256_castps256_ps128(vcc_v), _mm256_extractf128_ps(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })"),
    ("vcc_avx2_reduce_pd", "#define vcc_avx2_reduce_pd(V, OP) ({ __m256d vcc_v = (V); __m128d vcc_s = OP(_mm256_castpd256_pd128(vcc_v), _mm256_extractf128_pd(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })"),
];

/// The table key of an element: `f32`, `u16`, `mask`.
fn key(shape: Shape) -> String {
    // Masks of 32-bit lanes are `mask`; of 16- and 8-bit lanes (`super::mask_elem`: 16 and 32
    // lanes in a 256-bit register) `mask16` and `mask8`.
    if shape.is_mask {
        return match shape.elem.bytes {
            8 => "mask64",
            4 => "mask",
            2 => "mask16",
            _ => "mask8",
        }
        .into();
    }
    let kind = if shape.elem.float {
        'f'
    } else if shape.elem.signed {
        'i'
    } else {
        'u'
    };
    format!("{}{}", kind, shape.elem.bytes * 8)
}

#[cfg(test)]
fn find(op: &str, shape: Shape) -> Option<&'static str> {
    find_in(TABLE, op, shape)
}

pub(super) fn find_in(table: &[Entry], op: &str, shape: Shape) -> Option<&'static str> {
    let bits = shape.bytes() * 8;
    let elem = key(shape);
    table
        .iter()
        .find(|(o, elems, b, _)| o.split(' ').any(|x| x == op) && *b == bits && elems.split(' ').any(|e| e == elem))
        .map(|(_, _, _, template)| *template)
}

/// The tables `target` reads, most specific first: avx512.rs's rows before this file's; SSE4.2
/// reads sse.rs's. (This file repeats the 128-bit rows sse.rs has, so that avx2's output does
/// not change where sse.rs has a row this file lacks; reading sse.rs's after this file's own is
/// the next step, with the goldens that changes.)
fn tables(target: TargetKind) -> &'static [&'static [Entry]] {
    if Target::get(target).extends(TargetKind::Avx512) {
        &[super::avx512::TABLE, TABLE]
    } else if Target::get(target).extends(TargetKind::Avx2) {
        &[TABLE]
    } else if target == TargetKind::Sse2 {
        static SSE2: OnceLock<[&'static [Entry]; 1]> = OnceLock::new();
        SSE2.get_or_init(|| [super::sse2::table()])
    } else {
        &[sse::TABLE]
    }
}

/// The template for `op` on `shape` on `target`: the first table that has one, and whether
/// that is sse.rs's (or sse2's, made from it).
pub(super) fn find_for(target: TargetKind, op: &str, shape: Shape) -> Option<(&'static str, bool)> {
    let sse_rows = |table: &[Entry]| std::ptr::eq(table, sse::TABLE) || target == TargetKind::Sse2;
    let found = tables(target).iter().find_map(|table| find_in(table, op, shape).map(|t| (t, sse_rows(table))));
    // Wider targets reduce a 16-byte vector of numbers as SSE4.2 does (SLP's reductions of
    // four lanes): sse.rs's rows, which take such a vector as it is on every x86 target.
    let sse_reduce = || {
        let numbers = op.starts_with("reduce") && !shape.is_mask && shape.bytes() == 16;
        numbers.then(|| find_in(sse::TABLE, op, shape)).flatten().map(|t| (t, true))
    };
    found.or_else(sse_reduce)
}

/// Every helper macro a template may use, dependencies first.
fn all_macros() -> impl DoubleEndedIterator<Item = &'static (&'static str, &'static str)> {
    sse::MACROS.iter().chain(super::sse2::MACROS).chain(MACROS).chain(super::avx512::MACROS)
}

/// Whether every vector among `values` is 16 bytes: sse.rs's rows take masks as wide as one
/// register (`super::mask_elem` on 16-byte targets), and on wider targets a mask of 8 or 16
/// lanes is 32 bytes, which those rows do not take.
fn all_16_bytes(ctx: &Ctx, values: &[Value]) -> Result<bool, EmitError> {
    for &v in values {
        if shape_of(ctx.em.types, ctx.ty(v), ctx.low.target)?.is_some_and(|s| s.bytes() != 16) {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Fills a template's placeholders: an operand right after a cast (`(int)$0`) binds as a
/// unary expression, elsewhere it is a whole argument.
pub(super) fn fill(template: &str, operands: &[(&str, CExpr)]) -> CExpr {
    let mut text = String::new();
    let mut rest = template;
    while let Some(pos) = rest.find('$') {
        let found = operands.iter().find(|(name, _)| rest[pos..].starts_with(name));
        let Some((name, value)) = found else {
            text.push_str(&rest[..=pos]);
            rest = &rest[pos + 1..];
            continue;
        };
        text.push_str(&rest[..pos]);
        // `(int)6` is `6`: an `int` literal needs no cast to `int` or `long long`.
        if is_int_literal(&value.text) && (text.ends_with("(int)") || text.ends_with("(long long)")) {
            text.truncate(text.rfind('(').unwrap_or(text.len()));
        }
        let after_cast = text.ends_with(')');
        let arg = if after_cast { value.at(PREC_UNARY) } else { value.at(PREC_ASSIGN) };
        // Some of Clang's intrinsics are macros: a compound literal's commas must be hidden.
        text.push_str(&if *name == "$lanes" { arg } else { super::macro_arg(arg) });
        rest = &rest[pos + name.len()..];
    }
    text.push_str(rest);
    CExpr::primary(text)
}

/// Whether `text` is a decimal literal of type `int` (no suffix, within `int`), or its negation.
fn is_int_literal(text: &str) -> bool {
    let digits = text.strip_prefix('-').unwrap_or(text);
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) && digits.parse::<i32>().is_ok()
}

/// A 64-bit multiply of `pmuldq`'s form (`midend::target::products`: both operands widened
/// from 32-bit integers of one signedness, or narrower ones, or constants of that range;
/// `(long)a[i] * b[i]`): `pmuldq` (`pmuludq` if unsigned) of the widened operands, which
/// multiplies the low 32 bits of each 64-bit lane, extended as the widening extended them, into
/// the whole product. One instruction where the 64-bit multiply is three `pmuludq`, two shifts
/// and two adds (AVX-512DQ's `vpmullq`: three uops). Exact: each lane's low 32 bits are its
/// narrow value. SSE2 has only the unsigned form. The midend prices the same operands as
/// `OpClass::WideningMulSigned`/`Unsigned` (loopvec `cost.rs`).
fn mul_of_words(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let func = ctx.em.func;
    let InstData::Binary { op: midend::ir::BinaryOp::Mul, args } = func.inst(inst) else { return Ok(None) };
    let res = ctx.shape(ctx.result(inst)?)?;
    if res.is_mask || res.elem.float || res.elem.bytes != 8 || register_type(ctx.low.target, res).is_none() {
        return Ok(None);
    }
    let mut factors = Vec::new();
    for &v in args {
        factors.push(match super::cast_source(ctx, v)? {
            Some((_, from)) if !from.is_mask && !from.elem.float => {
                Factor::Widened { bytes: from.elem.bytes as u64, signed: from.elem.signed }
            }
            Some(_) => Factor::Other,
            None => match func.dfg.defining_inst(v).map(|d| func.inst(d)) {
                Some(InstData::Const(Const::Vector(lanes))) => lanes
                    .iter()
                    .map(|lane| if let Const::Int(c) = lane { Some(*c as i64) } else { None })
                    .collect::<Option<Vec<_>>>()
                    .map_or(Factor::Other, Factor::Constants),
                _ => Factor::Other,
            },
        });
    }
    let signed = match ProductForm::of(&factors[0], &factors[1]) {
        ProductForm::Widening { signed } => signed,
        ProductForm::Mixed { first_signed } => return mixed_mul_of_words(ctx, args, res, first_signed),
        ProductForm::ByConstant | ProductForm::Full => return Ok(None),
    };
    if signed && ctx.low.target == TargetKind::Sse2 {
        return Ok(None);
    }
    if !all_registers(ctx, &args[..])? {
        return Ok(None);
    }
    let prefix = register_prefix(res.bytes());
    let sfx = if signed { "epi32" } else { "epu32" };
    let (a, b) = (operand(ctx, args[0])?.at(PREC_ASSIGN), operand(ctx, args[1])?.at(PREC_ASSIGN));
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(format!("{prefix}_mul_{sfx}({a}, {b})"))))
}

/// `mul_of_words` of one operand widened from signed and the other from unsigned 32-bit
/// integers (`(long)u[i] * (long)s[i]`, `first_signed`: which is which): the unsigned one's
/// high half is zero and the signed one's its sign, so the 64-bit product is the low halves'
/// `pmuludq` plus the unsigned operand times the signed one's high half, shifted up 32 bits.
/// Two `pmuludq`, two shifts and an add, where gcc's generic 64-bit multiply takes three
/// `pmuludq` and two more adds and shifts (coverage ty_i64_sum on sse2). Not on AVX-512
/// targets (`vpmullq`).
fn mixed_mul_of_words(
    ctx: &Ctx,
    args: &[Value; 2],
    res: Shape,
    first_signed: bool,
) -> Result<Option<CExpr>, EmitError> {
    if Target::get(ctx.low.target).extends(TargetKind::Avx512) || !all_registers(ctx, &args[..])? {
        return Ok(None);
    }
    let Some(reg) = register_type(ctx.low.target, res) else { return Ok(None) };
    let p = register_prefix(res.bytes());
    let (a, b) = (operand(ctx, args[0])?.at(PREC_ASSIGN), operand(ctx, args[1])?.at(PREC_ASSIGN));
    let (u, s) = if first_signed { (b, a) } else { (a, b) };
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(format!(
        "({{ {reg} vcc_u = {u}, vcc_s = {s}; {p}_add_epi64({p}_mul_epu32(vcc_u, vcc_s), \
         {p}_slli_epi64({p}_mul_epu32(vcc_u, {p}_srli_epi64(vcc_s, 32)), 32)); }})"
    ))))
}

/// A shift of every lane by one constant count as the immediate form
/// (`_mm256_srli_epi64(x, 30)`): the variable shifts' rows would shift by a broadcast of the
/// count, which straight-line code (SLP trees) builds again on every call, and which SSE has no
/// instruction for. bench slp/mix4_u64 (three such shifts of four 64-bit lanes, Zen 4, gcc
/// -O2): 0.37-0.41 s with `vpsrlvq` and a broadcast each, 0.26-0.36 s with `vpsrlq $imm`.
/// The emitter decided it before liveness (`FuncEmitter::immediate_shifts`).
fn shift_by_constant(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let Some(&ImmediateShift { prefix, kind, bits, count }) = ctx.em.immediate_shifts.get(&inst) else {
        return Ok(None);
    };
    ctx.low.use_intrinsics();
    let x = operand(ctx, ctx.em.func.inst(inst).operands()[0])?.at(PREC_ASSIGN);
    Ok(Some(CExpr::primary(format!("{prefix}_{kind}_epi{bits}({x}, {count})"))))
}

/// A shift `shift_by_constant` writes with an immediate count (the count's vector is then not
/// read: the emitter's liveness asks this before writing).
#[derive(Copy, Clone, Debug)]
pub struct ImmediateShift {
    prefix: &'static str,
    kind: &'static str,
    bits: u32,
    count: u64,
}

/// `inst` as a shift by an immediate on `target` (whose intrinsic tables are used), if it is
/// one: a shift of 16-, 32- or 64-bit integer lanes held in one register by a constant or a
/// splat of one, below the lanes' width.
pub fn immediate_shift(types: &Types, func: &Function, target: TargetKind, inst: Inst) -> Option<ImmediateShift> {
    let InstData::Binary { op: op @ (BinaryOp::Shl | BinaryOp::Shr), args } = func.inst(inst) else { return None };
    let res = shape_of(types, func.value_type(func.dfg.result(inst)?), target).ok().flatten()?;
    if res.is_mask || res.elem.float || !matches!(res.elem.bytes, 2 | 4 | 8) || register_type(target, res).is_none() {
        return None;
    }
    let bits = res.elem.bytes * 8;
    let count = splat_count(func, args[1]).filter(|&c| c < u64::from(bits))?;
    let isa = Target::get(target);
    let kind = match op {
        BinaryOp::Shl => "slli",
        _ if res.elem.signed => "srai",
        _ => "srli",
    };
    let prefix = match res.bytes() {
        16 => "_mm",
        32 if isa.extends(TargetKind::Avx2) => "_mm256",
        64 if isa.extends(TargetKind::Avx512) => "_mm512",
        _ => return None,
    };
    // An arithmetic shift of 64-bit lanes is AVX-512's (VL below 512 bits).
    if kind == "srai" && bits == 64 && !isa.extends(TargetKind::Avx512) {
        return None;
    }
    Some(ImmediateShift { prefix, kind, bits, count })
}

/// The integer every lane of vector `v` holds, where `v` is a constant (every lane one integer,
/// or a list of them all equal) or a splat of one.
pub(super) fn splat_count(func: &Function, v: Value) -> Option<u64> {
    let int_const = |v: Value| match func.dfg.defining_inst(v).map(|d| func.inst(d)) {
        Some(InstData::Const(Const::Int(c))) => Some(*c),
        _ => None,
    };
    match func.dfg.defining_inst(v).map(|d| func.inst(d)) {
        Some(InstData::Const(Const::Int(c))) => Some(*c),
        Some(InstData::Const(Const::Vector(lanes))) => match lanes.first() {
            Some(Const::Int(c)) if lanes.iter().all(|l| *l == Const::Int(*c)) => Some(*c),
            _ => None,
        },
        Some(InstData::Splat { arg }) => int_const(*arg),
        _ => None,
    }
}

/// The intrinsics' prefix for a register of `bytes` bytes: `_mm` (16), `_mm256` (32) or
/// `_mm512` (64).
pub(super) fn register_prefix(bytes: u32) -> &'static str {
    match bytes {
        16 => "_mm",
        32 => "_mm256",
        _ => "_mm512",
    }
}

fn operand(ctx: &Ctx, v: Value) -> Result<CExpr, EmitError> {
    ctx.val(v)
}

/// Operands that are vectors must be held in registers for an intrinsic to take them.
fn all_registers(ctx: &Ctx, values: &[Value]) -> Result<bool, EmitError> {
    for &v in values {
        if let Some(shape) = shape_of(ctx.em.types, ctx.ty(v), ctx.low.target)? {
            if register_type(ctx.low.target, shape).is_none() {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// The intrinsic lowering of `inst`, or `None` where the table has no entry.
pub fn lower(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let func = ctx.em.func;
    let data = func.inst(inst);
    let mut operands = data.operands();
    if let Some(res) = func.dfg.result(inst) {
        operands.push(res);
    }
    if let (InstData::Cast { arg }, Some(res)) = (data, func.dfg.result(inst)) {
        if let Some(e) = widen_in_pieces(ctx, *arg, res)? {
            return Ok(Some(e));
        }
        if let Some(e) = sse::widen_in_pieces(ctx, *arg, res)? {
            return Ok(Some(e));
        }
        if let Some(e) = widen_from_64_bits(ctx, *arg, res)? {
            return Ok(Some(e));
        }
        if let Some(e) = narrow_to_64_bits(ctx, *arg, res)? {
            return Ok(Some(e));
        }
    }
    if let Some(e) = sse::compare_in_pieces(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = sse::compare_narrow(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = sse::mul_of_shorts(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = super::sse2::mul_of_narrow(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = sse::madd_of_narrow(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = mul_of_words(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = shift_by_constant(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = sse::shift_left_by_lanes(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = super::avx512::rotate(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = super::avx512::ternary_logic(ctx, inst)? {
        return Ok(Some(e));
    }
    if let InstData::Gather { base, indices, mask } = data {
        if let Some(e) = narrow_gather(ctx, inst, *base, *indices, *mask)? {
            return Ok(Some(e));
        }
        if let Some(e) = sse::gather_lanes(ctx, inst)? {
            return Ok(Some(e));
        }
    }
    if let (InstData::Const(c), Some(res)) = (data, func.dfg.result(inst)) {
        let shape = ctx.shape(res)?;
        if let (true, Some(kmask)) =
            (shape.is_mask, register_type(ctx.low.target, shape).filter(|t| t.starts_with("__mmask")))
        {
            ctx.low.use_intrinsics();
            return Ok(Some(kmask_const(c, shape, kmask)));
        }
    }
    if !all_registers(ctx, &operands)? {
        return Ok(None);
    }
    if let Some(e) = mask_as_lanes(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = select_of_zero(ctx, inst)? {
        return Ok(Some(e));
    }
    let Some((op, shape)) = table_key(ctx, data, inst)? else { return Ok(None) };
    let Some((template, sse_row)) = find_for(ctx.low.target, &op, shape) else { return Ok(None) };
    if sse_row && !all_16_bytes(ctx, &operands)? {
        return Ok(None);
    }
    let mut named: Vec<(&str, CExpr)> = Vec::new();
    if template.contains("$g") {
        named.push(("$g", CExpr::primary(ctx.low.generic_type(shape))));
    }
    match data {
        InstData::Load { addr, .. } => named.push(("$p", operand(ctx, *addr)?)),
        InstData::Store { addr, value, .. } => {
            named.push(("$p", operand(ctx, *addr)?));
            named.push(("$0", operand(ctx, *value)?));
        }
        InstData::VectorLoad { addr, mask, .. } => {
            named.push(("$p", operand(ctx, *addr)?));
            if let Some(m) = mask {
                named.push(("$m", operand(ctx, *m)?));
            }
        }
        InstData::VectorStore { addr, value, mask, .. } => {
            named.push(("$p", operand(ctx, *addr)?));
            named.push(("$0", operand(ctx, *value)?));
            if let Some(m) = mask {
                named.push(("$m", operand(ctx, *m)?));
            }
        }
        InstData::Gather { base, indices, mask } => {
            named.push(("$p", operand(ctx, *base)?));
            named.push(("$i", operand(ctx, *indices)?));
            if let Some(m) = mask {
                named.push(("$m", operand(ctx, *m)?));
            }
        }
        InstData::Scatter { base, indices, value, mask } => {
            named.push(("$p", operand(ctx, *base)?));
            named.push(("$i", operand(ctx, *indices)?));
            named.push(("$0", operand(ctx, *value)?));
            if let Some(m) = mask {
                named.push(("$m", operand(ctx, *m)?));
            }
        }
        InstData::Const(c) => {
            let (lanes, all_equal) = const_lanes(ctx, c, inst)?;
            // Every lane equal: a broadcast reads better than eight copies.
            if let (true, Some((splat, _))) = (all_equal, find_for(ctx.low.target, "splat", shape)) {
                let first = lanes.split(", ").next().unwrap_or("0").to_string();
                ctx.low.use_intrinsics();
                return Ok(Some(fill(splat, &[("$0", CExpr::primary(first))])));
            }
            named.push(("$lanes", CExpr::primary(lanes)));
        }
        InstData::Reduce { arg, .. } => {
            named.push(("$0", operand(ctx, *arg)?));
            named.push(("$t", CExpr::primary(crate::ctype::c_type(ctx.em.types, ctx.ty(ctx.result(inst)?))?)));
        }
        other => {
            const NAMES: [&str; 3] = ["$0", "$1", "$2"];
            for (idx, v) in constant_second(ctx, other).into_iter().enumerate().take(3) {
                named.push((NAMES[idx], operand(ctx, v)?));
            }
        }
    }
    need_template_macros(ctx, template);
    ctx.low.use_intrinsics();
    Ok(Some(fill(template, &named)))
}

/// The operands of `data`, those of an integer minimum or maximum with a constant first
/// swapped (the operation is commutative on integers; not on floats, whose NaN rules read the
/// order): the rows that compose them from a compare and a blend (sse2.rs `vcc_sse2_min_epi32`:
/// `a > b ? b : a`, `vcc_sse2_max_epi32`: `b > a ? b : a`) then take the constant where the
/// mask is set, which gcc 12 blends with `pand`/`pandn`/`por` as written; with the constant
/// where it is clear, gcc inverts the mask first (`pcmpeqd` with zero: coverage
/// rc_helper_clamp's `min(40, x)`, one instruction more per register than gcc -O2's loop).
fn constant_second(ctx: &Ctx, data: &InstData) -> Vec<Value> {
    let mut operands = data.operands();
    if let InstData::Binary { op: BinaryOp::Min | BinaryOp::Max, args } = data {
        let func = ctx.em.func;
        let int = ctx.shape(args[0]).is_ok_and(|s| !s.elem.float && !s.is_mask);
        let constant = |v: Value| {
            splat_count(func, v).is_some()
                || matches!(func.dfg.defining_inst(v).map(|d| func.inst(d)), Some(InstData::Const(_)))
        };
        if int && constant(args[0]) && !constant(args[1]) {
            operands.swap(0, 1);
        }
    }
    operands
}

/// `select(m, -1, 0)` (the midend's sign extension of a mask, `mask_arith.rs`) as the mask
/// itself, where the mask is a vector register with lanes of the result's width: its lanes are
/// all ones and zeros already. gcc compiles the blend of two constants to a sign test
/// (`pcmpgtb` against zero), which the mask does not need.
fn mask_as_lanes(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let Some(mask) = sign_extended_mask(ctx, inst)? else { return Ok(None) };
    let (res, mask_shape) = (ctx.shape(ctx.result(inst)?)?, ctx.shape(mask)?);
    if !mask_in_lanes(ctx, mask_shape, res) {
        return Ok(None);
    }
    Ok(Some(ctx.val(mask)?))
}

/// Whether a mask of `mask_shape` is a register of `res`'s lane width and register type: its
/// lanes are then `res`'s lanes of all ones or zeros.
fn mask_in_lanes(ctx: &Ctx, mask_shape: Shape, res: Shape) -> bool {
    let reg = register_type(ctx.low.target, res);
    mask_shape.elem.bytes == res.elem.bytes && reg.is_some() && register_type(ctx.low.target, mask_shape) == reg
}

/// `select(m, y, 0)` as `m & y`, and `select(m, 0, y)` as `~m & y`, on integer lanes where the
/// mask is a register of the result's lane width (its lanes all ones or zeros): one `pand` or
/// `pandn` where the blend is `pblendvb`, which gcc 12 writes for a zero arm as a byte sign
/// test (`pcmpgtb`) and a `pand` (the conditional sums `acc + select(m, x, 0)` of loopvec's
/// mask_arith.rs).
fn select_of_zero(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let InstData::Select { cond, args } = ctx.em.func.inst(inst) else { return Ok(None) };
    let res = ctx.shape(ctx.result(inst)?)?;
    let Some(mask_shape) = shape_of(ctx.em.types, ctx.ty(*cond), ctx.low.target)? else { return Ok(None) };
    if res.elem.float || res.is_mask || res.bytes() > 32 || !mask_shape.is_mask || !mask_in_lanes(ctx, mask_shape, res)
    {
        return Ok(None);
    }
    let bits = res.elem.bytes * 8;
    let zero = |v: Value| super::generic::uniform_bits(ctx, v, bits) == Some(0);
    let prefix = register_prefix(res.bytes());
    let suffix = if res.bytes() == 16 { "si128" } else { "si256" };
    let (op, kept, zero_arm) = match (zero(args[0]), zero(args[1])) {
        (false, true) => ("and", args[0], args[1]),
        (true, false) => ("andnot", args[1], args[0]),
        _ => return Ok(None),
    };
    let (m, y) = (ctx.val(*cond)?.at(PREC_ASSIGN), ctx.val(kept)?.at(PREC_ASSIGN));
    // The zero is the select's operand, which the emitter may have written as a variable.
    let unread = super::read_unused(ctx, &[zero_arm])?;
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(format!("({{ {unread}{prefix}_{op}_{suffix}({m}, {y}); }})"))))
}

/// The mask `m` of `inst` = `select(m, -1, 0)` on integer lanes: its sign extension.
pub(super) fn sign_extended_mask(ctx: &Ctx, inst: Inst) -> Result<Option<Value>, EmitError> {
    let InstData::Select { cond, args } = ctx.em.func.inst(inst) else { return Ok(None) };
    let Some(mask) = shape_of(ctx.em.types, ctx.ty(*cond), ctx.low.target)? else { return Ok(None) };
    let res = ctx.shape(ctx.result(inst)?)?;
    Ok((mask.is_mask && super::generic::sign_extension_arms(ctx, args[0], args[1], res)).then_some(*cond))
}

/// Records the helper macros (and declarations) `template` uses, and the ones they use.
pub(super) fn need_template_macros(ctx: &Ctx, template: &str) {
    // The macros the template names, and the ones they name, to a fixpoint (sse2.rs's helpers
    // name sse.rs's macros and each other); recorded in the tables' order, dependencies first.
    let mut needed: Vec<&str> = vec![template];
    loop {
        let before = needed.len();
        for (name, text) in all_macros() {
            if !needed.contains(text) && needed.iter().any(|t| t.contains(name)) {
                needed.push(text);
            }
        }
        if needed.len() == before {
            break;
        }
    }
    for (name, text) in all_macros() {
        if needed.contains(text) {
            ctx.low.need_avx2_macro(name, text);
        }
    }
}

// A gather of 8 bytes or 8 shorts: AVX2 gathers 32 bits at least, so each active lane gathers
// the aligned dword that holds its element (`vcc_avx2_gather_narrow`: the element's address
// rounded down to a multiple of 4, which never crosses a page and so never faults where the
// element's own load would not; inactive lanes touch no memory) and takes the element out with
// a variable shift left and an arithmetic or logical shift right, then packs the lanes to the
// IR's element. The per-lane loop of the generic lowering spills the indices and reloads the result
// (wfv bench volume: about 2x slower). A 2-byte element sits at an even offset in its dword
// since C aligns `short`.
fn narrow_gather(
    ctx: &Ctx,
    inst: Inst,
    base: Value,
    indices: Value,
    mask: Option<Value>,
) -> Result<Option<CExpr>, EmitError> {
    let res = ctx.result(inst)?;
    let (shape, index) = (ctx.shape(res)?, ctx.shape(indices)?);
    let index_ok = !index.elem.float && index.elem.signed && index.elem.bytes == 4 && index.lanes == 8;
    if !Target::get(ctx.low.target).extends(TargetKind::Avx2) {
        return Ok(None);
    }
    if shape.elem.float || shape.is_mask || !matches!(shape.elem.bytes, 1 | 2) || shape.lanes != 8 || !index_ok {
        return Ok(None);
    }
    if mask.is_some_and(|m| ctx.shape(m).map_or(true, |s| register_type(ctx.low.target, s).is_none())) {
        return Ok(None);
    }
    let m = match mask {
        Some(m) => operand(ctx, m)?.at(PREC_ASSIGN),
        None => "_mm256_set1_epi32(-1)".to_string(),
    };
    let args = [operand(ctx, base)?.at(PREC_ASSIGN), operand(ctx, indices)?.at(PREC_ASSIGN), m];
    let args: Vec<String> = args.into_iter().map(super::macro_arg).collect();
    let (name, text) = MACROS.iter().find(|(n, _)| *n == "vcc_avx2_gather_narrow").expect("the macro is in the table");
    ctx.low.need_avx2_macro(name, text);
    ctx.low.use_intrinsics();
    let call = format!(
        "vcc_avx2_gather_narrow({}, {}, {}, {}, {})",
        args[0], args[1], args[2], shape.elem.bytes, shape.elem.signed as u32
    );
    // The 32-bit lanes hold values of the element's range: packing (with saturation, which
    // then changes nothing) puts them in order in the low 8 or 16 bytes.
    let sign = if shape.elem.signed { "s" } else { "us" };
    let text = if shape.elem.bytes == 2 {
        // Eight shorts are an `__m128i`.
        format!("_mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_pack{sign}_epi32(vcc_w, vcc_w), 0x08))")
    } else {
        let narrow = ctx.low.generic_type(shape);
        let packed = format!("_mm256_castsi256_si128(_mm256_permutevar8x32_epi32(_mm256_pack{sign}_epi16(vcc_h, vcc_h), _mm256_setr_epi32(0, 4, 0, 4, 0, 4, 0, 4)))");
        format!("({narrow}){}", from_low_bits(&packed, 8))
    };
    let halves = if shape.elem.bytes == 1 {
        format!("__m256i vcc_h = _mm256_pack{sign}_epi32(vcc_w, vcc_w); ")
    } else {
        String::new()
    };
    Ok(Some(CExpr::primary(format!("({{ __m256i vcc_w = {call}; {halves}{text}; }})"))))
}

// An 8- or 4-byte vector of narrow integers (8 bytes of a VF=8 loop, 4 shorts or 4 bytes of a
// VF=4 one) widened to a register: moved into the low bits of an xmm (`vmovq`/`vmovd`) and
// widened by one `vpmovzx`/`vpmovsx` to the result's width (`_mm256_cvtepi16_epi64`,
// `_mm_cvtepu8_epi32`; 512-bit results where the target has zmm registers), which gcc folds
// into `vpmovzxbd ymm, [mem]` when the lanes come from a load; to floats through 32-bit lanes
// (exact: the values fit). gcc 12 compiles the generic lowering's `__builtin_convertvector`
// chain on such short vectors through general registers and shuffles instead (bench u8_to_f32
// at VF=8: 0.31 s against 0.11 s).
fn widen_from_64_bits(ctx: &Ctx, arg: Value, res: Value) -> Result<Option<CExpr>, EmitError> {
    let (Some(from), Some(to)) =
        (shape_of(ctx.em.types, ctx.ty(arg), ctx.low.target)?, shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)?)
    else {
        return Ok(None);
    };
    if !matches!(from.bytes(), 4 | 8)
        || from.is_mask
        || to.is_mask
        || from.lanes != to.lanes
        || to.elem.bytes <= from.elem.bytes
    {
        return Ok(None);
    }
    if register_type(ctx.low.target, to).is_none() {
        return Ok(None);
    }
    // Two floats to two doubles: `cvtps2pd` from the low half of an xmm (gcc 12 compiles the
    // generic conversion of an 8-byte vector lane by lane: coverage ty_f2d on sse4.2 ran
    // 0.194 s against 0.101 s for gcc -O2's own loop).
    if from.elem.float {
        if !(from.elem.bytes == 4 && to.elem.float && to.bytes() == 16 && from.bytes() == 8) {
            return Ok(None);
        }
        let low = in_low_bits(&ctx.val(arg)?.at(PREC_UNARY), 8);
        ctx.low.use_intrinsics();
        return Ok(Some(CExpr::primary(format!("_mm_cvtps_pd(_mm_castsi128_ps({low}))"))));
    }
    let prefix = register_prefix;
    let sign = if from.elem.signed { "i" } else { "u" };
    let from_bits = from.elem.bytes * 8;
    let x = ctx.val(arg)?.at(PREC_UNARY);
    let low = in_low_bits(&x, from.bytes());
    let text = match (to.elem.float, to.elem.bytes) {
        (false, _) => format!("{}_cvtep{sign}{from_bits}_epi{}({low})", prefix(to.bytes()), to.elem.bytes * 8),
        // Floats from 32-bit lanes of the same width (f32) or of half of it (f64).
        (true, 4) if from_bits < 32 => {
            let p = prefix(to.bytes());
            format!("{p}_cvtepi32_ps({p}_cvtep{sign}{from_bits}_epi32({low}))")
        }
        (true, 8) if from_bits < 32 && to.bytes() >= 32 => {
            format!(
                "{}_cvtepi32_pd({}_cvtep{sign}{from_bits}_epi32({low}))",
                prefix(to.bytes()),
                prefix(to.bytes() / 2)
            )
        }
        _ => return Ok(None),
    };
    let Some(text) = super::sse2::for_target(ctx.low.target, text) else { return Ok(None) };
    need_template_macros(ctx, &text);
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

// A register of wider integers (or of floats) narrowed to an 8- or 4-byte vector (f32 -> u8 at
// VF=8, i32 -> i8 at VF=4) on AVX-512: one `vpmovdb`/`vpmovqw`/`vpmovwb` (truncation, as C
// converts), floats first to `int` by `vcvttps2dq` (every value a narrow type holds fits), the
// result taken from the low bits of the xmm by `vmovq`/`vmovd`. The generic lowering's chain of
// `__builtin_convertvector`s halves the width one step at a time with table permutes
// (`vpermt2w`, then `vpand`, `vpackuswb`: coverage ty_f_to_u8 0.046 s against 0.020 s on
// Zen 4), and gcc 12 turns a one-step conversion of a value cast from `__m256i` into a
// lane-by-lane loop through general registers.
fn narrow_to_64_bits(ctx: &Ctx, arg: Value, res: Value) -> Result<Option<CExpr>, EmitError> {
    let (Some(from), Some(to)) =
        (shape_of(ctx.em.types, ctx.ty(arg), ctx.low.target)?, shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)?)
    else {
        return Ok(None);
    };
    if register_type(ctx.low.target, from).is_none() {
        return Ok(None);
    }
    let fits = Target::get(ctx.low.target).extends(TargetKind::Avx512)
        && !from.is_mask
        && !to.is_mask
        && !to.elem.float
        && from.lanes == to.lanes
        && matches!(to.bytes(), 4 | 8)
        && matches!(from.bytes(), 16 | 32)
        && to.elem.bytes < from.elem.bytes
        && (!from.elem.float || from.elem.bytes == 4);
    if !fits {
        return Ok(None);
    }
    let prefix = if from.bytes() == 16 { "_mm" } else { "_mm256" };
    let x = ctx.val(arg)?.at(PREC_ASSIGN);
    // Integer vectors of 16 or 32 bytes are `__m128i`/`__m256i`.
    let (ints, bits) = match from.elem.float {
        true => (format!("{prefix}_cvttps_epi32({x})"), 32),
        false => (x, from.elem.bytes * 8),
    };
    let narrow = format!("{prefix}_cvtepi{bits}_epi{}({ints})", to.elem.bytes * 8);
    let low = from_low_bits(&narrow, to.bytes());
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::prefix(&format!("({})", ctx.low.generic_type(to)), &CExpr::primary(low))))
}

/// The `vpmovzx`/`vpmovsx` that widens the low 8 lanes of a 128-bit register to 32 bits.
fn widen_to_i32(from: Shape) -> Option<&'static str> {
    match (from.elem.bytes, from.elem.signed) {
        (1, false) => Some("_mm256_cvtepu8_epi32"),
        (1, true) => Some("_mm256_cvtepi8_epi32"),
        (2, false) => Some("_mm256_cvtepu16_epi32"),
        (2, true) => Some("_mm256_cvtepi16_epi32"),
        _ => None,
    }
}

// A register of 8- or 16-bit integers converted to 32-bit ints or floats that take several
// registers (a byte loop's VF=32: uint8 -> float is four registers of floats): each group of 8
// lanes widened by one `vpmovzxbd`/`vpmovsxwd` from its place in the source (and converted by
// `vcvtdq2ps`), the groups joined by `join_pieces`, which gcc and clang compile to nothing
// when the consumers work per register. The generic lowering's chain of
// `__builtin_convertvector`s through 16 bits costs gcc -O2 extra shuffles (bench u8_to_f32:
// about 10-15% slower).
fn widen_in_pieces(ctx: &Ctx, arg: Value, res: Value) -> Result<Option<CExpr>, EmitError> {
    let (Some(from), Some(to)) =
        (shape_of(ctx.em.types, ctx.ty(arg), ctx.low.target)?, shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)?)
    else {
        return Ok(None);
    };
    let Some(widen) = widen_to_i32(from) else { return Ok(None) };
    if !Target::get(ctx.low.target).extends(TargetKind::Avx2) {
        return Ok(None);
    }
    let pieces = to.lanes / 8;
    // (From 16 or 32 bytes: a zmm source, 32 shorts on avx512, takes the generic lowering.)
    let fits = from.bytes() <= 32
        && register_type(ctx.low.target, from).is_some()
        && register_type(ctx.low.target, to).is_none()
        && !from.is_mask
        && !to.is_mask
        && !from.elem.float
        && to.elem.bytes == 4;
    if !fits || to.lanes != from.lanes || to.lanes % 8 != 0 || !matches!(pieces, 2 | 4) {
        return Ok(None);
    }
    let x = ctx.val(arg)?.at(PREC_ASSIGN);
    let piece_ty = ctx.low.generic_type(Shape { lanes: 8, ..to });
    let mut text = String::from("({ ");
    if from.bytes() == 32 {
        text.push_str(&format!(
            "__m128i vcc_h0 = _mm256_castsi256_si128({x}), vcc_h1 = _mm256_extracti128_si256({x}, 1); "
        ));
    } else {
        text.push_str(&format!("__m128i vcc_h0 = {x}; "));
    }
    let mut names = Vec::new();
    for k in 0..pieces {
        // The group's bytes: which 128-bit half, and where in it.
        let start = k * 8 * from.elem.bytes;
        let half = format!("vcc_h{}", start / 16);
        let src = if start % 16 == 0 { half } else { format!("_mm_srli_si128({}, {})", half, start % 16) };
        let wide = format!("{}({})", widen, src);
        let value = if to.elem.float { format!("_mm256_cvtepi32_ps({})", wide) } else { wide };
        text.push_str(&format!("{piece_ty} vcc_p{k} = ({piece_ty}){value}; "));
        names.push(format!("vcc_p{k}"));
    }
    text.push_str(&join_pieces(&names, &ctx.low.generic_type(to)));
    text.push_str("; })");
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// Vectors `names` (variables of one type) joined into one `wide` vector, first lanes first, as
/// the statements of a statement expression that end in its value: each copied to its place in
/// the wide vector by `memcpy`. gcc 12 builds a wider-than-register
/// vector from `__builtin_shufflevector` joins lane by lane on x86 (bench flags_i32 on sse2: 73
/// instructions per 16 ints where the copies take 33; avx2 59 -> 39); clang and AArch64's gcc
/// compile both alike.
pub(super) fn join_pieces(names: &[String], wide: &str) -> String {
    let mut text = format!("{wide} vcc_j; ");
    let mut offset = String::from("0");
    for (k, name) in names.iter().enumerate() {
        text.push_str(&format!("__builtin_memcpy((char *)&vcc_j + {offset}, &{name}, sizeof {name}); "));
        offset = format!("{} * sizeof {}", k + 1, names[0]);
    }
    text.push_str("vcc_j");
    text
}

/// The `piece_ty` vector at byte `offset` of the vector variable `var`, copied out by `memcpy`:
/// gcc 12 takes a register out of a wider-than-register vector loaded by `memcpy` lane by lane
/// when asked by `__builtin_shufflevector` (16 ints compared in four registers on sse2: 64
/// instructions against 24).
pub(super) fn piece_at(var: &str, piece_ty: &str, offset: u32) -> String {
    format!("({{ {piece_ty} vcc_r; __builtin_memcpy(&vcc_r, (const char *)&{var} + {offset}, sizeof vcc_r); vcc_r; }})")
}

/// The 4- or 8-byte vector `x` in the low bits of an xmm (`movd`/`movq`), the rest zero.
/// The low 8 or 4 bytes of an `__m128i`, as a `long long` or an `int`: `in_low_bits`'s reverse.
fn from_low_bits(x: &str, bytes: u32) -> String {
    if bytes == 8 {
        format!("_mm_cvtsi128_si64({x})")
    } else {
        format!("_mm_cvtsi128_si32({x})")
    }
}

pub(super) fn in_low_bits(x: &str, bytes: u32) -> String {
    if bytes == 8 {
        format!("_mm_cvtsi64_si128((long long){x})")
    } else {
        format!("_mm_cvtsi32_si128((int){x})")
    }
}

/// A constant k-mask: bit k set where lane k is (a nonzero lane; undefined lanes are clear).
fn kmask_const(c: &Const, shape: Shape, ty: &str) -> CExpr {
    let set = |c: &Const| matches!(c, Const::Int(bits) if *bits != 0);
    let bits: u64 = match c {
        Const::Vector(items) => items.iter().enumerate().filter(|(_, c)| set(c)).fold(0, |acc, (k, _)| acc | 1 << k),
        other if set(other) => u64::MAX >> (64 - shape.lanes.clamp(1, 64)),
        _ => 0,
    };
    CExpr::primary(format!("(({}){:#x})", ty, bits))
}

/// The lanes of a constant as the `set` intrinsics take them: the element's literal, as the
/// signed type of its width for integers (the intrinsics take `char`, `short`, `int`, `long long`).
pub(super) fn const_lanes(ctx: &Ctx, c: &Const, inst: Inst) -> Result<(String, bool), EmitError> {
    let res = ctx.result(inst)?;
    let shape = ctx.shape(res)?;
    let elem_ty = ctx.em.types.scalar_of(ctx.ty(res));
    let lanes: Vec<&Const> = match c {
        Const::Vector(items) => items.iter().collect(),
        other => vec![other; shape.lanes as usize],
    };
    let mut parts = Vec::new();
    for lane in lanes {
        let text = match (lane, ctx.em.types.kind(elem_ty)) {
            (Const::Float(f), TypeKind::Float(kind)) => float_literal(*kind, *f).at(PREC_ASSIGN),
            (Const::Int(bits), TypeKind::Float(kind)) => float_literal(*kind, *bits as i64 as f64).at(PREC_ASSIGN),
            (Const::Int(bits), TypeKind::Int(_)) => {
                // The bits of the lane, read as the signed integer of its width.
                let width = shape.elem.bytes * 8;
                let value = if width == 64 { *bits as i64 } else { ((*bits << (64 - width)) as i64) >> (64 - width) };
                if width == 64 {
                    format!("{}LL", value)
                } else {
                    value.to_string()
                }
            }
            _ => return Err(EmitError::new("a vector constant lane that does not fit its type")),
        };
        parts.push(text);
    }
    let all_equal = parts.windows(2).all(|w| w[0] == w[1]);
    Ok((parts.join(", "), all_equal))
}

/// The operation name and the shape the table is keyed by, for instructions it may have.
pub(super) fn table_key(ctx: &Ctx, data: &InstData, inst: Inst) -> Result<Option<(String, Shape)>, EmitError> {
    let res_shape = || -> Result<Shape, EmitError> { ctx.shape(ctx.result(inst)?) };
    Ok(Some(match data {
        InstData::Binary { op, args } => {
            let operand = ctx.shape(args[0])?;
            // A shift by a vector of another element type needs a conversion first.
            if op.is_shift() && ctx.shape(args[1])? != operand {
                return Ok(None);
            }
            // An integer division or remainder by a constant: the C compiler's multiply by its
            // reciprocal beats any table row.
            let bits = operand.elem.bytes * 8;
            if matches!(op, BinaryOp::Div | BinaryOp::Rem)
                && !operand.elem.float
                && super::generic::uniform_bits(ctx, args[1], bits).is_some()
            {
                return Ok(None);
            }
            (op.name().to_string(), operand)
        }
        // `!m` of a mask is its complement (the k-mask rows' `lognot`); of numbers, a comparison.
        InstData::Unary { op: UnaryOp::LogNot, arg } if ctx.shape(*arg)?.is_mask => {
            ("lognot".to_string(), ctx.shape(*arg)?)
        }
        InstData::Unary { op: UnaryOp::LogNot, .. } => return Ok(None),
        InstData::Unary { op, arg } => (op.name().to_string(), ctx.shape(*arg)?),
        InstData::Select { cond, args } => {
            if shape_of(ctx.em.types, ctx.ty(*cond), ctx.low.target)?.is_none() {
                return Ok(None);
            }
            ("select".to_string(), ctx.shape(args[0])?)
        }
        // A mask and the integer of its bits (`tobits`, `frombits`: keyed by the mask).
        InstData::Cast { arg } if shape_of(ctx.em.types, ctx.ty(ctx.result(inst)?), ctx.low.target)?.is_none() => {
            ("tobits".to_string(), ctx.shape(*arg)?)
        }
        InstData::Cast { arg } if shape_of(ctx.em.types, ctx.ty(*arg), ctx.low.target)?.is_none() => {
            ("frombits".to_string(), res_shape()?)
        }
        InstData::Cast { arg } => return cast_key(ctx, *arg, inst),
        InstData::Splat { .. } => ("splat".to_string(), res_shape()?),
        InstData::Call { callee: Callee::Direct(f), .. } => {
            (format!("call_{}", ctx.em.module.funcs[*f].name), res_shape()?)
        }
        InstData::Shuffle { args, lanes } => return shuffle_key(ctx, args, lanes, res_shape()?),
        InstData::Const(Const::Vector(_) | Const::Int(_) | Const::Float(_)) => ("const".to_string(), res_shape()?),
        InstData::Load { .. } => ("load".to_string(), res_shape()?),
        InstData::Store { value, .. } => ("store".to_string(), ctx.shape(*value)?),
        InstData::VectorLoad { mask, aligned, .. } => {
            let op = match (mask, aligned) {
                (Some(_), _) => "maskload",
                (None, true) => "loadaligned",
                (None, false) => "load",
            };
            (op.to_string(), res_shape()?)
        }
        InstData::VectorStore { value, mask, aligned, .. } => {
            let op = match (mask, aligned) {
                (Some(_), _) => "maskstore",
                (None, true) => "storealigned",
                (None, false) => "store",
            };
            (op.to_string(), ctx.shape(*value)?)
        }
        InstData::Gather { base, indices, mask } => {
            if !int32_indices(ctx, *indices)? {
                return Ok(None);
            }
            let op = match mask {
                Some(_) if gathers_words(ctx, *base) => "wordgather",
                Some(_) if Target::tuned(ctx.low.target, ctx.low.tune).hardware_masked_gathers() => "hwmaskgather",
                Some(_) => "maskgather",
                None => "gather",
            };
            (op.to_string(), res_shape()?)
        }
        InstData::Scatter { indices, value, mask, .. } => {
            if !int32_indices(ctx, *indices)? {
                return Ok(None);
            }
            (if mask.is_some() { "maskscatter" } else { "scatter" }.to_string(), ctx.shape(*value)?)
        }
        InstData::Reduce { op, arg } => (format!("reduce{}", op.name()), ctx.shape(*arg)?),
        _ => return Ok(None),
    }))
}

/// The table key of a conversion of vector `arg` (instruction `inst`) between numbers or masks.
fn cast_key(ctx: &Ctx, arg: Value, inst: Inst) -> Result<Option<(String, Shape)>, EmitError> {
    let (from, to) = (ctx.shape(arg)?, ctx.shape(ctx.result(inst)?)?);
    // A mask to numbers (0 or 1 per lane) is keyed by the mask (k-mask rows only).
    if from.is_mask && !to.is_mask {
        return Ok(Some((format!("cast_{}", key(to)), from)));
    }
    // Numbers to a mask, keyed by the numbers (k-mask rows only).
    if to.is_mask && !from.is_mask {
        return Ok(Some(("tomask".to_string(), from)));
    }
    if from.is_mask || to.is_mask {
        return Ok(None);
    }
    // Integers of one width in one register: the conversion changes no bit.
    if !from.elem.float && !to.elem.float && from.elem.bytes == to.elem.bytes {
        return Ok(Some(("copy".to_string(), from)));
    }
    Ok(Some((format!("cast_{}", key(to)), from)))
}

/// The table key of a shuffle of result shape `shape`, if its lane pattern has a row.
fn shuffle_key(
    ctx: &Ctx,
    args: &[Value; 2],
    lanes: &[u32],
    shape: Shape,
) -> Result<Option<(String, Shape)>, EmitError> {
    let n = shape.lanes;
    if ctx.shape(args[0])?.lanes != n {
        return Ok(None);
    }
    let reversed = lanes.iter().rev().copied().eq(0..n);
    // Of masks, only reversals (a masked reversed access's mask) have rows.
    if shape.is_mask && !(args[0] == args[1] && reversed) {
        return Ok(None);
    }
    let pattern = |f: &dyn Fn(u32) -> u32| lanes.len() == n as usize && lanes.iter().copied().eq((0..n).map(f));
    let op = if args[0] == args[1] && reversed {
        "reverse"
    } else if args[0] == args[1] && n.is_multiple_of(2) && pattern(&|k| k - k % 2) {
        "dup_evens"
    } else if args[0] == args[1] && n.is_multiple_of(2) && pattern(&|k| k | 1) {
        "dup_odds"
    } else if args[0] == args[1] && n.is_multiple_of(2) && pattern(&|k| k ^ 1) {
        "swap_pairs"
    } else if pattern(&|k| 2 * k) {
        "evens"
    } else if pattern(&|k| 2 * k + 1) {
        "odds"
    } else if pattern(&|k| k / 2 + (k % 2) * n) {
        "zip_lo"
    } else if pattern(&|k| n / 2 + k / 2 + (k % 2) * n) {
        "zip_hi"
    } else {
        return Ok(None);
    };
    Ok(Some((op.to_string(), shape)))
}

/// Whether a masked gather reads `int` words at an address made from an integer: the words
/// that hold bytes or shorts (midend wfv/widen_gathers.rs), which may reach past the array's
/// last element into its last word. The instruction reads them (never across a page, so
/// faulting nowhere the element's load would not); C loads lane by lane would read past the
/// object and break the aliasing rules.
fn gathers_words(ctx: &Ctx, base: Value) -> bool {
    let func = ctx.em.func;
    func.dfg.defining_inst(base).is_some_and(|i| match func.inst(i) {
        InstData::Cast { arg } => ctx.em.types.is_integer(func.value_type(*arg)),
        _ => false,
    })
}

/// Whether a gather's or scatter's indices are signed 32-bit integers (the only ones with rows).
fn int32_indices(ctx: &Ctx, indices: Value) -> Result<bool, EmitError> {
    let index = ctx.shape(indices)?;
    Ok(!(index.elem.float || !index.elem.signed || index.elem.bytes != 4))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vector::{Elem, MASK_ELEM};

    fn shape(word: &'static str, bytes: u32, float: bool, signed: bool, lanes: u32) -> Shape {
        Shape { elem: Elem { c_name: word, word, bytes, float, signed }, lanes, is_mask: false }
    }

    #[test]
    fn table_lookups() {
        let f32x8 = shape("float", 4, true, true, 8);
        let u8x32 = shape("uchar", 1, false, false, 32);
        let i8x32 = shape("schar", 1, false, true, 32);
        let i64x4 = shape("long", 8, false, true, 4);
        assert_eq!(find("add", f32x8), Some("_mm256_add_ps($0, $1)"));
        assert_eq!(find("min", u8x32), Some("_mm256_min_epu8($0, $1)"));
        assert_eq!(find("min", i8x32), Some("_mm256_min_epi8($0, $1)"));
        // No 8-bit multiply and no 64-bit min in AVX2: the generic lowering does those.
        assert_eq!(find("mul", u8x32), None);
        assert_eq!(find("min", i64x4), None);
        assert_eq!(find("and", Shape { elem: MASK_ELEM, lanes: 8, is_mask: true }), Some("_mm256_and_si256($0, $1)"));
        assert_eq!(find("cast_f32", shape("int", 4, false, true, 8)), Some("_mm256_cvtepi32_ps($0)"));
        assert_eq!(find("reverse", shape("double", 8, true, true, 4)), Some("_mm256_permute4x64_pd($0, 0x1b)"));
        assert!(find("evens", f32x8).is_some_and(|t| t.contains("_mm256_shuffle_ps($0, $1, 0x88)")));
        assert!(find("zip_hi", i64x4).is_some_and(|t| t.ends_with("0x31)")));
        assert_eq!(find("evens", u8x32), None);
        assert_eq!(find("addsub", f32x8), Some("_mm256_addsub_ps($0, $1)"));
        assert_eq!(find("dup_odds", f32x8), Some("_mm256_movehdup_ps($0)"));
        assert_eq!(find("addsub", i64x4), None);
        // Reductions: the 128-bit halves, then the register folded; the result in its C type.
        assert_eq!(find("reduceadd", i64x4), Some("vcc_avx2_reduce_epi64($0, _mm_add_epi64, $t)"));
        assert_eq!(find("reducemin", u8x32), Some("vcc_avx2_reduce_epi8($0, _mm_min_epu8, $t)"));
        assert_eq!(find("reducemax", f32x8), Some("vcc_avx2_reduce_ps($0, _mm_max_ps)"));
        // No 64-bit min in AVX2 (avx512.rs has one) and no 8-bit multiply anywhere.
        assert_eq!(find("reducemin", i64x4), None);
        assert_eq!(find("reducemul", i8x32), None);
    }

    #[test]
    fn every_template_names_an_intrinsic_or_helper_of_its_width() {
        for (op, elems, bits, template) in TABLE {
            assert!(!op.is_empty() && !elems.is_empty());
            // Widening conversions are keyed by their 128-bit source and give 256 bits.
            let ok = if *bits == 256 {
                template.contains("_mm256_")
            } else {
                template.contains("_mm_") || op.starts_with("cast_")
            };
            // 128-bit integer division goes through four doubles in a 256-bit register.
            let ok = ok || *op == "copy" || (template.starts_with("_ZGVd") && *bits == 256);
            let ok = ok || (*op == "div" && template.starts_with("_mm256_cvttpd_epi32("));
            assert!(ok || template.contains("vcc_avx2_"), "{} {} {}", op, bits, template);
        }
    }
}
