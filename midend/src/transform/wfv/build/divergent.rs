//! Loops that are not uniform (`uniform.rs` takes those): the loop runs while any lane is
//! active. Its header takes the active mask as a parameter, with the header's own parameters;
//! in a divergent loop every value used after the loop, every exit's mask and every argument on
//! an exit edge are carried too, as per-lane vectors updated under their block's mask in each
//! iteration, so that each lane sees the values of the iteration it left in. A header that
//! leaves on a uniform condition ends the loop for every active lane at once, and the last few
//! active lanes may run as scalar code (`scalar_lanes.rs`).
//!
//! Inputs: the loop forest, the shapes' divergent loops, the masks of the edges into the
//! header. Outputs, after the loop: the exits' edge masks (`Builder::edge_masks`), the per-lane
//! live-outs (`Builder::liveouts`) and exit arguments (`Builder::exit_args`). Invariant: the
//! carried state is always in the order mask, header parameters, live-outs, exit masks, exit
//! arguments.

use super::*;

impl<'a> Builder<'a> {
    /// A loop: header with the active mask, body in order, repeat while any lane continues.
    pub(super) fn translate_loop(&mut self, l: Loop) -> Res<()> {
        let data = self.loops.data(l).clone();
        let h = data.header;
        let divergent = self.shapes.divergent_loops.contains(&l);
        let exits = self.loops.exits(self.src, &self.cfg, l);
        for &(x, _) in &exits {
            if self.loops.innermost_loop(x) != Some(l) && divergent {
                return Err("a loop exit that leaves two loops at once is not supported yet".into());
            }
        }
        let m_in = self.incoming_mask(h, data.parent)?;
        self.loop_entry_mask.insert(l, m_in);
        self.full[h] = self.is_full(h);
        // Header parameters on entry: selects over the entering edges.
        let params: Vec<Value> = self.src.dfg.block_params(h).to_vec();
        let outside: Vec<Block> = self.cfg.preds(h).iter().copied().filter(|p| !data.contains(*p)).collect();
        let mut init: Vec<Val> = Vec::new();
        for (n, &p) in params.iter().enumerate() {
            let ty = self.src.value_type(p);
            let mut incoming = Vec::new();
            for &pred in &outside {
                let Some(arg) = self.src.calls_to(pred, h).first().and_then(|c| c.args.get(n)).copied() else {
                    continue;
                };
                let Some(&em) = self.edge_masks.get(&(pred, h)) else { continue };
                incoming.push((self.get(arg, h)?, em));
            }
            let first = incoming.first().map(|x| x.0).ok_or("internal: a loop without an entry")?;
            let val = match self.shapes.shape(p) {
                Shape::Varying => {
                    let mut acc = self.vector_of(first, ty)?;
                    let vty = self.f.value_type(acc);
                    for &(val, em) in &incoming[1..] {
                        let x = self.vector_of(val, ty)?;
                        acc = self.emit(InstData::Select { cond: em, args: [x, acc] }, Some(vty));
                    }
                    Val::Vector(acc)
                }
                shape => {
                    let mut acc = self.scalar_of(first, ty)?;
                    let sty = self.f.value_type(acc);
                    for &(val, em) in &incoming[1..] {
                        let x = self.scalar_of(val, ty)?;
                        let any = self.any(em);
                        acc = self.emit(InstData::Select { cond: any, args: [x, acc] }, Some(sty));
                    }
                    match shape {
                        Shape::Linear(s) => Val::Linear(acc, s),
                        _ => Val::Scalar(acc),
                    }
                }
            };
            if matches!(val, Val::Indexed { .. }) {
                return Err("a varying pointer carried around a loop".into());
            }
            init.push(val);
        }
        if self.is_uniform_loop(l) {
            return self.translate_uniform_loop(l, &init, m_in);
        }
        if let Some(exit) = self.uniform_trip_exit(l) {
            return self.translate_uniform_trip_loop(l, &init, m_in, exit);
        }
        // Values defined in the loop and used after it, per lane (divergent loops only).
        let liveouts: Vec<Value> = if divergent { self.live_outs(&data) } else { Vec::new() };
        let exit_args: Vec<(Block, Block, usize, Value)> = if divergent {
            let mut res = Vec::new();
            for &(x, t) in &exits {
                if let Some(call) = self.src.calls_to(x, t).first() {
                    for (n, &a) in call.args.iter().enumerate() {
                        res.push((x, t, n, a));
                    }
                }
            }
            res
        } else {
            Vec::new()
        };
        // When every exit goes to one block and passes nothing, the lanes that took them are
        // the lanes that entered: no exit mask needs to be carried.
        let one_target = divergent && exit_args.is_empty() && exits.iter().all(|e| e.1 == exits[0].1);
        let tracked_exits: Vec<(Block, Block)> = if one_target { Vec::new() } else { exits.clone() };
        // Whether the last few active lanes run as scalar code (`scalar_lanes.rs`).
        // Only where the per-iteration test is cheap (`Target::mask_bits_move`); elsewhere
        // there is nothing to say.
        let scalar_lanes = if divergent && self.opts.scalar_lanes && !self.opts.naive && self.target.mask_bits_move {
            let n_state = liveouts.len() + tracked_exits.len() + exit_args.len();
            let res = self.scalar_lanes(l, n_state);
            let term = self.src.terminator(h);
            let loc = term.map(|t| self.src.srclocs[t]).unwrap_or_default();
            let name = format!("the loop {}", crate::remarks::at(loc, "in its body"));
            self.scalar_lane_notes.push(match &res {
                Ok(n) => format!(
                    "{} runs its last {} active lane(s) one by one as scalar code (not with --no-scalar-lanes)",
                    name, n
                ),
                Err(why) => format!("{} keeps its vector form to the end: {}", name, why),
            });
            res.ok()
        } else {
            None
        };
        // Carried state: mask, header params, live-out vectors, exit masks, exit arguments.
        let hdr = self.block();
        let mut entry_args = vec![m_in];
        let m_active = self.f.dfg.append_block_param(hdr, self.mask_ty);
        for (n, &p) in params.iter().enumerate() {
            let val = init[n];
            let x = match val {
                Val::Scalar(x) | Val::Linear(x, _) | Val::Vector(x) => x,
                Val::Indexed { .. } => unreachable!("refused above"),
            };
            let param = self.f.dfg.append_block_param(hdr, self.f.value_type(x));
            entry_args.push(x);
            self.vals[p] = Some(match val {
                Val::Scalar(_) => Val::Scalar(param),
                Val::Linear(_, s) => Val::Linear(param, s),
                _ => Val::Vector(param),
            });
        }
        let mut live_params = Vec::new();
        for &v in &liveouts {
            let vty = self.vec_of(self.src.value_type(v))?;
            let z = self.zero_of(vty);
            entry_args.push(z);
            live_params.push(self.f.dfg.append_block_param(hdr, vty));
        }
        let mut exit_mask_params = Vec::new();
        for _ in &tracked_exits {
            let z = self.all_false();
            entry_args.push(z);
            exit_mask_params.push(self.f.dfg.append_block_param(hdr, self.mask_ty));
        }
        let mut exit_arg_params = Vec::new();
        for &(_, _, _, a) in &exit_args {
            let vty = self.vec_of(self.src.value_type(a))?;
            let z = self.zero_of(vty);
            entry_args.push(z);
            exit_arg_params.push(self.f.dfg.append_block_param(hdr, vty));
        }
        self.emit_void(InstData::Jump(BlockCall::new(hdr, entry_args)));
        self.cur = hdr;
        // The body.
        for &(x, t) in &exits {
            self.edge_masks.remove(&(x, t));
        }
        let uniform_exit = if divergent { self.uniform_header_exit(l, &exits) } else { None };
        self.uniform_exit = uniform_exit;
        self.uniform_exit_block = None;
        self.region(Some(l), h, m_active)?;
        self.uniform_exit = None;
        let leave = self.uniform_exit_block.take();
        if uniform_exit.is_some() && leave.is_none() {
            return Err("internal: the uniform exit was not translated".into());
        }
        // The tail: what continues, and the per-lane state.
        let latches = data.latches.clone();
        let mut m_next: Option<Value> = None;
        for &latch in &latches {
            if let Some(&m) = self.edge_masks.get(&(latch, h)) {
                m_next = Some(match m_next {
                    None => m,
                    Some(a) => self.or(a, m),
                });
            }
        }
        let m_next = match m_next {
            Some(m) => m,
            None => self.all_false(),
        };
        let mut back_args = vec![m_next];
        back_args.extend(self.latch_args(l, &init)?);
        let mut live_next = Vec::new();
        for (idx, &v) in liveouts.iter().enumerate() {
            let def_mask = self.def_mask(v, l)?;
            let next = self.update_lanes(def_mask, v, h, live_params[idx])?;
            live_next.push(next);
        }
        let mut exit_masks_next = Vec::new();
        for (idx, e) in tracked_exits.iter().enumerate() {
            let next = match self.edge_masks.get(e).copied() {
                Some(m) => self.or(exit_mask_params[idx], m),
                None => exit_mask_params[idx],
            };
            exit_masks_next.push(next);
        }
        let mut exit_args_next = Vec::new();
        for (idx, &(x, t, _, a)) in exit_args.iter().enumerate() {
            let next = match self.edge_masks.get(&(x, t)).copied() {
                Some(em) => self.update_lanes(em, a, x, exit_arg_params[idx])?,
                None => exit_arg_params[idx],
            };
            exit_args_next.push(next);
        }
        back_args.extend(live_next.iter().copied());
        back_args.extend(exit_masks_next.iter().copied());
        back_args.extend(exit_args_next.iter().copied());
        let after = self.block();
        // With a uniform exit or a lane loop (`scalar_lanes.rs`) `after` is reached from two
        // places: its per-lane state comes in as parameters.
        let mut done_args = Vec::new();
        let latch_end = self.cur;
        let state: Vec<Value> = live_next.iter().chain(&exit_masks_next).chain(&exit_args_next).copied().collect();
        if leave.is_some() || scalar_lanes.is_some() {
            let mut params = Vec::new();
            for &v in &state {
                params.push(self.f.dfg.append_block_param(after, self.f.value_type(v)));
            }
            done_args = state.clone();
            let n_live = liveouts.len();
            let n_exits = tracked_exits.len();
            live_next = params[..n_live].to_vec();
            exit_masks_next = params[n_live..n_live + n_exits].to_vec();
            exit_args_next = params[n_live + n_exits..].to_vec();
        }
        if let (Some(leave), Some((_, target))) = (leave, uniform_exit) {
            // On the uniform exit every lane still active leaves by it, in this iteration's
            // header: the header's values are their final ones, the rest keep the state's.
            self.cur = leave;
            let mut leave_args = Vec::new();
            for (idx, &v) in liveouts.iter().enumerate() {
                leave_args.push(if self.defined_in(v, h) {
                    self.update_lanes(m_active, v, h, live_params[idx])?
                } else {
                    live_params[idx]
                });
            }
            for (idx, e) in tracked_exits.iter().enumerate() {
                leave_args.push(if *e == (h, target) {
                    self.or(exit_mask_params[idx], m_active)
                } else {
                    exit_mask_params[idx]
                });
            }
            for (idx, &(x, t, _, a)) in exit_args.iter().enumerate() {
                leave_args.push(if (x, t) == (h, target) {
                    self.update_lanes(m_active, a, x, exit_arg_params[idx])?
                } else {
                    exit_arg_params[idx]
                });
            }
            self.emit_void(InstData::Jump(BlockCall::new(after, leave_args)));
            self.cur = latch_end;
        }
        if let Some(n) = scalar_lanes {
            // At most `n` lanes left (or none): they run one by one as scalar code.
            let lanes = self.lane_loop_block(&state)?;
            let next = back_args[1..1 + params.len()].to_vec();
            self.scalar_lanes_test(n, m_next, BlockCall::new(hdr, back_args), lanes, &state)?;
            self.lane_loop(l, lanes, after, &next, &init, &liveouts, &tracked_exits, &exit_args)?;
        } else {
            let cont = self.any(m_next);
            self.emit_void(InstData::Branch {
                cond: cont,
                then_dest: BlockCall::new(hdr, back_args),
                else_dest: BlockCall::new(after, done_args),
            });
        }
        self.cur = after;
        for (idx, e) in tracked_exits.iter().enumerate() {
            self.edge_masks.insert(*e, exit_masks_next[idx]);
        }
        if one_target {
            for e in &exits {
                self.edge_masks.remove(e);
            }
            if let Some(&first) = exits.first() {
                self.edge_masks.insert(first, m_in);
            }
        }
        for (idx, &v) in liveouts.iter().enumerate() {
            self.liveouts.insert(v, live_next[idx]);
        }
        for (idx, &(x, t, n, _)) in exit_args.iter().enumerate() {
            self.exit_args.insert((x, t, n), exit_args_next[idx]);
        }
        Ok(())
    }

    /// The header parameters' values for the next iteration of `l` (`init`: their values on
    /// entry, which give their representation): over several latches, selects on the latches'
    /// edge masks.
    pub(super) fn latch_args(&mut self, l: Loop, init: &[Val]) -> Res<Vec<Value>> {
        let data = self.loops.data(l).clone();
        let h = data.header;
        let mut res = Vec::new();
        for (n, &p) in self.src.dfg.block_params(h).to_vec().iter().enumerate() {
            let ty = self.src.value_type(p);
            let mut incoming = Vec::new();
            for &latch in &data.latches {
                let Some(arg) = self.src.calls_to(latch, h).first().and_then(|c| c.args.get(n)).copied() else {
                    continue;
                };
                let em = self.edge_masks.get(&(latch, h)).copied();
                incoming.push((self.get(arg, latch)?, em));
            }
            let vector = matches!(init[n], Val::Vector(_));
            let (first, _) = *incoming.first().ok_or("internal: a loop without a latch")?;
            let mut acc = if vector { self.vector_of(first, ty)? } else { self.scalar_of(first, ty)? };
            let aty = self.f.value_type(acc);
            for &(val, em) in &incoming[1..] {
                let em = em.ok_or("internal: a latch without a mask")?;
                if vector {
                    let x = self.vector_of(val, ty)?;
                    acc = self.blend(em, x, acc, aty);
                } else {
                    let x = self.scalar_of(val, ty)?;
                    let any = self.any(em);
                    acc = self.emit(InstData::Select { cond: any, args: [x, acc] }, Some(aty));
                }
            }
            res.push(acc);
        }
        Ok(res)
    }

    /// The exit edge of a divergent loop's header whose branch is uniform and not guarded,
    /// if there is one: (header, exit target).
    pub(super) fn uniform_header_exit(&self, l: Loop, exits: &[(Block, Block)]) -> Option<(Block, Block)> {
        let h = self.loops.data(l).header;
        let InstData::Branch { cond, then_dest, else_dest } = self.src.inst(self.src.terminator(h)?) else {
            return None;
        };
        if then_dest.block == else_dest.block || !self.shapes.shape(*cond).is_uniform() || self.has_scalar_effects(h) {
            return None;
        }
        let outside: Vec<Block> =
            [then_dest.block, else_dest.block].into_iter().filter(|b| !self.loops.data(l).contains(*b)).collect();
        match outside[..] {
            [t] if exits.contains(&(h, t)) => Some((h, t)),
            _ => None,
        }
    }

    /// Whether `v` is a parameter or result of block `b` of the original.
    fn defined_in(&self, v: Value, b: Block) -> bool {
        match self.src.dfg.value_def(v) {
            ValueDef::Param(pb, _) => pb == b,
            ValueDef::Result(inst) => self.src.layout.inst_block(inst) == Some(b),
        }
    }

    /// The values defined in the loop (at any depth) and used outside it, in value order.
    fn live_outs(&self, data: &crate::analysis::LoopData) -> Vec<Value> {
        let mut defined = BTreeSet::new();
        for &b in &data.blocks {
            defined.extend(self.src.dfg.block_params(b).iter().copied());
            for &inst in self.src.layout.block_insts(b) {
                defined.extend(self.src.dfg.result(inst));
            }
        }
        let mut used = BTreeSet::new();
        for &b in &self.src.layout.blocks {
            if data.contains(b) {
                continue;
            }
            for &inst in self.src.layout.block_insts(b) {
                self.src.inst(inst).for_each_operand(|v| {
                    if defined.contains(&v) {
                        used.insert(v);
                    }
                });
            }
        }
        used.into_iter().collect()
    }

    /// The mask under which `v` (defined in loop `l`, maybe in an inner loop) was computed in
    /// this iteration.
    fn def_mask(&self, v: Value, l: Loop) -> Res<Value> {
        let def_block = match self.src.dfg.value_def(v) {
            ValueDef::Param(b, _) => b,
            ValueDef::Result(inst) => self.src.layout.inst_block(inst).ok_or("internal: value outside the layout")?,
        };
        match region::node_of(&self.loops, Some(l), def_block) {
            Node::Block(b) => self.masks[b].ok_or_else(|| "internal: no mask for a block".into()),
            Node::Loop(inner) => {
                self.loop_entry_mask.get(&inner).copied().ok_or_else(|| "internal: no mask for a loop".into())
            }
        }
    }
}
