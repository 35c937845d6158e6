//! Memory dependences of one loop: its accesses, which pairs may touch the same bytes, at what
//! distance in iterations, and the largest VF that keeps every dependence (LLVM's
//! LoopAccessAnalysis, much smaller).
//!
//! Accesses are loads, stores and bit-field operations, each as base object + affine byte
//! offset (see `affine`). Two accesses on different bases never alias when the bases are
//! distinct stack slots or globals, a slot whose address never escapes against any pointer, or
//! a `restrict` parameter against anything else; two unknown pointers (or a pointer and a
//! global) may alias, and the pair gets a runtime check over the byte ranges the loop touches
//! (one range per set of accesses whose starts differ by constants).
//! On one base, equal constant steps give a distance; an invariant address touched with a
//! write is "the same every iteration"; else the GCD test or "unknown".
//!
//! Program order is layout order. Calls to the pure math functions in `PURE_MATH` are ignored;
//! `__builtin_prefetch` is a hint (`hints`), neither a read nor a write; other calls and
//! volatile accesses are "unknown side effects" (the loop must stay scalar).
//! Symbolic distances on one base (`a[i]` against `a[i + k]`, `aa[i][j]` against `aa[0][j]`,
//! equal constant steps, starts differing by an invariant): `DepKind::Symbolic`, safe for W
//! iterations at a time when the difference lies outside a window that `Symbolic::safe_bounds`
//! gives; bounded from the outer loops' counters alone (`aa[i][j]`), that is a static cap on
//! the VF, else a test before the loop on the parameters' values (LLVM's and gcc's run-time
//! dependence-distance checks).
//! Deliberately not handled: accesses varying in a nested loop of this loop (unknown),
//! the Banerjee test and direction vectors for outer loops, type-based aliasing.

use crate::analysis::affine::{Address, Affine, AffineInfo, Base, Term};
use crate::analysis::{Loop, LoopForest};
use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// Functions known not to touch memory visible to the program (`errno` aside, which vcc
/// does not model).
/// Whether `f` is `__builtin_prefetch`: a hint that changes nothing the program computes, and
/// never faults (an address it is given need not be valid).
pub fn is_hint(module: &Module, f: FuncId) -> bool {
    module.funcs[f].name == "__builtin_prefetch"
}

pub const PURE_MATH: [&str; 24] = [
    "sqrt", "fabs", "floor", "ceil", "fmin", "fmax", "exp", "log", "sin", "cos", "pow", "fma", "sqrtf", "fabsf",
    "floorf", "ceilf", "fminf", "fmaxf", "expf", "logf", "sinf", "cosf", "powf", "fmaf",
];

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
}

/// One memory access of the loop.
#[derive(Clone, Debug)]
pub struct Access {
    pub inst: Inst,
    pub kind: AccessKind,
    pub size: u64,
    pub addr: Address,
    /// `offset = step·{loop} + start`, when the base is loop-invariant, the step a constant
    /// and `start` invariant: the access moves by `step` bytes per iteration.
    pub step: Option<(i64, Affine)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DepKind {
    /// The second access (in program order) touches, at iteration `i + d`, bytes the first
    /// touches at iteration `i`. `d = 0` is within one iteration.
    Distance(i64),
    /// Both touch the same invariant bytes on every iteration.
    SameEveryIteration,
    /// The distance is not a constant (see `Symbolic`).
    Symbolic(Symbolic),
    Unknown(String),
}

/// Two accesses on one base that move by the same constant `step` (bytes per iteration) from
/// starts that differ by `diff` bytes (the second's start minus the first's, invariant in the
/// loop, its terms the values of parameters from before the loop or the counters of outer
/// loops), with their sizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Symbolic {
    pub diff: Affine,
    pub step: i64,
    pub first_size: u64,
    pub second_size: u64,
}

impl Symbolic {
    /// The difference `diff` at which `w` iterations may run at once (the first access of all
    /// `w` before the second of any): `diff <= below` or `diff >= above`. The first access at
    /// iteration i and the second at j < i touch the same bytes when
    /// `diff - first_size < step·(i - j) < diff + second_size`; none of i - j in 1..w may.
    pub fn safe_bounds(&self, w: u64) -> (i64, i64) {
        let (first, second) = (self.first_size as i64, self.second_size as i64);
        let span = self.step.abs().saturating_mul(w.saturating_sub(1).min(i64::MAX as u64) as i64);
        if self.step > 0 {
            (self.step - second, span.saturating_add(first))
        } else {
            // Mirrored: step·m is -|step|·m.
            ((-second).saturating_sub(span), first - self.step.abs())
        }
    }

    /// Whether `diff` is known from parameters' values alone (a test before the loop decides).
    pub fn needs_runtime_test(&self) -> bool {
        self.diff.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)))
    }

    /// The largest W that is safe for every value of the outer counters (each at least 0),
    /// when `diff` has only such terms: `None` for any, `Some(1)` when none is known safe.
    fn static_max_vf(&self) -> Option<u64> {
        let counters_only = self.diff.terms.iter().all(|(t, _)| matches!(t, Term::Iter(_)));
        let lowest = (counters_only && self.diff.terms.iter().all(|(_, c)| *c >= 0)).then_some(self.diff.constant);
        let highest = (counters_only && self.diff.terms.iter().all(|(_, c)| *c <= 0)).then_some(self.diff.constant);
        let (below, above) = self.safe_bounds(1);
        let always = match self.step > 0 {
            true => highest.is_some_and(|h| h <= below),
            false => lowest.is_some_and(|l| l >= above),
        };
        if always {
            return None;
        }
        // The bound that moves with W: `above` up (step > 0) or `below` down.
        let room = match self.step > 0 {
            true => lowest.map(|l| l - self.first_size as i64),
            false => highest.map(|h| -(self.second_size as i64) - h),
        };
        Some(room.filter(|r| *r >= 0).map_or(1, |r| (r / self.step.abs()) as u64 + 1))
    }
}

/// A pair of accesses (at least one a write) that may touch the same bytes.
#[derive(Clone, Debug)]
pub struct Dependence {
    /// Indices into `LoopDeps::accesses`, `first < second` (equal for an access against
    /// itself on another iteration).
    pub first: usize,
    pub second: usize,
    pub kind: DepKind,
}

impl Dependence {
    pub fn is_loop_carried(&self) -> bool {
        self.kind != DepKind::Distance(0)
    }

    /// The largest VF this dependence allows (`None`: any). A later access in program order
    /// that touches bytes of an earlier one `d` iterations before (`d < 0`) must not share a
    /// vector iteration with it, so VF ≤ |d| (LLVM's MaxSafeDepDistBytes, in iterations).
    pub fn max_vf(&self) -> Option<u64> {
        match &self.kind {
            DepKind::Distance(d) if *d < 0 => Some(d.unsigned_abs()),
            DepKind::Distance(_) => None,
            // Tested before the loop, like a runtime overlap check.
            DepKind::Symbolic(sym) if sym.needs_runtime_test() => None,
            DepKind::Symbolic(sym) => sym.static_max_vf(),
            DepKind::SameEveryIteration | DepKind::Unknown(_) => Some(1),
        }
    }
}

/// The bytes one base is touched at: `[base + start, base + end)` on iteration 0, moving by
/// `step` bytes per iteration. Over `n` iterations: `[start + min(0, step·(n-1)),
/// end + max(0, step·(n-1)))`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessRange {
    pub base: Base,
    pub start: Affine,
    pub end: Affine,
    pub step: i64,
}

/// Two ranges that must not overlap for the vector loop to run (loop versioning), or else,
/// when `diffs` is given, whose accesses must keep their order VF·UF iterations at a time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeCheck {
    pub a: AccessRange,
    pub b: AccessRange,
    /// Every pair of accesses on the two bases (one writing), when all move by one step: the
    /// ranges may then overlap where each pair's distance passes its test (`PairDiff`), as
    /// `dst = a, src = a + k` does for any k >= 0 (LLVM's "diff checks").
    pub diffs: Option<Vec<PairDiff>>,
}

/// Two accesses on different bases that may alias and move by the same step: like a
/// `Symbolic` dependence, but the difference of their addresses at iteration 0
/// (`second_at - first_at`, in bytes) is known only at run time (`sym.diff` is unused).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairDiff {
    /// The accesses' indices in `LoopDeps::accesses`, in program order.
    pub first: usize,
    pub second: usize,
    pub first_at: Address,
    pub second_at: Address,
    pub sym: Symbolic,
}

#[derive(Clone, Debug)]
pub struct LoopDeps {
    pub lp: Loop,
    pub accesses: Vec<Access>,
    pub dependences: Vec<Dependence>,
    pub runtime_checks: Vec<RuntimeCheck>,
    /// Writes to the same address on every iteration.
    pub invariant_stores: Vec<Inst>,
    /// Calls to unknown functions and volatile accesses.
    pub unknown_effects: Vec<Inst>,
    /// Calls to `PURE_MATH` functions.
    pub pure_calls: Vec<Inst>,
    /// Calls to `__builtin_prefetch`: hints, which neither read nor write memory.
    pub hints: Vec<Inst>,
    /// The minimum of the dependences' `max_vf` (`None`: any VF), runtime checks assumed to pass.
    pub max_safe_vf: Option<u64>,
    base_names: BTreeMap<Base, String>,
}

/// The accesses of loop `lp` and the dependences between them. `escaping` is
/// `escaping_slots(func, affine)`: a whole-function scan, made once by the callers that check
/// many loops of one function.
pub fn loop_dependences(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    escaping: &BTreeSet<StackSlot>,
    loops: &LoopForest,
    lp: Loop,
) -> LoopDeps {
    let mut res = LoopDeps {
        lp,
        accesses: Vec::new(),
        dependences: Vec::new(),
        runtime_checks: Vec::new(),
        invariant_stores: Vec::new(),
        unknown_effects: Vec::new(),
        pure_calls: Vec::new(),
        hints: Vec::new(),
        max_safe_vf: None,
        base_names: BTreeMap::new(),
    };
    collect_accesses(module, func, affine, loops, lp, &mut res);
    // The most times an access runs: the back edge's count when the header tests and holds no
    // access, one more otherwise (the header runs once more; a test at the end of the body).
    let header = loops.data(lp).header;
    let trips = affine.loop_info(lp).and_then(|info| info.trip_count.as_ref().ok()).and_then(|tc| {
        let bt = tc.backedge_taken.as_ref()?.as_constant()?.max(0);
        let in_header = res.accesses.iter().any(|a| func.layout.inst_block(a.inst) == Some(header));
        if tc.exiting_block == header && !in_header {
            Some(bt)
        } else {
            bt.checked_add(1)
        }
    });
    let mut check_pairs = BTreeSet::new();
    for second in 0..res.accesses.len() {
        for first in 0..=second {
            let (a, b) = (&res.accesses[first], &res.accesses[second]);
            if a.kind == AccessKind::Read && b.kind == AccessKind::Read {
                continue;
            }
            let kind = if a.addr.base == b.addr.base {
                same_base(a, b, first == second, trips)
            } else {
                match may_alias(module, func, escaping, a.addr.base, b.addr.base) {
                    false => None,
                    true if a.step.is_some() && b.step.is_some() => {
                        check_pairs.insert((a.addr.base.min(b.addr.base), a.addr.base.max(b.addr.base)));
                        None
                    }
                    true => Some(DepKind::Unknown("may alias, and an address is not affine in the loop".into())),
                }
            };
            if let Some(kind) = kind {
                res.dependences.push(Dependence { first, second, kind });
            }
        }
    }
    for (base_a, base_b) in check_pairs {
        match (access_ranges(&res.accesses, base_a), access_ranges(&res.accesses, base_b)) {
            (Some(ranges_a), Some(ranges_b)) if ranges_a.len() * ranges_b.len() <= MAX_RANGE_PAIRS => {
                let diffs = pair_diffs(&res.accesses, base_a, base_b);
                for a in &ranges_a {
                    for b in &ranges_b {
                        res.runtime_checks.push(RuntimeCheck { a: a.clone(), b: b.clone(), diffs: diffs.clone() });
                    }
                }
            }
            _ => {
                let first = res.accesses.iter().position(|a| a.addr.base == base_a).unwrap_or(0);
                let second = res.accesses.iter().position(|a| a.addr.base == base_b).unwrap_or(0);
                let why = "may alias, and the accesses on one base do not form one range".to_string();
                res.dependences.push(Dependence { first, second, kind: DepKind::Unknown(why) });
            }
        }
    }
    res.max_safe_vf = res.dependences.iter().filter_map(|d| d.max_vf()).min();
    for access in &res.accesses {
        let name = match access.addr.base {
            Base::Global(g) => format!("@{}", module.globals[g].name),
            base => base.to_string(),
        };
        res.base_names.insert(access.addr.base, name);
    }
    res
}

// Loads, stores and bit-field operations in layout order; calls sorted into pure and unknown.
fn collect_accesses(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    loops: &LoopForest,
    lp: Loop,
    res: &mut LoopDeps,
) {
    let types = &module.types;
    let data = loops.data(lp);
    for (_, inst) in data.insts_in_order(func) {
        let (kind, addr, size, field, volatile) = match func.inst(inst) {
            InstData::Load { addr, volatile } => {
                let ty = func.dfg.result(inst).map(|v| func.value_type(v));
                (AccessKind::Read, *addr, ty.and_then(|t| types.size_of(t)), None, *volatile)
            }
            InstData::Store { addr, value, volatile } => {
                (AccessKind::Write, *addr, types.size_of(func.value_type(*value)), None, *volatile)
            }
            InstData::BitfieldLoad { base, field, volatile } => {
                (AccessKind::Read, *base, None, Some(*field), *volatile)
            }
            InstData::BitfieldStore { base, field, volatile, .. } => {
                (AccessKind::Write, *base, None, Some(*field), *volatile)
            }
            InstData::Call { callee: Callee::Direct(id), .. }
                if PURE_MATH.contains(&module.funcs[*id].name.as_str()) =>
            {
                res.pure_calls.push(inst);
                continue;
            }
            InstData::Call { callee: Callee::Direct(id), .. } if is_hint(module, *id) => {
                res.hints.push(inst);
                continue;
            }
            InstData::Call { .. } => {
                res.unknown_effects.push(inst);
                continue;
            }
            _ => continue,
        };
        if volatile {
            res.unknown_effects.push(inst);
        }
        // An address that is not affine (`b[idx[i]]`) still has the object it points into:
        // the base of the pointer arithmetic that computes it, for the alias test.
        let known = affine.address(addr).filter(|a| affine.is_invariant_base(loops, a.base, lp));
        let affine_addr = known.is_some();
        let mut addr_info = known
            .cloned()
            .unwrap_or_else(|| Address { base: root_base(func, affine, loops, lp, addr), offset: Affine::default() });
        let mut size = size.unwrap_or(0);
        if let Some(field) = field {
            let record = types.pointee(func.value_type(addr)).and_then(|t| types.record_of(t));
            let field = record.and_then(|r| types.records[r].fields.get(field as usize));
            // The declared type's unit, or more where a packed bit-field runs past it.
            let unit = field.and_then(|f| types.size_of(f.ty)).unwrap_or(0);
            size = unit.max(field.and_then(|f| f.bitfield).map_or(0, |bf| bf.bytes()));
            let offset = Affine::constant(field.map_or(0, |f| f.offset as i64));
            addr_info.offset = addr_info.offset.add(&offset).unwrap_or(addr_info.offset);
        }
        let (step, start) = addr_info.offset.split_loop(lp);
        let affine_in_loop =
            affine.is_invariant_base(loops, addr_info.base, lp) && affine.is_invariant(loops, &start, lp);
        let step = step.as_constant().filter(|_| affine_in_loop && affine_addr).map(|s| (s, start));
        if kind == AccessKind::Write && step.as_ref().is_some_and(|(s, _)| *s == 0) {
            res.invariant_stores.push(inst);
        }
        res.accesses.push(Access { inst, kind, size, addr: addr_info, step });
    }
}

/// The base object of an address that is not affine in the loop: follow `base + index`,
/// `&base[index]` and `&base->field` back to an address `affine` knows with a base from
/// before the loop, else to the first pointer not computed that way.
fn root_base(func: &Function, affine: &AffineInfo, loops: &LoopForest, lp: Loop, addr: Value) -> Base {
    let mut v = addr;
    for _ in 0..64 {
        if let Some(known) = affine.address(v).filter(|a| affine.is_invariant_base(loops, a.base, lp)) {
            return known.base;
        }
        let Some(inst) = func.dfg.defining_inst(v) else { break };
        match func.inst(inst) {
            InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } | InstData::FieldAddr { base, .. } => {
                v = *base
            }
            _ => break,
        }
    }
    Base::Value(v)
}

/// Stack slots whose address is used other than to load, store or compute another address.
pub fn escaping_slots(func: &Function, affine: &AffineInfo) -> BTreeSet<StackSlot> {
    let mut res = BTreeSet::new();
    for (_, inst) in func.insts_in_order() {
        let data = func.inst(inst);
        let safe_use: Vec<Value> = match data {
            InstData::Load { addr, .. } => vec![*addr],
            InstData::Store { addr, .. } => vec![*addr],
            // The vector accesses of loops vectorized before this one (a zeroing loop).
            InstData::VectorLoad { addr, .. } | InstData::VectorStore { addr, .. } => vec![*addr],
            InstData::Gather { base, .. } | InstData::Scatter { base, .. } => vec![*base],
            InstData::BitfieldLoad { base, .. } | InstData::BitfieldStore { base, .. } => vec![*base],
            InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } => vec![*base],
            InstData::FieldAddr { base, .. } => vec![*base],
            InstData::Cast { arg } if func.dfg.result(inst).is_some_and(|r| affine.address(r).is_some()) => vec![*arg],
            _ => Vec::new(),
        };
        let mut escaped = Vec::new();
        data.for_each_operand(|v| {
            if let Some(Address { base: Base::Slot(slot), .. }) = affine.address(v) {
                // A store of the address itself (`p = &x`) lets it escape.
                let stored_value = matches!(data, InstData::Store { value, addr, .. } if *value == v && *addr != v);
                if stored_value || !safe_use.contains(&v) {
                    escaped.push(*slot);
                }
            }
        });
        res.extend(escaped);
    }
    res
}

fn is_restrict_param(module: &Module, func: &Function, v: Value) -> bool {
    let is_param = func.params().contains(&v);
    is_param && module.types.quals(func.value_type(v)).contains(Quals::RESTRICT)
}

// Distinct named objects never overlap; a slot that never escapes is reachable through no
// pointer; a restrict parameter is the only way to the object it points to (C11 6.7.3.1).
pub(crate) fn may_alias(module: &Module, func: &Function, escaping: &BTreeSet<StackSlot>, a: Base, b: Base) -> bool {
    let restrict = |base: Base| matches!(base, Base::Value(v) if is_restrict_param(module, func, v));
    match (a, b) {
        (Base::Slot(_) | Base::Global(_), Base::Slot(_) | Base::Global(_)) => false,
        (Base::Slot(s), Base::Value(_)) | (Base::Value(_), Base::Slot(s)) => escaping.contains(&s),
        _ => !restrict(a) && !restrict(b),
    }
}

/// The dependence between two accesses on one base, if they may touch the same bytes; `trips`
/// bounds the iterations the loop runs, when it is a constant.
fn same_base(a: &Access, b: &Access, is_self: bool, trips: Option<i64>) -> Option<DepKind> {
    let (Some((step_a, start_a)), Some((step_b, start_b))) = (&a.step, &b.step) else {
        if is_self {
            return Some(DepKind::Unknown(
                "the store's address is not affine in the loop: two iterations may write one element".into(),
            ));
        }
        return Some(DepKind::Unknown("an address is not affine in the loop".into()));
    };
    let Some(diff) = start_a.sub(start_b).and_then(|d| d.as_constant()) else {
        return Some(symbolic(a, b).unwrap_or_else(|| DepKind::Unknown("the distance is not a constant".into())));
    };
    let (size_a, size_b) = (a.size as i128, b.size as i128);
    let (diff, step_a, step_b) = (diff as i128, *step_a as i128, *step_b as i128);
    if step_a != step_b {
        // GCD test: step_b·j - step_a·i = diff + t has a solution for some overlap t.
        let gcd = gcd(step_a.unsigned_abs(), step_b.unsigned_abs()) as i128;
        let overlaps = gcd == 0 || ((diff - size_b + 1)..(diff + size_a)).any(|t| t.rem_euclid(gcd) == 0);
        // Over a constant count of iterations, the bytes each access touches in all of them
        // (a's start at `diff` from b's) may not meet: `a[i]` and `a[n - 1 - i]` over the half
        // of the iterations that `split_loops.rs` runs as one loop.
        // Or they meet only in their first iteration, on the same bytes (an odd count split
        // where they meet): a dependence within one iteration.
        let unknown = || Some(DepKind::Unknown("the accesses move by different steps".into()));
        if !overlaps {
            return None;
        }
        let Some(n) = trips.map(|n| n as i128) else { return unknown() };
        // The bytes an access touches in iterations from..n, as [lo, hi).
        let span = |start: i128, step: i128, size: i128, from: i128| {
            let (first, last) = (start + step * from, start + step * (n - 1));
            (first.min(last), first.max(last) + size)
        };
        let apart = |x: (i128, i128), y: (i128, i128)| x.0 >= x.1 || y.0 >= y.1 || x.1 <= y.0 || y.1 <= x.0;
        if apart(span(diff, step_a, size_a, 0), span(0, step_b, size_b, 0)) {
            return None;
        }
        let (first_a, first_b) = ((diff, diff + size_a), (0, size_b));
        let (rest_a, rest_b) = (span(diff, step_a, size_a, 1), span(0, step_b, size_b, 1));
        if first_a == first_b && apart(rest_a, rest_b) && apart(first_a, rest_b) && apart(first_b, rest_a) && !is_self {
            return Some(DepKind::Distance(0));
        }
        return unknown();
    }
    // Same bytes when start_a + s·i and start_b + s·(i + d) overlap: -size_a < diff - s·d < size_b.
    let step = step_a;
    if step == 0 {
        return (-size_a < diff && diff < size_b && !is_self).then_some(DepKind::SameEveryIteration);
    }
    let centre = diff / step;
    let distances: Vec<i128> = (centre - 2 - (size_a + size_b) / step.abs()
        ..=centre + 2 + (size_a + size_b) / step.abs())
        .filter(|d| -size_a < diff - step * d && diff - step * d < size_b)
        .filter(|d| !is_self || *d != 0)
        .collect();
    match distances.as_slice() {
        [] => None,
        [d] => Some(DepKind::Distance(*d as i64)),
        _ => Some(DepKind::Unknown("the accesses overlap at several distances".into())),
    }
}

/// The dependence of two accesses whose starts differ by an invariant that is not a constant,
/// when they move by one step and the difference is made of parameters' values only or of outer
/// loops' counters only (`Symbolic`).
fn symbolic(a: &Access, b: &Access) -> Option<DepKind> {
    let ((step_a, start_a), (step_b, start_b)) = (a.step.as_ref()?, b.step.as_ref()?);
    if step_a != step_b || *step_a == 0 {
        return None;
    }
    let diff = start_b.sub(start_a)?;
    let sym = Symbolic { diff, step: *step_a, first_size: a.size, second_size: b.size };
    let counters = sym.diff.terms.iter().all(|(t, _)| matches!(t, Term::Iter(_)));
    (sym.needs_runtime_test() || counters).then_some(DepKind::Symbolic(sym))
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// At most this many pairs of ranges are checked for one pair of bases.
const MAX_RANGE_PAIRS: usize = 4;

/// Ranges covering every access on `base`, when they all move by one step: one per set of
/// accesses whose starts differ by constants (`a[i]` and `a[i + 1]` share one, `a[i + k]` has
/// its own).
fn access_ranges(accesses: &[Access], base: Base) -> Option<Vec<AccessRange>> {
    let mut res: Vec<AccessRange> = Vec::new();
    for access in accesses.iter().filter(|a| a.addr.base == base) {
        let (step, start) = access.step.clone()?;
        let end = start.add(&Affine::constant(access.size as i64))?;
        if res.first().is_some_and(|r| r.step != step) {
            return None;
        }
        let near = res.iter_mut().find(|r| start.sub(&r.start).and_then(|d| d.as_constant()).is_some());
        match near {
            None => res.push(AccessRange { base, start, end, step }),
            Some(range) => {
                if start.sub(&range.start)?.as_constant()? < 0 {
                    range.start = start;
                }
                if end.sub(&range.end)?.as_constant()? > 0 {
                    range.end = end;
                }
            }
        }
    }
    Some(res)
}

/// The distance tests between the accesses on bases `x` and `y` (pairs where one writes),
/// when every one of them moves by the same non-zero constant step.
fn pair_diffs(accesses: &[Access], x: Base, y: Base) -> Option<Vec<PairDiff>> {
    let mut res = Vec::new();
    for (second, b) in accesses.iter().enumerate() {
        for (first, a) in accesses[..second].iter().enumerate() {
            let bases = (a.addr.base, b.addr.base);
            if (bases != (x, y) && bases != (y, x)) || (a.kind == AccessKind::Read && b.kind == AccessKind::Read) {
                continue;
            }
            let ((step, first_start), (second_step, second_start)) = (a.step.as_ref()?, b.step.as_ref()?);
            if step != second_step || *step == 0 {
                return None;
            }
            res.push(PairDiff {
                first,
                second,
                first_at: Address { base: a.addr.base, offset: first_start.clone() },
                second_at: Address { base: b.addr.base, offset: second_start.clone() },
                sym: Symbolic { diff: Affine::default(), step: *step, first_size: a.size, second_size: b.size },
            });
        }
    }
    Some(res)
}

impl LoopDeps {
    /// How remarks name `base`: `@name` for a global.
    pub fn base_name(&self, base: Base) -> String {
        self.base_names.get(&base).cloned().unwrap_or_else(|| base.to_string())
    }

    fn describe_addr(&self, addr: &Address) -> String {
        let base = self.base_names.get(&addr.base).cloned().unwrap_or_else(|| addr.base.to_string());
        let offset = addr.offset.to_string();
        match offset.strip_prefix('-') {
            Some(rest) => format!("{} - {}", base, rest),
            None => format!("{} + {}", base, offset),
        }
    }

    fn describe_range(&self, range: &AccessRange) -> String {
        let from = self.describe_addr(&Address { base: range.base, offset: range.start.clone() });
        let to = self.describe_addr(&Address { base: range.base, offset: range.end.clone() });
        format!("[{}, {}) step {}", from, to, range.step)
    }
}

impl fmt::Display for DepKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DepKind::Distance(0) => write!(f, "same iteration"),
            DepKind::Distance(d) if *d > 0 => write!(f, "distance {} (forward)", d),
            DepKind::Distance(d) => write!(f, "distance {} (backward)", d),
            DepKind::SameEveryIteration => write!(f, "same address every iteration"),
            DepKind::Symbolic(sym) => write!(f, "the second access starts {} bytes after the first", sym.diff),
            DepKind::Unknown(why) => write!(f, "unknown: {}", why),
        }
    }
}

impl fmt::Display for LoopDeps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.max_safe_vf {
            Some(vf) => writeln!(f, "{}: max safe VF {}", self.lp, vf)?,
            None => writeln!(f, "{}: max safe VF unlimited", self.lp)?,
        }
        for (idx, access) in self.accesses.iter().enumerate() {
            let kind = if access.kind == AccessKind::Read { "read" } else { "write" };
            let affine = if access.step.is_some() { "" } else { " (not affine in the loop)" };
            let addr = self.describe_addr(&access.addr);
            writeln!(f, "    #{} {} {} {} bytes at {}{}", idx, access.inst, kind, access.size, addr, affine)?;
        }
        for dep in &self.dependences {
            let vf = dep.max_vf().map_or(String::new(), |vf| format!(", VF <= {}", vf));
            writeln!(f, "    dep #{} -> #{}: {}{}", dep.first, dep.second, dep.kind, vf)?;
        }
        for check in &self.runtime_checks {
            writeln!(f, "    check {} vs {}", self.describe_range(&check.a), self.describe_range(&check.b))?;
            for diff in check.diffs.iter().flatten() {
                writeln!(f, "      or #{} -> #{} in order, step {}", diff.first, diff.second, diff.sym.step)?;
            }
        }
        let list = |insts: &[Inst]| insts.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ");
        if !self.invariant_stores.is_empty() {
            writeln!(f, "    invariant stores: {}", list(&self.invariant_stores))?;
        }
        if !self.unknown_effects.is_empty() {
            writeln!(f, "    unknown side effects: {}", list(&self.unknown_effects))?;
        }
        if !self.pure_calls.is_empty() {
            writeln!(f, "    pure calls: {}", list(&self.pure_calls))?;
        }
        if !self.hints.is_empty() {
            writeln!(f, "    hints: {}", list(&self.hints))?;
        }
        Ok(())
    }
}
