//! Copy loops as one call of `memcpy`. Before the loop vectorizer, an innermost loop that only
//! copies consecutive elements from one object to another,
//!
//! ```text
//! for (i = lo; i < hi; i++) dst[i + c] = src[i + d];
//! ```
//!
//! becomes `if (count > 0) __builtin_memcpy(&dst[lo + c], &src[lo + d], count * sizeof *dst)`,
//! as gcc (loop distribution) and LLVM (LoopIdiomRecognize) do: the C library's copy moves a
//! block faster than a vector loop of loads and stores (bench jacobi_f64 on Zen 5, by hand: its
//! copy-back loop as vcc's vector loop 0.125 s, as memcpy 0.096 s; gcc -O3 -march=native,
//! which calls memcpy, 0.098 s). `__builtin_memcpy` needs no `#include <string.h>` in the
//! user's file; gcc and clang call `memcpy` for it.
//!
//! The loop must be a header that counts (`TripCount` with the test in the header, no early
//! exits) and a straight line of blocks back to it, the body; the body loads one element and stores it, nothing else touches
//! memory or calls anything; both addresses move forward by one element an iteration from a
//! start that is invariant; the two objects are distinct (`deps::may_alias`), so no copied
//! element is one the loop writes; and no value of the loop is used after it. The bytes are
//! copied as they are, which is what loading and storing an element does (floats included).
//! The first loop is found with the pipeline's `LoopAnalysis`; after each rewrite the pass
//! computes a fresh one.

use crate::analysis::affine::{Address, Affine, AffineInfo, Base, Term};
use crate::analysis::deps::{escaping_slots, may_alias};
use crate::analysis::{ControlFlowGraph, Loop, LoopAnalysis, LoopData, LoopForest};
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::transform::loopvec::legal::loop_loc;

/// The name of the copy routine the calls go to.
pub const MEMCPY: &str = "__builtin_memcpy";

/// Replaces every copy loop of `func` by a call of `__builtin_memcpy` (declared in `module` on
/// first use); a remark for each. `analysis` is of `func` as it is. Returns whether anything
/// changed.
pub fn copy_loops_to_memcpy(
    module: &mut Module,
    func: &mut Function,
    analysis: &LoopAnalysis,
    remarks: &mut Remarks,
) -> bool {
    let mut changed = false;
    // One loop at a time, the analyses computed afresh after each.
    let mut fresh: Option<LoopAnalysis> = None;
    while let Some(copy) = find_copy_loop(module, func, fresh.as_ref().unwrap_or(analysis)) {
        let loc = loop_loc(func, copy.header);
        rewrite(module, func, &copy);
        fresh = Some(LoopAnalysis::compute(module, func));
        remarks.push(
            loc,
            RemarkKind::Passed,
            "idiom",
            "loop replaced by a call of memcpy (it copies consecutive elements between two distinct objects)",
        );
        changed = true;
    }
    changed
}

/// A copy loop found: its blocks, the block before it, where it goes after, and what it copies.
struct CopyLoop {
    header: Block,
    body: Vec<Block>,
    preheader: Block,
    exit: Block,
    /// Iterations of the body (its back edges: the test is in the header); may be negative,
    /// meaning none.
    count: Affine,
    elem_size: i64,
    dst: Address,
    src: Address,
}

fn find_copy_loop(module: &Module, func: &Function, analysis: &LoopAnalysis) -> Option<CopyLoop> {
    let LoopAnalysis { cfg, loops, affine, .. } = analysis;
    let escaping = escaping_slots(func, affine);
    let found = loops.loops_innermost_first().find_map(|lp| {
        let found = copy_loop(module, func, cfg, loops, affine, lp)?;
        let distinct =
            found.dst.base != found.src.base && !may_alias(module, func, &escaping, found.dst.base, found.src.base);
        distinct.then_some(found)
    });
    found
}

/// Whether `lp` is a counted loop that copies one element per iteration forwards, and what it copies.
fn copy_loop(
    module: &Module,
    func: &Function,
    cfg: &ControlFlowGraph,
    loops: &LoopForest,
    affine: &AffineInfo,
    lp: Loop,
) -> Option<CopyLoop> {
    let data = loops.data(lp);
    let header = data.header;
    if !data.children.is_empty() || data.latches.len() != 1 {
        return None;
    }
    let info = affine.loop_info(lp)?;
    let trip = info.trip_count.as_ref().ok()?;
    if trip.exiting_block != header || !trip.early_exits.is_empty() {
        return None;
    }
    let count = trip.backedge_taken.clone()?;
    if !count
        .terms
        .iter()
        .all(|&(term, _)| matches!(term, Term::Value(v) if affine.def_block(v).is_some_and(|b| !data.contains(b))))
    {
        return None;
    }
    let (exit, body) = straight_body(func, data)?;
    // One way in: a jump from the block before.
    let outside: Vec<Block> = cfg.preds(header).iter().copied().filter(|p| !data.contains(*p)).collect();
    let [preheader] = outside[..] else { return None };
    if !matches!(func.inst(func.layout.last_inst(preheader)?), InstData::Jump(call) if call.block == header) {
        return None;
    }
    let (src_addr, dst_addr, elem_size) = copied_element(module, func, header, &body)?;
    let (dst, src) = (
        moves_forward(affine, loops, lp, dst_addr, elem_size)?,
        moves_forward(affine, loops, lp, src_addr, elem_size)?,
    );
    if used_after(func, affine, data) {
        return None;
    }
    Some(CopyLoop { header, body, preheader, exit, count, elem_size, dst, src })
}

/// The loop's exit block and body, if its header tests and the body runs straight back to it.
fn straight_body(func: &Function, data: &LoopData) -> Option<(Block, Vec<Block>)> {
    let header = data.header;
    // The header tests and goes to the body or out, with no arguments to the exit.
    let InstData::Branch { then_dest, else_dest, .. } = func.inst(func.layout.last_inst(header)?) else { return None };
    let (in_body, exit_call) =
        if data.contains(then_dest.block) { (then_dest, else_dest) } else { (else_dest, then_dest) };
    if !in_body.args.is_empty()
        || !exit_call.args.is_empty()
        || data.contains(exit_call.block)
        || in_body.block == header
    {
        return None;
    }
    // The body: a straight line of blocks back to the header.
    let mut body = vec![in_body.block];
    loop {
        let last = *body.last()?;
        let InstData::Jump(call) = func.inst(func.layout.last_inst(last)?) else { return None };
        if call.block == header {
            break;
        }
        if !call.args.is_empty() || !data.contains(call.block) || body.contains(&call.block) {
            return None;
        }
        body.push(call.block);
    }
    if body.len() + 1 != data.blocks.len() {
        return None;
    }
    Some((exit_call.block, body))
}

/// The load's and the store's addresses and the element size, if the body only stores what it loads.
fn copied_element(module: &Module, func: &Function, header: Block, body: &[Block]) -> Option<(Value, Value, i64)> {
    // The header computes only values; the body one load, the store of what it loaded, values.
    let is_pure = |inst: Inst| {
        !matches!(
            func.inst(inst),
            InstData::Load { .. }
                | InstData::Store { .. }
                | InstData::BitfieldLoad { .. }
                | InstData::BitfieldStore { .. }
                | InstData::Call { .. }
                | InstData::VectorLoad { .. }
                | InstData::VectorStore { .. }
                | InstData::Gather { .. }
                | InstData::Scatter { .. }
        )
    };
    if !func.layout.block_insts(header).iter().all(|i| is_pure(*i)) {
        return None;
    }
    let mut load = None;
    let mut store = None;
    for &inst in body.iter().flat_map(|b| func.layout.block_insts(*b)) {
        match func.inst(inst) {
            InstData::Load { addr, volatile: false } if load.is_none() => load = Some((inst, *addr)),
            InstData::Store { addr, value, volatile: false } if store.is_none() => store = Some((*addr, *value)),
            _ if is_pure(inst) => {}
            _ => return None,
        }
    }
    let ((load, src_addr), (dst_addr, value)) = (load?, store?);
    if func.dfg.result(load) != Some(value) {
        return None;
    }
    let ty = func.value_type(value);
    if !(module.types.is_arithmetic(ty) || module.types.is_pointer(ty)) {
        return None;
    }
    let elem_size = module.types.size_of(ty)? as i64;
    Some((src_addr, dst_addr, elem_size))
}

/// `addr`'s address, if it moves forward by `elem_size` bytes per iteration from an invariant start.
fn moves_forward(affine: &AffineInfo, loops: &LoopForest, lp: Loop, addr: Value, elem_size: i64) -> Option<Address> {
    let data = loops.data(lp);
    let a = affine.address(addr)?;
    let iter = Term::Iter(lp);
    let invariant_terms = a.offset.terms.iter().all(|&(term, _)| match term {
        Term::Iter(l) => l == lp,
        Term::Value(v) => affine.def_block(v).is_some_and(|b| !data.contains(b)),
        Term::ValueIter(..) => false,
    });
    (a.offset.coeff(iter) == elem_size && invariant_terms && affine.is_invariant_base(loops, a.base, lp))
        .then(|| a.clone())
}

/// Whether a value of the loop is used after it.
fn used_after(func: &Function, affine: &AffineInfo, data: &LoopData) -> bool {
    // Nothing of the loop is used after it.
    for (block, inst) in func.insts_in_order() {
        if data.contains(block) {
            continue;
        }
        let mut used = false;
        func.inst(inst).for_each_operand(|v| used |= affine.def_block(v).is_some_and(|b| data.contains(b)));
        if used {
            return true;
        }
    }
    false
}

/// The loop's work as `if (count > 0) memcpy(dst, src, count * size)` at the end of the
/// preheader; the loop's blocks leave the layout.
fn rewrite(module: &mut Module, func: &mut Function, copy: &CopyLoop) {
    let memcpy = memcpy_function(module);
    let sig = module.types.func_type(module.funcs[memcpy].ty).cloned();
    let base_types: Vec<TypeId> = [&copy.dst, &copy.src]
        .iter()
        .map(|a| match a.base {
            Base::Value(v) => func.value_type(v),
            Base::Global(g) => module.types.ptr_to(module.globals[g].ty),
            Base::Slot(s) => module.types.ptr_to(func.slots[s].ty),
        })
        .collect();
    let jump = func.layout.last_inst(copy.preheader).expect("the preheader ends in a jump");
    let loc = loop_loc(func, copy.header);
    let mut cur = FuncCursor::before(func, &mut module.types, jump, loc);
    let (long, ulong, int) = (cur.int_type(IntKind::Long), cur.int_type(IntKind::ULong), cur.int_type(IntKind::Int));
    let uchar = cur.int_type(IntKind::UChar);
    let bytes_ptr = cur.ptr_type(uchar);
    let void = cur.types.void();
    let void_ptr = cur.ptr_type(void);
    let count = materialize(&mut cur, &copy.count, long);
    let mut starts = Vec::new();
    for (a, base_ty) in [&copy.dst, &copy.src].into_iter().zip(base_types) {
        let base = match a.base {
            Base::Value(v) => v,
            Base::Global(g) => cur.ins(InstData::GlobalAddr(g), base_ty),
            Base::Slot(s) => cur.ins(InstData::SlotAddr(s), base_ty),
        };
        let bytes = cur.cast(base, bytes_ptr);
        let terms = a.offset.terms.iter().filter(|(t, _)| !matches!(t, Term::Iter(_))).copied().collect();
        let offset = materialize(&mut cur, &Affine { constant: a.offset.constant, terms }, long);
        let first = cur.ins(InstData::PtrAdd { base: bytes, index: offset }, bytes_ptr);
        starts.push(cur.cast(first, void_ptr));
    }
    let zero = cur.iconst(long, 0);
    let any = cur.binary(BinaryOp::Gt, count, zero, int);
    let size = cur.iconst(long, copy.elem_size);
    let bytes = cur.binary(BinaryOp::Mul, count, size, long);
    let bytes = cur.cast(bytes, ulong);
    let call_block = cur.func.make_block();
    cur.func.layout.move_blocks_before(&[call_block], copy.header);
    cur.goto_end(call_block);
    // The file may declare `__builtin_memcpy` itself (it calls it): its types, not ours.
    let args = match sig.as_ref() {
        Some(sig) if sig.params.len() == 3 => {
            let mut args = vec![starts[0], starts[1], bytes];
            for (arg, &ty) in args.iter_mut().zip(&sig.params) {
                if cur.func.value_type(*arg) != ty {
                    *arg = cur.cast(*arg, ty);
                }
            }
            args
        }
        _ => vec![starts[0], starts[1], bytes],
    };
    let call = InstData::Call { callee: Callee::Direct(memcpy), args };
    match sig.map(|s| s.ret).filter(|r| *r != void) {
        Some(ret) => {
            cur.ins(call, ret);
        }
        None => cur.ins_void(call),
    }
    cur.ins_void(InstData::Jump(BlockCall::new(copy.exit, vec![])));
    func.dfg.insts[jump] = InstData::Branch {
        cond: any,
        then_dest: BlockCall::new(call_block, vec![]),
        else_dest: BlockCall::new(copy.exit, vec![]),
    };
    func.layout.remove_block(copy.header);
    for &block in &copy.body {
        func.layout.remove_block(block);
    }
}

/// An invariant affine expression of values and a constant, as a `long` at the cursor (its
/// terms are values: `copy_loop` checks).
fn materialize(cur: &mut FuncCursor, expr: &Affine, long: TypeId) -> Value {
    let mut acc: Option<Value> = None;
    for &(term, coeff) in &expr.terms {
        let Term::Value(v) = term else { continue };
        let v = if cur.func.value_type(v) == long { v } else { cur.cast(v, long) };
        let scaled = if coeff == 1 {
            v
        } else {
            let c = cur.iconst(long, coeff);
            cur.binary(BinaryOp::Mul, v, c, long)
        };
        acc = Some(match acc {
            Some(acc) => cur.binary(BinaryOp::Add, acc, scaled, long),
            None => scaled,
        });
    }
    match acc {
        Some(acc) if expr.constant == 0 => acc,
        Some(acc) => {
            let c = cur.iconst(long, expr.constant);
            cur.binary(BinaryOp::Add, acc, c, long)
        }
        None => cur.iconst(long, expr.constant),
    }
}

/// `__builtin_memcpy`, declared as `void (void *, void *, unsigned long)` on first use.
fn memcpy_function(module: &mut Module) -> FuncId {
    if let Some((id, _)) = module.funcs.iter().find(|(_, d)| d.name == MEMCPY) {
        return id;
    }
    let types = &mut module.types;
    let void = types.void();
    let void_ptr = types.ptr_to(void);
    let ulong = types.int(IntKind::ULong);
    let ty = types.func(FuncType {
        ret: void,
        params: vec![void_ptr, void_ptr, ulong],
        variadic: false,
        has_prototype: true,
    });
    module.funcs.push(FuncDecl::external(MEMCPY, ty))
}
