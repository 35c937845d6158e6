//! Copies blocks of one function into another, renaming values and blocks (outlining a loop
//! body, and splicing its vector variant back), and a value's computation within one function
//! (`recompute_before`).

use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

/// `v` computed again just before `before`: the instructions it is computed from copied in
/// order (each with its source name), except those `as_is` accepts, whose values are used as
/// they are, and values `done` maps already: the copies made so far, and any the caller maps up
/// front (a loop's header parameters to what its preheader passes). Block parameters not in
/// `done` are used as they are. The caller checks that the copied instructions may run there.
pub fn recompute_before(
    func: &mut Function,
    before: Inst,
    v: Value,
    as_is: &dyn Fn(&Function, Inst) -> bool,
    done: &mut BTreeMap<Value, Value>,
) -> Value {
    if let Some(&c) = done.get(&v) {
        return c;
    }
    let Some(def) = func.dfg.defining_inst(v) else { return v };
    if as_is(func, def) {
        return v;
    }
    let mut data = func.inst(def).clone();
    for w in data.operands() {
        recompute_before(func, before, w, as_is, done);
    }
    data.map_operands(|w| done.get(&w).copied().unwrap_or(w));
    let copy = func.insert_before(before, data, Some(func.value_type(v)), func.srclocs[def]).expect("a value");
    func.value_names[copy] = func.value_names[v].clone();
    done.insert(v, copy);
    copy
}

/// Copies the instructions `into` lists into existing blocks of `dst` (appended), then each
/// block of `blocks` as a new block of `dst` with its parameters. Operands are renamed through
/// `vmap` (values it does not map are kept: the caller has mapped everything defined outside
/// the copied code), branch targets through `bmap` (the new blocks are added to it).
pub fn copy_blocks(
    src: &Function,
    dst: &mut Function,
    into: &[(Block, Vec<Inst>)],
    blocks: &[Block],
    vmap: &mut SecondaryMap<Value, Option<Value>>,
    bmap: &mut BTreeMap<Block, Block>,
) {
    let mut work: Vec<(Block, Vec<Inst>)> = into.to_vec();
    for &b in blocks {
        let nb = dst.make_block();
        for &p in src.dfg.block_params(b) {
            let np = dst.dfg.append_block_param(nb, src.value_type(p));
            dst.value_names[np] = src.value_names[p].clone();
            vmap[p] = Some(np);
        }
        bmap.insert(b, nb);
        work.push((nb, src.layout.block_insts(b).to_vec()));
    }
    let mut made = Vec::new();
    for (dblock, insts) in work {
        for inst in insts {
            let ty = src.dfg.result(inst).map(|r| src.value_type(r));
            let ninst =
                FuncCursor::untyped_at_end(dst, dblock, src.srclocs[inst]).insert_inst(src.inst(inst).clone(), ty);
            if let (Some(r), Some(nr)) = (src.dfg.result(inst), dst.dfg.result(ninst)) {
                vmap[r] = Some(nr);
                dst.value_names[nr] = src.value_names[r].clone();
            }
            made.push(ninst);
        }
    }
    for ninst in made {
        let data = &mut dst.dfg.insts[ninst];
        data.map_operands(|v| vmap[v].unwrap_or(v));
        for dest in data.branch_targets_mut() {
            if let Some(&nb) = bmap.get(&dest.block) {
                dest.block = nb;
            }
        }
    }
}

/// Gives `dst` a copy of each of `slots` of `src` and points the `slotaddr`s of `blocks` (blocks
/// of `dst` copied from `src`) at the copies: the outlined body's private arrays, and the
/// variant's per-lane copies of them spliced back.
pub fn copy_slots(src: &Function, dst: &mut Function, slots: &[StackSlot], blocks: &[Block]) {
    let map: BTreeMap<StackSlot, StackSlot> =
        slots.iter().map(|&s| (s, dst.slots.push(src.slots[s].clone()))).collect();
    for &b in blocks {
        for &inst in dst.layout.block_insts(b).to_vec().iter() {
            if let InstData::SlotAddr(s) = dst.inst(inst) {
                if let Some(&copy) = map.get(s) {
                    dst.dfg.insts[inst] = InstData::SlotAddr(copy);
                }
            }
        }
    }
}

/// The instructions of `blocks`, constants not counted, if none is an `asm` statement (never
/// duplicated: its text may define labels): the size of one copy of a loop.
pub fn copyable_size(module: &Module, func: &Function, blocks: &[Block]) -> Option<usize> {
    let insts = || blocks.iter().flat_map(|&b| func.layout.block_insts(b));
    let is_asm = |inst: &Inst| matches!(func.inst(*inst), InstData::Call { callee: Callee::Direct(f), .. } if module.funcs[*f].asm.is_some());
    if insts().any(is_asm) {
        return None;
    }
    Some(insts().filter(|&&inst| !matches!(func.inst(inst), InstData::Const(_))).count())
}

/// Points the edges into `header` from `preds` (the loop's entering blocks) at `to`.
pub fn redirect_entries(func: &mut Function, preds: &[Block], header: Block, to: Block) {
    for &p in preds {
        if let Some(t) = func.terminator(p) {
            for dest in func.dfg.insts[t].branch_targets_mut() {
                if dest.block == header {
                    dest.block = to;
                }
            }
        }
    }
}

/// The layout of `src` with each of `copies` of `blocks` (a loop headed by `header`), in
/// order, placed just before `header`, and the blocks of `blocks` themselves kept or not.
pub fn copies_before(
    src: &Function,
    blocks: &[Block],
    header: Block,
    copies: &[&BTreeMap<Block, Block>],
    keep: bool,
) -> Vec<Block> {
    let in_order: Vec<Block> = src.layout.blocks().iter().copied().filter(|b| blocks.contains(b)).collect();
    let mut order = Vec::new();
    for &b in src.layout.blocks() {
        if b == header {
            for copy in copies {
                order.extend(in_order.iter().filter_map(|x| copy.get(x).copied()));
            }
        }
        if keep || !blocks.contains(&b) {
            order.push(b);
        }
    }
    order
}
