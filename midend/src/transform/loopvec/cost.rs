//! The cost of a plan, from the target's table (`target::OP_COSTS`), read off the same recipes
//! that `execute/` materializes (VPlan: "Align Cost & Execute").
//!
//! Model: the scalar loop costs the sum of its demanded instructions plus the induction updates,
//! compare and branch, per iteration. A vector iteration costs each recipe once per part (a
//! vector wider than a register once per register), plus the counter update and branch; it
//! does VF·UF scalar iterations. Once per loop: the guard, runtime checks, broadcasts and
//! horizontal reductions; the remainder runs as whole vectors of VF (`epilogue.rs`, when UF > 1)
//! and then scalar iterations, or one masked vector iteration where that is cheaper (`tail.rs`,
//! priced from the target's masked load and store rows). When the trip count is not a
//! constant the estimate assumes `ASSUMED_TRIP` iterations and half a vector iteration of
//! remainder (with early exits: half a vector iteration that the scalar loop runs again,
//! instead). Deliberately simple: no register pressure, no latency (except the chain of a float
//! sum kept in order, `ordered::latency_floor`), no alignment effects.

use super::legal::LegalLoop;
use super::plan::{accumulates_unsigned, vector_call, PlanCost, RecipeKind, Remainder, VPlan};
use crate::analysis::affine::{Affine, Term};
use crate::analysis::deps::AccessKind;
use crate::analysis::ranges::value_range;
use crate::ir::*;
use crate::target::products::{self, Factor, ProductForm};
use crate::target::{ElemClass, OpClass, Target, Tune};
use std::collections::{BTreeMap, BTreeSet};

/// The trip count assumed for loops whose count is only known at run time.
pub const ASSUMED_TRIP: u64 = 256;

/// The class and element of what an instruction computes, for the cost table; `lanes`: the
/// narrowed lane types (`LegalLoop::narrowed`) for the vector form, empty for the scalar one.
fn classify(
    module: &Module,
    func: &Function,
    lanes: &BTreeMap<Value, TypeId>,
    inst: Inst,
) -> Option<(OpClass, ElemClass)> {
    let types = &module.types;
    let data = func.inst(inst);
    // A truth test of a comparison is the comparison's mask (`legal::truth_test`).
    if super::legal::truth_test(func, inst).is_some() {
        return None;
    }
    let elem_of = |v: Value| {
        let ty = types.scalar_of(lanes.get(&v).copied().unwrap_or_else(|| func.value_type(v)));
        ElemClass::of_type(types, ty)
    };
    let op = match data {
        InstData::Const(_) => return None,
        InstData::Binary { op, args } => {
            let class = match op {
                BinaryOp::Add | BinaryOp::Sub => OpClass::Add,
                BinaryOp::AddSub => OpClass::AddSub,
                BinaryOp::Mul => mul_class(module, func, args).unwrap_or(OpClass::Mul),
                BinaryOp::Div | BinaryOp::Rem => {
                    division_class(module, func, args, elem_of(args[0])).unwrap_or(OpClass::Div)
                }
                BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => OpClass::Bitwise,
                BinaryOp::Shl | BinaryOp::Shr => OpClass::Shift,
                _ => OpClass::Cmp,
            };
            return Some((class, elem_of(args[0])));
        }
        InstData::Unary { op: UnaryOp::Neg, .. } => OpClass::Add,
        InstData::Unary { op: UnaryOp::BitNot, .. } => OpClass::Bitwise,
        InstData::Unary { arg, .. } => return Some((OpClass::Cmp, elem_of(*arg))),
        InstData::Cast { .. } => OpClass::Cast,
        InstData::Select { .. } => OpClass::Select,
        InstData::Load { .. } => OpClass::Load,
        InstData::Store { value, .. } => return Some((OpClass::Store, elem_of(*value))),
        InstData::Call { .. } => OpClass::Call,
        // Address arithmetic folds into the addressing modes of the loads and stores.
        _ => return None,
    };
    Some((op, func.dfg.result(inst).map_or(ElemClass::I64, elem_of)))
}

/// The class of the integer division `args[0] / args[1]` (or `%`; `elem`: the lanes' class). A
/// constant divisor of 16- or 32-bit lanes is left to the C compiler's multiply by its
/// reciprocal (`DivByConstant`). 32-bit lanes divided by a value that is not a constant: the
/// division x86's rows do in double lanes (`SignedDiv`, `UnsignedDiv`; the remainder a
/// multiply and a subtract more). Otherwise `None`: a `Div`.
fn division_class(module: &Module, func: &Function, args: &[Value; 2], elem: ElemClass) -> Option<OpClass> {
    let ty = func.value_type(args[0]);
    let constant = func.dfg.defining_inst(args[1]).is_some_and(|d| matches!(func.inst(d), InstData::Const(_)));
    if module.types.is_integer(ty)
        && matches!(elem, ElemClass::I16 | ElemClass::I32)
        && super::legal::harmless_divisor(module, func, args[1])
    {
        return Some(OpClass::DivByConstant);
    }
    if elem != ElemClass::I32 || !module.types.is_integer(ty) || constant {
        return None;
    }
    Some(if module.types.is_signed(ty) { OpClass::SignedDiv } else { OpClass::UnsignedDiv })
}

/// The class of a 64-bit integer multiply (`target::products`: the form emit's
/// `avx2::mul_of_words` writes); `None` for the full multiply and any multiply of other types.
fn mul_class(module: &Module, func: &Function, args: &[Value; 2]) -> Option<OpClass> {
    let types = &module.types;
    let int64 = |v: Value| types.is_integer(func.value_type(v)) && types.size_of(func.value_type(v)) == Some(8);
    if !int64(args[0]) {
        return None;
    }
    ProductForm::of(&factor(module, func, args[0]), &factor(module, func, args[1])).op_class()
}

/// `v` as a factor of a product: a constant, an integer widened by a cast, or anything else.
fn factor(module: &Module, func: &Function, v: Value) -> Factor {
    let types = &module.types;
    match func.dfg.defining_inst(v).map(|d| func.inst(d)) {
        Some(InstData::Const(Const::Int(c))) => Factor::Constants(vec![*c as i64]),
        Some(InstData::Cast { arg }) if types.is_integer(func.value_type(*arg)) => {
            let from = func.value_type(*arg);
            types.size_of(from).map_or(Factor::Other, |bytes| Factor::Widened { bytes, signed: types.is_signed(from) })
        }
        _ => Factor::Other,
    }
}

/// Whether the loop multiplies two widened 16-bit integers into 32-bit lanes
/// (`products::of_shorts`), a product its vector loop computes in the lanes of the shorts.
pub(super) fn multiplies_shorts(module: &Module, func: &Function, legal: &LegalLoop) -> bool {
    let types = &module.types;
    legal.body.iter().any(|&inst| match func.inst(inst) {
        InstData::Binary { op: BinaryOp::Mul, args } => {
            let ty = legal.lane_type(func, args[0]);
            types.is_integer(ty)
                && types.size_of(ty) == Some(4)
                && products::of_shorts(&factor(module, func, args[0]), &factor(module, func, args[1]))
        }
        _ => false,
    })
}

/// The vector price of `x * c` (`OpClass::MulByConstant`) of 64-bit lanes: the C compiler writes
/// it as a shift and an add per set bit of `c` past the first (gcc 12 -O2, SSE4.2: `x * 3` is a
/// move, `psllq` and `paddq`; `x * 12345` thirteen instructions), never more than the multiply
/// of two variables (`mul_row`; AVX-512's `vpmullq`).
fn constant_mul_price(func: &Function, target: &Target, inst: Inst, elem: ElemClass) -> f64 {
    let mul_row = target.op_cost(OpClass::Mul, elem).1 as f64;
    let InstData::Binary { args, .. } = func.inst(inst) else { return mul_row };
    let bits = args
        .iter()
        .filter_map(|v| match func.dfg.defining_inst(*v).map(|d| func.inst(d)) {
            Some(InstData::Const(Const::Int(c))) => Some(c.count_ones()),
            _ => None,
        })
        .min();
    let per_bit = target.op_cost(OpClass::MulByConstant, elem).1 as f64;
    bits.map_or(mul_row, |b| (per_bit * b as f64 - 1.0).clamp(1.0, mul_row))
}

/// The bytes of one element of `elem` (8 for `Any` and the 64-bit classes).
fn elem_bytes(elem: ElemClass) -> u64 {
    match elem {
        ElemClass::I8 => 1,
        ElemClass::I16 => 2,
        ElemClass::I32 | ElemClass::F32 => 4,
        _ => 8,
    }
}

/// Whether store group `group`, which has gaps, is written lane by lane: each member lane's
/// extract and scalar store. Where masked stores are free (AVX-512) the group's vectors are
/// stored under a constant mask that leaves the gaps alone. Where the target has no masked
/// store (`Target::lane_masked_stores`: SSE, NEON), always: the masked store would go lane by
/// lane anyway (step2_i32 on sse4.2: 0.35 s against the scalar loop's 0.37 s, gcc -O3
/// -msse4.2's 0.51 s). Where its masked store is slow (AVX2's `vmaskmovps` on Zen), when the
/// members fill at least half the group's elements, as gcc -O3 does (coverage suite on Zen 3,
/// AVX2, against the input at gcc -O2, which vectorizes these itself: `a[2 * i] = b[i] * c[i]`
/// 1.00x and 1.29x of the scalar build, `a[i] = b[i] * c[i]` with `i += 2` 1.06x; one member of
/// four, `a[i]` with `i += 4`, 0.96x and a 64-iteration row of it 0.81x: the loads of a group
/// that sparse cost as much as the scalar loop saves). Other groups keep masked stores, priced
/// as scatters.
pub(super) fn gap_stores_by_lane(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    group: usize,
) -> bool {
    let g = &legal.groups[group];
    let elem = classify(module, func, &legal.narrowed, g.leader).map_or(ElemClass::Any, |(_, e)| e);
    g.kind == AccessKind::Write
        && g.has_gaps()
        && !target.masked_access_is_free(OpClass::MaskedStore, elem)
        && (target.lane_masked_stores || 2 * g.members.len() as i64 >= g.stride)
}

/// How many times a `vf`-lane vector of `elem` pays `op`'s row: once per register, where a
/// register is `Target::loop_vector_bytes` wide except for the operations whose full-register
/// form pays (`Target::full_width_pays`: once per `vector_bytes`). `target` is the pricing
/// target of `priced` (loops calling vector variants price full registers).
fn registers(target: &Target, op: OpClass, vf: u32, elem: ElemClass) -> f64 {
    let unit = if target.full_width_pays(op, elem) { target.vector_bytes } else { target.loop_vector_bytes };
    ((vf as u64 * elem_bytes(elem)).div_ceil(unit as u64)).max(1) as f64
}

/// The target as this loop's plans are priced: loops that call vector variants run on full
/// registers (`mod.rs`'s `plan_width`), so theirs count as one register each.
pub(super) fn priced(module: &Module, func: &Function, legal: &LegalLoop, target: &Target) -> Target {
    let mut priced = target.clone();
    if super::calls_variants(module, func, legal) {
        priced.loop_vector_bytes = target.vector_bytes;
    }
    priced
}

/// Whether the loop has an operation whose full-register form pays on `target`
/// (`Target::full_width_pays`): an instruction, or the shuffles of an interleave group.
pub(super) fn has_full_width_op(module: &Module, func: &Function, legal: &LegalLoop, target: &Target) -> bool {
    let insts = legal.body.iter().filter_map(|i| classify(module, func, &legal.narrowed, *i));
    let groups =
        legal.groups.iter().filter(|g| g.stride > 1).filter_map(|g| {
            classify(module, func, &legal.narrowed, g.leader).map(|(_, elem)| (OpClass::Shuffle, elem))
        });
    insts.chain(groups).any(|(op, elem)| target.full_width_pays(op, elem))
}

/// The scalar loop's cost of `inst` (0 where the target table has no class for it).
fn scalar_cost(module: &Module, func: &Function, target: &Target, inst: Inst) -> f64 {
    classify(module, func, &BTreeMap::new(), inst).map_or(0.0, |(op, elem)| target.op_cost(op, elem).0 as f64)
}

/// The vector cost of `inst` at `vf` lanes: its operation per register, times the registers.
fn vector_cost(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, inst: Inst, vf: u32) -> f64 {
    classify(module, func, &legal.narrowed, inst).map_or(0.0, |(op, elem)| {
        // A widening product wider than a register is the C compiler's 64-bit multiply (emit's
        // `avx2::mul_of_words` takes one register).
        let widening =
            matches!(op, OpClass::WideningMulSigned | OpClass::WideningMulUnsigned | OpClass::WideningMulMixed);
        let op = if widening && vf as u64 * elem_bytes(elem) > target.vector_bytes as u64 { OpClass::Mul } else { op };
        let price = match op {
            OpClass::MulByConstant => constant_mul_price(func, target, inst, elem),
            _ => target.op_cost(op, elem).1 as f64,
        };
        price * registers(target, op, vf, elem)
    })
}

/// A signed `+`/`*` reduction accumulates unsigned (see `plan::accumulates_unsigned`): its
/// update casts the other operand first.
fn accumulate_cast(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, inst: Inst) -> f64 {
    if accumulates_unsigned(module, func, legal, func.dfg.result(inst)) {
        target.op_cost(OpClass::Cast, ElemClass::Any).1 as f64
    } else {
        0.0
    }
}

/// A select of `value`'s vectors.
fn select_cost(module: &Module, func: &Function, target: &Target, value: Value, vf: u32) -> f64 {
    let ty = module.types.scalar_of(func.value_type(value));
    let elem = ElemClass::of_type(&module.types, ty);
    target.op_cost(OpClass::Select, elem).1 as f64 * registers(target, OpClass::Select, vf, elem)
}

/// What running `inst` under its block's mask adds (if-conversion): a masked load or store
/// instead of a plain one, or a select per operand that gets a harmless value on inactive
/// lanes (divisors, shift counts, call arguments).
fn mask_cost(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, inst: Inst, vf: u32) -> f64 {
    if !legal.masked.contains_key(&inst) {
        return 0.0;
    }
    let Some((op, elem)) = classify(module, func, &legal.narrowed, inst) else { return 0.0 };
    let extra = |masked: OpClass| {
        target.op_cost(masked, elem).1 as f64 * registers(target, masked, vf, elem)
            - target.op_cost(op, elem).1 as f64 * registers(target, op, vf, elem)
    };
    match func.inst(inst) {
        InstData::Load { .. } => extra(OpClass::MaskedLoad),
        InstData::Store { .. } => extra(OpClass::MaskedStore),
        InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem | BinaryOp::Shr, args } => {
            select_cost(module, func, target, args[1], vf)
        }
        InstData::Binary { op: BinaryOp::Shl, args } if !module.types.is_signed(func.value_type(args[0])) => {
            select_cost(module, func, target, args[1], vf)
        }
        InstData::Binary { args, .. } => 2.0 * select_cost(module, func, target, args[1], vf),
        data => data.operands().iter().map(|v| select_cost(module, func, target, *v, vf)).sum(),
    }
}

/// A reversed access: the vector access at the lowest address and a reversal of the value;
/// under a mask, the masked access and a reversal of the mask too (of its 32-bit lanes).
fn reverse_cost(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, inst: Inst, vf: u32) -> f64 {
    let elem = classify(module, func, &legal.narrowed, inst).map_or(ElemClass::Any, |(_, e)| e);
    let shuffle = |elem: ElemClass| {
        target.op_cost(OpClass::Shuffle, elem).1 as f64 * registers(target, OpClass::Shuffle, vf, elem)
    };
    let mask = if legal.masked.contains_key(&inst) {
        shuffle(ElemClass::I32) + mask_cost(module, func, legal, target, inst, vf)
    } else {
        0.0
    };
    vector_cost(module, func, legal, target, inst, vf) + shuffle(elem) + mask
}

// if (c) y[n - 1 - i] = x;   (and the load likewise; a count-down loop's `y[i]`)
/// Whether a reversed access under a condition (`legal` made it a gather or scatter of stride
/// -1) is cheaper as a masked vector access at the lowest address with the value and the mask
/// reversed (`reverse_cost`) than per lane (where masked accesses are cheap: avx512's k-masks).
pub(super) fn masked_reverse_pays(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    inst: Inst,
    vf: u32,
) -> bool {
    if legal.strided.get(&inst) != Some(&-1) || !legal.masked.contains_key(&inst) {
        return false;
    }
    let target = &priced(module, func, legal, target);
    let Some((op, elem)) = classify(module, func, &legal.narrowed, inst) else { return false };
    let (masked, per_lane) = match op {
        OpClass::Load => (OpClass::MaskedLoad, OpClass::Gather),
        _ => (OpClass::MaskedStore, OpClass::Scatter),
    };
    let lane = if per_lane == OpClass::Gather {
        target.gather_lane_cost(elem, vf, i32_indices(module, func, legal, inst))
    } else {
        target.op_cost(per_lane, elem).1
    };
    let per_lane = lane as f64 * vf as f64;
    target.masked_access_is_free(masked, elem) && reverse_cost(module, func, legal, target, inst, vf) < per_lane
}

/// Whether the gather `inst` indexes its lanes with signed 32-bit integers: a constant
/// stride's (`int` lanes), or an index whose lanes are `int`.
fn i32_indices(module: &Module, func: &Function, legal: &LegalLoop, inst: Inst) -> bool {
    if legal.strided.contains_key(&inst) {
        return true;
    }
    legal.indexed.get(&inst).is_some_and(|&(_, index)| {
        let ty = legal.lane_type(func, index);
        module.types.is_signed(ty) && module.types.size_of(ty) == Some(4)
    })
}

/// A block's mask: per incoming edge an AND with the source's mask and a NOT for the false
/// side, and an OR between edges.
fn block_mask_cost(legal: &LegalLoop, target: &Target, block: Block, vf: u32) -> f64 {
    let pred = &legal.predication;
    let edges = pred.incoming.get(&block).map_or(&[][..], |e| &e[..]);
    let ops: usize = edges
        .iter()
        .map(|e| pred.is_conditional(e.from) as usize + matches!(e.cond, Some((_, false))) as usize)
        .sum::<usize>()
        + edges.len().saturating_sub(1);
    ops as f64
        * target.op_cost(OpClass::Bitwise, ElemClass::I32).1 as f64
        * registers(target, OpClass::Bitwise, vf, ElemClass::I32)
}

/// What a data-dependent branch costs per iteration that takes it (about half of a
/// misprediction): the price of each branch the vector loop takes that the scalar loop does not.
const LANE_BRANCH: f64 = 8.0;

/// Where masked stores go lane by lane (`Target::lane_masked_stores`: SSE, NEON), each tests
/// its lane's mask bit with a branch, as unpredictable as the condition, and so does each lane
/// of a masked gather there (a load that may not be made). The scalar loop takes one branch per
/// condition per iteration; the vector loop one per conditional store or gather per element.
/// Those beyond the scalar loop's are priced (`if (e[i] > 0) b[i] = ...; else c[i] = ...;` on
/// sse4.2: two stores, one condition, ran at 0.80x of the scalar loop on Ice Lake, estimated
/// 2.0x faster without this; `if (ix[i] < k) a[i] = b[ix[i]];`, a gather and a store, 0.91x).
fn lane_branch_cost(legal: &LegalLoop, target: &Target, plan: &VPlan) -> f64 {
    if !target.lane_masked_stores {
        return 0.0;
    }
    let pred = &legal.predication;
    let conditional = |inst: &Inst| legal.masked.get(inst).is_some_and(|block| pred.is_conditional(*block));
    let branching = plan
        .body
        .iter()
        .filter(|r| match r.kind {
            RecipeKind::WidenStore { inst }
            | RecipeKind::ReverseStore { inst }
            | RecipeKind::ScatterStore { inst }
            | RecipeKind::GatherLoad { inst } => conditional(&inst),
            _ => false,
        })
        .count();
    let conditions: BTreeSet<Value> = pred.incoming.values().flatten().filter_map(|e| e.cond.map(|(c, _)| c)).collect();
    let extra = branching.saturating_sub(conditions.len());
    LANE_BRANCH * extra as f64 * (plan.vf * plan.uf) as f64
}

/// Cost of one scalar iteration.
pub fn scalar_iteration(module: &Module, func: &Function, legal: &LegalLoop, target: &Target) -> f64 {
    let body: f64 = legal.body.iter().map(|i| scalar_cost(module, func, target, *i)).sum();
    body + legal.inductions.len() as f64 + 2.0
}

/// What the scalar iteration's price (`scalar_iteration`) counts for integer arithmetic whose
/// only use is an address (`4 * i + 2` of `q[4 * i + 2]`): the C compiler strength-reduces it
/// into a pointer that steps and an addressing mode (`slp_first.rs` compares without it).
pub(super) fn address_arithmetic(module: &Module, func: &Function, legal: &LegalLoop, target: &Target) -> f64 {
    let mut users: BTreeMap<Value, Vec<Inst>> = BTreeMap::new();
    for &inst in &legal.body {
        func.inst(inst).for_each_operand(|v| users.entry(v).or_default().push(inst));
    }
    // Bottom-up, so that an address's arithmetic is known before the arithmetic feeding it.
    let mut address: BTreeSet<Inst> = BTreeSet::new();
    for &inst in legal.body.iter().rev() {
        let Some(result) = func.dfg.result(inst) else { continue };
        let arithmetic = matches!(func.inst(inst), InstData::Binary { .. } | InstData::Cast { .. })
            && module.types.is_integer(func.value_type(result));
        let indexes = |u: &Inst| match func.inst(*u) {
            InstData::PtrAdd { index, .. } | InstData::ElemAddr { index, .. } => *index == result,
            _ => address.contains(u),
        };
        if arithmetic && users.get(&result).is_some_and(|us| us.iter().all(indexes)) {
            address.insert(inst);
        }
    }
    address.iter().map(|i| scalar_cost(module, func, target, *i)).sum()
}

/// The canonical counter's add and the branch on it, once per vector iteration (the
/// `CanonicalIv` and `BranchOnCount` recipes).
const LOOP_CONTROL: f64 = 2.0;

/// Cost units a core issues per cycle (a unit is about one instruction; `ordered::ADD_LATENCY`).
const ISSUE_WIDTH: f64 = 4.0;

/// What `serial_floor` adds to the scalar iteration for each block that runs on some iterations
/// only: the branch into it mispredicts now and then, even on a pattern the predictor learns
/// (units; 0.5 is an eighth of a cycle, a 1% miss rate at Zen 4's 13-cycle penalty). It breaks
/// the tie of a loop whose one masked store costs what its scalar iteration does (`if (f[i])
/// c[i] = a[i]`, 6 units either way) in favour of the vector loop, which has no branch. On Zen
/// 4, avx2, 4096 ints a call: that loop vectorized ran 1.6x the scalar one on flags of period
/// 29, 1.8x on random flags; `if (i < k) c[i] = b[i] + 1` 1.2x. Two masked stores, or a
/// masked gather, are not saved by it (coverage cf_two_stores: 10.5 against 12).
const MISPREDICT_ALLOWANCE: f64 = 0.5;

/// The scalar and vector iteration costs where the vector body has operations the core runs as
/// microcode that holds up the rest (`Target::serial_cycles`: AVX2's masked stores and gathers
/// on Zen): the vector iteration costs at least the sum of their cycles, in units (the rest of
/// the body overlaps with them, as measured). Such a comparison needs the scalar iteration at
/// what it runs, not at every instruction of the body: of a block that runs on some iterations
/// only, half its instructions are counted (one arm of an if/else runs per iteration, as LLVM
/// prices predicated blocks). On Zen 4, avx2, coverage `if (e[i] > 0) b[i] = ...; else c[i] = ...;`:
/// two masked stores, 24 cycles per 8 elements, ran at 0.69x of the scalar loop (2.1 cycles an
/// element), estimated 3.1x before this, and is now kept scalar (1.00x); `if (ix[i] < k) a[i] =
/// b[ix[i]]`, a masked gather and store, 0.42x with the generic tune's lane-by-lane gather and
/// 0.63x with zen4's instruction, kept scalar on both. The nine loops with one masked store
/// stay vectorized, at 1.1-1.5x of the input as before (estimates now 1.2-1.5x, were 4-7.6x).
fn serial_floor(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    plan: &VPlan,
    (scalar_iter, vector_iter): (f64, f64),
) -> (f64, f64) {
    let cycles = serial_cycles(module, func, legal, target, plan);
    if cycles == 0.0 {
        return (scalar_iter, vector_iter);
    }
    // Half of each conditional block's instructions run per iteration, plus its branch.
    let pred = &legal.predication;
    let conditional: f64 = legal
        .body
        .iter()
        .filter(|i| func.layout.inst_block(**i).is_some_and(|b| pred.is_conditional(b)))
        .map(|i| scalar_cost(module, func, target, *i))
        .sum();
    let scalar = scalar_iter - 0.5 * conditional + MISPREDICT_ALLOWANCE * pred.conditional_blocks() as f64;
    (scalar, vector_iter.max(cycles * ISSUE_WIDTH))
}

/// The cycles per vector iteration (all parts) of the body's operations that hold up the core
/// (`Target::serial_cycles`): masked stores and masked gathers.
fn serial_cycles(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, plan: &VPlan) -> f64 {
    let serial = |op: OpClass, inst: Inst| {
        let elem = classify(module, func, &legal.narrowed, inst).map_or(ElemClass::Any, |(_, e)| e);
        target.serial_cycles(op, elem) as f64 * registers(target, op, plan.vf, elem)
    };
    plan.body
        .iter()
        .filter_map(|r| match r.kind {
            RecipeKind::WidenStore { inst } | RecipeKind::ReverseStore { inst } => Some((OpClass::MaskedStore, inst)),
            RecipeKind::GatherLoad { inst } => Some((OpClass::Gather, inst)),
            _ => None,
        })
        .filter(|(_, inst)| legal.masked.contains_key(inst))
        .map(|(op, inst)| serial(op, inst))
        .sum::<f64>()
        * plan.uf as f64
}

/// The least a vector iteration (all parts) costs, in units, for its interleave groups'
/// shuffles on a core with few shuffle ports (`Target::shuffle_floor`, `SHUFFLE_PORTS`:
/// Intel's one): 0 where the target has no row.
fn shuffle_floor(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, plan: &VPlan) -> f64 {
    let Some(units) = target.shuffle_floor() else { return 0.0 };
    let pricing = Pricing { module, func, legal, target, vf: plan.vf, uf: plan.uf };
    let shuffles: f64 = plan
        .body
        .iter()
        .map(|r| match r.kind {
            RecipeKind::InterleaveGroup { group, lane_stores } => pricing.group_shuffles(group, lane_stores),
            _ => 0.0,
        })
        .sum();
    shuffles * units as f64
}

/// The remark's words on a loop left scalar where `shuffle_floor` priced its plan: why.
pub(super) fn shuffle_note(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    plan: &VPlan,
) -> String {
    let binds = plan.cost.as_ref().is_some_and(|c| c.shuffle_bound);
    let Some(units) = target.shuffle_floor().filter(|_| binds) else { return String::new() };
    let floor = shuffle_floor(module, func, legal, target, plan);
    let core = match target.tune {
        Tune::Generic => "on Intel's cores, which the generic tune allows for,".to_string(),
        tune => format!("on {}", tune.name()),
    };
    let per_cycle = ISSUE_WIDTH / units as f64;
    format!(
        "; {} its interleave groups' {:.0} shuffles per {} elements issue {} a cycle",
        core,
        floor / units as f64 / plan.uf as f64,
        plan.vf,
        if per_cycle >= 2.0 { "two" } else { "one" }
    )
}

/// The remark's words on a loop left scalar where `serial_floor` priced its plan: why.
pub(super) fn serial_note(
    module: &Module,
    func: &Function,
    legal: &LegalLoop,
    target: &Target,
    plan: &VPlan,
) -> String {
    let cycles = serial_cycles(module, func, legal, target, plan) / plan.uf as f64;
    if cycles == 0.0 {
        return String::new();
    }
    // AVX-512's masked stores take a k-mask: what holds it up there is its masked gathers of
    // ymm registers, which the generic tune writes lane by lane (`SERIAL_OPS`).
    if target.tune == Tune::Generic && target.extends(crate::target::TargetKind::Avx512) {
        return format!(
            "; its masked gathers, lane by lane on the generic tune, take {:.0} cycles per {} elements",
            cycles, plan.vf
        );
    }
    let core = match target.tune {
        Tune::Generic => "on Zen cores, which the generic tune allows for,".to_string(),
        tune => format!("on {}", tune.name()),
    };
    format!("; {} its masked stores and gathers run as microcode: {:.0} cycles per {} elements", core, cycles, plan.vf)
}

/// Fills in `plan.cost`, and chooses how the remainder runs (`plan.remainder`).
pub fn cost_plan(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, plan: &mut VPlan) {
    let target = &priced(module, func, legal, target);
    let (vf, uf) = (plan.vf, plan.uf);
    let (overhead, vector_iter, middle) = recipe_costs(module, func, legal, target, plan);
    let scalar_iter = scalar_iteration(module, func, legal, target);
    // Float sums kept in order are one chain of dependent adds in both loops.
    let (scalar_iter, vector_iter) = super::ordered::latency_floor(legal, (scalar_iter, vector_iter), vf, uf);
    let (scalar_iter, vector_iter) = serial_floor(module, func, legal, target, plan, (scalar_iter, vector_iter));
    // The loop's own counter and branch issue beside the shuffles: unrolling still saves them.
    let shuffles = shuffle_floor(module, func, legal, target, plan);
    let shuffle_bound = shuffles > 0.0 && shuffles + LOOP_CONTROL >= vector_iter;
    let vector_iter = vector_iter.max(shuffles + LOOP_CONTROL);
    let step = (vf * uf) as u64;
    let mut overhead = overhead;
    if !legal.early_exits.is_empty() {
        // On an early exit the scalar loop runs the last vector iteration's VF·UF iterations
        // again: about half of them before it leaves.
        overhead += step as f64 / 2.0 * scalar_iter;
    }
    // A count known only at run time but bounded by a constant is priced at the middle of its
    // range: zlib's `NEEDBITS(32)` runs 0 to 4 times, and vectorized at VF=4 it is slower.
    let bounded = || max_trip(func, module, legal).map(|m| m / 2 + m % 2).filter(|m| (*m as u64) < ASSUMED_TRIP);
    let trip = legal.constant_trip().or_else(bounded);
    let (est_trip, vector_iters, remainder) = match trip {
        Some(n) => {
            let n = n.max(0) as u64;
            (n, (n / step) as f64, (n % step) as f64)
        }
        None => (ASSUMED_TRIP, (ASSUMED_TRIP / step) as f64, (step - 1) as f64 / 2.0),
    };

    // The remainder: whole vectors of VF first (`epilogue.rs`): a vector iteration of one
    // part each, then its own guard and middle block; then what is left, fewer than VF.
    let (vectors, scalars) = match (plan.vector_epilogue, trip) {
        (false, _) => (0.0, remainder),
        (true, Some(_)) => ((remainder as u64 / vf as u64) as f64, (remainder as u64 % vf as u64) as f64),
        (true, None) => ((uf - 1) as f64 / 2.0, (vf - 1) as f64 / 2.0),
    };
    // A loop of unknown count with early exits leaves either by an exit (the scalar loop reruns
    // part of the last vector iteration, above) or by its count (a remainder): one or the
    // other, priced once, as the rerun. Priced both ways, a byte search's 32 lanes lost to 16.
    let (vectors, scalars) =
        if !legal.early_exits.is_empty() && trip.is_none() { (0.0, 0.0) } else { (vectors, scalars) };
    let epilogue_cost =
        if plan.vector_epilogue { 3.0 + middle + vectors * (vector_iter / uf as f64 + 2.0) } else { 0.0 };
    // Fewer than VF iterations left: scalar iterations, or one masked vector iteration (`tail.rs`)
    // where that is cheaper (its guard alone when nothing is left).
    let mut last_cost = scalars * scalar_iter;
    if plan.remainder == Remainder::Scalar && vector_iters > 0.0 {
        let masked = if scalars > 0.0 { masked_remainder_cost(module, func, legal, target, vf) } else { Some(3.0) };
        if let Some(masked) = masked.filter(|m| *m < last_cost) {
            plan.remainder = Remainder::Masked;
            last_cost = masked;
        }
    }
    let scalar_total = est_trip as f64 * scalar_iter;
    let vector_total = if vector_iters == 0.0 {
        // The guard always sends the loop to the scalar version.
        scalar_total + 3.0
    } else {
        overhead + vector_iters * vector_iter + epilogue_cost + last_cost
    };
    plan.cost =
        Some(PlanCost { scalar_iter, vector_iter, overhead, est_trip, scalar_total, vector_total, shuffle_bound });
}

/// A constant the trip count of a loop cannot exceed, where its count is known only at run time
/// but one of its counts is bounded: every unknown enters with a negative coefficient and is
/// never negative (a value of unsigned type, an outer loop's iteration counter), or has a
/// known range (`analysis/ranges.rs`: SQLite's `n = aLen[s1]` from a const table, at most
/// 8, for a compare loop that vcc had vectorized 16 bytes at a time). zlib's
/// `NEEDBITS(16)`, `while (bits < 16) { ...; bits += 8; }` with `bits` unsigned, runs at most
/// (23 - bits) / 8 <= 2 times: no vector iteration would ever run (inflate ran 0.80x of the
/// plain build with its 17 such loops vectorized at VF=4, UF=4).
pub fn max_trip(func: &Function, module: &Module, legal: &LegalLoop) -> Option<i64> {
    let never_negative = |term: &Term| match *term {
        Term::Iter(_) => true,
        Term::Value(v) => {
            let ty = func.value_type(v);
            module.types.is_integer(ty) && !module.types.is_signed(ty)
        }
        Term::ValueIter(..) => false,
    };
    // The most a term adds to the count: nothing where it is subtracted and never negative,
    // its largest value times its coefficient where that is known.
    let most = |term: &Term, coeff: i64| match *term {
        _ if coeff < 0 && never_negative(term) => Some(0),
        Term::Value(v) => {
            let (lo, hi) = value_range(module, func, v)?;
            Some(coeff as i128 * if coeff < 0 { lo } else { hi })
        }
        _ => None,
    };
    let bound = |count: &Affine, divisor: i64| {
        let max = count
            .terms
            .iter()
            .try_fold(count.constant as i128, |sum, (term, coeff)| Some(sum + most(term, *coeff)?))?;
        // A bound past i64 (a `ulong` count) is no bound.
        (divisor > 0).then(|| i64::try_from(max.max(0) / divisor as i128).ok()).flatten()
    };
    let counts = std::iter::once((&legal.trip_count, legal.trip_divisor))
        .filter(|_| !legal.uncounted)
        .chain(legal.other_trip_counts.iter().map(|(count, divisor)| (count, *divisor)));
    counts.filter_map(|(count, divisor)| bound(count, divisor)).min()
}

/// One masked vector iteration of `vf` lanes for the remainder: its guard, broadcasts and
/// middle block, the iteration with every access masked, and the mask (a splat and a compare).
/// `None` where a masked load or store costs more than the plain one (AVX2's `vmaskmov`, which
/// AMD microcodes for stores: bench stencil2d_f32 on avx2 ran 0.124 s with the scalar
/// remainder, 0.131 s with the masked one; avx512's k-masked accesses cost what plain ones do).
fn masked_remainder_cost(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, vf: u32) -> Option<f64> {
    // An ordered sum would have to skip the inactive lanes in its chain.
    if super::ordered::has_ordered(legal) {
        return None;
    }
    let masked = super::tail::masked_legal(module, func, legal);
    for &inst in masked.masked.keys() {
        let masked_op = match func.inst(inst) {
            InstData::Load { .. } => OpClass::MaskedLoad,
            InstData::Store { .. } => OpClass::MaskedStore,
            _ => continue,
        };
        let Some((_, elem)) = classify(module, func, &masked.narrowed, inst) else { continue };
        if !target.masked_access_is_free(masked_op, elem) {
            return None;
        }
    }
    let plan = super::plan::build(module, func, &masked, target, vf, 1);
    let (overhead, vector_iter, _) = recipe_costs(module, func, &masked, target, &plan);
    let mask = target.op_cost(OpClass::Splat, ElemClass::Any).1 + target.op_cost(OpClass::Cmp, ElemClass::I32).1;
    // A last value is lane N-1: a mask of it (a splat and a compare), a select and a reduction
    // instead of an extract.
    let last =
        target.op_cost(OpClass::Reduce, ElemClass::Any).1 + mask + target.op_cost(OpClass::Select, ElemClass::Any).1;
    Some(overhead + vector_iter + mask as f64 + (legal.last_values.len() as u32 * last) as f64)
}

/// What pricing a plan's recipes reads: the loop, the target and the plan's factors.
#[derive(Clone, Copy)]
struct Pricing<'a> {
    module: &'a Module,
    func: &'a Function,
    legal: &'a LegalLoop,
    target: &'a Target,
    vf: u32,
    uf: u32,
}

/// The plan's recipes priced: once per loop (guard, runtime checks, vector.ph, the vectors
/// hoisted there, middle block), per vector iteration, and the middle block alone (a vector
/// epilogue has one of its own).
fn recipe_costs(module: &Module, func: &Function, legal: &LegalLoop, target: &Target, plan: &VPlan) -> (f64, f64, f64) {
    let (vf, uf) = (plan.vf, plan.uf);
    let pricing = Pricing { module, func, legal, target, vf, uf };
    let parts = uf as f64;
    let any = |op: OpClass| pricing.any(op);
    // An overlap check is two ranges' bounds and compares; an alignment test an add, a mask
    // and a compare.
    // A distance test is the difference and two compares.
    let mut overhead = 3.0
        + 6.0 * plan.runtime_checks.len() as f64
        + 3.0 * legal.distance_checks.len() as f64
        + 3.0 * plan.align_checks.len() as f64;
    for recipe in &plan.preheader {
        overhead += match recipe.kind {
            RecipeKind::Broadcast { .. } => any(OpClass::Splat),
            _ => parts,
        };
    }
    let mut vector_iter = 0.0;
    let invariant = super::plan::invariant_values(func, legal);
    for recipe in &plan.body {
        if let RecipeKind::Widen { inst } = recipe.kind {
            if func.dfg.result(inst).is_some_and(|v| invariant.contains(&v)) {
                // Computed once, in vector.ph.
                overhead += vector_cost(module, func, legal, target, inst, vf);
                continue;
            }
        }
        vector_iter += pricing.body_recipe_cost(&recipe.kind);
    }
    vector_iter += lane_branch_cost(legal, target, plan);
    let mut middle = 0.0;
    for recipe in &plan.middle {
        middle += match recipe.kind {
            RecipeKind::ReduceFinal { .. } => any(OpClass::Reduce) + parts,
            RecipeKind::ExtractLast { .. } => any(OpClass::Extract),
            // Parts merged, two horizontal reductions (the largest iteration, its lane's value).
            RecipeKind::SelectLast { .. } => 2.0 * any(OpClass::Reduce) + 2.0 * parts,
            _ => 2.0,
        };
    }
    overhead += middle;
    (overhead, vector_iter, middle)
}

impl Pricing<'_> {
    /// The parts (UF) as a factor.
    fn parts(&self) -> f64 {
        self.uf as f64
    }

    /// The vector cost of one `op` on any element.
    fn any(&self, op: OpClass) -> f64 {
        self.target.op_cost(op, ElemClass::Any).1 as f64
    }

    /// One body recipe's cost per vector iteration (all parts).
    fn body_recipe_cost(&self, kind: &RecipeKind) -> f64 {
        let Pricing { module, func, legal, target, vf, .. } = *self;
        let parts = self.parts();
        let any = |op: OpClass| self.any(op);
        match *kind {
            RecipeKind::CanonicalIv | RecipeKind::BranchOnCount => 1.0,
            RecipeKind::RecurrencePhi { .. } => 0.0,
            // A splice crosses the register's halves: two shuffles per register (AVX2's
            // `vperm2i128` and `vpalignr`).
            RecipeKind::Splice { rec } => {
                let ty = func.value_type(legal.recurrences[rec].param);
                let types = &module.types;
                let elem = ElemClass::of(types.size_of(ty).unwrap_or(4), types.is_float(ty));
                parts
                    * 2.0
                    * target.op_cost(OpClass::Shuffle, elem).1 as f64
                    * registers(target, OpClass::Shuffle, vf, elem)
            }
            // The exits' masks ORed together, the any-lane test and its branch.
            RecipeKind::BranchOnAnyExit => {
                (parts * legal.early_exits.len() as f64 - 1.0) * any(OpClass::Bitwise) + any(OpClass::Reduce) + 1.0
            }
            // Per pointer an add, an and and a compare, ORed, and the branch; and the scalar
            // stretches: a pointer misaligned to the vector's bytes crosses a page on about
            // (bytes - elem) / 4096 of the vector iterations, each then VF·UF scalar ones.
            RecipeKind::BranchOnPageCross => self.page_cross_cost(),
            // A vector induction is a loop-carried vector: one add per part.
            RecipeKind::Induction { scalar, vector, .. } => parts * (scalar as u8 as f64 + vector as u8 as f64),
            RecipeKind::ReductionPhi { .. } | RecipeKind::Broadcast { .. } | RecipeKind::ReductionStart { .. } => 0.0,
            RecipeKind::Clone { inst } | RecipeKind::InvariantLoad { inst } => {
                parts * scalar_cost(module, func, target, inst)
            }
            RecipeKind::Widen { inst } if vector_call(module, legal, target, func.inst(inst)).is_some() => {
                let math = vector_call(module, legal, target, func.inst(inst)).map_or(1, |m| m.vector_cost);
                let elem = classify(module, func, &legal.narrowed, inst).map_or(ElemClass::Any, |(_, e)| e);
                parts * math as f64 * registers(target, OpClass::Call, vf, elem)
            }
            // One multiply-add and one add per register of the 16-bit inputs.
            RecipeKind::Widen { inst } if func.dfg.result(inst).is_some_and(|v| legal.madds.contains_key(&v)) => {
                let per_register =
                    target.op_cost(OpClass::Mul, ElemClass::I16).1 + target.op_cost(OpClass::Add, ElemClass::I32).1;
                parts * per_register as f64 * registers(target, OpClass::Mul, vf, ElemClass::I16)
            }
            RecipeKind::Widen { inst } | RecipeKind::WidenLoad { inst } | RecipeKind::WidenStore { inst } => {
                let own = vector_cost(module, func, legal, target, inst, vf)
                    + accumulate_cast(module, func, legal, target, inst);
                parts * (own + mask_cost(module, func, legal, target, inst, vf))
            }
            RecipeKind::BlockMask { block } => parts * block_mask_cost(legal, target, block, vf),
            // Per part an add, a compare and a select (the reduction below the modulus).
            RecipeKind::ModInduction { inst } => self.mod_induction_cost(inst),
            RecipeKind::Blend { param } if legal.saturations.contains_key(&param) => {
                let ty = module.types.scalar_of(legal.lane_type(func, param));
                let elem = ElemClass::of(module.types.size_of(ty).unwrap_or(8), false);
                parts * target.op_cost(OpClass::Add, elem).1 as f64 * registers(target, OpClass::Add, vf, elem)
            }
            RecipeKind::Blend { param } => {
                let arms = legal.predication.blends.get(&param).map_or(0, |b| b.incoming.len().saturating_sub(1));
                parts * arms as f64 * select_cost(module, func, target, param, vf)
            }
            RecipeKind::ReverseLoad { inst } | RecipeKind::ReverseStore { inst } => {
                parts * reverse_cost(module, func, legal, target, inst, vf)
            }
            RecipeKind::GatherLoad { inst } => {
                let elem = classify(module, func, &legal.narrowed, inst).map_or(ElemClass::Any, |(_, e)| e);
                let i32_indices = i32_indices(module, func, legal, inst);
                parts * target.gather_lane_cost(elem, vf, i32_indices) as f64 * vf as f64
            }
            RecipeKind::InterleaveGroup { group, lane_stores } => self.group_cost(group, lane_stores),
            // Once per vector iteration: an extract of the last lane and a scalar store.
            RecipeKind::InvariantStore { inst } => scalar_cost(module, func, target, inst) + any(OpClass::Extract),
            RecipeKind::ScatterStore { inst } => {
                let elem = classify(module, func, &legal.narrowed, inst).map_or(ElemClass::Any, |(_, e)| e);
                parts * target.op_cost(OpClass::Scatter, elem).1 as f64 * vf as f64
            }
            // One call per part: a call costs about the same whatever it computes.
            RecipeKind::VariantCall { inst, .. } => parts * scalar_cost(module, func, target, inst),
            // Per lane: the call, its vector arguments' lanes, its result's insert, and the
            // test of its mask lane where it has one.
            RecipeKind::LaneCall { inst } => self.lane_call_cost(inst),
            RecipeKind::Replicate { inst } => {
                let per_lane = scalar_cost(module, func, target, inst) + any(OpClass::Extract) + any(OpClass::Insert);
                parts * (vf as f64 * per_lane + mask_cost(module, func, legal, target, inst, vf))
            }
            // The iteration vector (a splat and an add) and the chain's selects again.
            RecipeKind::LastIter { last } => self.last_iter_cost(last),
            RecipeKind::ReduceFinal { .. }
            | RecipeKind::ResumeInduction { .. }
            | RecipeKind::ExtractLast { .. }
            | RecipeKind::LastStart { .. }
            | RecipeKind::SelectLast { .. } => 0.0,
        }
    }

    /// Page-crossing tests: per pointer an add, an and and a compare, ORed, the branch, and the
    /// scalar stretches they take.
    fn page_cross_cost(&self) -> f64 {
        let Pricing { module, func, legal, target, vf, uf } = *self;
        let pointers = legal.align_peel.as_ref().map_or(0, |ap| ap.also.len()) as f64;
        let elem = legal.align_peel.as_ref().map_or(1, |ap| ap.elem) as f64;
        let step = (vf * uf) as f64;
        let scalar = |op: OpClass| target.op_cost(op, ElemClass::I64).0 as f64;
        let tests = pointers * (scalar(OpClass::Add) + scalar(OpClass::Bitwise) + scalar(OpClass::Cmp))
            + (pointers - 1.0).max(0.0) * scalar(OpClass::Bitwise)
            + 1.0;
        let crossing = (pointers * (step * elem - elem) / 4096.0).min(1.0);
        tests + crossing * step * scalar_iteration(module, func, legal, target)
    }

    /// An interleave group: its vector accesses and the shuffles between them and the members.
    fn group_cost(&self, group: usize, lane_stores: bool) -> f64 {
        let Pricing { module, func, legal, target, vf, .. } = *self;
        let parts = self.parts();
        let g = &legal.groups[group];
        let elem = classify(module, func, &legal.narrowed, g.leader).map_or(ElemClass::Any, |(_, e)| e);
        let access = vector_cost(module, func, legal, target, g.leader, vf);
        let shuffle = target.group_shuffle_cost(elem, g.stride) as f64 * registers(target, OpClass::Shuffle, vf, elem);
        let shuffles = (self.group_vectors(group) as i64 * (g.stride - 1)) as f64;
        if legal.complex_muls.contains_key(&group) {
            // Per stored vector: three one-vector shuffles, two multiplies, one addsub.
            let arith = 2 * target.op_cost(OpClass::Mul, elem).1 + target.op_cost(OpClass::AddSub, elem).1;
            let per_vector = 3.0 * shuffle + arith as f64 * registers(target, OpClass::Mul, vf, elem);
            parts * g.stride as f64 * (access + per_vector)
        } else if g.kind == AccessKind::Write && g.has_gaps() {
            if lane_stores {
                // An extract and a scalar store per member lane (`gap_stores_by_lane`).
                let lane = target.op_cost(OpClass::Extract, elem).1 + target.op_cost(OpClass::Store, elem).0;
                parts * g.members.len() as f64 * vf as f64 * lane as f64
            } else if target.masked_access_is_free(OpClass::MaskedStore, elem) {
                let masked = target.op_cost(OpClass::MaskedStore, elem).1 as f64
                    * registers(target, OpClass::MaskedStore, vf, elem);
                parts * (g.stride as f64 * masked + shuffles * shuffle)
            } else {
                // Masked stores where they are not free, priced as the scatter of each member
                // they replace (bench step2_i32 on Zen 4).
                parts * g.members.len() as f64 * target.op_cost(OpClass::Scatter, elem).1 as f64 * vf as f64
            }
        } else if self.structure_access(group, elem) {
            // One `ld3`/`st3` per register of the group, its members (de)interleaved by it
            // (emit's `vector::neon_groups`). Those take no offset (only a post-increment):
            // each unrolled part's group address is one more scalar add (bench cmul_f32 at
            // UF 4 ran 14% more instructions than at UF 1).
            let add = target.op_cost(OpClass::Add, ElemClass::I64).0 as f64;
            parts * g.stride as f64 * access + (parts - 1.0) * add
        } else {
            parts * (g.stride as f64 * access + shuffles * shuffle)
        }
    }

    /// The shuffles of a register an interleave group takes per vector iteration (all parts):
    /// `stride - 1` per member vector read or per vector written, three per stored vector of a
    /// complex multiply, an extract per lane but the first of each member stored lane by lane,
    /// none for NEON's structure accesses.
    fn group_shuffles(&self, group: usize, lane_stores: bool) -> f64 {
        let Pricing { module, func, legal, target, vf, .. } = *self;
        let g = &legal.groups[group];
        let elem = classify(module, func, &legal.narrowed, g.leader).map_or(ElemClass::Any, |(_, e)| e);
        let per_register = registers(target, OpClass::Shuffle, vf, elem);
        // The 16-byte halves or quarters of a wider register past the first: each a cross-lane
        // extract before its lanes are stored, or a permute that puts the even and odd lanes
        // a 16-byte shuffle picked into order (`vshufps` then `vpermpd`).
        let upper = (vf as u64 * elem_bytes(elem)).min(target.loop_vector_bytes as u64).div_ceil(16) - 1;
        let shuffles = if legal.complex_muls.contains_key(&group) {
            3.0 * g.stride as f64 * per_register
        } else if g.kind == AccessKind::Write && g.has_gaps() && lane_stores {
            g.members.len() as f64 * (vf as f64 - 1.0 + upper as f64 * per_register)
        } else if self.structure_access(group, elem) {
            0.0
        } else {
            let fix_up = if g.stride == 2 && upper > 0 { 2.0 } else { 1.0 };
            self.group_vectors(group) as f64 * (g.stride - 1) as f64 * fix_up * per_register
        };
        self.parts() * shuffles
    }

    /// The vectors of an interleave group: its members read (those not folded away), or, for a
    /// write, `stride` vectors.
    fn group_vectors(&self, group: usize) -> usize {
        let Pricing { func, legal, .. } = *self;
        let g = &legal.groups[group];
        let member_needed = |(m, _): &&(Inst, i64)| func.dfg.result(*m).is_none_or(|v| !legal.folded.contains(&v));
        if g.kind == AccessKind::Read {
            g.members.iter().filter(member_needed).count()
        } else {
            g.stride as usize
        }
    }

    /// Whether an interleave group of `elem` lanes is NEON's structure loads or stores (`ld3`,
    /// `st3`): stride 2 to 4, each vector a register, not a write with gaps.
    fn structure_access(&self, group: usize, elem: ElemClass) -> bool {
        let Pricing { legal, target, vf, .. } = *self;
        let g = &legal.groups[group];
        target.structure_accesses()
            && (2..=4).contains(&g.stride)
            && matches!(vf as u64 * elem_bytes(elem), 8 | 16)
            && !(g.kind == AccessKind::Write && g.has_gaps())
    }

    /// A lane call: per lane the call, its arguments' extracts, the result's insert and the mask test.
    fn lane_call_cost(&self, inst: Inst) -> f64 {
        let Pricing { module, func, legal, target, vf, .. } = *self;
        let parts = self.parts();
        let any = |op: OpClass| self.any(op);
        let kinds = legal.lane_calls.get(&inst).map_or(&[][..], |k| &k[..]);
        let extracts = kinds.iter().filter(|k| **k == super::legal::LaneArg::Vector).count() as f64;
        let result = func.dfg.result(inst).is_some_and(|r| legal.needs_vector.contains(&r));
        let test = if legal.masked.contains_key(&inst) { any(OpClass::Extract) + 1.0 } else { 0.0 };
        let per_lane = scalar_cost(module, func, target, inst)
            + extracts * any(OpClass::Extract)
            + if result { any(OpClass::Insert) } else { 0.0 }
            + test;
        parts * vf as f64 * per_lane
    }

    /// A conditional last value's iteration vector and its chain's selects again.
    fn last_iter_cost(&self, last: usize) -> f64 {
        let Pricing { legal, target, vf, .. } = *self;
        let parts = self.parts();
        let any = |op: OpClass| self.any(op);
        let selects: usize = legal.cond_lasts[last]
            .chain
            .iter()
            .map(|v| legal.predication.blends.get(v).map_or(1, |b| b.incoming.len().saturating_sub(1)))
            .sum();
        parts * (2.0 + selects as f64) * any(OpClass::Bitwise) * registers(target, OpClass::Bitwise, vf, ElemClass::I32)
    }

    /// A modular induction: per part an add, a compare and a select.
    fn mod_induction_cost(&self, inst: Inst) -> f64 {
        let Pricing { module, func, legal, target, vf, .. } = *self;
        let parts = self.parts();
        let lane = func.dfg.result(inst).map_or(8, |v| module.types.size_of(legal.lane_type(func, v)).unwrap_or(8));
        let elem = ElemClass::of(lane, false);
        let ops = target.op_cost(OpClass::Add, elem).1
            + target.op_cost(OpClass::Cmp, elem).1
            + target.op_cost(OpClass::Select, elem).1;
        parts * ops as f64 * registers(target, OpClass::Add, vf, elem)
    }
}

/// The cheapest plan (ties go to the smaller VF·UF, which comes first), if it beats the scalar
/// loop.
pub fn choose(plans: &[VPlan]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (idx, plan) in plans.iter().enumerate() {
        let Some(cost) = &plan.cost else { continue };
        let better = match best.and_then(|b| plans[b].cost.as_ref()) {
            Some(best_cost) => cost.vector_total < best_cost.vector_total - 1e-9,
            None => true,
        };
        if better {
            best = Some(idx);
        }
    }
    best.filter(|b| plans[*b].cost.as_ref().is_some_and(|c| c.vector_total < c.scalar_total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(vf: u32, uf: u32, vector_total: f64) -> VPlan {
        let cost = PlanCost {
            scalar_iter: 4.0,
            vector_iter: 4.0,
            overhead: 0.0,
            est_trip: 100,
            scalar_total: 400.0,
            vector_total,
            shuffle_bound: false,
        };
        VPlan {
            name: "t".into(),
            vf,
            uf,
            trip_count: "v0".into(),
            runtime_checks: Vec::new(),
            align_checks: Vec::new(),
            preheader: Vec::new(),
            body: Vec::new(),
            middle: Vec::new(),
            vector_epilogue: false,
            remainder: Remainder::Scalar,
            cost: Some(cost),
            align_peel: None,
        }
    }

    #[test]
    fn the_cheapest_plan_wins_ties_go_to_the_smaller() {
        let plans = vec![plan(2, 1, 300.0), plan(4, 1, 120.0), plan(4, 2, 120.0), plan(8, 1, 150.0)];
        assert_eq!(choose(&plans), Some(1));
    }

    #[test]
    fn no_plan_when_the_scalar_loop_is_cheaper() {
        let plans = vec![plan(2, 1, 400.0), plan(4, 1, 410.0)];
        assert_eq!(choose(&plans), None);
    }
}
