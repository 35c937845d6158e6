//! Function-level vectorization cases: every `cases/wfv/<name>.c` holds functions annotated with
//! `#pragma omp declare simd` and a `main` that calls their vector variants by ABI name
//! (`_ZGVdN8vu_f`) next to the scalar function, and prints both. One trial per case checks:
//!
//! 1. the original, built with `gcc -O2 -fopenmp-simd -mavx2 -mfma`, gets gcc's own variants:
//!    that is the reference output, and it vouches for the case (scalar and vector agree);
//! 2. for the `generic`, `avx2`, `avx512`, `sse4.2`, `neon` and `sse2` targets,
//!    `vcc --target=T --remarks [flags]` equals the golden `<name>.T.c`, and the remarks of all
//!    six equal `<name>.remarks`;
//! 3. vcc's output, built with `cc -O2 -mavx2 -mfma` (no `-fopenmp-simd`: its variants are
//!    vcc's), prints exactly what the original printed — so vcc's variants also follow the
//!    ABI gcc's callers use — and so does its build under `-fsanitize=address,undefined`, which
//!    catches a vector access the scalar code would not make; and its build under -fopenmp-simd,
//!    where the `omp declare simd` lines of functions vcc wrote variants for are comments;
//! 4. `/* vcc-test: expect-variants N */`: exactly N 'd' variants made per target (and for
//!    avx512 an 'e' one for each 'd' one, the masked ones with an integer mask; sse4.2 and
//!    sse2 make N 'b' ones and neon N 'n' ones instead);
//!    `/* vcc-test: expect-loops N */`: exactly N loops above `main` vectorized (call sites).
//!    Either may name other counts for some targets: `expect-loops 6 sse4.2=1 neon=1`.
//!
//! On `sse4.2`, `sse2` and `neon` vcc makes 16-byte variants that main's 'd' calls do not reach:
//! the harness appends adapters with the 'd' names that call vcc's narrow variants piece by piece,
//! and neon's programs run under qemu-aarch64 against an AArch64 reference (`wfv_narrow.rs`).
//!
//! Every build uses `-ffp-contract=off`, so that float results do not depend on where each
//! compiler fuses multiply-adds.
//! `<name>.lib.c`, if present, holds functions defined in another file (built once with the
//! original's flags, gcc -fopenmp-simd: their variants are gcc's) and is linked into every program.
//! `/* vcc-test: fast-math TOL */`: vcc runs with `--fast-math` (variants call glibc's libmvec,
//! a few ulp off), and numbers in vcc's programs' output may differ from the original's by the
//! relative tolerance TOL (as loopvec's cases).
//! `/* vcc-test: flags --no-boscc --wfv=naive */` passes flags to vcc. Under `--target=avx2` and
//! `avx512` (the same 'd' variants, on ymm registers; avx512 also makes 'e' ones on zmm, which
//! the loops of the case call) the case is compiled with `-DVCC_AVX2` (its
//! vector typedefs are then the intrinsic types vcc's output uses, see `cases/wfv/vec.h`).
//! Programs run only on AVX2 hosts, avx512's only on AVX-512 hosts (native picks avx512 there);
//! elsewhere they are still compiled.

use crate::support::{self, RunOutput};
use crate::wfv_narrow;
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

const RUN_TIMEOUT: Duration = Duration::from_secs(20);
const TARGETS: [&str; 6] = ["generic", "avx2", "avx512", "sse4.2", "neon", "sse2"];
const ORIGINAL_FLAGS: &[&str] = &["-O2", "-ffp-contract=off", "-fopenmp-simd", "-mavx2", "-mfma", "-Wall", "-Wextra"];
const OUTPUT_FLAGS: &[&str] =
    &["-O2", "-ffp-contract=off", "-mavx2", "-mfma", "-Wall", "-Wextra", "-Wno-unknown-pragmas", "-Werror"];
/// vcc's output also builds and runs under -fopenmp-simd: the `omp declare simd` lines of the
/// functions vcc wrote variants for are comments there, so cc does not define them a second time.
const OMP_OUTPUT_FLAGS: &[&str] =
    &["-O2", "-ffp-contract=off", "-fopenmp-simd", "-mavx2", "-mfma", "-Wall", "-Wextra", "-Werror"];
const SANITIZE_FLAGS: &[&str] = &[
    "-O1",
    "-g",
    "-ffp-contract=off",
    "-mavx2",
    "-mfma",
    "-Wno-unknown-pragmas",
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=all",
];

pub fn trials() -> Vec<Trial> {
    let dir = cases_dir();
    if crate::cross::NEON.available() == Ok(false) {
        println!("wfv {}", crate::cross::NEON.skipped_line());
    }
    support::files_with_suffix(&dir, ".c")
        .into_iter()
        .filter(|path| !TARGETS.iter().chain(&["lib"]).any(|t| path.to_string_lossy().ends_with(&format!(".{}.c", t))))
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let case_dir = dir.clone();
            Trial::test(format!("wfv::{}", name), move || check_case(&case_dir, &name).map_err(Failed::from))
        })
        .collect()
}

fn cases_dir() -> PathBuf {
    support::repo_root().join("testsuite/cases/wfv")
}

#[derive(Debug, Default)]
struct Directives {
    flags: Vec<String>,
    expect_variants: Option<Count>,
    expect_loops: Option<Count>,
    /// `fast-math TOL`: run vcc with `--fast-math`, compare numbers with this relative tolerance.
    fast_math: Option<f64>,
}

/// `N [target=M ...]`: N on every target but those named.
#[derive(Debug, Default)]
struct Count {
    all: usize,
    named: Vec<(String, usize)>,
}

impl Count {
    fn parse(words: &[&str], body: &str) -> Result<Count, String> {
        let bad = || format!("bad count in `vcc-test: {}`", body);
        let (first, rest) = words.split_first().ok_or_else(bad)?;
        let mut count = Count { all: first.parse().map_err(|_| bad())?, named: Vec::new() };
        for word in rest {
            let (target, n) = word.split_once('=').ok_or_else(bad)?;
            if !TARGETS.contains(&target) {
                return Err(bad());
            }
            count.named.push((target.to_string(), n.parse().map_err(|_| bad())?));
        }
        Ok(count)
    }

    fn get(&self, target: &str) -> usize {
        self.named.iter().find(|(t, _)| t == target).map_or(self.all, |(_, n)| *n)
    }
}

fn parse_directives(text: &str) -> Result<Directives, String> {
    let mut res = Directives::default();
    for chunk in text.split("/* vcc-test:").skip(1) {
        let body = chunk.split("*/").next().unwrap_or("").trim();
        let words: Vec<&str> = body.split_whitespace().collect();
        match words.as_slice() {
            ["flags", flags @ ..] => res.flags.extend(flags.iter().map(|f| f.to_string())),
            ["expect-loops", counts @ ..] => res.expect_loops = Some(Count::parse(counts, body)?),
            ["expect-variants", counts @ ..] => res.expect_variants = Some(Count::parse(counts, body)?),
            ["fast-math", tol] => res.fast_math = Some(tol.parse().map_err(|_| format!("bad tolerance in `vcc-test: {}`", body))?),
            _ => return Err(format!("unknown directive `vcc-test: {}` (expected flags ..., fast-math TOL, expect-variants N or expect-loops N)", body)),
        }
    }
    Ok(res)
}

fn check_case(dir: &Path, name: &str) -> Result<(), String> {
    let source = format!("{}.c", name);
    let text = std::fs::read_to_string(dir.join(&source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    let directives = parse_directives(&text)?;
    let tmp = support::temp_dir()?;
    let run_them = crate::loopvec::host_runs("avx2");
    let mut failures = Vec::new();
    // `<name>.lib.c` holds functions defined elsewhere: gcc -fopenmp-simd builds it once, and
    // every program of the case links it.
    let lib_source = dir.join(format!("{}.lib.c", name));
    let lib = tmp.path().join("lib.o");
    let mut original_flags = ORIGINAL_FLAGS.to_vec();
    let mut link: Vec<String> = Vec::new();
    if lib_source.exists() {
        let lib_flags: Vec<&str> = ORIGINAL_FLAGS.iter().copied().chain(["-c"]).collect();
        support::compile_c(&lib_source, &lib, &lib_flags).map_err(|e| format!("{}.lib.c: {}", name, e))?;
        link.push(lib.display().to_string());
    }
    original_flags.extend(link.iter().map(String::as_str));
    let exe = tmp.path().join("original");
    let original = support::compile_c(&dir.join(&source), &exe, &original_flags).and_then(|_| run(&exe, run_them));
    if let Err(e) = &original {
        failures.push(format!("the original (gcc -fopenmp-simd): {}", e));
    }
    let mut remarks_golden = String::new();
    for target in TARGETS {
        let mut args = vec![format!("--target={}", target), "--remarks".to_string()];
        args.extend(directives.flags.iter().cloned());
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
        remarks_golden.push_str(&format!("# --target={}\n{}", target, remarks));
        failures.extend(support::check_golden(&dir.join(format!("{}.{}.c", name, target)), &out.stdout).err());
        if remarks.contains("internal error") {
            failures.push(format!("--target={}: vcc reports internal errors:\n{}", target, remarks));
        }
        if let Some(expected) = directives.expect_variants.as_ref().map(|c| c.get(target)) {
            failures.extend(check_variant_count(target, &remarks, expected).err());
        }
        if let Some(expected) = directives.expect_loops.as_ref().map(|c| c.get(target)) {
            // Loops above `int main` only: main's own loops do not count.
            let main_line = text.lines().position(|l| l.starts_with("int main")).map_or(usize::MAX, |idx| idx + 1);
            let prefix = format!("{}:", source);
            let vectorized = remarks
                .lines()
                .filter(|l| l.contains(": remark: loop vectorized"))
                .filter(|l| {
                    l.strip_prefix(&prefix)
                        .and_then(|rest| rest.split(':').next()?.parse::<usize>().ok())
                        .is_some_and(|line| line < main_line)
                })
                .count();
            if vectorized != expected {
                failures.push(format!(
                    "--target={}: {} loops vectorized, the case expects {}:\n{}",
                    target, vectorized, expected, remarks
                ));
            }
        }
        if let (Ok(expected), Some(_)) = (&original, wfv_narrow::isa_letter(target)) {
            let check = wfv_narrow::NarrowCheck {
                dir,
                tmp: tmp.path(),
                target,
                case_text: &text,
                lib_source: lib_source.exists().then_some(lib_source.as_path()),
                link: &link,
                tolerance: directives.fast_math,
            };
            failures.extend(check.run(&out.stdout, expected).err());
        } else if let Ok(expected) = &original {
            let run_them = run_them && (target != "avx512" || crate::loopvec::host_runs("avx512"));
            failures.extend(
                check_output(dir, tmp.path(), target, &out.stdout, expected, run_them, &link, directives.fast_math)
                    .err(),
            );
        }
    }
    failures.extend(support::check_golden(&dir.join(format!("{}.remarks", name)), remarks_golden.as_bytes()).err());
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// `expect-variants`: `expected` variants of the letter main's calls reach on `target`.
fn check_variant_count(target: &str, remarks: &str, expected: usize) -> Result<(), String> {
    // The variants of each ABI letter: 'd' (ymm) on every target here, which the
    // case's main calls; avx512 also makes the 'e' (zmm) ones, masked ones taking an
    // integer mask (see vfabi::MASK_IN_GENERAL_REGISTER): one for each 'd' one.
    let names: Vec<&str> = remarks
        .lines()
        .filter(|l| l.contains("remark: function `"))
        .filter_map(|l| l.split_once("` vectorized: ").map(|(_, rest)| rest.split(" (VF").next().unwrap_or("")))
        .flat_map(|list| list.split(", "))
        .collect();
    // sse4.2, sse2 and neon make only their 16-byte 'b' or 'n' ones instead of the 'd' ones.
    let made = |isa: char| names.iter().filter(|n| n.starts_with(&format!("_ZGV{}", isa))).count();
    let letter = wfv_narrow::isa_letter(target).unwrap_or('d');
    let wide = if target == "avx512" { made('d') } else { 0 };
    if made(letter) != expected || made('e') != wide {
        let msg = format!(
            "--target={}: {} '{}' and {} 'e' variants made, the case expects {} and {}",
            target,
            made(letter),
            letter,
            made('e'),
            expected,
            wide
        );
        return Err(format!("{}:\n{}", msg, remarks));
    }
    Ok(())
}

/// Runs `exe` (when the host can) and returns what it printed; a failing program is an error.
fn run(exe: &Path, run_it: bool) -> Result<Option<RunOutput>, String> {
    if !run_it {
        return Ok(None);
    }
    let out = support::run_with_timeout(&mut Command::new(exe), RUN_TIMEOUT)?;
    if out.timed_out || !out.status.success() {
        return Err(format!("{} fails ({}):\n{}", exe.display(), out.describe_status(), out.stderr_text()));
    }
    Ok(Some(out))
}

#[allow(clippy::too_many_arguments)]
fn check_output(
    dir: &Path,
    tmp: &Path,
    target: &str,
    c_text: &[u8],
    expected: &Option<RunOutput>,
    run_them: bool,
    link: &[String],
    tolerance: Option<f64>,
) -> Result<(), String> {
    let out_c = tmp.join(format!("vcc_{}.c", target));
    std::fs::write(&out_c, c_text).map_err(|e| format!("cannot write {}: {}", out_c.display(), e))?;
    let include = format!("-I{}", dir.display());
    let mut flags: Vec<&str> = vec![include.as_str()];
    if target == "avx2" || target == "avx512" {
        flags.push("-DVCC_AVX2");
    }
    flags.extend(link.iter().map(String::as_str));
    let builds = [
        (OUTPUT_FLAGS, "cc -O2"),
        (OMP_OUTPUT_FLAGS, "cc -O2 -fopenmp-simd"),
        (SANITIZE_FLAGS, "cc -fsanitize=address,undefined"),
    ];
    for (idx, (extra, tag)) in builds.into_iter().enumerate() {
        let exe = tmp.join(format!("vcc_{}_{}", target, idx));
        let all: Vec<&str> = extra.iter().copied().chain(flags.iter().copied()).collect();
        support::compile_c(&out_c, &exe, &all)
            .map_err(|e| format!("--target={}: vcc's output does not build with {}: {}", target, tag, e))?;
        let actual = run(&exe, run_them).map_err(|e| format!("--target={} ({}): {}", target, tag, e))?;
        if let (Some(actual), Some(expected)) = (actual, expected) {
            let (e, a) = (String::from_utf8_lossy(&expected.stdout), String::from_utf8_lossy(&actual.stdout));
            let same = match tolerance {
                None => actual.stdout == expected.stdout,
                Some(tolerance) => crate::loopvec::same_within(&e, &a, tolerance),
            };
            if !same {
                return Err(format!(
                    "--target={} ({}): vcc's variants print something else than gcc's:\n{}",
                    target,
                    tag,
                    support::first_difference(&e, &a)
                ));
            }
        }
    }
    Ok(())
}
