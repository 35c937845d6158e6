/* vcc: vector types and helpers */
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v8_double __attribute__((vector_size(64)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
#define vcc_all(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 1; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r &= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_chase(const int *next, vcc_v8_int k);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuvu_walk(const int *next, const float *w, vcc_v8_int k, int lim);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8uuvu_walk(const int *next, const float *w, vcc_v8_int k, int lim, vcc_v8_float mask);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uuv_fill(const int *next, int *out, vcc_v8_int k);
#pragma GCC diagnostic pop
/* Scalar lanes (the seed's scalar execution): a divergent loop whose iteration is dominated by a
   gather stops the vector loop once at most a few lanes are left (on avx512, whose masks are
   bits: two of 8, four of 16) and runs each of them in turn as scalar code, putting its results
   back into its lane. The lanes here walk a chain `next[k] = k - 1` down to 0, so a lane that
   starts at k runs exactly k iterations: counts 1,1,...,1,500 (one lane long), 0 (a lane that
   leaves before its first iteration), all equal (every lane leaves together, never few), all 0,
   and mixed. `walk` carries live-outs of five types and leaves by two exits (the chain's end and
   a limit), `masked walk` runs with some lanes off. `fill` stores in its loop: it keeps its
   vector loop to the end (the remark says so); its lanes' stores to one element come in the
   scalar program's order for the starts it is called with. Arrays are exactly as long as the chains need. */
#include <stdio.h>
#include <stdlib.h>
#include "vec.h"
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 1 */

/* #pragma omp declare simd uniform(next) notinbranch */
int chase(const int *next, int k) {
    int n = 0;
    while (k != 0) {
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:18 vector variant _ZGVdN8uv_chase of `chase`: VL 8, unmasked, next uniform, k vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uv_chase(const int *next, vcc_v8_int k) {
    vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    vcc_v8_int t2 = k;
    int t4 = 0;
    vcc_v8_int t3 = (vcc_v8_int){0};
    for (;;) {
        vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t6 = (vcc_m8)(t2 != t5);
        vcc_m8 t7 = t1 & t6;
        t2 = vcc_gather_masked(vcc_v8_int, next, t2, t7);
        vcc_v8_int t8 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
        t3 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t8, t3);
        if (!vcc_any(t7)) {
            break;
        }
        t1 = t7;
        t4++;
    }
    return t3;
}
#pragma GCC diagnostic pop

/* Two exits: the chain's end and `n == lim`, with live-outs of type float, double, unsigned long,
   unsigned char and int. */
/* #pragma omp declare simd uniform(next, w, lim) */
float walk(const int *next, const float *w, int k, int lim) {
    int n = 0;
    float s = 0.0f;
    double d = 1.0;
    unsigned long h = 7;
    unsigned char c = 0;
    while (k != 0) {
        if (n == lim)
            return -s - (float)n;
        s += w[k];
        d = d * 0.5 + (double)w[k];
        h = h * 31 + (unsigned long)k;
        c = (unsigned char)(c + k);
        k = next[k];
        n++;
    }
    return s + (float)d + (float)(h & 1023) + (float)c + (float)n;
}

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVdN8uuvu_walk of `walk`: VL 8, unmasked, next uniform, w uniform, k vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uuvu_walk(const int *next, const float *w, vcc_v8_int k, int lim) {
    vcc_v8_float t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    int t42;
    vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_double t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    vcc_v8_ulong t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    vcc_v8_uchar t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    vcc_v8_int t19 = k;
    int t20 = 0;
    vcc_v8_float t12 = (vcc_v8_float){0};
    vcc_v8_double t13 = (vcc_v8_double){0};
    vcc_v8_ulong t14 = (vcc_v8_ulong){0};
    vcc_v8_uchar t15 = (vcc_v8_uchar){0};
    vcc_v8_int t16 = (vcc_v8_int){0};
    vcc_m8 t17 = (vcc_m8){0};
    vcc_m8 t18 = (vcc_m8){0};
    for (;;) {
        vcc_v8_int t21 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t22 = (vcc_m8)(t19 != t21);
        vcc_m8 t23 = t1 & t22;
        vcc_m8 t24 = ~t22;
        vcc_m8 t25 = t1 & t24;
        vcc_v8_int t26 = vcc_splat(vcc_v8_int, t20 == lim);
        vcc_m8 t27 = (vcc_m8)(t26 != (vcc_v8_int){0});
        vcc_m8 t28 = t23 & t27;
        vcc_m8 t29 = ~t27;
        vcc_m8 t11 = t23 & t29;
        if (vcc_any(t11)) {
            vcc_v8_float t30 = vcc_gather_masked(vcc_v8_float, w, t19, t11);
            t6 = t2 + t30;
            vcc_v8_double t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v8_double t32 = t3 * t31;
            vcc_v8_double t33 = __builtin_convertvector(t30, vcc_v8_double);
            t7 = t32 + t33;
            vcc_v8_ulong t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v8_ulong t35 = t4 * t34;
            vcc_v8_ulong t36 = __builtin_convertvector(t19, vcc_v8_ulong);
            t8 = t35 + t36;
            vcc_v8_int t37 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t38 = (vcc_v8_uint)t37;
            vcc_v8_uint t39 = (vcc_v8_uint)t19;
            vcc_v8_uint t40 = t38 + t39;
            vcc_v8_int t41 = (vcc_v8_int)t40;
            t9 = __builtin_convertvector(__builtin_convertvector(t41, vcc_v8_short), vcc_v8_uchar);
            t10 = vcc_gather_masked(vcc_v8_int, next, t19, t11);
            t42 = t20 + 1;
        } else {
            t6 = (vcc_v8_float){0};
            t7 = (vcc_v8_double){0};
            t8 = (vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (vcc_v8_int){0};
            t42 = 0;
            t11 = (vcc_m8){0};
        }
        t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t12);
        t13 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t3, t13);
        t14 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t4, t14);
        t15 = vcc_select(vcc_v8_schar, __builtin_convertvector(t1, vcc_v8_schar), t5, t15);
        vcc_v8_int t43 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t43, t16);
        t17 = t17 | t25;
        t18 = t18 | t28;
        if (!vcc_any(t11)) {
            vcc_v8_float t44 = __builtin_convertvector(t13, vcc_v8_float);
            vcc_v8_float t45 = t12 + t44;
            vcc_v8_ulong t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v8_ulong t47 = t14 & t46;
            vcc_v8_float t48 = __builtin_convertvector(t47, vcc_v8_float);
            vcc_v8_float t49 = t45 + t48;
            vcc_v8_float t50 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t15, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t51 = t49 + t50;
            vcc_v8_float t52 = __builtin_convertvector(t16, vcc_v8_float);
            vcc_v8_float t53 = t51 + t52;
            vcc_v8_float t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t53, (vcc_v8_float){0});
            vcc_v8_float t55 = -t12;
            vcc_v8_float t56 = __builtin_convertvector(t16, vcc_v8_float);
            vcc_v8_float t57 = t55 - t56;
            vcc_v8_float t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t57, t54);
            return t58;
        }
        t1 = t11;
        t19 = t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t42;
    }
}
#pragma GCC diagnostic pop

/* vcc: function at scalar_lanes.c:30 vector variant _ZGVdM8uuvu_walk of `walk`: VL 8, masked, next uniform, w uniform, k vector, lim uniform */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdM8uuvu_walk(const int *next, const float *w, vcc_v8_int k, int lim, vcc_v8_float mask) {
    vcc_v8_float t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    int t42;
    vcc_m8 t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_v8_double t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    vcc_v8_ulong t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    vcc_v8_uchar t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    vcc_v8_int t19 = k;
    int t20 = 0;
    vcc_v8_float t12 = (vcc_v8_float){0};
    vcc_v8_double t13 = (vcc_v8_double){0};
    vcc_v8_ulong t14 = (vcc_v8_ulong){0};
    vcc_v8_uchar t15 = (vcc_v8_uchar){0};
    vcc_v8_int t16 = (vcc_v8_int){0};
    vcc_m8 t17 = (vcc_m8){0};
    vcc_m8 t18 = (vcc_m8){0};
    for (;;) {
        vcc_v8_int t21 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t22 = (vcc_m8)(t19 != t21);
        vcc_m8 t23 = t1 & t22;
        vcc_m8 t24 = ~t22;
        vcc_m8 t25 = t1 & t24;
        vcc_v8_int t26 = vcc_splat(vcc_v8_int, t20 == lim);
        vcc_m8 t27 = (vcc_m8)(t26 != (vcc_v8_int){0});
        vcc_m8 t28 = t23 & t27;
        vcc_m8 t29 = ~t27;
        vcc_m8 t11 = t23 & t29;
        if (vcc_any(t11)) {
            vcc_v8_float t30 = vcc_gather_masked(vcc_v8_float, w, t19, t11);
            t6 = t2 + t30;
            vcc_v8_double t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            vcc_v8_double t32 = t3 * t31;
            vcc_v8_double t33 = __builtin_convertvector(t30, vcc_v8_double);
            t7 = t32 + t33;
            vcc_v8_ulong t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            vcc_v8_ulong t35 = t4 * t34;
            vcc_v8_ulong t36 = __builtin_convertvector(t19, vcc_v8_ulong);
            t8 = t35 + t36;
            vcc_v8_int t37 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            vcc_v8_uint t38 = (vcc_v8_uint)t37;
            vcc_v8_uint t39 = (vcc_v8_uint)t19;
            vcc_v8_uint t40 = t38 + t39;
            vcc_v8_int t41 = (vcc_v8_int)t40;
            t9 = __builtin_convertvector(__builtin_convertvector(t41, vcc_v8_short), vcc_v8_uchar);
            t10 = vcc_gather_masked(vcc_v8_int, next, t19, t11);
            t42 = t20 + 1;
        } else {
            t6 = (vcc_v8_float){0};
            t7 = (vcc_v8_double){0};
            t8 = (vcc_v8_ulong){0};
            t9 = (vcc_v8_uchar){0};
            t10 = (vcc_v8_int){0};
            t42 = 0;
            t11 = (vcc_m8){0};
        }
        t12 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t2, t12);
        t13 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t3, t13);
        t14 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t4, t14);
        t15 = vcc_select(vcc_v8_schar, __builtin_convertvector(t1, vcc_v8_schar), t5, t15);
        vcc_v8_int t43 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t43, t16);
        t17 = t17 | t25;
        t18 = t18 | t28;
        if (!vcc_any(t11)) {
            vcc_v8_float t44 = __builtin_convertvector(t13, vcc_v8_float);
            vcc_v8_float t45 = t12 + t44;
            vcc_v8_ulong t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            vcc_v8_ulong t47 = t14 & t46;
            vcc_v8_float t48 = __builtin_convertvector(t47, vcc_v8_float);
            vcc_v8_float t49 = t45 + t48;
            vcc_v8_float t50 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t15, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            vcc_v8_float t51 = t49 + t50;
            vcc_v8_float t52 = __builtin_convertvector(t16, vcc_v8_float);
            vcc_v8_float t53 = t51 + t52;
            vcc_v8_float t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t53, (vcc_v8_float){0});
            vcc_v8_float t55 = -t12;
            vcc_v8_float t56 = __builtin_convertvector(t16, vcc_v8_float);
            vcc_v8_float t57 = t55 - t56;
            vcc_v8_float t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t57, t54);
            return t58;
        }
        t1 = t11;
        t19 = t10;
        t2 = t6;
        t3 = t7;
        t4 = t8;
        t5 = t9;
        t20 = t42;
    }
}
#pragma GCC diagnostic pop

/* A store in the loop: not run lane by lane. */
/* #pragma omp declare simd uniform(next, out) notinbranch */
int fill(const int *next, int *out, int k) {
    int n = 0;
    while (k != 0) {
        out[k] = n;
        k = next[k];
        n++;
    }
    return n;
}

/* vcc: function at scalar_lanes.c:51 vector variant _ZGVdN8uuv_fill of `fill`: VL 8, unmasked, next uniform, out uniform, k vector */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_int _ZGVdN8uuv_fill(const int *next, int *out, vcc_v8_int k) {
    vcc_v8_int t2;
    vcc_m8 t3;
    int t12;
    vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    vcc_v8_int t5 = k;
    int t6 = 0;
    vcc_v8_int t4 = (vcc_v8_int){0};
    for (;;) {
        vcc_v8_int t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_m8 t8 = (vcc_m8)(t5 != t7);
        vcc_m8 t9 = t1 & t8;
        if (vcc_any(t9)) {
            if (vcc_all(t9)) {
                t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                vcc_v8_int t10 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
                vcc_scatter(out, t5, t10);
                t2 = vcc_gather(vcc_v8_int, next, t5);
                t12 = t6 + 1;
            } else {
                vcc_v8_int t11 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
                vcc_scatter_masked(out, t5, t11, t9);
                t2 = vcc_gather_masked(vcc_v8_int, next, t5, t9);
                t12 = t6 + 1;
                t3 = t9;
            }
        } else {
            t2 = (vcc_v8_int){0};
            t12 = 0;
            t3 = (vcc_m8){0};
        }
        vcc_v8_int t13 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
        t4 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t13, t4);
        if (!vcc_any(t3)) {
            return t4;
        }
        t1 = t3;
        t5 = t2;
        t6 = t12;
    }
}
#pragma GCC diagnostic pop

void walk_all(float *res, const int *next, const float *w, const int *start, int n, int lim) {
    vcc_v8_float t13;
    vcc_v8_double t14;
    vcc_v8_ulong t15;
    vcc_v8_uchar t16;
    vcc_v8_int t17;
    vcc_v8_float t19;
    vcc_v8_double t20;
    vcc_v8_ulong t21;
    vcc_v8_uchar t22;
    vcc_v8_int t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_double t28;
    vcc_v8_ulong t29;
    vcc_v8_uchar t30;
    vcc_v8_int t31;
    vcc_v8_float t33;
    vcc_v8_double t34;
    vcc_v8_ulong t35;
    vcc_v8_uchar t36;
    vcc_v8_int t37;
    vcc_m8 t38;
    vcc_m8 t39;
    vcc_v8_float t40;
    vcc_v8_float t47;
    vcc_v8_double t48;
    vcc_v8_ulong t49;
    vcc_v8_uchar t50;
    vcc_v8_int t51;
    long t60;
    unsigned long t61;
    unsigned long t62;
    long t63;
    int t66;
    long t67;
    unsigned long t68;
    unsigned long t69;
    long t70;
    int i;
    int t119;
    vcc_m8 t135;
    vcc_v8_int t136;
    vcc_v8_float t137;
    vcc_v8_double t138;
    vcc_v8_ulong t139;
    vcc_v8_uchar t140;
    int t141;
    int t142;
    int t164;
    vcc_m8 t180;
    vcc_v8_int t181;
    vcc_v8_float t182;
    vcc_v8_double t183;
    vcc_v8_ulong t184;
    vcc_v8_uchar t185;
    int t186;
    int t187;
    int t210;
    t60 = (long)n;
    t61 = (unsigned long)res;
    t62 = (unsigned long)start;
    t63 = (long)((unsigned long)res - (unsigned long)start);
    if ((t60 >= 16L) & (((t61 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t62) | ((t62 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t61) | ((t63 <= 0L) | (t63 >= 64L)))) {
        long t64 = t60 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 8, UF 2, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t65 = res + i_vec_1;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, start + i_vec_1);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            long t76 = i_vec_1 + 8L;
            float *t77 = res + t76;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, start + t76);
            vcc_m8 t7 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t10 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t11 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t12 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t78 = 0;
            vcc_v8_float t79 = (vcc_v8_float){0};
            vcc_v8_double t80 = (vcc_v8_double){0};
            vcc_v8_ulong t81 = (vcc_v8_ulong){0};
            vcc_v8_uchar t82 = (vcc_v8_uchar){0};
            vcc_v8_int t83 = (vcc_v8_int){0};
            vcc_m8 t84 = (vcc_m8){0};
            vcc_m8 t85 = (vcc_m8){0};
            int t86 = 1;
            vcc_v8_float t87 = (vcc_v8_float){0};
            int t88 = 0;
            vcc_v8_float t89 = (vcc_v8_float){0};
            vcc_v8_double t90 = (vcc_v8_double){0};
            vcc_v8_ulong t91 = (vcc_v8_ulong){0};
            vcc_v8_uchar t92 = (vcc_v8_uchar){0};
            vcc_v8_int t93 = (vcc_v8_int){0};
            vcc_m8 t94 = (vcc_m8){0};
            vcc_m8 t95 = (vcc_m8){0};
            int t96 = 1;
            vcc_v8_float t97 = (vcc_v8_float){0};
            for (;;) {
                if (t86) {
                    vcc_v8_int t98 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                    vcc_m8 t99 = (vcc_m8)(t2 != t98);
                    vcc_m8 t100 = t1 & t99;
                    vcc_m8 t101 = ~t99;
                    vcc_m8 t102 = t1 & t101;
                    vcc_v8_int t103 = vcc_splat(vcc_v8_int, t78 == lim);
                    vcc_m8 t104 = (vcc_m8)(t103 != (vcc_v8_int){0});
                    vcc_m8 t105 = t100 & t104;
                    vcc_m8 t106 = ~t104;
                    vcc_m8 t18 = t100 & t106;
                    if (vcc_any(t18)) {
                        vcc_v8_float t107 = vcc_gather_masked(vcc_v8_float, w, t2, t18);
                        t13 = t3 + t107;
                        vcc_v8_double t108 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t109 = t4 * t108;
                        vcc_v8_double t110 = __builtin_convertvector(t107, vcc_v8_double);
                        t14 = t109 + t110;
                        vcc_v8_ulong t111 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t112 = t5 * t111;
                        vcc_v8_ulong t113 = __builtin_convertvector(t2, vcc_v8_ulong);
                        t15 = t112 + t113;
                        vcc_v8_int t114 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
                        vcc_v8_uint t115 = (vcc_v8_uint)t114;
                        vcc_v8_uint t116 = (vcc_v8_uint)t2;
                        vcc_v8_uint t117 = t115 + t116;
                        vcc_v8_int t118 = (vcc_v8_int)t117;
                        t16 = __builtin_convertvector(__builtin_convertvector(t118, vcc_v8_short), vcc_v8_uchar);
                        t17 = vcc_gather_masked(vcc_v8_int, next, t2, t18);
                        t119 = t78 + 1;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_v8_double){0};
                        t15 = (vcc_v8_ulong){0};
                        t16 = (vcc_v8_uchar){0};
                        t17 = (vcc_v8_int){0};
                        t119 = 0;
                        t18 = (vcc_m8){0};
                    }
                    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t3, t79);
                    t20 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t4, t80);
                    t21 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t5, t81);
                    t22 = vcc_select(vcc_v8_schar, __builtin_convertvector(t1, vcc_v8_schar), t6, t82);
                    vcc_v8_int t120 = (vcc_v8_int){t78, t78, t78, t78, t78, t78, t78, t78};
                    t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t120, t83);
                    t24 = t84 | t102;
                    t25 = t85 | t105;
                    if (vcc_any(t18)) {
                        t135 = t18;
                        t136 = t17;
                        t137 = t13;
                        t138 = t14;
                        t139 = t15;
                        t140 = t16;
                        t141 = t119;
                        t142 = 1;
                        t26 = t87;
                    } else {
                        vcc_v8_float t121 = __builtin_convertvector(t20, vcc_v8_float);
                        vcc_v8_float t122 = t19 + t121;
                        vcc_v8_ulong t123 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t124 = t21 & t123;
                        vcc_v8_float t125 = __builtin_convertvector(t124, vcc_v8_float);
                        vcc_v8_float t126 = t122 + t125;
                        vcc_v8_float t127 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t22, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                        vcc_v8_float t128 = t126 + t127;
                        vcc_v8_float t129 = __builtin_convertvector(t23, vcc_v8_float);
                        vcc_v8_float t130 = t128 + t129;
                        vcc_v8_float t131 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t130, (vcc_v8_float){0});
                        vcc_v8_float t132 = -t19;
                        vcc_v8_float t133 = __builtin_convertvector(t23, vcc_v8_float);
                        vcc_v8_float t134 = t132 - t133;
                        t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t134, t131);
                        t135 = t1;
                        t136 = t2;
                        t137 = t3;
                        t138 = t4;
                        t139 = t5;
                        t140 = t6;
                        t141 = t78;
                        t19 = t79;
                        t20 = t80;
                        t21 = t81;
                        t22 = t82;
                        t23 = t83;
                        t24 = t84;
                        t25 = t85;
                        t142 = 0;
                    }
                } else {
                    t135 = t1;
                    t136 = t2;
                    t137 = t3;
                    t138 = t4;
                    t139 = t5;
                    t140 = t6;
                    t141 = t78;
                    t19 = t79;
                    t20 = t80;
                    t21 = t81;
                    t22 = t82;
                    t23 = t83;
                    t24 = t84;
                    t25 = t85;
                    t142 = 0;
                    t26 = t87;
                }
                if (t96) {
                    vcc_v8_int t143 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                    vcc_m8 t144 = (vcc_m8)(t8 != t143);
                    vcc_m8 t145 = t7 & t144;
                    vcc_m8 t146 = ~t144;
                    vcc_m8 t147 = t7 & t146;
                    vcc_v8_int t148 = vcc_splat(vcc_v8_int, t88 == lim);
                    vcc_m8 t149 = (vcc_m8)(t148 != (vcc_v8_int){0});
                    vcc_m8 t150 = t145 & t149;
                    vcc_m8 t151 = ~t149;
                    vcc_m8 t32 = t145 & t151;
                    if (vcc_any(t32)) {
                        vcc_v8_float t152 = vcc_gather_masked(vcc_v8_float, w, t8, t32);
                        t27 = t9 + t152;
                        vcc_v8_double t153 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t154 = t10 * t153;
                        vcc_v8_double t155 = __builtin_convertvector(t152, vcc_v8_double);
                        t28 = t154 + t155;
                        vcc_v8_ulong t156 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t157 = t11 * t156;
                        vcc_v8_ulong t158 = __builtin_convertvector(t8, vcc_v8_ulong);
                        t29 = t157 + t158;
                        vcc_v8_int t159 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_ushort), vcc_v8_int);
                        vcc_v8_uint t160 = (vcc_v8_uint)t159;
                        vcc_v8_uint t161 = (vcc_v8_uint)t8;
                        vcc_v8_uint t162 = t160 + t161;
                        vcc_v8_int t163 = (vcc_v8_int)t162;
                        t30 = __builtin_convertvector(__builtin_convertvector(t163, vcc_v8_short), vcc_v8_uchar);
                        t31 = vcc_gather_masked(vcc_v8_int, next, t8, t32);
                        t164 = t88 + 1;
                    } else {
                        t27 = (vcc_v8_float){0};
                        t28 = (vcc_v8_double){0};
                        t29 = (vcc_v8_ulong){0};
                        t30 = (vcc_v8_uchar){0};
                        t31 = (vcc_v8_int){0};
                        t164 = 0;
                        t32 = (vcc_m8){0};
                    }
                    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, t89);
                    t34 = vcc_select(vcc_v8_long, __builtin_convertvector(t7, vcc_v8_long), t10, t90);
                    t35 = vcc_select(vcc_v8_long, __builtin_convertvector(t7, vcc_v8_long), t11, t91);
                    t36 = vcc_select(vcc_v8_schar, __builtin_convertvector(t7, vcc_v8_schar), t12, t92);
                    vcc_v8_int t165 = (vcc_v8_int){t88, t88, t88, t88, t88, t88, t88, t88};
                    t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t165, t93);
                    t38 = t94 | t147;
                    t39 = t95 | t150;
                    if (vcc_any(t32)) {
                        t180 = t32;
                        t181 = t31;
                        t182 = t27;
                        t183 = t28;
                        t184 = t29;
                        t185 = t30;
                        t186 = t164;
                        t187 = 1;
                        t40 = t97;
                    } else {
                        vcc_v8_float t166 = __builtin_convertvector(t34, vcc_v8_float);
                        vcc_v8_float t167 = t33 + t166;
                        vcc_v8_ulong t168 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t169 = t35 & t168;
                        vcc_v8_float t170 = __builtin_convertvector(t169, vcc_v8_float);
                        vcc_v8_float t171 = t167 + t170;
                        vcc_v8_float t172 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t36, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                        vcc_v8_float t173 = t171 + t172;
                        vcc_v8_float t174 = __builtin_convertvector(t37, vcc_v8_float);
                        vcc_v8_float t175 = t173 + t174;
                        vcc_v8_float t176 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t175, (vcc_v8_float){0});
                        vcc_v8_float t177 = -t33;
                        vcc_v8_float t178 = __builtin_convertvector(t37, vcc_v8_float);
                        vcc_v8_float t179 = t177 - t178;
                        t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t179, t176);
                        t180 = t7;
                        t181 = t8;
                        t182 = t9;
                        t183 = t10;
                        t184 = t11;
                        t185 = t12;
                        t186 = t88;
                        t33 = t89;
                        t34 = t90;
                        t35 = t91;
                        t36 = t92;
                        t37 = t93;
                        t38 = t94;
                        t39 = t95;
                        t187 = 0;
                    }
                } else {
                    t180 = t7;
                    t181 = t8;
                    t182 = t9;
                    t183 = t10;
                    t184 = t11;
                    t185 = t12;
                    t186 = t88;
                    t33 = t89;
                    t34 = t90;
                    t35 = t91;
                    t36 = t92;
                    t37 = t93;
                    t38 = t94;
                    t39 = t95;
                    t187 = 0;
                    t40 = t97;
                }
                if (!(t142 | t187)) {
                    vcc_store(t65, t26);
                    vcc_store(t77, t40);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t64) {
                        break;
                    }
                    t66 = (int)t64;
                    goto L227;
                }
                t1 = t135;
                t2 = t136;
                t3 = t137;
                t4 = t138;
                t5 = t139;
                t6 = t140;
                t78 = t141;
                t79 = t19;
                t80 = t20;
                t81 = t21;
                t82 = t22;
                t83 = t23;
                t84 = t24;
                t85 = t25;
                t86 = t142;
                t87 = t26;
                t7 = t180;
                t8 = t181;
                t9 = t182;
                t10 = t183;
                t11 = t184;
                t12 = t185;
                t88 = t186;
                t89 = t33;
                t90 = t34;
                t91 = t35;
                t92 = t36;
                t93 = t37;
                t94 = t38;
                t95 = t39;
                t96 = t187;
                t97 = t40;
            }
        }
    } else {
        t66 = 0;
    }
L227:
    t67 = (long)n + (long)t66 * -1L;
    t68 = (unsigned long)res;
    t69 = (unsigned long)start;
    t70 = (long)((unsigned long)res + (unsigned long)((long)t66 * 4L) - ((unsigned long)start + (unsigned long)((long)t66 * 4L)));
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))) | ((t70 <= 0L) | (t70 >= 32L)))) {
        long t71 = t67 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vector epilogue: VF 8, UF 1, run-time check: `res` and `start` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t72 = (long)t66 + i_vec;
            float *t73 = res + t72;
            vcc_v8_int t42 = vcc_load(vcc_v8_int, start + t72);
            vcc_m8 t41 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t43 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t44 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t45 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t46 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t188 = 0;
            vcc_v8_float t53 = (vcc_v8_float){0};
            vcc_v8_double t54 = (vcc_v8_double){0};
            vcc_v8_ulong t55 = (vcc_v8_ulong){0};
            vcc_v8_uchar t56 = (vcc_v8_uchar){0};
            vcc_v8_int t57 = (vcc_v8_int){0};
            vcc_m8 t58 = (vcc_m8){0};
            vcc_m8 t59 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t189 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_m8 t190 = (vcc_m8)(t42 != t189);
                vcc_m8 t191 = t41 & t190;
                vcc_m8 t192 = ~t190;
                vcc_m8 t193 = t41 & t192;
                vcc_v8_int t194 = vcc_splat(vcc_v8_int, t188 == lim);
                vcc_m8 t195 = (vcc_m8)(t194 != (vcc_v8_int){0});
                vcc_m8 t196 = t191 & t195;
                vcc_m8 t197 = ~t195;
                vcc_m8 t52 = t191 & t197;
                if (vcc_any(t52)) {
                    vcc_v8_float t198 = vcc_gather_masked(vcc_v8_float, w, t42, t52);
                    t47 = t43 + t198;
                    vcc_v8_double t199 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v8_double t200 = t44 * t199;
                    vcc_v8_double t201 = __builtin_convertvector(t198, vcc_v8_double);
                    t48 = t200 + t201;
                    vcc_v8_ulong t202 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v8_ulong t203 = t45 * t202;
                    vcc_v8_ulong t204 = __builtin_convertvector(t42, vcc_v8_ulong);
                    t49 = t203 + t204;
                    vcc_v8_int t205 = __builtin_convertvector(__builtin_convertvector(t46, vcc_v8_ushort), vcc_v8_int);
                    vcc_v8_uint t206 = (vcc_v8_uint)t205;
                    vcc_v8_uint t207 = (vcc_v8_uint)t42;
                    vcc_v8_uint t208 = t206 + t207;
                    vcc_v8_int t209 = (vcc_v8_int)t208;
                    t50 = __builtin_convertvector(__builtin_convertvector(t209, vcc_v8_short), vcc_v8_uchar);
                    t51 = vcc_gather_masked(vcc_v8_int, next, t42, t52);
                    t210 = t188 + 1;
                } else {
                    t47 = (vcc_v8_float){0};
                    t48 = (vcc_v8_double){0};
                    t49 = (vcc_v8_ulong){0};
                    t50 = (vcc_v8_uchar){0};
                    t51 = (vcc_v8_int){0};
                    t210 = 0;
                    t52 = (vcc_m8){0};
                }
                t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t43, t53);
                t54 = vcc_select(vcc_v8_long, __builtin_convertvector(t41, vcc_v8_long), t44, t54);
                t55 = vcc_select(vcc_v8_long, __builtin_convertvector(t41, vcc_v8_long), t45, t55);
                t56 = vcc_select(vcc_v8_schar, __builtin_convertvector(t41, vcc_v8_schar), t46, t56);
                vcc_v8_int t211 = (vcc_v8_int){t188, t188, t188, t188, t188, t188, t188, t188};
                t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t211, t57);
                t58 = t58 | t193;
                t59 = t59 | t196;
                if (!vcc_any(t52)) {
                    vcc_v8_float t212 = __builtin_convertvector(t54, vcc_v8_float);
                    vcc_v8_float t213 = t53 + t212;
                    vcc_v8_ulong t214 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v8_ulong t215 = t55 & t214;
                    vcc_v8_float t216 = __builtin_convertvector(t215, vcc_v8_float);
                    vcc_v8_float t217 = t213 + t216;
                    vcc_v8_float t218 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t56, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                    vcc_v8_float t219 = t217 + t218;
                    vcc_v8_float t220 = __builtin_convertvector(t57, vcc_v8_float);
                    vcc_v8_float t221 = t219 + t220;
                    vcc_v8_float t222 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, t221, (vcc_v8_float){0});
                    vcc_v8_float t223 = -t53;
                    vcc_v8_float t224 = __builtin_convertvector(t57, vcc_v8_float);
                    vcc_v8_float t225 = t223 - t224;
                    vcc_v8_float t226 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t225, t222);
                    vcc_store(t73, t226);
                    i_vec += 8L;
                    if (i_vec < t71) {
                        break;
                    }
                    i = (int)((long)t66 + t71);
                    goto L228;
                }
                t41 = t52;
                t42 = t51;
                t43 = t47;
                t44 = t48;
                t45 = t49;
                t46 = t50;
                t188 = t210;
            }
        }
    } else {
        i = t66;
    }
L228:
    for (; i < n; i++) {
        long t74 = (long)i;
        int t75 = start[t74];
        res[t74] = walk(next, w, t75, lim);
    }
}

v8i _ZGVdN8uv_chase(const int *, v8i);
v8f _ZGVdN8uuvu_walk(const int *, const float *, v8i, int);
v8f _ZGVdM8uuvu_walk(const int *, const float *, v8i, int, v8f);
v8i _ZGVdN8uuv_fill(const int *, int *, v8i);

enum { LEN = 501 };

int main(void) {
    int *next = malloc(LEN * sizeof(int));
    float *w = malloc(LEN * sizeof(float));
    for (int k = 0; k < LEN; k++) {
        next[k] = k > 0 ? k - 1 : 0;
        w[k] = 0.25f * (float)(k % 13) - 1.0f + 1.0f / (float)(k + 3);
    }
    int starts[6][8] = {
        {1, 1, 1, 1, 1, 1, 1, 500}, /* one lane long */
        {500, 0, 3, 1, 1, 2, 1, 1}, /* a lane leaves before its first iteration */
        {9, 9, 9, 9, 9, 9, 9, 9},   /* every lane leaves together */
        {0, 0, 0, 0, 0, 0, 0, 0},   /* no lane runs an iteration */
        {3, 0, 500, 2, 499, 1, 1, 7},
        {250, 499, 17, 400, 5, 300, 450, 1},
    };
    for (int c = 0; c < 6; c++) {
        int r[8];
        FROM_VEC(r, _ZGVdN8uv_chase(next, TO_VEC(v8i, starts[c])));
        printf("chase %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %d", r[k]);
        float f[8];
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 300));
        printf("\nwalk %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        FROM_VEC(f, _ZGVdN8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 1000));
        printf("\nwalk nolim %d:", c);
        for (int k = 0; k < 8; k++)
            printf(" %.9g", f[k]);
        float on[8] = {1, 0, 1, 1, 0, 1, 0, 1};
        FROM_VEC(f, _ZGVdM8uuvu_walk(next, w, TO_VEC(v8i, starts[c]), 450, TO_VEC(v8f, on)));
        printf("\nmasked walk %d:", c);
        for (int k = 0; k < 8; k++)
            if (on[k] != 0)
                printf(" %.9g", f[k]);
        printf("\n");
    }
    int *out = calloc(LEN, sizeof(int));
    int fr[8];
    FROM_VEC(fr, _ZGVdN8uuv_fill(next, out, TO_VEC(v8i, starts[0])));
    printf("fill: %d %d %d", fr[0], fr[7], out[1]);
    long sum = 0;
    for (int k = 0; k < LEN; k++)
        sum += out[k];
    printf(" %ld\n", sum);
    /* The loop calls the widest variants (16 lanes on avx512): a few long lanes per vector. */
    enum { N = 77 };
    int *start = malloc(N * sizeof(int));
    float *res = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++)
        start[i] = i % 19 == 4 ? 480 - i : i % 23 == 0 ? 0 : 1 + i % 5;
    for (int lim = 100; lim <= 1000; lim += 900) {
        walk_all(res, next, w, start, N, lim);
        printf("walk_all %d:", lim);
        for (int i = 0; i < N; i++)
            printf(" %.9g", res[i]);
        printf("\n");
    }
    free(next);
    free(w);
    free(out);
    free(start);
    free(res);
    return 0;
}
