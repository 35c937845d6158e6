//! Per-lane stack slots: a local array (or a local whose address is taken) of a variant gets VF
//! copies, one per lane, interleaved: element `j` of lane `k` is element `j * VF + k` of one
//! array of VF times the elements, aligned to a vector. An access at an index that is the same
//! in every lane (`t[2]`, `t[n]` with `n` uniform) is then one vector load or store at element
//! `j * VF`; any other index is a gather or scatter at `j * VF + k`. Accesses in a block that
//! runs under a mask take the mask (lanes that did not reach it neither store nor read).
//!
//! Only slots whose address is used to reach their elements (`elemaddr`, `ptradd`, `load`,
//! `store` through it) are made per lane, of an integer or floating element type (arrays of
//! arrays included); an address that escapes (passed to a call, stored, compared, carried by a
//! block parameter) keeps the function without variants, with the reason.
//!
//! Input: the scalar function's stack slots. Invariant: every access to a per-lane slot goes
//! through `load_lane_slot` or `store_lane_slot`; an address into one is never a value of the
//! variant (`translate_inst` skips it and each access computes it again).

use super::*;

/// A slot's scalar element type and how many of them it holds: an integer or floating type,
/// or arrays of them.
fn slot_elems(types: &Types, ty: TypeId) -> Option<(TypeId, u64)> {
    let mut elem = ty;
    while let Some(e) = types.array_elem(elem) {
        elem = e;
    }
    let plain_ok = matches!(types.kind(elem), TypeKind::Int(k) if *k != IntKind::Bool)
        || matches!(types.kind(elem), TypeKind::Float(FloatKind::Float | FloatKind::Double));
    let esize = types.size_of(elem)?;
    let total = types.size_of(ty)?;
    (plain_ok && esize > 0 && total % esize == 0 && total > 0).then_some((elem, total / esize))
}

/// A per-lane slot: its interleaved copy in the variant and its scalar element type.
#[derive(Clone, Copy)]
pub(super) struct LaneSlot {
    pub copy: StackSlot,
    pub elem: TypeId,
}

/// The offset of an address into its slot, in elements of the slot's scalar type: none (the
/// first element), one for every lane (a `long`), or one per lane (a vector of `int`: the
/// slots are small, and gathers take 32-bit indices).
enum Offset {
    Zero,
    Uniform(Value),
    PerLane(Value),
}

/// The most elements a per-lane copy holds (all lanes): 64 KiB of floats, on the stack.
const MAX_LANE_SLOT_ELEMS: u64 = 16384;

impl<'a> Builder<'a> {
    /// Makes the per-lane copy of every slot of the scalar function, after checking that each
    /// slot's address only reaches its elements.
    pub(super) fn make_lane_slots(&mut self) -> Res<()> {
        for (slot, data) in self.src.slots.iter() {
            let name = data.name.as_deref().unwrap_or("(temporary)");
            let Some((qualified, n)) = slot_elems(self.types, data.ty) else {
                return Err(format!(
                    "it keeps `{}` in memory, of type {}: per-lane stack slots hold integers, floats and arrays of them",
                    name,
                    self.types.display(data.ty)
                ));
            };
            let elem = self.plain(qualified)?;
            if n * self.vf as u64 > MAX_LANE_SLOT_ELEMS {
                return Err(format!("its local `{}` is too large for {} copies on the stack (per-lane stack slots hold at most {} elements)", name, self.vf, MAX_LANE_SLOT_ELEMS));
            }
            let arr = self.types.array_of(elem, Some(n * self.vf as u64));
            let esize = self.types.size_of(elem).unwrap_or(1);
            let vbytes = esize * self.vf as u64;
            let align = if vbytes.is_power_of_two() { Some(vbytes.max(data.align.unwrap_or(0))) } else { data.align };
            let copy = self.f.slots.push(StackSlotData { ty: arr, name: data.name.clone(), align });
            self.lane_slots.insert(slot, LaneSlot { copy, elem });
        }
        if self.lane_slots.is_empty() {
            return Ok(());
        }
        for (_, inst) in self.src.insts_in_order() {
            let data = self.src.inst(inst);
            let res = self.src.dfg.result(inst);
            let mut bad = None;
            data.for_each_operand(|v| {
                let Some(slot) = self.slot_root(v) else { return };
                let elem = self.lane_slots[&slot].elem;
                let same_elem = |t: TypeId| self.plain(t).ok() == Some(elem);
                let ok = match data {
                    InstData::ElemAddr { base, index } | InstData::PtrAdd { base, index } => *base == v && *index != v,
                    InstData::Load { addr, volatile: false } => {
                        *addr == v && res.is_some_and(|r| same_elem(self.src.value_type(r)))
                    }
                    InstData::Store { addr, value, volatile: false } => {
                        *addr == v && *value != v && same_elem(self.src.value_type(*value))
                    }
                    _ => false,
                };
                if !ok && bad.is_none() {
                    bad = Some(slot);
                }
            });
            if let Some(slot) = bad {
                let name = self.src.slots[slot].name.as_deref().unwrap_or("(temporary)");
                return Err(format!(
                    "the address of `{}` is used other than to load or store its elements as {} (per-lane stack slots need that)",
                    name,
                    self.types.display(self.lane_slots[&slot].elem)
                ));
            }
        }
        Ok(())
    }

    /// The slot `v` points into, when it is a slot's address or an element address derived
    /// from one.
    pub(super) fn slot_root(&self, v: Value) -> Option<StackSlot> {
        let mut v = v;
        loop {
            match self.src.dfg.defining_inst(v).map(|i| self.src.inst(i))? {
                InstData::SlotAddr(slot) => return self.lane_slots.contains_key(slot).then_some(*slot),
                InstData::ElemAddr { base, .. } | InstData::PtrAdd { base, .. } => v = *base,
                _ => return None,
            }
        }
    }

    /// Whether `addr` (derived from a slot's address) is the same offset into every lane's
    /// copy of its slot: an access to it is one vector access, else a gather or scatter.
    pub(super) fn slot_offset_is_uniform(&self, addr: Value) -> bool {
        let mut v = addr;
        loop {
            match self.src.dfg.defining_inst(v).map(|i| self.src.inst(i)) {
                Some(InstData::ElemAddr { base, index } | InstData::PtrAdd { base, index })
                    if self.shapes.shape(*index).is_uniform() =>
                {
                    v = *base
                }
                Some(InstData::SlotAddr(_)) => return true,
                _ => return false,
            }
        }
    }

    /// The offset of `addr` (derived from a slot's address) into its slot, computed here.
    fn slot_offset(&mut self, addr: Value, b: Block, esize: u64) -> Res<Offset> {
        let data = self
            .src
            .dfg
            .defining_inst(addr)
            .map(|i| self.src.inst(i).clone())
            .ok_or("internal: a slot address without a definition")?;
        let (base, index, unit) = match data {
            InstData::SlotAddr(_) => return Ok(Offset::Zero),
            InstData::ElemAddr { base, index } => {
                let arr = self.types.pointee(self.src.value_type(base)).and_then(|t| self.types.array_elem(t));
                (base, index, arr.and_then(|t| self.types.size_of(t)))
            }
            InstData::PtrAdd { base, index } => {
                (base, index, self.types.pointee(self.src.value_type(base)).and_then(|t| self.types.size_of(t)))
            }
            _ => return Err("internal: not a slot address".into()),
        };
        let unit = unit
            .filter(|u| u % esize == 0)
            .ok_or("an address into a local array that is not a whole number of its elements")?
            / esize;
        let outer = self.slot_offset(base, b, esize)?;
        if let Val::Scalar(i) = self.get(index, b)? {
            if let Offset::Zero | Offset::Uniform(_) = outer {
                let i = if self.f.value_type(i) == self.long {
                    i
                } else {
                    self.emit(InstData::Cast { arg: i }, Some(self.long))
                };
                let scaled = self.times(i, unit as i64, self.long);
                return Ok(Offset::Uniform(match outer {
                    Offset::Uniform(o) => {
                        self.emit(InstData::Binary { op: BinaryOp::Add, args: [o, scaled] }, Some(self.long))
                    }
                    _ => scaled,
                }));
            }
        }
        let vint = self.vec_of(self.int)?;
        // `(long)i` of an `int` index: `i` itself (the offsets are small).
        let index = match self.src.dfg.defining_inst(index).map(|d| self.src.inst(d)) {
            Some(InstData::Cast { arg }) if self.types.int_kind(self.src.value_type(*arg)) == Some(IntKind::Int) => {
                *arg
            }
            _ => index,
        };
        let i = self.vector(index, b)?;
        let i = self.cast_to(i, vint);
        let scaled = self.times(i, unit as i64, vint);
        Ok(Offset::PerLane(match outer {
            Offset::Zero => scaled,
            Offset::Uniform(o) => {
                let o = self.emit(InstData::Cast { arg: o }, Some(self.int));
                let o = self.emit(InstData::Splat { arg: o }, Some(vint));
                self.emit(InstData::Binary { op: BinaryOp::Add, args: [o, scaled] }, Some(vint))
            }
            Offset::PerLane(o) => self.emit(InstData::Binary { op: BinaryOp::Add, args: [o, scaled] }, Some(vint)),
        }))
    }

    /// `x * k` of type `ty` (a scalar or a vector of `int`), `x` itself for 1.
    fn times(&mut self, x: Value, k: i64, ty: TypeId) -> Value {
        if k == 1 {
            return x;
        }
        let kc = if ty == self.long {
            self.int_const(self.long, k)
        } else {
            let c = self.int_const(self.int, k);
            self.emit(InstData::Splat { arg: c }, Some(ty))
        };
        self.emit(InstData::Binary { op: BinaryOp::Mul, args: [x, kc] }, Some(ty))
    }

    /// Where lane `k`'s element at `addr` is: the per-lane copy's first element, and either one
    /// offset (every lane's element at `offset * VF + k`: one vector access at `offset * VF`) or
    /// a vector of offsets `offset[k] * VF + k` (a gather or scatter).
    fn lane_slot_access(&mut self, addr: Value, b: Block) -> Res<(Value, Offset, bool)> {
        let slot = self.slot_root(addr).ok_or("internal: not a slot address")?;
        let LaneSlot { copy, elem } = self.lane_slots[&slot];
        let esize = self.types.size_of(elem).ok_or("internal: slot element size")?;
        let offset = self.slot_offset(addr, b, esize)?;
        let arr = self.f.slots[copy].ty;
        let aligned = self.f.slots[copy].align.is_some_and(|a| a >= esize * self.vf as u64);
        let parr = self.types.ptr_to(arr);
        let pelem = self.types.ptr_to(elem);
        let whole = self.emit(InstData::SlotAddr(copy), Some(parr));
        let zero = self.int_const(self.long, 0);
        let first = self.emit(InstData::ElemAddr { base: whole, index: zero }, Some(pelem));
        Ok(match offset {
            Offset::Zero => (first, Offset::Zero, aligned),
            Offset::Uniform(o) => {
                let at = self.times(o, self.vf as i64, self.long);
                (self.emit(InstData::PtrAdd { base: first, index: at }, Some(pelem)), Offset::Zero, aligned)
            }
            Offset::PerLane(o) => {
                let vint = self.vec_of(self.int)?;
                let scaled = self.times(o, self.vf as i64, vint);
                let lanes = self.step_vector(self.int, 1)?;
                let idx = self.emit(InstData::Binary { op: BinaryOp::Add, args: [scaled, lanes] }, Some(vint));
                (first, Offset::PerLane(idx), aligned)
            }
        })
    }

    /// A load of lane `k`'s own element.
    pub(super) fn load_lane_slot(&mut self, b: Block, r: Value, addr: Value, mask: Option<Value>) -> Res<()> {
        let vty = self.vec_of(self.src.value_type(r))?;
        let x = match self.lane_slot_access(addr, b)? {
            (at, Offset::Zero | Offset::Uniform(_), aligned) => {
                self.emit(InstData::VectorLoad { addr: at, mask, aligned }, Some(vty))
            }
            (base, Offset::PerLane(indices), _) => self.emit(InstData::Gather { base, indices, mask }, Some(vty)),
        };
        self.set(r, Val::Vector(x));
        Ok(())
    }

    /// A store to lane `k`'s own element, by the active lanes only.
    pub(super) fn store_lane_slot(&mut self, b: Block, addr: Value, value: Value, mask: Option<Value>) -> Res<()> {
        let v = self.vector(value, b)?;
        match self.lane_slot_access(addr, b)? {
            (at, Offset::Zero | Offset::Uniform(_), aligned) => {
                self.emit_void(InstData::VectorStore { addr: at, value: v, mask, aligned })
            }
            (base, Offset::PerLane(indices), _) => self.emit_void(InstData::Scatter { base, indices, value: v, mask }),
        }
        Ok(())
    }
}
