//! The IR verifier: checks that a function is well-formed SSA with consistent types, so that a
//! pass that breaks the IR is caught right after it runs (the pipeline calls it between passes).
//!
//! Invariants checked, in the order they are checked:
//! - the function has a function type, and a body with at least one block;
//! - the entry block's parameters match the function type's parameters (count and types, when
//!   the type has a prototype), and no branch targets the entry block;
//! - every block appears once in the layout, is not empty, ends in exactly one terminator and
//!   has no other; every instruction in the layout is in one block only, and the layout's
//!   instruction-to-block map agrees;
//! - results exist exactly for value-producing instructions (a call has one exactly when its
//!   callee's return type is not `void`), and every result and block parameter records where it
//!   is defined;
//! - every operand is a value defined by an instruction or block in the layout, and its
//!   definition dominates its use (a block parameter dominates its block; a use in a terminator
//!   argument is at the terminator); uses in unreachable blocks are exempt from dominance but not
//!   from type checks;
//! - branch targets are in the layout and pass as many arguments as the target has parameters,
//!   with matching types; a switch has integer argument and distinct case values;
//! - operand types follow each opcode's rules (see `check_types`): `Binary` operands have the
//!   same type except shifts, comparisons give `int` for scalars and a mask for vectors, `Load`'s
//!   address is a pointer, `PtrAdd` is a pointer plus an integer, `FieldAddr` points to a record
//!   and names a field in range, `Return` matches the function's return type, a call to a
//!   prototyped callee passes as many arguments as it has parameters, with their types, and a
//!   `Select` condition is a scalar or a mask with the result's lanes;
//! - vector operations (see `vector_problem`): lanes agree (a lane-wise operation's operands and
//!   result, a select's mask, a memory operation's mask, a gather's indices), `splat`/`extract`/
//!   `insert` move the element type in and out of lanes that exist, shuffle lanes index into
//!   the 2N lanes of the concatenated operands, `vload`/`vstore`/`gather`/`scatter` address
//!   the vector's element type, gather/scatter indices are integer vectors, and `reduce` gives
//!   the element type (or `int` for `or`/`and` of a mask); casts are scalar to scalar or
//!   vector to vector with equal lanes (a scalar becomes a vector by `splat` only).
//!
//! - what the function records beside its code (vector loops, private arrays, annotations,
//!   names): see `fields.rs`.
//!
//! Types are compared without their top-level qualifiers (`const int` and `int` are the same
//! value type). The verifier does not check memory (what a load reads, aliasing) or C-level
//! undefined behaviour, and it never mutates the function.

mod fields;

use crate::analysis::{ControlFlowGraph, DomTree};
use crate::ir::print::print_inst;
use crate::ir::*;
use cranelift_entity::{EntityRef, SecondaryMap};
use std::fmt;

/// One broken invariant, named by the entity it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    /// `inst12 (v7 = add.int v3, v4)`, `block3` or `@func`.
    pub location: String,
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

/// Verifies every function that has a body. Locations are prefixed with `@name: `.
pub fn verify_module(module: &Module) -> Result<(), Vec<VerifierError>> {
    let mut errors = Vec::new();
    for (_, decl) in module.funcs.iter() {
        if let Some(body) = &decl.body {
            if let Err(errs) = verify_function(module, body) {
                errors.extend(errs.into_iter().map(|e| in_function(&body.name, e)));
            }
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Prefixes an error's location with the function it is in.
pub fn in_function(func_name: &str, err: VerifierError) -> VerifierError {
    if err.location.starts_with('@') {
        return err;
    }
    VerifierError { location: format!("@{}: {}", func_name, err.location), message: err.message }
}

pub fn verify_function(module: &Module, func: &Function) -> Result<(), Vec<VerifierError>> {
    let mut verifier = Verifier {
        module,
        func,
        types: &module.types,
        errors: Vec::new(),
        pos: SecondaryMap::new(),
        inserted: SecondaryMap::new(),
    };
    verifier.run();
    if verifier.errors.is_empty() {
        Ok(())
    } else {
        Err(verifier.errors)
    }
}

struct Verifier<'a> {
    module: &'a Module,
    func: &'a Function,
    types: &'a Types,
    errors: Vec<VerifierError>,
    /// Position of each instruction in its block, for same-block dominance.
    pos: SecondaryMap<Inst, u32>,
    /// The blocks in the layout (`Layout::is_block_inserted` searches the block list, and this
    /// is asked for every operand).
    inserted: SecondaryMap<Block, bool>,
}

impl<'a> Verifier<'a> {
    fn run(&mut self) {
        let Some(fty) = self.func.ty.and_then(|t| self.types.func_type(t)) else {
            self.func_error("the function has no function type");
            return;
        };
        let Some(entry) = self.func.entry_block() else {
            self.func_error("the function body has no blocks");
            return;
        };
        self.check_entry_params(entry, fty);
        if !self.check_layout() {
            // Instructions in several blocks or out-of-range ids make the rest meaningless.
            return;
        }
        // Only dominance is checked, and of any function, loops or not: the CFG and its
        // dominator tree, not a whole `LoopAnalysis`.
        let cfg = ControlFlowGraph::compute(self.func);
        let domtree = DomTree::compute(self.func, &cfg);
        for &block in self.func.layout.blocks() {
            self.check_block_params(block);
            for &inst in self.func.layout.block_insts(block) {
                if !self.check_ids(inst) {
                    continue;
                }
                self.check_result(inst);
                self.check_operands_dominate(inst, block, &cfg, &domtree);
                self.check_targets(inst, entry);
                self.check_types(inst, fty);
            }
        }
        self.check_fields();
    }

    fn func_error(&mut self, message: impl Into<String>) {
        let location = format!("@{}", self.func.name);
        self.errors.push(VerifierError { location, message: message.into() });
    }

    fn block_error(&mut self, block: Block, message: impl Into<String>) {
        self.errors.push(VerifierError { location: block.to_string(), message: message.into() });
    }

    fn inst_error(&mut self, inst: Inst, message: impl Into<String>) {
        let location = if self.printable(inst) {
            format!("{} ({})", inst, print_inst(self.module, self.func, inst))
        } else {
            inst.to_string()
        };
        self.errors.push(VerifierError { location, message: message.into() });
    }

    /// Whether the printer can show `inst` without indexing out of range.
    fn printable(&self, inst: Inst) -> bool {
        let func = self.func;
        let n_values = func.dfg.values.len();
        let mut ok = true;
        func.inst(inst).for_each_operand(|v| ok &= v.index() < n_values);
        ok && match func.inst(inst) {
            InstData::Const(Const::Int(_)) => func.dfg.result(inst).is_some(),
            InstData::GlobalAddr(g) => self.module.globals.is_valid(*g),
            InstData::FuncAddr(f) | InstData::Call { callee: Callee::Direct(f), .. } => self.module.funcs.is_valid(*f),
            _ => true,
        }
    }

    /// Same value type, ignoring top-level qualifiers.
    fn same(&self, a: TypeId, b: TypeId) -> bool {
        a == b || self.types.kind(a) == self.types.kind(b)
    }

    fn show(&self, ty: TypeId) -> String {
        self.types.display(ty)
    }

    fn check_entry_params(&mut self, entry: Block, fty: &FuncType) {
        if !fty.has_prototype {
            return;
        }
        let params = self.func.dfg.block_params(entry);
        if params.len() != fty.params.len() {
            let msg = format!("entry block has {} parameters, the function type {}", params.len(), fty.params.len());
            self.block_error(entry, msg);
            return;
        }
        for (idx, (&value, &want)) in params.iter().zip(&fty.params).enumerate() {
            let have = self.func.value_type(value);
            if !self.same(have, want) {
                let msg = format!(
                    "entry parameter {} is {}, the function type says {}",
                    idx,
                    self.show(have),
                    self.show(want)
                );
                self.block_error(entry, msg);
            }
        }
    }

    /// Checks the shape of the layout; false if it is too broken to look further.
    fn check_layout(&mut self) -> bool {
        let func = self.func;
        let mut seen_inst: SecondaryMap<Inst, bool> = SecondaryMap::new();
        let mut sound = true;
        for &block in func.layout.blocks() {
            if !func.dfg.blocks.is_valid(block) {
                self.block_error(block, "block is in the layout but does not exist");
                return false;
            }
            if std::mem::replace(&mut self.inserted[block], true) {
                self.block_error(block, "block appears twice in the layout");
                sound = false;
                continue;
            }
            let insts = func.layout.block_insts(block);
            if insts.is_empty() {
                self.block_error(block, "block is empty");
            }
            for (idx, &inst) in insts.iter().enumerate() {
                if !func.dfg.insts.is_valid(inst) {
                    self.block_error(block, format!("{} is in the layout but does not exist", inst));
                    return false;
                }
                if std::mem::replace(&mut seen_inst[inst], true) || func.layout.inst_block(inst) != Some(block) {
                    self.inst_error(inst, format!("instruction is in {} but the layout places it elsewhere", block));
                    sound = false;
                }
                self.pos[inst] = idx as u32;
                let is_last = idx + 1 == insts.len();
                match (func.inst(inst).is_terminator(), is_last) {
                    (true, false) => self.inst_error(inst, "terminator in the middle of a block"),
                    (false, true) => self.block_error(block, "block does not end in a terminator"),
                    _ => {}
                }
            }
        }
        sound
    }

    fn is_inserted(&self, block: Block) -> bool {
        self.inserted[block]
    }

    fn check_block_params(&mut self, block: Block) {
        for (idx, &value) in self.func.dfg.block_params(block).iter().enumerate() {
            if !self.func.dfg.values.is_valid(value)
                || self.func.dfg.value_def(value) != ValueDef::Param(block, idx as u32)
            {
                self.block_error(block, format!("parameter {} does not record its block and index", value));
            }
        }
    }

    /// Checks that every entity the instruction names exists; false if one does not.
    fn check_ids(&mut self, inst: Inst) -> bool {
        let mut missing = Vec::new();
        let n_values = self.func.dfg.values.len();
        self.func.inst(inst).for_each_operand(|v| {
            if v.index() >= n_values {
                missing.push(v.to_string());
            }
        });
        match self.func.inst(inst) {
            InstData::GlobalAddr(g) if !self.module.globals.is_valid(*g) => missing.push(g.to_string()),
            InstData::FuncAddr(f) | InstData::Call { callee: Callee::Direct(f), .. }
                if !self.module.funcs.is_valid(*f) =>
            {
                missing.push(f.to_string())
            }
            InstData::SlotAddr(s) if !self.func.slots.is_valid(*s) => missing.push(s.to_string()),
            _ => {}
        }
        if let Some(result) = self.func.dfg.result(inst) {
            if !self.func.dfg.values.is_valid(result) {
                missing.push(result.to_string());
            }
        }
        for name in &missing {
            self.inst_error(inst, format!("{} does not exist", name));
        }
        missing.is_empty()
    }

    /// The result type a call produces, or `None` for `void`; `Err` if the callee is not a function.
    fn call_ret(&self, callee: &Callee) -> Result<Option<TypeId>, String> {
        let fty = match callee {
            Callee::Direct(f) => self.types.func_type(self.module.funcs[*f].ty),
            Callee::Indirect(v) => {
                let pointee = self.types.pointee(self.func.value_type(*v));
                pointee.and_then(|p| self.types.func_type(p))
            }
        };
        let fty = fty.ok_or_else(|| "callee is not a function or a pointer to one".to_string())?;
        Ok((!self.types.is_void(fty.ret)).then_some(fty.ret))
    }

    fn check_result(&mut self, inst: Inst) {
        let data = self.func.inst(inst);
        let result = self.func.dfg.result(inst);
        let wants_result = match data {
            InstData::Store { .. }
            | InstData::BitfieldStore { .. }
            | InstData::VectorStore { .. }
            | InstData::Scatter { .. } => false,
            _ if data.is_terminator() => false,
            InstData::Call { callee, .. } => match self.call_ret(callee) {
                Ok(ret) => ret.is_some(),
                Err(msg) => return self.inst_error(inst, msg),
            },
            _ => true,
        };
        match (wants_result, result) {
            (true, None) => self.inst_error(inst, "instruction produces a value but has no result"),
            (false, Some(v)) => self.inst_error(inst, format!("instruction produces no value but has result {}", v)),
            (_, Some(v)) if self.func.dfg.value_def(v) != ValueDef::Result(inst) => {
                self.inst_error(inst, format!("result {} does not record its instruction", v))
            }
            (_, Some(v)) if !crate::ir::print::is_value_type(self.types, self.func.value_type(v)) => {
                self.inst_error(inst, format!("result {} has no value type", v))
            }
            _ => {}
        }
    }

    fn check_operands_dominate(&mut self, inst: Inst, block: Block, cfg: &ControlFlowGraph, domtree: &DomTree) {
        let reachable = cfg.is_reachable(block);
        for value in self.func.inst(inst).operands() {
            let problem = match self.func.dfg.value_def(value) {
                ValueDef::Result(def) => match self.func.layout.inst_block(def) {
                    None => Some("is defined by an instruction not in the layout"),
                    Some(def_block) if !self.is_inserted(def_block) => Some("is defined in a block not in the layout"),
                    Some(_) if !reachable => None,
                    Some(def_block) if def_block == block => {
                        (self.pos[def] >= self.pos[inst]).then_some("does not dominate its use")
                    }
                    Some(def_block) => {
                        (!domtree.strictly_dominates(def_block, block)).then_some("does not dominate its use")
                    }
                },
                ValueDef::Param(def_block, _) if !self.is_inserted(def_block) => {
                    Some("is a parameter of a block not in the layout")
                }
                ValueDef::Param(def_block, _) => {
                    (reachable && !domtree.dominates(def_block, block)).then_some("does not dominate its use")
                }
            };
            if let Some(problem) = problem {
                self.inst_error(inst, format!("operand {} {}", value, problem));
            }
        }
    }

    fn check_targets(&mut self, inst: Inst, entry: Block) {
        let data = self.func.inst(inst);
        for dest in data.branch_targets() {
            if !self.is_inserted(dest.block) {
                self.inst_error(inst, format!("target {} is not in the layout", dest.block));
                continue;
            }
            if dest.block == entry {
                self.inst_error(inst, format!("branch to the entry block {}", entry));
            }
            let params = self.func.dfg.block_params(dest.block);
            if params.len() != dest.args.len() {
                let msg = format!("{} takes {} arguments, {} given", dest.block, params.len(), dest.args.len());
                self.inst_error(inst, msg);
                continue;
            }
            for (&arg, &param) in dest.args.iter().zip(params) {
                let (have, want) = (self.func.value_type(arg), self.func.value_type(param));
                if !self.same(have, want) {
                    let msg = format!(
                        "argument {} is {}, parameter {} of {} is {}",
                        arg,
                        self.show(have),
                        param,
                        dest.block,
                        self.show(want)
                    );
                    self.inst_error(inst, msg);
                }
            }
        }
        if let InstData::Switch { cases, .. } = data {
            let mut values: Vec<u64> = cases.iter().map(|(v, _)| *v).collect();
            values.sort_unstable();
            if values.windows(2).any(|w| w[0] == w[1]) {
                self.inst_error(inst, "switch has a repeated case value");
            }
        }
    }
}

/// Type rules, one opcode at a time. Each `*_problem` returns what is wrong, if anything.
impl<'a> Verifier<'a> {
    fn check_types(&mut self, inst: Inst, fty: &FuncType) {
        let func = self.func;
        let ty = |v: Value| func.value_type(v);
        let Some(problem) = (match (func.inst(inst), func.dfg.result(inst).map(ty)) {
            (InstData::Const(c), Some(res)) => self.const_problem(c, res),
            (InstData::Unary { op, arg }, Some(res)) => self.unary_problem(*op, ty(*arg), res),
            (InstData::Binary { op, args }, Some(res)) => self.binary_problem(*op, ty(args[0]), ty(args[1]), res),
            (InstData::Cast { arg }, Some(res)) => self.cast_problem(ty(*arg), res),
            (InstData::Select { cond, args }, Some(res)) => {
                self.select_problem(ty(*cond), ty(args[0]), ty(args[1]), res)
            }
            (InstData::GlobalAddr(_) | InstData::FuncAddr(_) | InstData::SlotAddr(_), Some(res)) => {
                self.expect(self.types.is_pointer(res), || "the result is not a pointer".into())
            }
            (InstData::PtrAdd { base, index }, Some(res)) => self.ptradd_problem(ty(*base), ty(*index), res),
            (InstData::ElemAddr { base, index }, Some(res)) => self.elemaddr_problem(ty(*base), ty(*index), res),
            (InstData::FieldAddr { base, field }, Some(res)) => self.field_problem(ty(*base), *field, false, res, true),
            (InstData::BitfieldLoad { base, field, .. }, Some(res)) => {
                self.field_problem(ty(*base), *field, true, res, false)
            }
            (InstData::BitfieldStore { base, field, value, .. }, None) => {
                self.field_problem(ty(*base), *field, true, ty(*value), false)
            }
            (InstData::Load { addr, .. }, Some(res)) => self.memory_problem(ty(*addr), res),
            (InstData::Store { addr, value, .. }, None) => self.memory_problem(ty(*addr), ty(*value)),
            (InstData::Call { callee, args }, res) => self.call_problem(callee, args, res),
            (InstData::Branch { cond, .. }, _) => {
                self.expect(self.types.is_scalar(ty(*cond)), || "the condition is not a scalar".into())
            }
            (InstData::Switch { arg, .. }, _) => {
                self.expect(self.types.is_integer(ty(*arg)), || "the switch argument is not an integer".into())
            }
            (InstData::Return(value), _) => self.return_problem(value.map(ty), fty.ret),
            (data, res) => self.vector_problem(data, res),
        }) else {
            return;
        };
        self.inst_error(inst, problem);
    }

    fn expect(&self, ok: bool, problem: impl FnOnce() -> String) -> Option<String> {
        (!ok).then(problem)
    }

    fn is_int_like(&self, ty: TypeId) -> bool {
        self.types.is_integer(self.types.scalar_of(ty))
    }

    fn is_arith_like(&self, ty: TypeId) -> bool {
        self.types.is_arithmetic(self.types.scalar_of(ty))
    }

    fn is_vector_like(&self, ty: TypeId) -> bool {
        matches!(self.types.kind(ty), TypeKind::Vector(..) | TypeKind::Mask(_))
    }

    fn is_mask_of(&self, ty: TypeId, lanes: u32) -> bool {
        matches!(self.types.kind(ty), TypeKind::Mask(n) if *n == lanes)
    }

    /// What a comparison or `!` gives for operands of type `operand`: `int`, or a mask.
    fn truth_problem(&self, operand: TypeId, res: TypeId) -> Option<String> {
        if self.is_vector_like(operand) {
            let lanes = self.types.lanes(operand);
            self.expect(self.is_mask_of(res, lanes), || format!("the result should be <{} x i1>", lanes))
        } else {
            let is_int = self.types.int_kind(res) == Some(IntKind::Int);
            self.expect(is_int, || "the result of a scalar comparison should be int".into())
        }
    }

    fn const_problem(&self, c: &Const, res: TypeId) -> Option<String> {
        let ok = match c {
            Const::Int(_) => self.is_int_like(res) && !matches!(self.types.kind(res), TypeKind::Mask(_)),
            Const::Float(_) => self.types.is_float(self.types.scalar_of(res)),
            Const::Null | Const::Str(_) => self.types.is_pointer(res),
            Const::Undef => true,
            Const::Vector(lanes) => {
                let elem = self.types.scalar_of(res);
                let fits = |lane: &Const| match lane {
                    Const::Int(_) => self.types.is_integer(elem),
                    Const::Float(_) => self.types.is_float(elem),
                    _ => false,
                };
                matches!(self.types.kind(res), TypeKind::Vector(..))
                    && lanes.len() as u32 == self.types.lanes(res)
                    && lanes.iter().all(fits)
            }
        };
        self.expect(ok, || format!("constant does not fit type {}", self.show(res)))
    }

    fn unary_problem(&self, op: UnaryOp, arg: TypeId, res: TypeId) -> Option<String> {
        match op {
            UnaryOp::LogNot => self.truth_problem(arg, res),
            UnaryOp::Abs => {
                let elem = self.types.scalar_of(arg);
                let ok = matches!(self.types.kind(arg), TypeKind::Vector(..))
                    && self.types.is_integer(elem)
                    && self.types.is_signed(elem);
                self.expect(ok && self.same(arg, res), || {
                    format!("abs of {} giving {}", self.show(arg), self.show(res))
                })
            }
            UnaryOp::Neg | UnaryOp::BitNot => {
                let operand_ok = if op == UnaryOp::Neg {
                    self.is_arith_like(arg)
                } else {
                    self.is_int_like(arg) || self.is_mask_of(arg, self.types.lanes(arg))
                };
                self.expect(operand_ok && self.same(arg, res), || {
                    format!("{} of {} giving {}", op.name(), self.show(arg), self.show(res))
                })
            }
        }
    }

    fn binary_problem(&self, op: BinaryOp, lhs: TypeId, rhs: TypeId, res: TypeId) -> Option<String> {
        let mismatch =
            || format!("{} of {} and {} giving {}", op.name(), self.show(lhs), self.show(rhs), self.show(res));
        if op == BinaryOp::Madd {
            let short_lanes = matches!(self.types.kind(lhs), TypeKind::Vector(e, n) if self.types.int_kind(*e) == Some(crate::ir::IntKind::Short) && n % 2 == 0);
            let int_half = matches!(self.types.kind(res), TypeKind::Vector(e, n) if self.types.int_kind(*e).is_some_and(|k| k.bits() == 32) && 2 * n == self.types.lanes(lhs));
            return self.expect(short_lanes && self.same(lhs, rhs) && int_half, mismatch);
        }
        if op.is_shift() {
            let ok = self.is_int_like(lhs) && self.is_int_like(rhs) && self.types.lanes(lhs) == self.types.lanes(rhs);
            return self.expect(ok && self.same(lhs, res), mismatch);
        }
        if !self.same(lhs, rhs) {
            return Some(format!(
                "operands of {} have different types {} and {}",
                op.name(),
                self.show(lhs),
                self.show(rhs)
            ));
        }
        if op.is_comparison() {
            let ok = self.types.is_scalar(lhs) || self.is_vector_like(lhs);
            return self.expect(ok, mismatch).or_else(|| self.truth_problem(lhs, res));
        }
        let is_mask = self.is_mask_of(lhs, self.types.lanes(lhs));
        let operand_ok = match op {
            // Pointer difference: the frontend divides by the element size itself.
            BinaryOp::Sub if self.types.is_pointer(lhs) => return self.expect(self.types.is_integer(res), mismatch),
            BinaryOp::Min | BinaryOp::Max => {
                matches!(self.types.kind(lhs), TypeKind::Vector(..)) && self.is_arith_like(lhs)
            }
            BinaryOp::Avg => {
                matches!(self.types.kind(lhs), TypeKind::Vector(..))
                    && self.is_int_like(lhs)
                    && !self.types.is_signed(self.types.scalar_of(lhs))
            }
            BinaryOp::AddSat | BinaryOp::SubSat => {
                matches!(self.types.kind(lhs), TypeKind::Vector(..)) && self.is_int_like(lhs)
            }
            BinaryOp::MulHigh => {
                matches!(self.types.kind(lhs), TypeKind::Vector(..))
                    && self.is_int_like(lhs)
                    && self.types.size_of(self.types.scalar_of(lhs)) == Some(2)
            }
            BinaryOp::AddSub => {
                matches!(self.types.kind(lhs), TypeKind::Vector(e, n) if self.types.is_float(*e) && n % 2 == 0)
            }
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => self.is_int_like(lhs) || is_mask,
            BinaryOp::Rem => self.is_int_like(lhs),
            _ => self.is_arith_like(lhs) && !is_mask,
        };
        self.expect(operand_ok && self.same(lhs, res), mismatch)
    }

    fn cast_problem(&self, arg: TypeId, res: TypeId) -> Option<String> {
        let both_scalar = self.types.is_scalar(arg) && self.types.is_scalar(res);
        let both_vector =
            self.is_vector_like(arg) && self.is_vector_like(res) && self.types.lanes(arg) == self.types.lanes(res);
        // A mask and the integer of its bits, one per lane (masks of AVX-512 vector variants).
        let is_mask = |t: TypeId| matches!(self.types.kind(t), TypeKind::Mask(_));
        let bits = |m: TypeId, i: TypeId| {
            is_mask(m)
                && self.types.is_integer(i)
                && !self.types.is_signed(i)
                && self.types.size_of(i).is_some_and(|b| b * 8 >= self.types.lanes(m) as u64)
        };
        let mask_bits = bits(arg, res) || bits(res, arg);
        self.expect(both_scalar || both_vector || mask_bits, || {
            format!("cannot cast {} to {}", self.show(arg), self.show(res))
        })
    }

    fn select_problem(&self, cond: TypeId, a: TypeId, b: TypeId, res: TypeId) -> Option<String> {
        let cond_ok = self.types.is_scalar(cond) || self.is_mask_of(cond, self.types.lanes(res));
        if !cond_ok {
            return Some(format!(
                "select condition {} is not a scalar or a mask of the result's lanes",
                self.show(cond)
            ));
        }
        self.expect(self.same(a, res) && self.same(b, res), || {
            format!("select of {} and {} giving {}", self.show(a), self.show(b), self.show(res))
        })
    }

    fn ptradd_problem(&self, base: TypeId, index: TypeId, res: TypeId) -> Option<String> {
        let ok = self.types.is_pointer(base) && self.types.is_integer(index) && self.same(base, res);
        self.expect(ok, || format!("ptradd of {} and {} giving {}", self.show(base), self.show(index), self.show(res)))
    }

    fn elemaddr_problem(&self, base: TypeId, index: TypeId, res: TypeId) -> Option<String> {
        let elem = self.types.pointee(base).and_then(|p| self.types.array_elem(p));
        let res_pointee = self.types.pointee(res);
        let ok = match (elem, res_pointee) {
            (Some(elem), Some(pointee)) => self.same(elem, pointee) && self.types.is_integer(index),
            _ => false,
        };
        self.expect(ok, || {
            format!("elemaddr of {} and {} giving {}", self.show(base), self.show(index), self.show(res))
        })
    }

    /// `FieldAddr` (`want_ptr`: `ty` is the result, a pointer to the field) and bit-field
    /// loads and stores (`ty` is the value, of the field's type).
    fn field_problem(&self, base: TypeId, field: u32, bitfield: bool, ty: TypeId, want_ptr: bool) -> Option<String> {
        let Some(rec) = self.types.pointee(base).and_then(|p| self.types.record_of(p)) else {
            return Some(format!("base {} does not point to a struct or union", self.show(base)));
        };
        let Some(field_data) = self.types.records[rec].fields.get(field as usize) else {
            return Some(format!("field {} is out of range", field));
        };
        if field_data.bitfield.is_some() != bitfield {
            let what = if bitfield { "is not a bit-field" } else { "is a bit-field" };
            return Some(format!("field {} {}", field, what));
        }
        let value_ty = if want_ptr { self.types.pointee(ty) } else { Some(ty) };
        self.expect(value_ty.is_some_and(|t| self.same(t, field_data.ty)), || {
            format!("field {} is {}, not matching {}", field, self.show(field_data.ty), self.show(ty))
        })
    }

    /// The element type and lanes of a vector type (not a mask).
    fn vector_parts(&self, ty: TypeId) -> Option<(TypeId, u32)> {
        match self.types.kind(ty) {
            TypeKind::Vector(elem, lanes) => Some((*elem, *lanes)),
            _ => None,
        }
    }

    /// An optional mask must have `lanes` lanes.
    fn mask_operand_problem(&self, mask: Option<Value>, lanes: u32) -> Option<String> {
        let mask_ty = self.func.value_type(mask?);
        self.expect(self.is_mask_of(mask_ty, lanes), || {
            format!("mask {} does not match {} lanes", self.show(mask_ty), lanes)
        })
    }

    /// `addr` must point to `elem` (a vector access reads consecutive elements).
    fn element_pointer_problem(&self, what: &str, addr: TypeId, elem: TypeId) -> Option<String> {
        let ok = self.types.pointee(addr).is_some_and(|p| self.same(p, elem));
        self.expect(ok, || format!("{} {} is not a pointer to {}", what, self.show(addr), self.show(elem)))
    }

    /// Type rules of the vector-only instructions (`res` is the result type, if any). Missing or
    /// extra results were reported by `check_result`; other instructions give `None`.
    fn vector_problem(&self, data: &InstData, res: Option<TypeId>) -> Option<String> {
        let ty = |v: Value| self.func.value_type(v);
        match (data, res) {
            (InstData::Splat { arg }, Some(res)) => self.splat_problem(ty(*arg), res),
            (InstData::ExtractLane { vec, lane }, Some(res)) => self.lane_problem(ty(*vec), *lane, res, None),
            (InstData::InsertLane { vec, lane, value }, Some(res)) => {
                let vec_ty = ty(*vec);
                if !self.same(vec_ty, res) {
                    return Some(format!("insert into {} giving {}", self.show(vec_ty), self.show(res)));
                }
                let elem = self.vector_parts(vec_ty).map(|(e, _)| e).unwrap_or(res);
                self.lane_problem(vec_ty, *lane, elem, Some(ty(*value)))
            }
            (InstData::Shuffle { args, lanes }, Some(res)) => {
                self.shuffle_problem(ty(args[0]), ty(args[1]), lanes, res)
            }
            (InstData::VectorLoad { addr, mask, .. }, Some(res)) => {
                self.vector_memory_problem(ty(*addr), None, *mask, res)
            }
            (InstData::VectorStore { addr, value, mask, .. }, None) => {
                self.vector_memory_problem(ty(*addr), None, *mask, ty(*value))
            }
            (InstData::Gather { base, indices, mask }, Some(res)) => {
                self.vector_memory_problem(ty(*base), Some(ty(*indices)), *mask, res)
            }
            (InstData::Scatter { base, indices, value, mask }, None) => {
                self.vector_memory_problem(ty(*base), Some(ty(*indices)), *mask, ty(*value))
            }
            (InstData::Reduce { op, arg }, Some(res)) => self.reduce_problem(*op, ty(*arg), res),
            _ => None,
        }
    }

    fn splat_problem(&self, arg: TypeId, res: TypeId) -> Option<String> {
        let ok = self.vector_parts(res).is_some_and(|(elem, _)| self.same(elem, arg));
        self.expect(ok, || format!("splat of {} giving {}", self.show(arg), self.show(res)))
    }

    /// `extract` (`value` is `None`, `elem` the result) and `insert` (`value` the inserted one).
    fn lane_problem(&self, vec: TypeId, lane: u32, elem: TypeId, value: Option<TypeId>) -> Option<String> {
        let Some((vec_elem, lanes)) = self.vector_parts(vec) else {
            return Some(format!("{} is not a vector", self.show(vec)));
        };
        if lane >= lanes {
            return Some(format!("lane {} is out of range for {}", lane, self.show(vec)));
        }
        let lane_ty = value.unwrap_or(elem);
        self.expect(self.same(vec_elem, lane_ty), || {
            format!("lane of {} is {}, not {}", self.show(vec), self.show(vec_elem), self.show(lane_ty))
        })
    }

    fn shuffle_problem(&self, a: TypeId, b: TypeId, lanes: &[u32], res: TypeId) -> Option<String> {
        if !self.is_vector_like(a) || !self.same(a, b) {
            return Some(format!("shuffle of {} and {}", self.show(a), self.show(b)));
        }
        let same_elem = match (self.types.kind(a), self.types.kind(res)) {
            (TypeKind::Vector(x, _), TypeKind::Vector(y, _)) => self.same(*x, *y),
            (TypeKind::Mask(_), TypeKind::Mask(_)) => true,
            _ => false,
        };
        if !same_elem || self.types.lanes(res) as usize != lanes.len() {
            return Some(format!("shuffle of {} with {} lanes giving {}", self.show(a), lanes.len(), self.show(res)));
        }
        let limit = 2 * self.types.lanes(a);
        let bad = lanes.iter().find(|&&l| l >= limit);
        self.expect(bad.is_none(), || format!("shuffle lane {} is out of range (< {})", bad.unwrap_or(&0), limit))
    }

    /// `vload`/`vstore` (`indices` is `None`) and `gather`/`scatter`: `value` is the loaded or
    /// stored vector.
    fn vector_memory_problem(
        &self,
        addr: TypeId,
        indices: Option<TypeId>,
        mask: Option<Value>,
        value: TypeId,
    ) -> Option<String> {
        let Some((elem, lanes)) = self.vector_parts(value) else {
            return Some(format!("{} is not a vector", self.show(value)));
        };
        let what = if indices.is_some() { "base" } else { "address" };
        if let Some(problem) = self.element_pointer_problem(what, addr, elem) {
            return Some(problem);
        }
        if let Some(indices) = indices {
            let ok = self.vector_parts(indices).is_some_and(|(e, n)| self.types.is_integer(e) && n == lanes);
            if !ok {
                return Some(format!("indices {} are not an integer vector of {} lanes", self.show(indices), lanes));
            }
        }
        self.mask_operand_problem(mask, lanes)
    }

    fn reduce_problem(&self, op: BinaryOp, arg: TypeId, res: TypeId) -> Option<String> {
        use BinaryOp::*;
        if let TypeKind::Mask(_) = self.types.kind(arg) {
            let ok = matches!(op, Or | And) && self.types.int_kind(res) == Some(IntKind::Int);
            return self.expect(ok, || format!("reduce.{} of a mask must be or/and giving int", op.name()));
        }
        let Some((elem, _)) = self.vector_parts(arg) else {
            return Some(format!("reduce of {}, not a vector", self.show(arg)));
        };
        let op_ok = match op {
            Add | Mul | Min | Max => true,
            And | Or | Xor => self.types.is_integer(elem),
            _ => false,
        };
        if !op_ok {
            return Some(format!("reduce.{} is not a reduction of {}", op.name(), self.show(arg)));
        }
        self.expect(self.same(elem, res), || format!("reduce of {} giving {}", self.show(arg), self.show(res)))
    }

    /// A load or store of `value` through `addr`: the pointee, or a vector of it.
    fn memory_problem(&self, addr: TypeId, value: TypeId) -> Option<String> {
        let Some(pointee) = self.types.pointee(addr) else {
            return Some(format!("address {} is not a pointer", self.show(addr)));
        };
        let ok = self.same(pointee, value)
            || (self.is_vector_like(value) && self.same(pointee, self.types.scalar_of(value)));
        self.expect(ok, || format!("accesses {} through {}", self.show(value), self.show(addr)))
    }

    fn call_problem(&self, callee: &Callee, args: &[Value], res: Option<TypeId>) -> Option<String> {
        let fty = match callee {
            Callee::Direct(f) => self.types.func_type(self.module.funcs[*f].ty)?,
            Callee::Indirect(v) => {
                self.types.pointee(self.func.value_type(*v)).and_then(|p| self.types.func_type(p))?
            }
        };
        // A vector result from a scalar function: it applies lane by lane. (A vector variant
        // declares its vectors and is checked as any other call.)
        if let (Some(res), Callee::Direct(f), false) = (res, callee, self.is_vector_like(fty.ret)) {
            if let TypeKind::Vector(elem, lanes) = self.types.kind(res) {
                return self.lanewise_call_problem(
                    &self.module.funcs[*f].name,
                    &fty.params,
                    fty.ret,
                    args,
                    *elem,
                    *lanes,
                );
            }
        }
        if let Some(res) = res {
            if !self.same(res, fty.ret) {
                return Some(format!("call gives {} but the callee returns {}", self.show(res), self.show(fty.ret)));
            }
        }
        if let Callee::Direct(f) = callee {
            let pieces = self.module.funcs[*f].asm.as_ref().map(|asm| asm.pieces.len());
            if pieces.is_some_and(|n| n != args.len() + 1) {
                return Some(format!(
                    "an `asm` statement with {} arguments and {:?} pieces of text",
                    args.len(),
                    pieces
                ));
            }
        }
        if !fty.has_prototype {
            return None;
        }
        let count_ok = if fty.variadic { args.len() >= fty.params.len() } else { args.len() == fty.params.len() };
        if !count_ok {
            return Some(format!("call passes {} arguments, the callee takes {}", args.len(), fty.params.len()));
        }
        for (idx, (&arg, &param)) in args.iter().zip(&fty.params).enumerate() {
            let have = self.func.value_type(arg);
            if !self.same(have, param) {
                return Some(format!("argument {} is {}, the callee takes {}", idx, self.show(have), self.show(param)));
            }
        }
        None
    }

    // A pure math function applied to every lane: vectors of its parameter types, giving a
    // vector of its return type, all with the same lanes.
    fn lanewise_call_problem(
        &self,
        name: &str,
        params: &[TypeId],
        ret: TypeId,
        args: &[Value],
        elem: TypeId,
        lanes: u32,
    ) -> Option<String> {
        if !crate::analysis::deps::PURE_MATH.contains(&name) {
            return Some(format!("a call of `{}` on vectors (only the pure math functions apply lane by lane)", name));
        }
        if !self.same(elem, ret) || args.len() != params.len() {
            return Some(format!("a lane-wise call of `{}` with the wrong result or argument count", name));
        }
        for (idx, (&arg, &param)) in args.iter().zip(params).enumerate() {
            let ok = match self.types.kind(self.func.value_type(arg)) {
                TypeKind::Vector(e, l) => *l == lanes && self.same(*e, param),
                _ => false,
            };
            if !ok {
                return Some(format!(
                    "argument {} of a lane-wise call of `{}` is not a vector of {} with {} lanes",
                    idx,
                    name,
                    self.show(param),
                    lanes
                ));
            }
        }
        None
    }

    fn return_problem(&self, value: Option<TypeId>, ret: TypeId) -> Option<String> {
        match value {
            None => self.expect(self.types.is_void(ret), || {
                format!("returns nothing from a function returning {}", self.show(ret))
            }),
            Some(ty) => self.expect(self.same(ty, ret), || {
                format!("returns {} from a function returning {}", self.show(ty), self.show(ret))
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Fixture {
        module: Module,
        func: Function,
        int: TypeId,
        long: TypeId,
        blocks: Vec<Block>,
    }

    /// int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
    /// v0 = n, v1 = i, v2 = s; block0 entry, block1 header, block2 body, block3 exit.
    fn sum() -> Fixture {
        let mut module = Module::new();
        let int = module.types.int(IntKind::Int);
        let long = module.types.int(IntKind::Long);
        let fty = module.types.func(FuncType { ret: int, params: vec![int], variadic: false, has_prototype: true });
        let mut f = Function::new("sum");
        f.ty = Some(fty);
        let loc = SrcLoc::default();
        let blocks: Vec<Block> = (0..4).map(|_| f.make_block()).collect();
        let (entry, header, body, exit) = (blocks[0], blocks[1], blocks[2], blocks[3]);
        let n = f.dfg.append_block_param(entry, int);
        let i = f.dfg.append_block_param(header, int);
        let s = f.dfg.append_block_param(header, int);
        let zero = f.append(entry, InstData::Const(Const::Int(0)), Some(int), loc).unwrap();
        f.append(entry, InstData::Jump(BlockCall::new(header, vec![zero, zero])), None, loc);
        let cond = f.append(header, InstData::Binary { op: BinaryOp::Lt, args: [i, n] }, Some(int), loc).unwrap();
        let (to_body, to_exit) = (BlockCall::new(body, vec![]), BlockCall::new(exit, vec![]));
        f.append(header, InstData::Branch { cond, then_dest: to_body, else_dest: to_exit }, None, loc);
        let s2 = f.append(body, InstData::Binary { op: BinaryOp::Add, args: [s, i] }, Some(int), loc).unwrap();
        let one = f.append(body, InstData::Const(Const::Int(1)), Some(int), loc).unwrap();
        let i2 = f.append(body, InstData::Binary { op: BinaryOp::Add, args: [i, one] }, Some(int), loc).unwrap();
        f.append(body, InstData::Jump(BlockCall::new(header, vec![i2, s2])), None, loc);
        f.append(exit, InstData::Return(Some(s)), None, loc);
        Fixture { module, func: f, int, long, blocks }
    }

    fn value(n: usize) -> Value {
        Value::new(n)
    }

    fn inst(n: usize) -> Inst {
        Inst::new(n)
    }

    impl Fixture {
        /// Adds an instruction just before `block`'s terminator.
        fn add(&mut self, block: usize, data: InstData, ty: Option<TypeId>) -> Option<Value> {
            let term = self.func.terminator(self.blocks[block]).unwrap();
            self.func.insert_before(term, data, ty, SrcLoc::default())
        }

        fn errors(&self) -> Vec<String> {
            match verify_function(&self.module, &self.func) {
                Ok(()) => Vec::new(),
                Err(errs) => errs.iter().map(|e| e.to_string()).collect(),
            }
        }

        fn expect(&self, expected: &str) {
            let errors = self.errors();
            assert_eq!(errors, vec![expected.to_string()]);
        }
    }

    #[test]
    fn a_well_formed_loop_verifies() {
        assert_eq!(sum().errors(), Vec::<String>::new());
    }

    #[test]
    fn block_must_end_in_a_terminator() {
        let mut fx = sum();
        fx.func.layout.remove_inst(inst(7));
        fx.expect("block2: block does not end in a terminator");
    }

    #[test]
    fn terminator_in_the_middle() {
        let mut fx = sum();
        fx.add(2, InstData::Return(Some(value(2))), None);
        fx.expect("inst9 (ret v2): terminator in the middle of a block");
    }

    #[test]
    fn empty_block() {
        let mut fx = sum();
        fx.func.layout.remove_inst(inst(8));
        fx.expect("block3: block is empty");
    }

    #[test]
    fn argument_count_must_match_the_target() {
        let mut fx = sum();
        fx.func.dfg.insts[inst(1)] = InstData::Jump(BlockCall::new(fx.blocks[1], vec![value(3)]));
        fx.expect("inst1 (jump block1(v3)): block1 takes 2 arguments, 1 given");
    }

    #[test]
    fn argument_types_must_match_the_target() {
        let mut fx = sum();
        let long = fx.long;
        let big = fx.add(0, InstData::Const(Const::Int(7)), Some(long)).unwrap();
        fx.func.dfg.insts[inst(1)] = InstData::Jump(BlockCall::new(fx.blocks[1], vec![big, value(3)]));
        fx.expect("inst1 (jump block1(v8, v3)): argument v8 is long, parameter v1 of block1 is int");
    }

    #[test]
    fn target_must_be_in_the_layout() {
        let mut fx = sum();
        let orphan = fx.func.dfg.make_block();
        fx.func.dfg.insts[inst(7)] = InstData::Jump(BlockCall::new(orphan, vec![]));
        fx.expect("inst7 (jump block4): target block4 is not in the layout");
    }

    #[test]
    fn no_branch_to_the_entry() {
        let mut fx = sum();
        fx.func.dfg.insts[inst(8)] = InstData::Jump(BlockCall::new(fx.blocks[0], vec![value(2)]));
        fx.expect("inst8 (jump block0(v2)): branch to the entry block block0");
    }

    #[test]
    fn operand_must_dominate_its_use() {
        let mut fx = sum();
        // v5 (s + i) is defined in the body, which does not dominate the exit.
        fx.func.dfg.insts[inst(8)] = InstData::Return(Some(value(5)));
        fx.expect("inst8 (ret v5): operand v5 does not dominate its use");
    }

    #[test]
    fn operand_must_be_defined_before_its_use_in_a_block() {
        let mut fx = sum();
        let body = fx.blocks[2];
        let (second, third) = (fx.func.layout.block_insts(body)[1], fx.func.layout.block_insts(body)[2]);
        fx.func.layout.remove_inst(third);
        fx.func.layout.insert_inst_before(third, second);
        fx.expect("inst6 (v7 = add.int v1, v6): operand v6 does not dominate its use");
    }

    #[test]
    fn block_param_must_dominate_its_use() {
        let mut fx = sum();
        // v1 is a parameter of the header, which does not dominate the entry.
        fx.func.dfg.insts[inst(1)] = InstData::Jump(BlockCall::new(fx.blocks[1], vec![value(1), value(3)]));
        fx.expect("inst1 (jump block1(v1, v3)): operand v1 does not dominate its use");
    }

    #[test]
    fn unreachable_blocks_are_exempt_from_dominance_but_not_types() {
        let mut fx = sum();
        let (int, long) = (fx.int, fx.long);
        let dead = fx.func.make_block();
        let loc = SrcLoc::default();
        let big = fx.func.append(dead, InstData::Const(Const::Int(1)), Some(long), loc).unwrap();
        let args = [value(5), big];
        fx.func.append(dead, InstData::Binary { op: BinaryOp::Add, args }, Some(int), loc);
        fx.func.append(dead, InstData::Return(Some(value(5))), None, loc);
        fx.expect("inst10 (v9 = add.int v5, v8): operands of add have different types int and long");
    }

    #[test]
    fn operand_must_exist() {
        let mut fx = sum();
        fx.func.dfg.insts[inst(8)] = InstData::Return(Some(value(99)));
        fx.expect("inst8: v99 does not exist");
    }

    #[test]
    fn operand_must_be_in_the_layout() {
        let mut fx = sum();
        fx.func.layout.remove_inst(inst(5));
        fx.expect("inst6 (v7 = add.int v1, v6): operand v6 is defined by an instruction not in the layout");
    }

    #[test]
    fn value_instructions_have_results_and_stores_do_not() {
        let mut fx = sum();
        let int = fx.int;
        fx.add(2, InstData::Binary { op: BinaryOp::Add, args: [value(1), value(1)] }, None);
        let ptr = fx.module.types.ptr_to(int);
        let null = fx.add(2, InstData::Const(Const::Null), Some(ptr)).unwrap();
        fx.add(2, InstData::Store { addr: null, value: value(1), volatile: false }, Some(int));
        assert_eq!(
            fx.errors(),
            vec![
                "inst9 (add. v1, v1): instruction produces a value but has no result",
                "inst11 (v9 = store v8, v1): instruction produces no value but has result v9",
            ]
        );
    }

    #[test]
    fn comparisons_give_int() {
        let mut fx = sum();
        let long = fx.long;
        fx.add(2, InstData::Binary { op: BinaryOp::Lt, args: [value(1), value(1)] }, Some(long));
        fx.expect("inst9 (v8 = lt.long v1, v1): the result of a scalar comparison should be int");
    }

    #[test]
    fn vector_comparisons_give_masks() {
        let mut fx = sum();
        let float = fx.module.types.float(FloatKind::Float);
        let vec8 = fx.module.types.vector(float, 8);
        let mask4 = fx.module.types.mask(4);
        let v = fx.add(2, InstData::Const(Const::Undef), Some(vec8)).unwrap();
        fx.add(2, InstData::Binary { op: BinaryOp::Lt, args: [v, v] }, Some(mask4));
        fx.expect("inst10 (v9 = lt.<4 x i1> v8, v8): the result should be <8 x i1>");
    }

    #[test]
    fn madd_halves_the_lanes_of_int16_vectors() {
        let mut fx = sum();
        let short = fx.module.types.int(IntKind::Short);
        let uint = fx.module.types.int(IntKind::UInt);
        let (s16, u8x, u16x) =
            (fx.module.types.vector(short, 16), fx.module.types.vector(uint, 8), fx.module.types.vector(uint, 16));
        let v = fx.add(2, InstData::Const(Const::Undef), Some(s16)).unwrap();
        fx.add(2, InstData::Binary { op: BinaryOp::Madd, args: [v, v] }, Some(u8x));
        assert_eq!(fx.errors(), Vec::<String>::new());
        fx.add(2, InstData::Binary { op: BinaryOp::Madd, args: [v, v] }, Some(u16x));
        fx.expect("inst11 (v10 = madd.<16 x uint> v8, v8): madd of <16 x short> and <16 x short> giving <16 x uint>");
    }

    #[test]
    fn addsub_takes_float_vectors_of_pairs() {
        let mut fx = sum();
        let float = fx.module.types.float(FloatKind::Float);
        let int = fx.module.types.int(IntKind::Int);
        let (f8, i8x) = (fx.module.types.vector(float, 8), fx.module.types.vector(int, 8));
        let v = fx.add(2, InstData::Const(Const::Undef), Some(f8)).unwrap();
        fx.add(2, InstData::Binary { op: BinaryOp::AddSub, args: [v, v] }, Some(f8));
        assert_eq!(fx.errors(), Vec::<String>::new());
        let w = fx.add(2, InstData::Const(Const::Undef), Some(i8x)).unwrap();
        fx.add(2, InstData::Binary { op: BinaryOp::AddSub, args: [w, w] }, Some(i8x));
        fx.expect("inst12 (v11 = addsub.<8 x int> v10, v10): addsub of <8 x int> and <8 x int> giving <8 x int>");
    }

    #[test]
    fn shifts_may_mix_integer_types() {
        let mut fx = sum();
        let (int, long) = (fx.int, fx.long);
        let amount = fx.add(2, InstData::Const(Const::Int(3)), Some(long)).unwrap();
        fx.add(2, InstData::Binary { op: BinaryOp::Shl, args: [value(1), amount] }, Some(int));
        assert_eq!(fx.errors(), Vec::<String>::new());
    }

    #[test]
    fn load_address_must_be_a_pointer() {
        let mut fx = sum();
        let int = fx.int;
        fx.add(2, InstData::Load { addr: value(1), volatile: false }, Some(int));
        fx.expect("inst9 (v8 = load.int v1): address int is not a pointer");
    }

    #[test]
    fn ptradd_needs_a_pointer_and_an_integer() {
        let mut fx = sum();
        let int = fx.int;
        fx.add(2, InstData::PtrAdd { base: value(1), index: value(1) }, Some(int));
        fx.expect("inst9 (v8 = ptradd.int v1, v1): ptradd of int and int giving int");
    }

    #[test]
    fn fieldaddr_field_must_be_in_range() {
        let mut fx = sum();
        let int = fx.int;
        let field = Field { name: Some("x".into()), ty: int, offset: 0, bitfield: None };
        let rec = fx.module.types.records.push(RecordDef {
            kind: RecordKind::Struct,
            spelling: Some("struct P".into()),
            fields: vec![field],
            size: 4,
            align: 4,
            complete: true,
            const_padding: false,
            local: false,
            typeof_expr: None,
        });
        let rec_ty = fx.module.types.record(rec);
        let rec_ptr = fx.module.types.ptr_to(rec_ty);
        let int_ptr = fx.module.types.ptr_to(int);
        let base = fx.add(2, InstData::Const(Const::Null), Some(rec_ptr)).unwrap();
        fx.add(2, InstData::FieldAddr { base, field: 0 }, Some(int_ptr));
        fx.add(2, InstData::FieldAddr { base, field: 1 }, Some(int_ptr));
        fx.expect("inst11 (v10 = fieldaddr.*int v8, 1): field 1 is out of range");
    }

    #[test]
    fn return_must_match_the_function_type() {
        let mut fx = sum();
        fx.func.dfg.insts[inst(8)] = InstData::Return(None);
        fx.expect("inst8 (ret): returns nothing from a function returning int");
    }

    #[test]
    fn call_argument_count_must_match_a_prototype() {
        let mut fx = sum();
        let (int, fty) = (fx.int, fx.func.ty.unwrap());
        let callee = fx.module.funcs.push(FuncDecl {
            name: "sum".into(),
            ty: fty,
            linkage: Linkage::External,
            body: None,
            unsupported: None,
            splice: None,
            pp_splice: None,
            end_loc: Default::default(),
            vec_annotations: Vec::new(),
            loc: SrcLoc::default(),
            transformed: false,
            asm: None,
        });
        fx.add(2, InstData::Call { callee: Callee::Direct(callee), args: vec![value(1)] }, Some(int));
        fx.add(2, InstData::Call { callee: Callee::Direct(callee), args: vec![] }, Some(int));
        fx.expect("inst10 (v9 = call.int @sum()): call passes 0 arguments, the callee takes 1");
    }

    #[test]
    fn select_condition_lanes_must_match() {
        let mut fx = sum();
        let float = fx.module.types.float(FloatKind::Float);
        let vec8 = fx.module.types.vector(float, 8);
        let mask4 = fx.module.types.mask(4);
        let v = fx.add(2, InstData::Const(Const::Undef), Some(vec8)).unwrap();
        let m = fx.add(2, InstData::Const(Const::Undef), Some(mask4)).unwrap();
        fx.add(2, InstData::Select { cond: m, args: [v, v] }, Some(vec8));
        fx.expect("inst11 (v10 = select.<8 x float> v9, v8, v8): select condition <4 x i1> is not a scalar or a mask of the result's lanes");
    }

    /// The verifier's errors for a function `@v(*float p, *int q)` with `body` before `ret`.
    fn vector_errors(body: &str) -> Vec<String> {
        let text =
            format!("func @v: fn(*float, *int) -> void {{\nblock0(v0: *float, v1: *int):\n{}\n    ret\n}}\n", body);
        let module = crate::ir::parse::parse_module(&text).unwrap_or_else(|e| panic!("{}", e));
        let (_, decl) = module.funcs.iter().next().unwrap();
        match verify_function(&module, decl.body.as_ref().unwrap()) {
            Ok(()) => Vec::new(),
            Err(errs) => errs.iter().map(|e| e.message.clone()).collect(),
        }
    }

    const VECTORS: &str = "    v2 = vload.<8 x float> v0\n    v3 = const.<8 x int> [0, 1, 2, 3, 4, 5, 6, 7]\n    v4 = lt.<8 x i1> v2, v2\n    v5 = const.<4 x int> [0, 1, 2, 3]";

    fn vector_error(extra: &str) -> String {
        let errors = vector_errors(&format!("{}\n    {}", VECTORS, extra));
        assert_eq!(errors.len(), 1, "{:?}", errors);
        errors[0].clone()
    }

    #[test]
    fn well_typed_vector_code_verifies() {
        let body = format!(
            "{}\n{}",
            VECTORS,
            "    v6 = const.float 1.0
    v7 = splat.<8 x float> v6
    v8 = extract.float v7, 7
    v9 = insert.<8 x float> v7, 0, v8
    v10 = shuffle.<4 x float> v7, v9, [0, 8, 15, 3]
    v11 = vload.aligned.<8 x float> v0, mask v4
    vstore v0, v11, mask v4
    v12 = gather.<8 x int> v1, v3, mask v4
    scatter v1, v3, v12
    v13 = reduce.add.float v11
    v14 = reduce.or.int v4
    v15 = reduce.xor.int v12
    v16 = min.<8 x float> v2, v11
    v17 = cast.<8 x double> v16
    v18 = select.<8 x int> v4, v3, v12
    v19 = cast.<8 x int> v4"
        );
        assert_eq!(vector_errors(&body), Vec::<String>::new());
    }

    #[test]
    fn vector_lane_rules() {
        assert_eq!(
            vector_error("v6 = add.<8 x int> v3, v5"),
            "operands of add have different types <8 x int> and <4 x int>"
        );
        assert_eq!(
            vector_error("v6 = select.<4 x int> v4, v5, v5"),
            "select condition <8 x i1> is not a scalar or a mask of the result's lanes"
        );
        assert_eq!(vector_error("v6 = splat.<8 x float> v3"), "splat of <8 x int> giving <8 x float>");
        assert_eq!(vector_error("v6 = extract.int v3, 8"), "lane 8 is out of range for <8 x int>");
        assert_eq!(vector_error("v6 = extract.float v3, 1"), "lane of <8 x int> is int, not float");
        assert_eq!(vector_error("v6 = extract.int v4, 1"), "<8 x i1> is not a vector");
        assert_eq!(vector_error("v6 = insert.<8 x int> v3, 1, v2"), "lane of <8 x int> is int, not <8 x float>");
        assert_eq!(vector_error("v6 = insert.<4 x int> v3, 1, v2"), "insert into <8 x int> giving <4 x int>");
    }

    #[test]
    fn shuffle_rules() {
        assert_eq!(vector_error("v6 = shuffle.<4 x int> v3, v5, [0, 1, 2, 3]"), "shuffle of <8 x int> and <4 x int>");
        assert_eq!(
            vector_error("v6 = shuffle.<4 x int> v5, v5, [0, 1, 2]"),
            "shuffle of <4 x int> with 3 lanes giving <4 x int>"
        );
        assert_eq!(
            vector_error("v6 = shuffle.<2 x float> v5, v5, [0, 1]"),
            "shuffle of <4 x int> with 2 lanes giving <2 x float>"
        );
        assert_eq!(vector_error("v6 = shuffle.<2 x int> v5, v5, [0, 8]"), "shuffle lane 8 is out of range (< 8)");
    }

    #[test]
    fn vector_memory_rules() {
        assert_eq!(vector_error("v6 = vload.<8 x int> v0"), "address *float is not a pointer to int");
        assert_eq!(vector_error("v6 = vload.int v1"), "int is not a vector");
        assert_eq!(vector_error("v6 = vload.<4 x float> v0, mask v4"), "mask <8 x i1> does not match 4 lanes");
        assert_eq!(vector_error("vstore v1, v2"), "address *int is not a pointer to float");
        assert_eq!(
            vector_error("v6 = gather.<4 x float> v0, v3"),
            "indices <8 x int> are not an integer vector of 4 lanes"
        );
        assert_eq!(
            vector_error("v6 = gather.<8 x float> v0, v2"),
            "indices <8 x float> are not an integer vector of 8 lanes"
        );
        assert_eq!(vector_error("v6 = gather.<8 x int> v0, v3"), "base *float is not a pointer to int");
        assert_eq!(vector_error("scatter v1, v5, v3"), "indices <4 x int> are not an integer vector of 8 lanes");
        assert_eq!(vector_error("scatter v1, v3, v3, mask v3"), "mask <8 x int> does not match 8 lanes");
    }

    #[test]
    fn reduce_rules() {
        assert_eq!(vector_error("v6 = reduce.add.int v2"), "reduce of <8 x float> giving int");
        assert_eq!(vector_error("v6 = reduce.and.float v2"), "reduce.and is not a reduction of <8 x float>");
        assert_eq!(vector_error("v6 = reduce.sub.int v3"), "reduce.sub is not a reduction of <8 x int>");
        assert_eq!(vector_error("v6 = reduce.add.int v4"), "reduce.add of a mask must be or/and giving int");
        assert_eq!(vector_error("v6 = reduce.or.long v4"), "reduce.or of a mask must be or/and giving int");
        assert_eq!(vector_error("v6 = const.int 1\n    v7 = reduce.add.int v6"), "reduce of int, not a vector");
    }

    #[test]
    fn vector_cast_rules() {
        assert_eq!(vector_error("v6 = cast.<4 x double> v2"), "cannot cast <8 x float> to <4 x double>");
        assert_eq!(vector_error("v6 = const.int 1\n    v7 = cast.<8 x int> v6"), "cannot cast int to <8 x int>");
        assert_eq!(vector_error("v6 = cast.int v3"), "cannot cast <8 x int> to int");
    }

    #[test]
    fn entry_params_must_match_the_function_type() {
        let mut fx = sum();
        let long = fx.long;
        fx.func.dfg.values[value(0)].ty = long;
        let errors = fx.errors();
        assert_eq!(errors[0], "block0: entry parameter 0 is long, the function type says int");
    }

    #[test]
    fn module_errors_name_the_function() {
        let mut fx = sum();
        fx.func.layout.remove_inst(inst(7));
        let fty = fx.func.ty.unwrap();
        fx.module.funcs.push(FuncDecl {
            name: "sum".into(),
            ty: fty,
            linkage: Linkage::External,
            body: Some(fx.func.clone()),
            unsupported: None,
            splice: None,
            pp_splice: None,
            end_loc: Default::default(),
            vec_annotations: Vec::new(),
            loc: SrcLoc::default(),
            transformed: false,
            asm: None,
        });
        let errors = verify_module(&fx.module).unwrap_err();
        assert_eq!(errors[0].to_string(), "@sum: block2: block does not end in a terminator");
    }
}
