//! IR-level tests of the SLP vectorizer: the seed's example tree and its cost under the seed's
//! own cost assumptions, and the vector code it becomes.

use super::*;
use crate::ir::parse::parse_module;
use crate::ir::print::print_function;
use crate::target::{ElemClass, OpClass, TargetKind};
use crate::verify::verify_function;

/// The seed's `foo`: `a[i] = (b[i] + c[i]) * (d[i] - e[i])` for i = 0..3, on global arrays.
const FOO: &str = "
global @a: [4 x int] external = zero
global @b: [4 x int] external = zero
global @c: [4 x int] external = zero
global @d: [4 x int] external = zero
global @e: [4 x int] external = zero
func @foo: fn() -> void {
block0:
    v0 = globaladdr.*[4 x int] @a
    v2 = const.long 0
    v3 = elemaddr.*int v0, v2
    v4 = globaladdr.*[4 x int] @b
    v6 = const.long 0
    v7 = elemaddr.*int v4, v6
    v8 = load.int v7
    v9 = globaladdr.*[4 x int] @c
    v11 = const.long 0
    v12 = elemaddr.*int v9, v11
    v13 = load.int v12
    v14 = add.int v8, v13
    v15 = globaladdr.*[4 x int] @d
    v17 = const.long 0
    v18 = elemaddr.*int v15, v17
    v19 = load.int v18
    v20 = globaladdr.*[4 x int] @e
    v22 = const.long 0
    v23 = elemaddr.*int v20, v22
    v24 = load.int v23
    v25 = sub.int v19, v24
    v26 = mul.int v14, v25
    store v3, v26
    v29 = const.long 1
    v30 = elemaddr.*int v0, v29
    v33 = const.long 1
    v34 = elemaddr.*int v4, v33
    v35 = load.int v34
    v38 = const.long 1
    v39 = elemaddr.*int v9, v38
    v40 = load.int v39
    v41 = add.int v35, v40
    v44 = const.long 1
    v45 = elemaddr.*int v15, v44
    v46 = load.int v45
    v49 = const.long 1
    v50 = elemaddr.*int v20, v49
    v51 = load.int v50
    v52 = sub.int v46, v51
    v53 = mul.int v41, v52
    store v30, v53
    v56 = const.long 2
    v57 = elemaddr.*int v0, v56
    v60 = const.long 2
    v61 = elemaddr.*int v4, v60
    v62 = load.int v61
    v65 = const.long 2
    v66 = elemaddr.*int v9, v65
    v67 = load.int v66
    v68 = add.int v62, v67
    v71 = const.long 2
    v72 = elemaddr.*int v15, v71
    v73 = load.int v72
    v76 = const.long 2
    v77 = elemaddr.*int v20, v76
    v78 = load.int v77
    v79 = sub.int v73, v78
    v80 = mul.int v68, v79
    store v57, v80
    v83 = const.long 3
    v84 = elemaddr.*int v0, v83
    v87 = const.long 3
    v88 = elemaddr.*int v4, v87
    v89 = load.int v88
    v92 = const.long 3
    v93 = elemaddr.*int v9, v92
    v94 = load.int v93
    v95 = add.int v89, v94
    v98 = const.long 3
    v99 = elemaddr.*int v15, v98
    v100 = load.int v99
    v103 = const.long 3
    v104 = elemaddr.*int v20, v103
    v105 = load.int v104
    v106 = sub.int v100, v105
    v107 = mul.int v95, v106
    store v84, v107
    ret
}
";

fn foo() -> (Module, Function) {
    let mut module = parse_module(FOO).unwrap_or_else(|e| panic!("{}", e));
    let id = module.funcs.keys().next().unwrap();
    let func = module.funcs[id].body.take().unwrap();
    (module, func)
}

/// The seed's cost assumptions: loads, stores, adds and subtracts cost 1 as scalars or vectors;
/// a multiply 1 as a scalar and 6 as a vector.
fn seed_table(op: OpClass, _elem: ElemClass) -> (u32, u32) {
    match op {
        OpClass::Mul => (1, 6),
        _ => (1, 1),
    }
}

#[test]
fn seed_example_costs_minus_19_with_the_seed_table() {
    let (module, func) = foo();
    let analysis = LoopAnalysis::compute(&module, &func);
    let escaping = escaping_slots(&func, &analysis.affine);
    let target = Target::get(TargetKind::Avx2);
    let facts = Facts {
        affine: &analysis.affine,
        escaping: &escaping,
        target,
        width: 32,
        in_registers: &BTreeMap::new(),
        assumed: None,
        fast_math: false,
        versions: &Default::default(),
    };
    let block = func.entry_block().unwrap();
    let chains = seeds::store_chains(&module, &func, &analysis.affine, block);
    assert_eq!(chains.len(), 1);
    assert_eq!(chains[0].len(), 4);
    let tree = tree::build(&module, &func, &facts, tree::Root::Stores(&chains[0])).unwrap();
    assert_eq!(tree.describe(&module, &func), "store(mul(add(load `b`, load `c`), sub(load `d`, load `e`)))");
    let externals = tree::external_uses(&func, &tree);
    assert!(externals.is_empty());
    let cost = cost::tree_cost(&module, &func, &tree, &externals, &seed_table);
    // store -3, mul +2, add -3, loads -3 each, sub -3: the seed's -19.
    assert_eq!(cost.nodes, vec![-3, 2, -3, -3, -3, -3, -3, -3]);
    assert_eq!(cost.total, -19);
}

#[test]
fn seed_example_becomes_4_wide_operations() {
    let (mut module, mut func) = foo();
    let analysis = LoopAnalysis::compute(&module, &func);
    let mut remarks = Remarks::default();
    let target = Target::get(TargetKind::Avx2);
    assert!(vectorize_slp(
        &mut module,
        &mut func,
        &analysis,
        &SlpOptions::default(),
        &BTreeMap::new(),
        target,
        &mut remarks
    ));
    verify_function(&module, &func).unwrap_or_else(|e| panic!("{:?}", e));
    let text = print_function(&module, &func);
    let count = |what: &str| text.lines().filter(|l| l.trim_start().contains(what)).count();
    let scalar_stores = text.lines().filter(|l| l.trim_start().starts_with("store ")).count();
    assert_eq!((count("vload.<4 x int>"), count("vstore"), scalar_stores), (4, 1, 0), "{}", text);
    assert!(
        text.contains("add.<4 x int>") && text.contains("sub.<4 x int>") && text.contains("mul.<4 x int>"),
        "{}",
        text
    );
    assert_eq!(remarks.list.len(), 1);
    assert!(remarks.list[0].message.starts_with("SLP vectorized: "), "{:?}", remarks.list);
    assert!(remarks.list[0].message.ends_with("cost -23"), "{:?}", remarks.list);
}

#[test]
fn a_threshold_keeps_a_cheap_tree_scalar() {
    let (mut module, mut func) = foo();
    let analysis = LoopAnalysis::compute(&module, &func);
    let mut remarks = Remarks::default();
    let target = Target::get(TargetKind::Avx2);
    let opts = SlpOptions { threshold: 23, ..SlpOptions::default() };
    assert!(!vectorize_slp(&mut module, &mut func, &analysis, &opts, &BTreeMap::new(), target, &mut remarks));
    assert!(remarks.list[0].message.ends_with("cost -23, not below -23 (threshold 23)"), "{:?}", remarks.list);
}

// Issue 24's second round: alternating opcodes, permuted loads, reductions (vcc's IR of the
// C in each comment, as the pipeline hands it to SLP).

/// c[0] = a[0] * b[0] - a[1] * b[1]; c[1] = a[0] * b[1] + a[1] * b[0] (restrict pointers).
const CMUL: &str = "
func @cmul: fn(*double, *const double, *const double) -> void {
    names v0=c v2=a v4=b
block0(v0: restrict *double, v2: restrict *const double, v4: restrict *const double):
    v9 = const.long 0
    v10 = ptradd.*double v0, v9
    v14 = const.long 0
    v15 = ptradd.*const double v2, v14
    v16 = load.double v15
    v20 = const.long 0
    v21 = ptradd.*const double v4, v20
    v22 = load.double v21
    v23 = mul.double v16, v22
    v27 = const.long 1
    v28 = ptradd.*const double v2, v27
    v29 = load.double v28
    v33 = const.long 1
    v34 = ptradd.*const double v4, v33
    v35 = load.double v34
    v36 = mul.double v29, v35
    v37 = sub.double v23, v36
    store v10, v37
    v41 = const.long 1
    v42 = ptradd.*double v0, v41
    v48 = load.double v15
    v54 = load.double v34
    v55 = mul.double v48, v54
    v61 = load.double v28
    v67 = load.double v21
    v68 = mul.double v61, v67
    v69 = add.double v55, v68
    store v42, v69
    ret
}
";

/// return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
const DOT4: &str = "
func @dot4: fn(*const int, *const int) -> int {
    names v0=a v2=b
block0(v0: *const int, v2: *const int):
    v7 = const.long 0
    v8 = ptradd.*const int v0, v7
    v9 = load.int v8
    v13 = const.long 0
    v14 = ptradd.*const int v2, v13
    v15 = load.int v14
    v16 = mul.int v9, v15
    v20 = const.long 1
    v21 = ptradd.*const int v0, v20
    v22 = load.int v21
    v26 = const.long 1
    v27 = ptradd.*const int v2, v26
    v28 = load.int v27
    v29 = mul.int v22, v28
    v30 = add.int v16, v29
    v34 = const.long 2
    v35 = ptradd.*const int v0, v34
    v36 = load.int v35
    v40 = const.long 2
    v41 = ptradd.*const int v2, v40
    v42 = load.int v41
    v43 = mul.int v36, v42
    v44 = add.int v30, v43
    v48 = const.long 3
    v49 = ptradd.*const int v0, v48
    v50 = load.int v49
    v54 = const.long 3
    v55 = ptradd.*const int v2, v54
    v56 = load.int v55
    v57 = mul.int v50, v56
    v58 = add.int v44, v57
    ret v58
}
";

/// a[0] = b[1] + 1; a[1] = b[0] + 2; a[2] = b[1] + 3; a[3] = b[0] + 4 (restrict pointers).
const SPREAD: &str = "
func @spread: fn(*int, *const int) -> void {
    names v0=a v2=b
block0(v0: restrict *int, v2: restrict *const int):
    v7 = const.long 0
    v8 = ptradd.*int v0, v7
    v12 = const.long 1
    v13 = ptradd.*const int v2, v12
    v14 = load.int v13
    v15 = const.int 1
    v16 = add.int v14, v15
    store v8, v16
    v20 = const.long 1
    v21 = ptradd.*int v0, v20
    v25 = const.long 0
    v26 = ptradd.*const int v2, v25
    v27 = load.int v26
    v28 = const.int 2
    v29 = add.int v27, v28
    store v21, v29
    v33 = const.long 2
    v34 = ptradd.*int v0, v33
    v40 = load.int v13
    v41 = const.int 3
    v42 = add.int v40, v41
    store v34, v42
    v46 = const.long 3
    v47 = ptradd.*int v0, v46
    v53 = load.int v26
    v54 = const.int 4
    v55 = add.int v53, v54
    store v47, v55
    ret
}
";

fn parse_one(text: &str) -> (Module, Function) {
    let mut module = parse_module(text).unwrap_or_else(|e| panic!("{}", e));
    let id = module.funcs.keys().next().unwrap();
    let func = module.funcs[id].body.take().unwrap();
    (module, func)
}

/// Runs the pass on `text`: the function printed after it, and the remarks' messages.
fn run_slp(text: &str, opts: &SlpOptions) -> (String, Vec<String>) {
    let (mut module, mut func) = parse_one(text);
    let analysis = LoopAnalysis::compute(&module, &func);
    let mut remarks = Remarks::default();
    vectorize_slp(
        &mut module,
        &mut func,
        &analysis,
        opts,
        &BTreeMap::new(),
        Target::get(TargetKind::Avx2),
        &mut remarks,
    );
    verify_function(&module, &func).unwrap_or_else(|e| panic!("{:?}", e));
    (print_function(&module, &func), remarks.list.iter().map(|r| r.message.clone()).collect())
}

fn tree_of_first_chain(text: &str, lanes: usize) -> (Module, Function, tree::Tree) {
    let (module, func) = parse_one(text);
    let analysis = LoopAnalysis::compute(&module, &func);
    let escaping = escaping_slots(&func, &analysis.affine);
    let facts = Facts {
        affine: &analysis.affine,
        escaping: &escaping,
        target: Target::get(TargetKind::Avx2),
        width: 32,
        in_registers: &BTreeMap::new(),
        assumed: None,
        fast_math: false,
        versions: &Default::default(),
    };
    let block = func.entry_block().unwrap();
    let chains = seeds::store_chains(&module, &func, &analysis.affine, block);
    let tree = tree::build(&module, &func, &facts, tree::Root::Stores(&chains[0][..lanes])).unwrap();
    (module, func, tree)
}

#[test]
fn complex_multiply_is_one_addsub_of_two_products() {
    let (module, func, tree) = tree_of_first_chain(CMUL, 2);
    assert_eq!(tree.describe(&module, &func), "store(addsub(mul(splat, load `b`), mul(splat, load `b` [1, 0])))");
    // The seed's table: store -1, addsub 1 - 2, muls 6 - 2 each, splats 1 each, the loads
    // 1 - 2 and 1 + 1 (shuffle) - 2.
    let cost = cost::tree_cost(&module, &func, &tree, &[], &seed_table);
    assert_eq!(cost.nodes, vec![-1, -1, 4, 1, -1, 4, 1, 0]);
    let (text, remarks) = run_slp(CMUL, &SlpOptions::default());
    assert!(text.contains("addsub.<2 x double>"), "{}", text);
    assert_eq!(text.matches("shuffle.<2 x double>").count(), 1, "{}", text);
    assert_eq!(text.lines().filter(|l| l.trim_start().starts_with("store ")).count(), 0, "{}", text);
    assert!(remarks[0].starts_with("SLP vectorized: "), "{:?}", remarks);
}

#[test]
fn an_alternating_bundle_of_other_lanes_is_two_operations_and_a_blend() {
    // The imaginary part first: lane 0 adds, lane 1 subtracts, not addsub's order.
    let swapped = CMUL
        .replace("sub.double v23, v36", "add.double v23, v36")
        .replace("add.double v55, v68", "sub.double v55, v68");
    let (module, func, tree) = tree_of_first_chain(&swapped, 2);
    assert!(tree.describe(&module, &func).starts_with("store(add|sub("), "{}", tree.describe(&module, &func));
    let (text, _) = run_slp(&swapped, &SlpOptions::default());
    assert!(text.contains("add.<2 x double>") && text.contains("sub.<2 x double>"), "{}", text);
    assert!(text.contains("shuffle.<2 x double>") && text.contains("[0, 3]"), "{}", text);
}

#[test]
fn lanes_of_any_two_arithmetic_operations_alternate() {
    // Lane 0 multiplies, lane 1 adds: no add/subtract pair, still two operations and a blend;
    // a float division mixes too (its other lanes' quotients are blended away).
    let mul_add = CMUL.replace("sub.double v23, v36", "mul.double v23, v36");
    let (module, func, tree) = tree_of_first_chain(&mul_add, 2);
    assert!(tree.describe(&module, &func).starts_with("store(mul|add("), "{}", tree.describe(&module, &func));
    let div_add = CMUL.replace("sub.double v23, v36", "div.double v23, v36");
    let (module, func, tree) = tree_of_first_chain(&div_add, 2);
    assert!(tree.describe(&module, &func).starts_with("store(div|add("), "{}", tree.describe(&module, &func));
    let (text, _) = run_slp(&mul_add, &SlpOptions { threshold: -100, ..SlpOptions::default() });
    assert!(text.contains("mul.<2 x double>") && text.contains("add.<2 x double>"), "{}", text);
    assert!(text.contains("shuffle.<2 x double>") && text.contains("[0, 3]"), "{}", text);
}

#[test]
fn a_shuffled_load_reads_only_what_the_block_reads() {
    // Four lanes of b[1], b[0], b[1], b[0]: a vector of four from b[0] would read b[2] and
    // b[3], which the function does not: two elements loaded and widened to four lanes.
    let (module, func, tree) = tree_of_first_chain(SPREAD, 4);
    assert_eq!(tree.describe(&module, &func), "store(add(load `b` [1, 0, 1, 0], constants))");
    assert!(matches!(tree.nodes[2].kind, tree::NodeKind::Vectorize(tree::VecOp::Load { width: 2, shift: 0, .. })));
    let (text, remarks) = run_slp(SPREAD, &SlpOptions::default());
    assert_eq!(remarks.iter().filter(|r| r.starts_with("SLP vectorized")).count(), 1, "{:?}", remarks);
    assert!(text.contains("vload.<2 x int>") && text.contains("shuffle.<4 x int>"), "{}", text);
    assert!(text.contains("[1, 0, 1, 0]"), "{}", text);
}

/// o[k] = a[k] < 0 ? 0 : a[k] for k = 0..3 (restrict pointers): a branch to empty arms each.
const RELU: &str = "
func @relu: fn(*int, *const int) -> void {
    names v0=o v2=a
block0(v0: restrict *int, v2: restrict *const int):
    v7 = const.long 0
    v8 = ptradd.*int v0, v7
    v12 = const.long 0
    v13 = ptradd.*const int v2, v12
    v14 = load.int v13
    v15 = const.int 0
    v16 = lt.int v14, v15
    br v16, block1, block2
block1:
    v17 = const.int 0
    jump block3(v17)
block2:
    jump block3(v14)
block3(v24: int):
    store v8, v24
    v28 = const.long 1
    v29 = ptradd.*int v0, v28
    v33 = const.long 1
    v34 = ptradd.*const int v2, v33
    v35 = load.int v34
    v36 = const.int 0
    v37 = lt.int v35, v36
    br v37, block4, block5
block4:
    v38 = const.int 0
    jump block6(v38)
block5:
    jump block6(v35)
block6(v45: int):
    store v29, v45
    v49 = const.long 2
    v50 = ptradd.*int v0, v49
    v54 = const.long 2
    v55 = ptradd.*const int v2, v54
    v56 = load.int v55
    v57 = const.int 0
    v58 = lt.int v56, v57
    br v58, block7, block8
block7:
    v59 = const.int 0
    jump block9(v59)
block8:
    jump block9(v56)
block9(v66: int):
    store v50, v66
    v70 = const.long 3
    v71 = ptradd.*int v0, v70
    v75 = const.long 3
    v76 = ptradd.*const int v2, v75
    v77 = load.int v76
    v78 = const.int 0
    v79 = lt.int v77, v78
    br v79, block10, block11
block10:
    v80 = const.int 0
    jump block12(v80)
block11:
    jump block12(v77)
block12(v87: int):
    store v71, v87
    ret
}
";

#[test]
fn branches_to_empty_arms_become_selects_when_that_vectorizes() {
    let (mut module, mut func) = parse_one(RELU);
    assert_eq!(func.layout.blocks().len(), 13);
    let analysis = LoopAnalysis::compute(&module, &func);
    let mut remarks = Remarks::default();
    assert!(vectorize_slp(
        &mut module,
        &mut func,
        &analysis,
        &SlpOptions::default(),
        &BTreeMap::new(),
        Target::get(TargetKind::Avx2),
        &mut remarks
    ));
    verify_function(&module, &func).unwrap_or_else(|e| panic!("{:?}", e));
    assert_eq!(func.layout.blocks().len(), 1);
    let text = print_function(&module, &func);
    assert!(text.contains("lt.<4 x i1>"), "{}", text);
    assert!(text.contains("select.<4 x int>"), "{}", text);
    assert!(remarks.list[0].message.contains("tree store(select(lt(load `a`, constants), constants, load `a`))"));
}

#[test]
fn branches_stay_when_the_selects_do_not_vectorize() {
    // One lane only: the flattened trial vectorizes nothing, so the function keeps its blocks.
    let one =
        RELU.split("\nblock3(").next().unwrap().to_string() + "\nblock3(v24: int):\n    store v8, v24\n    ret\n}\n";
    let (mut module, mut func) = parse_one(&one);
    let blocks = func.layout.blocks().len();
    let analysis = LoopAnalysis::compute(&module, &func);
    let mut remarks = Remarks::default();
    assert!(!vectorize_slp(
        &mut module,
        &mut func,
        &analysis,
        &SlpOptions::default(),
        &BTreeMap::new(),
        Target::get(TargetKind::Avx2),
        &mut remarks
    ));
    assert_eq!(func.layout.blocks().len(), blocks);
}

#[test]
fn an_integer_dot_product_is_one_reduction() {
    let (text, remarks) = run_slp(DOT4, &SlpOptions::default());
    assert_eq!(remarks.len(), 1);
    assert!(remarks[0].contains("tree reduce add(mul(load `a`, load `b`))"), "{:?}", remarks);
    // Reduced as unsigned lanes (no overflow in the new order), converted back.
    assert!(text.contains("reduce.add.uint"), "{}", text);
    assert_eq!(text.matches("vload.<4 x int>").count(), 2, "{}", text);
}

#[test]
fn a_float_sum_is_reassociated_only_under_fast_math() {
    let float = DOT4.replace("int", "float");
    let (text, remarks) = run_slp(&float, &SlpOptions::default());
    assert!(remarks.is_empty() && !text.contains("reduce"), "{:?}\n{}", remarks, text);
    let (text, remarks) = run_slp(&float, &SlpOptions { fast_math: true, ..SlpOptions::default() });
    assert!(remarks[0].starts_with("SLP vectorized: the add reduction"), "{:?}", remarks);
    assert!(text.contains("reduce.add.float"), "{}", text);
}

/// `m = a[k] > m ? a[k] : m` for k = 1..3, as the frontend writes it: a branch per `?:`.
const MAX4: &str = "
func @max4: fn(*const int) -> int {
block0(v0: *const int):
    v6 = const.long 0
    v7 = ptradd.*const int v0, v6
    v8 = load.int v7
    v13 = const.long 1
    v14 = ptradd.*const int v0, v13
    v15 = load.int v14
    v18 = gt.int v15, v8
    br v18, block1, block3(v8)
block1:
    jump block3(v15)
block3(v27: int):
    v32 = const.long 2
    v33 = ptradd.*const int v0, v32
    v34 = load.int v33
    v37 = gt.int v34, v27
    br v37, block4, block6(v27)
block4:
    jump block6(v34)
block6(v46: int):
    v51 = const.long 3
    v52 = ptradd.*const int v0, v51
    v53 = load.int v52
    v56 = gt.int v53, v46
    br v56, block7, block9(v46)
block7:
    jump block9(v53)
block9(v65: int):
    ret v65
}
";

#[test]
fn a_running_maximum_is_one_max_reduction() {
    let (text, remarks) = run_slp(MAX4, &SlpOptions::default());
    assert_eq!(remarks.len(), 1, "{:?}", remarks);
    assert!(remarks[0].starts_with("SLP vectorized: the max reduction of 4 values"), "{:?}", remarks);
    // Signed lanes stay signed: the maximum depends on the sign, unlike a sum.
    assert!(text.contains("reduce.max.int"), "{}", text);
    assert_eq!(text.matches("vload.<4 x int>").count(), 1, "{}", text);
    // `<` keeps the smaller value: a minimum. Selecting the other operand would be neither.
    let (text, remarks) = run_slp(&MAX4.replace("gt.int", "lt.int"), &SlpOptions::default());
    assert!(text.contains("reduce.min.int"), "{:?}\n{}", remarks, text);
    let mixed = MAX4.replacen("gt.int", "lt.int", 1);
    let (text, _) = run_slp(&mixed, &SlpOptions::default());
    assert!(!text.contains("reduce"), "{}", text);
    let float = MAX4.replace("int", "float").replace("gt.float", "gt.int");
    let (text, _) = run_slp(&float, &SlpOptions::default());
    assert!(!text.contains("reduce"), "a float maximum depends on the order (NaN, zeros):\n{}", text);
}

/// `s += p[0] + p[1] + p[2] + p[3]` in a loop whose latch is another block: the sum is passed
/// to the header by the latch's jump.
const LOOP_SUM: &str = "
func @sum: fn(*const int, long) -> int {
block0(v0: *const int, v1: long):
    v2 = const.int 0
    v3 = const.long 0
    jump block1(v3, v2)
block1(v4: long, v5: int):
    v6 = lt.int v4, v1
    br v6, block2, block4
block2:
    v7 = const.long 4
    v8 = mul.long v4, v7
    v9 = ptradd.*const int v0, v8
    v10 = load.int v9
    v11 = const.long 1
    v12 = add.long v8, v11
    v13 = ptradd.*const int v0, v12
    v14 = load.int v13
    v15 = add.int v10, v14
    v16 = const.long 2
    v17 = add.long v8, v16
    v18 = ptradd.*const int v0, v17
    v19 = load.int v18
    v20 = add.int v15, v19
    v21 = const.long 3
    v22 = add.long v8, v21
    v23 = ptradd.*const int v0, v22
    v24 = load.int v23
    v25 = add.int v20, v24
    v26 = add.int v5, v25
    jump block3
block3:
    v27 = const.long 1
    v28 = add.long v4, v27
    jump block1(v28, v26)
block4:
    ret v5
}
";

#[test]
fn a_sum_carried_round_a_loop_keeps_the_carried_value_out_of_the_vector() {
    let (text, remarks) = run_slp(LOOP_SUM, &SlpOptions::default());
    assert_eq!(remarks.len(), 1, "{:?}", remarks);
    assert!(remarks[0].contains("the add reduction of 5 values used by the jump"), "{:?}", remarks);
    assert!(remarks[0].contains("(4 lanes): tree reduce add(load)"), "{:?}", remarks);
    // The four loads are the vector; the carried sum is added to its reduction, in the body,
    // and that is what the latch passes on.
    let body = text.split("block2:").nth(1).unwrap().split("block3:").next().unwrap();
    assert!(body.contains("vload.<4 x int>") && body.contains("reduce.add.uint"), "{}", text);
    let latch = text.split("block3:").nth(1).unwrap();
    let passed = latch.split("jump block1(").nth(1).unwrap().split(')').next().unwrap();
    let sum = passed.split(", ").nth(1).unwrap();
    assert!(body.contains(&format!("{} = add.int", sum)) || body.contains(&format!("{} = cast.int", sum)), "{}", text);
}

/// `o[k] = (unsigned short)(a[k] * w + b[k])`, k < 4, on unsigned shorts: C computes in `int`.
const MULADD_U16: &str = "
func @muladd: fn(*ushort, *const ushort, *const ushort, int) -> void {
block0(v0: restrict *ushort, v1: restrict *const ushort, v2: restrict *const ushort, v3: int):
    v11 = const.long 0
    v12 = ptradd.*const ushort v1, v11
    v13 = load.ushort v12
    v14 = cast.int v13
    v15 = mul.int v14, v3
    v16 = ptradd.*const ushort v2, v11
    v17 = load.ushort v16
    v18 = cast.int v17
    v19 = add.int v15, v18
    v20 = cast.ushort v19
    v21 = ptradd.*ushort v0, v11
    store v21, v20
    v22 = const.long 1
    v23 = ptradd.*const ushort v1, v22
    v24 = load.ushort v23
    v25 = cast.int v24
    v26 = mul.int v25, v3
    v27 = ptradd.*const ushort v2, v22
    v28 = load.ushort v27
    v29 = cast.int v28
    v30 = add.int v26, v29
    v31 = cast.ushort v30
    v32 = ptradd.*ushort v0, v22
    store v32, v31
    v33 = const.long 2
    v34 = ptradd.*const ushort v1, v33
    v35 = load.ushort v34
    v36 = cast.int v35
    v37 = mul.int v36, v3
    v38 = ptradd.*const ushort v2, v33
    v39 = load.ushort v38
    v40 = cast.int v39
    v41 = add.int v37, v40
    v42 = cast.ushort v41
    v43 = ptradd.*ushort v0, v33
    store v43, v42
    v44 = const.long 3
    v45 = ptradd.*const ushort v1, v44
    v46 = load.ushort v45
    v47 = cast.int v46
    v48 = mul.int v47, v3
    v49 = ptradd.*const ushort v2, v44
    v50 = load.ushort v49
    v51 = cast.int v50
    v52 = add.int v48, v51
    v53 = cast.ushort v52
    v54 = ptradd.*ushort v0, v44
    store v54, v53
    ret
}
";

#[test]
fn a_truncated_tree_computes_in_the_narrowest_lanes_that_hold_its_bits() {
    let (text, remarks) = run_slp(MULADD_U16, &SlpOptions::default());
    assert_eq!(remarks.len(), 1, "{:?}", remarks);
    assert!(remarks[0].contains("tree store(cast to ushort(add(mul(cast to ushort(load"), "{:?}", remarks);
    // Only the low 16 bits are stored: 16-bit lanes, `w` truncated before its splat.
    assert!(text.contains("mul.<4 x ushort>") && !text.contains("x int>"), "{}", text);
    assert!(text.contains("cast.ushort v3"), "{}", text);
    // A right shift needs the bits above: `(a * w + b) >> 1` keeps 32-bit lanes.
    let shifted: String = MULADD_U16
        .lines()
        .map(|line| match line.split_once(" = cast.ushort v") {
            Some((res, arg)) => format!("    v1{arg} = shr.int v{arg}, v9\n{res} = cast.ushort v1{arg}\n"),
            None if line.starts_with("block0") => format!("{line}\n    v9 = const.int 1\n"),
            None => format!("{line}\n"),
        })
        .collect();
    let (text, remarks) = run_slp(&shifted, &SlpOptions::default());
    assert!(remarks[0].starts_with("SLP vectorized"), "{:?}", remarks);
    assert!(text.contains("mul.<4 x int>"), "{}", text);
    // A shift by a negative constant (undefined where it runs; here nowhere): the demanded
    // bits saturate, and the lanes stay `int`.
    let negative = shifted.replace("v9 = const.int 1", "v9 = const.int -1");
    let (text, _) = run_slp(&negative, &SlpOptions::default());
    assert!(text.contains("mul.<4 x int>"), "{}", text);
    // A sum also used as an `int` (returned) keeps its 32-bit lanes.
    let used = MULADD_U16.replace("-> void", "-> int").replace("    ret\n", "    ret v19\n");
    let (text, remarks) = run_slp(&used, &SlpOptions::default());
    assert!(remarks[0].starts_with("SLP vectorized"), "{:?}", remarks);
    assert!(text.contains("mul.<4 x int>"), "{}", text);
}

// PHI seeds (`carried.rs`).

/// A loop of four carried values of type `ty`, `i += 4`: lane k's next value is `update` with
/// `{s}` its carried value, `{x}` the element `x[i + k]`, `{m}` and `{c}` free names for
/// intermediates and `{r}` the next value's name.
fn carried_loop(ty: &str, update: &str) -> (Module, Function) {
    let mut body = String::new();
    let mut next = Vec::new();
    for k in 0..4 {
        let base = 20 + k * 10;
        body.push_str(&format!("    v{} = const.long {}\n", base, k));
        body.push_str(&format!("    v{} = add.long v11, v{}\n", base + 1, base));
        body.push_str(&format!("    v{} = ptradd.*{} v0, v{}\n", base + 2, ty, base + 1));
        body.push_str(&format!("    v{} = load.{} v{}\n", base + 3, ty, base + 2));
        body.push_str(
            &update
                .replace("{s}", &format!("v{}", 6 + k))
                .replace("{x}", &format!("v{}", base + 3))
                .replace("{m}", &format!("v{}", base + 4))
                .replace("{c}", &format!("v{}", base + 5))
                .replace("{r}", &format!("v{}", base + 9)),
        );
        next.push(format!("v{}", base + 9));
    }
    let zero = if ty == "float" { "0.0" } else { "0" };
    let text = format!(
        "func @carried: fn(*{ty}, int) -> {ty} {{
block0(v0: *{ty}, v1: int):
    v2 = const.{ty} {zero}
    v3 = const.int 0
    jump block1(v3, v2, v2, v2, v2)
block1(v5: int, v6: {ty}, v7: {ty}, v8: {ty}, v9: {ty}):
    v10 = lt.int v5, v1
    br v10, block2, block3
block2:
    v11 = cast.long v5
{body}    v12 = const.int 4
    v13 = add.int v5, v12
    jump block1(v13, {next})
block3:
    v14 = add.{ty} v6, v7
    v15 = add.{ty} v8, v9
    v16 = add.{ty} v14, v15
    ret v16
}}
",
        next = next.join(", ")
    );
    let mut module = parse_module(&text).unwrap_or_else(|e| panic!("{}\n{}", e, text));
    let id = module.funcs.keys().next().unwrap();
    let func = module.funcs[id].body.take().unwrap();
    (module, func)
}

fn slp_on(module: &mut Module, func: &mut Function, kind: TargetKind) -> (bool, Remarks) {
    let analysis = LoopAnalysis::compute(module, func);
    let mut remarks = Remarks::default();
    let target = Target::get(kind);
    let changed =
        vectorize_slp(module, func, &analysis, &SlpOptions::default(), &BTreeMap::new(), target, &mut remarks);
    (changed, remarks)
}

#[test]
fn four_float_sums_are_one_carried_vector() {
    // s_k += x[i + k] * x[i + k]
    let (mut module, mut func) = carried_loop("float", "    {m} = mul.float {x}, {x}\n    {r} = add.float {s}, {m}\n");
    let (changed, remarks) = slp_on(&mut module, &mut func, TargetKind::Avx2);
    assert!(changed, "{:?}", remarks.list);
    verify_function(&module, &func).unwrap_or_else(|e| panic!("{:?}", e));
    crate::transform::dce::dce(&module, &mut func);
    let text = print_function(&module, &func);
    // The header carries the counter and one vector; the sums after the loop are its lanes.
    assert!(text.contains("block1(v5: int, v"), "{}", text);
    assert!(text.contains(": <4 x float>):"), "{}", text);
    assert_eq!(text.matches("extract.float").count(), 4, "{}", text);
    assert_eq!(text.matches("mul.<4 x float>").count(), 1, "{}", text);
    assert_eq!(text.matches("vload.<4 x float>").count(), 1, "{}", text);
    assert!(!text.contains("mul.float"), "{}", text);
    let message = &remarks.list[0].message;
    assert!(message.starts_with("SLP vectorized: the values"), "{}", message);
    assert!(message.contains("tree next(add(carried, mul(load, load)))"), "{}", message);
}

#[test]
fn a_carried_chain_longer_as_vectors_stays_scalar() {
    // s_k = (s_k + x[i + k]) * 3 on ints: the generic tune's `vpmulld` takes 10 cycles, `imul` 3.
    let update = "    {m} = add.int {s}, {x}\n    {c} = const.int 3\n    {r} = mul.int {m}, {c}\n";
    let (mut module, mut func) = carried_loop("int", update);
    let (changed, remarks) = slp_on(&mut module, &mut func, TargetKind::Avx2);
    assert!(!changed, "{:?}", remarks.list);
    let message = &remarks.list[0].message;
    assert!(message.starts_with("SLP not vectorized: the values"), "{}", message);
    assert!(message.contains("the chain 4 cycles; vector"), "{}", message);
    assert!(message.contains("the chain 11 cycles"), "{}", message);
}
