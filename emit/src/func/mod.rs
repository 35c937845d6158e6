//! One function out of SSA: which values become C locals and which are written inline at their
//! single use, what each local is called, how each instruction reads as C, and the parallel
//! copies that replace block parameters on each edge.
//!
//! `decide.rs` makes the out-of-SSA decisions (liveness, inlining, naming, coalescing block
//! arguments into their parameters' variables); `write.rs` turns instructions and edge copies
//! into C text from those decisions. This file holds the state they share. None of them
//! decides control flow: `structure.rs` does, asking `write.rs` for statements.

mod decide;
mod write;

use crate::expr::{binary, CExpr, PREC_POSTFIX};
use crate::names::Namer;
use cranelift_entity::SecondaryMap;
use midend::analysis::{CfgLoops, ControlFlowGraph, DomTree, LoopForest};
use midend::ir::*;
use std::collections::BTreeMap;

/// Index of a C local variable in `FuncEmitter::vars`.
pub type VarId = usize;

pub struct Var {
    pub name: String,
    pub ty: TypeId,
    /// A loop-carried integer vector held in its lanes' generic type rather than the target's
    /// register type (`Lowerer::lane_typed`): the declared type, and the register type its
    /// reads are viewed as.
    pub lanes: Option<(String, &'static str)>,
}

/// Where a value is read from in the C text.
#[derive(Clone, Debug)]
enum Place {
    /// An lvalue written as is: `a`, `a[i]`, `s.f`, `p->f`.
    Lvalue(CExpr),
    /// `*p`.
    Deref(CExpr),
    /// `p[i]`, whose address reads better as `p + i`.
    Index(CExpr, CExpr),
}

impl Place {
    fn lvalue(&self) -> CExpr {
        match self {
            Place::Lvalue(e) => e.clone(),
            Place::Deref(p) => CExpr::prefix("*", p),
            Place::Index(base, idx) => CExpr::primary(format!("{}[{}]", base.at(PREC_POSTFIX), idx.text)),
        }
    }

    fn address(&self) -> CExpr {
        match self {
            Place::Lvalue(e) => CExpr::prefix("&", e),
            Place::Deref(p) => p.clone(),
            Place::Index(base, idx) => binary(base, "+", idx),
        }
    }

    fn member(&self, name: &str) -> CExpr {
        match self {
            Place::Deref(p) => CExpr::primary(format!("{}->{}", p.at(PREC_POSTFIX), name)),
            other => CExpr::primary(format!("{}.{}", other.lvalue().at(PREC_POSTFIX), name)),
        }
    }

    fn index(&self, idx: &CExpr) -> CExpr {
        CExpr::primary(format!("{}[{}]", self.lvalue().at(PREC_POSTFIX), idx.text))
    }
}

/// A source of a parallel copy: a value, or a temporary that saved one.
#[derive(Clone, Copy, Debug, PartialEq)]
enum CopySrc {
    Value(Value),
    Temp(VarId),
}

pub struct FuncEmitter<'a> {
    pub module: &'a Module,
    pub types: &'a Types,
    pub func: &'a Function,
    pub cfg: ControlFlowGraph,
    pub domtree: DomTree,
    /// The loops `structure.rs` wraps in `for (;;)`.
    pub loops: LoopForest,
    /// Whether a value is needed by some effect of the function.
    live: SecondaryMap<Value, bool>,
    /// Uses of each value by emitted instructions and copies.
    uses: SecondaryMap<Value, u32>,
    /// Written at its use instead of in a local.
    inlined: SecondaryMap<Value, bool>,
    /// The operand of a copy written as that operand (`same_c_type_copy`): read where the
    /// copy is used too.
    aliased: SecondaryMap<Value, bool>,
    /// Stores into a local array or struct that nothing ever reads.
    dead_store: SecondaryMap<Inst, bool>,
    /// Slots nothing reads (their stores are dead): not declared at all.
    unread_slot: SecondaryMap<StackSlot, bool>,
    var_of: SecondaryMap<Value, Option<VarId>>,
    pub vars: Vec<Var>,
    /// Number of leading `vars` that are parameters (declared by the signature).
    pub n_param_vars: usize,
    slot_names: SecondaryMap<StackSlot, Option<String>>,
    /// Static locals of this function, by the name they get in the body.
    pub statics: BTreeMap<GlobalId, String>,
    pub namer: Namer,
    /// How vector operations are written, and what they need in the prelude.
    pub vec: crate::vector::Lowerer,
    /// Slots declared `= {0}`: those holding a `const` bit-field, whose initialization reads
    /// the bytes around the field (`const_bitfield_store_text`), which must not be garbage.
    zeroed_slot: SecondaryMap<StackSlot, bool>,
    /// For each value, the emitted instructions that read it (`emitted_operands`), as (block,
    /// position): made once for `coalesce_into_params`, which asks it for every argument.
    emitted_users: SecondaryMap<Value, Vec<(Block, u32)>>,
    /// Slots that are their parameter's own storage (`param_slots`): declared by the signature.
    param_slot: SecondaryMap<StackSlot, bool>,
    /// The stores that copy a parameter into its own storage: not written.
    param_spill: SecondaryMap<Inst, bool>,
    /// NEON's structure loads and stores (`vector::neon_groups`): instructions written as
    /// one, with the operands that has.
    pub struct_access: BTreeMap<Inst, crate::vector::neon_groups::StructAccess>,
    /// Pairs of bitwise operations written as one `vpternlogd` (`vector::avx512::find_ternary`).
    pub ternary: BTreeMap<Inst, ([Value; 3], u8)>,
    /// Shifts and an or written as one rotate (`vector::avx512::find_rotates`).
    pub rotates: BTreeMap<Inst, (Value, u32)>,
    /// Shifts written with an immediate count (`vector::avx2::immediate_shift`).
    pub immediate_shifts: BTreeMap<Inst, crate::vector::avx2::ImmediateShift>,
    /// Whether any value of the function is a vector or a mask (calls then may need the
    /// target's call barrier).
    holds_vectors: bool,
}

impl<'a> FuncEmitter<'a> {
    pub fn new(module: &'a Module, func: &'a Function, namer: Namer, isa: crate::vector::Isa) -> FuncEmitter<'a> {
        let CfgLoops { cfg, domtree, loops } = CfgLoops::compute(func);
        FuncEmitter {
            module,
            types: &module.types,
            func,
            cfg,
            domtree,
            loops,
            live: SecondaryMap::new(),
            uses: SecondaryMap::new(),
            inlined: SecondaryMap::new(),
            aliased: SecondaryMap::new(),
            dead_store: SecondaryMap::new(),
            unread_slot: SecondaryMap::new(),
            var_of: SecondaryMap::new(),
            vars: Vec::new(),
            n_param_vars: 0,
            slot_names: SecondaryMap::new(),
            statics: BTreeMap::new(),
            namer,
            vec: crate::vector::Lowerer::new(isa),
            zeroed_slot: SecondaryMap::new(),
            emitted_users: SecondaryMap::new(),
            param_slot: SecondaryMap::new(),
            param_spill: SecondaryMap::new(),
            holds_vectors: holds_vectors(&module.types, func),
            struct_access: BTreeMap::new(),
            ternary: BTreeMap::new(),
            rotates: BTreeMap::new(),
            immediate_shifts: BTreeMap::new(),
        }
    }
}

/// Whether any value of `func` is a vector or a mask: then it uses the target's vector
/// registers, and on an intrinsic target it is written with the target's attribute.
fn holds_vectors(types: &Types, func: &Function) -> bool {
    func.dfg.values.values().any(|d| matches!(types.kind(d.ty), TypeKind::Vector(..) | TypeKind::Mask(_)))
}
