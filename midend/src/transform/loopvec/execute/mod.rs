//! Materializes a chosen plan (VPlan's "Execute Step", the only step that changes the IR):
//!
//! ```text
//! preheader:  N = trip count; br N >= VF*UF && no-overlap checks, vector.ph, header(starts)
//! vector.ph:  vtc = N & -(VF*UF); broadcasts; reduction start vectors; jump vector.body(0, ...)
//! vector.body(index, acc...): the recipes, UF parts each; br index+VF*UF < vtc, vector.body, middle
//! middle:     horizontal reductions, inductions at vtc; jump header(resume values)
//! ```
//!
//! With early exits the body ends in their test, and the rest of it runs where no lane leaves:
//!
//! ```text
//! vector.body(index, acc...): recipes before the test; br any(exit lanes), early, cont
//! cont:       the other recipes; br index+VF*UF < vtc, vector.body, middle(vtc, updates)
//! early:      jump middle(index, acc...)   (the scalar loop runs these VF*UF iterations again)
//! middle(from, acc...): horizontal reductions, inductions at `from`; jump header(resume values)
//! ```
//!
//! For the masked remainder (`tail.rs`, `execute_masked`) the guard is 1 <= N <= VF, the body
//! runs once under the mask `lane < N` (no back edge) and the middle block resumes from N.
//!
//! The original loop stays as the scalar epilogue (and as the fallback when the guard fails):
//! it is entered from the middle block with the resume values and runs the remaining
//! iterations, so values used after the loop come out of it unchanged. The vector, mask and
//! pointer types the code needs are interned as it is written, in the module's type table (the
//! only part of the module this step changes).
//!
//! This file holds the state (`Exec`), the entry points and the helpers every part uses; the
//! parts: `skeleton.rs` (the blocks and branches above), `preheader.rs` (guard and vector.ph),
//! `body.rs` (each recipe's code), `widen.rs`, `memory.rs`, `calls.rs` and `masks.rs` (what
//! the recipes emit), `inductions.rs`, `cond_last.rs` and `middle.rs` (the values the scalar
//! loop resumes from).

use super::legal::{LegalLoop, RedKind};
use super::plan::{RecipeKind, VPlan};
use super::predicate::Edge;
use crate::abi::vfabi::MaskArg;
use crate::analysis::affine::{Affine, Base, Term};
use crate::analysis::deps::{AccessKind, AccessRange, PairDiff, Symbolic};
use crate::ir::*;
use cranelift_entity::PrimaryMap;
use std::collections::{BTreeMap, BTreeSet};
// Sibling passes that the parts call as `super::peel::…`.
use super::{aligned, complex, last_value, legal, merge_stores, modind, narrow, peel, regroup};

mod body;
mod calls;
mod cond_last;
mod inductions;
mod masks;
mod memory;
mod middle;
mod preheader;
mod skeleton;
mod widen;

/// The state of one execution: the function being rewritten, the plan's factors, and the
/// values each recipe made, by scalar value and part, for the recipes after it.
struct Exec<'a> {
    types: &'a mut Types,
    /// The module's globals, whose addresses the runtime checks take.
    globals: &'a PrimaryMap<GlobalId, GlobalData>,
    /// Whether every call in the loop touches no memory outside the callee's frame
    /// (`mark_vector_loop`).
    calls_readnone: bool,
    /// The branches regrouped calls sort their instances by (`Module::branch_slices`).
    slices: &'a BTreeMap<FuncId, BranchSlice>,
    func: &'a mut Function,
    legal: &'a LegalLoop,
    vf: u32,
    uf: u32,
    loc: SrcLoc,
    long: TypeId,
    int: TypeId,
    scalar: BTreeMap<(Value, u32), Value>,
    vector: BTreeMap<(Value, u32), Value>,
    broadcast: BTreeMap<Value, Value>,
    /// Start vectors of the reductions' accumulators, by (parameter, part).
    acc_start: BTreeMap<(Value, u32), Value>,
    /// Each part's first iteration number (`index + part*VF`, as `long`), once made
    /// (`part_base`).
    part_base: Vec<Option<Value>>,
    /// If-conversion: the masks of conditional blocks by (block, part); `None` when every
    /// lane is active.
    masks: BTreeMap<(Block, u32), Option<Value>>,
    /// Narrow induction values of the body whose conversion from a `long` is exact, with that
    /// `long` (`note_exact_long`): a cast of one back to `long` is the `long` itself.
    exact_long: BTreeMap<Value, Value>,
    /// `vector.ph`, where vectors that are the same on every iteration are computed once.
    vec_ph: Option<Block>,
    /// Those vectors (loop-invariant operations and loads), by the scalar value.
    hoisted: BTreeMap<Value, Value>,
    invariant: BTreeSet<Value>,
    /// Vector inductions carried by the vector loop: induction index → the body's parameter,
    /// part 0's lanes in the unsigned view of the induction's type.
    vector_iv: BTreeMap<usize, Value>,
    /// The run-time steps of inductions (`IndVar::rt_step`) by the induction's header
    /// parameter, as `long`s computed in vector.ph (`rt_steps_in`).
    rt_steps: BTreeMap<Value, Value>,
    /// Modular inductions (`modind.rs`) by the remainder's value: the dividend at the loop's
    /// first iteration (in the preheader), and the body's parameter (part 0's residues).
    mod_start: BTreeMap<Value, Value>,
    mod_param: BTreeMap<Value, Value>,
    /// Recurrences (`recurrence.rs`) by index: the body's parameter holding the previous
    /// vector iteration's last part of the update.
    rec_prev: BTreeMap<usize, Value>,
    /// The vectors each load group loaded, by (group, part): complex multiplies read them.
    group_vectors: BTreeMap<(usize, u32), Vec<Value>>,
    /// Conditional last values (`last_value.rs`), by index: the scalar start value and the
    /// entry vectors (values, iterations).
    last_start: BTreeMap<usize, (Value, Value, Value)>,
    /// Their iteration vectors by (index, part): the body's parameters, and the values passed back.
    last_iter: BTreeMap<(usize, u32), Value>,
    last_next: BTreeMap<(usize, u32), Value>,
    /// Part 0's iteration numbers (`cond_last.rs`) by the block and lane type they were made
    /// in: later parts add a constant to them.
    iter_numbers: BTreeMap<(Block, TypeId), Value>,
    /// The masked remainder (`tail.rs`): one iteration, every block under `tail_mask`.
    masked_tail: bool,
    /// `lane < remaining iterations`, computed in vector.ph.
    tail_mask: Option<Value>,
    /// After a peel for alignment (`peel.rs`): the iterations it ran and whether the address
    /// it aligned is now aligned (values of the original preheader).
    peeled: Option<(Value, Value)>,
    /// With early exits: the middle block's parameter for each last value (by index), the
    /// value to resume the scalar loop with.
    last_resume: BTreeMap<usize, Value>,
    /// With page-crossing tests (`peel::page_checked`): the block that starts the scalar
    /// stretch of a vector iteration whose loads would cross a page.
    stretch: Option<Block>,
    /// Where the body goes on after a recipe that ended its block (a lane call's per-lane
    /// tests): the recipes after it append there.
    continue_in: Option<Block>,
}

/// Rewrites the function to run `plan`. On error the function may be half-changed: the caller
/// keeps a copy to restore. Returns the header of the vector loop.
pub fn execute(module: &mut Module, func: &mut Function, legal: &LegalLoop, plan: &VPlan) -> Result<Block, String> {
    if let Some(ap) = &legal.align_peel {
        // Loads from a pointer of unknown extent before an early exit: a peel loop first
        // (`peel.rs`), so that each vector iteration's loads are one aligned block.
        let bytes = (plan.vf * plan.uf) as i64 * ap.elem;
        let peeled = super::peel::peel(&mut module.types, func, legal, bytes)?;
        return execute_mode(module, func, &peeled.legal, plan, false, Some((peeled.count, peeled.aligned)));
    }
    execute_mode(module, func, legal, plan, false, None)
}

/// `execute` for the masked remainder (`tail.rs`): the guard lets at most VF iterations in,
/// the body runs once with every block's mask ANDed with `lane < N` (`legal` masks every
/// access, `tail::masked_legal`), reductions keep their accumulator on the other lanes, and
/// the middle block resumes the scalar loop at N, where it leaves at once.
pub fn execute_masked(module: &mut Module, func: &mut Function, legal: &LegalLoop, plan: &VPlan) -> Result<(), String> {
    if plan.uf != 1 {
        return Err("internal: a masked remainder of more than one part".into());
    }
    if legal.align_peel.is_some() {
        return Err("internal: a masked remainder after a peel for alignment".into());
    }
    execute_mode(module, func, legal, plan, true, None).map(|_| ())
}

/// Sets up the state of one execution and runs it.
fn execute_mode(
    module: &mut Module,
    func: &mut Function,
    legal: &LegalLoop,
    plan: &VPlan,
    masked_tail: bool,
    peeled: Option<(Value, Value)>,
) -> Result<Block, String> {
    let invariant = super::plan::invariant_values(func, legal);
    let calls_readnone = legal.body.iter().all(|&i| match func.inst(i) {
        InstData::Call { callee: Callee::Direct(f), .. } => crate::analysis::effects::is_readnone(module, *f),
        InstData::Call { .. } => false,
        _ => true,
    });
    let Module { types, globals, branch_slices, .. } = &mut *module;
    let mut ex = Exec {
        long: types.int(IntKind::Long),
        int: types.int(IntKind::Int),
        types,
        globals,
        calls_readnone,
        slices: branch_slices,
        func: &mut *func,
        legal,
        vf: plan.vf,
        uf: plan.uf,
        loc: legal.loc,
        scalar: BTreeMap::new(),
        vector: BTreeMap::new(),
        broadcast: BTreeMap::new(),
        acc_start: BTreeMap::new(),
        part_base: Vec::new(),
        exact_long: BTreeMap::new(),
        masks: BTreeMap::new(),
        vec_ph: None,
        hoisted: BTreeMap::new(),
        invariant,
        vector_iv: BTreeMap::new(),
        rt_steps: BTreeMap::new(),
        mod_start: BTreeMap::new(),
        mod_param: BTreeMap::new(),
        rec_prev: BTreeMap::new(),
        group_vectors: BTreeMap::new(),
        last_start: BTreeMap::new(),
        last_iter: BTreeMap::new(),
        last_next: BTreeMap::new(),
        iter_numbers: BTreeMap::new(),
        masked_tail,
        tail_mask: None,
        peeled,
        last_resume: BTreeMap::new(),
        stretch: None,
        continue_in: None,
    };
    ex.run(plan)?;
    // The vector loop's header (the masked remainder's body): where vector.ph jumps.
    let Exec { vec_ph, vector, broadcast, vector_iv, .. } = ex;
    let vec_ph = vec_ph.ok_or("internal: no vector preheader")?;
    let header = func.successors(vec_ph).first().copied().ok_or("internal: vector preheader jumps nowhere")?;
    let made = super::names::Made { vector: &vector, broadcast: &broadcast, vector_iv: &vector_iv };
    super::names::name_values(module, func, legal, header, &made);
    Ok(header)
}

impl<'a> Exec<'a> {
    /// A cursor at the end of `block`, at the loop's location.
    fn at(&mut self, block: Block) -> FuncCursor<'_> {
        FuncCursor::at_end(self.func, self.types, block, self.loc)
    }

    /// A cursor at the end of `block`, at `loc` (that of the scalar instruction being widened).
    fn at_loc(&mut self, block: Block, loc: SrcLoc) -> FuncCursor<'_> {
        FuncCursor::at_end(self.func, self.types, block, loc)
    }

    /// Appends an instruction to `block` at the loop's location.
    fn emit(&mut self, block: Block, data: InstData, ty: Option<TypeId>) -> Value {
        self.at(block).insert(data, ty).unwrap_or_else(|| Value::from_u32(0))
    }

    /// Appends an instruction without a result to `block`.
    fn emit_void(&mut self, block: Block, data: InstData) {
        self.at(block).ins_void(data);
    }

    /// A vector of type `ty` (VF lanes) whose every lane is `lane`, in `block`.
    fn splat_const(&mut self, block: Block, lane: Const, ty: TypeId) -> Value {
        let lanes = vec![lane; self.vf as usize];
        self.emit(block, InstData::Const(Const::Vector(lanes)), Some(ty))
    }

    /// A `long` constant in `block`.
    fn const_long(&mut self, block: Block, c: i64) -> Value {
        let long = self.long;
        self.at(block).iconst(long, c)
    }

    /// The vector type of `lanes` lanes of `elem` (without its qualifiers).
    fn vec_ty(&mut self, elem: TypeId, lanes: u32) -> Result<TypeId, String> {
        let elem = self.types.scalar_of(elem);
        Ok(self.types.vector(elem, lanes))
    }

    /// The vector of VF lanes of the integer type `kind`.
    fn int_vec_ty(&mut self, kind: IntKind) -> TypeId {
        let elem = self.types.int(kind);
        self.types.vector(elem, self.vf)
    }

    /// Part `part`'s lane-0 scalar of `v` (`v` itself when it comes from before the loop).
    fn get_scalar(&self, v: Value, part: u32) -> Result<Value, String> {
        if !self.legal.defines(self.func, v) {
            return Ok(v);
        }
        self.scalar.get(&(v, part)).copied().ok_or_else(|| format!("internal: no scalar for {} part {}", v, part))
    }

    /// Part `part`'s vector of `v` (its broadcast when it comes from before the loop).
    fn get_vector(&self, v: Value, part: u32, _block: Block) -> Result<Value, String> {
        if !self.legal.defines(self.func, v) {
            return self.broadcast.get(&v).copied().ok_or_else(|| format!("internal: {} was not broadcast", v));
        }
        self.vector.get(&(v, part)).copied().ok_or_else(|| format!("internal: no vector for {} part {}", v, part))
    }

    /// A vector operand used as a value: a mask (a widened comparison) becomes 0/1 lanes of
    /// the scalar operand's type, as C's comparisons give int.
    fn get_value_vector(&mut self, v: Value, part: u32, block: Block) -> Result<Value, String> {
        let vec = self.get_vector(v, part, block)?;
        if !matches!(self.types.kind(self.func.value_type(vec)), TypeKind::Mask(_)) {
            return Ok(vec);
        }
        let vty = self.vec_ty(self.func.value_type(v), self.vf)?;
        Ok(self.emit(block, InstData::Cast { arg: vec }, Some(vty)))
    }

    /// A vector used as a select condition: a mask, or `vec != 0`.
    fn get_mask(&mut self, v: Value, part: u32, block: Block) -> Result<Value, String> {
        let vec = self.get_vector(v, part, block)?;
        let vty = self.func.value_type(vec);
        if matches!(self.types.kind(vty), TypeKind::Mask(_)) {
            return Ok(vec);
        }
        let zero_lane = if self.types.is_float(self.types.scalar_of(vty)) { Const::Float(0.0) } else { Const::Int(0) };
        let zero = self.splat_const(block, zero_lane, vty);
        let mty = self.types.mask(self.vf);
        Ok(self.emit(block, InstData::Binary { op: BinaryOp::Ne, args: [vec, zero] }, Some(mty)))
    }

    /// The type a reduction accumulates in: its own, except that signed `+` and `*` accumulate
    /// unsigned, because the vector's partial sums are not the scalar loop's and may overflow
    /// where the scalar loop's do not (the final sum fits, and converts back exactly).
    fn acc_ty(&mut self, red: &super::legal::Reduction) -> Result<TypeId, String> {
        let ty = self.func.value_type(red.param);
        let wraps = matches!(red.kind, RedKind::Binary(BinaryOp::Add | BinaryOp::Mul));
        match self.types.int_kind(ty) {
            Some(kind) if wraps && self.types.is_signed(ty) => Ok(self.types.int(kind.to_unsigned())),
            _ => Ok(ty),
        }
    }

    /// The lanes of a reduction's vector accumulator: VF, or VF/2 for a multiply-add.
    fn acc_lanes(&self, red: &super::legal::Reduction) -> u32 {
        if self.legal.madds.contains_key(&red.update) {
            self.vf / 2
        } else {
            self.vf
        }
    }
    /// A new block right after `after` in the layout.
    fn block_after(&mut self, after: Block) -> Block {
        let b = self.func.make_block();
        self.func.layout.move_blocks_after(&[b], after);
        b
    }
}

/// The result of `inst`.
fn func_result(func: &Function, inst: Inst) -> Option<Value> {
    func.dfg.result(inst)
}

/// The value `x op identity == x` for a reduction's lanes.
fn identity(types: &Types, ty: TypeId, op: BinaryOp) -> Const {
    if types.is_float(ty) {
        return Const::Float(if op == BinaryOp::Mul { 1.0 } else { -0.0 });
    }
    match op {
        BinaryOp::Mul => Const::Int(1),
        // `_Bool` lanes hold 0 or 1.
        BinaryOp::And if types.int_kind(ty) == Some(IntKind::Bool) => Const::Int(1),
        BinaryOp::And => {
            let bits = types.int_kind(ty).map_or(64, |k| k.bits());
            if types.is_signed(ty) || bits == 64 {
                Const::Int(u64::MAX)
            } else {
                Const::Int((1u64 << bits) - 1)
            }
        }
        _ => Const::Int(0),
    }
}
