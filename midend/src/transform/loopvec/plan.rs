//! The plan: a loop lifted into recipes for one VF and UF (VPlan seed, "Initial VPlan"), a value
//! that can be printed (`--emit=vplan`), costed (`cost.rs`) and dropped. Executing it
//! (`execute.rs`) is the only step that touches the IR; cost and execute read the same recipes.
//!
//! A plan has three parts, as the seed's printout: `vector.ph` (broadcasts of loop-invariant
//! values, reduction start vectors), `vector.body` (the canonical vector induction, then one
//! recipe per demanded instruction, in program order, each done for every part 0..UF) and
//! `middle.block` (horizontal reductions and the values the scalar epilogue resumes from).
//! Recipe kinds follow the seed: WIDEN (one vector instruction per part), CLONE (the scalar
//! instruction for the first lane of each part: addresses, indices), REPLICATE (per lane, for
//! calls), BROADCAST, INDUCTION, REDUCTION-PHI. Not done here: plan-to-plan transforms
//! (interleave groups, masks), which come with the features that need them.

use super::legal::{LegalLoop, RedKind};
use crate::analysis::deps::RuntimeCheck;
use crate::ir::print::print_inst;
use crate::ir::*;
use std::fmt;

#[derive(Clone, Debug, PartialEq)]
pub enum RecipeKind {
    /// `vector.ph`: a splat of a value defined before the loop.
    Broadcast { value: Value },
    /// `vector.ph`: the start vector of reduction `red` (index into `LegalLoop::reductions`).
    ReductionStart { red: usize },
    /// The vector loop's counter: 0, VF·UF, 2·VF·UF, ...
    CanonicalIv,
    /// Induction `ind` as lane-0 scalars (`scalar`) and/or as vectors `x + [0, s, 2s, ...]`.
    Induction { ind: usize, scalar: bool, vector: bool },
    /// The vector accumulator of reduction `red`, one per part.
    ReductionPhi { red: usize },
    /// The scalar instruction, once per part, for the part's first lane.
    Clone { inst: Inst },
    /// A load from the same address every iteration: once per part, splat where needed.
    InvariantLoad { inst: Inst },
    /// One vector instruction per part.
    Widen { inst: Inst },
    /// A vector load from the part's first lane's address.
    WidenLoad { inst: Inst },
    /// A vector store to the part's first lane's address.
    WidenStore { inst: Inst },
    /// The scalar instruction once per lane, its results gathered into a vector.
    Replicate { inst: Inst },
    /// Counter += VF·UF; loop while below the vector trip count.
    BranchOnCount,
    /// `middle.block`: combine the parts, reduce horizontally, fold in the start value.
    ReduceFinal { red: usize },
    /// `middle.block`: the induction's value after the vector trip count, for the epilogue.
    ResumeInduction { ind: usize },
}

/// A recipe and how it prints (the instruction text is kept so that a plan prints alone).
#[derive(Clone, Debug, PartialEq)]
pub struct Recipe {
    pub kind: RecipeKind,
    pub text: String,
}

/// The estimate `cost.rs` attaches to a plan.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanCost {
    /// Cost of one iteration of the scalar loop.
    pub scalar_iter: f64,
    /// Cost of one iteration of the vector loop (VF·UF scalar iterations).
    pub vector_iter: f64,
    /// Once per loop: runtime checks, guard, broadcasts, horizontal reductions.
    pub overhead: f64,
    /// The trip count the estimate assumes.
    pub est_trip: u64,
    pub scalar_total: f64,
    pub vector_total: f64,
}

impl PlanCost {
    pub fn speedup(&self) -> f64 {
        if self.vector_total <= 0.0 {
            return 0.0;
        }
        self.scalar_total / self.vector_total
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct VPlan {
    pub name: String,
    pub vf: u32,
    pub uf: u32,
    /// What the trip count is, printed.
    pub trip_count: String,
    pub runtime_checks: Vec<RuntimeCheck>,
    pub preheader: Vec<Recipe>,
    pub body: Vec<Recipe>,
    pub middle: Vec<Recipe>,
    pub cost: Option<PlanCost>,
}

/// Lifts a legal loop into a plan for `vf` and `uf`.
pub fn build(module: &Module, func: &Function, legal: &LegalLoop, vf: u32, uf: u32) -> VPlan {
    let show = |v: Value| func.value_name(v).map_or(v.to_string(), |n| format!("{} ({})", v, n));
    let mut plan = VPlan {
        name: format!("loop at {} in {}", legal.header, func.name),
        vf,
        uf,
        trip_count: legal.trip_count.to_string(),
        runtime_checks: legal.runtime_checks.clone(),
        preheader: Vec::new(),
        body: Vec::new(),
        middle: Vec::new(),
        cost: None,
    };
    let recipe = |kind: RecipeKind, text: String| Recipe { kind, text };
    for (idx, red) in legal.reductions.iter().enumerate() {
        let text = match red.kind {
            RedKind::MinMax(op) => format!("REDUCTION-START vp<%acc.{}> = splat {} ({})", red.param, red.start, op.name()),
            RedKind::Binary(op) => format!("REDUCTION-START vp<%acc.{}> = splat identity of {}", red.param, op.name()),
        };
        plan.preheader.push(recipe(RecipeKind::ReductionStart { red: idx }, text));
    }
    plan.body.push(recipe(RecipeKind::CanonicalIv, format!("EMIT vp<%index> = CANONICAL-INDUCTION ir<0>, +{}", vf * uf)));
    for (idx, ind) in legal.inductions.iter().enumerate() {
        let scalar = legal.needs_scalar.contains(&ind.param);
        let vector = legal.needs_vector.contains(&ind.param);
        if scalar || vector {
            let what = match (scalar, vector) {
                (true, true) => "scalar steps and vector",
                (true, false) => "scalar steps",
                _ => "vector",
            };
            let text = format!("INDUCTION {} = {} + vp<%index> * {} ({})", show(ind.param), ind.start, ind.step, what);
            plan.body.push(recipe(RecipeKind::Induction { ind: idx, scalar, vector }, text));
        }
    }
    for (idx, red) in legal.reductions.iter().enumerate() {
        let text = format!("REDUCTION-PHI vp<%acc.{}> = phi vp<%acc.start>, {}", red.param, red.update);
        plan.body.push(recipe(RecipeKind::ReductionPhi { red: idx }, text));
    }
    for &inst in &legal.body {
        add_inst_recipes(module, func, legal, inst, &mut plan);
    }
    plan.body.push(recipe(RecipeKind::BranchOnCount, "EMIT branch-on-count vp<%index.next>, vp<%vector-trip-count>".into()));
    for (idx, red) in legal.reductions.iter().enumerate() {
        let reduce = format!("REDUCE {} = reduce.{} vp<%acc.{}>", show(red.param), red.kind.op().name(), red.param);
        let text = match red.kind {
            RedKind::MinMax(_) => reduce,
            RedKind::Binary(op) => format!("{}, then {} {}", reduce, op.name(), red.start),
        };
        plan.middle.push(recipe(RecipeKind::ReduceFinal { red: idx }, text));
    }
    for (idx, ind) in legal.inductions.iter().enumerate() {
        let text = format!("RESUME {} = {} + vp<%vector-trip-count> * {}", show(ind.param), ind.start, ind.step);
        plan.middle.push(recipe(RecipeKind::ResumeInduction { ind: idx }, text));
    }
    plan
}

// One instruction's recipes: the vector form, the lane-0 scalar form, or both.
fn add_inst_recipes(module: &Module, func: &Function, legal: &LegalLoop, inst: Inst, plan: &mut VPlan) {
    let text = print_inst(module, func, inst);
    let data = func.inst(inst);
    let result = func.dfg.result(inst);
    let vector = result.is_some_and(|v| legal.needs_vector.contains(&v));
    let scalar = result.is_some_and(|v| legal.needs_scalar.contains(&v));
    let mut push = |kind: RecipeKind, label: &str| plan.body.push(Recipe { kind, text: format!("{} {}", label, text) });
    if let InstData::Store { .. } = data {
        push(RecipeKind::WidenStore { inst }, "WIDEN");
        return;
    }
    if legal.invariant_loads.contains(&inst) {
        push(RecipeKind::InvariantLoad { inst }, "CLONE (invariant)");
    } else if matches!(data, InstData::Load { .. }) {
        push(RecipeKind::WidenLoad { inst }, "WIDEN");
    } else {
        if scalar {
            push(RecipeKind::Clone { inst }, "CLONE");
        }
        if vector && matches!(data, InstData::Call { .. }) {
            push(RecipeKind::Replicate { inst }, "REPLICATE");
        } else if vector && accumulates_unsigned(module, func, legal, result) {
            push(RecipeKind::Widen { inst }, "WIDEN (accumulating unsigned)");
        } else if vector {
            push(RecipeKind::Widen { inst }, "WIDEN");
        }
    }
    // Values from before the loop that a vector recipe reads are broadcast once, in vector.ph.
    if vector || matches!(data, InstData::Store { .. }) {
        for operand in widened_operands(data) {
            let outside = !legal.defines(func, operand);
            let seen = plan.preheader.iter().any(|r| r.kind == RecipeKind::Broadcast { value: operand });
            if outside && !seen {
                let text = format!("BROADCAST vp<%splat.{}> = splat {}", operand, operand);
                plan.preheader.push(Recipe { kind: RecipeKind::Broadcast { value: operand }, text });
            }
        }
    }
}

/// Whether `value` updates a signed `+`/`*` reduction, which the vector loop accumulates in the
/// unsigned type (the vector's partial sums may overflow where the scalar loop's do not).
pub fn accumulates_unsigned(module: &Module, func: &Function, legal: &LegalLoop, value: Option<Value>) -> bool {
    let Some(value) = value else { return false };
    let ty = func.value_type(value);
    legal.reductions.iter().any(|red| {
        red.update == value
            && matches!(red.kind, RedKind::Binary(BinaryOp::Add | BinaryOp::Mul))
            && module.types.is_integer(ty)
            && module.types.is_signed(ty)
    })
}

/// The operands of an instruction that its vector form reads as vectors.
pub fn widened_operands(data: &InstData) -> Vec<Value> {
    match data {
        InstData::Store { value, .. } => vec![*value],
        InstData::Load { .. } => Vec::new(),
        other => other.operands(),
    }
}

impl fmt::Display for VPlan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "VPlan '{}' for VF={{{}}},UF={{{}}} {{", self.name, self.vf, self.uf)?;
        writeln!(f, "Live-in vp<%VFxUF> = {}", self.vf * self.uf)?;
        writeln!(f, "Live-in vp<%trip-count> = {}", self.trip_count)?;
        writeln!(f, "Live-in vp<%vector-trip-count> = trip-count rounded down to a multiple of {}", self.vf * self.uf)?;
        for check in &self.runtime_checks {
            writeln!(f, "Runtime check: [{} + {}, {} + {}) step {} vs [{} + {}, {} + {}) step {}",
                check.a.base, check.a.start, check.a.base, check.a.end, check.a.step,
                check.b.base, check.b.start, check.b.base, check.b.end, check.b.step)?;
        }
        let section = |f: &mut fmt::Formatter<'_>, name: &str, recipes: &[Recipe]| -> fmt::Result {
            writeln!(f, "{}:", name)?;
            for recipe in recipes {
                writeln!(f, "  {}", recipe.text)?;
            }
            Ok(())
        };
        section(f, "vector.ph", &self.preheader)?;
        writeln!(f, "Successor(s): vector.body")?;
        section(f, "vector.body", &self.body)?;
        writeln!(f, "Successor(s): vector.body, middle.block")?;
        section(f, "middle.block", &self.middle)?;
        writeln!(f, "Successor(s): scalar loop (epilogue)")?;
        if let Some(cost) = &self.cost {
            writeln!(
                f,
                "Cost: scalar {:.1}/iteration; vector {:.1}/{} iterations = {:.2}/iteration; overhead {:.1}; est. trip count {}: speedup {:.1}x",
                cost.scalar_iter,
                cost.vector_iter,
                self.vf * self.uf,
                cost.vector_iter / (self.vf * self.uf) as f64,
                cost.overhead,
                cost.est_trip,
                cost.speedup()
            )?;
        }
        writeln!(f, "}}")
    }
}
