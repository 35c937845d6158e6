//! Shared harness of the vector emission tests: vector IR written by hand (as text) for each
//! operation and element type, emitted for a target, wrapped in a C `main` that runs each
//! function on known inputs and compares the results with the same computation in scalar C,
//! then compiled with `cc -O2 -Wall -Wextra -Werror` (and `clang-19` when installed) and run.
//!
//! Masked loads and stores run against a `PROT_NONE` page: the inactive lanes' addresses lie
//! past its boundary, so touching one would crash the program.

#![allow(dead_code)]

use emit::{emit_function_definition_for, vector::Prelude};
use midend::ir::parse::parse_module;
use midend::target::TargetKind;
use std::fmt::Write;
use std::process::Command;

/// An element type: IR name, C name, size, float, signed.
#[derive(Clone, Copy, Debug)]
pub struct Ty {
    pub ir: &'static str,
    pub c: &'static str,
    pub bytes: u32,
    pub float: bool,
}

pub const TYPES: [Ty; 11] = [
    Ty { ir: "char", c: "char", bytes: 1, float: false },
    Ty { ir: "schar", c: "signed char", bytes: 1, float: false },
    Ty { ir: "uchar", c: "unsigned char", bytes: 1, float: false },
    Ty { ir: "short", c: "short", bytes: 2, float: false },
    Ty { ir: "ushort", c: "unsigned short", bytes: 2, float: false },
    Ty { ir: "int", c: "int", bytes: 4, float: false },
    Ty { ir: "uint", c: "unsigned int", bytes: 4, float: false },
    Ty { ir: "long", c: "long", bytes: 8, float: false },
    Ty { ir: "ulong", c: "unsigned long", bytes: 8, float: false },
    Ty { ir: "float", c: "float", bytes: 4, float: true },
    Ty { ir: "double", c: "double", bytes: 8, float: true },
];

pub fn ty(name: &str) -> Ty {
    *TYPES.iter().find(|t| t.ir == name).expect("a known type")
}

/// One test function: IR body lines (after the three loads `v4 = a`, `v5 = b`, `v6 = s`) whose
/// result vector or stores go to `v3` (`out`, of element type `res`), and the C statement that
/// computes `want[k]` for lane `k` (with `a`, `b`, `s`, `idx(k)` in scope).
pub struct Case {
    pub name: String,
    pub elem: Ty,
    pub res: Ty,
    pub lanes: u32,
    pub body: String,
    pub expect: String,
    /// How many lanes of `out` are compared.
    pub count: u32,
    /// `a` and `out` end at a `PROT_NONE` page after `count` lanes.
    pub guarded: bool,
    /// The result is stored by the body itself (no `vstore v3, <last value>`).
    pub stores: bool,
}

pub fn vt(t: Ty, lanes: u32) -> String {
    format!("<{} x {}>", lanes, t.ir)
}

/// A constant vector literal with lane `k` = `f(k)`, spelled for the element type.
pub fn lanes_lit(t: Ty, lanes: u32, f: impl Fn(u32) -> i64) -> String {
    let parts: Vec<String> =
        (0..lanes).map(|k| if t.float { format!("{}.0", f(k)) } else { f(k).to_string() }).collect();
    format!("[{}]", parts.join(", "))
}

/// The permutation used by gathers, scatters and shuffles.
pub fn perm(k: u32, lanes: u32) -> u32 {
    (k * 5 + 3) % lanes
}

impl Case {
    pub fn new(name: &str, elem: Ty, lanes: u32, body: &str, expect: &str) -> Case {
        Case {
            name: format!("{}_{}x{}", name, elem.ir, lanes),
            elem,
            res: elem,
            lanes,
            body: body.to_string(),
            expect: expect.to_string(),
            count: lanes,
            guarded: false,
            stores: false,
        }
    }

    pub fn ir(&self) -> String {
        let (t, r, n) = (self.elem.ir, self.res.ir, self.lanes);
        let v = vt(self.elem, n);
        let mut text = format!("func @{}: fn(*{t}, *{t}, *{t}, *{r}) -> void {{\n", self.name);
        text.push_str("    names v0=a v1=b v2=s v3=out\n");
        let _ = writeln!(text, "block0(v0: *{t}, v1: *{t}, v2: *{t}, v3: *{r}):");
        if !self.guarded {
            let _ = writeln!(text, "    v4 = vload.{v} v0\n    v5 = vload.{v} v1\n    v6 = vload.{v} v2");
        }
        let mut last = 6;
        for line in self.body.lines().map(str::trim).filter(|l| !l.is_empty()) {
            let line = line
                .replace("{V}", &v)
                .replace("{M}", &format!("<{} x i1>", n))
                .replace("{T}", t)
                .replace("{R}", &vt(self.res, n))
                .replace("{r}", r);
            if let Some(num) =
                line.strip_prefix('v').and_then(|l| l.split(' ').next()).and_then(|n| n.parse::<u32>().ok())
            {
                last = last.max(num);
            }
            let _ = writeln!(text, "    {}", line);
        }
        if !self.stores {
            let _ = writeln!(text, "    vstore v3, v{}", last);
        }
        text.push_str("    ret\n}\n");
        text
    }

    /// The C block of `main` that runs and checks this case.
    pub fn driver(&self) -> String {
        let (t, r, n) = (self.elem.c, self.res.c, self.lanes);
        let mut out = String::from("    {\n");
        let _ = writeln!(
            out,
            "        _Alignas(64) {t} a0[64], b[64], s[64];\n        _Alignas(64) {r} out0[64], want[64];"
        );
        let _ = writeln!(
            out,
            "        INIT(a0, b, s);\n        memset(out0, 0, sizeof out0);\n        memset(want, 0, sizeof want);"
        );
        if self.guarded {
            let _ = writeln!(
                out,
                "        {t} *a = ({t} *)guarded({});\n        memcpy(a, a0, {} * sizeof *a);",
                self.count * self.elem.bytes,
                self.count
            );
            let _ = writeln!(
                out,
                "        {r} *out = ({r} *)guarded({});\n        memset(out, 0, {} * sizeof *out);",
                self.count * self.res.bytes,
                self.count
            );
        } else {
            let _ = writeln!(out, "        {t} *a = a0;\n        {r} *out = out0;");
        }
        let _ = writeln!(out, "        {}(a, b, s, out);", self.name);
        let _ = writeln!(
            out,
            "        for (int k = 0; k < {}; k++) {{ {} }}",
            if self.guarded { self.count } else { n },
            self.expect
        );
        let _ = writeln!(out, "        check(\"{}\", out, want, {} * sizeof *out);", self.name, self.count);
        out.push_str("    }\n");
        out
    }
}

const MAIN_HEAD: &str = r#"#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int failures, checks;

static void check(const char *name, const void *got, const void *want, size_t bytes) {
    checks++;
    if (memcmp(got, want, bytes) != 0) {
        failures++;
        printf("FAIL %s:", name);
        for (size_t i = 0; i < bytes; i++)
            printf(" %02x/%02x", ((const unsigned char *)got)[i], ((const unsigned char *)want)[i]);
        printf("\n");
    }
}

/* `bytes` of memory that end exactly where a PROT_NONE page begins. */
__attribute__((unused)) static void *guarded(size_t bytes) {
    long page = sysconf(_SC_PAGESIZE);
    char *base = mmap(0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (base == MAP_FAILED || mprotect(base + page, page, PROT_NONE) != 0) {
        perror("mmap");
        return 0;
    }
    return base + page - bytes;
}

#define INIT(a, b, s) \
    for (int i = 0; i < 64; i++) { \
        a[i] = i % 5 == 4 ? 0 : (__typeof__(a[0]))(i * 37 - 50); \
        s[i] = (__typeof__(s[0]))(i % 7 + 1); \
        b[i] = i % 3 == 0 ? a[i] : (__typeof__(b[0]))(i * 13 % 41 - 20); \
    }
#define idx(k) (((k) * 5 + 3) % LANES)
"#;

/// Emits every case for `target`, compiles and runs the program with each compiler; returns
/// the generated C (for inspection on failure).
pub fn run(cases: &[Case], target: TargetKind, tag: &str) -> String {
    let mut prelude = Prelude::default();
    let mut defs = String::new();
    for case in cases {
        let ir = case.ir();
        let module = parse_module(&ir).unwrap_or_else(|e| panic!("{}\n{}", e, ir));
        if let Err(errs) = midend::verify::verify_module(&module) {
            panic!("{:?}\n{}", errs, ir);
        }
        let (_, decl) = module.funcs.iter().next().unwrap();
        let func = decl.body.as_ref().unwrap();
        let written = emit_function_definition_for(&module, func, target).unwrap_or_else(|e| panic!("{}\n{}", e, ir));
        let again = emit_function_definition_for(&module, func, target).unwrap();
        assert_eq!(written.text, again.text, "not deterministic");
        prelude.merge(&written.prelude);
        defs.push_str(&written.text);
        defs.push('\n');
    }
    let mut c = String::from(MAIN_HEAD);
    c.push_str(&prelude.text());
    c.push_str(&defs);
    c.push_str("int main(void) {\n");
    for case in cases {
        let _ = writeln!(c, "#define LANES {}", case.lanes);
        c.push_str(&case.driver());
        c.push_str("#undef LANES\n");
    }
    c.push_str("    printf(\"checks %d failures %d\\n\", checks, failures);\n    return failures != 0;\n}\n");
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join(format!("{}.c", tag));
    std::fs::write(&src, &c).unwrap();
    let keep = std::env::temp_dir().join(format!("vcc-{}.c", tag));
    let _ = std::fs::write(&keep, &c);
    let runnable = host_runs(target);
    if !runnable {
        println!("skipped: host CPU has no {} (the {} program is compiled, not run)", target_name(target), tag);
    }
    for cc in ["cc", "clang-19"] {
        if cc != "cc" && Command::new(cc).arg("--version").output().is_err() {
            continue;
        }
        let exe = dir.path().join(format!("{}-{}", tag, cc));
        let out =
            Command::new(cc).args(["-O2", "-Wall", "-Wextra", "-Werror", "-o"]).arg(&exe).arg(&src).output().unwrap();
        assert!(out.status.success(), "{} failed on {}:\n{}", cc, keep.display(), String::from_utf8_lossy(&out.stderr));
        if !runnable {
            continue;
        }
        let run = Command::new(&exe).output().unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "{} build of {} failed ({:?}):\n{}{}",
            cc,
            keep.display(),
            run.status,
            stdout,
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(stdout.contains(&format!("checks {} failures 0", cases.len())), "{}", stdout);
    }
    c
}

/// The CPU flags (from /proc/cpuinfo) a target's programs need to run.
fn cpu_flags(target: TargetKind) -> &'static [&'static str] {
    match target {
        TargetKind::Avx2 => &["avx2"],
        TargetKind::Avx512 => &["avx2", "avx512f", "avx512vl", "avx512bw", "avx512dq"],
        _ => &[],
    }
}

fn target_name(target: TargetKind) -> &'static str {
    midend::target::Target::get(target).name
}

/// Whether this host can run code built for `target`.
pub fn host_runs(target: TargetKind) -> bool {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let flags: Vec<&str> =
        cpuinfo.lines().find(|l| l.starts_with("flags")).map(|l| l.split_whitespace().collect()).unwrap_or_default();
    cpu_flags(target).iter().all(|f| flags.contains(f))
}

/// Lane-wise binary operations with `want[k] = (T)(a[k] OP x[k])`.
fn binary_cases(t: Ty, n: u32, cases: &mut Vec<Case>) {
    let mut ops: Vec<(&str, &str, &str)> =
        vec![("add", "+", "v5"), ("sub", "-", "v5"), ("mul", "*", "v5"), ("div", "/", "v6")];
    if !t.float {
        ops.extend([
            ("rem", "%", "v6"),
            ("and", "&", "v5"),
            ("or", "|", "v5"),
            ("xor", "^", "v5"),
            ("shr", ">>", "v6"),
        ]);
    }
    for (op, c_op, rhs) in ops {
        let other = if rhs == "v5" { "b" } else { "s" };
        let body = format!("v7 = {op}.{{V}} v4, {rhs}");
        cases.push(Case::new(op, t, n, &body, &format!("want[k] = ({})(a[k] {c_op} {other}[k]);", t.c)));
    }
    if !t.float {
        let expect = format!("want[k] = ({})((unsigned long long)a[k] << s[k]);", t.c);
        cases.push(Case::new("shl", t, n, "v7 = shl.{V} v4, v6", &expect));
    }
    cases.push(Case::new("min", t, n, "v7 = min.{V} v4, v5", "want[k] = a[k] < b[k] ? a[k] : b[k];"));
    if t.float {
        // 0/0 lanes are NaN: min and max give their second operand when either is NaN.
        let nan = format!("{} x = a[k] / a[k];", t.c);
        cases.push(Case::new(
            "minnan",
            t,
            n,
            "v7 = div.{V} v4, v4\nv8 = min.{V} v7, v5",
            &format!("{nan} want[k] = x < b[k] ? x : b[k];"),
        ));
        cases.push(Case::new(
            "nanmin",
            t,
            n,
            "v7 = div.{V} v4, v4\nv8 = min.{V} v5, v7",
            &format!("{nan} want[k] = b[k] < x ? b[k] : x;"),
        ));
        cases.push(Case::new(
            "maxnan",
            t,
            n,
            "v7 = div.{V} v4, v4\nv8 = max.{V} v7, v5",
            &format!("{nan} want[k] = x > b[k] ? x : b[k];"),
        ));
        cases.push(Case::new(
            "nanmax",
            t,
            n,
            "v7 = div.{V} v4, v4\nv8 = max.{V} v5, v7",
            &format!("{nan} want[k] = b[k] > x ? b[k] : x;"),
        ));
        cases.push(Case::new(
            "nancmp",
            t,
            n,
            "v7 = div.{V} v4, v4\nv8 = ne.{M} v7, v7\nv9 = cast.{V} v8",
            &format!("{nan} want[k] = ({})(x != x);", t.c),
        ));
    }
    cases.push(Case::new("max", t, n, "v7 = max.{V} v4, v5", "want[k] = a[k] > b[k] ? a[k] : b[k];"));
    if t.ir == "short" {
        // Multiply-add pairs into half as many 32-bit lanes, modulo 2^32; in the second case the
        // first pair is -32768 * -32768 twice, whose sum 2^31 wraps.
        let madd = format!("v7 = madd.<{} x uint> v4, v5", n / 2);
        let expect =
            "want[k] = (unsigned)a[2 * k] * (unsigned)b[2 * k] + (unsigned)a[2 * k + 1] * (unsigned)b[2 * k + 1];";
        let mut c = Case::new("madd", t, n, &madd, expect);
        (c.res, c.count) = (ty("uint"), n / 2);
        cases.push(c);
        let lit = lanes_lit(t, n, |k| if k < 2 { -32768 } else { k as i64 * 1000 - 9000 });
        let body = format!("v7 = const.{{V}} {lit}\nv8 = madd.<{} x uint> v7, v7", n / 2);
        let lane = |j: &str| format!("(unsigned)({j} < 2 ? -32768 : ({j}) * 1000 - 9000)");
        let expect = format!("unsigned x = {}, y = {}; want[k] = x * x + y * y;", lane("2 * k"), lane("2 * k + 1"));
        let mut c = Case::new("madd_min", t, n, &body, &expect);
        (c.res, c.count) = (ty("uint"), n / 2);
        cases.push(c);
    }
    if !t.float && t.bytes <= 2 {
        // Saturating arithmetic: the exact result clamped to the lane type's range.
        let clamp = |x: &str, op: &str, y: &str| {
            format!(
                "long long r = (long long){x} {op} (long long){y}; \
                 long long hi = ({c})-1 < 0 ? (long long)((1ULL << (8 * sizeof({c}) - 1)) - 1) : (long long)({c})-1; \
                 long long lo = ({c})-1 < 0 ? -hi - 1 : 0; want[k] = ({c})(r < lo ? lo : r > hi ? hi : r);",
                c = t.c
            )
        };
        cases.push(Case::new("addsat", t, n, "v7 = addsat.{V} v4, v5", &clamp("a[k]", "+", "b[k]")));
        cases.push(Case::new("addsat_self", t, n, "v7 = addsat.{V} v4, v4", &clamp("a[k]", "+", "a[k]")));
        cases.push(Case::new("subsat", t, n, "v7 = subsat.{V} v4, v5", &clamp("a[k]", "-", "b[k]")));
        cases.push(Case::new(
            "subsat_neg",
            t,
            n,
            "v7 = neg.{V} v4\nv8 = subsat.{V} v7, v4",
            &clamp(&format!("({})-a[k]", t.c), "-", "a[k]"),
        ));
    }
}

fn unary_and_compare_cases(t: Ty, n: u32, cases: &mut Vec<Case>) {
    cases.push(Case::new("neg", t, n, "v7 = neg.{V} v4", &format!("want[k] = ({})-a[k];", t.c)));
    if !t.float {
        cases.push(Case::new("bitnot", t, n, "v7 = bitnot.{V} v4", &format!("want[k] = ({})~a[k];", t.c)));
    }
    cases.push(Case::new(
        "lognot",
        t,
        n,
        "v7 = lognot.{M} v4\nv8 = cast.{V} v7",
        &format!("want[k] = ({})!a[k];", t.c),
    ));
    for (op, c_op) in [("eq", "=="), ("ne", "!="), ("lt", "<"), ("le", "<="), ("gt", ">"), ("ge", ">=")] {
        let body = format!("v7 = {op}.{{M}} v4, v5\nv8 = cast.{{V}} v7");
        cases.push(Case::new(op, t, n, &body, &format!("want[k] = ({})(a[k] {c_op} b[k]);", t.c)));
    }
    cases.push(Case::new(
        "select",
        t,
        n,
        "v7 = gt.{M} v4, v5\nv8 = select.{V} v7, v6, v4",
        "want[k] = a[k] > b[k] ? s[k] : a[k];",
    ));
    let masks = "v7 = lt.{M} v4, v5\nv8 = gt.{M} v4, v6\nv9 = and.{M} v7, v8\nv10 = or.{M} v9, v7\nv11 = xor.{M} v10, v8\nv12 = bitnot.{M} v11\nv13 = lognot.{M} v12\nv14 = cast.{V} v13";
    let expect = format!("want[k] = ({})!!((((a[k] < b[k]) & (a[k] > s[k])) | (a[k] < b[k])) ^ (a[k] > s[k]));", t.c);
    cases.push(Case::new("maskops", t, n, masks, &expect));
}

fn lane_cases(t: Ty, n: u32, cases: &mut Vec<Case>) {
    cases.push(Case::new(
        "splat",
        t,
        n,
        "v7 = extract.{T} v4, 1\nv8 = splat.{V} v7\nv9 = add.{V} v8, v5",
        &format!("want[k] = ({})(a[1] + b[k]);", t.c),
    ));
    cases.push(Case::new(
        "insert",
        t,
        n,
        "v7 = extract.{T} v5, 1\nv8 = insert.{V} v4, 0, v7",
        "want[k] = k == 0 ? b[1] : a[k];",
    ));
    let lanes: Vec<String> = (0..n).map(|k| ((k * 3 + 1) % (2 * n)).to_string()).collect();
    let body = format!("v7 = shuffle.{{V}} v4, v5, [{}]", lanes.join(", "));
    let expect = format!("int j = (k * 3 + 1) % {}; want[k] = j < {n} ? a[j] : b[j - {n}];", 2 * n);
    cases.push(Case::new("shuffle", t, n, &body, &expect));
    let body = format!("v7 = const.{{V}} {}\nv8 = add.{{V}} v4, v7", lanes_lit(t, n, |k| k as i64 - 2));
    cases.push(Case::new("constvec", t, n, &body, &format!("want[k] = ({})(a[k] + (k - 2));", t.c)));
    if !t.float {
        // A rotate, `(x << c) | (x >> (w - c))` (one `vprold`/`vprolq` on AVX-512's unsigned
        // 32- and 64-bit lanes; shifts and an or elsewhere, and on signed lanes, whose `>>`
        // is arithmetic).
        let bits = t.bytes * 8;
        let c = bits / 4 + 1;
        let body = format!(
            "v7 = const.{{V}} {c}\nv8 = shl.{{V}} v4, v7\nv9 = const.{{V}} {}\nv10 = shr.{{V}} v4, v9\nv11 = or.{{V}} v8, v10",
            bits - c
        );
        let expect =
            format!("want[k] = ({t})(({t})((unsigned long long)a[k] << {c}) | ({t})(a[k] >> {}));", bits - c, t = t.c);
        cases.push(Case::new("rotate", t, n, &body, &expect));
    }
    let const_lane = if t.float { "2.0" } else { "2" };
    let body = format!("v7 = const.{{V}} {const_lane}\nv8 = mul.{{V}} v4, v7");
    cases.push(Case::new("constsplat", t, n, &body, &format!("want[k] = ({})(a[k] * 2);", t.c)));
}

fn memory_cases(t: Ty, n: u32, cases: &mut Vec<Case>) {
    // `load`/`store` of a whole vector through an element pointer.
    let mut c = Case::new("plainload", t, n, "v7 = load.{V} v1\nstore v3, v7", "want[k] = b[k];");
    c.stores = true;
    cases.push(c);
    cases.push(Case::new(
        "loadoff",
        t,
        n,
        "v7 = const.long 1\nv8 = ptradd.*{T} v1, v7\nv9 = vload.{V} v8",
        "want[k] = b[k + 1];",
    ));
    let mut c = Case::new("loadaligned", t, n, "v7 = vload.aligned.{V} v1\nvstore.aligned v3, v7", "want[k] = b[k];");
    c.stores = true;
    cases.push(c);
    // Masked load and store of the first n-3 lanes against a protected page.
    let active = n.saturating_sub(3).max(1);
    let step = lanes_lit(t, n, |k| k as i64);
    let limit = if t.float { format!("{}.0", active) } else { active.to_string() };
    let body = format!(
        "v7 = const.{{V}} {step}\nv8 = const.{{V}} {limit}\nv9 = lt.{{M}} v7, v8\nv10 = vload.{{V}} v0, mask v9\nv11 = add.{{V}} v10, v10\nvstore v3, v11, mask v9"
    );
    let mut c = Case::new("masked", t, n, &body, &format!("want[k] = ({})(a[k] + a[k]);", t.c));
    c.guarded = true;
    c.stores = true;
    c.count = active;
    cases.push(c);
    // Masked-off lanes of a masked load are zero.
    let body = "v7 = lt.{M} v4, v5\nv8 = vload.{V} v2, mask v7";
    cases.push(Case::new("maskzero", t, n, body, &format!("want[k] = a[k] < b[k] ? s[k] : ({})0;", t.c)));
    let idx = lanes_lit(ty("int"), n, |k| perm(k, n) as i64);
    let body = format!("v7 = const.<{n} x int> {idx}\nv8 = gather.{{V}} v1, v7");
    cases.push(Case::new("gather", t, n, &body, "want[k] = b[idx(k)];"));
    let body = format!("v7 = const.<{n} x int> {idx}\nv8 = lt.{{M}} v4, v5\nv9 = gather.{{V}} v1, v7, mask v8");
    cases.push(Case::new("gathermask", t, n, &body, &format!("want[k] = a[k] < b[k] ? b[idx(k)] : ({})0;", t.c)));
    let body = format!("v7 = const.<{n} x int> {idx}\nscatter v3, v7, v4");
    let mut c = Case::new("scatter", t, n, &body, "want[idx(k)] = a[k];");
    c.stores = true;
    cases.push(c);
    let body = format!("v7 = const.<{n} x int> {idx}\nv8 = lt.{{M}} v4, v5\nscatter v3, v7, v4, mask v8");
    let mut c = Case::new("scattermask", t, n, &body, "if (a[k] < b[k]) want[idx(k)] = a[k];");
    c.stores = true;
    cases.push(c);
    // Repeated indices: lanes are stored in lane order, the last one wins (the IR's meaning,
    // and AVX-512's for overlapping scatter lanes).
    let dup = lanes_lit(ty("int"), n, |k| (k / 2) as i64);
    let body = format!("v7 = const.<{n} x int> {dup}\nscatter v3, v7, v4");
    let mut c = Case::new("scatterdup", t, n, &body, "want[k / 2] = a[k];");
    c.stores = true;
    c.count = n / 2;
    cases.push(c);
}

fn reduce_cases(t: Ty, n: u32, cases: &mut Vec<Case>) {
    let mut ops = vec![("add", "+", "v4"), ("mul", "*", "v6")];
    if !t.float {
        ops.extend([("and", "&", "v4"), ("or", "|", "v4"), ("xor", "^", "v4")]);
    }
    for (op, c_op, arg) in ops {
        let src = if arg == "v4" { "a" } else { "s" };
        let body = format!("v7 = reduce.{op}.{{T}} {arg}\nstore v3, v7");
        let expect = format!("if (k == 0) {{ want[0] = {src}[0]; for (int i = 1; i < {n}; i++) want[0] = ({})(want[0] {c_op} {src}[i]); }}", t.c);
        let mut c = Case::new(&format!("reduce{op}"), t, n, &body, &expect);
        c.stores = true;
        c.count = 1;
        cases.push(c);
    }
    for (op, c_op) in [("min", "<"), ("max", ">")] {
        let body = format!("v7 = reduce.{op}.{{T}} v4\nstore v3, v7");
        let expect = format!("if (k == 0) {{ want[0] = a[0]; for (int i = 1; i < {n}; i++) want[0] = a[i] {c_op} want[0] ? a[i] : want[0]; }}");
        let mut c = Case::new(&format!("reduce{op}"), t, n, &body, &expect);
        c.stores = true;
        c.count = 1;
        cases.push(c);
    }
    for (op, init, c_op) in [("or", "0", "|"), ("and", "1", "&")] {
        let body = format!("v7 = lt.{{M}} v4, v5\nv8 = reduce.{op}.int v7\nv9 = cast.{{T}} v8\nstore v3, v9");
        let expect = format!("if (k == 0) {{ int r = {init}; for (int i = 0; i < {n}; i++) r = r {c_op} (a[i] < b[i]); want[0] = ({})r; }}", t.c);
        let mut c = Case::new(&format!("mask{op}"), t, n, &body, &expect);
        c.stores = true;
        c.count = 1;
        cases.push(c);
    }
}

/// Every operation on every element type, `bits`-bit vectors.
pub fn all_cases(bits: u32) -> Vec<Case> {
    let mut cases = Vec::new();
    for t in TYPES {
        let n = bits / 8 / t.bytes;
        if n < 2 {
            continue;
        }
        binary_cases(t, n, &mut cases);
        unary_and_compare_cases(t, n, &mut cases);
        lane_cases(t, n, &mut cases);
        memory_cases(t, n, &mut cases);
        reduce_cases(t, n, &mut cases);
    }
    cases
}

/// Conversions between element types with the same lane count.
pub fn cast_cases(n: u32) -> Vec<Case> {
    let pairs = [
        ("int", "float"),
        ("float", "int"),
        ("schar", "int"),
        ("uchar", "int"),
        ("int", "schar"),
        ("short", "uint"),
        ("int", "double"),
        ("double", "float"),
        ("float", "double"),
        ("ulong", "uchar"),
        ("long", "int"),
        ("uint", "ulong"),
        ("long", "double"),
        ("double", "long"),
        ("ulong", "double"),
        ("long", "float"),
        ("float", "long"),
        ("uint", "float"),
        ("uint", "double"),
        ("int", "short"),
        ("short", "schar"),
    ];
    let mut cases = Vec::new();
    for (from, to) in pairs {
        let (f, r) = (ty(from), ty(to));
        let mut c = Case::new(&format!("cast_{}", to), f, n, "v7 = cast.{R} v4", &format!("want[k] = ({})a[k];", r.c));
        c.res = r;
        cases.push(c);
        // A mask to numbers: set lanes are 1.
        let mut c = Case::new(
            &format!("maskto_{}", to),
            f,
            n,
            "v7 = lt.{M} v4, v5\nv8 = cast.{R} v7",
            &format!("want[k] = ({})(a[k] < b[k]);", r.c),
        );
        c.res = r;
        cases.push(c);
    }
    cases
}
