//! The function-level vectorization benchmark kernels as correctness tests (`wfv_bench::<kernel>`
//! trials): every bench kernel's output matches the scalar build. Each
//! `testsuite/bench/wfv/<name>.c` (and `extra/<name>.c`, `wfv_bench::extra::<name>`: kernels
//! beyond the paper's twelve, each showing one optimisation) is built as the scalar reference (`cc -O2 -fno-tree-vectorize`)
//! and through `vcc --target=avx2` twice: the full vectorizer reading vcc's own annotations
//! (`-DVCC_ANNOTATIONS`: `__decl-vec-function`, `#pragma simd vec-function`), and `--wfv=naive`
//! reading the OpenMP ones (`declare simd`, `omp simd`); and through `--target=avx512` in full.
//! All of them run with 1 repetition (the
//! program's first argument) instead of the dozens `wfv.sh` times, and must print the same checksum.
//! Every build uses `-ffp-contract=off`, as `wfv.sh` does: vcc keeps each lane's float operations
//! in the scalar order, so the float checksums are bit-exact.
//!
//! Each trial also asserts whether vcc (full) vectorizes the kernel's loop marked `/* hot */`,
//! against `NOT_VECTORIZED` (today's misses, each with its reason), so a kernel that starts or
//! stops being vectorized is noticed. The AVX2 programs run only on a host with AVX2, the AVX-512
//! ones only on a host with AVX-512 (elsewhere they are compiled, not run).

use crate::bench::immintrin_pch;
use crate::loopvec::host_runs;
use crate::support;
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const RUN_TIMEOUT: Duration = Duration::from_secs(20);
const REPS: &str = "1";
const SCALAR_FLAGS: &[&str] = &["-O2", "-fno-tree-vectorize", "-ffp-contract=off"];
const VCC_OUTPUT_FLAGS: &[&str] = &["-O2", "-ffp-contract=off"];

/// Kernels whose hot loop vcc does not vectorize today, and why (FIXME: each is a miss to fix).
const NOT_VECTORIZED: &[(&str, &str)] = &[];

/// The vcc builds: a label, the target, vcc's flags. The avx512 build runs only on a host with
/// AVX-512 (it caught gcc 12's `vpblendvb` miscompile in MersenneTwister's variants).
const VCC_BUILDS: [(&str, &str, &[&str]); 3] = [
    ("full", "avx2", &["-DVCC_ANNOTATIONS"]),
    ("naive", "avx2", &["--wfv=naive"]),
    ("full-avx512", "avx512", &["-DVCC_ANNOTATIONS"]),
];

pub fn trials() -> Vec<Trial> {
    // The paper's twelve, and in `extra/` kernels that show one optimisation each.
    let mut trials = Vec::new();
    for (dir, prefix) in [(kernels_dir(), ""), (kernels_dir().join("extra"), "extra::")] {
        for path in support::files_with_suffix(&dir, ".c") {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let dir = dir.clone();
            trials.push(Trial::test(format!("wfv_bench::{}{}", prefix, name), move || {
                check_kernel(&dir, &name).map_err(Failed::from)
            }));
        }
    }
    trials
}

fn kernels_dir() -> PathBuf {
    support::repo_root().join("testsuite/bench/wfv")
}

fn check_kernel(dir: &Path, name: &str) -> Result<(), String> {
    let source = format!("{}.c", name);
    let text = std::fs::read_to_string(dir.join(&source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    let hot_line = match text.lines().position(|line| line.contains("/* hot */")) {
        Some(idx) => idx + 1,
        None => return Err(format!("{} marks no loop with /* hot */ (wfv.sh and this test report on it)", source)),
    };
    let tmp = support::temp_dir()?;
    // bench.h, the checksum helpers, is the loop benchmark's.
    let include = format!("-I{}", support::repo_root().join("testsuite/bench/kernels").display());
    let scalar_flags: Vec<&str> = SCALAR_FLAGS.iter().copied().chain([include.as_str()]).collect();
    let scalar_exe = tmp.path().join("scalar");
    support::compile_c(&dir.join(&source), &scalar_exe, &scalar_flags)?;
    let expected = run(&scalar_exe)?;
    if expected.is_empty() {
        return Err(format!("the scalar build of {} prints nothing", source));
    }
    let pch_include = immintrin_pch().map(|pch_dir| format!("-I{}", pch_dir.display()));
    let output_flags: Vec<&str> =
        VCC_OUTPUT_FLAGS.iter().copied().chain(pch_include.as_deref()).chain([include.as_str()]).collect();
    let mut failures = Vec::new();
    for (label, target, flags) in VCC_BUILDS {
        let mut args: Vec<String> = vec![format!("--target={}", target), "--remarks".into(), include.clone()];
        args.extend(flags.iter().map(|f| f.to_string()));
        args.extend([source.clone(), "-o".into(), "-".into()]);
        let (c_text, remarks) = match support::run_vcc(dir, &args) {
            Ok(out) if out.status.success() && !out.timed_out => (out.stdout.clone(), out.stderr_text()),
            Ok(out) => {
                failures.push(format!(
                    "`vcc {}` failed ({}):\n{}",
                    args.join(" "),
                    out.describe_status(),
                    out.stderr_text()
                ));
                continue;
            }
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        if label == "full" {
            failures.extend(check_vectorized(name, &source, hot_line, &remarks).err());
        }
        let out_c = tmp.path().join(format!("vcc_{}.c", label));
        let exe = tmp.path().join(format!("vcc_{}", label));
        if let Err(e) = std::fs::write(&out_c, &c_text) {
            failures.push(format!("cannot write {}: {}", out_c.display(), e));
            continue;
        }
        if let Err(e) = support::compile_c(&out_c, &exe, &output_flags) {
            failures.push(format!("vcc {}: its output does not compile: {}", label, e));
            continue;
        }
        if !host_runs(target) {
            continue;
        }
        match run(&exe) {
            Ok(actual) if actual == expected => {}
            Ok(actual) => failures.push(format!(
                "vcc {}: the program prints something else than the scalar build:\n{}\nvcc's remarks:\n{}",
                label,
                support::first_difference(&expected, &actual),
                remarks
            )),
            Err(e) => failures.push(format!("vcc {}: {}", label, e)),
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// Whether the hot loop is vectorized exactly when `NOT_VECTORIZED` does not list the kernel.
fn check_vectorized(name: &str, source: &str, hot_line: usize, remarks: &str) -> Result<(), String> {
    let prefix = format!("{}:{}:", source, hot_line);
    let vectorized = remarks.lines().any(|l| l.starts_with(&prefix) && l.contains(": remark: loop vectorized"));
    match (vectorized, NOT_VECTORIZED.iter().find(|(kernel, _)| *kernel == name)) {
        (true, Some(_)) => Err(format!("{}: the hot loop is vectorized now: take {} off NOT_VECTORIZED", source, name)),
        (false, None) => {
            Err(format!("{}: vcc does not vectorize the hot loop (line {}):\n{}", source, hot_line, remarks))
        }
        _ => Ok(()),
    }
}

/// Runs a kernel program with `REPS` repetitions; its stdout, or why it failed.
fn run(exe: &Path) -> Result<String, String> {
    let out = support::run_with_timeout(Command::new(exe).arg(REPS), RUN_TIMEOUT)?;
    if out.timed_out || !out.status.success() {
        return Err(format!("{} fails ({}):\n{}", exe.display(), out.describe_status(), out.stderr_text()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}
