//! Early exits: the exits other than the counted test (`return`, `break`), what may run before
//! the vector loop's test of them (`check_before_exit_test`), and the bounds and refusals of a
//! loop without a counted exit (`uncounted_bounds`, `check_uncounted`, `is_strlen_search`).
//!
//! Inputs: the loop's predication (its blocks in order) and its inductions. Invariants: every
//! early exit runs on every iteration; nothing before the last exit test writes, traps or reads
//! outside memory the scalar loop could read, for any iteration the vector loop may run.

use super::*;

/// for (...) { ...; if (a[i] == x) return i; ... }: the exits other than the counted one. Each
/// must run on every iteration (a conditional exit would need its block's mask in the test) and
/// be a two-way branch. A value carried out of the loop on every iteration (`last = a[i]`) is
/// resumed after an early exit with its value before the exiting vector iteration (`execute`);
/// one set under a condition is not yet.
pub(super) fn find_early_exits(input: &LegalInput, blocks: &[Block], res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    let data = loops.data(res.lp);
    if blocks.is_empty() {
        return Ok(());
    }
    let mut last_pos = 0;
    for &block in &res.predication.order {
        if !blocks.contains(&block) {
            continue;
        }
        let Some(term) = func.terminator(block) else {
            return refuse(res.loc, "internal: an exiting block has no terminator");
        };
        let loc = func.srclocs[term];
        let InstData::Branch { cond, then_dest, .. } = func.inst(term) else {
            return refuse(loc, "the loop leaves through a switch here (only two-way early exits are vectorized)");
        };
        if res.predication.is_conditional(block) {
            return refuse(loc, "the early exit here runs only under a condition (early exits are vectorized only where every iteration reaches them)");
        }
        if let Some(param) = res.cond_lasts.first().map(|l| l.param) {
            let name = show_value(module, func, res.loc, param);
            return refuse(
                res.loc,
                format!(
                    "{} is set under a condition and carried out of a loop with an early exit (not handled yet)",
                    name
                ),
            );
        }
        let exit_if_true = !data.contains(then_dest.block);
        res.early_exits.push(EarlyExit { block, cond: *cond, exit_if_true });
        last_pos = res.predication.order.iter().position(|b| *b == block).unwrap_or(0);
    }
    res.before_exit_test = res.predication.order[..=last_pos].to_vec();
    Ok(())
}

/// The instructions before the early-exit test run for the lanes past an exiting one too, which
/// the scalar loop never runs: they must not write, trap or be undefined there. Loads must stay
/// inside an array of known length (a global or local, affine in-bounds subscripts) for every
/// iteration the vector loop may run (multiple-exit seed, "Statically Known Array Sizes"), or
/// read one pointer of unknown extent at one address that a peel aligns (`align_peel_access`).
/// The vector loop's trip count is then bounded, at compile time when it is a constant, else by
/// a guard (`max_vector_trip`).
pub(super) fn check_before_exit_test(input: &LegalInput, res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, affine, .. } = *input;
    let exit_line = res.early_exits.last().map_or(0, |e| func.terminator(e.block).map_or(0, |t| func.srclocs[t].line));
    let before = |what: String| {
        format!("{} before the early exit at line {}, so the vector loop would run it for iterations past the exiting one too", what, exit_line)
    };
    // Where a load without a location of its own is: the loop.
    let (loop_loc, within) = (res.loc, remarks::in_loop(res.loc));
    let load_at = |loc: SrcLoc| format!("the load {}", remarks::at(loc, &within));
    let mut bound: Option<i64> = None;
    let mut peel: Option<AlignPeel> = None;
    for &inst in &res.body {
        if !func.layout.inst_block(inst).is_some_and(|b| res.before_exit_test.contains(&b)) {
            continue;
        }
        let loc = func.srclocs[inst];
        let result = func.dfg.result(inst);
        let int_ty = result.map(|v| func.value_type(v)).filter(|ty| module.types.is_integer(*ty));
        match func.inst(inst) {
            InstData::Store { .. } | InstData::Call { .. } => {
                return refuse(loc, before(format!("{} runs", show_inst(module, func, loop_loc, inst))))
            }
            InstData::Load { .. } => {
                if let Some(found) = align_peel_access(input, res, inst) {
                    let found =
                        found.map_err(|why| Refusal { message: before(format!("{} {}", load_at(loc), why)), loc })?;
                    // `also_after_exit` of a single access: whether it comes after an exit.
                    let after_exit = found.also_after_exit;
                    let not_every = |found: &AlignPeel| {
                        let name = show_value(module, func, res.loc, found.base);
                        let what = format!(
                            "{} reads {}, a pointer of unknown extent, {}",
                            load_at(loc),
                            name,
                            NOT_EVERY_ITERATION
                        );
                        Refusal { message: before(what), loc }
                    };
                    match &mut peel {
                        None if after_exit => return Err(not_every(&found)),
                        None => peel = Some(AlignPeel { also_after_exit: false, ..found }),
                        Some(p) if p.base == found.base && p.start == found.start && p.elem == found.elem => {
                            p.loads.push(inst)
                        }
                        // A second pointer (memcmp, strcmp): aligned by the same peel where its
                        // misalignment is the first one's (see `AlignPeel::also`).
                        Some(p) if p.elem == found.elem && p.base != found.base => {
                            if !p.also.contains(&(found.base, found.start.clone())) {
                                p.also.push((found.base, found.start.clone()));
                            }
                            p.loads.push(inst);
                            p.also_loads.push(inst);
                            p.also_after_exit |= after_exit;
                        }
                        Some(p) => {
                            let what = format!(
                                "{} reads {} at another address or in elements of another size than {} (one peel aligns pointers of unknown extent read at one offset each, in elements of one size) and runs",
                                load_at(loc),
                                show_value(module, func, loop_loc, found.base),
                                show_inst(module, func, loop_loc, p.loads[0])
                            );
                            return refuse(loc, before(what));
                        }
                    }
                    continue;
                }
                let k = load_bound(input, res, inst)
                    .map_err(|why| Refusal { message: before(format!("{} {}", load_at(loc), why)), loc })?;
                bound = match (bound, k) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
            }
            InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem | BinaryOp::Shl | BinaryOp::Shr, .. }
                if int_ty.is_some() =>
            {
                return refuse(
                    loc,
                    before(format!("{} may trap or be undefined and runs", show_inst(module, func, loop_loc, inst))),
                );
            }
            InstData::Binary { op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, .. }
            | InstData::Unary { op: UnaryOp::Neg, .. } => {
                let signed = int_ty.is_some_and(|ty| module.types.is_signed(ty));
                let v = result.unwrap_or(Value::from_u32(0));
                let in_reduction = res.reductions.iter().any(|r| r.chain.contains(&v));
                let no_wrap = affine.int(v).is_some_and(|info| info.nowrap);
                if signed && !in_reduction && !no_wrap {
                    return refuse(
                        loc,
                        before(format!("{}, signed, may overflow and runs", show_inst(module, func, loop_loc, inst))),
                    );
                }
            }
            _ => {}
        }
    }
    res.align_peel = peel;
    check_second_pointer(input, res, &before)?;
    let Some(bound) = bound else { return Ok(()) };
    bound_vector_trip(res, bound)
}

/// A second pointer aligned alike (`AlignPeel::also`) and read after an exit test needs the
/// page-crossing test instead (`peel::page_checked`); refuses where the loop cannot have it.
fn check_second_pointer(input: &LegalInput, res: &LegalLoop, before: &dyn Fn(String) -> String) -> Result<(), Refusal> {
    let func = input.func;
    if res.align_peel.as_ref().is_some_and(|ap| ap.also_after_exit) && !super::peel::page_checked(res) {
        // Aligned alike instead, its vector loads would start at an element the scalar loop
        // may not read, in a block without the one before it.
        let ap = res.align_peel.as_ref();
        let loc = ap.and_then(|ap| ap.also_loads.last()).map_or(res.loc, |l| func.srclocs[*l]);
        let name = ap
            .and_then(|ap| ap.also.last())
            .map_or("a second pointer".to_string(), |(b, _)| show_value(input.module, func, res.loc, *b));
        let what = format!(
            "a load of {} after an exit test, in a loop that carries a value other than its inductions (only loops of inductions test page crossings instead of aligning both pointers), runs",
            name
        );
        return refuse(loc, before(what));
    }
    Ok(())
}

/// Bounds the vector loop's iterations by `bound`, the iterations its loads before the early
/// exit stay inside their arrays: a count of its own without a counted exit, else a
/// compile-time check or a guard (`max_vector_trip`).
fn bound_vector_trip(res: &mut LegalLoop, bound: i64) -> Result<(), Refusal> {
    if res.uncounted {
        // No counted exit: the vector loop stops where the loads would leave their arrays,
        // and the scalar loop goes on from there.
        res.other_trip_counts.push((Affine::constant(bound), 1));
        return Ok(());
    }
    match res.constant_trip() {
        Some(trip) if trip <= bound => {}
        Some(trip) => {
            let msg = format!("the loop runs up to {} iterations, but its loads before the early exit stay inside their arrays for {} only", trip, bound);
            return refuse(res.loc, msg);
        }
        None => res.max_vector_trip = Some(bound),
    }
    Ok(())
}

/// Without a counted exit (`LegalLoop::uncounted`): for each integer induction narrower than
/// 64 bits, the iterations before it would wrap around its type, `(MAX - start + s) / s` for a
/// step s > 0, `(start - MIN + |s|) / |s|` down. The vector loop stops there and the scalar loop
/// goes on, so an unsigned index that wraps does so in the scalar loop, exactly (a signed one
/// would be undefined there anyway). Pointers and 64-bit integers stop at `UNCOUNTED_TRIP`.
pub(super) fn uncounted_bounds(input: &LegalInput, inductions: &[IndVar]) -> Vec<(Affine, i64)> {
    let LegalInput { module, func, .. } = *input;
    let mut res = Vec::new();
    for ind in inductions.iter().filter(|ind| !ind.is_pointer) {
        let ty = func.value_type(ind.param);
        let Some(kind) = module.types.int_kind(ty) else { continue };
        let bits = kind.bits();
        if bits >= 64 {
            continue;
        }
        let signed = module.types.is_signed(ty);
        let (min, max) =
            if signed { (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1) } else { (0, (1i64 << bits) - 1) };
        let s = ind.step.unsigned_abs() as i64;
        let start = Affine::term(Term::Value(ind.start));
        let count =
            if ind.step > 0 { Affine::constant(max + s).sub(&start) } else { start.sub(&Affine::constant(min - s)) };
        if let Some(count) = count {
            res.push((count, s));
        }
    }
    res
}

/// What a loop without a counted exit needs beyond an early exit's conditions: no runtime
/// overlap check, which needs a count to bound the ranges it compares.
pub(super) fn check_uncounted(input: &LegalInput, res: &LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    if let Some(check) = res.runtime_checks.first() {
        let name = |b: Base| match b {
            Base::Value(v) => show_value(module, func, res.loc, v),
            Base::Global(g) => format!("`{}`", module.globals[g].name),
            Base::Slot(s) => show_slot(func, s),
        };
        let message = format!(
            "the loop has no counted exit, and {} and {} may overlap (a runtime overlap check needs the number of iterations to bound the ranges it compares)",
            name(check.a.base),
            name(check.b.base)
        );
        return refuse(res.loc, message);
    }
    Ok(())
}

/// `while (s[n]) n++;`: no store, call or reduction, one early exit, and one load, of a byte,
/// that a branch tests against 0 (directly, or promoted to `int` and compared). Measured with the
/// refusal lifted (bench strlen_u8, gcc 12 -O2, 1e6 strings of 3500-4011 bytes): 94 ms at 32
/// byte lanes (one vpmovmskb or k-mask test per 32 bytes; 0.30x) against glibc's 28 ms on AVX2,
/// 103 against 27 ms on avx512vbmi; before byte masks (8 lanes) 0.12x.
pub(super) fn is_strlen_search(input: &LegalInput, res: &LegalLoop) -> bool {
    let func = input.func;
    let types = &input.module.types;
    if !res.reductions.is_empty() || res.early_exits.len() != 1 {
        return false;
    }
    let mut loads = Vec::new();
    for &inst in &res.body {
        match func.inst(inst) {
            InstData::Load { volatile: false, .. } => loads.push(inst),
            InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Call { .. }
            | InstData::BitfieldLoad { .. }
            | InstData::BitfieldStore { .. } => return false,
            _ => {}
        }
    }
    let [load] = loads[..] else { return false };
    let Some(byte) = func.dfg.result(load) else { return false };
    if types.size_of(func.value_type(byte)) != Some(1) || !types.is_integer(func.value_type(byte)) {
        return false;
    }
    use super::idioms::{def, is_zero};
    let widened = |v: Value| v == byte || matches!(def(func, v), Some(&InstData::Cast { arg }) if arg == byte);
    let tests_byte = |v: Value| {
        widened(v)
            || matches!(def(func, v), Some(&InstData::Binary { op: BinaryOp::Eq | BinaryOp::Ne, args: [a, b] })
                if (widened(a) && is_zero(func, b)) || (widened(b) && is_zero(func, a)))
    };
    res.blocks
        .iter()
        .filter_map(|&b| func.terminator(b))
        .any(|t| matches!(func.inst(t), &InstData::Branch { cond, .. } if tests_byte(cond)))
}
