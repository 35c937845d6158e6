//! Comparisons counted as numbers: C's `a < b` is 0 or 1, so a vector loop converts each mask
//! to 0/1 lanes (`m & 1`) before adding it, while the mask's own lanes are 0 and -1. After
//! `execute` (and `idioms`), on integer vector lanes only:
//!
//! ```text
//! x + zext(m)                 -> x - sext(m)
//! x - zext(m)                 -> x + sext(m)
//! zext(a) - zext(b)           -> sext(b) - sext(a)      ((p > q) - (p < q): a sign)
//! select(m, x + 1, x)         -> x - sext(m)            (if (c) cnt++; a count)
//! select(m, x - 1, x)         -> x + sext(m)
//! ```
//!
//! where `zext(m)` is the conversion of a mask to integer lanes (0 or 1) and `sext(m)` is
//! `select(m, -1, 0)`, which the emitters write as the mask itself where the mask is a
//! register of the lanes' width (SSE, AVX2: `pcmpeqd`'s result is that vector). Each rewrite
//! computes the same lanes: `zext(m) = -sext(m)` in every integer type, and a lane that wraps
//! in one form wraps alike in the other. gcc -O2 writes `(b[i] > c[i]) - (b[i] < c[i])` as two
//! `cmpltps` and one `psubd`; vcc's conversions added two `pand`s and a move between the float
//! and integer domains (coverage ty_cmp_sign on sse4.2: 0.75x of the input at gcc -O2).

use super::idioms::{def, remove_dead, uniform_int};
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

/// Rewrites the vector additions, subtractions and counting selects of `func` that add a
/// converted mask; returns whether any was.
pub fn rewrite(module: &Module, func: &mut Function) -> bool {
    let types = &module.types;
    let mut maybe_dead: Vec<Value> = Vec::new();
    // The sign extensions made so far, per mask, type and block (one serves a block's later uses).
    let mut made: BTreeMap<(Value, TypeId, Block), Value> = BTreeMap::new();
    let insts: Vec<Inst> = func.insts_in_order().map(|(_, inst)| inst).collect();
    // The readers of each value (an update read elsewhere too stays as it is).
    let users = func.users();
    for inst in insts {
        let Some(res) = func.dfg.result(inst) else { continue };
        let ty = func.value_type(res);
        if !is_int_vector(types, ty) {
            continue;
        }
        // (the operation, its first operand, the mask whose sext is the second operand).
        let plan = match *func.inst(inst) {
            InstData::Binary { op: BinaryOp::Sub, args: [a, b] } => {
                match (zext_of(types, func, a), zext_of(types, func, b)) {
                    (Some(ma), Some(mb)) => Some((BinaryOp::Sub, Sext(mb), ma)),
                    (_, Some(mb)) => Some((BinaryOp::Add, Plain(a), mb)),
                    _ => None,
                }
            }
            InstData::Binary { op: BinaryOp::Add, args: [a, b] } => {
                match (zext_of(types, func, a), zext_of(types, func, b)) {
                    (_, Some(mb)) => Some((BinaryOp::Sub, Plain(a), mb)),
                    (Some(ma), None) => Some((BinaryOp::Sub, Plain(b), ma)),
                    _ => None,
                }
            }
            InstData::Select { cond, args: [set, unset] } if is_mask(types, func, cond) => {
                let op = counted(types, func, set, unset);
                if op.is_none() {
                    if let Some(update) = accumulated(func, &users, set, unset) {
                        maybe_dead.extend(func.inst(inst).operands());
                        select_operand(types, func, inst, cond, update);
                    }
                }
                op.map(|op| (op, Plain(unset), cond))
            }
            _ => None,
        };
        let Some((op, first, mask)) = plan else { continue };
        let Some(block) = func.layout.inst_block(inst) else { continue };
        let TypeKind::Vector(elem, lanes) = *types.kind(ty) else { continue };
        let ones = super::narrow::narrow_const(types, elem, u64::MAX);
        let loc = func.srclocs[inst];
        let mut sext = |m: Value| {
            *made.entry((m, ty, block)).or_insert_with(|| {
                let mut cursor = FuncCursor::untyped_before(func, inst, loc);
                let lanes = |bits: u64| InstData::Const(Const::Vector(vec![Const::Int(bits); lanes as usize]));
                let all = cursor.ins(lanes(ones), ty);
                let none = cursor.ins(lanes(0), ty);
                cursor.ins(InstData::Select { cond: m, args: [all, none] }, ty)
            })
        };
        let first = match first {
            Plain(v) => v,
            Sext(m) => sext(m),
        };
        let second = sext(mask);
        maybe_dead.extend(func.inst(inst).operands());
        func.dfg.insts[inst] = InstData::Binary { op, args: [first, second] };
    }
    let changed = !maybe_dead.is_empty();
    remove_dead(func, maybe_dead);
    changed
}

use Operand::*;

/// The first operand of a rewritten operation: a value, or the sign extension of a mask.
enum Operand {
    Plain(Value),
    Sext(Value),
}

/// Whether `ty` is a vector of integers other than `_Bool`.
fn is_int_vector(types: &Types, ty: TypeId) -> bool {
    let TypeKind::Vector(elem, _) = *types.kind(ty) else { return false };
    types.is_integer(elem) && types.int_kind(elem) != Some(IntKind::Bool)
}

/// Whether `v` is a mask.
fn is_mask(types: &Types, func: &Function, v: Value) -> bool {
    matches!(types.kind(func.value_type(v)), TypeKind::Mask(_))
}

/// The mask that `v` converts to 0/1 integer lanes.
fn zext_of(types: &Types, func: &Function, v: Value) -> Option<Value> {
    let &InstData::Cast { arg } = def(func, v)? else { return None };
    is_mask(types, func, arg).then_some(arg)
}

/// For `select(m, set, x)` with `set` = `x + 1` (or `1 + x`, or `x - -1`): `Sub` (x - sext(m));
/// with `x - 1` (`x + -1`): `Add`.
fn counted(types: &Types, func: &Function, set: Value, x: Value) -> Option<BinaryOp> {
    let &InstData::Binary { op, args: [a, b] } = def(func, set)? else { return None };
    // A constant, or one converted to the lanes' type (`execute` adds the `int` 1 to unsigned
    // accumulators so); a conversion between 32-bit lanes keeps 1 and -1's bits.
    let constant = |v: Value| {
        uniform_int(func, v).or_else(|| match *def(func, v)? {
            InstData::Cast { arg } if types.size_of(func.value_type(arg)) == types.size_of(func.value_type(v)) => {
                uniform_int(func, arg)
            }
            _ => None,
        })
    };
    let step = match op {
        BinaryOp::Add if a == x => constant(b)?,
        BinaryOp::Add if b == x => constant(a)?,
        BinaryOp::Sub if a == x => constant(b)?.checked_neg()?,
        _ => return None,
    };
    // The constant's bits as stored: -1 is all ones in the lane (sign- or zero-extended).
    match step {
        1 => Some(BinaryOp::Sub),
        -1 => Some(BinaryOp::Add),
        _ => None,
    }
}

/// For `select(m, x op y, x)` (`x op y` read only there; `op` one of `+ - | ^`, whose identity
/// is 0, `y op x` too for the commutative ones) or `select(m, x, x op y)`: `op`, `x`, `y` and
/// whether `y` is the set arm. `x op select(m, y, 0)` computes the same lanes, and keeps the
/// select off the chain that carries `x` around the loop (a conditional sum `if (a[i] > 0) t +=
/// a[i]`: the blend of two accumulators on sse2 is three instructions on that chain, the `and`
/// of the operand none).
fn accumulated(
    func: &Function,
    users: &SecondaryMap<Value, Vec<Inst>>,
    set: Value,
    unset: Value,
) -> Option<(BinaryOp, Value, Value, bool)> {
    let update = |upd: Value, x: Value| -> Option<(BinaryOp, Value)> {
        if users[upd].len() != 1 {
            return None;
        }
        let &InstData::Binary { op, args: [a, b] } = def(func, upd)? else { return None };
        match op {
            BinaryOp::Add | BinaryOp::Or | BinaryOp::Xor if a == x && b != x => Some((op, b)),
            BinaryOp::Add | BinaryOp::Or | BinaryOp::Xor if b == x && a != x => Some((op, a)),
            BinaryOp::Sub if a == x && b != x => Some((op, b)),
            _ => None,
        }
    };
    if let Some((op, y)) = update(set, unset) {
        return Some((op, unset, y, true));
    }
    update(unset, set).map(|(op, y)| (op, set, y, false))
}

/// Rewrites the select `inst` of mask `cond` into `x op select(cond, y, 0)` (or `select(cond,
/// 0, y)`), from `accumulated`'s `(op, x, y, whether y is the set arm)`.
fn select_operand(types: &Types, func: &mut Function, inst: Inst, cond: Value, update: (BinaryOp, Value, Value, bool)) {
    let (op, acc, y, y_set) = update;
    let Some(res) = func.dfg.result(inst) else { return };
    let ty = func.value_type(res);
    let TypeKind::Vector(_, lanes) = *types.kind(ty) else { return };
    let mut cursor = FuncCursor::untyped_before(func, inst, func.srclocs[inst]);
    let zero = cursor.ins(InstData::Const(Const::Vector(vec![Const::Int(0); lanes as usize])), ty);
    let arms = if y_set { [y, zero] } else { [zero, y] };
    let operand = cursor.ins(InstData::Select { cond, args: arms }, ty);
    func.dfg.insts[inst] = InstData::Binary { op, args: [acc, operand] };
}

#[cfg(test)]
mod tests {
    use super::super::super::check;
    use super::rewrite;

    #[test]
    fn converted_masks_added_and_subtracted_become_mask_arithmetic() {
        // v5: x + zext(m); v6: zext(m) + x; v7: x - zext(m); v8: zext(m1) - zext(m2);
        // v9: zext(m) - x is left alone (it would need a negation).
        check(
            rewrite,
            "
func @f: fn(<4 x float>, <4 x float>, <4 x int>) -> <4 x int> {
block0(v0: <4 x float>, v1: <4 x float>, v2: <4 x int>):
    v3 = lt.<4 x i1> v0, v1
    v10 = gt.<4 x i1> v0, v1
    v4 = cast.<4 x int> v3
    v11 = cast.<4 x int> v10
    v5 = add.<4 x int> v2, v4
    v6 = add.<4 x int> v4, v5
    v7 = sub.<4 x int> v6, v4
    v8 = sub.<4 x int> v11, v4
    v9 = sub.<4 x int> v4, v7
    v12 = add.<4 x int> v8, v9
    ret v12
}",
            "
func @f: fn(<4 x float>, <4 x float>, <4 x int>) -> <4 x int> {
block0(v0: <4 x float>, v1: <4 x float>, v2: <4 x int>):
    v3 = lt.<4 x i1> v0, v1
    v10 = gt.<4 x i1> v0, v1
    v4 = cast.<4 x int> v3
    v13 = const.<4 x int> [-1, -1, -1, -1]
    v14 = const.<4 x int> [0, 0, 0, 0]
    v15 = select.<4 x int> v3, v13, v14
    v5 = sub.<4 x int> v2, v15
    v6 = sub.<4 x int> v5, v15
    v7 = add.<4 x int> v6, v15
    v16 = const.<4 x int> [-1, -1, -1, -1]
    v17 = const.<4 x int> [0, 0, 0, 0]
    v18 = select.<4 x int> v10, v16, v17
    v8 = sub.<4 x int> v15, v18
    v9 = sub.<4 x int> v4, v7
    v12 = add.<4 x int> v8, v9
    ret v12
}",
        );
    }

    #[test]
    fn counting_selects_become_mask_arithmetic() {
        // v5: select(m, x + 1, x) on unsigned lanes (all ones is 4294967295); v7: select(m, x
        // - 1, x); v9: select(m, 1 + x, x); v11: a step of 2 and v12: the arms the other way
        // round are not counts, but accumulations: x + select(m, 2, 0), x + select(m, 0, 1).
        check(
            rewrite,
            "
func @f: fn(<4 x uint>, <4 x uint>, <4 x int>) -> <4 x int> {
block0(v0: <4 x uint>, v1: <4 x uint>, v2: <4 x int>):
    v3 = eq.<4 x i1> v0, v1
    v4 = const.<4 x uint> [1, 1, 1, 1]
    v13 = add.<4 x uint> v1, v4
    v5 = select.<4 x uint> v3, v13, v1
    v6 = const.int 1
    v14 = splat.<4 x int> v6
    v15 = sub.<4 x int> v2, v14
    v7 = select.<4 x int> v3, v15, v2
    v16 = add.<4 x int> v14, v7
    v9 = select.<4 x int> v3, v16, v7
    v10 = const.<4 x int> [2, 2, 2, 2]
    v17 = add.<4 x int> v9, v10
    v11 = select.<4 x int> v3, v17, v9
    v18 = add.<4 x int> v11, v14
    v12 = select.<4 x int> v3, v11, v18
    v19 = cast.<4 x int> v5
    v20 = add.<4 x int> v19, v12
    ret v20
}",
            "
func @f: fn(<4 x uint>, <4 x uint>, <4 x int>) -> <4 x int> {
block0(v0: <4 x uint>, v1: <4 x uint>, v2: <4 x int>):
    v3 = eq.<4 x i1> v0, v1
    v21 = const.<4 x uint> [4294967295, 4294967295, 4294967295, 4294967295]
    v22 = const.<4 x uint> [0, 0, 0, 0]
    v23 = select.<4 x uint> v3, v21, v22
    v5 = sub.<4 x uint> v1, v23
    v6 = const.int 1
    v14 = splat.<4 x int> v6
    v24 = const.<4 x int> [-1, -1, -1, -1]
    v25 = const.<4 x int> [0, 0, 0, 0]
    v26 = select.<4 x int> v3, v24, v25
    v7 = add.<4 x int> v2, v26
    v9 = sub.<4 x int> v7, v26
    v10 = const.<4 x int> [2, 2, 2, 2]
    v27 = const.<4 x int> [0, 0, 0, 0]
    v28 = select.<4 x int> v3, v10, v27
    v11 = add.<4 x int> v9, v28
    v29 = const.<4 x int> [0, 0, 0, 0]
    v30 = select.<4 x int> v3, v29, v14
    v12 = add.<4 x int> v11, v30
    v19 = cast.<4 x int> v5
    v20 = add.<4 x int> v19, v12
    ret v20
}",
        );
    }
}
