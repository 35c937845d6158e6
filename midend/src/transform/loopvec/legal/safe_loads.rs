//! Loads before an early-exit test that cannot fault for iterations past an exiting one: loads
//! of one pointer of unknown extent that a peel aligns (`align_peel_access`, LLVM's
//! "dereferenceable via alignment"), and loads inside arrays of known length (`load_bound`,
//! `stretch_in_bounds`).
//!
//! Inputs: `deps`'s accesses and `affine`'s view of the addresses. Invariants: a load found safe
//! here reads, in every lane the vector loop runs, an element that exists or a page the scalar
//! loop touches too.

use super::*;

// Why a load of a pointer of unknown extent that not every iteration makes before its first
// exit test cannot be the one a peel aligns (the end of a sentence).
pub(super) const NOT_EVERY_ITERATION: &str =
    "where not every iteration reads it before its first exit test (only such loads are aligned by peeling), and runs";

/// A load before the early-exit test from a pointer of unknown extent (`None` for other loads):
/// its address for the peel to align, or why it cannot be aligned (the end of a sentence). It
/// must move by one element per iteration from a start known before the loop, and every
/// iteration that passes the counted test must make it before any early exit, so that a vector
/// iteration's first lane is one the scalar loop reads. Every exit of the loop must come at most
/// at the last early exit, after nothing but what runs before the test: a peeled iteration that
/// leaves hands itself to the scalar loop, which runs it again (`peel.rs`).
pub(super) fn align_peel_access(input: &LegalInput, res: &LegalLoop, load: Inst) -> Option<Result<AlignPeel, String>> {
    let LegalInput { module, func, deps, affine, loops, .. } = *input;
    if res.group_of.contains_key(&load) {
        return None;
    }
    let access = deps.accesses.iter().find(|a| a.inst == load)?;
    let Base::Value(base) = access.addr.base else { return None };
    let name = show_value(module, func, res.loc, base);
    let unknown = format!("reads {}, a pointer of unknown extent", name);
    let Some((step, start)) = &access.step else {
        // An unsigned index that may wrap (no counted exit bounds it) makes the address jump.
        let wrapping =
            affine.loop_info(res.lp).and_then(|info| info.inductions.iter().find(|ind| !ind.is_pointer && !ind.nowrap));
        if let Some(ind) = wrapping.filter(|_| res.uncounted) {
            let why = format!(
                "through the induction {}, which may wrap around (unsigned, and no counted exit bounds it)",
                show_value(module, func, res.loc, ind.param)
            );
            return Some(Err(format!(
                "{}, {}, at addresses that do not move by a constant step, and runs",
                unknown, why
            )));
        }
        return Some(Err(format!("{}, at addresses that do not move by a constant step, and runs", unknown)));
    };
    let elem = access.size as i64;
    if *step != elem || !res.consecutive.contains(&load) || !matches!(elem, 1 | 2 | 4 | 8) {
        return Some(Err(format!("{}, at addresses that do not move up by one element per iteration (only those are aligned by peeling), and runs", unknown)));
    }
    let computable =
        affine.is_invariant(loops, start, res.lp) && start.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)));
    if !computable {
        return Some(Err(format!(
            "{}, from a start not known before the loop (the peel could not align it), and runs",
            unknown
        )));
    }
    let block = func.layout.inst_block(load)?;
    let order = &res.predication.order;
    let pos = |b: Block| order.iter().position(|x| *x == b);
    let first_exit = res.early_exits.first().and_then(|e| pos(e.block));
    let after_exit = pos(block).zip(first_exit).is_some_and(|(at, exit)| at > exit);
    if res.predication.is_conditional(block) || pos(block).is_none() || first_exit.is_none() {
        return Some(Err(format!("{}, {}", unknown, NOT_EVERY_ITERATION)));
    }
    let data = loops.data(res.lp);
    let exiting_after_test = res.blocks.iter().copied().find(|b| {
        *b != res.header && !res.before_exit_test.contains(b) && func.successors(*b).iter().any(|s| !data.contains(*s))
    });
    if let Some(b) = exiting_after_test {
        let line = func.terminator(b).map_or(0, |t| func.srclocs[t].line);
        return Some(Err(format!(
            "{}, in a loop that also exits at line {}, after the early-exit test (a peeled iteration that leaves there could not be run again), and runs",
            unknown, line
        )));
    }
    Some(Ok(AlignPeel {
        loads: vec![load],
        base,
        start: start.clone(),
        elem,
        also: Vec::new(),
        also_loads: Vec::new(),
        also_after_exit: after_exit,
    }))
}

/// How many iterations from the first a load before the early-exit test stays inside its object:
/// `None` for any number. Refuses (with the reason, as the end of a sentence) loads from
/// pointers of unknown extent, gathers, and loads done in interleave groups.
pub(super) fn load_bound(input: &LegalInput, res: &LegalLoop, load: Inst) -> Result<Option<i64>, String> {
    let LegalInput { module, func, deps, .. } = *input;
    if res.group_of.contains_key(&load) {
        return Err("is part of an interleave group (reads a whole stretch) and runs".into());
    }
    let Some(access) = deps.accesses.iter().find(|a| a.inst == load) else {
        return Err("reads an unknown address and runs".into());
    };
    let object = match access.addr.base {
        Base::Global(g) => Some((format!("`{}`", module.globals[g].name), module.globals[g].ty)),
        Base::Slot(s) => Some((show_slot(func, s), func.slots[s].ty)),
        Base::Value(v) => {
            let name = show_value(module, func, res.loc, v);
            return Err(format!(
                "reads {}, a pointer of unknown extent (only arrays of known length may be read ahead), and runs",
                name
            ));
        }
    };
    let Some((name, ty)) = object else { return Err("reads an unknown object and runs".into()) };
    let Some(size) = module.types.size_of(ty) else {
        return Err(format!("reads {}, whose length is not known here, and runs", name));
    };
    let Some((step, start)) = &access.step else {
        return Err(format!("reads {} at addresses that do not move by a constant step and runs", name));
    };
    let Some(start) = start.as_constant() else {
        return Err(format!("reads {} from a start that is not a constant and runs", name));
    };
    let (size, width, step) = (size as i64, access.size as i64, *step);
    if start < 0 || start + width > size {
        return Err(format!("reads outside {} and runs", name));
    }
    // Iterations k = 0, 1, ... read [start + step·k, start + step·k + width).
    Ok(match step {
        0 => None,
        s if s > 0 => Some((size - width - start) / s + 1),
        s => Some(start / -s + 1),
    })
}

/// Whether a load group's whole stretch (`stride` elements from its first member) stays inside
/// an array of known length on every iteration of a loop with a constant trip count: the gap
/// past its last member is then read from the array, and the vector loop may run the last
/// iteration too (bench strided_f32: `b[2 * i]` over `float b[2 * N]` left 32 of 2048
/// iterations to the scalar loop).
pub(super) fn stretch_in_bounds(
    input: &LegalInput,
    res: &LegalLoop,
    first: &crate::analysis::deps::Access,
    stride: i64,
) -> bool {
    let LegalInput { module, func, .. } = *input;
    let Some(trip) = res.constant_trip() else { return false };
    let ty = match first.addr.base {
        Base::Global(g) => module.globals[g].ty,
        Base::Slot(s) => func.slots[s].ty,
        Base::Value(_) => return false,
    };
    let (Some(size), Some((step, start))) = (module.types.size_of(ty), &first.step) else { return false };
    let Some(start) = start.as_constant() else { return false };
    // Iteration k reads bytes [start + step·k, start + step·k + stride·size).
    let width = first.size as i64 * stride;
    trip >= 1 && *step > 0 && start >= 0 && start + step * (trip - 1) + width <= size as i64
}
