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
    vcc_v8_float t48;
    vcc_v8_double t49;
    vcc_v8_ulong t50;
    vcc_v8_uchar t51;
    vcc_v8_int t52;
    long t62;
    unsigned long t63;
    unsigned long t64;
    int t69;
    long t70;
    unsigned long t71;
    unsigned long t72;
    int i;
    int t121;
    vcc_m8 t137;
    vcc_v8_int t138;
    vcc_v8_float t139;
    vcc_v8_double t140;
    vcc_v8_ulong t141;
    vcc_v8_uchar t142;
    int t143;
    int t144;
    int t166;
    vcc_m8 t182;
    vcc_v8_int t183;
    vcc_v8_float t184;
    vcc_v8_double t185;
    vcc_v8_ulong t186;
    vcc_v8_uchar t187;
    int t188;
    int t189;
    int t212;
    t62 = (long)n;
    t63 = (unsigned long)res;
    t64 = (unsigned long)start;
    if ((t62 >= 16L) & (((t63 + (unsigned long)(4L + (t62 - 1L) * 4L)) <= t64) | ((t64 + (unsigned long)(4L + (t62 - 1L) * 4L)) <= t63))) {
        long t65 = t62 & -16L;
        long t61 = 0L;
        for (;;) {
            long t66 = t61 + 8L;
            long t67 = (long)(int)t61;
            float *t68 = res + t67;
            vcc_v8_int t2 = vcc_load(vcc_v8_int, start + t67);
            vcc_m8 t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            long t78 = (long)(int)t66;
            float *t79 = res + t78;
            vcc_v8_int t8 = vcc_load(vcc_v8_int, start + t78);
            vcc_m8 t7 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t10 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t11 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t12 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t80 = 0;
            vcc_v8_float t81 = (vcc_v8_float){0};
            vcc_v8_double t82 = (vcc_v8_double){0};
            vcc_v8_ulong t83 = (vcc_v8_ulong){0};
            vcc_v8_uchar t84 = (vcc_v8_uchar){0};
            vcc_v8_int t85 = (vcc_v8_int){0};
            vcc_m8 t86 = (vcc_m8){0};
            vcc_m8 t87 = (vcc_m8){0};
            int t88 = 1;
            vcc_v8_float t89 = (vcc_v8_float){0};
            int t90 = 0;
            vcc_v8_float t91 = (vcc_v8_float){0};
            vcc_v8_double t92 = (vcc_v8_double){0};
            vcc_v8_ulong t93 = (vcc_v8_ulong){0};
            vcc_v8_uchar t94 = (vcc_v8_uchar){0};
            vcc_v8_int t95 = (vcc_v8_int){0};
            vcc_m8 t96 = (vcc_m8){0};
            vcc_m8 t97 = (vcc_m8){0};
            int t98 = 1;
            vcc_v8_float t99 = (vcc_v8_float){0};
            for (;;) {
                if (t88) {
                    vcc_v8_int t100 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                    vcc_m8 t101 = (vcc_m8)(t2 != t100);
                    vcc_m8 t102 = t1 & t101;
                    vcc_m8 t103 = ~t101;
                    vcc_m8 t104 = t1 & t103;
                    vcc_v8_int t105 = vcc_splat(vcc_v8_int, t80 == lim);
                    vcc_m8 t106 = (vcc_m8)(t105 != (vcc_v8_int){0});
                    vcc_m8 t107 = t102 & t106;
                    vcc_m8 t108 = ~t106;
                    vcc_m8 t18 = t102 & t108;
                    if (vcc_any(t18)) {
                        vcc_v8_float t109 = vcc_gather_masked(vcc_v8_float, w, t2, t18);
                        t13 = t3 + t109;
                        vcc_v8_double t110 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t111 = t4 * t110;
                        vcc_v8_double t112 = __builtin_convertvector(t109, vcc_v8_double);
                        t14 = t111 + t112;
                        vcc_v8_ulong t113 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t114 = t5 * t113;
                        vcc_v8_ulong t115 = __builtin_convertvector(t2, vcc_v8_ulong);
                        t15 = t114 + t115;
                        vcc_v8_int t116 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
                        vcc_v8_uint t117 = (vcc_v8_uint)t116;
                        vcc_v8_uint t118 = (vcc_v8_uint)t2;
                        vcc_v8_uint t119 = t117 + t118;
                        vcc_v8_int t120 = (vcc_v8_int)t119;
                        t16 = __builtin_convertvector(__builtin_convertvector(t120, vcc_v8_short), vcc_v8_uchar);
                        t17 = vcc_gather_masked(vcc_v8_int, next, t2, t18);
                        t121 = t80 + 1;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_v8_double){0};
                        t15 = (vcc_v8_ulong){0};
                        t16 = (vcc_v8_uchar){0};
                        t17 = (vcc_v8_int){0};
                        t121 = 0;
                        t18 = (vcc_m8){0};
                    }
                    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t3, t81);
                    t20 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t4, t82);
                    t21 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t5, t83);
                    t22 = vcc_select(vcc_v8_schar, __builtin_convertvector(t1, vcc_v8_schar), t6, t84);
                    vcc_v8_int t122 = (vcc_v8_int){t80, t80, t80, t80, t80, t80, t80, t80};
                    t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t122, t85);
                    t24 = t86 | t104;
                    t25 = t87 | t107;
                    if (vcc_any(t18)) {
                        t137 = t18;
                        t138 = t17;
                        t139 = t13;
                        t140 = t14;
                        t141 = t15;
                        t142 = t16;
                        t143 = t121;
                        t144 = 1;
                        t26 = t89;
                    } else {
                        vcc_v8_float t123 = __builtin_convertvector(t20, vcc_v8_float);
                        vcc_v8_float t124 = t19 + t123;
                        vcc_v8_ulong t125 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t126 = t21 & t125;
                        vcc_v8_float t127 = __builtin_convertvector(t126, vcc_v8_float);
                        vcc_v8_float t128 = t124 + t127;
                        vcc_v8_float t129 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t22, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                        vcc_v8_float t130 = t128 + t129;
                        vcc_v8_float t131 = __builtin_convertvector(t23, vcc_v8_float);
                        vcc_v8_float t132 = t130 + t131;
                        vcc_v8_float t133 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t132, (vcc_v8_float){0});
                        vcc_v8_float t134 = -t19;
                        vcc_v8_float t135 = __builtin_convertvector(t23, vcc_v8_float);
                        vcc_v8_float t136 = t134 - t135;
                        t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t136, t133);
                        t137 = t1;
                        t138 = t2;
                        t139 = t3;
                        t140 = t4;
                        t141 = t5;
                        t142 = t6;
                        t143 = t80;
                        t19 = t81;
                        t20 = t82;
                        t21 = t83;
                        t22 = t84;
                        t23 = t85;
                        t24 = t86;
                        t25 = t87;
                        t144 = 0;
                    }
                } else {
                    t137 = t1;
                    t138 = t2;
                    t139 = t3;
                    t140 = t4;
                    t141 = t5;
                    t142 = t6;
                    t143 = t80;
                    t19 = t81;
                    t20 = t82;
                    t21 = t83;
                    t22 = t84;
                    t23 = t85;
                    t24 = t86;
                    t25 = t87;
                    t144 = 0;
                    t26 = t89;
                }
                if (t98) {
                    vcc_v8_int t145 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                    vcc_m8 t146 = (vcc_m8)(t8 != t145);
                    vcc_m8 t147 = t7 & t146;
                    vcc_m8 t148 = ~t146;
                    vcc_m8 t149 = t7 & t148;
                    vcc_v8_int t150 = vcc_splat(vcc_v8_int, t90 == lim);
                    vcc_m8 t151 = (vcc_m8)(t150 != (vcc_v8_int){0});
                    vcc_m8 t152 = t147 & t151;
                    vcc_m8 t153 = ~t151;
                    vcc_m8 t32 = t147 & t153;
                    if (vcc_any(t32)) {
                        vcc_v8_float t154 = vcc_gather_masked(vcc_v8_float, w, t8, t32);
                        t27 = t9 + t154;
                        vcc_v8_double t155 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                        vcc_v8_double t156 = t10 * t155;
                        vcc_v8_double t157 = __builtin_convertvector(t154, vcc_v8_double);
                        t28 = t156 + t157;
                        vcc_v8_ulong t158 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                        vcc_v8_ulong t159 = t11 * t158;
                        vcc_v8_ulong t160 = __builtin_convertvector(t8, vcc_v8_ulong);
                        t29 = t159 + t160;
                        vcc_v8_int t161 = __builtin_convertvector(__builtin_convertvector(t12, vcc_v8_ushort), vcc_v8_int);
                        vcc_v8_uint t162 = (vcc_v8_uint)t161;
                        vcc_v8_uint t163 = (vcc_v8_uint)t8;
                        vcc_v8_uint t164 = t162 + t163;
                        vcc_v8_int t165 = (vcc_v8_int)t164;
                        t30 = __builtin_convertvector(__builtin_convertvector(t165, vcc_v8_short), vcc_v8_uchar);
                        t31 = vcc_gather_masked(vcc_v8_int, next, t8, t32);
                        t166 = t90 + 1;
                    } else {
                        t27 = (vcc_v8_float){0};
                        t28 = (vcc_v8_double){0};
                        t29 = (vcc_v8_ulong){0};
                        t30 = (vcc_v8_uchar){0};
                        t31 = (vcc_v8_int){0};
                        t166 = 0;
                        t32 = (vcc_m8){0};
                    }
                    t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t9, t91);
                    t34 = vcc_select(vcc_v8_long, __builtin_convertvector(t7, vcc_v8_long), t10, t92);
                    t35 = vcc_select(vcc_v8_long, __builtin_convertvector(t7, vcc_v8_long), t11, t93);
                    t36 = vcc_select(vcc_v8_schar, __builtin_convertvector(t7, vcc_v8_schar), t12, t94);
                    vcc_v8_int t167 = (vcc_v8_int){t90, t90, t90, t90, t90, t90, t90, t90};
                    t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t7, t167, t95);
                    t38 = t96 | t149;
                    t39 = t97 | t152;
                    if (vcc_any(t32)) {
                        t182 = t32;
                        t183 = t31;
                        t184 = t27;
                        t185 = t28;
                        t186 = t29;
                        t187 = t30;
                        t188 = t166;
                        t189 = 1;
                        t40 = t99;
                    } else {
                        vcc_v8_float t168 = __builtin_convertvector(t34, vcc_v8_float);
                        vcc_v8_float t169 = t33 + t168;
                        vcc_v8_ulong t170 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                        vcc_v8_ulong t171 = t35 & t170;
                        vcc_v8_float t172 = __builtin_convertvector(t171, vcc_v8_float);
                        vcc_v8_float t173 = t169 + t172;
                        vcc_v8_float t174 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t36, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                        vcc_v8_float t175 = t173 + t174;
                        vcc_v8_float t176 = __builtin_convertvector(t37, vcc_v8_float);
                        vcc_v8_float t177 = t175 + t176;
                        vcc_v8_float t178 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t177, (vcc_v8_float){0});
                        vcc_v8_float t179 = -t33;
                        vcc_v8_float t180 = __builtin_convertvector(t37, vcc_v8_float);
                        vcc_v8_float t181 = t179 - t180;
                        t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t181, t178);
                        t182 = t7;
                        t183 = t8;
                        t184 = t9;
                        t185 = t10;
                        t186 = t11;
                        t187 = t12;
                        t188 = t90;
                        t33 = t91;
                        t34 = t92;
                        t35 = t93;
                        t36 = t94;
                        t37 = t95;
                        t38 = t96;
                        t39 = t97;
                        t189 = 0;
                    }
                } else {
                    t182 = t7;
                    t183 = t8;
                    t184 = t9;
                    t185 = t10;
                    t186 = t11;
                    t187 = t12;
                    t188 = t90;
                    t33 = t91;
                    t34 = t92;
                    t35 = t93;
                    t36 = t94;
                    t37 = t95;
                    t38 = t96;
                    t39 = t97;
                    t189 = 0;
                    t40 = t99;
                }
                if (!(t144 | t189)) {
                    vcc_store(t68, t26);
                    vcc_store(t79, t40);
                    t61 += 16L;
                    if (t61 < t65) {
                        break;
                    }
                    t69 = (int)t65;
                    goto L229;
                }
                t1 = t137;
                t2 = t138;
                t3 = t139;
                t4 = t140;
                t5 = t141;
                t6 = t142;
                t80 = t143;
                t81 = t19;
                t82 = t20;
                t83 = t21;
                t84 = t22;
                t85 = t23;
                t86 = t24;
                t87 = t25;
                t88 = t144;
                t89 = t26;
                t7 = t182;
                t8 = t183;
                t9 = t184;
                t10 = t185;
                t11 = t186;
                t12 = t187;
                t90 = t188;
                t91 = t33;
                t92 = t34;
                t93 = t35;
                t94 = t36;
                t95 = t37;
                t96 = t38;
                t97 = t39;
                t98 = t189;
                t99 = t40;
            }
        }
    } else {
        t69 = 0;
    }
L229:
    t70 = (long)n + (long)t69 * -1L;
    t71 = (unsigned long)res;
    t72 = (unsigned long)start;
    if ((t70 >= 8L) & (((t71 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t69 * 4L))) | ((t72 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t69 * 4L))))) {
        long t73 = t70 & -8L;
        long t41 = 0L;
        for (;;) {
            long t74 = (long)(int)((long)t69 + t41);
            float *t75 = res + t74;
            vcc_v8_int t43 = vcc_load(vcc_v8_int, start + t74);
            vcc_m8 t42 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            vcc_v8_float t44 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_v8_double t45 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            vcc_v8_ulong t46 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            vcc_v8_uchar t47 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            int t190 = 0;
            vcc_v8_float t54 = (vcc_v8_float){0};
            vcc_v8_double t55 = (vcc_v8_double){0};
            vcc_v8_ulong t56 = (vcc_v8_ulong){0};
            vcc_v8_uchar t57 = (vcc_v8_uchar){0};
            vcc_v8_int t58 = (vcc_v8_int){0};
            vcc_m8 t59 = (vcc_m8){0};
            vcc_m8 t60 = (vcc_m8){0};
            for (;;) {
                vcc_v8_int t191 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                vcc_m8 t192 = (vcc_m8)(t43 != t191);
                vcc_m8 t193 = t42 & t192;
                vcc_m8 t194 = ~t192;
                vcc_m8 t195 = t42 & t194;
                vcc_v8_int t196 = vcc_splat(vcc_v8_int, t190 == lim);
                vcc_m8 t197 = (vcc_m8)(t196 != (vcc_v8_int){0});
                vcc_m8 t198 = t193 & t197;
                vcc_m8 t199 = ~t197;
                vcc_m8 t53 = t193 & t199;
                if (vcc_any(t53)) {
                    vcc_v8_float t200 = vcc_gather_masked(vcc_v8_float, w, t43, t53);
                    t48 = t44 + t200;
                    vcc_v8_double t201 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    vcc_v8_double t202 = t45 * t201;
                    vcc_v8_double t203 = __builtin_convertvector(t200, vcc_v8_double);
                    t49 = t202 + t203;
                    vcc_v8_ulong t204 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    vcc_v8_ulong t205 = t46 * t204;
                    vcc_v8_ulong t206 = __builtin_convertvector(t43, vcc_v8_ulong);
                    t50 = t205 + t206;
                    vcc_v8_int t207 = __builtin_convertvector(__builtin_convertvector(t47, vcc_v8_ushort), vcc_v8_int);
                    vcc_v8_uint t208 = (vcc_v8_uint)t207;
                    vcc_v8_uint t209 = (vcc_v8_uint)t43;
                    vcc_v8_uint t210 = t208 + t209;
                    vcc_v8_int t211 = (vcc_v8_int)t210;
                    t51 = __builtin_convertvector(__builtin_convertvector(t211, vcc_v8_short), vcc_v8_uchar);
                    t52 = vcc_gather_masked(vcc_v8_int, next, t43, t53);
                    t212 = t190 + 1;
                } else {
                    t48 = (vcc_v8_float){0};
                    t49 = (vcc_v8_double){0};
                    t50 = (vcc_v8_ulong){0};
                    t51 = (vcc_v8_uchar){0};
                    t52 = (vcc_v8_int){0};
                    t212 = 0;
                    t53 = (vcc_m8){0};
                }
                t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t44, t54);
                t55 = vcc_select(vcc_v8_long, __builtin_convertvector(t42, vcc_v8_long), t45, t55);
                t56 = vcc_select(vcc_v8_long, __builtin_convertvector(t42, vcc_v8_long), t46, t56);
                t57 = vcc_select(vcc_v8_schar, __builtin_convertvector(t42, vcc_v8_schar), t47, t57);
                vcc_v8_int t213 = (vcc_v8_int){t190, t190, t190, t190, t190, t190, t190, t190};
                t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, t213, t58);
                t59 = t59 | t195;
                t60 = t60 | t198;
                if (!vcc_any(t53)) {
                    vcc_v8_float t214 = __builtin_convertvector(t55, vcc_v8_float);
                    vcc_v8_float t215 = t54 + t214;
                    vcc_v8_ulong t216 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    vcc_v8_ulong t217 = t56 & t216;
                    vcc_v8_float t218 = __builtin_convertvector(t217, vcc_v8_float);
                    vcc_v8_float t219 = t215 + t218;
                    vcc_v8_float t220 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t57, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                    vcc_v8_float t221 = t219 + t220;
                    vcc_v8_float t222 = __builtin_convertvector(t58, vcc_v8_float);
                    vcc_v8_float t223 = t221 + t222;
                    vcc_v8_float t224 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t223, (vcc_v8_float){0});
                    vcc_v8_float t225 = -t54;
                    vcc_v8_float t226 = __builtin_convertvector(t58, vcc_v8_float);
                    vcc_v8_float t227 = t225 - t226;
                    vcc_v8_float t228 = vcc_select(vcc_v8_int, (vcc_v8_int)t60, t227, t224);
                    vcc_store(t75, t228);
                    t41 += 8L;
                    if (t41 < t73) {
                        break;
                    }
                    i = (int)((long)t69 + t73);
                    goto L230;
                }
                t42 = t53;
                t43 = t52;
                t44 = t48;
                t45 = t49;
                t46 = t50;
                t47 = t51;
                t190 = t212;
            }
        }
    } else {
        i = t69;
    }
L230:
    for (; i < n; i++) {
        long t76 = (long)i;
        int t77 = start[t76];
        res[t76] = walk(next, w, t77, lim);
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
