//! Writing a tree (the seed's `vectorizeTree`): every node's vector, children first, just
//! before the last root store (or the user of a reduction's result), through `FuncCursor`:
//! vector loads at the lowest lane's address (shuffled when the lanes are out of order) and
//! stores at lane 0's, the operations on vectors (an alternating node as both operations and
//! a blend), gathers as a vector constant, a splat, or a splat of lane 0 with the other lanes
//! inserted. A reduction's vector is reduced to one scalar, combined with the operands left
//! out, and its user reads that. Scalars used after that point by code outside the tree read
//! their lane (an extract); the root stores go. The other scalars stay, for users before the
//! vector code; those left unused (a reduction's chain too) are deleted by the clean-up that
//! follows, but for math calls, which the clean-up keeps: those are deleted here.

use super::tree::{Carried, External, NodeKind, Tree, VecOp};
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};

pub(super) fn vectorize(module: &mut Module, func: &mut Function, tree: &Tree, externals: &[External]) {
    let loc = func.srclocs[tree.at];
    let mut cur = FuncCursor::before(func, &mut module.types, tree.at, loc);
    let mut vectors: Vec<Option<Value>> = vec![None; tree.nodes.len()];
    // A loop-carried tree's carried lanes are a new parameter of the loop's header.
    let carried = tree.carried.as_ref().and_then(|c| {
        let idx = tree.nodes.iter().position(|n| n.kind == NodeKind::Carried)?;
        let vty = cur.vector_type(tree.nodes[idx].ty, tree.lanes);
        let param = cur.func.dfg.append_block_param(c.header, vty);
        let name = cur.func.value_name(c.params[0]).map(|n| format!("{}_v", n));
        cur.func.value_names[param] = name;
        vectors[idx] = Some(param);
        Some((c, param))
    });
    let root = emit_node(&mut cur, tree, 0, &mut vectors);
    if let (Some((result, rest)), Some(mut reduced), NodeKind::Vectorize(VecOp::Reduce(op))) =
        (&tree.reduction, root, &tree.nodes[0].kind)
    {
        cur.loc = loc;
        let ty = cur.func.value_type(*result);
        let wide = cur.func.value_type(reduced);
        for &value in rest {
            let value = if wide == ty { value } else { cur.cast(value, wide) };
            reduced = combine(&mut cur, *op, reduced, value, wide);
        }
        if wide != ty {
            reduced = cur.cast(reduced, ty);
        }
        // Its one user: `at`, or a branch after it (a loop's latch).
        cur.func.replace_uses(*result, reduced);
    }
    // A loop-carried tree's scalars used only after the loop are read there (`after_loop`).
    let mut after: Vec<(Value, u32, Value, Vec<Inst>)> = Vec::new();
    for ext in externals.iter().filter(|x| !x.late_users.is_empty()) {
        let vec = vectors[ext.node].expect("an external scalar's node was written");
        if let Some(c) = &tree.carried {
            if read_after_loop(cur.func, ext, &c.blocks) {
                after.push((vec, ext.lane, ext.value, ext.late_users.clone()));
                continue;
            }
        }
        let ty = cur.func.value_type(ext.value);
        let lane = cur.ins(InstData::ExtractLane { vec, lane: ext.lane }, ty);
        for &user in &ext.late_users {
            cur.func.dfg.insts[user].map_operands(|v| if v == ext.value { lane } else { v });
        }
    }
    if tree.reduction.is_none() && tree.carried.is_none() {
        for &store in &tree.replaced {
            cur.func.layout.remove_inst(store);
        }
    }
    // The cursor's borrow of `func` ends here.
    after_loop(module, func, &after, loc);
    if let (Some((carried, param)), Some(next)) = (carried, root) {
        carry(module, func, carried, param, next, loc);
    }
    remove_dead_calls(func, tree);
}

/// Whether `inst` is in one of `blocks`.
pub(super) fn in_blocks(func: &Function, inst: Inst, blocks: &[Block]) -> bool {
    func.layout.inst_block(inst).is_some_and(|b| blocks.contains(&b))
}

/// Whether a loop-carried tree's external scalar is used only after the loop (of `blocks`):
/// read there once (`after_loop`), not in every iteration.
pub(super) fn read_after_loop(func: &Function, ext: &External, blocks: &[Block]) -> bool {
    !ext.late_users.is_empty() && ext.late_users.iter().all(|&u| !in_blocks(func, u, blocks))
}

/// The lanes of a loop-carried tree's vectors that code after the loop uses, each read at the
/// top of its users' blocks (which the vector code dominates) rather than in every iteration:
/// (vector, lane, scalar, users).
fn after_loop(module: &mut Module, func: &mut Function, after: &[(Value, u32, Value, Vec<Inst>)], loc: SrcLoc) {
    for (vec, lane, scalar, users) in after {
        let ty = func.value_type(*scalar);
        let mut at_block: BTreeMap<Block, Value> = BTreeMap::new();
        for &user in users {
            let Some(block) = func.layout.inst_block(user) else { continue };
            let extract = *at_block.entry(block).or_insert_with(|| {
                let first = func.layout.block_insts(block)[0];
                let mut cur = FuncCursor::before(func, &mut module.types, first, loc);
                cur.ins(InstData::ExtractLane { vec: *vec, lane: *lane }, ty)
            });
            func.dfg.insts[user].map_operands(|v| if v == *scalar { extract } else { v });
        }
    }
}

/// Passes the carried vector `param` round the loop in place of the scalar parameters: `next`
/// from the latch, a vector of the scalars' first values from the other jumps to the header.
/// Every other use of a scalar parameter reads its lane: at the top of the header in the loop
/// (only the tree's scalars, which the clean-up deletes, use them there), at the top of its
/// block outside it. The scalar parameters go, with the arguments that fed them.
fn carry(module: &mut Module, func: &mut Function, carried: &Carried, param: Value, next: Value, loc: SrcLoc) {
    let header = carried.header;
    let positions: Vec<usize> = carried
        .params
        .iter()
        .map(|&p| match func.dfg.value_def(p) {
            ValueDef::Param(_, n) => n as usize,
            ValueDef::Result(_) => unreachable!("carried values are parameters"),
        })
        .collect();
    let lane_ty = func.value_type(carried.params[0]);
    let vty = func.value_type(param);
    let jumps: Vec<Inst> = func
        .layout
        .blocks()
        .iter()
        .filter_map(|&b| func.terminator(b))
        .filter(|&t| func.inst(t).branch_targets().iter().any(|d| d.block == header))
        .collect();
    for term in jumps {
        let targets = func.inst(term).branch_targets().len();
        for k in 0..targets {
            let dest = func.inst(term).branch_targets()[k];
            if dest.block != header {
                continue;
            }
            let arg = if term == carried.latch {
                next
            } else {
                let firsts: Vec<Value> = positions.iter().map(|&n| dest.args[n]).collect();
                let mut cur = FuncCursor::before(func, &mut module.types, term, loc);
                build_vector(&mut cur, &firsts, lane_ty, vty)
            };
            func.dfg.insts[term].branch_targets_mut()[k].args.push(arg);
        }
    }
    let users = func.users();
    // The lane extracts, by the block they are at the top of.
    let mut lanes: BTreeMap<(Block, usize), Value> = BTreeMap::new();
    for (lane, &scalar) in carried.params.iter().enumerate() {
        let mut seen = BTreeSet::new();
        for &user in &users[scalar] {
            if !seen.insert(user) {
                continue;
            }
            let Some(block) = func.layout.inst_block(user) else { continue };
            let at = if carried.blocks.contains(&block) { header } else { block };
            let extract = *lanes.entry((at, lane)).or_insert_with(|| {
                let first = func.layout.block_insts(at)[0];
                let mut cur = FuncCursor::before(func, &mut module.types, first, loc);
                cur.ins(InstData::ExtractLane { vec: param, lane: lane as u32 }, lane_ty)
            });
            func.dfg.insts[user].map_operands(|v| if v == scalar { extract } else { v });
        }
    }
    let mut removed: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &p in &carried.params {
        removed[p] = true;
    }
    crate::transform::mem2reg::remove_params(func, &removed);
}

/// A vector of `values` (of lane type `ty`): a constant, a splat, or a splat with the other
/// lanes inserted.
fn build_vector(cur: &mut FuncCursor, values: &[Value], ty: TypeId, vty: TypeId) -> Value {
    let consts: Option<Vec<Const>> = values
        .iter()
        .map(|&v| match cur.func.dfg.defining_inst(v).map(|i| cur.func.inst(i)) {
            Some(InstData::Const(c @ (Const::Int(_) | Const::Float(_)))) => Some(c.clone()),
            _ => None,
        })
        .collect();
    if let Some(lanes) = consts {
        return cur.ins(InstData::Const(Const::Vector(lanes)), vty);
    }
    let mut vec = cur.ins(InstData::Splat { arg: values[0] }, vty);
    if values.iter().all(|&v| v == values[0]) {
        return vec;
    }
    for (lane, &value) in values.iter().enumerate().skip(1) {
        debug_assert_eq!(cur.func.value_type(value), ty);
        vec = cur.ins(InstData::InsertLane { vec, lane: lane as u32, value }, vty);
    }
    vec
}

/// `a op b` on scalars of type `ty`: min and max, which are vector-only operations, as a
/// comparison and a select.
fn combine(cur: &mut FuncCursor, op: BinaryOp, a: Value, b: Value, ty: TypeId) -> Value {
    let cmp = match op {
        BinaryOp::Min => BinaryOp::Lt,
        BinaryOp::Max => BinaryOp::Gt,
        _ => return cur.binary(op, a, b, ty),
    };
    let int = cur.int_type(IntKind::Int);
    let cond = cur.binary(cmp, a, b, int);
    cur.ins(InstData::Select { cond, args: [a, b] }, ty)
}

/// The scalar math calls the vector code replaced, where nothing uses them any more but other
/// dead scalars of the tree (removed with them): the clean-up keeps calls.
fn remove_dead_calls(func: &mut Function, tree: &Tree) {
    let calls: Vec<Inst> = tree
        .nodes
        .iter()
        .filter(|n| matches!(n.kind, NodeKind::Vectorize(VecOp::Call { .. })))
        .flat_map(|n| n.insts.iter().copied())
        .collect();
    if calls.is_empty() {
        return;
    }
    let users = func.users();
    let mut removed = BTreeSet::new();
    // Parents come before their children in the tree's order: fmin(fmax(x)) loses fmin first.
    for &call in &calls {
        let Some(result) = func.dfg.result(call) else { continue };
        let mut chain = vec![call];
        if dead(func, &users, &removed, result, 0, &mut chain) {
            for inst in chain {
                func.layout.remove_inst(inst);
                removed.insert(inst);
            }
        }
    }
}

/// Whether nothing but removed instructions, or pure ones whose results are dead in turn (a
/// few levels deep: the arithmetic between two calls of a tree), uses `v`; those are added to
/// `chain`.
fn dead(
    func: &Function,
    users: &SecondaryMap<Value, Vec<Inst>>,
    removed: &BTreeSet<Inst>,
    v: Value,
    depth: u32,
    chain: &mut Vec<Inst>,
) -> bool {
    users[v].iter().all(|&u| {
        if removed.contains(&u) || chain.contains(&u) {
            return true;
        }
        let pure = depth < 8 && func.inst(u).is_pure();
        if pure && func.dfg.result(u).is_some_and(|r| dead(func, users, removed, r, depth + 1, chain)) {
            chain.push(u);
            return true;
        }
        false
    })
}

/// The vector of node `idx` (the root's: none, it stores).
fn emit_node(cur: &mut FuncCursor, tree: &Tree, idx: usize, vectors: &mut Vec<Option<Value>>) -> Option<Value> {
    if let Some(v) = vectors[idx] {
        return Some(v);
    }
    let node = &tree.nodes[idx];
    let args: Vec<Value> = node.children.iter().filter_map(|&c| emit_node(cur, tree, c, vectors)).collect();
    let vty = match &node.kind {
        NodeKind::Vectorize(VecOp::Binary(op)) if op.is_comparison() => cur.mask_type(tree.lanes),
        _ => cur.vector_type(node.ty, tree.lanes),
    };
    if let Some(&first) = node.insts.first() {
        cur.loc = cur.func.srclocs[first];
    }
    let res = match &node.kind {
        NodeKind::Vectorize(VecOp::Store) => {
            let addr = lane0_operand(cur.func, node);
            cur.ins_void(InstData::VectorStore { addr, value: args[0], mask: None, aligned: false });
            return None;
        }
        NodeKind::Vectorize(VecOp::Load { base, shift, width, perm }) => {
            let mut addr = match *cur.func.inst(node.insts[*base]) {
                InstData::Load { addr, .. } => addr,
                _ => unreachable!("a load node's lanes are loads"),
            };
            if *shift != 0 {
                let long = cur.int_type(IntKind::Long);
                let index = cur.iconst(long, *shift);
                let ty = cur.func.value_type(addr);
                addr = cur.ins(InstData::PtrAdd { base: addr, index }, ty);
            }
            let loaded = cur.vector_type(node.ty, *width);
            let vec = cur.ins(InstData::VectorLoad { addr, mask: None, aligned: false }, loaded);
            match perm {
                Some(lanes) => cur.ins(InstData::Shuffle { args: [vec, vec], lanes: lanes.clone() }, vty),
                None => vec,
            }
        }
        NodeKind::Vectorize(VecOp::Binary(op)) => cur.binary(*op, args[0], args[1], vty),
        NodeKind::Vectorize(VecOp::Select) => {
            cur.ins(InstData::Select { cond: args[0], args: [args[1], args[2]] }, vty)
        }
        NodeKind::Vectorize(VecOp::Alt { ops, lane_ops }) => {
            let n = tree.lanes;
            let mut blended = cur.binary(ops[0], args[0], args[1], vty);
            for (which, &op) in ops.iter().enumerate().skip(1) {
                let other = cur.binary(op, args[0], args[1], vty);
                let lanes = lane_ops
                    .iter()
                    .enumerate()
                    .map(|(k, &o)| if o as usize == which { n + k as u32 } else { k as u32 })
                    .collect();
                blended = cur.ins(InstData::Shuffle { args: [blended, other], lanes }, vty);
            }
            blended
        }
        // Signed lanes add and multiply as unsigned ones: the new order may overflow where the
        // scalar chain did not (the caller converts the result back).
        NodeKind::Vectorize(VecOp::Reduce(op)) => match cur.types.int_kind(node.ty) {
            Some(kind) if cur.types.is_signed(node.ty) && matches!(op, BinaryOp::Add | BinaryOp::Mul) => {
                let unsigned = cur.int_type(kind.to_unsigned());
                let uvty = cur.vector_type(unsigned, tree.lanes);
                let arg = cur.cast(args[0], uvty);
                cur.ins(InstData::Reduce { op: *op, arg }, unsigned)
            }
            _ => cur.ins(InstData::Reduce { op: *op, arg: args[0] }, node.ty),
        },
        NodeKind::Vectorize(VecOp::Unary(op)) => cur.ins(InstData::Unary { op: *op, arg: args[0] }, vty),
        // A cast to a lane narrowed to its operand's type (`narrow.rs`) is none.
        NodeKind::Vectorize(VecOp::Cast) if cur.func.value_type(args[0]) == vty => args[0],
        NodeKind::Vectorize(VecOp::Cast) => cur.cast(args[0], vty),
        NodeKind::Vectorize(VecOp::Call { callee, .. }) => {
            cur.ins(InstData::Call { callee: Callee::Direct(*callee), args: args.clone() }, vty)
        }
        NodeKind::Constants => {
            let lanes = node.values.iter().map(|&v| constant(cur.func, cur.types, v, node.ty)).collect();
            cur.ins(InstData::Const(Const::Vector(lanes)), vty)
        }
        NodeKind::Splat => {
            let arg = to_lane(cur, node.values[0], node.ty);
            cur.ins(InstData::Splat { arg }, vty)
        }
        NodeKind::Lanes(vector) => *vector,
        NodeKind::Vectorize(VecOp::Recur) => args[0],
        NodeKind::Carried => unreachable!("the carried node's vector is the header's parameter"),
        NodeKind::Scalars(_) => {
            let arg = to_lane(cur, node.values[0], node.ty);
            let mut vec = cur.ins(InstData::Splat { arg }, vty);
            for (lane, &value) in node.values.iter().enumerate().skip(1) {
                let value = to_lane(cur, value, node.ty);
                vec = cur.ins(InstData::InsertLane { vec, lane: lane as u32, value }, vty);
            }
            vec
        }
    };
    vectors[idx] = Some(res);
    Some(res)
}

/// The address operand of lane 0's load or store.
fn lane0_operand(func: &Function, node: &super::tree::Node) -> Value {
    match *func.inst(node.insts[0]) {
        InstData::Load { addr, .. } | InstData::Store { addr, .. } => addr,
        _ => unreachable!("a memory node's lanes are loads or stores"),
    }
}

/// Lane `v` of a constants node of lanes `ty` (narrower than `v`'s type where `narrow.rs`
/// narrowed the node: its low bits).
fn constant(func: &Function, types: &Types, v: Value, ty: TypeId) -> Const {
    match func.dfg.defining_inst(v).map(|i| func.inst(i)) {
        Some(InstData::Const(Const::Int(c))) if func.value_type(v) != ty => {
            Const::Int(crate::transform::loopvec::narrow::narrow_const(types, ty, *c))
        }
        Some(InstData::Const(c)) => c.clone(),
        _ => unreachable!("a constants node's lanes are constants"),
    }
}

/// A gathered scalar converted to the node's lane type, which `narrow.rs` may have narrowed.
fn to_lane(cur: &mut FuncCursor, v: Value, ty: TypeId) -> Value {
    if cur.func.value_type(v) == ty {
        v
    } else {
        cur.cast(v, ty)
    }
}
