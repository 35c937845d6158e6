//! Materializes a chosen plan (VPlan's "Execute Step", the only step that changes the IR):
//!
//! ```text
//! preheader:  N = trip count; br N >= VF*UF && no-overlap checks, vector.ph, header(starts)
//! vector.ph:  vtc = N & -(VF*UF); broadcasts; reduction start vectors; jump vector.body(0, ...)
//! vector.body(index, acc...): the recipes, UF parts each; br index+VF*UF < vtc, vector.body, middle
//! middle:     horizontal reductions, inductions at vtc; jump header(resume values)
//! ```
//!
//! The original loop stays as the scalar epilogue (and as the fallback when the guard fails):
//! it is entered from the middle block with the resume values and runs the remaining
//! iterations, so values used after the loop come out of it unchanged. Vector types must have
//! been interned beforehand (`prepare_types`): the pass only reads the module.

use super::legal::{LegalLoop, RedKind};
use super::plan::{RecipeKind, VPlan};
use crate::analysis::affine::{Affine, Base, Term};
use crate::analysis::deps::AccessRange;
use crate::ir::*;
use std::collections::BTreeMap;

struct Exec<'a> {
    types: &'a Types,
    func: &'a mut Function,
    legal: &'a LegalLoop,
    vf: u32,
    uf: u32,
    loc: SrcLoc,
    long: TypeId,
    int: TypeId,
    scalar: BTreeMap<(Value, u32), Value>,
    vector: BTreeMap<(Value, u32), Value>,
    broadcast: BTreeMap<Value, Value>,
    /// Start vectors of the reductions' accumulators, by (parameter, part).
    acc_start: BTreeMap<(Value, u32), Value>,
    /// Each part's first iteration number (`index + part*VF`, as `long`).
    part_base: Vec<Value>,
}

fn lookup(types: &Types, kind: TypeKind) -> Result<TypeId, String> {
    let ty = Type { kind, quals: Quals::NONE };
    types.lookup(&ty).ok_or_else(|| format!("internal: type {:?} was not prepared", ty.kind))
}

/// Rewrites the function to run `plan`. On error the function may be half-changed: the caller
/// keeps a copy to restore.
pub fn execute(module: &Module, func: &mut Function, legal: &LegalLoop, plan: &VPlan) -> Result<(), String> {
    let types = &module.types;
    let mut ex = Exec {
        types,
        long: lookup(types, TypeKind::Int(IntKind::Long))?,
        int: lookup(types, TypeKind::Int(IntKind::Int))?,
        func,
        legal,
        vf: plan.vf,
        uf: plan.uf,
        loc: legal.loc,
        scalar: BTreeMap::new(),
        vector: BTreeMap::new(),
        broadcast: BTreeMap::new(),
        acc_start: BTreeMap::new(),
        part_base: Vec::new(),
    };
    ex.run(module, plan)
}

impl<'a> Exec<'a> {
    fn emit(&mut self, block: Block, data: InstData, ty: Option<TypeId>) -> Value {
        self.func.append(block, data, ty, self.loc).unwrap_or_else(|| Value::from_u32(0))
    }

    fn emit_void(&mut self, block: Block, data: InstData) {
        self.func.append(block, data, None, self.loc);
    }

    fn const_long(&mut self, block: Block, c: i64) -> Value {
        let long = self.long;
        self.emit(block, InstData::Const(Const::Int(c as u64)), Some(long))
    }

    fn vec_ty(&self, elem: TypeId, lanes: u32) -> Result<TypeId, String> {
        let elem = self.types.scalar_of(elem);
        let plain = Type { kind: self.types.kind(elem).clone(), quals: Quals::NONE };
        let elem = self.types.lookup(&plain).ok_or("internal: element type not found")?;
        lookup(self.types, TypeKind::Vector(elem, lanes))
    }

    fn run(&mut self, module: &Module, plan: &VPlan) -> Result<(), String> {
        let legal = self.legal;
        let header = legal.header;
        let pre_term = self.func.terminator(legal.preheader).ok_or("internal: preheader has no terminator")?;
        let InstData::Jump(start_call) = self.func.inst(pre_term).clone() else {
            return Err("internal: preheader does not jump to the header".into());
        };
        self.func.layout.remove_inst(pre_term);
        let vec_ph = self.func.make_block();
        let body = self.func.make_block();
        let middle = self.func.make_block();
        // Keep the layout readable: the vector loop comes right before the scalar loop.
        self.func.layout.blocks.retain(|b| ![vec_ph, body, middle].contains(b));
        let pos = self.func.layout.blocks.iter().position(|b| *b == header).unwrap_or(0);
        self.func.layout.blocks.splice(pos..pos, [vec_ph, body, middle]);

        let pre = legal.preheader;
        let trip = self.materialize(module, pre, &legal.trip_count)?;
        let step = (self.vf * self.uf) as i64;
        let step_v = self.const_long(pre, step);
        let int = self.int;
        let mut guard = self.emit(pre, InstData::Binary { op: BinaryOp::Ge, args: [trip, step_v] }, Some(int));
        for check in &legal.runtime_checks {
            let ok = self.no_overlap(module, pre, trip, &check.a, &check.b)?;
            guard = self.emit(pre, InstData::Binary { op: BinaryOp::And, args: [guard, ok] }, Some(int));
        }
        let to_vector = BlockCall::new(vec_ph, vec![]);
        self.emit_void(pre, InstData::Branch { cond: guard, then_dest: to_vector, else_dest: start_call.clone() });

        let mask = self.const_long(vec_ph, -step);
        let long = self.long;
        let vtc = self.emit(vec_ph, InstData::Binary { op: BinaryOp::And, args: [trip, mask] }, Some(long));
        self.preheader_recipes(plan, vec_ph, &start_call)?;
        let index = self.func.dfg.append_block_param(body, long);
        let mut acc_params = Vec::new();
        for red in &legal.reductions {
            let ty = self.vec_ty(self.acc_ty(red)?, self.vf)?;
            for part in 0..self.uf {
                let param = self.func.dfg.append_block_param(body, ty);
                self.vector.insert((red.param, part), param);
                acc_params.push(param);
            }
        }
        let zero = self.const_long(vec_ph, 0);
        let mut entry_args = vec![zero];
        for red in &legal.reductions {
            for part in 0..self.uf {
                entry_args.push(self.acc_start[&(red.param, part)]);
            }
        }
        self.emit_void(vec_ph, InstData::Jump(BlockCall::new(body, entry_args)));

        self.body_recipes(plan, body, index)?;
        let next = self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [index, step_v] }, Some(long));
        let more = self.emit(body, InstData::Binary { op: BinaryOp::Lt, args: [next, vtc] }, Some(int));
        let mut back_args = vec![next];
        for red in &legal.reductions {
            for part in 0..self.uf {
                back_args.push(self.get_vector(red.update, part, body)?);
            }
        }
        let back = BlockCall::new(body, back_args);
        self.emit_void(body, InstData::Branch { cond: more, then_dest: back, else_dest: BlockCall::new(middle, vec![]) });

        let resume = self.middle_recipes(plan, middle, vtc)?;
        let params = self.func.dfg.block_params(header).to_vec();
        let args = params.iter().map(|p| resume.get(p).copied().ok_or("internal: no resume value")).collect::<Result<Vec<_>, _>>()?;
        self.emit_void(middle, InstData::Jump(BlockCall::new(header, args)));
        Ok(())
    }

    /// An invariant affine expression as a `long` computed at the end of `block`.
    fn materialize(&mut self, _module: &Module, block: Block, expr: &Affine) -> Result<Value, String> {
        let long = self.long;
        let mut acc: Option<Value> = None;
        for &(term, coeff) in &expr.terms {
            let Term::Value(v) = term else { return Err("internal: trip count term is not a value".into()) };
            let as_long = if self.func.value_type(v) == long { v } else { self.emit(block, InstData::Cast { arg: v }, Some(long)) };
            let scaled = if coeff == 1 {
                as_long
            } else {
                let c = self.const_long(block, coeff);
                self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [as_long, c] }, Some(long))
            };
            acc = Some(match acc {
                Some(acc) => self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [acc, scaled] }, Some(long)),
                None => scaled,
            });
        }
        match acc {
            None => Ok(self.const_long(block, expr.constant)),
            Some(acc) if expr.constant == 0 => Ok(acc),
            Some(acc) => {
                let c = self.const_long(block, expr.constant);
                Ok(self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [acc, c] }, Some(long)))
            }
        }
    }

    // The bytes [lo, hi) a range covers over `trip` iterations, as unsigned addresses.
    fn range_bounds(&mut self, module: &Module, block: Block, trip: Value, range: &AccessRange) -> Result<(Value, Value), String> {
        let ulong = lookup(self.types, TypeKind::Int(IntKind::ULong))?;
        let long = self.long;
        let base_ptr = match range.base {
            Base::Value(v) => v,
            Base::Global(g) => {
                let ty = lookup(self.types, TypeKind::Ptr(module.globals[g].ty))?;
                self.emit(block, InstData::GlobalAddr(g), Some(ty))
            }
            Base::Slot(s) => {
                let ty = lookup(self.types, TypeKind::Ptr(self.func.slots[s].ty))?;
                self.emit(block, InstData::SlotAddr(s), Some(ty))
            }
        };
        let base = self.emit(block, InstData::Cast { arg: base_ptr }, Some(ulong));
        let one = self.const_long(block, 1);
        let last = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [trip, one] }, Some(long));
        let step = self.const_long(block, range.step);
        let moved = self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [last, step] }, Some(long));
        let mut start = self.materialize(module, block, &range.start)?;
        let mut end = self.materialize(module, block, &range.end)?;
        let bound = if range.step < 0 { &mut start } else { &mut end };
        *bound = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [*bound, moved] }, Some(long));
        let addr = |ex: &mut Self, offset: Value| {
            let off = ex.emit(block, InstData::Cast { arg: offset }, Some(ulong));
            ex.emit(block, InstData::Binary { op: BinaryOp::Add, args: [base, off] }, Some(ulong))
        };
        Ok((addr(self, start), addr(self, end)))
    }

    // hi(a) <= lo(b) || hi(b) <= lo(a), as an int.
    fn no_overlap(&mut self, module: &Module, block: Block, trip: Value, a: &AccessRange, b: &AccessRange) -> Result<Value, String> {
        let int = self.int;
        let (lo_a, hi_a) = self.range_bounds(module, block, trip, a)?;
        let (lo_b, hi_b) = self.range_bounds(module, block, trip, b)?;
        let before = self.emit(block, InstData::Binary { op: BinaryOp::Le, args: [hi_a, lo_b] }, Some(int));
        let after = self.emit(block, InstData::Binary { op: BinaryOp::Le, args: [hi_b, lo_a] }, Some(int));
        Ok(self.emit(block, InstData::Binary { op: BinaryOp::Or, args: [before, after] }, Some(int)))
    }

    fn preheader_recipes(&mut self, plan: &VPlan, block: Block, start_call: &BlockCall) -> Result<(), String> {
        for recipe in &plan.preheader {
            match recipe.kind {
                RecipeKind::Broadcast { value } => {
                    let ty = self.vec_ty(self.func.value_type(value), self.vf)?;
                    let splat = self.emit(block, InstData::Splat { arg: value }, Some(ty));
                    self.broadcast.insert(value, splat);
                }
                RecipeKind::ReductionStart { red } => {
                    let red = &self.legal.reductions[red];
                    let idx = self.func.dfg.block_params(self.legal.header).iter().position(|p| *p == red.param).unwrap_or(0);
                    let start = start_call.args.get(idx).copied().unwrap_or(red.start);
                    let scalar_ty = self.acc_ty(red)?;
                    let ty = self.vec_ty(scalar_ty, self.vf)?;
                    let init = match red.kind {
                        RedKind::MinMax(_) => self.emit(block, InstData::Splat { arg: start }, Some(ty)),
                        RedKind::Binary(op) => {
                            let lane = identity(self.types, scalar_ty, op);
                            self.emit(block, InstData::Const(Const::Vector(vec![lane; self.vf as usize])), Some(ty))
                        }
                    };
                    for part in 0..self.uf {
                        self.acc_start.insert((red.param, part), init);
                    }
                }
                _ => return Err(format!("internal: recipe {:?} in vector.ph", recipe.kind)),
            }
        }
        Ok(())
    }

    fn body_recipes(&mut self, plan: &VPlan, body: Block, index: Value) -> Result<(), String> {
        let long = self.long;
        for part in 0..self.uf {
            let base = if part == 0 {
                index
            } else {
                let offset = self.const_long(body, (part * self.vf) as i64);
                self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [index, offset] }, Some(long))
            };
            self.part_base.push(base);
        }
        for recipe in &plan.body {
            for part in 0..self.uf {
                self.body_recipe(&recipe.kind, body, part)?;
            }
        }
        Ok(())
    }

    fn body_recipe(&mut self, kind: &RecipeKind, body: Block, part: u32) -> Result<(), String> {
        match *kind {
            RecipeKind::CanonicalIv | RecipeKind::ReductionPhi { .. } | RecipeKind::BranchOnCount => {}
            RecipeKind::Induction { ind, vector, .. } => {
                let ind = self.legal.inductions[ind].clone();
                let base = self.part_base[part as usize];
                let scalar = self.induction_at(body, &ind, base)?;
                self.scalar.insert((ind.param, part), scalar);
                if vector {
                    let ty = self.func.value_type(ind.param);
                    let vty = self.vec_ty(ty, self.vf)?;
                    let splat = self.emit(body, InstData::Splat { arg: scalar }, Some(vty));
                    let lanes = (0..self.vf as i64).map(|l| Const::Int((l * ind.step) as u64)).collect();
                    let steps = self.emit(body, InstData::Const(Const::Vector(lanes)), Some(vty));
                    let vec = self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [splat, steps] }, Some(vty));
                    self.vector.insert((ind.param, part), vec);
                }
            }
            RecipeKind::Clone { inst } | RecipeKind::InvariantLoad { inst } => {
                let mut data = self.func.inst(inst).clone();
                let mut mapped = BTreeMap::new();
                for v in data.operands() {
                    mapped.insert(v, self.get_scalar(v, part)?);
                }
                data.map_operands(|v| mapped[&v]);
                let res = func_result(self.func, inst).ok_or("internal: cloned instruction has no result")?;
                let ty = self.func.value_type(res);
                let loc = self.func.srclocs[inst];
                let new = self.func.append(body, data, Some(ty), loc).ok_or("internal: clone lost its result")?;
                self.scalar.insert((res, part), new);
                if matches!(kind, RecipeKind::InvariantLoad { .. }) && self.legal.needs_vector.contains(&res) {
                    let vty = self.vec_ty(ty, self.vf)?;
                    let splat = self.emit(body, InstData::Splat { arg: new }, Some(vty));
                    self.vector.insert((res, part), splat);
                }
            }
            RecipeKind::WidenLoad { inst } => {
                let InstData::Load { addr, .. } = *self.func.inst(inst) else { return Err("internal: not a load".into()) };
                let res = func_result(self.func, inst).ok_or("internal: load without result")?;
                let addr = self.get_scalar(addr, part)?;
                let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
                let loc = self.func.srclocs[inst];
                let data = InstData::VectorLoad { addr, mask: None, aligned: false };
                let new = self.func.append(body, data, Some(vty), loc).ok_or("internal: vload lost its result")?;
                self.vector.insert((res, part), new);
            }
            RecipeKind::WidenStore { inst } => {
                let InstData::Store { addr, value, .. } = *self.func.inst(inst) else { return Err("internal: not a store".into()) };
                let addr = self.get_scalar(addr, part)?;
                let value_vec = self.get_value_vector(value, part, body)?;
                let loc = self.func.srclocs[inst];
                let data = InstData::VectorStore { addr, value: value_vec, mask: None, aligned: false };
                self.func.append(body, data, None, loc);
            }
            RecipeKind::Widen { inst } => self.widen(body, inst, part)?,
            RecipeKind::Replicate { inst } => self.replicate(body, inst, part)?,
            _ => return Err(format!("internal: recipe {:?} in vector.body", kind)),
        }
        Ok(())
    }

    // The induction's value on iteration `iter` (a long): start + iter*step.
    fn induction_at(&mut self, block: Block, ind: &super::legal::IndVar, iter: Value) -> Result<Value, String> {
        let long = self.long;
        let ty = self.func.value_type(ind.param);
        let offset = if ind.step == 1 {
            iter
        } else {
            let step = self.const_long(block, ind.step);
            self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [iter, step] }, Some(long))
        };
        if ind.is_pointer {
            return Ok(self.emit(block, InstData::PtrAdd { base: ind.start, index: offset }, Some(ty)));
        }
        // Narrow types are computed in `long`, where start + offset cannot overflow; 64-bit
        // ones in their own type (FIXME: a signed 64-bit induction spanning more than
        // 2^63 values would overflow here and not in the scalar loop).
        let bits = self.types.int_kind(ty).map_or(64, |k| k.bits());
        if bits < 64 {
            let start = self.emit(block, InstData::Cast { arg: ind.start }, Some(long));
            let sum = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [start, offset] }, Some(long));
            Ok(self.emit(block, InstData::Cast { arg: sum }, Some(ty)))
        } else {
            let off = if ty == long { offset } else { self.emit(block, InstData::Cast { arg: offset }, Some(ty)) };
            Ok(self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [ind.start, off] }, Some(ty)))
        }
    }

    fn get_scalar(&self, v: Value, part: u32) -> Result<Value, String> {
        if !self.legal.defines(self.func, v) {
            return Ok(v);
        }
        self.scalar.get(&(v, part)).copied().ok_or_else(|| format!("internal: no scalar for {} part {}", v, part))
    }

    fn get_vector(&self, v: Value, part: u32, _block: Block) -> Result<Value, String> {
        if !self.legal.defines(self.func, v) {
            return self.broadcast.get(&v).copied().ok_or_else(|| format!("internal: {} was not broadcast", v));
        }
        self.vector.get(&(v, part)).copied().ok_or_else(|| format!("internal: no vector for {} part {}", v, part))
    }

    // A vector operand used as a value: a mask (a widened comparison) becomes 0/1 lanes of
    // the scalar operand's type, as C's comparisons give int.
    fn get_value_vector(&mut self, v: Value, part: u32, block: Block) -> Result<Value, String> {
        let vec = self.get_vector(v, part, block)?;
        if !matches!(self.types.kind(self.func.value_type(vec)), TypeKind::Mask(_)) {
            return Ok(vec);
        }
        let vty = self.vec_ty(self.func.value_type(v), self.vf)?;
        Ok(self.emit(block, InstData::Cast { arg: vec }, Some(vty)))
    }

    // A vector used as a select condition: a mask, or `vec != 0`.
    fn get_mask(&mut self, v: Value, part: u32, block: Block) -> Result<Value, String> {
        let vec = self.get_vector(v, part, block)?;
        let vty = self.func.value_type(vec);
        if matches!(self.types.kind(vty), TypeKind::Mask(_)) {
            return Ok(vec);
        }
        let zero_lane = if self.types.is_float(self.types.scalar_of(vty)) { Const::Float(0.0) } else { Const::Int(0) };
        let zero = self.emit(block, InstData::Const(Const::Vector(vec![zero_lane; self.vf as usize])), Some(vty));
        let mty = lookup(self.types, TypeKind::Mask(self.vf))?;
        Ok(self.emit(block, InstData::Binary { op: BinaryOp::Ne, args: [vec, zero] }, Some(mty)))
    }

    /// The type a reduction accumulates in: its own, except that signed `+` and `*` accumulate
    /// unsigned, because the vector's partial sums are not the scalar loop's and may overflow
    /// where the scalar loop's do not (the final sum fits, and converts back exactly).
    fn acc_ty(&self, red: &super::legal::Reduction) -> Result<TypeId, String> {
        let ty = self.func.value_type(red.param);
        let wraps = matches!(red.kind, RedKind::Binary(BinaryOp::Add | BinaryOp::Mul));
        match self.types.int_kind(ty) {
            Some(kind) if wraps && self.types.is_signed(ty) => lookup(self.types, TypeKind::Int(kind.to_unsigned())),
            _ => Ok(ty),
        }
    }

    fn widen(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: widened instruction has no result")?;
        let mut scalar_ty = self.func.value_type(res);
        let reduction = self.legal.reductions.iter().find(|r| r.update == res).cloned();
        if let Some(red) = &reduction {
            scalar_ty = self.acc_ty(red)?;
        }
        let mut data = self.func.inst(inst).clone();
        let gives_mask = matches!(data, InstData::Binary { op, .. } if op.is_comparison())
            || matches!(data, InstData::Unary { op: UnaryOp::LogNot, .. });
        let ty = if gives_mask { lookup(self.types, TypeKind::Mask(self.vf))? } else { self.vec_ty(scalar_ty, self.vf)? };
        if let InstData::Const(c) = &data {
            // One vector constant serves every part.
            if let Some(&first) = self.vector.get(&(res, 0)) {
                self.vector.insert((res, part), first);
                return Ok(());
            }
            data = InstData::Const(Const::Vector(vec![c.clone(); self.vf as usize]));
        }
        let mut mapped = BTreeMap::new();
        let cond = if let InstData::Select { cond, .. } = data { Some(cond) } else { None };
        for v in data.operands() {
            let mut vec = if Some(v) == cond { self.get_mask(v, part, body)? } else { self.get_value_vector(v, part, body)? };
            if reduction.is_some() && Some(v) != cond && self.func.value_type(vec) != ty {
                vec = self.emit(body, InstData::Cast { arg: vec }, Some(ty));
            }
            mapped.insert(v, vec);
        }
        if let Some(cond) = cond {
            // The condition may also be an arm; the arms keep their value form.
            let mask = self.get_mask(cond, part, body)?;
            if let InstData::Select { cond: c, args } = &mut data {
                *c = mask;
                for a in args.iter_mut() {
                    *a = mapped[a];
                }
            }
        } else {
            data.map_operands(|v| mapped[&v]);
        }
        let loc = self.func.srclocs[inst];
        let new = self.func.append(body, data, Some(ty), loc).ok_or("internal: widened result lost")?;
        self.vector.insert((res, part), new);
        Ok(())
    }

    // A call per lane: extract each argument's lane, call, insert the result.
    fn replicate(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: replicated call has no result")?;
        let scalar_ty = self.func.value_type(res);
        let vty = self.vec_ty(scalar_ty, self.vf)?;
        let loc = self.func.srclocs[inst];
        let data = self.func.inst(inst).clone();
        let mut args = BTreeMap::new();
        for v in data.operands() {
            args.insert(v, self.get_value_vector(v, part, body)?);
        }
        let mut acc = self.emit(body, InstData::Const(Const::Undef), Some(vty));
        for lane in 0..self.vf {
            let mut lane_vals = BTreeMap::new();
            for (&orig, &vec) in &args {
                let ty = self.func.value_type(orig);
                lane_vals.insert(orig, self.emit(body, InstData::ExtractLane { vec, lane }, Some(ty)));
            }
            let mut call = data.clone();
            call.map_operands(|v| lane_vals[&v]);
            let value = self.func.append(body, call, Some(scalar_ty), loc).ok_or("internal: call lost its result")?;
            acc = self.emit(body, InstData::InsertLane { vec: acc, lane, value }, Some(vty));
        }
        self.vector.insert((res, part), acc);
        Ok(())
    }

    /// The middle block's recipes; returns the value each header parameter resumes from.
    fn middle_recipes(&mut self, plan: &VPlan, middle: Block, vtc: Value) -> Result<BTreeMap<Value, Value>, String> {
        let mut resume = BTreeMap::new();
        for recipe in &plan.middle {
            match recipe.kind {
                RecipeKind::ReduceFinal { red } => {
                    let red = self.legal.reductions[red].clone();
                    let op = red.kind.op();
                    let acc_ty = self.acc_ty(&red)?;
                    let vty = self.vec_ty(acc_ty, self.vf)?;
                    let mut acc = self.get_vector(red.update, 0, middle)?;
                    for part in 1..self.uf {
                        let next = self.get_vector(red.update, part, middle)?;
                        acc = self.emit(middle, InstData::Binary { op, args: [acc, next] }, Some(vty));
                    }
                    let ty = self.func.value_type(red.param);
                    let reduced = self.emit(middle, InstData::Reduce { op, arg: acc }, Some(acc_ty));
                    let value = match red.kind {
                        RedKind::MinMax(_) => reduced,
                        RedKind::Binary(op) => {
                            let start = if acc_ty == ty { red.start } else { self.emit(middle, InstData::Cast { arg: red.start }, Some(acc_ty)) };
                            let total = self.emit(middle, InstData::Binary { op, args: [start, reduced] }, Some(acc_ty));
                            if acc_ty == ty { total } else { self.emit(middle, InstData::Cast { arg: total }, Some(ty)) }
                        }
                    };
                    resume.insert(red.param, value);
                }
                RecipeKind::ResumeInduction { ind } => {
                    let ind = self.legal.inductions[ind].clone();
                    let value = self.induction_at(middle, &ind, vtc)?;
                    resume.insert(ind.param, value);
                }
                _ => return Err(format!("internal: recipe {:?} in middle.block", recipe.kind)),
            }
        }
        Ok(resume)
    }
}

fn func_result(func: &Function, inst: Inst) -> Option<Value> {
    func.dfg.result(inst)
}

/// The value `x op identity == x` for a reduction's lanes.
fn identity(types: &Types, ty: TypeId, op: BinaryOp) -> Const {
    if types.is_float(ty) {
        return Const::Float(if op == BinaryOp::Mul { 1.0 } else { -0.0 });
    }
    match op {
        BinaryOp::Mul => Const::Int(1),
        BinaryOp::And => {
            let bits = types.int_kind(ty).map_or(64, |k| k.bits());
            if types.is_signed(ty) || bits == 64 { Const::Int(u64::MAX) } else { Const::Int((1u64 << bits) - 1) }
        }
        _ => Const::Int(0),
    }
}
