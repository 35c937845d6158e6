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

/// What a loop (not a uniform one) carries around besides its active mask and its header's
/// parameters, in this order: per-lane live-outs, exit masks, per-lane exit arguments.
pub(super) struct Carried {
    /// The loop's exit edges.
    exits: Vec<(Block, Block)>,
    /// Values defined in the loop and used after it (divergent loops only).
    pub liveouts: Vec<Value>,
    /// The exits whose masks are carried: all but when `exits_to_one`.
    pub tracked_exits: Vec<(Block, Block)>,
    /// Arguments passed on exit edges (divergent loops only): (from, to, index, value).
    pub exit_args: Vec<(Block, Block, usize, Value)>,
    /// Whether every exit of a divergent loop goes to one block and passes nothing: the lanes
    /// that took them are the lanes that entered, so no exit mask is carried.
    exits_to_one: bool,
}

impl Carried {
    /// How many per-lane vectors and masks are carried.
    pub fn len(&self) -> usize {
        self.liveouts.len() + self.tracked_exits.len() + self.exit_args.len()
    }
}

/// One value per item a `Carried` lists, in its order.
#[derive(Clone)]
pub(super) struct CarriedValues {
    pub live: Vec<Value>,
    pub exit_masks: Vec<Value>,
    pub exit_args: Vec<Value>,
}

impl CarriedValues {
    /// The values in the order of the loop's block parameters.
    pub fn all(&self) -> Vec<Value> {
        self.live.iter().chain(&self.exit_masks).chain(&self.exit_args).copied().collect()
    }

    /// `values` (in the order of `all`) taken apart by what `carried` lists.
    pub fn split(values: &[Value], carried: &Carried) -> Self {
        let (n_live, n_exits) = (carried.liveouts.len(), carried.tracked_exits.len());
        CarriedValues {
            live: values[..n_live].to_vec(),
            exit_masks: values[n_live..n_live + n_exits].to_vec(),
            exit_args: values[n_live + n_exits..].to_vec(),
        }
    }
}

impl<'a> Builder<'a> {
    /// A loop: header with the active mask, body in order, repeat while any lane continues.
    pub(super) fn translate_loop(&mut self, l: Loop) -> Res<()> {
        let h = self.loops.data(l).header;
        let divergent = self.shapes.divergent_loops.contains(&l);
        let exits = self.loops.exits(self.src, &self.cfg, l);
        if divergent && exits.iter().any(|&(x, _)| self.loops.innermost_loop(x) != Some(l)) {
            return Err("a loop exit that leaves two loops at once is not supported yet".into());
        }
        let m_in = self.incoming_mask(h);
        self.loop_entry_mask.insert(l, m_in);
        self.full[h] = self.is_full(h);
        let init = self.loop_entry_values(l)?;
        if self.is_uniform_loop(l) {
            return self.translate_uniform_loop(l, &init, m_in);
        }
        if let Some(exit) = self.uniform_trip_exit(l) {
            return self.translate_uniform_trip_loop(l, &init, m_in, exit);
        }
        let carried = self.carried(l, exits, divergent);
        let scalar_lanes = if divergent { self.plan_scalar_lanes(l, &carried) } else { None };
        // Carried state: mask, header params, live-out vectors, exit masks, exit arguments.
        let (hdr, m_active, state) = self.open_loop_header(h, m_in, &init, &carried)?;
        let uniform_exit = if divergent { self.uniform_header_exit(l, &carried.exits) } else { None };
        let leave = self.loop_body(l, m_active, &carried.exits, uniform_exit)?;
        // The tail: what continues, and the per-lane state.
        let m_next = self.next_active_mask(l);
        let mut back_args = vec![m_next];
        back_args.extend(self.latch_args(l, &init)?);
        let next = self.next_state(l, &carried, &state)?;
        back_args.extend(next.all());
        let after = self.block();
        // With a uniform exit or a lane loop (`scalar_lanes.rs`) `after` is reached from two
        // places: its per-lane state comes in as parameters.
        let latch_end = self.cur;
        let (done_args, results) = if leave.is_some() || scalar_lanes.is_some() {
            let params: Vec<Value> =
                next.all().iter().map(|&v| self.f.dfg.append_block_param(after, self.f.value_type(v))).collect();
            (next.all(), CarriedValues::split(&params, &carried))
        } else {
            (Vec::new(), next.clone())
        };
        if let (Some(leave), Some((_, target))) = (leave, uniform_exit) {
            self.cur = leave;
            let leave_args = self.leave_state(h, target, m_active, &carried, &state)?;
            self.emit_void(InstData::Jump(BlockCall::new(after, leave_args)));
            self.cur = latch_end;
        }
        if let Some(n) = scalar_lanes {
            // At most `n` lanes left (or none): they run one by one as scalar code.
            let lanes = self.lane_loop_block(&next.all())?;
            let header_next = back_args[1..1 + init.len()].to_vec();
            self.scalar_lanes_test(n, m_next, BlockCall::new(hdr, back_args), lanes, &next.all())?;
            self.lane_loop(l, lanes, after, &header_next, &init, &carried)?;
        } else {
            let cont = self.any(m_next);
            self.emit_void(InstData::Branch {
                cond: cont,
                then_dest: BlockCall::new(hdr, back_args),
                else_dest: BlockCall::new(after, done_args),
            });
        }
        self.cur = after;
        self.publish_loop_results(m_in, &carried, &results);
        Ok(())
    }

    /// Translates the body of `l` under its active mask `m_active`, its `exits` not yet taken;
    /// its header's `uniform_exit`, if it has one, leaves for every active lane at once. Gives
    /// the block that exit leaves by.
    fn loop_body(
        &mut self,
        l: Loop,
        m_active: Value,
        exits: &[(Block, Block)],
        uniform_exit: Option<(Block, Block)>,
    ) -> Res<Option<Block>> {
        for e in exits {
            self.edge_masks.remove(e);
        }
        self.uniform_exit = uniform_exit;
        self.uniform_exit_block = None;
        self.region(Some(l), self.loops.data(l).header, m_active)?;
        self.uniform_exit = None;
        let leave = self.uniform_exit_block.take();
        if uniform_exit.is_some() && leave.is_none() {
            return Err("internal: the uniform exit was not translated".into());
        }
        Ok(leave)
    }

    /// The header parameters' values on entry to `l`: selects over the entering edges.
    fn loop_entry_values(&mut self, l: Loop) -> Res<Vec<Val>> {
        let data = self.loops.data(l).clone();
        let h = data.header;
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
            let Some(&(first, _)) = incoming.first() else { return Err("internal: a loop without an entry".into()) };
            let val = match self.shapes.shape(p) {
                Shape::Varying => Val::Vector(self.merge_vectors(first, &incoming[1..], ty, Self::select)?),
                shape => Val::of_scalar(self.merge_scalars(first, &incoming[1..], ty)?, shape),
            };
            init.push(val);
        }
        Ok(init)
    }

    /// What the loop `l`, left by `exits`, carries besides its mask and header parameters.
    fn carried(&self, l: Loop, exits: Vec<(Block, Block)>, divergent: bool) -> Carried {
        // Values defined in the loop and used after it, per lane (divergent loops only).
        let liveouts: Vec<Value> = if divergent { self.live_outs(self.loops.data(l)) } else { Vec::new() };
        let mut exit_args = Vec::new();
        if divergent {
            for &(x, t) in &exits {
                if let Some(call) = self.src.calls_to(x, t).first() {
                    for (n, &a) in call.args.iter().enumerate() {
                        exit_args.push((x, t, n, a));
                    }
                }
            }
        }
        // When every exit goes to one block and passes nothing, the lanes that took them are
        // the lanes that entered: no exit mask needs to be carried.
        let exits_to_one = divergent && exit_args.is_empty() && exits.iter().all(|e| e.1 == exits[0].1);
        let tracked_exits = if exits_to_one { Vec::new() } else { exits.clone() };
        Carried { exits, liveouts, tracked_exits, exit_args, exits_to_one }
    }

    /// How many of the last active lanes of the divergent loop `l` run as scalar code
    /// (`scalar_lanes.rs`), with the remark's note on it. Only where the per-iteration test is
    /// cheap (`Target::mask_bits_move`); elsewhere there is nothing to say.
    fn plan_scalar_lanes(&mut self, l: Loop, carried: &Carried) -> Option<u32> {
        if !self.opts.scalar_lanes || self.opts.naive || !self.target.mask_bits_move {
            return None;
        }
        let res = self.scalar_lanes(l, carried.len());
        let term = self.src.terminator(self.loops.data(l).header);
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
    }

    /// Jumps to a new loop header for `h` and moves there. Its parameters: the active mask
    /// (entered as `m_in`), `h`'s own (entered as `init`, and from now on the values of `h`'s
    /// parameters) and the carried state (entered as zeros and no lanes: none has left yet).
    /// Gives the header, its active mask and its carried state.
    fn open_loop_header(
        &mut self,
        h: Block,
        m_in: Value,
        init: &[Val],
        carried: &Carried,
    ) -> Res<(Block, Value, CarriedValues)> {
        let hdr = self.block();
        let mut entry_args = vec![m_in];
        let m_active = self.f.dfg.append_block_param(hdr, self.mask_ty);
        self.enter_header(hdr, h, init, &mut entry_args)?;
        let mut live = Vec::new();
        for &v in &carried.liveouts {
            let vty = self.vec_of(self.src.value_type(v))?;
            let z = self.zero_of(vty);
            entry_args.push(z);
            live.push(self.f.dfg.append_block_param(hdr, vty));
        }
        let mut exit_masks = Vec::new();
        for _ in &carried.tracked_exits {
            let z = self.all_false();
            entry_args.push(z);
            exit_masks.push(self.f.dfg.append_block_param(hdr, self.mask_ty));
        }
        let mut exit_args = Vec::new();
        for &(_, _, _, a) in &carried.exit_args {
            let vty = self.vec_of(self.src.value_type(a))?;
            let z = self.zero_of(vty);
            entry_args.push(z);
            exit_args.push(self.f.dfg.append_block_param(hdr, vty));
        }
        self.emit_void(InstData::Jump(BlockCall::new(hdr, entry_args)));
        self.cur = hdr;
        Ok((hdr, m_active, CarriedValues { live, exit_masks, exit_args }))
    }

    /// The lanes that go around `l` again: the OR of its latches' edge masks.
    fn next_active_mask(&mut self, l: Loop) -> Value {
        let h = self.loops.data(l).header;
        let latches: Vec<(Block, Block)> = self.loops.data(l).latches.iter().map(|&latch| (latch, h)).collect();
        self.or_of_edges(&latches)
    }

    /// The carried state at the end of an iteration of `l` (`state` at its start): each
    /// live-out updated in the lanes that computed it, each exit's mask and arguments in the
    /// lanes that took it.
    fn next_state(&mut self, l: Loop, carried: &Carried, state: &CarriedValues) -> Res<CarriedValues> {
        let h = self.loops.data(l).header;
        let mut live = Vec::new();
        for (idx, &v) in carried.liveouts.iter().enumerate() {
            let def_mask = self.def_mask(v, l)?;
            live.push(self.update_lanes(def_mask, v, h, state.live[idx])?);
        }
        let mut exit_masks = Vec::new();
        for (idx, e) in carried.tracked_exits.iter().enumerate() {
            exit_masks.push(match self.edge_masks.get(e).copied() {
                Some(m) => self.or(state.exit_masks[idx], m),
                None => state.exit_masks[idx],
            });
        }
        let mut exit_args = Vec::new();
        for (idx, &(x, t, _, a)) in carried.exit_args.iter().enumerate() {
            exit_args.push(match self.edge_masks.get(&(x, t)).copied() {
                Some(em) => self.update_lanes(em, a, x, state.exit_args[idx])?,
                None => state.exit_args[idx],
            });
        }
        Ok(CarriedValues { live, exit_masks, exit_args })
    }

    /// The carried state on the uniform exit `h -> target`, which every lane still active
    /// (`m_active`) leaves by, in this iteration's header: the header's values are their final
    /// ones, the rest keep the state's (`state`, at the start of the iteration).
    fn leave_state(
        &mut self,
        h: Block,
        target: Block,
        m_active: Value,
        carried: &Carried,
        state: &CarriedValues,
    ) -> Res<Vec<Value>> {
        let mut leave_args = Vec::new();
        for (idx, &v) in carried.liveouts.iter().enumerate() {
            leave_args.push(if self.defined_in(v, h) {
                self.update_lanes(m_active, v, h, state.live[idx])?
            } else {
                state.live[idx]
            });
        }
        for (idx, e) in carried.tracked_exits.iter().enumerate() {
            leave_args.push(if *e == (h, target) {
                self.or(state.exit_masks[idx], m_active)
            } else {
                state.exit_masks[idx]
            });
        }
        for (idx, &(x, t, _, a)) in carried.exit_args.iter().enumerate() {
            leave_args.push(if (x, t) == (h, target) {
                self.update_lanes(m_active, a, x, state.exit_args[idx])?
            } else {
                state.exit_args[idx]
            });
        }
        Ok(leave_args)
    }

    /// After the loop: the exits' edge masks (all of them the loop's entry mask `m_in` when
    /// they go to one block), and the per-lane live-outs and exit arguments, from `results`.
    fn publish_loop_results(&mut self, m_in: Value, carried: &Carried, results: &CarriedValues) {
        for (idx, e) in carried.tracked_exits.iter().enumerate() {
            self.edge_masks.insert(*e, results.exit_masks[idx]);
        }
        if carried.exits_to_one {
            for e in &carried.exits {
                self.edge_masks.remove(e);
            }
            if let Some(&first) = carried.exits.first() {
                self.edge_masks.insert(first, m_in);
            }
        }
        for (idx, &v) in carried.liveouts.iter().enumerate() {
            self.liveouts.insert(v, results.live[idx]);
        }
        for (idx, &(x, t, n, _)) in carried.exit_args.iter().enumerate() {
            self.exit_args.insert((x, t, n), results.exit_args[idx]);
        }
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
            let mut rest = Vec::new();
            for &(val, em) in &incoming[1..] {
                rest.push((val, em.ok_or("internal: a latch without a mask")?));
            }
            let acc = if vector {
                self.merge_vectors(first, &rest, ty, Self::blend)?
            } else {
                self.merge_scalars(first, &rest, ty)?
            };
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

    /// The block of the original that `v` is a parameter or result of.
    pub(super) fn def_block(&self, v: Value) -> Res<Block> {
        match self.src.dfg.value_def(v) {
            ValueDef::Param(b, _) => Ok(b),
            ValueDef::Result(inst) => {
                self.src.layout.inst_block(inst).ok_or_else(|| "internal: value outside the layout".into())
            }
        }
    }

    /// Whether `v` is a parameter or result of block `b` of the original.
    fn defined_in(&self, v: Value, b: Block) -> bool {
        self.def_block(v).is_ok_and(|d| d == b)
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
        for &b in self.src.layout.blocks() {
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
        match region::node_of(&self.loops, Some(l), self.def_block(v)?) {
            Node::Block(b) => self.masks[b].ok_or_else(|| "internal: no mask for a block".into()),
            Node::Loop(inner) => {
                self.loop_entry_mask.get(&inner).copied().ok_or_else(|| "internal: no mask for a loop".into())
            }
        }
    }
}
