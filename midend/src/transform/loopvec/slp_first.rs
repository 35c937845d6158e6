//! Loops left to the SLP vectorizer. A loop whose stores are whole interleave groups, each
//! member computed from the same member of the groups it reads (`out[4i + k] = q[4i + k] op_k
//! s`), is vectorized by the loop vectorizer as VF iterations side by side: every group
//! de-interleaved into one vector per member and interleaved again before the stores, which
//! on cores with one shuffle port bounds the vector loop (`cost.rs` `shuffle_floor`). The SLP
//! vectorizer, which runs next, makes one iteration's stores a single vector tree whose lanes
//! are the members as they lie in memory: no shuffle at all, an alternating node (each
//! operation and a blend) where the members' operations differ.
//!
//! Where the chosen plan is bound by its shuffles, the SLP trees of the loop's body are built
//! (`slp::block_saving`, without changing the function) and, when they cover every store of
//! the loop and cost less per iteration than the plan, the loop is left scalar for SLP; not
//! where the plan multiplies complex numbers, which it does in place as well. The
//! SLP side is priced without the integer arithmetic that only computes addresses, which the
//! C compiler turns into pointers that step (the vector plan's iteration is its shuffles'
//! floor, which has none either). On a Sapphire Rapids core the quaternion loop above (four
//! floats, `*`, `*`, `+`, `-`) ran at 0.73x of the scalar loop vectorized at VF 8 on avx2
//! (24 shuffles per 8 quaternions) and at 1.28x as a 4-lane SLP tree.

use super::cost;
use super::legal::LegalLoop;
use super::plan::VPlan;
use super::SlpAfter;
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::target::Target;
use crate::transform::slp;

/// Why the loop is left to the SLP vectorizer, if it is: its one iteration's SLP trees cost
/// less than `plan`'s vector iteration per scalar iteration.
pub(super) fn slp_does_better(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    legal: &LegalLoop,
    target: &Target,
    plan: &VPlan,
    slp: &SlpAfter,
) -> Option<String> {
    let cost = plan.cost.as_ref().filter(|c| c.shuffle_bound)?;
    // Complex products keep their pairs in place too (`complex.rs`), at any UF: on sse4.2,
    // `c[2i] = br * ar - bi * ai; c[2i + 1] = br * ai + ar * bi` of doubles ran 12% slower as
    // SLP's 2-lane tree than as the plan's (estimates 12.0 and 12.2 per iteration).
    if !legal.complex_muls.is_empty() {
        return None;
    }
    let stores: Vec<Inst> =
        legal.body.iter().copied().filter(|&i| matches!(func.inst(i), InstData::Store { .. })).collect();
    let block = func.layout.inst_block(*stores.first()?)?;
    if stores.iter().any(|&s| func.layout.inst_block(s) != Some(block)) {
        return None;
    }
    let (saving, covered) = slp::block_saving(module, func, analysis, block, target, slp.threshold, &slp.in_registers)?;
    if covered < stores.len() {
        return None;
    }
    let addresses = cost::address_arithmetic(module, func, legal, target);
    let slp_iter = cost.scalar_iter - addresses + saving as f64;
    let step = (plan.vf * plan.uf) as f64;
    if slp_iter >= cost.vector_iter / step {
        return None;
    }
    Some(format!(
        "the SLP vectorizer does better: one iteration's {} stores as vector trees cost {:.1} per \
         iteration, against {:.1} at VF={}, UF={} (bound by its interleave groups' shuffles)",
        stores.len(),
        slp_iter,
        cost.vector_iter / step,
        plan.vf,
        plan.uf
    ))
}
