//! Modular inductions: a remainder `x % C` by a constant, where `x` moves by a constant step
//! `s >= 0` per iteration (`(i * 31 + r) % 97`), kept as a running remainder instead of a
//! division per lane:
//!
//! ```text
//! for (i = 0; i < n; i++)              rem = [x0 % C, (x0 + s) % C, ...]     (vector.ph)
//!     a[i] = (x % C) ...;        ==>   loop: a[i..] = rem ...;
//!                                            rem += VF·UF·s % C; if (rem >= C) rem -= C;
//! ```
//!
//! Exact where `x >= 0` on every iteration: C's remainder of a non-negative value is its
//! residue, and `x` grows by `s` without wrapping (signed, or `IntInfo::nowrap`). `x` at the
//! vector loop's first iteration, `x0`, is evaluated in the preheader (its operations in the
//! unsigned view, so that a loop that does not run cannot overflow there) and the guard sends
//! a negative one to the scalar loop. The lanes are `int` where every use converts the
//! remainder (`C` < 2^30: the residue plus a step stays below 2^31), so that `(float)(x % C)`
//! takes `int` lanes even when `x` is a `long`. The operations that compute `x` and serve
//! nothing else are not computed in the vector loop (`folded`).
//!
//! Not done: residues that would not change between vector iterations (`i % 4`), a step that
//! is not a constant, a dividend that may be negative (refused, not
//! guarded per lane), loops with early exits or a peel (their vector loop does not start at the
//! loop's first iteration).

use super::legal::{LegalInput, LegalLoop};
use super::narrow::Users;
use crate::ir::*;
use crate::target::ElemClass;
use std::collections::{BTreeMap, BTreeSet};

/// The largest modulus: a residue plus a reduced step stays below 2^31 in `int` lanes.
pub const MAX_MODULUS: i64 = 1 << 30;

/// The most iterations one vector iteration runs with residues in lanes of at least 4 bytes
/// (`MAX_REGISTERS` registers of 64 bytes).
const MAX_VF_UF: i64 = 64;

/// One remainder kept running.
#[derive(Clone, Debug)]
pub struct ModInd {
    /// The remainder instruction `x % C`.
    pub inst: Inst,
    /// The dividend.
    pub x: Value,
    /// The step of `x` per iteration, reduced modulo `modulus`.
    pub step: i64,
    pub modulus: i64,
    /// The constant `C` as a value.
    pub modulus_value: Value,
    /// The loop's instructions that compute `x`, operands first: evaluated again at the loop's
    /// start, with each induction at its start value.
    pub tree: Vec<Inst>,
    /// The lane type of the running remainder (`int`, or the remainder's own type).
    pub lane: TypeId,
    /// The residues are reduced by a signed compare (`sum - (sum > C - 1 ? C : 0)`) where the
    /// target has no unsigned minimum of the lanes (`Target::has_unsigned_min`); else by
    /// `min(sum, sum - C)` in unsigned lanes. Both are exact: sums stay below 2^31.
    pub by_compare: bool,
}

/// What `find` found: the remainders by their value, and the values only they use.
#[derive(Default)]
pub struct Found {
    pub inds: BTreeMap<Value, ModInd>,
    pub folded: BTreeSet<Value>,
}

/// The remainders of the loop that run as modular inductions.
pub fn find(input: &LegalInput, res: &LegalLoop, users: &Users) -> Found {
    let func = input.func;
    let types = &input.module.types;
    let mut found = Found::default();
    if !res.early_exits.is_empty() || res.align_peel.is_some() || res.uncounted {
        return found;
    }
    for &inst in &res.body {
        let InstData::Binary { op: BinaryOp::Rem, args: [x, c] } = *func.inst(inst) else { continue };
        let Some(v) = func.dfg.result(inst) else { continue };
        if !res.needs_vector.contains(&v)
            || res.needs_scalar.contains(&v)
            || res.folded.contains(&v)
            || res.narrowed.contains_key(&v)
        {
            continue;
        }
        if res.reductions.iter().any(|r| r.chain.contains(&v)) || !unconditional(func, res, inst) {
            continue;
        }
        let ty = func.value_type(v);
        let Some(kind) = types.int_kind(ty) else { continue };
        if !types.is_signed(ty) || !(kind.bits() == 32 || kind.bits() == 64) {
            continue;
        }
        let Some(modulus) = func.dfg.defining_inst(c).and_then(|i| match func.inst(i) {
            InstData::Const(Const::Int(bits)) => Some(*bits as i64),
            _ => None,
        }) else {
            continue;
        };
        if !(2..MAX_MODULUS).contains(&modulus) {
            continue;
        }
        let Some(info) = input.affine.int(x).filter(|i| i.nowrap) else { continue };
        let (step, _) = info.expr.split_loop(res.lp);
        if !step.terms.is_empty() || step.constant < 0 {
            continue;
        }
        // Residues that some plan would leave the same on every vector iteration (`i % 4`:
        // VF·UF·s a multiple of C) are a constant vector where the start is one, which gcc
        // 12 folds into masks that crash it (veclower2, generic vectors under -mavx2:
        // wfv/narrow_gather16); C's own `% 2^k` is a cheap `&` there anyway.
        if (step.constant % modulus) * MAX_VF_UF % modulus == 0 {
            continue;
        }
        let Some(tree) = dividend_tree(types, func, res, x) else { continue };
        let converted = users.get(&v).is_some_and(|us| {
            us.iter().all(|u| match func.inst(*u) {
                InstData::Cast { .. } => func.dfg.result(*u).is_some_and(|r| {
                    let to = func.value_type(r);
                    matches!(types.kind(to), TypeKind::Float(FloatKind::Float | FloatKind::Double))
                        || types.int_kind(to).is_some_and(|k| k.bits() <= 32 && k != IntKind::Bool)
                }),
                _ => false,
            })
        });
        let lane = if converted { types.int_of(IntKind::Int) } else { ty };
        let elem = ElemClass::of(types.size_of(lane).unwrap_or(8), false);
        let by_compare = !input.target.has_unsigned_min(elem);
        let step = step.constant % modulus;
        found.inds.insert(v, ModInd { inst, x, step, modulus, modulus_value: c, tree, lane, by_compare });
    }
    // The dividends' operations that nothing else uses (users first: the tree is operands first).
    let rems: BTreeSet<Inst> = found.inds.values().map(|m| m.inst).collect();
    for m in found.inds.values() {
        let modulus = func.dfg.defining_inst(m.modulus_value).into_iter();
        for inst in modulus.chain(m.tree.iter().rev().copied()) {
            let Some(v) = func.dfg.result(inst).filter(|v| res.defines(func, *v)) else { continue };
            let only_ours = users.get(&v).is_some_and(|us| {
                us.iter().all(|u| rems.contains(u) || func.dfg.result(*u).is_some_and(|r| found.folded.contains(&r)))
            });
            if only_ours && !res.needs_scalar.contains(&v) {
                found.folded.insert(v);
            }
        }
    }
    found
}

/// Whether `inst` runs on every iteration (its block is not under a condition).
fn unconditional(func: &Function, res: &LegalLoop, inst: Inst) -> bool {
    func.layout.inst_block(inst).is_some_and(|b| !res.predication.is_conditional(b))
}

/// The instructions of the loop that compute `x` (operands first), when they are integer
/// `+ - *`, conversions between integers and constants over inductions and values from before
/// the loop, all on every iteration.
fn dividend_tree(types: &Types, func: &Function, res: &LegalLoop, x: Value) -> Option<Vec<Inst>> {
    /// Pushes the instructions computing `v` (operands first); `None` where one is not allowed.
    fn walk(types: &Types, func: &Function, res: &LegalLoop, v: Value, out: &mut Vec<Inst>, depth: u32) -> Option<()> {
        if !res.defines(func, v) || res.inductions.iter().any(|ind| ind.param == v && !ind.is_pointer) {
            return Some(());
        }
        if depth > 16 {
            return None;
        }
        let inst = func.dfg.defining_inst(v)?;
        if out.contains(&inst) {
            return Some(());
        }
        match func.inst(inst) {
            InstData::Binary { op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul, .. }
            | InstData::Cast { .. }
            | InstData::Const(Const::Int(_)) => {}
            _ => return None,
        }
        if types.int_kind(func.value_type(v)).is_none() || !unconditional(func, res, inst) {
            return None;
        }
        for arg in func.inst(inst).operands() {
            walk(types, func, res, arg, out, depth + 1)?;
        }
        out.push(inst);
        Some(())
    }
    let mut out = Vec::new();
    walk(types, func, res, x, &mut out, 0)?;
    Some(out)
}

/// `x` at iteration 0, computed in `block` from the inductions' start values, each operation
/// in the unsigned type of its width (no overflow where the loop would not run); the result
/// converted back to `x`'s type.
pub fn evaluate_start(
    types: &Types,
    func: &mut Function,
    res: &LegalLoop,
    m: &ModInd,
    block: Block,
    loc: SrcLoc,
) -> Result<Value, String> {
    let mut map: BTreeMap<Value, Value> = BTreeMap::new();
    for ind in &res.inductions {
        map.insert(ind.param, ind.start);
    }
    let unsigned = |ty: TypeId| -> Result<TypeId, String> {
        let kind = types.int_kind(ty).ok_or("internal: a modular induction over a non-integer")?;
        Ok(types.int_of(kind.to_unsigned()))
    };
    let mut cur = FuncCursor::untyped_at_end(func, block, loc);
    for &inst in &m.tree {
        let res_v = cur.func.dfg.result(inst).ok_or("internal: a dividend operation without a result")?;
        let ty = cur.func.value_type(res_v);
        let get = |v: Value, map: &BTreeMap<Value, Value>| map.get(&v).copied().unwrap_or(v);
        let new = match cur.func.inst(inst).clone() {
            InstData::Binary { op, args: [a, b] } => {
                let uty = unsigned(ty)?;
                let a = get(a, &map);
                let b = get(b, &map);
                let ua = cur.cast(a, uty);
                let ub = cur.cast(b, uty);
                let r = cur.binary(op, ua, ub, uty);
                cur.cast(r, ty)
            }
            InstData::Cast { arg } => {
                let a = get(arg, &map);
                cur.cast(a, ty)
            }
            data @ InstData::Const(_) => cur.ins(data, ty),
            _ => return Err("internal: an unexpected dividend operation".into()),
        };
        map.insert(res_v, new);
    }
    Ok(map.get(&m.x).copied().unwrap_or(m.x))
}

/// The remark's words for the remainders kept running: ", the remainder at 45:39 as a running
/// remainder (guarded: its dividend is not negative)".
pub fn describe(module: &Module, func: &Function, legal: &LegalLoop) -> String {
    let mut out = String::new();
    for m in legal.mod_inductions.values() {
        let what = crate::remarks::describe_inst(module, func, m.inst, &crate::remarks::in_loop(legal.loc));
        out.push_str(&format!(
            ", {} by {} kept as a running remainder (guard: dividend not negative)",
            what, m.modulus
        ));
    }
    out
}
