//! Vector idioms: after `execute`, the selects that if-conversion made are rewritten into the
//! single operations they spell, on vector types only (the scalar epilogue keeps the source):
//!
//! ```text
//! select(!m, a, b)                    -> select(m, b, a)       (no mask complement)
//! select(x < 0, -x, x)                -> abs(x)                (signed integer lanes)
//! select(p < q, p, q)                 -> min(p, q)             (and the other orders)
//! select(x < lo, lo, min(x, hi))      -> max(min(x, hi), lo)   (constants lo <= hi)
//! ```
//!
//! Every rewrite computes what the select computed, lane for lane:
//! - `abs` (`x < 0`, `x <= 0`, `0 > x`, `0 >= x` taking the negation, or `x > 0`, `x >= 0`,
//!   `0 < x`, `0 <= x` taking `x`) on signed integer lanes only; the negation may be written in
//!   the unsigned lanes of the same width (as `execute` writes it, so that it wraps) and `abs`
//!   wraps the same way at the most negative value.
//! - `select(cmp(p, q), t, f)` with `{t, f} = {p, q}` is `min(t, f)` when it takes the smaller
//!   (`<`, `<=` taking `p`, or `>`, `>=` taking `q`), else `max(t, f)`. On integer lanes the
//!   order and ties do not matter. On float lanes only `<` and `>` qualify, and the operands
//!   keep the select's order: the IR's `min(t, f)` is `t < f ? t : f`, so it gives `f` when either
//!   is NaN and on `-0.0` against `0.0`, as `select(p < q, p, q)` does (`select(p <= q, p, q)`
//!   gives `p` on a tie and is left alone).
//!
//! The compares, negations and complements that only fed the rewritten selects are removed.
//! - A clamp that compares `x` with both bounds (`x < lo ? lo : x > hi ? hi : x`): the inner
//!   select is a `min` by the rule above, and the outer one, which takes `lo` where `x < lo`, is
//!   the `max` of that `min` and `lo` when the constants are in order (`nested_clamp`).
//!
//! Not done here: selects of values that differ from the compared ones by a conversion.

use crate::ir::*;
use cranelift_entity::SecondaryMap;

/// Rewrites the vector selects of `func` that are one of the idioms; returns whether any was.
pub fn rewrite(module: &Module, func: &mut Function) -> bool {
    let types = &module.types;
    let mut maybe_dead: Vec<Value> = Vec::new();
    let insts: Vec<Inst> = func.insts_in_order().map(|(_, inst)| inst).collect();
    for inst in insts {
        let InstData::Select { cond, args } = *func.inst(inst) else { continue };
        let Some(res) = func.dfg.result(inst) else { continue };
        let ty = func.value_type(res);
        if !matches!(types.kind(ty), TypeKind::Vector(..)) {
            continue;
        }
        let mut new = InstData::Select { cond, args };
        // A blend on a complemented mask is the blend on the mask with its arms swapped.
        let (cond, args) = match def(func, cond) {
            Some(&InstData::Unary { op: UnaryOp::LogNot, arg })
                if matches!(types.kind(func.value_type(arg)), TypeKind::Mask(_)) =>
            {
                new = InstData::Select { cond: arg, args: [args[1], args[0]] };
                (arg, [args[1], args[0]])
            }
            _ => (cond, args),
        };
        let idiom = abs(types, func, ty, cond, args)
            .or_else(|| min_max(types, func, ty, cond, args))
            .or_else(|| clamp_by_one(types, func, ty, cond, args))
            .or_else(|| nested_clamp(types, func, ty, cond, args));
        if let Some(idiom) = idiom {
            new = idiom;
        }
        if *func.inst(inst) != new {
            maybe_dead.extend(func.inst(inst).operands());
            func.dfg.insts[inst] = new;
        }
    }
    let changed = !maybe_dead.is_empty();
    remove_dead(func, maybe_dead);
    // Then the masks that the code adds as numbers, some of them selects rewritten above.
    super::mask_arith::rewrite(module, func) || changed
}

/// The instruction defining `v`, if any.
pub(super) fn def(func: &Function, v: Value) -> Option<&InstData> {
    func.dfg.defining_inst(v).map(|inst| func.inst(inst))
}

/// select(x < 0, -x, x) and its mirrored and swapped forms, on signed integer lanes.
fn abs(types: &Types, func: &Function, ty: TypeId, cond: Value, args: [Value; 2]) -> Option<InstData> {
    let elem = types.scalar_of(ty);
    if !types.is_integer(elem) || !types.is_signed(elem) {
        return None;
    }
    let &InstData::Binary { op, args: [lhs, rhs] } = def(func, cond)? else { return None };
    // `x` and whether the lanes where `cond` is set are the negative ones (taking `-x`).
    let (x, negative_when_set) = match op {
        BinaryOp::Lt | BinaryOp::Le if is_zero(func, rhs) => (lhs, true),
        BinaryOp::Gt | BinaryOp::Ge if is_zero(func, rhs) => (lhs, false),
        BinaryOp::Gt | BinaryOp::Ge if is_zero(func, lhs) => (rhs, true),
        BinaryOp::Lt | BinaryOp::Le if is_zero(func, lhs) => (rhs, false),
        _ => return None,
    };
    let (negated, plain) = if negative_when_set { (args[0], args[1]) } else { (args[1], args[0]) };
    let ok = func.value_type(x) == ty && plain == x && negation_of(types, func, negated) == Some(x);
    ok.then_some(InstData::Unary { op: UnaryOp::Abs, arg: x })
}

/// `x` where `v` is `-x`, or `-x` computed in the unsigned lanes of `x`'s width.
fn negation_of(types: &Types, func: &Function, v: Value) -> Option<Value> {
    match *def(func, v)? {
        InstData::Unary { op: UnaryOp::Neg, arg } => Some(arg),
        InstData::Cast { arg: wrapped } => {
            let &InstData::Unary { op: UnaryOp::Neg, arg: unsigned } = def(func, wrapped)? else { return None };
            let &InstData::Cast { arg: x } = def(func, unsigned)? else { return None };
            let same_width = |a: Value, b: Value| {
                let (a, b) = (types.scalar_of(func.value_type(a)), types.scalar_of(func.value_type(b)));
                types.is_integer(a) && types.is_integer(b) && types.size_of(a) == types.size_of(b)
            };
            (func.value_type(x) == func.value_type(v) && same_width(x, unsigned) && same_width(unsigned, wrapped))
                .then_some(x)
        }
        _ => None,
    }
}

/// Whether every lane of `v` is the integer zero.
pub(super) fn is_zero(func: &Function, v: Value) -> bool {
    uniform_int(func, v) == Some(0)
}

/// The integer every lane of `v` holds, when `v` is a constant or the splat of one (its bits as
/// stored: sign- or zero-extended).
pub(super) fn uniform_int(func: &Function, v: Value) -> Option<i64> {
    match def(func, v)? {
        InstData::Const(Const::Int(bits)) => Some(*bits as i64),
        InstData::Const(Const::Vector(lanes)) => match lanes.first() {
            Some(Const::Int(bits)) if lanes.iter().all(|l| l == &lanes[0]) => Some(*bits as i64),
            _ => None,
        },
        &InstData::Splat { arg } => match def(func, arg)? {
            InstData::Const(Const::Int(bits)) => Some(*bits as i64),
            _ => None,
        },
        _ => None,
    }
}

/// select(p < q, p, q) -> min(p, q), select(p < q, q, p) -> max(q, p), and so on (module doc).
fn min_max(types: &Types, func: &Function, ty: TypeId, cond: Value, args: [Value; 2]) -> Option<InstData> {
    let &InstData::Binary { op, args: [p, q] } = def(func, cond)? else { return None };
    let elem = types.scalar_of(ty);
    let order_ok = match op {
        BinaryOp::Lt | BinaryOp::Gt => types.is_integer(elem) || types.is_float(elem),
        BinaryOp::Le | BinaryOp::Ge => types.is_integer(elem),
        _ => false,
    };
    if !order_ok || p == q || func.value_type(p) != ty || !(args == [p, q] || args == [q, p]) {
        return None;
    }
    let takes_smaller = matches!(op, BinaryOp::Lt | BinaryOp::Le) == (args[0] == p);
    let op = if takes_smaller { BinaryOp::Min } else { BinaryOp::Max };
    Some(InstData::Binary { op, args })
}

/// select(x >= n, n - 1, x) -> min(x, n - 1) and select(x <= n, n + 1, x) -> max(x, n + 1) on
/// signed integer lanes (`if (bin >= n) bin = n - 1;`), the kept arm on either side: `x >= n`
/// is `x > n - 1`. The bound is a constant one off the compared one, or the splat of the
/// scalar `n - 1` (`n + 1`) whose overflow C leaves undefined.
fn clamp_by_one(types: &Types, func: &Function, ty: TypeId, cond: Value, args: [Value; 2]) -> Option<InstData> {
    let elem = types.scalar_of(ty);
    if !types.is_integer(elem) || !types.is_signed(elem) {
        return None;
    }
    let &InstData::Binary { op, args: [p, q] } = def(func, cond)? else { return None };
    // `x OP n` with `x` an arm of the select, and the bound `m` the other arm.
    let mirrored = op.swapped()?;
    let (x, n, op) = if args.contains(&p) {
        (p, q, op)
    } else if args.contains(&q) {
        (q, p, mirrored)
    } else {
        return None;
    };
    if func.value_type(x) != ty || func.value_type(n) != ty {
        return None;
    }
    let m_when_set = args[1] == x;
    let m = if m_when_set { args[0] } else { args[1] };
    // The lanes that take `m`: `x >= n` (min when m = n - 1) or `x <= n` (max when m = n + 1).
    let takes_m = match (op, m_when_set) {
        (BinaryOp::Ge, true) | (BinaryOp::Lt, false) => BinaryOp::Ge,
        (BinaryOp::Le, true) | (BinaryOp::Gt, false) => BinaryOp::Le,
        _ => return None,
    };
    let (delta, result) = if takes_m == BinaryOp::Ge { (-1, BinaryOp::Min) } else { (1, BinaryOp::Max) };
    (differs_by(types, func, m, n, delta) && m != x).then_some(InstData::Binary { op: result, args: [x, m] })
}

/// select(x < lo, lo, min(x, hi)) -> max(min(x, hi), lo), and select(x > hi, hi, max(x, lo))
/// -> min(max(x, lo), hi), on integer lanes with constant bounds `lo <= hi` (`v < lo ? lo : v >
/// hi ? hi : v`, whose inner select `min_max` made a `min` already). Where `x < lo` (`x <=
/// lo`) the select takes `lo`, and so does the max, since `min(x, hi) <= x`; elsewhere `x >=
/// lo` and `hi >= lo`, so `min(x, hi) >= lo` and the max keeps it. The other side alike.
fn nested_clamp(types: &Types, func: &Function, ty: TypeId, cond: Value, args: [Value; 2]) -> Option<InstData> {
    let elem = types.scalar_of(ty);
    if !types.is_integer(elem) {
        return None;
    }
    let &InstData::Binary { op, args: [p, q] } = def(func, cond)? else { return None };
    let (bound, inner) = if uniform_int(func, args[0]).is_some() { (args[0], args[1]) } else { (args[1], args[0]) };
    let &InstData::Binary { op: inner_op @ (BinaryOp::Min | BinaryOp::Max), args: [i0, i1] } = def(func, inner)? else {
        return None;
    };
    // The inner operation's value and constant bound.
    let (x, other) = if uniform_int(func, i1).is_some() { (i0, i1) } else { (i1, i0) };
    // `x OP bound`, as the lanes where the select takes `bound`.
    let mut op = if [p, q] == [x, bound] {
        op
    } else if [p, q] == [bound, x] {
        op.swapped()?
    } else {
        return None;
    };
    if args[0] != bound {
        op = op.int_negated()?;
    }
    if func.value_type(x) != ty || func.value_type(bound) != ty || x == other {
        return None;
    }
    // The bounds as the lane's values (constants are stored sign- or zero-extended).
    let bits = types.size_of(elem)? * 8;
    let value = |v: Value| -> Option<i128> {
        let raw = uniform_int(func, v)? as u64;
        let raw = if bits >= 64 { raw } else { raw & ((1u64 << bits) - 1) };
        Some(if types.is_signed(elem) && bits < 128 && raw >> (bits - 1) & 1 == 1 {
            raw as i128 - (1i128 << bits)
        } else {
            raw as i128
        })
    };
    let (k, k_inner) = (value(bound)?, value(other)?);
    let outer = match (inner_op, op) {
        (BinaryOp::Min, BinaryOp::Lt | BinaryOp::Le) if k <= k_inner => BinaryOp::Max,
        (BinaryOp::Max, BinaryOp::Gt | BinaryOp::Ge) if k >= k_inner => BinaryOp::Min,
        _ => return None,
    };
    Some(InstData::Binary { op: outer, args: [inner, bound] })
}

/// Whether every lane of `m` is the lane of `n` plus `delta`, without wrapping: splats of
/// constants, or of scalars `n + delta` (`n - 1` as a subtraction of 1 or an addition of -1).
fn differs_by(types: &Types, func: &Function, m: Value, n: Value, delta: i64) -> bool {
    let splat_arg = |v: Value| match def(func, v) {
        Some(&InstData::Splat { arg }) => Some(arg),
        _ => None,
    };
    let bits = types.size_of(types.scalar_of(func.value_type(n))).unwrap_or(8) * 8;
    let (lo, hi) = if bits >= 64 { (i64::MIN, i64::MAX) } else { (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1) };
    if let (Some(a), Some(b)) = (uniform_int(func, m), uniform_int(func, n)) {
        // Constants are stored sign- or zero-extended; compare them as the lane's signed value.
        let sext = |v: i64| if bits >= 64 { v } else { (v << (64 - bits)) >> (64 - bits) };
        let (a, b) = (sext(a), sext(b));
        return b.checked_add(delta).is_some_and(|s| s == a && (lo..=hi).contains(&s));
    }
    let (Some(sm), Some(sn)) = (splat_arg(m), splat_arg(n)) else { return false };
    let is = |v: Value, c: i64| {
        def(func, v).is_some_and(|d| matches!(d, InstData::Const(Const::Int(bits)) if *bits as i64 == c || (bits >> 32 == 0 && *bits as u32 as i32 as i64 == c)))
    };
    match def(func, sm) {
        Some(&InstData::Binary { op: BinaryOp::Sub, args: [a, b] }) => a == sn && is(b, -delta),
        Some(&InstData::Binary { op: BinaryOp::Add, args: [a, b] }) => {
            (a == sn && is(b, delta)) || (b == sn && is(a, delta))
        }
        _ => false,
    }
}

/// Removes the pure instructions among `values`' definitions that nothing uses any more, and
/// then those their operands' definitions, and so on.
pub(super) fn remove_dead(func: &mut Function, mut work: Vec<Value>) {
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
    for (_, inst) in func.insts_in_order() {
        func.inst(inst).for_each_operand(|v| uses[v] += 1);
    }
    while let Some(v) = work.pop() {
        let Some(inst) = func.dfg.defining_inst(v) else { continue };
        if uses[v] != 0 || !func.inst(inst).is_pure() || func.layout.inst_block(inst).is_none() {
            continue;
        }
        func.layout.remove_inst(inst);
        func.value_names[v] = None;
        for operand in func.inst(inst).operands() {
            uses[operand] -= 1;
            work.push(operand);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check;
    use super::rewrite;

    #[test]
    fn complemented_masks_swap_the_arms() {
        check(
            rewrite,
            "
func @f: fn(<8 x int>, <8 x int>, <8 x int>) -> <8 x int> {
block0(v0: <8 x int>, v1: <8 x int>, v2: <8 x int>):
    v3 = eq.<8 x i1> v0, v1
    v4 = lognot.<8 x i1> v3
    v5 = select.<8 x int> v4, v1, v2
    ret v5
}",
            "
func @f: fn(<8 x int>, <8 x int>, <8 x int>) -> <8 x int> {
block0(v0: <8 x int>, v1: <8 x int>, v2: <8 x int>):
    v3 = eq.<8 x i1> v0, v1
    v5 = select.<8 x int> v3, v2, v1
    ret v5
}",
        );
    }

    #[test]
    fn abs_in_every_spelling_on_signed_lanes_only() {
        // v6: `x < 0 ? -x : x` with the negation in unsigned lanes (as `execute` writes it);
        // v8: `0 < x ? x : -x`; v11: on unsigned lanes `x < 0` is never true: left alone;
        // v12: the negation of another value: left alone.
        check(
            rewrite,
            "
func @f: fn(<8 x int>, <8 x uint>, <8 x int>) -> <8 x int> {
block0(v0: <8 x int>, v1: <8 x uint>, v2: <8 x int>):
    v20 = const.int 0
    v21 = splat.<8 x int> v20
    v3 = lt.<8 x i1> v0, v21
    v4 = cast.<8 x uint> v0
    v5 = neg.<8 x uint> v4
    v22 = cast.<8 x int> v5
    v6 = select.<8 x int> v3, v22, v0
    v7 = lt.<8 x i1> v21, v0
    v23 = neg.<8 x int> v0
    v8 = select.<8 x int> v7, v0, v23
    v9 = const.<8 x uint> 0
    v10 = lt.<8 x i1> v1, v9
    v24 = neg.<8 x uint> v1
    v11 = select.<8 x uint> v10, v24, v1
    v25 = neg.<8 x int> v2
    v12 = select.<8 x int> v3, v25, v0
    v13 = add.<8 x int> v6, v8
    v14 = cast.<8 x int> v11
    v15 = add.<8 x int> v13, v14
    v16 = add.<8 x int> v15, v12
    ret v16
}",
            "
func @f: fn(<8 x int>, <8 x uint>, <8 x int>) -> <8 x int> {
block0(v0: <8 x int>, v1: <8 x uint>, v2: <8 x int>):
    v20 = const.int 0
    v21 = splat.<8 x int> v20
    v3 = lt.<8 x i1> v0, v21
    v6 = abs.<8 x int> v0
    v8 = abs.<8 x int> v0
    v9 = const.<8 x uint> 0
    v10 = lt.<8 x i1> v1, v9
    v24 = neg.<8 x uint> v1
    v11 = select.<8 x uint> v10, v24, v1
    v25 = neg.<8 x int> v2
    v12 = select.<8 x int> v3, v25, v0
    v13 = add.<8 x int> v6, v8
    v14 = cast.<8 x int> v11
    v15 = add.<8 x int> v13, v14
    v16 = add.<8 x int> v15, v12
    ret v16
}",
        );
    }

    #[test]
    fn compares_of_the_selected_values_are_min_and_max() {
        // Integers: every order (v21 selects a value that is not compared: left alone).
        // Floats: `<` and `>` keep the select's operand order (NaN and -0.0 give the second, as
        // the select does); `<=` is left alone.
        check(
            rewrite,
            "
func @f: fn(<8 x short>, <8 x short>) -> <8 x short> {
block0(v0: <8 x short>, v1: <8 x short>):
    v4 = lt.<8 x i1> v0, v1
    v5 = select.<8 x short> v4, v0, v1
    v6 = ge.<8 x i1> v0, v1
    v7 = select.<8 x short> v6, v1, v0
    v8 = le.<8 x i1> v0, v1
    v9 = select.<8 x short> v8, v1, v0
    v10 = add.<8 x short> v5, v7
    v11 = add.<8 x short> v10, v9
    v20 = lt.<8 x i1> v11, v0
    v21 = select.<8 x short> v20, v0, v1
    ret v21
}

func @g: fn(<4 x double>, <4 x double>) -> <4 x double> {
block0(v2: <4 x double>, v3: <4 x double>):
    v12 = gt.<4 x i1> v2, v3
    v13 = select.<4 x double> v12, v3, v2
    v14 = lt.<4 x i1> v2, v3
    v15 = select.<4 x double> v14, v3, v2
    v16 = le.<4 x i1> v2, v3
    v17 = select.<4 x double> v16, v2, v3
    v18 = add.<4 x double> v13, v15
    v19 = add.<4 x double> v18, v17
    ret v19
}",
            "
func @f: fn(<8 x short>, <8 x short>) -> <8 x short> {
block0(v0: <8 x short>, v1: <8 x short>):
    v5 = min.<8 x short> v0, v1
    v7 = min.<8 x short> v1, v0
    v9 = max.<8 x short> v1, v0
    v10 = add.<8 x short> v5, v7
    v11 = add.<8 x short> v10, v9
    v20 = lt.<8 x i1> v11, v0
    v21 = select.<8 x short> v20, v0, v1
    ret v21
}

func @g: fn(<4 x double>, <4 x double>) -> <4 x double> {
block0(v2: <4 x double>, v3: <4 x double>):
    v13 = min.<4 x double> v3, v2
    v15 = max.<4 x double> v3, v2
    v16 = le.<4 x i1> v2, v3
    v17 = select.<4 x double> v16, v2, v3
    v18 = add.<4 x double> v13, v15
    v19 = add.<4 x double> v18, v17
    ret v19
}",
        );
    }

    #[test]
    fn clamps_one_off_the_compared_bound_are_min_and_max() {
        // v5: `x >= n ? n - 1 : x` (splats of `n` and `n - 1`) is min; v9: `x < 64 ? x : 63` is
        // min; v12: `x <= 10 ? 11 : x` is max; v14: `x >= n ? n - 2 : x` is left alone, and so
        // is v17 on unsigned lanes (`x >= 0` always holds there: the bound would wrap).
        check(
            rewrite,
            "
func @f: fn(<8 x int>, int, <8 x uint>) -> <8 x int> {
block0(v0: <8 x int>, v1: int, v15: <8 x uint>):
    v2 = splat.<8 x int> v1
    v20 = const.int 1
    v21 = sub.int v1, v20
    v3 = splat.<8 x int> v21
    v4 = ge.<8 x i1> v0, v2
    v5 = select.<8 x int> v4, v3, v0
    v6 = const.<8 x int> 64
    v7 = const.<8 x int> 63
    v8 = lt.<8 x i1> v5, v6
    v9 = select.<8 x int> v8, v5, v7
    v10 = const.<8 x int> 10
    v11 = const.<8 x int> 11
    v30 = le.<8 x i1> v9, v10
    v12 = select.<8 x int> v30, v11, v9
    v22 = const.int 2
    v23 = sub.int v1, v22
    v24 = splat.<8 x int> v23
    v13 = ge.<8 x i1> v12, v2
    v14 = select.<8 x int> v13, v24, v12
    v25 = const.<8 x uint> 0
    v26 = const.<8 x uint> 4294967295
    v16 = ge.<8 x i1> v15, v25
    v17 = select.<8 x uint> v16, v26, v15
    v18 = cast.<8 x int> v17
    v19 = add.<8 x int> v14, v18
    ret v19
}",
            "
func @f: fn(<8 x int>, int, <8 x uint>) -> <8 x int> {
block0(v0: <8 x int>, v1: int, v15: <8 x uint>):
    v2 = splat.<8 x int> v1
    v20 = const.int 1
    v21 = sub.int v1, v20
    v3 = splat.<8 x int> v21
    v5 = min.<8 x int> v0, v3
    v7 = const.<8 x int> 63
    v9 = min.<8 x int> v5, v7
    v11 = const.<8 x int> 11
    v12 = max.<8 x int> v9, v11
    v22 = const.int 2
    v23 = sub.int v1, v22
    v24 = splat.<8 x int> v23
    v13 = ge.<8 x i1> v12, v2
    v14 = select.<8 x int> v13, v24, v12
    v25 = const.<8 x uint> 0
    v26 = const.<8 x uint> 4294967295
    v16 = ge.<8 x i1> v15, v25
    v17 = select.<8 x uint> v16, v26, v15
    v18 = cast.<8 x int> v17
    v19 = add.<8 x int> v14, v18
    ret v19
}",
        );
    }

    #[test]
    fn clamps_comparing_one_value_with_both_bounds_are_min_and_max() {
        // `x > 40 ? 40 : x` is min (v3); `x < -10 ? -10 : min` is max (v6), and so is the same
        // with the compare negated and the arms swapped (v8); v11 stays: its bound 50 is above
        // the min's 40 (it gives 50 for every x, the max would give 50 only below 50). On
        // unsigned lanes 4294967290 is above 200, not -6 (v27 stays).
        check(
            rewrite,
            "
func @f: fn(<8 x int>, <8 x uint>) -> <8 x int> {
block0(v0: <8 x int>, v20: <8 x uint>):
    v1 = const.<8 x int> 40
    v2 = gt.<8 x i1> v0, v1
    v3 = select.<8 x int> v2, v1, v0
    v4 = const.<8 x int> -10
    v5 = lt.<8 x i1> v0, v4
    v6 = select.<8 x int> v5, v4, v3
    v7 = ge.<8 x i1> v0, v4
    v8 = select.<8 x int> v7, v3, v4
    v9 = const.<8 x int> 50
    v10 = lt.<8 x i1> v0, v9
    v11 = select.<8 x int> v10, v9, v3
    v21 = const.<8 x uint> 200
    v22 = gt.<8 x i1> v20, v21
    v23 = select.<8 x uint> v22, v21, v20
    v25 = const.<8 x uint> 4294967290
    v26 = lt.<8 x i1> v20, v25
    v27 = select.<8 x uint> v26, v25, v23
    v28 = cast.<8 x int> v27
    v12 = add.<8 x int> v6, v8
    v13 = add.<8 x int> v12, v11
    v14 = add.<8 x int> v13, v28
    ret v14
}",
            "
func @f: fn(<8 x int>, <8 x uint>) -> <8 x int> {
block0(v0: <8 x int>, v20: <8 x uint>):
    v1 = const.<8 x int> 40
    v3 = min.<8 x int> v1, v0
    v4 = const.<8 x int> -10
    v6 = max.<8 x int> v3, v4
    v8 = max.<8 x int> v3, v4
    v9 = const.<8 x int> 50
    v10 = lt.<8 x i1> v0, v9
    v11 = select.<8 x int> v10, v9, v3
    v21 = const.<8 x uint> 200
    v23 = min.<8 x uint> v21, v20
    v25 = const.<8 x uint> 4294967290
    v26 = lt.<8 x i1> v20, v25
    v27 = select.<8 x uint> v26, v25, v23
    v28 = cast.<8 x int> v27
    v12 = add.<8 x int> v6, v8
    v13 = add.<8 x int> v12, v11
    v14 = add.<8 x int> v13, v28
    ret v14
}",
        );
    }
}
