//! First-order recurrences (LLVM's FixedOrderRecurrence): a header parameter that each
//! iteration reads and then replaces by a value of that iteration, so that it holds the
//! previous iteration's value:
//!
//! ```c
//! float prev = x0;  for (...) { y[i] = x[i] - prev; prev = x[i]; }   // a difference filter
//! int t = b[0];     for (...) { int u = b[i + 1]; a[i] = t + u; t = u; }
//! ```
//!
//! In the vector loop, part p's lanes of the parameter are the update's lanes one iteration
//! earlier: the last lane of the previous part (of the previous vector iteration, for part 0)
//! followed by this part's first VF-1 lanes, one shuffle (a splice) per part. The previous
//! vector iteration's last part is carried in a loop-carried vector that starts as a splat of
//! the start value (only its last lane is read). The scalar loop resumes from the last lane
//! of the last part: each recurrence is also a last value (`LegalLoop::last_values`), whose
//! `ExtractLast` gives it.
//!
//! This file finds them (`find`, from `legal::check` via the carried values) and checks what
//! the vector loop needs once demand is known (`arrange`); `plan` adds the recipes
//! `RecurrencePhi` and `Splice`, and `execute` emits them.

use super::legal::{refuse, show_value, LegalInput, LegalLoop, Refusal};
use super::predicate::Predication;
use crate::analysis::Loop;
use crate::ir::*;

/// A header parameter that holds the previous iteration's `update`.
#[derive(Clone, Debug)]
pub struct Recurrence {
    pub param: Value,
    /// The value it has before the loop (the preheader's argument).
    pub start: Value,
    /// The value the latch passes back: computed on every iteration, by an instruction of the
    /// loop.
    pub update: Value,
}

/// Whether `param` is a first-order recurrence: the latch passes back a value that an
/// instruction of the loop computes on every iteration (not a blend of paths, not a header
/// parameter) from values that do not depend on the parameter. Whether the loop's uses of
/// `param` all come after that instruction, or can, is `arrange`'s.
pub(super) fn find(
    input: &LegalInput,
    lp: Loop,
    (preheader, latch): (Block, Block),
    param: Value,
    pred: &Predication,
) -> Option<Recurrence> {
    let LegalInput { func, loops, .. } = *input;
    let data = loops.data(lp);
    let header = data.header;
    let incoming = |from: Block| super::legal::passed_in(func, header, param, from);
    let (start, update) = (incoming(preheader)?, incoming(latch)?);
    let ValueDef::Result(inst) = func.dfg.value_def(update) else { return None };
    let block = func.layout.inst_block(inst)?;
    if !data.contains(block) || pred.is_conditional(block) || pred.blends.contains_key(&update) {
        return None;
    }
    // A new value computed from the old one is a reduction or nothing.
    let mut work = vec![inst];
    let mut seen = vec![inst];
    while let Some(i) = work.pop() {
        for v in func.inst(i).operands() {
            if v == param {
                return None;
            }
            // A value merged from paths of the loop (a blend): taken as depending on it.
            if let ValueDef::Param(b, _) = func.dfg.value_def(v) {
                if b != header && data.contains(b) {
                    return None;
                }
            }
            let def = func.dfg.defining_inst(v).filter(|d| !seen.contains(d));
            if let Some(d) = def.filter(|d| func.layout.inst_block(*d).is_some_and(|b| data.contains(b))) {
                seen.push(d);
                work.push(d);
            }
        }
    }
    let ty = func.value_type(param);
    let types = &input.module.types;
    let lane = (types.is_integer(ty) && types.int_kind(ty) != Some(IntKind::Bool)) || types.is_float(ty);
    lane.then_some(Recurrence { param, start, update })
}

/// What the vector loop needs of each recurrence once the demand is known: the update is
/// computed as a vector before every instruction that reads the parameter (so each part's
/// splice can be made between them), the parameter is read only as a vector, in lanes of its
/// own type, and the loop has no early exit (whose scalar loop would rerun an iteration).
///
/// Where the update is computed after a reader (`y[i] = x[i] - prev; prev = x[i];` loads `x[i]`
/// again after the store to `y`), the vector loop computes it earlier: its instructions that
/// come after the first reader move to just before it, when they are arithmetic and
/// consecutive loads, in the reader's block, none reads the parameter, and no store they move
/// over may touch what they load (LLVM sinks the readers instead; the effect is the same).
pub(super) fn arrange(input: &LegalInput, res: &mut LegalLoop) -> Result<(), Refusal> {
    let LegalInput { module, func, .. } = *input;
    for idx in 0..res.recurrences.len() {
        let rec = res.recurrences[idx].clone();
        let name = show_value(module, func, res.loc, rec.param);
        let not =
            |why: &str| refuse(res.loc, format!("the recurrence {} (its previous iteration's value) {}", name, why));
        if !res.early_exits.is_empty() {
            return not("is not vectorized in a loop with early exits");
        }
        let Some(def) = func.dfg.defining_inst(rec.update) else { return not("has no update") };
        if !res.body.contains(&def) || !res.needs_vector.contains(&rec.update) {
            return not("is updated by a value the vector loop does not compute as a vector");
        }
        if res.needs_scalar.contains(&rec.param) {
            return not("is used as an address or a scalar");
        }
        if res.narrowed.contains_key(&rec.update) || res.narrowed.contains_key(&rec.param) {
            return not("is computed in narrowed lanes");
        }
        let reads = |i: Inst| func.inst(i).operands().contains(&rec.param);
        let Some(first) = res.body.iter().position(|&i| reads(i)) else { continue };
        let def_pos = res.body.iter().position(|i| *i == def).unwrap_or(0);
        if def_pos < first {
            continue;
        }
        let moved = hoisted(input, res, first, def, rec.param).map_err(|why| {
            let at = func.srclocs[res.body[first]];
            Refusal {
                message: format!(
                    "the recurrence {} is read {} before its new value is computed, which cannot move before it: {}",
                    name,
                    crate::remarks::at(at, "in the loop"),
                    why
                ),
                loc: at,
            }
        })?;
        let mut body: Vec<Inst> = res.body[..first].to_vec();
        body.extend(res.body[first..].iter().copied().filter(|i| moved.contains(i)));
        body.extend(res.body[first..].iter().copied().filter(|i| !moved.contains(i)));
        res.body = body;
    }
    Ok(())
}

/// The instructions from `first` on that compute `def` (it among them), in body order, if
/// they may all run before `first`.
fn hoisted(input: &LegalInput, res: &LegalLoop, first: usize, def: Inst, param: Value) -> Result<Vec<Inst>, String> {
    let LegalInput { func, deps, .. } = *input;
    let block = func.layout.inst_block(res.body[first]);
    let later = &res.body[first..];
    let mut moved = vec![def];
    let mut work = vec![def];
    while let Some(inst) = work.pop() {
        if func.layout.inst_block(inst) != block {
            return Err("it is computed in another block".into());
        }
        let data = func.inst(inst);
        match data {
            InstData::Load { volatile: false, .. }
                if res.consecutive.contains(&inst) && !res.group_of.contains_key(&inst) => {}
            InstData::Binary { .. } | InstData::Unary { .. } | InstData::Cast { .. } | InstData::Select { .. } => {}
            InstData::Const(_)
            | InstData::PtrAdd { .. }
            | InstData::ElemAddr { .. }
            | InstData::GlobalAddr(_)
            | InstData::SlotAddr(_) => {}
            _ => return Err(format!("{} is not a plain load or arithmetic", inst)),
        }
        for v in data.operands() {
            if v == param {
                return Err("its new value depends on it".into());
            }
            if let Some(op) = func.dfg.defining_inst(v).filter(|i| later.contains(i) && !moved.contains(i)) {
                moved.push(op);
                work.push(op);
            }
        }
    }
    // The stores it moves over must not touch what it loads.
    let access = |i: Inst| deps.accesses.iter().position(|a| a.inst == i);
    for &load in moved.iter().filter(|i| matches!(func.inst(**i), InstData::Load { .. })) {
        let pos = later.iter().position(|i| *i == load).unwrap_or(0);
        for &store in later[..pos].iter().filter(|i| func.inst(**i).writes_memory()) {
            let (Some(a), Some(b)) = (access(store), access(load)) else {
                return Err(format!("{} writes memory it may read", store));
            };
            let (lo, hi) = (a.min(b), a.max(b));
            if deps.dependences.iter().any(|d| d.first == lo && d.second == hi) {
                return Err(format!("the store {} may write what it loads", store));
            }
        }
    }
    Ok(moved)
}
