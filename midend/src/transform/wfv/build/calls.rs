//! Calls: a uniform call stays a scalar call; a math function the target computes on whole
//! vectors is one call on the vectors; a callee with a vector variant that fits the arguments'
//! shapes (`pick_variant`: same ISA and lanes, masked when lanes may be off, aligned parameters
//! only where proven) is called with the block's mask in the form its ABI takes; anything else
//! is called once per active lane (`call_per_lane`).
//!
//! Input: the block's mask (none when every lane is active). Invariant: no call happens for a
//! lane that is not active, since calls may have side effects.

use super::*;

impl<'a> Builder<'a> {
    /// A call: to the callee's vector variant when it has one that fits, else lane by lane.
    pub(super) fn call(
        &mut self,
        b: Block,
        callee: &Callee,
        args: &[Value],
        r: Option<Value>,
        mask: Option<Value>,
    ) -> Res<()> {
        let Callee::Direct(fid) = callee else { return Err("a call through a function pointer".into()) };
        if let Some(r) = r {
            if self.shapes.shape(r).is_uniform() {
                // A pure math function on uniform arguments.
                let mut nargs = Vec::new();
                for &a in args {
                    nargs.push(self.scalar(a, b)?);
                }
                let ty = self.plain(self.src.value_type(r))?;
                let x = self.emit(InstData::Call { callee: Callee::Direct(*fid), args: nargs }, Some(ty));
                self.set(r, Val::Scalar(x));
                return Ok(());
            }
        }
        // A math function the target computes exactly on whole vectors, or with libmvec under
        // `--fast-math` (as the loop vectorizer's `vector_call`): one call on the vectors, which
        // the emitter writes as the instruction (`vsqrtps`) or libmvec's variant
        // (`_ZGVdN8v_expf`); inactive lanes compute too, on whatever their lanes hold, with no
        // effect: these functions have no side effects but errno, and their floating-point
        // exceptions only raise flags.
        if let (Some(r), true) = (r, self.vector_math.contains(fid)) {
            let mut nargs = Vec::new();
            for &a in args {
                nargs.push(self.vector(a, b)?);
            }
            let rty = self.vec_of(self.src.value_type(r))?;
            let x = self.emit(InstData::Call { callee: Callee::Direct(*fid), args: nargs }, Some(rty));
            self.set(r, Val::Vector(x));
            return Ok(());
        }
        if let Some((vid, variant)) = self.pick_variant(*fid, args, b, mask.is_some()) {
            return self.call_variant(b, (vid, &variant), args, r, mask);
        }
        self.call_per_lane(b, *fid, args, r, mask)
    }

    /// A call to the variant `vid` (`variant`), its arguments as its parameters take them and
    /// the block's mask (none: every lane) as its mask argument.
    fn call_variant(
        &mut self,
        b: Block,
        (vid, variant): (FuncId, &Variant),
        args: &[Value],
        r: Option<Value>,
        mask: Option<Value>,
    ) -> Res<()> {
        let mut nargs = Vec::new();
        for (idx, &a) in args.iter().enumerate() {
            nargs.push(match variant.params[idx].kind {
                ParamAbi::Varying => self.vector(a, b)?,
                _ => self.scalar(a, b)?,
            });
        }
        nargs.extend(self.mask_argument(variant, mask)?);
        let rty = r.map(|r| self.vec_of(self.src.value_type(r))).transpose()?;
        let x = self.emit(InstData::Call { callee: Callee::Direct(vid), args: nargs }, rty);
        if let Some(r) = r {
            self.set(r, Val::Vector(x));
        }
        Ok(())
    }

    /// The mask argument of a call to `variant` under `mask` (none: every lane), in the form its
    /// ABI takes; none for an unmasked variant.
    fn mask_argument(&mut self, variant: &Variant, mask: Option<Value>) -> Res<Option<Value>> {
        match vfabi::mask_arg(self.types, variant) {
            // The lanes as bits in an integer (AVX-512's ABI).
            Some(vfabi::MaskArg::Bits(bits_ty)) => Ok(Some(match mask {
                Some(m) => self.emit(InstData::Cast { arg: m }, Some(bits_ty)),
                None => self.const_of(bits_ty, Const::Int(vfabi::all_lanes_bits(self.vf))),
            })),
            Some(vfabi::MaskArg::Vector(elem)) => {
                let m = match mask {
                    Some(m) => m,
                    None => self.all_true(),
                };
                let vty = self.vec_of(elem)?;
                let one = self.const_of(
                    self.plain(elem)?,
                    if self.types.is_float(elem) { Const::Float(1.0) } else { Const::Int(1) },
                );
                let ones = self.emit(InstData::Splat { arg: one }, Some(vty));
                let zeros = self.zero_of(vty);
                Ok(Some(self.emit(InstData::Select { cond: m, args: [ones, zeros] }, Some(vty))))
            }
            None if variant.masked => Err(format!("internal: no mask argument for `{}`", variant.scalar_name)),
            None => Ok(None),
        }
    }

    /// The variant of `fid` this call can use: same isa and lanes, masked when some lanes may be
    /// off, and each argument's shape fits the variant's parameter.
    pub(super) fn pick_variant(
        &self,
        fid: FuncId,
        args: &[Value],
        b: Block,
        need_mask: bool,
    ) -> Option<(FuncId, Variant)> {
        let mut best = None;
        for (scalar, vid, v) in self.available {
            if *scalar != fid || v.isa != self.isa || v.vlen != self.vf || v.internal {
                continue;
            }
            if need_mask && !v.masked {
                continue;
            }
            let fits = args.iter().zip(&v.params).all(|(&a, p)| match p.kind {
                ParamAbi::Varying => !self.types.is_pointer(self.src.value_type(a)),
                ParamAbi::Uniform => {
                    self.shapes.shape_at(a, b).is_uniform() && !matches!(self.vals[a], Some(Val::Vector(_)))
                }
                ParamAbi::Linear(step) => {
                    let unit =
                        self.types.pointee(self.src.value_type(a)).and_then(|t| self.types.size_of(t)).unwrap_or(1)
                            as i64;
                    self.shapes.shape_at(a, b) == Shape::Linear(Stride::constant(step * unit))
                        && matches!(self.vals[a], Some(Val::Linear(..)))
                }
                ParamAbi::LinearParam(_) => false,
            });
            if !fits || !alignment_proven(&self.shapes, args, v) {
                continue;
            }
            // Prefer the unmasked variant when every lane is active.
            let better = match &best {
                None => true,
                Some((_, bv)) => {
                    let bv: &Variant = bv;
                    bv.masked && !v.masked
                }
            };
            if better {
                best = Some((*vid, v.clone()));
            }
        }
        best
    }

    /// The scalar function once per active lane, results put together.
    fn call_per_lane(
        &mut self,
        b: Block,
        fid: FuncId,
        args: &[Value],
        r: Option<Value>,
        mask: Option<Value>,
    ) -> Res<()> {
        let rty = r.map(|r| self.src.value_type(r));
        let vty = rty.map(|t| self.vec_of(t)).transpose()?;
        let mut acc = vty.map(|t| self.zero_of(t));
        let lane_mask = match mask {
            Some(m) => {
                let vint = self.vec_of(self.int)?;
                Some(self.emit(InstData::Cast { arg: m }, Some(vint)))
            }
            None => None,
        };
        for k in 0..self.vf {
            let call_block = self.block();
            let next = self.block();
            let next_param = vty.map(|t| self.f.dfg.append_block_param(next, t));
            match lane_mask {
                Some(lm) => {
                    let on = self.emit(InstData::ExtractLane { vec: lm, lane: k }, Some(self.int));
                    let skip_args = acc.into_iter().collect();
                    self.emit_void(InstData::Branch {
                        cond: on,
                        then_dest: BlockCall::new(call_block, vec![]),
                        else_dest: BlockCall::new(next, skip_args),
                    });
                }
                None => self.emit_void(InstData::Jump(BlockCall::new(call_block, vec![]))),
            }
            self.cur = call_block;
            let mut nargs = Vec::new();
            for &a in args {
                nargs.push(self.lane_value(a, b, k)?);
            }
            let x = self.emit(
                InstData::Call { callee: Callee::Direct(fid), args: nargs },
                rty.map(|t| self.plain(t).unwrap_or(t)),
            );
            let mut pass = Vec::new();
            if let (Some(t), Some(a)) = (vty, acc) {
                let ins = if t == self.mask_ty {
                    return Err("a call returning _Bool lane by lane".into());
                } else {
                    self.emit(InstData::InsertLane { vec: a, lane: k, value: x }, Some(t))
                };
                pass.push(ins);
            }
            self.emit_void(InstData::Jump(BlockCall::new(next, pass)));
            self.cur = next;
            acc = next_param;
        }
        if let (Some(r), Some(a)) = (r, acc) {
            self.set(r, Val::Vector(a));
        }
        Ok(())
    }
}

/// Whether every aligned parameter of `v` gets an argument whose lane 0 the shapes prove aligned
/// as much or more (the caller's own `alignment(q)` passed on, or moved by a multiple of it):
/// only then is that variant called. A variant promising an alignment the caller cannot prove
/// is not called, since nothing tests it at run time here (the loop vectorizer's guard does).
fn alignment_proven(shapes: &ShapeInfo, args: &[Value], v: &Variant) -> bool {
    v.params.iter().zip(args).all(|(p, &a)| match p.align {
        None => true,
        Some(wanted) => {
            p.kind != ParamAbi::Varying && shapes.aligned[a].is_some_and(|al| wanted > 0 && al % wanted == 0)
        }
    })
}
