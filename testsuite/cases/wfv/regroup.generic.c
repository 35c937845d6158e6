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
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
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
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_m8 t7 = (vcc_m8)(x < t6);
    vcc_m8 t3 = ~t7;
    int t8 = vcc_any(t3);
    vcc_v8_float t10 = x;
    for (int t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if (vcc_any(t3)) {
            vcc_v8_float t11 = vcc_splat(vcc_v8_float, (float)t9);
            vcc_v8_float t12 = t11 / t10;
            t1 = x + t12;
        } else {
            t1 = (vcc_v8_float){0};
        }
    }
    if (vcc_any(t3)) {
        vcc_v8_float t13 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t2 = t13 / t10;
    } else {
        t2 = (vcc_v8_float){0};
        t3 = (vcc_m8){0};
    }
    int t14 = vcc_any(t7);
    vcc_v8_float t16 = x;
    vcc_v8_float t17 = x;
    for (int t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if (vcc_any(t7)) {
            vcc_v8_float t19 = t17 * x;
            vcc_v8_float t20 = vcc_splat(vcc_v8_float, (float)(2 * t15 + 1));
            t4 = t19 / t20;
            t5 = t16 + t4;
        } else {
            t4 = (vcc_v8_float){0};
            t5 = (vcc_v8_float){0};
        }
    }
    vcc_v8_float t18 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t16);
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
    int t3;
    vcc_v4_double t4;
    vcc_v4_double t5 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
    vcc_v4_double t6 = x * t5;
    vcc_v4_int t7 = __builtin_convertvector(t6, vcc_v4_int);
    vcc_v4_double t8 = __builtin_convertvector(t7, vcc_v4_double);
    vcc_v4_double t9 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
    vcc_v4_double t10 = t8 + t9;
    vcc_m4 t11 = __builtin_convertvector(t10 > y, vcc_m4);
    vcc_m4 t12 = ~t11;
    vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
    int t13 = vcc_any(t12);
    for (int t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if (vcc_any(t12)) {
            vcc_v4_double t16 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
            vcc_v4_double t17 = t1 * t16;
            t3 = t14 + 1;
            vcc_v4_double t18 = vcc_splat(vcc_v4_double, (double)t3);
            vcc_v4_double t19 = y / t18;
            t4 = t17 - t19;
        } else {
            t3 = 0;
            t4 = (vcc_v4_double){0};
        }
    }
    vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
    int t15 = vcc_any(t11);
    int t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        vcc_v4_double t21 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
        vcc_v4_double t22 = t2 * t21;
        vcc_v4_double t23 = vcc_splat(vcc_v4_double, (double)t20);
        vcc_v4_double t24 = x * t23;
        t2 = t22 + t24;
        t20++;
    }
    vcc_v4_double t25 = vcc_select(vcc_v4_long, __builtin_convertvector(t11, vcc_v4_long), t2, t1);
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
    vcc_v8_uint t2 = (vcc_v8_uint)a;
    vcc_v8_int t3 = a ^ b;
    vcc_v8_int t4 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
    vcc_v8_int t5 = t3 & t4;
    vcc_m8 t6 = (vcc_m8)(t5 != (vcc_v8_int){0});
    vcc_m8 t7 = ~t6;
    int t8 = vcc_any(t6);
    int t9 = 0;
    vcc_v8_uint t1 = t2;
    while (t8 ? t9 < steps : 0) {
        vcc_v8_int t10 = (vcc_v8_int){t9, t9, t9, t9, t9, t9, t9, t9};
        vcc_v8_uint t11 = (vcc_v8_uint)b;
        vcc_v8_uint t12 = (vcc_v8_uint)t10;
        vcc_v8_uint t13 = t11 + t12;
        vcc_v8_int t14 = (vcc_v8_int)t13;
        vcc_v8_uint t15 = (vcc_v8_uint)t14;
        vcc_v8_uint t16 = t1 ^ t15;
        vcc_v8_uint t17 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
        t1 = t16 * t17;
        t9++;
    }
    int t18 = vcc_any(t7);
    int t19 = 0;
    while (t18 ? t19 < steps : 0) {
        vcc_v8_uint t20 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
        vcc_v8_uint t21 = t2 * t20;
        vcc_v8_int t22 = vcc_splat(vcc_v8_int, t19 & 7);
        vcc_v8_int t23 = b >> t22;
        vcc_v8_uint t24 = (vcc_v8_uint)t23;
        t2 = t21 + t24;
        t19++;
    }
    vcc_v8_uint t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t1, t2);
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
    vcc_v8_float t3;
    vcc_v8_float t4;
    vcc_v8_float t5 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t6 = (vcc_m8)(x >= t5);
    vcc_m8 t7 = ~t6;
    vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    int t8 = vcc_any(t7);
    for (int t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if (vcc_any(t7)) {
            vcc_v8_float t11 = -x;
            vcc_v8_float t12 = t1 * t11;
            vcc_v8_float t13 = vcc_splat(vcc_v8_float, coef[t9]);
            t3 = t12 - t13;
        } else {
            t3 = (vcc_v8_float){0};
        }
    }
    vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    int t10 = vcc_any(t6);
    for (int t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if (vcc_any(t6)) {
            vcc_v8_float t16 = t2 * x;
            vcc_v8_float t17 = vcc_splat(vcc_v8_float, coef[t14]);
            t4 = t16 + t17;
        } else {
            t4 = (vcc_v8_float){0};
        }
    }
    vcc_v8_float t15 = vcc_select(vcc_v8_int, (vcc_v8_int)t6, t2, t1);
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
    vcc_v8_float t3 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
    vcc_m8 t4 = (vcc_m8)(x > t3);
    vcc_m8 t5 = ~t4;
    int t6 = vcc_any(t5);
    int t7 = 0;
    vcc_v8_float t1 = x;
    while (t6 ? t7 < n : 0) {
        vcc_v8_float t8 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
        vcc_v8_float t9 = t1 * t8;
        vcc_v8_float t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t1 = t9 - t10;
        t7++;
    }
    int t11 = vcc_any(t4);
    int t12 = 0;
    vcc_v8_float t2 = x;
    while (t11 ? t12 < n : 0) {
        vcc_v8_float t13 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
        vcc_v8_float t14 = t2 * t13;
        vcc_v8_float t15 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
        t2 = t14 + t15;
        t12++;
    }
    if (vcc_any(t4)) {
        vcc_v8_float t16 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
        vcc_v8_float t17 = t2 * t16;
        vcc_v8_int t18 = __builtin_convertvector(t17, vcc_v8_int);
        vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t18, t4);
    }
    vcc_v8_float t19 = vcc_select(vcc_v8_int, (vcc_v8_int)t4, t2, t1);
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
    vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    vcc_m8 t2 = (vcc_m8)(x > t1);
    vcc_v8_float t3 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
    vcc_v8_float t4 = x - t3;
    vcc_v8_float t5 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
    vcc_v8_float t6 = x * t5;
    vcc_v8_float t7 = vcc_select(vcc_v8_int, (vcc_v8_int)t2, t6, t4);
    return t7;
}
#pragma GCC diagnostic pop

void run_series(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    vcc_v8_float t1;
    vcc_v8_float t2;
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t15;
    vcc_v8_float t17;
    vcc_v8_float t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    int t69;
    long t70;
    int i;
    int t102;
    vcc_v8_float t103;
    vcc_v8_float t104;
    int t105;
    int t108;
    vcc_v8_float t109;
    int t110;
    vcc_v8_float t111;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = (long)(int)t14;
            float *t24 = out + t23;
            vcc_v8_float t25 = vcc_load(vcc_v8_float, in + t23);
            long t26 = (long)(int)(t14 + 8L);
            float *t27 = out + t26;
            vcc_v8_float t28 = vcc_load(vcc_v8_float, in + t26);
            vcc_m8 t29 = (vcc_m8)(t25 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t31 = __builtin_shufflevector(t30, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t32 = t30 + t31;
            vcc_v8_int t33 = __builtin_shufflevector(t32, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t34 = t32 + t33;
            vcc_v8_int t35 = __builtin_shufflevector(t34, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t36 = t34 + t35;
            vcc_v8_int t37 = t36 - t30;
            vcc_v8_int t38 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t37;
            vcc_m8 t39 = (vcc_m8)(t28 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t40 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t41 = __builtin_shufflevector(t40, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t42 = t40 + t41;
            vcc_v8_int t43 = __builtin_shufflevector(t42, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t44 = t42 + t43;
            vcc_v8_int t45 = __builtin_shufflevector(t44, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t46 = t44 + t45;
            vcc_v8_int t47 = t46 - t40;
            vcc_v8_int t48 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t47;
            int t49 = vcc_reduce(int, t30, +);
            int t50 = t49 + vcc_reduce(int, t40, +);
            vcc_v8_int t51 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t52 = t51 + t37;
            vcc_v8_int t53 = (vcc_v8_int){t50, t50, t50, t50, t50, t50, t50, t50};
            vcc_v8_int t54 = t53 + t38;
            vcc_v8_int t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t52, t54);
            vcc_v8_int t56 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t57 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t56;
            vcc_scatter(vcc_regroup_perm, t55, t57);
            vcc_v8_int t58 = (vcc_v8_int){t49, t49, t49, t49, t49, t49, t49, t49};
            vcc_v8_int t59 = t58 + t47;
            vcc_v8_int t60 = vcc_splat(vcc_v8_int, t50 + 8 - t49);
            vcc_v8_int t61 = t60 + t48;
            vcc_v8_int t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t59, t61);
            vcc_v8_int t63 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t64 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t63;
            vcc_scatter(vcc_regroup_perm, t62, t64);
            vcc_store(vcc_regroup_arg, t25);
            vcc_store(vcc_regroup_arg + 8, t28);
            vcc_v8_int t65 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t66 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t65);
            vcc_v8_int t67 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t68 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t67);
            vcc_v8_float t79 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t80 = (vcc_m8)(t66 < t79);
            vcc_m8 t3 = ~t80;
            int t81 = vcc_any(t3);
            vcc_v8_float t83 = t66;
            for (int t82 = 24; t81 ? t82 > 0 : 0; t82--, t83 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t84 = vcc_splat(vcc_v8_float, (float)t82);
                    vcc_v8_float t85 = t84 / t83;
                    t1 = t66 + t85;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t86 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t86 / t83;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t87 = vcc_any(t80);
            vcc_v8_float t88 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t89 = (vcc_m8)(t68 < t88);
            vcc_m8 t16 = ~t89;
            int t90 = vcc_any(t16);
            int t91 = 1;
            vcc_v8_float t92 = t66;
            vcc_v8_float t93 = t66;
            int t94 = 1;
            vcc_v8_float t95 = (vcc_v8_float){0};
            int t96 = 24;
            vcc_v8_float t97 = t68;
            int t98 = 1;
            vcc_v8_float t99 = (vcc_v8_float){0};
            for (;;) {
                if (t94) {
                    if (t87 ? t91 < 24 : 0) {
                        if (vcc_any(t80)) {
                            vcc_v8_float t100 = t93 * t66;
                            vcc_v8_float t101 = vcc_splat(vcc_v8_float, (float)(2 * t91 + 1));
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
                            vcc_v8_float t106 = vcc_splat(vcc_v8_float, (float)t96);
                            vcc_v8_float t107 = t106 / t97;
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
                        vcc_v8_float t129 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t129 / t111;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    int t130 = vcc_any(t89);
                    vcc_v8_float t132 = t68;
                    vcc_v8_float t133 = t68;
                    for (int t131 = 1; t130 ? t131 < 24 : 0; t131++, t132 = t18, t133 = t17) {
                        if (vcc_any(t89)) {
                            vcc_v8_float t135 = t133 * t68;
                            vcc_v8_float t136 = vcc_splat(vcc_v8_float, (float)(2 * t131 + 1));
                            t17 = t135 / t136;
                            t18 = t132 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t134 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t132);
                    vcc_store(vcc_regroup_result + 8, t134);
                    vcc_v8_float t127 = vcc_gather(vcc_v8_float, vcc_regroup_result, t55);
                    vcc_v8_float t128 = vcc_gather(vcc_v8_float, vcc_regroup_result, t62);
                    vcc_store(t24, t127);
                    vcc_store(t27, t128);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t69 = (int)t22;
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
    unsigned long t71 = (unsigned long)out;
    unsigned long t72 = (unsigned long)in;
    if ((t70 >= 8L) & (((t71 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t69 * 4L))) | ((t72 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t69 * 4L))))) {
        long t73 = t70 & -8L;
        long t8 = 0L;
        for (;;) {
            long t74 = (long)(int)((long)t69 + t8);
            float *t75 = out + t74;
            vcc_v8_float t76 = vcc_load(vcc_v8_float, in + t74);
            vcc_v8_float t112 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t113 = (vcc_m8)(t76 < t112);
            vcc_m8 t11 = ~t113;
            int t114 = vcc_any(t11);
            vcc_v8_float t116 = t76;
            for (int t115 = 24; t114 ? t115 > 0 : 0; t115--, t116 = t9) {
                if (vcc_any(t11)) {
                    vcc_v8_float t117 = vcc_splat(vcc_v8_float, (float)t115);
                    vcc_v8_float t118 = t117 / t116;
                    t9 = t76 + t118;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                vcc_v8_float t119 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t119 / t116;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            int t120 = vcc_any(t113);
            vcc_v8_float t122 = t76;
            vcc_v8_float t123 = t76;
            for (int t121 = 1; t120 ? t121 < 24 : 0; t121++, t122 = t13, t123 = t12) {
                if (vcc_any(t113)) {
                    vcc_v8_float t125 = t123 * t76;
                    vcc_v8_float t126 = vcc_splat(vcc_v8_float, (float)(2 * t121 + 1));
                    t12 = t125 / t126;
                    t13 = t122 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t124 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t122);
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
        long t77 = (long)i;
        float t78 = in[t77];
        out[t77] = series(t78, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
    int t3;
    vcc_v4_double t4;
    int t8;
    vcc_v4_double t9;
    int t12;
    vcc_v4_double t13;
    int t16;
    vcc_v4_double t17;
    int t21;
    vcc_v4_double t22;
    int t141;
    int i;
    long t23 = (long)n;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)x;
    unsigned long t26 = (unsigned long)out;
    unsigned long t27 = (unsigned long)y;
    if ((t23 >= 16L) & (((t24 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t24)) & (((t26 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t27) | ((t27 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= t26))) {
        long t28 = t23 & -16L;
        long t18 = 0L;
        for (;;) {
            long t29 = (long)(int)t18;
            double *t30 = out + t29;
            vcc_v4_double t31 = vcc_load(vcc_v4_double, y + t29);
            vcc_v4_double t32 = vcc_load(vcc_v4_double, x + t29);
            long t33 = (long)(int)(t18 + 4L);
            double *t34 = out + t33;
            vcc_v4_double t35 = vcc_load(vcc_v4_double, y + t33);
            vcc_v4_double t36 = vcc_load(vcc_v4_double, x + t33);
            long t37 = (long)(int)(t18 + 8L);
            double *t38 = out + t37;
            vcc_v4_double t39 = vcc_load(vcc_v4_double, y + t37);
            vcc_v4_double t40 = vcc_load(vcc_v4_double, x + t37);
            long t41 = (long)(int)(t18 + 12L);
            double *t42 = out + t41;
            vcc_v4_double t43 = vcc_load(vcc_v4_double, y + t41);
            vcc_v4_double t44 = vcc_load(vcc_v4_double, x + t41);
            vcc_v4_double t45 = t32 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t46 = __builtin_convertvector(t45, vcc_v4_int);
            vcc_v4_double t47 = __builtin_convertvector(t46, vcc_v4_double);
            vcc_v4_double t48 = t47 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t49 = __builtin_convertvector(t48 > t31, vcc_m4);
            vcc_v4_int t50 = vcc_select(vcc_v4_int, (vcc_v4_int)t49, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t51 = __builtin_shufflevector(t50, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t52 = t50 + t51;
            vcc_v4_int t53 = __builtin_shufflevector(t52, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t54 = t52 + t53;
            vcc_v4_int t55 = t54 - t50;
            vcc_v4_int t56 = (vcc_v4_int){0, 1, 2, 3} - t55;
            vcc_v4_double t57 = t36 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t58 = __builtin_convertvector(t57, vcc_v4_int);
            vcc_v4_double t59 = __builtin_convertvector(t58, vcc_v4_double);
            vcc_v4_double t60 = t59 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t61 = __builtin_convertvector(t60 > t35, vcc_m4);
            vcc_v4_int t62 = vcc_select(vcc_v4_int, (vcc_v4_int)t61, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t63 = __builtin_shufflevector(t62, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t64 = t62 + t63;
            vcc_v4_int t65 = __builtin_shufflevector(t64, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t66 = t64 + t65;
            vcc_v4_int t67 = t66 - t62;
            vcc_v4_int t68 = (vcc_v4_int){0, 1, 2, 3} - t67;
            vcc_v4_double t69 = t40 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t70 = __builtin_convertvector(t69, vcc_v4_int);
            vcc_v4_double t71 = __builtin_convertvector(t70, vcc_v4_double);
            vcc_v4_double t72 = t71 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t73 = __builtin_convertvector(t72 > t39, vcc_m4);
            vcc_v4_int t74 = vcc_select(vcc_v4_int, (vcc_v4_int)t73, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t75 = __builtin_shufflevector(t74, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t76 = t74 + t75;
            vcc_v4_int t77 = __builtin_shufflevector(t76, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t78 = t76 + t77;
            vcc_v4_int t79 = t78 - t74;
            vcc_v4_int t80 = (vcc_v4_int){0, 1, 2, 3} - t79;
            vcc_v4_double t81 = t44 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t82 = __builtin_convertvector(t81, vcc_v4_int);
            vcc_v4_double t83 = __builtin_convertvector(t82, vcc_v4_double);
            vcc_v4_double t84 = t83 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t85 = __builtin_convertvector(t84 > t43, vcc_m4);
            vcc_v4_int t86 = vcc_select(vcc_v4_int, (vcc_v4_int)t85, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t87 = __builtin_shufflevector(t86, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t88 = t86 + t87;
            vcc_v4_int t89 = __builtin_shufflevector(t88, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t90 = t88 + t89;
            vcc_v4_int t91 = t90 - t86;
            vcc_v4_int t92 = (vcc_v4_int){0, 1, 2, 3} - t91;
            int t93 = vcc_reduce(int, t50, +);
            int t94 = t93 + vcc_reduce(int, t62, +);
            int t95 = t94 + vcc_reduce(int, t74, +);
            int t96 = t95 + vcc_reduce(int, t86, +);
            vcc_v4_int t97 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t98 = t97 + t55;
            vcc_v4_int t99 = (vcc_v4_int){t96, t96, t96, t96};
            vcc_v4_int t100 = t99 + t56;
            vcc_v4_int t101 = vcc_select(vcc_v4_int, (vcc_v4_int)t49, t98, t100);
            vcc_v4_int t102 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t103 = (vcc_v4_int){0, 1, 2, 3} + t102;
            vcc_scatter(vcc_regroup_perm, t101, t103);
            vcc_v4_int t104 = (vcc_v4_int){t93, t93, t93, t93};
            vcc_v4_int t105 = t104 + t67;
            vcc_v4_int t106 = vcc_splat(vcc_v4_int, t96 + 4 - t93);
            vcc_v4_int t107 = t106 + t68;
            vcc_v4_int t108 = vcc_select(vcc_v4_int, (vcc_v4_int)t61, t105, t107);
            vcc_v4_int t109 = (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_int t110 = (vcc_v4_int){0, 1, 2, 3} + t109;
            vcc_scatter(vcc_regroup_perm, t108, t110);
            vcc_v4_int t111 = (vcc_v4_int){t94, t94, t94, t94};
            vcc_v4_int t112 = t111 + t79;
            vcc_v4_int t113 = vcc_splat(vcc_v4_int, t96 + 8 - t94);
            vcc_v4_int t114 = t113 + t80;
            vcc_v4_int t115 = vcc_select(vcc_v4_int, (vcc_v4_int)t73, t112, t114);
            vcc_v4_int t116 = (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int t117 = (vcc_v4_int){0, 1, 2, 3} + t116;
            vcc_scatter(vcc_regroup_perm, t115, t117);
            vcc_v4_int t118 = (vcc_v4_int){t95, t95, t95, t95};
            vcc_v4_int t119 = t118 + t91;
            vcc_v4_int t120 = vcc_splat(vcc_v4_int, t96 + 12 - t95);
            vcc_v4_int t121 = t120 + t92;
            vcc_v4_int t122 = vcc_select(vcc_v4_int, (vcc_v4_int)t85, t119, t121);
            vcc_v4_int t123 = (vcc_v4_int){12, 12, 12, 12};
            vcc_v4_int t124 = (vcc_v4_int){0, 1, 2, 3} + t123;
            vcc_scatter(vcc_regroup_perm, t122, t124);
            vcc_store(vcc_regroup_arg, t32);
            vcc_store(vcc_regroup_arg + 4, t36);
            vcc_store(vcc_regroup_arg + 8, t40);
            vcc_store(vcc_regroup_arg + 12, t44);
            vcc_v4_int t125 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t126 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t125);
            vcc_v4_int t127 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t128 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t127);
            vcc_v4_int t129 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t130 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t129);
            vcc_v4_int t131 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t132 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t131);
            vcc_store(vcc_regroup_arg_1, t31);
            vcc_store(vcc_regroup_arg_1 + 4, t35);
            vcc_store(vcc_regroup_arg_1 + 8, t39);
            vcc_store(vcc_regroup_arg_1 + 12, t43);
            vcc_v4_int t133 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t134 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t133);
            vcc_v4_int t135 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t136 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t135);
            vcc_v4_int t137 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t138 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t137);
            vcc_v4_int t139 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t140 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t139);
            vcc_v4_double t155 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t156 = t126 * t155;
            vcc_v4_int t157 = __builtin_convertvector(t156, vcc_v4_int);
            vcc_v4_double t158 = __builtin_convertvector(t157, vcc_v4_double);
            vcc_v4_double t159 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t160 = t158 + t159;
            vcc_m4 t161 = __builtin_convertvector(t160 > t134, vcc_m4);
            vcc_m4 t162 = ~t161;
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t163 = vcc_any(t162);
            for (int t164 = 0; t163 ? t164 < 40 : 0; t164 = t3, t1 = t4) {
                if (vcc_any(t162)) {
                    vcc_v4_double t166 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t167 = t1 * t166;
                    t3 = t164 + 1;
                    vcc_v4_double t168 = vcc_splat(vcc_v4_double, (double)t3);
                    vcc_v4_double t169 = t134 / t168;
                    t4 = t167 - t169;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t165 = vcc_any(t161);
            int t170 = 0;
            while (t165 ? t170 < 40 : 0) {
                vcc_v4_double t171 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t172 = t2 * t171;
                vcc_v4_double t173 = vcc_splat(vcc_v4_double, (double)t170);
                vcc_v4_double t174 = t126 * t173;
                t2 = t172 + t174;
                t170++;
            }
            vcc_v4_double t175 = vcc_select(vcc_v4_long, __builtin_convertvector(t161, vcc_v4_long), t2, t1);
            vcc_store(vcc_regroup_result, t175);
            vcc_v4_double t197 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t198 = t128 * t197;
            vcc_v4_int t199 = __builtin_convertvector(t198, vcc_v4_int);
            vcc_v4_double t200 = __builtin_convertvector(t199, vcc_v4_double);
            vcc_v4_double t201 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t202 = t200 + t201;
            vcc_m4 t203 = __builtin_convertvector(t202 > t136, vcc_m4);
            vcc_m4 t204 = ~t203;
            vcc_v4_double t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t205 = vcc_any(t204);
            for (int t206 = 0; t205 ? t206 < 40 : 0; t206 = t12, t10 = t13) {
                if (vcc_any(t204)) {
                    vcc_v4_double t208 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t209 = t10 * t208;
                    t12 = t206 + 1;
                    vcc_v4_double t210 = vcc_splat(vcc_v4_double, (double)t12);
                    vcc_v4_double t211 = t136 / t210;
                    t13 = t209 - t211;
                } else {
                    t12 = 0;
                    t13 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t11 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t207 = vcc_any(t203);
            int t212 = 0;
            while (t207 ? t212 < 40 : 0) {
                vcc_v4_double t213 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t214 = t11 * t213;
                vcc_v4_double t215 = vcc_splat(vcc_v4_double, (double)t212);
                vcc_v4_double t216 = t128 * t215;
                t11 = t214 + t216;
                t212++;
            }
            vcc_v4_double t217 = vcc_select(vcc_v4_long, __builtin_convertvector(t203, vcc_v4_long), t11, t10);
            vcc_store(vcc_regroup_result + 4, t217);
            vcc_v4_double t218 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t219 = t130 * t218;
            vcc_v4_int t220 = __builtin_convertvector(t219, vcc_v4_int);
            vcc_v4_double t221 = __builtin_convertvector(t220, vcc_v4_double);
            vcc_v4_double t222 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t223 = t221 + t222;
            vcc_m4 t224 = __builtin_convertvector(t223 > t138, vcc_m4);
            vcc_m4 t225 = ~t224;
            vcc_v4_double t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t226 = vcc_any(t225);
            for (int t227 = 0; t226 ? t227 < 40 : 0; t227 = t16, t14 = t17) {
                if (vcc_any(t225)) {
                    vcc_v4_double t229 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t230 = t14 * t229;
                    t16 = t227 + 1;
                    vcc_v4_double t231 = vcc_splat(vcc_v4_double, (double)t16);
                    vcc_v4_double t232 = t138 / t231;
                    t17 = t230 - t232;
                } else {
                    t16 = 0;
                    t17 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t15 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t228 = vcc_any(t224);
            int t233 = 0;
            while (t228 ? t233 < 40 : 0) {
                vcc_v4_double t234 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t235 = t15 * t234;
                vcc_v4_double t236 = vcc_splat(vcc_v4_double, (double)t233);
                vcc_v4_double t237 = t130 * t236;
                t15 = t235 + t237;
                t233++;
            }
            vcc_v4_double t238 = vcc_select(vcc_v4_long, __builtin_convertvector(t224, vcc_v4_long), t15, t14);
            vcc_store(vcc_regroup_result + 8, t238);
            vcc_v4_double t243 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t244 = t132 * t243;
            vcc_v4_int t245 = __builtin_convertvector(t244, vcc_v4_int);
            vcc_v4_double t246 = __builtin_convertvector(t245, vcc_v4_double);
            vcc_v4_double t247 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t248 = t246 + t247;
            vcc_m4 t249 = __builtin_convertvector(t248 > t140, vcc_m4);
            vcc_m4 t250 = ~t249;
            vcc_v4_double t19 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t251 = vcc_any(t250);
            for (int t252 = 0; t251 ? t252 < 40 : 0; t252 = t21, t19 = t22) {
                if (vcc_any(t250)) {
                    vcc_v4_double t254 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t255 = t19 * t254;
                    t21 = t252 + 1;
                    vcc_v4_double t256 = vcc_splat(vcc_v4_double, (double)t21);
                    vcc_v4_double t257 = t140 / t256;
                    t22 = t255 - t257;
                } else {
                    t21 = 0;
                    t22 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t20 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t253 = vcc_any(t249);
            int t258 = 0;
            while (t253 ? t258 < 40 : 0) {
                vcc_v4_double t259 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t260 = t20 * t259;
                vcc_v4_double t261 = vcc_splat(vcc_v4_double, (double)t258);
                vcc_v4_double t262 = t132 * t261;
                t20 = t260 + t262;
                t258++;
            }
            vcc_v4_double t263 = vcc_select(vcc_v4_long, __builtin_convertvector(t249, vcc_v4_long), t20, t19);
            vcc_store(vcc_regroup_result + 12, t263);
            vcc_v4_double t239 = vcc_gather(vcc_v4_double, vcc_regroup_result, t101);
            vcc_v4_double t240 = vcc_gather(vcc_v4_double, vcc_regroup_result, t108);
            vcc_v4_double t241 = vcc_gather(vcc_v4_double, vcc_regroup_result, t115);
            vcc_v4_double t242 = vcc_gather(vcc_v4_double, vcc_regroup_result, t122);
            vcc_store(t30, t239);
            vcc_store(t34, t240);
            vcc_store(t38, t241);
            vcc_store(t42, t242);
            t18 += 16L;
            if (t18 >= t28) {
                t141 = (int)t28;
                break;
            }
        }
    } else {
        t141 = 0;
    }
    long t142 = (long)n + (long)t141 * -1L;
    unsigned long t143 = (unsigned long)out;
    unsigned long t144 = (unsigned long)x;
    unsigned long t145 = (unsigned long)out;
    unsigned long t146 = (unsigned long)y;
    if ((t142 >= 4L) & (((t143 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t144 + (unsigned long)((long)t141 * 8L))) | ((t144 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t143 + (unsigned long)((long)t141 * 8L)))) & (((t145 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t146 + (unsigned long)((long)t141 * 8L))) | ((t146 + (unsigned long)((long)t141 * 8L + 8L + (t142 - 1L) * 8L)) <= (t145 + (unsigned long)((long)t141 * 8L))))) {
        long t147 = t142 & -4L;
        long t5 = 0L;
        for (;;) {
            long t148 = (long)(int)((long)t141 + t5);
            double *t149 = out + t148;
            vcc_v4_double t150 = vcc_load(vcc_v4_double, y + t148);
            vcc_v4_double t151 = vcc_load(vcc_v4_double, x + t148);
            vcc_v4_double t176 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t177 = t151 * t176;
            vcc_v4_int t178 = __builtin_convertvector(t177, vcc_v4_int);
            vcc_v4_double t179 = __builtin_convertvector(t178, vcc_v4_double);
            vcc_v4_double t180 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t181 = t179 + t180;
            vcc_m4 t182 = __builtin_convertvector(t181 > t150, vcc_m4);
            vcc_m4 t183 = ~t182;
            vcc_v4_double t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t184 = vcc_any(t183);
            for (int t185 = 0; t184 ? t185 < 40 : 0; t185 = t8, t6 = t9) {
                if (vcc_any(t183)) {
                    vcc_v4_double t187 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t188 = t6 * t187;
                    t8 = t185 + 1;
                    vcc_v4_double t189 = vcc_splat(vcc_v4_double, (double)t8);
                    vcc_v4_double t190 = t150 / t189;
                    t9 = t188 - t190;
                } else {
                    t8 = 0;
                    t9 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t7 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t186 = vcc_any(t182);
            int t191 = 0;
            while (t186 ? t191 < 40 : 0) {
                vcc_v4_double t192 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t193 = t7 * t192;
                vcc_v4_double t194 = vcc_splat(vcc_v4_double, (double)t191);
                vcc_v4_double t195 = t151 * t194;
                t7 = t193 + t195;
                t191++;
            }
            vcc_v4_double t196 = vcc_select(vcc_v4_long, __builtin_convertvector(t182, vcc_v4_long), t7, t6);
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
        long t152 = (long)i;
        double t153 = y[t152];
        double t154 = x[t152];
        out[t152] = blend2(t154, t153);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t80;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)a;
    unsigned long t14 = (unsigned long)out;
    unsigned long t15 = (unsigned long)b;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12)) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t14))) {
        long t16 = t11 & -16L;
        vcc_v8_int t17 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t18 = (vcc_v8_uint)t17;
        vcc_v8_uint t1 = t18 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t8 = 0L;
        for (;;) {
            vcc_v8_int t19 = (vcc_v8_int)t1;
            long t20 = (long)(int)t8;
            unsigned int *t21 = out + t20;
            vcc_v8_int t22 = vcc_load(vcc_v8_int, b + t20);
            vcc_v8_int t23 = t22 + t19;
            vcc_v8_int t24 = vcc_load(vcc_v8_int, a + t20);
            vcc_v8_uint t25 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t26 = (vcc_v8_int)t25;
            long t27 = (long)(int)(t8 + 8L);
            unsigned int *t28 = out + t27;
            vcc_v8_int t29 = vcc_load(vcc_v8_int, b + t27);
            vcc_v8_int t30 = t29 + t26;
            vcc_v8_int t31 = vcc_load(vcc_v8_int, a + t27);
            vcc_v8_int t32 = t24 ^ t23;
            vcc_v8_int t33 = t32 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t34 = (vcc_m8)(t33 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t36 = __builtin_shufflevector(t35, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t37 = t35 + t36;
            vcc_v8_int t38 = __builtin_shufflevector(t37, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t39 = t37 + t38;
            vcc_v8_int t40 = __builtin_shufflevector(t39, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t41 = t39 + t40;
            vcc_v8_int t42 = t41 - t35;
            vcc_v8_int t43 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t42;
            vcc_v8_int t44 = t31 ^ t30;
            vcc_v8_int t45 = t44 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t46 = (vcc_m8)(t45 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t48 = __builtin_shufflevector(t47, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t49 = t47 + t48;
            vcc_v8_int t50 = __builtin_shufflevector(t49, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t51 = t49 + t50;
            vcc_v8_int t52 = __builtin_shufflevector(t51, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t53 = t51 + t52;
            vcc_v8_int t54 = t53 - t47;
            vcc_v8_int t55 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t54;
            int t56 = vcc_reduce(int, t35, +);
            int t57 = t56 + vcc_reduce(int, t47, +);
            vcc_v8_int t58 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t59 = t58 + t42;
            vcc_v8_int t60 = (vcc_v8_int){t57, t57, t57, t57, t57, t57, t57, t57};
            vcc_v8_int t61 = t60 + t43;
            vcc_v8_int t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t61, t59);
            vcc_v8_int t63 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t64 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t63;
            vcc_scatter(vcc_regroup_perm, t62, t64);
            vcc_v8_int t65 = (vcc_v8_int){t56, t56, t56, t56, t56, t56, t56, t56};
            vcc_v8_int t66 = t65 + t54;
            vcc_v8_int t67 = vcc_splat(vcc_v8_int, t57 + 8 - t56);
            vcc_v8_int t68 = t67 + t55;
            vcc_v8_int t69 = vcc_select(vcc_v8_int, (vcc_v8_int)t46, t68, t66);
            vcc_v8_int t70 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t71 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t70;
            vcc_scatter(vcc_regroup_perm, t69, t71);
            vcc_store(vcc_regroup_arg, t24);
            vcc_store(vcc_regroup_arg + 8, t31);
            vcc_v8_int t72 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t73 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t72);
            vcc_v8_int t74 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t75 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t74);
            vcc_store(vcc_regroup_arg_1, t23);
            vcc_store(vcc_regroup_arg_1 + 8, t30);
            vcc_v8_int t76 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t77 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t76);
            vcc_v8_int t78 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t79 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t78);
            vcc_v8_uint t4 = (vcc_v8_uint)t73;
            vcc_v8_int t98 = t73 ^ t77;
            vcc_v8_int t99 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t100 = t98 & t99;
            vcc_m8 t101 = (vcc_m8)(t100 != (vcc_v8_int){0});
            vcc_m8 t102 = ~t101;
            int t103 = vcc_any(t101);
            int t104 = 0;
            vcc_v8_uint t3 = t4;
            while (t103 ? t104 < 12 : 0) {
                vcc_v8_int t105 = (vcc_v8_int){t104, t104, t104, t104, t104, t104, t104, t104};
                vcc_v8_uint t106 = (vcc_v8_uint)t77;
                vcc_v8_uint t107 = (vcc_v8_uint)t105;
                vcc_v8_uint t108 = t106 + t107;
                vcc_v8_int t109 = (vcc_v8_int)t108;
                vcc_v8_uint t110 = (vcc_v8_uint)t109;
                vcc_v8_uint t111 = t3 ^ t110;
                vcc_v8_uint t112 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t111 * t112;
                t104++;
            }
            int t113 = vcc_any(t102);
            int t114 = 0;
            while (t113 ? t114 < 12 : 0) {
                vcc_v8_uint t115 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t116 = t4 * t115;
                vcc_v8_int t117 = vcc_splat(vcc_v8_int, t114 & 7);
                vcc_v8_int t118 = t77 >> t117;
                vcc_v8_uint t119 = (vcc_v8_uint)t118;
                t4 = t116 + t119;
                t114++;
            }
            vcc_v8_uint t120 = vcc_select(vcc_v8_int, (vcc_v8_int)t101, t3, t4);
            vcc_store(vcc_regroup_result, t120);
            vcc_v8_uint t10 = (vcc_v8_uint)t75;
            vcc_v8_int t146 = t75 ^ t79;
            vcc_v8_int t147 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t148 = t146 & t147;
            vcc_m8 t149 = (vcc_m8)(t148 != (vcc_v8_int){0});
            vcc_m8 t150 = ~t149;
            int t151 = vcc_any(t149);
            int t152 = 0;
            vcc_v8_uint t9 = t10;
            while (t151 ? t152 < 12 : 0) {
                vcc_v8_int t153 = (vcc_v8_int){t152, t152, t152, t152, t152, t152, t152, t152};
                vcc_v8_uint t154 = (vcc_v8_uint)t79;
                vcc_v8_uint t155 = (vcc_v8_uint)t153;
                vcc_v8_uint t156 = t154 + t155;
                vcc_v8_int t157 = (vcc_v8_int)t156;
                vcc_v8_uint t158 = (vcc_v8_uint)t157;
                vcc_v8_uint t159 = t9 ^ t158;
                vcc_v8_uint t160 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t9 = t159 * t160;
                t152++;
            }
            int t161 = vcc_any(t150);
            int t162 = 0;
            while (t161 ? t162 < 12 : 0) {
                vcc_v8_uint t163 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t164 = t10 * t163;
                vcc_v8_int t165 = vcc_splat(vcc_v8_int, t162 & 7);
                vcc_v8_int t166 = t79 >> t165;
                vcc_v8_uint t167 = (vcc_v8_uint)t166;
                t10 = t164 + t167;
                t162++;
            }
            vcc_v8_uint t168 = vcc_select(vcc_v8_int, (vcc_v8_int)t149, t9, t10);
            vcc_store(vcc_regroup_result + 8, t168);
            vcc_v8_uint t144 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t62);
            vcc_v8_uint t145 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t69);
            vcc_store(t21, t144);
            vcc_store(t28, t145);
            t8 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t8 >= t16) {
                t80 = (int)t16;
                break;
            }
        }
    } else {
        t80 = 0;
    }
    long t81 = (long)n + (long)t80 * -1L;
    unsigned long t82 = (unsigned long)out;
    unsigned long t83 = (unsigned long)a;
    unsigned long t84 = (unsigned long)out;
    unsigned long t85 = (unsigned long)b;
    if ((t81 >= 8L) & (((t82 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t83 + (unsigned long)((long)t80 * 4L))) | ((t83 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t80 * 4L)))) & (((t84 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t85 + (unsigned long)((long)t80 * 4L))) | ((t85 + (unsigned long)((long)t80 * 4L + 4L + (t81 - 1L) * 4L)) <= (t84 + (unsigned long)((long)t80 * 4L))))) {
        long t86 = t81 & -8L;
        vcc_v8_int t87 = (vcc_v8_int){t80, t80, t80, t80, t80, t80, t80, t80};
        vcc_v8_uint t88 = (vcc_v8_uint)t87;
        vcc_v8_uint t2 = t88 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t5 = 0L;
        for (;;) {
            vcc_v8_int t89 = (vcc_v8_int)t2;
            long t90 = (long)(int)((long)t80 + t5);
            unsigned int *t91 = out + t90;
            vcc_v8_int t92 = vcc_load(vcc_v8_int, b + t90);
            vcc_v8_int t93 = t92 + t89;
            vcc_v8_int t94 = vcc_load(vcc_v8_int, a + t90);
            vcc_v8_uint t7 = (vcc_v8_uint)t94;
            vcc_v8_int t121 = t94 ^ t93;
            vcc_v8_int t122 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t123 = t121 & t122;
            vcc_m8 t124 = (vcc_m8)(t123 != (vcc_v8_int){0});
            vcc_m8 t125 = ~t124;
            int t126 = vcc_any(t124);
            int t127 = 0;
            vcc_v8_uint t6 = t7;
            while (t126 ? t127 < 12 : 0) {
                vcc_v8_int t128 = (vcc_v8_int){t127, t127, t127, t127, t127, t127, t127, t127};
                vcc_v8_uint t129 = (vcc_v8_uint)t93;
                vcc_v8_uint t130 = (vcc_v8_uint)t128;
                vcc_v8_uint t131 = t129 + t130;
                vcc_v8_int t132 = (vcc_v8_int)t131;
                vcc_v8_uint t133 = (vcc_v8_uint)t132;
                vcc_v8_uint t134 = t6 ^ t133;
                vcc_v8_uint t135 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t6 = t134 * t135;
                t127++;
            }
            int t136 = vcc_any(t125);
            int t137 = 0;
            while (t136 ? t137 < 12 : 0) {
                vcc_v8_uint t138 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t139 = t7 * t138;
                vcc_v8_int t140 = vcc_splat(vcc_v8_int, t137 & 7);
                vcc_v8_int t141 = t93 >> t140;
                vcc_v8_uint t142 = (vcc_v8_uint)t141;
                t7 = t139 + t142;
                t137++;
            }
            vcc_v8_uint t143 = vcc_select(vcc_v8_int, (vcc_v8_int)t124, t6, t7);
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
        long t95 = (long)i;
        int t96 = b[t95];
        int t97 = a[t95];
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
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t9;
    vcc_v8_float t10;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t15;
    vcc_v8_float t17;
    vcc_v8_float t18;
    long t19;
    unsigned long t20;
    unsigned long t21;
    int t71;
    long t72;
    int i;
    int t105;
    vcc_v8_float t106;
    vcc_v8_float t107;
    int t108;
    int t111;
    vcc_v8_float t112;
    int t113;
    vcc_v8_float t114;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = (long)(int)t14;
            float *t24 = out + t23;
            vcc_v8_float t25 = vcc_load(vcc_v8_float, in + t23);
            vcc_v8_float t26 = t25 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            long t27 = (long)(int)(t14 + 8L);
            float *t28 = out + t27;
            vcc_v8_float t29 = vcc_load(vcc_v8_float, in + t27);
            vcc_v8_float t30 = t29 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t31 = (vcc_m8)(t26 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t33 = __builtin_shufflevector(t32, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t34 = t32 + t33;
            vcc_v8_int t35 = __builtin_shufflevector(t34, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t36 = t34 + t35;
            vcc_v8_int t37 = __builtin_shufflevector(t36, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t38 = t36 + t37;
            vcc_v8_int t39 = t38 - t32;
            vcc_v8_int t40 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t39;
            vcc_m8 t41 = (vcc_m8)(t30 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t42 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t43 = __builtin_shufflevector(t42, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t44 = t42 + t43;
            vcc_v8_int t45 = __builtin_shufflevector(t44, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t46 = t44 + t45;
            vcc_v8_int t47 = __builtin_shufflevector(t46, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t48 = t46 + t47;
            vcc_v8_int t49 = t48 - t42;
            vcc_v8_int t50 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t49;
            int t51 = vcc_reduce(int, t32, +);
            int t52 = t51 + vcc_reduce(int, t42, +);
            vcc_v8_int t53 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t54 = t53 + t39;
            vcc_v8_int t55 = (vcc_v8_int){t52, t52, t52, t52, t52, t52, t52, t52};
            vcc_v8_int t56 = t55 + t40;
            vcc_v8_int t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t54, t56);
            vcc_v8_int t58 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t59 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t58;
            vcc_scatter(vcc_regroup_perm, t57, t59);
            vcc_v8_int t60 = (vcc_v8_int){t51, t51, t51, t51, t51, t51, t51, t51};
            vcc_v8_int t61 = t60 + t49;
            vcc_v8_int t62 = vcc_splat(vcc_v8_int, t52 + 8 - t51);
            vcc_v8_int t63 = t62 + t50;
            vcc_v8_int t64 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t61, t63);
            vcc_v8_int t65 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t66 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t65;
            vcc_scatter(vcc_regroup_perm, t64, t66);
            vcc_store(vcc_regroup_arg, t26);
            vcc_store(vcc_regroup_arg + 8, t30);
            vcc_v8_int t67 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t68 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t67);
            vcc_v8_int t69 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t70 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t69);
            vcc_v8_float t82 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t83 = (vcc_m8)(t68 < t82);
            vcc_m8 t3 = ~t83;
            int t84 = vcc_any(t3);
            vcc_v8_float t86 = t68;
            for (int t85 = 9; t84 ? t85 > 0 : 0; t85--, t86 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t87 = vcc_splat(vcc_v8_float, (float)t85);
                    vcc_v8_float t88 = t87 / t86;
                    t1 = t68 + t88;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t89 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t89 / t86;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t90 = vcc_any(t83);
            vcc_v8_float t91 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t92 = (vcc_m8)(t70 < t91);
            vcc_m8 t16 = ~t92;
            int t93 = vcc_any(t16);
            int t94 = 1;
            vcc_v8_float t95 = t68;
            vcc_v8_float t96 = t68;
            int t97 = 1;
            vcc_v8_float t98 = (vcc_v8_float){0};
            int t99 = 9;
            vcc_v8_float t100 = t70;
            int t101 = 1;
            vcc_v8_float t102 = (vcc_v8_float){0};
            for (;;) {
                if (t97) {
                    if (t90 ? t94 < 9 : 0) {
                        if (vcc_any(t83)) {
                            vcc_v8_float t103 = t96 * t68;
                            vcc_v8_float t104 = vcc_splat(vcc_v8_float, (float)(2 * t94 + 1));
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
                            vcc_v8_float t109 = vcc_splat(vcc_v8_float, (float)t99);
                            vcc_v8_float t110 = t109 / t100;
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
                        vcc_v8_float t135 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t135 / t114;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    int t136 = vcc_any(t92);
                    vcc_v8_float t138 = t70;
                    vcc_v8_float t139 = t70;
                    for (int t137 = 1; t136 ? t137 < 9 : 0; t137++, t138 = t18, t139 = t17) {
                        if (vcc_any(t92)) {
                            vcc_v8_float t141 = t139 * t70;
                            vcc_v8_float t142 = vcc_splat(vcc_v8_float, (float)(2 * t137 + 1));
                            t17 = t141 / t142;
                            t18 = t138 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t140 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t138);
                    vcc_store(vcc_regroup_result + 8, t140);
                    vcc_v8_float t131 = vcc_gather(vcc_v8_float, vcc_regroup_result, t57);
                    vcc_v8_float t132 = vcc_gather(vcc_v8_float, vcc_regroup_result, t64);
                    vcc_v8_float t133 = t131 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t24, t133);
                    vcc_v8_float t134 = t132 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t28, t134);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t71 = (int)t22;
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
    unsigned long t73 = (unsigned long)out;
    unsigned long t74 = (unsigned long)in;
    if ((t72 >= 8L) & (((t73 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t71 * 4L))) | ((t74 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t71 * 4L))))) {
        long t75 = t72 & -8L;
        long t8 = 0L;
        for (;;) {
            long t76 = (long)(int)((long)t71 + t8);
            float *t77 = out + t76;
            vcc_v8_float t78 = vcc_load(vcc_v8_float, in + t76);
            vcc_v8_float t79 = t78 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t116 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t117 = (vcc_m8)(t79 < t116);
            vcc_m8 t11 = ~t117;
            int t118 = vcc_any(t11);
            vcc_v8_float t120 = t79;
            for (int t119 = 9; t118 ? t119 > 0 : 0; t119--, t120 = t9) {
                if (vcc_any(t11)) {
                    vcc_v8_float t121 = vcc_splat(vcc_v8_float, (float)t119);
                    vcc_v8_float t122 = t121 / t120;
                    t9 = t79 + t122;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                vcc_v8_float t123 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t123 / t120;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            int t124 = vcc_any(t117);
            vcc_v8_float t126 = t79;
            vcc_v8_float t127 = t79;
            for (int t125 = 1; t124 ? t125 < 9 : 0; t125++, t126 = t13, t127 = t12) {
                if (vcc_any(t117)) {
                    vcc_v8_float t129 = t127 * t79;
                    vcc_v8_float t130 = vcc_splat(vcc_v8_float, (float)(2 * t125 + 1));
                    t12 = t129 / t130;
                    t13 = t126 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t128 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t126);
            vcc_v8_float t115 = t128 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
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
        long t80 = (long)i;
        float t81 = in[t80];
        out[t80] = series(t81 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
    vcc_v8_float t4;
    vcc_v8_float t5;
    vcc_v8_float t6;
    vcc_v8_float t7;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t15;
    long t16;
    unsigned long t17;
    unsigned long t18;
    int t66;
    long t67;
    int i;
    int t94;
    vcc_v8_float t95;
    int t96;
    int t100;
    vcc_v8_float t101;
    int t102;
    vcc_v8_float t103;
    t16 = (long)n;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17))) {
        long t19 = t16 & -16L;
        long t13 = 0L;
        for (;;) {
            long t20 = (long)(int)t13;
            float *t21 = out + t20;
            vcc_v8_float t22 = vcc_load(vcc_v8_float, in + t20);
            long t23 = (long)(int)(t13 + 8L);
            float *t24 = out + t23;
            vcc_v8_float t25 = vcc_load(vcc_v8_float, in + t23);
            vcc_m8 t26 = (vcc_m8)(t22 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t28 = __builtin_shufflevector(t27, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t29 = t27 + t28;
            vcc_v8_int t30 = __builtin_shufflevector(t29, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t31 = t29 + t30;
            vcc_v8_int t32 = __builtin_shufflevector(t31, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t33 = t31 + t32;
            vcc_v8_int t34 = t33 - t27;
            vcc_v8_int t35 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t34;
            vcc_m8 t36 = (vcc_m8)(t25 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t38 = __builtin_shufflevector(t37, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t39 = t37 + t38;
            vcc_v8_int t40 = __builtin_shufflevector(t39, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t41 = t39 + t40;
            vcc_v8_int t42 = __builtin_shufflevector(t41, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t43 = t41 + t42;
            vcc_v8_int t44 = t43 - t37;
            vcc_v8_int t45 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t44;
            int t46 = vcc_reduce(int, t27, +);
            int t47 = t46 + vcc_reduce(int, t37, +);
            vcc_v8_int t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t49 = t48 + t34;
            vcc_v8_int t50 = (vcc_v8_int){t47, t47, t47, t47, t47, t47, t47, t47};
            vcc_v8_int t51 = t50 + t35;
            vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t49, t51);
            vcc_v8_int t53 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t54 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t53;
            vcc_scatter(vcc_regroup_perm, t52, t54);
            vcc_v8_int t55 = (vcc_v8_int){t46, t46, t46, t46, t46, t46, t46, t46};
            vcc_v8_int t56 = t55 + t44;
            vcc_v8_int t57 = vcc_splat(vcc_v8_int, t47 + 8 - t46);
            vcc_v8_int t58 = t57 + t45;
            vcc_v8_int t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t56, t58);
            vcc_v8_int t60 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t61 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t60;
            vcc_scatter(vcc_regroup_perm, t59, t61);
            vcc_store(vcc_regroup_arg, t22);
            vcc_store(vcc_regroup_arg + 8, t25);
            vcc_v8_int t62 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t63 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t62);
            vcc_v8_int t64 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t65 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t64);
            vcc_v8_float t76 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t77 = (vcc_m8)(t63 >= t76);
            vcc_m8 t78 = ~t77;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t79 = vcc_any(t78);
            for (int t80 = 15; t79 ? t80 >= 0 : 0; t80--, t1 = t7) {
                if (vcc_any(t78)) {
                    vcc_v8_float t104 = -t63;
                    vcc_v8_float t105 = t1 * t104;
                    vcc_v8_float t106 = vcc_splat(vcc_v8_float, coef[t80]);
                    t7 = t105 - t106;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t81 = vcc_any(t77);
            vcc_v8_float t82 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t83 = (vcc_m8)(t65 >= t82);
            vcc_m8 t84 = ~t83;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t85 = vcc_any(t84);
            int t86 = 0;
            int t87 = 1;
            vcc_v8_float t88 = (vcc_v8_float){0};
            int t89 = 15;
            int t90 = 1;
            vcc_v8_float t91 = (vcc_v8_float){0};
            for (;;) {
                if (t87) {
                    if (t81 ? t86 < 16 : 0) {
                        if (vcc_any(t77)) {
                            vcc_v8_float t92 = t2 * t63;
                            vcc_v8_float t93 = vcc_splat(vcc_v8_float, coef[t86]);
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
                            vcc_v8_float t97 = -t65;
                            vcc_v8_float t98 = t3 * t97;
                            vcc_v8_float t99 = vcc_splat(vcc_v8_float, coef[t89]);
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
                    vcc_v8_float t14 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    int t122 = vcc_any(t83);
                    for (int t123 = 0; t122 ? t123 < 16 : 0; t123++, t14 = t15) {
                        if (vcc_any(t83)) {
                            vcc_v8_float t125 = t14 * t65;
                            vcc_v8_float t126 = vcc_splat(vcc_v8_float, coef[t123]);
                            t15 = t125 + t126;
                        } else {
                            t15 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t124 = vcc_select(vcc_v8_int, (vcc_v8_int)t83, t14, t103);
                    vcc_store(vcc_regroup_result + 8, t124);
                    vcc_v8_float t120 = vcc_gather(vcc_v8_float, vcc_regroup_result, t52);
                    vcc_v8_float t121 = vcc_gather(vcc_v8_float, vcc_regroup_result, t59);
                    vcc_store(t21, t120);
                    vcc_store(t24, t121);
                    t13 += 16L;
                    if (t13 < t19) {
                        break;
                    }
                    t66 = (int)t19;
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
    unsigned long t68 = (unsigned long)out;
    unsigned long t69 = (unsigned long)in;
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))))) {
        long t70 = t67 & -8L;
        long t8 = 0L;
        for (;;) {
            long t71 = (long)(int)((long)t66 + t8);
            float *t72 = out + t71;
            vcc_v8_float t73 = vcc_load(vcc_v8_float, in + t71);
            vcc_v8_float t107 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t108 = (vcc_m8)(t73 >= t107);
            vcc_m8 t109 = ~t108;
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t110 = vcc_any(t109);
            for (int t111 = 15; t110 ? t111 >= 0 : 0; t111--, t9 = t11) {
                if (vcc_any(t109)) {
                    vcc_v8_float t113 = -t73;
                    vcc_v8_float t114 = t9 * t113;
                    vcc_v8_float t115 = vcc_splat(vcc_v8_float, coef[t111]);
                    t11 = t114 - t115;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t10 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t112 = vcc_any(t108);
            for (int t116 = 0; t112 ? t116 < 16 : 0; t116++, t10 = t12) {
                if (vcc_any(t108)) {
                    vcc_v8_float t118 = t10 * t73;
                    vcc_v8_float t119 = vcc_splat(vcc_v8_float, coef[t116]);
                    t12 = t118 + t119;
                } else {
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t117 = vcc_select(vcc_v8_int, (vcc_v8_int)t108, t10, t9);
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
        long t74 = (long)i;
        float t75 = in[t74];
        out[t74] = poly(coef, t75, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t16;
    int i;
    long t9 = (long)n;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)in;
    if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10))) {
        long t12 = t9 & -16L;
        long t6 = 0L;
        for (;;) {
            long t13 = t6 + 8L;
            long t14 = (long)(int)t6;
            float *t15 = out + t14;
            vcc_v8_float t2 = vcc_load(vcc_v8_float, in + t14);
            vcc_v8_float t27 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t28 = (vcc_m8)(t2 > t27);
            vcc_m8 t29 = ~t28;
            int t30 = vcc_any(t29);
            int t31 = 0;
            vcc_v8_float t1 = t2;
            while (t30 ? t31 < 5 : 0) {
                vcc_v8_float t32 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t33 = t1 * t32;
                vcc_v8_float t34 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t1 = t33 - t34;
                t31++;
            }
            int t35 = vcc_any(t28);
            int t36 = 0;
            while (t35 ? t36 < 5 : 0) {
                vcc_v8_float t37 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t38 = t2 * t37;
                vcc_v8_float t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t38 + t39;
                t36++;
            }
            if (vcc_any(t28)) {
                vcc_v8_float t40 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t41 = t2 * t40;
                vcc_v8_int t42 = __builtin_convertvector(t41, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t42, t28);
            }
            vcc_v8_float t43 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, t2, t1);
            vcc_store(t15, t43);
            long t25 = (long)(int)t13;
            float *t26 = out + t25;
            vcc_v8_float t8 = vcc_load(vcc_v8_float, in + t25);
            vcc_v8_float t61 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t62 = (vcc_m8)(t8 > t61);
            vcc_m8 t63 = ~t62;
            int t64 = vcc_any(t63);
            int t65 = 0;
            vcc_v8_float t7 = t8;
            while (t64 ? t65 < 5 : 0) {
                vcc_v8_float t66 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t67 = t7 * t66;
                vcc_v8_float t68 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t7 = t67 - t68;
                t65++;
            }
            int t69 = vcc_any(t62);
            int t70 = 0;
            while (t69 ? t70 < 5 : 0) {
                vcc_v8_float t71 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t72 = t8 * t71;
                vcc_v8_float t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t8 = t72 + t73;
                t70++;
            }
            if (vcc_any(t62)) {
                vcc_v8_float t74 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t75 = t8 * t74;
                vcc_v8_int t76 = __builtin_convertvector(t75, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t76, t62);
            }
            vcc_v8_float t77 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, t8, t7);
            vcc_store(t26, t77);
            t6 += 16L;
            if (t6 >= t12) {
                t16 = (int)t12;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)in;
    if ((t17 >= 8L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        long t20 = t17 & -8L;
        long t3 = 0L;
        for (;;) {
            long t21 = (long)(int)((long)t16 + t3);
            float *t22 = out + t21;
            vcc_v8_float t5 = vcc_load(vcc_v8_float, in + t21);
            vcc_v8_float t44 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t45 = (vcc_m8)(t5 > t44);
            vcc_m8 t46 = ~t45;
            int t47 = vcc_any(t46);
            int t48 = 0;
            vcc_v8_float t4 = t5;
            while (t47 ? t48 < 5 : 0) {
                vcc_v8_float t49 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t50 = t4 * t49;
                vcc_v8_float t51 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t4 = t50 - t51;
                t48++;
            }
            int t52 = vcc_any(t45);
            int t53 = 0;
            while (t52 ? t53 < 5 : 0) {
                vcc_v8_float t54 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t55 = t5 * t54;
                vcc_v8_float t56 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t5 = t55 + t56;
                t53++;
            }
            if (vcc_any(t45)) {
                vcc_v8_float t57 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t58 = t5 * t57;
                vcc_v8_int t59 = __builtin_convertvector(t58, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t59, t45);
            }
            vcc_v8_float t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t45, t5, t4);
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
        long t23 = (long)i;
        float t24 = in[t23];
        out[t23] = tally(t24, hits, 5);
    }
}

void run_cheap(float *out, const float *in, int n) {
    int t11;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)out;
    unsigned long t5 = (unsigned long)in;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = t2 + 8L;
            long t8 = (long)(int)t2;
            float *t9 = out + t8;
            vcc_v8_float t10 = vcc_load(vcc_v8_float, in + t8);
            vcc_v8_float t24 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t25 = (vcc_m8)(t10 > t24);
            vcc_v8_float t26 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t27 = t10 - t26;
            vcc_v8_float t28 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t29 = t10 * t28;
            vcc_v8_float t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t29, t27);
            vcc_store(t9, t30);
            long t21 = (long)(int)t7;
            float *t22 = out + t21;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, in + t21);
            vcc_v8_float t38 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t39 = (vcc_m8)(t23 > t38);
            vcc_v8_float t40 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t41 = t23 - t40;
            vcc_v8_float t42 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t43 = t23 * t42;
            vcc_v8_float t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t43, t41);
            vcc_store(t22, t44);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)t6;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)out;
    unsigned long t14 = (unsigned long)in;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        long t15 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            long t16 = (long)(int)((long)t11 + t1);
            float *t17 = out + t16;
            vcc_v8_float t18 = vcc_load(vcc_v8_float, in + t16);
            vcc_v8_float t31 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t32 = (vcc_m8)(t18 > t31);
            vcc_v8_float t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t34 = t18 - t33;
            vcc_v8_float t35 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t36 = t18 * t35;
            vcc_v8_float t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t36, t34);
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
        long t19 = (long)i;
        float t20 = in[t19];
        out[t19] = cheap(t20);
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

int main(void) {
    int sizes[16];
    float coef[16];
    int hits;
    float t22;
    float t23;
    int t50;
    int i_1;
    float t60;
    double t61;
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
    vcc_v8_int t5 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t6 = (vcc_v8_uint)t5;
    vcc_v8_uint t1 = t6 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long t2 = 0L;
    do {
        vcc_v8_int t7 = (vcc_v8_int)t1;
        vcc_v8_int t8 = t7 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t9 = __builtin_convertvector(t8, vcc_v8_float);
        vcc_v8_float t10 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t9;
        vcc_store(&coef[(int)t2], t10);
        vcc_v8_uint t11 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int t12 = (vcc_v8_int)t11;
        vcc_v8_int t13 = t12 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t14 = __builtin_convertvector(t13, vcc_v8_float);
        vcc_v8_float t15 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t14;
        vcc_store(&coef[(int)(t2 + 8L)], t15);
        t2 += 16L;
        t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
    } while (t2 < 16L);
    int k = 16;
    while (k < 16) {
        int t16 = k + 1;
        coef[k] = 1.0f / (float)t16;
        k = t16;
    }
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t17 = (unsigned long)(n + 1);
        unsigned long t18 = t17 * 4UL;
        float *fin = (float *)malloc(t18);
        float *fout = (float *)malloc(t18);
        unsigned long t19 = t17 * 8UL;
        double *dx = (double *)malloc(t19);
        double *dy = (double *)malloc(t19);
        double *dout = (double *)malloc(t19);
        int *ia = (int *)malloc(t18);
        int *ib = (int *)malloc(t18);
        unsigned int *iout = (unsigned int *)malloc(t18);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t20 = (long)i;
            float *t21 = fin + t20;
            if (i < (n / 2)) {
                t23 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t22 = 0.25f + (float)i * 0.0001f;
                } else {
                    t22 = 1.5f + (float)i * 0.0001f;
                }
                t23 = t22;
            }
            *t21 = t23;
            if ((i % 97) == 13) {
                *t21 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t21 = __builtin_inff();
            }
            dx[t20] = (double)r / 700.0 - 1.0;
            dy[t20] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t20] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t20] = (int)(seed >> 4) % 100000;
        }
        const float *t24 = fin;
        run_series(fout, t24, n);
        unsigned long t25 = (unsigned long)n;
        unsigned long t26 = t25 * 4UL;
        const void *t27 = (const void *)fout;
        unsigned long h = fold(14695981039346656037UL, t27, t26);
        run_series_auto(fout, t24, n);
        unsigned long h_1 = fold(h, t27, t26);
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = fold(h_1, (const void *)dout, t25 * 8UL);
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = fold(h_2, (const void *)iout, t26);
        long t28 = (long)n;
        if (t28 >= 32L) {
            long t29 = t28 & -32L;
            long t3 = 0L;
            do {
                float *t30 = fin + (int)t3;
                vcc_v8_float t31 = vcc_load(vcc_v8_float, t30);
                vcc_m8 t32 = (vcc_m8)(t31 != t31);
                vcc_v8_float t33 = t31 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t33);
                vcc_store(t30, t34);
                float *t35 = fin + (int)(t3 + 8L);
                vcc_v8_float t36 = vcc_load(vcc_v8_float, t35);
                vcc_m8 t37 = (vcc_m8)(t36 != t36);
                vcc_v8_float t38 = t36 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t38);
                vcc_store(t35, t39);
                float *t40 = fin + (int)(t3 + 16L);
                vcc_v8_float t41 = vcc_load(vcc_v8_float, t40);
                vcc_m8 t42 = (vcc_m8)(t41 != t41);
                vcc_v8_float t43 = t41 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t44 = vcc_select(vcc_v8_int, (vcc_v8_int)t42, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t43);
                vcc_store(t40, t44);
                float *t45 = fin + (int)(t3 + 24L);
                vcc_v8_float t46 = vcc_load(vcc_v8_float, t45);
                vcc_m8 t47 = (vcc_m8)(t46 != t46);
                vcc_v8_float t48 = t46 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t49 = vcc_select(vcc_v8_int, (vcc_v8_int)t47, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t48);
                vcc_store(t45, t49);
                t3 += 32L;
            } while (t3 < t29);
            t50 = (int)t29;
        } else {
            t50 = 0;
        }
        long t51 = (long)n + (long)t50 * -1L;
        if (t51 >= 8L) {
            long t52 = t51 & -8L;
            long t4 = 0L;
            do {
                float *t53 = fin + (int)((long)t50 + t4);
                vcc_v8_float t54 = vcc_load(vcc_v8_float, t53);
                vcc_m8 t55 = (vcc_m8)(t54 != t54);
                vcc_v8_float t56 = t54 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t55, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t56);
                vcc_store(t53, t57);
                t4 += 8L;
            } while (t4 < t52);
            i_1 = (int)((long)t50 + t52);
        } else {
            i_1 = t50;
        }
        for (; i_1 < n; i_1++) {
            float *t58 = fin + i_1;
            float t59 = *t58;
            if (t59 != t59) {
                t60 = -0.5f;
            } else {
                t60 = t59 - 1.0f;
            }
            *t58 = t60;
        }
        run_poly(fout, coef, t24, n);
        unsigned long h_4 = fold(h_3, t27, t26);
        hits = -1;
        run_tally(fout, &hits, t24, n);
        unsigned long h_5 = fold(h_4, t27, t26);
        run_cheap(fout, t24, n);
        unsigned long h_6 = fold(h_5, t27, t26);
        if (n) {
            t61 = (double)fout[0];
        } else {
            t61 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t61);
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
