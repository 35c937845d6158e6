//! The midend pipeline end to end, on IR text as the frontend lowers C: every local in a slot.
//! Each test gives the input and the exact IR after verify, mem2reg, simplify and dce.

use midend::ir::parse::parse_module;
use midend::ir::print::print_module;
use midend::pipeline::{run, PipelineOptions};
use midend::remarks::Remarks;

fn check(input: &str, expect: &str) {
    let mut module = parse_module(input).unwrap_or_else(|e| panic!("{}", e));
    let res = run(&mut module, &PipelineOptions::default(), &mut Remarks::default());
    let errors: Vec<String> = res.err().unwrap_or_default().iter().map(|e| e.to_string()).collect();
    assert_eq!(errors, Vec::<String>::new());
    let output = print_module(&module);
    assert_eq!(output.trim(), expect.trim(), "\n--- got:\n{}", output);
    assert!(!module.funcs.values().any(|f| f.transformed), "cleanups alone do not count as transformed");
}

/// int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
#[test]
fn loop_in_slots_becomes_ssa() {
    check(
        "
func @sum: fn(int) -> int {
    names v0=n
    ss0: int n
    ss1: int s
    ss2: int i
block0(v0: int):
    v1 = slotaddr.*int ss0
    store v1, v0
    v2 = slotaddr.*int ss1
    v3 = const.int 0
    store v2, v3
    v4 = slotaddr.*int ss2
    store v4, v3
    jump block1
block1:
    v5 = load.int v4
    v6 = load.int v1
    v7 = lt.int v5, v6
    br v7, block2, block4
block2:
    v8 = load.int v2
    v9 = load.int v4
    v10 = add.int v8, v9
    store v2, v10
    jump block3
block3:
    v11 = load.int v4
    v12 = const.int 1
    v13 = add.int v11, v12
    store v4, v13
    jump block1
block4:
    v14 = load.int v2
    ret v14
}",
        "
func @sum: fn(int) -> int {
    names v0=n v3=s v10=s v13=i v15=i v17=s
block0(v0: int):
    v3 = const.int 0
    jump block1(v3, v3)
block1(v15: int, v17: int):
    v7 = lt.int v15, v0
    br v7, block2, block4
block2:
    v10 = add.int v17, v15
    jump block3
block3:
    v12 = const.int 1
    v13 = add.int v15, v12
    jump block1(v13, v10)
block4:
    ret v17
}",
    );
}

/// switch (c) { case 0: case 1: x = 1; break; default: x = 2; } return x + 0 * 5;
/// The switch names block1 twice; each edge gets the argument.
#[test]
fn switch_with_repeated_targets_and_folding() {
    check(
        "
func @f: fn(int) -> int {
    ss0: int x
block0(v0: int):
    v1 = slotaddr.*int ss0
    switch v0, block2, [0: block1, 1: block1]
block1:
    v2 = const.int 1
    store v1, v2
    jump block3
block2:
    v3 = const.int 2
    store v1, v3
    jump block3
block3:
    v4 = load.int v1
    v5 = const.int 0
    v6 = const.int 5
    v7 = mul.int v5, v6
    v8 = add.int v4, v7
    ret v8
}",
        "
func @f: fn(int) -> int {
    names v2=x v3=x v9=x
block0(v0: int):
    switch v0, block2, [0: block1, 1: block1]
block1:
    v2 = const.int 1
    jump block3(v2)
block2:
    v3 = const.int 2
    jump block3(v3)
block3(v9: int):
    v7 = const.int 0
    v8 = add.int v9, v7
    ret v8
}",
    );
}

/// A goto into the middle of a loop makes an irreducible cycle: block1 and block2 both enter
/// it. mem2reg still works; nothing panics. (The unnamed parameter stored into `x` takes its name.)
#[test]
fn irreducible_cycle_from_goto() {
    check(
        "
func @f: fn(int) -> int {
    ss0: int x
block0(v0: int):
    v1 = slotaddr.*int ss0
    store v1, v0
    br v0, block1, block2
block1:
    v2 = load.int v1
    v3 = const.int 1
    v4 = sub.int v2, v3
    store v1, v4
    br v4, block2, block3
block2:
    v5 = load.int v1
    v6 = const.int 2
    v7 = sub.int v5, v6
    store v1, v7
    br v7, block1, block3
block3:
    v8 = load.int v1
    ret v8
}",
        "
func @f: fn(int) -> int {
    names v0=x v4=x v7=x v9=x v10=x v11=x
block0(v0: int):
    br v0, block1(v0), block2(v0)
block1(v9: int):
    v3 = const.int 1
    v4 = sub.int v9, v3
    br v4, block2(v4), block3(v4)
block2(v10: int):
    v6 = const.int 2
    v7 = sub.int v10, v6
    br v7, block1(v7), block3(v7)
block3(v11: int):
    ret v11
}",
    );
}

#[test]
fn a_broken_function_is_reported_and_kept_as_written() {
    let input = "
func @f: fn() -> int {
    ss0: int x
block0:
    v0 = slotaddr.*int ss0
    v1 = load.int v0
    ret v2
block1:
    v2 = const.int 1
    ret v2
}
";
    let mut module = parse_module(input).unwrap();
    let mut remarks = Remarks::default();
    let errors = run(&mut module, &PipelineOptions::default(), &mut remarks).unwrap_err();
    let errors: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(errors, vec!["@f: inst2 (ret v2): operand v2 does not dominate its use"]);
    // The body is dropped, so the emitter copies the function through as written.
    assert_eq!(
        print_module(&module),
        "declare @f: fn() -> int ; kept as written: internal error: inst2 (ret v2): operand v2 does not dominate its use\n"
    );
    assert_eq!(remarks.list.len(), 1);
    assert!(remarks.list[0].message.starts_with("function `f` kept as written: internal error"));
}

/// print → parse → print is the identity on what the pipeline prints.
#[test]
fn pipeline_output_round_trips() {
    let input = "
func @f: fn(*float, long) -> void {
    names v0=p v1=n
    ss0: long i
    ss1: [4 x float] tmp align 32
block0(v0: *float, v1: long):
    v2 = slotaddr.*long ss0
    v3 = const.long 0
    store v2, v3
    jump block1
block1:
    v4 = load.long v2
    v5 = lt.int v4, v1
    br v5, block2, block3
block2:
    v6 = ptradd.*float v0, v4
    v7 = load.float v6
    v8 = slotaddr.*[4 x float] ss1
    v9 = elemaddr.*float v8, v3
    store v9, v7
    v10 = const.long 1
    v11 = add.long v4, v10
    store v2, v11
    jump block1
block3:
    ret
}
";
    let mut module = parse_module(input).unwrap();
    run(&mut module, &PipelineOptions::default(), &mut Remarks::default()).unwrap();
    let printed = print_module(&module);
    let reparsed = parse_module(&printed).unwrap_or_else(|e| panic!("{}\n{}", e, printed));
    assert_eq!(print_module(&reparsed), printed);
    assert!(printed.contains("ss0: [4 x float] tmp align 32"), "{}", printed);
}
