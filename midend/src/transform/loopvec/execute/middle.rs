//! The middle block: horizontal reductions, inductions and last values at the point the scalar
//! loop resumes from, and the lanes they are taken from.
//!
//! Inputs: the plan's middle recipes and the body's values. Invariants: each header parameter
//! gets the value the scalar loop would have at the resume iteration.

use super::*;

impl Exec<'_> {
    /// The middle block's recipes; returns the value each header parameter resumes from.
    fn middle_recipes(&mut self, plan: &VPlan, middle: Block, vtc: Value) -> Result<BTreeMap<Value, Value>, String> {
        let mut resume = BTreeMap::new();
        for recipe in &plan.middle {
            match recipe.kind {
                RecipeKind::ReduceFinal { red } if self.legal.reductions[red].ordered => {
                    // The last part's accumulator, the start value included.
                    let red = self.legal.reductions[red].clone();
                    let value = self.get_vector(red.update, self.uf - 1, middle)?;
                    resume.insert(red.param, value);
                }
                RecipeKind::ReduceFinal { red } => {
                    let red = self.legal.reductions[red].clone();
                    let op = red.kind.op();
                    let acc_ty = self.acc_ty(&red)?;
                    let vty = self.vec_ty(acc_ty, self.acc_lanes(&red))?;
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
                            let start = if acc_ty == ty {
                                red.start
                            } else {
                                self.emit(middle, InstData::Cast { arg: red.start }, Some(acc_ty))
                            };
                            let total =
                                self.emit(middle, InstData::Binary { op, args: [start, reduced] }, Some(acc_ty));
                            if acc_ty == ty {
                                total
                            } else {
                                self.emit(middle, InstData::Cast { arg: total }, Some(ty))
                            }
                        }
                    };
                    resume.insert(red.param, value);
                }
                RecipeKind::ResumeInduction { ind } => {
                    let ind = self.legal.inductions[ind].clone();
                    let value = self.induction_at(middle, &ind, vtc)?;
                    resume.insert(ind.param, value);
                }
                RecipeKind::ExtractLast { last } if self.last_resume.contains_key(&last) => {
                    let param = self.legal.last_values[last].param;
                    resume.insert(param, self.last_resume[&last]);
                }
                RecipeKind::ExtractLast { last } => {
                    let last = self.legal.last_values[last].clone();
                    let vec = self.get_value_vector(last.update, self.uf - 1, middle)?;
                    let ty = self.func.value_type(last.param);
                    let value = if self.masked_tail {
                        self.lane_at_end(middle, vec, vtc, ty)?
                    } else {
                        self.emit(middle, InstData::ExtractLane { vec, lane: self.vf - 1 }, Some(ty))
                    };
                    resume.insert(last.param, value);
                }
                RecipeKind::SelectLast { last: idx } => {
                    let param = self.legal.cond_lasts[idx].param;
                    let value = self.select_last(middle, idx)?;
                    resume.insert(param, value);
                }
                _ => return Err(format!("internal: recipe {:?} in middle.block", recipe.kind)),
            }
        }
        Ok(resume)
    }

    /// The middle block's recipes, then the jump to the scalar loop's header from iteration
    /// `resume_from`.
    pub(super) fn finish(&mut self, plan: &VPlan, middle: Block, resume_from: Value) -> Result<(), String> {
        let resume = self.middle_recipes(plan, middle, resume_from)?;
        let params = self.func.dfg.block_params(self.legal.header).to_vec();
        let args = params
            .iter()
            .map(|p| resume.get(p).copied().ok_or("internal: no resume value"))
            .collect::<Result<Vec<_>, _>>()?;
        self.emit_void(middle, InstData::Jump(BlockCall::new(self.legal.header, args)));
        Ok(())
    }

    /// Lane `count - 1` of `vec` (`count` a `long` from 1 to VF): the masked remainder's last
    /// iteration.
    fn lane_at_end(&mut self, block: Block, vec: Value, count: Value, ty: TypeId) -> Result<Value, String> {
        let long = self.long;
        let one = self.const_long(block, 1);
        let last = self.emit(block, InstData::Binary { op: BinaryOp::Sub, args: [count, one] }, Some(long));
        let hit = self.lanes_where(block, BinaryOp::Eq, last)?;
        Ok(self.only_lane(block, vec, hit, ty))
    }

    /// The one lane of `vec` that `hit` holds, as a `ty`: the other lanes made zeros (-0.0 for
    /// floats, which leave any sum exact) and ORed or summed in.
    pub(super) fn only_lane(&mut self, block: Block, vec: Value, hit: Value, ty: TypeId) -> Value {
        let vty = self.func.value_type(vec);
        let float = self.types.is_float(ty);
        let zero = if float { Const::Float(-0.0) } else { Const::Int(0) };
        let zeros = self.splat_const(block, zero, vty);
        let only = self.emit(block, InstData::Select { cond: hit, args: [vec, zeros] }, Some(vty));
        let op = if float { BinaryOp::Add } else { BinaryOp::Or };
        self.emit(block, InstData::Reduce { op, arg: only }, Some(ty))
    }
}
