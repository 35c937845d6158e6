//! NEON structure loads and stores (`vld2q`..`vld4q`, `vst2q`..`vst4q`) for the loop
//! vectorizer's interleave groups. The IR writes a group of stride k (2, 3 or 4) as k
//! consecutive vector loads and, per member, shuffles that pick its lanes out of them (a store
//! group: per stored vector, shuffles that interleave the members, then k consecutive stores).
//! A de-interleaving load is one `ld3` on AArch64, where the shuffles of three byte vectors are
//! two `tbl`s per member (bench rgb_gray_u8).
//!
//! Found here, before the emitter decides anything, from what the shuffles compute (each
//! shuffle chain's lanes followed back to the vectors it picks from), not from how the loop
//! vectorizer happened to write them:
//!
//! - a shuffle whose lanes are lanes `o, o + k, o + 2k, ...` of the concatenation of k
//!   unmasked vector loads from `p, p + n, ..., p + (k-1)n` (`n` lanes each, one register) is
//!   `vldkq(p).val[o]`, read where the shuffle is: no store nor call lies between the first of
//!   those loads and the shuffle. The loads and the shuffles in between are then dead unless
//!   something else reads them.
//! - k unmasked vector stores to `p, p + n, ..., p + (k-1)n`, with nothing that reads or writes
//!   memory between them, whose values are shuffles putting lane `l` of values `v0..v(k-1)`
//!   at element `l·k + m` are one `vstkq(p, {v0, .., v(k-1)})`, written at the last store.
//!
//! Exact: the same bytes are read or written; masked groups (a remainder's, gaps) keep the
//! loads, stores and shuffles.

use super::{neon, shape_of};
use midend::ir::*;
use std::collections::{BTreeMap, HashMap};

/// How an instruction of a structure access is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StructAccess {
    /// A de-interleaving shuffle: member `member` of the `stride` vectors loaded from `addr`.
    Load { addr: Value, stride: u32, member: u32 },
    /// The last store of a group: `values` interleaved from `addr` on.
    Store { addr: Value, values: Vec<Value> },
    /// Another store of a group: the last one writes it.
    Folded,
}

/// Lane sources: (vector, lane) for each lane of a value, through shuffles.
type Sources = Vec<(Value, u32)>;

/// One block's instructions and what the search needs of them.
struct Block<'f> {
    func: &'f Function,
    types: &'f Types,
    target: midend::target::TargetKind,
    insts: &'f [Inst],
    pos: HashMap<Inst, usize>,
    uses: &'f HashMap<Value, u32>,
}

impl Block<'_> {
    fn def(&self, v: Value) -> Option<&InstData> {
        self.func.dfg.defining_inst(v).filter(|i| self.pos.contains_key(i)).map(|i| self.func.inst(i))
    }

    fn at(&self, v: Value) -> Option<usize> {
        self.func.dfg.defining_inst(v).and_then(|i| self.pos.get(&i).copied())
    }

    /// Whether `v` is a vector of numbers held in one NEON register (not a mask).
    fn register(&self, v: Value) -> bool {
        shape_of(self.types, self.func.value_type(v), self.target)
            .ok()
            .flatten()
            .is_some_and(|s| !s.is_mask && neon::register_type(s).is_some())
    }

    /// The lane sources of `v` (of `n` lanes): through the shuffle defining it (`root`) or
    /// through shuffles of its type used only once (a chain's steps), else its own lanes.
    fn sources(&self, v: Value, n: u32, root: bool) -> Sources {
        if let Some(InstData::Shuffle { args, lanes }) = self.def(v) {
            let same = args.iter().all(|a| self.func.value_type(*a) == self.func.value_type(v));
            if same && lanes.len() as u32 == n && (root || self.uses.get(&v) == Some(&1)) {
                let (a, b) = (self.sources(args[0], n, false), self.sources(args[1], n, false));
                return lanes.iter().map(|&l| if l < n { a[l as usize] } else { b[(l - n) as usize] }).collect();
            }
        }
        (0..n).map(|l| (v, l)).collect()
    }

    /// A shuffle's lanes as member `o` of a group of stride k loaded from `p` (see the module
    /// comment): (p, k, o, the position of the group's first load).
    fn load_member(&self, res: Value) -> Option<(Value, u32, u32, usize)> {
        let n = self.types.lanes(self.func.value_type(res));
        let src = self.sources(res, n, true);
        let mut loads: Vec<Value> = Vec::new();
        for &(v, _) in &src {
            if !loads.contains(&v) {
                loads.push(v);
            }
        }
        let k = loads.len();
        if !(2..=4).contains(&k) {
            return None;
        }
        let mut addrs = Vec::new();
        for &l in &loads {
            let Some(InstData::VectorLoad { addr, mask: None, .. }) = self.def(l) else { return None };
            if self.func.value_type(l) != self.func.value_type(res) {
                return None;
            }
            addrs.push(*addr);
        }
        let order = consecutive(self.func, &addrs, n as i64)?;
        // Each lane's place in the loads' concatenation.
        let place = |&(v, l): &(Value, u32)| {
            let j = order.iter().position(|&o| loads[o] == v).unwrap_or(0) as u32;
            j * n + l
        };
        let member = place(&src[0]);
        let k = k as u32;
        if member >= k || src.iter().enumerate().any(|(i, s)| place(s) != member + i as u32 * k) {
            return None;
        }
        let first = loads.iter().filter_map(|&l| self.at(l)).min()?;
        Some((addrs[order[0]], k, member, first))
    }

    /// `stores` (consecutive in memory order) as a group: (p, the members' values).
    fn store_group(&self, stores: &[Inst]) -> Option<(Value, Vec<Value>)> {
        let mut addrs = Vec::new();
        let mut values = Vec::new();
        for &s in stores {
            let InstData::VectorStore { addr, value, mask: None, .. } = self.func.inst(s) else { return None };
            if !self.register(*value)
                || values.first().is_some_and(|f| self.func.value_type(*f) != self.func.value_type(*value))
            {
                return None;
            }
            addrs.push(*addr);
            values.push(*value);
        }
        let n = self.types.lanes(self.func.value_type(values[0]));
        let k = stores.len() as u32;
        let order = consecutive(self.func, &addrs, n as i64)?;
        let mut members: Vec<Option<Value>> = vec![None; k as usize];
        for (j, &o) in order.iter().enumerate() {
            for (t, (v, l)) in self.sources(values[o], n, true).into_iter().enumerate() {
                let e = j as u32 * n + t as u32;
                let (m, lane) = (e % k, e / k);
                if l != lane || members[m as usize].is_some_and(|x| x != v) || !self.register(v) {
                    return None;
                }
                if self.func.value_type(v) != self.func.value_type(values[0]) {
                    return None;
                }
                members[m as usize] = Some(v);
            }
        }
        let members: Option<Vec<Value>> = members.into_iter().collect();
        Some((addrs[order[0]], members?))
    }
}

/// The structure accesses of `func` (see the module comment).
pub fn find(types: &Types, func: &Function, target: midend::target::TargetKind) -> BTreeMap<Inst, StructAccess> {
    let mut res = BTreeMap::new();
    let mut uses: HashMap<Value, u32> = HashMap::new();
    for &block in func.layout.blocks() {
        for &inst in func.layout.block_insts(block) {
            func.inst(inst).for_each_operand(|v| *uses.entry(v).or_default() += 1);
        }
    }
    for &block in func.layout.blocks() {
        let insts = func.layout.block_insts(block);
        let b = Block {
            func,
            types,
            target,
            insts,
            pos: insts.iter().enumerate().map(|(k, &i)| (i, k)).collect(),
            uses: &uses,
        };
        for (at, &inst) in insts.iter().enumerate() {
            let (InstData::Shuffle { .. }, Some(v)) = (func.inst(inst), func.dfg.result(inst)) else { continue };
            if !b.register(v) {
                continue;
            }
            if let Some((addr, stride, member, first)) = b.load_member(v) {
                if b.insts[first..at].iter().all(|i| !func.inst(*i).writes_memory()) {
                    res.insert(inst, StructAccess::Load { addr, stride, member });
                }
            }
        }
        // Stores: runs of memory instructions next to each other that make a group.
        let memory: Vec<Inst> =
            insts.iter().copied().filter(|&i| func.inst(i).reads_memory() || func.inst(i).writes_memory()).collect();
        let mut k = 0;
        while k < memory.len() {
            let found = [4usize, 3, 2]
                .into_iter()
                .filter(|s| k + s <= memory.len())
                .find_map(|s| b.store_group(&memory[k..k + s]).map(|g| (s, g)));
            let Some((stride, (addr, values))) = found else {
                k += 1;
                continue;
            };
            for &s in &memory[k..k + stride - 1] {
                res.insert(s, StructAccess::Folded);
            }
            res.insert(memory[k + stride - 1], StructAccess::Store { addr, values });
            k += stride;
        }
    }
    res
}

/// `addr` as (base, constant element offset), through `PtrAdd`s of constants.
fn base_offset(func: &Function, addr: Value) -> (Value, i64) {
    if let Some(InstData::PtrAdd { base, index }) = func.dfg.defining_inst(addr).map(|i| func.inst(i)) {
        if let Some(InstData::Const(Const::Int(c))) = func.dfg.defining_inst(*index).map(|i| func.inst(i)) {
            if func.value_type(*base) == func.value_type(addr) {
                let (b, o) = base_offset(func, *base);
                return (b, o.wrapping_add(*c as i64));
            }
        }
    }
    (addr, 0)
}

/// The order of `addrs` by address, if they are `p, p + n, p + 2n, ..` (in elements).
fn consecutive(func: &Function, addrs: &[Value], n: i64) -> Option<Vec<usize>> {
    let places: Vec<(Value, i64)> = addrs.iter().map(|&a| base_offset(func, a)).collect();
    if places.iter().any(|p| p.0 != places[0].0) {
        return None;
    }
    let mut order: Vec<usize> = (0..addrs.len()).collect();
    order.sort_by_key(|&k| places[k].1);
    let first = places[order[0]].1;
    order.iter().enumerate().all(|(j, &k)| places[k].1 == first + j as i64 * n).then_some(order)
}
