//! Memory accesses: which effects a loop may have (`check_memory`: no unknown calls, no
//! unhandled stores to one address, no dependences `deps` cannot bound), and the class of each
//! access (consecutive, reversed, strided, loop-invariant, or indexed through a pointer from
//! before the loop), and which strided accesses form interleave groups.
//!
//! Inputs: `deps`'s accesses and dependences and `affine`'s steps. Invariants: every access is
//! in at most one class; an access in none is refused by `demand` if a vector needs it.

use super::*;
use crate::target::{ElemClass, OpClass};

/// Refuses the memory effects a vector loop cannot keep: calls of unknown effect, private
/// variables' addresses passed to calls, stores to one address that something else touches,
/// histogram updates through an index, and dependences that bound the VF to 1.
pub(super) fn check_memory(input: &LegalInput, lp: Loop, loc: SrcLoc) -> Result<(), Refusal> {
    let LegalInput { module, func, deps, loops, .. } = *input;
    let header = loops.data(lp).header;
    let unknown = deps.unknown_effects.iter().find(|&&i| {
        variant_for_call(module, func, header, i, None, None).is_none() && !is_lane_call(module, func, header, i)
    });
    if let Some(&inst) = unknown {
        let what = match func.inst(inst) {
            InstData::Call { callee: Callee::Direct(f), .. }
                if module.vector_variants.iter().any(|(s, _, _)| s == f)
                    && (func.loop_pragmas[header].is_some() || crate::analysis::effects::is_readnone(module, *f)) =>
            {
                let why = "its vector variants take aligned pointers that the calls cannot keep aligned (only uniform pointers and linear ones that move by a multiple of the alignment per vector are passed, their start tested before the loop)";
                return refuse(
                    func.srclocs[inst],
                    format!("{} cannot use a vector variant: {}", show_inst(module, func, loc, inst), why),
                );
            }
            InstData::Call { callee: Callee::Direct(f), .. }
                if module.vector_variants.iter().any(|(s, _, _)| s == f) =>
            {
                let why = "it touches memory outside its own frame, so its vector variants are called only from loops under `#pragma omp simd` or `#pragma simd vec-function`";
                return refuse(
                    func.srclocs[inst],
                    format!("{} cannot use a vector variant: {}", show_inst(module, func, loc, inst), why),
                );
            }
            InstData::Call { .. } => show_inst(module, func, loc, inst),
            _ => format!("the volatile access {}", remarks::at(func.srclocs[inst], &remarks::in_loop(loc))),
        };
        return refuse(func.srclocs[inst], format!("{} may have side effects", what));
    }
    // Lanes of one vector iteration share the one copy of a private variable kept in memory, so
    // a call may not be handed its address (lane calls would overwrite each other's copy).
    for &inst in &deps.unknown_effects {
        let InstData::Call { args, .. } = func.inst(inst) else { continue };
        if let Some(name) = args.iter().find_map(|&a| private_object(func, header, a)) {
            let why = format!("it is passed the address of the private `{}`, which vcc does not copy per lane", name);
            return refuse(
                func.srclocs[inst],
                format!("{} cannot run for several iterations at once: {}", show_inst(module, func, loc, inst), why),
            );
        }
    }
    // A store to the same address on every iteration is vectorized when nothing else in the
    // loop touches that address (any other access to it is a dependence of every iteration,
    // which `deps` reports) and no runtime overlap check would have to cover it.
    for &inst in &deps.invariant_stores {
        let base = deps.accesses.iter().find(|a| a.inst == inst).map(|a| a.addr.base);
        if deps.runtime_checks.iter().any(|c| Some(c.a.base) == base || Some(c.b.base) == base) {
            let why = "through a pointer that may alias the loop's other accesses";
            return refuse(
                func.srclocs[inst],
                format!("{} writes the same address on every iteration, {}", show_inst(module, func, loc, inst), why),
            );
        }
    }
    for dep in &deps.dependences {
        // A store through an index that nothing else touches: a scatter in lane order.
        if dep.max_vf() != Some(1) || super::scatter::lone_indexed_store(deps, dep) {
            continue;
        }
        let (a, b) = (&deps.accesses[dep.first], &deps.accesses[dep.second]);
        if let Some(why) = super::scatter::histogram_refusal(module, func, deps, dep, loc) {
            return refuse(func.srclocs[b.inst], why);
        }
        let (first, second) = (show_inst(module, func, loc, a.inst), show_inst(module, func, loc, b.inst));
        let pair = if dep.first == dep.second {
            format!("of {} on itself", first)
        } else {
            format!("between {} and {}", first, second)
        };
        return refuse(func.srclocs[b.inst], format!("unsafe dependence {}: {}", pair, dep.kind));
    }
    let _ = lp;
    Ok(())
}

/// The dependences whose distance is not a constant (`DepKind::Symbolic`) hold only between
/// accesses that move by one element, up or down, each done as one vector access where it
/// stands in the body (no interleave group moves it); those a parameter's value decides become
/// the guard's distance tests (`LegalLoop::distance_checks`).
pub(super) fn check_distances(input: &LegalInput, res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, deps, .. } = *input;
    for dep in &input.deps.dependences {
        let DepKind::Symbolic(sym) = &dep.kind else { continue };
        let (a, b) = (&deps.accesses[dep.first], &deps.accesses[dep.second]);
        let whole = |i: Inst| res.consecutive.contains(&i) || res.reversed.contains(&i);
        if !whole(a.inst) || !whole(b.inst) {
            let (first, second) = (show_inst(module, func, res.loc, a.inst), show_inst(module, func, res.loc, b.inst));
            let why = "unknown: the distance is not a constant, and an access does not move by one element";
            return refuse(
                func.srclocs[b.inst],
                format!("unsafe dependence between {} and {}: {}", first, second, why),
            );
        }
        if sym.needs_runtime_test() {
            res.distance_checks.push(DistanceCheck { first: a.inst, second: b.inst, sym: sym.clone() });
        }
    }
    // The same holds for the distance tests a runtime overlap check may pass by instead
    // (`RuntimeCheck::diffs`): without it, the ranges alone are tested.
    for check in &mut res.runtime_checks {
        let whole = |i: usize| {
            res.consecutive.contains(&deps.accesses[i].inst) || res.reversed.contains(&deps.accesses[i].inst)
        };
        if check.diffs.as_ref().is_some_and(|diffs| diffs.iter().any(|d| !whole(d.first) || !whole(d.second))) {
            check.diffs = None;
        }
    }
    Ok(())
}

/// Runtime overlap checks in a nest whose ranges start at an outer loop's counter
/// (`x[i][j]` against `y[j]` in the `j` loop): each counter `Iter(l)` replaced by a header
/// parameter of `l` that counts it, `p - start`, so that the guard can compute the ranges.
pub(super) fn name_counters(input: &LegalInput, res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { func, affine, loops, .. } = *input;
    let counter = |l: Loop| -> Option<Affine> {
        func.dfg.block_params(loops.data(l).header).iter().find_map(|&p| {
            let info = affine.int(p).filter(|i| i.nowrap)?;
            let (step, rest) = info.expr.split_loop(l);
            let values_only = rest.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)));
            (step.as_constant() == Some(1) && values_only).then(|| Affine::term(Term::Value(p)).sub(&rest)).flatten()
        })
    };
    let rewrite = |expr: &Affine| -> Option<Affine> {
        let mut out = Affine::constant(expr.constant);
        for &(term, coeff) in &expr.terms {
            let part = match term {
                Term::Value(_) => Affine::term(term),
                Term::Iter(l) => counter(l)?,
                Term::ValueIter(..) => return None,
            };
            out = out.add(&part.scale(coeff)?)?;
        }
        Some(out)
    };
    for check in &mut res.runtime_checks {
        for range in [&mut check.a, &mut check.b] {
            let (Some(start), Some(end)) = (rewrite(&range.start), rewrite(&range.end)) else {
                let why = "a runtime overlap check would need the count of an outer loop that no variable holds";
                return refuse(res.loc, why);
            };
            range.start = start;
            range.end = end;
        }
        // A distance test that cannot be computed is dropped: the ranges' test remains.
        let rewritten = check.diffs.take().and_then(|diffs| {
            diffs
                .into_iter()
                .map(|mut d| {
                    d.first_at.offset = rewrite(&d.first_at.offset)?;
                    d.second_at.offset = rewrite(&d.second_at.offset)?;
                    Some(d)
                })
                .collect::<Option<Vec<_>>>()
        });
        check.diffs = rewritten;
    }
    Ok(())
}

/// Sorts each access into a class by its step: consecutive, reversed, invariant, strided or
/// indexed.
pub(super) fn classify_accesses(input: &LegalInput, res: &mut LegalLoop) {
    let LegalInput { affine, loops, deps, func, .. } = *input;
    for access in &deps.accesses {
        let invariant_base = affine.is_invariant_base(loops, access.addr.base, res.lp);
        let size = access.size as i64;
        match &access.step {
            Some((step, _)) if invariant_base && *step == size => {
                res.consecutive.insert(access.inst);
            }
            Some((step, _)) if invariant_base && size > 0 && *step == -size => {
                res.reversed.insert(access.inst);
            }
            Some((0, _)) if invariant_base && access.kind == AccessKind::Read => {
                res.invariant_loads.insert(access.inst);
            }
            // A store to one address on every iteration: a scatter of stride 0, which writes
            // the lanes in order, so the last lane's value is left (the plan stores only that
            // lane where every iteration stores).
            Some((0, _)) if invariant_base && access.kind == AccessKind::Write => {
                res.strided.insert(access.inst, 0);
            }
            Some((step, _)) if invariant_base && *step != 0 && size > 0 && step % size == 0 => {
                res.strided.insert(access.inst, step / size);
            }
            None => {
                if let Some(found) = indexed_address(&input.module.types, func, res, access.inst) {
                    res.indexed.insert(access.inst, found);
                }
            }
            _ => {}
        }
    }
}

/// `base[index]` (`ptradd` or `elemaddr`) with `base` from before the loop and `index` an
/// integer computed in it; conversions that keep every index value (sign extensions of a
/// signed index, zero extensions of an unsigned one) are looked through, so that an `int`
/// index stays a vector of `int`.
fn indexed_address(types: &Types, func: &Function, res: &LegalLoop, access: Inst) -> Option<(Value, Value)> {
    let addr = match *func.inst(access) {
        InstData::Load { addr, volatile: false } | InstData::Store { addr, volatile: false, .. } => addr,
        _ => return None,
    };
    let addr_inst = func.dfg.defining_inst(addr)?;
    let (base, mut index) = match *func.inst(addr_inst) {
        InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index } => (base, index),
        _ => return None,
    };
    // The base may be the address of a global or local array taken inside the loop.
    let invariant_addr = func
        .dfg
        .defining_inst(base)
        .is_some_and(|i| matches!(func.inst(i), InstData::GlobalAddr(_) | InstData::SlotAddr(_)));
    if (res.defines(func, base) && !invariant_addr) || !res.defines(func, index) {
        return None;
    }
    while let Some(cast) = func.dfg.defining_inst(index) {
        let InstData::Cast { arg } = *func.inst(cast) else { break };
        let (from, to) = (func.value_type(arg), func.value_type(index));
        if !widens_exactly(types, from, to) || !res.defines(func, arg) {
            break;
        }
        index = arg;
    }
    Some((base, index))
}

/// Whether converting every value of integer type `from` to `to` keeps it.
fn widens_exactly(types: &Types, from: TypeId, to: TypeId) -> bool {
    match (types.int_kind(from), types.int_kind(to)) {
        (Some(f), Some(t)) => {
            t.bits() > f.bits() && (types.is_signed(from) == types.is_signed(to) || !types.is_signed(from))
        }
        _ => false,
    }
}

/// The largest stride an interleave group may have (it costs `stride` vector accesses).
const MAX_GROUP_STRIDE: i64 = 4;

/// Groups the demanded strided accesses (positive strides up to `MAX_GROUP_STRIDE`) by base,
/// kind, stride and type, with constant offsets between members. A load group needs no write
/// to its base in the loop and a store group no read of it, unless `read_write_groups_pay`
/// allows both, so that doing the members' accesses together at the leader keeps every
/// dependence (accesses to other bases are separated by `deps`). Accesses left out stay gathers
/// and scatters.
pub(super) fn find_groups(input: &LegalInput, res: &mut LegalLoop) {
    let LegalInput { func, deps, .. } = *input;
    let demanded: BTreeSet<Inst> = res.body.iter().copied().collect();
    // Candidates: (access index, stride), in program order.
    let mut open: Vec<(Vec<usize>, i64)> = Vec::new();
    for (idx, access) in deps.accesses.iter().enumerate() {
        let Some(&stride) = res.strided.get(&access.inst) else { continue };
        if !(2..=MAX_GROUP_STRIDE).contains(&stride) || !demanded.contains(&access.inst) {
            continue;
        }
        // Under a condition the access stays a masked gather or scatter: a group would touch
        // every member's elements on every iteration.
        if res.runs_conditionally(func, access.inst) {
            continue;
        }
        let size = access.size as i64;
        let start = |i: usize| deps.accesses[i].step.as_ref().map(|(_, start)| start.clone());
        let fits = |members: &Vec<usize>| {
            let first = &deps.accesses[members[0]];
            if first.addr.base != access.addr.base || first.kind != access.kind || first.size != access.size {
                return false;
            }
            if func.accessed_type(first.inst) != func.accessed_type(access.inst) {
                return false;
            }
            let mut offsets = Vec::new();
            for &m in members.iter().chain([&idx]) {
                let (Some(a), Some(b)) = (start(m), start(members[0])) else { return false };
                let Some(diff) = a.sub(&b).and_then(|d| d.as_constant()) else { return false };
                if diff % size != 0 {
                    return false;
                }
                offsets.push(diff / size);
            }
            let (lo, hi) = (offsets.iter().min().copied().unwrap_or(0), offsets.iter().max().copied().unwrap_or(0));
            let distinct = offsets.iter().collect::<BTreeSet<_>>().len() == offsets.len();
            distinct && hi - lo < stride
        };
        match open.iter_mut().find(|(members, s)| *s == stride && fits(members)) {
            Some((members, _)) => members.push(idx),
            None => open.push((vec![idx], stride)),
        }
    }
    for (members, stride) in open {
        let first = &deps.accesses[members[0]];
        let kind = first.kind;
        let other_kind_on_base = deps.accesses.iter().any(|a| a.addr.base == first.addr.base && a.kind != kind);
        if other_kind_on_base && !read_write_groups_pay(input, res, first, stride) {
            continue;
        }
        let base_start = first.step.as_ref().map(|(_, start)| start.clone()).unwrap_or_default();
        let mut offsets: Vec<(Inst, i64)> = members
            .iter()
            .map(|&m| {
                let access = &deps.accesses[m];
                let start = access.step.as_ref().map(|(_, start)| start.clone()).unwrap_or_default();
                let diff = start.sub(&base_start).and_then(|d| d.as_constant()).unwrap_or(0);
                (access.inst, diff / access.size as i64)
            })
            .collect();
        let lo = offsets.iter().map(|(_, o)| *o).min().unwrap_or(0);
        for (_, o) in offsets.iter_mut() {
            *o -= lo;
        }
        let hi = offsets.iter().map(|(_, o)| *o).max().unwrap_or(0);
        // A store group with gaps (`a[2 * i] = x`) writes its vectors with masked stores that
        // leave the gaps' elements alone (`execute/`; priced as the scatter it replaces where
        // masked stores are not free).
        let leader = if kind == AccessKind::Read { offsets[0].0 } else { offsets[offsets.len() - 1].0 };
        if kind == AccessKind::Read && hi < stride - 1 {
            let first = offsets
                .iter()
                .find(|(_, o)| *o == 0)
                .and_then(|(inst, _)| deps.accesses.iter().find(|a| a.inst == *inst));
            if !first.is_some_and(|first| stretch_in_bounds(input, res, first, stride)) {
                res.requires_scalar_epilogue = true;
            }
        }
        let group = res.groups.len();
        for (inst, _) in &offsets {
            res.group_of.insert(*inst, group);
        }
        res.groups.push(InterleaveGroup { stride, kind, members: offsets, leader });
    }
}

/// Whether the accesses of `first`'s base, which the loop both reads and writes, may be
/// grouped (`p[i].x = p[i].y * s + p[i].z`): every read comes before every write in the body,
/// so that the reads can all run at the load group's leader and the writes at the store
/// group's last member; every access of the base has the group's `stride`; and the writes'
/// first element is not after the reads' first (x before y): a store group's vectors then end
/// before the next vector iteration's loads begin. Otherwise a masked store's last vector
/// covers the next loads' first element, which the core cannot forward (Zen 4,
/// `c[i].im = c[i].re * k + c[i].im`: 0.79 s grouped against 0.09 s for the scalar loop).
/// Between iterations `deps` separated them already; a load group's gaps are read and not
/// used, a store group's gaps not written.
fn read_write_groups_pay(
    input: &LegalInput,
    res: &LegalLoop,
    first: &crate::analysis::deps::Access,
    stride: i64,
) -> bool {
    let LegalInput { module, func, deps, target, .. } = *input;
    let on_base = |k: AccessKind| {
        deps.accesses.iter().enumerate().filter(move |(_, a)| a.addr.base == first.addr.base && a.kind == k)
    };
    let last_read = on_base(AccessKind::Read).map(|(i, _)| i).max();
    let first_write = on_base(AccessKind::Write).map(|(i, _)| i).min();
    let all_strided = deps
        .accesses
        .iter()
        .filter(|a| a.addr.base == first.addr.base)
        .all(|a| res.strided.get(&a.inst) == Some(&stride));
    let first_start = |k: AccessKind| {
        on_base(k).filter_map(|(_, a)| a.step.as_ref().map(|(_, start)| start.clone())).reduce(|x, y| {
            match x.sub(&y).and_then(|d| d.as_constant()) {
                Some(d) if d > 0 => y,
                _ => x,
            }
        })
    };
    let writes_first = match (first_start(AccessKind::Write), first_start(AccessKind::Read)) {
        (Some(w), Some(r)) => w.sub(&r).and_then(|d| d.as_constant()).is_some_and(|d| d <= 0),
        _ => false,
    };
    // A store group with gaps pays only where its masked stores cost what plain ones do
    // (avx512's k-masks): stored lane by lane (SSE) it ran at 0.9x of the scalar loop
    // (`p[i].x = p[i].y * s + p[i].z`, sse2 and sse4.2 on Zen 4).
    let writes = on_base(AccessKind::Write).count() as i64;
    let elem = ElemClass::of(first.size, func.accessed_type(first.inst).is_some_and(|t| module.types.is_float(t)));
    let gaps_pay = writes >= stride || target.masked_access_is_free(OpClass::MaskedStore, elem);
    target.read_write_groups()
        && all_strided
        && last_read.zip(first_write).is_some_and(|(r, w)| r <= w)
        && writes_first
        && gaps_pay
}
