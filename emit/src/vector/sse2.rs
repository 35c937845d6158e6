//! SSE2, the x86-64 baseline (`--target=sse2`, what a build without `-march` allows): sse.rs's
//! 16-byte registers, masks and rows, less what SSE3 to SSE4.2 add. Its table (`table`) is this
//! file's own rows, then every sse.rs row with the intrinsics SSE2 lacks rewritten to the
//! `vcc_sse2_*` helpers below (`SUBSTITUTES`: a select as and/andnot/or, a 32-bit multiply
//! from two `pmuludq`, min and max as a compare and a select, a widening as an unpack with
//! zero or with the sign); a row that still names an instruction SSE2 lacks (`NOT_SSE2`:
//! `pshufb`, `roundps`, ...), itself or through a helper macro, is dropped, and the operation
//! takes the generic lowering, which gcc compiles for SSE2 itself. Nothing here needs a target
//! attribute: every output compiles under plain `cc -O2`.

use super::avx2::Entry;
use super::generic::Ctx;
use super::{shape_of, sse};
use crate::expr::CExpr;
use crate::EmitError;
use midend::ir::{BinaryOp, Inst, InstData, Value};
use midend::target::TargetKind;
use std::sync::OnceLock;

/// The intrinsics of SSE3, SSSE3, SSE4.1 and SSE4.2 that sse.rs's rows and helpers may name
/// (an entry ending in `_` is a family: every name that starts with it).
const NOT_SSE2: &[&str] = &[
    // SSE3
    "_mm_addsub_ps",
    "_mm_addsub_pd",
    "_mm_hadd_ps",
    "_mm_hadd_pd",
    "_mm_hsub_ps",
    "_mm_hsub_pd",
    "_mm_moveldup_ps",
    "_mm_movehdup_ps",
    "_mm_movedup_pd",
    "_mm_lddqu_si128",
    // SSSE3
    "_mm_abs_",
    "_mm_shuffle_epi8",
    "_mm_alignr_epi8",
    "_mm_hadd_epi",
    "_mm_hsub_epi",
    "_mm_maddubs_epi16",
    "_mm_mulhrs_epi16",
    "_mm_sign_epi",
    // SSE4.1
    "_mm_blend_",
    "_mm_blendv_",
    "_mm_mullo_epi32",
    "_mm_mul_epi32",
    "_mm_min_epi8",
    "_mm_max_epi8",
    "_mm_min_epu16",
    "_mm_max_epu16",
    "_mm_min_epi32",
    "_mm_max_epi32",
    "_mm_min_epu32",
    "_mm_max_epu32",
    "_mm_cmpeq_epi64",
    "_mm_round_",
    "_mm_floor_",
    "_mm_ceil_",
    "_mm_test",
    "_mm_cvtepi8_",
    "_mm_cvtepu8_",
    "_mm_cvtepi16_",
    "_mm_cvtepu16_",
    "_mm_cvtepi32_epi64",
    "_mm_cvtepu32_",
    "_mm_extract_epi8",
    "_mm_extract_epi32",
    "_mm_extract_epi64",
    "_mm_extract_ps",
    "_mm_insert_epi8",
    "_mm_insert_epi32",
    "_mm_insert_epi64",
    "_mm_insert_ps",
    "_mm_packus_epi32",
    "_mm_dp_",
    "_mm_minpos_epu16",
    "_mm_stream_load_si128",
    "_mm_mpsadbw_epu8",
    // SSE4.2
    "_mm_cmpgt_epi64",
    "_mm_cmpistr",
    "_mm_cmpestr",
    "_mm_crc32_",
];

/// Intrinsics (and sse.rs helpers) SSE2 lacks, and the helper of `MACROS` that computes the
/// same with SSE2.
#[rustfmt::skip]
const SUBSTITUTES: &[(&str, &str)] = &[
    ("_mm_blendv_epi8", "vcc_sse2_blendv_epi8"), ("_mm_blendv_ps", "vcc_sse2_blendv_ps"),
    ("_mm_blendv_pd", "vcc_sse2_blendv_pd"),
    ("_mm_mullo_epi32", "vcc_sse2_mullo_epi32"),
    ("_mm_min_epi8", "vcc_sse2_min_epi8"), ("_mm_max_epi8", "vcc_sse2_max_epi8"),
    ("_mm_min_epu16", "vcc_sse2_min_epu16"), ("_mm_max_epu16", "vcc_sse2_max_epu16"),
    ("_mm_min_epi32", "vcc_sse2_min_epi32"), ("_mm_max_epi32", "vcc_sse2_max_epi32"),
    ("_mm_min_epu32", "vcc_sse2_min_epu32"), ("_mm_max_epu32", "vcc_sse2_max_epu32"),
    ("_mm_abs_epi8", "vcc_sse2_abs_epi8"), ("_mm_abs_epi16", "vcc_sse2_abs_epi16"),
    ("_mm_abs_epi32", "vcc_sse2_abs_epi32"),
    ("_mm_cmpeq_epi64", "vcc_sse2_cmpeq_epi64"), ("_mm_cmpgt_epi64", "vcc_sse2_cmpgt_epi64"),
    ("_mm_addsub_ps", "vcc_sse2_addsub_ps"), ("_mm_addsub_pd", "vcc_sse2_addsub_pd"),
    ("_mm_moveldup_ps", "vcc_sse2_moveldup_ps"), ("_mm_movehdup_ps", "vcc_sse2_movehdup_ps"),
    ("_mm_movedup_pd", "vcc_sse2_movedup_pd"),
    ("_mm_cvtepu8_epi16", "vcc_sse2_cvtepu8_epi16"), ("_mm_cvtepi8_epi16", "vcc_sse2_cvtepi8_epi16"),
    ("_mm_cvtepu8_epi32", "vcc_sse2_cvtepu8_epi32"), ("_mm_cvtepi8_epi32", "vcc_sse2_cvtepi8_epi32"),
    ("_mm_cvtepu16_epi32", "vcc_sse2_cvtepu16_epi32"), ("_mm_cvtepi16_epi32", "vcc_sse2_cvtepi16_epi32"),
    ("_mm_cvtepu32_epi64", "vcc_sse2_cvtepu32_epi64"), ("_mm_cvtepi32_epi64", "vcc_sse2_cvtepi32_epi64"),
    ("_mm_cvtepu16_epi64", "vcc_sse2_cvtepu16_epi64"), ("_mm_cvtepi16_epi64", "vcc_sse2_cvtepi16_epi64"),
    ("_mm_cvtepu8_epi64", "vcc_sse2_cvtepu8_epi64"), ("_mm_cvtepi8_epi64", "vcc_sse2_cvtepi8_epi64"),
    ("vcc_sse_reduce_ps", "vcc_sse2_reduce_ps"),
    ("vcc_sse_rem_epi32", "vcc_sse2_rem_epi32"),
    ("vcc_sse_rem_epu32", "vcc_sse2_rem_epu32"),
];

/// Rows where SSE2 has a better form than a rewritten sse.rs row, or where that row is dropped:
/// reversals of 8- and 16-bit lanes by word shuffles, even and odd lanes by shifts and a
/// saturating pack (exact: the lanes are sign- or zero-extended first), mask tests by
/// `pmovmskb`.
#[rustfmt::skip]
const TABLE: &[Entry] = &[
    ("reverse", "i16 u16 mask16", 128, "_mm_shufflehi_epi16(_mm_shufflelo_epi16(_mm_shuffle_epi32($0, 0x4e), 0x1b), 0x1b)"),
    ("reverse", "i8 u8 mask8", 128, "vcc_sse2_reverse_epi8($0)"),
    ("evens", "i16 u16", 128, "_mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32($0, 16), 16), _mm_srai_epi32(_mm_slli_epi32($1, 16), 16))"),
    ("odds", "i16 u16", 128, "_mm_packs_epi32(_mm_srai_epi32($0, 16), _mm_srai_epi32($1, 16))"),
    ("evens", "i8 u8", 128, "_mm_packus_epi16(_mm_and_si128($0, _mm_set1_epi16(0xff)), _mm_and_si128($1, _mm_set1_epi16(0xff)))"),
    ("odds", "i8 u8", 128, "_mm_packus_epi16(_mm_srli_epi16($0, 8), _mm_srli_epi16($1, 8))"),
    ("reduceor", "mask mask16 mask8 mask64", 128, "(_mm_movemask_epi8($0) != 0)"),
    ("reduceand", "mask mask16 mask8 mask64", 128, "(_mm_movemask_epi8($0) == 0xffff)"),
];

/// The helpers, dependencies first: `static inline` functions (unused ones are no warning),
/// each the SSE2 sequence for the instruction it is named after. Masks are all-ones or zero
/// lanes, so a select is and/andnot/or.
#[rustfmt::skip]
pub const MACROS: &[(&str, &str)] = &[
    ("vcc_sse2_blendv_epi8", "static inline __attribute__((unused)) __m128i vcc_sse2_blendv_epi8(__m128i b, __m128i a, __m128i m) { return _mm_or_si128(_mm_and_si128(m, a), _mm_andnot_si128(m, b)); }"),
    ("vcc_sse2_blendv_ps", "static inline __attribute__((unused)) __m128 vcc_sse2_blendv_ps(__m128 b, __m128 a, __m128 m) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }"),
    ("vcc_sse2_blendv_pd", "static inline __attribute__((unused)) __m128d vcc_sse2_blendv_pd(__m128d b, __m128d a, __m128d m) { return _mm_or_pd(_mm_and_pd(m, a), _mm_andnot_pd(m, b)); }"),
    ("vcc_sse2_mullo_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_mullo_epi32(__m128i a, __m128i b) { __m128i even = _mm_mul_epu32(a, b), odd = _mm_mul_epu32(_mm_srli_epi64(a, 32), _mm_srli_epi64(b, 32)); return _mm_unpacklo_epi32(_mm_shuffle_epi32(even, 0x08), _mm_shuffle_epi32(odd, 0x08)); }"),
    ("vcc_sse2_min_epi8", "static inline __attribute__((unused)) __m128i vcc_sse2_min_epi8(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi8(a, b)); }"),
    ("vcc_sse2_max_epi8", "static inline __attribute__((unused)) __m128i vcc_sse2_max_epi8(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi8(b, a)); }"),
    ("vcc_sse2_min_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_min_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(a, b)); }"),
    ("vcc_sse2_max_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_max_epi32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(b, a)); }"),
    ("vcc_sse2_min_epu32", "static inline __attribute__((unused)) __m128i vcc_sse2_min_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(a), vcc_sse_flip_epi32(b))); }"),
    ("vcc_sse2_max_epu32", "static inline __attribute__((unused)) __m128i vcc_sse2_max_epu32(__m128i a, __m128i b) { return vcc_sse2_blendv_epi8(a, b, _mm_cmpgt_epi32(vcc_sse_flip_epi32(b), vcc_sse_flip_epi32(a))); }"),
    // Unsigned 16-bit: a - (a -sat b) is min(a, b), b + (a -sat b) is max(a, b).
    ("vcc_sse2_min_epu16", "static inline __attribute__((unused)) __m128i vcc_sse2_min_epu16(__m128i a, __m128i b) { return _mm_sub_epi16(a, _mm_subs_epu16(a, b)); }"),
    ("vcc_sse2_max_epu16", "static inline __attribute__((unused)) __m128i vcc_sse2_max_epu16(__m128i a, __m128i b) { return _mm_add_epi16(b, _mm_subs_epu16(a, b)); }"),
    // |x| wrapping at the most negative value: bytes as unsigned min(x, -x); shorts max(x, -x).
    ("vcc_sse2_abs_epi8", "static inline __attribute__((unused)) __m128i vcc_sse2_abs_epi8(__m128i x) { return _mm_min_epu8(x, _mm_sub_epi8(_mm_setzero_si128(), x)); }"),
    ("vcc_sse2_abs_epi16", "static inline __attribute__((unused)) __m128i vcc_sse2_abs_epi16(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }"),
    ("vcc_sse2_abs_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_abs_epi32(__m128i x) { __m128i s = _mm_srai_epi32(x, 31); return _mm_sub_epi32(_mm_xor_si128(x, s), s); }"),
    ("vcc_sse2_cmpeq_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cmpeq_epi64(__m128i a, __m128i b) { __m128i e = _mm_cmpeq_epi32(a, b); return _mm_and_si128(e, _mm_shuffle_epi32(e, 0xb1)); }"),
    // Signed high halves, unsigned low halves where the high ones are equal.
    ("vcc_sse2_cmpgt_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cmpgt_epi64(__m128i a, __m128i b) { __m128i f = _mm_set_epi32(0, -2147483647 - 1, 0, -2147483647 - 1); __m128i lo = _mm_cmpgt_epi32(_mm_xor_si128(a, f), _mm_xor_si128(b, f)); __m128i r = _mm_or_si128(_mm_cmpgt_epi32(a, b), _mm_and_si128(_mm_cmpeq_epi32(a, b), _mm_shuffle_epi32(lo, 0xa0))); return _mm_shuffle_epi32(r, 0xf5); }"),
    // A true subtract in the even lanes (adding the negation would flip a NaN operand's sign).
    ("vcc_sse2_addsub_ps", "static inline __attribute__((unused)) __m128 vcc_sse2_addsub_ps(__m128 a, __m128 b) { __m128 t = _mm_shuffle_ps(_mm_sub_ps(a, b), _mm_add_ps(a, b), 0xd8); return _mm_shuffle_ps(t, t, 0xd8); }"),
    ("vcc_sse2_addsub_pd", "static inline __attribute__((unused)) __m128d vcc_sse2_addsub_pd(__m128d a, __m128d b) { return _mm_shuffle_pd(_mm_sub_pd(a, b), _mm_add_pd(a, b), 2); }"),
    ("vcc_sse2_moveldup_ps", "static inline __attribute__((unused)) __m128 vcc_sse2_moveldup_ps(__m128 a) { return _mm_shuffle_ps(a, a, 0xa0); }"),
    ("vcc_sse2_movehdup_ps", "static inline __attribute__((unused)) __m128 vcc_sse2_movehdup_ps(__m128 a) { return _mm_shuffle_ps(a, a, 0xf5); }"),
    ("vcc_sse2_movedup_pd", "static inline __attribute__((unused)) __m128d vcc_sse2_movedup_pd(__m128d a) { return _mm_unpacklo_pd(a, a); }"),
    ("vcc_sse2_reverse_epi8", "static inline __attribute__((unused)) __m128i vcc_sse2_reverse_epi8(__m128i a) { __m128i w = _mm_shufflehi_epi16(_mm_shufflelo_epi16(_mm_shuffle_epi32(a, 0x4e), 0x1b), 0x1b); return _mm_or_si128(_mm_slli_epi16(w, 8), _mm_srli_epi16(w, 8)); }"),
    // Widening the low lanes: unpacked with zero, or with themselves and shifted back
    // arithmetically (the sign).
    ("vcc_sse2_cvtepu8_epi16", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi16(__m128i x) { return _mm_unpacklo_epi8(x, _mm_setzero_si128()); }"),
    ("vcc_sse2_cvtepi8_epi16", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi16(__m128i x) { return _mm_srai_epi16(_mm_unpacklo_epi8(x, x), 8); }"),
    ("vcc_sse2_cvtepu8_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi32(__m128i x) { __m128i z = _mm_setzero_si128(); return _mm_unpacklo_epi16(_mm_unpacklo_epi8(x, z), z); }"),
    ("vcc_sse2_cvtepi8_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi32(__m128i x) { __m128i w = _mm_unpacklo_epi8(x, x); return _mm_srai_epi32(_mm_unpacklo_epi16(w, w), 24); }"),
    ("vcc_sse2_cvtepu16_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu16_epi32(__m128i x) { return _mm_unpacklo_epi16(x, _mm_setzero_si128()); }"),
    ("vcc_sse2_cvtepi16_epi32", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi32(__m128i x) { return _mm_srai_epi32(_mm_unpacklo_epi16(x, x), 16); }"),
    ("vcc_sse2_cvtepu32_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_setzero_si128()); }"),
    ("vcc_sse2_cvtepi32_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi32_epi64(__m128i x) { return _mm_unpacklo_epi32(x, _mm_srai_epi32(x, 31)); }"),
    ("vcc_sse2_cvtepu16_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu16_epi64(__m128i x) { return vcc_sse2_cvtepu32_epi64(vcc_sse2_cvtepu16_epi32(x)); }"),
    ("vcc_sse2_cvtepi16_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi16_epi64(__m128i x) { return vcc_sse2_cvtepi32_epi64(vcc_sse2_cvtepi16_epi32(x)); }"),
    ("vcc_sse2_cvtepu8_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepu8_epi64(__m128i x) { return vcc_sse2_cvtepu32_epi64(vcc_sse2_cvtepu8_epi32(x)); }"),
    ("vcc_sse2_cvtepi8_epi64", "static inline __attribute__((unused)) __m128i vcc_sse2_cvtepi8_epi64(__m128i x) { return vcc_sse2_cvtepi32_epi64(vcc_sse2_cvtepi8_epi32(x)); }"),
    ("vcc_sse2_rem_epi32", "#define vcc_sse2_rem_epi32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, vcc_sse2_mullo_epi32(vcc_sse_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_sse2_rem_epu32", "#define vcc_sse2_rem_epu32(A, B) ({ __m128i vcc_ra = (A), vcc_rb = (B); _mm_sub_epi32(vcc_ra, vcc_sse2_mullo_epi32(vcc_sse_div_epu32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_sse2_reduce_ps", "#define vcc_sse2_reduce_ps(V, OP) ({ __m128 vcc_s = (V); vcc_s = OP(vcc_s, _mm_movehl_ps(vcc_s, vcc_s)); vcc_s = OP(vcc_s, _mm_shuffle_ps(vcc_s, vcc_s, 0x55)); _mm_cvtss_f32(vcc_s); })"),
];

/// The identifiers of `text` (runs of letters, digits and `_`) with their byte ranges.
fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(|c: char| !c.is_ascii_alphanumeric() && c != '_').scan(0, |pos, w| {
        let start = *pos;
        *pos += w.len() + 1;
        Some((start, w))
    })
}

/// `text` with every name of `SUBSTITUTES` replaced by its helper.
fn substitute(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for (start, word) in words(text) {
        if let Some((_, helper)) = SUBSTITUTES.iter().find(|(name, _)| *name == word) {
            out.push_str(&text[last..start]);
            out.push_str(helper);
            last = start + word.len();
        }
    }
    out.push_str(&text[last..]);
    out
}

/// Whether `text` names no instruction SSE2 lacks, itself or through sse.rs's helper macros.
fn is_sse2(text: &str) -> bool {
    words(text).all(|(_, word)| {
        let lacking = NOT_SSE2.iter().any(|n| if n.ends_with('_') { word.starts_with(n) } else { word == *n });
        // A macro's body names the macro itself: look at the rest.
        let via_macro = || sse::MACROS.iter().any(|(name, body)| *name == word && !is_sse2(&body.replace(name, "")));
        !lacking && !via_macro()
    })
}

/// sse.rs rows (operation, element keys) that sse2 leaves to the generic lowering: a 32-bit
/// multiply, which gcc writes as the same two `pmuludq` for variables but as shifts and adds
/// by a constant (`*p * 3u`; bench ptrwalk_u32 0.68x of generic's time with the helper).
const GENERIC_ROWS: &[(&str, &str)] = &[("mul", "i32 u32")];

/// The table `--target=sse2` reads: this file's rows, then sse.rs's rewritten for SSE2, without
/// the rows that still need more than SSE2. Built once; its templates live as long as the
/// program.
pub fn table() -> &'static [Entry] {
    static DERIVED: OnceLock<Vec<Entry>> = OnceLock::new();
    DERIVED.get_or_init(|| {
        let mut rows: Vec<Entry> = TABLE.to_vec();
        for &(op, elems, bits, template) in sse::TABLE {
            if GENERIC_ROWS.contains(&(op, elems)) {
                continue;
            }
            let text = substitute(template);
            if is_sse2(&text) {
                rows.push((op, elems, bits, Box::leak(text.into_boxed_str())));
            }
        }
        rows
    })
}

/// `text`, an expression sse.rs or avx2.rs composed for a 16-byte target, as `target` can take
/// it: unchanged except on sse2, where the instructions it lacks become its helpers; `None`
/// where one has no helper (the caller then leaves the operation to the generic lowering).
pub fn for_target(target: TargetKind, text: String) -> Option<String> {
    if target != TargetKind::Sse2 {
        return Some(text);
    }
    let text = substitute(&text);
    is_sse2(&text).then_some(text)
}

/// A 32-bit multiply of 4 lanes on sse2 whose operands are two registers of shorts widened, as
/// `pmullw`, `pmulhw` and an unpack (`mul_of_shorts`), where the 32-bit multiply is two
/// `pmuludq` and four shuffles (bench widen_i16). Other narrow operands: `sse::madd_of_narrow`.
pub fn mul_of_narrow(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    if ctx.low.target != TargetKind::Sse2 {
        return Ok(None);
    }
    let func = ctx.em.func;
    let InstData::Binary { op: BinaryOp::Mul, args } = func.inst(inst) else { return Ok(None) };
    let Some(shape) = shape_of(ctx.em.types, ctx.ty(ctx.result(inst)?), ctx.low.target)? else { return Ok(None) };
    if shape.is_mask || shape.elem.float || shape.elem.bytes != 4 || shape.bytes() != 16 {
        return Ok(None);
    }
    mul_of_shorts(ctx, args)
}

/// The product of two vectors of 4 shorts of one signedness, each widened to 32 bits: the low
/// and high halves of the 32-bit products (`pmullw`, `pmulhw`/`pmulhuw`) of the shorts as they
/// are, interleaved (`punpcklwd`): three instructions where widening both operands first takes
/// six before the `pmaddwd` (bench widen_i16 on sse2, Zen 3: 0.55 s -> 0.33 s, the input 0.42 s).
/// Exact: the product of two 16-bit integers fits 32 bits. One factor may be a constant the
/// shorts' type holds (sse.rs `ShortFactor`). Not on sse4.2, where `pmovsxwd`
/// twice and one `pmulld` ran faster than this (0.28 s against 0.35 s).
fn mul_of_shorts(ctx: &Ctx, args: &[Value; 2]) -> Result<Option<CExpr>, EmitError> {
    let Some((signed, factors)) = super::sse::short_factors(ctx, args, 4)? else { return Ok(None) };
    let high = if signed { "_mm_mulhi_epi16" } else { "_mm_mulhi_epu16" };
    let low_bits = |f: &super::sse::ShortFactor| -> Result<String, EmitError> {
        Ok(match f {
            super::sse::ShortFactor::Shorts { .. } => super::avx2::in_low_bits(&f.text(ctx)?, 8),
            super::sse::ShortFactor::Constant(_) => f.text(ctx)?,
        })
    };
    let (x, y) = (low_bits(&factors[0])?, low_bits(&factors[1])?);
    let unread = super::sse::ShortFactor::read_unused(ctx, args, &factors)?;
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(format!(
        "({{ {unread}__m128i vcc_x = {x}, vcc_y = {y}; _mm_unpacklo_epi16(_mm_mullo_epi16(vcc_x, vcc_y), {high}(vcc_x, vcc_y)); }})"
    ))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vector::{Elem, Shape};

    fn shape(word: &'static str, bytes: u32, float: bool, signed: bool) -> Shape {
        Shape { elem: Elem { c_name: word, word, bytes, float, signed }, lanes: 16 / bytes, is_mask: false }
    }

    fn find(op: &str, shape: Shape) -> Option<&'static str> {
        super::super::avx2::find_in(table(), op, shape)
    }

    #[test]
    fn rows_are_rewritten_or_dropped() {
        let (i32x4, f32x4, u8x16) =
            (shape("int", 4, false, true), shape("float", 4, true, true), shape("uchar", 1, false, false));
        assert_eq!(find("mul", i32x4), None);
        assert_eq!(find("select", f32x4), Some("vcc_sse2_blendv_ps($2, $1, _mm_castsi128_ps($0))"));
        assert_eq!(find("min", i32x4), Some("vcc_sse2_min_epi32($0, $1)"));
        // pminub is SSE2: kept as it is.
        assert_eq!(find("min", u8x16), Some("_mm_min_epu8($0, $1)"));
        assert_eq!(find("reducemin", i32x4), Some("vcc_sse_reduce_epi32($0, vcc_sse2_min_epi32, $t)"));
        // roundps has no helper: floor is generic (per lane).
        assert_eq!(find("call_floorf", f32x4), None);
        assert!(find("reverse", u8x16).is_some_and(|t| !t.contains("_mm_shuffle_epi8")));
        assert_eq!(
            for_target(TargetKind::Sse2, "_mm_cvtepu8_epi32(x)".into()).as_deref(),
            Some("vcc_sse2_cvtepu8_epi32(x)")
        );
        assert_eq!(
            for_target(TargetKind::Sse2, "_mm_cvtepi16_epi64(x)".into()).as_deref(),
            Some("vcc_sse2_cvtepi16_epi64(x)")
        );
        // pshufb has no helper: the operation takes the generic lowering.
        assert_eq!(for_target(TargetKind::Sse2, "_mm_shuffle_epi8(x, y)".into()), None);
        assert_eq!(
            for_target(TargetKind::Sse42, "_mm_cvtepu8_epi64(x)".into()).as_deref(),
            Some("_mm_cvtepu8_epi64(x)")
        );
    }

    #[test]
    fn every_row_and_helper_is_sse2() {
        for (op, _, _, template) in table() {
            assert!(is_sse2(template), "{} {}", op, template);
        }
        for (i, (name, text)) in MACROS.iter().enumerate() {
            assert!(is_sse2(text) && text.contains(&format!(" {}(", name)), "{}", name);
            // Helpers it uses come before it (need_template_macros adds them in this order).
            for (later, _) in &MACROS[i + 1..] {
                assert!(!text.contains(&format!("{}(", later)), "{} uses {} defined after it", name, later);
            }
        }
        for (_, helper) in SUBSTITUTES {
            assert!(MACROS.iter().any(|(n, _)| n == helper), "{}", helper);
        }
    }
}
