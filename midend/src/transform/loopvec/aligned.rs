//! Calls from a vector loop to vector variants with aligned parameters (`alignment(p)`,
//! `aligned(p)`: the `a<n>` in the ABI name), whose bodies read and write through `p` with
//! aligned vector accesses.
//!
//! Such a variant takes lane 0's pointer, which must be a multiple of its alignment A on every
//! call. For a linear pointer argument that moves by `step` bytes per iteration, part j of
//! vector iteration k passes `start + (k·VF·UF + j·VF)·step`: aligned on every call iff `start`
//! is aligned and VF·step is a multiple of A. The second half is known here (`callable`, at
//! legality and plan time: a variant that fails it is not called, as before); the first half is
//! tested at run time in the vector loop's guard (`checks`, `emit_test`), next to the overlap
//! checks, and a misaligned start runs the original scalar loop, which calls the scalar
//! function. A uniform pointer is tested once the same way. The vector epilogue and the masked
//! remainder start at a multiple of VF iterations, and are guarded again anyway.
//!
//! Not done: peeling scalar iterations until the pointer is aligned (`peel.rs` does that for
//! early exits; here a misaligned start keeps the whole loop scalar), varying pointers and
//! pointers whose step is a parameter (`linear(p:s)`) with an alignment (their variants are not
//! called from loops), and arguments whose start vcc cannot compute before the loop.

use super::legal::{LegalInput, LegalLoop};
use super::plan::{Recipe, RecipeKind};
use crate::abi::vfabi::{ParamAbi, Variant};
use crate::analysis::affine::{Affine, Base, Term};
use crate::analysis::Loop;
use crate::ir::*;
use cranelift_entity::PrimaryMap;

/// A pointer a call in the loop passes as a uniform or linear argument: `base + start` bytes on
/// iteration 0, moving by `step` bytes per iteration. `start` has only values from before the
/// loop, so the guard can compute it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassedPointer {
    pub base: Base,
    pub start: Affine,
    pub step: i64,
}

/// One test of the guard: the pointer `arg` that `call` passes to an aligned parameter is a
/// multiple of `bytes` on iteration 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlignCheck {
    pub call: Inst,
    pub arg: Value,
    pub pointer: PassedPointer,
    pub bytes: u64,
}

/// Whether calls with `args` from a vector loop keep every aligned parameter of `variant`
/// aligned, given an aligned start: only uniform and constant-step linear pointers, and for a
/// linear one, the bytes it moves per vector of `vlen` lanes a multiple of the alignment.
pub fn callable(module: &Module, func: &Function, args: &[Value], variant: &Variant) -> bool {
    variant.params.iter().zip(args).all(|(param, &arg)| {
        let Some(bytes) = param.align else { return true };
        let elem = module.types.pointee(func.value_type(arg)).and_then(|t| module.types.size_of(t));
        match (&param.kind, elem) {
            (ParamAbi::Uniform, Some(_)) => true,
            (ParamAbi::Linear(step), Some(elem)) => {
                let moved = (variant.vlen as i128) * (*step as i128).abs() * elem as i128;
                bytes > 0 && moved % bytes as i128 == 0
            }
            _ => false,
        }
    })
}

/// Where the pointer `arg` (a uniform or linear argument of a call in `lp`) starts and how it
/// moves, when the preheader can compute it: an affine address whose base is from before the
/// loop, or a pointer defined before the loop.
pub fn passed_pointer(input: &LegalInput, res: &LegalLoop, arg: Value) -> Option<PassedPointer> {
    let LegalInput { affine, loops, func, .. } = *input;
    let lp: Loop = res.lp;
    let Some(addr) = affine.address(arg) else {
        return (!res.defines(func, arg)).then(|| PassedPointer {
            base: Base::Value(arg),
            start: Affine::default(),
            step: 0,
        });
    };
    if !affine.is_invariant_base(loops, addr.base, lp) {
        return None;
    }
    let (step, start) = addr.offset.split_loop(lp);
    let only_values = start.terms.iter().all(|(t, _)| matches!(t, Term::Value(_)));
    (only_values && affine.is_invariant(loops, &start, lp)).then_some(())?;
    Some(PassedPointer { base: addr.base, start, step: step.as_constant()? })
}

/// The guard's alignment tests for the variant calls of a plan's body, once per call and
/// argument (the parts pass the same start).
pub fn checks(module: &Module, func: &Function, legal: &LegalLoop, body: &[Recipe]) -> Vec<AlignCheck> {
    let mut res: Vec<AlignCheck> = Vec::new();
    for recipe in body {
        let RecipeKind::VariantCall { inst, variant, .. } = recipe.kind else { continue };
        let Some((_, _, v)) = module.vector_variants.iter().find(|(_, id, _)| *id == variant) else { continue };
        let InstData::Call { args, .. } = func.inst(inst) else { continue };
        for (param, &arg) in v.params.iter().zip(args) {
            let (Some(bytes), Some(pointer)) = (param.align, legal.passed_pointers.get(&arg)) else { continue };
            if !res.iter().any(|c| c.call == inst && c.arg == arg) {
                res.push(AlignCheck { call: inst, arg, pointer: pointer.clone(), bytes });
            }
        }
    }
    res
}

/// Whether every aligned parameter of the plan's variant calls has its start recorded (else the
/// plan cannot test it and must not be executed).
pub fn all_checked(module: &Module, func: &Function, legal: &LegalLoop, body: &[Recipe]) -> bool {
    body.iter().all(|recipe| {
        let RecipeKind::VariantCall { inst, variant, .. } = recipe.kind else { return true };
        let Some((_, _, v)) = module.vector_variants.iter().find(|(_, id, _)| *id == variant) else { return false };
        let InstData::Call { args, .. } = func.inst(inst) else { return false };
        v.params.iter().zip(args).all(|(p, a)| p.align.is_none() || legal.passed_pointers.contains_key(a))
    })
}

/// `((ulong)base + start + skipped·step) & (bytes - 1) == 0` as an `int` at the end of `block`,
/// where `skipped` is the iterations a peel ran before the vector loop (`None`: none).
pub fn emit_test(
    types: &mut Types,
    globals: &PrimaryMap<GlobalId, GlobalData>,
    func: &mut Function,
    block: Block,
    check: &AlignCheck,
    skipped: Option<Value>,
    loc: SrcLoc,
) -> Result<Value, String> {
    let mut cur = FuncCursor::at_end(func, types, block, loc);
    let long = cur.int_type(IntKind::Long);
    let ulong = cur.int_type(IntKind::ULong);
    let int = cur.int_type(IntKind::Int);
    let base = match check.pointer.base {
        Base::Value(v) => v,
        Base::Global(g) => {
            let ty = cur.ptr_type(globals[g].ty);
            cur.ins(InstData::GlobalAddr(g), ty)
        }
        Base::Slot(s) => {
            let ty = cur.ptr_type(cur.func.slots[s].ty);
            cur.ins(InstData::SlotAddr(s), ty)
        }
    };
    let base = cur.cast(base, ulong);
    let mut start = super::peel::materialize(&mut cur, &check.pointer.start, long)?;
    if let Some(skipped) = skipped {
        let step = cur.iconst(long, check.pointer.step);
        let moved = cur.binary(BinaryOp::Mul, skipped, step, long);
        start = cur.binary(BinaryOp::Add, start, moved, long);
    }
    let start = cur.cast(start, ulong);
    let addr = cur.binary(BinaryOp::Add, base, start, ulong);
    let low = cur.iconst(ulong, check.bytes.wrapping_sub(1) as i64);
    let off = cur.binary(BinaryOp::And, addr, low, ulong);
    let zero = cur.iconst(ulong, 0);
    Ok(cur.binary(BinaryOp::Eq, off, zero, int))
}

/// The remark's words for the tests: ", calling `f`'s aligned variant `_ZGV...` (guarded by an
/// alignment test of `p` to 32 bytes, else the scalar loop)".
pub fn describe(module: &Module, func: &Function, legal: &LegalLoop, checks: &[AlignCheck]) -> String {
    let mut out = String::new();
    let mut calls: Vec<Inst> = checks.iter().map(|c| c.call).collect();
    calls.dedup();
    for call in calls {
        let tests: Vec<String> = checks
            .iter()
            .filter(|c| c.call == call)
            .map(|c| format!("{} to {} bytes", super::legal::show_value(module, func, legal.loc, c.arg), c.bytes))
            .collect();
        out.push_str(&format!(
            ", {} calls its aligned variant, guarded by an alignment test of {} (else the scalar loop runs)",
            super::legal::show_inst(module, func, legal.loc, call),
            tests.join(" and ")
        ));
    }
    out
}
