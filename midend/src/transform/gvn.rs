//! Global value numbering: a pure instruction that computes what a dominating one computes
//! (same opcode, result type and operands) is replaced by it, and a load that reads what a
//! dominating load read, with no possible write in between, is replaced by that load's value.
//! The frontend lowers every occurrence of `b[i]` to its own address computation and load; this
//! pass makes them one value, so that later passes (the loop vectorizer above all) see one load
//! and can recognize `b[i] < 0 ? -b[i] : b[i]` as a select of one value and its negation.
//!
//! The walk is the dominator-tree scoped hash table of EarlyCSE / Briggs, Cooper and Simpson
//! ("Value Numbering", 1997): a value is only ever replaced by one whose definition dominates it,
//! so the result verifies without any code motion. Operands are first rewritten through the
//! replacements made so far, so chains collapse (`b + i` twice, then two loads of it).
//!
//! Pure, here: unary, binary, cast and select, address computations and the vector lane
//! operations. Constants are not merged but numbered by their type and value, so `&a[0]`
//! twice is one address although each `0` stays where it was written (see `Operand`).
//! Integer (and pointer) operands of commutative operators are put in one order, so `a + b`
//! and `b + a` are one value; float ones are not (which NaN comes out).
//!
//! Loads: a non-volatile `load` whose address is the same SSA value as a dominating
//! non-volatile `load` of the same type uses that load's value when no instruction that may
//! write memory can run between them. Such an instruction (a clobber) is a store of any kind,
//! a call to anything but a function that touches no memory outside its frame
//! (`effects::is_readnone`), or a volatile access. "Between" is every path from the first load
//! to the second that does not run the first again: the rest of the first load's block, every
//! block that reaches the second load's block backwards without passing through the first's,
//! and the second load's block before it (all of it, when a loop leads from that block back to
//! itself). A path that runs the first load again reloads, so what comes before the first load
//! does not matter. No alias reasoning is done: any clobber on such a path, whatever its
//! address, keeps both loads.
//!
//! Not done here: loads of different addresses that are equal (`p + 1` and `q` with `q = p + 1`
//! are equal only through the pure numbering above), store-to-load forwarding, vector or
//! bit-field loads, partial redundancy (a value available on only some paths), or code motion.

use crate::analysis::effects::is_readnone;
use crate::analysis::{ControlFlowGraph, DomTree};
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::HashMap;

/// Returns whether any instruction was replaced.
pub fn gvn(module: &Module, func: &mut Function) -> bool {
    // A clean-up that walks the dominator tree and reads no loop: the CFG and dominators only
    // (it runs after many passes, where a whole `LoopAnalysis` would cost for nothing).
    let cfg = ControlFlowGraph::compute(func);
    let domtree = DomTree::compute(func, &cfg);
    let Some(entry) = func.entry_block() else { return false };
    let mut walk = Walk {
        cfg: &cfg,
        clobbers: Clobbers::compute(module, func),
        subst: SecondaryMap::new(),
        removed: SecondaryMap::new(),
        pure: ScopedMap::default(),
        loads: ScopedMap::default(),
        changed: false,
    };
    // Preorder walk of the dominator tree; each stack entry is a block and its next child.
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    walk.enter(module, func, entry);
    while let Some(top) = stack.last_mut() {
        let (block, next_idx) = *top;
        if let Some(&child) = domtree.children(block).get(next_idx) {
            top.1 += 1;
            stack.push((child, 0));
            walk.enter(module, func, child);
        } else {
            stack.pop();
            walk.pure.close();
            walk.loads.close();
        }
    }
    if !walk.changed {
        return false;
    }
    let Walk { subst, removed, .. } = walk;
    // Blocks outside the tree (unreachable ones) were not walked: rewrite their uses too.
    for (value, replacement) in subst.iter() {
        if replacement.is_some() {
            func.value_names[value] = None;
        }
    }
    for &block in func.layout.blocks() {
        for &inst in func.layout.block_insts(block) {
            func.dfg.insts[inst].map_operands(|v| resolve(&subst, v));
        }
    }
    func.layout.remove_insts_where(|inst| removed[inst]);
    true
}

/// The state of the dominator-tree walk: the available values, scoped by the walk.
struct Walk<'a> {
    cfg: &'a ControlFlowGraph,
    clobbers: Clobbers,
    /// The replacement of each replaced value.
    subst: SecondaryMap<Value, Option<Value>>,
    /// The replaced instructions (removed from the layout at the end).
    removed: SecondaryMap<Inst, bool>,
    pure: ScopedMap<Key, Value>,
    /// The last load of each address and type on the way down the tree.
    loads: ScopedMap<(Value, TypeId), (Inst, Value)>,
    changed: bool,
}

impl Walk<'_> {
    /// Opens `block`'s scope and numbers its instructions.
    fn enter(&mut self, module: &Module, func: &mut Function, block: Block) {
        self.pure.open();
        self.loads.open();
        for pos in 0..func.layout.block_insts(block).len() {
            let inst = func.layout.block_insts(block)[pos];
            func.dfg.insts[inst].map_operands(|v| resolve(&self.subst, v));
            let Some(res) = func.dfg.result(inst) else { continue };
            let ty = func.value_type(res);
            let data = func.inst(inst);
            let existing = if let InstData::Load { addr, volatile: false } = *data {
                match self.loads.get(&(addr, ty)) {
                    Some(&(first, value)) if self.clobbers.path_is_clear(func, self.cfg, first, inst) => Some(value),
                    _ => {
                        self.loads.insert((addr, ty), (inst, res));
                        None
                    }
                }
            } else if let Some(key) = key_of(&module.types, func, data, ty) {
                match self.pure.get(&key) {
                    Some(&value) => Some(value),
                    None => {
                        self.pure.insert(key, res);
                        None
                    }
                }
            } else {
                None
            };
            if let Some(value) = existing {
                self.subst[res] = Some(value);
                self.removed[inst] = true;
                self.changed = true;
            }
        }
    }
}

fn resolve(subst: &SecondaryMap<Value, Option<Value>>, mut value: Value) -> Value {
    while let Some(next) = subst[value] {
        value = next;
    }
    value
}

/// What makes two pure instructions compute the same value: their result type and this.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum KeyData {
    Unary(UnaryOp, Operand),
    Binary(BinaryOp, [Operand; 2]),
    Cast(Operand),
    Select(Operand, [Operand; 2]),
    GlobalAddr(GlobalId),
    FuncAddr(FuncId),
    SlotAddr(StackSlot),
    PtrAdd(Operand, Operand),
    ElemAddr(Operand, Operand),
    FieldAddr(Operand, u32),
    Splat(Operand),
    ExtractLane(Operand, u32),
    InsertLane(Operand, u32, Operand),
    Shuffle([Operand; 2], Vec<u32>),
    Reduce(BinaryOp, Operand),
}

type Key = (TypeId, KeyData);

/// An operand as numbered: a constant by its type and value (constants themselves are not
/// merged: they cost nothing, and one constant shared by the loop counter and by 8-bit
/// arithmetic would keep `loopvec::narrow` from narrowing the latter), anything else by itself.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Operand {
    Const(TypeId, ConstKey),
    Value(Value),
}

/// A constant by its bits (floats too, so that `0.0` and `-0.0` stay apart).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum ConstKey {
    Int(u64),
    Float(u64),
    Null,
    Vector(Vec<ConstKey>),
}

fn const_key(c: &Const) -> Option<ConstKey> {
    Some(match c {
        Const::Int(bits) => ConstKey::Int(*bits),
        Const::Float(f) => ConstKey::Float(f.to_bits()),
        Const::Null => ConstKey::Null,
        Const::Vector(lanes) => ConstKey::Vector(lanes.iter().map(const_key).collect::<Option<_>>()?),
        // An `undef`'s lanes may differ; a string literal is an object of its own.
        Const::Str(_) | Const::Undef => return None,
    })
}

fn operand(func: &Function, v: Value) -> Operand {
    let constant = func.dfg.defining_inst(v).and_then(|inst| match func.inst(inst) {
        InstData::Const(c) => const_key(c),
        _ => None,
    });
    match constant {
        Some(c) => Operand::Const(func.value_type(v), c),
        None => Operand::Value(v),
    }
}

/// The key of a pure instruction that may be numbered; `None` for everything else.
fn key_of(types: &Types, func: &Function, data: &InstData, ty: TypeId) -> Option<Key> {
    let op = |v: &Value| operand(func, *v);
    let key = match data {
        InstData::Unary { op: unary, arg } => KeyData::Unary(*unary, op(arg)),
        InstData::Binary { op: binary, args: [lhs, rhs] } => {
            let operand_ty = types.scalar_of(func.value_type(*lhs));
            let reorderable = types.is_integer(operand_ty) || types.is_pointer(operand_ty);
            let (lhs, rhs) = (op(lhs), op(rhs));
            if binary.is_commutative() && reorderable && rhs < lhs {
                KeyData::Binary(*binary, [rhs, lhs])
            } else {
                KeyData::Binary(*binary, [lhs, rhs])
            }
        }
        InstData::Cast { arg } => KeyData::Cast(op(arg)),
        InstData::Select { cond, args: [a, b] } => KeyData::Select(op(cond), [op(a), op(b)]),
        InstData::GlobalAddr(g) => KeyData::GlobalAddr(*g),
        InstData::FuncAddr(f) => KeyData::FuncAddr(*f),
        InstData::SlotAddr(s) => KeyData::SlotAddr(*s),
        InstData::PtrAdd { base, index } => KeyData::PtrAdd(op(base), op(index)),
        InstData::ElemAddr { base, index } => KeyData::ElemAddr(op(base), op(index)),
        InstData::FieldAddr { base, field } => KeyData::FieldAddr(op(base), *field),
        InstData::Splat { arg } => KeyData::Splat(op(arg)),
        InstData::ExtractLane { vec, lane } => KeyData::ExtractLane(op(vec), *lane),
        InstData::InsertLane { vec, lane, value } => KeyData::InsertLane(op(vec), *lane, op(value)),
        InstData::Shuffle { args: [a, b], lanes } => KeyData::Shuffle([op(a), op(b)], lanes.clone()),
        InstData::Reduce { op: reduce, arg } => KeyData::Reduce(*reduce, op(arg)),
        _ => return None,
    };
    Some((ty, key))
}

/// Where the instructions that may write memory are: for each instruction, how many come
/// before it in its block, and for each block, how many it holds.
struct Clobbers {
    before: SecondaryMap<Inst, u32>,
    in_block: SecondaryMap<Block, u32>,
}

impl Clobbers {
    fn compute(module: &Module, func: &Function) -> Clobbers {
        let mut res = Clobbers { before: SecondaryMap::new(), in_block: SecondaryMap::new() };
        for &block in func.layout.blocks() {
            let mut count = 0;
            for &inst in func.layout.block_insts(block) {
                res.before[inst] = count;
                count += is_clobber(module, func.inst(inst)) as u32;
            }
            res.in_block[block] = count;
        }
        res
    }

    /// Whether no clobber can run after `first` and before `second` (a load that `first`
    /// dominates) on a path that does not run `first` again.
    fn path_is_clear(&self, func: &Function, cfg: &ControlFlowGraph, first: Inst, second: Inst) -> bool {
        let (Some(first_block), Some(second_block)) = (func.layout.inst_block(first), func.layout.inst_block(second))
        else {
            return false;
        };
        if first_block == second_block {
            return self.before[second] == self.before[first];
        }
        if self.in_block[first_block] != self.before[first] {
            return false;
        }
        // The blocks that reach `second_block` without passing through `first_block`.
        let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut work: Vec<Block> = cfg.preds(second_block).to_vec();
        let mut second_in_loop = false;
        while let Some(block) = work.pop() {
            if block == first_block || std::mem::replace(&mut seen[block], true) {
                continue;
            }
            if block == second_block {
                second_in_loop = true;
                continue;
            }
            if self.in_block[block] != 0 {
                return false;
            }
            work.extend_from_slice(cfg.preds(block));
        }
        let before_second = if second_in_loop { self.in_block[second_block] } else { self.before[second] };
        before_second == 0
    }
}

/// Whether `data` may write memory that a load elsewhere could read, or is volatile.
fn is_clobber(module: &Module, data: &InstData) -> bool {
    match data {
        InstData::Call { callee: Callee::Direct(f), .. } => !is_readnone(module, *f),
        InstData::Load { volatile, .. } | InstData::BitfieldLoad { volatile, .. } => *volatile,
        _ => data.writes_memory(),
    }
}

/// A hash map whose insertions are undone scope by scope (the dominator-tree walk's scopes).
struct ScopedMap<K, V> {
    map: HashMap<K, V>,
    /// Every insertion: the key and the value it replaced.
    log: Vec<(K, Option<V>)>,
    /// Where each open scope's insertions start in `log`.
    scopes: Vec<usize>,
}

impl<K, V> Default for ScopedMap<K, V> {
    fn default() -> Self {
        ScopedMap { map: HashMap::new(), log: Vec::new(), scopes: Vec::new() }
    }
}

impl<K: std::hash::Hash + Eq + Clone, V> ScopedMap<K, V> {
    fn open(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn close(&mut self) {
        let start = self.scopes.pop().unwrap_or(0);
        while self.log.len() > start {
            let Some((key, old)) = self.log.pop() else { break };
            match old {
                Some(value) => self.map.insert(key, value),
                None => self.map.remove(&key),
            };
        }
    }

    fn get(&self, key: &K) -> Option<&V> {
        self.map.get(key)
    }

    fn insert(&mut self, key: K, value: V) {
        let old = self.map.insert(key.clone(), value);
        self.log.push((key, old));
    }
}

#[cfg(test)]
mod tests {
    use super::super::check;
    use super::gvn;

    #[test]
    fn equal_pure_instructions_become_one() {
        // Integer `add` is commutative; float `add` keeps its order (which NaN comes out);
        // constants stay, but are equal operands by value, and `0.0` and `-0.0` differ; a
        // `sub` and an `int` typed twin of a `uint` one stay.
        check(
            gvn,
            "
func @f: fn(int, int, double, double, *int) -> void {
block0(v0: int, v1: int, v2: double, v3: double, v4: *int):
    v5 = add.int v0, v1
    v6 = add.int v1, v0
    v7 = sub.int v0, v1
    v8 = sub.int v1, v0
    v9 = add.double v2, v3
    v10 = add.double v3, v2
    v11 = const.double 0.0
    v12 = const.double -0.0
    v13 = const.double 0.0
    v20 = add.double v2, v11
    v21 = add.double v2, v13
    v22 = add.double v2, v12
    v14 = cast.long v0
    v15 = cast.long v0
    v16 = ptradd.*int v4, v14
    v17 = ptradd.*int v4, v15
    v18 = cast.uint v0
    v19 = cast.int v0
    store v16, v6
    store v17, v8
    ret
}",
            "
func @f: fn(int, int, double, double, *int) -> void {
block0(v0: int, v1: int, v2: double, v3: double, v4: *int):
    v5 = add.int v0, v1
    v7 = sub.int v0, v1
    v8 = sub.int v1, v0
    v9 = add.double v2, v3
    v10 = add.double v3, v2
    v11 = const.double 0.0
    v12 = const.double -0.0
    v13 = const.double 0.0
    v20 = add.double v2, v11
    v22 = add.double v2, v12
    v14 = cast.long v0
    v16 = ptradd.*int v4, v14
    v18 = cast.uint v0
    v19 = cast.int v0
    store v16, v5
    store v16, v8
    ret
}",
        );
    }

    #[test]
    fn a_value_is_reused_only_where_its_definition_dominates() {
        // `b[i] < 0 ? -b[i] : b[i]`: both arms reload what the condition loaded. The two
        // `neg`s in sibling blocks stay apart: neither dominates the other.
        check(
            gvn,
            "
func @f: fn(*int) -> int {
block0(v0: *int):
    v1 = load.int v0
    v2 = const.int 0
    v3 = lt.int v1, v2
    br v3, block1, block2
block1:
    v4 = load.int v0
    v5 = neg.int v4
    jump block3(v5)
block2:
    v6 = load.int v0
    v7 = neg.int v6
    jump block3(v6)
block3(v8: int):
    v9 = load.int v0
    v10 = add.int v8, v9
    ret v10
}",
            "
func @f: fn(*int) -> int {
block0(v0: *int):
    v1 = load.int v0
    v2 = const.int 0
    v3 = lt.int v1, v2
    br v3, block1, block2
block1:
    v5 = neg.int v1
    jump block3(v5)
block2:
    v7 = neg.int v1
    jump block3(v1)
block3(v8: int):
    v10 = add.int v8, v1
    ret v10
}",
        );
    }

    #[test]
    fn a_store_on_one_path_keeps_the_load_after_the_join() {
        // The load in block1 has only a clear path from the first; the one in block3 does not.
        check(
            gvn,
            "
func @f: fn(*int, int) -> int {
block0(v0: *int, v1: int):
    v2 = load.int v0
    br v1, block1, block2
block1:
    v3 = load.int v0
    jump block3(v3)
block2:
    store v0, v1
    jump block3(v1)
block3(v4: int):
    v5 = load.int v0
    v6 = add.int v2, v5
    v7 = add.int v6, v4
    ret v7
}",
            "
func @f: fn(*int, int) -> int {
block0(v0: *int, v1: int):
    v2 = load.int v0
    br v1, block1, block2
block1:
    jump block3(v2)
block2:
    store v0, v1
    jump block3(v1)
block3(v4: int):
    v5 = load.int v0
    v6 = add.int v2, v5
    v7 = add.int v6, v4
    ret v7
}",
        );
    }

    #[test]
    fn a_store_later_in_a_loop_reaches_its_next_iteration() {
        // In @f the store to p runs between the preheader's loads and the loop's on the way
        // around the back edge, and p may be q: both loads in the loop stay. In @g the loop
        // writes nothing, and its loads are the preheader's.
        check(
            gvn,
            "
func @f: fn(*int, *int, int) -> int {
block0(v0: *int, v1: *int, v2: int):
    v3 = load.int v0
    v4 = load.int v1
    jump block1(v2)
block1(v5: int):
    v6 = load.int v0
    v7 = load.int v1
    v8 = add.int v6, v7
    store v0, v8
    br v5, block1(v8), block2
block2:
    v9 = add.int v3, v4
    ret v9
}

func @g: fn(*int, *int, int) -> int {
block0(v0: *int, v1: *int, v2: int):
    v3 = load.int v0
    v4 = load.int v1
    jump block1(v2)
block1(v5: int):
    v6 = load.int v0
    v7 = load.int v1
    v8 = add.int v6, v7
    br v5, block1(v8), block2
block2:
    v9 = add.int v3, v8
    ret v9
}",
            "
func @f: fn(*int, *int, int) -> int {
block0(v0: *int, v1: *int, v2: int):
    v3 = load.int v0
    v4 = load.int v1
    jump block1(v2)
block1(v5: int):
    v6 = load.int v0
    v7 = load.int v1
    v8 = add.int v6, v7
    store v0, v8
    br v5, block1(v8), block2
block2:
    v9 = add.int v3, v4
    ret v9
}

func @g: fn(*int, *int, int) -> int {
block0(v0: *int, v1: *int, v2: int):
    v3 = load.int v0
    v4 = load.int v1
    jump block1(v2)
block1(v5: int):
    v8 = add.int v3, v4
    br v5, block1(v8), block2
block2:
    v9 = add.int v3, v8
    ret v9
}",
        );
    }

    #[test]
    fn volatile_loads_other_types_and_calls_keep_their_loads() {
        // Volatile loads are never merged and stop merging across them; a load of another type
        // is another value; a call to a function that may write memory is a clobber, one to
        // `sqrt` (it touches no memory) is not.
        check(
            gvn,
            "
declare @g: fn() -> void
declare @sqrt: fn(double) -> double

func @f: fn(*int, double) -> int {
block0(v0: *int, v1: double):
    v2 = load.volatile.int v0
    v3 = load.volatile.int v0
    v4 = load.int v0
    v5 = load.volatile.int v0
    v6 = load.int v0
    v7 = cast.*uint v0
    v8 = load.uint v7
    v9 = call.double @sqrt(v1)
    v10 = load.int v0
    call @g()
    v11 = load.int v0
    v12 = add.int v10, v11
    ret v12
}",
            "
declare @g: fn() -> void
declare @sqrt: fn(double) -> double

func @f: fn(*int, double) -> int {
block0(v0: *int, v1: double):
    v2 = load.volatile.int v0
    v3 = load.volatile.int v0
    v4 = load.int v0
    v5 = load.volatile.int v0
    v6 = load.int v0
    v7 = cast.*uint v0
    v8 = load.uint v7
    v9 = call.double @sqrt(v1)
    call @g()
    v11 = load.int v0
    v12 = add.int v6, v11
    ret v12
}",
        );
    }
}
