//! The loop vectorizer on loops as the frontend and mem2reg leave them: IR text in; the chosen
//! plan, the remarks and the verified output IR out. Each test gives its C source.

use midend::analysis::LoopAnalysis;
use midend::ir::parse::parse_module;
use midend::ir::print::print_function;
use midend::remarks::Remarks;
use midend::target::{Target, TargetKind};
use midend::transform::loopvec::{describe_plans, plan_loops, vectorize_loops, LoopVecOptions};
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
    let target = Target::get(target);
    let opts = LoopVecOptions { fast_math, slp: None };
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
        let analysis = LoopAnalysis::compute(&module, &func);
        vectorize_loops(&mut module, &mut func, &analysis, &opts, target, &mut remarks);
        output.push_str(&print_function(&module, &func));
        module.funcs[id].body = Some(func);
    }
    if let Err(errs) = verify_module(&module) {
        let errs: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
        panic!("output does not verify:\n{}\n{}", errs.join("\n"), output);
    }
    let remarks =
        remarks.list.iter().map(|r| format!("{}:{}: {:?}: {}", r.loc.line, r.loc.col, r.kind, r.message)).collect();
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
    assert_eq!(out.chosen, vec![Some((8, 4))]);
    assert_eq!(out.remarks, vec!["0:0: Passed: loop vectorized (VF=8, UF=4, est. speedup 7.6x, vector epilogue VF=8)"]);
}

/// On avx512 (k-masked loads and stores at the price of plain ones) the last iterations, fewer
/// than VF, run as one masked vector iteration; the scalar loop stays for the rest. On avx2
/// (`vmaskmov` costs more than a plain access) they stay scalar.
#[test]
fn saxpy_masked_remainder() {
    let out = run(SAXPY, TargetKind::Avx512, false);
    println!("{}\n{}", out.plans, out.output);
    assert_eq!(
        out.remarks,
        vec!["0:0: Passed: loop vectorized (VF=8, UF=4, est. speedup 8.0x, vector epilogue VF=8, masked remainder)"]
    );
    assert!(out.plans.contains("then masked remainder (VF=8, one iteration under lane < remaining), then scalar loop"));
    // After the loops of VF·UF and VF, one masked iteration: two masked loads and a masked store.
    assert_eq!(out.output.matches("vload.<8 x float>").count(), 2 * 4 + 2 + 2);
    assert_eq!(out.output.matches(", mask ").count(), 3);
    let avx2 = run(SAXPY, TargetKind::Avx2, false);
    assert!(!avx2.output.contains(", mask "));
    assert!(!avx2.plans.contains("masked remainder"));
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
    assert_eq!(out.chosen, vec![Some((8, 4))]);
    assert!(out.plans.contains("REDUCTION-PHI vp<%acc.v31> = phi vp<%acc.start>, v18"), "{}", out.plans);
    assert!(out.output.contains("reduce.add.uint"), "{}", out.output);
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
        vec!["0:0: Missed: loop not vectorized: not profitable (scalar cost 12.0 per iteration is the cheapest; the float reduction of `s` kept in order (no --fast-math) is a chain of adds as long as the scalar loop's, and the vector loop must be estimated 2.0x faster)"]
    );
    let out = run(FSUM, TargetKind::Avx2, true);
    println!("{}", out.output);
    assert_eq!(out.chosen, vec![Some((8, 4))]);
    assert!(out.output.contains("reduce.add.float"), "{}", out.output);
}

/// void addc(int n, int *restrict a, int *restrict b, int c) { for (int i = 0; i < n; i++) a[i] = b[i] + c; }
#[test]
fn broadcast_invariant() {
    let out = run(
        "
func @addc: fn(int, restrict *int, restrict *int, int) -> void {
    names v0=n v2=a v4=b v6=c v30=i
block0(v0: int, v2: restrict *int, v4: restrict *int, v6: int):
    v9 = const.int 0
    jump block1(v9)
block1(v30: int):
    v10 = lt.int v30, v0
    br v10, block2, block4
block2:
    v15 = cast.long v30
    v16 = ptradd.*int v4, v15
    v17 = load.int v16
    v18 = add.int v17, v6
    v19 = ptradd.*int v2, v15
    store v19, v18
    jump block3
block3:
    v28 = const.int 1
    v29 = add.int v30, v28
    jump block1(v29)
block4:
    ret
}",
        TargetKind::Generic,
        false,
    );
    println!("{}", out.output);
    assert_eq!(out.chosen, vec![Some((8, 4))]);
    assert!(out.plans.contains("BROADCAST vp<%splat.v6> = splat v6"), "{}", out.plans);
    assert!(out.output.contains("splat.<8 x int> v6"), "{}", out.output);
}

/// void safe4(int n, int *a) { for (int i = 0; i < n; i++) a[i + 4] = a[i]; }
/// The load of iteration i + 4 reads what iteration i stored: VF·UF is capped at 4.
#[test]
fn distance_four_caps_vf() {
    let out = run(
        "
func @safe4: fn(int, *int) -> void {
    names v0=n v2=a v5=i v29=i v30=i
block0(v0: int, v2: *int):
    v5 = const.int 0
    jump block1(v5)
block1(v30: int):
    v10 = lt.int v30, v0
    br v10, block2, block4
block2:
    v15 = const.int 4
    v16 = add.int v30, v15
    v17 = cast.long v16
    v18 = ptradd.*int v2, v17
    v23 = cast.long v30
    v24 = ptradd.*int v2, v23
    v25 = load.int v24
    store v18, v25
    jump block3
block3:
    v28 = const.int 1
    v29 = add.int v30, v28
    jump block1(v29)
block4:
    ret
}",
        TargetKind::Avx2,
        false,
    );
    assert_eq!(out.chosen, vec![Some((4, 1))]);
    assert!(!out.plans.contains("VF={8}"), "{}", out.plans);
    assert!(out.plans.contains("VF={2},UF={2}"), "{}", out.plans);
    assert!(!out.plans.contains("VF={4},UF={2}"), "{}", out.plans);
    assert_eq!(out.remarks.len(), 1);
    assert!(out.remarks[0].contains("loop vectorized (VF=4, UF=1"), "{:?}", out.remarks);
}

/// void twoptr(int n, float *a, float *b) { for (int i = 0; i < n; i++) a[i] = b[i + 1] * 2; }
/// `a` and `b` may overlap: the vector loop runs only when the byte ranges are disjoint.
#[test]
fn may_alias_gets_runtime_check() {
    let out = run(
        "
func @twoptr: fn(int, *float, *float) -> void {
    names v0=n v2=a v4=b v7=i v33=i v34=i
block0(v0: int, v2: *float, v4: *float):
    v7 = const.int 0
    jump block1(v7)
block1(v34: int):
    v12 = lt.int v34, v0
    br v12, block2, block4
block2:
    v17 = cast.long v34
    v18 = ptradd.*float v2, v17
    v23 = const.int 1
    v24 = add.int v34, v23
    v25 = cast.long v24
    v26 = ptradd.*float v4, v25
    v27 = load.float v26
    v28 = const.float 2.0
    v29 = mul.float v27, v28
    store v18, v29
    jump block3
block3:
    v32 = const.int 1
    v33 = add.int v34, v32
    jump block1(v33)
block4:
    ret
}",
        TargetKind::Avx2,
        false,
    );
    println!("{}", out.output);
    assert_eq!(out.chosen, vec![Some((8, 4))]);
    assert!(out.plans.contains("Runtime check: [v2 + 0, v2 + 4) step 4 vs [v4 + 4, v4 + 8) step 4"), "{}", out.plans);
    assert!(out.output.contains("v38 = cast.ulong v2"), "{}", out.output);
    assert!(out.output.contains("const.<8 x float> [2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0]"), "{}", out.output);
}

/// void calls_unknown(int n, double *a) { for (int i = 0; i < n; i++) { a[i] = 0; g(); } }
#[test]
fn unknown_call_is_a_remark() {
    let out = run(
        "
declare @g: fn() -> void

func @calls_unknown: fn(int, *double) -> void {
    names v0=n v2=a v5=i v22=i v23=i
block0(v0: int, v2: *double):
    v5 = const.int 0
    jump block1(v5)
block1(v23: int):
    v10 = lt.int v23, v0
    br v10, block2, block4
block2:
    v15 = cast.long v23
    v16 = ptradd.*double v2, v15
    v18 = const.double 0.0
    store v16, v18
    call @g()
    jump block3
block3:
    v21 = const.int 1
    v22 = add.int v23, v21
    jump block1(v22)
block4:
    ret
}",
        TargetKind::Avx2,
        false,
    );
    assert_eq!(out.chosen, vec![None]);
    assert_eq!(
        out.remarks,
        vec!["0:0: Missed: loop not vectorized: the call to `g` in the loop may have side effects"]
    );
}

/// int mn(int n, int *restrict a, int m) { for (int i = 0; i < n; i++) m = a[i] < m ? a[i] : m; return m; }
#[test]
fn min_reduction() {
    let out = run(
        "
func @mn: fn(int, restrict *int, int) -> int {
    names v0=n v2=a v3=m v30=i v31=m
block0(v0: int, v2: restrict *int, v3: int):
    v5 = const.int 0
    jump block1(v5, v3)
block1(v30: int, v31: int):
    v10 = lt.int v30, v0
    br v10, block2, block4
block2:
    v15 = cast.long v30
    v16 = ptradd.*int v2, v15
    v17 = load.int v16
    v18 = lt.int v17, v31
    v19 = select.int v18, v17, v31
    jump block3
block3:
    v28 = const.int 1
    v29 = add.int v30, v28
    jump block1(v29, v19)
block4:
    ret v31
}",
        TargetKind::Avx2,
        false,
    );
    println!("{}", out.output);
    assert_eq!(out.chosen, vec![Some((8, 4))]);
    assert!(out.output.contains("reduce.min.int"), "{}", out.output);
    assert!(out.output.contains("min.<8 x int>"), "{}", out.output);
}

/// void iota(int n, long *restrict a) { for (long i = 0; i < n; i++) a[i] = i * 3; }
/// The induction is needed as a vector: splat + [0, 1, 2, 3].
#[test]
fn induction_as_vector() {
    let out = run(
        "
func @iota: fn(int, restrict *long) -> void {
    names v0=n v2=a v30=i
block0(v0: int, v2: restrict *long):
    v5 = const.long 0
    jump block1(v5)
block1(v30: long):
    v9 = cast.long v0
    v10 = lt.int v30, v9
    br v10, block2, block4
block2:
    v16 = ptradd.*long v2, v30
    v17 = const.long 3
    v18 = mul.long v30, v17
    store v16, v18
    jump block3
block3:
    v28 = const.long 1
    v29 = add.long v30, v28
    jump block1(v29)
block4:
    ret
}",
        TargetKind::Avx2,
        false,
    );
    println!("{}\n{}", out.plans, out.output);
    assert_eq!(out.chosen, vec![Some((4, 4))]);
    assert!(out.plans.contains("(scalar steps and vector)"), "{}", out.plans);
    // A loop-carried vector: [0, 1, 2, 3] on entry (in the unsigned view), + 4 per part,
    // + 16 per iteration.
    assert!(out.output.contains("const.<4 x ulong> [0, 1, 2, 3]"), "{}", out.output);
    assert!(out.output.contains("const.<4 x ulong> [4, 4, 4, 4]"), "{}", out.output);
    assert!(out.output.contains("const.<4 x ulong> [16, 16, 16, 16]"), "{}", out.output);
}

/// The pipeline runs the vectorizer only when asked, and marks the function it changed.
#[test]
fn pipeline_option() {
    use midend::pipeline::{run as run_pipeline, PipelineOptions};
    let mut module = parse_module(SUM).unwrap();
    let mut remarks = Remarks::default();
    run_pipeline(&mut module, &PipelineOptions::default(), &mut remarks).unwrap();
    assert!(remarks.list.is_empty());
    assert!(!module.funcs.values().any(|f| f.transformed));
    let opts = PipelineOptions { vectorize_loops: true, target: TargetKind::Avx2, ..Default::default() };
    run_pipeline(&mut module, &opts, &mut remarks).unwrap();
    let messages: Vec<&str> = remarks.list.iter().map(|r| r.message.as_str()).collect();
    assert_eq!(messages, vec!["loop vectorized (VF=8, UF=4, est. speedup 6.4x, vector epilogue VF=8)"]);
    assert!(module.funcs.values().all(|f| f.transformed));
}

/// The chosen plan of the sum loop, as `--emit=vplan` prints it.
#[test]
fn plan_printout() {
    let module = parse_module(SUM).unwrap();
    let func = module.funcs.values().find_map(|f| f.body.as_ref()).unwrap();
    let loops = plan_loops(&module, func, &LoopVecOptions::default(), Target::get(TargetKind::Avx2));
    let plans = loops[0].plans.as_ref().unwrap();
    let chosen = &plans[loops[0].chosen.unwrap()];
    let expect = "
VPlan 'loop at block1 in sum' for VF={8},UF={4} {
Live-in vp<%VFxUF> = 32
Live-in vp<%trip-count> = v0
Live-in vp<%vector-trip-count> = trip-count rounded down to a multiple of 32
vector.ph:
  REDUCTION-START vp<%acc.v31> = splat identity of add
Successor(s): vector.body
vector.body:
  EMIT vp<%index> = CANONICAL-INDUCTION ir<0>, +32
  INDUCTION v30 (i) = v5 + vp<%index> * 1 (scalar steps)
  REDUCTION-PHI vp<%acc.v31> = phi vp<%acc.start>, v18
  CLONE v15 = cast.long v30
  CLONE v16 = ptradd.*int v2, v15
  WIDEN v17 = load.int v16
  WIDEN (accumulating unsigned) v18 = add.int v31, v17
  EMIT branch-on-count vp<%index.next>, vp<%vector-trip-count>
Successor(s): vector.body, middle.block
middle.block:
  REDUCE v31 (s) = reduce.add vp<%acc.v31>, then add v5
  RESUME v30 (i) = v5 + vp<%vector-trip-count> * 1
Successor(s): vector epilogue (VF=8, UF=1), then scalar loop
Cost: scalar 6.0/iteration; vector 22.0/32 iterations = 0.69/iteration; overhead 18.0; est. trip count 256: speedup 6.4x
}
";
    assert_eq!(chosen.to_string().trim(), expect.trim(), "\n--- got:\n{}", chosen);
}

/// int dowhile(int n, int *restrict a) { int i = 0, s = 0; do { a[i] = i; s += i; i++; } while (i < n); return s + i; }
/// The test ends the iteration: the vector loop leaves at least the last iteration to the
/// scalar loop, which computes the values used after it.
#[test]
fn do_while_leaves_the_last_iteration() {
    let out = run(
        "
func @dowhile: fn(int, restrict *int) -> int {
    names v0=n v2=a v23=i v24=s
block0(v0: int, v2: restrict *int):
    v5 = const.int 0
    jump block1(v5, v5)
block1(v23: int, v24: int):
    v10 = cast.long v23
    v11 = ptradd.*int v2, v10
    store v11, v23
    v13 = add.int v24, v23
    v15 = const.int 1
    v16 = add.int v23, v15
    jump block2
block2:
    v21 = lt.int v16, v0
    br v21, block1(v16, v13), block3
block3:
    v30 = add.int v13, v16
    ret v30
}",
        TargetKind::Avx2,
        false,
    );
    println!("{}\n{}", out.plans, out.output);
    assert_eq!(out.chosen, vec![Some((8, 4))]);
    assert!(out.plans.contains("Live-in vp<%trip-count> = v0 - 1"), "{}", out.plans);
    assert!(out.output.contains("reduce.add.uint"), "{}", out.output);
}

/// void rev_cond_store(int n, const float *restrict x, float *restrict y)
/// { for (int i = 0; i < n; i++) if (x[i] > 0.0f) y[n - 1 - i] = x[i] * 2.0f; }
const REV_COND_STORE: &str = "
func @rev_cond_store: fn(int, restrict *const float, restrict *float) -> void {
    names v0=n v2=x v4=y v46=i
block0(v0: int, v2: restrict *const float, v4: restrict *float):
    v7 = const.int 0
    jump block1(v7)
block1(v46: int):
    v12 = lt.int v46, v0
    br v12, block2, block4
block2:
    v17 = cast.long v46
    v18 = ptradd.*const float v2, v17
    v19 = load.float v18
    v20 = const.float 0.0
    v21 = gt.int v19, v20
    br v21, block5, block3
block5:
    v26 = const.int 1
    v27 = sub.int v0, v26
    v30 = sub.int v27, v46
    v31 = cast.long v30
    v32 = ptradd.*float v4, v31
    v40 = const.float 2.0
    v41 = mul.float v19, v40
    store v32, v41
    jump block3
block3:
    v44 = const.int 1
    v45 = add.int v46, v44
    jump block1(v45)
block4:
    ret
}";

/// A reversed store under a condition: on avx512 (k-masked stores at the price of plain ones)
/// one masked store at the lowest address of the reversed value under the reversed mask; on
/// avx2 it would be a scatter of stride -1, which the cost model keeps scalar.
#[test]
fn masked_reverse_store() {
    let out = run(REV_COND_STORE, TargetKind::Avx512, false);
    println!("{}\n{}", out.plans, out.output);
    assert!(out.plans.contains("WIDEN (reverse, the mask reversed too)"));
    assert!(!out.plans.contains("SCATTER (stride -1)"));
    assert!(out.output.contains(", mask ") && !out.output.contains("scatter"));
    assert!(out.remarks[0].contains("Passed: loop vectorized"), "{:?}", out.remarks);
    let avx2 = run(REV_COND_STORE, TargetKind::Avx2, false);
    assert!(avx2.plans.contains("SCATTER (stride -1)"));
    assert!(!avx2.plans.contains("the mask reversed too"));
    assert_eq!(avx2.chosen, vec![None]);
}
