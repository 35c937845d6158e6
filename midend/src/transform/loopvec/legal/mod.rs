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
//!
//! This file holds the result types and the driver (`check`); its parts, in the order `check`
//! runs them: `induction.rs` (inductions and trip counts), `reduction.rs` (reductions and last
//! values), `access.rs` (effects, access classes, interleave groups), `exits.rs` (early exits
//! and loops without a counted exit), `safe_loads.rs` (loads that may run past an exit),
//! `demand.rs` (vector and scalar demand), `masked.rs` (what runs under a mask) and `calls.rs`
//! (vector variants and lane calls).

// Sibling passes that the parts call as `super::aligned::…`.
use super::narrow::Users;
use super::predicate::{self, Edge, Predication};
use super::{aligned, idioms, last_value, peel, recurrence, scatter};
use crate::abi::vfabi::{ParamAbi, Variant};
use crate::analysis::affine::{Affine, AffineInfo, Base, Term, TripCount};
use crate::analysis::deps::{AccessKind, DepKind, LoopDeps, RuntimeCheck, Symbolic, PURE_MATH};
use crate::analysis::{ControlFlowGraph, Loop, LoopData, LoopForest};
use crate::ir::*;
use crate::remarks;
use std::collections::{BTreeMap, BTreeSet};

mod access;
mod calls;
mod demand;
mod exits;
mod induction;
mod masked;
mod reduction;
mod safe_loads;

use access::{check_distances, check_memory, classify_accesses, find_groups, name_counters};
use calls::{check_linear_argument, is_invariant_value, lane_scalar_type, pointer_step, private_object};
pub use calls::{is_lane_call, remainder_variant_for_call, variant_for_call, LaneArg};
pub use demand::truth_test;
use demand::{demand, gives_mask, lane_widths};
use exits::{check_before_exit_test, check_uncounted, find_early_exits, is_strlen_search, uncounted_bounds};
use induction::{counted_exits, find_inductions, reads_in_loop, uncounted_exits, uses_in_loop, Exits};
use masked::find_masked;
pub use masked::{harmless_divisor, lane_guard, LaneGuard};
use reduction::{find_last_value, find_reduction};
use safe_loads::{align_peel_access, load_bound, stretch_in_bounds, NOT_EVERY_ITERATION};

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
    /// The constant step; 0 when the step is `rt_step`.
    pub step: i64,
    /// A step known only at run time (`v += k`, k loop-invariant): an integer induction only,
    /// in a counted loop. Its terms are values defined before the loop; the executor computes
    /// it once before the vector loop (`Exec::rt_steps`) and steps the lanes by its multiples,
    /// in the lanes' unsigned type (so modulo 2^bits, as the scalar loop's updates are).
    pub rt_step: Option<Affine>,
    pub is_pointer: bool,
    /// On every iteration the scalar loop runs, the value is exactly `start + step·k`: it never
    /// wraps around its type (`affine`'s `nowrap`: signed, or bounded by the exit test).
    pub nowrap: bool,
}

impl IndVar {
    /// The step as the plan prints it: the constant, or the run-time step's expression.
    pub fn step_text(&self) -> String {
        match &self.rt_step {
            Some(expr) => format!("({})", expr),
            None => self.step.to_string(),
        }
    }
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
    /// The operation that combines two lanes.
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
    /// A float sum kept in the scalar loop's order (no `--fast-math`): one update `acc + x`
    /// per iteration, unconditional; the vector loop adds `x`'s lanes to one scalar in lane
    /// and part order (`ordered.rs`).
    pub ordered: bool,
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
    /// Header parameters that hold the previous iteration's value (`recurrence.rs`); each is
    /// also in `last_values`, which resumes the scalar loop with its last lane.
    pub recurrences: Vec<super::recurrence::Recurrence>,
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
    /// Narrowed shifts of 16-bit products computed from the products' halves
    /// (`narrow::HighProduct`); the products are in `folded`.
    pub high_products: BTreeMap<Value, super::narrow::HighProduct>,
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
    /// Integer values the loop was analysed as having, each with its value (a run-time stride
    /// taken as 1, `strides.rs`): the guard tests each, and the scalar loop runs where one
    /// differs.
    pub assumed: Vec<(Value, i64)>,
    /// Pairs of accesses on one base whose distance is a parameter's value (`a[i]` against
    /// `a[i + k]`): the guard tests that it is safe for VF·UF iterations at a time
    /// (`Symbolic::safe_bounds`), and the scalar loop runs where it is not.
    pub distance_checks: Vec<DistanceCheck>,
}

/// A run-time dependence-distance test: the access `second` starts `sym.diff` bytes after
/// `first` (both consecutive or reversed, `first` earlier in program order).
#[derive(Clone, Debug)]
pub struct DistanceCheck {
    pub first: Inst,
    pub second: Inst,
    pub sym: Symbolic,
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

    /// The element type of `v`'s vectors: its narrowed lane type, else its own.
    pub fn lane_type(&self, func: &Function, v: Value) -> TypeId {
        self.narrowed.get(&v).copied().unwrap_or_else(|| func.value_type(v))
    }

    /// Whether `inst` runs under a condition (its block is conditional in the predication).
    pub fn runs_conditionally(&self, func: &Function, inst: Inst) -> bool {
        func.layout.inst_block(inst).is_some_and(|b| self.predication.is_conditional(b))
    }

    /// Whether `v` is defined inside the loop (a header parameter or a loop instruction's result).
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
    /// Complex multiplies are found (`complex.rs`): not on targets with structure loads and
    /// stores (`Target::structure_accesses`), where the plain groups' de-interleaving is free.
    pub complex_muls: bool,
    /// The target: which interleave groups pay (`access.rs` `find_groups`).
    pub target: &'a crate::target::Target,
}

/// Refuses a loop that calls an atomic builtin (`__atomic_load_n`, `__sync_synchronize`, an
/// ordered memory operation) or `va_arg` (`FuncDecl::never_vectorized`), even under a pragma:
/// lane calls would run them in lane order, but a vector iteration's other accesses would move
/// across them.
fn check_ordered_builtins(input: &LegalInput, lp: Loop, loc: SrcLoc) -> Result<(), Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    for &block in &loops.data(lp).blocks {
        for &inst in func.layout.block_insts(block) {
            if let InstData::Call { callee: Callee::Direct(f), .. } = func.inst(inst) {
                if let Some(kind) = module.funcs[*f].never_vectorized() {
                    let what = show_inst(module, func, loc, inst);
                    let message = format!("{} is {}, which vcc never vectorizes", what, kind);
                    return refuse(func.srclocs[inst], message);
                }
            }
        }
    }
    Ok(())
}

/// The location of a loop in remarks: its header's first instruction.
pub fn loop_loc(func: &Function, header: Block) -> SrcLoc {
    func.layout.block_insts(header).first().map_or(func.loc, |inst| func.srclocs[*inst])
}

/// A refusal at `loc` with `message`.
/// The value `from` (the preheader or the latch) passes to the header's parameter `param`.
pub(super) fn passed_in(func: &Function, header: Block, param: Value, from: Block) -> Option<Value> {
    let idx = func.dfg.block_params(header).iter().position(|p| *p == param)?;
    func.calls_to(from, header).first().and_then(|c| c.args.get(idx).copied())
}

pub(super) fn refuse<T>(loc: SrcLoc, message: impl Into<String>) -> Result<T, Refusal> {
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
    check_ordered_builtins(input, lp, loc)?;
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
    let exits = match counted {
        Some(trip) => counted_exits(input, lp, latch, trip, loc)?,
        None => uncounted_exits(input, lp, latch, loc)?,
    };
    let uncounted = exits.uncounted;
    let inductions = find_inductions(input, lp, loc, uncounted)?;
    let carried = carried_values(input, lp, (preheader, latch), &exits.predication, &inductions)?;
    check_memory(input, lp, loc)?;
    let early_exit_blocks = exits.early_exit_blocks.clone();
    let mut res = LegalLoop::new(input, lp, (preheader, latch, loc), exits, (inductions, carried));
    if uncounted {
        res.other_trip_counts = uncounted_bounds(input, &res.inductions);
    }
    find_early_exits(input, &early_exit_blocks, &mut res)?;
    super::ordered::check_exits(input, &res)?;
    if uncounted {
        check_uncounted(input, &res)?;
    }
    classify_accesses(input, &mut res);
    check_distances(input, &mut res)?;
    name_counters(input, &mut res)?;
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
    find_idioms(input, &mut res);
    recurrence::arrange(input, &mut res)?;
    Ok(res)
}

/// The header parameters that are not inductions, sorted into reductions, last values and
/// conditional last values.
type Carried = (Vec<Reduction>, Vec<LastValue>, Vec<last_value::CondLast>, Vec<recurrence::Recurrence>);

/// Sorts the header parameters other than inductions; one that is none of these is refused
/// with the reason it is not a reduction.
fn carried_values(
    input: &LegalInput,
    lp: Loop,
    (preheader, latch): (Block, Block),
    predication: &Predication,
    inductions: &[IndVar],
) -> Result<Carried, Refusal> {
    let func = input.func;
    let header = input.loops.data(lp).header;
    let mut reductions = Vec::new();
    let mut last_values = Vec::new();
    let mut cond_lasts = Vec::new();
    let mut recurrences = Vec::new();
    for &param in func.dfg.block_params(header) {
        if inductions.iter().any(|ind| ind.param == param) {
            continue;
        }
        match find_reduction(input, lp, preheader, latch, param, predication) {
            Ok(red) => reductions.push(red),
            Err(why) => match find_last_value(input, lp, latch, param, inductions) {
                Some(last) => last_values.push(last),
                None => match super::last_value::find(input, lp, (preheader, latch), param, predication, inductions) {
                    Some(found) => cond_lasts.push(found?),
                    None => match recurrence::find(input, lp, (preheader, latch), param, predication) {
                        Some(rec) => {
                            last_values.push(LastValue { param, update: rec.update });
                            recurrences.push(rec);
                        }
                        None => return Err(why),
                    },
                },
            },
        }
    }
    refuse_conditions_on_reductions(input, lp, predication, &reductions, &cond_lasts)?;
    Ok((reductions, last_values, cond_lasts, recurrences))
}

/// Refuses a reduction or conditional last value set under a condition that reads another
/// reduction's accumulator (the index of a minimum: `last_value::condition_reads`).
fn refuse_conditions_on_reductions(
    input: &LegalInput,
    lp: Loop,
    predication: &Predication,
    reductions: &[Reduction],
    cond_lasts: &[last_value::CondLast],
) -> Result<(), Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    let data = loops.data(lp);
    let loc = loop_loc(func, data.header);
    let carried = reductions.iter().map(|r| (r.param, &r.chain)).chain(cond_lasts.iter().map(|c| (c.param, &c.chain)));
    for (param, chain) in carried {
        let read = reductions
            .iter()
            .find(|r| r.param != param && last_value::condition_reads(func, data, predication, chain, r.param));
        if let Some(red) = read {
            let message = format!(
                "{} is set under a condition that reads the reduction {} (as the index of a minimum does), \
                 which the vector loop would keep per lane",
                show_value(module, func, loc, param),
                show_value(module, func, loc, red.param)
            );
            return Err(Refusal { message, loc });
        }
    }
    Ok(())
}

impl LegalLoop {
    /// The legal loop as the exits and header parameters found it, before the body's
    /// accesses, demand and idioms fill in the rest.
    fn new(
        input: &LegalInput,
        lp: Loop,
        (preheader, latch, loc): (Block, Block, SrcLoc),
        exits: Exits,
        (inductions, (reductions, last_values, cond_lasts, recurrences)): (Vec<IndVar>, Carried),
    ) -> LegalLoop {
        let data = input.loops.data(lp);
        let Exits { trip_count, trip_divisor, other_trip_counts, predication, uncounted, .. } = exits;
        LegalLoop {
            lp,
            header: data.header,
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
            recurrences,
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
            high_products: BTreeMap::new(),
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
            assumed: Vec::new(),
            distance_checks: Vec::new(),
        }
    }
}

/// The idioms found in the demanded body: narrowed lanes, averages and saturations,
/// multiply-adds, complex multiplies and modular inductions; then the lane widths they leave.
fn find_idioms(input: &LegalInput, res: &mut LegalLoop) {
    let func = input.func;
    let users = input.users;
    let narrowing = super::narrow::analyze(input.module, func, res, users);
    res.narrowed = narrowing.lanes;
    res.averages = narrowing.averages;
    res.high_products = narrowing.high_products;
    res.saturations = narrowing.saturations;
    res.folded = narrowing.folded;
    let madds = super::madd::find(input.module, func, res, users);
    res.madds = madds.updates;
    res.folded.extend(madds.folded);
    if input.complex_muls {
        let complexes = super::complex::find(input.module, func, res, users);
        res.complex_muls = complexes.muls;
        res.folded.extend(complexes.folded);
    }
    let modular = super::modind::find(input, res, users);
    for (v, m) in &modular.inds {
        if m.lane != func.value_type(*v) {
            res.narrowed.insert(*v, m.lane);
        }
    }
    res.mod_inductions = modular.inds;
    res.folded.extend(modular.folded);
    let (widest, narrowest) = lane_widths(input.module, func, res, users);
    if !res.narrowed.is_empty() || !res.madds.is_empty() || !res.mod_inductions.is_empty() {
        res.widest_bytes = widest;
    }
    res.narrowest_bytes = narrowest.min(res.widest_bytes);
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
