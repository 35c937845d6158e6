//! Loop-vectorizer cases: every `cases/loopvec/<name>.c` is a program whose `main` runs its
//! kernels over a list of trip counts and prints the results. One trial per case checks, for
//! the `generic`, `avx2`, `avx512`, `avx512vbmi-zmm` (what `native` picks on Zen 5: every loop
//! planned on 512-bit vectors), `sse4.2`, `neon` and `sse2` (the x86-64 baseline) targets:
//!
//! 1. golden C: `vcc --target=T --remarks <name>.c -o -` equals `<name>.T.c`;
//! 2. golden remarks: the remarks of both targets, one section per target, equal `<name>.remarks`
//!    (they pin which loops were vectorized, and say exactly why the others were not);
//! 3. `/* vcc-test: expect-vectorized N */` (or `... generic=N avx2=M`): exactly N loops (inner or outer) of the
//!    kernels (the lines above `int main`) are vectorized, so a silent fall back to scalar code
//!    fails even when someone rewrites the goldens (avx512 expects avx2's count, and
//!    avx512vbmi-zmm avx512's, unless the case names it; a list of counts per target checks
//!    sse4.2 only where it names it, neon as generic and sse2 as sse4.2 unless named; a single
//!    count every target);
//! 4. execution: the original and vcc's output, both built with `cc -O2 -Wall -Wextra`, print the
//!    same stdout and exit alike, and vcc's output adds no warning (neither from cc nor from
//!    `clang-19 -fsyntax-only`, when installed; required under `CI=true`). vcc's output is also built
//!    with `-fsanitize=address,undefined` (as is the original, to vouch for the case), so a
//!    vector access past what the scalar loop touches fails (but in functions vcc marks
//!    `no_sanitize_address`: a peeled loop's aligned loads past a terminator, which the cases
//!    check with arrays that end at a PROT_NONE page instead). AVX2 programs run only when the host
//!    has AVX2, avx512 ones only when it has AVX-512 F/VL/BW/DQ (otherwise `skipped: host CPU has
//!    no AVX-512` is printed once, also under CI=true: it is the hardware, not a missing tool;
//!    they are still compiled, with cc and clang-19, and their goldens compared).
//!
//! `neon` programs (and the original, built again for it) are built with
//! `aarch64-linux-gnu-gcc -O2 -ffp-contract=off -static` and run under `qemu-aarch64`
//! (`cross.rs`), checked by `clang-19 --target=aarch64-linux-gnu`, without sanitizers; without
//! those tools `skipped: qemu-aarch64 not installed` is printed once (a failure under CI=true).
//! neon expects generic's `expect-vectorized` count unless the case names it (`neon=N`).
//!
//! A case may ask for more targets with `/* vcc-test: also-target avx512vbmi */` (one of
//! `EXTRA_TARGETS`): the same checks, with avx512's expected count, a golden `<name>.<target>.c`
//! and a section in the remarks golden; its programs run only on hosts with its CPU flags.
//!
//! A case may also ask for a target priced for a core with `/* vcc-test: also-tune avx2 zen4 */`
//! (`--tune`): the same checks, with the target's expected count (or N, with `also-tune avx2
//! zen4 N`), a golden
//! `<name>.<target>.<tune>.c` and a remarks section. The other runs pass no `--tune`: an
//! explicit target is priced with the generic tune on every host.
//!
//! Output is compared exactly, unless the case says `/* vcc-test: fast-math 1e-5 */`: then vcc
//! runs with `--fast-math` and numbers may differ by that relative tolerance. A known bug is
//! asserted as it is today with `/* vcc-test: fixme-differs avx2 <why> */`: that program must
//! still print something different (so the fix is noticed), never skipped. The original is
//! built and run once per case and shared by both targets.
//!
//! It does not measure speed (testsuite/bench does) nor look inside the vector code beyond the
//! goldens.

use crate::cross::{self, Cross};
use crate::support::{self, Compiled, RunOutput};
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const RUN_TIMEOUT: Duration = Duration::from_secs(20);
/// Programs under QEMU run several times slower.
const CROSS_RUN_TIMEOUT: Duration = Duration::from_secs(120);
const CC_FLAGS: &[&str] = &["-O2", "-Wall", "-Wextra"];
const SANITIZE_FLAGS: &[&str] = &["-O2", "-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"];
pub(crate) const TARGETS: [&str; 7] = ["generic", "avx2", "avx512", "avx512vbmi-zmm", "sse4.2", "neon", "sse2"];
/// The index of `sse4.2` in `TARGETS`.
const SSE42: usize = 4;
/// The index of `neon` in `TARGETS`: it expects generic's count unless the case names it.
const NEON: usize = 5;
/// The index of `sse2` in `TARGETS`: it expects sse4.2's count unless the case names it.
const SSE2: usize = 6;
/// Targets a case adds with `vcc-test: also-target`; they expect avx512's count.
const EXTRA_TARGETS: [&str; 1] = ["avx512vbmi"];

/// The CPU flags (in /proc/cpuinfo) a target's programs need to run, and the line printed once
/// when the host lacks them.
const HOST_FLAGS: [(&str, &[&str], &str); 5] = [
    ("sse4.2", &["sse4_2"], "skipped: host has no SSE4.2 (sse4.2 programs are compiled, not run)"),
    ("avx2", &["avx2"], "skipped: host has no AVX2 (AVX2 programs are compiled, not run)"),
    (
        "avx512",
        &["avx2", "avx512f", "avx512vl", "avx512bw", "avx512dq"],
        "skipped: host CPU has no AVX-512 (avx512 programs are compiled, not run)",
    ),
    (
        "avx512vbmi",
        &["avx2", "avx512f", "avx512vl", "avx512bw", "avx512dq", "avx512vbmi"],
        "skipped: host CPU has no AVX-512VBMI (avx512vbmi programs are compiled, not run)",
    ),
    (
        "avx512vbmi-zmm",
        &["avx2", "avx512f", "avx512vl", "avx512bw", "avx512dq", "avx512vbmi"],
        "skipped: host CPU has no AVX-512VBMI (avx512vbmi-zmm programs are compiled, not run)",
    ),
];

pub fn trials() -> Vec<Trial> {
    let dir = cases_dir();
    for (target, _, skipped) in HOST_FLAGS {
        if !host_runs(target) {
            println!("loopvec {}", skipped);
        }
    }
    if cross::NEON.available() == Ok(false) {
        println!("loopvec {}", cross::NEON.skipped_line());
    }
    support::files_with_suffix(&dir, ".c")
        .into_iter()
        // Goldens are `<name>.<target>.c` and `<name>.<target>.<tune>.c`; case names have no dot.
        .filter(|path| !path.file_stem().unwrap_or_default().to_string_lossy().contains('.'))
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let case_dir = dir.clone();
            Trial::test(format!("loopvec::{}", name), move || check_case(&case_dir, &name).map_err(Failed::from))
        })
        .collect()
}

pub fn cases_dir() -> PathBuf {
    support::repo_root().join("testsuite/cases/loopvec")
}

/// Whether this host runs programs built for `target` (a name in `TARGETS`): it has the CPU
/// flags `HOST_FLAGS` lists for it.
pub fn host_runs(target: &str) -> bool {
    static FLAGS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let flags = FLAGS.get_or_init(|| {
        let text = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        text.lines()
            .find(|l| l.starts_with("flags"))
            .map(|l| l.split_whitespace().map(String::from).collect())
            .unwrap_or_default()
    });
    HOST_FLAGS
        .iter()
        .filter(|(t, _, _)| *t == target)
        .all(|(_, needed, _)| needed.iter().all(|f| flags.iter().any(|g| g == f)))
}

/// What a case asks of the runner, from its `/* vcc-test: ... */` comments.
#[derive(Debug, Default, PartialEq)]
struct Directives {
    /// `fast-math TOL`: run vcc with `--fast-math`, compare numbers with this relative tolerance.
    fast_math: Option<f64>,
    /// `expect-vectorized`: how many kernel loops each target vectorizes, by target index.
    expect_vectorized: [Option<usize>; TARGETS.len()],
    /// `fixme-differs TARGET REASON`: a known bug makes that target's program print something
    /// else; asserted as today's behaviour, so the fix shows up as a failure to remove it.
    fixme_differs: [Option<String>; TARGETS.len()],
    /// `also-target TARGET`: targets of `EXTRA_TARGETS` this case runs on too.
    extra_targets: Vec<&'static str>,
    /// `also-tune TARGET TUNE [N]`: runs of one of `TARGETS` priced for a core (`--tune`), with
    /// N loops expected vectorized (the target's count when not given), golden
    /// `<name>.TARGET.TUNE.c` and a remarks section.
    tunes: Vec<(usize, String, Option<usize>)>,
}

fn parse_directives(text: &str) -> Result<Directives, String> {
    let mut res = Directives::default();
    for chunk in text.split("/* vcc-test:").skip(1) {
        let body = chunk.split("*/").next().unwrap_or("").trim();
        let words: Vec<&str> = body.split_whitespace().collect();
        match words.as_slice() {
            ["fast-math", tol] => {
                res.fast_math = Some(tol.parse().map_err(|_| format!("bad tolerance in `vcc-test: {}`", body))?);
            }
            ["expect-vectorized", n] => {
                let n = n.parse().map_err(|_| format!("bad count in `vcc-test: {}`", body))?;
                res.expect_vectorized = [Some(n); TARGETS.len()];
            }
            ["expect-vectorized", per_target @ ..] => {
                // avx512 is avx2 with more instructions: it expects avx2's count unless named;
                // avx512vbmi-zmm avx512's.
                let named = |target: &str| per_target.iter().any(|item| item.split_once('=').is_some_and(|(t, _)| t == target));
                let (named_avx512, named_zmm, named_neon) = (named("avx512"), named("avx512vbmi-zmm"), named("neon"));
                let named_sse2 = named("sse2");
                for item in per_target {
                    let (target, n) = item.split_once('=').ok_or_else(|| format!("expected TARGET=N in `vcc-test: {}`", body))?;
                    let idx = TARGETS.iter().position(|t| *t == target).ok_or_else(|| format!("unknown target `{}`", target))?;
                    res.expect_vectorized[idx] = Some(n.parse().map_err(|_| format!("bad count in `vcc-test: {}`", body))?);
                }
                if !named_avx512 {
                    res.expect_vectorized[2] = res.expect_vectorized[1];
                }
                if !named_zmm {
                    res.expect_vectorized[3] = res.expect_vectorized[2];
                }
                if !named_neon {
                    res.expect_vectorized[NEON] = res.expect_vectorized[0];
                }
                if !named_sse2 {
                    res.expect_vectorized[SSE2] = res.expect_vectorized[SSE42];
                }
            }
            ["also-target", target] => {
                let extra = EXTRA_TARGETS.iter().find(|t| *t == target).ok_or_else(|| format!("unknown extra target `{}`", target))?;
                res.extra_targets.push(extra);
            }
            ["also-tune", target, tune, count @ ..] if count.len() <= 1 => {
                let idx = TARGETS.iter().position(|t| t == target).ok_or_else(|| format!("unknown target `{}`", target))?;
                let count = match count.first() {
                    Some(n) => Some(n.parse().map_err(|_| format!("bad count in `vcc-test: {}`", body))?),
                    None => None,
                };
                res.tunes.push((idx, tune.to_string(), count));
            }
            ["fixme-differs", target, reason @ ..] if !reason.is_empty() => {
                let idx = TARGETS.iter().position(|t| t == target).ok_or_else(|| format!("unknown target `{}`", target))?;
                res.fixme_differs[idx] = Some(reason.join(" "));
            }
            _ => {
                return Err(format!(
                    "unknown directive `vcc-test: {}` (expected fast-math TOL, expect-vectorized N, fixme-differs TARGET REASON, also-target TARGET or also-tune TARGET TUNE [N])",
                    body
                ))
            }
        }
    }
    Ok(res)
}

/// Runs every check and reports all failures together.
fn check_case(dir: &Path, name: &str) -> Result<(), String> {
    let source = format!("{}.c", name);
    let text = std::fs::read_to_string(dir.join(&source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    let directives = parse_directives(&text)?;
    let tmp = support::temp_dir()?;
    let mut failures = Vec::new();

    let original = build_and_run_original(dir, &source, tmp.path());
    if let Err(e) = &original {
        failures.push(e.clone());
    }

    let mut remarks_golden = String::new();
    // Extra targets take avx512's expectations (index 2), tuned runs their target's; neither
    // counts in the coverage.
    let targets = TARGETS.iter().enumerate().map(|(idx, t)| (idx, *t, None, directives.expect_vectorized[idx]));
    let extra = directives.extra_targets.iter().map(|t| (2, *t, None, directives.expect_vectorized[2]));
    let tuned = directives.tunes.iter().map(|(idx, tune, count)| {
        (*idx, TARGETS[*idx], Some(tune.as_str()), count.or(directives.expect_vectorized[*idx]))
    });
    for (n, (target_idx, target, tune, expected)) in targets.chain(extra).chain(tuned).enumerate() {
        let mut args = vec![format!("--target={}", target), "--remarks".to_string()];
        let mut variant = target.to_string();
        if let Some(tune) = tune {
            args.push(format!("--tune={}", tune));
            variant = format!("{}.{}", target, tune);
        }
        if directives.fast_math.is_some() {
            args.push("--fast-math".to_string());
        }
        args.extend([source.clone(), "-o".to_string(), "-".to_string()]);
        let out = match support::run_vcc(dir, &args) {
            Ok(out) if out.status.success() && !out.timed_out => out,
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
        let remarks = out.stderr_text();
        let tune_arg = tune.map(|t| format!(" --tune={}", t)).unwrap_or_default();
        remarks_golden.push_str(&format!("# --target={}{}\n{}", target, tune_arg, remarks));
        failures.extend(support::check_golden(&dir.join(format!("{}.{}.c", name, variant)), &out.stdout).err());
        failures.extend(check_no_internal_errors(target, &remarks).err());
        let (vectorized, all) = kernel_loops(&text, &source, &remarks);
        if let (true, Ok(mut coverage)) = (n < TARGETS.len(), COVERAGE.lock()) {
            coverage[target_idx].0 += vectorized;
            coverage[target_idx].1 += all;
        }
        if let Some(expected) = expected {
            let label = format!("{}{}", target, tune_arg);
            failures.extend(check_vectorized_count(&label, &remarks, vectorized, expected).err());
        }
        if let Ok(original) = &original {
            let fixme = directives.fixme_differs[target_idx].as_deref();
            let check = ExecCheck { dir, tmp: tmp.path(), target, tolerance: directives.fast_math, fixme };
            failures.extend(check.run(&out.stdout, original).err());
        }
    }
    failures.extend(support::check_golden(&dir.join(format!("{}.remarks", name)), remarks_golden.as_bytes()).err());

    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// The original program: its warnings (cc's, and clang-19's when installed), to compare with
/// vcc's output, and what it prints.
pub(crate) struct Original {
    /// The case's source file (cross targets build their own original from it).
    source: PathBuf,
    compiled: Compiled,
    clang_checked: Option<Compiled>,
    output: RunOutput,
}

/// Builds and runs the original with `cc -O2` and, to vouch for the case itself, under the
/// sanitizers.
pub(crate) fn build_and_run_original(dir: &Path, source: &str, tmp: &Path) -> Result<Original, String> {
    let exe = tmp.join("original");
    let compiled = support::compile_c(&dir.join(source), &exe, CC_FLAGS)?;
    let clang_checked = match support::clang()? {
        Some(clang) => Some(support::check_syntax(clang, &dir.join(source), CC_FLAGS)?),
        None => None,
    };
    let output = run_program(&exe)?;
    if output.timed_out || !output.status.success() {
        return Err(format!("the original {} fails by itself ({})", source, output.describe_status()));
    }
    let sanitized_exe = tmp.join("original-sanitized");
    support::compile_c(&dir.join(source), &sanitized_exe, SANITIZE_FLAGS)?;
    let sanitized = run_program(&sanitized_exe)?;
    if !sanitized.status.success() || sanitized.stdout != output.stdout {
        return Err(format!(
            "the original {} is not clean under -fsanitize=address,undefined ({}):\n{}",
            source,
            sanitized.describe_status(),
            sanitized.stderr_text()
        ));
    }
    Ok(Original { source: dir.join(source), compiled, clang_checked, output })
}

fn run_program(exe: &Path) -> Result<RunOutput, String> {
    support::run_with_timeout(&mut Command::new(exe), RUN_TIMEOUT)
}

/// A verifier failure inside the vectorizer is a vcc bug, even though the function is then kept
/// as written and the program still works.
pub(crate) fn check_no_internal_errors(target: &str, remarks: &str) -> Result<(), String> {
    let bad: Vec<&str> = remarks.lines().filter(|l| l.contains("internal error")).collect();
    if bad.is_empty() {
        return Ok(());
    }
    Err(format!("--target={}: vcc reports internal errors:\n  {}", target, bad.join("\n  ")))
}

/// The kernel loops (remarks on the lines above `int main`): how many are vectorized, of how many.
fn kernel_loops(text: &str, source: &str, remarks: &str) -> (usize, usize) {
    let main_line = text.lines().position(|l| l.starts_with("int main")).map(|idx| idx + 1).unwrap_or(usize::MAX);
    let prefix = format!("{}:", source);
    let kernel_remarks: Vec<&str> = remarks
        .lines()
        .filter(|l| {
            ["loop vectorized", "loop not vectorized", "outer loop vectorized", "outer loop not vectorized"]
                .iter()
                .any(|r| l.contains(&format!(": remark: {}", r)))
        })
        .filter(|l| {
            l.strip_prefix(&prefix)
                .and_then(|rest| rest.split(':').next()?.parse::<usize>().ok())
                .is_some_and(|line| line < main_line)
        })
        .collect();
    let vectorized = kernel_remarks
        .iter()
        .filter(|l| l.contains(": remark: loop vectorized") || l.contains(": remark: outer loop vectorized"))
        .count();
    (vectorized, kernel_remarks.len())
}

fn check_vectorized_count(target: &str, remarks: &str, vectorized: usize, expected: usize) -> Result<(), String> {
    if vectorized == expected {
        return Ok(());
    }
    Err(format!(
        "--target={}: {} kernel loops vectorized, the case expects {} (`vcc-test: expect-vectorized`):\n{}",
        target, vectorized, expected, remarks
    ))
}

/// Kernel loops vectorized and kernel loops in all, per target, over the cases run so far.
static COVERAGE: std::sync::Mutex<[(usize, usize); TARGETS.len()]> = std::sync::Mutex::new([(0, 0); TARGETS.len()]);

/// Prints how many kernel loops each target vectorizes (after the trials, when any ran), so
/// progress is visible in every test run.
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
    println!("loopvec coverage: kernel loops vectorized: {}", parts.join(", "));
}

/// Builds vcc's output for one target and compares what it prints with the original.
pub(crate) struct ExecCheck<'a> {
    pub dir: &'a Path,
    pub tmp: &'a Path,
    pub target: &'a str,
    pub tolerance: Option<f64>,
    pub fixme: Option<&'a str>,
}

impl ExecCheck<'_> {
    pub(crate) fn run(&self, c_text: &[u8], original: &Original) -> Result<(), String> {
        if let Some(cross) = cross::get(self.target) {
            return self.run_cross(cross, c_text, original);
        }
        let expected = &original.output;
        let out_c = self.tmp.join(format!("vcc_{}.c", self.target));
        std::fs::write(&out_c, c_text).map_err(|e| format!("cannot write {}: {}", out_c.display(), e))?;
        let include_flag = format!("-I{}", self.dir.display());
        let exe = self.tmp.join(format!("vcc_{}", self.target));
        let flags: Vec<&str> = CC_FLAGS.iter().copied().chain([include_flag.as_str()]).collect();
        let compiled = support::compile_c(&out_c, &exe, &flags)
            .map_err(|e| format!("--target={}: vcc's output does not compile: {}", self.target, e))?;
        self.check_warnings(&original.compiled, &compiled, "cc")?;
        if let (Some(clang), Some(clang_original)) = (support::clang()?, &original.clang_checked) {
            let checked = support::check_syntax(clang, &out_c, &flags).map_err(|e| {
                format!("--target={}: vcc's output does not compile with {}: {}", self.target, clang, e)
            })?;
            self.check_warnings(clang_original, &checked, clang)?;
        }
        if !host_runs(self.target) {
            return Ok(());
        }
        match (self.compare(&exe, expected, "cc -O2"), self.fixme) {
            (Ok(()), Some(reason)) => {
                return Err(format!(
                    "--target={}: the known difference is gone ({}); remove `vcc-test: fixme-differs`",
                    self.target, reason
                ))
            }
            (Err(_), Some(_)) => return Ok(()),
            (res, None) => res?,
        }
        // Every target also runs under the sanitizers (where it runs at all, above).
        let sanitized_exe = self.tmp.join(format!("vcc_{}-sanitized", self.target));
        let flags: Vec<&str> = SANITIZE_FLAGS.iter().copied().chain([include_flag.as_str()]).collect();
        support::compile_c(&out_c, &sanitized_exe, &flags)?;
        self.compare(&sanitized_exe, expected, "cc -O2 -fsanitize=address,undefined")
    }

    /// The checks of `run` for a cross target: the original and vcc's output built with its
    /// compiler (and checked by clang-19 for it), run under its emulator, compared. No
    /// sanitizer runs there (ASan does not work under user-mode QEMU).
    fn run_cross(&self, cross: &Cross, c_text: &[u8], original: &Original) -> Result<(), String> {
        if !cross.available()? {
            return Ok(());
        }
        let out_c = self.tmp.join(format!("vcc_{}.c", self.target));
        std::fs::write(&out_c, c_text).map_err(|e| format!("cannot write {}: {}", out_c.display(), e))?;
        let include_flag = format!("-I{}", self.dir.display());
        let flags: Vec<&str> = CC_FLAGS.iter().copied().chain([include_flag.as_str()]).collect();
        let original_exe = self.tmp.join(format!("original_{}", self.target));
        let original_compiled = cross.compile(&original.source, &original_exe, &flags)?;
        let exe = self.tmp.join(format!("vcc_{}", self.target));
        let compiled = cross
            .compile(&out_c, &exe, &flags)
            .map_err(|e| format!("--target={}: vcc's output does not compile: {}", self.target, e))?;
        self.check_warnings(&original_compiled, &compiled, cross.cc)?;
        if let Some(clang_original) = cross.clang_check(&original.source, &flags)? {
            let checked = cross.clang_check(&out_c, &flags)?.unwrap_or(Compiled { stderr: String::new() });
            self.check_warnings(&clang_original, &checked, "clang-19")?;
        }
        let expected = cross.run(&original_exe, CROSS_RUN_TIMEOUT)?;
        if expected.timed_out || !expected.status.success() {
            return Err(format!("the original fails under {} ({})", cross.qemu, expected.describe_status()));
        }
        let actual = cross.run(&exe, CROSS_RUN_TIMEOUT)?;
        match (self.compare_outputs(&expected, &actual, cross.qemu), self.fixme) {
            (Ok(()), Some(reason)) => Err(format!(
                "--target={}: the known difference is gone ({}); remove `vcc-test: fixme-differs`",
                self.target, reason
            )),
            (Err(_), Some(_)) => Ok(()),
            (res, None) => res,
        }
    }

    fn check_warnings(&self, original: &Compiled, output: &Compiled, compiler: &str) -> Result<(), String> {
        let added = support::new_warnings(original, output);
        if added.is_empty() {
            return Ok(());
        }
        Err(format!(
            "--target={}: vcc's output has new {} warnings ({}):\n{}",
            self.target,
            compiler,
            added.join(", "),
            output.stderr
        ))
    }

    fn compare(&self, exe: &Path, expected: &RunOutput, how: &str) -> Result<(), String> {
        let actual = run_program(exe)?;
        self.compare_outputs(expected, &actual, how)
    }

    fn compare_outputs(&self, expected: &RunOutput, actual: &RunOutput, how: &str) -> Result<(), String> {
        let expected_text = String::from_utf8_lossy(&expected.stdout);
        let actual_text = String::from_utf8_lossy(&actual.stdout);
        let same_output = match self.tolerance {
            None => expected.stdout == actual.stdout,
            Some(tolerance) => same_within(&expected_text, &actual_text, tolerance),
        };
        if same_output && expected.describe_status() == actual.describe_status() {
            return Ok(());
        }
        Err(format!(
            "--target={} ({}): vcc's program behaves differently: original {}, vcc {}\n{}{}",
            self.target,
            how,
            expected.describe_status(),
            actual.describe_status(),
            support::first_difference(&expected_text, &actual_text),
            actual.stderr_text().lines().take(30).collect::<Vec<_>>().join("\n")
        ))
    }
}

/// Whether two outputs agree word for word, numbers within a relative `tolerance`.
pub(crate) fn same_within(expected: &str, actual: &str, tolerance: f64) -> bool {
    let split = |text: &str| -> Vec<String> {
        text.split(|c: char| c.is_whitespace() || "=,:;()[]{}".contains(c))
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect()
    };
    let (expected_words, actual_words) = (split(expected), split(actual));
    expected_words.len() == actual_words.len()
        && expected_words.iter().zip(&actual_words).all(|(e, a)| {
            e == a
                || match (e.parse::<f64>(), a.parse::<f64>()) {
                    (Ok(x), Ok(y)) => (x - y).abs() <= tolerance * x.abs().max(y.abs()),
                    _ => false,
                }
        })
}

/// Checks of the runner's own helpers, run as `runner::loopvec_*` trials.
pub fn self_trials() -> Vec<Trial> {
    vec![
        Trial::test("runner::loopvec_directives", || {
            let text = "/* vcc-test: fast-math 1e-5 */ int f; /* vcc-test: expect-vectorized generic=1 avx2=2 */ /* vcc-test: also-target avx512vbmi */ /* vcc-test: also-tune avx2 zen4 */ /* vcc-test: also-tune avx2 sapphirerapids 3 */";
            let got = parse_directives(text)?;
            let expected = Directives {
                fast_math: Some(1e-5),
                expect_vectorized: [Some(1), Some(2), Some(2), Some(2), None, Some(1), None],
                fixme_differs: [None, None, None, None, None, None, None],
                extra_targets: vec!["avx512vbmi"],
                tunes: vec![(1, "zen4".to_string(), None), (1, "sapphirerapids".to_string(), Some(3))],
            };
            if got != expected {
                return Err(format!("parsed {:?}", got).into());
            }
            if parse_directives("/* vcc-test: fast */").is_ok()
                || parse_directives("/* vcc-test: also-tune avx1024 zen4 */").is_ok()
                || parse_directives("/* vcc-test: also-tune avx2 zen4 x */").is_ok()
                || parse_directives("/* vcc-test: also-target avx1024 */").is_ok()
            {
                return Err("an unknown directive was accepted".into());
            }
            Ok(())
        }),
        Trial::test("runner::loopvec_tolerance", || {
            let ok = same_within("s=1.0000001 n=3\n", "s=1.0000002 n=3\n", 1e-6) && !same_within("n=3", "n=4", 1e-6);
            let words = !same_within("a b", "a b c", 1.0) && !same_within("nan", "x", 1.0);
            if ok && words {
                Ok(())
            } else {
                Err("same_within compares wrongly".into())
            }
        }),
    ]
}
