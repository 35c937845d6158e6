//! The one way passes insert instructions (Cranelift's `FuncCursor` and `InstBuilder` in one):
//! a cursor over a function being rewritten and the module's type table, at a position (the
//! end of a block, or just before an instruction) and a source location that every
//! instruction it makes gets.
//!
//! `ins` and `ins_void` insert any instruction; the short helpers (`iconst`, `cast`, `binary`)
//! are the ones the passes write most. Types are interned on demand through the `&mut Types`
//! the cursor holds (`int_type`, `ptr_type`, `vector_type`, `mask_type`): a pass never has to
//! find out that a type it needs was not made beforehand.
//!
//! A pass that only reads the module (the clean-ups, which get `&Module`) makes its cursor with
//! `untyped_at_end`/`untyped_before`: it inserts instructions of types that exist already, and
//! the type-interning helpers are not there to call (the cursor's table is `()`).
//!
//! The cursor only inserts: it does not make blocks, remove instructions or keep any state of
//! its own beyond where it is, so it can be made, dropped and made again at will.

use super::entities::{Block, Inst, TypeId, Value};
use super::function::Function;
use super::inst::{BinaryOp, Const, InstData};
use super::srcloc::SrcLoc;
use super::types::{IntKind, Types};

/// Where the next instruction goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CursorPosition {
    /// Appended at the end of the block.
    End(Block),
    /// Inserted just before the instruction (which stays after everything inserted).
    Before(Inst),
}

/// A position in a function being rewritten, with the module's type table (`T` is `()` for a
/// cursor that makes no types).
pub struct FuncCursor<'a, T = &'a mut Types> {
    pub func: &'a mut Function,
    pub types: T,
    pub pos: CursorPosition,
    /// The location of the instructions inserted from now on.
    pub loc: SrcLoc,
}

impl<'a> FuncCursor<'a> {
    /// A cursor that appends to the end of `block`.
    pub fn at_end(func: &'a mut Function, types: &'a mut Types, block: Block, loc: SrcLoc) -> FuncCursor<'a> {
        FuncCursor { func, types, pos: CursorPosition::End(block), loc }
    }

    /// A cursor that inserts just before `inst`.
    pub fn before(func: &'a mut Function, types: &'a mut Types, inst: Inst, loc: SrcLoc) -> FuncCursor<'a> {
        FuncCursor { func, types, pos: CursorPosition::Before(inst), loc }
    }

    /// The integer type `kind`.
    pub fn int_type(&mut self, kind: IntKind) -> TypeId {
        self.types.int(kind)
    }

    /// A pointer to `pointee`.
    pub fn ptr_type(&mut self, pointee: TypeId) -> TypeId {
        self.types.ptr_to(pointee)
    }

    /// The vector of `lanes` lanes of `elem`'s scalar type, without qualifiers (`elem` may
    /// itself be a vector: `<4 x int>` gives `<lanes x int>`).
    pub fn vector_type(&mut self, elem: TypeId, lanes: u32) -> TypeId {
        let scalar = self.types.scalar_of(elem);
        self.types.vector(scalar, lanes)
    }

    /// The mask of `lanes` lanes.
    pub fn mask_type(&mut self, lanes: u32) -> TypeId {
        self.types.mask(lanes)
    }
}

impl<'a> FuncCursor<'a, ()> {
    /// A cursor that appends to the end of `block` and makes no types.
    pub fn untyped_at_end(func: &'a mut Function, block: Block, loc: SrcLoc) -> FuncCursor<'a, ()> {
        FuncCursor { func, types: (), pos: CursorPosition::End(block), loc }
    }

    /// A cursor that inserts just before `inst` and makes no types.
    pub fn untyped_before(func: &'a mut Function, inst: Inst, loc: SrcLoc) -> FuncCursor<'a, ()> {
        FuncCursor { func, types: (), pos: CursorPosition::Before(inst), loc }
    }
}

impl<T> FuncCursor<'_, T> {
    /// Moves to the end of `block`.
    pub fn goto_end(&mut self, block: Block) {
        self.pos = CursorPosition::End(block);
    }

    /// Moves to just before `inst`.
    pub fn goto_before(&mut self, inst: Inst) {
        self.pos = CursorPosition::Before(inst);
    }

    /// Inserts `data`, whose result has type `ty`; the result.
    pub fn ins(&mut self, data: InstData, ty: TypeId) -> Value {
        self.insert(data, Some(ty)).expect("an instruction with a type has a result")
    }

    /// Inserts `data`, which has no result (a store, a branch).
    pub fn ins_void(&mut self, data: InstData) {
        self.insert(data, None);
    }

    /// The integer constant `c` (its bits, as C converts it) of type `ty`.
    pub fn iconst(&mut self, ty: TypeId, c: i64) -> Value {
        self.ins(InstData::Const(Const::Int(c as u64)), ty)
    }

    /// `(ty)arg`: C's conversion, or a bit cast between vectors of one size.
    pub fn cast(&mut self, arg: Value, ty: TypeId) -> Value {
        self.ins(InstData::Cast { arg }, ty)
    }

    /// `a op b`, of type `ty` (a comparison's is `int` or a mask).
    pub fn binary(&mut self, op: BinaryOp, a: Value, b: Value, ty: TypeId) -> Value {
        self.ins(InstData::Binary { op, args: [a, b] }, ty)
    }

    /// Inserts `data` with a result of type `ty`, if any; the result, if it has one.
    pub fn insert(&mut self, data: InstData, ty: Option<TypeId>) -> Option<Value> {
        let inst = self.insert_inst(data, ty);
        self.func.dfg.result(inst)
    }

    /// Inserts `data` with a result of type `ty`, if any; the new instruction itself, for code
    /// that patches it afterwards (a copy of blocks remaps its operands once all are made).
    pub fn insert_inst(&mut self, data: InstData, ty: Option<TypeId>) -> Inst {
        let inst = self.func.dfg.make_inst(data, ty);
        match self.pos {
            CursorPosition::End(block) => self.func.layout.append_inst(inst, block),
            CursorPosition::Before(before) => self.func.layout.insert_inst_before(inst, before),
        }
        self.func.srclocs[inst] = self.loc;
        inst
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::print::print_function;
    use crate::ir::{FuncType, Module, Quals, TypeKind};

    /// `long f(long a) { return a * 2; }` with the cursor, then a cast inserted before the
    /// multiply.
    #[test]
    fn inserts_at_the_end_and_before() {
        let mut module = Module::new();
        let long = module.types.int(IntKind::Long);
        let fty = module.types.func(FuncType { ret: long, params: vec![long], variadic: false, has_prototype: true });
        let mut func = Function::new("f");
        func.ty = Some(fty);
        let entry = func.make_block();
        let a = func.dfg.append_block_param(entry, long);
        let loc = SrcLoc::new(0, 1, 1);
        let mut cur = FuncCursor::at_end(&mut func, &mut module.types, entry, loc);
        let two = cur.iconst(long, 2);
        let res = cur.binary(BinaryOp::Mul, a, two, long);
        cur.ins_void(InstData::Return(Some(res)));
        let mul = cur.func.dfg.defining_inst(res).unwrap();
        cur.pos = CursorPosition::Before(mul);
        let int = cur.int_type(IntKind::Int);
        cur.cast(a, int);
        let text = print_function(&module, &func);
        let insts: Vec<&str> = text.lines().filter_map(|l| l.split(';').next()).map(str::trim).collect();
        assert_eq!(
            insts[2..6],
            ["v1 = const.long 2", "v3 = cast.int v0", "v2 = mul.long v0, v1", "ret v2"],
            "{}",
            text
        );
    }

    /// An untyped cursor (a clean-up's) inserts with types that exist; `insert_inst` gives the
    /// instruction, which carries the cursor's location.
    #[test]
    fn an_untyped_cursor_inserts_before_and_gives_the_instruction() {
        let mut module = Module::new();
        let int = module.types.int(IntKind::Int);
        let mut func = Function::new("f");
        let entry = func.make_block();
        func.append(entry, InstData::Return(None), None, SrcLoc::default());
        let ret = func.layout.block_insts(entry)[0];
        let loc = SrcLoc::new(0, 3, 7);
        let mut cur = FuncCursor::untyped_before(&mut func, ret, loc);
        let one = cur.iconst(int, 1);
        let inst = cur.insert_inst(InstData::Binary { op: BinaryOp::Add, args: [one, one] }, Some(int));
        assert_eq!(func.layout.block_insts(entry), [func.dfg.defining_inst(one).unwrap(), inst, ret]);
        assert_eq!(func.srclocs[inst], loc);
    }

    /// Vector, mask and pointer types are made the first time they are asked for, and are the
    /// table's own (interned) afterwards.
    #[test]
    fn interns_types_on_demand() {
        let mut types = Types::new();
        let cfloat =
            types.intern(crate::ir::Type { kind: TypeKind::Float(crate::ir::FloatKind::Float), quals: Quals::CONST });
        let mut func = Function::new("f");
        let entry = func.make_block();
        let mut cur = FuncCursor::at_end(&mut func, &mut types, entry, SrcLoc::default());
        let v8f = cur.vector_type(cfloat, 8);
        assert_eq!(cur.vector_type(v8f, 8), v8f);
        let m8 = cur.mask_type(8);
        let pf = cur.ptr_type(v8f);
        assert_eq!(types.display(v8f), "<8 x float>");
        assert_eq!(types.display(m8), "<8 x i1>");
        assert_eq!(types.display(pf), "*<8 x float>");
        assert_eq!(types.mask(8), m8);
    }
}
