//! `switch` statements as chains of two-way branches, before a variant is built:
//!
//! ```text
//! P: switch x, [c0: A(..), c1: B(..)], default D(..)
//! ```
//!
//! becomes `P: br x == c0, A(..), S1`, `S1: br x == c1, B(..), D(..)`: one test per case, in
//! the switch's order, each edge with the arguments the switch passed. `build.rs` then
//! linearizes a chain on a varying `x` with one mask per case, and tests a uniform `x` with
//! scalar conditions, as it does for an `if`/`else if` chain. The case values are the
//! switch operand's type, as `Switch` stores them (bits extended to 64).

use crate::ir::*;

/// Lowers every switch of `func`; returns whether there was one.
pub fn lower_switches(types: &Types, func: &mut Function) -> bool {
    let mut changed = false;
    for block in func.layout.blocks().to_vec() {
        let Some(term) = func.terminator(block) else { continue };
        let InstData::Switch { arg, cases, default } = func.inst(term).clone() else { continue };
        let loc = func.srclocs[term];
        let ty = func.value_type(arg);
        let int = types.int_of(IntKind::Int);
        func.layout.remove_inst(term);
        let mut cur = FuncCursor::untyped_at_end(func, block, loc);
        for (k, (value, dest)) in cases.iter().enumerate() {
            let c = cur.ins(InstData::Const(Const::Int(*value)), ty);
            let eq = cur.binary(BinaryOp::Eq, arg, c, int);
            let else_dest = if k + 1 == cases.len() {
                default.clone()
            } else {
                let next = cur.func.make_block();
                BlockCall::new(next, Vec::new())
            };
            let next = else_dest.block;
            cur.ins_void(InstData::Branch { cond: eq, then_dest: dest.clone(), else_dest });
            cur.goto_end(next);
        }
        if cases.is_empty() {
            cur.ins_void(InstData::Jump(default));
        }
        changed = true;
    }
    changed
}
