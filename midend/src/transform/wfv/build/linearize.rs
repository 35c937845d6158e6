//! Linearization (step 3 of `build.rs`): a region (the function, or one loop's body) laid out
//! in `region::order`, each block's mask made from the masks of its incoming edges (or taken
//! from its immediate dominator, `equivalent_block`), each block translated under its mask, and
//! each terminator turned into the masks of its edges (`translate_terminator`). A block that is
//! guarded (`guards.rs`) runs under `if (any lane)`: what it defines, the masks of its edges and
//! the result vector flow on through a join block, zeros (the old result vector) when it is
//! skipped.
//!
//! Inputs: the scalar body's CFG, dominator tree and loops, and the shapes. Outputs:
//! `Builder::masks`, `edge_masks` and `full`. Invariants: a block is translated after every
//! predecessor on a forward edge (its edge masks exist), and a join's parameters are in the
//! order of `JoinParts::values`.

use super::*;

impl<'a> Builder<'a> {
    /// Lays out the nodes of a region; `entry` is its first block, entered with `entry_mask`.
    pub(super) fn region(&mut self, region: Option<Loop>, entry: Block, entry_mask: Value) -> Res<()> {
        let order = region::order(&self.cfg, &self.loops, region);
        if order.first() != Some(&Node::Block(entry)) {
            return Err("internal: the region does not start at its entry".into());
        }
        for node in order {
            match node {
                Node::Block(b) => {
                    let mask = match self.equivalent_block(b) {
                        _ if b == entry => entry_mask,
                        Some(d) => self.masks[d].ok_or("internal: no mask")?,
                        None => self.incoming_mask(b),
                    };
                    if b != entry {
                        // A join whose edges' masks add up to every lane is full too.
                        self.full[b] = self.is_full(b) || self.is_all_true(mask);
                    }
                    self.translate_block(b, mask, b == entry, region)?;
                }
                Node::Loop(l) => self.translate_loop(l)?,
            }
        }
        Ok(())
    }

    /// The block `b` has the mask of, when every lane in its immediate dominator `d` reaches it
    /// in the same iteration: every path from `d` in their loop comes to `b`, none leaving
    /// the loop or going around it first. The join after an if/else so takes its branch's
    /// mask instead of an `or` of its edges' masks (which a BOSCC guard would make opaque).
    fn equivalent_block(&self, b: Block) -> Option<Block> {
        let d = self.domtree.idom(b)?;
        let lp = self.loops.innermost_loop(b);
        if self.loops.innermost_loop(d) != lp || self.masks[d].is_none() {
            return None;
        }
        let mut seen = BTreeSet::new();
        let mut work: Vec<Block> = self.cfg.succs(d).to_vec();
        while let Some(x) = work.pop() {
            if x == b || !seen.insert(x) {
                continue;
            }
            let inside = |x: Block| lp.is_none_or(|l| self.loops.data(l).contains(x));
            if !inside(x) || self.cfg.succs(x).is_empty() {
                return None;
            }
            for &s in self.cfg.succs(x) {
                if !self.cfg.is_retreating_edge(x, s) {
                    work.push(s);
                } else if !inside(s) || lp.is_some_and(|l| self.loops.data(l).header == s) {
                    // Around the loop (an inner loop's back edge is not).
                    return None;
                }
            }
        }
        Some(d)
    }

    /// The OR of the masks of the edges into `b` (back edges excluded).
    pub(super) fn incoming_mask(&mut self, b: Block) -> Value {
        let edges: Vec<(Block, Block)> =
            self.cfg.preds(b).iter().filter(|&&p| !self.cfg.is_retreating_edge(p, b)).map(|&p| (p, b)).collect();
        self.or_of_edges(&edges)
    }

    /// The OR of the masks of those of `edges` that have one: the lanes that took any of them
    /// (none, when none has a mask).
    pub(super) fn or_of_edges(&mut self, edges: &[(Block, Block)]) -> Value {
        let mut acc: Option<Value> = None;
        for e in edges {
            if let Some(&m) = self.edge_masks.get(e) {
                acc = Some(match acc {
                    None => m,
                    Some(a) => self.or(a, m),
                });
            }
        }
        match acc {
            Some(m) => m,
            None => self.all_false(),
        }
    }

    /// Whether every lane is active in `b` whenever any is: reached only from such blocks by
    /// unconditional or uniform edges, in the unmasked variant.
    pub(super) fn is_full(&self, b: Block) -> bool {
        if self.masked {
            return false;
        }
        if let Some(l) = self.loops.is_header(b) {
            if self.shapes.divergent_loops.contains(&l) {
                return false;
            }
        }
        let preds: Vec<Block> =
            self.cfg.preds(b).iter().copied().filter(|&p| !self.cfg.is_retreating_edge(p, b)).collect();
        !preds.is_empty() && preds.iter().all(|&p| self.full[p] && !self.shapes.is_varying_branch(p))
    }

    /// Translates one original block: its phis, its instructions, its edges' masks. It runs
    /// under `if (any lane)` when it must or when BOSCC pays; what it defines is then joined.
    /// Where an all-true fast path pays (`all_true_pays`), the guarded block is translated
    /// twice, `if (all lanes) { unmasked } else { masked }`, both arms passing what they define
    /// to the join.
    fn translate_block(&mut self, b: Block, mask: Value, is_region_entry: bool, region: Option<Loop>) -> Res<()> {
        self.masks[b] = Some(mask);
        let all_true_path =
            if is_region_entry || self.full[b] || self.is_all_true(mask) { None } else { self.all_true_pays(b) };
        let guard = self.needs_guard(b, mask, is_region_entry, region, all_true_path.is_some());
        let before = self.cur;
        let body = if guard {
            let body = self.block();
            self.cur = body;
            if self.full[b] {
                // Some lane is in the block, so all are.
                let all = self.all_true();
                self.masks[b] = Some(all);
            }
            Some(body)
        } else {
            None
        };
        self.defined.clear();
        let old_edges: BTreeSet<(Block, Block)> = self.edge_masks.keys().copied().collect();
        let old_ret = self.ret_acc;
        let fast = match all_true_path {
            Some(inst) => {
                self.all_true_paths.get_or_insert_with(Vec::new).push(inst);
                Some(self.translate_all_true(b, mask, &old_edges, old_ret)?)
            }
            None => None,
        };
        if !is_region_entry {
            self.translate_phis(b)?;
        }
        for &inst in self.src.layout.block_insts(b) {
            self.translate_inst(b, inst)?;
        }
        match body {
            Some(body) => self.join_guarded(b, mask, (before, body), fast, &old_edges, old_ret),
            None => Ok(()),
        }
    }

    /// Ends the guarded translation of `b` (mask `mask`), entered from `before` at `body`.
    /// Join: everything defined in the block, its edge masks and the result vector flow on
    /// (from the all-true arm `fast` too, when there is one); when the block was skipped they
    /// are zeros (`old_edges` and `old_ret`: the state before the block).
    fn join_guarded(
        &mut self,
        b: Block,
        mask: Value,
        (before, body): (Block, Block),
        fast: Option<(Block, Vec<Value>)>,
        old_edges: &BTreeSet<(Block, Block)>,
        old_ret: Option<Value>,
    ) -> Res<()> {
        let join = self.block();
        let parts = self.join_parts(old_edges, old_ret);
        let taken_args = parts.values();
        if let Some((fast_end, fast_args)) = fast {
            let types = |args: &[Value]| args.iter().map(|&x| self.f.value_type(x)).collect::<Vec<_>>();
            if types(&fast_args) != types(&taken_args) {
                return Err("internal: the all-true path of a block defines other values than its masked path".into());
            }
            let slow_end = self.cur;
            self.cur = fast_end;
            self.emit_void(InstData::Jump(BlockCall::new(join, fast_args)));
            self.cur = slow_end;
        }
        let skip_args: Vec<TypeId> = taken_args.iter().map(|&x| self.f.value_type(x)).collect();
        let params: Vec<Value> = skip_args.iter().map(|&ty| self.f.dfg.append_block_param(join, ty)).collect();
        self.emit_void(InstData::Jump(BlockCall::new(join, taken_args)));
        self.masks[b] = Some(mask);
        // The skip path: zeros (the old result vector for `ret`).
        self.cur = before;
        let any = self.any(mask);
        let ret_idx = parts.ret.map(|_| skip_args.len() - 1);
        let mut zeros = Vec::new();
        for (idx, ty) in skip_args.iter().enumerate() {
            zeros.push(match old_ret {
                Some(old) if Some(idx) == ret_idx => old,
                _ => self.zero_of(*ty),
            });
        }
        self.emit_void(InstData::Branch {
            cond: any,
            then_dest: BlockCall::new(body, vec![]),
            else_dest: BlockCall::new(join, zeros),
        });
        self.cur = join;
        self.rebind_to_join(parts, params)
    }

    /// Records the join's parameters `params` (in the order of `JoinParts::values`) as the
    /// values, edge masks and result vector that `parts` lists.
    fn rebind_to_join(&mut self, parts: JoinParts, params: Vec<Value>) -> Res<()> {
        let mut params = params.into_iter();
        let mut next = || params.next().ok_or("internal: a join without its parameter");
        for (v, val) in parts.vals {
            let new_val = match val {
                Val::Indexed { .. } => Val::Indexed { base: next()?, index: next()? },
                _ => val.with(next()?).ok_or("internal: a varying pointer")?,
            };
            self.vals[v] = Some(new_val);
        }
        for (e, _) in parts.edges {
            let param = next()?;
            self.edge_masks.insert(e, param);
        }
        if parts.ret.is_some() {
            self.ret_acc = Some(next()?);
        }
        Ok(())
    }

    /// What a translated block hands on to its join: the values it defined, the masks of its
    /// new edges, the result vector when it changed it (with `old_edges` and `old_ret` as
    /// they were before it).
    pub(super) fn join_parts(&mut self, old_edges: &BTreeSet<(Block, Block)>, old_ret: Option<Value>) -> JoinParts {
        let defined = std::mem::take(&mut self.defined);
        let vals = defined.into_iter().filter_map(|v| self.vals[v].map(|val| (v, val))).collect();
        let edges = self.edge_masks.iter().filter(|(k, _)| !old_edges.contains(k)).map(|(&k, &m)| (k, m)).collect();
        let ret = self.ret_acc.filter(|&new| old_ret.is_some_and(|old| old != new));
        JoinParts { vals, edges, ret }
    }

    /// The terminator `data` of block `b`: the masks of its edges (a real branch for a divergent
    /// loop's uniform exit), or the result vector updated for `ret`.
    pub(super) fn translate_terminator(&mut self, b: Block, data: &InstData) -> Res<()> {
        let mask = self.masks[b].ok_or("internal: no mask")?;
        match data {
            InstData::Jump(dest) => {
                self.add_edge(b, dest.block, mask);
            }
            InstData::Branch { cond, then_dest, else_dest } if self.uniform_exit.is_some_and(|(h, _)| h == b) => {
                // Every active lane goes one way: stay in the loop, or all leave through the
                // block that `translate_loop` fills in.
                let (_, target) = self.uniform_exit.take().ok_or("internal: no uniform exit")?;
                let c = self.scalar(*cond, b)?;
                let go = self.uniform_exit_go.take();
                let c = self.exit_unless_entered(c, then_dest.block == target, go);
                let stay = self.block();
                let leave = self.block();
                let (then_b, else_b) = if then_dest.block == target { (leave, stay) } else { (stay, leave) };
                self.emit_void(InstData::Branch {
                    cond: c,
                    then_dest: BlockCall::new(then_b, vec![]),
                    else_dest: BlockCall::new(else_b, vec![]),
                });
                let inside = if then_dest.block == target { else_dest.block } else { then_dest.block };
                self.add_edge(b, inside, mask);
                self.uniform_exit_block = Some(leave);
                self.cur = stay;
            }
            InstData::Branch { cond, then_dest, else_dest } => {
                let c = self.mask_of(*cond, b)?;
                let t = self.and(mask, c);
                let nc = self.not(c);
                let e = self.and(mask, nc);
                self.add_edge(b, then_dest.block, t);
                self.add_edge(b, else_dest.block, e);
            }
            InstData::Return(v) => {
                if let (Some(v), Some(acc)) = (v, self.ret_acc) {
                    let x = self.vector(*v, b)?;
                    let aty = self.f.value_type(acc);
                    let x = self.cast_to(x, aty);
                    let full = self.full[b];
                    let next =
                        if full { x } else { self.emit(InstData::Select { cond: mask, args: [x, acc] }, Some(aty)) };
                    self.ret_acc = Some(next);
                }
            }
            InstData::Unreachable => {}
            InstData::Switch { .. } => return Err("a switch (not supported yet)".into()),
            _ => return Err("internal: not a terminator".into()),
        }
        Ok(())
    }

    /// Sets the mask of the edge `from -> to` (OR-ed when one `br` names a block twice: each
    /// block is translated once, so an existing entry is from this terminator).
    fn add_edge(&mut self, from: Block, to: Block, m: Value) {
        let m = match self.edge_masks.get(&(from, to)).copied() {
            Some(old) => self.or(old, m),
            None => m,
        };
        self.edge_masks.insert((from, to), m);
    }
}

/// What a translated block hands on to its join (`Builder::join_parts`).
pub(super) struct JoinParts {
    vals: Vec<(Value, Val)>,
    edges: Vec<((Block, Block), Value)>,
    ret: Option<Value>,
}

impl JoinParts {
    /// The join's arguments, in the order of its parameters.
    pub(super) fn values(&self) -> Vec<Value> {
        let mut res = Vec::new();
        for (_, val) in &self.vals {
            match *val {
                Val::Scalar(x) | Val::Linear(x, _) | Val::Vector(x) => res.push(x),
                Val::Indexed { base, index } => res.extend([base, index]),
            }
        }
        res.extend(self.edges.iter().map(|&(_, m)| m));
        res.extend(self.ret);
        res
    }
}
