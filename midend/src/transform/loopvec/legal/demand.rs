//! Demand: which values are needed as vectors and which as lane-0 scalars, walking from the
//! roots (stores and reduction updates) back to the values defined before the loop, and the
//! widest and narrowest lane that results (`lane_widths`).
//!
//! Inputs: the body's instructions in predication order and the access classes
//! (`classify_accesses`). Invariants: every demanded instruction has a vector or scalar form
//! the plan can build; anything else is a refusal naming the instruction.

use super::*;

/// Which values are needed as vectors and which as lane-0 scalars, from the roots (stores and
/// reduction updates) back to the values defined before the loop.
pub(super) fn demand(input: &LegalInput, insts: &[Inst], res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    let mut work: Vec<(Value, bool)> = Vec::new();
    let mut demanded: BTreeSet<Inst> = BTreeSet::new();
    for &inst in insts {
        demand_root(input, inst, res, &mut work, &mut demanded)?;
    }
    push_carried_roots(func, &module.types, res, &mut work);
    walk(input, insts, res, work, &mut demanded)?;
    res.body = insts.iter().copied().filter(|i| demanded.contains(i)).collect();
    check_lane_call_results(module, func, res)?;
    check_vector_inductions(module, func, res)?;
    if res.widest_bytes == 0 {
        return refuse(res.loc, "the loop computes nothing that can be vectorized");
    }
    Ok(())
}

/// The demand `inst` makes for its effects (stores, calls without a result, lane calls), as
/// (value, needed as a vector) pairs on `work`; refuses writes that are not handled.
fn demand_root(
    input: &LegalInput,
    inst: Inst,
    res: &mut LegalLoop,
    work: &mut Vec<(Value, bool)>,
    demanded: &mut BTreeSet<Inst>,
) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    let data = func.inst(inst);
    let loc = func.srclocs[inst];
    match data {
        InstData::Store { addr, value, volatile: false } if res.moves_by_elements(inst) => {
            work.push((*addr, false));
            work.push((*value, true));
            demanded.insert(inst);
            // The stored lanes count even when the value is loop-invariant (`a[i] = k`, a
            // splat): nothing else in such a loop is a vector.
            see_stored(&module.types, res, func.value_type(*value));
        }
        // A store through an index (`scatter.rs`): the index and the value as vectors.
        InstData::Store { value, volatile: false, .. } if res.indexed.contains_key(&inst) => {
            work.push((res.indexed[&inst].1, true));
            work.push((*value, true));
            demanded.insert(inst);
            see_stored(&module.types, res, func.value_type(*value));
        }
        InstData::Store { .. } => {
            return refuse(
                loc,
                format!(
                    "{} writes addresses that do not move by a whole number of elements per iteration",
                    show_inst(module, func, res.loc, inst)
                ),
            )
        }
        InstData::Call { callee: Callee::Direct(f), .. } if PURE_MATH.contains(&module.funcs[*f].name.as_str()) => {}
        // A prefetch: once per part, at the part's first lane's address (`RecipeKind::Clone`).
        InstData::Call { callee: Callee::Direct(f), args } if crate::analysis::deps::is_hint(module, *f) => {
            demanded.insert(inst);
            work.extend(args.iter().map(|&a| (a, false)));
        }
        InstData::Call { callee: Callee::Direct(f), args }
            if variant_for_call(module, func, res.header, inst, None, None).is_some() =>
        {
            demand_variant_call(input, inst, (*f, args), res, work, demanded)?
        }
        InstData::Call { callee: Callee::Direct(f), args } if is_lane_call(module, func, res.header, inst) => {
            // Made for its effects whether or not its result is used.
            demanded.insert(inst);
            let kinds = lane_arg_kinds(input, inst, (*f, args), res, work)?;
            // Each lane's test of its mask reads `int` lanes.
            res.widest_bytes = res.widest_bytes.max(4);
            res.lane_calls.insert(inst, kinds);
        }
        _ if data.writes_memory() => {
            return refuse(
                loc,
                format!("{} writes memory in a way that is not handled", show_inst(module, func, res.loc, inst)),
            )
        }
        _ => {}
    }
    Ok(())
}

/// Counts a stored value's lanes toward the widest lane, where it is a number.
fn see_stored(types: &Types, res: &mut LegalLoop, ty: TypeId) {
    if types.is_arithmetic(ty) {
        res.widest_bytes = res.widest_bytes.max(types.size_of(ty).unwrap_or(8));
    }
}

/// A call with a vector variant: its arguments must suit the variant's parameters; without a
/// result it is demanded for its effects.
fn demand_variant_call(
    input: &LegalInput,
    inst: Inst,
    (f, args): (FuncId, &[Value]),
    res: &mut LegalLoop,
    work: &mut Vec<(Value, bool)>,
    demanded: &mut BTreeSet<Inst>,
) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    let loc = func.srclocs[inst];
    // Under a condition the masked variant runs with the block's mask; elsewhere the
    // unmasked one.
    let conditional = res.runs_conditionally(func, inst);
    let Some((_, variant)) = variant_for_call(module, func, res.header, inst, None, Some(conditional)) else {
        let which = if conditional { "masked" } else { "unmasked" };
        return refuse(
            loc,
            format!(
                "{} needs a {} variant, which its annotation does not ask for",
                show_inst(module, func, res.loc, inst),
                which
            ),
        );
    };
    check_variant_args(input, inst, (f, args), variant, res)?;
    // A call without a result (its variant stores through its parameters) is
    // demanded for its effects: its varying arguments as vectors, the others as
    // scalars, as for a call whose result is used.
    if func.dfg.result(inst).is_none() {
        demanded.insert(inst);
        // Its lanes are the variant's: VF follows its characteristic type even when
        // every argument is uniform or linear.
        res.widest_bytes = res.widest_bytes.max(module.types.size_of(variant.cdt).unwrap_or(4));
        work.extend(args.iter().zip(&variant.params).map(|(&a, p)| (a, p.kind == ParamAbi::Varying)));
    }
    Ok(())
}

/// Each argument of a call of `variant` against its parameter: uniform ones from before the
/// loop, linear ones with the step, aligned pointers computable before the loop.
fn check_variant_args(
    input: &LegalInput,
    inst: Inst,
    (f, args): (FuncId, &[Value]),
    variant: &Variant,
    res: &mut LegalLoop,
) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    let loc = func.srclocs[inst];
    for (arg_idx, (&arg, param)) in args.iter().zip(&variant.params).enumerate() {
        if param.kind == ParamAbi::Uniform && res.defines(func, arg) && !is_invariant_value(input, res.lp, arg) {
            return refuse(
                loc,
                format!(
                    "{} passes {}, computed in the loop, where its vector variant wants a uniform value",
                    show_inst(module, func, res.loc, inst),
                    passed_as(module, func, res.loc, f, arg_idx, arg)
                ),
            );
        }
        let step = match param.kind {
            ParamAbi::Linear(step) => Some((Affine::constant(step), step.to_string())),
            ParamAbi::LinearParam(pos) => args
                .get(pos as usize)
                .map(|&s| (Affine::term(Term::Value(s)), format!("`{}`", func.value_name(s).unwrap_or("the step")))),
            _ => None,
        };
        if let Some((step, text)) = step {
            check_linear_argument(input, res.lp, arg, &step).map_err(|why| Refusal {
                message: format!(
                    "{} passes {} where its vector variant wants a linear value of step {}: {}",
                    show_inst(module, func, res.loc, inst),
                    passed_as(module, func, res.loc, f, arg_idx, arg),
                    text,
                    why
                ),
                loc,
            })?;
        }
        // An aligned parameter (of any of the callee's variants): the guard tests
        // the pointer's start, so it must be computable before the loop.
        let aligned = module
            .vector_variants
            .iter()
            .any(|(s, _, v)| *s == f && v.params.get(arg_idx).is_some_and(|p| p.align.is_some()));
        if aligned && param.kind != ParamAbi::Varying {
            let Some(pointer) = super::aligned::passed_pointer(input, res, arg) else {
                return refuse(loc, format!("{} passes {} to an aligned parameter of its vector variant, at an address not known before the loop (the alignment test could not compute it)", show_inst(module, func, res.loc, inst), passed_as(module, func, res.loc, f, arg_idx, arg)));
            };
            res.passed_pointers.insert(arg, pointer);
        }
    }
    Ok(())
}

/// How each argument of lane call `inst` reaches the lanes' calls; varying ones are demanded
/// as vectors.
fn lane_arg_kinds(
    input: &LegalInput,
    inst: Inst,
    (f, args): (FuncId, &[Value]),
    res: &mut LegalLoop,
    work: &mut Vec<(Value, bool)>,
) -> Result<Vec<LaneArg>, Refusal> {
    let LegalInput { module, func, .. } = *input;
    let types = &module.types;
    let loc = func.srclocs[inst];
    let mut kinds = Vec::new();
    for (idx, &arg) in args.iter().enumerate() {
        let ty = func.value_type(arg);
        let kind = if !res.defines(func, arg) || is_invariant_value(input, res.lp, arg) {
            LaneArg::Scalar
        } else if types.is_pointer(ty) {
            LaneArg::Pointer {
                step: pointer_step(input, res.lp, arg).ok_or_else(|| Refusal {
                    message: format!(
                        "{} passes {}, a pointer that does not move by a constant number of bytes per iteration",
                        show_inst(module, func, res.loc, inst),
                        passed_as(module, func, res.loc, f, idx, arg)
                    ),
                    loc,
                })?,
            }
        } else if lane_scalar_type(types, ty) {
            res.widest_bytes = res.widest_bytes.max(types.size_of(ty).unwrap_or(8));
            LaneArg::Vector
        } else {
            return refuse(
                loc,
                format!(
                    "{} passes {}, of a type no vector lane holds",
                    show_inst(module, func, res.loc, inst),
                    passed_as(module, func, res.loc, f, idx, arg)
                ),
            );
        };
        work.push((arg, kind == LaneArg::Vector));
        kinds.push(kind);
    }
    Ok(kinds)
}

/// The roots that carry values across iterations or decide control: reduction and last-value
/// updates, conditional last values' chains, early exits' and branches' conditions.
fn push_carried_roots(func: &Function, types: &Types, res: &mut LegalLoop, work: &mut Vec<(Value, bool)>) {
    for red in &res.reductions {
        work.push((red.update, true));
    }
    for last in &res.last_values {
        work.push((last.update, true));
    }
    // A conditional last value's iteration numbers: `int` lanes, or `long` for 8-byte values.
    for last in &res.cond_lasts {
        if last.iv.is_none() {
            work.push((last.update, true));
        } else {
            // Only the iteration numbers are kept: the chain's conditions as masks.
            for &v in &last.chain {
                if let Some(InstData::Select { cond, .. }) = func.dfg.defining_inst(v).map(|i| func.inst(i)) {
                    work.push((*cond, true));
                }
            }
        }
        let wide = super::last_value::wide_iterations(types, func.value_type(last.param));
        res.widest_bytes = res.widest_bytes.max(if wide { 8 } else { 4 });
    }
    // The early exits' conditions are tested as masks.
    work.extend(res.early_exits.iter().map(|e| (e.cond, true)));
    // If-conversion: the branch conditions become the masks.
    if res.predication.has_control_flow() {
        work.extend(res.predication.conditions.iter().map(|c| (*c, true)));
    }
}

/// Refuses a value needed as a vector whose type no vector lane holds (emit's `elem_of`):
/// refused here rather than after the loop was vectorized, which would keep the whole function
/// as written.
fn lane_type(module: &Module, func: &Function, loop_loc: SrcLoc, v: Value, loc: SrcLoc) -> Result<(), Refusal> {
    let types = &module.types;
    let ty = func.value_type(v);
    let why = if !types.is_arithmetic(ty) {
        "gathers and pointer vectors are not handled yet"
    } else if matches!(types.kind(ty), TypeKind::Float(FloatKind::LongDouble)) {
        "no vector lane type for it yet"
    } else {
        return Ok(());
    };
    refuse(
        loc,
        format!("{} would need a vector of {} ({})", show_value(module, func, loop_loc, v), types.display(ty), why),
    )
}

/// Walks `work` back to the values from before the loop, recording each value's demand and
/// the instructions demanded.
fn walk(
    input: &LegalInput,
    insts: &[Inst],
    res: &mut LegalLoop,
    mut work: Vec<(Value, bool)>,
    demanded: &mut BTreeSet<Inst>,
) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    let types = &module.types;
    let in_body: BTreeMap<Value, Inst> = insts.iter().filter_map(|i| func.dfg.result(*i).map(|v| (v, *i))).collect();
    let params: BTreeSet<Value> = func.dfg.block_params(res.header).iter().copied().collect();
    while let Some((v, as_vector)) = work.pop() {
        let set = if as_vector { &mut res.needs_vector } else { &mut res.needs_scalar };
        let Some(&inst) = in_body.get(&v) else {
            if params.contains(&v) {
                set.insert(v);
            } else if let Some(blend) = res.predication.blends.get(&v) {
                if !as_vector {
                    let loc = loop_loc(func, blend.block);
                    return refuse(
                        loc,
                        format!(
                            "{}, merged from two paths, is used as an address",
                            show_value(module, func, res.loc, v)
                        ),
                    );
                }
                lane_type(module, func, res.loc, v, loop_loc(func, blend.block))?;
                if set.insert(v) {
                    work.extend(blend.incoming.iter().map(|(_, x)| (*x, true)));
                }
            }
            continue;
        };
        if !set.insert(v) {
            continue;
        }
        demanded.insert(inst);
        let loc = func.srclocs[inst];
        let ty = func.value_type(v);
        if as_vector {
            lane_type(module, func, res.loc, v, loc)?;
            // A comparison read only as a mask has no lanes of `int`: its operands' lanes count.
            if !(gives_mask(func, inst) && only_as_mask(func, input.users, v)) {
                res.widest_bytes = res.widest_bytes.max(types.size_of(ty).unwrap_or(8));
            }
        }
        push_operands(module, func, res, inst, as_vector, loc, &mut work)?;
    }
    Ok(())
}

/// A lane call's result must be needed as a vector of numbers, never as one lane's scalar.
fn check_lane_call_results(module: &Module, func: &Function, res: &LegalLoop) -> Result<(), Refusal> {
    let types = &module.types;
    // A lane call's result is put together lane by lane: a vector of numbers, never one lane's
    // scalar (an address, a uniform argument).
    for &inst in res.lane_calls.keys() {
        let Some(r) = func.dfg.result(inst) else { continue };
        let loc = func.srclocs[inst];
        if res.needs_scalar.contains(&r) {
            return refuse(
                loc,
                format!(
                    "the result of {} is used as an address or where one value for all lanes is needed",
                    show_inst(module, func, res.loc, inst)
                ),
            );
        }
        if res.needs_vector.contains(&r) && !lane_scalar_type(types, func.value_type(r)) {
            return refuse(
                loc,
                format!("the result of {} is of a type no vector lane holds", show_inst(module, func, res.loc, inst)),
            );
        }
    }
    Ok(())
}

/// Integer inductions needed as vectors count toward the widest lane; pointer ones are refused.
fn check_vector_inductions(module: &Module, func: &Function, res: &mut LegalLoop) -> Result<(), Refusal> {
    let types = &module.types;
    for ind in &res.inductions {
        if res.needs_vector.contains(&ind.param) {
            if ind.is_pointer {
                return refuse(
                    res.loc,
                    format!(
                        "the pointer induction {} would be needed as a vector",
                        show_value(module, func, res.loc, ind.param)
                    ),
                );
            }
            res.widest_bytes = res.widest_bytes.max(types.size_of(func.value_type(ind.param)).unwrap_or(8));
        }
    }
    Ok(())
}

/// What each instruction needs from its operands, given how its own value is needed.
fn push_operands(
    module: &Module,
    func: &Function,
    res: &LegalLoop,
    inst: Inst,
    as_vector: bool,
    loc: SrcLoc,
    work: &mut Vec<(Value, bool)>,
) -> Result<(), Refusal> {
    let data = func.inst(inst);
    match data {
        InstData::Load { addr, volatile: false } => {
            let widenable = as_vector && res.moves_by_elements(inst);
            if res.invariant_loads.contains(&inst) || widenable {
                work.push((*addr, false));
            } else if let (true, Some(&(_, index))) = (as_vector, res.indexed.get(&inst)) {
                work.push((index, true));
            } else if as_vector {
                return refuse(loc, format!("{} reads addresses that neither move by whole elements nor index a pointer from before the loop", show_inst(module, func, res.loc, inst)));
            } else {
                return refuse(
                    loc,
                    format!(
                        "the value of {} is used as an address (vectors of pointers are not handled)",
                        show_inst(module, func, res.loc, inst)
                    ),
                );
            }
        }
        InstData::Const(_)
        | InstData::Unary { .. }
        | InstData::Binary { .. }
        | InstData::Cast { .. }
        | InstData::Select { .. } => {
            data.for_each_operand(|v| work.push((v, as_vector)));
        }
        InstData::PtrAdd { .. }
        | InstData::ElemAddr { .. }
        | InstData::FieldAddr { .. }
        | InstData::GlobalAddr(_)
        | InstData::SlotAddr(_)
            if !as_vector =>
        {
            data.for_each_operand(|v| work.push((v, false)));
        }
        // Its arguments were demanded with the call itself (`demand`).
        InstData::Call { .. } if res.lane_calls.contains_key(&inst) => {}
        InstData::Call { args, .. } => {
            // Pure math calls (per lane, or once per part) and calls to vector variants, whose
            // uniform arguments are the scalars from before the loop.
            let variant = if as_vector { variant_for_call(module, func, res.header, inst, None, None) } else { None };
            match variant {
                Some((_, v)) => {
                    // Uniform and linear arguments are scalars (lane 0's value for linear ones).
                    for (&a, p) in args.iter().zip(&v.params) {
                        work.push((a, p.kind == ParamAbi::Varying));
                    }
                }
                None => data.for_each_operand(|v| work.push((v, as_vector))),
            }
        }
        _ => return refuse(loc, format!("{} cannot be vectorized", show_inst(module, func, res.loc, inst))),
    }
    Ok(())
}

/// The widest and the narrowest lane (bytes) of the vector values, narrowed ones at their
/// narrowed width (a multiply-add accumulator at its inputs' 2 bytes: it has half the lanes).
pub(super) fn lane_widths(module: &Module, func: &Function, res: &LegalLoop, users: &Users) -> (u64, u64) {
    let types = &module.types;
    let (mut widest, mut narrowest) = (0, u64::MAX);
    let mut see = |bytes: u64| {
        widest = widest.max(bytes);
        narrowest = narrowest.min(bytes);
    };
    // A comparison whose every use takes it as a mask has no lanes of `int`: its vector is the
    // mask; nor has a constant only truth tests read.
    let only_tested = |v: Value| only_as_mask(func, users, v);
    for &inst in &res.body {
        let Some(v) = func.dfg.result(inst).filter(|v| res.needs_vector.contains(v) && !res.folded.contains(v)) else {
            continue;
        };
        if !matches!(types.kind(func.value_type(v)), TypeKind::Int(_) | TypeKind::Float(_)) {
            continue;
        }
        if truth_test(func, inst).is_some()
            || (gives_mask(func, inst) || matches!(func.inst(inst), InstData::Const(_))) && only_tested(v)
        {
            continue;
        }
        see(if res.madds.contains_key(&v) { 2 } else { types.size_of(res.lane_type(func, v)).unwrap_or(8) });
    }
    for ind in res.inductions.iter().filter(|ind| res.needs_vector.contains(&ind.param)) {
        see(types.size_of(func.value_type(ind.param)).unwrap_or(8));
    }
    (widest.max(1), narrowest.max(1))
}

/// Whether every use of `v` takes it as a mask: a branch's or a select's condition, or a truth
/// test (`truth_test`).
fn only_as_mask(func: &Function, users: &Users, v: Value) -> bool {
    let as_mask = |u: Inst| match func.inst(u) {
        InstData::Branch { cond, .. } | InstData::Select { cond, .. } => {
            *cond == v && !func.inst(u).operands().iter().skip(1).any(|a| *a == v)
        }
        _ => truth_test(func, u).is_some(),
    };
    users.get(&v).is_some_and(|us| us.iter().all(|u| as_mask(*u)))
}

/// Whether `inst`'s vector form is a mask: a comparison or a `!`.
pub(super) fn gives_mask(func: &Function, inst: Inst) -> bool {
    matches!(func.inst(inst), InstData::Binary { op, .. } if op.is_comparison())
        || matches!(func.inst(inst), InstData::Unary { op: UnaryOp::LogNot, .. })
}

/// `c != 0` or `c == 0` on the 0 or 1 of a comparison `c` (C's `&&` and `||` test their
/// operands so: `while (i < n && s[i] != c)`): `c`, and whether the test is `== 0`. Its vector
/// form is `c`'s mask or that mask's complement, with no lanes of `int`.
pub fn truth_test(func: &Function, inst: Inst) -> Option<(Value, bool)> {
    let InstData::Binary { op: op @ (BinaryOp::Eq | BinaryOp::Ne), args: [c, zero] } = *func.inst(inst) else {
        return None;
    };
    let zero_inst = func.dfg.defining_inst(zero)?;
    let tested = func.dfg.defining_inst(c)?;
    (matches!(func.inst(zero_inst), InstData::Const(Const::Int(0))) && gives_mask(func, tested))
        .then_some((c, op == BinaryOp::Eq))
}
