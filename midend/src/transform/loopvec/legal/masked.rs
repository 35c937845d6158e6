//! If-conversion's guards: the demanded instructions of conditional blocks that must not act on
//! inactive lanes (`find_masked`), and the rule for one instruction (`lane_guard`, also used by
//! the masked remainder).
//!
//! Inputs: the demand and the predication. Invariants: an instruction is masked only when it
//! could store, trap, fault or overflow on a lane the scalar loop skips.

use super::*;
use crate::analysis::shape::const_int;

/// If-conversion: the demanded instructions of conditional blocks that must not act on
/// inactive lanes. Stores are masked; a load is masked unless an access to the same address
/// runs on every iteration (then the address is known to be readable), it reads one element
/// of an array of known length at a constant offset inside it, or it is a consecutive
/// load whose whole stretch over a loop of constant count lies inside an array of known length
/// (`stretch_in_bounds`: every lane's element exists, so reading it cannot fault; gcc's
/// if-conversion and LLVM's "dereferenceable in loop" load such elements unconditionally too.
/// bench cond_assign_i32, `else a[i] = c[i] + 1` over `int c[4096]` on Zen 5: 0.12 s with the
/// masked loads, 0.06 s without); integer division and
/// remainder get divisor 1, shifts count 0 (and a signed left shift value 0) unless they shift
/// right, or an unsigned value left, by a constant below the width, signed `+ - *`
/// and negation operands 0, and calls argument 1 on inactive lanes (all of PURE_MATH are
/// quiet at 1: no errno, no trap), so they need the mask too.
pub(super) fn find_masked(input: &LegalInput, res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, deps, .. } = *input;
    for inst in res.body.clone() {
        let Some(block) = func.layout.inst_block(inst).filter(|b| res.predication.is_conditional(*b)) else { continue };
        let loc = func.srclocs[inst];
        match func.inst(inst) {
            // A reversed access under a condition: a gather or scatter of stride -1 (lane k at
            // lane 0's address minus k elements), which takes the block's mask as it is.
            InstData::Store { .. } | InstData::Load { .. } if res.reversed.contains(&inst) => {
                res.reversed.remove(&inst);
                res.strided.insert(inst, -1);
            }
            // One element at a constant offset inside an array of known length (`b[0]` of
            // `float b[N]`): reading it cannot fault, so it is loaded once, unmasked, like an
            // unconditional invariant load (coverage cf_first_iter, `i == 0 ? b[0] : ...`).
            InstData::Load { .. }
                if res.invariant_loads.contains(&inst) && matches!(load_bound(input, res, inst), Ok(None)) =>
            {
                continue
            }
            InstData::Load { .. } if res.invariant_loads.contains(&inst) => {
                return refuse(
                    loc,
                    format!(
                        "{}, of a loop-invariant address, runs only under a condition",
                        show_inst(module, func, res.loc, inst)
                    ),
                );
            }
            InstData::Load { .. } if same_address_every_iteration(deps, func, &res.predication, inst) => continue,
            InstData::Load { .. }
                if res.consecutive.contains(&inst)
                    && deps
                        .accesses
                        .iter()
                        .find(|a| a.inst == inst)
                        .is_some_and(|a| stretch_in_bounds(input, res, a, 1)) =>
            {
                continue
            }
            _ => {}
        }
        match lane_guard(module, func, res, inst) {
            LaneGuard::Mask => {
                res.masked.insert(inst, block);
            }
            LaneGuard::Wrap => {
                res.wrapping.insert(inst);
            }
            LaneGuard::None => {}
        }
    }
    Ok(())
}

/// What an instruction needs to run harmlessly on lanes the scalar code would skip.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LaneGuard {
    /// The lane mask: a masked access, or harmless operands on inactive lanes.
    Mask,
    /// The unsigned lane type of the same width, which wraps instead of overflowing.
    Wrap,
    None,
}

/// `find_masked`'s rule for one instruction: stores, loads, integer division and remainder,
/// shifts and calls take the mask; signed `+ - *` and negation outside a reduction (whose
/// updates are already unsigned) wrap. (Used for the masked remainder too, where every block
/// runs under the remainder's mask.)
pub fn lane_guard(module: &Module, func: &Function, res: &LegalLoop, inst: Inst) -> LaneGuard {
    match func.inst(inst) {
        InstData::Store { .. } | InstData::Load { .. } => LaneGuard::Mask,
        InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, args }
            if module.types.is_integer(func.value_type(args[1])) && !harmless_divisor(module, func, args[1]) =>
        {
            LaneGuard::Mask
        }
        // A right shift (or an unsigned left shift) by a constant count below the width is
        // harmless on every lane. The count's select would make it a shift by lanes, which
        // SSE and AVX2's 64-bit arithmetic shift lack: gcc shifts lane by lane (`if (x & 1)
        // y = x * 3; else y = x >> 1` of ints on sse2, Zen 4: 1.65 s against the scalar
        // loop's 1.13 s; 0.36 s without the select).
        InstData::Binary { op: op @ (BinaryOp::Shl | BinaryOp::Shr), args }
            if constant_count_in_range(module, func, args)
                && (*op == BinaryOp::Shr || !module.types.is_signed(func.value_type(args[0]))) =>
        {
            LaneGuard::None
        }
        InstData::Binary { op: BinaryOp::Shl | BinaryOp::Shr, .. } | InstData::Call { .. } => LaneGuard::Mask,
        InstData::Binary { op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, .. }
        | InstData::Unary { op: UnaryOp::Neg, .. } => {
            let ty = func.dfg.result(inst).map(|v| func.value_type(v));
            let in_reduction =
                func.dfg.result(inst).is_some_and(|v| res.reductions.iter().any(|r| r.chain.contains(&v)));
            if ty.is_some_and(|ty| module.types.is_integer(ty) && module.types.is_signed(ty)) && !in_reduction {
                LaneGuard::Wrap
            } else {
                LaneGuard::None
            }
        }
        _ => LaneGuard::None,
    }
}

/// Whether the shift `args[0] << args[1]` (or `>>`) counts by a constant below the width of
/// the shifted value's type.
fn constant_count_in_range(module: &Module, func: &Function, args: &[Value; 2]) -> bool {
    let bits = module.types.size_of(func.value_type(args[0])).map_or(0, |b| b * 8) as i64;
    const_int(func, args[1]).is_some_and(|c| (0..bits).contains(&c))
}

/// Whether the integer divisor `d` is a constant that no dividend misbehaves with: not 0, and
/// not -1 for a signed division (`INT_MIN / -1` overflows).
pub fn harmless_divisor(module: &Module, func: &Function, d: Value) -> bool {
    let signed = module.types.is_signed(func.value_type(d));
    const_int(func, d).is_some_and(|c| c != 0 && !(signed && c == -1))
}

/// Whether an access of the same bytes as `load` runs on every iteration.
fn same_address_every_iteration(deps: &LoopDeps, func: &Function, pred: &Predication, load: Inst) -> bool {
    let Some(access) = deps.accesses.iter().find(|a| a.inst == load) else { return false };
    deps.accesses.iter().any(|other| {
        other.inst != load
            && other.addr == access.addr
            && other.size == access.size
            && func.layout.inst_block(other.inst).is_some_and(|b| !pred.is_conditional(b))
    })
}
