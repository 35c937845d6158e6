//! The vector loop in front of the original loop, which stays as the scalar epilogue (`splice`
//! returns its header, `vh`):
//!
//! ```text
//! pre:        jump vh(start)
//! vh(x):      br x < bound, vcheck, h(x)
//! vcheck:     br (unsigned)bound - (unsigned)x >= VF, body(x, live-ins...), h(x)
//! body ...:   the variant's blocks; its returns jump to vlatch
//! vlatch:     jump vh(x + VF)
//! ```
//!
//! Once `x < bound`, the distance computed in the unsigned type of the same width is exact, so
//! the test cannot overflow, and neither can `x + VF <= bound`.

use super::copy::{copy_blocks, copy_slots};
use super::form::OuterLoop;
use crate::ir::*;
use cranelift_entity::SecondaryMap;
use std::collections::BTreeMap;

pub fn splice(
    module: &mut Module,
    func: &mut Function,
    outer: &OuterLoop,
    variant: &Function,
    vf: u32,
) -> Result<Block, String> {
    let iv_ty = func.value_type(outer.iv);
    let kind = module.types.int_kind(iv_ty).ok_or("the index is not an integer")?;
    let iv_plain = module.types.int(kind);
    let unsigned = module.types.int(kind.to_unsigned());
    let int = module.types.int(IntKind::Int);
    let loc = func.layout.block_insts(outer.header).first().map_or(func.loc, |&i| func.srclocs[i]);
    let pre_term = func.terminator(outer.preheader).ok_or("no preheader terminator")?;
    let InstData::Jump(call) = func.inst(pre_term).clone() else { return Err("the preheader does not jump".into()) };
    let start = *call.args.first().ok_or("no start value")?;

    let vh = func.make_block();
    let x = func.dfg.append_block_param(vh, iv_ty);
    func.value_names[x] = func.value_names[outer.iv].clone();
    func.dfg.insts[pre_term] = InstData::Jump(BlockCall::new(vh, vec![start]));

    let vcheck = func.make_block();
    // A constant bound may be defined in the header, which the vector loop does not pass.
    let bound = match func.dfg.defining_inst(outer.bound) {
        Some(def) if matches!(func.inst(def), InstData::Const(_)) => {
            let data = func.inst(def).clone();
            func.append(vh, data, Some(func.value_type(outer.bound)), loc).ok_or("no result")?
        }
        _ => outer.bound,
    };
    let in_range =
        func.append(vh, InstData::Binary { op: BinaryOp::Lt, args: [x, bound] }, Some(int), loc).ok_or("no result")?;
    func.append(
        vh,
        InstData::Branch {
            cond: in_range,
            then_dest: BlockCall::new(vcheck, vec![]),
            else_dest: BlockCall::new(outer.header, vec![x]),
        },
        None,
        loc,
    );
    let xu = func.append(vcheck, InstData::Cast { arg: x }, Some(unsigned), loc).ok_or("no result")?;
    let bu = func.append(vcheck, InstData::Cast { arg: bound }, Some(unsigned), loc).ok_or("no result")?;
    let left = func
        .append(vcheck, InstData::Binary { op: BinaryOp::Sub, args: [bu, xu] }, Some(unsigned), loc)
        .ok_or("no result")?;
    let vf_u = func.append(vcheck, InstData::Const(Const::Int(vf as u64)), Some(unsigned), loc).ok_or("no result")?;
    let room = func
        .append(vcheck, InstData::Binary { op: BinaryOp::Ge, args: [left, vf_u] }, Some(int), loc)
        .ok_or("no result")?;

    // The variant's body, its entry taking (x, live-ins...).
    let mut vmap: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut bmap: BTreeMap<Block, Block> = BTreeMap::new();
    let blocks: Vec<Block> = variant.layout.blocks().to_vec();
    copy_blocks(variant, func, &[], &blocks, &mut vmap, &mut bmap);
    // The variant's locals: the per-lane copies of the loop's private arrays.
    let slots: Vec<StackSlot> = variant.slots.keys().collect();
    let copied: Vec<Block> = bmap.values().copied().collect();
    copy_slots(variant, func, &slots, &copied);
    let ventry = bmap[&variant.entry_block().ok_or("the variant has no body")?];
    let mut args = vec![x];
    args.extend(&outer.live_ins);
    if func.dfg.block_params(ventry).len() != args.len() {
        return Err("internal: the variant's parameters do not match the loop's live-ins".into());
    }
    func.append(
        vcheck,
        InstData::Branch {
            cond: room,
            then_dest: BlockCall::new(ventry, args),
            else_dest: BlockCall::new(outer.header, vec![x]),
        },
        None,
        loc,
    );
    let vlatch = func.make_block();
    let vf_s = func.append(vlatch, InstData::Const(Const::Int(vf as u64)), Some(iv_plain), loc).ok_or("no result")?;
    let next = func
        .append(vlatch, InstData::Binary { op: BinaryOp::Add, args: [x, vf_s] }, Some(iv_plain), loc)
        .ok_or("no result")?;
    let next = if iv_plain == iv_ty {
        next
    } else {
        func.append(vlatch, InstData::Cast { arg: next }, Some(iv_ty), loc).ok_or("no result")?
    };
    func.append(vlatch, InstData::Jump(BlockCall::new(vh, vec![next])), None, loc);
    func.vector_code.extend([vh, vcheck, vlatch]);
    func.vector_code.extend(bmap.values());
    for &nb in bmap.values() {
        if let Some(t) = func.terminator(nb) {
            if matches!(func.inst(t), InstData::Return(None)) {
                func.dfg.insts[t] = InstData::Jump(BlockCall::new(vlatch, vec![]));
            }
        }
    }
    Ok(vh)
}
