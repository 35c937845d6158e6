//! The IR: arenas of values, instructions and blocks with typed ids (Cranelift-shaped).
//!
//! A `Module` owns the type table, the globals and the functions. A `Function` keeps what
//! exists (`Dfg`) apart from the order it is in (`Layout`). Block parameters replace phis.
//! Instructions have C semantics: operands already carry C's implicit conversions as explicit
//! `Cast`s, so every operation's operands have the types C would compute with. Passes insert
//! instructions through a `FuncCursor` (`builder.rs`), which interns the types they need.

pub mod annotations;
pub mod builder;
pub mod entities;
pub mod function;
pub mod inst;
pub mod module;
pub mod parse;
pub mod print;
pub mod srcloc;
pub mod types;

pub use annotations::*;
pub use builder::{CursorPosition, FuncCursor};
pub use entities::*;
pub use function::*;
pub use inst::*;
pub use module::*;
pub use srcloc::*;
pub use types::*;

#[cfg(test)]
mod tests {
    use super::*;

    /// int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
    #[test]
    fn build_and_print_a_loop() {
        let mut module = Module::new();
        module.files.push("sum.c".into());
        let int = module.types.int(IntKind::Int);
        let fty = module.types.func(FuncType { ret: int, params: vec![int], variadic: false, has_prototype: true });
        let mut f = Function::new("sum");
        f.ty = Some(fty);
        let loc = SrcLoc::new(0, 1, 1);
        let entry = f.make_block();
        let n = f.dfg.append_block_param(entry, int);
        f.value_names[n] = Some("n".into());
        let header = f.make_block();
        let i = f.dfg.append_block_param(header, int);
        let s = f.dfg.append_block_param(header, int);
        let body = f.make_block();
        let exit = f.make_block();
        let zero = f.append(entry, InstData::Const(Const::Int(0)), Some(int), loc).unwrap();
        f.append(entry, InstData::Jump(BlockCall::new(header, vec![zero, zero])), None, loc);
        let cond = f.append(header, InstData::Binary { op: BinaryOp::Lt, args: [i, n] }, Some(int), loc).unwrap();
        f.append(
            header,
            InstData::Branch { cond, then_dest: BlockCall::new(body, vec![]), else_dest: BlockCall::new(exit, vec![]) },
            None,
            loc,
        );
        let s2 = f.append(body, InstData::Binary { op: BinaryOp::Add, args: [s, i] }, Some(int), loc).unwrap();
        let one = f.append(body, InstData::Const(Const::Int(1)), Some(int), loc).unwrap();
        let i2 = f.append(body, InstData::Binary { op: BinaryOp::Add, args: [i, one] }, Some(int), loc).unwrap();
        f.append(body, InstData::Jump(BlockCall::new(header, vec![i2, s2])), None, loc);
        f.append(exit, InstData::Return(Some(s)), None, loc);
        assert_eq!(f.successors(header), vec![body, exit]);
        let text = print::print_function(&module, &f);
        assert!(text.contains("block1(v1: int, v2: int):"), "{}", text);
        assert!(text.contains("v5 = add.int v2, v1"), "{}", text);
        assert!(text.contains("br v4, block2, block3"), "{}", text);
    }
}
