//! Calls in the vector loop: replicated per lane, lane calls under a pragma (one block per
//! lane, entered where the lane is on), calls of vector variants, and regrouped calls.
//!
//! Inputs: `legal`'s lane calls and the plan's variants. Invariants: lane calls run in lane
//! order and only for active lanes, as the scalar loop would call them.

use super::*;

impl Exec<'_> {
    /// A call per lane: extract each argument's lane, call, insert the result.
    pub(super) fn replicate(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: replicated call has no result")?;
        let scalar_ty = self.func.value_type(res);
        let vty = self.vec_ty(scalar_ty, self.vf)?;
        let loc = self.func.srclocs[inst];
        let data = self.func.inst(inst).clone();
        let mask = self.inst_mask(inst, part)?;
        let mut args = BTreeMap::new();
        for v in data.operands() {
            let mut vec = self.get_value_vector(v, part, body)?;
            if let Some(mask) = mask {
                // Inactive lanes call with 1, where every function of PURE_MATH is quiet.
                vec = self.safe_lanes(body, mask, vec, 1)?;
            }
            args.insert(v, vec);
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
            let value = self.at_loc(body, loc).ins(call, scalar_ty);
            acc = self.emit(body, InstData::InsertLane { vec: acc, lane, value }, Some(vty));
        }
        self.vector.insert((res, part), acc);
        Ok(())
    }

    /// A lane call (`LegalLoop::lane_calls`): for lane 0, 1, ... in turn, a block that calls the
    /// scalar function with the lane's arguments, entered only where the lane's mask is on (every
    /// lane without a mask), the result inserted into the vector carried to the next lane's test.
    /// The body goes on in the block after the last lane (`continue_in`).
    pub(super) fn lane_call(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let kinds = self.legal.lane_calls.get(&inst).cloned().ok_or("internal: not a lane call")?;
        let InstData::Call { callee, args } = self.func.inst(inst).clone() else {
            return Err("internal: a lane call that is not a call".into());
        };
        let res = func_result(self.func, inst);
        let rty = res.map(|r| self.func.value_type(r));
        let vty = match res.filter(|r| self.legal.needs_vector.contains(r)) {
            Some(r) => Some(self.vec_ty(self.func.value_type(r), self.vf)?),
            None => None,
        };
        let loc = self.func.srclocs[inst];
        enum Source {
            Same(Value),
            Lanes(Value),
            // Lane 0's address as an integer, the bytes per lane, the pointer type.
            Bytes(Value, i64, TypeId),
        }
        let mut sources = Vec::new();
        for (&a, kind) in args.iter().zip(&kinds) {
            sources.push(match *kind {
                super::legal::LaneArg::Scalar => Source::Same(self.get_scalar(a, part)?),
                super::legal::LaneArg::Vector => Source::Lanes(self.get_value_vector(a, part, body)?),
                super::legal::LaneArg::Pointer { step } => {
                    let first = self.get_scalar(a, part)?;
                    let int = crate::transform::integer_address(self.types, self.func, body, self.loc, first)
                        .ok_or("internal: no integer form of a lane call's pointer")?;
                    Source::Bytes(int, step, self.func.value_type(a))
                }
            });
        }
        let lanes_on = match self.inst_mask(inst, part)? {
            Some(m) => {
                let vint = self.vec_ty(self.int, self.vf)?;
                Some(self.emit(body, InstData::Cast { arg: m }, Some(vint)))
            }
            None => None,
        };
        let mut acc = vty.map(|t| self.emit(body, InstData::Const(Const::Undef), Some(t)));
        let mut block = body;
        for lane in 0..self.vf {
            let call_block = self.block_after(block);
            let next = self.block_after(call_block);
            let next_acc = vty.map(|t| self.func.dfg.append_block_param(next, t));
            match lanes_on {
                Some(on) => {
                    let bit = self.emit(block, InstData::ExtractLane { vec: on, lane }, Some(self.int));
                    let skip = BlockCall::new(next, acc.into_iter().collect());
                    self.emit_void(
                        block,
                        InstData::Branch { cond: bit, then_dest: BlockCall::new(call_block, vec![]), else_dest: skip },
                    );
                }
                None => self.emit_void(block, InstData::Jump(BlockCall::new(call_block, vec![]))),
            }
            let mut lane_args = Vec::new();
            for source in &sources {
                lane_args.push(match *source {
                    Source::Same(v) => v,
                    Source::Lanes(vec) => {
                        let ty = self.types.scalar_of(self.func.value_type(vec));
                        self.emit(call_block, InstData::ExtractLane { vec, lane }, Some(ty))
                    }
                    Source::Bytes(first, step, ty) => {
                        let at = if lane == 0 {
                            first
                        } else {
                            let ulong = self.func.value_type(first);
                            let off = self.emit(
                                call_block,
                                InstData::Const(Const::Int((step * lane as i64) as u64)),
                                Some(ulong),
                            );
                            self.emit(
                                call_block,
                                InstData::Binary { op: BinaryOp::Add, args: [first, off] },
                                Some(ulong),
                            )
                        };
                        self.emit(call_block, InstData::Cast { arg: at }, Some(ty))
                    }
                });
            }
            let call = InstData::Call { callee: callee.clone(), args: lane_args };
            let value = self.at_loc(call_block, loc).insert(call, rty);
            let mut pass = Vec::new();
            if let (Some(t), Some(a), Some(value)) = (vty, acc, value) {
                pass.push(self.emit(call_block, InstData::InsertLane { vec: a, lane, value }, Some(t)));
            }
            self.emit_void(call_block, InstData::Jump(BlockCall::new(next, pass)));
            block = next;
            acc = next_acc;
        }
        if let (Some(r), Some(a)) = (res, acc) {
            self.vector.insert((r, part), a);
        }
        self.continue_in = Some(block);
        Ok(())
    }

    /// One call to the vector variant: varying arguments as the part's vectors, uniform ones as
    /// the scalars from before the loop.
    pub(super) fn variant_call(
        &mut self,
        body: Block,
        inst: Inst,
        variant: FuncId,
        uniform: u64,
        mask: Option<MaskArg>,
        part: u32,
    ) -> Result<(), String> {
        // A variant without a result (a void function) is called for its stores.
        let res = func_result(self.func, inst);
        let vty = match res {
            Some(res) => Some(self.vec_ty(self.func.value_type(res), self.vf)?),
            None => None,
        };
        let InstData::Call { args, .. } = self.func.inst(inst).clone() else {
            return Err("internal: not a call".into());
        };
        let mut new_args = Vec::new();
        for (k, &a) in args.iter().enumerate() {
            new_args.push(if uniform & (1 << k.min(63)) != 0 {
                self.get_scalar(a, part)?
            } else {
                self.get_value_vector(a, part, body)?
            });
        }
        if let Some(MaskArg::Bits(bits_ty)) = mask {
            // The block's lanes as bits in an integer (AVX-512's ABI).
            let block = self.func.layout.inst_block(inst).ok_or("internal: a call outside the layout")?;
            let arg = match self.block_mask(block, part)? {
                Some(m) => self.emit(body, InstData::Cast { arg: m }, Some(bits_ty)),
                None => self.emit(
                    body,
                    InstData::Const(Const::Int(crate::abi::vfabi::all_lanes_bits(self.vf))),
                    Some(bits_ty),
                ),
            };
            new_args.push(arg);
        }
        if let Some(MaskArg::Vector(elem)) = mask {
            // The block's lanes as the variant's mask: 1 where on, 0 where off.
            let mvty = self.vec_ty(elem, self.vf)?;
            let one = if self.types.is_float(elem) { Const::Float(1.0) } else { Const::Int(1) };
            let ones = self.splat_const(body, one, mvty);
            let zeros = self.emit(body, InstData::Const(Const::Undef), Some(mvty));
            let block = self.func.layout.inst_block(inst).ok_or("internal: a call outside the layout")?;
            let arg = match self.block_mask(block, part)? {
                Some(m) => self.emit(body, InstData::Select { cond: m, args: [ones, zeros] }, Some(mvty)),
                None => ones,
            };
            new_args.push(arg);
        }
        let loc = self.func.srclocs[inst];
        let call = InstData::Call { callee: Callee::Direct(variant), args: new_args };
        let value = self.at_loc(body, loc).insert(call, vty);
        if let Some(res) = res {
            self.vector.insert((res, part), value.ok_or("internal: call lost its result")?);
        }
        Ok(())
    }

    /// Every part's call of `variant` for `inst` at once, its instances regrouped by the
    /// callee's branch (`regroup.rs`).
    pub(super) fn regrouped_call(
        &mut self,
        body: Block,
        inst: Inst,
        variant: FuncId,
        uniform: u64,
    ) -> Result<(), String> {
        let res = func_result(self.func, inst).ok_or("internal: a regrouped call without a result")?;
        let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
        let InstData::Call { callee: Callee::Direct(f), args } = self.func.inst(inst).clone() else {
            return Err("internal: not a direct call".into());
        };
        let slice = self.slices.get(&f).ok_or("internal: a regrouped call without a branch slice")?;
        let varying: Vec<bool> = (0..args.len()).map(|k| uniform & (1 << k.min(63)) == 0).collect();
        let mut part_args = Vec::new();
        for part in 0..self.uf {
            let mut new_args = Vec::new();
            for (k, &a) in args.iter().enumerate() {
                new_args.push(if varying[k] {
                    self.get_value_vector(a, part, body)?
                } else {
                    self.get_scalar(a, part)?
                });
            }
            part_args.push(new_args);
        }
        let loc = self.func.srclocs[inst];
        let results =
            super::regroup::emit(self.types, self.func, body, slice, variant, &part_args, &varying, vty, self.vf, loc)?;
        for (part, r) in results.into_iter().enumerate() {
            self.vector.insert((res, part as u32), r);
        }
        Ok(())
    }
}
