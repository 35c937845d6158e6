//! The midend's pass order, on one screen (as QBE's `func()`): for each function with a body,
//! verify, build SSA, clean up, number values (`gvn`), verify again. Every pass that changes
//! the function is followed by `clean_up` with its list of clean-up steps (`TIDY` and the
//! others): verify, clean up, verify. The loop passes read one `LoopAnalysis` (CFG,
//! dominators, loops, affine facts), computed here before the first of them and again after
//! each pass (and its clean-up) that changed the function; a pass that changes the function
//! mid-way computes its own fresh one. Nothing is cached beyond that.
//!
//! Cleanups alone do not mark a function as transformed (`FuncDecl::transformed`): only a
//! vectorizer that changes what the function does in a way worth regenerating sets it.
//! Function-level vectorization runs first, behind `wfv`: it adds the vector variants of
//! annotated functions as new functions (verified on their own, not run through the passes).
//! Behind `vectorize_loops`, calls in innermost loops to small helpers of the file are
//! inlined first (`inline.rs`, from bodies cleaned up once before any function changes), so
//! that the loop passes see what the helpers do. The loop vectorizer runs last, behind
//! `vectorize_loops`; it sets that mark when it changes
//! a function. Loops unrolled by hand are first rolled back up on a copy of the function
//! (`reroll.rs`), which replaces the function only where the loop vectorizer then vectorizes a
//! rolled loop; failing that, loops with wrap-around variables are peeled (`peel_wraps.rs`),
//! or else loops that write an element they read are split (`split_loops.rs`), alike. Its calls to small vector variants are then inlined (`wfv/inline.rs`; not
//! under `--wfv=naive`), and `fuse` runs the loops that the inlined calls of one vector loop
//! body left side by side (UF parts, jammed copies) as one. Before it (behind the same
//! switch), `unroll_jam` jams outer iterations of nests that accumulate into elements the
//! outer loop does not move (`y[i] += A[j][i] * x[j]`), or whose short inner loop calls a long
//! chain of dependent float operations, or that read a column of a matrix (`b[i][j] = a[j][i]`),
//! followed by the clean-ups again. Last, `transpose` reads the jammed columns' gathers as rows
//! transposed in registers. Then the recurrences through memory the vectorizers left (`a[i] = ... a[i - 1]`) read
//! the value stored in earlier iterations from a variable (`carry_stores.rs`). Last of all,
//! behind `slp`, the SLP vectorizer turns chains of stores to
//! consecutive addresses, and the operations that feed them, into vector code in the blocks no
//! vectorizer made. After it, the short constant-count inner loops still scalar run as their
//! iterations one after another (`unroll.rs`, gcc -O3's complete peeling). `describe_plans` runs
//! the same cleanups and then only prints what the loop vectorizer would consider
//! (`--emit=vplan`), changing nothing beyond the cleanups (nests are shown before
//! unroll-and-jam).
//!
//! Passes read the module and change only the function they are given, with one exception:
//! those that write new code (the vectorizers, `privatize`) take `&mut Module` and intern the
//! types that code needs in the module's type table as they go (`ir::FuncCursor`); cleanups
//! (`Pass`) only read it. No type is made up front.

use crate::analysis::caller_locals::CallerLocals;
use crate::analysis::LoopAnalysis;
use crate::ir::{Block, FuncId, Function, Module, SrcLoc, Unsupported};
use crate::remarks::{RemarkKind, Remarks};
use crate::target::{Target, TargetKind, Tune};
use crate::transform::loopvec::{self, vectorize_loops, LoopVecOptions, SlpAfter};
use crate::transform::outer::{vectorize_outer_loops, OuterOptions};
use crate::transform::slp::{vectorize_slp, SlpOptions};
use crate::transform::wfv::{drop_unused_internal_variants, inline_variant_calls, vectorize_functions, WfvOptions};
use crate::transform::{
    carry_stores::carry_stored_values,
    contract::fuse_exact_multiply_adds,
    dce::dce,
    fuse::fuse_loops,
    fuse_divergent::fuse_divergent_loops,
    gvn::gvn,
    hoist_loads::hoist_address_loads,
    idiom::copy_loops_to_memcpy,
    inline::{inline_helper_calls, Helpers},
    interchange::interchange_loops,
    mem2reg::mem2reg,
    peel_wraps::peel_wrap_arounds,
    preheaders::insert_preheaders,
    private_arrays::scalarize_private_arrays,
    privatize::privatize_histograms,
    reroll::reroll_loops,
    shorten::shorten_comparisons,
    simplify::simplify,
    sink_stores::sink_complementary_stores,
    split_loops::{split_loops, Why},
    split_records::split_records,
    transpose::transpose_gathers,
    unroll::{unroll_loops, NESTED_SCALAR},
    unroll_jam::unroll_and_jam,
};
use crate::verify::{in_function, verify_function, VerifierError};

#[derive(Clone, Debug)]
pub struct PipelineOptions {
    /// Run the verifier before and after the passes (always on in tests and debug builds).
    pub verify: bool,
    /// The target the vectorizers will write code for.
    pub target: TargetKind,
    /// The core whose costs the vectorizers price it with (`--tune`; `Tune::Generic`: the
    /// instruction set's rows alone).
    pub tune: Tune,
    /// Run the loop vectorizer. Off in `Default` so that library users and pass tests opt in;
    /// the `vcc` driver turns it on unless `--no-vectorize` is given.
    pub vectorize_loops: bool,
    /// Float reductions may be reassociated (`--fast-math`).
    pub fast_math: bool,
    /// Make vector variants of annotated functions (`transform/wfv`); `None` turns it off
    /// (the default for library users; the driver turns it on unless `--no-vectorize`).
    pub wfv: Option<WfvOptions>,
    /// Run the SLP vectorizer after the loop vectorizer (`transform/slp`), with its
    /// threshold; `None` turns it off (the default for library users; the driver turns it on
    /// unless `--no-slp` or `--no-vectorize`).
    pub slp: Option<SlpOptions>,
}

impl PipelineOptions {
    /// The target table every pass reads: the instruction set's, priced for the tune.
    pub fn target_table(&self) -> Target {
        Target::tuned(self.target, self.tune)
    }
}

impl Default for PipelineOptions {
    fn default() -> Self {
        PipelineOptions {
            verify: true,
            target: TargetKind::Generic,
            tune: Tune::Generic,
            vectorize_loops: false,
            fast_math: false,
            wfv: None,
            slp: None,
        }
    }
}

/// Runs the midend over every function that has a body. A function that fails verification loses
/// its body (it will be copied through as written, with a remark); the others still run. Returns every verifier error, each
/// located as `@func: inst12 (...)`.
pub fn run(module: &mut Module, opts: &PipelineOptions, remarks: &mut Remarks) -> Result<(), Vec<VerifierError>> {
    let mut errors = Vec::new();
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    // Vector variants first, from the scalar bodies; they are new functions, not in `ids`.
    if let Some(wfv) = &opts.wfv {
        vectorize_functions(module, wfv, &opts.target_table(), remarks);
    }
    // Outer loops next: their vector loops are spliced into the bodies the passes below clean
    // up; the loop vectorizer then leaves the vector loops' inner loops alone.
    if opts.vectorize_loops {
        let outer_opts = OuterOptions { wfv: opts.wfv.unwrap_or_default(), fast_math: opts.fast_math };
        vectorize_outer_loops(module, &outer_opts, &opts.target_table(), remarks);
    }
    // The small functions calls in loops are replaced by, cleaned up once, before any body
    // changes; and the pointer parameters the SLP vectorizer leaves scalar.
    let facts = ModuleFacts {
        helpers: if opts.vectorize_loops { Helpers::collect(module) } else { Helpers::default() },
        caller_locals: if opts.slp.is_some() { CallerLocals::compute(module) } else { CallerLocals::default() },
    };
    for id in ids {
        // The body is taken out so that passes can read the module (types, globals, callees)
        // while they rewrite the function; the ones that make code also add the types it
        // needs to the module's table (through `FuncCursor`).
        let Some(mut func) = module.funcs[id].body.take() else { continue };
        let first_remark = remarks.list.len();
        match run_function(module, id, &mut func, &facts, opts, remarks) {
            Ok(changed) => {
                module.funcs[id].body = Some(func);
                module.funcs[id].transformed |= changed;
            }
            Err(errs) => {
                // A function whose IR is not well formed is never regenerated: it stays as the
                // user wrote it, and the remark names the first problem.
                let reason = format!("internal error: {}", errs[0]);
                // What the passes said they did to it is not in the output.
                for remark in &mut remarks.list[first_remark..] {
                    remark.undo(&func.name, &reason);
                }
                remarks.push(
                    func.loc,
                    RemarkKind::Missed,
                    "verify",
                    format!("function `{}` kept as written: {}", func.name, reason),
                );
                module.funcs[id].unsupported = Some(Unsupported { reason, loc: func.loc });
                errors.extend(errs.into_iter().map(|e| in_function(&func.name, e)));
            }
        }
    }
    if opts.wfv.is_some() {
        drop_unused_internal_variants(module);
    }
    // The vector code's exact multiply-adds: one rounding, as the program's two give.
    if opts.vectorize_loops || opts.wfv.is_some() {
        fuse_exact_multiply_adds(module, &opts.target_table(), remarks);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// The loop vectorizer's candidate plans for every innermost loop, with their costs and the
/// chosen one, function by function (`--emit=vplan`). The functions are cleaned up as `run`
/// does, but no loop is vectorized; a function that fails verification is listed as such.
pub fn describe_plans(module: &mut Module, opts: &PipelineOptions) -> String {
    let cleanup_only = PipelineOptions { vectorize_loops: false, ..opts.clone() };
    let mut remarks = Remarks::default();
    // The errors are reported in the printout, function by function, below.
    let _ = run(module, &cleanup_only, &mut remarks);
    // The loops as the loop vectorizer sees them: their calls to helpers inlined, with
    // preheaders (`if (n) do ... while (--n)`).
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    let helpers = Helpers::collect(module);
    for id in ids {
        let Some(mut func) = module.funcs[id].body.take() else { continue };
        if inline_helper_calls(module, id, &mut func, &helpers, &mut remarks) {
            simplify(module, &mut func);
            dce(module, &mut func);
        }
        let analysis = LoopAnalysis::compute(module, &func);
        insert_preheaders(&mut func, &analysis);
        module.funcs[id].body = Some(func);
    }
    let loopvec_opts = LoopVecOptions { fast_math: opts.fast_math, slp: None };
    let target = &opts.target_table();
    let mut out = String::new();
    for decl in module.funcs.values() {
        let Some(func) = decl.body.as_ref() else {
            if let Some(unsupported) = &decl.unsupported {
                out.push_str(&format!("; function {}: kept as written: {}\n\n", decl.name, unsupported.reason));
            }
            continue;
        };
        let plans = loopvec::describe_plans(module, func, &loopvec_opts, target);
        out.push_str(&format!("; function {}\n", func.name));
        out.push_str(if plans.is_empty() { "; no innermost loops\n" } else { &plans });
        out.push('\n');
    }
    out
}

/// The passes `run_pass` runs, by name: the module passes first, then those of one function.
pub const PASS_NAMES: &[&str] = &[
    "wfv",
    "outer",
    "contract",
    "split_records",
    "mem2reg",
    "simplify",
    "dce",
    "gvn",
    "private_arrays",
    "idiom",
    "inline_helpers",
    "interchange",
    "unroll_jam",
    "loopvec",
    "inline",
    "fuse",
    "fuse_divergent",
    "transpose",
    "privatize",
    "slp",
];

/// Runs one pass, named as in `PASS_NAMES`, as `run` runs it but alone: on the whole module
/// (`wfv`, `outer`, `contract`) or on every function body, with no clean-up or verification
/// around it. The entry point of IR-level pass tests (`midend/tests/pass_ir.rs`): IR text in,
/// one pass, IR text out. Returns whether the pass changed anything; an error for an unknown
/// name.
pub fn run_pass(
    module: &mut Module,
    name: &str,
    opts: &PipelineOptions,
    remarks: &mut Remarks,
) -> Result<bool, String> {
    if !PASS_NAMES.contains(&name) {
        return Err(format!("unknown pass `{}` (known: {})", name, PASS_NAMES.join(", ")));
    }
    let target = &opts.target_table();
    let wfv = opts.wfv.unwrap_or_default();
    match name {
        "wfv" => return Ok(vectorize_functions(module, &wfv, target, remarks) > 0),
        "outer" => {
            let outer_opts = OuterOptions { wfv, fast_math: opts.fast_math };
            return Ok(vectorize_outer_loops(module, &outer_opts, target, remarks) > 0);
        }
        "contract" => return Ok(fuse_exact_multiply_adds(module, target, remarks)),
        _ => {}
    }
    let loopvec_opts = LoopVecOptions { fast_math: opts.fast_math, slp: None };
    let caller_locals = if name == "slp" { CallerLocals::compute(module) } else { CallerLocals::default() };
    let mut changed = false;
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    for id in ids {
        let Some(mut func) = module.funcs[id].body.take() else { continue };
        let func_changed = match name {
            "split_records" => split_records(module, &mut func),
            "mem2reg" => mem2reg(module, &mut func),
            "simplify" => simplify(module, &mut func),
            "dce" => dce(module, &mut func),
            "gvn" => gvn(module, &mut func),
            "inline_helpers" => inline_helper_calls(module, id, &mut func, &Helpers::collect(module), remarks),
            _ => {
                // The loop passes read the loop analyses of the function as it is.
                let analysis = &LoopAnalysis::compute(module, &func);
                match name {
                    "private_arrays" => scalarize_private_arrays(module, &mut func, analysis, remarks),
                    "idiom" => copy_loops_to_memcpy(module, &mut func, analysis, remarks),
                    "interchange" => interchange_loops(module, &mut func, analysis, remarks),
                    "unroll_jam" => unroll_and_jam(module, &mut func, analysis, target, remarks),
                    "loopvec" => vectorize_loops(module, &mut func, analysis, &loopvec_opts, target, remarks),
                    "inline" => inline_variant_calls(module, &mut func, analysis),
                    "fuse" => fuse_loops(module, &mut func, analysis, remarks),
                    "fuse_divergent" => fuse_divergent_loops(module, &mut func, analysis, remarks),
                    "transpose" => transpose_gathers(module, &mut func, analysis, target, remarks),
                    "slp" => {
                        let slp_opts = SlpOptions { fast_math: opts.fast_math, ..opts.slp.unwrap_or_default() };
                        vectorize_slp(module, &mut func, analysis, &slp_opts, &caller_locals.of(id), target, remarks)
                    }
                    _ => privatize_histograms(module, &mut func, analysis, remarks),
                }
            }
        };
        module.funcs[id].body = Some(func);
        module.funcs[id].transformed |= func_changed;
        changed |= func_changed;
    }
    Ok(changed)
}

fn run_function(
    module: &mut Module,
    id: FuncId,
    func: &mut Function,
    facts: &ModuleFacts,
    opts: &PipelineOptions,
    remarks: &mut Remarks,
) -> Result<bool, Vec<VerifierError>> {
    let verify = |module: &Module, func: &Function| {
        if opts.verify || cfg!(debug_assertions) {
            verify_function(module, func)
        } else {
            Ok(())
        }
    };
    verify(module, func)?;
    // A pass that breaks the function must not leave it broken for the emitter: put it back.
    let original = func.clone();
    #[allow(unused_mut)]
    let mut res = passes(module, id, func, facts, opts, remarks, &verify);
    #[cfg(test)]
    if let (Ok(_), Some(break_it)) = (&res, tests::BREAK_AFTER_PASSES.with(|b| b.get())) {
        break_it(func);
        res = verify_function(module, func).map(|()| true);
    }
    if res.is_err() {
        *func = original;
    }
    res
}

/// What the passes of one function read of the others, computed before any body changes.
struct ModuleFacts {
    /// The small functions that calls in innermost loops are replaced by.
    helpers: Helpers,
    /// Pointer parameters into callers' locals that the C compiler keeps in registers.
    caller_locals: CallerLocals,
}

/// Checks the IR between passes (the verifier, or nothing in release builds).
type Verifier<'a> = &'a dyn Fn(&Module, &Function) -> Result<(), Vec<VerifierError>>;

/// A pass over one function; returns whether it changed it.
type Pass = fn(&Module, &mut Function) -> bool;

/// What follows a pass that moved code around: folding, then deleting what became dead.
const TIDY: &[Pass] = &[simplify, dce];
/// The same, after a pass that put values back in memory slots (private arrays' elements).
const SSA_TIDY: &[Pass] = &[mem2reg, simplify, dce];
/// `SSA_TIDY` after inlining, whose helpers' local structs come along.
const RECORDS_TIDY: &[Pass] = &[split_records, mem2reg, simplify, dce];
/// `TIDY`, then one value for what the pass made repeated (jammed copies' loads).
const TIDY_GVN: &[Pass] = &[simplify, dce, gvn_dce];
/// One load for what fused loops share; their tests, dead now, go.
const MERGE: &[Pass] = &[gvn, dce];
/// Deleting what became dead, nothing more.
const DCE: &[Pass] = &[dce];

/// `gvn`, then `dce` when it merged values (the ones it replaced are dead).
fn gvn_dce(module: &Module, func: &mut Function) -> bool {
    let changed = gvn(module, func);
    if changed {
        dce(module, func);
    }
    changed
}

/// A function rewritten for the loop vectorizer (`Enabling`) and then run through it, with the
/// remarks of both.
struct Enabled {
    func: Function,
    remarks: Remarks,
}

/// A loop an enabling rewrite changed: its header, where it is, and what the rewrite did.
struct Rewritten {
    header: Block,
    /// The loop whose vectorization decides: the rewritten one, or a split loop's longer part.
    probe: Block,
    loc: SrcLoc,
    pass: &'static str,
    remark: String,
}

/// A rewrite that only pays when the loop vectorizer then vectorizes the loops it changed: it
/// rewrites the loops of the function it is given (only those headed by the blocks of the
/// list, when there is one) and says which.
/// Remarks of what else the rewrite did go to the list it is given.
type Enabling<'a> = &'a dyn Fn(&Module, &mut Function, &LoopAnalysis, Option<&[Block]>, &mut Remarks) -> Vec<Rewritten>;

/// Loops unrolled by hand rolled back up (`reroll.rs`).
fn reroll(
    fast_math: bool,
) -> impl Fn(&Module, &mut Function, &LoopAnalysis, Option<&[Block]>, &mut Remarks) -> Vec<Rewritten> {
    move |module, func, analysis, only, _| {
        let rolled = reroll_loops(module, func, analysis, fast_math, only);
        let remark = |factor: i64| {
            format!(
                "loop rerolled: its body's {} copies of one iteration (unrolled by hand) run as iterations of their own",
                factor
            )
        };
        rolled
            .into_iter()
            .map(|r| Rewritten {
                header: r.header,
                probe: r.header,
                loc: r.loc,
                pass: "reroll",
                remark: remark(r.factor),
            })
            .collect()
    }
}

/// Loops with wrap-around variables, their first iterations run before them (`peel_wraps.rs`).
fn peel_wraps(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    only: Option<&[Block]>,
    _: &mut Remarks,
) -> Vec<Rewritten> {
    let peeled = peel_wrap_arounds(module, func, analysis, only);
    peeled
        .into_iter()
        .map(|p| {
            let names: Vec<String> = p.variables.iter().map(|v| format!("`{}`", v)).collect();
            let iterations = if p.iterations == 1 {
                "first iteration runs".to_string()
            } else {
                format!("first {} iterations run", p.iterations)
            };
            let remark = format!(
                "loop peeled: its {} before it, so that {} {}",
                iterations,
                names.join(" and "),
                if names.len() == 1 { "steps as an induction" } else { "step as inductions" }
            );
            Rewritten { header: p.header, probe: p.header, loc: p.loc, pass: "peel", remark }
        })
        .collect()
}

/// Loops that read an element their store writes in some iteration, or whose body tests the
/// counter against a constant that flips once, split there (`split_loops.rs`), and the load
/// moved before each part (`hoist_loads.rs`).
fn split_at_writes(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    only: Option<&[Block]>,
    remarks: &mut Remarks,
) -> Vec<Rewritten> {
    let split = split_loops(module, func, analysis, only);
    if split.is_empty() {
        return Vec::new();
    }
    let analysis = LoopAnalysis::compute(module, func);
    insert_preheaders(func, &analysis);
    let analysis = LoopAnalysis::compute(module, func);
    // Both parts move the same load: one remark for the two.
    let mut hoisted = Remarks::default();
    hoist_address_loads(module, func, &analysis, &mut hoisted);
    for r in hoisted.list {
        if !remarks.list.iter().any(|o| o.loc == r.loc && o.message == r.message) {
            remarks.list.push(r);
        }
    }
    split
        .into_iter()
        .map(|s| {
            let at = |inst| func.srclocs[inst];
            let remark = match s.why {
                Why::Crossing { load, store } => format!(
                    "loop split after iteration {}: the load at {}:{} and the store at {}:{} walk toward each other and meet there",
                    s.after, at(load).line, at(load).col, at(store).line, at(store).col
                ),
                Why::Written { load, store } => format!(
                    "loop split after iteration {}: the store at {}:{} writes then the element the load at {}:{} reads, which each part reads before it",
                    s.after, at(store).line, at(store).col, at(load).line, at(load).col
                ),
                Why::Condition { cmp, .. } => format!(
                    "loop split after iteration {}: the comparison at {}:{} changes its value there, and each part takes it as a constant",
                    s.after, at(cmp).line, at(cmp).col
                ),
            };
            Rewritten { header: s.header, probe: s.longer, loc: s.loc, pass: "split", remark }
        })
        .collect()
}

/// The function with the loops `rewrite` changes, if the loop vectorizer then vectorizes at
/// least one of them: rewritten again with only those (a rewritten loop left scalar runs more
/// code than the loop it came from), and vectorized. `None` where no loop changes or none of
/// the changed ones vectorizes: the caller vectorizes the function as it is.
fn vectorize_enabled(
    module: &mut Module,
    func: &Function,
    analysis: &LoopAnalysis,
    (loopvec_opts, target): (&LoopVecOptions, &Target),
    verify: Verifier,
    rewrite: Enabling,
) -> Result<Option<Enabled>, Vec<VerifierError>> {
    let mut only: Option<Vec<_>> = None;
    for _round in 0..2 {
        let mut trial = func.clone();
        let mut rewrite_remarks = Remarks::default();
        let mut changed = rewrite(module, &mut trial, analysis, only.as_deref(), &mut rewrite_remarks);
        if changed.is_empty() {
            return Ok(None);
        }
        clean_up(module, &mut trial, verify, TIDY)?;
        // Where the loop vectorizer places the changed loops, after the clean-up.
        for r in &mut changed {
            r.loc = loopvec::legal::loop_loc(&trial, r.probe);
        }
        // The clean-up may have merged a new loop's preheader into the loop before it.
        let mut trial_analysis = LoopAnalysis::compute(module, &trial);
        if insert_preheaders(&mut trial, &trial_analysis) {
            trial_analysis = LoopAnalysis::compute(module, &trial);
        }
        let mut trial_remarks = Remarks::default();
        vectorize_loops(module, &mut trial, &trial_analysis, loopvec_opts, target, &mut trial_remarks);
        let vectorized: Vec<_> = changed
            .iter()
            .filter(|r| {
                trial_remarks
                    .list
                    .iter()
                    .any(|m| m.loc == r.loc && m.kind == RemarkKind::Passed && m.message.starts_with("loop vectorized"))
            })
            .collect();
        if vectorized.len() == changed.len() {
            let mut remarks = Remarks::default();
            for r in &changed {
                remarks.push(r.loc, RemarkKind::Passed, r.pass, r.remark.clone());
            }
            remarks.list.extend(rewrite_remarks.list);
            remarks.list.extend(trial_remarks.list);
            return Ok(Some(Enabled { func: trial, remarks }));
        }
        if vectorized.is_empty() {
            return Ok(None);
        }
        only = Some(vectorized.iter().map(|r| r.header).collect());
    }
    Ok(None)
}

/// After a pass changed `func`: verifies what it left, runs the clean-up `steps` in order, and
/// verifies again.
fn clean_up(module: &Module, func: &mut Function, verify: Verifier, steps: &[Pass]) -> Result<(), Vec<VerifierError>> {
    verify(module, func)?;
    for step in steps {
        step(module, func);
    }
    verify(module, func)
}

/// Returns whether a vectorizer changed the function.
fn passes(
    module: &mut Module,
    id: FuncId,
    func: &mut Function,
    facts: &ModuleFacts,
    opts: &PipelineOptions,
    remarks: &mut Remarks,
    verify: Verifier,
) -> Result<bool, Vec<VerifierError>> {
    // The function was verified before: local structs' members as scalars, SSA form, then the
    // clean-up.
    split_records(module, func);
    mem2reg(module, func);
    clean_up(module, func, verify, TIDY)?;
    // Calls in loops to small helpers of the file: their bodies instead, so that the loop
    // vectorizer sees what they do. Not a change worth regenerating the function by itself.
    if opts.vectorize_loops && inline_helper_calls(module, id, func, &facts.helpers, remarks) {
        clean_up(module, func, verify, RECORDS_TIDY)?;
    }
    // Arrays private to a loop's iterations, their indices folded to constants by now: their
    // elements become scalars for mem2reg. A cleanup, exact without the pragma, so it does not
    // mark the function as changed.
    if opts.vectorize_loops {
        let analysis = LoopAnalysis::compute(module, func);
        if scalarize_private_arrays(module, func, &analysis, remarks) {
            clean_up(module, func, verify, SSA_TIDY)?;
        }
    }
    // One load of `b[i]` however often the source names it (`b[i] > m ? b[i] : m`), before the
    // vectorizers count them; then comparisons and selects of promoted shorts and chars in their
    // own type (a running maximum of shorts is one of shorts, not of ints converted back),
    // which the one load lets `shorten` see.
    gvn_dce(module, func);
    if shorten_comparisons(module, func) {
        dce(module, func);
    }
    verify(module, func)?;
    if !opts.vectorize_loops {
        return Ok(false);
    }
    let target = &opts.target_table();
    let mut changed = false;
    // The loop analyses the passes below read, of the function as it is: computed again after
    // each pass that changed it, once its clean-up has run.
    let mut analysis = LoopAnalysis::compute(module, func);
    // Loops that only copy: one call of memcpy.
    if copy_loops_to_memcpy(module, func, &analysis, remarks) {
        changed = true;
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // Nests whose inner loop walks a column: the loops trade places, so that the inner one
    // walks a row.
    if interchange_loops(module, func, &analysis, remarks) {
        changed = true;
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // Nests that accumulate into y[i] across the outer loop, or whose inner loop calls a long
    // dependence chain: several outer iterations per inner loop.
    if unroll_and_jam(module, func, &analysis, target, remarks) {
        changed = true;
        clean_up(module, func, verify, TIDY_GVN)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // Stores to one address on both sides of an if/else in a loop: one store of the value
    // either side chose, in the join (`sink_stores.rs`), which the loop vectorizer stores
    // unmasked. A cleanup (gcc does as much), not a change worth regenerating the function.
    let in_loop = |_: &Function, head: crate::ir::Block| analysis.loops.innermost_loop(head).is_some();
    if sink_complementary_stores(func, &in_loop) {
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // Loops entered from a branch (`if (n) do ... while (--n)`): a block for the vector loop's
    // checks and set-up.
    if insert_preheaders(func, &analysis) {
        analysis = LoopAnalysis::compute(module, func);
    }
    // Loads in a loop that an address is computed from (`bb[ix[i]][j]` in a loop over j),
    // the same on every iteration: before the loop, so that the address is a row pointer's.
    if hoist_address_loads(module, func, &analysis, remarks) {
        analysis = LoopAnalysis::compute(module, func);
    }
    let slp = opts.slp.map(|s| SlpAfter { threshold: s.threshold, in_registers: facts.caller_locals.of(id) });
    let loopvec_opts = LoopVecOptions { fast_math: opts.fast_math, slp };
    // Loops unrolled by hand (`a[i] = ...; a[i + 1] = ...; i += 2`) rolled back up, or else
    // loops with wrap-around variables peeled, or else loops that write an element they read
    // or test the counter against a constant split, where the loop vectorizer then vectorizes
    // them (it ran on the rewritten copy).
    let vec_opts = (&loopvec_opts, target);
    let mut enabled = vectorize_enabled(module, func, &analysis, vec_opts, verify, &reroll(opts.fast_math))?;
    if enabled.is_none() {
        enabled = vectorize_enabled(module, func, &analysis, vec_opts, verify, &peel_wraps)?;
    }
    if enabled.is_none() {
        enabled = vectorize_enabled(module, func, &analysis, vec_opts, verify, &split_at_writes)?;
    }
    if let Some(enabled) = enabled {
        *func = enabled.func;
        remarks.list.extend(enabled.remarks.list);
        changed = true;
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // The vector loops' guards are often constant (`4096 >= 32`), their starts conversions
    // of constants: folded, with the dead arms deleted.
    else if vectorize_loops(module, func, &analysis, &loopvec_opts, target, remarks) {
        changed = true;
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
    } else {
        verify(module, func)?;
    }
    // The vector loops' calls to small variants take the variants' bodies; the copies'
    // entry parameters take the call's arguments: forwarded.
    if opts.wfv.is_some_and(|w| !w.naive) && inline_variant_calls(module, func, &analysis) {
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
        // The inlined calls' loops (UF parts, jammed copies) run as one, with the loads
        // they share made once.
        if fuse_loops(module, func, &analysis, remarks) {
            clean_up(module, func, verify, MERGE)?;
            analysis = LoopAnalysis::compute(module, func);
        }
        // The inlined calls' divergent loops (UF parts of a Mandelbrot) step side by side
        // while any of them runs.
        if fuse_divergent_loops(module, func, &analysis, remarks) {
            clean_up(module, func, verify, TIDY)?;
            analysis = LoopAnalysis::compute(module, func);
        }
    }
    // Gathers of neighbouring columns (a transpose's, jammed by `unroll_jam`): rows and
    // shuffles; their index computations are dead then.
    if transpose_gathers(module, func, &analysis, target, remarks) {
        clean_up(module, func, verify, DCE)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // Histograms the loop vectorizer left scalar: their updates dealt out to copies.
    if privatize_histograms(module, func, &analysis, remarks) {
        changed = true;
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // Recurrences through memory the vectorizers left scalar (`a[i] = ... a[i - 1]`): the
    // value stored carried over to the next iterations in a variable, not read back.
    if carry_stored_values(module, func, &analysis, remarks) {
        changed = true;
        clean_up(module, func, verify, TIDY)?;
        analysis = LoopAnalysis::compute(module, func);
    }
    // Straight-line code the loop vectorizer left scalar: chains of stores to consecutive
    // addresses and the operations that feed them, as vectors (SLP).
    if let Some(slp_opts) = &opts.slp {
        let slp_opts = SlpOptions { fast_math: opts.fast_math, ..*slp_opts };
        let in_registers = facts.caller_locals.of(id);
        if vectorize_slp(module, func, &analysis, &slp_opts, &in_registers, target, remarks) {
            changed = true;
            clean_up(module, func, verify, TIDY)?;
        }
    }
    // Short constant-count loops left scalar inside a nest: their iterations one after
    // another (gcc -O3's complete peeling), so that counters, shift amounts and row offsets
    // become constants.
    let loops = &analysis.loops;
    let nested = loops.loops_innermost_first().any(|l| loops.data(l).parent.is_some());
    let unrolled = if nested { unroll_loops(module, func, &NESTED_SCALAR) } else { Vec::new() };
    for &(loc, trips) in &unrolled {
        // A vectorized loop's scalar remainder has the loop's location.
        let vectorized = remarks.list.iter().any(|r| r.loc == loc && r.kind == RemarkKind::Passed);
        let text = match (vectorized, trips) {
            (true, 0) => "loop's scalar remainder removed: it runs no iteration".to_string(),
            (true, 1) => "loop's scalar remainder unrolled: its one iteration runs without the loop".to_string(),
            (true, _) => format!("loop's scalar remainder unrolled: its {} iterations run one after another", trips),
            (false, 0) => "loop removed: it runs no iteration".to_string(),
            (false, 1) => "loop unrolled: its one iteration (a constant count) runs without the loop".to_string(),
            (false, _) => format!("loop unrolled: its {} iterations (a constant count) run one after another", trips),
        };
        remarks.push(loc, RemarkKind::Passed, "unroll", text);
    }
    if !unrolled.is_empty() {
        changed = true;
        clean_up(module, func, verify, TIDY)?;
    }
    Ok(changed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;
    use std::cell::Cell;

    thread_local! {
        /// Breaks each function after its passes ran, as a pass with a bug would
        /// (`run_function`).
        pub(super) static BREAK_AFTER_PASSES: Cell<Option<fn(&mut Function)>> = const { Cell::new(None) };
    }

    /// int sum(int n, int *restrict a) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
    /// and a function without loops.
    const SUM: &str = "
func @sum: fn(int, restrict *int) -> int {
    names v0=n v2=a v30=i v31=s
block0(v0: int, v2: restrict *int):
    v5 = const.int 0
    jump block1(v5, v5)
block1(v30: int, v31: int):
    v10 = lt.int v30, v0
    br v10, block2, block3
block2:
    v15 = cast.long v30
    v16 = ptradd.*int v2, v15
    v17 = load.int v16
    v18 = add.int v31, v17
    v28 = const.int 1
    v29 = add.int v30, v28
    jump block1(v29, v18)
block3:
    ret v31
}
func @one: fn() -> int {
block0:
    v0 = const.int 1
    ret v0
}";

    #[test]
    fn describe_plans_lists_every_function_and_changes_no_loop() {
        let mut module = parse_module(SUM).unwrap();
        let opts = PipelineOptions { target: TargetKind::Avx2, vectorize_loops: true, ..Default::default() };
        let text = describe_plans(&mut module, &opts);
        assert!(text.starts_with("; function sum\nVPlan 'loop at block1 in sum' for VF={2},UF={1} {"), "{}", text);
        assert!(text.contains("; chosen: VF=8, UF=4\n"), "{}", text);
        assert!(text.ends_with("; function one\n; no innermost loops\n\n"), "{}", text);
        assert!(!module.funcs.values().any(|f| f.transformed));
    }

    #[test]
    fn vectorize_loops_is_opt_in_for_library_users() {
        let mut module = parse_module(SUM).unwrap();
        let mut remarks = Remarks::default();
        run(&mut module, &PipelineOptions::default(), &mut remarks).unwrap();
        assert!(remarks.list.is_empty() && !module.funcs.values().any(|f| f.transformed));
        let opts = PipelineOptions { vectorize_loops: true, ..Default::default() };
        run(&mut module, &opts, &mut remarks).unwrap();
        assert_eq!(remarks.list.len(), 1, "{:?}", remarks.list);
        assert!(remarks.list[0].message.starts_with("loop vectorized"), "{:?}", remarks.list);
    }

    /// A function the verifier rejects after the passes is kept as written (it loses its body,
    /// so the emitter copies its text), and what the passes said they did to it is undone.
    #[test]
    fn a_rejected_function_is_kept_as_written_and_its_remarks_undone() {
        let mut module = parse_module(SUM).unwrap();
        // `sum`'s entry block loses its terminator after the loop vectorizer ran.
        BREAK_AFTER_PASSES.with(|b| {
            b.set(Some(|func: &mut Function| {
                if func.name == "sum" {
                    let entry = func.entry_block().unwrap();
                    let last = func.layout.last_inst(entry).unwrap();
                    func.layout.remove_inst(last);
                }
            }))
        });
        let opts = PipelineOptions { target: TargetKind::Avx2, vectorize_loops: true, ..Default::default() };
        let mut remarks = Remarks::default();
        let res = run(&mut module, &opts, &mut remarks);
        BREAK_AFTER_PASSES.with(|b| b.set(None));
        let errors = res.unwrap_err();
        assert!(errors.iter().all(|e| e.to_string().starts_with("@sum: ")), "{:?}", errors);
        let messages: Vec<_> = remarks.list.iter().map(|r| (r.kind, r.message.as_str())).collect();
        assert_eq!(messages.len(), 2, "{:?}", messages);
        assert_eq!(messages[0].0, RemarkKind::Missed);
        assert!(messages[0].1.starts_with("loop vectorized (VF=8"), "{:?}", messages);
        assert!(messages[0].1.contains("(undone: function `sum` kept as written: internal error: "), "{:?}", messages);
        assert_eq!(messages[1].0, RemarkKind::Missed);
        assert!(messages[1].1.starts_with("function `sum` kept as written: internal error: "), "{:?}", messages);
        let sum = module.func_by_name("sum").unwrap();
        assert!(module.funcs[sum].body.is_none() && module.funcs[sum].unsupported.is_some());
        assert!(!module.funcs[sum].transformed);
        // The other function ran as usual.
        let one = module.func_by_name("one").unwrap();
        assert!(module.funcs[one].body.is_some() && module.funcs[one].unsupported.is_none());
    }
}
