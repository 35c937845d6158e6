//! Epilogue vectorization: after a vector loop of VF·UF iterations (UF > 1) the remainder can
//! still hold up to UF-1 whole vectors. Vectorizing the scalar loop once more, with the same VF
//! and UF = 1, runs them as vectors and leaves fewer than VF iterations to the scalar loop
//! (LLVM's "epilogue vectorization"; the seed's plan also lists it).
//!
//! ```text
//! guard1 ─▶ vector loop (VF·UF) ─▶ middle1 ─┐
//!    └──────────────────────────────────────┴─▶ epilogue.ph ─▶ guard2 ─▶ vector loop (VF) ─▶ middle2 ─┐
//!                                                                └──────────────────────────────────┴─▶ scalar loop
//! ```
//!
//! The second round is the same legality check, plan and `execute` as the first, run on the
//! scalar loop after it gets a preheader of its own (`epilogue.ph`, whose parameters are the
//! header's start values: the first loop's resume values, or the original start values when its
//! guard failed). Reductions are finished after each vector loop and restarted from that value;
//! runtime overlap checks are repeated for the second loop. Loops with early exits are left
//! alone: their scalar loop reruns the exiting vector iteration.

use super::{cost, execute, plan};
use crate::analysis::CfgLoops;
use crate::ir::*;
use crate::target::Target;

/// Whether a vector loop of `vf`×`uf` with this trip count can leave at least one whole
/// vector of `vf` iterations to an epilogue.
pub fn worthwhile(trip: Option<i64>, vf: u32, uf: u32) -> bool {
    if uf < 2 {
        return false;
    }
    match trip {
        Some(n) => n.max(0) as u64 % (vf * uf) as u64 >= vf as u64,
        None => true,
    }
}

/// Vectorizes the scalar loop at `header` (the epilogue left by a vector loop) with `vf` lanes
/// and UF = 1. Returns whether it did; on failure the function is unchanged.
pub fn vectorize(
    module: &mut Module,
    func: &mut Function,
    header: Block,
    vf: u32,
    fast_math: bool,
    target: &Target,
) -> bool {
    or_restore(func, |func| vectorize_remainder(module, func, header, vf, fast_math, target))
}

/// Runs `round` on `func`, which may leave it half-changed when it gives `None`: then `func`
/// is restored as it was. Returns whether the round ran.
pub(super) fn or_restore(func: &mut Function, round: impl FnOnce(&mut Function) -> Option<()>) -> bool {
    let backup = func.clone();
    let done = round(func).is_some();
    if !done {
        *func = backup;
    }
    done
}

/// `vectorize` without the restore: `None` may leave the function half-changed.
fn vectorize_remainder(
    module: &mut Module,
    func: &mut Function,
    header: Block,
    vf: u32,
    fast_math: bool,
    target: &Target,
) -> Option<()> {
    split_preheader(func, header)?;
    let legal = super::check_at(module, func, header, fast_math, target)?.ok()?;
    if !legal.early_exits.is_empty() || legal.max_safe_vf.is_some_and(|safe| safe < vf as u64) {
        return None;
    }
    let mut plan = plan::build(module, func, &legal, target, vf, 1);
    cost::cost_plan(module, func, &legal, target, &mut plan);
    let vector_header = execute::execute(module, func, &legal, &plan).ok()?;
    let text = super::note_text(module, func, &legal, &plan, "");
    let text = text.replacen("vectorized:", "vector epilogue:", 1);
    func.loop_notes[vector_header] = Some(LoopNote { loc: legal.loc, text });
    Some(())
}

/// Gives the loop at `header` a preheader of its own: a new block with the header's parameter
/// types that every edge from outside the loop goes through. Returns the new block.
pub(super) fn split_preheader(func: &mut Function, header: Block) -> Option<Block> {
    let CfgLoops { cfg, loops, .. } = CfgLoops::compute(func);
    let lp = loops.is_header(header)?;
    let outside: Vec<Block> = cfg.preds(header).iter().copied().filter(|b| !loops.data(lp).contains(*b)).collect();
    if outside.is_empty() {
        return None;
    }
    let ph = func.make_block();
    func.layout.move_blocks_before(&[ph], header);
    let params: Vec<Value> = func.dfg.block_params(header).to_vec();
    let mut new_params = Vec::new();
    for p in &params {
        let ty = func.value_type(*p);
        new_params.push(func.dfg.append_block_param(ph, ty));
    }
    for pred in outside {
        let term = func.terminator(pred)?;
        let mut data = func.inst(term).clone();
        for call in data.branch_targets_mut() {
            if call.block == header {
                call.block = ph;
            }
        }
        func.dfg.insts[term] = data;
    }
    let loc = func.srclocs[func.terminator(header)?];
    FuncCursor::untyped_at_end(func, ph, loc).ins_void(InstData::Jump(BlockCall::new(header, new_params)));
    Some(ph)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_epilogue_needs_room_for_a_whole_vector() {
        assert!(!worthwhile(None, 8, 1));
        assert!(worthwhile(None, 8, 2));
        assert!(!worthwhile(Some(4096), 8, 4));
        assert!(!worthwhile(Some(4096 + 7), 8, 4));
        assert!(worthwhile(Some(4096 + 8), 8, 4));
        assert!(worthwhile(Some(31), 8, 4));
        assert!(!worthwhile(Some(7), 8, 4));
    }
}
