/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); _Pragma("GCC unroll 64") for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vvvuu_classify(vcc_v8_float x, vcc_v8_float y, vcc_v8_int i, float lo, float hi);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_shorts(vcc_v8_ushort s, unsigned short lim);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_bytes(vcc_v8_uchar b, unsigned char lim);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_clamp(vcc_v8_int x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uulv_put(float *p, const float *q, int k, vcc_v8_int c);
#pragma GCC diagnostic pop
/* 16-lane masks on AVX-512 are k-masks (`__mmask16`): comparisons of floats, ints and
   unsigned ints give them (shorts and bytes are compared as the ints C promotes them to);
   blends, masked loads and stores, a masked gather, BOSCC tests and mask logic (`&&`, `||`,
   `!`, `!=` between conditions, a condition chosen by a condition, a condition as a number and
   a number as a condition) take them, the loop vectorizer's inlined copies as well as the
   variants. The join of an if/else-if/else chain runs under the entry's mask (all lanes), and
   clamps one off their bound are `min` and `max`. main runs every function over all 65536 patterns of a 16-lane vector: lane k of
   group j holds a value on one side or the other of the comparisons as bit k of j is set. */
#include <stdio.h>
/* vcc-test: expect-variants 5 */
/* vcc-test: expect-loops 5 */

#define GROUPS 65536
#define N (GROUPS * 16)

static float xs[N], ys[N];
static int is[N], out[N];
static unsigned short ss[N];
static unsigned char bs[N];
static int table[64];

/* #pragma omp declare simd uniform(lo, hi) notinbranch */
int classify(float x, float y, int i, float lo, float hi) {
    int r;
    if (x <= lo)
        r = 0;
    else if (x >= hi || (y < x && i != 3))
        r = 1;
    else
        r = (int)(x * 4.0f) + table[i & 63];
    int big = (x > y) != (i >= 2);
    int pick = x == y ? (i < 1) : !(y > lo);
    unsigned u = (unsigned)i * 2654435761u;
    if (!(u < 0x80000000u) && pick)
        r += 100;
    return r * 8 + big * 2 + pick;
}

/* vcc: function at kmask.c:23 vector variant _ZGVdN8vvvuu_classify of `classify`: VL 8, unmasked, x vector, y vector, i vector, lo uniform, hi uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vvvuu_classify(vcc_v8_float x, vcc_v8_float y, vcc_v8_int i, float lo, float hi) {
    vcc_v8_int t1;
    vcc_v8_float t3 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    vcc_m8 t4 = (vcc_m8)(x <= t3);
    vcc_m8 t5 = ~t4;
    vcc_v8_float t6 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
    vcc_m8 t7 = (vcc_m8)(x >= t6);
    vcc_m8 t8 = ~t7;
    vcc_m8 t9 = t5 & t8;
    vcc_m8 t10 = (vcc_m8)(y < x);
    vcc_v8_int t11 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_m8 t12 = (vcc_m8)(i != t11);
    vcc_m8 t13 = t10 & t12;
    vcc_m8 t14 = ~t9;
    vcc_m8 t15 = t13 | t14;
    vcc_m8 t16 = ~t15;
    vcc_m8 t2 = t5 & t16;
    if (vcc_any(t2)) {
        vcc_v8_float t17 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        vcc_v8_float t18 = x * t17;
        vcc_v8_int t19 = __builtin_convertvector(t18, vcc_v8_int);
        vcc_v8_int t20 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
        vcc_v8_int t21 = i & t20;
        vcc_v8_long t22 = __builtin_convertvector(t21, vcc_v8_long);
        vcc_v8_long t23 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
        vcc_v8_long t24 = (vcc_v8_long){0} * t23;
        vcc_v8_long t25 = t24 + t22;
        vcc_v8_int t26 = vcc_gather_masked(vcc_v8_int, table, t25, t2);
        vcc_v8_uint t27 = (vcc_v8_uint)t19;
        vcc_v8_uint t28 = (vcc_v8_uint)t26;
        vcc_v8_uint t29 = t27 + t28;
        t1 = (vcc_v8_int)t29;
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_int t30 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t30);
    vcc_v8_int t32 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t32, t31);
    vcc_m8 t34 = (vcc_m8)(x > y);
    vcc_v8_int t35 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_m8 t36 = (vcc_m8)(i >= t35);
    vcc_v8_int t37 = __builtin_convertvector(t34 & 1, vcc_v8_int);
    vcc_v8_int t38 = __builtin_convertvector(t36 & 1, vcc_v8_int);
    vcc_m8 t39 = (vcc_m8)(t37 != t38);
    vcc_m8 t40 = (vcc_m8)(x == y);
    vcc_m8 t41 = ~t40;
    vcc_v8_float t42 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    vcc_m8 t43 = (vcc_m8)(y > t42);
    vcc_v8_int t44 = __builtin_convertvector(t43 & 1, vcc_v8_int);
    vcc_m8 t45 = (vcc_m8)(t44 != (vcc_v8_int){0});
    vcc_m8 t46 = ~t45;
    vcc_v8_int t47 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_m8 t48 = (vcc_m8)(i < t47);
    vcc_v8_int t49 = __builtin_convertvector(t48 & 1, vcc_v8_int);
    vcc_v8_int t50 = __builtin_convertvector(t46 & 1, vcc_v8_int);
    vcc_v8_int t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t49, t50);
    vcc_v8_uint t52 = (vcc_v8_uint)i;
    vcc_v8_uint t53 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
    vcc_v8_uint t54 = t52 * t53;
    vcc_v8_uint t55 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
    vcc_m8 t56 = (vcc_m8)(t54 < t55);
    vcc_v8_int t57 = __builtin_convertvector(t56 & 1, vcc_v8_int);
    vcc_m8 t58 = (vcc_m8)(t57 != (vcc_v8_int){0});
    vcc_m8 t59 = ~t58;
    vcc_m8 t60 = t41 & t46;
    vcc_m8 t61 = t40 & t48;
    vcc_m8 t62 = t60 | t61;
    vcc_m8 t63 = t59 & t62;
    vcc_v8_int t64 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    vcc_v8_uint t65 = (vcc_v8_uint)t33;
    vcc_v8_uint t66 = (vcc_v8_uint)t64;
    vcc_v8_uint t67 = t65 + t66;
    vcc_v8_int t68 = (vcc_v8_int)t67;
    vcc_v8_int t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t63, t68, t33);
    vcc_v8_int t70 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    vcc_v8_int t71 = t69 * t70;
    vcc_v8_int t72 = __builtin_convertvector(t39 & 1, vcc_v8_int);
    vcc_v8_int t73 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t74 = t72 * t73;
    vcc_v8_int t75 = t71 + t74;
    vcc_v8_int t76 = t75 + t51;
    return t76;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(lim) notinbranch */
int shorts(unsigned short s, unsigned short lim) {
    int r = s;
    if (s > lim)
        r = s - lim;
    else if (s == lim - 1)
        r = -1;
    return r;
}

/* vcc: function at kmask.c:40 vector variant _ZGVdN8vu_shorts of `shorts`: VL 8, unmasked, s vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_shorts(vcc_v8_ushort s, unsigned short lim) {
    vcc_v8_int t1 = __builtin_convertvector(s, vcc_v8_int);
    int t2 = (int)lim;
    vcc_v8_int t3 = (vcc_v8_int){t2, t2, t2, t2, t2, t2, t2, t2};
    vcc_m8 t4 = (vcc_m8)(t1 > t3);
    vcc_v8_int t5 = vcc_splat(vcc_v8_int, t2 - 1);
    vcc_m8 t6 = (vcc_m8)(t1 == t5);
    vcc_v8_int t7 = vcc_splat(vcc_v8_int, -1);
    vcc_v8_int t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t7, t1);
    vcc_v8_int t9 = (vcc_v8_int){t2, t2, t2, t2, t2, t2, t2, t2};
    vcc_v8_uint t10 = (vcc_v8_uint)t1;
    vcc_v8_uint t11 = (vcc_v8_uint)t9;
    vcc_v8_uint t12 = t10 - t11;
    vcc_v8_int t13 = (vcc_v8_int)t12;
    vcc_v8_int t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t13, t8);
    return t14;
}
#pragma GCC diagnostic pop

/* #pragma omp declare simd uniform(lim) notinbranch */
int bytes(unsigned char b, unsigned char lim) {
    return b < lim ? b * 3 : (b != 200 ? -b : 7);
}

/* vcc: function at kmask.c:50 vector variant _ZGVdN8vu_bytes of `bytes`: VL 8, unmasked, b vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_bytes(vcc_v8_uchar b, unsigned char lim) {
    vcc_v8_int t1 = __builtin_convertvector(__builtin_convertvector(b, vcc_v8_ushort), vcc_v8_int);
    vcc_v8_int t2 = vcc_splat(vcc_v8_int, (int)lim);
    vcc_m8 t3 = (vcc_m8)(t1 < t2);
    vcc_m8 t4 = ~t3;
    vcc_v8_int t5 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
    vcc_m8 t6 = (vcc_m8)(t1 != t5);
    vcc_m8 t7 = ~t6;
    vcc_m8 t8 = t4 & t7;
    vcc_v8_uint t9 = (vcc_v8_uint)t1;
    vcc_v8_uint t10 = -t9;
    vcc_v8_int t11 = (vcc_v8_int)t10;
    vcc_v8_int t12 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_int t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t12, t11);
    vcc_v8_int t14 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t15 = (vcc_v8_uint)t1;
    vcc_v8_uint t16 = (vcc_v8_uint)t14;
    vcc_v8_uint t17 = t15 * t16;
    vcc_v8_int t18 = (vcc_v8_int)t17;
    vcc_v8_int t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t18, t13);
    return t19;
}
#pragma GCC diagnostic pop

/* Clamps one off the compared bound, as `min` and `max`. */
/* #pragma omp declare simd uniform(n) notinbranch */
int clamp(int x, int n) {
    int b = x;
    if (b >= n)
        b = n - 1;
    if (b <= -5)
        b = -4;
    if (20 <= b)
        b = 19;
    return b;
}

/* vcc: function at kmask.c:56 vector variant _ZGVdN8vu_clamp of `clamp`: VL 8, unmasked, x vector, n uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8vu_clamp(vcc_v8_int x, int n) {
    vcc_v8_int t1 = vcc_splat(vcc_v8_int, n - 1);
    vcc_v8_int t2 = vcc_min(vcc_v8_int, x, t1);
    vcc_v8_int t3 = vcc_splat(vcc_v8_int, -4);
    vcc_v8_int t4 = vcc_max(vcc_v8_int, t2, t3);
    vcc_v8_int t5 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
    vcc_v8_int t6 = vcc_min(vcc_v8_int, t4, t5);
    return t6;
}
#pragma GCC diagnostic pop

static __typeof__(xs) xs __attribute__((aligned(32)));
static __typeof__(ys) ys __attribute__((aligned(32)));
static __typeof__(is) is __attribute__((aligned(32)));
static __typeof__(out) out __attribute__((aligned(32)));
void run_classify(float lo, float hi) {
    vcc_v8_int t1;
    vcc_v8_int t3;
    vcc_v8_int t5;
    vcc_v8_int t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:69 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int *t9 = &out[k_vec];
        vcc_v8_int is_v = vcc_load(vcc_v8_int, &is[k_vec]);
        vcc_v8_float ys_v = vcc_load(vcc_v8_float, &ys[k_vec]);
        vcc_v8_float xs_v = vcc_load(vcc_v8_float, &xs[k_vec]);
        vcc_v8_float t12 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t13 = (vcc_m8)(xs_v <= t12);
        vcc_m8 t14 = ~t13;
        vcc_v8_float t15 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t16 = (vcc_m8)(xs_v >= t15);
        vcc_m8 t17 = ~t16;
        vcc_m8 t18 = t14 & t17;
        vcc_m8 t19 = (vcc_m8)(ys_v < xs_v);
        vcc_v8_int t20 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t21 = (vcc_m8)(is_v != t20);
        vcc_m8 t22 = t19 & t21;
        vcc_m8 t23 = ~t18;
        vcc_m8 t24 = t22 | t23;
        vcc_m8 t25 = ~t24;
        vcc_m8 t2 = t14 & t25;
        if (vcc_any(t2)) {
            vcc_v8_float t26 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t27 = xs_v * t26;
            vcc_v8_int t28 = __builtin_convertvector(t27, vcc_v8_int);
            vcc_v8_int t29 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t30 = is_v & t29;
            vcc_v8_long t31 = __builtin_convertvector(t30, vcc_v8_long);
            vcc_v8_long t32 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t33 = (vcc_v8_long){0} * t32;
            vcc_v8_long t34 = t33 + t31;
            vcc_v8_int t35 = vcc_gather_masked(vcc_v8_int, table, t34, t2);
            vcc_v8_uint t36 = (vcc_v8_uint)t28;
            vcc_v8_uint t37 = (vcc_v8_uint)t35;
            vcc_v8_uint t38 = t36 + t37;
            t1 = (vcc_v8_int)t38;
        } else {
            t1 = (vcc_v8_int){0};
            t2 = (vcc_m8){0};
        }
        vcc_v8_int t39 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t39);
        vcc_v8_int t41 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t13, t41, t40);
        vcc_m8 t43 = (vcc_m8)(xs_v > ys_v);
        vcc_v8_int t44 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t45 = (vcc_m8)(is_v >= t44);
        vcc_v8_int t46 = __builtin_convertvector(t43 & 1, vcc_v8_int);
        vcc_v8_int t47 = __builtin_convertvector(t45 & 1, vcc_v8_int);
        vcc_m8 t48 = (vcc_m8)(t46 != t47);
        vcc_m8 t49 = (vcc_m8)(xs_v == ys_v);
        vcc_m8 t50 = ~t49;
        vcc_v8_float t51 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t52 = (vcc_m8)(ys_v > t51);
        vcc_v8_int t53 = __builtin_convertvector(t52 & 1, vcc_v8_int);
        vcc_m8 t54 = (vcc_m8)(t53 != (vcc_v8_int){0});
        vcc_m8 t55 = ~t54;
        vcc_v8_int t56 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t57 = (vcc_m8)(is_v < t56);
        vcc_v8_int t58 = __builtin_convertvector(t57 & 1, vcc_v8_int);
        vcc_v8_int t59 = __builtin_convertvector(t55 & 1, vcc_v8_int);
        vcc_v8_int t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t58, t59);
        vcc_v8_uint t61 = (vcc_v8_uint)is_v;
        vcc_v8_uint t62 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t63 = t61 * t62;
        vcc_v8_uint t64 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t65 = (vcc_m8)(t63 < t64);
        vcc_v8_int t66 = __builtin_convertvector(t65 & 1, vcc_v8_int);
        vcc_m8 t67 = (vcc_m8)(t66 != (vcc_v8_int){0});
        vcc_m8 t68 = ~t67;
        vcc_m8 t69 = t50 & t55;
        vcc_m8 t70 = t49 & t57;
        vcc_m8 t71 = t69 | t70;
        vcc_m8 t72 = t68 & t71;
        vcc_v8_int t73 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t74 = (vcc_v8_uint)t42;
        vcc_v8_uint t75 = (vcc_v8_uint)t73;
        vcc_v8_uint t76 = t74 + t75;
        vcc_v8_int t77 = (vcc_v8_int)t76;
        vcc_v8_int t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, t77, t42);
        vcc_v8_int t79 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t80 = t78 * t79;
        vcc_v8_int t81 = __builtin_convertvector(t48 & 1, vcc_v8_int);
        vcc_v8_int t82 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t83 = t81 * t82;
        vcc_v8_int t84 = t80 + t83;
        vcc_v8_int t85 = t84 + t60;
        vcc_store(t9, t85);
        long t10 = k_vec + 8L;
        int *t11 = &out[t10];
        vcc_v8_int is_v_1 = vcc_load(vcc_v8_int, &is[t10]);
        vcc_v8_float ys_v_1 = vcc_load(vcc_v8_float, &ys[t10]);
        vcc_v8_float xs_v_1 = vcc_load(vcc_v8_float, &xs[t10]);
        vcc_v8_float t88 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t89 = (vcc_m8)(xs_v_1 <= t88);
        vcc_m8 t90 = ~t89;
        vcc_v8_float t91 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t92 = (vcc_m8)(xs_v_1 >= t91);
        vcc_m8 t93 = ~t92;
        vcc_m8 t94 = t90 & t93;
        vcc_m8 t95 = (vcc_m8)(ys_v_1 < xs_v_1);
        vcc_v8_int t96 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t97 = (vcc_m8)(is_v_1 != t96);
        vcc_m8 t98 = t95 & t97;
        vcc_m8 t99 = ~t94;
        vcc_m8 t100 = t98 | t99;
        vcc_m8 t101 = ~t100;
        vcc_m8 t4 = t90 & t101;
        if (vcc_any(t4)) {
            vcc_v8_float t102 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t103 = xs_v_1 * t102;
            vcc_v8_int t104 = __builtin_convertvector(t103, vcc_v8_int);
            vcc_v8_int t105 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t106 = is_v_1 & t105;
            vcc_v8_long t107 = __builtin_convertvector(t106, vcc_v8_long);
            vcc_v8_long t108 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t109 = (vcc_v8_long){0} * t108;
            vcc_v8_long t110 = t109 + t107;
            vcc_v8_int t111 = vcc_gather_masked(vcc_v8_int, table, t110, t4);
            vcc_v8_uint t112 = (vcc_v8_uint)t104;
            vcc_v8_uint t113 = (vcc_v8_uint)t111;
            vcc_v8_uint t114 = t112 + t113;
            t3 = (vcc_v8_int)t114;
        } else {
            t3 = (vcc_v8_int){0};
            t4 = (vcc_m8){0};
        }
        vcc_v8_int t115 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t116 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t115);
        vcc_v8_int t117 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t89, t117, t116);
        vcc_m8 t119 = (vcc_m8)(xs_v_1 > ys_v_1);
        vcc_v8_int t120 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t121 = (vcc_m8)(is_v_1 >= t120);
        vcc_v8_int t122 = __builtin_convertvector(t119 & 1, vcc_v8_int);
        vcc_v8_int t123 = __builtin_convertvector(t121 & 1, vcc_v8_int);
        vcc_m8 t124 = (vcc_m8)(t122 != t123);
        vcc_m8 t125 = (vcc_m8)(xs_v_1 == ys_v_1);
        vcc_m8 t126 = ~t125;
        vcc_v8_float t127 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t128 = (vcc_m8)(ys_v_1 > t127);
        vcc_v8_int t129 = __builtin_convertvector(t128 & 1, vcc_v8_int);
        vcc_m8 t130 = (vcc_m8)(t129 != (vcc_v8_int){0});
        vcc_m8 t131 = ~t130;
        vcc_v8_int t132 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t133 = (vcc_m8)(is_v_1 < t132);
        vcc_v8_int t134 = __builtin_convertvector(t133 & 1, vcc_v8_int);
        vcc_v8_int t135 = __builtin_convertvector(t131 & 1, vcc_v8_int);
        vcc_v8_int t136 = vcc_select(vcc_v8_int, (vcc_v8_int)t125, t134, t135);
        vcc_v8_uint t137 = (vcc_v8_uint)is_v_1;
        vcc_v8_uint t138 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t139 = t137 * t138;
        vcc_v8_uint t140 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t141 = (vcc_m8)(t139 < t140);
        vcc_v8_int t142 = __builtin_convertvector(t141 & 1, vcc_v8_int);
        vcc_m8 t143 = (vcc_m8)(t142 != (vcc_v8_int){0});
        vcc_m8 t144 = ~t143;
        vcc_m8 t145 = t126 & t131;
        vcc_m8 t146 = t125 & t133;
        vcc_m8 t147 = t145 | t146;
        vcc_m8 t148 = t144 & t147;
        vcc_v8_int t149 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t150 = (vcc_v8_uint)t118;
        vcc_v8_uint t151 = (vcc_v8_uint)t149;
        vcc_v8_uint t152 = t150 + t151;
        vcc_v8_int t153 = (vcc_v8_int)t152;
        vcc_v8_int t154 = vcc_select(vcc_v8_int, (vcc_v8_int)t148, t153, t118);
        vcc_v8_int t155 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t156 = t154 * t155;
        vcc_v8_int t157 = __builtin_convertvector(t124 & 1, vcc_v8_int);
        vcc_v8_int t158 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t159 = t157 * t158;
        vcc_v8_int t160 = t156 + t159;
        vcc_v8_int t161 = t160 + t136;
        vcc_store(t11, t161);
        long t86 = k_vec + 16L;
        int *t87 = &out[t86];
        vcc_v8_int is_v_2 = vcc_load(vcc_v8_int, &is[t86]);
        vcc_v8_float ys_v_2 = vcc_load(vcc_v8_float, &ys[t86]);
        vcc_v8_float xs_v_2 = vcc_load(vcc_v8_float, &xs[t86]);
        vcc_v8_float t164 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t165 = (vcc_m8)(xs_v_2 <= t164);
        vcc_m8 t166 = ~t165;
        vcc_v8_float t167 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t168 = (vcc_m8)(xs_v_2 >= t167);
        vcc_m8 t169 = ~t168;
        vcc_m8 t170 = t166 & t169;
        vcc_m8 t171 = (vcc_m8)(ys_v_2 < xs_v_2);
        vcc_v8_int t172 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t173 = (vcc_m8)(is_v_2 != t172);
        vcc_m8 t174 = t171 & t173;
        vcc_m8 t175 = ~t170;
        vcc_m8 t176 = t174 | t175;
        vcc_m8 t177 = ~t176;
        vcc_m8 t6 = t166 & t177;
        if (vcc_any(t6)) {
            vcc_v8_float t178 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t179 = xs_v_2 * t178;
            vcc_v8_int t180 = __builtin_convertvector(t179, vcc_v8_int);
            vcc_v8_int t181 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t182 = is_v_2 & t181;
            vcc_v8_long t183 = __builtin_convertvector(t182, vcc_v8_long);
            vcc_v8_long t184 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t185 = (vcc_v8_long){0} * t184;
            vcc_v8_long t186 = t185 + t183;
            vcc_v8_int t187 = vcc_gather_masked(vcc_v8_int, table, t186, t6);
            vcc_v8_uint t188 = (vcc_v8_uint)t180;
            vcc_v8_uint t189 = (vcc_v8_uint)t187;
            vcc_v8_uint t190 = t188 + t189;
            t5 = (vcc_v8_int)t190;
        } else {
            t5 = (vcc_v8_int){0};
            t6 = (vcc_m8){0};
        }
        vcc_v8_int t191 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t192 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t191);
        vcc_v8_int t193 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t194 = vcc_select(vcc_v8_int, (vcc_v8_int)t165, t193, t192);
        vcc_m8 t195 = (vcc_m8)(xs_v_2 > ys_v_2);
        vcc_v8_int t196 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t197 = (vcc_m8)(is_v_2 >= t196);
        vcc_v8_int t198 = __builtin_convertvector(t195 & 1, vcc_v8_int);
        vcc_v8_int t199 = __builtin_convertvector(t197 & 1, vcc_v8_int);
        vcc_m8 t200 = (vcc_m8)(t198 != t199);
        vcc_m8 t201 = (vcc_m8)(xs_v_2 == ys_v_2);
        vcc_m8 t202 = ~t201;
        vcc_v8_float t203 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t204 = (vcc_m8)(ys_v_2 > t203);
        vcc_v8_int t205 = __builtin_convertvector(t204 & 1, vcc_v8_int);
        vcc_m8 t206 = (vcc_m8)(t205 != (vcc_v8_int){0});
        vcc_m8 t207 = ~t206;
        vcc_v8_int t208 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t209 = (vcc_m8)(is_v_2 < t208);
        vcc_v8_int t210 = __builtin_convertvector(t209 & 1, vcc_v8_int);
        vcc_v8_int t211 = __builtin_convertvector(t207 & 1, vcc_v8_int);
        vcc_v8_int t212 = vcc_select(vcc_v8_int, (vcc_v8_int)t201, t210, t211);
        vcc_v8_uint t213 = (vcc_v8_uint)is_v_2;
        vcc_v8_uint t214 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t215 = t213 * t214;
        vcc_v8_uint t216 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t217 = (vcc_m8)(t215 < t216);
        vcc_v8_int t218 = __builtin_convertvector(t217 & 1, vcc_v8_int);
        vcc_m8 t219 = (vcc_m8)(t218 != (vcc_v8_int){0});
        vcc_m8 t220 = ~t219;
        vcc_m8 t221 = t202 & t207;
        vcc_m8 t222 = t201 & t209;
        vcc_m8 t223 = t221 | t222;
        vcc_m8 t224 = t220 & t223;
        vcc_v8_int t225 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t226 = (vcc_v8_uint)t194;
        vcc_v8_uint t227 = (vcc_v8_uint)t225;
        vcc_v8_uint t228 = t226 + t227;
        vcc_v8_int t229 = (vcc_v8_int)t228;
        vcc_v8_int t230 = vcc_select(vcc_v8_int, (vcc_v8_int)t224, t229, t194);
        vcc_v8_int t231 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t232 = t230 * t231;
        vcc_v8_int t233 = __builtin_convertvector(t200 & 1, vcc_v8_int);
        vcc_v8_int t234 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t235 = t233 * t234;
        vcc_v8_int t236 = t232 + t235;
        vcc_v8_int t237 = t236 + t212;
        vcc_store(t87, t237);
        long t162 = k_vec + 24L;
        int *t163 = &out[t162];
        vcc_v8_int is_v_3 = vcc_load(vcc_v8_int, &is[t162]);
        vcc_v8_float ys_v_3 = vcc_load(vcc_v8_float, &ys[t162]);
        vcc_v8_float xs_v_3 = vcc_load(vcc_v8_float, &xs[t162]);
        vcc_v8_float t238 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t239 = (vcc_m8)(xs_v_3 <= t238);
        vcc_m8 t240 = ~t239;
        vcc_v8_float t241 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t242 = (vcc_m8)(xs_v_3 >= t241);
        vcc_m8 t243 = ~t242;
        vcc_m8 t244 = t240 & t243;
        vcc_m8 t245 = (vcc_m8)(ys_v_3 < xs_v_3);
        vcc_v8_int t246 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t247 = (vcc_m8)(is_v_3 != t246);
        vcc_m8 t248 = t245 & t247;
        vcc_m8 t249 = ~t244;
        vcc_m8 t250 = t248 | t249;
        vcc_m8 t251 = ~t250;
        vcc_m8 t8 = t240 & t251;
        if (vcc_any(t8)) {
            vcc_v8_float t252 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t253 = xs_v_3 * t252;
            vcc_v8_int t254 = __builtin_convertvector(t253, vcc_v8_int);
            vcc_v8_int t255 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t256 = is_v_3 & t255;
            vcc_v8_long t257 = __builtin_convertvector(t256, vcc_v8_long);
            vcc_v8_long t258 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t259 = (vcc_v8_long){0} * t258;
            vcc_v8_long t260 = t259 + t257;
            vcc_v8_int t261 = vcc_gather_masked(vcc_v8_int, table, t260, t8);
            vcc_v8_uint t262 = (vcc_v8_uint)t254;
            vcc_v8_uint t263 = (vcc_v8_uint)t261;
            vcc_v8_uint t264 = t262 + t263;
            t7 = (vcc_v8_int)t264;
        } else {
            t7 = (vcc_v8_int){0};
            t8 = (vcc_m8){0};
        }
        vcc_v8_int t265 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t266 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t265);
        vcc_v8_int t267 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t268 = vcc_select(vcc_v8_int, (vcc_v8_int)t239, t267, t266);
        vcc_m8 t269 = (vcc_m8)(xs_v_3 > ys_v_3);
        vcc_v8_int t270 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t271 = (vcc_m8)(is_v_3 >= t270);
        vcc_v8_int t272 = __builtin_convertvector(t269 & 1, vcc_v8_int);
        vcc_v8_int t273 = __builtin_convertvector(t271 & 1, vcc_v8_int);
        vcc_m8 t274 = (vcc_m8)(t272 != t273);
        vcc_m8 t275 = (vcc_m8)(xs_v_3 == ys_v_3);
        vcc_m8 t276 = ~t275;
        vcc_v8_float t277 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t278 = (vcc_m8)(ys_v_3 > t277);
        vcc_v8_int t279 = __builtin_convertvector(t278 & 1, vcc_v8_int);
        vcc_m8 t280 = (vcc_m8)(t279 != (vcc_v8_int){0});
        vcc_m8 t281 = ~t280;
        vcc_v8_int t282 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t283 = (vcc_m8)(is_v_3 < t282);
        vcc_v8_int t284 = __builtin_convertvector(t283 & 1, vcc_v8_int);
        vcc_v8_int t285 = __builtin_convertvector(t281 & 1, vcc_v8_int);
        vcc_v8_int t286 = vcc_select(vcc_v8_int, (vcc_v8_int)t275, t284, t285);
        vcc_v8_uint t287 = (vcc_v8_uint)is_v_3;
        vcc_v8_uint t288 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t289 = t287 * t288;
        vcc_v8_uint t290 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t291 = (vcc_m8)(t289 < t290);
        vcc_v8_int t292 = __builtin_convertvector(t291 & 1, vcc_v8_int);
        vcc_m8 t293 = (vcc_m8)(t292 != (vcc_v8_int){0});
        vcc_m8 t294 = ~t293;
        vcc_m8 t295 = t276 & t281;
        vcc_m8 t296 = t275 & t283;
        vcc_m8 t297 = t295 | t296;
        vcc_m8 t298 = t294 & t297;
        vcc_v8_int t299 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t300 = (vcc_v8_uint)t268;
        vcc_v8_uint t301 = (vcc_v8_uint)t299;
        vcc_v8_uint t302 = t300 + t301;
        vcc_v8_int t303 = (vcc_v8_int)t302;
        vcc_v8_int t304 = vcc_select(vcc_v8_int, (vcc_v8_int)t298, t303, t268);
        vcc_v8_int t305 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t306 = t304 * t305;
        vcc_v8_int t307 = __builtin_convertvector(t274 & 1, vcc_v8_int);
        vcc_v8_int t308 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t309 = t307 * t308;
        vcc_v8_int t310 = t306 + t309;
        vcc_v8_int t311 = t310 + t286;
        vcc_store(t163, t311);
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_shorts(unsigned short lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:75 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        vcc_v8_int out_v = vcc_load(vcc_v8_int, t1);
        vcc_v8_ushort ss_v = vcc_load(vcc_v8_ushort, &ss[k_vec]);
        vcc_v8_int t5 = __builtin_convertvector(ss_v, vcc_v8_int);
        int t6 = (int)lim;
        vcc_v8_int t7 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        vcc_m8 t8 = (vcc_m8)(t5 > t7);
        vcc_v8_int t9 = vcc_splat(vcc_v8_int, t6 - 1);
        vcc_m8 t10 = (vcc_m8)(t5 == t9);
        vcc_v8_int t11 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t11, t5);
        vcc_v8_int t13 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        vcc_v8_uint t14 = (vcc_v8_uint)t5;
        vcc_v8_uint t15 = (vcc_v8_uint)t13;
        vcc_v8_uint t16 = t14 - t15;
        vcc_v8_int t17 = (vcc_v8_int)t16;
        vcc_v8_int t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t17, t12);
        vcc_v8_int t2 = out_v + t18;
        vcc_store(t1, t2);
        long t3 = k_vec + 8L;
        int *t4 = &out[t3];
        vcc_v8_int out_v_1 = vcc_load(vcc_v8_int, t4);
        vcc_v8_ushort ss_v_1 = vcc_load(vcc_v8_ushort, &ss[t3]);
        vcc_v8_int t22 = __builtin_convertvector(ss_v_1, vcc_v8_int);
        int t23 = (int)lim;
        vcc_v8_int t24 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        vcc_m8 t25 = (vcc_m8)(t22 > t24);
        vcc_v8_int t26 = vcc_splat(vcc_v8_int, t23 - 1);
        vcc_m8 t27 = (vcc_m8)(t22 == t26);
        vcc_v8_int t28 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t29 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t28, t22);
        vcc_v8_int t30 = (vcc_v8_int){t23, t23, t23, t23, t23, t23, t23, t23};
        vcc_v8_uint t31 = (vcc_v8_uint)t22;
        vcc_v8_uint t32 = (vcc_v8_uint)t30;
        vcc_v8_uint t33 = t31 - t32;
        vcc_v8_int t34 = (vcc_v8_int)t33;
        vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t34, t29);
        vcc_v8_int t19 = out_v_1 + t35;
        vcc_store(t4, t19);
        long t20 = k_vec + 16L;
        int *t21 = &out[t20];
        vcc_v8_int out_v_2 = vcc_load(vcc_v8_int, t21);
        vcc_v8_ushort ss_v_2 = vcc_load(vcc_v8_ushort, &ss[t20]);
        vcc_v8_int t39 = __builtin_convertvector(ss_v_2, vcc_v8_int);
        int t40 = (int)lim;
        vcc_v8_int t41 = (vcc_v8_int){t40, t40, t40, t40, t40, t40, t40, t40};
        vcc_m8 t42 = (vcc_m8)(t39 > t41);
        vcc_v8_int t43 = vcc_splat(vcc_v8_int, t40 - 1);
        vcc_m8 t44 = (vcc_m8)(t39 == t43);
        vcc_v8_int t45 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t46 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t45, t39);
        vcc_v8_int t47 = (vcc_v8_int){t40, t40, t40, t40, t40, t40, t40, t40};
        vcc_v8_uint t48 = (vcc_v8_uint)t39;
        vcc_v8_uint t49 = (vcc_v8_uint)t47;
        vcc_v8_uint t50 = t48 - t49;
        vcc_v8_int t51 = (vcc_v8_int)t50;
        vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t51, t46);
        vcc_v8_int t36 = out_v_2 + t52;
        vcc_store(t21, t36);
        long t37 = k_vec + 24L;
        int *t38 = &out[t37];
        vcc_v8_int out_v_3 = vcc_load(vcc_v8_int, t38);
        vcc_v8_ushort ss_v_3 = vcc_load(vcc_v8_ushort, &ss[t37]);
        vcc_v8_int t54 = __builtin_convertvector(ss_v_3, vcc_v8_int);
        int t55 = (int)lim;
        vcc_v8_int t56 = (vcc_v8_int){t55, t55, t55, t55, t55, t55, t55, t55};
        vcc_m8 t57 = (vcc_m8)(t54 > t56);
        vcc_v8_int t58 = vcc_splat(vcc_v8_int, t55 - 1);
        vcc_m8 t59 = (vcc_m8)(t54 == t58);
        vcc_v8_int t60 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t61 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t60, t54);
        vcc_v8_int t62 = (vcc_v8_int){t55, t55, t55, t55, t55, t55, t55, t55};
        vcc_v8_uint t63 = (vcc_v8_uint)t54;
        vcc_v8_uint t64 = (vcc_v8_uint)t62;
        vcc_v8_uint t65 = t63 - t64;
        vcc_v8_int t66 = (vcc_v8_int)t65;
        vcc_v8_int t67 = vcc_select(vcc_v8_int, (vcc_v8_int)t57, t66, t61);
        vcc_v8_int t53 = out_v_3 + t67;
        vcc_store(t38, t53);
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_bytes(unsigned char lim) {
    long k_vec = 0L;
    /* vcc: loop at kmask.c:81 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int *t1 = &out[k_vec];
        vcc_v8_int out_v = vcc_load(vcc_v8_int, t1);
        vcc_v8_uchar bs_v = vcc_load(vcc_v8_uchar, &bs[k_vec]);
        vcc_v8_int t5 = __builtin_convertvector(__builtin_convertvector(bs_v, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t6 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t7 = (vcc_m8)(t5 < t6);
        vcc_m8 t8 = ~t7;
        vcc_v8_int t9 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t10 = (vcc_m8)(t5 != t9);
        vcc_m8 t11 = ~t10;
        vcc_m8 t12 = t8 & t11;
        vcc_v8_uint t13 = (vcc_v8_uint)t5;
        vcc_v8_uint t14 = -t13;
        vcc_v8_int t15 = (vcc_v8_int)t14;
        vcc_v8_int t16 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t12, t16, t15);
        vcc_v8_int t18 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t19 = (vcc_v8_uint)t5;
        vcc_v8_uint t20 = (vcc_v8_uint)t18;
        vcc_v8_uint t21 = t19 * t20;
        vcc_v8_int t22 = (vcc_v8_int)t21;
        vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t22, t17);
        vcc_v8_int t2 = out_v + t23;
        vcc_store(t1, t2);
        long t3 = k_vec + 8L;
        int *t4 = &out[t3];
        vcc_v8_int out_v_1 = vcc_load(vcc_v8_int, t4);
        vcc_v8_uchar bs_v_1 = vcc_load(vcc_v8_uchar, &bs[t3]);
        vcc_v8_int t27 = __builtin_convertvector(__builtin_convertvector(bs_v_1, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t28 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t29 = (vcc_m8)(t27 < t28);
        vcc_m8 t30 = ~t29;
        vcc_v8_int t31 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t32 = (vcc_m8)(t27 != t31);
        vcc_m8 t33 = ~t32;
        vcc_m8 t34 = t30 & t33;
        vcc_v8_uint t35 = (vcc_v8_uint)t27;
        vcc_v8_uint t36 = -t35;
        vcc_v8_int t37 = (vcc_v8_int)t36;
        vcc_v8_int t38 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t38, t37);
        vcc_v8_int t40 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t41 = (vcc_v8_uint)t27;
        vcc_v8_uint t42 = (vcc_v8_uint)t40;
        vcc_v8_uint t43 = t41 * t42;
        vcc_v8_int t44 = (vcc_v8_int)t43;
        vcc_v8_int t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t44, t39);
        vcc_v8_int t24 = out_v_1 + t45;
        vcc_store(t4, t24);
        long t25 = k_vec + 16L;
        int *t26 = &out[t25];
        vcc_v8_int out_v_2 = vcc_load(vcc_v8_int, t26);
        vcc_v8_uchar bs_v_2 = vcc_load(vcc_v8_uchar, &bs[t25]);
        vcc_v8_int t49 = __builtin_convertvector(__builtin_convertvector(bs_v_2, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t50 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t51 = (vcc_m8)(t49 < t50);
        vcc_m8 t52 = ~t51;
        vcc_v8_int t53 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t54 = (vcc_m8)(t49 != t53);
        vcc_m8 t55 = ~t54;
        vcc_m8 t56 = t52 & t55;
        vcc_v8_uint t57 = (vcc_v8_uint)t49;
        vcc_v8_uint t58 = -t57;
        vcc_v8_int t59 = (vcc_v8_int)t58;
        vcc_v8_int t60 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t61 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t60, t59);
        vcc_v8_int t62 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t63 = (vcc_v8_uint)t49;
        vcc_v8_uint t64 = (vcc_v8_uint)t62;
        vcc_v8_uint t65 = t63 * t64;
        vcc_v8_int t66 = (vcc_v8_int)t65;
        vcc_v8_int t67 = vcc_select(vcc_v8_int, (vcc_v8_int)t51, t66, t61);
        vcc_v8_int t46 = out_v_2 + t67;
        vcc_store(t26, t46);
        long t47 = k_vec + 24L;
        int *t48 = &out[t47];
        vcc_v8_int out_v_3 = vcc_load(vcc_v8_int, t48);
        vcc_v8_uchar bs_v_3 = vcc_load(vcc_v8_uchar, &bs[t47]);
        vcc_v8_int t69 = __builtin_convertvector(__builtin_convertvector(bs_v_3, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t70 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t71 = (vcc_m8)(t69 < t70);
        vcc_m8 t72 = ~t71;
        vcc_v8_int t73 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t74 = (vcc_m8)(t69 != t73);
        vcc_m8 t75 = ~t74;
        vcc_m8 t76 = t72 & t75;
        vcc_v8_uint t77 = (vcc_v8_uint)t69;
        vcc_v8_uint t78 = -t77;
        vcc_v8_int t79 = (vcc_v8_int)t78;
        vcc_v8_int t80 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t76, t80, t79);
        vcc_v8_int t82 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t83 = (vcc_v8_uint)t69;
        vcc_v8_uint t84 = (vcc_v8_uint)t82;
        vcc_v8_uint t85 = t83 * t84;
        vcc_v8_int t86 = (vcc_v8_int)t85;
        vcc_v8_int t87 = vcc_select(vcc_v8_int, (vcc_v8_int)t71, t86, t81);
        vcc_v8_int t68 = out_v_3 + t87;
        vcc_store(t48, t68);
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

void run_clamp(int n) {
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint k_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long k_vec = 0L;
    /* vcc: loop at kmask.c:87 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        vcc_v8_int k_v_1 = (vcc_v8_int)k_v;
        int *t3 = &out[k_vec];
        vcc_v8_int is_v = vcc_load(vcc_v8_int, &is[k_vec]);
        vcc_v8_int t4 = is_v * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t5 = t4 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t6 = k_v_1 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t7 = t5 + t6;
        vcc_v8_int t15 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t16 = vcc_min(vcc_v8_int, t7, t15);
        vcc_v8_int t17 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t18 = vcc_max(vcc_v8_int, t16, t17);
        vcc_v8_int t19 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t20 = vcc_min(vcc_v8_int, t18, t19);
        vcc_store(t3, t20);
        long t8 = k_vec + 8L;
        vcc_v8_uint t9 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int k_v_2 = (vcc_v8_int)t9;
        int *t10 = &out[t8];
        vcc_v8_int is_v_1 = vcc_load(vcc_v8_int, &is[t8]);
        vcc_v8_int t11 = is_v_1 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t12 = t11 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t13 = k_v_2 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t14 = t12 + t13;
        vcc_v8_int t28 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t29 = vcc_min(vcc_v8_int, t14, t28);
        vcc_v8_int t30 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t31 = vcc_max(vcc_v8_int, t29, t30);
        vcc_v8_int t32 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t33 = vcc_min(vcc_v8_int, t31, t32);
        vcc_store(t10, t33);
        long t21 = k_vec + 16L;
        vcc_v8_uint t22 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int k_v_3 = (vcc_v8_int)t22;
        int *t23 = &out[t21];
        vcc_v8_int is_v_2 = vcc_load(vcc_v8_int, &is[t21]);
        vcc_v8_int t24 = is_v_2 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t25 = t24 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t26 = k_v_3 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t27 = t25 + t26;
        vcc_v8_int t41 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t42 = vcc_min(vcc_v8_int, t27, t41);
        vcc_v8_int t43 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t44 = vcc_max(vcc_v8_int, t42, t43);
        vcc_v8_int t45 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t46 = vcc_min(vcc_v8_int, t44, t45);
        vcc_store(t23, t46);
        long t34 = k_vec + 24L;
        vcc_v8_uint t35 = k_v + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int k_v_4 = (vcc_v8_int)t35;
        int *t36 = &out[t34];
        vcc_v8_int is_v_3 = vcc_load(vcc_v8_int, &is[t34]);
        vcc_v8_int t37 = is_v_3 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t38 = t37 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t39 = k_v_4 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t40 = t38 + t39;
        vcc_v8_int t47 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t48 = vcc_min(vcc_v8_int, t40, t47);
        vcc_v8_int t49 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t50 = vcc_max(vcc_v8_int, t48, t49);
        vcc_v8_int t51 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t52 = vcc_min(vcc_v8_int, t50, t51);
        vcc_store(t36, t52);
        k_vec += 32L;
        k_v = k_v + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

/* A masked load and a masked store of consecutive elements, under the group's pattern. */
/* #pragma omp declare simd uniform(p, q) linear(k) notinbranch */
void put(float *p, const float *q, int k, int c) {
    float v = 1.0f;
    if (c & 1)
        v = q[k] * 0.5f;
    if (c & 2)
        p[k] = v;
}

/* vcc: function at kmask.c:93 vector variant _ZGVdN8uulv_put of `put`: VL 8, unmasked, p uniform, q uniform, k linear step 1, c vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
void _ZGVdN8uulv_put(float *p, const float *q, int k, vcc_v8_int c) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_int t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t4 = c & t3;
    vcc_m8 t5 = (vcc_m8)(t4 != (vcc_v8_int){0});
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t6 = vcc_load(vcc_v8_float, q + k);
            vcc_v8_float t7 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t6 * t7;
        } else {
            vcc_v8_float t8 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)q + (unsigned long)(long)k * 4UL), t5);
            vcc_v8_float t9 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t8 * t9;
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    vcc_v8_float t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t10);
    vcc_v8_int t12 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    vcc_v8_int t13 = c & t12;
    vcc_m8 t14 = (vcc_m8)(t13 != (vcc_v8_int){0});
    if (vcc_any(t14)) {
        if (vcc_all(t14)) {
            vcc_store(p + k, t11);
        } else {
            vcc_store_masked((float *)((unsigned long)p + (unsigned long)(long)k * 4UL), t11, t14);
        }
    }
}
#pragma GCC diagnostic pop

void run_store(void) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_v8_float t7;
    vcc_m8 t8;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:103 vectorized: VF 8, UF 4, scalar epilogue */
    for (;;) {
        int t9 = (int)k_vec;
        vcc_v8_int is_v = vcc_load(vcc_v8_int, &is[k_vec]);
        const float *t10 = xs;
        vcc_v8_int t14 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t15 = is_v & t14;
        vcc_m8 t16 = (vcc_m8)(t15 != (vcc_v8_int){0});
        if (vcc_any(t16)) {
            if (vcc_all(t16)) {
                t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t17 = vcc_load(vcc_v8_float, t10 + t9);
                vcc_v8_float t18 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t1 = t17 * t18;
            } else {
                vcc_v8_float t19 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t10 + (unsigned long)(long)t9 * 4UL), t16);
                vcc_v8_float t20 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t1 = t19 * t20;
                t2 = t16;
            }
        } else {
            t1 = (vcc_v8_float){0};
            t2 = (vcc_m8){0};
        }
        vcc_v8_float t21 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t21);
        vcc_v8_int t23 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t24 = is_v & t23;
        vcc_m8 t25 = (vcc_m8)(t24 != (vcc_v8_int){0});
        if (vcc_any(t25)) {
            if (vcc_all(t25)) {
                vcc_store(ys + t9, t22);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t9 * 4UL), t22, t25);
            }
        }
        long t11 = k_vec + 8L;
        int t12 = (int)t11;
        vcc_v8_int is_v_1 = vcc_load(vcc_v8_int, &is[t11]);
        const float *t13 = xs;
        vcc_v8_int t29 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t30 = is_v_1 & t29;
        vcc_m8 t31 = (vcc_m8)(t30 != (vcc_v8_int){0});
        if (vcc_any(t31)) {
            if (vcc_all(t31)) {
                t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t32 = vcc_load(vcc_v8_float, t13 + t12);
                vcc_v8_float t33 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t3 = t32 * t33;
            } else {
                vcc_v8_float t34 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t13 + (unsigned long)(long)t12 * 4UL), t31);
                vcc_v8_float t35 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t3 = t34 * t35;
                t4 = t31;
            }
        } else {
            t3 = (vcc_v8_float){0};
            t4 = (vcc_m8){0};
        }
        vcc_v8_float t36 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t36);
        vcc_v8_int t38 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t39 = is_v_1 & t38;
        vcc_m8 t40 = (vcc_m8)(t39 != (vcc_v8_int){0});
        if (vcc_any(t40)) {
            if (vcc_all(t40)) {
                vcc_store(ys + t12, t37);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t12 * 4UL), t37, t40);
            }
        }
        long t26 = k_vec + 16L;
        int t27 = (int)t26;
        vcc_v8_int is_v_2 = vcc_load(vcc_v8_int, &is[t26]);
        const float *t28 = xs;
        vcc_v8_int t44 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t45 = is_v_2 & t44;
        vcc_m8 t46 = (vcc_m8)(t45 != (vcc_v8_int){0});
        if (vcc_any(t46)) {
            if (vcc_all(t46)) {
                t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t47 = vcc_load(vcc_v8_float, t28 + t27);
                vcc_v8_float t48 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t5 = t47 * t48;
            } else {
                vcc_v8_float t49 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t28 + (unsigned long)(long)t27 * 4UL), t46);
                vcc_v8_float t50 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t5 = t49 * t50;
                t6 = t46;
            }
        } else {
            t5 = (vcc_v8_float){0};
            t6 = (vcc_m8){0};
        }
        vcc_v8_float t51 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t51);
        vcc_v8_int t53 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t54 = is_v_2 & t53;
        vcc_m8 t55 = (vcc_m8)(t54 != (vcc_v8_int){0});
        if (vcc_any(t55)) {
            if (vcc_all(t55)) {
                vcc_store(ys + t27, t52);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t27 * 4UL), t52, t55);
            }
        }
        long t41 = k_vec + 24L;
        int t42 = (int)t41;
        vcc_v8_int is_v_3 = vcc_load(vcc_v8_int, &is[t41]);
        const float *t43 = xs;
        vcc_v8_int t56 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t57 = is_v_3 & t56;
        vcc_m8 t58 = (vcc_m8)(t57 != (vcc_v8_int){0});
        if (vcc_any(t58)) {
            if (vcc_all(t58)) {
                t8 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t59 = vcc_load(vcc_v8_float, t43 + t42);
                vcc_v8_float t60 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t7 = t59 * t60;
            } else {
                vcc_v8_float t61 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t43 + (unsigned long)(long)t42 * 4UL), t58);
                vcc_v8_float t62 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t7 = t61 * t62;
                t8 = t58;
            }
        } else {
            t7 = (vcc_v8_float){0};
            t8 = (vcc_m8){0};
        }
        vcc_v8_float t63 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t7, t63);
        vcc_v8_int t65 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t66 = is_v_3 & t65;
        vcc_m8 t67 = (vcc_m8)(t66 != (vcc_v8_int){0});
        if (vcc_any(t67)) {
            if (vcc_all(t67)) {
                vcc_store(ys + t42, t64);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t42 * 4UL), t64, t67);
            }
        }
        k_vec += 32L;
        if (k_vec >= 1048576L) {
            return;
        }
    }
}

static unsigned long long sum(void) {
    unsigned long long h = 1469598103934665603ull;
    for (int k = 0; k < N; k++)
        h = (h ^ (unsigned)out[k]) * 1099511628211ull;
    return h;
}

static __typeof__(table) table __attribute__((aligned(32)));
int main(void) {
    vcc_v8_int t2 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t3 = t2 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
    vcc_m8 t4 = (vcc_m8)(t3 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
    vcc_v8_uint t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
    vcc_v8_uint t6 = (vcc_v8_uint)t3;
    vcc_v8_uint t7 = t6 - t5;
    vcc_v8_int t1 = (vcc_v8_int)t7;
    long k_vec = 0L;
    /* vcc: loop at kmask.c:115 vectorized: VF 8, UF 4, the remainder at 116:20 by 13 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        vcc_store(&table[k_vec], t1);
        vcc_v8_int t8 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_m8 t9 = (vcc_m8)(t8 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t10 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t11 = (vcc_v8_uint)t8;
        vcc_v8_uint t12 = t11 - t10;
        vcc_v8_int t13 = (vcc_v8_int)t12;
        vcc_store(&table[k_vec + 8L], t13);
        vcc_v8_int t14 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_m8 t15 = (vcc_m8)(t14 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t15, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t17 = (vcc_v8_uint)t14;
        vcc_v8_uint t18 = t17 - t16;
        vcc_v8_int t19 = (vcc_v8_int)t18;
        vcc_store(&table[k_vec + 16L], t19);
        vcc_v8_int t20 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
        vcc_m8 t21 = (vcc_m8)(t20 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t23 = (vcc_v8_uint)t20;
        vcc_v8_uint t24 = t23 - t22;
        vcc_v8_int t25 = (vcc_v8_int)t24;
        vcc_store(&table[k_vec + 24L], t25);
        k_vec += 32L;
        vcc_v8_int t26 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t27 = (vcc_m8)(t26 > (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12});
        vcc_v8_uint t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U}), ((vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U}));
        vcc_v8_uint t29 = (vcc_v8_uint)t26;
        vcc_v8_uint t30 = t29 - t28;
        t1 = (vcc_v8_int)t30;
    } while (k_vec < 64L);
    for (int j = 0; j < 65536; j++) {
        vcc_v8_int j_v = (vcc_v8_int){j, j, j, j, j, j, j, j};
        vcc_v8_int t31 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t32 = (vcc_v8_uint)t31;
        vcc_v8_uint k_v = t32 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_uint t33 = (vcc_v8_uint)j_v;
        vcc_v8_uint t34 = t33 * (vcc_v8_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
        vcc_v8_int t35 = j_v % (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_float t36 = __builtin_convertvector(t35, vcc_v8_float);
        long k_vec_1 = 0L;
        /* vcc: loop at kmask.c:118 vectorized: VF 8, UF 2, scalar epilogue */
        for (;;) {
            vcc_v8_int k_v_1 = (vcc_v8_int)k_v;
            vcc_v8_int t37 = j_v >> k_v_1;
            vcc_v8_int bit_v = t37 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t38 = k_v_1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t39 = t34 >> __builtin_convertvector(t38, vcc_v8_uint);
            vcc_v8_uint t40 = t39 & (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
            vcc_v8_int other_v = (vcc_v8_int)t40;
            long t41 = (long)(j * 16 + (int)k_vec_1);
            float *t42 = &xs[t41];
            vcc_m8 t43 = (vcc_m8)(bit_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t44 = ~t43;
            vcc_m8 t45 = (vcc_m8)(other_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t46 = ~t45;
            vcc_m8 t47 = t44 & t46;
            vcc_m8 t48 = (vcc_m8)(other_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t49 = t44 & t48;
            vcc_m8 t50 = t49 | t47;
            vcc_v8_float t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f}), ((vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}));
            vcc_v8_float t52 = __builtin_convertvector(k_v_1, vcc_v8_float);
            vcc_v8_float t53 = (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f} + t52;
            vcc_v8_float t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t51, t53);
            vcc_store(t42, t54);
            vcc_m8 t55 = (vcc_m8)(other_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_float xs_v = vcc_load(vcc_v8_float, t42);
            vcc_v8_float t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, xs_v, t36);
            vcc_store(&ys[t41], t56);
            vcc_v8_int t57 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * other_v;
            vcc_v8_int t58 = bit_v + t57;
            vcc_v8_int t59 = k_v_1 & (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_int t60 = t58 + t59;
            vcc_store(&is[t41], t60);
            vcc_m8 t61 = (vcc_m8)(bit_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t62 = ~t61;
            vcc_m8 t63 = (vcc_m8)(other_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t64 = t62 & t63;
            vcc_m8 t65 = (vcc_m8)(other_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t66 = ~t65;
            vcc_m8 t67 = t62 & t66;
            vcc_m8 t68 = t67 | t64;
            vcc_v8_int t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, ((vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99}), k_v_1);
            vcc_v8_uint t70 = (vcc_v8_uint)(vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
            vcc_v8_uint t71 = (vcc_v8_uint)k_v_1;
            vcc_v8_uint t72 = t70 + t71;
            vcc_v8_int t73 = (vcc_v8_int)t72;
            vcc_v8_int t74 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, t69, t73);
            vcc_v8_ushort t75 = __builtin_convertvector(t74, vcc_v8_ushort);
            vcc_store(&ss[t41], t75);
            vcc_m8 t76 = (vcc_m8)(bit_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t77 = ~t76;
            vcc_m8 t78 = (vcc_m8)(other_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t79 = t77 & t78;
            vcc_m8 t80 = (vcc_m8)(other_v != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t81 = ~t80;
            vcc_m8 t82 = t77 & t81;
            vcc_m8 t83 = t82 | t79;
            vcc_v8_int t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t79, ((vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200}), k_v_1);
            vcc_v8_uint t85 = (vcc_v8_uint)(vcc_v8_int){150, 150, 150, 150, 150, 150, 150, 150};
            vcc_v8_uint t86 = (vcc_v8_uint)k_v_1;
            vcc_v8_uint t87 = t85 + t86;
            vcc_v8_int t88 = (vcc_v8_int)t87;
            vcc_v8_int t89 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, t84, t88);
            vcc_v8_uchar t90 = __builtin_convertvector(__builtin_convertvector(t89, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t41], t90);
            vcc_v8_uint t91 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int k_v_2 = (vcc_v8_int)t91;
            vcc_v8_int t92 = j_v >> k_v_2;
            vcc_v8_int bit_v_1 = t92 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t93 = k_v_2 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t94 = t34 >> __builtin_convertvector(t93, vcc_v8_uint);
            vcc_v8_uint t95 = t94 & (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
            vcc_v8_int other_v_1 = (vcc_v8_int)t95;
            long t96 = (long)(j * 16 + (int)(k_vec_1 + 8L));
            float *t97 = &xs[t96];
            vcc_m8 t98 = (vcc_m8)(bit_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t99 = ~t98;
            vcc_m8 t100 = (vcc_m8)(other_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t101 = ~t100;
            vcc_m8 t102 = t99 & t101;
            vcc_m8 t103 = (vcc_m8)(other_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t104 = t99 & t103;
            vcc_m8 t105 = t104 | t102;
            vcc_v8_float t106 = vcc_select(vcc_v8_int, (vcc_v8_int)t102, ((vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f}), ((vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}));
            vcc_v8_float t107 = __builtin_convertvector(k_v_2, vcc_v8_float);
            vcc_v8_float t108 = (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f} + t107;
            vcc_v8_float t109 = vcc_select(vcc_v8_int, (vcc_v8_int)t105, t106, t108);
            vcc_store(t97, t109);
            vcc_m8 t110 = (vcc_m8)(other_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_float xs_v_1 = vcc_load(vcc_v8_float, t97);
            vcc_v8_float t111 = vcc_select(vcc_v8_int, (vcc_v8_int)t110, xs_v_1, t36);
            vcc_store(&ys[t96], t111);
            vcc_v8_int t112 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * other_v_1;
            vcc_v8_int t113 = bit_v_1 + t112;
            vcc_v8_int t114 = k_v_2 & (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_int t115 = t113 + t114;
            vcc_store(&is[t96], t115);
            vcc_m8 t116 = (vcc_m8)(bit_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t117 = ~t116;
            vcc_m8 t118 = (vcc_m8)(other_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t119 = t117 & t118;
            vcc_m8 t120 = (vcc_m8)(other_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t121 = ~t120;
            vcc_m8 t122 = t117 & t121;
            vcc_m8 t123 = t122 | t119;
            vcc_v8_int t124 = vcc_select(vcc_v8_int, (vcc_v8_int)t119, ((vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99}), k_v_2);
            vcc_v8_uint t125 = (vcc_v8_uint)(vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
            vcc_v8_uint t126 = (vcc_v8_uint)k_v_2;
            vcc_v8_uint t127 = t125 + t126;
            vcc_v8_int t128 = (vcc_v8_int)t127;
            vcc_v8_int t129 = vcc_select(vcc_v8_int, (vcc_v8_int)t123, t124, t128);
            vcc_v8_ushort t130 = __builtin_convertvector(t129, vcc_v8_ushort);
            vcc_store(&ss[t96], t130);
            vcc_m8 t131 = (vcc_m8)(bit_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t132 = ~t131;
            vcc_m8 t133 = (vcc_m8)(other_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t134 = t132 & t133;
            vcc_m8 t135 = (vcc_m8)(other_v_1 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t136 = ~t135;
            vcc_m8 t137 = t132 & t136;
            vcc_m8 t138 = t137 | t134;
            vcc_v8_int t139 = vcc_select(vcc_v8_int, (vcc_v8_int)t134, ((vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200}), k_v_2);
            vcc_v8_uint t140 = (vcc_v8_uint)(vcc_v8_int){150, 150, 150, 150, 150, 150, 150, 150};
            vcc_v8_uint t141 = (vcc_v8_uint)k_v_2;
            vcc_v8_uint t142 = t140 + t141;
            vcc_v8_int t143 = (vcc_v8_int)t142;
            vcc_v8_int t144 = vcc_select(vcc_v8_int, (vcc_v8_int)t138, t139, t143);
            vcc_v8_uchar t145 = __builtin_convertvector(__builtin_convertvector(t144, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t96], t145);
            k_vec_1 += 16L;
            vcc_v8_uint t146 = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (k_vec_1 >= 16L) {
                break;
            }
            k_v = t146;
        }
    }
    run_classify(1.0f, 12.0f);
    printf("classify %016llx\n", sum());
    run_shorts((unsigned short)100);
    printf("shorts %016llx\n", sum());
    run_bytes((unsigned char)150);
    printf("bytes %016llx\n", sum());
    run_clamp(30);
    printf("clamp %016llx\n", sum());
    run_clamp(12);
    printf("clamp %016llx\n", sum());
    run_store();
    double t = 0.0;
    for (int k = 0; k < 1048576; k++) {
        t += (double)ys[k] * (double)(k % 13 + 1);
    }
    printf("store %.3f\n", t);
    return 0;
}
