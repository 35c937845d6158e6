//! Guards on blocks: whether a block runs under `if (any lane)` (BOSCC: it must when it has
//! scalar side effects, `has_scalar_effects`; it does when skipping it saves more than the test
//! costs, `boscc_pays`), and whether it also gets an all-true fast path (BOA, `all_true_pays`):
//! translated a second time, unmasked, under `if (all lanes)` (`translate_all_true`).
//!
//! Inputs: the shapes, the memory plan and the target's cost table. Invariant: the fast arm
//! leaves the builder as it found it (the block's mask and `full` flag, edge masks, result
//! vector, the memory plan's loads made ready), so that the masked arm is translated as if
//! there were no fast path; both arms define the same values for the join.

use super::*;

impl<'a> Builder<'a> {
    /// Whether `b` does something that must not happen when no lane is in it.
    pub(super) fn has_scalar_effects(&self, b: Block) -> bool {
        self.src.layout.block_insts(b).iter().any(|&inst| match self.src.inst(inst) {
            InstData::Load { addr, .. } => self.shapes.shape(*addr).is_uniform(),
            InstData::Store { addr, .. } => self.shapes.shape(*addr).is_uniform(),
            InstData::Binary { op: BinaryOp::Div | BinaryOp::Rem, .. } => {
                self.src.dfg.result(inst).is_some_and(|r| {
                    !self.shapes.shape(r).is_uniform() || self.types.is_integer(self.src.value_type(r))
                })
            }
            InstData::Call { .. } => true,
            _ => false,
        })
    }

    /// Whether block `b` (mask `mask`) runs under `if (any lane)`: when every lane is in it
    /// whenever any is, when it has scalar side effects, when BOSCC pays, or when it gets an
    /// all-true fast path (`all_true_path`). A region's entry runs unguarded where its region
    /// is the function or the loop it heads is left on a uniform exit.
    pub(super) fn needs_guard(
        &self,
        b: Block,
        mask: Value,
        is_region_entry: bool,
        region: Option<Loop>,
        all_true_path: bool,
    ) -> bool {
        // A uniform exit's header runs unguarded: the loop is entered only when a lane is active.
        let entry_unguarded = is_region_entry && (region.is_none() || self.uniform_exit.is_some_and(|(h, _)| h == b));
        !entry_unguarded
            && !self.is_all_true(mask)
            && (self.full[b]
                || self.has_scalar_effects(b)
                || (self.opts.boscc && !is_region_entry && self.boscc_pays(b))
                || all_true_path)
    }

    /// Whether skipping `b` when no lane is in it saves more than the test costs (a movemask,
    /// a branch, the join's parameters): its work, counting a gather, scatter or call as
    /// `BOSCC_HEAVY` operations and any other operation (constants aside) as one, reaches
    /// `BOSCC_MIN_WORK`. A join that only merges values and masks, or a block of a few
    /// arithmetic operations, runs unguarded: its operations are masked or harmless on
    /// inactive lanes.
    pub(super) fn boscc_pays(&self, b: Block) -> bool {
        let work: usize = self
            .src
            .layout
            .block_insts(b)
            .iter()
            .map(|&inst| match self.src.inst(inst) {
                data if data.is_terminator() => 0,
                InstData::Const(_) => 0,
                InstData::Load { addr, .. } | InstData::Store { addr, .. }
                    if !matches!(self.shapes.shape(*addr), Shape::Linear(_)) =>
                {
                    BOSCC_HEAVY
                }
                InstData::Call { .. } => BOSCC_HEAVY,
                _ => 1,
            })
            .sum();
        work >= BOSCC_MIN_WORK
    }

    /// The all-true arm of block `b` (mask `mask`): tests whether every lane is on, translates
    /// the block unmasked in the arm that says so, and leaves the builder at the start of the
    /// other arm with the block's state as before (`old_edges`, `old_ret`), for the masked
    /// translation. Gives the unmasked arm's last block and what it passes to the join.
    pub(super) fn translate_all_true(
        &mut self,
        b: Block,
        mask: Value,
        old_edges: &BTreeSet<(Block, Block)>,
        old_ret: Option<Value>,
    ) -> Res<(Block, Vec<Value>)> {
        let all = self.emit(InstData::Reduce { op: BinaryOp::And, arg: mask }, Some(self.int));
        let (fast, slow) = (self.block(), self.block());
        self.emit_void(InstData::Branch {
            cond: all,
            then_dest: BlockCall::new(fast, vec![]),
            else_dest: BlockCall::new(slow, vec![]),
        });
        self.cur = fast;
        let ready = self.mem.ready_snapshot();
        self.full[b] = true;
        let all_lanes = self.all_true();
        self.masks[b] = Some(all_lanes);
        self.translate_phis(b)?;
        for &inst in self.src.layout.block_insts(b) {
            self.translate_inst(b, inst)?;
        }
        let args = self.join_parts(old_edges, old_ret).values();
        self.full[b] = false;
        self.masks[b] = Some(mask);
        self.edge_masks.retain(|k, _| old_edges.contains(k));
        self.ret_acc = old_ret;
        self.mem.restore_ready(ready);
        let end = self.cur;
        self.cur = slow;
        Ok((end, args))
    }

    /// Whether an all-true fast path pays for `b`, and if so the instruction that saves most:
    /// the cycles its unmasked operations save when every lane is on (the target's masked
    /// against plain loads and stores, a lane test per lane of a scatter without a free mask
    /// or of a call made lane by lane, a call to an unmasked variant instead of the masked one)
    /// reach the cost of the test (`Reduce`). Off with BOSCC (`--no-boscc`) and under `--wfv=naive`.
    /// Measured on a Zen 5 (`cases/wfv/all_true.c`'s functions in `omp simd` loops over 4096
    /// elements, ns per element without and with the fast path, best of 3 on a loaded
    /// machine), every lane on: AVX2 `put`'s scatter 0.310 -> 0.274, `soft`'s call 0.104 ->
    /// 0.075, `split`'s two masked stores and masked load (a saving of 5, the test's price)
    /// 0.079 -> 0.081 (this core's `vmaskmovps` with every lane on costs what a plain store
    /// does; Zen 2 and 3 microcode it); no lane on: `split` 0.077 -> 0.022 (the guard the path
    /// comes in skips the block); half the lanes at random: within 0.01. On AVX-512 `soft`'s
    /// call went 0.053 -> 0.064 with the path (k-masks are free: it is not made there).
    pub(super) fn all_true_pays(&self, b: Block) -> Option<Inst> {
        if self.all_true_paths.is_none()
            || !self.opts.boscc
            || self.opts.naive
            || self.src.layout.block_insts(b).len() > ALL_TRUE_MAX_INSTS
        {
            return None;
        }
        let mut best: Option<(u32, Inst)> = None;
        let mut total = 0;
        for &inst in self.src.layout.block_insts(b) {
            let saving = self.unmasked_saving(b, inst);
            total += saving;
            if saving > 0 && best.is_none_or(|(s, _)| saving > s) {
                best = Some((saving, inst));
            }
        }
        let test = self.target.op_cost(OpClass::Reduce, ElemClass::Any).1;
        best.filter(|_| total >= test).map(|(_, inst)| inst)
    }

    /// What `inst` of `b` saves when run unmasked (see `all_true_pays`), in the cost table's units.
    fn unmasked_saving(&self, b: Block, inst: Inst) -> u32 {
        let masked_over_plain = |masked: OpClass, plain: OpClass, ty: TypeId| {
            let elem = self.elem_class(ty);
            self.target.op_cost(masked, elem).1.saturating_sub(self.target.op_cost(plain, elem).1)
        };
        // A per-lane stack slot (`build/slots.rs`) at the same offset in every lane is one
        // vector access.
        let in_lane_slot = |addr: Value| self.slot_root(addr).is_some();
        let one_vector = |addr: Value, ty: TypeId| {
            if in_lane_slot(addr) {
                self.slot_offset_is_uniform(addr)
            } else {
                self.is_consecutive(addr, ty)
            }
        };
        match self.src.inst(inst) {
            InstData::Load { addr, .. } => {
                let Some(r) = self.src.dfg.result(inst) else { return 0 };
                let ty = self.src.value_type(r);
                if (self.shapes.shape(r) != Shape::Varying && !in_lane_slot(*addr)) || !one_vector(*addr, ty) {
                    return 0;
                }
                masked_over_plain(OpClass::MaskedLoad, OpClass::Load, ty)
            }
            InstData::Store { addr, value, .. } => {
                let ty = self.src.value_type(*value);
                if self.shapes.shape(*addr).is_uniform() && !in_lane_slot(*addr) {
                    0
                } else if one_vector(*addr, ty) {
                    masked_over_plain(OpClass::MaskedStore, OpClass::Store, ty)
                } else if self.mem.is_dynamic(*addr) {
                    // `memory::emit_consecutive_store` tests for all lanes itself.
                    0
                } else if self.target.masked_access_is_free(OpClass::MaskedStore, self.elem_class(ty)) {
                    // AVX-512's scatters of 4- and 8-byte lanes take a k-mask at no cost.
                    0
                } else {
                    // Per lane, each under a test of its lane.
                    self.vf
                }
            }
            InstData::Call { callee: Callee::Direct(fid), args } => {
                let uniform = self.src.dfg.result(inst).is_some_and(|r| self.shapes.shape(r).is_uniform());
                if uniform || self.vector_math.contains(fid) {
                    0
                } else if let Some((_, _, variant)) = self.available.iter().find(|(s, _, _)| s == fid) {
                    // Where masked accesses are free (AVX-512's k-masks) the masked variant
                    // costs what the unmasked one does.
                    let free = self.target.masked_access_is_free(OpClass::MaskedStore, self.elem_class(variant.cdt));
                    match (self.pick_variant(*fid, args, b, false), self.pick_variant(*fid, args, b, true)) {
                        (Some((_, v)), Some(_)) if !v.masked && !free => ALL_TRUE_UNMASKED_CALL,
                        _ => 0,
                    }
                } else {
                    // Lane by lane, each under a test of its lane.
                    self.vf
                }
            }
            _ => 0,
        }
    }

    /// The cost table's class of elements of type `ty`.
    pub(super) fn elem_class(&self, ty: TypeId) -> ElemClass {
        ElemClass::of(self.types.size_of(ty).unwrap_or(4), self.types.is_float(ty))
    }

    /// Whether an access of a `ty` at `addr` is one vector access: lane 0's address plus the
    /// size of `ty` per lane.
    pub(super) fn is_consecutive(&self, addr: Value, ty: TypeId) -> bool {
        matches!(self.shapes.shape(addr), Shape::Linear(s) if s.unit.is_none() && Some(s.scale as u64) == self.types.size_of(ty))
    }
}

/// What a block's work must reach for a BOSCC guard (see `boscc_pays`), and what one gather,
/// scatter or call counts for.
const BOSCC_MIN_WORK: usize = 12;
const BOSCC_HEAVY: usize = 8;

/// What a call to an unmasked variant saves over one to the masked variant where masks are not
/// free (the callee's own mask work: its mask argument made from a vector of 0.0 and 1.0 and
/// compared back, masked loads and stores, `select`s on the mask, BOSCC tests), and the
/// largest block an all-true fast path copies.
const ALL_TRUE_UNMASKED_CALL: u32 = 8;
const ALL_TRUE_MAX_INSTS: usize = 200;
