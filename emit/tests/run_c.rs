//! Functions built by hand with the IR builder, emitted as C, compiled with
//! `cc -Wall -Wextra -Werror -O2` and run: the printed results must be right.

use emit::{emit_c, emit_function_definition, EmitOptions};
use midend::ir::*;
use std::process::Command;

struct Fb {
    module: Module,
    f: Function,
}

const LOC: SrcLoc = SrcLoc { file: 0, line: 1, col: 1 };

impl Fb {
    fn new(name: &str, ret: IntKind, params: &[IntKind]) -> Fb {
        let mut module = Module::new();
        module.files.push("t.c".into());
        let ret = module.types.int(ret);
        let params: Vec<TypeId> = params.iter().map(|k| module.types.int(*k)).collect();
        let fty = module.types.func(FuncType { ret, params, variadic: false, has_prototype: true });
        let mut f = Function::new(name);
        f.ty = Some(fty);
        Fb { module, f }
    }
    fn int(&mut self, k: IntKind) -> TypeId {
        self.module.types.int(k)
    }
    fn block(&mut self) -> Block {
        self.f.make_block()
    }
    fn param(&mut self, b: Block, k: IntKind, name: &str) -> Value {
        let ty = self.int(k);
        let v = self.f.dfg.append_block_param(b, ty);
        self.f.value_names[v] = Some(name.into());
        v
    }
    fn op(&mut self, b: Block, data: InstData, ty: TypeId) -> Value {
        self.f.append(b, data, Some(ty), LOC).unwrap()
    }
    fn iconst(&mut self, b: Block, k: IntKind, v: i64) -> Value {
        let ty = self.int(k);
        self.op(b, InstData::Const(Const::Int(v as u64)), ty)
    }
    fn bin(&mut self, b: Block, op: BinaryOp, x: Value, y: Value) -> Value {
        let ty = if op.is_comparison() { self.int(IntKind::Int) } else { self.f.value_type(x) };
        self.op(b, InstData::Binary { op, args: [x, y] }, ty)
    }
    fn jump(&mut self, b: Block, to: Block, args: Vec<Value>) {
        self.f.append(b, InstData::Jump(BlockCall::new(to, args)), None, LOC);
    }
    fn br(&mut self, b: Block, c: Value, t: Block, targs: Vec<Value>, e: Block, eargs: Vec<Value>) {
        let data =
            InstData::Branch { cond: c, then_dest: BlockCall::new(t, targs), else_dest: BlockCall::new(e, eargs) };
        self.f.append(b, data, None, LOC);
    }
    fn ret(&mut self, b: Block, v: Option<Value>) {
        self.f.append(b, InstData::Return(v), None, LOC);
    }
    /// The function as a definition, checked to be deterministic.
    fn emit(self) -> (Module, String) {
        let mut module = self.module;
        let f = self.f;
        let ty = f.ty.unwrap();
        let id = module.funcs.push(FuncDecl {
            name: f.name.clone(),
            ty,
            linkage: Linkage::External,
            body: Some(f),
            unsupported: None,
            splice: None,
            pp_splice: None,
            end_loc: Default::default(),
            vec_annotations: vec![],
            loc: LOC,
            transformed: false,
            asm: None,
        });
        let f = module.funcs[id].body.as_ref().unwrap();
        let text = emit_function_definition(&module, f).unwrap_or_else(|e| panic!("{}", e));
        assert_eq!(text, emit_function_definition(&module, f).unwrap(), "not deterministic");
        (module, text)
    }
}

/// Compiles `source` warning-free and returns what it prints.
fn run(source: &str) -> String {
    let dir = tempfile::tempdir().unwrap();
    let c = dir.path().join("t.c");
    let exe = dir.path().join("t");
    std::fs::write(&c, source).unwrap();
    let out = Command::new("cc").args(["-Wall", "-Wextra", "-Werror", "-O2", "-o"]).arg(&exe).arg(&c).output().unwrap();
    assert!(out.status.success(), "{}\n---\n{}", source, String::from_utf8_lossy(&out.stderr));
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success(), "{}", source);
    String::from_utf8(out.stdout).unwrap()
}

fn program(defs: &str, main_body: &str) -> String {
    format!("#include <stdio.h>\n{}\nint main(void) {{\n{}\n    return 0;\n}}\n", defs, main_body)
}

/// int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
fn sum_loop() -> Fb {
    use IntKind::Int;
    let mut b = Fb::new("sum", Int, &[Int]);
    let entry = b.block();
    let n = b.param(entry, Int, "n");
    let header = b.block();
    let i = b.param(header, Int, "i");
    let s = b.param(header, Int, "s");
    let body = b.block();
    let latch = b.block();
    let exit = b.block();
    let zero = b.iconst(entry, Int, 0);
    b.jump(entry, header, vec![zero, zero]);
    let c = b.bin(header, BinaryOp::Lt, i, n);
    b.br(header, c, body, vec![], exit, vec![]);
    let s2 = b.bin(body, BinaryOp::Add, s, i);
    b.jump(body, latch, vec![]);
    let one = b.iconst(latch, Int, 1);
    let i2 = b.bin(latch, BinaryOp::Add, i, one);
    b.jump(latch, header, vec![i2, s2]);
    b.ret(exit, Some(s));
    b
}

#[test]
fn loop_with_accumulation() {
    let (_, text) = sum_loop().emit();
    assert!(text.contains("int s = 0;"), "{}", text);
    assert!(text.contains("for (int i = 0; i < n; i++) {"), "{}", text);
    assert!(text.contains("s += i;"), "{}", text);
    assert!(!text.contains("goto"), "{}", text);
    let out = run(&program(&text, "    printf(\"%d %d %d\\n\", sum(0), sum(10), sum(100));"));
    assert_eq!(out, "0 45 4950\n");
}

/// int max3(int a, int b) { if (a > b) r = a - 1; else r = b * 2; return r + 1; }
#[test]
fn if_else_diamond() {
    use IntKind::Int;
    let mut b = Fb::new("diamond", Int, &[Int, Int]);
    let entry = b.block();
    let x = b.param(entry, Int, "a");
    let y = b.param(entry, Int, "b");
    let then_b = b.block();
    let else_b = b.block();
    let merge = b.block();
    let r = b.param(merge, Int, "r");
    let c = b.bin(entry, BinaryOp::Gt, x, y);
    b.br(entry, c, then_b, vec![], else_b, vec![]);
    let one = b.iconst(then_b, Int, 1);
    let t = b.bin(then_b, BinaryOp::Sub, x, one);
    b.jump(then_b, merge, vec![t]);
    let two = b.iconst(else_b, Int, 2);
    let e = b.bin(else_b, BinaryOp::Mul, y, two);
    b.jump(else_b, merge, vec![e]);
    let one2 = b.iconst(merge, Int, 1);
    let res = b.bin(merge, BinaryOp::Add, r, one2);
    b.ret(merge, Some(res));
    let (_, text) = b.emit();
    assert!(text.contains("if (a > b) {"), "{}", text);
    assert!(!text.contains("goto"), "{}", text);
    let out = run(&program(&text, "    printf(\"%d %d\\n\", diamond(5, 3), diamond(1, 7));"));
    assert_eq!(out, "5 15\n");
}

/// switch with fallthrough and a shared target, and a default.
#[test]
fn switch_with_fallthrough() {
    use IntKind::Int;
    let mut b = Fb::new("classify", Int, &[Int]);
    let entry = b.block();
    let x = b.param(entry, Int, "x");
    let case1 = b.block();
    let case2 = b.block();
    let case_ret = b.block();
    let dflt = b.block();
    let exit = b.block();
    let r = b.param(exit, Int, "r");
    let data = InstData::Switch {
        arg: x,
        cases: vec![
            (1, BlockCall::new(case1, vec![])),
            (2, BlockCall::new(case2, vec![])),
            (5, BlockCall::new(case2, vec![])),
            (7, BlockCall::new(case_ret, vec![])),
        ],
        default: BlockCall::new(dflt, vec![]),
    };
    b.f.append(entry, data, None, LOC);
    let ten = b.iconst(case1, Int, 10);
    let t = b.bin(case1, BinaryOp::Add, x, ten);
    // case 1 falls through into case 2 with its own value of `t` ... modelled as a jump.
    b.jump(case1, case2, vec![]);
    let _ = t;
    let h = b.iconst(case2, Int, 100);
    b.jump(case2, exit, vec![h]);
    let m = b.iconst(case_ret, Int, -7);
    b.ret(case_ret, Some(m));
    let z = b.iconst(dflt, Int, 0);
    b.jump(dflt, exit, vec![z]);
    let one = b.iconst(exit, Int, 1);
    let res = b.bin(exit, BinaryOp::Add, r, one);
    b.ret(exit, Some(res));
    let (_, text) = b.emit();
    assert!(text.contains("switch (x) {"), "{}", text);
    let out =
        run(&program(&text, "    for (int i = 0; i < 9; i++) printf(\"%d \", classify(i));\n    printf(\"\\n\");"));
    assert_eq!(out, "1 101 101 1 1 101 1 -7 1 \n");
}

/// Nested loops with break and continue:
/// for (i = 0; i < n; i++) { if (i % 3 == 0) continue; for (j = 0; ; j++) { if (j >= i) break; s += j; } }
#[test]
fn nested_loops_with_break_and_continue() {
    use IntKind::Int;
    let mut b = Fb::new("nest", Int, &[Int]);
    let entry = b.block();
    let n = b.param(entry, Int, "n");
    let oh = b.block();
    let i = b.param(oh, Int, "i");
    let s = b.param(oh, Int, "s");
    let obody = b.block();
    let ih_pre = b.block();
    let ih = b.block();
    let j = b.param(ih, Int, "j");
    let s_in = b.param(ih, Int, "s");
    let ibody = b.block();
    let olatch = b.block();
    let s_l = b.param(olatch, Int, "s");
    let exit = b.block();
    let zero = b.iconst(entry, Int, 0);
    b.jump(entry, oh, vec![zero, zero]);
    let c = b.bin(oh, BinaryOp::Lt, i, n);
    b.br(oh, c, obody, vec![], exit, vec![]);
    let three = b.iconst(obody, Int, 3);
    let rem = b.bin(obody, BinaryOp::Rem, i, three);
    let z2 = b.iconst(obody, Int, 0);
    let is0 = b.bin(obody, BinaryOp::Eq, rem, z2);
    b.br(obody, is0, olatch, vec![s], ih_pre, vec![]);
    let z3 = b.iconst(ih_pre, Int, 0);
    b.jump(ih_pre, ih, vec![z3, s]);
    let done = b.bin(ih, BinaryOp::Ge, j, i);
    b.br(ih, done, olatch, vec![s_in], ibody, vec![]);
    let s3 = b.bin(ibody, BinaryOp::Add, s_in, j);
    let one = b.iconst(ibody, Int, 1);
    let j2 = b.bin(ibody, BinaryOp::Add, j, one);
    b.jump(ibody, ih, vec![j2, s3]);
    let one2 = b.iconst(olatch, Int, 1);
    let i2 = b.bin(olatch, BinaryOp::Add, i, one2);
    b.jump(olatch, oh, vec![i2, s_l]);
    b.ret(exit, Some(s));
    let (_, text) = b.emit();
    assert!(!text.contains("goto"), "{}", text);
    let out = run(&program(&text, "    printf(\"%d %d\\n\", nest(0), nest(10));"));
    // i in {1,2,4,5,7,8}: sum of j < i.
    let expect: i32 = [1, 2, 4, 5, 7, 8].iter().map(|i: &i32| i * (i - 1) / 2).sum();
    assert_eq!(out, format!("0 {}\n", expect));
}

/// An irreducible CFG: two blocks jump into each other, entered from both sides.
#[test]
fn irreducible_cfg_uses_goto() {
    use IntKind::Int;
    let mut b = Fb::new("irr", Int, &[Int]);
    let entry = b.block();
    let n = b.param(entry, Int, "n");
    let a = b.block();
    let xa = b.param(a, Int, "x");
    let bb = b.block();
    let xb = b.param(bb, Int, "x");
    let exit = b.block();
    let xe = b.param(exit, Int, "x");
    let two = b.iconst(entry, Int, 2);
    let odd = b.bin(entry, BinaryOp::Rem, n, two);
    b.br(entry, odd, a, vec![n], bb, vec![n]);
    // a: x = x - 3; if (x < 0) exit else b
    let three = b.iconst(a, Int, 3);
    let xa2 = b.bin(a, BinaryOp::Sub, xa, three);
    let z = b.iconst(a, Int, 0);
    let neg = b.bin(a, BinaryOp::Lt, xa2, z);
    b.br(a, neg, exit, vec![xa2], bb, vec![xa2]);
    // b: x = x - 1; if (x < 0) exit else a
    let one = b.iconst(bb, Int, 1);
    let xb2 = b.bin(bb, BinaryOp::Sub, xb, one);
    let z2 = b.iconst(bb, Int, 0);
    let neg2 = b.bin(bb, BinaryOp::Lt, xb2, z2);
    b.br(bb, neg2, exit, vec![xb2], a, vec![xb2]);
    b.ret(exit, Some(xe));
    let (_, text) = b.emit();
    let c_ref = "int ref(int n) { int x = n; if (n % 2) goto A; goto B;\n A: x -= 3; if (x < 0) return x; goto B2;\n B: B2: x -= 1; if (x < 0) return x; goto A; }\n";
    let _ = c_ref;
    let out = run(&program(&text, "    for (int i = 0; i < 12; i++) printf(\"%d \", irr(i));\n    printf(\"\\n\");"));
    // Reference semantics computed directly.
    let reference = |n: i32| {
        let mut x = n;
        let mut in_a = n % 2 != 0;
        loop {
            if in_a {
                x -= 3;
            } else {
                x -= 1;
            }
            if x < 0 {
                return x;
            }
            in_a = !in_a;
        }
    };
    let expect: String = (0..12).map(|i| format!("{} ", reference(i))).collect();
    assert_eq!(out, format!("{}\n", expect));
}

/// for (k = 0; k < n; k++) { (a, b) = (b, a); a = a + k; } : a parallel copy that swaps.
#[test]
fn parallel_copy_swap() {
    use IntKind::Int;
    let mut b = Fb::new("swap", Int, &[Int]);
    let entry = b.block();
    let n = b.param(entry, Int, "n");
    let h = b.block();
    let k = b.param(h, Int, "k");
    let x = b.param(h, Int, "a");
    let y = b.param(h, Int, "b");
    let body = b.block();
    let exit = b.block();
    let c1 = b.iconst(entry, Int, 1);
    let c2 = b.iconst(entry, Int, 1000);
    let z = b.iconst(entry, Int, 0);
    b.jump(entry, h, vec![z, c1, c2]);
    let c = b.bin(h, BinaryOp::Lt, k, n);
    b.br(h, c, body, vec![], exit, vec![]);
    let one = b.iconst(body, Int, 1);
    let k2 = b.bin(body, BinaryOp::Add, k, one);
    let yk = b.bin(body, BinaryOp::Add, y, k);
    // Next (k, a, b) = (k + 1, b + k, a): `a` and `b` swap through the copy.
    b.jump(body, h, vec![k2, yk, x]);
    let ten = b.iconst(exit, Int, 10000);
    let hi = b.bin(exit, BinaryOp::Mul, x, ten);
    let res = b.bin(exit, BinaryOp::Add, hi, y);
    b.ret(exit, Some(res));
    let (_, text) = b.emit();
    let reference = |n: i32| {
        let (mut a, mut bb) = (1, 1000);
        for k in 0..n {
            let na = bb + k;
            bb = a;
            a = na;
        }
        a * 10000 + bb
    };
    let out = run(&program(&text, "    for (int i = 0; i < 6; i++) printf(\"%d \", swap(i));\n    printf(\"\\n\");"));
    let expect: String = (0..6).map(|i| format!("{} ", reference(i))).collect();
    assert_eq!(out, format!("{}\n", expect));
}

/// A pure swap of two loop-carried values: (a, b) = (b, a) needs a temporary.
#[test]
fn pure_swap_needs_a_temporary() {
    use IntKind::Int;
    let mut b = Fb::new("pswap", Int, &[Int]);
    let entry = b.block();
    let n = b.param(entry, Int, "n");
    let h = b.block();
    let k = b.param(h, Int, "k");
    let x = b.param(h, Int, "a");
    let y = b.param(h, Int, "b");
    let body = b.block();
    let exit = b.block();
    let c1 = b.iconst(entry, Int, 1);
    let c2 = b.iconst(entry, Int, 2);
    let z = b.iconst(entry, Int, 0);
    b.jump(entry, h, vec![z, c1, c2]);
    let c = b.bin(h, BinaryOp::Lt, k, n);
    b.br(h, c, body, vec![], exit, vec![]);
    let one = b.iconst(body, Int, 1);
    let k2 = b.bin(body, BinaryOp::Add, k, one);
    b.jump(body, h, vec![k2, y, x]);
    let ten = b.iconst(exit, Int, 10);
    let hi = b.bin(exit, BinaryOp::Mul, x, ten);
    let res = b.bin(exit, BinaryOp::Add, hi, y);
    b.ret(exit, Some(res));
    let (_, text) = b.emit();
    assert!(text.contains("_old"), "{}", text);
    let out = run(&program(&text, "    printf(\"%d %d %d\\n\", pswap(0), pswap(1), pswap(3));"));
    assert_eq!(out, "12 21 21\n");
}

/// Memory: a local array, a loop storing and loading through `&a[i]`, a static local, a
/// string constant, and a call. Also spliced into an original text.
#[test]
fn slots_statics_strings_and_calls() {
    use IntKind::{Char, Int, Long};
    let mut b = Fb::new("mem", Int, &[Int]);
    let int = b.int(Int);
    let long = b.int(Long);
    let arr_ty = b.module.types.array_of(int, Some(8));
    let parr = b.module.types.ptr_to(arr_ty);
    let pint = b.module.types.ptr_to(int);
    let ch = b.int(Char);
    let cch = b.module.types.qualified(ch, Quals::CONST);
    let pch = b.module.types.ptr_to(cch);
    let puts_ty = b.module.types.func(FuncType { ret: int, params: vec![pch], variadic: false, has_prototype: true });
    let puts_id = b.module.funcs.push(FuncDecl {
        name: "puts".into(),
        ty: puts_ty,
        linkage: Linkage::External,
        body: None,
        unsupported: None,
        splice: None,
        pp_splice: None,
        end_loc: Default::default(),
        vec_annotations: vec![],
        loc: LOC,
        transformed: false,
        asm: None,
    });
    let slot = b.f.slots.push(StackSlotData { ty: arr_ty, name: Some("a".into()), align: None });
    let entry = b.block();
    let n = b.param(entry, Int, "n");
    let h = b.block();
    let i = b.param(h, Int, "i");
    let body = b.block();
    let exit = b.block();
    let z = b.iconst(entry, Int, 0);
    let s = b.op(entry, InstData::Const(Const::Str(b"hi\x01?".to_vec())), pch);
    b.f.append(entry, InstData::Call { callee: Callee::Direct(puts_id), args: vec![s] }, None, LOC);
    b.jump(entry, h, vec![z]);
    let eight = b.iconst(h, Int, 8);
    let c = b.bin(h, BinaryOp::Lt, i, eight);
    b.br(h, c, body, vec![], exit, vec![]);
    let base = b.op(body, InstData::SlotAddr(slot), parr);
    let il = b.op(body, InstData::Cast { arg: i }, long);
    let p = b.op(body, InstData::ElemAddr { base, index: il }, pint);
    let v = b.bin(body, BinaryOp::Mul, i, n);
    b.f.append(body, InstData::Store { addr: p, value: v, volatile: false }, None, LOC);
    let one = b.iconst(body, Int, 1);
    let i2 = b.bin(body, BinaryOp::Add, i, one);
    b.jump(body, h, vec![i2]);
    // return a[3] + a[7] + counter++ (a static local)
    let base2 = b.op(exit, InstData::SlotAddr(slot), parr);
    let three = b.iconst(exit, Long, 3);
    let p3 = b.op(exit, InstData::ElemAddr { base: base2, index: three }, pint);
    let seven = b.iconst(exit, Long, 7);
    let p7 = b.op(exit, InstData::ElemAddr { base: base2, index: seven }, pint);
    let l3 = b.op(exit, InstData::Load { addr: p3, volatile: false }, int);
    let l7 = b.op(exit, InstData::Load { addr: p7, volatile: false }, int);
    let sum = b.bin(exit, BinaryOp::Add, l3, l7);
    let func_id = b.module.funcs.next_key();
    let g = b.module.globals.push(GlobalData {
        name: "counter".into(),
        ty: int,
        linkage: Linkage::Local(func_id),
        init: Some(Init::Int(5)),
        tentative: false,
        thread_local: false,
        loc: LOC,
    });
    let gp = b.op(exit, InstData::GlobalAddr(g), pint);
    let old = b.op(exit, InstData::Load { addr: gp, volatile: false }, int);
    let one3 = b.iconst(exit, Int, 1);
    let new = b.bin(exit, BinaryOp::Add, old, one3);
    b.f.append(exit, InstData::Store { addr: gp, value: new, volatile: false }, None, LOC);
    let res = b.bin(exit, BinaryOp::Add, sum, old);
    b.ret(exit, Some(res));
    let (mut module, text) = b.emit();
    assert!(text.contains("a[i] = i * n;"), "{}", text);
    assert!(text.contains("counter++;") || text.contains("counter = "), "{}", text);
    assert!(text.contains("static int counter = 5;"), "{}", text);
    assert!(text.contains("\"hi\\001?\""), "{}", text);
    let out = run(&program(&text, "    printf(\"%d \", mem(2));\n    printf(\"%d\\n\", mem(3));"));
    assert_eq!(out, "hi\u{1}?\n25 hi\u{1}?\n36\n");

    // The same function spliced into an original text: only the body changes.
    let original = "#include <stdio.h>\n#define N 8\n/* keep me */\nint mem(int n) { return n; }\nint main(void) { printf(\"%d\\n\", mem(2)); return 0; }\n";
    let start = original.find("{ return n; }").unwrap();
    let id = module.func_by_name("mem").unwrap();
    module.funcs[id].splice = Some(SpliceRange { definition: 0..0, body: start..start + "{ return n; }".len() });
    let unchanged = emit_c(&module, original, &EmitOptions { emit_all: false, ..Default::default() }).unwrap();
    assert_eq!(unchanged, original);
    let spliced = emit_c(&module, original, &EmitOptions { emit_all: true, ..Default::default() }).unwrap();
    assert!(spliced.starts_with("#include <stdio.h>\n#define N 8\n/* keep me */\nint mem(int n) {\n"), "{}", spliced);
    assert!(spliced.ends_with("}\nint main(void) { printf(\"%d\\n\", mem(2)); return 0; }\n"), "{}", spliced);
    assert_eq!(run(&spliced), "hi\u{1}?\n25\n");
}
