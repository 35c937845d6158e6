//! Annotated functions that this file declares but does not define. Their variants, if any,
//! are defined elsewhere (by vcc or by gcc/clang with `declare simd`) under their ABI names.
//! With `--extern-variants` vcc declares them, so loops and other variants call them by those
//! names; without it, a call to such a function in a loop that asks for vector calls gets a
//! warning: it stays a call of the scalar function, so the loop vectorizer keeps the loop
//! scalar (the call's effects are unknown), while a vectorized outer loop and the variants of
//! an annotated caller call it once per lane.

use super::{signature, WfvOptions};
use crate::abi::vfabi;
use crate::analysis::CfgLoops;
use crate::ir::{Callee, FuncId, Function, Inst, InstData, Module, SrcLoc};
use crate::remarks::{RemarkKind, Remarks};
use crate::target::Target;

/// Declares the variants of annotated, undefined functions (`--extern-variants`), or warns at
/// the calls that would have used them.
pub fn declare_external_variants(module: &mut Module, opts: &WfvOptions, target: &Target, remarks: &mut Remarks) {
    let external: Vec<FuncId> = module
        .funcs
        .iter()
        .filter(|(_, f)| {
            f.body.is_none() && f.unsupported.is_none() && f.splice.is_none() && !f.vec_annotations.is_empty()
        })
        .map(|(id, _)| id)
        .collect();
    for id in external {
        let name = module.funcs[id].name.clone();
        let fty = module.funcs[id].ty;
        let mut names = Vec::new();
        for ann in module.funcs[id].vec_annotations.clone() {
            let variants = match vfabi::variants_for(&mut module.types, &name, fty, &ann, target) {
                Ok(vs) => vs,
                Err(why) => {
                    remarks.push(
                        ann.loc,
                        RemarkKind::Missed,
                        "wfv",
                        format!("function `{}` has no vector variants: {}", name, why),
                    );
                    continue;
                }
            };
            for abi in variants {
                if opts.extern_variants {
                    match signature::declare(module, id, &abi) {
                        Ok(variant) => names.push(module.funcs[variant].name.clone()),
                        Err(why) => remarks.push(
                            ann.loc,
                            RemarkKind::Missed,
                            "wfv",
                            format!("function `{}`: no external variant: {}", name, why),
                        ),
                    }
                } else {
                    let ft = module.types.func_type(fty).cloned();
                    names.push(ft.map_or_else(|| name.clone(), |ft| abi.mangled(&module.types, &ft.params)));
                }
            }
        }
        if names.is_empty() {
            continue;
        }
        let loc = module.funcs[id].vec_annotations[0].loc;
        if opts.extern_variants {
            let msg = format!("function `{}` is not defined in this file: calls use its variants {} by their ABI names (--extern-variants: they must be defined elsewhere)", name, quoted(&names));
            remarks.push(loc, RemarkKind::Note, "wfv", msg);
            if target.gcc_target_attr.is_empty() && target.vector_bytes > 16 {
                let msg = format!(
                    "--extern-variants with --target={}: the calls of {} pass {}-byte vectors, which follow the vector function ABI only when the output is compiled with -mavx2 (or an -march with AVX2)",
                    target.name,
                    quoted(&names),
                    target.vector_bytes
                );
                remarks.push(loc, RemarkKind::Warning, "wfv", msg);
            }
        } else {
            for (call_loc, fallback) in calls_wanting_variants(module, id) {
                // Under the pragma the loop vectorizer (`loopvec::legal::is_lane_call`), the
                // outer-loop vectorizer and the variants all run it once per active lane.
                let what = match fallback {
                    Fallback::InnerLoop => {
                        format!("where the loop is vectorized, it calls `{}` once per active lane, in lane order", name)
                    }
                    Fallback::OuterLoop => {
                        format!("where the outer loop is vectorized, it calls `{}` once per lane", name)
                    }
                    Fallback::Variants(caller) => format!(
                        "the vector variants of `{}` call `{}` once per active lane",
                        module.funcs[caller].name, name
                    ),
                };
                let msg = format!(
                    "`{}` has a vector annotation but no definition in this file, so vcc has no vector variant to call: {}; with --extern-variants it calls {}, which must then be defined elsewhere (e.g. by gcc -fopenmp-simd)",
                    name,
                    what,
                    quoted(&names)
                );
                remarks.push(call_loc, RemarkKind::Warning, "wfv", msg);
            }
        }
    }
}

/// What becomes of a call that would use a vector variant when there is none.
#[derive(Clone, Copy)]
enum Fallback {
    /// In a loop under a pragma that holds no other loop: the loop vectorizer's.
    InnerLoop,
    /// In a loop under a pragma that holds other loops: the outer-loop vectorizer's.
    OuterLoop,
    /// In the body of this annotated function, outside loops under a pragma.
    Variants(FuncId),
}

fn quoted(names: &[String]) -> String {
    names.iter().map(|n| format!("`{}`", n)).collect::<Vec<_>>().join(", ")
}

/// Where `callee` is called where a vector variant would be called: inside loops that carry a
/// loop pragma (an outer loop if such a loop around the call holds other loops), and in the
/// bodies of annotated functions, whose variants are made; in every function with a body.
fn calls_wanting_variants(module: &Module, callee: FuncId) -> Vec<(SrcLoc, Fallback)> {
    let mut res: Vec<(SrcLoc, Fallback)> = Vec::new();
    let is_call = |func: &Function, inst: Inst| matches!(func.inst(inst), InstData::Call { callee: Callee::Direct(f), .. } if *f == callee);
    for (caller, decl) in module.funcs.iter() {
        let Some(func) = decl.body.as_ref() else { continue };
        if func.loop_pragmas.values().any(|p| p.is_some()) {
            let CfgLoops { loops: forest, .. } = CfgLoops::compute(func);
            for l in forest.loops() {
                let data = forest.data(l);
                if func.loop_pragmas[data.header].is_none() {
                    continue;
                }
                let outer = forest.loops().any(|other| other != l && data.contains(forest.data(other).header));
                for &block in &data.blocks {
                    for &inst in func.layout.block_insts(block).iter().filter(|&&inst| is_call(func, inst)) {
                        match res.iter_mut().find(|(loc, _)| *loc == func.srclocs[inst]) {
                            Some((_, fallback)) if outer => *fallback = Fallback::OuterLoop,
                            Some(_) => {}
                            None => res.push((
                                func.srclocs[inst],
                                if outer { Fallback::OuterLoop } else { Fallback::InnerLoop },
                            )),
                        }
                    }
                }
            }
        }
        if func.vec_annotations.is_empty() {
            continue;
        }
        for &block in func.layout.blocks() {
            for &inst in func.layout.block_insts(block).iter().filter(|&&inst| is_call(func, inst)) {
                if !res.iter().any(|(loc, _)| *loc == func.srclocs[inst]) {
                    res.push((func.srclocs[inst], Fallback::Variants(caller)));
                }
            }
        }
    }
    res
}
