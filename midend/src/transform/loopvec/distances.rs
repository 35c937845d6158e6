//! Run-time dependence distances: `a[i] = a[i + k] + b[i]`, `a[i + h] = a[i] + b[i]`,
//! `p = a + k; a[i] = p[i]`. Two accesses to one object move by the same step from starts
//! that differ by a parameter's value (`deps::Symbolic`), so no constant bounds the VF. gcc and
//! clang version such a loop on the distance; so does vcc: the guard also tests that VF·UF
//! iterations at a time keep the dependence (the later access is behind the earlier one, the
//! order a vector iteration keeps, or at least VF·UF iterations ahead: `Symbolic::safe_bounds`),
//! and the scalar loop runs otherwise. A difference made of outer loops' counters alone
//! (`aa[i][j] = aa[0][j]`) needs no test: `deps` bounds it for every value of the counters.
//!
//! `legal::check_distances` collects the tests (`LegalLoop::distance_checks`), only between
//! accesses that move by one element, each one vector access where it stands; the skeleton's
//! guard computes them (`Exec::distance_ok`); this file says in the remark what was tested.

use super::legal::{self, DistanceCheck, LegalLoop};
use crate::analysis::affine::{Affine, Term};
use crate::ir::*;

/// The remark's and the loop note's words on the distance tests, for VF·UF = `w`: ", versioned
/// on the distance from the load of `a` at 3:16 to the store to `a` at 3:9 (4*k bytes) being
/// <= 0 or >= 32" (empty when there are none).
pub(super) fn describe(module: &Module, func: &Function, legal: &LegalLoop, w: u64) -> String {
    let tests: Vec<String> =
        legal.distance_checks.iter().map(|check| describe_one(module, func, legal, check, w)).collect();
    if tests.is_empty() {
        String::new()
    } else {
        format!(", versioned on {}", tests.join(" and "))
    }
}

fn describe_one(module: &Module, func: &Function, legal: &LegalLoop, check: &DistanceCheck, w: u64) -> String {
    let (below, above) = check.sym.safe_bounds(w);
    format!(
        "the distance from {} to {} ({} bytes) being <= {} or >= {}",
        legal::show_inst(module, func, legal.loc, check.first),
        legal::show_inst(module, func, legal.loc, check.second),
        show_diff(func, &check.sym.diff),
        below,
        above
    )
}

/// An invariant difference with the parameters' C names: `4*k`, `-4*k + 8`.
fn show_diff(func: &Function, diff: &Affine) -> String {
    diff.show_with(|term| match term {
        Term::Value(v) => func.value_name(v).map_or_else(|| v.to_string(), |n| n.to_string()),
        other => other.to_string(),
    })
}
