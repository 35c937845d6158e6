//! Helpers shared by the testsuite runners (`run.rs`, `csmith.rs`): running a program with a
//! timeout, compiling C with the system cc, golden files, and describing exit statuses.
//!
//! It deliberately knows nothing about particular cases; each runner decides what to check.
//! Golden files are the goldenfile crate's (`check_golden`): a mismatch fails with its diff,
//! and `UPDATE_GOLDENFILES=1` rewrites the golden instead of comparing.

#![allow(dead_code)]

use std::ffi::OsStr;
use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// The vcc binary built by cargo for this test run.
pub fn vcc_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_vcc"))
}

/// The repository root (the root package's manifest directory).
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What a finished (or killed) child process produced.
pub struct RunOutput {
    pub status: ExitStatus,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
}

impl RunOutput {
    pub fn stderr_text(&self) -> String {
        String::from_utf8_lossy(&self.stderr).into_owned()
    }

    /// "exit status 1", "killed by signal 11", or "timed out".
    pub fn describe_status(&self) -> String {
        if self.timed_out {
            return "timed out".to_string();
        }
        describe_status(self.status)
    }
}

pub fn describe_status(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit status {}", code),
        (None, Some(signal)) => format!("killed by signal {}", signal),
        (None, None) => "unknown exit status".to_string(),
    }
}

/// Runs `cmd` with stdin closed, capturing stdout and stderr, and kills it after `timeout`.
/// The pipes are drained on threads so that a chatty child cannot block on a full pipe.
pub fn run_with_timeout(cmd: &mut Command, timeout: Duration) -> Result<RunOutput, String> {
    run_with_timeout_from(cmd, Stdio::null(), timeout)
}

/// As [`run_with_timeout`], with `stdin` as the child's standard input.
pub fn run_with_timeout_from(cmd: &mut Command, stdin: Stdio, timeout: Duration) -> Result<RunOutput, String> {
    let describe = format!("{:?}", cmd);
    let mut child = cmd
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {}", describe, e))?;
    let stdout_reader = drain(child.stdout.take());
    let stderr_reader = drain(child.stderr.take());
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() >= timeout => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().map_err(|e| format!("cannot wait for {}: {}", describe, e))?;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(e) => return Err(format!("cannot wait for {}: {}", describe, e)),
        }
    };
    let stdout = stdout_reader.join().unwrap_or_default();
    let stderr = stderr_reader.join().unwrap_or_default();
    Ok(RunOutput { status, stdout, stderr, timed_out })
}

fn drain<R: Read + Send + 'static>(pipe: Option<R>) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

/// Runs vcc with `args` in directory `cwd` (inputs are passed relative to it, so that file names
/// in diagnostics and in the IR are stable). Colour is off because stderr is a pipe.
pub fn run_vcc<S: AsRef<OsStr>>(cwd: &Path, args: &[S]) -> Result<RunOutput, String> {
    let mut cmd = Command::new(vcc_binary());
    cmd.args(args).current_dir(cwd).env("NO_COLOR", "1");
    run_with_timeout(&mut cmd, Duration::from_secs(60))
}

/// As [`run_vcc`], with the file `stdin` on standard input.
pub fn run_vcc_with_stdin<S: AsRef<OsStr>>(cwd: &Path, args: &[S], stdin: &Path) -> Result<RunOutput, String> {
    let file = std::fs::File::open(stdin).map_err(|e| format!("cannot open {}: {}", stdin.display(), e))?;
    let mut cmd = Command::new(vcc_binary());
    cmd.args(args).current_dir(cwd).env("NO_COLOR", "1");
    run_with_timeout_from(&mut cmd, Stdio::from(file), Duration::from_secs(60))
}

/// Runs vcc and requires exit status 0; returns its stdout.
pub fn run_vcc_ok<S: AsRef<OsStr>>(cwd: &Path, args: &[S]) -> Result<Vec<u8>, String> {
    let out = run_vcc(cwd, args)?;
    if out.timed_out || !out.status.success() {
        let shown: Vec<String> = args.iter().map(|a| a.as_ref().to_string_lossy().into_owned()).collect();
        return Err(format!("`vcc {}` failed ({}):\n{}", shown.join(" "), out.describe_status(), out.stderr_text()));
    }
    Ok(out.stdout)
}

/// The result of compiling one C file with the system cc.
pub struct Compiled {
    pub stderr: String,
}

impl Compiled {
    /// The warning flags cc named (`-Wsign-compare`, ...), one entry per warning, sorted; a warning
    /// without a flag counts as `-W(none)`.
    pub fn warning_kinds(&self) -> Vec<String> {
        let mut kinds: Vec<String> = self
            .stderr
            .lines()
            .filter(|line| line.contains("warning:"))
            .map(|line| match (line.rfind("[-W"), line.ends_with(']')) {
                (Some(start), true) => line[start + 1..line.len() - 1].to_string(),
                _ => "-W(none)".to_string(),
            })
            .collect();
        kinds.sort();
        kinds
    }
}

/// Compiles `source` to the executable `exe` with `cc`, the given flags, and `-lm` last.
pub fn compile_c(source: &Path, exe: &Path, flags: &[&str]) -> Result<Compiled, String> {
    let mut cmd = Command::new("cc");
    cmd.args(flags).arg(source).arg("-o").arg(exe).arg("-lm");
    let out = run_with_timeout(&mut cmd, Duration::from_secs(120))?;
    if out.timed_out || !out.status.success() {
        return Err(format!("cc failed on {} ({}):\n{}", source.display(), out.describe_status(), out.stderr_text()));
    }
    Ok(Compiled { stderr: out.stderr_text() })
}

/// Checks `source` with `compiler -fsyntax-only` and the given flags, to collect its warnings.
pub fn check_syntax(compiler: &str, source: &Path, flags: &[&str]) -> Result<Compiled, String> {
    let mut cmd = Command::new(compiler);
    cmd.arg("-fsyntax-only").args(flags).arg(source);
    let out = run_with_timeout(&mut cmd, Duration::from_secs(120))?;
    if out.timed_out || !out.status.success() {
        return Err(format!(
            "{} failed on {} ({}):\n{}",
            compiler,
            source.display(),
            out.describe_status(),
            out.stderr_text()
        ));
    }
    Ok(Compiled { stderr: out.stderr_text() })
}

/// The clang the tests also compile with (`clang-19`, as CI installs it), when it is installed.
/// Under `CI=true` its absence is an error, so that CI cannot silently skip the check.
pub fn clang() -> Result<Option<&'static str>, String> {
    static FOUND: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let found =
        *FOUND.get_or_init(|| Command::new("clang-19").arg("--version").output().is_ok_and(|out| out.status.success()));
    match (found, on_ci()) {
        (true, _) => Ok(Some("clang-19")),
        (false, true) => Err("clang-19 is not installed (CI=true requires it; .ci/run installs it)".to_string()),
        (false, false) => Ok(None),
    }
}

pub fn on_ci() -> bool {
    std::env::var("CI").map(|v| v == "true").unwrap_or(false)
}

/// The warnings in `after` that `before` did not already have (a multiset difference by kind).
pub fn new_warnings(before: &Compiled, after: &Compiled) -> Vec<String> {
    let mut remaining = before.warning_kinds();
    let mut added = Vec::new();
    for kind in after.warning_kinds() {
        match remaining.iter().position(|k| *k == kind) {
            Some(idx) => {
                remaining.remove(idx);
            }
            None => added.push(kind),
        }
    }
    added
}

/// True when goldens should be rewritten rather than compared.
pub fn updating_goldens() -> bool {
    std::env::var("UPDATE_GOLDENFILES").map(|v| v == "1").unwrap_or(false)
}

/// Compares `actual` with the golden file at `path`, or rewrites it under `UPDATE_GOLDENFILES=1`,
/// with a `goldenfile::Mint` (which panics on a mismatch, printing its diff: caught here and
/// summed up as the trial's failure). Either way a remark in it that names an IR value is a
/// failure (`remarks_naming_ir`).
pub fn check_golden(path: &Path, actual: &[u8]) -> Result<(), String> {
    let naming_ir = remarks_naming_ir(&String::from_utf8_lossy(actual));
    if !naming_ir.is_empty() {
        return Err(format!(
            "remarks for {} name IR values instead of the source (a variable in backquotes, a statement by what it is and its line:col):\n{}",
            relative_to_root(path),
            naming_ir.join("\n")
        ));
    }
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return Err(format!("golden file path {} names no file", path.display()));
    };
    let expected = std::fs::read(path);
    if expected.is_err() && !updating_goldens() {
        return Err(format!(
            "golden file {} is missing; create it with `UPDATE_GOLDENFILES=1 cargo test --test testsuite` and review it",
            relative_to_root(path)
        ));
    }
    if updating_goldens() && expected.as_deref().ok() == Some(actual) {
        return Ok(()); // the Mint would rewrite it all the same
    }
    let minted = std::panic::catch_unwind(|| -> std::io::Result<()> {
        let mut mint = goldenfile::Mint::new(dir);
        mint.new_goldenfile(name)?.write_all(actual)
        // the Mint, dropped here, compares or rewrites
    });
    match minted {
        Ok(Ok(())) => return Ok(()),
        Ok(Err(e)) => return Err(format!("cannot write golden file {}: {}", path.display(), e)),
        Err(_) => {}
    }
    let expected = expected.unwrap_or_default();
    Err(format!(
        "output differs from golden file {} (rewrite with UPDATE_GOLDENFILES=1 if the change is intended):\n{}",
        relative_to_root(path),
        first_difference(&String::from_utf8_lossy(&expected), &String::from_utf8_lossy(actual))
    ))
}

/// Shows where two texts differ: the lines between their common prefix and common suffix (at
/// most eight of each side), with two lines of context before, in a diff-like form.
pub fn first_difference(expected: &str, actual: &str) -> String {
    let expected_lines: Vec<&str> = expected.lines().collect();
    let actual_lines: Vec<&str> = actual.lines().collect();
    let n_prefix = expected_lines.iter().zip(&actual_lines).take_while(|(e, a)| e == a).count();
    if n_prefix == expected_lines.len() && n_prefix == actual_lines.len() {
        return "  (the texts differ only in line endings or a final newline)".to_string();
    }
    let max_suffix = expected_lines.len().min(actual_lines.len()) - n_prefix;
    let n_suffix =
        expected_lines.iter().rev().zip(actual_lines.iter().rev()).take(max_suffix).take_while(|(e, a)| e == a).count();
    let mut res = format!("  first difference at line {}:\n", n_prefix + 1);
    for line in &expected_lines[n_prefix.saturating_sub(2)..n_prefix] {
        res.push_str(&format!("    {}\n", line));
    }
    for line in expected_lines[n_prefix..expected_lines.len() - n_suffix].iter().take(8) {
        res.push_str(&format!("  - {}\n", line));
    }
    for line in actual_lines[n_prefix..actual_lines.len() - n_suffix].iter().take(8) {
        res.push_str(&format!("  + {}\n", line));
    }
    res
}

pub fn relative_to_root(path: &Path) -> String {
    let root = repo_root();
    path.strip_prefix(&root).unwrap_or(path).display().to_string()
}

/// The files in `dir` whose name ends with `suffix`, sorted by name.
pub fn files_with_suffix(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut res: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.ends_with(suffix)))
            .collect(),
        Err(_) => Vec::new(),
    };
    res.sort();
    res
}

/// The names of the entries in `dir`, sorted (used to check that vcc left no files behind).
pub fn dir_entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = match std::fs::read_dir(dir) {
        Ok(entries) => entries.filter_map(|e| e.ok()).map(|e| e.file_name().to_string_lossy().into_owned()).collect(),
        Err(_) => Vec::new(),
    };
    names.sort();
    names
}

pub fn temp_dir() -> Result<tempfile::TempDir, String> {
    tempfile::Builder::new()
        .prefix("vcc-test-")
        .tempdir()
        .map_err(|e| format!("cannot create a temporary directory: {}", e))
}

/// The remark and warning lines of `text` (`file:line:col: remark: ...`) whose message names an
/// IR entity (`inst12`, `v7`, `block3`, `ss2`): a remark names what it talks about as the
/// source does. Text in backquotes is C (a variable may well be called `v1`) and is skipped.
pub fn remarks_naming_ir(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| {
            let message = [": remark: ", ": warning: "]
                .iter()
                .find_map(|kind| line.split_once(kind).filter(|(at, _)| is_location(at)).map(|(_, m)| m));
            message.is_some_and(|m| m.split('`').step_by(2).any(names_ir))
        })
        .map(String::from)
        .collect()
}

// `file:line:col`.
fn is_location(text: &str) -> bool {
    let mut parts = text.rsplitn(3, ':');
    let numeric = |p: Option<&str>| p.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()));
    numeric(parts.next()) && numeric(parts.next()) && parts.next().is_some_and(|f| !f.is_empty())
}

// Whether `text` has a word `inst<N>`, `v<N>`, `block<N>` or `ss<N>` (words of letters, digits and `_`).
fn names_ir(text: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).any(|word| {
        ["inst", "v", "block", "ss"].iter().any(|prefix| {
            word.strip_prefix(prefix).is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
    })
}
