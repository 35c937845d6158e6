//! Peeling for alignment: before a vector loop whose loads ahead of an early-exit test read a
//! pointer of unknown extent (`LegalLoop::align_peel`), a copy of the scalar loop runs the first
//! iterations until that address is a multiple of the vector iteration's bytes (VF·UF elements).
//! From there every vector iteration's loads lie in one aligned block, inside one page, whose
//! first lane the scalar loop reads: they cannot fault where the scalar loop does not (glibc's
//! strlen, LLVM's "dereferenceable via alignment").
//!
//! ```text
//! preheader:  a0 = (ulong)base + start; peel = (-a0 & (bytes-1)) / elem; ok = (a0 & (elem-1)) == 0
//!             (a second pointer b0 read alike: ok &= ((a0 ^ b0) & (bytes-1)) == 0)
//!             jump peel.check(starts, 0)
//! peel.check(params, k): br k < peel, peel.header(params), vector.pre(params)
//! peel loop:  a copy of the loop; its back edge goes to peel.check(.., k+1), each exit to the
//!             scalar loop's header with the iteration's parameters (it runs that iteration
//!             again, up to its exit: only the pure code before the early-exit test ran)
//! vector.pre(params): jump header(params)    — `execute`'s preheader: the vector loop starts
//!             from the peeled values, runs trip - peel iterations, and only where `ok`
//! ```
//!
//! Other pointers read alike (`AlignPeel::also`) in a loop whose header parameters are all
//! inductions (`page_checked`) are not in `ok`: the vector loop reads them unaligned and tests
//! first, per vector iteration, whether those loads would leave the page of their first lane,
//! which the scalar loop reads:
//!
//! ```text
//! vector.body(index, ..): br any(((b0 + index*elem) & 4095) > 4096 - bytes), stretch, loads
//! stretch:    jump stretch.check(inductions at index, 0)
//! stretch.check / the copy: as the peel loop, for VF·UF iterations (`counted_copy`); exits
//!             rerun their iteration in the scalar loop
//! stretch.done: br index + VF·UF < vtc, vector.body(index + VF·UF, ..), middle
//! ```
//!
//! A second pointer read only after an exit test (strcmp's `*a && *a == *b`,
//! `AlignPeel::also_after_exit`) may not be read at a vector iteration's first lane; the lane
//! before it was (the iteration before went on past every test). The peel then runs at least one
//! iteration, and the page test covers that element too: `((b0 + index*elem - elem) & 4095) >
//! 4096 - bytes - elem`.

use super::legal::LegalLoop;
use crate::analysis::affine::{Affine, Term};
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

/// What `execute` needs from the peel: the iterations it ran (`long`) and whether the address
/// is now aligned (`int`), both computed in the original preheader.
pub struct Peeled {
    pub legal: LegalLoop,
    pub count: Value,
    pub aligned: Value,
}

/// Builds the peel loop before `legal`'s loop, aligning to `bytes` (a power of two). Returns the
/// legal loop with its new preheader and start values.
pub fn peel(types: &mut Types, func: &mut Function, legal: &LegalLoop, bytes: i64) -> Result<Peeled, String> {
    let ap = legal.align_peel.as_ref().ok_or("internal: no address to align")?;
    if bytes <= 0 || bytes & (bytes - 1) != 0 || bytes > 4096 {
        return Err(format!("internal: cannot align to {} bytes", bytes));
    }
    let loc = legal.loc;
    let (header, pre) = (legal.header, legal.preheader);
    let pre_term = func.terminator(pre).ok_or("internal: preheader has no terminator")?;
    let InstData::Jump(start_call) = func.inst(pre_term).clone() else {
        return Err("internal: preheader does not jump to the header".into());
    };
    func.layout.remove_inst(pre_term);
    let mut cur = FuncCursor::at_end(func, types, pre, loc);
    let long = cur.int_type(IntKind::Long);
    let ulong = cur.int_type(IntKind::ULong);
    let int = cur.int_type(IntKind::Int);

    // The address of the first iteration's load, the peel count and the element alignment.
    let base = cur.cast(ap.base, ulong);
    let start = materialize(&mut cur, &ap.start, long)?;
    let start = cur.cast(start, ulong);
    let a0 = cur.binary(BinaryOp::Add, base, start, ulong);
    let zero_u = cur.iconst(ulong, 0);
    let neg = cur.binary(BinaryOp::Sub, zero_u, a0, ulong);
    let low = cur.iconst(ulong, bytes - 1);
    // At least one iteration where a second pointer is read after an exit (`also_after_exit`):
    // `((-a0 - elem) & (bytes-1)) + elem`, which is `bytes` instead of 0 for an aligned a0.
    let mis = if ap.also_after_exit && page_checked(legal) {
        let elem_u = cur.iconst(ulong, ap.elem);
        let neg = cur.binary(BinaryOp::Sub, neg, elem_u, ulong);
        let mis = cur.binary(BinaryOp::And, neg, low, ulong);
        cur.binary(BinaryOp::Add, mis, elem_u, ulong)
    } else {
        cur.binary(BinaryOp::And, neg, low, ulong)
    };
    let mis = cur.cast(mis, long);
    let count = if ap.elem == 1 {
        mis
    } else {
        let elem = cur.iconst(long, ap.elem);
        cur.binary(BinaryOp::Div, mis, elem, long)
    };
    let mut aligned = if ap.elem == 1 {
        cur.iconst(int, 1)
    } else {
        let elem_low = cur.iconst(ulong, ap.elem - 1);
        let off = cur.binary(BinaryOp::And, a0, elem_low, ulong);
        cur.binary(BinaryOp::Eq, off, zero_u, int)
    };
    // The other pointers: aligned by the same iterations where `((a0 ^ b0) & (bytes-1)) == 0`
    // (unless page crossings are tested instead).
    let alike = if page_checked(legal) { &[][..] } else { &ap.also[..] };
    for (other, other_start) in alike {
        let b = cur.cast(*other, ulong);
        let off = materialize(&mut cur, other_start, long)?;
        let off = cur.cast(off, ulong);
        let b0 = cur.binary(BinaryOp::Add, b, off, ulong);
        let diff = cur.binary(BinaryOp::Xor, a0, b0, ulong);
        let diff = cur.binary(BinaryOp::And, diff, low, ulong);
        let same = cur.binary(BinaryOp::Eq, diff, zero_u, int);
        aligned = cur.binary(BinaryOp::And, aligned, same, int);
    }

    cur.func.reads_past_end = true;

    // The copy of the loop, its check block and the vector loop's preheader.
    let copy = counted_copy(cur.func, legal, [long, int], count, loc)?;
    let (check, vector_pre) = (copy.check, copy.done);
    let zero = cur.iconst(long, 0);
    let mut entry = start_call.args.clone();
    entry.push(zero);
    cur.ins_void(InstData::Jump(BlockCall::new(check, entry)));
    let pre_params = cur.func.dfg.block_params(vector_pre).to_vec();
    cur.goto_end(vector_pre);
    cur.ins_void(InstData::Jump(BlockCall::new(header, pre_params.clone())));
    let func = cur.func;
    // Layout: the peel loop and the vector loop's preheader right before the scalar loop.
    let mut order = vec![check];
    order.extend(copy.blocks.iter().copied());
    order.push(vector_pre);
    func.layout.move_blocks_before(&order, header);
    // The vector loop starts from the peeled values.
    let mut res = legal.clone();
    res.preheader = vector_pre;
    let header_params = func.dfg.block_params(header).to_vec();
    let at = |p: Value| header_params.iter().position(|x| *x == p).map(|i| pre_params[i]);
    for ind in res.inductions.iter_mut() {
        ind.start = at(ind.param).ok_or("internal: an induction is not a header parameter")?;
    }
    for red in res.reductions.iter_mut() {
        red.start = at(red.param).ok_or("internal: a reduction is not a header parameter")?;
    }
    for last in res.cond_lasts.iter_mut() {
        last.start = at(last.param).ok_or("internal: a last value is not a header parameter")?;
    }
    for rec in res.recurrences.iter_mut() {
        rec.start = at(rec.param).ok_or("internal: a recurrence is not a header parameter")?;
    }
    Ok(Peeled { legal: res, count, aligned })
}

/// Whether the vector loop reads the pointers of `AlignPeel::also` unaligned, each vector
/// iteration first testing whether one of those reads would cross into another page (only the
/// first lane's page is one the scalar loop reads), and running the iterations of one that
/// would as scalar ones (`counted_copy`), before going on with the vector loop. Only for loops
/// whose header parameters are all inductions, so that the stretch starts from and hands back
/// nothing but the iteration number. Otherwise their misalignment must be the aligned
/// pointer's, tested in the guard.
pub fn page_checked(legal: &LegalLoop) -> bool {
    legal.align_peel.as_ref().is_some_and(|ap| !ap.also.is_empty())
        && legal.reductions.is_empty()
        && legal.last_values.is_empty()
        && legal.cond_lasts.is_empty()
}

/// A copy of `legal`'s loop that runs `count` iterations (a `long` defined where `check` is
/// entered from) and then goes to `done`: entered at `check(header params, 0)`, which branches
/// to the copy's header while `k < count` and else to `done(header params)` (`done` has no
/// terminator yet). Each exit of the copy jumps to the scalar loop's header with its
/// iteration's parameters: the scalar loop runs that iteration again, up to its exit (only
/// the pure code before the early-exit test ran). Used by the peel and, inside the vector loop,
/// by the scalar stretches of `page_checked` loops.
pub(super) struct CountedCopy {
    pub check: Block,
    /// The copied blocks, in the loop's order.
    pub blocks: Vec<Block>,
    pub done: Block,
}

/// Makes the `CountedCopy` of `legal`'s loop that runs `count` iterations.
pub(super) fn counted_copy(
    func: &mut Function,
    legal: &LegalLoop,
    [long, int]: [TypeId; 2],
    count: Value,
    loc: SrcLoc,
) -> Result<CountedCopy, String> {
    let header = legal.header;
    let src = func.clone();
    let mut vmap: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut bmap = BTreeMap::new();
    super::super::outer::copy::copy_blocks(&src, func, &[], &legal.blocks, &mut vmap, &mut bmap);
    let copy_header = *bmap.get(&header).ok_or("internal: the header was not copied")?;
    let header_params = func.dfg.block_params(header).to_vec();
    let check = func.make_block();
    let done = func.make_block();
    let mut check_params = Vec::new();
    for &p in &header_params {
        let ty = func.value_type(p);
        check_params.push(func.dfg.append_block_param(check, ty));
        func.dfg.append_block_param(done, ty);
    }
    let k = func.dfg.append_block_param(check, long);
    let mut cur = FuncCursor::untyped_at_end(func, check, loc);
    let more = cur.binary(BinaryOp::Lt, k, count, int);
    let branch = InstData::Branch {
        cond: more,
        then_dest: BlockCall::new(copy_header, check_params.clone()),
        else_dest: BlockCall::new(done, check_params),
    };
    cur.ins_void(branch);

    // The copy's back edges count the iteration; its exits rerun the iteration in the scalar
    // loop.
    let copies: Vec<Block> = legal.blocks.iter().filter_map(|b| bmap.get(b).copied()).collect();
    let copy_params = func.dfg.block_params(copy_header).to_vec();
    for &b in &copies {
        let term = func.terminator(b).ok_or("internal: a copied block has no terminator")?;
        let mut data = func.inst(term).clone();
        let mut next = None;
        for dest in data.branch_targets_mut() {
            if dest.block == copy_header {
                let k1 = match next {
                    Some(v) => v,
                    None => {
                        let mut cur = FuncCursor::untyped_before(func, term, loc);
                        let one = cur.iconst(long, 1);
                        let v = cur.binary(BinaryOp::Add, k, one, long);
                        next = Some(v);
                        v
                    }
                };
                dest.block = check;
                dest.args.push(k1);
            } else if !copies.contains(&dest.block) {
                *dest = BlockCall::new(header, copy_params.clone());
            }
        }
        func.dfg.insts[term] = data;
    }
    // The copy's header is `check`: the loop vectorizer does not take it up again.
    func.vector_code.push(check);
    Ok(CountedCopy { check, blocks: copies, done })
}

/// An invariant affine expression (values and a constant) as a `long` at the cursor.
pub(crate) fn materialize<T>(cur: &mut FuncCursor<'_, T>, expr: &Affine, long: TypeId) -> Result<Value, String> {
    let mut acc = cur.iconst(long, expr.constant);
    for &(term, coeff) in &expr.terms {
        let Term::Value(v) = term else {
            return Err("internal: the aligned address has a term that is not a value".into());
        };
        let v = if cur.func.value_type(v) == long { v } else { cur.cast(v, long) };
        let c = cur.iconst(long, coeff);
        let scaled = cur.binary(BinaryOp::Mul, v, c, long);
        acc = cur.binary(BinaryOp::Add, acc, scaled, long);
    }
    Ok(acc)
}
