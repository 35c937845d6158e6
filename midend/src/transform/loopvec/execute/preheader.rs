//! The preheader's side of the skeleton: invariant expressions (trip counts, range bounds)
//! materialized as `long`s, the runtime no-overlap checks, and the recipes that run once in
//! vector.ph (broadcasts, reduction start vectors, induction starts).
//!
//! Inputs: the plan's preheader recipes and `legal`'s runtime checks. Invariants: everything
//! emitted here reads only values from before the loop.

use super::*;

impl Exec<'_> {
    /// An invariant affine expression as a `long` computed at the end of `block`.
    pub(super) fn materialize(&mut self, block: Block, expr: &Affine) -> Result<Value, String> {
        let long = self.long;
        let mut acc: Option<Value> = None;
        for &(term, coeff) in &expr.terms {
            let Term::Value(v) = term else { return Err("internal: trip count term is not a value".into()) };
            let as_long = if self.func.value_type(v) == long {
                v
            } else {
                self.emit(block, InstData::Cast { arg: v }, Some(long))
            };
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

    /// `base` as an unsigned address: the pointer itself, or a global's or a stack slot's
    /// address.
    fn unsigned_base(&mut self, block: Block, base: Base) -> Value {
        let ulong = self.types.int(IntKind::ULong);
        let pointer = match base {
            Base::Value(v) => v,
            Base::Global(g) => {
                let ty = self.types.ptr_to(self.globals[g].ty);
                self.emit(block, InstData::GlobalAddr(g), Some(ty))
            }
            Base::Slot(s) => {
                let ty = self.types.ptr_to(self.func.slots[s].ty);
                self.emit(block, InstData::SlotAddr(s), Some(ty))
            }
        };
        self.emit(block, InstData::Cast { arg: pointer }, Some(ulong))
    }

    /// The unsigned address `offset` (a `long`) bytes past the unsigned address `base`.
    fn offset_address(&mut self, block: Block, base: Value, offset: Value) -> Value {
        let ulong = self.types.int(IntKind::ULong);
        let off = self.emit(block, InstData::Cast { arg: offset }, Some(ulong));
        self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [base, off] }, Some(ulong))
    }

    /// The bytes [lo, hi) a range covers over `trip` iterations, as unsigned addresses.
    fn range_bounds(&mut self, block: Block, trip: Value, range: &AccessRange) -> Result<(Value, Value), String> {
        let long = self.long;
        let base = self.unsigned_base(block, range.base);
        let one = self.const_long(block, 1);
        let last = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [trip, one] }, Some(long));
        let step = self.const_long(block, range.step);
        let moved = self.emit(block, InstData::Binary { op: BinaryOp::Mul, args: [last, step] }, Some(long));
        let mut start = self.materialize(block, &range.start)?;
        let mut end = self.materialize(block, &range.end)?;
        let bound = if range.step < 0 { &mut start } else { &mut end };
        *bound = self.emit(block, InstData::Binary { op: BinaryOp::Add, args: [*bound, moved] }, Some(long));
        Ok((self.offset_address(block, base, start), self.offset_address(block, base, end)))
    }

    /// hi(a) <= lo(b) || hi(b) <= lo(a), as an int.
    pub(super) fn no_overlap(
        &mut self,
        block: Block,
        trip: Value,
        a: &AccessRange,
        b: &AccessRange,
    ) -> Result<Value, String> {
        let int = self.int;
        let (lo_a, hi_a) = self.range_bounds(block, trip, a)?;
        let (lo_b, hi_b) = self.range_bounds(block, trip, b)?;
        let before = self.emit(block, InstData::Binary { op: BinaryOp::Le, args: [hi_a, lo_b] }, Some(int));
        let after = self.emit(block, InstData::Binary { op: BinaryOp::Le, args: [hi_b, lo_a] }, Some(int));
        Ok(self.emit(block, InstData::Binary { op: BinaryOp::Or, args: [before, after] }, Some(int)))
    }

    /// `diff <= below || diff >= above` for `w` iterations at a time (`Symbolic::safe_bounds`),
    /// as an int.
    pub(super) fn distance_ok(&mut self, block: Block, sym: &Symbolic, w: u64) -> Result<Value, String> {
        let diff = self.materialize(block, &sym.diff)?;
        Ok(self.diff_in_bounds(block, diff, sym, w))
    }

    /// Whether every distance of `diffs` (`RuntimeCheck::diffs`) passes for `w` iterations at
    /// a time: the difference of the two addresses at iteration 0, in bytes (as unsigned
    /// addresses, subtracted modulo 2^64, then read as a `long`).
    pub(super) fn diffs_ok(&mut self, block: Block, diffs: &[PairDiff], w: u64) -> Result<Value, String> {
        let (long, ulong) = (self.long, self.types.int(IntKind::ULong));
        let mut ok = None;
        for d in diffs {
            let first = self.address_at(block, &d.first_at)?;
            let second = self.address_at(block, &d.second_at)?;
            let udiff = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [second, first] }, Some(ulong));
            let diff = self.emit(block, InstData::Cast { arg: udiff }, Some(long));
            let this = self.diff_in_bounds(block, diff, &d.sym, w);
            ok = Some(match ok {
                Some(acc) => self.and_int(block, acc, this),
                None => this,
            });
        }
        let int = self.int;
        Ok(ok.unwrap_or_else(|| self.at(block).iconst(int, 1)))
    }

    /// `base + offset` as an unsigned address.
    fn address_at(&mut self, block: Block, addr: &crate::analysis::affine::Address) -> Result<Value, String> {
        let base = self.unsigned_base(block, addr.base);
        let offset = self.materialize(block, &addr.offset)?;
        Ok(self.offset_address(block, base, offset))
    }

    /// `diff <= below || diff >= above` (a `long` difference), as an int.
    fn diff_in_bounds(&mut self, block: Block, diff: Value, sym: &Symbolic, w: u64) -> Value {
        let int = self.int;
        let (below, above) = sym.safe_bounds(w);
        let below = self.const_long(block, below);
        let above = self.const_long(block, above);
        let behind = self.emit(block, InstData::Binary { op: BinaryOp::Le, args: [diff, below] }, Some(int));
        let ahead = self.emit(block, InstData::Binary { op: BinaryOp::Ge, args: [diff, above] }, Some(int));
        self.emit(block, InstData::Binary { op: BinaryOp::Or, args: [behind, ahead] }, Some(int))
    }

    /// vector.ph's recipes: broadcasts, reduction start vectors and last values' start vectors.
    pub(super) fn preheader_recipes(
        &mut self,
        plan: &VPlan,
        block: Block,
        start_call: &BlockCall,
    ) -> Result<(), String> {
        for recipe in &plan.preheader {
            match recipe.kind {
                RecipeKind::Broadcast { value } => {
                    // A narrowed invariant leaf (`narrow.rs`) is broadcast truncated.
                    let lane_ty = self.legal.lane_type(self.func, value);
                    let scalar = if lane_ty == self.func.value_type(value) {
                        value
                    } else {
                        self.emit(block, InstData::Cast { arg: value }, Some(lane_ty))
                    };
                    let ty = self.vec_ty(lane_ty, self.vf)?;
                    let splat = self.emit(block, InstData::Splat { arg: scalar }, Some(ty));
                    self.broadcast.insert(value, splat);
                }
                RecipeKind::ReductionStart { red } => {
                    let red = &self.legal.reductions[red];
                    let idx =
                        self.func.dfg.block_params(self.legal.header).iter().position(|p| *p == red.param).unwrap_or(0);
                    let start = start_call.args.get(idx).copied().unwrap_or(red.start);
                    let scalar_ty = self.acc_ty(red)?;
                    let lanes = self.acc_lanes(red);
                    let ty = self.vec_ty(scalar_ty, lanes)?;
                    let init = match red.kind {
                        RedKind::MinMax(_) => self.emit(block, InstData::Splat { arg: start }, Some(ty)),
                        // An ordered sum starts from the start value itself (`ordered.rs`).
                        RedKind::Binary(_) if red.ordered => start,
                        RedKind::Binary(op) => {
                            let lane = identity(self.types, scalar_ty, op);
                            self.emit(block, InstData::Const(Const::Vector(vec![lane; lanes as usize])), Some(ty))
                        }
                    };
                    for part in 0..self.uf {
                        self.acc_start.insert((red.param, part), init);
                    }
                }
                RecipeKind::LastStart { last: idx } => {
                    let last = &self.legal.cond_lasts[idx];
                    let pos = self
                        .func
                        .dfg
                        .block_params(self.legal.header)
                        .iter()
                        .position(|p| *p == last.param)
                        .unwrap_or(0);
                    let start = start_call.args.get(pos).copied().unwrap_or(last.start);
                    let v = if last.iv.is_none() {
                        let vty = self.vec_ty(self.func.value_type(last.param), self.vf)?;
                        self.emit(block, InstData::Splat { arg: start }, Some(vty))
                    } else {
                        start
                    };
                    let kty = self.last_iter_ty(idx)?;
                    let k = self.splat_const(block, Const::Int(u64::MAX), kty);
                    self.last_start.insert(idx, (start, v, k));
                }
                _ => return Err(format!("internal: recipe {:?} in vector.ph", recipe.kind)),
            }
        }
        Ok(())
    }
}
