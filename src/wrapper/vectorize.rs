//! The one place that runs vcc on a command's C sources and compiles its output in their stead.
//!
//! For each source, vcc (given the compiler as `--cc` and the command's preprocessor flags in
//! order) writes `<temp dir>/<n>/<source's file name>`, keeping the name so that the compiler's
//! default outputs (`a.o`, `a.s`, `a.d`) and the object's file symbol stay the user's; a
//! `#line 1 "<source>"` put first makes `__FILE__`, diagnostics and debug information name the
//! user's file too. vcc's output includes the user's headers by the names the source used
//! (`#include "x.h"`), so the compile searches the source's directory first for quoted includes:
//! `-iquote <dir>` put before every other argument comes right after the directory of the file
//! itself (the temporary one, which holds nothing else), as the source's own directory came
//! first for the original, and before the user's `-iquote` and `-I` directories, in their order.
//! `-ffile-prefix-map` gives the debug information the user's names (see `compile_args`).
//!
//! Any failure (vcc's status, or its output not compiling) falls back to the original command
//! with one warning line per source; `VCC_STRICT=1` makes it an error instead.
//!
//! For a command with one source, vcc picks its output form (`--output-form=auto`): where a
//! function to rewrite is defined in one of the user's headers (or by a macro), the output is
//! the preprocessed translation unit (its first line says so, `PREPROCESSED_BANNER`). That one
//! is compiled without `-include` and `-imacros` (their text is in it already), and the
//! dependency file is then written from the original source (`write_deps_of_original`), as a
//! preprocessed translation unit includes no header and the compiler's rule would list none
//! (make would then not rebuild when a header changes). Commands with several sources get the
//! source form, whose compile keeps every flag.

use crate::command::Compile;
use crate::deps;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// What the environment chose.
pub struct Settings {
    /// The compiler, as the user named it (`gcc`, `/usr/bin/clang-19`).
    pub compiler: String,
    pub vcc: PathBuf,
    /// vcc's `--target`: `VCC_TARGET`, else `cc` (what the command's flags allow).
    pub target: String,
    /// `VCC_REMARKS=1`: vcc's remarks and warnings are shown.
    pub remarks: bool,
    /// `VCC_STRICT=1`: a failure fails the build.
    pub strict: bool,
    /// `VCC_TIMEOUT` seconds (default 300): a vcc run that takes longer is a failure, so that a
    /// vcc bug cannot hang the build.
    pub timeout: Duration,
}

impl Settings {
    pub fn from_env(compiler: &str) -> Settings {
        let on = |name: &str| std::env::var(name).is_ok_and(|v| !v.is_empty() && v != "0");
        let vcc = match std::env::var_os("VCC") {
            Some(path) if !path.is_empty() => PathBuf::from(path),
            _ => std::env::current_exe()
                .ok()
                .and_then(|exe| exe.parent().map(|dir| dir.join("vcc")))
                .unwrap_or_else(|| PathBuf::from("vcc")),
        };
        Settings {
            compiler: compiler.to_string(),
            vcc,
            target: std::env::var("VCC_TARGET").ok().filter(|t| !t.is_empty()).unwrap_or_else(|| "cc".to_string()),
            remarks: on("VCC_REMARKS"),
            strict: on("VCC_STRICT"),
            timeout: Duration::from_secs(
                std::env::var("VCC_TIMEOUT").ok().and_then(|t| t.parse().ok()).filter(|t| *t > 0).unwrap_or(300),
            ),
        }
    }
}

/// What to do after trying: the exit status to return, or run the original command.
pub enum Outcome {
    Exit(i32),
    CompileOriginal,
}

/// Vectorizes and compiles `cmd`'s sources.
pub fn compile(settings: &Settings, cmd: &Compile) -> Outcome {
    let temp = match tempfile::Builder::new().prefix("vcc-cc-").tempdir() {
        Ok(temp) => temp,
        Err(err) => {
            return fail_all(
                settings,
                cmd.sources.iter().map(|&s| cmd.args[s].as_str()),
                &format!("cannot create a temporary directory: {}", err),
            )
        }
    };
    let mut rewritten: Vec<(usize, PathBuf)> = Vec::new();
    let mut preprocessed = false;
    for (n, &idx) in cmd.sources.iter().enumerate() {
        let source = &cmd.args[idx];
        let out = temp.path().join(n.to_string()).join(Path::new(source).file_name().unwrap_or_default());
        match run_vcc(settings, cmd, source, &out) {
            Ok(form) => {
                preprocessed |= form == Form::Preprocessed;
                rewritten.push((idx, out))
            }
            Err(why) if settings.strict => return strict_failure(source, &why, ""),
            Err(why) => warn(source, &why),
        }
    }
    if rewritten.is_empty() {
        return Outcome::CompileOriginal;
    }
    let args = compile_args(cmd, &rewritten, preprocessed);
    let out = match Command::new(&settings.compiler)
        .args(&args)
        .stdin(Stdio::null())
        .stdout(Stdio::inherit())
        .stderr(Stdio::piped())
        .output()
    {
        Ok(out) => out,
        Err(err) => {
            return fail_all(
                settings,
                rewritten.iter().map(|(idx, _)| cmd.args[*idx].as_str()),
                &format!("cannot run {}: {}", settings.compiler, err),
            )
        }
    };
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if !out.status.success() {
        let why = format!("vcc's output did not compile ({})", first_error(&stderr));
        return fail_all_with(settings, rewritten.iter().map(|(idx, _)| cmd.args[*idx].as_str()), &why, &stderr);
    }
    if cmd.deps {
        let (idx, temp_source) = &rewritten[0];
        let path = deps::deps_path(cmd.deps_file.as_deref(), cmd.output.as_deref(), &cmd.args[*idx]);
        let fixed = if preprocessed {
            write_deps_of_original(settings, cmd, &cmd.args[*idx], &path)
        } else {
            deps::fix_deps_file(&path, temp_source, &cmd.args[*idx])
        };
        if let Err(why) = fixed {
            return fail_all(settings, [cmd.args[*idx].as_str()], &why);
        }
    }
    let _ = std::io::stderr().write_all(out.stderr.as_slice());
    Outcome::Exit(0)
}

/// The form of vcc's output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Source,
    Preprocessed,
}

/// Runs vcc on `source`, writing `out` (with its directory), and puts the `#line` first (for
/// the source form; the preprocessed one has its own line markers).
fn run_vcc(settings: &Settings, cmd: &Compile, source: &str, out: &Path) -> Result<Form, String> {
    if let Some(dir) = out.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    }
    let form = if cmd.sources.len() == 1 { "--output-form=auto" } else { "--output-form=source" };
    let mut vcc = Command::new(&settings.vcc);
    vcc.arg("--cc").arg(&settings.compiler).arg(format!("--target={}", settings.target)).arg(form);
    if settings.remarks {
        vcc.arg("--remarks");
    }
    if cmd.fast_math {
        vcc.arg("--fast-math");
    }
    vcc.args(&cmd.vcc_flags).arg(source).arg("-o").arg(out);
    let (status, stderr) = run_with_timeout(&mut vcc, settings.timeout)
        .map_err(|e| format!("cannot run vcc ({}): {}", settings.vcc.display(), e))?;
    let stderr = String::from_utf8_lossy(&stderr);
    if settings.remarks {
        eprint!("{}", stderr);
    }
    let Some(status) = status else {
        return Err(format!("vcc took longer than {} s (VCC_TIMEOUT)", settings.timeout.as_secs()));
    };
    if !status.success() {
        if settings.strict && !settings.remarks {
            // The build stops here: show everything vcc said.
            eprint!("{}", stderr);
        }
        let why = stderr.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("").to_string();
        let status = status.code().map_or("was killed".to_string(), |c| format!("exited with status {}", c));
        return Err(if why.is_empty() { format!("vcc {}", status) } else { format!("vcc {}: {}", status, why) });
    }
    let text = std::fs::read(out).map_err(|e| format!("cannot read vcc's output: {}", e))?;
    if text.starts_with(emit::PREPROCESSED_BANNER.as_bytes()) {
        return Ok(Form::Preprocessed);
    }
    let mut with_line = format!("#line 1 \"{}\"\n", source.replace('\\', "\\\\").replace('"', "\\\"")).into_bytes();
    with_line.extend_from_slice(&text);
    std::fs::write(out, with_line).map_err(|e| format!("cannot write vcc's output: {}", e))?;
    Ok(Form::Source)
}

/// Writes the dependency file of a compile whose output vcc wrote preprocessed: the original
/// command in dependency-only mode (`-MD` as `-M`, `-MMD` as `-MM`), its rule in the file the
/// compile would have written (`path`), for the object it names.
fn write_deps_of_original(settings: &Settings, cmd: &Compile, source: &str, path: &str) -> Result<(), String> {
    let mut args: Vec<String> = Vec::new();
    let mut has_target = false;
    let mut iter = cmd.args.iter();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "-MD" => args.push("-M".into()),
            "-MMD" => args.push("-MM".into()),
            "-c" | "-S" => {}
            "-o" => {
                iter.next();
            }
            "-MF" => {
                iter.next();
            }
            _ if arg.starts_with("-MF") || (arg.starts_with("-o") && arg.len() > 2) => {}
            _ => {
                has_target |= arg.starts_with("-MT") || arg.starts_with("-MQ");
                args.push(arg.clone());
            }
        }
    }
    args.push("-MF".into());
    args.push(path.into());
    if !has_target {
        let object = match cmd.output.as_deref() {
            Some(output) => output.to_string(),
            None => Path::new(Path::new(source).file_name().unwrap_or_default())
                .with_extension("o")
                .to_string_lossy()
                .into_owned(),
        };
        args.push("-MT".into());
        args.push(object);
    }
    let out = Command::new(&settings.compiler)
        .args(&args)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {}", settings.compiler, e))?;
    if !out.status.success() {
        return Err(format!(
            "cannot write the dependency file {}: {}",
            path,
            first_error(&String::from_utf8_lossy(&out.stderr))
        ));
    }
    Ok(())
}

/// Runs `cmd` with its stderr captured (drained on a thread, so that a full pipe cannot block
/// it) and kills it after `timeout`: the status, or `None` when it was killed, and its stderr.
fn run_with_timeout(cmd: &mut Command, timeout: Duration) -> std::io::Result<(Option<ExitStatus>, Vec<u8>)> {
    let mut child = cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped()).spawn()?;
    let mut pipe = child.stderr.take();
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(pipe) = pipe.as_mut() {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    });
    let deadline = Instant::now() + timeout;
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Ok((status, reader.join().unwrap_or_default()))
}

/// The user's arguments with each rewritten source replaced by vcc's output, after
/// `-iquote <the sources' directory>` (see the module's paragraph on includes), and last, so
/// that it wins over the user's own maps, `-ffile-prefix-map=<temp dir>/=<source's dir>/` for
/// each: debug information then names `src/a.c` as the original's does, and the object is the
/// same on every run.
/// A preprocessed output holds the text of `-include` and `-imacros` files already: those
/// options and their values are left out of its compile.
fn compile_args(cmd: &Compile, rewritten: &[(usize, PathBuf)], preprocessed: bool) -> Vec<std::ffi::OsString> {
    let first = Path::new(&cmd.args[cmd.sources[0]]);
    let dir = first.parent().filter(|d| !d.as_os_str().is_empty());
    let mut args: Vec<std::ffi::OsString> = vec!["-iquote".into(), dir.unwrap_or(Path::new(".")).into()];
    let mut skip_value = false;
    for (idx, arg) in cmd.args.iter().enumerate() {
        if std::mem::take(&mut skip_value) {
            continue;
        }
        if preprocessed && matches!(arg.as_str(), "-include" | "-imacros" | "--include" | "--imacros") {
            skip_value = true;
            continue;
        }
        if preprocessed && ["--include=", "--imacros="].iter().any(|p| arg.starts_with(p)) {
            continue;
        }
        match rewritten.iter().find(|(r, _)| *r == idx) {
            Some((_, temp)) => args.push(temp.into()),
            None => args.push(arg.into()),
        }
    }
    let user_dir = dir.map(|d| format!("{}/", d.display())).unwrap_or_default();
    for (_, temp) in rewritten {
        let temp_dir = temp.parent().unwrap_or(Path::new("/"));
        args.push(format!("-ffile-prefix-map={}/={}", temp_dir.display(), user_dir).into());
    }
    args
}

/// The first line of the compiler's errors, for the warning.
fn first_error(stderr: &str) -> String {
    let line = stderr.lines().find(|l| l.contains("error")).or_else(|| stderr.lines().next()).unwrap_or("no message");
    line.trim().to_string()
}

fn warn(source: &str, why: &str) {
    eprintln!("vcc-cc: warning: {}: {}; compiled the original", source, why);
}

fn fail_all<'a>(settings: &Settings, sources: impl IntoIterator<Item = &'a str>, why: &str) -> Outcome {
    fail_all_with(settings, sources, why, "")
}

/// Every source named: a warning each and the original command, or under `VCC_STRICT` an error.
fn fail_all_with<'a>(
    settings: &Settings,
    sources: impl IntoIterator<Item = &'a str>,
    why: &str,
    detail: &str,
) -> Outcome {
    let sources: Vec<&str> = sources.into_iter().collect();
    if settings.strict {
        return strict_failure(&sources.join(", "), why, detail);
    }
    for source in sources {
        warn(source, why);
    }
    Outcome::CompileOriginal
}

fn strict_failure(source: &str, why: &str, detail: &str) -> Outcome {
    eprint!("{}", detail);
    eprintln!("vcc-cc: error: {}: {} (VCC_STRICT is set)", source, why);
    Outcome::Exit(1)
}
