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
//! minimum or maximum.
//!
//! The loop vectorizer and SLP then see a minimum or maximum of `T` (16 lanes of shorts per
//! AVX2 register, `pmaxsw`), not one that goes through conversions, which neither accepts.
//! A clean-up before the vectorizers: it changes no result, and the C written from it is the
//! same comparison.

use crate::ir::*;
use std::collections::BTreeMap;

/// Rewrites the comparisons and selects of promoted values in `func`; returns whether any
/// changed.
pub fn shorten_comparisons(module: &Module, func: &mut Function) -> bool {
    let types = &module.types;
    let mut changed = false;
    let insts: Vec<Inst> = func.insts_in_order().map(|(_, inst)| inst).collect();
    for inst in insts {
        let new = match func.inst(inst) {
            InstData::Binary { op, args } if op.is_comparison() => {
                let (Some(a), Some(b)) = (promoted(types, func, args[0]), promoted(types, func, args[1])) else {
                    continue;
                };
                if func.value_type(a) != func.value_type(b) || !carried(func, [a, b]) {
                    continue;
                }
                InstData::Binary { op: *op, args: [a, b] }
            }
            InstData::Cast { arg } => {
                let Some(res) = func.dfg.result(inst) else { continue };
                let Some(select) = func.dfg.defining_inst(*arg) else { continue };
                let InstData::Select { cond, args } = *func.inst(select) else { continue };
                let (Some(a), Some(b)) = (promoted(types, func, args[0]), promoted(types, func, args[1])) else {
                    continue;
                };
                let ty = func.value_type(res);
                if func.value_type(a) != ty || func.value_type(b) != ty || !carried(func, [a, b]) {
                    continue;
                }
                InstData::Select { cond, args: [a, b] }
            }
            _ => continue,
        };
        func.dfg.insts[inst] = new;
        changed = true;
    }
    shorten_params(types, func) || changed
}

/// `c ? x[i] : m` written with branches: a block parameter of `int` that every predecessor
/// passes a promoted `T` and that only conversions back to `T` read becomes a parameter of
/// type `T`, passed the values before promotion, and read instead of the conversions.
fn shorten_params(types: &Types, func: &mut Function) -> bool {
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
    let mut changed = false;
    for block in func.layout.blocks().to_vec() {
        if Some(block) == entry {
            continue;
        }
        let preds = preds.get(&block).map_or(&[][..], |p| &p[..]);
        for (idx, param) in func.dfg.block_params(block).to_vec().into_iter().enumerate() {
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
            if passed.is_empty() || unpromoted.len() != passed.len() || !carried(func, unpromoted.iter().copied()) {
                continue;
            }
            // The same edges in the same order as `passed`.
            let mut before = unpromoted.into_iter();
            for &t in preds {
                for dest in func.dfg.insts[t].branch_targets_mut().into_iter().filter(|d| d.block == block) {
                    dest.args[idx] = before.next().expect("one value per edge");
                }
            }
            func.dfg.values[param].ty = narrow;
            for &cast in casts {
                if let Some(res) = func.dfg.result(cast) {
                    func.replace_uses(res, param);
                }
                func.layout.remove_inst(cast);
            }
            changed = true;
        }
    }
    changed
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
