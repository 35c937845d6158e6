//! Vector memory accesses' addresses and shapes: reversed and strided accesses, interleave
//! groups (several strided members as consecutive vectors and shuffles), and the addresses of
//! masked accesses computed without C's pointer arithmetic where lanes may be off.
//!
//! Inputs: `legal`'s access classes and groups. Invariants: no lane that is off reads or
//! writes memory, and an address outside the object is never formed as a pointer.

use super::*;

impl Exec<'_> {
    /// A load's address operand and its result.
    fn load_parts(&self, inst: Inst) -> Result<(Value, Value), String> {
        let InstData::Load { addr, .. } = *self.func.inst(inst) else {
            return Err("internal: not a load".into());
        };
        let res = func_result(self.func, inst).ok_or("internal: load without result")?;
        Ok((addr, res))
    }

    /// A store's address and value operands and whether it is volatile.
    fn store_parts(&self, inst: Inst) -> Result<(Value, Value, bool), String> {
        let InstData::Store { addr, value, volatile } = *self.func.inst(inst) else {
            return Err("internal: not a store".into());
        };
        Ok((addr, value, volatile))
    }

    /// A consecutive load: one vector load from lane 0's address, aligned where a peel made it so.
    pub(super) fn widen_load(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let (addr, res) = self.load_parts(inst)?;
        let addr = self.get_scalar(addr, part)?;
        let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
        let loc = self.func.srclocs[inst];
        let mask = self.inst_mask(inst, part)?;
        let addr = if self.lane0_may_be_off(mask) { self.masked_address(body, addr, 0)? } else { addr };
        // The loads a peel aligned (to VF·UF elements: each part to its own bytes).
        let bytes = self.types.size_of(self.func.value_type(res)).unwrap_or(0) * self.vf as u64;
        let page_checked = super::peel::page_checked(self.legal);
        let peeled = self
            .legal
            .align_peel
            .as_ref()
            .is_some_and(|ap| ap.loads.contains(&inst) && !(page_checked && ap.also_loads.contains(&inst)));
        let aligned = self.peeled.is_some() && peeled && mask.is_none() && bytes >= 16;
        let data = InstData::VectorLoad { addr, mask, aligned };
        let new = self.at_loc(body, loc).ins(data, vty);
        self.vector.insert((res, part), new);
        Ok(())
    }

    /// A consecutive store: one vector store at lane 0's address (of a blend of the two values
    /// where two stores to one address were merged).
    pub(super) fn widen_store(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let (addr, value, _) = self.store_parts(inst)?;
        let addr = self.get_scalar(addr, part)?;
        let mut value_vec = self.get_value_vector(value, part, body)?;
        if let Some(m) = self.legal.merged_stores.get(&inst).copied() {
            let stored =
                |s: Inst| super::merge_stores::stored(self.func, s).ok_or("internal: a merged store is not a store");
            let (t, f) = (stored(m.if_true)?, stored(m.if_false)?);
            let (tv, fv) = (self.get_value_vector(t, part, body)?, self.get_value_vector(f, part, body)?);
            let mask = self.get_mask(m.cond, part, body)?;
            let ty = self.func.value_type(tv);
            value_vec = self.emit(body, InstData::Select { cond: mask, args: [tv, fv] }, Some(ty));
        }
        let loc = self.func.srclocs[inst];
        let mask = self.inst_mask(inst, part)?;
        let addr = if self.lane0_may_be_off(mask) { self.masked_address(body, addr, 0)? } else { addr };
        let data = InstData::VectorStore { addr, value: value_vec, mask, aligned: false };
        self.at_loc(body, loc).ins_void(data);
        Ok(())
    }

    /// A load that moves down by one element: a vector load from the last lane's address, reversed.
    pub(super) fn reverse_load(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let (addr, res) = self.load_parts(inst)?;
        let mask = self.reversed_mask(body, inst, part)?;
        let last = self.last_lane_addr(body, addr, part, mask.is_some())?;
        let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
        let loc = self.func.srclocs[inst];
        let data = InstData::VectorLoad { addr: last, mask, aligned: false };
        let loaded = self.at_loc(body, loc).ins(data, vty);
        let reversed = self.reverse(body, loaded);
        self.vector.insert((res, part), reversed);
        Ok(())
    }

    /// A store that moves down by one element: the value reversed, stored at the last lane's address.
    pub(super) fn reverse_store(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let (addr, value, _) = self.store_parts(inst)?;
        let mask = self.reversed_mask(body, inst, part)?;
        let last = self.last_lane_addr(body, addr, part, mask.is_some())?;
        let value_vec = self.get_value_vector(value, part, body)?;
        let reversed = self.reverse(body, value_vec);
        let loc = self.func.srclocs[inst];
        let data = InstData::VectorStore { addr: last, value: reversed, mask, aligned: false };
        self.at_loc(body, loc).ins_void(data);
        Ok(())
    }

    /// A strided or indexed load: a gather from a base and the lanes' element indices.
    pub(super) fn gather_load(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let (addr, res) = self.load_parts(inst)?;
        let (base, indices) = self.base_and_indices(body, inst, addr, part)?;
        let vty = self.vec_ty(self.func.value_type(res), self.vf)?;
        let loc = self.func.srclocs[inst];
        let mask = self.inst_mask(inst, part)?;
        let data = InstData::Gather { base, indices, mask };
        let new = self.at_loc(body, loc).ins(data, vty);
        self.vector.insert((res, part), new);
        Ok(())
    }

    /// A strided or indexed store: a scatter, which writes the lanes in order.
    pub(super) fn scatter_store(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        let (addr, value, _) = self.store_parts(inst)?;
        let (base, indices) = self.base_and_indices(body, inst, addr, part)?;
        let value = self.get_value_vector(value, part, body)?;
        let loc = self.func.srclocs[inst];
        let mask = self.inst_mask(inst, part)?;
        self.at_loc(body, loc).ins_void(InstData::Scatter { base, indices, value, mask });
        Ok(())
    }

    /// A store to one address on every iteration: the last part's last lane, stored once.
    pub(super) fn invariant_store(&mut self, body: Block, inst: Inst, part: u32) -> Result<(), String> {
        // Only the last part's store survives the vector iteration.
        if part + 1 < self.uf {
            return Ok(());
        }
        let (addr, value, volatile) = self.store_parts(inst)?;
        let addr = self.get_scalar(addr, part)?;
        let value = if self.legal.defines(self.func, value) {
            let vec = self.get_value_vector(value, part, body)?;
            let ty = self.func.value_type(value);
            self.emit(body, InstData::ExtractLane { vec, lane: self.vf - 1 }, Some(ty))
        } else {
            value
        };
        let loc = self.func.srclocs[inst];
        self.at_loc(body, loc).ins_void(InstData::Store { addr, value, volatile });
        Ok(())
    }

    /// The address the part's last lane accesses, for an access that moves down by one element:
    /// lane 0's address - (VF - 1) elements. Under a mask that address may lie outside the
    /// object (`masked_address`).
    fn last_lane_addr(&mut self, body: Block, addr: Value, part: u32, masked: bool) -> Result<Value, String> {
        let first = self.get_scalar(addr, part)?;
        let ty = self.func.value_type(first);
        if !masked {
            let back = self.const_long(body, -(self.vf as i64 - 1));
            return Ok(self.emit(body, InstData::PtrAdd { base: first, index: back }, Some(ty)));
        }
        let elem = self.types.pointee(ty).ok_or("internal: a reversed access through a non-pointer")?;
        let size = self.types.size_of(elem).ok_or("internal: a reversed access to an element of unknown size")?;
        self.masked_address(body, first, (self.vf as u64 - 1) * size)
    }

    /// `addr - back` bytes, for a masked access: computed as an unsigned integer, since lanes
    /// that are off (lane 0 under a condition, lanes below it in a reversed access) may have
    /// addresses outside the object, where C's pointer arithmetic is undefined.
    fn masked_address(&mut self, body: Block, addr: Value, back: u64) -> Result<Value, String> {
        let ty = self.func.value_type(addr);
        let int = crate::transform::integer_address(self.types, self.func, body, self.loc, addr)
            .ok_or("internal: no integer form of a masked access's address")?;
        let int = if back == 0 {
            int
        } else {
            let ulong = self.func.value_type(int);
            let back = self.emit(body, InstData::Const(Const::Int(back)), Some(ulong));
            self.emit(body, InstData::Binary { op: BinaryOp::Sub, args: [int, back] }, Some(ulong))
        };
        Ok(self.emit(body, InstData::Cast { arg: int }, Some(ty)))
    }

    /// Whether lane 0 of a masked access may be off: under a condition (a masked remainder's
    /// own mask always has lane 0).
    fn lane0_may_be_off(&self, mask: Option<Value>) -> bool {
        mask.is_some() && mask != self.tail_mask
    }

    /// An interleave group: `stride` consecutive vectors from the smallest member's lane-0
    /// address; a member at offset o has lane l at element o + l·stride of their concatenation.
    /// Shuffles take two vectors: the first picks from vectors 0 and 1, each later one keeps
    /// what it has and picks from the next vector (lane 0 where nothing is picked yet). With
    /// `lane_stores` (a store group with gaps), each member lane is extracted and stored on its
    /// own, in address order.
    pub(super) fn interleave_group(
        &mut self,
        body: Block,
        group: usize,
        part: u32,
        lane_stores: bool,
    ) -> Result<(), String> {
        let g = self.legal.groups[group].clone();
        let (vf, stride) = (self.vf as i64, g.stride);
        let lead_off = g.members.iter().find(|(m, _)| *m == g.leader).map_or(0, |(_, o)| *o);
        let (addr, elem_ty) = match *self.func.inst(g.leader) {
            InstData::Load { addr, .. } => {
                (addr, self.func.value_type(func_result(self.func, g.leader).ok_or("internal: load without result")?))
            }
            InstData::Store { addr, value, .. } => (addr, self.func.value_type(value)),
            _ => return Err("internal: an interleave group leader that is not a load or store".into()),
        };
        let lead_addr = self.get_scalar(addr, part)?;
        let ptr_ty = self.func.value_type(lead_addr);
        let vty = self.vec_ty(elem_ty, self.vf)?;
        let loc = self.func.srclocs[g.leader];
        // `delta` elements from the leader's address.
        let at = |ex: &mut Self, delta: i64| {
            if delta == 0 {
                lead_addr
            } else {
                let c = ex.const_long(body, delta);
                ex.emit(body, InstData::PtrAdd { base: lead_addr, index: c }, Some(ptr_ty))
            }
        };
        let ptrs: Vec<Value> = (0..stride).map(|k| at(self, k * vf - lead_off)).collect();
        // Lane sources: (vector index, lane in it) for every result lane.
        let pick = |ex: &mut Self, vectors: &[Value], sources: &[(i64, i64)]| -> Value {
            let lanes0 = sources.iter().map(|&(v, l)| if v < 2 { (v * vf + l) as u32 } else { 0 }).collect();
            let mut acc = ex.emit(body, InstData::Shuffle { args: [vectors[0], vectors[1]], lanes: lanes0 }, Some(vty));
            for k in 2..vectors.len() as i64 {
                if !sources.iter().any(|&(v, _)| v == k) {
                    continue;
                }
                let lanes = sources
                    .iter()
                    .enumerate()
                    .map(|(t, &(v, l))| if v == k { (vf + l) as u32 } else { t as u32 })
                    .collect();
                acc = ex.emit(body, InstData::Shuffle { args: [acc, vectors[k as usize]], lanes }, Some(vty));
            }
            acc
        };
        if g.kind == AccessKind::Read {
            let mut loaded = Vec::new();
            for &ptr in &ptrs {
                let data = InstData::VectorLoad { addr: ptr, mask: None, aligned: false };
                loaded.push(self.at_loc(body, loc).ins(data, vty));
            }
            for &(member, off) in &g.members {
                let res = func_result(self.func, member).ok_or("internal: load without result")?;
                if self.legal.folded.contains(&res) {
                    // Only a complex multiply uses it, on the loaded vectors.
                    continue;
                }
                let sources: Vec<(i64, i64)> =
                    (0..vf).map(|l| ((off + l * stride) / vf, (off + l * stride) % vf)).collect();
                let value = pick(self, &loaded, &sources);
                self.vector.insert((res, part), value);
            }
            self.group_vectors.insert((group, part), loaded);
        } else if let Some(&cm) = self.legal.complex_muls.get(&group) {
            for (k, &ptr) in ptrs.iter().enumerate() {
                let value = self.complex_mul(body, cm, part, k)?;
                let data = InstData::VectorStore { addr: ptr, value, mask: None, aligned: false };
                self.at_loc(body, loc).ins_void(data);
            }
        } else if lane_stores {
            let mut members = Vec::new();
            for &(member, off) in &g.members {
                let InstData::Store { value, volatile, .. } = *self.func.inst(member) else {
                    return Err("internal: not a store".into());
                };
                members.push((off, self.get_value_vector(value, part, body)?, volatile));
            }
            members.sort_by_key(|m| m.0);
            for lane in 0..vf {
                for &(off, vec, volatile) in &members {
                    let addr = at(self, off - lead_off + lane * stride);
                    let value = self.emit(body, InstData::ExtractLane { vec, lane: lane as u32 }, Some(elem_ty));
                    self.at_loc(body, loc).ins_void(InstData::Store { addr, value, volatile });
                }
            }
        } else {
            let mut values = vec![None; stride as usize];
            for &(member, off) in &g.members {
                let InstData::Store { value, .. } = *self.func.inst(member) else {
                    return Err("internal: not a store".into());
                };
                values[off as usize] = Some(self.get_value_vector(value, part, body)?);
            }
            // A gap's lanes take any member's values; the stores leave them out by their mask.
            let present: Vec<bool> = values.iter().map(Option::is_some).collect();
            let any = values.iter().flatten().copied().next().ok_or("internal: a store group without members")?;
            let values: Vec<Value> = values.into_iter().map(|v| v.unwrap_or(any)).collect();
            for (k, &ptr) in ptrs.iter().enumerate() {
                let sources: Vec<(i64, i64)> =
                    (0..vf).map(|t| k as i64 * vf + t).map(|e| (e % stride, e / stride)).collect();
                let value = pick(self, &values, &sources);
                let mask = if present.iter().all(|p| *p) {
                    None
                } else {
                    let lanes: Vec<Const> =
                        sources.iter().map(|&(m, _)| Const::Int(u64::from(present[m as usize]))).collect();
                    let ity = self.vec_ty(self.int, self.vf)?;
                    let zeros = self.splat_const(body, Const::Int(0), ity);
                    let members = self.emit(body, InstData::Const(Const::Vector(lanes)), Some(ity));
                    Some(self.mask_op(body, BinaryOp::Ne, members, zeros)?)
                };
                let data = InstData::VectorStore { addr: ptr, value, mask, aligned: false };
                self.at_loc(body, loc).ins_void(data);
            }
        }
        Ok(())
    }

    /// The lanes of `vec` in reverse order.
    fn reverse(&mut self, body: Block, vec: Value) -> Value {
        let ty = self.func.value_type(vec);
        let lanes = (0..self.vf).rev().collect();
        self.emit(body, InstData::Shuffle { args: [vec, vec], lanes }, Some(ty))
    }

    /// A reversed access's mask (the plan's choice for one under a condition, `cost.rs`'s
    /// `masked_reverse_pays`) in the order of the vector at the lowest address: reversed.
    fn reversed_mask(&mut self, body: Block, inst: Inst, part: u32) -> Result<Option<Value>, String> {
        Ok(self.inst_mask(inst, part)?.map(|mask| self.reverse(body, mask)))
    }

    /// `[0, stride, 2·stride, ...]` as a vector of `int`: a strided access's element offsets.
    fn stride_indices(&mut self, body: Block, stride: i64) -> Result<Value, String> {
        let ity = self.vec_ty(self.int, self.vf)?;
        let lanes = (0..self.vf as i64).map(|k| Const::Int((k * stride) as u64)).collect();
        Ok(self.emit(body, InstData::Const(Const::Vector(lanes)), Some(ity)))
    }

    /// The base pointer and the index vector of a gather or scatter: lane 0's address and the
    /// constant strides, or the pointer from before the loop and the index's vector.
    fn base_and_indices(&mut self, body: Block, inst: Inst, addr: Value, part: u32) -> Result<(Value, Value), String> {
        if let Some(&stride) = self.legal.strided.get(&inst) {
            Ok((self.get_scalar(addr, part)?, self.stride_indices(body, stride)?))
        } else if let Some(&(base, index)) = self.legal.indexed.get(&inst) {
            let indices = self.get_value_vector(index, part, body)?;
            Ok((self.element_pointer(body, base, addr), indices))
        } else {
            Err(format!("internal: {} is a gather or scatter that is neither strided nor indexed", inst))
        }
    }

    /// `base` as a pointer to the element `addr` points to: itself for `base + index`, the
    /// array's first element for `&base[index]`.
    fn element_pointer(&mut self, body: Block, mut base: Value, addr: Value) -> Value {
        let addr_ty = self.func.value_type(addr);
        if let Some(inst) = self.func.dfg.defining_inst(base).filter(|_| self.legal.defines(self.func, base)) {
            // `&global` or `&local` computed in the loop: the same address again.
            let data = self.func.inst(inst).clone();
            let ty = self.func.value_type(base);
            base = self.emit(body, data, Some(ty));
        }
        // Qualifiers aside (a `restrict` parameter's value keeps its own).
        if self.types.kind(self.func.value_type(base)) == self.types.kind(addr_ty) {
            return base;
        }
        let zero = self.const_long(body, 0);
        self.emit(body, InstData::ElemAddr { base, index: zero }, Some(addr_ty))
    }
}
