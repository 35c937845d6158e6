//! Outer-loop vectorization (seed: function-level-simd-vectorization.zh.txt, applied to a loop
//! body instead of a function): an outer loop whose body holds inner loops runs VF of its
//! iterations at once, its index being the consecutive value. The body is outlined as a function
//! of the index (`form.rs`), the function-level vectorizer builds its variant with the index
//! linear and everything from before the loop uniform (`wfv::build`: inner loops with uniform
//! trip counts stay loops, inner loops with per-lane trip counts become divergent loops, memory
//! by shape), and the variant's body is spliced back as a vector loop in front of the original
//! loop, which stays as the scalar epilogue (`splice.rs`).
//!
//! Under `#pragma omp simd` / `#pragma simd vec-function` on the outer loop the iterations are
//! the programmer's promise of independence: the loop is vectorized whenever its form allows.
//! Without a pragma, only a loop whose children are innermost loops is considered, and only
//! where `legal.rs` proves the iterations independent and finds that it pays against the loop
//! vectorizer on the inner loops (the i-j-k matrix multiply across j: every sum keeps its
//! order, so float results are bit-exact). Not done: outer-loop reductions, outer loops with
//! early exits or steps other than 1, a runtime alias check for pointers that may alias.
//!
//! An innermost loop is taken the same way when a private array of it stays in memory only
//! because an index is computed at run time (`private_arrays::indexed_at_run_time`; arrays at
//! constant indices become scalars there, and the loop vectorizer takes the loop): the
//! outlined body declares the array, its variant gives each lane a copy (an index that differs
//! per lane is a gather or scatter under the block's mask), and the vector loop runs VF
//! iterations at once. Under a pragma whenever the form allows; without one where `legal.rs`
//! finds the iterations independent, every other access consecutive, no store to the array at
//! a per-lane index, and the loop vectorizer refusing the loop. The original loop, now the
//! scalar epilogue of fewer than VF iterations, goes into `Function::vector_code` (the loop
//! vectorizer would only refuse it again) and loses its private-array list (nothing is left to
//! say about it). Not done: loops with a reduction (the form carries only the index).
//!
//! Every pragma outer loop gets a remark; a loop considered without a pragma gets one when it is
//! vectorized or when it fails on dependences or profit (an innermost one also on its form).

pub(crate) mod copy;
mod form;
mod legal;
mod splice;

use crate::abi::vfabi;
use crate::analysis::{affine, shape, CfgLoops, ControlFlowGraph, DomTree, Loop, LoopForest};
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::target::Target;
use crate::transform::loopvec::{self, legal::loop_loc, LoopVecOptions};
use crate::transform::wfv::{build::build_body, WfvOptions};
use crate::transform::{cleanup, private_arrays};
use crate::verify::verify_function;
use std::collections::BTreeSet;

#[derive(Clone, Debug, Default)]
pub struct OuterOptions {
    pub wfv: WfvOptions,
    /// Float reductions may be reassociated (read when the loop vectorizer's plans are compared).
    pub fast_math: bool,
}

/// Vectorizes the outer loops it can in every function; returns how many.
pub fn vectorize_outer_loops(
    module: &mut Module,
    opts: &OuterOptions,
    target: &Target,
    remarks: &mut Remarks,
) -> usize {
    let ids: Vec<FuncId> = module.funcs.keys().collect();
    let mut count = 0;
    for id in ids {
        if module.vector_variants.iter().any(|(_, v, _)| *v == id) {
            continue;
        }
        let Some(body) = module.funcs[id].body.as_ref() else { continue };
        let mut func = body.clone();
        cleanup(module, &mut func);
        if verify_function(module, &func).is_err() {
            continue;
        }
        let mut seen: BTreeSet<Block> = BTreeSet::new();
        let mut changed = false;
        // The analyses of the function as it is, computed again only after a loop is
        // vectorized: a function of many nests is analysed once, not once per nest.
        let mut forest: Option<CfgLoops> = None;
        let mut planned: Option<Planned> = None;
        loop {
            let CfgLoops { cfg, domtree, loops } = forest.get_or_insert_with(|| CfgLoops::compute(&func));
            let (cfg, domtree, loops) = (&*cfg, &*domtree, &*loops);
            if !loops.is_reducible() {
                break;
            }
            let candidate = loops.loops().find(|&l| {
                let data = loops.data(l);
                if seen.contains(&data.header) {
                    return false;
                }
                // An innermost loop only for its private arrays indexed at run time (the others
                // become scalars, and the loop vectorizer takes the loop).
                if data.children.is_empty() {
                    return !run_time_private(module, &func, loops, l).is_empty();
                }
                let pragma = func.loop_pragmas[data.header].is_some();
                let innermost_children = data.children.iter().all(|&c| loops.data(c).children.is_empty());
                pragma || innermost_children
            });
            let Some(lp) = candidate else { break };
            let header = loops.data(lp).header;
            seen.insert(header);
            let pragma = func.loop_pragmas[header].clone();
            let loc = loop_loc(&func, header);
            let before = func.dfg.blocks.len();
            let innermost = loops.data(lp).children.is_empty();
            let run_time = names(&func, &run_time_private(module, &func, loops, lp));
            match vectorize_one(module, &mut func, cfg, domtree, loops, lp, pragma.as_ref(), opts, target, &mut planned)
            {
                Ok(msg) => {
                    forest = None;
                    planned = None;
                    remarks.push(loc, RemarkKind::Passed, "outer", msg);
                    changed = true;
                    count += 1;
                    // The vector loop's blocks are never considered again.
                    seen.extend((before..func.dfg.blocks.len()).map(|n| Block::from_u32(n as u32)));
                    if innermost {
                        // The original loop, now the scalar epilogue of fewer than VF
                        // iterations: the loop vectorizer would only refuse it again, and its
                        // arrays have nothing left to say.
                        func.vector_code.push(header);
                        func.private_arrays[header].clear();
                    }
                }
                Err((why, report)) if innermost => {
                    if report || pragma.is_some() {
                        let msg =
                            format!("loop not vectorized with a copy per lane of the private {}: {}", run_time, why);
                        remarks.push(loc, RemarkKind::Missed, "outer", msg);
                    }
                }
                Err((why, report)) => {
                    if report || pragma.is_some() {
                        remarks.push(loc, RemarkKind::Missed, "outer", format!("outer loop not vectorized: {}", why));
                    }
                }
            }
        }
        if changed {
            module.funcs[id].body = Some(func);
            module.funcs[id].transformed = true;
        }
    }
    count
}

/// The affine analysis of a function and, once asked for, the loop vectorizer's plans for it.
type Planned = (affine::AffineInfo, Option<Vec<loopvec::LoopPlans>>);

/// One loop; the error says why not, and whether it is worth a remark without a pragma.
/// `planned` holds the function's `Planned` once computed; the function is unchanged on error.
#[allow(clippy::too_many_arguments)]
fn vectorize_one(
    module: &mut Module,
    func: &mut Function,
    cfg: &ControlFlowGraph,
    domtree: &DomTree,
    loops: &LoopForest,
    lp: Loop,
    pragma: Option<&LoopPragma>,
    opts: &OuterOptions,
    target: &Target,
    planned: &mut Option<Planned>,
) -> Result<String, (String, bool)> {
    let innermost = loops.data(lp).children.is_empty();
    let outer = form::check(module, func, cfg, loops, lp).map_err(|e| (e, innermost))?;
    let mut why_auto = String::new();
    if pragma.is_none() {
        // The affine facts only for a nest without a pragma, which needs them to judge profit:
        // computed here, lazily, on top of the caller's `CfgLoops` rather than as a whole
        // `LoopAnalysis` up front.
        let (affine, plans) = planned.get_or_insert_with(|| (affine::compute(module, func, cfg, domtree, loops), None));
        legal::check_independent(module, func, affine, loops, lp).map_err(|e| (e, true))?;
        let plans = plans.get_or_insert_with(|| {
            loopvec::plan_loops(module, func, &LoopVecOptions { fast_math: opts.fast_math, slp: None }, target)
        });
        why_auto = if innermost {
            legal::check_profit_innermost(module, func, affine, loops, lp, plans)
        } else {
            legal::check_profit(module, func, affine, loops, lp, plans)
        }
        .map_err(|e| (e, true))?;
    }
    let widest = widest_bytes(module, func, loops, lp);
    let mut vf = match pragma.and_then(|p| p.simdlen) {
        Some(n) => n.min(target.max_lanes(widest)),
        None => target.max_lanes(widest),
    };
    if vf < 2 {
        return Err((format!("the target has no vector of {}-byte elements", widest), true));
    }
    // `safelen(N)`: only iterations less than N apart are independent.
    if let Some(safe) = pragma.and_then(|p| p.safelen) {
        if safe < 2 {
            return Err((format!("safelen({}) allows one iteration at a time", safe), true));
        }
        // The largest power of two within it.
        vf = vf.min(1 << (31 - safe.leading_zeros()));
    }
    let n_params = 1 + outer.live_ins.len() as u32;
    let mut shapes = vec![(0, ParamShape::Linear(LinearStep::Const(1)))];
    shapes.extend((1..n_params).map(|idx| (idx, ParamShape::Uniform)));
    let loc = loop_loc(func, loops.data(lp).header);
    let ann = VecFunctionAnnotation {
        syntax: AnnotationSyntax::OmpDeclareSimd,
        shapes,
        aligned: Vec::new(),
        mask: MaskVariants::UnmaskedOnly,
        simdlen: Some(vf),
        loc,
    };
    let outlined = form::outline(module, func, loops, lp, &outer, ann.clone());
    let internal = |e: String| (format!("internal error: {}", e), true);
    verify_function(module, &outlined).map_err(|errs| internal(errs[0].to_string()))?;
    let fty = outlined.ty.ok_or_else(|| internal("no type".into()))?;
    // The widest of the target's ABI letters: its registers are the ones `vf` was chosen for.
    let isa = target.vfabi_isas[0];
    let abi = vfabi::variants(&mut module.types, &outlined.name, fty, &ann, isa, vfabi::default_align(isa))
        .map_err(|e| (e, true))?
        .into_iter()
        .next()
        .ok_or_else(|| internal("no variant".into()))?;
    let available = module.vector_variants.clone();
    let variant = build_body(module, &outlined, 0, &abi, &outlined.name, fty, &available, &opts.wfv, target)
        .map_err(|e| (e, true))?;
    verify_function(module, &variant).map_err(|errs| internal(errs[0].to_string()))?;
    let backup = func.clone();
    let vector_header = splice::splice(module, func, &outer, &variant, vf).map_err(internal)?;
    if let Err(errs) = verify_function(module, func) {
        *func = backup;
        return Err(internal(errs[0].to_string()));
    }
    let seeds = shape::seeds_from_annotation(module, &outlined, &ann, vfabi::default_align(isa));
    let info = shape::compute(module, &outlined, &seeds, opts.wfv.naive);
    let (what, mut plan) = if innermost {
        ("loop vectorized", format!("VF={}, its body as a vector function of the index", vf))
    } else {
        ("outer loop vectorized", format!("VF={}, inner loops: {}", vf, inner_kinds(&outlined, &info)))
    };
    if !outer.private_slots.is_empty() {
        plan.push_str(&format!(", a copy per lane of the private {}", names(func, &outer.private_slots)));
    }
    // The comment above the vector loop: "vcc: loop at f.c:3 vectorized as an outer loop: VF 8, ...".
    let how = if innermost { "vectorized" } else { "vectorized as an outer loop" };
    let note = format!("{}: {}, scalar epilogue", how, plan.replace("VF=", "VF "));
    func.loop_notes[vector_header] = Some(LoopNote { loc, text: note });
    let mut msg = format!("{} ({})", what, plan);
    if !why_auto.is_empty() {
        msg.push_str(&format!(": {}", why_auto));
    }
    Ok(msg)
}

/// The private arrays of the innermost loop `lp` that stay in memory because an index is
/// computed at run time (`private_arrays::indexed_at_run_time`); empty for other loops.
fn run_time_private(module: &Module, func: &Function, loops: &LoopForest, lp: Loop) -> Vec<StackSlot> {
    let data = loops.data(lp);
    if !data.children.is_empty() {
        return Vec::new();
    }
    func.private_arrays[data.header]
        .iter()
        .copied()
        .filter(|&s| private_arrays::indexed_at_run_time(module, func, &data.blocks, s))
        .collect()
}

/// "array `t`" or "arrays `t`, `u`".
fn names(func: &Function, slots: &[StackSlot]) -> String {
    let names: Vec<String> =
        slots.iter().map(|&s| format!("`{}`", func.slots[s].name.as_deref().unwrap_or("(temporary)"))).collect();
    format!("{} {}", if names.len() == 1 { "array" } else { "arrays" }, names.join(", "))
}

/// "uniform", "divergent", or "1 uniform, 2 divergent": the trip counts of the body's loops.
fn inner_kinds(outlined: &Function, info: &shape::ShapeInfo) -> String {
    let CfgLoops { loops, .. } = CfgLoops::compute(outlined);
    let total = loops.loops().count();
    let divergent = loops.loops().filter(|l| info.divergent_loops.contains(l)).count();
    match (total - divergent, divergent) {
        (_, 0) => "uniform".into(),
        (0, _) => "divergent".into(),
        (u, d) => format!("{} uniform, {} divergent", u, d),
    }
}

/// The widest element the loop loads, stores or computes in floating point (index arithmetic
/// in `long` does not count: linear values stay scalars).
fn widest_bytes(module: &Module, func: &Function, loops: &LoopForest, lp: Loop) -> u64 {
    let mut widest = 0;
    for &b in &loops.data(lp).blocks {
        for &inst in func.layout.block_insts(b) {
            let ty = match func.inst(inst) {
                InstData::Store { value, .. } => Some(func.value_type(*value)),
                InstData::Load { .. } => func.dfg.result(inst).map(|r| func.value_type(r)),
                _ => func.dfg.result(inst).map(|r| func.value_type(r)).filter(|&t| module.types.is_float(t)),
            };
            if let Some(bytes) = ty.filter(|&t| !module.types.is_pointer(t)).and_then(|t| module.types.size_of(t)) {
                widest = widest.max(bytes);
            }
        }
    }
    if widest == 0 {
        4
    } else {
        widest
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;
    use crate::target::TargetKind;

    /// for (j = 0; j < n; j++) { s = 0; for (k = 0; k < m; k++) s += a[k]; out[j] = s; }
    /// under a pragma; `EXIT` replaces the outer latch's jump (a `break` when it leaves).
    const NEST: &str = "
func @f: fn(int, int, *float, *const float) -> void {
block0(v0: int, v1: int, v2: *float, v3: *const float):
    v4 = const.int 0
    jump block1(v4)
block1(v5: int) pragma omp-simd():
    v6 = lt.int v5, v0
    br v6, block2, block6
block2:
    v7 = const.float 0.0
    jump block3(v4, v7)
block3(v8: int, v9: float):
    v10 = lt.int v8, v1
    br v10, block4, block5
block4:
    v11 = cast.long v8
    v12 = ptradd.*const float v3, v11
    v13 = load.float v12
    v14 = add.float v9, v13
    v15 = const.int 1
    v16 = add.int v8, v15
    jump block3(v16, v14)
block5:
    v17 = cast.long v5
    v18 = ptradd.*float v2, v17
    store v18, v9
    v19 = const.int 1
    v20 = add.int v5, v19
    EXIT
block6:
    ret
}";

    /// for (i = 0; i < n; i++) { t[0] = 0; t[x[i] & 3] = x[i]; y[i] = t[0]; } with `t` private
    /// to the loop (PRAGMA: its pragma, or nothing for an array declared in the body); `AFTER`
    /// is what follows the loop.
    const INNER: &str = "
func @g: fn(int, restrict *int, restrict *const int) -> void {
    ss0: [4 x int] t
block0(v0: int, v1: restrict *int, v2: restrict *const int):
    v3 = const.int 0
    jump block1(v3)
block1(v4: int)PRAGMA privates(ss0):
    v5 = lt.int v4, v0
    br v5, block2, block3
block2:
    v6 = slotaddr.*[4 x int] ss0
    v7 = const.long 0
    v8 = elemaddr.*int v6, v7
    store v8, v3
    v9 = cast.long v4
    v10 = ptradd.*const int v2, v9
    v11 = load.int v10
    v12 = const.int 3
    v13 = and.int v11, v12
    v14 = cast.long v13
    v15 = elemaddr.*int v6, v14
    store v15, v11
    v16 = load.int v8
    v17 = ptradd.*int v1, v9
    store v17, v16
    v18 = const.int 1
    v19 = add.int v4, v18
    jump block1(v19)
block3:
    AFTER
}";

    #[test]
    fn innermost_loop_with_a_private_array_indexed_at_run_time_gets_a_copy_per_lane() {
        let (module, remarks) = run(&INNER.replace("PRAGMA", " pragma omp-simd()").replace("AFTER", "ret"));
        assert_eq!(remarks, vec!["loop vectorized (VF=8, its body as a vector function of the index, a copy per lane of the private array `t`)".to_string()]);
        let (_, decl) = module.funcs.iter().find(|(_, f)| f.name == "g").unwrap();
        let body = decl.body.as_ref().unwrap();
        verify_function(&module, body).unwrap();
        // The original loop stays as the scalar epilogue, which the loop vectorizer leaves
        // alone, with nothing left to say about its array.
        let header = Block::from_u32(1);
        assert!(body.vector_code.contains(&header) && body.private_arrays[header].is_empty());
        // The copies: 4 elements for each of 8 lanes.
        assert!(body.slots.values().any(|s| module.types.display(s.ty) == "[32 x int]"), "{:?}", body.slots);
    }

    #[test]
    fn innermost_loop_without_a_pragma_stores_at_a_per_lane_index_and_stays_scalar() {
        let (module, remarks) = run(&INNER.replace("PRAGMA", "").replace("AFTER", "ret"));
        assert_eq!(
            remarks,
            vec!["loop not vectorized with a copy per lane of the private array `t`: not profitable: the store to `t` in the loop is at an index that differs per lane (a scatter, stored lane by lane)".to_string()]
        );
        assert!(!module.funcs.values().any(|f| f.transformed));
    }

    #[test]
    fn innermost_loop_whose_array_is_used_after_it_is_not_taken() {
        let after = "v20 = slotaddr.*[4 x int] ss0\n    v21 = const.long 0\n    v22 = elemaddr.*int v20, v21\n    v23 = load.int v22\n    store v1, v23\n    ret";
        let (module, remarks) = run(&INNER.replace("PRAGMA", " pragma omp-simd()").replace("AFTER", after));
        assert!(remarks.is_empty(), "{:?}", remarks);
        assert!(!module.funcs.values().any(|f| f.transformed));
    }

    fn run(text: &str) -> (Module, Vec<String>) {
        let mut module = parse_module(text).unwrap_or_else(|e| panic!("{}", e));
        let mut remarks = Remarks::default();
        vectorize_outer_loops(&mut module, &OuterOptions::default(), Target::get(TargetKind::Avx2), &mut remarks);
        (module, remarks.list.iter().map(|r| r.message.clone()).collect())
    }

    #[test]
    fn pragma_nest_is_vectorized_with_a_uniform_inner_loop() {
        let (module, remarks) = run(&NEST.replace("EXIT", "jump block1(v20)"));
        assert_eq!(remarks, vec!["outer loop vectorized (VF=8, inner loops: uniform)".to_string()]);
        let (_, decl) = module.funcs.iter().find(|(_, f)| f.name == "f").unwrap();
        assert!(decl.transformed);
        let body = decl.body.as_ref().unwrap();
        verify_function(&module, body).unwrap();
        assert!(!body.vector_code.is_empty());
    }

    #[test]
    fn break_out_of_the_outer_loop_is_refused_with_its_reason() {
        let text = NEST.replace("EXIT", "v21 = gt.int v9, v7\n    br v21, block6, block1(v20)");
        let (module, remarks) = run(&text);
        assert_eq!(
            remarks,
            vec!["outer loop not vectorized: it has an exit besides its test (break, return or goto)".to_string()]
        );
        assert!(!module.funcs.values().any(|f| f.transformed));
    }

    #[test]
    fn without_a_pragma_aliasing_pointers_are_refused() {
        let text = NEST.replace(" pragma omp-simd()", "").replace("EXIT", "jump block1(v20)");
        let (_, remarks) = run(&text);
        assert_eq!(remarks, vec!["outer loop not vectorized: a store may write what another iteration reads (pointers that may alias; declare them restrict)".to_string()]);
        // With restrict pointers the iterations are independent, and the inner float sum is
        // one the loop vectorizer refuses (it would reassociate it): the outer loop pays.
        let text =
            text.replace("fn(int, int, *float, *const float)", "fn(int, int, restrict *float, restrict *const float)");
        let text = text.replace("v2: *float, v3: *const float", "v2: restrict *float, v3: restrict *const float");
        let (_, remarks) = run(&text);
        assert_eq!(
            remarks,
            vec!["outer loop vectorized (VF=8, inner loops: uniform): the inner loop is not vectorized on its own"
                .to_string()]
        );
    }
}
