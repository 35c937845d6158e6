//! NEON (AArch64 Advanced SIMD): 128-bit and 64-bit vectors held in `arm_neon.h` types
//! (`float32x4_t`, `uint8x16_t`, `int16x4_t` ...), and a table from (operation, element, vector
//! bits) to the intrinsic expression that computes it. NEON's intrinsics are regular, so a row is
//! a pattern: `{q}` is `q` on 128-bit vectors and nothing on 64-bit ones, `{s}` the element's
//! suffix (`f32`, `s16`, `u8`), `{si}` and `{u}` the signed and unsigned suffixes of its width,
//! `{e}` its `arm_neon.h` scalar type, `{h}` half the lane count, `{rs}` the result's suffix.
//! An operation the table lacks (a 64-bit multiply, a gather, a masked access) is written by the
//! generic lowering through casts to the generic vector types, which GCC and Clang treat as
//! reinterpretations of the same register: never a compile error.
//!
//! Masks are unsigned lanes of all ones, as wide as a 16-byte register allows (`mask_elem`: 4
//! lanes of 32 bits, 8 of 16, 16 bytes, 2 of 64), so that a comparison's result is the mask
//! itself (`vcltq_f32` gives a `uint32x4_t`) and `vbslq` selects with it; any/all tests are
//! `vmaxvq`/`vminvq`. Comparisons are the ordered ones and `ne` the complement of `eq`, as C's
//! operators behave on NaN. Floating-point `min`/`max` are a compare and a `vbslq` (the IR's
//! `a < b ? a : b`: `b` when either is NaN), not `vminq_f32`, which returns the NaN.
//!
//! Masked loads and stores have no NEON instruction: a mask with every lane set (one `uminv`)
//! is a plain `vld1q`/`vst1q`, a store with none set does nothing (one `umaxv`), and the others
//! go lane by lane (`vld1q_lane`/`vst1q_lane` behind a test of each mask lane), so that an
//! inactive lane's memory is never touched. Gathers and scatters are lane by lane too
//! (`vld1q_lane`/`vst1q_lane` at each lane's index, in lane order, behind the mask lane's test
//! when masked). The IR's full interleave groups of 2 to 4 are structure loads and stores
//! (`vld3q`, `vst3q`: `neon_groups.rs` finds them); masked ones are loads and `evens`/`odds`
//! shuffles, one `vuzp1q`/`vuzp2q` each.

use super::generic::Ctx;
use super::neon_groups::StructAccess;
use super::{avx2, mask_elem, shape_of, Shape};
use crate::expr::{CExpr, PREC_ASSIGN};
use crate::EmitError;
use midend::ir::{BinaryOp, Const, Inst, InstData, Value};

/// The `arm_neon.h` type a vector of `shape` is held in, if it has one: 16- and 8-byte vectors of
/// at least two lanes. Masks are the unsigned vectors of their lane width.
pub fn register_type(shape: Shape) -> Option<&'static str> {
    if shape.lanes < 2 {
        return None;
    }
    let unsigned = shape.is_mask || (!shape.elem.float && !shape.elem.signed);
    let float = shape.elem.float && !shape.is_mask;
    Some(match (shape.bytes(), float, unsigned, shape.elem.bytes) {
        (16, true, _, 4) => "float32x4_t",
        (16, true, _, 8) => "float64x2_t",
        (16, false, false, 1) => "int8x16_t",
        (16, false, true, 1) => "uint8x16_t",
        (16, false, false, 2) => "int16x8_t",
        (16, false, true, 2) => "uint16x8_t",
        (16, false, false, 4) => "int32x4_t",
        (16, false, true, 4) => "uint32x4_t",
        (16, false, false, 8) => "int64x2_t",
        (16, false, true, 8) => "uint64x2_t",
        (8, true, _, 4) => "float32x2_t",
        (8, false, false, 1) => "int8x8_t",
        (8, false, true, 1) => "uint8x8_t",
        (8, false, false, 2) => "int16x4_t",
        (8, false, true, 2) => "uint16x4_t",
        (8, false, false, 4) => "int32x2_t",
        (8, false, true, 4) => "uint32x2_t",
        _ => return None,
    })
}

/// A mask's sign extension (`select(m, -1, 0)`, `avx2::sign_extended_mask`) on lanes of the
/// mask's width: the mask, reinterpreted as the lanes' type.
fn mask_reinterpreted(ctx: &Ctx, inst: Inst, res: Value) -> Result<Option<CExpr>, EmitError> {
    let Some(mask) = avx2::sign_extended_mask(ctx, inst)? else { return Ok(None) };
    let (from, to) = (ctx.shape(mask)?, ctx.shape(res)?);
    if from.elem.bytes != to.elem.bytes {
        return Ok(None);
    }
    let m = ctx.val(mask)?;
    ctx.low.use_intrinsics();
    if register_type(from) == register_type(to) {
        return Ok(Some(m));
    }
    Ok(Some(CExpr::primary(format!("vreinterpretq_{}_{}({})", suffix(to), suffix(from), m.at(PREC_ASSIGN)))))
}

/// The intrinsics' suffix of an element: `f32`, `s16`, `u8`; masks are unsigned.
fn suffix(shape: Shape) -> String {
    let bits = shape.elem.bytes * 8;
    if shape.is_mask {
        format!("u{}", bits)
    } else if shape.elem.float {
        format!("f{}", bits)
    } else if shape.elem.signed {
        format!("s{}", bits)
    } else {
        format!("u{}", bits)
    }
}

/// The table key of an element: `f32`, `i16`, `u8`, and `m8`..`m64` for masks.
fn key(shape: Shape) -> String {
    let kind = if shape.is_mask {
        'm'
    } else if shape.elem.float {
        'f'
    } else if shape.elem.signed {
        'i'
    } else {
        'u'
    };
    format!("{}{}", kind, shape.elem.bytes * 8)
}

/// One row: operations, element keys (space-separated), vector bits (0: both 64 and 128), and
/// the pattern (see the module comment); `$0`.. are operands, `$p` the pointer.
type Row = (&'static str, &'static str, u32, &'static str);

const NUMS: &str = "f32 f64 i8 u8 i16 u16 i32 u32 i64 u64";
const INTS_MASKS: &str = "i8 u8 i16 u16 i32 u32 i64 u64 m8 m16 m32 m64";
const NARROW_INTS_MASKS: &str = "i8 u8 i16 u16 i32 u32 m8 m16 m32";
const NOT_64: &str = "f32 i8 u8 i16 u16 i32 u32 m8 m16 m32";
const WIDE_64: &str = "f64 i64 u64 m64";

#[rustfmt::skip]
const TABLE: &[Row] = &[
    // Lane-wise arithmetic (NEON has no 64-bit integer multiply: the generic lowering's).
    ("add", NUMS, 0, "vadd{q}_{s}($0, $1)"), ("sub", NUMS, 0, "vsub{q}_{s}($0, $1)"),
    ("mul", "f32 f64 i8 u8 i16 u16 i32 u32", 0, "vmul{q}_{s}($0, $1)"),
    ("div", "f32 f64", 0, "vdiv{q}_{s}($0, $1)"),
    ("and", INTS_MASKS, 0, "vand{q}_{s}($0, $1)"), ("or", INTS_MASKS, 0, "vorr{q}_{s}($0, $1)"),
    ("xor", INTS_MASKS, 0, "veor{q}_{s}($0, $1)"),
    ("bitnot lognot", NARROW_INTS_MASKS, 0, "vmvn{q}_{s}($0)"),
    ("bitnot lognot", "i64 u64 m64", 0, "veor{q}_{s}($0, vdup{q}_n_{s}(-1))"),
    ("neg", "f32 f64 i8 i16 i32 i64", 0, "vneg{q}_{s}($0)"),
    ("neg", "u8 u16 u32 u64", 0, "vsub{q}_{s}(vdup{q}_n_{s}(0), $0)"),
    // `x < 0 ? -x : x`, wrapping at the most negative value as `abs` does.
    ("abs", "i8 i16 i32 i64", 0, "vabs{q}_{s}($0)"),
    // Shifts by a vector: `vshl` shifts left by a signed count, right by a negative one
    // (arithmetic on signed lanes, logical on unsigned ones).
    ("shl", "i8 i16 i32 i64", 0, "vshl{q}_{s}($0, $1)"),
    ("shl", "u8 u16 u32 u64", 0, "vshl{q}_{s}($0, vreinterpret{q}_{si}_{s}($1))"),
    ("shr", "i8 i16 i32 i64", 0, "vshl{q}_{s}($0, vneg{q}_{s}($1))"),
    ("shr", "u8 u16 u32 u64", 0, "vshl{q}_{s}($0, vneg{q}_{si}(vreinterpret{q}_{si}_{s}($1)))"),
    // `a < b ? a : b` and `a > b ? a : b`, NaN included (see the module comment).
    ("min", "i8 u8 i16 u16 i32 u32", 0, "vmin{q}_{s}($0, $1)"), ("max", "i8 u8 i16 u16 i32 u32", 0, "vmax{q}_{s}($0, $1)"),
    ("min", "f32 f64 i64 u64", 0, "vbsl{q}_{s}(vclt{q}_{s}($0, $1), $0, $1)"),
    ("max", "f32 f64 i64 u64", 0, "vbsl{q}_{s}(vcgt{q}_{s}($0, $1), $0, $1)"),
    // `(a + b + 1) >> 1` without overflow, and saturating arithmetic.
    ("avg", "u8 u16 u32", 0, "vrhadd{q}_{s}($0, $1)"),
    ("addsat", "i8 u8 i16 u16 i32 u32 i64 u64", 0, "vqadd{q}_{s}($0, $1)"),
    ("subsat", "i8 u8 i16 u16 i32 u32 i64 u64", 0, "vqsub{q}_{s}($0, $1)"),
    // The high halves of 16-bit products: the odd halves of the widening products' lanes.
    ("mulhi", "i16", 128, "vuzp2q_s16(vreinterpretq_s16_s32(vmull_s16(vget_low_s16($0), vget_low_s16($1))), vreinterpretq_s16_s32(vmull_high_s16($0, $1)))"),
    ("mulhi", "u16", 128, "vuzp2q_u16(vreinterpretq_u16_u32(vmull_u16(vget_low_u16($0), vget_low_u16($1))), vreinterpretq_u16_u32(vmull_high_u16($0, $1)))"),
    // Pairs of 16-bit products summed into 32-bit lanes (x86's `pmaddwd`).
    ("madd", "i16", 128, "vreinterpretq_{rs}_s32(vpaddq_s32(vmull_s16(vget_low_s16($0), vget_low_s16($1)), vmull_high_s16($0, $1)))"),
    // Comparisons give masks of the operands' lane width (the caller checks `mask_elem`).
    ("eq", NUMS, 0, "vceq{q}_{s}($0, $1)"), ("eq", "m8 m16 m32 m64", 0, "vceq{q}_{s}($0, $1)"),
    ("lt", NUMS, 0, "vclt{q}_{s}($0, $1)"), ("le", NUMS, 0, "vcle{q}_{s}($0, $1)"),
    ("gt", NUMS, 0, "vcgt{q}_{s}($0, $1)"), ("ge", NUMS, 0, "vcge{q}_{s}($0, $1)"),
    ("ne", NOT_64, 0, "vmvn{q}_{u}(vceq{q}_{s}($0, $1))"),
    ("ne", WIDE_64, 128, "vreinterpretq_u64_u32(vmvnq_u32(vreinterpretq_u32_u64(vceqq_{s}($0, $1))))"),
    // Selects: `$0` is the mask, `$1` the value where it is set, `$2` elsewhere.
    ("select", NUMS, 0, "vbsl{q}_{s}($0, $1, $2)"), ("select", "m8 m16 m32 m64", 0, "vbsl{q}_{s}($0, $1, $2)"),
    // Memory (no alignment is needed for either form).
    ("load loadaligned", NUMS, 0, "vld1{q}_{s}((const {e} *)$p)"),
    ("store storealigned", NUMS, 0, "vst1{q}_{s}(({e} *)$p, $0)"),
    // Broadcasts (constants whose lanes are all equal come here too).
    ("splat", NUMS, 0, "vdup{q}_n_{s}($0)"),
    // Reductions: across the register, wrapping as the IR's lanes do (a float one exists only
    // where the IR may reassociate it); mask tests.
    ("reduceadd", NUMS, 0, "vaddv{q}_{s}($0)"),
    ("reducemin", "i8 u8 i16 u16 i32 u32", 0, "vminv{q}_{s}($0)"), ("reducemax", "i8 u8 i16 u16 i32 u32", 0, "vmaxv{q}_{s}($0)"),
    ("reduceor", "m8 m16 m32", 0, "(vmaxv{q}_{s}($0) != 0)"), ("reduceand", "m8 m16 m32", 0, "(vminv{q}_{s}($0) != 0)"),
    ("reduceor", "m64", 128, "(vmaxvq_u32(vreinterpretq_u32_u64($0)) != 0)"),
    ("reduceand", "m64", 128, "(vminvq_u32(vreinterpretq_u32_u64($0)) != 0)"),
    // Shuffles: lanes reversed (within 64-bit halves by `vrev64`, the halves swapped by `vext`),
    // the even or odd lanes of two vectors (a de-interleaving load), the low or high halves of
    // two interleaved (an interleaving store), and the pair patterns of complex multiplies.
    ("reverse", NOT_64, 128, "vextq_{s}(vrev64q_{s}($0), vrev64q_{s}($0), {h})"),
    ("reverse", NOT_64, 64, "vrev64_{s}($0)"),
    ("reverse", WIDE_64, 128, "vextq_{s}($0, $0, 1)"),
    ("evens", NUMS, 0, "vuzp1{q}_{s}($0, $1)"), ("odds", NUMS, 0, "vuzp2{q}_{s}($0, $1)"),
    ("zip_lo", NUMS, 0, "vzip1{q}_{s}($0, $1)"), ("zip_hi", NUMS, 0, "vzip2{q}_{s}($0, $1)"),
    ("dup_evens", NUMS, 0, "vtrn1{q}_{s}($0, $0)"), ("dup_odds", NUMS, 0, "vtrn2{q}_{s}($0, $0)"),
    ("swap_pairs", "f32 i32 u32", 0, "vrev64{q}_{s}($0)"), ("swap_pairs", "i16 u16", 0, "vrev32{q}_{s}($0)"),
    ("swap_pairs", "i8 u8", 0, "vrev16{q}_{s}($0)"), ("swap_pairs", "f64 i64 u64", 128, "vextq_{s}($0, $0, 1)"),
    // Math functions on every lane (`call_<name>`, midend/src/target `VECTOR_MATH`), each exactly
    // the scalar function: correctly rounded square roots, rounding toward -inf/+inf/zero,
    // IEEE minNum/maxNum (C's fmin/fmax: the number when one operand is NaN), fused multiply-add.
    ("call_sqrtf", "f32", 0, "vsqrt{q}_f32($0)"), ("call_sqrt", "f64", 128, "vsqrtq_f64($0)"),
    ("call_fabsf", "f32", 0, "vabs{q}_f32($0)"), ("call_fabs", "f64", 128, "vabsq_f64($0)"),
    ("call_floorf", "f32", 0, "vrndm{q}_f32($0)"), ("call_floor", "f64", 128, "vrndmq_f64($0)"),
    ("call_ceilf", "f32", 0, "vrndp{q}_f32($0)"), ("call_ceil", "f64", 128, "vrndpq_f64($0)"),
    ("call_truncf", "f32", 0, "vrnd{q}_f32($0)"), ("call_trunc", "f64", 128, "vrndq_f64($0)"),
    ("call_fminf", "f32", 0, "vminnm{q}_f32($0, $1)"), ("call_fmin", "f64", 128, "vminnmq_f64($0, $1)"),
    ("call_fmaxf", "f32", 0, "vmaxnm{q}_f32($0, $1)"), ("call_fmax", "f64", 128, "vmaxnmq_f64($0, $1)"),
    ("call_fmaf", "f32", 0, "vfma{q}_f32($2, $0, $1)"), ("call_fma", "f64", 128, "vfmaq_f64($2, $0, $1)"),
];

/// The row's pattern for `op` on `shape`, if the table has one.
fn find(op: &str, shape: Shape) -> Option<&'static str> {
    let bits = shape.bytes() * 8;
    let elem = key(shape);
    TABLE
        .iter()
        .find(|(ops, elems, b, _)| {
            ops.split(' ').any(|o| o == op) && (*b == bits || *b == 0) && elems.split(' ').any(|e| e == elem)
        })
        .map(|(_, _, _, pattern)| *pattern)
}

/// A pattern with its `{..}` placeholders filled for `shape` (and the result's `res`).
fn expand(pattern: &str, shape: Shape, res: Option<Shape>) -> String {
    let bits = shape.elem.bytes * 8;
    let scalar = match suffix(shape).as_str() {
        "f32" => "float32_t".to_string(),
        "f64" => "float64_t".to_string(),
        s if s.starts_with('s') => format!("int{}_t", bits),
        _ => format!("uint{}_t", bits),
    };
    pattern
        .replace("{q}", if shape.bytes() == 16 { "q" } else { "" })
        .replace("{si}", &format!("s{}", bits))
        .replace("{u}", &format!("u{}", bits))
        .replace("{s}", &suffix(shape))
        .replace("{e}", &scalar)
        .replace("{h}", &(shape.lanes / 2).to_string())
        .replace("{rs}", &res.map_or_else(String::new, suffix))
}

/// Whether every vector operand (and the result) is held in a NEON register.
fn all_registers(ctx: &Ctx, values: &[Value]) -> Result<bool, EmitError> {
    for &v in values {
        if let Some(shape) = shape_of(ctx.em.types, ctx.ty(v), ctx.low.target)? {
            if register_type(shape).is_none() {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// Whether the masks `inst` produces or takes have the lane width of `shape`, as the rows of
/// comparisons and selects assume (a comparison of 4 shorts in a 64-bit register gives 16-bit
/// lanes, where a mask of 4 lanes has 32-bit ones: the generic lowering converts those).
fn masks_match(ctx: &Ctx, data: &InstData, op: &str, shape: Shape) -> Result<bool, EmitError> {
    let width = mask_elem(ctx.low.target, shape.lanes).bytes;
    Ok(match data {
        InstData::Select { cond, .. } => ctx.shape(*cond)?.elem.bytes == shape.elem.bytes,
        InstData::Binary { .. } if matches!(op, "eq" | "ne" | "lt" | "le" | "gt" | "ge") => width == shape.elem.bytes,
        _ => true,
    })
}

/// The NEON lowering of `inst`, or `None` where the table has no row.
pub fn lower(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let func = ctx.em.func;
    let data = func.inst(inst);
    let res = func.dfg.result(inst);
    if let (InstData::Cast { arg }, Some(res)) = (data, res) {
        if let Some(e) = widen_in_pieces(ctx, *arg, res)? {
            return Ok(Some(e));
        }
    }
    if let InstData::VectorStore { addr, value, mask: None, .. } = data {
        if let Some(e) = wide_store(ctx, *addr, *value)? {
            return Ok(Some(e));
        }
    }
    if let Some(e) = call_in_pieces(ctx, inst)? {
        return Ok(Some(e));
    }
    if let Some(e) = mul_of_bytes(ctx, inst)? {
        return Ok(Some(e));
    }
    let mut values = data.operands();
    values.extend(res);
    if !all_registers(ctx, &values)? {
        return Ok(None);
    }
    match (data, res) {
        (InstData::Cast { arg }, Some(res)) => return cast(ctx, *arg, res),
        (InstData::Select { .. }, Some(res)) => {
            if let Some(e) = mask_reinterpreted(ctx, inst, res)? {
                return Ok(Some(e));
            }
        }
        (InstData::VectorLoad { addr, mask: Some(m), .. }, Some(res)) => {
            return masked_access(ctx, *addr, *m, ctx.shape(res)?, None)
        }
        (InstData::VectorStore { addr, value, mask: Some(m), .. }, _) => {
            return masked_access(ctx, *addr, *m, ctx.shape(*value)?, Some(*value))
        }
        (InstData::Gather { base, indices, mask }, Some(res)) => {
            return lanes_at(ctx, *base, *indices, *mask, ctx.shape(res)?, None)
        }
        (InstData::Scatter { base, indices, value, mask }, _) => {
            return lanes_at(ctx, *base, *indices, *mask, ctx.shape(*value)?, Some(*value))
        }
        (InstData::ExtractLane { vec, lane }, _) => return lane_access(ctx, *vec, *lane, None),
        (InstData::InsertLane { vec, lane, value }, _) => return lane_access(ctx, *vec, *lane, Some(*value)),
        (InstData::Reduce { arg, .. }, Some(res)) => {
            if let Some((op, shape)) = avx2::table_key(ctx, data, inst)? {
                if find(&op, shape).is_none() {
                    return fold(ctx, &op, shape, *arg, res);
                }
            }
        }
        _ => {}
    }
    let Some((op, shape)) = avx2::table_key(ctx, data, inst)? else { return Ok(None) };
    if !masks_match(ctx, data, &op, shape)? {
        return Ok(None);
    }
    let res_shape = match res {
        Some(r) => shape_of(ctx.em.types, ctx.ty(r), ctx.low.target)?,
        None => None,
    };
    let expand = |op: &str| find(op, shape).map(|p| expand(p, shape, res_shape));
    let mut named: Vec<(&str, CExpr)> = Vec::new();
    let pattern = match data {
        InstData::Load { addr, .. } | InstData::VectorLoad { addr, mask: None, .. } => {
            named.push(("$p", ctx.val(*addr)?));
            expand(&op).map(|p| plain_pointer(ctx, *addr, shape, p))
        }
        InstData::Store { addr, value, .. } | InstData::VectorStore { addr, value, mask: None, .. } => {
            named.push(("$p", ctx.val(*addr)?));
            named.push(("$0", ctx.val(*value)?));
            expand(&op).map(|p| plain_pointer(ctx, *addr, shape, p))
        }
        // Every lane equal: a broadcast; other constants are the generic compound literal.
        InstData::Const(c) => {
            let (lanes, all_equal) = avx2::const_lanes(ctx, c, inst)?;
            if !all_equal || shape.is_mask {
                return Ok(None);
            }
            let first = lanes.split(", ").next().unwrap_or("0").to_string();
            named.push(("$0", CExpr::primary(first)));
            expand("splat")
        }
        InstData::Reduce { arg, .. } => {
            named.push(("$0", ctx.val(*arg)?));
            expand(&op)
        }
        InstData::VectorLoad { .. }
        | InstData::VectorStore { .. }
        | InstData::Gather { .. }
        | InstData::Scatter { .. } => return Ok(None),
        other => {
            const NAMES: [&str; 3] = ["$0", "$1", "$2"];
            for (idx, v) in other.operands().into_iter().enumerate().take(3) {
                named.push((NAMES[idx], ctx.val(v)?));
            }
            expand(&op)
        }
    };
    let Some(pattern) = pattern else { return Ok(None) };
    ctx.low.use_intrinsics();
    Ok(Some(avx2::fill(&pattern, &named)))
}

/// 8- or 16-bit integers in one register converted to 32- or 64-bit integers or floats that
/// take several (a byte loop's VF 16: uint8 -> float is four registers of floats): the register
/// widened step by step, each half by `vmovl`/`vmovl_high` (sign or zero extension, as the
/// source's type), the last step's registers converted by `vcvtq` where the result is float
/// (exact: the integers are narrower than the float's mantissa), the pieces joined by
/// `avx2::join_pieces`, which gcc compiles to nothing when the consumers work per register.
/// The generic lowering's chain of `__builtin_convertvector`s costs gcc extra shuffles
/// (sse.rs's `widen_in_pieces` does the same with `pmovzx`).
fn widen_in_pieces(ctx: &Ctx, arg: Value, res: Value) -> Result<Option<CExpr>, EmitError> {
    let (Some(from), Some(to)) =
        (shape_of(ctx.em.types, ctx.ty(arg), ctx.low.target)?, shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)?)
    else {
        return Ok(None);
    };
    let fits = register_type(from).is_some()
        && register_type(to).is_none()
        && to.bytes() > 16
        && from.lanes == to.lanes
        && !from.is_mask
        && !to.is_mask
        && !from.elem.float
        && from.elem.bytes < to.elem.bytes
        && matches!(to.elem.bytes, 4 | 8)
        && to.bytes() % 16 == 0;
    if !fits {
        return Ok(None);
    }
    let x = ctx.val(arg)?.at(PREC_ASSIGN);
    let mut text = format!("({{ {} vcc_w0 = {x}; ", register_type(from).unwrap_or_default());
    // The registers so far (their names) and their shape.
    let mut shape = from;
    let mut regs = vec!["vcc_w0".to_string()];
    let mut n = 1;
    if shape.bytes() == 8 {
        let wide = Shape { elem: shape.elem.int_of_width(shape.elem.bytes * 2), ..shape };
        text.push_str(&format!(
            "{} vcc_w{n} = {}; ",
            register_type(wide).unwrap_or_default(),
            expand("vmovl_{s}(vcc_w0)", shape, None)
        ));
        regs = vec![format!("vcc_w{n}")];
        n += 1;
        shape = wide;
    }
    while shape.elem.bytes < to.elem.bytes {
        let half = Shape { elem: shape.elem.int_of_width(shape.elem.bytes * 2), lanes: shape.lanes / 2, ..shape };
        let ty = register_type(half).unwrap_or_default();
        let mut next = Vec::new();
        for r in &regs {
            let low = expand(&format!("vmovl_{{s}}(vget_low_{{s}}({r}))"), shape, None);
            let high = expand(&format!("vmovl_high_{{s}}({r})"), shape, None);
            text.push_str(&format!("{ty} vcc_w{n} = {low}, vcc_w{} = {high}; ", n + 1));
            next.push(format!("vcc_w{n}"));
            next.push(format!("vcc_w{}", n + 1));
            n += 2;
        }
        regs = next;
        shape = half;
    }
    let piece = Shape { lanes: shape.lanes, ..to };
    let piece_ty = ctx.low.generic_type(piece);
    let mut names = Vec::new();
    for (k, r) in regs.iter().enumerate() {
        let value = if to.elem.float { format!("vcvtq_{}_{}({r})", suffix(piece), suffix(shape)) } else { r.clone() };
        text.push_str(&format!("{piece_ty} vcc_p{k} = ({piece_ty}){value}; "));
        names.push(format!("vcc_p{k}"));
    }
    text.push_str(&avx2::join_pieces(&names, &ctx.low.generic_type(to)));
    text.push_str("; })");
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// A product of shorts that are widened bytes, or widened bytes and a constant of the bytes'
/// range (`77 * rgb[3 * i]` in a byte loop): the bytes multiplied into shorts by `vmull_u8`
/// (`vmull_s8`; `vmull_high` for the high half of a 16-byte register), which gcc fuses with an
/// add of the products into `umlal`, where the widened form is `uxtl` + `uxtl2` and a `mul` per
/// register (bench rgb_gray_u8). Exact: the product of two bytes fits 16 bits. The widened
/// operands are read by `super::read_unused`.
fn mul_of_bytes(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    /// An operand: the bytes it widens (and whether they are signed), or the constant every
    /// lane holds (as the 16-bit lane's signed value).
    enum Factor {
        Bytes(Value, bool),
        Const(i64),
    }
    let func = ctx.em.func;
    let InstData::Binary { op: BinaryOp::Mul, args } = func.inst(inst) else { return Ok(None) };
    let Some(res) = shape_of(ctx.em.types, ctx.ty(ctx.result(inst)?), ctx.low.target)? else { return Ok(None) };
    if res.is_mask || res.elem.float || res.elem.bytes != 2 || !matches!(res.lanes, 8 | 16) {
        return Ok(None);
    }
    let mut factors = Vec::new();
    for &v in args {
        let bytes = super::cast_source(ctx, v)?
            .filter(|(_, f)| !f.is_mask && !f.elem.float && f.elem.bytes == 1 && f.lanes == res.lanes);
        let splat = match func.dfg.defining_inst(v).map(|d| func.inst(d)) {
            Some(InstData::Const(Const::Vector(lanes))) => match lanes.first() {
                Some(Const::Int(c)) if lanes.iter().all(|l| l == &Const::Int(*c)) => Some(*c as u16 as i16 as i64),
                _ => None,
            },
            _ => None,
        };
        factors.push(match (bytes, splat) {
            (Some((arg, f)), _) => Factor::Bytes(arg, f.elem.signed),
            (None, Some(c)) => Factor::Const(c),
            (None, None) => return Ok(None),
        });
    }
    let Some(signed) = factors.iter().find_map(|f| if let Factor::Bytes(_, s) = f { Some(*s) } else { None }) else {
        return Ok(None);
    };
    let fits = |c: i64| if signed { (-128..=127).contains(&c) } else { (0..=255).contains(&c) };
    let sfx = if signed { "s8" } else { "u8" };
    let q = if res.lanes == 16 { "q" } else { "" };
    let mut operands = Vec::new();
    for factor in &factors {
        operands.push(match *factor {
            Factor::Bytes(v, s) if s == signed => ctx.val(v)?.at(PREC_ASSIGN),
            Factor::Const(c) if fits(c) => format!("vdup{q}_n_{sfx}({c})"),
            _ => return Ok(None),
        });
    }
    let byte_ty =
        if signed { ["int8x8_t", "int8x16_t"] } else { ["uint8x8_t", "uint8x16_t"] }[(res.lanes / 16) as usize];
    let (a, b) = (&operands[0], &operands[1]);
    let prod_sfx = if signed { "s16" } else { "u16" };
    let widened: Vec<Value> =
        args.iter().zip(&factors).filter(|(_, f)| matches!(f, Factor::Bytes(..))).map(|(v, _)| *v).collect();
    let mut text = format!("({{ {byte_ty} vcc_a = {a}, vcc_b = {b}; {}", super::read_unused(ctx, &widened)?);
    let reinterpret = |x: String| {
        let want = suffix(Shape { lanes: 8, ..res });
        if want == prod_sfx {
            x
        } else {
            format!("vreinterpretq_{want}_{prod_sfx}({x})")
        }
    };
    if res.lanes == 8 {
        text.push_str(&format!("{}; }})", reinterpret(format!("vmull_{sfx}(vcc_a, vcc_b)"))));
    } else {
        let piece_ty = ctx.low.generic_type(Shape { lanes: 8, ..res });
        let low = reinterpret(format!("vmull_{sfx}(vget_low_{sfx}(vcc_a), vget_low_{sfx}(vcc_b))"));
        let high = reinterpret(format!("vmull_high_{sfx}(vcc_a, vcc_b)"));
        text.push_str(&format!("{piece_ty} vcc_p0 = ({piece_ty}){low}, vcc_p1 = ({piece_ty}){high}; "));
        let names = ["vcc_p0".to_string(), "vcc_p1".to_string()];
        text.push_str(&avx2::join_pieces(&names, &ctx.low.generic_type(res)));
        text.push_str("; })");
    }
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// An unmasked store of a vector of 2 to 4 registers (a byte loop's floats): one `st1` of
/// that many registers (`vst1q_f32_x4`), the registers taken from the generic vector by
/// `__builtin_shufflevector`, which gcc compiles to nothing; the generic lowering's stores of
/// 16-byte pieces through `char *` are one `str` each (bench u8_to_f32).
fn wide_store(ctx: &Ctx, addr: Value, value: Value) -> Result<Option<CExpr>, EmitError> {
    let Some(shape) = shape_of(ctx.em.types, ctx.ty(value), ctx.low.target)? else { return Ok(None) };
    let k = shape.bytes() / 16;
    let piece = Shape { lanes: 16 / shape.elem.bytes, ..shape };
    let Some(ty) = register_type(piece) else { return Ok(None) };
    if shape.is_mask || shape.bytes() % 16 != 0 || !(2..=4).contains(&k) || register_type(shape).is_some() {
        return Ok(None);
    }
    let mut pieces = Vec::new();
    for r in 0..k {
        let idx: Vec<String> = (r * piece.lanes..(r + 1) * piece.lanes).map(|i| i.to_string()).collect();
        pieces.push(format!("({ty})__builtin_shufflevector(vcc_w, vcc_w, {})", idx.join(", ")));
    }
    let group_ty = format!("{}x{k}_t", ty.trim_end_matches("_t"));
    let store = format!("vst1q_{{s}}_x{k}(({{e}} *)$p, (({group_ty}){{{{{}}}}}))", pieces.join(", "));
    let store = plain_pointer(ctx, addr, piece, expand(&store, piece, None));
    let x = ctx.val(value)?.at(PREC_ASSIGN);
    let text = format!("do {{ {} vcc_w = {x}; {store}; }} while (0)", ctx.low.generic_type(shape));
    ctx.low.use_intrinsics();
    Ok(Some(avx2::fill(&text, &[("$p", ctx.val(addr)?)])))
}

/// A math function (a `call_<name>` row) on a vector of 2 to 4 registers (a loop of 2-byte
/// elements planned at 8 lanes: `fma` of 8 doubles): each register's row, on the arguments'
/// registers taken by `__builtin_shufflevector` (free when the arguments are per register),
/// the pieces joined again. The generic lowering has no per-lane form of three-argument calls.
fn call_in_pieces(ctx: &Ctx, inst: Inst) -> Result<Option<CExpr>, EmitError> {
    let func = ctx.em.func;
    let (InstData::Call { callee: midend::ir::Callee::Direct(f), args }, Some(res)) =
        (func.inst(inst), func.dfg.result(inst))
    else {
        return Ok(None);
    };
    let Some(shape) = shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)? else { return Ok(None) };
    let k = shape.bytes() / 16;
    let piece = Shape { lanes: 16 / shape.elem.bytes, ..shape };
    if shape.is_mask || shape.bytes() % 16 != 0 || !(2..=4).contains(&k) || register_type(shape).is_some() {
        return Ok(None);
    }
    if args.iter().any(|&a| ctx.ty(a) != ctx.ty(res)) || args.len() > 3 {
        return Ok(None);
    }
    let Some(pattern) = find(&format!("call_{}", ctx.em.module.funcs[*f].name), piece) else { return Ok(None) };
    let pattern = expand(pattern, piece, None);
    let (gt, pt, rt) =
        (ctx.low.generic_type(shape), ctx.low.generic_type(piece), register_type(piece).unwrap_or_default());
    let mut text = String::from("({ ");
    for (j, &a) in args.iter().enumerate() {
        text.push_str(&format!("{gt} vcc_a{j} = {}; ", ctx.val(a)?.at(PREC_ASSIGN)));
    }
    let mut names = Vec::new();
    for r in 0..k {
        let idx: Vec<String> = (r * piece.lanes..(r + 1) * piece.lanes).map(|i| i.to_string()).collect();
        let idx = idx.join(", ");
        let named: Vec<(String, CExpr)> = (0..args.len())
            .map(|j| {
                (format!("${j}"), CExpr::primary(format!("({rt})__builtin_shufflevector(vcc_a{j}, vcc_a{j}, {idx})")))
            })
            .collect();
        let named: Vec<(&str, CExpr)> = named.iter().map(|(n, e)| (n.as_str(), e.clone())).collect();
        let value = avx2::fill(&pattern, &named).text;
        text.push_str(&format!("{pt} vcc_p{r} = ({pt}){value}; "));
        names.push(format!("vcc_p{r}"));
    }
    text.push_str(&avx2::join_pieces(&names, &gt));
    text.push_str("; })");
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// A structure load's member (`vldkq(p).val[o]`) or a structure store (`vstkq(p, {..})`),
/// found by `neon_groups`: the intrinsic of the group's stride on the member's register.
pub fn structure_access(ctx: &Ctx, inst: Inst, access: &StructAccess) -> Result<CExpr, EmitError> {
    let (addr, shape, text) = match access {
        StructAccess::Load { addr, stride, member } => {
            let shape = ctx.shape(ctx.result(inst)?)?;
            (*addr, shape, format!("vld{stride}{{q}}_{{s}}((const {{e}} *)$p).val[{member}]"))
        }
        StructAccess::Store { addr, values } => {
            let shape = ctx.shape(values[0])?;
            let ty = register_type(shape).ok_or_else(|| EmitError::new("a structure store of no register"))?;
            let mut parts = Vec::new();
            for &v in values {
                parts.push(ctx.val(v)?.at(PREC_ASSIGN));
            }
            // `uint8x16_t` -> `uint8x16x3_t`, parenthesized: Clang's intrinsics may be macros.
            let k = values.len();
            let group_ty = format!("{}x{k}_t", ty.trim_end_matches("_t"));
            let text = format!("vst{k}{{q}}_{{s}}(({{e}} *)$p, (({group_ty}){{{{{}}}}}))", parts.join(", "));
            (*addr, shape, text)
        }
        StructAccess::Folded => return Err(EmitError::new("internal: a folded structure store written")),
    };
    let pattern = plain_pointer(ctx, addr, shape, expand(&text, shape, None));
    ctx.low.use_intrinsics();
    Ok(avx2::fill(&pattern, &[("$p", ctx.val(addr)?)]))
}

/// A conversion between two vectors of the same lane count held in registers: integers widened
/// (`vmovl`) or narrowed (`vmovn`) by one step, reinterpreted between signednesses, converted
/// to and from floats (`vcvtq`, which truncates toward zero as C does), floats widened or
/// narrowed (`vcvt_f64_f32`, `vcvt_f32_f64`). A conversion that would round twice (64-bit
/// integers to `float`) takes the generic lowering.
fn cast(ctx: &Ctx, arg: Value, res: Value) -> Result<Option<CExpr>, EmitError> {
    let (Some(from), Some(to)) =
        (shape_of(ctx.em.types, ctx.ty(arg), ctx.low.target)?, shape_of(ctx.em.types, ctx.ty(res), ctx.low.target)?)
    else {
        return Ok(None);
    };
    if from.is_mask || to.is_mask || from.lanes != to.lanes {
        return Ok(None);
    }
    let x = ctx.val(arg)?.at(PREC_ASSIGN);
    let Some(text) = convert(x, from, to) else { return Ok(None) };
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// `x` (a vector of `from`) as a vector of `to` (same lanes), if it is one or two steps.
fn convert(x: String, from: Shape, to: Shape) -> Option<String> {
    let q = |s: Shape| if s.bytes() == 16 { "q" } else { "" };
    let (fe, te) = (from.elem, to.elem);
    let reinterpret = |x: String, from: Shape, to: Shape| {
        if suffix(from) == suffix(to) {
            x
        } else {
            format!("vreinterpret{}_{}_{}({})", q(to), suffix(to), suffix(from), x)
        }
    };
    // Integers of `from`'s signedness and `to`'s width (one `vmovl`/`vmovn` away).
    let int_resize = |x: String| -> Option<(String, Shape)> {
        let resized = Shape { elem: fe.int_of_width(te.bytes), ..from };
        if te.bytes == fe.bytes {
            Some((x, from))
        } else if te.bytes == 2 * fe.bytes && from.bytes() == 8 {
            Some((format!("vmovl_{}({})", suffix(from), x), resized))
        } else if 2 * te.bytes == fe.bytes && from.bytes() == 16 {
            Some((format!("vmovn_{}({})", suffix(from), x), resized))
        } else {
            None
        }
    };
    match (fe.float, te.float) {
        (false, false) => {
            let (x, shape) = int_resize(x)?;
            Some(reinterpret(x, shape, to))
        }
        // Integers widened first (exact), then converted; never narrowed (two roundings).
        (false, true) if te.bytes >= fe.bytes => {
            let (x, shape) = int_resize(x)?;
            Some(format!("vcvt{}_{}_{}({})", q(to), suffix(to), suffix(shape), x))
        }
        // Floats converted to integers of their width (truncating), then narrowed; `float`s to
        // 64-bit integers through `double` (exact).
        (true, false) => {
            if te.bytes > fe.bytes {
                return (fe.bytes == 4 && te.bytes == 8 && from.bytes() == 8)
                    .then(|| format!("vcvtq_{}_f64(vcvt_f64_f32({}))", suffix(to), x));
            }
            let same = Shape { elem: te.int_of_width(fe.bytes), ..from };
            let x = format!("vcvt{}_{}_{}({})", q(from), suffix(same), suffix(from), x);
            if te.bytes == fe.bytes {
                return Some(x);
            }
            (2 * te.bytes == fe.bytes && from.bytes() == 16).then(|| format!("vmovn_{}({})", suffix(same), x))
        }
        (true, true) if fe.bytes == 4 && te.bytes == 8 && from.bytes() == 8 => Some(format!("vcvt_f64_f32({})", x)),
        (true, true) if fe.bytes == 8 && te.bytes == 4 && from.bytes() == 16 => Some(format!("vcvt_f32_f64({})", x)),
        _ => None,
    }
}

/// The C types that are `arm_neon.h`'s scalar types (`float32_t` is `float`, `int64_t` is
/// `long` on AArch64 Linux): a pointer to one needs no cast for `vld1q`/`vst1q`.
const NEON_SCALARS: [&str; 10] = [
    "float",
    "double",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned int",
    "long",
    "unsigned long",
];

/// A load's or store's pattern without its pointer cast when `addr` already points to the
/// element type (and that is the `arm_neon.h` scalar type: not `char` nor `long long`).
fn plain_pointer(ctx: &Ctx, addr: Value, shape: Shape, pattern: String) -> String {
    let types = ctx.em.types;
    let pointee = types.pointee(ctx.ty(addr)).map(|t| types.unqualified_of(t));
    let plain = pointee.is_some_and(|t| {
        crate::ctype::c_type(types, t).is_ok_and(|c| c == shape.elem.c_name)
            && NEON_SCALARS.contains(&shape.elem.c_name)
    });
    if !plain {
        return pattern;
    }
    let cast = pattern
        .find("((")
        .and_then(|start| pattern[start + 1..].find(")$p").map(|end| (start + 1, start + 1 + end + 1)));
    match cast {
        Some((start, end)) => format!("{}{}", &pattern[..start], &pattern[end..]),
        None => pattern,
    }
}

/// `vgetq_lane`/`vsetq_lane` for a lane of a vector of numbers (a mask's lanes are read as the
/// generic lowering's signed ones).
fn lane_access(ctx: &Ctx, vec: Value, lane: u32, value: Option<Value>) -> Result<Option<CExpr>, EmitError> {
    let shape = ctx.shape(vec)?;
    if shape.is_mask || register_type(shape).is_none() {
        return Ok(None);
    }
    let v = ctx.val(vec)?;
    let text = match value {
        None => expand(&format!("vget{{q}}_lane_{{s}}($0, {})", lane), shape, None),
        Some(_) => expand(&format!("vset{{q}}_lane_{{s}}($1, $0, {})", lane), shape, None),
    };
    let mut named = vec![("$0", v)];
    if let Some(x) = value {
        named.push(("$1", ctx.val(x)?));
    }
    ctx.low.use_intrinsics();
    Ok(Some(avx2::fill(&text, &named)))
}

/// A reduction NEON has no across-lanes instruction for (`and`, `or`, `xor` of integers,
/// multiplies): the register folded onto itself, its halves rotated by `vext`, lane 0 in the
/// result's type. Every step is a lane-wise vector operation, wrapping as the IR's lanes do; the
/// IR leaves a reduction's order unspecified (a float one exists only where it may reassociate).
fn fold(ctx: &Ctx, op: &str, shape: Shape, arg: Value, res: Value) -> Result<Option<CExpr>, EmitError> {
    let step = match op {
        "reduceand" if !shape.elem.float => "vand{q}_{s}",
        "reduceor" if !shape.elem.float => "vorr{q}_{s}",
        "reducexor" if !shape.elem.float => "veor{q}_{s}",
        "reducemul" if shape.elem.float || shape.elem.bytes < 8 => "vmul{q}_{s}",
        _ => return Ok(None),
    };
    let Some(ty) = register_type(shape) else { return Ok(None) };
    if shape.is_mask {
        return Ok(None);
    }
    let t = crate::ctype::c_type(ctx.em.types, ctx.ty(res))?;
    let mut text = format!("({{ {} vcc_v = {}; ", ty, ctx.val(arg)?.at(PREC_ASSIGN));
    let mut k = shape.lanes / 2;
    while k >= 1 {
        let f = expand(step, shape, None);
        text.push_str(&format!(
            "vcc_v = {}(vcc_v, {}); ",
            f,
            expand(&format!("vext{{q}}_{{s}}(vcc_v, vcc_v, {})", k), shape, None)
        ));
        k /= 2;
    }
    text.push_str(&format!("({}){}; }})", t, expand("vget{q}_lane_{s}(vcc_v, 0)", shape, None)));
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// A masked load (`value` `None`) or store of a 128-bit `shape` whose mask has its lane width:
/// the whole register when every lane is set (`uminv`), nothing (a store) when none is
/// (`umaxv`), else each set lane alone (`vld1q_lane`/`vst1q_lane`, unrolled).
fn masked_access(
    ctx: &Ctx,
    addr: Value,
    mask: Value,
    shape: Shape,
    value: Option<Value>,
) -> Result<Option<CExpr>, EmitError> {
    let m = ctx.shape(mask)?;
    let (Some(mt), Some(rt)) = (register_type(m), register_type(shape)) else { return Ok(None) };
    if shape.bytes() != 16 || m.elem.bytes != shape.elem.bytes {
        return Ok(None);
    }
    let p = ctx.val(addr)?.at(PREC_ASSIGN);
    // `uminv`/`umaxv` have no 64-bit form: 64-bit lanes are tested as 32-bit halves.
    let across = |f: &str| match m.elem.bytes {
        8 => format!("{}q_u32(vreinterpretq_u32_u64(vcc_nm))", f),
        _ => expand(&format!("{}q_{{s}}(vcc_nm)", f), m, None),
    };
    let (all, any) = (across("vminv"), across("vmaxv"));
    let lane_test = |k: u32| expand(&format!("vgetq_lane_{{s}}(vcc_nm, {})", k), m, None);
    let head = format!("{} vcc_nm = {};", mt, ctx.val(mask)?.at(PREC_ASSIGN));
    let text = match value {
        None => {
            let mut lanes = String::new();
            for k in 0..shape.lanes {
                let load = expand(&format!("vld1q_lane_{{s}}(vcc_np + {k}, vcc_nr, {k})"), shape, None);
                lanes.push_str(&format!(" if ({}) vcc_nr = {};", lane_test(k), load));
            }
            let (e, zero, whole) = (
                expand("{e}", shape, None),
                expand("vdupq_n_{s}(0)", shape, None),
                expand("vld1q_{s}(vcc_np)", shape, None),
            );
            format!(
                "({{ {head} const {e} *vcc_np = (const {e} *)({p}); {rt} vcc_nr; if ({all}) vcc_nr = {whole}; else {{ vcc_nr = {zero};{lanes} }} vcc_nr; }})"
            )
        }
        Some(v) => {
            let mut lanes = String::new();
            for k in 0..shape.lanes {
                let store = expand(&format!("vst1q_lane_{{s}}(vcc_np + {k}, vcc_nv, {k})"), shape, None);
                lanes.push_str(&format!(" if ({}) {};", lane_test(k), store));
            }
            let (e, whole) = (expand("{e}", shape, None), expand("vst1q_{s}(vcc_np, vcc_nv)", shape, None));
            let x = ctx.val(v)?.at(PREC_ASSIGN);
            format!(
                "do {{ {head} {rt} vcc_nv = {x}; {e} *vcc_np = ({e} *)({p}); if ({all}) {whole}; else if ({any}) {{{lanes} }} }} while (0)"
            )
        }
    };
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

/// A gather (`value` `None`) or scatter of `shape` through `base` and the integer `indices` (an
/// element index per lane), lane by lane in lane order: `vld1q_lane`/`vst1q_lane` at
/// `base + index`, behind the mask lane's test when masked, so that an inactive lane's address is
/// never touched; the register never goes through memory (the generic lane loop does).
fn lanes_at(
    ctx: &Ctx,
    base: Value,
    indices: Value,
    mask: Option<Value>,
    shape: Shape,
    value: Option<Value>,
) -> Result<Option<CExpr>, EmitError> {
    let index = ctx.shape(indices)?;
    let (Some(rt), Some(it)) = (register_type(shape), register_type(index)) else { return Ok(None) };
    if shape.bytes() != 16 || index.elem.float || index.lanes != shape.lanes {
        return Ok(None);
    }
    let mut head = format!("{} vcc_ni = {};", it, ctx.val(indices)?.at(PREC_ASSIGN));
    let m_shape = match mask {
        Some(m) => {
            let ms = ctx.shape(m)?;
            let Some(mt) = register_type(ms) else { return Ok(None) };
            head.push_str(&format!(" {} vcc_nm = {};", mt, ctx.val(m)?.at(PREC_ASSIGN)));
            Some(ms)
        }
        None => None,
    };
    let p = ctx.val(base)?.at(PREC_ASSIGN);
    let e = expand("{e}", shape, None);
    let mut lanes = String::new();
    for k in 0..shape.lanes {
        let at = expand(&format!("vcc_np + vget{{q}}_lane_{{s}}(vcc_ni, {k})"), index, None);
        let op = match value {
            None => format!("vcc_nr = {}", expand(&format!("vld1q_lane_{{s}}({at}, vcc_nr, {k})"), shape, None)),
            Some(_) => expand(&format!("vst1q_lane_{{s}}({at}, vcc_nv, {k})"), shape, None),
        };
        match m_shape {
            Some(ms) => {
                let test = expand(&format!("vget{{q}}_lane_{{s}}(vcc_nm, {k})"), ms, None);
                lanes.push_str(&format!(" if ({test}) {op};"));
            }
            None => lanes.push_str(&format!(" {op};")),
        }
    }
    // A masked one does nothing when no lane is set (one `umaxv`).
    if let Some(ms) = m_shape {
        let any = match ms.elem.bytes {
            8 => "vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))".to_string(),
            _ => expand("vmaxv{q}_{s}(vcc_nm)", ms, None),
        };
        lanes = format!(" if ({any}) {{{lanes} }}");
    }
    let text = match value {
        None => {
            let zero = expand("vdupq_n_{s}(0)", shape, None);
            format!("({{ {head} const {e} *vcc_np = (const {e} *)({p}); {rt} vcc_nr = {zero};{lanes} vcc_nr; }})")
        }
        Some(v) => {
            let x = ctx.val(v)?.at(PREC_ASSIGN);
            format!("do {{ {head} {rt} vcc_nv = {x}; {e} *vcc_np = ({e} *)({p});{lanes} }} while (0)")
        }
    };
    ctx.low.use_intrinsics();
    Ok(Some(CExpr::primary(text)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vector::Elem;

    fn shape(word: &'static str, bytes: u32, float: bool, signed: bool, lanes: u32) -> Shape {
        Shape { elem: Elem { c_name: word, word, bytes, float, signed }, lanes, is_mask: false }
    }

    fn row(op: &str, s: Shape) -> Option<String> {
        find(op, s).map(|p| expand(p, s, None))
    }

    #[test]
    fn registers_and_rows() {
        let f32x4 = shape("float", 4, true, true, 4);
        let u8x16 = shape("unsigned char", 1, false, false, 16);
        let i16x4 = shape("short", 2, false, true, 4);
        let i64x2 = shape("long", 8, false, true, 2);
        assert_eq!(register_type(f32x4), Some("float32x4_t"));
        assert_eq!(register_type(i16x4), Some("int16x4_t"));
        assert_eq!(register_type(Shape { is_mask: true, ..f32x4 }), Some("uint32x4_t"));
        assert_eq!(register_type(shape("float", 4, true, true, 8)), None);
        assert_eq!(row("add", f32x4).as_deref(), Some("vaddq_f32($0, $1)"));
        assert_eq!(row("add", i16x4).as_deref(), Some("vadd_s16($0, $1)"));
        assert_eq!(row("min", u8x16).as_deref(), Some("vminq_u8($0, $1)"));
        // Float min is a compare and a select (the IR's NaN rule), not vminq_f32.
        assert_eq!(row("min", f32x4).as_deref(), Some("vbslq_f32(vcltq_f32($0, $1), $0, $1)"));
        assert_eq!(row("mul", i64x2), None);
        assert_eq!(row("load", u8x16).as_deref(), Some("vld1q_u8((const uint8_t *)$p)"));
        assert_eq!(row("reverse", f32x4).as_deref(), Some("vextq_f32(vrev64q_f32($0), vrev64q_f32($0), 2)"));
        assert_eq!(
            row("shr", shape("unsigned int", 4, false, false, 4)).as_deref(),
            Some("vshlq_u32($0, vnegq_s32(vreinterpretq_s32_u32($1)))")
        );
        assert_eq!(row("reduceor", Shape { is_mask: true, ..u8x16 }).as_deref(), Some("(vmaxvq_u8($0) != 0)"));
    }

    #[test]
    fn conversions() {
        let u8x8 = shape("unsigned char", 1, false, false, 8);
        let i16x8 = shape("short", 2, false, true, 8);
        let f32x4 = shape("float", 4, true, true, 4);
        let i16x4 = shape("short", 2, false, true, 4);
        let f64x2 = shape("double", 8, true, true, 2);
        let i32x2 = shape("int", 4, false, true, 2);
        let x = || "x".to_string();
        assert_eq!(convert(x(), u8x8, i16x8).as_deref(), Some("vreinterpretq_s16_u16(vmovl_u8(x))"));
        assert_eq!(convert(x(), i16x8, u8x8).as_deref(), Some("vreinterpret_u8_s8(vmovn_s16(x))"));
        assert_eq!(convert(x(), i16x4, f32x4).as_deref(), Some("vcvtq_f32_s32(vmovl_s16(x))"));
        assert_eq!(convert(x(), f64x2, i32x2).as_deref(), Some("vmovn_s64(vcvtq_s64_f64(x))"));
        // Two roundings (64-bit integers to float) are left to the generic lowering.
        assert_eq!(convert(x(), shape("long", 8, false, true, 2), shape("float", 4, true, true, 2)), None);
    }

    #[test]
    fn every_row_names_neon_intrinsics() {
        for (ops, elems, bits, pattern) in TABLE {
            assert!(!ops.is_empty() && !elems.is_empty() && [0, 64, 128].contains(bits));
            assert!(pattern.starts_with('v') || pattern.starts_with("(v"), "{} {}", ops, pattern);
        }
    }
}
