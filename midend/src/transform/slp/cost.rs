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
}

pub(super) fn tree_cost(
    module: &Module,
    func: &Function,
    tree: &Tree,
    externals: &[External],
    table: CostTable,
) -> TreeCost {
    let lanes = tree.lanes as i64;
    let elem = |ty: TypeId| {
        let types = &module.types;
        ElemClass::of(types.size_of(ty).unwrap_or(8), types.is_float(ty))
    };
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
                    vectorize_cost(op, e, distinct as i64, table)
                }
                NodeKind::Constants | NodeKind::Lanes(_) => 0,
                NodeKind::Splat => table(OpClass::Splat, e).1 as i64,
                NodeKind::Scalars(_) => table(OpClass::Insert, e).1 as i64 * lanes,
            }
        })
        .collect();
    let extracts = externals.iter().map(|x| table(OpClass::Extract, elem(func.value_type(x.value))).1 as i64).sum();
    let total = nodes.iter().sum::<i64>() + extracts;
    TreeCost { nodes, extracts, total }
}

/// How many different items `items` holds.
fn distinct<T: PartialEq>(items: &[T]) -> usize {
    items.iter().enumerate().filter(|(k, x)| !items[..*k].contains(x)).count()
}

/// A Vectorize node's vector operations minus the scalar ones they replace (one per lane of
/// `lanes` distinct values).
fn vectorize_cost(op: &VecOp, e: ElemClass, lanes: i64, table: CostTable) -> i64 {
    let row = |class: OpClass| {
        let (scalar, vector) = table(class, e);
        (scalar as i64, vector as i64)
    };
    let shuffle = row(OpClass::Shuffle).1;
    match op {
        VecOp::Load { perm, .. } => {
            row(OpClass::Load).1 + perm.as_ref().map_or(0, |_| shuffle) - row(OpClass::Load).0 * lanes
        }
        VecOp::Binary(BinaryOp::AddSub) => row(OpClass::AddSub).1 - row(OpClass::Add).0 * lanes,
        VecOp::Call { cost, .. } => *cost as i64 - row(OpClass::Call).0 * lanes,
        VecOp::Alt { ops, .. } => {
            let (first, second) = (row(op_class(&VecOp::Binary(ops[0]))), row(op_class(&VecOp::Binary(ops[1]))));
            first.1 + second.1 + shuffle - first.0.max(second.0) * lanes
        }
        // The chain's `lanes - 1` scalar operations against one reduction of the vector.
        // A scalar min or max is a comparison and a select.
        VecOp::Reduce(BinaryOp::Min | BinaryOp::Max) => {
            row(OpClass::Reduce).1 - (row(OpClass::Cmp).0 + row(OpClass::Select).0) * (lanes - 1)
        }
        VecOp::Reduce(bop) => row(OpClass::Reduce).1 - row(op_class(&VecOp::Binary(*bop))).0 * (lanes - 1),
        _ => {
            let (scalar, vector) = row(op_class(op));
            vector - scalar * lanes
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
        VecOp::Reduce(_) => OpClass::Reduce,
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
