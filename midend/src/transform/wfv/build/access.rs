//! Loads and stores by the shape of their address: a uniform address is one scalar access, a
//! consecutive one (lane 0's address plus the element size per lane) one vector access,
//! aligned where the shapes prove it, and any other a gather or scatter; accesses in a block
//! that may have inactive lanes take its mask. Interleave groups and indices that may be
//! consecutive at run time are done the better way `memory.rs` plans (`load_by_plan`,
//! `memory::emit_consecutive_store`).
//!
//! Invariant: a masked consecutive access computes lane 0's address as an integer
//! (`masked_lane0`), since lane 0 itself may be off and its address outside the object.

use super::*;

impl<'a> Builder<'a> {
    /// The load `r = *addr` of block `b` under `mask` (none: every lane), by the shapes of its
    /// result and address.
    pub(super) fn load(&mut self, b: Block, r: Value, addr: Value, mask: Option<Value>) -> Res<()> {
        let ty = self.src.value_type(r);
        let addr_shape = self.shapes.shape(addr);
        let elem_size = self.types.size_of(ty).ok_or("a load of an incomplete type")? as i64;
        if !self.types.is_scalar(ty) {
            return Err("a load of a whole struct or array".into());
        }
        if self.shapes.shape(r) != Shape::Varying && addr_shape.is_uniform() {
            let a = self.scalar(addr, b)?;
            let x = self.emit(InstData::Load { addr: a, volatile: false }, Some(self.plain(ty)?));
            self.set(r, Val::Scalar(x));
            return Ok(());
        }
        let vty = self.vec_of(ty)?;
        if vty == self.mask_ty {
            return Err("a varying load of a _Bool".into());
        }
        if let Some(x) = self.load_by_plan(b, r, addr, mask, vty)? {
            self.set(r, Val::Vector(x));
            return Ok(());
        }
        let x = match self.consecutive_lane0(addr, elem_size, mask)? {
            Some((a0, aligned)) => self.emit(InstData::VectorLoad { addr: a0, mask, aligned }, Some(vty)),
            None => {
                let (base, index) = self.indexed(addr, b)?;
                let index = self.narrow_index(index);
                self.emit(InstData::Gather { base, indices: index, mask }, Some(vty))
            }
        };
        self.set(r, Val::Vector(x));
        Ok(())
    }

    /// Lane 0's address (see `masked_lane0`) and whether the vector access is aligned, when
    /// `addr` is consecutive for elements of `elem_size` bytes: lane 0's address plus the
    /// element size per lane (not under `--wfv=naive`).
    fn consecutive_lane0(&mut self, addr: Value, elem_size: i64, mask: Option<Value>) -> Res<Option<(Value, bool)>> {
        match (self.shapes.shape(addr), self.vals[addr]) {
            (Shape::Linear(s), Some(Val::Linear(a0, _)))
                if s.unit.is_none() && s.scale == elem_size && !self.opts.naive =>
            {
                let aligned = self.shapes.aligned[addr].is_some_and(|al| al % (elem_size as u64 * self.vf as u64) == 0);
                Ok(Some((self.masked_lane0(a0, mask)?, aligned)))
            }
            _ => Ok(None),
        }
    }

    /// Lane 0's address `a0` for a consecutive access under `mask`: computed as an unsigned
    /// integer (`transform::integer_address`), since lane 0 may be off and its address then
    /// outside the object, where C's pointer arithmetic is undefined.
    fn masked_lane0(&mut self, a0: Value, mask: Option<Value>) -> Res<Value> {
        if mask.is_none() {
            return Ok(a0);
        }
        let ty = self.f.value_type(a0);
        let (cur, loc) = (self.cur, self.loc);
        let int = crate::transform::integer_address(self.types, &mut self.f, cur, loc, a0)
            .ok_or("internal: no integer form of a masked access's address")?;
        Ok(self.emit(InstData::Cast { arg: int }, Some(ty)))
    }

    /// A gather's index `0 + (long)i`, with `i` a vector of `int`, as `i` itself: the same
    /// element offsets (gathers sign-extend 32-bit indices, as the cast did), and the form the
    /// targets' 32-bit-index gather instructions take.
    fn narrow_index(&self, index: Value) -> Value {
        let def = |v: Value| self.f.dfg.defining_inst(v).map(|i| self.f.inst(i));
        let is_zero = |v: Value| matches!(def(v), Some(InstData::Const(Const::Undef | Const::Int(0))));
        let Some(InstData::Binary { op: BinaryOp::Add, args: [x, y] }) = def(index) else { return index };
        let cast = if is_zero(*x) {
            *y
        } else if is_zero(*y) {
            *x
        } else {
            return index;
        };
        let Some(InstData::Cast { arg }) = def(cast) else { return index };
        let ty = self.f.value_type(*arg);
        let is_int_vector =
            self.types.lanes(ty) == self.vf && self.types.int_kind(self.types.scalar_of(ty)) == Some(IntKind::Int);
        if is_int_vector {
            *arg
        } else {
            index
        }
    }

    /// The store `*addr = value` of block `b` under `mask` (none: every lane), by the shapes of
    /// its address and value.
    pub(super) fn store(&mut self, b: Block, addr: Value, value: Value, mask: Option<Value>) -> Res<()> {
        let ty = self.src.value_type(value);
        if !self.types.is_scalar(ty) {
            return Err("a store of a whole struct or array".into());
        }
        let addr_shape = self.shapes.shape(addr);
        if addr_shape.is_uniform() && self.shapes.shape_at(value, b).is_uniform() && !self.opts.naive {
            let a = self.scalar(addr, b)?;
            let v = self.scalar(value, b)?;
            self.emit_void(InstData::Store { addr: a, value: v, volatile: false });
            return Ok(());
        }
        if self.types.is_pointer(ty) {
            return Err("a varying store of a pointer".into());
        }
        let elem_size = self.types.size_of(ty).ok_or("a store of an incomplete type")? as i64;
        let v = self.vector(value, b)?;
        if self.f.value_type(v) == self.mask_ty {
            return Err("a varying store of a _Bool".into());
        }
        match self.consecutive_lane0(addr, elem_size, mask)? {
            Some((a0, aligned)) => self.emit_void(InstData::VectorStore { addr: a0, value: v, mask, aligned }),
            None => {
                let (base, index) = self.indexed(addr, b)?;
                let narrow = self.narrow_index(index);
                if self.mem.is_dynamic(addr) && self.f.value_type(narrow) == self.vec_of(self.int)? {
                    let tys = memory::IndexTypes {
                        blocks: self.block_stores && matches!(elem_size, 4 | 8),
                        ..self.index_types()?
                    };
                    let checks =
                        memory::Checks { map: &mut self.mem.checks, in_entry: self.src.entry_block() == Some(b) };
                    let mut at = memory::At { types: self.types, f: &mut self.f, cur: self.cur, loc: self.loc };
                    memory::emit_consecutive_store(&mut at, checks, tys, base, narrow, v, mask);
                    self.cur = at.cur;
                } else {
                    self.emit_void(InstData::Scatter { base, indices: narrow, value: v, mask });
                }
            }
        }
        Ok(())
    }

    /// A load `memory.rs` does better than one vector load or a gather: a member of an
    /// interleave group (where every lane is active), or an index that may be consecutive.
    fn load_by_plan(
        &mut self,
        b: Block,
        r: Value,
        addr: Value,
        mask: Option<Value>,
        vty: TypeId,
    ) -> Res<Option<Value>> {
        if let Some(x) = self.mem.take_ready(r) {
            return Ok(Some(x));
        }
        if let (None, Some((other, off)), Some(Val::Linear(a0, _))) = (mask, self.mem.group(r), self.vals[addr]) {
            let mut at = memory::At { types: self.types, f: &mut self.f, cur: self.cur, loc: self.loc };
            let (mine, theirs) = memory::emit_group_load(&mut at, a0, off, vty, self.long, self.vf);
            self.cur = at.cur;
            self.mem.set_ready(other, theirs);
            return Ok(Some(mine));
        }
        if !self.mem.is_dynamic(addr) {
            return Ok(None);
        }
        let (base, index) = self.indexed(addr, b)?;
        let index = self.narrow_index(index);
        if self.f.value_type(index) != self.vec_of(self.int)? {
            return Ok(Some(self.emit(InstData::Gather { base, indices: index, mask }, Some(vty))));
        }
        let elem_size = self.types.size_of(self.src.value_type(r));
        let tys = memory::IndexTypes { blocks: matches!(elem_size, Some(4 | 8)), ..self.index_types()? };
        let checks = memory::Checks { map: &mut self.mem.checks, in_entry: self.src.entry_block() == Some(b) };
        let mut at = memory::At { types: self.types, f: &mut self.f, cur: self.cur, loc: self.loc };
        let x = memory::emit_consecutive_load(&mut at, checks, tys, base, index, mask, vty);
        self.cur = at.cur;
        Ok(Some(x))
    }

    /// The types `memory.rs` builds index tests with, for this variant's lanes.
    fn index_types(&mut self) -> Res<memory::IndexTypes> {
        Ok(memory::IndexTypes {
            int: self.int,
            long: self.long,
            vint: self.vec_of(self.int)?,
            mask: self.mask_ty,
            vf: self.vf,
            blocks: false,
        })
    }
}
