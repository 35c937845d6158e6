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
    let facts = Facts { affine: &analysis.affine, escaping: &escaping, target, width: 32 };
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
    assert!(vectorize_slp(&mut module, &mut func, &analysis, &SlpOptions::default(), target, &mut remarks));
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
    assert!(!vectorize_slp(&mut module, &mut func, &analysis, &opts, target, &mut remarks));
    assert!(remarks.list[0].message.ends_with("cost -23, not below -23 (threshold 23)"), "{:?}", remarks.list);
}
