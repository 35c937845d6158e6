//! Lowering through the whole frontend (`compile`): small C files in, key shapes of the
//! printed IR out. Every lowered module must pass the midend's verifier before and after
//! `mem2reg`.

use midend::ir::print::print_module;
use std::path::PathBuf;

/// Writes `text` to a fresh file under the system temp dir and compiles it.
fn compile(name: &str, text: &str) -> Result<frontend::FrontendOutput, String> {
    let dir = std::env::temp_dir().join(format!("vcc-lower-{}-{}", std::process::id(), name));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join(format!("{}.c", name));
    std::fs::write(&path, text).unwrap();
    let res = frontend::compile(&path, &frontend::Options::default());
    let _ = std::fs::remove_dir_all(&dir);
    res.map_err(|(files, diags)| frontend::diag::render(&files, &diags, false))
}

/// The IR of `text`, checked by the verifier (as lowered, and after the midend pipeline).
fn check(name: &str, text: &str) -> String {
    let out = compile(name, text).unwrap_or_else(|d| panic!("diagnostics:\n{}", d));
    let printed = print_module(&out.module);
    if let Err(errs) = midend::verify::verify_module(&out.module) {
        let msgs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("verifier:\n{}\n{}", msgs.join("\n"), printed);
    }
    let mut module = out.module;
    let mut remarks = out.remarks;
    let opts = midend::pipeline::PipelineOptions::default();
    if let Err(errs) = midend::pipeline::run(&mut module, &opts, &mut remarks) {
        let msgs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("pipeline:\n{}\n{}", msgs.join("\n"), printed);
    }
    printed
}

fn error_of(name: &str, text: &str) -> String {
    match compile(name, text) {
        Ok(_) => panic!("expected an error"),
        Err(d) => d,
    }
}

#[test]
fn sum_loop() {
    let ir = check(
        "sum",
        "int sum(int *a, int n) {\n  int s = 0;\n  for (int i = 0; i < n; i++)\n    s += a[i];\n  return s;\n}\n",
    );
    assert!(ir.contains("func @sum: fn(*int, int) -> int"), "{}", ir);
    assert!(ir.contains("ptradd.*int"), "{}", ir);
    assert!(ir.contains("lt.int"), "{}", ir);
    assert!(ir.contains("sum.c:4:"), "{}", ir);
}
