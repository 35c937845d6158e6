//! Passes at the IR level: `check(pass, input, expected)` over the cases in `tests/ir/`.
//!
//! A case is `tests/ir/<pass>.<target>/<name>.ir`, the IR the pass starts from (most are
//! `vcc --no-vectorize --emit=ir` of a small C function, the C in a comment at the top, trimmed
//! to what the pass looks at), and `<name>.expected` next to it: the module the pass leaves,
//! verified, printed (and checked to parse and print back the same), then the pass's remarks
//! as `; remark` lines. `<pass>` is one of
//! `pipeline::PASS_NAMES` (`loopvec`, `wfv`, ...), run alone by `pipeline::run_pass`; `<target>`
//! the target it writes code for (`generic`, `sse42`, `avx2`, `avx512`, `neon`).
//!
//! `cargo test -p midend --test pass_ir` checks every case; `IR_CASE=loopvec.avx2/reduction`
//! (a prefix of `<pass>.<target>/<name>`) checks only those it names; `UPDATE_GOLDENFILES=1`
//! rewrites the `.expected` files with what the pass gives now (read the diff).

use midend::ir::parse::parse_module;
use midend::ir::print::print_module;
use midend::pipeline::{run_pass, PipelineOptions};
use midend::remarks::Remarks;
use midend::target::TargetKind;
use midend::transform::wfv::WfvOptions;
use midend::verify::verify_module;
use std::fmt::Write;
use std::path::{Path, PathBuf};

fn target_named(name: &str) -> Option<TargetKind> {
    Some(match name {
        "generic" => TargetKind::Generic,
        "sse42" => TargetKind::Sse42,
        "avx2" => TargetKind::Avx2,
        "avx512" => TargetKind::Avx512,
        "neon" => TargetKind::Neon,
        _ => return None,
    })
}

/// Parses `input`, verifies it, runs `pass` for `target`, verifies the result and prints it with
/// the remarks. An error says which of these failed.
fn run(pass: &str, target: TargetKind, input: &str) -> Result<String, String> {
    let show = |errs: Vec<midend::verify::VerifierError>| errs.iter().map(|e| format!("\n{}", e)).collect::<String>();
    let mut module = parse_module(input).map_err(|e| format!("input does not parse: {}", e))?;
    verify_module(&module).map_err(|errs| format!("input does not verify:{}", show(errs)))?;
    let opts = PipelineOptions { target, wfv: Some(WfvOptions::default()), ..Default::default() };
    let mut remarks = Remarks::default();
    run_pass(&mut module, pass, &opts, &mut remarks)?;
    let mut output = print_module(&module);
    verify_module(&module).map_err(|errs| format!("output does not verify:{}\n{}", show(errs), output))?;
    // The output is text IR too: it reads back as it was printed.
    let reread = parse_module(&output).map_err(|e| format!("output does not parse: {}\n{}", e, output))?;
    if print_module(&reread) != output {
        return Err(format!("output does not print back identically:\n{}", output));
    }
    for r in &remarks.list {
        let _ = writeln!(output, "; remark {}:{}: {:?} {}: {}", r.loc.line, r.loc.col, r.kind, r.pass, r.message);
    }
    Ok(output)
}

/// Checks one case: `dir` is `<pass>.<target>`, `input` its `.ir` file.
fn check(dir: &str, input: &Path) -> Result<(), String> {
    let (pass, target) = dir.split_once('.').ok_or("a case directory is named <pass>.<target>")?;
    let target = target_named(target).ok_or_else(|| format!("unknown target `{}`", target))?;
    let text = std::fs::read_to_string(input).map_err(|e| e.to_string())?;
    let output = run(pass, target, &text)?;
    let expected_path = input.with_extension("expected");
    if std::env::var_os("UPDATE_GOLDENFILES").is_some() {
        return std::fs::write(&expected_path, &output).map_err(|e| e.to_string());
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    if output == expected {
        return Ok(());
    }
    let line = output.lines().zip(expected.lines()).position(|(a, b)| a != b);
    let line = line.unwrap_or(output.lines().count().min(expected.lines().count()));
    let (got, want) = (output.lines().nth(line).unwrap_or("<end>"), expected.lines().nth(line).unwrap_or("<end>"));
    Err(format!("line {} is\n    {}\nnot\n    {}\n(UPDATE_GOLDENFILES=1 rewrites it)", line + 1, got, want))
}

/// Every case, as (`<pass>.<target>`, input path), sorted.
fn cases() -> Vec<(String, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ir");
    let mut cases = Vec::new();
    for dir in std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()) {
        let name = dir.file_name().unwrap().to_string_lossy().into_owned();
        for file in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
            if file.extension().is_some_and(|e| e == "ir") {
                cases.push((name.clone(), file));
            }
        }
    }
    cases.sort();
    cases
}

#[test]
fn every_case() {
    let only = std::env::var("IR_CASE").unwrap_or_default();
    let mut failures = Vec::new();
    let mut ran = 0;
    for (dir, input) in cases() {
        let id = format!("{}/{}", dir, input.file_stem().unwrap().to_string_lossy());
        if !id.starts_with(&only) {
            continue;
        }
        ran += 1;
        if let Err(e) = check(&dir, &input) {
            failures.push(format!("{}: {}", id, e));
        }
    }
    assert!(ran > 0, "no case matches IR_CASE={}", only);
    assert!(failures.is_empty(), "{} of {} cases:\n{}", failures.len(), ran, failures.join("\n\n"));
}

#[test]
fn run_prints_the_module_and_rejects_unknown_passes() {
    let input = "func @f: fn() -> int {\nblock0:\n    v0 = const.int 1\n    ret v0\n}\n";
    assert_eq!(run("dce", TargetKind::Generic, input).as_deref(), Ok(&format!("\n{}", input)[..]));
    assert!(run("nosuchpass", TargetKind::Generic, input).unwrap_err().contains("unknown pass"));
}
