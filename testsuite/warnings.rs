//! Clean output: every target's output compiles without a warning. The tiers that write goldens
//! check that each golden `<name>.<target>.c` of `cases/{loopvec,slp,wfv}` is vcc's output today;
//! this tier checks the goldens themselves, one trial per case (`warnings::loopvec/saxpy`): each
//! golden with `-fsyntax-only -Wall -Wextra` under gcc and clang-19 with the compiler's default
//! standard (wfv's; loopvec's and slp's tiers check that themselves); the goldens of every
//! target but the AVX-512 ones (which avx2 stands for) also with `-std=c11` and `-std=gnu11`
//! (`stds`). Every command adds
//! the flags the case's tier builds it with (`case_flags`). x86 goldens use `gcc` and `clang-19`; `*.neon.c`
//! goldens the cross compiler `aarch64-linux-gnu-gcc` and `clang-19 --target=aarch64-linux-gnu`.
//!
//! A case's original `<name>.c` is checked first with the same command: where it is not clean
//! itself (a POSIX function undeclared under `-std=c11`), that command is not asked of its
//! goldens. A missing compiler is a visible `skipped: <tool> not installed` line, and under
//! `CI=true` a failure. The loop tier's execution (`cc -O2 -Wall -Wextra`, vcc's output adds no
//! warning) covers the warnings that need optimization, on the executed targets.

use crate::support;
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The case directories whose goldens are checked.
const DIRS: [&str; 3] = ["loopvec", "slp", "wfv"];
/// Every target a golden may be written for (its file name's second extension).
const TARGETS: [&str; 8] = ["generic", "sse2", "sse4.2", "avx2", "avx512", "avx512vbmi", "avx512vbmi-zmm", "neon"];
/// The standards a golden of `target` in case directory `dir` is checked under: the compiler's
/// default for every target; `-std=c11` and `-std=gnu11` too for every target but the AVX-512
/// ones, whose emission style (x86 intrinsics in `<immintrin.h>`) avx2 checks under them. What a
/// standard rejects (a GNU keyword, an undeclared POSIX function) is written by the emission
/// style, not the instruction set; all 8 targets under 3 standards took 1,054 s, 43% of the
/// testsuite, most of it parsing `<immintrin.h>` (0.4-0.6 s a file), where sse2's and sse4.2's
/// narrower headers take 0.02-0.09 s. The default standard is left out for `loopvec` and `slp`:
/// their tiers build every target's output with `cc -O2 -Wall -Wextra` and check it with
/// `clang-19 -fsyntax-only` under the same flags (`loopvec::ExecCheck`), and fail on a warning
/// the original does not have.
fn stds(dir: &str, target: &str) -> &'static [Option<&'static str>] {
    const ALL: [Option<&str>; 3] = [None, Some("-std=c11"), Some("-std=gnu11")];
    let executed = matches!(dir, "loopvec" | "slp");
    match (matches!(target, "generic" | "sse2" | "sse4.2" | "avx2" | "neon"), executed) {
        (true, false) => &ALL,
        (true, true) => &ALL[1..],
        (false, false) => &ALL[..1],
        (false, true) => &[],
    }
}

/// One compiler command: the program and the flags that choose its target.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Compiler {
    program: &'static str,
    flags: &'static [&'static str],
}

const X86: [Compiler; 2] = [Compiler { program: "gcc", flags: &[] }, Compiler { program: "clang-19", flags: &[] }];
const AARCH64: [Compiler; 2] = [
    Compiler { program: "aarch64-linux-gnu-gcc", flags: &[] },
    Compiler { program: "clang-19", flags: &["--target=aarch64-linux-gnu"] },
];

fn compilers(target: &str) -> &'static [Compiler; 2] {
    if target == "neon" {
        &AARCH64
    } else {
        &X86
    }
}

/// Whether `program` runs here (asked once per program).
fn installed(program: &'static str) -> bool {
    static FOUND: std::sync::Mutex<Vec<(&str, bool)>> = std::sync::Mutex::new(Vec::new());
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, ok)) = found.iter().find(|(p, _)| *p == program) {
        return *ok;
    }
    let ok = Command::new(program).arg("--version").output().is_ok_and(|out| out.status.success());
    found.push((program, ok));
    ok
}

pub fn trials() -> Vec<Trial> {
    let mut trials = Vec::new();
    let mut missing: Vec<&str> = Vec::new();
    for dir in DIRS {
        let path = support::repo_root().join("testsuite/cases").join(dir);
        for case in cases(&path) {
            let goldens: Vec<(&'static str, PathBuf)> = TARGETS
                .iter()
                .map(|t| (*t, path.join(format!("{}.{}.c", case, t))))
                .filter(|(_, p)| p.is_file())
                .collect();
            if goldens.is_empty() {
                continue;
            }
            for (target, _) in &goldens {
                for c in compilers(target) {
                    if !installed(c.program) && !missing.contains(&c.program) {
                        missing.push(c.program);
                    }
                }
            }
            let (case_dir, name) = (path.clone(), case.clone());
            trials.push(Trial::test(format!("warnings::{}/{}", dir, case), move || {
                check_case(dir, &case_dir, &name, &goldens).map_err(Failed::from)
            }));
        }
    }
    for program in missing {
        println!("warnings skipped: {} not installed", program);
    }
    trials
}

/// The cases of a directory: `<name>.c` files that are not goldens.
fn cases(dir: &Path) -> Vec<String> {
    support::files_with_suffix(dir, ".c")
        .into_iter()
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .filter(|n| !TARGETS.iter().chain(&["lib"]).any(|t| n.ends_with(&format!(".{}.c", t))))
        .filter_map(|n| n.strip_suffix(".c").map(str::to_string))
        .collect()
}

/// The flags a case of `dir` is compiled with for `target` (`None`: its original), as the tier
/// that runs it does: wfv's with `-fopenmp-simd`, its avx2 and avx512 programs with
/// `-DVCC_AVX2` (`cases/wfv/vec.h`'s intrinsic types).
fn case_flags(dir: &Path, target: Option<&str>) -> &'static [&'static str] {
    match (dir.ends_with("wfv"), target) {
        (true, Some("avx2" | "avx512")) => &["-fopenmp-simd", "-DVCC_AVX2"],
        (true, _) => &["-fopenmp-simd"],
        _ => &[],
    }
}

/// The warnings and errors of `compiler -fsyntax-only -Wall -Wextra [std]` on `source`, if any.
fn complaints(c: Compiler, std: Option<&str>, source: &Path, extra: &[&str]) -> Result<Option<String>, String> {
    let dir = source.parent().unwrap_or(Path::new("."));
    let mut cmd = Command::new(c.program);
    cmd.args(c.flags).args(["-fsyntax-only", "-Wall", "-Wextra"]).args(std).args(extra);
    cmd.arg("-I").arg(dir).arg(source);
    let out = support::run_with_timeout(&mut cmd, Duration::from_secs(120))?;
    let text = out.stderr_text();
    let clean = !out.timed_out && out.status.success() && !text.contains("warning:");
    Ok((!clean).then_some(text))
}

/// Checks case `name` of `dir` (`kind`, one of `DIRS`).
fn check_case(kind: &str, dir: &Path, name: &str, goldens: &[(&'static str, PathBuf)]) -> Result<(), String> {
    let original = dir.join(format!("{}.c", name));
    let mut failures = Vec::new();
    // (compiler, std) pairs whose original is clean, per compiler family.
    let mut clean_original: Vec<(Compiler, Option<&str>, bool)> = Vec::new();
    for (target, golden) in goldens {
        for &c in compilers(target) {
            if !installed(c.program) {
                if support::on_ci() {
                    failures.push(format!("{} is not installed (CI=true requires it)", c.program));
                }
                continue;
            }
            for &std in stds(kind, target) {
                let known = clean_original.iter().find(|(k, s, _)| *k == c && *s == std).map(|(_, _, ok)| *ok);
                let ok = match known {
                    Some(ok) => ok,
                    None => {
                        let ok = complaints(c, std, &original, case_flags(dir, None))?.is_none();
                        clean_original.push((c, std, ok));
                        ok
                    }
                };
                if !ok {
                    continue;
                }
                if let Some(text) = complaints(c, std, golden, case_flags(dir, Some(*target)))? {
                    let flags: Vec<&str> = c.flags.iter().copied().chain(std).collect();
                    failures.push(format!(
                        "{} ({} {}): not clean under -Wall -Wextra, where {}.c is:\n{}",
                        support::relative_to_root(golden),
                        c.program,
                        flags.join(" "),
                        name,
                        text
                    ));
                }
            }
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        failures.dedup();
        Err(failures.join("\n\n"))
    }
}
