//! Stores through an index (`a[idx[i]] = x`): when they are legal, and the words of the
//! histogram remark.
//!
//! A store whose address is not affine in the loop depends on itself: two iterations may write
//! one element. Done as a scatter that writes its lanes in lane order (the IR's `scatter`, and
//! every target's lowering of it: AVX-512's `vscatterdps`/`vpscatterdd`, of which Intel's SDM
//! says "writes to overlapping vector indices are guaranteed to be ordered with respect to each
//! other (from LSB to MSB of the source registers)"; AVX2's and the generic lane loops store
//! lane 0 first), the later iteration's value is left, as in the scalar loop,
//! provided nothing else in the loop touches that object: no other access on its base (which
//! `deps` would report as a dependence anyway) and no possible alias of it (a restrict pointer,
//! or a distinct global or local, against the loop's other accesses; a may-alias pair with an
//! address that is not affine is an "unknown" dependence of its own). `legal` then records the
//! store in `indexed` and `plan` makes it a SCATTER (indexed).
//!
//! Not done: histogram updates (`h[idx[i]]++`, a load and a store of one element through an
//! index). They need the lanes of equal indices combined before the scatter (AVX-512CD's
//! `vpconflictd`); on Zen 4 that, with the gather and the scatter around it, ran 2x slower than
//! the scalar loop (0.13-0.15 s against 0.06-0.08 s for 82M updates of 64 or 4096 bins; a plain
//! gather and scatter alone, without conflict handling, was already 0.13 s), so they stay scalar
//! with a remark that says so (`histogram_refusal`).

use crate::analysis::deps::{Access, AccessKind, Dependence, LoopDeps};
use crate::ir::*;

/// Whether `dep` is a store through an index against itself, and no other access of the loop
/// touches the store's base: a scatter in lane order keeps it.
pub fn lone_indexed_store(deps: &LoopDeps, dep: &Dependence) -> bool {
    let access = &deps.accesses[dep.first];
    dep.first == dep.second
        && access.kind == AccessKind::Write
        && access.step.is_none()
        && deps.accesses.iter().filter(|a| a.addr.base == access.addr.base).count() == 1
}

/// `h[idx[i]] += x`: a load and a store of the same address that is not affine in the loop, the
/// only accesses on their base. The refusal's reason (a sentence without the location), if `dep`
/// is one of such a pair's dependences.
/// `loop_loc` places an access without a location of its own.
pub fn histogram_refusal(
    module: &Module,
    func: &Function,
    deps: &LoopDeps,
    dep: &Dependence,
    loop_loc: SrcLoc,
) -> Option<String> {
    let (a, b) = (&deps.accesses[dep.first], &deps.accesses[dep.second]);
    let on_base: Vec<&Access> = deps.accesses.iter().filter(|x| x.addr.base == a.addr.base).collect();
    let [first, second] = on_base[..] else { return None };
    let (load, store) = match (first.kind, second.kind) {
        (AccessKind::Read, AccessKind::Write) => (first, second),
        _ => return None,
    };
    let same_addr = matches!((func.inst(load.inst), func.inst(store.inst)), (InstData::Load { addr: x, .. }, InstData::Store { addr: y, .. }) if x == y);
    if !same_addr || load.step.is_some() || a.addr.base != b.addr.base {
        return None;
    }
    Some(format!(
        "{} and {} update one element through an index (a histogram): iterations with equal indices must add up in order, \
         which needs their lanes combined (AVX-512CD's conflict detection) around a gather and a scatter, measured 2x slower than the scalar loop on Zen 4",
        super::legal::show_inst(module, func, loop_loc, load.inst),
        super::legal::show_inst(module, func, loop_loc, store.inst)
    ))
}
