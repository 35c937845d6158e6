//! The SLP tree (the seed's `buildTree_rec`): bundles of one value per lane, built bottom-up
//! from the root's values (the stored values, or a reduction's operands) over their operands.
//! A bundle becomes a Vectorize node when its lanes are instructions of the root's block that
//! do the same operation (a binary or unary operation, a cast from one type, loads that can
//! move to the root, `schedule.rs`, calls of a math function the target computes on whole
//! vectors of at least 16 bytes), not yet in the tree; its operands' bundles are built in
//! turn. Two to four binary operations mixed in one bundle (`binary_bundle`: those harmless on
//! any lane's operands) are an alternating node: each operation's vector and a blend per
//! operation past the first, or one `addsub` where float lanes subtract in the even lanes and
//! add in the odd ones. Loads of one object whose elements lie within one vector's width of
//! the lowest are one vector load; when the lanes are not in address order (reversed, swapped,
//! repeated) a shuffle puts them in place, and the elements past the lanes' must be read by
//! the block too (so the wider load reads only the object; a narrower load widened by the
//! shuffle where the lanes repeat fewer elements). Selects whose conditions are one comparison
//! in every lane are a select node over a comparison node (a mask), never used outside the
//! tree. A value in two lanes is computed in both. Otherwise a bundle is a Gather
//! node: constants (one vector constant), one value in every lane (a splat), or scalars put in
//! lanes one by one, with the reason. The lanes of a commutative operation are swapped where
//! that makes them match lane 0's operands (the seed's operand reordering). Past `MAX_DEPTH`
//! every bundle is gathered.
//!
//! The tree is a DAG: a bundle equal to one already built reuses its node. A scalar of a
//! Vectorize node that something outside the tree uses is an external use (`external_uses`):
//! the scalar stays where it is for users before the vector code, the others read its lane.

use super::schedule::{self, Region};
use super::Facts;
use crate::analysis::cfg::ControlFlowGraph;
use crate::analysis::domtree::DomTree;
use crate::ir::*;
use crate::remarks::object_name;
use std::collections::BTreeMap;

/// Why a bundle whose vector would not fit a register is gathered.
pub(super) const TOO_WIDE: &str = "the vector would be wider than a register";

/// The seed's (LLVM's) `RecursionMaxDepth`.
const MAX_DEPTH: usize = 12;

/// The most operations an alternating node mixes (each a whole vector, and a blend).
const MAX_ALT_OPS: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum VecOp {
    Store,
    /// Loads of one object: one vector load of `width` elements at lane `base`'s address plus
    /// `shift` elements; `perm[k]` is lane `k`'s element counted from there, `None` when the
    /// lanes are consecutive in lane order (then `width` is the lanes').
    Load {
        base: usize,
        shift: i64,
        width: u32,
        perm: Option<Vec<u32>>,
    },
    Binary(BinaryOp),
    /// Lane `k` computes `ops[lane_ops[k]]` (two to four operations, in the order lanes first
    /// use them): each operation on the whole vectors, then a blend per operation past the
    /// first.
    Alt {
        ops: Vec<BinaryOp>,
        lane_ops: Vec<u8>,
    },
    /// The root of a horizontal reduction: its one child's lanes combined with `op`.
    Reduce(BinaryOp),
    /// The root of a loop-carried tree: its one child's vector is passed back to the loop's
    /// header, whose new parameter (the `Carried` node) it becomes.
    Recur,
    /// `cond ? a : b` per lane; the condition's node is a comparison (a mask).
    Select,
    Unary(UnaryOp),
    Cast,
    /// A math function the target computes on whole vectors (`Target::whole_vector_math`),
    /// at `cost` per vector.
    Call {
        callee: FuncId,
        cost: u32,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum NodeKind {
    Vectorize(VecOp),
    /// Every lane a constant: one vector constant.
    Constants,
    /// One value in every lane.
    Splat,
    /// Scalars put in lanes, and why they are not vectorized.
    Scalars(String),
    /// The lanes, in order, of one vector value an earlier tree made (its extracts, which the
    /// clean-up then deletes): the vector itself.
    Lanes(Value),
    /// The loop-carried values of a `Recur` root, in its lanes: the loop header's vector
    /// parameter that replaces their scalar ones.
    Carried,
}

#[derive(Clone, Debug)]
pub(super) struct Node {
    pub kind: NodeKind,
    /// The instruction of each lane (Vectorize nodes only).
    pub insts: Vec<Inst>,
    /// The value of each lane (a store node's: the stored values).
    pub values: Vec<Value>,
    /// The lanes' type.
    pub ty: TypeId,
    pub children: Vec<usize>,
}

/// A tree rooted at node 0: the stores, or a reduction.
#[derive(Clone, Debug)]
pub(super) struct Tree {
    pub nodes: Vec<Node>,
    pub lanes: u32,
    /// Where the vector code goes, just before: the last root store, or the instruction that
    /// uses a reduction's result.
    pub at: Inst,
    /// The instructions the vector code replaces: the root stores, or a reduction's chain.
    pub replaced: Vec<Inst>,
    /// A reduction's result (used by `at`) and its operands left out of the vector.
    pub reduction: Option<(Value, Vec<Value>)>,
    /// A loop-carried tree's loop.
    pub carried: Option<Carried>,
}

/// The loop of a loop-carried tree: the header's parameters that are its lanes, the latch that
/// passes their next values (the root's), and the loop's blocks.
#[derive(Clone, Debug)]
pub(super) struct Carried {
    pub header: Block,
    pub params: Vec<Value>,
    pub latch: Inst,
    pub blocks: Vec<Block>,
}

/// What a tree is rooted at.
#[derive(Clone, Copy)]
pub(super) enum Root<'r> {
    /// Stores to consecutive addresses, lowest first.
    Stores(&'r [Inst]),
    /// A horizontal reduction: `result` is `op` over `leaves` (one per lane) and `rest`,
    /// computed by `chain`, and used by `at`.
    Reduction { op: BinaryOp, leaves: &'r [Value], rest: &'r [Value], chain: &'r [Inst], result: Value, at: Inst },
    /// Loop-carried values (the seed's PHI seeds): the parameters `params` of the loop header
    /// `header`, one per lane, whose next values `next` the jump `latch` passes back to them,
    /// all computed in one block of the loop, whose blocks are `blocks`.
    Phis { header: Block, params: &'r [Value], next: &'r [Value], latch: Inst, blocks: &'r [Block] },
}

/// A scalar of a Vectorize node used outside the tree.
#[derive(Clone, Debug)]
pub(super) struct External {
    pub node: usize,
    pub lane: u32,
    pub value: Value,
    /// Its users after the vector code.
    pub late_users: Vec<Inst>,
    /// Its users before it, which keep the scalar.
    pub early_users: Vec<Inst>,
}

/// The tree of `root`, or why there is none.
pub(super) fn build(module: &Module, func: &Function, facts: &Facts, root: Root) -> Result<Tree, String> {
    let next_block = |next: &[Value]| {
        let def = func.dfg.defining_inst(next[0]).ok_or("internal: a next value that is no instruction's")?;
        func.layout.inst_block(def).ok_or("internal: a root outside the layout")
    };
    let (block, replaced) = match root {
        Root::Stores(stores) => (func.layout.inst_block(stores[0]), stores),
        Root::Reduction { at, chain, .. } => (func.layout.inst_block(at), chain),
        Root::Phis { next, ref latch, .. } => (Some(next_block(next)?), std::slice::from_ref(latch)),
    };
    let block = block.ok_or("internal: a root outside the layout")?;
    let insts = func.layout.block_insts(block);
    let last = match root {
        Root::Stores(stores) => stores.iter().filter_map(|s| insts.iter().position(|i| i == s)).max().unwrap_or(0),
        Root::Reduction { at, .. } => insts.iter().position(|&i| i == at).unwrap_or(0),
        // Before the block's terminator: every lane's next value is computed by then.
        Root::Phis { .. } => insts.len().saturating_sub(1),
    };
    let region = Region { insts, last };
    let stores: &[Inst] = match root {
        Root::Stores(stores) => stores,
        Root::Reduction { .. } | Root::Phis { .. } => &[],
    };
    schedule::check_roots(module, func, facts, &region, stores)?;
    let (values, kind, reduction) = match root {
        Root::Stores(stores) => {
            let values = stores
                .iter()
                .map(|&s| match *func.inst(s) {
                    InstData::Store { value, .. } => value,
                    _ => unreachable!("seeds are stores"),
                })
                .collect();
            (values, VecOp::Store, None)
        }
        Root::Reduction { op, leaves, rest, result, .. } => {
            (leaves.to_vec(), VecOp::Reduce(op), Some((result, rest.to_vec())))
        }
        Root::Phis { next, .. } => (next.to_vec(), VecOp::Recur, None),
    };
    let carried = match root {
        Root::Phis { header, params, latch, blocks, .. } => {
            Some(Carried { header, params: params.to_vec(), latch, blocks: blocks.to_vec() })
        }
        _ => None,
    };
    let ty = func.value_type(values[0]);
    let root_insts = if stores.is_empty() { Vec::new() } else { stores.to_vec() };
    let root =
        Node { kind: NodeKind::Vectorize(kind), insts: root_insts, values: values.clone(), ty, children: Vec::new() };
    let params = carried.as_ref().map(|c| c.params.clone());
    let mut builder = Builder {
        module,
        func,
        facts,
        block,
        region,
        roots: stores,
        nodes: vec![root],
        in_tree: BTreeMap::new(),
        carried: params.map(|p| (p, None)),
    };
    for &s in replaced {
        builder.in_tree.insert(s, 0);
    }
    let lanes = values.len() as u32;
    let child = builder.build(values, 1);
    builder.nodes[0].children.push(child);
    if builder.carried.as_ref().is_some_and(|(_, node)| node.is_none()) {
        return Err(super::carried::NO_RECURRENCE.into());
    }
    Ok(Tree { nodes: builder.nodes, lanes, at: insts[last], replaced: replaced.to_vec(), reduction, carried })
}

struct Builder<'a> {
    module: &'a Module,
    func: &'a Function,
    facts: &'a Facts<'a>,
    block: Block,
    region: Region<'a>,
    roots: &'a [Inst],
    nodes: Vec<Node>,
    in_tree: BTreeMap<Inst, usize>,
    /// A loop-carried tree's parameters, lane by lane, and their `Carried` node once built.
    carried: Option<(Vec<Value>, Option<usize>)>,
}

impl Builder<'_> {
    /// The node of the bundle `values` (one per lane), built with its operands'.
    fn build(&mut self, values: Vec<Value>, depth: usize) -> usize {
        let ty = self.func.value_type(values[0]);
        if let Some((params, node)) = &mut self.carried {
            if *params == values {
                if let Some(node) = *node {
                    return node;
                }
                self.nodes.push(Node { kind: NodeKind::Carried, insts: Vec::new(), values, ty, children: Vec::new() });
                *node = Some(self.nodes.len() - 1);
                return self.nodes.len() - 1;
            }
        }
        if let Some(why) = self.gather_reason(&values, ty, depth) {
            return self.gather(values, ty, why);
        }
        let insts: Vec<Inst> = values.iter().map(|&v| self.func.dfg.defining_inst(v).unwrap()).collect();
        if let Some(&node) = insts.iter().find_map(|i| self.in_tree.get(i)) {
            if self.nodes[node].insts == insts {
                return node;
            }
            // A load may be read by two vector loads; other operations are done once.
            if !self.all_loads(&insts) {
                return self.gather(values, ty, "a lane is already in another bundle".into());
            }
        }
        if let Some(splat) = self.loads_of_one_element(&insts, &values, ty) {
            return splat;
        }
        let op = match self.func.inst(insts[0]) {
            InstData::Load { volatile: false, .. } => self.loads(&insts),
            InstData::Binary { .. } => self.binary_bundle(&insts, ty),
            InstData::Unary { op: op @ (UnaryOp::Neg | UnaryOp::BitNot), .. } => {
                let same = insts.iter().all(|&i| matches!(self.func.inst(i), InstData::Unary { op: o, .. } if o == op));
                same.then_some(VecOp::Unary(*op)).ok_or_else(|| "the lanes do different operations".to_string())
            }
            InstData::Cast { arg } => self.same_cast(&insts, self.func.value_type(*arg)),
            InstData::Select { .. } => self.selects(&insts, ty),
            InstData::Call { .. } => self.calls(&insts, ty),
            InstData::Const(_) => Err("the lanes mix constants and other values".into()),
            _ => Err(format!("SLP does not vectorize {}", crate::remarks::inst_kind(self.module, self.func, insts[0]))),
        };
        let op = match op {
            Ok(op) => op,
            Err(why) => return self.gather(values, ty, why),
        };
        let operands = self.operand_bundles(&insts, &op);
        let idx = self.nodes.len();
        self.nodes.push(Node { kind: NodeKind::Vectorize(op), insts: insts.clone(), values, ty, children: Vec::new() });
        for &inst in &insts {
            self.in_tree.insert(inst, idx);
        }
        for (operand, bundle) in operands.into_iter().enumerate() {
            let child = match &self.nodes[idx].kind {
                NodeKind::Vectorize(VecOp::Binary(op))
                    if op.is_shift() && operand == 1 && self.func.value_type(bundle[0]) != ty =>
                {
                    self.shift_counts(bundle, ty)
                }
                NodeKind::Vectorize(VecOp::Select) if operand == 0 => self.comparisons(bundle, depth + 1),
                _ => self.build(bundle, depth + 1),
            };
            self.nodes[idx].children.push(child);
        }
        idx
    }

    /// Constant shift counts of another type than the shifted lanes (`x << 3` on `unsigned`):
    /// a vector constant of the lanes' type (`same_binary` checked they are in range).
    fn shift_counts(&mut self, counts: Vec<Value>, lane_ty: TypeId) -> usize {
        self.nodes.push(Node {
            kind: NodeKind::Constants,
            insts: Vec::new(),
            values: counts,
            ty: lane_ty,
            children: Vec::new(),
        });
        self.nodes.len() - 1
    }

    /// Why `values` must be gathered before looking at their operations: an empty reason for
    /// constants and splats, which `gather` names.
    fn gather_reason(&self, values: &[Value], ty: TypeId, depth: usize) -> Option<String> {
        let types = &self.module.types;
        if values.iter().any(|&v| self.func.value_type(v) != ty) {
            return Some("the lanes have different types".into());
        }
        if !(types.is_float(ty) || types.is_integer(ty) && types.int_kind(ty) != Some(IntKind::Bool)) {
            return Some(format!("lanes of type `{}` are not vectorized", types.display(ty)));
        }
        if types.size_of(ty).unwrap_or(u64::MAX).saturating_mul(values.len() as u64) > self.facts.width {
            return Some(TOO_WIDE.into());
        }
        if values.iter().all(|&v| self.constant(v).is_some()) || values.iter().all(|&v| v == values[0]) {
            return Some(String::new());
        }
        if depth > MAX_DEPTH {
            return Some("the depth limit".into());
        }
        let in_block = |v: Value| {
            self.func.dfg.defining_inst(v).is_some_and(|i| self.func.layout.inst_block(i) == Some(self.block))
        };
        if !values.iter().all(|&v| in_block(v)) {
            return Some("a lane is computed outside the block".into());
        }
        // A value may be in two lanes: computed in both (its operands repeat too), costed once.
        None
    }

    /// Loads of one element in every lane, which can move down to the root (so they read what
    /// lane 0's load read): a splat of lane 0's value.
    fn loads_of_one_element(&mut self, insts: &[Inst], values: &[Value], ty: TypeId) -> Option<usize> {
        let addr = |i: Inst| match *self.func.inst(i) {
            InstData::Load { addr, volatile: false } => self.facts.affine.address(addr),
            _ => None,
        };
        let first = addr(insts[0])?;
        let same = insts.iter().all(|&i| {
            addr(i).is_some_and(|a| {
                a.base == first.base && a.offset.sub(&first.offset).and_then(|d| d.as_constant()) == Some(0)
            })
        });
        if !same || schedule::check_loads(self.module, self.func, self.facts, &self.region, self.roots, insts).is_err()
        {
            return None;
        }
        self.nodes.push(Node {
            kind: NodeKind::Splat,
            insts: Vec::new(),
            values: values.to_vec(),
            ty,
            children: Vec::new(),
        });
        Some(self.nodes.len() - 1)
    }

    fn all_loads(&self, insts: &[Inst]) -> bool {
        insts.iter().all(|&i| matches!(self.func.inst(i), InstData::Load { volatile: false, .. }))
    }

    fn constant(&self, v: Value) -> Option<Const> {
        match self.func.inst(self.func.dfg.defining_inst(v)?) {
            InstData::Const(c @ (Const::Int(_) | Const::Float(_))) => Some(c.clone()),
            _ => None,
        }
    }

    /// The vector whose lanes `values` are, lane k being its lane k, if they are: an earlier
    /// tree's result used by this one (bench slp butterfly_f32's products, stored as sums by
    /// one tree and as differences by the next).
    fn lanes_of_one_vector(&self, values: &[Value], ty: TypeId) -> Option<Value> {
        let mut vector = None;
        for (k, &v) in values.iter().enumerate() {
            match self.func.inst(self.func.dfg.defining_inst(v)?) {
                InstData::ExtractLane { vec, lane } if *lane as usize == k && vector.is_none_or(|w| w == *vec) => {
                    vector = Some(*vec)
                }
                _ => return None,
            }
        }
        let vector = vector?;
        let vty = self.func.value_type(vector);
        match self.module.types.kind(vty) {
            TypeKind::Vector(elem, lanes) if *elem == ty && *lanes as usize == values.len() => Some(vector),
            _ => None,
        }
    }

    fn gather(&mut self, values: Vec<Value>, ty: TypeId, why: String) -> usize {
        let kind = if values.iter().all(|&v| self.constant(v).is_some()) {
            NodeKind::Constants
        } else if values.iter().all(|&v| v == values[0]) {
            NodeKind::Splat
        } else if let Some(vector) = self.lanes_of_one_vector(&values, ty) {
            NodeKind::Lanes(vector)
        } else {
            NodeKind::Scalars(why)
        };
        self.nodes.push(Node { kind, insts: Vec::new(), values, ty, children: Vec::new() });
        self.nodes.len() - 1
    }

    /// Loads of one object whose elements lie within a vector's width from the lowest, that can
    /// move down to the root: one vector load, and a shuffle when they are not in lane order.
    fn loads(&self, insts: &[Inst]) -> Result<VecOp, String> {
        let addrs: Option<Vec<_>> = insts
            .iter()
            .map(|&i| match *self.func.inst(i) {
                InstData::Load { addr, volatile: false } => self.facts.affine.address(addr),
                _ => None,
            })
            .collect();
        let Some(addrs) = addrs else { return Err("not every lane is a load of a known address".into()) };
        let size = self.module.types.size_of(self.func.value_type(self.func.dfg.result(insts[0]).unwrap()));
        let size = size.filter(|&s| s > 0).ok_or("a load of unknown size")? as i64;
        let mut elems = Vec::new();
        for a in &addrs {
            let delta = if a.base == addrs[0].base {
                a.offset.sub(&addrs[0].offset).and_then(|d| d.as_constant())
            } else {
                None
            };
            match delta {
                Some(d) if d % size == 0 => elems.push(d / size),
                _ => return Err("the loads are not of one object at constant distances".into()),
            }
        }
        let low = elems.iter().copied().min().unwrap_or(0);
        let high = elems.iter().copied().max().unwrap_or(0);
        let lanes = insts.len() as i64;
        if high - low >= lanes {
            return Err("the loads are further apart than one vector".into());
        }
        let base = elems.iter().position(|&e| e == low).unwrap_or(0);
        let in_order = elems.iter().enumerate().all(|(k, &e)| e - low == k as i64);
        // The vector: as wide as the lanes, else narrower (when elements repeat; gcc 12 widens
        // a vector through memory, so only where the block does not read a full vector), its
        // first element the lowest lane's or lower, so that the block reads the vector's first
        // and last elements itself.
        let window = |width: i64| {
            (high - width + 1..=low).rev().find(|&start| {
                (start == low || self.block_reads_byte(addrs[0], start * size))
                    && (start + width - 1 == high || self.block_reads_byte(addrs[0], (start + width) * size - 1))
            })
        };
        let narrowest = ((high - low + 1) as u64).next_power_of_two().max(2) as i64;
        let widths = std::iter::successors(Some(lanes), |w| Some(w / 2)).take_while(|&w| w >= narrowest);
        let (start, width) = if in_order {
            (low, lanes)
        } else {
            widths
                .filter_map(|w| window(w).map(|start| (start, w)))
                .next()
                .ok_or("the vector load would read past what the block reads")?
        };
        schedule::check_loads(self.module, self.func, self.facts, &self.region, self.roots, insts)
            .map_err(|why| format!("not schedulable: {}", why))?;
        let perm = elems.iter().map(|&e| (e - start) as u32).collect();
        Ok(VecOp::Load { base, shift: start - low, width: width as u32, perm: (!in_order).then_some(perm) })
    }

    /// Whether a plain load or store of the block, up to the root, reads or writes byte `byte`
    /// counted from `from` (so a wider vector load stays within that object).
    fn block_reads_byte(&self, from: &crate::analysis::affine::Address, byte: i64) -> bool {
        self.region.insts[..=self.region.last].iter().any(|&inst| {
            let (addr, ty) = match *self.func.inst(inst) {
                InstData::Load { addr, volatile: false } => {
                    (addr, self.func.value_type(self.func.dfg.result(inst).unwrap()))
                }
                InstData::Store { addr, value, volatile: false } => (addr, self.func.value_type(value)),
                _ => return false,
            };
            let (Some(a), Some(size)) = (self.facts.affine.address(addr), self.module.types.size_of(ty)) else {
                return false;
            };
            let delta =
                if a.base == from.base { a.offset.sub(&from.offset).and_then(|d| d.as_constant()) } else { None };
            delta.is_some_and(|d| d <= byte && byte < d + size as i64)
        })
    }

    /// A bundle of binary operations: all one (`same_binary`), or an alternating node of two to
    /// four arithmetic operations (float lanes subtracting in the even lanes and adding in the
    /// odd ones are one `addsub`). Every operation of an alternating node runs on every lane,
    /// so only those that cannot trap or be undefined on the other lanes' operands mix: add,
    /// subtract, multiply and the bitwise ones (no integer division, no shifts); a float
    /// division may (its other lanes' quotients are blended away).
    fn binary_bundle(&self, insts: &[Inst], ty: TypeId) -> Result<VecOp, String> {
        use BinaryOp::*;
        let ops: Option<Vec<BinaryOp>> = insts
            .iter()
            .map(|&i| match self.func.inst(i) {
                InstData::Binary { op, .. } => Some(*op),
                _ => None,
            })
            .collect();
        let ops = ops.ok_or("the lanes do different operations")?;
        if ops.iter().all(|&o| o == ops[0]) {
            return self.same_binary(insts, ops[0]);
        }
        let float = self.module.types.is_float(ty);
        let mixes = |o: BinaryOp| matches!(o, Add | Sub | Mul | And | Or | Xor) || (float && o == Div);
        let mut distinct: Vec<BinaryOp> = Vec::new();
        for &o in &ops {
            if !distinct.contains(&o) {
                distinct.push(o);
            }
        }
        if distinct.len() > MAX_ALT_OPS || !distinct.iter().all(|&o| mixes(o)) {
            return Err("the lanes do different operations".into());
        }
        let addsub = ops.iter().enumerate().all(|(k, &o)| o == if k % 2 == 0 { Sub } else { Add });
        if addsub && float {
            return Ok(VecOp::Binary(AddSub));
        }
        let lane_ops = ops.iter().map(|o| distinct.iter().position(|d| d == o).unwrap() as u8).collect();
        Ok(VecOp::Alt { ops: distinct, lane_ops })
    }

    /// Selects whose conditions are one comparison in every lane (of operands as wide as the
    /// selected values), not yet in the tree: the comparisons are a mask (`comparisons`).
    fn selects(&self, insts: &[Inst], ty: TypeId) -> Result<VecOp, String> {
        let conds: Option<Vec<Inst>> = insts
            .iter()
            .map(|&i| match *self.func.inst(i) {
                InstData::Select { cond, .. } => self.func.dfg.defining_inst(cond),
                _ => None,
            })
            .collect();
        let conds = conds.ok_or("the lanes do different operations")?;
        let size = self.module.types.size_of(ty);
        let same = conds.iter().all(|&c| {
            let in_block = self.func.layout.inst_block(c) == Some(self.block) && !self.in_tree.contains_key(&c);
            matches!(*self.func.inst(c), InstData::Binary { op, args } if op.is_comparison()
                && Some(op) == self.comparison(conds[0])
                && self.func.value_type(args[0]) == self.func.value_type(args[1])
                && self.module.types.size_of(self.func.value_type(args[0])) == size)
                && in_block
        });
        same.then_some(VecOp::Select)
            .ok_or_else(|| "the conditions are not one comparison of operands as wide as the lanes".to_string())
    }

    fn comparison(&self, inst: Inst) -> Option<BinaryOp> {
        match *self.func.inst(inst) {
            InstData::Binary { op, .. } if op.is_comparison() => Some(op),
            _ => None,
        }
    }

    /// The conditions of a select node (`selects` checked them): one comparison node.
    fn comparisons(&mut self, values: Vec<Value>, depth: usize) -> usize {
        let insts: Vec<Inst> = values.iter().filter_map(|&v| self.func.dfg.defining_inst(v)).collect();
        let op = self.comparison(insts[0]).expect("checked by `selects`");
        let ty = self.func.value_type(values[0]);
        let operands = self.operand_bundles(&insts, &VecOp::Binary(op));
        let idx = self.nodes.len();
        self.nodes.push(Node {
            kind: NodeKind::Vectorize(VecOp::Binary(op)),
            insts: insts.clone(),
            values,
            ty,
            children: Vec::new(),
        });
        for &inst in &insts {
            self.in_tree.insert(inst, idx);
        }
        for bundle in operands {
            let child = self.build(bundle, depth + 1);
            self.nodes[idx].children.push(child);
        }
        idx
    }

    fn same_binary(&self, insts: &[Inst], op: BinaryOp) -> Result<VecOp, String> {
        use BinaryOp::*;
        if !matches!(op, Add | Sub | Mul | Div | Rem | Shl | Shr | And | Or | Xor) {
            return Err(format!("SLP does not vectorize `{}`", op.name()));
        }
        for &inst in insts {
            let InstData::Binary { op: o, args } = *self.func.inst(inst) else {
                return Err("the lanes do different operations".into());
            };
            if o != op {
                return Err("the lanes do different operations".into());
            }
            // A shift's count keeps its own type; the vector form wants the lanes' type, which
            // a constant count in range is as well (`shift_counts`).
            let lane_ty = self.func.value_type(args[0]);
            if op.is_shift() && lane_ty != self.func.value_type(args[1]) {
                let bits = self.module.types.size_of(lane_ty).unwrap_or(0) * 8;
                if !matches!(self.constant(args[1]), Some(Const::Int(c)) if c < bits) {
                    return Err("a shift count of another type".into());
                }
            }
        }
        Ok(VecOp::Binary(op))
    }

    /// Calls of one math function that the target computes on whole vectors of the lanes
    /// (exactly, or libmvec's under `--fast-math`), on a vector of at least 16 bytes (the
    /// emitters' narrowest rows).
    fn calls(&self, insts: &[Inst], ty: TypeId) -> Result<VecOp, String> {
        let InstData::Call { callee: Callee::Direct(f), .. } = *self.func.inst(insts[0]) else {
            return Err("an indirect call".into());
        };
        let same = insts.iter().all(|&i| {
            matches!(self.func.inst(i), InstData::Call { callee: Callee::Direct(g), args }
                if *g == f && args.iter().all(|&a| self.func.value_type(a) == ty))
        });
        if !same {
            return Err("the lanes call different functions".into());
        }
        let name = &self.module.funcs[f].name;
        let bytes = self.module.types.size_of(ty).unwrap_or(0) * insts.len() as u64;
        let math =
            (bytes >= 16).then(|| self.facts.target.whole_vector_math(name, bytes, self.facts.fast_math)).flatten();
        let math = math.ok_or_else(|| format!("`{}` has no vector form of {} bytes on this target", name, bytes))?;
        Ok(VecOp::Call { callee: f, cost: math.vector_cost })
    }

    fn same_cast(&self, insts: &[Inst], from: TypeId) -> Result<VecOp, String> {
        let types = &self.module.types;
        let from_ok = types.is_float(from) || types.is_integer(from) && types.int_kind(from) != Some(IntKind::Bool);
        let same = insts
            .iter()
            .all(|&i| matches!(*self.func.inst(i), InstData::Cast { arg } if self.func.value_type(arg) == from));
        if !from_ok || !same {
            return Err("the lanes convert from different types".into());
        }
        Ok(VecOp::Cast)
    }

    /// The operand bundles of a Vectorize node, commutative lanes swapped to match lane 0.
    fn operand_bundles(&self, insts: &[Inst], op: &VecOp) -> Vec<Vec<Value>> {
        match op {
            VecOp::Load { .. } | VecOp::Store | VecOp::Reduce(_) | VecOp::Recur => Vec::new(),
            VecOp::Unary(_) | VecOp::Cast => {
                vec![insts.iter().map(|&i| self.func.inst(i).operands()[0]).collect()]
            }
            VecOp::Call { .. } => {
                let arity = self.func.inst(insts[0]).operands().len();
                (0..arity).map(|k| insts.iter().map(|&i| self.func.inst(i).operands()[k]).collect()).collect()
            }
            VecOp::Select => (0..3)
                .map(|k| {
                    insts
                        .iter()
                        .map(|&i| match *self.func.inst(i) {
                            InstData::Select { cond, args } => [cond, args[0], args[1]][k],
                            _ => unreachable!("a select node's lanes are selects"),
                        })
                        .collect()
                })
                .collect(),
            VecOp::Binary(_) | VecOp::Alt { .. } => {
                let mut left = Vec::new();
                let mut right = Vec::new();
                for (lane, &inst) in insts.iter().enumerate() {
                    let args = self.func.inst(inst).operands();
                    let (mut l, mut r) = (args[0], args[1]);
                    let commutative =
                        matches!(self.func.inst(inst), InstData::Binary { op, .. } if op.is_commutative());
                    if lane > 0 && commutative && self.score(&left, &right, r, l) > self.score(&left, &right, l, r) {
                        std::mem::swap(&mut l, &mut r);
                    }
                    left.push(l);
                    right.push(r);
                }
                vec![left, right]
            }
        }
    }

    /// How well `l` and `r` continue the bundles `left` and `right`: the same kind of value as
    /// lane 0's, and for loads the next address after the previous lane's.
    fn score(&self, left: &[Value], right: &[Value], l: Value, r: Value) -> u32 {
        let fits = |bundle: &[Value], v: Value| {
            let same_kind = self.key(bundle[0]) == self.key(v);
            let next = self.next_address(*bundle.last().unwrap(), v);
            same_kind as u32 + 2 * next as u32
        };
        fits(left, l) + fits(right, r)
    }

    /// What kind of value `v` is, for matching lanes: its operation, a load's object.
    fn key(&self, v: Value) -> (u8, &'static str, Option<crate::analysis::affine::Base>) {
        let Some(inst) = self.func.dfg.defining_inst(v) else { return (0, "", None) };
        match self.func.inst(inst) {
            InstData::Const(_) => (1, "", None),
            InstData::Load { addr, .. } => (2, "", self.facts.affine.address(*addr).map(|a| a.base)),
            InstData::Binary { op, .. } => (3, op.name(), None),
            InstData::Unary { op, .. } => (4, op.name(), None),
            InstData::Cast { .. } => (5, "", None),
            _ => (6, "", None),
        }
    }

    /// Whether `v` loads the element just after the one `prev` loads.
    fn next_address(&self, prev: Value, v: Value) -> bool {
        let addr = |v: Value| match self.func.dfg.defining_inst(v).map(|i| self.func.inst(i)) {
            Some(InstData::Load { addr, .. }) => self.facts.affine.address(*addr),
            _ => None,
        };
        let (Some(a), Some(b)) = (addr(prev), addr(v)) else { return false };
        let size = self.module.types.size_of(self.func.value_type(prev)).unwrap_or(0) as i64;
        a.base == b.base && b.offset.sub(&a.offset).and_then(|d| d.as_constant()) == Some(size)
    }
}

/// The scalars of Vectorize nodes (stores aside) that something outside the tree uses, with
/// their users after the vector code.
pub(super) fn external_uses(func: &Function, tree: &Tree) -> Vec<External> {
    let mut users: BTreeMap<Value, Vec<Inst>> = BTreeMap::new();
    for (_, inst) in func.insts_in_order() {
        func.inst(inst).for_each_operand(|v| users.entry(v).or_default().push(inst));
    }
    let block = func.layout.inst_block(tree.at);
    let insts = block.map_or(&[][..], |b| func.layout.block_insts(b));
    let last = insts.iter().position(|&i| i == tree.at).unwrap_or(0);
    // Users in other blocks are late where the vector code dominates them: all of them but
    // for a versioned block (`versioning.rs`), whose scalar copy and join use the scalars of
    // the code before the check.
    // Computed only for such a user: most trees have none.
    let dom = std::cell::OnceCell::new();
    let late = |user: Inst| match (func.layout.inst_block(user), block) {
        (Some(b), Some(at)) if b != at => {
            dom.get_or_init(|| DomTree::compute(func, &ControlFlowGraph::compute(func))).strictly_dominates(at, b)
        }
        _ => insts.iter().position(|&i| i == user).is_some_and(|p| p > last),
    };
    let internal = |user: Inst, v: Value| {
        tree.nodes.iter().any(|node| {
            let Some(lane) = node.insts.iter().position(|&i| i == user) else { return false };
            node.children
                .iter()
                .any(|&c| matches!(tree.nodes[c].kind, NodeKind::Vectorize(_)) && tree.nodes[c].values[lane] == v)
        })
    };
    let mut res = Vec::new();
    for (idx, node) in tree.nodes.iter().enumerate().skip(1) {
        if !matches!(node.kind, NodeKind::Vectorize(_)) {
            continue;
        }
        for (lane, &v) in node.values.iter().enumerate() {
            let outside: Vec<Inst> = users
                .get(&v)
                .into_iter()
                .flatten()
                .copied()
                .filter(|&u| !internal(u, v) && !tree.replaced.contains(&u))
                .collect();
            if !outside.is_empty() && !res.iter().any(|x: &External| x.value == v) {
                let (late_users, early_users) = outside.into_iter().partition(|&u| late(u));
                res.push(External { node: idx, lane: lane as u32, value: v, late_users, early_users });
            }
        }
    }
    res
}

impl Tree {
    /// The tree as remarks show it: `store(mul(add(load `b`, load `c`), ...))`, gathers as
    /// `gather`, `splat` or `constants`.
    pub fn describe(&self, module: &Module, func: &Function) -> String {
        self.describe_node(module, func, 0)
    }

    fn describe_node(&self, module: &Module, func: &Function, idx: usize) -> String {
        let node = &self.nodes[idx];
        let name = match &node.kind {
            NodeKind::Vectorize(VecOp::Store) => "store".to_string(),
            NodeKind::Vectorize(VecOp::Load { perm, .. }) => {
                let addr = func.inst(node.insts[0]).operands()[0];
                let load = object_name(module, func, addr).map_or("load".to_string(), |o| format!("load {}", o));
                match perm {
                    Some(perm) => format!("{} {:?}", load, perm),
                    None => load,
                }
            }
            NodeKind::Vectorize(VecOp::Binary(op)) => op.name().to_string(),
            NodeKind::Vectorize(VecOp::Alt { ops, .. }) => ops.iter().map(|o| o.name()).collect::<Vec<_>>().join("|"),
            NodeKind::Vectorize(VecOp::Reduce(op)) => format!("reduce {}", op.name()),
            NodeKind::Vectorize(VecOp::Select) => "select".to_string(),
            NodeKind::Vectorize(VecOp::Unary(op)) => op.name().to_string(),
            NodeKind::Vectorize(VecOp::Cast) => format!("cast to {}", module.types.display(node.ty)),
            NodeKind::Vectorize(VecOp::Call { callee, .. }) => format!("call `{}`", module.funcs[*callee].name),
            NodeKind::Constants => "constants".to_string(),
            NodeKind::Splat => "splat".to_string(),
            NodeKind::Scalars(why) => format!("gather [{}]", why),
            NodeKind::Lanes(_) => "the vector an earlier tree made".to_string(),
            NodeKind::Carried => "carried".to_string(),
            NodeKind::Vectorize(VecOp::Recur) => "next".to_string(),
        };
        if node.children.is_empty() {
            return name;
        }
        let children: Vec<String> = node.children.iter().map(|&c| self.describe_node(module, func, c)).collect();
        format!("{}({})", name, children.join(", "))
    }

    /// The tree node by node (`--emit=slp`): index, Vectorize or Gather with what and why,
    /// the lanes' values, the node's cost, its children; then the extracts' cost.
    pub fn dump(&self, cost: &super::cost::TreeCost) -> String {
        let mut out = String::new();
        for (idx, node) in self.nodes.iter().enumerate() {
            let kind = match &node.kind {
                NodeKind::Vectorize(op) => format!("Vectorize {}", op_name(op)),
                NodeKind::Constants => "Gather constants".to_string(),
                NodeKind::Splat => "Gather splat".to_string(),
                NodeKind::Scalars(why) => format!("Gather scalars ({})", why),
                NodeKind::Lanes(v) => format!("Gather the lanes of {}", v),
                NodeKind::Carried => "Carried (the loop header's vector)".to_string(),
            };
            let lanes: Vec<String> = node.values.iter().map(|v| v.to_string()).collect();
            let children: Vec<String> = node.children.iter().map(|c| format!("#{}", c)).collect();
            out.push_str(&format!("  #{} {} [{}] cost {}", idx, kind, lanes.join(", "), cost.nodes[idx]));
            if !children.is_empty() {
                out.push_str(&format!(" <- {}", children.join(", ")));
            }
            out.push('\n');
        }
        out.push_str(&format!("  extracts cost {}\n", cost.extracts));
        out
    }

    /// Whether the stores are all the tree would vectorize: the stored values are gathered,
    /// or only mixed adds and subtracts of gathered operands (which were two operations, each
    /// gathered, before alternating nodes).
    pub fn is_tiny(&self) -> bool {
        let vectorized = |idx: usize| matches!(self.nodes[idx].kind, NodeKind::Vectorize(_));
        match &self.nodes[1].kind {
            NodeKind::Vectorize(VecOp::Alt { .. } | VecOp::Binary(BinaryOp::AddSub)) => {
                !self.nodes[1].children.iter().any(|&c| vectorized(c))
            }
            _ => self.nodes.len() == 2 && !vectorized(1),
        }
    }

    /// How many nodes put scalars in lanes one by one.
    pub fn gathered(&self) -> usize {
        self.nodes.iter().filter(|n| matches!(n.kind, NodeKind::Scalars(_))).count()
    }

    /// Whether a bundle was gathered because its vector would be wider than a register.
    pub fn has_too_wide(&self) -> bool {
        self.nodes.iter().any(|n| matches!(&n.kind, NodeKind::Scalars(why) if why == TOO_WIDE))
    }

    /// Whether every node's vector (a load's as loaded) fits `width` bytes.
    pub fn fits(&self, types: &Types, width: u64) -> bool {
        self.nodes.iter().all(|node| {
            let lanes = match node.kind {
                NodeKind::Vectorize(VecOp::Load { width: loaded, .. }) => loaded.max(self.lanes),
                _ => self.lanes,
            };
            types.size_of(node.ty).is_some_and(|size| size * lanes as u64 <= width)
        })
    }
}

/// A Vectorize node's operation, as `--emit=slp` names it.
fn op_name(op: &VecOp) -> String {
    match op {
        VecOp::Store => "store".into(),
        VecOp::Load { perm: None, .. } => "load".into(),
        VecOp::Load { width, shift, perm: Some(perm), .. } => {
            format!("load of {} from {:+} shuffled {:?}", width, shift, perm)
        }
        VecOp::Binary(op) => op.name().into(),
        VecOp::Alt { ops, lane_ops } => {
            let lanes: Vec<&str> = lane_ops.iter().map(|&k| ops[k as usize].name()).collect();
            format!("alternating {}", lanes.join("/"))
        }
        VecOp::Reduce(op) => format!("reduce {}", op.name()),
        VecOp::Recur => "next (passed back to the loop header)".into(),
        VecOp::Unary(op) => op.name().into(),
        VecOp::Cast => "cast".into(),
        VecOp::Select => "select".into(),
        VecOp::Call { callee, .. } => format!("call of function {}", callee),
    }
}
