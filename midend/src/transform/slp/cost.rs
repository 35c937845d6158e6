//! The tree's cost (the seed's `getTreeCost`): for each Vectorize node, the vector operation's
//! cost minus its lanes' scalar costs; for each Gather node, what building the vector costs
//! (nothing for constants, a splat, or one insert per lane); and one extract per scalar used
//! outside the tree. Negative is a saving. The prices are the target's table (`op_cost`, the
//! one the loop vectorizer reads), passed in so that tests can use the seed's own.

use super::tree::{External, NodeKind, Tree, VecOp};
use crate::ir::*;
use crate::target::{ElemClass, OpClass};

/// A cost row: (scalar, vector) for an operation on an element class.
pub(super) type CostTable<'a> = &'a dyn Fn(OpClass, ElemClass) -> (u32, u32);

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct TreeCost {
    /// Per node, in the tree's order.
    pub nodes: Vec<i64>,
    pub extracts: i64,
    pub total: i64,
    /// What the scalar instructions the Vectorize nodes replace cost (`total` is the vector
    /// code's cost less this).
    pub scalar: i64,
}

pub(super) fn tree_cost(
    module: &Module,
    func: &Function,
    tree: &Tree,
    externals: &[External],
    table: CostTable,
) -> TreeCost {
    let lanes = tree.lanes as i64;
    let elem = |ty: TypeId| ElemClass::of_type(&module.types, ty);
    let mut scalar = 0;
    let nodes: Vec<i64> = tree
        .nodes
        .iter()
        .map(|node| {
            let e = elem(node.ty);
            match &node.kind {
                NodeKind::Vectorize(op) => {
                    // A value in two lanes was one scalar operation; two loads of one element
                    // (the source reads `x[0]` twice, stores between them) are one load once
                    // the C compiler has merged them.
                    let distinct = match op {
                        VecOp::Load { perm: Some(perm), .. } => distinct(perm),
                        _ => distinct(&node.values),
                    };
                    let (vector, scalars) = vectorize_cost(op, e, distinct as i64, table);
                    scalar += scalars;
                    vector - scalars
                }
                NodeKind::Constants | NodeKind::Lanes(_) | NodeKind::Carried => 0,
                NodeKind::Splat => table(OpClass::Splat, e).1 as i64,
                NodeKind::Scalars(_) => table(OpClass::Insert, e).1 as i64 * lanes,
            }
        })
        .collect();
    let extracts = externals.iter().map(|x| table(OpClass::Extract, elem(func.value_type(x.value))).1 as i64).sum();
    let total = nodes.iter().sum::<i64>() + extracts;
    TreeCost { nodes, extracts, total, scalar }
}

/// How many different items `items` holds.
fn distinct<T: PartialEq>(items: &[T]) -> usize {
    items.iter().enumerate().filter(|(k, x)| !items[..*k].contains(x)).count()
}

/// A Vectorize node's vector operations and the scalar ones they replace (one per lane of
/// `lanes` distinct values): (vector, scalar).
fn vectorize_cost(op: &VecOp, e: ElemClass, lanes: i64, table: CostTable) -> (i64, i64) {
    let row = |class: OpClass| {
        let (scalar, vector) = table(class, e);
        (scalar as i64, vector as i64)
    };
    let shuffle = row(OpClass::Shuffle).1;
    match op {
        VecOp::Load { perm, .. } => {
            (row(OpClass::Load).1 + perm.as_ref().map_or(0, |_| shuffle), row(OpClass::Load).0 * lanes)
        }
        VecOp::Binary(BinaryOp::AddSub) => (row(OpClass::AddSub).1, row(OpClass::Add).0 * lanes),
        VecOp::Call { cost, .. } => (*cost as i64, row(OpClass::Call).0 * lanes),
        // Each operation on the whole vector and a blend for each past the first; the scalar
        // lanes each their own operation (per distinct value).
        VecOp::Alt { ops, lane_ops } => {
            let rows: Vec<(i64, i64)> = ops.iter().map(|o| row(op_class(&VecOp::Binary(*o)))).collect();
            let vector = rows.iter().map(|r| r.1).sum::<i64>() + (ops.len() as i64 - 1) * row(OpClass::Blend).1;
            let scalar: i64 = lane_ops.iter().map(|&k| rows[k as usize].0).sum();
            (vector, scalar * lanes / lane_ops.len() as i64)
        }
        // The chain's `lanes - 1` scalar operations against one reduction of the vector.
        // A scalar min or max is a comparison and a select.
        VecOp::Reduce(BinaryOp::Min | BinaryOp::Max) => {
            (row(OpClass::Reduce).1, (row(OpClass::Cmp).0 + row(OpClass::Select).0) * (lanes - 1))
        }
        VecOp::Reduce(bop) => (row(OpClass::Reduce).1, row(op_class(&VecOp::Binary(*bop))).0 * (lanes - 1)),
        // The vector goes back to the header as the scalars did: no instruction.
        VecOp::Recur => (0, 0),
        _ => {
            let (scalar, vector) = row(op_class(op));
            (vector, scalar * lanes)
        }
    }
}

fn op_class(op: &VecOp) -> OpClass {
    use BinaryOp::*;
    match op {
        VecOp::Store => OpClass::Store,
        VecOp::Load { .. } => OpClass::Load,
        VecOp::Cast => OpClass::Cast,
        VecOp::Call { .. } => OpClass::Call,
        VecOp::Unary(UnaryOp::BitNot) => OpClass::Bitwise,
        VecOp::Unary(_) => OpClass::Add,
        VecOp::Reduce(_) | VecOp::Recur => OpClass::Reduce,
        VecOp::Select => OpClass::Select,
        VecOp::Alt { .. } | VecOp::Binary(AddSub) => OpClass::AddSub,
        VecOp::Binary(Add | Sub | Min | Max) => OpClass::Add,
        VecOp::Binary(Mul) => OpClass::Mul,
        VecOp::Binary(Div | Rem) => OpClass::Div,
        VecOp::Binary(Shl | Shr) => OpClass::Shift,
        VecOp::Binary(Eq | Ne | Lt | Le | Gt | Ge) => OpClass::Cmp,
        VecOp::Binary(_) => OpClass::Bitwise,
    }
}

/// A latency row: (scalar, vector) cycles of an operation on an element class
/// (`Target::latency`).
pub(super) type LatencyTable<'a> = &'a dyn Fn(OpClass, ElemClass) -> (u32, u32);

/// The cycles of a loop-carried tree's chain, (scalar, vector): the longest path of dependent
/// operations from the carried values to their next ones, in one lane of the scalar code and
/// in the vector code. One iteration of the loop takes at least that long.
pub(super) fn recurrence_cycles(module: &Module, tree: &Tree, latency: LatencyTable) -> (u32, u32) {
    let elem = |ty: TypeId| ElemClass::of_type(&module.types, ty);
    let mut memo: Vec<Option<Option<(u32, u32)>>> = vec![None; tree.nodes.len()];
    chain(module, tree, 0, &elem, latency, &mut memo).unwrap_or((0, 0))
}

/// The chain from the carried values to node `idx`, if `idx` depends on them.
fn chain(
    module: &Module,
    tree: &Tree,
    idx: usize,
    elem: &dyn Fn(TypeId) -> ElemClass,
    latency: LatencyTable,
    memo: &mut Vec<Option<Option<(u32, u32)>>>,
) -> Option<(u32, u32)> {
    if let Some(known) = memo[idx] {
        return known;
    }
    let node = &tree.nodes[idx];
    let res = match &node.kind {
        NodeKind::Carried => Some((0, 0)),
        NodeKind::Vectorize(op) => {
            let mut longest: Option<(u32, u32)> = None;
            for &c in &node.children {
                if let Some((s, v)) = chain(module, tree, c, elem, latency, memo) {
                    longest = Some(longest.map_or((s, v), |(ls, lv)| (ls.max(s), lv.max(v))));
                }
            }
            longest.map(|(s, v)| {
                let (own_s, own_v) = op_latency(module, tree, node, op, elem, latency);
                (s + own_s, v + own_v)
            })
        }
        _ => None,
    };
    memo[idx] = Some(res);
    res
}

/// One node's operation's latency, (scalar, vector).
fn op_latency(
    module: &Module,
    tree: &Tree,
    node: &super::tree::Node,
    op: &VecOp,
    elem: &dyn Fn(TypeId) -> ElemClass,
    latency: LatencyTable,
) -> (u32, u32) {
    let e = elem(node.ty);
    match op {
        VecOp::Recur => (0, 0),
        VecOp::Alt { ops, .. } => {
            let rows = ops.iter().map(|o| latency(op_class(&VecOp::Binary(*o)), e));
            let (scalar, vector) = rows.fold((0, 0), |(s, v), (rs, rv)| (s.max(rs), v.max(rv)));
            (scalar, vector + (ops.len() as u32 - 1) * latency(OpClass::Blend, e).1)
        }
        // A conversion between integers and floats takes the float row.
        VecOp::Cast => {
            let from = node.children.first().map(|&c| tree.nodes[c].ty);
            let float = |ty: TypeId| module.types.is_float(ty);
            match from {
                Some(f) if float(f) && !float(node.ty) => latency(OpClass::Cast, elem(f)),
                _ => latency(OpClass::Cast, e),
            }
        }
        VecOp::Load { perm: Some(_), .. } => {
            let (s, v) = latency(OpClass::Load, e);
            (s, v + latency(OpClass::Shuffle, e).1)
        }
        _ => latency(op_class(op), e),
    }
}
