//! reroll: loops unrolled by hand rolled back into the loop they unroll.
//!
//! ```text
//! for (i = 0; i < 4096; i += 4) {          for (i = 0; i < 4096; i += 1)
//!     a[i] += s * b[i];                ─▶       a[i] += s * b[i];
//!     a[i + 1] += s * b[i + 1];
//!     ...  (four copies)
//! }
//! ```
//!
//! The loop vectorizer takes the copies of such a body for an interleave group of U members
//! and shuffles them apart and back together; rolled, the same loop is plain consecutive
//! vectors (TSVC's s351 and s352, `rr_axpy4` and `rr_idot5` of the coverage suite: 0.42x of
//! the input before, where gcc and clang vectorize them rolled). The pipeline rolls a loop on
//! a copy of the function and keeps it only where the loop vectorizer then vectorizes it: a
//! rolled loop left scalar would run U times the tests and branches (LLVM's LoopReroll made
//! the same choice by running before its vectorizer; it was removed for lack of users, and
//! gcc has no rerolling).
//!
//! A loop qualifies when it is innermost, is its header (the exit test, pure) and one body
//! block, its every induction's step is a constant multiple of U, its exit test's bound and
//! start are constants (the rolled bound is computed from the count), and its body is U copies:
//! stores split into U runs in layout order and header parameters that are sums (one
//! associative operation over U·m terms and the parameter) whose terms split the same way,
//! copy k's operand trees matching copy 0's instruction for instruction, with the values the
//! affine analysis knows (addresses, indices) as `value₀ + k·step₀/U`, invariant ones equal.
//! Each copy's instructions serve only that copy, and the body's loads, stores and calls run
//! copy by copy (when it stores at all), so the rolled loop makes the same accesses in the same
//! order. Integer sums are exact in any order (the vector loop adds them as unsigned lanes,
//! which wrap; the rolled scalar loop's partial sums are the ones the vector loop's remainder
//! adds, in the sum's own type); float sums only under `--fast-math`. Not done: bodies with branches, bounds
//! known only at run time, copies sharing a load (stencils unrolled by hand).

use crate::analysis::affine::{Affine, AffineInfo, Term};
use crate::analysis::loops::{Loop, LoopData, LoopForest};
use crate::analysis::shape::const_int;
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::transform::loopvec::peel::materialize;
use cranelift_entity::EntityRef;
use std::collections::{BTreeMap, BTreeSet};

/// A loop rolled up: its header (the same block after the change), how many copies of the body
/// became one, and where the loop is.
#[derive(Clone, Debug, PartialEq)]
pub struct Rerolled {
    pub header: Block,
    pub factor: i64,
    pub loc: SrcLoc,
}

/// The most copies a body may be rolled from.
const MAX_FACTOR: usize = 16;

/// Rolls every qualifying innermost loop (of `only`, if given: their headers); returns those
/// rolled. The copies' instructions are left for `dce`.
pub fn reroll_loops(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    fast_math: bool,
    only: Option<&[Block]>,
) -> Vec<Rerolled> {
    let LoopAnalysis { loops, affine, cfg, .. } = analysis;
    if !loops.is_reducible() {
        return Vec::new();
    }
    let plans: Vec<Plan> = loops
        .loops_innermost_first()
        .filter(|&l| loops.data(l).children.is_empty())
        .filter(|&l| only.is_none_or(|o| o.contains(&loops.data(l).header)))
        .filter_map(|l| plan(module, func, affine, loops, l, loops.preheader(cfg, l)?, fast_math))
        .collect();
    plans.into_iter().map(|p| apply(func, p)).collect()
}

/// What rolling one loop changes.
struct Plan {
    header: Block,
    /// The body's last block, which jumps back to the header.
    latch: Block,
    factor: i64,
    /// The inductions' new updates.
    steps: Vec<Step>,
    /// The exit test's new bound.
    bound: Bound,
    /// The stores of copies 1 to U-1.
    dropped_stores: Vec<Inst>,
    /// Sums: the latch argument's index, the header parameter, the operation, and copy 0's
    /// terms in order.
    sums: Vec<(usize, Value, BinaryOp, Vec<Value>)>,
}

fn plan(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
    preheader: Block,
    fast_math: bool,
) -> Option<Plan> {
    let data = loops.data(lp);
    let header = data.header;
    if func.loop_pragmas[header].is_some() {
        return None;
    }
    // The header tests and branches into the body, a chain of blocks each jumping to the next,
    // the last one back.
    let InstData::Branch { then_dest, else_dest, .. } = func.inst(func.terminator(header)?) else { return None };
    let (inside, outside) =
        if data.contains(then_dest.block) { (then_dest, else_dest) } else { (else_dest, then_dest) };
    if !data.contains(inside.block) || data.contains(outside.block) || func.vector_code.contains(&header) {
        return None;
    }
    let mut blocks = vec![inside.block];
    let latch = loop {
        let last = *blocks.last()?;
        let InstData::Jump(next) = func.inst(func.terminator(last)?) else { return None };
        if next.block == header {
            break next;
        }
        if !next.args.is_empty() || blocks.contains(&next.block) || blocks.len() + 1 >= data.blocks.len() {
            return None;
        }
        blocks.push(next.block);
    };
    if blocks.len() + 1 != data.blocks.len() || data.latches != [*blocks.last()?] {
        return None;
    }
    let body =
        Body { insts: blocks.iter().flat_map(|&b| func.layout.block_insts(b).iter().copied()).collect(), blocks };
    let header_insts = func.layout.block_insts(header);
    if header_insts.iter().any(|&i| touches_memory(func, i)) {
        return None;
    }
    let info = affine.loop_info(lp)?;
    let tc = info.trip_count.as_ref().ok()?;
    if tc.exiting_block != header || !tc.early_exits.is_empty() {
        return None;
    }
    let new_bound = rolled_bound(module, func, affine, loops, lp, tc, preheader)?;
    let params = func.dfg.block_params(header).to_vec();
    let inductions: BTreeMap<Value, &crate::analysis::affine::Induction> =
        info.inductions.iter().map(|ind| (ind.param, ind)).collect();

    // The roots: the body's stores in order, and the header's sums.
    let stores: Vec<Inst> =
        body.insts.iter().copied().filter(|&i| matches!(func.inst(i), InstData::Store { .. })).collect();
    let mut sums = Vec::new();
    for (idx, &p) in params.iter().enumerate() {
        if inductions.contains_key(&p) {
            continue;
        }
        let sum = sum_terms(module, func, &body, p, latch.args[idx], fast_math)?;
        if !sum.terms.is_empty() {
            sums.push((idx, p, sum));
        }
    }
    let root_counts: Vec<usize> =
        std::iter::once(stores.len()).chain(sums.iter().map(|(_, _, s)| s.terms.len())).filter(|n| *n > 0).collect();
    let gcd = root_counts.iter().fold(0, |a, &b| gcd(a, b));
    (2..=gcd.min(MAX_FACTOR)).rev().filter(|u| gcd % u == 0).find_map(|u| {
        let u = u as i64;
        let mut m = Matcher {
            func,
            affine,
            lp,
            data,
            body: &body,
            factor: u,
            owner: BTreeMap::new(),
            maps: vec![BTreeMap::new(); u as usize],
        };
        // Copy k's roots against copy 0's.
        let per = stores.len() / u as usize;
        for k in 1..u as usize {
            for j in 0..per {
                if !m.insts(stores[j], stores[k * per + j], k) {
                    return None;
                }
            }
        }
        let mut chains = BTreeSet::new();
        for (_, _, sum) in &sums {
            let per = sum.terms.len() / u as usize;
            for k in 1..u as usize {
                for j in 0..per {
                    if !m.values(sum.terms[j], sum.terms[k * per + j], k) {
                        return None;
                    }
                }
            }
            chains.extend(sum.tree.iter().copied());
        }
        m.check_uses(&chains)?;
        // Every induction moves U times less per iteration.
        let mut steps = Vec::new();
        for (idx, &p) in params.iter().enumerate() {
            if inductions.contains_key(&p) {
                let (inst, old, value, ty) = rescaled_step(func, p, latch.args[idx], u)?;
                steps.push(Step { update: inst, old, value, ty, latch_arg: idx });
            }
        }
        Some(Plan {
            header,
            latch: *body.blocks.last()?,
            factor: u,
            steps,
            bound: new_bound.clone(),
            dropped_stores: stores[per..].to_vec(),
            sums: sums
                .iter()
                .map(|(idx, p, sum)| (*idx, *p, sum.op, sum.terms[..sum.terms.len() / u as usize].to_vec()))
                .collect(),
        })
    })
}

/// The blocks of a loop's body in the order they run, and their instructions.
struct Body {
    blocks: Vec<Block>,
    insts: Vec<Inst>,
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Whether an instruction reads or writes memory, or calls (its order among the copies counts).
fn touches_memory(func: &Function, inst: Inst) -> bool {
    match func.inst(inst) {
        InstData::Load { .. }
        | InstData::Store { .. }
        | InstData::BitfieldLoad { .. }
        | InstData::BitfieldStore { .. }
        | InstData::Call { .. } => true,
        other => !other.is_pure() && !other.is_terminator(),
    }
}

/// A header parameter's update as a sum: `p op t₀ op t₁ ...`, the tree's instructions in the
/// body, one use each (the last one's is the latch).
struct Sum {
    op: BinaryOp,
    terms: Vec<Value>,
    tree: Vec<Inst>,
}

/// The sum a header parameter carries, if its latch value is one: integer `+ & | ^ min max`, float `+`
/// under --fast-math. A parameter carrying anything else stops the rolling (`None`); one the
/// body does not change is not a sum (an empty one).
fn sum_terms(module: &Module, func: &Function, body: &Body, p: Value, latch: Value, fast_math: bool) -> Option<Sum> {
    if latch == p {
        return Some(Sum { op: BinaryOp::Add, terms: Vec::new(), tree: Vec::new() });
    }
    let root = func.dfg.defining_inst(latch)?;
    let InstData::Binary { op, .. } = *func.inst(root) else { return None };
    let ty = func.value_type(latch);
    let exact = match op {
        BinaryOp::Add => module.types.is_integer(ty) || (fast_math && module.types.is_float(ty)),
        BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::Min | BinaryOp::Max => module.types.is_integer(ty),
        _ => false,
    };
    if !exact {
        return None;
    }
    let tree = Tree { func, body, uses: use_counts(func, body), op, ty };
    let mut sum = Sum { op, terms: Vec::new(), tree: Vec::new() };
    tree.flatten(latch, true, &mut sum);
    // `p` once among the terms, first or anywhere: taken out.
    let at = sum.terms.iter().position(|t| *t == p)?;
    sum.terms.remove(at);
    (!sum.terms.contains(&p)).then_some(sum)
}

/// The operation tree of one sum: which values are its inner nodes.
struct Tree<'a> {
    func: &'a Function,
    body: &'a Body,
    uses: BTreeMap<Value, usize>,
    op: BinaryOp,
    ty: TypeId,
}

impl Tree<'_> {
    /// Adds `v`'s leaves (left to right) and inner nodes to `sum`: an inner node is the
    /// operation in the type, in the body, used once (the root by the latch).
    fn flatten(&self, v: Value, root: bool, sum: &mut Sum) {
        let func = self.func;
        let inner = func.dfg.defining_inst(v).filter(|&i| {
            func.layout.inst_block(i).is_some_and(|b| self.body.blocks.contains(&b))
                && func.value_type(v) == self.ty
                && (root || self.uses.get(&v) == Some(&1))
                && matches!(func.inst(i), InstData::Binary { op: o, .. } if *o == self.op)
        });
        match inner {
            Some(i) => {
                let InstData::Binary { args, .. } = *func.inst(i) else { unreachable!() };
                sum.tree.push(i);
                self.flatten(args[0], false, sum);
                self.flatten(args[1], false, sum);
            }
            None => sum.terms.push(v),
        }
    }
}

/// How many times each value is used by the body's instructions.
fn use_counts(func: &Function, body: &Body) -> BTreeMap<Value, usize> {
    let mut uses = BTreeMap::new();
    for &i in &body.insts {
        for v in func.inst(i).operands() {
            *uses.entry(v).or_insert(0) += 1;
        }
    }
    uses
}

/// Copy k of the body against copy 0: which instruction of copy k stands for which of copy 0.
struct Matcher<'a> {
    func: &'a Function,
    affine: &'a AffineInfo,
    lp: Loop,
    data: &'a LoopData,
    body: &'a Body,
    factor: i64,
    /// The copy each matched instruction belongs to.
    owner: BTreeMap<Inst, usize>,
    /// Per copy: copy 0's instruction to copy k's.
    maps: Vec<BTreeMap<Inst, Inst>>,
}

impl Matcher<'_> {
    /// Whether `vk` in copy k is what `v0` is in copy 0.
    fn values(&mut self, v0: Value, vk: Value, k: usize) -> bool {
        let def0 = self.func.dfg.defining_inst(v0).filter(|&i| self.in_loop(i));
        let defk = self.func.dfg.defining_inst(vk).filter(|&i| self.in_loop(i));
        if v0 == vk {
            // One value in both copies: only if it is the same on every iteration.
            return self.invariant(v0);
        }
        match self.shifted(v0, vk, k) {
            Some(true) => return true,
            Some(false) => return false,
            None => {}
        }
        match (def0, defk) {
            (Some(i0), Some(ik)) => self.insts(i0, ik, k),
            _ => false,
        }
    }

    /// Whether `v` is the same on every iteration: from before the loop, a constant or an
    /// object's address, or what the affine facts say of the loop's inductions and invariants.
    fn invariant(&self, v: Value) -> bool {
        let Some(def) = self.func.dfg.defining_inst(v).filter(|&i| self.in_loop(i)) else {
            return !self.defined_in_loop(v);
        };
        if matches!(self.func.inst(def), InstData::Const(_) | InstData::GlobalAddr(_) | InstData::SlotAddr(_)) {
            return true;
        }
        let expr = match (self.affine.int(v), self.affine.address(v)) {
            (Some(i), _) => &i.expr,
            (None, Some(a)) if !matches!(a.base, crate::analysis::affine::Base::Value(b) if self.defined_in_loop(b)) => {
                &a.offset
            }
            _ => return false,
        };
        expr.terms.iter().all(|(t, _)| match t {
            Term::Value(x) => !self.defined_in_loop(*x),
            Term::Iter(l) | Term::ValueIter(_, l) => {
                *l != self.lp && !matches!(t, Term::ValueIter(x, _) if self.defined_in_loop(*x))
            }
        })
    }

    fn defined_in_loop(&self, v: Value) -> bool {
        match self.func.dfg.value_def(v) {
            ValueDef::Result(i) => self.in_loop(i),
            ValueDef::Param(b, _) => self.data.contains(b),
        }
    }

    fn in_loop(&self, inst: Inst) -> bool {
        self.func.layout.inst_block(inst).is_some_and(|b| self.data.contains(b))
    }

    /// What the affine facts say of `vk = v0 + k·step₀/U` (`step₀` what `v0` moves per
    /// iteration); `None` when they know neither value.
    fn shifted(&self, v0: Value, vk: Value, k: usize) -> Option<bool> {
        let (e0, ek) = if let (Some(a), Some(b)) = (self.affine.int(v0), self.affine.int(vk)) {
            (a.expr.clone(), b.expr.clone())
        } else if let (Some(a), Some(b)) = (self.affine.address(v0), self.affine.address(vk)) {
            if a.base != b.base {
                return Some(false);
            }
            (a.offset.clone(), b.offset.clone())
        } else {
            return None;
        };
        // A term the loop computes (a load, a sum) says nothing of how the values relate.
        let varies = |e: &Affine| {
            e.terms.iter().any(|(t, _)| match t {
                Term::Value(x) | Term::ValueIter(x, _) => self.defined_in_loop(*x),
                Term::Iter(_) => false,
            })
        };
        if varies(&e0) || varies(&ek) {
            return None;
        }
        let step = e0.coeff(Term::Iter(self.lp));
        if step % self.factor != 0 {
            return Some(false);
        }
        Some(e0.add(&Affine::constant(step / self.factor * k as i64)).is_some_and(|e| e == ek))
    }

    /// Whether `ik` in copy k is what `i0` is in copy 0: the same operation on matching
    /// operands, in the body.
    fn insts(&mut self, i0: Inst, ik: Inst, k: usize) -> bool {
        if let Some(&known) = self.maps[k].get(&i0) {
            return known == ik;
        }
        if i0 == ik || self.owner.get(&i0).is_some_and(|&o| o != 0) || self.owner.get(&ik).is_some_and(|&o| o != k) {
            return false;
        }
        let func = self.func;
        if !self.body.insts.contains(&i0) || !self.body.insts.contains(&ik) {
            return false;
        }
        let (r0, rk) = (func.dfg.result(i0), func.dfg.result(ik));
        if r0.map(|v| func.value_type(v)) != rk.map(|v| func.value_type(v)) {
            return false;
        }
        let blank = |i: Inst| {
            let mut d = func.inst(i).clone();
            d.map_operands(|_| Value::new(0));
            d
        };
        if blank(i0) != blank(ik) {
            return false;
        }
        self.maps[k].insert(i0, ik);
        self.owner.insert(i0, 0);
        self.owner.insert(ik, k);
        let (ops0, opsk) = (func.inst(i0).operands(), func.inst(ik).operands());
        ops0.len() == opsk.len() && ops0.into_iter().zip(opsk).all(|(a, b)| self.values(a, b, k))
    }

    /// The copies' instructions serve only their own copy (or the sums' trees), the body's
    /// other instructions touch no memory, and memory is touched copy by copy when the body
    /// stores.
    fn check_uses(&self, chains: &BTreeSet<Inst>) -> Option<()> {
        let func = self.func;
        let insts = &self.body.insts;
        let owner_of_value = |v: Value| func.dfg.defining_inst(v).and_then(|i| self.owner.get(&i).copied());
        for &i in insts.iter().chain(func.layout.block_insts(self.data.header)) {
            let user = self.owner.get(&i).copied();
            for v in func.inst(i).operands() {
                if let Some(o) = owner_of_value(v) {
                    if user != Some(o) && !chains.contains(&i) {
                        return None;
                    }
                }
            }
        }
        // Copy by copy, each in copy 0's order.
        let mut last = 0;
        let stores = insts.iter().any(|&i| matches!(func.inst(i), InstData::Store { .. }));
        let mut order: Vec<Vec<Inst>> = vec![Vec::new(); self.maps.len()];
        for &i in insts.iter() {
            if !touches_memory(func, i) {
                continue;
            }
            let o = *self.owner.get(&i)?;
            if stores && o < last {
                return None;
            }
            last = o;
            order[o].push(i);
        }
        if stores {
            for (k, insts) in order.iter().enumerate().skip(1) {
                let back: BTreeMap<Inst, Inst> = self.maps[k].iter().map(|(a, b)| (*b, *a)).collect();
                if insts.iter().map(|i| back.get(i).copied()).collect::<Option<Vec<_>>>()? != order[0] {
                    return None;
                }
            }
        }
        Some(())
    }
}

/// The induction `p`'s update `p + c` (or `p - c`, `p` advanced by `c` elements) with `c/U`
/// for `c`.
fn rescaled_step(func: &Function, p: Value, update: Value, u: i64) -> Option<(Inst, Value, i64, TypeId)> {
    let inst = func.dfg.defining_inst(update)?;
    let c = match *func.inst(inst) {
        InstData::Binary { op: BinaryOp::Add, args: [a, c] } if a == p => c,
        InstData::Binary { op: BinaryOp::Add, args: [c, a] } if a == p => c,
        InstData::Binary { op: BinaryOp::Sub, args: [a, c] } if a == p => c,
        InstData::PtrAdd { base, index } if base == p => index,
        _ => return None,
    };
    let ty = func.value_type(c);
    let value = const_int(func, c)?;
    (value % u == 0).then_some((inst, c, value / u, ty))
}

/// An induction's update with its constant step divided by U: a copy of the instruction for the
/// latch (the old one may have other users: `i + 4` both the update and the test of
/// `i + 4 <= n`).
struct Step {
    update: Inst,
    /// The step's constant operand and the new value.
    old: Value,
    value: i64,
    ty: TypeId,
    /// The latch argument the update passes.
    latch_arg: usize,
}

/// The exit test's bound for the rolled loop: the compare, its bound operand, and the new one.
#[derive(Clone)]
struct Bound {
    cmp: Inst,
    old: Value,
    new: NewBound,
}

#[derive(Clone)]
enum NewBound {
    Constant(i64, TypeId),
    /// Computed in the preheader, in `work` (`long`, or the 64-bit unsigned type the test
    /// compares in): `reached` below, from the test's start and bound, then converted to `ty`.
    Computed {
        preheader: Block,
        work: TypeId,
        /// A comparison's type (`int`).
        cond_ty: TypeId,
        ty: TypeId,
        start: Affine,
        bound: Affine,
        op: BinaryOp,
        step: i64,
    },
}

/// The bound that lets the rolled loop run U times the iterations: the value the counted side
/// reaches when the unrolled loop leaves (`reached = start + step·count`; one before it for
/// `<=`, one after for `>=`), since the rolled side moves by whole units through the values the
/// unrolled one passed. A constant where the count is; else computed before the loop, for
/// `< <= > >=` tests of integers C does not let wrap (signed ones; unsigned ones the affine
/// facts prove do not) with bounds and starts of values from before the loop. The count
/// `ceil(d / |step|)` (or `d / |step| + 1` for `<=`, `>=`) of the distance `d` to the bound, 0
/// when the bound is not ahead of the start (tested on the values: an unsigned `d` wraps), is
/// computed in `long` for types narrower than 64 bits (exact); a 64-bit signed test's `d`
/// overflows `long` only for a loop of more than 2^63 iterations.
fn rolled_bound(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
    tc: &crate::analysis::affine::TripCount,
    preheader: Block,
) -> Option<Bound> {
    let cmp = func.dfg.defining_inst(tc.cond)?;
    let InstData::Binary { args, .. } = *func.inst(cmp) else { return None };
    let old = *args.iter().find(|&&a| affine.int(a).is_some_and(|i| i.expr == tc.bound))?;
    let ty = func.value_type(old);
    let kind = module.types.int_kind(ty)?;
    let signed = module.types.is_signed(ty);
    let bits = kind.bits();
    if let (Some(count), Some(start)) =
        (tc.backedge_taken.as_ref().and_then(|c| c.as_constant()), tc.start.as_constant())
    {
        let reached = start.checked_add(tc.step.checked_mul(count)?)?;
        let new = match tc.op {
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Ne => reached,
            BinaryOp::Le => reached.checked_sub(1)?,
            BinaryOp::Ge => reached.checked_add(1)?,
            _ => return None,
        };
        let fits = if signed {
            bits >= 64 || (new >= -(1i64 << (bits - 1)) && new < (1i64 << (bits - 1)))
        } else {
            new >= 0 && (bits >= 64 || new < (1i64 << bits))
        };
        return fits.then_some(Bound { cmp, old, new: NewBound::Constant(new, ty) });
    }
    let up = tc.step > 0;
    if !matches!((tc.op, up), (BinaryOp::Lt | BinaryOp::Le, true) | (BinaryOp::Gt | BinaryOp::Ge, false)) {
        return None;
    }
    // Unsigned counters: only where the affine facts prove they do not wrap.
    if !signed && !affine.loop_info(lp)?.inductions.iter().all(|i| i.is_pointer || i.nowrap) {
        return None;
    }
    let values_only = |e: &Affine| e.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)));
    if !values_only(&tc.start)
        || !values_only(&tc.bound)
        || !affine.is_invariant(loops, &tc.start, lp)
        || !affine.is_invariant(loops, &tc.bound, lp)
    {
        return None;
    }
    let work = if bits < 64 || signed { module.types.int_of(IntKind::Long) } else { module.types.int_of(kind) };
    Some(Bound {
        cmp,
        old,
        new: NewBound::Computed {
            preheader,
            work,
            cond_ty: module.types.int_of(IntKind::Int),
            ty,
            start: tc.start.clone(),
            bound: tc.bound.clone(),
            op: tc.op,
            step: tc.step,
        },
    })
}

/// Rolls one loop as planned.
fn apply(func: &mut Function, plan: Plan) -> Rerolled {
    let jump = func.terminator(plan.latch).unwrap();
    for Step { update, old, value, ty, latch_arg } in plan.steps {
        let loc = func.srclocs[update];
        let c = func.insert_before(jump, InstData::Const(Const::Int(value as u64)), Some(ty), loc).unwrap();
        let mut data = func.inst(update).clone();
        data.map_operands(|v| if v == old { c } else { v });
        let ty = func.dfg.result(update).map(|r| func.value_type(r));
        let next = func.insert_before(jump, data, ty, loc).unwrap();
        if let InstData::Jump(call) = &mut func.dfg.insts[jump] {
            call.args[latch_arg] = next;
        }
    }
    let Bound { cmp, old, new } = plan.bound;
    let new = match new {
        NewBound::Constant(value, ty) => {
            let loc = func.dfg.defining_inst(old).map_or(func.srclocs[cmp], |d| func.srclocs[d]);
            func.insert_before(cmp, InstData::Const(Const::Int(value as u64)), Some(ty), loc).unwrap()
        }
        NewBound::Computed { preheader, work, cond_ty, ty, start, bound, op, step } => {
            let term = func.terminator(preheader).unwrap();
            let loc = func.srclocs[term];
            let mut cur = FuncCursor::untyped_before(func, term, loc);
            let start = materialize(&mut cur, &start, work).unwrap();
            let bound = materialize(&mut cur, &bound, work).unwrap();
            let s = step.unsigned_abs() as i64;
            // d: the distance to the bound in the direction of the steps, used only where the
            // loop runs at all (`ahead`: compared as the values, not as d, which wraps below
            // zero in an unsigned type).
            let (near, far) = if step > 0 { (start, bound) } else { (bound, start) };
            let d = cur.binary(BinaryOp::Sub, far, near, work);
            let zero = cur.iconst(work, 0);
            let s_v = cur.iconst(work, s);
            let strict = matches!(op, BinaryOp::Lt | BinaryOp::Gt);
            // count = far > near ? (d + s - 1) / s : 0, or far >= near ? d / s + 1 : 0.
            let (positive, count) = if strict {
                let pos = cur.binary(BinaryOp::Gt, far, near, cond_ty);
                let s1 = cur.iconst(work, s - 1);
                let num = cur.binary(BinaryOp::Add, d, s1, work);
                (pos, cur.binary(BinaryOp::Div, num, s_v, work))
            } else {
                let pos = cur.binary(BinaryOp::Ge, far, near, cond_ty);
                let q = cur.binary(BinaryOp::Div, d, s_v, work);
                let one = cur.iconst(work, 1);
                (pos, cur.binary(BinaryOp::Add, q, one, work))
            };
            let count = cur.ins(InstData::Select { cond: positive, args: [count, zero] }, work);
            let dist = cur.binary(BinaryOp::Mul, count, s_v, work);
            let mut reached = cur.binary(if step > 0 { BinaryOp::Add } else { BinaryOp::Sub }, start, dist, work);
            if !strict {
                let one = cur.iconst(work, 1);
                reached = cur.binary(if step > 0 { BinaryOp::Sub } else { BinaryOp::Add }, reached, one, work);
            }
            if ty == work {
                reached
            } else {
                // The test compares in `work`: the counted side widened (exactly: it does not
                // wrap), so that the loop vectorizer still counts the iterations.
                let InstData::Binary { args, .. } = *func.inst(cmp) else { unreachable!() };
                let side = if args[0] == old { args[1] } else { args[0] };
                let loc = func.srclocs[cmp];
                let wide = func.insert_before(cmp, InstData::Cast { arg: side }, Some(work), loc).unwrap();
                func.dfg.insts[cmp].map_operands(|v| if v == side { wide } else { v });
                reached
            }
        }
    };
    func.dfg.insts[cmp].map_operands(|v| if v == old { new } else { v });
    for store in plan.dropped_stores {
        func.layout.remove_inst(store);
    }
    for (idx, p, op, terms) in plan.sums {
        let ty = func.value_type(p);
        let loc = func.srclocs[jump];
        let mut acc = p;
        for t in terms {
            acc = func.insert_before(jump, InstData::Binary { op, args: [acc, t] }, Some(ty), loc).unwrap();
        }
        if let InstData::Jump(call) = &mut func.dfg.insts[jump] {
            call.args[idx] = acc;
        }
    }
    let loc = crate::transform::loopvec::legal::loop_loc(func, plan.header);
    Rerolled { header: plan.header, factor: plan.factor, loc }
}
