//! Memory accesses of vector variants beyond "consecutive or gather" (the seed's consecutive
//! and dynamic-consecutive shapes of addresses).
//!
//! - Interleave groups: two loads of one block at `p[2k + o]` and `p[2k + o + 1]` with `k`
//!   linear (stride 1) together read every element of `2·VF` consecutive ones: two vector
//!   loads and an even/odd shuffle each, instead of two stride-2 gathers. The group is complete
//!   (the scalar code reads all the elements the two vectors cover), so no load touches memory
//!   the scalar code would not; it is used only where every lane is active.
//! - Dynamically consecutive accesses: a varying index built from a linear value by shifts,
//!   masks and additions of uniform amounts (`(id & (d - 1)) + ((id >> s) << (s + 1))`) is
//!   often consecutive across the lanes for some values of the uniform amounts. Such a load or
//!   store tests, at run time, that lane `k`'s index is lane 0's plus `k` (one compare and a
//!   movemask) and then does one vector access, else the gather or the per-lane stores.
//!   Lanes that are not consecutive but come in blocks of `d` every `2d` (`d` < VF: lane 0's
//!   index plus `(k / d) * 2d + k % d`, a bitonic network's short distances) read the
//!   `2·VF`-element window as a vector and a masked vector and shuffle, or are shuffled into
//!   the window's halves and stored under the masks of the positions each holds (where the
//!   builder says masked stores are cheap: AVX-512).
//!
//! `plan` finds both in the scalar body; `build.rs` asks it at each load and store, and the
//! `emit_*` functions write the code into the variant.

use crate::analysis::shape::{Shape, ShapeInfo, Stride};
use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};

/// What the variant's loads and stores can do better than a gather or scatter.
#[derive(Default)]
pub(super) struct MemoryPlan {
    /// Loads (their results) in an interleave group of two: the group's other member and this
    /// load's offset in the group (0: even elements, 1: odd ones).
    groups: BTreeMap<Value, (Value, i64)>,
    /// Members whose vector was made with the group's first member, waiting to be used.
    ready: BTreeMap<Value, Value>,
    /// Addresses `base + index` whose lanes may be consecutive at run time.
    dynamic: BTreeSet<Value>,
    /// Run-time tests made in the variant's entry block, which dominates all later code: an
    /// index vector of the variant and whether its lanes were consecutive (an `int`).
    pub(super) checks: BTreeMap<Value, Value>,
}

/// Finds the interleave groups and the dynamically consecutive addresses of `src`.
pub(super) fn plan(types: &Types, src: &Function, shapes: &ShapeInfo, naive: bool) -> MemoryPlan {
    let mut res = MemoryPlan::default();
    if naive {
        return res;
    }
    for &b in src.layout.blocks() {
        let insts = src.layout.block_insts(b);
        // The block's loads with a stride of two elements, by position in the block.
        let mut strided: Vec<(usize, Value, Affine)> = Vec::new();
        for (pos, &inst) in insts.iter().enumerate() {
            let data = src.inst(inst);
            let (addr, loaded) = match data {
                InstData::Load { addr, volatile: false } => (*addr, src.dfg.result(inst)),
                InstData::Store { addr, volatile: false, .. } => (*addr, None),
                _ => continue,
            };
            if shapes.shape(addr) == Shape::Varying && may_be_consecutive_address(src, shapes, addr) {
                res.dynamic.insert(addr);
            }
            let Some(r) = loaded else { continue };
            let ty = src.value_type(r);
            let Some(size) = types.size_of(ty).filter(|_| types.is_scalar(ty) && !types.is_pointer(ty)) else {
                continue;
            };
            if shapes.shape(addr) != Shape::Linear(Stride::constant(2 * size as i64)) {
                continue;
            }
            if let Some(aff) = affine_address(types, src, addr) {
                strided.push((pos, r, aff));
            }
        }
        for (i, (pos_a, ra, aa)) in strided.iter().enumerate() {
            for (pos_b, rb, ab) in &strided[i + 1..] {
                let same_type = src.value_type(*ra) == src.value_type(*rb);
                let pair = aa.base == ab.base && aa.terms == ab.terms && (aa.offset - ab.offset).abs() == 1;
                if !same_type || !pair || res.groups.contains_key(ra) || res.groups.contains_key(rb) {
                    continue;
                }
                // The second load moves up to the first: nothing between them may write memory.
                let writes = insts[*pos_a..*pos_b]
                    .iter()
                    .any(|&inst| matches!(src.inst(inst), InstData::Store { .. } | InstData::Call { .. }));
                if writes {
                    continue;
                }
                let (oa, ob) = if aa.offset < ab.offset { (0, 1) } else { (1, 0) };
                res.groups.insert(*ra, (*rb, oa));
                res.groups.insert(*rb, (*ra, ob));
            }
        }
    }
    res
}

impl MemoryPlan {
    /// The load `r`'s interleave group: its partner and its own offset in the group.
    pub(super) fn group(&self, r: Value) -> Option<(Value, i64)> {
        self.groups.get(&r).copied()
    }

    /// The vector made for `r` when its group's first member was loaded.
    pub(super) fn take_ready(&mut self, r: Value) -> Option<Value> {
        self.ready.remove(&r)
    }

    pub(super) fn set_ready(&mut self, r: Value, x: Value) {
        self.ready.insert(r, x);
    }

    /// The vectors waiting to be used, to be put back by `restore_ready` after translating a
    /// block a second time (an all-true fast path and its masked one).
    pub(super) fn ready_snapshot(&self) -> BTreeMap<Value, Value> {
        self.ready.clone()
    }

    pub(super) fn restore_ready(&mut self, ready: BTreeMap<Value, Value>) {
        self.ready = ready;
    }

    /// Whether the varying address `addr` may have consecutive lanes at run time.
    pub(super) fn is_dynamic(&self, addr: Value) -> bool {
        self.dynamic.contains(&addr)
    }
}

/// An address as `base + Σ coef·term + offset` elements of its pointee.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Affine {
    base: Value,
    terms: BTreeMap<Value, i64>,
    offset: i64,
}

fn affine_address(types: &Types, src: &Function, addr: Value) -> Option<Affine> {
    let def = src.dfg.defining_inst(addr).map(|i| src.inst(i));
    let Some(InstData::PtrAdd { base, index }) = def else {
        return Some(Affine { base: addr, terms: BTreeMap::new(), offset: 0 });
    };
    let same_pointee = types.pointee(src.value_type(*base)) == types.pointee(src.value_type(addr));
    let mut res = if same_pointee {
        affine_address(types, src, *base)?
    } else {
        Affine { base: *base, terms: BTreeMap::new(), offset: 0 }
    };
    let mut terms = BTreeMap::new();
    let offset = affine_int(types, src, *index, 1, &mut terms, 0)?;
    res.offset = res.offset.checked_add(offset)?;
    for (v, c) in terms {
        *res.terms.entry(v).or_insert(0) += c;
    }
    res.terms.retain(|_, c| *c != 0);
    Some(res)
}

/// Adds `scale · v` to `terms` as a sum of terms and a constant (returned). Signed additions and
/// multiplications are taken as exact (their overflow is undefined in C), as are widenings of
/// signed values.
fn affine_int(
    types: &Types,
    src: &Function,
    v: Value,
    scale: i64,
    terms: &mut BTreeMap<Value, i64>,
    depth: u32,
) -> Option<i64> {
    let leaf = |terms: &mut BTreeMap<Value, i64>| {
        *terms.entry(v).or_insert(0) += scale;
        Some(0)
    };
    if depth > 8 {
        return leaf(terms);
    }
    let ty = src.value_type(v);
    let signed = types.is_integer(ty) && types.is_signed(ty);
    let Some(data) = src.dfg.defining_inst(v).map(|i| src.inst(i)) else { return leaf(terms) };
    match data {
        InstData::Const(Const::Int(c)) => {
            let c = match types.size_of(ty)? {
                8 => *c as i64,
                4 if signed => *c as u32 as i32 as i64,
                _ => return leaf(terms),
            };
            scale.checked_mul(c)
        }
        InstData::Cast { arg }
            if signed && types.is_integer(src.value_type(*arg)) && types.is_signed(src.value_type(*arg)) =>
        {
            let wider = types.size_of(ty)? >= types.size_of(src.value_type(*arg))?;
            if wider {
                affine_int(types, src, *arg, scale, terms, depth + 1)
            } else {
                leaf(terms)
            }
        }
        InstData::Binary { op: op @ (BinaryOp::Add | BinaryOp::Sub), args: [x, y] } if signed => {
            let a = affine_int(types, src, *x, scale, terms, depth + 1)?;
            let ys = if *op == BinaryOp::Sub { scale.checked_neg()? } else { scale };
            let c = affine_int(types, src, *y, ys, terms, depth + 1)?;
            a.checked_add(c)
        }
        InstData::Binary { op: BinaryOp::Mul, args: [x, y] } if signed => {
            let konst = |w: Value| match src.dfg.defining_inst(w).map(|i| src.inst(i)) {
                Some(InstData::Const(Const::Int(c))) if types.size_of(src.value_type(w)) == Some(4) => {
                    Some(*c as u32 as i32 as i64)
                }
                Some(InstData::Const(Const::Int(c))) => Some(*c as i64),
                _ => None,
            };
            match (konst(*x), konst(*y)) {
                (_, Some(c)) => affine_int(types, src, *x, scale.checked_mul(c)?, terms, depth + 1),
                (Some(c), None) => affine_int(types, src, *y, scale.checked_mul(c)?, terms, depth + 1),
                _ => leaf(terms),
            }
        }
        _ => leaf(terms),
    }
}

/// `base + index` with a uniform base and an index that `may_be_consecutive`.
fn may_be_consecutive_address(src: &Function, shapes: &ShapeInfo, addr: Value) -> bool {
    let Some(InstData::PtrAdd { base, index }) = src.dfg.defining_inst(addr).map(|i| src.inst(i)) else { return false };
    shapes.shape(*base).is_uniform() && may_be_consecutive(src, shapes, *index, 0)
}

/// A varying integer computed from a linear value of stride 1 by additions, and by shifts and
/// masks of uniform amounts: for some values of those amounts its lanes are consecutive (a
/// bitonic network's `(id & (d - 1)) + ((id >> s) << (s + 1))` is, when `d >= VF`). Loads and
/// multiplications of varying values, divisions and the like make indices that are not.
fn may_be_consecutive(src: &Function, shapes: &ShapeInfo, v: Value, depth: u32) -> bool {
    if shapes.shape(v) == Shape::Linear(Stride::constant(1)) {
        return true;
    }
    if depth > 8 || shapes.shape(v) != Shape::Varying {
        return false;
    }
    let uniform = |w: Value| shapes.shape(w).is_uniform();
    let rec = |w: Value| may_be_consecutive(src, shapes, w, depth + 1);
    match src.dfg.defining_inst(v).map(|i| src.inst(i)) {
        Some(InstData::Cast { arg }) => rec(*arg),
        Some(InstData::Binary { op: BinaryOp::Add | BinaryOp::Or | BinaryOp::Xor, args: [x, y] }) => {
            (rec(*x) && (uniform(*y) || rec(*y))) || (uniform(*x) && rec(*y))
        }
        Some(InstData::Binary { op: BinaryOp::Sub, args: [x, y] }) => rec(*x) && uniform(*y),
        Some(InstData::Binary { op: BinaryOp::And, args: [x, y] }) => {
            (rec(*x) && uniform(*y)) || (uniform(*x) && rec(*y))
        }
        Some(InstData::Binary { op: BinaryOp::Shl | BinaryOp::Shr, args: [x, y] }) => rec(*x) && uniform(*y),
        _ => false,
    }
}

/// Where the variant's code goes: its function and the block being filled.
pub(super) struct At<'f> {
    pub types: &'f Types,
    pub f: &'f mut Function,
    pub cur: Block,
    pub loc: SrcLoc,
}

impl At<'_> {
    fn emit(&mut self, data: InstData, ty: TypeId) -> Value {
        FuncCursor::untyped_at_end(self.f, self.cur, self.loc).ins(data, ty)
    }

    fn emit_void(&mut self, data: InstData) {
        FuncCursor::untyped_at_end(self.f, self.cur, self.loc).ins_void(data)
    }
}

/// The types the run-time test works in: `int`, `long`, `<VF x int>` and the mask type.
#[derive(Copy, Clone)]
pub(super) struct IndexTypes {
    pub int: TypeId,
    pub long: TypeId,
    pub vint: TypeId,
    pub mask: TypeId,
    pub vf: u32,
    /// Whether the access may be done in blocks when its lanes are not consecutive
    /// (`emit_if_blocks`): of 4- or 8-byte elements (which masked vector loads and stores
    /// take), and for a store, on a target whose masked stores are cheap. Masked accesses never
    /// are.
    pub blocks: bool,
}

/// The interleave group of `r` (at offset `off`, lane-0 address `a0`): two vector loads from
/// the group's start and the even and odd lanes; gives (`r`'s vector, the partner's vector).
pub(super) fn emit_group_load(at: &mut At, a0: Value, off: i64, vty: TypeId, long: TypeId, vf: u32) -> (Value, Value) {
    let pty = at.f.value_type(a0);
    let start = if off == 0 {
        a0
    } else {
        let k = at.emit(InstData::Const(Const::Int((-off) as u64)), long);
        at.emit(InstData::PtrAdd { base: a0, index: k }, pty)
    };
    let n = at.emit(InstData::Const(Const::Int(vf as u64)), long);
    let second = at.emit(InstData::PtrAdd { base: start, index: n }, pty);
    let lo = at.emit(InstData::VectorLoad { addr: start, mask: None, aligned: false }, vty);
    let hi = at.emit(InstData::VectorLoad { addr: second, mask: None, aligned: false }, vty);
    let evens = at.emit(InstData::Shuffle { args: [lo, hi], lanes: (0..vf).map(|k| 2 * k).collect() }, vty);
    let odds = at.emit(InstData::Shuffle { args: [lo, hi], lanes: (0..vf).map(|k| 2 * k + 1).collect() }, vty);
    if off == 0 {
        (evens, odds)
    } else {
        (odds, evens)
    }
}

/// `base[index[k]]` in lane `k` (`index` a `<VF x int>`): one vector load where the lanes are
/// consecutive at run time, else the gather.
pub(super) fn emit_consecutive_load(
    at: &mut At,
    checks: Checks,
    tys: IndexTypes,
    base: Value,
    index: Value,
    mask: Option<Value>,
    vty: TypeId,
) -> Value {
    let fast = |at: &mut At, first: Value| {
        let p = lane0_pointer(at, base, first, mask);
        Some(at.emit(InstData::VectorLoad { addr: p, mask, aligned: false }, vty))
    };
    let slow = |at: &mut At| {
        let gather = |at: &mut At| Some(at.emit(InstData::Gather { base, indices: index, mask }, vty));
        if !tys.blocks || mask.is_some() {
            return gather(at);
        }
        let pty = at.f.value_type(base);
        let blocks = |at: &mut At, first: Value, d: u32| {
            let (p0, p1) = window(at, tys, base, pty, first);
            let lo = at.emit(InstData::VectorLoad { addr: p0, mask: None, aligned: false }, vty);
            let used = lanes_mask(at, tys, |k| k < tys.vf - d);
            let hi = at.emit(InstData::VectorLoad { addr: p1, mask: Some(used), aligned: false }, vty);
            Some(at.emit(InstData::Shuffle { args: [lo, hi], lanes: block_lanes(tys.vf, d) }, vty))
        };
        emit_if_blocks(at, tys, index, Some(vty), blocks, gather)
    };
    emit_if_consecutive(at, checks, tys, index, mask, Some(vty), fast, slow).unwrap_or_else(|| Value::from_u32(0))
}

/// `base[index[k]] = value[k]` in lane `k`: one vector store where the lanes are consecutive at
/// run time, else the scatter.
pub(super) fn emit_consecutive_store(
    at: &mut At,
    checks: Checks,
    tys: IndexTypes,
    base: Value,
    index: Value,
    value: Value,
    mask: Option<Value>,
) {
    let pty = at.f.value_type(base);
    let fast = |at: &mut At, first: Value| {
        let p = lane0_pointer(at, base, first, mask);
        emit_store_all_or_masked(at, tys, p, value, mask);
        None
    };
    let slow = |at: &mut At| {
        let scatter = |at: &mut At| {
            at.emit_void(InstData::Scatter { base, indices: index, value, mask });
            None
        };
        if !tys.blocks || mask.is_some() {
            return scatter(at);
        }
        let blocks = |at: &mut At, first: Value, d: u32| {
            let (p0, p1) = window(at, tys, base, pty, first);
            // Lane k goes to window position `lanes[k]`: each half of the window takes its
            // lanes back from `value` under the mask of the positions it holds.
            let lanes = block_lanes(tys.vf, d);
            let vty = at.f.value_type(value);
            for (half, p) in [(0, p0), (1, p1)] {
                let from: Vec<u32> = (0..tys.vf)
                    .map(|pos| lanes.iter().position(|&l| l == half * tys.vf + pos).unwrap_or(0) as u32)
                    .collect();
                let placed = at.emit(InstData::Shuffle { args: [value, value], lanes: from }, vty);
                let held = lanes_mask(at, tys, |pos| lanes.contains(&(half * tys.vf + pos)));
                at.emit_void(InstData::VectorStore { addr: p, value: placed, mask: Some(held), aligned: false });
            }
            None
        };
        emit_if_blocks(at, tys, index, None, blocks, scatter)
    };
    emit_if_consecutive(at, checks, tys, index, mask, None, fast, slow);
}

/// `base + first`, lane 0's address in a consecutive access: under a mask computed as an
/// unsigned integer (`transform::integer_address`), since lane 0 may be off and its index then
/// outside the object, where C's pointer arithmetic is undefined.
fn lane0_pointer(at: &mut At, base: Value, first: Value, mask: Option<Value>) -> Value {
    let pty = at.f.value_type(base);
    let p = at.emit(InstData::PtrAdd { base, index: first }, pty);
    if mask.is_none() {
        return p;
    }
    match crate::transform::integer_address(at.types, at.f, at.cur, at.loc, p) {
        Some(int) => at.emit(InstData::Cast { arg: int }, pty),
        None => p,
    }
}

/// The window positions of lane `k` when the lanes come in blocks of `d` consecutive elements
/// every `2d` (`d` < VF): `(k / d) * 2d + k % d`. A bitonic network's `left` positions, for a
/// distance `d`, are such blocks (its `right` ones too, `d` further on), so one compare-and-swap
/// pass reads and writes two windows of `2·VF` elements instead of gathering and scattering.
fn block_lanes(vf: u32, d: u32) -> Vec<u32> {
    (0..vf).map(|k| (k / d) * 2 * d + k % d).collect()
}

/// A constant mask whose lane `k` is `on(k)`.
fn lanes_mask(at: &mut At, tys: IndexTypes, on: impl Fn(u32) -> bool) -> Value {
    let ints =
        at.emit(InstData::Const(Const::Vector((0..tys.vf).map(|k| Const::Int(u64::from(on(k)))).collect())), tys.vint);
    at.emit(InstData::Cast { arg: ints }, tys.mask)
}

/// The two vectors of the window at `base[first]`: `base + first` and `base + first + VF`.
fn window(at: &mut At, tys: IndexTypes, base: Value, pty: TypeId, first: Value) -> (Value, Value) {
    let p0 = at.emit(InstData::PtrAdd { base, index: first }, pty);
    let vf = at.emit(InstData::Const(Const::Int(u64::from(tys.vf))), tys.long);
    let p1 = at.emit(InstData::PtrAdd { base: p0, index: vf }, pty);
    (p0, p1)
}

/// Tests, for `d` = VF/2, VF/4, .., 1 in turn, whether the lanes of `index` (every lane active)
/// are lane 0's plus `block_lanes(VF, d)`, and branches to `blocks` (given lane 0's index as a
/// `long`, and `d`) for the first `d` that fits, else to `other`. The window then spans lane
/// 0's element to the last lane's, all of which the scalar code accesses, so memory between
/// them is the same object's: its first vector is whole, and its second has only the lanes up
/// to the last lane's element (`VF - d` of them) on. Lane 0's index is at most
/// `INT_MAX - (2VF - 1)`, so that no addition wraps. Leaves `at` in the join, whose parameter
/// (when the arms give a value) is returned.
///
/// The tests are made only where the access is not consecutive: made up front, to serve the
/// later accesses of the entry block as `known_check` does, they cost the consecutive passes of
/// wfv bench bitonicsort more than they saved.
fn emit_if_blocks(
    at: &mut At,
    tys: IndexTypes,
    index: Value,
    result: Option<TypeId>,
    blocks: impl Fn(&mut At, Value, u32) -> Option<Value>,
    other: impl FnOnce(&mut At) -> Option<Value>,
) -> Option<Value> {
    let join = at.f.make_block();
    let param = result.map(|ty| at.f.dfg.append_block_param(join, ty));
    let first = at.emit(InstData::ExtractLane { vec: index, lane: 0 }, tys.int);
    let limit = at.emit(InstData::Const(Const::Int((i32::MAX as i64 - (2 * tys.vf as i64 - 1)) as u64)), tys.int);
    let in_range = at.emit(InstData::Binary { op: BinaryOp::Le, args: [first, limit] }, tys.int);
    let splat = at.emit(InstData::Splat { arg: first }, tys.vint);
    let mut d = tys.vf / 2;
    while d >= 1 {
        let steps = at.emit(
            InstData::Const(Const::Vector(
                block_lanes(tys.vf, d).into_iter().map(|l| Const::Int(u64::from(l))).collect(),
            )),
            tys.vint,
        );
        let expected = at.emit(InstData::Binary { op: BinaryOp::Add, args: [splat, steps] }, tys.vint);
        let same = at.emit(InstData::Binary { op: BinaryOp::Eq, args: [index, expected] }, tys.mask);
        let all = at.emit(InstData::Reduce { op: BinaryOp::And, arg: same }, tys.int);
        let cond = at.emit(InstData::Binary { op: BinaryOp::And, args: [all, in_range] }, tys.int);
        let (fits, next) = (at.f.make_block(), at.f.make_block());
        at.emit_void(InstData::Branch {
            cond,
            then_dest: BlockCall::new(fits, vec![]),
            else_dest: BlockCall::new(next, vec![]),
        });
        at.cur = fits;
        let first_long = at.emit(InstData::Cast { arg: first }, tys.long);
        let x = blocks(at, first_long, d);
        at.emit_void(InstData::Jump(BlockCall::new(join, x.into_iter().collect())));
        at.cur = next;
        d /= 2;
    }
    let y = other(at);
    at.emit_void(InstData::Jump(BlockCall::new(join, y.into_iter().collect())));
    at.cur = join;
    param
}

/// `VectorStore` of `value` at `p` under `mask`: a plain store when every lane is active (a
/// masked store is microcoded on AMD's cores: many times slower), else the masked one.
fn emit_store_all_or_masked(at: &mut At, tys: IndexTypes, p: Value, value: Value, mask: Option<Value>) {
    let Some(m) = mask else {
        at.emit_void(InstData::VectorStore { addr: p, value, mask: None, aligned: false });
        return;
    };
    let all = at.emit(InstData::Reduce { op: BinaryOp::And, arg: m }, tys.int);
    let (whole, part, done) = (at.f.make_block(), at.f.make_block(), at.f.make_block());
    at.emit_void(InstData::Branch {
        cond: all,
        then_dest: BlockCall::new(whole, vec![]),
        else_dest: BlockCall::new(part, vec![]),
    });
    at.cur = whole;
    at.emit_void(InstData::VectorStore { addr: p, value, mask: None, aligned: false });
    at.emit_void(InstData::Jump(BlockCall::new(done, vec![])));
    at.cur = part;
    at.emit_void(InstData::VectorStore { addr: p, value, mask, aligned: false });
    at.emit_void(InstData::Jump(BlockCall::new(done, vec![])));
    at.cur = done;
}

/// The run-time tests `emit_if_consecutive` may reuse: those of the entry block, and whether
/// this access is in the entry block (its tests are then kept).
pub(super) struct Checks<'c> {
    pub map: &'c mut BTreeMap<Value, Value>,
    pub in_entry: bool,
}

/// A test of the entry block that also answers for `index`: its own, or that of `y` where
/// `index` is `y + splat(u)` (the lanes of both are consecutive or neither; the caller still
/// tests that lane 0 leaves room for the others without wrapping). Lanes a later block has
/// off were on in the entry block or off there too, so its answer holds for any later mask.
fn known_check(f: &Function, map: &BTreeMap<Value, Value>, index: Value) -> Option<Value> {
    if let Some(&all) = map.get(&index) {
        return Some(all);
    }
    let def = |v: Value| f.dfg.defining_inst(v).map(|i| f.inst(i));
    let Some(InstData::Binary { op: BinaryOp::Add, args: [x, y] }) = def(index) else { return None };
    let is_splat = |v: Value| matches!(def(v), Some(InstData::Splat { .. }));
    if is_splat(*y) {
        map.get(x).copied()
    } else if is_splat(*x) {
        map.get(y).copied()
    } else {
        None
    }
}

/// Tests whether the lanes of `index` (`<VF x int>`) are consecutive: lane `k` is lane 0's
/// plus `k` (lanes outside `mask` aside), with lane 0's at most `INT_MAX - (VF-1)` so that the
/// test's own additions cannot wrap. Branches to `fast` (given lane 0's index as a `long`) or
/// to `slow`, and leaves `at` in the join, whose parameter (when the arms give a value) is
/// returned.
#[allow(clippy::too_many_arguments)]
fn emit_if_consecutive(
    at: &mut At,
    checks: Checks,
    tys: IndexTypes,
    index: Value,
    mask: Option<Value>,
    result: Option<TypeId>,
    fast: impl FnOnce(&mut At, Value) -> Option<Value>,
    slow: impl FnOnce(&mut At) -> Option<Value>,
) -> Option<Value> {
    let first = at.emit(InstData::ExtractLane { vec: index, lane: 0 }, tys.int);
    let all = match known_check(at.f, checks.map, index) {
        Some(all) => all,
        None => {
            let splat = at.emit(InstData::Splat { arg: first }, tys.vint);
            let steps = at.emit(InstData::Const(Const::Vector((0..tys.vf as u64).map(Const::Int).collect())), tys.vint);
            let expected = at.emit(InstData::Binary { op: BinaryOp::Add, args: [splat, steps] }, tys.vint);
            let mut same = at.emit(InstData::Binary { op: BinaryOp::Eq, args: [index, expected] }, tys.mask);
            if let Some(m) = mask {
                let off = at.emit(InstData::Unary { op: UnaryOp::LogNot, arg: m }, tys.mask);
                same = at.emit(InstData::Binary { op: BinaryOp::Or, args: [same, off] }, tys.mask);
            }
            at.emit(InstData::Reduce { op: BinaryOp::And, arg: same }, tys.int)
        }
    };
    if checks.in_entry {
        checks.map.insert(index, all);
    }
    let limit = at.emit(InstData::Const(Const::Int((i32::MAX as i64 - (tys.vf as i64 - 1)) as u64)), tys.int);
    let in_range = at.emit(InstData::Binary { op: BinaryOp::Le, args: [first, limit] }, tys.int);
    let cond = at.emit(InstData::Binary { op: BinaryOp::And, args: [all, in_range] }, tys.int);
    let fast_b = at.f.make_block();
    let slow_b = at.f.make_block();
    let join = at.f.make_block();
    let param = result.map(|ty| at.f.dfg.append_block_param(join, ty));
    at.emit_void(InstData::Branch {
        cond,
        then_dest: BlockCall::new(fast_b, vec![]),
        else_dest: BlockCall::new(slow_b, vec![]),
    });
    at.cur = fast_b;
    let first_long = at.emit(InstData::Cast { arg: first }, tys.long);
    let x = fast(at, first_long);
    at.emit_void(InstData::Jump(BlockCall::new(join, x.into_iter().collect())));
    at.cur = slow_b;
    let y = slow(at);
    at.emit_void(InstData::Jump(BlockCall::new(join, y.into_iter().collect())));
    at.cur = join;
    param
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::shape;

    fn parse(text: &str) -> (Module, Function) {
        let module = crate::ir::parse::parse_module(text).unwrap_or_else(|e| panic!("{}", e));
        let func = module.funcs.values().next().and_then(|f| f.body.clone()).expect("a body");
        (module, func)
    }

    fn plan_of(text: &str) -> (Function, MemoryPlan) {
        let (module, func) = parse(text);
        let ann = func.vec_annotations[0].clone();
        let seeds = shape::seeds_from_annotation(&module, &func, &ann, 32);
        let shapes = shape::compute(&module, &func, &seeds, false);
        let plan = plan(&module.types, &func, &shapes, false);
        (func, plan)
    }

    fn v(n: u32) -> Value {
        Value::from_u32(n)
    }

    #[test]
    fn a_complete_pair_of_stride_two_loads_is_a_group() {
        let (func, plan) = plan_of(
            "
func @haar: fn(*float, int) -> float {
    annotation decl-vec-function(uniform(%0), linear(%1), nomask)
    names v0=p v1=i v5=a v9=b
block0(v0: *float, v1: int):
    v2 = const.int 2
    v3 = mul.int v2, v1
    v4 = cast.long v3
    v10 = ptradd.*float v0, v4
    v5 = load.float v10
    v6 = const.int 1
    v7 = add.int v3, v6
    v8 = cast.long v7
    v11 = ptradd.*float v0, v8
    v9 = load.float v11
    v12 = add.float v5, v9
    ret v12
}
",
        );
        let _ = func;
        let (a, b) = (v(5), v(9));
        assert_eq!(plan.group(a), Some((b, 0)));
        assert_eq!(plan.group(b), Some((a, 1)));
    }

    #[test]
    fn a_store_between_the_loads_keeps_them_apart() {
        let (func, plan) = plan_of(
            "
func @haar: fn(*float, int) -> float {
    annotation decl-vec-function(uniform(%0), linear(%1), nomask)
    names v0=p v1=i v5=a v9=b
block0(v0: *float, v1: int):
    v2 = const.int 2
    v3 = mul.int v2, v1
    v4 = cast.long v3
    v10 = ptradd.*float v0, v4
    v5 = load.float v10
    v6 = const.int 1
    v7 = add.int v3, v6
    v8 = cast.long v7
    v11 = ptradd.*float v0, v8
    store v11, v5
    v9 = load.float v11
    v12 = add.float v5, v9
    ret v12
}
",
        );
        let _ = func;
        assert_eq!(plan.group(v(5)), None);
    }

    #[test]
    fn shifted_and_masked_indices_may_be_consecutive_loaded_ones_not() {
        let (func, plan) = plan_of(
            "
func @f: fn(*uint, *int, int, int) -> uint {
    annotation decl-vec-function(uniform(%0), uniform(%1), uniform(%2), linear(%3), nomask)
    names v0=a v1=t v2=s v3=id v8=x v12=y
block0(v0: *uint, v1: *int, v2: int, v3: int):
    v4 = shr.int v3, v2
    v5 = shl.int v4, v2
    v6 = cast.long v5
    v7 = ptradd.*uint v0, v6
    v8 = load.uint v7
    v9 = cast.long v3
    v10 = ptradd.*int v1, v9
    v11 = load.int v10
    v13 = cast.long v11
    v14 = ptradd.*uint v0, v13
    v12 = load.uint v14
    v15 = add.uint v8, v12
    ret v15
}
",
        );
        let _ = func;
        assert!(plan.is_dynamic(v(7)));
        assert!(!plan.is_dynamic(v(10)));
        assert!(!plan.is_dynamic(v(14)));
    }
}
