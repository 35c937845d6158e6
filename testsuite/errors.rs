//! Bad-input cases in `cases/errors/`: each must fail with the expected exit status, print the
//! golden diagnostic (`<name>.stderr`), and leave the output file alone.
//!
//! A case is `<name>.c` (run as `vcc <name>.c -o OUT`, expecting exit status 1), or `<name>.cmd`,
//! which gives the command line and status explicitly:
//!
//! ```text
//! # Why this case exists.
//! args: --target=pentium valid.c -o {out}
//! status: 2
//! ```
//!
//! `{out}` stands for a path in a fresh temporary directory. Each case runs twice: once with no
//! output file (none may appear, nor any stray temporary file) and once with an existing output
//! file (it must stay byte-for-byte unchanged: vcc writes atomically). Stderr is compared after
//! replacing the temporary directory by `$TMP`, so goldens do not depend on the machine.

use crate::support;
use libtest_mimic::{Failed, Trial};
use std::path::{Path, PathBuf};

/// What an existing output file holds before a failing run; it must still hold it afterwards.
const PREVIOUS_OUTPUT: &str = "/* the previous output, which a failed run must not touch */\n";

struct ErrorCase {
    name: String,
    args: Vec<String>,
    status: i32,
}

pub fn trials() -> Vec<Trial> {
    let dir = cases_dir();
    let mut names: Vec<String> = support::files_with_suffix(&dir, ".c")
        .into_iter()
        .chain(support::files_with_suffix(&dir, ".cmd"))
        .filter_map(|path| path.file_stem().map(|stem| stem.to_string_lossy().into_owned()))
        .collect();
    names.sort();
    names.dedup();
    names
        .into_iter()
        .map(|name| {
            let case_dir = dir.clone();
            Trial::test(format!("errors::{}", name), move || {
                let case = load_case(&case_dir, &name)?;
                check_case(&case_dir, &case).map_err(Failed::from)
            })
        })
        .collect()
}

fn cases_dir() -> PathBuf {
    support::repo_root().join("testsuite/cases/errors")
}

fn load_case(dir: &Path, name: &str) -> Result<ErrorCase, String> {
    let cmd_path = dir.join(format!("{}.cmd", name));
    let mut case = ErrorCase { name: name.to_string(), args: vec![format!("{}.c", name), "-o".into(), "{out}".into()], status: 1 };
    let text = match std::fs::read_to_string(&cmd_path) {
        Ok(text) => text,
        Err(_) => return Ok(case),
    };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(args) = line.strip_prefix("args:") {
            case.args = args.split_whitespace().map(String::from).collect();
        } else if let Some(status) = line.strip_prefix("status:") {
            case.status = status.trim().parse().map_err(|_| format!("{}: bad status line `{}`", cmd_path.display(), line))?;
        } else {
            return Err(format!("{}: unknown line `{}` (expected `args:` or `status:`)", cmd_path.display(), line));
        }
    }
    Ok(case)
}

fn check_case(dir: &Path, case: &ErrorCase) -> Result<(), String> {
    let stderr = run_without_output_file(dir, case)?;
    support::check_golden(&dir.join(format!("{}.stderr", case.name)), stderr.as_bytes())?;
    if case.args.iter().any(|a| a.contains("{out}")) {
        run_with_previous_output(dir, case)?;
    }
    Ok(())
}

/// Runs the case in an empty temporary directory; nothing may be created there.
fn run_without_output_file(dir: &Path, case: &ErrorCase) -> Result<String, String> {
    let tmp = support::temp_dir()?;
    let (stderr, status) = run_case(dir, case, tmp.path())?;
    if status != Some(case.status) {
        return Err(format!("expected exit status {}, got {:?}; stderr:\n{}", case.status, status, stderr));
    }
    let left = support::dir_entries(tmp.path());
    if !left.is_empty() {
        return Err(format!("vcc failed but left files behind: {:?}", left));
    }
    Ok(stderr)
}

/// Runs the case again over an existing output file, which must come through unchanged.
fn run_with_previous_output(dir: &Path, case: &ErrorCase) -> Result<(), String> {
    let tmp = support::temp_dir()?;
    let out_path = tmp.path().join("out.c");
    std::fs::write(&out_path, PREVIOUS_OUTPUT).map_err(|e| e.to_string())?;
    let (stderr, status) = run_case(dir, case, tmp.path())?;
    if status != Some(case.status) {
        return Err(format!("with an existing output file: expected exit status {}, got {:?}; stderr:\n{}", case.status, status, stderr));
    }
    let after = std::fs::read_to_string(&out_path).unwrap_or_else(|e| format!("<unreadable: {}>", e));
    if after != PREVIOUS_OUTPUT {
        return Err(format!("the failed run changed the existing output file; it now holds:\n{}", after));
    }
    let left = support::dir_entries(tmp.path());
    if left != ["out.c"] {
        return Err(format!("vcc failed but left files behind: {:?}", left));
    }
    Ok(())
}

/// Runs vcc with the case's arguments, `{out}` pointing into `tmp`; returns normalized stderr.
fn run_case(dir: &Path, case: &ErrorCase, tmp: &Path) -> Result<(String, Option<i32>), String> {
    let out_path = tmp.join("out.c");
    let args: Vec<String> = case.args.iter().map(|a| a.replace("{out}", &out_path.to_string_lossy())).collect();
    let out = support::run_vcc(dir, &args)?;
    if out.timed_out {
        return Err("vcc timed out".to_string());
    }
    let stderr = out.stderr_text().replace(&*tmp.to_string_lossy(), "$TMP");
    Ok((stderr, out.status.code()))
}
