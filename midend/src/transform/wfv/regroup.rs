//! The branch instance restructuring regroups by (the seed's 2.2.3, 实例重组). A loop that calls
//! a variant once per UF part hands it S = UF vectors of instances; where the function branches
//! on a varying condition, nearly every vector has lanes on both sides and runs both arms under
//! masks. Regrouped, the S·VF instances go in with the `then` ones first and the `else` ones
//! after: all vectors but one (where the groups meet) run one arm, BOSCC skipping the other.
//! The loop vectorizer does the regrouping (`loopvec/regroup.rs`); this pass finds, in the
//! scalar body the variants are built from, the branch to regroup by: a varying two-way branch
//! whose condition is a pure function of the parameters that cannot trap (so it can be
//! computed for every instance before the call), and whose arms cost the most.
//!
//! The condition only chooses the grouping: the calls get every instance's own arguments
//! whatever it computes, so the program's results never depend on it.

use crate::analysis::{shape::ShapeInfo, CfgLoops};
use crate::ir::*;
use std::collections::BTreeMap;

/// How many times an instruction in a loop inside an arm is counted (its trip count is not
/// known here).
pub const LOOP_WEIGHT: u32 = 16;

/// The branch of `func` (a cleaned-up scalar body) worth regrouping instances by, if any.
pub fn branch_slice(module: &Module, func: &Function, info: &ShapeInfo) -> Option<BranchSlice> {
    // Regrouped instances run in another order: only where none of them writes memory.
    if !writes_nothing(func) {
        return None;
    }
    let CfgLoops { cfg, domtree, loops } = CfgLoops::compute(func);
    let mut best: Option<BranchSlice> = None;
    for &block in func.layout.blocks() {
        if !info.is_varying_branch(block) {
            continue;
        }
        let Some(term) = func.terminator(block) else { continue };
        let InstData::Branch { cond, then_dest, else_dest } = func.inst(term) else { continue };
        let Some(insts) = slice(module, func, *cond) else { continue };
        let outer = loops.innermost_loop(block);
        let arm = |dest: Block| -> u32 {
            if cfg.preds(dest) != [block] {
                return 0;
            }
            let mut cost = 0;
            for &b in func.layout.blocks().iter().filter(|&&b| domtree.dominates(dest, b)) {
                let in_loop = loops.innermost_loop(b).is_some_and(|l| Some(l) != outer);
                let n = func.layout.block_insts(b).len().saturating_sub(1) as u32;
                cost += if in_loop { n * LOOP_WEIGHT } else { n };
            }
            cost
        };
        let arm_cost = (arm(then_dest.block) + arm(else_dest.block)) / 2;
        if best.as_ref().is_none_or(|b| arm_cost > b.arm_cost) {
            best = Some(BranchSlice { body: func.clone(), insts, cond: *cond, loc: func.srclocs[term], arm_cost });
        }
    }
    best.filter(|b| crate::transform::loopvec::regroup::could_pay(b.arm_cost, b.insts.len()))
}

// Whether `func` writes no memory but its own stack slots and calls only functions without
// effects (the pure math functions or none).
fn writes_nothing(func: &Function) -> bool {
    func.insts_in_order().all(|(_, inst)| match func.inst(inst) {
        InstData::Store { addr, .. } => crate::analysis::effects::is_own_slot(func, *addr),
        InstData::BitfieldStore { .. } | InstData::VectorStore { .. } | InstData::Scatter { .. } => false,
        InstData::Call { callee: Callee::Direct(_), .. } => true,
        InstData::Call { .. } => false,
        _ => true,
    })
}

// The instructions that compute `cond` from the parameters, each after its operands; `None`
// when something else goes into it (a load, a call, a loop's or a join's value) or one of them
// may trap (an integer division).
fn slice(module: &Module, func: &Function, cond: Value) -> Option<Vec<Inst>> {
    let params = func.params();
    let mut order: Vec<Inst> = Vec::new();
    let mut state: BTreeMap<Value, bool> = BTreeMap::new();
    // Depth-first, operands before users; `state[v]` true once `v` is in `order`.
    let mut stack: Vec<(Value, bool)> = vec![(cond, false)];
    while let Some((v, done)) = stack.pop() {
        if params.contains(&v) {
            continue;
        }
        let inst = func.dfg.defining_inst(v)?;
        if done {
            state.insert(v, true);
            order.push(inst);
            continue;
        }
        // Seen already (SSA values of pure instructions form no cycle).
        if state.contains_key(&v) {
            continue;
        }
        let data = func.inst(inst);
        let ok = match data {
            InstData::Const(Const::Int(_) | Const::Float(_)) | InstData::Cast { .. } | InstData::Select { .. } => true,
            InstData::Unary { op, .. } => matches!(op, UnaryOp::Neg | UnaryOp::BitNot | UnaryOp::LogNot),
            InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, .. } => module.types.is_float(func.value_type(v)),
            InstData::Binary { op, .. } => !matches!(
                op,
                BinaryOp::Min | BinaryOp::Max | BinaryOp::Avg | BinaryOp::AddSat | BinaryOp::SubSat | BinaryOp::MulHigh
            ),
            _ => false,
        };
        // Lane types only: no pointers, `_Bool`s or aggregates.
        let lane = |t: TypeId| {
            (module.types.is_float(t) || module.types.int_kind(t).is_some_and(|k| k != IntKind::Bool))
                && module.types.is_scalar(t)
        };
        if !ok || !lane(func.value_type(v)) || !data.operands().iter().all(|&a| lane(func.value_type(a))) {
            return None;
        }
        state.insert(v, false);
        stack.push((v, true));
        for a in data.operands() {
            if !params.contains(&a) && state.get(&a) != Some(&true) {
                stack.push((a, false));
            }
        }
    }
    Some(order)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::shape::{self, ParamSeed, Shape};
    use crate::ir::parse::parse_module;

    /// `x < 1 ? (loop of n steps) : (another loop)` with `x` varying and `n` uniform.
    const SERIES: &str = "
func @f: fn(float, int) -> float {
block0(v0: float, v1: int):
    v2 = const.float 1.0
    v3 = lt.int v0, v2
    br v3, block1, block3
block1:
    v4 = const.int 0
    jump block2(v4, v0)
block2(v5: int, v6: float):
    v7 = mul.float v6, v0
    v8 = mul.float v7, v0
    v9 = add.float v8, v6
    v10 = const.int 1
    v11 = add.int v5, v10
    v12 = lt.int v11, v1
    br v12, block2(v11, v9), block5(v9)
block3:
    v13 = const.int 0
    jump block4(v13, v0)
block4(v14: int, v15: float):
    v16 = div.float v0, v15
    v17 = add.float v16, v0
    v18 = sub.float v17, v15
    v19 = const.int 1
    v20 = add.int v14, v19
    v21 = lt.int v20, v1
    br v21, block4(v20, v18), block5(v18)
block5(v22: float):
    ret v22
}";

    fn slice_of(text: &str) -> Option<BranchSlice> {
        let module = parse_module(text).unwrap_or_else(|e| panic!("input: {}", e));
        let (_, decl) = module.funcs.iter().next().expect("one function");
        let func = decl.body.as_ref().expect("a body");
        let seeds =
            [ParamSeed { shape: Shape::Varying, align: None }, ParamSeed { shape: Shape::Uniform, align: None }];
        let info = shape::compute(&module, func, &seeds, false);
        branch_slice(&module, func, &info)
    }

    #[test]
    fn the_branch_on_a_parameter_with_looping_arms_is_found() {
        let slice = slice_of(SERIES).expect("a slice");
        assert_eq!(slice.insts.len(), 2, "the constant and the compare");
        // Arms of 6 loop instructions each, counted LOOP_WEIGHT times, plus their one-instruction entries.
        assert_eq!(slice.arm_cost, 6 * LOOP_WEIGHT + 1);
    }

    #[test]
    fn a_condition_read_from_memory_has_no_slice() {
        let text = SERIES.replace("fn(float, int)", "fn(float, int, *float)").replace(
            "block0(v0: float, v1: int):\n    v2 = const.float 1.0",
            "block0(v0: float, v1: int, v30: *float):\n    v2 = load.float v30",
        );
        assert!(slice_of(&text).is_none());
    }

    #[test]
    fn an_integer_division_in_the_condition_has_no_slice() {
        // It could trap for an instance whose arms never compute it.
        let text = SERIES.replace(
            "    v3 = lt.int v0, v2",
            "    v31 = cast.int v0\n    v32 = div.int v1, v31\n    v3 = lt.int v32, v1",
        );
        assert!(slice_of(&text).is_none());
    }

    #[test]
    fn a_function_that_stores_has_no_slice() {
        // Regrouped, its instances' stores would run in another order.
        let text = SERIES
            .replace("fn(float, int)", "fn(float, int, *float)")
            .replace("block0(v0: float, v1: int):", "block0(v0: float, v1: int, v30: *float):")
            .replace("block5(v22: float):\n", "block5(v22: float):\n    store v30, v22\n");
        assert!(slice_of(&text).is_none());
    }

    #[test]
    fn cheap_arms_have_no_slice() {
        let text = SERIES
            .replace("br v12, block2(v11, v9), block5(v9)", "jump block5(v9)")
            .replace("br v21, block4(v20, v18), block5(v18)", "jump block5(v18)");
        assert!(slice_of(&text).is_none());
    }
}
