//! The form an outer loop must have, and its body outlined as a function of the outer index.
//!
//! ```text
//! pre:           jump h(start)
//! h(i):          ...pure...; c = lt i, bound; br c, body, exit
//! body ... latch: jump h(i + 1)
//! ```
//!
//! `bound` is defined before the loop, `i` is the header's only parameter (no other value is
//! carried from one outer iteration to the next), the header's test is the only way out (no
//! `break`, no `return`), and no local lives in memory inside the loop but the loop's private
//! arrays (`Function::private_arrays`: named in its `omp simd private(...)` or declared in its
//! body) that nothing outside it uses: the outlined function declares them as its own locals,
//! so that its variant gives each lane a copy (wfv's per-lane stack slots). The outlined function
//! takes `i` and every value the loop reads from before it (constants and global addresses are
//! copied instead), and returns where the loop would go back to the header; the
//! function-level vectorizer then makes its variant with `i` linear and the rest uniform.

use super::copy::{copy_blocks, copy_slots};
use crate::analysis::{ControlFlowGraph, Loop, LoopForest};
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

/// An outer loop in the form above.
#[derive(Clone, Debug)]
pub struct OuterLoop {
    pub header: Block,
    pub preheader: Block,
    pub body_entry: Block,
    pub iv: Value,
    /// Defined before the loop, or a constant (which may be in the header: the vector loop
    /// makes its own copy).
    pub bound: Value,
    /// Values defined before the loop that it reads, in order of first use.
    pub live_ins: Vec<Value>,
    /// The loop's private arrays, locals of the outlined function.
    pub private_slots: Vec<StackSlot>,
}

fn defined_in(func: &Function, loops: &LoopForest, lp: Loop, v: Value) -> bool {
    let block = match func.dfg.value_def(v) {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(inst) => func.layout.inst_block(inst),
    };
    block.is_some_and(|b| loops.data(lp).contains(b))
}

fn is_const_one(func: &Function, v: Value) -> bool {
    let Some(inst) = func.dfg.defining_inst(v) else { return false };
    matches!(func.inst(inst), InstData::Const(Const::Int(1)))
}

fn is_constant(func: &Function, v: Value) -> bool {
    func.dfg.defining_inst(v).is_some_and(|inst| matches!(func.inst(inst), InstData::Const(_)))
}

/// Whether `v` is defined by an instruction without operands that can be copied (a constant,
/// the address of a global or function).
fn is_copyable_leaf(func: &Function, v: Value) -> bool {
    let Some(inst) = func.dfg.defining_inst(v) else { return false };
    matches!(func.inst(inst), InstData::Const(_) | InstData::GlobalAddr(_) | InstData::FuncAddr(_))
}

/// Checks the form; the error says what is missing.
pub fn check(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    lp: Loop,
) -> Result<OuterLoop, String> {
    let data = loops.data(lp);
    let h = data.header;
    let params = func.dfg.block_params(h);
    if params.len() != 1 {
        return Err(
            "it carries values from one iteration to the next besides its index (a reduction or recurrence)".into()
        );
    }
    let iv = params[0];
    let iv_ty = func.value_type(iv);
    if !matches!(
        module.types.int_kind(iv_ty),
        Some(IntKind::Int | IntKind::UInt | IntKind::Long | IntKind::ULong | IntKind::LongLong | IntKind::ULongLong)
    ) {
        return Err("its index is not an int or long".into());
    }
    let outside: Vec<Block> = cfg.preds(h).iter().copied().filter(|p| !data.contains(*p)).collect();
    let [preheader] = outside.as_slice() else { return Err("it is entered from more than one place".into()) };
    let pre_term = func.terminator(*preheader).map(|t| func.inst(t));
    if !matches!(pre_term, Some(InstData::Jump(_))) {
        return Err("it is entered by a conditional branch".into());
    }
    let Some(term) = func.terminator(h) else { return Err("its header has no terminator".into()) };
    let InstData::Branch { cond, then_dest, else_dest } = func.inst(term) else {
        return Err("its test is not a two-way branch".into());
    };
    if !data.contains(then_dest.block) || data.contains(else_dest.block) || !then_dest.args.is_empty() {
        return Err("its test is not `index < bound` at the top".into());
    }
    let Some(cmp) = func.dfg.defining_inst(*cond) else { return Err("its test is not a comparison".into()) };
    let bound = match func.inst(cmp) {
        InstData::Binary { op: BinaryOp::Lt, args: [a, b] }
            if *a == iv && (!defined_in(func, loops, lp, *b) || is_constant(func, *b)) =>
        {
            *b
        }
        _ => return Err("its test is not `index < bound` with a bound set before the loop".into()),
    };
    for &(from, _) in &loops.exits(func, cfg, lp) {
        if from != h {
            return Err("it has an exit besides its test (break, return or goto)".into());
        }
    }
    let private_slots = private_slots(func, loops, lp);
    for &b in &data.blocks {
        for &inst in func.layout.block_insts(b) {
            match func.inst(inst) {
                InstData::SlotAddr(s) if !private_slots.contains(s) => {
                    return Err("it uses a local variable in memory (an array, a struct or an address-taken variable) that is not private to its iterations".into())
                }
                InstData::Return(_) | InstData::Unreachable => return Err("it returns from the function".into()),
                InstData::Load { volatile: true, .. } | InstData::Store { volatile: true, .. } => return Err("it has a volatile access".into()),
                InstData::BitfieldLoad { .. } | InstData::BitfieldStore { .. } => return Err("it accesses a bit-field".into()),
                data if b == h && !data.is_terminator() && !data.is_pure() => return Err("its test does more than compare".into()),
                _ => {}
            }
        }
        for call in func.calls_to(b, h) {
            let next = call.args.first().copied();
            let step_one = next.and_then(|n| func.dfg.defining_inst(n)).is_some_and(|i| match func.inst(i) {
                InstData::Binary { op: BinaryOp::Add, args: [a, c] } => {
                    (*a == iv && is_const_one(func, *c)) || (*c == iv && is_const_one(func, *a))
                }
                _ => false,
            });
            if !step_one {
                return Err("its index does not step by 1".into());
            }
        }
    }
    let mut live_ins = Vec::new();
    for &b in &data.blocks {
        for &inst in func.layout.block_insts(b) {
            func.inst(inst).for_each_operand(|v| {
                if !defined_in(func, loops, lp, v) && !is_copyable_leaf(func, v) && !live_ins.contains(&v) {
                    live_ins.push(v);
                }
            });
        }
    }
    for &v in &live_ins {
        if !module.types.is_scalar(func.value_type(v)) {
            return Err("it reads a struct value from before the loop".into());
        }
    }
    Ok(OuterLoop { header: h, preheader: *preheader, body_entry: then_dest.block, iv, bound, live_ins, private_slots })
}

/// The private arrays of `lp` whose address nothing outside the loop takes.
fn private_slots(func: &Function, loops: &LoopForest, lp: Loop) -> Vec<StackSlot> {
    let data = loops.data(lp);
    let mut res = func.private_arrays[data.header].clone();
    for (_, inst) in func.insts_in_order() {
        if let InstData::SlotAddr(s) = func.inst(inst) {
            if func.layout.inst_block(inst).is_none_or(|b| !data.contains(b)) {
                res.retain(|p| p != s);
            }
        }
    }
    res
}

/// The loop body as a function `void f(index, live-ins...)` with the given annotation.
pub fn outline(
    module: &mut Module,
    func: &Function,
    loops: &LoopForest,
    lp: Loop,
    outer: &OuterLoop,
    ann: VecFunctionAnnotation,
) -> Function {
    let data = loops.data(lp);
    let mut res = Function::new(format!("{}.outer", func.name));
    res.loc = func.loc;
    let entry = res.make_block();
    let mut vmap: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut param_types = Vec::new();
    for &v in std::iter::once(&outer.iv).chain(&outer.live_ins) {
        let ty = func.value_type(v);
        param_types.push(ty);
        let p = res.dfg.append_block_param(entry, ty);
        res.value_names[p] = func.value_names[v].clone();
        vmap[v] = Some(p);
    }
    // Constants and addresses of globals the loop reads from before it: copied.
    let mut cur = FuncCursor::untyped_at_end(&mut res, entry, func.loc);
    for (_, inst) in func.insts_in_order() {
        let Some(r) = func.dfg.result(inst) else { continue };
        if defined_in(func, loops, lp, r) || !is_copyable_leaf(func, r) {
            continue;
        }
        cur.loc = func.srclocs[inst];
        vmap[r] = Some(cur.ins(func.inst(inst).clone(), func.value_type(r)));
    }
    // The header's own instructions (pure) run first, then the body; going back to the header
    // is returning.
    let ret = res.dfg.make_block();
    let mut bmap: BTreeMap<Block, Block> = BTreeMap::new();
    bmap.insert(outer.header, ret);
    let body: Vec<Block> =
        func.layout.blocks().iter().copied().filter(|&b| data.contains(b) && b != outer.header).collect();
    let header_insts: Vec<Inst> =
        func.layout.block_insts(outer.header).iter().copied().filter(|&i| !func.inst(i).is_terminator()).collect();
    copy_blocks(func, &mut res, &[(entry, header_insts)], &body, &mut vmap, &mut bmap);
    let copied: Vec<Block> = std::iter::once(entry).chain(bmap.values().copied().filter(|&b| b != ret)).collect();
    copy_slots(func, &mut res, &outer.private_slots, &copied);
    let body_entry = bmap[&outer.body_entry];
    let mut cur = FuncCursor::untyped_at_end(&mut res, entry, func.loc);
    cur.ins_void(InstData::Jump(BlockCall::new(body_entry, vec![])));
    cur.func.layout.append_block(ret);
    cur.goto_end(ret);
    cur.ins_void(InstData::Return(None));
    // Edges back to the header carried the next index: dropped.
    for &b in bmap.values() {
        if let Some(t) = res.terminator(b) {
            for dest in res.dfg.insts[t].branch_targets_mut() {
                if dest.block == ret {
                    dest.args.clear();
                }
            }
        }
    }
    let void = module.types.void();
    res.ty = Some(module.types.func(FuncType { ret: void, params: param_types, variadic: false, has_prototype: true }));
    res.vec_annotations = vec![ann];
    res
}
