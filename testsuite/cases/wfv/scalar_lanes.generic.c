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
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_int t3;
    int t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_m8 t7;
    vcc_v8_int t8;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = k;
    t4 = 0;
    t3 = (vcc_v8_int){0};
    for (;;) {
        t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t6 = (vcc_m8)(t2 != t5);
        t7 = t1 & t6;
        t2 = vcc_gather_masked(vcc_v8_int, next, t2, t7);
        t8 = (vcc_v8_int){t4, t4, t4, t4, t4, t4, t4, t4};
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
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_double t3;
    vcc_v8_ulong t4;
    vcc_v8_uchar t5;
    vcc_v8_float t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_v8_double t13;
    vcc_v8_ulong t14;
    vcc_v8_uchar t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    int t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_m8 t28;
    vcc_m8 t29;
    vcc_v8_float t30;
    vcc_v8_double t31;
    vcc_v8_double t32;
    vcc_v8_double t33;
    vcc_v8_ulong t34;
    vcc_v8_ulong t35;
    vcc_v8_ulong t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    int t42;
    vcc_v8_int t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_ulong t46;
    vcc_v8_ulong t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    t19 = k;
    t20 = 0;
    t12 = (vcc_v8_float){0};
    t13 = (vcc_v8_double){0};
    t14 = (vcc_v8_ulong){0};
    t15 = (vcc_v8_uchar){0};
    t16 = (vcc_v8_int){0};
    t17 = (vcc_m8){0};
    t18 = (vcc_m8){0};
    for (;;) {
        t21 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t22 = (vcc_m8)(t19 != t21);
        t23 = t1 & t22;
        t24 = ~t22;
        t25 = t1 & t24;
        t26 = vcc_splat(vcc_v8_int, t20 == lim);
        t27 = (vcc_m8)(t26 != (vcc_v8_int){0});
        t28 = t23 & t27;
        t29 = ~t27;
        t11 = t23 & t29;
        if (vcc_any(t11)) {
            t30 = vcc_gather_masked(vcc_v8_float, w, t19, t11);
            t6 = t2 + t30;
            t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            t32 = t3 * t31;
            t33 = __builtin_convertvector(t30, vcc_v8_double);
            t7 = t32 + t33;
            t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            t35 = t4 * t34;
            t36 = __builtin_convertvector(t19, vcc_v8_ulong);
            t8 = t35 + t36;
            t37 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            t38 = (vcc_v8_uint)t37;
            t39 = (vcc_v8_uint)t19;
            t40 = t38 + t39;
            t41 = (vcc_v8_int)t40;
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
        t43 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t43, t16);
        t17 = t17 | t25;
        t18 = t18 | t28;
        if (!vcc_any(t11)) {
            t44 = __builtin_convertvector(t13, vcc_v8_float);
            t45 = t12 + t44;
            t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            t47 = t14 & t46;
            t48 = __builtin_convertvector(t47, vcc_v8_float);
            t49 = t45 + t48;
            t50 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t15, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            t51 = t49 + t50;
            t52 = __builtin_convertvector(t16, vcc_v8_float);
            t53 = t51 + t52;
            t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t53, (vcc_v8_float){0});
            t55 = -t12;
            t56 = __builtin_convertvector(t16, vcc_v8_float);
            t57 = t55 - t56;
            t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t57, t54);
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
    vcc_m8 t1;
    vcc_v8_float t2;
    vcc_v8_double t3;
    vcc_v8_ulong t4;
    vcc_v8_uchar t5;
    vcc_v8_float t6;
    vcc_v8_double t7;
    vcc_v8_ulong t8;
    vcc_v8_uchar t9;
    vcc_v8_int t10;
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_v8_double t13;
    vcc_v8_ulong t14;
    vcc_v8_uchar t15;
    vcc_v8_int t16;
    vcc_m8 t17;
    vcc_m8 t18;
    vcc_v8_int t19;
    int t20;
    vcc_v8_int t21;
    vcc_m8 t22;
    vcc_m8 t23;
    vcc_m8 t24;
    vcc_m8 t25;
    vcc_v8_int t26;
    vcc_m8 t27;
    vcc_m8 t28;
    vcc_m8 t29;
    vcc_v8_float t30;
    vcc_v8_double t31;
    vcc_v8_double t32;
    vcc_v8_double t33;
    vcc_v8_ulong t34;
    vcc_v8_ulong t35;
    vcc_v8_ulong t36;
    vcc_v8_int t37;
    vcc_v8_uint t38;
    vcc_v8_uint t39;
    vcc_v8_uint t40;
    vcc_v8_int t41;
    int t42;
    vcc_v8_int t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_ulong t46;
    vcc_v8_ulong t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    t1 = (vcc_m8)(mask != (vcc_v8_float){0});
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t3 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
    t4 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
    t5 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
    t19 = k;
    t20 = 0;
    t12 = (vcc_v8_float){0};
    t13 = (vcc_v8_double){0};
    t14 = (vcc_v8_ulong){0};
    t15 = (vcc_v8_uchar){0};
    t16 = (vcc_v8_int){0};
    t17 = (vcc_m8){0};
    t18 = (vcc_m8){0};
    for (;;) {
        t21 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t22 = (vcc_m8)(t19 != t21);
        t23 = t1 & t22;
        t24 = ~t22;
        t25 = t1 & t24;
        t26 = vcc_splat(vcc_v8_int, t20 == lim);
        t27 = (vcc_m8)(t26 != (vcc_v8_int){0});
        t28 = t23 & t27;
        t29 = ~t27;
        t11 = t23 & t29;
        if (vcc_any(t11)) {
            t30 = vcc_gather_masked(vcc_v8_float, w, t19, t11);
            t6 = t2 + t30;
            t31 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
            t32 = t3 * t31;
            t33 = __builtin_convertvector(t30, vcc_v8_double);
            t7 = t32 + t33;
            t34 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
            t35 = t4 * t34;
            t36 = __builtin_convertvector(t19, vcc_v8_ulong);
            t8 = t35 + t36;
            t37 = __builtin_convertvector(__builtin_convertvector(t5, vcc_v8_ushort), vcc_v8_int);
            t38 = (vcc_v8_uint)t37;
            t39 = (vcc_v8_uint)t19;
            t40 = t38 + t39;
            t41 = (vcc_v8_int)t40;
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
        t43 = (vcc_v8_int){t20, t20, t20, t20, t20, t20, t20, t20};
        t16 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t43, t16);
        t17 = t17 | t25;
        t18 = t18 | t28;
        if (!vcc_any(t11)) {
            t44 = __builtin_convertvector(t13, vcc_v8_float);
            t45 = t12 + t44;
            t46 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
            t47 = t14 & t46;
            t48 = __builtin_convertvector(t47, vcc_v8_float);
            t49 = t45 + t48;
            t50 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t15, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
            t51 = t49 + t50;
            t52 = __builtin_convertvector(t16, vcc_v8_float);
            t53 = t51 + t52;
            t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t17, t53, (vcc_v8_float){0});
            t55 = -t12;
            t56 = __builtin_convertvector(t16, vcc_v8_float);
            t57 = t55 - t56;
            t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t57, t54);
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
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_m8 t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    int t6;
    vcc_v8_int t7;
    vcc_m8 t8;
    vcc_m8 t9;
    vcc_v8_int t10;
    vcc_v8_int t11;
    int t12;
    vcc_v8_int t13;
    t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
    t5 = k;
    t6 = 0;
    t4 = (vcc_v8_int){0};
    for (;;) {
        t7 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t8 = (vcc_m8)(t5 != t7);
        t9 = t1 & t8;
        if (vcc_any(t9)) {
            if (vcc_all(t9)) {
                t3 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                t10 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
                vcc_scatter(out, t5, t10);
                t2 = vcc_gather(vcc_v8_int, next, t5);
                t12 = t6 + 1;
            } else {
                t11 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
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
        t13 = (vcc_v8_int){t6, t6, t6, t6, t6, t6, t6, t6};
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
    vcc_m8 t1;
    vcc_v8_int t2;
    vcc_v8_float t3;
    vcc_v8_double t4;
    vcc_v8_ulong t5;
    vcc_v8_uchar t6;
    vcc_v8_float t7;
    vcc_v8_double t8;
    vcc_v8_ulong t9;
    vcc_v8_uchar t10;
    vcc_v8_int t11;
    vcc_m8 t12;
    vcc_v8_float t13;
    vcc_v8_double t14;
    vcc_v8_ulong t15;
    vcc_v8_uchar t16;
    vcc_v8_int t17;
    vcc_m8 t18;
    vcc_m8 t19;
    long t20;
    vcc_m8 t21;
    vcc_v8_int t22;
    vcc_v8_float t23;
    vcc_v8_double t24;
    vcc_v8_ulong t25;
    vcc_v8_uchar t26;
    vcc_v8_float t27;
    vcc_v8_double t28;
    vcc_v8_ulong t29;
    vcc_v8_uchar t30;
    vcc_v8_int t31;
    vcc_m8 t32;
    vcc_v8_float t33;
    vcc_v8_double t34;
    vcc_v8_ulong t35;
    vcc_v8_uchar t36;
    vcc_v8_int t37;
    vcc_m8 t38;
    vcc_m8 t39;
    long t40;
    vcc_m8 t41;
    vcc_v8_int t42;
    vcc_v8_float t43;
    vcc_v8_double t44;
    vcc_v8_ulong t45;
    vcc_v8_uchar t46;
    vcc_v8_float t47;
    vcc_v8_double t48;
    vcc_v8_ulong t49;
    vcc_v8_uchar t50;
    vcc_v8_int t51;
    vcc_m8 t52;
    vcc_v8_float t53;
    vcc_v8_double t54;
    vcc_v8_ulong t55;
    vcc_v8_uchar t56;
    vcc_v8_int t57;
    vcc_m8 t58;
    vcc_m8 t59;
    long t60;
    unsigned long t61;
    unsigned long t62;
    long t63;
    long t64;
    long t65;
    float *t66;
    int t67;
    long t68;
    unsigned long t69;
    unsigned long t70;
    long t71;
    long t72;
    float *t73;
    int i;
    long t74;
    int t75;
    long t76;
    float *t77;
    int t78;
    vcc_v8_int t79;
    vcc_m8 t80;
    vcc_m8 t81;
    vcc_m8 t82;
    vcc_m8 t83;
    vcc_v8_int t84;
    vcc_m8 t85;
    vcc_m8 t86;
    vcc_m8 t87;
    vcc_v8_float t88;
    vcc_v8_double t89;
    vcc_v8_double t90;
    vcc_v8_double t91;
    vcc_v8_ulong t92;
    vcc_v8_ulong t93;
    vcc_v8_ulong t94;
    vcc_v8_int t95;
    vcc_v8_uint t96;
    vcc_v8_uint t97;
    vcc_v8_uint t98;
    vcc_v8_int t99;
    int t100;
    vcc_v8_int t101;
    vcc_v8_float t102;
    vcc_v8_float t103;
    vcc_v8_ulong t104;
    vcc_v8_ulong t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    vcc_v8_float t108;
    vcc_v8_float t109;
    vcc_v8_float t110;
    vcc_v8_float t111;
    vcc_v8_float t112;
    vcc_v8_float t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_float t116;
    int t117;
    vcc_v8_int t118;
    vcc_m8 t119;
    vcc_m8 t120;
    vcc_m8 t121;
    vcc_m8 t122;
    vcc_v8_int t123;
    vcc_m8 t124;
    vcc_m8 t125;
    vcc_m8 t126;
    vcc_v8_float t127;
    vcc_v8_double t128;
    vcc_v8_double t129;
    vcc_v8_double t130;
    vcc_v8_ulong t131;
    vcc_v8_ulong t132;
    vcc_v8_ulong t133;
    vcc_v8_int t134;
    vcc_v8_uint t135;
    vcc_v8_uint t136;
    vcc_v8_uint t137;
    vcc_v8_int t138;
    int t139;
    vcc_v8_int t140;
    vcc_v8_float t141;
    vcc_v8_float t142;
    vcc_v8_ulong t143;
    vcc_v8_ulong t144;
    vcc_v8_float t145;
    vcc_v8_float t146;
    vcc_v8_float t147;
    vcc_v8_float t148;
    vcc_v8_float t149;
    vcc_v8_float t150;
    vcc_v8_float t151;
    vcc_v8_float t152;
    vcc_v8_float t153;
    vcc_v8_float t154;
    vcc_v8_float t155;
    int t156;
    vcc_v8_int t157;
    vcc_m8 t158;
    vcc_m8 t159;
    vcc_m8 t160;
    vcc_m8 t161;
    vcc_v8_int t162;
    vcc_m8 t163;
    vcc_m8 t164;
    vcc_m8 t165;
    vcc_v8_float t166;
    vcc_v8_double t167;
    vcc_v8_double t168;
    vcc_v8_double t169;
    vcc_v8_ulong t170;
    vcc_v8_ulong t171;
    vcc_v8_ulong t172;
    vcc_v8_int t173;
    vcc_v8_uint t174;
    vcc_v8_uint t175;
    vcc_v8_uint t176;
    vcc_v8_int t177;
    int t178;
    vcc_v8_int t179;
    vcc_v8_float t180;
    vcc_v8_float t181;
    vcc_v8_ulong t182;
    vcc_v8_ulong t183;
    vcc_v8_float t184;
    vcc_v8_float t185;
    vcc_v8_float t186;
    vcc_v8_float t187;
    vcc_v8_float t188;
    vcc_v8_float t189;
    vcc_v8_float t190;
    vcc_v8_float t191;
    vcc_v8_float t192;
    vcc_v8_float t193;
    vcc_v8_float t194;
    t60 = (long)n;
    t61 = (unsigned long)res;
    t62 = (unsigned long)start;
    if ((t60 >= 16L) & (((t61 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= (t62 + 0UL)) | ((t62 + (unsigned long)(4L + (t60 - 1L) * 4L)) <= (t61 + 0UL)))) {
        t63 = t60 & -16L;
        t40 = 0L;
    L195:
        for (;;) {
            t64 = t40 + 8L;
            t65 = (long)(int)(0L + t40);
            t66 = res + t65;
            t2 = vcc_load(vcc_v8_int, start + t65);
            t1 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t4 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            t5 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            t6 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            t78 = 0;
            t13 = (vcc_v8_float){0};
            t14 = (vcc_v8_double){0};
            t15 = (vcc_v8_ulong){0};
            t16 = (vcc_v8_uchar){0};
            t17 = (vcc_v8_int){0};
            t18 = (vcc_m8){0};
            t19 = (vcc_m8){0};
            for (;;) {
                t79 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t80 = (vcc_m8)(t2 != t79);
                t81 = t1 & t80;
                t82 = ~t80;
                t83 = t1 & t82;
                t84 = vcc_splat(vcc_v8_int, t78 == lim);
                t85 = (vcc_m8)(t84 != (vcc_v8_int){0});
                t86 = t81 & t85;
                t87 = ~t85;
                t12 = t81 & t87;
                if (vcc_any(t12)) {
                    t88 = vcc_gather_masked(vcc_v8_float, w, t2, t12);
                    t7 = t3 + t88;
                    t89 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    t90 = t4 * t89;
                    t91 = __builtin_convertvector(t88, vcc_v8_double);
                    t8 = t90 + t91;
                    t92 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    t93 = t5 * t92;
                    t94 = __builtin_convertvector(t2, vcc_v8_ulong);
                    t9 = t93 + t94;
                    t95 = __builtin_convertvector(__builtin_convertvector(t6, vcc_v8_ushort), vcc_v8_int);
                    t96 = (vcc_v8_uint)t95;
                    t97 = (vcc_v8_uint)t2;
                    t98 = t96 + t97;
                    t99 = (vcc_v8_int)t98;
                    t10 = __builtin_convertvector(__builtin_convertvector(t99, vcc_v8_short), vcc_v8_uchar);
                    t11 = vcc_gather_masked(vcc_v8_int, next, t2, t12);
                    t100 = t78 + 1;
                } else {
                    t7 = (vcc_v8_float){0};
                    t8 = (vcc_v8_double){0};
                    t9 = (vcc_v8_ulong){0};
                    t10 = (vcc_v8_uchar){0};
                    t11 = (vcc_v8_int){0};
                    t100 = 0;
                    t12 = (vcc_m8){0};
                }
                t13 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t3, t13);
                t14 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t4, t14);
                t15 = vcc_select(vcc_v8_long, __builtin_convertvector(t1, vcc_v8_long), t5, t15);
                t16 = vcc_select(vcc_v8_schar, __builtin_convertvector(t1, vcc_v8_schar), t6, t16);
                t101 = (vcc_v8_int){t78, t78, t78, t78, t78, t78, t78, t78};
                t17 = vcc_select(vcc_v8_int, (vcc_v8_int)t1, t101, t17);
                t18 = t18 | t83;
                t19 = t19 | t86;
                if (vcc_any(t12)) {
                    t1 = t12;
                    t2 = t11;
                    t3 = t7;
                    t4 = t8;
                    t5 = t9;
                    t6 = t10;
                    t78 = t100;
                } else {
                    t102 = __builtin_convertvector(t14, vcc_v8_float);
                    t103 = t13 + t102;
                    t104 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    t105 = t15 & t104;
                    t106 = __builtin_convertvector(t105, vcc_v8_float);
                    t107 = t103 + t106;
                    t108 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t16, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                    t109 = t107 + t108;
                    t110 = __builtin_convertvector(t17, vcc_v8_float);
                    t111 = t109 + t110;
                    t112 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t111, (vcc_v8_float){0});
                    t113 = -t13;
                    t114 = __builtin_convertvector(t17, vcc_v8_float);
                    t115 = t113 - t114;
                    t116 = vcc_select(vcc_v8_int, (vcc_v8_int)t19, t115, t112);
                    vcc_store(t66, t116);
                    t76 = (long)(int)(0L + t64);
                    t77 = res + t76;
                    t42 = vcc_load(vcc_v8_int, start + t76);
                    t41 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
                    t43 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    t44 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
                    t45 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
                    t46 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
                    t156 = 0;
                    t53 = (vcc_v8_float){0};
                    t54 = (vcc_v8_double){0};
                    t55 = (vcc_v8_ulong){0};
                    t56 = (vcc_v8_uchar){0};
                    t57 = (vcc_v8_int){0};
                    t58 = (vcc_m8){0};
                    t59 = (vcc_m8){0};
                    for (;;) {
                        t157 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                        t158 = (vcc_m8)(t42 != t157);
                        t159 = t41 & t158;
                        t160 = ~t158;
                        t161 = t41 & t160;
                        t162 = vcc_splat(vcc_v8_int, t156 == lim);
                        t163 = (vcc_m8)(t162 != (vcc_v8_int){0});
                        t164 = t159 & t163;
                        t165 = ~t163;
                        t52 = t159 & t165;
                        if (vcc_any(t52)) {
                            t166 = vcc_gather_masked(vcc_v8_float, w, t42, t52);
                            t47 = t43 + t166;
                            t167 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                            t168 = t44 * t167;
                            t169 = __builtin_convertvector(t166, vcc_v8_double);
                            t48 = t168 + t169;
                            t170 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                            t171 = t45 * t170;
                            t172 = __builtin_convertvector(t42, vcc_v8_ulong);
                            t49 = t171 + t172;
                            t173 = __builtin_convertvector(__builtin_convertvector(t46, vcc_v8_ushort), vcc_v8_int);
                            t174 = (vcc_v8_uint)t173;
                            t175 = (vcc_v8_uint)t42;
                            t176 = t174 + t175;
                            t177 = (vcc_v8_int)t176;
                            t50 = __builtin_convertvector(__builtin_convertvector(t177, vcc_v8_short), vcc_v8_uchar);
                            t51 = vcc_gather_masked(vcc_v8_int, next, t42, t52);
                            t178 = t156 + 1;
                        } else {
                            t47 = (vcc_v8_float){0};
                            t48 = (vcc_v8_double){0};
                            t49 = (vcc_v8_ulong){0};
                            t50 = (vcc_v8_uchar){0};
                            t51 = (vcc_v8_int){0};
                            t178 = 0;
                            t52 = (vcc_m8){0};
                        }
                        t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t43, t53);
                        t54 = vcc_select(vcc_v8_long, __builtin_convertvector(t41, vcc_v8_long), t44, t54);
                        t55 = vcc_select(vcc_v8_long, __builtin_convertvector(t41, vcc_v8_long), t45, t55);
                        t56 = vcc_select(vcc_v8_schar, __builtin_convertvector(t41, vcc_v8_schar), t46, t56);
                        t179 = (vcc_v8_int){t156, t156, t156, t156, t156, t156, t156, t156};
                        t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t179, t57);
                        t58 = t58 | t161;
                        t59 = t59 | t164;
                        if (!vcc_any(t52)) {
                            t180 = __builtin_convertvector(t54, vcc_v8_float);
                            t181 = t53 + t180;
                            t182 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                            t183 = t55 & t182;
                            t184 = __builtin_convertvector(t183, vcc_v8_float);
                            t185 = t181 + t184;
                            t186 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t56, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                            t187 = t185 + t186;
                            t188 = __builtin_convertvector(t57, vcc_v8_float);
                            t189 = t187 + t188;
                            t190 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, t189, (vcc_v8_float){0});
                            t191 = -t53;
                            t192 = __builtin_convertvector(t57, vcc_v8_float);
                            t193 = t191 - t192;
                            t194 = vcc_select(vcc_v8_int, (vcc_v8_int)t59, t193, t190);
                            vcc_store(t77, t194);
                            t40 += 16L;
                            if (t40 < t63) {
                                goto L195;
                            }
                            t67 = (int)(0L + t63);
                            goto L196;
                        }
                        t41 = t52;
                        t42 = t51;
                        t43 = t47;
                        t44 = t48;
                        t45 = t49;
                        t46 = t50;
                        t156 = t178;
                    }
                }
            }
        }
    } else {
        t67 = 0;
    }
L196:
    t68 = (long)n + (long)t67 * -1L;
    t69 = (unsigned long)res;
    t70 = (unsigned long)start;
    if ((t68 >= 8L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))))) {
        t71 = t68 & -8L;
        t20 = 0L;
        for (;;) {
            t72 = (long)(int)((long)t67 + t20);
            t73 = res + t72;
            t22 = vcc_load(vcc_v8_int, start + t72);
            t21 = (vcc_m8)((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1} != (vcc_v8_int){0});
            t23 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t24 = (vcc_v8_double){1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
            t25 = (vcc_v8_ulong){7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL, 7UL};
            t26 = vcc_splat(vcc_v8_uchar, (unsigned char)0);
            t117 = 0;
            t33 = (vcc_v8_float){0};
            t34 = (vcc_v8_double){0};
            t35 = (vcc_v8_ulong){0};
            t36 = (vcc_v8_uchar){0};
            t37 = (vcc_v8_int){0};
            t38 = (vcc_m8){0};
            t39 = (vcc_m8){0};
            for (;;) {
                t118 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
                t119 = (vcc_m8)(t22 != t118);
                t120 = t21 & t119;
                t121 = ~t119;
                t122 = t21 & t121;
                t123 = vcc_splat(vcc_v8_int, t117 == lim);
                t124 = (vcc_m8)(t123 != (vcc_v8_int){0});
                t125 = t120 & t124;
                t126 = ~t124;
                t32 = t120 & t126;
                if (vcc_any(t32)) {
                    t127 = vcc_gather_masked(vcc_v8_float, w, t22, t32);
                    t27 = t23 + t127;
                    t128 = (vcc_v8_double){0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5};
                    t129 = t24 * t128;
                    t130 = __builtin_convertvector(t127, vcc_v8_double);
                    t28 = t129 + t130;
                    t131 = (vcc_v8_ulong){31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL, 31UL};
                    t132 = t25 * t131;
                    t133 = __builtin_convertvector(t22, vcc_v8_ulong);
                    t29 = t132 + t133;
                    t134 = __builtin_convertvector(__builtin_convertvector(t26, vcc_v8_ushort), vcc_v8_int);
                    t135 = (vcc_v8_uint)t134;
                    t136 = (vcc_v8_uint)t22;
                    t137 = t135 + t136;
                    t138 = (vcc_v8_int)t137;
                    t30 = __builtin_convertvector(__builtin_convertvector(t138, vcc_v8_short), vcc_v8_uchar);
                    t31 = vcc_gather_masked(vcc_v8_int, next, t22, t32);
                    t139 = t117 + 1;
                } else {
                    t27 = (vcc_v8_float){0};
                    t28 = (vcc_v8_double){0};
                    t29 = (vcc_v8_ulong){0};
                    t30 = (vcc_v8_uchar){0};
                    t31 = (vcc_v8_int){0};
                    t139 = 0;
                    t32 = (vcc_m8){0};
                }
                t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t23, t33);
                t34 = vcc_select(vcc_v8_long, __builtin_convertvector(t21, vcc_v8_long), t24, t34);
                t35 = vcc_select(vcc_v8_long, __builtin_convertvector(t21, vcc_v8_long), t25, t35);
                t36 = vcc_select(vcc_v8_schar, __builtin_convertvector(t21, vcc_v8_schar), t26, t36);
                t140 = (vcc_v8_int){t117, t117, t117, t117, t117, t117, t117, t117};
                t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t140, t37);
                t38 = t38 | t122;
                t39 = t39 | t125;
                if (!vcc_any(t32)) {
                    t141 = __builtin_convertvector(t34, vcc_v8_float);
                    t142 = t33 + t141;
                    t143 = (vcc_v8_ulong){1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL, 1023UL};
                    t144 = t35 & t143;
                    t145 = __builtin_convertvector(t144, vcc_v8_float);
                    t146 = t142 + t145;
                    t147 = __builtin_convertvector(__builtin_convertvector(__builtin_convertvector(t36, vcc_v8_ushort), vcc_v8_int), vcc_v8_float);
                    t148 = t146 + t147;
                    t149 = __builtin_convertvector(t37, vcc_v8_float);
                    t150 = t148 + t149;
                    t151 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, t150, (vcc_v8_float){0});
                    t152 = -t33;
                    t153 = __builtin_convertvector(t37, vcc_v8_float);
                    t154 = t152 - t153;
                    t155 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t154, t151);
                    vcc_store(t73, t155);
                    t20 += 8L;
                    if (t20 < t71) {
                        break;
                    }
                    i = (int)((long)t67 + t71);
                    goto L197;
                }
                t21 = t32;
                t22 = t31;
                t23 = t27;
                t24 = t28;
                t25 = t29;
                t26 = t30;
                t117 = t139;
            }
        }
    } else {
        i = t67;
    }
L197:
    for (; i < n; i++) {
        t74 = (long)i;
        t75 = start[t74];
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
