//! Writing a tree (the seed's `vectorizeTree`): every node's vector, children first, just
//! before the last root store, through `FuncCursor`: vector loads and stores at lane 0's
//! address, the operations on vectors, gathers as a vector constant, a splat, or a splat of
//! lane 0 with the other lanes inserted. Scalars used after that point by code outside the
//! tree read their lane (an extract); the root stores go. The other scalars stay, for users
//! before the vector code; those left unused are deleted by the clean-up that follows.

use super::tree::{External, NodeKind, Tree, VecOp};
use crate::ir::*;

pub(super) fn vectorize(module: &mut Module, func: &mut Function, tree: &Tree, externals: &[External]) {
    let loc = func.srclocs[tree.last_store];
    let mut cur = FuncCursor::before(func, &mut module.types, tree.last_store, loc);
    let mut vectors: Vec<Option<Value>> = vec![None; tree.nodes.len()];
    emit_node(&mut cur, tree, 0, &mut vectors);
    for ext in externals.iter().filter(|x| !x.late_users.is_empty()) {
        let vec = vectors[ext.node].expect("an external scalar's node was written");
        let ty = cur.func.value_type(ext.value);
        let lane = cur.ins(InstData::ExtractLane { vec, lane: ext.lane }, ty);
        for &user in &ext.late_users {
            cur.func.dfg.insts[user].map_operands(|v| if v == ext.value { lane } else { v });
        }
    }
    for &store in &tree.nodes[0].insts {
        cur.func.layout.remove_inst(store);
    }
}

/// The vector of node `idx` (the root's: none, it stores).
fn emit_node(cur: &mut FuncCursor, tree: &Tree, idx: usize, vectors: &mut Vec<Option<Value>>) -> Option<Value> {
    if let Some(v) = vectors[idx] {
        return Some(v);
    }
    let node = &tree.nodes[idx];
    let args: Vec<Value> = node.children.iter().filter_map(|&c| emit_node(cur, tree, c, vectors)).collect();
    let vty = cur.vector_type(node.ty, tree.lanes);
    if let Some(&first) = node.insts.first() {
        cur.loc = cur.func.srclocs[first];
    }
    let res = match &node.kind {
        NodeKind::Vectorize(VecOp::Store) => {
            let addr = lane0_operand(cur.func, node);
            cur.ins_void(InstData::VectorStore { addr, value: args[0], mask: None, aligned: false });
            return None;
        }
        NodeKind::Vectorize(VecOp::Load) => {
            let addr = lane0_operand(cur.func, node);
            cur.ins(InstData::VectorLoad { addr, mask: None, aligned: false }, vty)
        }
        NodeKind::Vectorize(VecOp::Binary(op)) => cur.binary(*op, args[0], args[1], vty),
        NodeKind::Vectorize(VecOp::Unary(op)) => cur.ins(InstData::Unary { op: *op, arg: args[0] }, vty),
        NodeKind::Vectorize(VecOp::Cast) => cur.cast(args[0], vty),
        NodeKind::Constants => {
            let lanes = node.values.iter().map(|&v| constant(cur.func, v)).collect();
            cur.ins(InstData::Const(Const::Vector(lanes)), vty)
        }
        NodeKind::Splat => cur.ins(InstData::Splat { arg: node.values[0] }, vty),
        NodeKind::Scalars(_) => {
            let mut vec = cur.ins(InstData::Splat { arg: node.values[0] }, vty);
            for (lane, &value) in node.values.iter().enumerate().skip(1) {
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

fn constant(func: &Function, v: Value) -> Const {
    match func.dfg.defining_inst(v).map(|i| func.inst(i)) {
        Some(InstData::Const(c)) => c.clone(),
        _ => unreachable!("a constants node's lanes are constants"),
    }
}
