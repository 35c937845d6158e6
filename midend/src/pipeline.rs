//! The midend's pass order, on one screen (as QBE's `func()`): for each function with a body,
//! verify, build SSA, clean up, verify again. Analyses are recomputed by the passes that need
//! them; nothing is cached between passes.
//!
//! Cleanups alone do not mark a function as transformed (`FuncDecl::transformed`): only a
//! vectorizer that changes what the function does in a way worth regenerating sets it.
//! Vectorizers come in later issues.

use crate::ir::{FuncId, Function, Module, Unsupported};
use crate::remarks::{RemarkKind, Remarks};
use crate::target::TargetKind;
use crate::transform::{dce::dce, mem2reg::mem2reg, simplify::simplify};
use crate::verify::{in_function, verify_function, VerifierError};

#[derive(Clone, Debug)]
pub struct PipelineOptions {
    /// Run the verifier before and after the passes (always on in tests and debug builds).
    pub verify: bool,
    /// The target the vectorizers will write code for.
    pub target: TargetKind,
}

impl Default for PipelineOptions {
    fn default() -> Self {
        PipelineOptions { verify: true, target: TargetKind::Generic }
    }
}

/// Runs the midend over every function that has a body. A function that fails verification loses
/// its body (it will be copied through as written, with a remark); the others still run. Returns every verifier error, each
/// located as `@func: inst12 (...)`.
pub fn run(module: &mut Module, opts: &PipelineOptions, remarks: &mut Remarks) -> Result<(), Vec<VerifierError>> {
    let mut errors = Vec::new();
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    for id in ids {
        // The body is taken out so that passes can read the module (types, globals, callees)
        // while they rewrite the function.
        let Some(mut func) = module.funcs[id].body.take() else { continue };
        match run_function(module, &mut func, opts, remarks) {
            Ok(()) => module.funcs[id].body = Some(func),
            Err(errs) => {
                // A function whose IR is not well formed is never regenerated: it stays as the
                // user wrote it, and the remark names the first problem.
                let reason = format!("internal error: {}", errs[0]);
                remarks.push(func.loc, RemarkKind::Missed, "verify", format!("function `{}` kept as written: {}", func.name, reason));
                module.funcs[id].unsupported = Some(Unsupported { reason, loc: func.loc });
                errors.extend(errs.into_iter().map(|e| in_function(&func.name, e)));
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn run_function(
    module: &Module,
    func: &mut Function,
    opts: &PipelineOptions,
    _remarks: &mut Remarks,
) -> Result<(), Vec<VerifierError>> {
    let verify =
        |func: &Function| if opts.verify || cfg!(debug_assertions) { verify_function(module, func) } else { Ok(()) };
    verify(func)?;
    // A pass that breaks the function must not leave it broken for the emitter: put it back.
    let original = func.clone();
    let res = passes(module, func, &verify);
    if res.is_err() {
        *func = original;
    }
    res
}

fn passes(
    module: &Module,
    func: &mut Function,
    verify: &dyn Fn(&Function) -> Result<(), Vec<VerifierError>>,
) -> Result<(), Vec<VerifierError>> {
    mem2reg(module, func);
    verify(func)?;
    simplify(module, func);
    dce(module, func);
    verify(func)?;
    Ok(())
}
