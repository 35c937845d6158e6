//! SLP seeds (the seed's `collectSeedInstructions` and `findConsecutiveStoreChain`): the
//! stores of one block grouped by the object they write and their value type, each group cut
//! into chains of stores to consecutive addresses, lowest address first.
//!
//! A store is a seed when it is not volatile, stores an integer (not `_Bool`) or a floating
//! value, and its address is the affine analysis's base object plus an offset. Two stores are
//! consecutive when their offsets differ by the constant store size; an offset that is not a
//! constant apart from the group's first starts a group of its own. Unlike LLVM's quadratic
//! pairing, sorting by offset finds the chains at once.

use crate::analysis::affine::{Address, AffineInfo};
use crate::ir::*;

/// The bytes a seed store writes, if it can be one.
pub(super) fn store_size(module: &Module, func: &Function, store: Inst) -> Option<u64> {
    let InstData::Store { value, volatile: false, .. } = *func.inst(store) else { return None };
    let ty = func.value_type(value);
    let types = &module.types;
    let lane_type = types.is_float(ty) || (types.is_integer(ty) && types.int_kind(ty) != Some(IntKind::Bool));
    if !lane_type {
        return None;
    }
    types.size_of(ty)
}

/// A seed store: where it writes and what type.
struct Seed {
    store: Inst,
    addr: Address,
    ty: TypeId,
    size: u64,
}

/// The chains of at least two consecutive seed stores in `block`, in the order their first
/// stores appear.
pub(super) fn store_chains(module: &Module, func: &Function, affine: &AffineInfo, block: Block) -> Vec<Vec<Inst>> {
    let mut groups: Vec<Vec<(i64, Seed)>> = Vec::new();
    for &inst in func.layout.block_insts(block) {
        let Some(size) = store_size(module, func, inst) else { continue };
        let InstData::Store { addr, value, .. } = *func.inst(inst) else { continue };
        let Some(addr) = affine.address(addr).cloned() else { continue };
        let seed = Seed { store: inst, addr, ty: func.value_type(value), size };
        let group = groups.iter_mut().find_map(|g| {
            let first = &g[0].1;
            let same = first.addr.base == seed.addr.base && first.ty == seed.ty;
            let delta = seed.addr.offset.sub(&first.addr.offset).and_then(|d| d.as_constant());
            same.then_some(delta).flatten().map(|d| (g, d))
        });
        match group {
            Some((g, delta)) => g.push((delta, seed)),
            None => groups.push(vec![(0, seed)]),
        }
    }
    let mut chains = Vec::new();
    for mut group in groups {
        // Equal offsets keep program order, so a chain takes the first store to each.
        group.sort_by_key(|(delta, _)| *delta);
        let mut chain: Vec<Inst> = Vec::new();
        let mut last: Option<i64> = None;
        for (delta, seed) in &group {
            if last.is_some_and(|l| l + seed.size as i64 != *delta) {
                if chain.len() >= 2 {
                    chains.push(std::mem::take(&mut chain));
                }
                chain.clear();
            }
            chain.push(seed.store);
            last = Some(*delta);
        }
        if chain.len() >= 2 {
            chains.push(chain);
        }
    }
    chains
}
