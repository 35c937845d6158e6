//! Run-time alias checks for a tree (issue 24; gcc 12 and clang 19 have none for straight-line
//! code): where the only thing that keeps a tree from vectorizing is that accesses through two
//! pointers might touch the same bytes, the tree is built again assuming they do not
//! (`schedule.rs` records each pair it assumed apart), and if it pays for the check too, its
//! block is versioned: from the first access the tree assumed apart, the block's code runs in
//! two copies, the original (where the tree is written) when the check passes, and a scalar
//! copy when it fails; both go on to a block that holds the original terminator, whose
//! parameters carry the values the copies define to the code after them.
//!
//! The check is on the distance between the two objects, per pair of objects: with `e` the
//! bytes from an access to the first object to one to the second (as unsigned addresses,
//! subtracted, read as a `long`), two accesses the tree reorders touch a byte in common only
//! for `e` in an interval their offsets and sizes give, so the check is `e <= lo || e >= hi`
//! for the hull of those intervals. A function called with the same array twice (`add(a, a,
//! b)`, whose stores to `a[i]` move past loads of `a[j]`, `j > i`) passes it. Its addresses
//! are the accesses' own address values, computed again before the copies where the block
//! computes them after the first access (only from arithmetic: an address loaded from memory
//! in that part of the block is not checked).

use super::schedule;
use super::tree::{NodeKind, Tree};
use super::Facts;
use crate::analysis::affine::{Address, Base};
use crate::ir::*;
use crate::remarks::object_name;
use crate::transform::outer::copy::{copy_blocks, copyable_size, recompute_before};
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};

/// What one pair of objects costs to check (two addresses each, two compares and an `or`),
/// and the branch on the result.
const PAIR_COST: i64 = 3;
const BRANCH_COST: i64 = 1;
/// The most instructions the scalar copy may have.
const MAX_COPY: usize = 400;

/// One pair of objects' check: the accesses reordered do not meet when the bytes `e` from
/// `from`'s address to `to`'s are at most `lo` or at least `hi`.
#[derive(Clone, Debug)]
struct Distance {
    from: Value,
    to: Value,
    lo: i64,
    hi: i64,
}

/// The blocks the pass has versioned: each copy a tree is written in, with the branch at the
/// end of the block before it. A tree in such a copy that needs checks of its own adds them to
/// that branch's condition rather than copying the block again.
#[derive(Default)]
pub(crate) struct Versions {
    branches: BTreeMap<Block, Inst>,
    /// The blocks inside a loop, the copies made here among them.
    in_loops: BTreeSet<Block>,
}

impl Versions {
    pub fn new(in_loops: BTreeSet<Block>) -> Versions {
        Versions { branches: BTreeMap::new(), in_loops }
    }

    pub fn in_loop(&self, block: Block) -> bool {
        self.in_loops.contains(&block)
    }
}

/// The check a tree needs: one distance test per pair of objects.
#[derive(Clone, Debug)]
pub(super) struct Check {
    pairs: Vec<Distance>,
    /// Where the copies start: the first access assumed apart, or the tree's first
    /// instruction.
    pub split: Inst,
    /// The branch of the versioned block the tree is in, whose condition the check joins.
    joins: Option<Inst>,
    /// The objects, as the remark names them.
    pub names: Vec<(String, String)>,
    pub cost: i64,
}

/// The check that makes the accesses of `assumed` (pairs `schedule.rs` assumed apart) safe to
/// reorder, or why there is none. The copies start at the tree's first instruction, so that
/// the code before the check computes nothing the vector code does again, or else at the
/// first access assumed apart (where an address is loaded between the two).
pub(super) fn plan(
    module: &Module,
    func: &Function,
    facts: &Facts,
    tree: &Tree,
    assumed: &[(Inst, Inst)],
) -> Result<Check, String> {
    let block = assumed.first().and_then(|&(a, _)| func.layout.inst_block(a)).ok_or("no access to check")?;
    let insts = func.layout.block_insts(block);
    let pos = |i: Inst| insts.iter().position(|&x| x == i).unwrap_or(usize::MAX);
    let accesses = assumed.iter().flat_map(|&(a, b)| [a, b]);
    let first_access = accesses.clone().min_by_key(|&i| pos(i)).expect("a pair");
    let vectorized = tree.nodes.iter().filter(|n| matches!(n.kind, NodeKind::Vectorize(_))).flat_map(|n| &n.insts);
    let first = accesses.chain(vectorized.copied()).min_by_key(|&i| pos(i)).expect("a pair");
    if let Some(&branch) = facts.versions.borrow().branches.get(&block) {
        let (pairs, names) = check_from(module, func, facts, assumed, insts)?;
        let cost = PAIR_COST * pairs.len() as i64;
        return Ok(Check { pairs, split: first, joins: Some(branch), names, cost });
    }
    let size = copyable_size(module, func, &[block]).ok_or("the block has an `asm` statement")?;
    if size > MAX_COPY {
        return Err(format!("the block is too long to copy ({} instructions)", size));
    }
    let mut why = String::new();
    for split in [first, first_access] {
        match check_from(module, func, facts, assumed, &insts[pos(split)..]) {
            Ok((pairs, names)) => {
                let cost = PAIR_COST * pairs.len() as i64 + BRANCH_COST;
                return Ok(Check { pairs, split, joins: None, names, cost });
            }
            Err(e) => why = e,
        }
    }
    Err(why)
}

/// The distances to test, when the copies start with `tail`, and the objects' names.
#[allow(clippy::type_complexity)]
fn check_from(
    module: &Module,
    func: &Function,
    facts: &Facts,
    assumed: &[(Inst, Inst)],
    tail: &[Inst],
) -> Result<(Vec<Distance>, Vec<(String, String)>), String> {
    let tail: BTreeSet<Inst> = tail.iter().copied().collect();
    // The pairs per pair of objects, each pair's accesses in the objects' order.
    // Where each access is and how many bytes it touches, as `schedule.rs` saw it.
    let access = |inst: Inst| {
        let (address, size) =
            schedule::access(module, func, facts, inst).ok_or("an access of unknown place or size")?;
        Ok::<_, String>((address, i64::try_from(size).map_err(|_| "an access of unknown size")?))
    };
    let mut by_objects: BTreeMap<(Base, Base), Vec<(Inst, Inst)>> = BTreeMap::new();
    for &(a, b) in assumed {
        let (base_a, base_b) = (access(a)?.0.base, access(b)?.0.base);
        let (key, pair) = if base_a < base_b { ((base_a, base_b), (a, b)) } else { ((base_b, base_a), (b, a)) };
        by_objects.entry(key).or_default().push(pair);
    }
    let mut pairs = Vec::new();
    let mut names = Vec::new();
    for accesses in by_objects.values() {
        let (from, to) = accesses[0];
        let (from_at, to_at) = (access(from)?.0, access(to)?.0);
        // The bytes from `first`'s address to an access's, and the bytes it touches.
        let placed = |first: &Address, inst: Inst| {
            let (address, size) = access(inst)?;
            let delta = address.offset.sub(&first.offset).and_then(|d| d.as_constant());
            Ok::<_, String>((delta.ok_or("the accesses to one object are not at constant distances")?, size))
        };
        let (mut lo, mut hi) = (i64::MAX, i64::MIN);
        for &(x, y) in accesses {
            // x's bytes [ox, ox + sx) from `from`'s address, y's [oy, oy + sy) from `to`'s: they
            // meet when e + oy < ox + sx and ox < e + oy + sy.
            let ((ox, sx), (oy, sy)) = (placed(&from_at, x)?, placed(&to_at, y)?);
            let below = ox.checked_sub(oy).and_then(|d| d.checked_sub(sy)).ok_or("offsets out of range")?;
            let above = ox.checked_sub(oy).and_then(|d| d.checked_add(sx)).ok_or("offsets out of range")?;
            lo = lo.min(below);
            hi = hi.max(above);
        }
        let (from, to) =
            (address_operand(func, from).expect("an access"), address_operand(func, to).expect("an access"));
        for v in [from, to] {
            if !recomputable(func, &tail, v) {
                return Err("an address is loaded from memory after the first access to check".into());
            }
        }
        let name = |v: Value| object_name(module, func, v).unwrap_or_else(|| "an object".into());
        names.push((name(from), name(to)));
        pairs.push(Distance { from, to, lo, hi });
    }
    Ok((pairs, names))
}

fn address_operand(func: &Function, inst: Inst) -> Option<Value> {
    match *func.inst(inst) {
        InstData::Load { addr, .. }
        | InstData::Store { addr, .. }
        | InstData::VectorLoad { addr, .. }
        | InstData::VectorStore { addr, .. } => Some(addr),
        _ => None,
    }
}

/// Whether `v` can be computed before `tail` (the instructions from the split on): defined
/// outside it, or there by arithmetic on such values.
fn recomputable(func: &Function, tail: &BTreeSet<Inst>, v: Value) -> bool {
    let Some(def) = func.dfg.defining_inst(v) else { return true };
    if !tail.contains(&def) {
        return true;
    }
    let pure = match func.inst(def) {
        InstData::Binary { op, .. } => !matches!(op, BinaryOp::Div | BinaryOp::Rem),
        InstData::Const(_)
        | InstData::Unary { .. }
        | InstData::Cast { .. }
        | InstData::GlobalAddr(_)
        | InstData::SlotAddr(_)
        | InstData::PtrAdd { .. }
        | InstData::ElemAddr { .. }
        | InstData::FieldAddr { .. } => true,
        _ => false,
    };
    pure && func.inst(def).operands().into_iter().all(|w| recomputable(func, tail, w))
}

/// The block copied from `check.split` on, behind the check: the original (where the tree is
/// written) runs when it passes. In a block already versioned, the check joins its branch's.
pub(super) fn version(module: &mut Module, func: &mut Function, facts: &Facts, check: &Check) {
    if let Some(branch) = check.joins {
        let fast = func.layout.inst_block(check.split).expect("the split is in the layout");
        let tail: BTreeSet<Inst> = func.layout.block_insts(fast).iter().copied().collect();
        let InstData::Branch { cond, .. } = *func.inst(branch) else { unreachable!("a versioned block's branch") };
        let ok = compare(module, func, check, branch, &tail);
        let loc = func.srclocs[branch];
        let int = module.types.int(IntKind::Int);
        let both = func.insert_before(branch, InstData::Binary { op: BinaryOp::And, args: [cond, ok] }, Some(int), loc);
        if let InstData::Branch { cond, .. } = &mut func.dfg.insts[branch] {
            *cond = both.expect("a result");
        }
        return;
    }
    let block = func.layout.inst_block(check.split).expect("the split is in the layout");
    let insts = func.layout.block_insts(block).to_vec();
    let pos = insts.iter().position(|&i| i == check.split).expect("the split is in its block");
    let term = *insts.last().expect("a block ends in a terminator");
    let tail: Vec<Inst> = insts[pos..insts.len() - 1].to_vec();
    let tail_set: BTreeSet<Inst> = tail.iter().copied().collect();
    let loc = func.srclocs[check.split];

    // The values the tail defines that later code uses go through the join's parameters.
    let users = func.users();
    let join = func.make_block();
    let mut carried = Vec::new();
    for &inst in &tail {
        let Some(v) = func.dfg.result(inst) else { continue };
        let outside: Vec<Inst> = users[v].iter().copied().filter(|u| !tail_set.contains(u)).collect();
        if outside.is_empty() {
            continue;
        }
        let p = func.dfg.append_block_param(join, func.value_type(v));
        func.value_names[p] = func.value_names[v].clone();
        for u in outside {
            func.dfg.insts[u].map_operands(|w| if w == v { p } else { w });
        }
        carried.push(v);
    }
    let fast = func.make_block();
    for &inst in &tail {
        func.layout.remove_inst(inst);
        func.layout.append_inst(inst, fast);
    }
    func.layout.remove_inst(term);
    func.layout.append_inst(term, join);
    func.append(fast, InstData::Jump(BlockCall::new(join, carried)), None, loc);

    // The scalar copy.
    let snapshot = func.clone();
    let mut vmap: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut bmap = BTreeMap::new();
    copy_blocks(&snapshot, func, &[], &[fast], &mut vmap, &mut bmap);
    let slow = bmap[&fast];
    // `copy_blocks` appends the copy; the layout: head, fast, slow, join, then what followed.
    func.layout.move_blocks_after(&[fast, slow, join], block);

    // The check, at the end of the head.
    func.append(block, InstData::Jump(BlockCall::new(fast, Vec::new())), None, loc);
    let branch = func.layout.last_inst(block).expect("just appended");
    let cond = compare(module, func, check, branch, &tail_set);
    func.dfg.insts[branch] = InstData::Branch {
        cond,
        then_dest: BlockCall::new(fast, Vec::new()),
        else_dest: BlockCall::new(slow, Vec::new()),
    };
    let mut versions = facts.versions.borrow_mut();
    versions.branches.insert(fast, branch);
    if versions.in_loops.contains(&block) {
        versions.in_loops.extend([fast, slow, join]);
    }
}

/// The check's comparisons, just before `branch`, as one `int`; addresses defined in `tail`
/// computed again there.
fn compare(module: &mut Module, func: &mut Function, check: &Check, branch: Inst, tail: &BTreeSet<Inst>) -> Value {
    let loc = func.srclocs[branch];
    let mut done = BTreeMap::new();
    let not_tail = |_: &Function, i: Inst| !tail.contains(&i);
    let mut cur = FuncCursor::before(func, &mut module.types, branch, loc);
    let int = cur.int_type(IntKind::Int);
    let ulong = cur.int_type(IntKind::ULong);
    let mut ok: Option<Value> = None;
    let long = cur.int_type(IntKind::Long);
    for d in &check.pairs {
        let mut address = |cur: &mut FuncCursor, v: Value| {
            let v = recompute_before(cur.func, branch, v, &not_tail, &mut done);
            cur.cast(v, ulong)
        };
        let (from, to) = (address(&mut cur, d.from), address(&mut cur, d.to));
        let diff = cur.binary(BinaryOp::Sub, to, from, ulong);
        let e = cur.cast(diff, long);
        let (lo, hi) = (cur.iconst(long, d.lo), cur.iconst(long, d.hi));
        let below = cur.binary(BinaryOp::Le, e, lo, int);
        let above = cur.binary(BinaryOp::Ge, e, hi, int);
        let apart = cur.binary(BinaryOp::Or, below, above, int);
        ok = Some(match ok {
            Some(acc) => cur.binary(BinaryOp::And, acc, apart, int),
            None => apart,
        });
    }
    ok.unwrap_or_else(|| cur.iconst(int, 1))
}
