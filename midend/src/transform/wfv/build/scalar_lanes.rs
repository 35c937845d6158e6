//! Scalar lanes (the seed's 2.2.2, 转为标量执行): a divergent loop runs while any lane is
//! active, so near its end one or two lanes keep the whole vector iteration going, its every
//! operation done for lanes whose results are thrown away. Where a scalar iteration costs much
//! less than a vector one, the vector loop stops once at most `n` lanes are left (`n` from the
//! target's cost table, `lanes_that_pay`): each of those lanes in turn, lowest first, takes its
//! loop-carried values out of the vectors, runs a scalar copy of the original loop (the cleaned
//! scalar body the variant is built from) until it leaves, and puts its live-outs, its exit and
//! its exit arguments back into its lane of the loop's result vectors; then the code after the
//! loop runs as it does after the vector loop.
//!
//! The test is one mask-to-bits move and `n` times `x & (x - 1)` per vector iteration, so it is
//! made only on targets whose masks become bits in one instruction (`Target::mask_bits_move`:
//! AVX-512).
//! A lane's value comes out of a vector as a reduction of the vector with the other lanes
//! blended to the operation's identity (`|` with 0 for integers, `+` with -0.0 for floats: exact
//! for every value but a signalling NaN, which comes back quiet, as it does from any arithmetic
//! and as the C compilers assume by default); its lane index, where a linear value needs it,
//! is the same reduction of `<0, 1, ..., VF-1>`.
//!
//! Only loops the copy runs exactly as the scalar function would: innermost, with no stores,
//! calls, volatile or bit-field accesses, and no per-lane stack slots (`slots.rs`: each lane has
//! its own copy, which the scalar copy does not address); loads are the lane's own, in the
//! scalar program's order. Anything else keeps the vector loop to the end, with the reason in
//! the variant's remark. Off with `--no-scalar-lanes` and `--wfv=naive`.
//!
//! Inputs: the loop's carried state (`divergent.rs`'s `Carried`) at the end of a vector
//! iteration, and its header values for the next one. Invariant: a lane's results go only into
//! its own lane of the state, which reaches the code after the loop as the vector loop's does.

use super::divergent::{Carried, CarriedValues};
use super::*;

/// The most active lanes worth running one after another in scalar code instead of one more
/// vector iteration, given what one iteration of the loop costs as scalar code and as vector
/// code: `n` lanes pay when `(n + 1) * scalar <= vector`, the one more scalar iteration being
/// what the per-iteration test, taking the lanes' values out and putting their results back
/// cost together. At most a quarter of the lanes. 0: never.
///
/// Measured on Zen 5 (Mandelbrot's escape loop, 16 lanes, both iterations about 12 operations
/// on one chain of dependent multiplies): 1 lane made it 2% slower, 2 lanes 5%, 4 lanes 15%.
pub(crate) fn lanes_that_pay(scalar: u32, vector: u32, vf: u32) -> u32 {
    if scalar == 0 {
        return 0;
    }
    (vector / scalar).saturating_sub(1).min(vf / 4)
}

impl<'a> Builder<'a> {
    /// How many active lanes of the divergent loop `l` (with `n_state` per-lane vectors it
    /// carries: live-outs, exit masks, exit arguments) go to scalar code, or why none do.
    pub(super) fn scalar_lanes(&self, l: Loop, n_state: usize) -> Result<u32, String> {
        let data = self.loops.data(l);
        if !self.target.mask_bits_move {
            return Err(
                "the target's masks are not bits (the test for few lanes would cost a loop over the lanes)".into()
            );
        }
        for &b in &data.blocks {
            if self.loops.innermost_loop(b) != Some(l) {
                return Err("it holds a loop".into());
            }
            for &inst in self.src.layout.block_insts(b) {
                let why = match self.src.inst(inst) {
                    InstData::Store { .. } | InstData::BitfieldStore { .. } => Some("it stores"),
                    InstData::Call { .. } => Some("it calls a function"),
                    InstData::BitfieldLoad { .. } | InstData::Load { volatile: true, .. } => {
                        Some("it reads a bit-field or a volatile")
                    }
                    InstData::Load { addr, .. } if self.slot_root(*addr).is_some() => Some("it reads a local array"),
                    InstData::SlotAddr(_) => Some("it takes a local's address"),
                    InstData::Jump(_) | InstData::Branch { .. } => None,
                    d if d.is_terminator() => Some("it leaves the function"),
                    _ => None,
                };
                if let Some(why) = why {
                    return Err(why.into());
                }
                if let Some(r) = self.src.dfg.result(inst) {
                    let ty = self.src.value_type(r);
                    let scalar = self.types.is_integer(ty) || self.types.is_float(ty) || self.types.is_pointer(ty);
                    if !scalar && !self.shapes.shape(r).is_uniform() {
                        return Err("it computes an aggregate".into());
                    }
                }
            }
        }
        let (scalar, vector) = self.iteration_costs(l, n_state);
        match lanes_that_pay(scalar, vector, self.vf) {
            0 => Err(format!("an iteration costs {} as scalar code and {} as vector code", scalar, vector)),
            n => Ok(n),
        }
    }

    /// One iteration of `l` as scalar code and as vector code, priced from the target's cost
    /// table: a varying load that is not one vector access is a gather of VF lanes; uniform
    /// values cost what they cost in scalar code; the vector loop also updates its active mask
    /// and each of its `n_state` per-lane vectors.
    fn iteration_costs(&self, l: Loop, n_state: usize) -> (u32, u32) {
        let (mut scalar, mut vector) = (0u32, 0u32);
        for &b in &self.loops.data(l).blocks {
            for &inst in self.src.layout.block_insts(b) {
                let Some(r) = self.src.dfg.result(inst) else { continue };
                let ty = self.src.value_type(r);
                let (op, elem) = match self.src.inst(inst) {
                    InstData::Binary { op, args } => {
                        let class = match op {
                            BinaryOp::Add | BinaryOp::Sub => OpClass::Add,
                            BinaryOp::Mul => OpClass::Mul,
                            BinaryOp::Div | BinaryOp::Rem => OpClass::Div,
                            BinaryOp::Shl | BinaryOp::Shr => OpClass::Shift,
                            BinaryOp::Eq | BinaryOp::Ne | BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge => {
                                OpClass::Cmp
                            }
                            _ => OpClass::Bitwise,
                        };
                        (class, self.elem_class(self.src.value_type(args[0])))
                    }
                    InstData::Unary { .. } => (OpClass::Bitwise, self.elem_class(ty)),
                    InstData::Cast { arg } => (OpClass::Cast, self.elem_class(self.src.value_type(*arg))),
                    InstData::Select { .. } => (OpClass::Select, self.elem_class(ty)),
                    InstData::Load { addr, .. } => {
                        let one_vector = self.is_consecutive(*addr, ty);
                        let gather = !self.shapes.shape(r).is_uniform() && !one_vector;
                        (if gather { OpClass::Gather } else { OpClass::Load }, self.elem_class(ty))
                    }
                    // Constants and addresses fold into their users.
                    _ => continue,
                };
                let (s, v) = self.target.op_cost(op, elem);
                scalar += s;
                vector += if self.shapes.shape(r).is_uniform() {
                    s
                } else if op == OpClass::Gather {
                    // Priced per lane.
                    v * self.vf
                } else {
                    let bytes = self.types.size_of(ty).unwrap_or(4) as u32 * self.vf;
                    v * bytes.div_ceil(self.target.vector_bytes).max(1)
                };
            }
        }
        let select = self.target.op_cost(OpClass::Select, ElemClass::Any).1;
        vector += (1 + n_state as u32) * select;
        (scalar, vector)
    }

    /// The test at the end of a vector iteration of `l` whose lanes still active are `m_next`:
    /// with at most `n` of them (none included), the lane loop (`lane_loop`) runs them one
    /// by one and goes on to `after` with the per-lane `state`; else the vector loop goes on
    /// to `hdr` with `back_args`. Ends the current block.
    pub(super) fn scalar_lanes_test(
        &mut self,
        n: u32,
        m_next: Value,
        hdr: BlockCall,
        lanes: Block,
        state: &[Value],
    ) -> Res<()> {
        let uty = self.bits_type()?;
        let bits = self.emit(InstData::Cast { arg: m_next }, Some(uty));
        let one = self.int_const(uty, 1);
        let mut rest = bits;
        for _ in 0..n {
            rest = self.clear_lowest(rest, one);
        }
        let zero = self.int_const(uty, 0);
        let int = self.int;
        let few = self.emit(InstData::Binary { op: BinaryOp::Eq, args: [rest, zero] }, Some(int));
        let mut args = vec![bits];
        args.extend_from_slice(state);
        self.emit_void(InstData::Branch { cond: few, then_dest: BlockCall::new(lanes, args), else_dest: hdr });
        Ok(())
    }

    /// The unsigned integer a mask's bits are cast to.
    fn bits_type(&self) -> Res<TypeId> {
        Ok(self.types.int_of(if self.vf > 32 { IntKind::ULong } else { IntKind::UInt }))
    }

    /// A new block taking the lanes still to run (a mask's bits) and the per-lane `state`.
    pub(super) fn lane_loop_block(&mut self, state: &[Value]) -> Res<Block> {
        let b = self.block();
        let uty = self.bits_type()?;
        self.f.dfg.append_block_param(b, uty);
        for &s in state {
            let ty = self.f.value_type(s);
            self.f.dfg.append_block_param(b, ty);
        }
        Ok(b)
    }

    /// The lane loop `lanes` (made by `lane_loop_block`) of the divergent loop `l`: while a
    /// lane is left, the lowest one runs a scalar copy of `l` from the header values `next`
    /// (represented as `init`), and its results go into its lane of the state `carried`
    /// lists; then on to `after` with the state.
    pub(super) fn lane_loop(
        &mut self,
        l: Loop,
        lanes: Block,
        after: Block,
        next: &[Value],
        init: &[Val],
        carried: &Carried,
    ) -> Res<()> {
        let h = self.loops.data(l).header;
        let params = self.f.dfg.block_params(lanes).to_vec();
        let (rest, state) = (params[0], &params[1..]);
        let lane = self.lowest_lane(lanes, rest, after, state)?;
        let mut index = None;
        // Its values: the header's parameters for the next iteration, and every value from
        // outside the loop the loop uses.
        let mut header_args = Vec::new();
        for (n, &p) in self.src.dfg.block_params(h).to_vec().iter().enumerate() {
            let val = init[n].with(next[n]).ok_or("internal: a varying pointer carried around a loop")?;
            header_args.push(self.lane_scalar(val, self.src.value_type(p), lane, &mut index)?);
        }
        let mut map = self.lane_inputs(l, lane, &mut index)?;
        let copies = self.lane_copy_blocks(l, &mut map);
        self.emit_void(InstData::Jump(BlockCall::new(copies[&h], header_args)));
        let exit_blocks = self.fill_lane_copy(l, &copies, &mut map)?;
        let state = CarriedValues::split(state, carried);
        let uty = self.bits_type()?;
        for ((x, t), e) in exit_blocks {
            self.cur = e;
            let new_state = self.put_back_lane((x, t), lane, &map, carried, &state)?;
            let one = self.int_const(uty, 1);
            let mut args = vec![self.clear_lowest(rest, one)];
            args.extend(new_state);
            self.emit_void(InstData::Jump(BlockCall::new(lanes, args)));
        }
        Ok(())
    }

    /// The test at the top of the lane loop `lanes` (lanes still to run: the bits `rest`): on
    /// to `after` with the per-lane `state` when none is left; else, in a new block, the lowest
    /// lane left as a mask of one lane.
    fn lowest_lane(&mut self, lanes: Block, rest: Value, after: Block, state: &[Value]) -> Res<Value> {
        let uty = self.bits_type()?;
        self.cur = lanes;
        let zero = self.int_const(uty, 0);
        let int = self.int;
        let more = self.emit(InstData::Binary { op: BinaryOp::Ne, args: [rest, zero] }, Some(int));
        let body = self.block();
        self.emit_void(InstData::Branch {
            cond: more,
            then_dest: BlockCall::new(body, vec![]),
            else_dest: BlockCall::new(after, state.to_vec()),
        });
        self.cur = body;
        // The lowest lane left, as a mask of one lane.
        let neg = self.emit(InstData::Binary { op: BinaryOp::Sub, args: [zero, rest] }, Some(uty));
        let low = self.emit(InstData::Binary { op: BinaryOp::And, args: [rest, neg] }, Some(uty));
        let mask_ty = self.mask_ty;
        Ok(self.emit(InstData::Cast { arg: low }, Some(mask_ty)))
    }

    /// `bits & (bits - 1)`: the mask bits `bits` without the lowest (`one`: 1 of their type).
    fn clear_lowest(&mut self, bits: Value, one: Value) -> Value {
        let uty = self.f.value_type(bits);
        let less = self.emit(InstData::Binary { op: BinaryOp::Sub, args: [bits, one] }, Some(uty));
        self.emit(InstData::Binary { op: BinaryOp::And, args: [bits, less] }, Some(uty))
    }

    /// Every value from outside the loop `l` that the loop uses, as its scalar in the one lane
    /// of `lane` (`index`: that lane's number, once made), keyed by the original value.
    fn lane_inputs(&mut self, l: Loop, lane: Value, index: &mut Option<Value>) -> Res<BTreeMap<Value, Value>> {
        let data = self.loops.data(l).clone();
        let h = data.header;
        let mut map: BTreeMap<Value, Value> = BTreeMap::new();
        let in_loop = |b: &Builder, v: Value| b.def_block(v).is_ok_and(|d| data.contains(d));
        for &b in &data.blocks {
            for &inst in self.src.layout.block_insts(b) {
                let mut outside = Vec::new();
                self.src.inst(inst).for_each_operand(|v| {
                    if !in_loop(self, v) {
                        outside.push(v);
                    }
                });
                for v in outside {
                    if let std::collections::btree_map::Entry::Vacant(e) = map.entry(v) {
                        let val = self.get(v, h)?;
                        let x = self.lane_scalar(val, self.src.value_type(v), lane, index)?;
                        e.insert(x);
                    }
                }
            }
        }
        Ok(map)
    }

    /// A new block for each block of the loop `l`, its parameters recorded in `map`.
    fn lane_copy_blocks(&mut self, l: Loop, map: &mut BTreeMap<Value, Value>) -> BTreeMap<Block, Block> {
        let mut copies: BTreeMap<Block, Block> = BTreeMap::new();
        for &b in &self.loops.data(l).blocks.clone() {
            let c = self.block();
            for &p in self.src.dfg.block_params(b) {
                let np = self.f.dfg.append_block_param(c, self.src.value_type(p));
                map.insert(p, np);
            }
            copies.insert(b, c);
        }
        copies
    }

    /// Fills the blocks `copies` of the scalar copy of `l` (the operands of its instructions
    /// from `map`, which gets their results), and gives each exit edge a new block for the
    /// lane's results: (the original edge, its block).
    fn fill_lane_copy(
        &mut self,
        l: Loop,
        copies: &BTreeMap<Block, Block>,
        map: &mut BTreeMap<Value, Value>,
    ) -> Res<Vec<((Block, Block), Block)>> {
        let data = self.loops.data(l).clone();
        // The copy, its blocks in dominator-tree order so that every value is made before its
        // uses.
        let mut order = vec![data.header];
        let mut i = 0;
        while i < order.len() {
            let kids: Vec<Block> =
                self.domtree.children(order[i]).iter().copied().filter(|&c| data.contains(c)).collect();
            order.extend(kids);
            i += 1;
        }
        if order.len() != data.blocks.len() {
            return Err("internal: a loop block its header does not dominate".into());
        }
        let mut exit_blocks: Vec<((Block, Block), Block)> = Vec::new();
        for &b in &order {
            self.cur = copies[&b];
            for &inst in self.src.layout.block_insts(b) {
                let mut d = self.src.inst(inst).clone();
                let mut missing = None;
                d.map_operands(|v| {
                    map.get(&v).copied().unwrap_or_else(|| {
                        missing = Some(v);
                        v
                    })
                });
                if let Some(v) = missing {
                    return Err(format!("internal: {} used before its copy is made", v));
                }
                if d.is_terminator() {
                    for dest in d.branch_targets_mut() {
                        if let Some(&c) = copies.get(&dest.block) {
                            dest.block = c;
                        } else {
                            // An exit: its own block puts the lane's results back.
                            let e = self.block();
                            exit_blocks.push(((b, dest.block), e));
                            *dest = BlockCall::new(e, vec![]);
                        }
                    }
                    self.emit_void(d);
                } else {
                    let r = self.src.dfg.result(inst);
                    let x = self.emit(d, r.map(|r| self.src.value_type(r)));
                    if let Some(r) = r {
                        map.insert(r, x);
                    }
                }
            }
        }
        Ok(exit_blocks)
    }

    /// The per-lane `state` with the results of the lane of `lane`, which left by the exit
    /// `x -> t` of the scalar copy (its values in `map`): its live-outs, its exit's mask and
    /// its exit's arguments.
    fn put_back_lane(
        &mut self,
        (x, t): (Block, Block),
        lane: Value,
        map: &BTreeMap<Value, Value>,
        carried: &Carried,
        state: &CarriedValues,
    ) -> Res<Vec<Value>> {
        let mut new_state = Vec::new();
        for (k, &v) in carried.liveouts.iter().enumerate() {
            let def = self.def_block(v)?;
            // A live-out that does not dominate this exit is not used after it.
            new_state.push(if self.domtree.dominates(def, x) {
                let copy = *map.get(&v).ok_or("internal: a live-out without a copy")?;
                self.put_lane(lane, copy, v, state.live[k])?
            } else {
                state.live[k]
            });
        }
        for (k, &edge) in carried.tracked_exits.iter().enumerate() {
            new_state.push(if edge == (x, t) { self.or(state.exit_masks[k], lane) } else { state.exit_masks[k] });
        }
        for (k, &(ex, et, _, a)) in carried.exit_args.iter().enumerate() {
            new_state.push(if (ex, et) == (x, t) {
                let copy = *map.get(&a).ok_or("internal: an exit argument without a copy")?;
                self.put_lane(lane, copy, a, state.exit_args[k])?
            } else {
                state.exit_args[k]
            });
        }
        Ok(new_state)
    }

    /// `acc` with the lane of the one-lane mask `lane` set to `x` (the copy's value of `v`).
    fn put_lane(&mut self, lane: Value, x: Value, v: Value, acc: Value) -> Res<Value> {
        let splat = self.vector_of(Val::Scalar(x), self.src.value_type(v))?;
        let vty = self.f.value_type(acc);
        let splat = self.cast_to(splat, vty);
        Ok(self.emit(InstData::Select { cond: lane, args: [splat, acc] }, Some(vty)))
    }

    /// The value `val` (of the original's type `ty`) has in the one lane of `lane`, as a
    /// scalar; `index` caches that lane's number.
    fn lane_scalar(&mut self, val: Val, ty: TypeId, lane: Value, index: &mut Option<Value>) -> Res<Value> {
        match val {
            Val::Scalar(x) => Ok(x),
            Val::Linear(x, s) => {
                let k = self.lane_index(lane, index)?;
                if self.types.is_pointer(ty) {
                    let size =
                        self.types.pointee(ty).and_then(|p| self.types.size_of(p)).ok_or("incomplete pointee")? as i64;
                    if size == 0 || s.scale % size != 0 {
                        return Err("a pointer whose lanes are not whole elements apart".into());
                    }
                    let per = self.stride_value(Stride { scale: s.scale / size, unit: s.unit }, self.long)?;
                    let long = self.long;
                    let kl = self.emit(InstData::Cast { arg: k }, Some(long));
                    let off = self.emit(InstData::Binary { op: BinaryOp::Mul, args: [kl, per] }, Some(long));
                    Ok(self.emit(InstData::PtrAdd { base: x, index: off }, Some(ty)))
                } else {
                    let nty = self.plain(ty)?;
                    let per = self.stride_value(s, nty)?;
                    let kn = if nty == self.int { k } else { self.emit(InstData::Cast { arg: k }, Some(nty)) };
                    let off = self.emit(InstData::Binary { op: BinaryOp::Mul, args: [kn, per] }, Some(nty));
                    Ok(self.emit(InstData::Binary { op: BinaryOp::Add, args: [x, off] }, Some(nty)))
                }
            }
            Val::Vector(x) if self.f.value_type(x) == self.mask_ty => {
                let on = self.and(lane, x);
                let b = self.any(on);
                Ok(self.cast_to(b, ty))
            }
            Val::Vector(x) => self.extract_lane(x, lane),
            Val::Indexed { base, index: idx } => {
                let i = self.extract_lane(idx, lane)?;
                Ok(self.emit(InstData::PtrAdd { base, index: i }, Some(ty)))
            }
        }
    }

    /// Lane `lane` (a mask of one lane) of the vector `x`: the other lanes blended to the
    /// identity of an exact reduction, then reduced (see the module comment).
    fn extract_lane(&mut self, x: Value, lane: Value) -> Res<Value> {
        let vty = self.f.value_type(x);
        let TypeKind::Vector(elem, n) = self.types.kind(vty).clone() else {
            return Err("internal: not a vector".into());
        };
        let float = self.types.is_float(elem);
        let id = if float { Const::Float(-0.0) } else { Const::Int(0) };
        let ids = self.const_of(vty, Const::Vector(vec![id; n as usize]));
        let only = self.emit(InstData::Select { cond: lane, args: [x, ids] }, Some(vty));
        let op = if float { BinaryOp::Add } else { BinaryOp::Or };
        Ok(self.emit(InstData::Reduce { op, arg: only }, Some(elem)))
    }

    /// The number of the one lane of `lane`, as an `int` (made once).
    fn lane_index(&mut self, lane: Value, index: &mut Option<Value>) -> Res<Value> {
        if let Some(k) = *index {
            return Ok(k);
        }
        let steps = self.step_vector(self.int, 1)?;
        let k = self.extract_lane(steps, lane)?;
        *index = Some(k);
        Ok(k)
    }
}

#[cfg(test)]
mod tests {
    use super::lanes_that_pay;

    #[test]
    fn lanes_pay_only_where_a_vector_iteration_costs_twice_a_scalar_one() {
        // Mandelbrot: both about 12 operations, the vector loop a few mask updates more.
        assert_eq!(lanes_that_pay(12, 14, 16), 0);
        assert_eq!(lanes_that_pay(12, 24, 16), 1);
        assert_eq!(lanes_that_pay(12, 36, 16), 2);
        // A gather-bound chase: capped at a quarter of the lanes.
        assert_eq!(lanes_that_pay(3, 21, 16), 4);
        assert_eq!(lanes_that_pay(3, 13, 8), 2);
        assert_eq!(lanes_that_pay(3, 13, 4), 1);
        assert_eq!(lanes_that_pay(0, 13, 16), 0);
        assert_eq!(lanes_that_pay(5, 100, 2), 0);
    }
}
