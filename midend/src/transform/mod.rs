//! Transforms: passes that rewrite a function. Each is one file with one entry point that
//! returns whether it changed anything.

pub mod carry_stores;
pub mod contract;
pub mod dce;
pub mod fuse;
pub mod fuse_divergent;
pub mod gvn;
pub mod hoist_loads;
pub mod idiom;
pub mod inline;
pub mod interchange;
pub mod loopvec;
pub mod mem2reg;
pub mod outer;
pub mod peel_wraps;
pub mod preheaders;
pub mod private_arrays;
pub mod privatize;
pub mod reroll;
pub mod shorten;
pub mod simplify;
pub mod sink_stores;
pub mod slp;
pub mod split_loops;
pub mod split_records;
pub mod transpose;
pub mod unroll;
pub mod unroll_jam;
pub mod wfv;

/// The clean-up the vectorizers of whole functions start from (the function-level and the
/// outer-loop vectorizer, on copies of scalar bodies): SSA form, folding, dead code, and one
/// value for each repeated computation or load (`gvn`), as the pipeline does for every body.
pub fn cleanup(module: &crate::ir::Module, func: &mut crate::ir::Function) {
    mem2reg::mem2reg(module, func);
    simplify::simplify(module, func);
    dce::dce(module, func);
    if gvn::gvn(module, func) {
        dce::dce(module, func);
    }
}

/// `addr`, a pointer computed by `ElemAddr`/`PtrAdd` steps, computed again in `block` as an
/// `unsigned long` from the first pointer that is not such a step (the caller converts it back
/// to a pointer, after any offset of its own). For the address of a masked vector access whose lane 0 may be inactive: that
/// lane's address may then lie outside the object, where C's pointer arithmetic is undefined
/// (UBSan: "index -1 out of bounds") but integer arithmetic is not. `None` where an element's
/// size is unknown.
pub fn integer_address(
    types: &crate::ir::Types,
    func: &mut crate::ir::Function,
    block: crate::ir::Block,
    loc: crate::ir::SrcLoc,
    addr: crate::ir::Value,
) -> Option<crate::ir::Value> {
    use crate::ir::{BinaryOp, FuncCursor, InstData, IntKind, TypeId, Types, Value};
    let ulong = types.int_of(IntKind::ULong);
    fn bytes(types: &Types, cur: &mut FuncCursor<'_, ()>, ulong: TypeId, addr: Value) -> Option<Value> {
        let step = cur.func.dfg.defining_inst(addr).and_then(|inst| match *cur.func.inst(inst) {
            InstData::ElemAddr { base, index } | InstData::PtrAdd { base, index } => Some((base, index)),
            _ => None,
        });
        let Some((base, index)) = step else {
            return Some(cur.cast(addr, ulong));
        };
        let size = types.size_of(types.pointee(cur.func.value_type(addr))?)?;
        let base = bytes(types, cur, ulong, base)?;
        // C's conversion to `unsigned long`: a negative index wraps, so the sum does too.
        let index = cur.cast(index, ulong);
        let size = cur.iconst(ulong, size as i64);
        let offset = cur.binary(BinaryOp::Mul, index, size, ulong);
        Some(cur.binary(BinaryOp::Add, base, offset, ulong))
    }
    bytes(types, &mut FuncCursor::untyped_at_end(func, block, loc), ulong, addr)
}

/// The one helper for pass unit tests: IR text in, IR text out (STYLE.md). Parses `input`,
/// verifies it, runs `pass` on every function body, verifies again and compares the printed
/// module with `expect` (both trimmed of surrounding blank lines and trailing spaces).
#[cfg(test)]
pub(crate) fn check(pass: fn(&crate::ir::Module, &mut crate::ir::Function) -> bool, input: &str, expect: &str) {
    use crate::ir::{parse::parse_module, print::print_module};
    use crate::verify::verify_module;
    let mut module = parse_module(input).unwrap_or_else(|e| panic!("input: {}", e));
    if let Err(errs) = verify_module(&module) {
        panic!("input does not verify:\n{}", errs.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"));
    }
    let ids: Vec<_> = module.funcs.keys().collect();
    for id in ids {
        if let Some(mut func) = module.funcs[id].body.take() {
            pass(&module, &mut func);
            module.funcs[id].body = Some(func);
        }
    }
    let output = print_module(&module);
    if let Err(errs) = verify_module(&module) {
        let errs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("output does not verify:\n{}\n{}", errs.join("\n"), output);
    }
    let normalize = |text: &str| text.trim().lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    assert_eq!(normalize(&output), normalize(expect), "\n--- got:\n{}", output);
}
