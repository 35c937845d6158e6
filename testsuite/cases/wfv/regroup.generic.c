/* vcc: vector types and helpers */
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef double vcc_v4_double __attribute__((vector_size(32)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_series(vcc_v8_float x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4vv_blend2(vcc_v4_double x, vcc_v4_double y);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mix(vcc_v8_int a, vcc_v8_int b, int steps);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uvu_poly(const float *coef, vcc_v8_float x, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vuu_tally(vcc_v8_float x, int *hits, int n);
#pragma GCC diagnostic pop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_cheap(vcc_v8_float x);
#pragma GCC diagnostic pop
/* Instance restructuring (the seed's 2.2.3): a vector loop of UF parts calls a variant once per
   part; where the function branches on a varying condition of its parameters with costly arms,
   the loop sorts the UF*VF instances by that condition before the calls (the ones where it
   holds first) and their results back after, so that all vectors but one run one arm.
   Every instance must still get its own arguments and its own result: the inputs below mix
   both sides at random, put whole stretches on one side, include NaN and infinities, and the
   counts leave remainders. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 7 */

/* Both arms run a loop of a uniform count: a series for small x, a continued fraction for
   large x (NaN goes to the continued fraction, as `x < 1` is false for it). */
/* #pragma omp declare simd uniform(n) notinbranch */
float series(float x, int n) {
    float r;
    if (x < 1.0f) {
        float term = x, s = x;
        for (int k = 1; k < n; k++) {
            term = term * x / (float)(2 * k + 1);
            s += term;
        }
        r = s;
    } else {
        float f = x;
        for (int k = n; k > 0; k--)
            f = x + (float)k / f;
        r = 1.0f / f;
    }
    return r;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vu_series(vcc_v8_float x, int n) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_m8 t7;
    int t8;
    int t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    int t14;
    int t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    vcc_v8_float t19;
    vcc_v8_float t20;
    t6 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t7 = (vcc_m8)(x < t6);
    t3 = ~t7;
    t8 = vcc_any(t3);
    t10 = x;
    for (t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if (vcc_any(t3)) {
            t11 = vcc_splat(vcc_v8_float, (float)t9);
            t12 = t11 / t10;
            t1 = x + t12;
        } else {
            t1 = (vcc_v8_float){0};
        }
    }
    if (vcc_any(t3)) {
        t13 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t2 = t13 / t10;
    } else {
        t2 = (vcc_v8_float){0};
        t3 = (vcc_m8){0};
    }
    t14 = vcc_any(t7);
    t16 = x;
    t17 = x;
    for (t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if (vcc_any(t7)) {
            t19 = t17 * x;
            t20 = vcc_splat(vcc_v8_float, (float)(2 * t15 + 1));
            t4 = t19 / t20;
            t5 = t16 + t4;
        } else {
            t4 = (vcc_v8_float){0};
            t5 = (vcc_v8_float){0};
        }
    }
    t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t16);
    return t18;
}
#pragma GCC diagnostic pop

/* A condition computed from both arguments, a constant and a conversion; double lanes. */
/* #pragma omp declare simd notinbranch */
double blend2(double x, double y) {
    double acc = 0.0;
    if ((double)(int)(x * 4.0) + 0.5 > y) {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.5 + x * k;
    } else {
        for (int k = 0; k < 40; k++)
            acc = acc * 0.25 - y / (k + 1);
    }
    return acc;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v4_double _ZGVdN4vv_blend2(vcc_v4_double x, vcc_v4_double y) {
    vcc_v4_double t1;
    vcc_v4_double t2;
    int t3;
    vcc_v4_double t4;
    vcc_v4_double t5;
    vcc_v4_double t6;
    vcc_v4_int t7;
    vcc_v4_double t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_m4 t11;
    vcc_m4 t12;
    int t13;
    int t14;
    int t15;
    vcc_v4_double t16;
    vcc_v4_double t17;
    vcc_v4_double t18;
    vcc_v4_double t19;
    int t20;
    vcc_v4_double t21;
    vcc_v4_double t22;
    vcc_v4_double t23;
    vcc_v4_double t24;
    vcc_v4_double t25;
    t5 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
    t6 = x * t5;
    t7 = __builtin_convertvector(t6, vcc_v4_int);
    t8 = __builtin_convertvector(t7, vcc_v4_double);
    t9 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
    t10 = t8 + t9;
    t11 = __builtin_convertvector(t10 > y, vcc_m4);
    t12 = ~t11;
    t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
    t13 = vcc_any(t12);
    for (t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if (vcc_any(t12)) {
            t16 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            t17 = t1 * t16;
            t3 = t14 + 1;
            t18 = vcc_splat(vcc_v4_double, (double)t3);
            t19 = y / t18;
            t4 = t17 - t19;
        } else {
            t3 = 0;
            t4 = (vcc_v4_double){0};
        }
    }
    t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
    t15 = vcc_any(t11);
    t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        t21 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        t22 = t2 * t21;
        t23 = vcc_splat(vcc_v4_double, (double)t20);
        t24 = x * t23;
        t2 = t22 + t24;
        t20++;
    }
    t25 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), t2, t1);
    return t25;
}
#pragma GCC diagnostic pop

/* Integer lanes; the condition is a bit test under `!`. */
/* #pragma omp declare simd uniform(steps) notinbranch */
unsigned mix(int a, int b, int steps) {
    unsigned h = a;
    if (!((a ^ b) & 1)) {
        for (int k = 0; k < steps; k++)
            h = h * 31 + (b >> (k & 7));
    } else {
        for (int k = 0; k < steps; k++)
            h = (h ^ (b + k)) * 17;
    }
    return h;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_uint _ZGVdN8vvu_mix(vcc_v8_int a, vcc_v8_int b, int steps) {
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_v8_int t3;
    vcc_v8_int t4;
    vcc_v8_int t5;
    vcc_m8 t6;
    vcc_m8 t7;
    int t8;
    int t9;
    vcc_v8_int t10;
    vcc_v8_uint t11;
    vcc_v8_uint t12;
    vcc_v8_uint t13;
    vcc_v8_int t14;
    vcc_v8_uint t15;
    vcc_v8_uint t16;
    vcc_v8_uint t17;
    int t18;
    int t19;
    vcc_v8_uint t20;
    vcc_v8_uint t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_uint t24;
    vcc_v8_uint t25;
    t2 = (vcc_v8_uint)a;
    t3 = a ^ b;
    t4 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    t5 = t3 & t4;
    t6 = (vcc_m8)(t5 != (vcc_v8_int){0});
    t7 = ~t6;
    t8 = vcc_any(t6);
    t9 = 0;
    t1 = t2;
    while (t8 ? t9 < steps : 0) {
        t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        t11 = (vcc_v8_uint)b;
        t12 = (vcc_v8_uint)t10;
        t13 = t11 + t12;
        t14 = (vcc_v8_int)t13;
        t15 = (vcc_v8_uint)t14;
        t16 = t1 ^ t15;
        t17 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        t1 = t16 * t17;
        t9++;
    }
    t18 = vcc_any(t7);
    t19 = 0;
    while (t18 ? t19 < steps : 0) {
        t20 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
        t21 = t2 * t20;
        t22 = vcc_splat(vcc_v8_int, t19 & 7);
        t23 = b >> t22;
        t24 = (vcc_v8_uint)t23;
        t2 = t21 + t24;
        t19++;
    }
    t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t1, t2);
    return t25;
}
#pragma GCC diagnostic pop

/* Reads only through its uniform pointer: regrouped too. */
/* #pragma omp declare simd uniform(coef, n) notinbranch */
float poly(const float *coef, float x, int n) {
    float r = 0.0f;
    if (x >= 0.0f) {
        for (int k = 0; k < n; k++)
            r = r * x + coef[k];
    } else {
        for (int k = n - 1; k >= 0; k--)
            r = r * -x - coef[k];
    }
    return r;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8uvu_poly(const float *coef, vcc_v8_float x, int n) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_m8 t6;
    vcc_m8 t7;
    int t8;
    int t9;
    int t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    int t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t6 = (vcc_m8)(x >= t5);
    t7 = ~t6;
    t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t8 = vcc_any(t7);
    for (t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if (vcc_any(t7)) {
            t11 = -x;
            t12 = t1 * t11;
            t13 = vcc_splat(vcc_v8_float, coef[t9]);
            t3 = t12 - t13;
        } else {
            t3 = (vcc_v8_float){0};
        }
    }
    t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t10 = vcc_any(t6);
    for (t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if (vcc_any(t6)) {
            t16 = t2 * x;
            t17 = vcc_splat(vcc_v8_float, coef[t14]);
            t4 = t16 + t17;
        } else {
            t4 = (vcc_v8_float){0};
        }
    }
    t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t2, t1);
    return t15;
}
#pragma GCC diagnostic pop

/* Writes through its pointer: the order of its instances' stores matters, so never
   regrouped. */
/* #pragma omp declare simd uniform(hits, n) notinbranch */
float tally(float x, int *hits, int n) {
    float r = x;
    if (x > 0.5f) {
        for (int k = 0; k < n; k++)
            r = r * 0.5f + 1.0f;
        hits[0] = (int)(r * 8.0f);
    } else {
        for (int k = 0; k < n; k++)
            r = r * 0.25f - 1.0f;
    }
    return r;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8vuu_tally(vcc_v8_float x, int *hits, int n) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_m8 t4;
    vcc_m8 t5;
    int t6;
    int t7;
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    int t11;
    int t12;
    vcc_v8_float t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    vcc_v8_float t17;
    vcc_v8_int t18;
    vcc_v8_float t19;
    t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    t4 = (vcc_m8)(x > t3);
    t5 = ~t4;
    t6 = vcc_any(t5);
    t7 = 0;
    t1 = x;
    while (t6 ? t7 < n : 0) {
        t8 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        t9 = t1 * t8;
        t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t1 = t9 - t10;
        t7++;
    }
    t11 = vcc_any(t4);
    t12 = 0;
    t2 = x;
    while (t11 ? t12 < n : 0) {
        t13 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        t14 = t2 * t13;
        t15 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t2 = t14 + t15;
        t12++;
    }
    if (vcc_any(t4)) {
        t16 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
        t17 = t2 * t16;
        t18 = __builtin_convertvector(t17, vcc_v8_int);
        vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t18, t4);
    }
    t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t2, t1);
    return t19;
}
#pragma GCC diagnostic pop

/* The arms are cheap: regrouping would not pay. */
/* #pragma omp declare simd notinbranch */
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpsabi"
vcc_v8_float _ZGVdN8v_cheap(vcc_v8_float x) {
    vcc_v8_float t1;
    vcc_m8 t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    t2 = (vcc_m8)(x > t1);
    t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    t4 = x - t3;
    t5 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    t6 = x * t5;
    t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t6, t4);
    return t7;
}
#pragma GCC diagnostic pop

void run_series(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    long t14;
    vcc_v8_float t15;
    vcc_m8 t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    long t22;
    long t23;
    float *t24;
    vcc_v8_float t25;
    long t26;
    float *t27;
    vcc_v8_float t28;
    vcc_m8 t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_m8 t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    int t49;
    int t50;
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
    vcc_v8_float t66;
    vcc_v8_int t67;
    vcc_v8_float t68;
    int t69;
    long t70;
    unsigned long t71;
    unsigned long t72;
    long t73;
    long t74;
    float *t75;
    vcc_v8_float t76;
    int i;
    long t77;
    float t78;
    vcc_v8_float t79;
    vcc_m8 t80;
    int t81;
    int t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    int t87;
    vcc_v8_float t88;
    vcc_m8 t89;
    int t90;
    int t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    int t94;
    vcc_v8_float t95;
    int t96;
    vcc_v8_float t97;
    int t98;
    vcc_v8_float t99;
    vcc_v8_float t100;
    vcc_v8_float t101;
    int t102;
    vcc_v8_float t103;
    vcc_v8_float t104;
    int t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    int t108;
    vcc_v8_float t109;
    int t110;
    vcc_v8_float t111;
    vcc_v8_float t112;
    vcc_m8 t113;
    int t114;
    int t115;
    vcc_v8_float t116;
    vcc_v8_float t117;
    vcc_v8_float t118;
    vcc_v8_float t119;
    int t120;
    int t121;
    vcc_v8_float t122;
    vcc_v8_float t123;
    vcc_v8_float t124;
    vcc_v8_float t125;
    vcc_v8_float t126;
    vcc_v8_float t127;
    vcc_v8_float t128;
    vcc_v8_float t129;
    int t130;
    int t131;
    vcc_v8_float t132;
    vcc_v8_float t133;
    vcc_v8_float t134;
    vcc_v8_float t135;
    vcc_v8_float t136;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t21 + 0UL)) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t20 + 0UL)))) {
        t22 = t19 & -16L;
        t14 = 0L;
        for (;;) {
            t23 = (long)(int)(0L + t14);
            t24 = out + t23;
            t25 = vcc_load(vcc_v8_float, in + t23);
            t26 = (long)(int)(0L + (t14 + 8L));
            t27 = out + t26;
            t28 = vcc_load(vcc_v8_float, in + t26);
            t29 = (vcc_m8)(t25 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t31 = __builtin_shufflevector(t30, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t32 = t30 + t31;
            t33 = __builtin_shufflevector(t32, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t34 = t32 + t33;
            t35 = __builtin_shufflevector(t34, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t36 = t34 + t35;
            t37 = t36 - t30;
            t38 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t37;
            t39 = (vcc_m8)(t28 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t41 = __builtin_shufflevector(t40, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t42 = t40 + t41;
            t43 = __builtin_shufflevector(t42, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t44 = t42 + t43;
            t45 = __builtin_shufflevector(t44, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t46 = t44 + t45;
            t47 = t46 - t40;
            t48 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t47;
            t49 = 0 + vcc_reduce(int, t30, +);
            t50 = t49 + vcc_reduce(int, t40, +);
            t51 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t52 = t51 + t37;
            t53 = vcc_splat(vcc_v8_int, t50 + 0 - 0);
            t54 = t53 + t38;
            t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t52, t54);
            t56 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t57 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t56;
            vcc_scatter(vcc_regroup_perm, t55, t57);
            t58 = (vcc_v8_int){t49, t49, t49, t49, t49, t49, t49, t49};
            t59 = t58 + t47;
            t60 = vcc_splat(vcc_v8_int, t50 + 8 - t49);
            t61 = t60 + t48;
            t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t59, t61);
            t63 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t64 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t63;
            vcc_scatter(vcc_regroup_perm, t62, t64);
            vcc_store(vcc_regroup_arg, t25);
            vcc_store(vcc_regroup_arg + 8, t28);
            t65 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            t66 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t65);
            t67 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            t68 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t67);
            t79 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t80 = (vcc_m8)(t66 < t79);
            t3 = ~t80;
            t81 = vcc_any(t3);
            t83 = t66;
            for (t82 = 24; t81 ? t82 > 0 : 0; t82--, t83 = t1) {
                if (vcc_any(t3)) {
                    t84 = vcc_splat(vcc_v8_float, (float)t82);
                    t85 = t84 / t83;
                    t1 = t66 + t85;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                t86 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t86 / t83;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            t87 = vcc_any(t80);
            t88 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t89 = (vcc_m8)(t68 < t88);
            t16 = ~t89;
            t90 = vcc_any(t16);
            t91 = 1;
            t92 = t66;
            t93 = t66;
            t94 = 1;
            t95 = (vcc_v8_float){0};
            t96 = 24;
            t97 = t68;
            t98 = 1;
            t99 = (vcc_v8_float){0};
            for (;;) {
                if (t94) {
                    if (t87 ? t91 < 24 : 0) {
                        if (vcc_any(t80)) {
                            t100 = t93 * t66;
                            t101 = vcc_splat(vcc_v8_float, (float)(2 * t91 + 1));
                            t4 = t100 / t101;
                            t5 = t92 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t102 = t91 + 1;
                        t103 = t5;
                        t104 = t4;
                        t105 = 1;
                        t6 = t95;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t92);
                        t102 = t91;
                        t103 = t92;
                        t104 = t93;
                        t105 = 0;
                    }
                } else {
                    t102 = t91;
                    t103 = t92;
                    t104 = t93;
                    t105 = 0;
                    t6 = t95;
                }
                if (t98) {
                    if (t90 ? t96 > 0 : 0) {
                        if (vcc_any(t16)) {
                            t106 = vcc_splat(vcc_v8_float, (float)t96);
                            t107 = t106 / t97;
                            t7 = t68 + t107;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t108 = t96 - 1;
                        t109 = t7;
                        t110 = 1;
                        t111 = t99;
                    } else {
                        t108 = t96;
                        t109 = t97;
                        t110 = 0;
                        t111 = t97;
                    }
                } else {
                    t108 = t96;
                    t109 = t97;
                    t110 = 0;
                    t111 = t99;
                }
                if (!(t105 | t110)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t16)) {
                        t129 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t129 / t111;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    t130 = vcc_any(t89);
                    t132 = t68;
                    t133 = t68;
                    for (t131 = 1; t130 ? t131 < 24 : 0; t131++, t132 = t18, t133 = t17) {
                        if (vcc_any(t89)) {
                            t135 = t133 * t68;
                            t136 = vcc_splat(vcc_v8_float, (float)(2 * t131 + 1));
                            t17 = t135 / t136;
                            t18 = t132 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    t134 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t132);
                    vcc_store(vcc_regroup_result + 8, t134);
                    t127 = vcc_gather(vcc_v8_float, vcc_regroup_result, t55);
                    t128 = vcc_gather(vcc_v8_float, vcc_regroup_result, t62);
                    vcc_store(t24, t127);
                    vcc_store(t27, t128);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t69 = (int)(0L + t22);
                    goto L137;
                }
                t91 = t102;
                t92 = t103;
                t93 = t104;
                t94 = t105;
                t95 = t6;
                t96 = t108;
                t97 = t109;
                t98 = t110;
                t99 = t111;
            }
        }
    } else {
        t69 = 0;
    }
L137:
    t70 = (long)n + (long)t69 * -1L;
    t71 = (unsigned long)out;
    t72 = (unsigned long)in;
    if ((t70 >= 8L) & (((t71 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t69 * 4L))) | ((t72 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t69 * 4L))))) {
        t73 = t70 & -8L;
        t8 = 0L;
        for (;;) {
            t74 = (long)(int)((long)t69 + t8);
            t75 = out + t74;
            t76 = vcc_load(vcc_v8_float, in + t74);
            t112 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t113 = (vcc_m8)(t76 < t112);
            t11 = ~t113;
            t114 = vcc_any(t11);
            t116 = t76;
            for (t115 = 24; t114 ? t115 > 0 : 0; t115--, t116 = t9) {
                if (vcc_any(t11)) {
                    t117 = vcc_splat(vcc_v8_float, (float)t115);
                    t118 = t117 / t116;
                    t9 = t76 + t118;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                t119 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t119 / t116;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            t120 = vcc_any(t113);
            t122 = t76;
            t123 = t76;
            for (t121 = 1; t120 ? t121 < 24 : 0; t121++, t122 = t13, t123 = t12) {
                if (vcc_any(t113)) {
                    t125 = t123 * t76;
                    t126 = vcc_splat(vcc_v8_float, (float)(2 * t121 + 1));
                    t12 = t125 / t126;
                    t13 = t122 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            t124 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t122);
            vcc_store(t75, t124);
            t8 += 8L;
            if (t8 >= t73) {
                i = (int)((long)t69 + t73);
                break;
            }
        }
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        t77 = (long)i;
        t78 = in[t77];
        out[t77] = series(t78, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
    vcc_v4_double t1;
    vcc_v4_double t2;
    int t3;
    vcc_v4_double t4;
    long t5;
    vcc_v4_double t6;
    vcc_v4_double t7;
    int t8;
    vcc_v4_double t9;
    vcc_v4_double t10;
    vcc_v4_double t11;
    int t12;
    vcc_v4_double t13;
    vcc_v4_double t14;
    vcc_v4_double t15;
    int t16;
    vcc_v4_double t17;
    long t18;
    vcc_v4_double t19;
    vcc_v4_double t20;
    int t21;
    vcc_v4_double t22;
    long t23;
    unsigned long t24;
    unsigned long t25;
    unsigned long t26;
    unsigned long t27;
    long t28;
    long t29;
    double *t30;
    vcc_v4_double t31;
    vcc_v4_double t32;
    long t33;
    double *t34;
    vcc_v4_double t35;
    vcc_v4_double t36;
    long t37;
    double *t38;
    vcc_v4_double t39;
    vcc_v4_double t40;
    long t41;
    double *t42;
    vcc_v4_double t43;
    vcc_v4_double t44;
    vcc_v4_double t45;
    vcc_v4_int t46;
    vcc_v4_double t47;
    vcc_v4_double t48;
    vcc_m4 t49;
    vcc_v4_int t50;
    vcc_v4_int t51;
    vcc_v4_int t52;
    vcc_v4_int t53;
    vcc_v4_int t54;
    vcc_v4_int t55;
    vcc_v4_int t56;
    vcc_v4_double t57;
    vcc_v4_int t58;
    vcc_v4_double t59;
    vcc_v4_double t60;
    vcc_m4 t61;
    vcc_v4_int t62;
    vcc_v4_int t63;
    vcc_v4_int t64;
    vcc_v4_int t65;
    vcc_v4_int t66;
    vcc_v4_int t67;
    vcc_v4_int t68;
    vcc_v4_double t69;
    vcc_v4_int t70;
    vcc_v4_double t71;
    vcc_v4_double t72;
    vcc_m4 t73;
    vcc_v4_int t74;
    vcc_v4_int t75;
    vcc_v4_int t76;
    vcc_v4_int t77;
    vcc_v4_int t78;
    vcc_v4_int t79;
    vcc_v4_int t80;
    vcc_v4_double t81;
    vcc_v4_int t82;
    vcc_v4_double t83;
    vcc_v4_double t84;
    vcc_m4 t85;
    vcc_v4_int t86;
    vcc_v4_int t87;
    vcc_v4_int t88;
    vcc_v4_int t89;
    vcc_v4_int t90;
    vcc_v4_int t91;
    vcc_v4_int t92;
    int t93;
    int t94;
    int t95;
    int t96;
    vcc_v4_int t97;
    vcc_v4_int t98;
    vcc_v4_int t99;
    vcc_v4_int t100;
    vcc_v4_int t101;
    vcc_v4_int t102;
    vcc_v4_int t103;
    vcc_v4_int t104;
    vcc_v4_int t105;
    vcc_v4_int t106;
    vcc_v4_int t107;
    vcc_v4_int t108;
    vcc_v4_int t109;
    vcc_v4_int t110;
    vcc_v4_int t111;
    vcc_v4_int t112;
    vcc_v4_int t113;
    vcc_v4_int t114;
    vcc_v4_int t115;
    vcc_v4_int t116;
    vcc_v4_int t117;
    vcc_v4_int t118;
    vcc_v4_int t119;
    vcc_v4_int t120;
    vcc_v4_int t121;
    vcc_v4_int t122;
    vcc_v4_int t123;
    vcc_v4_int t124;
    vcc_v4_int t125;
    vcc_v4_double t126;
    vcc_v4_int t127;
    vcc_v4_double t128;
    vcc_v4_int t129;
    vcc_v4_double t130;
    vcc_v4_int t131;
    vcc_v4_double t132;
    vcc_v4_int t133;
    vcc_v4_double t134;
    vcc_v4_int t135;
    vcc_v4_double t136;
    vcc_v4_int t137;
    vcc_v4_double t138;
    vcc_v4_int t139;
    vcc_v4_double t140;
    int t141;
    long t142;
    unsigned long t143;
    unsigned long t144;
    unsigned long t145;
    unsigned long t146;
    long t147;
    long t148;
    double *t149;
    vcc_v4_double t150;
    vcc_v4_double t151;
    int i;
    long t152;
    double t153;
    double t154;
    vcc_v4_double t155;
    vcc_v4_double t156;
    vcc_v4_int t157;
    vcc_v4_double t158;
    vcc_v4_double t159;
    vcc_v4_double t160;
    vcc_m4 t161;
    vcc_m4 t162;
    int t163;
    int t164;
    int t165;
    vcc_v4_double t166;
    vcc_v4_double t167;
    vcc_v4_double t168;
    vcc_v4_double t169;
    int t170;
    vcc_v4_double t171;
    vcc_v4_double t172;
    vcc_v4_double t173;
    vcc_v4_double t174;
    vcc_v4_double t175;
    vcc_v4_double t176;
    vcc_v4_double t177;
    vcc_v4_int t178;
    vcc_v4_double t179;
    vcc_v4_double t180;
    vcc_v4_double t181;
    vcc_m4 t182;
    vcc_m4 t183;
    int t184;
    int t185;
    int t186;
    vcc_v4_double t187;
    vcc_v4_double t188;
    vcc_v4_double t189;
    vcc_v4_double t190;
    int t191;
    vcc_v4_double t192;
    vcc_v4_double t193;
    vcc_v4_double t194;
    vcc_v4_double t195;
    vcc_v4_double t196;
    vcc_v4_double t197;
    vcc_v4_double t198;
    vcc_v4_int t199;
    vcc_v4_double t200;
    vcc_v4_double t201;
    vcc_v4_double t202;
    vcc_m4 t203;
    vcc_m4 t204;
    int t205;
    int t206;
    int t207;
    vcc_v4_double t208;
    vcc_v4_double t209;
    vcc_v4_double t210;
    vcc_v4_double t211;
    int t212;
    vcc_v4_double t213;
    vcc_v4_double t214;
    vcc_v4_double t215;
    vcc_v4_double t216;
    vcc_v4_double t217;
    vcc_v4_double t218;
    vcc_v4_double t219;
    vcc_v4_int t220;
    vcc_v4_double t221;
    vcc_v4_double t222;
    vcc_v4_double t223;
    vcc_m4 t224;
    vcc_m4 t225;
    int t226;
    int t227;
    int t228;
    vcc_v4_double t229;
    vcc_v4_double t230;
    vcc_v4_double t231;
    vcc_v4_double t232;
    int t233;
    vcc_v4_double t234;
    vcc_v4_double t235;
    vcc_v4_double t236;
    vcc_v4_double t237;
    vcc_v4_double t238;
    vcc_v4_double t239;
    vcc_v4_double t240;
    vcc_v4_double t241;
    vcc_v4_double t242;
    vcc_v4_double t243;
    vcc_v4_double t244;
    vcc_v4_int t245;
    vcc_v4_double t246;
    vcc_v4_double t247;
    vcc_v4_double t248;
    vcc_m4 t249;
    vcc_m4 t250;
    int t251;
    int t252;
    int t253;
    vcc_v4_double t254;
    vcc_v4_double t255;
    vcc_v4_double t256;
    vcc_v4_double t257;
    int t258;
    vcc_v4_double t259;
    vcc_v4_double t260;
    vcc_v4_double t261;
    vcc_v4_double t262;
    vcc_v4_double t263;
    t23 = (long)n;
    t24 = (unsigned long)out;
    t25 = (unsigned long)x;
    t26 = (unsigned long)out;
    t27 = (unsigned long)y;
    if ((t23 >= 16L) & (((t24 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t25 + 0UL)) | ((t25 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t24 + 0UL))) & (((t26 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t27 + 0UL)) | ((t27 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t26 + 0UL)))) {
        t28 = t23 & -16L;
        t18 = 0L;
        for (;;) {
            t29 = (long)(int)(0L + t18);
            t30 = out + t29;
            t31 = vcc_load(vcc_v4_double, y + t29);
            t32 = vcc_load(vcc_v4_double, x + t29);
            t33 = (long)(int)(0L + (t18 + 4L));
            t34 = out + t33;
            t35 = vcc_load(vcc_v4_double, y + t33);
            t36 = vcc_load(vcc_v4_double, x + t33);
            t37 = (long)(int)(0L + (t18 + 8L));
            t38 = out + t37;
            t39 = vcc_load(vcc_v4_double, y + t37);
            t40 = vcc_load(vcc_v4_double, x + t37);
            t41 = (long)(int)(0L + (t18 + 12L));
            t42 = out + t41;
            t43 = vcc_load(vcc_v4_double, y + t41);
            t44 = vcc_load(vcc_v4_double, x + t41);
            t45 = t32 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t46 = __builtin_convertvector(t45, vcc_v4_int);
            t47 = __builtin_convertvector(t46, vcc_v4_double);
            t48 = t47 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t49 = __builtin_convertvector(t48 > t31, vcc_m4);
            t50 = vcc_select(vcc_v4_int, (vcc_v4_int)t49, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            t51 = __builtin_shufflevector(t50, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            t52 = t50 + t51;
            t53 = __builtin_shufflevector(t52, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            t54 = t52 + t53;
            t55 = t54 - t50;
            t56 = (vcc_v4_int){0, 1, 2, 3} - t55;
            t57 = t36 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t58 = __builtin_convertvector(t57, vcc_v4_int);
            t59 = __builtin_convertvector(t58, vcc_v4_double);
            t60 = t59 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t61 = __builtin_convertvector(t60 > t35, vcc_m4);
            t62 = vcc_select(vcc_v4_int, (vcc_v4_int)t61, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            t63 = __builtin_shufflevector(t62, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            t64 = t62 + t63;
            t65 = __builtin_shufflevector(t64, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            t66 = t64 + t65;
            t67 = t66 - t62;
            t68 = (vcc_v4_int){0, 1, 2, 3} - t67;
            t69 = t40 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t70 = __builtin_convertvector(t69, vcc_v4_int);
            t71 = __builtin_convertvector(t70, vcc_v4_double);
            t72 = t71 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t73 = __builtin_convertvector(t72 > t39, vcc_m4);
            t74 = vcc_select(vcc_v4_int, (vcc_v4_int)t73, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            t75 = __builtin_shufflevector(t74, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            t76 = t74 + t75;
            t77 = __builtin_shufflevector(t76, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            t78 = t76 + t77;
            t79 = t78 - t74;
            t80 = (vcc_v4_int){0, 1, 2, 3} - t79;
            t81 = t44 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t82 = __builtin_convertvector(t81, vcc_v4_int);
            t83 = __builtin_convertvector(t82, vcc_v4_double);
            t84 = t83 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t85 = __builtin_convertvector(t84 > t43, vcc_m4);
            t86 = vcc_select(vcc_v4_int, (vcc_v4_int)t85, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            t87 = __builtin_shufflevector(t86, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            t88 = t86 + t87;
            t89 = __builtin_shufflevector(t88, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            t90 = t88 + t89;
            t91 = t90 - t86;
            t92 = (vcc_v4_int){0, 1, 2, 3} - t91;
            t93 = 0 + vcc_reduce(int, t50, +);
            t94 = t93 + vcc_reduce(int, t62, +);
            t95 = t94 + vcc_reduce(int, t74, +);
            t96 = t95 + vcc_reduce(int, t86, +);
            t97 = (vcc_v4_int){0, 0, 0, 0};
            t98 = t97 + t55;
            t99 = vcc_splat(vcc_v4_int, t96 + 0 - 0);
            t100 = t99 + t56;
            t101 = vcc_select(vcc_v4_int, (vcc_v4_int)t49, t98, t100);
            t102 = (vcc_v4_int){0, 0, 0, 0};
            t103 = (vcc_v4_int){0, 1, 2, 3} + t102;
            vcc_scatter(vcc_regroup_perm, t101, t103);
            t104 = (vcc_v4_int){t93, t93, t93, t93};
            t105 = t104 + t67;
            t106 = vcc_splat(vcc_v4_int, t96 + 4 - t93);
            t107 = t106 + t68;
            t108 = vcc_select(vcc_v4_int, (vcc_v4_int)t61, t105, t107);
            t109 = (vcc_v4_int){4, 4, 4, 4};
            t110 = (vcc_v4_int){0, 1, 2, 3} + t109;
            vcc_scatter(vcc_regroup_perm, t108, t110);
            t111 = (vcc_v4_int){t94, t94, t94, t94};
            t112 = t111 + t79;
            t113 = vcc_splat(vcc_v4_int, t96 + 8 - t94);
            t114 = t113 + t80;
            t115 = vcc_select(vcc_v4_int, (vcc_v4_int)t73, t112, t114);
            t116 = (vcc_v4_int){8, 8, 8, 8};
            t117 = (vcc_v4_int){0, 1, 2, 3} + t116;
            vcc_scatter(vcc_regroup_perm, t115, t117);
            t118 = (vcc_v4_int){t95, t95, t95, t95};
            t119 = t118 + t91;
            t120 = vcc_splat(vcc_v4_int, t96 + 12 - t95);
            t121 = t120 + t92;
            t122 = vcc_select(vcc_v4_int, (vcc_v4_int)t85, t119, t121);
            t123 = (vcc_v4_int){12, 12, 12, 12};
            t124 = (vcc_v4_int){0, 1, 2, 3} + t123;
            vcc_scatter(vcc_regroup_perm, t122, t124);
            vcc_store(vcc_regroup_arg, t32);
            vcc_store(vcc_regroup_arg + 4, t36);
            vcc_store(vcc_regroup_arg + 8, t40);
            vcc_store(vcc_regroup_arg + 12, t44);
            t125 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            t126 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t125);
            t127 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            t128 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t127);
            t129 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            t130 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t129);
            t131 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            t132 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t131);
            vcc_store(vcc_regroup_arg_1, t31);
            vcc_store(vcc_regroup_arg_1 + 4, t35);
            vcc_store(vcc_regroup_arg_1 + 8, t39);
            vcc_store(vcc_regroup_arg_1 + 12, t43);
            t133 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            t134 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t133);
            t135 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            t136 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t135);
            t137 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            t138 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t137);
            t139 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            t140 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t139);
            t155 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t156 = t126 * t155;
            t157 = __builtin_convertvector(t156, vcc_v4_int);
            t158 = __builtin_convertvector(t157, vcc_v4_double);
            t159 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t160 = t158 + t159;
            t161 = __builtin_convertvector(t160 > t134, vcc_m4);
            t162 = ~t161;
            t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t163 = vcc_any(t162);
            for (t164 = 0; t163 ? t164 < 40 : 0; t164 = t3, t1 = t4) {
                if (vcc_any(t162)) {
                    t166 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t167 = t1 * t166;
                    t3 = t164 + 1;
                    t168 = vcc_splat(vcc_v4_double, (double)t3);
                    t169 = t134 / t168;
                    t4 = t167 - t169;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t165 = vcc_any(t161);
            t170 = 0;
            while (t165 ? t170 < 40 : 0) {
                t171 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t172 = t2 * t171;
                t173 = vcc_splat(vcc_v4_double, (double)t170);
                t174 = t126 * t173;
                t2 = t172 + t174;
                t170++;
            }
            t175 = vcc_select(vcc_v4_long, __builtin_convertvector(t161, vcc_v4_long), t2, t1);
            vcc_store(vcc_regroup_result, t175);
            t197 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t198 = t128 * t197;
            t199 = __builtin_convertvector(t198, vcc_v4_int);
            t200 = __builtin_convertvector(t199, vcc_v4_double);
            t201 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t202 = t200 + t201;
            t203 = __builtin_convertvector(t202 > t136, vcc_m4);
            t204 = ~t203;
            t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t205 = vcc_any(t204);
            for (t206 = 0; t205 ? t206 < 40 : 0; t206 = t12, t10 = t13) {
                if (vcc_any(t204)) {
                    t208 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t209 = t10 * t208;
                    t12 = t206 + 1;
                    t210 = vcc_splat(vcc_v4_double, (double)t12);
                    t211 = t136 / t210;
                    t13 = t209 - t211;
                } else {
                    t12 = 0;
                    t13 = (vcc_v4_double){0};
                }
            }
            t11 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t207 = vcc_any(t203);
            t212 = 0;
            while (t207 ? t212 < 40 : 0) {
                t213 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t214 = t11 * t213;
                t215 = vcc_splat(vcc_v4_double, (double)t212);
                t216 = t128 * t215;
                t11 = t214 + t216;
                t212++;
            }
            t217 = vcc_select(vcc_v4_long, __builtin_convertvector(t203, vcc_v4_long), t11, t10);
            vcc_store(vcc_regroup_result + 4, t217);
            t218 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t219 = t130 * t218;
            t220 = __builtin_convertvector(t219, vcc_v4_int);
            t221 = __builtin_convertvector(t220, vcc_v4_double);
            t222 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t223 = t221 + t222;
            t224 = __builtin_convertvector(t223 > t138, vcc_m4);
            t225 = ~t224;
            t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t226 = vcc_any(t225);
            for (t227 = 0; t226 ? t227 < 40 : 0; t227 = t16, t14 = t17) {
                if (vcc_any(t225)) {
                    t229 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t230 = t14 * t229;
                    t16 = t227 + 1;
                    t231 = vcc_splat(vcc_v4_double, (double)t16);
                    t232 = t138 / t231;
                    t17 = t230 - t232;
                } else {
                    t16 = 0;
                    t17 = (vcc_v4_double){0};
                }
            }
            t15 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t228 = vcc_any(t224);
            t233 = 0;
            while (t228 ? t233 < 40 : 0) {
                t234 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t235 = t15 * t234;
                t236 = vcc_splat(vcc_v4_double, (double)t233);
                t237 = t130 * t236;
                t15 = t235 + t237;
                t233++;
            }
            t238 = vcc_select(vcc_v4_long, __builtin_convertvector(t224, vcc_v4_long), t15, t14);
            vcc_store(vcc_regroup_result + 8, t238);
            t243 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t244 = t132 * t243;
            t245 = __builtin_convertvector(t244, vcc_v4_int);
            t246 = __builtin_convertvector(t245, vcc_v4_double);
            t247 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t248 = t246 + t247;
            t249 = __builtin_convertvector(t248 > t140, vcc_m4);
            t250 = ~t249;
            t19 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t251 = vcc_any(t250);
            for (t252 = 0; t251 ? t252 < 40 : 0; t252 = t21, t19 = t22) {
                if (vcc_any(t250)) {
                    t254 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t255 = t19 * t254;
                    t21 = t252 + 1;
                    t256 = vcc_splat(vcc_v4_double, (double)t21);
                    t257 = t140 / t256;
                    t22 = t255 - t257;
                } else {
                    t21 = 0;
                    t22 = (vcc_v4_double){0};
                }
            }
            t20 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t253 = vcc_any(t249);
            t258 = 0;
            while (t253 ? t258 < 40 : 0) {
                t259 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t260 = t20 * t259;
                t261 = vcc_splat(vcc_v4_double, (double)t258);
                t262 = t132 * t261;
                t20 = t260 + t262;
                t258++;
            }
            t263 = vcc_select(vcc_v4_long, __builtin_convertvector(t249, vcc_v4_long), t20, t19);
            vcc_store(vcc_regroup_result + 12, t263);
            t239 = vcc_gather(vcc_v4_double, vcc_regroup_result, t101);
            t240 = vcc_gather(vcc_v4_double, vcc_regroup_result, t108);
            t241 = vcc_gather(vcc_v4_double, vcc_regroup_result, t115);
            t242 = vcc_gather(vcc_v4_double, vcc_regroup_result, t122);
            vcc_store(t30, t239);
            vcc_store(t34, t240);
            vcc_store(t38, t241);
            vcc_store(t42, t242);
            t18 += 16L;
            if (t18 >= t28) {
                t141 = (int)(0L + t28);
                break;
            }
        }
    } else {
        t141 = 0;
    }
    t142 = (long)n + (long)t141 * -1L;
    t143 = (unsigned long)out;
    t144 = (unsigned long)x;
    t145 = (unsigned long)out;
    t146 = (unsigned long)y;
    if ((t142 >= 4L) & (((t143 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t144 + (unsigned long)((long)t141 * 8L))) | ((t144 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t141 * 8L)))) & (((t145 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t146 + (unsigned long)((long)t141 * 8L))) | ((t146 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t141 * 8L))))) {
        t147 = t142 & -4L;
        t5 = 0L;
        for (;;) {
            t148 = (long)(int)((long)t141 + t5);
            t149 = out + t148;
            t150 = vcc_load(vcc_v4_double, y + t148);
            t151 = vcc_load(vcc_v4_double, x + t148);
            t176 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t177 = t151 * t176;
            t178 = __builtin_convertvector(t177, vcc_v4_int);
            t179 = __builtin_convertvector(t178, vcc_v4_double);
            t180 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t181 = t179 + t180;
            t182 = __builtin_convertvector(t181 > t150, vcc_m4);
            t183 = ~t182;
            t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t184 = vcc_any(t183);
            for (t185 = 0; t184 ? t185 < 40 : 0; t185 = t8, t6 = t9) {
                if (vcc_any(t183)) {
                    t187 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t188 = t6 * t187;
                    t8 = t185 + 1;
                    t189 = vcc_splat(vcc_v4_double, (double)t8);
                    t190 = t150 / t189;
                    t9 = t188 - t190;
                } else {
                    t8 = 0;
                    t9 = (vcc_v4_double){0};
                }
            }
            t7 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t186 = vcc_any(t182);
            t191 = 0;
            while (t186 ? t191 < 40 : 0) {
                t192 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t193 = t7 * t192;
                t194 = vcc_splat(vcc_v4_double, (double)t191);
                t195 = t151 * t194;
                t7 = t193 + t195;
                t191++;
            }
            t196 = vcc_select(vcc_v4_long, __builtin_convertvector(t182, vcc_v4_long), t7, t6);
            vcc_store(t149, t196);
            t5 += 4L;
            if (t5 >= t147) {
                i = (int)((long)t141 + t147);
                break;
            }
        }
    } else {
        i = t141;
    }
    for (; i < n; i++) {
        t152 = (long)i;
        t153 = y[t152];
        t154 = x[t152];
        out[t152] = blend2(t154, t153);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    vcc_v8_uint t1;
    vcc_v8_uint t2;
    vcc_v8_uint t3;
    vcc_v8_uint t4;
    long t5;
    vcc_v8_uint t6;
    vcc_v8_uint t7;
    long t8;
    vcc_v8_uint t9;
    vcc_v8_uint t10;
    long t11;
    unsigned long t12;
    unsigned long t13;
    unsigned long t14;
    unsigned long t15;
    long t16;
    vcc_v8_int t17;
    vcc_v8_uint t18;
    vcc_v8_int t19;
    long t20;
    unsigned int *t21;
    vcc_v8_int t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_uint t25;
    vcc_v8_int t26;
    long t27;
    unsigned int *t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_m8 t34;
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
    vcc_m8 t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_v8_int t54;
    vcc_v8_int t55;
    int t56;
    int t57;
    vcc_v8_int t58;
    vcc_v8_int t59;
    vcc_v8_int t60;
    vcc_v8_int t61;
    vcc_v8_int t62;
    vcc_v8_int t63;
    vcc_v8_int t64;
    vcc_v8_int t65;
    vcc_v8_int t66;
    vcc_v8_int t67;
    vcc_v8_int t68;
    vcc_v8_int t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    vcc_v8_int t72;
    vcc_v8_int t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_int t76;
    vcc_v8_int t77;
    vcc_v8_int t78;
    vcc_v8_int t79;
    int t80;
    long t81;
    unsigned long t82;
    unsigned long t83;
    unsigned long t84;
    unsigned long t85;
    long t86;
    vcc_v8_int t87;
    vcc_v8_uint t88;
    vcc_v8_int t89;
    long t90;
    unsigned int *t91;
    vcc_v8_int t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    int i;
    long t95;
    int t96;
    int t97;
    vcc_v8_int t98;
    vcc_v8_int t99;
    vcc_v8_int t100;
    vcc_m8 t101;
    vcc_m8 t102;
    int t103;
    int t104;
    vcc_v8_int t105;
    vcc_v8_uint t106;
    vcc_v8_uint t107;
    vcc_v8_uint t108;
    vcc_v8_int t109;
    vcc_v8_uint t110;
    vcc_v8_uint t111;
    vcc_v8_uint t112;
    int t113;
    int t114;
    vcc_v8_uint t115;
    vcc_v8_uint t116;
    vcc_v8_int t117;
    vcc_v8_int t118;
    vcc_v8_uint t119;
    vcc_v8_uint t120;
    vcc_v8_int t121;
    vcc_v8_int t122;
    vcc_v8_int t123;
    vcc_m8 t124;
    vcc_m8 t125;
    int t126;
    int t127;
    vcc_v8_int t128;
    vcc_v8_uint t129;
    vcc_v8_uint t130;
    vcc_v8_uint t131;
    vcc_v8_int t132;
    vcc_v8_uint t133;
    vcc_v8_uint t134;
    vcc_v8_uint t135;
    int t136;
    int t137;
    vcc_v8_uint t138;
    vcc_v8_uint t139;
    vcc_v8_int t140;
    vcc_v8_int t141;
    vcc_v8_uint t142;
    vcc_v8_uint t143;
    vcc_v8_uint t144;
    vcc_v8_uint t145;
    vcc_v8_int t146;
    vcc_v8_int t147;
    vcc_v8_int t148;
    vcc_m8 t149;
    vcc_m8 t150;
    int t151;
    int t152;
    vcc_v8_int t153;
    vcc_v8_uint t154;
    vcc_v8_uint t155;
    vcc_v8_uint t156;
    vcc_v8_int t157;
    vcc_v8_uint t158;
    vcc_v8_uint t159;
    vcc_v8_uint t160;
    int t161;
    int t162;
    vcc_v8_uint t163;
    vcc_v8_uint t164;
    vcc_v8_int t165;
    vcc_v8_int t166;
    vcc_v8_uint t167;
    vcc_v8_uint t168;
    t11 = (long)n;
    t12 = (unsigned long)out;
    t13 = (unsigned long)a;
    t14 = (unsigned long)out;
    t15 = (unsigned long)b;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t13 + 0UL)) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t12 + 0UL))) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t15 + 0UL)) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= (t14 + 0UL)))) {
        t16 = t11 & -16L;
        t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t18 = (vcc_v8_uint)t17;
        t1 = t18 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t8 = 0L;
        for (;;) {
            t19 = (vcc_v8_int)t1;
            t20 = (long)(int)(0L + t8);
            t21 = out + t20;
            t22 = vcc_load(vcc_v8_int, b + t20);
            t23 = t22 + t19;
            t24 = vcc_load(vcc_v8_int, a + t20);
            t25 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t26 = (vcc_v8_int)t25;
            t27 = (long)(int)(0L + (t8 + 8L));
            t28 = out + t27;
            t29 = vcc_load(vcc_v8_int, b + t27);
            t30 = t29 + t26;
            t31 = vcc_load(vcc_v8_int, a + t27);
            t32 = t24 ^ t23;
            t33 = t32 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t34 = (vcc_m8)(t33 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t36 = __builtin_shufflevector(t35, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t37 = t35 + t36;
            t38 = __builtin_shufflevector(t37, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t39 = t37 + t38;
            t40 = __builtin_shufflevector(t39, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t41 = t39 + t40;
            t42 = t41 - t35;
            t43 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t42;
            t44 = t31 ^ t30;
            t45 = t44 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t46 = (vcc_m8)(t45 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            t48 = __builtin_shufflevector(t47, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t49 = t47 + t48;
            t50 = __builtin_shufflevector(t49, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t51 = t49 + t50;
            t52 = __builtin_shufflevector(t51, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t53 = t51 + t52;
            t54 = t53 - t47;
            t55 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t54;
            t56 = 0 + vcc_reduce(int, t35, +);
            t57 = t56 + vcc_reduce(int, t47, +);
            t58 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t59 = t58 + t42;
            t60 = vcc_splat(vcc_v8_int, t57 + 0 - 0);
            t61 = t60 + t43;
            t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t61, t59);
            t63 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t64 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t63;
            vcc_scatter(vcc_regroup_perm, t62, t64);
            t65 = (vcc_v8_int){t56, t56, t56, t56, t56, t56, t56, t56};
            t66 = t65 + t54;
            t67 = vcc_splat(vcc_v8_int, t57 + 8 - t56);
            t68 = t67 + t55;
            t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t68, t66);
            t70 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t71 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t70;
            vcc_scatter(vcc_regroup_perm, t69, t71);
            vcc_store(vcc_regroup_arg, t24);
            vcc_store(vcc_regroup_arg + 8, t31);
            t72 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            t73 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t72);
            t74 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            t75 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t74);
            vcc_store(vcc_regroup_arg_1, t23);
            vcc_store(vcc_regroup_arg_1 + 8, t30);
            t76 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            t77 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t76);
            t78 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            t79 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t78);
            t4 = (vcc_v8_uint)t73;
            t98 = t73 ^ t77;
            t99 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t100 = t98 & t99;
            t101 = (vcc_m8)(t100 != (vcc_v8_int){0});
            t102 = ~t101;
            t103 = vcc_any(t101);
            t104 = 0;
            t3 = t4;
            while (t103 ? t104 < 12 : 0) {
                t105 = (vcc_v8_int){t104, t104, t104, t104, t104, t104, t104, t104};
                t106 = (vcc_v8_uint)t77;
                t107 = (vcc_v8_uint)t105;
                t108 = t106 + t107;
                t109 = (vcc_v8_int)t108;
                t110 = (vcc_v8_uint)t109;
                t111 = t3 ^ t110;
                t112 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t111 * t112;
                t104++;
            }
            t113 = vcc_any(t102);
            t114 = 0;
            while (t113 ? t114 < 12 : 0) {
                t115 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                t116 = t4 * t115;
                t117 = vcc_splat(vcc_v8_int, t114 & 7);
                t118 = t77 >> t117;
                t119 = (vcc_v8_uint)t118;
                t4 = t116 + t119;
                t114++;
            }
            t120 = vcc_select(vcc_v8_int, (vcc_v8_int)t101, t3, t4);
            vcc_store(vcc_regroup_result, t120);
            t10 = (vcc_v8_uint)t75;
            t146 = t75 ^ t79;
            t147 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t148 = t146 & t147;
            t149 = (vcc_m8)(t148 != (vcc_v8_int){0});
            t150 = ~t149;
            t151 = vcc_any(t149);
            t152 = 0;
            t9 = t10;
            while (t151 ? t152 < 12 : 0) {
                t153 = (vcc_v8_int){t152, t152, t152, t152, t152, t152, t152, t152};
                t154 = (vcc_v8_uint)t79;
                t155 = (vcc_v8_uint)t153;
                t156 = t154 + t155;
                t157 = (vcc_v8_int)t156;
                t158 = (vcc_v8_uint)t157;
                t159 = t9 ^ t158;
                t160 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t9 = t159 * t160;
                t152++;
            }
            t161 = vcc_any(t150);
            t162 = 0;
            while (t161 ? t162 < 12 : 0) {
                t163 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                t164 = t10 * t163;
                t165 = vcc_splat(vcc_v8_int, t162 & 7);
                t166 = t79 >> t165;
                t167 = (vcc_v8_uint)t166;
                t10 = t164 + t167;
                t162++;
            }
            t168 = vcc_select(vcc_v8_int, (vcc_v8_int)t149, t9, t10);
            vcc_store(vcc_regroup_result + 8, t168);
            t144 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t62);
            t145 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t69);
            vcc_store(t21, t144);
            vcc_store(t28, t145);
            t8 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t8 >= t16) {
                t80 = (int)(0L + t16);
                break;
            }
        }
    } else {
        t80 = 0;
    }
    t81 = (long)n + (long)t80 * -1L;
    t82 = (unsigned long)out;
    t83 = (unsigned long)a;
    t84 = (unsigned long)out;
    t85 = (unsigned long)b;
    if ((t81 >= 8L) & (((t82 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t83 + (unsigned long)((long)t80 * 4L))) | ((t83 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t80 * 4L)))) & (((t84 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t85 + (unsigned long)((long)t80 * 4L))) | ((t85 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t84 + (unsigned long)((long)t80 * 4L))))) {
        t86 = t81 & -8L;
        t87 = (vcc_v8_int){t80, t80, t80, t80, t80, t80, t80, t80};
        t88 = (vcc_v8_uint)t87;
        t2 = t88 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t5 = 0L;
        for (;;) {
            t89 = (vcc_v8_int)t2;
            t90 = (long)(int)((long)t80 + t5);
            t91 = out + t90;
            t92 = vcc_load(vcc_v8_int, b + t90);
            t93 = t92 + t89;
            t94 = vcc_load(vcc_v8_int, a + t90);
            t7 = (vcc_v8_uint)t94;
            t121 = t94 ^ t93;
            t122 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t123 = t121 & t122;
            t124 = (vcc_m8)(t123 != (vcc_v8_int){0});
            t125 = ~t124;
            t126 = vcc_any(t124);
            t127 = 0;
            t6 = t7;
            while (t126 ? t127 < 12 : 0) {
                t128 = (vcc_v8_int){t127, t127, t127, t127, t127, t127, t127, t127};
                t129 = (vcc_v8_uint)t93;
                t130 = (vcc_v8_uint)t128;
                t131 = t129 + t130;
                t132 = (vcc_v8_int)t131;
                t133 = (vcc_v8_uint)t132;
                t134 = t6 ^ t133;
                t135 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t6 = t134 * t135;
                t127++;
            }
            t136 = vcc_any(t125);
            t137 = 0;
            while (t136 ? t137 < 12 : 0) {
                t138 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                t139 = t7 * t138;
                t140 = vcc_splat(vcc_v8_int, t137 & 7);
                t141 = t93 >> t140;
                t142 = (vcc_v8_uint)t141;
                t7 = t139 + t142;
                t137++;
            }
            t143 = vcc_select(vcc_v8_int, (vcc_v8_int)t124, t6, t7);
            vcc_store(t91, t143);
            t5 += 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t5 >= t86) {
                i = (int)((long)t80 + t86);
                break;
            }
        }
    } else {
        i = t80;
    }
    for (; i < n; i++) {
        t95 = (long)i;
        t96 = b[t95];
        t97 = a[t95];
        out[t95] = mix(t97, t96 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_m8 t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_m8 t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    long t14;
    vcc_v8_float t15;
    vcc_m8 t16;
    vcc_v8_float t17;
    vcc_v8_float t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    long t22;
    long t23;
    float *t24;
    vcc_v8_float t25;
    vcc_v8_float t26;
    long t27;
    float *t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_m8 t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_v8_int t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_m8 t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    vcc_v8_int t46;
    vcc_v8_int t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    int t51;
    int t52;
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
    vcc_v8_int t66;
    vcc_v8_int t67;
    vcc_v8_float t68;
    vcc_v8_int t69;
    vcc_v8_float t70;
    int t71;
    long t72;
    unsigned long t73;
    unsigned long t74;
    long t75;
    long t76;
    float *t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    int i;
    long t80;
    float t81;
    vcc_v8_float t82;
    vcc_m8 t83;
    int t84;
    int t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
    int t90;
    vcc_v8_float t91;
    vcc_m8 t92;
    int t93;
    int t94;
    vcc_v8_float t95;
    vcc_v8_float t96;
    int t97;
    vcc_v8_float t98;
    int t99;
    vcc_v8_float t100;
    int t101;
    vcc_v8_float t102;
    vcc_v8_float t103;
    vcc_v8_float t104;
    int t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    int t108;
    vcc_v8_float t109;
    vcc_v8_float t110;
    int t111;
    vcc_v8_float t112;
    int t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    vcc_v8_float t116;
    vcc_m8 t117;
    int t118;
    int t119;
    vcc_v8_float t120;
    vcc_v8_float t121;
    vcc_v8_float t122;
    vcc_v8_float t123;
    int t124;
    int t125;
    vcc_v8_float t126;
    vcc_v8_float t127;
    vcc_v8_float t128;
    vcc_v8_float t129;
    vcc_v8_float t130;
    vcc_v8_float t131;
    vcc_v8_float t132;
    vcc_v8_float t133;
    vcc_v8_float t134;
    vcc_v8_float t135;
    int t136;
    int t137;
    vcc_v8_float t138;
    vcc_v8_float t139;
    vcc_v8_float t140;
    vcc_v8_float t141;
    vcc_v8_float t142;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t21 + 0UL)) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t20 + 0UL)))) {
        t22 = t19 & -16L;
        t14 = 0L;
        for (;;) {
            t23 = (long)(int)(0L + t14);
            t24 = out + t23;
            t25 = vcc_load(vcc_v8_float, in + t23);
            t26 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t27 = (long)(int)(0L + (t14 + 8L));
            t28 = out + t27;
            t29 = vcc_load(vcc_v8_float, in + t27);
            t30 = t29 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t31 = (vcc_m8)(t26 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t33 = __builtin_shufflevector(t32, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t34 = t32 + t33;
            t35 = __builtin_shufflevector(t34, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t36 = t34 + t35;
            t37 = __builtin_shufflevector(t36, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t38 = t36 + t37;
            t39 = t38 - t32;
            t40 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t39;
            t41 = (vcc_m8)(t30 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t43 = __builtin_shufflevector(t42, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t44 = t42 + t43;
            t45 = __builtin_shufflevector(t44, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t46 = t44 + t45;
            t47 = __builtin_shufflevector(t46, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t48 = t46 + t47;
            t49 = t48 - t42;
            t50 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t49;
            t51 = 0 + vcc_reduce(int, t32, +);
            t52 = t51 + vcc_reduce(int, t42, +);
            t53 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t54 = t53 + t39;
            t55 = vcc_splat(vcc_v8_int, t52 + 0 - 0);
            t56 = t55 + t40;
            t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t54, t56);
            t58 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t59 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t58;
            vcc_scatter(vcc_regroup_perm, t57, t59);
            t60 = (vcc_v8_int){t51, t51, t51, t51, t51, t51, t51, t51};
            t61 = t60 + t49;
            t62 = vcc_splat(vcc_v8_int, t52 + 8 - t51);
            t63 = t62 + t50;
            t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t61, t63);
            t65 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t66 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t65;
            vcc_scatter(vcc_regroup_perm, t64, t66);
            vcc_store(vcc_regroup_arg, t26);
            vcc_store(vcc_regroup_arg + 8, t30);
            t67 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            t68 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t67);
            t69 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            t70 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t69);
            t82 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t83 = (vcc_m8)(t68 < t82);
            t3 = ~t83;
            t84 = vcc_any(t3);
            t86 = t68;
            for (t85 = 9; t84 ? t85 > 0 : 0; t85--, t86 = t1) {
                if (vcc_any(t3)) {
                    t87 = vcc_splat(vcc_v8_float, (float)t85);
                    t88 = t87 / t86;
                    t1 = t68 + t88;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                t89 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t89 / t86;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            t90 = vcc_any(t83);
            t91 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t92 = (vcc_m8)(t70 < t91);
            t16 = ~t92;
            t93 = vcc_any(t16);
            t94 = 1;
            t95 = t68;
            t96 = t68;
            t97 = 1;
            t98 = (vcc_v8_float){0};
            t99 = 9;
            t100 = t70;
            t101 = 1;
            t102 = (vcc_v8_float){0};
            for (;;) {
                if (t97) {
                    if (t90 ? t94 < 9 : 0) {
                        if (vcc_any(t83)) {
                            t103 = t96 * t68;
                            t104 = vcc_splat(vcc_v8_float, (float)(2 * t94 + 1));
                            t4 = t103 / t104;
                            t5 = t95 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t105 = t94 + 1;
                        t106 = t5;
                        t107 = t4;
                        t108 = 1;
                        t6 = t98;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t95);
                        t105 = t94;
                        t106 = t95;
                        t107 = t96;
                        t108 = 0;
                    }
                } else {
                    t105 = t94;
                    t106 = t95;
                    t107 = t96;
                    t108 = 0;
                    t6 = t98;
                }
                if (t101) {
                    if (t93 ? t99 > 0 : 0) {
                        if (vcc_any(t16)) {
                            t109 = vcc_splat(vcc_v8_float, (float)t99);
                            t110 = t109 / t100;
                            t7 = t70 + t110;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t111 = t99 - 1;
                        t112 = t7;
                        t113 = 1;
                        t114 = t102;
                    } else {
                        t111 = t99;
                        t112 = t100;
                        t113 = 0;
                        t114 = t100;
                    }
                } else {
                    t111 = t99;
                    t112 = t100;
                    t113 = 0;
                    t114 = t102;
                }
                if (!(t108 | t113)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t16)) {
                        t135 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t135 / t114;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    t136 = vcc_any(t92);
                    t138 = t70;
                    t139 = t70;
                    for (t137 = 1; t136 ? t137 < 9 : 0; t137++, t138 = t18, t139 = t17) {
                        if (vcc_any(t92)) {
                            t141 = t139 * t70;
                            t142 = vcc_splat(vcc_v8_float, (float)(2 * t137 + 1));
                            t17 = t141 / t142;
                            t18 = t138 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    t140 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t138);
                    vcc_store(vcc_regroup_result + 8, t140);
                    t131 = vcc_gather(vcc_v8_float, vcc_regroup_result, t57);
                    t132 = vcc_gather(vcc_v8_float, vcc_regroup_result, t64);
                    t133 = t131 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t24, t133);
                    t134 = t132 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t28, t134);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t71 = (int)(0L + t22);
                    goto L143;
                }
                t94 = t105;
                t95 = t106;
                t96 = t107;
                t97 = t108;
                t98 = t6;
                t99 = t111;
                t100 = t112;
                t101 = t113;
                t102 = t114;
            }
        }
    } else {
        t71 = 0;
    }
L143:
    t72 = (long)n + (long)t71 * -1L;
    t73 = (unsigned long)out;
    t74 = (unsigned long)in;
    if ((t72 >= 8L) & (((t73 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t71 * 4L))) | ((t74 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t71 * 4L))))) {
        t75 = t72 & -8L;
        t8 = 0L;
        for (;;) {
            t76 = (long)(int)((long)t71 + t8);
            t77 = out + t76;
            t78 = vcc_load(vcc_v8_float, in + t76);
            t79 = t78 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t116 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t117 = (vcc_m8)(t79 < t116);
            t11 = ~t117;
            t118 = vcc_any(t11);
            t120 = t79;
            for (t119 = 9; t118 ? t119 > 0 : 0; t119--, t120 = t9) {
                if (vcc_any(t11)) {
                    t121 = vcc_splat(vcc_v8_float, (float)t119);
                    t122 = t121 / t120;
                    t9 = t79 + t122;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                t123 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t123 / t120;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            t124 = vcc_any(t117);
            t126 = t79;
            t127 = t79;
            for (t125 = 1; t124 ? t125 < 9 : 0; t125++, t126 = t13, t127 = t12) {
                if (vcc_any(t117)) {
                    t129 = t127 * t79;
                    t130 = vcc_splat(vcc_v8_float, (float)(2 * t125 + 1));
                    t12 = t129 / t130;
                    t13 = t126 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            t128 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t126);
            t115 = t128 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t77, t115);
            t8 += 8L;
            if (t8 >= t75) {
                i = (int)((long)t71 + t75);
                break;
            }
        }
    } else {
        i = t71;
    }
    for (; i < n; i++) {
        t80 = (long)i;
        t81 = in[t80];
        out[t80] = series(t81 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    long t8;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t12;
    long t13;
    vcc_v8_float t14;
    vcc_v8_float t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    long t19;
    long t20;
    float *t21;
    vcc_v8_float t22;
    long t23;
    float *t24;
    vcc_v8_float t25;
    vcc_m8 t26;
    vcc_v8_int t27;
    vcc_v8_int t28;
    vcc_v8_int t29;
    vcc_v8_int t30;
    vcc_v8_int t31;
    vcc_v8_int t32;
    vcc_v8_int t33;
    vcc_v8_int t34;
    vcc_v8_int t35;
    vcc_m8 t36;
    vcc_v8_int t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    vcc_v8_int t41;
    vcc_v8_int t42;
    vcc_v8_int t43;
    vcc_v8_int t44;
    vcc_v8_int t45;
    int t46;
    int t47;
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
    vcc_v8_float t63;
    vcc_v8_int t64;
    vcc_v8_float t65;
    int t66;
    long t67;
    unsigned long t68;
    unsigned long t69;
    long t70;
    long t71;
    float *t72;
    vcc_v8_float t73;
    int i;
    long t74;
    float t75;
    vcc_v8_float t76;
    vcc_m8 t77;
    vcc_m8 t78;
    int t79;
    int t80;
    int t81;
    vcc_v8_float t82;
    vcc_m8 t83;
    vcc_m8 t84;
    int t85;
    int t86;
    int t87;
    vcc_v8_float t88;
    int t89;
    int t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    int t94;
    vcc_v8_float t95;
    int t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    vcc_v8_float t99;
    int t100;
    vcc_v8_float t101;
    int t102;
    vcc_v8_float t103;
    vcc_v8_float t104;
    vcc_v8_float t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    vcc_m8 t108;
    vcc_m8 t109;
    int t110;
    int t111;
    int t112;
    vcc_v8_float t113;
    vcc_v8_float t114;
    vcc_v8_float t115;
    int t116;
    vcc_v8_float t117;
    vcc_v8_float t118;
    vcc_v8_float t119;
    vcc_v8_float t120;
    vcc_v8_float t121;
    int t122;
    int t123;
    vcc_v8_float t124;
    vcc_v8_float t125;
    vcc_v8_float t126;
    t16 = (long)n;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + 0UL)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + 0UL)))) {
        t19 = t16 & -16L;
        t13 = 0L;
        for (;;) {
            t20 = (long)(int)(0L + t13);
            t21 = out + t20;
            t22 = vcc_load(vcc_v8_float, in + t20);
            t23 = (long)(int)(0L + (t13 + 8L));
            t24 = out + t23;
            t25 = vcc_load(vcc_v8_float, in + t23);
            t26 = (vcc_m8)(t22 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t28 = __builtin_shufflevector(t27, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t29 = t27 + t28;
            t30 = __builtin_shufflevector(t29, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t31 = t29 + t30;
            t32 = __builtin_shufflevector(t31, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t33 = t31 + t32;
            t34 = t33 - t27;
            t35 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t34;
            t36 = (vcc_m8)(t25 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            t38 = __builtin_shufflevector(t37, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            t39 = t37 + t38;
            t40 = __builtin_shufflevector(t39, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            t41 = t39 + t40;
            t42 = __builtin_shufflevector(t41, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            t43 = t41 + t42;
            t44 = t43 - t37;
            t45 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t44;
            t46 = 0 + vcc_reduce(int, t27, +);
            t47 = t46 + vcc_reduce(int, t37, +);
            t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t49 = t48 + t34;
            t50 = vcc_splat(vcc_v8_int, t47 + 0 - 0);
            t51 = t50 + t35;
            t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t49, t51);
            t53 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            t54 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t53;
            vcc_scatter(vcc_regroup_perm, t52, t54);
            t55 = (vcc_v8_int){t46, t46, t46, t46, t46, t46, t46, t46};
            t56 = t55 + t44;
            t57 = vcc_splat(vcc_v8_int, t47 + 8 - t46);
            t58 = t57 + t45;
            t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t56, t58);
            t60 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            t61 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t60;
            vcc_scatter(vcc_regroup_perm, t59, t61);
            vcc_store(vcc_regroup_arg, t22);
            vcc_store(vcc_regroup_arg + 8, t25);
            t62 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            t63 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t62);
            t64 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            t65 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t64);
            t76 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t77 = (vcc_m8)(t63 >= t76);
            t78 = ~t77;
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t79 = vcc_any(t78);
            for (t80 = 15; t79 ? t80 >= 0 : 0; t80--, t1 = t7) {
                if (vcc_any(t78)) {
                    t104 = -t63;
                    t105 = t1 * t104;
                    t106 = vcc_splat(vcc_v8_float, coef[t80]);
                    t7 = t105 - t106;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t81 = vcc_any(t77);
            t82 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t83 = (vcc_m8)(t65 >= t82);
            t84 = ~t83;
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t85 = vcc_any(t84);
            t86 = 0;
            t87 = 1;
            t88 = (vcc_v8_float){0};
            t89 = 15;
            t90 = 1;
            t91 = (vcc_v8_float){0};
            for (;;) {
                if (t87) {
                    if (t81 ? t86 < 16 : 0) {
                        if (vcc_any(t77)) {
                            t92 = t2 * t63;
                            t93 = vcc_splat(vcc_v8_float, coef[t86]);
                            t4 = t92 + t93;
                        } else {
                            t4 = (vcc_v8_float){0};
                        }
                        t94 = t86 + 1;
                        t95 = t4;
                        t96 = 1;
                        t5 = t88;
                    } else {
                        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, t2, t1);
                        t94 = t86;
                        t95 = t2;
                        t96 = 0;
                    }
                } else {
                    t94 = t86;
                    t95 = t2;
                    t96 = 0;
                    t5 = t88;
                }
                if (t90) {
                    if (t85 ? t89 >= 0 : 0) {
                        if (vcc_any(t84)) {
                            t97 = -t65;
                            t98 = t3 * t97;
                            t99 = vcc_splat(vcc_v8_float, coef[t89]);
                            t6 = t98 - t99;
                        } else {
                            t6 = (vcc_v8_float){0};
                        }
                        t100 = t89 - 1;
                        t101 = t6;
                        t102 = 1;
                        t103 = t91;
                    } else {
                        t100 = t89;
                        t101 = t3;
                        t102 = 0;
                        t103 = t3;
                    }
                } else {
                    t100 = t89;
                    t101 = t3;
                    t102 = 0;
                    t103 = t91;
                }
                if (!(t96 | t102)) {
                    vcc_store(vcc_regroup_result, t5);
                    t14 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    t122 = vcc_any(t83);
                    for (t123 = 0; t122 ? t123 < 16 : 0; t123++, t14 = t15) {
                        if (vcc_any(t83)) {
                            t125 = t14 * t65;
                            t126 = vcc_splat(vcc_v8_float, coef[t123]);
                            t15 = t125 + t126;
                        } else {
                            t15 = (vcc_v8_float){0};
                        }
                    }
                    t124 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, t14, t103);
                    vcc_store(vcc_regroup_result + 8, t124);
                    t120 = vcc_gather(vcc_v8_float, vcc_regroup_result, t52);
                    t121 = vcc_gather(vcc_v8_float, vcc_regroup_result, t59);
                    vcc_store(t21, t120);
                    vcc_store(t24, t121);
                    t13 += 16L;
                    if (t13 < t19) {
                        break;
                    }
                    t66 = (int)(0L + t19);
                    goto L127;
                }
                t86 = t94;
                t2 = t95;
                t87 = t96;
                t88 = t5;
                t89 = t100;
                t3 = t101;
                t90 = t102;
                t91 = t103;
            }
        }
    } else {
        t66 = 0;
    }
L127:
    t67 = (long)n + (long)t66 * -1L;
    t68 = (unsigned long)out;
    t69 = (unsigned long)in;
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))))) {
        t70 = t67 & -8L;
        t8 = 0L;
        for (;;) {
            t71 = (long)(int)((long)t66 + t8);
            t72 = out + t71;
            t73 = vcc_load(vcc_v8_float, in + t71);
            t107 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t108 = (vcc_m8)(t73 >= t107);
            t109 = ~t108;
            t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t110 = vcc_any(t109);
            for (t111 = 15; t110 ? t111 >= 0 : 0; t111--, t9 = t11) {
                if (vcc_any(t109)) {
                    t113 = -t73;
                    t114 = t9 * t113;
                    t115 = vcc_splat(vcc_v8_float, coef[t111]);
                    t11 = t114 - t115;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            t10 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t112 = vcc_any(t108);
            for (t116 = 0; t112 ? t116 < 16 : 0; t116++, t10 = t12) {
                if (vcc_any(t108)) {
                    t118 = t10 * t73;
                    t119 = vcc_splat(vcc_v8_float, coef[t116]);
                    t12 = t118 + t119;
                } else {
                    t12 = (vcc_v8_float){0};
                }
            }
            t117 = vcc_select(vcc_v8_int, (vcc_v8_int)t108, t10, t9);
            vcc_store(t72, t117);
            t8 += 8L;
            if (t8 >= t70) {
                i = (int)((long)t66 + t70);
                break;
            }
        }
    } else {
        i = t66;
    }
    for (; i < n; i++) {
        t74 = (long)i;
        t75 = in[t74];
        out[t74] = poly(coef, t75, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    vcc_v8_float t1;
    vcc_v8_float t2;
    long t3;
    vcc_v8_float t4;
    vcc_v8_float t5;
    long t6;
    vcc_v8_float t7;
    vcc_v8_float t8;
    long t9;
    unsigned long t10;
    unsigned long t11;
    long t12;
    long t13;
    long t14;
    float *t15;
    int t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    long t20;
    long t21;
    float *t22;
    int i;
    long t23;
    float t24;
    long t25;
    float *t26;
    vcc_v8_float t27;
    vcc_m8 t28;
    vcc_m8 t29;
    int t30;
    int t31;
    vcc_v8_float t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    int t35;
    int t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_int t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_m8 t45;
    vcc_m8 t46;
    int t47;
    int t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    int t52;
    int t53;
    vcc_v8_float t54;
    vcc_v8_float t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    vcc_v8_int t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_m8 t62;
    vcc_m8 t63;
    int t64;
    int t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    int t69;
    int t70;
    vcc_v8_float t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_int t76;
    vcc_v8_float t77;
    t9 = (long)n;
    t10 = (unsigned long)out;
    t11 = (unsigned long)in;
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t11 + 0UL)) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= (t10 + 0UL)))) {
        t12 = t9 & -16L;
        t6 = 0L;
        for (;;) {
            t13 = t6 + 8L;
            t14 = (long)(int)(0L + t6);
            t15 = out + t14;
            t2 = vcc_load(vcc_v8_float, in + t14);
            t27 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t28 = (vcc_m8)(t2 > t27);
            t29 = ~t28;
            t30 = vcc_any(t29);
            t31 = 0;
            t1 = t2;
            while (t30 ? t31 < 5 : 0) {
                t32 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t33 = t1 * t32;
                t34 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t1 = t33 - t34;
                t31++;
            }
            t35 = vcc_any(t28);
            t36 = 0;
            while (t35 ? t36 < 5 : 0) {
                t37 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t38 = t2 * t37;
                t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t38 + t39;
                t36++;
            }
            if (vcc_any(t28)) {
                t40 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                t41 = t2 * t40;
                t42 = __builtin_convertvector(t41, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t42, t28);
            }
            t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t2, t1);
            vcc_store(t15, t43);
            t25 = (long)(int)(0L + t13);
            t26 = out + t25;
            t8 = vcc_load(vcc_v8_float, in + t25);
            t61 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t62 = (vcc_m8)(t8 > t61);
            t63 = ~t62;
            t64 = vcc_any(t63);
            t65 = 0;
            t7 = t8;
            while (t64 ? t65 < 5 : 0) {
                t66 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t67 = t7 * t66;
                t68 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t7 = t67 - t68;
                t65++;
            }
            t69 = vcc_any(t62);
            t70 = 0;
            while (t69 ? t70 < 5 : 0) {
                t71 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t72 = t8 * t71;
                t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t8 = t72 + t73;
                t70++;
            }
            if (vcc_any(t62)) {
                t74 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                t75 = t8 * t74;
                t76 = __builtin_convertvector(t75, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t76, t62);
            }
            t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, t8, t7);
            vcc_store(t26, t77);
            t6 += 16L;
            if (t6 >= t12) {
                t16 = (int)(0L + t12);
                break;
            }
        }
    } else {
        t16 = 0;
    }
    t17 = (long)n + (long)t16 * -1L;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        t20 = t17 & -8L;
        t3 = 0L;
        for (;;) {
            t21 = (long)(int)((long)t16 + t3);
            t22 = out + t21;
            t5 = vcc_load(vcc_v8_float, in + t21);
            t44 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t45 = (vcc_m8)(t5 > t44);
            t46 = ~t45;
            t47 = vcc_any(t46);
            t48 = 0;
            t4 = t5;
            while (t47 ? t48 < 5 : 0) {
                t49 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                t50 = t4 * t49;
                t51 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t4 = t50 - t51;
                t48++;
            }
            t52 = vcc_any(t45);
            t53 = 0;
            while (t52 ? t53 < 5 : 0) {
                t54 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                t55 = t5 * t54;
                t56 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t5 = t55 + t56;
                t53++;
            }
            if (vcc_any(t45)) {
                t57 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                t58 = t5 * t57;
                t59 = __builtin_convertvector(t58, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t59, t45);
            }
            t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t5, t4);
            vcc_store(t22, t60);
            t3 += 8L;
            if (t3 >= t20) {
                i = (int)((long)t16 + t20);
                break;
            }
        }
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        t23 = (long)i;
        t24 = in[t23];
        out[t23] = tally(t24, hits, 5);
    }
}

void run_cheap(float *out, const float *in, int n) {
    long t1;
    long t2;
    long t3;
    unsigned long t4;
    unsigned long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    vcc_v8_float t10;
    int t11;
    long t12;
    unsigned long t13;
    unsigned long t14;
    long t15;
    long t16;
    float *t17;
    vcc_v8_float t18;
    int i;
    long t19;
    float t20;
    long t21;
    float *t22;
    vcc_v8_float t23;
    vcc_v8_float t24;
    vcc_m8 t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    vcc_v8_float t28;
    vcc_v8_float t29;
    vcc_v8_float t30;
    vcc_v8_float t31;
    vcc_m8 t32;
    vcc_v8_float t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    vcc_v8_float t37;
    vcc_v8_float t38;
    vcc_m8 t39;
    vcc_v8_float t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    t3 = (long)n;
    t4 = (unsigned long)out;
    t5 = (unsigned long)in;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t5 + 0UL)) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= (t4 + 0UL)))) {
        t6 = t3 & -16L;
        t2 = 0L;
        for (;;) {
            t7 = t2 + 8L;
            t8 = (long)(int)(0L + t2);
            t9 = out + t8;
            t10 = vcc_load(vcc_v8_float, in + t8);
            t24 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t25 = (vcc_m8)(t10 > t24);
            t26 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t27 = t10 - t26;
            t28 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t29 = t10 * t28;
            t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t29, t27);
            vcc_store(t9, t30);
            t21 = (long)(int)(0L + t7);
            t22 = out + t21;
            t23 = vcc_load(vcc_v8_float, in + t21);
            t38 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t39 = (vcc_m8)(t23 > t38);
            t40 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t41 = t23 - t40;
            t42 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t43 = t23 * t42;
            t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t43, t41);
            vcc_store(t22, t44);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)(0L + t6);
                break;
            }
        }
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    t13 = (unsigned long)out;
    t14 = (unsigned long)in;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        t15 = t12 & -8L;
        t1 = 0L;
        for (;;) {
            t16 = (long)(int)((long)t11 + t1);
            t17 = out + t16;
            t18 = vcc_load(vcc_v8_float, in + t16);
            t31 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t32 = (vcc_m8)(t18 > t31);
            t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t34 = t18 - t33;
            t35 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            t36 = t18 * t35;
            t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t36, t34);
            vcc_store(t17, t37);
            t1 += 8L;
            if (t1 >= t15) {
                i = (int)((long)t11 + t15);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        t19 = (long)i;
        t20 = in[t19];
        out[t19] = cheap(t20);
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

int main(void) {
    int sizes[16];
    float coef[16];
    int hits;
    vcc_v8_uint t1;
    long t2;
    unsigned int seed;
    long t3;
    long t4;
    long t5;
    vcc_v8_int t6;
    vcc_v8_uint t7;
    vcc_v8_int t8;
    vcc_v8_int t9;
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_uint t12;
    vcc_v8_int t13;
    vcc_v8_int t14;
    vcc_v8_float t15;
    vcc_v8_float t16;
    int k;
    int t17;
    int s;
    int n;
    unsigned long t18;
    unsigned long t19;
    float *fin;
    float *fout;
    unsigned long t20;
    double *dx;
    double *dy;
    double *dout;
    int *ia;
    int *ib;
    unsigned int *iout;
    int i;
    int r;
    long t21;
    float *t22;
    float t23;
    float t24;
    const float *t25;
    unsigned long t26;
    unsigned long t27;
    const void *t28;
    unsigned long h;
    unsigned long h_1;
    unsigned long h_2;
    unsigned long h_3;
    long t29;
    long t30;
    float *t31;
    vcc_v8_float t32;
    vcc_m8 t33;
    vcc_v8_float t34;
    vcc_v8_float t35;
    float *t36;
    vcc_v8_float t37;
    vcc_m8 t38;
    vcc_v8_float t39;
    vcc_v8_float t40;
    float *t41;
    vcc_v8_float t42;
    vcc_m8 t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    float *t46;
    vcc_v8_float t47;
    vcc_m8 t48;
    vcc_v8_float t49;
    vcc_v8_float t50;
    int t51;
    long t52;
    long t53;
    float *t54;
    vcc_v8_float t55;
    vcc_m8 t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    int i_1;
    float *t59;
    float t60;
    float t61;
    unsigned long h_4;
    unsigned long h_5;
    unsigned long h_6;
    double t62;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 15;
    sizes[6] = 16;
    sizes[7] = 17;
    sizes[8] = 31;
    sizes[9] = 32;
    sizes[10] = 33;
    sizes[11] = 63;
    sizes[12] = 64;
    sizes[13] = 65;
    sizes[14] = 200;
    sizes[15] = 1003;
    if (16L >= 16L) {
        t5 = 16L & -16L;
        t6 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        t7 = (vcc_v8_uint)t6;
        t1 = t7 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t2 = 0L;
        do {
            t8 = (vcc_v8_int)t1;
            t9 = t8 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t10 = __builtin_convertvector(t9, vcc_v8_float);
            t11 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t10;
            vcc_store(&coef[(int)((long)0 + t2)], t11);
            t12 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t13 = (vcc_v8_int)t12;
            t14 = t13 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t15 = __builtin_convertvector(t14, vcc_v8_float);
            t16 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t15;
            vcc_store(&coef[(int)((long)0 + (t2 + 8L))], t16);
            t2 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
        } while (t2 < t5);
        k = (int)((long)0 + t5);
    } else {
        k = 0;
    }
    for (; k < 16; k = t17) {
        t17 = k + 1;
        coef[k] = 1.0f / (float)t17;
    }
    for (s = 0; s < 16; s++) {
        n = sizes[s];
        t18 = (unsigned long)(n + 1);
        t19 = t18 * 4UL;
        fin = (float *)malloc(t19);
        fout = (float *)malloc(t19);
        t20 = t18 * 8UL;
        dx = (double *)malloc(t20);
        dy = (double *)malloc(t20);
        dout = (double *)malloc(t20);
        ia = (int *)malloc(t19);
        ib = (int *)malloc(t19);
        iout = (unsigned int *)malloc(t19);
        seed = 12345U + (unsigned int)n;
        for (i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            r = (int)(seed >> 16) % 2000;
            t21 = (long)i;
            t22 = fin + t21;
            if (i < (n / 2)) {
                t24 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t23 = 0.25f + (float)i * 0.0001f;
                } else {
                    t23 = 1.5f + (float)i * 0.0001f;
                }
                t24 = t23;
            }
            *t22 = t24;
            if ((i % 97) == 13) {
                *t22 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t22 = __builtin_inff();
            }
            dx[t21] = (double)r / 700.0 - 1.0;
            dy[t21] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t21] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t21] = (int)(seed >> 4) % 100000;
        }
        t25 = fin;
        run_series(fout, t25, n);
        t26 = (unsigned long)n;
        t27 = t26 * 4UL;
        t28 = (const void *)fout;
        h = fold(14695981039346656037UL, t28, t27);
        run_series_auto(fout, t25, n);
        h_1 = fold(h, t28, t27);
        run_blend2(dout, dx, dy, n);
        h_2 = fold(h_1, (const void *)dout, t26 * 8UL);
        run_mix(iout, ia, ib, n);
        h_3 = fold(h_2, (const void *)iout, t27);
        t29 = (long)n;
        if (t29 >= 32L) {
            t30 = t29 & -32L;
            t3 = 0L;
            do {
                t31 = fin + (int)((long)0 + t3);
                t32 = vcc_load(vcc_v8_float, t31);
                t33 = (vcc_m8)(t32 != t32);
                t34 = t32 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t33, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t34);
                vcc_store(t31, t35);
                t36 = fin + (int)((long)0 + (t3 + 8L));
                t37 = vcc_load(vcc_v8_float, t36);
                t38 = (vcc_m8)(t37 != t37);
                t39 = t37 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t38, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t39);
                vcc_store(t36, t40);
                t41 = fin + (int)((long)0 + (t3 + 16L));
                t42 = vcc_load(vcc_v8_float, t41);
                t43 = (vcc_m8)(t42 != t42);
                t44 = t42 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t44);
                vcc_store(t41, t45);
                t46 = fin + (int)((long)0 + (t3 + 24L));
                t47 = vcc_load(vcc_v8_float, t46);
                t48 = (vcc_m8)(t47 != t47);
                t49 = t47 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t48, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t49);
                vcc_store(t46, t50);
                t3 += 32L;
            } while (t3 < t30);
            t51 = (int)((long)0 + t30);
        } else {
            t51 = 0;
        }
        t52 = (long)n + (long)t51 * -1L;
        if (t52 >= 8L) {
            t53 = t52 & -8L;
            t4 = 0L;
            do {
                t54 = fin + (int)((long)t51 + t4);
                t55 = vcc_load(vcc_v8_float, t54);
                t56 = (vcc_m8)(t55 != t55);
                t57 = t55 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t56, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t57);
                vcc_store(t54, t58);
                t4 += 8L;
            } while (t4 < t53);
            i_1 = (int)((long)t51 + t53);
        } else {
            i_1 = t51;
        }
        for (; i_1 < n; i_1++) {
            t59 = fin + i_1;
            t60 = *t59;
            if (t60 != t60) {
                t61 = -0.5f;
            } else {
                t61 = t60 - 1.0f;
            }
            *t59 = t61;
        }
        run_poly(fout, coef, t25, n);
        h_4 = fold(h_3, t28, t27);
        hits = -1;
        run_tally(fout, &hits, t25, n);
        h_5 = fold(h_4, t28, t27);
        run_cheap(fout, t25, n);
        h_6 = fold(h_5, t28, t27);
        if (n) {
            t62 = (double)fout[0];
        } else {
            t62 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t62);
        free((void *)fin);
        free((void *)fout);
        free((void *)dx);
        free((void *)dy);
        free((void *)dout);
        free((void *)ia);
        free((void *)ib);
        free((void *)iout);
    }
    return 0;
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes) {
    const unsigned char *c = p;
    for (size_t k = 0; k < bytes; k++)
        h = h * 1099511628211ul ^ c[k];
    return h;
}
