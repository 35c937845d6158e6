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
//!
//! Reversals that feed only an exact reduction (`cancel_in_reductions`) are dropped too: in
//! `do { s += (long)x[n - 1] * y[n - 1]; } while (--n)` every lane-varying value the
//! accumulator sees is reversed the same way, and the integer sum of the lanes does not depend
//! on their order.

use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};

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

/// Drops the reversals of `func` whose lanes flow only into exact reductions: a web of vector
/// values (the reversals themselves, lane-wise operations, block parameters carrying them
/// around a loop) whose other inputs are equal in every lane, and whose only uses outside the
/// web are integer `reduce` instructions (their result does not depend on the order of the
/// lanes). Reading every reversal of the web unreversed permutes the lanes of every value in it
/// by the same reversal, which no use can observe. Returns whether any reversal was dropped.
pub fn cancel_in_reductions(module: &Module, func: &mut Function) -> bool {
    let types = &module.types;
    let reversals: Vec<(Inst, Value)> = func
        .insts_in_order()
        .filter_map(|(_, inst)| Some((inst, func.dfg.result(inst)?)))
        .filter(|&(inst, _)| reversed_operand(types, func, inst).is_some())
        .collect();
    if reversals.is_empty() {
        return false;
    }
    let users = users(func);
    let mut dropped: Vec<Inst> = Vec::new();
    for &(inst, res) in &reversals {
        if dropped.contains(&inst) {
            continue;
        }
        let Some(web) = reduction_web(types, func, &users, res) else { continue };
        for &(other, other_res) in &reversals {
            if web.contains(&other_res) {
                dropped.push(other);
            }
        }
    }
    for &inst in &dropped {
        let (Some(res), Some(x)) = (func.dfg.result(inst), reversed_operand(types, func, inst)) else { continue };
        func.replace_uses(res, x);
        func.layout.remove_inst(inst);
    }
    !dropped.is_empty()
}

/// Where each value is used: the instructions that name it, and for a block-call argument the
/// parameter it passes to (`Err(param)`).
fn users(func: &Function) -> BTreeMap<Value, Vec<Result<Inst, Value>>> {
    let mut users: BTreeMap<Value, Vec<Result<Inst, Value>>> = BTreeMap::new();
    for (_, inst) in func.insts_in_order() {
        let data = func.inst(inst);
        let calls: Vec<&BlockCall> = match data {
            InstData::Jump(dest) => vec![dest],
            InstData::Branch { cond, then_dest, else_dest } => {
                users.entry(*cond).or_default().push(Ok(inst));
                vec![then_dest, else_dest]
            }
            InstData::Switch { arg, cases, default } => {
                users.entry(*arg).or_default().push(Ok(inst));
                cases.iter().map(|(_, c)| c).chain([default]).collect()
            }
            _ => {
                data.for_each_operand(|v| users.entry(v).or_default().push(Ok(inst)));
                continue;
            }
        };
        for call in calls {
            for (arg, param) in call.args.iter().zip(func.dfg.block_params(call.block)) {
                users.entry(*arg).or_default().push(Err(*param));
            }
        }
    }
    users
}

/// The web of `start` (a reversal's result) if it is closed as `cancel_in_reductions` needs:
/// every value's definition and every use stay within the web, values equal in every lane, and
/// integer reductions.
fn reduction_web(
    types: &Types,
    func: &Function,
    users: &BTreeMap<Value, Vec<Result<Inst, Value>>>,
    start: Value,
) -> Option<BTreeSet<Value>> {
    let lanes_of = |v: Value| match *types.kind(func.value_type(v)) {
        TypeKind::Vector(_, n) | TypeKind::Mask(n) => Some(n),
        _ => None,
    };
    let lanes = lanes_of(start)?;
    let mut web = BTreeSet::from([start]);
    let mut work = vec![start];
    let mut reductions = 0;
    // Adds `v` unless it is equal in every lane; fails on a value of another lane count.
    let join = |v: Value, web: &mut BTreeSet<Value>, work: &mut Vec<Value>| -> Option<()> {
        if same_in_every_lane(func, v) || web.contains(&v) {
            return Some(());
        }
        (lanes_of(v)? == lanes).then_some(())?;
        web.insert(v);
        work.push(v);
        Some(())
    };
    while let Some(v) = work.pop() {
        // The definition: a reversal (of a value outside the web), a lane-wise operation, or a
        // block parameter whose incoming values all join.
        match func.dfg.value_def(v) {
            ValueDef::Result(inst) => {
                if let Some(x) = reversed_operand(types, func, inst) {
                    if web.contains(&x) {
                        return None;
                    }
                } else {
                    if !lane_wise(func.inst(inst)) {
                        return None;
                    }
                    for a in func.inst(inst).operands() {
                        join(a, &mut web, &mut work)?;
                    }
                }
            }
            ValueDef::Param(..) => {
                let incoming = users.iter().filter(|(_, us)| us.contains(&Err(v))).map(|(a, _)| *a);
                for a in incoming.collect::<Vec<_>>() {
                    join(a, &mut web, &mut work)?;
                }
            }
        }
        // The uses: lane-wise operations and parameters (which join), or exact reductions.
        for user in users.get(&v).into_iter().flatten() {
            match *user {
                Err(param) => join(param, &mut web, &mut work)?,
                Ok(inst) => match func.inst(inst) {
                    InstData::Reduce { op, arg } if exact_in_any_order(types, func, *op, *arg) => reductions += 1,
                    data if lane_wise(data) => join(func.dfg.result(inst)?, &mut web, &mut work)?,
                    _ => return None,
                },
            }
        }
    }
    (reductions > 0).then_some(web)
}

/// A lane-wise operation: lane k of the result depends on lane k of the operands only.
fn lane_wise(data: &InstData) -> bool {
    match data {
        InstData::Binary { op, .. } => !matches!(op, BinaryOp::Madd | BinaryOp::AddSub),
        InstData::Unary { .. } | InstData::Cast { .. } | InstData::Select { .. } => true,
        _ => false,
    }
}

/// Whether `reduce.op arg` gives the same result whatever the order of the lanes: integer (and
/// mask) reductions by an associative, commutative operation.
fn exact_in_any_order(types: &Types, func: &Function, op: BinaryOp, arg: Value) -> bool {
    let integer = match *types.kind(func.value_type(arg)) {
        TypeKind::Vector(elem, _) => types.is_integer(elem),
        TypeKind::Mask(_) => true,
        _ => false,
    };
    integer
        && matches!(
            op,
            BinaryOp::Add
                | BinaryOp::Mul
                | BinaryOp::And
                | BinaryOp::Or
                | BinaryOp::Xor
                | BinaryOp::Min
                | BinaryOp::Max
        )
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
    let same_lanes = |a: Value| match (types.kind(func.value_type(a)), types.kind(func.value_type(v))) {
        (TypeKind::Vector(_, m) | TypeKind::Mask(m), TypeKind::Vector(_, n) | TypeKind::Mask(n)) => m == n,
        _ => false,
    };
    if !lane_wise(func.inst(inst)) || uses[v] != 1 || chain.contains(&inst) {
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
