//! A function: its data-flow graph (what exists), its layout (in what order), its stack slots,
//! source locations and source-level names. The layout's fields are private: its methods keep
//! the block order, the blocks' instructions and the instructions' blocks in step.

use super::annotations::{LoopPragma, VecFunctionAnnotation};
use super::entities::{Block, Inst, StackSlot, TypeId, Value};
use super::inst::{BlockCall, InstData};
use super::srcloc::SrcLoc;
use cranelift_entity::{PrimaryMap, SecondaryMap};

/// Where a value comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// The result of an instruction.
    Result(Inst),
    /// The `n`th parameter of a block.
    Param(Block, u32),
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: TypeId,
    pub def: ValueDef,
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub params: Vec<Value>,
}

/// What exists: instructions, values and blocks, with no order.
#[derive(Clone, Debug, Default)]
pub struct Dfg {
    pub insts: PrimaryMap<Inst, InstData>,
    pub results: SecondaryMap<Inst, Option<Value>>,
    pub values: PrimaryMap<Value, ValueData>,
    pub blocks: PrimaryMap<Block, BlockData>,
}

impl Dfg {
    pub fn value_type(&self, v: Value) -> TypeId {
        self.values[v].ty
    }

    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// The result of `inst`, if it has one.
    pub fn result(&self, inst: Inst) -> Option<Value> {
        self.results[inst]
    }

    /// The instruction defining `v`, if it is an instruction result.
    pub fn defining_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v].def {
            ValueDef::Result(inst) => Some(inst),
            ValueDef::Param(..) => None,
        }
    }

    pub fn block_params(&self, block: Block) -> &[Value] {
        &self.blocks[block].params
    }

    pub fn make_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    pub fn append_block_param(&mut self, block: Block, ty: TypeId) -> Value {
        let n = self.blocks[block].params.len() as u32;
        let v = self.values.push(ValueData { ty, def: ValueDef::Param(block, n) });
        self.blocks[block].params.push(v);
        v
    }

    /// Creates an instruction (not yet placed in the layout) with a result of type `ty`, if any.
    pub fn make_inst(&mut self, data: InstData, ty: Option<TypeId>) -> Inst {
        let inst = self.insts.push(data);
        if let Some(ty) = ty {
            let v = self.values.push(ValueData { ty, def: ValueDef::Result(inst) });
            self.results[inst] = Some(v);
        }
        inst
    }
}

/// In what order blocks and instructions are. Blocks not in `blocks()` are not part of the
/// function (they may still exist in the `Dfg`). The fields are private so that the block
/// order, each block's instructions and each instruction's block always agree: every change
/// goes through a method below.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    blocks: Vec<Block>,
    insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, Option<Block>>,
}

impl Layout {
    pub fn entry_block(&self) -> Option<Block> {
        self.blocks.first().copied()
    }

    /// The blocks of the function, in layout order (the entry first).
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// Replaces the block order by `order`: the blocks the function keeps, each once, in their
    /// new order (a pass that rebuilt a region puts its copies where the region was).
    pub fn set_block_order(&mut self, order: Vec<Block>) {
        self.blocks = order;
    }

    /// Takes `moved` out of the block order and puts them back, in that order, just before
    /// `anchor` (which is not one of them); at the start when `anchor` is not in the layout.
    pub fn move_blocks_before(&mut self, moved: &[Block], anchor: Block) {
        self.blocks.retain(|b| !moved.contains(b));
        let pos = self.blocks.iter().position(|b| *b == anchor).unwrap_or(0);
        self.blocks.splice(pos..pos, moved.iter().copied());
    }

    /// Takes `moved` out of the block order and puts them back, in that order, just after
    /// `anchor` (which is not one of them); at the end when `anchor` is not in the layout.
    pub fn move_blocks_after(&mut self, moved: &[Block], anchor: Block) {
        self.blocks.retain(|b| !moved.contains(b));
        let pos = self.blocks.iter().position(|b| *b == anchor).map_or(self.blocks.len(), |p| p + 1);
        self.blocks.splice(pos..pos, moved.iter().copied());
    }

    pub fn append_block(&mut self, block: Block) {
        debug_assert!(!self.blocks.contains(&block));
        self.blocks.push(block);
    }

    pub fn is_block_inserted(&self, block: Block) -> bool {
        self.blocks.contains(&block)
    }

    pub fn remove_block(&mut self, block: Block) {
        self.blocks.retain(|b| *b != block);
        for inst in std::mem::take(&mut self.insts[block]) {
            self.inst_block[inst] = None;
        }
    }

    pub fn append_inst(&mut self, inst: Inst, block: Block) {
        self.insts[block].push(inst);
        self.inst_block[inst] = Some(block);
    }

    /// Inserts `inst` just before `before` in its block.
    pub fn insert_inst_before(&mut self, inst: Inst, before: Inst) {
        let block = self.inst_block[before].expect("insert before an instruction not in the layout");
        let pos = self.insts[block].iter().position(|i| *i == before).unwrap();
        self.insts[block].insert(pos, inst);
        self.inst_block[inst] = Some(block);
    }

    pub fn remove_inst(&mut self, inst: Inst) {
        if let Some(block) = self.inst_block[inst].take() {
            self.insts[block].retain(|i| *i != inst);
        }
    }

    /// Removes every instruction for which `remove` holds from the layout, in one sweep.
    pub fn remove_insts_where(&mut self, mut remove: impl FnMut(Inst) -> bool) {
        for &block in &self.blocks {
            let insts = std::mem::take(&mut self.insts[block]);
            let (gone, kept): (Vec<Inst>, Vec<Inst>) = insts.into_iter().partition(|&inst| remove(inst));
            for inst in gone {
                self.inst_block[inst] = None;
            }
            self.insts[block] = kept;
        }
    }

    pub fn block_insts(&self, block: Block) -> &[Inst] {
        &self.insts[block]
    }

    pub fn inst_block(&self, inst: Inst) -> Option<Block> {
        self.inst_block[inst]
    }

    /// The last instruction of `block` (its terminator, in a well-formed function).
    pub fn last_inst(&self, block: Block) -> Option<Inst> {
        self.insts[block].last().copied()
    }
}

/// A local variable that lives in memory.
#[derive(Clone, Debug)]
pub struct StackSlotData {
    pub ty: TypeId,
    /// The source name, used by the emitter (made unique there).
    pub name: Option<String>,
    /// Requested alignment beyond the type's own (`_Alignas`, `aligned(...)`), if any.
    pub align: Option<u64>,
}

/// A vectorizer's account of one loop it transformed, for the reader of the output
/// (`Function::loop_notes`): the source loop's location and what was done, in words
/// ("vectorized: VF 8, UF 4, scalar epilogue"). One line of text, without `*/`.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopNote {
    pub loc: SrcLoc,
    pub text: String,
}

/// A function body in SSA form. The parameters are the entry block's parameters.
#[derive(Clone, Debug, Default)]
pub struct Function {
    pub name: String,
    /// The function's type (`TypeKind::Func`).
    pub ty: Option<TypeId>,
    pub dfg: Dfg,
    pub layout: Layout,
    pub slots: PrimaryMap<StackSlot, StackSlotData>,
    pub srclocs: SecondaryMap<Inst, SrcLoc>,
    /// Source names of values (parameters and SSA-promoted locals), for readable output.
    pub value_names: SecondaryMap<Value, Option<String>>,
    /// Where the function is defined (its name in the declarator).
    pub loc: SrcLoc,
    /// The function's `__decl-vec-function` / `omp declare simd` annotations.
    pub vec_annotations: Vec<VecFunctionAnnotation>,
    /// Loop pragmas, keyed by the header block of the loop they precede.
    pub loop_pragmas: SecondaryMap<Block, Option<LoopPragma>>,
    /// Local arrays of which each iteration of the loop headed by the block has its own copy:
    /// those its `#pragma omp simd` names in `private`, and those its body declares
    /// (`transform/private_arrays.rs` turns their elements into scalars).
    pub private_arrays: SecondaryMap<Block, Vec<StackSlot>>,
    /// Blocks of vector code an earlier vectorizer made (an outer loop's vector loop): the
    /// loop vectorizer leaves the loops headed there alone.
    pub vector_code: Vec<Block>,
    /// Headers of the vector loops the loop vectorizer made (or the body of a masked remainder,
    /// which runs once) whose calls touch no memory outside the callee's frame, or that run
    /// under a loop pragma: every memory access in their bodies is one the vectorizer's
    /// dependence analysis saw, or one the pragma says may run at once with the other
    /// iterations', so accesses to different objects there never overlap (each such pair
    /// proved apart, the loop versioned on a run-time test that their whole ranges are, or
    /// asserted by the pragma). What this allows: a later pass may reorder the accesses to
    /// different objects in the body of a loop headed here (`fuse_divergent.rs` steps the
    /// divergent inner loops of one such body side by side). Accesses to one object keep
    /// their order; code outside the loop gains nothing.
    pub vector_loops: Vec<Block>,
    /// Whether vector code reads bytes past the last element the scalar code would read, in
    /// the aligned block or page of one it does read (early-exit loops over pointers of unknown
    /// extent, `loopvec::peel`). Such reads cannot fault, but AddressSanitizer would report
    /// them, so `emit` marks the function `no_sanitize_address`. It licenses those reads only
    /// (their values are never used for a lane the scalar code would not reach); it is no
    /// licence to reorder accesses, which is `vector_loops`'.
    pub reads_past_end: bool,
    /// What a vectorizer did to a loop, keyed by the header of the vector loop it made: the
    /// emitter writes it as a comment above that loop.
    pub loop_notes: SecondaryMap<Block, Option<LoopNote>>,
    /// Declared `__attribute__((always_inline))`: gcc refuses to inline it into a caller without
    /// the target options it has, so `emit` keeps it as written rather than give it a
    /// `target(...)` attribute its callers lack.
    pub always_inline: bool,
    /// Declared `__attribute__((noinline))` (or `noipa`): its calls stay calls
    /// (`transform/inline.rs`).
    pub no_inline: bool,
    /// The functions whose calls `transform/inline.rs` replaced by their bodies: the emitter
    /// names each `static` one once (`(void)f;`), so that the C compiler does not find it
    /// unused where the original called it.
    pub inlined: Vec<super::FuncId>,
    /// The globals the body declares `extern` itself (`extern int g;` in a block): their
    /// file-scope declaration may come later in the file or nowhere, so the emitter declares
    /// them again at the top of the rewritten body.
    pub block_externs: Vec<super::GlobalId>,
    /// The functions the body declares in a block (`int helper(int);`), for the same reason.
    pub block_functions: Vec<super::FuncId>,
}

impl Function {
    pub fn new(name: impl Into<String>) -> Function {
        Function { name: name.into(), ..Default::default() }
    }

    pub fn entry_block(&self) -> Option<Block> {
        self.layout.entry_block()
    }

    pub fn params(&self) -> &[Value] {
        match self.entry_block() {
            Some(b) => self.dfg.block_params(b),
            None => &[],
        }
    }

    pub fn inst(&self, inst: Inst) -> &InstData {
        &self.dfg.insts[inst]
    }

    pub fn value_type(&self, v: Value) -> TypeId {
        self.dfg.value_type(v)
    }

    /// The type a store writes, or any other instruction's result type (what a load reads).
    pub fn accessed_type(&self, inst: Inst) -> Option<TypeId> {
        match self.inst(inst) {
            InstData::Store { value, .. } => Some(self.value_type(*value)),
            _ => self.dfg.result(inst).map(|r| self.value_type(r)),
        }
    }

    /// The terminator of `block`, if it ends in one.
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let last = self.layout.last_inst(block)?;
        self.dfg.insts[last].is_terminator().then_some(last)
    }

    /// The blocks `block` jumps to, in order (with repeats, if two edges go to one block).
    pub fn successors(&self, block: Block) -> Vec<Block> {
        match self.terminator(block) {
            Some(t) => self.dfg.insts[t].branch_targets().iter().map(|d| d.block).collect(),
            None => Vec::new(),
        }
    }

    /// Creates an instruction at the end of `block`; returns its result, if any.
    pub fn append(&mut self, block: Block, data: InstData, ty: Option<TypeId>, loc: SrcLoc) -> Option<Value> {
        let inst = self.dfg.make_inst(data, ty);
        self.layout.append_inst(inst, block);
        self.srclocs[inst] = loc;
        self.dfg.result(inst)
    }

    /// Creates an instruction just before `before`; returns its result, if any.
    pub fn insert_before(&mut self, before: Inst, data: InstData, ty: Option<TypeId>, loc: SrcLoc) -> Option<Value> {
        let inst = self.dfg.make_inst(data, ty);
        self.layout.insert_inst_before(inst, before);
        self.srclocs[inst] = loc;
        self.dfg.result(inst)
    }

    /// Creates a block and appends it to the layout.
    pub fn make_block(&mut self) -> Block {
        let b = self.dfg.make_block();
        self.layout.append_block(b);
        b
    }

    /// Replaces every use of `old` by `new` in the instructions in the layout.
    pub fn replace_uses(&mut self, old: Value, new: Value) {
        for &block in self.layout.blocks() {
            for &inst in self.layout.block_insts(block) {
                self.dfg.insts[inst].map_operands(|v| if v == old { new } else { v });
            }
        }
    }

    /// The block calls in `block`'s terminator that go to `target`.
    pub fn calls_to(&self, block: Block, target: Block) -> Vec<&BlockCall> {
        match self.terminator(block) {
            Some(t) => self.dfg.insts[t].branch_targets().into_iter().filter(|d| d.block == target).collect(),
            None => Vec::new(),
        }
    }

    /// The number of instructions in the layout.
    pub fn inst_count(&self) -> usize {
        self.layout.blocks().iter().map(|&b| self.layout.block_insts(b).len()).sum()
    }

    /// Every instruction in layout order.
    pub fn insts_in_order(&self) -> impl Iterator<Item = (Block, Inst)> + '_ {
        self.layout.blocks().iter().flat_map(move |&b| self.layout.block_insts(b).iter().map(move |&i| (b, i)))
    }

    /// The instructions that use each value, each once, in layout order (terminators' block
    /// arguments included).
    pub fn users(&self) -> SecondaryMap<Value, Vec<Inst>> {
        let mut users: SecondaryMap<Value, Vec<Inst>> = SecondaryMap::new();
        for (_, inst) in self.insts_in_order() {
            self.inst(inst).for_each_operand(|v| {
                if users[v].last() != Some(&inst) {
                    users[v].push(inst);
                }
            });
        }
        users
    }

    /// The source name of a value, if it has one.
    pub fn value_name(&self, v: Value) -> Option<&str> {
        self.value_names[v].as_deref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A layout of `n_blocks` blocks, each holding two instructions, and its blocks.
    fn layout(n_blocks: u32) -> (Layout, Vec<Block>) {
        let mut layout = Layout::default();
        let blocks: Vec<Block> = (0..n_blocks).map(Block::from_u32).collect();
        for (idx, &block) in blocks.iter().enumerate() {
            layout.append_block(block);
            layout.append_inst(Inst::from_u32(2 * idx as u32), block);
            layout.append_inst(Inst::from_u32(2 * idx as u32 + 1), block);
        }
        (layout, blocks)
    }

    #[test]
    fn move_blocks_before_and_after_an_anchor() {
        let (mut layout, b) = layout(5);
        layout.move_blocks_before(&[b[4], b[3]], b[1]);
        assert_eq!(layout.blocks(), &[b[0], b[4], b[3], b[1], b[2]]);
        layout.move_blocks_after(&[b[0]], b[2]);
        assert_eq!(layout.blocks(), &[b[4], b[3], b[1], b[2], b[0]]);
        layout.move_blocks_after(&[b[3]], b[0]);
        assert_eq!(layout.blocks(), &[b[4], b[1], b[2], b[0], b[3]]);
        // An anchor not in the layout: the start, or the end.
        let absent = Block::from_u32(9);
        layout.move_blocks_before(&[b[3]], absent);
        assert_eq!(layout.blocks(), &[b[3], b[4], b[1], b[2], b[0]]);
        layout.move_blocks_after(&[b[3]], absent);
        assert_eq!(layout.blocks(), &[b[4], b[1], b[2], b[0], b[3]]);
        assert_eq!(layout.block_insts(b[3]), &[Inst::from_u32(6), Inst::from_u32(7)]);
    }

    #[test]
    fn remove_insts_where_keeps_the_rest_in_order() {
        let (mut layout, b) = layout(2);
        layout.remove_insts_where(|inst| inst.as_u32() % 2 == 1);
        assert_eq!(layout.block_insts(b[0]), &[Inst::from_u32(0)]);
        assert_eq!(layout.block_insts(b[1]), &[Inst::from_u32(2)]);
        assert_eq!(layout.inst_block(Inst::from_u32(1)), None);
        assert_eq!(layout.inst_block(Inst::from_u32(2)), Some(b[1]));
    }
}
