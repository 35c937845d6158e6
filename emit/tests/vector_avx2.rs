//! Every vector operation on every element type, emitted for AVX2 (intrinsics where the table
//! has them, the generic lowering elsewhere), compiled with plain `cc -O2` (the functions carry
//! `__attribute__((target("avx2")))`), run when the CPU has AVX2, and checked against
//! scalar C.

mod vector_common;

use midend::target::TargetKind;
use vector_common::*;

#[test]
fn avx2_256_bit_vectors() {
    let c = run(&all_cases(256), TargetKind::Avx2, "avx2_256");
    assert!(c.contains("__attribute__((target(\"avx2\"))) void add_floatx8("), "no target attribute");
    assert!(c.contains("#include <immintrin.h>"));
}

#[test]
fn avx2_128_bit_vectors() {
    run(&all_cases(128), TargetKind::Avx2, "avx2_128");
}

#[test]
fn avx2_casts() {
    let mut cases = cast_cases(8);
    cases.extend(cast_cases(4));
    run(&cases, TargetKind::Avx2, "avx2cast");
}
