//! Exact multiply-adds fused. After the vectorizers, a vector `x * y + z` (or `z + x * y`) whose
//! product is exact, because of what its factors are, becomes one call of `fmaf`/`fma`
//! (C99's fused multiply-add, rounded once), which the emitter writes as the target's
//! `vfmadd` (`emit/src/vector/avx512.rs`, `call_fmaf` rows).
//!
//! vcc keeps floating-point contraction off (`vcc_no_contract`), because a fused multiply-add
//! rounds once where the program rounds twice. But when `x * y` is exact, the program's first
//! rounding changes nothing: `fl(fl(x * y) + z)` is `fl(x * y + z)`, which is what `fma`
//! computes, for every `z`, in every rounding mode, zeros' signs, infinities and NaNs included.
//! The products this pass proves exact (`exact_product`):
//!
//! - an integer converted to float times a constant `m · 2^e` (`(float)a[i] * 0.5f`): the
//!   converted value is 0 or at least 1 in magnitude and below 2^w (a w-bit integer) with at
//!   most min(w, p) significant bits (p: the float's precision, 24 or 53); the product is exact
//!   when the constant is a power of two or those bits and the constant's odd part's fit in p
//!   together, the constant is a normal number (so the product is no subnormal), and 2^w times
//!   it stays below the largest power of two of the format;
//! - an integer converted to float times another (`(double)s[i] * (double)t[i]` of shorts): when
//!   both significands together fit in p bits.
//!
//! Only vector operations are fused (scalar code stays as the program wrote it), and only where
//! the target computes `fmaf`/`fma` on whole vectors (`Target::vector_math`, exact rows: the
//! avx512 targets; AVX2's `target("avx2")` functions have no FMA). The functions are declared
//! in the module when the first fusion needs them, unless the file defines a function of that
//! name itself, or declares one of another type: then nothing is fused.

use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::target::{MathImpl, Target};
use std::collections::BTreeSet;

/// Fuses the exact vector multiply-adds of every function with a body; a remark per source
/// location fused. Returns whether anything changed.
pub fn fuse_exact_multiply_adds(module: &mut Module, target: &Target, remarks: &mut Remarks) -> bool {
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    let mut changed = false;
    for id in ids {
        let Some(mut func) = module.funcs[id].body.take() else { continue };
        let found = candidates(module, &func);
        let mut fused_at = BTreeSet::new();
        for c in &found {
            let Some(fma) = fma_function(module, target, c.kind) else { continue };
            func.dfg.insts[c.add] = InstData::Call { callee: Callee::Direct(fma), args: vec![c.x, c.y, c.z] };
            fused_at.insert(func.srclocs[c.add]);
            changed = true;
        }
        for loc in fused_at {
            remarks.push(
                loc,
                RemarkKind::Passed,
                "contract",
                "vector multiply-add fused (the product is exact, so one rounding gives the program's result)",
            );
        }
        module.funcs[id].transformed |= !found.is_empty();
        module.funcs[id].body = Some(func);
    }
    changed
}

/// One `x * y + z` to fuse: the addition `add` (of float kind `kind`) becomes `fma(x, y, z)`.
struct Candidate {
    add: Inst,
    kind: FloatKind,
    x: Value,
    y: Value,
    z: Value,
}

/// The vector additions of `func` with an operand that is an exact product.
fn candidates(module: &Module, func: &Function) -> Vec<Candidate> {
    let types = &module.types;
    let mut res = Vec::new();
    for (_, inst) in func.insts_in_order() {
        let InstData::Binary { op: BinaryOp::Add, args } = func.inst(inst) else { continue };
        let Some(result) = func.dfg.result(inst) else { continue };
        let ty = func.value_type(result);
        // Whole registers only: the emitter's rows are for 128-, 256- and 512-bit vectors.
        if types.lanes(ty) < 2 || !matches!(types.size_of(ty), Some(16 | 32 | 64)) {
            continue;
        }
        let Some(kind) = types.float_kind(types.scalar_of(ty)) else { continue };
        // The multiply on the left is preferred: `x * y + z`.
        for (m, z) in [(args[0], args[1]), (args[1], args[0])] {
            let Some(def) = func.dfg.defining_inst(m) else { continue };
            let InstData::Binary { op: BinaryOp::Mul, args: [x, y] } = func.inst(def) else { continue };
            if func.value_type(m) == ty && exact_product(module, func, *x, *y, kind) {
                res.push(Candidate { add: inst, kind, x: *x, y: *y, z });
                break;
            }
        }
    }
    res
}

/// What is known of a float factor: an integer converted to float (`bits` significant bits at
/// most, magnitude below 2^`log2_bound`, 0 or at least 1), or a constant.
#[derive(Copy, Clone, Debug, PartialEq)]
enum Factor {
    Integer { bits: u32, log2_bound: u32 },
    Constant(f64),
}

/// The precision (significand bits, the implicit one included) and the exponent range
/// (smallest normal, largest finite power of two) of a float kind; `None` for `long double`.
fn format(kind: FloatKind) -> Option<(u32, i32, i32)> {
    match kind {
        FloatKind::Float => Some((24, -126, 127)),
        FloatKind::Double => Some((53, -1022, 1023)),
        FloatKind::LongDouble => None,
    }
}

/// What `v` (a float, or a vector of them) is known to be, looking through splats.
fn factor(module: &Module, func: &Function, v: Value, precision: u32) -> Option<Factor> {
    let types = &module.types;
    let def = func.dfg.defining_inst(v)?;
    match func.inst(def) {
        InstData::Splat { arg } => factor(module, func, *arg, precision),
        InstData::Const(Const::Float(c)) => Some(Factor::Constant(*c)),
        InstData::Const(Const::Vector(lanes)) => match lanes.first() {
            Some(Const::Float(c)) if lanes.iter().all(|l| *l == Const::Float(*c)) => Some(Factor::Constant(*c)),
            _ => None,
        },
        InstData::Cast { arg } => {
            let from = types.scalar_of(func.value_type(*arg));
            let width = types.int_kind(from)?.bits();
            let magnitude_bits = if types.is_signed(from) { width - 1 } else { width };
            // `_Bool` converts to 0 or 1.
            let (bits, log2_bound) = if matches!(types.int_kind(from), Some(IntKind::Bool)) {
                (1, 1)
            } else {
                (magnitude_bits.max(1), width)
            };
            Some(Factor::Integer { bits: bits.min(precision), log2_bound })
        }
        _ => None,
    }
}

/// The significant bits of a finite nonzero double: those of the odd integer `m` in `m · 2^e`.
fn significant_bits(c: f64) -> u32 {
    let bits = c.to_bits();
    let exponent = (bits >> 52) & 0x7ff;
    let fraction = bits & ((1u64 << 52) - 1);
    let significand = if exponent == 0 { fraction } else { fraction | (1u64 << 52) };
    64 - significand.leading_zeros() - significand.trailing_zeros()
}

/// Whether `x * y` in float kind `kind` is exact: the rounded product equals the real one.
fn exact_product(module: &Module, func: &Function, x: Value, y: Value, kind: FloatKind) -> bool {
    let Some((precision, min_exp, max_exp)) = format(kind) else { return false };
    let (Some(fx), Some(fy)) = (factor(module, func, x, precision), factor(module, func, y, precision)) else {
        return false;
    };
    factors_exact(fx, fy, precision, min_exp, max_exp)
}

fn factors_exact(fx: Factor, fy: Factor, precision: u32, min_exp: i32, max_exp: i32) -> bool {
    match (fx, fy) {
        (Factor::Integer { bits: b1, log2_bound: m1 }, Factor::Integer { bits: b2, log2_bound: m2 }) => {
            b1 + b2 <= precision && (m1 + m2) as i32 <= max_exp
        }
        (Factor::Integer { bits, log2_bound }, Factor::Constant(c))
        | (Factor::Constant(c), Factor::Integer { bits, log2_bound }) => {
            if c == 0.0 {
                return true;
            }
            // A power of two (one significant bit) only moves the exponent.
            let c_bits = significant_bits(c);
            c.is_finite()
                && (c_bits == 1 || bits + c_bits <= precision)
                && c.abs() >= 2f64.powi(min_exp)
                && c.abs() < 2f64.powi(max_exp - log2_bound as i32)
        }
        (Factor::Constant(_), Factor::Constant(_)) => false,
    }
}

/// The module's `fmaf` (or `fma`, by `kind`), declared here if the file does not declare it;
/// `None` where the target has no exact vector form of it, or the file's own function of that
/// name is not C's (it has a body, or another type).
fn fma_function(module: &mut Module, target: &Target, kind: FloatKind) -> Option<FuncId> {
    let name = match kind {
        FloatKind::Float => "fmaf",
        FloatKind::Double => "fma",
        FloatKind::LongDouble => return None,
    };
    if target.vector_math(name)?.how != MathImpl::Exact {
        return None;
    }
    let elem = module.types.float(kind);
    let ty = module.types.func(FuncType { ret: elem, params: vec![elem; 3], variadic: false, has_prototype: true });
    if let Some((id, decl)) = module.funcs.iter().find(|(_, d)| d.name == name) {
        return (decl.body.is_none() && decl.unsupported.is_none() && decl.splice.is_none() && decl.ty == ty)
            .then_some(id);
    }
    Some(module.funcs.push(FuncDecl::external(name, ty)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FLOAT: (u32, i32, i32) = (24, -126, 127);
    const DOUBLE: (u32, i32, i32) = (53, -1022, 1023);

    fn exact(fx: Factor, fy: Factor, (p, lo, hi): (u32, i32, i32)) -> bool {
        factors_exact(fx, fy, p, lo, hi)
    }

    #[test]
    fn significant_bits_are_the_odd_part() {
        assert_eq!(significant_bits(0.5), 1);
        assert_eq!(significant_bits(3.0), 2);
        assert_eq!(significant_bits(0.75), 2);
        assert_eq!(significant_bits(-1.0 / 3.0), 53);
        assert_eq!(significant_bits(0.1f32 as f64), 24);
    }

    #[test]
    fn converted_ints_times_powers_of_two_are_exact() {
        let int = Factor::Integer { bits: 24, log2_bound: 32 };
        assert!(exact(int, Factor::Constant(0.5), FLOAT));
        assert!(exact(Factor::Constant(-4.0), int, FLOAT));
        assert!(exact(int, Factor::Constant(0.0), FLOAT));
        // 3 needs a second bit, which 24 significant bits leave no room for.
        assert!(!exact(int, Factor::Constant(3.0), FLOAT));
        assert!(exact(Factor::Integer { bits: 15, log2_bound: 16 }, Factor::Constant(3.0), FLOAT));
        assert!(!exact(int, Factor::Constant(0.1f32 as f64), FLOAT));
        // Subnormal products, and products that may overflow, are not exact.
        assert!(!exact(int, Factor::Constant(2f64.powi(-127)), FLOAT));
        assert!(exact(int, Factor::Constant(2f64.powi(-126)), FLOAT));
        assert!(!exact(int, Factor::Constant(2f64.powi(96)), FLOAT));
        assert!(exact(int, Factor::Constant(2f64.powi(94)), FLOAT));
        assert!(!exact(int, Factor::Constant(f64::INFINITY), FLOAT));
        assert!(!exact(int, Factor::Constant(f64::NAN), FLOAT));
    }

    #[test]
    fn products_of_converted_ints_fit_or_not() {
        let short = Factor::Integer { bits: 15, log2_bound: 16 };
        let byte = Factor::Integer { bits: 8, log2_bound: 8 };
        let int = Factor::Integer { bits: 31, log2_bound: 32 };
        assert!(exact(byte, byte, FLOAT));
        assert!(!exact(short, short, FLOAT));
        assert!(exact(short, short, DOUBLE));
        assert!(!exact(int, int, DOUBLE));
        assert!(!exact(Factor::Constant(2.0), Factor::Constant(2.0), DOUBLE));
    }
}
