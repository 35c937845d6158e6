//! Reversals that cancel: after `execute`, a loop that counts down reads each reversed access
//! as a load and a lane reversal, and stores a reversed value; when the value stored is a
//! chain of lane-wise operations on reversed loads and on values equal in every lane, the
//! reversals cancel, and the chain is computed on the loads as they are:
//!
//! ```text
//! rev(rev(b) * splat(3) + rev(c))   ->   b * splat(3) + c
//! ```
//!
//! A lane-wise operation commutes with any lane permutation, and two reversals are the identity,
//! so every lane of the result is the one the reversed computation gave. The operations of the
//! chain are rewritten in place, so each must have no user other than the chain (else that user
//! would see unreversed lanes); operations that combine neighbouring lanes (`madd`, `addsub`)
//! and calls end a chain. The reversals that only fed the chain become dead and are removed
//! (`idioms::remove_dead`).
//! LLVM's InstCombine gets the same result by sinking reverse shuffles through binary operators.

use crate::ir::*;
use cranelift_entity::SecondaryMap;

/// Cancels the reversals of `func` that `rev(chain)` allows; returns whether any was.
pub fn cancel(module: &Module, func: &mut Function) -> bool {
    let types = &module.types;
    // The reversals whose users the rewrites took away.
    let mut maybe_dead = Vec::new();
    let mut changed = false;
    let mut uses = use_counts(func);
    let insts: Vec<Inst> = func.insts_in_order().map(|(_, inst)| inst).collect();
    for inst in insts {
        let Some(x) = reversed_operand(types, func, inst) else { continue };
        let Some(res) = func.dfg.result(inst) else { continue };
        let mut chain = Vec::new();
        if !collect(types, func, &uses, x, &mut chain) || chain.is_empty() {
            continue;
        }
        // Every operand of the chain that is a reversal reads the value it reverses instead.
        for link in &chain {
            let mut data = func.inst(*link).clone();
            data.map_operands(|v| match reversed_operand_of_value(types, func, v) {
                Some(y) => {
                    maybe_dead.push(v);
                    y
                }
                None => v,
            });
            func.dfg.insts[*link] = data;
        }
        func.replace_uses(res, x);
        func.layout.remove_inst(inst);
        changed = true;
        // The rewrite moved uses: the next chains are checked against the new counts.
        uses = use_counts(func);
    }
    super::idioms::remove_dead(func, maybe_dead);
    changed
}

/// `x` where `inst` is a reversal of the lanes of `x`.
fn reversed_operand(types: &Types, func: &Function, inst: Inst) -> Option<Value> {
    let InstData::Shuffle { args: [a, b], lanes } = func.inst(inst) else { return None };
    let (TypeKind::Vector(_, n) | TypeKind::Mask(n)) = *types.kind(func.value_type(*a)) else { return None };
    let reversed = a == b && lanes.len() == n as usize && lanes.iter().rev().copied().eq(0..n);
    reversed.then_some(*a)
}

/// `reversed_operand` of the instruction that defines `v`.
fn reversed_operand_of_value(types: &Types, func: &Function, v: Value) -> Option<Value> {
    reversed_operand(types, func, func.dfg.defining_inst(v)?)
}

/// Whether `v` can be computed unreversed: a reversal, a value equal in every lane, or a
/// lane-wise operation used only here whose operands can. Pushes the operations to rewrite.
fn collect(types: &Types, func: &Function, uses: &SecondaryMap<Value, u32>, v: Value, chain: &mut Vec<Inst>) -> bool {
    if reversed_operand_of_value(types, func, v).is_some() || same_in_every_lane(func, v) {
        return true;
    }
    let Some(inst) = func.dfg.defining_inst(v) else { return false };
    let lane_wise = match func.inst(inst) {
        InstData::Binary { op, .. } => !matches!(op, BinaryOp::Madd | BinaryOp::AddSub),
        InstData::Unary { .. } | InstData::Cast { .. } | InstData::Select { .. } => true,
        _ => false,
    };
    let same_lanes = |a: Value| match (types.kind(func.value_type(a)), types.kind(func.value_type(v))) {
        (TypeKind::Vector(_, m) | TypeKind::Mask(m), TypeKind::Vector(_, n) | TypeKind::Mask(n)) => m == n,
        _ => false,
    };
    if !lane_wise || uses[v] != 1 || chain.contains(&inst) {
        return false;
    }
    let operands = func.inst(inst).operands();
    if !operands.iter().all(|a| same_lanes(*a)) {
        return false;
    }
    chain.push(inst);
    operands.into_iter().all(|a| collect(types, func, uses, a, chain))
}

/// A splat, or a constant whose lanes are all one constant.
fn same_in_every_lane(func: &Function, v: Value) -> bool {
    match func.dfg.defining_inst(v).map(|inst| func.inst(inst)) {
        Some(InstData::Splat { .. }) => true,
        Some(InstData::Const(Const::Vector(lanes))) => lanes.windows(2).all(|w| w[0] == w[1]),
        // A scalar constant of a vector type is that constant in every lane.
        Some(InstData::Const(_)) => true,
        _ => false,
    }
}

/// How many instructions use each value (a reversal names its operand twice, once counted).
fn use_counts(func: &Function) -> SecondaryMap<Value, u32> {
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
    for (_, inst) in func.insts_in_order() {
        let mut operands = func.inst(inst).operands();
        operands.sort();
        operands.dedup();
        operands.into_iter().for_each(|v| uses[v] += 1);
    }
    uses
}
