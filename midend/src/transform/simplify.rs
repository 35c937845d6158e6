//! simplify: constant folding with C's exact semantics, branches on constants, and jump
//! forwarding. Repeats until nothing changes, then removes block parameters that became
//! trivially redundant.
//!
//! Folding never changes what a defined C program computes:
//! - integer operations wrap at the result width and respect signedness (signed overflow is
//!   undefined, so wrapping is as good as any result);
//! - division and remainder by zero, `MIN / -1`, and shifts by a negative amount or by the
//!   width or more are left alone (they are undefined; the program may never execute them);
//! - integer conversions truncate and extend as C converts; `_Bool` is `!= 0`;
//! - floating arithmetic is folded only when the result is exact in the operand type (so the
//!   rounding mode cannot matter), computed in `f32` for `float`; conversions to floating types
//!   only when exact; float to integer only when in range (out of range is undefined);
//! - `long double` and vector constants are never folded.
//!
//! A `br` or `switch` on a constant becomes a `jump`; a `select` on a constant becomes its
//! chosen operand; a block that holds nothing but a parameterless `jump` is bypassed by its
//! predecessors (blocks carrying a loop pragma keep it); a block that only branches on its
//! parameters (`a && b` as a loop's exit test) is threaded: its predecessors branch themselves.
//! A loop whose test fails on entry (`for (i = 4096; i < 4096; i++)`, the scalar loop after a
//! vector loop that ran every iteration) leaves its header at once: its body goes dead.
//! A mask cast to the integer of its bits and back is the mask again. Unreachable leftovers are
//! `dce`'s job.
//! Not done here: algebraic identities (`x + 0`), reassociation, or any memory reasoning.

use super::mem2reg::{apply_subst, remove_trivial_params, resolve};
use crate::analysis::CfgLoops;
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeSet;

/// Returns whether the function changed.
pub fn simplify(module: &Module, func: &mut Function) -> bool {
    let mut changed = false;
    // Each round only makes progress, but bound it anyway so a bug cannot hang the compiler.
    // Parameters that became redundant are removed after the rounds, and the rounds run again
    // over what they forwarded (an inlined variant's entry parameters, its call's arguments).
    for _ in 0..64 {
        let mut round = fold_instructions(&module.types, func);
        round |= fold_branches(&module.types, func);
        round |= forward_jumps(func);
        // One CFG and loop forest for the two loop rules; threading changes edges, so it is
        // computed again when it did.
        let flow = CfgLoops::compute(func);
        let threaded = thread_branches(func, &flow);
        let flow = if threaded { CfgLoops::compute(func) } else { flow };
        round |= threaded;
        round |= skip_unentered_loops(&module.types, func, &flow);
        if !round {
            let mut subst = SecondaryMap::new();
            if !remove_trivial_params(func, &mut subst) {
                break;
            }
            apply_subst(func, &subst);
        }
        changed = true;
    }
    changed
}

/// The constant `v` is, if it is defined by a `const` instruction.
pub(crate) fn const_of(func: &Function, v: Value) -> Option<&Const> {
    match func.inst(func.dfg.defining_inst(v)?) {
        InstData::Const(c) => Some(c),
        _ => None,
    }
}

/// Folds unary, binary and cast instructions on constants in place, and selects on constant
/// conditions into their chosen operand.
fn fold_instructions(types: &Types, func: &mut Function) -> bool {
    let mut changed = false;
    let mut subst: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let insts: Vec<Inst> = func.insts_in_order().map(|(_, inst)| inst).collect();
    for inst in insts {
        let Some(res) = func.dfg.result(inst) else { continue };
        let res_ty = func.value_type(res);
        let ty = |v: Value| func.value_type(v);
        let folded = match func.inst(inst) {
            InstData::Unary { op, arg } => {
                const_of(func, *arg).and_then(|a| fold_unary(types, *op, ty(*arg), a, res_ty))
            }
            InstData::Binary { op, args: [lhs, rhs] } => match (const_of(func, *lhs), const_of(func, *rhs)) {
                (Some(a), Some(b)) => fold_binary(types, *op, (ty(*lhs), a), (ty(*rhs), b), res_ty),
                _ => None,
            },
            InstData::Cast { arg } => {
                if let Some(mask) = mask_round_trip(types, func, *arg, res_ty) {
                    subst[res] = Some(resolve(&subst, mask));
                    func.layout.remove_inst(inst);
                    changed = true;
                    continue;
                }
                if let Some((x, elem)) = splatted_pointer(types, func, *arg, res_ty) {
                    // A pointer in every lane, converted: the lanes' conversion is the pointer's,
                    // done once. No vector of pointers is left for the emitter, which has no
                    // lanes of pointer type (`(int)(long)arg` in a loop body, made uniform).
                    let loc = func.srclocs[inst];
                    let scalar = func.insert_before(inst, InstData::Cast { arg: x }, Some(elem), loc);
                    func.dfg.insts[inst] = InstData::Splat { arg: scalar.expect("a cast has a result") };
                    changed = true;
                    continue;
                }
                const_of(func, *arg).and_then(|a| fold_cast(types, ty(*arg), a, res_ty))
            }
            InstData::Select { cond, args } => {
                if let Some(truth) = const_of(func, *cond).and_then(const_truth) {
                    subst[res] = Some(resolve(&subst, if truth { args[0] } else { args[1] }));
                    func.layout.remove_inst(inst);
                    changed = true;
                }
                None
            }
            _ => None,
        };
        if let Some(c) = folded {
            func.dfg.insts[inst] = InstData::Const(c);
            changed = true;
        }
    }
    apply_subst(func, &subst);
    changed
}

/// `(p, T)` when `v` is `splat p` of a pointer `p` and is converted to a vector of `T`s.
fn splatted_pointer(types: &Types, func: &Function, v: Value, res_ty: TypeId) -> Option<(Value, TypeId)> {
    let TypeKind::Vector(elem, _) = types.kind(res_ty) else { return None };
    match func.inst(func.dfg.defining_inst(v)?) {
        InstData::Splat { arg } if types.is_pointer(func.value_type(*arg)) => Some((*arg, *elem)),
        _ => None,
    }
}

/// The mask `m` when `bits` is `cast m` to an integer and is cast back to `m`'s type: bit k of
/// the integer is lane k, so the round trip (a masked AVX-512 variant inlined into its caller)
/// gives `m` again.
fn mask_round_trip(types: &Types, func: &Function, bits: Value, res_ty: TypeId) -> Option<Value> {
    if !matches!(types.kind(res_ty), TypeKind::Mask(_)) || !types.is_integer(func.value_type(bits)) {
        return None;
    }
    match func.inst(func.dfg.defining_inst(bits)?) {
        InstData::Cast { arg } if func.value_type(*arg) == res_ty => Some(*arg),
        _ => None,
    }
}

/// Whether a scalar constant is true in C (`Undef` has no known truth).
fn const_truth(c: &Const) -> Option<bool> {
    match c {
        Const::Int(bits) => Some(*bits != 0),
        Const::Float(f) => Some(*f != 0.0),
        Const::Null => Some(false),
        Const::Str(_) => Some(true),
        Const::Undef | Const::Vector(_) => None,
    }
}

/// An integer type's width, signedness, and whether it is `_Bool`.
fn int_type(types: &Types, ty: TypeId) -> Option<(u32, bool, bool)> {
    let kind = types.int_kind(ty)?;
    Some((kind.bits(), kind.is_signed_with(types.char_is_signed), kind == IntKind::Bool))
}

/// Truncates `bits` to `width` and sign- or zero-extends it back to 64 bits.
fn normalize(bits: u64, width: u32, signed: bool) -> u64 {
    if width >= 64 {
        return bits;
    }
    let mask = (1u64 << width) - 1;
    let low = bits & mask;
    if signed && (low >> (width - 1)) & 1 == 1 {
        low | !mask
    } else {
        low
    }
}

/// The floating kind of `ty`, unless it is `long double` (whose precision vcc does not model).
fn float_type(types: &Types, ty: TypeId) -> Option<FloatKind> {
    types.float_kind(ty).filter(|k| *k != FloatKind::LongDouble)
}

fn bool_const(b: bool) -> Const {
    Const::Int(b as u64)
}

fn fold_unary(types: &Types, op: UnaryOp, arg_ty: TypeId, a: &Const, res_ty: TypeId) -> Option<Const> {
    if op == UnaryOp::Abs {
        return None;
    }
    if op == UnaryOp::LogNot {
        return if types.is_scalar(arg_ty) { const_truth(a).map(|t| bool_const(!t)) } else { None };
    }
    match a {
        Const::Int(bits) => {
            let (width, signed, is_bool) = int_type(types, res_ty)?;
            if is_bool {
                return None;
            }
            let x = normalize(*bits, width, signed);
            let res = if op == UnaryOp::Neg { x.wrapping_neg() } else { !x };
            Some(Const::Int(normalize(res, width, signed)))
        }
        Const::Float(f) if op == UnaryOp::Neg && !f.is_nan() => float_type(types, res_ty).map(|_| Const::Float(-f)),
        _ => None,
    }
}

fn fold_binary(
    types: &Types,
    op: BinaryOp,
    (lhs_ty, a): (TypeId, &Const),
    (rhs_ty, b): (TypeId, &Const),
    res_ty: TypeId,
) -> Option<Const> {
    match (a, b) {
        (Const::Int(x), Const::Int(y)) => fold_int_binary(types, op, (lhs_ty, *x), (rhs_ty, *y), res_ty),
        (Const::Float(x), Const::Float(y)) => fold_float_binary(op, float_type(types, lhs_ty)?, *x, *y),
        (Const::Null, Const::Null) => match op {
            BinaryOp::Eq => Some(bool_const(true)),
            BinaryOp::Ne => Some(bool_const(false)),
            _ => None,
        },
        _ => None,
    }
}

fn fold_int_binary(
    types: &Types,
    op: BinaryOp,
    (lhs_ty, x): (TypeId, u64),
    (rhs_ty, y): (TypeId, u64),
    res_ty: TypeId,
) -> Option<Const> {
    let (width, signed, is_bool) = int_type(types, lhs_ty)?;
    let x = normalize(x, width, signed);
    if op.is_comparison() {
        let y = normalize(y, width, signed);
        let holds = if signed { op.compare(x as i64, y as i64) } else { op.compare(x, y) };
        return holds.map(bool_const);
    }
    if is_bool || !types.is_integer(res_ty) {
        return None;
    }
    if op.is_shift() {
        // The shift amount keeps its own type.
        let (rhs_width, rhs_signed, _) = int_type(types, rhs_ty)?;
        let amount = normalize(y, rhs_width, rhs_signed);
        if (rhs_signed && (amount as i64) < 0) || amount >= width as u64 {
            return None;
        }
        let res = match (op, signed) {
            (BinaryOp::Shl, _) => x << amount,
            (_, true) => ((x as i64) >> amount) as u64,
            (_, false) => x >> amount,
        };
        return Some(Const::Int(normalize(res, width, signed)));
    }
    let y = normalize(y, width, signed);
    let res = match op {
        BinaryOp::Add => x.wrapping_add(y),
        BinaryOp::Sub => x.wrapping_sub(y),
        BinaryOp::Mul => x.wrapping_mul(y),
        BinaryOp::And => x & y,
        BinaryOp::Or => x | y,
        BinaryOp::Xor => x ^ y,
        BinaryOp::Div | BinaryOp::Rem => fold_int_division(op, width, signed, x, y)?,
        _ => return None,
    };
    Some(Const::Int(normalize(res, width, signed)))
}

/// C's `/` and `%` (truncating toward zero), except where they are undefined.
fn fold_int_division(op: BinaryOp, width: u32, signed: bool, x: u64, y: u64) -> Option<u64> {
    if y == 0 {
        return None;
    }
    if !signed {
        return Some(if op == BinaryOp::Div { x / y } else { x % y });
    }
    let (x, y) = (x as i64, y as i64);
    let min = normalize(1u64 << (width - 1), width, true) as i64;
    if x == min && y == -1 {
        return None;
    }
    Some(if op == BinaryOp::Div { x / y } else { x % y } as u64)
}

fn fold_float_binary(op: BinaryOp, kind: FloatKind, x: f64, y: f64) -> Option<Const> {
    if op.is_comparison() {
        return op.compare(x, y).map(bool_const);
    }
    if !x.is_finite() || !y.is_finite() {
        return None;
    }
    let res = match kind {
        FloatKind::Float => exact_f32(op, x as f32, y as f32)? as f64,
        _ => exact_f64(op, x, y)?,
    };
    Some(Const::Float(res))
}

/// `x op y` computed in `$ty`, if the result is finite and exact (no rounding happened).
/// Below `tiny` the fused error terms could themselves underflow, so such results are skipped.
macro_rules! exact_arith {
    ($name:ident, $ty:ty, $mantissa_bits:expr) => {
        fn $name(op: BinaryOp, x: $ty, y: $ty) -> Option<$ty> {
            let tiny = <$ty>::MIN_POSITIVE * (1u64 << $mantissa_bits) as $ty;
            let (res, exact) = match op {
                BinaryOp::Add | BinaryOp::Sub => {
                    let y = if op == BinaryOp::Sub { -y } else { y };
                    let sum = x + y;
                    // Knuth's TwoSum: the rounding error of the addition, computed exactly.
                    let y_part = sum - x;
                    let err = (x - (sum - y_part)) + (y - y_part);
                    (sum, err == 0.0)
                }
                BinaryOp::Mul => {
                    let prod = x * y;
                    let no_underflow = x == 0.0 || y == 0.0 || prod.abs() >= tiny;
                    (prod, no_underflow && x.mul_add(y, -prod) == 0.0)
                }
                BinaryOp::Div if y != 0.0 => {
                    let quot = x / y;
                    let no_underflow = x == 0.0 || (quot.abs() >= tiny && x.abs() >= tiny);
                    (quot, no_underflow && quot.mul_add(y, -x) == 0.0)
                }
                _ => return None,
            };
            (exact && res.is_finite()).then_some(res)
        }
    };
}

exact_arith!(exact_f64, f64, 53);
exact_arith!(exact_f32, f32, 24);

fn fold_cast(types: &Types, arg_ty: TypeId, a: &Const, res_ty: TypeId) -> Option<Const> {
    if let Some((width, signed, is_bool)) = int_type(types, res_ty) {
        if is_bool {
            return const_truth(a).map(bool_const);
        }
        return match a {
            Const::Int(bits) => {
                let (arg_width, arg_signed, _) = int_type(types, arg_ty)?;
                Some(Const::Int(normalize(normalize(*bits, arg_width, arg_signed), width, signed)))
            }
            Const::Float(f) => float_to_int(*f, width, signed).map(Const::Int),
            Const::Null => Some(Const::Int(0)),
            _ => None,
        };
    }
    if let Some(kind) = float_type(types, res_ty) {
        let converted = match a {
            Const::Int(bits) => {
                let (arg_width, arg_signed, _) = int_type(types, arg_ty)?;
                let bits = normalize(*bits, arg_width, arg_signed);
                int_to_float(kind, if arg_signed { bits as i64 as i128 } else { bits as i128 })?
            }
            Const::Float(f) if float_type(types, arg_ty).is_some() && !f.is_nan() => {
                let converted = if kind == FloatKind::Float { *f as f32 as f64 } else { *f };
                (converted == *f).then_some(converted)?
            }
            _ => return None,
        };
        return Some(Const::Float(converted));
    }
    if types.is_pointer(res_ty) && matches!(a, Const::Null | Const::Int(0)) {
        return Some(Const::Null);
    }
    None
}

/// An integer converted to `kind`, if the conversion is exact.
fn int_to_float(kind: FloatKind, value: i128) -> Option<f64> {
    let converted = if kind == FloatKind::Float { value as f32 as f64 } else { value as f64 };
    (converted as i128 == value).then_some(converted)
}

/// C's truncating conversion, if the truncated value fits (otherwise it is undefined).
fn float_to_int(f: f64, width: u32, signed: bool) -> Option<u64> {
    if f.is_nan() {
        return None;
    }
    let t = f.trunc();
    let limit = 2f64.powi(width as i32 - signed as i32);
    let low = if signed { -limit } else { 0.0 };
    if t < low || t >= limit {
        return None;
    }
    Some(normalize(if signed { t as i64 as u64 } else { t as u64 }, width, signed))
}

/// A `br` or `switch` on a constant becomes a `jump`, as does a `br` whose two targets are
/// the same call.
fn fold_branches(types: &Types, func: &mut Function) -> bool {
    let mut changed = false;
    for pos in 0..func.layout.blocks().len() {
        let Some(term) = func.terminator(func.layout.blocks()[pos]) else { continue };
        let dest = match func.inst(term) {
            InstData::Branch { then_dest, else_dest, .. } if then_dest == else_dest => then_dest.clone(),
            InstData::Branch { cond, then_dest, else_dest } => match const_of(func, *cond).and_then(const_truth) {
                Some(truth) => if truth { then_dest } else { else_dest }.clone(),
                None => continue,
            },
            InstData::Switch { arg, cases, default } => {
                let (Some(Const::Int(bits)), Some((width, signed, _))) =
                    (const_of(func, *arg), int_type(types, func.value_type(*arg)))
                else {
                    continue;
                };
                let value = normalize(*bits, width, signed);
                let case = cases.iter().find(|(case, _)| normalize(*case, width, signed) == value);
                case.map_or(default, |(_, dest)| dest).clone()
            }
            _ => continue,
        };
        func.dfg.insts[term] = InstData::Jump(dest);
        changed = true;
    }
    changed
}

/// Predecessors of a block that only does `jump C(args)` go to `C(args)` directly. The
/// arguments are defined in blocks that strictly dominate the forwarded block, so they also
/// dominate every predecessor. Chains of such blocks are followed to their end; a cycle of
/// them (an empty infinite loop) is left alone.
fn forward_jumps(func: &mut Function) -> bool {
    let mut forward: SecondaryMap<Block, Option<BlockCall>> = SecondaryMap::new();
    for &block in func.layout.blocks().iter().skip(1) {
        let [only] = func.layout.block_insts(block) else { continue };
        if let InstData::Jump(target) = func.inst(*only) {
            let forwardable = target.block != block && func.loop_pragmas[block].is_none();
            if forwardable && func.dfg.block_params(block).is_empty() {
                forward[block] = Some(target.clone());
            }
        }
    }
    let n_blocks = func.layout.blocks().len();
    let final_target = |block: Block| -> Option<BlockCall> {
        let mut target = forward[block].clone()?;
        for _ in 0..n_blocks {
            match &forward[target.block] {
                Some(next) => target = next.clone(),
                None => return Some(target),
            }
        }
        None
    };
    let mut changed = false;
    for pos in 0..n_blocks {
        let Some(term) = func.terminator(func.layout.blocks()[pos]) else { continue };
        let mut new_dests: Vec<Option<BlockCall>> = Vec::new();
        for dest in func.inst(term).branch_targets() {
            new_dests.push(final_target(dest.block));
        }
        for (dest, new) in func.dfg.insts[term].branch_targets_mut().into_iter().zip(new_dests) {
            if let Some(new) = new {
                *dest = new;
                changed = true;
            }
        }
    }
    changed
}

/// `a && b` and `a || b` as conditions: the frontend joins both tests in a block `B(p)` that
/// only does `br p, T, F`. Its predecessors branch to T or F themselves: a `jump B(x)` becomes
/// `br x, T, F`, and a branch edge to `B(c)` with a constant `c` goes to T or F. `while (i < n
/// && a[i] != 0)` then has two exits (the loop vectorizer takes the second as an early exit).
/// Only where B's branch leaves a loop (elsewhere the join reads as well as the threaded
/// branches), B's parameters are used by its branch alone, and not through a back edge (a loop
/// header keeps its shape); the other values B's branch uses are defined in blocks that strictly
/// dominate B, so they dominate its predecessors too.
fn thread_branches(func: &mut Function, flow: &CfgLoops) -> bool {
    let CfgLoops { cfg, domtree, loops } = flow;
    let mut used_elsewhere: BTreeSet<Value> = BTreeSet::new();
    for (block, inst) in func.insts_in_order() {
        let only_branch = func.layout.block_insts(block).len() == 1;
        for v in func.inst(inst).operands() {
            if !only_branch || !matches!(func.dfg.value_def(v), ValueDef::Param(b, _) if b == block) {
                used_elsewhere.insert(v);
            }
        }
    }
    let mut changed = false;
    for &block in func.layout.blocks().to_vec().iter().skip(1) {
        let [only] = func.layout.block_insts(block) else { continue };
        let InstData::Branch { cond, then_dest, else_dest } = func.inst(*only).clone() else { continue };
        let params = func.dfg.block_params(block).to_vec();
        if params.is_empty() || params.iter().any(|p| used_elsewhere.contains(p)) || func.loop_pragmas[block].is_some()
        {
            continue;
        }
        if [&then_dest, &else_dest].iter().any(|d| d.block == block)
            || cfg.preds(block).iter().any(|p| domtree.dominates(block, *p))
        {
            continue;
        }
        let leaves_loop = loops.innermost_loop(block).is_some_and(|lp| {
            let data = loops.data(lp);
            !data.contains(then_dest.block) || !data.contains(else_dest.block)
        });
        if !leaves_loop {
            continue;
        }
        for &pred in cfg.preds(block) {
            let Some(term) = func.terminator(pred) else { continue };
            let subst = |args: &[Value], v: Value| params.iter().position(|p| *p == v).map_or(v, |i| args[i]);
            let call = |args: &[Value], dest: &BlockCall| {
                BlockCall::new(dest.block, dest.args.iter().map(|v| subst(args, *v)).collect())
            };
            let new = match func.inst(term).clone() {
                InstData::Jump(dest) if dest.block == block => {
                    let cond = subst(&dest.args, cond);
                    InstData::Branch {
                        cond,
                        then_dest: call(&dest.args, &then_dest),
                        else_dest: call(&dest.args, &else_dest),
                    }
                }
                mut data @ InstData::Branch { .. } => {
                    let mut any = false;
                    for dest in data.branch_targets_mut() {
                        if dest.block != block {
                            continue;
                        }
                        let truth = const_of(func, subst(&dest.args, cond)).and_then(const_truth);
                        if let Some(truth) = truth {
                            *dest = call(&dest.args, if truth { &then_dest } else { &else_dest });
                            any = true;
                        }
                    }
                    if !any {
                        continue;
                    }
                    data
                }
                _ => continue,
            };
            func.dfg.insts[term] = new;
            changed = true;
        }
    }
    changed
}

/// A loop whose header test, `br (p op q), T, F` with `p` and `q` constants or the header's
/// parameters, fails with the constant arguments of every edge into the loop never runs its
/// body: the header runs once and leaves. Its branch becomes the jump out, so the body and its
/// back edges go dead (`dce`), and the header's parameters take the entry's constants.
/// `for (int i = 4096; i < 4096; i++)` after a vector loop of 4096 iterations, say.
fn skip_unentered_loops(types: &Types, func: &mut Function, flow: &CfgLoops) -> bool {
    let CfgLoops { cfg, loops, .. } = flow;
    let mut changed = false;
    for lp in loops.loops() {
        let data = loops.data(lp);
        let header = data.header;
        let Some(term) = func.terminator(header) else { continue };
        let InstData::Branch { cond, then_dest, else_dest } = func.inst(term).clone() else { continue };
        let exit = match (data.contains(then_dest.block), data.contains(else_dest.block)) {
            (true, false) => else_dest,
            (false, true) => then_dest.clone(),
            _ => continue,
        };
        let Some(def) = func.dfg.defining_inst(cond).filter(|i| func.layout.inst_block(*i) == Some(header)) else {
            continue;
        };
        let InstData::Binary { op, args } = func.inst(def).clone() else { continue };
        let entries: Vec<&BlockCall> =
            cfg.preds(header).iter().filter(|p| !data.contains(**p)).flat_map(|p| func.calls_to(*p, header)).collect();
        // The value of `v` on entry by `call`: a constant, or the constant argument of a parameter.
        let on_entry = |call: &BlockCall, v: Value| -> Option<Const> {
            let v = match func.dfg.value_def(v) {
                ValueDef::Param(b, idx) if b == header => *call.args.get(idx as usize)?,
                _ => v,
            };
            const_of(func, v).cloned()
        };
        let leaves = !entries.is_empty()
            && entries.iter().all(|call| {
                let (Some(a), Some(b)) = (on_entry(call, args[0]), on_entry(call, args[1])) else { return false };
                let lhs = (func.value_type(args[0]), &a);
                let rhs = (func.value_type(args[1]), &b);
                let truth = fold_binary(types, op, lhs, rhs, func.value_type(cond)).as_ref().and_then(const_truth);
                truth.is_some_and(|t| t == (exit == then_dest))
            });
        if leaves {
            func.dfg.insts[term] = InstData::Jump(exit);
            changed = true;
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::super::check;
    use super::simplify;

    /// Wraps instruction lines in a one-block `void` function; `ret` is added.
    fn body(lines: &str) -> String {
        let mut text = String::from("func @f: fn() -> void {\nblock0:\n");
        for line in lines.trim().lines() {
            text.push_str("    ");
            text.push_str(line.trim());
            text.push('\n');
        }
        text.push_str("    ret\n}\n");
        text
    }

    fn check_body(input: &str, expect: &str) {
        check(simplify, &body(input), &body(expect));
    }

    #[test]
    fn integer_arithmetic_wraps_at_the_result_width() {
        check_body(
            "v0 = const.int 2147483647
             v1 = const.int 1
             v2 = add.int v0, v1
             v3 = const.uchar 255
             v4 = const.uchar 1
             v5 = add.uchar v3, v4
             v6 = const.uint 0
             v7 = const.uint 1
             v8 = sub.uint v6, v7
             v9 = mul.int v0, v0
             v10 = neg.int v0",
            "v0 = const.int 2147483647
             v1 = const.int 1
             v2 = const.int -2147483648
             v3 = const.uchar 255
             v4 = const.uchar 1
             v5 = const.uchar 0
             v6 = const.uint 0
             v7 = const.uint 1
             v8 = const.uint 4294967295
             v9 = const.int 1
             v10 = const.int -2147483647",
        );
    }

    #[test]
    fn division_truncates_toward_zero_and_undefined_cases_stay() {
        check_body(
            "v0 = const.int -7
             v1 = const.int 2
             v2 = div.int v0, v1
             v3 = rem.int v0, v1
             v4 = const.int 0
             v5 = div.int v0, v4
             v6 = const.int -2147483648
             v7 = const.int -1
             v8 = div.int v6, v7
             v9 = rem.int v6, v7
             v10 = const.uint 4294967289
             v11 = const.uint 2
             v12 = div.uint v10, v11",
            "v0 = const.int -7
             v1 = const.int 2
             v2 = const.int -3
             v3 = const.int -1
             v4 = const.int 0
             v5 = div.int v0, v4
             v6 = const.int -2147483648
             v7 = const.int -1
             v8 = div.int v6, v7
             v9 = rem.int v6, v7
             v10 = const.uint 4294967289
             v11 = const.uint 2
             v12 = const.uint 2147483644",
        );
    }

    #[test]
    fn shifts_fold_only_within_the_width() {
        check_body(
            "v0 = const.int 1
             v1 = const.long 31
             v2 = shl.int v0, v1
             v3 = const.int -8
             v4 = shr.int v3, v0
             v5 = const.uint 2147483648
             v6 = shr.uint v5, v1
             v7 = const.int 32
             v8 = shl.int v0, v7
             v9 = const.int -1
             v10 = shl.int v0, v9",
            "v0 = const.int 1
             v1 = const.long 31
             v2 = const.int -2147483648
             v3 = const.int -8
             v4 = const.int -4
             v5 = const.uint 2147483648
             v6 = const.uint 1
             v7 = const.int 32
             v8 = shl.int v0, v7
             v9 = const.int -1
             v10 = shl.int v0, v9",
        );
    }

    #[test]
    fn comparisons_respect_signedness() {
        check_body(
            "v0 = const.int -1
             v1 = const.int 1
             v2 = lt.int v0, v1
             v3 = const.uint 4294967295
             v4 = const.uint 1
             v5 = lt.int v3, v4
             v6 = const.double 0.5
             v7 = ge.int v6, v6
             v8 = lognot.int v0",
            "v0 = const.int -1
             v1 = const.int 1
             v2 = const.int 1
             v3 = const.uint 4294967295
             v4 = const.uint 1
             v5 = const.int 0
             v6 = const.double 0.5
             v7 = const.int 1
             v8 = const.int 0",
        );
    }

    #[test]
    fn integer_casts_truncate_and_extend_as_c_does() {
        check_body(
            "v0 = const.int 300
             v1 = cast.uchar v0
             v2 = cast.schar v0
             v3 = const.int -1
             v4 = cast.uint v3
             v5 = cast.ulong v3
             v6 = cast.long v4
             v7 = const.int 256
             v8 = cast.bool v7
             v9 = cast.*int v3
             v10 = const.int 0
             v11 = cast.*int v10",
            "v0 = const.int 300
             v1 = const.uchar 44
             v2 = const.schar 44
             v3 = const.int -1
             v4 = const.uint 4294967295
             v5 = const.ulong 18446744073709551615
             v6 = const.long 4294967295
             v7 = const.int 256
             v8 = const.bool 1
             v9 = cast.*int v3
             v10 = const.int 0
             v11 = const.*int null",
        );
    }

    #[test]
    fn float_int_conversions_fold_only_when_defined_and_exact() {
        check_body(
            "v0 = const.double 3.9
             v1 = cast.int v0
             v2 = const.double -3.9
             v3 = cast.int v2
             v4 = const.double 10000000000.0
             v5 = cast.int v4
             v6 = const.double -1.0
             v7 = cast.uint v6
             v8 = cast.float v0
             v9 = const.double 0.5
             v10 = cast.float v9
             v11 = const.int 16777217
             v12 = cast.float v11
             v13 = cast.double v11
             v14 = cast.bool v9",
            "v0 = const.double 3.9
             v1 = const.int 3
             v2 = const.double -3.9
             v3 = const.int -3
             v4 = const.double 10000000000.0
             v5 = cast.int v4
             v6 = const.double -1.0
             v7 = cast.uint v6
             v8 = cast.float v0
             v9 = const.double 0.5
             v10 = const.float 0.5
             v11 = const.int 16777217
             v12 = cast.float v11
             v13 = const.double 16777217.0
             v14 = const.bool 1",
        );
    }

    #[test]
    fn float_arithmetic_folds_only_when_exact_in_its_type() {
        // 0.1 + 0.2 rounds; 2^24 + 1 is exact in double but not in float.
        check_body(
            "v0 = const.double 0.1
             v1 = const.double 0.2
             v2 = add.double v0, v1
             v3 = const.double 1.5
             v4 = const.double 2.25
             v5 = add.double v3, v4
             v6 = mul.double v3, v4
             v7 = const.float 16777216.0
             v8 = const.float 1.0
             v9 = add.float v7, v8
             v10 = const.double 16777216.0
             v11 = const.double 1.0
             v12 = add.double v10, v11
             v13 = div.double v11, v3
             v14 = const.double 0.0
             v15 = div.double v11, v14",
            "v0 = const.double 0.1
             v1 = const.double 0.2
             v2 = add.double v0, v1
             v3 = const.double 1.5
             v4 = const.double 2.25
             v5 = const.double 3.75
             v6 = const.double 3.375
             v7 = const.float 16777216.0
             v8 = const.float 1.0
             v9 = add.float v7, v8
             v10 = const.double 16777216.0
             v11 = const.double 1.0
             v12 = const.double 16777217.0
             v13 = div.double v11, v3
             v14 = const.double 0.0
             v15 = div.double v11, v14",
        );
    }

    #[test]
    fn branches_on_constants_become_jumps_and_empty_blocks_are_bypassed() {
        check(
            simplify,
            "
func @f: fn(int) -> int {
block0(v0: int):
    v1 = const.int 1
    br v1, block1, block2
block1:
    jump block3(v0)
block2:
    jump block3(v1)
block3(v2: int):
    v3 = select.int v1, v2, v0
    switch v1, block4, [0: block3(v3), 1: block4]
block4:
    ret v3
}",
            "
func @f: fn(int) -> int {
block0(v0: int):
    v1 = const.int 1
    jump block3(v0)
block1:
    jump block3(v0)
block2:
    jump block3(v1)
block3(v2: int):
    jump block4
block4:
    ret v2
}",
        );
    }

    /// while (i < n && a[i] != 0) i++;  The join of `&&` goes: the loop gets two exits.
    const WHILE_AND: &str = "
func @until_zero: fn(int, *short) -> int {
block0(v0: int, v2: *short):
    v5 = const.int 0
    jump block1(v5)
block1(v31: int):
    v10 = lt.int v31, v0
    br v10, block4, block5(v5)
block4:
    v17 = cast.long v31
    v18 = ptradd.*short v2, v17
    v19 = load.short v18
    v21 = cast.int v19
    v22 = ne.int v21, v5
    jump block5(v22)
block5(v11: int):
    br v11, block2, block3
block2:
    v27 = const.int 1
    v28 = add.int v31, v27
    jump block1(v28)
block3:
    ret v31
}
";

    #[test]
    fn an_and_in_a_loop_exit_is_threaded_into_two_exits() {
        let expect = WHILE_AND
            .replace("br v10, block4, block5(v5)", "br v10, block4, block3")
            .replace("jump block5(v22)", "br v22, block2, block3");
        check(simplify, WHILE_AND, &expect);
    }

    #[test]
    fn an_and_whose_value_is_used_again_is_not_threaded() {
        // v11 is used after the loop (block5 dominates block3): the join stays.
        let input = WHILE_AND.replace("ret v31", "ret v11");
        check(simplify, &input, &input);
    }

    /// for (int i = 8; i < 8; i++) ; after a vector loop that ran all 8 iterations.
    const UNENTERED: &str = "
func @f: fn(int) -> void {
block0(v0: int):
    v1 = const.int 8
    jump block1(v1)
block1(v2: int):
    v3 = lt.int v2, v1
    br v3, block2, block3
block2:
    v4 = const.int 1
    v5 = add.int v2, v4
    jump block1(v5)
block3:
    ret
}
";

    #[test]
    fn a_loop_whose_test_fails_on_entry_leaves_at_once() {
        check(simplify, UNENTERED, &UNENTERED.replace("br v3, block2, block3", "jump block3"));
    }

    #[test]
    fn a_loop_entered_with_an_unknown_start_stays() {
        let input = UNENTERED.replace("jump block1(v1)", "jump block1(v0)");
        check(simplify, &input, &input);
    }
}
