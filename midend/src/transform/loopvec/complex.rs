//! Complex multiplies on interleaved pairs: `c[2i] = x0*y0 - x1*y1; c[2i+1] = x0*y1 + x1*y0`
//! with `x0, x1` the two members of one load group of stride 2 (`a[2i]`, `a[2i+1]`), `y0, y1`
//! those of another (or the same one: a square), and the two results stored as a store group
//! of stride 2. The plain vector loop de-interleaves both inputs (two shuffles per member),
//! multiplies and subtracts/adds, and interleaves the results again. Here the pairs stay where
//! they are: for each of the group's loaded vectors `X`, `Y` and its stored vector `C`,
//!
//! ```text
//! t1 = X * dup_evens(Y)          = [x0*y0, x1*y0, ...]
//! t2 = swap_pairs(X) * dup_odds(Y) = [x1*y1, x0*y1, ...]
//! C  = addsub(t1, t2)            = [x0*y0 - x1*y1, x1*y0 + x0*y1, ...]
//! ```
//!
//! Exact: every lane is the scalar code's one multiply per product and its one subtraction or
//! addition, with the operands of a product or of the sum possibly swapped, which IEEE
//! arithmetic does not see (`a*b == b*a` and `a+b == b+a` bit for bit, signed zeros included;
//! only the payload of a NaN made from two NaNs may come from the other operand, as any C
//! compiler may also commute them). No fused multiply-add: the products are rounded first.
//!
//! The shape, found after the groups: a store group of two members whose values are a `sub`
//! and an `add` of products of load-group members as above, each product and each result used
//! only there (and needed as vectors only). The loaded members that only these products use
//! are folded too: their de-interleaving shuffles are not made. Not done here: the conjugate
//! `x0*y0 + x1*y1`, `x1*y0 - x0*y1` (it would need a negation), products in other orders of
//! subtraction, groups of other strides.

use super::legal::LegalLoop;
use super::narrow::Users;
use crate::analysis::deps::AccessKind;
use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};

/// A complex multiply: the store group it computes and the two load groups it reads
/// (indices into `LegalLoop::groups`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ComplexMul {
    pub x: usize,
    pub y: usize,
}

/// The complex multiplies of a loop.
#[derive(Clone, Debug, Default)]
pub struct Complexes {
    /// By the store group.
    pub muls: BTreeMap<usize, ComplexMul>,
    /// The products, differences and sums they compute, and the loads only those use.
    pub folded: BTreeSet<Value>,
}

/// The complex multiplies of `legal`'s loop (see the module header), with the values they fold.
pub fn find(module: &Module, func: &Function, legal: &LegalLoop, users: &Users) -> Complexes {
    let mut res = Complexes::default();
    let only_use = |v: Value, user: Inst| users.get(&v).is_some_and(|u| !u.is_empty() && u.iter().all(|i| *i == user));
    let local = |v: Value| {
        legal.defines(func, v)
            && !legal.needs_scalar.contains(&v)
            && !legal.narrowed.contains_key(&v)
            && !legal.folded.contains(&v)
    };
    for (idx, group) in legal.groups.iter().enumerate() {
        if group.kind != AccessKind::Write || group.stride != 2 || group.members.len() != 2 {
            continue;
        }
        let stored = |off: i64| {
            let (store, _) = group.members.iter().find(|(_, o)| *o == off)?;
            let InstData::Store { value, .. } = *func.inst(*store) else { return None };
            Some((*store, value))
        };
        let (Some((store_re, re)), Some((store_im, im))) = (stored(0), stored(1)) else { continue };
        if !module.types.is_float(func.value_type(re))
            || !only_use(re, store_re)
            || !only_use(im, store_im)
            || !local(re)
            || !local(im)
        {
            continue;
        }
        let (Some([p, q]), Some([s, t])) = (operands(func, re, BinaryOp::Sub), operands(func, im, BinaryOp::Add))
        else {
            continue;
        };
        let re_inst = func.dfg.defining_inst(re);
        let im_inst = func.dfg.defining_inst(im);
        let product = |v: Value, user: Option<Inst>| {
            let factors = operands(func, v, BinaryOp::Mul)?;
            if !user.is_some_and(|u| only_use(v, u)) || !local(v) {
                return None;
            }
            let members: Option<Vec<(usize, i64)>> = factors.iter().map(|f| pair_member(func, legal, *f)).collect();
            let mut members = members?;
            members.sort();
            Some((factors, members))
        };
        let (Some((pf, pm)), Some((qf, qm))) = (product(p, re_inst), product(q, re_inst)) else { continue };
        let (Some((sf, sm)), Some((tf, tm))) = (product(s, im_inst), product(t, im_inst)) else { continue };
        // p = x0*y0, q = x1*y1, {s, t} = {x0*y1, x1*y0}.
        let [(x, 0), (y, 0)] = pm[..] else { continue };
        let sorted = |mut m: Vec<(usize, i64)>| {
            m.sort();
            m
        };
        let cross = [sorted(vec![(x, 0), (y, 1)]), sorted(vec![(x, 1), (y, 0)])];
        let sums_match = (sm == cross[0] && tm == cross[1]) || (sm == cross[1] && tm == cross[0]);
        if qm != sorted(vec![(x, 1), (y, 1)]) || !sums_match {
            continue;
        }
        res.muls.insert(idx, ComplexMul { x, y });
        res.folded.extend([re, im, p, q, s, t]);
        for factor in pf.into_iter().chain(qf).chain(sf).chain(tf) {
            res.folded.insert(factor);
        }
    }
    // A load stays unfolded where something else uses it.
    let computed: BTreeSet<Inst> = res.folded.iter().filter_map(|v| func.dfg.defining_inst(*v)).collect();
    let loads: Vec<Value> = res
        .folded
        .iter()
        .copied()
        .filter(|v| func.dfg.defining_inst(*v).is_some_and(|i| legal.group_of.contains_key(&i)))
        .collect();
    for load in loads {
        let used_elsewhere = users.get(&load).is_some_and(|u| u.iter().any(|i| !computed.contains(i)));
        if used_elsewhere || legal.needs_scalar.contains(&load) {
            res.folded.remove(&load);
        }
    }
    res
}

/// The operands of `v = op a, b`.
fn operands(func: &Function, v: Value, op: BinaryOp) -> Option<[Value; 2]> {
    match *func.inst(func.dfg.defining_inst(v)?) {
        InstData::Binary { op: o, args } if o == op => Some(args),
        _ => None,
    }
}

/// `v` loaded by a member of a load group of stride 2: (group, member's offset).
fn pair_member(func: &Function, legal: &LegalLoop, v: Value) -> Option<(usize, i64)> {
    let inst = func.dfg.defining_inst(v)?;
    let &group = legal.group_of.get(&inst)?;
    let g = &legal.groups[group];
    if g.kind != AccessKind::Read || g.stride != 2 || !matches!(func.inst(inst), InstData::Load { .. }) {
        return None;
    }
    // Both members present: lanes 2j and 2j+1 of a loaded vector are one iteration's pair.
    if g.members.len() != 2 {
        return None;
    }
    g.members.iter().find(|(m, _)| *m == inst).map(|(_, off)| (group, *off))
}
