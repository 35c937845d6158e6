//! The cost of a plan, from the target's table (`target::OP_COSTS`), read off the same recipes
//! that `execute.rs` materializes (VPlan: "Align Cost & Execute").
//!
//! Model: the scalar loop costs the sum of its demanded instructions plus the induction updates,
//! compare and branch, per iteration. A vector iteration costs each recipe once per part (a
//! vector wider than a register once per register), plus the counter update and branch; it
//! does VF·UF scalar iterations. Once per loop: the guard, runtime checks, broadcasts and
//! horizontal reductions; the scalar epilogue runs the remainder. When the trip count is not a
//! constant the estimate assumes `ASSUMED_TRIP` iterations and half a vector iteration of
//! remainder. Deliberately simple: no register pressure, no latency, no alignment effects.

use super::legal::LegalLoop;
use super::plan::{accumulates_unsigned, PlanCost, RecipeKind, VPlan};
use crate::ir::*;
use crate::target::{ElemClass, OpClass, Target};

/// The trip count assumed for loops whose count is only known at run time.
pub const ASSUMED_TRIP: u64 = 256;

/// The class and element of what an instruction computes, for the cost table.
fn classify(module: &Module, func: &Function, inst: Inst) -> Option<(OpClass, ElemClass)> {
    let types = &module.types;
    let data = func.inst(inst);
    let elem_of = |v: Value| {
        let ty = types.scalar_of(func.value_type(v));
        ElemClass::of(types.size_of(ty).unwrap_or(8), types.is_float(ty))
    };
    let op = match data {
        InstData::Const(_) => return None,
        InstData::Binary { op, args } => {
            let class = match op {
                BinaryOp::Add | BinaryOp::Sub => OpClass::Add,
                BinaryOp::Mul => OpClass::Mul,
                BinaryOp::Div | BinaryOp::Rem => OpClass::Div,
                BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => OpClass::Bitwise,
                BinaryOp::Shl | BinaryOp::Shr => OpClass::Shift,
                _ => OpClass::Cmp,
            };
            return Some((class, elem_of(args[0])));
        }
        InstData::Unary { op: UnaryOp::Neg, .. } => OpClass::Add,
        InstData::Unary { op: UnaryOp::BitNot, .. } => OpClass::Bitwise,
        InstData::Unary { arg, .. } => return Some((OpClass::Cmp, elem_of(*arg))),
        InstData::Cast { .. } => OpClass::Cast,
        InstData::Select { .. } => OpClass::Select,
        InstData::Load { .. } => OpClass::Load,
        InstData::Store { value, .. } => return Some((OpClass::Store, elem_of(*value))),
        InstData::Call { .. } => OpClass::Call,
        // Address arithmetic folds into the addressing modes of the loads and stores.
        _ => return None,
    };
    Some((op, func.dfg.result(inst).map_or(ElemClass::I64, elem_of)))
}

fn elem_bytes(elem: ElemClass) -> u64 {
    match elem {
        ElemClass::I8 => 1,
        ElemClass::I16 => 2,
        ElemClass::I32 | ElemClass::F32 => 4,
        _ => 8,
    }
}

/// Registers a `vf`-lane vector of `elem` takes.
fn registers(target: &Target, vf: u32, elem: ElemClass) -> f64 {
    ((vf as u64 * elem_bytes(elem)).div_ceil(target.vector_bytes as u64)).max(1) as f64
}

fn scalar_cost(module: &Module, func: &Function, target: &Target, inst: Inst) -> f64 {
    classify(module, func, inst).map_or(0.0, |(op, elem)| target.op_cost(op, elem).0 as f64)
}

fn vector_cost(module: &Module, func: &Function, target: &Target, inst: Inst, vf: u32) -> f64 {
    classify(module, func, inst).map_or(0.0, |(op, elem)| target.op_cost(op, elem).1 as f64 * registers(target, vf, elem))
}

/// A signed `+`/`*` reduction accumulates unsigned (see `plan::accumulates_unsigned`): its
/// update casts the other operand first.
fn accumulate_cast(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, inst: Inst) -> f64 {
    if accumulates_unsigned(module, func, legal, func.dfg.result(inst)) {
        target.op_cost(OpClass::Cast, ElemClass::Any).1 as f64
    } else {
        0.0
    }
}

/// Cost of one scalar iteration.
pub fn scalar_iteration(module: &Module, func: &Function, legal: &LegalLoop, target: &Target) -> f64 {
    let body: f64 = legal.body.iter().map(|i| scalar_cost(module, func, target, *i)).sum();
    body + legal.inductions.len() as f64 + 2.0
}

/// Fills in `plan.cost`.
pub fn cost_plan(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, plan: &mut VPlan) {
    let (vf, uf) = (plan.vf, plan.uf);
    let parts = uf as f64;
    let any = |op: OpClass| target.op_cost(op, ElemClass::Any).1 as f64;
    let mut overhead = 3.0 + 6.0 * plan.runtime_checks.len() as f64;
    for recipe in &plan.preheader {
        overhead += match recipe.kind {
            RecipeKind::Broadcast { .. } => any(OpClass::Splat),
            _ => parts,
        };
    }
    let mut vector_iter = 0.0;
    for recipe in &plan.body {
        vector_iter += match recipe.kind {
            RecipeKind::CanonicalIv | RecipeKind::BranchOnCount => 1.0,
            RecipeKind::Induction { scalar, vector, .. } => parts * (scalar as u8 as f64 + 2.0 * vector as u8 as f64),
            RecipeKind::ReductionPhi { .. } | RecipeKind::Broadcast { .. } | RecipeKind::ReductionStart { .. } => 0.0,
            RecipeKind::Clone { inst } | RecipeKind::InvariantLoad { inst } => parts * scalar_cost(module, func, target, inst),
            RecipeKind::Widen { inst } | RecipeKind::WidenLoad { inst } | RecipeKind::WidenStore { inst } => {
                parts * (vector_cost(module, func, target, inst, vf) + accumulate_cast(module, func, legal, target, inst))
            }
            RecipeKind::Replicate { inst } => {
                let per_lane = scalar_cost(module, func, target, inst) + any(OpClass::Extract) + any(OpClass::Insert);
                parts * vf as f64 * per_lane
            }
            RecipeKind::ReduceFinal { .. } | RecipeKind::ResumeInduction { .. } => 0.0,
        };
    }
    for recipe in &plan.middle {
        overhead += match recipe.kind {
            RecipeKind::ReduceFinal { .. } => any(OpClass::Reduce) + parts,
            _ => 2.0,
        };
    }
    let scalar_iter = scalar_iteration(module, func, legal, target);
    let step = (vf * uf) as u64;
    let (est_trip, vector_iters, remainder) = match legal.trip_count.as_constant() {
        Some(n) => {
            let n = n.max(0) as u64;
            (n, (n / step) as f64, (n % step) as f64)
        }
        None => (ASSUMED_TRIP, (ASSUMED_TRIP / step) as f64, (step - 1) as f64 / 2.0),
    };
    let scalar_total = est_trip as f64 * scalar_iter;
    let vector_total = if vector_iters == 0.0 {
        // The guard always sends the loop to the scalar version.
        scalar_total + 3.0
    } else {
        overhead + vector_iters * vector_iter + remainder * scalar_iter
    };
    plan.cost = Some(PlanCost { scalar_iter, vector_iter, overhead, est_trip, scalar_total, vector_total });
}

/// The cheapest plan (ties go to the smaller VF·UF, which comes first), if it beats the scalar
/// loop.
pub fn choose(plans: &[VPlan]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (idx, plan) in plans.iter().enumerate() {
        let Some(cost) = &plan.cost else { continue };
        let better = match best.and_then(|b| plans[b].cost.as_ref()) {
            Some(best_cost) => cost.vector_total < best_cost.vector_total - 1e-9,
            None => true,
        };
        if better {
            best = Some(idx);
        }
    }
    best.filter(|b| plans[*b].cost.as_ref().is_some_and(|c| c.vector_total < c.scalar_total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(vf: u32, uf: u32, vector_total: f64) -> VPlan {
        let cost = PlanCost {
            scalar_iter: 4.0,
            vector_iter: 4.0,
            overhead: 0.0,
            est_trip: 100,
            scalar_total: 400.0,
            vector_total,
        };
        VPlan {
            name: "t".into(),
            vf,
            uf,
            trip_count: "v0".into(),
            runtime_checks: Vec::new(),
            preheader: Vec::new(),
            body: Vec::new(),
            middle: Vec::new(),
            cost: Some(cost),
        }
    }

    #[test]
    fn the_cheapest_plan_wins_ties_go_to_the_smaller() {
        let plans = vec![plan(2, 1, 300.0), plan(4, 1, 120.0), plan(4, 2, 120.0), plan(8, 1, 150.0)];
        assert_eq!(choose(&plans), Some(1));
    }

    #[test]
    fn no_plan_when_the_scalar_loop_is_cheaper() {
        let plans = vec![plan(2, 1, 400.0), plan(4, 1, 410.0)];
        assert_eq!(choose(&plans), None);
    }
}
