//! The masked remainder (LLVM's "tail folding by masking", applied to the epilogue): the last
//! iterations, fewer than VF, run as one vector iteration under the mask `lane < remaining`
//! instead of in the scalar loop, where masked loads and stores are cheap (AVX-512's k-masked
//! `vmovups`, which neither fault nor store on inactive lanes). `cost.rs` decides, from the
//! target's MaskedLoad and MaskedStore rows, whether it beats the scalar iterations.
//!
//! ```text
//! ... vector loop(s) ─▶ middle ─▶ tail.ph(starts) ─▶ guard: 1 <= N <= VF ─▶ masked iteration ─▶ middle2 ─┐
//!                                                        └───────────────────────────────────────────────┴─▶ scalar loop
//! ```
//!
//! Like `epilogue.rs`, a round of its own on the scalar loop after it gets a preheader
//! (`tail.ph`): the same legality check and plan, with every instruction that must not act on
//! lanes past the end guarded as if its block were conditional (`masked_legal`), executed once
//! (`execute::execute_masked`): every block's mask is ANDed with the remainder's, reductions
//! keep their accumulator on inactive lanes, and the middle block resumes the scalar loop at
//! its end. The scalar loop stays for what the guard refuses: runtime overlap checks that fail
//! (loop versioning), or more than VF iterations left.
//!
//! A reversed access (a count-down loop's) is one masked access at the lowest address with the
//! mask reversed, as under a condition (`execute`'s `reversed_mask`). A call to a vector variant
//! calls its masked variant with the remainder's mask: the one the clause asks for, or for a
//! `nomask` function vcc's own (`wfv::with_internal_masked`, static, inlined like the others;
//! wfv bench convolve, whose rows leave 12 of 508 iterations: 54 -> 47 ms).
//!
//! Refused (`refusal`), keeping the scalar remainder: accesses without a masked form
//! (interleave groups, the last-lane store to one address), calls without a masked
//! variant, multiply-add accumulators (VF/2 lanes), conditional last values, early exits, load
//! groups that need a scalar iteration, and last values other than integers and floats in
//! lanes of their own width (the others are lane N-1 of the masked iteration).

use super::legal::{self, LaneGuard, LegalLoop};
use super::plan::{RecipeKind, VPlan};
use super::{epilogue, execute, plan};
use crate::ir::*;
use crate::target::Target;

/// Why the plan's remainder cannot run as one masked vector iteration; `None` when it can.
pub fn refusal(module: &Module, func: &Function, legal: &LegalLoop, plan: &VPlan) -> Option<String> {
    if !legal.early_exits.is_empty() {
        return Some("the loop has early exits".into());
    }
    if legal.requires_scalar_epilogue {
        return Some("a load group reads past its last member: the scalar loop must run the last iteration".into());
    }
    if !legal.recurrences.is_empty() {
        return Some("a recurrence splices each part with the one before it".into());
    }
    if !legal.cond_lasts.is_empty() {
        return Some("a conditional last value picks its lane across the iterations".into());
    }
    // A last value is lane N-1 of the remainder, summed or ORed with zeros in the other lanes:
    // an integer or floating value, in lanes of its own type.
    let types = &module.types;
    for last in &legal.last_values {
        let ty = func.value_type(last.param);
        if !(types.is_integer(ty) || types.is_float(ty)) || legal.narrowed.contains_key(&last.update) {
            return Some(format!(
                "the value {} the loop carries out is not an integer or floating one of its own width",
                last.param
            ));
        }
    }
    if !legal.madds.is_empty() {
        return Some("a multiply-add accumulates in VF/2 lanes".into());
    }
    plan.body.iter().find_map(|recipe| {
        let what = match recipe.kind {
            RecipeKind::InterleaveGroup { .. } => "an interleaved access group",
            RecipeKind::InvariantStore { .. } => "a store of the last lane to one address",
            // A call runs its masked variant under the remainder's mask.
            RecipeKind::VariantCall { inst, .. }
                if legal::remainder_variant_for_call(module, func, legal.header, inst, plan.vf).is_none() =>
            {
                return Some(format!("the call {} has no masked variant of {} lanes", inst, plan.vf));
            }
            _ => return None,
        };
        Some(format!("{} has no masked form", what))
    })
}

/// `legal` for the masked remainder: every instruction that `legal::lane_guard` guards is
/// masked (or wraps) wherever it is, as the lanes past the end are inactive in every block.
/// A merged store (`merge_stores.rs`) stores on every lane of the loop: it takes the remainder's
/// mask alone (the header's).
pub fn masked_legal(module: &Module, func: &Function, legal: &LegalLoop) -> LegalLoop {
    let mut res = legal.clone();
    for &inst in &legal.body {
        let Some(block) = func.layout.inst_block(inst) else { continue };
        if res.masked.contains_key(&inst) || legal.invariant_loads.contains(&inst) {
            continue;
        }
        if legal.merged_stores.values().any(|m| m.if_true == inst || m.if_false == inst) {
            if legal.merged_stores.contains_key(&inst) {
                res.masked.insert(inst, legal.header);
            }
            continue;
        }
        match legal::lane_guard(module, func, legal, inst) {
            LaneGuard::Mask => {
                res.masked.insert(inst, block);
            }
            LaneGuard::Wrap => {
                res.wrapping.insert(inst);
            }
            LaneGuard::None => {}
        }
    }
    res
}

/// Runs what the vector loops left of the loop at `header` (its scalar loop) as one masked
/// iteration of `vf` lanes where at most `vf` iterations remain. Returns whether it did; on
/// failure the function is unchanged.
pub fn vectorize(
    module: &mut Module,
    func: &mut Function,
    header: Block,
    vf: u32,
    fast_math: bool,
    target: &Target,
) -> bool {
    epilogue::or_restore(func, |func| vectorize_remainder(module, func, header, vf, fast_math, target))
}

/// `vectorize` without the restore: `None` may leave the function half-changed.
fn vectorize_remainder(
    module: &mut Module,
    func: &mut Function,
    header: Block,
    vf: u32,
    fast_math: bool,
    target: &Target,
) -> Option<()> {
    epilogue::split_preheader(func, header)?;
    let legal = super::check_at(module, func, header, fast_math, target)?.ok()?;
    if legal.max_safe_vf.is_some_and(|safe| safe < vf as u64) {
        return None;
    }
    let legal = masked_legal(module, func, &legal);
    let plan = plan::build(module, func, &legal, target, vf, 1);
    if refusal(module, func, &legal, &plan).is_some() {
        return None;
    }
    execute::execute_masked(module, func, &legal, &plan).ok()
}
