//! preheaders: gives every innermost loop a preheader, a block outside the loop whose only successor is
//! the header and through which every entry into the loop goes. The loop vectorizer puts its
//! checks and its vector loop's set-up there; C written as `if (n) do { ... } while (--n);`
//! enters its loop straight from the `if`'s branch, and loops entered from several places
//! (`goto`, a `switch` into a loop) have no single entry edge.
//!
//! With one entering edge, the new block jumps to the header with that edge's arguments; with
//! several, it takes the header's parameters and passes them on, and each entering edge gives
//! it what it gave the header. Nothing else changes. `simplify` bypasses blocks that only jump
//! without arguments, so the pipeline runs this pass right before the loop vectorizer.

use crate::analysis::LoopAnalysis;
use crate::ir::{Block, BlockCall, FuncCursor, Function, InstData};

/// Inserts the missing preheaders; returns whether it inserted any. `analysis` is of `func` as
/// it is (the pipeline's).
pub fn insert_preheaders(func: &mut Function, analysis: &LoopAnalysis) -> bool {
    let LoopAnalysis { cfg, loops, .. } = analysis;
    if !loops.is_reducible() {
        return false;
    }
    let mut missing: Vec<(Block, Vec<Block>)> = Vec::new();
    for lp in loops.loops() {
        let data = loops.data(lp);
        // Only the loops the loop vectorizer considers: an outer loop's entry merged through a
        // new block would hide its index from the analyses of the loops inside.
        if !data.children.is_empty() || loops.preheader(cfg, lp).is_some() {
            continue;
        }
        let mut entering: Vec<Block> =
            cfg.preds(data.header).iter().copied().filter(|p| !data.contains(*p) && cfg.is_reachable(*p)).collect();
        entering.dedup();
        if !entering.is_empty() {
            missing.push((data.header, entering));
        }
    }
    for (header, entering) in &missing {
        add_preheader(func, *header, entering);
    }
    !missing.is_empty()
}

/// A block before `header` that every edge from `entering` goes through.
fn add_preheader(func: &mut Function, header: Block, entering: &[Block]) {
    let pre = func.dfg.make_block();
    func.layout.move_blocks_before(&[pre], header);
    let edges: usize = entering.iter().map(|&from| func.calls_to(from, header).len()).sum();
    // One entering edge: its arguments move to the new jump (values the analyses see as they
    // are, not merged through a parameter). Several: the new block merges them.
    let single = edges == 1;
    let mut args: Vec<_> = Vec::new();
    if !single {
        let params: Vec<_> = func.dfg.block_params(header).to_vec();
        args = params.iter().map(|&p| func.dfg.append_block_param(pre, func.value_type(p))).collect();
    }
    for &from in entering {
        let Some(term) = func.terminator(from) else { continue };
        for dest in func.dfg.insts[term].branch_targets_mut() {
            if dest.block == header {
                dest.block = pre;
                if single {
                    args = std::mem::take(&mut dest.args);
                }
            }
        }
    }
    let loc = func.layout.block_insts(header).first().map(|&i| func.srclocs[i]).unwrap_or(func.loc);
    FuncCursor::untyped_at_end(func, pre, loc).ins_void(InstData::Jump(BlockCall::new(header, args)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;
    use crate::ir::print::print_function;
    use crate::verify::verify_function;

    /// `if (n) do { s += n; } while (--n); return s;`: the loop is entered from the `if`'s branch.
    const DO_WHILE: &str = "
func @f: fn(int) -> int {
block0(v0: int):
    v1 = const.int 0
    br v0, block1(v0, v1), block2(v1)
block1(v2: int, v3: int):
    v4 = add.int v3, v2
    v5 = const.int 1
    v6 = sub.int v2, v5
    br v6, block1(v6, v4), block2(v4)
block2(v7: int):
    ret v7
}";

    #[test]
    fn a_loop_entered_from_a_branch_gets_a_preheader() {
        let mut module = parse_module(DO_WHILE).unwrap();
        let id = module.func_by_name("f").unwrap();
        let mut func = module.funcs[id].body.take().unwrap();
        let before = LoopAnalysis::compute(&module, &func);
        assert!(insert_preheaders(&mut func, &before));
        verify_function(&module, &func).unwrap();
        let after = LoopAnalysis::compute(&module, &func);
        let lp = after.loops.loops().next().unwrap();
        let pre = after.loops.preheader(&after.cfg, lp).expect("a preheader");
        let text = print_function(&module, &func);
        assert!(text.contains("br v0, block3, block2(v1)"), "{}", text);
        assert_eq!(func.layout.blocks().iter().position(|&b| b == pre), Some(1), "{}", text);
        // A second run finds nothing to do.
        assert!(!insert_preheaders(&mut func, &after));
    }
}
