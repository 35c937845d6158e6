//! Inductions and trip counts: which header parameters count (`param = start + step·k` with a
//! constant step, from `affine`), how many iterations an exit test lets the loop run (`Exits`:
//! the counted exit, other counted exits, the early exits), and where a value is used or read
//! inside the loop.
//!
//! Inputs: the function's `affine` loop information and loop forest. Invariants: a trip count
//! returned here is affine in values from before the loop, with the divisor it still needs; an
//! induction's step is a constant or (integers in counted loops) a sum of values from before
//! the loop; any other is a refusal, never a guess.

use super::*;

/// The iterations an exit test lets the loop run, with the divisor the count still needs:
/// `backedge_taken` when `affine` found it, else the stepped count below.
fn count_of(input: &LegalInput, lp: Loop, trip: &TripCount) -> Option<(Affine, i64)> {
    let (count, divisor) =
        trip.backedge_taken.clone().map(|count| (count, 1)).or_else(|| stepped_trip_count(input, trip))?;
    Some((outer_iters_as_values(input, lp, count), divisor))
}

/// `count` with each iteration counter of a loop around `lp` written as that loop's induction
/// (`{outer}` = (i - start) / step, for an integer induction `i` whose value is exactly
/// `start + step·{outer}`): a triangular nest's inner count `n - {outer}` becomes `n - i`,
/// computable before the inner loop. Terms no induction stands for are left as they are.
fn outer_iters_as_values(input: &LegalInput, lp: Loop, mut count: Affine) -> Affine {
    let LegalInput { affine, loops, .. } = *input;
    let outers: Vec<(Loop, i64)> = count
        .terms
        .iter()
        .filter_map(|&(term, coeff)| match term {
            Term::Iter(outer) if outer != lp && loops.is_inside(lp, outer) => Some((outer, coeff)),
            _ => None,
        })
        .collect();
    for (outer, coeff) in outers {
        let inductions = affine.loop_info(outer).map_or(&[][..], |info| &info.inductions[..]);
        let rewritten = inductions.iter().filter(|ind| !ind.is_pointer).find_map(|ind| {
            let step = ind.step.as_constant().filter(|s| *s != 0 && coeff % s == 0)?;
            let start = affine.int(ind.start).filter(|info| info.nowrap)?.expr.clone();
            let param = affine.int(ind.param).filter(|info| info.nowrap)?;
            let expected = start.add(&Affine::term(Term::Iter(outer)).scale(step)?)?;
            if param.expr != expected {
                return None;
            }
            // coeff·{outer} = (coeff / step)·(i - start)
            let iters = Affine::term(Term::Value(ind.param)).sub(&start)?.scale(coeff / step)?;
            count.sub(&Affine::term(Term::Iter(outer)).scale(coeff)?)?.add(&iters)
        });
        if let Some(rewritten) = rewritten {
            count = rewritten;
        }
    }
    count
}

/// An induction moving by m > 1 toward its bound, `start + m·k < bound` (or `<=`, or down):
/// the iterations are ceil((bound - start) / m), as the numerator bound - start + m - 1 (one more
/// for `<=`) and divisor m; with C's division, a numerator below zero gives no iteration
/// (guarded like any trip count below VF·UF). `p != end` over pointers that step by whole
/// elements counts (end - p) / m: two pointers into one array differ by whole elements (if
/// they did not, the scalar loop would run past the object). Other `!=` tests may step over
/// their bound: no count.
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

/// The loop's inductions, each with a constant step or, for an integer induction of a counted
/// loop, a step computed before the loop (`IndVar::rt_step`); refuses any other.
pub(super) fn find_inductions(
    input: &LegalInput,
    lp: Loop,
    loc: SrcLoc,
    uncounted: bool,
) -> Result<Vec<IndVar>, Refusal> {
    let LegalInput { module, func, affine, loops, .. } = *input;
    let mut res = Vec::new();
    for ind in &affine.loop_info(lp).map_or(&[][..], |i| &i.inductions[..]).to_vec() {
        let Some(step) = ind.step.as_constant() else {
            // Integer inductions only (a pointer's run-time step would be in bytes), whose
            // step is a sum of values from before the loop.
            let values = ind.step.terms.iter().all(|t| matches!(t.0, Term::Value(_)));
            let int = module.types.int_kind(func.value_type(ind.param)).is_some();
            if !ind.is_pointer && int && !uncounted && values && affine.is_invariant(loops, &ind.step, lp) {
                let rt_step = Some(ind.step.clone());
                res.push(IndVar {
                    param: ind.param,
                    start: ind.start,
                    step: 0,
                    rt_step,
                    is_pointer: false,
                    nowrap: ind.nowrap,
                });
                continue;
            }
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
        res.push(IndVar {
            param: ind.param,
            start: ind.start,
            step,
            rt_step: None,
            is_pointer: ind.is_pointer,
            nowrap: ind.nowrap,
        });
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

/// Whether an instruction of the loop reads `v`, leaving out what its exits pass out of the loop
/// (`break` with the value of this iteration): the scalar loop always takes the exit itself,
/// with its own values.
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

/// What the exit tests give a loop: its trip count with the divisor it still needs, the
/// other counted exits' counts, the blocks of its early exits, and its predication.
pub(super) struct Exits {
    pub(super) trip_count: Affine,
    pub(super) trip_divisor: i64,
    pub(super) other_trip_counts: Vec<(Affine, i64)>,
    pub(super) early_exit_blocks: Vec<Block>,
    pub(super) predication: Predication,
    /// No counted exit at the top or end (`LegalLoop::uncounted`).
    pub(super) uncounted: bool,
}

/// Whether `count` can be computed before the loop: invariant, of values only.
fn computable(input: &LegalInput, lp: Loop, count: &Affine) -> bool {
    input.affine.is_invariant(input.loops, count, lp) && count.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)))
}

/// The exits of a loop with a counted exit at its top or end: the count, other counted exits,
/// and the remaining exits as early exits.
pub(super) fn counted_exits(
    input: &LegalInput,
    lp: Loop,
    latch: Block,
    trip: &TripCount,
    loc: SrcLoc,
) -> Result<Exits, Refusal> {
    let LegalInput { func, loops, .. } = *input;
    let data = loops.data(lp);
    // With the test at the top the body runs `backedge_taken` times; with the test at the end
    // (do-while) once more, and that last iteration is always left to the scalar epilogue, so
    // that the values used after the loop come out of it. Either way the vector loop may run
    // `backedge_taken` iterations.
    let Some((trip_count, trip_divisor)) = count_of(input, lp, trip) else {
        return refuse(
            loc,
            "the trip count is not an affine expression (an induction steps by more than one toward a `!=` bound)",
        );
    };
    if !computable(input, lp, &trip_count) {
        return refuse(loc, "the trip count is not computable before the loop");
    }
    // Other exits that compare an induction with a bound from before the loop: the vector loop
    // runs only iterations that pass every test (the smallest count), and the scalar loop
    // leaves through whichever test fails first. The remaining exits are early exits.
    let mut other_trip_counts = Vec::new();
    let mut counted_exits = Vec::new();
    for other in &trip.other_counted {
        let Some((count, divisor)) = count_of(input, lp, other).filter(|(count, _)| computable(input, lp, count))
        else {
            continue;
        };
        other_trip_counts.push((count, divisor));
        counted_exits.push(other.exiting_block);
    }
    let early_exit_blocks: Vec<Block> =
        trip.early_exits.iter().copied().filter(|b| !counted_exits.contains(b)).collect();
    let predication = predicate::analyze(func, data, latch, trip.exiting_block, &trip.early_exits)?;
    Ok(Exits { trip_count, trip_divisor, other_trip_counts, early_exit_blocks, predication, uncounted: false })
}

/// The exits of a loop without a counted exit at its top or end: every exit is an early exit.
pub(super) fn uncounted_exits(input: &LegalInput, lp: Loop, latch: Block, loc: SrcLoc) -> Result<Exits, Refusal> {
    let LegalInput { func, loops, cfg, .. } = *input;
    let data = loops.data(lp);
    let mut exits: Vec<Block> = Vec::new();
    for (block, _) in loops.exits(func, cfg, lp) {
        if !exits.contains(&block) {
            exits.push(block);
        }
    }
    let Some(&first) = exits.first() else { return refuse(loc, "the loop has no exit") };
    let predication = predicate::analyze(func, data, latch, first, &exits)?;
    Ok(Exits {
        trip_count: Affine::constant(UNCOUNTED_TRIP),
        trip_divisor: 1,
        other_trip_counts: Vec::new(),
        early_exit_blocks: exits,
        predication,
        uncounted: true,
    })
}
