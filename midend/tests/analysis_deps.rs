//! Loop dependences on loops as the frontend and mem2reg leave them: IR text in, for every
//! innermost loop the printed `LoopDeps` (accesses, dependences, runtime checks, calls) out,
//! after the loop's trip count from the affine analysis. Each test gives its C source; the
//! frontend currently drops `restrict` from parameter types, so tests that need it write it
//! into the IR by hand.

use midend::analysis::deps::{escaping_slots, loop_dependences};
use midend::analysis::{affine, ControlFlowGraph, DomTree, LoopForest};
use midend::ir::parse::parse_module;

fn check(input: &str, expect: &str) {
    let module = parse_module(input).unwrap_or_else(|e| panic!("{}", e));
    let mut output = String::new();
    for decl in module.funcs.values() {
        let Some(func) = &decl.body else { continue };
        let cfg = ControlFlowGraph::compute(func);
        let domtree = DomTree::compute(func, &cfg);
        let loops = LoopForest::compute(func, &cfg, &domtree);
        let info = affine::compute(&module, func, &cfg, &domtree, &loops);
        let escaping = escaping_slots(func, &info);
        for lp in loops.loops().filter(|lp| loops.data(*lp).children.is_empty()) {
            match &info.loop_info(lp).unwrap().trip_count {
                Ok(trip) => output.push_str(&format!("{}\n", trip)),
                Err(why) => output.push_str(&format!("no trip count: {}\n", why)),
            }
            output.push_str(&loop_dependences(&module, func, &info, &escaping, &loops, lp).to_string());
        }
    }
    let normalize = |text: &str| text.trim().lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    assert_eq!(normalize(&output), normalize(expect), "\n--- got:\n{}", output);
}

/// void saxpy(int n, float a, float *restrict x, float *restrict y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
#[test]
fn saxpy() {
    check(
        "
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
}",
        "
exit in block1 (v14): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst8 read 4 bytes at v4 + 4*{loop0}
    #1 inst12 read 4 bytes at v6 + 4*{loop0}
    #2 inst14 write 4 bytes at v6 + 4*{loop0}
    dep #1 -> #2: same iteration
",
    );
}

/// void carried(int n, int *a) { for (int i = 1; i < n; i++) a[i] = a[i - 1] + 1; }
/// Distance 1 backwards: not vectorizable.
#[test]
fn carried() {
    check(
        "
func @carried: fn(int, *int) -> void {
    names v0=n v2=a v5=i v31=i v32=i
block0(v0: int, v2: *int):
    v5 = const.int 1
    jump block1(v5)
block1(v32: int):
    v10 = lt.int v32, v0
    br v10, block2, block4
block2:
    v15 = cast.long v32
    v16 = ptradd.*int v2, v15
    v21 = const.int 1
    v22 = sub.int v32, v21
    v23 = cast.long v22
    v24 = ptradd.*int v2, v23
    v25 = load.int v24
    v26 = const.int 1
    v27 = add.int v25, v26
    store v16, v27
    jump block3
block3:
    v30 = const.int 1
    v31 = add.int v32, v30
    jump block1(v31)
block4:
    ret
}",
        "
exit in block1 (v10): goes on while 1 + k < v0; backedge-taken count v0 - 1
loop0: max safe VF 1
    #0 inst10 read 4 bytes at v2 + 4*{loop0}
    #1 inst13 write 4 bytes at v2 + 4*{loop0} + 4
    dep #0 -> #1: distance -1 (backward), VF <= 1
",
    );
}

/// void safe4(int n, int *a) { for (int i = 0; i < n; i++) a[i + 4] = a[i]; }
/// The load of iteration i + 4 reads what iteration i stored: safe up to VF 4.
#[test]
fn safe4() {
    check(
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
        "
exit in block1 (v10): goes on while k < v0; backedge-taken count v0
loop0: max safe VF 4
    #0 inst10 read 4 bytes at v2 + 4*{loop0}
    #1 inst11 write 4 bytes at v2 + 4*{loop0} + 16
    dep #0 -> #1: distance -4 (backward), VF <= 4
",
    );
}

/// void reversed(int n, int *restrict a, int *restrict b) { for (int i = n - 1; i >= 0; i--) a[i] = b[n - 1 - i] + a[i]; }
#[test]
fn reversed() {
    check(
        "
func @reversed: fn(int, restrict *int, restrict *int) -> void {
    names v0=n v2=a v4=b v10=i v44=i v45=i
block0(v0: int, v2: restrict *int, v4: restrict *int):
    v9 = const.int 1
    v10 = sub.int v0, v9
    jump block1(v10)
block1(v45: int):
    v13 = const.int 0
    v14 = ge.int v45, v13
    br v14, block2, block4
block2:
    v19 = cast.long v45
    v20 = ptradd.*int v2, v19
    v25 = const.int 1
    v26 = sub.int v0, v25
    v29 = sub.int v26, v45
    v30 = cast.long v29
    v31 = ptradd.*int v4, v30
    v32 = load.int v31
    v37 = cast.long v45
    v38 = ptradd.*int v2, v37
    v39 = load.int v38
    v40 = add.int v32, v39
    store v20, v40
    jump block3
block3:
    v43 = const.int 1
    v44 = sub.int v45, v43
    jump block1(v44)
block4:
    ret
}",
        "
exit in block1 (v14): goes on while v0 - 1 - k >= 0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst13 read 4 bytes at v4 + 4*{loop0}
    #1 inst16 read 4 bytes at v2 + 4*v0 - 4*{loop0} - 4
    #2 inst18 write 4 bytes at v2 + 4*v0 - 4*{loop0} - 4
    dep #1 -> #2: same iteration
",
    );
}

/// void strided(int n, float *a) { for (int i = 0; i < n; i++) a[2 * i + 1] = a[2 * i]; }
/// Even and odd elements never meet.
#[test]
fn strided() {
    check(
        "
func @strided: fn(int, *float) -> void {
    names v0=n v2=a v5=i v33=i v34=i
block0(v0: int, v2: *float):
    v5 = const.int 0
    jump block1(v5)
block1(v34: int):
    v10 = lt.int v34, v0
    br v10, block2, block4
block2:
    v13 = const.int 2
    v16 = mul.int v13, v34
    v17 = const.int 1
    v18 = add.int v16, v17
    v19 = cast.long v18
    v20 = ptradd.*float v2, v19
    v23 = const.int 2
    v26 = mul.int v23, v34
    v27 = cast.long v26
    v28 = ptradd.*float v2, v27
    v29 = load.float v28
    store v20, v29
    jump block3
block3:
    v32 = const.int 1
    v33 = add.int v34, v32
    jump block1(v33)
block4:
    ret
}",
        "
exit in block1 (v10): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst14 read 4 bytes at v2 + 8*{loop0}
    #1 inst15 write 4 bytes at v2 + 8*{loop0} + 4
",
    );
}

/// void twod(int n, float *restrict v) { for (int i = 0; i < 64; i++) for (int j = 0; j < 64; j++) m[i][j] = m[i][j] * v[j]; }
#[test]
fn twod() {
    check(
        "
global @m: [64 x [64 x float]] external = zero

func @twod: fn(int, restrict *float) -> void {
    names v0=n v2=v v5=i v11=j v46=j v50=i v51=i v52=j
block0(v0: int, v2: restrict *float):
    v5 = const.int 0
    jump block1(v5)
block1(v51: int):
    v8 = const.int 64
    v9 = lt.int v51, v8
    br v9, block2, block4
block2:
    v11 = const.int 0
    jump block5(v11)
block5(v52: int):
    v14 = const.int 64
    v15 = lt.int v52, v14
    br v15, block6, block3
block6:
    v16 = globaladdr.*[64 x [64 x float]] @m; deps.c:7:97
    v19 = cast.long v51
    v20 = elemaddr.*[64 x float] v16, v19
    v23 = cast.long v52
    v24 = elemaddr.*float v20, v23
    v25 = globaladdr.*[64 x [64 x float]] @m; deps.c:7:107
    v28 = cast.long v51
    v29 = elemaddr.*[64 x float] v25, v28
    v32 = cast.long v52
    v33 = elemaddr.*float v29, v32
    v34 = load.float v33
    v39 = cast.long v52
    v40 = ptradd.*float v2, v39
    v41 = load.float v40
    v42 = mul.float v34, v41
    store v24, v42
    jump block7
block7:
    v45 = const.int 1
    v46 = add.int v52, v45
    jump block5(v46)
block3:
    v49 = const.int 1
    v50 = add.int v51, v49
    jump block1(v50)
block4:
    ret
}",
        "
exit in block5 (v15): goes on while k < 64; backedge-taken count 64
loop1: max safe VF unlimited
    #0 inst20 read 4 bytes at @m + 256*{loop0} + 4*{loop1}
    #1 inst23 read 4 bytes at v2 + 4*{loop1}
    #2 inst25 write 4 bytes at @m + 256*{loop0} + 4*{loop1}
    dep #0 -> #2: same iteration
",
    );
}

/// void twoptr(int n, float *a, float *b) { for (int i = 0; i < n; i++) a[i] = b[i + 1] * 2.0f; }
/// `a` and `b` may overlap: a runtime check over the bytes each side touches.
#[test]
fn twoptr() {
    check(
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
        "
exit in block1 (v12): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst10 read 4 bytes at v4 + 4*{loop0} + 4
    #1 inst13 write 4 bytes at v2 + 4*{loop0}
    check [v2 + 0, v2 + 4) step 4 vs [v4 + 4, v4 + 8) step 4
      or #0 -> #1 in order, step 4
",
    );
}

/// void globals(int n, int *p) { for (int i = 0; i < 100; i++) { ga[i] = gb[i] + 1; p[i] = ga[i]; } }
/// Distinct globals never alias; the pointer may point into either.
#[test]
fn globals() {
    check(
        "
global @ga: [100 x int] external = zero
global @gb: [100 x int] external = zero
declare @g: fn() -> void

func @globals: fn(int, *int) -> void {
    names v0=n v2=p v5=i v38=i v39=i
block0(v0: int, v2: *int):
    v5 = const.int 0
    jump block1(v5)
block1(v39: int):
    v8 = const.int 100
    v9 = lt.int v39, v8
    br v9, block2, block4
block2:
    v10 = globaladdr.*[100 x int] @ga
    v13 = cast.long v39
    v14 = elemaddr.*int v10, v13
    v15 = globaladdr.*[100 x int] @gb
    v18 = cast.long v39
    v19 = elemaddr.*int v15, v18
    v20 = load.int v19
    v21 = const.int 1
    v22 = add.int v20, v21
    store v14, v22
    v27 = cast.long v39
    v28 = ptradd.*int v2, v27
    v29 = globaladdr.*[100 x int] @ga
    v32 = cast.long v39
    v33 = elemaddr.*int v29, v32
    v34 = load.int v33
    store v28, v34
    jump block3
block3:
    v37 = const.int 1
    v38 = add.int v39, v37
    jump block1(v38)
block4:
    ret
}",
        "
exit in block1 (v9): goes on while k < 100; backedge-taken count 100
loop0: max safe VF unlimited
    #0 inst11 read 4 bytes at @gb + 4*{loop0}
    #1 inst14 write 4 bytes at @ga + 4*{loop0}
    #2 inst20 read 4 bytes at @ga + 4*{loop0}
    #3 inst21 write 4 bytes at v2 + 4*{loop0}
    dep #1 -> #2: same iteration
    check [@ga + 0, @ga + 4) step 4 vs [v2 + 0, v2 + 4) step 4
      or #1 -> #3 in order, step 4
      or #2 -> #3 in order, step 4
    check [@gb + 0, @gb + 4) step 4 vs [v2 + 0, v2 + 4) step 4
      or #0 -> #3 in order, step 4
",
    );
}

/// void calls_sqrt(int n, double *restrict a, double *restrict b) { for (int i = 0; i < n; i++) a[i] = sqrt(b[i]); }
#[test]
fn calls_sqrt() {
    check(
        "
declare @sqrt: fn(double) -> double

func @calls_sqrt: fn(int, restrict *double, restrict *double) -> void {
    names v0=n v2=a v4=b v7=i v30=i v31=i
block0(v0: int, v2: restrict *double, v4: restrict *double):
    v7 = const.int 0
    jump block1(v7)
block1(v31: int):
    v12 = lt.int v31, v0
    br v12, block2, block4
block2:
    v17 = cast.long v31
    v18 = ptradd.*double v2, v17
    v23 = cast.long v31
    v24 = ptradd.*double v4, v23
    v25 = load.double v24
    v26 = call.double @sqrt(v25)
    store v18, v26
    jump block3
block3:
    v29 = const.int 1
    v30 = add.int v31, v29
    jump block1(v30)
block4:
    ret
}",
        "
exit in block1 (v12): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst8 read 8 bytes at v4 + 8*{loop0}
    #1 inst10 write 8 bytes at v2 + 8*{loop0}
    pure calls: inst9
",
    );
}

/// void calls_unknown(int n, double *a) { for (int i = 0; i < n; i++) { a[i] = 0; g(); } }
#[test]
fn calls_unknown() {
    check(
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
        "
exit in block1 (v10): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst7 write 8 bytes at v2 + 8*{loop0}
    unknown side effects: inst8
",
    );
}

/// void invstore(int n, int *restrict a, int *restrict s) { for (int i = 0; i < n; i++) { *s = a[i]; } }
/// A store to the same address every iteration is flagged, not a dependence.
#[test]
fn invstore() {
    check(
        "
func @invstore: fn(int, restrict *int, restrict *int) -> void {
    names v0=n v2=a v4=s v7=i v25=i v26=i
block0(v0: int, v2: restrict *int, v4: restrict *int):
    v7 = const.int 0
    jump block1(v7)
block1(v26: int):
    v12 = lt.int v26, v0
    br v12, block2, block4
block2:
    v19 = cast.long v26
    v20 = ptradd.*int v2, v19
    v21 = load.int v20
    store v4, v21
    jump block3
block3:
    v24 = const.int 1
    v25 = add.int v26, v24
    jump block1(v25)
block4:
    ret
}",
        "
exit in block1 (v12): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst6 read 4 bytes at v2 + 4*{loop0}
    #1 inst7 write 4 bytes at v4 + 0
    invariant stores: inst7
",
    );
}

/// void local(int n, int *p) { int t[100]; for (int i = 0; i < 100; i++) t[i] = p[i]; g2(t); }
/// `t` escapes through `g2(t)`, so it may alias `p`.
#[test]
fn local() {
    check(
        "
declare @g: fn() -> void
declare @g2: fn(*int) -> void

func @local: fn(int, *int) -> void {
    names v0=n v2=p v5=i v25=i v29=i
    ss0: [100 x int] t
block0(v0: int, v2: *int):
    v5 = const.int 0
    jump block1(v5)
block1(v29: int):
    v8 = const.int 100
    v9 = lt.int v29, v8
    br v9, block2, block4
block2:
    v10 = slotaddr.*[100 x int] ss0
    v13 = cast.long v29
    v14 = elemaddr.*int v10, v13
    v19 = cast.long v29
    v20 = ptradd.*int v2, v19
    v21 = load.int v20
    store v14, v21
    jump block3
block3:
    v24 = const.int 1
    v25 = add.int v29, v24
    jump block1(v25)
block4:
    v26 = slotaddr.*[100 x int] ss0
    v27 = const.long 0
    v28 = elemaddr.*int v26, v27
    call @g2(v28)
    ret
}",
        "
exit in block1 (v9): goes on while k < 100; backedge-taken count 100
loop0: max safe VF unlimited
    #0 inst10 read 4 bytes at v2 + 4*{loop0}
    #1 inst11 write 4 bytes at ss0 + 4*{loop0}
    check [ss0 + 0, ss0 + 4) step 4 vs [v2 + 0, v2 + 4) step 4
      or #0 -> #1 in order, step 4
",
    );
}

/// void uc(int *restrict a, int *restrict b) { for (unsigned char c = 0; c < 200; c++) a[c] = b[c]; }
#[test]
fn uc() {
    check(
        "
func @uc: fn(restrict *int, restrict *int) -> void {
    names v0=a v2=b v6=c v32=c v33=c
block0(v0: restrict *int, v2: restrict *int):
    v6 = const.uchar 0
    jump block1(v6)
block1(v33: uchar):
    v9 = const.int 200
    v10 = cast.int v33
    v11 = lt.int v10, v9
    br v11, block2, block4
block2:
    v16 = cast.int v33
    v17 = cast.long v16
    v18 = ptradd.*int v0, v17
    v23 = cast.int v33
    v24 = cast.long v23
    v25 = ptradd.*int v2, v24
    v26 = load.int v25
    store v18, v26
    jump block3
block3:
    v29 = const.int 1
    v30 = cast.int v33
    v31 = add.int v30, v29
    v32 = cast.uchar v31
    jump block1(v32)
block4:
    ret
}",
        "
exit in block1 (v11): goes on while k < 200; backedge-taken count 200
loop0: max safe VF unlimited
    #0 inst12 read 4 bytes at v2 + 4*{loop0}
    #1 inst13 write 4 bytes at v0 + 4*{loop0}
",
    );
}

/// void ucn(int n, int *restrict a, int *restrict b) { for (unsigned char c = 0; c < n; c++) a[c] = b[c]; }
/// `c` may wrap, so the addresses are not affine and the store may repeat an address.
#[test]
fn ucn() {
    check(
        "
func @ucn: fn(int, restrict *int, restrict *int) -> void {
    names v0=n v2=a v4=b v8=c v35=c v36=c
block0(v0: int, v2: restrict *int, v4: restrict *int):
    v8 = const.uchar 0
    jump block1(v8)
block1(v36: uchar):
    v13 = cast.int v36
    v14 = lt.int v13, v0
    br v14, block2, block4
block2:
    v19 = cast.int v36
    v20 = cast.long v19
    v21 = ptradd.*int v2, v20
    v26 = cast.int v36
    v27 = cast.long v26
    v28 = ptradd.*int v4, v27
    v29 = load.int v28
    store v21, v29
    jump block3
block3:
    v32 = const.int 1
    v33 = cast.int v36
    v34 = add.int v33, v32
    v35 = cast.uchar v34
    jump block1(v35)
block4:
    ret
}",
        "
no trip count: the exit test does not depend on an induction
loop0: max safe VF 1
    #0 inst11 read 4 bytes at v4 + 4*v26 (not affine in the loop)
    #1 inst12 write 4 bytes at v2 + 4*v19 (not affine in the loop)
    dep #1 -> #1: unknown: the store's address is not affine in the loop: two iterations may write one element, VF <= 1
",
    );
}

/// void widx(int n, int k, int *a) { for (int i = 0; i < n; i++) a[(long)i] = a[i + k]; }
/// The distance is `k`: a symbolic dependence, tested before the loop (no VF cap here; the
/// loop vectorizer's guard tests `-4*k <= 0 || -4*k >= 4*VF*UF`).
#[test]
fn widx() {
    check(
        "
func @widx: fn(int, int, *int) -> void {
    names v0=n v2=k v4=a v7=i v32=i v33=i
block0(v0: int, v2: int, v4: *int):
    v7 = const.int 0
    jump block1(v7)
block1(v33: int):
    v12 = lt.int v33, v0
    br v12, block2, block4
block2:
    v17 = cast.long v33
    v18 = ptradd.*int v4, v17
    v25 = add.int v33, v2
    v26 = cast.long v25
    v27 = ptradd.*int v4, v26
    v28 = load.int v27
    store v18, v28
    jump block3
block3:
    v31 = const.int 1
    v32 = add.int v33, v31
    jump block1(v32)
block4:
    ret
}",
        "
exit in block1 (v12): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst9 read 4 bytes at v4 + 4*v2 + 4*{loop0}
    #1 inst10 write 4 bytes at v4 + 4*{loop0}
    dep #0 -> #1: the second access starts -4*v2 bytes after the first
",
    );
}

/// int local_kept(int *p) { int t[100]; for (int i = 0; i < 100; i++) t[i] = p[i]; return t[5]; }
/// `t` never escapes: it cannot alias `p`.
#[test]
fn local_kept() {
    check(
        "
func @local_kept: fn(*int) -> int {
    names v0=p v3=i v23=i v29=i
    ss0: [100 x int] t
block0(v0: *int):
    v3 = const.int 0
    jump block1(v3)
block1(v29: int):
    v6 = const.int 100
    v7 = lt.int v29, v6
    br v7, block2, block4
block2:
    v8 = slotaddr.*[100 x int] ss0
    v11 = cast.long v29
    v12 = elemaddr.*int v8, v11
    v17 = cast.long v29
    v18 = ptradd.*int v0, v17
    v19 = load.int v18
    store v12, v19
    jump block3
block3:
    v22 = const.int 1
    v23 = add.int v29, v22
    jump block1(v23)
block4:
    v24 = slotaddr.*[100 x int] ss0
    v26 = const.long 5
    v27 = elemaddr.*int v24, v26
    v28 = load.int v27
    ret v28
}",
        "
exit in block1 (v7): goes on while k < 100; backedge-taken count 100
loop0: max safe VF unlimited
    #0 inst10 read 4 bytes at v0 + 4*{loop0}
    #1 inst11 write 4 bytes at ss0 + 4*{loop0}
",
    );
}

/// void ptrinc(int n, int *restrict p, int *restrict q) { int *e = p + n; for (; p < e; p++, q += 2) *p = *q; }
/// Pointer inductions with steps of 4 and 8 bytes.
#[test]
fn ptrinc() {
    check(
        "
func @ptrinc: fn(int, restrict *int, restrict *int) -> void {
    names v0=n v2=p v4=q v12=e v26=p v31=q v32=p v34=q
block0(v0: int, v2: restrict *int, v4: restrict *int):
    v11 = cast.long v0
    v12 = ptradd.*int v2, v11
    jump block1(v2, v4)
block1(v32: *int, v34: *int):
    v17 = lt.int v32, v12
    br v17, block2, block4
block2:
    v22 = load.int v34
    store v32, v22
    jump block3
block3:
    v25 = const.long 1
    v26 = ptradd.*int v32, v25
    v30 = const.long 2
    v31 = ptradd.*int v34, v30
    jump block1(v26, v31)
block4:
    ret
}",
        "
exit in block1 (v17): goes on while 4*k < 4*v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst5 read 4 bytes at v4 + 8*{loop0}
    #1 inst6 write 4 bytes at v2 + 4*{loop0}
",
    );
}

/// void bits(int n, struct S *s) { for (int i = 0; i < n; i++) { s[i].b = s[i].c; } }
/// The bit-field store touches the 4-byte unit at offset 0, the load the field at 4.
#[test]
fn bits() {
    check(
        "
record struct struct.S { a int @0:0+3, b int @0:3+5, c int @4 } size 8 align 4

func @bits: fn(int, *struct.S) -> void {
    names v0=n v2=s v5=i v29=i v30=i
block0(v0: int, v2: *struct.S):
    v5 = const.int 0
    jump block1(v5)
block1(v30: int):
    v10 = lt.int v30, v0
    br v10, block2, block4
block2:
    v15 = cast.long v30
    v16 = ptradd.*struct.S v2, v15
    v21 = cast.long v30
    v22 = ptradd.*struct.S v2, v21
    v23 = fieldaddr.*int v22, 2
    v24 = load.int v23
    bfstore v16, 1, v24
    jump block3
block3:
    v28 = const.int 1
    v29 = add.int v30, v28
    jump block1(v29)
block4:
    ret
}",
        "
exit in block1 (v10): goes on while k < v0; backedge-taken count v0
loop0: max safe VF unlimited
    #0 inst9 read 4 bytes at v2 + 8*{loop0} + 4
    #1 inst10 write 4 bytes at v2 + 8*{loop0}
",
    );
}

/// for (i = 1; i < 9; i++) for (j = 0; j < 64; j++) g[i][j] = g[0][j]; (float g[9][64])
/// The distance is the outer counter's rows, at least one row of 256 bytes: VF <= 64.
#[test]
fn symbolic_outer_rows() {
    check(
        "
global @g: [9 x [64 x float]] external = zero

func @rows: fn() -> void {
block0:
    v1 = const.int 1
    jump block1(v1)
block1(v2: int):
    v3 = const.int 9
    v4 = lt.int v2, v3
    br v4, block2, block6
block2:
    v5 = const.int 0
    jump block3(v5)
block3(v6: int):
    v7 = const.int 64
    v8 = lt.int v6, v7
    br v8, block4, block5
block4:
    v9 = globaladdr.*[9 x [64 x float]] @g
    v10 = const.long 0
    v11 = elemaddr.*[64 x float] v9, v10
    v12 = cast.long v6
    v13 = elemaddr.*float v11, v12
    v14 = load.float v13
    v15 = cast.long v2
    v16 = elemaddr.*[64 x float] v9, v15
    v17 = elemaddr.*float v16, v12
    store v17, v14
    v18 = const.int 1
    v19 = add.int v6, v18
    jump block3(v19)
block5:
    v20 = const.int 1
    v21 = add.int v2, v20
    jump block1(v21)
block6:
    ret
}",
        "
exit in block3 (v8): goes on while k < 64; backedge-taken count 64
loop1: max safe VF 64
    #0 inst15 read 4 bytes at @g + 4*{loop1}
    #1 inst19 write 4 bytes at @g + 256*{loop0} + 4*{loop1} + 256
    dep #0 -> #1: the second access starts 256*{loop0} + 256 bytes after the first, VF <= 64
",
    );
}
