//! Saturating arithmetic written in C (gcc's `usadd`/`sssub` patterns, LLVM's `uadd.sat`
//! matching): on promoted 8/16-bit values, C spells a saturating add or subtract as the exact
//! sum or difference clamped by compares and selects, e.g.
//!
//! ```text
//! int s = a[i] + b[i];              (a, b unsigned char)
//! out[i] = s > 255 ? 255 : s;       min(s, 255)          -> addsat in uchar lanes
//! int d = a[i] - b[i];
//! out[i] = d < 0 ? 0 : d;           max(d, 0)            -> subsat in uchar lanes
//! int t = x[i] + y[i];              (x, y short)
//! out[i] = t > 32767 ? 32767 : t < -32768 ? -32768 : t;  -> addsat in short lanes
//! ```
//!
//! The vector loop then computes one saturating instruction in lanes as narrow as the operands
//! (32 bytes per AVX2 register instead of 8 ints), with the scalar loop's results bit for bit:
//! both operands fit the lane type, so the exact `s` clamped to the lane's range is what the
//! saturating instruction gives, and the clamp in the source equals that clamp on every value
//! `s` can take (a bound the source leaves out must be one `s` never crosses).
//!
//! The clamps are selects or, after if-conversion, blends of two edges decided by one compare
//! of `s` with a constant; the blocks on those edges hold nothing but the constants. Every
//! value of the pattern but the operands and the result has no other use (they are not
//! computed: `folded`), the operands (extensions from 8/16-bit types, or constants) are used
//! only by the sum, and the result only by truncations to the lane's width or narrower.

use super::legal::LegalLoop;
use super::narrow::Users;
use super::predicate::{Edge, Predication};
use crate::analysis::ranges::type_range;
use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};

/// One saturating operation found in the loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saturation {
    /// The clamped value (a select's result or a blend's block parameter).
    pub result: Value,
    /// `AddSat` or `SubSat`.
    pub op: BinaryOp,
    pub args: [Value; 2],
    /// The lane type the vector loop computes the operands and the result in.
    pub lane: TypeId,
    /// The values of the pattern that are not computed.
    pub folded: Vec<Value>,
}

/// The lane types tried, narrowest first, unsigned before signed.
const LANES: [IntKind; 4] = [IntKind::UChar, IntKind::SChar, IntKind::UShort, IntKind::Short];

/// Every saturating operation among the loop's values that are not narrowed already.
pub fn find(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    users: &Users,
    narrowed: &BTreeMap<Value, TypeId>,
) -> Vec<Saturation> {
    let guards = guards(&legal.predication);
    let mut candidates: Vec<Value> = legal.predication.blends.keys().copied().collect();
    candidates.extend(
        legal
            .body
            .iter()
            .filter(|i| matches!(func.inst(**i), InstData::Select { .. }))
            .filter_map(|i| func.dfg.result(*i)),
    );
    let mut res: Vec<Saturation> = Vec::new();
    for result in candidates {
        if narrowed.contains_key(&result) || res.iter().any(|s| s.folded.contains(&result)) {
            continue;
        }
        if let Some(sat) = match_saturation(module, func, legal, users, &guards, result) {
            let taken: BTreeSet<Value> =
                res.iter().flat_map(|s| s.folded.iter().chain(&s.args).chain([&s.result])).copied().collect();
            let clash = sat
                .folded
                .iter()
                .chain(&sat.args)
                .chain([&sat.result])
                .any(|v| taken.contains(v) || narrowed.contains_key(v));
            if !clash {
                res.push(sat);
            }
        }
    }
    res
}

/// `cond ? if_true : if_false` per lane: a select, or a blend of two edges whose lanes differ
/// only in `cond` (on the lanes that reach the blend: elsewhere its value is not used).
pub(super) struct Choice {
    pub(super) cond: Value,
    pub(super) if_true: Value,
    pub(super) if_false: Value,
    select: Option<Inst>,
}

/// A condition on the lanes as a disjunction of conjunctions of (condition, taken) literals.
pub(super) type Dnf = Vec<Vec<(Value, bool)>>;

/// The lanes that run each block of the body (`None`: too complex to say).
pub(super) fn guards(pred: &Predication) -> BTreeMap<Block, Option<Dnf>> {
    let mut res: BTreeMap<Block, Option<Dnf>> = BTreeMap::new();
    for &block in &pred.order {
        let guard = match pred.incoming.get(&block) {
            None => Some(vec![Vec::new()]),
            Some(edges) => edges
                .iter()
                .try_fold(Vec::new(), |mut acc: Dnf, e| {
                    acc.extend(edge_guard(&res, e)?);
                    Some(acc)
                })
                .and_then(simplify),
        };
        res.insert(block, guard);
    }
    res
}

/// The guard of the edge: its source's, with the edge's condition added to each term.
fn edge_guard(guards: &BTreeMap<Block, Option<Dnf>>, edge: &Edge) -> Option<Dnf> {
    let from = guards.get(&edge.from)?.clone()?;
    let Some((c, taken)) = edge.cond else { return Some(from) };
    let terms = from
        .into_iter()
        .filter(|t| !t.contains(&(c, !taken)))
        .map(|mut t| {
            if !t.contains(&(c, taken)) {
                t.push((c, taken));
                t.sort();
            }
            t
        })
        .collect();
    simplify(terms)
}

/// Merges `A and x | A and not x` into `A`, drops terms another term implies; gives up on more
/// than a handful of terms.
fn simplify(mut terms: Dnf) -> Option<Dnf> {
    loop {
        for t in terms.iter_mut() {
            t.sort();
            t.dedup();
        }
        terms.sort();
        terms.dedup();
        if terms.len() > 16 {
            return None;
        }
        let snapshot = terms.clone();
        terms.retain(|t| !snapshot.iter().any(|o| o != t && o.iter().all(|l| t.contains(l))));
        let mut merged = None;
        'find: for (i, a) in terms.iter().enumerate() {
            for b in &terms[i + 1..] {
                if a.len() == b.len() {
                    let diff: Vec<usize> = (0..a.len()).filter(|k| a[*k] != b[*k]).collect();
                    if let [k] = diff[..] {
                        if a[k].0 == b[k].0 {
                            let mut common = a.clone();
                            common.remove(k);
                            merged = Some((a.clone(), b.clone(), common));
                            break 'find;
                        }
                    }
                }
            }
        }
        match merged {
            Some((a, b, common)) => {
                terms.retain(|t| *t != a && *t != b);
                terms.push(common);
            }
            None if terms.len() == snapshot.len() => return Some(terms),
            None => {}
        }
    }
}

/// `v` as a choice between two values on one condition: a select, or a blend of two edges.
pub(super) fn as_choice(
    func: &Function,
    pred: &Predication,
    guards: &BTreeMap<Block, Option<Dnf>>,
    v: Value,
) -> Option<Choice> {
    if let Some(inst) = func.dfg.defining_inst(v) {
        let InstData::Select { cond, args } = *func.inst(inst) else { return None };
        return Some(Choice { cond, if_true: args[0], if_false: args[1], select: Some(inst) });
    }
    let blend = pred.blends.get(&v)?;
    let [(e0, v0), (e1, v1)] = &blend.incoming[..] else { return None };
    let (g0, g1) = (edge_guard(guards, e0)?, edge_guard(guards, e1)?);
    let ([t0], [t1]) = (&g0[..], &g1[..]) else { return None };
    if t0.len() != t1.len() {
        return None;
    }
    let diff: Vec<usize> = (0..t0.len()).filter(|k| t0[*k] != t1[*k]).collect();
    let [k] = diff[..] else { return None };
    let ((c0, taken0), (c1, _)) = (t0[k], t1[k]);
    if c0 != c1 {
        return None;
    }
    let (if_true, if_false) = if taken0 { (*v0, *v1) } else { (*v1, *v0) };
    Some(Choice { cond: c0, if_true, if_false, select: None })
}

/// `v` as an integer constant, with its sign as its type gives it.
fn int_const(module: &Module, func: &Function, v: Value) -> Option<i128> {
    let inst = func.dfg.defining_inst(v)?;
    let InstData::Const(Const::Int(bits)) = *func.inst(inst) else { return None };
    let ty = func.value_type(v);
    module.types.int_kind(ty)?;
    Some(if module.types.is_signed(ty) { bits as i64 as i128 } else { bits as i128 })
}

/// One side of a clamp: `inner OP bound ? bound : arm` that is `min(arm, bound)` (`upper`)
/// or `max(arm, bound)`; `arm` is `inner` or (nested) the other side's clamp of `inner`.
struct Clamp {
    inner: Value,
    arm: Value,
    bound: i128,
    upper: bool,
    choice: Choice,
    /// The compare and the constants.
    values: Vec<Value>,
}

/// `v` as a clamp of a value against a constant bound, if it is one.
fn as_clamp(
    module: &Module,
    func: &Function,
    pred: &Predication,
    guards: &BTreeMap<Block, Option<Dnf>>,
    v: Value,
) -> Option<Clamp> {
    let choice = as_choice(func, pred, guards, v)?;
    let cmp = func.dfg.defining_inst(choice.cond)?;
    let InstData::Binary { op, args: [l, r] } = *func.inst(cmp) else { return None };
    if !matches!(op, BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge) {
        return None;
    }
    // `inner OP bound`, the constant on the right.
    let (inner, k, k_value, op) = match (int_const(module, func, l), int_const(module, func, r)) {
        (None, Some(k)) => (l, k, r, op),
        (Some(k), None) => (r, k, l, op.swapped()?),
        _ => return None,
    };
    if !module.types.is_integer(func.value_type(inner)) || func.value_type(inner) != func.value_type(v) {
        return None;
    }
    // The arms: the same constant, and the inner value or another value.
    let (bound_when_true, arm, other) = if int_const(module, func, choice.if_true) == Some(k) {
        (true, choice.if_true, choice.if_false)
    } else if int_const(module, func, choice.if_false) == Some(k) {
        (false, choice.if_false, choice.if_true)
    } else {
        return None;
    };
    if func.value_type(other) != func.value_type(inner) {
        return None;
    }
    // `inner > k ? k : inner` is min(inner, k); `inner > k ? inner : k` is max(inner, k); and
    // the other way round for `<`. With `>=`/`<=` the tie gives `k` either way.
    let greater = matches!(op, BinaryOp::Gt | BinaryOp::Ge);
    let upper = greater == bound_when_true;
    let mut values = vec![choice.cond, k_value];
    if arm != k_value {
        values.push(arm);
    }
    Some(Clamp { inner, arm: other, bound: k, upper, choice, values })
}

/// The saturation `result` computes, if it is one: a sum or difference of narrow operands
/// clamped to a lane type's range, each value of the pattern used only inside it.
fn match_saturation(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    users: &Users,
    guards: &BTreeMap<Block, Option<Dnf>>,
    result: Value,
) -> Option<Saturation> {
    let types = &module.types;
    if !legal.needs_vector.contains(&result)
        || legal.needs_scalar.contains(&result)
        || !types.is_integer(func.value_type(result))
    {
        return None;
    }
    let clamps = clamps_around(module, func, &legal.predication, guards, result)?;
    let s = clamps.last()?.inner;
    let (mut lo, mut hi) = (None, None);
    for c in &clamps {
        if c.upper {
            hi = Some(c.bound)
        } else {
            lo = Some(c.bound)
        }
    }
    let sum = saturating_sum(module, func, legal, s, (lo, hi))?;
    let SaturatingSum { inst: sum_inst, op: sat_op, args: [x, y], lane_kind, sign_cast } = sum;
    let lane = types.int_of(lane_kind);

    // The values not computed: the sum, the inner clamp's result, compares and constants.
    let mut folded: Vec<Value> = vec![s];
    folded.extend(sign_cast.and_then(|_| func.dfg.result(sum_inst)));
    let mut params: Vec<Value> = vec![result];
    for c in &clamps {
        folded.extend(&c.values);
    }
    if clamps.len() == 2 {
        folded.push(clamps[0].arm);
        params.push(clamps[0].arm);
    }
    folded.sort();
    folded.dedup();
    let mut insts = pattern_insts(func, users, guards, &clamps, sum_inst, &folded)?;
    insts.extend(sign_cast);
    for v in &folded {
        if legal.needs_scalar.contains(v) || !users.get(v).is_some_and(|us| us.iter().all(|u| insts.contains(u))) {
            return None;
        }
    }
    // Values travel through the pattern's terminators only into its own block parameters.
    let idiom_values: BTreeSet<Value> = folded.iter().chain([&x, &y]).copied().collect();
    for &inst in insts.iter().filter(|i| func.inst(**i).is_terminator()) {
        for dest in func.inst(inst).branch_targets() {
            for (idx, arg) in dest.args.iter().enumerate() {
                if idiom_values.contains(arg) && !params.contains(&func.dfg.block_params(dest.block)[idx]) {
                    return None;
                }
            }
        }
    }
    // The operands are used only by the sum, the result only by truncations to at most the
    // lane's width.
    for v in [x, y] {
        let only_sum = users.get(&v).is_some_and(|us| us.iter().all(|u| *u == sum_inst));
        if !only_sum || legal.needs_scalar.contains(&v) {
            return None;
        }
    }
    if !result_only_truncated(module, func, legal, users, (result, s), lane_kind) {
        return None;
    }
    Some(Saturation { result, op: sat_op, args: [x, y], lane, folded })
}

/// One or two clamps around the sum, outermost first; `None` where `result` is not clamped so.
fn clamps_around(
    module: &Module,
    func: &Function,
    pred: &Predication,
    guards: &BTreeMap<Block, Option<Dnf>>,
    result: Value,
) -> Option<Vec<Clamp>> {
    // One or two clamps around `s`: `min(s, hi)`; `min(max(s, lo), hi)` as two clamps in a row
    // (the second compares the first's result); or nested (`s > hi ? hi : s < lo ? lo : s`:
    // both compare `s`, which equals the former when `lo <= hi`, checked below).
    let outer = as_clamp(module, func, pred, guards, result)?;
    let plain = |c: &Clamp| c.arm == c.inner;
    let mut clamps = vec![outer];
    if let Some(inner) =
        as_clamp(module, func, pred, guards, clamps[0].arm).filter(|c| c.upper != clamps[0].upper && plain(c))
    {
        if plain(&clamps[0]) || inner.inner == clamps[0].inner {
            clamps.push(inner);
        }
    }
    if clamps.len() == 1 && !plain(&clamps[0]) {
        return None;
    }
    Some(clamps)
}

/// The sum or difference under the clamps, with the lane type whose saturation equals them.
struct SaturatingSum {
    inst: Inst,
    op: BinaryOp,
    args: [Value; 2],
    lane_kind: IntKind,
    /// The conversion between the sum and the clamped value, where C converts the sum to a
    /// type of the same width and the other signedness (`unsigned v = a[i] + b[i];`).
    sign_cast: Option<Inst>,
}

/// `s` as a sum or difference that is exact in its type, and the narrowest lane whose
/// saturation the clamps `(lo, hi)` equal on every value it can take.
fn saturating_sum(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    s: Value,
    (lo, hi): (Option<i128>, Option<i128>),
) -> Option<SaturatingSum> {
    let types = &module.types;
    let mut sum_inst = func.dfg.defining_inst(s)?;
    // `unsigned v = a[i] + b[i];`: the int sum converted to unsigned, which keeps its value
    // where the sum's range fits both types (checked below).
    let mut sign_cast = None;
    if let InstData::Cast { arg } = *func.inst(sum_inst) {
        let same_width =
            |a: TypeId, b: TypeId| types.is_integer(a) && types.is_integer(b) && types.size_of(a) == types.size_of(b);
        if !same_width(func.value_type(arg), func.value_type(s)) || !legal.defines(func, arg) {
            return None;
        }
        sign_cast = Some(sum_inst);
        sum_inst = func.dfg.defining_inst(arg)?;
    }
    let InstData::Binary { op, args: [x, y] } = *func.inst(sum_inst) else { return None };
    let sat_op = match op {
        BinaryOp::Add => BinaryOp::AddSat,
        BinaryOp::Sub => BinaryOp::SubSat,
        _ => return None,
    };
    let (x_range, y_range) = (operand_range(module, func, legal, x)?, operand_range(module, func, legal, y)?);
    let (smin, smax) = if sat_op == BinaryOp::AddSat {
        (x_range.0 + y_range.0, x_range.1 + y_range.1)
    } else {
        (x_range.0 - y_range.1, x_range.1 - y_range.0)
    };
    // `s` is exact in its type (no wraparound the clamp would see), and so is the sum before
    // a conversion to `s`'s type.
    let sum_value = func.dfg.result(sum_inst)?;
    for v in [s, sum_value] {
        let (tlo, thi) = type_range(types, func.value_type(v))?;
        if smin < tlo || smax > thi {
            return None;
        }
    }
    // The clamp as written equals the lane's saturation on every value `s` can take.
    let lane_kind = LANES.into_iter().find(|kind| {
        let (l, h) = kind_range(*kind);
        let fits = |r: (i128, i128)| r.0 >= l && r.1 <= h;
        let same_low = lo.unwrap_or(i128::MIN).max(smin) == l.max(smin);
        let same_high = hi.unwrap_or(i128::MAX).min(smax) == h.min(smax);
        fits(x_range) && fits(y_range) && same_low && same_high && lo.unwrap_or(i128::MIN) <= hi.unwrap_or(i128::MAX)
    })?;
    Some(SaturatingSum { inst: sum_inst, op: sat_op, args: [x, y], lane_kind, sign_cast })
}

/// The instructions of the pattern, or `None` where a compare of it is used elsewhere or a
/// block it decides holds anything else.
fn pattern_insts(
    func: &Function,
    users: &Users,
    guards: &BTreeMap<Block, Option<Dnf>>,
    clamps: &[Clamp],
    sum_inst: Inst,
    folded: &[Value],
) -> Option<Vec<Inst>> {
    // The instructions of the pattern: the sum, the compares, the selects, the branches on the
    // compares and the terminators of the blocks those compares decide, which hold nothing but
    // the pattern's own (pure) values.
    let conds: Vec<Value> = clamps.iter().map(|c| c.choice.cond).collect();
    let mut insts: Vec<Inst> = vec![sum_inst];
    for c in clamps {
        insts.extend(c.choice.select);
        insts.extend(func.dfg.defining_inst(c.choice.cond));
    }
    for cond in &conds {
        for &u in users.get(cond).map_or(&[][..], |u| u) {
            match func.inst(u) {
                InstData::Branch { cond: bc, .. } if bc == cond => insts.push(u),
                InstData::Select { cond: sc, .. } if sc == cond && insts.contains(&u) => {}
                _ => return None,
            }
        }
    }
    for (&block, guard) in guards {
        let guard = guard.as_ref()?;
        if guard.iter().flatten().any(|(c, _)| conds.contains(c)) {
            for &inst in func.layout.block_insts(block) {
                if func.inst(inst).is_terminator() {
                    insts.push(inst);
                } else if !func.dfg.result(inst).is_some_and(|r| folded.contains(&r)) {
                    return None;
                }
            }
        }
    }
    Some(insts)
}

/// Whether the result is used only by truncations to at most the lane's width, and neither it
/// nor the sum `s` is in a reduction.
fn result_only_truncated(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    users: &Users,
    (result, s): (Value, Value),
    lane_kind: IntKind,
) -> bool {
    let types = &module.types;
    let result_uses = users.get(&result).map_or(&[][..], |u| u);
    let truncated = !result_uses.is_empty()
        && result_uses.iter().all(|u| {
            matches!(func.inst(*u), InstData::Cast { .. })
                && func
                    .dfg
                    .result(*u)
                    .and_then(|r| types.int_kind(func.value_type(r)))
                    .is_some_and(|k| k.bits() <= lane_kind.bits() && k != IntKind::Bool)
        });
    truncated && !legal.reductions.iter().any(|r| r.chain.contains(&result) || r.chain.contains(&s))
}

/// An operand's values: an extension from a type of at most 16 bits (not `_Bool`), or a constant,
/// defined in the loop.
fn operand_range(module: &Module, func: &Function, legal: &LegalLoop, v: Value) -> Option<(i128, i128)> {
    let types = &module.types;
    if !legal.defines(func, v) {
        return None;
    }
    if let Some(k) = int_const(module, func, v) {
        return Some((k, k));
    }
    let inst = func.dfg.defining_inst(v)?;
    let InstData::Cast { arg } = *func.inst(inst) else { return None };
    let from = func.value_type(arg);
    let kind = types.int_kind(from)?;
    if kind == IntKind::Bool || kind.bits() > 16 {
        return None;
    }
    type_range(types, from)
}

/// The values of an integer kind.
fn kind_range(kind: IntKind) -> (i128, i128) {
    let bits = kind.bits() as i128;
    if kind.is_signed_with(true) {
        (-(1 << (bits - 1)), (1 << (bits - 1)) - 1)
    } else {
        (0, (1 << bits) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: u32) -> Value {
        Value::from_u32(n)
    }

    #[test]
    fn both_polarities_of_one_condition_merge() {
        // c1 & c2 | c1 & !c2 == c1
        let terms = vec![vec![(v(1), true), (v(2), true)], vec![(v(1), true), (v(2), false)]];
        assert_eq!(simplify(terms), Some(vec![vec![(v(1), true)]]));
        // c1 | !c1 == true
        assert_eq!(simplify(vec![vec![(v(1), true)], vec![(v(1), false)]]), Some(vec![vec![]]));
    }

    #[test]
    fn implied_terms_are_dropped_and_others_kept() {
        // c1 | c1 & c2 == c1
        assert_eq!(
            simplify(vec![vec![(v(1), true)], vec![(v(1), true), (v(2), true)]]),
            Some(vec![vec![(v(1), true)]])
        );
        // c1 & c2 | !c1 & !c2 stays as it is.
        let xnor = vec![vec![(v(1), false), (v(2), false)], vec![(v(1), true), (v(2), true)]];
        assert_eq!(simplify(xnor.clone()), Some(xnor));
    }

    #[test]
    fn lane_ranges() {
        assert_eq!(kind_range(IntKind::UChar), (0, 255));
        assert_eq!(kind_range(IntKind::SChar), (-128, 127));
        assert_eq!(kind_range(IntKind::Short), (-32768, 32767));
    }
}
