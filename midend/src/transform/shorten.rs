//! Comparisons and selects of promoted values done in the values' own type (gcc's
//! `shorten_compare`): C promotes `short` and `char` operands to `int`, so the running maximum
//! `m = x[i] > m ? x[i] : m` of shorts is `m = (short)((int)x[i] > (int)m ? (int)x[i] :
//! (int)m)`, and `if (x[i] < m) m = x[i];` compares `(int)x[i]` with `(int)m`. Both are exact in
//! the narrow type: a conversion to a wider integer type keeps every value and the order, so
//!
//! - `(int)a OP (int)b`, `a` and `b` of one integer type `T` narrower than `int`, is `a OP b`
//!   compared as `T` (signed or unsigned as `T` is);
//! - `(T)(c ? (int)a : (int)b)` is `c ? a : b` selected as `T`, and so is the block parameter
//!   that `?:` written as branches merges the two promoted values in.
//!
//! Only where one of `a` and `b` is carried in a block parameter (`carried`): the running
//! minimum or maximum; and a chain of such selects in straight-line code (`m = MAX(a[0],
//! a[1]); m = MAX(m, a[2]); ...`), each select's result read by the next, the first one's
//! included, with the comparisons they select by.
//!
//! The loop vectorizer and SLP then see a minimum or maximum of `T` (16 lanes of shorts per
//! AVX2 register, `pmaxsw`), not one that goes through conversions, which neither accepts.
//! A clean-up before the vectorizers: it changes no result, and the C written from it is the
//! same comparison.

use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};

/// Rewrites the comparisons and selects of promoted values in `func`; returns whether any
/// changed.
pub fn shorten_comparisons(module: &Module, func: &mut Function) -> bool {
    let types = &module.types;
    let insts: Vec<Inst> = func.insts_in_order().map(|(_, inst)| inst).collect();
    let mut selects = narrowable_selects(types, func, &insts);
    let mut params = narrowable_params(types, func);
    // A chain of them (`m = MAX(a[0], a[1]); m = MAX(m, a[2]); ...`): those that choose
    // between another's result and a value, and those whose result another chooses.
    let results: BTreeSet<Value> = selects
        .keys()
        .filter_map(|&i| func.dfg.result(i))
        .chain(params.iter().flat_map(|p| p.casts.iter().filter_map(|&c| func.dfg.result(c))))
        .collect();
    let chosen: BTreeSet<Value> =
        selects.values().flat_map(|(_, ab)| *ab).chain(params.iter().flat_map(|p| p.unpromoted.clone())).collect();
    let in_chain = |choices: &[Value], res: &[Value]| {
        carried(func, choices.iter().copied())
            || choices.iter().any(|v| results.contains(v))
            || res.iter().any(|r| chosen.contains(r))
    };
    selects.retain(|&inst, (_, ab)| in_chain(ab, &func.dfg.result(inst).into_iter().collect::<Vec<_>>()));
    params.retain(|p| in_chain(&p.unpromoted, &p.casts.iter().filter_map(|&c| func.dfg.result(c)).collect::<Vec<_>>()));
    // The pairs the chains choose between, and those that `if (a[1] < m) m = a[1];` merges in a
    // parameter of their own type: a comparison of such a pair is done in their type.
    let mut choices: BTreeSet<[Value; 2]> = selects.values().map(|&(_, [a, b])| [a.min(b), a.max(b)]).collect();
    for p in &params {
        choices.extend(pairs(&p.unpromoted));
    }
    choices.extend(narrow_joins(types, func).iter().flat_map(|passed| pairs(passed)));
    let mut changed = !params.is_empty();
    for inst in insts {
        let new = match func.inst(inst) {
            InstData::Binary { op, args } if op.is_comparison() => {
                let (Some(a), Some(b)) = (promoted(types, func, args[0]), promoted(types, func, args[1])) else {
                    continue;
                };
                let chained = choices.contains(&[a.min(b), a.max(b)]);
                if func.value_type(a) != func.value_type(b) || !(chained || carried(func, [a, b])) {
                    continue;
                }
                InstData::Binary { op: *op, args: [a, b] }
            }
            InstData::Cast { .. } => {
                let Some(&(cond, args)) = selects.get(&inst) else { continue };
                InstData::Select { cond, args }
            }
            _ => continue,
        };
        func.dfg.insts[inst] = new;
        changed = true;
    }
    // A parameter may be passed another's conversion, which the other's rewrite removes.
    let read_as: BTreeMap<Value, Value> =
        params.iter().flat_map(|p| p.casts.iter().filter_map(|&c| func.dfg.result(c)).map(|r| (r, p.param))).collect();
    for mut param in params {
        for v in &mut param.unpromoted {
            *v = read_as.get(v).copied().unwrap_or(*v);
        }
        shorten_param(func, param);
    }
    changed
}

/// Every two of `values`, each pair ordered.
fn pairs(values: &[Value]) -> Vec<[Value; 2]> {
    let mut res = Vec::new();
    for (i, &a) in values.iter().enumerate() {
        for &b in &values[i + 1..] {
            res.push([a.min(b), a.max(b)]);
        }
    }
    res
}

/// The values passed to each block parameter of an integer type narrower than `int` (not a
/// function's), by parameter: those branches merge as they are.
fn narrow_joins(types: &Types, func: &Function) -> Vec<Vec<Value>> {
    let entry = func.entry_block();
    let mut passed: BTreeMap<(Block, usize), Vec<Value>> = BTreeMap::new();
    for block in func.layout.blocks() {
        let Some(term) = func.terminator(*block) else { continue };
        for dest in func.inst(term).branch_targets() {
            if Some(dest.block) == entry {
                continue;
            }
            for (idx, &v) in dest.args.iter().enumerate() {
                let narrow = types.int_kind(func.value_type(v)).is_some_and(|k| k != IntKind::Bool && k.bits() < 32);
                if narrow {
                    passed.entry((dest.block, idx)).or_default().push(v);
                }
            }
        }
    }
    passed.into_values().filter(|vs| vs.len() > 1 && vs.len() <= 4).collect()
}

/// `(T)(c ? (int)a : (int)b)` with `a` and `b` of type `T`, by the conversion: the select's
/// condition, `a` and `b`.
fn narrowable_selects(types: &Types, func: &Function, insts: &[Inst]) -> BTreeMap<Inst, (Value, [Value; 2])> {
    let mut selects = BTreeMap::new();
    for &inst in insts {
        let InstData::Cast { arg } = *func.inst(inst) else { continue };
        let Some(res) = func.dfg.result(inst) else { continue };
        let Some(select) = func.dfg.defining_inst(arg) else { continue };
        let InstData::Select { cond, args } = *func.inst(select) else { continue };
        let (Some(a), Some(b)) = (promoted(types, func, args[0]), promoted(types, func, args[1])) else { continue };
        let ty = func.value_type(res);
        if func.value_type(a) == ty && func.value_type(b) == ty {
            selects.insert(inst, (cond, [a, b]));
        }
    }
    selects
}

/// A block parameter that every predecessor passes a promoted `T` and that only conversions
/// back to `T` read (`c ? x[i] : m` written with branches).
struct NarrowParam {
    block: Block,
    idx: usize,
    param: Value,
    narrow: TypeId,
    /// The conversions that read it.
    casts: Vec<Inst>,
    /// The terminators that pass it a value, once each, and what they pass before promotion,
    /// edge by edge in the same order.
    preds: Vec<Inst>,
    unpromoted: Vec<Value>,
}

fn narrowable_params(types: &Types, func: &Function) -> Vec<NarrowParam> {
    let users = func.users();
    let entry = func.entry_block();
    // The terminators that branch to each block, once each.
    let mut preds: BTreeMap<Block, Vec<Inst>> = BTreeMap::new();
    for block in func.layout.blocks() {
        if let Some(term) = func.terminator(*block) {
            for dest in func.inst(term).branch_targets() {
                let from = preds.entry(dest.block).or_default();
                if from.last() != Some(&term) {
                    from.push(term);
                }
            }
        }
    }
    let mut res = Vec::new();
    for &block in func.layout.blocks() {
        if Some(block) == entry {
            continue;
        }
        let preds = preds.get(&block).map_or(&[][..], |p| &p[..]);
        for (idx, &param) in func.dfg.block_params(block).iter().enumerate() {
            let casts = &users[param];
            let narrow = casts.first().and_then(|&c| func.dfg.result(c)).map(|r| func.value_type(r));
            let Some(narrow) = narrow else { continue };
            let all_casts = casts.iter().all(|&c| {
                matches!(func.inst(c), InstData::Cast { arg } if *arg == param)
                    && func.dfg.result(c).is_some_and(|r| func.value_type(r) == narrow)
            });
            if !all_casts {
                continue;
            }
            let passed: Vec<Value> = preds
                .iter()
                .flat_map(|&t| func.inst(t).branch_targets().into_iter().filter(|d| d.block == block))
                .map(|d| d.args[idx])
                .collect();
            let unpromoted: Vec<Value> = passed
                .iter()
                .filter_map(|&v| promoted(types, func, v).filter(|x| func.value_type(*x) == narrow))
                .collect();
            if passed.is_empty() || unpromoted.len() != passed.len() {
                continue;
            }
            res.push(NarrowParam {
                block,
                idx,
                param,
                narrow,
                casts: casts.clone(),
                preds: preds.to_vec(),
                unpromoted,
            });
        }
    }
    res
}

/// Passes `p` its values before promotion, makes it a parameter of their type, and lets it be
/// read instead of the conversions.
fn shorten_param(func: &mut Function, p: NarrowParam) {
    let mut before = p.unpromoted.into_iter();
    for &t in &p.preds {
        for dest in func.dfg.insts[t].branch_targets_mut().into_iter().filter(|d| d.block == p.block) {
            dest.args[p.idx] = before.next().expect("one value per edge");
        }
    }
    func.dfg.values[p.param].ty = p.narrow;
    for &cast in &p.casts {
        if let Some(res) = func.dfg.result(cast) {
            func.replace_uses(res, p.param);
        }
        func.layout.remove_inst(cast);
    }
}

/// Whether one of `values` is a block parameter (not a function's): a value carried round a loop or merged from
/// branches, as a running minimum or maximum is (`m = x[i] > m ? x[i] : m`). The rewrite is
/// kept to those: a select of two loaded values (`out[i] = c ? a[i] : b[i]`) is the loop
/// vectorizer's to narrow (`loopvec/narrow.rs`), whose plans were measured against the scalar
/// loop's cost with the conversions.
fn carried(func: &Function, values: impl IntoIterator<Item = Value>) -> bool {
    let entry = func.entry_block();
    values.into_iter().any(|v| matches!(func.dfg.value_def(v), ValueDef::Param(block, _) if Some(block) != entry))
}

/// `x` where `v` is `(W)x`, an integer `x` of a type narrower than the integer type `W` (its
/// value kept), not `_Bool`.
fn promoted(types: &Types, func: &Function, v: Value) -> Option<Value> {
    let inst = func.dfg.defining_inst(v)?;
    let InstData::Cast { arg } = *func.inst(inst) else { return None };
    let bits = |ty: TypeId| match types.int_kind(ty) {
        Some(IntKind::Bool) | None => None,
        Some(kind) => Some(kind.bits()),
    };
    let (from, to) = (bits(func.value_type(arg))?, bits(func.value_type(v))?);
    (from < to).then_some(arg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;
    use crate::ir::print::print_function;

    fn run(text: &str) -> String {
        let mut module = parse_module(text).unwrap_or_else(|e| panic!("{}", e));
        let id = module.funcs.keys().next().unwrap();
        let mut func = module.funcs[id].body.take().unwrap();
        shorten_comparisons(&module, &mut func);
        crate::verify::verify_function(&module, &func).unwrap_or_else(|e| panic!("{:?}", e));
        print_function(&module, &func)
    }

    /// `(short)((int)x > (int)m ? (int)x : (int)m)`, `m` carried in a block parameter.
    const MAX: &str = "
func @f: fn(short, short) -> short {
block0(v0: short, v10: short):
    jump block1(v10)
block1(v1: short):
    v2 = cast.int v0
    v3 = cast.int v1
    v4 = gt.int v2, v3
    v5 = select.int v4, v2, v3
    v6 = cast.short v5
    ret v6
}";

    #[test]
    fn a_maximum_of_promoted_shorts_is_one_of_shorts() {
        let text = run(MAX);
        assert!(text.contains("v4 = gt.int v0, v1"), "{}", text);
        assert!(text.contains("v6 = select.short v4, v0, v1"), "{}", text);
        // Of two values neither of which is carried: the loop vectorizer's to narrow.
        let loaded = MAX.replace("jump block1(v10)\nblock1(v1: short):", "v1 = add.short v10, v10");
        let text = run(&loaded);
        assert!(text.contains("v4 = gt.int v2, v3") && text.contains("v6 = cast.short v5"), "{}", text);
    }

    /// `?:` as branches: the join's `int` parameter is passed `(int)x` or `(int)m`.
    const BRANCHES: &str = "
func @f: fn(short, short) -> short {
block0(v0: short, v10: short):
    jump block1(v10)
block1(v1: short):
    v2 = cast.int v0
    v3 = cast.int v1
    v4 = gt.int v2, v3
    br v4, block2, block3
block2:
    jump block4(v2)
block3:
    jump block4(v3)
block4(v5: int):
    v6 = cast.short v5
    ret v6
}";

    #[test]
    fn a_maximum_written_with_branches_merges_shorts() {
        let text = run(BRANCHES);
        assert!(text.contains("v4 = gt.int v0, v1"), "{}", text);
        assert!(text.contains("block4(v5: short)") && text.contains("jump block4(v0)"), "{}", text);
        assert!(text.contains("ret v5") && !text.contains("cast.short"), "{}", text);
        // A parameter also read as an `int` keeps its type.
        let used = BRANCHES.replace("    ret v6", "    v7 = add.int v5, v5\n    ret v6");
        let text = run(&used);
        assert!(text.contains("block4(v5: int)") && text.contains("jump block4(v2)"), "{}", text);
    }

    /// `m = MAX(a, b); m = MAX(m, c);` in straight-line code, as selects and as branches:
    /// neither link has a carried operand, but the first one's result is the second's.
    const CHAIN: &str = "
func @f: fn(short, short, short) -> short {
block0(v0: short, v1: short, v2: short):
    v3 = cast.int v0
    v4 = cast.int v1
    v5 = gt.int v3, v4
    v6 = select.int v5, v3, v4
    v7 = cast.short v6
    v8 = cast.int v7
    v9 = cast.int v2
    v10 = gt.int v9, v8
    v11 = select.int v10, v9, v8
    v12 = cast.short v11
    ret v12
}";

    #[test]
    fn a_chain_of_maxima_is_one_of_shorts_from_its_first_link() {
        let text = run(CHAIN);
        assert!(text.contains("v5 = gt.int v0, v1") && text.contains("v7 = select.short v5, v0, v1"), "{}", text);
        assert!(text.contains("v10 = gt.int v2, v7") && text.contains("v12 = select.short v10, v2, v7"), "{}", text);
        // One link alone is the loop vectorizer's to narrow (above).
        let second = "    v8 = cast.int v7\n    v9 = cast.int v2\n    v10 = gt.int v9, v8\n    v11 = select.int v10, v9, v8\n    v12 = cast.short v11\n    ret v12";
        assert!(CHAIN.contains(second));
        let alone = CHAIN.replace(second, "    ret v7");
        let text = run(&alone);
        assert!(text.contains("v5 = gt.int v3, v4") && text.contains("v7 = cast.short v6"), "{}", text);
        // As branches (`?:` lowered to a join of ints): the first join is passed two loads.
        let branches = "
func @f: fn(short, short, short) -> short {
block0(v0: short, v1: short, v2: short):
    v3 = cast.int v0
    v4 = cast.int v1
    v5 = gt.int v3, v4
    br v5, block1(v3), block1(v4)
block1(v6: int):
    v7 = cast.short v6
    v8 = cast.int v7
    v9 = cast.int v2
    v10 = gt.int v9, v8
    br v10, block2(v9), block2(v8)
block2(v11: int):
    v12 = cast.short v11
    ret v12
}";
        let text = run(branches);
        assert!(text.contains("v5 = gt.int v0, v1") && text.contains("block1(v6: short)"), "{}", text);
        assert!(text.contains("v10 = gt.int v2, v6") && text.contains("block2(v11: short)"), "{}", text);
        assert!(text.contains("br v10, block2(v2), block2(v6)") && text.contains("ret v11"), "{}", text);
        // `if (c < m) m = c;`: the join is of shorts already; the comparison of the two values
        // it merges is done in their type.
        let joins = "
func @f: fn(ushort, ushort) -> ushort {
block0(v0: ushort, v1: ushort):
    v3 = cast.int v0
    v4 = cast.int v1
    v5 = lt.int v3, v4
    br v5, block1(v0), block1(v1)
block1(v6: ushort):
    ret v6
}";
        let text = run(joins);
        assert!(text.contains("v5 = lt.int v0, v1"), "{}", text);
    }

    #[test]
    fn conversions_that_change_values_stay() {
        // From a type as wide (unsigned to int) or wider (long to int): as written.
        for from in ["long", "uint"] {
            let text = run(&MAX.replace("short", from));
            assert!(text.contains("v4 = gt.int v2, v3"), "{}", text);
        }
        // Of two types, or converted back to another type.
        let mixed = MAX
            .replace("v1: short", "v1: uchar")
            .replace("v10: short", "v10: uchar")
            .replace("fn(short, short)", "fn(short, uchar)");
        let text = run(&mixed);
        assert!(text.contains("v4 = gt.int v2, v3") && text.contains("v6 = cast.short v5"), "{}", text);
        let other = MAX.replace("v6 = cast.short v5", "v6 = cast.schar v5").replace("-> short", "-> schar");
        let text = run(&other);
        assert!(text.contains("v6 = cast.schar v5"), "{}", text);
    }
}
