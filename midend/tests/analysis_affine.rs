//! The affine analysis on loops as the frontend and mem2reg leave them: IR text in, the
//! printed `AffineInfo` out (inductions, trip counts, then every value with an affine form).

use midend::analysis::affine;
use midend::analysis::{ControlFlowGraph, DomTree, LoopForest};
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
        output.push_str(&info.to_string());
    }
    let normalize = |text: &str| text.trim().lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    assert_eq!(normalize(&output), normalize(expect), "\n--- got:\n{}", output);
}

/// void saxpy(int n, float a, float *x, float *y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
#[test]
fn saxpy() {
    check(
        "
func @saxpy: fn(int, float, *float, *float) -> void {
    names v0=n v2=a v4=x v6=y v9=i v42=i v43=i
block0(v0: int, v2: float, v4: *float, v6: *float):
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
loop0 (header block1):
    induction v43: start v9, step 1
    exit in block1 (v14): goes on while k < v0; backedge-taken count v0
v43 = {loop0}
v19 = {loop0}
v20 = &v6 + 4*{loop0}
v27 = {loop0}
v28 = &v4 + 4*{loop0}
v35 = {loop0}
v36 = &v6 + 4*{loop0}
v42 = {loop0} + 1
",
    );
}

/// void down(int n, int *a) { for (int i = n - 1; i >= 0; i--) a[i] = 0; }
#[test]
fn down() {
    check(
        "
func @down: fn(int, *int) -> void {
    names v0=n v2=a v8=i v23=i v24=i
block0(v0: int, v2: *int):
    v7 = const.int 1
    v8 = sub.int v0, v7
    jump block1(v8)
block1(v24: int):
    v11 = const.int 0
    v12 = ge.int v24, v11
    br v12, block2, block4
block2:
    v17 = cast.long v24
    v18 = ptradd.*int v2, v17
    v19 = const.int 0
    store v18, v19
    jump block3
block3:
    v22 = const.int 1
    v23 = sub.int v24, v22
    jump block1(v23)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v24: start v8, step -1
    exit in block1 (v12): goes on while v0 - 1 - k >= 0; backedge-taken count v0
v8 = v0 - 1
v24 = v0 - {loop0} - 1
v17 = v0 - {loop0} - 1
v18 = &v2 + (4*v0 - 4*{loop0} - 4)
v23 = v0 - {loop0} - 2
",
    );
}

/// void step3(int *a) { for (int i = 1; i <= 100; i += 3) a[i] = 0; }
#[test]
fn step3() {
    check(
        "
func @step3: fn(*int) -> void {
    names v0=a v3=i v18=i v19=i
block0(v0: *int):
    v3 = const.int 1
    jump block1(v3)
block1(v19: int):
    v6 = const.int 100
    v7 = le.int v19, v6
    br v7, block2, block4
block2:
    v12 = cast.long v19
    v13 = ptradd.*int v0, v12
    v14 = const.int 0
    store v13, v14
    jump block3
block3:
    v17 = const.int 3
    v18 = add.int v19, v17
    jump block1(v18)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v19: start v3, step 3
    exit in block1 (v7): goes on while 1 + 3*k <= 100; backedge-taken count 34
v19 = 3*{loop0} + 1
v12 = 3*{loop0} + 1
v13 = &v0 + 12*{loop0} + 4
v18 = 3*{loop0} + 4
",
    );
}

/// void ule(unsigned n, int *a) { for (unsigned i = 0; i < n; i++) a[i] = 0; }
/// `i < n` in `unsigned`: `i + 1` cannot wrap inside the loop.
#[test]
fn ule() {
    check(
        "
func @ule: fn(uint, *int) -> void {
    names v0=n v2=a v6=i v23=i v24=i
block0(v0: uint, v2: *int):
    v6 = const.uint 0
    jump block1(v6)
block1(v24: uint):
    v11 = lt.int v24, v0
    br v11, block2, block4
block2:
    v16 = cast.long v24
    v17 = ptradd.*int v2, v16
    v18 = const.int 0
    store v17, v18
    jump block3
block3:
    v22 = const.uint 1
    v23 = add.uint v24, v22
    jump block1(v23)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v24: start v6, step 1
    exit in block1 (v11): goes on while k < v0; backedge-taken count v0
v24 = {loop0}
v16 = {loop0}
v17 = &v2 + 4*{loop0}
v23 = {loop0} + 1 (may wrap)
",
    );
}

/// void ule2(unsigned n, int *a) { for (unsigned i = 0; i <= n; i++) a[i] = 0; }
/// `i <= n` with `n == UINT_MAX` wraps: no trip count, and `(long)i` is not affine.
#[test]
fn ule2() {
    check(
        "
func @ule2: fn(uint, *int) -> void {
    names v0=n v2=a v6=i v23=i v24=i
block0(v0: uint, v2: *int):
    v6 = const.uint 0
    jump block1(v6)
block1(v24: uint):
    v11 = le.int v24, v0
    br v11, block2, block4
block2:
    v16 = cast.long v24
    v17 = ptradd.*int v2, v16
    v18 = const.int 0
    store v17, v18
    jump block3
block3:
    v22 = const.uint 1
    v23 = add.uint v24, v22
    jump block1(v23)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v24: start v6, step 1 (may wrap)
    no trip count: the compared induction may wrap around
v24 = {loop0} (may wrap)
v17 = &v2 + 4*v16
v23 = {loop0} + 1 (may wrap)
",
    );
}

/// void uc(int *a) { for (unsigned char c = 0; c < 200; c++) a[c] = 0; }
/// The bound 200 fits `unsigned char`, so `c++` never wraps: the induction is exact.
#[test]
fn uc() {
    check(
        "
func @uc: fn(*int) -> void {
    names v0=a v4=c v23=c v24=c
block0(v0: *int):
    v4 = const.uchar 0
    jump block1(v4)
block1(v24: uchar):
    v7 = const.int 200
    v8 = cast.int v24
    v9 = lt.int v8, v7
    br v9, block2, block4
block2:
    v14 = cast.int v24
    v15 = cast.long v14
    v16 = ptradd.*int v0, v15
    v17 = const.int 0
    store v16, v17
    jump block3
block3:
    v20 = const.int 1
    v21 = cast.int v24
    v22 = add.int v21, v20
    v23 = cast.uchar v22
    jump block1(v23)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v24: start v4, step 1
    exit in block1 (v9): goes on while k < 200; backedge-taken count 200
v24 = {loop0}
v8 = {loop0}
v14 = {loop0}
v15 = {loop0}
v16 = &v0 + 4*{loop0}
v21 = {loop0}
v22 = {loop0} + 1
v23 = {loop0} + 1 (may wrap)
",
    );
}

/// void ucn(int n, int *a) { for (unsigned char c = 0; c < n; c++) a[c] = 0; }
/// `n` may exceed 255: `c` may wrap, so `(long)c` is not affine and there is no trip count.
#[test]
fn ucn() {
    check(
        "
func @ucn: fn(int, *int) -> void {
    names v0=n v2=a v6=c v26=c v27=c
block0(v0: int, v2: *int):
    v6 = const.uchar 0
    jump block1(v6)
block1(v27: uchar):
    v11 = cast.int v27
    v12 = lt.int v11, v0
    br v12, block2, block4
block2:
    v17 = cast.int v27
    v18 = cast.long v17
    v19 = ptradd.*int v2, v18
    v20 = const.int 0
    store v19, v20
    jump block3
block3:
    v23 = const.int 1
    v24 = cast.int v27
    v25 = add.int v24, v23
    v26 = cast.uchar v25
    jump block1(v26)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v27: start v6, step 1 (may wrap)
    no trip count: the exit test does not depend on an induction
v27 = {loop0} (may wrap)
v18 = v17
v19 = &v2 + 4*v17
v25 = v24 + 1
v26 = {loop0} + 1 (may wrap)
",
    );
}

/// void ptr(int *p, int *e) { for (; p != e; p++) *p = 0; }
/// Pointers into unknown objects: the count `(e - p) / 4` is not affine.
#[test]
fn ptr() {
    check(
        "
func @ptr: fn(*int, *int) -> void {
    names v0=p v2=e v15=p v16=p
block0(v0: *int, v2: *int):
    jump block1(v0)
block1(v16: *int):
    v8 = ne.int v16, v2
    br v8, block2, block4
block2:
    v11 = const.int 0
    store v16, v11
    jump block3
block3:
    v14 = const.long 1
    v15 = ptradd.*int v16, v14
    jump block1(v15)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v16: start v0, step 4
    exit in block1 (v8): goes on while v0 + 4*k != v2; backedge-taken count not affine
v16 = &v0 + 4*{loop0}
v15 = &v0 + 4*{loop0} + 4
",
    );
}

/// void ne(int n, int *a) { for (int i = 0; i != n; i++) a[i] = 0; }
#[test]
fn ne() {
    check(
        "
func @ne: fn(int, *int) -> void {
    names v0=n v2=a v5=i v21=i v22=i
block0(v0: int, v2: *int):
    v5 = const.int 0
    jump block1(v5)
block1(v22: int):
    v10 = ne.int v22, v0
    br v10, block2, block4
block2:
    v15 = cast.long v22
    v16 = ptradd.*int v2, v15
    v17 = const.int 0
    store v16, v17
    jump block3
block3:
    v20 = const.int 1
    v21 = add.int v22, v20
    jump block1(v21)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v22: start v5, step 1
    exit in block1 (v10): goes on while k != v0; backedge-taken count v0
v22 = {loop0}
v15 = {loop0}
v16 = &v2 + 4*{loop0}
v21 = {loop0} + 1
",
    );
}

/// void dowhile(int n, int *a) { int i = 0; do { a[i] = 1; i++; } while (i < n); }
/// The test ends the iteration: the body runs one more time than the back edge.
#[test]
fn dowhile() {
    check(
        "
func @dowhile: fn(int, *int) -> void {
    names v0=n v2=a v5=i v16=i v23=i
block0(v0: int, v2: *int):
    v5 = const.int 0
    jump block1(v5)
block1(v23: int):
    v10 = cast.long v23
    v11 = ptradd.*int v2, v10
    v12 = const.int 1
    store v11, v12
    v15 = const.int 1
    v16 = add.int v23, v15
    jump block2
block2:
    v21 = lt.int v16, v0
    br v21, block1(v16), block3
block3:
    ret
}",
        "
loop0 (header block1):
    induction v23: start v5, step 1
    exit in block2 (v21): goes on while 1 + k < v0; backedge-taken count v0 - 1
v23 = {loop0}
v10 = {loop0}
v11 = &v2 + 4*{loop0}
v16 = {loop0} + 1
",
    );
}

/// void symstep(int n, int s, int *a) { for (int i = 0; i < n; i += s) a[i] = 0; }
/// The step is a parameter: an induction `v2*{loop0}`, but no affine trip count.
#[test]
fn symstep() {
    check(
        "
func @symstep: fn(int, int, *int) -> void {
    names v0=n v2=s v4=a v7=i v24=i v25=i
block0(v0: int, v2: int, v4: *int):
    v7 = const.int 0
    jump block1(v7)
block1(v25: int):
    v12 = lt.int v25, v0
    br v12, block2, block4
block2:
    v17 = cast.long v25
    v18 = ptradd.*int v4, v17
    v19 = const.int 0
    store v18, v19
    jump block3
block3:
    v24 = add.int v25, v2
    jump block1(v24)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v25: start v7, step v2
    no trip count: the induction's step is not a constant
v25 = v2*{loop0}
v17 = v2*{loop0}
v18 = &v4 + 4*v2*{loop0}
v24 = v2 + v2*{loop0}
",
    );
}

/// long lidx(int n, int *a) { long s = 0; for (int i = 0; i < n; i++) s += a[(long)i * 2 + 1]; return s; }
/// `(long)i * 2 + 1` in `long`: exact because `i` is a signed, non-wrapping induction.
#[test]
fn lidx() {
    check(
        "
func @lidx: fn(int, *int) -> long {
    names v0=n v2=a v6=s v8=i v30=s v34=i v37=i v39=s
block0(v0: int, v2: *int):
    v6 = const.long 0
    v8 = const.int 0
    jump block1(v8, v6)
block1(v37: int, v39: long):
    v13 = lt.int v37, v0
    br v13, block2, block4
block2:
    v20 = cast.long v37
    v22 = const.long 2
    v23 = mul.long v20, v22
    v25 = const.long 1
    v26 = add.long v23, v25
    v27 = ptradd.*int v2, v26
    v28 = load.int v27
    v29 = cast.long v28
    v30 = add.long v39, v29
    jump block3
block3:
    v33 = const.int 1
    v34 = add.int v37, v33
    jump block1(v34, v30)
block4:
    ret v39
}",
        "
loop0 (header block1):
    induction v37: start v8, step 1
    exit in block1 (v13): goes on while k < v0; backedge-taken count v0
v37 = {loop0}
v20 = {loop0}
v23 = 2*{loop0}
v26 = 2*{loop0} + 1
v27 = &v2 + 8*{loop0} + 4
v29 = v28
v30 = v28 + v39
v34 = {loop0} + 1
",
    );
}

/// void triangle(int n, float *a) { for (int i = 0; i < n; i++) for (int j = i; j < n; j++) a[i * n + j] = 0; }
#[test]
fn triangle() {
    check(
        "
func @triangle: fn(int, *float) -> void {
    names v0=n v2=a v5=i v36=j v40=i v41=i v43=j
block0(v0: int, v2: *float):
    v5 = const.int 0
    jump block1(v5)
block1(v41: int):
    v10 = lt.int v41, v0
    br v10, block5(v41), block4
block5(v43: int):
    v18 = lt.int v43, v0
    br v18, block6, block3
block6:
    v25 = mul.int v41, v0
    v28 = add.int v25, v43
    v29 = cast.long v28
    v30 = ptradd.*float v2, v29
    v32 = const.float 0.0
    store v30, v32
    jump block7
block7:
    v35 = const.int 1
    v36 = add.int v43, v35
    jump block5(v36)
block3:
    v39 = const.int 1
    v40 = add.int v41, v39
    jump block1(v40)
block4:
    ret
}",
        "
loop0 (header block1):
    induction v41: start v5, step 1
    exit in block1 (v10): goes on while k < v0; backedge-taken count v0
loop1 (header block5):
    induction v43: start v41, step 1
    exit in block5 (v18): goes on while {loop0} + k < v0; backedge-taken count v0 - {loop0}
v41 = {loop0}
v43 = {loop0} + {loop1}
v25 = v0*{loop0}
v28 = {loop0} + {loop1} + v0*{loop0}
v29 = {loop0} + {loop1} + v0*{loop0}
v30 = &v2 + 4*{loop0} + 4*{loop1} + 4*v0*{loop0}
v36 = {loop0} + {loop1} + 1
v40 = {loop0} + 1
",
    );
}

/// int early(int n, int *a) { for (int i = 0; i < n; i++) if (a[i] == 0) return i; return -1; }
/// The header's test is counted; the `return i;` in block2 is an early exit (the count is the most
/// iterations the loop runs).
#[test]
fn early() {
    check(
        "
func @early: fn(int, *int) -> int {
    names v0=n v2=a v5=i v25=i v28=i
block0(v0: int, v2: *int):
    v5 = const.int 0
    jump block1(v5)
block1(v28: int):
    v10 = lt.int v28, v0
    br v10, block2, block4
block2:
    v15 = cast.long v28
    v16 = ptradd.*int v2, v15
    v17 = load.int v16
    v18 = const.int 0
    v19 = eq.int v17, v18
    br v19, block5, block3
block5:
    ret v28
block3:
    v24 = const.int 1
    v25 = add.int v28, v24
    jump block1(v25)
block4:
    v27 = const.int -1
    ret v27
}",
        "
loop0 (header block1):
    induction v28: start v5, step 1
    exit in block1 (v10): goes on while k < v0; backedge-taken count v0 (at most: early exits in block2)
v28 = {loop0}
v15 = {loop0}
v16 = &v2 + 4*{loop0}
v25 = {loop0} + 1
",
    );
}

/// unsigned sum(const unsigned char *buf, unsigned len) {
///     unsigned s = 0; if (len) do { s += *buf++; } while (--len); return s; }
/// `--len != 0` on a count that wraps: with a step of -1 toward a `!=` bound the count is
/// exact modulo 2^32, `len - 1` backedges, below 2^32 for every `len`.
#[test]
fn do_while_unsigned_count() {
    check(
        "
func @sum_bytes: fn(*const uchar, uint) -> uint {
    names v0=buf v2=len v6=s v14=buf v17=s v22=len v25=s v26=buf v27=len v28=s
block0(v0: *const uchar, v2: uint):
    v6 = const.uint 0
    br v2, block3(v6, v0, v2), block2(v6)
block3(v25: uint, v26: *const uchar, v27: uint):
    v13 = const.long 1
    v14 = ptradd.*const uchar v26, v13
    v15 = load.uchar v26
    v16 = cast.uint v15
    v17 = add.uint v25, v16
    jump block4
block4:
    v21 = const.uint 1
    v22 = sub.uint v27, v21
    br v22, block3(v17, v14, v22), block2(v17)
block2(v28: uint):
    ret v28
}",
        "
loop0 (header block3):
    induction v26: start v0, step 1
    induction v27: start v2, step -1 (may wrap)
    exit in block4 (v22): goes on while v2 - 1 - k != 0; backedge-taken count v2 - 1
v26 = &v0 + {loop0}
v27 = v2 - {loop0} (may wrap)
v14 = &v0 + {loop0} + 1
v16 = v15
v17 = v15 + v25 (may wrap)
v22 = v2 - {loop0} - 1 (may wrap)
",
    );
}

/// void add_u16(short *a, unsigned short n) { if (n) do { *a++ += 1; } while (--n); }
/// C computes `--n` in `int` and converts back: `(unsigned short)((int)n - 1)` is `n - 1`
/// modulo 2^16 although `(int)n` of a wrapping `n` is not affine.
#[test]
fn do_while_u16_count() {
    check(
        "
func @add_u16: fn(*short, ushort) -> void {
    names v0=a v4=n v11=a v27=n v28=a v30=n
block0(v0: *short, v4: ushort):
    br v4, block3(v0, v4), block2
block3(v28: *short, v30: ushort):
    v10 = const.long 1
    v11 = ptradd.*short v28, v10
    v12 = const.short 1
    store v28, v12
    jump block4
block4:
    v24 = const.int 1
    v25 = cast.int v30
    v26 = sub.int v25, v24
    v27 = cast.ushort v26
    br v27, block3(v11, v27), block2
block2:
    ret
}",
        "
loop0 (header block3):
    induction v28: start v0, step 2
    induction v30: start v4, step -1 (may wrap)
    exit in block4 (v27): goes on while v4 - 1 - k != 0; backedge-taken count v4 - 1
v28 = &v0 + 2*{loop0}
v30 = v4 - {loop0} (may wrap)
v11 = &v0 + 2*{loop0} + 2
v26 = v25 - 1
v27 = v4 - {loop0} - 1 (may wrap)
",
    );
}
