//! The loop vectorizer on loops as the frontend and mem2reg leave them: IR text in; the chosen
//! plan, the remarks and the verified output IR out. Each test gives its C source.

use midend::ir::parse::parse_module;
use midend::ir::print::print_function;
use midend::remarks::Remarks;
use midend::target::{Target, TargetKind};
use midend::transform::loopvec::{describe_plans, plan_loops, prepare_types, vectorize_loops, LoopVecOptions};
use midend::verify::verify_module;

struct Outcome {
    /// Every candidate plan and the chosen one, before the transform.
    plans: String,
    /// (VF, UF) chosen per loop, in loop order.
    chosen: Vec<Option<(u32, u32)>>,
    remarks: Vec<String>,
    output: String,
}

fn run(input: &str, target: TargetKind, fast_math: bool) -> Outcome {
    let mut module = parse_module(input).unwrap_or_else(|e| panic!("{}", e));
    prepare_types(&mut module.types);
    let target = Target::get(target);
    let opts = LoopVecOptions { fast_math };
    let mut remarks = Remarks::default();
    let mut plans = String::new();
    let mut chosen = Vec::new();
    let mut output = String::new();
    let ids: Vec<_> = module.funcs.keys().collect();
    for id in ids {
        let Some(mut func) = module.funcs[id].body.take() else { continue };
        plans.push_str(&describe_plans(&module, &func, &opts, target));
        for lp in plan_loops(&module, &func, &opts, target) {
            chosen.push(lp.chosen.map(|idx| {
                let plan = &lp.plans.as_ref().unwrap()[idx];
                (plan.vf, plan.uf)
            }));
        }
        vectorize_loops(&module, &mut func, &opts, target, &mut remarks);
        output.push_str(&print_function(&module, &func));
        module.funcs[id].body = Some(func);
    }
    if let Err(errs) = verify_module(&module) {
        let errs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("output does not verify:\n{}\n{}", errs.join("\n"), output);
    }
    let remarks = remarks.list.iter().map(|r| format!("{}:{}: {:?}: {}", r.loc.line, r.loc.col, r.kind, r.message)).collect();
    Outcome { plans, chosen, remarks, output }
}

const SAXPY: &str = "
func @saxpy: fn(int, float, restrict *float, restrict *float) -> void {
    names v0=n v2=a v4=x v6=y v9=i v42=i v43=i
block0(v0: int, v2: float, v4: restrict *float, v6: restrict *float):
    v9 = const.int 0
    jump block1(v9)
block1(v43: int):
    v14 = lt.int v43, v0
    br v14, block2, block4
block2:
    v19 = cast.long v43
    v20 = ptradd.*float v6, v19
    v27 = cast.long v43
    v28 = ptradd.*float v4, v27
    v29 = load.float v28
    v30 = mul.float v2, v29
    v35 = cast.long v43
    v36 = ptradd.*float v6, v35
    v37 = load.float v36
    v38 = add.float v30, v37
    store v20, v38
    jump block3
block3:
    v41 = const.int 1
    v42 = add.int v43, v41
    jump block1(v42)
block4:
    ret
}";

/// void saxpy(int n, float a, float *restrict x, float *restrict y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
#[test]
fn saxpy() {
    let out = run(SAXPY, TargetKind::Avx2, false);
    println!("{}\n{}", out.plans, out.output);
    assert_eq!(out.chosen, vec![Some((8, 1))]);
    assert_eq!(out.remarks, vec!["0:0: Passed: loop vectorized (VF=8, UF=1, est. speedup 7.1x)"]);
}

/// int sum(int n, int *restrict a) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
const SUM: &str = "
func @sum: fn(int, restrict *int) -> int {
    names v0=n v2=a v30=i v31=s
block0(v0: int, v2: restrict *int):
    v5 = const.int 0
    jump block1(v5, v5)
block1(v30: int, v31: int):
    v10 = lt.int v30, v0
    br v10, block2, block4
block2:
    v15 = cast.long v30
    v16 = ptradd.*int v2, v15
    v17 = load.int v16
    v18 = add.int v31, v17
    jump block3
block3:
    v28 = const.int 1
    v29 = add.int v30, v28
    jump block1(v29, v18)
block4:
    ret v31
}";

#[test]
fn int_sum_reduction() {
    let out = run(SUM, TargetKind::Avx2, false);
    println!("{}\n{}", out.plans, out.output);
    assert_eq!(out.chosen, vec![Some((8, 2))]);
    assert!(out.plans.contains("REDUCTION-PHI vp<%acc.v31> = phi vp<%acc.start>, v18"), "{}", out.plans);
    assert!(out.output.contains("reduce.add.int"), "{}", out.output);
}

/// float fsum(int n, float *a) { float s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
const FSUM: &str = "
func @fsum: fn(int, *float) -> float {
    names v0=n v2=a v30=i v31=s
block0(v0: int, v2: *float):
    v5 = const.int 0
    v6 = const.float 0.0
    jump block1(v5, v6)
block1(v30: int, v31: float):
    v10 = lt.int v30, v0
    br v10, block2, block4
block2:
    v15 = cast.long v30
    v16 = ptradd.*float v2, v15
    v17 = load.float v16
    v18 = add.float v31, v17
    jump block3
block3:
    v28 = const.int 1
    v29 = add.int v30, v28
    jump block1(v29, v18)
block4:
    ret v31
}";

#[test]
fn float_sum_needs_fast_math() {
    let out = run(FSUM, TargetKind::Avx2, false);
    assert_eq!(out.chosen, vec![None]);
    assert_eq!(
        out.remarks,
        vec!["0:0: Missed: loop not vectorized: the float reduction of `s` would be reassociated (use --fast-math or #pragma simd vec-function)"]
    );
    let out = run(FSUM, TargetKind::Avx2, true);
    println!("{}", out.output);
    assert_eq!(out.chosen, vec![Some((8, 2))]);
    assert!(out.output.contains("reduce.add.float"), "{}", out.output);
}
