//! The coverage suite of issue 23 as a correctness test (`coverage::<file>` trials): every loop
//! file `testsuite/coverage/<file>.c` (a program running any of its loops, see `cover.h`) is
//! built with `cc -O2` from the original and from vcc's output for each target in `TARGETS`,
//! and run with `REPS` repetitions of every loop, once with the default run-time parameters and
//! once with those of `PARAMS` (an odd trip count n, a distance k above every vector length);
//! each loop's checksum (a hash of the bits of every array and result) must equal the original's. vcc never reassociates floating-point
//! arithmetic without `--fast-math`, so the comparison is exact. `neon` (`cross.rs`) builds both
//! programs with `aarch64-linux-gnu-gcc` and runs them under `qemu-aarch64`. Programs of a target the host
//! CPU cannot run (or, off x86-64, any x86 target) are built but not run; the first trial to
//! meet one prints `skipped: ...` once.
//!
//! After the run, `coverage suite: loops vectorized: generic X/Y, ...` says how many loops vcc
//! vectorized per target (informative; `coverage/run.sh` compares with gcc and clang and times
//! them). A loop counts when a `loop vectorized`, `outer loop vectorized` or `replaced by a call
//! of memcpy` remark falls in its function (`LOOP(name)` with the helpers above it), not on the
//! header of a loop left without a `hot` comment, as in `run.sh`.

use crate::bench::immintrin_pch;
use crate::cross::{self, Cross};
use crate::loopvec::host_runs;
use crate::support;
use libtest_mimic::{Failed, Trial};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const RUN_TIMEOUT: Duration = Duration::from_secs(180);
const CC_FLAGS: &[&str] = &["-O2"];
/// Repetitions of every loop: enough for values to flow through a recurrence more than once.
const REPS: &str = "2";
const TARGETS: [&str; 7] = ["generic", "sse2", "sse4.2", "avx2", "avx512", "avx512vbmi-zmm", "neon"];
/// The run-time parameters of the runs (`cover.h`): the defaults (n = 32000, k = 4), then an
/// odd trip count and a distance above every vector length (remainders, other overlaps).
const PARAMS: [&[(&str, &str)]; 2] = [&[], &[("COVER_N", "1001"), ("COVER_K", "17")]];

pub fn trials() -> Vec<Trial> {
    let dir = suite_dir();
    support::files_with_suffix(&dir, ".c")
        .into_iter()
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let dir = dir.clone();
            Trial::test(format!("coverage::{}", name), move || check_file(&dir, &name).map_err(Failed::from))
        })
        .collect()
}

fn suite_dir() -> PathBuf {
    support::repo_root().join("testsuite/coverage")
}

/// Whether this host runs programs built for `target`.
fn runs_here(target: &str) -> bool {
    match target {
        "generic" => true,
        _ if !cfg!(target_arch = "x86_64") => false,
        "sse2" => true,
        "sse4.2" => cpu_has("sse4_2"),
        _ => host_runs(target),
    }
}

fn cpu_has(flag: &str) -> bool {
    let text = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    text.lines().find(|l| l.starts_with("flags")).is_some_and(|l| l.split_whitespace().any(|f| f == flag))
}

/// Prints once which targets' programs this host cannot run.
fn note_skipped() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let skipped: Vec<&str> = TARGETS.iter().copied().filter(|t| cross::get(t).is_none() && !runs_here(t)).collect();
        if !skipped.is_empty() {
            println!(
                "coverage skipped: this host does not run {} programs (they are built, not run)",
                skipped.join(", ")
            );
        }
        if cross::NEON.available() == Ok(false) {
            println!("coverage {}", cross::NEON.skipped_line());
        }
    });
}

fn check_file(dir: &Path, name: &str) -> Result<(), String> {
    note_skipped();
    let source = format!("{}.c", name);
    let text = std::fs::read_to_string(dir.join(&source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    let regions = loop_regions(&text);
    if regions.is_empty() {
        return Err(format!("{} defines no LOOP(name)", source));
    }
    let tmp = support::temp_dir()?;
    let include = format!("-I{}", dir.display());
    let flags: Vec<&str> = CC_FLAGS.iter().copied().chain([include.as_str()]).collect();
    let pch_include = immintrin_pch().map(|pch_dir| format!("-I{}", pch_dir.display()));
    let vcc_flags: Vec<&str> = flags.iter().copied().chain(pch_include.as_deref()).collect();
    let original_exe = tmp.path().join("original");
    support::compile_c(&dir.join(&source), &original_exe, &flags)?;
    let expected = PARAMS.iter().map(|params| checksums(None, &original_exe, params)).collect::<Result<Vec<_>, _>>()?;
    let unmarked: Vec<&str> = regions.iter().filter(|r| !r.has_hot).map(|r| r.name.as_str()).collect();
    if !unmarked.is_empty() {
        return Err(format!("{}: loops without a line marked /* hot */: {}", source, unmarked.join(", ")));
    }
    let missing: Vec<&str> =
        regions.iter().map(|r| r.name.as_str()).filter(|n| !expected[0].contains_key(*n)).collect();
    if !missing.is_empty() {
        return Err(format!("{}: loops missing from its table `loops[]`: {}", source, missing.join(", ")));
    }
    let mut failures = Vec::new();
    for (target_idx, target) in TARGETS.iter().enumerate() {
        let args = [format!("--target={}", target), "--remarks".into(), source.clone(), "-o".into(), "-".into()];
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
        let vectorized = regions.iter().filter(|r| r.vectorized(&remarks, &source)).count();
        if let Ok(mut coverage) = COVERAGE.lock() {
            coverage[target_idx].0 += vectorized;
            coverage[target_idx].1 += regions.len();
        }
        let out_c = tmp.path().join(format!("vcc_{}.c", target));
        let exe = tmp.path().join(format!("vcc_{}", target));
        if let Err(e) = std::fs::write(&out_c, &c_text) {
            failures.push(format!("cannot write {}: {}", out_c.display(), e));
            continue;
        }
        if let Some(cross) = cross::get(target) {
            failures.extend(
                check_cross(
                    cross,
                    &CrossRun { dir, source: &source, tmp: tmp.path(), flags: &flags },
                    &out_c,
                    &regions,
                    &remarks,
                )
                .err(),
            );
            continue;
        }
        if let Err(e) = support::compile_c(&out_c, &exe, &vcc_flags) {
            failures.push(format!("--target={}: vcc's output does not compile: {}", target, e));
            continue;
        }
        if !runs_here(target) {
            continue;
        }
        for (params, expected) in PARAMS.iter().zip(&expected) {
            match checksums(None, &exe, params) {
                Ok(actual) => failures.extend(compare(&regions, expected, &actual, &remarks, &source, target, params)),
                Err(e) => failures.push(format!("--target={}: {}", target, e)),
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// The loops whose checksum differs, with vcc's remarks on them; None when all agree.
fn compare(
    regions: &[Region],
    expected: &BTreeMap<String, String>,
    actual: &BTreeMap<String, String>,
    remarks: &str,
    source: &str,
    target: &str,
    params: &[(&str, &str)],
) -> Option<String> {
    let wrong: Vec<String> = regions
        .iter()
        .filter(|r| expected.get(&r.name) != actual.get(&r.name))
        .map(|r| {
            format!(
                "  {}: expected {}, vcc's program prints {}\n{}",
                r.name,
                expected.get(&r.name).map_or("nothing", String::as_str),
                actual.get(&r.name).map_or("nothing", String::as_str),
                r.remarks(remarks, source).iter().map(|l| format!("    {}\n", l)).collect::<String>()
            )
        })
        .collect();
    (!wrong.is_empty()).then(|| {
        format!(
            "--target={}: {} loop(s) print another checksum than the original ({} repetitions{}; a vcc bug):\n{}",
            target,
            wrong.len(),
            REPS,
            params.iter().map(|(var, value)| format!(", {}={}", var, value)).collect::<String>(),
            wrong.join("")
        )
    })
}

/// Where a cross target builds and runs a file's programs.
struct CrossRun<'a> {
    dir: &'a Path,
    source: &'a str,
    tmp: &'a Path,
    flags: &'a [&'a str],
}

/// The checks for a cross target: the original and vcc's output (`out_c`) built with its
/// compiler and run under its emulator with every `PARAMS`, each loop's checksum compared.
fn check_cross(cross: &Cross, run: &CrossRun, out_c: &Path, regions: &[Region], remarks: &str) -> Result<(), String> {
    if !cross.available()? {
        return Ok(());
    }
    let original = run.tmp.join(format!("original_{}", cross.target));
    cross.compile(&run.dir.join(run.source), &original, run.flags)?;
    let exe = run.tmp.join(format!("vcc_{}", cross.target));
    cross
        .compile(out_c, &exe, run.flags)
        .map_err(|e| format!("--target={}: vcc's output does not compile: {}", cross.target, e))?;
    let mut failures = Vec::new();
    for params in PARAMS {
        let expected = checksums(Some(cross), &original, params)?;
        let actual = checksums(Some(cross), &exe, params).map_err(|e| format!("--target={}: {}", cross.target, e))?;
        failures.extend(compare(regions, &expected, &actual, remarks, run.source, cross.target, params));
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// Runs a loop program (under `cross`'s emulator, if given) on all its loops with the
/// environment `params`; its "NAME CHECKSUM" lines as a map.
fn checksums(cross: Option<&Cross>, exe: &Path, params: &[(&str, &str)]) -> Result<BTreeMap<String, String>, String> {
    let mut cmd = match cross {
        Some(cross) => {
            let mut cmd = Command::new(cross.qemu);
            cmd.arg(exe);
            cmd
        }
        None => Command::new(exe),
    };
    cmd.args(["all", REPS]).envs(params.iter().copied());
    let out = support::run_with_timeout(&mut cmd, RUN_TIMEOUT)?;
    if out.timed_out || !out.status.success() {
        return Err(format!("{} fails ({}):\n{}", exe.display(), out.describe_status(), out.stderr_text()));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    Ok(text.lines().filter_map(|l| l.split_once(' ').map(|(name, sum)| (name.to_string(), sum.to_string()))).collect())
}

/// One loop of a file: its name and the lines (1-based, inclusive) of its function and the
/// helpers above it; `unmarked` are the headers of its loops without a `hot` comment.
#[derive(Debug)]
struct Region {
    name: String,
    first: usize,
    last: usize,
    unmarked: Vec<usize>,
    has_hot: bool,
}

impl Region {
    /// vcc's remark lines (`FILE:LINE:COL: remark: ...`) on this loop.
    fn remarks<'a>(&self, remarks: &'a str, source: &str) -> Vec<&'a str> {
        remarks
            .lines()
            .filter(|l| {
                let mut parts = l.splitn(3, ':');
                parts.next() == Some(source)
                    && parts
                        .next()
                        .and_then(|n| n.parse::<usize>().ok())
                        .is_some_and(|n| n >= self.first && n <= self.last)
            })
            .collect()
    }

    fn vectorized(&self, remarks: &str, source: &str) -> bool {
        self.remarks(remarks, source).iter().any(|l| {
            let line: usize = l.split(':').nth(1).and_then(|n| n.parse().ok()).unwrap_or(0);
            !self.unmarked.contains(&line)
                && [
                    ": remark: loop vectorized",
                    ": remark: outer loop vectorized",
                    ": remark: loop replaced by a call of memcpy",
                ]
                .iter()
                .any(|p| l.contains(p))
        })
    }
}

/// The loops of a file: each `LOOP(name)` up to the `}` closing its function, from the line
/// after the previous loop's function (so the static helpers above a loop belong to it).
fn loop_regions(text: &str) -> Vec<Region> {
    let mut res = Vec::new();
    let mut first = 1;
    let mut current: Option<String> = None;
    let mut unmarked = Vec::new();
    let mut has_hot = false;
    for (idx, line) in text.lines().enumerate() {
        let number = idx + 1;
        let trimmed = line.trim_start();
        let opens_loop = ["for (", "while (", "do {"].iter().any(|p| trimmed.starts_with(p)) || trimmed == "do";
        if opens_loop && !line.contains("hot */") {
            unmarked.push(number);
        }
        has_hot |= line.contains("/* hot */");
        if let Some(rest) = line.strip_prefix("LOOP(") {
            current = rest.split(')').next().map(String::from);
        } else if line.starts_with('}') {
            if let Some(name) = current.take() {
                res.push(Region { name, first, last: number, unmarked: std::mem::take(&mut unmarked), has_hot });
                has_hot = false;
                first = number + 1;
            }
        }
    }
    res
}

/// Loops vectorized and loops in all, per target, over the files checked so far.
static COVERAGE: std::sync::Mutex<[(usize, usize); TARGETS.len()]> = std::sync::Mutex::new([(0, 0); TARGETS.len()]);

/// Prints how many loops each target vectorizes (after the trials, when any ran).
pub fn print_coverage() {
    let coverage = *COVERAGE.lock().unwrap_or_else(|e| e.into_inner());
    if coverage[0].1 == 0 {
        return;
    }
    let parts: Vec<String> = TARGETS
        .iter()
        .zip(coverage)
        .map(|(target, (vectorized, all))| format!("{} {}/{}", target, vectorized, all))
        .collect();
    println!("coverage suite: loops vectorized: {}", parts.join(", "));
}
