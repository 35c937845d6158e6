//! Legality: can this innermost loop be vectorized, and with what? (VPlan's "Legal Step".)
//!
//! Accepts a loop in the shape the frontend and mem2reg leave a `for`, `while` or `do`: a
//! preheader, then a straight chain of blocks from the header to the single latch, with the only
//! exit test at the top (the header) or at the end (the latch). Header parameters must be inductions with a constant step (from `affine`) or
//! reductions (`+ * & | ^`, and min/max as compare + select); memory accesses must be
//! consecutive (unit stride) or loop-invariant loads; `deps` bounds the VF and asks for runtime
//! overlap checks. It then walks the body from its roots (stores and reduction updates) and
//! records which values are needed as vectors and which as scalars (lane 0 of each part).
//!
//! Deliberately not handled yet (each is a precise "no" with its location): control flow inside the body (if-conversion), strided, reversed and
//! gathered accesses, stores to invariant addresses, reductions through casts or `-`, and
//! values defined in the body that are used after the loop. Nothing here mutates the IR.

use crate::analysis::affine::{Affine, AffineInfo, Base, Term};
use crate::analysis::deps::{AccessKind, LoopDeps, RuntimeCheck, PURE_MATH};
use crate::analysis::{ControlFlowGraph, Loop, LoopData, LoopForest};
use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};

/// Why a loop stays scalar, at the location to report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub message: String,
    pub loc: SrcLoc,
}

/// A header parameter that counts: `param = start + step·k` (step in the value's units for
/// integers, in elements for pointers).
#[derive(Clone, Debug)]
pub struct IndVar {
    pub param: Value,
    pub start: Value,
    pub step: i64,
    pub is_pointer: bool,
}

/// How a reduction combines its values.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RedKind {
    /// `r = r op x` for `Add`, `Mul`, `And`, `Or`, `Xor`.
    Binary(BinaryOp),
    /// `r = x < r ? x : r` and its variants: `Min` or `Max`.
    MinMax(BinaryOp),
}

impl RedKind {
    pub fn op(self) -> BinaryOp {
        match self {
            RedKind::Binary(op) | RedKind::MinMax(op) => op,
        }
    }
}

/// A header parameter that accumulates: `param` starts at `start`, the latch passes `update`.
#[derive(Clone, Debug)]
pub struct Reduction {
    pub param: Value,
    pub start: Value,
    pub update: Value,
    pub kind: RedKind,
    pub is_float: bool,
}

/// What the plan needs to know about a legal loop.
#[derive(Clone, Debug)]
pub struct LegalLoop {
    pub lp: Loop,
    pub header: Block,
    pub preheader: Block,
    pub latch: Block,
    /// The loop's blocks, sorted.
    pub blocks: Vec<Block>,
    pub loc: SrcLoc,
    /// How many iterations the vector loop may run (zero when negative), invariant in the
    /// loop: the body's count when the test is at the top, one less for a do-while.
    pub trip_count: Affine,
    pub inductions: Vec<IndVar>,
    pub reductions: Vec<Reduction>,
    /// The demanded instructions of the loop, in program order (terminators excluded).
    pub body: Vec<Inst>,
    /// Values defined in the loop that are needed as vectors, and as scalars (lane 0 of a part).
    pub needs_vector: BTreeSet<Value>,
    pub needs_scalar: BTreeSet<Value>,
    /// Loads and stores that move by one element per iteration.
    pub consecutive: BTreeSet<Inst>,
    /// Loads of the same address on every iteration (done once per part, then broadcast).
    pub invariant_loads: BTreeSet<Inst>,
    pub max_safe_vf: Option<u64>,
    pub runtime_checks: Vec<RuntimeCheck>,
    /// The widest element (bytes) of a vector value: it decides the largest VF.
    pub widest_bytes: u64,
}

impl LegalLoop {
    /// Whether `v` is defined inside the loop (a header parameter or a loop instruction's result).
    pub fn defines(&self, func: &Function, v: Value) -> bool {
        let block = match func.dfg.value_def(v) {
            ValueDef::Param(block, _) => Some(block),
            ValueDef::Result(inst) => func.layout.inst_block(inst),
        };
        block.is_some_and(|b| self.blocks.binary_search(&b).is_ok())
    }
}

/// The pieces of the function `check` reads.
pub struct LegalInput<'a> {
    pub module: &'a Module,
    pub func: &'a Function,
    pub cfg: &'a ControlFlowGraph,
    pub loops: &'a LoopForest,
    pub affine: &'a AffineInfo,
    pub deps: &'a LoopDeps,
    /// Float reductions may be reassociated (`--fast-math`).
    pub fast_math: bool,
}

/// The location of a loop in remarks: its header's first instruction.
pub fn loop_loc(func: &Function, header: Block) -> SrcLoc {
    func.layout.block_insts(header).first().map_or(func.loc, |inst| func.srclocs[*inst])
}

fn refuse<T>(loc: SrcLoc, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal { message: message.into(), loc })
}

/// Decides whether `lp` can be vectorized; every "no" names the instruction and its location.
pub fn check(input: &LegalInput, lp: Loop) -> Result<LegalLoop, Refusal> {
    let LegalInput { func, loops, cfg, affine, .. } = *input;
    let data = loops.data(lp);
    let header = data.header;
    let loc = loop_loc(func, header);
    if !data.children.is_empty() {
        return refuse(loc, "it is not an innermost loop");
    }
    let Some(preheader) = loops.preheader(cfg, lp) else {
        return refuse(loc, "the loop has no preheader");
    };
    let [latch] = data.latches[..] else {
        return refuse(loc, "the loop has more than one latch");
    };
    let info = affine.loop_info(lp).ok_or_else(|| Refusal { message: "no affine information".into(), loc })?;
    let trip = match &info.trip_count {
        Ok(trip) => trip,
        Err(why) => return refuse(loc, format!("no computable trip count ({})", why)),
    };
    if trip.exiting_block != header && trip.exiting_block != latch {
        return refuse(loc, "the loop exits from the middle of its body");
    }
    // With the test at the top the body runs `backedge_taken` times; with the test at the end
    // (do-while) once more, and that last iteration is always left to the scalar epilogue, so
    // that the values used after the loop come out of it. Either way the vector loop may run
    // `backedge_taken` iterations.
    let Some(trip_count) = trip.backedge_taken.clone() else {
        return refuse(loc, "the trip count is not an affine expression");
    };
    if !affine.is_invariant(loops, &trip_count, lp) || trip_count.terms.iter().any(|(t, _)| !matches!(t, Term::Value(_))) {
        return refuse(loc, "the trip count is not computable before the loop");
    }
    let chain = body_chain(func, cfg, data, trip.exiting_block, loc)?;
    let inductions = find_inductions(input, lp, loc)?;
    let mut reductions = Vec::new();
    for &param in func.dfg.block_params(header) {
        if inductions.iter().any(|ind| ind.param == param) {
            continue;
        }
        reductions.push(find_reduction(input, lp, preheader, latch, param)?);
    }
    check_memory(input, lp, loc)?;
    let mut res = LegalLoop {
        lp,
        header,
        preheader,
        latch,
        blocks: data.blocks.clone(),
        loc,
        trip_count,
        inductions,
        reductions,
        body: Vec::new(),
        needs_vector: BTreeSet::new(),
        needs_scalar: BTreeSet::new(),
        consecutive: BTreeSet::new(),
        invariant_loads: BTreeSet::new(),
        max_safe_vf: input.deps.max_safe_vf,
        runtime_checks: input.deps.runtime_checks.clone(),
        widest_bytes: 0,
    };
    classify_accesses(input, &mut res);
    let insts: Vec<Inst> =
        chain.iter().flat_map(|b| func.layout.block_insts(*b).iter().copied()).filter(|i| !func.inst(*i).is_terminator()).collect();
    demand(input, &insts, &mut res)?;
    Ok(res)
}

// header -> b1 -> ... -> latch -> header, every block entered only from the one before; the
// exiting block (the header or the latch) ends in the loop's only conditional branch.
fn body_chain(func: &Function, cfg: &ControlFlowGraph, data: &LoopData, exiting: Block, loc: SrcLoc) -> Result<Vec<Block>, Refusal> {
    let header = data.header;
    let mut chain = Vec::new();
    let mut block = header;
    loop {
        if block != header && (cfg.preds(block).len() != 1 || !data.contains(block)) {
            return refuse(loop_loc(func, block), "the loop body has control flow (if-conversion is not done yet)");
        }
        chain.push(block);
        let Some(term) = func.terminator(block) else { return refuse(loc, "a loop block has no terminator") };
        let next = match func.inst(term) {
            InstData::Branch { then_dest, else_dest, .. } if block == exiting => {
                let inside = if data.contains(then_dest.block) { then_dest } else { else_dest };
                if inside.block != header && !inside.args.is_empty() {
                    return refuse(func.srclocs[term], "the loop passes block arguments inside the loop");
                }
                inside.block
            }
            InstData::Jump(dest) => {
                if dest.block != header && !dest.args.is_empty() {
                    return refuse(func.srclocs[term], "the loop passes block arguments inside the loop");
                }
                dest.block
            }
            _ => return refuse(func.srclocs[term], "the loop body has control flow (if-conversion is not done yet)"),
        };
        if next == header || chain.len() > data.blocks.len() {
            break;
        }
        block = next;
    }
    if chain.len() != data.blocks.len() {
        return refuse(loc, "the loop body is not a simple chain of blocks");
    }
    Ok(chain)
}

fn find_inductions(input: &LegalInput, lp: Loop, loc: SrcLoc) -> Result<Vec<IndVar>, Refusal> {
    let LegalInput { module, func, affine, .. } = *input;
    let mut res = Vec::new();
    for ind in &affine.loop_info(lp).map_or(&[][..], |i| &i.inductions[..]).to_vec() {
        let Some(step) = ind.step.as_constant() else {
            return refuse(loc, format!("the induction {} has a step that is not a constant", ind.param));
        };
        let step = if ind.is_pointer {
            let ty = func.value_type(ind.param);
            let size = module.types.pointee(ty).and_then(|p| module.types.size_of(p)).unwrap_or(0) as i64;
            if size == 0 || step % size != 0 {
                return refuse(loc, format!("the pointer induction {} does not move by whole elements", ind.param));
            }
            step / size
        } else {
            step
        };
        res.push(IndVar { param: ind.param, start: ind.start, step, is_pointer: ind.is_pointer });
    }
    Ok(res)
}

/// Every use of `v` by instructions in the loop, as (user, its block).
fn uses_in_loop(func: &Function, loops: &LoopForest, lp: Loop, v: Value) -> Vec<Inst> {
    let data = loops.data(lp);
    func.insts_in_order()
        .filter(|(b, inst)| data.contains(*b) && func.inst(*inst).operands().contains(&v))
        .map(|(_, inst)| inst)
        .collect()
}

// r = r op x (op one of + * & | ^), or r = (x < r) ? x : r and the other min/max spellings.
fn find_reduction(
    input: &LegalInput,
    lp: Loop,
    preheader: Block,
    latch: Block,
    param: Value,
) -> Result<Reduction, Refusal> {
    let LegalInput { module, func, loops, .. } = *input;
    let header = loops.data(lp).header;
    let loc = loop_loc(func, header);
    let name = func.value_name(param).map_or(param.to_string(), |n| format!("`{}`", n));
    let idx = match func.dfg.value_def(param) {
        ValueDef::Param(_, idx) => idx as usize,
        ValueDef::Result(_) => return refuse(loc, "internal: header parameter is not a parameter"),
    };
    let incoming = |from: Block| func.calls_to(from, header).first().and_then(|c| c.args.get(idx).copied());
    let (Some(start), Some(update)) = (incoming(preheader), incoming(latch)) else {
        return refuse(loc, format!("the loop-carried value {} has no single start and update", name));
    };
    let not_reduction = || refuse(loc, format!("the loop-carried value {} is neither an induction nor a reduction", name));
    let Some(update_inst) = func.dfg.defining_inst(update) else { return not_reduction() };
    let update_loc = func.srclocs[update_inst];
    let mut param_users = uses_in_loop(func, loops, lp, param);
    let kind = match func.inst(update_inst) {
        InstData::Binary { op, args } if args.contains(&param) && args[0] != args[1] => match op {
            BinaryOp::Add | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => RedKind::Binary(*op),
            _ => return refuse(update_loc, format!("the reduction of {} uses `{}`, which is not handled", name, op.name())),
        },
        InstData::Select { cond, args } if args.contains(&param) => {
            let other = if args[0] == param { args[1] } else { args[0] };
            let Some(kind) = min_max_kind(func, *cond, args, param, other) else { return not_reduction() };
            param_users.retain(|u| func.dfg.result(*u) != Some(*cond));
            kind
        }
        _ => return not_reduction(),
    };
    if param_users != [update_inst] {
        return refuse(update_loc, format!("the reduction variable {} is also used inside the loop", name));
    }
    if uses_in_loop(func, loops, lp, update).iter().any(|u| Some(*u) != func.terminator(latch)) {
        return refuse(update_loc, format!("the updated value of {} is used inside the loop", name));
    }
    let is_float = module.types.is_float(func.value_type(param));
    if is_float && !input.fast_math && !pragma_allows(func.loop_pragmas[header].as_ref(), func.value_name(param), kind) {
        return refuse(
            update_loc,
            format!("the float reduction of {} would be reassociated (use --fast-math or #pragma simd vec-function)", name),
        );
    }
    if !module.types.is_arithmetic(func.value_type(param)) {
        return refuse(update_loc, format!("the reduction of {} is not on an arithmetic type", name));
    }
    Ok(Reduction { param, start, update, kind, is_float })
}

/// Whether the loop's pragma lets a float reduction be reassociated: `#pragma simd
/// vec-function` always does; `#pragma omp simd` when a `reduction` clause names the variable
/// with the same operator.
pub fn pragma_allows(pragma: Option<&LoopPragma>, name: Option<&str>, kind: RedKind) -> bool {
    let Some(pragma) = pragma else { return false };
    if pragma.syntax == LoopPragmaSyntax::SimdVecFunction {
        return true;
    }
    let op_matches = |op: ReductionOp| {
        matches!(
            (op, kind.op()),
            (ReductionOp::Add | ReductionOp::Sub, BinaryOp::Add)
                | (ReductionOp::Mul, BinaryOp::Mul)
                | (ReductionOp::Min, BinaryOp::Min)
                | (ReductionOp::Max, BinaryOp::Max)
                | (ReductionOp::And, BinaryOp::And)
                | (ReductionOp::Or, BinaryOp::Or)
                | (ReductionOp::Xor, BinaryOp::Xor)
        )
    };
    let Some(name) = name else { return false };
    pragma.reductions.iter().any(|(op, vars)| op_matches(*op) && vars.iter().any(|v| v == name))
}

// select(x < r, x, r) is min; select(x > r, x, r) is max; swapped compares and arms likewise.
fn min_max_kind(func: &Function, cond: Value, arms: &[Value; 2], param: Value, other: Value) -> Option<RedKind> {
    let inst = func.dfg.defining_inst(cond)?;
    let InstData::Binary { op, args } = func.inst(inst) else { return None };
    let less = match op {
        BinaryOp::Lt | BinaryOp::Le => true,
        BinaryOp::Gt | BinaryOp::Ge => false,
        _ => return None,
    };
    // `lhs < rhs ? a : b` picks the smaller when a is lhs.
    let picks_lhs = if *args == [other, param] {
        arms[0] == other
    } else if *args == [param, other] {
        arms[0] == param
    } else {
        return None;
    };
    Some(RedKind::MinMax(if less == picks_lhs { BinaryOp::Min } else { BinaryOp::Max }))
}

fn check_memory(input: &LegalInput, lp: Loop, loc: SrcLoc) -> Result<(), Refusal> {
    let LegalInput { module, func, deps, .. } = *input;
    if let Some(&inst) = deps.unknown_effects.first() {
        let what = match func.inst(inst) {
            InstData::Call { callee: Callee::Direct(f), .. } => format!("the call to `{}`", module.funcs[*f].name),
            InstData::Call { .. } => "an indirect call".to_string(),
            _ => "a volatile access".to_string(),
        };
        return refuse(func.srclocs[inst], format!("{} may have side effects ({})", what, inst));
    }
    if let Some(&inst) = deps.invariant_stores.first() {
        return refuse(func.srclocs[inst], format!("the store {} writes the same address on every iteration", inst));
    }
    for dep in &deps.dependences {
        if dep.max_vf() == Some(1) {
            let (a, b) = (&deps.accesses[dep.first], &deps.accesses[dep.second]);
            return refuse(
                func.srclocs[b.inst],
                format!("unsafe dependence between {} and {}: {}", a.inst, b.inst, dep.kind),
            );
        }
    }
    let _ = (lp, loc);
    Ok(())
}

fn classify_accesses(input: &LegalInput, res: &mut LegalLoop) {
    let LegalInput { affine, loops, deps, .. } = *input;
    for access in &deps.accesses {
        let invariant_base = affine.is_invariant_base(loops, access.addr.base, res.lp);
        match &access.step {
            Some((step, _)) if invariant_base && *step == access.size as i64 => {
                res.consecutive.insert(access.inst);
            }
            Some((0, _)) if invariant_base && access.kind == AccessKind::Read => {
                res.invariant_loads.insert(access.inst);
            }
            _ => {}
        }
    }
}

/// Which values are needed as vectors and which as lane-0 scalars, from the roots (stores and
/// reduction updates) back to the values defined before the loop.
fn demand(input: &LegalInput, insts: &[Inst], res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    let types = &module.types;
    let in_body: BTreeMap<Value, Inst> = insts.iter().filter_map(|i| func.dfg.result(*i).map(|v| (v, *i))).collect();
    let params: BTreeSet<Value> = func.dfg.block_params(res.header).iter().copied().collect();
    let mut work: Vec<(Value, bool)> = Vec::new();
    let mut demanded: BTreeSet<Inst> = BTreeSet::new();
    for &inst in insts {
        let data = func.inst(inst);
        let loc = func.srclocs[inst];
        match data {
            InstData::Store { addr, value, volatile: false } if res.consecutive.contains(&inst) => {
                work.push((*addr, false));
                work.push((*value, true));
                demanded.insert(inst);
            }
            InstData::Store { .. } => return refuse(loc, format!("the store {} is not to consecutive addresses (strided or scattered stores are not handled yet)", inst)),
            InstData::Call { callee: Callee::Direct(f), .. } if PURE_MATH.contains(&module.funcs[*f].name.as_str()) => {}
            _ if data.writes_memory() => return refuse(loc, format!("{} writes memory in a way that is not handled", inst)),
            _ => {}
        }
    }
    for red in &res.reductions {
        work.push((red.update, true));
    }
    while let Some((v, as_vector)) = work.pop() {
        let set = if as_vector { &mut res.needs_vector } else { &mut res.needs_scalar };
        let Some(&inst) = in_body.get(&v) else {
            if params.contains(&v) {
                set.insert(v);
            }
            continue;
        };
        if !set.insert(v) {
            continue;
        }
        demanded.insert(inst);
        let loc = func.srclocs[inst];
        let ty = func.value_type(v);
        if as_vector {
            if !types.is_arithmetic(ty) {
                return refuse(loc, format!("{} would need a vector of {} (gathers and pointer vectors are not handled yet)", inst, types.display(ty)));
            }
            res.widest_bytes = res.widest_bytes.max(types.size_of(ty).unwrap_or(8));
        }
        push_operands(func, res, inst, as_vector, loc, &mut work)?;
    }
    res.body = insts.iter().copied().filter(|i| demanded.contains(i)).collect();
    for ind in &res.inductions {
        if res.needs_vector.contains(&ind.param) {
            if ind.is_pointer {
                return refuse(res.loc, format!("the pointer induction {} would be needed as a vector", ind.param));
            }
            res.widest_bytes = res.widest_bytes.max(types.size_of(func.value_type(ind.param)).unwrap_or(8));
        }
    }
    if res.widest_bytes == 0 {
        return refuse(res.loc, "the loop computes nothing that can be vectorized");
    }
    Ok(())
}

// What each instruction needs from its operands, given how its own value is needed.
fn push_operands(
    func: &Function,
    res: &LegalLoop,
    inst: Inst,
    as_vector: bool,
    loc: SrcLoc,
    work: &mut Vec<(Value, bool)>,
) -> Result<(), Refusal> {
    let data = func.inst(inst);
    match data {
        InstData::Load { addr, volatile: false } => {
            let widenable = as_vector && res.consecutive.contains(&inst);
            if res.invariant_loads.contains(&inst) || widenable {
                work.push((*addr, false));
            } else if as_vector {
                return refuse(loc, format!("the load {} is not from consecutive addresses (strided, reversed and gathered loads are not handled yet)", inst));
            } else {
                return refuse(loc, format!("the value loaded by {} is used as an address or index (gathers are not handled yet)", inst));
            }
        }
        InstData::Const(_) | InstData::Unary { .. } | InstData::Binary { .. } | InstData::Cast { .. } | InstData::Select { .. } => {
            data.for_each_operand(|v| work.push((v, as_vector)));
        }
        InstData::PtrAdd { .. } | InstData::ElemAddr { .. } | InstData::FieldAddr { .. } | InstData::GlobalAddr(_) | InstData::SlotAddr(_) if !as_vector => {
            data.for_each_operand(|v| work.push((v, false)));
        }
        InstData::Call { .. } => {
            // Only pure math calls reach here (others were refused): per lane, or once per part.
            data.for_each_operand(|v| work.push((v, as_vector)));
        }
        _ => return refuse(loc, format!("{} cannot be vectorized", inst)),
    }
    Ok(())
}

/// The base of a runtime-check range as something the preheader can name.
pub fn base_value(base: Base) -> Option<Value> {
    match base {
        Base::Value(v) => Some(v),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn omp(reductions: Vec<(ReductionOp, Vec<String>)>) -> LoopPragma {
        LoopPragma {
            syntax: LoopPragmaSyntax::OmpSimd,
            reductions,
            private: Vec::new(),
            simdlen: None,
            safelen: None,
            loc: SrcLoc::default(),
        }
    }

    #[test]
    fn pragmas_allow_matching_float_reductions() {
        let add = RedKind::Binary(BinaryOp::Add);
        let pragma = omp(vec![(ReductionOp::Add, vec!["s".into()])]);
        assert!(pragma_allows(Some(&pragma), Some("s"), add));
        assert!(!pragma_allows(Some(&pragma), Some("t"), add));
        assert!(!pragma_allows(Some(&pragma), Some("s"), RedKind::Binary(BinaryOp::Mul)));
        assert!(!pragma_allows(None, Some("s"), add));
        let simd = LoopPragma { syntax: LoopPragmaSyntax::SimdVecFunction, ..omp(Vec::new()) };
        assert!(pragma_allows(Some(&simd), None, add));
    }
}
