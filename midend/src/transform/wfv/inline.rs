//! Calls to small vector variants inlined where the loop vectorizer made them: a vector loop
//! that calls `_ZGVdN8vvvuuu_bin_of` four times per iteration (UF 4) pays for each call the
//! spills of the live vectors around it (the ABI keeps no vector register across a call), the
//! broadcasts of the uniform arguments again, and a schedule that cannot mix the copies. With
//! the variant's blocks in the loop, the C compiler hoists the broadcasts out of the loop and
//! interleaves the copies (wfv bench, hand-inlined: histogram 123 -> 110 ms, convolve 73 -> 67 ms,
//! dwthaar1d 117 -> 102 ms, mersennetwister 49 -> 45 ms).
//!
//! A call is inlined when its callee is a vector variant of the module with a body of at most
//! `MAX_VARIANT_INSTS` instructions, and while the caller has grown by at most
//! `MAX_GROWTH_INSTS`. The call's block is split after the call; the variant's blocks are copied
//! in (its entry's parameters are its arguments), the call becomes a jump to the copied entry,
//! and every `ret v` of the copy a jump to the rest of the block, which takes `v` as its
//! parameter. The variant itself stays: other files may call it. The calls are ranked by the
//! loops of the pipeline's `LoopAnalysis`, computed afresh after each inlining.

use crate::analysis::{Loop, LoopAnalysis, LoopForest};
use crate::ir::*;
use crate::transform::inline::inline_call;

/// The largest variant body inlined (instructions): wfv bench convolve's (about 360), volume's
/// and mersennetwister's are under it (convolve 62 -> 55 ms inlined).
const MAX_VARIANT_INSTS: usize = 400;
/// How many instructions a caller may grow by through inlining: the four calls of a loop
/// unrolled by 4, its vector epilogue's and its masked remainder's, to a variant of the largest
/// size (wfv bench convolve, all six inlined against the remainder's and the epilogue's
/// calls left: 47 -> 46 ms).
const MAX_GROWTH_INSTS: usize = 2400;

/// Inlines the calls of `func` to small vector variants of `module`; returns whether any was.
/// The hottest calls go first (`by_heat`), so that the budget, when it runs out, leaves out
/// a vector epilogue's or remainder's call rather than one part of the main vector loop.
/// `analysis` is of `func` as it is.
pub fn inline_variant_calls(module: &Module, func: &mut Function, analysis: &LoopAnalysis) -> bool {
    let mut grown = 0;
    let mut changed = false;
    // One call per round (every inlining splits a block and adds new ones, and may bring calls
    // of its own): of the calls that fit the budget, hottest first, the first in layout order.
    // The loops are computed afresh after each.
    let mut fresh: Option<LoopAnalysis> = None;
    loop {
        if changed {
            fresh = Some(LoopAnalysis::compute(module, func));
        }
        let loops = &fresh.as_ref().unwrap_or(analysis).loops;
        let mut budget = MAX_GROWTH_INSTS.saturating_sub(grown);
        let mut chosen = Vec::new();
        for (inst, variant) in by_heat(module, func, loops) {
            if variant.inst_count() <= budget {
                budget -= variant.inst_count();
                chosen.push(inst);
            }
        }
        let Some((inst, variant)) = next_call(module, func, &chosen) else { break };
        grown += variant.inst_count();
        match inline_call(func, inst, variant) {
            Ok(copied) => func.vector_code.extend(copied),
            Err(_) => break,
        }
        changed = true;
    }
    changed
}

/// The first call of `chosen` in layout order, and its variant.
fn next_call<'m>(module: &'m Module, func: &Function, chosen: &[Inst]) -> Option<(Inst, &'m Function)> {
    func.insts_in_order().find_map(|(_, inst)| {
        let InstData::Call { callee: Callee::Direct(fid), .. } = func.inst(inst) else { return None };
        if !chosen.contains(&inst) {
            return None;
        }
        Some((inst, module.funcs[*fid].body.as_ref()?))
    })
}

/// The calls to variants small enough to inline, hottest first: the deepest loops first, then
/// the loops with the most such calls (a vector loop's UF parts before its vector epilogue's
/// one), then layout order.
fn by_heat<'m>(module: &'m Module, func: &Function, loops: &LoopForest) -> Vec<(Inst, &'m Function)> {
    let calls: Vec<(Inst, &Function, Option<Loop>)> = func
        .insts_in_order()
        .filter_map(|(block, inst)| {
            let InstData::Call { callee: Callee::Direct(fid), .. } = func.inst(inst) else { return None };
            if !module.vector_variants.iter().any(|(_, v, _)| v == fid) {
                return None;
            }
            let body = module.funcs[*fid].body.as_ref()?;
            (body.inst_count() <= MAX_VARIANT_INSTS && body.slots.is_empty() && body.entry_block().is_some())
                .then_some((inst, body, loops.innermost_loop(block)))
        })
        .collect();
    let mut ranked: Vec<(u32, usize, usize, Inst, &Function)> = calls
        .iter()
        .enumerate()
        .map(|(pos, &(inst, body, lp))| {
            let depth = lp.map_or(0, |lp| loops.data(lp).depth);
            let siblings = calls.iter().filter(|c| c.2 == lp).count();
            (depth, siblings, pos, inst, body)
        })
        .collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
    ranked.into_iter().map(|(_, _, _, inst, body)| (inst, body)).collect()
}
