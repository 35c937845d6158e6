//! SSE4.2: 128-bit vectors held in `__m128`/`__m128d`/`__m128i`, and the table from
//! (operation, element) to the `immintrin.h` expression that computes it, in the same form as
//! avx2.rs's (whose driver, `avx2::lower`, reads it): avx2 and avx512 read these rows after
//! their own, so a 128-bit operation that AVX does no better is written once, here.
//!
//! Masks on 16-byte targets are one register whose lanes are as wide as the compared elements
//! (`super::mask_elem`: 2 lanes of 64 bits, 4 of 32, 8 of 16, 16 of 8), so a comparison's
//! result is the mask itself, a select is one `pblendvb`/`blendvps`, and `ptest`/`pmovmskb`
//! test it. Every row uses SSE4.2 at most (SSSE3's `pshufb` and `pabs`, SSE4.1's blends, `pmovzx`,
//! `pminsd`, `pmulld`, `roundps`, `ptest`, SSE4.2's `pcmpgtq`). What SSE lacks is composed:
//! unsigned comparisons flip the sign bits; masked loads and stores (SSE has none) read or
//! write only the active lanes, one by one, so an inactive lane's memory is never touched;
//! gathers of 4 lanes load the active lanes one by one (`gather_lanes`); a shift left of ints by
//! counts that differ per lane is a multiply (`shift_left_by_lanes`); other gathers and scatters,
//! other variable shifts, 8-bit and 64-bit multiplies take the generic lowering (per lane, as gcc
//! compiles them anyway). Floating-point `min`/`max` are `minps`/`maxps` in the IR's operand order
//! (avx2.rs says why that is exact), comparisons SSE's predicates, which C's operators are on NaN.

use super::avx2::{join_pieces, piece_at, register_type, Entry};
use super::generic::Ctx;
use super::{shape_of, Shape};
use crate::expr::{CExpr, PREC_ASSIGN, PREC_UNARY};
use crate::EmitError;
use midend::ir::{BinaryOp, Inst, InstData, Value};
use midend::target::{Target, TargetKind};

/// Integer and mask keys whose bitwise operations are the same instruction.
const BITS: &str = "i8 u8 i16 u16 i32 u32 i64 u64 mask mask16 mask8 mask64";
/// Every integer key, for loads, stores and copies.
const INTS: &str = "i8 u8 i16 u16 i32 u32 i64 u64";

#[rustfmt::skip]
pub const TABLE: &[Entry] = &[
    // Lane-wise arithmetic.
    ("add", "f32", 128, "_mm_add_ps($0, $1)"), ("add", "f64", 128, "_mm_add_pd($0, $1)"),
    ("add", "i8 u8", 128, "_mm_add_epi8($0, $1)"), ("add", "i16 u16", 128, "_mm_add_epi16($0, $1)"),
    ("add", "i32 u32", 128, "_mm_add_epi32($0, $1)"), ("add", "i64 u64", 128, "_mm_add_epi64($0, $1)"),
    ("sub", "f32", 128, "_mm_sub_ps($0, $1)"), ("sub", "f64", 128, "_mm_sub_pd($0, $1)"),
    ("sub", "i8 u8", 128, "_mm_sub_epi8($0, $1)"), ("sub", "i16 u16", 128, "_mm_sub_epi16($0, $1)"),
    ("sub", "i32 u32", 128, "_mm_sub_epi32($0, $1)"), ("sub", "i64 u64", 128, "_mm_sub_epi64($0, $1)"),
    ("mul", "f32", 128, "_mm_mul_ps($0, $1)"), ("mul", "f64", 128, "_mm_mul_pd($0, $1)"),
    ("mul", "i16 u16", 128, "_mm_mullo_epi16($0, $1)"), ("mul", "i32 u32", 128, "_mm_mullo_epi32($0, $1)"),
    ("madd", "i16", 128, "_mm_madd_epi16($0, $1)"),
    ("addsub", "f32", 128, "_mm_addsub_ps($0, $1)"), ("addsub", "f64", 128, "_mm_addsub_pd($0, $1)"),
    ("avg", "u8", 128, "_mm_avg_epu8($0, $1)"), ("avg", "u16", 128, "_mm_avg_epu16($0, $1)"),
    ("mulhi", "i16", 128, "_mm_mulhi_epi16($0, $1)"), ("mulhi", "u16", 128, "_mm_mulhi_epu16($0, $1)"),
    ("addsat", "u8", 128, "_mm_adds_epu8($0, $1)"), ("addsat", "u16", 128, "_mm_adds_epu16($0, $1)"),
    ("addsat", "i8", 128, "_mm_adds_epi8($0, $1)"), ("addsat", "i16", 128, "_mm_adds_epi16($0, $1)"),
    ("subsat", "u8", 128, "_mm_subs_epu8($0, $1)"), ("subsat", "u16", 128, "_mm_subs_epu16($0, $1)"),
    ("subsat", "i8", 128, "_mm_subs_epi8($0, $1)"), ("subsat", "i16", 128, "_mm_subs_epi16($0, $1)"),
    ("div", "f32", 128, "_mm_div_ps($0, $1)"), ("div", "f64", 128, "_mm_div_pd($0, $1)"),
    // Signed 32-bit division by a variable in double lanes (`vcc_sse_div_epi32`, all SSE2):
    // both operands are exact in a double, and the rounded quotient truncates to C's. A
    // quotient a/b that is not an integer lies at least 1/|b| from one, and its rounding error
    // is at most |a/b| * 2^-53 < 2^-22/|b|. Division by zero and INT_MIN / -1, undefined in
    // C, give INT_MIN; a masked lane's divisor is 1 (midend `legal/masked.rs`). A constant
    // divisor keeps gcc's multiply by the reciprocal (`avx2::table_key`). Coverage ty_div_var,
    // per lane: divpd one per 4 cycles of two lanes on Ice Lake against idiv's one per 6.
    // The remainder is a - (a / b) * b with that exact quotient (sse2.rs: its own multiply).
    ("div", "i32", 128, "vcc_sse_div_epi32($0, $1)"),
    ("rem", "i32", 128, "vcc_sse_rem_epi32($0, $1)"),
    // Unsigned: the operands flipped into the signed range and converted with 2^31 added back
    // (exact), the same division (exact for all of u32: the quotient's error stays below
    // 2^-21/b), and the quotient truncated from [0, 2^32): 2^31 taken off where it is at
    // least that (exact there), converted, and the top bit put back. All SSE2.
    ("div", "u32", 128, "vcc_sse_div_epu32($0, $1)"),
    ("rem", "u32", 128, "vcc_sse_rem_epu32($0, $1)"),
    ("and", INTS, 128, "_mm_and_si128($0, $1)"), ("or", INTS, 128, "_mm_or_si128($0, $1)"),
    ("xor", INTS, 128, "_mm_xor_si128($0, $1)"), ("bitnot", INTS, 128, "_mm_xor_si128($0, _mm_set1_epi32(-1))"),
    // Masks' and, or, xor and not have no row: the generic lowering writes them as C's
    // operators on the mask's vector type, which gcc folds with the comparisons and
    // conversions that make the masks (`~a | ~b` of two byte compares widened is one compare
    // chain widened once; bench count_sp_u8: 0.25 s -> 0.21 s, generic vectors 0.20 s).
    ("neg", "f32", 128, "_mm_xor_ps($0, _mm_set1_ps(-0.0f))"), ("neg", "f64", 128, "_mm_xor_pd($0, _mm_set1_pd(-0.0))"),
    ("neg", "i8 u8", 128, "_mm_sub_epi8(_mm_setzero_si128(), $0)"), ("neg", "i16 u16", 128, "_mm_sub_epi16(_mm_setzero_si128(), $0)"),
    ("neg", "i32 u32", 128, "_mm_sub_epi32(_mm_setzero_si128(), $0)"), ("neg", "i64 u64", 128, "_mm_sub_epi64(_mm_setzero_si128(), $0)"),
    // `x < 0 ? -x : x` wrapping at the most negative value, as `pabs` does (no 64-bit form).
    ("abs", "i8", 128, "_mm_abs_epi8($0)"), ("abs", "i16", 128, "_mm_abs_epi16($0)"),
    ("abs", "i32", 128, "_mm_abs_epi32($0)"),
    // `a < b ? a : b` and `a > b ? a : b`, NaN included.
    ("min", "f32", 128, "_mm_min_ps($0, $1)"), ("max", "f32", 128, "_mm_max_ps($0, $1)"),
    ("min", "f64", 128, "_mm_min_pd($0, $1)"), ("max", "f64", 128, "_mm_max_pd($0, $1)"),
    ("min", "i8", 128, "_mm_min_epi8($0, $1)"), ("max", "i8", 128, "_mm_max_epi8($0, $1)"),
    ("min", "u8", 128, "_mm_min_epu8($0, $1)"), ("max", "u8", 128, "_mm_max_epu8($0, $1)"),
    ("min", "i16", 128, "_mm_min_epi16($0, $1)"), ("max", "i16", 128, "_mm_max_epi16($0, $1)"),
    ("min", "u16", 128, "_mm_min_epu16($0, $1)"), ("max", "u16", 128, "_mm_max_epu16($0, $1)"),
    ("min", "i32", 128, "_mm_min_epi32($0, $1)"), ("max", "i32", 128, "_mm_max_epi32($0, $1)"),
    ("min", "u32", 128, "_mm_min_epu32($0, $1)"), ("max", "u32", 128, "_mm_max_epu32($0, $1)"),
    ("min", "i64", 128, "_mm_blendv_epi8($1, $0, _mm_cmpgt_epi64($1, $0))"),
    ("max", "i64", 128, "_mm_blendv_epi8($1, $0, _mm_cmpgt_epi64($0, $1))"),
    ("min", "u64", 128, "_mm_blendv_epi8($1, $0, _mm_cmpgt_epi64(vcc_sse_flip_epi64($1), vcc_sse_flip_epi64($0)))"),
    ("max", "u64", 128, "_mm_blendv_epi8($1, $0, _mm_cmpgt_epi64(vcc_sse_flip_epi64($0), vcc_sse_flip_epi64($1)))"),
    // Comparisons give masks of the operands' lane width.
    ("eq", "f32", 128, "_mm_castps_si128(_mm_cmpeq_ps($0, $1))"), ("ne", "f32", 128, "_mm_castps_si128(_mm_cmpneq_ps($0, $1))"),
    ("lt", "f32", 128, "_mm_castps_si128(_mm_cmplt_ps($0, $1))"), ("le", "f32", 128, "_mm_castps_si128(_mm_cmple_ps($0, $1))"),
    ("gt", "f32", 128, "_mm_castps_si128(_mm_cmpgt_ps($0, $1))"), ("ge", "f32", 128, "_mm_castps_si128(_mm_cmpge_ps($0, $1))"),
    ("eq", "f64", 128, "_mm_castpd_si128(_mm_cmpeq_pd($0, $1))"), ("ne", "f64", 128, "_mm_castpd_si128(_mm_cmpneq_pd($0, $1))"),
    ("lt", "f64", 128, "_mm_castpd_si128(_mm_cmplt_pd($0, $1))"), ("le", "f64", 128, "_mm_castpd_si128(_mm_cmple_pd($0, $1))"),
    ("gt", "f64", 128, "_mm_castpd_si128(_mm_cmpgt_pd($0, $1))"), ("ge", "f64", 128, "_mm_castpd_si128(_mm_cmpge_pd($0, $1))"),
    ("eq", "i8 u8 mask8", 128, "_mm_cmpeq_epi8($0, $1)"), ("eq", "i16 u16 mask16", 128, "_mm_cmpeq_epi16($0, $1)"),
    ("eq", "i32 u32 mask", 128, "_mm_cmpeq_epi32($0, $1)"), ("eq", "i64 u64 mask64", 128, "_mm_cmpeq_epi64($0, $1)"),
    ("ne", "i8 u8 mask8", 128, "vcc_sse_not(_mm_cmpeq_epi8($0, $1))"), ("ne", "i16 u16 mask16", 128, "vcc_sse_not(_mm_cmpeq_epi16($0, $1))"),
    ("ne", "i32 u32 mask", 128, "vcc_sse_not(_mm_cmpeq_epi32($0, $1))"), ("ne", "i64 u64 mask64", 128, "vcc_sse_not(_mm_cmpeq_epi64($0, $1))"),
    ("gt", "i8", 128, "_mm_cmpgt_epi8($0, $1)"), ("lt", "i8", 128, "_mm_cmpgt_epi8($1, $0)"),
    ("le", "i8", 128, "vcc_sse_not(_mm_cmpgt_epi8($0, $1))"), ("ge", "i8", 128, "vcc_sse_not(_mm_cmpgt_epi8($1, $0))"),
    ("gt", "i16", 128, "_mm_cmpgt_epi16($0, $1)"), ("lt", "i16", 128, "_mm_cmpgt_epi16($1, $0)"),
    ("le", "i16", 128, "vcc_sse_not(_mm_cmpgt_epi16($0, $1))"), ("ge", "i16", 128, "vcc_sse_not(_mm_cmpgt_epi16($1, $0))"),
    ("gt", "i32", 128, "_mm_cmpgt_epi32($0, $1)"), ("lt", "i32", 128, "_mm_cmpgt_epi32($1, $0)"),
    ("le", "i32", 128, "vcc_sse_not(_mm_cmpgt_epi32($0, $1))"), ("ge", "i32", 128, "vcc_sse_not(_mm_cmpgt_epi32($1, $0))"),
    ("gt", "i64", 128, "_mm_cmpgt_epi64($0, $1)"), ("lt", "i64", 128, "_mm_cmpgt_epi64($1, $0)"),
    ("le", "i64", 128, "vcc_sse_not(_mm_cmpgt_epi64($0, $1))"), ("ge", "i64", 128, "vcc_sse_not(_mm_cmpgt_epi64($1, $0))"),
    // Unsigned order is signed order with the sign bits flipped.
    ("gt", "u8", 128, "_mm_cmpgt_epi8(vcc_sse_flip_epi8($0), vcc_sse_flip_epi8($1))"),
    ("lt", "u8", 128, "_mm_cmpgt_epi8(vcc_sse_flip_epi8($1), vcc_sse_flip_epi8($0))"),
    ("le", "u8", 128, "vcc_sse_not(_mm_cmpgt_epi8(vcc_sse_flip_epi8($0), vcc_sse_flip_epi8($1)))"),
    ("ge", "u8", 128, "vcc_sse_not(_mm_cmpgt_epi8(vcc_sse_flip_epi8($1), vcc_sse_flip_epi8($0)))"),
    ("gt", "u16", 128, "_mm_cmpgt_epi16(vcc_sse_flip_epi16($0), vcc_sse_flip_epi16($1))"),
    ("lt", "u16", 128, "_mm_cmpgt_epi16(vcc_sse_flip_epi16($1), vcc_sse_flip_epi16($0))"),
    ("le", "u16", 128, "vcc_sse_not(_mm_cmpgt_epi16(vcc_sse_flip_epi16($0), vcc_sse_flip_epi16($1)))"),
    ("ge", "u16", 128, "vcc_sse_not(_mm_cmpgt_epi16(vcc_sse_flip_epi16($1), vcc_sse_flip_epi16($0)))"),
    ("gt", "u32", 128, "_mm_cmpgt_epi32(vcc_sse_flip_epi32($0), vcc_sse_flip_epi32($1))"),
    ("lt", "u32", 128, "_mm_cmpgt_epi32(vcc_sse_flip_epi32($1), vcc_sse_flip_epi32($0))"),
    ("le", "u32", 128, "vcc_sse_not(_mm_cmpgt_epi32(vcc_sse_flip_epi32($0), vcc_sse_flip_epi32($1)))"),
    ("ge", "u32", 128, "vcc_sse_not(_mm_cmpgt_epi32(vcc_sse_flip_epi32($1), vcc_sse_flip_epi32($0)))"),
    ("gt", "u64", 128, "_mm_cmpgt_epi64(vcc_sse_flip_epi64($0), vcc_sse_flip_epi64($1))"),
    ("lt", "u64", 128, "_mm_cmpgt_epi64(vcc_sse_flip_epi64($1), vcc_sse_flip_epi64($0))"),
    ("le", "u64", 128, "vcc_sse_not(_mm_cmpgt_epi64(vcc_sse_flip_epi64($0), vcc_sse_flip_epi64($1)))"),
    ("ge", "u64", 128, "vcc_sse_not(_mm_cmpgt_epi64(vcc_sse_flip_epi64($1), vcc_sse_flip_epi64($0)))"),
    // Selects: `$0` is the mask (lanes as wide as the values'), `$1` where it is set, `$2` elsewhere.
    ("select", "f32", 128, "_mm_blendv_ps($2, $1, _mm_castsi128_ps($0))"),
    ("select", "f64", 128, "_mm_blendv_pd($2, $1, _mm_castsi128_pd($0))"),
    ("select", BITS, 128, "_mm_blendv_epi8($2, $1, $0)"),
    // Memory. SSE has no masked access: `vcc_sse_load_masked`/`vcc_sse_store_masked` (`$g`:
    // the generic vector type of the value).
    ("load", "f32", 128, "_mm_loadu_ps($p)"), ("load", "f64", 128, "_mm_loadu_pd($p)"),
    ("load", INTS, 128, "_mm_loadu_si128((const __m128i *)$p)"),
    ("loadaligned", "f32", 128, "_mm_load_ps($p)"), ("loadaligned", "f64", 128, "_mm_load_pd($p)"),
    ("loadaligned", INTS, 128, "_mm_load_si128((const __m128i *)$p)"),
    ("store", "f32", 128, "_mm_storeu_ps($p, $0)"), ("store", "f64", 128, "_mm_storeu_pd($p, $0)"),
    ("store", INTS, 128, "_mm_storeu_si128((__m128i *)$p, $0)"),
    ("storealigned", "f32", 128, "_mm_store_ps($p, $0)"), ("storealigned", "f64", 128, "_mm_store_pd($p, $0)"),
    ("storealigned", INTS, 128, "_mm_store_si128((__m128i *)$p, $0)"),
    ("maskload", "f32", 128, "_mm_castsi128_ps(vcc_sse_load_masked($g, $p, $m))"),
    ("maskload", "f64", 128, "_mm_castsi128_pd(vcc_sse_load_masked($g, $p, $m))"),
    ("maskload", INTS, 128, "vcc_sse_load_masked($g, $p, $m)"),
    ("maskstore", "f32 f64", 128, "vcc_sse_store_masked($g, $p, $0, $m)"),
    ("maskstore", INTS, 128, "vcc_sse_store_masked($g, $p, $0, $m)"),
    // Lanes in reverse order.
    ("reverse", "f32", 128, "_mm_shuffle_ps($0, $0, 0x1b)"), ("reverse", "i32 u32 mask", 128, "_mm_shuffle_epi32($0, 0x1b)"),
    ("reverse", "f64", 128, "_mm_shuffle_pd($0, $0, 1)"), ("reverse", "i64 u64 mask64", 128, "_mm_shuffle_epi32($0, 0x4e)"),
    ("reverse", "i16 u16 mask16", 128, "_mm_shuffle_epi8($0, _mm_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1))"),
    ("reverse", "i8 u8 mask8", 128, "_mm_shuffle_epi8($0, _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0))"),
    // Interleave groups of 2: the even or odd lanes of two vectors, the low or high halves of
    // two vectors interleaved.
    ("evens", "f32", 128, "_mm_shuffle_ps($0, $1, 0x88)"), ("odds", "f32", 128, "_mm_shuffle_ps($0, $1, 0xdd)"),
    ("evens", "i32 u32", 128, "_mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps($0), _mm_castsi128_ps($1), 0x88))"),
    ("odds", "i32 u32", 128, "_mm_castps_si128(_mm_shuffle_ps(_mm_castsi128_ps($0), _mm_castsi128_ps($1), 0xdd))"),
    ("evens", "f64", 128, "_mm_unpacklo_pd($0, $1)"), ("odds", "f64", 128, "_mm_unpackhi_pd($0, $1)"),
    ("evens", "i64 u64", 128, "_mm_unpacklo_epi64($0, $1)"), ("odds", "i64 u64", 128, "_mm_unpackhi_epi64($0, $1)"),
    ("evens", "i16 u16", 128, "vcc_sse_pick($0, $1, 0, 1, 4, 5, 8, 9, 12, 13)"),
    ("odds", "i16 u16", 128, "vcc_sse_pick($0, $1, 2, 3, 6, 7, 10, 11, 14, 15)"),
    ("evens", "i8 u8", 128, "vcc_sse_pick($0, $1, 0, 2, 4, 6, 8, 10, 12, 14)"),
    ("odds", "i8 u8", 128, "vcc_sse_pick($0, $1, 1, 3, 5, 7, 9, 11, 13, 15)"),
    ("zip_lo", "f32", 128, "_mm_unpacklo_ps($0, $1)"), ("zip_hi", "f32", 128, "_mm_unpackhi_ps($0, $1)"),
    ("zip_lo", "f64", 128, "_mm_unpacklo_pd($0, $1)"), ("zip_hi", "f64", 128, "_mm_unpackhi_pd($0, $1)"),
    ("zip_lo", "i8 u8", 128, "_mm_unpacklo_epi8($0, $1)"), ("zip_hi", "i8 u8", 128, "_mm_unpackhi_epi8($0, $1)"),
    ("zip_lo", "i16 u16", 128, "_mm_unpacklo_epi16($0, $1)"), ("zip_hi", "i16 u16", 128, "_mm_unpackhi_epi16($0, $1)"),
    ("zip_lo", "i32 u32", 128, "_mm_unpacklo_epi32($0, $1)"), ("zip_hi", "i32 u32", 128, "_mm_unpackhi_epi32($0, $1)"),
    ("zip_lo", "i64 u64", 128, "_mm_unpacklo_epi64($0, $1)"), ("zip_hi", "i64 u64", 128, "_mm_unpackhi_epi64($0, $1)"),
    // One-vector shuffles within pairs of lanes (complex multiplies).
    ("dup_evens", "f32", 128, "_mm_moveldup_ps($0)"), ("dup_odds", "f32", 128, "_mm_movehdup_ps($0)"),
    ("swap_pairs", "f32", 128, "_mm_shuffle_ps($0, $0, 0xb1)"),
    ("dup_evens", "f64", 128, "_mm_movedup_pd($0)"), ("dup_odds", "f64", 128, "_mm_unpackhi_pd($0, $0)"),
    ("swap_pairs", "f64", 128, "_mm_shuffle_pd($0, $0, 1)"),
    // Math functions on every lane with exactly the scalar function's results.
    ("call_sqrtf", "f32", 128, "_mm_sqrt_ps($0)"), ("call_sqrt", "f64", 128, "_mm_sqrt_pd($0)"),
    ("call_fabsf", "f32", 128, "_mm_andnot_ps(_mm_set1_ps(-0.0f), $0)"),
    ("call_fabs", "f64", 128, "_mm_andnot_pd(_mm_set1_pd(-0.0), $0)"),
    ("call_floorf", "f32", 128, "_mm_round_ps($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_floor", "f64", 128, "_mm_round_pd($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceilf", "f32", 128, "_mm_round_ps($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceil", "f64", 128, "_mm_round_pd($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    // glibc's libmvec 'b' variants (--fast-math; declared by the helper table below).
    ("call_expf", "f32", 128, "_ZGVbN4v_expf($0)"), ("call_exp", "f64", 128, "_ZGVbN2v_exp($0)"),
    ("call_logf", "f32", 128, "_ZGVbN4v_logf($0)"), ("call_log", "f64", 128, "_ZGVbN2v_log($0)"),
    ("call_sinf", "f32", 128, "_ZGVbN4v_sinf($0)"), ("call_sin", "f64", 128, "_ZGVbN2v_sin($0)"),
    ("call_cosf", "f32", 128, "_ZGVbN4v_cosf($0)"), ("call_cos", "f64", 128, "_ZGVbN2v_cos($0)"),
    ("call_powf", "f32", 128, "_ZGVbN4vv_powf($0, $1)"), ("call_pow", "f64", 128, "_ZGVbN2vv_pow($0, $1)"),
    // Broadcasts and constants (lane 0 first, `$lanes`); copies between integers of one width.
    ("splat", "f32", 128, "_mm_set1_ps($0)"), ("splat", "f64", 128, "_mm_set1_pd($0)"),
    ("splat", "i8 u8", 128, "_mm_set1_epi8((char)$0)"), ("splat", "i16 u16", 128, "_mm_set1_epi16((short)$0)"),
    ("splat", "i32 u32", 128, "_mm_set1_epi32((int)$0)"), ("splat", "i64 u64", 128, "_mm_set1_epi64x((long long)$0)"),
    ("const", "f32", 128, "_mm_setr_ps($lanes)"), ("const", "f64", 128, "_mm_setr_pd($lanes)"),
    ("const", "i8 u8", 128, "_mm_setr_epi8($lanes)"), ("const", "i16 u16", 128, "_mm_setr_epi16($lanes)"),
    ("const", "i32 u32", 128, "_mm_setr_epi32($lanes)"),
    ("copy", INTS, 128, "$0"),
    // Conversions between 32-bit integers and floats, keyed by the source.
    ("cast_f32", "i32", 128, "_mm_cvtepi32_ps($0)"), ("cast_i32", "f32", 128, "_mm_cvttps_epi32($0)"),
    // Mask tests: any lane set, every lane set.
    ("reduceor", "mask mask16 mask8 mask64", 128, "(!_mm_testz_si128($0, $0))"),
    ("reduceand", "mask mask16 mask8 mask64", 128, "_mm_testc_si128($0, _mm_set1_epi32(-1))"),
    // Reductions: the register folded onto itself by the lane-wise operation, lane 0 converted
    // to the result's type (`$t`); the IR leaves a reduction's order unspecified.
    ("reduceadd", "f32", 128, "vcc_sse_reduce_ps($0, _mm_add_ps)"), ("reducemul", "f32", 128, "vcc_sse_reduce_ps($0, _mm_mul_ps)"),
    ("reducemin", "f32", 128, "vcc_sse_reduce_ps($0, _mm_min_ps)"), ("reducemax", "f32", 128, "vcc_sse_reduce_ps($0, _mm_max_ps)"),
    ("reduceadd", "f64", 128, "vcc_sse_reduce_pd($0, _mm_add_pd)"), ("reducemul", "f64", 128, "vcc_sse_reduce_pd($0, _mm_mul_pd)"),
    ("reducemin", "f64", 128, "vcc_sse_reduce_pd($0, _mm_min_pd)"), ("reducemax", "f64", 128, "vcc_sse_reduce_pd($0, _mm_max_pd)"),
    ("reduceadd", "i64 u64", 128, "vcc_sse_reduce_epi64($0, _mm_add_epi64, $t)"),
    ("reduceand", "i64 u64", 128, "vcc_sse_reduce_epi64($0, _mm_and_si128, $t)"),
    ("reduceor", "i64 u64", 128, "vcc_sse_reduce_epi64($0, _mm_or_si128, $t)"),
    ("reducexor", "i64 u64", 128, "vcc_sse_reduce_epi64($0, _mm_xor_si128, $t)"),
    ("reduceadd", "i32 u32", 128, "vcc_sse_reduce_epi32($0, _mm_add_epi32, $t)"),
    ("reducemul", "i32 u32", 128, "vcc_sse_reduce_epi32($0, _mm_mullo_epi32, $t)"),
    ("reducemin", "i32", 128, "vcc_sse_reduce_epi32($0, _mm_min_epi32, $t)"), ("reducemax", "i32", 128, "vcc_sse_reduce_epi32($0, _mm_max_epi32, $t)"),
    ("reducemin", "u32", 128, "vcc_sse_reduce_epi32($0, _mm_min_epu32, $t)"), ("reducemax", "u32", 128, "vcc_sse_reduce_epi32($0, _mm_max_epu32, $t)"),
    ("reduceand", "i32 u32", 128, "vcc_sse_reduce_epi32($0, _mm_and_si128, $t)"),
    ("reduceor", "i32 u32", 128, "vcc_sse_reduce_epi32($0, _mm_or_si128, $t)"),
    ("reducexor", "i32 u32", 128, "vcc_sse_reduce_epi32($0, _mm_xor_si128, $t)"),
    ("reduceadd", "i16 u16", 128, "vcc_sse_reduce_epi16($0, _mm_add_epi16, $t)"),
    ("reducemul", "i16 u16", 128, "vcc_sse_reduce_epi16($0, _mm_mullo_epi16, $t)"),
    ("reducemin", "i16", 128, "vcc_sse_reduce_epi16($0, _mm_min_epi16, $t)"), ("reducemax", "i16", 128, "vcc_sse_reduce_epi16($0, _mm_max_epi16, $t)"),
    ("reducemin", "u16", 128, "vcc_sse_reduce_epi16($0, _mm_min_epu16, $t)"), ("reducemax", "u16", 128, "vcc_sse_reduce_epi16($0, _mm_max_epu16, $t)"),
    ("reduceand", "i16 u16", 128, "vcc_sse_reduce_epi16($0, _mm_and_si128, $t)"),
    ("reduceor", "i16 u16", 128, "vcc_sse_reduce_epi16($0, _mm_or_si128, $t)"),
    ("reducexor", "i16 u16", 128, "vcc_sse_reduce_epi16($0, _mm_xor_si128, $t)"),
    ("reduceadd", "i8 u8", 128, "vcc_sse_reduce_epi8($0, _mm_add_epi8, $t)"),
    ("reducemin", "i8", 128, "vcc_sse_reduce_epi8($0, _mm_min_epi8, $t)"), ("reducemax", "i8", 128, "vcc_sse_reduce_epi8($0, _mm_max_epi8, $t)"),
    ("reducemin", "u8", 128, "vcc_sse_reduce_epi8($0, _mm_min_epu8, $t)"), ("reducemax", "u8", 128, "vcc_sse_reduce_epi8($0, _mm_max_epu8, $t)"),
    ("reduceand", "i8 u8", 128, "vcc_sse_reduce_epi8($0, _mm_and_si128, $t)"),
    ("reduceor", "i8 u8", 128, "vcc_sse_reduce_epi8($0, _mm_or_si128, $t)"),
    ("reducexor", "i8 u8", 128, "vcc_sse_reduce_epi8($0, _mm_xor_si128, $t)"),
];

/// Helper macros, dependencies first. `flip` toggles sign bits (unsigned order as signed);
/// `pick` takes the bytes the indices name from each of two registers into the low and high
/// halves of the result; `load_masked`/`store_masked` take the mask's bytes once (`pmovmskb`)
/// and read or write each active lane alone, through the generic vector type `VG` (lane `k` is
/// active when byte `k * (16 / lanes)` of the mask is set); an inactive lane reads as zero. (A
/// test for all lanes set before them, for one whole-vector access, cost bench cond_store_f32
/// 40%: its masks are mixed.) Reductions of bytes and shorts take lane 0 at its width before
/// converting it to the result's type `T` (a `_Bool` result must not see the other lanes).
#[rustfmt::skip]
pub const MACROS: &[(&str, &str)] = &[
    ("vcc_sse_not", "#define vcc_sse_not(X) _mm_xor_si128((X), _mm_set1_epi32(-1))"),
    ("vcc_sse_flip_epi8", "#define vcc_sse_flip_epi8(X) _mm_xor_si128((X), _mm_set1_epi8(-128))"),
    ("vcc_sse_flip_epi16", "#define vcc_sse_flip_epi16(X) _mm_xor_si128((X), _mm_set1_epi16(-32767 - 1))"),
    ("vcc_sse_flip_epi32", "#define vcc_sse_flip_epi32(X) _mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))"),
    ("vcc_sse_flip_epi64", "#define vcc_sse_flip_epi64(X) _mm_xor_si128((X), _mm_set1_epi64x(-9223372036854775807LL - 1))"),
    ("vcc_sse_pick", "#define vcc_sse_pick(A, B, I0, I1, I2, I3, I4, I5, I6, I7) _mm_unpacklo_epi64(_mm_shuffle_epi8((A), _mm_setr_epi8(I0, I1, I2, I3, I4, I5, I6, I7, -128, -128, -128, -128, -128, -128, -128, -128)), _mm_shuffle_epi8((B), _mm_setr_epi8(I0, I1, I2, I3, I4, I5, I6, I7, -128, -128, -128, -128, -128, -128, -128, -128)))"),
    ("vcc_sse_div_epi32", "#define vcc_sse_div_epi32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(vcc_a), _mm_cvtepi32_pd(vcc_b))); __m128i vcc_q1 = _mm_cvttpd_epi32(_mm_div_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), _mm_cvtepi32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })"),
    ("vcc_sse_rem_epi32", "#define vcc_sse_rem_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, _mm_mullo_epi32(vcc_sse_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_sse_cvtepu32_pd", "#define vcc_sse_cvtepu32_pd(X) _mm_add_pd(_mm_cvtepi32_pd(_mm_xor_si128((X), _mm_set1_epi32(-2147483647 - 1))), _mm_set1_pd(2147483648.0))"),
    ("vcc_sse_cvttpd_epu32", "#define vcc_sse_cvttpd_epu32(Q) ({ __m128d vcc_q = (Q), vcc_big = _mm_cmpge_pd(vcc_q, _mm_set1_pd(2147483648.0)); __m128i vcc_t = _mm_cvttpd_epi32(_mm_sub_pd(vcc_q, _mm_and_pd(vcc_big, _mm_set1_pd(2147483648.0)))); _mm_xor_si128(vcc_t, _mm_and_si128(_mm_shuffle_epi32(_mm_castpd_si128(vcc_big), 0x08), _mm_set1_epi32(-2147483647 - 1))); })"),
    ("vcc_sse_div_epu32", "#define vcc_sse_div_epu32(A, B) ({ __m128i vcc_a = (A), vcc_b = (B); __m128i vcc_q0 = vcc_sse_cvttpd_epu32(_mm_div_pd(vcc_sse_cvtepu32_pd(vcc_a), vcc_sse_cvtepu32_pd(vcc_b))); __m128i vcc_q1 = vcc_sse_cvttpd_epu32(_mm_div_pd(vcc_sse_cvtepu32_pd(_mm_shuffle_epi32(vcc_a, 0xee)), vcc_sse_cvtepu32_pd(_mm_shuffle_epi32(vcc_b, 0xee)))); _mm_unpacklo_epi64(vcc_q0, vcc_q1); })"),
    ("vcc_sse_rem_epu32", "#define vcc_sse_rem_epu32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, _mm_mullo_epi32(vcc_sse_div_epu32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_sse_gather4", "#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })"),
    ("vcc_sse_gather4_narrow", "#define vcc_sse_gather4_narrow(VT, T, W, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); W vcc_gw = 0; if (vcc_gb & 1) vcc_gw |= (W)vcc_gp[(int)vcc_g0]; if (vcc_gb & 2) vcc_gw |= (W)vcc_gp[vcc_g0 >> 32] << (8 * sizeof(T)); if (vcc_gb & 4) vcc_gw |= (W)vcc_gp[(int)vcc_g1] << (16 * sizeof(T)); if (vcc_gb & 8) vcc_gw |= (W)vcc_gp[vcc_g1 >> 32] << (24 * sizeof(T)); VT vcc_gr; __builtin_memcpy(&vcc_gr, &vcc_gw, sizeof vcc_gr); vcc_gr; })"),
    ("vcc_sse_load_masked", "#define vcc_sse_load_masked(VG, P, M) ({ unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); VG vcc_r = {0}; _Pragma(\"GCC unroll 64\") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_r / sizeof vcc_r[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_r[0])) & 1) vcc_r[vcc_k] = (P)[vcc_k]; (__m128i)vcc_r; })"),
    ("vcc_sse_store_masked", "#define vcc_sse_store_masked(VG, P, V, M) do { VG vcc_v = (VG)(V); unsigned vcc_b = (unsigned)_mm_movemask_epi8(M); _Pragma(\"GCC unroll 64\") for (unsigned vcc_k = 0; vcc_k < sizeof vcc_v / sizeof vcc_v[0]; vcc_k++) if ((vcc_b >> (vcc_k * sizeof vcc_v[0])) & 1) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)"),
    ("_ZGVbN4v_expf", "__m128 _ZGVbN4v_expf(__m128);"), ("_ZGVbN2v_exp", "__m128d _ZGVbN2v_exp(__m128d);"),
    ("_ZGVbN4v_logf", "__m128 _ZGVbN4v_logf(__m128);"), ("_ZGVbN2v_log", "__m128d _ZGVbN2v_log(__m128d);"),
    ("_ZGVbN4v_sinf", "__m128 _ZGVbN4v_sinf(__m128);"), ("_ZGVbN2v_sin", "__m128d _ZGVbN2v_sin(__m128d);"),
    ("_ZGVbN4v_cosf", "__m128 _ZGVbN4v_cosf(__m128);"), ("_ZGVbN2v_cos", "__m128d _ZGVbN2v_cos(__m128d);"),
    ("_ZGVbN4vv_powf", "__m128 _ZGVbN4vv_powf(__m128, __m128);"), ("_ZGVbN2vv_pow", "__m128d _ZGVbN2vv_pow(__m128d, __m128d);"),
    ("vcc_sse_reduce_ps", "#define vcc_sse_reduce_ps(V, OP) ({ __m128 vcc_s = (V); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_movehdup_ps(vcc_s)); _mm_cvtss_f32(vcc_s); })"),
    ("vcc_sse_reduce_pd", "#define vcc_sse_reduce_pd(V, OP) ({ __m128d vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_pd(vcc_s, vcc_s)); _mm_cvtsd_f64(vcc_s); })"),
    ("vcc_sse_reduce_epi64", "#define vcc_sse_reduce_epi64(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })"),
    ("vcc_sse_reduce_epi32", "#define vcc_sse_reduce_epi32(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })"),
    ("vcc_sse_reduce_epi16", "#define vcc_sse_reduce_epi16(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)(unsigned short)_mm_cvtsi128_si32(vcc_s); })"),
    ("vcc_sse_reduce_epi8", "#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })"),
];

// 8- or 16-bit integers converted to 32-bit ints or floats that take several registers (a byte
// loop's VF=16: uint8 -> float is four registers of floats, short + uchar -> int two and four):
// each register of the result widened by one `pmovzx`/`pmovsx` from its place in the source
// (and converted by `cvtdq2ps`), the registers joined by `join_pieces`, which gcc and clang
// compile to nothing when the consumers work per register (avx2.rs's
// `widen_in_pieces` on 16-byte registers; on avx2 that one applies). A source wider than a
// register is taken in 16-byte pieces the same way. gcc -O2 compiles the generic lowering's
// chain of `__builtin_convertvector`s through 16 bits with extra shuffles (bench u8_to_f32:
// 0.21 s -> 0.18 s). Bytes to shorts are widened in pieces too: on sse4.2 gcc writes the generic
// conversion's high register as `psrldq` + `pmovzxbw`, where `punpckhbw` with zero (or with
// itself, then shifted) is one shuffle (bench blend_u8: 0.31 s -> 0.26 s, the input's time;
// rgb_gray_u8 0.60 s -> 0.55 s).
pub fn widen_in_pieces(ctx: &Ctx, arg: Value, res: Value) -> Result<Option<CExpr>, EmitError> {
    let Some((from, to)) = widened_in_pieces(ctx, arg, res)? else { return Ok(None) };
    // The integer width each piece is widened to: the result's, or 32 bits for floats (exact:
    // the source is narrower than 32 bits).
    let int_bytes = if to.elem.float { 4 } else { to.elem.bytes };
    let x = ctx.val(arg)?.at(PREC_ASSIGN);
    let mut text = String::from("({ ");
    if from.bytes() == 16 {
        text.push_str(&format!("__m128i vcc_h0 = {x}; "));
    } else {
        // The source's 16-byte registers, from its generic vector.
        text.push_str(&format!("{} vcc_x = {x}; ", ctx.low.generic_type(from)));
        for h in 0..from.bytes() / 16 {
            text.push_str(&format!("__m128i vcc_h{h} = {}; ", piece_at("vcc_x", "__m128i", h * 16)));
        }
    }
    let sign = if from.elem.signed { "i" } else { "u" };
    let widen = format!("_mm_cvtep{sign}{}_epi{}", from.elem.bytes * 8, int_bytes * 8);
    let piece_lanes = 16 / to.elem.bytes;
    let piece_ty = ctx.low.generic_type(Shape { lanes: piece_lanes, ..to });
    let tree = unpack_tree(from, int_bytes);
    // Where one level of widening makes the pieces (bytes to shorts, shorts to ints), the high
    // half's piece is an unpack (one shuffle) rather than `psrldq` + `pmovzx` (two).
    let one_level = from.elem.bytes * 2 == int_bytes;
    let mut names = Vec::new();
    for k in 0..to.bytes() / 16 {
        // The piece's source bytes: which 16-byte register, and where in it.
        let start = k * piece_lanes * from.elem.bytes;
        let half = format!("vcc_h{}", start / 16);
        let from_tree = || tree[(start % 16 / (16 / tree.len() as u32)) as usize].replace("$x", &half);
        let wide = if ctx.low.target == TargetKind::Sse2 {
            from_tree()
        } else if start % 16 == 0 {
            format!("{widen}({half})")
        } else if one_level {
            from_tree()
        } else {
            format!("{widen}(_mm_srli_si128({}, {}))", half, start % 16)
        };
        let value = match (to.elem.float, to.elem.bytes) {
            (true, _) => format!("_mm_cvtepi32_ps({wide})"),
            _ => wide,
        };
        text.push_str(&format!("{piece_ty} vcc_p{k} = ({piece_ty}){value}; "));
        names.push(format!("vcc_p{k}"));
    }
    text.push_str(&join_pieces(&names, &ctx.low.generic_type(to)));
    text.push_str("; })");
    let Some(text) = super::sse2::for_target(ctx.low.target, text) else { return Ok(None) };
    super::avx2::need_template_macros(ctx, &text);
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// The source's and the result's shapes of a conversion `widen_in_pieces` writes.
fn widened_in_pieces(ctx: &Ctx, arg: Value, res: Value) -> Result<Option<(Shape, Shape)>, EmitError> {
    if Target::get(ctx.low.target).extends(TargetKind::Avx2) {
        return Ok(None);
    }
    let (Some(from), Some(to)) =
        (shape_of(ctx.em.types, ctx.ty(arg), ctx.low.target)?, shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)?)
    else {
        return Ok(None);
    };
    let int_bytes = if to.elem.float { 4 } else { to.elem.bytes };
    let fits = matches!(from.bytes(), 16 | 32 | 64)
        && to.bytes() > 16
        && from.lanes == to.lanes
        && !from.is_mask
        && !to.is_mask
        && !from.elem.float
        && matches!(int_bytes, 2 | 4)
        && from.elem.bytes < int_bytes
        && !(to.elem.float && to.elem.bytes == 8);
    Ok(fits.then_some((from, to)))
}

/// Whether the intrinsic lowering writes `v`, a vector wider than a register, as its registers
/// joined by `join_pieces` (`widen_in_pieces`, `mul_of_shorts`): a store then takes each
/// register back out by `memcpy` (generic.rs `store_pieces`), which gcc 12 compiles to the
/// register itself, where `__builtin_shufflevector` takes the second one out of the join lane
/// by lane through the stack (bench widen_i16 at VF 8: 4 `movd`/`pinsrd` per 4 ints).
pub fn joined_in_pieces(ctx: &Ctx, v: Value) -> Result<bool, EmitError> {
    let func = ctx.em.func;
    if !ctx.low.has_registers() {
        return Ok(false);
    }
    let Some(def) = func.dfg.defining_inst(v) else { return Ok(false) };
    Ok(match func.inst(def) {
        InstData::Cast { arg } => widened_in_pieces(ctx, *arg, v)?.is_some(),
        _ => shorts_product(ctx, def)?.is_some(),
    })
}

/// The pieces one 16-byte register `$x` of `from`'s lanes widens to (`int_bytes` each), first
/// lanes first, by SSE2's unpacks: each level splits every value into its low and high halves
/// unpacked with zero (unsigned) or with its sign (signed: `pcmpgt` of zero and the value, one
/// mask for both halves once gcc merges the two compares). gcc 12 compiles the two pieces'
/// `psrldq` + per-piece widening as written, twice the shuffles of this tree (bench u8_to_f32:
/// 12 shuffles per 16 bytes against 6). The sign as a compare rather than the lane unpacked with
/// itself and shifted right: a compare runs on any vector ALU, where the shift competes with the
/// unpacks for the shuffle and shift pipes (coverage ty_s16_widen on sse2 and Zen 4, shorts to
/// ints: 0.91 s -> 0.77 s, gcc -O2's own loop 0.69 s).
fn unpack_tree(from: Shape, int_bytes: u32) -> Vec<String> {
    let mut values = vec!["$x".to_string()];
    let mut width = from.elem.bytes;
    while width < int_bytes {
        let bits = width * 8;
        values = values
            .iter()
            .flat_map(|v| {
                let other = if from.elem.signed {
                    format!("_mm_cmpgt_epi{bits}(_mm_setzero_si128(), {v})")
                } else {
                    "_mm_setzero_si128()".to_string()
                };
                ["lo", "hi"].map(|half| format!("_mm_unpack{half}_epi{bits}({v}, {other})"))
            })
            .collect();
        width *= 2;
    }
    values
}

/// The product of two registers of 8 shorts of one signedness, each widened to 32 bits (a
/// 16-bit loop's VF=8 on 16-byte registers: `c[i] = a[i] * b[i]` of shorts into ints): the low
/// and high halves of the 32-bit products (`pmullw`, `pmulhw`/`pmulhuw`) of the shorts as they
/// are, interleaved into the two registers of ints (`punpcklwd`, `punpckhwd`), joined by
/// `join_pieces`. Four instructions for 8 products, gcc -O2's own loop, where widening both
/// operands takes four `pmovsxwd` before two `pmulld` (two uops each on Intel cores). Exact:
/// the product of two 16-bit integers fits 32 bits. All SSE2: sse4.2 and sse2 alike. One factor
/// may be a constant (`ShortFactor`).
pub fn mul_of_shorts(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let Some((signed, factors, to)) = shorts_product(ctx, inst)? else { return Ok(None) };
    let InstData::Binary { args, .. } = ctx.em.func.inst(inst) else { return Ok(None) };
    let high = if signed { "_mm_mulhi_epi16" } else { "_mm_mulhi_epu16" };
    let piece_ty = ctx.low.generic_type(Shape { lanes: 4, ..to });
    let unread = ShortFactor::read_unused(ctx, args, &factors)?;
    let (x, y) = (factors[0].text(ctx)?, factors[1].text(ctx)?);
    let mut text = format!(
        "({{ {unread}__m128i vcc_x = {x}, vcc_y = {y}; __m128i vcc_l = _mm_mullo_epi16(vcc_x, vcc_y), vcc_h = \
         {high}(vcc_x, vcc_y); {piece_ty} vcc_p0 = ({piece_ty})_mm_unpacklo_epi16(vcc_l, vcc_h); {piece_ty} vcc_p1 = \
         ({piece_ty})_mm_unpackhi_epi16(vcc_l, vcc_h); "
    );
    text.push_str(&join_pieces(&["vcc_p0".to_string(), "vcc_p1".to_string()], &ctx.low.generic_type(to)));
    text.push_str("; })");
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// A 32-bit product of 4 lanes whose operands both hold 16-bit signed values (each widened
/// from a signed short or a byte, or a constant of that range; `c[i] = a[i] * b[i]` of shorts
/// into ints) as one `pmaddwd`: it multiplies the lanes' low 16-bit halves as signed values
/// and adds the product of the high halves, which is zero where one operand's high halves are
/// clear. That operand: an unsigned byte widened, a constant written with its high half clear,
/// or, on sse4.2, a signed short widened again with zeros (`pmovzxwd`, from memory like the
/// `pmovsxwd` it replaces); on sse2, failing those, the widened value with its high halves
/// cleared by an `and`. Not for a positive power of two, which gcc writes as a shift (it writes
/// other constants as up to six shifts and adds, or `pmulld`). Exact: the product of two 16-bit
/// integers fits 32 bits. One uop where `pmulld` is two on Intel cores (bench widen_i16 on
/// sse4.2, Intel family 6 model 207: 0.35 s -> 0.25 s, the input at gcc -O2 0.24 s; `pmaddwd`
/// and `pmulld` are one uop each on Zen 4); on sse2 it replaces two `pmuludq` and four
/// shuffles. Two signed bytes on sse4.2 would need the `and` too and keep `pmulld`.
pub fn madd_of_narrow(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    if !ctx.low.has_registers() || Target::get(ctx.low.target).vector_bytes != 16 {
        return Ok(None);
    }
    let func = ctx.em.func;
    let InstData::Binary { op: BinaryOp::Mul, args } = func.inst(inst) else { return Ok(None) };
    let Some(res) = func.dfg.result(inst) else { return Ok(None) };
    let Some(shape) = shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)? else { return Ok(None) };
    if shape.is_mask || shape.elem.float || shape.elem.bytes != 4 || shape.lanes != 4 {
        return Ok(None);
    }
    // Per operand: the narrow value it widens (`Some(source, its shape)`), or a constant.
    let mut narrow = Vec::new();
    for &v in args {
        if let Some(c) = super::avx2::splat_count(func, v) {
            // A power of two is a shift, which gcc writes for the multiply.
            let Ok(c) = i16::try_from(c as i64 as i32) else { return Ok(None) };
            if c > 0 && c & (c - 1) == 0 {
                return Ok(None);
            }
            narrow.push(Err(c));
            continue;
        }
        match super::cast_source(ctx, v)? {
            Some((arg, from))
                if !from.is_mask
                    && !from.elem.float
                    && from.lanes == 4
                    && (from.elem.bytes == 1 || (from.elem.bytes == 2 && from.elem.signed)) =>
            {
                narrow.push(Ok((arg, from)))
            }
            _ => return Ok(None),
        }
    }
    if narrow.iter().all(|n| n.is_err()) {
        return Ok(None);
    }
    let sse2 = ctx.low.target == TargetKind::Sse2;
    let clear_high = |n: &Result<(Value, Shape), i16>| match n {
        Err(_) => 0,
        Ok((_, from)) if from.elem.bytes == 1 && !from.elem.signed => 0,
        Ok(_) if !sse2 => 1,
        Ok(_) => 2,
    };
    // The operand whose high halves are cleared: the one that costs least to clear.
    let z = if clear_high(&narrow[1]) <= clear_high(&narrow[0]) { 1 } else { 0 };
    let mut unread = Vec::new();
    let zero_high = match narrow[z] {
        Err(c) => {
            if ctx.em.has_variable(args[z]) {
                unread.push(args[z]);
            }
            format!("_mm_set1_epi32({})", c as u16)
        }
        Ok((_, from)) if from.elem.bytes == 1 && !from.elem.signed => ctx.val(args[z])?.at(PREC_ASSIGN),
        Ok((arg, from)) if !sse2 && from.bytes() == 8 => {
            unread.push(args[z]);
            let shorts = ctx.val(arg)?.at(PREC_ASSIGN);
            format!("_mm_cvtepu16_epi32({})", super::avx2::in_low_bits(&shorts, 8))
        }
        Ok(_) if sse2 => format!("_mm_and_si128({}, _mm_set1_epi32(0xffff))", ctx.val(args[z])?.at(PREC_ASSIGN)),
        Ok(_) => return Ok(None),
    };
    let other = match narrow[1 - z] {
        Err(c) => format!("_mm_set1_epi32({c})"),
        Ok(_) => ctx.val(args[1 - z])?.at(PREC_ASSIGN),
    };
    let unread = super::read_unused(ctx, &unread)?;
    ctx.low.use_intrinsics();
    let madd = format!("_mm_madd_epi16({other}, {zero_high})");
    Ok(Some(CExpr::primary(if unread.is_empty() { madd } else { format!("({{ {unread}{madd}; }})") })))
}

/// A shift left of 32-bit lanes by counts that differ from lane to lane, which SSE has no
/// instruction for (AVX2's `vpsllvd`): the product of `x` and 2^s, the power of two built as a
/// float from its exponent (`(s << 23) + 1.0f`'s bits) and truncated (`cvttps2dq`; 2^31 gives
/// 0x80000000, which is 1 << 31). Exact for every count C defines (0 to 31). Four instructions
/// and a multiply (`pmulld`; on sse2 `pmuludq` twice, sse2.rs) per 4 lanes, where gcc 12 -O2
/// lowers the generic shift lane by lane through general registers (coverage ty_var_shift,
/// `ia[i] = ib[i] << (ic[i] & 7)`, ran at 0.85x of the scalar loop on sse2 and sse4.2). A
/// count that is one value in every lane keeps the generic form: gcc shifts by it (`pslld`).
pub fn shift_left_by_lanes(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    if !ctx.low.has_registers() || Target::get(ctx.low.target).extends(TargetKind::Avx2) {
        return Ok(None);
    }
    let func = ctx.em.func;
    let InstData::Binary { op: BinaryOp::Shl, args } = func.inst(inst) else { return Ok(None) };
    let Some(res) = func.dfg.result(inst) else { return Ok(None) };
    let Some(shape) = shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)? else { return Ok(None) };
    if shape.is_mask || shape.elem.float || shape.elem.bytes != 4 || shape.bytes() != 16 {
        return Ok(None);
    }
    let Some(count) = shape_of(ctx.em.types, ctx.ty(args[1]), ctx.low.target)? else { return Ok(None) };
    if count.is_mask || count.elem.float || count.elem.bytes != 4 || count.lanes != 4 {
        return Ok(None);
    }
    let uniform = matches!(func.dfg.defining_inst(args[1]).map(|d| func.inst(d)), Some(InstData::Splat { .. }))
        || super::avx2::splat_count(func, args[1]).is_some();
    if uniform || register_type(ctx.low.target, shape).is_none() {
        return Ok(None);
    }
    let (x, s) = (ctx.val(args[0])?.at(PREC_ASSIGN), ctx.val(args[1])?.at(PREC_ASSIGN));
    let text = format!(
        "_mm_mullo_epi32({x}, _mm_cvttps_epi32(_mm_castsi128_ps(_mm_add_epi32(_mm_slli_epi32({s}, 23), \
         _mm_set1_epi32(0x3f800000)))))"
    );
    let Some(text) = super::sse2::for_target(ctx.low.target, text) else { return Ok(None) };
    super::avx2::need_template_macros(ctx, &text);
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// `mul_of_shorts`'s operands: whether the shorts are signed, the two factors, and the
/// product's shape.
fn shorts_product(ctx: &Ctx, inst: Inst) -> Result<Option<(bool, [ShortFactor; 2], Shape)>, EmitError> {
    if !ctx.low.has_registers() || Target::get(ctx.low.target).vector_bytes != 16 {
        return Ok(None);
    }
    let InstData::Binary { op: BinaryOp::Mul, args } = ctx.em.func.inst(inst) else { return Ok(None) };
    let Some(res) = ctx.em.func.dfg.result(inst) else { return Ok(None) };
    let Some(to) = shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)? else { return Ok(None) };
    if to.is_mask || to.elem.float || to.elem.bytes != 4 || to.lanes != 8 {
        return Ok(None);
    }
    Ok(short_factors(ctx, args, 8)?.map(|(signed, factors)| (signed, factors, to)))
}

/// A factor of a product of 32-bit lanes that `mul_of_shorts` (and sse2.rs's 4-lane form) takes
/// as 16-bit lanes: a register of shorts widened by a conversion, or a constant, the same in
/// every lane, that the shorts' type holds (`sa[i] * 3`, gcc -O2's own loop: `pmullw` and
/// `pmulhw` with the constant, where widening first takes two unpacks and a sign per register).
pub(super) enum ShortFactor {
    /// The shorts, whose widened value the lowering leaves unread.
    Shorts {
        signed: bool,
        arg: Value,
    },
    Constant(i64),
}

/// Both factors of a product as `ShortFactor`s of `lanes` shorts, with the shorts' signedness:
/// at least one a register of shorts, the registers of one signedness, a constant within the
/// range of that signedness' 16-bit type.
pub(super) fn short_factors(
    ctx: &Ctx,
    args: &[Value; 2],
    lanes: u32,
) -> Result<Option<(bool, [ShortFactor; 2])>, EmitError> {
    let factor = |v: Value| -> Result<Option<ShortFactor>, EmitError> {
        if let Some(c) = super::avx2::splat_count(ctx.em.func, v) {
            return Ok(Some(ShortFactor::Constant(c as i64)));
        }
        let Some((arg, from)) = super::cast_source(ctx, v)? else { return Ok(None) };
        if from.is_mask || from.elem.float || from.elem.bytes != 2 || from.lanes != lanes {
            return Ok(None);
        }
        if lanes == 8 && register_type(ctx.low.target, from).is_none() {
            return Ok(None);
        }
        Ok(Some(ShortFactor::Shorts { signed: from.elem.signed, arg }))
    };
    let (Some(a), Some(b)) = (factor(args[0])?, factor(args[1])?) else { return Ok(None) };
    let signs: Vec<bool> = [&a, &b]
        .iter()
        .filter_map(|f| match f {
            ShortFactor::Shorts { signed, .. } => Some(*signed),
            ShortFactor::Constant(_) => None,
        })
        .collect();
    let Some(&signed) = signs.first() else { return Ok(None) };
    let fits = |f: &ShortFactor| match f {
        ShortFactor::Shorts { signed: s, .. } => *s == signed,
        ShortFactor::Constant(c) if signed => i16::try_from(*c).is_ok(),
        ShortFactor::Constant(c) => u16::try_from(*c).is_ok(),
    };
    Ok((fits(&a) && fits(&b)).then_some((signed, [a, b])))
}

impl ShortFactor {
    /// The factor as a register of shorts: the shorts' value, or the constant in every lane.
    pub(super) fn text(&self, ctx: &Ctx) -> Result<String, EmitError> {
        Ok(match self {
            ShortFactor::Shorts { arg, .. } => ctx.val(*arg)?.at(PREC_ASSIGN),
            ShortFactor::Constant(c) => format!("_mm_set1_epi16({})", *c as i16),
        })
    }

    /// `read_unused` of the product's operands that the lowering leaves unread: the widened
    /// shorts, and a constant where a variable holds it (one written in place is not read).
    pub(super) fn read_unused(ctx: &Ctx, args: &[Value; 2], factors: &[ShortFactor; 2]) -> Result<String, EmitError> {
        let mut unread = Vec::new();
        for (&v, f) in args.iter().zip(factors) {
            if matches!(f, ShortFactor::Shorts { .. }) || ctx.em.has_variable(v) {
                unread.push(v);
            }
        }
        super::read_unused(ctx, &unread)
    }
}

/// A comparison of vectors that take several registers (16 ints: four on sse, two on avx2),
/// whose mask is one register of narrower lanes (a mask of 16 lanes is 16 bytes on sse,
/// `super::mask_elem`; 32 lanes 32 bytes on avx2): each register compared by its row, the lane
/// masks packed to the mask's width with signed saturation (`packssdw`, `packsswb`: all ones and
/// zero stay so). AVX2's packs work within 128-bit halves: one level leaves the 64-bit quarters
/// in the order 0, 2, 1, 3 and two the 32-bit eighths in 0, 4, 1, 5, 2, 6, 3, 7, put back by
/// one permute. gcc 12 compiles the generic `__builtin_convertvector(a > b, mask)` of 64- and
/// 128-byte vectors lane by lane through general registers (bench flags_i32: `f[i] = a[i] >
/// b[i]` into `_Bool`s; on avx2 285 instructions per 32 ints, 0.99x of the scalar loop).
pub fn compare_in_pieces(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let (reg, prefix, reg_ty) = match Target::get(ctx.low.target).vector_bytes {
        16 => (16, "_mm", "__m128i"),
        32 => (32, "_mm256", "__m256i"),
        _ => return Ok(None),
    };
    let InstData::Binary { op, args } = ctx.em.func.inst(inst) else { return Ok(None) };
    if !op.is_comparison() {
        return Ok(None);
    }
    let (operand, mask) = (ctx.shape(args[0])?, ctx.shape(ctx.result(inst)?)?);
    let fits = !operand.is_mask
        && matches!(operand.elem.bytes, 2 | 4)
        && operand.bytes() > reg
        && mask.is_mask
        && mask.bytes() == reg
        && mask.lanes == operand.lanes;
    if !fits {
        return Ok(None);
    }
    let piece = Shape { lanes: reg / operand.elem.bytes, ..operand };
    let (Some((template, _)), Some(piece_ty)) =
        (super::avx2::find_for(ctx.low.target, op.name(), piece), super::avx2::register_type(ctx.low.target, piece))
    else {
        return Ok(None);
    };
    super::avx2::need_template_macros(ctx, template);
    let wide = ctx.low.generic_type(operand);
    let mut text = format!(
        "({{ {wide} vcc_a = {}, vcc_b = {}; ",
        ctx.val(args[0])?.at(PREC_ASSIGN),
        ctx.val(args[1])?.at(PREC_ASSIGN)
    );
    let mut masks = Vec::new();
    for k in 0..operand.bytes() / reg {
        let take = |v: &str| piece_at(v, piece_ty, k * reg);
        let operands = [("$0", CExpr::primary(take("vcc_a"))), ("$1", CExpr::primary(take("vcc_b")))];
        let cmp = super::avx2::fill(template, &operands).at(PREC_ASSIGN);
        text.push_str(&format!("{reg_ty} vcc_m{k} = {cmp}; "));
        masks.push(format!("vcc_m{k}"));
    }
    // Pack pairs of masks until the lanes are the mask's width.
    let mut width = operand.elem.bytes;
    let mut levels = 0;
    while width > mask.elem.bytes {
        let pack = if width == 4 { "packs_epi32" } else { "packs_epi16" };
        masks = masks.chunks(2).map(|pair| format!("{prefix}_{pack}({}, {})", pair[0], pair[1])).collect();
        width /= 2;
        levels += 1;
    }
    let packed = match (reg, levels) {
        (32, 1) => format!("_mm256_permute4x64_epi64({}, 0xd8)", masks[0]),
        (32, 2) => format!("_mm256_permutevar8x32_epi32({}, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7))", masks[0]),
        _ => masks[0].clone(),
    };
    text.push_str(&format!("{packed}; }})"));
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// A comparison of 4 or 8 bytes of narrow lanes (4 or 8 chars, 4 shorts: VF 4 or 8 of a loop
/// that compares bytes and uses the result on ints) whose mask is one register of wider lanes:
/// the operands moved into an xmm's low bits (`movd`/`movq`), compared by the register's row,
/// and the lane masks widened by unpacking the mask with itself (all ones and zero stay so), one
/// `punpckl` per doubling. gcc 12 without SSE4.1's `pmovsx` compiles the generic
/// `__builtin_convertvector(a == b, mask)` of such short vectors through general registers
/// (bench count_sp_u8 on sse2: 0.71x of the scalar loop -> 2.78x). SSE4.2 keeps the generic
/// form, which gcc folds into one `pmovsxbd` from memory (115 instructions against 128 and
/// 0.37 s against 0.42 s there).
pub fn compare_narrow(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    if ctx.low.target != TargetKind::Sse2 {
        return Ok(None);
    }
    let InstData::Binary { op, args } = ctx.em.func.inst(inst) else { return Ok(None) };
    if !op.is_comparison() {
        return Ok(None);
    }
    let (operand, mask) = (ctx.shape(args[0])?, ctx.shape(ctx.result(inst)?)?);
    let fits = !operand.is_mask
        && !operand.elem.float
        && matches!(operand.elem.bytes, 1 | 2)
        && matches!(operand.bytes(), 4 | 8)
        && mask.is_mask
        && mask.bytes() == 16
        && mask.lanes == operand.lanes
        && mask.elem.bytes > operand.elem.bytes;
    if !fits {
        return Ok(None);
    }
    let piece = Shape { lanes: 16 / operand.elem.bytes, ..operand };
    let Some((template, _)) = super::avx2::find_for(ctx.low.target, op.name(), piece) else { return Ok(None) };
    super::avx2::need_template_macros(ctx, template);
    let low = |v: Value| -> Result<String, EmitError> {
        Ok(super::avx2::in_low_bits(&ctx.val(v)?.at(PREC_UNARY), operand.bytes()))
    };
    let operands = [("$0", CExpr::primary(low(args[0])?)), ("$1", CExpr::primary(low(args[1])?))];
    let mut text = format!("({{ __m128i vcc_m = {}; ", super::avx2::fill(template, &operands).at(PREC_ASSIGN));
    let mut width = operand.elem.bytes;
    while width < mask.elem.bytes {
        text.push_str(&format!("vcc_m = _mm_unpacklo_epi{}(vcc_m, vcc_m); ", width * 8));
        width *= 2;
    }
    text.push_str("vcc_m; })");
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// A gather of 4 lanes by 32-bit indices (VF 4) on SSE, which has no gather instruction: the
/// indices taken out as two 64-bit halves (`movq`; gcc loads them from memory as two `movq`
/// where the indices came from there: gather_f32 0.32 s against 0.28 s for storing the register
/// and reading four ints, whose loads the loop's load ports then carry), the mask's lanes read
/// as bits (`movmskps`), and each active lane loaded by one scalar load (an inactive lane
/// touches no memory). 32-bit lanes are put in a register
/// by `_mm_setr_*`; 1- and 2-byte lanes are ORed into one 32- or 64-bit integer at their places
/// (`vcc_sse_gather4_narrow`), moved into the vector by one copy. The generic lowering's
/// per-lane loop writes the lanes into the stack one by one and reloads them as one vector,
/// which stalls store-to-load forwarding (wfv bench volume, a masked gather of 4 bytes, on
/// sse4.2: 0.34 s -> 0.20 s).
pub fn gather_lanes(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let InstData::Gather { base, indices, mask } = ctx.em.func.inst(inst) else { return Ok(None) };
    let (shape, index) = (ctx.shape(ctx.result(inst)?)?, ctx.shape(*indices)?);
    if Target::get(ctx.low.target).extends(TargetKind::Avx2) || register_type(ctx.low.target, index).is_none() {
        return Ok(None);
    }
    let index_ok = !index.elem.float && index.elem.signed && index.elem.bytes == 4 && index.lanes == 4;
    if !index_ok || shape.is_mask || shape.lanes != 4 || !matches!(shape.elem.bytes, 1 | 2 | 4) {
        return Ok(None);
    }
    let bits = match mask {
        Some(m) => {
            let m_shape = ctx.shape(*m)?;
            if !(m_shape.is_mask && m_shape.lanes == 4 && m_shape.bytes() == 16) {
                return Ok(None);
            }
            format!("_mm_movemask_ps(_mm_castsi128_ps({}))", ctx.val(*m)?.at(PREC_ASSIGN))
        }
        None => "15".to_string(),
    };
    let args = [ctx.val(*base)?.at(PREC_ASSIGN), ctx.val(*indices)?.at(PREC_ASSIGN), bits];
    let [p, i, b] = args.map(super::macro_arg);
    let text = match (shape.elem.bytes, shape.elem.float) {
        (4, true) => format!("vcc_sse_gather4(_mm_setr_ps, float, {p}, {i}, {b})"),
        (4, false) => format!("vcc_sse_gather4(_mm_setr_epi32, int, {p}, {i}, {b})"),
        // Read as the unsigned type of the element's width, so that a lane's bits do not
        // spread into the next lane's place.
        (bytes, _) => {
            let (t, w) =
                if bytes == 1 { ("unsigned char", "unsigned") } else { ("unsigned short", "unsigned long long") };
            format!("vcc_sse_gather4_narrow({}, {t}, {w}, {p}, {i}, {b})", ctx.low.generic_type(shape))
        }
    };
    let Some(text) = super::sse2::for_target(ctx.low.target, text) else { return Ok(None) };
    super::avx2::need_template_macros(ctx, &text);
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vector::{mask_elem, Elem, MASK_ELEM};

    fn shape(word: &'static str, bytes: u32, float: bool, signed: bool) -> Shape {
        Shape { elem: Elem { c_name: word, word, bytes, float, signed }, lanes: 16 / bytes, is_mask: false }
    }

    fn find(op: &str, shape: Shape) -> Option<&'static str> {
        super::super::avx2::find_in(TABLE, op, shape)
    }

    #[test]
    fn masks_are_one_register_of_the_compared_width() {
        let widths: Vec<u32> = [1, 2, 4, 8, 16, 32].iter().map(|&l| mask_elem(TargetKind::Sse42, l).bytes).collect();
        assert_eq!(widths, [8, 8, 4, 2, 1, 1]);
        // Other targets keep theirs: 32-bit lanes up to 8 lanes on avx2.
        assert_eq!(mask_elem(TargetKind::Avx2, 8).bytes, 4);
        assert_eq!(mask_elem(TargetKind::Generic, 2).bytes, 4);
    }

    #[test]
    fn table_lookups() {
        let f64x2 = shape("double", 8, true, true);
        let u8x16 = shape("uchar", 1, false, false);
        let u64x2 = shape("ulong", 8, false, false);
        assert_eq!(find("select", f64x2), Some("_mm_blendv_pd($2, $1, _mm_castsi128_pd($0))"));
        assert!(find("lt", u8x16).is_some_and(|t| t.contains("vcc_sse_flip_epi8")));
        assert!(find("min", u64x2).is_some_and(|t| t.contains("_mm_cmpgt_epi64")));
        let mask64 = Shape { elem: MASK_ELEM.int_of_width(8), lanes: 2, is_mask: true };
        assert_eq!(find("reduceor", mask64), Some("(!_mm_testz_si128($0, $0))"));
        // No 8-bit multiply, no variable shift, no gather in SSE: the generic lowering.
        assert_eq!(find("mul", u8x16), None);
        assert_eq!(find("shl", shape("int", 4, false, true)), None);
        assert_eq!(find("gather", shape("float", 4, true, true)), None);
    }

    #[test]
    fn every_row_is_sse42_and_its_helpers_exist() {
        const AVX_ONLY: [&str; 9] =
            ["_mm256", "_mm_cmp_p", "_mm_permute", "maskload", "maskstore", "gather", "sllv", "srlv", "srav"];
        for (op, _, bits, template) in TABLE {
            assert_eq!(*bits, 128, "{} {}", op, template);
            assert!(!AVX_ONLY.iter().any(|a| template.contains(a)), "{} {}", op, template);
            for word in template.split(|c: char| !c.is_ascii_alphanumeric() && c != '_') {
                if word.starts_with("vcc_sse_") {
                    assert!(MACROS.iter().any(|(n, _)| *n == word), "{} names no macro {}", op, word);
                }
            }
        }
        for (name, text) in MACROS {
            // Macros, and the declarations of libmvec's variants.
            let declared = name.starts_with("_ZGVb") && text.contains(&format!(" {}(", name)) && text.ends_with(");");
            assert!(text.starts_with(&format!("#define {}(", name)) || declared, "{}", name);
            assert!(!AVX_ONLY[..3].iter().any(|a| text.contains(a)), "{}", name);
        }
    }
}
