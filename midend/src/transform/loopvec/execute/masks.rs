//! If-conversion's masks: each block's and edge's mask by part, blends of block parameters,
//! masks of lanes below or at a count, and vectors with a neutral value in the lanes a mask
//! leaves out.
//!
//! Inputs: the predication (`predicate.rs`). Invariants: a block's mask is `None` only where
//! every lane runs it; edges into a block are disjoint, so a blend picks one value per lane.

use super::*;

impl Exec<'_> {
    /// Block `block`'s mask for `part`: the OR of its incoming edges' masks, `None` where an
    /// edge every lane takes enters it.
    pub(super) fn make_block_mask(&mut self, body: Block, block: Block, part: u32) -> Result<(), String> {
        let edges = self.legal.predication.incoming.get(&block).cloned().unwrap_or_default();
        let mut mask = Some(None);
        for edge in &edges {
            let edge_mask = self.edge_mask(body, edge, part)?;
            mask = match (mask, edge_mask) {
                (Some(None), m) => Some(m),
                (Some(Some(acc)), Some(m)) => Some(Some(self.mask_op(body, BinaryOp::Or, acc, m)?)),
                // An edge every lane takes: the block runs on every lane.
                (_, None) | (None, _) => None,
            };
        }
        self.masks.insert((block, part), mask.flatten());
        Ok(())
    }

    /// The mask `inst` runs under (its block's), if it is one that must not act on inactive lanes.
    pub(super) fn inst_mask(&self, inst: Inst, part: u32) -> Result<Option<Value>, String> {
        match self.legal.masked.get(&inst) {
            Some(&block) => self.block_mask(block, part),
            None => Ok(None),
        }
    }

    /// The mask of `block` for `part` (`None`: every lane runs it, but those past the end in a
    /// masked remainder).
    pub(super) fn block_mask(&self, block: Block, part: u32) -> Result<Option<Value>, String> {
        if !self.legal.predication.is_conditional(block) {
            // Every lane, but those past the end in a masked remainder.
            return Ok(self.tail_mask);
        }
        self.masks.get(&(block, part)).copied().ok_or_else(|| format!("internal: no mask for {} part {}", block, part))
    }

    /// The lanes that take `edge`: its source's mask AND its condition (or the negation).
    pub(super) fn edge_mask(&mut self, body: Block, edge: &Edge, part: u32) -> Result<Option<Value>, String> {
        let from = self.block_mask(edge.from, part)?;
        let cond = match edge.cond {
            None => None,
            Some((cond, taken)) => {
                let mask = self.get_mask(cond, part, body)?;
                Some(if taken {
                    mask
                } else {
                    let ty = self.func.value_type(mask);
                    self.emit(body, InstData::Unary { op: UnaryOp::LogNot, arg: mask }, Some(ty))
                })
            }
        };
        Ok(match (from, cond) {
            (Some(a), Some(b)) => Some(self.mask_op(body, BinaryOp::And, a, b)?),
            (a, b) => a.or(b),
        })
    }

    /// `a op b` on two masks.
    pub(super) fn mask_op(&mut self, body: Block, op: BinaryOp, a: Value, b: Value) -> Result<Value, String> {
        let mty = self.types.mask(self.vf);
        Ok(self.emit(body, InstData::Binary { op, args: [a, b] }, Some(mty)))
    }

    /// `vec` with `neutral` in the lanes `mask` leaves out.
    pub(super) fn safe_lanes(&mut self, body: Block, mask: Value, vec: Value, neutral: i64) -> Result<Value, String> {
        let vty = self.func.value_type(vec);
        let lane = if self.types.is_float(self.types.scalar_of(vty)) {
            Const::Float(neutral as f64)
        } else {
            Const::Int(neutral as u64)
        };
        let fill = self.splat_const(body, lane, vty);
        Ok(self.emit(body, InstData::Select { cond: mask, args: [vec, fill] }, Some(vty)))
    }

    /// A block parameter: the value of the first incoming edge, replaced lane by lane by each
    /// later edge's value where that edge was taken (the edges are disjoint).
    pub(super) fn blend(&mut self, body: Block, param: Value, part: u32) -> Result<(), String> {
        if let Some(&(op, [x, y])) = self.legal.saturations.get(&param) {
            let ty = self.vec_ty(self.legal.lane_type(self.func, param), self.vf)?;
            let args = [self.get_value_vector(x, part, body)?, self.get_value_vector(y, part, body)?];
            let sat = self.emit(body, InstData::Binary { op, args }, Some(ty));
            self.vector.insert((param, part), sat);
            return Ok(());
        }
        let blend = self.legal.predication.blends.get(&param).cloned().ok_or("internal: no blend")?;
        // Two edges that differ in one condition only (`?:` written as branches, whose block
        // masks add the lanes that reach it): on the lanes that reach the blend, the condition
        // alone picks the edge, and the blend's other lanes are never read. One select on the
        // condition, with no mask arithmetic, which `idioms.rs` can read as a min or max. Only
        // where the condition is a comparison, whose vector is the mask (the branch's blocks
        // made their masks from it already: no second `!= 0` of an integer condition).
        if blend.incoming.len() == 2 {
            let guards = super::super::saturate::guards(&self.legal.predication);
            let choice = super::super::saturate::as_choice(self.func, &self.legal.predication, &guards, param);
            let is_mask = |exec: &Self, c: Value| {
                exec.get_vector(c, part, body)
                    .is_ok_and(|v| matches!(exec.types.kind(exec.func.value_type(v)), TypeKind::Mask(_)))
            };
            if let Some(choice) = choice.filter(|c| is_mask(self, c.cond)) {
                let mask = self.get_mask(choice.cond, part, body)?;
                let args = [
                    self.get_value_vector(choice.if_true, part, body)?,
                    self.get_value_vector(choice.if_false, part, body)?,
                ];
                let ty = self.func.value_type(args[0]);
                let select = self.emit(body, InstData::Select { cond: mask, args }, Some(ty));
                self.vector.insert((param, part), select);
                return Ok(());
            }
        }
        let mut acc: Option<Value> = None;
        for (edge, value) in &blend.incoming {
            let vec = self.get_value_vector(*value, part, body)?;
            acc = Some(match (acc, self.edge_mask(body, edge, part)?) {
                (Some(prev), Some(mask)) => {
                    let ty = self.func.value_type(prev);
                    self.emit(body, InstData::Select { cond: mask, args: [vec, prev] }, Some(ty))
                }
                _ => vec,
            });
        }
        let acc = acc.ok_or("internal: a blend without incoming edges")?;
        self.vector.insert((param, part), acc);
        Ok(())
    }

    /// The mask of the lanes below `count` (a `long` from 1 to VF).
    pub(super) fn lanes_below(&mut self, block: Block, count: Value) -> Result<Value, String> {
        self.lanes_where(block, BinaryOp::Lt, count)
    }

    /// The mask of the lanes whose index compares with `at` (a `long` from 0 to VF) by `op`:
    /// [0, 1, ..] op at, in `int` lanes.
    pub(super) fn lanes_where(&mut self, block: Block, op: BinaryOp, at: Value) -> Result<Value, String> {
        let int = self.int;
        let ity = self.vec_ty(int, self.vf)?;
        let narrow = self.emit(block, InstData::Cast { arg: at }, Some(int));
        let splat = self.emit(block, InstData::Splat { arg: narrow }, Some(ity));
        let lanes = (0..self.vf as u64).map(Const::Int).collect();
        let iota = self.emit(block, InstData::Const(Const::Vector(lanes)), Some(ity));
        self.mask_op(block, op, iota, splat)
    }
}
