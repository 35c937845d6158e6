//! AVX-512VL (with F, BW and DQ) on AVX2's 256-bit and 128-bit registers: the rows this
//! instruction set adds to avx2.rs's table or does better. avx2.rs consults this table first
//! when the target extends avx512, then its own, then the generic lowering; the entries have
//! avx2.rs's form and placeholders.
//!
//! Masks stay vectors of all-ones 32-bit lanes between instructions (`__m256i` for 8 lanes,
//! `__m128i` for 4), as on AVX2: the instructions that take a k-mask get it from the vector by
//! `vpmovd2m` (`_mm256_movepi32_mask`, one uop), and comparisons without an AVX2 form
//! give their k-mask back as a vector with `vpmovm2d` (`_mm256_movm_epi32`). One mask bit per
//! lane either way, whatever the element width: a 4-lane mask of 64-bit elements is the
//! `__m128i`'s 4 bits.
//!
//! Masked loads and stores (`vmovups ymm{k}`) never fault on or write an inactive lane, like
//! AVX2's `vmaskmov`, which AMD runs as microcode (bench cond_store_f32: 0.11x of gcc's). A
//! scatter writes its lanes in lane order, so with repeated indices the last active lane wins,
//! as in the IR's `scatter` (and vcc_scatter's lane loop); Intel's manual guarantees that order
//! for overlapping destinations.

use super::avx2::{register_type, Entry};
use super::generic::Ctx;
use super::shape_of;
use crate::expr::{CExpr, PREC_ASSIGN};
use crate::EmitError;
use midend::ir::{BinaryOp, Function, Inst, InstData, Types, Value};
use midend::target::{Target, TargetKind};
use std::collections::BTreeMap;

/// Two bitwise operations on integer vectors, one feeding only the other (`x & (y | c)`),
/// written as one `vpternlogd`, whose immediate is the pair's truth table: the operands' bit
/// patterns 0xf0, 0xcc and 0xaa put through the two operations (clang does this; gcc 12 keeps
/// the two intrinsics). Per such outer instruction: the three operands and the immediate.
/// The inner instruction is then not written at all (nothing else reads it: the emitter's
/// liveness sees the outer one read the three operands instead, `FuncEmitter::operands`).
/// Coverage red_bitwise (three bitwise reductions of one array) on Zen 4: 0.025 s -> 0.017 s
/// (clang -O3 0.017 s).
/// A rotate (`find_rotates`) is never the inner instruction of a pair.
pub fn find_ternary(
    types: &Types,
    func: &Function,
    target: TargetKind,
    rotates: &BTreeMap<Inst, (Value, u32)>,
) -> BTreeMap<Inst, ([Value; 3], u8)> {
    let mut res = BTreeMap::new();
    if !Target::get(target).extends(TargetKind::Avx512) {
        return res;
    }
    let users = func.users();
    let bitwise = |op: BinaryOp| -> Option<fn(u8, u8) -> u8> {
        match op {
            BinaryOp::And => Some(|a, b| a & b),
            BinaryOp::Or => Some(|a, b| a | b),
            BinaryOp::Xor => Some(|a, b| a ^ b),
            _ => None,
        }
    };
    // An integer vector held in a register (not a mask).
    let shape = |v: Value| {
        let shape = shape_of(types, func.value_type(v), target).ok().flatten()?;
        let held = !shape.is_mask && !shape.elem.float && register_type(target, shape).is_some();
        held.then_some(shape)
    };
    let mut inner_of_some = std::collections::BTreeSet::new();
    for (block, inst) in func.insts_in_order() {
        let InstData::Binary { op, args } = *func.inst(inst) else { continue };
        let (Some(outer), Some(res_shape)) = (bitwise(op), func.dfg.result(inst).and_then(shape)) else { continue };
        for (k, &fed) in args.iter().enumerate() {
            let Some(def) = func.dfg.defining_inst(fed) else { continue };
            let InstData::Binary { op: inner_op, args: inner } = *func.inst(def) else { continue };
            let Some(inner_fn) = bitwise(inner_op) else { continue };
            // Read only here, in the same block (so that it runs when this does), not itself
            // the outer instruction of another pair, and of the same shape throughout.
            let fusable = users[fed] == [inst]
                && args[1 - k] != fed
                && func.layout.inst_block(def) == Some(block)
                && !res.contains_key(&def)
                && !rotates.contains_key(&def)
                && shape(fed) == Some(res_shape)
                && inner.iter().all(|v| shape(*v) == Some(res_shape));
            if !fusable || inner_of_some.contains(&inst) {
                continue;
            }
            inner_of_some.insert(def);
            res.insert(inst, ([args[1 - k], inner[0], inner[1]], outer(0xf0, inner_fn(0xcc, 0xaa))));
            break;
        }
    }
    res
}

/// Rotates of unsigned 32- or 64-bit lanes, `(x << c) | (x >> (w - c))` with a constant `c`
/// (`|`, `^` or `+`: the two shifts' bits never meet), each shift read only there: one
/// `vprold`/`vprolq` (gcc -O3 and clang write xxHash's rounds so). Per such `|`: `x` and `c`.
/// The shifts are then not written (the emitter's liveness sees the rotate read `x` alone,
/// `FuncEmitter::operands`). bench slp/hash4_u32 (XXH32's round on four lanes): the two
/// shifts and the or were the gap to gcc -O3 -march=native.
pub fn find_rotates(types: &Types, func: &Function, target: TargetKind) -> BTreeMap<Inst, (Value, u32)> {
    let mut res = BTreeMap::new();
    if !Target::get(target).extends(TargetKind::Avx512) {
        return res;
    }
    let users = func.users();
    for (block, inst) in func.insts_in_order() {
        let InstData::Binary { op: BinaryOp::Or | BinaryOp::Xor | BinaryOp::Add, args } = *func.inst(inst) else {
            continue;
        };
        let Some(shape) =
            func.dfg.result(inst).and_then(|r| shape_of(types, func.value_type(r), target).ok().flatten())
        else {
            continue;
        };
        let bits = shape.elem.bytes * 8;
        if shape.is_mask || shape.elem.float || shape.elem.signed || !matches!(bits, 32 | 64) {
            continue;
        }
        if register_type(target, shape).is_none() {
            continue;
        }
        // Each operand a shift of one `x` by a constant count, read only here, in this block.
        let shift = |v: Value| {
            let def = func.dfg.defining_inst(v)?;
            let InstData::Binary { op: op @ (BinaryOp::Shl | BinaryOp::Shr), args: [x, count] } = *func.inst(def)
            else {
                return None;
            };
            let own = users[v] == [inst] && func.layout.inst_block(def) == Some(block);
            let count = super::avx2::splat_count(func, count).filter(|&c| c > 0 && c < u64::from(bits))?;
            own.then_some((op, x, count))
        };
        let (Some(a), Some(b)) = (shift(args[0]), shift(args[1])) else { continue };
        let (left, right) = match (a.0, b.0) {
            (BinaryOp::Shl, BinaryOp::Shr) => (a, b),
            (BinaryOp::Shr, BinaryOp::Shl) => (b, a),
            _ => continue,
        };
        if left.1 == right.1 && left.2 + right.2 == u64::from(bits) {
            res.insert(inst, (left.1, left.2 as u32));
        }
    }
    res
}

/// The `vprold`/`vprolq` `find_rotates` chose for `inst`, if any.
pub fn rotate(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let Some(&(x, count)) = ctx.em.rotates.get(&inst) else { return Ok(None) };
    let shape = ctx.shape(ctx.result(inst)?)?;
    let prefix = super::avx2::register_prefix(shape.bytes());
    let x = ctx.val(x)?.at(PREC_ASSIGN);
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(format!("{prefix}_rol_epi{}({x}, {count})", shape.elem.bytes * 8))))
}

/// The `vpternlogd` `find_ternary` chose for `inst`, if any.
pub fn ternary_logic(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let Some(&(operands, imm)) = ctx.em.ternary.get(&inst) else { return Ok(None) };
    let shape = ctx.shape(ctx.result(inst)?)?;
    let [a, b, c] = operands.map(|v| ctx.val(v));
    let (a, b, c) = (a?.at(PREC_ASSIGN), b?.at(PREC_ASSIGN), c?.at(PREC_ASSIGN));
    let prefix = super::avx2::register_prefix(shape.bytes());
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(format!("{prefix}_ternarylogic_epi32({a}, {b}, {c}, {imm:#04x})"))))
}

/// Masks held in k-registers rather than vectors: lanes, the C type, and the conversions to and
/// from the vector form of `<N x i1>` (all-ones 32-bit lanes), which the generic lowering and
/// the rows without a k-mask form take. A comparison gives its k-mask, a blend, a masked load
/// or store and a mask test take it, and mask logic stays in k-registers (`kandw`): no
/// `vpmovm2d`/`vpmovd2m` between them (bench wfv histogram). 8- and 4-lane masks stay vectors,
/// as on AVX2, whose rows and the 'd' variants' ABI use them.
#[rustfmt::skip]
pub const KMASKS: &[(u32, &str, &str, &str)] = &[
    (16, "__mmask16", "_mm512_movm_epi32($0)", "_mm512_movepi32_mask((__m512i)$0)"),
    // Comparisons of 32 bytes (256 bits) and of 64 bytes or 32 shorts (512 bits); their vector
    // form is a register of 16- or 8-bit lanes (`super::mask_elem`).
    (32, "__mmask32", "_mm512_movm_epi16($0)", "_mm512_movepi16_mask((__m512i)$0)"),
    (64, "__mmask64", "_mm512_movm_epi8($0)", "_mm512_movepi8_mask((__m512i)$0)"),
];

/// The k-mask row of a mask of `lanes` lanes, if masks of that many lanes are k-masks.
pub fn kmask(lanes: u32) -> Option<&'static (u32, &'static str, &'static str, &'static str)> {
    KMASKS.iter().find(|(n, ..)| *n == lanes)
}

#[rustfmt::skip]
pub const TABLE: &[Entry] = &[
    // Masked loads (inactive lanes zero) and stores whose mask fits a register: 8 lanes of 32
    // or 16 bits, 4 of 64 or 32 bits. (The generic lane loop is not only slower: under this
    // attribute gcc 12 turns a constant mask's loop into a whole-vector `vpblendw` from memory,
    // which reads the inactive lanes.)
    ("maskload", "f32", 256, "_mm256_maskz_loadu_ps(_mm256_movepi32_mask($m), $p)"),
    ("maskload", "i32 u32", 256, "_mm256_maskz_loadu_epi32(_mm256_movepi32_mask($m), $p)"),
    ("maskload", "f64", 256, "_mm256_maskz_loadu_pd(_mm_movepi32_mask($m), $p)"),
    ("maskload", "i64 u64", 256, "_mm256_maskz_loadu_epi64(_mm_movepi32_mask($m), $p)"),
    ("maskload", "f32", 128, "_mm_maskz_loadu_ps(_mm_movepi32_mask($m), $p)"),
    ("maskload", "i32 u32", 128, "_mm_maskz_loadu_epi32(_mm_movepi32_mask($m), $p)"),
    ("maskload", "i16 u16", 128, "_mm_maskz_loadu_epi16(_mm256_movepi32_mask($m), $p)"),
    ("maskstore", "f32", 256, "_mm256_mask_storeu_ps($p, _mm256_movepi32_mask($m), $0)"),
    ("maskstore", "i32 u32", 256, "_mm256_mask_storeu_epi32($p, _mm256_movepi32_mask($m), $0)"),
    ("maskstore", "f64", 256, "_mm256_mask_storeu_pd($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "i64 u64", 256, "_mm256_mask_storeu_epi64($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "f32", 128, "_mm_mask_storeu_ps($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "i32 u32", 128, "_mm_mask_storeu_epi32($p, _mm_movepi32_mask($m), $0)"),
    ("maskstore", "i16 u16", 128, "_mm_mask_storeu_epi16($p, _mm256_movepi32_mask($m), $0)"),
    // 64-bit lane arithmetic that AVX2 lacks: vpmullq, vpminsq/vpmaxuq, vpabsq, vpsravq.
    ("mul", "i64 u64", 256, "_mm256_mullo_epi64($0, $1)"), ("mul", "i64 u64", 128, "_mm_mullo_epi64($0, $1)"),
    ("min", "i64", 256, "_mm256_min_epi64($0, $1)"), ("max", "i64", 256, "_mm256_max_epi64($0, $1)"),
    ("min", "u64", 256, "_mm256_min_epu64($0, $1)"), ("max", "u64", 256, "_mm256_max_epu64($0, $1)"),
    ("min", "i64", 128, "_mm_min_epi64($0, $1)"), ("max", "i64", 128, "_mm_max_epi64($0, $1)"),
    ("min", "u64", 128, "_mm_min_epu64($0, $1)"), ("max", "u64", 128, "_mm_max_epu64($0, $1)"),
    ("abs", "i64", 256, "_mm256_abs_epi64($0)"), ("abs", "i64", 128, "_mm_abs_epi64($0)"),
    ("shr", "i64", 256, "_mm256_srav_epi64($0, $1)"), ("shr", "i64", 128, "_mm_srav_epi64($0, $1)"),
    // Complements without an all-ones xor. gcc 12 canonicalizes `x ^ -1` to a NOT, which
    // AVX-512VL's pattern makes a vpternlog; combined with a `vpblendvb` on it, gcc -O1/-O2 then
    // drops the NOT in some of the blends of an unrolled loop (case if_convert's sum_odd_i32,
    // `_mm256_blendv_epi8(s, s + a, _mm256_xor_si256(_mm256_cmpeq_epi32(a & 1, 0), -1))` four
    // times: three of the sums took the even lanes). `ne`, `le` and `ge` are k-mask compares
    // made vectors again, and a bitwise not is an explicit vpternlog (an UNSPEC to gcc).
    ("bitnot", "i8 u8 i16 u16 i32 u32 i64 u64 mask", 256, "_mm256_ternarylogic_epi32($0, $0, $0, 0x55)"),
    ("bitnot", "i8 u8 i16 u16 i32 u32 i64 u64 mask", 128, "_mm_ternarylogic_epi32($0, $0, $0, 0x55)"),
    ("ne", "i32 u32 mask", 256, "_mm256_movm_epi32(_mm256_cmp_epi32_mask($0, $1, _MM_CMPINT_NE))"),
    ("le", "i32", 256, "_mm256_movm_epi32(_mm256_cmp_epi32_mask($0, $1, _MM_CMPINT_LE))"),
    ("ge", "i32", 256, "_mm256_movm_epi32(_mm256_cmp_epi32_mask($0, $1, _MM_CMPINT_NLT))"),
    ("ne", "i32 u32 mask", 128, "_mm_movm_epi32(_mm_cmp_epi32_mask($0, $1, _MM_CMPINT_NE))"),
    ("le", "i32", 128, "_mm_movm_epi32(_mm_cmp_epi32_mask($0, $1, _MM_CMPINT_LE))"),
    ("ge", "i32", 128, "_mm_movm_epi32(_mm_cmp_epi32_mask($0, $1, _MM_CMPINT_NLT))"),
    // Selects as k-mask blends (`vpmovd2m` + `vpblendm`), never `vpblendvb`: with AVX512BW and
    // VL enabled, gcc 12.2 rewrites `_mm256_blendv_epi8(a, b, x != 0)` into a blend on `x == 0`
    // without swapping `a` and `b` (its `pblendvb` pattern on a complemented mask), which gave
    // the wfv benchmark's MersenneTwister a wrong checksum at -O1/-O2 (test wfv_bench, avx512).
    ("select", "f32", 256, "_mm256_mask_blend_ps(_mm256_movepi32_mask($0), $2, $1)"),
    ("select", "f64", 256, "_mm256_mask_blend_pd(_mm_movepi32_mask($0), $2, $1)"),
    // Integer lanes select bit by bit in one `vpternlogd` (A ? B : C is 0xCA; masks are all ones
    // or all zeros per lane): gcc 12.2 folds a k-mask blend of `_mm256_cvtepu8_epi32` into a
    // merge-masked `vpmovzxbd` from memory that its register allocator cannot reload (an ICE
    // in libdeflate's `deflate_set_costs_from_codes`), and the ternary logic is an UNSPEC to it.
    ("select", "i32 u32 mask", 256, "_mm256_ternarylogic_epi32($0, $1, $2, 0xCA)"),
    ("select", "i64 u64", 256, "_mm256_mask_blend_epi64(_mm_movepi32_mask($0), $2, $1)"),
    ("select", "f32", 128, "_mm_mask_blend_ps(_mm_movepi32_mask($0), $2, $1)"),
    ("select", "i32 u32 mask", 128, "_mm_ternarylogic_epi32($0, $1, $2, 0xCA)"),
    // Two-register lane shuffles in one `vpermt2*` (AVX2 needs an in-lane shuffle and a cross-lane
    // permute for each): the even or odd lanes of a pair of registers (stride-2 loads), and the
    // interleaving of two registers (stride-2 stores). The index vectors are constants gcc loads
    // once per function.
    ("evens", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), $1)"),
    ("odds", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), $1)"),
    ("evens", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14), $1)"),
    ("odds", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15), $1)"),
    ("evens", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(0, 2, 4, 6), $1)"),
    ("odds", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(1, 3, 5, 7), $1)"),
    ("evens", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(0, 2, 4, 6), $1)"),
    ("odds", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(1, 3, 5, 7), $1)"),
    ("evens", "i16 u16", 256, "_mm256_permutex2var_epi16($0, _mm256_setr_epi16(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), $1)"),
    ("odds", "i16 u16", 256, "_mm256_permutex2var_epi16($0, _mm256_setr_epi16(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), $1)"),
    ("zip_lo", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), $1)"),
    ("zip_hi", "f32", 256, "_mm256_permutex2var_ps($0, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), $1)"),
    ("zip_lo", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), $1)"),
    ("zip_hi", "i32 u32", 256, "_mm256_permutex2var_epi32($0, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), $1)"),
    ("zip_lo", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(0, 4, 1, 5), $1)"),
    ("zip_hi", "f64", 256, "_mm256_permutex2var_pd($0, _mm256_setr_epi64x(2, 6, 3, 7), $1)"),
    ("zip_lo", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(0, 4, 1, 5), $1)"),
    ("zip_hi", "i64 u64", 256, "_mm256_permutex2var_epi64($0, _mm256_setr_epi64x(2, 6, 3, 7), $1)"),
    // Comparisons AVX2 has no instruction for (unsigned, 64-bit orders), through a k-mask.
    ("lt", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "u32", 256, "_mm256_movm_epi32(_mm256_cmp_epu32_mask($0, $1, _MM_CMPINT_NLT))"),
    ("lt", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "u32", 128, "_mm_movm_epi32(_mm_cmp_epu32_mask($0, $1, _MM_CMPINT_NLT))"),
    ("ne", "i64 u64", 256, "_mm_movm_epi32(_mm256_cmp_epi64_mask($0, $1, _MM_CMPINT_NE))"),
    ("le", "i64", 256, "_mm_movm_epi32(_mm256_cmp_epi64_mask($0, $1, _MM_CMPINT_LE))"),
    ("ge", "i64", 256, "_mm_movm_epi32(_mm256_cmp_epi64_mask($0, $1, _MM_CMPINT_NLT))"),
    ("lt", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "u64", 256, "_mm_movm_epi32(_mm256_cmp_epu64_mask($0, $1, _MM_CMPINT_NLT))"),
    // Conversions, keyed by the source element and bits: 64-bit integers to and from floating
    // point (vcvtqq2pd, vcvttpd2qq: truncation, as C converts), unsigned 32-bit ones, and the
    // truncating narrows vpmovqd/vpmovdw/vpmovwb (C's conversion to a narrower integer).
    ("cast_f64", "i64", 256, "_mm256_cvtepi64_pd($0)"), ("cast_f64", "u64", 256, "_mm256_cvtepu64_pd($0)"),
    ("cast_i64", "f64", 256, "_mm256_cvttpd_epi64($0)"), ("cast_u64", "f64", 256, "_mm256_cvttpd_epu64($0)"),
    ("cast_f64", "i64", 128, "_mm_cvtepi64_pd($0)"), ("cast_f64", "u64", 128, "_mm_cvtepu64_pd($0)"),
    ("cast_i64", "f64", 128, "_mm_cvttpd_epi64($0)"), ("cast_u64", "f64", 128, "_mm_cvttpd_epu64($0)"),
    ("cast_f32", "i64", 256, "_mm256_cvtepi64_ps($0)"), ("cast_f32", "u64", 256, "_mm256_cvtepu64_ps($0)"),
    ("cast_i64", "f32", 128, "_mm256_cvttps_epi64($0)"), ("cast_u64", "f32", 128, "_mm256_cvttps_epu64($0)"),
    ("cast_f32", "u32", 256, "_mm256_cvtepu32_ps($0)"), ("cast_u32", "f32", 256, "_mm256_cvttps_epu32($0)"),
    ("cast_f32", "u32", 128, "_mm_cvtepu32_ps($0)"), ("cast_u32", "f32", 128, "_mm_cvttps_epu32($0)"),
    ("cast_f64", "u32", 128, "_mm256_cvtepu32_pd($0)"), ("cast_u32", "f64", 256, "_mm256_cvttpd_epu32($0)"),
    ("cast_i32 cast_u32", "i64 u64", 256, "_mm256_cvtepi64_epi32($0)"),
    ("cast_i16 cast_u16", "i32 u32", 256, "_mm256_cvtepi32_epi16($0)"),
    ("cast_i8 cast_u8", "i16 u16", 256, "_mm256_cvtepi16_epi8($0)"),
    // Reductions of 64-bit lanes with vpmullq, vpminsq, vpmaxuq (see avx2.rs's reductions).
    ("reducemul", "i64 u64", 256, "vcc_avx2_reduce_epi64($0, _mm_mullo_epi64, $t)"),
    ("reducemin", "i64", 256, "vcc_avx2_reduce_epi64($0, _mm_min_epi64, $t)"),
    ("reducemin", "u64", 256, "vcc_avx2_reduce_epi64($0, _mm_min_epu64, $t)"),
    ("reducemax", "i64", 256, "vcc_avx2_reduce_epi64($0, _mm_max_epi64, $t)"),
    ("reducemax", "u64", 256, "vcc_avx2_reduce_epi64($0, _mm_max_epu64, $t)"),
    // Scatters with 32-bit indices, in lane order (see the module comment; Intel SDM,
    // VSCATTERDPS: "writes to overlapping vector indices are guaranteed to be ordered with
    // respect to each other (from LSB to MSB of the source registers)"); the loop vectorizer's
    // stores through an index rely on it (midend loopvec/scatter.rs).
    ("scatter", "i32 u32", 256, "_mm256_i32scatter_epi32($p, $i, $0, 4)"),
    ("scatter", "f32", 256, "_mm256_i32scatter_ps($p, $i, $0, 4)"),
    ("scatter", "i64 u64", 256, "_mm256_i32scatter_epi64($p, $i, $0, 8)"),
    ("scatter", "f64", 256, "_mm256_i32scatter_pd($p, $i, $0, 8)"),
    ("scatter", "i32 u32", 128, "_mm_i32scatter_epi32($p, $i, $0, 4)"),
    ("scatter", "f32", 128, "_mm_i32scatter_ps($p, $i, $0, 4)"),
    ("maskscatter", "i32 u32", 256, "_mm256_mask_i32scatter_epi32($p, _mm256_movepi32_mask($m), $i, $0, 4)"),
    ("maskscatter", "f32", 256, "_mm256_mask_i32scatter_ps($p, _mm256_movepi32_mask($m), $i, $0, 4)"),
    ("maskscatter", "i64 u64", 256, "_mm256_mask_i32scatter_epi64($p, _mm_movepi32_mask($m), $i, $0, 8)"),
    ("maskscatter", "f64", 256, "_mm256_mask_i32scatter_pd($p, _mm_movepi32_mask($m), $i, $0, 8)"),
    ("maskscatter", "i32 u32", 128, "_mm_mask_i32scatter_epi32($p, _mm_movepi32_mask($m), $i, $0, 4)"),
    ("maskscatter", "f32", 128, "_mm_mask_i32scatter_ps($p, _mm_movepi32_mask($m), $i, $0, 4)"),
    // ---- 512-bit registers (`__m512`, `__m512d`, `__m512i`): 16 floats or ints, 8 doubles or
    // 64-bit ints, 32 shorts, 64 bytes. A 16-lane mask is a k-mask (`__mmask16`, `KMASKS`),
    // an 8-lane one the `__m256i` it is on 256-bit vectors; masks of 32 or 64 lanes are
    // `__mmask32` and `__mmask64`.
    ("add", "f32", 512, "_mm512_add_ps($0, $1)"), ("add", "f64", 512, "_mm512_add_pd($0, $1)"),
    ("add", "i8 u8", 512, "_mm512_add_epi8($0, $1)"), ("add", "i16 u16", 512, "_mm512_add_epi16($0, $1)"),
    ("add", "i32 u32", 512, "_mm512_add_epi32($0, $1)"), ("add", "i64 u64", 512, "_mm512_add_epi64($0, $1)"),
    ("sub", "f32", 512, "_mm512_sub_ps($0, $1)"), ("sub", "f64", 512, "_mm512_sub_pd($0, $1)"),
    ("sub", "i8 u8", 512, "_mm512_sub_epi8($0, $1)"), ("sub", "i16 u16", 512, "_mm512_sub_epi16($0, $1)"),
    ("sub", "i32 u32", 512, "_mm512_sub_epi32($0, $1)"), ("sub", "i64 u64", 512, "_mm512_sub_epi64($0, $1)"),
    ("mul", "f32", 512, "_mm512_mul_ps($0, $1)"), ("mul", "f64", 512, "_mm512_mul_pd($0, $1)"),
    ("mul", "i16 u16", 512, "_mm512_mullo_epi16($0, $1)"), ("mul", "i32 u32", 512, "_mm512_mullo_epi32($0, $1)"),
    ("mul", "i64 u64", 512, "_mm512_mullo_epi64($0, $1)"),
    ("madd", "i16", 512, "_mm512_madd_epi16($0, $1)"),
    // `a - b` in even lanes, `a + b` in odd ones: AVX-512 has no addsub; a subtract under a
    // constant k-mask over the sums.
    ("addsub", "f32", 512, "_mm512_mask_sub_ps(_mm512_add_ps($0, $1), 0x5555, $0, $1)"),
    ("addsub", "f64", 512, "_mm512_mask_sub_pd(_mm512_add_pd($0, $1), 0x55, $0, $1)"),
    ("avg", "u8", 512, "_mm512_avg_epu8($0, $1)"), ("avg", "u16", 512, "_mm512_avg_epu16($0, $1)"),
    ("mulhi", "i16", 512, "_mm512_mulhi_epi16($0, $1)"), ("mulhi", "u16", 512, "_mm512_mulhi_epu16($0, $1)"),
    ("addsat", "u8", 512, "_mm512_adds_epu8($0, $1)"), ("addsat", "u16", 512, "_mm512_adds_epu16($0, $1)"),
    ("addsat", "i8", 512, "_mm512_adds_epi8($0, $1)"), ("addsat", "i16", 512, "_mm512_adds_epi16($0, $1)"),
    ("subsat", "u8", 512, "_mm512_subs_epu8($0, $1)"), ("subsat", "u16", 512, "_mm512_subs_epu16($0, $1)"),
    ("subsat", "i8", 512, "_mm512_subs_epi8($0, $1)"), ("subsat", "i16", 512, "_mm512_subs_epi16($0, $1)"),
    ("div", "f32", 512, "_mm512_div_ps($0, $1)"), ("div", "f64", 512, "_mm512_div_pd($0, $1)"),
    ("div", "i32", 512, "vcc_avx512_div_epi32($0, $1)"),
    ("rem", "i32", 512, "vcc_avx512_rem_epi32($0, $1)"),
    // Unsigned: AVX-512F converts unsigned lanes to doubles and truncates back to them.
    ("div", "u32", 512, "vcc_avx512_div_epu32($0, $1)"),
    ("rem", "u32", 512, "vcc_avx512_rem_epu32($0, $1)"),
    ("and", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_and_si512($0, $1)"),
    ("or", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_or_si512($0, $1)"),
    ("xor", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_xor_si512($0, $1)"),
    ("bitnot", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_ternarylogic_epi32($0, $0, $0, 0x55)"),
    ("neg", "f32", 512, "_mm512_xor_ps($0, _mm512_set1_ps(-0.0f))"), ("neg", "f64", 512, "_mm512_xor_pd($0, _mm512_set1_pd(-0.0))"),
    ("neg", "i32 u32", 512, "_mm512_sub_epi32(_mm512_setzero_si512(), $0)"), ("neg", "i64 u64", 512, "_mm512_sub_epi64(_mm512_setzero_si512(), $0)"),
    ("abs", "i8", 512, "_mm512_abs_epi8($0)"), ("abs", "i16", 512, "_mm512_abs_epi16($0)"),
    ("abs", "i32", 512, "_mm512_abs_epi32($0)"), ("abs", "i64", 512, "_mm512_abs_epi64($0)"),
    ("shl", "i16 u16", 512, "_mm512_sllv_epi16($0, $1)"), ("shl", "i32 u32", 512, "_mm512_sllv_epi32($0, $1)"),
    ("shl", "i64 u64", 512, "_mm512_sllv_epi64($0, $1)"),
    ("shr", "i16", 512, "_mm512_srav_epi16($0, $1)"), ("shr", "u16", 512, "_mm512_srlv_epi16($0, $1)"),
    ("shr", "i32", 512, "_mm512_srav_epi32($0, $1)"), ("shr", "u32", 512, "_mm512_srlv_epi32($0, $1)"),
    ("shr", "i64", 512, "_mm512_srav_epi64($0, $1)"), ("shr", "u64", 512, "_mm512_srlv_epi64($0, $1)"),
    ("min", "f32", 512, "_mm512_min_ps($0, $1)"), ("max", "f32", 512, "_mm512_max_ps($0, $1)"),
    ("min", "f64", 512, "_mm512_min_pd($0, $1)"), ("max", "f64", 512, "_mm512_max_pd($0, $1)"),
    ("min", "i8", 512, "_mm512_min_epi8($0, $1)"), ("max", "i8", 512, "_mm512_max_epi8($0, $1)"),
    ("min", "u8", 512, "_mm512_min_epu8($0, $1)"), ("max", "u8", 512, "_mm512_max_epu8($0, $1)"),
    ("min", "i16", 512, "_mm512_min_epi16($0, $1)"), ("max", "i16", 512, "_mm512_max_epi16($0, $1)"),
    ("min", "u16", 512, "_mm512_min_epu16($0, $1)"), ("max", "u16", 512, "_mm512_max_epu16($0, $1)"),
    ("min", "i32", 512, "_mm512_min_epi32($0, $1)"), ("max", "i32", 512, "_mm512_max_epi32($0, $1)"),
    ("min", "u32", 512, "_mm512_min_epu32($0, $1)"), ("max", "u32", 512, "_mm512_max_epu32($0, $1)"),
    ("min", "i64", 512, "_mm512_min_epi64($0, $1)"), ("max", "i64", 512, "_mm512_max_epi64($0, $1)"),
    ("min", "u64", 512, "_mm512_min_epu64($0, $1)"), ("max", "u64", 512, "_mm512_max_epu64($0, $1)"),
    // Comparisons give a k-mask: kept for 16 lanes, made a vector mask (`vpmovm2d`) for 8.
    ("eq", "f32", 512, "_mm512_cmp_ps_mask($0, $1, _CMP_EQ_OQ)"),
    ("ne", "f32", 512, "_mm512_cmp_ps_mask($0, $1, _CMP_NEQ_UQ)"),
    ("lt", "f32", 512, "_mm512_cmp_ps_mask($0, $1, _CMP_LT_OQ)"),
    ("le", "f32", 512, "_mm512_cmp_ps_mask($0, $1, _CMP_LE_OQ)"),
    ("gt", "f32", 512, "_mm512_cmp_ps_mask($0, $1, _CMP_GT_OQ)"),
    ("ge", "f32", 512, "_mm512_cmp_ps_mask($0, $1, _CMP_GE_OQ)"),
    ("eq", "f64", 512, "_mm256_movm_epi32(_mm512_cmp_pd_mask($0, $1, _CMP_EQ_OQ))"),
    ("ne", "f64", 512, "_mm256_movm_epi32(_mm512_cmp_pd_mask($0, $1, _CMP_NEQ_UQ))"),
    ("lt", "f64", 512, "_mm256_movm_epi32(_mm512_cmp_pd_mask($0, $1, _CMP_LT_OQ))"),
    ("le", "f64", 512, "_mm256_movm_epi32(_mm512_cmp_pd_mask($0, $1, _CMP_LE_OQ))"),
    ("gt", "f64", 512, "_mm256_movm_epi32(_mm512_cmp_pd_mask($0, $1, _CMP_GT_OQ))"),
    ("ge", "f64", 512, "_mm256_movm_epi32(_mm512_cmp_pd_mask($0, $1, _CMP_GE_OQ))"),
    ("eq", "i32 u32", 512, "_mm512_cmp_epi32_mask($0, $1, _MM_CMPINT_EQ)"),
    ("ne", "i32 u32", 512, "_mm512_cmp_epi32_mask($0, $1, _MM_CMPINT_NE)"),
    ("lt", "i32", 512, "_mm512_cmp_epi32_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "i32", 512, "_mm512_cmp_epi32_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "i32", 512, "_mm512_cmp_epi32_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "i32", 512, "_mm512_cmp_epi32_mask($0, $1, _MM_CMPINT_NLT)"),
    ("lt", "u32", 512, "_mm512_cmp_epu32_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "u32", 512, "_mm512_cmp_epu32_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "u32", 512, "_mm512_cmp_epu32_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "u32", 512, "_mm512_cmp_epu32_mask($0, $1, _MM_CMPINT_NLT)"),
    ("eq", "i64 u64", 512, "_mm256_movm_epi32(_mm512_cmp_epi64_mask($0, $1, _MM_CMPINT_EQ))"),
    ("ne", "i64 u64", 512, "_mm256_movm_epi32(_mm512_cmp_epi64_mask($0, $1, _MM_CMPINT_NE))"),
    ("lt", "i64", 512, "_mm256_movm_epi32(_mm512_cmp_epi64_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "i64", 512, "_mm256_movm_epi32(_mm512_cmp_epi64_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "i64", 512, "_mm256_movm_epi32(_mm512_cmp_epi64_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "i64", 512, "_mm256_movm_epi32(_mm512_cmp_epi64_mask($0, $1, _MM_CMPINT_NLT))"),
    ("lt", "u64", 512, "_mm256_movm_epi32(_mm512_cmp_epu64_mask($0, $1, _MM_CMPINT_LT))"),
    ("le", "u64", 512, "_mm256_movm_epi32(_mm512_cmp_epu64_mask($0, $1, _MM_CMPINT_LE))"),
    ("gt", "u64", 512, "_mm256_movm_epi32(_mm512_cmp_epu64_mask($0, $1, _MM_CMPINT_NLE))"),
    ("ge", "u64", 512, "_mm256_movm_epi32(_mm512_cmp_epu64_mask($0, $1, _MM_CMPINT_NLT))"),
    // 16-lane comparisons of 256-bit shorts and 128-bit bytes.
    ("eq", "i16 u16", 256, "_mm256_cmp_epi16_mask($0, $1, _MM_CMPINT_EQ)"),
    ("ne", "i16 u16", 256, "_mm256_cmp_epi16_mask($0, $1, _MM_CMPINT_NE)"),
    ("lt", "i16", 256, "_mm256_cmp_epi16_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "i16", 256, "_mm256_cmp_epi16_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "i16", 256, "_mm256_cmp_epi16_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "i16", 256, "_mm256_cmp_epi16_mask($0, $1, _MM_CMPINT_NLT)"),
    ("lt", "u16", 256, "_mm256_cmp_epu16_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "u16", 256, "_mm256_cmp_epu16_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "u16", 256, "_mm256_cmp_epu16_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "u16", 256, "_mm256_cmp_epu16_mask($0, $1, _MM_CMPINT_NLT)"),
    ("eq", "i8 u8", 128, "_mm_cmp_epi8_mask($0, $1, _MM_CMPINT_EQ)"),
    ("ne", "i8 u8", 128, "_mm_cmp_epi8_mask($0, $1, _MM_CMPINT_NE)"),
    ("lt", "i8", 128, "_mm_cmp_epi8_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "i8", 128, "_mm_cmp_epi8_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "i8", 128, "_mm_cmp_epi8_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "i8", 128, "_mm_cmp_epi8_mask($0, $1, _MM_CMPINT_NLT)"),
    ("lt", "u8", 128, "_mm_cmp_epu8_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "u8", 128, "_mm_cmp_epu8_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "u8", 128, "_mm_cmp_epu8_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "u8", 128, "_mm_cmp_epu8_mask($0, $1, _MM_CMPINT_NLT)"),
    // 32-lane comparisons of 256-bit bytes, 64- and 32-lane ones of 512-bit bytes and shorts.
    ("eq", "i8 u8", 256, "_mm256_cmp_epi8_mask($0, $1, _MM_CMPINT_EQ)"),
    ("ne", "i8 u8", 256, "_mm256_cmp_epi8_mask($0, $1, _MM_CMPINT_NE)"),
    ("lt", "i8", 256, "_mm256_cmp_epi8_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "i8", 256, "_mm256_cmp_epi8_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "i8", 256, "_mm256_cmp_epi8_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "i8", 256, "_mm256_cmp_epi8_mask($0, $1, _MM_CMPINT_NLT)"),
    ("lt", "u8", 256, "_mm256_cmp_epu8_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "u8", 256, "_mm256_cmp_epu8_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "u8", 256, "_mm256_cmp_epu8_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "u8", 256, "_mm256_cmp_epu8_mask($0, $1, _MM_CMPINT_NLT)"),
    ("eq", "i8 u8", 512, "_mm512_cmp_epi8_mask($0, $1, _MM_CMPINT_EQ)"),
    ("ne", "i8 u8", 512, "_mm512_cmp_epi8_mask($0, $1, _MM_CMPINT_NE)"),
    ("lt", "i8", 512, "_mm512_cmp_epi8_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "i8", 512, "_mm512_cmp_epi8_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "i8", 512, "_mm512_cmp_epi8_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "i8", 512, "_mm512_cmp_epi8_mask($0, $1, _MM_CMPINT_NLT)"),
    ("lt", "u8", 512, "_mm512_cmp_epu8_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "u8", 512, "_mm512_cmp_epu8_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "u8", 512, "_mm512_cmp_epu8_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "u8", 512, "_mm512_cmp_epu8_mask($0, $1, _MM_CMPINT_NLT)"),
    ("eq", "i16 u16", 512, "_mm512_cmp_epi16_mask($0, $1, _MM_CMPINT_EQ)"),
    ("ne", "i16 u16", 512, "_mm512_cmp_epi16_mask($0, $1, _MM_CMPINT_NE)"),
    ("lt", "i16", 512, "_mm512_cmp_epi16_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "i16", 512, "_mm512_cmp_epi16_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "i16", 512, "_mm512_cmp_epi16_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "i16", 512, "_mm512_cmp_epi16_mask($0, $1, _MM_CMPINT_NLT)"),
    ("lt", "u16", 512, "_mm512_cmp_epu16_mask($0, $1, _MM_CMPINT_LT)"),
    ("le", "u16", 512, "_mm512_cmp_epu16_mask($0, $1, _MM_CMPINT_LE)"),
    ("gt", "u16", 512, "_mm512_cmp_epu16_mask($0, $1, _MM_CMPINT_NLE)"),
    ("ge", "u16", 512, "_mm512_cmp_epu16_mask($0, $1, _MM_CMPINT_NLT)"),
    // Selects as k-mask blends (see the 256-bit rows).
    ("select", "f32", 512, "_mm512_mask_blend_ps($0, $2, $1)"),
    ("select", "f64", 512, "_mm512_mask_blend_pd(_mm256_movepi32_mask($0), $2, $1)"),
    ("select", "i32 u32", 512, "_mm512_mask_blend_epi32($0, $2, $1)"),
    ("select", "i64 u64", 512, "_mm512_mask_blend_epi64(_mm256_movepi32_mask($0), $2, $1)"),
    ("select", "i16 u16", 256, "_mm256_mask_blend_epi16($0, $2, $1)"),
    ("select", "i8 u8", 128, "_mm_mask_blend_epi8($0, $2, $1)"),
    ("select", "i8 u8", 256, "_mm256_mask_blend_epi8($0, $2, $1)"),
    ("maskload", "i8 u8", 256, "_mm256_maskz_loadu_epi8($m, $p)"),
    ("maskstore", "i8 u8", 256, "_mm256_mask_storeu_epi8($p, $m, $0)"),
    ("maskload", "i8 u8", 512, "_mm512_maskz_loadu_epi8($m, $p)"),
    ("maskstore", "i8 u8", 512, "_mm512_mask_storeu_epi8($p, $m, $0)"),
    ("select", "i8 u8", 512, "_mm512_mask_blend_epi8($0, $2, $1)"),
    ("select", "i16 u16", 512, "_mm512_mask_blend_epi16($0, $2, $1)"),
    // Memory.
    ("load", "f32", 512, "_mm512_loadu_ps($p)"), ("load", "f64", 512, "_mm512_loadu_pd($p)"),
    ("load", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_loadu_si512($p)"),
    ("loadaligned", "f32", 512, "_mm512_load_ps($p)"), ("loadaligned", "f64", 512, "_mm512_load_pd($p)"),
    ("loadaligned", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_load_si512($p)"),
    ("store", "f32", 512, "_mm512_storeu_ps($p, $0)"), ("store", "f64", 512, "_mm512_storeu_pd($p, $0)"),
    ("store", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_storeu_si512($p, $0)"),
    ("storealigned", "f32", 512, "_mm512_store_ps($p, $0)"), ("storealigned", "f64", 512, "_mm512_store_pd($p, $0)"),
    ("storealigned", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "_mm512_store_si512($p, $0)"),
    ("maskload", "f32", 512, "_mm512_maskz_loadu_ps($m, $p)"),
    ("maskload", "i32 u32", 512, "_mm512_maskz_loadu_epi32($m, $p)"),
    ("maskload", "f64", 512, "_mm512_maskz_loadu_pd(_mm256_movepi32_mask($m), $p)"),
    ("maskload", "i64 u64", 512, "_mm512_maskz_loadu_epi64(_mm256_movepi32_mask($m), $p)"),
    ("maskload", "i16 u16", 256, "_mm256_maskz_loadu_epi16($m, $p)"),
    ("maskload", "i8 u8", 128, "_mm_maskz_loadu_epi8($m, $p)"),
    ("maskstore", "f32", 512, "_mm512_mask_storeu_ps($p, $m, $0)"),
    ("maskstore", "i32 u32", 512, "_mm512_mask_storeu_epi32($p, $m, $0)"),
    ("maskstore", "f64", 512, "_mm512_mask_storeu_pd($p, _mm256_movepi32_mask($m), $0)"),
    ("maskstore", "i64 u64", 512, "_mm512_mask_storeu_epi64($p, _mm256_movepi32_mask($m), $0)"),
    ("maskstore", "i16 u16", 256, "_mm256_mask_storeu_epi16($p, $m, $0)"),
    ("maskstore", "i8 u8", 128, "_mm_mask_storeu_epi8($p, $m, $0)"),
    // Gathers and scatters with 32-bit indices (16 in a zmm, 8 in a ymm); AVX-512's gathers
    // take the indices first.
    ("gather", "f32", 512, "_mm512_i32gather_ps($i, $p, 4)"),
    ("gather", "i32 u32", 512, "_mm512_i32gather_epi32($i, $p, 4)"),
    ("gather", "f64", 512, "_mm512_i32gather_pd($i, $p, 8)"),
    ("gather", "i64 u64", 512, "_mm512_i32gather_epi64($i, $p, 8)"),
    ("maskgather", "f32", 512, "_mm512_mask_i32gather_ps(_mm512_setzero_ps(), $m, $i, $p, 4)"),
    ("maskgather", "i32 u32", 512, "_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), $m, $i, $p, 4)"),
    ("wordgather", "i32 u32", 512, "_mm512_mask_i32gather_epi32(_mm512_setzero_si512(), $m, $i, $p, 4)"),
    ("maskgather", "f64", 512, "_mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask($m), $i, $p, 8)"),
    ("maskgather", "i64 u64", 512, "_mm512_mask_i32gather_epi64(_mm512_setzero_si512(), _mm256_movepi32_mask($m), $i, $p, 8)"),
    ("scatter", "f32", 512, "_mm512_i32scatter_ps($p, $i, $0, 4)"),
    ("scatter", "i32 u32", 512, "_mm512_i32scatter_epi32($p, $i, $0, 4)"),
    ("scatter", "f64", 512, "_mm512_i32scatter_pd($p, $i, $0, 8)"),
    ("scatter", "i64 u64", 512, "_mm512_i32scatter_epi64($p, $i, $0, 8)"),
    ("maskscatter", "f32", 512, "_mm512_mask_i32scatter_ps($p, $m, $i, $0, 4)"),
    ("maskscatter", "i32 u32", 512, "_mm512_mask_i32scatter_epi32($p, $m, $i, $0, 4)"),
    ("maskscatter", "f64", 512, "_mm512_mask_i32scatter_pd($p, _mm256_movepi32_mask($m), $i, $0, 8)"),
    ("maskscatter", "i64 u64", 512, "_mm512_mask_i32scatter_epi64($p, _mm256_movepi32_mask($m), $i, $0, 8)"),
    // Shuffles: reversals (`vpermd`/`vpermq`/`vpermw` with an index vector; bytes reversed
    // within 128-bit blocks, then the blocks), two-register even/odd lanes and interleaving
    // (`vpermt2*`), and the within-pair shuffles of complex multiplies.
    ("reverse", "f32", 512, "_mm512_permutexvar_ps(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), $0)"),
    ("reverse", "i32 u32", 512, "_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), $0)"),
    // A 16-lane k-mask reversed through its vector form.
    ("reverse", "mask", 512, "_mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32($0)))"),
    ("reverse", "f64", 512, "_mm512_permutexvar_pd(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), $0)"),
    ("reverse", "i64 u64", 512, "_mm512_permutexvar_epi64(_mm512_setr_epi64(7, 6, 5, 4, 3, 2, 1, 0), $0)"),
    ("reverse", "i16 u16", 512, "_mm512_permutexvar_epi16(_mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31), $0)"),
    ("reverse", "i8 u8", 512, "({ __m512i vcc_r = _mm512_shuffle_epi8($0, _mm512_broadcast_i32x4(_mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0))); _mm512_shuffle_i64x2(vcc_r, vcc_r, 0x1b); })"),
    ("evens", "f32", 512, "_mm512_permutex2var_ps($0, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), $1)"),
    ("odds", "f32", 512, "_mm512_permutex2var_ps($0, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), $1)"),
    ("evens", "i32 u32", 512, "_mm512_permutex2var_epi32($0, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30), $1)"),
    ("odds", "i32 u32", 512, "_mm512_permutex2var_epi32($0, _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31), $1)"),
    ("evens", "f64", 512, "_mm512_permutex2var_pd($0, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), $1)"),
    ("odds", "f64", 512, "_mm512_permutex2var_pd($0, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), $1)"),
    ("evens", "i64 u64", 512, "_mm512_permutex2var_epi64($0, _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14), $1)"),
    ("odds", "i64 u64", 512, "_mm512_permutex2var_epi64($0, _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15), $1)"),
    ("zip_lo", "f32", 512, "_mm512_permutex2var_ps($0, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), $1)"),
    ("zip_hi", "f32", 512, "_mm512_permutex2var_ps($0, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), $1)"),
    ("zip_lo", "i32 u32", 512, "_mm512_permutex2var_epi32($0, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), $1)"),
    ("zip_hi", "i32 u32", 512, "_mm512_permutex2var_epi32($0, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), $1)"),
    ("zip_lo", "f64", 512, "_mm512_permutex2var_pd($0, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), $1)"),
    ("zip_hi", "f64", 512, "_mm512_permutex2var_pd($0, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), $1)"),
    ("zip_lo", "i64 u64", 512, "_mm512_permutex2var_epi64($0, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), $1)"),
    ("zip_hi", "i64 u64", 512, "_mm512_permutex2var_epi64($0, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), $1)"),
    ("dup_evens", "f32", 512, "_mm512_moveldup_ps($0)"), ("dup_odds", "f32", 512, "_mm512_movehdup_ps($0)"),
    ("swap_pairs", "f32", 512, "_mm512_permute_ps($0, 0xb1)"),
    ("dup_evens", "f64", 512, "_mm512_movedup_pd($0)"), ("dup_odds", "f64", 512, "_mm512_permute_pd($0, 0xff)"),
    ("swap_pairs", "f64", 512, "_mm512_permute_pd($0, 0x55)"),
    // Math functions (exact forms, and libmvec's AVX-512 variants, ABI letter 'e').
    ("call_sqrtf", "f32", 512, "_mm512_sqrt_ps($0)"), ("call_sqrt", "f64", 512, "_mm512_sqrt_pd($0)"),
    ("call_fabsf", "f32", 512, "_mm512_andnot_ps(_mm512_set1_ps(-0.0f), $0)"),
    ("call_fabs", "f64", 512, "_mm512_andnot_pd(_mm512_set1_pd(-0.0), $0)"),
    ("call_floorf", "f32", 512, "_mm512_roundscale_ps($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_floor", "f64", 512, "_mm512_roundscale_pd($0, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceilf", "f32", 512, "_mm512_roundscale_ps($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    ("call_ceil", "f64", 512, "_mm512_roundscale_pd($0, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC)"),
    ("call_fminf", "f32", 512, "vcc_avx512_fmin_ps($0, $1)"), ("call_fmaxf", "f32", 512, "vcc_avx512_fmax_ps($0, $1)"),
    ("call_fmin", "f64", 512, "vcc_avx512_fmin_pd($0, $1)"), ("call_fmax", "f64", 512, "vcc_avx512_fmax_pd($0, $1)"),
    // Fused multiply-adds (C's fmaf/fma; midend's contract.rs makes them from exact products):
    // the 256- and 128-bit forms are AVX-512VL's, as the target attribute names no FMA.
    ("call_fmaf", "f32", 512, "_mm512_fmadd_ps($0, $1, $2)"), ("call_fma", "f64", 512, "_mm512_fmadd_pd($0, $1, $2)"),
    ("call_fmaf", "f32", 256, "_mm256_mask3_fmadd_ps($0, $1, $2, (__mmask8)-1)"),
    ("call_fma", "f64", 256, "_mm256_mask3_fmadd_pd($0, $1, $2, (__mmask8)-1)"),
    ("call_fmaf", "f32", 128, "_mm_mask3_fmadd_ps($0, $1, $2, (__mmask8)-1)"),
    ("call_fma", "f64", 128, "_mm_mask3_fmadd_pd($0, $1, $2, (__mmask8)-1)"),
    ("call_expf", "f32", 512, "_ZGVeN16v_expf($0)"), ("call_exp", "f64", 512, "_ZGVeN8v_exp($0)"),
    ("call_logf", "f32", 512, "_ZGVeN16v_logf($0)"), ("call_log", "f64", 512, "_ZGVeN8v_log($0)"),
    ("call_sinf", "f32", 512, "_ZGVeN16v_sinf($0)"), ("call_sin", "f64", 512, "_ZGVeN8v_sin($0)"),
    ("call_cosf", "f32", 512, "_ZGVeN16v_cosf($0)"), ("call_cos", "f64", 512, "_ZGVeN8v_cos($0)"),
    ("call_powf", "f32", 512, "_ZGVeN16vv_powf($0, $1)"), ("call_pow", "f64", 512, "_ZGVeN8vv_pow($0, $1)"),
    // Broadcasts and constants (bytes and shorts: the generic lowering's literal).
    ("splat", "f32", 512, "_mm512_set1_ps($0)"), ("splat", "f64", 512, "_mm512_set1_pd($0)"),
    ("splat", "i8 u8", 512, "_mm512_set1_epi8((char)$0)"), ("splat", "i16 u16", 512, "_mm512_set1_epi16((short)$0)"),
    ("splat", "i32 u32", 512, "_mm512_set1_epi32((int)$0)"), ("splat", "i64 u64", 512, "_mm512_set1_epi64((long long)$0)"),
    ("copy", "i8 u8 i16 u16 i32 u32 i64 u64", 512, "$0"),
    ("const", "f32", 512, "_mm512_setr_ps($lanes)"), ("const", "f64", 512, "_mm512_setr_pd($lanes)"),
    ("const", "i32 u32", 512, "_mm512_setr_epi32($lanes)"), ("const", "i64 u64", 512, "_mm512_setr_epi64($lanes)"),
    // Reductions and mask tests.
    ("reduceadd", "f32", 512, "vcc_avx2_sum_ps(_mm256_add_ps(_mm512_castps512_ps256($0), _mm512_extractf32x8_ps($0, 1)))"),
    ("reduceadd", "f64", 512, "vcc_avx2_sum_pd(_mm256_add_pd(_mm512_castpd512_pd256($0), _mm512_extractf64x4_pd($0, 1)))"),
    ("reduceadd", "i32 u32", 512, "vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)))"),
    ("reduceor", "mask", 512, "($0 != 0)"), ("reduceand", "mask", 512, "($0 == 0xffff)"),
    // ---- 16-lane masks are k-masks (`__mmask16`, `KMASKS`): their logic in k-registers
    // (`kandw`, `korw`, `kandnw`, `kxnorw`), a select between masks as `(a & m) | (b & ~m)`, a
    // mask made `int` lanes (0 or 1, as `_Bool` converts) by a zero-masked broadcast of 1.
    ("and", "mask", 512, "_kand_mask16($0, $1)"), ("or", "mask", 512, "_kor_mask16($0, $1)"),
    ("xor", "mask", 512, "_kxor_mask16($0, $1)"), ("bitnot lognot", "mask", 512, "_knot_mask16($0)"),
    ("eq", "mask", 512, "_kxnor_mask16($0, $1)"), ("ne", "mask", 512, "_kxor_mask16($0, $1)"),
    ("select", "mask", 512, "_kor_mask16(_kand_mask16($0, $1), _kandn_mask16($0, $2))"),
    ("cast_i32 cast_u32", "mask", 512, "_mm512_maskz_mov_epi32($0, _mm512_set1_epi32(1))"),
    ("cast_f32", "mask", 512, "_mm512_maskz_mov_ps($0, _mm512_set1_ps(1.0f))"),
    // ---- 32- and 64-lane masks are k-masks too (`__mmask32`, `__mmask64`), keyed by their
    // vector form (`mask16`, `mask8`: 512 bits): the same logic on the wider k-registers, a
    // mask test on its integer, `_Bool` (byte) lanes by a zero-masked broadcast of 1.
    ("and", "mask16", 512, "_kand_mask32($0, $1)"), ("or", "mask16", 512, "_kor_mask32($0, $1)"),
    ("xor", "mask16", 512, "_kxor_mask32($0, $1)"), ("bitnot lognot", "mask16", 512, "_knot_mask32($0)"),
    ("eq", "mask16", 512, "_kxnor_mask32($0, $1)"), ("ne", "mask16", 512, "_kxor_mask32($0, $1)"),
    ("select", "mask16", 512, "_kor_mask32(_kand_mask32($0, $1), _kandn_mask32($0, $2))"),
    ("and", "mask8", 512, "_kand_mask64($0, $1)"), ("or", "mask8", 512, "_kor_mask64($0, $1)"),
    ("xor", "mask8", 512, "_kxor_mask64($0, $1)"), ("bitnot lognot", "mask8", 512, "_knot_mask64($0)"),
    ("eq", "mask8", 512, "_kxnor_mask64($0, $1)"), ("ne", "mask8", 512, "_kxor_mask64($0, $1)"),
    ("select", "mask8", 512, "_kor_mask64(_kand_mask64($0, $1), _kandn_mask64($0, $2))"),
    ("reduceor", "mask16 mask8", 512, "($0 != 0)"),
    ("reduceand", "mask16", 512, "($0 == 0xffffffffU)"), ("reduceand", "mask8", 512, "($0 == 0xffffffffffffffffULL)"),
    ("cast_i8 cast_u8", "mask16", 512, "_mm256_maskz_mov_epi8($0, _mm256_set1_epi8(1))"),
    ("cast_i16 cast_u16", "mask16", 512, "_mm512_maskz_mov_epi16($0, _mm512_set1_epi16(1))"),
    ("cast_i8 cast_u8", "mask8", 512, "_mm512_maskz_mov_epi8($0, _mm512_set1_epi8(1))"),
    ("tomask", "i8 u8", 256, "_mm256_test_epi8_mask($0, $0)"),
    ("tomask", "i8 u8", 512, "_mm512_test_epi8_mask($0, $0)"),
    ("tomask", "i16 u16", 512, "_mm512_test_epi16_mask($0, $0)"),
    // Numbers to a 16-lane mask (nonzero lanes set, NaN included, as C converts to `_Bool`),
    // keyed by the source.
    ("tomask", "i32 u32", 512, "_mm512_test_epi32_mask($0, $0)"),
    ("tomask", "f32", 512, "_mm512_cmp_ps_mask($0, _mm512_setzero_ps(), _CMP_NEQ_UQ)"),
    ("tomask", "i16 u16", 256, "_mm256_test_epi16_mask($0, $0)"),
    ("tomask", "i8 u8", 128, "_mm_test_epi8_mask($0, $0)"),
    // The other reductions (an add of 32-bit lanes or floats above): the 256-bit halves combined
    // by the lane-wise operation, then avx2.rs's `vcc_avx2_reduce_*` (the 128-bit halves, then
    // the register folded onto itself). Not `_mm512_reduce_*`: gcc 12 writes their last step
    // as a scalar operation on signed lanes (`__T8[0] + __T8[1]`), which may overflow where the
    // IR's lanes wrap, and has none for bytes, shorts or xor.
    ("reduceadd", "i64 u64", 512, "vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_add_epi64, $t)"),
    ("reducemul", "i64 u64", 512, "vcc_avx2_reduce_epi64(_mm256_mullo_epi64(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_mullo_epi64, $t)"),
    ("reducemin", "i64", 512, "vcc_avx2_reduce_epi64(_mm256_min_epi64(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epi64, $t)"),
    ("reducemin", "u64", 512, "vcc_avx2_reduce_epi64(_mm256_min_epu64(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epu64, $t)"),
    ("reducemax", "i64", 512, "vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epi64, $t)"),
    ("reducemax", "u64", 512, "vcc_avx2_reduce_epi64(_mm256_max_epu64(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epu64, $t)"),
    ("reduceand", "i64 u64", 512, "vcc_avx2_reduce_epi64(_mm256_and_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_and_si128, $t)"),
    ("reduceor", "i64 u64", 512, "vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_or_si128, $t)"),
    ("reducexor", "i64 u64", 512, "vcc_avx2_reduce_epi64(_mm256_xor_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_xor_si128, $t)"),
    ("reducemul", "i32 u32", 512, "vcc_avx2_reduce_epi32(_mm256_mullo_epi32(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_mullo_epi32, $t)"),
    ("reducemin", "i32", 512, "vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epi32, $t)"),
    ("reducemin", "u32", 512, "vcc_avx2_reduce_epi32(_mm256_min_epu32(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epu32, $t)"),
    ("reducemax", "i32", 512, "vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epi32, $t)"),
    ("reducemax", "u32", 512, "vcc_avx2_reduce_epi32(_mm256_max_epu32(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epu32, $t)"),
    ("reduceand", "i32 u32", 512, "vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_and_si128, $t)"),
    ("reduceor", "i32 u32", 512, "vcc_avx2_reduce_epi32(_mm256_or_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_or_si128, $t)"),
    ("reducexor", "i32 u32", 512, "vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_xor_si128, $t)"),
    ("reduceadd", "i16 u16", 512, "vcc_avx2_reduce_epi16(_mm256_add_epi16(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_add_epi16, $t)"),
    ("reducemul", "i16 u16", 512, "vcc_avx2_reduce_epi16(_mm256_mullo_epi16(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_mullo_epi16, $t)"),
    ("reducemin", "i16", 512, "vcc_avx2_reduce_epi16(_mm256_min_epi16(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epi16, $t)"),
    ("reducemin", "u16", 512, "vcc_avx2_reduce_epi16(_mm256_min_epu16(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epu16, $t)"),
    ("reducemax", "i16", 512, "vcc_avx2_reduce_epi16(_mm256_max_epi16(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epi16, $t)"),
    ("reducemax", "u16", 512, "vcc_avx2_reduce_epi16(_mm256_max_epu16(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epu16, $t)"),
    ("reduceand", "i16 u16", 512, "vcc_avx2_reduce_epi16(_mm256_and_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_and_si128, $t)"),
    ("reduceor", "i16 u16", 512, "vcc_avx2_reduce_epi16(_mm256_or_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_or_si128, $t)"),
    ("reducexor", "i16 u16", 512, "vcc_avx2_reduce_epi16(_mm256_xor_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_xor_si128, $t)"),
    ("reduceadd", "i8 u8", 512, "vcc_avx2_reduce_epi8(_mm256_add_epi8(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_add_epi8, $t)"),
    ("reducemin", "i8", 512, "vcc_avx2_reduce_epi8(_mm256_min_epi8(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epi8, $t)"),
    ("reducemin", "u8", 512, "vcc_avx2_reduce_epi8(_mm256_min_epu8(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_min_epu8, $t)"),
    ("reducemax", "i8", 512, "vcc_avx2_reduce_epi8(_mm256_max_epi8(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epi8, $t)"),
    ("reducemax", "u8", 512, "vcc_avx2_reduce_epi8(_mm256_max_epu8(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_max_epu8, $t)"),
    ("reduceand", "i8 u8", 512, "vcc_avx2_reduce_epi8(_mm256_and_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_and_si128, $t)"),
    ("reduceor", "i8 u8", 512, "vcc_avx2_reduce_epi8(_mm256_or_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_or_si128, $t)"),
    ("reducexor", "i8 u8", 512, "vcc_avx2_reduce_epi8(_mm256_xor_si256(_mm512_castsi512_si256($0), _mm512_extracti64x4_epi64($0, 1)), _mm_xor_si128, $t)"),
    ("reducemul", "f32", 512, "vcc_avx2_reduce_ps(_mm256_mul_ps(_mm512_castps512_ps256($0), _mm512_extractf32x8_ps($0, 1)), _mm_mul_ps)"),
    ("reducemin", "f32", 512, "vcc_avx2_reduce_ps(_mm256_min_ps(_mm512_castps512_ps256($0), _mm512_extractf32x8_ps($0, 1)), _mm_min_ps)"),
    ("reducemax", "f32", 512, "vcc_avx2_reduce_ps(_mm256_max_ps(_mm512_castps512_ps256($0), _mm512_extractf32x8_ps($0, 1)), _mm_max_ps)"),
    ("reducemul", "f64", 512, "vcc_avx2_reduce_pd(_mm256_mul_pd(_mm512_castpd512_pd256($0), _mm512_extractf64x4_pd($0, 1)), _mm_mul_pd)"),
    ("reducemin", "f64", 512, "vcc_avx2_reduce_pd(_mm256_min_pd(_mm512_castpd512_pd256($0), _mm512_extractf64x4_pd($0, 1)), _mm_min_pd)"),
    ("reducemax", "f64", 512, "vcc_avx2_reduce_pd(_mm256_max_pd(_mm512_castpd512_pd256($0), _mm512_extractf64x4_pd($0, 1)), _mm_max_pd)"),
    // Conversions, keyed by the source element and bits.
    ("cast_f32", "i32", 512, "_mm512_cvtepi32_ps($0)"), ("cast_i32", "f32", 512, "_mm512_cvttps_epi32($0)"),
    ("cast_f32", "u32", 512, "_mm512_cvtepu32_ps($0)"), ("cast_u32", "f32", 512, "_mm512_cvttps_epu32($0)"),
    ("cast_f64", "i32", 256, "_mm512_cvtepi32_pd($0)"), ("cast_f64", "u32", 256, "_mm512_cvtepu32_pd($0)"),
    ("cast_i32", "f64", 512, "_mm512_cvttpd_epi32($0)"), ("cast_u32", "f64", 512, "_mm512_cvttpd_epu32($0)"),
    ("cast_f64", "f32", 256, "_mm512_cvtps_pd($0)"), ("cast_f32", "f64", 512, "_mm512_cvtpd_ps($0)"),
    ("cast_f64", "i64", 512, "_mm512_cvtepi64_pd($0)"), ("cast_f64", "u64", 512, "_mm512_cvtepu64_pd($0)"),
    ("cast_i64", "f64", 512, "_mm512_cvttpd_epi64($0)"), ("cast_u64", "f64", 512, "_mm512_cvttpd_epu64($0)"),
    ("cast_f32", "i64", 512, "_mm512_cvtepi64_ps($0)"), ("cast_f32", "u64", 512, "_mm512_cvtepu64_ps($0)"),
    ("cast_i64", "f32", 256, "_mm512_cvttps_epi64($0)"), ("cast_u64", "f32", 256, "_mm512_cvttps_epu64($0)"),
    ("cast_i32 cast_u32", "i8", 128, "_mm512_cvtepi8_epi32($0)"), ("cast_i32 cast_u32", "u8", 128, "_mm512_cvtepu8_epi32($0)"),
    ("cast_f32", "i8", 128, "_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32($0))"), ("cast_f32", "u8", 128, "_mm512_cvtepi32_ps(_mm512_cvtepu8_epi32($0))"),
    ("cast_i32 cast_u32", "i16", 256, "_mm512_cvtepi16_epi32($0)"), ("cast_i32 cast_u32", "u16", 256, "_mm512_cvtepu16_epi32($0)"),
    ("cast_f32", "i16", 256, "_mm512_cvtepi32_ps(_mm512_cvtepi16_epi32($0))"), ("cast_f32", "u16", 256, "_mm512_cvtepi32_ps(_mm512_cvtepu16_epi32($0))"),
    ("cast_i16 cast_u16", "i8", 256, "_mm512_cvtepi8_epi16($0)"), ("cast_i16 cast_u16", "u8", 256, "_mm512_cvtepu8_epi16($0)"),
    ("cast_i64 cast_u64", "i32", 256, "_mm512_cvtepi32_epi64($0)"), ("cast_i64 cast_u64", "u32", 256, "_mm512_cvtepu32_epi64($0)"),
    ("cast_i64 cast_u64", "i16", 128, "_mm512_cvtepi16_epi64($0)"), ("cast_i64 cast_u64", "u16", 128, "_mm512_cvtepu16_epi64($0)"),
    ("cast_i8 cast_u8", "i32 u32", 512, "_mm512_cvtepi32_epi8($0)"), ("cast_i16 cast_u16", "i32 u32", 512, "_mm512_cvtepi32_epi16($0)"),
    ("cast_i8 cast_u8", "i16 u16", 512, "_mm512_cvtepi16_epi8($0)"), ("cast_i32 cast_u32", "i64 u64", 512, "_mm512_cvtepi64_epi32($0)"),
    ("cast_i16 cast_u16", "i64 u64", 512, "_mm512_cvtepi64_epi16($0)"),
    // ---- Masks as the integers of their bits, one per lane (`vpmovd2m`, `vpmovm2d`): the mask
    // argument of the AVX-512 vector function ABI's masked ('e') variants. Only the low bits,
    // one per lane, count: a caller may leave the others undefined.
    ("tobits", "mask", 512, "$0"),
    ("tobits", "mask", 256, "_mm256_movepi32_mask($0)"),
    ("tobits", "mask", 128, "_mm_movepi32_mask($0)"),
    ("frombits", "mask", 512, "(__mmask16)$0"),
    ("tobits", "mask16 mask8", 512, "$0"),
    ("frombits", "mask16", 512, "(__mmask32)$0"), ("frombits", "mask8", 512, "(__mmask64)$0"),
    ("frombits", "mask", 256, "_mm256_movm_epi32((__mmask8)$0)"),
    ("frombits", "mask", 128, "_mm_movm_epi32((__mmask8)(($0) & 15))"),
];

/// Helper macros of the rows above (avx2.rs's are available to them): glibc's `fmin`/`fmax`
/// (as avx2.rs's: `minps(a, b)`, then `a` where `b` is NaN), and the declarations of libmvec's
/// AVX-512 variants.
#[rustfmt::skip]
pub const MACROS: &[(&str, &str)] = &[
    ("vcc_avx512_div_epi32", "#define vcc_avx512_div_epi32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepi32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epi32(_mm512_div_pd(_mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepi32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })"),
    ("vcc_avx512_rem_epi32", "#define vcc_avx512_rem_epi32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epi32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_avx512_div_epu32", "#define vcc_avx512_div_epu32(A, B) ({ __m512i vcc_a = (A), vcc_b = (B); __m256i vcc_q0 = _mm512_cvttpd_epu32(_mm512_div_pd(_mm512_cvtepu32_pd(_mm512_castsi512_si256(vcc_a)), _mm512_cvtepu32_pd(_mm512_castsi512_si256(vcc_b)))); __m256i vcc_q1 = _mm512_cvttpd_epu32(_mm512_div_pd(_mm512_cvtepu32_pd(_mm512_extracti64x4_epi64(vcc_a, 1)), _mm512_cvtepu32_pd(_mm512_extracti64x4_epi64(vcc_b, 1)))); _mm512_inserti64x4(_mm512_castsi256_si512(vcc_q0), vcc_q1, 1); })"),
    ("vcc_avx512_rem_epu32", "#define vcc_avx512_rem_epu32(A, B) ({ __m512i vcc_ra = (A), vcc_rb = (B); _mm512_sub_epi32(vcc_ra, _mm512_mullo_epi32(vcc_avx512_div_epu32(vcc_ra, vcc_rb), vcc_rb)); })"),
    ("vcc_avx512_fmin_ps", "#define vcc_avx512_fmin_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_ps(vcc_a, vcc_b), vcc_a); })"),
    ("vcc_avx512_fmax_ps", "#define vcc_avx512_fmax_ps(A, B) ({ __m512 vcc_a = (A), vcc_b = (B); _mm512_mask_blend_ps(_mm512_cmp_ps_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_max_ps(vcc_a, vcc_b), vcc_a); })"),
    ("vcc_avx512_fmin_pd", "#define vcc_avx512_fmin_pd(A, B) ({ __m512d vcc_a = (A), vcc_b = (B); _mm512_mask_blend_pd(_mm512_cmp_pd_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_min_pd(vcc_a, vcc_b), vcc_a); })"),
    ("vcc_avx512_fmax_pd", "#define vcc_avx512_fmax_pd(A, B) ({ __m512d vcc_a = (A), vcc_b = (B); _mm512_mask_blend_pd(_mm512_cmp_pd_mask(vcc_b, vcc_b, _CMP_UNORD_Q), _mm512_max_pd(vcc_a, vcc_b), vcc_a); })"),
    ("_ZGVeN16v_expf", "__attribute__((target(\"avx512f\"))) __m512 _ZGVeN16v_expf(__m512);"),
    ("_ZGVeN8v_exp", "__attribute__((target(\"avx512f\"))) __m512d _ZGVeN8v_exp(__m512d);"),
    ("_ZGVeN16v_logf", "__attribute__((target(\"avx512f\"))) __m512 _ZGVeN16v_logf(__m512);"),
    ("_ZGVeN8v_log", "__attribute__((target(\"avx512f\"))) __m512d _ZGVeN8v_log(__m512d);"),
    ("_ZGVeN16v_sinf", "__attribute__((target(\"avx512f\"))) __m512 _ZGVeN16v_sinf(__m512);"),
    ("_ZGVeN8v_sin", "__attribute__((target(\"avx512f\"))) __m512d _ZGVeN8v_sin(__m512d);"),
    ("_ZGVeN16v_cosf", "__attribute__((target(\"avx512f\"))) __m512 _ZGVeN16v_cosf(__m512);"),
    ("_ZGVeN8v_cos", "__attribute__((target(\"avx512f\"))) __m512d _ZGVeN8v_cos(__m512d);"),
    ("_ZGVeN16vv_powf", "__attribute__((target(\"avx512f\"))) __m512 _ZGVeN16vv_powf(__m512, __m512);"),
    ("_ZGVeN8vv_pow", "__attribute__((target(\"avx512f\"))) __m512d _ZGVeN8vv_pow(__m512d, __m512d);"),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_is_an_avx512_form_of_its_width() {
        for (op, elems, bits, template) in TABLE {
            assert!(!op.is_empty() && !elems.is_empty());
            let prefix = match bits {
                512 => "_mm512_",
                256 => "_mm256_",
                _ => "_mm_",
            };
            // Conversions and 16-lane comparisons may give another width than their source's.
            // k-mask rows (`_kand_mask16`) and tests on a k-mask (`$0 != 0`) name no vector form.
            let kmask = elems.starts_with("mask")
                && (template.starts_with("_k")
                    || template.starts_with("($0")
                    || template.starts_with("$0")
                    || template.starts_with("(__mmask"));
            let ok = kmask
                || template.contains(prefix)
                || template.starts_with("_ZGVe")
                || template.starts_with("vcc_avx512_");
            // A 256-bit reduction folds 128-bit halves.
            let ok = ok || (*bits == 256 && template.starts_with("vcc_avx2_reduce_"));
            assert!(ok || op.starts_with("cast_") || *op == "copy", "{} {} {}", op, bits, template);
            // A k-mask is made from a 16-lane mask by the 512-bit form, from 8 lanes by the
            // 256-bit one, from 4 by the 128-bit one.
            let width = elems
                .split(' ')
                .next()
                .and_then(|w| w.trim_start_matches(['i', 'u', 'f']).parse::<u32>().ok())
                .unwrap_or(32);
            let lanes = bits / width;
            for (form, expected) in
                [("_mm512_movepi32_mask", 16), ("_mm256_movepi32_mask", 8), ("_mm_movepi32_mask", 4)]
            {
                if template.contains(form) {
                    assert_eq!(lanes, expected, "{} {}", op, template);
                }
            }
        }
    }

    #[test]
    fn sixteen_lane_masks_are_k_masks_that_no_row_converts() {
        assert_eq!(kmask(16).map(|k| k.1), Some("__mmask16"));
        assert!(kmask(8).is_none());
        // A row taking or giving a 16-lane mask uses the k-mask itself; only a reversal
        // (no k-register instruction permutes bits) goes through the vector form.
        for (op, _, _, template) in TABLE.iter().filter(|row| row.0 != "reverse") {
            assert!(
                !template.contains("_mm512_movepi32_mask") && !template.contains("_mm512_movm_epi32"),
                "{} {}",
                op,
                template
            );
        }
    }

    #[test]
    fn zmm_rows_cover_the_lane_wise_operations() {
        for op in [
            "add",
            "sub",
            "mul",
            "min",
            "max",
            "select",
            "load",
            "store",
            "maskload",
            "maskstore",
            "gather",
            "splat",
            "lt",
            "eq",
        ] {
            for elem in ["f32", "i32"] {
                assert!(
                    TABLE.iter().any(|(o, e, b, _)| o.split(' ').any(|x| x == op)
                        && *b == 512
                        && e.split(' ').any(|x| x == elem)),
                    "{} {}",
                    op,
                    elem
                );
            }
        }
    }
}
