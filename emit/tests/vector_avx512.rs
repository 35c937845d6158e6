//! Every vector operation on every element type, emitted for avx512 (AVX-512VL rows first,
//! then AVX2's, then the generic lowering), compiled with plain `cc -O2` (the functions carry
//! the avx512 target attribute and turn FMA contraction off), run when the CPU has AVX-512
//! F/VL/BW/DQ (else `skipped: ...` is printed: the host's hardware, not a missing tool), and
//! checked against scalar C.

mod vector_common;

use midend::target::TargetKind;
use vector_common::*;

#[test]
fn avx512_256_bit_vectors() {
    let c = run(&all_cases(256), TargetKind::Avx512, "avx512_256");
    assert!(
        c.contains(
            "vcc_no_contract __attribute__((target(\"avx2,avx512f,avx512vl,avx512bw,avx512dq\"))) void add_floatx8("
        ),
        "no target attribute"
    );
    // The rows AVX-512VL adds are used.
    for form in [
        "_mm256_mask_storeu_ps(",
        "_mm256_mullo_epi64(",
        "_mm256_min_epu64(",
        "_mm256_i32scatter_pd(",
        "_mm256_mask_i32scatter_epi32(",
        "_mm256_rol_epi32(",
        "_mm256_rol_epi64(",
    ] {
        assert!(c.contains(form), "{} not emitted", form);
    }
}

#[test]
fn avx512_128_bit_vectors() {
    let c = run(&all_cases(128), TargetKind::Avx512, "avx512_128");
    assert!(c.contains("_mm_maskz_loadu_epi32("), "no k-masked 128-bit load");
}

#[test]
fn avx512_casts() {
    let mut cases = cast_cases(8);
    cases.extend(cast_cases(4));
    cases.extend(cast_cases(16));
    let c = run(&cases, TargetKind::Avx512, "avx512cast");
    for form in [
        "_mm256_cvtepi64_pd(",
        "_mm256_cvttpd_epi64(",
        "_mm256_cvtepu32_ps(",
        "_mm256_cvtepi32_epi16(",
        "_mm256_cvtepi16_epi8(",
    ] {
        assert!(c.contains(form), "{} not emitted", form);
    }
}
