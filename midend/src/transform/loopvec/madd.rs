//! Multiply-add pairs (x86's `pmaddwd`, a partial reduction): `s += a[i] * b[i]` with `short`
//! a, b and an `int` sum. C computes each product in `int` (`(int)a[i] * (int)b[i]`), so the
//! plain vector loop widens both inputs to 32-bit lanes and multiplies 8 per AVX2 register. The
//! vector loop instead takes the 16-bit lanes as they are and adds each pair of neighbouring
//! products into one 32-bit lane: an accumulator of VF/2 lanes, 16 products per register.
//!
//! Exact for every input on which the scalar loop is defined: a signed `+` reduction already
//! accumulates in unsigned lanes (`execute::acc_ty`), that is modulo 2^32, and a lane of
//! `madd` is `a[2k]*b[2k] + a[2k+1]*b[2k+1]` modulo 2^32 (each product fits `int`; only the
//! sum of two `-32768 * -32768` does not, and `pmaddwd` wraps it to -2^31, which is the same
//! modulo 2^32). So the vector loop's total is the scalar sum modulo 2^32; where the scalar loop
//! does not overflow (signed overflow is undefined), that is the scalar sum.
//!
//! The shape, found after `narrow.rs`: an unconditional `+` reduction of a 32-bit integer whose
//! update adds `mul(cast x, cast y)`, with `x`, `y` of type `short` and the product and the
//! casts used only there. Not done here: `unsigned short` inputs (`pmaddwd` is signed), other
//! accumulator widths, conditional updates, loops with early exits.

use super::legal::{LegalLoop, RedKind};
use super::narrow::Users;
use crate::ir::*;
use std::collections::{BTreeMap, BTreeSet};

/// The multiply-add reductions of a loop.
#[derive(Clone, Debug, Default)]
pub struct Madds {
    /// A reduction's update `acc + (int)x * (int)y`, and its `x` and `y`.
    pub updates: BTreeMap<Value, [Value; 2]>,
    /// The products and the casts they fold away.
    pub folded: BTreeSet<Value>,
}

/// The multiply-add reductions of `legal`'s loop (see the module header), with the values they
/// fold.
pub fn find(module: &Module, func: &Function, legal: &LegalLoop, users: &Users) -> Madds {
    let mut res = Madds::default();
    if !legal.early_exits.is_empty() {
        return res;
    }
    let only_use = |v: Value, user: Inst| users.get(&v).is_some_and(|u| !u.is_empty() && u.iter().all(|i| *i == user));
    let local =
        |v: Value| !legal.needs_scalar.contains(&v) && !legal.narrowed.contains_key(&v) && !legal.folded.contains(&v);
    for red in &legal.reductions {
        let int32 = module.types.int_kind(func.value_type(red.param)).is_some_and(|k| k.bits() == 32);
        if red.kind != RedKind::Binary(BinaryOp::Add) || red.is_float || !int32 || red.chain != [red.update] {
            continue;
        }
        let Some(update) = func.dfg.defining_inst(red.update) else { continue };
        if legal.masked.contains_key(&update) {
            continue;
        }
        let InstData::Binary { op: BinaryOp::Add, args } = *func.inst(update) else { continue };
        let product = if args[0] == red.param { args[1] } else { args[0] };
        if (args[0] == red.param) == (args[1] == red.param) || !legal.defines(func, product) {
            continue;
        }
        let Some(mul) = func.dfg.defining_inst(product) else { continue };
        let InstData::Binary { op: BinaryOp::Mul, args: factors } = *func.inst(mul) else { continue };
        if !only_use(product, update) || !local(product) {
            continue;
        }
        let shorts: Option<Vec<Value>> = factors
            .iter()
            .map(|f| short_extension(module, func, legal, *f).filter(|_| only_use(*f, mul) && local(*f)))
            .collect();
        let Some(shorts) = shorts else { continue };
        res.updates.insert(red.update, [shorts[0], shorts[1]]);
        res.folded.insert(product);
        res.folded.extend(factors);
    }
    res
}

/// `(int)x` with `x` a `short` of the loop: `x`.
fn short_extension(module: &Module, func: &Function, legal: &LegalLoop, v: Value) -> Option<Value> {
    let inst = func.dfg.defining_inst(v)?;
    let InstData::Cast { arg } = *func.inst(inst) else { return None };
    let short = module.types.int_kind(func.value_type(arg)) == Some(IntKind::Short);
    (short && legal.defines(func, v) && legal.defines(func, arg)).then_some(arg)
}
