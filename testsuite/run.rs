//! The testsuite runner (`cargo test --test testsuite`): one libtest-mimic trial per case, so
//! cases are listed, filtered and summarized like ordinary Rust tests
//! (`cargo test --test testsuite -- roundtrip::shifts`).
//!
//! The groups: `roundtrip::*` (golden IR and C, determinism, execution against the original),
//! `examples::*` (the README's examples through vcc's default mode, executed), `loopvec::*` (loop
//! vectorizer kernels: golden C and remarks per target, executed against the original), `bench::*`
//! (the benchmark kernels through vcc for both targets, executed against the original), `wfv::*`
//! (vector variants of annotated functions, executed against gcc's own variants; sse4.2 and neon
//! through adapters, see `wfv_narrow.rs`), `slp::*`
//! (SLP vectorizer cases: golden C and remarks per target, tree counts, executed against the original), `wfv_bench::*`
//! (the function-level benchmark kernels through vcc full and naive, against the scalar build), `coverage::*`
//! (the loops of issue 23's coverage suite through vcc per target, checksums against the original), `errors::*`
//! (diagnostics and exit statuses for bad input), `cli::*` (options that work), `nopanic::*` (truncated and garbled input never
//! crashes vcc), `warnings::*` (every golden output clean under gcc and clang-19 -Wall -Wextra,
//! c11 and gnu11 too on every target but the AVX-512 ones), and `runner::*` (checks of the runner itself). The Csmith round trip is a
//! separate target, `csmith.rs`.

mod bench;
mod coverage;
mod cross;
mod errors;
mod loopvec;
mod nopanic;
mod roundtrip;
mod selftest;
mod slp;
mod support;
mod warnings;
mod wfv;
mod wfv_bench;
mod wfv_narrow;

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let mut trials = selftest::trials();
    trials.extend(roundtrip::trials());
    trials.extend(roundtrip::example_trials());
    trials.extend(loopvec::trials());
    trials.extend(loopvec::self_trials());
    trials.extend(bench::trials());
    trials.extend(wfv::trials());
    trials.extend(wfv_narrow::self_trials());
    trials.extend(slp::trials());
    trials.extend(wfv_bench::trials());
    trials.extend(coverage::trials());
    trials.extend(errors::trials());
    trials.extend(nopanic::trials());
    trials.extend(warnings::trials());
    let conclusion = libtest_mimic::run(&args, trials);
    loopvec::print_coverage();
    bench::print_coverage();
    coverage::print_coverage();
    conclusion.exit();
}
