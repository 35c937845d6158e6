//! Complementary stores (LLVM's store sinking into the merge block, gcc's `cselim`): an
//! if/else that stores to the same element on both sides,
//!
//! ```text
//! if (b[i] > t) a[i] = 2 * b[i]; else a[i] = c[i] + 1;
//! ```
//!
//! needs no masked store: every lane stores exactly once, so the vector loop stores the blend
//! `cond ? then-value : else-value` with one plain vector store where the second store was.
//! Masked stores are slow on some hosts (`vpmaskmovd` to memory on AMD Zen) and cost a mask
//! everywhere. The pipeline sinks stores that end both sides into the join before the loop
//! vectorizer runs (`transform/sink_stores.rs`, also nests of ifs); this catches the pairs it
//! leaves, with other work after a store on its side.
//!
//! Two masked consecutive stores qualify when they write the same address with the same size,
//! their blocks run on the lanes `G and c` and `G and not c` for one condition `c` where `G`
//! is every lane (the blocks' guards, as `saturate.rs` computes them), and no access between
//! them in the vector body's order may touch what the first one writes (it moves down to the
//! second).

use super::legal::LegalLoop;
use super::saturate::guards;
use crate::analysis::deps::LoopDeps;
use crate::ir::*;
use std::collections::BTreeMap;

/// A store that does two: where `cond`, the value `if_true` stores, else `if_false`'s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MergedStore {
    pub cond: Value,
    pub if_true: Inst,
    pub if_false: Inst,
}

/// The merged stores, by the later store of each pair (the earlier one has no recipe).
pub fn find(func: &Function, deps: &LoopDeps, legal: &LegalLoop) -> BTreeMap<Inst, MergedStore> {
    let guards = guards(&legal.predication);
    let position = |inst: Inst| legal.body.iter().position(|i| *i == inst);
    let access = |inst: Inst| deps.accesses.iter().position(|a| a.inst == inst);
    let plain_masked_store = |inst: Inst| {
        matches!(func.inst(inst), InstData::Store { volatile: false, .. })
            && legal.masked.contains_key(&inst)
            && !legal.reversed.contains(&inst)
            && !legal.strided.contains_key(&inst)
            && !legal.group_of.contains_key(&inst)
    };
    // A store's condition: its block's guard is the single literal `(c, taken)`.
    let literal = |inst: Inst| {
        let block = func.layout.inst_block(inst)?;
        let guard = guards.get(&block)?.as_ref()?;
        match &guard[..] {
            [term] => match &term[..] {
                [lit] => Some(*lit),
                _ => None,
            },
            _ => None,
        }
    };
    let stores: Vec<Inst> = legal.body.iter().copied().filter(|i| plain_masked_store(*i)).collect();
    let mut res: BTreeMap<Inst, MergedStore> = BTreeMap::new();
    for (k, &first) in stores.iter().enumerate() {
        for &second in &stores[k + 1..] {
            let taken = |i: Inst| res.values().any(|m| m.if_true == i || m.if_false == i) || res.contains_key(&i);
            if taken(first) || taken(second) {
                continue;
            }
            let (Some((c1, t1)), Some((c2, t2))) = (literal(first), literal(second)) else { continue };
            let (Some(a1), Some(a2)) = (access(first), access(second)) else { continue };
            let same_place =
                deps.accesses[a1].addr == deps.accesses[a2].addr && deps.accesses[a1].size == deps.accesses[a2].size;
            let same_type = matches!((stored(func, first), stored(func, second)), (Some(x), Some(y)) if func.value_type(x) == func.value_type(y));
            if c1 != c2 || t1 == t2 || !same_place || !same_type {
                continue;
            }
            // Nothing between them may touch what the first writes.
            let (Some(p1), Some(p2)) = (position(first), position(second)) else { continue };
            let between: Vec<usize> = legal.body[p1 + 1..p2].iter().filter_map(|i| access(*i)).collect();
            let clash = deps.dependences.iter().any(|d| {
                (d.first == a1 && between.contains(&d.second)) || (d.second == a1 && between.contains(&d.first))
            });
            let unknown = legal.body[p1 + 1..p2].iter().any(|i| deps.unknown_effects.contains(i));
            if clash || unknown {
                continue;
            }
            let (if_true, if_false) = if t1 { (first, second) } else { (second, first) };
            res.insert(second, MergedStore { cond: c1, if_true, if_false });
        }
    }
    res
}

/// The value a store writes.
pub fn stored(func: &Function, store: Inst) -> Option<Value> {
    match func.inst(store) {
        InstData::Store { value, .. } => Some(*value),
        _ => None,
    }
}
