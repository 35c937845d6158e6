//! One instruction's recipes (`add_inst_recipes`): an interleave group at its leader, a lane
//! call, a store or load by its access class, a modular induction, a vector variant call, or a
//! widened operation (plain, narrowed, multiply-add, hoisted), with its lane-0 clone where a
//! scalar is needed, and broadcasts of the values from before the loop it reads.
//!
//! Inputs: the legal loop's demand, access classes and idioms, and the plan built so far (a
//! plan regroups at most one call). Invariants: the recipes of one instruction are pushed in
//! the order `execute` emits them; labels are the plan's printed text only.

use super::*;

/// One instruction's recipes: the vector form, the lane-0 scalar form, or both.
pub(super) fn add_inst_recipes(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    inst: Inst,
    plan: &mut VPlan,
) {
    let text = match legal.masked.get(&inst) {
        Some(block) => format!("{}, if vp<%mask.{}>", print_inst(module, func, inst), block),
        None => print_inst(module, func, inst),
    };
    let data = func.inst(inst);
    let result = func.dfg.result(inst);
    // A call without a result is in the body only for its effects: through its vector variant.
    let vector = result.map_or(matches!(data, InstData::Call { .. }), |v| legal.needs_vector.contains(&v));
    let scalar = result.is_some_and(|v| legal.needs_scalar.contains(&v));
    // A value from before the loop (`a[i] = k`) is stored as its broadcast.
    if let InstData::Store { value, .. } = data {
        add_broadcast(func, legal, *value, plan);
    }
    if let Some(&group) = legal.group_of.get(&inst) {
        // The group's recipe, at its leader, does every member's access.
        if legal.groups[group].leader == inst {
            let lane_stores = super::super::cost::gap_stores_by_lane(module, func, legal, target, group);
            let text = group_text(legal, group, data, lane_stores);
            plan.body.push(Recipe { kind: RecipeKind::InterleaveGroup { group, lane_stores }, text });
        }
        return;
    }
    let mut scalar_args: Vec<bool> = Vec::new();
    let regrouped = plan.body.iter().any(|r| matches!(r.kind, RecipeKind::VariantCall { regroup: true, .. }));
    let (vf, uf) = (plan.vf, plan.uf);
    let mut push = |kind: RecipeKind, label: &str| plan.body.push(Recipe { kind, text: format!("{} {}", label, text) });
    if legal.lane_calls.contains_key(&inst) {
        push(RecipeKind::LaneCall { inst }, "REPLICATE (each active lane in order)");
        return;
    }
    if matches!(data, InstData::Call { callee: Callee::Direct(f), .. } if crate::analysis::deps::is_hint(module, *f)) {
        push(RecipeKind::Clone { inst }, "CLONE (a hint, at each part's first lane)");
        return;
    }
    if let InstData::Store { .. } = data {
        if let Some((kind, label)) = store_recipe(module, func, legal, target, inst, vf) {
            push(kind, &label);
        }
        return;
    }
    if let Some((kind, label)) = load_recipe(module, func, legal, target, inst, vf) {
        push(kind, &label);
    } else if let Some(m) = result.and_then(|v| legal.mod_inductions.get(&v)).filter(|_| vector) {
        let text = format!(
            "MOD-INDUCTION (a running remainder in {} lanes: [{} % {}, ...] in vector.ph, + {} % {} per part, minus {} where not below it)",
            module.types.display(m.lane),
            m.x,
            m.modulus,
            (vf as i64 * m.step) % m.modulus,
            m.modulus,
            m.modulus
        );
        push(RecipeKind::ModInduction { inst }, &text);
        return;
    } else {
        if scalar {
            push(RecipeKind::Clone { inst }, "CLONE");
        }
        // Under a condition, or on the lanes of a masked remainder (`tail::masked_legal`), the
        // masked variant; where there is none, the unmasked one, which `tail::refusal` refuses.
        let conditional = legal.runs_conditionally(func, inst);
        let tail_lanes = !conditional && legal.masked.contains_key(&inst);
        let variant = if vector {
            let find =
                |masked| super::legal::variant_for_call(module, func, legal.header, inst, Some(vf), Some(masked));
            if tail_lanes {
                super::legal::remainder_variant_for_call(module, func, legal.header, inst, vf).or_else(|| find(false))
            } else {
                find(conditional)
            }
        } else {
            None
        };
        if let Some((id, v)) = variant {
            let regroup = !conditional && !tail_lanes && !regrouped;
            let (kind, label) = variant_recipe(module, func, inst, (id, v), (vf, uf), regroup);
            scalar_args = v.params.iter().map(|p| p.kind != crate::abi::vfabi::ParamAbi::Varying).collect();
            push(kind, &label);
        } else if vector && vector_call(module, legal, target, data).is_some() {
            push(RecipeKind::Widen { inst }, "WIDEN-CALL");
        } else if vector && matches!(data, InstData::Call { .. }) {
            push(RecipeKind::Replicate { inst }, "REPLICATE");
        } else if let Some([x, y]) = result.and_then(|v| legal.madds.get(&v)).filter(|_| vector) {
            push(RecipeKind::Widen { inst }, &format!("WIDEN (multiply-add pairs of {}, {} into VF/2 lanes)", x, y));
        } else if vector && accumulates_unsigned(module, func, legal, result) {
            push(RecipeKind::Widen { inst }, "WIDEN (accumulating unsigned)");
        } else if result.is_some_and(|v| legal.folded.contains(&v)) {
            // Part of a rounding average or a saturation, computed by its recipe.
        } else if let Some(&lane) = result.and_then(|v| legal.narrowed.get(&v)).filter(|_| vector) {
            push(RecipeKind::Widen { inst }, &narrowed_label(module, func, legal, result, lane));
        } else if vector && result.is_some_and(|v| invariant_values(func, legal).contains(&v)) {
            push(RecipeKind::Widen { inst }, "WIDEN (once in vector.ph)");
        } else if vector {
            push(RecipeKind::Widen { inst }, "WIDEN");
        }
    }
    // Values from before the loop that a vector recipe reads are broadcast once, in vector.ph.
    // (Not the arguments a vector variant takes as scalars.)
    if vector || matches!(data, InstData::Store { .. }) {
        for (k, operand) in widened_operands(data).into_iter().enumerate() {
            if !scalar_args.get(k).copied().unwrap_or(false) {
                add_broadcast(func, legal, operand, plan);
            }
        }
    }
}

/// The text of interleave group `group`'s recipe: its members, and the complex multiply it
/// stores where it is one.
fn group_text(legal: &LegalLoop, group: usize, data: &InstData, lane_stores: bool) -> String {
    let g = &legal.groups[group];
    let what = if matches!(data, InstData::Store { .. }) { "store" } else { "load" };
    let members: Vec<String> = g.members.iter().map(|(m, off)| format!("{} +{}", m, off)).collect();
    let mut text = format!("INTERLEAVE-GROUP ({}, stride {}) {}", what, g.stride, members.join(", "));
    if lane_stores {
        text.push_str(" (lane by lane: the gaps are left alone)");
    } else if what == "store" && g.has_gaps() {
        text.push_str(" (masked stores: the gaps are left alone)");
    }
    if let Some(cm) = legal.complex_muls.get(&group) {
        let leader = |g: usize| legal.groups[g].leader;
        text.push_str(&format!(
            " (complex multiply of the pairs loaded by {} and {}: addsub)",
            leader(cm.x),
            leader(cm.y)
        ));
    }
    text
}

/// The recipe of a store, with its label; `None` for one whose merged pair's later store
/// does it.
fn store_recipe(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    inst: Inst,
    vf: u32,
) -> Option<(RecipeKind, String)> {
    let conditional = legal.runs_conditionally(func, inst);
    let absorbed = legal
        .merged_stores
        .values()
        .any(|m| (m.if_true == inst || m.if_false == inst) && !legal.merged_stores.contains_key(&inst));
    Some(if absorbed {
        // Done by the later store of its pair.
        return None;
    } else if let Some(m) = legal.merged_stores.get(&inst) {
        (
            RecipeKind::WidenStore { inst },
            format!("WIDEN (one store for {} if {} else {})", m.if_true, m.cond, m.if_false),
        )
    } else if legal.reversed.contains(&inst) {
        (RecipeKind::ReverseStore { inst }, "WIDEN (reverse)".into())
    } else if super::cost::masked_reverse_pays(module, func, legal, target, inst, vf) {
        (RecipeKind::ReverseStore { inst }, "WIDEN (reverse, the mask reversed too)".into())
    } else if legal.strided.get(&inst) == Some(&0) && !conditional {
        (RecipeKind::InvariantStore { inst }, "CLONE (the last lane, once per vector iteration)".into())
    } else if let Some(stride) = legal.strided.get(&inst) {
        (RecipeKind::ScatterStore { inst }, format!("SCATTER (stride {})", stride))
    } else if legal.indexed.contains_key(&inst) {
        (RecipeKind::ScatterStore { inst }, "SCATTER (indexed, lanes in order)".into())
    } else {
        (RecipeKind::WidenStore { inst }, "WIDEN".into())
    })
}

/// The recipe of a load, with its label (`None` for an instruction that is no load).
fn load_recipe(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    inst: Inst,
    vf: u32,
) -> Option<(RecipeKind, String)> {
    let data = func.inst(inst);
    Some(if legal.invariant_loads.contains(&inst) {
        (RecipeKind::InvariantLoad { inst }, "CLONE (invariant)".into())
    } else if legal.reversed.contains(&inst) {
        (RecipeKind::ReverseLoad { inst }, "WIDEN (reverse)".into())
    } else if super::cost::masked_reverse_pays(module, func, legal, target, inst, vf) {
        (RecipeKind::ReverseLoad { inst }, "WIDEN (reverse, the mask reversed too)".into())
    } else if let Some(stride) = legal.strided.get(&inst) {
        (RecipeKind::GatherLoad { inst }, format!("GATHER (stride {})", stride))
    } else if legal.indexed.contains_key(&inst) {
        (RecipeKind::GatherLoad { inst }, "GATHER (indexed)".into())
    } else if matches!(data, InstData::Load { .. }) {
        (RecipeKind::WidenLoad { inst }, "WIDEN".into())
    } else {
        return None;
    })
}

/// The recipe of a call of vector variant `v` (function `id`), with its label: its uniform
/// and linear parameters take scalars, and where `regroup` allows, the first call whose arms
/// pay for it regroups its instances by the callee's branch.
fn variant_recipe(
    module: &Module,
    func: &Function,
    inst: Inst,
    (id, v): (FuncId, &crate::abi::vfabi::Variant),
    (vf, uf): (u32, u32),
    regroup: bool,
) -> (RecipeKind, String) {
    // Uniform and linear parameters take a scalar.
    let uniform = v
        .params
        .iter()
        .enumerate()
        .filter(|(_, p)| p.kind != crate::abi::vfabi::ParamAbi::Varying)
        .fold(0u64, |acc, (k, _)| acc | 1 << k.min(63));
    let mut label = format!("WIDEN-CALL {}", module.funcs[id].name);
    let mask = crate::abi::vfabi::mask_arg(&module.types, v);
    // One call per plan regroups: the first whose arms pay for it.
    let slice = regroup.then(|| super::regroup::regroups(module, func, inst, v, vf, uf)).flatten();
    if let Some(slice) = slice {
        label.push_str(&format!(
            ", the {} instances regrouped by the branch {}",
            vf * uf,
            crate::remarks::at(slice.loc, "in the callee")
        ));
    }
    (RecipeKind::VariantCall { inst, variant: id, uniform, mask, regroup: slice.is_some() }, label)
}

/// The label of a value computed in narrowed lanes: an average, a saturation, or plain, and
/// whether it is computed once in vector.ph.
fn narrowed_label(module: &Module, func: &Function, legal: &LegalLoop, result: Option<Value>, lane: TypeId) -> String {
    let saturation = result.and_then(|v| legal.saturations.get(&v));
    let what = match (result.and_then(|v| legal.averages.get(&v)), saturation) {
        (Some([x, y]), _) => format!("avg {}, {} in {} lanes", x, y, module.types.display(lane)),
        (_, Some((op, [x, y]))) => {
            format!("{} {}, {} in {} lanes", op.name(), x, y, module.types.display(lane))
        }
        _ => format!("in {} lanes", module.types.display(lane)),
    };
    let once =
        if result.is_some_and(|v| invariant_values(func, legal).contains(&v)) { "once in vector.ph, " } else { "" };
    format!("WIDEN ({}{})", once, what)
}
