//! Horizontal reduction seeds (the seed's `HorizontalReduction`): a value returned or stored
//! that is a chain of one associative operation (`+`, `*`, `&`, `|`, `^`) over several
//! operands, `a[0]*b[0] + a[1]*b[1] + a[2]*b[2] + a[3]*b[3]`. The chain's inner operations are
//! each used once, by the chain, in the same block; what they combine are the leaves, in
//! source order. The first leaves, as many as a vector holds, become the bundle of a tree
//! whose root reduces its vector to one scalar; the others are combined with that as scalars.
//!
//! Min and max chains are selects of a comparison of their two operands, `b > a ? b : a` (C's
//! `?:` and `MAX` macros, branches that `select.rs` flattens): each node of such a chain is
//! the select and its comparison, and an inner node's value is used by both of its parent's.
//!
//! The leaves are ordered as the block computes them, values from outside it last: a running
//! maximum `m = a[1] > m ? a[1] : m; ...` reaches its leaves last first, and a sum carried
//! round a loop keeps the carried value out of the vector.
//!
//! Integer chains are reassociated exactly (wrapping arithmetic is associative and
//! commutative, as are integer min and max); floating ones only under `--fast-math`, as the
//! loop vectorizer's reductions (a NaN or equal zeros of both signs make a float maximum
//! depend on the order).

use crate::ir::*;
use std::collections::BTreeMap;

/// One chain: `result` is `op` over `leaves`, computed by `chain`, used once: by `at`, or,
/// when `at` is its block's terminator, maybe by an argument of a later block's branch.
#[derive(Clone, Debug)]
pub(super) struct Chain {
    pub op: BinaryOp,
    pub leaves: Vec<Value>,
    pub chain: Vec<Inst>,
    pub result: Value,
    pub at: Inst,
    /// The instruction that uses `result` (for remarks).
    pub user: Inst,
}

/// The fewest leaves worth a reduction.
pub(super) const MIN_LEAVES: usize = 4;

/// What `chains` reads of the whole function: how many times each value is read, and the
/// branch that passes each value passed to a block (a loop's next sum is computed in its body
/// and passed to the loop header by the latch, which may be another block). Computed once and
/// again only after a tree changed the function, not for every block.
pub(super) struct Uses {
    counts: BTreeMap<Value, usize>,
    passed: BTreeMap<Value, Inst>,
}

impl Uses {
    pub(super) fn compute(func: &Function) -> Uses {
        let mut counts: BTreeMap<Value, usize> = BTreeMap::new();
        for (_, inst) in func.insts_in_order() {
            func.inst(inst).for_each_operand(|v| *counts.entry(v).or_default() += 1);
        }
        let mut passed: BTreeMap<Value, Inst> = BTreeMap::new();
        for t in func.layout.blocks().iter().filter_map(|&b| func.terminator(b)) {
            for call in func.inst(t).branch_targets() {
                passed.extend(call.args.iter().map(|&v| (v, t)));
            }
        }
        Uses { counts, passed }
    }
}

/// The reduction chains of `block` with at least `MIN_LEAVES` leaves, in program order: values
/// returned, stored, or passed to another block, whose tree goes before this block's
/// terminator. `all` is `Uses::compute` of `func` as it is.
pub(super) fn chains(module: &Module, func: &Function, all: &Uses, block: Block, fast_math: bool) -> Vec<Chain> {
    let (uses, passed) = (&all.counts, &all.passed);
    let order: BTreeMap<Inst, usize> =
        func.layout.block_insts(block).iter().enumerate().map(|(k, &i)| (i, k)).collect();
    let terminator = func.terminator(block);
    let mut res = Vec::new();
    for &at in func.layout.block_insts(block) {
        let results = match func.inst(at) {
            InstData::Return(Some(v)) | InstData::Store { value: v, volatile: false, .. } => vec![*v],
            _ if Some(at) == terminator => {
                let defined = func.layout.block_insts(block).iter().filter_map(|&i| func.dfg.result(i));
                defined.filter(|v| passed.contains_key(v)).collect()
            }
            _ => continue,
        };
        for result in results {
            if uses.get(&result) != Some(&1) {
                continue;
            }
            let Some(op) = chain_op(module, func, block, uses, result, fast_math) else { continue };
            let mut chain = Vec::new();
            let mut leaves = Vec::new();
            collect(func, block, uses, op, result, true, &mut chain, &mut leaves);
            if leaves.len() >= MIN_LEAVES {
                let place =
                    |v: &Value| func.dfg.defining_inst(*v).and_then(|i| order.get(&i).copied()).unwrap_or(usize::MAX);
                leaves.sort_by_key(place);
                let user = passed.get(&result).copied().filter(|_| Some(at) == terminator).unwrap_or(at);
                res.push(Chain { op, leaves, chain, result, at, user });
            }
        }
    }
    res
}

/// The operation of the chain whose result is `v`: an associative operation of the block on
/// integer lanes, or on float lanes under `fast_math`.
fn chain_op(
    module: &Module,
    func: &Function,
    block: Block,
    uses: &BTreeMap<Value, usize>,
    v: Value,
    fast_math: bool,
) -> Option<BinaryOp> {
    use BinaryOp::*;
    let (op, _, _) = node(func, block, uses, v)?;
    let types = &module.types;
    let ty = func.value_type(v);
    let int = types.is_integer(ty) && types.int_kind(ty) != Some(IntKind::Bool);
    let ok = match op {
        Add | Mul | Min | Max => int || types.is_float(ty) && fast_math,
        And | Or | Xor => int,
        _ => false,
    };
    ok.then_some(op)
}

/// The chain node of the block that computes `v`: its operation, its two operands and its
/// instructions, a binary operation on `v`'s type, or a select of one of two values by their
/// comparison (min or max) and that comparison.
fn node(
    func: &Function,
    block: Block,
    uses: &BTreeMap<Value, usize>,
    v: Value,
) -> Option<(BinaryOp, [Value; 2], Vec<Inst>)> {
    use BinaryOp::*;
    let inst = func.dfg.defining_inst(v).filter(|&i| func.layout.inst_block(i) == Some(block))?;
    let ty = func.value_type(v);
    match *func.inst(inst) {
        InstData::Binary { op, args } if args.iter().all(|&a| func.value_type(a) == ty) => Some((op, args, vec![inst])),
        InstData::Select { cond, args } if args[0] != args[1] && args.iter().all(|&a| func.value_type(a) == ty) => {
            let cmp = func.dfg.defining_inst(cond).filter(|&i| func.layout.inst_block(i) == Some(block))?;
            let InstData::Binary { op: c, args: [p, q] } = *func.inst(cmp) else { return None };
            let c = if [p, q] == args {
                c
            } else if [q, p] == args {
                c.swapped().unwrap_or(c)
            } else {
                return None;
            };
            let op = match c {
                Gt | Ge => Max,
                Lt | Le => Min,
                _ => return None,
            };
            (uses.get(&cond) == Some(&1)).then(|| (op, args, vec![inst, cmp]))
        }
        _ => None,
    }
}

/// Walks the chain from `v`: nodes of `op` in the block whose value only their parent uses
/// are the chain; the other operands are leaves, left to right.
#[allow(clippy::too_many_arguments)]
fn collect(
    func: &Function,
    block: Block,
    uses: &BTreeMap<Value, usize>,
    op: BinaryOp,
    v: Value,
    root: bool,
    chain: &mut Vec<Inst>,
    leaves: &mut Vec<Value>,
) {
    // A min or max node's value is used by its parent's select and its parent's comparison.
    let parent_uses = if matches!(op, BinaryOp::Min | BinaryOp::Max) { 2 } else { 1 };
    let inner = node(func, block, uses, v).filter(|(o, _, _)| *o == op && (root || uses.get(&v) == Some(&parent_uses)));
    match inner {
        Some((_, args, insts)) => {
            chain.extend(insts);
            for arg in args {
                collect(func, block, uses, op, arg, false, chain, leaves);
            }
        }
        None => leaves.push(v),
    }
}
