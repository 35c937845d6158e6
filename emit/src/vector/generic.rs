//! The generic lowering: GCC/Clang vector extensions (`vector_size` typedefs, lane-wise C
//! operators, `__builtin_convertvector`, `__builtin_shufflevector`), which GCC 12 and Clang
//! compile for any x86-64 without `-m` flags. Every target falls back to it.
//!
//! C has no `?:` on vectors (GCC supports it in C++ only), so selects are bitwise blends on
//! integer views. Operations that touch memory lane by lane (masked loads and stores, gathers,
//! scatters), math calls on every lane, and reductions are `vcc_*` macros written once in the prelude: GNU statement
//! expressions with a lane loop, so that an inactive lane's address is never read or written.
//! They are macros rather than functions because a function taking or returning a 32-byte
//! vector by value changes the ABI without AVX, which GCC and Clang warn about (-Wpsabi).

use super::{mask_elem, shape_of, Elem, Lowerer, Shape};
use crate::expr::{binary, CExpr, PREC_ASSIGN, PREC_POSTFIX};
use crate::func::FuncEmitter;
use crate::literal::{float_literal, int_literal};
use crate::EmitError;
use midend::ir::{BinaryOp, Callee, Const, Inst, InstData, TypeId, UnaryOp, Value};
use midend::target::{Target, TargetKind};

/// The helper macros: name, the macros it uses, definition. Loops count lanes with the vector's
/// own size, so one macro serves every vector type. Loads and stores go through a local typedef
/// of the vector with `may_alias` (any object's bytes) and, unaligned, `aligned(1)`, not
/// `memcpy`: gcc 12 copies an 8-byte vector's `memcpy` through a general register (`movq
/// (%rsi), %rax; vmovq %rax, %xmm0`), a cycle a call more in SLP bench lerp_vec3_f32's kernel
/// (0.338 s against gcc -O3's 0.283 s, the same code otherwise; with the typedef 0.28 s each).
const MACROS: &[(&str, &[&str], &str)] = &[
    ("vcc_lanes", &[], "#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))"),
    ("vcc_select", &[], "#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))"),
    ("vcc_min", &["vcc_select"], "#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })"),
    ("vcc_max", &["vcc_select"], "#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })"),
    ("vcc_splat", &["vcc_lanes"], "#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })"),
    ("vcc_mask_bits", &["vcc_lanes"], "#define vcc_mask_bits(T, M) ({ __typeof__(M) vcc_m = (M); T vcc_b = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) if (vcc_m[vcc_k]) vcc_b |= (T)1 << vcc_k; vcc_b; })"),
    ("vcc_bits_mask", &["vcc_lanes"], "#define vcc_bits_mask(VT, B) ({ VT vcc_r; __typeof__(B) vcc_b = (B); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = -(__typeof__(vcc_r[0]))((vcc_b >> vcc_k) & 1); vcc_r; })"),
    ("vcc_insert", &[], "#define vcc_insert(V, K, X) ({ __typeof__(V) vcc_r = (V); vcc_r[K] = (X); vcc_r; })"),
    ("vcc_load", &[], "#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })"),
    ("vcc_load_aligned", &[], "#define vcc_load_aligned(VT, P) ({ typedef VT __attribute__((may_alias)) vcc_a; *(const vcc_a *)(const void *)(P); })"),
    ("vcc_load_masked", &["vcc_lanes"], "#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma(\"GCC unroll 64\") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })"),
    ("vcc_store", &[], "#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)"),
    ("vcc_store_aligned", &[], "#define vcc_store_aligned(P, V) do { typedef __typeof__(V) __attribute__((may_alias)) vcc_a; vcc_a vcc_v = (V); *(vcc_a *)(void *)(P) = vcc_v; } while (0)"),
    ("vcc_store_masked", &["vcc_lanes"], "#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma(\"GCC unroll 64\") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)"),
    ("vcc_gather", &["vcc_lanes"], "#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })"),
    ("vcc_gather_masked", &["vcc_lanes"], "#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })"),
    ("vcc_scatter", &["vcc_lanes"], "#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)"),
    ("vcc_scatter_masked", &["vcc_lanes"], "#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)"),
    ("vcc_call1", &["vcc_lanes"], "#define vcc_call1(VT, F, A) ({ VT vcc_r; __typeof__(A) vcc_a = (A); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = F(vcc_a[vcc_k]); vcc_r; })"),
    ("vcc_call2", &["vcc_lanes"], "#define vcc_call2(VT, F, A, B) ({ VT vcc_r; __typeof__(A) vcc_a = (A); __typeof__(B) vcc_b = (B); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = F(vcc_a[vcc_k], vcc_b[vcc_k]); vcc_r; })"),
    ("vcc_reduce", &["vcc_lanes"], "#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })"),
    ("vcc_reduce_min", &["vcc_lanes"], "#define vcc_reduce_min(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] < vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })"),
    ("vcc_reduce_max", &["vcc_lanes"], "#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })"),
    ("vcc_any", &["vcc_lanes"], "#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })"),
    ("vcc_all", &["vcc_lanes"], "#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })"),
];

/// The dependencies and text of a helper macro.
pub fn macro_def(name: &str) -> Option<(&'static [&'static str], &'static str)> {
    MACROS.iter().find(|(n, _, _)| *n == name).map(|(_, deps, text)| (*deps, *text))
}

/// What the lowering functions read: the function being written and the lowering state.
pub struct Ctx<'e, 'a> {
    pub em: &'e FuncEmitter<'a>,
    pub low: &'e Lowerer,
}

impl<'e, 'a> Ctx<'e, 'a> {
    pub fn ty(&self, v: Value) -> TypeId {
        self.em.func.value_type(v)
    }

    pub fn shape(&self, v: Value) -> Result<Shape, EmitError> {
        self.shape_of_type(self.ty(v))
    }

    pub fn shape_of_type(&self, ty: TypeId) -> Result<Shape, EmitError> {
        shape_of(self.em.types, ty, self.low.target)?
            .ok_or_else(|| EmitError::new(format!("{} is not a vector", self.em.types.display(ty))))
    }

    pub fn result(&self, inst: Inst) -> Result<Value, EmitError> {
        self.em.func.dfg.result(inst).ok_or_else(|| EmitError::new("a vector instruction without a result"))
    }

    /// An operand as written (in the target's type).
    pub fn val(&self, v: Value) -> Result<CExpr, EmitError> {
        self.em.value(v)
    }

    /// A vector operand as the generic vector type.
    pub fn gval(&self, v: Value) -> Result<CExpr, EmitError> {
        Ok(self.low.to_generic(self.shape(v)?, self.val(v)?))
    }

    /// A call of a `vcc_*` macro; an argument with a comma (a compound literal) is
    /// parenthesized so that the preprocessor sees one argument.
    pub fn call(&self, name: &str, args: &[String]) -> Result<CExpr, EmitError> {
        self.low.need_macro(name)?;
        let args: Vec<String> = args.iter().map(|a| super::macro_arg(a.clone())).collect();
        Ok(CExpr::primary(format!("{}({})", name, args.join(", "))))
    }
}

fn prim(text: String) -> CExpr {
    CExpr::primary(text)
}

/// The generic lowering of any vector instruction.
pub fn lower(ctx: &Ctx, inst: Inst) -> Result<CExpr, EmitError> {
    let func = ctx.em.func;
    let data = func.inst(inst);
    // Stores and scatters have no result: their text is a statement.
    match data {
        InstData::VectorStore { addr, value, mask, aligned } => return store(ctx, *addr, *value, *mask, *aligned),
        InstData::Store { addr, value, .. } => return store(ctx, *addr, *value, None, false),
        InstData::Scatter { base, indices, value, mask } => return scatter(ctx, *base, *indices, *value, *mask),
        _ => {}
    }
    let res = ctx.result(inst)?;
    let res_ty = ctx.ty(res);
    // Scalar results of vector operands.
    match data {
        InstData::ExtractLane { vec, lane } => {
            return Ok(prim(format!("{}[{}]", ctx.gval(*vec)?.at(PREC_POSTFIX), lane)))
        }
        InstData::Reduce { op, arg } => return reduce(ctx, *op, *arg, res_ty),
        // A mask as the integer of its bits.
        InstData::Cast { arg } if shape_of(ctx.em.types, res_ty, ctx.low.target)?.is_none() => {
            let t = crate::ctype::c_type(ctx.em.types, res_ty)?;
            return ctx.call("vcc_mask_bits", &[t, ctx.gval(*arg)?.at(PREC_ASSIGN)]);
        }
        _ => {}
    }
    let shape = ctx.shape(res)?;
    let e = match data {
        InstData::Const(c) => constant(ctx, c, res_ty, shape)?,
        InstData::Unary { op, arg } => unary(ctx, *op, *arg)?,
        InstData::Binary { op, args } => binary_op(ctx, *op, args[0], args[1], shape)?,
        InstData::Cast { arg } => cast(ctx, *arg, shape)?,
        InstData::Select { cond, args } => select(ctx, *cond, args[0], args[1], shape)?,
        InstData::Splat { arg } => splat(ctx, ctx.val(*arg)?, shape)?,
        InstData::InsertLane { vec, lane, value } => ctx.call(
            "vcc_insert",
            &[ctx.gval(*vec)?.at(PREC_ASSIGN), lane.to_string(), ctx.val(*value)?.at(PREC_ASSIGN)],
        )?,
        InstData::Shuffle { args, lanes } => {
            let mut parts = vec![ctx.gval(args[0])?.at(PREC_ASSIGN), ctx.gval(args[1])?.at(PREC_ASSIGN)];
            parts.extend(lanes.iter().map(u32::to_string));
            prim(format!("__builtin_shufflevector({})", parts.join(", ")))
        }
        InstData::VectorLoad { addr, mask, aligned } => load(ctx, *addr, *mask, *aligned, shape)?,
        // A math function on every lane: the scalar function once per lane.
        InstData::Call { callee: Callee::Direct(f), args } if args.len() == 1 || args.len() == 2 => {
            let mut parts = vec![ctx.low.generic_type(shape), ctx.em.module.funcs[*f].name.clone()];
            for &a in args {
                parts.push(ctx.gval(a)?.at(PREC_ASSIGN));
            }
            ctx.call(if args.len() == 1 { "vcc_call1" } else { "vcc_call2" }, &parts)?
        }
        InstData::Load { addr, .. } => load(ctx, *addr, None, false, shape)?,
        InstData::Gather { base, indices, mask } => {
            let vt = ctx.low.generic_type(shape);
            let mut args = vec![vt, ctx.val(*base)?.at(PREC_ASSIGN), ctx.gval(*indices)?.at(PREC_ASSIGN)];
            match mask {
                Some(m) => {
                    args.push(ctx.gval(*m)?.at(PREC_ASSIGN));
                    ctx.call("vcc_gather_masked", &args)?
                }
                None => ctx.call("vcc_gather", &args)?,
            }
        }
        _ => return Err(EmitError::new("an instruction the vector lowering does not know")),
    };
    Ok(ctx.low.from_generic(shape, e))
}

/// One lane's literal.
fn lane_literal(ctx: &Ctx, c: &Const, elem_ty: TypeId) -> Result<CExpr, EmitError> {
    let types = ctx.em.types;
    match (c, types.kind(elem_ty)) {
        (Const::Int(bits), midend::ir::TypeKind::Int(kind)) => Ok(int_literal(*kind, *bits, types.char_is_signed)),
        (Const::Int(bits), midend::ir::TypeKind::Float(kind)) => Ok(float_literal(*kind, *bits as i64 as f64)),
        (Const::Float(f), midend::ir::TypeKind::Float(kind)) => Ok(float_literal(*kind, *f)),
        (Const::Undef, _) => Ok(prim("0".into())),
        _ => Err(EmitError::new("a vector constant lane that does not fit its type")),
    }
}

/// `(vcc_v4_int){0, 1, 2, 3}`; a scalar constant of a vector type is every lane.
fn constant(ctx: &Ctx, c: &Const, res_ty: TypeId, shape: Shape) -> Result<CExpr, EmitError> {
    let vt = ctx.low.generic_type(shape);
    let elem_ty = ctx.em.types.scalar_of(res_ty);
    let lane = |c: &Const| lane_literal(ctx, c, elem_ty).map(|e| e.at(PREC_ASSIGN));
    let lanes: Vec<String> = match c {
        Const::Undef => return Ok(prim(format!("({}){{0}}", vt))),
        Const::Vector(items) => items.iter().map(lane).collect::<Result<_, _>>()?,
        other => vec![lane(other)?; shape.lanes as usize],
    };
    Ok(prim(format!("({}){{{}}}", vt, lanes.join(", "))))
}

/// Every lane `x`: a compound literal when `x` is a name or literal, else a lane loop.
fn splat(ctx: &Ctx, x: CExpr, shape: Shape) -> Result<CExpr, EmitError> {
    let vt = ctx.low.generic_type(shape);
    let simple = x.prec >= PREC_POSTFIX && x.text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
    if simple && shape.lanes <= 16 {
        let lanes = vec![x.text.clone(); shape.lanes as usize];
        return Ok(prim(format!("({}){{{}}}", vt, lanes.join(", "))));
    }
    // A vector no register of the target holds (16 `long`s on avx512): gcc -O2 leaves
    // vcc_splat's loop of 16 a loop, so lanes computed from the splat (a strided access's
    // element offsets `k * n`) are not constants after inlining with a constant `n`, and a
    // gather through them is not `p[0], p[n], ...` (wfv bench transpose, avx512: 1.34 -> 1.05 s).
    if shape.lanes > 8 && shape.lanes <= 16 && ctx.low.has_avx2_registers() && !ctx.low.is_register(shape) {
        let lanes = vec!["vcc_x"; shape.lanes as usize];
        return Ok(prim(format!(
            "({{ {} vcc_x = {}; ({}){{{}}}; }})",
            shape.elem.c_name,
            x.at(PREC_ASSIGN),
            vt,
            lanes.join(", ")
        )));
    }
    ctx.call("vcc_splat", &[vt, x.at(PREC_ASSIGN)])
}

/// A comparison's result (a vector of signed lanes as wide as `operand`'s) as a mask (lanes of
/// `mask_elem`'s width).
fn to_mask(ctx: &Ctx, cmp: CExpr, operand: Shape) -> CExpr {
    let mask = Shape { elem: mask_elem(ctx.low.target, operand.lanes), lanes: operand.lanes, is_mask: true };
    let mt = ctx.low.generic_type(mask);
    if operand.elem.bytes == mask.elem.bytes {
        CExpr::prefix(&format!("({})", mt), &cmp)
    } else {
        prim(format!("__builtin_convertvector({}, {})", cmp.at(PREC_ASSIGN), mt))
    }
}

/// A mask as all-ones lanes of `view`'s width (a generic integer view).
fn widen_mask(ctx: &Ctx, m: CExpr, view: Shape) -> CExpr {
    let vi = ctx.low.generic_type(view);
    if view.elem.bytes == mask_elem(ctx.low.target, view.lanes).bytes {
        CExpr::prefix(&format!("({})", vi), &m)
    } else {
        prim(format!("__builtin_convertvector({}, {})", m.at(PREC_ASSIGN), vi))
    }
}

fn zero(ctx: &Ctx, shape: Shape) -> CExpr {
    prim(format!("({}){{0}}", ctx.low.generic_type(shape)))
}

fn unary(ctx: &Ctx, op: UnaryOp, arg: Value) -> Result<CExpr, EmitError> {
    let x = ctx.gval(arg)?;
    let arg_shape = ctx.shape(arg)?;
    Ok(match op {
        UnaryOp::Neg => CExpr::prefix("-", &x),
        UnaryOp::BitNot => CExpr::prefix("~", &x),
        // A set mask lane is all ones: its negation is its complement.
        UnaryOp::LogNot if arg_shape.is_mask => CExpr::prefix("~", &x),
        UnaryOp::LogNot => to_mask(ctx, binary(&x, "==", &zero(ctx, arg_shape)), arg_shape),
        // max(x, -x), the negation in unsigned lanes so that the most negative value wraps to
        // itself (signed lanes' overflow would be undefined).
        UnaryOp::Abs => {
            let unsigned = Elem { signed: false, ..arg_shape.elem }.int_of_width(arg_shape.elem.bytes);
            let (vt, vu) = (ctx.low.generic_type(arg_shape), ctx.low.generic_type(arg_shape.with_elem(unsigned)));
            let negated =
                CExpr::prefix(&format!("({})", vt), &CExpr::prefix("-", &CExpr::prefix(&format!("({})", vu), &x)));
            let vi = ctx.low.generic_type(arg_shape.with_elem(arg_shape.elem.int_view()));
            ctx.call("vcc_max", &[vi, x.at(PREC_ASSIGN), negated.at(PREC_ASSIGN)])?
        }
    })
}

fn binary_op(ctx: &Ctx, op: BinaryOp, a: Value, b: Value, shape: Shape) -> Result<CExpr, EmitError> {
    let (x, mut y) = (ctx.gval(a)?, ctx.gval(b)?);
    let operand = ctx.shape(a)?;
    match op {
        BinaryOp::Min | BinaryOp::Max => {
            let name = if op == BinaryOp::Min { "vcc_min" } else { "vcc_max" };
            let vi = ctx.low.generic_type(shape.with_elem(shape.elem.int_view()));
            return ctx.call(name, &[vi, x.at(PREC_ASSIGN), y.at(PREC_ASSIGN)]);
        }
        BinaryOp::Madd => return Ok(madd(ctx, &x, &y, operand, shape)),
        // The differences' even lanes and the sums' odd ones (gcc and clang make one `addsubps`
        // of this where the target has it).
        BinaryOp::AddSub => {
            let n = shape.lanes;
            let mut parts = vec![binary(&x, "-", &y).at(PREC_ASSIGN), binary(&x, "+", &y).at(PREC_ASSIGN)];
            parts.extend((0..n).map(|k| if k % 2 == 0 { k } else { n + k }).map(|k| k.to_string()));
            return Ok(prim(format!("__builtin_shufflevector({})", parts.join(", "))));
        }
        // The product in lanes twice as wide (of the lanes' signedness), where it is exact.
        BinaryOp::MulHigh => {
            let bits = operand.elem.bytes * 8;
            let wide = operand.with_elem(operand.elem.int_of_width(operand.elem.bytes * 2));
            let wt = ctx.low.generic_type(wide);
            let widen = |v: &CExpr| prim(format!("__builtin_convertvector({}, {})", v.at(PREC_ASSIGN), wt));
            let high = binary(&binary(&widen(&x), "*", &widen(&y)), ">>", &prim(bits.to_string()));
            let vt = ctx.low.generic_type(operand);
            return Ok(prim(format!("__builtin_convertvector({}, {})", high.at(PREC_ASSIGN), vt)));
        }
        // (a + b + 1) >> 1 without the carry: (a | b) - ((a ^ b) >> 1), exact on unsigned lanes.
        BinaryOp::Avg => {
            let half = binary(&binary(&x, "^", &y), ">>", &prim("1".into()));
            return Ok(binary(&binary(&x, "|", &y), "-", &half));
        }
        // Unsigned: the wrapped sum is below an operand exactly when it overflowed (then all
        // ones); the wrapped difference is kept where no borrow happened (else 0).
        BinaryOp::AddSat | BinaryOp::SubSat if !operand.elem.signed => {
            let vt = ctx.low.generic_type(operand);
            let (wrapped, keep) = if op == BinaryOp::AddSat {
                let sum = binary(&x, "+", &y);
                (sum.clone(), binary(&sum, "<", &x))
            } else {
                (binary(&x, "-", &y), binary(&x, ">=", &y))
            };
            let keep = CExpr::prefix(&format!("({})", vt), &keep);
            return Ok(binary(&wrapped, if op == BinaryOp::AddSat { "|" } else { "&" }, &keep));
        }
        // Signed: in lanes twice as wide, where the exact result fits, clamped to the lane's range.
        BinaryOp::AddSat | BinaryOp::SubSat => {
            let bits = operand.elem.bytes * 8;
            let wide = operand.with_elem(operand.elem.int_of_width(operand.elem.bytes * 2));
            let wt = ctx.low.generic_type(wide);
            let widen = |v: &CExpr| prim(format!("__builtin_convertvector({}, {})", v.at(PREC_ASSIGN), wt));
            let exact = binary(&widen(&x), if op == BinaryOp::AddSat { "+" } else { "-" }, &widen(&y));
            let (lo, hi) = (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1);
            let every = |c: i64| prim(format!("({}){{{}}}", wt, vec![c.to_string(); wide.lanes as usize].join(", ")));
            let (lo, hi) = (every(lo), every(hi));
            let low_clamped = ctx.call("vcc_max", &[wt.clone(), exact.at(PREC_ASSIGN), lo.at(PREC_ASSIGN)])?;
            let clamped = ctx.call("vcc_min", &[wt, low_clamped.at(PREC_ASSIGN), hi.at(PREC_ASSIGN)])?;
            let vt = ctx.low.generic_type(operand);
            return Ok(prim(format!("__builtin_convertvector({}, {})", clamped.at(PREC_ASSIGN), vt)));
        }
        _ if op.is_shift() => {
            // Both operands of a vector shift must have the same type.
            let amount = ctx.shape(b)?;
            if amount.elem != operand.elem {
                let vt = ctx.low.generic_type(operand);
                y = prim(format!("__builtin_convertvector({}, {})", y.at(PREC_ASSIGN), vt));
            }
        }
        _ => {}
    }
    let c_op = op.c_op().ok_or_else(|| EmitError::new("a binary operation without a C operator"))?;
    let e = binary(&x, c_op, &y);
    if op.is_comparison() && !operand.is_mask {
        return Ok(to_mask(ctx, e, operand));
    }
    Ok(e)
}

fn cast(ctx: &Ctx, arg: Value, to: Shape) -> Result<CExpr, EmitError> {
    if shape_of(ctx.em.types, ctx.ty(arg), ctx.low.target)?.is_none() {
        // The integer of a mask's bits, one per lane.
        return ctx.call("vcc_bits_mask", &[ctx.low.generic_type(to), ctx.val(arg)?.at(PREC_ASSIGN)]);
    }
    let from = ctx.shape(arg)?;
    let x = ctx.gval(arg)?;
    if from == to {
        return Ok(x);
    }
    let vt = ctx.low.generic_type(to);
    Ok(match (from.is_mask, to.is_mask) {
        (true, true) => x,
        // Like `_Bool` to a number: a set lane is 1.
        (true, false) => {
            prim(format!("__builtin_convertvector({}, {})", binary(&x, "&", &prim("1".into())).at(PREC_ASSIGN), vt))
        }
        // Like a number to `_Bool`: nonzero lanes are set.
        (false, true) => to_mask(ctx, binary(&x, "!=", &zero(ctx, from)), from),
        // Between integers of one width only the signedness changes: the bits stay.
        (false, false) if !from.elem.float && !to.elem.float && from.elem.bytes == to.elem.bytes => {
            CExpr::prefix(&format!("({})", vt), &x)
        }
        (false, false) => convert_stepwise(ctx, x, from, to),
    })
}

/// `__builtin_convertvector` from `from` to `to`, with integer steps that at most double or halve
/// the lane width: GCC 12 turns a one-step u8 <-> i32 or u8 -> float conversion into a
/// lane-by-lane loop through general registers (about 30 instructions for 8 lanes), but each
/// two-fold integer step into a few pmovzx/pack instructions. Integers narrower than 32 bits
/// become 32-bit before they become floats, and floats become 32-bit integers before narrower
/// ones (the float <-> i32 conversions are single instructions). The result is the same:
/// widening steps keep the source's signedness (so values are extended as C does), narrowing
/// steps drop high bits, and a float whose value a narrow integer cannot hold is undefined in C.
fn convert_stepwise(ctx: &Ctx, x: CExpr, from: Shape, to: Shape) -> CExpr {
    let convert = |x: CExpr, shape: Shape| {
        prim(format!("__builtin_convertvector({}, {})", x.at(PREC_ASSIGN), ctx.low.generic_type(shape)))
    };
    let (mut x, mut from) = (x, from);
    if from.elem.float && !to.elem.float && to.elem.bytes < 4 {
        // Through `int` (`vcvttps2dq`, one instruction; `unsigned` is several before
        // AVX-512): every value the narrow type can hold fits, as in gcc's scalar code.
        from = from.with_elem(Elem { signed: true, ..to.elem }.int_of_width(4));
        x = convert(x, from);
    }
    if !from.elem.float {
        let width = if to.elem.float { from.elem.bytes.max(4) } else { to.elem.bytes };
        let narrow_unsigned = !from.elem.signed && from.elem.bytes < 4;
        while from.elem.bytes * 2 < width || from.elem.bytes > width * 2 || (to.elem.float && from.elem.bytes != width)
        {
            let bytes = if from.elem.bytes < width { from.elem.bytes * 2 } else { from.elem.bytes / 2 };
            let mut elem = from.elem.int_of_width(bytes);
            // An unsigned char or short widened to 32 bits fits `int`, whose conversion to a
            // float is one instruction (`unsigned` to float is several).
            if narrow_unsigned && to.elem.float && bytes == 4 {
                elem = Elem { signed: true, ..elem }.int_of_width(4);
            }
            from = from.with_elem(elem);
            x = convert(x, from);
        }
        if from == to {
            return x;
        }
    }
    convert(x, to)
}

fn select(ctx: &Ctx, cond: Value, a: Value, b: Value, shape: Shape) -> Result<CExpr, EmitError> {
    let (x, y) = (ctx.gval(a)?, ctx.gval(b)?);
    let cond_ty = ctx.ty(cond);
    if shape_of(ctx.em.types, cond_ty, ctx.low.target)?.is_none() {
        // A scalar condition picks a whole vector: C's `?:` does that.
        let c = ctx.val(cond)?;
        return Ok(CExpr::new(
            format!("{} ? {} : {}", c.at(crate::expr::PREC_LOG_OR), x.at(PREC_ASSIGN), y.at(crate::expr::PREC_COND)),
            crate::expr::PREC_COND,
        ));
    }
    let view = shape.with_elem(shape.elem.int_view());
    let m = widen_mask(ctx, ctx.gval(cond)?, view);
    // `select(m, -1, 0)` (a mask's sign extension): the mask in the lanes' width, whose
    // conversion from the mask's signed lanes extends their sign.
    if sign_extension_arms(ctx, a, b, shape) {
        let ty = ctx.low.generic_type(shape);
        return Ok(if ty == ctx.low.generic_type(view) { m } else { CExpr::prefix(&format!("({})", ty), &m) });
    }
    let vi = ctx.low.generic_type(view);
    ctx.call("vcc_select", &[vi, m.at(PREC_ASSIGN), x.at(PREC_ASSIGN), y.at(PREC_ASSIGN)])
}

/// Whether `select(m, a, b)` of `shape` is a mask's sign extension: integer lanes, every lane of
/// `a` all ones and of `b` zero (`mask_arith.rs` makes it; each emitter writes it as the mask).
pub(super) fn sign_extension_arms(ctx: &Ctx, a: Value, b: Value, shape: Shape) -> bool {
    let bits = shape.elem.bytes * 8;
    let ones = if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 };
    !shape.elem.float && uniform_bits(ctx, a, bits) == Some(ones) && uniform_bits(ctx, b, bits) == Some(0)
}

/// The low `bits` bits every lane of the constant `v` holds (a vector constant or the splat of
/// a scalar one).
pub(super) fn uniform_bits(ctx: &Ctx, v: Value, bits: u32) -> Option<u64> {
    let func = ctx.em.func;
    let low = |c: &Const| match c {
        Const::Int(b) if bits >= 64 => Some(*b),
        Const::Int(b) => Some(b & ((1u64 << bits) - 1)),
        _ => None,
    };
    match func.inst(func.dfg.defining_inst(v)?) {
        InstData::Const(Const::Vector(lanes)) => {
            let first = low(lanes.first()?)?;
            lanes.iter().all(|l| low(l) == Some(first)).then_some(first)
        }
        InstData::Splat { arg } => match func.inst(func.dfg.defining_inst(*arg)?) {
            InstData::Const(c) => low(c),
            _ => None,
        },
        _ => None,
    }
}

// Lane k of the result is a[2k]*b[2k] + a[2k+1]*b[2k+1] modulo 2^32: the even and the odd
// lanes taken apart, converted to unsigned 32-bit lanes (which wrap), multiplied and added.
fn madd(ctx: &Ctx, x: &CExpr, y: &CExpr, operand: Shape, res: Shape) -> CExpr {
    let wide = res.with_elem(Elem { signed: false, ..res.elem }.int_of_width(4));
    let vu = ctx.low.generic_type(wide);
    let half = |v: &CExpr, first: u32| {
        let lanes: Vec<String> = (0..operand.lanes / 2).map(|k| (2 * k + first).to_string()).collect();
        let v = v.at(PREC_ASSIGN);
        prim(format!("__builtin_convertvector(__builtin_shufflevector({}, {}, {}), {})", v, v, lanes.join(", "), vu))
    };
    let sum = binary(&binary(&half(x, 0), "*", &half(y, 0)), "+", &binary(&half(x, 1), "*", &half(y, 1)));
    if res.elem.signed {
        CExpr::prefix(&format!("({})", ctx.low.generic_type(res)), &sum)
    } else {
        sum
    }
}

fn load(ctx: &Ctx, addr: Value, mask: Option<Value>, aligned: bool, shape: Shape) -> Result<CExpr, EmitError> {
    let vt = ctx.low.generic_type(shape);
    let p = ctx.val(addr)?.at(PREC_ASSIGN);
    match mask {
        Some(m) => ctx.call("vcc_load_masked", &[vt, p, ctx.gval(m)?.at(PREC_ASSIGN)]),
        None if aligned => ctx.call("vcc_load_aligned", &[vt, p]),
        None => ctx.call("vcc_load", &[vt, p]),
    }
}

fn store(ctx: &Ctx, addr: Value, value: Value, mask: Option<Value>, aligned: bool) -> Result<CExpr, EmitError> {
    let p = ctx.val(addr)?.at(PREC_ASSIGN);
    let piece = register_bytes(ctx.low.target);
    if mask.is_none() && ctx.shape(value)?.bytes() > piece {
        let bytes = same_bytes(ctx, value);
        let v = ctx.gval(bytes)?.at(PREC_ASSIGN);
        let by_copy = super::sse::joined_in_pieces(ctx, bytes)?;
        let stored = store_pieces(ctx, &p, &v, ctx.shape(bytes)?, piece, aligned, by_copy)?;
        // Where C writes the conversion as its operand, nothing else is to be read.
        if bytes == value || ctx.val(value)?.at(PREC_ASSIGN) == ctx.val(bytes)?.at(PREC_ASSIGN) {
            return Ok(stored);
        }
        // The conversion is still written (its operands are the store's): read it, unused.
        let unused = super::read_unused(ctx, &[value])?;
        return Ok(prim(format!("do {{ {unused}{}; }} while (0)", stored.at(PREC_ASSIGN))));
    }
    let v = ctx.gval(value)?.at(PREC_ASSIGN);
    match mask {
        Some(m) => ctx.call("vcc_store_masked", &[p, v, ctx.gval(m)?.at(PREC_ASSIGN)]),
        None if aligned => ctx.call("vcc_store_aligned", &[p, v]),
        None => ctx.call("vcc_store", &[p, v]),
    }
}

/// The bytes of the widest register the output is compiled for.
fn register_bytes(target: TargetKind) -> u32 {
    Target::get(target).vector_bytes
}

/// The vector whose bytes `v` is: through conversions between integer vectors of one lane
/// width (`(short)` of unsigned shorts), which change no bit. gcc 12 -O2 takes a register out
/// of such a conversion's wide result lane by lane (`sb[i] = (short)(ca[i] - cb[i])` at 32
/// lanes on AVX2: 40 `vpextrw`/`vpinsrw` per iteration, 4.8x slower than gcc's own loop), and
/// out of the converted vector in one move.
fn same_bytes(ctx: &Ctx, v: Value) -> Value {
    let func = ctx.em.func;
    let mut v = v;
    while let Some(InstData::Cast { arg }) = func.dfg.defining_inst(v).map(|i| func.inst(i)) {
        let (Ok(to), Ok(from)) = (ctx.shape(v), ctx.shape(*arg)) else { break };
        let int = |s: Shape| !s.is_mask && !s.elem.float;
        if !(int(to) && int(from) && to.lanes == from.lanes && to.elem.bytes == from.elem.bytes) {
            break;
        }
        v = *arg;
    }
    v
}

// A vector wider than a register stored one register at a time, each piece taken out with
// `__builtin_shufflevector`: gcc 12 -O2 copies a whole 128-byte vector's `memcpy` through the
// stack 8 bytes at a time (bench u8_to_f32, 32 floats per iteration: 0.68 s, 0.23 s in pieces).
// A vector the intrinsic lowering joined from its registers (`by_copy`, sse.rs
// `joined_in_pieces`) has them taken back out by `memcpy` instead (`avx2::piece_at`).
fn store_pieces(
    ctx: &Ctx,
    p: &str,
    v: &str,
    shape: Shape,
    piece: u32,
    aligned: bool,
    by_copy: bool,
) -> Result<CExpr, EmitError> {
    let macro_name = if aligned { "vcc_store_aligned" } else { "vcc_store" };
    ctx.low.need_macro(macro_name)?;
    let vt = ctx.low.generic_type(shape);
    let lanes = piece / shape.elem.bytes;
    let mut text = format!("do {{ {} vcc_w = {}; char *vcc_p = (char *)({});", vt, v, p);
    for k in 0..shape.bytes() / piece {
        let idx: Vec<String> = (k * lanes..(k + 1) * lanes).map(|i| i.to_string()).collect();
        let taken = if by_copy {
            super::avx2::piece_at("vcc_w", &ctx.low.generic_type(Shape { lanes, ..shape }), k * piece)
        } else {
            format!("__builtin_shufflevector(vcc_w, vcc_w, {})", idx.join(", "))
        };
        text.push_str(&format!(" {}(vcc_p + {}, {});", macro_name, k * piece, taken));
    }
    text.push_str(" } while (0)");
    Ok(prim(text))
}

fn scatter(ctx: &Ctx, base: Value, indices: Value, value: Value, mask: Option<Value>) -> Result<CExpr, EmitError> {
    let mut args =
        vec![ctx.val(base)?.at(PREC_ASSIGN), ctx.gval(indices)?.at(PREC_ASSIGN), ctx.gval(value)?.at(PREC_ASSIGN)];
    match mask {
        Some(m) => {
            args.push(ctx.gval(m)?.at(PREC_ASSIGN));
            ctx.call("vcc_scatter_masked", &args)
        }
        None => ctx.call("vcc_scatter", &args),
    }
}

fn reduce(ctx: &Ctx, op: BinaryOp, arg: Value, res_ty: TypeId) -> Result<CExpr, EmitError> {
    let shape = ctx.shape(arg)?;
    let x = ctx.gval(arg)?.at(PREC_ASSIGN);
    if shape.is_mask {
        return match op {
            BinaryOp::Or => ctx.call("vcc_any", &[x]),
            BinaryOp::And => ctx.call("vcc_all", &[x]),
            _ => Err(EmitError::new("a mask reduction other than or/and")),
        };
    }
    let t = crate::ctype::c_type(ctx.em.types, res_ty)?;
    match op {
        BinaryOp::Min => ctx.call("vcc_reduce_min", &[t, x]),
        BinaryOp::Max => ctx.call("vcc_reduce_max", &[t, x]),
        _ => {
            let c_op = op.c_op().ok_or_else(|| EmitError::new("a reduction without a C operator"))?;
            ctx.call("vcc_reduce", &[t, x, c_op.to_string()])
        }
    }
}
