//! Loops whose lanes all go the same way keep their control flow (the seed: uniform branches
//! stay real branches). A loop entered with every lane active (the unmasked variant, on uniform
//! paths), with no varying branch and no divergent loop inside it, left only from its header,
//! needs no masks: each block becomes one block, its parameters stay parameters (vectors for
//! varying values), branches test the uniform condition, and every operation is unmasked. The
//! generic translation would carry an active mask around the loop and test it in every block.
//!
//! A loop that is not divergent but has varying branches in its body, or is entered under a
//! mask (a uniform loop in a varying branch, or in the masked variant), still runs as one scalar
//! loop when it is left only from its header, on its uniform test: the lanes active on entry
//! run every iteration together. Its body is linearized under the entry mask (block masks,
//! selects, BOSCC guards), but no mask is carried around the loop, no any-lane test decides
//! whether it goes on, and its live-outs are plain values: every lane leaves at once.
//!
//! Inputs: the header parameters' values on entry and the entry mask (`divergent.rs` makes
//! both before it hands a loop here). Invariants: no mask is carried around the loop; every
//! block of a loop that keeps its control flow is `full` and has the entry mask.

use super::*;

impl<'a> Builder<'a> {
    /// Whether `l` can keep its control flow (its header's `full` flag is already set).
    pub(super) fn is_uniform_loop(&self, l: Loop) -> bool {
        let data = self.loops.data(l);
        if self.opts.naive || !self.full[data.header] || self.shapes.divergent_loops.contains(&l) {
            return false;
        }
        let exits = self.loops.exits(self.src, &self.cfg, l);
        if exits.len() != 1 || exits[0].0 != data.header {
            return false;
        }
        data.blocks.iter().all(|&b| {
            !self.shapes.is_varying_branch(b)
                && self.loops.is_header(b).is_none_or(|inner| !self.shapes.divergent_loops.contains(&inner))
                && matches!(
                    self.src.terminator(b).map(|t| self.src.inst(t)),
                    Some(InstData::Jump(_) | InstData::Branch { .. })
                )
        })
    }

    /// A new parameter of `block` that holds values like `val`: a loop header's parameter
    /// entered with `val`.
    fn param_like(&mut self, block: Block, val: Val) -> Res<Val> {
        let carried = "a varying pointer carried around a loop";
        let x = val.single().ok_or(carried)?;
        let param = self.f.dfg.append_block_param(block, self.f.value_type(x));
        Ok(val.with(param).ok_or(carried)?)
    }

    /// Gives the new loop header `hdr` a parameter for each of the original header `h`'s, like
    /// its value on entry in `init`, which is pushed on `entry_args`; from now on `h`'s
    /// parameters are those.
    pub(super) fn enter_header(&mut self, hdr: Block, h: Block, init: &[Val], entry_args: &mut Vec<Value>) -> Res<()> {
        for (&p, &val) in self.src.dfg.block_params(h).to_vec().iter().zip(init) {
            let new_val = self.param_like(hdr, val)?;
            entry_args.extend(val.single());
            self.vals[p] = Some(new_val);
        }
        Ok(())
    }

    /// Whether any lane enters a loop entered with `m_in`, unless that is known: a loop is laid
    /// out after its preheader, which may have been skipped.
    fn entered(&mut self, m_in: Value) -> Option<Value> {
        (!self.is_all_true(m_in)).then(|| self.any(m_in))
    }

    /// The exit test `c` of a loop left when `c` is true (`exit_on_true`) or false, also left
    /// at once when `go` (`entered`) is false.
    pub(super) fn exit_unless_entered(&mut self, c: Value, exit_on_true: bool, go: Option<Value>) -> Value {
        let Some(go) = go else { return c };
        let mut cty = self.f.value_type(c);
        let c = if self.types.is_integer(cty) {
            c
        } else {
            let null = self.const_of(cty, Const::Null);
            cty = self.int;
            self.emit(InstData::Binary { op: BinaryOp::Ne, args: [c, null] }, Some(cty))
        };
        let leave = self.int_const(cty, exit_on_true as i64);
        self.emit(InstData::Select { cond: go, args: [c, leave] }, Some(cty))
    }

    /// Translates a uniform loop; `init` holds its header parameters' values on entry and
    /// `m_in` the mask it is entered with (all lanes, or none when its preheader was skipped).
    pub(super) fn translate_uniform_loop(&mut self, l: Loop, init: &[Val], m_in: Value) -> Res<()> {
        let go = self.entered(m_in);
        let data = self.loops.data(l).clone();
        let h = data.header;
        let (_, exit) = self.loops.exits(self.src, &self.cfg, l)[0];
        let blocks: Vec<Block> = self.cfg.reverse_postorder().iter().copied().filter(|&b| data.contains(b)).collect();
        let mut new_blocks: BTreeMap<Block, Block> = BTreeMap::new();
        for &b in &blocks {
            let nb = self.block();
            for (n, p) in self.src.dfg.block_params(b).to_vec().into_iter().enumerate() {
                let val = if b == h {
                    let val = init.get(n).copied().ok_or("internal: no initial value")?;
                    self.param_like(nb, val)?
                } else {
                    let ty = self.src.value_type(p);
                    match self.shapes.shape(p) {
                        Shape::Varying if self.types.is_pointer(ty) => {
                            return Err("a varying pointer merged from several paths".into())
                        }
                        Shape::Varying => {
                            let vty = self.vec_of(ty)?;
                            Val::Vector(self.f.dfg.append_block_param(nb, vty))
                        }
                        Shape::Linear(s) => Val::Linear(self.f.dfg.append_block_param(nb, self.plain(ty)?), s),
                        _ => Val::Scalar(self.f.dfg.append_block_param(nb, self.plain(ty)?)),
                    }
                };
                self.vals[p] = Some(val);
            }
            self.masks[b] = Some(m_in);
            self.full[b] = true;
            new_blocks.insert(b, nb);
        }
        let after = self.block();
        let mut entry_args = Vec::new();
        for val in init {
            entry_args.push(val.single().ok_or("a varying pointer carried around a loop")?);
        }
        self.emit_void(InstData::Jump(BlockCall::new(new_blocks[&h], entry_args)));
        for &b in &blocks {
            self.cur = new_blocks[&b];
            for inst in self.src.layout.block_insts(b).to_vec() {
                let data = self.src.inst(inst).clone();
                if !data.is_terminator() {
                    self.translate_inst(b, inst)?;
                    continue;
                }
                self.loc = self.src.srclocs[inst];
                let term = match &data {
                    InstData::Jump(dest) => InstData::Jump(self.uniform_edge(b, dest, &new_blocks, after)?),
                    InstData::Branch { cond, then_dest, else_dest } => {
                        let cond = self.scalar(*cond, b)?;
                        let cond = if b == h {
                            self.exit_unless_entered(cond, !self.loops.data(l).contains(then_dest.block), go)
                        } else {
                            cond
                        };
                        let then_dest = self.uniform_edge(b, then_dest, &new_blocks, after)?;
                        let else_dest = self.uniform_edge(b, else_dest, &new_blocks, after)?;
                        InstData::Branch { cond, then_dest, else_dest }
                    }
                    _ => return Err("internal: a uniform loop block without a jump or branch".into()),
                };
                self.emit_void(term);
            }
        }
        self.cur = after;
        self.edge_masks.insert((h, exit), m_in);
        Ok(())
    }

    /// An edge inside a uniform loop (or out of it, to `after`), its arguments in the
    /// representation of the target's parameters.
    fn uniform_edge(
        &mut self,
        from: Block,
        dest: &BlockCall,
        new_blocks: &BTreeMap<Block, Block>,
        after: Block,
    ) -> Res<BlockCall> {
        let Some(&nb) = new_blocks.get(&dest.block) else { return Ok(BlockCall::new(after, vec![])) };
        let params = self.src.dfg.block_params(dest.block).to_vec();
        let mut args = Vec::new();
        for (&a, &p) in dest.args.iter().zip(&params) {
            let x = match self.vals[p].ok_or("internal: a block parameter without a value")? {
                Val::Vector(param) => {
                    let x = self.vector(a, from)?;
                    let pty = self.f.value_type(param);
                    self.cast_to(x, pty)
                }
                _ => self.scalar(a, from)?,
            };
            args.push(x);
        }
        Ok(BlockCall::new(nb, args))
    }

    /// The exit of a loop that keeps its trip count uniform (see the module comment): not
    /// divergent, left only by its header's uniform integer test. `is_uniform_loop`'s loops
    /// are translated as they stand instead.
    pub(super) fn uniform_trip_exit(&self, l: Loop) -> Option<(Block, Block)> {
        if self.opts.naive || self.shapes.divergent_loops.contains(&l) {
            return None;
        }
        let exits = self.loops.exits(self.src, &self.cfg, l);
        let [exit] = exits[..] else { return None };
        let h = self.loops.data(l).header;
        let InstData::Branch { cond, .. } = self.src.inst(self.src.terminator(h)?) else { return None };
        if !self.types.is_integer(self.src.value_type(*cond)) {
            return None;
        }
        self.uniform_header_exit(l, &exits).filter(|&e| e == exit)
    }

    /// Translates a loop of `uniform_trip_exit`: `init` holds its header parameters' values on
    /// entry, `m_in` the mask it is entered with, which every block of the body is relative to.
    pub(super) fn translate_uniform_trip_loop(
        &mut self,
        l: Loop,
        init: &[Val],
        m_in: Value,
        exit: (Block, Block),
    ) -> Res<()> {
        let h = self.loops.data(l).header;
        // Entered under a mask that may be empty, the loop runs no iteration then (its uniform
        // test may not even end: the branch around it was linearized).
        let go = self.entered(m_in);
        let hdr = self.block();
        let mut entry_args = Vec::new();
        self.enter_header(hdr, h, init, &mut entry_args)?;
        self.emit_void(InstData::Jump(BlockCall::new(hdr, entry_args)));
        self.cur = hdr;
        self.edge_masks.remove(&exit);
        self.uniform_exit = Some(exit);
        self.uniform_exit_go = go;
        self.uniform_exit_block = None;
        self.region(Some(l), h, m_in)?;
        self.uniform_exit = None;
        self.uniform_exit_go = None;
        let leave = self.uniform_exit_block.take().ok_or("internal: the uniform exit was not translated")?;
        let back_args = self.latch_args(l, init)?;
        self.emit_void(InstData::Jump(BlockCall::new(hdr, back_args)));
        // Every lane active on entry leaves together, with the header's values of this iteration.
        self.cur = leave;
        self.edge_masks.insert(exit, m_in);
        Ok(())
    }
}
