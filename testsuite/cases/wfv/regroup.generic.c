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
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    int t65;
    long t66;
    int i;
    int t97;
    vcc_v8_float t98;
    vcc_v8_float t99;
    int t100;
    int t103;
    vcc_v8_float t104;
    int t105;
    vcc_v8_float t106;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t21 = (long)(int)i_vec_1;
            float *t22 = out + t21;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + t21);
            long t23 = (long)(int)(i_vec_1 + 8L);
            float *t24 = out + t23;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t23);
            vcc_m8 t25 = (vcc_m8)(in_v < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t27 = __builtin_shufflevector(t26, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t28 = t26 + t27;
            vcc_v8_int t29 = __builtin_shufflevector(t28, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t30 = t28 + t29;
            vcc_v8_int t31 = __builtin_shufflevector(t30, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t32 = t30 + t31;
            vcc_v8_int t33 = t32 - t26;
            vcc_v8_int t34 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t33;
            vcc_m8 t35 = (vcc_m8)(in_v_1 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t37 = __builtin_shufflevector(t36, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t38 = t36 + t37;
            vcc_v8_int t39 = __builtin_shufflevector(t38, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t40 = t38 + t39;
            vcc_v8_int t41 = __builtin_shufflevector(t40, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t42 = t40 + t41;
            vcc_v8_int t43 = t42 - t36;
            vcc_v8_int t44 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t43;
            int t45 = vcc_reduce(int, t26, +);
            int t46 = t45 + vcc_reduce(int, t36, +);
            vcc_v8_int t47 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t48 = t47 + t33;
            vcc_v8_int t49 = (vcc_v8_int){t46, t46, t46, t46, t46, t46, t46, t46};
            vcc_v8_int t50 = t49 + t34;
            vcc_v8_int t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t48, t50);
            vcc_v8_int t52 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t53 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t52;
            vcc_scatter(vcc_regroup_perm, t51, t53);
            vcc_v8_int t54 = (vcc_v8_int){t45, t45, t45, t45, t45, t45, t45, t45};
            vcc_v8_int t55 = t54 + t43;
            vcc_v8_int t56 = vcc_splat(vcc_v8_int, t46 + 8 - t45);
            vcc_v8_int t57 = t56 + t44;
            vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t55, t57);
            vcc_v8_int t59 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t60 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t59;
            vcc_scatter(vcc_regroup_perm, t58, t60);
            vcc_store(vcc_regroup_arg, in_v);
            vcc_store(vcc_regroup_arg + 8, in_v_1);
            vcc_v8_int t61 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t62 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t61);
            vcc_v8_int t63 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t64 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t63);
            vcc_v8_float t74 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t75 = (vcc_m8)(t62 < t74);
            vcc_m8 t3 = ~t75;
            int t76 = vcc_any(t3);
            vcc_v8_float t78 = t62;
            for (int t77 = 24; t76 ? t77 > 0 : 0; t77--, t78 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t79 = vcc_splat(vcc_v8_float, (float)t77);
                    vcc_v8_float t80 = t79 / t78;
                    t1 = t62 + t80;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t81 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t81 / t78;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t82 = vcc_any(t75);
            vcc_v8_float t83 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t84 = (vcc_m8)(t64 < t83);
            vcc_m8 t14 = ~t84;
            int t85 = vcc_any(t14);
            int t86 = 1;
            vcc_v8_float t87 = t62;
            vcc_v8_float t88 = t62;
            int t89 = 1;
            vcc_v8_float t90 = (vcc_v8_float){0};
            int t91 = 24;
            vcc_v8_float t92 = t64;
            int t93 = 1;
            vcc_v8_float t94 = (vcc_v8_float){0};
            for (;;) {
                if (t89) {
                    if (t82 ? t86 < 24 : 0) {
                        if (vcc_any(t75)) {
                            vcc_v8_float t95 = t88 * t62;
                            vcc_v8_float t96 = vcc_splat(vcc_v8_float, (float)(2 * t86 + 1));
                            t4 = t95 / t96;
                            t5 = t87 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t97 = t86 + 1;
                        t98 = t5;
                        t99 = t4;
                        t100 = 1;
                        t6 = t90;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t87);
                        t97 = t86;
                        t98 = t87;
                        t99 = t88;
                        t100 = 0;
                    }
                } else {
                    t97 = t86;
                    t98 = t87;
                    t99 = t88;
                    t100 = 0;
                    t6 = t90;
                }
                if (t93) {
                    if (t85 ? t91 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t101 = vcc_splat(vcc_v8_float, (float)t91);
                            vcc_v8_float t102 = t101 / t92;
                            t7 = t64 + t102;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t103 = t91 - 1;
                        t104 = t7;
                        t105 = 1;
                        t106 = t94;
                    } else {
                        t103 = t91;
                        t104 = t92;
                        t105 = 0;
                        t106 = t92;
                    }
                } else {
                    t103 = t91;
                    t104 = t92;
                    t105 = 0;
                    t106 = t94;
                }
                if (!(t100 | t105)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t124 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t124 / t106;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t125 = vcc_any(t84);
                    vcc_v8_float t127 = t64;
                    vcc_v8_float t128 = t64;
                    for (int t126 = 1; t125 ? t126 < 24 : 0; t126++, t127 = t16, t128 = t15) {
                        if (vcc_any(t84)) {
                            vcc_v8_float t130 = t128 * t64;
                            vcc_v8_float t131 = vcc_splat(vcc_v8_float, (float)(2 * t126 + 1));
                            t15 = t130 / t131;
                            t16 = t127 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t129 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t127);
                    vcc_store(vcc_regroup_result + 8, t129);
                    vcc_v8_float t122 = vcc_gather(vcc_v8_float, vcc_regroup_result, t51);
                    vcc_v8_float t123 = vcc_gather(vcc_v8_float, vcc_regroup_result, t58);
                    vcc_store(t22, t122);
                    vcc_store(t24, t123);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t65 = (int)t20;
                    goto L132;
                }
                t86 = t97;
                t87 = t98;
                t88 = t99;
                t89 = t100;
                t90 = t6;
                t91 = t103;
                t92 = t104;
                t93 = t105;
                t94 = t106;
            }
        }
    } else {
        t65 = 0;
    }
L132:
    t66 = (long)n + (long)t65 * -1L;
    unsigned long t67 = (unsigned long)out;
    unsigned long t68 = (unsigned long)in;
    if ((t66 >= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L))))) {
        long t69 = t66 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t70 = (long)(int)((long)t65 + i_vec);
            float *t71 = out + t70;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t70);
            vcc_v8_float t107 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t108 = (vcc_m8)(in_v_2 < t107);
            vcc_m8 t10 = ~t108;
            int t109 = vcc_any(t10);
            vcc_v8_float t111 = in_v_2;
            for (int t110 = 24; t109 ? t110 > 0 : 0; t110--, t111 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t112 = vcc_splat(vcc_v8_float, (float)t110);
                    vcc_v8_float t113 = t112 / t111;
                    t8 = in_v_2 + t113;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t114 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t114 / t111;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t115 = vcc_any(t108);
            vcc_v8_float t117 = in_v_2;
            vcc_v8_float t118 = in_v_2;
            for (int t116 = 1; t115 ? t116 < 24 : 0; t116++, t117 = t12, t118 = t11) {
                if (vcc_any(t108)) {
                    vcc_v8_float t120 = t118 * in_v_2;
                    vcc_v8_float t121 = vcc_splat(vcc_v8_float, (float)(2 * t116 + 1));
                    t11 = t120 / t121;
                    t12 = t117 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t119 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t117);
            vcc_store(t71, t119);
            i_vec += 8L;
            if (i_vec >= t69) {
                i = (int)((long)t65 + t69);
                break;
            }
        }
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        long t72 = (long)i;
        float t73 = in[t72];
        out[t72] = series(t73, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
    int t3;
    vcc_v4_double t4;
    int t7;
    vcc_v4_double t8;
    int t11;
    vcc_v4_double t12;
    int t15;
    vcc_v4_double t16;
    int t19;
    vcc_v4_double t20;
    int t131;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 16L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            long t27 = (long)(int)i_vec_1;
            double *t28 = out + t27;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, y + t27);
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + t27);
            long t29 = (long)(int)(i_vec_1 + 4L);
            double *t30 = out + t29;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, y + t29);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t29);
            long t31 = (long)(int)(i_vec_1 + 8L);
            double *t32 = out + t31;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, y + t31);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t31);
            long t33 = (long)(int)(i_vec_1 + 12L);
            double *t34 = out + t33;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, y + t33);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t33);
            vcc_v4_double t35 = x_v * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t36 = __builtin_convertvector(t35, vcc_v4_int);
            vcc_v4_double t37 = __builtin_convertvector(t36, vcc_v4_double);
            vcc_v4_double t38 = t37 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t39 = __builtin_convertvector(t38 > y_v, vcc_m4);
            vcc_v4_int t40 = vcc_select(vcc_v4_int, (vcc_v4_int)t39, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t41 = __builtin_shufflevector(t40, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t42 = t40 + t41;
            vcc_v4_int t43 = __builtin_shufflevector(t42, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t44 = t42 + t43;
            vcc_v4_int t45 = t44 - t40;
            vcc_v4_int t46 = (vcc_v4_int){0, 1, 2, 3} - t45;
            vcc_v4_double t47 = x_v_1 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t48 = __builtin_convertvector(t47, vcc_v4_int);
            vcc_v4_double t49 = __builtin_convertvector(t48, vcc_v4_double);
            vcc_v4_double t50 = t49 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t51 = __builtin_convertvector(t50 > y_v_1, vcc_m4);
            vcc_v4_int t52 = vcc_select(vcc_v4_int, (vcc_v4_int)t51, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t53 = __builtin_shufflevector(t52, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t54 = t52 + t53;
            vcc_v4_int t55 = __builtin_shufflevector(t54, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t56 = t54 + t55;
            vcc_v4_int t57 = t56 - t52;
            vcc_v4_int t58 = (vcc_v4_int){0, 1, 2, 3} - t57;
            vcc_v4_double t59 = x_v_2 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t60 = __builtin_convertvector(t59, vcc_v4_int);
            vcc_v4_double t61 = __builtin_convertvector(t60, vcc_v4_double);
            vcc_v4_double t62 = t61 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t63 = __builtin_convertvector(t62 > y_v_2, vcc_m4);
            vcc_v4_int t64 = vcc_select(vcc_v4_int, (vcc_v4_int)t63, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t65 = __builtin_shufflevector(t64, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t66 = t64 + t65;
            vcc_v4_int t67 = __builtin_shufflevector(t66, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t68 = t66 + t67;
            vcc_v4_int t69 = t68 - t64;
            vcc_v4_int t70 = (vcc_v4_int){0, 1, 2, 3} - t69;
            vcc_v4_double t71 = x_v_3 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t72 = __builtin_convertvector(t71, vcc_v4_int);
            vcc_v4_double t73 = __builtin_convertvector(t72, vcc_v4_double);
            vcc_v4_double t74 = t73 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t75 = __builtin_convertvector(t74 > y_v_3, vcc_m4);
            vcc_v4_int t76 = vcc_select(vcc_v4_int, (vcc_v4_int)t75, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t77 = __builtin_shufflevector(t76, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t78 = t76 + t77;
            vcc_v4_int t79 = __builtin_shufflevector(t78, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t80 = t78 + t79;
            vcc_v4_int t81 = t80 - t76;
            vcc_v4_int t82 = (vcc_v4_int){0, 1, 2, 3} - t81;
            int t83 = vcc_reduce(int, t40, +);
            int t84 = t83 + vcc_reduce(int, t52, +);
            int t85 = t84 + vcc_reduce(int, t64, +);
            int t86 = t85 + vcc_reduce(int, t76, +);
            vcc_v4_int t87 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t88 = t87 + t45;
            vcc_v4_int t89 = (vcc_v4_int){t86, t86, t86, t86};
            vcc_v4_int t90 = t89 + t46;
            vcc_v4_int t91 = vcc_select(vcc_v4_int, (vcc_v4_int)t39, t88, t90);
            vcc_v4_int t92 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t93 = (vcc_v4_int){0, 1, 2, 3} + t92;
            vcc_scatter(vcc_regroup_perm, t91, t93);
            vcc_v4_int t94 = (vcc_v4_int){t83, t83, t83, t83};
            vcc_v4_int t95 = t94 + t57;
            vcc_v4_int t96 = vcc_splat(vcc_v4_int, t86 + 4 - t83);
            vcc_v4_int t97 = t96 + t58;
            vcc_v4_int t98 = vcc_select(vcc_v4_int, (vcc_v4_int)t51, t95, t97);
            vcc_v4_int t99 = (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_int t100 = (vcc_v4_int){0, 1, 2, 3} + t99;
            vcc_scatter(vcc_regroup_perm, t98, t100);
            vcc_v4_int t101 = (vcc_v4_int){t84, t84, t84, t84};
            vcc_v4_int t102 = t101 + t69;
            vcc_v4_int t103 = vcc_splat(vcc_v4_int, t86 + 8 - t84);
            vcc_v4_int t104 = t103 + t70;
            vcc_v4_int t105 = vcc_select(vcc_v4_int, (vcc_v4_int)t63, t102, t104);
            vcc_v4_int t106 = (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int t107 = (vcc_v4_int){0, 1, 2, 3} + t106;
            vcc_scatter(vcc_regroup_perm, t105, t107);
            vcc_v4_int t108 = (vcc_v4_int){t85, t85, t85, t85};
            vcc_v4_int t109 = t108 + t81;
            vcc_v4_int t110 = vcc_splat(vcc_v4_int, t86 + 12 - t85);
            vcc_v4_int t111 = t110 + t82;
            vcc_v4_int t112 = vcc_select(vcc_v4_int, (vcc_v4_int)t75, t109, t111);
            vcc_v4_int t113 = (vcc_v4_int){12, 12, 12, 12};
            vcc_v4_int t114 = (vcc_v4_int){0, 1, 2, 3} + t113;
            vcc_scatter(vcc_regroup_perm, t112, t114);
            vcc_store(vcc_regroup_arg, x_v);
            vcc_store(vcc_regroup_arg + 4, x_v_1);
            vcc_store(vcc_regroup_arg + 8, x_v_2);
            vcc_store(vcc_regroup_arg + 12, x_v_3);
            vcc_v4_int t115 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t116 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t115);
            vcc_v4_int t117 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t118 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t117);
            vcc_v4_int t119 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t120 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t119);
            vcc_v4_int t121 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t122 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t121);
            vcc_store(vcc_regroup_arg_1, y_v);
            vcc_store(vcc_regroup_arg_1 + 4, y_v_1);
            vcc_store(vcc_regroup_arg_1 + 8, y_v_2);
            vcc_store(vcc_regroup_arg_1 + 12, y_v_3);
            vcc_v4_int t123 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t124 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t123);
            vcc_v4_int t125 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t126 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t125);
            vcc_v4_int t127 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t128 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t127);
            vcc_v4_int t129 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t130 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t129);
            vcc_v4_double t143 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t144 = t116 * t143;
            vcc_v4_int t145 = __builtin_convertvector(t144, vcc_v4_int);
            vcc_v4_double t146 = __builtin_convertvector(t145, vcc_v4_double);
            vcc_v4_double t147 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t148 = t146 + t147;
            vcc_m4 t149 = __builtin_convertvector(t148 > t124, vcc_m4);
            vcc_m4 t150 = ~t149;
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t151 = vcc_any(t150);
            for (int t152 = 0; t151 ? t152 < 40 : 0; t152 = t3, t1 = t4) {
                if (vcc_any(t150)) {
                    vcc_v4_double t154 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t155 = t1 * t154;
                    t3 = t152 + 1;
                    vcc_v4_double t156 = vcc_splat(vcc_v4_double, (double)t3);
                    vcc_v4_double t157 = t124 / t156;
                    t4 = t155 - t157;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t153 = vcc_any(t149);
            int t158 = 0;
            while (t153 ? t158 < 40 : 0) {
                vcc_v4_double t159 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t160 = t2 * t159;
                vcc_v4_double t161 = vcc_splat(vcc_v4_double, (double)t158);
                vcc_v4_double t162 = t116 * t161;
                t2 = t160 + t162;
                t158++;
            }
            vcc_v4_double t163 = vcc_select(vcc_v4_long, __builtin_convertvector(t149, vcc_v4_long), t2, t1);
            vcc_store(vcc_regroup_result, t163);
            vcc_v4_double t185 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t186 = t118 * t185;
            vcc_v4_int t187 = __builtin_convertvector(t186, vcc_v4_int);
            vcc_v4_double t188 = __builtin_convertvector(t187, vcc_v4_double);
            vcc_v4_double t189 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t190 = t188 + t189;
            vcc_m4 t191 = __builtin_convertvector(t190 > t126, vcc_m4);
            vcc_m4 t192 = ~t191;
            vcc_v4_double t9 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t193 = vcc_any(t192);
            for (int t194 = 0; t193 ? t194 < 40 : 0; t194 = t11, t9 = t12) {
                if (vcc_any(t192)) {
                    vcc_v4_double t196 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t197 = t9 * t196;
                    t11 = t194 + 1;
                    vcc_v4_double t198 = vcc_splat(vcc_v4_double, (double)t11);
                    vcc_v4_double t199 = t126 / t198;
                    t12 = t197 - t199;
                } else {
                    t11 = 0;
                    t12 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t195 = vcc_any(t191);
            int t200 = 0;
            while (t195 ? t200 < 40 : 0) {
                vcc_v4_double t201 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t202 = t10 * t201;
                vcc_v4_double t203 = vcc_splat(vcc_v4_double, (double)t200);
                vcc_v4_double t204 = t118 * t203;
                t10 = t202 + t204;
                t200++;
            }
            vcc_v4_double t205 = vcc_select(vcc_v4_long, __builtin_convertvector(t191, vcc_v4_long), t10, t9);
            vcc_store(vcc_regroup_result + 4, t205);
            vcc_v4_double t206 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t207 = t120 * t206;
            vcc_v4_int t208 = __builtin_convertvector(t207, vcc_v4_int);
            vcc_v4_double t209 = __builtin_convertvector(t208, vcc_v4_double);
            vcc_v4_double t210 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t211 = t209 + t210;
            vcc_m4 t212 = __builtin_convertvector(t211 > t128, vcc_m4);
            vcc_m4 t213 = ~t212;
            vcc_v4_double t13 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t214 = vcc_any(t213);
            for (int t215 = 0; t214 ? t215 < 40 : 0; t215 = t15, t13 = t16) {
                if (vcc_any(t213)) {
                    vcc_v4_double t217 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t218 = t13 * t217;
                    t15 = t215 + 1;
                    vcc_v4_double t219 = vcc_splat(vcc_v4_double, (double)t15);
                    vcc_v4_double t220 = t128 / t219;
                    t16 = t218 - t220;
                } else {
                    t15 = 0;
                    t16 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t216 = vcc_any(t212);
            int t221 = 0;
            while (t216 ? t221 < 40 : 0) {
                vcc_v4_double t222 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t223 = t14 * t222;
                vcc_v4_double t224 = vcc_splat(vcc_v4_double, (double)t221);
                vcc_v4_double t225 = t120 * t224;
                t14 = t223 + t225;
                t221++;
            }
            vcc_v4_double t226 = vcc_select(vcc_v4_long, __builtin_convertvector(t212, vcc_v4_long), t14, t13);
            vcc_store(vcc_regroup_result + 8, t226);
            vcc_v4_double t231 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t232 = t122 * t231;
            vcc_v4_int t233 = __builtin_convertvector(t232, vcc_v4_int);
            vcc_v4_double t234 = __builtin_convertvector(t233, vcc_v4_double);
            vcc_v4_double t235 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t236 = t234 + t235;
            vcc_m4 t237 = __builtin_convertvector(t236 > t130, vcc_m4);
            vcc_m4 t238 = ~t237;
            vcc_v4_double t17 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t239 = vcc_any(t238);
            for (int t240 = 0; t239 ? t240 < 40 : 0; t240 = t19, t17 = t20) {
                if (vcc_any(t238)) {
                    vcc_v4_double t242 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t243 = t17 * t242;
                    t19 = t240 + 1;
                    vcc_v4_double t244 = vcc_splat(vcc_v4_double, (double)t19);
                    vcc_v4_double t245 = t130 / t244;
                    t20 = t243 - t245;
                } else {
                    t19 = 0;
                    t20 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t18 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t241 = vcc_any(t237);
            int t246 = 0;
            while (t241 ? t246 < 40 : 0) {
                vcc_v4_double t247 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t248 = t18 * t247;
                vcc_v4_double t249 = vcc_splat(vcc_v4_double, (double)t246);
                vcc_v4_double t250 = t122 * t249;
                t18 = t248 + t250;
                t246++;
            }
            vcc_v4_double t251 = vcc_select(vcc_v4_long, __builtin_convertvector(t237, vcc_v4_long), t18, t17);
            vcc_store(vcc_regroup_result + 12, t251);
            vcc_v4_double t227 = vcc_gather(vcc_v4_double, vcc_regroup_result, t91);
            vcc_v4_double t228 = vcc_gather(vcc_v4_double, vcc_regroup_result, t98);
            vcc_v4_double t229 = vcc_gather(vcc_v4_double, vcc_regroup_result, t105);
            vcc_v4_double t230 = vcc_gather(vcc_v4_double, vcc_regroup_result, t112);
            vcc_store(t28, t227);
            vcc_store(t30, t228);
            vcc_store(t32, t229);
            vcc_store(t34, t230);
            i_vec_1 += 16L;
            if (i_vec_1 >= t26) {
                t131 = (int)t26;
                break;
            }
        }
    } else {
        t131 = 0;
    }
    long t132 = (long)n + (long)t131 * -1L;
    unsigned long t133 = (unsigned long)out;
    unsigned long t134 = (unsigned long)x;
    unsigned long t135 = (unsigned long)out;
    unsigned long t136 = (unsigned long)y;
    if ((t132 >= 4L) & (((t133 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t131 * 8L))) | ((t134 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t133 + (unsigned long)((long)t131 * 8L)))) & (((t135 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t136 + (unsigned long)((long)t131 * 8L))) | ((t136 + (unsigned long)((long)t131 * 8L + 8L + (t132 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t131 * 8L))))) {
        long t137 = t132 & -4L;
        long i_vec = 0L;
        for (;;) {
            long t138 = (long)(int)((long)t131 + i_vec);
            double *t139 = out + t138;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, y + t138);
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t138);
            vcc_v4_double t164 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t165 = x_v_4 * t164;
            vcc_v4_int t166 = __builtin_convertvector(t165, vcc_v4_int);
            vcc_v4_double t167 = __builtin_convertvector(t166, vcc_v4_double);
            vcc_v4_double t168 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t169 = t167 + t168;
            vcc_m4 t170 = __builtin_convertvector(t169 > y_v_4, vcc_m4);
            vcc_m4 t171 = ~t170;
            vcc_v4_double t5 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t172 = vcc_any(t171);
            for (int t173 = 0; t172 ? t173 < 40 : 0; t173 = t7, t5 = t8) {
                if (vcc_any(t171)) {
                    vcc_v4_double t175 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t176 = t5 * t175;
                    t7 = t173 + 1;
                    vcc_v4_double t177 = vcc_splat(vcc_v4_double, (double)t7);
                    vcc_v4_double t178 = y_v_4 / t177;
                    t8 = t176 - t178;
                } else {
                    t7 = 0;
                    t8 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t174 = vcc_any(t170);
            int t179 = 0;
            while (t174 ? t179 < 40 : 0) {
                vcc_v4_double t180 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t181 = t6 * t180;
                vcc_v4_double t182 = vcc_splat(vcc_v4_double, (double)t179);
                vcc_v4_double t183 = x_v_4 * t182;
                t6 = t181 + t183;
                t179++;
            }
            vcc_v4_double t184 = vcc_select(vcc_v4_long, __builtin_convertvector(t170, vcc_v4_long), t6, t5);
            vcc_store(t139, t184);
            i_vec += 4L;
            if (i_vec >= t137) {
                i = (int)((long)t131 + t137);
                break;
            }
        }
    } else {
        i = t131;
    }
    for (; i < n; i++) {
        long t140 = (long)i;
        double t141 = y[t140];
        double t142 = x[t140];
        out[t140] = blend2(t142, t141);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t70;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)a;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)b;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & (((t10 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t10))) {
        long t12 = t7 & -16L;
        vcc_v8_int t13 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t14 = (vcc_v8_uint)t13;
        vcc_v8_uint i_v = t14 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            long t15 = (long)(int)i_vec_1;
            unsigned int *t16 = out + t15;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + t15);
            vcc_v8_int t17 = b_v + i_v_2;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + t15);
            vcc_v8_uint t18 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t18;
            long t19 = (long)(int)(i_vec_1 + 8L);
            unsigned int *t20 = out + t19;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t19);
            vcc_v8_int t21 = b_v_1 + i_v_3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t19);
            vcc_v8_int t22 = a_v ^ t17;
            vcc_v8_int t23 = t22 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t24 = (vcc_m8)(t23 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t26 = __builtin_shufflevector(t25, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t27 = t25 + t26;
            vcc_v8_int t28 = __builtin_shufflevector(t27, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t29 = t27 + t28;
            vcc_v8_int t30 = __builtin_shufflevector(t29, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t31 = t29 + t30;
            vcc_v8_int t32 = t31 - t25;
            vcc_v8_int t33 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t32;
            vcc_v8_int t34 = a_v_1 ^ t21;
            vcc_v8_int t35 = t34 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t36 = (vcc_m8)(t35 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t38 = __builtin_shufflevector(t37, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t39 = t37 + t38;
            vcc_v8_int t40 = __builtin_shufflevector(t39, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t41 = t39 + t40;
            vcc_v8_int t42 = __builtin_shufflevector(t41, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t43 = t41 + t42;
            vcc_v8_int t44 = t43 - t37;
            vcc_v8_int t45 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t44;
            int t46 = vcc_reduce(int, t25, +);
            int t47 = t46 + vcc_reduce(int, t37, +);
            vcc_v8_int t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t49 = t48 + t32;
            vcc_v8_int t50 = (vcc_v8_int){t47, t47, t47, t47, t47, t47, t47, t47};
            vcc_v8_int t51 = t50 + t33;
            vcc_v8_int t52 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t51, t49);
            vcc_v8_int t53 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t54 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t53;
            vcc_scatter(vcc_regroup_perm, t52, t54);
            vcc_v8_int t55 = (vcc_v8_int){t46, t46, t46, t46, t46, t46, t46, t46};
            vcc_v8_int t56 = t55 + t44;
            vcc_v8_int t57 = vcc_splat(vcc_v8_int, t47 + 8 - t46);
            vcc_v8_int t58 = t57 + t45;
            vcc_v8_int t59 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, t58, t56);
            vcc_v8_int t60 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t61 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t60;
            vcc_scatter(vcc_regroup_perm, t59, t61);
            vcc_store(vcc_regroup_arg, a_v);
            vcc_store(vcc_regroup_arg + 8, a_v_1);
            vcc_v8_int t62 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t63 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t62);
            vcc_v8_int t64 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t65 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t64);
            vcc_store(vcc_regroup_arg_1, t17);
            vcc_store(vcc_regroup_arg_1 + 8, t21);
            vcc_v8_int t66 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t67 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t66);
            vcc_v8_int t68 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t69 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t68);
            vcc_v8_uint t2 = (vcc_v8_uint)t63;
            vcc_v8_int t85 = t63 ^ t67;
            vcc_v8_int t86 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t87 = t85 & t86;
            vcc_m8 t88 = (vcc_m8)(t87 != (vcc_v8_int){0});
            vcc_m8 t89 = ~t88;
            int t90 = vcc_any(t88);
            int t91 = 0;
            vcc_v8_uint t1 = t2;
            while (t90 ? t91 < 12 : 0) {
                vcc_v8_int t92 = (vcc_v8_int){t91, t91, t91, t91, t91, t91, t91, t91};
                vcc_v8_uint t93 = (vcc_v8_uint)t67;
                vcc_v8_uint t94 = (vcc_v8_uint)t92;
                vcc_v8_uint t95 = t93 + t94;
                vcc_v8_int t96 = (vcc_v8_int)t95;
                vcc_v8_uint t97 = (vcc_v8_uint)t96;
                vcc_v8_uint t98 = t1 ^ t97;
                vcc_v8_uint t99 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t1 = t98 * t99;
                t91++;
            }
            int t100 = vcc_any(t89);
            int t101 = 0;
            while (t100 ? t101 < 12 : 0) {
                vcc_v8_uint t102 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t103 = t2 * t102;
                vcc_v8_int t104 = vcc_splat(vcc_v8_int, t101 & 7);
                vcc_v8_int t105 = t67 >> t104;
                vcc_v8_uint t106 = (vcc_v8_uint)t105;
                t2 = t103 + t106;
                t101++;
            }
            vcc_v8_uint t107 = vcc_select(vcc_v8_int, (vcc_v8_int)t88, t1, t2);
            vcc_store(vcc_regroup_result, t107);
            vcc_v8_uint t6 = (vcc_v8_uint)t65;
            vcc_v8_int t133 = t65 ^ t69;
            vcc_v8_int t134 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t135 = t133 & t134;
            vcc_m8 t136 = (vcc_m8)(t135 != (vcc_v8_int){0});
            vcc_m8 t137 = ~t136;
            int t138 = vcc_any(t136);
            int t139 = 0;
            vcc_v8_uint t5 = t6;
            while (t138 ? t139 < 12 : 0) {
                vcc_v8_int t140 = (vcc_v8_int){t139, t139, t139, t139, t139, t139, t139, t139};
                vcc_v8_uint t141 = (vcc_v8_uint)t69;
                vcc_v8_uint t142 = (vcc_v8_uint)t140;
                vcc_v8_uint t143 = t141 + t142;
                vcc_v8_int t144 = (vcc_v8_int)t143;
                vcc_v8_uint t145 = (vcc_v8_uint)t144;
                vcc_v8_uint t146 = t5 ^ t145;
                vcc_v8_uint t147 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t5 = t146 * t147;
                t139++;
            }
            int t148 = vcc_any(t137);
            int t149 = 0;
            while (t148 ? t149 < 12 : 0) {
                vcc_v8_uint t150 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t151 = t6 * t150;
                vcc_v8_int t152 = vcc_splat(vcc_v8_int, t149 & 7);
                vcc_v8_int t153 = t69 >> t152;
                vcc_v8_uint t154 = (vcc_v8_uint)t153;
                t6 = t151 + t154;
                t149++;
            }
            vcc_v8_uint t155 = vcc_select(vcc_v8_int, (vcc_v8_int)t136, t5, t6);
            vcc_store(vcc_regroup_result + 8, t155);
            vcc_v8_uint t131 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t52);
            vcc_v8_uint t132 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t59);
            vcc_store(t16, t131);
            vcc_store(t20, t132);
            i_vec_1 += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_1 >= t12) {
                t70 = (int)t12;
                break;
            }
        }
    } else {
        t70 = 0;
    }
    long t71 = (long)n + (long)t70 * -1L;
    unsigned long t72 = (unsigned long)out;
    unsigned long t73 = (unsigned long)a;
    unsigned long t74 = (unsigned long)out;
    unsigned long t75 = (unsigned long)b;
    if ((t71 >= 8L) & (((t72 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t70 * 4L))) | ((t73 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t70 * 4L)))) & (((t74 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t70 * 4L))) | ((t75 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t70 * 4L))))) {
        long t76 = t71 & -8L;
        vcc_v8_int t77 = (vcc_v8_int){t70, t70, t70, t70, t70, t70, t70, t70};
        vcc_v8_uint t78 = (vcc_v8_uint)t77;
        vcc_v8_uint i_v_1 = t78 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        for (;;) {
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            long t79 = (long)(int)((long)t70 + i_vec);
            unsigned int *t80 = out + t79;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t79);
            vcc_v8_int t81 = b_v_2 + i_v_4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t79);
            vcc_v8_uint t4 = (vcc_v8_uint)a_v_2;
            vcc_v8_int t108 = a_v_2 ^ t81;
            vcc_v8_int t109 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t110 = t108 & t109;
            vcc_m8 t111 = (vcc_m8)(t110 != (vcc_v8_int){0});
            vcc_m8 t112 = ~t111;
            int t113 = vcc_any(t111);
            int t114 = 0;
            vcc_v8_uint t3 = t4;
            while (t113 ? t114 < 12 : 0) {
                vcc_v8_int t115 = (vcc_v8_int){t114, t114, t114, t114, t114, t114, t114, t114};
                vcc_v8_uint t116 = (vcc_v8_uint)t81;
                vcc_v8_uint t117 = (vcc_v8_uint)t115;
                vcc_v8_uint t118 = t116 + t117;
                vcc_v8_int t119 = (vcc_v8_int)t118;
                vcc_v8_uint t120 = (vcc_v8_uint)t119;
                vcc_v8_uint t121 = t3 ^ t120;
                vcc_v8_uint t122 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t121 * t122;
                t114++;
            }
            int t123 = vcc_any(t112);
            int t124 = 0;
            while (t123 ? t124 < 12 : 0) {
                vcc_v8_uint t125 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t126 = t4 * t125;
                vcc_v8_int t127 = vcc_splat(vcc_v8_int, t124 & 7);
                vcc_v8_int t128 = t81 >> t127;
                vcc_v8_uint t129 = (vcc_v8_uint)t128;
                t4 = t126 + t129;
                t124++;
            }
            vcc_v8_uint t130 = vcc_select(vcc_v8_int, (vcc_v8_int)t111, t3, t4);
            vcc_store(t80, t130);
            i_vec += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t76) {
                i = (int)((long)t70 + t76);
                break;
            }
        }
    } else {
        i = t70;
    }
    for (; i < n; i++) {
        long t82 = (long)i;
        int t83 = b[t82];
        int t84 = a[t82];
        out[t82] = mix(t84, t83 + i, 12);
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
    vcc_v8_float t8;
    vcc_v8_float t9;
    vcc_v8_float t11;
    vcc_v8_float t12;
    vcc_v8_float t13;
    vcc_v8_float t15;
    vcc_v8_float t16;
    long t17;
    unsigned long t18;
    unsigned long t19;
    int t67;
    long t68;
    int i;
    int t100;
    vcc_v8_float t101;
    vcc_v8_float t102;
    int t103;
    int t106;
    vcc_v8_float t107;
    int t108;
    vcc_v8_float t109;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t21 = (long)(int)i_vec_1;
            float *t22 = out + t21;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + t21);
            vcc_v8_float t23 = in_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            long t24 = (long)(int)(i_vec_1 + 8L);
            float *t25 = out + t24;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t24);
            vcc_v8_float t26 = in_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t27 = (vcc_m8)(t23 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t28 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t29 = __builtin_shufflevector(t28, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t30 = t28 + t29;
            vcc_v8_int t31 = __builtin_shufflevector(t30, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t32 = t30 + t31;
            vcc_v8_int t33 = __builtin_shufflevector(t32, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t34 = t32 + t33;
            vcc_v8_int t35 = t34 - t28;
            vcc_v8_int t36 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t35;
            vcc_m8 t37 = (vcc_m8)(t26 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t39 = __builtin_shufflevector(t38, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t40 = t38 + t39;
            vcc_v8_int t41 = __builtin_shufflevector(t40, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t42 = t40 + t41;
            vcc_v8_int t43 = __builtin_shufflevector(t42, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t44 = t42 + t43;
            vcc_v8_int t45 = t44 - t38;
            vcc_v8_int t46 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t45;
            int t47 = vcc_reduce(int, t28, +);
            int t48 = t47 + vcc_reduce(int, t38, +);
            vcc_v8_int t49 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t50 = t49 + t35;
            vcc_v8_int t51 = (vcc_v8_int){t48, t48, t48, t48, t48, t48, t48, t48};
            vcc_v8_int t52 = t51 + t36;
            vcc_v8_int t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t50, t52);
            vcc_v8_int t54 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t55 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t54;
            vcc_scatter(vcc_regroup_perm, t53, t55);
            vcc_v8_int t56 = (vcc_v8_int){t47, t47, t47, t47, t47, t47, t47, t47};
            vcc_v8_int t57 = t56 + t45;
            vcc_v8_int t58 = vcc_splat(vcc_v8_int, t48 + 8 - t47);
            vcc_v8_int t59 = t58 + t46;
            vcc_v8_int t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t57, t59);
            vcc_v8_int t61 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t62 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t61;
            vcc_scatter(vcc_regroup_perm, t60, t62);
            vcc_store(vcc_regroup_arg, t23);
            vcc_store(vcc_regroup_arg + 8, t26);
            vcc_v8_int t63 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t64 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t63);
            vcc_v8_int t65 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t66 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t65);
            vcc_v8_float t77 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t78 = (vcc_m8)(t64 < t77);
            vcc_m8 t3 = ~t78;
            int t79 = vcc_any(t3);
            vcc_v8_float t81 = t64;
            for (int t80 = 9; t79 ? t80 > 0 : 0; t80--, t81 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t82 = vcc_splat(vcc_v8_float, (float)t80);
                    vcc_v8_float t83 = t82 / t81;
                    t1 = t64 + t83;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t84 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t84 / t81;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t85 = vcc_any(t78);
            vcc_v8_float t86 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t87 = (vcc_m8)(t66 < t86);
            vcc_m8 t14 = ~t87;
            int t88 = vcc_any(t14);
            int t89 = 1;
            vcc_v8_float t90 = t64;
            vcc_v8_float t91 = t64;
            int t92 = 1;
            vcc_v8_float t93 = (vcc_v8_float){0};
            int t94 = 9;
            vcc_v8_float t95 = t66;
            int t96 = 1;
            vcc_v8_float t97 = (vcc_v8_float){0};
            for (;;) {
                if (t92) {
                    if (t85 ? t89 < 9 : 0) {
                        if (vcc_any(t78)) {
                            vcc_v8_float t98 = t91 * t64;
                            vcc_v8_float t99 = vcc_splat(vcc_v8_float, (float)(2 * t89 + 1));
                            t4 = t98 / t99;
                            t5 = t90 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t100 = t89 + 1;
                        t101 = t5;
                        t102 = t4;
                        t103 = 1;
                        t6 = t93;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t90);
                        t100 = t89;
                        t101 = t90;
                        t102 = t91;
                        t103 = 0;
                    }
                } else {
                    t100 = t89;
                    t101 = t90;
                    t102 = t91;
                    t103 = 0;
                    t6 = t93;
                }
                if (t96) {
                    if (t88 ? t94 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t104 = vcc_splat(vcc_v8_float, (float)t94);
                            vcc_v8_float t105 = t104 / t95;
                            t7 = t66 + t105;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t106 = t94 - 1;
                        t107 = t7;
                        t108 = 1;
                        t109 = t97;
                    } else {
                        t106 = t94;
                        t107 = t95;
                        t108 = 0;
                        t109 = t95;
                    }
                } else {
                    t106 = t94;
                    t107 = t95;
                    t108 = 0;
                    t109 = t97;
                }
                if (!(t103 | t108)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t130 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t130 / t109;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t131 = vcc_any(t87);
                    vcc_v8_float t133 = t66;
                    vcc_v8_float t134 = t66;
                    for (int t132 = 1; t131 ? t132 < 9 : 0; t132++, t133 = t16, t134 = t15) {
                        if (vcc_any(t87)) {
                            vcc_v8_float t136 = t134 * t66;
                            vcc_v8_float t137 = vcc_splat(vcc_v8_float, (float)(2 * t132 + 1));
                            t15 = t136 / t137;
                            t16 = t133 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t135 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t133);
                    vcc_store(vcc_regroup_result + 8, t135);
                    vcc_v8_float t126 = vcc_gather(vcc_v8_float, vcc_regroup_result, t53);
                    vcc_v8_float t127 = vcc_gather(vcc_v8_float, vcc_regroup_result, t60);
                    vcc_v8_float t128 = t126 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t22, t128);
                    vcc_v8_float t129 = t127 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t25, t129);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t67 = (int)t20;
                    goto L138;
                }
                t89 = t100;
                t90 = t101;
                t91 = t102;
                t92 = t103;
                t93 = t6;
                t94 = t106;
                t95 = t107;
                t96 = t108;
                t97 = t109;
            }
        }
    } else {
        t67 = 0;
    }
L138:
    t68 = (long)n + (long)t67 * -1L;
    unsigned long t69 = (unsigned long)out;
    unsigned long t70 = (unsigned long)in;
    if ((t68 >= 8L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))))) {
        long t71 = t68 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t72 = (long)(int)((long)t67 + i_vec);
            float *t73 = out + t72;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t72);
            vcc_v8_float t74 = in_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t111 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t112 = (vcc_m8)(t74 < t111);
            vcc_m8 t10 = ~t112;
            int t113 = vcc_any(t10);
            vcc_v8_float t115 = t74;
            for (int t114 = 9; t113 ? t114 > 0 : 0; t114--, t115 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t116 = vcc_splat(vcc_v8_float, (float)t114);
                    vcc_v8_float t117 = t116 / t115;
                    t8 = t74 + t117;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t118 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t118 / t115;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t119 = vcc_any(t112);
            vcc_v8_float t121 = t74;
            vcc_v8_float t122 = t74;
            for (int t120 = 1; t119 ? t120 < 9 : 0; t120++, t121 = t12, t122 = t11) {
                if (vcc_any(t112)) {
                    vcc_v8_float t124 = t122 * t74;
                    vcc_v8_float t125 = vcc_splat(vcc_v8_float, (float)(2 * t120 + 1));
                    t11 = t124 / t125;
                    t12 = t121 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t123 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t121);
            vcc_v8_float t110 = t123 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t73, t110);
            i_vec += 8L;
            if (i_vec >= t71) {
                i = (int)((long)t67 + t71);
                break;
            }
        }
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        long t75 = (long)i;
        float t76 = in[t75];
        out[t75] = series(t76 * 0.5f, 9) + 1.0f;
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
    vcc_v8_float t10;
    vcc_v8_float t11;
    vcc_v8_float t13;
    long t14;
    unsigned long t15;
    unsigned long t16;
    int t62;
    long t63;
    int i;
    int t89;
    vcc_v8_float t90;
    int t91;
    int t95;
    vcc_v8_float t96;
    int t97;
    vcc_v8_float t98;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15))) {
        long t17 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t18 = (long)(int)i_vec_1;
            float *t19 = out + t18;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + t18);
            long t20 = (long)(int)(i_vec_1 + 8L);
            float *t21 = out + t20;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t20);
            vcc_m8 t22 = (vcc_m8)(in_v >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t24 = __builtin_shufflevector(t23, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t25 = t23 + t24;
            vcc_v8_int t26 = __builtin_shufflevector(t25, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t27 = t25 + t26;
            vcc_v8_int t28 = __builtin_shufflevector(t27, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t29 = t27 + t28;
            vcc_v8_int t30 = t29 - t23;
            vcc_v8_int t31 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t30;
            vcc_m8 t32 = (vcc_m8)(in_v_1 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int t33 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t34 = __builtin_shufflevector(t33, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t35 = t33 + t34;
            vcc_v8_int t36 = __builtin_shufflevector(t35, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t37 = t35 + t36;
            vcc_v8_int t38 = __builtin_shufflevector(t37, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t39 = t37 + t38;
            vcc_v8_int t40 = t39 - t33;
            vcc_v8_int t41 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t40;
            int t42 = vcc_reduce(int, t23, +);
            int t43 = t42 + vcc_reduce(int, t33, +);
            vcc_v8_int t44 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t45 = t44 + t30;
            vcc_v8_int t46 = (vcc_v8_int){t43, t43, t43, t43, t43, t43, t43, t43};
            vcc_v8_int t47 = t46 + t31;
            vcc_v8_int t48 = vcc_select(vcc_v8_int, (vcc_v8_int)t22, t45, t47);
            vcc_v8_int t49 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t50 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t49;
            vcc_scatter(vcc_regroup_perm, t48, t50);
            vcc_v8_int t51 = (vcc_v8_int){t42, t42, t42, t42, t42, t42, t42, t42};
            vcc_v8_int t52 = t51 + t40;
            vcc_v8_int t53 = vcc_splat(vcc_v8_int, t43 + 8 - t42);
            vcc_v8_int t54 = t53 + t41;
            vcc_v8_int t55 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t52, t54);
            vcc_v8_int t56 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t57 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t56;
            vcc_scatter(vcc_regroup_perm, t55, t57);
            vcc_store(vcc_regroup_arg, in_v);
            vcc_store(vcc_regroup_arg + 8, in_v_1);
            vcc_v8_int t58 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t59 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t58);
            vcc_v8_int t60 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t61 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t60);
            vcc_v8_float t71 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t72 = (vcc_m8)(t59 >= t71);
            vcc_m8 t73 = ~t72;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t74 = vcc_any(t73);
            for (int t75 = 15; t74 ? t75 >= 0 : 0; t75--, t1 = t7) {
                if (vcc_any(t73)) {
                    vcc_v8_float t99 = -t59;
                    vcc_v8_float t100 = t1 * t99;
                    vcc_v8_float t101 = vcc_splat(vcc_v8_float, coef[t75]);
                    t7 = t100 - t101;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t76 = vcc_any(t72);
            vcc_v8_float t77 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t78 = (vcc_m8)(t61 >= t77);
            vcc_m8 t79 = ~t78;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t80 = vcc_any(t79);
            int t81 = 0;
            int t82 = 1;
            vcc_v8_float t83 = (vcc_v8_float){0};
            int t84 = 15;
            int t85 = 1;
            vcc_v8_float t86 = (vcc_v8_float){0};
            for (;;) {
                if (t82) {
                    if (t76 ? t81 < 16 : 0) {
                        if (vcc_any(t72)) {
                            vcc_v8_float t87 = t2 * t59;
                            vcc_v8_float t88 = vcc_splat(vcc_v8_float, coef[t81]);
                            t4 = t87 + t88;
                        } else {
                            t4 = (vcc_v8_float){0};
                        }
                        t89 = t81 + 1;
                        t90 = t4;
                        t91 = 1;
                        t5 = t83;
                    } else {
                        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t72, t2, t1);
                        t89 = t81;
                        t90 = t2;
                        t91 = 0;
                    }
                } else {
                    t89 = t81;
                    t90 = t2;
                    t91 = 0;
                    t5 = t83;
                }
                if (t85) {
                    if (t80 ? t84 >= 0 : 0) {
                        if (vcc_any(t79)) {
                            vcc_v8_float t92 = -t61;
                            vcc_v8_float t93 = t3 * t92;
                            vcc_v8_float t94 = vcc_splat(vcc_v8_float, coef[t84]);
                            t6 = t93 - t94;
                        } else {
                            t6 = (vcc_v8_float){0};
                        }
                        t95 = t84 - 1;
                        t96 = t6;
                        t97 = 1;
                        t98 = t86;
                    } else {
                        t95 = t84;
                        t96 = t3;
                        t97 = 0;
                        t98 = t3;
                    }
                } else {
                    t95 = t84;
                    t96 = t3;
                    t97 = 0;
                    t98 = t86;
                }
                if (!(t91 | t97)) {
                    vcc_store(vcc_regroup_result, t5);
                    vcc_v8_float t12 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    int t117 = vcc_any(t78);
                    for (int t118 = 0; t117 ? t118 < 16 : 0; t118++, t12 = t13) {
                        if (vcc_any(t78)) {
                            vcc_v8_float t120 = t12 * t61;
                            vcc_v8_float t121 = vcc_splat(vcc_v8_float, coef[t118]);
                            t13 = t120 + t121;
                        } else {
                            t13 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t119 = vcc_select(vcc_v8_int, (vcc_v8_int)t78, t12, t98);
                    vcc_store(vcc_regroup_result + 8, t119);
                    vcc_v8_float t115 = vcc_gather(vcc_v8_float, vcc_regroup_result, t48);
                    vcc_v8_float t116 = vcc_gather(vcc_v8_float, vcc_regroup_result, t55);
                    vcc_store(t19, t115);
                    vcc_store(t21, t116);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t17) {
                        break;
                    }
                    t62 = (int)t17;
                    goto L122;
                }
                t81 = t89;
                t2 = t90;
                t82 = t91;
                t83 = t5;
                t84 = t95;
                t3 = t96;
                t85 = t97;
                t86 = t98;
            }
        }
    } else {
        t62 = 0;
    }
L122:
    t63 = (long)n + (long)t62 * -1L;
    unsigned long t64 = (unsigned long)out;
    unsigned long t65 = (unsigned long)in;
    if ((t63 >= 8L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L))))) {
        long t66 = t63 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t67 = (long)(int)((long)t62 + i_vec);
            float *t68 = out + t67;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t67);
            vcc_v8_float t102 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t103 = (vcc_m8)(in_v_2 >= t102);
            vcc_m8 t104 = ~t103;
            vcc_v8_float t8 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t105 = vcc_any(t104);
            for (int t106 = 15; t105 ? t106 >= 0 : 0; t106--, t8 = t10) {
                if (vcc_any(t104)) {
                    vcc_v8_float t108 = -in_v_2;
                    vcc_v8_float t109 = t8 * t108;
                    vcc_v8_float t110 = vcc_splat(vcc_v8_float, coef[t106]);
                    t10 = t109 - t110;
                } else {
                    t10 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t107 = vcc_any(t103);
            for (int t111 = 0; t107 ? t111 < 16 : 0; t111++, t9 = t11) {
                if (vcc_any(t103)) {
                    vcc_v8_float t113 = t9 * in_v_2;
                    vcc_v8_float t114 = vcc_splat(vcc_v8_float, coef[t111]);
                    t11 = t113 + t114;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t112 = vcc_select(vcc_v8_int, (vcc_v8_int)t103, t9, t8);
            vcc_store(t68, t112);
            i_vec += 8L;
            if (i_vec >= t66) {
                i = (int)((long)t62 + t66);
                break;
            }
        }
    } else {
        i = t62;
    }
    for (; i < n; i++) {
        long t69 = (long)i;
        float t70 = in[t69];
        out[t69] = poly(coef, t70, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t14;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8))) {
        long t10 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t11 = i_vec_1 + 8L;
            long t12 = (long)(int)i_vec_1;
            float *t13 = out + t12;
            vcc_v8_float t2 = vcc_load(vcc_v8_float, in + t12);
            vcc_v8_float t25 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t26 = (vcc_m8)(t2 > t25);
            vcc_m8 t27 = ~t26;
            int t28 = vcc_any(t27);
            int t29 = 0;
            vcc_v8_float t1 = t2;
            while (t28 ? t29 < 5 : 0) {
                vcc_v8_float t30 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t31 = t1 * t30;
                vcc_v8_float t32 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t1 = t31 - t32;
                t29++;
            }
            int t33 = vcc_any(t26);
            int t34 = 0;
            while (t33 ? t34 < 5 : 0) {
                vcc_v8_float t35 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t36 = t2 * t35;
                vcc_v8_float t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t36 + t37;
                t34++;
            }
            if (vcc_any(t26)) {
                vcc_v8_float t38 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t39 = t2 * t38;
                vcc_v8_int t40 = __builtin_convertvector(t39, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t40, t26);
            }
            vcc_v8_float t41 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, t2, t1);
            vcc_store(t13, t41);
            long t23 = (long)(int)t11;
            float *t24 = out + t23;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, in + t23);
            vcc_v8_float t59 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t60 = (vcc_m8)(t6 > t59);
            vcc_m8 t61 = ~t60;
            int t62 = vcc_any(t61);
            int t63 = 0;
            vcc_v8_float t5 = t6;
            while (t62 ? t63 < 5 : 0) {
                vcc_v8_float t64 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t65 = t5 * t64;
                vcc_v8_float t66 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t5 = t65 - t66;
                t63++;
            }
            int t67 = vcc_any(t60);
            int t68 = 0;
            while (t67 ? t68 < 5 : 0) {
                vcc_v8_float t69 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t70 = t6 * t69;
                vcc_v8_float t71 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t6 = t70 + t71;
                t68++;
            }
            if (vcc_any(t60)) {
                vcc_v8_float t72 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t73 = t6 * t72;
                vcc_v8_int t74 = __builtin_convertvector(t73, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t74, t60);
            }
            vcc_v8_float t75 = vcc_select(vcc_v8_int, (vcc_v8_int)t60, t6, t5);
            vcc_store(t24, t75);
            i_vec_1 += 16L;
            if (i_vec_1 >= t10) {
                t14 = (int)t10;
                break;
            }
        }
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    unsigned long t16 = (unsigned long)out;
    unsigned long t17 = (unsigned long)in;
    if ((t15 >= 8L) & (((t16 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t17 + (unsigned long)((long)t14 * 4L))) | ((t17 + (unsigned long)((long)t14 * 4L + 4L + (t15 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t14 * 4L))))) {
        long t18 = t15 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t19 = (long)(int)((long)t14 + i_vec);
            float *t20 = out + t19;
            vcc_v8_float t4 = vcc_load(vcc_v8_float, in + t19);
            vcc_v8_float t42 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t43 = (vcc_m8)(t4 > t42);
            vcc_m8 t44 = ~t43;
            int t45 = vcc_any(t44);
            int t46 = 0;
            vcc_v8_float t3 = t4;
            while (t45 ? t46 < 5 : 0) {
                vcc_v8_float t47 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t48 = t3 * t47;
                vcc_v8_float t49 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t3 = t48 - t49;
                t46++;
            }
            int t50 = vcc_any(t43);
            int t51 = 0;
            while (t50 ? t51 < 5 : 0) {
                vcc_v8_float t52 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t53 = t4 * t52;
                vcc_v8_float t54 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t4 = t53 + t54;
                t51++;
            }
            if (vcc_any(t43)) {
                vcc_v8_float t55 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t56 = t4 * t55;
                vcc_v8_int t57 = __builtin_convertvector(t56, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t57, t43);
            }
            vcc_v8_float t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t4, t3);
            vcc_store(t20, t58);
            i_vec += 8L;
            if (i_vec >= t18) {
                i = (int)((long)t14 + t18);
                break;
            }
        }
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = in[t21];
        out[t21] = tally(t22, hits, 5);
    }
}

void run_cheap(float *out, const float *in, int n) {
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            long t5 = i_vec_1 + 8L;
            long t6 = (long)(int)i_vec_1;
            float *t7 = out + t6;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + t6);
            vcc_v8_float t19 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t20 = (vcc_m8)(in_v > t19);
            vcc_v8_float t21 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t22 = in_v - t21;
            vcc_v8_float t23 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t24 = in_v * t23;
            vcc_v8_float t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t24, t22);
            vcc_store(t7, t25);
            long t17 = (long)(int)t5;
            float *t18 = out + t17;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t17);
            vcc_v8_float t33 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t34 = (vcc_m8)(in_v_2 > t33);
            vcc_v8_float t35 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t36 = in_v_2 - t35;
            vcc_v8_float t37 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t38 = in_v_2 * t37;
            vcc_v8_float t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t38, t36);
            vcc_store(t18, t39);
            i_vec_1 += 16L;
            if (i_vec_1 >= t4) {
                t8 = (int)t4;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)out;
    unsigned long t11 = (unsigned long)in;
    if ((t9 >= 8L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))))) {
        long t12 = t9 & -8L;
        long i_vec = 0L;
        for (;;) {
            long t13 = (long)(int)((long)t8 + i_vec);
            float *t14 = out + t13;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t13);
            vcc_v8_float t26 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t27 = (vcc_m8)(in_v_1 > t26);
            vcc_v8_float t28 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t29 = in_v_1 - t28;
            vcc_v8_float t30 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t31 = in_v_1 * t30;
            vcc_v8_float t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t27, t31, t29);
            vcc_store(t14, t32);
            i_vec += 8L;
            if (i_vec >= t12) {
                i = (int)((long)t8 + t12);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = in[t15];
        out[t15] = cheap(t16);
    }
}

static unsigned long fold(unsigned long h, const void *p, size_t bytes);

int main(void) {
    int sizes[16];
    float coef[16];
    int hits;
    float t15;
    float t16;
    int t39;
    int i_1;
    float t48;
    double t49;
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
    vcc_v8_int t1 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
    vcc_v8_uint t2 = (vcc_v8_uint)t1;
    vcc_v8_uint k_v = t2 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
    long k_vec = 0L;
    /* vcc: loop at regroup.c:146 vectorized: VF 8, UF 2, scalar epilogue */
    do {
        vcc_v8_int k_v_1 = (vcc_v8_int)k_v;
        vcc_v8_int t3 = k_v_1 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t4 = __builtin_convertvector(t3, vcc_v8_float);
        vcc_v8_float t5 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t4;
        vcc_store(&coef[(int)k_vec], t5);
        vcc_v8_uint t6 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int k_v_2 = (vcc_v8_int)t6;
        vcc_v8_int t7 = k_v_2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t8 = __builtin_convertvector(t7, vcc_v8_float);
        vcc_v8_float t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t8;
        vcc_store(&coef[(int)(k_vec + 8L)], t9);
        k_vec += 16L;
        k_v = k_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
    } while (k_vec < 16L);
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t10 = (unsigned long)(n + 1);
        unsigned long t11 = t10 * 4UL;
        float *fin = (float *)malloc(t11);
        float *fout = (float *)malloc(t11);
        unsigned long t12 = t10 * 8UL;
        double *dx = (double *)malloc(t12);
        double *dy = (double *)malloc(t12);
        double *dout = (double *)malloc(t12);
        int *ia = (int *)malloc(t11);
        int *ib = (int *)malloc(t11);
        unsigned int *iout = (unsigned int *)malloc(t11);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t13 = (long)i;
            float *t14 = fin + t13;
            if (i < (n / 2)) {
                t16 = (float)r / 1000.0f;
            } else {
                if (i / 8 % 2) {
                    t15 = 0.25f + (float)i * 0.0001f;
                } else {
                    t15 = 1.5f + (float)i * 0.0001f;
                }
                t16 = t15;
            }
            *t14 = t16;
            if ((i % 97) == 13) {
                *t14 = __builtin_nanf("");
            }
            if ((i % 101) == 7) {
                *t14 = __builtin_inff();
            }
            dx[t13] = (double)r / 700.0 - 1.0;
            dy[t13] = (double)(r * 7 % 2000) / 500.0 - 2.0;
            ia[t13] = (int)(seed >> 8) - 1000000 * (i % 3);
            ib[t13] = (int)(seed >> 4) % 100000;
        }
        const float *t17 = fin;
        run_series(fout, t17, n);
        unsigned long t18 = (unsigned long)n;
        unsigned long t19 = t18 * 4UL;
        const void *t20 = (const void *)fout;
        unsigned long h = fold(14695981039346656037UL, t20, t19);
        run_series_auto(fout, t17, n);
        unsigned long h_1 = fold(h, t20, t19);
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = fold(h_1, (const void *)dout, t18 * 8UL);
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = fold(h_2, (const void *)iout, t19);
        long t21 = (long)n;
        if (t21 >= 32L) {
            long t22 = t21 & -32L;
            long i_vec = 0L;
            /* vcc: loop at regroup.c:178 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                float *t23 = fin + (int)i_vec;
                vcc_v8_float fin_v = vcc_load(vcc_v8_float, t23);
                vcc_m8 t24 = (vcc_m8)(fin_v != fin_v);
                vcc_v8_float t25 = fin_v - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t25);
                vcc_store(t23, t26);
                float *t27 = fin + (int)(i_vec + 8L);
                vcc_v8_float fin_v_1 = vcc_load(vcc_v8_float, t27);
                vcc_m8 t28 = (vcc_m8)(fin_v_1 != fin_v_1);
                vcc_v8_float t29 = fin_v_1 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t29);
                vcc_store(t27, t30);
                float *t31 = fin + (int)(i_vec + 16L);
                vcc_v8_float fin_v_2 = vcc_load(vcc_v8_float, t31);
                vcc_m8 t32 = (vcc_m8)(fin_v_2 != fin_v_2);
                vcc_v8_float t33 = fin_v_2 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t33);
                vcc_store(t31, t34);
                float *t35 = fin + (int)(i_vec + 24L);
                vcc_v8_float fin_v_3 = vcc_load(vcc_v8_float, t35);
                vcc_m8 t36 = (vcc_m8)(fin_v_3 != fin_v_3);
                vcc_v8_float t37 = fin_v_3 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t36, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t37);
                vcc_store(t35, t38);
                i_vec += 32L;
            } while (i_vec < t22);
            t39 = (int)t22;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        if (t40 >= 8L) {
            long t41 = t40 & -8L;
            long i_vec_1 = 0L;
            do {
                float *t42 = fin + (int)((long)t39 + i_vec_1);
                vcc_v8_float fin_v_4 = vcc_load(vcc_v8_float, t42);
                vcc_m8 t43 = (vcc_m8)(fin_v_4 != fin_v_4);
                vcc_v8_float t44 = fin_v_4 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t45 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t44);
                vcc_store(t42, t45);
                i_vec_1 += 8L;
            } while (i_vec_1 < t41);
            i_1 = (int)((long)t39 + t41);
        } else {
            i_1 = t39;
        }
        for (; i_1 < n; i_1++) {
            float *t46 = fin + i_1;
            float t47 = *t46;
            if (t47 != t47) {
                t48 = -0.5f;
            } else {
                t48 = t47 - 1.0f;
            }
            *t46 = t48;
        }
        run_poly(fout, coef, t17, n);
        unsigned long h_4 = fold(h_3, t20, t19);
        hits = -1;
        run_tally(fout, &hits, t17, n);
        unsigned long h_5 = fold(h_4, t20, t19);
        run_cheap(fout, t17, n);
        unsigned long h_6 = fold(h_5, t20, t19);
        if (n) {
            t49 = (double)fout[0];
        } else {
            t49 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t49);
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
