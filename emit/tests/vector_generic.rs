//! Every vector operation on every element type, emitted with the generic lowering (GCC/Clang
//! vector extensions), compiled, run and checked against scalar C.

mod vector_common;

use midend::target::TargetKind;
use vector_common::*;

#[test]
fn generic_256_bit_vectors() {
    run(&all_cases(256), TargetKind::Generic, "generic256");
}

#[test]
fn generic_128_bit_vectors() {
    run(&all_cases(128), TargetKind::Generic, "generic128");
}

#[test]
fn generic_casts() {
    let mut cases = cast_cases(8);
    cases.extend(cast_cases(4));
    run(&cases, TargetKind::Generic, "genericcast");
}
