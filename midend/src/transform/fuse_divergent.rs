//! Fusion of adjacent divergent loops: the loops that inlining vector variants
//! (`wfv/inline.rs`) makes of calls in one vector loop body, one per UF part, when the variant
//! holds a loop that runs while any lane is active (Mandelbrot's escape loop). Each such loop is
//! one chain of dependent operations (`z = z * z + c`) that runs for as many iterations as its
//! slowest lane needs, and the parts' loops come one after the other, so the pipeline runs
//! one chain at a time. Here they run as one loop that steps every part still running:
//!
//! ```text
//! loop1: ...; if (!any(m1)) goto out1; goto loop1;       F: if (alive1) { one step of loop 1;
//! out1:  store r1;                                            alive1 = whether it goes on }
//! loop2: ...; if (!any(m2)) goto out2; goto loop2;  ==>      if (alive2) { one step of loop 2;
//! out2:  store r2;                                            alive2 = ... }
//!                                                            if (alive1 || alive2) goto F;
//!                                                         store r1; store r2;
//! ```
//!
//! Each loop keeps its own header and exits, entered once per step of the fused loop while it
//! has not left; a loop that left keeps its live-out values (the exit block's arguments) in the
//! fused loop's parameters until the others are done. Exact: every loop runs the same
//! iterations on the same values; only the order between the loops' iterations changes, which
//! is legal when no loop writes memory or calls anything that does. The code between the loops
//! is split as `fuse.rs` splits it: what a later loop needs (and does not depend on an earlier
//! loop, nor reads what a moved write stores) moves before the first loop, the rest (the
//! earlier loops' result stores) after the fused loop, in order.
//!
//! The shape: each loop innermost, with a test of "any lane active" (`reduce.or` of a mask)
//! among its branches, one preheader, and every exit going to one block (directly or through
//! a block that only jumps there), its values used after it only through that block's
//! arguments; the code between two loops a chain of blocks. At most `MAX_FUSED` loops run as
//! one: each carries its values in registers, and more chains than the pipeline can overlap
//! only spill.
//!
//! The first group is found with the pipeline's `LoopAnalysis`; after each fusion the pass
//! computes a fresh one.

use crate::analysis::affine::{self, Affine, AffineInfo};
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::effects;
use crate::analysis::{ControlFlowGraph, DomTree, Loop, LoopAnalysis, LoopForest};
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use std::collections::{BTreeMap, BTreeSet};

/// The most loops fused into one.
const MAX_FUSED: usize = 4;

/// Fuses every group of adjacent divergent loops of the shape above, with one remark per fused
/// loop (at the first loop's header, the inlined callee's loop); returns whether the function
/// changed.
pub fn fuse_divergent_loops(
    module: &Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    remarks: &mut Remarks,
) -> bool {
    let mut fused: BTreeMap<SrcLoc, usize> = BTreeMap::new();
    // Each fusion turns loops that are not yet fused (their headers have no `alive` test) into
    // one that `region` refuses (its header's branch is on a block parameter), so this ends.
    // `analysis` is of `func` as it is; the analyses are computed afresh after each fusion.
    let mut fresh: Option<LoopAnalysis> = None;
    while let Some(group) = find_group(module, func, fresh.as_ref().unwrap_or(analysis)) {
        let first = group.regions[0].header;
        let loc = func.layout.block_insts(first).first().map_or(func.loc, |inst| func.srclocs[*inst]);
        *fused.entry(loc).or_insert(0) += group.regions.len();
        fuse(func, &group);
        fresh = Some(LoopAnalysis::compute(module, func));
    }
    for (&loc, &n) in &fused {
        let msg = format!(
            "divergent loops fused: in `{}`, {} copies of this loop (inlined calls in one vector loop body) run as one loop while any of them has active lanes, their chains of dependent operations side by side",
            func.name, n
        );
        remarks.push(loc, RemarkKind::Passed, "fuse", msg);
    }
    !fused.is_empty()
}

/// A divergent loop with everything that runs between its entry and its exit block.
struct Region {
    header: Block,
    preheader: Block,
    /// The loop's blocks and the blocks on its exit edges that only jump to `exit`.
    blocks: Vec<Block>,
    exit: Block,
    /// Its values used after it other than through `exit`'s arguments.
    live_out: Vec<Value>,
    /// The type of its "any lane active" test (`int`): the fused loop's `alive` flags.
    flag_ty: TypeId,
}

/// Loops to fuse: `between[i]` runs from `regions[i].exit` to the block that jumps to
/// `regions[i + 1].header` (its preheader); `early` moves before the first loop, in order.
struct Group {
    regions: Vec<Region>,
    between: Vec<Vec<Block>>,
    early: Vec<Inst>,
}

fn find_group(module: &Module, func: &Function, analysis: &LoopAnalysis) -> Option<Group> {
    let LoopAnalysis { cfg, domtree, loops, affine } = analysis;
    if !loops.is_reducible() {
        return None;
    }
    let candidates: Vec<Loop> = loops.loops().collect();
    candidates.into_iter().find_map(|lp| group_from(module, func, cfg, domtree, loops, affine, lp))
}

fn insts_of(func: &Function, blocks: &[Block]) -> Vec<Inst> {
    blocks.iter().flat_map(|b| func.layout.block_insts(*b).iter().copied()).collect()
}

// Reads memory at most (loads, calls of functions that read only through their arguments);
// writes nothing.
fn writes_nothing(module: &Module, data: &InstData) -> bool {
    match data {
        InstData::Load { volatile, .. } => !volatile,
        InstData::Call { callee: Callee::Direct(f), .. } => effects::is_readnone(module, *f),
        InstData::Call { .. } | InstData::BitfieldLoad { .. } => false,
        _ => !data.writes_memory(),
    }
}

// The loop `lp` as a region, if it has the shape of the module comment.
fn region(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    domtree: &DomTree,
    loops: &LoopForest,
    lp: Loop,
) -> Option<Region> {
    let data = loops.data(lp);
    if !data.children.is_empty() {
        return None;
    }
    let header = data.header;
    let preheader = loops.preheader(cfg, lp)?;
    if !matches!(func.inst(func.terminator(preheader)?), InstData::Jump(_)) {
        return None;
    }
    // A fused loop's header branches on its first `alive` flag, a block parameter: left alone.
    if let InstData::Branch { cond, .. } = func.inst(func.terminator(header)?) {
        if matches!(func.dfg.value_def(*cond), ValueDef::Param(..)) {
            return None;
        }
    }
    let mut blocks: Vec<Block> = func.layout.blocks().iter().copied().filter(|b| data.contains(*b)).collect();
    // Where its exits go; a block entered from one exit edge only, that writes nothing and
    // only jumps on, is part of the region (the variant's code after its loop).
    let mut exit = None;
    for &block in &data.blocks {
        for &succ in cfg.succs(block) {
            if data.contains(succ) {
                continue;
            }
            let path_to = match func.terminator(succ).map(|t| func.inst(t)) {
                Some(InstData::Jump(call))
                    if func.dfg.block_params(succ).is_empty()
                        && cfg.preds(succ) == [block]
                        && loops.is_header(succ).is_none()
                        && loops.is_header(call.block).is_none()
                        && !data.contains(call.block)
                        && call.block != succ
                        && func.layout.block_insts(succ).iter().all(|i| writes_nothing(module, func.inst(*i))) =>
                {
                    Some(call.block)
                }
                _ => None,
            };
            let target = match path_to {
                Some(to) => {
                    if !blocks.contains(&succ) {
                        blocks.push(succ);
                    }
                    to
                }
                None => succ,
            };
            match exit {
                None => exit = Some(target),
                Some(x) if x == target => {}
                Some(_) => return None,
            }
        }
    }
    let exit = exit?;
    if loops.is_header(exit).is_some() || !cfg.preds(exit).iter().all(|p| blocks.contains(p)) {
        return None;
    }
    // Divergent: some branch tests whether any lane of a mask is set.
    let flag_ty = data.blocks.iter().find_map(|&b| {
        let InstData::Branch { cond, .. } = func.inst(func.terminator(b)?) else { return None };
        let def = func.dfg.defining_inst(*cond)?;
        match func.inst(def) {
            InstData::Reduce { op: BinaryOp::Or, arg }
                if matches!(module.types.get(func.value_type(*arg)).kind, TypeKind::Mask(_)) =>
            {
                Some(func.value_type(*cond))
            }
            _ => None,
        }
    })?;
    if !insts_of(func, &blocks).iter().all(|i| writes_nothing(module, func.inst(*i))) {
        return None;
    }
    // Its values used after it: the exit block's arguments, and values defined where every
    // exit edge passes (an exit block's code run after the fused loop, or after it).
    let mut defined: BTreeMap<Value, Block> = BTreeMap::new();
    for &b in &blocks {
        defined.extend(func.dfg.block_params(b).iter().map(|v| (*v, b)));
        defined.extend(func.layout.block_insts(b).iter().filter_map(|i| func.dfg.result(*i)).map(|v| (v, b)));
    }
    let exiting: Vec<Block> = cfg.preds(exit).to_vec();
    let mut live_out: Vec<Value> = Vec::new();
    for (block, inst) in func.insts_in_order() {
        if blocks.contains(&block) {
            continue;
        }
        let mut ok = true;
        func.inst(inst).for_each_operand(|v| {
            if let Some(&def) = defined.get(&v) {
                ok &= exiting.iter().all(|e| domtree.dominates(def, *e));
                if !live_out.contains(&v) {
                    live_out.push(v);
                }
            }
        });
        if !ok {
            return None;
        }
    }
    Some(Region { header, preheader, blocks, exit, live_out, flag_ty })
}

/// A memory access as the alias test sees it: the object, and the bytes from `offset` (when
/// the affine analysis knows it: not for a gather or scatter) to `offset + size`.
#[derive(Clone)]
struct Access {
    base: affine::Base,
    range: Option<(Affine, u64)>,
}

// The access `data` makes, where the affine analysis knows its object; `None` for an access it
// cannot tell (which then may touch anything).
fn access(
    module: &Module,
    func: &Function,
    affine: &AffineInfo,
    data: &InstData,
    result: Option<Value>,
) -> Option<Access> {
    let (addr, ty) = match *data {
        InstData::Load { addr, .. } | InstData::VectorLoad { addr, .. } => (addr, result.map(|r| func.value_type(r))),
        InstData::Store { addr, value, .. } | InstData::VectorStore { addr, value, .. } => {
            (addr, Some(func.value_type(value)))
        }
        InstData::Gather { base, .. } | InstData::Scatter { base, .. } => (base, None),
        _ => return None,
    };
    let address = affine.address(addr)?;
    let range = ty.and_then(|ty| module.types.size_of(ty)).map(|size| (address.offset.clone(), size));
    Some(Access { base: address.base, range })
}

/// Collects the group of loops starting with `lp` that can run as one fused loop.
// The group of loops that starts with `lp`: `lp` and the divergent loops that follow it, as
// many as can run as one (at most `MAX_FUSED`); `None` when fewer than two can.
fn group_from(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    domtree: &DomTree,
    loops: &LoopForest,
    affine: &AffineInfo,
    lp: Loop,
) -> Option<Group> {
    let first = region(module, func, cfg, domtree, loops, lp)?;
    let parent = loops.data(lp).parent;
    // In a vector loop's body, accesses to different objects never overlap: the loop
    // vectorizer proved each such pair of the loop apart, or versioned the loop on a run-time
    // test that their whole ranges are (`Function::vector_loops`). One object's accesses
    // overlap unless their offsets differ by a constant at least the first one's size.
    let parts = parent.is_some_and(|p| func.vector_loops.contains(&loops.data(p).header));
    let escaping = escaping_slots(func, affine);
    let aliases = |a: &Option<Access>, b: &Option<Access>| match (a, b) {
        (Some(a), Some(b)) if a.base != b.base => !parts && may_alias(module, func, &escaping, a.base, b.base),
        (Some(Access { range: Some((a, a_size)), .. }), Some(Access { range: Some((b, b_size)), .. })) => {
            match b.sub(a).and_then(|d| d.as_constant()) {
                Some(d) => d < *a_size as i64 && -d < *b_size as i64,
                None => true,
            }
        }
        _ => true,
    };
    let access_of = |inst: Inst| access(module, func, affine, func.inst(inst), func.dfg.result(inst));
    let alias = Aliasing { aliases: &aliases, access_of: &access_of };
    let mut regions = vec![first];
    let mut between: Vec<Vec<Block>> = Vec::new();
    let mut early: Vec<Inst> = Vec::new();
    // What must stay after the fused loop: the loops' values and the code that depends on them
    // or writes; the late writes' bases.
    let mut late: BTreeSet<Value> = BTreeSet::new();
    let mut late_writes: Vec<Option<Access>> = Vec::new();
    while regions.len() < MAX_FUSED {
        let last = regions.last()?;
        for &b in &last.blocks {
            late.extend(func.dfg.block_params(b).iter().copied());
            late.extend(func.layout.block_insts(b).iter().filter_map(|i| func.dfg.result(*i)));
        }
        let Some((chain, next)) = chain_to_next(func, cfg, loops, last.exit) else { break };
        if loops.data(next).parent != parent {
            break;
        }
        let Some(region) = region(module, func, cfg, domtree, loops, next) else { break };
        if region.preheader != *chain.last()? {
            break;
        }
        // Split the chain's code.
        let mut chain_late = late.clone();
        chain_late.extend(func.dfg.block_params(last.exit).iter().copied());
        let mut chain_writes = late_writes.clone();
        let chain_early = split_chain(module, func, &chain, &mut chain_late, &mut chain_writes, &alias);
        if touches_late(func, &region, &chain, &chain_late, &chain_writes, &alias)? {
            break;
        }
        late = chain_late;
        late_writes = chain_writes;
        early.extend(chain_early);
        between.push(chain);
        regions.push(region);
    }
    if regions.len() < 2 {
        return None;
    }
    Some(Group { regions, between, early })
}

/// `group_from`'s alias test between two accesses, and the access an instruction makes.
struct Aliasing<'a> {
    aliases: &'a dyn Fn(&Option<Access>, &Option<Access>) -> bool,
    access_of: &'a dyn Fn(Inst) -> Option<Access>,
}

/// The chain of blocks from a loop's `exit` to the next loop's header, and that loop.
fn chain_to_next(
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    exit: Block,
) -> Option<(Vec<Block>, Loop)> {
    // The chain of blocks from the exit to the next loop's header.
    let mut chain = Vec::new();
    let mut block = exit;
    let mut from: Option<Block> = None;
    let next = loop {
        if chain.contains(&block) || loops.is_header(block).is_some() {
            break None;
        }
        if let Some(prev) = from {
            if !func.dfg.block_params(block).is_empty() || cfg.preds(block) != [prev] {
                break None;
            }
        }
        chain.push(block);
        let Some(InstData::Jump(call)) = func.terminator(block).map(|t| func.inst(t)) else { break None };
        if let Some(next) = loops.is_header(call.block) {
            break Some(next);
        }
        if !call.args.is_empty() {
            break None;
        }
        from = Some(block);
        block = call.block;
    };
    next.map(|next| (chain, next))
}

/// Sorts the chain's instructions: those that must stay late go into `chain_late` (their
/// writes into `chain_writes`); returns those that may move before the first loop.
fn split_chain(
    module: &Module,
    func: &Function,
    chain: &[Block],
    chain_late: &mut BTreeSet<Value>,
    chain_writes: &mut Vec<Option<Access>>,
    alias: &Aliasing,
) -> Vec<Inst> {
    let mut chain_early = Vec::new();
    for inst in insts_of(func, chain) {
        let data = func.inst(inst);
        if data.is_terminator() {
            continue;
        }
        let mut depends = false;
        data.for_each_operand(|v| depends |= chain_late.contains(&v));
        // An integer division may trap: it stays where the loops before it have run.
        let traps = match data {
            InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, .. } => {
                func.dfg.result(inst).is_none_or(|r| !module.types.is_float(module.types.scalar_of(func.value_type(r))))
            }
            _ => false,
        };
        let reads_written =
            data.reads_memory() && chain_writes.iter().any(|w| (alias.aliases)(w, &(alias.access_of)(inst)));
        if depends || traps || reads_written || !writes_nothing(module, data) || matches!(data, InstData::Call { .. }) {
            chain_late.extend(func.dfg.result(inst));
            if data.writes_memory() || matches!(data, InstData::Call { .. }) {
                chain_writes.push((alias.access_of)(inst));
            }
        } else {
            chain_early.push(inst);
        }
    }
    chain_early
}

/// Whether the next loop or its entry uses a late value or reads what a late write may change.
fn touches_late(
    func: &Function,
    region: &Region,
    chain: &[Block],
    chain_late: &BTreeSet<Value>,
    chain_writes: &[Option<Access>],
    alias: &Aliasing,
) -> Option<bool> {
    // The next loop and its entry use nothing that stays late, and read nothing a late
    // write may change.
    let entry = func.terminator(*chain.last()?)?;
    let mut uses_late = false;
    for inst in insts_of(func, &region.blocks).into_iter().chain([entry]) {
        func.inst(inst).for_each_operand(|v| uses_late |= chain_late.contains(&v));
    }
    let reads_late_writes = insts_of(func, &region.blocks).iter().any(|&i| {
        let data = func.inst(i);
        data.reads_memory() && chain_writes.iter().any(|w| (alias.aliases)(w, &(alias.access_of)(i)))
    });
    Some(uses_late || reads_late_writes)
}

/// The fused loop's parameters for one loop: its header's values, its `alive` flag, its
/// exit's values.
struct Params {
    state: Vec<Value>,
    alive: Value,
    result: Vec<Value>,
}

fn add_params(func: &mut Function, block: Block, region: &Region) -> Params {
    let state_tys: Vec<TypeId> = func.dfg.block_params(region.header).iter().map(|v| func.value_type(*v)).collect();
    let result_tys = region.result_tys(func);
    let state = state_tys.into_iter().map(|ty| func.dfg.append_block_param(block, ty)).collect();
    let alive = func.dfg.append_block_param(block, region.flag_ty);
    let result = result_tys.into_iter().map(|ty| func.dfg.append_block_param(block, ty)).collect();
    Params { state, alive, result }
}

// The arguments of the jump to a loop's exit block once the fused loop is done.
fn exit_args(func: &Function, region: &Region, params: &Params) -> Vec<Value> {
    params.result[..region.exit_param_tys(func).len()].to_vec()
}

fn call_with(block: Block, parts: &[&[Value]]) -> BlockCall {
    BlockCall::new(block, parts.iter().flat_map(|p| p.iter().copied()).collect())
}

/// Rewrites the function so that the group's loops run as one fused loop.
// Rewrites the function as the module comment shows.
fn fuse(func: &mut Function, group: &Group) {
    let regions = &group.regions;
    let k = regions.len();
    let preheader = regions[0].preheader;
    let Some(pre_term) = func.terminator(preheader) else { return };
    let loc = func.srclocs[pre_term];
    for &inst in &group.early {
        func.layout.remove_inst(inst);
        func.layout.insert_inst_before(inst, pre_term);
    }
    let flag_ty = regions[0].flag_ty;
    let mut cur = FuncCursor::untyped_before(func, pre_term, loc);
    let one = cur.iconst(flag_ty, 1);
    let zero = cur.iconst(flag_ty, 0);
    let Some(inits) = entry_values(func, group) else { return };
    let header = func.make_block();
    let joins: Vec<Block> = (0..k).map(|_| func.make_block()).collect();
    let exits: Vec<Block> = (0..k).map(|_| func.make_block()).collect();
    let fparams: Vec<Params> = regions.iter().map(|r| add_params(func, header, r)).collect();
    let jparams: Vec<Params> = regions.iter().zip(&joins).map(|(r, &j)| add_params(func, j, r)).collect();
    let fused = Fused { header, joins, exits, fparams, jparams, one, zero, flag_ty, loc };
    enter_fused(func, regions, &inits, pre_term, &fused);
    step_loops(func, regions, &fused);
    loop_back(func, regions, &fused);
    // The code between, now only its late part, goes on to the next loop's exit.
    for (i, chain) in group.between.iter().enumerate() {
        let Some(term) = chain.last().and_then(|b| func.terminator(*b)) else { return };
        let args = exit_args(func, &regions[i + 1], &fused.jparams[i + 1]);
        func.dfg.insts[term] = InstData::Jump(BlockCall::new(regions[i + 1].exit, args));
    }
    remap_live_outs(func, regions, &fused);
    // Layout: the fused loop after the preheader, each loop's blocks before its join, then
    // the code between, so the printed order follows the flow.
    let mut order = vec![header];
    for (i, region) in regions.iter().enumerate() {
        order.extend(region.blocks.iter().copied());
        order.push(fused.exits[i]);
        order.push(fused.joins[i]);
    }
    for chain in &group.between {
        order.extend(chain.iter().copied());
    }
    func.layout.move_blocks_after(&order, preheader);
}

/// The fused loop's blocks, parameters and flag constants.
struct Fused {
    header: Block,
    joins: Vec<Block>,
    exits: Vec<Block>,
    fparams: Vec<Params>,
    jparams: Vec<Params>,
    one: Value,
    zero: Value,
    flag_ty: TypeId,
    loc: SrcLoc,
}

/// Each loop's entry values: the arguments of the jump into its header.
fn entry_values(func: &Function, group: &Group) -> Option<Vec<Vec<Value>>> {
    let preheader = group.regions[0].preheader;
    // Each loop's entry values: the jump into its header.
    let mut inits: Vec<Vec<Value>> = Vec::new();
    for (i, region) in group.regions.iter().enumerate() {
        let from = if i == 0 { preheader } else { *group.between[i - 1].last().unwrap_or(&region.preheader) };
        let term = func.terminator(from)?;
        let InstData::Jump(call) = func.inst(term) else { return None };
        inits.push(call.args.clone());
    }
    Some(inits)
}

/// Makes the preheader jump into the fused loop with every loop alive.
fn enter_fused(func: &mut Function, regions: &[Region], inits: &[Vec<Value>], pre_term: Inst, fused: &Fused) {
    // The entry: every loop alive, no results yet.
    let mut entry_args = Vec::new();
    for (region, init) in regions.iter().zip(inits) {
        entry_args.extend(init.iter().copied());
        entry_args.push(fused.one);
        for ty in region.result_tys(func) {
            let undef = FuncCursor::untyped_before(func, pre_term, fused.loc).ins(InstData::Const(Const::Undef), ty);
            entry_args.push(undef);
        }
    }
    func.dfg.insts[pre_term] = InstData::Jump(BlockCall::new(fused.header, entry_args));
}

/// Chains the loops' steps: each loop's back edges and exits go to its join, which steps the next.
fn step_loops(func: &mut Function, regions: &[Region], fused: &Fused) {
    let (k, loc, one, zero) = (regions.len(), fused.loc, fused.one, fused.zero);
    let (joins, exits, fparams) = (&fused.joins, &fused.exits, &fused.fparams);
    // Step i: loop i's header if it is alive, else straight to its join.
    let step = |i: usize| -> InstData {
        InstData::Branch {
            cond: fparams[i].alive,
            then_dest: BlockCall::new(regions[i].header, fparams[i].state.clone()),
            else_dest: call_with(joins[i], &[&fparams[i].state, &[zero], &fparams[i].result]),
        }
    };
    let first_step = step(0);
    FuncCursor::untyped_at_end(func, fused.header, loc).ins_void(first_step);
    for (i, region) in regions.iter().enumerate() {
        // Its back edges go to its join, alive; its exits through its exit block, not alive.
        for &b in &region.blocks {
            let Some(term) = func.terminator(b) else { continue };
            for call in func.dfg.insts[term].branch_targets_mut() {
                if call.block == region.header {
                    let args = std::mem::take(&mut call.args);
                    *call = call_with(joins[i], &[&args, &[one], &fparams[i].result]);
                } else if call.block == region.exit {
                    call.block = exits[i];
                }
            }
        }
        let mut results: Vec<Value> =
            regions[i].exit_param_tys(func).into_iter().map(|ty| func.dfg.append_block_param(exits[i], ty)).collect();
        results.extend(regions[i].live_out.iter().copied());
        let to_join = InstData::Jump(call_with(joins[i], &[&fparams[i].state, &[zero], &results]));
        FuncCursor::untyped_at_end(func, exits[i], loc).ins_void(to_join);
        if i + 1 < k {
            let next = step(i + 1);
            FuncCursor::untyped_at_end(func, joins[i], loc).ins_void(next);
        }
    }
}

/// Ends the last join: back to the fused header while any loop is alive, else to the first loop's exit.
fn loop_back(func: &mut Function, regions: &[Region], fused: &Fused) {
    let (loc, jparams) = (fused.loc, &fused.jparams);
    // The last join: again while any loop is alive, else on to the first loop's exit code.
    let last = fused.joins[regions.len() - 1];
    let mut cur = FuncCursor::untyped_at_end(func, last, loc);
    let mut any = jparams[0].alive;
    for p in &jparams[1..] {
        any = cur.binary(BinaryOp::Or, any, p.alive, fused.flag_ty);
    }
    let mut back_args = Vec::new();
    for p in jparams {
        back_args.extend(p.state.iter().copied());
        back_args.push(p.alive);
        back_args.extend(p.result.iter().copied());
    }
    let else_dest = BlockCall::new(regions[0].exit, exit_args(cur.func, &regions[0], &jparams[0]));
    cur.ins_void(InstData::Branch { cond: any, then_dest: BlockCall::new(fused.header, back_args), else_dest });
}

/// Replaces the loops' live-out values after the fused loop by the ones each loop kept.
fn remap_live_outs(func: &mut Function, regions: &[Region], fused: &Fused) {
    // After the fused loop, each loop's other live-out values are the ones it kept.
    let in_regions: BTreeSet<Block> = regions.iter().flat_map(|r| r.blocks.iter().copied()).collect();
    for (region, params) in regions.iter().zip(&fused.jparams) {
        let kept = &params.result[region.exit_param_tys(func).len()..];
        let map: BTreeMap<Value, Value> = region.live_out.iter().copied().zip(kept.iter().copied()).collect();
        let outside: Vec<Block> = func
            .layout
            .blocks()
            .iter()
            .copied()
            .filter(|b| !in_regions.contains(b) && !fused.exits.contains(b))
            .collect();
        for block in outside {
            for inst in func.layout.block_insts(block).to_vec() {
                func.dfg.insts[inst].map_operands(|v| map.get(&v).copied().unwrap_or(v));
            }
        }
    }
}

impl Region {
    fn exit_param_tys(&self, func: &Function) -> Vec<TypeId> {
        func.dfg.block_params(self.exit).iter().map(|v| func.value_type(*v)).collect()
    }

    /// The types of what the fused loop keeps of it once it has left: its exit block's
    /// arguments, then its other live-out values.
    fn result_tys(&self, func: &Function) -> Vec<TypeId> {
        let mut tys = self.exit_param_tys(func);
        tys.extend(self.live_out.iter().map(|v| func.value_type(*v)));
        tys
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transform::check;

    fn pass(module: &Module, func: &mut Function) -> bool {
        fuse_divergent_loops(module, func, &LoopAnalysis::compute(module, func), &mut Remarks::default())
    }

    /// Two copies of `while (x > 1) x >>= 1;` on 4 lanes, each run while any lane is active,
    /// the first's result stored before the second starts.
    const TWO: &str = "
func @two: fn(*int, <4 x int>, <4 x int>) -> void {
block0(v0: *int, v1: <4 x int>, v2: <4 x int>):
    v3 = const.<4 x int> [1, 1, 1, 1]
    v4 = cast.<4 x i1> v3
    jump block1(v4, v1)
block1(v5: <4 x i1>, v6: <4 x int>):
    v7 = const.int 1
    v8 = splat.<4 x int> v7
    v9 = gt.<4 x i1> v6, v8
    v10 = and.<4 x i1> v5, v9
    v11 = shr.<4 x int> v6, v8
    v12 = select.<4 x int> v10, v11, v6
    v13 = reduce.or.int v10
    br v13, block1(v10, v12), block2(v12)
block2(v14: <4 x int>):
    vstore v0, v14
    v15 = const.long 4
    v16 = ptradd.*int v0, v15
    jump block3(v4, v2)
block3(v17: <4 x i1>, v18: <4 x int>):
    v19 = const.int 1
    v20 = splat.<4 x int> v19
    v21 = gt.<4 x i1> v18, v20
    v22 = and.<4 x i1> v17, v21
    v23 = shr.<4 x int> v18, v20
    v24 = select.<4 x int> v22, v23, v18
    v25 = reduce.or.int v22
    br v25, block3(v22, v24), block4(v24)
block4(v26: <4 x int>):
    vstore v16, v26
    ret
}";

    #[test]
    fn two_divergent_loops_step_side_by_side() {
        // block5 runs both: loop 1 (block1) while v31, loop 2 (block3) while v35; each back
        // edge goes to its join (block6, block7) alive, each exit (through block8, block9)
        // not alive with its result (v40, v44); the first result's store (block2) runs after
        // the fused loop, the second loop's address v16 before it.
        check(pass, TWO, "
func @two: fn(*int, <4 x int>, <4 x int>) -> void {
block0(v0: *int, v1: <4 x int>, v2: <4 x int>):
    v3 = const.<4 x int> [1, 1, 1, 1]
    v4 = cast.<4 x i1> v3
    v15 = const.long 4
    v16 = ptradd.*int v0, v15
    v27 = const.int 1
    v28 = const.int 0
    v45 = const.<4 x int> undef
    v46 = const.<4 x int> undef
    jump block5(v4, v1, v27, v45, v4, v2, v27, v46)
block5(v29: <4 x i1>, v30: <4 x int>, v31: int, v32: <4 x int>, v33: <4 x i1>, v34: <4 x int>, v35: int, v36: <4 x int>):
    br v31, block1(v29, v30), block6(v29, v30, v28, v32)
block1(v5: <4 x i1>, v6: <4 x int>):
    v7 = const.int 1
    v8 = splat.<4 x int> v7
    v9 = gt.<4 x i1> v6, v8
    v10 = and.<4 x i1> v5, v9
    v11 = shr.<4 x int> v6, v8
    v12 = select.<4 x int> v10, v11, v6
    v13 = reduce.or.int v10
    br v13, block6(v10, v12, v27, v32), block8(v12)
block8(v47: <4 x int>):
    jump block6(v29, v30, v28, v47)
block6(v37: <4 x i1>, v38: <4 x int>, v39: int, v40: <4 x int>):
    br v35, block3(v33, v34), block7(v33, v34, v28, v36)
block3(v17: <4 x i1>, v18: <4 x int>):
    v19 = const.int 1
    v20 = splat.<4 x int> v19
    v21 = gt.<4 x i1> v18, v20
    v22 = and.<4 x i1> v17, v21
    v23 = shr.<4 x int> v18, v20
    v24 = select.<4 x int> v22, v23, v18
    v25 = reduce.or.int v22
    br v25, block7(v22, v24, v27, v36), block9(v24)
block9(v48: <4 x int>):
    jump block7(v33, v34, v28, v48)
block7(v41: <4 x i1>, v42: <4 x int>, v43: int, v44: <4 x int>):
    v49 = or.int v39, v43
    br v49, block5(v37, v38, v39, v40, v41, v42, v43, v44), block2(v40)
block2(v14: <4 x int>):
    vstore v0, v14
    jump block4(v44)
block4(v26: <4 x int>):
    vstore v16, v26
    ret
}");
    }

    #[test]
    fn a_second_loop_reading_the_first_ones_store_stays() {
        // Loop 2 reads out[0..3], which the store of loop 1's result writes (not in a vector
        // loop's body, so nothing vouches for the order).
        let input = TWO.replace(
            "    v24 = select.<4 x int> v22, v23, v18",
            "    v50 = vload.<4 x int> v0\n    v24 = select.<4 x int> v22, v23, v50",
        );
        check(pass, &input, &input);
    }

    #[test]
    fn counted_loops_are_not_divergent() {
        // Without the any-lane test (the branch on a scalar compare) the loops stay.
        let input = TWO
            .replace("v13 = reduce.or.int v10", "v13 = lt.int v7, v7")
            .replace("v25 = reduce.or.int v22", "v25 = lt.int v19, v19");
        check(pass, &input, &input);
    }
}
