//! Minimum bit widths of a tree (LLVM's SLP `MinBWs`; the loop vectorizer's `narrow.rs` does
//! the same for loops): C computes `(x[0] * w + y[0] * (256 - w)) >> 8` on bytes in `int`, and
//! stores its truncation to a byte. Only the low 16 bits of the sum matter there, so the tree
//! computes in 16-bit lanes: 8 lanes in one 16-byte register, and `pmullw` instead of the slow
//! `pmulld` (gcc -O3 does the same).
//!
//! The nodes narrowed are integer Vectorize nodes of `+ - * & | ^`, `-x`, `~x` and shifts by
//! constants, with their leaves: casts from an integer type (the extension of a loaded byte),
//! constants, splats and scalars put in lanes. Each is computed modulo 2^N in unsigned N-bit
//! lanes, which is exact where only its low bits are demanded:
//! - the roots are casts to an integer type of `W` bits (the truncation to a byte): they demand
//!   the low `W` bits of their operand;
//! - `+ - * & | ^ << -x ~x` demand of their operands the bits demanded of them;
//! - a right shift by `c` demanded in its low `D` bits needs its operand's low `D + c` bits.
//!
//! Every use of a narrowed value must be in the tree (a parent narrowed, or a root), and every
//! operand of a narrowed operation narrowed: the nodes narrowed together (a connected set) take
//! the narrowest lane of 8, 16 or 32 bits that holds their demanded bits, when that is
//! narrower than one of their types.

use super::tree::{External, NodeKind, Tree, VecOp};
use crate::ir::*;
use std::collections::BTreeSet;

/// Narrows the lanes of the nodes of `tree` that compute only bits a narrower lane holds; their
/// `ty` becomes that lane's unsigned type. `externals`: the scalars used outside the tree,
/// whose nodes keep their type.
pub(super) fn narrow(types: &Types, func: &Function, tree: &mut Tree, externals: &[External]) {
    let n = tree.nodes.len();
    let mut parents: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (idx, node) in tree.nodes.iter().enumerate() {
        for &c in &node.children {
            if !parents[c].contains(&idx) {
                parents[c].push(idx);
            }
        }
    }
    let used_outside: BTreeSet<usize> = externals.iter().map(|x| x.node).collect();
    let mut member: Vec<bool> = (0..n).map(|idx| is_candidate(types, func, tree, idx, &used_outside)).collect();
    // A root: a cast to an integer type, itself not narrowed, of a narrowed value.
    let is_root = |member: &[bool], idx: usize| {
        !member[idx]
            && matches!(tree.nodes[idx].kind, NodeKind::Vectorize(VecOp::Cast))
            && types.int_kind(tree.nodes[idx].ty).is_some()
    };
    loop {
        let mut changed = false;
        for idx in 0..n {
            if !member[idx] {
                continue;
            }
            let children_ok = is_leaf(&tree.nodes[idx]) || tree.nodes[idx].children.iter().all(|&c| member[c]);
            let parents_ok = parents[idx].iter().all(|&p| member[p] || is_root(&member, p));
            if !children_ok || !parents_ok {
                member[idx] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // The low bits each narrowed value's users need, up to a fixed point (the tree is a DAG).
    let mut demanded = vec![0u32; n];
    loop {
        let mut changed = false;
        for idx in (0..n).filter(|&i| member[i]) {
            let need = parents[idx]
                .iter()
                .map(|&p| demanded_of_operand(types, func, tree, &member, &demanded, p, idx))
                .max()
                .unwrap_or(64)
                .min(64);
            if need > demanded[idx] {
                demanded[idx] = need;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for component in components(tree, &member, &parents) {
        let need = component.iter().map(|&i| demanded[i]).max().unwrap_or(64);
        let Some(kind) = [IntKind::UChar, IntKind::UShort, IntKind::UInt].into_iter().find(|k| k.bits() >= need) else {
            continue;
        };
        let bits = |i: usize| types.int_kind(tree.nodes[i].ty).map_or(0, |k| k.bits());
        if component.iter().any(|&i| bits(i) < kind.bits()) || component.iter().all(|&i| bits(i) == kind.bits()) {
            continue;
        }
        // Shift amounts stay below the lane's width.
        if !component.iter().all(|&i| shift_amounts(func, tree, i).iter().all(|&c| c < kind.bits() as u64)) {
            continue;
        }
        let ty = types.int_of(kind);
        for &i in &component {
            tree.nodes[i].ty = ty;
        }
    }
}

/// Whether node `idx` may be computed modulo 2^N: an integer operation the lanes compute the
/// same way on the low bits, or a leaf, used only in the tree.
fn is_candidate(types: &Types, func: &Function, tree: &Tree, idx: usize, used_outside: &BTreeSet<usize>) -> bool {
    let node = &tree.nodes[idx];
    let int = |ty: TypeId| types.int_kind(ty).is_some_and(|k| k != IntKind::Bool);
    if idx == 0 || !int(node.ty) || used_outside.contains(&idx) {
        return false;
    }
    match &node.kind {
        NodeKind::Vectorize(VecOp::Binary(op)) => match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => true,
            BinaryOp::Shl | BinaryOp::Shr => shift_amounts(func, tree, idx).len() == node.values.len(),
            _ => false,
        },
        NodeKind::Vectorize(VecOp::Unary(UnaryOp::Neg | UnaryOp::BitNot)) => true,
        // An extension (or truncation) of an integer: the leaf converts to the lane.
        NodeKind::Vectorize(VecOp::Cast) => node.children.first().is_some_and(|&c| int(tree.nodes[c].ty)),
        NodeKind::Constants | NodeKind::Splat | NodeKind::Scalars(_) => true,
        _ => false,
    }
}

/// A node whose operands keep their own type (the cast converts them to the lane).
fn is_leaf(node: &super::tree::Node) -> bool {
    matches!(node.kind, NodeKind::Vectorize(VecOp::Cast)) || node.children.is_empty()
}

/// The constant amounts of a shift node, one per lane (fewer when some lane's is not a
/// constant).
fn shift_amounts(func: &Function, tree: &Tree, idx: usize) -> Vec<u64> {
    let node = &tree.nodes[idx];
    if !matches!(node.kind, NodeKind::Vectorize(VecOp::Binary(BinaryOp::Shl | BinaryOp::Shr))) {
        return Vec::new();
    }
    let Some(&amount) = node.children.get(1) else { return Vec::new() };
    if !matches!(tree.nodes[amount].kind, NodeKind::Constants | NodeKind::Splat) {
        return Vec::new();
    }
    tree.nodes[amount]
        .values
        .iter()
        .filter_map(|&v| match func.dfg.defining_inst(v).map(|i| func.inst(i)) {
            Some(InstData::Const(Const::Int(c))) => Some(*c),
            _ => None,
        })
        .collect()
}

/// The low bits of operand node `child` that node `parent` needs.
fn demanded_of_operand(
    types: &Types,
    func: &Function,
    tree: &Tree,
    member: &[bool],
    demanded: &[u32],
    parent: usize,
    child: usize,
) -> u32 {
    let node = &tree.nodes[parent];
    if !member[parent] {
        // A root: the cast's width.
        return types.int_kind(node.ty).map_or(64, |k| k.bits());
    }
    match node.kind {
        NodeKind::Vectorize(VecOp::Binary(BinaryOp::Shr)) if node.children[0] == child => {
            let most = shift_amounts(func, tree, parent).into_iter().max().unwrap_or(64);
            (demanded[parent] as u64).saturating_add(most).min(64) as u32
        }
        // A shift's amount: its constants are checked against the lane's width.
        NodeKind::Vectorize(VecOp::Binary(BinaryOp::Shl | BinaryOp::Shr)) => demanded[parent].max(1),
        _ => demanded[parent],
    }
}

/// The connected sets of narrowed nodes (linked as operand and user).
fn components(tree: &Tree, member: &[bool], parents: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = tree.nodes.len();
    let mut seen = vec![false; n];
    let mut res = Vec::new();
    for start in 0..n {
        if !member[start] || seen[start] {
            continue;
        }
        let mut component = Vec::new();
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(idx) = stack.pop() {
            component.push(idx);
            let children = if is_leaf(&tree.nodes[idx]) { &[][..] } else { &tree.nodes[idx].children[..] };
            for &next in children.iter().chain(&parents[idx]) {
                if member[next] && !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            }
        }
        component.sort_unstable();
        res.push(component);
    }
    res
}
