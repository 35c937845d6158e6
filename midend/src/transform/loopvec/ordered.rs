//! In-order float reductions without `--fast-math` (gcc's fold-left reductions, LLVM's
//! ordered reductions): `t += b[i] * c[i]` on floats may not be reassociated, so the vector
//! loop computes the rest of the body (loads, multiplies) as vectors and adds the lanes of
//! each part's `x` to one scalar accumulator in lane order, part after part; the result is
//! the scalar loop's, bit for bit. The accumulator is a scalar carried by the vector loop (a
//! splat vector would put a broadcast and an extract on the chain: measured 1.8x slower).
//!
//! Only a single unconditional update `acc + x` per iteration (no blends, no other use of the
//! accumulator in the loop), and no early exits (whose scalar rerun would need the sum before
//! the exiting vector iteration); the remainder is never a masked iteration (its inactive lanes
//! would have to be skipped in the chain).
//!
//! The chain of VF·UF dependent adds per vector iteration is as long as the scalar loop's
//! chain of one add per iteration, so the cost model (`latency_floor`) prices both with the
//! add's latency: the plan pays only where the rest of the body costs more than that chain
//! (divisions, square roots, conversions), not for a plain sum or dot product, which gcc -O3's
//! fold-left loops run at the scalar loop's speed (coverage suite: `red_fsum`, `red_fdot`, 1.00x).

use super::legal::{refuse, LegalInput, LegalLoop, RedKind, Refusal};
use super::predicate::Predication;
use crate::ir::*;

/// The latency of a dependent float add in cost units (a unit is about one instruction issued;
/// a core issues about four per cycle and the add takes about three cycles).
pub const ADD_LATENCY: f64 = 12.0;

/// Whether the float reduction of `param` can be kept in order: one `acc + x` update, not
/// under a condition, `x` not depending on the accumulator.
pub(super) fn eligible(
    func: &Function,
    param: Value,
    update: Value,
    chain: &[Value],
    ops: &[(Inst, RedKind)],
    pred: &Predication,
) -> bool {
    let [(inst, RedKind::Binary(BinaryOp::Add))] = ops else { return false };
    let single = chain == [update] && func.dfg.result(*inst) == Some(update) && !pred.blends.contains_key(&update);
    let adds_param = matches!(func.inst(*inst), InstData::Binary { op: BinaryOp::Add, args } if args.contains(&param) && args[0] != args[1]);
    single && adds_param
}

/// Refuses an ordered reduction in a loop with early exits.
pub(super) fn check_exits(input: &LegalInput, res: &LegalLoop) -> Result<(), Refusal> {
    match res.reductions.iter().find(|r| r.ordered) {
        Some(red) if !res.early_exits.is_empty() || res.uncounted => {
            let name = super::legal::show_value(input.module, input.func, res.loc, red.param);
            let loc = input.func.dfg.defining_inst(red.update).map_or(res.loc, |i| input.func.srclocs[i]);
            refuse(
                loc,
                format!(
                    "the float reduction of {} would be reassociated (use --fast-math or #pragma simd vec-function): kept in order only in loops without early exits",
                    name
                ),
            )
        }
        _ => Ok(()),
    }
}

/// The estimated speed-up a plan with an ordered sum must reach: the estimate prices a float
/// division or square root by the table, and the vector loop's extracts and adds issue beside
/// the chain. Measured on Zen 5 (gcc 12 -O2): `t += sqrt(a[i]) / b[i]` on doubles, estimated
/// 2.6x, ran 3.8x faster than scalar; a float sum of two divisions, estimated 1.6x, ran at 0.75x.
pub const MIN_SPEEDUP: f64 = 2.0;

/// Whether `plan` pays: any plan without an ordered sum, one with at least `MIN_SPEEDUP` and no
/// running remainder. The table prices the scalar loop's `i % 3` as a division, which gcc
/// writes as a multiply and shifts: `s += buf[i] * (i % 3 + 1)`, estimated 2.5x, ran at 0.55x.
pub fn pays(legal: &LegalLoop, plan: &super::VPlan) -> bool {
    let estimated = plan.cost.as_ref().is_some_and(|c| c.speedup() >= MIN_SPEEDUP);
    !has_ordered(legal) || (estimated && legal.mod_inductions.is_empty())
}

/// Whether the loop keeps a reduction in order.
pub fn has_ordered(legal: &LegalLoop) -> bool {
    legal.reductions.iter().any(|r| r.ordered)
}

/// The scalar and vector iteration costs with the ordered chains' latency: at least one add's
/// latency per scalar iteration, VF·UF of them per vector iteration (one extract and one add
/// per lane issued besides).
pub fn latency_floor(legal: &LegalLoop, (scalar_iter, vector_iter): (f64, f64), vf: u32, uf: u32) -> (f64, f64) {
    if !has_ordered(legal) {
        return (scalar_iter, vector_iter);
    }
    let lanes = (vf * uf) as f64;
    let chains = legal.reductions.iter().filter(|r| r.ordered).count() as f64;
    let issued = vector_iter + chains * lanes * 2.0;
    (scalar_iter.max(ADD_LATENCY), issued.max(ADD_LATENCY * lanes))
}

/// The remark's words: ", `t` summed in order" for each ordered reduction.
pub(super) fn describe(module: &Module, func: &Function, legal: &LegalLoop) -> String {
    legal
        .reductions
        .iter()
        .filter(|r| r.ordered)
        .map(|r| format!(", {} summed in order", super::legal::show_value(module, func, legal.loc, r.param)))
        .collect()
}

/// The words a refusal as not profitable adds for a loop with an ordered sum (empty without
/// one).
pub(super) fn unprofitable_note(module: &Module, func: &Function, legal: &LegalLoop) -> String {
    match legal.reductions.iter().find(|r| r.ordered) {
        Some(red) => format!(
            "; the float reduction of {} kept in order (no --fast-math) is a chain of adds as long as the scalar loop's, and the vector loop must be estimated {:.1}x faster",
            super::legal::show_value(module, func, legal.loc, red.param),
            MIN_SPEEDUP
        ),
        None => String::new(),
    }
}
