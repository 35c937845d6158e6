//! One vector variant's body, built from the scalar body (the seed's four steps in one walk).
//!
//! 1. Masks: each block's mask is the OR of its incoming edge masks; a branch splits its
//!    block's mask by the condition (a uniform condition too: its lanes all go one way).
//! 2. Selects: a block parameter (phi) becomes a chain of selects on the edge masks (a scalar
//!    select on "any lane came this way" when its shape is uniform or linear).
//! 3. Linearization: blocks are laid out in `region::order`; a block whose mask may be all
//!    false runs under `if (any lane)` (BOSCC) where that pays (`boscc_pays`: enough work, or a
//!    gather, scatter or call), which is also how a uniform branch stays a real branch. Values a skipped block would have defined flow on as zeros (no lane uses them).
//!    A block whose work is cheaper unmasked by the target's cost table (`all_true_pays`:
//!    masked loads and stores, scatters and calls done lane by lane, a call to a variant that
//!    has an unmasked sibling) gets an all-true fast path (BOA) inside its guard:
//!    `if (all lanes) { unmasked } else { masked }`, the block translated twice, both arms
//!    passing what it defines to the join.
//!    A loop stays a loop: its header takes the active mask, and it repeats while any lane is
//!    still in it. In a divergent loop every value used after the loop, and every argument on an
//!    exit edge, is kept in a per-lane result vector, updated under its block's mask each
//!    iteration, so each lane sees the value of the iteration it left in. A header that leaves
//!    on a uniform condition (`i < max_iter`) keeps it as a scalar branch: every active lane
//!    leaves at once. Exits that all go to one block without arguments carry no exit masks.
//!    A loop that is not divergent and is left only by its header stays a scalar loop
//!    (`uniform.rs`), its body linearized under the mask it is entered with. A join that every
//!    lane of its immediate dominator reaches in the same iteration takes that block's mask.
//! 4. Widening by shape: uniform values stay scalar (and linear ones keep lane 0's value plus a
//!    stride), varying ones become vectors; consecutive loads and stores are vector accesses
//!    (aligned when the clause says so), other addresses gather and scatter, all masked unless
//!    every lane is known active; calls go to a (masked) variant when the callee has one (one with
//!    aligned parameters only where the shapes prove those arguments aligned), else
//!    run lane by lane for the active lanes only.

mod slots;
pub use slots::prepare_slot_types;
mod scalar_lanes;
mod uniform;

use super::memory::{self, MemoryPlan};
use super::region::{self, Node};
use super::WfvOptions;
use crate::abi::vfabi::{self, ParamAbi, Variant};
use crate::analysis::shape::{self, Shape, ShapeInfo, Stride};
use crate::analysis::{ControlFlowGraph, DomTree, Loop, LoopForest};
use crate::ir::*;
use crate::target::{ElemClass, OpClass, Target};
use crate::transform::lookup;
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};

type Res<T> = Result<T, String>;

/// How a scalar value of the original is represented in the variant.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Val {
    /// The same in every lane: one scalar.
    Scalar(Value),
    /// Lane 0's value; lane `k` adds `k * stride` (bytes for pointers).
    Linear(Value, Stride),
    /// One vector (a mask for comparison results and `_Bool`s).
    Vector(Value),
    /// A varying pointer: `base + index[k]` elements in lane `k`.
    Indexed { base: Value, index: Value },
}

/// Builds the body of the variant `abi` of `scalar` (cleaned up, annotation `ann_idx`).
#[allow(clippy::too_many_arguments)]
pub fn build_variant(
    module: &Module,
    scalar: &Function,
    ann_idx: usize,
    abi: &Variant,
    variant_id: FuncId,
    available: &[(FuncId, FuncId, Variant)],
    opts: &WfvOptions,
    target: &Target,
) -> Res<(Function, Notes)> {
    let decl = &module.funcs[variant_id];
    build_body_noted(module, scalar, ann_idx, abi, (&decl.name, decl.ty), available, opts, target, true)
}

/// Builds a variant body named `name` of function type `ty` (it need not be a function of the
/// module: the outer-loop vectorizer builds one for a loop body and splices it back), without
/// all-true fast paths (not measured in outer loops).
#[allow(clippy::too_many_arguments)]
pub fn build_body(
    module: &Module,
    scalar: &Function,
    ann_idx: usize,
    abi: &Variant,
    name: &str,
    ty: TypeId,
    available: &[(FuncId, FuncId, Variant)],
    opts: &WfvOptions,
    target: &Target,
) -> Res<Function> {
    build_body_noted(module, scalar, ann_idx, abi, (name, ty), available, opts, target, false).map(|(f, _)| f)
}

/// `build_body`, with all-true fast paths where they pay when `all_true` says so, and the
/// blocks given one (BOA), each named by the instruction whose masking it saves most
/// (`describe_inst`).
#[allow(clippy::too_many_arguments)]
fn build_body_noted(
    module: &Module,
    scalar: &Function,
    ann_idx: usize,
    abi: &Variant,
    (name, ty): (&str, TypeId),
    available: &[(FuncId, FuncId, Variant)],
    opts: &WfvOptions,
    target: &Target,
    all_true: bool,
) -> Res<(Function, Notes)> {
    let ann = &scalar.vec_annotations[ann_idx];
    let seeds = shape::seeds_from_annotation(module, scalar, ann, vfabi::default_align(abi.isa));
    // Short-circuit links on varying conditions become selects (`flatten.rs`).
    let flat;
    let scalar = if opts.naive {
        scalar
    } else {
        let mut copy = scalar.clone();
        let shapes = shape::compute(module, scalar, &seeds, opts.naive);
        let flattened = super::flatten::flatten_varying_links(&module.types, &mut copy, &shapes);
        // Stores on both sides of a varying branch move below it (`sink_stores.rs`).
        let sunk = super::sink_stores::sink_complementary_stores(&mut copy, &shapes);
        if flattened || sunk {
            crate::transform::simplify::simplify(module, &mut copy);
            crate::transform::dce::dce(module, &mut copy);
            flat = copy;
            &flat
        } else {
            scalar
        }
    };
    let cfg = ControlFlowGraph::compute(scalar);
    let domtree = DomTree::compute(scalar, &cfg);
    let loops = LoopForest::compute(scalar, &cfg, &domtree);
    if !loops.is_reducible() {
        return Err("its control flow is irreducible".into());
    }
    let shapes = shape::compute(module, scalar, &seeds, opts.naive);
    let mem = memory::plan(&module.types, scalar, &shapes, opts.naive);
    let mut f = Function::new(name);
    f.ty = Some(ty);
    f.loc = scalar.loc;
    let types = &module.types;
    let int = lookup(types, TypeKind::Int(IntKind::Int))?;
    let long = lookup(types, TypeKind::Int(IntKind::Long))?;
    let mask_ty = lookup(types, TypeKind::Mask(abi.vlen))?;
    let mut b = Builder {
        types,
        src: scalar,
        shapes,
        cfg,
        domtree,
        loops,
        f,
        cur: Block::from_u32(0),
        vf: abi.vlen,
        opts: *opts,
        masked: abi.masked,
        available,
        isa: abi.isa,
        int,
        long,
        mask_ty,
        loc: scalar.loc,
        vals: SecondaryMap::new(),
        masks: SecondaryMap::new(),
        full: SecondaryMap::new(),
        edge_masks: BTreeMap::new(),
        liveouts: BTreeMap::new(),
        exit_args: BTreeMap::new(),
        loop_entry_mask: BTreeMap::new(),
        ret_acc: None,
        defined: Vec::new(),
        uniform_exit: None,
        uniform_exit_block: None,
        uniform_exit_go: None,
        mem,
        vector_math: module
            .funcs
            .iter()
            .filter(|(_, d)| {
                // The vector's bytes: the variant's lanes of the function's result.
                let ret = types.func_type(d.ty).and_then(|t| types.size_of(t.ret)).unwrap_or(0);
                target.whole_vector_math(&d.name, ret * u64::from(abi.vlen), opts.fast_math).is_some()
            })
            .map(|(id, _)| id)
            .collect(),
        block_stores: [ElemClass::I32, ElemClass::F32, ElemClass::I64, ElemClass::F64]
            .into_iter()
            .all(|elem| target.masked_access_is_free(OpClass::MaskedStore, elem)),
        lane_slots: BTreeMap::new(),
        target,
        all_true_paths: all_true.then(Vec::new),
        scalar_lane_notes: Vec::new(),
    };
    b.make_lane_slots()?;
    b.run(abi, &seeds)?;
    let all_true = b
        .all_true_paths
        .iter()
        .flatten()
        .map(|&inst| crate::remarks::describe_inst(module, scalar, inst, "in its body"))
        .collect();
    Ok((b.f, Notes { all_true, scalar_lanes: b.scalar_lane_notes }))
}

/// What a variant's remark says about how it was built.
#[derive(Debug, Default)]
pub struct Notes {
    /// The blocks given an all-true fast path, each named by the instruction whose masking it
    /// saves most.
    pub all_true: Vec<String>,
    /// Per divergent loop, whether its last active lanes run as scalar code, or why not.
    pub scalar_lanes: Vec<String>,
}

struct Builder<'a> {
    types: &'a Types,
    src: &'a Function,
    shapes: ShapeInfo,
    cfg: ControlFlowGraph,
    domtree: DomTree,
    loops: LoopForest,
    f: Function,
    cur: Block,
    vf: u32,
    opts: WfvOptions,
    masked: bool,
    available: &'a [(FuncId, FuncId, Variant)],
    isa: char,
    int: TypeId,
    long: TypeId,
    mask_ty: TypeId,
    loc: SrcLoc,
    /// The representation of each original value, once defined.
    vals: SecondaryMap<Value, Option<Val>>,
    /// Each original block's mask.
    masks: SecondaryMap<Block, Option<Value>>,
    /// Blocks in which every lane is active whenever any is (unmasked variant, uniform paths).
    full: SecondaryMap<Block, bool>,
    edge_masks: BTreeMap<(Block, Block), Value>,
    /// Per-lane values of divergent loops' live-outs, valid after the loop.
    liveouts: BTreeMap<Value, Value>,
    /// Per-lane arguments passed on divergent loops' exit edges: (from, to, index).
    exit_args: BTreeMap<(Block, Block, usize), Value>,
    /// The mask on entry to each loop (its header's, in the first iteration).
    loop_entry_mask: BTreeMap<Loop, Value>,
    /// The result vector, updated at every `ret` under its block's mask.
    ret_acc: Option<Value>,
    /// Original values defined while the current block was translated (for its join).
    defined: Vec<Value>,
    /// A divergent loop's header that leaves the loop on a uniform condition (header, exit
    /// target): its terminator becomes a real branch to a block that ends the loop for every
    /// active lane at once (`uniform_exit_block`), instead of mask work on every iteration.
    uniform_exit: Option<(Block, Block)>,
    uniform_exit_block: Option<Block>,
    /// With `uniform_exit`: whether any lane entered the loop, when that may be none (a uniform
    /// loop under a varying branch): the loop is left at once otherwise.
    uniform_exit_go: Option<Value>,
    /// Interleave groups and indices that may be consecutive at run time (`memory.rs`).
    mem: MemoryPlan,
    /// Math functions the target computes on whole vectors of the variant's lanes: exactly
    /// (`sqrtf`, `fabsf`, ...), and under `--fast-math` with libmvec (`expf`, ...) where it has
    /// a variant of that width (`Target::whole_vector_math`).
    vector_math: BTreeSet<FuncId>,
    /// Whether stores of 4- and 8-byte elements may be done in blocks (`memory::emit_if_blocks`):
    /// where the target's masked stores cost what plain ones do (AVX-512's k-masked ones). AVX2's `vmaskmov` stores are microcoded on AMD's cores (wfv
    /// bench bitonicsort at --target=avx2: 214 ms with scatters written per lane, 250 ms with
    /// block stores).
    block_stores: bool,
    /// The per-lane copy of each stack slot of the scalar function (`build/slots.rs`).
    lane_slots: BTreeMap<StackSlot, slots::LaneSlot>,
    /// The cost table `all_true_pays` reads.
    target: &'a Target,
    /// Blocks given an all-true fast path, each by the instruction that saves most in it (None:
    /// no such paths are made).
    all_true_paths: Option<Vec<Inst>>,
    /// Per divergent loop: whether its last active lanes run as scalar code, or why not
    /// (`scalar_lanes.rs`), for the variant's remark.
    scalar_lane_notes: Vec<String>,
}

impl<'a> Builder<'a> {
    // ---- small helpers -------------------------------------------------------------------

    fn emit(&mut self, data: InstData, ty: Option<TypeId>) -> Value {
        let cur = self.cur;
        self.f.append(cur, data, ty, self.loc).unwrap_or_else(|| Value::from_u32(0))
    }

    fn emit_void(&mut self, data: InstData) {
        let cur = self.cur;
        self.f.append(cur, data, None, self.loc);
    }

    fn block(&mut self) -> Block {
        self.f.make_block()
    }

    fn plain(&self, ty: TypeId) -> Res<TypeId> {
        lookup(self.types, self.types.kind(ty).clone())
    }

    /// The vector type of a scalar type (a mask for `_Bool`).
    fn vec_of(&self, ty: TypeId) -> Res<TypeId> {
        match self.types.kind(ty) {
            TypeKind::Int(IntKind::Bool) => Ok(self.mask_ty),
            TypeKind::Int(_) | TypeKind::Float(FloatKind::Float | FloatKind::Double) => {
                let elem = self.plain(ty)?;
                lookup(self.types, TypeKind::Vector(elem, self.vf))
            }
            _ => Err(format!("a varying value of type {} cannot be a vector", self.types.display(ty))),
        }
    }

    /// `make(args)` computed in the unsigned view (bit casts) of the lanes of integer type
    /// `ty`, given back as `rty`: lanes that may be inactive wrap instead of overflowing.
    fn wrapping(
        &mut self,
        ty: TypeId,
        rty: TypeId,
        args: &[Value],
        make: impl FnOnce(&[Value]) -> InstData,
    ) -> Res<Value> {
        let kind = self.types.int_kind(ty).ok_or("internal: not an integer")?;
        let uty = self.vec_of(lookup(self.types, TypeKind::Int(kind.to_unsigned()))?)?;
        let unsigned: Vec<Value> = args.iter().map(|&a| self.emit(InstData::Cast { arg: a }, Some(uty))).collect();
        let x = self.emit(make(&unsigned), Some(uty));
        Ok(self.emit(InstData::Cast { arg: x }, Some(rty)))
    }

    /// `acc` with the lanes of `mask` taken from `v` (as used in `user`), in `acc`'s type: a
    /// per-lane result of a divergent loop updated for the lanes that define or leave with it.
    fn update_lanes(&mut self, mask: Value, v: Value, user: Block, acc: Value) -> Res<Value> {
        let cur = self.vector(v, user)?;
        let vty = self.f.value_type(acc);
        let cur = if self.f.value_type(cur) == vty { cur } else { self.emit(InstData::Cast { arg: cur }, Some(vty)) };
        Ok(self.emit(InstData::Select { cond: mask, args: [cur, acc] }, Some(vty)))
    }

    fn const_of(&mut self, ty: TypeId, c: Const) -> Value {
        self.emit(InstData::Const(c), Some(ty))
    }

    fn zero_of(&mut self, ty: TypeId) -> Value {
        self.const_of(ty, Const::Undef)
    }

    fn int_const(&mut self, ty: TypeId, c: i64) -> Value {
        self.const_of(ty, Const::Int(c as u64))
    }

    /// `<0, 1, ..., VF-1> * scale` as a vector of `ty` (an integer type).
    fn step_vector(&mut self, ty: TypeId, scale: i64) -> Res<Value> {
        let vty = self.vec_of(ty)?;
        let lanes = (0..self.vf as i64).map(|k| Const::Int(k.wrapping_mul(scale) as u64)).collect();
        Ok(self.const_of(vty, Const::Vector(lanes)))
    }

    fn all_true(&mut self) -> Value {
        let vint = lookup(self.types, TypeKind::Vector(self.int, self.vf)).unwrap_or(self.int);
        let ones = self.const_of(vint, Const::Vector(vec![Const::Int(1); self.vf as usize]));
        self.emit(InstData::Cast { arg: ones }, Some(self.mask_ty))
    }

    fn all_false(&mut self) -> Value {
        let mt = self.mask_ty;
        self.zero_of(mt)
    }

    // Mask operations fold as they are made: linearized `||` and `&&` chains split a block's
    // mask `m` into `m & c` and `m & !c` and join them again, and the unmasked variant's entry
    // mask is all true. What is folded here is off the masks' dependence chain, which a
    // divergent loop carries from one iteration to the next (wfv bench volume's step: 33 mask
    // operations before, 25 after; X).

    fn and(&mut self, a: Value, b: Value) -> Value {
        if a == b || self.is_all_true(b) {
            return a;
        }
        if self.is_all_true(a) {
            return b;
        }
        // `m & (m & c)` is `m & c`.
        if self.mask_and_args(b).is_some_and(|args| args.contains(&a)) {
            return b;
        }
        if self.mask_and_args(a).is_some_and(|args| args.contains(&b)) {
            return a;
        }
        let mt = self.mask_ty;
        self.emit(InstData::Binary { op: BinaryOp::And, args: [a, b] }, Some(mt))
    }

    fn or(&mut self, a: Value, b: Value) -> Value {
        if a == b {
            return a;
        }
        // `c | !c` is every lane (the join of a varying branch in a block where all are).
        if self.mask_not_arg(a) == Some(b) || self.mask_not_arg(b) == Some(a) {
            return self.all_true();
        }
        // `(m & c) | (m & !c)` is `m`.
        if let (Some(x), Some(y)) = (self.mask_and_args(a), self.mask_and_args(b)) {
            for (m, c) in [(x[0], x[1]), (x[1], x[0])] {
                for (m2, c2) in [(y[0], y[1]), (y[1], y[0])] {
                    if m == m2 && (self.mask_not_arg(c2) == Some(c) || self.mask_not_arg(c) == Some(c2)) {
                        return m;
                    }
                }
            }
        }
        let mt = self.mask_ty;
        self.emit(InstData::Binary { op: BinaryOp::Or, args: [a, b] }, Some(mt))
    }

    fn not(&mut self, a: Value) -> Value {
        if let Some(x) = self.mask_not_arg(a) {
            return x;
        }
        let mt = self.mask_ty;
        self.emit(InstData::Unary { op: UnaryOp::LogNot, arg: a }, Some(mt))
    }

    /// The operands of `v` if it is a mask `and` made by `and`.
    fn mask_and_args(&self, v: Value) -> Option<[Value; 2]> {
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Binary { op: BinaryOp::And, args }) if self.f.value_type(v) == self.mask_ty => Some(*args),
            _ => None,
        }
    }

    /// The operand of `v` if it is a mask `!` made by `not`.
    fn mask_not_arg(&self, v: Value) -> Option<Value> {
        match self.f.dfg.defining_inst(v).map(|i| self.f.inst(i)) {
            Some(InstData::Unary { op: UnaryOp::LogNot, arg }) if self.f.value_type(v) == self.mask_ty => Some(*arg),
            _ => None,
        }
    }

    /// Whether `v` is the mask `all_true` makes.
    fn is_all_true(&self, v: Value) -> bool {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        match def(v) {
            Some(InstData::Cast { arg }) if self.f.value_type(v) == self.mask_ty => match def(*arg) {
                Some(InstData::Const(Const::Vector(lanes))) => {
                    lanes.iter().all(|c| matches!(c, Const::Int(x) if *x != 0))
                }
                _ => false,
            },
            _ => false,
        }
    }

    /// The `int` a mask is the splat of, if it is one (a uniform condition made a mask).
    fn uniform_mask(&self, m: Value) -> Option<Value> {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        let Some(InstData::Cast { arg }) = def(m) else { return None };
        match def(*arg) {
            Some(&InstData::Splat { arg: x })
                if self.f.value_type(x) == self.int && self.f.value_type(m) == self.mask_ty =>
            {
                Some(x)
            }
            _ => None,
        }
    }

    /// `m ? x : y` lane by lane, a scalar choice of one vector when `m` (or its complement)
    /// is a uniform condition: the join of a uniform branch inside linearized code.
    fn blend(&mut self, m: Value, x: Value, y: Value, ty: TypeId) -> Value {
        let (cond, args) = match (self.uniform_mask(m), self.mask_not_arg(m).and_then(|n| self.uniform_mask(n))) {
            (Some(c), _) => (c, [x, y]),
            (None, Some(c)) => (c, [y, x]),
            (None, None) => (m, [x, y]),
        };
        self.emit(InstData::Select { cond, args }, Some(ty))
    }

    /// `int`: whether any lane of `m` is set (a uniform condition made a mask is itself).
    fn any(&mut self, m: Value) -> Value {
        if let Some(x) = self.uniform_mask(m) {
            return x;
        }
        let int = self.int;
        self.emit(InstData::Reduce { op: BinaryOp::Or, arg: m }, Some(int))
    }

    // ---- values --------------------------------------------------------------------------

    /// The representation of `v` for a use in `user`.
    fn get(&self, v: Value, user: Block) -> Res<Val> {
        if self.shapes.crosses_divergent_exit(v, user) {
            return self
                .liveouts
                .get(&v)
                .map(|&x| Val::Vector(x))
                .ok_or_else(|| format!("internal: no live-out for {}", v));
        }
        self.vals[v].ok_or_else(|| format!("internal: {} used before it is defined", v))
    }

    fn set(&mut self, v: Value, val: Val) {
        self.vals[v] = Some(val);
        self.defined.push(v);
    }

    /// Lane 0's scalar (or the uniform value).
    fn scalar_of(&mut self, val: Val, ty: TypeId) -> Res<Value> {
        match val {
            Val::Scalar(x) | Val::Linear(x, _) => Ok(x),
            Val::Vector(x) if self.types.int_kind(ty) == Some(IntKind::Bool) => {
                let vint = self.vec_of(self.int)?;
                let ints = self.emit(InstData::Cast { arg: x }, Some(vint));
                let lane = self.emit(InstData::ExtractLane { vec: ints, lane: 0 }, Some(self.int));
                Ok(self.emit(InstData::Cast { arg: lane }, Some(ty)))
            }
            Val::Vector(x) => {
                let ty = self.plain(ty)?;
                Ok(self.emit(InstData::ExtractLane { vec: x, lane: 0 }, Some(ty)))
            }
            Val::Indexed { .. } => Err("a varying pointer used as a scalar".into()),
        }
    }

    fn scalar(&mut self, v: Value, user: Block) -> Res<Value> {
        let val = self.get(v, user)?;
        self.scalar_of(val, self.src.value_type(v))
    }

    /// The stride `scale * unit` as a scalar of type `ty`.
    fn stride_value(&mut self, s: Stride, ty: TypeId) -> Res<Value> {
        let k = self.int_const(ty, s.scale);
        match s.unit {
            None => Ok(k),
            Some(u) => {
                let u =
                    self.scalar_of(self.vals[u].ok_or("internal: stride unit undefined")?, self.src.value_type(u))?;
                let u = if self.f.value_type(u) == ty { u } else { self.emit(InstData::Cast { arg: u }, Some(ty)) };
                Ok(self.emit(InstData::Binary { op: BinaryOp::Mul, args: [k, u] }, Some(ty)))
            }
        }
    }

    /// `v` as a vector of its type (a mask for comparisons and `_Bool`).
    fn vector_of(&mut self, val: Val, ty: TypeId) -> Res<Value> {
        let vty = self.vec_of(ty)?;
        match val {
            Val::Vector(x) => {
                let xt = self.f.value_type(x);
                if xt == vty {
                    Ok(x)
                } else {
                    // A comparison result (a mask) used as an `int`: set lanes are 1.
                    Ok(self.emit(InstData::Cast { arg: x }, Some(vty)))
                }
            }
            Val::Scalar(x) if vty == self.mask_ty => {
                let vint = self.vec_of(self.int)?;
                let xi = if self.f.value_type(x) == self.int {
                    x
                } else {
                    self.emit(InstData::Cast { arg: x }, Some(self.int))
                };
                let s = self.emit(InstData::Splat { arg: xi }, Some(vint));
                Ok(self.emit(InstData::Cast { arg: s }, Some(vty)))
            }
            Val::Scalar(x) => Ok(self.emit(InstData::Splat { arg: x }, Some(vty))),
            Val::Linear(x, s) => {
                let ty = self.plain(ty)?;
                let base = self.emit(InstData::Splat { arg: x }, Some(vty));
                let steps = match s.unit {
                    None => self.step_vector(ty, s.scale)?,
                    Some(_) => {
                        let stride = self.stride_value(s, ty)?;
                        let sv = self.emit(InstData::Splat { arg: stride }, Some(vty));
                        let k = self.step_vector(ty, 1)?;
                        self.emit(InstData::Binary { op: BinaryOp::Mul, args: [k, sv] }, Some(vty))
                    }
                };
                Ok(self.emit(InstData::Binary { op: BinaryOp::Add, args: [base, steps] }, Some(vty)))
            }
            Val::Indexed { .. } => Err("a varying pointer cannot be a vector".into()),
        }
    }

    fn vector(&mut self, v: Value, user: Block) -> Res<Value> {
        let val = self.get(v, user)?;
        self.vector_of(val, self.src.value_type(v))
    }

    /// A condition as a mask.
    fn mask_of(&mut self, v: Value, user: Block) -> Res<Value> {
        let val = self.get(v, user)?;
        let ty = self.src.value_type(v);
        match val {
            Val::Vector(x) if self.f.value_type(x) == self.mask_ty => Ok(x),
            Val::Vector(x) => match self.mask_from_int(x, 0) {
                Some(m) => Ok(m),
                None => {
                    let mt = self.mask_ty;
                    Ok(self.emit(InstData::Cast { arg: x }, Some(mt)))
                }
            },
            Val::Scalar(x) | Val::Linear(x, _) if self.types.is_pointer(ty) => {
                let null = self.const_of(ty, Const::Null);
                let c = self.emit(InstData::Binary { op: BinaryOp::Ne, args: [x, null] }, Some(self.int));
                self.vector_of(Val::Scalar(c), self.int).and_then(|x| self.as_mask(x))
            }
            _ => {
                let vec = self.vector_of(val, ty)?;
                self.as_mask(vec)
            }
        }
    }

    /// An integer vector built from masks (0 or 1 per lane) as that mask, without the round
    /// trip through integers: `(int)m` is `m`, zero is all false, and `c ? a : b` of two such
    /// is `(c & a) | (~c & b)` (fewer operations when `a` or `b` is a constant). The `&&` and
    /// `||` of C, whose int results merge at a join, come out this way. None for any other
    /// vector.
    fn mask_from_int(&mut self, x: Value, depth: u32) -> Option<Value> {
        let data = self.f.inst(self.f.dfg.defining_inst(x)?).clone();
        match data {
            InstData::Cast { arg } if self.f.value_type(arg) == self.mask_ty => Some(arg),
            _ if self.is_zero(x) => Some(self.all_false()),
            // A uniform int, 0 or 1 in every lane.
            InstData::Splat { .. } => Some(self.emit(InstData::Cast { arg: x }, Some(self.mask_ty))),
            // `c ? 1 : b` is `c | b`, `c ? a : 0` is `c & a`, `c ? a : 1` is `a | !c`.
            InstData::Select { cond, args: [a, b] } if depth < 8 && self.f.value_type(cond) == self.mask_ty => {
                if self.is_splat_one(a) {
                    if self.is_zero(b) {
                        return Some(cond);
                    }
                    let mb = self.mask_from_int(b, depth + 1)?;
                    return Some(self.or(cond, mb));
                }
                let ma = self.mask_from_int(a, depth + 1)?;
                if self.is_zero(b) {
                    return Some(self.and(cond, ma));
                }
                let not_cond = self.not(cond);
                if self.is_splat_one(b) {
                    return Some(self.or(ma, not_cond));
                }
                let mb = self.mask_from_int(b, depth + 1)?;
                let (taken, other) = (self.and(cond, ma), self.and(not_cond, mb));
                Some(self.or(taken, other))
            }
            _ => None,
        }
    }

    /// Whether `v` (of the variant's body) is the constant zero, or a splat of it.
    fn is_zero(&self, v: Value) -> bool {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        let data = match def(v) {
            Some(InstData::Splat { arg }) => def(*arg),
            other => other,
        };
        matches!(data, Some(InstData::Const(Const::Undef | Const::Int(0))))
    }

    /// Whether `v` (of the variant's body) is a splat of the constant 1 (a `true` of C).
    fn is_splat_one(&self, v: Value) -> bool {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        match def(v) {
            Some(InstData::Splat { arg }) => matches!(def(*arg), Some(InstData::Const(Const::Int(1)))),
            _ => false,
        }
    }

    fn as_mask(&mut self, vec: Value) -> Res<Value> {
        if self.f.value_type(vec) == self.mask_ty {
            return Ok(vec);
        }
        let mt = self.mask_ty;
        Ok(self.emit(InstData::Cast { arg: vec }, Some(mt)))
    }

    /// A varying pointer as base + element indices (`long` lanes).
    fn indexed(&mut self, v: Value, user: Block) -> Res<(Value, Value)> {
        let ty = self.src.value_type(v);
        let val = self.get(v, user)?;
        let size =
            self.types.pointee(ty).and_then(|p| self.types.size_of(p)).ok_or("a pointer to an incomplete type")? as i64;
        let long = self.long;
        let vlong = self.vec_of(long)?;
        match val {
            Val::Indexed { base, index } => Ok((base, index)),
            Val::Scalar(x) => Ok((x, self.zero_of(vlong))),
            Val::Linear(x, s) if s.scale % size == 0 => {
                let per = Stride { scale: s.scale / size, unit: s.unit };
                let zero = self.int_const(long, 0);
                let idx = self.vector_of(Val::Linear(zero, per), long)?;
                Ok((x, idx))
            }
            _ => Err("a pointer whose lanes are not whole elements apart".into()),
        }
    }

    // ---- the function --------------------------------------------------------------------

    fn run(&mut self, abi: &Variant, seeds: &[shape::ParamSeed]) -> Res<()> {
        let entry = self.src.entry_block().ok_or("no body")?;
        let new_entry = self.block();
        self.cur = new_entry;
        let fty = self.f.ty.ok_or("no type")?;
        let ft = self.types.func_type(fty).cloned().ok_or("not a function type")?;
        // Parameters, as the ABI passes them.
        let src_params: Vec<Value> = self.src.params().to_vec();
        for (idx, &p) in src_params.iter().enumerate() {
            let nty = ft.params[idx];
            let np = self.f.dfg.append_block_param(new_entry, nty);
            self.f.value_names[np] = self.src.value_name(p).map(String::from);
            let val = match abi.params[idx].kind {
                ParamAbi::Varying => {
                    if self.types.is_pointer(self.src.value_type(p)) {
                        return Err(
                            "a varying pointer parameter is not supported yet (make it uniform or linear)".into()
                        );
                    }
                    Val::Vector(np)
                }
                ParamAbi::Uniform => Val::Scalar(np),
                // The stride is the clause's (the analysis may have made it varying: naive).
                ParamAbi::Linear(_) | ParamAbi::LinearParam(_) => match seeds.get(idx).map(|s| s.shape) {
                    Some(Shape::Linear(s)) => Val::Linear(np, s),
                    _ => Val::Scalar(np),
                },
            };
            self.vals[p] = Some(val);
        }
        // Naive: non-pointer parameters become vectors right away.
        for &p in &src_params {
            let ty = self.src.value_type(p);
            if self.shapes.shape(p) == Shape::Varying && !matches!(self.vals[p], Some(Val::Vector(_))) {
                let val = self.vals[p].ok_or("internal")?;
                let vec = if self.types.is_pointer(ty) {
                    let (base, index) = self.indexed(p, entry)?;
                    self.vals[p] = Some(Val::Indexed { base, index });
                    continue;
                } else {
                    self.vector_of(val, ty)?
                };
                self.vals[p] = Some(Val::Vector(vec));
            }
        }
        let entry_mask = if abi.masked {
            let mp = self.f.dfg.append_block_param(new_entry, *ft.params.last().ok_or("no mask parameter")?);
            self.f.value_names[mp] = Some("mask".into());
            self.as_mask(mp)?
        } else {
            self.all_true()
        };
        if !self.types.is_void(ft.ret) {
            let acc = self.zero_of(ft.ret);
            self.ret_acc = Some(acc);
        }
        // The entry block's own parameters are the function's: it is translated as a region
        // entry with its mask given.
        self.full[entry] = !self.masked;
        self.region(None, entry, entry_mask)?;
        let ret = self.ret_acc;
        self.emit_void(InstData::Return(ret));
        Ok(())
    }

    /// Lays out the nodes of a region; `entry` is its first block, entered with `entry_mask`.
    fn region(&mut self, region: Option<Loop>, entry: Block, entry_mask: Value) -> Res<()> {
        let order = region::order(&self.cfg, &self.loops, region);
        if order.first() != Some(&Node::Block(entry)) {
            return Err("internal: the region does not start at its entry".into());
        }
        for node in order {
            match node {
                Node::Block(b) => {
                    let mask = match self.equivalent_block(b) {
                        _ if b == entry => entry_mask,
                        Some(d) => self.masks[d].ok_or("internal: no mask")?,
                        None => self.incoming_mask(b, region)?,
                    };
                    if b != entry {
                        // A join whose edges' masks add up to every lane is full too.
                        self.full[b] = self.is_full(b) || self.is_all_true(mask);
                    }
                    self.translate_block(b, mask, b == entry, region)?;
                }
                Node::Loop(l) => self.translate_loop(l)?,
            }
        }
        Ok(())
    }

    /// The block `b` has the mask of, when every lane in its immediate dominator `d` reaches it
    /// in the same iteration: every path from `d` in their loop comes to `b`, none leaving
    /// the loop or going around it first. The join after an if/else so takes its branch's
    /// mask instead of an `or` of its edges' masks (which a BOSCC guard would make opaque).
    fn equivalent_block(&self, b: Block) -> Option<Block> {
        let d = self.domtree.idom(b)?;
        let lp = self.loops.innermost_loop(b);
        if self.loops.innermost_loop(d) != lp || self.masks[d].is_none() {
            return None;
        }
        let mut seen = BTreeSet::new();
        let mut work: Vec<Block> = self.cfg.succs(d).to_vec();
        while let Some(x) = work.pop() {
            if x == b || !seen.insert(x) {
                continue;
            }
            let inside = |x: Block| lp.is_none_or(|l| self.loops.data(l).contains(x));
            if !inside(x) || self.cfg.succs(x).is_empty() {
                return None;
            }
            for &s in self.cfg.succs(x) {
                if !self.cfg.is_retreating_edge(x, s) {
                    work.push(s);
                } else if !inside(s) || lp.is_some_and(|l| self.loops.data(l).header == s) {
                    // Around the loop (an inner loop's back edge is not).
                    return None;
                }
            }
        }
        Some(d)
    }

    /// The OR of the masks of the edges into `b` (back edges excluded).
    fn incoming_mask(&mut self, b: Block, region: Option<Loop>) -> Res<Value> {
        let _ = region;
        let mut acc: Option<Value> = None;
        for &p in self.cfg.preds(b).to_vec().iter() {
            if self.cfg.is_retreating_edge(p, b) {
                continue;
            }
            if let Some(&m) = self.edge_masks.get(&(p, b)) {
                acc = Some(match acc {
                    None => m,
                    Some(a) => self.or(a, m),
                });
            }
        }
        Ok(match acc {
            Some(m) => m,
            None => self.all_false(),
        })
    }

    /// Whether every lane is active in `b` whenever any is: reached only from such blocks by
    /// unconditional or uniform edges, in the unmasked variant.
    fn is_full(&self, b: Block) -> bool {
        if self.masked {
            return false;
        }
        if let Some(l) = self.loops.is_header(b) {
            if self.shapes.divergent_loops.contains(&l) {
                return false;
            }
        }
        let preds: Vec<Block> =
            self.cfg.preds(b).iter().copied().filter(|&p| !self.cfg.is_retreating_edge(p, b)).collect();
        !preds.is_empty() && preds.iter().all(|&p| self.full[p] && !self.shapes.is_varying_branch(p))
    }

    /// Whether `b` does something that must not happen when no lane is in it.
    fn has_scalar_effects(&self, b: Block) -> bool {
        self.src.layout.block_insts(b).iter().any(|&inst| match self.src.inst(inst) {
            InstData::Load { addr, .. } => self.shapes.shape(*addr).is_uniform(),
            InstData::Store { addr, .. } => self.shapes.shape(*addr).is_uniform(),
            InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, .. } => {
                self.src.dfg.result(inst).is_some_and(|r| {
                    !self.shapes.shape(r).is_uniform() || self.types.is_integer(self.src.value_type(r))
                })
            }
            InstData::Call { .. } => true,
            _ => false,
        })
    }

    /// Whether skipping `b` when no lane is in it saves more than the test costs (a movemask,
    /// a branch, the join's parameters): its work, counting a gather, scatter or call as
    /// `BOSCC_HEAVY` operations and any other operation (constants aside) as one, reaches
    /// `BOSCC_MIN_WORK`. A join that only merges values and masks, or a block of a few
    /// arithmetic operations, runs unguarded: its operations are masked or harmless on
    /// inactive lanes.
    fn boscc_pays(&self, b: Block) -> bool {
        let work: usize = self
            .src
            .layout
            .block_insts(b)
            .iter()
            .map(|&inst| match self.src.inst(inst) {
                data if data.is_terminator() => 0,
                InstData::Const(_) => 0,
                InstData::Load { addr, .. } | InstData::Store { addr, .. }
                    if !matches!(self.shapes.shape(*addr), Shape::Linear(_)) =>
                {
                    BOSCC_HEAVY
                }
                InstData::Call { .. } => BOSCC_HEAVY,
                _ => 1,
            })
            .sum();
        work >= BOSCC_MIN_WORK
    }

    /// Translates one original block: its phis, its instructions, its edges' masks. It runs
    /// under `if (any lane)` when it must or when BOSCC pays; what it defines is then joined.
    /// Where an all-true fast path pays (`all_true_pays`), the guarded block is translated
    /// twice, `if (all lanes) { unmasked } else { masked }`, both arms passing what they define
    /// to the join.
    fn translate_block(&mut self, b: Block, mask: Value, is_region_entry: bool, region: Option<Loop>) -> Res<()> {
        self.masks[b] = Some(mask);
        let all_true_path =
            if is_region_entry || self.full[b] || self.is_all_true(mask) { None } else { self.all_true_pays(b) };
        // A uniform exit's header runs unguarded: the loop is entered only when a lane is active.
        let entry_unguarded = is_region_entry && (region.is_none() || self.uniform_exit.is_some_and(|(h, _)| h == b));
        let guard = !entry_unguarded
            && !self.is_all_true(mask)
            && (self.full[b]
                || self.has_scalar_effects(b)
                || (self.opts.boscc && !is_region_entry && self.boscc_pays(b))
                || all_true_path.is_some());
        let before = self.cur;
        let body = if guard {
            let body = self.block();
            self.cur = body;
            if self.full[b] {
                // Some lane is in the block, so all are.
                let all = self.all_true();
                self.masks[b] = Some(all);
            }
            Some(body)
        } else {
            None
        };
        self.defined.clear();
        let old_edges: BTreeSet<(Block, Block)> = self.edge_masks.keys().copied().collect();
        let old_ret = self.ret_acc;
        let fast = match all_true_path {
            Some(inst) => {
                self.all_true_paths.get_or_insert_with(Vec::new).push(inst);
                Some(self.translate_all_true(b, mask, &old_edges, old_ret)?)
            }
            None => None,
        };
        if !is_region_entry {
            self.translate_phis(b)?;
        }
        for &inst in self.src.layout.block_insts(b) {
            self.translate_inst(b, inst)?;
        }
        let Some(body) = body else { return Ok(()) };
        // Join: everything defined in the block, its edge masks and the result vector flow
        // on; when the block was skipped they are zeros.
        let join = self.block();
        let parts = self.join_parts(&old_edges, old_ret);
        let taken_args = parts.values();
        if let Some((fast_end, fast_args)) = fast {
            let types = |args: &[Value]| args.iter().map(|&x| self.f.value_type(x)).collect::<Vec<_>>();
            if types(&fast_args) != types(&taken_args) {
                return Err("internal: the all-true path of a block defines other values than its masked path".into());
            }
            let slow_end = self.cur;
            self.cur = fast_end;
            self.emit_void(InstData::Jump(BlockCall::new(join, fast_args)));
            self.cur = slow_end;
        }
        let skip_args: Vec<TypeId> = taken_args.iter().map(|&x| self.f.value_type(x)).collect();
        let params: Vec<Value> = skip_args.iter().map(|&ty| self.f.dfg.append_block_param(join, ty)).collect();
        self.emit_void(InstData::Jump(BlockCall::new(join, taken_args)));
        self.masks[b] = Some(mask);
        // The skip path: zeros (the old result vector for `ret`).
        self.cur = before;
        let any = self.any(mask);
        let ret_idx = parts.ret.map(|_| skip_args.len() - 1);
        let mut zeros = Vec::new();
        for (idx, ty) in skip_args.iter().enumerate() {
            zeros.push(match old_ret {
                Some(old) if Some(idx) == ret_idx => old,
                _ => self.zero_of(*ty),
            });
        }
        self.emit_void(InstData::Branch {
            cond: any,
            then_dest: BlockCall::new(body, vec![]),
            else_dest: BlockCall::new(join, zeros),
        });
        self.cur = join;
        let mut params = params.into_iter();
        let mut next = || params.next().ok_or("internal: a join without its parameter");
        for (v, val) in parts.vals {
            let new_val = match val {
                Val::Scalar(_) => Val::Scalar(next()?),
                Val::Linear(_, s) => Val::Linear(next()?, s),
                Val::Vector(_) => Val::Vector(next()?),
                Val::Indexed { .. } => Val::Indexed { base: next()?, index: next()? },
            };
            self.vals[v] = Some(new_val);
        }
        for (e, _) in parts.edges {
            let param = next()?;
            self.edge_masks.insert(e, param);
        }
        if parts.ret.is_some() {
            self.ret_acc = Some(next()?);
        }
        Ok(())
    }

    /// What a translated block hands on to its join: the values it defined, the masks of its
    /// new edges, the result vector when it changed it (with `old_edges` and `old_ret` as
    /// they were before it).
    fn join_parts(&mut self, old_edges: &BTreeSet<(Block, Block)>, old_ret: Option<Value>) -> JoinParts {
        let defined = std::mem::take(&mut self.defined);
        let vals = defined.into_iter().filter_map(|v| self.vals[v].map(|val| (v, val))).collect();
        let edges = self.edge_masks.iter().filter(|(k, _)| !old_edges.contains(k)).map(|(&k, &m)| (k, m)).collect();
        let ret = self.ret_acc.filter(|&new| old_ret.is_some_and(|old| old != new));
        JoinParts { vals, edges, ret }
    }

    /// The all-true arm of block `b` (mask `mask`): tests whether every lane is on, translates
    /// the block unmasked in the arm that says so, and leaves the builder at the start of the
    /// other arm with the block's state as before (`old_edges`, `old_ret`), for the masked
    /// translation. Gives the unmasked arm's last block and what it passes to the join.
    fn translate_all_true(
        &mut self,
        b: Block,
        mask: Value,
        old_edges: &BTreeSet<(Block, Block)>,
        old_ret: Option<Value>,
    ) -> Res<(Block, Vec<Value>)> {
        let all = self.emit(InstData::Reduce { op: BinaryOp::And, arg: mask }, Some(self.int));
        let (fast, slow) = (self.block(), self.block());
        self.emit_void(InstData::Branch {
            cond: all,
            then_dest: BlockCall::new(fast, vec![]),
            else_dest: BlockCall::new(slow, vec![]),
        });
        self.cur = fast;
        let ready = self.mem.ready_snapshot();
        self.full[b] = true;
        let all_lanes = self.all_true();
        self.masks[b] = Some(all_lanes);
        self.translate_phis(b)?;
        for &inst in self.src.layout.block_insts(b) {
            self.translate_inst(b, inst)?;
        }
        let args = self.join_parts(old_edges, old_ret).values();
        self.full[b] = false;
        self.masks[b] = Some(mask);
        self.edge_masks.retain(|k, _| old_edges.contains(k));
        self.ret_acc = old_ret;
        self.mem.restore_ready(ready);
        let end = self.cur;
        self.cur = slow;
        Ok((end, args))
    }

    /// Whether an all-true fast path pays for `b`, and if so the instruction that saves most:
    /// the cycles its unmasked operations save when every lane is on (the target's masked
    /// against plain loads and stores, a lane test per lane of a scatter without a free mask
    /// or of a call made lane by lane, a call to an unmasked variant instead of the masked one)
    /// reach the cost of the test (`Reduce`). Off with BOSCC (`--no-boscc`) and under `--wfv=naive`.
    /// Measured on a Zen 5 (`cases/wfv/all_true.c`'s functions in `omp simd` loops over 4096
    /// elements, ns per element without and with the fast path, best of 3 on a loaded
    /// machine), every lane on: AVX2 `put`'s scatter 0.310 -> 0.274, `soft`'s call 0.104 ->
    /// 0.075, `split`'s two masked stores and masked load (a saving of 5, the test's price)
    /// 0.079 -> 0.081 (this core's `vmaskmovps` with every lane on costs what a plain store
    /// does; Zen 2 and 3 microcode it); no lane on: `split` 0.077 -> 0.022 (the guard the path
    /// comes in skips the block); half the lanes at random: within 0.01. On AVX-512 `soft`'s
    /// call went 0.053 -> 0.064 with the path (k-masks are free: it is not made there).
    fn all_true_pays(&self, b: Block) -> Option<Inst> {
        if self.all_true_paths.is_none()
            || !self.opts.boscc
            || self.opts.naive
            || self.src.layout.block_insts(b).len() > ALL_TRUE_MAX_INSTS
        {
            return None;
        }
        let mut best: Option<(u32, Inst)> = None;
        let mut total = 0;
        for &inst in self.src.layout.block_insts(b) {
            let saving = self.unmasked_saving(b, inst);
            total += saving;
            if saving > 0 && best.is_none_or(|(s, _)| saving > s) {
                best = Some((saving, inst));
            }
        }
        let test = self.target.op_cost(OpClass::Reduce, ElemClass::Any).1;
        best.filter(|_| total >= test).map(|(_, inst)| inst)
    }

    /// What `inst` of `b` saves when run unmasked (see `all_true_pays`), in the cost table's units.
    fn unmasked_saving(&self, b: Block, inst: Inst) -> u32 {
        let elem_of = |ty: TypeId| ElemClass::of(self.types.size_of(ty).unwrap_or(4), self.types.is_float(ty));
        let consecutive = |addr: Value, ty: TypeId| matches!(self.shapes.shape(addr), Shape::Linear(s) if s.unit.is_none() && Some(s.scale as u64) == self.types.size_of(ty));
        let masked_over_plain = |masked: OpClass, plain: OpClass, ty: TypeId| {
            let elem = elem_of(ty);
            self.target.op_cost(masked, elem).1.saturating_sub(self.target.op_cost(plain, elem).1)
        };
        // A per-lane stack slot (`build/slots.rs`) at the same offset in every lane is one
        // vector access.
        let in_lane_slot = |addr: Value| self.slot_root(addr).is_some();
        let one_vector = |addr: Value, ty: TypeId| {
            if in_lane_slot(addr) {
                self.slot_offset_is_uniform(addr)
            } else {
                consecutive(addr, ty)
            }
        };
        match self.src.inst(inst) {
            InstData::Load { addr, .. } => {
                let Some(r) = self.src.dfg.result(inst) else { return 0 };
                let ty = self.src.value_type(r);
                if (self.shapes.shape(r) != Shape::Varying && !in_lane_slot(*addr)) || !one_vector(*addr, ty) {
                    return 0;
                }
                masked_over_plain(OpClass::MaskedLoad, OpClass::Load, ty)
            }
            InstData::Store { addr, value, .. } => {
                let ty = self.src.value_type(*value);
                if self.shapes.shape(*addr).is_uniform() && !in_lane_slot(*addr) {
                    0
                } else if one_vector(*addr, ty) {
                    masked_over_plain(OpClass::MaskedStore, OpClass::Store, ty)
                } else if self.mem.is_dynamic(*addr) {
                    // `memory::emit_consecutive_store` tests for all lanes itself.
                    0
                } else if self.target.masked_access_is_free(OpClass::MaskedStore, elem_of(ty)) {
                    // AVX-512's scatters of 4- and 8-byte lanes take a k-mask at no cost.
                    0
                } else {
                    // Per lane, each under a test of its lane.
                    self.vf
                }
            }
            InstData::Call { callee: Callee::Direct(fid), args } => {
                let uniform = self.src.dfg.result(inst).is_some_and(|r| self.shapes.shape(r).is_uniform());
                if uniform || self.vector_math.contains(fid) {
                    0
                } else if let Some((_, _, variant)) = self.available.iter().find(|(s, _, _)| s == fid) {
                    // Where masked accesses are free (AVX-512's k-masks) the masked variant
                    // costs what the unmasked one does.
                    let free = self.target.masked_access_is_free(OpClass::MaskedStore, elem_of(variant.cdt));
                    match (self.pick_variant(*fid, args, b, false), self.pick_variant(*fid, args, b, true)) {
                        (Some((_, v)), Some(_)) if !v.masked && !free => ALL_TRUE_UNMASKED_CALL,
                        _ => 0,
                    }
                } else {
                    // Lane by lane, each under a test of its lane.
                    self.vf
                }
            }
            _ => 0,
        }
    }

    /// The block's parameters as selects over its incoming edges.
    fn translate_phis(&mut self, b: Block) -> Res<()> {
        let params: Vec<Value> = self.src.dfg.block_params(b).to_vec();
        if params.is_empty() {
            return Ok(());
        }
        let preds: Vec<Block> = self.cfg.preds(b).to_vec();
        for (n, &p) in params.iter().enumerate() {
            let ty = self.src.value_type(p);
            let mut incoming: Vec<(Val, Value)> = Vec::new();
            for &pred in &preds {
                let calls = self.src.calls_to(pred, b);
                let Some(arg) = calls.first().and_then(|c| c.args.get(n)).copied() else { continue };
                let Some(&em) = self.edge_masks.get(&(pred, b)) else { continue };
                let val = match self.exit_args.get(&(pred, b, n)) {
                    _ if calls.len() > 1 && calls.iter().any(|c| c.args.get(n) != Some(&arg)) => {
                        self.both_edges(pred, n, ty, p)?
                    }
                    Some(&acc) => Val::Vector(acc),
                    None => self.get(arg, b)?,
                };
                incoming.push((val, em));
            }
            let Some(&(first, _)) = incoming.first() else {
                let z = self.zero_of(ty);
                self.set(p, Val::Scalar(z));
                continue;
            };
            let val = match self.shapes.shape(p) {
                Shape::Varying => {
                    let mut acc = self.vector_of(first, ty)?;
                    let vty = self.f.value_type(acc);
                    for &(val, em) in &incoming[1..] {
                        let x = self.vector_of(val, ty)?;
                        acc = self.blend(em, x, acc, vty);
                    }
                    if self.types.is_pointer(ty) {
                        return Err("a varying pointer merged from several paths".into());
                    }
                    Val::Vector(acc)
                }
                shape => {
                    let mut acc = self.scalar_of(first, ty)?;
                    let sty = self.f.value_type(acc);
                    for &(val, em) in &incoming[1..] {
                        let x = self.scalar_of(val, ty)?;
                        let any = self.any(em);
                        acc = self.emit(InstData::Select { cond: any, args: [x, acc] }, Some(sty));
                    }
                    match shape {
                        Shape::Linear(s) => Val::Linear(acc, s),
                        _ => Val::Scalar(acc),
                    }
                }
            };
            self.set(p, val);
        }
        Ok(())
    }

    /// `br c, b(x), b(y)`, both edges into one block with different arguments (a `c ? x : y`
    /// that simplify left as a branch): the argument `n` is `c ? x : y` per lane. The edge mask
    /// into `b` is already the union of the two edges' masks.
    fn both_edges(&mut self, pred: Block, n: usize, ty: TypeId, param: Value) -> Res<Val> {
        let two_edges = "a branch whose two edges go to one block with different arguments";
        let term = self.src.terminator(pred).ok_or("internal: a block without a terminator")?;
        let InstData::Branch { cond, then_dest, else_dest } = self.src.inst(term).clone() else {
            return Err(two_edges.into());
        };
        let (Some(&x), Some(&y)) = (then_dest.args.get(n), else_dest.args.get(n)) else { return Err(two_edges.into()) };
        if self.exit_args.contains_key(&(pred, then_dest.block, n)) {
            return Err(two_edges.into());
        }
        match self.shapes.shape(param) {
            Shape::Varying => {
                let c = self.mask_of(cond, pred)?;
                let vx = self.vector(x, pred)?;
                let vy = self.vector(y, pred)?;
                let vty = self.f.value_type(vx);
                if self.types.is_pointer(ty) || self.f.value_type(vy) != vty {
                    return Err(two_edges.into());
                }
                Ok(Val::Vector(self.emit(InstData::Select { cond: c, args: [vx, vy] }, Some(vty))))
            }
            Shape::Uniform => {
                let c = self.scalar(cond, pred)?;
                let sx = self.scalar(x, pred)?;
                let sy = self.scalar(y, pred)?;
                let sty = self.f.value_type(sx);
                Ok(Val::Scalar(self.emit(InstData::Select { cond: c, args: [sx, sy] }, Some(sty))))
            }
            _ => Err(two_edges.into()),
        }
    }

    /// A loop: header with the active mask, body in order, repeat while any lane continues.
    fn translate_loop(&mut self, l: Loop) -> Res<()> {
        let data = self.loops.data(l).clone();
        let h = data.header;
        let divergent = self.shapes.divergent_loops.contains(&l);
        let exits = self.loops.exits(self.src, &self.cfg, l);
        for &(x, _) in &exits {
            if self.loops.innermost_loop(x) != Some(l) && divergent {
                return Err("a loop exit that leaves two loops at once is not supported yet".into());
            }
        }
        let m_in = self.incoming_mask(h, data.parent)?;
        self.loop_entry_mask.insert(l, m_in);
        self.full[h] = self.is_full(h);
        // Header parameters on entry: selects over the entering edges.
        let params: Vec<Value> = self.src.dfg.block_params(h).to_vec();
        let outside: Vec<Block> = self.cfg.preds(h).iter().copied().filter(|p| !data.contains(*p)).collect();
        let mut init: Vec<Val> = Vec::new();
        for (n, &p) in params.iter().enumerate() {
            let ty = self.src.value_type(p);
            let mut incoming = Vec::new();
            for &pred in &outside {
                let Some(arg) = self.src.calls_to(pred, h).first().and_then(|c| c.args.get(n)).copied() else {
                    continue;
                };
                let Some(&em) = self.edge_masks.get(&(pred, h)) else { continue };
                incoming.push((self.get(arg, h)?, em));
            }
            let first = incoming.first().map(|x| x.0).ok_or("internal: a loop without an entry")?;
            let val = match self.shapes.shape(p) {
                Shape::Varying => {
                    let mut acc = self.vector_of(first, ty)?;
                    let vty = self.f.value_type(acc);
                    for &(val, em) in &incoming[1..] {
                        let x = self.vector_of(val, ty)?;
                        acc = self.emit(InstData::Select { cond: em, args: [x, acc] }, Some(vty));
                    }
                    Val::Vector(acc)
                }
                shape => {
                    let mut acc = self.scalar_of(first, ty)?;
                    let sty = self.f.value_type(acc);
                    for &(val, em) in &incoming[1..] {
                        let x = self.scalar_of(val, ty)?;
                        let any = self.any(em);
                        acc = self.emit(InstData::Select { cond: any, args: [x, acc] }, Some(sty));
                    }
                    match shape {
                        Shape::Linear(s) => Val::Linear(acc, s),
                        _ => Val::Scalar(acc),
                    }
                }
            };
            if matches!(val, Val::Indexed { .. }) {
                return Err("a varying pointer carried around a loop".into());
            }
            init.push(val);
        }
        if self.is_uniform_loop(l) {
            return self.translate_uniform_loop(l, &init, m_in);
        }
        if let Some(exit) = self.uniform_trip_exit(l) {
            return self.translate_uniform_trip_loop(l, &init, m_in, exit);
        }
        // Values defined in the loop and used after it, per lane (divergent loops only).
        let liveouts: Vec<Value> = if divergent { self.live_outs(&data) } else { Vec::new() };
        let exit_args: Vec<(Block, Block, usize, Value)> = if divergent {
            let mut res = Vec::new();
            for &(x, t) in &exits {
                if let Some(call) = self.src.calls_to(x, t).first() {
                    for (n, &a) in call.args.iter().enumerate() {
                        res.push((x, t, n, a));
                    }
                }
            }
            res
        } else {
            Vec::new()
        };
        // When every exit goes to one block and passes nothing, the lanes that took them are
        // the lanes that entered: no exit mask needs to be carried.
        let one_target = divergent && exit_args.is_empty() && exits.iter().all(|e| e.1 == exits[0].1);
        let tracked_exits: Vec<(Block, Block)> = if one_target { Vec::new() } else { exits.clone() };
        // Whether the last few active lanes run as scalar code (`scalar_lanes.rs`).
        // Only where the per-iteration test is cheap (`Target::mask_bits_move`); elsewhere
        // there is nothing to say.
        let scalar_lanes = if divergent && self.opts.scalar_lanes && !self.opts.naive && self.target.mask_bits_move {
            let n_state = liveouts.len() + tracked_exits.len() + exit_args.len();
            let res = self.scalar_lanes(l, n_state);
            let term = self.src.terminator(h);
            let loc = term.map(|t| self.src.srclocs[t]).unwrap_or_default();
            let name = format!("the loop {}", crate::remarks::at(loc, "in its body"));
            self.scalar_lane_notes.push(match &res {
                Ok(n) => format!(
                    "{} runs its last {} active lane(s) one by one as scalar code (not with --no-scalar-lanes)",
                    name, n
                ),
                Err(why) => format!("{} keeps its vector form to the end: {}", name, why),
            });
            res.ok()
        } else {
            None
        };
        // Carried state: mask, header params, live-out vectors, exit masks, exit arguments.
        let hdr = self.block();
        let mut entry_args = vec![m_in];
        let m_active = self.f.dfg.append_block_param(hdr, self.mask_ty);
        for (n, &p) in params.iter().enumerate() {
            let val = init[n];
            let x = match val {
                Val::Scalar(x) | Val::Linear(x, _) | Val::Vector(x) => x,
                Val::Indexed { .. } => unreachable!("refused above"),
            };
            let param = self.f.dfg.append_block_param(hdr, self.f.value_type(x));
            entry_args.push(x);
            self.vals[p] = Some(match val {
                Val::Scalar(_) => Val::Scalar(param),
                Val::Linear(_, s) => Val::Linear(param, s),
                _ => Val::Vector(param),
            });
        }
        let mut live_params = Vec::new();
        for &v in &liveouts {
            let vty = self.vec_of(self.src.value_type(v))?;
            let z = self.zero_of(vty);
            entry_args.push(z);
            live_params.push(self.f.dfg.append_block_param(hdr, vty));
        }
        let mut exit_mask_params = Vec::new();
        for _ in &tracked_exits {
            let z = self.all_false();
            entry_args.push(z);
            exit_mask_params.push(self.f.dfg.append_block_param(hdr, self.mask_ty));
        }
        let mut exit_arg_params = Vec::new();
        for &(_, _, _, a) in &exit_args {
            let vty = self.vec_of(self.src.value_type(a))?;
            let z = self.zero_of(vty);
            entry_args.push(z);
            exit_arg_params.push(self.f.dfg.append_block_param(hdr, vty));
        }
        self.emit_void(InstData::Jump(BlockCall::new(hdr, entry_args)));
        self.cur = hdr;
        // The body.
        for &(x, t) in &exits {
            self.edge_masks.remove(&(x, t));
        }
        let uniform_exit = if divergent { self.uniform_header_exit(l, &exits) } else { None };
        self.uniform_exit = uniform_exit;
        self.uniform_exit_block = None;
        self.region(Some(l), h, m_active)?;
        self.uniform_exit = None;
        let leave = self.uniform_exit_block.take();
        if uniform_exit.is_some() && leave.is_none() {
            return Err("internal: the uniform exit was not translated".into());
        }
        // The tail: what continues, and the per-lane state.
        let latches = data.latches.clone();
        let mut m_next: Option<Value> = None;
        for &latch in &latches {
            if let Some(&m) = self.edge_masks.get(&(latch, h)) {
                m_next = Some(match m_next {
                    None => m,
                    Some(a) => self.or(a, m),
                });
            }
        }
        let m_next = match m_next {
            Some(m) => m,
            None => self.all_false(),
        };
        let mut back_args = vec![m_next];
        back_args.extend(self.latch_args(l, &init)?);
        let mut live_next = Vec::new();
        for (idx, &v) in liveouts.iter().enumerate() {
            let def_mask = self.def_mask(v, l)?;
            let next = self.update_lanes(def_mask, v, h, live_params[idx])?;
            live_next.push(next);
        }
        let mut exit_masks_next = Vec::new();
        for (idx, e) in tracked_exits.iter().enumerate() {
            let next = match self.edge_masks.get(e).copied() {
                Some(m) => self.or(exit_mask_params[idx], m),
                None => exit_mask_params[idx],
            };
            exit_masks_next.push(next);
        }
        let mut exit_args_next = Vec::new();
        for (idx, &(x, t, _, a)) in exit_args.iter().enumerate() {
            let next = match self.edge_masks.get(&(x, t)).copied() {
                Some(em) => self.update_lanes(em, a, x, exit_arg_params[idx])?,
                None => exit_arg_params[idx],
            };
            exit_args_next.push(next);
        }
        back_args.extend(live_next.iter().copied());
        back_args.extend(exit_masks_next.iter().copied());
        back_args.extend(exit_args_next.iter().copied());
        let after = self.block();
        // With a uniform exit or a lane loop (`scalar_lanes.rs`) `after` is reached from two
        // places: its per-lane state comes in as parameters.
        let mut done_args = Vec::new();
        let latch_end = self.cur;
        let state: Vec<Value> = live_next.iter().chain(&exit_masks_next).chain(&exit_args_next).copied().collect();
        if leave.is_some() || scalar_lanes.is_some() {
            let mut params = Vec::new();
            for &v in &state {
                params.push(self.f.dfg.append_block_param(after, self.f.value_type(v)));
            }
            done_args = state.clone();
            let n_live = liveouts.len();
            let n_exits = tracked_exits.len();
            live_next = params[..n_live].to_vec();
            exit_masks_next = params[n_live..n_live + n_exits].to_vec();
            exit_args_next = params[n_live + n_exits..].to_vec();
        }
        if let (Some(leave), Some((_, target))) = (leave, uniform_exit) {
            // On the uniform exit every lane still active leaves by it, in this iteration's
            // header: the header's values are their final ones, the rest keep the state's.
            self.cur = leave;
            let mut leave_args = Vec::new();
            for (idx, &v) in liveouts.iter().enumerate() {
                leave_args.push(if self.defined_in(v, h) {
                    self.update_lanes(m_active, v, h, live_params[idx])?
                } else {
                    live_params[idx]
                });
            }
            for (idx, e) in tracked_exits.iter().enumerate() {
                leave_args.push(if *e == (h, target) {
                    self.or(exit_mask_params[idx], m_active)
                } else {
                    exit_mask_params[idx]
                });
            }
            for (idx, &(x, t, _, a)) in exit_args.iter().enumerate() {
                leave_args.push(if (x, t) == (h, target) {
                    self.update_lanes(m_active, a, x, exit_arg_params[idx])?
                } else {
                    exit_arg_params[idx]
                });
            }
            self.emit_void(InstData::Jump(BlockCall::new(after, leave_args)));
            self.cur = latch_end;
        }
        if let Some(n) = scalar_lanes {
            // At most `n` lanes left (or none): they run one by one as scalar code.
            let lanes = self.lane_loop_block(&state)?;
            let next = back_args[1..1 + params.len()].to_vec();
            self.scalar_lanes_test(n, m_next, BlockCall::new(hdr, back_args), lanes, &state)?;
            self.lane_loop(l, lanes, after, &next, &init, &liveouts, &tracked_exits, &exit_args)?;
        } else {
            let cont = self.any(m_next);
            self.emit_void(InstData::Branch {
                cond: cont,
                then_dest: BlockCall::new(hdr, back_args),
                else_dest: BlockCall::new(after, done_args),
            });
        }
        self.cur = after;
        for (idx, e) in tracked_exits.iter().enumerate() {
            self.edge_masks.insert(*e, exit_masks_next[idx]);
        }
        if one_target {
            for e in &exits {
                self.edge_masks.remove(e);
            }
            if let Some(&first) = exits.first() {
                self.edge_masks.insert(first, m_in);
            }
        }
        for (idx, &v) in liveouts.iter().enumerate() {
            self.liveouts.insert(v, live_next[idx]);
        }
        for (idx, &(x, t, n, _)) in exit_args.iter().enumerate() {
            self.exit_args.insert((x, t, n), exit_args_next[idx]);
        }
        Ok(())
    }

    /// The header parameters' values for the next iteration of `l` (`init`: their values on
    /// entry, which give their representation): over several latches, selects on the latches'
    /// edge masks.
    fn latch_args(&mut self, l: Loop, init: &[Val]) -> Res<Vec<Value>> {
        let data = self.loops.data(l).clone();
        let h = data.header;
        let mut res = Vec::new();
        for (n, &p) in self.src.dfg.block_params(h).to_vec().iter().enumerate() {
            let ty = self.src.value_type(p);
            let mut incoming = Vec::new();
            for &latch in &data.latches {
                let Some(arg) = self.src.calls_to(latch, h).first().and_then(|c| c.args.get(n)).copied() else {
                    continue;
                };
                let em = self.edge_masks.get(&(latch, h)).copied();
                incoming.push((self.get(arg, latch)?, em));
            }
            let vector = matches!(init[n], Val::Vector(_));
            let (first, _) = *incoming.first().ok_or("internal: a loop without a latch")?;
            let mut acc = if vector { self.vector_of(first, ty)? } else { self.scalar_of(first, ty)? };
            let aty = self.f.value_type(acc);
            for &(val, em) in &incoming[1..] {
                let em = em.ok_or("internal: a latch without a mask")?;
                if vector {
                    let x = self.vector_of(val, ty)?;
                    acc = self.blend(em, x, acc, aty);
                } else {
                    let x = self.scalar_of(val, ty)?;
                    let any = self.any(em);
                    acc = self.emit(InstData::Select { cond: any, args: [x, acc] }, Some(aty));
                }
            }
            res.push(acc);
        }
        Ok(res)
    }

    /// The exit edge of a divergent loop's header whose branch is uniform and not guarded,
    /// if there is one: (header, exit target).
    fn uniform_header_exit(&self, l: Loop, exits: &[(Block, Block)]) -> Option<(Block, Block)> {
        let h = self.loops.data(l).header;
        let InstData::Branch { cond, then_dest, else_dest } = self.src.inst(self.src.terminator(h)?) else {
            return None;
        };
        if then_dest.block == else_dest.block || !self.shapes.shape(*cond).is_uniform() || self.has_scalar_effects(h) {
            return None;
        }
        let outside: Vec<Block> =
            [then_dest.block, else_dest.block].into_iter().filter(|b| !self.loops.data(l).contains(*b)).collect();
        match outside[..] {
            [t] if exits.contains(&(h, t)) => Some((h, t)),
            _ => None,
        }
    }

    /// Whether `v` is a parameter or result of block `b` of the original.
    fn defined_in(&self, v: Value, b: Block) -> bool {
        match self.src.dfg.value_def(v) {
            ValueDef::Param(pb, _) => pb == b,
            ValueDef::Result(inst) => self.src.layout.inst_block(inst) == Some(b),
        }
    }

    /// The values defined in the loop (at any depth) and used outside it, in value order.
    fn live_outs(&self, data: &crate::analysis::LoopData) -> Vec<Value> {
        let mut defined = BTreeSet::new();
        for &b in &data.blocks {
            defined.extend(self.src.dfg.block_params(b).iter().copied());
            for &inst in self.src.layout.block_insts(b) {
                defined.extend(self.src.dfg.result(inst));
            }
        }
        let mut used = BTreeSet::new();
        for &b in &self.src.layout.blocks {
            if data.contains(b) {
                continue;
            }
            for &inst in self.src.layout.block_insts(b) {
                self.src.inst(inst).for_each_operand(|v| {
                    if defined.contains(&v) {
                        used.insert(v);
                    }
                });
            }
        }
        used.into_iter().collect()
    }

    /// The mask under which `v` (defined in loop `l`, maybe in an inner loop) was computed in
    /// this iteration.
    fn def_mask(&self, v: Value, l: Loop) -> Res<Value> {
        let def_block = match self.src.dfg.value_def(v) {
            ValueDef::Param(b, _) => b,
            ValueDef::Result(inst) => self.src.layout.inst_block(inst).ok_or("internal: value outside the layout")?,
        };
        match region::node_of(&self.loops, Some(l), def_block) {
            Node::Block(b) => self.masks[b].ok_or_else(|| "internal: no mask for a block".into()),
            Node::Loop(inner) => {
                self.loop_entry_mask.get(&inner).copied().ok_or_else(|| "internal: no mask for a loop".into())
            }
        }
    }

    // ---- instructions ----------------------------------------------------------------------

    fn translate_inst(&mut self, b: Block, inst: Inst) -> Res<()> {
        let data = self.src.inst(inst).clone();
        self.loc = self.src.srclocs[inst];
        let res = self.src.dfg.result(inst);
        if data.is_terminator() {
            return self.translate_terminator(b, &data);
        }
        let full = self.full[b];
        let mask = self.masks[b].ok_or("internal: no mask")?;
        let mask_opt = if full { None } else { Some(mask) };
        if !self.lane_slots.is_empty() {
            // Per-lane stack slots (`build/slots.rs`): their addresses are computed at each access.
            match &data {
                InstData::SlotAddr(_) | InstData::ElemAddr { .. } | InstData::PtrAdd { .. }
                    if res.is_some_and(|r| self.slot_root(r).is_some()) =>
                {
                    return Ok(())
                }
                InstData::Load { addr, .. } if self.slot_root(*addr).is_some() => {
                    return self.load_lane_slot(b, res.ok_or("internal: a load without a result")?, *addr, mask_opt)
                }
                InstData::Store { addr, value, .. } if self.slot_root(*addr).is_some() => {
                    return self.store_lane_slot(b, *addr, *value, mask_opt)
                }
                _ => {}
            }
        }
        match (&data, res) {
            (InstData::Store { addr, value, volatile }, None) => {
                if *volatile {
                    return Err("a volatile store".into());
                }
                return self.store(b, *addr, *value, mask_opt);
            }
            (InstData::Call { callee, args }, r) => return self.call(b, callee, args, r, mask_opt),
            (_, None) => {
                return Err(format!(
                    "an unsupported operation {}",
                    crate::remarks::at(self.src.srclocs[inst], "in its body")
                ))
            }
            _ => {}
        }
        let r = res.ok_or("internal")?;
        let ty = self.src.value_type(r);
        let shape = self.shapes.shape(r);
        if let InstData::Load { addr, volatile } = &data {
            if *volatile {
                return Err("a volatile load".into());
            }
            return self.load(b, r, *addr, mask_opt);
        }
        if shape != Shape::Varying {
            // Uniform or linear: lane 0's computation, on lane 0's operands.
            let mut d = data.clone();
            let mut err = None;
            let mut ops = Vec::new();
            d.for_each_operand(|v| ops.push(v));
            let mut mapped = BTreeMap::new();
            for v in ops {
                match self.scalar(v, b) {
                    Ok(x) => {
                        mapped.insert(v, x);
                    }
                    Err(e) => err = Some(e),
                }
            }
            if let Some(e) = err {
                return Err(e);
            }
            d.map_operands(|v| mapped[&v]);
            let x = self.emit(d, Some(ty));
            let val = match shape {
                Shape::Linear(s) => Val::Linear(x, s),
                _ => Val::Scalar(x),
            };
            self.set(r, val);
            return Ok(());
        }
        let val = match &data {
            InstData::Const(_) => {
                let x = self.emit(data.clone(), Some(ty));
                self.vector_of(Val::Scalar(x), ty).map(Val::Vector)?
            }
            InstData::Unary { op, arg } => {
                let a = self.vector(*arg, b)?;
                let rty = if *op == UnaryOp::LogNot { self.mask_ty } else { self.vec_of(ty)? };
                let a = if *op == UnaryOp::LogNot { self.as_mask(a)? } else { a };
                let x = match op {
                    // `!x` on a mask is its complement.
                    UnaryOp::LogNot => self.not(a),
                    // Wraps on inactive lanes, as signed arithmetic below.
                    UnaryOp::Neg if !full && self.types.is_integer(ty) && self.types.is_signed(ty) => {
                        self.wrapping(ty, rty, &[a], |u| InstData::Unary { op: UnaryOp::Neg, arg: u[0] })?
                    }
                    _ => self.emit(InstData::Unary { op: *op, arg: a }, Some(rty)),
                };
                Val::Vector(x)
            }
            InstData::Binary { op, args: [x, y] } => {
                let xt = self.src.value_type(*x);
                if self.types.is_pointer(xt) || self.types.is_pointer(self.src.value_type(*y)) {
                    return Err("varying pointer arithmetic or comparison".into());
                }
                let a = self.vector(*x, b)?;
                let mut c = self.vector(*y, b)?;
                if matches!(op, BinaryOp::Div | BinaryOp::Rem) && self.types.is_integer(ty) && !full {
                    // Inactive lanes divide by one: no trap for lanes the scalar code never ran.
                    let one = self.int_const(self.plain(ty)?, 1);
                    let ones = self.vector_of(Val::Scalar(one), ty)?;
                    let cty = self.f.value_type(c);
                    c = self.emit(InstData::Select { cond: mask, args: [c, ones] }, Some(cty));
                }
                // `x != 0` and `x == 0` of a comparison's int result: the comparison's mask.
                if matches!(op, BinaryOp::Ne | BinaryOp::Eq) && self.is_zero(c) {
                    if let Some(m) = self.mask_from_int(a, 0) {
                        let res = if *op == BinaryOp::Ne { m } else { self.not(m) };
                        self.set(r, Val::Vector(res));
                        return Ok(());
                    }
                }
                let rty = if op.is_comparison() { self.mask_ty } else { self.vec_of(ty)? };
                if !full
                    && matches!(op, BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl)
                    && self.types.is_integer(ty)
                    && self.types.is_signed(ty)
                {
                    // Inactive lanes go on computing (in a divergent loop, on values of an
                    // iteration they have left) and may overflow where the scalar code did
                    // not: signed arithmetic wraps in the unsigned view of the lanes.
                    let op = *op;
                    Val::Vector(self.wrapping(ty, rty, &[a, c], |u| InstData::Binary { op, args: [u[0], u[1]] })?)
                } else {
                    Val::Vector(self.emit(InstData::Binary { op: *op, args: [a, c] }, Some(rty)))
                }
            }
            InstData::Cast { arg } => {
                let at = self.src.value_type(*arg);
                if self.types.is_pointer(ty) || self.types.is_pointer(at) {
                    if self.types.is_pointer(ty)
                        && self.types.is_pointer(at)
                        && self.types.pointee(ty).and_then(|p| self.types.size_of(p))
                            == self.types.pointee(at).and_then(|p| self.types.size_of(p))
                    {
                        let (base, index) = self.indexed(*arg, b)?;
                        let nb = self.emit(InstData::Cast { arg: base }, Some(ty));
                        self.set(r, Val::Indexed { base: nb, index });
                        return Ok(());
                    }
                    return Err("a varying pointer conversion".into());
                }
                let a = self.vector(*arg, b)?;
                let rty = self.vec_of(ty)?;
                if self.f.value_type(a) == rty {
                    Val::Vector(a)
                } else {
                    Val::Vector(self.emit(InstData::Cast { arg: a }, Some(rty)))
                }
            }
            InstData::Select { cond, args: [x, y] } => {
                if self.types.is_pointer(ty) {
                    return Err("a varying pointer select".into());
                }
                let m = self.mask_of(*cond, b)?;
                let a = self.vector(*x, b)?;
                let c = self.vector(*y, b)?;
                let rty = self.vec_of(ty)?;
                Val::Vector(self.emit(InstData::Select { cond: m, args: [a, c] }, Some(rty)))
            }
            InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index } => {
                let (nb, bidx) = self.indexed(*base, b)?;
                if let InstData::ElemAddr { .. } = data {
                    // `&(*base)[0]` points to the element type; the base's own index counts
                    // whole arrays, scaled here to elements.
                    let arr = self.types.pointee(self.src.value_type(*base)).ok_or("internal: not a pointer")?;
                    let elem = self
                        .types
                        .array_elem(arr)
                        .and_then(|e| self.types.size_of(e))
                        .ok_or("an array of incomplete elements")?;
                    let whole = self.types.size_of(arr).ok_or("an array of unknown size through a varying pointer")?;
                    let z = self.int_const(self.long, 0);
                    let e = self.emit(InstData::ElemAddr { base: nb, index: z }, Some(ty));
                    let k = self.int_const(self.long, (whole / elem.max(1)) as i64);
                    let kv = self.vector_of(Val::Scalar(k), self.long)?;
                    let vlong = self.vec_of(self.long)?;
                    let scaled = self.emit(InstData::Binary { op: BinaryOp::Mul, args: [bidx, kv] }, Some(vlong));
                    let idx = self.vector(*index, b)?;
                    let idx = self.widen_index(idx)?;
                    let sum = self.emit(InstData::Binary { op: BinaryOp::Add, args: [scaled, idx] }, Some(vlong));
                    self.set(r, Val::Indexed { base: e, index: sum });
                    return Ok(());
                }
                let idx = self.vector(*index, b)?;
                let idx = self.widen_index(idx)?;
                let vlong = self.vec_of(self.long)?;
                let sum = self.emit(InstData::Binary { op: BinaryOp::Add, args: [bidx, idx] }, Some(vlong));
                Val::Indexed { base: nb, index: sum }
            }
            InstData::Splat { .. }
            | InstData::ExtractLane { .. }
            | InstData::InsertLane { .. }
            | InstData::Shuffle { .. }
            | InstData::VectorLoad { .. }
            | InstData::Gather { .. }
            | InstData::Reduce { .. } => return Err("it already holds vector code".into()),
            _ => return Err("an operation on a varying value that cannot be widened yet".into()),
        };
        self.set(r, val);
        Ok(())
    }

    /// An index vector as `long` lanes.
    fn widen_index(&mut self, idx: Value) -> Res<Value> {
        let vlong = self.vec_of(self.long)?;
        if self.f.value_type(idx) == vlong {
            Ok(idx)
        } else {
            Ok(self.emit(InstData::Cast { arg: idx }, Some(vlong)))
        }
    }

    fn load(&mut self, b: Block, r: Value, addr: Value, mask: Option<Value>) -> Res<()> {
        let ty = self.src.value_type(r);
        let addr_shape = self.shapes.shape(addr);
        let elem_size = self.types.size_of(ty).ok_or("a load of an incomplete type")? as i64;
        if !self.types.is_scalar(ty) {
            return Err("a load of a whole struct or array".into());
        }
        if self.shapes.shape(r) != Shape::Varying && addr_shape.is_uniform() {
            let a = self.scalar(addr, b)?;
            let x = self.emit(InstData::Load { addr: a, volatile: false }, Some(self.plain(ty)?));
            self.set(r, Val::Scalar(x));
            return Ok(());
        }
        let vty = self.vec_of(ty)?;
        if vty == self.mask_ty {
            return Err("a varying load of a _Bool".into());
        }
        if let Some(x) = self.load_by_plan(b, r, addr, mask, vty)? {
            self.set(r, Val::Vector(x));
            return Ok(());
        }
        let x = match (addr_shape, self.vals[addr]) {
            (Shape::Linear(s), Some(Val::Linear(a0, _)))
                if s.unit.is_none() && s.scale == elem_size && !self.opts.naive =>
            {
                let aligned = self.shapes.aligned[addr].is_some_and(|al| al % (elem_size as u64 * self.vf as u64) == 0);
                let a0 = self.masked_lane0(a0, mask)?;
                self.emit(InstData::VectorLoad { addr: a0, mask, aligned }, Some(vty))
            }
            _ => {
                let (base, index) = self.indexed(addr, b)?;
                let index = self.narrow_index(index);
                self.emit(InstData::Gather { base, indices: index, mask }, Some(vty))
            }
        };
        self.set(r, Val::Vector(x));
        Ok(())
    }

    /// Lane 0's address `a0` for a consecutive access under `mask`: computed as an unsigned
    /// integer (`transform::integer_address`), since lane 0 may be off and its address then
    /// outside the object, where C's pointer arithmetic is undefined.
    fn masked_lane0(&mut self, a0: Value, mask: Option<Value>) -> Res<Value> {
        if mask.is_none() {
            return Ok(a0);
        }
        let ty = self.f.value_type(a0);
        let (cur, loc) = (self.cur, self.loc);
        let int = crate::transform::integer_address(self.types, &mut self.f, cur, loc, a0)
            .ok_or("internal: no integer form of a masked access's address")?;
        Ok(self.emit(InstData::Cast { arg: int }, Some(ty)))
    }

    /// A gather's index `0 + (long)i`, with `i` a vector of `int`, as `i` itself: the same
    /// element offsets (gathers sign-extend 32-bit indices, as the cast did), and the form the
    /// targets' 32-bit-index gather instructions take.
    fn narrow_index(&self, index: Value) -> Value {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        let is_zero = |v: Value| matches!(def(v), Some(InstData::Const(Const::Undef | Const::Int(0))));
        let Some(InstData::Binary { op: BinaryOp::Add, args: [x, y] }) = def(index) else { return index };
        let cast = if is_zero(*x) {
            *y
        } else if is_zero(*y) {
            *x
        } else {
            return index;
        };
        let Some(InstData::Cast { arg }) = def(cast) else { return index };
        let ty = self.f.value_type(*arg);
        let is_int_vector =
            self.types.lanes(ty) == self.vf && self.types.int_kind(self.types.scalar_of(ty)) == Some(IntKind::Int);
        if is_int_vector {
            *arg
        } else {
            index
        }
    }

    fn store(&mut self, b: Block, addr: Value, value: Value, mask: Option<Value>) -> Res<()> {
        let ty = self.src.value_type(value);
        if !self.types.is_scalar(ty) {
            return Err("a store of a whole struct or array".into());
        }
        let addr_shape = self.shapes.shape(addr);
        if addr_shape.is_uniform() && self.shapes.shape_at(value, b).is_uniform() && !self.opts.naive {
            let a = self.scalar(addr, b)?;
            let v = self.scalar(value, b)?;
            self.emit_void(InstData::Store { addr: a, value: v, volatile: false });
            return Ok(());
        }
        if self.types.is_pointer(ty) {
            return Err("a varying store of a pointer".into());
        }
        let elem_size = self.types.size_of(ty).ok_or("a store of an incomplete type")? as i64;
        let v = self.vector(value, b)?;
        if self.f.value_type(v) == self.mask_ty {
            return Err("a varying store of a _Bool".into());
        }
        match (addr_shape, self.vals[addr]) {
            (Shape::Linear(s), Some(Val::Linear(a0, _)))
                if s.unit.is_none() && s.scale == elem_size && !self.opts.naive =>
            {
                let aligned = self.shapes.aligned[addr].is_some_and(|al| al % (elem_size as u64 * self.vf as u64) == 0);
                let a0 = self.masked_lane0(a0, mask)?;
                self.emit_void(InstData::VectorStore { addr: a0, value: v, mask, aligned });
            }
            _ => {
                let (base, index) = self.indexed(addr, b)?;
                let narrow = self.narrow_index(index);
                if self.mem.is_dynamic(addr) && self.f.value_type(narrow) == self.vec_of(self.int)? {
                    let tys = memory::IndexTypes {
                        blocks: self.block_stores && matches!(elem_size, 4 | 8),
                        ..self.index_types()?
                    };
                    let checks =
                        memory::Checks { map: &mut self.mem.checks, in_entry: self.src.entry_block() == Some(b) };
                    let mut at = memory::At { types: self.types, f: &mut self.f, cur: self.cur, loc: self.loc };
                    memory::emit_consecutive_store(&mut at, checks, tys, base, narrow, v, mask);
                    self.cur = at.cur;
                } else {
                    self.emit_void(InstData::Scatter { base, indices: narrow, value: v, mask });
                }
            }
        }
        Ok(())
    }

    /// A load `memory.rs` does better than one vector load or a gather: a member of an
    /// interleave group (where every lane is active), or an index that may be consecutive.
    fn load_by_plan(
        &mut self,
        b: Block,
        r: Value,
        addr: Value,
        mask: Option<Value>,
        vty: TypeId,
    ) -> Res<Option<Value>> {
        if let Some(x) = self.mem.take_ready(r) {
            return Ok(Some(x));
        }
        if let (None, Some((other, off)), Some(Val::Linear(a0, _))) = (mask, self.mem.group(r), self.vals[addr]) {
            let mut at = memory::At { types: self.types, f: &mut self.f, cur: self.cur, loc: self.loc };
            let (mine, theirs) = memory::emit_group_load(&mut at, a0, off, vty, self.long, self.vf);
            self.cur = at.cur;
            self.mem.set_ready(other, theirs);
            return Ok(Some(mine));
        }
        if !self.mem.is_dynamic(addr) {
            return Ok(None);
        }
        let (base, index) = self.indexed(addr, b)?;
        let index = self.narrow_index(index);
        if self.f.value_type(index) != self.vec_of(self.int)? {
            return Ok(Some(self.emit(InstData::Gather { base, indices: index, mask }, Some(vty))));
        }
        let elem_size = self.types.size_of(self.src.value_type(r));
        let tys = memory::IndexTypes { blocks: matches!(elem_size, Some(4 | 8)), ..self.index_types()? };
        let checks = memory::Checks { map: &mut self.mem.checks, in_entry: self.src.entry_block() == Some(b) };
        let mut at = memory::At { types: self.types, f: &mut self.f, cur: self.cur, loc: self.loc };
        let x = memory::emit_consecutive_load(&mut at, checks, tys, base, index, mask, vty);
        self.cur = at.cur;
        Ok(Some(x))
    }

    fn index_types(&self) -> Res<memory::IndexTypes> {
        Ok(memory::IndexTypes {
            int: self.int,
            long: self.long,
            vint: self.vec_of(self.int)?,
            mask: self.mask_ty,
            vf: self.vf,
            blocks: false,
        })
    }

    /// A call: to the callee's vector variant when it has one that fits, else lane by lane.
    fn call(&mut self, b: Block, callee: &Callee, args: &[Value], r: Option<Value>, mask: Option<Value>) -> Res<()> {
        let Callee::Direct(fid) = callee else { return Err("a call through a function pointer".into()) };
        if let Some(r) = r {
            if self.shapes.shape(r).is_uniform() {
                // A pure math function on uniform arguments.
                let mut nargs = Vec::new();
                for &a in args {
                    nargs.push(self.scalar(a, b)?);
                }
                let ty = self.plain(self.src.value_type(r))?;
                let x = self.emit(InstData::Call { callee: Callee::Direct(*fid), args: nargs }, Some(ty));
                self.set(r, Val::Scalar(x));
                return Ok(());
            }
        }
        // A math function the target computes exactly on whole vectors, or with libmvec under
        // `--fast-math` (as the loop vectorizer's `vector_call`): one call on the vectors, which
        // the emitter writes as the instruction (`vsqrtps`) or libmvec's variant
        // (`_ZGVdN8v_expf`); inactive lanes compute too, on whatever their lanes hold, with no
        // effect: these functions have no side effects but errno, and their floating-point
        // exceptions only raise flags.
        if let (Some(r), true) = (r, self.vector_math.contains(fid)) {
            let mut nargs = Vec::new();
            for &a in args {
                nargs.push(self.vector(a, b)?);
            }
            let rty = self.vec_of(self.src.value_type(r))?;
            let x = self.emit(InstData::Call { callee: Callee::Direct(*fid), args: nargs }, Some(rty));
            self.set(r, Val::Vector(x));
            return Ok(());
        }
        if let Some((vid, variant)) = self.pick_variant(*fid, args, b, mask.is_some()) {
            let mut nargs = Vec::new();
            for (idx, &a) in args.iter().enumerate() {
                nargs.push(match variant.params[idx].kind {
                    ParamAbi::Varying => self.vector(a, b)?,
                    _ => self.scalar(a, b)?,
                });
            }
            match vfabi::mask_arg(self.types, &variant) {
                // The lanes as bits in an integer (AVX-512's ABI).
                Some(vfabi::MaskArg::Bits(bits_ty)) => {
                    let bits = match mask {
                        Some(m) => self.emit(InstData::Cast { arg: m }, Some(bits_ty)),
                        None => self.const_of(bits_ty, Const::Int(vfabi::all_lanes_bits(self.vf))),
                    };
                    nargs.push(bits);
                }
                Some(vfabi::MaskArg::Vector(elem)) => {
                    let m = match mask {
                        Some(m) => m,
                        None => self.all_true(),
                    };
                    let vty = self.vec_of(elem)?;
                    let one = self.const_of(
                        self.plain(elem)?,
                        if self.types.is_float(elem) { Const::Float(1.0) } else { Const::Int(1) },
                    );
                    let ones = self.emit(InstData::Splat { arg: one }, Some(vty));
                    let zeros = self.zero_of(vty);
                    nargs.push(self.emit(InstData::Select { cond: m, args: [ones, zeros] }, Some(vty)));
                }
                None if variant.masked => {
                    return Err(format!("internal: no mask argument for `{}`", variant.scalar_name))
                }
                None => {}
            }
            let rty = r.map(|r| self.vec_of(self.src.value_type(r))).transpose()?;
            let x = self.emit(InstData::Call { callee: Callee::Direct(vid), args: nargs }, rty);
            if let Some(r) = r {
                self.set(r, Val::Vector(x));
            }
            return Ok(());
        }
        self.call_per_lane(b, *fid, args, r, mask)
    }

    /// The variant of `fid` this call can use: same isa and lanes, masked when some lanes may be
    /// off, and each argument's shape fits the variant's parameter.
    fn pick_variant(&self, fid: FuncId, args: &[Value], b: Block, need_mask: bool) -> Option<(FuncId, Variant)> {
        let mut best = None;
        for (scalar, vid, v) in self.available {
            if *scalar != fid || v.isa != self.isa || v.vlen != self.vf || v.internal {
                continue;
            }
            if need_mask && !v.masked {
                continue;
            }
            let fits = args.iter().zip(&v.params).all(|(&a, p)| match p.kind {
                ParamAbi::Varying => !self.types.is_pointer(self.src.value_type(a)),
                ParamAbi::Uniform => {
                    self.shapes.shape_at(a, b).is_uniform() && !matches!(self.vals[a], Some(Val::Vector(_)))
                }
                ParamAbi::Linear(step) => {
                    let unit =
                        self.types.pointee(self.src.value_type(a)).and_then(|t| self.types.size_of(t)).unwrap_or(1)
                            as i64;
                    self.shapes.shape_at(a, b) == Shape::Linear(Stride::constant(step * unit))
                        && matches!(self.vals[a], Some(Val::Linear(..)))
                }
                ParamAbi::LinearParam(_) => false,
            });
            if !fits || !alignment_proven(&self.shapes, args, v) {
                continue;
            }
            // Prefer the unmasked variant when every lane is active.
            let better = match &best {
                None => true,
                Some((_, bv)) => {
                    let bv: &Variant = bv;
                    bv.masked && !v.masked
                }
            };
            if better {
                best = Some((*vid, v.clone()));
            }
        }
        best
    }

    /// The scalar function once per active lane, results put together.
    fn call_per_lane(
        &mut self,
        b: Block,
        fid: FuncId,
        args: &[Value],
        r: Option<Value>,
        mask: Option<Value>,
    ) -> Res<()> {
        let rty = r.map(|r| self.src.value_type(r));
        let vty = rty.map(|t| self.vec_of(t)).transpose()?;
        let mut acc = vty.map(|t| self.zero_of(t));
        let lane_mask = match mask {
            Some(m) => {
                let vint = self.vec_of(self.int)?;
                Some(self.emit(InstData::Cast { arg: m }, Some(vint)))
            }
            None => None,
        };
        for k in 0..self.vf {
            let call_block = self.block();
            let next = self.block();
            let next_param = vty.map(|t| self.f.dfg.append_block_param(next, t));
            match lane_mask {
                Some(lm) => {
                    let on = self.emit(InstData::ExtractLane { vec: lm, lane: k }, Some(self.int));
                    let skip_args = acc.into_iter().collect();
                    self.emit_void(InstData::Branch {
                        cond: on,
                        then_dest: BlockCall::new(call_block, vec![]),
                        else_dest: BlockCall::new(next, skip_args),
                    });
                }
                None => self.emit_void(InstData::Jump(BlockCall::new(call_block, vec![]))),
            }
            self.cur = call_block;
            let mut nargs = Vec::new();
            for &a in args {
                nargs.push(self.lane_value(a, b, k)?);
            }
            let x = self.emit(
                InstData::Call { callee: Callee::Direct(fid), args: nargs },
                rty.map(|t| self.plain(t).unwrap_or(t)),
            );
            let mut pass = Vec::new();
            if let (Some(t), Some(a)) = (vty, acc) {
                let ins = if t == self.mask_ty {
                    return Err("a call returning _Bool lane by lane".into());
                } else {
                    self.emit(InstData::InsertLane { vec: a, lane: k, value: x }, Some(t))
                };
                pass.push(ins);
            }
            self.emit_void(InstData::Jump(BlockCall::new(next, pass)));
            self.cur = next;
            acc = next_param;
        }
        if let (Some(r), Some(a)) = (r, acc) {
            self.set(r, Val::Vector(a));
        }
        Ok(())
    }

    /// Lane `k` of `v` as a scalar.
    fn lane_value(&mut self, v: Value, b: Block, k: u32) -> Res<Value> {
        let ty = self.src.value_type(v);
        match self.get(v, b)? {
            Val::Scalar(x) => Ok(x),
            Val::Linear(x, s) => {
                if k == 0 {
                    return Ok(x);
                }
                if self.types.is_pointer(ty) {
                    let size =
                        self.types.pointee(ty).and_then(|p| self.types.size_of(p)).ok_or("incomplete pointee")? as i64;
                    if s.scale % size != 0 {
                        return Err("a pointer whose lanes are not whole elements apart".into());
                    }
                    let per = Stride { scale: s.scale / size * k as i64, unit: s.unit };
                    let off = self.stride_value(per, self.long)?;
                    Ok(self.emit(InstData::PtrAdd { base: x, index: off }, Some(ty)))
                } else {
                    let nty = self.plain(ty)?;
                    let per = Stride { scale: s.scale * k as i64, unit: s.unit };
                    let off = self.stride_value(per, nty)?;
                    Ok(self.emit(InstData::Binary { op: BinaryOp::Add, args: [x, off] }, Some(nty)))
                }
            }
            Val::Vector(x) => {
                let nty = self.plain(ty)?;
                if self.f.value_type(x) == self.mask_ty {
                    let vint = self.vec_of(self.int)?;
                    let xi = self.emit(InstData::Cast { arg: x }, Some(vint));
                    let lane = self.emit(InstData::ExtractLane { vec: xi, lane: k }, Some(self.int));
                    return Ok(if nty == self.int { lane } else { self.emit(InstData::Cast { arg: lane }, Some(nty)) });
                }
                Ok(self.emit(InstData::ExtractLane { vec: x, lane: k }, Some(nty)))
            }
            Val::Indexed { base, index } => {
                let i = self.emit(InstData::ExtractLane { vec: index, lane: k }, Some(self.long));
                Ok(self.emit(InstData::PtrAdd { base, index: i }, Some(ty)))
            }
        }
    }

    fn translate_terminator(&mut self, b: Block, data: &InstData) -> Res<()> {
        let mask = self.masks[b].ok_or("internal: no mask")?;
        match data {
            InstData::Jump(dest) => {
                self.add_edge(b, dest.block, mask);
            }
            InstData::Branch { cond, then_dest, else_dest } if self.uniform_exit.is_some_and(|(h, _)| h == b) => {
                // Every active lane goes one way: stay in the loop, or all leave through the
                // block that `translate_loop` fills in.
                let (_, target) = self.uniform_exit.take().ok_or("internal: no uniform exit")?;
                let c = self.scalar(*cond, b)?;
                let go = self.uniform_exit_go.take();
                let c = self.exit_unless_entered(c, then_dest.block == target, go);
                let stay = self.block();
                let leave = self.block();
                let (then_b, else_b) = if then_dest.block == target { (leave, stay) } else { (stay, leave) };
                self.emit_void(InstData::Branch {
                    cond: c,
                    then_dest: BlockCall::new(then_b, vec![]),
                    else_dest: BlockCall::new(else_b, vec![]),
                });
                let inside = if then_dest.block == target { else_dest.block } else { then_dest.block };
                self.add_edge(b, inside, mask);
                self.uniform_exit_block = Some(leave);
                self.cur = stay;
            }
            InstData::Branch { cond, then_dest, else_dest } => {
                let c = self.mask_of(*cond, b)?;
                let t = self.and(mask, c);
                let nc = self.not(c);
                let e = self.and(mask, nc);
                self.add_edge(b, then_dest.block, t);
                self.add_edge(b, else_dest.block, e);
            }
            InstData::Return(v) => {
                if let (Some(v), Some(acc)) = (v, self.ret_acc) {
                    let x = self.vector(*v, b)?;
                    let aty = self.f.value_type(acc);
                    let x =
                        if self.f.value_type(x) == aty { x } else { self.emit(InstData::Cast { arg: x }, Some(aty)) };
                    let full = self.full[b];
                    let next =
                        if full { x } else { self.emit(InstData::Select { cond: mask, args: [x, acc] }, Some(aty)) };
                    self.ret_acc = Some(next);
                }
            }
            InstData::Unreachable => {}
            InstData::Switch { .. } => return Err("a switch (not supported yet)".into()),
            _ => return Err("internal: not a terminator".into()),
        }
        Ok(())
    }

    /// Sets the mask of the edge `from -> to` (OR-ed when one `br` names a block twice: each
    /// block is translated once, so an existing entry is from this terminator).
    fn add_edge(&mut self, from: Block, to: Block, m: Value) {
        let m = match self.edge_masks.get(&(from, to)).copied() {
            Some(old) => self.or(old, m),
            None => m,
        };
        self.edge_masks.insert((from, to), m);
    }
}

/// What a block's work must reach for a BOSCC guard (see `boscc_pays`), and what one gather,
/// scatter or call counts for.
const BOSCC_MIN_WORK: usize = 12;
const BOSCC_HEAVY: usize = 8;

/// What a call to an unmasked variant saves over one to the masked variant where masks are not
/// free (the callee's own mask work: its mask argument made from a vector of 0.0 and 1.0 and
/// compared back, masked loads and stores, `select`s on the mask, BOSCC tests), and the
/// largest block an all-true fast path copies.
const ALL_TRUE_UNMASKED_CALL: u32 = 8;
const ALL_TRUE_MAX_INSTS: usize = 200;

/// What a translated block hands on to its join (`Builder::join_parts`).
struct JoinParts {
    vals: Vec<(Value, Val)>,
    edges: Vec<((Block, Block), Value)>,
    ret: Option<Value>,
}

impl JoinParts {
    /// The join's arguments, in the order of its parameters.
    fn values(&self) -> Vec<Value> {
        let mut res = Vec::new();
        for (_, val) in &self.vals {
            match *val {
                Val::Scalar(x) | Val::Linear(x, _) | Val::Vector(x) => res.push(x),
                Val::Indexed { base, index } => res.extend([base, index]),
            }
        }
        res.extend(self.edges.iter().map(|&(_, m)| m));
        res.extend(self.ret);
        res
    }
}

/// Whether every aligned parameter of `v` gets an argument whose lane 0 the shapes prove aligned
/// as much or more (the caller's own `alignment(q)` passed on, or moved by a multiple of it):
/// only then is that variant called. A variant promising an alignment the caller cannot prove
/// is not called, since nothing tests it at run time here (the loop vectorizer's guard does).
fn alignment_proven(shapes: &ShapeInfo, args: &[Value], v: &Variant) -> bool {
    v.params.iter().zip(args).all(|(p, &a)| match p.align {
        None => true,
        Some(wanted) => {
            p.kind != ParamAbi::Varying && shapes.aligned[a].is_some_and(|al| wanted > 0 && al % wanted == 0)
        }
    })
}
