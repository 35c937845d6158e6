//! The SLP (superword-level parallelism) vectorizer: straight-line code within one block, as
//! vectors. It follows the bottom-up SLP algorithm of the seed (../shared/seeds/
//! slp-vectorizer-in-llvm.zh.txt, LLVM 4's `SLPVectorizer`): seeds are chains of stores to
//! consecutive addresses of one object (`seeds.rs`); from each slice of a chain, widest VF
//! first, a tree of bundles is built bottom-up over the stored values' operands (`tree.rs`):
//! Vectorize nodes for lanes that do the same operation (binary and unary operations, casts,
//! consecutive loads; lanes of a few arithmetic operations as each and a blend), Gather nodes
//! for the others (constants, splats, scalars put in lanes); `schedule.rs` says whether the
//! bundle's instructions can run together at the last store without breaking a memory
//! dependence; `cost.rs` prices the tree from the target's tables
//! (vector minus scalar, plus gathers and the extracts of scalars used outside the tree); a
//! tree cheaper than `-threshold` is written by `codegen.rs` just before the last store.
//! Before the cost, `narrow.rs` computes the integer nodes whose results are truncated in the
//! narrowest lanes that hold the bits they need (bytes blended in 16-bit lanes); a tree with a
//! bundle too wide for a register is built again for wider ones and kept when it then fits.
//! A tiny tree, whose stored values are gathered (constants, one value, or values of different
//! operations), is not an attempt and leaves no remark (the seed's
//! `isTreeTinyAndNotFullyVectorizable`, stricter: stores of constants are mostly initializers,
//! where one vector store saves little and the function would be rewritten for it).
//!
//! It runs after the loop vectorizer, on the blocks it left scalar (never inside a loop it or
//! another vectorizer made). Every attempt leaves a remark: the root, the lanes, the tree
//! with each node's kind, the cost, and whether it was vectorized or why not.
//!
//! Loads and stores through a pointer parameter that points into a caller's local kept in
//! registers once cc inlines the function (`analysis::caller_locals`: xxHash's accumulators)
//! stay scalar: a vector access would keep the caller's array in memory.
//!
//! After the store chains, a block's horizontal reductions (`reduction.rs`): a value returned,
//! stored or passed to another block (a loop's next sum) that chains one associative
//! operation, or min or max, over several operands is a tree rooted at a reduction of the
//! first operands' vector.
//!
//! A function whose branches go to arms that compute only constants (`x < 0 ? 0 : x`) or
//! selects is also tried with those branches as selects (`select.rs`), and kept so when that
//! vectorizes more trees: selects of one comparison in every lane are a vector compare and a
//! blend, and a chain of `a > b ? a : b` is a max reduction.
//!
//! Where accesses through two pointers that may overlap keep a tree from vectorizing, the
//! tree is built again assuming they do not, and written behind a run-time check that they
//! do not, when it pays for the check too (`versioning.rs`: the block copied, scalar where
//! the check fails).
//!
//! Before all that, the seed's PHI seeds (`carried.rs`): values carried round a loop the
//! loop vectorizer left scalar, such as the four sums of a hand-unrolled dot product, are the
//! lanes of a tree rooted at their next values, whose leaf is the carried vector itself (a new
//! parameter of the loop's header). Each lane keeps its own chain of operations in order, so
//! float sums stay exact. The cost is per iteration and counts the chain's latency: an
//! iteration takes at least the chain's cycles, which a vector chain does not shorten.

mod carried;
mod codegen;
mod cost;
mod narrow;
mod reduction;
mod schedule;
mod seeds;
mod select;
mod tree;
mod versioning;

use crate::analysis::affine::{AffineInfo, Base};
use crate::analysis::caller_locals::Origin;
use crate::analysis::deps::escaping_slots;
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::remarks::{describe_inst, RemarkKind, Remarks};
use crate::target::Target;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

/// What the driver sets (`--slp-threshold=N`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SlpOptions {
    /// A tree is vectorized when its cost is below `-threshold` (0: any saving).
    pub threshold: i64,
    /// Float reductions may be reassociated (`--fast-math`; the pipeline sets it).
    pub fast_math: bool,
    /// Every attempt's tree, node by node with its cost, as a note of pass `slp-tree`
    /// (`--emit=slp`).
    pub trace: bool,
}

/// The narrowest vector of stores worth a tree (LLVM's is 128 bits; two `float`s still pay on
/// every target vcc writes for).
const MIN_STORE_BYTES: u64 = 8;

/// The facts every phase reads, of the function as it was before this pass.
pub(super) struct Facts<'a> {
    pub affine: &'a AffineInfo,
    pub escaping: &'a BTreeSet<StackSlot>,
    pub target: &'a Target,
    /// The widest vector in bytes (the width the loop vectorizer plans for).
    pub width: u64,
    /// Pointer parameters into a caller's local that the C compiler keeps in registers once
    /// it inlines this function (`analysis::caller_locals`), with the words that say so.
    pub in_registers: &'a BTreeMap<Value, String>,
    /// For a tree built to be checked at run time: the pairs of accesses `schedule.rs` took
    /// apart although they are on objects that may overlap (`versioning.rs`).
    pub assumed: Option<&'a RefCell<Vec<(Inst, Inst)>>>,
    /// Math calls may be libmvec's vector variants (`--fast-math`).
    pub fast_math: bool,
    /// The blocks versioned so far, for trees that need checks of their own in them.
    pub versions: &'a RefCell<versioning::Versions>,
}

/// Vectorizes the store chains of every block outside vector code. Returns whether the
/// function changed. `in_registers` holds the parameters (by index) that point into a
/// caller's local kept in registers: their memory stays scalar.
pub fn vectorize_slp(
    module: &mut Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    opts: &SlpOptions,
    in_registers: &BTreeMap<usize, Origin>,
    target: &Target,
    remarks: &mut Remarks,
) -> bool {
    let in_registers = param_notes(module, func, in_registers);
    let mut flat = func.clone();
    if !select::flatten(&mut flat) {
        return vectorize_blocks(module, func, analysis, opts, &in_registers, target, remarks);
    }
    // The trial with branches on arms of constants and selects as selects (numbered again, so
    // that a select an arm repeated is the one computed before), against the function as it is.
    crate::transform::gvn::gvn(module, &mut flat);
    let types = module.types.clone();
    let flat_analysis = LoopAnalysis::compute(module, &flat);
    let mut flat_remarks = Remarks::default();
    vectorize_blocks(module, &mut flat, &flat_analysis, opts, &in_registers, target, &mut flat_remarks);
    let flat_types = std::mem::replace(&mut module.types, types);
    let mut plain_remarks = Remarks::default();
    let changed = vectorize_blocks(module, func, analysis, opts, &in_registers, target, &mut plain_remarks);
    let vectorized = |r: &Remarks| r.list.iter().filter(|r| r.kind == RemarkKind::Passed).count();
    if vectorized(&flat_remarks) > vectorized(&plain_remarks) {
        *func = flat;
        module.types = flat_types;
        remarks.list.extend(flat_remarks.list);
        return true;
    }
    remarks.list.extend(plain_remarks.list);
    changed
}

/// What the SLP vectorizer would save on `block` of a loop (the body of a loop the loop
/// vectorizer is pricing, `loopvec/slp_first.rs`): the summed cost of the trees its store
/// chains would become (vector minus scalar, in the target table's units, each below
/// `-threshold`) and the stores they cover; `None` where no tree pays. `in_registers` as for
/// `vectorize_slp`. The function is not changed: the slices are walked as `vectorize_chain`
/// walks them, without run-time checks.
pub fn block_saving(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    block: Block,
    target: &Target,
    threshold: i64,
    in_registers: &BTreeMap<usize, Origin>,
) -> Option<(i64, usize)> {
    let escaping = escaping_slots(func, &analysis.affine);
    let in_loops = func.layout.blocks().iter().copied().filter(|&b| analysis.loops.innermost_loop(b).is_some());
    let versions = RefCell::new(versioning::Versions::new(in_loops.collect()));
    let in_registers = param_notes(module, func, in_registers);
    let facts = Facts {
        affine: &analysis.affine,
        escaping: &escaping,
        target,
        width: target.loop_vector_bytes as u64,
        in_registers: &in_registers,
        assumed: None,
        fast_math: false,
        versions: &versions,
    };
    let opts = SlpOptions { threshold, ..SlpOptions::default() };
    let mut scratch = Remarks::default();
    let (mut saving, mut stores) = (0, 0);
    for chain in seeds::store_chains(module, func, facts.affine, block) {
        let Some(size) = seeds::store_size(module, func, chain[0]) else { continue };
        let widest = floor_pow2((facts.width / size).min(chain.len() as u64));
        let _ = walk_slices(
            chain.len(),
            widest,
            |vf| vf as u64 * size >= MIN_STORE_BYTES,
            |start, vf| {
                let slice = &chain[start..start + vf];
                match plan(module, func, &facts, tree::Root::Stores(slice), "", &opts, &mut scratch, "") {
                    Ok(p) if p.cost.total < -threshold => {
                        saving += p.cost.total;
                        stores += vf;
                        Slice::Vectorized
                    }
                    _ => Slice::<()>::Skipped,
                }
            },
        );
    }
    (stores > 0).then_some((saving, stores))
}

/// The marked parameters' values, each with the words a remark says about it.
fn param_notes(module: &Module, func: &Function, marked: &BTreeMap<usize, Origin>) -> BTreeMap<Value, String> {
    let mut res = BTreeMap::new();
    for (&i, origin) in marked {
        let Some(&param) = func.params().get(i) else { continue };
        let name = func.value_name(param).map_or(format!("parameter {}", i + 1), |n| format!("`{}`", n));
        let local = origin.local.as_ref().map_or("a local".to_string(), |n| format!("the local `{}`", n));
        let caller = &module.funcs[origin.caller].name;
        res.insert(
            param,
            format!(
                "{} points into {} of `{}`, which cc keeps in registers once it inlines this \
                 function; vector loads and stores would keep it in memory",
                name, local, caller
            ),
        );
    }
    res
}

/// The SLP vectorizer on every block of `func` as it is.
fn vectorize_blocks(
    module: &mut Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    opts: &SlpOptions,
    in_registers: &BTreeMap<Value, String>,
    target: &Target,
    remarks: &mut Remarks,
) -> bool {
    let escaping = escaping_slots(func, &analysis.affine);
    let in_loops = func.layout.blocks().iter().copied().filter(|&b| analysis.loops.innermost_loop(b).is_some());
    let versions = RefCell::new(versioning::Versions::new(in_loops.collect()));
    let facts = Facts {
        affine: &analysis.affine,
        escaping: &escaping,
        target,
        width: target.loop_vector_bytes as u64,
        in_registers,
        assumed: None,
        fast_math: opts.fast_math,
        versions: &versions,
    };
    let blocks: Vec<Block> =
        func.layout.blocks().iter().copied().filter(|&b| !in_vector_code(func, analysis, b)).collect();
    let mut changed = carried::vectorize_loops(module, func, analysis, &facts, opts, remarks);
    // The function's uses, for the reductions: again only after a tree changed it.
    let mut uses: Option<reduction::Uses> = None;
    for block in blocks {
        for chain in seeds::store_chains(module, func, facts.affine, block) {
            if vectorize_chain(module, func, &facts, &chain, opts, remarks) {
                (changed, uses) = (true, None);
            }
        }
        let all = uses.get_or_insert_with(|| reduction::Uses::compute(func));
        for chain in reduction::chains(module, func, all, block, opts.fast_math) {
            if vectorize_reduction(module, func, &facts, &chain, opts, remarks) {
                (changed, uses) = (true, None);
            }
        }
    }
    changed
}

/// A reduction chain at VF from the widest register down to `MIN_LEAVES`, on its first leaves;
/// one remark, for the vectorized tree or the widest attempt.
fn vectorize_reduction(
    module: &mut Module,
    func: &mut Function,
    facts: &Facts,
    chain: &reduction::Chain,
    opts: &SlpOptions,
    remarks: &mut Remarks,
) -> bool {
    let Some(size) = module.types.size_of(func.value_type(chain.result)).filter(|&s| s > 0) else { return false };
    let mut vf = floor_pow2((facts.width / size).min(chain.leaves.len() as u64));
    let loc = func.srclocs[chain.at];
    let mut first_miss = None;
    // Narrower vectors are reduced lane by lane on most targets, slower than the scalar chain.
    let narrowest = facts.target.narrowest_reduction_bytes();
    if vf >= reduction::MIN_LEAVES && (vf as u64) * size < narrowest {
        let message = format!(
            "the {} reduction of {} values used by {}: a vector of {} lanes ({} bytes) is narrower than the {} bytes {} reduces in a register",
            chain.op.name(),
            chain.leaves.len(),
            describe_inst(module, func, chain.user, "in this block"),
            vf,
            vf as u64 * size,
            narrowest,
            facts.target.name
        );
        remarks.push(loc, RemarkKind::Missed, "slp", message);
        return false;
    }
    while vf >= reduction::MIN_LEAVES && vf as u64 * size >= narrowest {
        let root = tree::Root::Reduction {
            op: chain.op,
            leaves: &chain.leaves[..vf],
            rest: &chain.leaves[vf..],
            chain: &chain.chain,
            result: chain.result,
            at: chain.at,
        };
        let what = format!(
            "the {} reduction of {} values used by {} ({} lanes)",
            chain.op.name(),
            chain.leaves.len(),
            describe_inst(module, func, chain.user, "in this block"),
            vf
        );
        match attempt(module, func, facts, root, what, opts, remarks) {
            Ok(message) => {
                remarks.push(loc, RemarkKind::Passed, "slp", message);
                return true;
            }
            Err(message) if !message.is_empty() => {
                first_miss.get_or_insert(message);
            }
            Err(_) => {}
        }
        vf /= 2;
    }
    if let Some(message) = first_miss {
        remarks.push(loc, RemarkKind::Missed, "slp", message);
    }
    false
}

/// Whether `block` is vector code another vectorizer made, or in a loop headed there.
fn in_vector_code(func: &Function, analysis: &LoopAnalysis, block: Block) -> bool {
    let marked = |b: Block| func.vector_loops.contains(&b) || func.vector_code.contains(&b);
    let mut lp = analysis.loops.innermost_loop(block);
    while let Some(l) = lp {
        if marked(analysis.loops.data(l).header) {
            return true;
        }
        lp = analysis.loops.data(l).parent;
    }
    marked(block)
}

/// The seed's `vectorizeStoreChain`: slices of `chain` at VF from the widest register down to
/// 2, at every offset; a vectorized slice's stores are not tried again. One remark per
/// vectorized slice, or, when none was, one for the widest attempt.
fn vectorize_chain(
    module: &mut Module,
    func: &mut Function,
    facts: &Facts,
    chain: &[Inst],
    opts: &SlpOptions,
    remarks: &mut Remarks,
) -> bool {
    let Some(size) = seeds::store_size(module, func, chain[0]) else { return false };
    let widest = floor_pow2((facts.width / size).min(chain.len() as u64));
    let fits = |vf: usize| vf as u64 * size >= MIN_STORE_BYTES;
    let walked = walk_slices(chain.len(), widest, fits, |start, vf| {
        let stores = &chain[start..start + vf];
        if halves_pay_more(module, func, facts, stores, size, opts) {
            return Slice::Skipped;
        }
        let loc = func.srclocs[stores[0]];
        let root = format!(
            "{} and {} more ({} lanes)",
            describe_inst(module, func, stores[0], "in this block"),
            stores.len() - 1,
            stores.len()
        );
        match attempt(module, func, facts, tree::Root::Stores(stores), root, opts, remarks) {
            Ok(message) => {
                remarks.push(loc, RemarkKind::Passed, "slp", message);
                Slice::Vectorized
            }
            Err(message) if message.is_empty() => Slice::Skipped,
            Err(message) => Slice::Missed((loc, message)),
        }
    });
    match walked {
        Ok(()) => true,
        Err(Some((loc, message))) => {
            remarks.push(loc, RemarkKind::Missed, "slp", message);
            false
        }
        Err(None) => false,
    }
}

/// The largest power of two not above `n` (0 for 0).
fn floor_pow2(n: u64) -> usize {
    if n == 0 {
        0
    } else {
        1usize << (63 - n.leading_zeros())
    }
}

/// What one slice's attempt came to (`walk_slices`).
enum Slice<T> {
    Vectorized,
    /// Not vectorized, and why (the first reason is the one reported).
    Missed(T),
    /// Not an attempt (a tiny tree, halves that pay more): no reason.
    Skipped,
}

/// The seed's walk over a chain of `len` candidates: slices at VF from `widest` (a power of
/// two) down to 2 while `fits(vf)`, at every offset, each given to `attempt(start, vf)`; the
/// candidates of a vectorized slice are not tried again. `Ok` when a slice was vectorized,
/// else the first miss's reason, if any.
fn walk_slices<T>(
    len: usize,
    widest: usize,
    fits: impl Fn(usize) -> bool,
    mut attempt: impl FnMut(usize, usize) -> Slice<T>,
) -> Result<(), Option<T>> {
    let mut vf = widest;
    let mut done = vec![false; len];
    let mut first_miss = None;
    let mut changed = false;
    while vf >= 2 && fits(vf) {
        let mut start = 0;
        while start + vf <= len {
            if done[start..start + vf].iter().any(|d| *d) {
                start += 1;
                continue;
            }
            match attempt(start, vf) {
                Slice::Vectorized => {
                    done[start..start + vf].iter_mut().for_each(|d| *d = true);
                    changed = true;
                    start += vf;
                }
                Slice::Missed(why) => {
                    first_miss.get_or_insert(why);
                    start += 1;
                }
                Slice::Skipped => start += 1,
            }
        }
        vf /= 2;
    }
    if changed {
        Ok(())
    } else {
        Err(first_miss)
    }
}

/// Whether the two halves of the slice `stores`, each a tree of its own, save more than the
/// slice's one tree and pay, so that the slice is left to the next, narrower VF. A tree of eight
/// lanes that combines the same four values two ways (bench slp butterfly_f32: `x[k] + t[k]`
/// and `x[k] - t[k]`, k < 4) needs cross-lane shuffles of 256-bit registers that two 4-lane
/// trees do without: with gcc -O2 on Zen 4, 0.344 s against the scalar code's 0.285 s.
fn halves_pay_more(
    module: &Module,
    func: &Function,
    facts: &Facts,
    stores: &[Inst],
    size: u64,
    opts: &SlpOptions,
) -> bool {
    let half = stores.len() / 2;
    if half < 2 || (half as u64) * size < MIN_STORE_BYTES {
        return false;
    }
    let mut scratch = Remarks::default();
    let quiet = SlpOptions { trace: false, ..*opts };
    let mut cost = |part: &[Inst]| {
        plan(module, func, facts, tree::Root::Stores(part), "", &quiet, &mut scratch, "").ok().map(|p| p.cost.total)
    };
    let Some(whole) = cost(stores) else { return false };
    match (cost(&stores[..half]), cost(&stores[half..])) {
        (Some(first), Some(second)) => first + second < whole.min(-opts.threshold),
        _ => false,
    }
}

/// One slice: the tree, its cost, and the vector code when it pays; else the tree built
/// assuming that accesses through different pointers do not overlap, behind a run-time check
/// of that (`versioning.rs`), when it pays for the check too. `Ok` with the remark of a
/// vectorized tree, `Err` with why not (of the tree without a check).
fn attempt(
    module: &mut Module,
    func: &mut Function,
    facts: &Facts,
    seed: tree::Root,
    root: String,
    opts: &SlpOptions,
    remarks: &mut Remarks,
) -> Result<String, String> {
    let plain = plan(module, func, facts, seed, &root, opts, remarks, "");
    let why = match plain {
        Ok(p) if p.cost.total < -opts.threshold => {
            codegen::vectorize(module, func, &p.tree, &p.externals);
            return Ok(format!("SLP vectorized: {}", p.summary));
        }
        Ok(p) => {
            format!("SLP not vectorized: {}, not below {} (threshold {})", p.summary, -opts.threshold, opts.threshold)
        }
        Err(why) => why,
    };
    if matches!(seed, tree::Root::Phis { .. }) {
        // The block versioned would hold the loop's latch: not done.
        return Err(why);
    }
    let assumed = RefCell::new(Vec::new());
    let speculative = Facts { assumed: Some(&assumed), ..*facts };
    let tag = " (assuming the objects apart)";
    let p = match plan(module, func, &speculative, seed, &root, opts, remarks, tag) {
        Ok(p) => p,
        Err(e) if !why.is_empty() && !e.is_empty() && !assumed.borrow().is_empty() => {
            let prefix = format!("SLP not vectorized: {}: ", root);
            let e = e.strip_prefix(&prefix).unwrap_or(&e);
            return Err(format!("{}; assuming the objects apart: {}", why, e));
        }
        Err(_) => return Err(why),
    };
    let mut pairs = assumed.into_inner();
    pairs.sort();
    pairs.dedup();
    if pairs.is_empty() {
        return Err(why);
    }
    let check = match versioning::plan(module, func, facts, &p.tree, &pairs) {
        Ok(check) => check,
        Err(no_check) if !why.is_empty() => return Err(format!("{}; no run-time check: {}", why, no_check)),
        Err(_) => return Err(why),
    };
    let total = p.cost.total + check.cost;
    let apart: Vec<String> = check.names.iter().map(|(a, b)| format!("{} and {}", a, b)).collect();
    let checked = format!("a run-time check that {} do not overlap (cost {})", apart.join(", "), check.cost);
    if total >= -opts.threshold {
        if why.is_empty() {
            return Err(why);
        }
        return Err(format!("{}; with {}: cost {}, not below {}", why, checked, total, -opts.threshold));
    }
    versioning::version(module, func, facts, &check);
    // The version's join now holds the block's terminator: a reduction used there (returned,
    // or passed on to a loop's header) is passed to the join by the vector copy, and its
    // vector code goes before that copy's jump.
    let mut tree = p.tree;
    let fast = func.layout.inst_block(check.split);
    if func.layout.inst_block(tree.at) != fast {
        tree.at = fast.and_then(|b| func.terminator(b)).expect("the vector copy ends in a jump to the join");
    }
    // The version's join now passes the scalars that code after the block uses.
    let externals = tree::external_uses(func, &tree);
    codegen::vectorize(module, func, &tree, &externals);
    Ok(format!("SLP vectorized: {}, behind {}", p.summary, checked))
}

/// A tree that may be written: its external uses and its cost.
struct Planned {
    tree: tree::Tree,
    externals: Vec<tree::External>,
    cost: cost::TreeCost,
    summary: String,
}

/// The tree of `seed` and its cost, or why it cannot be vectorized (empty for a tiny tree,
/// which is no attempt). `--emit=slp` traces it, with `tag` after the root.
#[allow(clippy::too_many_arguments)]
fn plan(
    module: &Module,
    func: &Function,
    facts: &Facts,
    seed: tree::Root,
    root: &str,
    opts: &SlpOptions,
    remarks: &mut Remarks,
    tag: &str,
) -> Result<Planned, String> {
    let mut tree =
        tree::build(module, func, facts, seed).map_err(|why| format!("SLP not vectorized: {}: {}", root, why))?;
    if tree.has_too_wide() {
        // Lanes of `int` computed from bytes may fit once narrowed (`narrow.rs`): the tree
        // built for wider registers is taken when every vector of it then fits.
        let wide = Facts { width: facts.width * 4, ..*facts };
        if let Ok(mut relaxed) = tree::build(module, func, &wide, seed) {
            let externals = tree::external_uses(func, &relaxed);
            narrow::narrow(&module.types, func, &mut relaxed, &externals);
            if relaxed.fits(&module.types, facts.width) {
                tree = relaxed;
            }
        }
    }
    if tree.is_tiny() {
        // Nothing but the stores would be vectorized: not an attempt, no remark.
        return Err(String::new());
    }
    if let Some(why) = in_registers(func, facts, &tree).or_else(|| updates_local(module, func, facts, &tree)) {
        return Err(format!("SLP not vectorized: {}: {}", root, why));
    }
    let externals = tree::external_uses(func, &tree);
    let mask_used = externals.iter().any(
        |x| matches!(tree.nodes[x.node].kind, tree::NodeKind::Vectorize(tree::VecOp::Binary(op)) if op.is_comparison()),
    );
    if mask_used {
        return Err(format!("SLP not vectorized: {}: a comparison is used outside the tree", root));
    }
    if let Some(why) = carried::refusal(module, func, &tree, &externals) {
        return Err(format!("SLP not vectorized: {}: {}", root, why));
    }
    narrow::narrow(&module.types, func, &mut tree, &externals);
    let table = |op, elem| facts.target.op_cost(op, elem);
    let mut cost = cost::tree_cost(module, func, &tree, &externals, &table);
    let per_iteration = carried::iteration_cost(module, func, facts.target, &tree, &externals, &mut cost);
    let summary = format!(
        "{}: tree {} ({} nodes, {} gathered, {} extracted), cost {}{}",
        root,
        tree.describe(module, func),
        tree.nodes.len(),
        tree.gathered(),
        externals.len(),
        cost.total,
        per_iteration
    );
    if opts.trace {
        let verdict = if cost.total < -opts.threshold { "vectorized" } else { "not vectorized" };
        let text = format!("{}{}: cost {}, {}\n{}", root, tag, cost.total, verdict, tree.dump(&cost));
        let first = if tree.reduction.is_some() { tree.at } else { tree.replaced[0] };
        remarks.push(func.srclocs[first], RemarkKind::Note, "slp-tree", text);
    }
    Ok(Planned { tree, externals, cost, summary })
}

/// Why the tree would carry elements of a local array from one iteration of a loop to the
/// next through memory, if it would: its vector loads read what its stores write, in a loop
/// (XXH32's four accumulators). cc keeps such elements in registers, and the vector code
/// would make each iteration wait for the store before the load.
fn updates_local(module: &Module, func: &Function, facts: &Facts, tree: &tree::Tree) -> Option<String> {
    let block = func.layout.inst_block(tree.at)?;
    if tree.reduction.is_some() || !facts.versions.borrow().in_loop(block) {
        return None;
    }
    let span = |inst: Inst| {
        let (InstData::Load { addr, .. } | InstData::Store { addr, .. }) = *func.inst(inst) else { return None };
        let address = facts.affine.address(addr)?;
        let Base::Slot(slot) = address.base else { return None };
        let size = module.types.size_of(func.accessed_type(inst)?)? as i64;
        Some((slot, address.offset.clone(), size))
    };
    let stores: Vec<_> = tree.replaced.iter().filter_map(|&s| span(s)).collect();
    let loads = tree
        .nodes
        .iter()
        .filter(|n| matches!(n.kind, tree::NodeKind::Vectorize(tree::VecOp::Load { .. })))
        .flat_map(|n| n.insts.iter().copied());
    for load in loads {
        let Some((slot, offset, size)) = span(load) else { continue };
        let meets = stores.iter().any(|(s, o, z)| {
            *s == slot && o.sub(&offset).and_then(|d| d.as_constant()).is_some_and(|d| d < size && d + z > 0)
        });
        if meets {
            let name =
                func.slots[slot].name.as_ref().map_or("a local array".to_string(), |n| format!("the local `{}`", n));
            return Some(format!(
                "it reads and writes the same elements of {} on every iteration of the loop: cc keeps \
                 them in registers, the vector code would carry them through memory",
                name
            ));
        }
    }
    None
}

/// Why the tree's vector loads or stores would keep a caller's local in memory, if they would.
fn in_registers(func: &Function, facts: &Facts, tree: &tree::Tree) -> Option<String> {
    let accesses = tree
        .nodes
        .iter()
        .filter(|n| matches!(n.kind, tree::NodeKind::Vectorize(tree::VecOp::Load { .. } | tree::VecOp::Store)));
    accesses.flat_map(|n| n.insts.first()).find_map(|&inst| {
        let (InstData::Load { addr, .. } | InstData::Store { addr, .. }) = func.inst(inst) else { return None };
        match facts.affine.address(*addr)?.base {
            Base::Value(v) => facts.in_registers.get(&v).cloned(),
            _ => None,
        }
    })
}

#[cfg(test)]
mod tests;
