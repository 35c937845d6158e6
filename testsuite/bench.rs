//! Benchmark kernels as correctness tests (`bench::<kernel>` trials): every
//! `testsuite/bench/kernels/<name>.c` is built with `cc -O2` from the original and from vcc's
//! output for `--target=generic`, `sse4.2`, `avx2`, `avx512`, `avx512vbmi` and `avx512vbmi-zmm`, and
//! for sse4.2 and avx2 with `--no-intrinsics` (the same plans in generic vector extensions, which
//! bench/targets.sh times against the intrinsics), run with 3 repetitions (its first argument)
//! instead of the thousands `bench.sh` times, and the checksums it prints must be equal: a wrong
//! vectorization of a benchmark kernel fails here, not only as WRONG in the benchmark table.
//! AVX2 programs run only on a host with AVX2, avx512 ones on a host with AVX-512 F/VL/BW/DQ,
//! avx512vbmi ones on a host with VBMI too (they are still built, and `skipped: host CPU has no
//! AVX-512` is printed once). The avx512 and avx512vbmi-zmm (what `native` picks on Zen 5)
//! outputs are also pinned as `bench/golden/<name>.<target>.c` and checked by clang-19 -Wall.
//!
//! After the run, `bench coverage: hot loops vectorized: generic X/Y, avx2 X/Y` says how many of
//! the loops marked `/* hot */` vcc vectorizes (informative; speed is bench.sh's business).

use crate::loopvec::host_runs;
use crate::support;
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const RUN_TIMEOUT: Duration = Duration::from_secs(20);
const CC_FLAGS: &[&str] = &["-O2"];
const REPS: &str = "3";
/// The targets, each with vcc's extra flags.
const TARGETS: [(&str, &str); 8] = [
    ("generic", ""),
    ("sse4.2", ""),
    ("avx2", ""),
    ("avx512", ""),
    ("avx512vbmi", ""),
    ("avx512vbmi-zmm", ""),
    ("sse4.2", "--no-intrinsics"),
    ("avx2", "--no-intrinsics"),
];
/// The targets whose output is pinned and checked by clang.
const PINNED: [&str; 2] = ["avx512", "avx512vbmi-zmm"];

pub fn trials() -> Vec<Trial> {
    let dir = kernels_dir();
    if !host_runs("avx512") {
        println!("bench skipped: host CPU has no AVX-512 (avx512 programs are compiled, not run)");
    }
    support::files_with_suffix(&dir, ".c")
        .into_iter()
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let dir = dir.clone();
            Trial::test(format!("bench::{}", name), move || check_kernel(&dir, &name).map_err(Failed::from))
        })
        .collect()
}

fn kernels_dir() -> PathBuf {
    support::repo_root().join("testsuite/bench/kernels")
}

/// The `PINNED` targets' outputs (outside `kernels/`, which bench.sh runs as kernels).
fn golden_dir() -> PathBuf {
    support::repo_root().join("testsuite/bench/golden")
}

/// vcc's output for `target` passes `clang-19 -Wall -Wextra -fsyntax-only` (when installed)
/// with no warning the original does not have: the FMA-contraction macros are per compiler.
fn check_clang(original: &Path, output: &Path, include: &str, target: &str) -> Result<(), String> {
    let Some(clang) = support::clang()? else { return Ok(()) };
    let flags = ["-O2", "-Wall", "-Wextra", include];
    let before = support::check_syntax(clang, original, &flags)?;
    let after = support::check_syntax(clang, output, &flags).map_err(|e| format!("--target={}: {}", target, e))?;
    let added = support::new_warnings(&before, &after);
    if added.is_empty() {
        return Ok(());
    }
    Err(format!(
        "--target={}: vcc's output has new {} warnings ({}):\n{}",
        target,
        clang,
        added.join(", "),
        after.stderr
    ))
}

fn check_kernel(dir: &Path, name: &str) -> Result<(), String> {
    let source = format!("{}.c", name);
    let text = std::fs::read_to_string(dir.join(&source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    let hot_lines = hot_lines(&text);
    if hot_lines.is_empty() {
        return Err(format!("{} marks no loop with /* hot */ (bench.sh reports on those loops)", source));
    }
    let tmp = support::temp_dir()?;
    let include = format!("-I{}", dir.display());
    let flags: Vec<&str> = CC_FLAGS.iter().copied().chain([include.as_str()]).collect();
    let pch_include = immintrin_pch().map(|pch_dir| format!("-I{}", pch_dir.display()));
    let vcc_flags: Vec<&str> = flags.iter().copied().chain(pch_include.as_deref()).collect();
    let original_exe = tmp.path().join("original");
    support::compile_c(&dir.join(&source), &original_exe, &flags)?;
    let expected = run(&original_exe)?;
    if expected.is_empty() {
        return Err(format!("the original {} prints nothing", source));
    }
    let mut failures = Vec::new();
    for (target_idx, &(target, extra)) in TARGETS.iter().enumerate() {
        let mut args = vec![format!("--target={}", target), "--remarks".to_string()];
        args.extend(extra.split_whitespace().map(String::from));
        args.extend([source.clone(), "-o".to_string(), "-".to_string()]);
        let label = format!("{}{}", target, extra.strip_prefix("--").map(|f| format!(" {}", f)).unwrap_or_default());
        let file_label = label.replace(' ', "-");
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
        let vectorized = hot_lines.iter().filter(|line| vectorized_at(&remarks, &source, **line)).count();
        if let Ok(mut coverage) = COVERAGE.lock() {
            coverage[target_idx].0 += vectorized;
            coverage[target_idx].1 += hot_lines.len();
        }
        let out_c = tmp.path().join(format!("vcc_{}.c", file_label));
        let exe = tmp.path().join(format!("vcc_{}", file_label));
        if let Err(e) = std::fs::write(&out_c, &c_text) {
            failures.push(format!("cannot write {}: {}", out_c.display(), e));
            continue;
        }
        if let Err(e) = support::compile_c(&out_c, &exe, &vcc_flags) {
            failures.push(format!("--target={}: vcc's output does not compile: {}", label, e));
            continue;
        }
        if PINNED.contains(&target) && extra.is_empty() {
            failures.extend(support::check_golden(&golden_dir().join(format!("{}.{}.c", name, target)), &c_text).err());
            failures.extend(check_clang(&dir.join(&source), &out_c, &include, target).err());
        }
        if !host_runs(target) {
            continue;
        }
        match run(&exe) {
            Ok(actual) if actual == expected => {}
            Ok(actual) => failures.push(format!(
                "--target={}: vcc's program prints something else than the original (both with {} repetitions):\n{}\nvcc's remarks:\n{}",
                label,
                REPS,
                support::first_difference(&expected, &actual),
                remarks
            )),
            Err(e) => failures.push(format!("--target={}: {}", label, e)),
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// A directory with `immintrin.h` precompiled (`immintrin.h.gch`, built once per test run with
/// `CC_FLAGS`), to put first on the include path of vcc's outputs: parsing immintrin.h is most of
/// the time cc takes on an AVX2 output. Its `immintrin.h` is `#include_next <immintrin.h>`, so a
/// compiler that cannot use the precompiled header (clang as cc, another gcc) reads the real one.
/// None (and no speed-up) if cc cannot build it.
pub fn immintrin_pch() -> Option<&'static Path> {
    static PCH_DIR: std::sync::OnceLock<Option<PathBuf>> = std::sync::OnceLock::new();
    PCH_DIR
        .get_or_init(|| {
            let pch_dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bench-pch");
            let header = pch_dir.join("immintrin.h");
            std::fs::create_dir_all(&pch_dir).ok()?;
            std::fs::write(&header, "#include_next <immintrin.h>\n").ok()?;
            let mut cmd = Command::new("cc");
            cmd.args(CC_FLAGS).args(["-x", "c-header"]).arg(&header).arg("-o").arg(pch_dir.join("immintrin.h.gch"));
            let out = support::run_with_timeout(&mut cmd, Duration::from_secs(120)).ok()?;
            (out.status.success() && !out.timed_out).then_some(pch_dir)
        })
        .as_deref()
}

/// The 1-based numbers of the lines with a loop marked `/* hot */`.
fn hot_lines(text: &str) -> Vec<usize> {
    text.lines().enumerate().filter(|(_, line)| line.contains("/* hot */")).map(|(idx, _)| idx + 1).collect()
}

/// Whether vcc's remarks say the loop on `line` of `source` was vectorized (or replaced by memcpy).
fn vectorized_at(remarks: &str, source: &str, line: usize) -> bool {
    let prefix = format!("{}:{}:", source, line);
    remarks.lines().any(|l| {
        l.starts_with(&prefix)
            && (l.contains(": remark: loop vectorized") || l.contains(": remark: loop replaced by a call of memcpy"))
    })
}

/// Runs a kernel program with `REPS` repetitions; its stdout, or why it failed.
fn run(exe: &Path) -> Result<String, String> {
    let out = support::run_with_timeout(Command::new(exe).arg(REPS), RUN_TIMEOUT)?;
    if out.timed_out || !out.status.success() {
        return Err(format!("{} fails ({}):\n{}", exe.display(), out.describe_status(), out.stderr_text()));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Hot loops vectorized and hot loops in all, per target, over the kernels run so far.
static COVERAGE: std::sync::Mutex<[(usize, usize); TARGETS.len()]> = std::sync::Mutex::new([(0, 0); TARGETS.len()]);

/// Prints how many hot loops each target vectorizes (after the trials, when any ran).
pub fn print_coverage() {
    let coverage = *COVERAGE.lock().unwrap_or_else(|e| e.into_inner());
    if coverage[0].1 == 0 {
        return;
    }
    let parts: Vec<String> = TARGETS
        .iter()
        .zip(coverage)
        .filter(|((_, extra), _)| extra.is_empty())
        .map(|((target, _), (vectorized, all))| format!("{} {}/{}", target, vectorized, all))
        .collect();
    println!("bench coverage: hot loops vectorized: {}", parts.join(", "));
}
