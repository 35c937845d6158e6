/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_min(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a < vcc_b), vcc_a, vcc_b); })
#define vcc_max(VI, A, B) ({ __typeof__(A) vcc_a = (A), vcc_b = (B); vcc_select(VI, (VI)(vcc_a > vcc_b), vcc_a, vcc_b); })
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_load_masked(VT, P, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[vcc_k]; vcc_r; })
#define vcc_store_masked(P, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[vcc_k] = vcc_v[vcc_k]; } while (0)

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
    vcc_v8_int t8;
    long t7 = 0L;
    for (;;) {
        long t10 = t7 + 8L;
        long t11 = t7 + 16L;
        long t12 = t7 + 24L;
        long t13 = (long)(int)t7;
        int *t14 = &out[t13];
        vcc_v8_int t15 = vcc_load(vcc_v8_int, &is[t13]);
        vcc_v8_float t16 = vcc_load(vcc_v8_float, &ys[t13]);
        vcc_v8_float t17 = vcc_load(vcc_v8_float, &xs[t13]);
        vcc_v8_float t27 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t28 = (vcc_m8)(t17 <= t27);
        vcc_m8 t29 = ~t28;
        vcc_v8_float t30 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t31 = (vcc_m8)(t17 >= t30);
        vcc_m8 t32 = ~t31;
        vcc_m8 t33 = t29 & t32;
        vcc_m8 t34 = (vcc_m8)(t16 < t17);
        vcc_v8_int t35 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t36 = (vcc_m8)(t15 != t35);
        vcc_m8 t37 = t34 & t36;
        vcc_m8 t38 = ~t33;
        vcc_m8 t39 = t37 | t38;
        vcc_m8 t40 = ~t39;
        vcc_m8 t2 = t29 & t40;
        if (vcc_any(t2)) {
            vcc_v8_float t41 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t42 = t17 * t41;
            vcc_v8_int t43 = __builtin_convertvector(t42, vcc_v8_int);
            vcc_v8_int t44 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t45 = t15 & t44;
            vcc_v8_long t46 = __builtin_convertvector(t45, vcc_v8_long);
            vcc_v8_long t47 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t48 = (vcc_v8_long){0} * t47;
            vcc_v8_long t49 = t48 + t46;
            vcc_v8_int t50 = vcc_gather_masked(vcc_v8_int, table, t49, t2);
            vcc_v8_uint t51 = (vcc_v8_uint)t43;
            vcc_v8_uint t52 = (vcc_v8_uint)t50;
            vcc_v8_uint t53 = t51 + t52;
            t1 = (vcc_v8_int)t53;
        } else {
            t1 = (vcc_v8_int){0};
            t2 = (vcc_m8){0};
        }
        vcc_v8_int t54 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t54);
        vcc_v8_int t56 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t56, t55);
        vcc_m8 t58 = (vcc_m8)(t17 > t16);
        vcc_v8_int t59 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t60 = (vcc_m8)(t15 >= t59);
        vcc_v8_int t61 = __builtin_convertvector(t58 & 1, vcc_v8_int);
        vcc_v8_int t62 = __builtin_convertvector(t60 & 1, vcc_v8_int);
        vcc_m8 t63 = (vcc_m8)(t61 != t62);
        vcc_m8 t64 = (vcc_m8)(t17 == t16);
        vcc_m8 t65 = ~t64;
        vcc_v8_float t66 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t67 = (vcc_m8)(t16 > t66);
        vcc_v8_int t68 = __builtin_convertvector(t67 & 1, vcc_v8_int);
        vcc_m8 t69 = (vcc_m8)(t68 != (vcc_v8_int){0});
        vcc_m8 t70 = ~t69;
        vcc_v8_int t71 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t72 = (vcc_m8)(t15 < t71);
        vcc_v8_int t73 = __builtin_convertvector(t72 & 1, vcc_v8_int);
        vcc_v8_int t74 = __builtin_convertvector(t70 & 1, vcc_v8_int);
        vcc_v8_int t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, t73, t74);
        vcc_v8_uint t76 = (vcc_v8_uint)t15;
        vcc_v8_uint t77 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t78 = t76 * t77;
        vcc_v8_uint t79 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t80 = (vcc_m8)(t78 < t79);
        vcc_v8_int t81 = __builtin_convertvector(t80 & 1, vcc_v8_int);
        vcc_m8 t82 = (vcc_m8)(t81 != (vcc_v8_int){0});
        vcc_m8 t83 = ~t82;
        vcc_m8 t84 = t65 & t70;
        vcc_m8 t85 = t64 & t72;
        vcc_m8 t86 = t84 | t85;
        vcc_m8 t87 = t83 & t86;
        vcc_v8_int t88 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t89 = (vcc_v8_uint)t57;
        vcc_v8_uint t90 = (vcc_v8_uint)t88;
        vcc_v8_uint t91 = t89 + t90;
        vcc_v8_int t92 = (vcc_v8_int)t91;
        vcc_v8_int t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t87, t92, t57);
        vcc_v8_int t94 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t95 = t93 * t94;
        vcc_v8_int t96 = __builtin_convertvector(t63 & 1, vcc_v8_int);
        vcc_v8_int t97 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t98 = t96 * t97;
        vcc_v8_int t99 = t95 + t98;
        vcc_v8_int t100 = t99 + t75;
        vcc_store(t14, t100);
        long t22 = (long)(int)t10;
        int *t23 = &out[t22];
        vcc_v8_int t24 = vcc_load(vcc_v8_int, &is[t22]);
        vcc_v8_float t25 = vcc_load(vcc_v8_float, &ys[t22]);
        vcc_v8_float t26 = vcc_load(vcc_v8_float, &xs[t22]);
        vcc_v8_float t106 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t107 = (vcc_m8)(t26 <= t106);
        vcc_m8 t108 = ~t107;
        vcc_v8_float t109 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t110 = (vcc_m8)(t26 >= t109);
        vcc_m8 t111 = ~t110;
        vcc_m8 t112 = t108 & t111;
        vcc_m8 t113 = (vcc_m8)(t25 < t26);
        vcc_v8_int t114 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t115 = (vcc_m8)(t24 != t114);
        vcc_m8 t116 = t113 & t115;
        vcc_m8 t117 = ~t112;
        vcc_m8 t118 = t116 | t117;
        vcc_m8 t119 = ~t118;
        vcc_m8 t4 = t108 & t119;
        if (vcc_any(t4)) {
            vcc_v8_float t120 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t121 = t26 * t120;
            vcc_v8_int t122 = __builtin_convertvector(t121, vcc_v8_int);
            vcc_v8_int t123 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t124 = t24 & t123;
            vcc_v8_long t125 = __builtin_convertvector(t124, vcc_v8_long);
            vcc_v8_long t126 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t127 = (vcc_v8_long){0} * t126;
            vcc_v8_long t128 = t127 + t125;
            vcc_v8_int t129 = vcc_gather_masked(vcc_v8_int, table, t128, t4);
            vcc_v8_uint t130 = (vcc_v8_uint)t122;
            vcc_v8_uint t131 = (vcc_v8_uint)t129;
            vcc_v8_uint t132 = t130 + t131;
            t3 = (vcc_v8_int)t132;
        } else {
            t3 = (vcc_v8_int){0};
            t4 = (vcc_m8){0};
        }
        vcc_v8_int t133 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t134 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t133);
        vcc_v8_int t135 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t136 = vcc_select(vcc_v8_int, (vcc_v8_int)t107, t135, t134);
        vcc_m8 t137 = (vcc_m8)(t26 > t25);
        vcc_v8_int t138 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t139 = (vcc_m8)(t24 >= t138);
        vcc_v8_int t140 = __builtin_convertvector(t137 & 1, vcc_v8_int);
        vcc_v8_int t141 = __builtin_convertvector(t139 & 1, vcc_v8_int);
        vcc_m8 t142 = (vcc_m8)(t140 != t141);
        vcc_m8 t143 = (vcc_m8)(t26 == t25);
        vcc_m8 t144 = ~t143;
        vcc_v8_float t145 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t146 = (vcc_m8)(t25 > t145);
        vcc_v8_int t147 = __builtin_convertvector(t146 & 1, vcc_v8_int);
        vcc_m8 t148 = (vcc_m8)(t147 != (vcc_v8_int){0});
        vcc_m8 t149 = ~t148;
        vcc_v8_int t150 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t151 = (vcc_m8)(t24 < t150);
        vcc_v8_int t152 = __builtin_convertvector(t151 & 1, vcc_v8_int);
        vcc_v8_int t153 = __builtin_convertvector(t149 & 1, vcc_v8_int);
        vcc_v8_int t154 = vcc_select(vcc_v8_int, (vcc_v8_int)t143, t152, t153);
        vcc_v8_uint t155 = (vcc_v8_uint)t24;
        vcc_v8_uint t156 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t157 = t155 * t156;
        vcc_v8_uint t158 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t159 = (vcc_m8)(t157 < t158);
        vcc_v8_int t160 = __builtin_convertvector(t159 & 1, vcc_v8_int);
        vcc_m8 t161 = (vcc_m8)(t160 != (vcc_v8_int){0});
        vcc_m8 t162 = ~t161;
        vcc_m8 t163 = t144 & t149;
        vcc_m8 t164 = t143 & t151;
        vcc_m8 t165 = t163 | t164;
        vcc_m8 t166 = t162 & t165;
        vcc_v8_int t167 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t168 = (vcc_v8_uint)t136;
        vcc_v8_uint t169 = (vcc_v8_uint)t167;
        vcc_v8_uint t170 = t168 + t169;
        vcc_v8_int t171 = (vcc_v8_int)t170;
        vcc_v8_int t172 = vcc_select(vcc_v8_int, (vcc_v8_int)t166, t171, t136);
        vcc_v8_int t173 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t174 = t172 * t173;
        vcc_v8_int t175 = __builtin_convertvector(t142 & 1, vcc_v8_int);
        vcc_v8_int t176 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t177 = t175 * t176;
        vcc_v8_int t178 = t174 + t177;
        vcc_v8_int t179 = t178 + t154;
        vcc_store(t23, t179);
        long t101 = (long)(int)t11;
        int *t102 = &out[t101];
        vcc_v8_int t103 = vcc_load(vcc_v8_int, &is[t101]);
        vcc_v8_float t104 = vcc_load(vcc_v8_float, &ys[t101]);
        vcc_v8_float t105 = vcc_load(vcc_v8_float, &xs[t101]);
        vcc_v8_float t185 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t186 = (vcc_m8)(t105 <= t185);
        vcc_m8 t187 = ~t186;
        vcc_v8_float t188 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t189 = (vcc_m8)(t105 >= t188);
        vcc_m8 t190 = ~t189;
        vcc_m8 t191 = t187 & t190;
        vcc_m8 t192 = (vcc_m8)(t104 < t105);
        vcc_v8_int t193 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t194 = (vcc_m8)(t103 != t193);
        vcc_m8 t195 = t192 & t194;
        vcc_m8 t196 = ~t191;
        vcc_m8 t197 = t195 | t196;
        vcc_m8 t198 = ~t197;
        vcc_m8 t6 = t187 & t198;
        if (vcc_any(t6)) {
            vcc_v8_float t199 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t200 = t105 * t199;
            vcc_v8_int t201 = __builtin_convertvector(t200, vcc_v8_int);
            vcc_v8_int t202 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t203 = t103 & t202;
            vcc_v8_long t204 = __builtin_convertvector(t203, vcc_v8_long);
            vcc_v8_long t205 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t206 = (vcc_v8_long){0} * t205;
            vcc_v8_long t207 = t206 + t204;
            vcc_v8_int t208 = vcc_gather_masked(vcc_v8_int, table, t207, t6);
            vcc_v8_uint t209 = (vcc_v8_uint)t201;
            vcc_v8_uint t210 = (vcc_v8_uint)t208;
            vcc_v8_uint t211 = t209 + t210;
            t5 = (vcc_v8_int)t211;
        } else {
            t5 = (vcc_v8_int){0};
            t6 = (vcc_m8){0};
        }
        vcc_v8_int t212 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t213 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t212);
        vcc_v8_int t214 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t215 = vcc_select(vcc_v8_int, (vcc_v8_int)t186, t214, t213);
        vcc_m8 t216 = (vcc_m8)(t105 > t104);
        vcc_v8_int t217 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t218 = (vcc_m8)(t103 >= t217);
        vcc_v8_int t219 = __builtin_convertvector(t216 & 1, vcc_v8_int);
        vcc_v8_int t220 = __builtin_convertvector(t218 & 1, vcc_v8_int);
        vcc_m8 t221 = (vcc_m8)(t219 != t220);
        vcc_m8 t222 = (vcc_m8)(t105 == t104);
        vcc_m8 t223 = ~t222;
        vcc_v8_float t224 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t225 = (vcc_m8)(t104 > t224);
        vcc_v8_int t226 = __builtin_convertvector(t225 & 1, vcc_v8_int);
        vcc_m8 t227 = (vcc_m8)(t226 != (vcc_v8_int){0});
        vcc_m8 t228 = ~t227;
        vcc_v8_int t229 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t230 = (vcc_m8)(t103 < t229);
        vcc_v8_int t231 = __builtin_convertvector(t230 & 1, vcc_v8_int);
        vcc_v8_int t232 = __builtin_convertvector(t228 & 1, vcc_v8_int);
        vcc_v8_int t233 = vcc_select(vcc_v8_int, (vcc_v8_int)t222, t231, t232);
        vcc_v8_uint t234 = (vcc_v8_uint)t103;
        vcc_v8_uint t235 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t236 = t234 * t235;
        vcc_v8_uint t237 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t238 = (vcc_m8)(t236 < t237);
        vcc_v8_int t239 = __builtin_convertvector(t238 & 1, vcc_v8_int);
        vcc_m8 t240 = (vcc_m8)(t239 != (vcc_v8_int){0});
        vcc_m8 t241 = ~t240;
        vcc_m8 t242 = t223 & t228;
        vcc_m8 t243 = t222 & t230;
        vcc_m8 t244 = t242 | t243;
        vcc_m8 t245 = t241 & t244;
        vcc_v8_int t246 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t247 = (vcc_v8_uint)t215;
        vcc_v8_uint t248 = (vcc_v8_uint)t246;
        vcc_v8_uint t249 = t247 + t248;
        vcc_v8_int t250 = (vcc_v8_int)t249;
        vcc_v8_int t251 = vcc_select(vcc_v8_int, (vcc_v8_int)t245, t250, t215);
        vcc_v8_int t252 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t253 = t251 * t252;
        vcc_v8_int t254 = __builtin_convertvector(t221 & 1, vcc_v8_int);
        vcc_v8_int t255 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t256 = t254 * t255;
        vcc_v8_int t257 = t253 + t256;
        vcc_v8_int t258 = t257 + t233;
        vcc_store(t102, t258);
        long t180 = (long)(int)t12;
        int *t181 = &out[t180];
        vcc_v8_int t182 = vcc_load(vcc_v8_int, &is[t180]);
        vcc_v8_float t183 = vcc_load(vcc_v8_float, &ys[t180]);
        vcc_v8_float t184 = vcc_load(vcc_v8_float, &xs[t180]);
        vcc_v8_float t259 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t260 = (vcc_m8)(t184 <= t259);
        vcc_m8 t261 = ~t260;
        vcc_v8_float t262 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        vcc_m8 t263 = (vcc_m8)(t184 >= t262);
        vcc_m8 t264 = ~t263;
        vcc_m8 t265 = t261 & t264;
        vcc_m8 t266 = (vcc_m8)(t183 < t184);
        vcc_v8_int t267 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_m8 t268 = (vcc_m8)(t182 != t267);
        vcc_m8 t269 = t266 & t268;
        vcc_m8 t270 = ~t265;
        vcc_m8 t271 = t269 | t270;
        vcc_m8 t272 = ~t271;
        vcc_m8 t9 = t261 & t272;
        if (vcc_any(t9)) {
            vcc_v8_float t273 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            vcc_v8_float t274 = t184 * t273;
            vcc_v8_int t275 = __builtin_convertvector(t274, vcc_v8_int);
            vcc_v8_int t276 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            vcc_v8_int t277 = t182 & t276;
            vcc_v8_long t278 = __builtin_convertvector(t277, vcc_v8_long);
            vcc_v8_long t279 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            vcc_v8_long t280 = (vcc_v8_long){0} * t279;
            vcc_v8_long t281 = t280 + t278;
            vcc_v8_int t282 = vcc_gather_masked(vcc_v8_int, table, t281, t9);
            vcc_v8_uint t283 = (vcc_v8_uint)t275;
            vcc_v8_uint t284 = (vcc_v8_uint)t282;
            vcc_v8_uint t285 = t283 + t284;
            t8 = (vcc_v8_int)t285;
        } else {
            t8 = (vcc_v8_int){0};
            t9 = (vcc_m8){0};
        }
        vcc_v8_int t286 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t287 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t8, t286);
        vcc_v8_int t288 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_int t289 = vcc_select(vcc_v8_int, (vcc_v8_int)t260, t288, t287);
        vcc_m8 t290 = (vcc_m8)(t184 > t183);
        vcc_v8_int t291 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_m8 t292 = (vcc_m8)(t182 >= t291);
        vcc_v8_int t293 = __builtin_convertvector(t290 & 1, vcc_v8_int);
        vcc_v8_int t294 = __builtin_convertvector(t292 & 1, vcc_v8_int);
        vcc_m8 t295 = (vcc_m8)(t293 != t294);
        vcc_m8 t296 = (vcc_m8)(t184 == t183);
        vcc_m8 t297 = ~t296;
        vcc_v8_float t298 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        vcc_m8 t299 = (vcc_m8)(t183 > t298);
        vcc_v8_int t300 = __builtin_convertvector(t299 & 1, vcc_v8_int);
        vcc_m8 t301 = (vcc_m8)(t300 != (vcc_v8_int){0});
        vcc_m8 t302 = ~t301;
        vcc_v8_int t303 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_m8 t304 = (vcc_m8)(t182 < t303);
        vcc_v8_int t305 = __builtin_convertvector(t304 & 1, vcc_v8_int);
        vcc_v8_int t306 = __builtin_convertvector(t302 & 1, vcc_v8_int);
        vcc_v8_int t307 = vcc_select(vcc_v8_int, (vcc_v8_int)t296, t305, t306);
        vcc_v8_uint t308 = (vcc_v8_uint)t182;
        vcc_v8_uint t309 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        vcc_v8_uint t310 = t308 * t309;
        vcc_v8_uint t311 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        vcc_m8 t312 = (vcc_m8)(t310 < t311);
        vcc_v8_int t313 = __builtin_convertvector(t312 & 1, vcc_v8_int);
        vcc_m8 t314 = (vcc_m8)(t313 != (vcc_v8_int){0});
        vcc_m8 t315 = ~t314;
        vcc_m8 t316 = t297 & t302;
        vcc_m8 t317 = t296 & t304;
        vcc_m8 t318 = t316 | t317;
        vcc_m8 t319 = t315 & t318;
        vcc_v8_int t320 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        vcc_v8_uint t321 = (vcc_v8_uint)t289;
        vcc_v8_uint t322 = (vcc_v8_uint)t320;
        vcc_v8_uint t323 = t321 + t322;
        vcc_v8_int t324 = (vcc_v8_int)t323;
        vcc_v8_int t325 = vcc_select(vcc_v8_int, (vcc_v8_int)t319, t324, t289);
        vcc_v8_int t326 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_int t327 = t325 * t326;
        vcc_v8_int t328 = __builtin_convertvector(t295 & 1, vcc_v8_int);
        vcc_v8_int t329 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t330 = t328 * t329;
        vcc_v8_int t331 = t327 + t330;
        vcc_v8_int t332 = t331 + t307;
        vcc_store(t181, t332);
        t7 += 32L;
        if (t7 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t18 = (long)k;
                int t19 = is[t18];
                float t20 = ys[t18];
                float t21 = xs[t18];
                out[t18] = classify(t21, t20, t19, lo, hi);
            }
            return;
        }
    }
}

void run_shorts(unsigned short lim) {
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 8L;
        long t3 = t1 + 16L;
        long t4 = t1 + 24L;
        long t5 = (long)(int)t1;
        int *t6 = &out[t5];
        vcc_v8_int t7 = vcc_load(vcc_v8_int, t6);
        vcc_v8_ushort t8 = vcc_load(vcc_v8_ushort, &ss[t5]);
        vcc_v8_int t18 = __builtin_convertvector(t8, vcc_v8_int);
        int t19 = (int)lim;
        vcc_v8_int t20 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        vcc_m8 t21 = (vcc_m8)(t18 > t20);
        vcc_v8_int t22 = vcc_splat(vcc_v8_int, t19 - 1);
        vcc_m8 t23 = (vcc_m8)(t18 == t22);
        vcc_v8_int t24 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t24, t18);
        vcc_v8_int t26 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        vcc_v8_uint t27 = (vcc_v8_uint)t18;
        vcc_v8_uint t28 = (vcc_v8_uint)t26;
        vcc_v8_uint t29 = t27 - t28;
        vcc_v8_int t30 = (vcc_v8_int)t29;
        vcc_v8_int t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t30, t25);
        vcc_v8_int t13 = t7 + t31;
        vcc_store(t6, t13);
        long t14 = (long)(int)t2;
        int *t15 = &out[t14];
        vcc_v8_int t16 = vcc_load(vcc_v8_int, t15);
        vcc_v8_ushort t17 = vcc_load(vcc_v8_ushort, &ss[t14]);
        vcc_v8_int t37 = __builtin_convertvector(t17, vcc_v8_int);
        int t38 = (int)lim;
        vcc_v8_int t39 = (vcc_v8_int){t38, t38, t38, t38, t38, t38, t38, t38};
        vcc_m8 t40 = (vcc_m8)(t37 > t39);
        vcc_v8_int t41 = vcc_splat(vcc_v8_int, t38 - 1);
        vcc_m8 t42 = (vcc_m8)(t37 == t41);
        vcc_v8_int t43 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t43, t37);
        vcc_v8_int t45 = (vcc_v8_int){t38, t38, t38, t38, t38, t38, t38, t38};
        vcc_v8_uint t46 = (vcc_v8_uint)t37;
        vcc_v8_uint t47 = (vcc_v8_uint)t45;
        vcc_v8_uint t48 = t46 - t47;
        vcc_v8_int t49 = (vcc_v8_int)t48;
        vcc_v8_int t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t49, t44);
        vcc_v8_int t32 = t16 + t50;
        vcc_store(t15, t32);
        long t33 = (long)(int)t3;
        int *t34 = &out[t33];
        vcc_v8_int t35 = vcc_load(vcc_v8_int, t34);
        vcc_v8_ushort t36 = vcc_load(vcc_v8_ushort, &ss[t33]);
        vcc_v8_int t56 = __builtin_convertvector(t36, vcc_v8_int);
        int t57 = (int)lim;
        vcc_v8_int t58 = (vcc_v8_int){t57, t57, t57, t57, t57, t57, t57, t57};
        vcc_m8 t59 = (vcc_m8)(t56 > t58);
        vcc_v8_int t60 = vcc_splat(vcc_v8_int, t57 - 1);
        vcc_m8 t61 = (vcc_m8)(t56 == t60);
        vcc_v8_int t62 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t63 = vcc_select(vcc_v8_int, (vcc_v8_int)t61, t62, t56);
        vcc_v8_int t64 = (vcc_v8_int){t57, t57, t57, t57, t57, t57, t57, t57};
        vcc_v8_uint t65 = (vcc_v8_uint)t56;
        vcc_v8_uint t66 = (vcc_v8_uint)t64;
        vcc_v8_uint t67 = t65 - t66;
        vcc_v8_int t68 = (vcc_v8_int)t67;
        vcc_v8_int t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t68, t63);
        vcc_v8_int t51 = t35 + t69;
        vcc_store(t34, t51);
        long t52 = (long)(int)t4;
        int *t53 = &out[t52];
        vcc_v8_int t54 = vcc_load(vcc_v8_int, t53);
        vcc_v8_ushort t55 = vcc_load(vcc_v8_ushort, &ss[t52]);
        vcc_v8_int t71 = __builtin_convertvector(t55, vcc_v8_int);
        int t72 = (int)lim;
        vcc_v8_int t73 = (vcc_v8_int){t72, t72, t72, t72, t72, t72, t72, t72};
        vcc_m8 t74 = (vcc_m8)(t71 > t73);
        vcc_v8_int t75 = vcc_splat(vcc_v8_int, t72 - 1);
        vcc_m8 t76 = (vcc_m8)(t71 == t75);
        vcc_v8_int t77 = vcc_splat(vcc_v8_int, -1);
        vcc_v8_int t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t76, t77, t71);
        vcc_v8_int t79 = (vcc_v8_int){t72, t72, t72, t72, t72, t72, t72, t72};
        vcc_v8_uint t80 = (vcc_v8_uint)t71;
        vcc_v8_uint t81 = (vcc_v8_uint)t79;
        vcc_v8_uint t82 = t80 - t81;
        vcc_v8_int t83 = (vcc_v8_int)t82;
        vcc_v8_int t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t74, t83, t78);
        vcc_v8_int t70 = t54 + t84;
        vcc_store(t53, t70);
        t1 += 32L;
        if (t1 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t9 = (long)k;
                int *t10 = &out[t9];
                int t11 = *t10;
                unsigned short t12 = ss[t9];
                *t10 = t11 + shorts(t12, lim);
            }
            return;
        }
    }
}

void run_bytes(unsigned char lim) {
    long t1 = 0L;
    for (;;) {
        long t2 = t1 + 8L;
        long t3 = t1 + 16L;
        long t4 = t1 + 24L;
        long t5 = (long)(int)t1;
        int *t6 = &out[t5];
        vcc_v8_int t7 = vcc_load(vcc_v8_int, t6);
        vcc_v8_uchar t8 = vcc_load(vcc_v8_uchar, &bs[t5]);
        vcc_v8_int t18 = __builtin_convertvector(__builtin_convertvector(t8, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t19 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t20 = (vcc_m8)(t18 < t19);
        vcc_m8 t21 = ~t20;
        vcc_v8_int t22 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t23 = (vcc_m8)(t18 != t22);
        vcc_m8 t24 = ~t23;
        vcc_m8 t25 = t21 & t24;
        vcc_v8_uint t26 = (vcc_v8_uint)t18;
        vcc_v8_uint t27 = -t26;
        vcc_v8_int t28 = (vcc_v8_int)t27;
        vcc_v8_int t29 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t29, t28);
        vcc_v8_int t31 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t32 = (vcc_v8_uint)t18;
        vcc_v8_uint t33 = (vcc_v8_uint)t31;
        vcc_v8_uint t34 = t32 * t33;
        vcc_v8_int t35 = (vcc_v8_int)t34;
        vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t35, t30);
        vcc_v8_int t13 = t7 + t36;
        vcc_store(t6, t13);
        long t14 = (long)(int)t2;
        int *t15 = &out[t14];
        vcc_v8_int t16 = vcc_load(vcc_v8_int, t15);
        vcc_v8_uchar t17 = vcc_load(vcc_v8_uchar, &bs[t14]);
        vcc_v8_int t42 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t43 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t44 = (vcc_m8)(t42 < t43);
        vcc_m8 t45 = ~t44;
        vcc_v8_int t46 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t47 = (vcc_m8)(t42 != t46);
        vcc_m8 t48 = ~t47;
        vcc_m8 t49 = t45 & t48;
        vcc_v8_uint t50 = (vcc_v8_uint)t42;
        vcc_v8_uint t51 = -t50;
        vcc_v8_int t52 = (vcc_v8_int)t51;
        vcc_v8_int t53 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t49, t53, t52);
        vcc_v8_int t55 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t56 = (vcc_v8_uint)t42;
        vcc_v8_uint t57 = (vcc_v8_uint)t55;
        vcc_v8_uint t58 = t56 * t57;
        vcc_v8_int t59 = (vcc_v8_int)t58;
        vcc_v8_int t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t59, t54);
        vcc_v8_int t37 = t16 + t60;
        vcc_store(t15, t37);
        long t38 = (long)(int)t3;
        int *t39 = &out[t38];
        vcc_v8_int t40 = vcc_load(vcc_v8_int, t39);
        vcc_v8_uchar t41 = vcc_load(vcc_v8_uchar, &bs[t38]);
        vcc_v8_int t66 = __builtin_convertvector(__builtin_convertvector(t41, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t67 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t68 = (vcc_m8)(t66 < t67);
        vcc_m8 t69 = ~t68;
        vcc_v8_int t70 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t71 = (vcc_m8)(t66 != t70);
        vcc_m8 t72 = ~t71;
        vcc_m8 t73 = t69 & t72;
        vcc_v8_uint t74 = (vcc_v8_uint)t66;
        vcc_v8_uint t75 = -t74;
        vcc_v8_int t76 = (vcc_v8_int)t75;
        vcc_v8_int t77 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, t77, t76);
        vcc_v8_int t79 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t80 = (vcc_v8_uint)t66;
        vcc_v8_uint t81 = (vcc_v8_uint)t79;
        vcc_v8_uint t82 = t80 * t81;
        vcc_v8_int t83 = (vcc_v8_int)t82;
        vcc_v8_int t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, t83, t78);
        vcc_v8_int t61 = t40 + t84;
        vcc_store(t39, t61);
        long t62 = (long)(int)t4;
        int *t63 = &out[t62];
        vcc_v8_int t64 = vcc_load(vcc_v8_int, t63);
        vcc_v8_uchar t65 = vcc_load(vcc_v8_uchar, &bs[t62]);
        vcc_v8_int t86 = __builtin_convertvector(__builtin_convertvector(t65, vcc_v8_ushort), vcc_v8_int);
        vcc_v8_int t87 = vcc_splat(vcc_v8_int, (int)lim);
        vcc_m8 t88 = (vcc_m8)(t86 < t87);
        vcc_m8 t89 = ~t88;
        vcc_v8_int t90 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        vcc_m8 t91 = (vcc_m8)(t86 != t90);
        vcc_m8 t92 = ~t91;
        vcc_m8 t93 = t89 & t92;
        vcc_v8_uint t94 = (vcc_v8_uint)t86;
        vcc_v8_uint t95 = -t94;
        vcc_v8_int t96 = (vcc_v8_int)t95;
        vcc_v8_int t97 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        vcc_v8_int t98 = vcc_select(vcc_v8_int, (vcc_v8_int)t93, t97, t96);
        vcc_v8_int t99 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t100 = (vcc_v8_uint)t86;
        vcc_v8_uint t101 = (vcc_v8_uint)t99;
        vcc_v8_uint t102 = t100 * t101;
        vcc_v8_int t103 = (vcc_v8_int)t102;
        vcc_v8_int t104 = vcc_select(vcc_v8_int, (vcc_v8_int)t88, t103, t98);
        vcc_v8_int t85 = t64 + t104;
        vcc_store(t63, t85);
        t1 += 32L;
        if (t1 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t9 = (long)k;
                int *t10 = &out[t9];
                int t11 = *t10;
                unsigned char t12 = bs[t9];
                *t10 = t11 + bytes(t12, lim);
            }
            return;
        }
    }
}

void run_clamp(int n) {
    vcc_v8_int t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t4 = (vcc_v8_uint)t3;
    vcc_v8_uint t1 = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    for (;;) {
        long t5 = t2 + 8L;
        long t6 = t2 + 16L;
        long t7 = t2 + 24L;
        vcc_v8_int t8 = (vcc_v8_int)t1;
        long t9 = (long)(int)t2;
        int *t10 = &out[t9];
        vcc_v8_int t11 = vcc_load(vcc_v8_int, &is[t9]);
        vcc_v8_int t12 = t11 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t13 = t12 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t14 = t8 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t15 = t13 + t14;
        vcc_v8_int t27 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t28 = vcc_min(vcc_v8_int, t15, t27);
        vcc_v8_int t29 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t30 = vcc_max(vcc_v8_int, t28, t29);
        vcc_v8_int t31 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t32 = vcc_min(vcc_v8_int, t30, t31);
        vcc_store(t10, t32);
        vcc_v8_uint t18 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t19 = (vcc_v8_int)t18;
        long t20 = (long)(int)t5;
        int *t21 = &out[t20];
        vcc_v8_int t22 = vcc_load(vcc_v8_int, &is[t20]);
        vcc_v8_int t23 = t22 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t24 = t23 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t25 = t19 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t26 = t24 + t25;
        vcc_v8_int t42 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t43 = vcc_min(vcc_v8_int, t26, t42);
        vcc_v8_int t44 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t45 = vcc_max(vcc_v8_int, t43, t44);
        vcc_v8_int t46 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t47 = vcc_min(vcc_v8_int, t45, t46);
        vcc_store(t21, t47);
        vcc_v8_uint t33 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        vcc_v8_int t34 = (vcc_v8_int)t33;
        long t35 = (long)(int)t6;
        int *t36 = &out[t35];
        vcc_v8_int t37 = vcc_load(vcc_v8_int, &is[t35]);
        vcc_v8_int t38 = t37 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t39 = t38 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t40 = t34 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t41 = t39 + t40;
        vcc_v8_int t57 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t58 = vcc_min(vcc_v8_int, t41, t57);
        vcc_v8_int t59 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t60 = vcc_max(vcc_v8_int, t58, t59);
        vcc_v8_int t61 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t62 = vcc_min(vcc_v8_int, t60, t61);
        vcc_store(t36, t62);
        vcc_v8_uint t48 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        vcc_v8_int t49 = (vcc_v8_int)t48;
        long t50 = (long)(int)t7;
        int *t51 = &out[t50];
        vcc_v8_int t52 = vcc_load(vcc_v8_int, &is[t50]);
        vcc_v8_int t53 = t52 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        vcc_v8_int t54 = t53 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        vcc_v8_int t55 = t49 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        vcc_v8_int t56 = t54 + t55;
        vcc_v8_int t63 = vcc_splat(vcc_v8_int, n - 1);
        vcc_v8_int t64 = vcc_min(vcc_v8_int, t56, t63);
        vcc_v8_int t65 = vcc_splat(vcc_v8_int, -4);
        vcc_v8_int t66 = vcc_max(vcc_v8_int, t64, t65);
        vcc_v8_int t67 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        vcc_v8_int t68 = vcc_min(vcc_v8_int, t66, t67);
        vcc_store(t51, t68);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        if (t2 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                long t16 = (long)k;
                int t17 = is[t16];
                out[t16] = clamp(t17 * 9 - 20 + (k & 15), n);
            }
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
    vcc_v8_float t8;
    vcc_m8 t9;
    long t7 = 0L;
    for (;;) {
        long t10 = t7 + 8L;
        long t11 = t7 + 16L;
        long t12 = t7 + 24L;
        int t13 = (int)t7;
        vcc_v8_int t14 = vcc_load(vcc_v8_int, &is[t13]);
        const float *t15 = xs;
        vcc_v8_int t19 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t20 = t14 & t19;
        vcc_m8 t21 = (vcc_m8)(t20 != (vcc_v8_int){0});
        if (vcc_any(t21)) {
            if (vcc_all(t21)) {
                t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t22 = vcc_load(vcc_v8_float, t15 + t13);
                vcc_v8_float t23 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t1 = t22 * t23;
            } else {
                vcc_v8_float t24 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t15 + (unsigned long)(long)t13 * 4UL), t21);
                vcc_v8_float t25 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t1 = t24 * t25;
                t2 = t21;
            }
        } else {
            t1 = (vcc_v8_float){0};
            t2 = (vcc_m8){0};
        }
        vcc_v8_float t26 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t26);
        vcc_v8_int t28 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t29 = t14 & t28;
        vcc_m8 t30 = (vcc_m8)(t29 != (vcc_v8_int){0});
        if (vcc_any(t30)) {
            if (vcc_all(t30)) {
                vcc_store(ys + t13, t27);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t13 * 4UL), t27, t30);
            }
        }
        int t16 = (int)t10;
        vcc_v8_int t17 = vcc_load(vcc_v8_int, &is[t16]);
        const float *t18 = xs;
        vcc_v8_int t34 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t35 = t17 & t34;
        vcc_m8 t36 = (vcc_m8)(t35 != (vcc_v8_int){0});
        if (vcc_any(t36)) {
            if (vcc_all(t36)) {
                t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t37 = vcc_load(vcc_v8_float, t18 + t16);
                vcc_v8_float t38 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t3 = t37 * t38;
            } else {
                vcc_v8_float t39 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t18 + (unsigned long)(long)t16 * 4UL), t36);
                vcc_v8_float t40 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t3 = t39 * t40;
                t4 = t36;
            }
        } else {
            t3 = (vcc_v8_float){0};
            t4 = (vcc_m8){0};
        }
        vcc_v8_float t41 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t41);
        vcc_v8_int t43 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t44 = t17 & t43;
        vcc_m8 t45 = (vcc_m8)(t44 != (vcc_v8_int){0});
        if (vcc_any(t45)) {
            if (vcc_all(t45)) {
                vcc_store(ys + t16, t42);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t16 * 4UL), t42, t45);
            }
        }
        int t31 = (int)t11;
        vcc_v8_int t32 = vcc_load(vcc_v8_int, &is[t31]);
        const float *t33 = xs;
        vcc_v8_int t49 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t50 = t32 & t49;
        vcc_m8 t51 = (vcc_m8)(t50 != (vcc_v8_int){0});
        if (vcc_any(t51)) {
            if (vcc_all(t51)) {
                t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t52 = vcc_load(vcc_v8_float, t33 + t31);
                vcc_v8_float t53 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t5 = t52 * t53;
            } else {
                vcc_v8_float t54 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t33 + (unsigned long)(long)t31 * 4UL), t51);
                vcc_v8_float t55 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t5 = t54 * t55;
                t6 = t51;
            }
        } else {
            t5 = (vcc_v8_float){0};
            t6 = (vcc_m8){0};
        }
        vcc_v8_float t56 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t56);
        vcc_v8_int t58 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t59 = t32 & t58;
        vcc_m8 t60 = (vcc_m8)(t59 != (vcc_v8_int){0});
        if (vcc_any(t60)) {
            if (vcc_all(t60)) {
                vcc_store(ys + t31, t57);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t31 * 4UL), t57, t60);
            }
        }
        int t46 = (int)t12;
        vcc_v8_int t47 = vcc_load(vcc_v8_int, &is[t46]);
        const float *t48 = xs;
        vcc_v8_int t61 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_int t62 = t47 & t61;
        vcc_m8 t63 = (vcc_m8)(t62 != (vcc_v8_int){0});
        if (vcc_any(t63)) {
            if (vcc_all(t63)) {
                t9 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_float t64 = vcc_load(vcc_v8_float, t48 + t46);
                vcc_v8_float t65 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t8 = t64 * t65;
            } else {
                vcc_v8_float t66 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t48 + (unsigned long)(long)t46 * 4UL), t63);
                vcc_v8_float t67 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t8 = t66 * t67;
                t9 = t63;
            }
        } else {
            t8 = (vcc_v8_float){0};
            t9 = (vcc_m8){0};
        }
        vcc_v8_float t68 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        vcc_v8_float t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t8, t68);
        vcc_v8_int t70 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        vcc_v8_int t71 = t47 & t70;
        vcc_m8 t72 = (vcc_m8)(t71 != (vcc_v8_int){0});
        if (vcc_any(t72)) {
            if (vcc_all(t72)) {
                vcc_store(ys + t46, t69);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t46 * 4UL), t69, t72);
            }
        }
        t7 += 32L;
        if (t7 >= 1048576L) {
            for (int k = 1048576; k < 1048576; k++) {
                put(ys, xs, k, is[k]);
            }
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
    float t160;
    float t161;
    float t163;
    int t165;
    int t166;
    int t168;
    int t169;
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_int t6 = t5 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
    vcc_v8_uint t7 = (vcc_v8_uint)t6;
    vcc_v8_uint t8 = t7 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
    vcc_v8_uint t9 = vcc_min(vcc_v8_int, t7, t8);
    vcc_v8_int t1 = (vcc_v8_int)t9;
    long t2 = 0L;
    do {
        vcc_store(&table[(int)t2], t1);
        vcc_v8_int t10 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
        vcc_v8_uint t11 = (vcc_v8_uint)t10;
        vcc_v8_uint t12 = t11 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t13 = vcc_min(vcc_v8_int, t11, t12);
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_store(&table[(int)(t2 + 8L)], t14);
        vcc_v8_int t15 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        vcc_v8_uint t16 = (vcc_v8_uint)t15;
        vcc_v8_uint t17 = t16 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t18 = vcc_min(vcc_v8_int, t16, t17);
        vcc_v8_int t19 = (vcc_v8_int)t18;
        vcc_store(&table[(int)(t2 + 16L)], t19);
        vcc_v8_int t20 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
        vcc_v8_uint t21 = (vcc_v8_uint)t20;
        vcc_v8_uint t22 = t21 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t23 = vcc_min(vcc_v8_int, t21, t22);
        vcc_v8_int t24 = (vcc_v8_int)t23;
        vcc_store(&table[(int)(t2 + 24L)], t24);
        t2 += 32L;
        vcc_v8_int t25 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        vcc_v8_uint t26 = (vcc_v8_uint)t25;
        vcc_v8_uint t27 = t26 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        vcc_v8_uint t28 = vcc_min(vcc_v8_int, t26, t27);
        t1 = (vcc_v8_int)t28;
    } while (t2 < 64L);
    for (int k = 64; k < 64; k++) {
        table[k] = k * 7 % 13;
    }
    for (int j = 0; j < 65536; j++) {
        vcc_v8_int t29 = (vcc_v8_int){j, j, j, j, j, j, j, j};
        vcc_v8_int t30 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t31 = (vcc_v8_uint)t30;
        vcc_v8_uint t3 = t31 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        vcc_v8_uint t32 = (vcc_v8_uint)t29;
        vcc_v8_uint t33 = t32 * (vcc_v8_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
        long t4 = 0L;
        for (;;) {
            vcc_v8_int t34 = (vcc_v8_int)t3;
            vcc_v8_int t35 = t29 >> t34;
            vcc_v8_int t36 = t35 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t37 = t34 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t38 = t33 >> __builtin_convertvector(t37, vcc_v8_uint);
            vcc_v8_uint t39 = t38 & (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
            vcc_v8_int t40 = (vcc_v8_int)t39;
            long t41 = (long)(j * 16 + (int)t4);
            float *t42 = &xs[t41];
            vcc_m8 t43 = (vcc_m8)(t36 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t44 = ~t43;
            vcc_m8 t45 = (vcc_m8)(t40 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t46 = ~t45;
            vcc_m8 t47 = t44 & t46;
            vcc_m8 t48 = (vcc_m8)(t40 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t49 = t44 & t48;
            vcc_m8 t50 = t49 | t47;
            vcc_v8_float t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f}), ((vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}));
            vcc_v8_float t52 = __builtin_convertvector(t34, vcc_v8_float);
            vcc_v8_float t53 = (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f} + t52;
            vcc_v8_float t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t51, t53);
            vcc_store(t42, t54);
            vcc_m8 t55 = (vcc_m8)(t40 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_v8_int t57 = t29 % t56;
            vcc_v8_float t58 = __builtin_convertvector(t57, vcc_v8_float);
            vcc_v8_float t59 = vcc_load(vcc_v8_float, t42);
            vcc_v8_float t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, t59, t58);
            vcc_store(&ys[t41], t60);
            vcc_v8_int t61 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * t40;
            vcc_v8_int t62 = t36 + t61;
            vcc_v8_int t63 = t34 & (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_int t64 = t62 + t63;
            vcc_store(&is[t41], t64);
            vcc_m8 t65 = (vcc_m8)(t36 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t66 = ~t65;
            vcc_m8 t67 = (vcc_m8)(t40 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t68 = t66 & t67;
            vcc_m8 t69 = (vcc_m8)(t40 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t70 = ~t69;
            vcc_m8 t71 = t66 & t70;
            vcc_m8 t72 = t71 | t68;
            vcc_v8_int t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t68, ((vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99}), t34);
            vcc_v8_uint t74 = (vcc_v8_uint)(vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
            vcc_v8_uint t75 = (vcc_v8_uint)t34;
            vcc_v8_uint t76 = t74 + t75;
            vcc_v8_int t77 = (vcc_v8_int)t76;
            vcc_v8_int t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, t73, t77);
            vcc_v8_ushort t79 = __builtin_convertvector(t78, vcc_v8_ushort);
            vcc_store(&ss[t41], t79);
            vcc_m8 t80 = (vcc_m8)(t36 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t81 = ~t80;
            vcc_m8 t82 = (vcc_m8)(t40 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t83 = t81 & t82;
            vcc_m8 t84 = (vcc_m8)(t40 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t85 = ~t84;
            vcc_m8 t86 = t81 & t85;
            vcc_m8 t87 = t86 | t83;
            vcc_v8_int t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, ((vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200}), t34);
            vcc_v8_uint t89 = (vcc_v8_uint)(vcc_v8_int){150, 150, 150, 150, 150, 150, 150, 150};
            vcc_v8_uint t90 = (vcc_v8_uint)t34;
            vcc_v8_uint t91 = t89 + t90;
            vcc_v8_int t92 = (vcc_v8_int)t91;
            vcc_v8_int t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t87, t88, t92);
            vcc_v8_uchar t94 = __builtin_convertvector(__builtin_convertvector(t93, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t41], t94);
            vcc_v8_uint t95 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t96 = (vcc_v8_int)t95;
            vcc_v8_int t97 = t29 >> t96;
            vcc_v8_int t98 = t97 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t99 = t96 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            vcc_v8_uint t100 = t33 >> __builtin_convertvector(t99, vcc_v8_uint);
            vcc_v8_uint t101 = t100 & (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
            vcc_v8_int t102 = (vcc_v8_int)t101;
            long t103 = (long)(j * 16 + (int)(t4 + 8L));
            float *t104 = &xs[t103];
            vcc_m8 t105 = (vcc_m8)(t98 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t106 = ~t105;
            vcc_m8 t107 = (vcc_m8)(t102 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t108 = ~t107;
            vcc_m8 t109 = t106 & t108;
            vcc_m8 t110 = (vcc_m8)(t102 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t111 = t106 & t110;
            vcc_m8 t112 = t111 | t109;
            vcc_v8_float t113 = vcc_select(vcc_v8_int, (vcc_v8_int)t109, ((vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f}), ((vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}));
            vcc_v8_float t114 = __builtin_convertvector(t96, vcc_v8_float);
            vcc_v8_float t115 = (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f} + t114;
            vcc_v8_float t116 = vcc_select(vcc_v8_int, (vcc_v8_int)t112, t113, t115);
            vcc_store(t104, t116);
            vcc_m8 t117 = (vcc_m8)(t102 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t117, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
            vcc_v8_int t119 = t29 % t118;
            vcc_v8_float t120 = __builtin_convertvector(t119, vcc_v8_float);
            vcc_v8_float t121 = vcc_load(vcc_v8_float, t104);
            vcc_v8_float t122 = vcc_select(vcc_v8_int, (vcc_v8_int)t117, t121, t120);
            vcc_store(&ys[t103], t122);
            vcc_v8_int t123 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * t102;
            vcc_v8_int t124 = t98 + t123;
            vcc_v8_int t125 = t96 & (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            vcc_v8_int t126 = t124 + t125;
            vcc_store(&is[t103], t126);
            vcc_m8 t127 = (vcc_m8)(t98 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t128 = ~t127;
            vcc_m8 t129 = (vcc_m8)(t102 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t130 = t128 & t129;
            vcc_m8 t131 = (vcc_m8)(t102 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t132 = ~t131;
            vcc_m8 t133 = t128 & t132;
            vcc_m8 t134 = t133 | t130;
            vcc_v8_int t135 = vcc_select(vcc_v8_int, (vcc_v8_int)t130, ((vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99}), t96);
            vcc_v8_uint t136 = (vcc_v8_uint)(vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
            vcc_v8_uint t137 = (vcc_v8_uint)t96;
            vcc_v8_uint t138 = t136 + t137;
            vcc_v8_int t139 = (vcc_v8_int)t138;
            vcc_v8_int t140 = vcc_select(vcc_v8_int, (vcc_v8_int)t134, t135, t139);
            vcc_v8_ushort t141 = __builtin_convertvector(t140, vcc_v8_ushort);
            vcc_store(&ss[t103], t141);
            vcc_m8 t142 = (vcc_m8)(t98 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t143 = ~t142;
            vcc_m8 t144 = (vcc_m8)(t102 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t145 = t143 & t144;
            vcc_m8 t146 = (vcc_m8)(t102 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_m8 t147 = ~t146;
            vcc_m8 t148 = t143 & t147;
            vcc_m8 t149 = t148 | t145;
            vcc_v8_int t150 = vcc_select(vcc_v8_int, (vcc_v8_int)t145, ((vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200}), t96);
            vcc_v8_uint t151 = (vcc_v8_uint)(vcc_v8_int){150, 150, 150, 150, 150, 150, 150, 150};
            vcc_v8_uint t152 = (vcc_v8_uint)t96;
            vcc_v8_uint t153 = t151 + t152;
            vcc_v8_int t154 = (vcc_v8_int)t153;
            vcc_v8_int t155 = vcc_select(vcc_v8_int, (vcc_v8_int)t149, t150, t154);
            vcc_v8_uchar t156 = __builtin_convertvector(__builtin_convertvector(t155, vcc_v8_short), vcc_v8_uchar);
            vcc_store(&bs[t103], t156);
            t4 += 16L;
            vcc_v8_uint t157 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t4 >= 16L) {
                break;
            }
            t3 = t157;
        }
        for (int k_1 = 16; k_1 < 16; k_1++) {
            int bit = (j >> k_1) & 1;
            int other = (int)((((unsigned int)j * 40503U) >> (k_1 + 3)) & 1U);
            long t158 = (long)(j * 16 + k_1);
            float *t159 = &xs[t158];
            if (bit) {
                t161 = 5.0f + (float)k_1;
            } else {
                if (other) {
                    t160 = 0.5f;
                } else {
                    t160 = 2.0f;
                }
                t161 = t160;
            }
            *t159 = t161;
            float *t162 = &ys[t158];
            if (other) {
                t163 = *t159;
            } else {
                t163 = (float)(j % 7);
            }
            *t162 = t163;
            is[t158] = bit + 2 * other + (k_1 & 4);
            unsigned short *t164 = &ss[t158];
            if (bit) {
                t166 = 300 + k_1;
            } else {
                if (other) {
                    t165 = 99;
                } else {
                    t165 = k_1;
                }
                t166 = t165;
            }
            *t164 = (unsigned short)t166;
            unsigned char *t167 = &bs[t158];
            if (bit) {
                t169 = 150 + k_1;
            } else {
                if (other) {
                    t168 = 200;
                } else {
                    t168 = k_1;
                }
                t169 = t168;
            }
            *t167 = (unsigned char)t169;
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
    for (int k_2 = 0; k_2 < 1048576; k_2++) {
        t += (double)ys[k_2] * (double)(k_2 % 13 + 1);
    }
    printf("store %.3f\n", t);
    return 0;
}
