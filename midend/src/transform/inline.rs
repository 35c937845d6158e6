//! Calls in loops to small functions of the same file, inlined before the vectorizers. Real C
//! keeps its element-wise work in helpers (`static inline float clamp(float x)`, `get(a, i)`),
//! and a loop that calls one stays scalar: the loop vectorizer runs a call for several
//! iterations at once only through a vector variant. gcc and clang inline such helpers before
//! they vectorize; so does vcc, on a copy of the helper's body cleaned up once for all callers
//! (`Helpers::collect`: SSA form, folded, one value per repeated load).
//!
//! A call is inlined when it is in an innermost loop of the caller, and its callee is a
//! function of the module with a body of at most `MAX_HELPER_INSTS` instructions and no loop,
//! defined before the caller in the file (so every name it uses is declared where the caller
//! is written), not variadic, not `noinline`, using no `static` local of its own (a name the
//! caller cannot write), without vector variants (the loop vectorizer calls those), writing
//! only through the pointers it is given and calling only functions that are such helpers or
//! touch no memory (`effects::writes_only_through_args`): the loops it can help vectorize. The caller grows by
//! at most `MAX_GROWTH_INSTS`. Calls the inlined code brings are inlined in the next round, up to
//! `MAX_ROUNDS`, which stops recursion. Inlining alone does not mark the caller as transformed:
//! it is written again only if a vectorizer then changes it.

use crate::analysis::effects::writes_only_through_args;
use crate::analysis::CfgLoops;
use crate::ir::*;
use crate::remarks::{RemarkKind, Remarks};
use crate::transform::outer::copy::{copy_blocks, copy_slots};
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

/// The largest helper body inlined (instructions, after its clean-up): a clamp, a lerp, an
/// element accessor, a small colour conversion.
const MAX_HELPER_INSTS: usize = 60;
/// How many instructions a caller may grow by through inlining.
const MAX_GROWTH_INSTS: usize = 600;
/// Rounds of inlining: a helper's own helper calls are inlined in the next.
const MAX_ROUNDS: usize = 3;

/// The functions of a module that calls may be replaced by, with their bodies as inlined:
/// cleaned up, from the bodies as lowered (before any pass changed them).
#[derive(Default)]
pub struct Helpers {
    bodies: BTreeMap<FuncId, Function>,
}

impl Helpers {
    /// The module's small functions without loops that may be inlined anywhere after them.
    pub fn collect(module: &Module) -> Helpers {
        let mut bodies = BTreeMap::new();
        for (id, decl) in module.funcs.iter() {
            let Some(body) = decl.body.as_ref() else { continue };
            // Lowered bodies keep every local in a stack slot: a generous first cut.
            if decl.unsupported.is_some() || body.no_inline || body.inst_count() > 4 * MAX_HELPER_INSTS {
                continue;
            }
            if module.types.func_type(decl.ty).is_none_or(|t| t.variadic)
                || !body.vec_annotations.is_empty()
                || module.vector_variants.iter().any(|(scalar, _, _)| *scalar == id)
                || uses_own_statics(module, body, id)
            {
                continue;
            }
            let mut clean = body.clone();
            super::cleanup(module, &mut clean);
            if clean.inst_count() > MAX_HELPER_INSTS || !CfgLoops::compute(&clean).loops.is_empty() {
                continue;
            }
            bodies.insert(id, clean);
        }
        // Only helpers whose writes their arguments name, calling only such helpers: one that
        // keeps state in a global (a random number generator) or allocates would not let the
        // loop be vectorized anyway, and its copy would only make the caller longer.
        loop {
            let dropped: Vec<FuncId> = bodies
                .iter()
                .filter(|&(&id, body)| !writes_only_through_args(module, body, &|g| g != id && bodies.contains_key(&g)))
                .map(|(&id, _)| id)
                .collect();
            if dropped.is_empty() {
                break;
            }
            for id in dropped {
                bodies.remove(&id);
            }
        }
        Helpers { bodies }
    }

    /// The body to inline for a call of `callee` from `caller`: a helper defined before it.
    fn body(&self, module: &Module, caller: FuncId, callee: FuncId) -> Option<&Function> {
        let start = |f: FuncId| module.funcs[f].pp_splice.as_ref().map(|s| s.definition.start);
        let (Some(at), Some(callee_at)) = (start(caller), start(callee)) else { return None };
        if callee == caller || callee_at >= at {
            return None;
        }
        self.bodies.get(&callee)
    }
}

/// Whether `body` (of `id`) takes the address of a `static` variable declared inside it.
fn uses_own_statics(module: &Module, body: &Function, id: FuncId) -> bool {
    body.insts_in_order().any(|(_, inst)| {
        matches!(body.inst(inst), InstData::GlobalAddr(g) if module.globals[*g].linkage == Linkage::Local(id))
    })
}

/// Inlines the calls in loops of `func` (the body of `caller`) to `helpers`; returns whether
/// any was.
pub fn inline_helper_calls(
    module: &Module,
    caller: FuncId,
    func: &mut Function,
    helpers: &Helpers,
    remarks: &mut Remarks,
) -> bool {
    let mut grown = 0;
    let mut changed = false;
    for _ in 0..MAX_ROUNDS {
        let loops = CfgLoops::compute(func).loops;
        let calls: Vec<(Inst, FuncId)> = func
            .insts_in_order()
            .filter(|&(block, _)| loops.innermost_loop(block).is_some_and(|lp| loops.data(lp).children.is_empty()))
            .filter_map(|(_, inst)| match func.inst(inst) {
                InstData::Call { callee: Callee::Direct(f), .. } => Some((inst, *f)),
                _ => None,
            })
            .collect();
        let mut round = false;
        for (inst, callee) in calls {
            let Some(body) = helpers.body(module, caller, callee) else { continue };
            if grown + body.inst_count() > MAX_GROWTH_INSTS {
                continue;
            }
            let loc = func.srclocs[inst];
            if inline_call(func, inst, body).is_ok() {
                grown += body.inst_count();
                round = true;
                if !func.inlined.contains(&callee) {
                    func.inlined.push(callee);
                }
                let name = &module.funcs[callee].name;
                remarks.push(loc, RemarkKind::Note, "inline", format!("call to `{}` inlined into its loop", name));
            }
        }
        changed |= round;
        if !round {
            break;
        }
    }
    changed
}

/// Replaces the call `inst` by a copy of `callee`'s body: the call's block is split after the
/// call, the callee's blocks (and stack slots) are copied in, its entry's parameters taking
/// the call's arguments, the call becomes a jump to the copied entry and every `ret v` of the
/// copy a jump to the rest of the block, which takes `v` as its parameter. Returns the copied
/// blocks.
pub fn inline_call(func: &mut Function, inst: Inst, callee: &Function) -> Result<Vec<Block>, String> {
    let InstData::Call { args, .. } = func.inst(inst).clone() else { return Err("not a call".into()) };
    let block = func.layout.inst_block(inst).ok_or("the call is not in the layout")?;
    let centry = callee.entry_block().ok_or("the callee has no body")?;
    if callee.dfg.block_params(centry).len() != args.len() {
        return Err("the call's arguments do not match the callee's parameters".into());
    }
    let loc = func.srclocs[inst];
    // The rest of the block, after the call, moves to `rest`, which takes the call's result.
    let insts = func.layout.block_insts(block).to_vec();
    let at = insts.iter().position(|&i| i == inst).ok_or("the call is not in its block")?;
    let rest = func.make_block();
    for &after in &insts[at + 1..] {
        func.layout.remove_inst(after);
        func.layout.append_inst(after, rest);
    }
    let result = func.dfg.result(inst);
    if let Some(r) = result {
        let p = func.dfg.append_block_param(rest, func.value_type(r));
        func.value_names[p] = func.value_names[r].clone();
        func.replace_uses(r, p);
    }
    let mut vmap: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut bmap: BTreeMap<Block, Block> = BTreeMap::new();
    let blocks = callee.layout.blocks().to_vec();
    copy_blocks(callee, func, &[], &blocks, &mut vmap, &mut bmap);
    let copied: Vec<Block> = bmap.values().copied().collect();
    let slots: Vec<StackSlot> = callee.slots.keys().collect();
    copy_slots(callee, func, &slots, &copied);
    func.layout.remove_inst(inst);
    FuncCursor::untyped_at_end(func, block, loc).ins_void(InstData::Jump(BlockCall::new(bmap[&centry], args)));
    for &nb in &copied {
        let Some(t) = func.terminator(nb) else { continue };
        if let InstData::Return(v) = func.inst(t).clone() {
            let args = if result.is_some() { v.into_iter().collect() } else { Vec::new() };
            func.dfg.insts[t] = InstData::Jump(BlockCall::new(rest, args));
        }
    }
    Ok(copied)
}
