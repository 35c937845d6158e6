//! The compiler wrapper's tests (`cargo test --test wrapper`): small C projects built with make
//! (`make -j2 CC="vcc-cc gcc"`) in temporary directories, against the plain build, and commands
//! that must reach the compiler unchanged (checked with a fake compiler that records its
//! arguments). The binaries are the ones cargo built beside each other, so vcc-cc finds vcc
//! as it does once installed.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::PathBuf;
use std::process::{Command, Output};

fn main() {
    let args = Arguments::from_args();
    let trials = vec![
        Trial::test("wrapper::make_build_runs_as_the_plain_build", make_build_runs_as_the_plain_build),
        Trial::test("wrapper::make_build_with_clang", make_build_with_clang),
        Trial::test("wrapper::dependency_files_name_the_users_files", dependency_files_name_the_users_files),
        Trial::test("wrapper::rejected_file_builds_with_one_warning", rejected_file_builds_with_one_warning),
        Trial::test("wrapper::strict_fails_on_a_rejected_file", strict_fails_on_a_rejected_file),
        Trial::test("wrapper::output_that_does_not_compile_falls_back", output_that_does_not_compile_falls_back),
        Trial::test("wrapper::pass_through_is_exact", pass_through_is_exact),
        Trial::test("wrapper::preprocess_link_and_assembly_pass_through", preprocess_link_and_assembly_pass_through),
        Trial::test("wrapper::target_follows_the_flags", target_follows_the_flags),
        Trial::test("wrapper::objects_are_deterministic", objects_are_deterministic),
        Trial::test("wrapper::cargo_build_with_the_cc_crate", cargo_build_with_the_cc_crate),
        Trial::test("wrapper::aarch64_compiler_gets_neon", aarch64_compiler_gets_neon),
        Trial::test("wrapper::dependency_file_options", dependency_file_options),
        Trial::test("wrapper::help", help),
        Trial::test("wrapper::forced_include_with_a_header_function", forced_include_with_a_header_function),
        Trial::test("wrapper::header_function_rewritten_with_deps", header_function_rewritten_with_deps),
        Trial::test(
            "wrapper::header_with_system_macros_and_late_intrinsics",
            header_with_system_macros_and_late_intrinsics,
        ),
        Trial::test("wrapper::header_with_late_arm_neon", header_with_late_arm_neon),
        Trial::test("wrapper::preprocessed_input_with_sse2_headers", preprocessed_input_with_sse2_headers),
        Trial::test("wrapper::hanging_vcc_times_out", hanging_vcc_times_out),
    ];
    libtest_mimic::run(&args, trials).exit();
}

const VCC_CC: &str = env!("CARGO_BIN_EXE_vcc-cc");

/// A project: `main.c` calls a kernel in `src/kern.c`, whose header is in `src/`, and reads a
/// configuration header from the subdirectory `include/cfg/`, found by `-Iinclude`.
const PROJECT: &[(&str, &str)] = &[
    (
        "Makefile",
        "CFLAGS ?= -O2\nOBJS = main.o src/kern.o\nprog: $(OBJS)\n\t$(CC) $(CFLAGS) $(OBJS) -o $@\n\
         %.o: %.c\n\t$(CC) $(CFLAGS) -Iinclude -Isrc -MMD -c $< -o $@\n-include $(OBJS:.o=.d)\n",
    ),
    (
        "main.c",
        "#include <stdio.h>\n#include \"kern.h\"\n#include \"cfg/config.h\"\nint main(void) {\n\
         float x[N], y[N];\n  for (int i = 0; i < N; i++) { x[i] = i; y[i] = 2 * i; }\n\
         saxpy(y, x, 3.0f, N);\n  long sum = 0;\n  for (int i = 0; i < N; i++) sum += (long)y[i];\n\
         printf(\"%s %ld\\n\", __FILE__, sum);\n  return 0;\n}\n",
    ),
    ("src/kern.h", "void saxpy(float *restrict y, const float *restrict x, float a, int n);\n"),
    (
        "src/kern.c",
        "#include \"kern.h\"\n#include \"local.h\"\nvoid saxpy(float *restrict y, const float *restrict x, float a, int n) {\n\
         for (int i = 0; i < n; i++) y[i] += SCALE(a) * x[i];\n}\n",
    ),
    ("src/local.h", "#define SCALE(a) (a)\n"),
    ("include/cfg/config.h", "#define N 1003\n"),
];

/// A file vcc rejects (the clause names no parameter) and gcc compiles (without -fopenmp it
/// ignores the pragma).
const REJECTED: &str = "#pragma omp declare simd uniform(q)\nint twice(int k) { return k * 2; }\n";

fn make_build_runs_as_the_plain_build() -> Result<(), Failed> {
    make_build_with("gcc")
}

fn make_build_with_clang() -> Result<(), Failed> {
    if !tool_available("clang-19", "--version")? {
        return Ok(());
    }
    make_build_with("clang-19")
}

/// The project built by `make -j2 CC=<compiler>` and `CC="vcc-cc <compiler>"` prints the same,
/// without a warning, and the kernel's object differs (its loop rewritten by vcc).
fn make_build_with(compiler: &str) -> Result<(), Failed> {
    if !tool_available("make", "--version")? {
        return Ok(());
    }
    let plain = project(PROJECT)?;
    run_ok(Command::new("make").args(["-j2", &format!("CC={}", compiler)]).current_dir(plain.path()))?;
    let wrapped = project(PROJECT)?;
    let cc = format!("CC={} {}", VCC_CC, compiler);
    let out = run_ok(Command::new("make").args(["-j2", &cc]).current_dir(wrapped.path()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if stderr.contains("vcc-cc") {
        return Err(format!("the wrapped build warned:\n{}", stderr).into());
    }
    let expected = run_ok(&mut Command::new(plain.path().join("prog")))?.stdout;
    let got = run_ok(&mut Command::new(wrapped.path().join("prog")))?.stdout;
    check_eq("the program's output", &String::from_utf8_lossy(&expected), &String::from_utf8_lossy(&got))?;
    if std::fs::read(plain.path().join("src/kern.o"))? == std::fs::read(wrapped.path().join("src/kern.o"))? {
        return Err("src/kern.o is the plain build's: vcc's output was not compiled".into());
    }
    Ok(())
}

fn dependency_files_name_the_users_files() -> Result<(), Failed> {
    if !tool_available("make", "--version")? {
        return Ok(());
    }
    let dir = project(PROJECT)?;
    run_ok(Command::new("make").args(["-j2", &format!("CC={} gcc", VCC_CC)]).current_dir(dir.path()))?;
    let kern = std::fs::read_to_string(dir.path().join("src/kern.d"))?;
    check_eq("src/kern.d", "src/kern.o: src/kern.c src/kern.h src/local.h\n", &kern)?;
    let main = std::fs::read_to_string(dir.path().join("main.d"))?;
    check_eq("main.d", "main.o: main.c src/kern.h include/cfg/config.h\n", &main)?;
    // make rebuilds the object when the source changes, and only then.
    let out = run_ok(Command::new("make").args(["-q", "prog"]).current_dir(dir.path()));
    if out.is_err() {
        return Err("make -q: the build is not up to date after building".into());
    }
    std::fs::write(dir.path().join("src/local.h"), "#define SCALE(a) (a + 1)\n")?;
    let out = Command::new("make").args(["-q", "src/kern.o"]).current_dir(dir.path()).status()?;
    if out.success() {
        return Err("make -q: src/kern.o is not rebuilt when src/local.h changes".into());
    }
    Ok(())
}

fn rejected_file_builds_with_one_warning() -> Result<(), Failed> {
    let dir = project(&[("bad.c", REJECTED)])?;
    let out = run_ok(Command::new(VCC_CC).args(["gcc", "-O2", "-c", "bad.c", "-o", "bad.o"]).current_dir(dir.path()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let expected = "vcc-cc: warning: bad.c: vcc exited with status 1: bad.c:1:34: error: `uniform` names no parameter of `twice`; compiled the original\n";
    check_eq("stderr", expected, &stderr)?;
    if !dir.path().join("bad.o").exists() {
        return Err("no bad.o".into());
    }
    Ok(())
}

fn strict_fails_on_a_rejected_file() -> Result<(), Failed> {
    let dir = project(&[("bad.c", REJECTED)])?;
    let out = Command::new(VCC_CC)
        .args(["gcc", "-O2", "-c", "bad.c", "-o", "bad.o"])
        .env("VCC_STRICT", "1")
        .current_dir(dir.path())
        .output()?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let shows_diagnostic =
        stderr.contains("bad.c:1:34: error: `uniform` names no parameter of `twice`\n  --> bad.c:1:34");
    if out.status.success()
        || !stderr.contains("vcc-cc: error: bad.c:")
        || !shows_diagnostic
        || dir.path().join("bad.o").exists()
    {
        return Err(format!("VCC_STRICT=1 did not fail the compile ({}):\n{}", out.status, stderr).into());
    }
    Ok(())
}

/// A fake vcc (given by `VCC`) writes an output that is not C: the original is compiled, after
/// one warning line that quotes the compiler's first error.
fn output_that_does_not_compile_falls_back() -> Result<(), Failed> {
    let dir = project(&[("a.c", "int main(void) { return 0; }\n")])?;
    let fake = dir.path().join("fakevcc");
    let script = "#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ \"$1\" = -o ]; then echo 'not C' > \"$2\"; fi; shift; done\n";
    std::fs::write(&fake, script)?;
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755))?;
    let mut cmd = Command::new(VCC_CC);
    cmd.args(["gcc", "-O2", "a.c", "-o", "prog"]).env("VCC", &fake).current_dir(dir.path());
    let out = run_ok(&mut cmd)?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let expected_start = "vcc-cc: warning: a.c: vcc's output did not compile (a.c:1:1: error: ";
    if stderr.lines().count() != 1
        || !stderr.starts_with(expected_start)
        || !stderr.ends_with("); compiled the original\n")
    {
        return Err(format!("expected one warning line starting `{}`, got:\n{}", expected_start, stderr).into());
    }
    run_ok(&mut Command::new(dir.path().join("prog")))?;
    Ok(())
}

/// A vcc that hangs is given up on after VCC_TIMEOUT seconds: one warning, the original built.
fn hanging_vcc_times_out() -> Result<(), Failed> {
    let dir = project(&[("a.c", "int main(void) { return 0; }\n")])?;
    let fake = dir.path().join("fakevcc");
    std::fs::write(&fake, "#!/bin/sh\nexec sleep 30\n")?;
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755))?;
    let start = std::time::Instant::now();
    let mut cmd = Command::new(VCC_CC);
    cmd.args(["gcc", "a.c", "-o", "prog"]).env("VCC", &fake).env("VCC_TIMEOUT", "1").current_dir(dir.path());
    let out = run_ok(&mut cmd)?;
    let expected = "vcc-cc: warning: a.c: vcc took longer than 1 s (VCC_TIMEOUT); compiled the original\n";
    check_eq("stderr", expected, &String::from_utf8_lossy(&out.stderr))?;
    if start.elapsed().as_secs() >= 20 {
        return Err("vcc-cc waited for the hanging vcc".into());
    }
    run_ok(&mut Command::new(dir.path().join("prog")))?;
    Ok(())
}

/// vcc's source output form, whatever its default: with a loop in a header's function (which
/// vcc's `auto` form would answer with a preprocessed translation unit, that holds the text of
/// `-include` already) and a forced include that defines a variable, the compile with the
/// user's `-include` still builds, without a warning.
fn forced_include_with_a_header_function() -> Result<(), Failed> {
    let dir = project(&[
        ("h.h", "static inline void twice(float *a, int n) { for (int i = 0; i < n; i++) a[i] *= 2.0f; }\n"),
        ("forced.h", "int forced_global = 1;\n"),
        (
            "a.c",
            "#include \"h.h\"\nvoid f(float *a, int n) { twice(a, n); for (int i = 0; i < n; i++) a[i] += 1.0f; }\n",
        ),
    ])?;
    let out = run_ok(Command::new(VCC_CC).args(["gcc", "-include", "forced.h", "-c", "a.c"]).current_dir(dir.path()))?;
    check_eq("stderr", "", &String::from_utf8_lossy(&out.stderr))
}

/// A header's `static inline` function with a loop is rewritten (vcc writes the translation
/// unit preprocessed), the program prints what the plain build prints, and the dependency file
/// still lists the header (it comes from the original source).
fn header_function_rewritten_with_deps() -> Result<(), Failed> {
    let dir = project(&[
        ("inc/h.h", "static inline void twice(float *a, int n) { for (int i = 0; i < n; i++) a[i] = a[i] * 2.0f + 1.0f; }\n"),
        (
            "a.c",
            "#include <stdio.h>\n#include \"h.h\"\nfloat a[1000];\nint main(void) {\n  for (int i = 0; i < 1000; i++) a[i] = i;\n\
             twice(a, 1000);\n  double s = 0;\n  for (int i = 0; i < 1000; i++) s += a[i];\n  printf(\"%.1f\\n\", s);\n  return 0;\n}\n",
        ),
    ])?;
    run_ok(Command::new("gcc").args(["-O2", "-Iinc", "a.c", "-o", "plain"]).current_dir(dir.path()))?;
    let out = run_ok(
        Command::new(VCC_CC)
            .args(["gcc", "-O2", "-Iinc", "-MMD", "-c", "a.c", "-o", "a.o"])
            .env("VCC_REMARKS", "1")
            .current_dir(dir.path()),
    )?;
    let remarks = String::from_utf8_lossy(&out.stderr);
    if !remarks.lines().any(|l| l.starts_with("inc/h.h:1:") && l.contains("remark: loop vectorized")) {
        return Err(format!("the header's loop was not vectorized:\n{}", remarks).into());
    }
    if remarks.contains("vcc-cc: warning") {
        return Err(format!("vcc-cc fell back to the original:\n{}", remarks).into());
    }
    check_eq("a.d", "a.o: a.c inc/h.h\n", &std::fs::read_to_string(dir.path().join("a.d"))?)?;
    run_ok(Command::new("gcc").args(["a.o", "-o", "vec"]).current_dir(dir.path()))?;
    let expected = run_ok(Command::new("./plain").current_dir(dir.path()))?;
    let got = run_ok(Command::new("./vec").current_dir(dir.path()))?;
    check_eq("stdout", &String::from_utf8_lossy(&expected.stdout), &String::from_utf8_lossy(&got.stdout))
}

/// A header whose function expands system macros (`assert`, `NULL`: gcc marks their tokens as
/// the system's with a line marker inside the user's header) is still the user's: its loop is
/// vectorized. The header includes `<immintrin.h>` after that function, so the AVX2 output's
/// `#include <immintrin.h>` comes first and the translation unit's own copy of the intrinsics
/// further down is left out (xxhash.h does both). Run where the host has AVX2.
fn header_with_system_macros_and_late_intrinsics() -> Result<(), Failed> {
    let dir = project(&[
        (
            "h.h",
            "static inline void twice(float *a, int n) { assert(a != NULL); for (int i = 0; i < n; i++) a[i] = a[i] * 2.0f + 1.0f; }\n\
             #include <immintrin.h>\n\
             static inline float first(__m128 v) { return _mm_cvtss_f32(v); }\n",
        ),
        (
            "a.c",
            "#include <assert.h>\n#include <stddef.h>\n#include <stdio.h>\n#include \"h.h\"\nfloat a[1000];\n\
             int main(void) {\n  for (int i = 0; i < 1000; i++) a[i] = i;\n  twice(a, 1000);\n  double s = 0;\n\
             for (int i = 0; i < 1000; i++) s += a[i];\n  printf(\"%.1f %.1f\\n\", s, first(_mm_set1_ps(a[3])));\n  return 0;\n}\n",
        ),
    ])?;
    run_ok(Command::new("gcc").args(["-O2", "-mavx2", "a.c", "-o", "plain"]).current_dir(dir.path()))?;
    let out = run_ok(
        Command::new(VCC_CC)
            .args(["gcc", "-O2", "-mavx2", "-Wall", "-c", "a.c", "-o", "a.o"])
            .env("VCC_REMARKS", "1")
            .env("VCC_STRICT", "1")
            .current_dir(dir.path()),
    )?;
    let remarks = String::from_utf8_lossy(&out.stderr);
    if !remarks.lines().any(|l| l.starts_with("h.h:1:") && l.contains("remark: loop vectorized")) {
        return Err(format!("the header's loop was not vectorized:\n{}", remarks).into());
    }
    if remarks.contains("warning") {
        return Err(format!("the build warned:\n{}", remarks).into());
    }
    let has_avx2 = std::fs::read_to_string("/proc/cpuinfo").map(|c| c.contains(" avx2")).unwrap_or(false);
    if !has_avx2 {
        println!("skipped: running the AVX2 build (this host has no AVX2)");
        return Ok(());
    }
    run_ok(Command::new("gcc").args(["a.o", "-o", "vec"]).current_dir(dir.path()))?;
    let expected = run_ok(Command::new("./plain").current_dir(dir.path()))?;
    let got = run_ok(Command::new("./vec").current_dir(dir.path()))?;
    check_eq("stdout", &String::from_utf8_lossy(&expected.stdout), &String::from_utf8_lossy(&got.stdout))
}

/// `gcc -E` output given to vcc itself (not the wrapper's preprocessing): a program that
/// includes `<emmintrin.h>` and `<stddef.h>`, with a loop vcc vectorizes for SSE2. The text
/// has lost its include guards, so the output's prelude must not include a header whose text
/// it already holds: `<immintrin.h>` would bring `stddef.h`'s `max_align_t` and the SSE2
/// intrinsics a second time (the output did not compile; xxhash.c so preprocessed did not).
fn preprocessed_input_with_sse2_headers() -> Result<(), Failed> {
    let dir = project(&[(
        "a.c",
        "#include <stddef.h>\n#include <emmintrin.h>\n#include <stdio.h>\n\
         static void scale(float *a, size_t n) { for (size_t i = 0; i < n; i++) a[i] = a[i] * 2.0f + 1.0f; }\n\
         float a[1001];\nint main(void) {\n  for (int i = 0; i < 1001; i++) a[i] = i;\n  scale(a, 1001);\n\
           double s = 0;\n  for (int i = 0; i < 1001; i++) s += a[i];\n\
           printf(\"%.1f %.1f\\n\", s, _mm_cvtss_f32(_mm_set1_ps(a[3])));\n  return 0;\n}\n",
    )])?;
    run_ok(Command::new("gcc").args(["-O2", "-E", "a.c", "-o", "a.i"]).current_dir(dir.path()))?;
    run_ok(Command::new("gcc").args(["-O2", "a.i", "-o", "plain"]).current_dir(dir.path()))?;
    let vcc = Command::new(env!("CARGO_BIN_EXE_vcc"))
        .args(["--target=sse2", "--remarks", "a.i", "-o", "vec.c"])
        .current_dir(dir.path())
        .output()?;
    let remarks = String::from_utf8_lossy(&vcc.stderr);
    if !vcc.status.success() || !remarks.contains("remark: loop vectorized") {
        return Err(format!("vcc did not vectorize the loop:\n{}", remarks).into());
    }
    run_ok(Command::new("gcc").args(["-O2", "-Wall", "vec.c", "-o", "vec"]).current_dir(dir.path()))?;
    let expected = run_ok(Command::new("./plain").current_dir(dir.path()))?;
    let got = run_ok(Command::new("./vec").current_dir(dir.path()))?;
    check_eq("stdout", &String::from_utf8_lossy(&expected.stdout), &String::from_utf8_lossy(&got.stdout))
}

/// The same on AArch64 (xxhash.h does it there too): the neon output's `#include <arm_neon.h>`
/// comes first, and the header's own copy of `arm_neon.h` further down is left out; it was
/// kept, and gcc stopped at `redefinition of 'struct int8x8x2_t'` (a fallback to the original).
fn header_with_late_arm_neon() -> Result<(), Failed> {
    let compiler = "aarch64-linux-gnu-gcc";
    if !tool_available(compiler, "--version")? {
        return Ok(());
    }
    let dir = project(&[
        (
            "h.h",
            "static inline void twice(float *a, int n) { for (int i = 0; i < n; i++) a[i] = a[i] * 2.0f + 1.0f; }\n\
             #include <arm_neon.h>\n\
             static inline float first(const float *p) { float32x4_t v = vld1q_f32(p); return vgetq_lane_f32(v, 0); }\n",
        ),
        (
            "a.c",
            "#include <stdio.h>\n#include \"h.h\"\nfloat a[1000];\n\
             int main(void) {\n  for (int i = 0; i < 1000; i++) a[i] = i;\n  twice(a, 1000);\n\
             printf(\"%.1f\\n\", first(a + 3));\n  return 0;\n}\n",
        ),
    ])?;
    let out = run_ok(
        Command::new(VCC_CC)
            .args([compiler, "-O2", "-Wall", "-c", "a.c", "-o", "a.o"])
            .env("VCC_REMARKS", "1")
            .env("VCC_STRICT", "1")
            .current_dir(dir.path()),
    )?;
    let remarks = String::from_utf8_lossy(&out.stderr);
    if !remarks.lines().any(|l| l.starts_with("h.h:1:") && l.contains("remark: loop vectorized")) {
        return Err(format!("the header's loop was not vectorized:\n{}", remarks).into());
    }
    if remarks.contains("warning") {
        return Err(format!("the build warned:\n{}", remarks).into());
    }
    Ok(())
}

/// A fake compiler writes its arguments, one per line, to `args.txt`: commands vcc-cc does not
/// vectorize reach it unchanged.
fn pass_through_is_exact() -> Result<(), Failed> {
    let dir = project(&[("a.c", "int a;\n"), ("b.S", "nop\n"), ("a.cpp", "int a;\n"), ("args.rsp", "-c a.c\n")])?;
    let fake = dir.path().join("fakecc");
    std::fs::write(&fake, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > args.txt\n")?;
    std::fs::set_permissions(&fake, std::os::unix::fs::PermissionsExt::from_mode(0o755))?;
    let commands: &[&[&str]] = &[
        &["-E", "-DX=1", "a.c"],
        &["-MM", "a.c"],
        &["a.o", "b.o", "-o", "prog", "-lm"],
        &["-c", "b.S", "-o", "b.o"],
        &["-c", "a.cpp"],
        &["-x", "c++", "-c", "a.c"],
        &["--version"],
        &["-v"],
        &["-dumpversion"],
        &["-print-file-name=libc.so"],
        &["@args.rsp"],
        &["-x", "c", "-c", "-", "-o", "stdin.o"],
        &["-Wp,-MD,a.d", "-c", "a.c"],
    ];
    for args in commands {
        let _ = std::fs::remove_file(dir.path().join("args.txt"));
        run_ok(Command::new(VCC_CC).arg(&fake).args(*args).current_dir(dir.path()))?;
        let got = std::fs::read_to_string(dir.path().join("args.txt"))?;
        let expected: String = args.iter().map(|a| format!("{}\n", a)).collect();
        check_eq(&format!("the arguments of `vcc-cc fakecc {}`", args.join(" ")), &expected, &got)?;
    }
    Ok(())
}

fn preprocess_link_and_assembly_pass_through() -> Result<(), Failed> {
    let dir = project(&[
        ("a.c", "#define TWICE(x) ((x) * 2)\nint twice(int x) { return TWICE(x); }\n"),
        ("m.S", ".globl forty_two\nforty_two:\n\tmov $42, %eax\n\tret\n"),
        (
            "main.c",
            "#include <stdio.h>\nint twice(int);\nint forty_two(void);\nint main(void) { printf(\"%d\\n\", twice(forty_two())); return 0; }\n",
        ),
    ])?;
    let vcc_cc = |args: &[&str]| run_ok(Command::new(VCC_CC).arg("gcc").args(args).current_dir(dir.path()));
    let plain = run_ok(Command::new("gcc").args(["-E", "a.c"]).current_dir(dir.path()))?.stdout;
    check_eq("-E", &String::from_utf8_lossy(&plain), &String::from_utf8_lossy(&vcc_cc(&["-E", "a.c"])?.stdout))?;
    vcc_cc(&["-c", "m.S", "-o", "m.o"])?;
    vcc_cc(&["-O2", "-c", "a.c", "main.c"])?;
    vcc_cc(&["a.o", "m.o", "main.o", "-o", "prog"])?;
    let out = run_ok(&mut Command::new(dir.path().join("prog")))?;
    check_eq("prog's output", "84\n", &String::from_utf8_lossy(&out.stdout))
}

/// At -O0 gcc does not vectorize, so 256-bit registers in the assembly come from vcc's AVX2
/// intrinsics: there with -march=haswell, absent with no flag (the sse2 target), and
/// with -march=native as the host's compiler allows.
fn target_follows_the_flags() -> Result<(), Failed> {
    let dir = project(PROJECT)?;
    let assembly = |flags: &[&str]| -> Result<String, Failed> {
        let mut cmd = Command::new(VCC_CC);
        cmd.args(["gcc", "-O0", "-Isrc"]).args(flags).args(["-S", "src/kern.c", "-o", "-"]).current_dir(dir.path());
        Ok(String::from_utf8_lossy(&run_ok(&mut cmd)?.stdout).into_owned())
    };
    let uses_ymm = |text: &str| text.contains("%ymm");
    if !uses_ymm(&assembly(&["-march=haswell"])?) {
        return Err("-march=haswell: no AVX2 code".into());
    }
    if uses_ymm(&assembly(&[])?) {
        return Err("no flag: AVX2 code, which the baseline does not allow".into());
    }
    if !uses_ymm(&assembly(&["-mavx2"])?) {
        return Err("-mavx2: no AVX2 code".into());
    }
    let host = run_ok(Command::new("gcc").args(["-march=native", "-dM", "-E", "-x", "c", "/dev/null"]))?;
    let host_avx2 = String::from_utf8_lossy(&host.stdout).contains("__AVX2__");
    check_eq(
        "-march=native uses 256-bit registers",
        &host_avx2.to_string(),
        &uses_ymm(&assembly(&["-march=native"])?).to_string(),
    )?;
    // VCC_TARGET overrides the flags.
    let mut cmd = Command::new(VCC_CC);
    cmd.args(["gcc", "-O0", "-Isrc", "-S", "src/kern.c", "-o", "-"]).env("VCC_TARGET", "avx2").current_dir(dir.path());
    if !uses_ymm(&String::from_utf8_lossy(&run_ok(&mut cmd)?.stdout)) {
        return Err("VCC_TARGET=avx2: no AVX2 code".into());
    }
    Ok(())
}

/// The temporary file's name reaches neither the object nor its debug information.
fn objects_are_deterministic() -> Result<(), Failed> {
    let dir = project(PROJECT)?;
    let compile = |out: &str| {
        run_ok(
            Command::new(VCC_CC)
                .args(["gcc", "-g", "-O2", "-Isrc", "-c", "src/kern.c", "-o", out])
                .current_dir(dir.path()),
        )
    };
    compile("one.o")?;
    compile("two.o")?;
    let one = std::fs::read(dir.path().join("one.o"))?;
    if one != std::fs::read(dir.path().join("two.o"))? {
        return Err("two compiles of src/kern.c differ".into());
    }
    if one.windows(b"vcc-cc-".len()).any(|w| w == b"vcc-cc-") {
        return Err("the object names vcc-cc's temporary directory".into());
    }
    Ok(())
}

/// `CC="vcc-cc gcc" cargo build --offline` of a crate whose build script compiles C with the cc
/// crate, from the local registry cache. Skipped (and said so) when cargo cannot build it
/// offline, as when the cache lacks the cc crate.
fn cargo_build_with_the_cc_crate() -> Result<(), Failed> {
    let dir = project(&[
        (
            "Cargo.toml",
            "[package]\nname = \"ccdemo\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[workspace]\n\n[build-dependencies]\ncc = \"1\"\n",
        ),
        ("build.rs", "fn main() {\n    cc::Build::new().file(\"csrc/sum.c\").include(\"csrc\").compile(\"sum\");\n}\n"),
        (
            "csrc/sum.c",
            "#include \"sum.h\"\nint sum(const int *a, int n) {\n  int s = 0;\n  for (int i = 0; i < n; i++) s += a[i] * SCALE;\n  return s;\n}\n",
        ),
        ("csrc/sum.h", "#define SCALE 3\n"),
        (
            "src/main.rs",
            "extern \"C\" { fn sum(a: *const i32, n: i32) -> i32; }\nfn main() {\n    let v: Vec<i32> = (0..1000).collect();\n    println!(\"{}\", unsafe { sum(v.as_ptr(), v.len() as i32) });\n}\n",
        ),
    ])?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let lock = Command::new(&cargo).args(["generate-lockfile", "--offline"]).current_dir(dir.path()).output()?;
    if !lock.status.success() {
        println!("skipped: cargo cannot resolve the cc crate offline:\n{}", String::from_utf8_lossy(&lock.stderr));
        return Ok(());
    }
    // With VCC_REMARKS=1 vcc's remarks reach the build script's output, which -vv shows: the
    // compile of sum.c went through vcc-cc and vcc.
    let build = run_ok(
        Command::new(&cargo)
            .args(["build", "--offline", "-vv"])
            .env("CC", format!("{} gcc", VCC_CC))
            .env("VCC_STRICT", "1")
            .env("VCC_REMARKS", "1")
            .env("CARGO_TARGET_DIR", dir.path().join("target"))
            .current_dir(dir.path()),
    )?;
    let log = format!("{}{}", String::from_utf8_lossy(&build.stdout), String::from_utf8_lossy(&build.stderr));
    if !log.contains("sum.c:4:") || !log.contains("remark: loop vectorized") {
        return Err(format!("the build did not run vcc on csrc/sum.c:\n{}", log).into());
    }
    let out = run_ok(&mut Command::new(dir.path().join("target/debug/ccdemo")))?;
    check_eq("the crate's output", "1498500\n", &String::from_utf8_lossy(&out.stdout))
}

/// An AArch64 cross compiler predefines `__ARM_NEON` with no flag: vcc writes NEON intrinsics,
/// whose 128-bit registers (`v0.4s`) gcc -O0 would not use on its own.
fn aarch64_compiler_gets_neon() -> Result<(), Failed> {
    let compiler = "aarch64-linux-gnu-gcc";
    if !tool_available(compiler, "--version")? {
        return Ok(());
    }
    let dir = project(PROJECT)?;
    let mut cmd = Command::new(VCC_CC);
    cmd.args([compiler, "-O0", "-Isrc", "-S", "src/kern.c", "-o", "-"]).current_dir(dir.path());
    let assembly = String::from_utf8_lossy(&run_ok(&mut cmd)?.stdout).into_owned();
    if !assembly.contains(".4s") {
        return Err(format!("no NEON code from {}:\n{}", compiler, assembly).into());
    }
    Ok(())
}

/// `-MD -MF <file> -MT <target>`: the rule goes where -MF says, under the user's target name,
/// and names the user's source.
fn dependency_file_options() -> Result<(), Failed> {
    let dir = project(PROJECT)?;
    std::fs::create_dir(dir.path().join("deps"))?;
    let mut cmd = Command::new(VCC_CC);
    cmd.args(["gcc", "-O2", "-Isrc", "-MD", "-MF", "deps/kern.dep", "-MT", "custom", "-c", "src/kern.c", "-o", "k.o"]);
    run_ok(cmd.current_dir(dir.path()))?;
    let rule = std::fs::read_to_string(dir.path().join("deps/kern.dep"))?;
    if !rule.starts_with("custom: src/kern.c ") || rule.contains("vcc-cc-") || !rule.contains("src/local.h") {
        return Err(format!("deps/kern.dep:\n{}", rule).into());
    }
    Ok(())
}

fn help() -> Result<(), Failed> {
    let out = run_ok(Command::new(VCC_CC).arg("--help"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    for needed in ["make CC=\"vcc-cc gcc\"", "VCC_STRICT=1", "VCC_TARGET", "compiled the original"] {
        if !text.contains(needed) {
            return Err(format!("vcc-cc --help does not mention {}:\n{}", needed, text).into());
        }
    }
    let out = Command::new(VCC_CC).args(["-c", "a.c"]).output()?;
    check_eq("exit status without a compiler", "Some(2)", &format!("{:?}", out.status.code()))
}

/// Whether `program` runs. Without it a trial prints `skipped: ...` and passes, except under
/// CI=true, where the tool must be installed (.ci/run installs it).
fn tool_available(program: &str, arg: &str) -> Result<bool, Failed> {
    if Command::new(program).arg(arg).output().is_ok_and(|out| out.status.success()) {
        return Ok(true);
    }
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        return Err(format!("{} is not installed (CI=true)", program).into());
    }
    println!("skipped: {} is not installed", program);
    Ok(false)
}

/// A fresh temporary directory holding `files`.
fn project(files: &[(&str, &str)]) -> Result<tempfile::TempDir, Failed> {
    let dir = tempfile::Builder::new().prefix("vcc-wrapper-test-").tempdir()?;
    for (name, text) in files {
        let path: PathBuf = dir.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(&path, text)?;
    }
    Ok(dir)
}

/// Runs `cmd` and requires success.
fn run_ok(cmd: &mut Command) -> Result<Output, Failed> {
    let out = cmd.output().map_err(|e| format!("cannot run {:?}: {}", cmd, e))?;
    if !out.status.success() {
        return Err(format!(
            "{:?} failed ({}):\n{}{}",
            cmd,
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
        .into());
    }
    Ok(out)
}

fn check_eq(what: &str, expected: &str, got: &str) -> Result<(), Failed> {
    if expected != got {
        return Err(format!("{}: expected\n{}\ngot\n{}", what, expected, got).into());
    }
    Ok(())
}
