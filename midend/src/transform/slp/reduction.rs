//! Horizontal reduction seeds (the seed's `HorizontalReduction`): a value returned or stored
//! that is a chain of one associative operation (`+`, `*`, `&`, `|`, `^`) over several
//! operands, `a[0]*b[0] + a[1]*b[1] + a[2]*b[2] + a[3]*b[3]`. The chain's inner operations are
//! each used once, by the chain, in the same block; what they combine are the leaves, in
//! source order. The first leaves, as many as a vector holds, become the bundle of a tree
//! whose root reduces its vector to one scalar; the others are combined with that as scalars.
//!
//! Integer chains are reassociated exactly (wrapping arithmetic is associative and
//! commutative); floating ones only under `--fast-math`, as the loop vectorizer's reductions.
//! Min and max chains are compares and branches in straight-line code, not seeds here.

use crate::ir::*;
use std::collections::BTreeMap;

/// One chain: `result` is `op` over `leaves`, computed by `chain`, used once, by `at`.
#[derive(Clone, Debug)]
pub(super) struct Chain {
    pub op: BinaryOp,
    pub leaves: Vec<Value>,
    pub chain: Vec<Inst>,
    pub result: Value,
    pub at: Inst,
}

/// The fewest leaves worth a reduction.
pub(super) const MIN_LEAVES: usize = 4;

/// The reduction chains of `block` with at least `MIN_LEAVES` leaves, in program order.
pub(super) fn chains(module: &Module, func: &Function, block: Block, fast_math: bool) -> Vec<Chain> {
    let mut uses: BTreeMap<Value, usize> = BTreeMap::new();
    for (_, inst) in func.insts_in_order() {
        func.inst(inst).for_each_operand(|v| *uses.entry(v).or_default() += 1);
    }
    let mut res = Vec::new();
    for &at in func.layout.block_insts(block) {
        let result = match *func.inst(at) {
            InstData::Return(Some(v)) | InstData::Store { value: v, volatile: false, .. } => v,
            _ => continue,
        };
        if uses.get(&result) != Some(&1) {
            continue;
        }
        let Some(op) = chain_op(module, func, block, result, fast_math) else { continue };
        let mut chain = Vec::new();
        let mut leaves = Vec::new();
        collect(func, block, &uses, op, result, true, &mut chain, &mut leaves);
        if leaves.len() >= MIN_LEAVES {
            res.push(Chain { op, leaves, chain, result, at });
        }
    }
    res
}

/// The operation of the chain whose result is `v`: an associative operation of the block on
/// integer lanes, or on float lanes under `fast_math`.
fn chain_op(module: &Module, func: &Function, block: Block, v: Value, fast_math: bool) -> Option<BinaryOp> {
    use BinaryOp::*;
    let inst = func.dfg.defining_inst(v)?;
    let InstData::Binary { op, .. } = *func.inst(inst) else { return None };
    if func.layout.inst_block(inst) != Some(block) {
        return None;
    }
    let types = &module.types;
    let ty = func.value_type(v);
    let int = types.is_integer(ty) && types.int_kind(ty) != Some(IntKind::Bool);
    let ok = match op {
        Add | Mul => int || types.is_float(ty) && fast_math,
        And | Or | Xor => int,
        _ => false,
    };
    ok.then_some(op)
}

/// Walks the chain from `v`: operations of `op` on `v`'s type, in the block, used once, are
/// the chain; the other operands are leaves, left to right.
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
    let inner = func.dfg.defining_inst(v).filter(|&inst| {
        (root || uses.get(&v) == Some(&1))
            && func.layout.inst_block(inst) == Some(block)
            && matches!(*func.inst(inst), InstData::Binary { op: o, args } if o == op
                && func.value_type(args[0]) == func.value_type(v) && func.value_type(args[1]) == func.value_type(v))
    });
    match inner {
        Some(inst) => {
            chain.push(inst);
            let InstData::Binary { args, .. } = *func.inst(inst) else { unreachable!("checked above") };
            for arg in args {
                collect(func, block, uses, op, arg, false, chain, leaves);
            }
        }
        None => leaves.push(v),
    }
}
