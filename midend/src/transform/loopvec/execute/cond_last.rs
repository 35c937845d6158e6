//! Conditional last values (`last_value.rs`): in the body, the iteration each lane's value was
//! last set in; in the middle block, the value of the latest such iteration, or the start.
//!
//! Inputs: `legal.cond_lasts`. Invariants: iteration numbers grow with the lanes and the
//! parts, so the largest one names the value the scalar loop would have left.

use super::*;

impl Exec<'_> {
    /// The vector type of conditional last value `idx`'s iteration numbers: VF lanes of `int`,
    /// or of `long` for 8-byte values.
    pub(super) fn last_iter_ty(&mut self, idx: usize) -> Result<TypeId, String> {
        let ty = self.func.value_type(self.legal.cond_lasts[idx].param);
        let elem = if super::last_value::wide_iterations(self.types, ty) { self.long } else { self.int };
        self.vec_ty(elem, self.vf)
    }

    /// Conditional last value `idx`, at the end of the body: its chain of blends and selects
    /// again, with the carried value replaced by the iterations it was last set in and every
    /// new value by this part's iteration numbers.
    pub(super) fn last_iter(&mut self, body: Block, idx: usize, part: u32) -> Result<(), String> {
        let last = self.legal.cond_lasts[idx].clone();
        let kty = self.last_iter_ty(idx)?;
        let iter = self.iteration_numbers(body, kty, part)?;
        let mut shadow: BTreeMap<Value, Value> = BTreeMap::new();
        let carried =
            *self.last_iter.get(&(idx, part)).ok_or("internal: a last value without its iteration parameter")?;
        shadow.insert(last.param, carried);
        for &v in &last.chain {
            let pick = |shadow: &BTreeMap<Value, Value>, x: Value| shadow.get(&x).copied().unwrap_or(iter);
            let k = if let Some(blend) = self.legal.predication.blends.get(&v).cloned() {
                let mut acc: Option<Value> = None;
                for (edge, x) in &blend.incoming {
                    let kx = pick(&shadow, *x);
                    acc = Some(match (acc, self.edge_mask(body, edge, part)?) {
                        (Some(prev), Some(mask)) => {
                            self.emit(body, InstData::Select { cond: mask, args: [kx, prev] }, Some(kty))
                        }
                        _ => kx,
                    });
                }
                acc.ok_or("internal: a blend without incoming edges")?
            } else {
                let inst = self
                    .func
                    .dfg
                    .defining_inst(v)
                    .ok_or("internal: a last value's chain holds a parameter that is not a blend")?;
                let InstData::Select { cond, args } = *self.func.inst(inst) else {
                    return Err("internal: a last value's chain holds neither a blend nor a select".into());
                };
                let mask = self.get_mask(cond, part, body)?;
                let (a, b) = (pick(&shadow, args[0]), pick(&shadow, args[1]));
                self.emit(body, InstData::Select { cond: mask, args: [a, b] }, Some(kty))
            };
            shadow.insert(v, k);
        }
        let next = *shadow.get(&last.update).ok_or("internal: a last value's update is not in its chain")?;
        self.last_next.insert((idx, part), next);
        Ok(())
    }

    /// `part`'s iteration numbers in lanes of `kty`: part 0's are the vector iteration's index
    /// broadcast plus the lanes, later parts' part 0's plus a constant (one broadcast from a
    /// general register per vector iteration, not per part: coverage srch_last at UF=4 on
    /// Zen 4 ran 0.25 s with one per part, 0.15 s with one in all, by hand).
    fn iteration_numbers(&mut self, body: Block, kty: TypeId, part: u32) -> Result<Value, String> {
        let elem = self.types.scalar_of(kty);
        if let (true, Some(&first)) = (part > 0, self.iter_numbers.get(&(body, kty))) {
            let offset = Const::Int((part * self.vf) as u64);
            let offsets = self.splat_const(body, offset, kty);
            return Ok(self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [first, offsets] }, Some(kty)));
        }
        let mut base = self.part_base(body, part)?;
        if elem != self.long {
            base = self.emit(body, InstData::Cast { arg: base }, Some(elem));
        }
        let splat = self.emit(body, InstData::Splat { arg: base }, Some(kty));
        let lanes = (0..self.vf as u64).map(Const::Int).collect();
        let steps = self.emit(body, InstData::Const(Const::Vector(lanes)), Some(kty));
        let iter = self.emit(body, InstData::Binary { op: BinaryOp::Add, args: [splat, steps] }, Some(kty));
        if part == 0 {
            self.iter_numbers.insert((body, kty), iter);
        }
        Ok(iter)
    }

    /// The iterations conditional last value `idx` passes back for `part` (from `last_iter`).
    fn next_iters(&self, idx: usize, part: u32) -> Result<Value, String> {
        self.last_next
            .get(&(idx, part))
            .copied()
            .ok_or_else(|| "internal: a last value without its iterations".to_string())
    }

    /// Conditional last value `idx` in the middle block: the parts merged lane by lane (the
    /// later iteration wins), the largest iteration over the lanes, the value of the lane that
    /// holds it (the only one: the others are zeros, -0.0 for floats, summed or ORed in), or the
    /// start value when no lane was ever set.
    pub(super) fn select_last(&mut self, middle: Block, idx: usize) -> Result<Value, String> {
        let last = self.legal.cond_lasts[idx].clone();
        let (start, _, _) = *self.last_start.get(&idx).ok_or("internal: a last value without start vectors")?;
        let ty = self.func.value_type(last.param);
        let kty = self.last_iter_ty(idx)?;
        let k_elem = self.types.scalar_of(kty);
        let int = self.int;
        // The parts merged lane by lane: the later iteration wins (with its value, unless only
        // the iterations are kept).
        let mut kacc = self.next_iters(idx, 0)?;
        let mut vacc = if last.iv.is_none() { Some(self.get_vector(last.update, 0, middle)?) } else { None };
        for part in 1..self.uf {
            let v = if vacc.is_some() { Some(self.get_vector(last.update, part, middle)?) } else { None };
            let k = self.next_iters(idx, part)?;
            let later = self.mask_op(middle, BinaryOp::Gt, k, kacc)?;
            kacc = self.emit(middle, InstData::Select { cond: later, args: [k, kacc] }, Some(kty));
            if let (Some(v), Some(acc)) = (v, vacc) {
                let vty = self.func.value_type(acc);
                vacc = Some(self.emit(middle, InstData::Select { cond: later, args: [v, acc] }, Some(vty)));
            }
        }
        let max = self.emit(middle, InstData::Reduce { op: BinaryOp::Max, arg: kacc }, Some(k_elem));
        let value = match (last.iv, vacc) {
            // FindLastIV: the induction at the largest iteration.
            (Some(i), _) => {
                let ind = self.legal.inductions[i].clone();
                let long = self.long;
                let iter =
                    if k_elem == long { max } else { self.emit(middle, InstData::Cast { arg: max }, Some(long)) };
                self.induction_at(middle, &ind, iter)?
            }
            (None, Some(vacc)) => {
                let max_v = self.emit(middle, InstData::Splat { arg: max }, Some(kty));
                let hit = self.mask_op(middle, BinaryOp::Eq, kacc, max_v)?;
                self.only_lane(middle, vacc, hit, ty)
            }
            (None, None) => return Err("internal: a last value without its value vectors".into()),
        };
        let none = self.emit(middle, InstData::Const(Const::Int(0)), Some(k_elem));
        let never = self.emit(middle, InstData::Binary { op: BinaryOp::Lt, args: [max, none] }, Some(int));
        Ok(self.emit(middle, InstData::Select { cond: never, args: [start, value] }, Some(ty)))
    }
}
