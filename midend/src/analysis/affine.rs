//! Affine (SCEV-like) analysis: integer values as affine expressions of loop iteration
//! counters and opaque invariants, pointers as a base object plus an affine byte offset, the
//! inductions of every loop, and trip counts where the exit test allows.
//!
//! An expression is `constant + Σ coeff · term`, a term being an opaque SSA value `v`, the
//! iteration counter `{L}` of a loop (0 on the first iteration, +1 per back edge), or a product
//! `v·{L}` (an induction with an invariant, non-constant step). An induction `i` with start `a`
//! and step `s` in loop L is `a + s·{L}`: LLVM's `{a,+,s}<L>`, nested recurrences included
//! (`i*4 + j` is `4·{L0} + {L1}`). Expressions are mathematical integers. Each integer value
//! also says whether its expression is exact (`nowrap`): C makes signed overflow undefined, so
//! signed arithmetic in one type is exact; unsigned arithmetic and narrowing conversions are
//! exact only where proved (an induction counting below a bound that fits its type). A
//! non-exact expression is the value modulo 2^bits of its type, and widening it is not affine.
//!
//! Works in two passes in reverse postorder: the first treats loop-header parameters as opaque
//! and reads each one's update along the latches (`i + step`, step invariant); the second
//! replaces the recognised ones by recurrences and recomputes everything.
//!
//! Deliberately not handled (the answer is "opaque", which is always correct): polynomial
//! recurrences (`s += i`), products of two variables, division, `&`/`|` masks, `select`, loads,
//! wrap proofs other than the exit-bound one, and trip counts of loops with more than one
//! exiting block or with a symbolic step other than ±1.

use crate::analysis::{ControlFlowGraph, DomTree, Loop, LoopForest};
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;
use std::fmt;

/// A term of an affine expression.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Term {
    /// An SSA value taken as an unknown.
    Value(Value),
    /// The iteration counter of a loop.
    Iter(Loop),
    /// An unknown times an iteration counter.
    ValueIter(Value, Loop),
}

/// `constant + Σ coeff · term`, terms sorted, no zero coefficients.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Affine {
    pub constant: i64,
    pub terms: Vec<(Term, i64)>,
}

/// What an integer value is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntInfo {
    pub expr: Affine,
    /// The expression is the value itself, not only the value modulo 2^bits.
    pub nowrap: bool,
}

/// The object a pointer points into.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Base {
    Slot(StackSlot),
    Global(GlobalId),
    /// Whatever a pointer value (a parameter, a load, a call result) points to.
    Value(Value),
}

/// A pointer value as `base + offset` bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub base: Base,
    pub offset: Affine,
}

/// A header parameter that is a recurrence `param = start + step·{loop}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Induction {
    pub param: Value,
    /// The value coming in from outside the loop.
    pub start: Value,
    /// Per iteration: in the value's units for integers, in bytes for pointers.
    pub step: Affine,
    pub is_pointer: bool,
    pub nowrap: bool,
}

/// The exit test of a loop, normalised so that the loop goes on while `iv op bound`, where
/// `iv = start + step·{loop}` is the compared side at iteration `{loop}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TripCount {
    /// The block whose exit test is counted; it runs on every iteration. With `early_exits`
    /// it is the only one of the loop's exiting blocks whose test is countable.
    pub exiting_block: Block,
    /// The loop's other exiting blocks (a search's `return i;`, a `break`), in layout order:
    /// the count is then the most iterations the loop runs.
    pub early_exits: Vec<Block>,
    /// Those of `early_exits` whose tests are countable too (`i < n && i < m`), with their
    /// counts: the loop runs at most the smallest of them all.
    pub other_counted: Vec<TripCount>,
    pub cond: Value,
    pub start: Affine,
    pub step: i64,
    pub op: BinaryOp,
    pub bound: Affine,
    /// How many times the back edge is taken: the number of iterations that pass the test.
    /// Zero when the expression is negative (the vectorizer guards with it). The body runs this
    /// many times when the test is in the header, one more when the test ends the iteration.
    /// `None` when not affine (a step other than ±1 with a symbolic distance).
    pub backedge_taken: Option<Affine>,
}

/// The per-loop results.
#[derive(Clone, Debug)]
pub struct LoopAffine {
    pub header: Block,
    pub inductions: Vec<Induction>,
    /// The trip count, or why there is none.
    pub trip_count: Result<TripCount, String>,
}

/// The results for one function.
#[derive(Clone, Debug, Default)]
pub struct AffineInfo {
    ints: SecondaryMap<Value, Option<IntInfo>>,
    addrs: SecondaryMap<Value, Option<Address>>,
    def_block: SecondaryMap<Value, Option<Block>>,
    loops: BTreeMap<Loop, LoopAffine>,
    /// Values in layout order, for the printer.
    order: Vec<Value>,
}

impl AffineInfo {
    /// The facts as they are where each integer value of `facts` has its constant (a run-time
    /// stride taken as 1 behind a test that it is): every expression with it substituted
    /// (`Affine::assume`); one that overflows is dropped (no longer affine).
    pub fn assuming(&self, facts: &[(Value, i64)]) -> AffineInfo {
        let subst = |e: &Affine| facts.iter().try_fold(e.clone(), |e, &(v, c)| e.assume(v, c));
        let mut res = self.clone();
        for (_, info) in res.ints.iter_mut() {
            if let Some(i) = info {
                *info = subst(&i.expr).map(|expr| IntInfo { expr, nowrap: i.nowrap });
            }
        }
        for (_, addr) in res.addrs.iter_mut() {
            if let Some(a) = addr {
                *addr = subst(&a.offset).map(|offset| Address { base: a.base, offset });
            }
        }
        for info in res.loops.values_mut() {
            info.inductions.retain_mut(|ind| subst(&ind.step).map(|step| ind.step = step).is_some());
            if let Ok(trip) = &mut info.trip_count {
                match (subst(&trip.start), subst(&trip.bound)) {
                    (Some(start), Some(bound)) => {
                        trip.start = start;
                        trip.bound = bound;
                        trip.backedge_taken = trip.backedge_taken.as_ref().and_then(subst);
                    }
                    _ => info.trip_count = Err("the trip count overflows".into()),
                }
            }
        }
        res
    }

    pub fn int(&self, v: Value) -> Option<&IntInfo> {
        self.ints[v].as_ref()
    }

    pub fn address(&self, v: Value) -> Option<&Address> {
        self.addrs[v].as_ref()
    }

    pub fn loop_info(&self, lp: Loop) -> Option<&LoopAffine> {
        self.loops.get(&lp)
    }

    /// The block defining `v` (a parameter's block or an instruction's block).
    pub fn def_block(&self, v: Value) -> Option<Block> {
        self.def_block[v]
    }

    /// Whether `expr` has the same value on every iteration of `lp`.
    pub fn is_invariant(&self, loops: &LoopForest, expr: &Affine, lp: Loop) -> bool {
        expr.terms.iter().all(|(term, _)| match *term {
            Term::Value(v) => self.value_is_outside(loops, v, lp),
            Term::Iter(l) => !loops.is_inside(l, lp),
            Term::ValueIter(v, l) => self.value_is_outside(loops, v, lp) && !loops.is_inside(l, lp),
        })
    }

    /// Whether the address's base and offset are the same on every iteration of `lp`.
    pub fn is_invariant_base(&self, loops: &LoopForest, base: Base, lp: Loop) -> bool {
        match base {
            Base::Value(v) => self.value_is_outside(loops, v, lp),
            Base::Slot(_) | Base::Global(_) => true,
        }
    }

    fn value_is_outside(&self, loops: &LoopForest, v: Value, lp: Loop) -> bool {
        match self.def_block[v] {
            Some(b) => !loops.data(lp).contains(b),
            None => false,
        }
    }
}

impl Affine {
    pub fn constant(c: i64) -> Affine {
        Affine { constant: c, terms: Vec::new() }
    }

    pub fn term(term: Term) -> Affine {
        Affine { constant: 0, terms: vec![(term, 1)] }
    }

    pub fn as_constant(&self) -> Option<i64> {
        self.terms.is_empty().then_some(self.constant)
    }

    pub fn coeff(&self, term: Term) -> i64 {
        self.terms.iter().find(|(t, _)| *t == term).map_or(0, |(_, c)| *c)
    }

    pub fn add(&self, other: &Affine) -> Option<Affine> {
        let mut terms: BTreeMap<Term, i64> = self.terms.iter().copied().collect();
        for &(term, coeff) in &other.terms {
            let sum = terms.get(&term).copied().unwrap_or(0).checked_add(coeff)?;
            terms.insert(term, sum);
        }
        let constant = self.constant.checked_add(other.constant)?;
        Some(Affine { constant, terms: terms.into_iter().filter(|(_, c)| *c != 0).collect() })
    }

    pub fn scale(&self, factor: i64) -> Option<Affine> {
        if factor == 0 {
            return Some(Affine::constant(0));
        }
        let terms = self.terms.iter().map(|&(t, c)| Some((t, c.checked_mul(factor)?))).collect::<Option<_>>()?;
        Some(Affine { constant: self.constant.checked_mul(factor)?, terms })
    }

    pub fn sub(&self, other: &Affine) -> Option<Affine> {
        self.add(&other.scale(-1)?)
    }

    /// The product, when one side is a constant or a plain unknown times an expression of
    /// iteration counters (`n * (2·{L} + 1)`).
    pub fn mul(&self, other: &Affine) -> Option<Affine> {
        if let Some(c) = self.as_constant() {
            return other.scale(c);
        }
        if let Some(c) = other.as_constant() {
            return self.scale(c);
        }
        let (unknown, iters) = match (self.as_plain_value(), other.as_plain_value()) {
            (Some(v), _) => (v, other),
            (_, Some(v)) => (v, self),
            _ => return None,
        };
        let mut res = Affine::term(Term::Value(unknown)).scale(iters.constant)?;
        for &(term, coeff) in &iters.terms {
            let Term::Iter(lp) = term else { return None };
            res = res.add(&Affine::term(Term::ValueIter(unknown, lp)).scale(coeff)?)?;
        }
        Some(res)
    }

    fn as_plain_value(&self) -> Option<Value> {
        match self.terms.as_slice() {
            [(Term::Value(v), 1)] if self.constant == 0 => Some(*v),
            _ => None,
        }
    }

    /// `self · {lp}`, for an expression without iteration counters.
    pub fn times_iter(&self, lp: Loop) -> Option<Affine> {
        let mut res = Affine::term(Term::Iter(lp)).scale(self.constant)?;
        for &(term, coeff) in &self.terms {
            let Term::Value(v) = term else { return None };
            res = res.add(&Affine::term(Term::ValueIter(v, lp)).scale(coeff)?)?;
        }
        Some(res)
    }

    /// The expression with the unknown `v` taken to be `c` (`v·{L}` becomes `c·{L}`); `None`
    /// on overflow.
    pub fn assume(&self, v: Value, c: i64) -> Option<Affine> {
        let mut res = Affine::constant(self.constant);
        for &(term, coeff) in &self.terms {
            let part = match term {
                Term::Value(u) if u == v => Affine::constant(coeff.checked_mul(c)?),
                Term::ValueIter(u, lp) if u == v => Affine::term(Term::Iter(lp)).scale(coeff.checked_mul(c)?)?,
                _ => Affine { constant: 0, terms: vec![(term, coeff)] },
            };
            res = res.add(&part)?;
        }
        Some(res)
    }

    /// Splits off the part that moves with `lp`: `(step, rest)` with `self = step·{lp} + rest`.
    pub fn split_loop(&self, lp: Loop) -> (Affine, Affine) {
        let mut step = Affine::default();
        let mut rest = Affine::constant(self.constant);
        for &(term, coeff) in &self.terms {
            match term {
                Term::Iter(l) if l == lp => step.constant = coeff,
                Term::ValueIter(v, l) if l == lp => step.terms.push((Term::Value(v), coeff)),
                _ => rest.terms.push((term, coeff)),
            }
        }
        (step, rest)
    }

    /// Replaces each `Term::Value` by an expression (the second pass's view of that value).
    fn substitute(&self, mut f: impl FnMut(Value) -> Option<Affine>) -> Option<Affine> {
        let mut res = Affine::constant(self.constant);
        for &(term, coeff) in &self.terms {
            let Term::Value(v) = term else { return None };
            res = res.add(&f(v)?.scale(coeff)?)?;
        }
        Some(res)
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Term::Value(v) => write!(f, "{}", v),
            Term::Iter(lp) => write!(f, "{{{}}}", lp),
            Term::ValueIter(v, lp) => write!(f, "{}*{{{}}}", v, lp),
        }
    }
}

impl Affine {
    /// The expression as `Display` writes it (`-4*v3 + 8`), each term written by `name`.
    pub fn show_with(&self, name: impl Fn(Term) -> String) -> String {
        let mut text = String::new();
        for (idx, &(term, coeff)) in self.terms.iter().enumerate() {
            text.push_str(match (idx, coeff < 0) {
                (0, true) => "-",
                (0, false) => "",
                (_, true) => " - ",
                (_, false) => " + ",
            });
            match coeff.unsigned_abs() {
                1 => text.push_str(&name(term)),
                n => text.push_str(&format!("{}*{}", n, name(term))),
            }
        }
        match (self.terms.is_empty(), self.constant) {
            (true, c) => text.push_str(&c.to_string()),
            (false, 0) => {}
            (false, c) => text.push_str(&format!(" {} {}", if c < 0 { "-" } else { "+" }, c.unsigned_abs())),
        }
        text
    }
}

impl fmt::Display for Affine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.show_with(|term| term.to_string()))
    }
}

impl fmt::Display for Base {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Base::Slot(s) => write!(f, "{}", s),
            Base::Global(g) => write!(f, "@{}", g),
            Base::Value(v) => write!(f, "{}", v),
        }
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.offset.constant < 0 || !self.offset.terms.is_empty() && self.offset.terms[0].1 < 0 {
            return write!(f, "{} + ({})", self.base, self.offset);
        }
        write!(f, "{} + {}", self.base, self.offset)
    }
}

/// How a latch value updates a header parameter (first pass).
#[derive(Clone, Debug)]
struct Candidate {
    start: Value,
    step: Affine,
    /// The update is exact; else it may wrap only in the final conversion to the parameter's
    /// type (`wraps_at_type`), or anywhere.
    exact_update: bool,
    wraps_at_type: bool,
}

struct Ctx<'a> {
    module: &'a Module,
    func: &'a Function,
    domtree: &'a DomTree,
    loops: &'a LoopForest,
    info: AffineInfo,
    candidates: BTreeMap<Value, Candidate>,
    /// The second pass's step of each recognised induction.
    steps: BTreeMap<Value, Affine>,
    /// Values that are opaque (not affine) but equal an expression modulo 2^bits: a wrapping
    /// value widened (`(int)n` for an `unsigned short n`), and sums and products of such.
    /// Narrowing one to at most that many bits is affine again, as the value modulo 2^bits
    /// (`(unsigned short)((int)n - 1)`, C's `--n`).
    congruent: SecondaryMap<Value, Option<(Affine, u32)>>,
}

pub fn compute(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    domtree: &DomTree,
    loops: &LoopForest,
) -> AffineInfo {
    let info = AffineInfo::default();
    let mut ctx = Ctx {
        module,
        func,
        domtree,
        loops,
        info,
        candidates: BTreeMap::new(),
        steps: BTreeMap::new(),
        congruent: SecondaryMap::new(),
    };
    ctx.fill_def_blocks();
    ctx.run(cfg);
    let candidates = ctx.find_candidates(cfg);
    ctx.candidates = candidates;
    ctx.info.ints.clear();
    ctx.info.addrs.clear();
    ctx.congruent.clear();
    ctx.run(cfg);
    for lp in loops.loops() {
        let inductions = ctx.inductions(lp);
        let trip_count = ctx.trip_count(cfg, lp);
        let header = loops.data(lp).header;
        ctx.info.loops.insert(lp, LoopAffine { header, inductions, trip_count });
    }
    ctx.info
}

impl<'a> Ctx<'a> {
    fn fill_def_blocks(&mut self) {
        for &block in self.func.layout.blocks() {
            for &param in self.func.dfg.block_params(block) {
                self.info.def_block[param] = Some(block);
                self.info.order.push(param);
            }
            for &inst in self.func.layout.block_insts(block) {
                if let Some(res) = self.func.dfg.result(inst) {
                    self.info.def_block[res] = Some(block);
                    self.info.order.push(res);
                }
            }
        }
    }

    fn types(&self) -> &Types {
        &self.module.types
    }

    /// One pass over the reachable blocks in reverse postorder, so operands come first
    /// (header parameters aside, which the candidates resolve).
    fn run(&mut self, cfg: &ControlFlowGraph) {
        for &block in cfg.reverse_postorder() {
            for &param in self.func.dfg.block_params(block) {
                self.eval_param(param);
            }
            for &inst in self.func.layout.block_insts(block) {
                if let Some(res) = self.func.dfg.result(inst) {
                    self.eval_inst(inst, res);
                }
            }
        }
    }

    fn opaque(&mut self, v: Value) {
        let ty = self.func.value_type(v);
        if self.types().is_integer(ty) {
            self.info.ints[v] = Some(IntInfo { expr: Affine::term(Term::Value(v)), nowrap: true });
        } else if self.types().is_pointer(ty) {
            self.info.addrs[v] = Some(Address { base: Base::Value(v), offset: Affine::default() });
        }
    }

    // param = start + step·{L}, when the first pass found the update `param + step`.
    fn eval_param(&mut self, param: Value) {
        if !self.eval_induction(param) {
            self.opaque(param);
        }
    }

    fn eval_induction(&mut self, param: Value) -> bool {
        let Some(cand) = self.candidates.get(&param).cloned() else {
            return false;
        };
        let ValueDef::Param(header, _) = self.func.dfg.value_def(param) else {
            return false;
        };
        let Some(lp) = self.loops.is_header(header) else {
            return false;
        };
        let step = cand.step.substitute(|v| self.info.ints[v].as_ref().filter(|i| i.nowrap).map(|i| i.expr.clone()));
        let Some(step) = step else { return false };
        let Some(moving) = step.times_iter(lp) else {
            return false;
        };
        if let Some(start) = self.info.addrs[cand.start].clone() {
            let Some(offset) = start.offset.add(&moving) else {
                return false;
            };
            self.info.addrs[param] = Some(Address { base: start.base, offset });
        } else {
            let Some(start) = self.info.ints[cand.start].clone() else {
                return false;
            };
            let proved = cand.wraps_at_type
                && (self.exit_bound_proves_nowrap(lp, param, &step) || self.indexes_every_iteration(lp, param, &cand));
            let exact_steps = cand.exact_update || proved;
            // A start that may have wrapped (`size_t i = n - 1`) is exact as itself: the
            // induction counts from its value.
            let start_expr =
                if start.nowrap || !exact_steps { start.expr } else { Affine::term(Term::Value(cand.start)) };
            let Some(expr) = start_expr.add(&moving) else {
                return false;
            };
            self.info.ints[param] = Some(IntInfo { expr, nowrap: exact_steps });
        }
        self.steps.insert(param, step);
        true
    }

    fn eval_inst(&mut self, inst: Inst, res: Value) {
        let ty = self.func.value_type(res);
        let data = self.func.inst(inst);
        let computed = if self.types().is_integer(ty) {
            self.congruent[res] = self.eval_congruent(data, ty);
            let narrowed = self.narrow_congruent(data, ty);
            narrowed.or_else(|| self.eval_int(data, ty)).map(|info| self.info.ints[res] = Some(info))
        } else if self.types().is_pointer(ty) {
            self.eval_addr(data).map(|addr| self.info.addrs[res] = Some(addr))
        } else {
            Some(())
        };
        if computed.is_none() {
            self.opaque(res);
        }
    }

    /// `(expr, bits)` with the value equal to `expr` modulo 2^bits (bits 128: exactly).
    fn modular(&self, v: Value) -> Option<(Affine, u32)> {
        if let Some(c) = &self.congruent[v] {
            return Some(c.clone());
        }
        let info = self.int_of(v)?;
        Some((info.expr.clone(), if info.nowrap { 128 } else { self.int_bits(self.func.value_type(v)) }))
    }

    /// The congruence a widening of a wrapping value, or arithmetic on one, keeps.
    fn eval_congruent(&self, data: &InstData, ty: TypeId) -> Option<(Affine, u32)> {
        let bits = if self.types().is_signed(ty) { 128 } else { self.int_bits(ty) };
        match data {
            InstData::Cast { arg } => {
                let from = self.func.value_type(*arg);
                let widening = self.types().is_integer(from) && self.range_fits(from, ty);
                let (expr, m) = widening.then(|| self.modular(*arg))??;
                (m < 128).then_some((expr, m.min(self.int_bits(ty))))
            }
            InstData::Binary { op: op @ (BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul), args: [a, b] } => {
                if self.congruent[*a].is_none() && self.congruent[*b].is_none() {
                    return None;
                }
                let ((ea, ma), (eb, mb)) = (self.modular(*a)?, self.modular(*b)?);
                let expr = match op {
                    BinaryOp::Add => ea.add(&eb)?,
                    BinaryOp::Sub => ea.sub(&eb)?,
                    _ => ea.mul(&eb)?,
                };
                Some((expr, ma.min(mb).min(bits)))
            }
            _ => None,
        }
    }

    /// A narrowing to at most the bits a congruence holds: affine again, modulo the new type.
    fn narrow_congruent(&self, data: &InstData, ty: TypeId) -> Option<IntInfo> {
        let InstData::Cast { arg } = data else { return None };
        let (expr, m) = self.congruent[*arg].clone()?;
        (self.int_bits(ty) <= m && self.types().int_kind(ty) != Some(IntKind::Bool))
            .then_some(IntInfo { expr, nowrap: false })
    }

    fn int_of(&self, v: Value) -> Option<&IntInfo> {
        self.info.ints[v].as_ref()
    }

    fn eval_int(&self, data: &InstData, ty: TypeId) -> Option<IntInfo> {
        let signed = self.types().is_signed(ty);
        match data {
            InstData::Const(Const::Int(bits)) => {
                let value = if signed { *bits as i64 } else { i64::try_from(*bits).ok()? };
                Some(IntInfo { expr: Affine::constant(value), nowrap: true })
            }
            InstData::Binary { op, args: [a, b] } => {
                let (a, b) = (self.int_of(*a)?, self.int_of(*b)?);
                let expr = match op {
                    BinaryOp::Add => a.expr.add(&b.expr)?,
                    BinaryOp::Sub => a.expr.sub(&b.expr)?,
                    BinaryOp::Mul => a.expr.mul(&b.expr)?,
                    BinaryOp::Shl => {
                        let amount = b.expr.as_constant().filter(|n| (0..62).contains(n))?;
                        a.expr.scale(1 << amount)?
                    }
                    _ => return None,
                };
                // C: signed overflow is undefined, so exact operands give an exact result.
                Some(IntInfo { expr, nowrap: a.nowrap && b.nowrap && signed })
            }
            InstData::Unary { op: UnaryOp::Neg, arg } => {
                let a = self.int_of(*arg)?;
                Some(IntInfo { expr: a.expr.scale(-1)?, nowrap: a.nowrap && signed })
            }
            InstData::Cast { arg } => self.eval_int_cast(*arg, ty),
            _ => None,
        }
    }

    // Widening that keeps every value (sext from signed, zext from unsigned) keeps an exact
    // expression; an inexact one is the value modulo 2^bits, which only narrowing keeps.
    fn eval_int_cast(&self, arg: Value, ty: TypeId) -> Option<IntInfo> {
        let from = self.func.value_type(arg);
        if !self.types().is_integer(from) || self.types().int_kind(ty) == Some(IntKind::Bool) {
            return None;
        }
        let src = self.int_of(arg)?;
        let (from_bits, to_bits) = (self.int_bits(from), self.int_bits(ty));
        if self.range_fits(from, ty) {
            return src.nowrap.then(|| src.clone());
        }
        if to_bits <= from_bits || src.nowrap {
            return Some(IntInfo { expr: src.expr.clone(), nowrap: false });
        }
        None
    }

    fn int_bits(&self, ty: TypeId) -> u32 {
        self.types().int_kind(ty).map_or(64, |k| k.bits())
    }

    /// `(min, max)` of an integer type.
    fn type_range(&self, ty: TypeId) -> (i128, i128) {
        let bits = self.int_bits(ty);
        if self.types().is_signed(ty) {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        } else {
            (0, (1i128 << bits) - 1)
        }
    }

    fn range_fits(&self, from: TypeId, to: TypeId) -> bool {
        let (a, b) = (self.type_range(from), self.type_range(to));
        b.0 <= a.0 && a.1 <= b.1
    }

    fn eval_addr(&self, data: &InstData) -> Option<Address> {
        let types = self.types();
        let (base, bytes) = match data {
            InstData::SlotAddr(slot) => return Some(Address { base: Base::Slot(*slot), offset: Affine::default() }),
            InstData::GlobalAddr(g) => return Some(Address { base: Base::Global(*g), offset: Affine::default() }),
            InstData::Cast { arg } if types.is_pointer(self.func.value_type(*arg)) => {
                return self.info.addrs[*arg].clone();
            }
            InstData::PtrAdd { base, index } => {
                let size = types.size_of(types.pointee(self.func.value_type(*base))?)?;
                (*base, self.scaled_index(*index, size)?)
            }
            InstData::ElemAddr { base, index } => {
                let elem = types.array_elem(types.pointee(self.func.value_type(*base))?)?;
                (*base, self.scaled_index(*index, types.size_of(elem)?)?)
            }
            InstData::FieldAddr { base, field } => {
                let rec = types.record_of(types.pointee(self.func.value_type(*base))?)?;
                let offset = types.records[rec].fields.get(*field as usize)?.offset;
                (*base, Affine::constant(i64::try_from(offset).ok()?))
            }
            _ => return None,
        };
        let base = self.info.addrs[base].as_ref()?;
        Some(Address { base: base.base, offset: base.offset.add(&bytes)? })
    }

    /// An index scaled to bytes: exact, or exact modulo 2^64 where the index is as wide as an
    /// address (`a[i]` for a `size_t i` that may wrap, `(long)i` to the frontend): the address
    /// is computed modulo 2^64 in the scalar loop too, so the expression gives it bit for bit,
    /// and consecutive indices stay consecutive addresses. A narrower index that wraps
    /// (`unsigned` zero-extended) jumps by 2^32 elements instead, and has no expression.
    fn scaled_index(&self, index: Value, size: u64) -> Option<Affine> {
        let address_wide = self.int_bits(self.func.value_type(index)) == 64;
        let info = self.int_of(index).filter(|i| i.nowrap || address_wide)?;
        info.expr.scale(i64::try_from(size).ok()?)
    }
}

/// `a op b` as `!(a op' b)`.
fn negate(op: BinaryOp) -> BinaryOp {
    op.int_negated().unwrap_or(op)
}

/// `a op b` as `b op' a`.
fn swap(op: BinaryOp) -> BinaryOp {
    op.swapped().unwrap_or(op)
}

/// The exit test of a loop: the condition, `lhs op rhs`, and whether the branch stays in the
/// loop when the condition is true. A branch on an integer (`while (n--)`, `while (--n)`) is
/// `n != 0`, with no `rhs`.
struct ExitTest {
    cond: Value,
    op: BinaryOp,
    lhs: Value,
    rhs: Option<Value>,
    stays_if_true: bool,
}

impl<'a> Ctx<'a> {
    /// First pass: header parameters whose every latch value is `param + step`, step invariant.
    fn find_candidates(&self, cfg: &ControlFlowGraph) -> BTreeMap<Value, Candidate> {
        let mut res = BTreeMap::new();
        for lp in self.loops.loops() {
            let data = self.loops.data(lp);
            let params = self.func.dfg.block_params(data.header);
            for (idx, &param) in params.iter().enumerate() {
                let incoming = |from_inside: bool| self.incoming(cfg, lp, idx, from_inside);
                let starts = incoming(false);
                let Some(&start) = starts.first().filter(|s| starts.iter().all(|o| o == *s)) else {
                    continue;
                };
                let latch_values = incoming(true);
                let mut found: Option<Candidate> = None;
                for &latch_value in &latch_values {
                    let Some(cand) = self.update_of(lp, param, start, latch_value) else {
                        found = None;
                        break;
                    };
                    found = match found {
                        None => Some(cand),
                        Some(prev) if prev.step == cand.step => Some(Candidate {
                            exact_update: prev.exact_update && cand.exact_update,
                            wraps_at_type: prev.wraps_at_type && cand.wraps_at_type,
                            ..prev
                        }),
                        Some(_) => None,
                    };
                    if found.is_none() {
                        break;
                    }
                }
                if let Some(cand) = found {
                    res.insert(param, cand);
                }
            }
        }
        self.add_wrap_arounds(cfg, &mut res);
        res
    }

    /// Wrap-around variables that are inductions: a header parameter whose every latch value
    /// is another header parameter `q` of the loop, an induction (or one of these), and whose
    /// start is `q`'s start minus its step (`prev = i - 1; for (...) { ...; prev = i; }`, or
    /// any once `peel.rs` ran the first iteration before the loop). It holds `q`'s value of the
    /// iteration before, which is then `start + step·{L}` on every iteration, the first too.
    fn add_wrap_arounds(&self, cfg: &ControlFlowGraph, res: &mut BTreeMap<Value, Candidate>) {
        // A chain of n wrap-arounds takes n rounds.
        for _ in 0..4 {
            let mut found = Vec::new();
            for lp in self.loops.loops() {
                let data = self.loops.data(lp);
                let params = self.func.dfg.block_params(data.header);
                for (idx, &param) in params.iter().enumerate() {
                    if res.contains_key(&param) {
                        continue;
                    }
                    let incoming = |from_inside: bool| self.incoming(cfg, lp, idx, from_inside);
                    let starts = incoming(false);
                    let latch_values = incoming(true);
                    let (Some(&start), Some(&q)) = (starts.first(), latch_values.first()) else { continue };
                    if starts.iter().any(|s| *s != start) || latch_values.iter().any(|v| *v != q) || q == param {
                        continue;
                    }
                    let Some(qc) = res.get(&q).filter(|_| params.contains(&q)) else { continue };
                    if self.value_minus(qc.start, &qc.step).is_some_and(|before| self.same_value(start, &before)) {
                        found.push((param, Candidate { start, ..qc.clone() }));
                    }
                }
            }
            if found.is_empty() {
                break;
            }
            res.extend(found);
        }
    }

    /// What the edges into `lp`'s header from inside the loop (its latches) or from outside pass
    /// to its parameter `idx`.
    fn incoming(&self, cfg: &ControlFlowGraph, lp: Loop, idx: usize, from_inside: bool) -> Vec<Value> {
        let data = self.loops.data(lp);
        let preds = cfg.preds(data.header).iter().filter(|p| data.contains(**p) == from_inside);
        preds.flat_map(|&p| self.func.calls_to(p, data.header)).filter_map(|c| c.args.get(idx).copied()).collect()
    }

    /// `v - step` (an integer, or a pointer less `step` bytes), as an integer expression or an
    /// address.
    fn value_minus(&self, v: Value, step: &Affine) -> Option<Result<Affine, Address>> {
        if let Some(addr) = &self.info.addrs[v] {
            return Some(Err(Address { base: addr.base, offset: addr.offset.sub(step)? }));
        }
        let info = self.int_of(v).filter(|i| i.nowrap)?;
        Some(Ok(info.expr.sub(step)?))
    }

    /// Whether `v` is exactly `expected` (from `value_minus`).
    fn same_value(&self, v: Value, expected: &Result<Affine, Address>) -> bool {
        match expected {
            Ok(expr) => self.int_of(v).is_some_and(|i| i.nowrap && i.expr == *expr),
            Err(addr) => self.info.addrs[v].as_ref() == Some(addr),
        }
    }

    // latch_value = param + step (integers) or param + step bytes (pointers).
    fn update_of(&self, lp: Loop, param: Value, start: Value, latch_value: Value) -> Option<Candidate> {
        if let Some(addr) = &self.info.addrs[latch_value] {
            if addr.base != Base::Value(param) || !self.info.is_invariant(self.loops, &addr.offset, lp) {
                return None;
            }
            let step = addr.offset.clone();
            return Some(Candidate { start, step, exact_update: true, wraps_at_type: true });
        }
        let info = self.int_of(latch_value)?;
        if info.expr.coeff(Term::Value(param)) != 1 {
            return None;
        }
        let step = info.expr.sub(&Affine::term(Term::Value(param)))?;
        if !self.info.is_invariant(self.loops, &step, lp) {
            return None;
        }
        let wraps_at_type = info.nowrap
            || match self.func.dfg.defining_inst(latch_value).map(|i| self.func.inst(i)) {
                Some(InstData::Cast { arg }) => self.int_of(*arg).is_some_and(|a| a.nowrap),
                Some(InstData::Binary { op: BinaryOp::Add | BinaryOp::Sub, args }) => {
                    args.iter().all(|a| self.int_of(*a).is_some_and(|a| a.nowrap))
                }
                _ => false,
            };
        Some(Candidate { start, step, exact_update: info.nowrap, wraps_at_type })
    }

    /// The exit test of `lp` ending `block` (which may sit in a loop nested in `lp`).
    fn exit_test(&self, lp: Loop, block: Block) -> Option<ExitTest> {
        let InstData::Branch { cond, then_dest, else_dest } = self.func.inst(self.func.terminator(block)?) else {
            return None;
        };
        let data = self.loops.data(lp);
        let stays_if_true = match (data.contains(then_dest.block), data.contains(else_dest.block)) {
            (true, false) => true,
            (false, true) => false,
            _ => return None,
        };
        let def = self.func.dfg.defining_inst(*cond).map(|i| self.func.inst(i));
        let Some(InstData::Binary { op, args }) =
            def.filter(|d| matches!(d, InstData::Binary { op, .. } if op.is_comparison()))
        else {
            let is_int = self.types().is_integer(self.func.value_type(*cond));
            return is_int.then_some(ExitTest { cond: *cond, op: BinaryOp::Ne, lhs: *cond, rhs: None, stays_if_true });
        };
        // `(i < m) != 0`, as the second operand of `&&` comes: the comparison inside.
        let is_zero = |v: Value| {
            matches!(self.func.dfg.defining_inst(v).map(|i| self.func.inst(i)), Some(InstData::Const(Const::Int(0))))
        };
        if matches!(op, BinaryOp::Ne | BinaryOp::Eq) && is_zero(args[1]) {
            let inner = self.func.dfg.defining_inst(args[0]).map(|i| self.func.inst(i));
            if let Some(InstData::Binary { op: inner_op, args: inner_args }) =
                inner.filter(|d| matches!(d, InstData::Binary { op, .. } if op.is_comparison()))
            {
                let stays_if_true = stays_if_true == (*op == BinaryOp::Ne);
                let [lhs, rhs] = *inner_args;
                return Some(ExitTest { cond: *cond, op: *inner_op, lhs, rhs: Some(rhs), stays_if_true });
            }
        }
        Some(ExitTest { cond: *cond, op: *op, lhs: args[0], rhs: Some(args[1]), stays_if_true })
    }

    /// Looks through conversions that keep every value (`(long)i` for an `int i`).
    fn strip_widening(&self, mut v: Value) -> Value {
        while let Some(InstData::Cast { arg }) = self.func.dfg.defining_inst(v).map(|i| self.func.inst(i)) {
            let (from, to) = (self.func.value_type(*arg), self.func.value_type(v));
            if !self.types().is_integer(from) || !self.types().is_integer(to) || !self.range_fits(from, to) {
                break;
            }
            v = *arg;
        }
        v
    }

    // for (p = a; p < bound; p += s): the header test keeps p <= max(bound) - 1, so p + s
    // stays within p's type when max(bound) - 1 + s fits (likewise counting down).
    fn exit_bound_proves_nowrap(&self, lp: Loop, param: Value, step: &Affine) -> bool {
        let Some(step) = step.as_constant().filter(|s| *s != 0) else {
            return false;
        };
        let header = self.loops.data(lp).header;
        let Some(test) = self.exit_test(lp, header) else { return false };
        let mut op = if test.stays_if_true { test.op } else { negate(test.op) };
        let Some(rhs) = test.rhs else { return false };
        let bound = if self.strip_widening(test.lhs) == param {
            rhs
        } else if self.strip_widening(rhs) == param {
            op = swap(op);
            test.lhs
        } else {
            return false;
        };
        // The second pass has not reached the header's own instructions yet: read constants.
        let constant = match self.func.dfg.defining_inst(bound).map(|i| self.func.inst(i)) {
            Some(InstData::Const(Const::Int(bits))) if self.types().is_signed(self.func.value_type(bound)) => {
                Some(*bits as i64 as i128)
            }
            Some(InstData::Const(Const::Int(bits))) => Some(*bits as i128),
            _ => None,
        };
        let (bound_min, bound_max) = match constant {
            Some(c) => (c, c),
            None => self.type_range(self.func.value_type(self.strip_widening(bound))),
        };
        let (min, max) = self.type_range(self.func.value_type(param));
        let step = step as i128;
        match op {
            BinaryOp::Lt if step > 0 => bound_max - 1 + step <= max,
            BinaryOp::Le if step > 0 => bound_max + step <= max,
            BinaryOp::Gt if step < 0 => bound_min + 1 + step >= min,
            BinaryOp::Ge if step < 0 => bound_min + step >= min,
            _ => false,
        }
    }

    // for (size_t i = 0; i < n; i += 4) ... a[i] ...: i wraps only after indexing, on every
    // iteration, elements from its start (below 2^62) up to 2^64 - 4, more than any object
    // holds (C's objects are below 2^63 bytes: PTRDIFF_MAX), so a program whose induction
    // wraps has made an access outside its object first. LLVM draws the same conclusion from
    // an inbounds GEP that executes on every iteration.
    fn indexes_every_iteration(&self, lp: Loop, param: Value, cand: &Candidate) -> bool {
        let ty = self.func.value_type(param);
        if self.types().is_signed(ty) || self.int_bits(ty) != 64 {
            return false;
        }
        if !cand.step.as_constant().is_some_and(|c| (1..=1 << 20).contains(&c)) {
            return false;
        }
        let start = self.func.dfg.defining_inst(cand.start).map(|i| self.func.inst(i));
        if !matches!(start, Some(InstData::Const(Const::Int(c))) if *c < 1 << 62) {
            return false;
        }
        let data = self.loops.data(lp);
        let outside = |v: Value| match self.func.dfg.value_def(v) {
            ValueDef::Result(i) => self.func.layout.inst_block(i).is_some_and(|b| !data.contains(b)),
            ValueDef::Param(b, _) => !data.contains(b),
        };
        let is_param = |v: Value| {
            v == param
                || matches!(self.func.dfg.defining_inst(v).map(|i| self.func.inst(i)),
                    Some(InstData::Cast { arg }) if *arg == param && self.int_bits(self.func.value_type(v)) == 64)
        };
        let every_iteration = |b: Block| data.latches.iter().all(|&l| self.domtree.dominates(b, l));
        data.blocks.iter().filter(|b| every_iteration(**b)).any(|&b| {
            self.func.layout.block_insts(b).iter().any(|&inst| {
                let addr = match self.func.inst(inst) {
                    InstData::Load { addr, .. } | InstData::Store { addr, .. } => *addr,
                    _ => return false,
                };
                matches!(self.func.dfg.defining_inst(addr).map(|i| self.func.inst(i)),
                    Some(InstData::ElemAddr { base, index } | InstData::PtrAdd { base, index })
                        if outside(*base) && is_param(*index))
            })
        })
    }

    fn inductions(&self, lp: Loop) -> Vec<Induction> {
        let header = self.loops.data(lp).header;
        let mut res = Vec::new();
        for &param in self.func.dfg.block_params(header) {
            let (Some(step), Some(cand)) = (self.steps.get(&param), self.candidates.get(&param)) else {
                continue;
            };
            let is_pointer = self.info.addrs[param].is_some();
            let nowrap = is_pointer || self.int_of(param).is_some_and(|i| i.nowrap);
            res.push(Induction { param, start: cand.start, step: step.clone(), is_pointer, nowrap });
        }
        res
    }

    /// The compared quantity: an integer's expression, or a pointer's offset from its base.
    fn compared(&self, v: Value) -> Option<(Option<Base>, Affine, bool)> {
        if let Some(addr) = &self.info.addrs[v] {
            return Some((Some(addr.base), addr.offset.clone(), true));
        }
        self.int_of(v).map(|i| (None, i.expr.clone(), i.nowrap))
    }

    /// Pointers into two unknown objects (`p != end`) compare as their addresses: the base
    /// value's address plus the offset (the count is then not affine: it divides by the step).
    /// Without `rhs`, an integer compared with zero.
    fn compared_pair(&self, lhs: Value, rhs: Option<Value>) -> Option<((Affine, bool), (Affine, bool))> {
        let rhs = match rhs {
            Some(rhs) => self.compared(rhs)?,
            None if self.info.addrs[lhs].is_none() => (None, Affine::constant(0), true),
            None => return None,
        };
        let ((lhs_base, lhs, lhs_nowrap), (rhs_base, rhs, rhs_nowrap)) = (self.compared(lhs)?, rhs);
        if lhs_base == rhs_base {
            return Some(((lhs, lhs_nowrap), (rhs, rhs_nowrap)));
        }
        let as_address = |base: Option<Base>, offset: Affine| match base {
            Some(Base::Value(v)) => offset.add(&Affine::term(Term::Value(v))),
            _ => None,
        };
        Some(((as_address(lhs_base, lhs)?, lhs_nowrap), (as_address(rhs_base, rhs)?, rhs_nowrap)))
    }

    // With several exiting blocks, the first whose test is countable and runs on every
    // iteration is counted and the others are early exits.
    fn trip_count(&self, cfg: &ControlFlowGraph, lp: Loop) -> Result<TripCount, String> {
        let mut blocks: Vec<Block> = Vec::new();
        for (block, _) in self.loops.exits(self.func, cfg, lp) {
            if !blocks.contains(&block) {
                blocks.push(block);
            }
        }
        match blocks[..] {
            [] => Err("the loop has no exit".into()),
            [block] => self.counted_exit(lp, block),
            _ => {
                let counted = blocks.iter().find_map(|&b| self.counted_exit(lp, b).ok());
                let Some(mut trip) = counted else { return Err("the loop has more than one exiting block".into()) };
                trip.early_exits = blocks.iter().copied().filter(|b| *b != trip.exiting_block).collect();
                trip.other_counted = trip.early_exits.iter().filter_map(|&b| self.counted_exit(lp, b).ok()).collect();
                Ok(trip)
            }
        }
    }

    fn counted_exit(&self, lp: Loop, block: Block) -> Result<TripCount, String> {
        if !self.loops.data(lp).latches.iter().all(|&l| self.domtree.dominates(block, l)) {
            let loc = self.func.terminator(block).map_or(SrcLoc::default(), |t| self.func.srclocs[t]);
            return Err(format!(
                "the exit test {} does not run on every iteration",
                crate::remarks::at(loc, "in the loop")
            ));
        }
        let test = self.exit_test(lp, block).ok_or("the exit is not a comparison and a two-way branch")?;
        let Some(((lhs, lhs_nowrap), (rhs, rhs_nowrap))) = self.compared_pair(test.lhs, test.rhs) else {
            return Err("the exit compares pointers into different known objects, or non-integers".into());
        };
        let ((lhs_step, lhs_rest), (rhs_step, rhs_rest)) = (lhs.split_loop(lp), rhs.split_loop(lp));
        let mut op = if test.stays_if_true { test.op } else { negate(test.op) };
        let (step, start, bound) = match (lhs_step.as_constant(), rhs_step.as_constant()) {
            (Some(0), Some(0)) => return Err("the exit test does not depend on an induction".into()),
            (Some(s), Some(0)) => (s, lhs_rest, rhs),
            (Some(0), Some(s)) => {
                op = swap(op);
                (s, rhs_rest, lhs)
            }
            (Some(_), Some(_)) => return Err("both sides of the exit test change".into()),
            _ => return Err("the induction's step is not a constant".into()),
        };
        if !self.info.is_invariant(self.loops, &start, lp) || !self.info.is_invariant(self.loops, &bound, lp) {
            return Err("the exit bound is not loop-invariant".into());
        }
        if !lhs_nowrap || !rhs_nowrap {
            self.wrapping_count_is_exact(&start, step, op, &bound, test.lhs)?;
        }
        let backedge_taken = backedge_taken(&start, step, op, &bound)?;
        Ok(TripCount {
            exiting_block: block,
            early_exits: Vec::new(),
            other_counted: Vec::new(),
            cond: test.cond,
            start,
            step,
            op,
            bound,
            backedge_taken,
        })
    }
}

impl Ctx<'_> {
    /// A test `iv != bound` on a value that may wrap (unsigned, `--n != 0`, `while (n--)`)
    /// stops after exactly `(bound - start) / step` iterations modulo 2^bits when the step is
    /// ±1: the value meets the bound before it can pass it. That count as a mathematical
    /// integer is exact wherever it lies in [0, 2^bits); it is negative exactly where the real
    /// count wrapped (`n == 0` on entry to `do ... while (--n)`), and the vectorizer runs no
    /// vector iteration for a negative count. So the count is used when, over the full ranges
    /// of the values in it, it stays below 2^bits, and (evaluated as a 64-bit integer) above
    /// -2^63.
    fn wrapping_count_is_exact(
        &self,
        start: &Affine,
        step: i64,
        op: BinaryOp,
        bound: &Affine,
        compared: Value,
    ) -> Result<(), String> {
        let wraps = || Err("the compared induction may wrap around".to_string());
        if op != BinaryOp::Ne || step.abs() != 1 {
            return wraps();
        }
        let ty = self.func.value_type(compared);
        if !self.types().is_integer(ty) {
            return wraps();
        }
        let count = if step > 0 { bound.sub(start) } else { start.sub(bound) };
        let Some(count) = count else { return wraps() };
        let (mut lo, mut hi) = (count.constant as i128, count.constant as i128);
        for &(term, coeff) in &count.terms {
            let Term::Value(v) = term else { return wraps() };
            let vty = self.func.value_type(v);
            if !self.types().is_integer(vty) {
                return wraps();
            }
            let (min, max) = self.type_range(vty);
            let (a, b) = (min * coeff as i128, max * coeff as i128);
            lo += a.min(b);
            hi += a.max(b);
        }
        if hi < (1i128 << self.int_bits(ty)) && lo >= i64::MIN as i128 {
            Ok(())
        } else {
            Err("the compared induction may wrap around, and its count may not fit its type".into())
        }
    }
}

// Goes on while `start + step·k op bound`: the first failing k. Up: k = ceil((bound - start)
// / step) for `<` and `!=`, floor(...) + 1 for `<=`; down likewise with the difference negated.
fn backedge_taken(start: &Affine, step: i64, op: BinaryOp, bound: &Affine) -> Result<Option<Affine>, String> {
    let (diff, inclusive) = match (op, step > 0) {
        (BinaryOp::Lt | BinaryOp::Ne, true) => (bound.sub(start), false),
        (BinaryOp::Le, true) => (bound.sub(start), true),
        (BinaryOp::Gt | BinaryOp::Ne, false) => (start.sub(bound), false),
        (BinaryOp::Ge, false) => (start.sub(bound), true),
        _ => return Err(format!("the induction (step {}) moves away from the exit bound ({})", step, op.name())),
    };
    let Some(diff) = diff else { return Ok(None) };
    let Some(magnitude) = step.checked_abs() else { return Ok(None) };
    let divisible = diff.constant % magnitude == 0 && diff.terms.iter().all(|(_, c)| c % magnitude == 0);
    let extra = Affine::constant(inclusive as i64);
    if divisible {
        let quotient = Affine {
            constant: diff.constant / magnitude,
            terms: diff.terms.iter().map(|&(t, c)| (t, c / magnitude)).collect(),
        };
        let count = quotient.add(&extra);
        return match count.as_ref().and_then(|c| c.as_constant()) {
            Some(c) if c < 0 && op == BinaryOp::Ne => Err("the induction steps away from the `!=` bound".into()),
            Some(c) if c < 0 => Ok(Some(Affine::constant(0))),
            _ => Ok(count),
        };
    }
    match diff.as_constant() {
        Some(_) if op == BinaryOp::Ne => Err("the induction steps over the `!=` bound".into()),
        Some(c) if c < 0 => Ok(Some(Affine::constant(0))),
        Some(c) if inclusive => Ok(Some(Affine::constant(c / magnitude + 1))),
        Some(c) => Ok(Some(Affine::constant(c / magnitude + (c % magnitude != 0) as i64))),
        None => Ok(None),
    }
}

impl fmt::Display for TripCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "exit in {} ({}): goes on while ", self.exiting_block, self.cond)?;
        let moving = match self.step {
            1 => "k".to_string(),
            -1 => "-k".to_string(),
            step => format!("{}*k", step),
        };
        let iv = match (self.start.as_constant(), self.step < 0) {
            (Some(0), _) => moving,
            (_, false) => format!("{} + {}", self.start, moving),
            (_, true) => format!("{} - {}", self.start, moving.trim_start_matches('-')),
        };
        write!(f, "{} {} {}", iv, self.op.c_op().unwrap_or("?"), self.bound)?;
        match &self.backedge_taken {
            Some(count) => write!(f, "; backedge-taken count {}", count),
            None => write!(f, "; backedge-taken count not affine"),
        }?;
        if !self.early_exits.is_empty() {
            let blocks: Vec<String> = self.early_exits.iter().map(|b| b.to_string()).collect();
            write!(f, " (at most: early exits in {})", blocks.join(", "))?;
        }
        Ok(())
    }
}

impl fmt::Display for AffineInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (lp, data) in &self.loops {
            writeln!(f, "{} (header {}):", lp, data.header)?;
            for ind in &data.inductions {
                let wrap = if ind.nowrap { "" } else { " (may wrap)" };
                writeln!(f, "    induction {}: start {}, step {}{}", ind.param, ind.start, ind.step, wrap)?;
            }
            match &data.trip_count {
                Ok(trip) => writeln!(f, "    {}", trip)?,
                Err(why) => writeln!(f, "    no trip count: {}", why)?,
            }
        }
        for &v in &self.order {
            if let Some(info) = &self.ints[v] {
                if info.expr != Affine::term(Term::Value(v)) && info.expr.as_constant().is_none() {
                    let wrap = if info.nowrap { "" } else { " (may wrap)" };
                    writeln!(f, "{} = {}{}", v, info.expr, wrap)?;
                }
            }
            if let Some(addr) = &self.addrs[v] {
                if addr.base != Base::Value(v) {
                    writeln!(f, "{} = &{}", v, addr)?;
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(start: i64, step: i64, op: BinaryOp, bound: i64) -> String {
        match backedge_taken(&Affine::constant(start), step, op, &Affine::constant(bound)) {
            Ok(Some(count)) => count.to_string(),
            Ok(None) => "not affine".into(),
            Err(why) => why,
        }
    }

    #[test]
    fn constant_trip_counts_match_the_c_loops() {
        // for (i = 0; i < 10; i += 3): i = 0, 3, 6, 9.
        assert_eq!(count(0, 3, BinaryOp::Lt, 10), "4");
        // for (i = 0; i <= 9; i += 3): the same four.
        assert_eq!(count(0, 3, BinaryOp::Le, 9), "4");
        // for (i = 10; i > 0; i -= 2): 10, 8, 6, 4, 2.
        assert_eq!(count(10, -2, BinaryOp::Gt, 0), "5");
        // for (i = 10; i >= 0; i -= 4): 10, 6, 2.
        assert_eq!(count(10, -4, BinaryOp::Ge, 0), "3");
        // for (i = 5; i < 2; i++): never.
        assert_eq!(count(5, 1, BinaryOp::Lt, 2), "0");
        assert_eq!(count(0, 2, BinaryOp::Ne, 8), "4");
        assert_eq!(count(0, 2, BinaryOp::Ne, 7), "the induction steps over the `!=` bound");
        assert_eq!(count(0, -1, BinaryOp::Lt, 7), "the induction (step -1) moves away from the exit bound (lt)");
    }

    #[test]
    fn products_stay_affine_only_with_one_unknown() {
        let v0 = Affine::term(Term::Value(Value::from_u32(0)));
        let v1 = Affine::term(Term::Value(Value::from_u32(1)));
        let lp = Loop::from_u32(0);
        let iv = Affine::term(Term::Iter(lp)).scale(2).unwrap().add(&Affine::constant(1)).unwrap();
        assert_eq!(v0.mul(&iv).unwrap().to_string(), "v0 + 2*v0*{loop0}");
        assert_eq!(v0.mul(&v1), None);
        assert_eq!(iv.mul(&iv), None);
        assert_eq!(v1.times_iter(lp).unwrap().sub(&Affine::constant(3)).unwrap().to_string(), "v1*{loop0} - 3");
        assert_eq!(Affine::constant(i64::MAX).add(&Affine::constant(1)), None);
    }
}
