//! Runs the system C preprocessor (`<cc> -E`) the way a compiler driver would, honouring the
//! user's `-I -D -U -include` and any other compiler flags that change what it sees (`-std=`,
//! `-march=`, `-isystem`, ..., kept in their order), and keeps the line markers so every
//! location maps back. The input is a file, or C text on standard input (`-`, named `<stdin>`).
//!
//! It also passes `-dD`, which leaves each `#define`/`#undef` in the output where it happened:
//! the line map needs to know which identifiers of the user's text are macro invocations to tell
//! exact token positions from expanded ones. It deliberately does not pass `-fopenmp` (the
//! `#pragma omp` lines stay in the output anyway) nor `-C` (comments would reach lang-c).

use crate::diag::{Diagnostic, Files};
use codespan_reporting::diagnostic::Label;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// The compiler options that change what the preprocessor sees and take a value, joined
/// (`-Idir`) or as the next argument (`-I dir`): what vcc takes from a compiler command line
/// and passes to `<cc> -E` (`--sysroot`, which joins its value with `=`, aside).
pub const OPTIONS_WITH_VALUE: &[&str] = &[
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-iquote",
    "-isystem",
    "-idirafter",
    "-iprefix",
    "-iwithprefix",
    "-iwithprefixbefore",
    "-isysroot",
    "-target",
];

#[derive(Clone, Debug)]
pub struct PreprocessOptions {
    /// The preprocessor program, `cc` by default.
    pub cc: String,
    pub include_dirs: Vec<String>,
    /// `X` or `X=1`, as after `-D`.
    pub defines: Vec<String>,
    pub undefs: Vec<String>,
    /// Files given with `-include`.
    pub force_includes: Vec<String>,
    /// Further compiler flags, passed in this order after the ones above (`-std=c99`,
    /// `-march=haswell`, `-isystem DIR`, `-DX`, ...): what the user's compile would see.
    pub extra_args: Vec<String>,
}

/// What to preprocess: a file, or C text read from standard input, which the preprocessor is
/// given on its standard input too, so that its line markers name it `<stdin>` as cc does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    File(std::path::PathBuf),
    Stdin(String),
}

impl Input {
    /// The name diagnostics and line markers use.
    pub fn name(&self) -> String {
        match self {
            Input::File(path) => path.display().to_string(),
            Input::Stdin(_) => STDIN_NAME.to_string(),
        }
    }

    /// The input's text.
    pub fn read(&self) -> std::io::Result<Vec<u8>> {
        match self {
            Input::File(path) => std::fs::read(path),
            Input::Stdin(text) => Ok(text.clone().into_bytes()),
        }
    }

    /// Runs `cmd` (which has every argument but the input) on this input, capturing its output.
    pub fn run(&self, cmd: &mut Command) -> std::io::Result<std::process::Output> {
        match self {
            Input::File(path) => cmd.arg(path).output(),
            Input::Stdin(text) => {
                // cc needs the language for standard input.
                cmd.args(["-x", "c", "-"]).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
                let mut child = cmd.spawn()?;
                let mut stdin = child.stdin.take();
                let text = text.clone();
                // Written on a thread: a large input would otherwise fill the pipe while cc
                // waits for us to read its output.
                let writer = std::thread::spawn(move || {
                    if let Some(stdin) = stdin.as_mut() {
                        let _ = stdin.write_all(text.as_bytes());
                    }
                });
                let output = child.wait_with_output();
                let _ = writer.join();
                output
            }
        }
    }
}

/// How gcc and clang name standard input in line markers and diagnostics.
pub const STDIN_NAME: &str = "<stdin>";

impl Default for PreprocessOptions {
    fn default() -> PreprocessOptions {
        PreprocessOptions {
            cc: "cc".to_string(),
            include_dirs: Vec::new(),
            defines: Vec::new(),
            undefs: Vec::new(),
            force_includes: Vec::new(),
            extra_args: Vec::new(),
        }
    }
}

/// Why preprocessing failed. Turn it into diagnostics with [`PreprocessError::diagnostics`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PreprocessError {
    /// The preprocessor could not be started at all (not installed, not executable).
    Spawn { cc: String, message: String },
    /// It ran and failed; `stderr` is what it said.
    Failed { cc: String, stderr: String },
}

/// Runs `<cc> -E -dD` on `path` and returns the preprocessed text with its line markers.
pub fn preprocess(path: &Path, opts: &PreprocessOptions) -> Result<String, PreprocessError> {
    preprocess_input(&Input::File(path.to_path_buf()), opts)
}

/// Runs `<cc> -E -dD` on `input` and returns the preprocessed text with its line markers.
pub fn preprocess_input(input: &Input, opts: &PreprocessOptions) -> Result<String, PreprocessError> {
    if let Input::File(path) = input {
        if path.extension().is_some_and(|ext| ext == "i") {
            return preprocess_preprocessed(path, opts);
        }
    }
    let mut cmd = Command::new(&opts.cc);
    cmd.args(preprocessor_args(opts));
    let output =
        input.run(&mut cmd).map_err(|err| PreprocessError::Spawn { cc: opts.cc.clone(), message: err.to_string() })?;
    finish(output, opts)
}

/// A `.i` file, which cc takes as preprocessed already (`-E` then prints nothing): its text is
/// preprocessed as C from standard input (which leaves preprocessed text as it is), with its
/// line markers blank, so that every line is the `.i` file's own (the markers name the `.c`
/// file it came from, whose line numbers are not the `.i` file's), named as the `.i` file.
fn preprocess_preprocessed(path: &Path, opts: &PreprocessOptions) -> Result<String, PreprocessError> {
    use std::io::Write;
    let spawn_error = |err: std::io::Error| PreprocessError::Spawn { cc: opts.cc.clone(), message: err.to_string() };
    let bytes =
        std::fs::read(path).map_err(|err| PreprocessError::Failed { cc: opts.cc.clone(), stderr: err.to_string() })?;
    let mut text = Vec::with_capacity(bytes.len());
    for line in bytes.split_inclusive(|&b| b == b'\n') {
        let directive = line.trim_ascii_start();
        let rest = directive.strip_prefix(b"#").map(|r| r.trim_ascii_start());
        let is_marker = rest.is_some_and(|r| r.first().is_some_and(u8::is_ascii_digit) || r.starts_with(b"line"));
        text.extend_from_slice(if is_marker { &line[line.len() - usize::from(line.ends_with(b"\n"))..] } else { line });
    }
    let mut child = Command::new(&opts.cc)
        .args(preprocessor_args(opts))
        .args(["-x", "c", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(spawn_error)?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || stdin.write_all(&text));
    let output = child.wait_with_output().map_err(spawn_error)?;
    let _ = writer.join();
    let name = path.display().to_string().replace('\\', "\\\\").replace('"', "\\\"");
    let text = finish(output, opts)?;
    Ok(text
        .split_inclusive('\n')
        .map(|line| {
            if line.starts_with('#') {
                line.replace("\"<stdin>\"", &format!("\"{}\"", name))
            } else {
                line.to_string()
            }
        })
        .collect())
}

/// The preprocessor's output as text, or its failure.
fn finish(output: std::process::Output, opts: &PreprocessOptions) -> Result<String, PreprocessError> {
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        return Err(PreprocessError::Failed { cc: opts.cc.clone(), stderr });
    }
    // Bytes that are not UTF-8 (Latin-1 comments are gone, but strings may hold them) become
    // the stand-ins the main file's text has for them (`text::decode`): the texts line up.
    Ok(crate::text::decode(&output.stdout).into_owned())
}

/// The arguments before the input file, in the order a compiler driver would pass them.
pub fn preprocessor_args(opts: &PreprocessOptions) -> Vec<String> {
    let mut args = vec!["-E".to_string(), "-dD".to_string()];
    args.extend(opts.include_dirs.iter().map(|dir| format!("-I{}", dir)));
    args.extend(opts.defines.iter().map(|def| format!("-D{}", def)));
    args.extend(opts.undefs.iter().map(|name| format!("-U{}", name)));
    for file in &opts.force_includes {
        args.push("-include".to_string());
        args.push(file.clone());
    }
    args.extend(opts.extra_args.iter().cloned());
    args
}

impl PreprocessError {
    /// One diagnostic per `file:line:col: error: msg` line of the preprocessor's output, labelled
    /// in that file (added to `files`); anything without a location becomes one plain error.
    pub fn diagnostics(&self, files: &mut Files) -> Vec<Diagnostic> {
        match self {
            PreprocessError::Spawn { cc, message } => {
                vec![Diagnostic::error().with_message(format!("cannot run the preprocessor `{}`: {}", cc, message))]
            }
            PreprocessError::Failed { cc, stderr } => {
                let mut diags: Vec<Diagnostic> = stderr.lines().filter_map(|line| located_error(files, line)).collect();
                if diags.is_empty() {
                    let text = stderr.trim();
                    let text = if text.is_empty() { "no message" } else { text };
                    diags.push(Diagnostic::error().with_message(format!("the preprocessor `{}` failed: {}", cc, text)));
                }
                diags
            }
        }
    }
}

/// `file:line:col: [fatal ]error: message` as gcc and clang print it.
fn located_error(files: &mut Files, line: &str) -> Option<Diagnostic> {
    let (location, message) = ["fatal error: ", "error: "]
        .iter()
        .find_map(|kind| line.find(&format!(": {}", kind)).map(|at| (&line[..at], &line[at + 2 + kind.len()..])))?;
    let mut parts = location.rsplitn(3, ':');
    let col: usize = parts.next()?.parse().ok()?;
    let line_no: usize = parts.next()?.parse().ok()?;
    let name = parts.next()?;
    let diag = Diagnostic::error().with_message(message.to_string());
    let Some((file_id, range)) = label_in_file(files, name, line_no, col) else {
        return Some(diag.with_message(format!("{}:{}:{}: {}", name, line_no, col, message)));
    };
    Some(diag.with_labels(vec![Label::primary(file_id, range)]))
}

/// The byte range of the token at 1-based `line`/`col` (byte column, as gcc counts) of `name`.
fn label_in_file(files: &mut Files, name: &str, line: usize, col: usize) -> Option<(usize, std::ops::Range<usize>)> {
    let mut id = 0;
    let file_id = loop {
        match files.get(id) {
            Ok(file) if file.name() == name => break id,
            Ok(_) => id += 1,
            Err(_) => break files.add(name.to_string(), std::fs::read_to_string(name).ok()?),
        }
    };
    let text = files.get(file_id).ok()?.source();
    let line_start = text.split_inclusive('\n').take(line.checked_sub(1)?).map(str::len).sum::<usize>();
    let line_text = text[line_start..].split('\n').next().unwrap_or("");
    let start = line_start + (col.max(1) - 1).min(line_text.len());
    let rest = &text[start..line_start + line_text.len()];
    let token_len = rest.find(|c: char| c.is_whitespace()).unwrap_or(rest.len()).max(1).min(rest.len().max(1));
    let end = (start + token_len).min(text.len());
    if !text.is_char_boundary(start) || !text.is_char_boundary(end) {
        return Some((file_id, start..start));
    }
    Some((file_id, start..end))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::diag::render;

    /// A fresh directory under the system temp dir (the frontend has no tempfile dependency).
    pub(crate) fn temp_dir(test_name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("vcc-frontend-{}-{}", std::process::id(), test_name));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    pub(crate) fn write_temp(dir: &Path, name: &str, text: &str) -> std::path::PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    #[test]
    fn keeps_pragmas_and_markers() {
        let dir = temp_dir("pragmas");
        let text = "#define N 4\nvoid f(float *a) {\n#pragma simd vec-function\n  for (int i = 0; i < N; i++) a[i] = 0;\n#pragma omp simd reduction(+: s)\n  for (;;) {}\n}\n";
        let path = write_temp(dir.as_path(), "p.c", text);
        let out = preprocess(&path, &PreprocessOptions::default()).unwrap();
        assert!(out.contains("\n#pragma simd vec-function\n"), "{}", out);
        assert!(out.contains("\n#pragma omp simd reduction(+: s)\n"), "{}", out);
        assert!(out.contains("\n#define N 4\n"), "{}", out);
        assert!(out.contains("i < 4;"), "{}", out);
    }

    #[test]
    fn reads_a_preprocessed_file_as_c_with_its_own_lines() {
        // As gcc -E writes it: line markers name the .c file, whose lines are not the .i file's.
        let dir = temp_dir("dot-i");
        let text = "# 1 \"p.c\"\ntypedef __builtin_va_list va_list;\n# 7 \"p.c\"\nint f(va_list ap);\n";
        let path = write_temp(dir.as_path(), "p.i", text);
        let out = preprocess(&path, &PreprocessOptions::default()).unwrap();
        let name = path.display().to_string();
        assert!(
            out.contains(&format!("# 1 \"{}\"\n\ntypedef __builtin_va_list va_list;\n\nint f(va_list ap);\n", name)),
            "{}",
            out
        );
        assert!(!out.contains("p.c") && !out.contains("<stdin>"), "{}", out);
    }

    #[test]
    fn passes_defines_and_includes() {
        let dir = temp_dir("defines");
        std::fs::create_dir(dir.as_path().join("inc")).unwrap();
        write_temp(&dir.as_path().join("inc"), "h.h", "int from_header;\n");
        write_temp(dir.as_path(), "force.h", "int forced;\n");
        let path =
            write_temp(dir.as_path(), "m.c", "#include \"h.h\"\nint v = VALUE;\n#ifdef GONE\nint gone;\n#endif\n");
        let opts = PreprocessOptions {
            include_dirs: vec![dir.as_path().join("inc").display().to_string()],
            defines: vec!["VALUE=7".into(), "GONE".into()],
            undefs: vec!["GONE".into()],
            force_includes: vec![dir.as_path().join("force.h").display().to_string()],
            ..PreprocessOptions::default()
        };
        let out = preprocess(&path, &opts).unwrap();
        assert!(
            out.contains("int from_header;") && out.contains("int forced;") && out.contains("int v = 7;"),
            "{}",
            out
        );
        assert!(!out.contains("int gone;"), "{}", out);
    }

    #[test]
    fn missing_include_points_at_the_include_line() {
        let dir = temp_dir("missing-include");
        let path = write_temp(dir.as_path(), "bad.c", "int x;\n#include \"nothere.h\"\n");
        let err = preprocess(&path, &PreprocessOptions::default()).unwrap_err();
        let mut files = Files::new();
        let diags = err.diagnostics(&mut files);
        let text = render(&files, &diags, false);
        let name = path.display().to_string();
        assert!(text.starts_with(&format!("{}:2:10: error: nothere.h: No such file or directory\n", name)), "{}", text);
        assert!(text.contains("2 | #include \"nothere.h\"\n  |          ^^^^^^^^^^^"), "{}", text);
    }

    #[test]
    fn missing_preprocessor_is_a_diagnostic() {
        let opts = PreprocessOptions { cc: "/nonexistent/cc".into(), ..PreprocessOptions::default() };
        let err = preprocess(Path::new("x.c"), &opts).unwrap_err();
        let mut files = Files::new();
        let diags = err.diagnostics(&mut files);
        let text = render(&files, &diags, false);
        assert!(text.starts_with("error: cannot run the preprocessor `/nonexistent/cc`"), "{}", text);
    }
}
