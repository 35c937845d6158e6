//! One function out of SSA: which values become C locals and which are written inline at their
//! single use, what each local is called, how each instruction reads as C, and the parallel
//! copies that replace block parameters on each edge.
//!
//! A value is inlined when it is pure, used once, in its own block, and (for a load) no memory
//! write lies between it and the statement that evaluates it; constants and addresses of
//! locals and globals are inlined everywhere. A value passed to a block parameter as its only
//! use is computed straight into that parameter's variable when the parameter's old value is
//! dead by then (`s = s + a[i];` rather than `t1 = s + a[i]; ... s = t1;`).
//!
//! The IR initializes by storing, which C does not always allow: `const` members are written
//! through a cast, records with `const` members (which C cannot assign) are copied with
//! `__builtin_memcpy`, and a `const` bit-field by rebuilding its record in a compound literal.
//! This file does not decide control flow: `structure.rs` does, asking this file for statements.

use crate::ctype::{c_decl, c_type};
use crate::expr::{assign, binary, CExpr, PREC_ASSIGN, PREC_COND, PREC_LOG_OR, PREC_POSTFIX, PREC_UNARY};
use crate::literal::{float_literal, scalar_from_bits, string_literal, zero_of};
use crate::names::Namer;
use crate::stmt::Stmt;
use crate::EmitError;
use cranelift_entity::SecondaryMap;
use midend::analysis::{ControlFlowGraph, DomTree};
use midend::ir::*;
use std::collections::BTreeMap;

/// Index of a C local variable in `FuncEmitter::vars`.
pub type VarId = usize;

pub struct Var {
    pub name: String,
    pub ty: TypeId,
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
    /// Whether a value is needed by some effect of the function.
    live: SecondaryMap<Value, bool>,
    /// Uses of each value by emitted instructions and copies.
    uses: SecondaryMap<Value, u32>,
    /// Written at its use instead of in a local.
    inlined: SecondaryMap<Value, bool>,
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
    /// Whether any value of the function is a vector or a mask (calls then may need the
    /// target's call barrier).
    holds_vectors: bool,
}

impl<'a> FuncEmitter<'a> {
    pub fn new(
        module: &'a Module,
        func: &'a Function,
        namer: Namer,
        target: midend::target::TargetKind,
    ) -> FuncEmitter<'a> {
        let cfg = ControlFlowGraph::compute(func);
        let domtree = DomTree::compute(func, &cfg);
        FuncEmitter {
            module,
            types: &module.types,
            func,
            cfg,
            domtree,
            live: SecondaryMap::new(),
            uses: SecondaryMap::new(),
            inlined: SecondaryMap::new(),
            dead_store: SecondaryMap::new(),
            unread_slot: SecondaryMap::new(),
            var_of: SecondaryMap::new(),
            vars: Vec::new(),
            n_param_vars: 0,
            slot_names: SecondaryMap::new(),
            statics: BTreeMap::new(),
            namer,
            vec: crate::vector::Lowerer::new(target),
            zeroed_slot: SecondaryMap::new(),
            emitted_users: SecondaryMap::new(),
            param_slot: SecondaryMap::new(),
            param_spill: SecondaryMap::new(),
            holds_vectors: func
                .dfg
                .values
                .values()
                .any(|d| matches!(module.types.kind(d.ty), TypeKind::Vector(..) | TypeKind::Mask(_))),
        }
    }

    /// Runs the analyses in order. `param_names` overrides the entry parameters' names (for a
    /// full definition); otherwise they keep their source names, which must exist if used.
    pub fn prepare(&mut self, param_names: Option<&[String]>) -> Result<(), EmitError> {
        self.find_dead_stores();
        self.compute_liveness();
        self.count_uses();
        self.name_params(param_names)?;
        self.name_statics();
        self.name_slots();
        self.decide_inlining();
        self.coalesce_into_params();
        self.name_values();
        self.find_zeroed_slots();
        Ok(())
    }

    fn reachable_blocks(&self) -> Vec<Block> {
        self.func.layout.blocks.iter().copied().filter(|b| self.cfg.is_reachable(*b)).collect()
    }

    // ---- liveness, uses ----

    /// A slot whose address is only ever stored through (`char s[] = "hi";` kept for its
    /// `sizeof`) is never read: its stores are dropped, so that GCC sees no set-but-unused local.
    fn find_dead_stores(&mut self) {
        let mut users: SecondaryMap<Value, Vec<Inst>> = SecondaryMap::new();
        let mut slot_addrs: Vec<(StackSlot, Value)> = Vec::new();
        for block in self.reachable_blocks() {
            for &inst in self.func.layout.block_insts(block) {
                self.func.inst(inst).for_each_operand(|v| users[v].push(inst));
                if let (InstData::SlotAddr(slot), Some(v)) = (self.func.inst(inst), self.func.dfg.result(inst)) {
                    slot_addrs.push((*slot, v));
                }
            }
        }
        let mut read: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
        let mut stores: Vec<(StackSlot, Inst)> = Vec::new();
        for &(slot, addr) in &slot_addrs {
            let mut work = vec![addr];
            while let Some(a) = work.pop() {
                for &user in &users[a] {
                    match self.func.inst(user) {
                        InstData::Store { addr, value, volatile: false } if *addr == a && *value != a => {
                            stores.push((slot, user))
                        }
                        InstData::BitfieldStore { base, value, volatile: false, .. } if *base == a && *value != a => {
                            stores.push((slot, user))
                        }
                        InstData::ElemAddr { base, .. }
                        | InstData::FieldAddr { base, .. }
                        | InstData::PtrAdd { base, .. }
                            if *base == a =>
                        {
                            work.extend(self.func.dfg.result(user));
                        }
                        // Testing the address for null reads nothing (it is folded to 1).
                        InstData::Cast { .. }
                            if self.func.dfg.result(user).is_some_and(|r| {
                                self.types.int_kind(self.func.value_type(r)) == Some(IntKind::Bool)
                            }) => {}
                        _ => read[slot] = true,
                    }
                }
            }
        }
        for (slot, store) in stores {
            if !read[slot] {
                self.dead_store[store] = true;
            }
        }
        for &(slot, _) in &slot_addrs {
            self.unread_slot[slot] = !read[slot];
        }
    }

    /// Marks values some effect needs: store/call operands, conditions, returned values, and,
    /// through block parameters, the arguments passed to live parameters.
    fn compute_liveness(&mut self) {
        let mut work: Vec<Value> = Vec::new();
        for block in self.reachable_blocks() {
            for &inst in self.func.layout.block_insts(block) {
                let data = self.func.inst(inst);
                match data {
                    InstData::Jump(_) => {}
                    InstData::Branch { cond, .. } => work.push(*cond),
                    InstData::Switch { arg, .. } => work.push(*arg),
                    _ if !data.is_pure() && !self.dead_store[inst] => data.for_each_operand(|v| work.push(v)),
                    _ => {}
                }
            }
        }
        while let Some(v) = work.pop() {
            if self.live[v] {
                continue;
            }
            self.live[v] = true;
            match self.func.dfg.value_def(v) {
                ValueDef::Result(inst) => self.func.inst(inst).for_each_operand(|op| work.push(op)),
                ValueDef::Param(block, idx) => {
                    for &pred in self.cfg.preds(block) {
                        for call in self.func.calls_to(pred, block) {
                            if let Some(&arg) = call.args.get(idx as usize) {
                                work.push(arg);
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether an instruction is written out: it has an effect, or its result is needed.
    fn is_emitted(&self, inst: Inst) -> bool {
        let data = self.func.inst(inst);
        (!data.is_pure() && !self.dead_store[inst]) || self.func.dfg.result(inst).is_some_and(|v| self.live[v])
    }

    fn count_uses(&mut self) {
        for block in self.reachable_blocks() {
            for &inst in self.func.layout.block_insts(block) {
                if !self.is_emitted(inst) {
                    continue;
                }
                for v in self.emitted_operands(inst) {
                    self.uses[v] += 1;
                }
            }
        }
    }

    /// The operands an emitted instruction reads (block-call arguments only for live parameters).
    fn emitted_operands(&self, inst: Inst) -> Vec<Value> {
        let data = self.func.inst(inst);
        let mut res = Vec::new();
        let calls = |dest: &BlockCall, res: &mut Vec<Value>| {
            for (idx, &arg) in dest.args.iter().enumerate() {
                if self.func.dfg.block_params(dest.block).get(idx).is_some_and(|p| self.live[*p]) {
                    res.push(arg);
                }
            }
        };
        match data {
            InstData::Jump(dest) => calls(dest, &mut res),
            InstData::Branch { cond, then_dest, else_dest } => {
                res.push(*cond);
                calls(then_dest, &mut res);
                calls(else_dest, &mut res);
            }
            InstData::Switch { arg, cases, default } => {
                res.push(*arg);
                cases.iter().for_each(|(_, d)| calls(d, &mut res));
                calls(default, &mut res);
            }
            _ => data.for_each_operand(|v| res.push(v)),
        }
        res
    }

    // ---- inlining ----

    /// Constants and addresses that can be written wherever they are used.
    fn is_everywhere_inline(&self, v: Value) -> bool {
        let Some(inst) = self.func.dfg.defining_inst(v) else { return false };
        match self.func.inst(inst) {
            InstData::Const(Const::Str(_)) => false,
            InstData::Const(_) | InstData::GlobalAddr(_) | InstData::FuncAddr(_) | InstData::SlotAddr(_) => true,
            InstData::ElemAddr { base, index } | InstData::PtrAdd { base, index } => {
                self.is_everywhere_inline(*base) && self.is_everywhere_inline(*index)
            }
            InstData::FieldAddr { base, .. } => self.is_everywhere_inline(*base),
            _ => false,
        }
    }

    /// The address of a member that may be less aligned than its type (of a packed record, or
    /// inside one): gcc warns when that becomes a plain pointer (`int *t = &s->x;`), which may
    /// also be dereferenced as if aligned. Such addresses are written as lvalues at their uses
    /// (`t1->x`), from their record's address.
    fn is_under_aligned(&self, v: Value) -> bool {
        let Some(inst) = self.func.dfg.defining_inst(v) else { return false };
        match self.func.inst(inst) {
            InstData::FieldAddr { base, field } => {
                let rec = self.types.pointee(self.func.value_type(*base)).and_then(|t| self.types.record_of(t));
                let packed = rec.is_some_and(|rec| {
                    let def = &self.types.records[rec];
                    let natural = def
                        .fields
                        .get(*field as usize)
                        .and_then(|f| Some((f.offset, self.types.align_of(f.ty)?.max(1))));
                    natural.is_some_and(|(offset, align)| def.align < align || offset % align != 0)
                });
                packed || self.is_under_aligned(*base)
            }
            InstData::ElemAddr { base, .. } => self.is_under_aligned(*base),
            _ => false,
        }
    }

    /// The values that are the base of an under-aligned address (`is_under_aligned`) without
    /// being one.
    fn under_aligned_bases(&self) -> std::collections::BTreeSet<Value> {
        let mut res = std::collections::BTreeSet::new();
        for block in self.reachable_blocks() {
            for &inst in self.func.layout.block_insts(block) {
                let (Some(v), InstData::FieldAddr { base, .. } | InstData::ElemAddr { base, .. }) =
                    (self.func.dfg.result(inst), self.func.inst(inst))
                else {
                    continue;
                };
                if self.is_under_aligned(v) && !self.is_under_aligned(*base) {
                    res.insert(*base);
                }
            }
        }
        res
    }

    fn is_vector_like(&self, v: Value) -> bool {
        matches!(self.types.kind(self.func.value_type(v)), TypeKind::Vector(..) | TypeKind::Mask(_))
    }

    fn writes_memory(data: &InstData) -> bool {
        data.writes_memory()
            || matches!(data, InstData::Load { volatile: true, .. } | InstData::BitfieldLoad { volatile: true, .. })
    }

    /// Decides, block by block from the bottom up, which values are written at their use.
    /// `eval_pos[i]` is where instruction `i`'s expression is evaluated: its own position, or
    /// (when inlined) that of its user.
    fn decide_inlining(&mut self) {
        let under_aligned_bases = self.under_aligned_bases();
        for block in self.reachable_blocks() {
            let insts = self.func.layout.block_insts(block).to_vec();
            let mut eval_pos: Vec<usize> = (0..insts.len()).collect();
            // Whether a call is already written inside the statement at each position.
            let mut call_at: Vec<bool> = vec![false; insts.len()];
            // The single user of each value defined here, if it is in this block.
            let mut user: BTreeMap<Value, usize> = BTreeMap::new();
            for (pos, &inst) in insts.iter().enumerate() {
                if self.is_emitted(inst) {
                    for v in self.emitted_operands(inst) {
                        user.insert(v, pos);
                    }
                }
            }
            for pos in (0..insts.len()).rev() {
                let inst = insts[pos];
                let Some(v) = self.func.dfg.result(inst) else { continue };
                if !self.live[v] {
                    continue;
                }
                if self.is_everywhere_inline(v) || self.is_under_aligned(v) {
                    self.inlined[v] = true;
                    continue;
                }
                let data = self.func.inst(inst);
                // The record whose packed member an under-aligned address is written from keeps
                // a name: that address is written again at each use.
                if under_aligned_bases.contains(&v) {
                    continue;
                }
                // One named temporary per vector value, as a person writing intrinsics would.
                if self.is_vector_like(v) {
                    continue;
                }
                let Some(&user_pos) = user.get(&v) else { continue };
                if self.uses[v] != 1 || user_pos <= pos {
                    continue;
                }
                if matches!(data, InstData::Call { .. }) {
                    if self.can_inline_call(&insts, pos, eval_pos[user_pos], &call_at) {
                        self.inlined[v] = true;
                        eval_pos[pos] = eval_pos[user_pos];
                        call_at[eval_pos[user_pos]] = true;
                    }
                    continue;
                }
                if !data.is_pure() {
                    continue;
                }
                let at = eval_pos[user_pos];
                if data.reads_memory() && insts[pos + 1..at].iter().any(|i| Self::writes_memory(self.func.inst(*i))) {
                    continue;
                }
                self.inlined[v] = true;
                eval_pos[pos] = at;
            }
        }
    }

    /// `t = f(x); use(t)` reads as `use(f(x))` when nothing with an effect, and no memory
    /// read, lies between the call and the statement that uses it, and that statement has no
    /// other call inside it (the order of two calls in one expression is unspecified).
    fn can_inline_call(&self, insts: &[Inst], pos: usize, at: usize, call_at: &[bool]) -> bool {
        let Some(v) = self.func.dfg.result(insts[pos]) else { return false };
        // A jump argument is evaluated on one path only: the call must stay where it is.
        let in_condition = match self.func.inst(insts[at]) {
            InstData::Return(_) => true,
            InstData::Branch { cond, then_dest, else_dest } => {
                *cond == v && !then_dest.args.contains(&v) && !else_dest.args.contains(&v)
            }
            InstData::Switch { .. } => false,
            other => !other.is_terminator(),
        };
        if call_at[at] || !in_condition {
            return false;
        }
        insts[pos + 1..at].iter().all(|&i| {
            let data = self.func.inst(i);
            !self.is_emitted(i) || (self.func.dfg.result(i).is_some_and(|v| self.inlined[v]) && !data.reads_memory())
        }) && self.writes_nothing_read_at(insts, at)
    }

    /// The statement at `at` reads no memory except through the call itself (a load written
    /// in the same expression could see the call's stores, or not).
    fn writes_nothing_read_at(&self, insts: &[Inst], at: usize) -> bool {
        let mut stack: Vec<Value> = Vec::new();
        let data = self.func.inst(insts[at]);
        if matches!(data, InstData::Load { .. } | InstData::BitfieldLoad { .. }) {
            return false;
        }
        // A `const` bit-field store reads the record's other members (`const_bitfield_store_text`).
        if let InstData::BitfieldStore { base, field, .. } = data {
            if self.bitfield_field(*base, *field).is_some_and(|(_, f)| self.types.quals(f.ty).contains(Quals::CONST)) {
                return false;
            }
        }
        stack.extend(self.emitted_operands(insts[at]));
        while let Some(v) = stack.pop() {
            if !self.inlined[v] {
                continue;
            }
            let Some(inst) = self.func.dfg.defining_inst(v) else { continue };
            let op = self.func.inst(inst);
            if matches!(op, InstData::Load { .. } | InstData::BitfieldLoad { .. }) {
                return false;
            }
            if !matches!(op, InstData::Call { .. }) {
                stack.extend(op.operands());
            }
        }
        true
    }

    // ---- names ----

    fn new_var(&mut self, name: String, ty: TypeId) -> VarId {
        self.vars.push(Var { name, ty });
        self.vars.len() - 1
    }

    fn name_params(&mut self, param_names: Option<&[String]>) -> Result<(), EmitError> {
        let params = self.func.params().to_vec();
        for (idx, &p) in params.iter().enumerate() {
            let name = match param_names {
                Some(names) => names.get(idx).cloned(),
                None => self.func.value_name(p).map(str::to_string),
            };
            let name = match name {
                Some(name) => name,
                None if self.uses[p] == 0 && param_names.is_none() => continue,
                None => return Err(EmitError::new(format!("parameter {} has no name", idx + 1))),
            };
            self.namer.claim(&name);
            let var = self.new_var(name, self.func.value_type(p));
            self.var_of[p] = Some(var);
        }
        self.n_param_vars = self.vars.len();
        Ok(())
    }

    fn name_statics(&mut self) {
        let Some(func_id) = self.module.func_by_name(&self.func.name) else { return };
        for (id, global) in self.module.globals.iter() {
            if global.linkage == Linkage::Local(func_id) {
                let name = self.namer.fresh(Some(&global.name));
                self.statics.insert(id, name);
            }
        }
    }

    fn name_slots(&mut self) {
        let mut used: SecondaryMap<StackSlot, bool> = SecondaryMap::new();
        for block in self.reachable_blocks() {
            for &inst in self.func.layout.block_insts(block) {
                if let InstData::SlotAddr(slot) = self.func.inst(inst) {
                    if self.func.dfg.result(inst).is_some_and(|v| self.live[v]) {
                        used[*slot] = true;
                    }
                }
            }
        }
        self.find_param_slots();
        for (slot, data) in self.func.slots.iter() {
            if used[slot] && !self.unread_slot[slot] && self.slot_names[slot].is_none() {
                self.slot_names[slot] = Some(self.namer.fresh(data.name.as_deref()));
            }
        }
    }

    // f(struct S p) { struct S p_1; p_1 = p; ... &p_1 ... }    => f(struct S p) { ... &p ... }
    //
    // A parameter whose address is taken is copied into a slot on entry; when that copy is the
    // parameter's only use and comes before anything else touches memory, the slot is the
    // parameter itself (C parameters are ordinary locals). For records C cannot assign, this
    // also saves a byte copy.
    fn find_param_slots(&mut self) {
        let Some(entry) = self.func.entry_block() else { return };
        if !self.cfg.preds(entry).is_empty() {
            return;
        }
        for &inst in self.func.layout.block_insts(entry) {
            let data = self.func.inst(inst);
            let InstData::Store { addr, value, volatile: false } = data else {
                if Self::writes_memory(data) || matches!(data, InstData::Call { .. }) || data.is_terminator() {
                    return;
                }
                continue;
            };
            let slot = self.func.dfg.defining_inst(*addr).and_then(|i| match self.func.inst(i) {
                InstData::SlotAddr(slot) => Some(*slot),
                _ => None,
            });
            let param = self.func.params().iter().copied().find(|p| p == value);
            let (Some(slot), Some(param), Some(var)) = (slot, param, self.var_of[*value]) else { return };
            let data = &self.func.slots[slot];
            let fits = data.ty == self.func.value_type(param) && data.align.is_none();
            if !fits || self.uses[param] != 1 || self.dead_store[inst] || self.slot_names[slot].is_some() {
                return;
            }
            self.slot_names[slot] = Some(self.vars[var].name.clone());
            self.param_slot[slot] = true;
            self.param_spill[inst] = true;
        }
    }

    /// Every live, non-inlined value without a variable gets one, in layout order.
    fn name_values(&mut self) {
        for block in self.reachable_blocks() {
            let params = self.func.dfg.block_params(block).to_vec();
            let results: Vec<Value> =
                self.func.layout.block_insts(block).iter().filter_map(|i| self.func.dfg.result(*i)).collect();
            for v in params.into_iter().chain(results) {
                if !self.live[v] || self.inlined[v] || self.var_of[v].is_some() {
                    continue;
                }
                let name = self.namer.fresh(self.func.value_name(v));
                let var = self.new_var(name, self.func.value_type(v));
                self.var_of[v] = Some(var);
            }
        }
    }

    /// The slots that `const` bit-fields are initialized in.
    fn find_zeroed_slots(&mut self) {
        let mut bases = Vec::new();
        for block in self.reachable_blocks() {
            for &inst in self.func.layout.block_insts(block) {
                let InstData::BitfieldStore { base, field, .. } = self.func.inst(inst) else { continue };
                let is_const = self
                    .bitfield_field(*base, *field)
                    .is_some_and(|(_, f)| self.types.quals(f.ty).contains(Quals::CONST));
                if is_const && self.is_emitted(inst) {
                    bases.push(*base);
                }
            }
        }
        for mut addr in bases {
            while let Some(inst) = self.func.dfg.defining_inst(addr) {
                match self.func.inst(inst) {
                    InstData::FieldAddr { base, .. }
                    | InstData::ElemAddr { base, .. }
                    | InstData::PtrAdd { base, .. } => addr = *base,
                    InstData::SlotAddr(slot) => {
                        self.zeroed_slot[*slot] = true;
                        break;
                    }
                    _ => break,
                }
            }
        }
    }

    // ---- coalescing ----

    /// `v = op ...; jump B(v)` with `v` used only there: compute `v` into `B`'s parameter
    /// directly when the parameter's current value is dead from `v`'s definition on.
    fn coalesce_into_params(&mut self) {
        // What is emitted and what it reads are settled by now (liveness, inlining).
        for block in self.reachable_blocks() {
            for (pos, &inst) in self.func.layout.block_insts(block).iter().enumerate() {
                if self.is_emitted(inst) {
                    for op in self.emitted_operands(inst) {
                        self.emitted_users[op].push((block, pos as u32));
                    }
                }
            }
        }
        let mut assigned: BTreeMap<Value, Vec<Value>> = BTreeMap::new();
        for block in self.reachable_blocks() {
            let Some(term) = self.func.terminator(block) else { continue };
            for dest in self.func.inst(term).branch_targets() {
                for (idx, &arg) in dest.args.iter().enumerate() {
                    let Some(&param) = self.func.dfg.block_params(dest.block).get(idx) else { continue };
                    if self.can_coalesce(arg, param, block, dest, &assigned) {
                        let var = match self.var_of[param] {
                            Some(var) => var,
                            None => {
                                let name = self.namer.fresh(self.func.value_name(param));
                                let var = self.new_var(name, self.func.value_type(param));
                                self.var_of[param] = Some(var);
                                var
                            }
                        };
                        self.var_of[arg] = Some(var);
                        assigned.entry(param).or_default().push(arg);
                    }
                }
            }
        }
    }

    fn can_coalesce(
        &self,
        arg: Value,
        param: Value,
        from: Block,
        dest: &BlockCall,
        assigned: &BTreeMap<Value, Vec<Value>>,
    ) -> bool {
        let Some(def_inst) = self.func.dfg.defining_inst(arg) else { return false };
        if !self.live[param]
            || !self.live[arg]
            || self.inlined[arg]
            || self.uses[arg] == 0
            || self.var_of[arg].is_some()
        {
            return false;
        }
        if self.func.dfg.block_params(self.func.entry_block().unwrap_or(dest.block)).contains(&param) {
            return false;
        }
        let ty_of = |v: Value| self.types.get(self.func.value_type(v)).kind.clone();
        if ty_of(arg) != ty_of(param) {
            return false;
        }
        let Some(def_block) = self.func.layout.inst_block(def_inst) else { return false };
        if self.uses[arg] > 1 && !self.other_uses_see_arg(arg, def_inst, def_block, dest.block) {
            return false;
        }
        // No other argument of this jump may read the parameter's variable.
        let others_read_param =
            dest.args.iter().enumerate().any(|(i, &a)| {
                self.func.dfg.block_params(dest.block).get(i) != Some(&param) && self.reads_value(a, param)
            });
        if others_read_param || !self.domtree.dominates(def_block, from) {
            return false;
        }
        let after = self.points_after(def_inst, def_block, dest.block);
        let param_used_after = after.iter().any(|&(b, start)| self.block_reads_after(b, start, param, from, dest));
        if param_used_after {
            return false;
        }
        // Another value already computed into this parameter must not be defined after us.
        let clash = assigned.get(&param).is_some_and(|others| {
            others.iter().any(|&o| {
                let Some(oi) = self.func.dfg.defining_inst(o) else { return true };
                let Some(ob) = self.func.layout.inst_block(oi) else { return true };
                after.iter().any(|&(b, start)| b == ob && self.position(oi) >= start)
                    || self
                        .points_after(oi, ob, dest.block)
                        .iter()
                        .any(|&(b, start)| b == def_block && self.position(def_inst) >= start)
            })
        });
        !clash
    }

    /// Whether every read of `arg` besides the jump being coalesced still finds `arg` in the
    /// parameter's variable. The variable is written by `arg`'s definition and by the jumps
    /// into `dest` (copies of the other predecessors' arguments, or values coalesced into it,
    /// which `can_coalesce`'s clash test keeps off the paths from `arg`'s definition), so a
    /// read is safe when it follows the definition in its block, or lies in a block that
    /// `dest` cannot reach without passing the definition's block. This is what lets a vector
    /// loop's accumulators live in one variable each although the loop's exit reads them too
    /// (`acc = _mm256_add_ps(acc, x)` instead of `t = ...; if (done) break; acc = t;`, which
    /// left gcc a register move per accumulator per iteration).
    fn other_uses_see_arg(&self, arg: Value, def_inst: Inst, def_block: Block, dest: Block) -> bool {
        let users = &self.emitted_users[arg];
        let def_pos = self.position(def_inst);
        // A read inside an inlined expression happens where that expression is written:
        // later in the same block (values are inlined only into users of their block).
        if users.iter().any(|&(block, pos)| block == def_block && pos as usize <= def_pos) {
            return false;
        }
        if users.iter().all(|&(block, _)| block == def_block) {
            return true;
        }
        let reachable_from_dest = {
            let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
            let mut work = if dest == def_block { Vec::new() } else { vec![dest] };
            while let Some(b) = work.pop() {
                if b == def_block || seen[b] {
                    continue;
                }
                seen[b] = true;
                work.extend(self.cfg.succs(b).iter().copied());
            }
            seen
        };
        users.iter().all(|&(block, _)| block == def_block || !reachable_from_dest[block])
    }

    fn position(&self, inst: Inst) -> usize {
        let block = self.func.layout.inst_block(inst).expect("inst in layout");
        self.func.layout.block_insts(block).iter().position(|i| *i == inst).unwrap_or(0)
    }

    /// The program points after `inst` up to `stop`'s entry: `(block, first position)`.
    fn points_after(&self, inst: Inst, block: Block, stop: Block) -> Vec<(Block, usize)> {
        let mut res = vec![(block, self.position(inst) + 1)];
        let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut work: Vec<Block> = self.cfg.succs(block).to_vec();
        while let Some(b) = work.pop() {
            if b == stop || seen[b] {
                continue;
            }
            seen[b] = true;
            res.push((b, 0));
            work.extend(self.cfg.succs(b).iter().copied());
        }
        res
    }

    /// Whether `block` reads `param` at or after `start`, other than through the argument
    /// being coalesced (the jump `from -> dest`).
    fn block_reads_after(&self, block: Block, start: usize, param: Value, from: Block, dest: &BlockCall) -> bool {
        let insts = self.func.layout.block_insts(block);
        insts.iter().skip(start).any(|&inst| {
            if !self.is_emitted(inst) {
                return false;
            }
            let data = self.func.inst(inst);
            if data.is_terminator() {
                let mut reads = false;
                let cond = match data {
                    InstData::Branch { cond, .. } => Some(*cond),
                    InstData::Switch { arg, .. } => Some(*arg),
                    InstData::Return(v) => *v,
                    _ => None,
                };
                if let Some(c) = cond {
                    reads |= self.reads_value(c, param);
                }
                for call in data.branch_targets() {
                    let params = self.func.dfg.block_params(call.block);
                    for (i, &a) in call.args.iter().enumerate() {
                        let is_ours = block == from && call == dest && params.get(i) == Some(&param);
                        if !is_ours && params.get(i).is_some_and(|p| self.live[*p]) && self.reads_value(a, param) {
                            reads = true;
                        }
                    }
                }
                return reads;
            }
            // Inlined values are read where their user is, so look at direct operands only of
            // statements, through the inlined trees.
            if self.func.dfg.result(inst).is_some_and(|v| self.inlined[v]) {
                return false;
            }
            self.emitted_operands(inst).iter().any(|&op| self.reads_value(op, param))
        })
    }

    /// Whether the C expression for `v` reads the variable of `target`.
    fn reads_value(&self, v: Value, target: Value) -> bool {
        if v == target {
            return true;
        }
        if !self.inlined[v] {
            return false;
        }
        let Some(inst) = self.func.dfg.defining_inst(v) else { return false };
        self.func.inst(inst).operands().iter().any(|&op| self.reads_value(op, target))
    }

    /// The variables the C expression for `v` reads.
    fn reads_vars(&self, v: Value, res: &mut Vec<VarId>) {
        if self.inlined[v] {
            if let Some(inst) = self.func.dfg.defining_inst(v) {
                for op in self.func.inst(inst).operands() {
                    self.reads_vars(op, res);
                }
            }
        } else if let Some(var) = self.var_of[v] {
            res.push(var);
        }
    }
}

// ---- rendering ----

impl<'a> FuncEmitter<'a> {
    fn err(&self, msg: impl Into<String>) -> EmitError {
        EmitError::new(msg)
    }

    /// The slots declared in the body, with their names.
    pub fn slot_decls(&self) -> Vec<(StackSlot, String)> {
        let declared = |s: &StackSlot| !self.param_slot[*s];
        self.func.slots.keys().filter(declared).filter_map(|s| self.slot_names[s].clone().map(|n| (s, n))).collect()
    }

    /// The C expression for `v`.
    pub fn value(&self, v: Value) -> Result<CExpr, EmitError> {
        if let Some(var) = self.var_of[v] {
            if !self.inlined[v] {
                return Ok(CExpr::primary(self.vars[var].name.clone()));
            }
        }
        match self.func.dfg.value_def(v) {
            ValueDef::Result(inst) if self.inlined[v] || self.is_everywhere_inline(v) => self.inst_expr(inst),
            _ => Err(self.err(format!("{} has no C name", v))),
        }
    }

    fn global_name(&self, g: GlobalId) -> String {
        self.statics.get(&g).cloned().unwrap_or_else(|| self.module.globals[g].name.clone())
    }

    fn field_name(&self, base: Value, field: u32) -> Result<String, EmitError> {
        let ptr_ty = self.func.value_type(base);
        let rec = self
            .types
            .pointee(ptr_ty)
            .and_then(|t| self.types.record_of(t))
            .ok_or_else(|| self.err("a field access through a non-record pointer"))?;
        let def = &self.types.records[rec];
        def.fields
            .get(field as usize)
            .and_then(|f| f.name.clone())
            .ok_or_else(|| self.err("an access to an anonymous member"))
    }

    /// An array index or pointer offset. A widening cast of the index changes no value, so
    /// `a[(long)i]` is written `a[i]`.
    fn index_value(&self, index: Value) -> Result<CExpr, EmitError> {
        let inline = self.inlined[index] && self.var_of[index].is_none();
        // A constant index needs no suffix: `a[3]`, not `a[3L]`.
        let constant = self.func.dfg.defining_inst(index).filter(|_| inline).and_then(|i| match self.func.inst(i) {
            InstData::Const(Const::Int(bits)) => Some(*bits as i64),
            _ => None,
        });
        if let Some(value) = constant
            .filter(|v| i32::try_from(*v).is_ok() && (*v >= 0 || self.types.is_signed(self.func.value_type(index))))
        {
            return Ok(if value < 0 {
                CExpr::new(value.to_string(), PREC_UNARY)
            } else {
                CExpr::primary(value.to_string())
            });
        }
        if let Some(inst) = self.func.dfg.defining_inst(index).filter(|_| inline) {
            if let InstData::Cast { arg } = self.func.inst(inst) {
                let to = self.types.int_kind(self.func.value_type(index));
                let from = self.types.int_kind(self.func.value_type(*arg));
                if let (Some(to), Some(from)) = (to, from) {
                    let cs = self.types.char_is_signed;
                    let (fs, ts) = (from.is_signed_with(cs), to.is_signed_with(cs));
                    let widening = to.bits() > from.bits() && (ts || !fs) && from != IntKind::Bool;
                    if widening {
                        return self.value(*arg);
                    }
                }
            }
        }
        self.value(index)
    }

    fn is_zero(&self, v: Value) -> bool {
        self.func.dfg.defining_inst(v).is_some_and(|i| matches!(self.func.inst(i), InstData::Const(Const::Int(0))))
    }

    /// The place the pointer `addr` points to, written as naturally as its definition allows.
    fn place(&self, addr: Value) -> Result<Place, EmitError> {
        let inline = self.inlined[addr] || (self.is_everywhere_inline(addr) && self.var_of[addr].is_none());
        let def = self.func.dfg.defining_inst(addr).filter(|_| inline);
        let Some(inst) = def else { return Ok(Place::Deref(self.value(addr)?)) };
        Ok(match self.func.inst(inst) {
            InstData::SlotAddr(slot) => {
                let name = self.slot_names[*slot].clone().ok_or_else(|| self.err("a stack slot without a name"))?;
                Place::Lvalue(CExpr::primary(name))
            }
            InstData::GlobalAddr(g) => Place::Lvalue(CExpr::primary(self.global_name(*g))),
            InstData::ElemAddr { base, index } => Place::Lvalue(self.place(*base)?.index(&self.index_value(*index)?)),
            InstData::FieldAddr { base, field } => {
                Place::Lvalue(self.place(*base)?.member(&self.field_name(*base, *field)?))
            }
            InstData::PtrAdd { base, index } => Place::Index(self.value(*base)?, self.index_value(*index)?),
            _ => Place::Deref(self.value(addr)?),
        })
    }

    /// The lvalue `*addr`, through a `volatile` pointer when the access is volatile but the
    /// pointer type does not say so.
    fn deref(&self, addr: Value, volatile: bool) -> Result<CExpr, EmitError> {
        let ptr_ty = self.func.value_type(addr);
        let pointee = self.types.pointee(ptr_ty).ok_or_else(|| self.err("a load or store through a non-pointer"))?;
        if volatile && !self.types.quals(pointee).contains(Quals::VOLATILE) {
            let cast = format!("({})", crate::ctype::c_decl_qualified(self.types, pointee, "*", Quals::VOLATILE)?);
            let ptr = CExpr::prefix(&cast, &self.place(addr)?.address());
            return Ok(CExpr::prefix("*", &ptr));
        }
        Ok(self.place(addr)?.lvalue())
    }

    /// The lvalue a store writes. The IR initializes `const` members and locals by storing to
    /// them, which C only allows through a cast: `*(int *)&s.f0 = 1;` (GCC and Clang compile it
    /// as the initialization it is). A whole struct with `const` members is not assigned at all
    /// (`store_stmt` copies its bytes).
    fn store_target(&self, addr: Value, volatile: bool) -> Result<CExpr, EmitError> {
        let pointee =
            self.types.pointee(self.func.value_type(addr)).ok_or_else(|| self.err("a store through a non-pointer"))?;
        if !self.types.quals(pointee).contains(Quals::CONST) {
            return self.deref(addr, volatile);
        }
        let keep =
            if volatile || self.types.quals(pointee).contains(Quals::VOLATILE) { Quals::VOLATILE } else { Quals::NONE };
        let ptr = format!("({})", crate::ctype::c_decl_unqualified_with(self.types, pointee, "*", keep)?);
        Ok(CExpr::prefix("*", &CExpr::prefix(&ptr, &self.place(addr)?.address())))
    }

    /// Integer results narrower than `int` are computed in `int` by C; cast them back.
    fn narrow(&self, ty: TypeId, e: CExpr) -> Result<CExpr, EmitError> {
        match self.types.int_kind(ty) {
            Some(kind) if kind.rank() < IntKind::Int.rank() => Ok(CExpr::prefix(&format!("({})", kind.c_name()), &e)),
            _ => Ok(e),
        }
    }

    fn result_type(&self, inst: Inst) -> Result<TypeId, EmitError> {
        self.func
            .dfg
            .result(inst)
            .map(|v| self.func.value_type(v))
            .ok_or_else(|| self.err("an instruction without a result used as a value"))
    }

    fn cast_to(&self, ty: TypeId, arg: Value) -> Result<CExpr, EmitError> {
        let from = self.func.value_type(arg);
        // The address of an object is never null; GCC warns about testing it (-Waddress).
        let is_address = self.types.is_pointer(from)
            && self.is_everywhere_inline(arg)
            && !self.func.dfg.defining_inst(arg).is_some_and(|i| matches!(self.func.inst(i), InstData::Const(_)));
        if is_address && self.types.int_kind(ty) == Some(IntKind::Bool) {
            return Ok(crate::literal::int_literal(IntKind::Bool, 1, self.types.char_is_signed));
        }
        let inner = self.value(arg)?;
        if self.types.kind(from) == self.types.kind(ty) {
            return Ok(inner);
        }
        // `char *` to `const char *` is implicit in C; the cast is noise.
        if let (Some(from_pointee), Some(to_pointee)) = (self.types.pointee(from), self.types.pointee(ty)) {
            let adds_quals = self.types.quals(to_pointee).contains(self.types.quals(from_pointee));
            if adds_quals && self.types.kind(from_pointee) == self.types.kind(to_pointee) {
                return Ok(inner);
            }
        }
        Ok(CExpr::prefix(&format!("({})", c_type(self.types, ty)?), &inner))
    }

    /// The expression an instruction computes.
    pub fn inst_expr(&self, inst: Inst) -> Result<CExpr, EmitError> {
        let types = self.types;
        if crate::vector::is_vector_inst(self, inst) {
            return crate::vector::lower(self, inst);
        }
        match self.func.inst(inst) {
            InstData::Const(c) => {
                let ty = self.result_type(inst)?;
                match c {
                    Const::Int(bits) => scalar_from_bits(types, ty, *bits),
                    Const::Float(f) => match types.float_kind(ty) {
                        Some(kind) => Ok(float_literal(kind, *f)),
                        None => Err(self.err("a floating-point constant of a non-float type")),
                    },
                    Const::Null => scalar_from_bits(types, ty, 0),
                    Const::Str(bytes) => Ok(CExpr::primary(string_literal(bytes))),
                    Const::Undef => zero_of(types, ty),
                    Const::Vector(_) => Err(self.err("vector constants are not emitted yet")),
                }
            }
            InstData::Unary { op, arg } => {
                let ty = self.result_type(inst)?;
                let operand = self.value(*arg)?;
                let c_op = op.c_op().ok_or_else(|| self.err("a vector-only unary operation on a scalar"))?;
                let mut e = CExpr::prefix(c_op, &operand);
                if *op == UnaryOp::LogNot {
                    e.negated = Some(Box::new(operand));
                    return Ok(e);
                }
                self.narrow(ty, e)
            }
            InstData::Binary { op, args } => self.binary_expr(inst, *op, args),
            InstData::Cast { arg } => self.cast_to(self.result_type(inst)?, *arg),
            InstData::Select { cond, args } => {
                let ty = self.result_type(inst)?;
                let text = format!(
                    "{} ? {} : {}",
                    self.value(*cond)?.at(PREC_LOG_OR),
                    self.value(args[0])?.at(PREC_ASSIGN),
                    self.value(args[1])?.at(PREC_COND)
                );
                self.narrow(ty, CExpr::new(text, PREC_COND))
            }
            InstData::GlobalAddr(_)
            | InstData::SlotAddr(_)
            | InstData::ElemAddr { .. }
            | InstData::FieldAddr { .. }
            | InstData::PtrAdd { .. } => {
                let v = self.func.dfg.result(inst).ok_or_else(|| self.err("an address without a result"))?;
                self.inline_address(v)
            }
            InstData::FuncAddr(f) => Ok(CExpr::primary(self.module.funcs[*f].name.clone())),
            InstData::Load { addr, volatile } => self.deref(*addr, *volatile),
            InstData::BitfieldLoad { base, field, .. } => {
                Ok(self.place(*base)?.member(&self.field_name(*base, *field)?))
            }
            InstData::Call { callee, args } => {
                let target = match callee {
                    Callee::Direct(f) => self.module.funcs[*f].name.clone(),
                    Callee::Indirect(v) => self.value(*v)?.at(PREC_POSTFIX),
                };
                let mut parts = Vec::new();
                for &a in args {
                    parts.push(self.value(a)?.at(PREC_ASSIGN));
                }
                let call = format!("{}({})", target, parts.join(", "));
                // gcc clears the upper halves itself before calls to functions defined elsewhere
                // (and math builtins it computes inline need nothing): only calls to functions
                // of this file get the barrier.
                let defined_here = matches!(callee, Callee::Direct(f) if self.module.funcs[*f].body.is_some() || self.module.funcs[*f].unsupported.is_some());
                let scalar_call = args.iter().chain(self.func.dfg.result(inst).as_ref()).all(|&v| !self.is_vector(v));
                let barrier =
                    if defined_here && scalar_call && self.holds_vectors { self.vec.call_barrier() } else { None };
                match barrier {
                    Some(barrier) => Ok(CExpr::primary(format!("({}, {})", barrier, call))),
                    None => Ok(CExpr::primary(call)),
                }
            }
            _ => Err(self.err("a terminator or store used as a value")),
        }
    }

    fn is_vector(&self, v: Value) -> bool {
        matches!(self.types.kind(self.func.value_type(v)), TypeKind::Vector(..) | TypeKind::Mask(_))
    }

    /// The address computed by an address instruction written inline: `&a[i]`, `p + i`, `&s`.
    fn inline_address(&self, v: Value) -> Result<CExpr, EmitError> {
        let inst = self.func.dfg.defining_inst(v).ok_or_else(|| self.err("an address that is a parameter"))?;
        Ok(match self.func.inst(inst) {
            InstData::PtrAdd { base, index } => binary(&self.value(*base)?, "+", &self.index_value(*index)?),
            _ => {
                let place = match self.func.inst(inst) {
                    InstData::SlotAddr(slot) => Place::Lvalue(CExpr::primary(
                        self.slot_names[*slot].clone().ok_or_else(|| self.err("an unnamed slot"))?,
                    )),
                    InstData::GlobalAddr(g) => Place::Lvalue(CExpr::primary(self.global_name(*g))),
                    // `&m[0]` is the array decayed: `m`.
                    InstData::ElemAddr { base, index } if self.is_zero(*index) => {
                        return Ok(self.place(*base)?.lvalue())
                    }
                    InstData::ElemAddr { base, index } => {
                        Place::Lvalue(self.place(*base)?.index(&self.index_value(*index)?))
                    }
                    InstData::FieldAddr { base, field } => {
                        Place::Lvalue(self.place(*base)?.member(&self.field_name(*base, *field)?))
                    }
                    _ => return Err(self.err("not an address")),
                };
                place.address()
            }
        })
    }

    fn binary_expr(&self, inst: Inst, op: BinaryOp, args: &[Value; 2]) -> Result<CExpr, EmitError> {
        let ty = self.result_type(inst)?;
        let lhs = self.value(args[0])?;
        let rhs = self.value(args[1])?;
        let Some(c_op) = op.c_op() else {
            return Err(self.err("a scalar min/max (vector-only operation)"));
        };
        let mut e = binary(&lhs, c_op, &rhs);
        if op.is_comparison() {
            // `!(a < b)` is `a >= b` only when neither operand can be NaN.
            if !self.types.is_float(self.func.value_type(args[0])) {
                let inverse = match op {
                    BinaryOp::Eq => "!=",
                    BinaryOp::Ne => "==",
                    BinaryOp::Lt => ">=",
                    BinaryOp::Le => ">",
                    BinaryOp::Gt => "<=",
                    _ => "<",
                };
                e.negated = Some(Box::new(binary(&lhs, inverse, &rhs)));
            }
            return Ok(e);
        }
        self.narrow(ty, e)
    }

    /// The statement an emitted, non-terminator instruction is written as (none for values
    /// written at their use).
    pub fn inst_stmt(&self, inst: Inst) -> Result<Option<Stmt>, EmitError> {
        if !self.is_emitted(inst) || self.param_spill[inst] {
            return Ok(None);
        }
        let data = self.func.inst(inst);
        if let Some(v) = self.func.dfg.result(inst) {
            if self.inlined[v] {
                return Ok(None);
            }
            if let Some(var) = self.var_of[v].filter(|_| self.live[v]) {
                return Ok(Some(Stmt::Expr(self.assign_inst(var, inst)?)));
            }
        }
        Ok(Some(match data {
            InstData::Store { .. } if crate::vector::is_vector_inst(self, inst) => {
                Stmt::Expr(crate::vector::lower(self, inst)?.text)
            }
            InstData::Store { addr, value, volatile } => Stmt::Expr(self.store_text(*addr, *value, *volatile)?),
            InstData::BitfieldStore { base, field, value, .. } => {
                Stmt::Expr(self.bitfield_store_text(*base, *field, *value)?)
            }
            InstData::Call { .. } => Stmt::Expr(self.inst_expr(inst)?.text),
            InstData::VectorStore { .. } | InstData::Scatter { .. } => {
                Stmt::Expr(crate::vector::lower(self, inst)?.text)
            }
            InstData::Load { .. } | InstData::BitfieldLoad { .. } => {
                Stmt::Expr(format!("(void){}", self.inst_expr(inst)?.at(PREC_UNARY)))
            }
            _ => return Ok(None),
        }))
    }

    /// `*addr = value`. A record with `const` members cannot be assigned in C, only
    /// initialized (`struct S l = f();`, which the IR writes as a store), so its bytes are
    /// copied instead.
    fn store_text(&self, addr: Value, value: Value, volatile: bool) -> Result<String, EmitError> {
        let pointee =
            self.types.pointee(self.func.value_type(addr)).ok_or_else(|| self.err("a store through a non-pointer"))?;
        if !has_const_member(self.types, pointee) {
            let lhs = self.store_target(addr, volatile)?;
            return Ok(assign(&lhs.text, &self.value(value)?));
        }
        let mut dst = self.place(addr)?.address();
        // `memcpy` takes a plain `void *`; the cast says the qualifiers are dropped on purpose.
        if volatile || !self.types.quals(pointee).is_empty() {
            dst = CExpr::prefix("(void *)", &dst);
        }
        self.copy_record(&dst, self.func.value_type(value), &self.value(value)?, self.is_in_var(value))
    }

    /// `__builtin_memcpy(dst, &src, sizeof(struct S))`: the assignment of a record C cannot
    /// assign. A source that is not a local variable (a call, a load) is first materialized as a
    /// one-element compound literal, `(struct S[1]){ f() }`, which an expression may initialize.
    fn copy_record(&self, dst: &CExpr, ty: TypeId, src: &CExpr, src_is_var: bool) -> Result<String, EmitError> {
        let src_addr = if src_is_var {
            CExpr::prefix("&", src)
        } else {
            let array = crate::ctype::c_decl_unqualified(self.types, ty, "[1]")?.replace(" [1]", "[1]");
            CExpr::primary(format!("({}){{ {} }}", array, src.at(PREC_ASSIGN)))
        };
        self.memcpy_text(dst, &src_addr, ty)
    }

    fn memcpy_text(&self, dst: &CExpr, src: &CExpr, ty: TypeId) -> Result<String, EmitError> {
        let size = crate::ctype::c_decl_unqualified(self.types, ty, "")?;
        Ok(format!("__builtin_memcpy({}, {}, sizeof({}))", dst.at(PREC_ASSIGN), src.at(PREC_ASSIGN), size))
    }

    /// Whether `v` is read from its own C variable (rather than written out at its use).
    fn is_in_var(&self, v: Value) -> bool {
        self.var_of[v].is_some() && !self.inlined[v]
    }

    /// `var = src` for a parallel copy.
    fn assign_var(&self, var: VarId, src: CopySrc) -> Result<String, EmitError> {
        let rhs = self.copy_src(src)?;
        let ty = self.vars[var].ty;
        if has_const_member(self.types, ty) {
            let src_is_var = match src {
                CopySrc::Temp(_) => true,
                CopySrc::Value(v) => self.is_in_var(v),
            };
            let dst = CExpr::prefix("&", &CExpr::primary(self.vars[var].name.clone()));
            return self.copy_record(&dst, ty, &rhs, src_is_var);
        }
        Ok(assign(&self.vars[var].name, &rhs))
    }

    /// `x = e`, or `x += e`, `x++` when `e` is `x + e` (not for types narrower than `int`, whose
    /// arithmetic is written with a cast).
    fn assign_inst(&self, var: VarId, inst: Inst) -> Result<String, EmitError> {
        let name = &self.vars[var].name;
        let rhs = self.inst_expr(inst)?;
        if has_const_member(self.types, self.vars[var].ty) {
            let dst = CExpr::prefix("&", &CExpr::primary(name.clone()));
            // A local variable overlaps no memory the program reads: copy straight from it.
            if let InstData::Load { addr, volatile: false } = self.func.inst(inst) {
                return self.memcpy_text(&dst, &self.place(*addr)?.address(), self.vars[var].ty);
            }
            return self.copy_record(&dst, self.vars[var].ty, &rhs, false);
        }
        if let InstData::Binary { op, args } = self.func.inst(inst) {
            let lhs_is_var = self.var_of[args[0]] == Some(var) && !self.inlined[args[0]];
            let ty = self.func.value_type(args[0]);
            // Vector operations are written by `vector`, not as C operators on the variable.
            let narrow =
                self.types.int_kind(ty).is_some_and(|k| k.rank() < IntKind::Int.rank()) || self.is_vector_like(args[0]);
            if let (true, false, Some(c_op)) = (lhs_is_var, narrow || op.is_comparison(), op.c_op()) {
                let operand = self.value(args[1])?;
                let is_one = self
                    .func
                    .dfg
                    .defining_inst(args[1])
                    .is_some_and(|i| matches!(self.func.inst(i), InstData::Const(Const::Int(1))));
                return Ok(match (c_op, is_one) {
                    ("+", true) => format!("{}++", name),
                    ("-", true) => format!("{}--", name),
                    _ => format!("{} {}= {}", name, c_op, operand.at(PREC_ASSIGN)),
                });
            }
        }
        Ok(assign(name, &rhs))
    }

    /// The record type `base` points to and its field number `field`.
    fn bitfield_field(&self, base: Value, field: u32) -> Option<(TypeId, &'a Field)> {
        let types: &'a Types = self.types;
        let rec_ty = types.pointee(self.func.value_type(base))?;
        let rec = types.record_of(rec_ty)?;
        Some((rec_ty, types.records[rec].fields.get(field as usize)?))
    }

    /// `base->f = value`. The IR initializes a `const` bit-field, or any bit-field of a `const`
    /// record, by storing to it, which C does not allow: a member of a `const` record is written
    /// through a pointer cast to the unqualified record, and a `const` bit-field by rewriting the
    /// bytes that hold it (`const_bitfield_store_text`).
    fn bitfield_store_text(&self, base: Value, field: u32, value: Value) -> Result<String, EmitError> {
        let (rec_ty, field_def) =
            self.bitfield_field(base, field).ok_or_else(|| self.err("a bit-field store to a non-record"))?;
        let rhs = self.bitfield_value(base, field, value)?;
        if self.types.quals(field_def.ty).contains(Quals::CONST) {
            return self.const_bitfield_store_text(base, rec_ty, field, &rhs);
        }
        let name = self.field_name(base, field)?;
        let rec_quals = self.types.quals(rec_ty);
        if !rec_quals.contains(Quals::CONST) {
            return Ok(assign(&self.place(base)?.member(&name).text, &rhs));
        }
        let keep = if rec_quals.contains(Quals::VOLATILE) { Quals::VOLATILE } else { Quals::NONE };
        let ptr = format!("({})", crate::ctype::c_decl_unqualified_with(self.types, rec_ty, "*", keep)?);
        let record = CExpr::prefix(&ptr, &self.place(base)?.address());
        Ok(assign(&format!("{}->{}", record.at(PREC_POSTFIX), name), &rhs))
    }

    // memcpy(&s, &(struct S){ .a = s.a, .b = value, .c = s.c }, sizeof(struct S))
    //
    // A `const` bit-field has no lvalue in C and no address, so the record around it is
    // rebuilt: a compound literal may initialize it, and names every member (layout-free; only
    // the other members are read, so the record must hold no garbage: its slot is zeroed).
    // A union keeps only the member stored, as a store to a union member does.
    fn const_bitfield_store_text(
        &self,
        base: Value,
        rec_ty: TypeId,
        field: u32,
        value: &CExpr,
    ) -> Result<String, EmitError> {
        let rec = self.types.record_of(rec_ty).ok_or_else(|| self.err("a bit-field store to a non-record"))?;
        let def = &self.types.records[rec];
        let place = self.place(base)?;
        let mut inits = Vec::new();
        for (idx, member) in def.fields.iter().enumerate() {
            let Some(name) = &member.name else {
                // An unnamed bit-field holds no value; an anonymous struct or union has no name to copy it by.
                if member.bitfield.is_some() {
                    continue;
                }
                return Err(self.err("a const bit-field beside an anonymous member"));
            };
            if idx == field as usize {
                inits.push(format!(".{} = {}", name, value.at(PREC_ASSIGN)));
            } else if def.kind == RecordKind::Struct {
                if matches!(self.types.kind(member.ty), TypeKind::Array(..)) {
                    return Err(self.err("a const bit-field beside an array member"));
                }
                inits.push(format!(".{} = {}", name, place.member(name).text));
            }
        }
        let literal =
            format!("({}){{ {} }}", crate::ctype::c_decl_unqualified(self.types, rec_ty, "")?, inits.join(", "));
        let mut dst = place.address();
        if !self.types.quals(rec_ty).is_empty() {
            dst = CExpr::prefix("(void *)", &dst);
        }
        self.memcpy_text(&dst, &CExpr::prefix("&", &CExpr::primary(literal)), rec_ty)
    }

    /// The value stored to a bit-field; a constant is truncated to the field's width as the
    /// store would, so that GCC does not warn about the overflow.
    fn bitfield_value(&self, base: Value, field: u32, value: Value) -> Result<CExpr, EmitError> {
        let inline = self.inlined[value] && self.var_of[value].is_none();
        let constant = self.func.dfg.defining_inst(value).filter(|_| inline).and_then(|i| match self.func.inst(i) {
            InstData::Const(Const::Int(bits)) => Some(*bits),
            _ => None,
        });
        let rec = self.types.pointee(self.func.value_type(base)).and_then(|t| self.types.record_of(t));
        let field = rec.and_then(|r| self.types.records[r].fields.get(field as usize));
        let (Some(bits), Some(field), Some(kind)) = (constant, field, self.types.int_kind(self.func.value_type(value)))
        else {
            return self.value(value);
        };
        let Some(bf) = field.bitfield.filter(|bf| bf.width > 0 && bf.width < 64) else { return self.value(value) };
        let low = bits & ((1u64 << bf.width) - 1);
        let field_signed = self.types.is_signed(field.ty);
        let truncated = if field_signed && low >> (bf.width - 1) != 0 { low | !((1u64 << bf.width) - 1) } else { low };
        Ok(crate::literal::int_literal(kind, truncated, self.types.char_is_signed))
    }

    /// The statements of `block` before its terminator.
    pub fn block_stmts(&self, block: Block) -> Result<Vec<Stmt>, EmitError> {
        let mut res = Vec::new();
        for &inst in self.func.layout.block_insts(block) {
            if self.func.inst(inst).is_terminator() {
                break;
            }
            if let Some(stmt) = self.inst_stmt(inst)? {
                res.push(stmt);
            }
        }
        Ok(res)
    }

    /// How many statements `block` has before its terminator (without building them).
    pub fn block_stmt_count(&self, block: Block) -> usize {
        self.func
            .layout
            .block_insts(block)
            .iter()
            .filter(|&&i| {
                let data = self.func.inst(i);
                !data.is_terminator()
                    && self.is_emitted(i)
                    && !self.param_spill[i]
                    && !self.func.dfg.result(i).is_some_and(|v| self.inlined[v])
            })
            .count()
    }

    /// The copies a jump needs, as an ordered list of (destination, source) pairs still to be
    /// sequentialized.
    fn pending_copies(&self, dest: &BlockCall) -> Vec<(VarId, CopySrc)> {
        let params = self.func.dfg.block_params(dest.block);
        let mut res = Vec::new();
        for (idx, &arg) in dest.args.iter().enumerate() {
            let Some(&param) = params.get(idx) else { continue };
            let Some(dst) = self.var_of[param].filter(|_| self.live[param]) else { continue };
            let same = !self.inlined[arg] && self.var_of[arg] == Some(dst);
            if !same {
                res.push((dst, CopySrc::Value(arg)));
            }
        }
        res
    }

    /// The parallel copy for a jump as sequential assignments: a copy is written once no other
    /// pending copy still reads its destination; a cycle (a swap) saves one source in a
    /// temporary first.
    pub fn edge_copies(&mut self, dest: &BlockCall) -> Result<Vec<Stmt>, EmitError> {
        let mut pending = self.pending_copies(dest);
        let mut out = Vec::new();
        let reads = |this: &Self, src: CopySrc| -> Vec<VarId> {
            match src {
                CopySrc::Temp(t) => vec![t],
                CopySrc::Value(v) => {
                    let mut r = Vec::new();
                    this.reads_vars(v, &mut r);
                    r
                }
            }
        };
        while !pending.is_empty() {
            let ready = (0..pending.len()).find(|&i| {
                let dst = pending[i].0;
                pending.iter().enumerate().all(|(j, &(_, src))| j == i || !reads(self, src).contains(&dst))
            });
            match ready {
                Some(i) => {
                    let (dst, src) = pending.remove(i);
                    let text = match src {
                        CopySrc::Value(v) if self.inlined[v] && self.func.dfg.defining_inst(v).is_some() => {
                            self.assign_inst(dst, self.func.dfg.defining_inst(v).unwrap())?
                        }
                        _ => self.assign_var(dst, src)?,
                    };
                    out.push(Stmt::Expr(text));
                }
                None => {
                    // Save a source that reads another copy's destination: that unblocks it.
                    let pick = (0..pending.len())
                        .find(|&i| {
                            let src_reads = reads(self, pending[i].1);
                            matches!(pending[i].1, CopySrc::Value(_))
                                && pending.iter().enumerate().any(|(j, &(d, _))| j != i && src_reads.contains(&d))
                        })
                        .ok_or_else(|| EmitError::new("a parallel copy that cannot be ordered"))?;
                    let (dst, src) = pending[pick];
                    let ty = self.vars[dst].ty;
                    let name = self.namer.fresh(Some(&format!("{}_old", self.vars[dst].name)));
                    let temp = self.new_var(name, ty);
                    out.push(Stmt::Expr(self.assign_var(temp, src)?));
                    pending[pick].1 = CopySrc::Temp(temp);
                }
            }
        }
        Ok(out)
    }

    fn copy_src(&self, src: CopySrc) -> Result<CExpr, EmitError> {
        match src {
            CopySrc::Temp(t) => Ok(CExpr::primary(self.vars[t].name.clone())),
            CopySrc::Value(v) => self.value(v),
        }
    }

    /// `(void)p;` for named parameters the body no longer reads.
    pub fn unused_param_stmts(&self) -> Vec<Stmt> {
        let mut res = Vec::new();
        for &p in self.func.params() {
            if self.uses[p] == 0 {
                if let Some(var) = self.var_of[p] {
                    res.push(Stmt::Expr(format!("(void){}", self.vars[var].name)));
                }
            }
        }
        res
    }

    /// Declarations of the locals (not parameters): `int i;`.
    pub fn var_decls(&self) -> Result<Vec<String>, EmitError> {
        let mut res = Vec::new();
        for var in &self.vars[self.n_param_vars..] {
            if matches!(self.types.kind(var.ty), TypeKind::Vector(..) | TypeKind::Mask(_)) {
                res.push(format!("{} {};", self.vec.c_type(self.types, var.ty)?, var.name));
                continue;
            }
            res.push(format!("{};", crate::ctype::c_decl_unqualified(self.types, var.ty, &var.name)?));
        }
        Ok(res)
    }

    pub fn slot_decl(&self, slot: StackSlot, name: &str) -> Result<String, EmitError> {
        let data = &self.func.slots[slot];
        let decl = c_decl(self.types, data.ty, name)?;
        let init = if self.zeroed_slot[slot] { " = {0}" } else { "" };
        Ok(match data.align {
            Some(align) => format!("{} __attribute__((aligned({}))){};", decl, align, init),
            None => format!("{}{};", decl, init),
        })
    }
}

/// Whether assigning a whole object of type `ty` is forbidden by a `const` member.
fn has_const_member(types: &Types, ty: TypeId) -> bool {
    match types.kind(ty) {
        TypeKind::Record(rec) => {
            types.records[*rec].const_padding
                || types.records[*rec]
                    .fields
                    .iter()
                    .any(|f| types.quals(f.ty).contains(Quals::CONST) || has_const_member(types, f.ty))
        }
        TypeKind::Array(elem, _) => types.quals(*elem).contains(Quals::CONST) || has_const_member(types, *elem),
        _ => false,
    }
}
