//! Lowering through the whole frontend (`compile`): small C files in, key shapes of the
//! printed IR out. Every lowered module must pass the midend's verifier before and after
//! `mem2reg`.

use midend::ir::print::print_module;
use std::path::PathBuf;

/// Writes `text` to a fresh file under the system temp dir and compiles it.
fn compile(name: &str, text: &str) -> Result<frontend::FrontendOutput, String> {
    compile_with(name, text, &frontend::Options::default())
}

/// The IR of `text`, checked by the verifier (as lowered, and after the midend pipeline).
fn check(name: &str, text: &str) -> String {
    let out = compile(name, text).unwrap_or_else(|d| panic!("diagnostics:\n{}", d));
    let printed = print_module(&out.module);
    if let Err(errs) = midend::verify::verify_module(&out.module) {
        let msgs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("verifier:\n{}\n{}", msgs.join("\n"), printed);
    }
    let mut module = out.module;
    let mut remarks = out.remarks;
    let opts = midend::pipeline::PipelineOptions::default();
    if let Err(errs) = midend::pipeline::run(&mut module, &opts, &mut remarks) {
        let msgs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("pipeline:\n{}\n{}", msgs.join("\n"), printed);
    }
    printed
}

fn error_of(name: &str, text: &str) -> String {
    match compile(name, text) {
        Ok(_) => panic!("expected an error"),
        Err(d) => d,
    }
}

#[test]
fn sum_loop() {
    let ir = check(
        "sum",
        "int sum(int *a, int n) {\n  int s = 0;\n  for (int i = 0; i < n; i++)\n    s += a[i];\n  return s;\n}\n",
    );
    assert!(ir.contains("func @sum: fn(*int, int) -> int"), "{}", ir);
    assert!(ir.contains("ptradd.*int"), "{}", ir);
    assert!(ir.contains("lt.int"), "{}", ir);
    assert!(ir.contains("sum.c:4:"), "{}", ir);
}

#[test]
fn usual_conversions_are_explicit_casts() {
    let ir = check("conv", "unsigned f(unsigned char a, short b, unsigned u, long l) {\n  return a + b + u + l;\n}\n");
    // uchar and short promote to int; int + unsigned is unsigned; unsigned + long is long.
    assert!(ir.contains("cast.int"), "{}", ir);
    assert!(ir.contains("add.uint"), "{}", ir);
    assert!(ir.contains("add.long"), "{}", ir);
    assert!(ir.contains("cast.uint"), "{}", ir);
}

#[test]
fn literal_types_follow_c() {
    let ir = check("lits", "long f(void) { return 0xffffffff + 2147483648 + 1u + 'a'; }\n");
    // 0xffffffff is unsigned int, 2147483648 is long, 'a' is int.
    assert!(ir.contains("const.uint 4294967295"), "{}", ir);
    assert!(ir.contains("const.long 2147483648"), "{}", ir);
    assert!(ir.contains("const.int 97"), "{}", ir);
}

#[test]
fn struct_layout_and_bitfields() {
    let ir = check(
        "layout",
        "struct S { char c; int x : 3; unsigned y : 30; long z; };\nstruct S s;\nint f(void) { s.y = 5; return s.x + s.c; }\n",
    );
    assert!(
        ir.contains("record struct struct.S { c char @0, x int @0:8+3, y uint @4:0+30, z long @8 } size 16 align 8"),
        "{}",
        ir
    );
    assert!(ir.contains("bfstore"), "{}", ir);
    assert!(ir.contains("bfload.int"), "{}", ir);
}

#[test]
fn control_flow_statements() {
    let ir = check(
        "flow",
        "int f(int n) {\n  int s = 0;\n  while (n > 0) { if (n == 3) break; n--; }\n  do s++; while (s < 10);\n  switch (n) { case 1: s = 1; case 2: s += 2; break; default: s = 0; }\n  if (s && n || !s) goto out;\n  s = 5;\nout:\n  return s ? s : -1;\n}\n",
    );
    assert!(ir.contains("switch"), "{}", ir);
    assert!(ir.contains("1: block") && ir.contains("2: block"), "{}", ir);
}

#[test]
fn pointers_arrays_and_calls() {
    let ir = check(
        "ptrs",
        "int printf(const char *, ...);\nint g[4][5];\nlong diff(int *p, int *q) { return p - q; }\nint f(int (*fp)(int), int i) {\n  int *p = &g[1][2];\n  float x = 1.5f;\n  printf(\"%d %f\\n\", i[g[0]], x);\n  return fp(*p) + diff(p + 1, p);\n}\n",
    );
    assert!(ir.contains("elemaddr.*[5 x int]"), "{}", ir);
    assert!(ir.contains("call.int v"), "{}", ir);
    // Variadic float arguments are promoted to double.
    assert!(ir.contains("cast.double"), "{}", ir);
    assert!(ir.contains("div.long"), "{}", ir);
}

#[test]
fn globals_and_static_initializers() {
    let ir = check(
        "globals",
        "struct P { int a; char b[4]; };\nint x = 3 * 4;\nint *px = &x;\nstruct P ps[2] = { {1, \"ab\"}, [1].a = 7 };\nconst char *msg = \"hi\";\nint f(void) { static int calls; return ++calls + x; }\n",
    );
    assert!(ir.contains("global @x: int external = 12"), "{}", ir);
    assert!(ir.contains("global @px: *int external = &@x+0"), "{}", ir);
    assert!(ir.contains("global @ps: [2 x struct.P] external = {{1, \"ab\"}, {7, zero}}"), "{}", ir);
    assert!(ir.contains("global @calls: int local(@f) = zero"), "{}", ir);
}

#[test]
fn local_initializers_zero_fill() {
    let ir = check(
        "zero",
        "struct Q { int x, y; };\nint f(void) { int a[100] = {1, 2}; struct Q s = {.y = 3}; return a[50] + s.x; }\n",
    );
    // The 98 elements after the first two are zeroed by a loop.
    assert!(ir.contains("const.long 100"), "{}", ir);
    assert!(ir.contains("jump block1(v"), "{}", ir);
}

#[test]
fn unsupported_functions_are_kept_with_a_remark() {
    let out = compile(
        "unsup",
        "int f(int n) { int a[n]; a[0] = 1; return a[0]; }\nint g(int x) { register int r __asm__(\"eax\") = x; return r; }\nint h(int x) { __asm__(\"nop\"); return x + 1; }\n",
    )
    .unwrap();
    let m = &out.module;
    let f = &m.funcs[m.func_by_name("f").unwrap()];
    assert!(f.body.is_none());
    assert!(f.unsupported.as_ref().unwrap().reason.contains("variable-length array"));
    let g = &m.funcs[m.func_by_name("g").unwrap()];
    assert!(g.unsupported.as_ref().unwrap().reason.contains("in a given register"));
    assert!(m.funcs[m.func_by_name("h").unwrap()].body.is_some());
    let msgs: Vec<&str> = out.remarks.list.iter().map(|r| r.message.as_str()).collect();
    assert!(
        msgs.iter().any(|m| m.contains("function `g` kept as written: declares a variable in a given register")),
        "{:?}",
        msgs
    );
    let asm_remark = out.remarks.list.iter().find(|r| r.message.contains("`g`")).unwrap();
    assert_eq!((asm_remark.loc.line, asm_remark.loc.col), (2, 29));
}

#[test]
fn asm_statements_become_asm_instances() {
    // lang-c reads `asm("")` (no qualifiers) as a call of an undeclared `asm`.
    let text = "void f(int *a) { asm(\"\"); a[0] = 1; }\nvoid g(int *a) { __asm__ volatile(\"\" ::: \"memory\"); a[0] = 2; }\nint h(int x) { int r; __asm__(\"movl %1, %0\" : \"=r\"(r) : \"r\"(x)); return r; }\n";
    let out = compile("basic-asm", text).unwrap();
    for name in ["f", "g", "h"] {
        let func = &out.module.funcs[out.module.func_by_name(name).unwrap()];
        assert!(func.body.is_some(), "{}", name);
    }
    let pieces = |n: &str| out.module.funcs[out.module.func_by_name(n).unwrap()].asm.clone().unwrap().pieces;
    assert_eq!(pieces("__asm.1"), ["__asm__ (\"\")"]);
    assert_eq!(pieces("__asm.2"), ["__asm__ __volatile__ (\"\" : : : \"memory\")"]);
    assert_eq!(pieces("__asm.3"), ["__asm__ (\"movl %1, %0\" : \"=r\" (*", ") : \"r\" (", "))"]);
}

#[test]
fn splice_ranges_point_into_the_original() {
    let text = "/* c */\nstatic int two(void)\n{\n  return 2;\n}\n";
    let out = compile("splice", text).unwrap();
    let f = &out.module.funcs[out.module.func_by_name("two").unwrap()];
    let splice = f.splice.clone().unwrap();
    assert_eq!(&text[splice.definition.clone()], "static int two(void)\n{\n  return 2;\n}");
    assert_eq!(&text[splice.body], "{\n  return 2;\n}");
}

#[test]
fn real_errors_are_diagnostics() {
    let d = error_of("undecl", "int f(void) {\n  return y;\n}\n");
    assert!(d.contains("undecl.c:2:10: error: `y` undeclared") || d.contains("`y` undeclared"), "{}", d);
    assert!(d.contains("2:10"), "{}", d);
    let d = error_of("args", "int g(int a, int b);\nint f(void) { return g(1); }\n");
    assert!(d.contains("wrong number of arguments"), "{}", d);
    let d = error_of("structint", "struct S { int a; } s;\nint f(void) { int x; x = s; return x; }\n");
    assert!(d.contains("incompatible types"), "{}", d);
    let d = error_of("notfn", "int f(void) { int x = 1; return x(2); }\n");
    assert!(d.contains("not a function"), "{}", d);
}

#[test]
fn annotations_attach_to_functions_and_loops() {
    let ir = check(
        "ann",
        "__decl-vec-function(uniform(a), linear(i))\nfloat get(float *a, int i) { return a[i]; }\nvoid f(float *a, int n) {\n#pragma simd vec-function\n  for (int i = 0; i < n; i++) a[i] = get(a, i);\n}\n",
    );
    assert!(ir.contains("annotation decl-vec-function(uniform(%0), linear(%1))"), "{}", ir);
    assert!(ir.contains("pragma simd-vec-function()"), "{}", ir);
    let d = error_of("ann2", "void f(int *a) {\n#pragma simd vec-function\n  a[0] = 1;\n}\n");
    assert!(d.contains("pragma not followed by a loop"), "{}", d);
}

#[test]
fn loop_pragma_variables_must_exist() {
    let ir = check(
        "red",
        "float f(float *a, int n) {\n  float s = 0;\n#pragma omp simd reduction(+: s)\n  for (int i = 0; i < n; i++) s += a[i];\n  return s;\n}\n",
    );
    assert!(ir.contains("pragma omp-simd(reduction(Add: s))"), "{}", ir);
    let d = error_of(
        "red2",
        "float f(float *a, int n) {\n  float s = 0;\n#pragma omp simd reduction(+: t)\n  for (int i = 0; i < n; i++) s += a[i];\n  return s;\n}\n",
    );
    assert!(d.contains("`t` in the loop pragma's `reduction` clause is not a variable"), "{}", d);
}

#[test]
fn call_arguments_are_evaluated_right_to_left_like_gcc() {
    let ir = check("argorder", "int a(void);\nint b(void);\nint f(int, int);\nint g(void) { return f(a(), b()); }\n");
    let pos_a = ir.find("call.int @a").unwrap();
    let pos_b = ir.find("call.int @b").unwrap();
    assert!(pos_b < pos_a, "{}", ir);
}

#[test]
fn what_gcc_accepts_is_never_an_error() {
    // C89 leftovers that gcc 12 accepts with a warning: the function is kept as written.
    let out = compile("c89", "int f(void) { return undeclared_fn(3); }\nint g(void) { return 1; }\n").unwrap();
    let f = &out.module.funcs[out.module.func_by_name("f").unwrap()];
    assert!(f.unsupported.as_ref().unwrap().reason.contains("without a declaration"));
    assert!(out.module.funcs[out.module.func_by_name("g").unwrap()].body.is_some());
}

#[test]
fn statement_expressions_func_and_float_h_constants() {
    // glibc's `assert` is a statement expression in GNU C; `DBL_MAX` is a cast long double.
    let ir = check(
        "stmtexpr",
        "#include <assert.h>\n#include <float.h>\ndouble f(int x)\n{\n  assert(x > 0);\n  int y = ({ int t = x * 3; t + 1; });\n  const char *name = __func__;\n  return y + DBL_MAX + name[0];\n}\n",
    );
    assert!(ir.contains("call @__assert_fail"), "{}", ir);
    assert!(ir.contains("const.*char \"f\""), "{}", ir);
    assert!(ir.contains("const.double 1.7976931348623157e308"), "{}", ir);
}

#[test]
fn prototype_annotations_move_to_the_definition() {
    let ir = check(
        "proto",
        "__decl-vec-function(uniform(k))\nint scale(int x, int k);\nint scale(int x, int k) { return x * k; }\n",
    );
    let func = ir.find("func @scale: fn(int, int) -> int {").expect("the definition");
    let next_line = ir[func..].lines().nth(1).unwrap_or("");
    assert!(next_line.starts_with("    annotation decl-vec-function(uniform(%1));"), "{}", ir);
}

#[test]
fn generic_selection_picks_by_the_value_type() {
    let ir = check(
        "generic",
        "int f(const int ci, char *p) {\n  return _Generic(ci, int: 10, default: 20) + _Generic(p, char *: 1, default: 2);\n}\n",
    );
    assert!(ir.contains("const.int 10") && ir.contains("const.int 1 "), "{}", ir);
    assert!(!ir.contains("const.int 20"), "{}", ir);
}

/// The output of compiling `text` (written to a temporary file) with `opts`.
fn compile_with(name: &str, text: &str, opts: &frontend::Options) -> Result<frontend::FrontendOutput, String> {
    let dir = std::env::temp_dir().join(format!("vcc-lower-{}-{}", std::process::id(), name));
    std::fs::create_dir_all(&dir).unwrap();
    let path: PathBuf = dir.join(format!("{}.c", name));
    std::fs::write(&path, text).unwrap();
    let res = frontend::compile(&path, opts);
    let _ = std::fs::remove_dir_all(&dir);
    res.map_err(|(files, diags)| frontend::diag::render(&files, &diags, false))
}

/// Whether `name` is defined with a body the midend may rewrite.
fn lowered(out: &frontend::FrontendOutput, name: &str) -> bool {
    out.module.func_by_name(name).is_some_and(|id| out.module.funcs[id].body.is_some())
}

/// A function whose return type or parameters vcc cannot represent is kept as written and says
/// so (it had no remark when the type was in its head rather than in its body).
#[test]
fn functions_returning_vector_types_are_kept_with_a_remark() {
    let out = compile(
        "gnuvec_head",
        "#include <immintrin.h>\n__m128i f(__m128i a, float *x, int n) {\n  for (int i = 0; i < n; i++) x[i] *= 2.0f;\n  return a;\n}\nvoid g(float *x, int n) {\n  for (int i = 0; i < n; i++) x[i] *= 2.0f;\n}\n",
    )
    .unwrap();
    assert!(!lowered(&out, "f"));
    assert!(lowered(&out, "g"));
    let remark = out.remarks.list.iter().find(|r| r.message.contains("`f`")).expect("a remark for f");
    assert_eq!(remark.message, "function `f` kept as written: uses a GNU vector type");
    assert_eq!(remark.loc.line, 2);
}

/// AArch64's vector types, which lang-c cannot parse and vcc reads as `void`, keep the functions
/// that use them as written. Before, `uint8x16_t z(...) { ...; return vld1q_u8(p); }` was
/// rewritten with its return value dropped, and `vst1q_u8(p, vld1q_u8(q))` was an error for the
/// whole file ("void value not ignored").
#[test]
fn neon_types_keep_their_functions_as_written() {
    if std::process::Command::new("aarch64-linux-gnu-gcc").arg("--version").output().is_err() {
        // CI installs it (.ci/run); a missing tool there is a failure, not a skip.
        assert!(std::env::var("CI").as_deref() != Ok("true"), "aarch64-linux-gnu-gcc is not installed");
        println!("skipped: aarch64-linux-gnu-gcc not installed");
        return;
    }
    let mut opts = frontend::Options::default();
    opts.preprocess.cc = "aarch64-linux-gnu-gcc".into();
    let text = "#include <arm_neon.h>\n\
        uint8x16_t z(const unsigned char *p, float *a, int n) {\n  for (int i = 0; i < n; i++) a[i] *= 2.0f;\n  return vld1q_u8(p);\n}\n\
        void v(uint8_t *p, float *a, int n) {\n  for (int i = 0; i < n; i++) a[i] *= 2.0f;\n  vst1q_u8(p + 16, vld1q_u8(p));\n}\n\
        void w(float *a, int n) {\n  for (int i = 0; i < n; i++) a[i] *= 2.0f;\n}\n";
    let out = compile_with("neon_types", text, &opts).unwrap_or_else(|d| panic!("diagnostics:\n{}", d));
    assert!(!lowered(&out, "z"));
    assert!(!lowered(&out, "v"));
    assert!(lowered(&out, "w"));
    for name in ["z", "v"] {
        let prefix = format!("function `{name}` kept as written: uses `__Uint8x16_t` (an AArch64 NEON type)");
        assert!(out.remarks.list.iter().any(|r| r.message.starts_with(&prefix)), "no remark for {name}");
    }
}
