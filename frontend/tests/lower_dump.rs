//! A developer's aid, not a check: `VCC_LOWER_FILES="a.c b.c" cargo test -p frontend --test
//! lower_dump -- --nocapture` lowers each file, runs the midend verifier and pipeline, and
//! prints a one-line summary per file (and the IR with `VCC_LOWER_PRINT=1`). Without the
//! variable it does nothing.

use midend::ir::print::print_module;

#[test]
fn dump_files_from_env() {
    let Ok(list) = std::env::var("VCC_LOWER_FILES") else { return };
    let print = std::env::var("VCC_LOWER_PRINT").is_ok();
    let mut opts = frontend::Options::default();
    if let Ok(dirs) = std::env::var("VCC_LOWER_INCLUDE") {
        opts.preprocess.include_dirs = dirs.split_whitespace().map(String::from).collect();
    }
    for path in list.split_whitespace() {
        let out = match frontend::compile(std::path::Path::new(path), &opts) {
            Ok(out) => out,
            Err((files, diags)) => {
                println!("{}: ERROR\n{}", path, frontend::diag::render(&files, &diags, false));
                continue;
            }
        };
        if print {
            println!("{}", print_module(&out.module));
        }
        let n_main = out.module.funcs.values().filter(|f| f.body.is_some() || f.unsupported.is_some()).count();
        let lowered = out.module.funcs.values().filter(|f| f.body.is_some()).count();
        let mut module = out.module;
        let mut remarks = out.remarks;
        let verdict =
            match midend::pipeline::run(&mut module, &midend::pipeline::PipelineOptions::default(), &mut remarks) {
                Ok(()) => "ok".to_string(),
                Err(errs) => errs.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n  "),
            };
        println!("{}: lowered {}/{} functions; pipeline {}", path, lowered, n_main, verdict);
        for r in remarks.list.iter().filter(|r| r.pass == "frontend") {
            println!("  remark {}:{}: {}", r.loc.line, r.loc.col, r.message);
        }
    }
}
