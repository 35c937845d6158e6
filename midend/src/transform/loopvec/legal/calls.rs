//! Calls and their arguments: vector variants a call may use (`variant_for_call`), lane calls
//! under a pragma (`is_lane_call`), and the checks on what is passed (linear steps, uniform
//! values, private objects).
//!
//! Inputs: the module's vector variants and the loop's pragma. Invariants: a call runs as a
//! vector or lane call only where the pragma or the callee's effects allow it.

use super::*;

/// Whether `v`, computed in `lp`, has the same value in every iteration (an integer or address
/// expression of values from before the loop, like the address of a global array).
pub(super) fn is_invariant_value(input: &LegalInput, lp: Loop, v: Value) -> bool {
    let LegalInput { affine, loops, func, .. } = *input;
    // A constant materialized in the loop (a float one, which affine does not track).
    if func.dfg.defining_inst(v).is_some_and(|inst| matches!(func.inst(inst), InstData::Const(_))) {
        return true;
    }
    if let Some(addr) = affine.address(v) {
        return affine.is_invariant_base(loops, addr.base, lp) && affine.is_invariant(loops, &addr.offset, lp);
    }
    affine.int(v).is_some_and(|info| affine.is_invariant(loops, &info.expr, lp))
}

/// Whether `arg`, passed in every iteration of `lp`, is linear across the lanes with `step`
/// (elements for a pointer): its value moves by exactly `step` per iteration, everything else
/// in it from before the loop.
pub(super) fn check_linear_argument(input: &LegalInput, lp: Loop, arg: Value, step: &Affine) -> Result<(), String> {
    let LegalInput { module, func, affine, loops, .. } = *input;
    let ty = func.value_type(arg);
    let (expr, unit) = if module.types.is_pointer(ty) {
        let addr = affine.address(arg).ok_or("not an affine address")?;
        if !affine.is_invariant_base(loops, addr.base, lp) {
            return Err("its base changes in the loop".into());
        }
        let elem =
            module.types.pointee(ty).and_then(|t| module.types.size_of(t)).ok_or("a pointer to an unsized type")?;
        (&addr.offset, elem as i64)
    } else {
        let info = affine.int(arg).ok_or("not an affine expression of the induction")?;
        if !info.nowrap {
            return Err("it may wrap around".into());
        }
        (&info.expr, 1)
    };
    // What it moves by per iteration: the terms with the loop's counter, as an expression.
    let moves = |t: &Term| matches!(t, Term::Iter(l) | Term::ValueIter(_, l) if *l == lp);
    let per_iteration = Affine {
        constant: expr.coeff(Term::Iter(lp)),
        terms: expr
            .terms
            .iter()
            .filter_map(|(t, c)| match t {
                Term::ValueIter(v, l) if *l == lp => Some((Term::Value(*v), *c)),
                _ => None,
            })
            .collect(),
    };
    let rest = Affine { terms: expr.terms.iter().filter(|(t, _)| !moves(t)).cloned().collect(), ..expr.clone() };
    if !affine.is_invariant(loops, &rest, lp) || !affine.is_invariant(loops, &per_iteration, lp) {
        return Err("it depends on values computed in the loop".into());
    }
    let wanted = Affine {
        constant: step.constant.saturating_mul(unit),
        terms: step.terms.iter().map(|(t, c)| (*t, c.saturating_mul(unit))).collect(),
    };
    if per_iteration != wanted {
        let what =
            if module.types.is_pointer(ty) { format!("{} bytes", per_iteration) } else { per_iteration.to_string() };
        return Err(format!("it moves by {} per iteration", what));
    }
    Ok(())
}

/// A vector variant (of `vf` lanes, masked or not; `None`: any) of the function a call in the
/// loop at `header` calls, when the loop's pragma (`#pragma omp simd`, `#pragma simd
/// vec-function`) lets calls run as vector calls, or the callee touches no memory outside its
/// own frame (`analysis::effects`): the call has a result, and every parameter of
/// the variant is varying, uniform (the caller then passes the value from before the loop) or
/// linear (the caller passes lane 0's value; `demand` checks the step).
pub fn variant_for_call<'m>(
    module: &'m Module,
    func: &Function,
    header: Block,
    inst: Inst,
    vf: Option<u32>,
    masked: Option<bool>,
) -> Option<(FuncId, &'m Variant)> {
    find_variant(module, func, header, inst, vf, masked, false)
}

/// The masked variant of `vf` lanes a masked remainder (`tail.rs`) calls for the call `inst`:
/// one the annotation asks for, or vcc's internal one of a `nomask` function.
pub fn remainder_variant_for_call<'m>(
    module: &'m Module,
    func: &Function,
    header: Block,
    inst: Inst,
    vf: u32,
) -> Option<(FuncId, &'m Variant)> {
    find_variant(module, func, header, inst, Some(vf), Some(true), true)
}

/// `variant_for_call`, internal variants included when `internal`.
fn find_variant<'m>(
    module: &'m Module,
    func: &Function,
    header: Block,
    inst: Inst,
    vf: Option<u32>,
    masked: Option<bool>,
    internal: bool,
) -> Option<(FuncId, &'m Variant)> {
    let InstData::Call { callee: Callee::Direct(f), args } = func.inst(inst) else { return None };
    // Without a pragma, only a callee that touches no memory of ours may run for several
    // iterations at once.
    if func.loop_pragmas[header].is_none() && !crate::analysis::effects::is_readnone(module, *f) {
        return None;
    }
    // A variant with aligned parameters only where the calls keep them aligned (the start is
    // tested in the guard, `aligned.rs`), and one without them first: it needs no test.
    let candidates = || {
        module.vector_variants.iter().filter(|(s, _, v)| {
            *s == *f
                && (internal || !v.internal)
                && masked.is_none_or(|m| v.masked == m)
                && vf.is_none_or(|n| v.vlen == n)
                && super::aligned::callable(module, func, args, v)
        })
    };
    let unaligned = candidates().find(|(_, _, v)| v.params.iter().all(|p| p.align.is_none()));
    unaligned.or_else(|| candidates().next()).map(|(_, id, v)| (*id, v))
}

/// The name of the local variable `addr` points into, when it is private to the iterations of
/// the loop at `header` (its pragma's `private` clause, or an array its body declares).
pub(super) fn private_object(func: &Function, header: Block, addr: Value) -> Option<String> {
    let mut v = addr;
    let slot = loop {
        v = match func.inst(func.dfg.defining_inst(v)?) {
            InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } | InstData::FieldAddr { base, .. } => *base,
            InstData::Cast { arg } => *arg,
            InstData::SlotAddr(s) => break *s,
            _ => return None,
        };
    };
    let name = func.slots.get(slot)?.name.clone()?;
    let named = func.loop_pragmas[header].as_ref().is_some_and(|p| p.private.contains(&name));
    (named || func.private_arrays[header].contains(&slot)).then_some(name)
}

/// How a lane call's argument reaches lane k's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneArg {
    /// The same in every iteration: the value itself.
    Scalar,
    /// Lane k of the argument's vector.
    Vector,
    /// A pointer that moves by `step` bytes per iteration: lane 0's address + k·step, computed
    /// as an integer (lane 0 may be inactive, its address outside the object).
    Pointer { step: i64 },
}

/// Whether `inst` is a call the loop vectorizer runs once per lane: a direct call, in a loop
/// under `#pragma omp simd` or `#pragma simd vec-function`, to a function without vector
/// variants (of this file or declared by `--extern-variants`) and without a vector form
/// (PURE_MATH). Its effects are unknown, but the pragma promises that the iterations may run as
/// SIMD lanes, as OpenMP's `omp simd` does for such calls: each vector iteration calls it for
/// its lanes in order, only for the active ones, each with its lane's arguments. Without a
/// pragma such a call keeps the loop scalar.
pub fn is_lane_call(module: &Module, func: &Function, header: Block, inst: Inst) -> bool {
    let InstData::Call { callee: Callee::Direct(f), .. } = func.inst(inst) else { return false };
    func.loop_pragmas[header].is_some()
        && !PURE_MATH.contains(&module.funcs[*f].name.as_str())
        && !module.vector_variants.iter().any(|(s, _, _)| s == f)
}

/// A value a vector lane holds as it is: integers and floats, but not `_Bool` (byte lanes of 0 or
/// 1 made from masks) nor `long double`.
pub(super) fn lane_scalar_type(types: &Types, ty: TypeId) -> bool {
    types.is_arithmetic(ty)
        && types.int_kind(ty) != Some(IntKind::Bool)
        && !matches!(types.kind(ty), TypeKind::Float(FloatKind::LongDouble))
}

/// The bytes a pointer computed in `lp` moves by per iteration, when that is a constant and its
/// base is from before the loop.
pub(super) fn pointer_step(input: &LegalInput, lp: Loop, v: Value) -> Option<i64> {
    let addr = input.affine.address(v)?;
    if !input.affine.is_invariant_base(input.loops, addr.base, lp) {
        return None;
    }
    let (step, rest) = addr.offset.split_loop(lp);
    input.affine.is_invariant(input.loops, &rest, lp).then_some(())?;
    step.as_constant()
}
