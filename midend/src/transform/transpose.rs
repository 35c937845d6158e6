//! Strided gathers read as rows and transposed in registers. After the loop vectorizer (and the
//! inlining of its calls to vector variants), a vector loop body that gathers a column of a
//! row-major matrix for several neighbouring columns at once,
//!
//! ```text
//! g_r = gather(p + r, {0, S, 2S, ..., (L-1)S})      r = 0 .. L-1, L lanes, |S| >= L
//! ```
//!
//! (the loads `in[(j+l)*S + i + r]` of `unroll_jam`'s transpose rule: L outer iterations `i + r`
//! jammed, the inner loop vectorized along `j`), reads the same L×L elements as the L vector
//! loads `row_l = p[l*S .. l*S + L-1]`: lane `l` of `g_r` is lane `r` of `row_l`. So the L
//! gathers become L consecutive loads and an L×L transpose, log2(L) stages of `zip_lo`/`zip_hi`
//! shuffles (the emitter's tables: `vpermt2ps` on AVX-512, unpacks and a 128-bit permute on
//! AVX2, `__builtin_shufflevector` elsewhere). The loads touch exactly the elements the gathers
//! did, so nothing the scalar loop does not read. The gathers must be unmasked, in one
//! straight-line stretch of blocks (each the only successor of the one before, and its only
//! predecessor), with no write between the first and the last that may touch their object; the
//! rows are loaded where the first of them was. Done only where the target's cost table finds
//! the loads and shuffles cheaper than the gathers (`transpose_pays`). The loops and affine facts
//! are the pipeline's `LoopAnalysis`.

use crate::analysis::affine::{self, AffineInfo, Base};
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::effects;
use crate::analysis::{ControlFlowGraph, LoopAnalysis};
use crate::ir::*;
use crate::remarks::{describe_inst, RemarkKind, Remarks};
use crate::target::{ElemClass, OpClass, Target};
use std::collections::{BTreeMap, BTreeSet};

/// Whether L gathers of L lanes of `elem` cost more than L vector loads and the L·log2(L)
/// two-register shuffles of their transpose, on `target`'s cost table.
pub fn transpose_pays(target: &Target, elem: ElemClass, lanes: u32) -> bool {
    if lanes < 4 || !lanes.is_power_of_two() {
        return false;
    }
    let l = u64::from(lanes);
    let stages = u64::from(lanes.trailing_zeros());
    let gathers = l * l * u64::from(target.op_cost(OpClass::Gather, elem).1);
    let rows = l * u64::from(target.op_cost(OpClass::Load, elem).1)
        + l * stages * u64::from(target.op_cost(OpClass::Shuffle, elem).1);
    rows < gathers
}

/// The lanes of the two shuffles of one transpose stage: lane `k` of `zip_lo(a, b)` is
/// `a[k/2]` for even `k`, `b[k/2]` for odd; `zip_hi` takes the upper halves.
fn zip_lanes(lanes: u32, hi: bool) -> Vec<u32> {
    let half = if hi { lanes / 2 } else { 0 };
    (0..lanes).map(|k| half + k / 2 + (k % 2) * lanes).collect()
}

/// The transpose network on abstract vectors: `rows` in, the columns out. Each stage maps
/// `v[p]`, `v[p + L/2]` to `zip_lo` and `zip_hi` at `2p`, `2p + 1`; log2(L) stages transpose.
fn transpose<V: Copy>(rows: &[V], mut shuffle: impl FnMut(V, V, Vec<u32>) -> V) -> Vec<V> {
    let lanes = rows.len() as u32;
    let mut cur = rows.to_vec();
    for _ in 0..lanes.trailing_zeros() {
        let half = cur.len() / 2;
        let mut next = Vec::with_capacity(cur.len());
        for p in 0..half {
            next.push(shuffle(cur[p], cur[p + half], zip_lanes(lanes, false)));
            next.push(shuffle(cur[p], cur[p + half], zip_lanes(lanes, true)));
        }
        cur = next;
    }
    cur
}

/// One candidate gather: its place in its stretch, the byte offset from its base object and
/// the stride of its indices (in elements).
struct Cand {
    inst: Inst,
    stretch: Block,
    pos: usize,
    base: Base,
    offset: affine::Affine,
    stride: i64,
    ty: TypeId,
    index_ty: TypeId,
}

/// Replaces every group of gathers of the module comment by rows and a transpose, with a remark
/// per loop; returns whether the function changed. `analysis` is of `func` as it is; a
/// transpose changes no block, so its loops still place the remarks after the rewrites.
pub fn transpose_gathers(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    target: &Target,
    remarks: &mut Remarks,
) -> bool {
    let LoopAnalysis { cfg, loops, affine, .. } = analysis;
    let order = stretches(func, cfg);
    let mut cands = Vec::new();
    for (&start, insts) in &order {
        for (pos, &inst) in insts.iter().enumerate() {
            cands.extend(candidate(module, func, affine, inst, start, pos));
        }
    }
    let groups = find_groups(module, func, affine, target, &cands, &order);
    if groups.is_empty() {
        return false;
    }
    let mut remarked = BTreeSet::new();
    for members in &groups {
        let Some(loc) = transpose_group(func, &cands, members) else { continue };
        let lanes = members.len();
        // One remark per loop, where the loop is (the gathers may come from an inlined variant).
        let first = cands[members[0]].inst;
        let header =
            func.layout.inst_block(first).and_then(|b| loops.innermost_loop(b)).map(|lp| loops.data(lp).header);
        let loop_loc = header
            .and_then(|h| func.layout.block_insts(h).iter().map(|i| func.srclocs[*i]).find(|l| !l.is_unknown()))
            .unwrap_or(loc);
        if remarked.insert(loop_loc) {
            let what = describe_inst(module, func, first, "in the loop");
            remarks.push(
                loop_loc,
                RemarkKind::Passed,
                "transpose",
                format!("vector loop: {} for {} neighbouring columns read as {} rows of {} consecutive elements, transposed in registers", what, lanes, lanes, lanes),
            );
        }
        for &m in members {
            func.layout.remove_inst(cands[m].inst);
        }
    }
    true
}

/// The function's instructions in stretches of straight-line blocks, by each stretch's first block.
fn stretches(func: &Function, cfg: &ControlFlowGraph) -> BTreeMap<Block, Vec<Inst>> {
    // Stretches: a block continues its predecessor's when it is that block's only successor
    // (by an unconditional jump) and has no other predecessor.
    let mut stretch_of: BTreeMap<Block, (Block, usize)> = BTreeMap::new();
    let mut order: BTreeMap<Block, Vec<Inst>> = BTreeMap::new();
    for &block in cfg.reverse_postorder() {
        let preds = cfg.preds(block);
        let start = match preds {
            [p] if matches!(func.terminator(*p).map(|t| func.inst(t)), Some(InstData::Jump(_))) && *p != block => {
                stretch_of.get(p).map_or(block, |s| s.0)
            }
            _ => block,
        };
        let list = order.entry(start).or_default();
        stretch_of.insert(block, (start, list.len()));
        list.extend(func.layout.block_insts(block).iter().copied());
    }
    order
}

/// Groups the candidates into sets of `lanes` neighbouring columns worth transposing (indices into `cands`).
fn find_groups(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    target: &Target,
    cands: &[Cand],
    order: &BTreeMap<Block, Vec<Inst>>,
) -> Vec<Vec<usize>> {
    let escaping = escaping_slots(func, affine);
    let mut used = BTreeSet::new();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (a, first) in cands.iter().enumerate() {
        let lanes = module.types.lanes(first.ty);
        let elem_ty = module.types.scalar_of(first.ty);
        let Some(size) = module.types.size_of(elem_ty) else { continue };
        let elem = ElemClass::of(size, module.types.is_float(elem_ty));
        if used.contains(&a) || first.stride.unsigned_abs() < u64::from(lanes) || !transpose_pays(target, elem, lanes) {
            continue;
        }
        // Members r = 0 .. L-1: `first`'s offset plus r elements, same stride, type, stretch.
        let mut members = vec![a];
        for r in 1..i64::from(lanes) {
            let found = cands.iter().enumerate().find(|(b, c)| {
                !used.contains(b)
                    && c.stretch == first.stretch
                    && c.base == first.base
                    && c.stride == first.stride
                    && c.ty == first.ty
                    && c.offset.sub(&first.offset).and_then(|d| d.as_constant()) == Some(r * size as i64)
            });
            match found {
                Some((b, _)) => members.push(b),
                None => break,
            }
        }
        if members.len() != lanes as usize {
            continue;
        }
        let lo = members.iter().map(|&m| cands[m].pos).min().unwrap_or(0);
        let hi = members.iter().map(|&m| cands[m].pos).max().unwrap_or(0);
        if !no_write_between(module, func, affine, &escaping, &order[&first.stretch][lo..=hi], first.base) {
            continue;
        }
        used.extend(members.iter().copied());
        groups.push(members);
    }
    groups
}

/// Loads a group's rows before its earliest gather and replaces the gathers' uses by the
/// transposed columns; returns that gather's location.
fn transpose_group(func: &mut Function, cands: &[Cand], members: &[usize]) -> Option<SrcLoc> {
    let lanes = members.len();
    // The earliest member's base, moved back to row 0's first element.
    let earliest = *members.iter().min_by_key(|&&m| cands[m].pos).unwrap_or(&members[0]);
    let e = &cands[earliest];
    let r_e = members.iter().position(|&m| m == earliest).unwrap_or(0) as i64;
    let InstData::Gather { base: base_e, .. } = *func.inst(e.inst) else { return None };
    let at = e.inst;
    let loc = func.srclocs[at];
    let mut rows = Vec::with_capacity(lanes);
    let base_ty = func.value_type(base_e);
    let mut cur = FuncCursor::untyped_before(func, at, loc);
    for l in 0..lanes as i64 {
        let delta = l * e.stride - r_e;
        let k = cur.iconst(e.index_ty, delta);
        let addr = cur.ins(InstData::PtrAdd { base: base_e, index: k }, base_ty);
        rows.push(cur.ins(InstData::VectorLoad { addr, mask: None, aligned: false }, e.ty));
    }
    let ty = e.ty;
    let cols = transpose(&rows, |a, b, lanes| cur.ins(InstData::Shuffle { args: [a, b], lanes }, ty));
    for (r, &m) in members.iter().enumerate() {
        let inst = cands[m].inst;
        if let Some(old) = func.dfg.result(inst) {
            func.replace_uses(old, cols[r]);
        }
    }
    Some(loc)
}

// A gather of the module comment's form: unmasked, a base pointer with an affine address, indices
// a constant vector `k·S`.
fn candidate(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    inst: Inst,
    stretch: Block,
    pos: usize,
) -> Option<Cand> {
    let InstData::Gather { base, indices, mask: None } = *func.inst(inst) else { return None };
    let ty = func.value_type(func.dfg.result(inst)?);
    let lanes = module.types.lanes(ty) as usize;
    let idx = const_lanes(module, func, indices, 8)?;
    let stride = *idx.get(1)?;
    if idx.len() != lanes
        || stride == 0
        || idx.iter().enumerate().any(|(k, &v)| Some(v) != stride.checked_mul(k as i64))
    {
        return None;
    }
    let (base, offset) = pointer(module, func, affine, base, 16)?;
    let index_ty = module.types.int_of(IntKind::Long);
    Some(Cand { inst, stretch, pos, base, offset, stride, ty, index_ty })
}

// A pointer as its object and byte offset, for comparing the members' addresses: pointer
// arithmetic followed down to a pointer that is not (whose address `affine` gives), each index
// as an exact sum (`exact_int`), also where `affine` only knows it modulo 2^32 (an index
// computed from a truncated induction, `(int)t`).
fn pointer(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    p: Value,
    depth: u32,
) -> Option<(Base, affine::Affine)> {
    let types = &module.types;
    let inst = func.dfg.defining_inst(p).filter(|_| depth > 0);
    let step = |base: Value, index: Value, size: Option<u64>| -> Option<(Base, affine::Affine)> {
        let (b, off) = pointer(module, func, affine, base, depth - 1)?;
        let idx = exact_int(module, func, affine, index, 16)?.scale(i64::try_from(size?).ok()?)?;
        Some((b, off.add(&idx)?))
    };
    match inst.map(|i| func.inst(i)) {
        Some(InstData::PtrAdd { base, index }) => {
            step(*base, *index, types.pointee(func.value_type(*base)).and_then(|t| types.size_of(t)))
        }
        Some(InstData::ElemAddr { base, index }) => {
            let elem = types.pointee(func.value_type(*base)).and_then(|t| types.array_elem(t));
            step(*base, *index, elem.and_then(|e| types.size_of(e)))
        }
        Some(InstData::Cast { arg }) if types.is_pointer(func.value_type(*arg)) => {
            pointer(module, func, affine, *arg, depth - 1)
        }
        _ => affine.address(p).map(|a| (a.base, a.offset.clone())),
    }
}

// An integer value as an exact sum: signed adds, subtracts and multiplies (C makes their
// overflow undefined, so they compute the mathematical value), constants and widening casts of
// signed values followed; any other value, unless `affine` knows it exactly, is a term of its
// own.
fn exact_int(module: &Module, func: &Function, affine: &AffineInfo, v: Value, depth: u32) -> Option<affine::Affine> {
    let types = &module.types;
    let leaf = Some(affine::Affine::term(affine::Term::Value(v)));
    if let Some(info) = affine.int(v).filter(|i| i.nowrap && Some(&i.expr) != leaf.as_ref()) {
        return Some(info.expr.clone());
    }
    let ty = func.value_type(v);
    let Some(inst) = func.dfg.defining_inst(v).filter(|_| depth > 0 && types.is_signed(ty)) else { return leaf };
    let sub = |x: Value| exact_int(module, func, affine, x, depth - 1);
    match func.inst(inst) {
        InstData::Binary { op: BinaryOp::Add, args: [a, b] } => sub(*a)?.add(&sub(*b)?),
        InstData::Binary { op: BinaryOp::Sub, args: [a, b] } => sub(*a)?.sub(&sub(*b)?),
        InstData::Binary { op: BinaryOp::Mul, args: [a, b] } => sub(*a)?.mul(&sub(*b)?).or(leaf),
        InstData::Cast { arg }
            if types.is_signed(func.value_type(*arg)) && types.size_of(func.value_type(*arg)) <= types.size_of(ty) =>
        {
            sub(*arg)
        }
        _ => leaf,
    }
}

// The lanes of an integer vector computed from constants: vector constants, splats of integer
// constants, adds, subtracts, multiplies and integer casts of those (within i64; wider lanes
// than the result's are not narrowed: `None`).
fn const_lanes(module: &Module, func: &Function, v: Value, depth: u32) -> Option<Vec<i64>> {
    let inst = func.dfg.defining_inst(v).filter(|_| depth > 0)?;
    let scalar = |c: &Const| match c {
        Const::Int(bits) => Some(*bits as i64),
        _ => None,
    };
    match func.inst(inst) {
        InstData::Const(Const::Vector(lanes)) => lanes.iter().map(scalar).collect(),
        InstData::Splat { arg } => {
            let c = func.dfg.defining_inst(*arg).and_then(|d| match func.inst(d) {
                InstData::Const(c) => scalar(c),
                _ => None,
            })?;
            Some(vec![c; module.types.lanes(func.value_type(v)) as usize])
        }
        InstData::Binary { op, args: [a, b] } => {
            let (a, b) = (const_lanes(module, func, *a, depth - 1)?, const_lanes(module, func, *b, depth - 1)?);
            if a.len() != b.len() {
                return None;
            }
            a.iter()
                .zip(&b)
                .map(|(x, y)| match op {
                    BinaryOp::Add => x.checked_add(*y),
                    BinaryOp::Sub => x.checked_sub(*y),
                    BinaryOp::Mul => x.checked_mul(*y),
                    _ => None,
                })
                .collect()
        }
        // Every lane fits in an `int` (checked below at each step), so integer casts keep it.
        InstData::Cast { arg } if module.types.is_integer(module.types.scalar_of(func.value_type(*arg))) => {
            const_lanes(module, func, *arg, depth - 1)
        }
        _ => None,
    }
    .filter(|lanes: &Vec<i64>| lanes.iter().all(|&x| i32::try_from(x).is_ok()))
}

// No store, scatter or call between `insts`' first and last may write `base`'s object.
fn no_write_between(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    escaping: &BTreeSet<StackSlot>,
    insts: &[Inst],
    base: Base,
) -> bool {
    insts.iter().all(|&inst| {
        let addr = match *func.inst(inst) {
            InstData::Store { addr, .. } | InstData::VectorStore { addr, .. } => addr,
            InstData::Scatter { base, .. } | InstData::BitfieldStore { base, .. } => base,
            InstData::Call { callee: Callee::Direct(f), .. } => return effects::is_readnone(module, f),
            InstData::Call { .. } => return false,
            _ => return true,
        };
        affine.address(addr).is_some_and(|a| a.base != base && !may_alias(module, func, escaping, a.base, base))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_zip_network_transposes() {
        for lanes in [4u32, 8, 16] {
            // Row l holds the elements (l, 0) .. (l, L-1).
            let rows: Vec<Vec<(u32, u32)>> = (0..lanes).map(|l| (0..lanes).map(|r| (l, r)).collect()).collect();
            let ids: Vec<usize> = (0..rows.len()).collect();
            let mut vals = rows.clone();
            let cols = transpose(&ids, |a, b, pick| {
                let cat: Vec<(u32, u32)> = vals[a].iter().chain(&vals[b]).copied().collect();
                vals.push(pick.iter().map(|&k| cat[k as usize]).collect());
                vals.len() - 1
            });
            for (r, &c) in cols.iter().enumerate() {
                let want: Vec<(u32, u32)> = (0..lanes).map(|l| (l, r as u32)).collect();
                assert_eq!(vals[c], want, "column {} of {}", r, lanes);
            }
        }
    }

    #[test]
    fn transposing_pays_where_gathers_cost_per_lane() {
        use crate::target::TargetKind;
        assert!(transpose_pays(Target::get(TargetKind::Avx2), ElemClass::F32, 8));
        assert!(transpose_pays(Target::get(TargetKind::Avx512), ElemClass::F32, 16));
        assert!(!transpose_pays(Target::get(TargetKind::Avx2), ElemClass::F64, 2));
    }
}
