//! Instance restructuring (the seed's 2.2.3, 实例重组). A vector loop of UF = S parts calls a
//! variant S times per iteration, on S·VF instances. Where the function branches on a varying
//! condition (`Module::branch_slices`, found by `wfv/regroup.rs`), nearly every one of those
//! calls has lanes on both sides and runs both arms under masks. Regrouped, the calls get the
//! instances whose condition holds first and the others after, so that all but the one vector
//! where the groups meet run a single arm, the variant's BOSCC skipping the other:
//!
//! ```text
//!   c_k   = the condition on part k's arguments (the branch's slice, widened)
//!   n_k   = the lanes of c_k; t_k = n_0 + ... + n_(k-1); T = t_S
//!   to_k  = c_k ? t_k + (c_k's lanes below this one)                 instance → its slot
//!              : T + k·VF - t_k + (the other lanes below this one)
//!   P[to_k] = k·VF + lane                                           slot → instance
//!   A[k·VF..] = part k's varying arguments; args'_k = A[P[k·VF..]]    (gathers)
//!   R[k·VF..] = variant(args'_k); result_k = R[to_k]                 (gathers)
//! ```
//!
//! The buffers are stack arrays of `BUFFER` elements. Every instance is called with its own
//! arguments whatever the condition computes, so the regrouping never changes a result; it only
//! runs where it can change no order of effects: the function writes no memory. It pays when
//! the arms are costly: the S-1 arm runs it saves on average, `BranchSlice::arm_cost` each, must
//! at least make up for the regrouping (`pays`).

use crate::abi::vfabi::{ParamAbi, Variant};
use crate::analysis::effects;
use crate::ir::*;
use std::collections::BTreeMap;

/// Elements of each regrouping buffer: VF·UF may not exceed it.
pub const BUFFER: u64 = 64;

/// What regrouping costs per part, in instructions, besides the slice: the lane count, prefix
/// sums and slot selects (about 20), the permutation's scatter (a few per lane where it is done
/// lane by lane), the result's store and gather; and per varying argument a store and a gather.
fn overhead_per_part(vf: u32, varying_args: usize) -> u32 {
    20 + vf + 4 + 4 * varying_args as u32
}

/// Whether arms of `arm_cost` with a slice of `slice_len` instructions could ever pay for
/// regrouping: in the most favourable plan that regroups (four parts of four lanes, one
/// varying argument).
pub fn could_pay(arm_cost: u32, slice_len: usize) -> bool {
    arm_cost * 3 >= 4 * (overhead_per_part(4, 1) + slice_len as u32)
}

/// The branch by which the calls `inst` of `variant` regroup their instances in a plan of `vf`
/// lanes and `uf` parts, if they do: an unmasked call of a function with a branch slice that
/// writes no memory, a result, only varying and uniform parameters, the types the regrouping
/// needs, and arms costly enough.
pub fn regroups<'m>(
    module: &'m Module,
    func: &Function,
    inst: Inst,
    variant: &Variant,
    vf: u32,
    uf: u32,
) -> Option<&'m BranchSlice> {
    let InstData::Call { callee: Callee::Direct(f), .. } = func.inst(inst) else { return None };
    let slice = module.branch_slices.get(f)?;
    if uf < 2 || variant.masked || (vf * uf) as u64 > BUFFER || func.dfg.result(inst).is_none() {
        return None;
    }
    if !(effects::is_readnone(module, *f) || effects::reads_only_through_args(module, *f)) {
        return None;
    }
    if variant.params.iter().any(|p| !matches!(p.kind, ParamAbi::Varying | ParamAbi::Uniform)) {
        return None;
    }
    let types = &module.types;
    let result_ty = func.value_type(func.dfg.result(inst)?);
    let InstData::Call { args, .. } = func.inst(inst) else { return None };
    // Buffers for the results and the varying arguments, and vectors of them and of the
    // slice's values: of plain integers, `float`s and `double`s (what `emit` makes buffers of),
    // at a VF of 2 to 64 lanes.
    let lane_type = |ty: TypeId| {
        types.quals(ty).is_empty()
            && matches!(types.kind(ty), TypeKind::Int(_) | TypeKind::Float(FloatKind::Float | FloatKind::Double))
    };
    let varying_args = args.iter().zip(&variant.params).filter(|(_, p)| p.kind == ParamAbi::Varying);
    let sliced = slice
        .insts
        .iter()
        .filter_map(|&i| slice.body.dfg.result(i))
        .chain(used_params(slice).into_iter().map(|k| slice.body.params()[k]));
    if !matches!(vf, 2 | 4 | 8 | 16 | 32 | 64)
        || !lane_type(result_ty)
        || !varying_args.into_iter().all(|(&a, _)| lane_type(func.value_type(a)))
        || !sliced.into_iter().all(|v| lane_type(slice.body.value_type(v)))
    {
        return None;
    }
    let varying = variant.params.iter().filter(|p| p.kind == ParamAbi::Varying).count();
    let cost = uf * (overhead_per_part(vf, varying) + slice.insts.len() as u32);
    (slice.arm_cost * (uf - 1) >= cost).then_some(slice)
}

/// The positions of the parameters the slice reads.
fn used_params(slice: &BranchSlice) -> Vec<usize> {
    let body = &slice.body;
    let read = |p: Value| p == slice.cond || slice.insts.iter().any(|&i| body.inst(i).operands().contains(&p));
    body.params().iter().enumerate().filter(|(_, &p)| read(p)).map(|(k, _)| k).collect()
}

/// Emits, at the end of `block`, the calls of `variant` on the `args` of every part (vectors for
/// the varying parameters, `varying[i]`, scalars for the others), regrouped by `slice`; returns
/// each part's result vector, of type `result_ty`, lanes in the parts' own order.
#[allow(clippy::too_many_arguments)]
pub fn emit(
    types: &mut Types,
    func: &mut Function,
    block: Block,
    slice: &BranchSlice,
    variant: FuncId,
    args: &[Vec<Value>],
    varying: &[bool],
    result_ty: TypeId,
    vf: u32,
    loc: SrcLoc,
) -> Result<Vec<Value>, String> {
    let mut e = Emitter { cur: FuncCursor::at_end(func, types, block, loc), vf };
    let int = e.cur.int_type(IntKind::Int);
    let long = e.cur.int_type(IntKind::Long);
    let int_vec = e.cur.vector_type(int, vf);
    let uf = args.len() as u32;
    let lanes = |f: &dyn Fn(u32) -> i64| Const::Vector((0..vf).map(|l| Const::Int(f(l) as u64)).collect());
    let ones = e.cur.ins(InstData::Const(lanes(&|_| 1)), int_vec);
    let zeros = e.cur.ins(InstData::Const(lanes(&|_| 0)), int_vec);
    let iota = e.cur.ins(InstData::Const(lanes(&|l| l as i64)), int_vec);

    // Each part's condition, its lane count and its lanes' ranks on either side.
    let mut conds = Vec::new();
    let mut counts = Vec::new();
    let mut ranks = Vec::new();
    for part_args in args {
        let c = e.condition(slice, part_args, varying)?;
        let m01 = e.cur.ins(InstData::Select { cond: c, args: [ones, zeros] }, int_vec);
        let count = e.cur.ins(InstData::Reduce { op: BinaryOp::Add, arg: m01 }, int);
        // Inclusive prefix sums of the 0/1 lanes, by shifts of 1, 2, 4... lanes.
        let mut incl = m01;
        let mut d = 1;
        while d < vf {
            let shifted = (0..vf).map(|l| if l >= d { l - d } else { vf }).collect();
            let sh = e.cur.ins(InstData::Shuffle { args: [incl, zeros], lanes: shifted }, int_vec);
            incl = e.cur.ins(InstData::Binary { op: BinaryOp::Add, args: [incl, sh] }, int_vec);
            d *= 2;
        }
        let below_then = e.cur.ins(InstData::Binary { op: BinaryOp::Sub, args: [incl, m01] }, int_vec);
        let below_else = e.cur.ins(InstData::Binary { op: BinaryOp::Sub, args: [iota, below_then] }, int_vec);
        conds.push(c);
        counts.push(count);
        ranks.push((below_then, below_else));
    }
    // Where each instance goes: `then` ones from slot 0, `else` ones after all `then` ones.
    let mut firsts = Vec::new();
    let mut first = e.cur.ins(InstData::Const(Const::Int(0)), int);
    for &count in &counts {
        firsts.push(first);
        first = e.cur.ins(InstData::Binary { op: BinaryOp::Add, args: [first, count] }, int);
    }
    let total_then = first;
    let perm_slot = e.buffer(int, "vcc_regroup_perm")?;
    let mut to = Vec::new();
    for k in 0..uf as usize {
        let (below_then, below_else) = ranks[k];
        let then_at = e.cur.ins(InstData::Splat { arg: firsts[k] }, int_vec);
        let then_to = e.cur.ins(InstData::Binary { op: BinaryOp::Add, args: [then_at, below_then] }, int_vec);
        // T + k·VF - t_k: the `else` lanes of the parts before this one come before its own.
        let kvf = e.cur.ins(InstData::Const(Const::Int(k as u64 * vf as u64)), int);
        let before = e.cur.ins(InstData::Binary { op: BinaryOp::Add, args: [total_then, kvf] }, int);
        let else_first = e.cur.ins(InstData::Binary { op: BinaryOp::Sub, args: [before, firsts[k]] }, int);
        let else_at = e.cur.ins(InstData::Splat { arg: else_first }, int_vec);
        let else_to = e.cur.ins(InstData::Binary { op: BinaryOp::Add, args: [else_at, below_else] }, int_vec);
        let to_k = e.cur.ins(InstData::Select { cond: conds[k], args: [then_to, else_to] }, int_vec);
        // The permutation: slot `to_k[lane]` holds instance k·VF + lane.
        let kvf_vec = e.cur.ins(InstData::Splat { arg: kvf }, int_vec);
        let ids = e.cur.ins(InstData::Binary { op: BinaryOp::Add, args: [iota, kvf_vec] }, int_vec);
        e.cur.ins_void(InstData::Scatter { base: perm_slot, indices: to_k, value: ids, mask: None });
        to.push(to_k);
    }
    // The varying arguments, stored in the parts' order and gathered in the slots' order.
    let mut regrouped: Vec<Vec<Value>> = args.to_vec();
    for (i, &is_varying) in varying.iter().enumerate() {
        if !is_varying {
            continue;
        }
        let ty = e.cur.func.value_type(args[0][i]);
        let elem = e.cur.types.scalar_of(ty);
        let buf = e.buffer(elem, "vcc_regroup_arg")?;
        for (k, part_args) in args.iter().enumerate() {
            let at = e.at(buf, k as u32 * vf, long);
            e.cur.ins_void(InstData::VectorStore { addr: at, value: part_args[i], mask: None, aligned: false });
        }
        for (k, part_args) in regrouped.iter_mut().enumerate() {
            let at = e.at(perm_slot, k as u32 * vf, long);
            let from = e.cur.ins(InstData::VectorLoad { addr: at, mask: None, aligned: false }, int_vec);
            part_args[i] = e.cur.ins(InstData::Gather { base: buf, indices: from, mask: None }, ty);
        }
    }
    // The calls, their results stored in the slots' order and gathered back in the parts'.
    let result_buf = e.buffer(e.cur.types.scalar_of(result_ty), "vcc_regroup_result")?;
    for (k, part_args) in regrouped.into_iter().enumerate() {
        let r = e.cur.ins(InstData::Call { callee: Callee::Direct(variant), args: part_args }, result_ty);
        let at = e.at(result_buf, k as u32 * vf, long);
        e.cur.ins_void(InstData::VectorStore { addr: at, value: r, mask: None, aligned: false });
    }
    let mut results = Vec::new();
    for to_k in to {
        results.push(e.cur.ins(InstData::Gather { base: result_buf, indices: to_k, mask: None }, result_ty));
    }
    Ok(results)
}

struct Emitter<'a> {
    cur: FuncCursor<'a>,
    vf: u32,
}

impl Emitter<'_> {
    /// The vector type of `vf` lanes of `scalar`.
    fn vec_of(&mut self, scalar: TypeId) -> Result<TypeId, String> {
        Ok(self.cur.vector_type(scalar, self.vf))
    }

    /// A new stack buffer of `BUFFER` elements of `elem`; returns a pointer to its first.
    fn buffer(&mut self, elem: TypeId, name: &str) -> Result<Value, String> {
        let array = self.cur.types.array_of(elem, Some(BUFFER));
        let slot = self.cur.func.slots.push(StackSlotData { ty: array, name: Some(name.to_string()), align: None });
        let array_ptr = self.cur.ptr_type(array);
        let elem_ptr = self.cur.ptr_type(elem);
        let addr = self.cur.ins(InstData::SlotAddr(slot), array_ptr);
        let long = self.cur.int_type(IntKind::Long);
        let zero = self.cur.iconst(long, 0);
        Ok(self.cur.ins(InstData::ElemAddr { base: addr, index: zero }, elem_ptr))
    }

    /// `base + offset` elements.
    fn at(&mut self, base: Value, offset: u32, long: TypeId) -> Value {
        if offset == 0 {
            return base;
        }
        let ty = self.cur.func.value_type(base);
        let off = self.cur.ins(InstData::Const(Const::Int(offset as u64)), long);
        self.cur.ins(InstData::PtrAdd { base, index: off }, ty)
    }

    /// The slice's condition on one part's arguments, as a mask.
    fn condition(&mut self, slice: &BranchSlice, args: &[Value], varying: &[bool]) -> Result<Value, String> {
        let body = &slice.body;
        // Each slice value's vector, and whether it is a mask (comparisons and `!` give masks).
        let mut map: BTreeMap<Value, (Value, bool)> = BTreeMap::new();
        for i in used_params(slice) {
            let p = body.params()[i];
            let arg = *args.get(i).ok_or("internal: a slice parameter without an argument")?;
            let vec = if varying[i] {
                arg
            } else {
                let ty = self.vec_of(body.value_type(p))?;
                self.cur.ins(InstData::Splat { arg }, ty)
            };
            map.insert(p, (vec, false));
        }
        for &inst in &slice.insts {
            let res = body.dfg.result(inst).ok_or("internal: a slice instruction without a result")?;
            let scalar = body.value_type(res);
            let vty = self.vec_of(scalar)?;
            let mask_ty = self.cur.mask_type(self.vf);
            let (data, is_mask) = match body.inst(inst).clone() {
                InstData::Const(c) => (InstData::Const(Const::Vector(vec![c; self.vf as usize])), false),
                InstData::Binary { op, args: [a, b] } => {
                    let (a, b) = (self.value(body, &map, a)?, self.value(body, &map, b)?);
                    (InstData::Binary { op, args: [a, b] }, op.is_comparison())
                }
                InstData::Unary { op: UnaryOp::LogNot, arg } => {
                    (InstData::Unary { op: UnaryOp::LogNot, arg: self.mask(body, &map, arg)? }, true)
                }
                InstData::Unary { op, arg } => (InstData::Unary { op, arg: self.value(body, &map, arg)? }, false),
                InstData::Cast { arg } => (InstData::Cast { arg: self.value(body, &map, arg)? }, false),
                InstData::Select { cond, args: [a, b] } => {
                    let cond = self.mask(body, &map, cond)?;
                    (InstData::Select { cond, args: [self.value(body, &map, a)?, self.value(body, &map, b)?] }, false)
                }
                _ => return Err("internal: an instruction a branch slice cannot hold".into()),
            };
            let v = self.cur.ins(data, if is_mask { mask_ty } else { vty });
            map.insert(res, (v, is_mask));
        }
        self.mask(body, &map, slice.cond)
    }

    /// The slice value `v` as a vector of its lanes' values (a mask as 1 and 0).
    fn value(&mut self, body: &Function, map: &BTreeMap<Value, (Value, bool)>, v: Value) -> Result<Value, String> {
        let &(vec, is_mask) = map.get(&v).ok_or("internal: a slice value used before it is made")?;
        if !is_mask {
            return Ok(vec);
        }
        let ty = self.vec_of(body.value_type(v))?;
        let scalar = self.cur.types.scalar_of(ty);
        let (one, zero) = if self.cur.types.is_float(scalar) {
            (Const::Float(1.0), Const::Float(0.0))
        } else {
            (Const::Int(1), Const::Int(0))
        };
        let ones = self.cur.ins(InstData::Const(Const::Vector(vec![one; self.vf as usize])), ty);
        let zeros = self.cur.ins(InstData::Const(Const::Vector(vec![zero; self.vf as usize])), ty);
        Ok(self.cur.ins(InstData::Select { cond: vec, args: [ones, zeros] }, ty))
    }

    /// The slice value `v` as a mask (a value: its lanes that are not zero).
    fn mask(&mut self, body: &Function, map: &BTreeMap<Value, (Value, bool)>, v: Value) -> Result<Value, String> {
        let &(vec, is_mask) = map.get(&v).ok_or("internal: a slice value used before it is made")?;
        if is_mask {
            return Ok(vec);
        }
        let ty = self.vec_of(body.value_type(v))?;
        let scalar = self.cur.types.scalar_of(ty);
        let zero = if self.cur.types.is_float(scalar) { Const::Float(0.0) } else { Const::Int(0) };
        let zeros = self.cur.ins(InstData::Const(Const::Vector(vec![zero; self.vf as usize])), ty);
        let mask_ty = self.cur.mask_type(self.vf);
        Ok(self.cur.ins(InstData::Binary { op: BinaryOp::Ne, args: [vec, zeros] }, mask_ty))
    }
}
