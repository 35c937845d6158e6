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
//!
//! This file holds the builder's state and the driver (`build_body_noted`, `Builder::run`);
//! the steps are in `build/`: `values.rs` (how a value stands in the variant), `masks.rs`,
//! `linearize.rs` (regions, blocks, edges and joins), `guards.rs` (BOSCC and all-true fast
//! paths), `phis.rs`, `divergent.rs` (loops that run while any lane is active), `uniform.rs`
//! (loops that keep their control flow), `scalar_lanes.rs`, `widen.rs` (instructions),
//! `access.rs` (loads and stores), `calls.rs` and `slots.rs` (per-lane stack slots).

mod access;
mod calls;
mod divergent;
mod guards;
mod linearize;
mod masks;
mod phis;
mod scalar_lanes;
mod slots;
mod uniform;
mod values;
mod widen;

use super::memory::{self, MemoryPlan};
use super::region::{self, Node};
use super::WfvOptions;
use crate::abi::vfabi::{self, ParamAbi, Variant};
use crate::analysis::shape::{self, Shape, ShapeInfo, Stride};
use crate::analysis::{CfgLoops, ControlFlowGraph, DomTree, Loop, LoopForest};
use crate::ir::*;
use crate::target::{ElemClass, OpClass, Target};
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

impl Val {
    /// The one value of the variant that stands for it: none for a varying pointer (two).
    fn single(self) -> Option<Value> {
        match self {
            Val::Scalar(x) | Val::Linear(x, _) | Val::Vector(x) => Some(x),
            Val::Indexed { .. } => None,
        }
    }

    /// The same representation with `x` standing for it: a loop header's parameter taking the
    /// place of the value it is entered with. None for a varying pointer.
    fn with(self, x: Value) -> Option<Val> {
        match self {
            Val::Scalar(_) => Some(Val::Scalar(x)),
            Val::Linear(_, s) => Some(Val::Linear(x, s)),
            Val::Vector(_) => Some(Val::Vector(x)),
            Val::Indexed { .. } => None,
        }
    }

    /// A uniform or linear value of shape `shape`, lane 0's being `x`.
    fn of_scalar(x: Value, shape: Shape) -> Val {
        match shape {
            Shape::Linear(s) => Val::Linear(x, s),
            _ => Val::Scalar(x),
        }
    }
}

/// Builds the body of the variant `abi` of `scalar` (cleaned up, annotation `ann_idx`).
#[allow(clippy::too_many_arguments)]
pub fn build_variant(
    module: &mut Module,
    scalar: &Function,
    ann_idx: usize,
    abi: &Variant,
    variant_id: FuncId,
    available: &[(FuncId, FuncId, Variant)],
    opts: &WfvOptions,
    target: &Target,
) -> Res<(Function, Notes)> {
    let (name, ty) = (module.funcs[variant_id].name.clone(), module.funcs[variant_id].ty);
    let env = Env { abi, available, opts, target };
    build_body_noted(module, scalar, ann_idx, (&name, ty), &env, true)
}

/// Builds a variant body named `name` of function type `ty` (it need not be a function of the
/// module: the outer-loop vectorizer builds one for a loop body and splices it back), without
/// all-true fast paths (not measured in outer loops).
#[allow(clippy::too_many_arguments)]
pub fn build_body(
    module: &mut Module,
    scalar: &Function,
    ann_idx: usize,
    abi: &Variant,
    name: &str,
    ty: TypeId,
    available: &[(FuncId, FuncId, Variant)],
    opts: &WfvOptions,
    target: &Target,
) -> Res<Function> {
    let env = Env { abi, available, opts, target };
    build_body_noted(module, scalar, ann_idx, (name, ty), &env, false).map(|(f, _)| f)
}

/// What a variant is built for: its ABI, the variants it may call, the options and the target.
struct Env<'a> {
    abi: &'a Variant,
    available: &'a [(FuncId, FuncId, Variant)],
    opts: &'a WfvOptions,
    target: &'a Target,
}

/// `build_body`, with all-true fast paths where they pay when `all_true` says so, and the
/// blocks given one (BOA), each named by the instruction whose masking it saves most
/// (`describe_inst`).
fn build_body_noted(
    module: &mut Module,
    scalar: &Function,
    ann_idx: usize,
    (name, ty): (&str, TypeId),
    env: &Env,
    all_true: bool,
) -> Res<(Function, Notes)> {
    let ann = &scalar.vec_annotations[ann_idx];
    let seeds = shape::seeds_from_annotation(module, scalar, ann, vfabi::default_align(env.abi.isa));
    let flat = if env.opts.naive { None } else { flattened(module, scalar, &seeds) };
    let scalar = flat.as_ref().unwrap_or(scalar);
    let mut f = Function::new(name);
    f.ty = Some(ty);
    f.loc = scalar.loc;
    let mut b = Builder::new(module, scalar, &seeds, f, env)?;
    b.all_true_paths = all_true.then(Vec::new);
    b.make_lane_slots()?;
    b.run(env.abi, &seeds)?;
    let Builder { f, all_true_paths, scalar_lane_notes, .. } = b;
    let all_true = all_true_paths
        .iter()
        .flatten()
        .map(|&inst| crate::remarks::describe_inst(module, scalar, inst, "in its body"))
        .collect();
    Ok((f, Notes { all_true, scalar_lanes: scalar_lane_notes }))
}

/// A copy of `scalar` with its short-circuit links on varying conditions made selects
/// (`flatten.rs`) and the stores on both sides of a varying branch moved below it
/// (`transform/sink_stores.rs`), then tidied; None when neither applies.
fn flattened(module: &Module, scalar: &Function, seeds: &[shape::ParamSeed]) -> Option<Function> {
    let mut copy = scalar.clone();
    let shapes = shape::compute(module, scalar, seeds, false);
    // Short-circuit links on varying conditions become selects (`flatten.rs`).
    let flattened = super::flatten::flatten_varying_links(&module.types, &mut copy, &shapes);
    // Stores on both sides of a varying branch move below it (`transform/sink_stores.rs`).
    let varying = |func: &Function, head: Block| match func.terminator(head).map(|t| func.inst(t)) {
        Some(InstData::Branch { cond, .. }) => shapes.shape(*cond) == shape::Shape::Varying,
        _ => false,
    };
    let sunk = crate::transform::sink_stores::sink_complementary_stores(&mut copy, &varying);
    if !(flattened || sunk) {
        return None;
    }
    crate::transform::simplify::simplify(module, &mut copy);
    crate::transform::dce::dce(module, &mut copy);
    Some(copy)
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
    types: &'a mut Types,
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
    /// A builder of the body `f` (named and typed, empty) from `scalar`, whose parameters have
    /// the shapes `seeds`, for `env`: the scalar body's control flow analysed (refused when
    /// irreducible), its shapes and its memory plan.
    fn new(
        module: &'a mut Module,
        scalar: &'a Function,
        seeds: &[shape::ParamSeed],
        f: Function,
        env: &Env<'a>,
    ) -> Res<Self> {
        let (abi, opts, target) = (env.abi, env.opts, env.target);
        let CfgLoops { cfg, domtree, loops } = CfgLoops::compute(scalar);
        if !loops.is_reducible() {
            return Err("its control flow is irreducible".into());
        }
        let shapes = shape::compute(module, scalar, seeds, opts.naive);
        let mem = memory::plan(&module.types, scalar, &shapes, opts.naive);
        let vector_math = module
            .funcs
            .iter()
            .filter(|(_, d)| {
                // The vector's bytes: the variant's lanes of the function's result.
                let types = &module.types;
                let ret = types.func_type(d.ty).and_then(|t| types.size_of(t.ret)).unwrap_or(0);
                target.whole_vector_math(&d.name, ret * u64::from(abi.vlen), opts.fast_math).is_some()
            })
            .map(|(id, _)| id)
            .collect();
        let types = &mut module.types;
        let int = types.int_of(IntKind::Int);
        let long = types.int_of(IntKind::Long);
        let mask_ty = types.mask(abi.vlen);
        Ok(Builder {
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
            available: env.available,
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
            vector_math,
            block_stores: [ElemClass::I32, ElemClass::F32, ElemClass::I64, ElemClass::F64]
                .into_iter()
                .all(|elem| target.masked_access_is_free(OpClass::MaskedStore, elem)),
            lane_slots: BTreeMap::new(),
            target,
            all_true_paths: None,
            scalar_lane_notes: Vec::new(),
        })
    }

    /// Builds the whole body: the parameters as the ABI passes them, the entry mask (the mask
    /// parameter, or every lane), the function as one region, and the result vector returned.
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
            self.as_mask(mp)
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
}
