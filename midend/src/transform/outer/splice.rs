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
    let bound_def = func.dfg.defining_inst(outer.bound).map(|def| func.inst(def).clone());
    let bound_ty = func.value_type(outer.bound);
    let mut cur = FuncCursor::at_end(func, &mut module.types, vh, loc);
    let bound = match bound_def {
        Some(data @ InstData::Const(_)) => cur.ins(data, bound_ty),
        _ => outer.bound,
    };
    let in_range = cur.binary(BinaryOp::Lt, x, bound, int);
    cur.ins_void(InstData::Branch {
        cond: in_range,
        then_dest: BlockCall::new(vcheck, vec![]),
        else_dest: BlockCall::new(outer.header, vec![x]),
    });
    cur.goto_end(vcheck);
    let xu = cur.cast(x, unsigned);
    let bu = cur.cast(bound, unsigned);
    let left = cur.binary(BinaryOp::Sub, bu, xu, unsigned);
    let vf_u = cur.iconst(unsigned, vf as i64);
    let room = cur.binary(BinaryOp::Ge, left, vf_u, int);

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
    let vlatch = func.make_block();
    let mut cur = FuncCursor::at_end(func, &mut module.types, vcheck, loc);
    cur.ins_void(InstData::Branch {
        cond: room,
        then_dest: BlockCall::new(ventry, args),
        else_dest: BlockCall::new(outer.header, vec![x]),
    });
    cur.goto_end(vlatch);
    let vf_s = cur.iconst(iv_plain, vf as i64);
    let next = cur.binary(BinaryOp::Add, x, vf_s, iv_plain);
    let next = if iv_plain == iv_ty { next } else { cur.cast(next, iv_ty) };
    cur.ins_void(InstData::Jump(BlockCall::new(vh, vec![next])));
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
