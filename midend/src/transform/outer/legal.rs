//! When an outer loop may be vectorized without a pragma, and when it pays.
//!
//! Independence across the outer loop (deliberately simple, no direction vectors): every
//! store's address is `base + rest + c·{outer}` with `base` and `rest` the same in every
//! iteration of the outer loop (also in its inner loops) and `|c|` at least the stored size, so
//! two outer iterations never store to one place; every other access either cannot alias the
//! store's object (`deps::may_alias`) or is at exactly the same address (the same iteration's
//! element). Calls other than pure math functions are refused. Accesses to the loop's private
//! arrays are left out: each lane gets its own copy.
//!
//! Profit, against the loop vectorizer on the inner loops: every access must be uniform or
//! consecutive across the outer loop (no gathers or scatters), and some inner loop must gain
//! from it: the loop vectorizer refuses it, or it reads or writes memory that is not
//! consecutive in its own index (which the outer loop turns into vector accesses). An innermost
//! loop taken for its private arrays indexed at run time has the same rule for its accesses,
//! and gains when the loop vectorizer refuses it with the arrays in memory.

use crate::analysis::affine::{Address, AffineInfo, Base};
use crate::analysis::deps::{escaping_slots, may_alias, PURE_MATH};
use crate::analysis::{Loop, LoopForest};
use crate::ir::*;
use crate::transform::loopvec::LoopPlans;

struct Access {
    addr: Option<Address>,
    bytes: u64,
    is_store: bool,
}

fn accesses(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
) -> Result<Vec<(Access, Option<Loop>)>, String> {
    let mut res = Vec::new();
    let private = &func.private_arrays[loops.data(lp).header];
    for &b in &loops.data(lp).blocks {
        for &inst in func.layout.block_insts(b) {
            let (addr, ty, is_store) = match func.inst(inst) {
                InstData::Load { addr, .. } => (*addr, func.dfg.result(inst).map(|r| func.value_type(r)), false),
                InstData::Store { addr, value, .. } => (*addr, Some(func.value_type(*value)), true),
                InstData::Call { callee: Callee::Direct(fid), .. }
                    if PURE_MATH.contains(&module.funcs[*fid].name.as_str()) =>
                {
                    continue
                }
                InstData::Call { callee: Callee::Direct(fid), .. } => {
                    return Err(format!("it calls `{}`", module.funcs[*fid].c_name()))
                }
                InstData::Call { .. } => return Err("it calls through a pointer".into()),
                _ => continue,
            };
            let bytes = ty.and_then(|t| module.types.size_of(t)).unwrap_or(0);
            let addr = affine.address(addr).cloned();
            // Each iteration has its own copy of a private array (`form::check` lets no other
            // local in): its accesses neither cross iterations nor become gathers.
            if addr.as_ref().is_some_and(|a| matches!(a.base, Base::Slot(s) if private.contains(&s))) {
                continue;
            }
            res.push((Access { addr, bytes, is_store }, loops.innermost_loop(b)));
        }
    }
    Ok(res)
}

/// Whether the outer loop's iterations are independent; the error says why not.
pub fn check_independent(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
) -> Result<(), String> {
    let list = accesses(module, func, affine, loops, lp)?;
    let escaping = escaping_slots(func, affine);
    for (store, _) in list.iter().filter(|(a, _)| a.is_store) {
        let Some(addr) = &store.addr else { return Err("a store's address is not affine".into()) };
        let (step, rest) = addr.offset.split_loop(lp);
        let Some(c) = step.as_constant() else { return Err("a store's step across the loop is not a constant".into()) };
        if !affine.is_invariant(loops, &rest, lp) || !affine.is_invariant_base(loops, addr.base, lp) {
            return Err("a store's address changes inside an outer iteration".into());
        }
        if c.unsigned_abs() < store.bytes.max(1) {
            return Err("two iterations may store to one element".into());
        }
        for (other, _) in &list {
            if std::ptr::eq(other, store) {
                continue;
            }
            let Some(other_addr) = &other.addr else {
                return Err("an address is not affine and the loop stores to memory".into());
            };
            if other_addr.base != addr.base {
                if may_alias(module, func, &escaping, addr.base, other_addr.base) {
                    return Err("a store may write what another iteration reads (pointers that may alias; declare them restrict)".into());
                }
                continue;
            }
            if other_addr.offset != addr.offset || other.bytes != store.bytes {
                return Err(
                    "an access to a stored array is not at the stored element (a dependence across iterations)".into(),
                );
            }
        }
    }
    Ok(())
}

/// Every access but the private arrays' is uniform or consecutive across `lp`.
fn check_consecutive(
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
    list: &[(Access, Option<Loop>)],
) -> Result<(), String> {
    for (acc, _) in list {
        let consecutive = acc.addr.as_ref().is_some_and(|a| {
            let (step, _) = a.offset.split_loop(lp);
            step.as_constant().is_some_and(|c| c == 0 || c == acc.bytes as i64)
                && affine.is_invariant_base(loops, a.base, lp)
        });
        if !consecutive {
            return Err(
                "not profitable: an access is not consecutive across the loop (it would be gathered or scattered)"
                    .into(),
            );
        }
    }
    Ok(())
}

/// Whether vectorizing the outer loop pays, against the loop vectorizer on its inner loops.
pub fn check_profit(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
    inner_plans: &[LoopPlans],
) -> Result<String, String> {
    let list = accesses(module, func, affine, loops, lp)?;
    check_consecutive(affine, loops, lp, &list)?;
    for &child in &loops.data(lp).children {
        let header = loops.data(child).header;
        let Some(plan) = inner_plans.iter().find(|p| p.header == header) else { continue };
        let refused = plan.chosen.is_none();
        let strided = list.iter().any(|(acc, inner)| {
            inner.is_some_and(|l| loops.is_inside(l, child))
                && acc.addr.as_ref().is_some_and(|a| {
                    let (step, _) = a.offset.split_loop(child);
                    // A reversed access (`b[i - j]`) is a load and one permute.
                    !matches!(step.as_constant(), Some(c) if c == 0 || c.unsigned_abs() == acc.bytes)
                })
        });
        if refused {
            return Ok("the inner loop is not vectorized on its own".into());
        }
        if strided {
            return Ok("the inner loop's accesses are not consecutive in its own index".into());
        }
    }
    Err("not profitable: the inner loops are vectorized on their own, with consecutive accesses".into())
}

/// A store to one of `lp`'s private arrays at an address that is not the same in every
/// iteration: each lane's copy is then written by a scatter.
fn scattered_private_store(func: &Function, affine: &AffineInfo, loops: &LoopForest, lp: Loop) -> Option<Inst> {
    let private = &func.private_arrays[loops.data(lp).header];
    let into_private = |addr: Value| {
        let mut v = addr;
        loop {
            match func.dfg.defining_inst(v).map(|i| func.inst(i)) {
                Some(InstData::ElemAddr { base, .. } | InstData::PtrAdd { base, .. }) => v = *base,
                Some(InstData::SlotAddr(s)) => return private.contains(s),
                _ => return false,
            }
        }
    };
    loops.data(lp).blocks.iter().flat_map(|&b| func.layout.block_insts(b).iter().copied()).find(|&inst| {
        match func.inst(inst) {
            InstData::Store { addr, .. } if into_private(*addr) => {
                !affine.address(*addr).is_some_and(|a| affine.is_invariant(loops, &a.offset, lp))
            }
            _ => false,
        }
    })
}

/// Whether vectorizing an innermost loop with a copy per lane of its private arrays pays: every
/// other access is uniform or consecutive, every store to the private arrays is at an index
/// that is the same in every iteration (one vector store; a per-lane index is a scatter, which
/// the cost tables price at 10 per lane: lane by lane out of a vector; per-lane loads are
/// gathers, as cheap as the scalar loop's loads), and the loop vectorizer refuses the loop with
/// the arrays in memory (their one address stored and loaded in every iteration). Measured
/// (gcc 12 -O2, n = 4096): a lookup table written at constant indices and read at two per-lane
/// ones ran 2.3x faster than scalar on avx2; a loop storing at a per-lane index 0.86x on avx2
/// (1.3x on avx512), so without a pragma such a loop stays scalar.
pub fn check_profit_innermost(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
    plans: &[LoopPlans],
) -> Result<String, String> {
    let list = accesses(module, func, affine, loops, lp)?;
    check_consecutive(affine, loops, lp, &list)?;
    if let Some(store) = scattered_private_store(func, affine, loops, lp) {
        return Err(format!(
            "not profitable: {} is at an index that differs per lane (a scatter, stored lane by lane)",
            crate::remarks::describe_inst(module, func, store, "in the loop")
        ));
    }
    let header = loops.data(lp).header;
    match plans.iter().find(|p| p.header == header) {
        Some(plan) if plan.chosen.is_some() => {
            Err("not profitable: the loop vectorizer vectorizes it with its private arrays in memory".into())
        }
        _ => Ok("without the copies, its private arrays in memory keep it scalar".into()),
    }
}
