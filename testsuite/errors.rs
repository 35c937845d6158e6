//! Command-line cases: `cases/errors/` (bad input: each must fail with the expected exit status,
//! print the golden diagnostic `<name>.stderr`, and leave the output file alone) and `cases/cli/`
//! (options that work: exit status 0, and golden stderr, stdout `<name>.stdout` and, when the
//! command writes `{out}`, output file `<name>.output`).
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
//! A `stdin: FILE` line gives vcc that file (in the case's directory) on standard input.
//!
//! `{out}` stands for a path in a fresh temporary directory. Each failing case runs twice: once
//! with no output file (none may appear, nor any stray temporary file) and once with an existing
//! output file (it must stay byte-for-byte unchanged: vcc writes atomically). Stderr is compared
//! after replacing the temporary directory by `$TMP`, so goldens do not depend on the machine.

use crate::support;
use libtest_mimic::{Failed, Trial};
use std::path::Path;

/// What an existing output file holds before a failing run; it must still hold it afterwards.
const PREVIOUS_OUTPUT: &str = "/* the previous output, which a failed run must not touch */\n";

struct ErrorCase {
    name: String,
    args: Vec<String>,
    status: i32,
    /// The file given on standard input, if any.
    stdin: Option<String>,
}

pub fn trials() -> Vec<Trial> {
    let mut res = group_trials("errors", true);
    res.extend(group_trials("cli", false));
    res
}

/// One trial per case in `cases/<group>/`; `.c` files are cases of their own only when
/// `c_files_are_cases` (in `cli/` they are inputs of the `.cmd` cases).
fn group_trials(group: &'static str, c_files_are_cases: bool) -> Vec<Trial> {
    let dir = support::repo_root().join("testsuite/cases").join(group);
    let c_files = if c_files_are_cases { support::files_with_suffix(&dir, ".c") } else { Vec::new() };
    let mut names: Vec<String> = c_files
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
            Trial::test(format!("{}::{}", group, name), move || {
                let case = load_case(&case_dir, &name)?;
                check_case(&case_dir, &case).map_err(Failed::from)
            })
        })
        .collect()
}

fn load_case(dir: &Path, name: &str) -> Result<ErrorCase, String> {
    let cmd_path = dir.join(format!("{}.cmd", name));
    let mut case = ErrorCase {
        name: name.to_string(),
        args: vec![format!("{}.c", name), "-o".into(), "{out}".into()],
        status: 1,
        stdin: None,
    };
    let text = match std::fs::read_to_string(&cmd_path) {
        Ok(text) => text,
        Err(_) => return Ok(case),
    };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(args) = line.strip_prefix("args:") {
            case.args = args.split_whitespace().map(String::from).collect();
        } else if let Some(file) = line.strip_prefix("stdin:") {
            case.stdin = Some(file.trim().to_string());
        } else if let Some(status) = line.strip_prefix("status:") {
            case.status =
                status.trim().parse().map_err(|_| format!("{}: bad status line `{}`", cmd_path.display(), line))?;
        } else {
            return Err(format!(
                "{}: unknown line `{}` (expected `args:`, `stdin:` or `status:`)",
                cmd_path.display(),
                line
            ));
        }
    }
    Ok(case)
}

fn check_case(dir: &Path, case: &ErrorCase) -> Result<(), String> {
    if case.status == 0 {
        return check_success(dir, case);
    }
    let stderr = run_without_output_file(dir, case)?;
    support::check_golden(&dir.join(format!("{}.stderr", case.name)), stderr.as_bytes())?;
    if writes_output_file(case) {
        run_with_previous_output(dir, case)?;
    }
    Ok(())
}

fn writes_output_file(case: &ErrorCase) -> bool {
    case.args.iter().any(|a| a.contains("{out}"))
}

/// A successful run: golden stderr and stdout, and the output file when there is one.
fn check_success(dir: &Path, case: &ErrorCase) -> Result<(), String> {
    let tmp = support::temp_dir()?;
    let out = run_case(dir, case, tmp.path())?;
    if out.status != Some(0) {
        return Err(format!("expected exit status 0, got {:?}; stderr:\n{}", out.status, out.stderr));
    }
    support::check_golden(&dir.join(format!("{}.stderr", case.name)), out.stderr.as_bytes())?;
    support::check_golden(&dir.join(format!("{}.stdout", case.name)), &out.stdout)?;
    if writes_output_file(case) {
        let written = std::fs::read(tmp.path().join("out.c")).map_err(|e| format!("no output file: {}", e))?;
        support::check_golden(&dir.join(format!("{}.output", case.name)), &written)?;
    }
    Ok(())
}

/// Runs the case in an empty temporary directory; nothing may be created there.
fn run_without_output_file(dir: &Path, case: &ErrorCase) -> Result<String, String> {
    let tmp = support::temp_dir()?;
    let out = run_case(dir, case, tmp.path())?;
    if out.status != Some(case.status) {
        return Err(format!("expected exit status {}, got {:?}; stderr:\n{}", case.status, out.status, out.stderr));
    }
    let left = support::dir_entries(tmp.path());
    if !left.is_empty() {
        return Err(format!("vcc failed but left files behind: {:?}", left));
    }
    Ok(out.stderr)
}

/// Runs the case again over an existing output file, which must come through unchanged.
fn run_with_previous_output(dir: &Path, case: &ErrorCase) -> Result<(), String> {
    let tmp = support::temp_dir()?;
    let out_path = tmp.path().join("out.c");
    std::fs::write(&out_path, PREVIOUS_OUTPUT).map_err(|e| e.to_string())?;
    let out = run_case(dir, case, tmp.path())?;
    if out.status != Some(case.status) {
        return Err(format!(
            "with an existing output file: expected exit status {}, got {:?}; stderr:\n{}",
            case.status, out.status, out.stderr
        ));
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

/// What a case's run produced, with the temporary directory's path in stderr replaced by `$TMP`.
struct CaseOutput {
    status: Option<i32>,
    stdout: Vec<u8>,
    stderr: String,
}

/// Runs vcc with the case's arguments, `{out}` pointing into `tmp`.
fn run_case(dir: &Path, case: &ErrorCase, tmp: &Path) -> Result<CaseOutput, String> {
    let out_path = tmp.join("out.c");
    let args: Vec<String> = case.args.iter().map(|a| a.replace("{out}", &out_path.to_string_lossy())).collect();
    let out = match &case.stdin {
        Some(file) => support::run_vcc_with_stdin(dir, &args, &dir.join(file))?,
        None => support::run_vcc(dir, &args)?,
    };
    if out.timed_out {
        return Err("vcc timed out".to_string());
    }
    let stderr = out.stderr_text().replace(&*tmp.to_string_lossy(), "$TMP");
    Ok(CaseOutput { status: out.status.code(), stdout: out.stdout, stderr })
}
