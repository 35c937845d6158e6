//! The out-of-SSA decisions for one function, made once by `FuncEmitter::prepare` before any
//! text is written: which stores are dead, which values are live and how often they are used,
//! which are written inline, and which get a C local and under what name.
//!
//! A value is inlined when it is pure, used once, in its own block, and (for a load) no memory
//! write lies between it and the statement that evaluates it; constants and addresses of
//! locals and globals are inlined everywhere. A value passed to a block parameter as its only
//! use is computed straight into that parameter's variable when the parameter's old value is
//! dead by then (`s = s + a[i];` rather than `t1 = s + a[i]; ... s = t1;`).

use super::{FuncEmitter, Var, VarId};
use crate::EmitError;
use cranelift_entity::SecondaryMap;
use midend::ir::*;
use std::collections::BTreeMap;

impl<'a> FuncEmitter<'a> {
    /// Runs the analyses in order. `param_names` overrides the entry parameters' names (for a
    /// full definition); otherwise they keep their source names, which must exist if used.
    pub fn prepare(&mut self, param_names: Option<&[String]>) -> Result<(), EmitError> {
        if self.vec.has_neon_registers() {
            self.struct_access = crate::vector::neon_groups::find(self.types, self.func, self.vec.target);
        }
        self.rotates = crate::vector::avx512::find_rotates(self.types, self.func, self.vec.target);
        self.ternary = crate::vector::avx512::find_ternary(self.types, self.func, self.vec.target, &self.rotates);
        if self.vec.has_registers() {
            let (types, func, target) = (self.types, self.func, self.vec.target);
            let shifts = func.insts_in_order().map(|(_, inst)| inst);
            self.immediate_shifts = shifts
                .filter_map(|inst| Some((inst, crate::vector::avx2::immediate_shift(types, func, target, inst)?)))
                .collect();
        }
        self.find_dead_stores();
        self.compute_liveness();
        self.count_uses();
        self.name_params(param_names)?;
        self.name_statics();
        self.name_slots();
        self.decide_inlining();
        self.coalesce_into_params();
        self.name_values();
        self.type_carried_vectors();
        self.find_zeroed_slots();
        Ok(())
    }

    /// The variables of loop-carried integer vectors (block parameters other than the
    /// function's) declared in their lanes' generic type (`Lowerer::lane_typed`).
    fn type_carried_vectors(&mut self) {
        let entry = self.func.entry_block();
        for block in self.reachable_blocks() {
            if Some(block) == entry {
                continue;
            }
            for &p in self.func.dfg.block_params(block) {
                let Some(var) = self.var_of[p] else { continue };
                let Ok(Some(shape)) = crate::vector::shape_of(self.types, self.vars[var].ty, self.vec.target) else {
                    continue;
                };
                if var >= self.n_param_vars {
                    self.vars[var].lanes = self.vec.lane_typed(shape);
                }
            }
        }
    }

    fn reachable_blocks(&self) -> Vec<Block> {
        self.func.layout.blocks().iter().copied().filter(|b| self.cfg.is_reachable(*b)).collect()
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
                    _ if self.is_folded(inst) => {}
                    _ if !data.is_pure() && !self.dead_store[inst] => work.extend(self.operands(inst)),
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
                ValueDef::Result(inst) => work.extend(self.operands(inst)),
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
    pub(super) fn is_emitted(&self, inst: Inst) -> bool {
        let data = self.func.inst(inst);
        (!data.is_pure() && !self.dead_store[inst] && !self.is_folded(inst))
            || self.func.dfg.result(inst).is_some_and(|v| self.live[v])
    }

    /// A store of a structure store that another writes (`vector::neon_groups`).
    fn is_folded(&self, inst: Inst) -> bool {
        matches!(self.struct_access.get(&inst), Some(crate::vector::neon_groups::StructAccess::Folded))
    }

    /// The operands `inst` is written with: a structure access's own (`vector::neon_groups`).
    fn operands(&self, inst: Inst) -> Vec<Value> {
        use crate::vector::neon_groups::StructAccess;
        if let Some((operands, _)) = self.ternary.get(&inst) {
            return operands.to_vec();
        }
        if let Some(&(x, _)) = self.rotates.get(&inst) {
            return vec![x];
        }
        if self.immediate_shifts.contains_key(&inst) {
            // The count is written as an immediate.
            return vec![self.func.inst(inst).operands()[0]];
        }
        match self.struct_access.get(&inst) {
            Some(StructAccess::Load { addr, .. }) => vec![*addr],
            Some(StructAccess::Store { addr, values }) => {
                std::iter::once(*addr).chain(values.iter().copied()).collect()
            }
            Some(StructAccess::Folded) => Vec::new(),
            None => self.func.inst(inst).operands(),
        }
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
            _ => res = self.operands(inst),
        }
        res
    }

    // ---- inlining ----

    /// Constants and addresses that can be written wherever they are used.
    pub(super) fn is_everywhere_inline(&self, v: Value) -> bool {
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

    pub(super) fn is_vector_like(&self, v: Value) -> bool {
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
                // A copy between two vector types C writes alike (`__m256i` of signed and of
                // unsigned lanes) is its operand, written where it is used.
                if let Some(arg) = self.same_c_type_copy(v) {
                    self.inlined[v] = true;
                    self.aliased[arg] = true;
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

    /// The operand of `v` when `v` is a conversion between vector types of integer lanes of
    /// one width that C writes as one type: it changes no bit, so `v` is written as its operand
    /// at each use (`_mm256_min_epu32(t4, t5)`, not `__m256i t6 = t4;` first). Its uses then
    /// read the operand's variable: `emitted_users` and `can_coalesce` count them as the
    /// operand's.
    pub(super) fn same_c_type_copy(&self, v: Value) -> Option<Value> {
        let inst = self.func.dfg.defining_inst(v)?;
        let InstData::Cast { arg } = *self.func.inst(inst) else { return None };
        let target = self.vec.target;
        let (to_ty, from_ty) = (self.func.value_type(v), self.func.value_type(arg));
        let to = crate::vector::shape_of(self.types, to_ty, target).ok()??;
        let from = crate::vector::shape_of(self.types, from_ty, target).ok()??;
        let is_bool = |ty: TypeId| self.types.int_kind(self.types.scalar_of(ty)) == Some(IntKind::Bool);
        let plain_ints = !to.is_mask && !from.is_mask && !to.elem.float && !from.elem.float;
        let same_lanes = to.lanes == from.lanes && to.elem.bytes == from.elem.bytes;
        if !plain_ints || !same_lanes || is_bool(to_ty) || is_bool(from_ty) {
            return None;
        }
        let same_c_type = self.vec.c_type(self.types, to_ty).ok()? == self.vec.c_type(self.types, from_ty).ok()?;
        same_c_type.then_some(arg)
    }

    /// The value a copy written as its operand stands for (itself for other values).
    pub(super) fn copy_root(&self, mut v: Value) -> Value {
        while let Some(arg) = self.same_c_type_copy(v).filter(|_| self.inlined[v]) {
            v = arg;
        }
        v
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

    pub(super) fn new_var(&mut self, name: String, ty: TypeId) -> VarId {
        self.vars.push(Var { name, ty, lanes: None });
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
                        // A read of a copy written as its operand reads the operand.
                        let root = self.copy_root(op);
                        if root != op {
                            self.emitted_users[root].push((block, pos as u32));
                        }
                    }
                }
            }
        }
        let mut assigned: BTreeMap<Value, Vec<Value>> = BTreeMap::new();
        for block in self.reachable_blocks() {
            let Some(term) = self.func.terminator(block) else { continue };
            for dest in self.func.inst(term).branch_targets() {
                for (idx, &passed) in dest.args.iter().enumerate() {
                    let Some(&param) = self.func.dfg.block_params(dest.block).get(idx) else { continue };
                    // A copy written as its operand passes the operand's variable.
                    let arg = self.copy_root(passed);
                    let same_type = |v: Value| self.types.get(self.func.value_type(v)).kind.clone();
                    if same_type(passed) == same_type(param) && self.can_coalesce(arg, param, block, dest, &assigned) {
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
        let Some(def_block) = self.func.layout.inst_block(def_inst) else { return false };
        let more_uses = self.uses[arg] > 1 || self.aliased[arg];
        if more_uses && !self.other_uses_see_arg(arg, def_inst, def_block, dest.block) {
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
    pub(super) fn reads_vars(&self, v: Value, res: &mut Vec<VarId>) {
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
