//! Round-trip cases: every `cases/roundtrip/<name>.c` is a small program with a `main` that prints.
//!
//! For each case the trial checks, in order:
//! 1. golden IR: `vcc --no-vectorize --emit=ir <name>.c -o -` equals `<name>.ir`;
//! 2. golden C: `vcc --no-vectorize --emit-all <name>.c -o -` equals `<name>.out.c`;
//! 3. determinism: a second `--emit-all` run gives byte-identical output, and every function
//!    marked `/* vcc-test: kept */` (outside the subset) is in it byte-for-byte;
//! 4. execution: the original and the regenerated C, both built with `cc -O2 -Wall -Wextra`, print
//!    the same stdout and exit with the same status, and the regenerated C has no warning the
//!    original did not already have, neither from cc nor from `clang-19 -Wall -Wextra` (when
//!    installed; required under `CI=true`).
//! 5. default mode: `vcc <name>.c -o -`, as a user runs it (loops vectorized), for the native and
//!    the generic target, is executed the same way whenever its output differs from the input.
//!
//! It does not judge the quality of the regenerated C beyond that; the golden files show it.

use crate::support::{self, Compiled};
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How long a case's program may run before it counts as hanging.
const RUN_TIMEOUT: Duration = Duration::from_secs(10);

const CC_FLAGS: &[&str] = &["-O2", "-Wall", "-Wextra"];

pub fn trials() -> Vec<Trial> {
    let dir = cases_dir();
    support::files_with_suffix(&dir, ".c")
        .into_iter()
        .filter(|path| !path.to_string_lossy().ends_with(".out.c"))
        .map(|path| {
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let case_dir = dir.clone();
            Trial::test(format!("roundtrip::{}", name), move || check_case(&case_dir, &name).map_err(Failed::from))
        })
        .collect()
}

/// The README's examples (`testsuite/examples/*.c`): vcc in its default mode, as a user runs it,
/// must produce a program that prints what the original prints. No goldens: the output will change
/// as the vectorizers grow.
pub fn example_trials() -> Vec<Trial> {
    let dir = support::repo_root().join("testsuite/examples");
    support::files_with_suffix(&dir, ".c")
        .into_iter()
        .map(|path| {
            let source = path.file_name().unwrap_or_default().to_string_lossy().into_owned();
            let name = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            let example_dir = dir.clone();
            Trial::test(format!("examples::{}", name), move || {
                let c_text = support::run_vcc_ok(&example_dir, &[source.as_str(), "-o", "-"])?;
                let tmp = support::temp_dir()?;
                let original = Original::build(&example_dir, &source, tmp.path())?;
                original.check_execution(&c_text, "default").map_err(Failed::from)
            })
        })
        .collect()
}

pub fn cases_dir() -> PathBuf {
    support::repo_root().join("testsuite/cases/roundtrip")
}

/// Runs every check and reports all failures together, so one run shows the whole picture.
fn check_case(dir: &Path, name: &str) -> Result<(), String> {
    let source = format!("{}.c", name);
    let mut failures = Vec::new();
    let tmp = support::temp_dir()?;
    // The original is built and run once, for every execution check below.
    let original = Original::build(dir, &source, tmp.path())?;

    match support::run_vcc_ok(dir, &["--no-vectorize", "--emit=ir", source.as_str(), "-o", "-"]) {
        Ok(ir) => failures.extend(support::check_golden(&dir.join(format!("{}.ir", name)), &ir).err()),
        Err(e) => failures.push(e),
    }

    match support::run_vcc_ok(dir, &["--no-vectorize", "--emit-all", source.as_str(), "-o", "-"]) {
        Ok(c_text) => {
            failures.extend(support::check_golden(&dir.join(format!("{}.out.c", name)), &c_text).err());
            failures.extend(check_kept_functions(dir, &source, &c_text).err());
            failures.extend(check_deterministic(dir, &source, &c_text).err());
            failures.extend(original.check_execution(&c_text, "emit_all").err());
        }
        Err(e) => failures.push(e),
    }

    failures.extend(check_default_mode(dir, &source, &original).err());

    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n\n"))
    }
}

/// The marker a case puts on the line above a function that is outside the subset.
const KEPT_MARKER: &str = "/* vcc-test: kept */";

/// Functions marked `/* vcc-test: kept */` must appear byte-for-byte in the `--emit-all` output:
/// the marker's next line up to the first line that is exactly `}`.
fn check_kept_functions(dir: &Path, source: &str, output: &[u8]) -> Result<(), String> {
    // A case may hold bytes that are not UTF-8 (latin1_text.c): both sides are read alike.
    let text = std::fs::read(dir.join(source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    let text = String::from_utf8_lossy(&text);
    let output = String::from_utf8_lossy(output);
    let lines: Vec<&str> = text.lines().collect();
    let mut changed = Vec::new();
    for (idx, _) in lines.iter().enumerate().filter(|(_, line)| line.trim() == KEPT_MARKER) {
        let Some(end) = (idx + 1..lines.len()).find(|&k| lines[k] == "}") else { continue };
        let function = lines[idx + 1..=end].join("\n");
        if !output.contains(&function) {
            changed.push(lines[idx + 1].to_string());
        }
    }
    if changed.is_empty() {
        return Ok(());
    }
    Err(format!("functions outside the subset were not kept byte-for-byte:\n  {}", changed.join("\n  ")))
}

/// vcc as a user runs it (no `--emit-all`, loops vectorized): whatever it changed must behave like
/// the original, for the host's best target (`native`) and for the generic one. Where it changes
/// nothing, the output is the input and there is nothing to run.
fn check_default_mode(dir: &Path, source: &str, original_program: &Original) -> Result<(), String> {
    let original = std::fs::read(dir.join(source)).map_err(|e| format!("cannot read {}: {}", source, e))?;
    for target in ["--target=native", "--target=generic"] {
        let c_text = support::run_vcc_ok(dir, &[target, source, "-o", "-"])?;
        if c_text != original {
            original_program
                .check_execution(&c_text, target.trim_start_matches("--target="))
                .map_err(|e| format!("in the default mode ({}): {}", target, e))?;
        }
    }
    Ok(())
}

fn check_deterministic(dir: &Path, source: &str, first: &[u8]) -> Result<(), String> {
    let second = support::run_vcc_ok(dir, &["--no-vectorize", "--emit-all", source, "-o", "-"])?;
    if second == first {
        return Ok(());
    }
    Err(format!(
        "vcc is not deterministic: two `--emit-all` runs differ\n{}",
        support::first_difference(&String::from_utf8_lossy(first), &String::from_utf8_lossy(&second))
    ))
}

/// The original program, built (with cc, and checked with clang-19 when installed) and run once
/// per case; every regenerated variant is compared with it.
struct Original<'a> {
    source: &'a str,
    tmp: &'a Path,
    flags: Vec<String>,
    compiled: Compiled,
    clang_checked: Option<Compiled>,
    output: support::RunOutput,
}

impl<'a> Original<'a> {
    fn build(dir: &'a Path, source: &'a str, tmp: &'a Path) -> Result<Original<'a>, String> {
        let flags: Vec<String> =
            CC_FLAGS.iter().map(|f| f.to_string()).chain([format!("-I{}", dir.display())]).collect();
        let flag_refs: Vec<&str> = flags.iter().map(String::as_str).collect();
        let exe = tmp.join("original");
        let compiled = support::compile_c(&dir.join(source), &exe, &flag_refs)?;
        let clang_checked = match support::clang()? {
            Some(clang) => Some(support::check_syntax(clang, &dir.join(source), &flag_refs)?),
            None => None,
        };
        let output = support::run_with_timeout(&mut std::process::Command::new(&exe), RUN_TIMEOUT)?;
        if output.timed_out {
            return Err(format!("the original program {} does not finish within {:?}", source, RUN_TIMEOUT));
        }
        Ok(Original { source, tmp, flags, compiled, clang_checked, output })
    }

    /// Builds and runs a regenerated program (`label` names its files) and compares what it
    /// does with the original.
    fn check_execution(&self, regenerated: &[u8], label: &str) -> Result<(), String> {
        let out_dir = self.tmp.join(label);
        std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create {}: {}", out_dir.display(), e))?;
        let out_c = out_dir.join(self.source);
        std::fs::write(&out_c, regenerated).map_err(|e| format!("cannot write {}: {}", out_c.display(), e))?;
        let flags: Vec<&str> = self.flags.iter().map(String::as_str).collect();
        let regenerated_exe = out_dir.join("regenerated");
        let rebuilt = support::compile_c(&out_c, &regenerated_exe, &flags)
            .map_err(|e| format!("the regenerated C does not compile: {}", e))?;
        check_no_new_warnings(&self.compiled, &rebuilt)?;
        if let (Some(clang), Some(original)) = (support::clang()?, &self.clang_checked) {
            let rebuilt = support::check_syntax(clang, &out_c, &flags)
                .map_err(|e| format!("the regenerated C does not compile with {}: {}", clang, e))?;
            check_no_new_warnings(original, &rebuilt)?;
        }

        let expected = &self.output;
        let actual = support::run_with_timeout(&mut std::process::Command::new(&regenerated_exe), RUN_TIMEOUT)?;
        if expected.stdout != actual.stdout || expected.describe_status() != actual.describe_status() {
            return Err(format!(
                "the regenerated program behaves differently: original {}, regenerated {}\n{}",
                expected.describe_status(),
                actual.describe_status(),
                support::first_difference(
                    &String::from_utf8_lossy(&expected.stdout),
                    &String::from_utf8_lossy(&actual.stdout)
                )
            ));
        }
        Ok(())
    }
}

fn check_no_new_warnings(original: &Compiled, rebuilt: &Compiled) -> Result<(), String> {
    let added = support::new_warnings(original, rebuilt);
    if added.is_empty() {
        return Ok(());
    }
    Err(format!(
        "the regenerated C has warnings the original does not have ({}):\n{}",
        added.join(", "),
        rebuilt.stderr
    ))
}
