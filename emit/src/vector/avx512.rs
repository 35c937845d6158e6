//! AVX-512VL (with F, BW and DQ) on AVX2's 256-bit and 128-bit registers: the rows this
//! instruction set adds to avx2.rs's table or does better. avx2.rs consults this table first
//! when the target extends avx512, then its own, then the generic lowering; the entries have
//! avx2.rs's form and placeholders.
//!
//! Masks stay vectors of all-ones 32-bit lanes between instructions (`__m256i` for 8 lanes,
//! `__m128i` for 4), as on AVX2: the instructions that take a k-mask get it from the vector by
//! `vpmovd2m` (`_mm256_movepi32_mask`, one uop), and comparisons without an AVX2 form
//! give their k-mask back as a vector with `vpmovm2d` (`_mm256_movm_epi32`). One mask bit per
//! lane either way, whatever the element width: a 4-lane mask of 64-bit elements is the
//! `__m128i`'s 4 bits.
//!
//! Masked loads and stores (`vmovups ymm{k}`) never fault on or write an inactive lane, like
//! AVX2's `vmaskmov`, which AMD runs as microcode (bench cond_store_f32: 0.11x of gcc's). A
//! scatter writes its lanes in lane order, so with repeated indices the last active lane wins,
//! as in the IR's `scatter` (and vcc_scatter's lane loop); Intel's manual guarantees that order
//! for overlapping destinations.

use super::avx2::Entry;

#[rustfmt::skip]
pub const TABLE: &[Entry] = &[
    // Masked loads (inactive lanes zero) and stores whose mask fits a register: 8 lanes of 32
    // or 16 bits, 4 of 64 or 32 bits. (The generic lane loop is not only slower: under this
    // attribute gcc 12 turns a constant mask's loop into a whole-vector `vpblendw` from memory,
    // which reads the inactive lanes.)
    ("maskload", "f32", 256, "_mm256_maskz_loadu_ps(_mm256_movepi32_mask($m), $p)"),
    ("maskload", "i32 u32", 256, "_mm256_maskz_loadu_epi32(_mm256_movepi32_mask($m), $p)"),
    ("maskload", "f64", 256, "_mm256_maskz_loadu_pd(_mm_movepi32_mask($m), $p)"),
    ("maskload", "i64 u64", 256, "_mm256_maskz_loadu_epi64(_mm_movepi32_mask($m), $p)"),
    ("maskload", "f32", 128, "_mm_maskz_loadu_ps(_mm_movepi32_mask($m), $p)"),
    ("maskload", "i32 u32", 128, "_mm_maskz_loadu_epi32(_mm_movepi32_mask($m), $p)"),
    ("maskload", "i16 u16", 128, "_mm_maskz_loadu_epi16(_mm256_movepi32_mask($m), $p)"),
    ("maskstore", "f32", 256, "_mm256_mask_storeu_ps($p, _mm256_movepi32_mask($m), $0)"),
    ("maskstore", "i32 u32", 256, "_mm256_mask_storeu_epi32($p, _mm256_movepi32_mask($m), $0)"),
    ("maskstore", "f64", 256, "_mm256_mask_storeu_pd($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "i64 u64", 256, "_mm256_mask_storeu_epi64($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "f32", 128, "_mm_mask_storeu_ps($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "i32 u32", 128, "_mm_mask_storeu_epi32($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "i16 u16", 128, "_mm_mask_storeu_epi16($p, _mm256_movepi32_mask($m), $0)"),
    // 64-bit lane arithmetic that AVX2 lacks: vpmullq, vpminsq/vpmaxuq, vpabsq, vpsravq.
    ("mul", "i64 u64", 256, "_mm256_mullo_epi64($0, $1)"), ("mul", "i64 u64", 128, "_mm_mullo_epi64($0, $1)"),
    ("min", "i64", 256, "_mm256_min_epi64($0, $1)"), ("max", "i64", 256, "_mm256_max_epi64($0, $1)"),
    ("min", "u64", 256, "_mm256_min_epu64($0, $1)"), ("max", "u64", 256, "_mm256_max_epu64($0, $1)"),
    ("min", "i64", 128, "_mm_min_epi64($0, $1)"), ("max", "i64", 128, "_mm_max_epi64($0, $1)"),
    ("min", "u64", 128, "_mm_min_epu64($0, $1)"), ("max", "u64", 128, "_mm_max_epu64($0, $1)"),
    ("abs", "i64", 256, "_mm256_abs_epi64($0)"), ("abs", "i64", 128, "_mm_abs_epi64($0)"),
    ("shr", "i64", 256, "_mm256_srav_epi64($0, $1)"), ("shr", "i64", 128, "_mm_srav_epi64($0, $1)"),
    // Complements without an all-ones xor. gcc 12 canonicalizes `x ^ -1` to a NOT, which
    // AVX-512VL's pattern makes a vpternlog; combined with a `vpblendvb` on it, gcc -O1/-O2 then
    // drops the NOT in some of the blends of an unrolled loop (case if_convert's sum_odd_i32,
    // `_mm256_blendv_epi8(s, s + a, _mm256_xor_si256(_mm256_cmpeq_epi32(a & 1, 0), -1))` four
    // times: three of the sums took the even lanes). `ne`, `le` and `ge` are k-mask compares
    // made vectors again, and a bitwise not is an explicit vpternlog (an UNSPEC to gcc).
    ("bitnot", "i8 u8 i16 u16 i32 u32 i64 u64 mask", 256, "_mm256_ternarylogic_epi32($0, $0, $0, 0x55)"),
    ("bitnot", "i8 u8 i16 u16 i32 u32 i64 u64 mask", 128, "_mm_ternarylogic_epi32($0, $0, $0, 0x55)"),
    ("ne", "i32 u32 mask", 256, "_mm256_movm_epi32(_mm256_cmp_epi32_mask($0, $1, _MM_CMPINT_NE))"),
    ("le", "i32", 256, "_mm256_movm_epi32(_mm256_cmp_epi32_mask($0, $1, _MM_CMPINT_LE))"),
    ("ge", "i32", 256, "_mm256_movm_epi32(_mm256_cmp_epi32_mask($0, $1, _MM_CMPINT_NLT))"),
    ("ne", "i32 u32 mask", 128, "_mm_movm_epi32(_mm_cmp_epi32_mask($0, $1, _MM_CMPINT_NE))"),
    ("le", "i32", 128, "_mm_movm_epi32(_mm_cmp_epi32_mask($0, $1, _MM_CMPINT_LE))"),
    ("ge", "i32", 128, "_mm_movm_epi32(_mm_cmp_epi32_mask($0, $1, _MM_CMPINT_NLT))"),
    // Selects as k-mask blends (`vpmovd2m` + `vpblendm`), never `vpblendvb`: with AVX512BW and
    // VL enabled, gcc 12.2 rewrites `_mm256_blendv_epi8(a, b, x != 0)` into a blend on `x == 0`
    // without swapping `a` and `b` (its `pblendvb` pattern on a complemented mask), which gave
    // the wfv benchmark's MersenneTwister a wrong checksum at -O1/-O2 (test wfv_bench, avx512).
    ("select", "f32", 256, "_mm256_mask_blend_ps(_mm256_movepi32_mask($0), $2, $1)"),
    ("select", "f64", 256, "_mm256_mask_blend_pd(_mm_movepi32_mask($0), $2, $1)"),
    ("select", "i32 u32 mask", 256, "_mm256_mask_blend_epi32(_mm256_movepi32_mask($0), $2, $1)"),
    ("select", "i64 u64", 256, "_mm256_mask_blend_epi64(_mm_movepi32_mask($0), $2, $1)"),
    ("select", "f32", 128, "_mm_mask_blend_ps(_mm_movepi32_mask($0), $2, $1)"),
    ("select", "i32 u32 mask", 128, "_mm_mask_blend_epi32(_mm_movepi32_mask($0), $2, $1)"),
    // Two-register lane shuffles in one `vpermt2*` (AVX2 needs an in-lane shuffle and a cross-lane
    // permute for each): the even or odd lanes of a pair of registers (stride-2 loads), and the
    // interleaving of two registers (stride-2 stores). The index vectors are constants gcc loads
    // once per function.
    ("evens", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), $1)"),
    ("odds", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), $1)"),
    ("evens", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), $1)"),
    ("odds", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), $1)"),
    ("evens", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(0, 2, 4, 6), $1)"),
    ("odds", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(1, 3, 5, 7), $1)"),
    ("evens", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(0, 2, 4, 6), $1)"),
    ("odds", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(1, 3, 5, 7), $1)"),
    ("evens", "i16 u16", 256, "_mm256_permutex2var_epi16($0, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), $1)"),
    ("odds", "i16 u16", 256, "_mm256_permutex2var_epi16($0, _mm256_setr_epi16(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), $1)"),
    ("zip_lo", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), $1)"),
    ("zip_hi", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), $1)"),
    ("zip_lo", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), $1)"),
    ("zip_hi", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), $1)"),
    ("zip_lo", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(0, 4, 1, 5), $1)"),
    ("zip_hi", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(2, 6, 3, 7), $1)"),
    ("zip_lo", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(0, 4, 1, 5), $1)"),
    ("zip_hi", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(2, 6, 3, 7), $1)"),
    // Comparisons AVX2 has no instruction for (unsigned, 64-bit orders), through a k-mask.
    ("lt", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_NLT))"),
    ("lt", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_NLT))"),
    ("ne", "i64 u64", 256, "_mm_movm_epi32(_mm256_cmp_epi64_mask($0, $1, _MM_CMPINT_NE))"),
    ("le", "i64", 256, "_mm_movm_epi32(_mm256_cmp_epi64_mask($0, $1, _MM_CMPINT_LE))"),
    ("ge", "i64", 256, "_mm_movm_epi32(_mm256_cmp_epi64_mask($0, $1, _MM_CMPINT_NLT))"),
    ("lt", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_NLT))"),
    // Conversions, keyed by the source element and bits: 64-bit integers to and from floating
    // point (vcvtqq2pd, vcvttpd2qq: truncation, as C converts), unsigned 32-bit ones, and the
    // truncating narrows vpmovqd/vpmovdw/vpmovwb (C's conversion to a narrower integer).
    ("cast_f64", "i64", 256, "_mm256_cvtepi64_pd($0)"), ("cast_f64", "u64", 256, "_mm256_cvtepu64_pd($0)"),
    ("cast_i64", "f64", 256, "_mm256_cvttpd_epi64($0)"), ("cast_u64", "f64", 256, "_mm256_cvttpd_epu64($0)"),
    ("cast_f64", "i64", 128, "_mm_cvtepi64_pd($0)"), ("cast_f64", "u64", 128, "_mm_cvtepu64_pd($0)"),
    ("cast_i64", "f64", 128, "_mm_cvttpd_epi64($0)"), ("cast_u64", "f64", 128, "_mm_cvttpd_epu64($0)"),
    ("cast_f32", "i64", 256, "_mm256_cvtepi64_ps($0)"), ("cast_f32", "u64", 256, "_mm256_cvtepu64_ps($0)"),
    ("cast_i64", "f32", 128, "_mm256_cvttps_epi64($0)"), ("cast_u64", "f32", 128, "_mm256_cvttps_epu64($0)"),
    ("cast_f32", "u32", 256, "_mm256_cvtepu32_ps($0)"), ("cast_u32", "f32", 256, "_mm256_cvttps_epu32($0)"),
    ("cast_f32", "u32", 128, "_mm_cvtepu32_ps($0)"), ("cast_u32", "f32", 128, "_mm_cvttps_epu32($0)"),
    ("cast_f64", "u32", 128, "_mm256_cvtepu32_pd($0)"), ("cast_u32", "f64", 256, "_mm256_cvttpd_epu32($0)"),
    ("cast_i32 cast_u32", "i64 u64", 256, "_mm256_cvtepi64_epi32($0)"),
    ("cast_i16 cast_u16", "i32 u32", 256, "_mm256_cvtepi32_epi16($0)"),
    ("cast_i8 cast_u8", "i16 u16", 256, "_mm256_cvtepi16_epi8($0)"),
    // Scatters with 32-bit indices, in lane order (see the module comment).
    ("scatter", "i32 u32", 256, "_mm256_i32scatter_epi32($p, $i, $0, 4)"),
    ("scatter", "f32", 256, "_mm256_i32scatter_ps($p, $i, $0, 4)"),
    ("scatter", "i64 u64", 256, "_mm256_i32scatter_epi64($p, $i, $0, 8)"),
    ("scatter", "f64", 256, "_mm256_i32scatter_pd($p, $i, $0, 8)"),
    ("scatter", "i32 u32", 128, "_mm_i32scatter_epi32($p, $i, $0, 4)"),
    ("scatter", "f32", 128, "_mm_i32scatter_ps($p, $i, $0, 4)"),
    ("maskscatter", "i32 u32", 256, "_mm256_mask_i32scatter_epi32($p, _mm256_movepi32_mask($m), $i, $0, 4)"),
    ("maskscatter", "f32", 256, "_mm256_mask_i32scatter_ps($p, _mm256_movepi32_mask($m), $i, $0, 4)"),
    ("maskscatter", "i64 u64", 256, "_mm256_mask_i32scatter_epi64($p, _mm_movepi32_mask($m), $i, $0, 8)"),
    ("maskscatter", "f64", 256, "_mm256_mask_i32scatter_pd($p, _mm_movepi32_mask($m), $i, $0, 8)"),
    ("maskscatter", "i32 u32", 128, "_mm_mask_i32scatter_epi32($p, _mm_movepi32_mask($m), $i, $0, 4)"),
    ("maskscatter", "f32", 128, "_mm_mask_i32scatter_ps($p, _mm_movepi32_mask($m), $i, $0, 4)"),
];

/// Helper macros of the rows above (none yet; avx2.rs's are available to them).
pub const MACROS: &[(&str, &str)] = &[];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_is_an_avx512vl_form_of_its_width() {
        for (op, elems, bits, template) in TABLE {
            assert!(!op.is_empty() && !elems.is_empty());
            // Conversions from a 128-bit source may give 256 bits (and the reverse).
            let ok = if *bits == 256 { template.contains("_mm256_") } else { template.contains("_mm_") };
            assert!(ok || op.starts_with("cast_"), "{} {} {}", op, bits, template);
            // A k-mask is made from an 8-lane mask by the 256-bit form, from 4 lanes by the 128-bit one.
            let lanes = bits / elems.trim_start_matches(['i', 'u', 'f']).split(' ').next().and_then(|w| w.parse::<u32>().ok()).unwrap_or(1);
            if template.contains("_mm256_movepi32_mask") {
                assert_eq!(lanes, 8, "{} {}", op, template);
            }
            if template.contains("_mm_movepi32_mask") {
                assert_eq!(lanes, 4, "{} {}", op, template);
            }
        }
    }
}
