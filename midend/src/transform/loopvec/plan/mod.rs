//! The plan: a loop lifted into recipes for one VF and UF (VPlan seed, "Initial VPlan"), a value
//! that can be printed (`--emit=vplan`), costed (`cost.rs`) and dropped. Executing it
//! (`execute/`) is the only step that touches the IR; cost and execute read the same recipes.
//!
//! A plan has three parts, as the seed's printout: `vector.ph` (broadcasts of loop-invariant
//! values, reduction start vectors), `vector.body` (the canonical vector induction, then one
//! recipe per demanded instruction, in program order, each done for every part 0..UF) and
//! `middle.block` (horizontal reductions and the values the scalar epilogue resumes from).
//! Recipe kinds follow the seed: WIDEN (one vector instruction per part), CLONE (the scalar
//! instruction for the first lane of each part: addresses, indices), REPLICATE (per lane, for
//! calls), GATHER/SCATTER (strided or indexed accesses), BROADCAST, INDUCTION, REDUCTION-PHI,
//! and for if-conversion EMIT mask (a conditional block's mask, before its instructions) and
//! BLEND (a block parameter as selects); a recipe that must not touch inactive lanes prints
//! `, if vp<%mask.bN>`. Not done here: plan-to-plan transforms
//! (interleave groups, masks), which come with the features that need them.

use super::legal::{LegalLoop, RedKind};
// Sibling passes that `inst.rs` calls as `super::cost::…`.
use super::predicate::Edge;
use super::{cost, legal, regroup};
use crate::analysis::deps::RuntimeCheck;
use crate::ir::print::print_inst;
use crate::ir::*;
use crate::target::{MathImpl, Target, VectorMath};
use std::collections::BTreeSet;
use std::fmt;

mod inst;

use inst::add_inst_recipes;

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
    /// Recurrence `rec` (`LegalLoop::recurrences`): the previous vector iteration's last part
    /// of its update, a loop-carried vector that starts as a splat of its start value.
    RecurrencePhi { rec: usize },
    /// Right after recurrence `rec`'s update: per part, the previous part's last lane followed
    /// by this part's first VF-1 lanes (a splice), the parameter's vector.
    Splice { rec: usize },
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
    /// A vector load from the part's last lane's address (the access moves down), lanes
    /// reversed.
    ReverseLoad { inst: Inst },
    /// Lanes reversed, then a vector store to the part's last lane's address.
    ReverseStore { inst: Inst },
    /// A remainder by a constant of a dividend that moves by a constant step (`modind.rs`):
    /// a loop-carried vector of residues, advanced and reduced once per part.
    ModInduction { inst: Inst },
    /// A gather: from lane 0's address at constant strides, or from a pointer defined before
    /// the loop at the lanes of an index vector.
    GatherLoad { inst: Inst },
    /// A scatter from lane 0's address at constant strides, or through an index into a pointer
    /// defined before the loop, lanes in order.
    ScatterStore { inst: Inst },
    /// A store to the same address on every iteration, on every iteration: the last part's
    /// last lane, stored once per vector iteration (what the scalar loop leaves there).
    InvariantStore { inst: Inst },
    /// An interleave group (index into `LegalLoop::groups`), at its leader: `stride`
    /// consecutive vector loads and a shuffle per member, or a shuffle per vector and
    /// `stride` consecutive vector stores; a store group with gaps on a target without free
    /// masked stores (`lane_stores`, `cost::gap_stores_by_lane`) as each member lane's extract
    /// and scalar store.
    InterleaveGroup { group: usize, lane_stores: bool },
    /// The scalar instruction once per lane, its results gathered into a vector.
    Replicate { inst: Inst },
    /// A call of unknown effects under a loop pragma (`LegalLoop::lane_calls`): the scalar
    /// function once per lane, in lane order, each lane's call behind a test of its mask lane
    /// (inactive lanes, under a condition or past the end in a masked remainder, do not call);
    /// the results, if used, put together into a vector.
    LaneCall { inst: Inst },
    /// If-conversion: the mask of a block that runs only on some iterations, the OR of its
    /// incoming edges' masks (an edge's: its source's mask AND the branch condition).
    BlockMask { block: Block },
    /// If-conversion: a block parameter as selects over its incoming edges' masks.
    Blend { param: Value },
    /// A call to the callee's vector variant of VF lanes, once per part (bit `k` of `uniform`:
    /// parameter `k` takes the scalar from before the loop). A masked variant (under a
    /// condition) also takes the block's mask, as a vector (1 on, 0 off) or as bits (`MaskArg`).
    /// `uniform`: the arguments passed as scalars (bit k for argument k): uniform ones, and
    /// linear ones as lane 0's value. `regroup`: the parts' calls run together, their instances
    /// regrouped by the function's branch (`regroup.rs`): every part's recipes before it come
    /// first, every part's after it last.
    VariantCall { inst: Inst, variant: FuncId, uniform: u64, mask: Option<crate::abi::vfabi::MaskArg>, regroup: bool },
    /// Early exits (`LegalLoop::early_exits`): the OR over the parts of every exit's lanes; if
    /// any lane would leave, `middle.block` with this iteration's start (the scalar loop runs
    /// its VF·UF iterations again and leaves where the original does). The recipes after it run
    /// only where no lane leaves.
    BranchOnAnyExit,
    /// Before the loads (`peel::page_checked`): whether the VF·UF elements read from a
    /// pointer of `AlignPeel::also` from this iteration's first lane would cross a 4 KiB page
    /// (`(addr & 4095) > 4096 - bytes`, ORed over the pointers); if so, the VF·UF iterations
    /// run as scalar ones (a copy of the loop whose exits go to the scalar loop), and the vector
    /// loop goes on after them.
    BranchOnPageCross,
    /// Counter += VF·UF; loop while below the vector trip count.
    BranchOnCount,
    /// `middle.block`: combine the parts, reduce horizontally, fold in the start value.
    ReduceFinal { red: usize },
    /// `middle.block`: the induction's value after the vector trip count, for the epilogue.
    ResumeInduction { ind: usize },
    /// `middle.block`: the last lane of a value that leaves the loop (`LegalLoop::last_values`).
    ExtractLast { last: usize },
    /// `vector.ph`: the start vectors of conditional last value `last` (index into
    /// `LegalLoop::cond_lasts`): its start value in every lane, and iteration -1 (never set).
    LastStart { last: usize },
    /// The end of the body: the iteration in which each lane of conditional last value `last`
    /// was last set (its chain of blends again, on iteration numbers).
    LastIter { last: usize },
    /// `middle.block`: the lane set in the latest iteration, or the start value if none was.
    SelectLast { last: usize },
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
    /// Whether the interleave groups' shuffles bound the vector iteration (`cost.rs`
    /// `shuffle_floor`), and the scalar iteration is priced as the core issues it.
    pub shuffle_bound: bool,
}

impl PlanCost {
    /// How many times faster the vector loop is estimated to run the whole loop.
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
    /// Pointers passed to aligned parameters of the body's variant calls, tested in the guard
    /// (`aligned.rs`).
    pub align_checks: Vec<super::aligned::AlignCheck>,
    pub preheader: Vec<Recipe>,
    pub body: Vec<Recipe>,
    pub middle: Vec<Recipe>,
    /// Whole vectors of VF left by VF·UF run in a second vector loop (`epilogue.rs`).
    pub vector_epilogue: bool,
    /// How the last iterations, fewer than VF, run (`tail.rs`; `cost.rs` chooses).
    pub remainder: Remainder,
    pub cost: Option<PlanCost>,
    /// A peel loop for alignment runs first (`peel.rs`), printed.
    pub align_peel: Option<String>,
}

/// The iterations left after the whole vectors.
#[derive(Clone, Debug, PartialEq)]
pub enum Remainder {
    /// In the scalar loop (a masked iteration could run them, but does not pay).
    Scalar,
    /// In one vector iteration under the mask `lane < remaining` (`tail.rs`).
    Masked,
    /// In the scalar loop: why no masked iteration can run them.
    Refused(String),
}

/// Lifts a legal loop into a plan for `vf` and `uf`.
pub fn build(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, vf: u32, uf: u32) -> VPlan {
    let mut plan = VPlan {
        name: format!("loop at {} in {}", legal.header, func.name),
        vf,
        uf,
        trip_count: legal.describe_trip(),
        runtime_checks: legal.runtime_checks.clone(),
        align_checks: Vec::new(),
        preheader: Vec::new(),
        body: Vec::new(),
        middle: Vec::new(),
        vector_epilogue: legal.early_exits.is_empty() && super::epilogue::worthwhile(legal.constant_trip(), vf, uf),
        remainder: Remainder::Scalar,
        cost: None,
        align_peel: legal.align_peel.as_ref().map(|ap| describe_peel(func, legal, ap, vf * uf)),
    };
    add_start_recipes(legal, &mut plan);
    add_body_recipes(module, func, legal, target, &mut plan);
    add_middle_recipes(func, legal, &mut plan);
    if let Some(why) = super::tail::refusal(module, func, legal, &plan) {
        plan.remainder = Remainder::Refused(why);
    }
    plan.align_checks = super::aligned::checks(module, func, legal, &plan.body);
    plan
}

/// A value as plans print it: its number, and its name where it has one.
fn value_text(func: &Function, v: Value) -> String {
    func.value_name(v).map_or(v.to_string(), |n| format!("{} ({})", v, n))
}

/// What the peel for alignment does, for `VPlan::align_peel` (`step`: VF·UF).
fn describe_peel(func: &Function, legal: &LegalLoop, ap: &super::legal::AlignPeel, step: u32) -> String {
    let show = |v: Value| value_text(func, v);
    let bytes = step as i64 * ap.elem;
    let page_checked = super::peel::page_checked(legal);
    let aligned = ap.loads.iter().filter(|l| !(page_checked && ap.also_loads.contains(l)));
    let loads = aligned.map(|l| l.to_string()).collect::<Vec<_>>().join(", ");
    let also: String = if page_checked {
        ap.also
            .iter()
            .map(|(b, start)| format!("; {} + {} read unaligned (branch-on-page-cross)", show(*b), start))
            .collect()
    } else {
        let alike: String = ap
            .also
            .iter()
            .map(|(b, start)| format!(" and {} + {} has the same remainder modulo {}", show(*b), start, bytes))
            .collect();
        if alike.is_empty() {
            alike
        } else {
            format!(" (only where{})", alike)
        }
    };
    format!(
        "scalar iterations until {} + {} is a multiple of {} bytes (VF*UF elements); then {} aligned, where the vector loop runs{}",
        show(ap.base), ap.start, bytes, loads, also
    )
}

/// vector.ph's recipes: the reductions' and conditional last values' start vectors.
fn add_start_recipes(legal: &LegalLoop, plan: &mut VPlan) {
    let recipe = |kind: RecipeKind, text: String| Recipe { kind, text };
    for (idx, red) in legal.reductions.iter().enumerate() {
        let text = match red.kind {
            RedKind::MinMax(op) => {
                format!("REDUCTION-START vp<%acc.{}> = splat {} ({})", red.param, red.start, op.name())
            }
            RedKind::Binary(_) if red.ordered => {
                format!("REDUCTION-START vp<%acc.{}> = {} (a scalar, summed in order)", red.param, red.start)
            }
            RedKind::Binary(op) => format!("REDUCTION-START vp<%acc.{}> = splat identity of {}", red.param, op.name()),
        };
        plan.preheader.push(recipe(RecipeKind::ReductionStart { red: idx }, text));
    }
    for (idx, last) in legal.cond_lasts.iter().enumerate() {
        let text = match last.iv {
            Some(_) => format!("LAST-START vp<%iter.{}> = splat -1", last.param),
            None => {
                format!("LAST-START vp<%last.{p}> = splat {}, vp<%iter.{p}> = splat -1", last.start, p = last.param)
            }
        };
        plan.preheader.push(recipe(RecipeKind::LastStart { last: idx }, text));
    }
}

/// vector.body's recipes: the canonical induction, the page-crossing test, inductions and
/// reduction phis, each block's masks, blends and instructions, the early-exit test, the
/// conditional last values' iterations and the back edge's test.
fn add_body_recipes(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, plan: &mut VPlan) {
    let (vf, uf) = (plan.vf, plan.uf);
    let show = |v: Value| value_text(func, v);
    let recipe = |kind: RecipeKind, text: String| Recipe { kind, text };
    plan.body
        .push(recipe(RecipeKind::CanonicalIv, format!("EMIT vp<%index> = CANONICAL-INDUCTION ir<0>, +{}", vf * uf)));
    if let Some(ap) = legal.align_peel.as_ref().filter(|_| super::peel::page_checked(legal)) {
        let text = describe_page_cross(func, ap, vf * uf);
        plan.body.push(recipe(RecipeKind::BranchOnPageCross, text));
    }
    for (idx, ind) in legal.inductions.iter().enumerate() {
        let scalar = legal.needs_scalar.contains(&ind.param);
        let vector = legal.needs_vector.contains(&ind.param);
        if scalar || vector {
            let what = match (scalar, vector) {
                (true, true) => "scalar steps and vector",
                (true, false) => "scalar steps",
                _ => "vector",
            };
            let text =
                format!("INDUCTION {} = {} + vp<%index> * {} ({})", show(ind.param), ind.start, ind.step_text(), what);
            plan.body.push(recipe(RecipeKind::Induction { ind: idx, scalar, vector }, text));
        }
    }
    for (idx, red) in legal.reductions.iter().enumerate() {
        let text = format!("REDUCTION-PHI vp<%acc.{}> = phi vp<%acc.start>, {}", red.param, red.update);
        plan.body.push(recipe(RecipeKind::ReductionPhi { red: idx }, text));
    }
    for (idx, rec) in legal.recurrences.iter().enumerate() {
        let text = format!(
            "RECURRENCE-PHI vp<%prev.{}> = phi splat {}, {} of part {}",
            rec.param,
            rec.start,
            rec.update,
            uf - 1
        );
        plan.body.push(recipe(RecipeKind::RecurrencePhi { rec: idx }, text));
    }
    // The blocks one after the other (if-conversion), each with its mask and blends first.
    let needed = needed_masks(legal);
    for &block in &legal.predication.order {
        if needed.contains(&block) {
            let text = format!("EMIT vp<%mask.{}> = {}", block, describe_mask(legal, block));
            plan.body.push(recipe(RecipeKind::BlockMask { block }, text));
        }
        for &param in func.dfg.block_params(block) {
            add_blend_recipe(module, func, legal, param, plan);
        }
        for &inst in legal.body.iter().filter(|i| func.layout.inst_block(**i) == Some(block)) {
            add_inst_recipes(module, func, legal, target, inst, plan);
            for (idx, rec) in legal.recurrences.iter().enumerate() {
                if func.dfg.result(inst) == Some(rec.update) {
                    let text = format!(
                        "SPLICE {} = lane {} of the part before, then lanes 0..{} of {}",
                        show(rec.param),
                        vf - 1,
                        vf - 1,
                        rec.update
                    );
                    plan.body.push(recipe(RecipeKind::Splice { rec: idx }, text));
                }
            }
        }
        if !legal.early_exits.is_empty() && legal.before_exit_test.last() == Some(&block) {
            let exits: Vec<String> = legal
                .early_exits
                .iter()
                .map(|e| if e.exit_if_true { e.cond.to_string() } else { format!("not {}", e.cond) })
                .collect();
            let text = format!("EMIT branch-on-any-exit any-of({}), middle.block from vp<%index>", exits.join(", "));
            plan.body.push(recipe(RecipeKind::BranchOnAnyExit, text));
        }
    }
    for (idx, last) in legal.cond_lasts.iter().enumerate() {
        let ty =
            if super::last_value::wide_iterations(&module.types, func.value_type(last.param)) { "long" } else { "int" };
        let text = format!(
            "LAST-ITER vp<%iter.{p}> = the iteration each lane of {} was last set in ({} lanes, -1: never), through {}",
            last.update,
            ty,
            last.chain.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", "),
            p = last.param
        );
        plan.body.push(recipe(RecipeKind::LastIter { last: idx }, text));
    }
    plan.body
        .push(recipe(RecipeKind::BranchOnCount, "EMIT branch-on-count vp<%index.next>, vp<%vector-trip-count>".into()));
}

/// The page-crossing test's recipe text (`step`: VF·UF).
fn describe_page_cross(func: &Function, ap: &super::legal::AlignPeel, step: u32) -> String {
    let show = |v: Value| value_text(func, v);
    let bytes = step as i64 * ap.elem;
    let tests: Vec<String> = ap
        .also
        .iter()
        .map(|(b, start)| {
            format!("(({} + {} + (peeled + vp<%index>) * {}) & 4095) > {}", show(*b), start, ap.elem, 4096 - bytes)
        })
        .collect();
    format!("EMIT branch-on-page-cross any-of({}), {} scalar iterations then vector.body", tests.join(", "), step)
}

/// The middle block's recipes: final reductions, resumed inductions, and the last values.
fn add_middle_recipes(func: &Function, legal: &LegalLoop, plan: &mut VPlan) {
    let (vf, uf) = (plan.vf, plan.uf);
    let show = |v: Value| value_text(func, v);
    let recipe = |kind: RecipeKind, text: String| Recipe { kind, text };
    for (idx, red) in legal.reductions.iter().enumerate() {
        let reduce = format!("REDUCE {} = reduce.{} vp<%acc.{}>", show(red.param), red.kind.op().name(), red.param);
        let text = match red.kind {
            RedKind::MinMax(_) => reduce,
            RedKind::Binary(op) => format!("{}, then {} {}", reduce, op.name(), red.start),
        };
        plan.middle.push(recipe(RecipeKind::ReduceFinal { red: idx }, text));
    }
    for (idx, ind) in legal.inductions.iter().enumerate() {
        let text = format!("RESUME {} = {} + vp<%vector-trip-count> * {}", show(ind.param), ind.start, ind.step_text());
        plan.middle.push(recipe(RecipeKind::ResumeInduction { ind: idx }, text));
    }
    for (idx, last) in legal.cond_lasts.iter().enumerate() {
        add_broadcast(func, legal, last.update, plan);
        let text = match last.iv.map(|i| &legal.inductions[i]) {
            Some(ind) => format!(
                "SELECT-LAST {} = {} + the largest vp<%iter.{}> over the parts and lanes * {}, or {} if every lane is -1",
                show(last.param),
                ind.start,
                last.param,
                ind.step_text(),
                last.start
            ),
            None => format!(
                "SELECT-LAST {} = lane of {} with the largest vp<%iter.{}> over the parts, or {} if every lane is -1",
                show(last.param),
                last.update,
                last.param,
                last.start
            ),
        };
        plan.middle.push(recipe(RecipeKind::SelectLast { last: idx }, text));
    }
    for (idx, last) in legal.last_values.iter().enumerate() {
        add_broadcast(func, legal, last.update, plan);
        let mut text =
            format!("EXTRACT-LAST {} = {}, lane {} of part {}", show(last.param), last.update, vf - 1, uf - 1);
        if !legal.early_exits.is_empty() {
            text.push_str(" (carried across vector iterations: after an early exit, the value before the exiting one)");
        }
        plan.middle.push(recipe(RecipeKind::ExtractLast { last: idx }, text));
    }
}

/// The conditional blocks whose masks the plan computes: those of masked instructions and of
/// the sources of edges into blends, and, from those back, the sources of their incoming edges.
pub fn needed_masks(legal: &LegalLoop) -> BTreeSet<Block> {
    let pred = &legal.predication;
    let mut need: BTreeSet<Block> = legal.masked.values().copied().collect();
    for (param, blend) in &pred.blends {
        // Saturations and the clamps inside them choose without masks.
        if legal.needs_vector.contains(param) && !legal.saturations.contains_key(param) && !legal.folded.contains(param)
        {
            need.extend(blend.incoming.iter().map(|(edge, _)| edge.from));
        }
    }
    // A conditional last value's chain runs again on iteration numbers (`LastIter`).
    for last in &legal.cond_lasts {
        for blend in last.chain.iter().filter_map(|v| pred.blends.get(v)) {
            need.extend(blend.incoming.iter().map(|(edge, _)| edge.from));
        }
    }
    // Sources come before their targets in `order`, so one backward sweep closes the set.
    for &block in pred.order.iter().rev() {
        if need.contains(&block) {
            if let Some(edges) = pred.incoming.get(&block) {
                need.extend(edges.iter().map(|e| e.from));
            }
        }
    }
    need.retain(|b| pred.is_conditional(*b));
    need
}

/// `vp<%mask.b2> and v7 | not v9`: the edges into a block, as the plan prints them.
fn describe_edge(legal: &LegalLoop, edge: &Edge) -> String {
    let from = legal.predication.is_conditional(edge.from).then(|| format!("vp<%mask.{}>", edge.from));
    let cond = edge.cond.map(|(c, taken)| if taken { c.to_string() } else { format!("not {}", c) });
    match (from, cond) {
        (Some(m), Some(c)) => format!("{} and {}", m, c),
        (Some(m), None) => m,
        (None, Some(c)) => c,
        (None, None) => "true".into(),
    }
}

/// A block's mask as the OR of its incoming edges' conditions, for the plan's text.
fn describe_mask(legal: &LegalLoop, block: Block) -> String {
    let edges = legal.predication.incoming.get(&block).map_or(&[][..], |e| &e[..]);
    edges.iter().map(|e| describe_edge(legal, e)).collect::<Vec<_>>().join(" | ")
}

/// A block parameter demanded as a vector: a blend, and broadcasts of what comes from outside.
fn add_blend_recipe(module: &Module, func: &Function, legal: &LegalLoop, param: Value, plan: &mut VPlan) {
    let Some(blend) = legal.predication.blends.get(&param).filter(|_| legal.needs_vector.contains(&param)) else {
        return;
    };
    if legal.folded.contains(&param) {
        return;
    }
    if let Some((op, [x, y])) = legal.saturations.get(&param) {
        let lane = legal.lane_type(func, param);
        let text = format!(
            "BLEND {} = {} {}, {} in {} lanes (saturating clamp)",
            param,
            op.name(),
            x,
            y,
            module.types.display(lane)
        );
        plan.body.push(Recipe { kind: RecipeKind::Blend { param }, text });
        return;
    }
    let arms: Vec<String> =
        blend.incoming.iter().map(|(edge, v)| format!("{} if {}", v, describe_edge(legal, edge))).collect();
    let text = format!("BLEND {} = {}", param, arms.join(", "));
    plan.body.push(Recipe { kind: RecipeKind::Blend { param }, text });
    for &(_, value) in &blend.incoming {
        add_broadcast(func, legal, value, plan);
    }
}

/// Adds a broadcast of `operand` to vector.ph, once, where it comes from before the loop.
fn add_broadcast(func: &Function, legal: &LegalLoop, operand: Value, plan: &mut VPlan) {
    let outside = !legal.defines(func, operand);
    let seen = plan.preheader.iter().any(|r| r.kind == RecipeKind::Broadcast { value: operand });
    if outside && !seen {
        let text = format!("BROADCAST vp<%splat.{}> = splat {}", operand, operand);
        plan.preheader.push(Recipe { kind: RecipeKind::Broadcast { value: operand }, text });
    }
}

/// The values whose vectors are the same on every iteration, which `execute` computes once in
/// vector.ph: arithmetic operations and conversions, not under a mask nor in a reduction, of
/// values from before the loop, constants and other such values. (A lone constant is not one:
/// it stays where it is used.)
pub fn invariant_values(func: &Function, legal: &LegalLoop) -> BTreeSet<Value> {
    let mut res = BTreeSet::new();
    for &inst in &legal.body {
        let Some(value) = func.dfg.result(inst) else { continue };
        let data = func.inst(inst);
        let pure = match data {
            InstData::Binary { op, .. } => !op.is_comparison(),
            InstData::Unary { op, .. } => *op != UnaryOp::LogNot,
            InstData::Cast { .. } => true,
            _ => false,
        };
        let invariant_operand = |v: Value| {
            !legal.defines(func, v)
                || res.contains(&v)
                || func
                    .dfg
                    .defining_inst(v)
                    .is_some_and(|i| matches!(func.inst(i), InstData::Const(Const::Int(_) | Const::Float(_))))
        };
        if pure
            && legal.needs_vector.contains(&value)
            && !legal.masked.contains_key(&inst)
            && !legal.folded.contains(&value)
            && !legal.reductions.iter().any(|r| r.chain.contains(&value))
            && data.operands().into_iter().all(invariant_operand)
        {
            res.insert(value);
        }
    }
    res
}

/// How the target computes a call on whole vectors: always when its vector form is exact,
/// under `--fast-math` when it is glibc's libmvec variant. `None`: once per lane.
pub fn vector_call(
    module: &Module,
    legal: &LegalLoop,
    target: &Target,
    data: &InstData,
) -> Option<&'static VectorMath> {
    let InstData::Call { callee: Callee::Direct(f), .. } = data else { return None };
    let math = target.vector_math(&module.funcs[*f].name)?;
    (math.how == MathImpl::Exact || legal.fast_math).then_some(math)
}

/// Whether `value` updates a signed `+`/`*` reduction, which the vector loop accumulates in the
/// unsigned type (the vector's partial sums may overflow where the scalar loop's do not).
pub fn accumulates_unsigned(module: &Module, func: &Function, legal: &LegalLoop, value: Option<Value>) -> bool {
    let Some(value) = value else { return false };
    let ty = func.value_type(value);
    legal.reductions.iter().any(|red| {
        red.chain.contains(&value)
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
    /// Prints the plan as LLVM's VPlan dumps do: live-ins, then each block's recipes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "VPlan '{}' for VF={{{}}},UF={{{}}} {{", self.name, self.vf, self.uf)?;
        writeln!(f, "Live-in vp<%VFxUF> = {}", self.vf * self.uf)?;
        writeln!(f, "Live-in vp<%trip-count> = {}", self.trip_count)?;
        writeln!(f, "Live-in vp<%vector-trip-count> = trip-count rounded down to a multiple of {}", self.vf * self.uf)?;
        for check in &self.runtime_checks {
            writeln!(
                f,
                "Runtime check: [{} + {}, {} + {}) step {} vs [{} + {}, {} + {}) step {}",
                check.a.base,
                check.a.start,
                check.a.base,
                check.a.end,
                check.a.step,
                check.b.base,
                check.b.start,
                check.b.base,
                check.b.end,
                check.b.step
            )?;
        }
        for check in &self.align_checks {
            writeln!(
                f,
                "Alignment check: ({} + {}) % {} == 0 (argument {} of {}, moving {} bytes per iteration)",
                check.pointer.base, check.pointer.start, check.bytes, check.arg, check.call, check.pointer.step
            )?;
        }
        let section = |f: &mut fmt::Formatter<'_>, name: &str, recipes: &[Recipe]| -> fmt::Result {
            writeln!(f, "{}:", name)?;
            for recipe in recipes {
                writeln!(f, "  {}", recipe.text)?;
            }
            Ok(())
        };
        if let Some(peel) = &self.align_peel {
            writeln!(f, "Peel for alignment: {}", peel)?;
        }
        section(f, "vector.ph", &self.preheader)?;
        writeln!(f, "Successor(s): vector.body")?;
        section(f, "vector.body", &self.body)?;
        writeln!(f, "Successor(s): vector.body, middle.block")?;
        section(f, "middle.block", &self.middle)?;
        let epilogue =
            if self.vector_epilogue { format!("vector epilogue (VF={}, UF=1), then ", self.vf) } else { String::new() };
        match &self.remainder {
            Remainder::Masked => writeln!(
                f,
                "Successor(s): {}masked remainder (VF={}, one iteration under lane < remaining), then scalar loop",
                epilogue, self.vf
            )?,
            Remainder::Scalar if self.vector_epilogue => writeln!(f, "Successor(s): {}scalar loop", epilogue)?,
            Remainder::Scalar => writeln!(f, "Successor(s): scalar loop (epilogue)")?,
            Remainder::Refused(why) => {
                writeln!(f, "Successor(s): {}scalar loop (no masked remainder: {})", epilogue, why)?
            }
        }
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
