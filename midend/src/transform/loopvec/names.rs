//! Names for the values the loop vectorizer makes, after what they widen, so that the output
//! reads like the source: the vectors of a named scalar or of loads from a named object are
//! `x_v` (`sum_v` for a reduction's accumulators, `a_v` for a broadcast parameter), the vector
//! of an induction `i` is `i_v`, and the vector loop's own index, which counts the iterations
//! done from the loop's start, is `i_vec`. The emitter makes the names unique (`x_v_1` for
//! the second part). Values with no such scalar keep no name (the emitter's `tN`).

use super::legal::LegalLoop;
use crate::ir::*;
use crate::remarks::object_name;
use std::collections::BTreeMap;

/// The vectors an execution made, by what they widen (`Exec`'s maps).
pub(super) struct Made<'a> {
    /// (scalar, part) → its vector.
    pub vector: &'a BTreeMap<(Value, u32), Value>,
    /// Loop-invariant scalar → its broadcast.
    pub broadcast: &'a BTreeMap<Value, Value>,
    /// Index in `LegalLoop::inductions` → its vector parameter.
    pub vector_iv: &'a BTreeMap<usize, Value>,
}

/// Names the values of the vector loop headed by `header` after their scalars.
pub(super) fn name_values(module: &Module, func: &mut Function, legal: &LegalLoop, header: Block, made: &Made) {
    let widened = made.vector.iter().map(|(&(scalar, _), &v)| (scalar, v));
    let broadcast = made.broadcast.iter().map(|(&scalar, &v)| (scalar, v));
    let inductions = made.vector_iv.iter().filter_map(|(&idx, &v)| Some((legal.inductions.get(idx)?.param, v)));
    let named: Vec<(Value, String)> = widened
        .chain(broadcast)
        .chain(inductions)
        .filter_map(|(scalar, v)| Some((v, format!("{}_v", source_name(module, func, scalar)?))))
        .collect();
    for (v, name) in named {
        if func.value_names[v].is_none() && func.dfg.values.is_valid(v) {
            func.value_names[v] = Some(name);
        }
    }
    let index = func.dfg.block_params(header).first().copied();
    let source_index = legal.inductions.iter().find(|iv| !iv.is_pointer).and_then(|iv| func.value_name(iv.param));
    if let (Some(index), Some(name)) = (index, source_index) {
        let name = format!("{}_vec", name);
        func.value_names[index].get_or_insert(name);
    }
}

/// The name a scalar has in the source, or the name of the object it is loaded from.
fn source_name(module: &Module, func: &Function, scalar: Value) -> Option<String> {
    if let Some(name) = func.value_name(scalar) {
        return Some(name.to_string());
    }
    let InstData::Load { addr, .. } = func.inst(func.dfg.defining_inst(scalar)?) else { return None };
    Some(object_name(module, func, *addr)?.trim_matches('`').to_string())
}
