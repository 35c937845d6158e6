//! Reductions and last values: header parameters that accumulate (`+ * & | ^`, min/max as
//! compare + select or as `if`, through C's promotions of a narrow integer accumulator) or only
//! carry a value out of the loop (`last = a[i];`). Float reductions are reassociated only under
//! `-ffast-math` or a pragma that allows it (`pragma_allows`); elsewhere a plain sum
//! `acc + x` is kept in order (`Reduction::ordered`, `ordered.rs`).
//!
//! Inputs: the header parameter, the loop's preheader and latch, and the predication (a
//! reduction updated under a condition runs through blends). Invariants: a reduction's chain
//! holds only its own updates, each read by nothing else in the loop, so that the vector loop
//! may keep one partial value per lane.

use super::*;

/// r = r op x (op one of + * & | ^), or r = (x < r) ? x : r and the other min/max spellings.
pub(super) fn find_reduction(
    input: &LegalInput,
    lp: Loop,
    preheader: Block,
    latch: Block,
    param: Value,
    pred: &Predication,
) -> Result<Reduction, Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    let header = loops.data(lp).header;
    let loc = loop_loc(func, header);
    let name = show_value(module, func, loc, param);
    if !matches!(func.dfg.value_def(param), ValueDef::Param(..)) {
        return refuse(loc, "internal: header parameter is not a parameter");
    }
    let incoming = |from: Block| passed_in(func, header, param, from);
    let (Some(start), Some(update)) = (incoming(preheader), incoming(latch)) else {
        return refuse(loc, format!("the loop-carried value {} has no single start and update", name));
    };
    let not_reduction =
        || refuse(loc, format!("the loop-carried value {} is neither an induction nor a reduction", name));
    // Without if-conversion the update itself must have the shape of one.
    if !pred.blends.contains_key(&update) {
        let Some(update_inst) = func.dfg.defining_inst(update) else { return not_reduction() };
        match func.inst(update_inst) {
            // An update that does not read the accumulator itself ends a chain of them (`s +=
            // a; s += b`): `reduction_chain` checks that the accumulator reaches it, and that
            // a `-` subtracts from the value the accumulator reached.
            InstData::Binary { op, args } if args[0] != args[1] => {
                let acc = if args.contains(&param) { param } else { args[0] };
                if update_op(&module.types, func, *op, *args, acc).is_none() {
                    let msg = format!("the reduction of {} uses `{}`, which is not handled", name, op.name());
                    return refuse(func.srclocs[update_inst], msg);
                }
            }
            InstData::Select { cond, args } if args.contains(&param) => {
                let other = if args[0] == param { args[1] } else { args[0] };
                if min_max_kind(func, *cond, args, param, other).is_none() {
                    return not_reduction();
                }
            }
            // The conversion back of a narrow accumulator (checked by `reduction_chain`).
            InstData::Cast { .. } if narrow_conversion(input, param, update_inst) => {}
            _ => return not_reduction(),
        }
    }
    let (chain, ops) = reduction_chain(input, lp, param, update, pred, &name)?;
    let Some(&(first_op, kind)) = ops.first() else { return not_reduction() };
    let update_loc = func.srclocs[first_op];
    if let Some(&(other, _)) = ops.iter().find(|(_, k)| *k != kind) {
        return refuse(func.srclocs[other], format!("the reduction of {} mixes operations", name));
    }
    let is_float = module.types.is_float(func.value_type(param));
    let ordered = is_float
        && !input.fast_math
        && !pragma_allows(func.loop_pragmas[header].as_ref(), func.value_name(param), kind);
    if ordered && !super::super::ordered::eligible(func, param, update, &chain, &ops, pred) {
        return refuse(
            update_loc,
            format!(
                "the float reduction of {} would be reassociated (use --fast-math or #pragma simd vec-function)",
                name
            ),
        );
    }
    if !module.types.is_arithmetic(func.value_type(param)) {
        return refuse(update_loc, format!("the reduction of {} is not on an arithmetic type", name));
    }
    // Each update converts back with `!= 0`: `r = (int)r | x` is `r || x != 0`, the OR of
    // `x != 0` in byte lanes of 0 or 1 (`execute` tests `x` so); `&` and `^` are that only
    // where `x` is 0 or 1 itself (a comparison, a `_Bool`); `+` and `*` are not lane-wise in 0 and 1.
    if module.types.int_kind(func.value_type(param)) == Some(IntKind::Bool) {
        let carries = |v: Value| v == param || chain.contains(&v);
        for &(inst, kind) in &ops {
            let other = func.inst(inst).operands().into_iter().find(|v| !carries(*v));
            let zero_one = other.and_then(|v| func.dfg.defining_inst(v)).is_some_and(|i| {
                let from_bool = matches!(func.inst(i), InstData::Cast { arg } if module.types.int_kind(func.value_type(*arg)) == Some(IntKind::Bool));
                gives_mask(func, i) || from_bool
            });
            match kind {
                RedKind::Binary(BinaryOp::Or) => {}
                RedKind::Binary(BinaryOp::And | BinaryOp::Xor) if zero_one => {}
                RedKind::Binary(op @ (BinaryOp::And | BinaryOp::Xor)) => {
                    let msg = format!(
                        "the reduction of the _Bool {} uses `{}` on a value that may be other than 0 or 1",
                        name,
                        op.name()
                    );
                    return refuse(func.srclocs[inst], msg);
                }
                _ => {
                    return refuse(
                        func.srclocs[inst],
                        format!("the reduction of the _Bool {} is not a `|`, `&` or `^`", name),
                    )
                }
            }
        }
    }
    Ok(Reduction { param, start, update, chain, kind, is_float, ordered })
}

/// A reduction's chain of values and its update instructions with their kinds.
type ReductionChain = (Vec<Value>, Vec<(Inst, RedKind)>);

/// The reduction operation of an update `acc op x` (`args`, `acc` one of them): `+ * & | ^`
/// themselves, and `acc - x` on integers (`cnt--`, `s -= a[i]`) an add, each lane keeping its
/// partial sum minus its `x`s, the lanes' sum the total (wrapping alike). Floats keep `-` out:
/// their ordered sums are of `+` only.
fn update_op(types: &Types, func: &Function, op: BinaryOp, args: [Value; 2], acc: Value) -> Option<BinaryOp> {
    match op {
        BinaryOp::Add | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => Some(op),
        BinaryOp::Sub if args[0] == acc && !types.is_float(func.value_type(acc)) => Some(BinaryOp::Add),
        _ => None,
    }
}

/// The values that carry the accumulator, found forward from `param` through its users in the
/// loop: updates `acc op x` (op one of + * & | ^), min/max selects `x < acc ? x : acc`, and the
/// parameters of blocks inside the loop it is passed to (a conditional update). Any other use
/// of the accumulator inside the loop is a refusal, as is a blend of the accumulator with
/// something else (`else s = 0;` would restart every lane's partial result). Returns the chain
/// and the update instructions with their kinds.
fn reduction_chain(
    input: &LegalInput,
    lp: Loop,
    param: Value,
    update: Value,
    pred: &Predication,
    name: &str,
) -> Result<ReductionChain, Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    let header = loops.data(lp).header;
    let loc = loop_loc(func, header);
    let also_used = |inst: Inst| {
        refuse(func.srclocs[inst], format!("the reduction variable {} is also used inside the loop", name))
    };
    let mut chain: Vec<Value> = Vec::new();
    let mut ops: Vec<(Inst, RedKind)> = Vec::new();
    // Blends that pick between the accumulator and another value by comparing the two.
    let mut min_max_blends: Vec<Value> = Vec::new();
    let mut work = vec![param];
    while let Some(v) = work.pop() {
        for user in uses_in_loop(func, loops, lp, v) {
            let data = func.inst(user);
            let mut found = Vec::new();
            match data {
                InstData::Jump(_) | InstData::Branch { .. } => {
                    if matches!(data, InstData::Branch { cond, .. } if *cond == v) {
                        return also_used(user);
                    }
                    for dest in data.branch_targets() {
                        for (idx, _) in dest.args.iter().enumerate().filter(|(_, a)| **a == v) {
                            if dest.block != header {
                                found.push(func.dfg.block_params(dest.block)[idx]);
                            } else if v != update {
                                return also_used(user);
                            }
                        }
                    }
                }
                InstData::Binary { op, args } if args[0] != args[1] && args.contains(&v) => {
                    let decides_branch = func.dfg.result(user).is_some_and(|r| pred.conditions.contains(&r));
                    let kind = match update_op(&module.types, func, *op, *args, v) {
                        Some(op) => RedKind::Binary(op),
                        _ if op.is_comparison() && decides_branch => match if_min_max(input, pred, user, v) {
                            Some((blend, kind)) => {
                                ops.push((user, kind));
                                min_max_blends.push(blend);
                                continue;
                            }
                            None => {
                                let msg = format!(
                                    "the reduction variable {} decides a branch that is not a minimum or maximum (`if (x < m) m = x;` on one type, without conversions)",
                                    name
                                );
                                return refuse(func.srclocs[user], msg);
                            }
                        },
                        _ if op.is_comparison() && feeds_min_max(func, user, v) => continue,
                        _ => {
                            return refuse(
                                func.srclocs[user],
                                format!("the reduction of {} uses `{}`, which is not handled", name, op.name()),
                            )
                        }
                    };
                    ops.push((user, kind));
                    found.extend(func.dfg.result(user));
                }
                // C's promotion of a narrow accumulator (`(int)s`) and the conversion back: the
                // vector loop does the operation in the accumulator's type instead (see below).
                InstData::Cast { arg } if *arg == v && narrow_conversion(input, param, user) => {
                    found.extend(func.dfg.result(user));
                }
                InstData::Select { cond, args } if args.contains(&v) && args[0] != args[1] => {
                    let other = if args[0] == v { args[1] } else { args[0] };
                    let Some(kind) = min_max_kind(func, *cond, args, v, other) else { return also_used(user) };
                    ops.push((user, kind));
                    found.extend(func.dfg.result(user));
                }
                _ => return also_used(user),
            }
            for value in found {
                if !chain.contains(&value) {
                    chain.push(value);
                    work.push(value);
                }
            }
        }
    }
    if !chain.contains(&update) {
        return refuse(loc, format!("the loop-carried value {} is neither an induction nor a reduction", name));
    }
    // Through promotions only + * & | ^, whose low bits depend only on the operands' low bits:
    // done in the narrow accumulator's (unsigned) type they give the scalar loop's result.
    let promoted =
        chain.iter().any(|v| func.dfg.defining_inst(*v).is_some_and(|i| matches!(func.inst(i), InstData::Cast { .. })));
    if let Some(&(inst, _)) = ops.iter().find(|(_, k)| matches!(k, RedKind::MinMax(_))).filter(|_| promoted) {
        return refuse(func.srclocs[inst], format!("the minimum or maximum of {} goes through a conversion", name));
    }
    let carries = |v: Value| v == param || chain.contains(&v);
    for &(inst, _) in &ops {
        if func.inst(inst).operands().iter().filter(|v| carries(**v)).count() != 1 {
            return also_used(inst);
        }
    }
    for v in chain.iter().filter(|v| !min_max_blends.contains(v)) {
        if let Some(blend) = pred.blends.get(v) {
            if let Some((edge, _)) = blend.incoming.iter().find(|(_, x)| !carries(*x)) {
                let at = func.terminator(edge.from).map_or(loc, |t| func.srclocs[t]);
                return refuse(at, format!("{} is replaced, not updated, on one path (not a reduction)", name));
            }
        }
    }
    Ok((chain, ops))
}

/// `(wide)r` or `(T)wide` for a reduction `r` of integer type `T` and an integer type wider
/// than `T`: C's promotions around a narrow accumulator (`s += a[i]` with `s` a char is
/// `s = (char)((int)s + (int)a[i])`).
fn narrow_conversion(input: &LegalInput, param: Value, cast: Inst) -> bool {
    let LegalInput { module, func, .. } = *input;
    let types = &module.types;
    let (InstData::Cast { arg }, Some(res)) = (func.inst(cast), func.dfg.result(cast)) else { return false };
    let (narrow, from, to) = (func.value_type(param), func.value_type(*arg), func.value_type(res));
    let bits = |t: TypeId| types.int_kind(t).map(|k| k.bits());
    let (Some(n), Some(f), Some(t)) = (bits(narrow), bits(from), bits(to)) else { return false };
    (from == narrow && t > n) || (to == narrow && f > n)
}

/// `if (x < acc) acc = x;` and `acc = x < acc ? x : acc` as branches: `cmp` compares `acc`
/// with `x` and decides a branch; a blend takes `acc` on one side and, on the other, `x` or a
/// load of the same address as `x` (no store in the loop can come between). Returns the blend
/// and whether it is a minimum or a maximum.
fn if_min_max(input: &LegalInput, pred: &Predication, cmp: Inst, acc: Value) -> Option<(Value, RedKind)> {
    let LegalInput { func, deps, .. } = *input;
    let cmp_value = func.dfg.result(cmp)?;
    let InstData::Binary { args, .. } = func.inst(cmp) else { return None };
    let x = if args[0] == acc { args[1] } else { args[0] };
    let same_as_x = |y: Value| {
        if y == x {
            return true;
        }
        let address = |v: Value| {
            let inst = func.dfg.defining_inst(v)?;
            deps.accesses
                .iter()
                .find(|a| a.inst == inst && a.kind == AccessKind::Read)
                .map(|a| (a.addr.clone(), a.size))
        };
        let no_writes = deps.accesses.iter().all(|a| a.kind == AccessKind::Read);
        no_writes && address(y).is_some() && address(y) == address(x)
    };
    // The lanes that take `edge` are exactly those where `cmp` is `taken`.
    let decided_by = |edge: &Edge, taken: bool| {
        edge.cond == Some((cmp_value, taken))
            || (edge.cond.is_none()
                && pred.incoming.get(&edge.from).is_some_and(|inc| {
                    inc.len() == 1 && inc[0].cond == Some((cmp_value, taken)) && !pred.is_conditional(inc[0].from)
                }))
    };
    for (&param, blend) in &pred.blends {
        let [(e0, v0), (e1, v1)] = &blend.incoming[..] else { continue };
        for ((acc_edge, acc_in), (x_edge, x_in)) in [((e0, *v0), (e1, *v1)), ((e1, *v1), (e0, *v0))] {
            if acc_in != acc || !same_as_x(x_in) {
                continue;
            }
            for taken in [true, false] {
                if decided_by(x_edge, taken) && decided_by(acc_edge, !taken) {
                    // The blend is `cmp ? x : acc` when `taken`, else `cmp ? acc : x`.
                    let arms = if taken { [x, acc] } else { [acc, x] };
                    return min_max_kind(func, cmp_value, &arms, acc, x).map(|kind| (param, kind));
                }
            }
        }
    }
    None
}

/// Whether the comparison `cmp` (which reads `acc`) only chooses between `acc` and another value
/// in min/max selects.
fn feeds_min_max(func: &Function, cmp: Inst, acc: Value) -> bool {
    let Some(res) = func.dfg.result(cmp) else { return false };
    let users: Vec<Inst> =
        func.insts_in_order().map(|(_, i)| i).filter(|i| func.inst(*i).operands().contains(&res)).collect();
    !users.is_empty()
        && users.iter().all(|&u| match func.inst(u) {
            InstData::Select { cond, args } if *cond == res && args.contains(&acc) => {
                let other = if args[0] == acc { args[1] } else { args[0] };
                min_max_kind(func, *cond, args, acc, other).is_some()
            }
            _ => false,
        })
}

/// A header parameter no instruction of the loop reads, updated on every iteration (not through
/// a blend) by a value of this iteration, an induction, or a value from before the loop: after
/// the loop it holds the last iteration's value.
pub(super) fn find_last_value(
    input: &LegalInput,
    lp: Loop,
    latch: Block,
    param: Value,
    inductions: &[IndVar],
) -> Option<LastValue> {
    let LegalInput { func, loops, .. } = *input;
    let header = loops.data(lp).header;
    if reads_in_loop(func, loops.data(lp), param) {
        return None;
    }
    let idx = func.dfg.block_params(header).iter().position(|p| *p == param)?;
    let update = *func.calls_to(latch, header).first()?.args.get(idx)?;
    match func.dfg.value_def(update) {
        ValueDef::Param(block, _) if block == header => inductions.iter().any(|ind| ind.param == update).then_some(()),
        ValueDef::Param(block, _) if loops.data(lp).contains(block) => None,
        _ => Some(()),
    }?;
    Some(LastValue { param, update })
}

/// Whether the loop's pragma lets a float reduction be reassociated: `#pragma simd
/// vec-function` always does; `#pragma omp simd` when a `reduction` clause names the variable
/// with the same operator.
fn pragma_allows(pragma: Option<&LoopPragma>, name: Option<&str>, kind: RedKind) -> bool {
    let Some(pragma) = pragma else { return false };
    if pragma.syntax == LoopPragmaSyntax::SimdVecFunction {
        return true;
    }
    let op_matches = |op: ReductionOp| {
        matches!(
            (op, kind.op()),
            (ReductionOp::Add | ReductionOp::Sub, BinaryOp::Add)
                | (ReductionOp::Mul, BinaryOp::Mul)
                | (ReductionOp::Min, BinaryOp::Min)
                | (ReductionOp::Max, BinaryOp::Max)
                | (ReductionOp::And, BinaryOp::And)
                | (ReductionOp::Or, BinaryOp::Or)
                | (ReductionOp::Xor, BinaryOp::Xor)
        )
    };
    let Some(name) = name else { return false };
    pragma.reductions.iter().any(|(op, vars)| op_matches(*op) && vars.iter().any(|v| v == name))
}

/// select(x < r, x, r) is min; select(x > r, x, r) is max; swapped compares and arms likewise.
fn min_max_kind(func: &Function, cond: Value, arms: &[Value; 2], param: Value, other: Value) -> Option<RedKind> {
    let inst = func.dfg.defining_inst(cond)?;
    let InstData::Binary { op, args } = func.inst(inst) else { return None };
    let less = match op {
        BinaryOp::Lt | BinaryOp::Le => true,
        BinaryOp::Gt | BinaryOp::Ge => false,
        _ => return None,
    };
    // `lhs < rhs ? a : b` picks the smaller when a is lhs.
    let picks_lhs = if *args == [other, param] {
        arms[0] == other
    } else if *args == [param, other] {
        arms[0] == param
    } else {
        return None;
    };
    Some(RedKind::MinMax(if less == picks_lhs { BinaryOp::Min } else { BinaryOp::Max }))
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) fn omp(reductions: Vec<(ReductionOp, Vec<String>)>) -> LoopPragma {
        LoopPragma {
            syntax: LoopPragmaSyntax::OmpSimd,
            reductions,
            private: Vec::new(),
            simdlen: None,
            safelen: None,
            loc: SrcLoc::default(),
        }
    }

    #[test]
    fn pragmas_allow_matching_float_reductions() {
        let add = RedKind::Binary(BinaryOp::Add);
        let pragma = omp(vec![(ReductionOp::Add, vec!["s".into()])]);
        assert!(pragma_allows(Some(&pragma), Some("s"), add));
        assert!(!pragma_allows(Some(&pragma), Some("t"), add));
        assert!(!pragma_allows(Some(&pragma), Some("s"), RedKind::Binary(BinaryOp::Mul)));
        assert!(!pragma_allows(None, Some("s"), add));
        let simd = LoopPragma { syntax: LoopPragmaSyntax::SimdVecFunction, ..omp(Vec::new()) };
        assert!(pragma_allows(Some(&simd), None, add));
    }
}
