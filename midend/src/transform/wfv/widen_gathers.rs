//! Narrow gathers that are widened right away, `(float)vol[idx]` per lane on bytes or shorts
//! (wfv bench volume's density), as a gather of the 32-bit words that hold the elements.
//!
//! AVX2 gathers 32 bits per lane at least, so a gather of 8 bytes or shorts already reads each
//! element's aligned dword (emit avx2.rs `narrow_gather`) and then packs the lanes down to 8 or
//! 16 bits, which the cast to `int` or `float` widens back: two packs, a permute and two moves
//! for nothing. Here the cast takes the dwords' lanes instead: the gather becomes a gather of
//! `int`s at the element's address rounded down to a multiple of 4 (which never crosses a page,
//! so it faults nowhere the element's own load would not; inactive lanes touch no memory), and
//! the element is shifted out of its dword, sign- or zero-extended as the cast extends it.
//!
//! Only on targets with AVX2's gathers, whose intrinsics read the dwords of a byte array without
//! breaking C's aliasing rules (the generic lowering's per-lane `p[i]` through an `int *` would),
//! for 8 lanes (16 on AVX-512: one `vpgatherdd zmm`, which the 16 narrow lanes would otherwise
//! gather one by one) with `int` indices, where the gather's one reader is the cast. x86 is little
//! endian: the element at byte offset `o` of its dword is bits `8o..8o+8·size`.

use crate::ir::*;
use crate::target::{Target, TargetKind};

/// Rewrites the casts of narrow gathers in `func`; whether any changed.
pub(super) fn widen_narrow_gathers(types: &mut Types, func: &mut Function, target: &Target) -> bool {
    if !target.extends(TargetKind::Avx2) {
        return false;
    }
    // 8 or 16 dwords, as many as one register holds: one `vpgatherdd` (16 on AVX-512).
    let max_lanes = target.max_lanes(4);
    let found: Vec<(Inst, Inst, u32)> = func
        .insts_in_order()
        .filter_map(|(_, inst)| widened_gather(types, func, inst, max_lanes).map(|(g, n)| (inst, g, n)))
        .collect();
    for &(cast, gather, n) in &found {
        let words = gather_words(types, func, gather, n);
        let InstData::Cast { arg } = &mut func.dfg.insts[cast] else { continue };
        *arg = words;
        // A cast to `int` of the `int` words is no cast at all.
        let res = func.dfg.result(cast).expect("a cast has a result");
        if func.value_type(res) == func.value_type(words) {
            func.replace_uses(res, words);
            func.layout.remove_inst(cast);
        }
    }
    !found.is_empty()
}

/// The gather that `inst`, a cast of bytes or shorts to 32-bit ints or floats (8 or 16 lanes, at
/// most `max_lanes`), widens, when the cast is the only reader of its value; and its lanes.
fn widened_gather(types: &Types, func: &Function, inst: Inst, max_lanes: u32) -> Option<(Inst, u32)> {
    let InstData::Cast { arg } = func.inst(inst) else { return None };
    let gather = func.dfg.defining_inst(*arg)?;
    let InstData::Gather { indices, .. } = func.inst(gather) else { return None };
    let (to, from, index) = (func.value_type(func.dfg.result(inst)?), func.value_type(*arg), func.value_type(*indices));
    let elem_bytes = |ty: TypeId| types.size_of(types.scalar_of(ty));
    let n = types.lanes(to);
    let lanes_ok = matches!(n, 8 | 16) && n <= max_lanes && types.lanes(from) == n && types.lanes(index) == n;
    let to_ok = matches!(types.kind(to), TypeKind::Vector(e, _) if elem_bytes(*e) == Some(4) && (types.is_integer(*e) || types.is_float(*e)));
    let from_ok = matches!(types.kind(from), TypeKind::Vector(e, _) if types.is_integer(*e) && matches!(elem_bytes(*e), Some(1 | 2)));
    let index_ok = matches!(types.kind(index), TypeKind::Vector(e, _) if types.is_integer(*e) && types.is_signed(*e) && elem_bytes(*e) == Some(4));
    (lanes_ok && to_ok && from_ok && index_ok && readers(func, *arg) == 1).then_some((gather, n))
}

/// The instructions that read `v`. A jump argument counts only when its block parameter is read:
/// a BOSCC join passes every value of the block it skips, most of them to parameters nothing reads.
fn readers(func: &Function, v: Value) -> usize {
    let is_read = |param: Value| func.insts_in_order().any(|(_, i)| func.inst(i).operands().contains(&param));
    let mut n = 0;
    for (_, inst) in func.insts_in_order() {
        let data = func.inst(inst);
        let mut passed = 0;
        let mut passed_and_read = false;
        for dest in data.branch_targets() {
            for (arg, &param) in dest.args.iter().zip(func.dfg.block_params(dest.block)) {
                if *arg == v {
                    passed += 1;
                    passed_and_read |= is_read(param);
                }
            }
        }
        let direct = data.operands().iter().filter(|&&o| o == v).count().saturating_sub(passed);
        n += usize::from(direct > 0 || passed_and_read);
    }
    n
}

/// Writes, before `gather` (of `size`-byte elements at `base[indices]`), the gather of the dwords
/// that hold them and the elements shifted out of them as `lanes` `int`s; returns those.
//
//     off   = ((i & (4/size - 1)) * size) + (base & 3)     the element's byte in the dword at
//     q     = (i >> log2(4/size)) + (off >> 2)             dword q from the aligned base
//     up    = (unsigned)words[q] << 8·(4 - size - (off & 3))   the element in the top bits
//     elem  = up >> (32 - 8·size), arithmetic when the element is signed
fn gather_words(types: &mut Types, func: &mut Function, gather: Inst, lanes: u32) -> Value {
    let InstData::Gather { base, indices, mask } = func.inst(gather).clone() else {
        unreachable!("checked by widened_gather")
    };
    let narrow = func.value_type(func.dfg.result(gather).expect("a gather has a result"));
    let elem = types.scalar_of(narrow);
    let size = types.size_of(elem).expect("checked by widened_gather") as i64;
    let signed = types.is_signed(elem);
    let (int, uint, ulong) = (types.int(IntKind::Int), types.int(IntKind::UInt), types.int(IntKind::ULong));
    let (vint, vuint) = (types.vector(int, lanes), types.vector(uint, lanes));
    let mask_ty = types.mask(lanes);
    let const_int = types.qualified(int, Quals::CONST);
    let words_ptr = types.ptr_to(const_int);
    let loc = func.srclocs[gather];
    let mut at = |data: InstData, ty: TypeId| FuncCursor::untyped_before(func, gather, loc).ins(data, ty);
    let splat = |at: &mut dyn FnMut(InstData, TypeId) -> Value, c: i64, scalar: TypeId, vector: TypeId| {
        let k = at(InstData::Const(Const::Int(c as u64)), scalar);
        at(InstData::Splat { arg: k }, vector)
    };
    let bin = |op: BinaryOp, a: Value, b: Value| InstData::Binary { op, args: [a, b] };
    // The base rounded down to a multiple of 4, and how far below the base that is.
    let addr = at(InstData::Cast { arg: base }, ulong);
    let three = at(InstData::Const(Const::Int(3)), ulong);
    let misalign = at(bin(BinaryOp::And, addr, three), ulong);
    let aligned = at(bin(BinaryOp::Sub, addr, misalign), ulong);
    let words_base = at(InstData::Cast { arg: aligned }, words_ptr);
    let misalign = at(InstData::Cast { arg: misalign }, int);
    let misalign = at(InstData::Splat { arg: misalign }, vint);
    // The element's byte offset from the aligned dword below the base, and its dword.
    let in_word = splat(&mut at, 4 / size - 1, int, vint);
    let mut off = at(bin(BinaryOp::And, indices, in_word), vint);
    if size == 2 {
        let one = splat(&mut at, 1, int, vint);
        off = at(bin(BinaryOp::Shl, off, one), vint);
    }
    let off = at(bin(BinaryOp::Add, off, misalign), vint);
    let per_word_log2 = splat(&mut at, if size == 1 { 2 } else { 1 }, int, vint);
    let word = at(bin(BinaryOp::Shr, indices, per_word_log2), vint);
    let two = splat(&mut at, 2, int, vint);
    let carry = at(bin(BinaryOp::Shr, off, two), vint);
    let word = at(bin(BinaryOp::Add, word, carry), vint);
    // Masked even where every lane is active: the mask keeps it AVX2's gather instruction
    // (emit's avx2.rs writes unmasked 32-bit gathers lane by lane in C, whose `int` loads of a
    // byte array's dwords would break C's aliasing rules and read past its end).
    let mask = mask.unwrap_or_else(|| {
        let ones = at(InstData::Const(Const::Vector(vec![Const::Int(1); lanes as usize])), vint);
        at(InstData::Cast { arg: ones }, mask_ty)
    });
    let words = at(InstData::Gather { base: words_base, indices: word, mask: Some(mask) }, vint);
    // The element moved to the top bits, then down with its sign or zeros.
    let low_bits = splat(&mut at, 3, int, vint);
    let byte = at(bin(BinaryOp::And, off, low_bits), vint);
    let top = splat(&mut at, 4 - size, int, vint);
    let up_bytes = at(bin(BinaryOp::Sub, top, byte), vint);
    let up_bits = at(bin(BinaryOp::Shl, up_bytes, low_bits), vint);
    let words = at(InstData::Cast { arg: words }, vuint);
    let up_bits = at(InstData::Cast { arg: up_bits }, vuint);
    let up = at(bin(BinaryOp::Shl, words, up_bits), vuint);
    let down = splat(&mut at, 32 - 8 * size, int, vint);
    if signed {
        let up = at(InstData::Cast { arg: up }, vint);
        at(bin(BinaryOp::Shr, up, down), vint)
    } else {
        let down = at(InstData::Cast { arg: down }, vuint);
        let elems = at(bin(BinaryOp::Shr, up, down), vuint);
        at(InstData::Cast { arg: elems }, vint)
    }
}
