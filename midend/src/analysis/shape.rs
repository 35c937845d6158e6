//! Shape analysis for function-level vectorization: what each SSA value looks like across the
//! lanes of a vector variant (the seed's "variable properties").
//!
//! - `Uniform`: every lane has the same value (one scalar suffices).
//! - `Linear(stride)`: lane `k` has lane 0's value plus `k * stride` (integers in their own
//!   units, pointers in bytes); a pointer whose stride is its element size is *consecutive*.
//! - `Varying`: anything else (one vector, or one value per lane).
//!
//! Pointers also carry a known alignment of lane 0's address (`aligned`).
//! Seeds are the parameters' shapes from the annotation's clauses: they are the programmer's
//! promise and win over anything computed. Everything else is derived over the SSA body.
//!
//! Control flow: a branch on a varying condition is *varying*; its lanes may part. A block
//! parameter (phi) in a block where parted lanes meet again is varying (the lanes may have come
//! by different edges): those are the blocks reachable from the varying branch before its
//! immediate post-dominator, and the post-dominator itself. Back edges of loops around the
//! branch are not followed; a block entered by one edge merges nothing (a loop inside the region
//! entered from one block keeps its header phis' shapes). A loop whose exit branch is varying,
//! or whose exit only some lanes reach (a uniform test inside a varying branch of the loop), is
//! *divergent*; it runs while any lane is still in it, all active lanes at the same iteration,
//! so its header phis stay as they are, but a value defined in it has a per-lane value once used
//! outside (`shape_at`).
//!
//! `naive` (the `--wfv=naive` ablation) makes every value varying except pointers, whose
//! shapes still follow from their (now varying) indices: addresses stay representable, and
//! every branch and loop is varying.

use super::{CfgLoops, ControlFlowGraph, Loop, LoopForest};
use crate::ir::{
    BinaryOp, Block, Callee, Const, Function, InstData, LinearStep, Module, ParamShape, Types, Value, ValueDef,
    VecFunctionAnnotation,
};
use cranelift_entity::SecondaryMap;
use std::collections::BTreeSet;

/// A linear value's difference between neighbouring lanes: `scale * unit`, `unit` being a
/// uniform integer value (`None`: 1).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Stride {
    pub scale: i64,
    pub unit: Option<Value>,
}

impl Stride {
    pub fn constant(scale: i64) -> Stride {
        Stride { scale, unit: None }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    Uniform,
    Linear(Stride),
    Varying,
}

impl Shape {
    pub fn is_uniform(self) -> bool {
        self == Shape::Uniform
    }

    fn linear(stride: Stride) -> Shape {
        if stride.scale == 0 {
            Shape::Uniform
        } else {
            Shape::Linear(stride)
        }
    }

    /// The meet of two shapes reaching one phi.
    fn meet(self, other: Shape) -> Shape {
        if self == other {
            self
        } else {
            Shape::Varying
        }
    }
}

/// One parameter's seed: its promised shape and alignment.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParamSeed {
    pub shape: Shape,
    pub align: Option<u64>,
}

/// The shapes of a function's values and branches.
#[derive(Clone, Debug, Default)]
pub struct ShapeInfo {
    shapes: SecondaryMap<Value, Option<Shape>>,
    /// Known alignment in bytes of lane 0's address, for pointers.
    pub aligned: SecondaryMap<Value, Option<u64>>,
    /// Blocks whose terminator branches (or switches) on a varying value.
    pub varying_branches: BTreeSet<Block>,
    /// Loops with a varying exit branch.
    pub divergent_loops: Vec<Loop>,
    loops: LoopForest,
    value_loop: SecondaryMap<Value, Option<Loop>>,
}

impl ShapeInfo {
    /// The shape of `v` where it is defined (varying for values the analysis never reached).
    pub fn shape(&self, v: Value) -> Shape {
        self.shapes[v].unwrap_or(Shape::Varying)
    }

    /// The shape of `v` as seen by a use in `user`: varying when `v` is defined in a divergent
    /// loop that does not contain `user` (each lane left that loop at its own iteration).
    pub fn shape_at(&self, v: Value, user: Block) -> Shape {
        if self.crosses_divergent_exit(v, user) {
            Shape::Varying
        } else {
            self.shape(v)
        }
    }

    /// Whether a use of `v` in `user` is outside a divergent loop that defines `v`.
    pub fn crosses_divergent_exit(&self, v: Value, user: Block) -> bool {
        let mut lp = self.value_loop[v];
        while let Some(l) = lp {
            if self.divergent_loops.contains(&l) && !self.loops.data(l).contains(user) {
                return true;
            }
            lp = self.loops.data(l).parent;
        }
        false
    }

    pub fn is_varying_branch(&self, b: Block) -> bool {
        self.varying_branches.contains(&b)
    }

    /// `uniform: n; linear: p (stride 4), i (stride 1); varying: x` over the named values
    /// (parameters and source variables), for remarks. A name held by several SSA values gets
    /// the most general of their shapes.
    pub fn summary(&self, module: &Module, func: &Function) -> String {
        // Per name, in order of first appearance: 0 uniform, 1 linear, 2 varying.
        let mut names: Vec<(String, u8, Option<Stride>)> = Vec::new();
        for v in func.dfg.values.keys() {
            let (Some(name), Some(shape)) = (func.value_name(v), self.shapes[v]) else { continue };
            let (rank, stride) = match shape {
                Shape::Uniform => (0, None),
                Shape::Linear(s) => (1, Some(s)),
                Shape::Varying => (2, None),
            };
            match names.iter_mut().find(|(n, _, _)| n == name) {
                Some(entry) if entry.1 == 1 && rank == 1 && entry.2 != stride => entry.1 = 2,
                Some(entry) if rank > entry.1 => {
                    entry.1 = rank;
                    entry.2 = stride;
                }
                Some(_) => {}
                None => names.push((name.to_string(), rank, stride)),
            }
        }
        let mut parts = Vec::new();
        for (rank, label) in [(0, "uniform"), (1, "linear"), (2, "varying")] {
            let list: Vec<String> = names
                .iter()
                .filter(|(_, r, _)| *r == rank)
                .map(|(name, _, stride)| match stride {
                    Some(s) => {
                        let unit = s
                            .unit
                            .map(|u| {
                                format!(
                                    " * {}",
                                    func.value_name(u).map_or_else(
                                        || crate::remarks::describe_value(
                                            module,
                                            func,
                                            u,
                                            &format!("in `{}`", func.name)
                                        ),
                                        String::from
                                    )
                                )
                            })
                            .unwrap_or_default();
                        format!("{} (stride {}{})", name, s.scale, unit)
                    }
                    None => name.clone(),
                })
                .collect();
            if !list.is_empty() {
                parts.push(format!("{}: {}", label, list.join(", ")));
            }
        }
        if parts.is_empty() {
            "no named values".into()
        } else {
            parts.join("; ")
        }
    }
}

/// The parameters' seeds from an annotation: unmentioned parameters are varying; a linear
/// pointer's step (in elements in the clause) becomes bytes.
pub fn seeds_from_annotation(
    module: &Module,
    func: &Function,
    ann: &VecFunctionAnnotation,
    default_align: u64,
) -> Vec<ParamSeed> {
    let types = &module.types;
    let params = func.params();
    params
        .iter()
        .enumerate()
        .map(|(idx, &p)| {
            let idx = idx as u32;
            let unit_bytes = types.pointee(func.value_type(p)).and_then(|t| types.size_of(t)).unwrap_or(1) as i64;
            let shape = match ann.shapes.iter().find(|(i, _)| *i == idx).map(|(_, s)| s) {
                None => Shape::Varying,
                Some(ParamShape::Uniform) => Shape::Uniform,
                Some(ParamShape::Linear(LinearStep::Const(step))) => {
                    Shape::linear(Stride::constant(step.saturating_mul(unit_bytes)))
                }
                Some(ParamShape::Linear(LinearStep::Param(q))) => match params.get(*q as usize) {
                    Some(&unit) => Shape::Linear(Stride { scale: unit_bytes, unit: Some(unit) }),
                    None => Shape::Varying,
                },
            };
            let align = ann.aligned.iter().find(|(i, _)| *i == idx).map(|(_, a)| a.unwrap_or(default_align));
            ParamSeed { shape, align }
        })
        .collect()
}

/// Math functions without side effects: a call with uniform arguments has a uniform result.
const PURE_MATH: &[&str] = &[
    "sqrt", "sqrtf", "sin", "sinf", "cos", "cosf", "tan", "tanf", "exp", "expf", "exp2", "exp2f", "log", "logf",
    "log2", "log2f", "log10", "log10f", "pow", "powf", "fabs", "fabsf", "floor", "floorf", "ceil", "ceilf", "fmin",
    "fminf", "fmax", "fmaxf", "fma", "fmaf", "atan", "atanf", "atan2", "atan2f", "tanh", "tanhf", "erf", "erff",
];

/// Computes the shapes of `func`'s values from the parameters' seeds (one per parameter).
pub fn compute(module: &Module, func: &Function, seeds: &[ParamSeed], naive: bool) -> ShapeInfo {
    let CfgLoops { cfg, loops, .. } = CfgLoops::compute(func);
    let mut info = ShapeInfo { loops: loops.clone(), ..Default::default() };
    for &b in cfg.reverse_postorder() {
        let lp = loops.innermost_loop(b);
        for &p in func.dfg.block_params(b) {
            info.value_loop[p] = lp;
        }
        for &inst in func.layout.block_insts(b) {
            if let Some(r) = func.dfg.result(inst) {
                info.value_loop[r] = lp;
            }
        }
    }
    let ipdom = immediate_postdominators(&cfg);
    // The varying branches decide which phis are varying, and the phis which branches are:
    // iterate until the set of varying branches stops growing.
    loop {
        let joins = divergent_joins(func, &cfg, &loops, &ipdom, &info.varying_branches);
        propagate(module, func, &cfg, seeds, &joins, naive, &mut info);
        let varying: BTreeSet<Block> = cfg
            .reverse_postorder()
            .iter()
            .copied()
            .filter(|&b| branch_condition(func, b).is_some_and(|c| info.shape_at(c, b) != Shape::Uniform))
            .collect();
        if varying == info.varying_branches {
            break;
        }
        info.varying_branches = varying;
        info.divergent_loops = divergent_loops(func, &cfg, &loops, &ipdom, &info.varying_branches);
    }
    info
}

/// The value a block's terminator branches on, if it branches.
fn branch_condition(func: &Function, b: Block) -> Option<Value> {
    match func.terminator(b).map(|t| func.inst(t)) {
        Some(InstData::Branch { cond, .. }) => Some(*cond),
        Some(InstData::Switch { arg, .. }) => Some(*arg),
        _ => None,
    }
}

/// Loops with an exit edge leaving from a varying branch, or from a block that only some lanes
/// reach: one inside the region of a varying branch of the loop (`if (x > k) { if (k == 3)
/// break; }` leaves on a uniform test, but only the lanes with `x > k` are there to take it).
fn divergent_loops(
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    ipdom: &SecondaryMap<Block, Option<Block>>,
    varying: &BTreeSet<Block>,
) -> Vec<Loop> {
    loops
        .loops()
        .filter(|&l| {
            let exits = loops.exits(func, cfg, l);
            exits.iter().any(|(from, _)| varying.contains(from))
                || varying.iter().filter(|&&v| loops.data(l).contains(v)).any(|&v| {
                    let region = varying_region(cfg, loops, ipdom, v);
                    exits.iter().any(|(from, _)| region.contains(from))
                })
        })
        .collect()
}

/// The blocks whose phis may merge lanes that parted at a varying branch: those of its region
/// and its post-dominator entered by more than one edge, back edges aside (a loop in the region
/// entered from one block runs all its lanes together, unless it is divergent itself).
fn divergent_joins(
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    ipdom: &SecondaryMap<Block, Option<Block>>,
    varying: &BTreeSet<Block>,
) -> BTreeSet<Block> {
    // The edges into `b` that lanes parted at `v` may come by: the back edges of a loop around
    // `v` (two latches after `if (c) continue;`) are, those of a loop inside its region are not.
    let edges_in = |b: Block, v: Block| {
        let inner_header = loops.is_header(b).is_some_and(|l| !loops.data(l).contains(v));
        cfg.preds(b)
            .iter()
            .filter(|&&p| !(inner_header && cfg.is_retreating_edge(p, b)))
            .map(|&p| func.calls_to(p, b).len())
            .sum::<usize>()
    };
    let mut res = BTreeSet::new();
    for &v in varying {
        res.extend(ipdom[v].into_iter().chain(varying_region(cfg, loops, ipdom, v)).filter(|&b| edges_in(b, v) > 1));
    }
    res
}

/// The blocks reachable from the varying branch `v` before its immediate post-dominator, back
/// edges of the loops around `v` not followed: those some lanes reach and others may not.
fn varying_region(
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    ipdom: &SecondaryMap<Block, Option<Block>>,
    v: Block,
) -> BTreeSet<Block> {
    let stop = ipdom[v];
    // Headers of the loops around the branch: their back edges are not followed.
    let mut headers = Vec::new();
    let mut lp = loops.innermost_loop(v);
    while let Some(l) = lp {
        headers.push(loops.data(l).header);
        lp = loops.data(l).parent;
    }
    let mut seen = BTreeSet::new();
    let mut work: Vec<Block> = cfg.succs(v).to_vec();
    while let Some(b) = work.pop() {
        if Some(b) == stop || headers.contains(&b) || !seen.insert(b) {
            continue;
        }
        work.extend(cfg.succs(b).iter().copied());
    }
    seen
}

/// Immediate post-dominators (None for blocks that leave the function, or that reach no exit).
/// Iterative data flow over bit sets; functions are small.
fn immediate_postdominators(cfg: &ControlFlowGraph) -> SecondaryMap<Block, Option<Block>> {
    let blocks = cfg.reverse_postorder();
    let n = blocks.len();
    let index = |b: Block| cfg.rpo_index(b).map(|i| i as usize);
    let words = n.div_ceil(64).max(1);
    let set = |s: &mut Vec<u64>, i: usize| s[i / 64] |= 1 << (i % 64);
    let has = |s: &Vec<u64>, i: usize| s[i / 64] & (1 << (i % 64)) != 0;
    let mut full = vec![0; words];
    for i in 0..n {
        set(&mut full, i);
    }
    let is_exit = |b: Block| cfg.succs(b).is_empty();
    // Blocks that reach no exit (endless loops) have no post-dominator.
    let mut reaches_exit = vec![false; n];
    let mut work: Vec<Block> = blocks.iter().copied().filter(|&b| is_exit(b)).collect();
    while let Some(b) = work.pop() {
        let Some(i) = index(b) else { continue };
        if std::mem::replace(&mut reaches_exit[i], true) {
            continue;
        }
        work.extend(cfg.preds(b).iter().copied());
    }
    let mut pdom: Vec<Vec<u64>> = vec![full.clone(); n];
    for (i, &b) in blocks.iter().enumerate() {
        if is_exit(b) {
            pdom[i] = vec![0; words];
            set(&mut pdom[i], i);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &b) in blocks.iter().enumerate().rev() {
            if is_exit(b) {
                continue;
            }
            let mut acc = full.clone();
            for &s in cfg.succs(b) {
                if let Some(si) = index(s).filter(|&si| reaches_exit[si]) {
                    for (a, x) in acc.iter_mut().zip(&pdom[si]) {
                        *a &= x;
                    }
                }
            }
            set(&mut acc, i);
            if acc != pdom[i] {
                pdom[i] = acc;
                changed = true;
            }
        }
    }
    let count = |s: &Vec<u64>| s.iter().map(|w| w.count_ones()).sum::<u32>();
    let mut res = SecondaryMap::new();
    for (i, &b) in blocks.iter().enumerate() {
        if !reaches_exit[i] {
            continue;
        }
        // The immediate post-dominator is the strict post-dominator with the most post-dominators.
        let strict = (0..n).filter(|&j| j != i && has(&pdom[i], j));
        res[b] = strict.max_by_key(|&j| count(&pdom[j])).map(|j| blocks[j]);
    }
    res
}

/// One optimistic fixed point over the values, for a given set of divergent joins.
fn propagate(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    seeds: &[ParamSeed],
    joins: &BTreeSet<Block>,
    naive: bool,
    info: &mut ShapeInfo,
) {
    let types = &module.types;
    for v in func.dfg.values.keys() {
        info.shapes[v] = None;
        info.aligned[v] = None;
    }
    let entry = func.entry_block();
    // Naive: every value but the pointers (addresses must stay representable) is varying.
    let force =
        |v: Value, shape: Shape| if naive && !types.is_pointer(func.value_type(v)) { Shape::Varying } else { shape };
    for (idx, &p) in func.params().iter().enumerate() {
        let seed = seeds.get(idx).copied().unwrap_or(ParamSeed { shape: Shape::Varying, align: None });
        info.shapes[p] = Some(force(p, seed.shape));
        info.aligned[p] = seed.align;
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in cfg.reverse_postorder() {
            if Some(b) != entry {
                for (n, &p) in func.dfg.block_params(b).iter().enumerate() {
                    let mut shape: Option<Shape> = None;
                    for &pred in cfg.preds(b) {
                        for call in func.calls_to(pred, b) {
                            let Some(&arg) = call.args.get(n) else { continue };
                            let Some(s) = info.shapes[arg] else { continue };
                            let s = if info.crosses_divergent_exit(arg, b) { Shape::Varying } else { s };
                            shape = Some(shape.map_or(s, |acc| acc.meet(s)));
                        }
                    }
                    let shape = match shape {
                        Some(_) if joins.contains(&b) => Some(Shape::Varying),
                        s => s.map(|s| force(p, s)),
                    };
                    if shape.is_some() && shape != info.shapes[p] {
                        info.shapes[p] = shape;
                        changed = true;
                    }
                }
            }
            for &inst in func.layout.block_insts(b) {
                let Some(r) = func.dfg.result(inst) else { continue };
                let Some(shape) = transfer(types, module, func, info, b, inst, r) else { continue };
                let shape = force(r, shape);
                if info.shapes[r] != Some(shape) {
                    info.shapes[r] = Some(shape);
                    changed = true;
                }
                let align = alignment(types, func, info, inst);
                info.aligned[r] = align;
            }
        }
    }
}

/// The constant integer a value is defined as, if it is one.
pub(crate) fn const_int(func: &Function, v: Value) -> Option<i64> {
    match func.dfg.value_def(v) {
        ValueDef::Result(inst) => match func.inst(inst) {
            InstData::Const(Const::Int(bits)) => Some(*bits as i64),
            _ => None,
        },
        ValueDef::Param(..) => None,
    }
}

/// Whether linear arithmetic in this type is exact (signed integers cannot wrap in C; pointers
/// cannot leave their object). Unsigned arithmetic wraps, so it is only uniform or varying.
fn linear_type(types: &Types, ty: crate::ir::TypeId) -> bool {
    types.is_pointer(ty) || (types.is_integer(ty) && types.is_signed(ty))
}

/// The shape of an instruction's result; `None` while an operand is not known yet.
fn transfer(
    types: &Types,
    module: &Module,
    func: &Function,
    info: &ShapeInfo,
    block: Block,
    inst: crate::ir::Inst,
    r: Value,
) -> Option<Shape> {
    let data = func.inst(inst);
    let mut operands = Vec::new();
    data.for_each_operand(|v| operands.push(v));
    let mut shapes = Vec::new();
    for &v in &operands {
        // A live-out of a divergent loop has one value per lane.
        if info.shapes[v].is_some() && info.crosses_divergent_exit(v, block) {
            return Some(Shape::Varying);
        }
        shapes.push(info.shapes[v]?);
    }
    let all_uniform = shapes.iter().all(|s| s.is_uniform());
    let ty = func.value_type(r);
    let lin = |v: Value| match info.shapes[v] {
        Some(Shape::Uniform) => Some(Stride::constant(0)),
        Some(Shape::Linear(s)) => Some(s),
        _ => None,
    };
    let add = |a: Stride, b: Stride, sign: i64| -> Option<Stride> {
        match (a.unit, b.unit) {
            (x, y) if x == y || b.scale == 0 => {
                Some(Stride { scale: a.scale.checked_add(sign.checked_mul(b.scale)?)?, unit: x })
            }
            (_, y) if a.scale == 0 => Some(Stride { scale: sign.checked_mul(b.scale)?, unit: y }),
            _ => None,
        }
    };
    let scale = |s: Stride, k: i64| -> Option<Stride> { Some(Stride { scale: s.scale.checked_mul(k)?, unit: s.unit }) };
    let elem_size = |ptr_ty| types.pointee(ptr_ty).and_then(|t| types.size_of(t)).map(|n| n as i64);
    let res = match data {
        InstData::Const(Const::Vector(_)) => Shape::Varying,
        InstData::Const(_) | InstData::GlobalAddr(_) | InstData::FuncAddr(_) => Shape::Uniform,
        // Each lane has its own locals.
        InstData::SlotAddr(_) => Shape::Varying,
        _ if all_uniform && data.is_pure() && !matches!(data, InstData::Load { volatile: true, .. }) => Shape::Uniform,
        InstData::Binary { op, args: [a, b] } if linear_type(types, ty) => {
            let (la, lb) = (lin(*a), lin(*b));
            let stride = match (op, la, lb) {
                (BinaryOp::Add, Some(x), Some(y)) => add(x, y, 1),
                (BinaryOp::Sub, Some(x), Some(y)) => add(x, y, -1),
                (BinaryOp::Mul, Some(x), _) if const_int(func, *b).is_some() => scale(x, const_int(func, *b)?),
                (BinaryOp::Mul, _, Some(y)) if const_int(func, *a).is_some() => scale(y, const_int(func, *a)?),
                (BinaryOp::Mul, Some(x), Some(y))
                    if x.unit.is_none() && y.scale == 0 && info.shapes[*b] == Some(Shape::Uniform) =>
                {
                    Some(Stride { scale: x.scale, unit: Some(*b) })
                }
                (BinaryOp::Shl, Some(x), _) => match const_int(func, *b) {
                    Some(k) if (0..32).contains(&k) => scale(x, 1 << k),
                    _ => None,
                },
                _ => None,
            };
            stride.map_or(Shape::Varying, Shape::linear)
        }
        // Sign extension of a signed linear value (no wrap in C) keeps it linear.
        InstData::Cast { arg }
            if linear_type(types, ty) && types.is_integer(ty) && linear_type(types, func.value_type(*arg)) =>
        {
            let from = func.value_type(*arg);
            let widening = types.is_integer(from) && types.size_of(from) <= types.size_of(ty);
            match lin(*arg) {
                Some(s) if widening => Shape::linear(s),
                _ => Shape::Varying,
            }
        }
        InstData::Select { cond, args: [a, b] }
            if info.shapes[*cond] == Some(Shape::Uniform) && info.shapes[*a] == info.shapes[*b] =>
        {
            info.shapes[*a]?
        }
        InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index } => {
            let size = match data {
                InstData::PtrAdd { .. } => elem_size(ty),
                _ => types
                    .pointee(func.value_type(*base))
                    .and_then(|a| types.array_elem(a))
                    .and_then(|e| types.size_of(e))
                    .map(|n| n as i64),
            };
            let stride = match (lin(*base), lin(*index), size) {
                (Some(x), Some(y), Some(size)) => scale(y, size).and_then(|y| add(x, y, 1)),
                _ => None,
            };
            stride.map_or(Shape::Varying, Shape::linear)
        }
        InstData::FieldAddr { base, .. } => match lin(*base) {
            Some(s) => Shape::linear(s),
            None => Shape::Varying,
        },
        InstData::Call { callee: Callee::Direct(f), .. }
            if all_uniform && PURE_MATH.contains(&module.funcs[*f].name.as_str()) =>
        {
            Shape::Uniform
        }
        _ => Shape::Varying,
    };
    Some(res)
}

/// Lane 0's alignment for pointer results that keep a parameter's promised alignment.
fn alignment(types: &Types, func: &Function, info: &ShapeInfo, inst: crate::ir::Inst) -> Option<u64> {
    match func.inst(inst) {
        InstData::PtrAdd { base, index } => {
            let align = info.aligned[*base]?;
            let size = types.pointee(func.value_type(*base)).and_then(|t| types.size_of(t))?;
            let offset = const_int(func, *index)?.checked_mul(size as i64)?;
            (offset.rem_euclid(align as i64) == 0).then_some(align)
        }
        InstData::Cast { arg } if types.is_pointer(func.value_type(*arg)) => info.aligned[*arg],
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;

    fn shapes_of(src: &str, naive: bool) -> (Module, ShapeInfo) {
        let module = parse_module(src).unwrap();
        let func = module.funcs.values().next().unwrap().body.clone().unwrap();
        let seeds = seeds_from_annotation(&module, &func, &func.vec_annotations[0], 32);
        let info = compute(&module, &func, &seeds, naive);
        (module, info)
    }

    fn v(n: u32) -> Value {
        Value::from_u32(n)
    }

    /// float f(float *a uniform, int i linear, float x) { return a[i] * x + a[0]; }
    const STRAIGHT: &str = "
func @f: fn(*float, int, float) -> float {
    annotation omp-declare-simd(uniform(%0), linear(%1), aligned(%0:32))
    names v0=a v1=i v2=x
block0(v0: *float, v1: int, v2: float):
    v3 = cast.long v1
    v4 = ptradd.*float v0, v3
    v5 = load.float v4
    v6 = mul.float v5, v2
    v7 = const.long 0
    v8 = ptradd.*float v0, v7
    v9 = load.float v8
    v10 = add.float v6, v9
    v11 = const.int 2
    v12 = mul.int v1, v11
    v13 = cast.uint v1
    ret v10
}";

    #[test]
    fn straight_line_shapes_follow_the_clauses() {
        let (module, info) = shapes_of(STRAIGHT, false);
        let func = module.funcs.values().next().unwrap().body.as_ref().unwrap();
        assert_eq!(info.shape(v(0)), Shape::Uniform);
        assert_eq!(info.shape(v(1)), Shape::Linear(Stride::constant(1)));
        assert_eq!(info.shape(v(3)), Shape::Linear(Stride::constant(1)));
        // &a[i] is consecutive: 4 bytes per lane.
        assert_eq!(info.shape(v(4)), Shape::Linear(Stride::constant(4)));
        assert_eq!(info.shape(v(5)), Shape::Varying);
        // a[0] is a uniform load from an aligned address.
        assert_eq!(info.shape(v(9)), Shape::Uniform);
        assert_eq!(info.aligned[v(8)], Some(32));
        assert_eq!(info.shape(v(12)), Shape::Linear(Stride::constant(2)));
        // Unsigned arithmetic wraps: not linear.
        assert_eq!(info.shape(v(13)), Shape::Varying);
        assert!(info.varying_branches.is_empty());
        assert_eq!(info.summary(&module, func), "uniform: a; linear: i (stride 1); varying: x");
        let (_, naive) = shapes_of(STRAIGHT, true);
        assert_eq!(naive.shape(v(0)), Shape::Uniform);
        assert_eq!(naive.shape(v(4)), Shape::Varying);
        assert!(func.dfg.values.keys().filter(|&x| x != v(0) && x != v(8)).all(|x| naive.shape(x) == Shape::Varying));
    }

    /// unsigned mandel(float c, unsigned max uniform) {
    ///   unsigned i = 0; float z = 0; while (i < max && z < 4) { z = z * z + c; i++; } return i; }
    /// The loop exits on a varying condition: it is divergent; `i` is uniform inside it and
    /// varying after it. The `if` on the uniform `max` keeps its phi uniform.
    const MANDEL: &str = "
func @mandel: fn(float, uint) -> uint {
    annotation decl-vec-function(uniform(%1))
    names v0=c v1=max v10=i v11=z
block0(v0: float, v1: uint):
    v2 = const.uint 0
    v3 = const.float 0
    jump block1(v2, v3)
block1(v10: uint, v11: float):
    v12 = lt.uint v10, v1
    br v12, block2, block4
block2:
    v13 = const.float 4
    v14 = lt.float v11, v13
    br v14, block3, block4
block3:
    v15 = mul.float v11, v11
    v16 = add.float v15, v0
    v17 = const.uint 1
    v18 = add.uint v10, v17
    jump block1(v18, v16)
block4:
    v20 = const.uint 3
    v21 = gt.uint v1, v20
    br v21, block5, block6
block5:
    v22 = const.uint 1
    jump block7(v22)
block6:
    v23 = const.uint 2
    jump block7(v23)
block7(v24: uint):
    v25 = add.uint v10, v24
    ret v25
}";

    #[test]
    fn divergent_loop_keeps_its_counter_uniform_inside() {
        let (_, info) = shapes_of(MANDEL, false);
        let b = |n| Block::from_u32(n);
        assert_eq!(info.shape(v(10)), Shape::Uniform);
        assert_eq!(info.shape(v(11)), Shape::Varying);
        assert_eq!(info.varying_branches.iter().copied().collect::<Vec<_>>(), vec![b(2)]);
        assert_eq!(info.divergent_loops.len(), 1);
        assert_eq!(info.shape_at(v(10), b(3)), Shape::Uniform);
        assert_eq!(info.shape_at(v(10), b(7)), Shape::Varying);
        // The phi after the uniform `if` is uniform; the sum with the live-out `i` is not.
        assert_eq!(info.shape(v(24)), Shape::Uniform);
        assert_eq!(info.shape(v(25)), Shape::Varying);
    }

    /// int g(int x, int n uniform) { int r; if (x > 0) r = n; else r = 0; return r; }
    /// A uniform value merged after a varying branch is varying.
    const IF_ELSE: &str = "
func @g: fn(int, int) -> int {
    annotation decl-vec-function(uniform(%1))
    names v0=x v1=n
block0(v0: int, v1: int):
    v2 = const.int 0
    v3 = gt.int v0, v2
    br v3, block1, block2
block1:
    jump block3(v1)
block2:
    jump block3(v2)
block3(v4: int):
    v5 = add.int v1, v1
    ret v4
}";

    #[test]
    fn phi_after_a_varying_branch_is_varying() {
        let (_, info) = shapes_of(IF_ELSE, false);
        assert_eq!(info.shape(v(4)), Shape::Varying);
        assert_eq!(info.shape(v(5)), Shape::Uniform);
        assert!(info.is_varying_branch(Block::from_u32(0)));
        assert!(info.divergent_loops.is_empty());
    }

    /// int f(int x, int n uniform) { int k; for (k = 0; k < n; k++) { if (x > k) { if (k == 3)
    ///   break; } } return k; }
    /// The `break` tests a uniform `k`, but only the lanes with `x > k` reach it: the loop is
    /// divergent, `k` after it has one value per lane.
    const HIDDEN_EXIT: &str = "
func @f: fn(int, int) -> int {
    annotation decl-vec-function(uniform(%1))
    names v0=x v1=n v3=k
block0(v0: int, v1: int):
    v2 = const.int 0
    jump block1(v2)
block1(v3: int):
    v4 = lt.int v3, v1
    br v4, block2, block5(v3)
block2:
    v5 = gt.int v0, v3
    br v5, block3, block4
block3:
    v6 = const.int 3
    v7 = eq.int v3, v6
    br v7, block5(v3), block4
block4:
    v8 = const.int 1
    v9 = add.int v3, v8
    jump block1(v9)
block5(v10: int):
    ret v10
}";

    /// int g(int x, int n uniform) { int s = 0; if (x > 0) for (int k = 0; k < n; k++) s += k;
    ///   return s; }
    /// The loop inside the varying `if` is entered from one block: its lanes run together, `k`
    /// stays uniform; `s` merges the two sides of the `if` after it.
    const LOOP_IN_BRANCH: &str = "
func @g: fn(int, int) -> int {
    annotation decl-vec-function(uniform(%1))
    names v0=x v1=n v3=k v4=s
block0(v0: int, v1: int):
    v2 = const.int 0
    v20 = gt.int v0, v2
    br v20, block1(v2, v2), block3(v2)
block1(v3: int, v4: int):
    v5 = lt.int v3, v1
    br v5, block2, block3(v4)
block2:
    v6 = add.int v4, v3
    v7 = const.int 1
    v8 = add.int v3, v7
    jump block1(v8, v6)
block3(v9: int):
    ret v9
}";

    #[test]
    fn exits_only_some_lanes_reach_make_a_loop_divergent() {
        let (_, info) = shapes_of(HIDDEN_EXIT, false);
        assert_eq!(info.divergent_loops.len(), 1);
        assert_eq!(info.shape(v(3)), Shape::Uniform);
        assert_eq!(info.shape_at(v(3), Block::from_u32(5)), Shape::Varying);
        assert_eq!(info.shape(v(10)), Shape::Varying);
        let (_, info) = shapes_of(LOOP_IN_BRANCH, false);
        assert!(info.divergent_loops.is_empty());
        assert_eq!(info.shape(v(3)), Shape::Uniform);
        assert_eq!(info.shape(v(4)), Shape::Uniform);
        assert_eq!(info.shape(v(9)), Shape::Varying);
    }

    /// double col(double *p linear(p:s), long s uniform): the stride is the uniform `s`,
    /// in bytes: 8 * s.
    #[test]
    fn symbolic_linear_step() {
        let src = "
func @col: fn(*double, long) -> double {
    annotation omp-declare-simd(uniform(%1), linear(%0:%1))
    names v0=p v1=s
block0(v0: *double, v1: long):
    v2 = const.long 1
    v3 = ptradd.*double v0, v2
    v4 = load.double v3
    ret v4
}";
        let (_, info) = shapes_of(src, false);
        assert_eq!(info.shape(v(0)), Shape::Linear(Stride { scale: 8, unit: Some(v(1)) }));
        assert_eq!(info.shape(v(3)), Shape::Linear(Stride { scale: 8, unit: Some(v(1)) }));
        assert_eq!(info.shape(v(4)), Shape::Varying);
    }
}
