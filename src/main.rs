//! The `vcc` driver: parses the command line, then runs frontend → midend → emit and writes the
//! result atomically. It holds no compiler logic of its own.

mod ccflags;
mod cli;
mod output;

use clap::Parser;
use cli::{Cli, EmitKind, OutputFormArg};
use emit::{OutputForm, OutputText};
use midend::remarks::{RemarkKind, Remarks};
use std::process::ExitCode;

fn main() -> ExitCode {
    // The compiler's flags (`-I`, `-std=`, `-march=`, ...) are not clap's: taken out first.
    let split = ccflags::split_args(std::env::args_os());
    let mut cli = match Cli::try_parse_from(split.vcc_args) {
        Ok(cli) => cli,
        Err(err) => {
            let _ = err.print();
            // clap's usage errors exit with 2; --help and --version with 0.
            return ExitCode::from(err.exit_code() as u8);
        }
    };
    cli.cc_args = split.cc_args;
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
    output::check_not_input(&cli.input, &cli.output)?;
    let input = read_input(cli)?;
    let target = cli.resolve_target()?;
    let header_functions = cli.output_form != OutputFormArg::Source;
    let target_char_unsigned = target == midend::target::TargetKind::Neon;
    let opts = frontend::Options { preprocess: cli.preprocess_options(), header_functions, target_char_unsigned };
    let front = match frontend::compile_input(&input, &opts) {
        Ok(front) => front,
        Err((files, diags)) => {
            eprint!("{}", frontend::diag::render(&files, &diags, cli.color()));
            return Err(String::new());
        }
    };
    let mut module = front.module;
    let mut remarks: Remarks = front.remarks;

    let tune = cli.resolve_tune();
    let pipeline = cli.pipeline_options(target, tune);
    let text = match cli.emit {
        // The plans are printed instead of carried out: the module is only cleaned up.
        EmitKind::Vplan => midend::pipeline::describe_plans(&mut module, &pipeline),
        EmitKind::Ir => {
            run_midend(&mut module, &pipeline, &mut remarks);
            midend::ir::print::print_module(&module)
        }
        // The trees the SLP vectorizer built, as it recorded them.
        EmitKind::Slp => {
            run_midend(&mut module, &pipeline, &mut remarks);
            let trees: Vec<String> = remarks
                .sorted()
                .into_iter()
                .filter(|r| r.pass == "slp-tree")
                .map(|r| format!("{}: {}", module.describe_loc(r.loc), r.message))
                .collect();
            if trees.is_empty() {
                "; no SLP attempts\n".to_string()
            } else {
                trees.join("\n")
            }
        }
        EmitKind::C => {
            run_midend(&mut module, &pipeline, &mut remarks);
            let emit_opts = emit::EmitOptions { emit_all: cli.emit_all, target, intrinsics: !cli.no_intrinsics, tune };
            let form = output_form(cli, &module, &emit_opts);
            let out = OutputText {
                form,
                text: if form == OutputForm::Source { &front.main_original } else { &front.preprocessed },
                dropped: if form == OutputForm::Source { &[] } else { &front.dropped_lines },
                macro_names: &front.macro_names,
                included_files: &front.expanded_files,
                input_preprocessed: front.input_preprocessed,
            };
            let emitted = emit::emit_output(&module, &out, &emit_opts).map_err(|e| e.to_string())?;
            for failure in &emitted.failures {
                let loc = failure
                    .function
                    .as_deref()
                    .and_then(|name| module.func_by_name(name))
                    .map(|id| module.funcs[id].loc);
                remarks.push(loc.unwrap_or_default(), RemarkKind::Missed, "emit", failure.to_string());
            }
            undo_remarks_of_unwritten(&module, &emitted, form, &mut remarks);
            emitted.text
        }
    };

    let mut files = front.files;
    print_remarks(cli, &module, &remarks, &mut files);
    output::write_atomically(&cli.output, text.as_bytes())
}

/// The output form: as asked, or for `auto` the source form unless a function to rewrite
/// has no exact place in the main file's text (defined in a header, or by a macro).
fn output_form(cli: &Cli, module: &midend::ir::Module, emit_opts: &emit::EmitOptions) -> OutputForm {
    match cli.output_form {
        OutputFormArg::Source => OutputForm::Source,
        OutputFormArg::Preprocessed => OutputForm::Preprocessed,
        OutputFormArg::Auto if emit::fits_source_form(module, emit_opts) => OutputForm::Source,
        OutputFormArg::Auto => OutputForm::Preprocessed,
    }
}

/// Remarks describe the output: what a pass did to a function the output does not contain
/// (it could not be written, or has no place in the source form) is said to be undone.
fn undo_remarks_of_unwritten(
    module: &midend::ir::Module,
    emitted: &emit::Emitted,
    form: OutputForm,
    remarks: &mut Remarks,
) {
    for (id, decl) in module.funcs.iter() {
        if decl.body.is_none() || !decl.transformed || emitted.written.contains(&id) {
            continue;
        }
        let failure = emitted.failures.iter().find(|f| f.function.as_deref() == Some(decl.name.as_str()));
        let reason = match (failure, form) {
            (Some(failure), _) => failure.message.clone(),
            (None, OutputForm::Source) => {
                "its definition is in a header or written by a macro; --output-form=preprocessed rewrites it"
                    .to_string()
            }
            (None, OutputForm::Preprocessed) => "it has no place in the output".to_string(),
        };
        let (start, end) = (decl.loc, decl.end_loc);
        for remark in remarks.list.iter_mut() {
            let inside =
                remark.loc.file == start.file && start <= remark.loc && (end.is_unknown() || remark.loc <= end);
            if inside {
                remark.undo(&decl.name, &reason);
            }
        }
    }
}

/// The input file, or standard input read whole when it is `-`.
fn read_input(cli: &Cli) -> Result<frontend::preprocess::Input, String> {
    use frontend::preprocess::Input;
    if cli.input.as_os_str() != "-" {
        return Ok(Input::File(cli.input.clone()));
    }
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text)
        .map_err(|e| format!("cannot read `{}`: {}", frontend::preprocess::STDIN_NAME, e))?;
    Ok(Input::Stdin(text))
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
                match file
                    .and_then(|name| frontend::diag::warning_at(files, name, loc.line, loc.col, remark.message.clone()))
                {
                    Some(diag) => eprint!("{}", frontend::diag::render(files, &[diag], cli.color())),
                    None => eprintln!("{}: warning: {}", module.describe_loc(loc), remark.message),
                }
            }
            _ if cli.remarks => eprintln!("{}: remark: {}", module.describe_loc(remark.loc), remark.message),
            _ => {}
        }
    }
}
