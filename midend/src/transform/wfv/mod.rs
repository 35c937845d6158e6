//! Whole-function vectorization (seed: function-level-simd-vectorization.zh.txt): every
//! function with a `__decl-vec-function` / `omp declare simd` annotation and a body gets the
//! vector variants its clauses ask for, as new functions of the module named by the vector
//! function ABI (`abi/vfabi.rs`); the scalar function stays as it is.
//!
//! - `signature.rs`: the variants' C-visible types, declared in the module up front, so that
//!   variants can call each other whatever their order in the file.
//! - `region.rs`: the order blocks are laid out in once the CFG is linearized (loops as single
//!   nodes, topological order inside each loop).
//! - `build.rs`: one variant's body: masks on blocks and edges, phis to selects, linearized
//!   control flow with blocks skipped when no lane is in them (BOSCC) and run unmasked when
//!   every lane is (an all-true fast path, where the target's costs say it pays), divergent loops that run
//!   while any lane is active with per-lane live-out vectors, and each instruction widened by its
//!   shape (`analysis/shape.rs`): uniform stays scalar, consecutive memory is one vector access,
//!   the rest is gathered/scattered or done lane by lane, side effects only for active lanes.
//! - `flatten.rs`: short-circuit conditions (`a || b`) on varying values as selects, before a
//!   body is built: one mask `or` per operand instead of a block and two edge masks.
//! - `memory.rs`: loads and stores better than that: interleave groups (`in[2i]`, `in[2i+1]`:
//!   two vector loads and shuffles) and indices whose lanes may be consecutive at run time
//!   (tested, then one vector access, else the gather or scatter).
//! - `inline.rs`: after the loop vectorizer, its calls to small variants replaced by their
//!   bodies (no spills around the calls, broadcasts hoisted by the C compiler).
//! - `switches.rs`: `switch` statements as chains of two-way branches, before a body is built.
//! - `transform/sink_stores.rs` (shared with the loop vectorizer): stores to the same addresses
//!   on both sides of a varying branch, moved below it as stores of blends, before a body is
//!   built: once per address, no mask.
//!
//! Every annotated function gets one remark: the variants made and the shapes found, or why not.

pub(crate) mod build;
mod external;
mod flatten;
mod inline;
mod memory;
mod region;
pub mod regroup;
mod signature;
mod switches;
mod widen_gathers;

pub use inline::inline_variant_calls;

use crate::abi::vfabi;
use crate::analysis::shape;
use crate::ir::{Callee, FuncDecl, FuncId, Function, InstData, LoopNote, MaskVariants, Module, VecFunctionAnnotation};
use crate::remarks::{RemarkKind, Remarks};
use crate::target::{ElemClass, OpClass, Target};
use crate::transform::{cleanup, unroll};
use crate::verify::verify_function;

/// The ablation switches of the seed's Table 2.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WfvOptions {
    /// No shape optimisations: every non-pointer value is a vector, every memory access is a
    /// gather or scatter, every branch is linearized (`--wfv=naive`).
    pub naive: bool,
    /// Skip a block when no lane is in it (`--no-boscc` turns it off for blocks whose operations
    /// are all masked; blocks with scalar side effects are always skipped when empty), and run
    /// it unmasked when every lane is, where that pays (`--no-boscc` turns that off too).
    pub boscc: bool,
    /// Annotated functions without a definition in this file have their variants defined
    /// elsewhere under the ABI names: declare them and call them (`--extern-variants`).
    pub extern_variants: bool,
    /// Math functions the target computes with glibc's libmvec (`expf`, `logf`, `pow`...: a few
    /// ulp off the scalar function, `MathImpl::Libmvec`) are called on whole vectors in
    /// variants, as the loop vectorizer does under the same flag (`--fast-math`).
    pub fast_math: bool,
    /// The seed's scalar execution (2.2.2): a divergent loop with at most a few active lanes
    /// left runs them one by one as scalar code, where the target's costs say that pays
    /// (`build/scalar_lanes.rs`; `--no-scalar-lanes` turns it off, as does `--wfv=naive`).
    pub scalar_lanes: bool,
    /// The seed's instance restructuring (2.2.3): the loop vectorizer regroups the instances
    /// of a vector iteration's calls by a costly varying branch of the function
    /// (`regroup.rs`; `--no-restructure` turns it off, as does `--wfv=naive`).
    pub regroup: bool,
}

impl Default for WfvOptions {
    fn default() -> Self {
        WfvOptions {
            naive: false,
            boscc: true,
            extern_variants: false,
            fast_math: false,
            scalar_lanes: true,
            regroup: true,
        }
    }
}

/// One variant to build.
struct Job {
    scalar: FuncId,
    variant: FuncId,
    abi: vfabi::Variant,
    body: Function,
    ann: usize,
}

/// Makes the vector variants of every annotated function with a body; returns how many were
/// made. New functions are appended to the module and listed in `Module::vector_variants`.
pub fn vectorize_functions(module: &mut Module, opts: &WfvOptions, target: &Target, remarks: &mut Remarks) -> usize {
    external::declare_external_variants(module, opts, target, remarks);
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    let mut jobs = Vec::new();
    for id in ids {
        let Some(body) = module.funcs[id].body.as_ref() else { continue };
        if body.vec_annotations.is_empty() {
            continue;
        }
        if let Some(func) = prepared_body(module, id, opts, remarks) {
            jobs.extend(plan_variants(module, id, &func, target, remarks));
        }
    }
    let results = build_all(module, &jobs, opts, target);
    let (made, notes) = install_bodies(module, &jobs, results, remarks);
    // One summary remark per annotation that got variants.
    for &key in &notes.reported {
        summary_remark(module, &jobs, key, &notes, opts, remarks);
    }
    made
}

/// The body of the annotated function `id` the variants are made from: cleaned up, small
/// loops unrolled, switches lowered. None (with a remark) when it does not verify.
fn prepared_body(module: &mut Module, id: FuncId, opts: &WfvOptions, remarks: &mut Remarks) -> Option<Function> {
    let mut func = module.funcs[id].body.clone()?;
    // The variants are made from the cleaned-up scalar body, before other vectorizers.
    cleanup(module, &mut func);
    // Small loops with a constant count become straight-line code (not under --wfv=naive,
    // which shows the seed's baseline).
    if !opts.naive {
        unroll::unroll_small_loops(module, &mut func);
    }
    // Switches become chains of branches, which the builder linearizes or keeps.
    if switches::lower_switches(&module.types, &mut func) {
        crate::transform::simplify::simplify(module, &mut func);
    }
    if let Err(errs) = verify_function(module, &func) {
        let msg = format!("function `{}` not vectorized: internal error: {}", func.name, errs[0]);
        remarks.push(func.loc, RemarkKind::Missed, "wfv", msg);
        return None;
    }
    Some(func)
}

/// The variants the annotations of `id` (its prepared body `func`) ask for, each declared in
/// the module; a remark for each annotation or variant that cannot be made.
fn plan_variants(module: &mut Module, id: FuncId, func: &Function, target: &Target, remarks: &mut Remarks) -> Vec<Job> {
    let mut jobs = Vec::new();
    // A declaration and the definition may both carry the clauses (a header's
    // `declare simd` and the file's own): each ABI name is made once.
    let mut made: Vec<vfabi::Variant> = Vec::new();
    if let Some((name, kind)) = ordered_call(module, func) {
        // The lanes' other accesses would move across it.
        for ann in &func.vec_annotations {
            let why = format!("it calls `{}`, {}, which vcc never vectorizes", name, kind);
            remarks.push(
                ann.loc,
                RemarkKind::Missed,
                "wfv",
                format!("function `{}` not vectorized: {}", func.name, why),
            );
        }
        return jobs;
    }
    for (ann_idx, ann) in func.vec_annotations.iter().enumerate() {
        let fty = module.funcs[id].ty;
        let name = module.funcs[id].name.clone();
        let not_vectorized = |why: String| format!("function `{}` not vectorized: {}", name, why);
        let variants = match vfabi::variants_for(&mut module.types, &name, fty, ann, target) {
            Ok(vs) => with_internal_masked(&module.types, ann, vs, target),
            Err(why) => {
                remarks.push(ann.loc, RemarkKind::Missed, "wfv", not_vectorized(why));
                continue;
            }
        };
        for abi in variants {
            if made.contains(&abi) {
                continue;
            }
            made.push(abi.clone());
            match signature::declare(module, id, &abi) {
                Ok(variant) => jobs.push(Job { scalar: id, variant, abi, body: func.clone(), ann: ann_idx }),
                Err(why) => remarks.push(ann.loc, RemarkKind::Missed, "wfv", not_vectorized(why)),
            }
        }
    }
    jobs
}

/// The C name of the first builtin `func` calls that is never vectorized, and what it is
/// (`FuncDecl::never_vectorized`).
fn ordered_call<'m>(module: &'m Module, func: &Function) -> Option<(&'m str, &'static str)> {
    func.layout.blocks().iter().flat_map(|&b| func.layout.block_insts(b)).find_map(|&inst| match func.inst(inst) {
        crate::ir::InstData::Call { callee: crate::ir::Callee::Direct(f), .. } => {
            module.funcs[*f].never_vectorized().map(|kind| (module.funcs[*f].c_name(), kind))
        }
        _ => None,
    })
}

/// Builds every job's body; a variant that cannot be built is withdrawn, and the others are
/// built again (one of them may have called it).
fn build_all(
    module: &mut Module,
    jobs: &[Job],
    opts: &WfvOptions,
    target: &Target,
) -> Vec<Result<(Function, build::Notes), String>> {
    loop {
        let available: Vec<(FuncId, FuncId, vfabi::Variant)> = module.vector_variants.clone();
        let results: Vec<_> = jobs.iter().map(|job| build_job(module, job, &available, opts, target)).collect();
        let failed: Vec<FuncId> =
            jobs.iter().zip(&results).filter(|(_, r)| r.is_err()).map(|(j, _)| j.variant).collect();
        let before = module.vector_variants.len();
        module.vector_variants.retain(|(_, v, _)| !failed.contains(v));
        if module.vector_variants.len() == before {
            return results;
        }
    }
}

/// One job's body, calling the variants `available`, tidied and verified.
fn build_job(
    module: &mut Module,
    job: &Job,
    available: &[(FuncId, FuncId, vfabi::Variant)],
    opts: &WfvOptions,
    target: &Target,
) -> Result<(Function, build::Notes), String> {
    let (mut f, notes) =
        build::build_variant(module, &job.body, job.ann, &job.abi, job.variant, available, opts, target)?;
    if !opts.naive {
        widen_gathers::widen_narrow_gathers(&mut module.types, &mut f, target);
        // The selects if-conversion made that spell `min`, `max` or `abs`.
        crate::transform::loopvec::idioms::rewrite(module, &mut f);
    }
    verify_function(module, &f).map_err(|errs| format!("internal error: {}", errs[0]))?;
    Ok((f, notes))
}

/// What the summary remarks say, per annotation (the scalar function and the annotation's
/// index), over the annotation's variants.
#[derive(Default)]
struct AnnotationNotes {
    /// The annotations that were built, in job order.
    reported: Vec<(FuncId, usize)>,
    /// The blocks given all-true fast paths.
    fast_paths: Vec<((FuncId, usize), String)>,
    /// What the divergent loops do with their last few lanes.
    lane_notes: Vec<((FuncId, usize), String)>,
}

/// Puts the bodies built into their variants, with a remark for each variant asked for that
/// could not be made; gives how many were made and what the summary remarks say.
fn install_bodies(
    module: &mut Module,
    jobs: &[Job],
    results: Vec<Result<(Function, build::Notes), String>>,
    remarks: &mut Remarks,
) -> (usize, AnnotationNotes) {
    let mut made = 0;
    let mut notes = AnnotationNotes::default();
    for (job, res) in jobs.iter().zip(results) {
        let key = (job.scalar, job.ann);
        match res {
            Ok((mut func, built)) => {
                if let Some(entry) = func.entry_block() {
                    let text = variant_note(&module.funcs[job.variant].name, job);
                    func.loop_notes[entry] = Some(LoopNote { loc: job.body.loc, text });
                }
                module.funcs[job.variant].body = Some(func);
                made += 1;
                for note in built.all_true {
                    if !job.abi.internal && !notes.fast_paths.contains(&(key, note.clone())) {
                        notes.fast_paths.push((key, note));
                    }
                }
                // The widest variant's, which the remark's VF is.
                if !job.abi.internal && !notes.lane_notes.iter().any(|(k, _)| *k == key) {
                    notes.lane_notes.extend(built.scalar_lanes.into_iter().map(|n| (key, n)));
                }
            }
            // vcc's own masked variants are not asked for: they go without a remark.
            Err(_) if job.abi.internal => {}
            Err(why) => {
                let vname = module.funcs[job.variant].name.clone();
                let msg = format!("function `{}`: variant `{}` not made: {}", job.body.name, vname, why);
                remarks.push(job.body.vec_annotations[job.ann].loc, RemarkKind::Missed, "wfv", msg);
            }
        }
        if !notes.reported.contains(&key) {
            notes.reported.push(key);
        }
    }
    (made, notes)
}

/// The note on a variant that the emitter writes above it (`Function::loop_notes` of its entry
/// block): "vector variant _ZGVdN8vu_f of `f`: VL 8, unmasked, x vector, n uniform".
fn variant_note(name: &str, job: &Job) -> String {
    let params: Vec<String> = job
        .abi
        .params
        .iter()
        .enumerate()
        .map(|(idx, param)| {
            let value = job.body.params().get(idx).copied();
            let pname =
                value.and_then(|v| job.body.value_name(v)).map_or(format!("parameter {}", idx + 1), String::from);
            let kind = match &param.kind {
                vfabi::ParamAbi::Varying => "vector".to_string(),
                vfabi::ParamAbi::Uniform => "uniform".to_string(),
                vfabi::ParamAbi::Linear(step) => format!("linear step {}", step),
                vfabi::ParamAbi::LinearParam(pos) => format!("linear step parameter {}", pos + 1),
            };
            let align = param.align.map_or(String::new(), |a| format!(" aligned {}", a));
            format!("{} {}{}", pname, kind, align)
        })
        .collect();
    let mut text = format!(
        "vector variant {} of `{}`: VL {}, {}",
        name,
        job.body.name,
        job.abi.vlen,
        if job.abi.masked { "masked" } else { "unmasked" }
    );
    for p in params {
        text.push_str(", ");
        text.push_str(&p);
    }
    text
}

/// The remark for the annotation `(scalar, ann_idx)` when it got variants: their names, the
/// shapes found, and what `notes` say of it; the branch loops calling it may regroup its
/// instances by is recorded in `Module::branch_slices`.
fn summary_remark(
    module: &mut Module,
    jobs: &[Job],
    (scalar, ann_idx): (FuncId, usize),
    notes: &AnnotationNotes,
    opts: &WfvOptions,
    remarks: &mut Remarks,
) {
    let made_names: Vec<String> = jobs
        .iter()
        .filter(|j| j.scalar == scalar && j.ann == ann_idx && !j.abi.internal && module.funcs[j.variant].body.is_some())
        .map(|j| module.funcs[j.variant].name.clone())
        .collect();
    if made_names.is_empty() {
        return;
    }
    let job = jobs.iter().find(|j| j.scalar == scalar && j.ann == ann_idx).expect("reported jobs exist");
    let ann = &job.body.vec_annotations[ann_idx];
    let seeds = shape::seeds_from_annotation(module, &job.body, ann, vfabi::default_align(job.abi.isa));
    let info = shape::compute(module, &job.body, &seeds, opts.naive);
    let mut msg = format!(
        "function `{}` vectorized: {} (VF {}); shapes: {}",
        job.body.name,
        made_names.join(", "),
        job.abi.vlen,
        info.summary(module, &job.body)
    );
    if !info.divergent_loops.is_empty() {
        msg.push_str(&format!("; {} divergent loop(s)", info.divergent_loops.len()));
    }
    if opts.regroup && !opts.naive && !module.branch_slices.contains_key(&scalar) {
        if let Some(slice) = regroup::branch_slice(module, &job.body, &info) {
            msg.push_str(&format!(
                "; loops calling it may regroup its instances by the branch {} (instance restructuring)",
                crate::remarks::at(slice.loc, "in it")
            ));
            module.branch_slices.insert(scalar, slice);
        }
    }
    let of_this = |list: &[((FuncId, usize), String)]| -> Vec<String> {
        list.iter().filter(|(k, _)| *k == (scalar, ann_idx)).map(|(_, n)| n.clone()).collect()
    };
    let fast = of_this(&notes.fast_paths);
    if !fast.is_empty() {
        msg.push_str(&format!("; all-true fast path for the block(s) of {}", fast.join(", ")));
    }
    let lanes = of_this(&notes.lane_notes);
    if !lanes.is_empty() {
        msg.push_str(&format!("; {}", lanes.join("; ")));
    }
    remarks.push(ann.loc, RemarkKind::Passed, "wfv", msg);
}

/// `variants` and, for a `nomask` annotation on a target whose masked stores cost what plain
/// ones do (avx512's k-masks), a masked copy of each, internal (`Variant::internal`): the loop
/// vectorizer calls them in a masked remainder (`loopvec/tail.rs`) where the clause gives no
/// masked variant, and `drop_unused_internal_variants` removes those no loop called.
fn with_internal_masked(
    types: &crate::ir::Types,
    ann: &VecFunctionAnnotation,
    variants: Vec<vfabi::Variant>,
    target: &Target,
) -> Vec<vfabi::Variant> {
    if ann.mask != MaskVariants::UnmaskedOnly {
        return variants;
    }
    let mut res = variants.clone();
    for v in variants {
        let elem = ElemClass::of(types.size_of(v.cdt).unwrap_or(4), types.is_float(v.cdt));
        if target.masked_access_is_free(OpClass::MaskedStore, elem)
            && target.masked_access_is_free(OpClass::MaskedLoad, elem)
        {
            res.push(vfabi::Variant { masked: true, internal: true, ..v });
        }
    }
    res
}

/// Removes the bodies of the internal masked variants (`with_internal_masked`) that no function
/// calls any more (none took a masked remainder, or it was inlined): they are not written out.
pub fn drop_unused_internal_variants(module: &mut Module) {
    let internal: Vec<FuncId> =
        module.vector_variants.iter().filter(|(_, _, v)| v.internal).map(|(_, id, _)| *id).collect();
    for id in internal {
        let called = module.funcs.values().filter_map(|f| f.body.as_ref()).any(|body| {
            body.insts_in_order().any(
                |(_, inst)| matches!(body.inst(inst), InstData::Call { callee: Callee::Direct(f), .. } if *f == id),
            )
        });
        if !called {
            module.funcs[id].body = None;
        }
    }
}

/// A new function declaration of the module, for a variant.
fn variant_decl(scalar: &FuncDecl, name: String, ty: crate::ir::TypeId) -> FuncDecl {
    FuncDecl {
        name,
        ty,
        linkage: scalar.linkage,
        body: None,
        unsupported: None,
        splice: None,
        pp_splice: None,
        end_loc: Default::default(),
        vec_annotations: Vec::new(),
        loc: scalar.loc,
        transformed: false,
        asm: None,
    }
}
