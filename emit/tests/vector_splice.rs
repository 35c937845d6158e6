//! A vector body spliced into the user's file: the prelude goes at the top, the target
//! attribute in front of the definition (after a prototype that lacks it), and the result
//! compiles warning-free with plain `cc -O2` and `clang-19` and computes what the original did.

use emit::{emit_c, EmitOptions};
use midend::ir::parse::parse_module;
use midend::ir::SpliceRange;
use midend::target::TargetKind;
use std::process::Command;

const ORIGINAL: &str = r#"#include <stdio.h>

void twice(float *x);

void twice(float *x) {
    for (int i = 0; i < 8; i++)
        x[i] = x[i] + x[i];
}

int main(void) {
    float a[8] = {1, 2, 3, 4, 5, 6, 7, 8.5f};
    twice(a);
    for (int i = 0; i < 8; i++)
        printf("%g ", a[i]);
    printf("\n");
    return 0;
}
"#;

const IR: &str = "func @twice: fn(*float) -> void {
    names v0=x
block0(v0: *float):
    v1 = vload.<8 x float> v0
    v2 = add.<8 x float> v1, v1
    vstore v0, v2
    ret
}
";

fn spliced(target: TargetKind) -> String {
    let mut module = parse_module(IR).unwrap();
    let id = module.func_by_name("twice").unwrap();
    let start = ORIGINAL.find("void twice(float *x) {").unwrap();
    let body_start = start + ORIGINAL[start..].find('{').unwrap();
    let body_end = body_start + ORIGINAL[body_start..].find("\n}\n").unwrap() + 2;
    module.funcs[id].splice = Some(SpliceRange { definition: start..body_end, body: body_start..body_end });
    module.funcs[id].transformed = true;
    emit_c(&module, ORIGINAL, &EmitOptions { target, ..Default::default() }).unwrap()
}

fn compile_and_run(text: &str, tag: &str) {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join(format!("{}.c", tag));
    std::fs::write(&src, text).unwrap();
    let can_run_avx2 = std::fs::read_to_string("/proc/cpuinfo").map(|s| s.contains(" avx2")).unwrap_or(false);
    for cc in ["cc", "clang-19"] {
        if cc != "cc" && Command::new(cc).arg("--version").output().is_err() {
            continue;
        }
        let exe = dir.path().join(format!("{}-{}", tag, cc));
        let out =
            Command::new(cc).args(["-O2", "-Wall", "-Wextra", "-Werror", "-o"]).arg(&exe).arg(&src).output().unwrap();
        assert!(out.status.success(), "{}:\n{}\n{}", cc, String::from_utf8_lossy(&out.stderr), text);
        if tag == "avx2" && !can_run_avx2 {
            continue;
        }
        let run = Command::new(&exe).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&run.stdout), "2 4 6 8 10 12 14 17 \n");
    }
}

#[test]
fn generic_body_spliced() {
    let text = spliced(TargetKind::Generic);
    assert!(text.starts_with("/* vcc: vector types and helpers */\n"), "{}", text);
    assert!(text.contains("void twice(float *x);\n\nvoid twice(float *x) {\n    vcc_v8_float t1 = "), "{}", text);
    assert!(!text.contains("immintrin") && !text.contains("target("));
    compile_and_run(&text, "generic");
}

#[test]
fn avx2_body_spliced_with_the_target_attribute() {
    let text = spliced(TargetKind::Avx2);
    assert!(text.contains("#include <immintrin.h>\n"), "{}", text);
    assert!(
        text.contains("void twice(float *x);\n\n__attribute__((target(\"avx2\"))) void twice(float *x) {\n"),
        "{}",
        text
    );
    assert!(text.contains("_mm256_add_ps(t1, t1)"), "{}", text);
    compile_and_run(&text, "avx2");
}

const VARIANT_IR: &str = "func @vadd: fn(<8 x float>, <8 x float>) -> <8 x float> {
    names v0=x v1=y
block0(v0: <8 x float>, v1: <8 x float>):
    v2 = add.<8 x float> v0, v1
    ret v2
}
";

/// A vector variant takes and returns vectors by value; the caller here is test code.
fn variant_program(target: TargetKind) -> String {
    let module = parse_module(VARIANT_IR).unwrap();
    let id = module.func_by_name("vadd").unwrap();
    let written = emit::emit_function_definition_for(&module, module.funcs[id].body.as_ref().unwrap(), target).unwrap();
    let caller = "#pragma GCC diagnostic ignored \"-Wpsabi\"\n#include <stdio.h>\n";
    // Under AVX2 the caller must pass vectors in AVX registers too: it needs the attribute.
    let attr = if target == TargetKind::Avx2 { "__attribute__((target(\"avx2\"))) " } else { "" };
    let main = "int main(void) {\n    vcc_v8_float a = {1, 2, 3, 4, 5, 6, 7, 8};\n    vcc_v8_float r = (vcc_v8_float)vadd((__typeof__(vadd(a, a)))a, (__typeof__(vadd(a, a)))a);\n    for (int i = 0; i < 8; i++)\n        printf(\"%g \", r[i]);\n    printf(\"\\n\");\n    return 0;\n}\n";
    let mut prelude = written.prelude.clone();
    // The caller spells the generic type even on AVX2.
    prelude
        .typedefs
        .entry("vcc_v8_float".into())
        .or_insert_with(|| "typedef float vcc_v8_float __attribute__((vector_size(32)));".into());
    format!("{}{}{}\n{}{}", caller, prelude.text(), written.text, attr, main)
}

#[test]
fn vector_variants_take_vectors_by_value() {
    for (target, tag) in [(TargetKind::Generic, "variant_generic"), (TargetKind::Avx2, "variant_avx2")] {
        let text = variant_program(target);
        if target == TargetKind::Generic {
            assert!(text.contains("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wpsabi\"\nvcc_v8_float vadd(vcc_v8_float x, vcc_v8_float y) {"), "{}", text);
        } else {
            assert!(text.contains("__attribute__((target(\"avx2\"))) __m256 vadd(__m256 x, __m256 y) {"), "{}", text);
        }
        let dir = tempfile::tempdir().unwrap();
        let src = dir.path().join(format!("{}.c", tag));
        std::fs::write(&src, &text).unwrap();
        for cc in ["cc", "clang-19"] {
            if cc != "cc" && Command::new(cc).arg("--version").output().is_err() {
                continue;
            }
            let exe = dir.path().join(format!("{}-{}", tag, cc));
            let out = Command::new(cc)
                .args(["-O2", "-Wall", "-Wextra", "-Werror", "-o"])
                .arg(&exe)
                .arg(&src)
                .output()
                .unwrap();
            assert!(out.status.success(), "{}:\n{}\n{}", cc, String::from_utf8_lossy(&out.stderr), text);
            if target == TargetKind::Avx2
                && !std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default().contains(" avx2")
            {
                continue;
            }
            let run = Command::new(&exe).output().unwrap();
            assert_eq!(String::from_utf8_lossy(&run.stdout), "2 4 6 8 10 12 14 16 \n");
        }
    }
}
