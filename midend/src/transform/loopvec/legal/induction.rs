//! Inductions and trip counts: which header parameters count (`param = start + step·k` with a
//! constant step, from `affine`), how many iterations an exit test lets the loop run, and where
//! a value is used or read inside the loop.
//!
//! Inputs: the function's `affine` loop information and loop forest. Invariants: a trip count
//! returned here is affine in values from before the loop, with the divisor it still needs; an
//! induction without a constant step is a refusal, never a guess.

use super::*;

/// The iterations an exit test lets the loop run, with the divisor the count still needs:
/// `backedge_taken` when `affine` found it, else the stepped count below.
pub(super) fn count_of(input: &LegalInput, trip: &TripCount) -> Option<(Affine, i64)> {
    trip.backedge_taken.clone().map(|count| (count, 1)).or_else(|| stepped_trip_count(input, trip))
}

// An induction moving by m > 1 toward its bound, `start + m·k < bound` (or `<=`, or down):
// the iterations are ceil((bound - start) / m), as the numerator bound - start + m - 1 (one more
// for `<=`) and divisor m; with C's division, a numerator below zero gives no iteration
// (guarded like any trip count below VF·UF). `p != end` over pointers that step by whole
// elements counts (end - p) / m: two pointers into one array differ by whole elements (if
// they did not, the scalar loop would run past the object). Other `!=` tests may step over
// their bound: no count.
fn stepped_trip_count(input: &LegalInput, trip: &TripCount) -> Option<(Affine, i64)> {
    let LegalInput { module, func, .. } = *input;
    let m = trip.step.checked_abs().filter(|m| *m > 1)?;
    let up = trip.step > 0;
    let diff = if up { trip.bound.sub(&trip.start)? } else { trip.start.sub(&trip.bound)? };
    let extra = match (trip.op, up) {
        (BinaryOp::Lt, true) | (BinaryOp::Gt, false) => m - 1,
        (BinaryOp::Le, true) | (BinaryOp::Ge, false) => m,
        (BinaryOp::Ne, _) => {
            let cmp = func.dfg.defining_inst(trip.cond)?;
            let InstData::Binary { args, .. } = func.inst(cmp) else { return None };
            let pointee = module.types.pointee(func.value_type(args[0]))?;
            if module.types.size_of(pointee)? as i64 != m {
                return None;
            }
            0
        }
        _ => return None,
    };
    Some((diff.add(&Affine::constant(extra))?, m))
}

pub(super) fn find_inductions(input: &LegalInput, lp: Loop, loc: SrcLoc) -> Result<Vec<IndVar>, Refusal> {
    let LegalInput { module, func, affine, .. } = *input;
    let mut res = Vec::new();
    for ind in &affine.loop_info(lp).map_or(&[][..], |i| &i.inductions[..]).to_vec() {
        let Some(step) = ind.step.as_constant() else {
            return refuse(
                loc,
                format!("the induction {} has a step that is not a constant", show_value(module, func, loc, ind.param)),
            );
        };
        let step = if ind.is_pointer {
            let ty = func.value_type(ind.param);
            let size = module.types.pointee(ty).and_then(|p| module.types.size_of(p)).unwrap_or(0) as i64;
            if size == 0 || step % size != 0 {
                return refuse(
                    loc,
                    format!(
                        "the pointer induction {} does not move by whole elements",
                        show_value(module, func, loc, ind.param)
                    ),
                );
            }
            step / size
        } else {
            step
        };
        res.push(IndVar { param: ind.param, start: ind.start, step, is_pointer: ind.is_pointer });
    }
    Ok(res)
}

/// Every use of `v` by instructions in the loop, as (user, its block).
pub(super) fn uses_in_loop(func: &Function, loops: &LoopForest, lp: Loop, v: Value) -> Vec<Inst> {
    let data = loops.data(lp);
    data.insts_in_order(func)
        .filter(|(_, inst)| func.inst(*inst).operands().contains(&v))
        .map(|(_, inst)| inst)
        .collect()
}

// Whether an instruction of the loop reads `v`, leaving out what its exits pass out of the loop
// (`break` with the value of this iteration): the scalar loop always takes the exit itself,
// with its own values.
pub(super) fn reads_in_loop(func: &Function, data: &LoopData, v: Value) -> bool {
    data.insts_in_order(func).any(|(_, inst)| {
        let mut inst = func.inst(inst).clone();
        for dest in inst.branch_targets_mut() {
            if !data.contains(dest.block) {
                dest.args.clear();
            }
        }
        inst.operands().contains(&v)
    })
}
