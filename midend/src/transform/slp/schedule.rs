//! Schedulability (the seed's `BlockScheduling`, for the one region vcc schedules): the vector
//! code runs where the bundle's last store was, so every store of the root moves down to it
//! and every vectorized load moves down to it too. That keeps the program's meaning when:
//!
//! - no memory access a root store moves past (other than the other root stores, which write
//!   other bytes) may touch the bytes it writes: a load would read the old value, a store's
//!   order would change (vectorized loads included: they now read before the store writes);
//! - no write a vectorized load moves past (other than the root stores, which still write
//!   after the vector load reads) may touch the bytes it reads.
//!
//! Two accesses may touch the same bytes unless the affine analysis places them on one object
//! at constant offsets whose byte ranges do not meet, or on two objects that cannot overlap
//! (`deps::may_alias`: distinct named objects, a slot whose address never escapes, a
//! `restrict` parameter), or, for a tree built to be checked at run time, on any two objects
//! (the pair is recorded for `versioning.rs`). Calls touch anything, except the pure math
//! functions; volatile accesses conflict with everything.

use super::Facts;
use crate::analysis::affine::Address;
use crate::analysis::deps::{may_alias, PURE_MATH};
use crate::ir::*;
use crate::remarks::describe_inst;

/// The instructions of one block with their positions, and the position of the last root
/// store (where the vector code goes).
pub(super) struct Region<'a> {
    pub insts: &'a [Inst],
    pub last: usize,
}

impl Region<'_> {
    /// The instructions strictly between `inst` and the last root store.
    fn after(&self, inst: Inst) -> &[Inst] {
        let pos = self.insts.iter().position(|&i| i == inst).expect("a bundle's instruction is in its block");
        self.insts.get(pos + 1..self.last).unwrap_or(&[])
    }
}

/// Whether the root stores can all move down to the last of them.
pub(super) fn check_roots(
    module: &Module,
    func: &Function,
    facts: &Facts,
    region: &Region,
    roots: &[Inst],
) -> Result<(), String> {
    for &store in roots {
        for &other in region.after(store) {
            if roots.contains(&other) || !touches_memory(module, func, other) {
                continue;
            }
            if may_conflict(module, func, facts, store, other) {
                return Err(format!(
                    "not schedulable: {} would move past {}, which may touch the same bytes",
                    describe_inst(module, func, store, "in this block"),
                    describe_inst(module, func, other, "in this block")
                ));
            }
        }
    }
    Ok(())
}

/// Whether the bundle's loads can all move down to the last root store; why not.
pub(super) fn check_loads(
    module: &Module,
    func: &Function,
    facts: &Facts,
    region: &Region,
    roots: &[Inst],
    loads: &[Inst],
) -> Result<(), String> {
    for &load in loads {
        for &other in region.after(load) {
            if roots.contains(&other) || !writes_memory(module, func, other) {
                continue;
            }
            if may_conflict(module, func, facts, load, other) {
                return Err(format!(
                    "{} may write what {} reads",
                    describe_inst(module, func, other, "in this block"),
                    describe_inst(module, func, load, "in this block")
                ));
            }
        }
    }
    Ok(())
}

fn is_pure_call(module: &Module, data: &InstData) -> bool {
    matches!(data, InstData::Call { callee: Callee::Direct(f), .. } if PURE_MATH.contains(&module.funcs[*f].name.as_str()))
}

fn touches_memory(module: &Module, func: &Function, inst: Inst) -> bool {
    let data = func.inst(inst);
    (data.reads_memory() || data.writes_memory()) && !is_pure_call(module, data)
}

fn writes_memory(module: &Module, func: &Function, inst: Inst) -> bool {
    let data = func.inst(inst);
    data.writes_memory() && !is_pure_call(module, data)
}

/// Where a plain or vector load or store reads or writes, and how many bytes.
pub(super) fn access(module: &Module, func: &Function, facts: &Facts, inst: Inst) -> Option<(Address, u64)> {
    let (addr, ty) = match *func.inst(inst) {
        // A volatile access stays ordered against every store moved past it.
        InstData::Load { addr, volatile: false } | InstData::VectorLoad { addr, mask: None, .. } => {
            (addr, func.value_type(func.dfg.result(inst)?))
        }
        InstData::Store { addr, value, volatile: false } | InstData::VectorStore { addr, value, mask: None, .. } => {
            (addr, func.value_type(value))
        }
        _ => return None,
    };
    Some((facts.affine.address(addr)?.clone(), module.types.size_of(ty)?))
}

/// Whether two memory accesses may touch a byte in common.
fn may_conflict(module: &Module, func: &Function, facts: &Facts, a: Inst, b: Inst) -> bool {
    let (Some((addr_a, size_a)), Some((addr_b, size_b))) =
        (access(module, func, facts, a), access(module, func, facts, b))
    else {
        return true;
    };
    if addr_a.base != addr_b.base {
        let alias = may_alias(module, func, facts.escaping, addr_a.base, addr_b.base);
        // A tree built for a run-time check (`versioning.rs`) takes them apart and says so.
        if let (true, Some(assumed)) = (alias, facts.assumed) {
            assumed.borrow_mut().push((a, b));
            return false;
        }
        return alias;
    }
    match addr_b.offset.sub(&addr_a.offset).and_then(|d| d.as_constant()) {
        // [0, size_a) and [delta, delta + size_b) meet.
        Some(delta) => delta < size_a as i64 && delta + size_b as i64 > 0,
        None => true,
    }
}
