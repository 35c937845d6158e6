//! Minimum bit widths (LLVM's `computeMinimumValueSizes`, gcc's over-widening patterns): C
//! promotes `unsigned char` and `short` operands to `int`, so `out[i] = (a[i] + b[i] + 1) >> 1`
//! on bytes computes in 32-bit lanes, 8 per AVX2 register. When the result is truncated back to
//! 8 or 16 bits and every step is exact in a narrower lane, the vector loop computes in 8- or
//! 16-bit lanes instead (16 or 32 per register), with the same results bit for bit.
//!
//! The values narrowed are expression trees of `+ - * & | ^`, shifts by constants, constants,
//! and extensions from 8/16-bit types (the leaves), whose every use is in the tree or is a
//! truncation to at most the narrow width or a conversion to a type of 32 bits or more (the
//! roots). Two facts make a tree exact in `N`-bit
//! lanes:
//! - the low `N` bits of `+ - * & | ^ <<` depend only on the low `N` bits of their operands, so
//!   every value is right modulo 2^N (the demanded bits of a truncation to `W <= N` bits);
//! - a right shift by `c` whose result is demanded in its low `W` bits needs the low `W + c` bits
//!   of its operand: when `W + c <= N` (`(a * k + b * (256 - k)) >> 8` stored as a byte: 16
//!   bits), the lane's low bits suffice; otherwise the operand's value range (from the leaves'
//!   types, by interval arithmetic) must fit an `N`-bit lane, and then the lane holds the true
//!   value. So must a value that a conversion to 32 bits or more reads (`ua[i] +=
//!   (unsigned)(ca[i] * cb[i])` on bytes: the product, at most 65025, fits `u16`, and the
//!   conversion extends the lane to the true value; gcc's over-widening does the same).
//!
//! A right shift of a product, `(short)((a[i] * b[i]) >> c)` with `0 < c <= 16` (fixed-point
//! Q8 and Q15 multiplies), needs bits `c..c+15` of a 32-bit product, which no 16-bit lane
//! holds; but when the factors are exact in 16-bit lanes (both fit `i16`, or both `u16`), those
//! bits are `(lo >> c) | (hi << (16 - c))` of the product's low half (a 16-bit multiply) and
//! its high half (`BinaryOp::MulHigh`: `pmulhw`, or `pmulhuw` for unsigned factors), and the
//! product is not computed (`find_high_products`; the tree takes unsigned 16-bit lanes).
//!
//! One tree (connected component) takes one lane type: `uN` when every shifted value fits it;
//! `iN` only when every value of the tree fits `iN` (no signed lane ever wraps). Loop-invariant
//! `int` operands (a parameter `alpha`) are leaves too when the tree is all their uses in the
//! loop: only their low `N` bits matter, so their broadcast is of their truncation. A comparison
//! of two values of one tree (`(int)s[i] != (int)c`, `(int)s[i] == ' '`) compares its narrow
//! lanes when both operands fit them exactly (their value ranges, as under a right shift), and
//! the lanes' signedness is the comparison's: a search of bytes tests 32 bytes per AVX2
//! register instead of 8 ints. A select between two values of a tree (`a[i] < b[i] ? a[i] :
//! b[i]` on shorts: a min in 16-bit lanes) is of the tree too: its lanes are one arm's, so it
//! is right modulo 2^N when its arms are, and its condition (a comparison of the tree, exact
//! as above, or any other mask) is computed as before. Clamps that are saturating arithmetic
//! are `saturate.rs`'s, found first and left out of the trees. Not done here: blends of
//! if-converted branches, reductions, values needed as scalars or under a mask.

use super::legal::LegalLoop;
use crate::analysis::ranges::type_range;
use crate::ir::*;
use cranelift_entity::EntityRef;
use std::collections::{BTreeMap, BTreeSet};

/// What the vector loop computes in narrow lanes.
#[derive(Clone, Debug, Default)]
pub struct Narrowing {
    /// The narrowed lane type of each value computed narrower than its C type.
    pub lanes: BTreeMap<Value, TypeId>,
    /// `(x + y + 1) >> 1` on unsigned lanes that hold `x` and `y` exactly: the shift's result is
    /// the rounding average of `x` and `y` (`BinaryOp::Avg`), which needs no wider lane.
    pub averages: BTreeMap<Value, [Value; 2]>,
    /// `(x * y) >> c` (0 < c <= 16) truncated to 16 bits, with `x` and `y` exact in the lanes:
    /// bits c..c+15 of the product, from its low and high halves (`BinaryOp::MulHigh`), whether
    /// the high half is of signed operands, and `c`.
    pub high_products: BTreeMap<Value, HighProduct>,
    /// Saturating additions and subtractions written as clamps (`saturate.rs`): the clamped
    /// value and the operation that computes it.
    pub saturations: BTreeMap<Value, (BinaryOp, [Value; 2])>,
    /// The sums inside those averages (and their constant 1), and the values of the clamps:
    /// not computed at all.
    pub folded: BTreeSet<Value>,
}

/// A shifted product computed from the halves of a 16-bit product (`Narrowing::high_products`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HighProduct {
    pub args: [Value; 2],
    pub signed: bool,
    pub shift: u32,
}

/// The narrowed lane type of each value of the loop that the vector loop computes narrower than
/// its C type, and the rounding averages among them.
pub fn analyze(module: &Module, func: &Function, legal: &LegalLoop, users: &Users) -> Narrowing {
    let types = &module.types;
    // Saturations first: their clamps are selects the trees would otherwise take in wider lanes.
    let sats = super::saturate::find(module, func, legal, users, &BTreeMap::new());
    let in_sats: BTreeSet<Value> =
        sats.iter().flat_map(|s| s.folded.iter().chain(&s.args).chain([&s.result])).copied().collect();
    let mut cand: BTreeMap<Value, Inst> = BTreeMap::new();
    let mut roots: BTreeSet<Inst> = BTreeSet::new();
    let mut compares: BTreeSet<Inst> = BTreeSet::new();
    for &inst in &legal.body {
        if is_int_comparison(types, func, inst) {
            compares.insert(inst);
        }
        let Some(res) = func.dfg.result(inst) else { continue };
        if is_truncation(types, func, inst) || is_widening_root(types, func, inst) {
            roots.insert(inst);
        }
        if !in_sats.contains(&res) && is_candidate(types, func, legal, inst, res) {
            cand.insert(res, inst);
        }
    }
    // If-converted `c ? x : y` (a block parameter blended over its incoming edges).
    let mut blends: Blends = legal
        .predication
        .blends
        .iter()
        .filter(|(v, _)| !in_sats.contains(v) && is_vector_int32(types, func, legal, **v))
        .map(|(v, b)| (*v, b.incoming.iter().map(|(_, x)| *x).collect()))
        .collect();
    let mut invariants = invariant_leaves(types, func, legal, &cand, &blends);
    // Drop candidates with a use outside the trees, or whose operands are not in them, and
    // invariant leaves with a use in the loop outside the trees, until nothing changes.
    loop {
        let before = (cand.len(), blends.len(), invariants.len(), compares.len());
        let member = |a: &Value| cand.contains_key(a) || blends.contains_key(a);
        compares.retain(|c| func.inst(*c).operands().iter().all(member));
        let in_tree = |a: &Value| member(a) || invariants.contains(a);
        let trees = Trees { func, cand: &cand, blends: &blends };
        let keep: BTreeSet<Value> = cand
            .iter()
            .filter(|(v, inst)| {
                tree_operands(func.inst(**inst)).iter().all(in_tree)
                    && trees.uses_in_tree(users, **v, &roots, &compares)
            })
            .map(|(v, _)| *v)
            .collect();
        let keep_blends: BTreeSet<Value> = blends
            .iter()
            .filter(|(v, incoming)| incoming.iter().all(in_tree) && trees.uses_in_tree(users, **v, &roots, &compares))
            .map(|(v, _)| *v)
            .collect();
        cand.retain(|v, _| keep.contains(v));
        blends.retain(|v, _| keep_blends.contains(v));
        let trees = Trees { func, cand: &cand, blends: &blends };
        invariants.retain(|v| loop_uses(func, legal, users, *v).all(|u| trees.tree_use(u, *v)));
        if (cand.len(), blends.len(), invariants.len(), compares.len()) == before {
            break;
        }
    }
    let ranges = value_ranges(types, func, &cand, &blends);
    let demanded = demanded_bits(types, func, &cand, &blends, &roots, users);
    let averages = find_averages(func, &cand, users);
    let products = find_high_products(func, &cand, users);
    let tree = Tree {
        types,
        func,
        cand: &cand,
        blends: &blends,
        roots: &roots,
        compares: &compares,
        users,
        ranges: &ranges,
        demanded: &demanded,
        averages: &averages,
        products: &products,
    };
    let mut res = Narrowing::default();
    for component in components(func, &cand, &blends, &invariants, &compares) {
        let Some((kind, used)) = lane_kind(&tree, &component) else { continue };
        let ty = types.int_of(kind);
        res.lanes.extend(component.iter().map(|v| (*v, ty)));
        for (shr, product) in used {
            if let Some(product) = product {
                let (_, folded) = &products[&shr];
                res.high_products.insert(shr, product);
                res.folded.extend(folded.iter().copied());
                continue;
            }
            let (x, y, folded) = &averages[&shr];
            res.averages.insert(shr, [*x, *y]);
            res.folded.extend(folded.iter().copied());
        }
    }
    for sat in sats {
        for v in [sat.result, sat.args[0], sat.args[1]] {
            res.lanes.insert(v, sat.lane);
        }
        res.saturations.insert(sat.result, (sat.op, sat.args));
        res.folded.extend(sat.folded);
    }
    res
}

/// Blended block parameters of the trees, each with the values of its incoming edges.
type Blends = BTreeMap<Value, Vec<Value>>;

struct Tree<'a> {
    types: &'a Types,
    func: &'a Function,
    cand: &'a BTreeMap<Value, Inst>,
    blends: &'a Blends,
    roots: &'a BTreeSet<Inst>,
    /// Comparisons of two values of the trees: their operands must be exact in the lanes.
    compares: &'a BTreeSet<Inst>,
    users: &'a Users,
    ranges: &'a BTreeMap<Value, Range>,
    /// How many low bits of each value its uses need (see `demanded_bits`).
    demanded: &'a BTreeMap<Value, u32>,
    /// Shifts of the form `(x + y + 1) >> 1`: x, y and the values only the average uses.
    averages: &'a BTreeMap<Value, (Value, Value, Vec<Value>)>,
    /// Shifts of the form `(x * y) >> c`, 0 < c <= 16: x, y, c and the values only the shift
    /// uses (the product and the amount).
    products: &'a Products,
}

/// Per shift `(x * y) >> c`: `[x, y]`, `c`, and the values only the shift uses.
type Products = BTreeMap<Value, (([Value; 2], u32), Vec<Value>)>;

/// The shifts a component computes as averages (`None`) or high products, in its lane kind.
type Used = Vec<(Value, Option<HighProduct>)>;

/// `(x * y) >> c` with `0 < c <= 16`, the product and the amount used only there.
fn find_high_products(func: &Function, cand: &BTreeMap<Value, Inst>, users: &Users) -> Products {
    let single_use = |v: Value| cand.contains_key(&v) && users.get(&v).is_some_and(|u| u.len() == 1);
    let mut res = BTreeMap::new();
    for (&v, &inst) in cand {
        let InstData::Binary { op: BinaryOp::Shr, args: [product, amount] } = *func.inst(inst) else { continue };
        let Some(c) = shift_amount(func, amount).filter(|c| (1..=16).contains(c)) else { continue };
        let Some(&InstData::Binary { op: BinaryOp::Mul, args }) = cand.get(&product).map(|i| func.inst(*i)) else {
            continue;
        };
        if single_use(product) && single_use(amount) {
            res.insert(v, ((args, c as u32), vec![product, amount]));
        }
    }
    res
}

/// `(x + y + 1) >> 1` (either association), each inner value used only there.
fn find_averages(
    func: &Function,
    cand: &BTreeMap<Value, Inst>,
    users: &Users,
) -> BTreeMap<Value, (Value, Value, Vec<Value>)> {
    let single_use = |v: Value| cand.contains_key(&v) && users.get(&v).is_some_and(|u| u.len() == 1);
    let add_args = |v: Value| match cand.get(&v).map(|i| func.inst(*i)) {
        Some(InstData::Binary { op: BinaryOp::Add, args }) => Some(*args),
        _ => None,
    };
    let is_one = |v: Value| cand.get(&v).is_some_and(|i| matches!(func.inst(*i), InstData::Const(Const::Int(1))));
    let mut res = BTreeMap::new();
    for (&v, &inst) in cand {
        let InstData::Binary { op: BinaryOp::Shr, args: [sum, amount] } = *func.inst(inst) else { continue };
        if shift_amount(func, amount) != Some(1) || !single_use(sum) || !single_use(amount) {
            continue;
        }
        let Some([p, q]) = add_args(sum) else { continue };
        // (x + y) + 1, 1 + (x + y), x + (y + 1), x + (1 + y).
        let found = [(p, q), (q, p)].into_iter().find_map(|(inner, other)| {
            let [a, b] = add_args(inner).filter(|_| single_use(inner))?;
            if is_one(other) && single_use(other) {
                Some((a, b, vec![sum, inner, other, amount]))
            } else if is_one(b) && single_use(b) {
                Some((other, a, vec![sum, inner, b, amount]))
            } else if is_one(a) && single_use(a) {
                Some((other, b, vec![sum, inner, a, amount]))
            } else {
                None
            }
        });
        if let Some(found) = found {
            res.insert(v, found);
        }
    }
    res
}

/// A constant of the narrowed lane type: the low bits of `bits`, sign- or zero-extended.
pub fn narrow_const(types: &Types, ty: TypeId, bits: u64) -> u64 {
    let width = types.int_kind(ty).map_or(64, |k| k.bits());
    if width >= 64 {
        return bits;
    }
    let low = bits & ((1u64 << width) - 1);
    if types.is_signed(ty) && low >> (width - 1) & 1 == 1 {
        low | !((1u64 << width) - 1)
    } else {
        low
    }
}

/// The instructions that read each value (one entry per operand, in layout order), computed
/// once per loop check (`legal::check`) and read by its analyses: one scan of the function,
/// not one per analysis. Flat arrays, not a map of vectors: a big function has many loops.
pub struct Users {
    /// `start[v]..start[v + 1]` indexes `insts` for value `v`.
    start: Vec<u32>,
    insts: Vec<Inst>,
}

impl Users {
    /// Every value's users, by scanning the function's instructions in order.
    pub fn compute(func: &Function) -> Users {
        let n_values = func.dfg.values.len();
        let mut start = vec![0u32; n_values + 1];
        for (_, inst) in func.insts_in_order() {
            func.inst(inst).for_each_operand(|v| start[v.index() + 1] += 1);
        }
        for idx in 1..start.len() {
            start[idx] += start[idx - 1];
        }
        let mut next = start.clone();
        let mut insts = vec![Inst::new(0); start[n_values] as usize];
        for (_, inst) in func.insts_in_order() {
            func.inst(inst).for_each_operand(|v| {
                insts[next[v.index()] as usize] = inst;
                next[v.index()] += 1;
            });
        }
        Users { start, insts }
    }

    /// The readers of `v`, or `None` when nothing reads it.
    pub fn get(&self, v: &Value) -> Option<&[Inst]> {
        let (lo, hi) = (self.start[v.index()] as usize, self.start[v.index() + 1] as usize);
        (lo < hi).then(|| &self.insts[lo..hi])
    }
}

/// The bits of an integer type (`None` for other types).
fn int_bits(types: &Types, ty: TypeId) -> Option<u32> {
    types.int_kind(ty).map(|k| k.bits())
}

/// `(uchar)x` with `x` wider: a root.
fn is_truncation(types: &Types, func: &Function, inst: Inst) -> bool {
    let InstData::Cast { arg } = *func.inst(inst) else { return false };
    let Some(res) = func.dfg.result(inst) else { return false };
    matches!((int_bits(types, func.value_type(arg)), int_bits(types, func.value_type(res))), (Some(from), Some(to)) if to < from && to <= 16)
}

/// `(unsigned)x` or `(long)x` with `x` an `int`: a root that needs `x`'s true value, which the
/// lane then holds exactly and the conversion extends (`ua[i] += (unsigned)(ca[i] * cb[i])`
/// on bytes: the product fits 16 bits).
fn is_widening_root(types: &Types, func: &Function, inst: Inst) -> bool {
    let InstData::Cast { arg } = *func.inst(inst) else { return false };
    let Some(res) = func.dfg.result(inst) else { return false };
    let to_int = types.int_kind(func.value_type(res)).is_some_and(|k| k != IntKind::Bool);
    int_bits(types, func.value_type(arg)) == Some(32) && to_int && int_bits(types, func.value_type(res)) >= Some(32)
}

/// `(int)c` with `c` of 8 or 16 bits: a leaf.
fn is_extension(types: &Types, func: &Function, inst: Inst) -> bool {
    let InstData::Cast { arg } = *func.inst(inst) else { return false };
    let Some(res) = func.dfg.result(inst) else { return false };
    let from = func.value_type(arg);
    let from_ok = int_bits(types, from).is_some_and(|b| b <= 16) && types.int_kind(from) != Some(IntKind::Bool);
    from_ok && int_bits(types, func.value_type(res)).is_some_and(|to| to > 16)
}

/// The amount of a shift by a constant.
fn shift_amount(func: &Function, v: Value) -> Option<u64> {
    let inst = func.dfg.defining_inst(v)?;
    match func.inst(inst) {
        InstData::Const(Const::Int(c)) => Some(*c),
        _ => None,
    }
}

/// Whether `inst`'s 32-bit result `res` may be computed in narrower lanes: a vector value
/// outside masks and reductions, made by a constant, an extension, `+ - * & | ^` or a shift by
/// less than 16.
fn is_candidate(types: &Types, func: &Function, legal: &LegalLoop, inst: Inst, res: Value) -> bool {
    if !is_vector_int32(types, func, legal, res) || legal.masked.contains_key(&inst) {
        return false;
    }
    match func.inst(inst) {
        InstData::Const(Const::Int(_)) => legal.defines(func, res),
        InstData::Cast { .. } => is_extension(types, func, inst),
        InstData::Binary {
            op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor,
            ..
        } => true,
        InstData::Binary { op: BinaryOp::Shl, args } => shift_amount(func, args[1]).is_some_and(|c| c < 16),
        // (`(x * y) >> 16` is the high half of a 16-bit product: `find_high_products`.)
        InstData::Binary { op: BinaryOp::Shr, args } => shift_amount(func, args[1]).is_some_and(|c| {
            c < 16
                || c == 16
                    && matches!(
                        func.dfg.defining_inst(args[0]).map(|i| func.inst(i)),
                        Some(InstData::Binary { op: BinaryOp::Mul, .. })
                    )
        }),
        InstData::Select { .. } => true,
        _ => false,
    }
}

/// Whether `v` is a 32-bit integer the loop needs as a vector only, outside reductions.
fn is_vector_int32(types: &Types, func: &Function, legal: &LegalLoop, v: Value) -> bool {
    int_bits(types, func.value_type(v)) == Some(32)
        && legal.needs_vector.contains(&v)
        && !legal.needs_scalar.contains(&v)
        && !legal.reductions.iter().any(|r| r.chain.contains(&v))
}

/// The operands of `inst` that are values of its tree: a binary operation's two, a select's
/// arms (not its condition); none for other instructions.
fn tree_operands(data: &InstData) -> &[Value] {
    match data {
        InstData::Binary { args, .. } | InstData::Select { args, .. } => args,
        _ => &[],
    }
}

/// The block parameters that the jump or branch `inst` passes `v` to; `None` when `inst` is
/// another instruction or branches on `v`.
fn passed_to(func: &Function, inst: Inst, v: Value) -> Option<Vec<Value>> {
    let dests: Vec<&BlockCall> = match func.inst(inst) {
        InstData::Jump(dest) => vec![dest],
        InstData::Branch { cond, then_dest, else_dest } if *cond != v => vec![then_dest, else_dest],
        _ => return None,
    };
    let params = dests.iter().flat_map(|d| {
        let params = func.dfg.block_params(d.block);
        d.args.iter().zip(params).filter(|(a, _)| **a == v).map(|(_, p)| *p)
    });
    Some(params.collect())
}

/// The candidate instructions and blends, as the trees' reads of their values see them.
struct Trees<'a> {
    func: &'a Function,
    cand: &'a BTreeMap<Value, Inst>,
    blends: &'a Blends,
}

impl Trees<'_> {
    /// Whether `inst` reads `v` as a value of a tree: a candidate reading it as an operand (a
    /// select's condition is not one), or an edge passing it only to blends of the trees.
    fn tree_use(&self, inst: Inst, v: Value) -> bool {
        let func = self.func;
        if func.dfg.result(inst).is_some_and(|r| self.cand.contains_key(&r)) {
            return tree_operands(func.inst(inst)).contains(&v);
        }
        passed_to(func, inst, v).is_some_and(|ps| !ps.is_empty() && ps.iter().all(|p| self.blends.contains_key(p)))
    }

    /// Whether every use of `v` is inside the narrowed tree: a candidate, a root or a compare of it.
    fn uses_in_tree(&self, users: &Users, v: Value, roots: &BTreeSet<Inst>, compares: &BTreeSet<Inst>) -> bool {
        let uses = users.get(&v).map_or(&[][..], |u| u);
        !uses.is_empty() && uses.iter().all(|u| roots.contains(u) || compares.contains(u) || self.tree_use(*u, v))
    }

    /// The values of the tree that `v` is computed from.
    fn operands(&self, v: Value) -> Vec<Value> {
        match (self.cand.get(&v), self.blends.get(&v)) {
            (Some(inst), _) => tree_operands(self.func.inst(*inst)).to_vec(),
            (None, Some(incoming)) => incoming.clone(),
            _ => Vec::new(),
        }
    }
}

/// The instructions of the loop that use `v`.
fn loop_uses<'a>(
    func: &'a Function,
    legal: &'a LegalLoop,
    users: &'a Users,
    v: Value,
) -> impl Iterator<Item = Inst> + 'a {
    let uses = users.get(&v).map_or(&[][..], |u| u);
    uses.iter()
        .copied()
        .filter(move |u| func.layout.inst_block(*u).is_some_and(|b| legal.blocks.binary_search(&b).is_ok()))
}

/// `int` values defined before the loop that a candidate `+ - * & | ^` of the loop takes as an
/// operand (not as a shift amount: those are constants): leaves whose broadcast is narrowed.
fn invariant_leaves(
    types: &Types,
    func: &Function,
    legal: &LegalLoop,
    cand: &BTreeMap<Value, Inst>,
    blends: &Blends,
) -> BTreeSet<Value> {
    let operands = cand
        .values()
        .map(|inst| func.inst(*inst))
        .filter(|data| !matches!(data, InstData::Binary { op, .. } if op.is_shift()))
        .flat_map(|data| tree_operands(data).iter())
        .chain(blends.values().flatten());
    operands
        .filter(|a| !legal.defines(func, **a) && int_bits(types, func.value_type(**a)) == Some(32))
        .copied()
        .collect()
}

/// The low bits of each candidate and blend that its uses need (a tree has no cycle): a
/// truncation to `W` bits needs `W`; `+ - * & | ^ <<`, a select's arms and a blend's incoming
/// values need what is needed of their result; `x >> c` needs `c` more bits of `x`.
fn demanded_bits(
    types: &Types,
    func: &Function,
    cand: &BTreeMap<Value, Inst>,
    blends: &Blends,
    roots: &BTreeSet<Inst>,
    users: &Users,
) -> BTreeMap<Value, u32> {
    struct Walk<'a> {
        types: &'a Types,
        func: &'a Function,
        roots: &'a BTreeSet<Inst>,
        users: &'a Users,
        res: BTreeMap<Value, u32>,
    }
    impl Walk<'_> {
        fn of(&mut self, v: Value) -> u32 {
            if let Some(&bits) = self.res.get(&v) {
                return bits;
            }
            // Placed first so a cycle (there is none in a tree) would end, needing every bit.
            self.res.insert(v, 64);
            let (types, func) = (self.types, self.func);
            let mut bits = 0;
            for &u in self.users.get(&v).map_or(&[][..], |u| u) {
                let need = if self.roots.contains(&u) {
                    func.dfg.result(u).and_then(|r| int_bits(types, func.value_type(r))).unwrap_or(64)
                } else if let Some(r) = func.dfg.result(u) {
                    let of_result = self.of(r);
                    match func.inst(u) {
                        InstData::Binary { op: BinaryOp::Shr, args } if args[0] == v => {
                            shift_amount(func, args[1]).map_or(64, |c| of_result.saturating_add(c.min(64) as u32))
                        }
                        InstData::Select { cond, .. } if *cond == v => 64,
                        _ => of_result,
                    }
                } else {
                    match passed_to(func, u, v) {
                        Some(params) if !params.is_empty() => params.iter().map(|p| self.of(*p)).max().unwrap_or(64),
                        _ => 64,
                    }
                };
                bits = bits.max(need.min(64));
            }
            self.res.insert(v, bits);
            bits
        }
    }
    let mut walk = Walk { types, func, roots, users, res: BTreeMap::new() };
    for &v in cand.keys().chain(blends.keys()) {
        walk.of(v);
    }
    walk.res
}

/// `a < b` (any comparison) of two 32-bit integers.
fn is_int_comparison(types: &Types, func: &Function, inst: Inst) -> bool {
    matches!(func.inst(inst), InstData::Binary { op, args } if op.is_comparison() && args.iter().all(|a| int_bits(types, func.value_type(*a)) == Some(32)))
}

/// Inclusive bounds of a value's true (unbounded) value; `None`: unknown.
type Range = Option<(i128, i128)>;

/// The union of two ranges.
fn union(a: Range, b: Range) -> Range {
    let ((alo, ahi), (blo, bhi)) = (a?, b?);
    Some((alo.min(blo), ahi.max(bhi)))
}

/// The ranges of the candidates and blends, clipped to the C type: a value that may wrap in it
/// (unsigned) or overflow (signed, undefined in the scalar loop) has no range; nor have the
/// invariant leaves.
fn value_ranges(
    types: &Types,
    func: &Function,
    cand: &BTreeMap<Value, Inst>,
    blends: &Blends,
) -> BTreeMap<Value, Range> {
    struct Walk<'a> {
        types: &'a Types,
        func: &'a Function,
        cand: &'a BTreeMap<Value, Inst>,
        blends: &'a Blends,
        ranges: BTreeMap<Value, Range>,
    }
    impl Walk<'_> {
        fn of(&mut self, v: Value) -> Range {
            if let Some(&r) = self.ranges.get(&v) {
                return r;
            }
            let (types, func) = (self.types, self.func);
            let ty = func.value_type(v);
            // Placed first so a cycle (there is none in a tree) would end, unknown.
            self.ranges.insert(v, None);
            let range = if let Some(&inst) = self.cand.get(&v) {
                match func.inst(inst) {
                    InstData::Const(Const::Int(c)) => {
                        let bits = int_bits(types, ty).unwrap_or(64);
                        let c = narrow_const(types, ty, *c) as i64 as i128;
                        Some(if types.is_signed(ty) || bits == 64 {
                            (c, c)
                        } else {
                            (c & ((1 << bits) - 1), c & ((1 << bits) - 1))
                        })
                    }
                    InstData::Cast { arg } => type_range(types, func.value_type(*arg)),
                    InstData::Binary { op, args } => {
                        let (a, b) = (self.of(args[0]), self.of(args[1]));
                        binary_range(*op, a, b)
                    }
                    InstData::Select { args, .. } => {
                        let (a, b) = (self.of(args[0]), self.of(args[1]));
                        union(a, b)
                    }
                    _ => None,
                }
            } else if let Some(incoming) = self.blends.get(&v) {
                let incoming = incoming.clone();
                let mut acc = incoming.first().and_then(|x| self.of(*x));
                for x in incoming.iter().skip(1) {
                    let r = self.of(*x);
                    acc = union(acc, r);
                }
                acc
            } else {
                None
            };
            let clipped = match (range, type_range(types, ty)) {
                (Some((lo, hi)), Some((flo, fhi))) if lo >= flo && hi <= fhi => Some((lo, hi)),
                _ => None,
            };
            self.ranges.insert(v, clipped);
            clipped
        }
    }
    let mut walk = Walk { types, func, cand, blends, ranges: BTreeMap::new() };
    for &v in cand.keys().chain(blends.keys()) {
        walk.of(v);
    }
    // Only the trees' values: an invariant leaf has no range.
    walk.ranges.retain(|v, _| cand.contains_key(v) || blends.contains_key(v));
    walk.ranges
}

/// The range of `a op b` from its operands' ranges, where the operation keeps one.
fn binary_range(op: BinaryOp, a: Range, b: Range) -> Range {
    let ((alo, ahi), (blo, bhi)) = (a?, b?);
    let non_negative = alo >= 0 && blo >= 0;
    let ones_up_to = |hi: i128| (1i128 << (128 - hi.leading_zeros())) - 1;
    match op {
        BinaryOp::Add => Some((alo + blo, ahi + bhi)),
        BinaryOp::Sub => Some((alo - bhi, ahi - blo)),
        BinaryOp::Mul => {
            let products = [alo * blo, alo * bhi, ahi * blo, ahi * bhi];
            Some((*products.iter().min()?, *products.iter().max()?))
        }
        BinaryOp::And if alo >= 0 || blo >= 0 => {
            let hi = match (alo >= 0, blo >= 0) {
                (true, true) => ahi.min(bhi),
                (true, false) => ahi,
                _ => bhi,
            };
            Some((0, hi))
        }
        BinaryOp::Or | BinaryOp::Xor if non_negative => Some((0, ones_up_to(ahi.max(bhi)))),
        BinaryOp::Shl if blo == bhi && (0..16).contains(&blo) => Some((alo << blo, ahi << blo)),
        BinaryOp::Shr if blo == bhi && (0..16).contains(&blo) => Some((alo >> blo, ahi >> blo)),
        _ => None,
    }
}

/// The candidates and invariant leaves connected through operands, each component in value
/// order.
fn components(
    func: &Function,
    cand: &BTreeMap<Value, Inst>,
    blends: &Blends,
    invariants: &BTreeSet<Value>,
    compares: &BTreeSet<Inst>,
) -> Vec<Vec<Value>> {
    let trees = Trees { func, cand, blends };
    let member = |n: &Value| cand.contains_key(n) || blends.contains_key(n) || invariants.contains(n);
    let mut comp_of: BTreeMap<Value, usize> = BTreeMap::new();
    let mut comps: Vec<Vec<Value>> = Vec::new();
    for &v in cand.keys().chain(blends.keys()) {
        if comp_of.contains_key(&v) {
            continue;
        }
        let idx = comps.len();
        let mut members = Vec::new();
        let mut work = vec![v];
        comp_of.insert(v, idx);
        while let Some(x) = work.pop() {
            members.push(x);
            let mut neighbours = trees.operands(x);
            neighbours.extend(cand.keys().chain(blends.keys()).filter(|u| trees.operands(**u).contains(&x)));
            // A comparison's operands take one lane type.
            for c in compares.iter().filter(|c| func.inst(**c).operands().contains(&x)) {
                neighbours.extend(func.inst(*c).operands());
            }
            for n in neighbours {
                if member(&n) {
                    if let std::collections::btree_map::Entry::Vacant(e) = comp_of.entry(n) {
                        e.insert(idx);
                        work.push(n);
                    }
                }
            }
        }
        members.sort();
        comps.push(members);
    }
    comps
}

/// The narrowest lane that computes the component exactly, if any is narrower than its type,
/// and the averages and high products it computes as such (the shifts, with the product's form).
fn lane_kind(tree: &Tree, component: &[Value]) -> Option<(IntKind, Used)> {
    let Tree { types, func, cand, blends, roots, compares, users, ranges, demanded, averages, products } = *tree;
    let fits =
        |v: &Value, lo: i128, hi: i128| ranges.get(v).copied().flatten().is_some_and(|(a, b)| a >= lo && b <= hi);
    for bits in [8u32, 16] {
        let (ulo, uhi) = (0i128, (1i128 << bits) - 1);
        let (slo, shi) = (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
        let mut shifted = Vec::new();
        let mut used = Vec::new();
        let mut highs = Vec::new();
        let mut ok = true;
        for v in component {
            // Invariant leaves: only their low bits are used.
            if !cand.contains_key(v) && !blends.contains_key(v) {
                continue;
            }
            match cand.get(v).map(|inst| func.inst(*inst)) {
                Some(InstData::Cast { arg }) => ok &= int_bits(types, func.value_type(*arg)).is_some_and(|b| b <= bits),
                // `(x * y) >> c` in 16-bit lanes holding `x` and `y` exactly: the product's
                // bits c..c+15 from its two halves (the product is not computed).
                Some(InstData::Binary { op: BinaryOp::Shr, .. })
                    if bits == 16
                        && products.get(v).is_some_and(|(([x, y], _), _)| {
                            (fits(x, slo, shi) && fits(y, slo, shi)) || (fits(x, ulo, uhi) && fits(y, ulo, uhi))
                        }) =>
                {
                    let (([x, y], shift), _) = products[v];
                    let signed = fits(&x, slo, shi) && fits(&y, slo, shi);
                    highs.push((*v, Some(HighProduct { args: [x, y], signed, shift })));
                }
                Some(InstData::Binary { op, args }) if op.is_shift() => {
                    ok &= shift_amount(func, args[1]).is_some_and(|c| c < bits as u64);
                    match averages.get(v) {
                        // The average of two exact unsigned lanes is exact: the sum is not computed.
                        Some((x, y, _)) if fits(x, ulo, uhi) && fits(y, ulo, uhi) => used.push((*v, None)),
                        // The demanded bits of the result and the shifted-out ones fit the lane.
                        _ if *op == BinaryOp::Shr
                            && shift_amount(func, args[1])
                                .is_some_and(|c| demanded.get(v).is_some_and(|d| *d as u64 + c <= bits as u64)) => {}
                        _ if *op == BinaryOp::Shr => shifted.push(args[0]),
                        _ => {}
                    }
                }
                _ => {}
            }
            for u in users.get(v).map_or(&[][..], |u| u) {
                if roots.contains(u) {
                    match func.dfg.result(*u).and_then(|r| int_bits(types, func.value_type(r))) {
                        Some(w) if w <= bits => {}
                        // A widening root: the lane holds the value exactly, as a shifted one.
                        Some(w) if w >= 32 => shifted.push(*v),
                        _ => ok = false,
                    }
                }
                // A compared value is exact in its lane, as a shifted one.
                if compares.contains(u) {
                    shifted.push(*v);
                }
            }
        }
        if !ok {
            continue;
        }
        let unsigned = shifted.iter().all(|v| fits(v, ulo, uhi));
        // Signed lanes hold every value exactly (no average: it is an unsigned operation; no
        // high product, whose lanes are taken as unsigned around it).
        let signed = highs.is_empty() && component.iter().all(|v| fits(v, slo, shi));
        used.extend(highs);
        match (unsigned, signed, bits) {
            (true, _, 8) => return Some((IntKind::UChar, used)),
            (true, _, _) => return Some((IntKind::UShort, used)),
            (false, true, 8) => return Some((IntKind::SChar, Vec::new())),
            (false, true, _) => return Some((IntKind::Short, Vec::new())),
            _ => {}
        }
    }
    None
}
