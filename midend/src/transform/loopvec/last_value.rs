//! Conditional last values (LLVM's FindLastIV and AnyOf recurrences, for any value): a header
//! parameter that the loop only replaces, under a condition, and never reads otherwise:
//!
//! ```c
//! int last = -1;  for (...) if (a[i] > 0) last = i;       // the last index where it held
//! float x = 0;    for (...) if (b[i] < t) x = a[i];       // the last value taken
//! int r = 0;      for (...) if (a[i] > 3) r = 1;          // whether it ever held
//! ```
//!
//! The vector loop keeps, per lane, the value last taken (`V`, the body's blends run on it as
//! on the scalar variable) and the iteration it was taken in (`K`, -1 while never set): a
//! second copy of the chain of blends and selects, with the carried value replaced by `K` and
//! every other value by the lane's iteration number. The middle block takes the lane with the
//! largest `K` over all parts (there is exactly one: iteration numbers differ between lanes),
//! and the start value when every `K` is -1. `K` has `int` lanes for values of up to 4 bytes
//! (the vector loop then runs only when its trip count fits in an `int`), `long` lanes for
//! 8-byte values, so that both have VF lanes in as few registers as the value's. When every
//! new value is one integer induction (`last = i`: LLVM's FindLastIV) the iteration numbers say
//! it all: the vector loop keeps only `K`, and the middle block computes the induction at the
//! largest (`start + step·K`), so no vector of the induction is needed either.
//!
//! This file finds them (`find`, called from `legal::check`); `plan` and `execute` carry them
//! out with the recipes `LastStart`, `LastIter` and `SelectLast`.

use super::legal::{show_value, IndVar, LegalInput, Refusal};
use super::predicate::Predication;
use crate::analysis::{Loop, LoopData};
use crate::ir::*;

/// A header parameter replaced under a condition and only carried out of the loop.
#[derive(Clone, Debug)]
pub struct CondLast {
    pub param: Value,
    /// The value it has before the loop (the preheader's argument).
    pub start: Value,
    /// The value the latch passes back.
    pub update: Value,
    /// The blends and selects that carry it, in program order (`update` among them): each
    /// takes the carried value on some lanes and a new one on the others.
    pub chain: Vec<Value>,
    /// FindLastIV: every new value is this integer induction (index into
    /// `LegalLoop::inductions`), so the iteration numbers say it all: the vector loop keeps
    /// only them, and the middle block computes the induction at the largest.
    pub iv: Option<usize>,
}

impl CondLast {
    /// The values the chain takes that do not carry the variable (the arms of its blends and
    /// selects, without the selects' conditions).
    pub fn new_values(&self, func: &Function, pred: &Predication) -> Vec<Value> {
        let carries = |v: Value| v == self.param || self.chain.contains(&v);
        let mut res = Vec::new();
        for &v in &self.chain {
            let arms = match (pred.blends.get(&v), func.dfg.defining_inst(v).map(|i| func.inst(i))) {
                (Some(blend), _) => blend.incoming.iter().map(|(_, x)| *x).collect(),
                (None, Some(InstData::Select { args, .. })) => args.to_vec(),
                _ => Vec::new(),
            };
            res.extend(arms.into_iter().filter(|x| !carries(*x)));
        }
        res
    }
}

/// Whether the iteration numbers of a last value of type `ty` are kept in `long` lanes (8-byte
/// values) rather than `int` ones.
pub fn wide_iterations(types: &Types, ty: TypeId) -> bool {
    types.size_of(ty).unwrap_or(8) > 4
}

/// `param` as a conditional last value: `None` when it does not have the shape of one (no
/// blend or select of the loop replaces it by another value), `Some(Err)` when it has but is
/// also read in the loop (then neither a reduction nor a last value), with where.
pub fn find(
    input: &LegalInput,
    lp: Loop,
    (preheader, latch): (Block, Block),
    param: Value,
    pred: &Predication,
    inductions: &[IndVar],
) -> Option<Result<CondLast, Refusal>> {
    let LegalInput { module, func, loops, .. } = *input;
    let data = loops.data(lp);
    let header = data.header;
    let incoming = |from: Block| super::legal::passed_in(func, header, param, from);
    let (start, update) = (incoming(preheader)?, incoming(latch)?);
    let name = show_value(module, func, super::legal::loop_loc(func, header), param);
    let (mut chain, other_use) = forward_chain(func, data, pred, param, update);
    if !is_replaced(func, pred, &chain, param) || !chain.contains(&update) {
        return None;
    }
    if let Some(user) = other_use {
        return other_use_refusal(input, data, pred, (param, &chain), user, &name);
    }
    // A `_Bool` (`if (a[i] == x) found = 1;`) takes byte lanes of 0 or 1, as any value.
    let ty = func.value_type(param);
    if !module.types.is_arithmetic(ty) {
        let msg = format!(
            "the last value {} set under a condition is not a number (vectors of {} are not handled)",
            name,
            module.types.display(ty)
        );
        return Some(Err(Refusal { message: msg, loc: super::legal::loop_loc(func, header) }));
    }
    chain.sort_by_key(|v| program_position(func, pred, header, *v));
    let mut last = CondLast { param, start, update, chain, iv: None };
    let new_values = last.new_values(func, pred);
    last.iv = inductions.iter().position(|ind| {
        !ind.is_pointer
            && module.types.is_integer(func.value_type(ind.param))
            && new_values.iter().all(|v| *v == ind.param)
    });
    Some(Ok(last))
}

/// Whether a condition under which `chain` (a reduction's or a last value's) takes a new value
/// reads `other`, another reduction's accumulator: `if (a[i] < m) { m = a[i]; k = i; }` (the
/// index of a minimum) compares with the running minimum, which the vector loop keeps per
/// lane, so each lane would keep the index of its own minimum, and neither the largest of
/// those nor a count of the lanes' improvements is the scalar loop's result. The conditions
/// are the selects' of the chain and those of the edges into its blends, and into the blocks
/// those edges leave, up to blocks that run on every iteration.
pub fn condition_reads(func: &Function, data: &LoopData, pred: &Predication, chain: &[Value], other: Value) -> bool {
    let mut conditions = Vec::new();
    let mut blocks = Vec::new();
    for v in chain {
        if let Some(blend) = pred.blends.get(v) {
            for (edge, _) in &blend.incoming {
                conditions.extend(edge.cond.map(|(c, _)| c));
                blocks.push(edge.from);
            }
        } else if let Some(InstData::Select { cond, .. }) = func.dfg.defining_inst(*v).map(|i| func.inst(i)) {
            conditions.push(*cond);
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    while let Some(block) = blocks.pop() {
        if !seen.insert(block) {
            continue;
        }
        for edge in pred.incoming.get(&block).into_iter().flatten() {
            conditions.extend(edge.cond.map(|(c, _)| c));
            blocks.push(edge.from);
        }
    }
    conditions.into_iter().any(|cond| computed_from(func, data, cond, other, &[]))
}

/// Forward from `param` through the blends and selects that pass it on: the chain of values
/// that carry it, and the first other use of one of them.
fn forward_chain(
    func: &Function,
    data: &LoopData,
    pred: &Predication,
    param: Value,
    update: Value,
) -> (Vec<Value>, Option<Inst>) {
    let header = data.header;
    let mut chain: Vec<Value> = Vec::new();
    let mut other_use: Option<Inst> = None;
    let mut work = vec![param];
    while let Some(v) = work.pop() {
        let users: Vec<Inst> =
            data.insts_in_order(func).filter(|(_, i)| func.inst(*i).operands().contains(&v)).map(|(_, i)| i).collect();
        for user in users {
            let mut found = Vec::new();
            match func.inst(user) {
                InstData::Jump(_) | InstData::Branch { .. } => {
                    let inst = func.inst(user);
                    if matches!(inst, InstData::Branch { cond, .. } if *cond == v) {
                        other_use.get_or_insert(user);
                        continue;
                    }
                    for dest in inst.branch_targets() {
                        for (k, _) in dest.args.iter().enumerate().filter(|(_, a)| **a == v) {
                            if dest.block == header {
                                if v != update {
                                    other_use.get_or_insert(user);
                                }
                            } else if data.contains(dest.block) {
                                let p = func.dfg.block_params(dest.block)[k];
                                if pred.blends.contains_key(&p) {
                                    found.push(p);
                                } else {
                                    other_use.get_or_insert(user);
                                }
                            } else {
                                other_use.get_or_insert(user);
                            }
                        }
                    }
                }
                InstData::Select { cond, args } if *cond != v && args.contains(&v) => {
                    found.extend(func.dfg.result(user))
                }
                _ => {
                    other_use.get_or_insert(user);
                }
            }
            for value in found {
                if !chain.contains(&value) {
                    chain.push(value);
                    work.push(value);
                }
            }
        }
    }
    (chain, other_use)
}

/// Whether the value is replaced somewhere: a blend or select of `chain` with an arm that
/// does not carry it.
fn is_replaced(func: &Function, pred: &Predication, chain: &[Value], param: Value) -> bool {
    let carries = |v: Value| v == param || chain.contains(&v);
    let mut replaced = false;
    for &v in chain {
        if let Some(blend) = pred.blends.get(&v) {
            replaced |= blend.incoming.iter().any(|(_, x)| !carries(*x));
        } else if let Some(InstData::Select { args, .. }) = func.dfg.defining_inst(v).map(|i| func.inst(i)) {
            replaced |= args.iter().any(|x| !carries(*x));
        }
    }
    replaced
}

/// A value of the chain used otherwise by `user`: `None` where the reduction's refusal says
/// more (a comparison, or an update computed from the carried value), else the refusal.
fn other_use_refusal(
    input: &LegalInput,
    data: &LoopData,
    pred: &Predication,
    (param, chain): (Value, &[Value]),
    user: Inst,
    name: &str,
) -> Option<Result<CondLast, Refusal>> {
    let LegalInput { module, func, .. } = *input;
    let header = data.header;
    let carries = |v: Value| v == param || chain.contains(&v);
    // Compared (a minimum or maximum, or a search): the reduction's refusal says more.
    if matches!(func.inst(user), InstData::Binary { op, .. } if op.is_comparison()) {
        return None;
    }
    // A new value computed from the carried one (`if (c) s = s + x;` with `s` read
    // elsewhere) is an update: the reduction's refusal says more.
    let arms: Vec<Value> = chain
        .iter()
        .flat_map(|v| match pred.blends.get(v) {
            Some(blend) => blend.incoming.iter().map(|(_, x)| *x).collect::<Vec<_>>(),
            None => func.dfg.defining_inst(*v).map_or(Vec::new(), |i| func.inst(i).operands()),
        })
        .filter(|x| !carries(*x))
        .collect();
    if arms.into_iter().any(|x| computed_from(func, data, x, param, chain)) {
        return None;
    }
    let msg = format!(
        "{} is replaced on one path and also read in the loop by {} (neither a reduction nor a last value, which the loop only sets)",
        name,
        super::legal::show_inst(module, func, super::legal::loop_loc(func, header), user)
    );
    Some(Err(Refusal { message: msg, loc: func.srclocs[user] }))
}

/// `v`'s place in program order: blocks in the predication's order, a block's parameters
/// before its instructions.
fn program_position(func: &Function, pred: &Predication, header: Block, v: Value) -> (usize, usize) {
    let (block, at) = match func.dfg.value_def(v) {
        ValueDef::Param(b, _) => (b, 0),
        ValueDef::Result(inst) => {
            let b = func.layout.inst_block(inst);
            let at = b.and_then(|b| func.layout.block_insts(b).iter().position(|i| *i == inst)).map_or(0, |p| p + 1);
            (b.unwrap_or(header), at)
        }
    };
    (pred.order.iter().position(|b| *b == block).unwrap_or(usize::MAX), at)
}

/// Whether `v` is computed in the loop from `param` or a value of `chain` (through instructions
/// and the parameters of blocks inside the loop, not through the header's).
fn computed_from(func: &Function, data: &LoopData, v: Value, param: Value, chain: &[Value]) -> bool {
    let mut seen = std::collections::BTreeSet::new();
    let mut work = vec![v];
    while let Some(v) = work.pop() {
        if v == param || chain.contains(&v) {
            return true;
        }
        if !seen.insert(v) {
            continue;
        }
        match func.dfg.value_def(v) {
            ValueDef::Param(block, idx) => {
                if block != data.header && data.contains(block) {
                    for pred in func.layout.blocks().iter().copied().filter(|b| data.contains(*b)) {
                        for call in func.calls_to(pred, block) {
                            work.extend(call.args.get(idx as usize).copied());
                        }
                    }
                }
            }
            ValueDef::Result(inst) => {
                if func.layout.inst_block(inst).is_some_and(|b| data.contains(b)) {
                    work.extend(func.inst(inst).operands());
                }
            }
        }
    }
    false
}
