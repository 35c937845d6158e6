//! Phis to selects (step 2 of `build.rs`): a block's parameters become chains of selects on
//! the masks of its incoming edges; a uniform or linear parameter stays a scalar, chosen by
//! whether any lane came each way. An argument passed on a divergent loop's exit edge is read
//! from its per-lane vector (`Builder::exit_args`).
//!
//! Input: the masks of the block's incoming edges (`Builder::edge_masks`), all translated
//! before the block. Invariant: the first incoming edge's value is the default, the later ones
//! are blended over it in predecessor order.

use super::*;

impl<'a> Builder<'a> {
    /// The block's parameters as selects over its incoming edges.
    pub(super) fn translate_phis(&mut self, b: Block) -> Res<()> {
        let params: Vec<Value> = self.src.dfg.block_params(b).to_vec();
        if params.is_empty() {
            return Ok(());
        }
        let preds: Vec<Block> = self.cfg.preds(b).to_vec();
        for (n, &p) in params.iter().enumerate() {
            let ty = self.src.value_type(p);
            let mut incoming: Vec<(Val, Value)> = Vec::new();
            for &pred in &preds {
                let calls = self.src.calls_to(pred, b);
                let Some(arg) = calls.first().and_then(|c| c.args.get(n)).copied() else { continue };
                let Some(&em) = self.edge_masks.get(&(pred, b)) else { continue };
                let val = match self.exit_args.get(&(pred, b, n)) {
                    _ if calls.len() > 1 && calls.iter().any(|c| c.args.get(n) != Some(&arg)) => {
                        self.both_edges(pred, n, ty, p)?
                    }
                    Some(&acc) => Val::Vector(acc),
                    None => self.get(arg, b)?,
                };
                incoming.push((val, em));
            }
            let Some(&(first, _)) = incoming.first() else {
                let z = self.zero_of(ty);
                self.set(p, Val::Scalar(z));
                continue;
            };
            let val = match self.shapes.shape(p) {
                Shape::Varying => {
                    let acc = self.merge_vectors(first, &incoming[1..], ty, Self::blend)?;
                    if self.types.is_pointer(ty) {
                        return Err("a varying pointer merged from several paths".into());
                    }
                    Val::Vector(acc)
                }
                shape => Val::of_scalar(self.merge_scalars(first, &incoming[1..], ty)?, shape),
            };
            self.set(p, val);
        }
        Ok(())
    }

    /// `br c, b(x), b(y)`, both edges into one block with different arguments (a `c ? x : y`
    /// that simplify left as a branch): the argument `n` is `c ? x : y` per lane. The edge mask
    /// into `b` is already the union of the two edges' masks.
    fn both_edges(&mut self, pred: Block, n: usize, ty: TypeId, param: Value) -> Res<Val> {
        let two_edges = "a branch whose two edges go to one block with different arguments";
        let term = self.src.terminator(pred).ok_or("internal: a block without a terminator")?;
        let InstData::Branch { cond, then_dest, else_dest } = self.src.inst(term).clone() else {
            return Err(two_edges.into());
        };
        let (Some(&x), Some(&y)) = (then_dest.args.get(n), else_dest.args.get(n)) else { return Err(two_edges.into()) };
        if self.exit_args.contains_key(&(pred, then_dest.block, n)) {
            return Err(two_edges.into());
        }
        match self.shapes.shape(param) {
            Shape::Varying => {
                let c = self.mask_of(cond, pred)?;
                let vx = self.vector(x, pred)?;
                let vy = self.vector(y, pred)?;
                let vty = self.f.value_type(vx);
                if self.types.is_pointer(ty) || self.f.value_type(vy) != vty {
                    return Err(two_edges.into());
                }
                Ok(Val::Vector(self.emit(InstData::Select { cond: c, args: [vx, vy] }, Some(vty))))
            }
            Shape::Uniform => {
                let c = self.scalar(cond, pred)?;
                let sx = self.scalar(x, pred)?;
                let sy = self.scalar(y, pred)?;
                let sty = self.f.value_type(sx);
                Ok(Val::Scalar(self.emit(InstData::Select { cond: c, args: [sx, sy] }, Some(sty))))
            }
            _ => Err(two_edges.into()),
        }
    }

    /// The vector (of the original's type `ty`) that is `first` but in the lanes of each edge
    /// mask of `rest`, which take that edge's value, later edges over earlier ones: each choice
    /// made by `choose` (`blend`, or a plain `select`).
    pub(super) fn merge_vectors(
        &mut self,
        first: Val,
        rest: &[(Val, Value)],
        ty: TypeId,
        choose: fn(&mut Self, Value, Value, Value, TypeId) -> Value,
    ) -> Res<Value> {
        let mut acc = self.vector_of(first, ty)?;
        let vty = self.f.value_type(acc);
        for &(val, em) in rest {
            let x = self.vector_of(val, ty)?;
            acc = choose(self, em, x, acc, vty);
        }
        Ok(acc)
    }

    /// The scalar (of the original's type `ty`) that is `first` unless some lane came by an
    /// edge of `rest`, the last such edge's value then: a uniform or linear value merged from
    /// several paths, every active lane having come the same way.
    pub(super) fn merge_scalars(&mut self, first: Val, rest: &[(Val, Value)], ty: TypeId) -> Res<Value> {
        let mut acc = self.scalar_of(first, ty)?;
        let sty = self.f.value_type(acc);
        for &(val, em) in rest {
            let x = self.scalar_of(val, ty)?;
            let any = self.any(em);
            acc = self.emit(InstData::Select { cond: any, args: [x, acc] }, Some(sty));
        }
        Ok(acc)
    }
}
