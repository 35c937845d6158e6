//! unroll: full unrolling of small loops with a constant trip count, innermost first.
//!
//! ```text
//! for (dy = 0; dy < 5; dy++)            sum += f[0] * img[...0...];
//!     sum += f[dy] * img[...dy...];  ─▶  sum += f[1] * img[...1...];
//!                                        ...  (five copies, in the loop's order)
//! ```
//!
//! The function-level vectorizer runs it on the scalar copy a variant is built from
//! (`wfv/mod.rs`, policy `SMALL`): a convolution's K x K window then becomes straight-line code
//! whose filter loads have constant offsets, so the C compiler keeps no loop counters and the
//! variant's body is short enough for the out-of-order core to overlap the calls of several
//! pixel groups. The pipeline runs it after SLP (policy `NESTED_SCALAR`) on the inner loops of
//! nests that no vectorizer changed, as gcc -O3's complete peeling does and gcc -O2, which
//! compiles vcc's output, does not. Each copy runs the body's operations in the original order:
//! no value is reassociated or recombined, so the result is the same to the bit.
//!
//! A loop qualifies when its only exit is the counted test in its header (`affine.rs`'s trip
//! count), the count is a constant within the policy's, it holds no other loop (inner loops
//! are unrolled first, or it stays), it carries no loop pragma, the copies hold no more
//! instructions than the policy allows, and no `asm` statement (never duplicated). Not done:
//! partial unrolling, loops with early exits or symbolic counts.

use crate::analysis::affine;
use crate::analysis::cfg::ControlFlowGraph;
use crate::analysis::loops::{Loop, LoopData, LoopForest};
use crate::analysis::LoopAnalysis;
use crate::ir::*;
use crate::transform::outer::copy::{copies_before, copy_blocks, copyable_size, redirect_entries};
use crate::transform::unroll_jam::is_arith;
use crate::transform::{dce, gvn, simplify};
use cranelift_entity::{EntityRef, SecondaryMap};
use std::collections::{BTreeMap, BTreeSet};

/// Which loops are unrolled.
pub struct Policy {
    /// The most iterations a loop may have.
    max_trips: i64,
    /// The most instructions (constants not counted) the unrolled copies may hold.
    max_insts: usize,
    /// Only loops inside another loop whose body is scalar (the vectorizers left it) and
    /// calls nothing.
    nested_scalar: bool,
}

/// The variants' scalar copy (`wfv/mod.rs`): every small loop.
pub const SMALL: Policy = Policy { max_trips: 32, max_insts: 512, nested_scalar: false };

/// After the vectorizers: the scalar inner loops of a nest, within gcc -O3's limits for
/// complete peeling (`max-completely-peel-times` 16, `max-completely-peeled-insns` 200
/// GIMPLE statements: 320 of ours, whose address arithmetic takes three or four
/// instructions where gcc's takes one memory reference), not counting what folds.
/// zlib's braided CRC (`crc ^= table[k][(word >> 8 * k) & 0xff]` for k < 8, five braids)
/// runs 1.8x faster so: constant shifts and table rows, no counter (gcc -O2 keeps the loop).
pub const NESTED_SCALAR: Policy = Policy { max_trips: 16, max_insts: 320, nested_scalar: true };

/// Unrolls every small loop, innermost first; returns whether the function changed.
pub fn unroll_small_loops(module: &Module, func: &mut Function) -> bool {
    !unroll_loops(module, func, &SMALL).is_empty()
}

/// Unrolls every loop `policy` allows, innermost first; returns each one's location and
/// iteration count.
pub fn unroll_loops(module: &Module, func: &mut Function, policy: &Policy) -> Vec<(SrcLoc, i64)> {
    let mut done = Vec::new();
    // Each round unrolls one loop; bound the rounds so a bug cannot hang the compiler.
    for _ in 0..64 {
        let LoopAnalysis { cfg, loops, affine: info, .. } = LoopAnalysis::compute(module, func);
        if !loops.is_reducible() {
            break;
        }
        let Some((l, trips)) = loops
            .loops_innermost_first()
            .find_map(|l| qualifies(module, func, &cfg, &loops, &info, l, policy).map(|n| (l, n)))
        else {
            break;
        };
        let header = loops.data(l).header;
        let loc = func.layout.block_insts(header).first().map_or(func.loc, |inst| func.srclocs[*inst]);
        unroll(func, &cfg, &loops, l, trips);
        merge_jump_chains(func);
        simplify::simplify(module, func);
        dce::dce(module, func);
        if gvn::gvn(module, func) {
            dce::dce(module, func);
        }
        done.push((loc, trips));
    }
    done
}

/// The loop's iteration count, if it is to be unrolled.
fn qualifies(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    info: &affine::AffineInfo,
    l: Loop,
    policy: &Policy,
) -> Option<i64> {
    let data = loops.data(l);
    let h = data.header;
    if !data.children.is_empty() || func.loop_pragmas[h].is_some() {
        return None;
    }
    if policy.nested_scalar && (data.parent.is_none() || has_vectors_or_calls(module, func, &data.blocks)) {
        return None;
    }
    let tc = info.loop_info(l)?.trip_count.as_ref().ok()?;
    if tc.exiting_block != h || !tc.early_exits.is_empty() {
        return None;
    }
    let trips = tc.backedge_taken.as_ref()?.as_constant()?;
    if !(0..=policy.max_trips).contains(&trips) {
        return None;
    }
    // The header's test is the only way out, and it leaves to one block.
    let exits = loops.exits(func, cfg, l);
    if exits.len() != 1 || exits[0].0 != h {
        return None;
    }
    let InstData::Branch { then_dest, else_dest, .. } = func.inst(func.terminator(h)?) else { return None };
    if data.contains(then_dest.block) == data.contains(else_dest.block) {
        return None;
    }
    let size = copyable_size(module, func, &data.blocks)?;
    let size = if policy.nested_scalar { size - folded_insts(func, info, l, data) } else { size };
    (size * (trips as usize + 1) <= policy.max_insts).then_some(trips)
}

/// How many instructions of the loop compute only from its constant-start, constant-step
/// inductions and constants, or are its counted test: constants in every copy once unrolled.
fn folded_insts(func: &Function, info: &affine::AffineInfo, l: Loop, data: &LoopData) -> usize {
    let is_const = |v: Value| simplify::const_of(func, v).is_some();
    let mut folds: BTreeSet<Value> = BTreeSet::new();
    if let Some(la) = info.loop_info(l) {
        folds.extend(
            la.inductions.iter().filter(|iv| iv.step.terms.is_empty() && is_const(iv.start)).map(|iv| iv.param),
        );
    }
    let mut count = 0;
    for (_, inst) in data.insts_in_order(func) {
        let d = func.inst(inst);
        if matches!(d, InstData::Const(_)) {
            continue;
        }
        let folded = is_arith(d) && d.operands().iter().all(|&v| is_const(v) || folds.contains(&v));
        if let (true, Some(r)) = (folded, func.dfg.result(inst)) {
            folds.insert(r);
            count += 1;
        }
    }
    count
}

/// Whether an instruction of `blocks` makes or reads a vector or a mask, or is a call (whose
/// cost the copies would not lower).
fn has_vectors_or_calls(module: &Module, func: &Function, blocks: &[Block]) -> bool {
    let vector = |v: Value| module.types.lanes(func.dfg.value_type(v)) > 1;
    blocks.iter().flat_map(|&b| func.layout.block_insts(b)).any(|&inst| {
        matches!(func.inst(inst), InstData::Call { .. })
            || func.dfg.result(inst).is_some_and(vector)
            || func.inst(inst).operands().iter().any(|&v| vector(v))
    })
}

// header(p): br test, body, exit          copy 0: header0(p) -> body0 -> header1(p') -> ...
// body: ...; jump header(p')        ─▶    copy trips: header_trips(p'') -> exit
//
// The header runs trips + 1 times and the body trips times, as in the loop. Each copy's back
// edges go to the next copy's header; every header but the last jumps into its body, the last
// one leaves. Values of the loop used after it are the last header's (only the header reaches
// the exit, so nothing else of the loop can be used there).
fn unroll(func: &mut Function, cfg: &ControlFlowGraph, loops: &LoopForest, l: Loop, trips: i64) {
    let data = loops.data(l).clone();
    let h = data.header;
    let src = func.clone();
    let mut copies: Vec<BTreeMap<Block, Block>> = Vec::new();
    let mut vmaps: Vec<SecondaryMap<Value, Option<Value>>> = Vec::new();
    for k in 0..=trips {
        let blocks: Vec<Block> = if k == trips { vec![h] } else { data.blocks.clone() };
        let mut vmap = SecondaryMap::new();
        let mut bmap = BTreeMap::new();
        copy_blocks(&src, func, &[], &blocks, &mut vmap, &mut bmap);
        copies.push(bmap);
        vmaps.push(vmap);
    }
    let stays_on_then = match src.inst(src.terminator(h).expect("checked")) {
        InstData::Branch { then_dest, .. } => data.contains(then_dest.block),
        _ => unreachable!("checked"),
    };
    for k in 0..=trips as usize {
        let hk = copies[k][&h];
        let term = func.terminator(hk).expect("the header ends in its test");
        let InstData::Branch { then_dest, else_dest, .. } = func.inst(term).clone() else { unreachable!("checked") };
        let (inside, outside) = if stays_on_then { (then_dest, else_dest) } else { (else_dest, then_dest) };
        // The last header leaves; the others go on into their copy of the body.
        func.dfg.insts[term] = InstData::Jump(if k == trips as usize { outside } else { inside });
        if k < trips as usize {
            let next = copies[k + 1][&h];
            for &b in &data.blocks {
                let bk = copies[k][&b];
                let Some(t) = func.terminator(bk) else { continue };
                for dest in func.dfg.insts[t].branch_targets_mut() {
                    if dest.block == hk && b != h {
                        dest.block = next;
                    }
                }
            }
        }
    }
    // The entering edges go to the first copy; later uses of the loop's values take the last.
    let entering: Vec<Block> = cfg.preds(h).iter().copied().filter(|p| !data.contains(*p)).collect();
    redirect_entries(func, &entering, h, copies[0][&h]);
    let last = &vmaps[trips as usize];
    let outside: Vec<Block> = func.layout.blocks().iter().copied().filter(|b| !data.contains(*b)).collect();
    for b in outside.iter().copied().filter(|b| src.layout.is_block_inserted(*b)) {
        for &inst in &func.layout.block_insts(b).to_vec() {
            func.dfg.insts[inst].map_operands(|v| {
                if src_defined_in(&src, &data.blocks, v) {
                    last[v].unwrap_or(v)
                } else {
                    v
                }
            });
        }
    }
    // Layout: the copies, in order, where the loop was (the last one only its header).
    let copies: Vec<&BTreeMap<Block, Block>> = copies.iter().collect();
    let order = copies_before(&src, &data.blocks, h, &copies, false);
    for &b in &data.blocks {
        func.layout.remove_block(b);
    }
    func.layout.set_block_order(order);
}

/// Whether `v` is a parameter or result of one of `blocks` in `src`.
fn src_defined_in(src: &Function, blocks: &[Block], v: Value) -> bool {
    if v.index() >= src.dfg.values.len() {
        return false;
    }
    let b = match src.dfg.value_def(v) {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(inst) => src.layout.inst_block(inst),
    };
    b.is_some_and(|b| blocks.contains(&b))
}

/// Merges each block into its predecessor when that predecessor jumps to it and nothing else
/// does: the block's parameters become the jump's arguments.
fn merge_jump_chains(func: &mut Function) {
    loop {
        // Predecessors are all this reads: the CFG alone, afresh after each merge.
        let cfg = ControlFlowGraph::compute(func);
        let entry = func.entry_block();
        let found = func.layout.blocks().iter().copied().find_map(|b| {
            if Some(b) == entry || func.loop_pragmas[b].is_some() {
                return None;
            }
            let [p] = cfg.preds(b) else { return None };
            let t = func.terminator(*p)?;
            match func.inst(t) {
                InstData::Jump(dest) if dest.block == b && *p != b => Some((*p, b, t)),
                _ => None,
            }
        });
        let Some((p, b, t)) = found else { break };
        let InstData::Jump(dest) = func.inst(t).clone() else { unreachable!("matched above") };
        func.layout.remove_inst(t);
        for (param, arg) in func.dfg.block_params(b).to_vec().into_iter().zip(dest.args) {
            func.replace_uses(param, arg);
        }
        for inst in func.layout.block_insts(b).to_vec() {
            func.layout.remove_inst(inst);
            func.layout.append_inst(inst, p);
        }
        func.layout.remove_block(b);
    }
}

#[cfg(test)]
mod tests {
    use super::{unroll_loops, unroll_small_loops, NESTED_SCALAR};
    use crate::transform::check;

    // for (k = 0; k < 2; k++) x = x * 3 + k; return x;
    const TWO_TRIPS: &str = "
func @f: fn(int) -> int {
block0(v0: int):
    v3 = const.int 0
    jump block1(v3, v0)
block1(v22: int, v23: int):
    v6 = const.int 2
    v7 = lt.int v22, v6
    br v7, block2, block4
block2:
    v11 = const.int 3
    v12 = mul.int v23, v11
    v15 = add.int v12, v22
    jump block3
block3:
    v18 = const.int 1
    v19 = add.int v22, v18
    jump block1(v19, v15)
block4:
    ret v23
}";

    #[test]
    fn a_constant_count_loop_becomes_its_iterations_in_order() {
        check(
            unroll_small_loops,
            TWO_TRIPS,
            "
func @f: fn(int) -> int {
block0(v0: int):
    v3 = const.int 0
    v28 = const.int 3
    v29 = mul.int v0, v28
    v30 = add.int v29, v3
    v32 = const.int 1
    v37 = const.int 3
    v38 = mul.int v30, v37
    v39 = add.int v38, v32
    ret v39
}",
        );
    }

    // for (i = 0; i < n; i++) for (k = 0; k < 2; k++) x = x * 3 + k; return x;
    const NEST: &str = "
func @f: fn(int, int) -> int {
block0(v0: int, v1: int):
    v3 = const.int 0
    jump block1(v3, v1)
block1(v10: int, v11: int):
    v12 = lt.int v10, v0
    br v12, block2, block6
block2:
    v13 = const.int 0
    jump block3(v13, v11)
block3(v22: int, v23: int):
    v6 = const.int 2
    v7 = lt.int v22, v6
    br v7, block4, block5
block4:
    v14 = const.int 3
    v15 = mul.int v23, v14
    v16 = add.int v15, v22
    v18 = const.int 1
    v19 = add.int v22, v18
    jump block3(v19, v16)
block5:
    v20 = const.int 1
    v21 = add.int v10, v20
    jump block1(v21, v23)
block6:
    ret v11
}";

    fn nested_scalar(module: &crate::ir::Module, func: &mut crate::ir::Function) -> bool {
        !unroll_loops(module, func, &NESTED_SCALAR).is_empty()
    }

    #[test]
    fn after_the_vectorizers_an_inner_loop_is_unrolled() {
        check(
            nested_scalar,
            NEST,
            "
func @f: fn(int, int) -> int {
block0(v0: int, v1: int):
    v3 = const.int 0
    jump block1(v3, v1)
block1(v10: int, v11: int):
    v12 = lt.int v10, v0
    br v12, block2, block6
block2:
    v13 = const.int 0
    v28 = const.int 3
    v29 = mul.int v11, v28
    v30 = add.int v29, v13
    v32 = const.int 1
    v37 = const.int 3
    v38 = mul.int v30, v37
    v39 = add.int v38, v32
    v20 = const.int 1
    v21 = add.int v10, v20
    jump block1(v21, v39)
block6:
    ret v11
}",
        );
    }

    #[test]
    fn after_the_vectorizers_a_loop_outside_any_other_stays() {
        check(nested_scalar, TWO_TRIPS, TWO_TRIPS);
    }

    #[test]
    fn a_loop_past_the_budget_stays() {
        let big = TWO_TRIPS.replace("const.int 2\n", "const.int 1000\n");
        check(unroll_small_loops, &big, &big);
    }

    #[test]
    fn a_loop_with_an_asm_statement_stays() {
        let with_asm = TWO_TRIPS.replace("    v11 = const.int 3\n", "    call @__asm.1()\n    v11 = const.int 3\n");
        let input = format!("declare @__asm.1: fn() -> void asm [\"__asm__ (\\\"nop\\\")\"]\n{}", with_asm);
        check(unroll_small_loops, &input, &input);
    }

    #[test]
    fn a_loop_with_a_second_exit_stays() {
        let input = "
func @f: fn(int) -> int {
block0(v0: int):
    v3 = const.int 0
    jump block1(v3, v0)
block1(v22: int, v23: int):
    v6 = const.int 2
    v7 = lt.int v22, v6
    br v7, block2, block4
block2:
    v11 = const.int 3
    v12 = mul.int v23, v11
    v13 = gt.int v12, v11
    br v13, block4, block3
block3:
    v18 = const.int 1
    v19 = add.int v22, v18
    jump block1(v19, v12)
block4:
    ret v23
}";
        check(unroll_small_loops, input, input);
    }
}
