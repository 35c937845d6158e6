//! Legality: can this innermost loop be vectorized, and with what? (VPlan's "Legal Step".)
//!
//! Accepts a loop in the shape the frontend and mem2reg leave a `for`, `while` or `do`: a
//! preheader, then the body's blocks with forward branches only (if/else, `?:`, `continue`:
//! `predicate.rs` turns them into masks and blends) up to the single latch, with the only
//! exit test at the top (the header) or at the end (the latch), and other exits whose tests
//! also compare an induction with a bound from before the loop (`i < n && i < m`: the vector
//! loop runs the smallest count, `other_trip_counts`). Header parameters must be inductions with a constant step (from `affine`) or
//! reductions (`+ * & | ^`, and min/max as compare + select); `deps` bounds the VF and asks
//! for runtime overlap checks. It then walks the body from its roots (stores and reduction updates) and
//! records which values are needed as vectors and which as scalars (lane 0 of each part).
//!
//! Memory accesses are consecutive, reversed (one element down per iteration; under a
//! condition, a masked gather or scatter of stride -1), strided (a constant number of
//! elements), loop-invariant loads, or gathers `base[index]` from a pointer defined before the
//! loop. Stores through an index (`a[idx[i]] = x`) are scatters in lane order where nothing
//! else in the loop touches their object (`scatter.rs`).
//!
//! In conditional blocks, `find_masked` picks the instructions that must not act on inactive
//! lanes (stores, loads not known to be readable, trapping or overflowing arithmetic, calls).
//! A reduction may be updated under a condition (its chain runs through blends). A header
//! parameter that no instruction of the loop reads and that every iteration sets is a last
//! value (`last = a[i];` used after the loop): the middle block takes the last lane.
//!
//! Early exits (`return`, `break`) other than the counted test: each must run on every
//! iteration, and what runs before the vector loop's test of them must be safe for the
//! iterations past an exiting one (no stores, nothing that traps, loads inside arrays of known
//! length for every iteration: `check_before_exit_test`, or consecutive loads of one pointer of
//! unknown extent that every iteration makes before its first exit test: aligned after a peel
//! loop, `AlignPeel` and `peel.rs`).
//!
//! Stores to one address on every iteration (`g = b[i]`): a scatter of stride 0 where no
//! other access of the loop touches that address and no runtime check would have to cover
//! it; the plan stores only the last lane where the store runs on every iteration.
//!
//! A loop without a counted exit at its top or end (`while (*s) s++;`, or the counted test in
//! the middle of the body) treats every exit as an early exit (`LegalLoop::uncounted`).
//! Two pointers of unknown extent read alike before the test (`a[i] == b[i]`): the peel aligns
//! the first, and the others are tested for page crossings per vector iteration, or aligned by
//! the same peel where their misalignments agree (`AlignPeel::also`).
//!
//! Deliberately not handled yet (each is a precise "no" with its location): early exits reading
//! a second pointer only after the first exit test (strcmp's `*a && *a == *b`), or under a
//! condition, unsigned 32-bit or size_t indices that may wrap in a loop without a counted exit, switches, min/max written with `if` through conversions, histogram updates through an index (`scatter.rs`),
//! reductions through casts other than C's promotions of a
//! narrow integer accumulator, or through `-`.
//!
//! A header parameter replaced under a condition and read nowhere else in the loop
//! (`if (a[i] > 0) last = i;`) is a conditional last value (`last_value.rs`).
//! Nothing here mutates the IR.

use super::narrow::Users;
use super::predicate::{self, Edge, Predication};
use crate::abi::vfabi::{ParamAbi, Variant};
use crate::analysis::affine::{Affine, AffineInfo, Base, Term, TripCount};
use crate::analysis::deps::{AccessKind, LoopDeps, RuntimeCheck, PURE_MATH};
use crate::analysis::{ControlFlowGraph, Loop, LoopData, LoopForest};
use crate::ir::*;
use crate::remarks;
use std::collections::{BTreeMap, BTreeSet};

/// Why a loop stays scalar, at the location to report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub message: String,
    pub loc: SrcLoc,
}

/// A header parameter that counts: `param = start + step·k` (step in the value's units for
/// integers, in elements for pointers).
#[derive(Clone, Debug)]
pub struct IndVar {
    pub param: Value,
    pub start: Value,
    pub step: i64,
    pub is_pointer: bool,
}

/// How a reduction combines its values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RedKind {
    /// `r = r op x` for `Add`, `Mul`, `And`, `Or`, `Xor`.
    Binary(BinaryOp),
    /// `r = x < r ? x : r` and its variants: `Min` or `Max`.
    MinMax(BinaryOp),
}

impl RedKind {
    pub fn op(self) -> BinaryOp {
        match self {
            RedKind::Binary(op) | RedKind::MinMax(op) => op,
        }
    }
}

/// A header parameter that accumulates: `param` starts at `start`, the latch passes `update`.
#[derive(Clone, Debug)]
pub struct Reduction {
    pub param: Value,
    pub start: Value,
    pub update: Value,
    /// Every value that carries the accumulator inside the loop: the updates `acc op x` and
    /// the blends of a conditional update (`update` among them).
    pub chain: Vec<Value>,
    pub kind: RedKind,
    pub is_float: bool,
}

/// A header parameter that only carries a value out of the loop (`last = a[i];` used after
/// it): the vector loop's last lane of `update` is where the scalar epilogue resumes from.
#[derive(Clone, Debug)]
pub struct LastValue {
    pub param: Value,
    pub update: Value,
}

/// What the plan needs to know about a legal loop.
#[derive(Clone, Debug)]
pub struct LegalLoop {
    pub lp: Loop,
    pub header: Block,
    pub preheader: Block,
    pub latch: Block,
    /// The loop's blocks, sorted.
    pub blocks: Vec<Block>,
    pub loc: SrcLoc,
    /// How many iterations the vector loop may run (zero when negative), invariant in the
    /// loop: the body's count when the test is at the top, one less for a do-while.
    pub trip_count: Affine,
    /// `trip_count` is to be divided by this (C division, rounding toward zero) when the
    /// induction moves by more than one unit: `for (i = 0; i < n; i += 2)` runs
    /// `(n - 0 + 1) / 2` times, `p != end` over floats `(end - p) / 4` (bytes). 1 otherwise.
    pub trip_divisor: i64,
    /// The counts of the other exits whose tests are countable (`i < n && i < 1000`), each
    /// with its divisor: the vector loop runs the smallest of these and `trip_count`.
    pub other_trip_counts: Vec<(Affine, i64)>,
    pub inductions: Vec<IndVar>,
    pub reductions: Vec<Reduction>,
    pub last_values: Vec<LastValue>,
    /// Header parameters replaced under a condition and only carried out (`last_value.rs`).
    pub cond_lasts: Vec<super::last_value::CondLast>,
    /// The demanded instructions of the loop, in program order (terminators excluded).
    pub body: Vec<Inst>,
    /// Values defined in the loop that are needed as vectors, and as scalars (lane 0 of a part).
    pub needs_vector: BTreeSet<Value>,
    pub needs_scalar: BTreeSet<Value>,
    /// Calls run once per lane, in lane order, only for the active lanes (`is_lane_call`:
    /// under a loop pragma, to functions without vector variants or vector forms), with how
    /// each argument reaches its lane.
    pub lane_calls: BTreeMap<Inst, Vec<LaneArg>>,
    /// Loads and stores that move by one element per iteration.
    pub consecutive: BTreeSet<Inst>,
    /// Loads of the same address on every iteration (done once per part, then broadcast).
    pub invariant_loads: BTreeSet<Inst>,
    /// Loads and stores that move down by one element per iteration: one vector access at
    /// the part's last lane's address, lanes reversed.
    pub reversed: BTreeSet<Inst>,
    /// Loads and stores that move by a constant number of elements other than -1, 0 and 1:
    /// lane k at lane 0's address + k·stride (a gather or scatter with constant indices).
    pub strided: BTreeMap<Inst, i64>,
    /// Loads from and stores to `base[index]` with `base` defined before the loop and `index`
    /// varying: (base, index), gathered or scattered (in lane order) with the index vector. `base` points to the element, or to an
    /// array of them (`ElemAddr`); it is defined before the loop or is the address of a global
    /// or local.
    pub indexed: BTreeMap<Inst, (Value, Value)>,
    /// The body's control flow as masks and blends (if-conversion); the blocks in order.
    pub predication: Predication,
    /// Instructions in conditional blocks that must not act on inactive lanes, with their
    /// block (whose mask they take): stores, loads not known to be safe, integer division and
    /// remainder, shifts, calls. (For the masked remainder, `tail::masked_legal`, those of every
    /// block.)
    pub masked: BTreeMap<Inst, Block>,
    pub max_safe_vf: Option<u64>,
    pub runtime_checks: Vec<RuntimeCheck>,
    /// The widest element (bytes) of a vector value (narrowed ones at their lane width): it
    /// decides the largest VF.
    pub widest_bytes: u64,
    /// The narrowest element (bytes) of a vector value: VFs go up to its register width (as
    /// many lanes as one register of it holds), as long as the widest lanes of VF·UF
    /// iterations take at most `MAX_REGISTERS` registers.
    pub narrowest_bytes: u64,
    /// Values the vector loop computes in narrower lanes than their C type (`narrow.rs`).
    pub narrowed: BTreeMap<Value, TypeId>,
    /// Narrowed shifts computed as rounding averages of two values, and the sums they replace
    /// (which get no recipe).
    pub averages: BTreeMap<Value, [Value; 2]>,
    /// Clamps computed as saturating operations (see `saturate.rs`), and (with the averages')
    /// the values those patterns fold away.
    pub saturations: BTreeMap<Value, (BinaryOp, [Value; 2])>,
    pub folded: BTreeSet<Value>,
    /// Reduction updates `acc + (int)x * (int)y` on `short` x, y computed as multiply-add
    /// pairs into an accumulator of VF/2 lanes (`madd.rs`), with their x and y; the products
    /// and casts are in `folded`.
    pub madds: BTreeMap<Value, [Value; 2]>,
    /// Store groups of stride 2 computed as complex multiplies of two load groups' pairs
    /// (`complex.rs`), by the store group's index; their products, sums and the loads only
    /// they use are in `folded`.
    pub complex_muls: BTreeMap<usize, super::complex::ComplexMul>,
    /// Remainders `x % C` of a dividend that moves by a constant step, kept running
    /// (`modind.rs`), by their value; the dividends' operations only they use are in `folded`.
    pub mod_inductions: BTreeMap<Value, super::modind::ModInd>,
    /// Signed `+ - *` and negation under a condition: computed in the unsigned lane type of
    /// the same width, so that inactive lanes wrap instead of overflowing.
    pub wrapping: BTreeSet<Inst>,
    /// Pairs of stores to one element on the two sides of an if/else, done as one store of a
    /// blend (see `merge_stores.rs`), by the later store.
    pub merged_stores: BTreeMap<Inst, super::merge_stores::MergedStore>,
    /// Strided accesses done together as wide consecutive accesses and shuffles.
    pub groups: Vec<InterleaveGroup>,
    /// The group of each member, by index into `groups`.
    pub group_of: BTreeMap<Inst, usize>,
    /// The vector loop must leave at least one iteration to the scalar loop: a load group with
    /// a gap at its end reads up to `stride - 1` elements past its last member, which are
    /// within the object only while the scalar loop goes on to read the next group.
    pub requires_scalar_epilogue: bool,
    /// `--fast-math`: math calls may use vector variants that are not bit-exact.
    pub fast_math: bool,
    /// Exits other than the counted one (`if (a[i] == x) return i;`), in block order: the
    /// vector loop tests them after the instructions of the blocks up to the last of them
    /// (`before_exit_test`) and, when any lane would leave, hands its VF·UF iterations to the
    /// scalar loop, which runs them again and leaves where the original leaves.
    pub early_exits: Vec<EarlyExit>,
    /// The blocks whose instructions run before the early-exit test (for lanes past an exiting
    /// one too): the header up to the last early exit's block, in `predication.order`.
    pub before_exit_test: Vec<Block>,
    /// The vector loop runs only when its trip count is at most this: the loads before the
    /// early-exit test stay inside their arrays for so many iterations. `None`: no bound.
    pub max_vector_trip: Option<i64>,
    /// Loads before the early-exit test from a pointer of unknown extent: done aligned, after
    /// a scalar peel loop (`peel.rs`) runs iterations until their address is a multiple of the
    /// vector iteration's bytes.
    pub align_peel: Option<AlignPeel>,
    /// No exit is counted: every exit is an early exit, and the loop goes on until one leaves
    /// (`while (*s) s++;`). `trip_count` is then `UNCOUNTED_TRIP` and `other_trip_counts` hold
    /// the iterations before an integer induction would wrap (`uncounted_bounds`) and before a
    /// load ahead of the exit test would leave its array of known length.
    pub uncounted: bool,
    /// Pointers the loop's calls pass to aligned parameters of vector variants, by value: where
    /// they start, for the guard's alignment test (`aligned.rs`).
    pub passed_pointers: BTreeMap<Value, super::aligned::PassedPointer>,
}

/// The trip count of a loop without a counted exit: more iterations than any loop reading
/// memory at each could run (2^60), so that the vector loop runs until an exit leaves.
pub const UNCOUNTED_TRIP: i64 = 1 << 60;

/// The address that the peel aligns: the loads in `loads` read `base + start + k·elem` at
/// iteration k (bytes; `start` invariant, its terms values from before the loop). A vector of
/// VF·UF lanes from an address aligned to its own size stays inside one page, and its first lane
/// is one the scalar loop reads (every iteration reads it before any early exit), so it cannot
/// fault where the scalar loop does not (LLVM's "dereferenceable via alignment").
#[derive(Clone, Debug)]
pub struct AlignPeel {
    pub loads: Vec<Inst>,
    pub base: Value,
    pub start: Affine,
    pub elem: i64,
    /// Other pointers of unknown extent read the same way (elements of `elem` bytes, one up
    /// per iteration: `a[i] == b[i]`), by base and start: the peel aligns them too where their
    /// address has the same remainder modulo the vector iteration's bytes as `base`'s, a
    /// runtime test in the guard; elsewhere the scalar loop runs (their loads are in `loads`).
    /// A loop whose header parameters are all inductions reads them unaligned instead, and runs
    /// a vector iteration whose loads of one of them would cross a page as scalar iterations
    /// (`peel::page_checked`).
    pub also: Vec<(Value, Affine)>,
    /// The loads of the pointers in `also` (in `loads` too).
    pub also_loads: Vec<Inst>,
    /// Whether one of `also_loads` comes after an early exit (strcmp's `*a && *a == *b`): an
    /// iteration that leaves at an earlier exit does not read it, so a vector iteration's first
    /// lane may not; the lane before it was read (by the previous iteration, which went on).
    /// Only in `page_checked` loops: the page test then covers that element too, and the peel
    /// runs at least one iteration, so that there is a previous one.
    pub also_after_exit: bool,
}

/// An exit whose test is not the counted one: its block runs on every iteration and leaves
/// the loop where `cond` is nonzero (`exit_if_true`) or zero.
#[derive(Clone, Debug)]
pub struct EarlyExit {
    pub block: Block,
    pub cond: Value,
    pub exit_if_true: bool,
}

/// Strided accesses of one kind to one base, with one stride `s` (elements) and offsets
/// within one stretch of `s` elements (`re`/`im` pairs, RGB triples): `s` consecutive vector
/// accesses from the smallest member's address cover all of them, and shuffles pick each
/// member's lanes (VPlan's interleave groups). A load group may have gaps (elements nobody
/// reads, loaded and dropped); a store group has none (every element of the stretch written).
#[derive(Clone, Debug)]
pub struct InterleaveGroup {
    pub stride: i64,
    pub kind: AccessKind,
    /// (access, its offset in elements from the smallest member), in program order.
    pub members: Vec<(Inst, i64)>,
    /// Where the group's accesses are done: the first member in program order for loads
    /// (later members' values may be used before their own load), the last for stores (the
    /// stored values are all computed by then).
    pub leader: Inst,
}

impl InterleaveGroup {
    /// Whether some offsets below the stride have no member (a store group's vectors are then
    /// written with masked stores that leave those elements alone).
    pub fn has_gaps(&self) -> bool {
        (self.members.len() as i64) < self.stride
    }
}

impl LegalLoop {
    /// Whether the access `inst` moves by a constant whole number of elements per iteration
    /// (consecutive, reversed or strided).
    pub fn moves_by_elements(&self, inst: Inst) -> bool {
        self.consecutive.contains(&inst) || self.reversed.contains(&inst) || self.strided.contains_key(&inst)
    }

    /// The trip count when it is a constant: the smallest of the counted exits' counts, each
    /// divided by its divisor (`None` when one of them is not a constant).
    pub fn constant_trip(&self) -> Option<i64> {
        if self.uncounted {
            return None;
        }
        let mut res = self.trip_count.as_constant()? / self.trip_divisor;
        for (count, divisor) in &self.other_trip_counts {
            res = res.min(count.as_constant()? / divisor);
        }
        Some(res)
    }

    /// The trip count as `--emit=vplan` prints it: `min(..)` over the counted exits.
    pub fn describe_trip(&self) -> String {
        let one = |count: &Affine, divisor: i64| match divisor {
            1 => count.to_string(),
            d => format!("({}) / {}", count, d),
        };
        let mut all = vec![one(&self.trip_count, self.trip_divisor)];
        all.extend(self.other_trip_counts.iter().map(|(c, d)| one(c, *d)));
        if self.uncounted {
            // The loop goes on until an exit leaves: the counts are where the vector loop stops.
            all.remove(0);
            let bound =
                if all.is_empty() { "no bound".to_string() } else { format!("at most min({})", all.join(", ")) };
            return format!("none (no counted exit: until an exit leaves; {})", bound);
        }
        if all.len() == 1 {
            all.remove(0)
        } else {
            format!("min({})", all.join(", "))
        }
    }

    /// Whether `v` is defined inside the loop (a header parameter or a loop instruction's result).
    /// The element type of `v`'s vectors: its narrowed lane type, else its own.
    pub fn lane_type(&self, func: &Function, v: Value) -> TypeId {
        self.narrowed.get(&v).copied().unwrap_or_else(|| func.value_type(v))
    }

    pub fn defines(&self, func: &Function, v: Value) -> bool {
        let block = match func.dfg.value_def(v) {
            ValueDef::Param(block, _) => Some(block),
            ValueDef::Result(inst) => func.layout.inst_block(inst),
        };
        block.is_some_and(|b| self.blocks.binary_search(&b).is_ok())
    }
}

/// The pieces of the function `check` reads.
pub struct LegalInput<'a> {
    pub module: &'a Module,
    pub func: &'a Function,
    pub cfg: &'a ControlFlowGraph,
    pub loops: &'a LoopForest,
    pub affine: &'a AffineInfo,
    pub deps: &'a LoopDeps,
    /// Every value's readers in the function (`narrow::Users`).
    pub users: &'a Users,
    /// Float reductions may be reassociated (`--fast-math`).
    pub fast_math: bool,
}

/// The location of a loop in remarks: its header's first instruction.
pub fn loop_loc(func: &Function, header: Block) -> SrcLoc {
    func.layout.block_insts(header).first().map_or(func.loc, |inst| func.srclocs[*inst])
}

fn refuse<T>(loc: SrcLoc, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal { message: message.into(), loc })
}

/// Decides whether `lp` can be vectorized; every "no" names the instruction and its location.
pub fn check(input: &LegalInput, lp: Loop) -> Result<LegalLoop, Refusal> {
    let LegalInput { func, loops, cfg, affine, .. } = *input;
    let data = loops.data(lp);
    let header = data.header;
    let loc = loop_loc(func, header);
    if !data.children.is_empty() {
        return refuse(loc, "it is not an innermost loop");
    }
    let Some(preheader) = loops.preheader(cfg, lp) else {
        return refuse(loc, "the loop has no preheader");
    };
    let [latch] = data.latches[..] else {
        return refuse(loc, "the loop has more than one latch");
    };
    let info = affine.loop_info(lp).ok_or_else(|| Refusal { message: "no affine information".into(), loc })?;
    // A counted exit at the top or the end of the body. Without one every exit is an early
    // exit (`LegalLoop::uncounted`): the vector loop runs until one of them leaves, its count
    // bounded only by where an induction would wrap (`uncounted_bounds`, after the inductions).
    let counted = match &info.trip_count {
        Ok(trip) if trip.exiting_block == header || trip.exiting_block == latch => Some(trip),
        _ => None,
    };
    let computable = |count: &Affine| {
        affine.is_invariant(loops, count, lp) && count.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)))
    };
    let (trip_count, trip_divisor, mut other_trip_counts, early_exit_blocks, predication) = match counted {
        Some(trip) => {
            // With the test at the top the body runs `backedge_taken` times; with the test at the end
            // (do-while) once more, and that last iteration is always left to the scalar epilogue, so
            // that the values used after the loop come out of it. Either way the vector loop may run
            // `backedge_taken` iterations.
            let Some((trip_count, trip_divisor)) = count_of(input, trip) else {
                return refuse(loc, "the trip count is not an affine expression (an induction steps by more than one toward a `!=` bound)");
            };
            if !computable(&trip_count) {
                return refuse(loc, "the trip count is not computable before the loop");
            }
            // Other exits that compare an induction with a bound from before the loop: the vector loop
            // runs only iterations that pass every test (the smallest count), and the scalar loop
            // leaves through whichever test fails first. The remaining exits are early exits.
            let mut other_trip_counts = Vec::new();
            let mut counted_exits = Vec::new();
            for other in &trip.other_counted {
                let Some((count, divisor)) = count_of(input, other).filter(|(count, _)| computable(count)) else {
                    continue;
                };
                other_trip_counts.push((count, divisor));
                counted_exits.push(other.exiting_block);
            }
            let early_exit_blocks: Vec<Block> =
                trip.early_exits.iter().copied().filter(|b| !counted_exits.contains(b)).collect();
            let predication = predicate::analyze(func, data, latch, trip.exiting_block, &trip.early_exits)?;
            (trip_count, trip_divisor, other_trip_counts, early_exit_blocks, predication)
        }
        None => {
            let mut exits: Vec<Block> = Vec::new();
            for (block, _) in loops.exits(func, cfg, lp) {
                if !exits.contains(&block) {
                    exits.push(block);
                }
            }
            let Some(&first) = exits.first() else { return refuse(loc, "the loop has no exit") };
            let predication = predicate::analyze(func, data, latch, first, &exits)?;
            (Affine::constant(UNCOUNTED_TRIP), 1, Vec::new(), exits, predication)
        }
    };
    let uncounted = counted.is_none();
    let inductions = find_inductions(input, lp, loc)?;
    if uncounted {
        other_trip_counts = uncounted_bounds(input, &inductions);
    }
    let mut reductions = Vec::new();
    let mut last_values = Vec::new();
    let mut cond_lasts = Vec::new();
    for &param in func.dfg.block_params(header) {
        if inductions.iter().any(|ind| ind.param == param) {
            continue;
        }
        match find_reduction(input, lp, preheader, latch, param, &predication) {
            Ok(red) => reductions.push(red),
            Err(why) => match find_last_value(input, lp, latch, param, &inductions) {
                Some(last) => last_values.push(last),
                None => {
                    match super::last_value::find(input, lp, (preheader, latch), param, &predication, &inductions) {
                        Some(found) => cond_lasts.push(found?),
                        None => return Err(why),
                    }
                }
            },
        }
    }
    check_memory(input, lp, loc)?;
    let mut res = LegalLoop {
        lp,
        header,
        preheader,
        latch,
        blocks: data.blocks.clone(),
        loc,
        trip_count,
        trip_divisor,
        other_trip_counts,
        inductions,
        reductions,
        last_values,
        cond_lasts,
        body: Vec::new(),
        needs_vector: BTreeSet::new(),
        needs_scalar: BTreeSet::new(),
        lane_calls: BTreeMap::new(),
        consecutive: BTreeSet::new(),
        invariant_loads: BTreeSet::new(),
        reversed: BTreeSet::new(),
        strided: BTreeMap::new(),
        indexed: BTreeMap::new(),
        predication,
        masked: BTreeMap::new(),
        // A scatter in lane order keeps a lone store through an index (`scatter.rs`).
        max_safe_vf: input
            .deps
            .dependences
            .iter()
            .filter(|d| !super::scatter::lone_indexed_store(input.deps, d))
            .filter_map(|d| d.max_vf())
            .min(),
        runtime_checks: input.deps.runtime_checks.clone(),
        widest_bytes: 0,
        narrowest_bytes: 0,
        narrowed: BTreeMap::new(),
        averages: BTreeMap::new(),
        saturations: BTreeMap::new(),
        folded: BTreeSet::new(),
        madds: BTreeMap::new(),
        complex_muls: BTreeMap::new(),
        mod_inductions: BTreeMap::new(),
        wrapping: BTreeSet::new(),
        merged_stores: BTreeMap::new(),
        groups: Vec::new(),
        group_of: BTreeMap::new(),
        requires_scalar_epilogue: false,
        fast_math: input.fast_math,
        early_exits: Vec::new(),
        before_exit_test: Vec::new(),
        max_vector_trip: None,
        align_peel: None,
        uncounted,
        passed_pointers: BTreeMap::new(),
    };
    find_early_exits(input, &early_exit_blocks, &mut res)?;
    if uncounted {
        check_uncounted(input, &res)?;
    }
    classify_accesses(input, &mut res);
    let insts: Vec<Inst> = res
        .predication
        .order
        .iter()
        .flat_map(|b| func.layout.block_insts(*b).iter().copied())
        .filter(|i| !func.inst(*i).is_terminator())
        .collect();
    demand(input, &insts, &mut res)?;
    if uncounted && is_strlen_search(input, &res) {
        let message = "the loop is a strlen search (one byte loaded and tested against 0, nothing else): left as written, since the C library's strlen, which gcc -O2 calls for such a loop, reads 128 bytes a step and is faster than vcc's byte loop (bench strlen_u8: vcc's loop of 32 byte lanes ran at 0.30x of it on AVX2, 0.26x on AVX-512)";
        return refuse(res.loc, message.to_string());
    }
    find_masked(input, &mut res)?;
    res.merged_stores = super::merge_stores::find(func, input.deps, &res);
    for m in res.merged_stores.values() {
        res.masked.remove(&m.if_true);
        res.masked.remove(&m.if_false);
    }
    find_groups(input, &mut res);
    if !res.early_exits.is_empty() {
        check_before_exit_test(input, &mut res)?;
    }
    let users = input.users;
    let narrowing = super::narrow::analyze(input.module, func, &res, users);
    res.narrowed = narrowing.lanes;
    res.averages = narrowing.averages;
    res.saturations = narrowing.saturations;
    res.folded = narrowing.folded;
    let madds = super::madd::find(input.module, func, &res, users);
    res.madds = madds.updates;
    res.folded.extend(madds.folded);
    let complexes = super::complex::find(input.module, func, &res, users);
    res.complex_muls = complexes.muls;
    res.folded.extend(complexes.folded);
    let modular = super::modind::find(input, &res, users);
    for (v, m) in &modular.inds {
        if m.lane != func.value_type(*v) {
            res.narrowed.insert(*v, m.lane);
        }
    }
    res.mod_inductions = modular.inds;
    res.folded.extend(modular.folded);
    let (widest, narrowest) = lane_widths(input.module, func, &res, users);
    if !res.narrowed.is_empty() || !res.madds.is_empty() || !res.mod_inductions.is_empty() {
        res.widest_bytes = widest;
    }
    res.narrowest_bytes = narrowest.min(res.widest_bytes);
    Ok(res)
}

/// The widest and the narrowest lane (bytes) of the vector values, narrowed ones at their
/// narrowed width (a multiply-add accumulator at its inputs' 2 bytes: it has half the lanes).
fn lane_widths(module: &Module, func: &Function, res: &LegalLoop, users: &Users) -> (u64, u64) {
    let types = &module.types;
    let (mut widest, mut narrowest) = (0, u64::MAX);
    let mut see = |bytes: u64| {
        widest = widest.max(bytes);
        narrowest = narrowest.min(bytes);
    };
    // A comparison whose every use takes it as a mask (a branch's or a select's condition, a
    // truth test, `truth_test`) has no lanes of `int`: its vector is the mask; nor has a
    // constant only truth tests read.
    let as_mask = |v: Value, u: Inst| match func.inst(u) {
        InstData::Branch { cond, .. } | InstData::Select { cond, .. } => {
            *cond == v && !func.inst(u).operands().iter().skip(1).any(|a| *a == v)
        }
        _ => truth_test(func, u).is_some(),
    };
    let only_tested = |v: Value| users.get(&v).is_some_and(|us| us.iter().all(|u| as_mask(v, *u)));
    for &inst in &res.body {
        let Some(v) = func.dfg.result(inst).filter(|v| res.needs_vector.contains(v) && !res.folded.contains(v)) else {
            continue;
        };
        if !matches!(types.kind(func.value_type(v)), TypeKind::Int(_) | TypeKind::Float(_)) {
            continue;
        }
        if truth_test(func, inst).is_some()
            || (gives_mask(func, inst) || matches!(func.inst(inst), InstData::Const(_))) && only_tested(v)
        {
            continue;
        }
        see(if res.madds.contains_key(&v) { 2 } else { types.size_of(res.lane_type(func, v)).unwrap_or(8) });
    }
    for ind in res.inductions.iter().filter(|ind| res.needs_vector.contains(&ind.param)) {
        see(types.size_of(func.value_type(ind.param)).unwrap_or(8));
    }
    (widest.max(1), narrowest.max(1))
}

/// Whether `inst`'s vector form is a mask: a comparison or a `!`.
pub fn gives_mask(func: &Function, inst: Inst) -> bool {
    matches!(func.inst(inst), InstData::Binary { op, .. } if op.is_comparison())
        || matches!(func.inst(inst), InstData::Unary { op: UnaryOp::LogNot, .. })
}

/// `c != 0` or `c == 0` on the 0 or 1 of a comparison `c` (C's `&&` and `||` test their
/// operands so: `while (i < n && s[i] != c)`): `c`, and whether the test is `== 0`. Its vector
/// form is `c`'s mask or that mask's complement, with no lanes of `int`.
pub fn truth_test(func: &Function, inst: Inst) -> Option<(Value, bool)> {
    let InstData::Binary { op: op @ (BinaryOp::Eq | BinaryOp::Ne), args: [c, zero] } = *func.inst(inst) else {
        return None;
    };
    let zero_inst = func.dfg.defining_inst(zero)?;
    let tested = func.dfg.defining_inst(c)?;
    (matches!(func.inst(zero_inst), InstData::Const(Const::Int(0))) && gives_mask(func, tested))
        .then_some((c, op == BinaryOp::Eq))
}

/// The largest stride an interleave group may have (it costs `stride` vector accesses).
const MAX_GROUP_STRIDE: i64 = 4;

/// Groups the demanded strided accesses (positive strides up to `MAX_GROUP_STRIDE`) by base,
/// kind, stride and type, with constant offsets between members. A load group needs no write
/// to its base in the loop, a store group no read of it and every element of its stretch
/// written, so that doing the members' accesses together at the leader keeps every
/// dependence (accesses to other bases are separated by `deps`). Accesses left out stay gathers
/// and scatters.
fn find_groups(input: &LegalInput, res: &mut LegalLoop) {
    let LegalInput { func, deps, .. } = *input;
    let demanded: BTreeSet<Inst> = res.body.iter().copied().collect();
    let value_ty = |inst: Inst| match func.inst(inst) {
        InstData::Store { value, .. } => Some(func.value_type(*value)),
        _ => func.dfg.result(inst).map(|v| func.value_type(v)),
    };
    // Candidates: (access index, stride), in program order.
    let mut open: Vec<(Vec<usize>, i64)> = Vec::new();
    for (idx, access) in deps.accesses.iter().enumerate() {
        let Some(&stride) = res.strided.get(&access.inst) else { continue };
        if !(2..=MAX_GROUP_STRIDE).contains(&stride) || !demanded.contains(&access.inst) {
            continue;
        }
        // Under a condition the access stays a masked gather or scatter: a group would touch
        // every member's elements on every iteration.
        if func.layout.inst_block(access.inst).is_some_and(|b| res.predication.is_conditional(b)) {
            continue;
        }
        let size = access.size as i64;
        let start = |i: usize| deps.accesses[i].step.as_ref().map(|(_, start)| start.clone());
        let fits = |members: &Vec<usize>| {
            let first = &deps.accesses[members[0]];
            if first.addr.base != access.addr.base || first.kind != access.kind || first.size != access.size {
                return false;
            }
            if value_ty(first.inst) != value_ty(access.inst) {
                return false;
            }
            let mut offsets = Vec::new();
            for &m in members.iter().chain([&idx]) {
                let (Some(a), Some(b)) = (start(m), start(members[0])) else { return false };
                let Some(diff) = a.sub(&b).and_then(|d| d.as_constant()) else { return false };
                if diff % size != 0 {
                    return false;
                }
                offsets.push(diff / size);
            }
            let (lo, hi) = (offsets.iter().min().copied().unwrap_or(0), offsets.iter().max().copied().unwrap_or(0));
            let distinct = offsets.iter().collect::<BTreeSet<_>>().len() == offsets.len();
            distinct && hi - lo < stride
        };
        match open.iter_mut().find(|(members, s)| *s == stride && fits(members)) {
            Some((members, _)) => members.push(idx),
            None => open.push((vec![idx], stride)),
        }
    }
    for (members, stride) in open {
        let first = &deps.accesses[members[0]];
        let kind = first.kind;
        let other_kind_on_base = deps.accesses.iter().any(|a| a.addr.base == first.addr.base && a.kind != kind);
        if other_kind_on_base {
            continue;
        }
        let base_start = first.step.as_ref().map(|(_, start)| start.clone()).unwrap_or_default();
        let mut offsets: Vec<(Inst, i64)> = members
            .iter()
            .map(|&m| {
                let access = &deps.accesses[m];
                let start = access.step.as_ref().map(|(_, start)| start.clone()).unwrap_or_default();
                let diff = start.sub(&base_start).and_then(|d| d.as_constant()).unwrap_or(0);
                (access.inst, diff / access.size as i64)
            })
            .collect();
        let lo = offsets.iter().map(|(_, o)| *o).min().unwrap_or(0);
        for (_, o) in offsets.iter_mut() {
            *o -= lo;
        }
        let hi = offsets.iter().map(|(_, o)| *o).max().unwrap_or(0);
        // A store group with gaps (`a[2 * i] = x`) writes its vectors with masked stores that
        // leave the gaps' elements alone (`execute.rs`; priced as the scatter it replaces where
        // masked stores are not free).
        let leader = if kind == AccessKind::Read { offsets[0].0 } else { offsets[offsets.len() - 1].0 };
        if kind == AccessKind::Read && hi < stride - 1 {
            let first = offsets
                .iter()
                .find(|(_, o)| *o == 0)
                .and_then(|(inst, _)| deps.accesses.iter().find(|a| a.inst == *inst));
            if !first.is_some_and(|first| stretch_in_bounds(input, res, first, stride)) {
                res.requires_scalar_epilogue = true;
            }
        }
        let group = res.groups.len();
        for (inst, _) in &offsets {
            res.group_of.insert(*inst, group);
        }
        res.groups.push(InterleaveGroup { stride, kind, members: offsets, leader });
    }
}

/// The iterations an exit test lets the loop run, with the divisor the count still needs:
/// `backedge_taken` when `affine` found it, else the stepped count below.
fn count_of(input: &LegalInput, trip: &TripCount) -> Option<(Affine, i64)> {
    trip.backedge_taken.clone().map(|count| (count, 1)).or_else(|| stepped_trip_count(input, trip))
}

// An induction moving by m > 1 toward its bound, `start + m·k < bound` (or `<=`, or down):
// the iterations are ceil((bound - start) / m), as the numerator bound - start + m - 1 (one more
// for `<=`) and divisor m; with C's division, a numerator below zero gives no iteration
// (guarded like any trip count below VF·UF). `p != end` over pointers that step by whole
// elements counts (end - p) / m: two pointers into one array differ by whole elements (if
// they did not, the scalar loop would run past the object). Other `!=` tests may step over
// their bound: no count.
fn stepped_trip_count(input: &LegalInput, trip: &TripCount) -> Option<(Affine, i64)> {
    let LegalInput { module, func, .. } = *input;
    let m = trip.step.checked_abs().filter(|m| *m > 1)?;
    let up = trip.step > 0;
    let diff = if up { trip.bound.sub(&trip.start)? } else { trip.start.sub(&trip.bound)? };
    let extra = match (trip.op, up) {
        (BinaryOp::Lt, true) | (BinaryOp::Gt, false) => m - 1,
        (BinaryOp::Le, true) | (BinaryOp::Ge, false) => m,
        (BinaryOp::Ne, _) => {
            let cmp = func.dfg.defining_inst(trip.cond)?;
            let InstData::Binary { args, .. } = func.inst(cmp) else { return None };
            let pointee = module.types.pointee(func.value_type(args[0]))?;
            if module.types.size_of(pointee)? as i64 != m {
                return None;
            }
            0
        }
        _ => return None,
    };
    Some((diff.add(&Affine::constant(extra))?, m))
}

fn find_inductions(input: &LegalInput, lp: Loop, loc: SrcLoc) -> Result<Vec<IndVar>, Refusal> {
    let LegalInput { module, func, affine, .. } = *input;
    let mut res = Vec::new();
    for ind in &affine.loop_info(lp).map_or(&[][..], |i| &i.inductions[..]).to_vec() {
        let Some(step) = ind.step.as_constant() else {
            return refuse(
                loc,
                format!("the induction {} has a step that is not a constant", show_value(module, func, loc, ind.param)),
            );
        };
        let step = if ind.is_pointer {
            let ty = func.value_type(ind.param);
            let size = module.types.pointee(ty).and_then(|p| module.types.size_of(p)).unwrap_or(0) as i64;
            if size == 0 || step % size != 0 {
                return refuse(
                    loc,
                    format!(
                        "the pointer induction {} does not move by whole elements",
                        show_value(module, func, loc, ind.param)
                    ),
                );
            }
            step / size
        } else {
            step
        };
        res.push(IndVar { param: ind.param, start: ind.start, step, is_pointer: ind.is_pointer });
    }
    Ok(res)
}

/// Every use of `v` by instructions in the loop, as (user, its block).
fn uses_in_loop(func: &Function, loops: &LoopForest, lp: Loop, v: Value) -> Vec<Inst> {
    let data = loops.data(lp);
    data.insts_in_order(func)
        .filter(|(_, inst)| func.inst(*inst).operands().contains(&v))
        .map(|(_, inst)| inst)
        .collect()
}

// Whether an instruction of the loop reads `v`, leaving out what its exits pass out of the loop
// (`break` with the value of this iteration): the scalar loop always takes the exit itself,
// with its own values.
fn reads_in_loop(func: &Function, data: &LoopData, v: Value) -> bool {
    data.insts_in_order(func).any(|(_, inst)| {
        let mut inst = func.inst(inst).clone();
        for dest in inst.branch_targets_mut() {
            if !data.contains(dest.block) {
                dest.args.clear();
            }
        }
        inst.operands().contains(&v)
    })
}

// r = r op x (op one of + * & | ^), or r = (x < r) ? x : r and the other min/max spellings.
fn find_reduction(
    input: &LegalInput,
    lp: Loop,
    preheader: Block,
    latch: Block,
    param: Value,
    pred: &Predication,
) -> Result<Reduction, Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    let header = loops.data(lp).header;
    let loc = loop_loc(func, header);
    let name = show_value(module, func, loc, param);
    let idx = match func.dfg.value_def(param) {
        ValueDef::Param(_, idx) => idx as usize,
        ValueDef::Result(_) => return refuse(loc, "internal: header parameter is not a parameter"),
    };
    let incoming = |from: Block| func.calls_to(from, header).first().and_then(|c| c.args.get(idx).copied());
    let (Some(start), Some(update)) = (incoming(preheader), incoming(latch)) else {
        return refuse(loc, format!("the loop-carried value {} has no single start and update", name));
    };
    let not_reduction =
        || refuse(loc, format!("the loop-carried value {} is neither an induction nor a reduction", name));
    // Without if-conversion the update itself must have the shape of one.
    if !pred.blends.contains_key(&update) {
        let Some(update_inst) = func.dfg.defining_inst(update) else { return not_reduction() };
        match func.inst(update_inst) {
            InstData::Binary { op, args } if args.contains(&param) && args[0] != args[1] => {
                if !matches!(op, BinaryOp::Add | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor) {
                    let msg = format!("the reduction of {} uses `{}`, which is not handled", name, op.name());
                    return refuse(func.srclocs[update_inst], msg);
                }
            }
            InstData::Select { cond, args } if args.contains(&param) => {
                let other = if args[0] == param { args[1] } else { args[0] };
                if min_max_kind(func, *cond, args, param, other).is_none() {
                    return not_reduction();
                }
            }
            // The conversion back of a narrow accumulator (checked by `reduction_chain`).
            InstData::Cast { .. } if narrow_conversion(input, param, update_inst) => {}
            _ => return not_reduction(),
        }
    }
    let (chain, ops) = reduction_chain(input, lp, param, update, pred, &name)?;
    let Some(&(first_op, kind)) = ops.first() else { return not_reduction() };
    let update_loc = func.srclocs[first_op];
    if let Some(&(other, _)) = ops.iter().find(|(_, k)| *k != kind) {
        return refuse(func.srclocs[other], format!("the reduction of {} mixes operations", name));
    }
    let is_float = module.types.is_float(func.value_type(param));
    if is_float && !input.fast_math && !pragma_allows(func.loop_pragmas[header].as_ref(), func.value_name(param), kind)
    {
        return refuse(
            update_loc,
            format!(
                "the float reduction of {} would be reassociated (use --fast-math or #pragma simd vec-function)",
                name
            ),
        );
    }
    if !module.types.is_arithmetic(func.value_type(param)) {
        return refuse(update_loc, format!("the reduction of {} is not on an arithmetic type", name));
    }
    // Each update converts back with `!= 0`: `r = (int)r | x` is `r || x != 0`, the OR of
    // `x != 0` in byte lanes of 0 or 1 (`execute` tests `x` so); `&` and `^` are that only
    // where `x` is 0 or 1 itself (a comparison, a `_Bool`); `+` and `*` are not lane-wise in 0 and 1.
    if module.types.int_kind(func.value_type(param)) == Some(IntKind::Bool) {
        let carries = |v: Value| v == param || chain.contains(&v);
        for &(inst, kind) in &ops {
            let other = func.inst(inst).operands().into_iter().find(|v| !carries(*v));
            let zero_one = other.and_then(|v| func.dfg.defining_inst(v)).is_some_and(|i| {
                let from_bool = matches!(func.inst(i), InstData::Cast { arg } if module.types.int_kind(func.value_type(*arg)) == Some(IntKind::Bool));
                gives_mask(func, i) || from_bool
            });
            match kind {
                RedKind::Binary(BinaryOp::Or) => {}
                RedKind::Binary(BinaryOp::And | BinaryOp::Xor) if zero_one => {}
                RedKind::Binary(op @ (BinaryOp::And | BinaryOp::Xor)) => {
                    let msg = format!(
                        "the reduction of the _Bool {} uses `{}` on a value that may be other than 0 or 1",
                        name,
                        op.name()
                    );
                    return refuse(func.srclocs[inst], msg);
                }
                _ => {
                    return refuse(
                        func.srclocs[inst],
                        format!("the reduction of the _Bool {} is not a `|`, `&` or `^`", name),
                    )
                }
            }
        }
    }
    Ok(Reduction { param, start, update, chain, kind, is_float })
}

/// A reduction's chain of values and its update instructions with their kinds.
type ReductionChain = (Vec<Value>, Vec<(Inst, RedKind)>);

// The values that carry the accumulator, found forward from `param` through its users in the
// loop: updates `acc op x` (op one of + * & | ^), min/max selects `x < acc ? x : acc`, and the
// parameters of blocks inside the loop it is passed to (a conditional update). Any other use
// of the accumulator inside the loop is a refusal, as is a blend of the accumulator with
// something else (`else s = 0;` would restart every lane's partial result). Returns the chain
// and the update instructions with their kinds.
fn reduction_chain(
    input: &LegalInput,
    lp: Loop,
    param: Value,
    update: Value,
    pred: &Predication,
    name: &str,
) -> Result<ReductionChain, Refusal> {
    let LegalInput { func, loops, .. } = *input;
    let header = loops.data(lp).header;
    let loc = loop_loc(func, header);
    let also_used = |inst: Inst| {
        refuse(func.srclocs[inst], format!("the reduction variable {} is also used inside the loop", name))
    };
    let mut chain: Vec<Value> = Vec::new();
    let mut ops: Vec<(Inst, RedKind)> = Vec::new();
    // Blends that pick between the accumulator and another value by comparing the two.
    let mut min_max_blends: Vec<Value> = Vec::new();
    let mut work = vec![param];
    while let Some(v) = work.pop() {
        for user in uses_in_loop(func, loops, lp, v) {
            let data = func.inst(user);
            let mut found = Vec::new();
            match data {
                InstData::Jump(_) | InstData::Branch { .. } => {
                    if matches!(data, InstData::Branch { cond, .. } if *cond == v) {
                        return also_used(user);
                    }
                    for dest in data.branch_targets() {
                        for (idx, _) in dest.args.iter().enumerate().filter(|(_, a)| **a == v) {
                            if dest.block != header {
                                found.push(func.dfg.block_params(dest.block)[idx]);
                            } else if v != update {
                                return also_used(user);
                            }
                        }
                    }
                }
                InstData::Binary { op, args } if args[0] != args[1] && args.contains(&v) => {
                    let decides_branch = func.dfg.result(user).is_some_and(|r| pred.conditions.contains(&r));
                    let kind = match op {
                        BinaryOp::Add | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => {
                            RedKind::Binary(*op)
                        }
                        _ if op.is_comparison() && decides_branch => match if_min_max(input, pred, user, v) {
                            Some((blend, kind)) => {
                                ops.push((user, kind));
                                min_max_blends.push(blend);
                                continue;
                            }
                            None => {
                                let msg = format!(
                                    "the reduction variable {} decides a branch that is not a minimum or maximum (`if (x < m) m = x;` on one type, without conversions)",
                                    name
                                );
                                return refuse(func.srclocs[user], msg);
                            }
                        },
                        _ if op.is_comparison() && feeds_min_max(func, user, v) => continue,
                        _ => {
                            return refuse(
                                func.srclocs[user],
                                format!("the reduction of {} uses `{}`, which is not handled", name, op.name()),
                            )
                        }
                    };
                    ops.push((user, kind));
                    found.extend(func.dfg.result(user));
                }
                // C's promotion of a narrow accumulator (`(int)s`) and the conversion back: the
                // vector loop does the operation in the accumulator's type instead (see below).
                InstData::Cast { arg } if *arg == v && narrow_conversion(input, param, user) => {
                    found.extend(func.dfg.result(user));
                }
                InstData::Select { cond, args } if args.contains(&v) && args[0] != args[1] => {
                    let other = if args[0] == v { args[1] } else { args[0] };
                    let Some(kind) = min_max_kind(func, *cond, args, v, other) else { return also_used(user) };
                    ops.push((user, kind));
                    found.extend(func.dfg.result(user));
                }
                _ => return also_used(user),
            }
            for value in found {
                if !chain.contains(&value) {
                    chain.push(value);
                    work.push(value);
                }
            }
        }
    }
    if !chain.contains(&update) {
        return refuse(loc, format!("the loop-carried value {} is neither an induction nor a reduction", name));
    }
    // Through promotions only + * & | ^, whose low bits depend only on the operands' low bits:
    // done in the narrow accumulator's (unsigned) type they give the scalar loop's result.
    let promoted =
        chain.iter().any(|v| func.dfg.defining_inst(*v).is_some_and(|i| matches!(func.inst(i), InstData::Cast { .. })));
    if let Some(&(inst, _)) = ops.iter().find(|(_, k)| matches!(k, RedKind::MinMax(_))).filter(|_| promoted) {
        return refuse(func.srclocs[inst], format!("the minimum or maximum of {} goes through a conversion", name));
    }
    let carries = |v: Value| v == param || chain.contains(&v);
    for &(inst, _) in &ops {
        if func.inst(inst).operands().iter().filter(|v| carries(**v)).count() != 1 {
            return also_used(inst);
        }
    }
    for v in chain.iter().filter(|v| !min_max_blends.contains(v)) {
        if let Some(blend) = pred.blends.get(v) {
            if let Some((edge, _)) = blend.incoming.iter().find(|(_, x)| !carries(*x)) {
                let at = func.terminator(edge.from).map_or(loc, |t| func.srclocs[t]);
                return refuse(at, format!("{} is replaced, not updated, on one path (not a reduction)", name));
            }
        }
    }
    Ok((chain, ops))
}

// `(wide)r` or `(T)wide` for a reduction `r` of integer type `T` and an integer type wider
// than `T`: C's promotions around a narrow accumulator (`s += a[i]` with `s` a char is
// `s = (char)((int)s + (int)a[i])`).
fn narrow_conversion(input: &LegalInput, param: Value, cast: Inst) -> bool {
    let LegalInput { module, func, .. } = *input;
    let types = &module.types;
    let (InstData::Cast { arg }, Some(res)) = (func.inst(cast), func.dfg.result(cast)) else { return false };
    let (narrow, from, to) = (func.value_type(param), func.value_type(*arg), func.value_type(res));
    let bits = |t: TypeId| types.int_kind(t).map(|k| k.bits());
    let (Some(n), Some(f), Some(t)) = (bits(narrow), bits(from), bits(to)) else { return false };
    (from == narrow && t > n) || (to == narrow && f > n)
}

// `if (x < acc) acc = x;` and `acc = x < acc ? x : acc` as branches: `cmp` compares `acc`
// with `x` and decides a branch; a blend takes `acc` on one side and, on the other, `x` or a
// load of the same address as `x` (no store in the loop can come between). Returns the blend
// and whether it is a minimum or a maximum.
fn if_min_max(input: &LegalInput, pred: &Predication, cmp: Inst, acc: Value) -> Option<(Value, RedKind)> {
    let LegalInput { func, deps, .. } = *input;
    let cmp_value = func.dfg.result(cmp)?;
    let InstData::Binary { args, .. } = func.inst(cmp) else { return None };
    let x = if args[0] == acc { args[1] } else { args[0] };
    let same_as_x = |y: Value| {
        if y == x {
            return true;
        }
        let address = |v: Value| {
            let inst = func.dfg.defining_inst(v)?;
            deps.accesses
                .iter()
                .find(|a| a.inst == inst && a.kind == AccessKind::Read)
                .map(|a| (a.addr.clone(), a.size))
        };
        let no_writes = deps.accesses.iter().all(|a| a.kind == AccessKind::Read);
        no_writes && address(y).is_some() && address(y) == address(x)
    };
    // The lanes that take `edge` are exactly those where `cmp` is `taken`.
    let decided_by = |edge: &Edge, taken: bool| {
        edge.cond == Some((cmp_value, taken))
            || (edge.cond.is_none()
                && pred.incoming.get(&edge.from).is_some_and(|inc| {
                    inc.len() == 1 && inc[0].cond == Some((cmp_value, taken)) && !pred.is_conditional(inc[0].from)
                }))
    };
    for (&param, blend) in &pred.blends {
        let [(e0, v0), (e1, v1)] = &blend.incoming[..] else { continue };
        for ((acc_edge, acc_in), (x_edge, x_in)) in [((e0, *v0), (e1, *v1)), ((e1, *v1), (e0, *v0))] {
            if acc_in != acc || !same_as_x(x_in) {
                continue;
            }
            for taken in [true, false] {
                if decided_by(x_edge, taken) && decided_by(acc_edge, !taken) {
                    // The blend is `cmp ? x : acc` when `taken`, else `cmp ? acc : x`.
                    let arms = if taken { [x, acc] } else { [acc, x] };
                    return min_max_kind(func, cmp_value, &arms, acc, x).map(|kind| (param, kind));
                }
            }
        }
    }
    None
}

// Whether the comparison `cmp` (which reads `acc`) only chooses between `acc` and another value
// in min/max selects.
fn feeds_min_max(func: &Function, cmp: Inst, acc: Value) -> bool {
    let Some(res) = func.dfg.result(cmp) else { return false };
    let users: Vec<Inst> =
        func.insts_in_order().map(|(_, i)| i).filter(|i| func.inst(*i).operands().contains(&res)).collect();
    !users.is_empty()
        && users.iter().all(|&u| match func.inst(u) {
            InstData::Select { cond, args } if *cond == res && args.contains(&acc) => {
                let other = if args[0] == acc { args[1] } else { args[0] };
                min_max_kind(func, *cond, args, acc, other).is_some()
            }
            _ => false,
        })
}

// A header parameter no instruction of the loop reads, updated on every iteration (not through
// a blend) by a value of this iteration, an induction, or a value from before the loop: after
// the loop it holds the last iteration's value.
fn find_last_value(
    input: &LegalInput,
    lp: Loop,
    latch: Block,
    param: Value,
    inductions: &[IndVar],
) -> Option<LastValue> {
    let LegalInput { func, loops, .. } = *input;
    let header = loops.data(lp).header;
    if reads_in_loop(func, loops.data(lp), param) {
        return None;
    }
    let idx = func.dfg.block_params(header).iter().position(|p| *p == param)?;
    let update = *func.calls_to(latch, header).first()?.args.get(idx)?;
    match func.dfg.value_def(update) {
        ValueDef::Param(block, _) if block == header => inductions.iter().any(|ind| ind.param == update).then_some(()),
        ValueDef::Param(block, _) if loops.data(lp).contains(block) => None,
        _ => Some(()),
    }?;
    Some(LastValue { param, update })
}

/// Whether the loop's pragma lets a float reduction be reassociated: `#pragma simd
/// vec-function` always does; `#pragma omp simd` when a `reduction` clause names the variable
/// with the same operator.
pub fn pragma_allows(pragma: Option<&LoopPragma>, name: Option<&str>, kind: RedKind) -> bool {
    let Some(pragma) = pragma else { return false };
    if pragma.syntax == LoopPragmaSyntax::SimdVecFunction {
        return true;
    }
    let op_matches = |op: ReductionOp| {
        matches!(
            (op, kind.op()),
            (ReductionOp::Add | ReductionOp::Sub, BinaryOp::Add)
                | (ReductionOp::Mul, BinaryOp::Mul)
                | (ReductionOp::Min, BinaryOp::Min)
                | (ReductionOp::Max, BinaryOp::Max)
                | (ReductionOp::And, BinaryOp::And)
                | (ReductionOp::Or, BinaryOp::Or)
                | (ReductionOp::Xor, BinaryOp::Xor)
        )
    };
    let Some(name) = name else { return false };
    pragma.reductions.iter().any(|(op, vars)| op_matches(*op) && vars.iter().any(|v| v == name))
}

// select(x < r, x, r) is min; select(x > r, x, r) is max; swapped compares and arms likewise.
fn min_max_kind(func: &Function, cond: Value, arms: &[Value; 2], param: Value, other: Value) -> Option<RedKind> {
    let inst = func.dfg.defining_inst(cond)?;
    let InstData::Binary { op, args } = func.inst(inst) else { return None };
    let less = match op {
        BinaryOp::Lt | BinaryOp::Le => true,
        BinaryOp::Gt | BinaryOp::Ge => false,
        _ => return None,
    };
    // `lhs < rhs ? a : b` picks the smaller when a is lhs.
    let picks_lhs = if *args == [other, param] {
        arms[0] == other
    } else if *args == [param, other] {
        arms[0] == param
    } else {
        return None;
    };
    Some(RedKind::MinMax(if less == picks_lhs { BinaryOp::Min } else { BinaryOp::Max }))
}

fn check_memory(input: &LegalInput, lp: Loop, loc: SrcLoc) -> Result<(), Refusal> {
    let LegalInput { module, func, deps, loops, .. } = *input;
    let header = loops.data(lp).header;
    let unknown = deps.unknown_effects.iter().find(|&&i| {
        variant_for_call(module, func, header, i, None, None).is_none() && !is_lane_call(module, func, header, i)
    });
    if let Some(&inst) = unknown {
        let what = match func.inst(inst) {
            InstData::Call { callee: Callee::Direct(f), .. }
                if module.vector_variants.iter().any(|(s, _, _)| s == f)
                    && (func.loop_pragmas[header].is_some() || crate::analysis::effects::is_readnone(module, *f)) =>
            {
                let why = "its vector variants take aligned pointers that the calls cannot keep aligned (only uniform pointers and linear ones that move by a multiple of the alignment per vector are passed, their start tested before the loop)";
                return refuse(
                    func.srclocs[inst],
                    format!("{} cannot use a vector variant: {}", show_inst(module, func, loc, inst), why),
                );
            }
            InstData::Call { callee: Callee::Direct(f), .. }
                if module.vector_variants.iter().any(|(s, _, _)| s == f) =>
            {
                let why = "it touches memory outside its own frame, so its vector variants are called only from loops under `#pragma omp simd` or `#pragma simd vec-function`";
                return refuse(
                    func.srclocs[inst],
                    format!("{} cannot use a vector variant: {}", show_inst(module, func, loc, inst), why),
                );
            }
            InstData::Call { .. } => show_inst(module, func, loc, inst),
            _ => format!("the volatile access {}", remarks::at(func.srclocs[inst], &remarks::in_loop(loc))),
        };
        return refuse(func.srclocs[inst], format!("{} may have side effects", what));
    }
    // Lanes of one vector iteration share the one copy of a private variable kept in memory, so
    // a call may not be handed its address (lane calls would overwrite each other's copy).
    for &inst in &deps.unknown_effects {
        let InstData::Call { args, .. } = func.inst(inst) else { continue };
        if let Some(name) = args.iter().find_map(|&a| private_object(func, header, a)) {
            let why = format!("it is passed the address of the private `{}`, which vcc does not copy per lane", name);
            return refuse(
                func.srclocs[inst],
                format!("{} cannot run for several iterations at once: {}", show_inst(module, func, loc, inst), why),
            );
        }
    }
    // A store to the same address on every iteration is vectorized when nothing else in the
    // loop touches that address (any other access to it is a dependence of every iteration,
    // which `deps` reports) and no runtime overlap check would have to cover it.
    for &inst in &deps.invariant_stores {
        let base = deps.accesses.iter().find(|a| a.inst == inst).map(|a| a.addr.base);
        if deps.runtime_checks.iter().any(|c| Some(c.a.base) == base || Some(c.b.base) == base) {
            let why = "through a pointer that may alias the loop's other accesses";
            return refuse(
                func.srclocs[inst],
                format!("{} writes the same address on every iteration, {}", show_inst(module, func, loc, inst), why),
            );
        }
    }
    for dep in &deps.dependences {
        // A store through an index that nothing else touches: a scatter in lane order.
        if dep.max_vf() != Some(1) || super::scatter::lone_indexed_store(deps, dep) {
            continue;
        }
        let (a, b) = (&deps.accesses[dep.first], &deps.accesses[dep.second]);
        if let Some(why) = super::scatter::histogram_refusal(module, func, deps, dep, loc) {
            return refuse(func.srclocs[b.inst], why);
        }
        let (first, second) = (show_inst(module, func, loc, a.inst), show_inst(module, func, loc, b.inst));
        let pair = if dep.first == dep.second {
            format!("of {} on itself", first)
        } else {
            format!("between {} and {}", first, second)
        };
        return refuse(func.srclocs[b.inst], format!("unsafe dependence {}: {}", pair, dep.kind));
    }
    let _ = lp;
    Ok(())
}

// for (...) { ...; if (a[i] == x) return i; ... }: the exits other than the counted one. Each
// must run on every iteration (a conditional exit would need its block's mask in the test) and
// be a two-way branch. A value carried out of the loop on every iteration (`last = a[i]`) is
// resumed after an early exit with its value before the exiting vector iteration (`execute`);
// one set under a condition is not yet.
fn find_early_exits(input: &LegalInput, blocks: &[Block], res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    let data = loops.data(res.lp);
    if blocks.is_empty() {
        return Ok(());
    }
    let mut last_pos = 0;
    for &block in &res.predication.order {
        if !blocks.contains(&block) {
            continue;
        }
        let Some(term) = func.terminator(block) else {
            return refuse(res.loc, "internal: an exiting block has no terminator");
        };
        let loc = func.srclocs[term];
        let InstData::Branch { cond, then_dest, .. } = func.inst(term) else {
            return refuse(loc, "the loop leaves through a switch here (only two-way early exits are vectorized)");
        };
        if res.predication.is_conditional(block) {
            return refuse(loc, "the early exit here runs only under a condition (early exits are vectorized only where every iteration reaches them)");
        }
        if let Some(param) = res.cond_lasts.first().map(|l| l.param) {
            let name = show_value(module, func, res.loc, param);
            return refuse(
                res.loc,
                format!(
                    "{} is set under a condition and carried out of a loop with an early exit (not handled yet)",
                    name
                ),
            );
        }
        let exit_if_true = !data.contains(then_dest.block);
        res.early_exits.push(EarlyExit { block, cond: *cond, exit_if_true });
        last_pos = res.predication.order.iter().position(|b| *b == block).unwrap_or(0);
    }
    res.before_exit_test = res.predication.order[..=last_pos].to_vec();
    Ok(())
}

// The instructions before the early-exit test run for the lanes past an exiting one too, which
// the scalar loop never runs: they must not write, trap or be undefined there. Loads must stay
// inside an array of known length (a global or local, affine in-bounds subscripts) for every
// iteration the vector loop may run (multiple-exit seed, "Statically Known Array Sizes"), or
// read one pointer of unknown extent at one address that a peel aligns (`align_peel_access`).
// The vector loop's trip count is then bounded, at compile time when it is a constant, else by
// a guard (`max_vector_trip`).
fn check_before_exit_test(input: &LegalInput, res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, affine, .. } = *input;
    let exit_line = res.early_exits.last().map_or(0, |e| func.terminator(e.block).map_or(0, |t| func.srclocs[t].line));
    let before = |what: String| {
        format!("{} before the early exit at line {}, so the vector loop would run it for iterations past the exiting one too", what, exit_line)
    };
    // Where a load without a location of its own is: the loop.
    let (loop_loc, within) = (res.loc, remarks::in_loop(res.loc));
    let load_at = |loc: SrcLoc| format!("the load {}", remarks::at(loc, &within));
    let mut bound: Option<i64> = None;
    let mut peel: Option<AlignPeel> = None;
    for &inst in &res.body {
        if !func.layout.inst_block(inst).is_some_and(|b| res.before_exit_test.contains(&b)) {
            continue;
        }
        let loc = func.srclocs[inst];
        let result = func.dfg.result(inst);
        let int_ty = result.map(|v| func.value_type(v)).filter(|ty| module.types.is_integer(*ty));
        match func.inst(inst) {
            InstData::Store { .. } | InstData::Call { .. } => {
                return refuse(loc, before(format!("{} runs", show_inst(module, func, loop_loc, inst))))
            }
            InstData::Load { .. } => {
                if let Some(found) = align_peel_access(input, res, inst) {
                    let found =
                        found.map_err(|why| Refusal { message: before(format!("{} {}", load_at(loc), why)), loc })?;
                    // `also_after_exit` of a single access: whether it comes after an exit.
                    let after_exit = found.also_after_exit;
                    let not_every = |found: &AlignPeel| {
                        let name = show_value(module, func, res.loc, found.base);
                        let what = format!(
                            "{} reads {}, a pointer of unknown extent, {}",
                            load_at(loc),
                            name,
                            NOT_EVERY_ITERATION
                        );
                        Refusal { message: before(what), loc }
                    };
                    match &mut peel {
                        None if after_exit => return Err(not_every(&found)),
                        None => peel = Some(AlignPeel { also_after_exit: false, ..found }),
                        Some(p) if p.base == found.base && p.start == found.start && p.elem == found.elem => {
                            p.loads.push(inst)
                        }
                        // A second pointer (memcmp, strcmp): aligned by the same peel where its
                        // misalignment is the first one's (see `AlignPeel::also`).
                        Some(p) if p.elem == found.elem && p.base != found.base => {
                            if !p.also.contains(&(found.base, found.start.clone())) {
                                p.also.push((found.base, found.start.clone()));
                            }
                            p.loads.push(inst);
                            p.also_loads.push(inst);
                            p.also_after_exit |= after_exit;
                        }
                        Some(p) => {
                            let what = format!(
                                "{} reads {} at another address or in elements of another size than {} (one peel aligns pointers of unknown extent read at one offset each, in elements of one size) and runs",
                                load_at(loc),
                                show_value(module, func, loop_loc, found.base),
                                show_inst(module, func, loop_loc, p.loads[0])
                            );
                            return refuse(loc, before(what));
                        }
                    }
                    continue;
                }
                let k = load_bound(input, res, inst)
                    .map_err(|why| Refusal { message: before(format!("{} {}", load_at(loc), why)), loc })?;
                bound = match (bound, k) {
                    (Some(a), Some(b)) => Some(a.min(b)),
                    (a, b) => a.or(b),
                };
            }
            InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem | BinaryOp::Shl | BinaryOp::Shr, .. }
                if int_ty.is_some() =>
            {
                return refuse(
                    loc,
                    before(format!("{} may trap or be undefined and runs", show_inst(module, func, loop_loc, inst))),
                );
            }
            InstData::Binary { op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, .. }
            | InstData::Unary { op: UnaryOp::Neg, .. } => {
                let signed = int_ty.is_some_and(|ty| module.types.is_signed(ty));
                let v = result.unwrap_or(Value::from_u32(0));
                let in_reduction = res.reductions.iter().any(|r| r.chain.contains(&v));
                let no_wrap = affine.int(v).is_some_and(|info| info.nowrap);
                if signed && !in_reduction && !no_wrap {
                    return refuse(
                        loc,
                        before(format!("{}, signed, may overflow and runs", show_inst(module, func, loop_loc, inst))),
                    );
                }
            }
            _ => {}
        }
    }
    res.align_peel = peel;
    if res.align_peel.as_ref().is_some_and(|ap| ap.also_after_exit) && !super::peel::page_checked(res) {
        // Aligned alike instead, its vector loads would start at an element the scalar loop
        // may not read, in a block without the one before it.
        let ap = res.align_peel.as_ref();
        let loc = ap.and_then(|ap| ap.also_loads.last()).map_or(res.loc, |l| func.srclocs[*l]);
        let name = ap
            .and_then(|ap| ap.also.last())
            .map_or("a second pointer".to_string(), |(b, _)| show_value(input.module, func, res.loc, *b));
        let what = format!(
            "a load of {} after an exit test, in a loop that carries a value other than its inductions (only loops of inductions test page crossings instead of aligning both pointers), runs",
            name
        );
        return refuse(loc, before(what));
    }
    let Some(bound) = bound else { return Ok(()) };
    if res.uncounted {
        // No counted exit: the vector loop stops where the loads would leave their arrays,
        // and the scalar loop goes on from there.
        res.other_trip_counts.push((Affine::constant(bound), 1));
        return Ok(());
    }
    match res.constant_trip() {
        Some(trip) if trip <= bound => {}
        Some(trip) => {
            let msg = format!("the loop runs up to {} iterations, but its loads before the early exit stay inside their arrays for {} only", trip, bound);
            return refuse(res.loc, msg);
        }
        None => res.max_vector_trip = Some(bound),
    }
    Ok(())
}

/// Without a counted exit (`LegalLoop::uncounted`): for each integer induction narrower than
/// 64 bits, the iterations before it would wrap around its type, `(MAX - start + s) / s` for a
/// step s > 0, `(start - MIN + |s|) / |s|` down. The vector loop stops there and the scalar loop
/// goes on, so an unsigned index that wraps does so in the scalar loop, exactly (a signed one
/// would be undefined there anyway). Pointers and 64-bit integers stop at `UNCOUNTED_TRIP`.
fn uncounted_bounds(input: &LegalInput, inductions: &[IndVar]) -> Vec<(Affine, i64)> {
    let LegalInput { module, func, .. } = *input;
    let mut res = Vec::new();
    for ind in inductions.iter().filter(|ind| !ind.is_pointer) {
        let ty = func.value_type(ind.param);
        let Some(kind) = module.types.int_kind(ty) else { continue };
        let bits = kind.bits();
        if bits >= 64 {
            continue;
        }
        let signed = module.types.is_signed(ty);
        let (min, max) =
            if signed { (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1) } else { (0, (1i64 << bits) - 1) };
        let s = ind.step.unsigned_abs() as i64;
        let start = Affine::term(Term::Value(ind.start));
        let count =
            if ind.step > 0 { Affine::constant(max + s).sub(&start) } else { start.sub(&Affine::constant(min - s)) };
        if let Some(count) = count {
            res.push((count, s));
        }
    }
    res
}

// What a loop without a counted exit needs beyond an early exit's conditions: no runtime
// overlap check, which needs a count to bound the ranges it compares.
fn check_uncounted(input: &LegalInput, res: &LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    if let Some(check) = res.runtime_checks.first() {
        let name = |b: Base| match b {
            Base::Value(v) => show_value(module, func, res.loc, v),
            Base::Global(g) => format!("`{}`", module.globals[g].name),
            Base::Slot(s) => show_slot(func, s),
        };
        let message = format!(
            "the loop has no counted exit, and {} and {} may overlap (a runtime overlap check needs the number of iterations to bound the ranges it compares)",
            name(check.a.base),
            name(check.b.base)
        );
        return refuse(res.loc, message);
    }
    Ok(())
}

// `while (s[n]) n++;`: no store, call or reduction, one early exit, and one load, of a byte,
// that a branch tests against 0 (directly, or promoted to `int` and compared). Measured with the
// refusal lifted (bench strlen_u8, gcc 12 -O2, 1e6 strings of 3500-4011 bytes): 94 ms at 32
// byte lanes (one vpmovmskb or k-mask test per 32 bytes; 0.30x) against glibc's 28 ms on AVX2,
// 103 against 27 ms on avx512vbmi; before byte masks (8 lanes) 0.12x.
fn is_strlen_search(input: &LegalInput, res: &LegalLoop) -> bool {
    let func = input.func;
    let types = &input.module.types;
    if !res.reductions.is_empty() || res.early_exits.len() != 1 {
        return false;
    }
    let mut loads = Vec::new();
    for &inst in &res.body {
        match func.inst(inst) {
            InstData::Load { volatile: false, .. } => loads.push(inst),
            InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::Call { .. }
            | InstData::BitfieldLoad { .. }
            | InstData::BitfieldStore { .. } => return false,
            _ => {}
        }
    }
    let [load] = loads[..] else { return false };
    let Some(byte) = func.dfg.result(load) else { return false };
    if types.size_of(func.value_type(byte)) != Some(1) || !types.is_integer(func.value_type(byte)) {
        return false;
    }
    use super::idioms::{def, is_zero};
    let widened = |v: Value| v == byte || matches!(def(func, v), Some(&InstData::Cast { arg }) if arg == byte);
    let tests_byte = |v: Value| {
        widened(v)
            || matches!(def(func, v), Some(&InstData::Binary { op: BinaryOp::Eq | BinaryOp::Ne, args: [a, b] })
                if (widened(a) && is_zero(func, b)) || (widened(b) && is_zero(func, a)))
    };
    res.blocks
        .iter()
        .filter_map(|&b| func.terminator(b))
        .any(|t| matches!(func.inst(t), &InstData::Branch { cond, .. } if tests_byte(cond)))
}

/// A value as loop remarks name it (`remarks::describe_value`), placing what has no location
/// of its own at the loop's.
pub(super) fn show_value(module: &Module, func: &Function, loop_loc: SrcLoc, v: Value) -> String {
    remarks::describe_value(module, func, v, &remarks::in_loop(loop_loc))
}

/// An instruction as loop remarks name it (`remarks::describe_inst`): "the store to `a` at 19:9".
pub(super) fn show_inst(module: &Module, func: &Function, loop_loc: SrcLoc, inst: Inst) -> String {
    remarks::describe_inst(module, func, inst, &remarks::in_loop(loop_loc))
}

/// An argument of a call to `callee` as remarks name it, with the parameter it is passed as:
/// "`x` as `j`", "the value of the multiplication at 60:22 as `j`" (a parameter without a name
/// in this file by its position, "as parameter 2").
fn passed_as(module: &Module, func: &Function, loop_loc: SrcLoc, callee: FuncId, arg_idx: usize, arg: Value) -> String {
    let body = module.funcs[callee].body.as_ref();
    let param = body.and_then(|b| b.params().get(arg_idx).and_then(|p| b.value_name(*p)));
    let param = param.map_or(format!("parameter {}", arg_idx + 1), |n| format!("`{}`", n));
    format!("{} as {}", show_value(module, func, loop_loc, arg), param)
}

/// A stack slot as remarks name it: its variable in backquotes.
fn show_slot(func: &Function, slot: StackSlot) -> String {
    func.slots[slot].name.as_ref().map_or("a local without a name".to_string(), |n| format!("`{}`", n))
}

// Why a load of a pointer of unknown extent that not every iteration makes before its first
// exit test cannot be the one a peel aligns (the end of a sentence).
const NOT_EVERY_ITERATION: &str =
    "where not every iteration reads it before its first exit test (only such loads are aligned by peeling), and runs";

// A load before the early-exit test from a pointer of unknown extent (`None` for other loads):
// its address for the peel to align, or why it cannot be aligned (the end of a sentence). It
// must move by one element per iteration from a start known before the loop, and every
// iteration that passes the counted test must make it before any early exit, so that a vector
// iteration's first lane is one the scalar loop reads. Every exit of the loop must come at most
// at the last early exit, after nothing but what runs before the test: a peeled iteration that
// leaves hands itself to the scalar loop, which runs it again (`peel.rs`).
fn align_peel_access(input: &LegalInput, res: &LegalLoop, load: Inst) -> Option<Result<AlignPeel, String>> {
    let LegalInput { module, func, deps, affine, loops, .. } = *input;
    if res.group_of.contains_key(&load) {
        return None;
    }
    let access = deps.accesses.iter().find(|a| a.inst == load)?;
    let Base::Value(base) = access.addr.base else { return None };
    let name = show_value(module, func, res.loc, base);
    let unknown = format!("reads {}, a pointer of unknown extent", name);
    let Some((step, start)) = &access.step else {
        // An unsigned index that may wrap (no counted exit bounds it) makes the address jump.
        let wrapping =
            affine.loop_info(res.lp).and_then(|info| info.inductions.iter().find(|ind| !ind.is_pointer && !ind.nowrap));
        if let Some(ind) = wrapping.filter(|_| res.uncounted) {
            let why = format!(
                "through the induction {}, which may wrap around (unsigned, and no counted exit bounds it)",
                show_value(module, func, res.loc, ind.param)
            );
            return Some(Err(format!(
                "{}, {}, at addresses that do not move by a constant step, and runs",
                unknown, why
            )));
        }
        return Some(Err(format!("{}, at addresses that do not move by a constant step, and runs", unknown)));
    };
    let elem = access.size as i64;
    if *step != elem || !res.consecutive.contains(&load) || !matches!(elem, 1 | 2 | 4 | 8) {
        return Some(Err(format!("{}, at addresses that do not move up by one element per iteration (only those are aligned by peeling), and runs", unknown)));
    }
    let computable =
        affine.is_invariant(loops, start, res.lp) && start.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)));
    if !computable {
        return Some(Err(format!(
            "{}, from a start not known before the loop (the peel could not align it), and runs",
            unknown
        )));
    }
    let block = func.layout.inst_block(load)?;
    let order = &res.predication.order;
    let pos = |b: Block| order.iter().position(|x| *x == b);
    let first_exit = res.early_exits.first().and_then(|e| pos(e.block));
    let after_exit = pos(block).zip(first_exit).is_some_and(|(at, exit)| at > exit);
    if res.predication.is_conditional(block) || pos(block).is_none() || first_exit.is_none() {
        return Some(Err(format!("{}, {}", unknown, NOT_EVERY_ITERATION)));
    }
    let data = loops.data(res.lp);
    let exiting_after_test = res.blocks.iter().copied().find(|b| {
        *b != res.header && !res.before_exit_test.contains(b) && func.successors(*b).iter().any(|s| !data.contains(*s))
    });
    if let Some(b) = exiting_after_test {
        let line = func.terminator(b).map_or(0, |t| func.srclocs[t].line);
        return Some(Err(format!(
            "{}, in a loop that also exits at line {}, after the early-exit test (a peeled iteration that leaves there could not be run again), and runs",
            unknown, line
        )));
    }
    Some(Ok(AlignPeel {
        loads: vec![load],
        base,
        start: start.clone(),
        elem,
        also: Vec::new(),
        also_loads: Vec::new(),
        also_after_exit: after_exit,
    }))
}

// How many iterations from the first a load before the early-exit test stays inside its object:
// `None` for any number. Refuses (with the reason, as the end of a sentence) loads from
// pointers of unknown extent, gathers, and loads done in interleave groups.
fn load_bound(input: &LegalInput, res: &LegalLoop, load: Inst) -> Result<Option<i64>, String> {
    let LegalInput { module, func, deps, .. } = *input;
    if res.group_of.contains_key(&load) {
        return Err("is part of an interleave group (reads a whole stretch) and runs".into());
    }
    let Some(access) = deps.accesses.iter().find(|a| a.inst == load) else {
        return Err("reads an unknown address and runs".into());
    };
    let object = match access.addr.base {
        Base::Global(g) => Some((format!("`{}`", module.globals[g].name), module.globals[g].ty)),
        Base::Slot(s) => Some((show_slot(func, s), func.slots[s].ty)),
        Base::Value(v) => {
            let name = show_value(module, func, res.loc, v);
            return Err(format!(
                "reads {}, a pointer of unknown extent (only arrays of known length may be read ahead), and runs",
                name
            ));
        }
    };
    let Some((name, ty)) = object else { return Err("reads an unknown object and runs".into()) };
    let Some(size) = module.types.size_of(ty) else {
        return Err(format!("reads {}, whose length is not known here, and runs", name));
    };
    let Some((step, start)) = &access.step else {
        return Err(format!("reads {} at addresses that do not move by a constant step and runs", name));
    };
    let Some(start) = start.as_constant() else {
        return Err(format!("reads {} from a start that is not a constant and runs", name));
    };
    let (size, width, step) = (size as i64, access.size as i64, *step);
    if start < 0 || start + width > size {
        return Err(format!("reads outside {} and runs", name));
    }
    // Iterations k = 0, 1, ... read [start + step·k, start + step·k + width).
    Ok(match step {
        0 => None,
        s if s > 0 => Some((size - width - start) / s + 1),
        s => Some(start / -s + 1),
    })
}

// Whether a load group's whole stretch (`stride` elements from its first member) stays inside
// an array of known length on every iteration of a loop with a constant trip count: the gap
// past its last member is then read from the array, and the vector loop may run the last
// iteration too (bench strided_f32: `b[2 * i]` over `float b[2 * N]` left 32 of 2048
// iterations to the scalar loop).
fn stretch_in_bounds(input: &LegalInput, res: &LegalLoop, first: &crate::analysis::deps::Access, stride: i64) -> bool {
    let LegalInput { module, func, .. } = *input;
    let Some(trip) = res.constant_trip() else { return false };
    let ty = match first.addr.base {
        Base::Global(g) => module.globals[g].ty,
        Base::Slot(s) => func.slots[s].ty,
        Base::Value(_) => return false,
    };
    let (Some(size), Some((step, start))) = (module.types.size_of(ty), &first.step) else { return false };
    let Some(start) = start.as_constant() else { return false };
    // Iteration k reads bytes [start + step·k, start + step·k + stride·size).
    let width = first.size as i64 * stride;
    trip >= 1 && *step > 0 && start >= 0 && start + step * (trip - 1) + width <= size as i64
}

fn classify_accesses(input: &LegalInput, res: &mut LegalLoop) {
    let LegalInput { affine, loops, deps, func, .. } = *input;
    for access in &deps.accesses {
        let invariant_base = affine.is_invariant_base(loops, access.addr.base, res.lp);
        let size = access.size as i64;
        match &access.step {
            Some((step, _)) if invariant_base && *step == size => {
                res.consecutive.insert(access.inst);
            }
            Some((step, _)) if invariant_base && size > 0 && *step == -size => {
                res.reversed.insert(access.inst);
            }
            Some((0, _)) if invariant_base && access.kind == AccessKind::Read => {
                res.invariant_loads.insert(access.inst);
            }
            // A store to one address on every iteration: a scatter of stride 0, which writes
            // the lanes in order, so the last lane's value is left (the plan stores only that
            // lane where every iteration stores).
            Some((0, _)) if invariant_base && access.kind == AccessKind::Write => {
                res.strided.insert(access.inst, 0);
            }
            Some((step, _)) if invariant_base && *step != 0 && size > 0 && step % size == 0 => {
                res.strided.insert(access.inst, step / size);
            }
            None => {
                if let Some(found) = indexed_address(&input.module.types, func, res, access.inst) {
                    res.indexed.insert(access.inst, found);
                }
            }
            _ => {}
        }
    }
}

/// `base[index]` (`ptradd` or `elemaddr`) with `base` from before the loop and `index` an
/// integer computed in it; conversions that keep every index value (sign extensions of a
/// signed index, zero extensions of an unsigned one) are looked through, so that an `int`
/// index stays a vector of `int`.
fn indexed_address(types: &Types, func: &Function, res: &LegalLoop, access: Inst) -> Option<(Value, Value)> {
    let addr = match *func.inst(access) {
        InstData::Load { addr, volatile: false } | InstData::Store { addr, volatile: false, .. } => addr,
        _ => return None,
    };
    let addr_inst = func.dfg.defining_inst(addr)?;
    let (base, mut index) = match *func.inst(addr_inst) {
        InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index } => (base, index),
        _ => return None,
    };
    // The base may be the address of a global or local array taken inside the loop.
    let invariant_addr = func
        .dfg
        .defining_inst(base)
        .is_some_and(|i| matches!(func.inst(i), InstData::GlobalAddr(_) | InstData::SlotAddr(_)));
    if (res.defines(func, base) && !invariant_addr) || !res.defines(func, index) {
        return None;
    }
    while let Some(cast) = func.dfg.defining_inst(index) {
        let InstData::Cast { arg } = *func.inst(cast) else { break };
        let (from, to) = (func.value_type(arg), func.value_type(index));
        if !widens_exactly(types, from, to) || !res.defines(func, arg) {
            break;
        }
        index = arg;
    }
    Some((base, index))
}

// Whether converting every value of integer type `from` to `to` keeps it.
fn widens_exactly(types: &Types, from: TypeId, to: TypeId) -> bool {
    match (types.int_kind(from), types.int_kind(to)) {
        (Some(f), Some(t)) => {
            t.bits() > f.bits() && (types.is_signed(from) == types.is_signed(to) || !types.is_signed(from))
        }
        _ => false,
    }
}

/// Which values are needed as vectors and which as lane-0 scalars, from the roots (stores and
/// reduction updates) back to the values defined before the loop.
fn demand(input: &LegalInput, insts: &[Inst], res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    let types = &module.types;
    let in_body: BTreeMap<Value, Inst> = insts.iter().filter_map(|i| func.dfg.result(*i).map(|v| (v, *i))).collect();
    let params: BTreeSet<Value> = func.dfg.block_params(res.header).iter().copied().collect();
    let mut work: Vec<(Value, bool)> = Vec::new();
    let mut demanded: BTreeSet<Inst> = BTreeSet::new();
    for &inst in insts {
        let data = func.inst(inst);
        let loc = func.srclocs[inst];
        match data {
            InstData::Store { addr, value, volatile: false } if res.moves_by_elements(inst) => {
                work.push((*addr, false));
                work.push((*value, true));
                demanded.insert(inst);
                // The stored lanes count even when the value is loop-invariant (`a[i] = k`, a
                // splat): nothing else in such a loop is a vector.
                let ty = func.value_type(*value);
                if module.types.is_arithmetic(ty) {
                    res.widest_bytes = res.widest_bytes.max(module.types.size_of(ty).unwrap_or(8));
                }
            }
            // A store through an index (`scatter.rs`): the index and the value as vectors.
            InstData::Store { value, volatile: false, .. } if res.indexed.contains_key(&inst) => {
                work.push((res.indexed[&inst].1, true));
                work.push((*value, true));
                demanded.insert(inst);
                let ty = func.value_type(*value);
                if module.types.is_arithmetic(ty) {
                    res.widest_bytes = res.widest_bytes.max(module.types.size_of(ty).unwrap_or(8));
                }
            }
            InstData::Store { .. } => {
                return refuse(
                    loc,
                    format!(
                        "{} writes addresses that do not move by a whole number of elements per iteration",
                        show_inst(module, func, res.loc, inst)
                    ),
                )
            }
            InstData::Call { callee: Callee::Direct(f), .. } if PURE_MATH.contains(&module.funcs[*f].name.as_str()) => {
            }
            InstData::Call { callee: Callee::Direct(f), args }
                if variant_for_call(module, func, res.header, inst, None, None).is_some() =>
            {
                // Under a condition the masked variant runs with the block's mask; elsewhere the
                // unmasked one.
                let conditional = func.layout.inst_block(inst).is_some_and(|b| res.predication.is_conditional(b));
                let Some((_, variant)) = variant_for_call(module, func, res.header, inst, None, Some(conditional))
                else {
                    let which = if conditional { "masked" } else { "unmasked" };
                    return refuse(
                        loc,
                        format!(
                            "{} needs a {} variant, which its annotation does not ask for",
                            show_inst(module, func, res.loc, inst),
                            which
                        ),
                    );
                };
                for (arg_idx, (&arg, param)) in args.iter().zip(&variant.params).enumerate() {
                    if param.kind == ParamAbi::Uniform
                        && res.defines(func, arg)
                        && !is_invariant_value(input, res.lp, arg)
                    {
                        return refuse(
                            loc,
                            format!(
                                "{} passes {}, computed in the loop, where its vector variant wants a uniform value",
                                show_inst(module, func, res.loc, inst),
                                passed_as(module, func, res.loc, *f, arg_idx, arg)
                            ),
                        );
                    }
                    let step = match param.kind {
                        ParamAbi::Linear(step) => Some((Affine::constant(step), step.to_string())),
                        ParamAbi::LinearParam(pos) => args.get(pos as usize).map(|&s| {
                            (Affine::term(Term::Value(s)), format!("`{}`", func.value_name(s).unwrap_or("the step")))
                        }),
                        _ => None,
                    };
                    if let Some((step, text)) = step {
                        check_linear_argument(input, res.lp, arg, &step).map_err(|why| Refusal {
                            message: format!(
                                "{} passes {} where its vector variant wants a linear value of step {}: {}",
                                show_inst(module, func, res.loc, inst),
                                passed_as(module, func, res.loc, *f, arg_idx, arg),
                                text,
                                why
                            ),
                            loc,
                        })?;
                    }
                    // An aligned parameter (of any of the callee's variants): the guard tests
                    // the pointer's start, so it must be computable before the loop.
                    let aligned = module
                        .vector_variants
                        .iter()
                        .any(|(s, _, v)| s == f && v.params.get(arg_idx).is_some_and(|p| p.align.is_some()));
                    if aligned && param.kind != ParamAbi::Varying {
                        let Some(pointer) = super::aligned::passed_pointer(input, res, arg) else {
                            return refuse(loc, format!("{} passes {} to an aligned parameter of its vector variant, at an address not known before the loop (the alignment test could not compute it)", show_inst(module, func, res.loc, inst), passed_as(module, func, res.loc, *f, arg_idx, arg)));
                        };
                        res.passed_pointers.insert(arg, pointer);
                    }
                }
                // A call without a result (its variant stores through its parameters) is
                // demanded for its effects: its varying arguments as vectors, the others as
                // scalars, as for a call whose result is used.
                if func.dfg.result(inst).is_none() {
                    demanded.insert(inst);
                    // Its lanes are the variant's: VF follows its characteristic type even when
                    // every argument is uniform or linear.
                    res.widest_bytes = res.widest_bytes.max(module.types.size_of(variant.cdt).unwrap_or(4));
                    work.extend(args.iter().zip(&variant.params).map(|(&a, p)| (a, p.kind == ParamAbi::Varying)));
                }
            }
            InstData::Call { callee: Callee::Direct(f), args } if is_lane_call(module, func, res.header, inst) => {
                // Made for its effects whether or not its result is used.
                demanded.insert(inst);
                let mut kinds = Vec::new();
                for (idx, &arg) in args.iter().enumerate() {
                    let ty = func.value_type(arg);
                    let kind = if !res.defines(func, arg) || is_invariant_value(input, res.lp, arg) {
                        LaneArg::Scalar
                    } else if types.is_pointer(ty) {
                        LaneArg::Pointer { step: pointer_step(input, res.lp, arg).ok_or_else(|| Refusal {
                            message: format!("{} passes {}, a pointer that does not move by a constant number of bytes per iteration", show_inst(module, func, res.loc, inst), passed_as(module, func, res.loc, *f, idx, arg)),
                            loc,
                        })? }
                    } else if lane_scalar_type(types, ty) {
                        res.widest_bytes = res.widest_bytes.max(types.size_of(ty).unwrap_or(8));
                        LaneArg::Vector
                    } else {
                        return refuse(
                            loc,
                            format!(
                                "{} passes {}, of a type no vector lane holds",
                                show_inst(module, func, res.loc, inst),
                                passed_as(module, func, res.loc, *f, idx, arg)
                            ),
                        );
                    };
                    work.push((arg, kind == LaneArg::Vector));
                    kinds.push(kind);
                }
                // Each lane's test of its mask reads `int` lanes.
                res.widest_bytes = res.widest_bytes.max(4);
                res.lane_calls.insert(inst, kinds);
            }
            _ if data.writes_memory() => {
                return refuse(
                    loc,
                    format!("{} writes memory in a way that is not handled", show_inst(module, func, res.loc, inst)),
                )
            }
            _ => {}
        }
    }
    for red in &res.reductions {
        work.push((red.update, true));
    }
    for last in &res.last_values {
        work.push((last.update, true));
    }
    // A conditional last value's iteration numbers: `int` lanes, or `long` for 8-byte values.
    for last in &res.cond_lasts {
        if last.iv.is_none() {
            work.push((last.update, true));
        } else {
            // Only the iteration numbers are kept: the chain's conditions as masks.
            for &v in &last.chain {
                if let Some(InstData::Select { cond, .. }) = func.dfg.defining_inst(v).map(|i| func.inst(i)) {
                    work.push((*cond, true));
                }
            }
        }
        let wide = super::last_value::wide_iterations(types, func.value_type(last.param));
        res.widest_bytes = res.widest_bytes.max(if wide { 8 } else { 4 });
    }
    // The early exits' conditions are tested as masks.
    work.extend(res.early_exits.iter().map(|e| (e.cond, true)));
    // If-conversion: the branch conditions become the masks.
    if res.predication.has_control_flow() {
        work.extend(res.predication.conditions.iter().map(|c| (*c, true)));
    }
    while let Some((v, as_vector)) = work.pop() {
        let set = if as_vector { &mut res.needs_vector } else { &mut res.needs_scalar };
        let Some(&inst) = in_body.get(&v) else {
            if params.contains(&v) {
                set.insert(v);
            } else if let Some(blend) = res.predication.blends.get(&v) {
                if !as_vector {
                    let loc = loop_loc(func, blend.block);
                    return refuse(
                        loc,
                        format!(
                            "{}, merged from two paths, is used as an address",
                            show_value(module, func, res.loc, v)
                        ),
                    );
                }
                if set.insert(v) {
                    work.extend(blend.incoming.iter().map(|(_, x)| (*x, true)));
                }
            }
            continue;
        };
        if !set.insert(v) {
            continue;
        }
        demanded.insert(inst);
        let loc = func.srclocs[inst];
        let ty = func.value_type(v);
        if as_vector {
            if !types.is_arithmetic(ty) {
                return refuse(
                    loc,
                    format!(
                        "{} would need a vector of {} (gathers and pointer vectors are not handled yet)",
                        show_value(module, func, res.loc, v),
                        types.display(ty)
                    ),
                );
            }
            // No vector lane holds these (emit's `elem_of`): refused here rather than after the
            // loop was vectorized, which would keep the whole function as written.
            if matches!(types.kind(ty), TypeKind::Float(FloatKind::LongDouble)) {
                return refuse(
                    loc,
                    format!(
                        "{} would need a vector of {} (no vector lane type for it yet)",
                        show_value(module, func, res.loc, v),
                        types.display(ty)
                    ),
                );
            }
            res.widest_bytes = res.widest_bytes.max(types.size_of(ty).unwrap_or(8));
        }
        push_operands(module, func, res, inst, as_vector, loc, &mut work)?;
    }
    res.body = insts.iter().copied().filter(|i| demanded.contains(i)).collect();
    // A lane call's result is put together lane by lane: a vector of numbers, never one lane's
    // scalar (an address, a uniform argument).
    for &inst in res.lane_calls.keys() {
        let Some(r) = func.dfg.result(inst) else { continue };
        let loc = func.srclocs[inst];
        if res.needs_scalar.contains(&r) {
            return refuse(
                loc,
                format!(
                    "the result of {} is used as an address or where one value for all lanes is needed",
                    show_inst(module, func, res.loc, inst)
                ),
            );
        }
        if res.needs_vector.contains(&r) && !lane_scalar_type(types, func.value_type(r)) {
            return refuse(
                loc,
                format!("the result of {} is of a type no vector lane holds", show_inst(module, func, res.loc, inst)),
            );
        }
    }
    for ind in &res.inductions {
        if res.needs_vector.contains(&ind.param) {
            if ind.is_pointer {
                return refuse(
                    res.loc,
                    format!(
                        "the pointer induction {} would be needed as a vector",
                        show_value(module, func, res.loc, ind.param)
                    ),
                );
            }
            res.widest_bytes = res.widest_bytes.max(types.size_of(func.value_type(ind.param)).unwrap_or(8));
        }
    }
    if res.widest_bytes == 0 {
        return refuse(res.loc, "the loop computes nothing that can be vectorized");
    }
    Ok(())
}

/// If-conversion: the demanded instructions of conditional blocks that must not act on
/// inactive lanes. Stores are masked; a load is masked unless an access to the same address
/// runs on every iteration (then the address is known to be readable) or it is a consecutive
/// load whose whole stretch over a loop of constant count lies inside an array of known length
/// (`stretch_in_bounds`: every lane's element exists, so reading it cannot fault; gcc's
/// if-conversion and LLVM's "dereferenceable in loop" load such elements unconditionally too.
/// bench cond_assign_i32, `else a[i] = c[i] + 1` over `int c[4096]` on Zen 5: 0.12 s with the
/// masked loads, 0.06 s without); integer division and
/// remainder get divisor 1, shifts count 0 (and a signed left shift value 0), signed `+ - *`
/// and negation operands 0, and calls argument 1 on inactive lanes (all of PURE_MATH are
/// quiet at 1: no errno, no trap), so they need the mask too.
fn find_masked(input: &LegalInput, res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, deps, .. } = *input;
    for inst in res.body.clone() {
        let Some(block) = func.layout.inst_block(inst).filter(|b| res.predication.is_conditional(*b)) else { continue };
        let loc = func.srclocs[inst];
        match func.inst(inst) {
            // A reversed access under a condition: a gather or scatter of stride -1 (lane k at
            // lane 0's address minus k elements), which takes the block's mask as it is.
            InstData::Store { .. } | InstData::Load { .. } if res.reversed.contains(&inst) => {
                res.reversed.remove(&inst);
                res.strided.insert(inst, -1);
            }
            InstData::Load { .. } if res.invariant_loads.contains(&inst) => {
                return refuse(
                    loc,
                    format!(
                        "{}, of a loop-invariant address, runs only under a condition",
                        show_inst(module, func, res.loc, inst)
                    ),
                );
            }
            InstData::Load { .. } if same_address_every_iteration(deps, func, &res.predication, inst) => continue,
            InstData::Load { .. }
                if res.consecutive.contains(&inst)
                    && deps
                        .accesses
                        .iter()
                        .find(|a| a.inst == inst)
                        .is_some_and(|a| stretch_in_bounds(input, res, a, 1)) =>
            {
                continue
            }
            _ => {}
        }
        match lane_guard(module, func, res, inst) {
            LaneGuard::Mask => {
                res.masked.insert(inst, block);
            }
            LaneGuard::Wrap => {
                res.wrapping.insert(inst);
            }
            LaneGuard::None => {}
        }
    }
    Ok(())
}

/// What an instruction needs to run harmlessly on lanes the scalar code would skip.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LaneGuard {
    /// The lane mask: a masked access, or harmless operands on inactive lanes.
    Mask,
    /// The unsigned lane type of the same width, which wraps instead of overflowing.
    Wrap,
    None,
}

/// `find_masked`'s rule for one instruction: stores, loads, integer division and remainder,
/// shifts and calls take the mask; signed `+ - *` and negation outside a reduction (whose
/// updates are already unsigned) wrap. (Used for the masked remainder too, where every block
/// runs under the remainder's mask.)
pub fn lane_guard(module: &Module, func: &Function, res: &LegalLoop, inst: Inst) -> LaneGuard {
    match func.inst(inst) {
        InstData::Store { .. } | InstData::Load { .. } => LaneGuard::Mask,
        InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, args }
            if module.types.is_integer(func.value_type(args[1])) =>
        {
            LaneGuard::Mask
        }
        InstData::Binary { op: BinaryOp::Shl | BinaryOp::Shr, .. } | InstData::Call { .. } => LaneGuard::Mask,
        InstData::Binary { op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, .. }
        | InstData::Unary { op: UnaryOp::Neg, .. } => {
            let ty = func.dfg.result(inst).map(|v| func.value_type(v));
            let in_reduction =
                func.dfg.result(inst).is_some_and(|v| res.reductions.iter().any(|r| r.chain.contains(&v)));
            if ty.is_some_and(|ty| module.types.is_integer(ty) && module.types.is_signed(ty)) && !in_reduction {
                LaneGuard::Wrap
            } else {
                LaneGuard::None
            }
        }
        _ => LaneGuard::None,
    }
}

// Whether an access of the same bytes as `load` runs on every iteration.
fn same_address_every_iteration(deps: &LoopDeps, func: &Function, pred: &Predication, load: Inst) -> bool {
    let Some(access) = deps.accesses.iter().find(|a| a.inst == load) else { return false };
    deps.accesses.iter().any(|other| {
        other.inst != load
            && other.addr == access.addr
            && other.size == access.size
            && func.layout.inst_block(other.inst).is_some_and(|b| !pred.is_conditional(b))
    })
}

// What each instruction needs from its operands, given how its own value is needed.
fn push_operands(
    module: &Module,
    func: &Function,
    res: &LegalLoop,
    inst: Inst,
    as_vector: bool,
    loc: SrcLoc,
    work: &mut Vec<(Value, bool)>,
) -> Result<(), Refusal> {
    let data = func.inst(inst);
    match data {
        InstData::Load { addr, volatile: false } => {
            let widenable = as_vector && res.moves_by_elements(inst);
            if res.invariant_loads.contains(&inst) || widenable {
                work.push((*addr, false));
            } else if let (true, Some(&(_, index))) = (as_vector, res.indexed.get(&inst)) {
                work.push((index, true));
            } else if as_vector {
                return refuse(loc, format!("{} reads addresses that neither move by whole elements nor index a pointer from before the loop", show_inst(module, func, res.loc, inst)));
            } else {
                return refuse(
                    loc,
                    format!(
                        "the value of {} is used as an address (vectors of pointers are not handled)",
                        show_inst(module, func, res.loc, inst)
                    ),
                );
            }
        }
        InstData::Const(_)
        | InstData::Unary { .. }
        | InstData::Binary { .. }
        | InstData::Cast { .. }
        | InstData::Select { .. } => {
            data.for_each_operand(|v| work.push((v, as_vector)));
        }
        InstData::PtrAdd { .. }
        | InstData::ElemAddr { .. }
        | InstData::FieldAddr { .. }
        | InstData::GlobalAddr(_)
        | InstData::SlotAddr(_)
            if !as_vector =>
        {
            data.for_each_operand(|v| work.push((v, false)));
        }
        // Its arguments were demanded with the call itself (`demand`).
        InstData::Call { .. } if res.lane_calls.contains_key(&inst) => {}
        InstData::Call { args, .. } => {
            // Pure math calls (per lane, or once per part) and calls to vector variants, whose
            // uniform arguments are the scalars from before the loop.
            let variant = if as_vector { variant_for_call(module, func, res.header, inst, None, None) } else { None };
            match variant {
                Some((_, v)) => {
                    // Uniform and linear arguments are scalars (lane 0's value for linear ones).
                    for (&a, p) in args.iter().zip(&v.params) {
                        work.push((a, p.kind == ParamAbi::Varying));
                    }
                }
                None => data.for_each_operand(|v| work.push((v, as_vector))),
            }
        }
        _ => return refuse(loc, format!("{} cannot be vectorized", show_inst(module, func, res.loc, inst))),
    }
    Ok(())
}

/// Whether `v`, computed in `lp`, has the same value in every iteration (an integer or address
/// expression of values from before the loop, like the address of a global array).
fn is_invariant_value(input: &LegalInput, lp: Loop, v: Value) -> bool {
    let LegalInput { affine, loops, func, .. } = *input;
    // A constant materialized in the loop (a float one, which affine does not track).
    if func.dfg.defining_inst(v).is_some_and(|inst| matches!(func.inst(inst), InstData::Const(_))) {
        return true;
    }
    if let Some(addr) = affine.address(v) {
        return affine.is_invariant_base(loops, addr.base, lp) && affine.is_invariant(loops, &addr.offset, lp);
    }
    affine.int(v).is_some_and(|info| affine.is_invariant(loops, &info.expr, lp))
}

/// Whether `arg`, passed in every iteration of `lp`, is linear across the lanes with `step`
/// (elements for a pointer): its value moves by exactly `step` per iteration, everything else
/// in it from before the loop.
fn check_linear_argument(input: &LegalInput, lp: Loop, arg: Value, step: &Affine) -> Result<(), String> {
    let LegalInput { module, func, affine, loops, .. } = *input;
    let ty = func.value_type(arg);
    let (expr, unit) = if module.types.is_pointer(ty) {
        let addr = affine.address(arg).ok_or("not an affine address")?;
        if !affine.is_invariant_base(loops, addr.base, lp) {
            return Err("its base changes in the loop".into());
        }
        let elem =
            module.types.pointee(ty).and_then(|t| module.types.size_of(t)).ok_or("a pointer to an unsized type")?;
        (&addr.offset, elem as i64)
    } else {
        let info = affine.int(arg).ok_or("not an affine expression of the induction")?;
        if !info.nowrap {
            return Err("it may wrap around".into());
        }
        (&info.expr, 1)
    };
    // What it moves by per iteration: the terms with the loop's counter, as an expression.
    let moves = |t: &Term| matches!(t, Term::Iter(l) | Term::ValueIter(_, l) if *l == lp);
    let per_iteration = Affine {
        constant: expr.coeff(Term::Iter(lp)),
        terms: expr
            .terms
            .iter()
            .filter_map(|(t, c)| match t {
                Term::ValueIter(v, l) if *l == lp => Some((Term::Value(*v), *c)),
                _ => None,
            })
            .collect(),
    };
    let rest = Affine { terms: expr.terms.iter().filter(|(t, _)| !moves(t)).cloned().collect(), ..expr.clone() };
    if !affine.is_invariant(loops, &rest, lp) || !affine.is_invariant(loops, &per_iteration, lp) {
        return Err("it depends on values computed in the loop".into());
    }
    let wanted = Affine {
        constant: step.constant.saturating_mul(unit),
        terms: step.terms.iter().map(|(t, c)| (*t, c.saturating_mul(unit))).collect(),
    };
    if per_iteration != wanted {
        let what =
            if module.types.is_pointer(ty) { format!("{} bytes", per_iteration) } else { per_iteration.to_string() };
        return Err(format!("it moves by {} per iteration", what));
    }
    Ok(())
}

/// A vector variant (of `vf` lanes, masked or not; `None`: any) of the function a call in the
/// loop at `header` calls, when the loop's pragma (`#pragma omp simd`, `#pragma simd
/// vec-function`) lets calls run as vector calls, or the callee touches no memory outside its
/// own frame (`analysis::effects`): the call has a result, and every parameter of
/// the variant is varying, uniform (the caller then passes the value from before the loop) or
/// linear (the caller passes lane 0's value; `demand` checks the step).
pub fn variant_for_call<'m>(
    module: &'m Module,
    func: &Function,
    header: Block,
    inst: Inst,
    vf: Option<u32>,
    masked: Option<bool>,
) -> Option<(FuncId, &'m Variant)> {
    find_variant(module, func, header, inst, vf, masked, false)
}

/// The masked variant of `vf` lanes a masked remainder (`tail.rs`) calls for the call `inst`:
/// one the annotation asks for, or vcc's internal one of a `nomask` function.
pub fn remainder_variant_for_call<'m>(
    module: &'m Module,
    func: &Function,
    header: Block,
    inst: Inst,
    vf: u32,
) -> Option<(FuncId, &'m Variant)> {
    find_variant(module, func, header, inst, Some(vf), Some(true), true)
}

// `variant_for_call`, internal variants included when `internal`.
fn find_variant<'m>(
    module: &'m Module,
    func: &Function,
    header: Block,
    inst: Inst,
    vf: Option<u32>,
    masked: Option<bool>,
    internal: bool,
) -> Option<(FuncId, &'m Variant)> {
    let InstData::Call { callee: Callee::Direct(f), args } = func.inst(inst) else { return None };
    // Without a pragma, only a callee that touches no memory of ours may run for several
    // iterations at once.
    if func.loop_pragmas[header].is_none() && !crate::analysis::effects::is_readnone(module, *f) {
        return None;
    }
    // A variant with aligned parameters only where the calls keep them aligned (the start is
    // tested in the guard, `aligned.rs`), and one without them first: it needs no test.
    let candidates = || {
        module.vector_variants.iter().filter(|(s, _, v)| {
            *s == *f
                && (internal || !v.internal)
                && masked.is_none_or(|m| v.masked == m)
                && vf.is_none_or(|n| v.vlen == n)
                && super::aligned::callable(module, func, args, v)
        })
    };
    let unaligned = candidates().find(|(_, _, v)| v.params.iter().all(|p| p.align.is_none()));
    unaligned.or_else(|| candidates().next()).map(|(_, id, v)| (*id, v))
}

/// The name of the local variable `addr` points into, when it is private to the iterations of
/// the loop at `header` (its pragma's `private` clause, or an array its body declares).
fn private_object(func: &Function, header: Block, addr: Value) -> Option<String> {
    let mut v = addr;
    let slot = loop {
        v = match func.inst(func.dfg.defining_inst(v)?) {
            InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } | InstData::FieldAddr { base, .. } => *base,
            InstData::Cast { arg } => *arg,
            InstData::SlotAddr(s) => break *s,
            _ => return None,
        };
    };
    let name = func.slots.get(slot)?.name.clone()?;
    let named = func.loop_pragmas[header].as_ref().is_some_and(|p| p.private.contains(&name));
    (named || func.private_arrays[header].contains(&slot)).then_some(name)
}

/// How a lane call's argument reaches lane k's call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaneArg {
    /// The same in every iteration: the value itself.
    Scalar,
    /// Lane k of the argument's vector.
    Vector,
    /// A pointer that moves by `step` bytes per iteration: lane 0's address + k·step, computed
    /// as an integer (lane 0 may be inactive, its address outside the object).
    Pointer { step: i64 },
}

/// Whether `inst` is a call the loop vectorizer runs once per lane: a direct call, in a loop
/// under `#pragma omp simd` or `#pragma simd vec-function`, to a function without vector
/// variants (of this file or declared by `--extern-variants`) and without a vector form
/// (PURE_MATH). Its effects are unknown, but the pragma promises that the iterations may run as
/// SIMD lanes, as OpenMP's `omp simd` does for such calls: each vector iteration calls it for
/// its lanes in order, only for the active ones, each with its lane's arguments. Without a
/// pragma such a call keeps the loop scalar.
pub fn is_lane_call(module: &Module, func: &Function, header: Block, inst: Inst) -> bool {
    let InstData::Call { callee: Callee::Direct(f), .. } = func.inst(inst) else { return false };
    func.loop_pragmas[header].is_some()
        && !PURE_MATH.contains(&module.funcs[*f].name.as_str())
        && !module.vector_variants.iter().any(|(s, _, _)| s == f)
}

// A value a vector lane holds as it is: integers and floats, but not `_Bool` (byte lanes of 0 or
// 1 made from masks) nor `long double`.
fn lane_scalar_type(types: &Types, ty: TypeId) -> bool {
    types.is_arithmetic(ty)
        && types.int_kind(ty) != Some(IntKind::Bool)
        && !matches!(types.kind(ty), TypeKind::Float(FloatKind::LongDouble))
}

// The bytes a pointer computed in `lp` moves by per iteration, when that is a constant and its
// base is from before the loop.
fn pointer_step(input: &LegalInput, lp: Loop, v: Value) -> Option<i64> {
    let addr = input.affine.address(v)?;
    if !input.affine.is_invariant_base(input.loops, addr.base, lp) {
        return None;
    }
    let (step, rest) = addr.offset.split_loop(lp);
    input.affine.is_invariant(input.loops, &rest, lp).then_some(())?;
    step.as_constant()
}

/// The base of a runtime-check range as something the preheader can name.
pub fn base_value(base: Base) -> Option<Value> {
    match base {
        Base::Value(v) => Some(v),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn omp(reductions: Vec<(ReductionOp, Vec<String>)>) -> LoopPragma {
        LoopPragma {
            syntax: LoopPragmaSyntax::OmpSimd,
            reductions,
            private: Vec::new(),
            simdlen: None,
            safelen: None,
            loc: SrcLoc::default(),
        }
    }

    #[test]
    fn pragmas_allow_matching_float_reductions() {
        let add = RedKind::Binary(BinaryOp::Add);
        let pragma = omp(vec![(ReductionOp::Add, vec!["s".into()])]);
        assert!(pragma_allows(Some(&pragma), Some("s"), add));
        assert!(!pragma_allows(Some(&pragma), Some("t"), add));
        assert!(!pragma_allows(Some(&pragma), Some("s"), RedKind::Binary(BinaryOp::Mul)));
        assert!(!pragma_allows(None, Some("s"), add));
        let simd = LoopPragma { syntax: LoopPragmaSyntax::SimdVecFunction, ..omp(Vec::new()) };
        assert!(pragma_allows(Some(&simd), None, add));
    }
}
