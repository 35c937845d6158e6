//! PHI seeds (the seed's loop-carried values): the parameters of a loop header that carry
//! values from one iteration to the next, where the loop vectorizer left the loop scalar. A
//! hand-unrolled dot product `s0 += x[i] * y[i]; s1 += x[i + 1] * y[i + 1]; ...` carries four
//! sums; as the lanes of one vector, one vector load of each array, a multiply and an add do
//! the work of four of each, and every lane still adds its own products in the scalar loop's
//! order (exact for floats, unlike a reduction that reassociates).
//!
//! Seeds: the header's parameters whose next values (what the loop's one latch passes back to
//! them) are instructions of one block of the loop, not of a nested loop, grouped by that block
//! and their type, in parameter order; slices of a group are tried from the widest register
//! down to two lanes. The tree is built from the next values; the bundle of the carried values
//! themselves, lane for lane, is its `Carried` leaf.
//!
//! Refused: a carried value used in the loop by anything but the tree (the loop's counter,
//! a test of a sum), lanes mixed (`s0 = s1 + ...`), scalars of the tree that code before the
//! vector code uses, a latch that passes a next value anywhere else.
//!
//! Cost, per iteration: the tree's (vector minus scalar, as any tree's), set against the
//! chain each iteration waits for (`cost::recurrence_cycles`): the scalar loop takes the
//! longer of its instructions' issue and its chain, as does the vector one. A vector chain as
//! long as the scalar lanes' gains only where the scalar loop was bound by its instructions
//! (eight float sums on AVX, or more work per lane than the chain); a longer one (XXH32's
//! rounds: `vpmulld` takes 10 cycles on Intel against `imul`'s 3) loses.

use super::codegen::read_after_loop;
use super::cost::{self, TreeCost};
use super::tree::{self, External, NodeKind, Tree};
use super::{attempt, floor_pow2, in_vector_code, walk_slices, Facts, Slice, SlpOptions};
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::target::{ElemClass, OpClass, Target};
use std::collections::{BTreeMap, BTreeSet};

/// Why `tree::build` refuses a slice whose lanes do not each compute from their own carried
/// value.
pub(super) const NO_RECURRENCE: &str = "no lane's next value is computed from its carried value";

/// The table's units (about one instruction issued) in a cycle.
const UNITS_PER_CYCLE: i64 = 4;

/// Tries the carried values of every innermost loop that is not vector code. Returns whether
/// the function changed.
pub(super) fn vectorize_loops(
    module: &mut Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    facts: &Facts,
    opts: &SlpOptions,
    remarks: &mut Remarks,
) -> bool {
    let mut changed = false;
    for l in analysis.loops.loops() {
        let data = analysis.loops.data(l);
        // The entry's parameters are the function's: a loop headed there keeps its values.
        let entry = func.entry_block() == Some(data.header);
        if entry || !data.children.is_empty() || in_vector_code(func, analysis, data.header) {
            continue;
        }
        let [latch_block] = data.latches[..] else { continue };
        let Some(latch) = func.terminator(latch_block) else { continue };
        for group in groups(module, func, analysis, data.header, latch, &data.blocks) {
            changed |= vectorize_group(module, func, facts, opts, remarks, data.header, latch, &data.blocks, &group);
        }
    }
    changed
}

/// One group of carried values (parameters and their next values), at VF from the widest
/// register down to 2, at every offset; a vectorized slice is not tried again. One remark per
/// vectorized slice, or, when none was, one for the widest attempt.
#[allow(clippy::too_many_arguments)]
fn vectorize_group(
    module: &mut Module,
    func: &mut Function,
    facts: &Facts,
    opts: &SlpOptions,
    remarks: &mut Remarks,
    header: Block,
    latch: Inst,
    blocks: &[Block],
    group: &[(Value, Value)],
) -> bool {
    let Some(size) = module.types.size_of(func.value_type(group[0].0)).filter(|&s| s > 0) else { return false };
    let widest = floor_pow2((facts.width / size).min(group.len() as u64));
    let loc = func.srclocs[latch];
    let walked = walk_slices(
        group.len(),
        widest,
        |_| true,
        |start, vf| {
            let slice = &group[start..start + vf];
            let params: Vec<Value> = slice.iter().map(|p| p.0).collect();
            let next: Vec<Value> = slice.iter().map(|p| p.1).collect();
            let root = format!("{} ({} lanes)", describe(func, &params, loc), vf);
            let seed = tree::Root::Phis { header, params: &params, next: &next, latch, blocks };
            match attempt(module, func, facts, seed, root, opts, remarks) {
                Ok(message) => {
                    remarks.push(loc, RemarkKind::Passed, "slp", message);
                    Slice::Vectorized
                }
                // Lanes that do not each compute from their own value are no attempt.
                Err(message) if message.is_empty() || message.ends_with(NO_RECURRENCE) => Slice::Skipped,
                Err(message) => Slice::Missed(message),
            }
        },
    );
    if let Err(Some(message)) = &walked {
        remarks.push(loc, RemarkKind::Missed, "slp", message.clone());
    }
    walked.is_ok()
}

/// "the values `s0`, `s1` carried round the loop at line 16".
fn describe(func: &Function, params: &[Value], loc: SrcLoc) -> String {
    let names: Vec<String> =
        params.iter().map(|&p| func.value_name(p).map_or(format!("{}", p), |n| format!("`{}`", n))).collect();
    let line = if loc.line > 0 { format!(" at line {}", loc.line) } else { String::new() };
    format!("the values {} carried round the loop{}", names.join(", "), line)
}

/// The header's carried values whose next values the latch passes from one block of the loop,
/// grouped by that block and their type, in parameter order: (parameter, next value).
fn groups(
    module: &Module,
    func: &Function,
    analysis: &LoopAnalysis,
    header: Block,
    latch: Inst,
    blocks: &[Block],
) -> Vec<Vec<(Value, Value)>> {
    let targets = func.inst(latch).branch_targets();
    let to_header: Vec<_> = targets.iter().filter(|d| d.block == header).collect();
    let [dest] = to_header[..] else { return Vec::new() };
    let types = &module.types;
    let users = loop_users(func, blocks);
    let mut groups: BTreeMap<(Block, TypeId), Vec<(Value, Value)>> = BTreeMap::new();
    for (n, &param) in func.dfg.block_params(header).iter().enumerate() {
        let Some(&next) = dest.args.get(n) else { continue };
        let ty = func.value_type(param);
        let lane = types.is_float(ty) || types.is_integer(ty) && types.int_kind(ty) != Some(IntKind::Bool);
        let Some(def) = func.dfg.defining_inst(next) else { continue };
        let Some(block) = func.layout.inst_block(def) else { continue };
        let in_loop = blocks.contains(&block)
            && analysis.loops.innermost_loop(block).map(|l| analysis.loops.data(l).header) == Some(header);
        // The latch passes `next` to this parameter only.
        let mut passed = 0;
        func.inst(latch).for_each_operand(|v| passed += (v == next) as usize);
        if !lane || !in_loop || passed != 1 || matches!(func.inst(def), InstData::Const(_)) {
            continue;
        }
        if steers(types, func, &users, param) {
            continue;
        }
        groups.entry((block, ty)).or_default().push((param, next));
    }
    groups.into_values().filter(|g| g.len() >= 2).collect()
}

/// The users in the loop of `blocks` of each value, found in the loop's instructions only.
fn loop_users(func: &Function, blocks: &[Block]) -> BTreeMap<Value, Vec<Inst>> {
    let mut users: BTreeMap<Value, Vec<Inst>> = BTreeMap::new();
    for &block in blocks {
        for &inst in func.layout.block_insts(block) {
            func.inst(inst).for_each_operand(|v| users.entry(v).or_default().push(inst));
        }
    }
    users
}

/// Whether `param` is a loop's counter or tested value rather than data: used in the loop
/// (`in_loop`, its users there) by a comparison, a terminator, an address or a widening to an
/// index. Not a seed (a tree of it would be refused, as the carried value is used outside the
/// tree).
fn steers(types: &Types, func: &Function, in_loop: &BTreeMap<Value, Vec<Inst>>, param: Value) -> bool {
    in_loop.get(&param).into_iter().flatten().any(|&u| match func.inst(u) {
        InstData::Binary { op, .. } => op.is_comparison(),
        InstData::PtrAdd { .. } => true,
        InstData::Cast { .. } => {
            let ty = func.value_type(param);
            let to = func.dfg.result(u).map(|r| func.value_type(r));
            types.is_integer(ty) && to.is_some_and(|t| types.is_integer(t) && types.size_of(t) > types.size_of(ty))
        }
        data => data.is_terminator(),
    })
}

/// Why a loop-carried tree cannot be written, if it cannot.
pub(super) fn refusal(module: &Module, func: &Function, tree: &Tree, externals: &[External]) -> Option<String> {
    let carried = tree.carried.as_ref()?;
    let in_tree: BTreeSet<Inst> = tree
        .nodes
        .iter()
        .filter(|n| matches!(n.kind, NodeKind::Vectorize(_)))
        .flat_map(|n| n.insts.iter().copied())
        .collect();
    let in_loop = loop_users(func, &carried.blocks);
    for &param in &carried.params {
        let other = in_loop.get(&param).into_iter().flatten().find(|&u| !in_tree.contains(u));
        if let Some(&user) = other {
            return Some(format!(
                "{} is also used in the loop, by {}",
                name(func, param),
                crate::remarks::describe_inst(module, func, user, "an instruction")
            ));
        }
    }
    let mixed =
        tree.nodes.iter().any(|n| n.kind != NodeKind::Carried && n.values.iter().any(|v| carried.params.contains(v)));
    if mixed {
        return Some("a lane's next value uses another lane's carried value".into());
    }
    for ext in externals {
        if ext.early_users.iter().any(|&u| u != carried.latch && !in_tree.contains(&u)) {
            return Some(format!("{} is also used before the vector code", name(func, ext.value)));
        }
    }
    None
}

fn name(func: &Function, v: Value) -> String {
    func.value_name(v).map_or(format!("the value {}", v), |n| format!("`{}`", n))
}

/// For a loop-carried tree, sets `cost.total` to the difference of the loop's time per
/// iteration vectorized and scalar: each the longer of its instructions' issue (the tree's
/// scalar or vector code and the rest of the loop) and its chain's cycles. Returns the words
/// the remark adds (empty for other trees).
pub(super) fn iteration_cost(
    module: &Module,
    func: &Function,
    target: &Target,
    tree: &Tree,
    externals: &[External],
    cost: &mut TreeCost,
) -> String {
    let Some(carried) = &tree.carried else { return String::new() };
    // The scalars only code after the loop uses are read there once (codegen's `after_loop`).
    for ext in externals.iter().filter(|x| read_after_loop(func, x, &carried.blocks)) {
        let elem = ElemClass::of_type(&module.types, func.value_type(ext.value));
        let extract = target.op_cost(OpClass::Extract, elem).1 as i64;
        cost.extracts -= extract;
        cost.total -= extract;
    }
    let latency = |op, elem| target.latency(op, elem);
    let (scalar_chain, vector_chain) = cost::recurrence_cycles(module, tree, &latency);
    let rest = rest_of_loop(func, tree, &carried.blocks);
    let scalar = (cost.scalar + rest).max(scalar_chain as i64 * UNITS_PER_CYCLE);
    let vector = (cost.scalar + cost.total + rest).max(vector_chain as i64 * UNITS_PER_CYCLE);
    cost.total = vector - scalar;
    format!(
        " per iteration (scalar {}, the chain {} cycles; vector {}, the chain {} cycles)",
        scalar, scalar_chain, vector, vector_chain
    )
}

/// The instructions of the loop outside the tree that cost an instruction each: not constants,
/// address arithmetic the C compiler folds into the accesses, nor jumps.
fn rest_of_loop(func: &Function, tree: &Tree, blocks: &[Block]) -> i64 {
    let in_tree: BTreeSet<Inst> = tree.nodes.iter().flat_map(|n| n.insts.iter().copied()).collect();
    let mut count = 0;
    for &block in blocks {
        for &inst in func.layout.block_insts(block) {
            let counts = match func.inst(inst) {
                InstData::Const(_) | InstData::PtrAdd { .. } | InstData::Jump(_) | InstData::Cast { .. } => false,
                _ => !in_tree.contains(&inst),
            };
            count += counts as i64;
        }
    }
    count
}
