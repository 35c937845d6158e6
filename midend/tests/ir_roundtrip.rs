//! The text IR is the whole IR: every `.ir` golden of the test suite (`testsuite/cases/**`)
//! parses, verifies, and prints back byte for byte.

use midend::ir::parse::parse_module;
use midend::ir::print::print_module;
use midend::verify::verify_module;
use std::path::{Path, PathBuf};

/// Every `.ir` file under `dir`, sorted.
fn ir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            ir_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ir") {
            out.push(path);
        }
    }
}

/// What is wrong with one golden, if anything.
fn check(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let module = match parse_module(&text) {
        Ok(module) => module,
        Err(e) => return Some(format!("{}: does not parse: {}", path.display(), e)),
    };
    if let Err(errs) = verify_module(&module) {
        let errs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        return Some(format!("{}: does not verify:\n{}", path.display(), errs.join("\n")));
    }
    let printed = print_module(&module);
    if printed != text {
        let line = printed.lines().zip(text.lines()).position(|(a, b)| a != b).unwrap_or(0);
        let (got, want) = (printed.lines().nth(line), text.lines().nth(line));
        return Some(format!("{}:{}: printed back as {:?}, not {:?}", path.display(), line + 1, got, want));
    }
    None
}

#[test]
fn every_ir_golden_prints_back_identically() {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testsuite/cases");
    let mut files = Vec::new();
    ir_files(&cases, &mut files);
    assert!(files.len() > 50, "only {} .ir goldens under {}", files.len(), cases.display());
    let failures: Vec<String> = files.iter().filter_map(|path| check(path)).collect();
    assert!(failures.is_empty(), "{} of {} goldens:\n{}", failures.len(), files.len(), failures.join("\n"));
}
