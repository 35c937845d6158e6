//! Run-time strides: `y[i * incy] += a * x[i * incx]` (BLAS's `incx`), `a[i * inc]`. The
//! accesses move by a parameter's value per iteration, so they are neither consecutive nor
//! strided by a constant, and the loop would need gathers and scatters, which cost more than
//! the scalar loop. gcc and clang version such a loop on the stride being 1 (LLVM's symbolic
//! strides); so does vcc: when some access's step is `v·{loop}` for an integer `v` from
//! before the loop, the loop is analysed again with each such `v` taken as 1
//! (`AffineInfo::assuming`). That plan is chosen when the loop as it is was refused or not
//! profitable, or where it is estimated `ASSUMED_GAIN` times faster (contiguous accesses
//! against gathers); the vector loop's guard then also tests `v == 1` (`LegalLoop::assumed`),
//! and the scalar loop runs otherwise. Under the test the vector loop's code is exact: it computes what the scalar
//! loop computes with `v` equal to 1.

use crate::analysis::affine::{Affine, Term};
use crate::analysis::LoopAnalysis;
use crate::ir::*;

/// At most this many values are assumed at once (`incx` and `incy`).
const MAX_ASSUMED: usize = 2;

/// The integer values from before the loop at `header` that some access's step is a multiple
/// of, each with the value to assume (1), in the order the accesses come.
pub(super) fn candidates(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    header: Block,
) -> Vec<(Value, i64)> {
    let LoopAnalysis { loops, affine, .. } = analysis;
    let Some(lp) = loops.is_header(header) else { return Vec::new() };
    let mut res: Vec<(Value, i64)> = Vec::new();
    for (_, inst) in loops.data(lp).insts_in_order(func) {
        let addr = match func.inst(inst) {
            InstData::Load { addr, .. } | InstData::Store { addr, .. } => *addr,
            _ => continue,
        };
        let Some(address) = affine.address(addr) else { continue };
        for &(term, _) in &address.offset.terms {
            let Term::ValueIter(v, l) = term else { continue };
            let invariant = affine.is_invariant(loops, &Affine::term(Term::Value(v)), lp);
            if l == lp && invariant && module.types.is_integer(func.value_type(v)) && !res.iter().any(|(u, _)| *u == v)
            {
                res.push((v, 1));
            }
        }
    }
    res.truncate(MAX_ASSUMED);
    res
}

/// How much faster the plan with the strides assumed must be estimated than the loop's plan
/// without them to be chosen: it runs only where the strides are 1, the other plan for every
/// stride.
const ASSUMED_GAIN: f64 = 1.5;

/// Whether the plan `assumed` (with the strides taken as 1) is to be chosen over `first`, the
/// outcome without them: `first` is refused or not profitable, or `assumed` is estimated
/// `ASSUMED_GAIN` times faster.
pub(super) fn better(first: &super::Attempt, assumed: &super::VPlan) -> bool {
    let speedup = |plan: &super::VPlan| plan.cost.as_ref().map_or(1.0, |c| c.speedup());
    match first {
        Err(_) => true,
        Ok((_, plans, best)) => speedup(assumed) >= ASSUMED_GAIN * speedup(&plans[*best]),
    }
}

/// `analysis` with `facts` assumed in its affine facts (the CFG and loops are the same).
pub(super) fn assuming(analysis: &LoopAnalysis, facts: &[(Value, i64)]) -> LoopAnalysis {
    LoopAnalysis { affine: analysis.affine.assuming(facts), ..analysis.clone() }
}

/// The remark's and the loop note's words on the values the vector loop assumes:
/// ", versioned on `incx` == 1 and `incy` == 1" (empty when none).
pub(super) fn describe(func: &Function, legal: &super::LegalLoop) -> String {
    let tests: Vec<String> = legal
        .assumed
        .iter()
        .map(|&(v, c)| {
            let name = func.value_name(v).map_or_else(|| v.to_string(), |n| format!("`{}`", n));
            format!("{} == {}", name, c)
        })
        .collect();
    if tests.is_empty() {
        String::new()
    } else {
        format!(", versioned on {}", tests.join(" and "))
    }
}
