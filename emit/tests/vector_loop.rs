//! A vectorized loop as the loop vectorizer shapes it: a vector body with vector block
//! parameters (the accumulator), a reduction after it and a scalar epilogue, emitted for both
//! targets and run on every trip count from 0 to 40 against the scalar loop.

use emit::emit_function_definition_for;
use midend::ir::parse::parse_module;
use midend::target::TargetKind;
use std::process::Command;

/// float dot(float *x, float *y, int n): sum of x[i] * y[i] where x[i] > 0, 8 lanes then
/// one at a time; y[i] is only read where x[i] > 0 (a masked load).
const IR: &str = "func @dot: fn(*float, *float, int) -> float {
    names v0=x v1=y v2=n v3=i v4=acc v20=j v21=s
block0(v0: *float, v1: *float, v2: int):
    v5 = const.int 0
    v6 = const.<8 x float> 0.0
    v7 = const.int 7
    v8 = sub.int v2, v7
    jump block1(v5, v6)
block1(v3: int, v4: <8 x float>):
    v9 = lt.int v3, v8
    br v9, block2, block3
block2:
    v10 = cast.long v3
    v11 = ptradd.*float v0, v10
    v12 = vload.<8 x float> v11
    v13 = const.<8 x float> 0.0
    v14 = gt.<8 x i1> v12, v13
    v15 = ptradd.*float v1, v10
    v16 = vload.<8 x float> v15, mask v14
    v17 = mul.<8 x float> v12, v16
    v18 = add.<8 x float> v4, v17
    v19 = const.int 8
    v30 = add.int v3, v19
    jump block1(v30, v18)
block3:
    v22 = reduce.add.float v4
    jump block4(v3, v22)
block4(v20: int, v21: float):
    v23 = lt.int v20, v2
    br v23, block5, block6
block5:
    v24 = cast.long v20
    v25 = ptradd.*float v0, v24
    v26 = load.float v25
    v31 = const.float 0.0
    v32 = gt.int v26, v31
    br v32, block7, block8(v21)
block7:
    v27 = ptradd.*float v1, v24
    v28 = load.float v27
    v29 = mul.float v26, v28
    v33 = add.float v21, v29
    jump block8(v33)
block8(v34: float):
    v35 = const.int 1
    v36 = add.int v20, v35
    jump block4(v36, v34)
block6:
    ret v21
}
";

const MAIN: &str = r#"
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int failures = 0;
    for (int n = 0; n <= 40; n++) {
        /* y has exactly n elements: a read of y[i] where x[i] <= 0 past n would be caught by ASan. */
        float *x = malloc(sizeof(float) * (n + 8));
        float *y = malloc(sizeof(float) * (n ? n : 1));
        for (int i = 0; i < n + 8; i++)
            x[i] = (i % 3 == 1) ? -1.0f : (float)(i % 5);
        for (int i = 0; i < n; i++)
            y[i] = (float)(i % 7) - 2.0f;
        float want = 0;
        for (int i = 0; i < n; i++)
            if (x[i] > 0)
                want += x[i] * y[i];
        float got = dot(x, y, n);
        if (got != want) {
            printf("n=%d got %g want %g\n", n, got, want);
            failures++;
        }
        free(x);
        free(y);
    }
    printf("failures %d\n", failures);
    return failures != 0;
}
"#;

fn run(target: TargetKind, tag: &str) {
    let module = parse_module(IR).unwrap_or_else(|e| panic!("{}", e));
    midend::verify::verify_module(&module).unwrap_or_else(|e| panic!("{:?}", e));
    let id = module.func_by_name("dot").unwrap();
    let written = emit_function_definition_for(&module, module.funcs[id].body.as_ref().unwrap(), target).unwrap();
    let text = format!("{}{}{}", written.prelude.text(), written.text, MAIN);
    let _ = std::fs::write(std::env::temp_dir().join(format!("vcc-{}.c", tag)), &text);
    assert!(text.contains("for (") || text.contains("while ("), "{}", text);
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join(format!("{}.c", tag));
    std::fs::write(&src, &text).unwrap();
    let can_run =
        target != TargetKind::Avx2 || std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default().contains(" avx2");
    for (cc, extra) in
        [("cc", &[][..]), ("cc", &["-fsanitize=address", "-fno-omit-frame-pointer"][..]), ("clang-19", &[][..])]
    {
        if cc != "cc" && Command::new(cc).arg("--version").output().is_err() {
            continue;
        }
        let exe = dir.path().join(format!("{}-{}-{}", tag, cc, extra.len()));
        let out = Command::new(cc)
            .args(["-O2", "-Wall", "-Wextra", "-Werror"])
            .args(extra)
            .arg("-o")
            .arg(&exe)
            .arg(&src)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}:\n{}\n{}", cc, String::from_utf8_lossy(&out.stderr), text);
        if !can_run {
            continue;
        }
        let run = Command::new(&exe).output().unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success() && stdout.contains("failures 0"),
            "{} {:?}:\n{}{}\n{}",
            cc,
            extra,
            stdout,
            String::from_utf8_lossy(&run.stderr),
            text
        );
    }
}

#[test]
fn vector_loop_generic() {
    run(TargetKind::Generic, "loop_generic");
}

#[test]
fn vector_loop_avx2() {
    run(TargetKind::Avx2, "loop_avx2");
}
