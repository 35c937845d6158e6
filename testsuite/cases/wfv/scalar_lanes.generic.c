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
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
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
    int t65;
    long t66;
    unsigned long t67;
    unsigned long t68;
    int i;
    int t117;
    vcc_m8 t133;
    vcc_v8_int t134;
    vcc_v8_float t135;
    vcc_v8_double t136;
    vcc_v8_ulong t137;
    vcc_v8_uchar t138;
    int t139;
    int t140;
    int t162;
    vcc_m8 t178;
    vcc_v8_int t179;
    vcc_v8_float t180;
    vcc_v8_double t181;
    vcc_v8_ulong t182;
    vcc_v8_uchar t183;
    int t184;
    int t185;
    int t208;
    t60 = (long)n;
    t61 = (unsigned long)res;
    t62 = (unsigned long)start;
    if ((t60 >= 16L) & (((t61 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t62) | ((t62 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= t61))) {
        long t63 = t60 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at scalar_lanes.c:63 vectorized: VF 8, UF 2, run-time check: `res` and `start` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t64 = res + i_vec_1;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, start + i_vec_1);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            long t74 = i_vec_1 + 8L;
            float *t75 = res + t74;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, start + t74);
            vcc_m8 t7 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t10 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t11 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t12 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t76 = 0;
            vcc_v8_float t77 = (vcc_v8_float){0};
            vcc_v8_double t78 = (vcc_v8_double){0};
            vcc_v8_ulong t79 = (vcc_v8_ulong){0};
            vcc_v8_uchar t80 = (vcc_v8_uchar){0};
            vcc_v8_int t81 = (vcc_v8_int){0};
            vcc_m8 t82 = (vcc_m8){0};
            vcc_m8 t83 = (vcc_m8){0};
            int t84 = 1;
            vcc_v8_float t85 = (vcc_v8_float){0};
            int t86 = 0;
            vcc_v8_float t87 = (vcc_v8_float){0};
            vcc_v8_double t88 = (vcc_v8_double){0};
            vcc_v8_ulong t89 = (vcc_v8_ulong){0};
            vcc_v8_uchar t90 = (vcc_v8_uchar){0};
            vcc_v8_int t91 = (vcc_v8_int){0};
            vcc_m8 t92 = (vcc_m8){0};
            vcc_m8 t93 = (vcc_m8){0};
            int t94 = 1;
            vcc_v8_float t95 = (vcc_v8_float){0};
            for (;;) {
                if (t84) {
                    vcc_v8_int t96 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                    vcc_m8 t97 = (vcc_m8)(t2 != t96);
                    vcc_m8 t98 = t1 & t97;
                    vcc_m8 t99 = ~t97;
                    vcc_m8 t100 = t1 & t99;
                    vcc_v8_int t101 = vcc_splat(vcc_v8_int, t76 == lim);
                    vcc_m8 t102 = (vcc_m8)(t101 != (vcc_v8_int){0});
                    vcc_m8 t103 = t98 & t102;
                    vcc_m8 t104 = ~t102;
                    vcc_m8 t18 = t98 & t104;
                    if (vcc_any(t18)) {
                        vcc_v8_float t105 = vcc_gather_masked(vcc_v8_float, w, t2, t18);
                        t13 = t3 + t105;
                        vcc_v8_double t106 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t107 = t4 * t106;
                        vcc_v8_double t108 = __builtin_convertvector(t105, vcc_v8_double);
                        t14 = t107 + t108;
                        vcc_v8_ulong t109 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t110 = t5 * t109;
                        vcc_v8_ulong t111 = __builtin_convertvector(t2, vcc_v8_ulong);
                        t15 = t110 + t111;
                        vcc_v8_int t112 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
                        vcc_v8_uint t113 = (vcc_v8_uint)t112;
                        vcc_v8_uint t114 = (vcc_v8_uint)t2;
                        vcc_v8_uint t115 = t113 + t114;
                        vcc_v8_int t116 = (vcc_v8_int)t115;
                        t16 = __builtin_convertvector(__builtin_convertvector(t116, vcc_v8_short), vcc_v8_uchar);
                        t17 = vcc_gather_masked(vcc_v8_int, next, t2, t18);
                        t117 = t76 + 1;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_v8_double){0};
                        t15 = (vcc_v8_ulong){0};
                        t16 = (vcc_v8_uchar){0};
                        t17 = (vcc_v8_int){0};
                        t117 = 0;
                        t18 = (vcc_m8){0};
                    }
                    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t3, t77);
                    t20 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t4, t78);
                    t21 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t5, t79);
                    t22 = vcc_select(vcc_v8_schar, __builtin_convertvector(t1, vcc_v8_schar), t6, t80);
                    vcc_v8_int t118 = (vcc_v8_int){t76, t76, t76, t76, t76, t76, t76, t76};
                    t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t118, t81);
                    t24 = t82 | t100;
                    t25 = t83 | t103;
                    if (vcc_any(t18)) {
                        t133 = t18;
                        t134 = t17;
                        t135 = t13;
                        t136 = t14;
                        t137 = t15;
                        t138 = t16;
                        t139 = t117;
                        t140 = 1;
                        t26 = t85;
                    } else {
                        vcc_v8_float t119 = __builtin_convertvector(t20, vcc_v8_float);
                        vcc_v8_float t120 = t19 + t119;
                        vcc_v8_ulong t121 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t122 = t21 & t121;
                        vcc_v8_float t123 = __builtin_convertvector(t122, vcc_v8_float);
                        vcc_v8_float t124 = t120 + t123;
                        vcc_v8_float t125 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t22, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                        vcc_v8_float t126 = t124 + t125;
                        vcc_v8_float t127 = __builtin_convertvector(t23, vcc_v8_float);
                        vcc_v8_float t128 = t126 + t127;
                        vcc_v8_float t129 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t128, (vcc_v8_float){0});
                        vcc_v8_float t130 = -t19;
                        vcc_v8_float t131 = __builtin_convertvector(t23, vcc_v8_float);
                        vcc_v8_float t132 = t130 - t131;
                        t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t132, t129);
                        t133 = t1;
                        t134 = t2;
                        t135 = t3;
                        t136 = t4;
                        t137 = t5;
                        t138 = t6;
                        t139 = t76;
                        t19 = t77;
                        t20 = t78;
                        t21 = t79;
                        t22 = t80;
                        t23 = t81;
                        t24 = t82;
                        t25 = t83;
                        t140 = 0;
                    }
                } else {
                    t133 = t1;
                    t134 = t2;
                    t135 = t3;
                    t136 = t4;
                    t137 = t5;
                    t138 = t6;
                    t139 = t76;
                    t19 = t77;
                    t20 = t78;
                    t21 = t79;
                    t22 = t80;
                    t23 = t81;
                    t24 = t82;
                    t25 = t83;
                    t140 = 0;
                    t26 = t85;
                }
                if (t94) {
                    vcc_v8_int t141 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                    vcc_m8 t142 = (vcc_m8)(t8 != t141);
                    vcc_m8 t143 = t7 & t142;
                    vcc_m8 t144 = ~t142;
                    vcc_m8 t145 = t7 & t144;
                    vcc_v8_int t146 = vcc_splat(vcc_v8_int, t86 == lim);
                    vcc_m8 t147 = (vcc_m8)(t146 != (vcc_v8_int){0});
                    vcc_m8 t148 = t143 & t147;
                    vcc_m8 t149 = ~t147;
                    vcc_m8 t32 = t143 & t149;
                    if (vcc_any(t32)) {
                        vcc_v8_float t150 = vcc_gather_masked(vcc_v8_float, w, t8, t32);
                        t27 = t9 + t150;
                        vcc_v8_double t151 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t152 = t10 * t151;
                        vcc_v8_double t153 = __builtin_convertvector(t150, vcc_v8_double);
                        t28 = t152 + t153;
                        vcc_v8_ulong t154 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t155 = t11 * t154;
                        vcc_v8_ulong t156 = __builtin_convertvector(t8, vcc_v8_ulong);
                        t29 = t155 + t156;
                        vcc_v8_int t157 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_ushort), vcc_v8_int);
                        vcc_v8_uint t158 = (vcc_v8_uint)t157;
                        vcc_v8_uint t159 = (vcc_v8_uint)t8;
                        vcc_v8_uint t160 = t158 + t159;
                        vcc_v8_int t161 = (vcc_v8_int)t160;
                        t30 = __builtin_convertvector(__builtin_convertvector(t161, vcc_v8_short), vcc_v8_uchar);
                        t31 = vcc_gather_masked(vcc_v8_int, next, t8, t32);
                        t162 = t86 + 1;
                    } else {
                        t27 = (vcc_v8_float){0};
                        t28 = (vcc_v8_double){0};
                        t29 = (vcc_v8_ulong){0};
                        t30 = (vcc_v8_uchar){0};
                        t31 = (vcc_v8_int){0};
                        t162 = 0;
                        t32 = (vcc_m8){0};
                    }
                    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, t87);
                    t34 = vcc_select(vcc_v8_long, __builtin_convertvector(t7, vcc_v8_long), t10, t88);
                    t35 = vcc_select(vcc_v8_long, __builtin_convertvector(t7, vcc_v8_long), t11, t89);
                    t36 = vcc_select(vcc_v8_schar, __builtin_convertvector(t7, vcc_v8_schar), t12, t90);
                    vcc_v8_int t163 = (vcc_v8_int){t86, t86, t86, t86, t86, t86, t86, t86};
                    t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t163, t91);
                    t38 = t92 | t145;
                    t39 = t93 | t148;
                    if (vcc_any(t32)) {
                        t178 = t32;
                        t179 = t31;
                        t180 = t27;
                        t181 = t28;
                        t182 = t29;
                        t183 = t30;
                        t184 = t162;
                        t185 = 1;
                        t40 = t95;
                    } else {
                        vcc_v8_float t164 = __builtin_convertvector(t34, vcc_v8_float);
                        vcc_v8_float t165 = t33 + t164;
                        vcc_v8_ulong t166 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t167 = t35 & t166;
                        vcc_v8_float t168 = __builtin_convertvector(t167, vcc_v8_float);
                        vcc_v8_float t169 = t165 + t168;
                        vcc_v8_float t170 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t36, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                        vcc_v8_float t171 = t169 + t170;
                        vcc_v8_float t172 = __builtin_convertvector(t37, vcc_v8_float);
                        vcc_v8_float t173 = t171 + t172;
                        vcc_v8_float t174 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t173, (vcc_v8_float){0});
                        vcc_v8_float t175 = -t33;
                        vcc_v8_float t176 = __builtin_convertvector(t37, vcc_v8_float);
                        vcc_v8_float t177 = t175 - t176;
                        t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t177, t174);
                        t178 = t7;
                        t179 = t8;
                        t180 = t9;
                        t181 = t10;
                        t182 = t11;
                        t183 = t12;
                        t184 = t86;
                        t33 = t87;
                        t34 = t88;
                        t35 = t89;
                        t36 = t90;
                        t37 = t91;
                        t38 = t92;
                        t39 = t93;
                        t185 = 0;
                    }
                } else {
                    t178 = t7;
                    t179 = t8;
                    t180 = t9;
                    t181 = t10;
                    t182 = t11;
                    t183 = t12;
                    t184 = t86;
                    t33 = t87;
                    t34 = t88;
                    t35 = t89;
                    t36 = t90;
                    t37 = t91;
                    t38 = t92;
                    t39 = t93;
                    t185 = 0;
                    t40 = t95;
                }
                if (!(t140 | t185)) {
                    vcc_store(t64, t26);
                    vcc_store(t75, t40);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t63) {
                        break;
                    }
                    t65 = (int)t63;
                    goto L225;
                }
                t1 = t133;
                t2 = t134;
                t3 = t135;
                t4 = t136;
                t5 = t137;
                t6 = t138;
                t76 = t139;
                t77 = t19;
                t78 = t20;
                t79 = t21;
                t80 = t22;
                t81 = t23;
                t82 = t24;
                t83 = t25;
                t84 = t140;
                t85 = t26;
                t7 = t178;
                t8 = t179;
                t9 = t180;
                t10 = t181;
                t11 = t182;
                t12 = t183;
                t86 = t184;
                t87 = t33;
                t88 = t34;
                t89 = t35;
                t90 = t36;
                t91 = t37;
                t92 = t38;
                t93 = t39;
                t94 = t185;
                t95 = t40;
            }
        }
    } else {
        t65 = 0;
    }
L225:
    t66 = (long)n + (long)t65 * -1L;
    t67 = (unsigned long)res;
    t68 = (unsigned long)start;
    if ((t66 >= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L))))) {
        long t69 = t66 & -8L;
        long i_vec = 0L;
        /* vcc: loop at scalar_lanes.c:63 vector epilogue: VF 8, UF 1, run-time check: `res` and `start` do not overlap, scalar epilogue */
        for (;;) {
            long t70 = (long)t65 + i_vec;
            float *t71 = res + t70;
            vcc_v8_int t42 = vcc_load(vcc_v8_int, start + t70);
            vcc_m8 t41 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t43 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t44 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t45 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t46 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t186 = 0;
            vcc_v8_float t53 = (vcc_v8_float){0};
            vcc_v8_double t54 = (vcc_v8_double){0};
            vcc_v8_ulong t55 = (vcc_v8_ulong){0};
            vcc_v8_uchar t56 = (vcc_v8_uchar){0};
            vcc_v8_int t57 = (vcc_v8_int){0};
            vcc_m8 t58 = (vcc_m8){0};
            vcc_m8 t59 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t187 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_m8 t188 = (vcc_m8)(t42 != t187);
                vcc_m8 t189 = t41 & t188;
                vcc_m8 t190 = ~t188;
                vcc_m8 t191 = t41 & t190;
                vcc_v8_int t192 = vcc_splat(vcc_v8_int, t186 == lim);
                vcc_m8 t193 = (vcc_m8)(t192 != (vcc_v8_int){0});
                vcc_m8 t194 = t189 & t193;
                vcc_m8 t195 = ~t193;
                vcc_m8 t52 = t189 & t195;
                if (vcc_any(t52)) {
                    vcc_v8_float t196 = vcc_gather_masked(vcc_v8_float, w, t42, t52);
                    t47 = t43 + t196;
                    vcc_v8_double t197 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v8_double t198 = t44 * t197;
                    vcc_v8_double t199 = __builtin_convertvector(t196, vcc_v8_double);
                    t48 = t198 + t199;
                    vcc_v8_ulong t200 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v8_ulong t201 = t45 * t200;
                    vcc_v8_ulong t202 = __builtin_convertvector(t42, vcc_v8_ulong);
                    t49 = t201 + t202;
                    vcc_v8_int t203 = __builtin_convertvector(__builtin_convertvector(t46, vcc_v8_ushort), vcc_v8_int);
                    vcc_v8_uint t204 = (vcc_v8_uint)t203;
                    vcc_v8_uint t205 = (vcc_v8_uint)t42;
                    vcc_v8_uint t206 = t204 + t205;
                    vcc_v8_int t207 = (vcc_v8_int)t206;
                    t50 = __builtin_convertvector(__builtin_convertvector(t207, vcc_v8_short), vcc_v8_uchar);
                    t51 = vcc_gather_masked(vcc_v8_int, next, t42, t52);
                    t208 = t186 + 1;
                } else {
                    t47 = (vcc_v8_float){0};
                    t48 = (vcc_v8_double){0};
                    t49 = (vcc_v8_ulong){0};
                    t50 = (vcc_v8_uchar){0};
                    t51 = (vcc_v8_int){0};
                    t208 = 0;
                    t52 = (vcc_m8){0};
                }
                t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t43, t53);
                t54 = vcc_select(vcc_v8_long, __builtin_convertvector(t41, vcc_v8_long), t44, t54);
                t55 = vcc_select(vcc_v8_long, __builtin_convertvector(t41, vcc_v8_long), t45, t55);
                t56 = vcc_select(vcc_v8_schar, __builtin_convertvector(t41, vcc_v8_schar), t46, t56);
                vcc_v8_int t209 = (vcc_v8_int){t186, t186, t186, t186, t186, t186, t186, t186};
                t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t209, t57);
                t58 = t58 | t191;
                t59 = t59 | t194;
                if (!vcc_any(t52)) {
                    vcc_v8_float t210 = __builtin_convertvector(t54, vcc_v8_float);
                    vcc_v8_float t211 = t53 + t210;
                    vcc_v8_ulong t212 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v8_ulong t213 = t55 & t212;
                    vcc_v8_float t214 = __builtin_convertvector(t213, vcc_v8_float);
                    vcc_v8_float t215 = t211 + t214;
                    vcc_v8_float t216 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t56, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                    vcc_v8_float t217 = t215 + t216;
                    vcc_v8_float t218 = __builtin_convertvector(t57, vcc_v8_float);
                    vcc_v8_float t219 = t217 + t218;
                    vcc_v8_float t220 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, t219, (vcc_v8_float){0});
                    vcc_v8_float t221 = -t53;
                    vcc_v8_float t222 = __builtin_convertvector(t57, vcc_v8_float);
                    vcc_v8_float t223 = t221 - t222;
                    vcc_v8_float t224 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t223, t220);
                    vcc_store(t71, t224);
                    i_vec += 8L;
                    if (i_vec < t69) {
                        break;
                    }
                    i = (int)((long)t65 + t69);
                    goto L226;
                }
                t41 = t52;
                t42 = t51;
                t43 = t47;
                t44 = t48;
                t45 = t49;
                t46 = t50;
                t186 = t208;
            }
        }
    } else {
        i = t65;
    }
L226:
    for (; i < n; i++) {
        long t72 = (long)i;
        int t73 = start[t72];
        res[t72] = walk(next, w, t73, lim);
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
