//! SLP vectorizer cases: every `cases/slp/<name>.c` is a program whose kernels (the functions
//! above `int main`) are straight-line code, and whose `main` prints what they compute. One
//! trial per case checks, for the `generic`, `avx2`, `avx512`, `avx512vbmi-zmm` and `neon`
//! targets (`loopvec::TARGETS`; neon's programs under qemu-aarch64, see `cross.rs`):
//!
//! 1. golden C: `vcc --target=T --remarks <name>.c -o -` equals `<name>.T.c`;
//! 2. golden remarks: every target's remarks, one section per target, equal `<name>.remarks`
//!    (each SLP attempt: its root, lanes, tree, cost, and whether it was vectorized or why not);
//! 3. `/* vcc-test: expect-slp N */`: exactly N trees of the kernels are vectorized on every
//!    target (`SLP vectorized` remarks above `int main`), so a case that must not vectorize
//!    says `expect-slp 0` and one that must cannot fall back silently (`expect-slp N
//!    sse4.2=M neon=M`: M on the targets named, sse2 sse4.2's unless named; neon has 16-byte
//!    vectors: two trees of two doubles where x86 has one of four);
//! 4. execution, as `loopvec.rs` does it: the original and vcc's output built with
//!    `cc -O2 -Wall -Wextra` print the same and exit alike, with no new warning, also under
//!    ASan and UBSan (programs of targets the host lacks are compiled, not run).

use crate::loopvec::{self, ExecCheck, TARGETS};
use crate::support;
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};

pub fn trials() -> Vec<Trial> {
    let dir = cases_dir();
    support::files_with_suffix(&dir, ".c")
        .into_iter()
        .filter(|path| !TARGETS.iter().any(|t| path.to_string_lossy().ends_with(&format!(".{}.c", t))))
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let case_dir = dir.clone();
            Trial::test(format!("slp::{}", name), move || check_case(&case_dir, &name).map_err(Failed::from))
        })
        .collect()
}

fn cases_dir() -> PathBuf {
    support::repo_root().join("testsuite/cases/slp")
}

/// The case's `expect-slp N [TARGET=M ...]` for `target`: M where the target is named, else N.
fn expected_trees(text: &str, target: &str) -> Result<usize, String> {
    let directive = text.split("/* vcc-test: expect-slp").nth(1).ok_or("the case has no `vcc-test: expect-slp N`")?;
    let body = directive.split("*/").next().unwrap_or("").trim();
    let bad = || format!("bad count in `vcc-test: expect-slp {}`", body);
    let mut words = body.split_whitespace();
    let count: usize = words.next().ok_or_else(bad)?.parse().map_err(|_| bad())?;
    let (mut own, mut sse42) = (None, None);
    for item in words {
        let (named, n) = item.split_once('=').ok_or_else(bad)?;
        if !TARGETS.contains(&named) {
            return Err(format!("unknown target `{}` in `vcc-test: expect-slp {}`", named, body));
        }
        let n: usize = n.parse().map_err(|_| bad())?;
        if named == target {
            own = Some(n);
        }
        if named == "sse4.2" {
            sse42 = Some(n);
        }
    }
    // sse2 has sse4.2's 16-byte vectors: its count unless named.
    if target == "sse2" {
        own = own.or(sse42);
    }
    Ok(own.unwrap_or(count))
}

/// How many trees of the kernels (remarks above `int main`) were vectorized.
fn vectorized_trees(text: &str, source: &str, remarks: &str) -> usize {
    let main_line = text.lines().position(|l| l.starts_with("int main")).map(|idx| idx + 1).unwrap_or(usize::MAX);
    let prefix = format!("{}:", source);
    remarks
        .lines()
        .filter(|l| l.contains(": remark: SLP vectorized"))
        .filter(|l| {
            l.strip_prefix(&prefix)
                .and_then(|rest| rest.split(':').next()?.parse::<usize>().ok())
                .is_some_and(|line| line < main_line)
        })
        .count()
}

/// Runs every check and reports all failures together.
fn check_case(dir: &Path, name: &str) -> Result<(), String> {
    let source = format!("{}.c", name);
    let text = std::fs::read_to_string(dir.join(&source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    expected_trees(&text, "")?;
    let tmp = support::temp_dir()?;
    let mut failures = Vec::new();
    let original = loopvec::build_and_run_original(dir, &source, tmp.path());
    if let Err(e) = &original {
        failures.push(e.clone());
    }
    let mut remarks_golden = String::new();
    for target in TARGETS {
        let args = [format!("--target={}", target), "--remarks".into(), source.clone(), "-o".into(), "-".into()];
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
        failures.extend(loopvec::check_no_internal_errors(target, &remarks).err());
        let vectorized = vectorized_trees(&text, &source, &remarks);
        let expected = expected_trees(&text, target)?;
        if vectorized != expected {
            failures.push(format!(
                "--target={}: {} kernel trees SLP-vectorized, the case expects {} (`vcc-test: expect-slp`):\n{}",
                target, vectorized, expected, remarks
            ));
        }
        if let Ok(original) = &original {
            let check = ExecCheck { dir, tmp: tmp.path(), target, tolerance: None, fixme: None };
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
