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
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_m8 t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_m8 t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_m8 t13;
    vcc_m8 t14;
    vcc_m8 t15;
    vcc_m8 t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_long t22;
    vcc_v8_long t23;
    vcc_v8_long t24;
    vcc_v8_long t25;
    vcc_v8_int t26;
    vcc_v8_uint t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_m8 t34;
    vcc_v8_int t35;
    vcc_m8 t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_m8 t39;
    vcc_m8 t40;
    vcc_m8 t41;
    vcc_v8_float t42;
    vcc_m8 t43;
    vcc_v8_int t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_v8_int t47;
    vcc_m8 t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_uint t52;
    vcc_v8_uint t53;
    vcc_v8_uint t54;
    vcc_v8_uint t55;
    vcc_m8 t56;
    vcc_v8_int t57;
    vcc_m8 t58;
    vcc_m8 t59;
    vcc_m8 t60;
    vcc_m8 t61;
    vcc_m8 t62;
    vcc_m8 t63;
    vcc_v8_int t64;
    vcc_v8_uint t65;
    vcc_v8_uint t66;
    vcc_v8_uint t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    vcc_v8_int t72;
    vcc_v8_int t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_int t76;
    t3 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    t4 = (vcc_m8)(x <= t3);
    t5 = ~t4;
    t6 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
    t7 = (vcc_m8)(x >= t6);
    t8 = ~t7;
    t9 = t5 & t8;
    t10 = (vcc_m8)(y < x);
    t11 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t12 = (vcc_m8)(i != t11);
    t13 = t10 & t12;
    t14 = ~t9;
    t15 = t13 | t14;
    t16 = ~t15;
    t2 = t5 & t16;
    if (vcc_any(t2)) {
        t17 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
        t18 = x * t17;
        t19 = __builtin_convertvector(t18, vcc_v8_int);
        t20 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
        t21 = i & t20;
        t22 = __builtin_convertvector(t21, vcc_v8_long);
        t23 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
        t24 = (vcc_v8_long){0} * t23;
        t25 = t24 + t22;
        t26 = vcc_gather_masked(vcc_v8_int, table, t25, t2);
        t27 = (vcc_v8_uint)t19;
        t28 = (vcc_v8_uint)t26;
        t29 = t27 + t28;
        t1 = (vcc_v8_int)t29;
    } else {
        t1 = (vcc_v8_int){0};
        t2 = (vcc_m8){0};
    }
    t30 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t31 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t30);
    t32 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t32, t31);
    t34 = (vcc_m8)(x > y);
    t35 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t36 = (vcc_m8)(i >= t35);
    t37 = __builtin_convertvector(t34 & 1, vcc_v8_int);
    t38 = __builtin_convertvector(t36 & 1, vcc_v8_int);
    t39 = (vcc_m8)(t37 != t38);
    t40 = (vcc_m8)(x == y);
    t41 = ~t40;
    t42 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
    t43 = (vcc_m8)(y > t42);
    t44 = __builtin_convertvector(t43 & 1, vcc_v8_int);
    t45 = (vcc_m8)(t44 != (vcc_v8_int){0});
    t46 = ~t45;
    t47 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t48 = (vcc_m8)(i < t47);
    t49 = __builtin_convertvector(t48 & 1, vcc_v8_int);
    t50 = __builtin_convertvector(t46 & 1, vcc_v8_int);
    t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t40, t49, t50);
    t52 = (vcc_v8_uint)i;
    t53 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
    t54 = t52 * t53;
    t55 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
    t56 = (vcc_m8)(t54 < t55);
    t57 = __builtin_convertvector(t56 & 1, vcc_v8_int);
    t58 = (vcc_m8)(t57 != (vcc_v8_int){0});
    t59 = ~t58;
    t60 = t41 & t46;
    t61 = t40 & t48;
    t62 = t60 | t61;
    t63 = t59 & t62;
    t64 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    t65 = (vcc_v8_uint)t33;
    t66 = (vcc_v8_uint)t64;
    t67 = t65 + t66;
    t68 = (vcc_v8_int)t67;
    t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t63, t68, t33);
    t70 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
    t71 = t69 * t70;
    t72 = __builtin_convertvector(t39 & 1, vcc_v8_int);
    t73 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t74 = t72 * t73;
    t75 = t71 + t74;
    t76 = t75 + t51;
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
    vcc_v8_int t1;
    int t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    t1 = __builtin_convertvector(s, vcc_v8_int);
    t2 = (int)lim;
    t3 = (vcc_v8_int){t2, t2, t2, t2, t2, t2, t2, t2};
    t4 = (vcc_m8)(t1 > t3);
    t5 = vcc_splat(vcc_v8_int, t2 - 1);
    t6 = (vcc_m8)(t1 == t5);
    t7 = vcc_splat(vcc_v8_int, -1);
    t8 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t7, t1);
    t9 = (vcc_v8_int){t2, t2, t2, t2, t2, t2, t2, t2};
    t10 = (vcc_v8_uint)t1;
    t11 = (vcc_v8_uint)t9;
    t12 = t10 - t11;
    t13 = (vcc_v8_int)t12;
    t14 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t13, t8);
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
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_m8 t3;
    vcc_m8 t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_m8 t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    t1 = __builtin_convertvector(__builtin_convertvector(b, vcc_v8_ushort), vcc_v8_int);
    t2 = vcc_splat(vcc_v8_int, (int)lim);
    t3 = (vcc_m8)(t1 < t2);
    t4 = ~t3;
    t5 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
    t6 = (vcc_m8)(t1 != t5);
    t7 = ~t6;
    t8 = t4 & t7;
    t9 = (vcc_v8_uint)t1;
    t10 = -t9;
    t11 = (vcc_v8_int)t10;
    t12 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t8, t12, t11);
    t14 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    t15 = (vcc_v8_uint)t1;
    t16 = (vcc_v8_uint)t14;
    t17 = t15 * t16;
    t18 = (vcc_v8_int)t17;
    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t18, t13);
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
    vcc_v8_int t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_v8_int t6;
    t1 = vcc_splat(vcc_v8_int, n - 1);
    t2 = vcc_min(vcc_v8_int, x, t1);
    t3 = vcc_splat(vcc_v8_int, -4);
    t4 = vcc_max(vcc_v8_int, t2, t3);
    t5 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
    t6 = vcc_min(vcc_v8_int, t4, t5);
    return t6;
}
#pragma GCC diagnostic pop

void run_classify(float lo, float hi) {
    vcc_v8_int t1;
    vcc_m8 t2;
    vcc_v8_int t3;
    vcc_m8 t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    long t7;
    vcc_v8_int t8;
    vcc_m8 t9;
    long t10;
    long t11;
    long t12;
    long t13;
    int *t14;
    int *t15;
    int *t16;
    int *t17;
    vcc_v8_int t18;
    vcc_v8_int t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_float t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    int k;
    long t30;
    int t31;
    float t32;
    float t33;
    vcc_v8_float t34;
    vcc_m8 t35;
    vcc_m8 t36;
    vcc_v8_float t37;
    vcc_m8 t38;
    vcc_m8 t39;
    vcc_m8 t40;
    vcc_m8 t41;
    vcc_v8_int t42;
    vcc_m8 t43;
    vcc_m8 t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_m8 t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_long t53;
    vcc_v8_long t54;
    vcc_v8_long t55;
    vcc_v8_long t56;
    vcc_v8_int t57;
    vcc_v8_uint t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_m8 t65;
    vcc_v8_int t66;
    vcc_m8 t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_m8 t70;
    vcc_m8 t71;
    vcc_m8 t72;
    vcc_v8_float t73;
    vcc_m8 t74;
    vcc_v8_int t75;
    vcc_m8 t76;
    vcc_m8 t77;
    vcc_v8_int t78;
    vcc_m8 t79;
    vcc_v8_int t80;
    vcc_v8_int t81;
    vcc_v8_int t82;
    vcc_v8_uint t83;
    vcc_v8_uint t84;
    vcc_v8_uint t85;
    vcc_v8_uint t86;
    vcc_m8 t87;
    vcc_v8_int t88;
    vcc_m8 t89;
    vcc_m8 t90;
    vcc_m8 t91;
    vcc_m8 t92;
    vcc_m8 t93;
    vcc_m8 t94;
    vcc_v8_int t95;
    vcc_v8_uint t96;
    vcc_v8_uint t97;
    vcc_v8_uint t98;
    vcc_v8_int t99;
    vcc_v8_int t100;
    vcc_v8_int t101;
    vcc_v8_int t102;
    vcc_v8_int t103;
    vcc_v8_int t104;
    vcc_v8_int t105;
    vcc_v8_int t106;
    vcc_v8_int t107;
    vcc_v8_float t108;
    vcc_m8 t109;
    vcc_m8 t110;
    vcc_v8_float t111;
    vcc_m8 t112;
    vcc_m8 t113;
    vcc_m8 t114;
    vcc_m8 t115;
    vcc_v8_int t116;
    vcc_m8 t117;
    vcc_m8 t118;
    vcc_m8 t119;
    vcc_m8 t120;
    vcc_m8 t121;
    vcc_v8_float t122;
    vcc_v8_float t123;
    vcc_v8_int t124;
    vcc_v8_int t125;
    vcc_v8_int t126;
    vcc_v8_long t127;
    vcc_v8_long t128;
    vcc_v8_long t129;
    vcc_v8_long t130;
    vcc_v8_int t131;
    vcc_v8_uint t132;
    vcc_v8_uint t133;
    vcc_v8_uint t134;
    vcc_v8_int t135;
    vcc_v8_int t136;
    vcc_v8_int t137;
    vcc_v8_int t138;
    vcc_m8 t139;
    vcc_v8_int t140;
    vcc_m8 t141;
    vcc_v8_int t142;
    vcc_v8_int t143;
    vcc_m8 t144;
    vcc_m8 t145;
    vcc_m8 t146;
    vcc_v8_float t147;
    vcc_m8 t148;
    vcc_v8_int t149;
    vcc_m8 t150;
    vcc_m8 t151;
    vcc_v8_int t152;
    vcc_m8 t153;
    vcc_v8_int t154;
    vcc_v8_int t155;
    vcc_v8_int t156;
    vcc_v8_uint t157;
    vcc_v8_uint t158;
    vcc_v8_uint t159;
    vcc_v8_uint t160;
    vcc_m8 t161;
    vcc_v8_int t162;
    vcc_m8 t163;
    vcc_m8 t164;
    vcc_m8 t165;
    vcc_m8 t166;
    vcc_m8 t167;
    vcc_m8 t168;
    vcc_v8_int t169;
    vcc_v8_uint t170;
    vcc_v8_uint t171;
    vcc_v8_uint t172;
    vcc_v8_int t173;
    vcc_v8_int t174;
    vcc_v8_int t175;
    vcc_v8_int t176;
    vcc_v8_int t177;
    vcc_v8_int t178;
    vcc_v8_int t179;
    vcc_v8_int t180;
    vcc_v8_int t181;
    vcc_v8_float t182;
    vcc_m8 t183;
    vcc_m8 t184;
    vcc_v8_float t185;
    vcc_m8 t186;
    vcc_m8 t187;
    vcc_m8 t188;
    vcc_m8 t189;
    vcc_v8_int t190;
    vcc_m8 t191;
    vcc_m8 t192;
    vcc_m8 t193;
    vcc_m8 t194;
    vcc_m8 t195;
    vcc_v8_float t196;
    vcc_v8_float t197;
    vcc_v8_int t198;
    vcc_v8_int t199;
    vcc_v8_int t200;
    vcc_v8_long t201;
    vcc_v8_long t202;
    vcc_v8_long t203;
    vcc_v8_long t204;
    vcc_v8_int t205;
    vcc_v8_uint t206;
    vcc_v8_uint t207;
    vcc_v8_uint t208;
    vcc_v8_int t209;
    vcc_v8_int t210;
    vcc_v8_int t211;
    vcc_v8_int t212;
    vcc_m8 t213;
    vcc_v8_int t214;
    vcc_m8 t215;
    vcc_v8_int t216;
    vcc_v8_int t217;
    vcc_m8 t218;
    vcc_m8 t219;
    vcc_m8 t220;
    vcc_v8_float t221;
    vcc_m8 t222;
    vcc_v8_int t223;
    vcc_m8 t224;
    vcc_m8 t225;
    vcc_v8_int t226;
    vcc_m8 t227;
    vcc_v8_int t228;
    vcc_v8_int t229;
    vcc_v8_int t230;
    vcc_v8_uint t231;
    vcc_v8_uint t232;
    vcc_v8_uint t233;
    vcc_v8_uint t234;
    vcc_m8 t235;
    vcc_v8_int t236;
    vcc_m8 t237;
    vcc_m8 t238;
    vcc_m8 t239;
    vcc_m8 t240;
    vcc_m8 t241;
    vcc_m8 t242;
    vcc_v8_int t243;
    vcc_v8_uint t244;
    vcc_v8_uint t245;
    vcc_v8_uint t246;
    vcc_v8_int t247;
    vcc_v8_int t248;
    vcc_v8_int t249;
    vcc_v8_int t250;
    vcc_v8_int t251;
    vcc_v8_int t252;
    vcc_v8_int t253;
    vcc_v8_int t254;
    vcc_v8_int t255;
    vcc_v8_float t256;
    vcc_m8 t257;
    vcc_m8 t258;
    vcc_v8_float t259;
    vcc_m8 t260;
    vcc_m8 t261;
    vcc_m8 t262;
    vcc_m8 t263;
    vcc_v8_int t264;
    vcc_m8 t265;
    vcc_m8 t266;
    vcc_m8 t267;
    vcc_m8 t268;
    vcc_m8 t269;
    vcc_v8_float t270;
    vcc_v8_float t271;
    vcc_v8_int t272;
    vcc_v8_int t273;
    vcc_v8_int t274;
    vcc_v8_long t275;
    vcc_v8_long t276;
    vcc_v8_long t277;
    vcc_v8_long t278;
    vcc_v8_int t279;
    vcc_v8_uint t280;
    vcc_v8_uint t281;
    vcc_v8_uint t282;
    vcc_v8_int t283;
    vcc_v8_int t284;
    vcc_v8_int t285;
    vcc_v8_int t286;
    vcc_m8 t287;
    vcc_v8_int t288;
    vcc_m8 t289;
    vcc_v8_int t290;
    vcc_v8_int t291;
    vcc_m8 t292;
    vcc_m8 t293;
    vcc_m8 t294;
    vcc_v8_float t295;
    vcc_m8 t296;
    vcc_v8_int t297;
    vcc_m8 t298;
    vcc_m8 t299;
    vcc_v8_int t300;
    vcc_m8 t301;
    vcc_v8_int t302;
    vcc_v8_int t303;
    vcc_v8_int t304;
    vcc_v8_uint t305;
    vcc_v8_uint t306;
    vcc_v8_uint t307;
    vcc_v8_uint t308;
    vcc_m8 t309;
    vcc_v8_int t310;
    vcc_m8 t311;
    vcc_m8 t312;
    vcc_m8 t313;
    vcc_m8 t314;
    vcc_m8 t315;
    vcc_m8 t316;
    vcc_v8_int t317;
    vcc_v8_uint t318;
    vcc_v8_uint t319;
    vcc_v8_uint t320;
    vcc_v8_int t321;
    vcc_v8_int t322;
    vcc_v8_int t323;
    vcc_v8_int t324;
    vcc_v8_int t325;
    vcc_v8_int t326;
    vcc_v8_int t327;
    vcc_v8_int t328;
    vcc_v8_int t329;
    t7 = 0L;
    for (;;) {
        t10 = (long)(int)(0L + t7);
        t11 = (long)(int)(0L + (t7 + 8L));
        t12 = (long)(int)(0L + (t7 + 16L));
        t13 = (long)(int)(0L + (t7 + 24L));
        t14 = &out[t10];
        t15 = &out[t11];
        t16 = &out[t12];
        t17 = &out[t13];
        t18 = vcc_load(vcc_v8_int, &is[t10]);
        t19 = vcc_load(vcc_v8_int, &is[t11]);
        t20 = vcc_load(vcc_v8_int, &is[t12]);
        t21 = vcc_load(vcc_v8_int, &is[t13]);
        t22 = vcc_load(vcc_v8_float, &ys[t10]);
        t23 = vcc_load(vcc_v8_float, &ys[t11]);
        t24 = vcc_load(vcc_v8_float, &ys[t12]);
        t25 = vcc_load(vcc_v8_float, &ys[t13]);
        t26 = vcc_load(vcc_v8_float, &xs[t10]);
        t27 = vcc_load(vcc_v8_float, &xs[t11]);
        t28 = vcc_load(vcc_v8_float, &xs[t12]);
        t29 = vcc_load(vcc_v8_float, &xs[t13]);
        t34 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t35 = (vcc_m8)(t26 <= t34);
        t36 = ~t35;
        t37 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t38 = (vcc_m8)(t26 >= t37);
        t39 = ~t38;
        t40 = t36 & t39;
        t41 = (vcc_m8)(t22 < t26);
        t42 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t43 = (vcc_m8)(t18 != t42);
        t44 = t41 & t43;
        t45 = ~t40;
        t46 = t44 | t45;
        t47 = ~t46;
        t2 = t36 & t47;
        if (vcc_any(t2)) {
            t48 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t49 = t26 * t48;
            t50 = __builtin_convertvector(t49, vcc_v8_int);
            t51 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            t52 = t18 & t51;
            t53 = __builtin_convertvector(t52, vcc_v8_long);
            t54 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            t55 = (vcc_v8_long){0} * t54;
            t56 = t55 + t53;
            t57 = vcc_gather_masked(vcc_v8_int, table, t56, t2);
            t58 = (vcc_v8_uint)t50;
            t59 = (vcc_v8_uint)t57;
            t60 = t58 + t59;
            t1 = (vcc_v8_int)t60;
        } else {
            t1 = (vcc_v8_int){0};
            t2 = (vcc_m8){0};
        }
        t61 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t61);
        t63 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t63, t62);
        t65 = (vcc_m8)(t26 > t22);
        t66 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t67 = (vcc_m8)(t18 >= t66);
        t68 = __builtin_convertvector(t65 & 1, vcc_v8_int);
        t69 = __builtin_convertvector(t67 & 1, vcc_v8_int);
        t70 = (vcc_m8)(t68 != t69);
        t71 = (vcc_m8)(t26 == t22);
        t72 = ~t71;
        t73 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t74 = (vcc_m8)(t22 > t73);
        t75 = __builtin_convertvector(t74 & 1, vcc_v8_int);
        t76 = (vcc_m8)(t75 != (vcc_v8_int){0});
        t77 = ~t76;
        t78 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t79 = (vcc_m8)(t18 < t78);
        t80 = __builtin_convertvector(t79 & 1, vcc_v8_int);
        t81 = __builtin_convertvector(t77 & 1, vcc_v8_int);
        t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t71, t80, t81);
        t83 = (vcc_v8_uint)t18;
        t84 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        t85 = t83 * t84;
        t86 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        t87 = (vcc_m8)(t85 < t86);
        t88 = __builtin_convertvector(t87 & 1, vcc_v8_int);
        t89 = (vcc_m8)(t88 != (vcc_v8_int){0});
        t90 = ~t89;
        t91 = t72 & t77;
        t92 = t71 & t79;
        t93 = t91 | t92;
        t94 = t90 & t93;
        t95 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        t96 = (vcc_v8_uint)t64;
        t97 = (vcc_v8_uint)t95;
        t98 = t96 + t97;
        t99 = (vcc_v8_int)t98;
        t100 = vcc_select(vcc_v8_int, (vcc_v8_int)t94, t99, t64);
        t101 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        t102 = t100 * t101;
        t103 = __builtin_convertvector(t70 & 1, vcc_v8_int);
        t104 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t105 = t103 * t104;
        t106 = t102 + t105;
        t107 = t106 + t82;
        vcc_store(t14, t107);
        t108 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t109 = (vcc_m8)(t27 <= t108);
        t110 = ~t109;
        t111 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t112 = (vcc_m8)(t27 >= t111);
        t113 = ~t112;
        t114 = t110 & t113;
        t115 = (vcc_m8)(t23 < t27);
        t116 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t117 = (vcc_m8)(t19 != t116);
        t118 = t115 & t117;
        t119 = ~t114;
        t120 = t118 | t119;
        t121 = ~t120;
        t4 = t110 & t121;
        if (vcc_any(t4)) {
            t122 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t123 = t27 * t122;
            t124 = __builtin_convertvector(t123, vcc_v8_int);
            t125 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            t126 = t19 & t125;
            t127 = __builtin_convertvector(t126, vcc_v8_long);
            t128 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            t129 = (vcc_v8_long){0} * t128;
            t130 = t129 + t127;
            t131 = vcc_gather_masked(vcc_v8_int, table, t130, t4);
            t132 = (vcc_v8_uint)t124;
            t133 = (vcc_v8_uint)t131;
            t134 = t132 + t133;
            t3 = (vcc_v8_int)t134;
        } else {
            t3 = (vcc_v8_int){0};
            t4 = (vcc_m8){0};
        }
        t135 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t136 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t135);
        t137 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t138 = vcc_select(vcc_v8_int, (vcc_v8_int)t109, t137, t136);
        t139 = (vcc_m8)(t27 > t23);
        t140 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t141 = (vcc_m8)(t19 >= t140);
        t142 = __builtin_convertvector(t139 & 1, vcc_v8_int);
        t143 = __builtin_convertvector(t141 & 1, vcc_v8_int);
        t144 = (vcc_m8)(t142 != t143);
        t145 = (vcc_m8)(t27 == t23);
        t146 = ~t145;
        t147 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t148 = (vcc_m8)(t23 > t147);
        t149 = __builtin_convertvector(t148 & 1, vcc_v8_int);
        t150 = (vcc_m8)(t149 != (vcc_v8_int){0});
        t151 = ~t150;
        t152 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t153 = (vcc_m8)(t19 < t152);
        t154 = __builtin_convertvector(t153 & 1, vcc_v8_int);
        t155 = __builtin_convertvector(t151 & 1, vcc_v8_int);
        t156 = vcc_select(vcc_v8_int, (vcc_v8_int)t145, t154, t155);
        t157 = (vcc_v8_uint)t19;
        t158 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        t159 = t157 * t158;
        t160 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        t161 = (vcc_m8)(t159 < t160);
        t162 = __builtin_convertvector(t161 & 1, vcc_v8_int);
        t163 = (vcc_m8)(t162 != (vcc_v8_int){0});
        t164 = ~t163;
        t165 = t146 & t151;
        t166 = t145 & t153;
        t167 = t165 | t166;
        t168 = t164 & t167;
        t169 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        t170 = (vcc_v8_uint)t138;
        t171 = (vcc_v8_uint)t169;
        t172 = t170 + t171;
        t173 = (vcc_v8_int)t172;
        t174 = vcc_select(vcc_v8_int, (vcc_v8_int)t168, t173, t138);
        t175 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        t176 = t174 * t175;
        t177 = __builtin_convertvector(t144 & 1, vcc_v8_int);
        t178 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t179 = t177 * t178;
        t180 = t176 + t179;
        t181 = t180 + t156;
        vcc_store(t15, t181);
        t182 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t183 = (vcc_m8)(t28 <= t182);
        t184 = ~t183;
        t185 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t186 = (vcc_m8)(t28 >= t185);
        t187 = ~t186;
        t188 = t184 & t187;
        t189 = (vcc_m8)(t24 < t28);
        t190 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t191 = (vcc_m8)(t20 != t190);
        t192 = t189 & t191;
        t193 = ~t188;
        t194 = t192 | t193;
        t195 = ~t194;
        t6 = t184 & t195;
        if (vcc_any(t6)) {
            t196 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t197 = t28 * t196;
            t198 = __builtin_convertvector(t197, vcc_v8_int);
            t199 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            t200 = t20 & t199;
            t201 = __builtin_convertvector(t200, vcc_v8_long);
            t202 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            t203 = (vcc_v8_long){0} * t202;
            t204 = t203 + t201;
            t205 = vcc_gather_masked(vcc_v8_int, table, t204, t6);
            t206 = (vcc_v8_uint)t198;
            t207 = (vcc_v8_uint)t205;
            t208 = t206 + t207;
            t5 = (vcc_v8_int)t208;
        } else {
            t5 = (vcc_v8_int){0};
            t6 = (vcc_m8){0};
        }
        t209 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t210 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t209);
        t211 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t212 = vcc_select(vcc_v8_int, (vcc_v8_int)t183, t211, t210);
        t213 = (vcc_m8)(t28 > t24);
        t214 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t215 = (vcc_m8)(t20 >= t214);
        t216 = __builtin_convertvector(t213 & 1, vcc_v8_int);
        t217 = __builtin_convertvector(t215 & 1, vcc_v8_int);
        t218 = (vcc_m8)(t216 != t217);
        t219 = (vcc_m8)(t28 == t24);
        t220 = ~t219;
        t221 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t222 = (vcc_m8)(t24 > t221);
        t223 = __builtin_convertvector(t222 & 1, vcc_v8_int);
        t224 = (vcc_m8)(t223 != (vcc_v8_int){0});
        t225 = ~t224;
        t226 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t227 = (vcc_m8)(t20 < t226);
        t228 = __builtin_convertvector(t227 & 1, vcc_v8_int);
        t229 = __builtin_convertvector(t225 & 1, vcc_v8_int);
        t230 = vcc_select(vcc_v8_int, (vcc_v8_int)t219, t228, t229);
        t231 = (vcc_v8_uint)t20;
        t232 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        t233 = t231 * t232;
        t234 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        t235 = (vcc_m8)(t233 < t234);
        t236 = __builtin_convertvector(t235 & 1, vcc_v8_int);
        t237 = (vcc_m8)(t236 != (vcc_v8_int){0});
        t238 = ~t237;
        t239 = t220 & t225;
        t240 = t219 & t227;
        t241 = t239 | t240;
        t242 = t238 & t241;
        t243 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        t244 = (vcc_v8_uint)t212;
        t245 = (vcc_v8_uint)t243;
        t246 = t244 + t245;
        t247 = (vcc_v8_int)t246;
        t248 = vcc_select(vcc_v8_int, (vcc_v8_int)t242, t247, t212);
        t249 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        t250 = t248 * t249;
        t251 = __builtin_convertvector(t218 & 1, vcc_v8_int);
        t252 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t253 = t251 * t252;
        t254 = t250 + t253;
        t255 = t254 + t230;
        vcc_store(t16, t255);
        t256 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t257 = (vcc_m8)(t29 <= t256);
        t258 = ~t257;
        t259 = (vcc_v8_float){hi, hi, hi, hi, hi, hi, hi, hi};
        t260 = (vcc_m8)(t29 >= t259);
        t261 = ~t260;
        t262 = t258 & t261;
        t263 = (vcc_m8)(t25 < t29);
        t264 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t265 = (vcc_m8)(t21 != t264);
        t266 = t263 & t265;
        t267 = ~t262;
        t268 = t266 | t267;
        t269 = ~t268;
        t9 = t258 & t269;
        if (vcc_any(t9)) {
            t270 = (vcc_v8_float){4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f, 4.0f};
            t271 = t29 * t270;
            t272 = __builtin_convertvector(t271, vcc_v8_int);
            t273 = (vcc_v8_int){63, 63, 63, 63, 63, 63, 63, 63};
            t274 = t21 & t273;
            t275 = __builtin_convertvector(t274, vcc_v8_long);
            t276 = (vcc_v8_long){64L, 64L, 64L, 64L, 64L, 64L, 64L, 64L};
            t277 = (vcc_v8_long){0} * t276;
            t278 = t277 + t275;
            t279 = vcc_gather_masked(vcc_v8_int, table, t278, t9);
            t280 = (vcc_v8_uint)t272;
            t281 = (vcc_v8_uint)t279;
            t282 = t280 + t281;
            t8 = (vcc_v8_int)t282;
        } else {
            t8 = (vcc_v8_int){0};
            t9 = (vcc_m8){0};
        }
        t283 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t284 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t8, t283);
        t285 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t286 = vcc_select(vcc_v8_int, (vcc_v8_int)t257, t285, t284);
        t287 = (vcc_m8)(t29 > t25);
        t288 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t289 = (vcc_m8)(t21 >= t288);
        t290 = __builtin_convertvector(t287 & 1, vcc_v8_int);
        t291 = __builtin_convertvector(t289 & 1, vcc_v8_int);
        t292 = (vcc_m8)(t290 != t291);
        t293 = (vcc_m8)(t29 == t25);
        t294 = ~t293;
        t295 = (vcc_v8_float){lo, lo, lo, lo, lo, lo, lo, lo};
        t296 = (vcc_m8)(t25 > t295);
        t297 = __builtin_convertvector(t296 & 1, vcc_v8_int);
        t298 = (vcc_m8)(t297 != (vcc_v8_int){0});
        t299 = ~t298;
        t300 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t301 = (vcc_m8)(t21 < t300);
        t302 = __builtin_convertvector(t301 & 1, vcc_v8_int);
        t303 = __builtin_convertvector(t299 & 1, vcc_v8_int);
        t304 = vcc_select(vcc_v8_int, (vcc_v8_int)t293, t302, t303);
        t305 = (vcc_v8_uint)t21;
        t306 = (vcc_v8_uint){2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U, 2654435761U};
        t307 = t305 * t306;
        t308 = (vcc_v8_uint){2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U, 2147483648U};
        t309 = (vcc_m8)(t307 < t308);
        t310 = __builtin_convertvector(t309 & 1, vcc_v8_int);
        t311 = (vcc_m8)(t310 != (vcc_v8_int){0});
        t312 = ~t311;
        t313 = t294 & t299;
        t314 = t293 & t301;
        t315 = t313 | t314;
        t316 = t312 & t315;
        t317 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
        t318 = (vcc_v8_uint)t286;
        t319 = (vcc_v8_uint)t317;
        t320 = t318 + t319;
        t321 = (vcc_v8_int)t320;
        t322 = vcc_select(vcc_v8_int, (vcc_v8_int)t316, t321, t286);
        t323 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
        t324 = t322 * t323;
        t325 = __builtin_convertvector(t292 & 1, vcc_v8_int);
        t326 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t327 = t325 * t326;
        t328 = t324 + t327;
        t329 = t328 + t304;
        vcc_store(t17, t329);
        t7 += 32L;
        if (t7 >= 1048576L) {
            for (k = 1048576; k < 1048576; k++) {
                t30 = (long)k;
                t31 = is[t30];
                t32 = ys[t30];
                t33 = xs[t30];
                out[t30] = classify(t33, t32, t31, lo, hi);
            }
            return;
        }
    }
}

void run_shorts(unsigned short lim) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int *t6;
    int *t7;
    int *t8;
    int *t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_ushort t14;
    vcc_v8_ushort t15;
    vcc_v8_ushort t16;
    vcc_v8_ushort t17;
    int k;
    long t18;
    int *t19;
    int t20;
    unsigned short t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    int t24;
    vcc_v8_int t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_uint t32;
    vcc_v8_uint t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    int t39;
    vcc_v8_int t40;
    vcc_m8 t41;
    vcc_v8_int t42;
    vcc_m8 t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    int t54;
    vcc_v8_int t55;
    vcc_m8 t56;
    vcc_v8_int t57;
    vcc_m8 t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_uint t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    int t69;
    vcc_v8_int t70;
    vcc_m8 t71;
    vcc_v8_int t72;
    vcc_m8 t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_int t76;
    vcc_v8_uint t77;
    vcc_v8_uint t78;
    vcc_v8_uint t79;
    vcc_v8_int t80;
    vcc_v8_int t81;
    t1 = 0L;
    for (;;) {
        t2 = (long)(int)(0L + t1);
        t3 = (long)(int)(0L + (t1 + 8L));
        t4 = (long)(int)(0L + (t1 + 16L));
        t5 = (long)(int)(0L + (t1 + 24L));
        t6 = &out[t2];
        t7 = &out[t3];
        t8 = &out[t4];
        t9 = &out[t5];
        t10 = vcc_load(vcc_v8_int, t6);
        t11 = vcc_load(vcc_v8_int, t7);
        t12 = vcc_load(vcc_v8_int, t8);
        t13 = vcc_load(vcc_v8_int, t9);
        t14 = vcc_load(vcc_v8_ushort, &ss[t2]);
        t15 = vcc_load(vcc_v8_ushort, &ss[t3]);
        t16 = vcc_load(vcc_v8_ushort, &ss[t4]);
        t17 = vcc_load(vcc_v8_ushort, &ss[t5]);
        t23 = __builtin_convertvector(t14, vcc_v8_int);
        t24 = (int)lim;
        t25 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
        t26 = (vcc_m8)(t23 > t25);
        t27 = vcc_splat(vcc_v8_int, t24 - 1);
        t28 = (vcc_m8)(t23 == t27);
        t29 = vcc_splat(vcc_v8_int, -1);
        t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t29, t23);
        t31 = (vcc_v8_int){t24, t24, t24, t24, t24, t24, t24, t24};
        t32 = (vcc_v8_uint)t23;
        t33 = (vcc_v8_uint)t31;
        t34 = t32 - t33;
        t35 = (vcc_v8_int)t34;
        t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t35, t30);
        t22 = t10 + t36;
        vcc_store(t6, t22);
        t38 = __builtin_convertvector(t15, vcc_v8_int);
        t39 = (int)lim;
        t40 = (vcc_v8_int){t39, t39, t39, t39, t39, t39, t39, t39};
        t41 = (vcc_m8)(t38 > t40);
        t42 = vcc_splat(vcc_v8_int, t39 - 1);
        t43 = (vcc_m8)(t38 == t42);
        t44 = vcc_splat(vcc_v8_int, -1);
        t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t44, t38);
        t46 = (vcc_v8_int){t39, t39, t39, t39, t39, t39, t39, t39};
        t47 = (vcc_v8_uint)t38;
        t48 = (vcc_v8_uint)t46;
        t49 = t47 - t48;
        t50 = (vcc_v8_int)t49;
        t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t50, t45);
        t37 = t11 + t51;
        vcc_store(t7, t37);
        t53 = __builtin_convertvector(t16, vcc_v8_int);
        t54 = (int)lim;
        t55 = (vcc_v8_int){t54, t54, t54, t54, t54, t54, t54, t54};
        t56 = (vcc_m8)(t53 > t55);
        t57 = vcc_splat(vcc_v8_int, t54 - 1);
        t58 = (vcc_m8)(t53 == t57);
        t59 = vcc_splat(vcc_v8_int, -1);
        t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, t59, t53);
        t61 = (vcc_v8_int){t54, t54, t54, t54, t54, t54, t54, t54};
        t62 = (vcc_v8_uint)t53;
        t63 = (vcc_v8_uint)t61;
        t64 = t62 - t63;
        t65 = (vcc_v8_int)t64;
        t66 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, t65, t60);
        t52 = t12 + t66;
        vcc_store(t8, t52);
        t68 = __builtin_convertvector(t17, vcc_v8_int);
        t69 = (int)lim;
        t70 = (vcc_v8_int){t69, t69, t69, t69, t69, t69, t69, t69};
        t71 = (vcc_m8)(t68 > t70);
        t72 = vcc_splat(vcc_v8_int, t69 - 1);
        t73 = (vcc_m8)(t68 == t72);
        t74 = vcc_splat(vcc_v8_int, -1);
        t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, t74, t68);
        t76 = (vcc_v8_int){t69, t69, t69, t69, t69, t69, t69, t69};
        t77 = (vcc_v8_uint)t68;
        t78 = (vcc_v8_uint)t76;
        t79 = t77 - t78;
        t80 = (vcc_v8_int)t79;
        t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t71, t80, t75);
        t67 = t13 + t81;
        vcc_store(t9, t67);
        t1 += 32L;
        if (t1 >= 1048576L) {
            for (k = 1048576; k < 1048576; k++) {
                t18 = (long)k;
                t19 = &out[t18];
                t20 = *t19;
                t21 = ss[t18];
                *t19 = t20 + shorts(t21, lim);
            }
            return;
        }
    }
}

void run_bytes(unsigned char lim) {
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    int *t6;
    int *t7;
    int *t8;
    int *t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_v8_uchar t14;
    vcc_v8_uchar t15;
    vcc_v8_uchar t16;
    vcc_v8_uchar t17;
    int k;
    long t18;
    int *t19;
    int t20;
    unsigned char t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_m8 t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_m8 t28;
    vcc_m8 t29;
    vcc_m8 t30;
    vcc_v8_uint t31;
    vcc_v8_uint t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_uint t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_m8 t45;
    vcc_m8 t46;
    vcc_v8_int t47;
    vcc_m8 t48;
    vcc_m8 t49;
    vcc_m8 t50;
    vcc_v8_uint t51;
    vcc_v8_uint t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_uint t57;
    vcc_v8_uint t58;
    vcc_v8_uint t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_m8 t65;
    vcc_m8 t66;
    vcc_v8_int t67;
    vcc_m8 t68;
    vcc_m8 t69;
    vcc_m8 t70;
    vcc_v8_uint t71;
    vcc_v8_uint t72;
    vcc_v8_int t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_int t76;
    vcc_v8_uint t77;
    vcc_v8_uint t78;
    vcc_v8_uint t79;
    vcc_v8_int t80;
    vcc_v8_int t81;
    vcc_v8_int t82;
    vcc_v8_int t83;
    vcc_v8_int t84;
    vcc_m8 t85;
    vcc_m8 t86;
    vcc_v8_int t87;
    vcc_m8 t88;
    vcc_m8 t89;
    vcc_m8 t90;
    vcc_v8_uint t91;
    vcc_v8_uint t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    vcc_v8_int t95;
    vcc_v8_int t96;
    vcc_v8_uint t97;
    vcc_v8_uint t98;
    vcc_v8_uint t99;
    vcc_v8_int t100;
    vcc_v8_int t101;
    t1 = 0L;
    for (;;) {
        t2 = (long)(int)(0L + t1);
        t3 = (long)(int)(0L + (t1 + 8L));
        t4 = (long)(int)(0L + (t1 + 16L));
        t5 = (long)(int)(0L + (t1 + 24L));
        t6 = &out[t2];
        t7 = &out[t3];
        t8 = &out[t4];
        t9 = &out[t5];
        t10 = vcc_load(vcc_v8_int, t6);
        t11 = vcc_load(vcc_v8_int, t7);
        t12 = vcc_load(vcc_v8_int, t8);
        t13 = vcc_load(vcc_v8_int, t9);
        t14 = vcc_load(vcc_v8_uchar, &bs[t2]);
        t15 = vcc_load(vcc_v8_uchar, &bs[t3]);
        t16 = vcc_load(vcc_v8_uchar, &bs[t4]);
        t17 = vcc_load(vcc_v8_uchar, &bs[t5]);
        t23 = __builtin_convertvector(__builtin_convertvector(t14, vcc_v8_ushort), vcc_v8_int);
        t24 = vcc_splat(vcc_v8_int, (int)lim);
        t25 = (vcc_m8)(t23 < t24);
        t26 = ~t25;
        t27 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        t28 = (vcc_m8)(t23 != t27);
        t29 = ~t28;
        t30 = t26 & t29;
        t31 = (vcc_v8_uint)t23;
        t32 = -t31;
        t33 = (vcc_v8_int)t32;
        t34 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t30, t34, t33);
        t36 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t37 = (vcc_v8_uint)t23;
        t38 = (vcc_v8_uint)t36;
        t39 = t37 * t38;
        t40 = (vcc_v8_int)t39;
        t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t40, t35);
        t22 = t10 + t41;
        vcc_store(t6, t22);
        t43 = __builtin_convertvector(__builtin_convertvector(t15, vcc_v8_ushort), vcc_v8_int);
        t44 = vcc_splat(vcc_v8_int, (int)lim);
        t45 = (vcc_m8)(t43 < t44);
        t46 = ~t45;
        t47 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        t48 = (vcc_m8)(t43 != t47);
        t49 = ~t48;
        t50 = t46 & t49;
        t51 = (vcc_v8_uint)t43;
        t52 = -t51;
        t53 = (vcc_v8_int)t52;
        t54 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t50, t54, t53);
        t56 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t57 = (vcc_v8_uint)t43;
        t58 = (vcc_v8_uint)t56;
        t59 = t57 * t58;
        t60 = (vcc_v8_int)t59;
        t61 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t60, t55);
        t42 = t11 + t61;
        vcc_store(t7, t42);
        t63 = __builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int);
        t64 = vcc_splat(vcc_v8_int, (int)lim);
        t65 = (vcc_m8)(t63 < t64);
        t66 = ~t65;
        t67 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        t68 = (vcc_m8)(t63 != t67);
        t69 = ~t68;
        t70 = t66 & t69;
        t71 = (vcc_v8_uint)t63;
        t72 = -t71;
        t73 = (vcc_v8_int)t72;
        t74 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t70, t74, t73);
        t76 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t77 = (vcc_v8_uint)t63;
        t78 = (vcc_v8_uint)t76;
        t79 = t77 * t78;
        t80 = (vcc_v8_int)t79;
        t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t65, t80, t75);
        t62 = t12 + t81;
        vcc_store(t8, t62);
        t83 = __builtin_convertvector(__builtin_convertvector(t17, vcc_v8_ushort), vcc_v8_int);
        t84 = vcc_splat(vcc_v8_int, (int)lim);
        t85 = (vcc_m8)(t83 < t84);
        t86 = ~t85;
        t87 = (vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200};
        t88 = (vcc_m8)(t83 != t87);
        t89 = ~t88;
        t90 = t86 & t89;
        t91 = (vcc_v8_uint)t83;
        t92 = -t91;
        t93 = (vcc_v8_int)t92;
        t94 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
        t95 = vcc_select(vcc_v8_int, (vcc_v8_int)t90, t94, t93);
        t96 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
        t97 = (vcc_v8_uint)t83;
        t98 = (vcc_v8_uint)t96;
        t99 = t97 * t98;
        t100 = (vcc_v8_int)t99;
        t101 = vcc_select(vcc_v8_int, (vcc_v8_int)t85, t100, t95);
        t82 = t13 + t101;
        vcc_store(t9, t82);
        t1 += 32L;
        if (t1 >= 1048576L) {
            for (k = 1048576; k < 1048576; k++) {
                t18 = (long)k;
                t19 = &out[t18];
                t20 = *t19;
                t21 = bs[t18];
                *t19 = t20 + bytes(t21, lim);
            }
            return;
        }
    }
}

void run_clamp(int n) {
    vcc_v8_uint t1;
    long t2;
    vcc_v8_int t3;
    vcc_v8_uint t4;
    vcc_v8_int t5;
    vcc_v8_uint t6;
    vcc_v8_int t7;
    vcc_v8_uint t8;
    vcc_v8_int t9;
    vcc_v8_uint t10;
    vcc_v8_int t11;
    long t12;
    long t13;
    long t14;
    long t15;
    int *t16;
    int *t17;
    int *t18;
    int *t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    int k;
    long t28;
    int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_v8_int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    t3 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    t4 = (vcc_v8_uint)t3;
    t1 = t4 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    t2 = 0L;
    for (;;) {
        t5 = (vcc_v8_int)t1;
        t6 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        t7 = (vcc_v8_int)t6;
        t8 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        t9 = (vcc_v8_int)t8;
        t10 = t1 + (vcc_v8_uint){24U, 24U, 24U, 24U, 24U, 24U, 24U, 24U};
        t11 = (vcc_v8_int)t10;
        t12 = (long)(int)(0L + t2);
        t13 = (long)(int)(0L + (t2 + 8L));
        t14 = (long)(int)(0L + (t2 + 16L));
        t15 = (long)(int)(0L + (t2 + 24L));
        t16 = &out[t12];
        t17 = &out[t13];
        t18 = &out[t14];
        t19 = &out[t15];
        t20 = vcc_load(vcc_v8_int, &is[t12]);
        t21 = vcc_load(vcc_v8_int, &is[t13]);
        t22 = vcc_load(vcc_v8_int, &is[t14]);
        t23 = vcc_load(vcc_v8_int, &is[t15]);
        t24 = t20 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        t25 = t24 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        t26 = t5 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        t27 = t25 + t26;
        t34 = vcc_splat(vcc_v8_int, n - 1);
        t35 = vcc_min(vcc_v8_int, t27, t34);
        t36 = vcc_splat(vcc_v8_int, -4);
        t37 = vcc_max(vcc_v8_int, t35, t36);
        t38 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        t39 = vcc_min(vcc_v8_int, t37, t38);
        vcc_store(t16, t39);
        t30 = t21 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        t31 = t30 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        t32 = t7 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        t33 = t31 + t32;
        t44 = vcc_splat(vcc_v8_int, n - 1);
        t45 = vcc_min(vcc_v8_int, t33, t44);
        t46 = vcc_splat(vcc_v8_int, -4);
        t47 = vcc_max(vcc_v8_int, t45, t46);
        t48 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        t49 = vcc_min(vcc_v8_int, t47, t48);
        vcc_store(t17, t49);
        t40 = t22 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        t41 = t40 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        t42 = t9 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        t43 = t41 + t42;
        t54 = vcc_splat(vcc_v8_int, n - 1);
        t55 = vcc_min(vcc_v8_int, t43, t54);
        t56 = vcc_splat(vcc_v8_int, -4);
        t57 = vcc_max(vcc_v8_int, t55, t56);
        t58 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        t59 = vcc_min(vcc_v8_int, t57, t58);
        vcc_store(t18, t59);
        t50 = t23 * (vcc_v8_int){9, 9, 9, 9, 9, 9, 9, 9};
        t51 = t50 - (vcc_v8_int){20, 20, 20, 20, 20, 20, 20, 20};
        t52 = t11 & (vcc_v8_int){15, 15, 15, 15, 15, 15, 15, 15};
        t53 = t51 + t52;
        t60 = vcc_splat(vcc_v8_int, n - 1);
        t61 = vcc_min(vcc_v8_int, t53, t60);
        t62 = vcc_splat(vcc_v8_int, -4);
        t63 = vcc_max(vcc_v8_int, t61, t62);
        t64 = (vcc_v8_int){19, 19, 19, 19, 19, 19, 19, 19};
        t65 = vcc_min(vcc_v8_int, t63, t64);
        vcc_store(t19, t65);
        t2 += 32L;
        t1 = t1 + (vcc_v8_uint){32U, 32U, 32U, 32U, 32U, 32U, 32U, 32U};
        if (t2 >= 1048576L) {
            for (k = 1048576; k < 1048576; k++) {
                t28 = (long)k;
                t29 = is[t28];
                out[t28] = clamp(t29 * 9 - 20 + (k & 15), n);
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
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_m8 t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_int t12;
    vcc_v8_int t13;
    vcc_m8 t14;
    t3 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t4 = c & t3;
    t5 = (vcc_m8)(t4 != (vcc_v8_int){0});
    if (vcc_any(t5)) {
        if (vcc_all(t5)) {
            t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t6 = vcc_load(vcc_v8_float, q + k);
            t7 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t6 * t7;
        } else {
            t8 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)q + (unsigned long)(long)k * 4UL), t5);
            t9 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t1 = t8 * t9;
            t2 = t5;
        }
    } else {
        t1 = (vcc_v8_float){0};
        t2 = (vcc_m8){0};
    }
    t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t11 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t10);
    t12 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
    t13 = c & t12;
    t14 = (vcc_m8)(t13 != (vcc_v8_int){0});
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
    long t7;
    vcc_v8_float t8;
    vcc_m8 t9;
    int t10;
    int t11;
    int t12;
    int t13;
    vcc_v8_int t14;
    vcc_v8_int t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    const float *t18;
    int k;
    const float *t19;
    vcc_v8_int t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_m8 t31;
    const float *t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_m8 t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_m8 t44;
    const float *t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_m8 t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_int t55;
    vcc_v8_int t56;
    vcc_m8 t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_m8 t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_m8 t69;
    t7 = 0L;
    for (;;) {
        t10 = (int)(0L + t7);
        t11 = (int)(0L + (t7 + 8L));
        t12 = (int)(0L + (t7 + 16L));
        t13 = (int)(0L + (t7 + 24L));
        t14 = vcc_load(vcc_v8_int, &is[t10]);
        t15 = vcc_load(vcc_v8_int, &is[t11]);
        t16 = vcc_load(vcc_v8_int, &is[t12]);
        t17 = vcc_load(vcc_v8_int, &is[t13]);
        t18 = xs;
        t20 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t21 = t14 & t20;
        t22 = (vcc_m8)(t21 != (vcc_v8_int){0});
        if (vcc_any(t22)) {
            if (vcc_all(t22)) {
                t2 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                t23 = vcc_load(vcc_v8_float, t18 + t10);
                t24 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t1 = t23 * t24;
            } else {
                t25 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t18 + (unsigned long)(long)t10 * 4UL), t22);
                t26 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t1 = t25 * t26;
                t2 = t22;
            }
        } else {
            t1 = (vcc_v8_float){0};
            t2 = (vcc_m8){0};
        }
        t27 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t1, t27);
        t29 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t30 = t14 & t29;
        t31 = (vcc_m8)(t30 != (vcc_v8_int){0});
        if (vcc_any(t31)) {
            if (vcc_all(t31)) {
                vcc_store(ys + t10, t28);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t10 * 4UL), t28, t31);
            }
        }
        t19 = xs;
        t33 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t34 = t15 & t33;
        t35 = (vcc_m8)(t34 != (vcc_v8_int){0});
        if (vcc_any(t35)) {
            if (vcc_all(t35)) {
                t4 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                t36 = vcc_load(vcc_v8_float, t19 + t11);
                t37 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t3 = t36 * t37;
            } else {
                t38 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t19 + (unsigned long)(long)t11 * 4UL), t35);
                t39 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t3 = t38 * t39;
                t4 = t35;
            }
        } else {
            t3 = (vcc_v8_float){0};
            t4 = (vcc_m8){0};
        }
        t40 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t3, t40);
        t42 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t43 = t15 & t42;
        t44 = (vcc_m8)(t43 != (vcc_v8_int){0});
        if (vcc_any(t44)) {
            if (vcc_all(t44)) {
                vcc_store(ys + t11, t41);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t11 * 4UL), t41, t44);
            }
        }
        t32 = xs;
        t46 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t47 = t16 & t46;
        t48 = (vcc_m8)(t47 != (vcc_v8_int){0});
        if (vcc_any(t48)) {
            if (vcc_all(t48)) {
                t6 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                t49 = vcc_load(vcc_v8_float, t32 + t12);
                t50 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t5 = t49 * t50;
            } else {
                t51 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t32 + (unsigned long)(long)t12 * 4UL), t48);
                t52 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t5 = t51 * t52;
                t6 = t48;
            }
        } else {
            t5 = (vcc_v8_float){0};
            t6 = (vcc_m8){0};
        }
        t53 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t5, t53);
        t55 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t56 = t16 & t55;
        t57 = (vcc_m8)(t56 != (vcc_v8_int){0});
        if (vcc_any(t57)) {
            if (vcc_all(t57)) {
                vcc_store(ys + t12, t54);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t12 * 4UL), t54, t57);
            }
        }
        t45 = xs;
        t58 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        t59 = t17 & t58;
        t60 = (vcc_m8)(t59 != (vcc_v8_int){0});
        if (vcc_any(t60)) {
            if (vcc_all(t60)) {
                t9 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                t61 = vcc_load(vcc_v8_float, t45 + t13);
                t62 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t8 = t61 * t62;
            } else {
                t63 = vcc_load_masked(vcc_v8_float, (const float *)((unsigned long)t45 + (unsigned long)(long)t13 * 4UL), t60);
                t64 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t8 = t63 * t64;
                t9 = t60;
            }
        } else {
            t8 = (vcc_v8_float){0};
            t9 = (vcc_m8){0};
        }
        t65 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t66 = vcc_select(vcc_v8_int, (vcc_v8_int)t9, t8, t65);
        t67 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2};
        t68 = t17 & t67;
        t69 = (vcc_m8)(t68 != (vcc_v8_int){0});
        if (vcc_any(t69)) {
            if (vcc_all(t69)) {
                vcc_store(ys + t13, t66);
            } else {
                vcc_store_masked((float *)((unsigned long)ys + (unsigned long)(long)t13 * 4UL), t66, t69);
            }
        }
        t7 += 32L;
        if (t7 >= 1048576L) {
            for (k = 1048576; k < 1048576; k++) {
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

int main(void) {
    vcc_v8_int t1;
    long t2;
    vcc_v8_uint t3;
    long t4;
    double t;
    int t5;
    long t6;
    vcc_v8_int t7;
    vcc_v8_int t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    vcc_v8_uint t11;
    vcc_v8_int t12;
    vcc_v8_uint t13;
    vcc_v8_uint t14;
    vcc_v8_uint t15;
    vcc_v8_int t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_uint t19;
    vcc_v8_uint t20;
    vcc_v8_int t21;
    vcc_v8_int t22;
    vcc_v8_uint t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    vcc_v8_int t27;
    vcc_v8_uint t28;
    vcc_v8_uint t29;
    vcc_v8_uint t30;
    int k;
    int j;
    long t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_uint t35;
    vcc_v8_uint t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_uint t46;
    vcc_v8_uint t47;
    vcc_v8_uint t48;
    vcc_v8_uint t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    long t52;
    long t53;
    float *t54;
    float *t55;
    vcc_m8 t56;
    vcc_m8 t57;
    vcc_m8 t58;
    vcc_m8 t59;
    vcc_m8 t60;
    vcc_m8 t61;
    vcc_m8 t62;
    vcc_m8 t63;
    vcc_m8 t64;
    vcc_m8 t65;
    vcc_m8 t66;
    vcc_m8 t67;
    vcc_m8 t68;
    vcc_m8 t69;
    vcc_m8 t70;
    vcc_m8 t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_m8 t80;
    vcc_m8 t81;
    vcc_v8_int t82;
    vcc_v8_int t83;
    vcc_v8_int t84;
    vcc_v8_int t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    vcc_v8_int t91;
    vcc_v8_int t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    vcc_m8 t95;
    vcc_m8 t96;
    vcc_m8 t97;
    vcc_m8 t98;
    vcc_m8 t99;
    vcc_m8 t100;
    vcc_m8 t101;
    vcc_m8 t102;
    vcc_v8_int t103;
    vcc_v8_uint t104;
    vcc_v8_uint t105;
    vcc_v8_uint t106;
    vcc_v8_int t107;
    vcc_v8_int t108;
    vcc_v8_ushort t109;
    vcc_m8 t110;
    vcc_m8 t111;
    vcc_m8 t112;
    vcc_m8 t113;
    vcc_m8 t114;
    vcc_m8 t115;
    vcc_m8 t116;
    vcc_m8 t117;
    vcc_v8_int t118;
    vcc_v8_uint t119;
    vcc_v8_uint t120;
    vcc_v8_uint t121;
    vcc_v8_int t122;
    vcc_v8_int t123;
    vcc_v8_uchar t124;
    vcc_v8_float t125;
    vcc_v8_int t126;
    vcc_v8_int t127;
    vcc_v8_int t128;
    vcc_v8_int t129;
    vcc_m8 t130;
    vcc_m8 t131;
    vcc_m8 t132;
    vcc_m8 t133;
    vcc_m8 t134;
    vcc_m8 t135;
    vcc_m8 t136;
    vcc_m8 t137;
    vcc_v8_int t138;
    vcc_v8_uint t139;
    vcc_v8_uint t140;
    vcc_v8_uint t141;
    vcc_v8_int t142;
    vcc_v8_int t143;
    vcc_v8_ushort t144;
    vcc_m8 t145;
    vcc_m8 t146;
    vcc_m8 t147;
    vcc_m8 t148;
    vcc_m8 t149;
    vcc_m8 t150;
    vcc_m8 t151;
    vcc_m8 t152;
    vcc_v8_int t153;
    vcc_v8_uint t154;
    vcc_v8_uint t155;
    vcc_v8_uint t156;
    vcc_v8_int t157;
    vcc_v8_int t158;
    vcc_v8_uchar t159;
    vcc_v8_uint t160;
    int k_1;
    int bit;
    int other;
    long t161;
    float *t162;
    float t163;
    float t164;
    float *t165;
    float t166;
    unsigned short *t167;
    int t168;
    int t169;
    unsigned char *t170;
    int t171;
    int t172;
    int k_2;
    t5 = (int)((unsigned int)0 * (unsigned int)7);
    if ((64L >= 32L) & (t5 >= 0)) {
        t6 = 64L & -32L;
        t7 = vcc_splat(vcc_v8_int, t5 % 13);
        t8 = t7 + (vcc_v8_int){0, 7, 1, 8, 2, 9, 3, 10};
        t9 = (vcc_v8_uint)t8;
        t10 = t9 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
        t11 = vcc_min(vcc_v8_int, t9, t10);
        t1 = (vcc_v8_int)t11;
        t2 = 0L;
        do {
            vcc_store(&table[(int)((long)0 + t2)], t1);
            t12 = t1 + (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
            t13 = (vcc_v8_uint)t12;
            t14 = t13 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t15 = vcc_min(vcc_v8_int, t13, t14);
            t16 = (vcc_v8_int)t15;
            vcc_store(&table[(int)((long)0 + (t2 + 8L))], t16);
            t17 = t1 + (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t18 = (vcc_v8_uint)t17;
            t19 = t18 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t20 = vcc_min(vcc_v8_int, t18, t19);
            t21 = (vcc_v8_int)t20;
            vcc_store(&table[(int)((long)0 + (t2 + 16L))], t21);
            t22 = t1 + (vcc_v8_int){12, 12, 12, 12, 12, 12, 12, 12};
            t23 = (vcc_v8_uint)t22;
            t24 = t23 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t25 = vcc_min(vcc_v8_int, t23, t24);
            t26 = (vcc_v8_int)t25;
            vcc_store(&table[(int)((long)0 + (t2 + 24L))], t26);
            t2 += 32L;
            t27 = t1 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
            t28 = (vcc_v8_uint)t27;
            t29 = t28 - (vcc_v8_uint){13U, 13U, 13U, 13U, 13U, 13U, 13U, 13U};
            t30 = vcc_min(vcc_v8_int, t28, t29);
            t1 = (vcc_v8_int)t30;
        } while (t2 < t6);
        k = (int)((long)0 + t6);
    } else {
        k = 0;
    }
    for (; k < 64; k++) {
        table[k] = k * 7 % 13;
    }
    for (j = 0; j < 65536; j++) {
        if (16L >= 16L) {
            t31 = 16L & -16L;
            t32 = (vcc_v8_int){j, j, j, j, j, j, j, j};
            t33 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t34 = (vcc_v8_uint)t33;
            t3 = t34 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
            t35 = (vcc_v8_uint)t32;
            t36 = t35 * (vcc_v8_uint){40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U, 40503U};
            t4 = 0L;
            for (;;) {
                t37 = (vcc_v8_int)t3;
                t38 = t3 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
                t39 = (vcc_v8_int)t38;
                t40 = t32 >> t37;
                t41 = t32 >> t39;
                t42 = t40 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t43 = t41 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
                t44 = t37 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t45 = t39 + (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
                t46 = t36 >> __builtin_convertvector(t44, vcc_v8_uint);
                t47 = t36 >> __builtin_convertvector(t45, vcc_v8_uint);
                t48 = t46 & (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
                t49 = t47 & (vcc_v8_uint){1U, 1U, 1U, 1U, 1U, 1U, 1U, 1U};
                t50 = (vcc_v8_int)t48;
                t51 = (vcc_v8_int)t49;
                t52 = (long)(j * 16 + (int)((long)0 + t4));
                t53 = (long)(j * 16 + (int)((long)0 + (t4 + 8L)));
                t54 = &xs[t52];
                t55 = &xs[t53];
                t56 = (vcc_m8)(t42 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t57 = ~t56;
                t58 = (vcc_m8)(t43 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t59 = ~t58;
                t60 = (vcc_m8)(t50 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t61 = ~t60;
                t62 = t57 & t61;
                t63 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t64 = ~t63;
                t65 = t59 & t64;
                t66 = (vcc_m8)(t50 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t67 = t57 & t66;
                t68 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t69 = t59 & t68;
                t70 = t67 | t62;
                t71 = t69 | t65;
                t72 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, ((vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f}), ((vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}));
                t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t65, ((vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f}), ((vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f}));
                t74 = __builtin_convertvector(t37, vcc_v8_float);
                t75 = __builtin_convertvector(t39, vcc_v8_float);
                t76 = (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f} + t74;
                t77 = (vcc_v8_float){5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f, 5.0f} + t75;
                t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t70, t72, t76);
                t79 = vcc_select(vcc_v8_int, (vcc_v8_int)t71, t73, t77);
                vcc_store(t54, t78);
                vcc_store(t55, t79);
                t80 = (vcc_m8)(t50 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t81 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t82 = vcc_select(vcc_v8_int, (vcc_v8_int)t80, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t83 = t32 % t82;
                t84 = vcc_select(vcc_v8_int, (vcc_v8_int)t81, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7}));
                t85 = t32 % t84;
                t86 = __builtin_convertvector(t83, vcc_v8_float);
                t87 = __builtin_convertvector(t85, vcc_v8_float);
                t88 = vcc_load(vcc_v8_float, t54);
                t89 = vcc_load(vcc_v8_float, t55);
                t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t80, t88, t86);
                vcc_store(&ys[t52], t90);
                t91 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * t50;
                t92 = t42 + t91;
                t93 = t37 & (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t94 = t92 + t93;
                vcc_store(&is[t52], t94);
                t95 = (vcc_m8)(t42 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t96 = ~t95;
                t97 = (vcc_m8)(t50 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t98 = t96 & t97;
                t99 = (vcc_m8)(t50 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t100 = ~t99;
                t101 = t96 & t100;
                t102 = t101 | t98;
                t103 = vcc_select(vcc_v8_int, (vcc_v8_int)t98, ((vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99}), t37);
                t104 = (vcc_v8_uint)(vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                t105 = (vcc_v8_uint)t37;
                t106 = t104 + t105;
                t107 = (vcc_v8_int)t106;
                t108 = vcc_select(vcc_v8_int, (vcc_v8_int)t102, t103, t107);
                t109 = __builtin_convertvector(t108, vcc_v8_ushort);
                vcc_store(&ss[t52], t109);
                t110 = (vcc_m8)(t42 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t111 = ~t110;
                t112 = (vcc_m8)(t50 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t113 = t111 & t112;
                t114 = (vcc_m8)(t50 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t115 = ~t114;
                t116 = t111 & t115;
                t117 = t116 | t113;
                t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t113, ((vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200}), t37);
                t119 = (vcc_v8_uint)(vcc_v8_int){150, 150, 150, 150, 150, 150, 150, 150};
                t120 = (vcc_v8_uint)t37;
                t121 = t119 + t120;
                t122 = (vcc_v8_int)t121;
                t123 = vcc_select(vcc_v8_int, (vcc_v8_int)t117, t118, t122);
                t124 = __builtin_convertvector(__builtin_convertvector(t123, vcc_v8_short), vcc_v8_uchar);
                vcc_store(&bs[t52], t124);
                t125 = vcc_select(vcc_v8_int, (vcc_v8_int)t81, t89, t87);
                vcc_store(&ys[t53], t125);
                t126 = (vcc_v8_int){2, 2, 2, 2, 2, 2, 2, 2} * t51;
                t127 = t43 + t126;
                t128 = t39 & (vcc_v8_int){4, 4, 4, 4, 4, 4, 4, 4};
                t129 = t127 + t128;
                vcc_store(&is[t53], t129);
                t130 = (vcc_m8)(t43 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t131 = ~t130;
                t132 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t133 = t131 & t132;
                t134 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t135 = ~t134;
                t136 = t131 & t135;
                t137 = t136 | t133;
                t138 = vcc_select(vcc_v8_int, (vcc_v8_int)t133, ((vcc_v8_int){99, 99, 99, 99, 99, 99, 99, 99}), t39);
                t139 = (vcc_v8_uint)(vcc_v8_int){300, 300, 300, 300, 300, 300, 300, 300};
                t140 = (vcc_v8_uint)t39;
                t141 = t139 + t140;
                t142 = (vcc_v8_int)t141;
                t143 = vcc_select(vcc_v8_int, (vcc_v8_int)t137, t138, t142);
                t144 = __builtin_convertvector(t143, vcc_v8_ushort);
                vcc_store(&ss[t53], t144);
                t145 = (vcc_m8)(t43 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t146 = ~t145;
                t147 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t148 = t146 & t147;
                t149 = (vcc_m8)(t51 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
                t150 = ~t149;
                t151 = t146 & t150;
                t152 = t151 | t148;
                t153 = vcc_select(vcc_v8_int, (vcc_v8_int)t148, ((vcc_v8_int){200, 200, 200, 200, 200, 200, 200, 200}), t39);
                t154 = (vcc_v8_uint)(vcc_v8_int){150, 150, 150, 150, 150, 150, 150, 150};
                t155 = (vcc_v8_uint)t39;
                t156 = t154 + t155;
                t157 = (vcc_v8_int)t156;
                t158 = vcc_select(vcc_v8_int, (vcc_v8_int)t152, t153, t157);
                t159 = __builtin_convertvector(__builtin_convertvector(t158, vcc_v8_short), vcc_v8_uchar);
                vcc_store(&bs[t53], t159);
                t4 += 16L;
                t160 = t3 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
                if (t4 >= t31) {
                    break;
                }
                t3 = t160;
            }
            k_1 = (int)((long)0 + t31);
        } else {
            k_1 = 0;
        }
        for (; k_1 < 16; k_1++) {
            bit = (j >> k_1) & 1;
            other = (int)((((unsigned int)j * 40503U) >> (k_1 + 3)) & 1U);
            t161 = (long)(j * 16 + k_1);
            t162 = &xs[t161];
            if (bit) {
                t164 = 5.0f + (float)k_1;
            } else {
                if (other) {
                    t163 = 0.5f;
                } else {
                    t163 = 2.0f;
                }
                t164 = t163;
            }
            *t162 = t164;
            t165 = &ys[t161];
            if (other) {
                t166 = *t162;
            } else {
                t166 = (float)(j % 7);
            }
            *t165 = t166;
            is[t161] = bit + 2 * other + (k_1 & 4);
            t167 = &ss[t161];
            if (bit) {
                t169 = 300 + k_1;
            } else {
                if (other) {
                    t168 = 99;
                } else {
                    t168 = k_1;
                }
                t169 = t168;
            }
            *t167 = (unsigned short)t169;
            t170 = &bs[t161];
            if (bit) {
                t172 = 150 + k_1;
            } else {
                if (other) {
                    t171 = 200;
                } else {
                    t171 = k_1;
                }
                t172 = t171;
            }
            *t170 = (unsigned char)t172;
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
    t = 0.0;
    for (k_2 = 0; k_2 < 1048576; k_2++) {
        t += (double)ys[k_2] * (double)(k_2 % 13 + 1);
    }
    printf("store %.3f\n", t);
    return 0;
}
