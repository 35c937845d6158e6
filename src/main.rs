//! The `vcc` driver: parses the command line, then runs frontend → midend → emit and writes the
//! result atomically. It holds no compiler logic of its own.

mod cli;
mod output;

use clap::Parser;
use cli::{Cli, EmitKind};
use midend::remarks::{RemarkKind, Remarks};
use std::process::ExitCode;

fn main() -> ExitCode {
    // `-include FILE` is a single-dash long option, as in cc; clap only knows `--include`.
    let args = std::env::args_os().map(|a| if a == "-include" { "--include".into() } else { a });
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            // clap's usage errors exit with 2; --help and --version with 0.
            return ExitCode::from(err.exit_code() as u8);
        }
    };
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            if !message.is_empty() {
                eprintln!("vcc: error: {}", message);
            }
            ExitCode::from(1)
        }
    }
}

/// Runs the pipeline. An `Err` has already printed its diagnostics, or carries a one-line message.
fn run(cli: &Cli) -> Result<(), String> {
    let target = cli.resolve_target()?;
    let opts = frontend::Options { preprocess: cli.preprocess_options() };
    let front = match frontend::compile(&cli.input, &opts) {
        Ok(front) => front,
        Err((files, diags)) => {
            eprint!("{}", frontend::diag::render(&files, &diags, cli.color()));
            return Err(String::new());
        }
    };
    let mut module = front.module;
    let mut remarks: Remarks = front.remarks;

    let pipeline = cli.pipeline_options(target);
    let text = match cli.emit {
        // The plans are printed instead of carried out: the module is only cleaned up.
        EmitKind::Vplan => midend::pipeline::describe_plans(&mut module, &pipeline),
        EmitKind::Ir => {
            run_midend(&mut module, &pipeline, &mut remarks);
            midend::ir::print::print_module(&module)
        }
        EmitKind::C => {
            run_midend(&mut module, &pipeline, &mut remarks);
            let emit_opts = emit::EmitOptions { emit_all: cli.emit_all, target };
            let (text, failures) = emit::emit_c_keeping_failures(&module, &front.main_original, &emit_opts)
                .map_err(|e| e.to_string())?;
            for failure in failures {
                let loc = failure.function.as_deref().and_then(|name| module.func_by_name(name)).map(|id| module.funcs[id].loc);
                remarks.push(loc.unwrap_or_default(), RemarkKind::Missed, "emit", failure.to_string());
            }
            text
        }
    };

    let mut files = front.files;
    print_remarks(cli, &module, &remarks, &mut files);
    output::write_atomically(&cli.output, text.as_bytes())
}

fn run_midend(module: &mut midend::ir::Module, pipeline: &midend::pipeline::PipelineOptions, remarks: &mut Remarks) {
    if let Err(errors) = midend::pipeline::run(module, pipeline, remarks) {
        // The functions concerned are copied through as written; say so, as these are vcc bugs.
        for error in errors {
            eprintln!("vcc: warning: internal error (function kept as written): {}", error);
        }
    }
}

/// Warnings always, rendered like the frontend's diagnostics (the source line and a caret);
/// the other remarks on one line each, with `--remarks`.
fn print_remarks(cli: &Cli, module: &midend::ir::Module, remarks: &Remarks, files: &mut frontend::diag::Files) {
    for remark in remarks.sorted() {
        match remark.kind {
            RemarkKind::Warning => {
                let loc = remark.loc;
                let file = module.files.get(loc.file as usize).filter(|_| !loc.is_unknown());
                match file.and_then(|name| frontend::diag::warning_at(files, name, loc.line, loc.col, remark.message.clone())) {
                    Some(diag) => eprint!("{}", frontend::diag::render(files, &[diag], cli.color())),
                    None => eprintln!("{}: warning: {}", module.describe_loc(loc), remark.message),
                }
            }
            _ if cli.remarks => eprintln!("{}: remark: {}", module.describe_loc(remark.loc), remark.message),
            _ => {}
        }
    }
}
