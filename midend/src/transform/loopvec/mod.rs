//! The loop vectorizer, VPlan-style (seed: vplan-loop-vectorizer.txt): for each innermost loop,
//! `legal` decides whether it can be vectorized, `plan` lifts it into recipes for every
//! candidate VF (2 up to the register width of its widest element, of its bytes for byte loops
//! without reductions or conditions; powers of two) and UF
//! (1, 2, 4), `cost` prices each plan from the target table, and `execute` materializes the
//! cheapest, keeping the original loop as the scalar epilogue; when UF > 1, `epilogue` vectorizes
//! that scalar loop once more with UF = 1 for the whole vectors left over, and `tail` runs the
//! last iterations, fewer than VF, as one masked vector iteration where the cost model says that
//! pays. Every innermost loop gets one remark: vectorized with its VF, UF and estimated speedup,
//! or why not.
//!
//! `predicate` is the analysis half of if-conversion (block masks, blends), read by `legal`;
//! `idioms` rewrites the vector selects it leaves that spell `abs`, `min` or `max`.
//!
//! Values the loop replaces under a condition and only carries out (`if (a[i] > 0) last = i;`)
//! are conditional last values (`last_value`). Exits that compare an induction with a bound
//! from before the loop are all counted: the vector loop runs the smallest count.
//!
//! Early exits whose tests read memory (a search) are vectorized over arrays of known length,
//! or over one pointer of unknown extent after a scalar peel loop that aligns it (`peel`): the
//! vector loop tests every exit's lanes first and hands its iterations to the scalar loop
//! when one would leave (`legal::check_before_exit_test` says what may run before the test).
//!
//! A loop without a counted exit (`while (*s) s++;`) takes the same path with every exit an
//! early exit: the vector loop goes on until one leaves (`LegalLoop::uncounted`).
//!
//! Stores through an index are scatters in lane order (`scatter`). Not done here: outer loops,
//! histogram updates through an index (see `legal/` for the list). The pipeline's `LoopAnalysis` serves
//! until a loop is vectorized; the analyses are computed afresh after each.

pub mod aligned;
pub mod complex;
pub mod cost;
mod distances;
pub mod epilogue;
pub mod execute;
pub mod idioms;
pub mod last_value;
pub mod legal;
pub mod madd;
pub mod mask_arith;
pub mod merge_stores;
pub mod modind;
mod names;
pub mod narrow;
pub mod ordered;
pub mod peel;
pub mod plan;
pub mod predicate;
pub mod recurrence;
pub mod regroup;
pub mod reverse;
pub mod saturate;
pub mod scatter;
mod slp_first;
mod strides;
pub mod tail;

use crate::analysis::deps::{escaping_slots, loop_dependences, LoopDeps};
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::target::Target;
use legal::{LegalInput, LegalLoop, Refusal};
use plan::VPlan;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

/// What the vectorizer may assume.
#[derive(Clone, Debug, Default)]
pub struct LoopVecOptions {
    /// Float reductions may be reassociated.
    pub fast_math: bool,
    /// The SLP vectorizer that runs after this one, if it does: a loop whose iteration it
    /// vectorizes better is left to it (`slp_first.rs`).
    pub slp: Option<SlpAfter>,
}

/// What the SLP vectorizer that runs after the loop vectorizer is told (the pipeline's
/// `SlpOptions` and `CallerLocals` for this function), for `slp_first.rs` to price its trees
/// as it will.
#[derive(Clone, Debug, Default)]
pub struct SlpAfter {
    /// A tree is vectorized when its cost is below `-threshold`.
    pub threshold: i64,
    /// The parameters (by index) pointing into a caller's local kept in registers.
    pub in_registers: BTreeMap<usize, crate::analysis::caller_locals::Origin>,
}

/// The outcome of planning one loop.
#[derive(Clone, Debug)]
pub struct LoopPlans {
    pub header: Block,
    pub loc: SrcLoc,
    /// Every candidate plan, costed, or why the loop cannot be vectorized.
    pub plans: Result<Vec<VPlan>, Refusal>,
    /// Index of the chosen plan in `plans`, if one beats the scalar loop.
    pub chosen: Option<usize>,
}

/// The analyses of a function that the loop checks read: the loop analyses (the pipeline's,
/// borrowed, or computed here) and what loopvec adds to them. Computed once and reused for
/// every loop until the function changes (a loop vectorized): a function of many loops that
/// stay scalar is analysed once, not once per loop.
struct FuncAnalyses<'a> {
    analysis: Cow<'a, LoopAnalysis>,
    escaping: BTreeSet<StackSlot>,
    users: narrow::Users,
}

impl<'a> FuncAnalyses<'a> {
    /// The analyses `check` and `plan_loops` read, computed for `func` as it is now.
    fn compute(module: &Module, func: &Function) -> FuncAnalyses<'a> {
        FuncAnalyses::extend(func, Cow::Owned(LoopAnalysis::compute(module, func)))
    }

    /// The analyses `check` and `plan_loops` read, from the loop analyses of `func` as it is.
    fn extend(func: &Function, analysis: Cow<'a, LoopAnalysis>) -> FuncAnalyses<'a> {
        let escaping = escaping_slots(func, &analysis.affine);
        let users = narrow::Users::compute(func);
        FuncAnalyses { analysis, escaping, users }
    }

    /// The input of `legal::check` for one loop, from these analyses and that loop's dependences.
    fn input<'b>(
        &'b self,
        module: &'b Module,
        func: &'b Function,
        deps: &'b LoopDeps,
        fast_math: bool,
        target: &'b Target,
    ) -> LegalInput<'b> {
        LegalInput {
            module,
            func,
            cfg: &self.analysis.cfg,
            loops: &self.analysis.loops,
            affine: &self.analysis.affine,
            deps,
            users: &self.users,
            fast_math,
            complex_muls: !target.structure_accesses(),
            target,
        }
    }
}

/// Legality and costed plans for every innermost loop of `func`, without changing it.
pub fn plan_loops(module: &Module, func: &Function, opts: &LoopVecOptions, target: &Target) -> Vec<LoopPlans> {
    plan_loops_with(module, func, &FuncAnalyses::compute(module, func), opts, target)
}

/// `plan_loops` from analyses of `func` as it is.
fn plan_loops_with(
    module: &Module,
    func: &Function,
    analyses: &FuncAnalyses,
    opts: &LoopVecOptions,
    target: &Target,
) -> Vec<LoopPlans> {
    let loops = &analyses.analysis.loops;
    if !loops.is_reducible() {
        return Vec::new();
    }
    let mut res = Vec::new();
    for lp in loops
        .loops()
        .filter(|lp| loops.data(*lp).children.is_empty() && !func.vector_code.contains(&loops.data(*lp).header))
    {
        let deps = loop_dependences(module, func, &analyses.analysis.affine, &analyses.escaping, loops, lp);
        let input = analyses.input(module, func, &deps, opts.fast_math, target);
        let header = loops.data(lp).header;
        let loc = legal::loop_loc(func, header);
        let legal = legal::check(&input, lp);
        let plans = legal.as_ref().map_err(Clone::clone).and_then(|legal| build_plans(module, func, legal, target));
        let chosen = match (&legal, &plans) {
            (Ok(legal), Ok(plans)) => cost::choose(plans).filter(|b| ordered::pays(legal, &plans[*b])),
            _ => None,
        };
        res.push(LoopPlans { header, loc, plans, chosen });
    }
    res
}

/// The registers that one value of VF·UF iterations may take in its widest lanes (UF=4 of full
/// registers, or VF of the narrowest element with wider lanes in several registers).
pub const MAX_REGISTERS: u64 = 4;

/// Candidate VFs are powers of two from 2 to the register width of the widest element, capped
/// by the dependences (VF·UF iterations run together, so the cap is on their product). Loops of
/// byte elements without reductions or conditions go up to the register width of the bytes (32
/// uint8 lanes on AVX2: LLVM's "maximize bandwidth"), with the widest element's vectors of VF·UF
/// iterations in at most MAX_REGISTERS registers. Measured on the benchmark (gcc 12 -O2):
/// blend_u8 1.39 -> 0.80 s and u8_to_f32 0.62 -> 0.46 s with VF 32, but int16 loops (madd_i16
/// 0.64 -> 2.6 s, widen_i16 0.30 -> 0.74 s) and the if-converted sat_add_u8 (0.58 -> 1.09 s) ran
/// slower: their conversions and masks in vectors of several registers compile poorly. A target
/// whose values must fit one register (`Target::wide_values`: avx512) stays at the widest lanes.
/// The vectors are the target's preferred loop width (`Target::loop_vector_bytes`: 256 bits on
/// avx512), or its full registers in loops that call vector variants, which take full registers,
/// and in loops with an operation whose full-register form pays (`Target::full_width_pays`),
/// where the cost model picks between the widths (`cost::registers`). UF stays where the
/// vectors the parts carry across iterations fit half of `Target::vector_registers` (LLVM's
/// interleave count likewise respects register pressure): coverage red_bitwise, three
/// bitwise reductions, went from UF 4 to 2 on 16-register targets, 0.081 s -> 0.059 s on
/// sse4.2 and 0.045 s -> 0.027 s on avx2 (Zen 4, gcc 12 -O2; the input at gcc -O2 0.060 s).
fn build_plans(module: &Module, func: &Function, legal: &LegalLoop, target: &Target) -> Result<Vec<VPlan>, Refusal> {
    let conditional = legal.predication.order.iter().any(|b| legal.predication.is_conditional(*b));
    let bandwidth = target.wide_values
        && target.bandwidth_plans(legal.narrowest_bytes, legal.widest_bytes, !legal.reductions.is_empty(), || {
            cost::multiplies_shorts(module, func, legal)
        })
        && !conditional;
    let lane_bytes = if bandwidth { legal.narrowest_bytes } else { legal.widest_bytes };
    let width = plan_width(module, func, legal, target);
    // An early exit's any-lane test takes one register too: emit's masks of 16 and 32 lanes
    // have 16- and 8-bit lanes (one `vpmovmskb`), AVX-512's are k-masks.
    let max_vf = (width as u64 / lane_bytes.max(1)) as u32;
    let safe = legal.max_safe_vf.unwrap_or(u64::MAX);
    let register_bytes = MAX_REGISTERS * width as u64;
    // The vectors each part carries to the next iteration (accumulators, last values with
    // their iteration numbers, recurrences), in registers of the widest element.
    let carried = legal.reductions.len() + 2 * legal.cond_lasts.len() + legal.recurrences.len();
    let mut plans = Vec::new();
    // A multiply-add accumulator has VF/2 lanes: at least 2.
    let mut vf = if legal.madds.is_empty() { 2 } else { 4 };
    while vf <= max_vf {
        for uf in [1, 2, 4] {
            let footprint = (vf * uf) as u64 * legal.widest_bytes;
            // UF copies of them within half the registers (the rest hold constants, loads and
            // temporaries): beyond, gcc spills accumulators to the stack in the loop (coverage
            // red_bitwise on sse4.2, three reductions at UF 4: 12 accumulators in 16 xmm).
            let per_part = carried as u64 * (vf as u64 * legal.widest_bytes).div_ceil(width as u64);
            let fits = uf == 1 || per_part * uf as u64 <= target.vector_registers as u64 / 2;
            if (vf * uf) as u64 <= safe && footprint <= register_bytes.max(legal.widest_bytes * 2) && fits {
                let mut plan = plan::build(module, func, legal, target, vf, uf);
                // A variant call whose aligned pointer the guard could not test is not made.
                if !aligned::all_checked(module, func, legal, &plan.body) {
                    continue;
                }
                cost::cost_plan(module, func, legal, target, &mut plan);
                plans.push(plan);
            }
        }
        vf *= 2;
    }
    if plans.is_empty() {
        let why = match legal.max_safe_vf {
            Some(safe) if safe < 2 => format!("a dependence allows no more than {} iteration at a time", safe),
            _ => format!("the target has no vector of {}-byte elements", legal.widest_bytes),
        };
        return Err(Refusal { message: why, loc: legal.loc });
    }
    Ok(plans)
}

/// Whether the loop calls a vector variant (which takes full registers).
fn calls_variants(module: &Module, func: &Function, legal: &LegalLoop) -> bool {
    legal.body.iter().any(|i| legal::variant_for_call(module, func, legal.header, *i, None, None).is_some())
}

/// The widest vectors the loop's plans may use, in bytes (see `build_plans`).
fn plan_width(module: &Module, func: &Function, legal: &LegalLoop, target: &Target) -> u32 {
    if calls_variants(module, func, legal) || cost::has_full_width_op(module, func, legal, target) {
        target.vector_bytes
    } else {
        target.loop_vector_bytes
    }
}

/// The legality of the loop headed by `header`, from analyses computed afresh (the function may
/// have changed since the loop was found); `None` when `header` heads no loop any more.
fn check_at(
    module: &Module,
    func: &Function,
    header: Block,
    fast_math: bool,
    target: &Target,
) -> Option<Result<LegalLoop, Refusal>> {
    check_with(module, func, &FuncAnalyses::compute(module, func), header, fast_math, target)
}

/// `check_at` from analyses of `func` as it is.
fn check_with(
    module: &Module,
    func: &Function,
    analyses: &FuncAnalyses,
    header: Block,
    fast_math: bool,
    target: &Target,
) -> Option<Result<LegalLoop, Refusal>> {
    let LoopAnalysis { loops, affine, .. } = analyses.analysis.as_ref();
    let lp = loops.is_header(header)?;
    let deps = loop_dependences(module, func, affine, &analyses.escaping, loops, lp);
    Some(legal::check(&analyses.input(module, func, &deps, fast_math, target), lp))
}

/// Every candidate plan and the chosen one, as `--emit=vplan` prints them.
pub fn describe_plans(module: &Module, func: &Function, opts: &LoopVecOptions, target: &Target) -> String {
    let mut out = String::new();
    for lp in plan_loops(module, func, opts, target) {
        match &lp.plans {
            Err(why) => out.push_str(&format!("; {} in {}: not vectorized: {}\n", lp.header, func.name, why.message)),
            Ok(plans) => {
                for plan in plans {
                    out.push_str(&plan.to_string());
                }
                match lp.chosen {
                    Some(idx) => out.push_str(&format!("; chosen: VF={}, UF={}\n", plans[idx].vf, plans[idx].uf)),
                    None => out.push_str("; chosen: none (not profitable)\n"),
                }
            }
        }
    }
    out
}

/// Vectorizes every innermost loop it can; returns whether the function changed. Loops are
/// taken one at a time by their original headers, with analyses recomputed in between, so the
/// new vector loops and scalar epilogues are never vectorized again.
pub fn vectorize_loops(
    module: &mut Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    opts: &LoopVecOptions,
    target: &Target,
    remarks: &mut Remarks,
) -> bool {
    let analysed = FuncAnalyses::extend(func, Cow::Borrowed(analysis));
    let headers: Vec<Block> =
        plan_loops_with(module, func, &analysed, opts, target).iter().map(|lp| lp.header).collect();
    // The analyses of the function as it is; dropped when a loop is vectorized.
    let mut analyses = Some(analysed);
    let mut changed = false;
    for header in headers {
        let current = analyses.get_or_insert_with(|| FuncAnalyses::compute(module, func));
        let outcome = attempt(module, func, current, header, opts, target);
        // Refused, not profitable, or gathering where a run-time stride is 1: again with the
        // strides taken as 1, behind a test that they are.
        let facts = strides::candidates(module, func, &current.analysis, header);
        let outcome = match outcome {
            Some(first) if !facts.is_empty() => {
                let analysis = strides::assuming(&current.analysis, &facts);
                let assumed =
                    attempt(module, func, &FuncAnalyses::extend(func, Cow::Owned(analysis)), header, opts, target);
                Some(match (first, assumed) {
                    (first, Some(Ok((mut legal, plans, best)))) if strides::better(&first, &plans[best]) => {
                        legal.assumed = facts;
                        Ok((legal, plans, best))
                    }
                    (first, _) => first,
                })
            }
            other => other,
        };
        let (legal, plans, best) = match outcome {
            None => continue,
            Some(Ok(chosen)) => chosen,
            Some(Err(why)) => {
                missed(remarks, why.loc, &why.message);
                continue;
            }
        };
        let plan = &plans[best];
        let running = modind::describe(module, func, &legal);
        let backup = func.clone();
        match execute::execute(module, func, &legal, plan) {
            Ok(vector_header) => {
                changed = true;
                analyses = None;
                let speedup = plan.cost.as_ref().map_or(1.0, |c| c.speedup());
                let mut checks = match plan.runtime_checks.len() {
                    0 => String::new(),
                    1 => ", versioned on 1 runtime overlap check".to_string(),
                    n => format!(", versioned on {} runtime overlap checks", n),
                };
                checks.push_str(&strides::describe(func, &legal));
                checks.push_str(&distances::describe(module, func, &legal, (plan.vf * plan.uf) as u64));
                checks.push_str(&ordered::describe(module, func, &legal));
                let exits = describe_exits(module, func, &legal, plan);
                let mut epilogue = vectorize_leftovers(module, func, (header, plan), opts, target);
                let text = note_text(module, func, &legal, plan, &format!("{}{}{}", exits, running, epilogue));
                func.loop_notes[vector_header] = Some(LoopNote { loc: legal.loc, text });
                epilogue.push_str(&describe_calls(module, func, &legal, plan));
                let msg = format!(
                    "loop vectorized (VF={}, UF={}, est. speedup {:.1}x{}{}{}{})",
                    plan.vf, plan.uf, speedup, checks, exits, running, epilogue
                );
                remarks.push(legal.loc, RemarkKind::Passed, "loopvec", msg);
            }
            Err(why) => {
                *func = backup;
                missed(remarks, legal.loc, &why);
            }
        }
    }
    // Once for every vector loop of the function, epilogues included.
    if changed {
        idioms::rewrite(module, func);
        reverse::cancel(module, func);
        reverse::cancel_in_reductions(module, func);
    }
    changed
}

/// The note on a vectorized loop that the emitter writes above it (`Function::loop_notes`):
/// its plan, the ranges its run-time checks keep apart, and `rest` (the remark's words on
/// exits and leftovers, each after a comma), then what runs the last iterations.
/// "vectorized: VF 8, UF 4, run-time check: `x` and `y` do not overlap, scalar epilogue".
pub(super) fn note_text(module: &Module, func: &Function, legal: &LegalLoop, plan: &VPlan, rest: &str) -> String {
    let mut text = format!("vectorized: VF {}, UF {}", plan.vf, plan.uf);
    if !plan.runtime_checks.is_empty() {
        let pairs: Vec<String> = plan
            .runtime_checks
            .iter()
            .map(|c| {
                format!(
                    "{} and {}",
                    base_name(module, func, legal, &c.a.base),
                    base_name(module, func, legal, &c.b.base)
                )
            })
            .collect();
        let s = if pairs.len() == 1 { "" } else { "s" };
        text.push_str(&format!(", run-time check{}: {} do not overlap", s, pairs.join(", ")));
        if plan.runtime_checks.iter().any(|c| c.diffs.is_some()) {
            text.push_str(" (or overlap only in the order the vector loop keeps)");
        }
    }
    text.push_str(&strides::describe(func, legal));
    text.push_str(&distances::describe(module, func, legal, (plan.vf * plan.uf) as u64));
    text.push_str(&rest.replace("VF=", "VF "));
    // A masked remainder leaves the scalar loop nothing to run.
    if !rest.ends_with("masked remainder") {
        text.push_str(", scalar epilogue");
    }
    text
}

/// What a run-time check's range is in: its variable in backquotes, as remarks name it.
fn base_name(module: &Module, func: &Function, legal: &LegalLoop, base: &crate::analysis::affine::Base) -> String {
    match base {
        crate::analysis::affine::Base::Slot(slot) => {
            func.slots[*slot].name.as_ref().map_or("a local".into(), |n| format!("`{}`", n))
        }
        crate::analysis::affine::Base::Global(global) => format!("`{}`", module.globals[*global].name),
        crate::analysis::affine::Base::Value(v) => legal::show_value(module, func, legal.loc, *v),
    }
}

/// What `attempt` gives a loop: the legal loop, its plans and the chosen one's index; or where
/// and why not.
type Attempt = Result<(LegalLoop, Vec<VPlan>, usize), Refusal>;

/// The legal loop at `header`, its plans and the chosen one's index; or where and why not
/// (`None`: no loop heads it).
fn attempt(
    module: &Module,
    func: &Function,
    analyses: &FuncAnalyses,
    header: Block,
    opts: &LoopVecOptions,
    target: &Target,
) -> Option<Attempt> {
    let legal = match check_with(module, func, analyses, header, opts.fast_math, target)? {
        Ok(legal) => legal,
        Err(why) => return Some(Err(why)),
    };
    let plans = match build_plans(module, func, &legal, target) {
        Ok(plans) => plans,
        Err(why) => return Some(Err(why)),
    };
    let best = cost::choose(&plans).filter(|b| ordered::pays(&legal, &plans[*b]));
    if let (Some(b), Some(slp)) = (best, &opts.slp) {
        if let Some(why) = slp_first::slp_does_better(module, func, &analyses.analysis, &legal, target, &plans[b], slp)
        {
            return Some(Err(Refusal { message: why, loc: legal.loc }));
        }
    }
    let Some(best) = best else {
        let scalar = plans[0].cost.as_ref().map_or(0.0, |c| c.scalar_iter);
        let mut msg = format!("not profitable (scalar cost {:.1} per iteration is the cheapest", scalar);
        msg.push_str(&ordered::unprofitable_note(module, func, &legal));
        let widest_plan = plans.iter().max_by_key(|p| p.vf * p.uf);
        msg.push_str(&widest_plan.map_or(String::new(), |p| cost::serial_note(module, func, &legal, target, p)));
        msg.push_str(&widest_plan.map_or(String::new(), |p| cost::shuffle_note(module, func, &legal, target, p)));
        msg.push(')');
        let widest = widest_plan.map_or(0, |p| (p.vf * p.uf) as i64);
        if let (None, Some(bound)) = (legal.constant_trip(), cost::max_trip(func, module, &legal)) {
            if bound < widest {
                msg = format!("not profitable: the loop runs at most {} iterations", bound);
            }
        }
        return Some(Err(Refusal { message: msg, loc: legal.loc }));
    };
    Some(Ok((legal, plans, best)))
}

/// Reports a loop left scalar, and why.
fn missed(remarks: &mut Remarks, loc: SrcLoc, why: &str) {
    remarks.push(loc, RemarkKind::Missed, "loopvec", format!("loop not vectorized: {}", why));
}

/// The remark's words on a vectorized loop's exits, peel and alignment tests.
fn describe_exits(module: &Module, func: &Function, legal: &LegalLoop, plan: &VPlan) -> String {
    let mut exits = match legal.early_exits.len() {
        0 => String::new(),
        1 => ", early exit".to_string(),
        n => format!(", {} early exits", n),
    };
    if legal.uncounted {
        exits = format!(
            ", no counted exit ({} exit{} tested per vector iteration)",
            legal.early_exits.len(),
            if legal.early_exits.len() == 1 { "" } else { "s" }
        );
    } else if !legal.other_trip_counts.is_empty() {
        exits.push_str(&format!(", {} counted exits", legal.other_trip_counts.len() + 1));
    }
    if let Some(ap) = &legal.align_peel {
        let name = legal::show_value(module, func, legal.loc, ap.base);
        exits.push_str(&format!(", peeled to align {} to {} bytes", name, (plan.vf * plan.uf) as i64 * ap.elem));
        for (other, _) in &ap.also {
            if peel::page_checked(legal) {
                let name = legal::show_value(module, func, legal.loc, *other);
                exits.push_str(&format!(" (and {} unaligned, the vector iterations whose loads of it would cross a page run as scalar ones)", name));
            } else {
                exits.push_str(&format!(
                    " (and {} where it is misaligned alike)",
                    legal::show_value(module, func, legal.loc, *other)
                ));
            }
        }
    }
    exits.push_str(&aligned::describe(module, func, legal, &plan.align_checks));
    exits
}

/// Vectorizes what a vector loop leaves over (a vector epilogue, a masked remainder) and says
/// what it did, for the remark.
fn vectorize_leftovers(
    module: &mut Module,
    func: &mut Function,
    (header, plan): (Block, &VPlan),
    opts: &LoopVecOptions,
    target: &Target,
) -> String {
    // Whole vectors left over by VF·UF: a second vector loop of VF (UF = 1).
    let epilogue = plan.vector_epilogue && epilogue::vectorize(module, func, header, plan.vf, opts.fast_math, target);
    let mut epilogue = if epilogue { format!(", vector epilogue VF={}", plan.vf) } else { String::new() };
    // The last iterations, fewer than VF: one masked vector iteration.
    if plan.remainder == plan::Remainder::Masked
        && tail::vectorize(module, func, header, plan.vf, opts.fast_math, target)
    {
        epilogue.push_str(", masked remainder");
    }
    epilogue
}

/// The remark's words on calls made lane by lane and calls whose instances are regrouped.
fn describe_calls(module: &Module, func: &Function, legal: &LegalLoop, plan: &VPlan) -> String {
    let mut text = String::new();
    // Calls of unknown effects under the pragma, made lane by lane.
    for &inst in legal.lane_calls.keys() {
        text.push_str(&format!(", {} made once per active lane", legal::show_inst(module, func, legal.loc, inst)));
    }
    // A call whose instances are regrouped (`regroup.rs`).
    for recipe in &plan.body {
        if let plan::RecipeKind::VariantCall { inst, regroup: true, .. } = recipe.kind {
            let slice = match func.inst(inst) {
                InstData::Call { callee: Callee::Direct(f), .. } => module.branch_slices.get(f),
                _ => None,
            };
            let branch = slice
                .map_or(String::new(), |s| format!(" by its branch {}", crate::remarks::at(s.loc, "in the callee")));
            text.push_str(&format!(
                ", the {} instances of {} regrouped{} (instance restructuring)",
                plan.vf * plan.uf,
                legal::show_inst(module, func, legal.loc, inst),
                branch
            ));
        }
    }
    text
}
