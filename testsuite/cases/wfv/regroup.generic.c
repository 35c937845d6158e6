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
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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

/* vcc: function at regroup.c:17 vector variant _ZGVdN8vu_series of `series`: VL 8, unmasked, x vector, n uniform */
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

/* vcc: function at regroup.c:37 vector variant _ZGVdN4vv_blend2 of `blend2`: VL 4, unmasked, x vector, y vector */
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

/* vcc: function at regroup.c:51 vector variant _ZGVdN8vvu_mix of `mix`: VL 8, unmasked, a vector, b vector, steps uniform */
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

/* vcc: function at regroup.c:65 vector variant _ZGVdN8uvu_poly of `poly`: VL 8, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at regroup.c:80 vector variant _ZGVdN8vuu_tally of `tally`: VL 8, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at regroup.c:95 vector variant _ZGVdN8v_cheap of `cheap`: VL 8, unmasked, x vector */
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
    long t20;
    int t65;
    long t66;
    int i;
    int t98;
    vcc_v8_float t99;
    vcc_v8_float t100;
    int t101;
    int t104;
    vcc_v8_float t105;
    int t106;
    vcc_v8_float t107;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            long t23 = i_vec_1 + 8L;
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
            vcc_v8_float t75 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t76 = (vcc_m8)(t62 < t75);
            vcc_m8 t3 = ~t76;
            int t77 = vcc_any(t3);
            vcc_v8_float t79 = t62;
            for (int t78 = 24; t77 ? t78 > 0 : 0; t78--, t79 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t80 = vcc_splat(vcc_v8_float, (float)t78);
                    vcc_v8_float t81 = t80 / t79;
                    t1 = t62 + t81;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t82 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t82 / t79;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t83 = vcc_any(t76);
            vcc_v8_float t84 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t85 = (vcc_m8)(t64 < t84);
            vcc_m8 t14 = ~t85;
            int t86 = vcc_any(t14);
            int t87 = 1;
            vcc_v8_float t88 = t62;
            vcc_v8_float t89 = t62;
            int t90 = 1;
            vcc_v8_float t91 = (vcc_v8_float){0};
            int t92 = 24;
            vcc_v8_float t93 = t64;
            int t94 = 1;
            vcc_v8_float t95 = (vcc_v8_float){0};
            for (;;) {
                if (t90) {
                    if (t83 ? t87 < 24 : 0) {
                        if (vcc_any(t76)) {
                            vcc_v8_float t96 = t89 * t62;
                            vcc_v8_float t97 = vcc_splat(vcc_v8_float, (float)(2 * t87 + 1));
                            t4 = t96 / t97;
                            t5 = t88 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t98 = t87 + 1;
                        t99 = t5;
                        t100 = t4;
                        t101 = 1;
                        t6 = t91;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t88);
                        t98 = t87;
                        t99 = t88;
                        t100 = t89;
                        t101 = 0;
                    }
                } else {
                    t98 = t87;
                    t99 = t88;
                    t100 = t89;
                    t101 = 0;
                    t6 = t91;
                }
                if (t94) {
                    if (t86 ? t92 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t102 = vcc_splat(vcc_v8_float, (float)t92);
                            vcc_v8_float t103 = t102 / t93;
                            t7 = t64 + t103;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t104 = t92 - 1;
                        t105 = t7;
                        t106 = 1;
                        t107 = t95;
                    } else {
                        t104 = t92;
                        t105 = t93;
                        t106 = 0;
                        t107 = t93;
                    }
                } else {
                    t104 = t92;
                    t105 = t93;
                    t106 = 0;
                    t107 = t95;
                }
                if (!(t101 | t106)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t125 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t125 / t107;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t126 = vcc_any(t85);
                    vcc_v8_float t128 = t64;
                    vcc_v8_float t129 = t64;
                    for (int t127 = 1; t126 ? t127 < 24 : 0; t127++, t128 = t16, t129 = t15) {
                        if (vcc_any(t85)) {
                            vcc_v8_float t131 = t129 * t64;
                            vcc_v8_float t132 = vcc_splat(vcc_v8_float, (float)(2 * t127 + 1));
                            t15 = t131 / t132;
                            t16 = t128 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t130 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t128);
                    vcc_store(vcc_regroup_result + 8, t130);
                    vcc_v8_float t123 = vcc_gather(vcc_v8_float, vcc_regroup_result, t51);
                    vcc_v8_float t124 = vcc_gather(vcc_v8_float, vcc_regroup_result, t58);
                    vcc_store(t22, t123);
                    vcc_store(t24, t124);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t65 = (int)t21;
                    goto L133;
                }
                t87 = t98;
                t88 = t99;
                t89 = t100;
                t90 = t101;
                t91 = t6;
                t92 = t104;
                t93 = t105;
                t94 = t106;
                t95 = t107;
            }
        }
    } else {
        t65 = 0;
    }
L133:
    t66 = (long)n + (long)t65 * -1L;
    unsigned long t67 = (unsigned long)out;
    unsigned long t68 = (unsigned long)in;
    long t69 = (long)((unsigned long)out + (unsigned long)((long)t65 * 4L) - ((unsigned long)in + (unsigned long)((long)t65 * 4L)));
    if ((t66 >= 8L) & (((t67 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t65 * 4L))) | ((t68 + (unsigned long)((long)t65 * 4L + 4L + (t66 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t65 * 4L))) | ((t69 <= 0L) | (t69 >= 32L)))) {
        long t70 = t66 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t71 = (long)t65 + i_vec;
            float *t72 = out + t71;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t71);
            vcc_v8_float t108 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t109 = (vcc_m8)(in_v_2 < t108);
            vcc_m8 t10 = ~t109;
            int t110 = vcc_any(t10);
            vcc_v8_float t112 = in_v_2;
            for (int t111 = 24; t110 ? t111 > 0 : 0; t111--, t112 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t113 = vcc_splat(vcc_v8_float, (float)t111);
                    vcc_v8_float t114 = t113 / t112;
                    t8 = in_v_2 + t114;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t115 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t115 / t112;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t116 = vcc_any(t109);
            vcc_v8_float t118 = in_v_2;
            vcc_v8_float t119 = in_v_2;
            for (int t117 = 1; t116 ? t117 < 24 : 0; t117++, t118 = t12, t119 = t11) {
                if (vcc_any(t109)) {
                    vcc_v8_float t121 = t119 * in_v_2;
                    vcc_v8_float t122 = vcc_splat(vcc_v8_float, (float)(2 * t117 + 1));
                    t11 = t121 / t122;
                    t12 = t118 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t120 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t118);
            vcc_store(t72, t120);
            i_vec += 8L;
            if (i_vec >= t70) {
                i = (int)((long)t65 + t70);
                break;
            }
        }
    } else {
        i = t65;
    }
    for (; i < n; i++) {
        long t73 = (long)i;
        float t74 = in[t73];
        out[t73] = series(t74, 24);
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
    int t132;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    long t24 = (long)((unsigned long)out - (unsigned long)x);
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)y;
    long t27 = (long)((unsigned long)out - (unsigned long)y);
    if ((t21 >= 16L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22) | ((t24 <= 0L) | (t24 >= 128L))) & (((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t26) | ((t26 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t27 <= 0L) | (t27 >= 128L)))) {
        long t28 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, y + i_vec_1);
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec_1);
            long t30 = i_vec_1 + 4L;
            double *t31 = out + t30;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, y + t30);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t30);
            long t32 = i_vec_1 + 8L;
            double *t33 = out + t32;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, y + t32);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t32);
            long t34 = i_vec_1 + 12L;
            double *t35 = out + t34;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, y + t34);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t34);
            vcc_v4_double t36 = x_v * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t37 = __builtin_convertvector(t36, vcc_v4_int);
            vcc_v4_double t38 = __builtin_convertvector(t37, vcc_v4_double);
            vcc_v4_double t39 = t38 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t40 = __builtin_convertvector(t39 > y_v, vcc_m4);
            vcc_v4_int t41 = vcc_select(vcc_v4_int, (vcc_v4_int)t40, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t42 = __builtin_shufflevector(t41, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t43 = t41 + t42;
            vcc_v4_int t44 = __builtin_shufflevector(t43, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t45 = t43 + t44;
            vcc_v4_int t46 = t45 - t41;
            vcc_v4_int t47 = (vcc_v4_int){0, 1, 2, 3} - t46;
            vcc_v4_double t48 = x_v_1 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t49 = __builtin_convertvector(t48, vcc_v4_int);
            vcc_v4_double t50 = __builtin_convertvector(t49, vcc_v4_double);
            vcc_v4_double t51 = t50 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t52 = __builtin_convertvector(t51 > y_v_1, vcc_m4);
            vcc_v4_int t53 = vcc_select(vcc_v4_int, (vcc_v4_int)t52, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t54 = __builtin_shufflevector(t53, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t55 = t53 + t54;
            vcc_v4_int t56 = __builtin_shufflevector(t55, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t57 = t55 + t56;
            vcc_v4_int t58 = t57 - t53;
            vcc_v4_int t59 = (vcc_v4_int){0, 1, 2, 3} - t58;
            vcc_v4_double t60 = x_v_2 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t61 = __builtin_convertvector(t60, vcc_v4_int);
            vcc_v4_double t62 = __builtin_convertvector(t61, vcc_v4_double);
            vcc_v4_double t63 = t62 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t64 = __builtin_convertvector(t63 > y_v_2, vcc_m4);
            vcc_v4_int t65 = vcc_select(vcc_v4_int, (vcc_v4_int)t64, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t66 = __builtin_shufflevector(t65, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t67 = t65 + t66;
            vcc_v4_int t68 = __builtin_shufflevector(t67, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t69 = t67 + t68;
            vcc_v4_int t70 = t69 - t65;
            vcc_v4_int t71 = (vcc_v4_int){0, 1, 2, 3} - t70;
            vcc_v4_double t72 = x_v_3 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t73 = __builtin_convertvector(t72, vcc_v4_int);
            vcc_v4_double t74 = __builtin_convertvector(t73, vcc_v4_double);
            vcc_v4_double t75 = t74 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t76 = __builtin_convertvector(t75 > y_v_3, vcc_m4);
            vcc_v4_int t77 = vcc_select(vcc_v4_int, (vcc_v4_int)t76, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t78 = __builtin_shufflevector(t77, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t79 = t77 + t78;
            vcc_v4_int t80 = __builtin_shufflevector(t79, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t81 = t79 + t80;
            vcc_v4_int t82 = t81 - t77;
            vcc_v4_int t83 = (vcc_v4_int){0, 1, 2, 3} - t82;
            int t84 = vcc_reduce(int, t41, +);
            int t85 = t84 + vcc_reduce(int, t53, +);
            int t86 = t85 + vcc_reduce(int, t65, +);
            int t87 = t86 + vcc_reduce(int, t77, +);
            vcc_v4_int t88 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t89 = t88 + t46;
            vcc_v4_int t90 = (vcc_v4_int){t87, t87, t87, t87};
            vcc_v4_int t91 = t90 + t47;
            vcc_v4_int t92 = vcc_select(vcc_v4_int, (vcc_v4_int)t40, t89, t91);
            vcc_v4_int t93 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t94 = (vcc_v4_int){0, 1, 2, 3} + t93;
            vcc_scatter(vcc_regroup_perm, t92, t94);
            vcc_v4_int t95 = (vcc_v4_int){t84, t84, t84, t84};
            vcc_v4_int t96 = t95 + t58;
            vcc_v4_int t97 = vcc_splat(vcc_v4_int, t87 + 4 - t84);
            vcc_v4_int t98 = t97 + t59;
            vcc_v4_int t99 = vcc_select(vcc_v4_int, (vcc_v4_int)t52, t96, t98);
            vcc_v4_int t100 = (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_int t101 = (vcc_v4_int){0, 1, 2, 3} + t100;
            vcc_scatter(vcc_regroup_perm, t99, t101);
            vcc_v4_int t102 = (vcc_v4_int){t85, t85, t85, t85};
            vcc_v4_int t103 = t102 + t70;
            vcc_v4_int t104 = vcc_splat(vcc_v4_int, t87 + 8 - t85);
            vcc_v4_int t105 = t104 + t71;
            vcc_v4_int t106 = vcc_select(vcc_v4_int, (vcc_v4_int)t64, t103, t105);
            vcc_v4_int t107 = (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int t108 = (vcc_v4_int){0, 1, 2, 3} + t107;
            vcc_scatter(vcc_regroup_perm, t106, t108);
            vcc_v4_int t109 = (vcc_v4_int){t86, t86, t86, t86};
            vcc_v4_int t110 = t109 + t82;
            vcc_v4_int t111 = vcc_splat(vcc_v4_int, t87 + 12 - t86);
            vcc_v4_int t112 = t111 + t83;
            vcc_v4_int t113 = vcc_select(vcc_v4_int, (vcc_v4_int)t76, t110, t112);
            vcc_v4_int t114 = (vcc_v4_int){12, 12, 12, 12};
            vcc_v4_int t115 = (vcc_v4_int){0, 1, 2, 3} + t114;
            vcc_scatter(vcc_regroup_perm, t113, t115);
            vcc_store(vcc_regroup_arg, x_v);
            vcc_store(vcc_regroup_arg + 4, x_v_1);
            vcc_store(vcc_regroup_arg + 8, x_v_2);
            vcc_store(vcc_regroup_arg + 12, x_v_3);
            vcc_v4_int t116 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t117 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t116);
            vcc_v4_int t118 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t119 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t118);
            vcc_v4_int t120 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t121 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t120);
            vcc_v4_int t122 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t123 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t122);
            vcc_store(vcc_regroup_arg_1, y_v);
            vcc_store(vcc_regroup_arg_1 + 4, y_v_1);
            vcc_store(vcc_regroup_arg_1 + 8, y_v_2);
            vcc_store(vcc_regroup_arg_1 + 12, y_v_3);
            vcc_v4_int t124 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t125 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t124);
            vcc_v4_int t126 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t127 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t126);
            vcc_v4_int t128 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t129 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t128);
            vcc_v4_int t130 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t131 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t130);
            vcc_v4_double t146 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t147 = t117 * t146;
            vcc_v4_int t148 = __builtin_convertvector(t147, vcc_v4_int);
            vcc_v4_double t149 = __builtin_convertvector(t148, vcc_v4_double);
            vcc_v4_double t150 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t151 = t149 + t150;
            vcc_m4 t152 = __builtin_convertvector(t151 > t125, vcc_m4);
            vcc_m4 t153 = ~t152;
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t154 = vcc_any(t153);
            for (int t155 = 0; t154 ? t155 < 40 : 0; t155 = t3, t1 = t4) {
                if (vcc_any(t153)) {
                    vcc_v4_double t157 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t158 = t1 * t157;
                    t3 = t155 + 1;
                    vcc_v4_double t159 = vcc_splat(vcc_v4_double, (double)t3);
                    vcc_v4_double t160 = t125 / t159;
                    t4 = t158 - t160;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t156 = vcc_any(t152);
            int t161 = 0;
            while (t156 ? t161 < 40 : 0) {
                vcc_v4_double t162 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t163 = t2 * t162;
                vcc_v4_double t164 = vcc_splat(vcc_v4_double, (double)t161);
                vcc_v4_double t165 = t117 * t164;
                t2 = t163 + t165;
                t161++;
            }
            vcc_v4_double t166 = vcc_select(vcc_v4_long, __builtin_convertvector(t152, vcc_v4_long), t2, t1);
            vcc_store(vcc_regroup_result, t166);
            vcc_v4_double t188 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t189 = t119 * t188;
            vcc_v4_int t190 = __builtin_convertvector(t189, vcc_v4_int);
            vcc_v4_double t191 = __builtin_convertvector(t190, vcc_v4_double);
            vcc_v4_double t192 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t193 = t191 + t192;
            vcc_m4 t194 = __builtin_convertvector(t193 > t127, vcc_m4);
            vcc_m4 t195 = ~t194;
            vcc_v4_double t9 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t196 = vcc_any(t195);
            for (int t197 = 0; t196 ? t197 < 40 : 0; t197 = t11, t9 = t12) {
                if (vcc_any(t195)) {
                    vcc_v4_double t199 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t200 = t9 * t199;
                    t11 = t197 + 1;
                    vcc_v4_double t201 = vcc_splat(vcc_v4_double, (double)t11);
                    vcc_v4_double t202 = t127 / t201;
                    t12 = t200 - t202;
                } else {
                    t11 = 0;
                    t12 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t198 = vcc_any(t194);
            int t203 = 0;
            while (t198 ? t203 < 40 : 0) {
                vcc_v4_double t204 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t205 = t10 * t204;
                vcc_v4_double t206 = vcc_splat(vcc_v4_double, (double)t203);
                vcc_v4_double t207 = t119 * t206;
                t10 = t205 + t207;
                t203++;
            }
            vcc_v4_double t208 = vcc_select(vcc_v4_long, __builtin_convertvector(t194, vcc_v4_long), t10, t9);
            vcc_store(vcc_regroup_result + 4, t208);
            vcc_v4_double t209 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t210 = t121 * t209;
            vcc_v4_int t211 = __builtin_convertvector(t210, vcc_v4_int);
            vcc_v4_double t212 = __builtin_convertvector(t211, vcc_v4_double);
            vcc_v4_double t213 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t214 = t212 + t213;
            vcc_m4 t215 = __builtin_convertvector(t214 > t129, vcc_m4);
            vcc_m4 t216 = ~t215;
            vcc_v4_double t13 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t217 = vcc_any(t216);
            for (int t218 = 0; t217 ? t218 < 40 : 0; t218 = t15, t13 = t16) {
                if (vcc_any(t216)) {
                    vcc_v4_double t220 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t221 = t13 * t220;
                    t15 = t218 + 1;
                    vcc_v4_double t222 = vcc_splat(vcc_v4_double, (double)t15);
                    vcc_v4_double t223 = t129 / t222;
                    t16 = t221 - t223;
                } else {
                    t15 = 0;
                    t16 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t219 = vcc_any(t215);
            int t224 = 0;
            while (t219 ? t224 < 40 : 0) {
                vcc_v4_double t225 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t226 = t14 * t225;
                vcc_v4_double t227 = vcc_splat(vcc_v4_double, (double)t224);
                vcc_v4_double t228 = t121 * t227;
                t14 = t226 + t228;
                t224++;
            }
            vcc_v4_double t229 = vcc_select(vcc_v4_long, __builtin_convertvector(t215, vcc_v4_long), t14, t13);
            vcc_store(vcc_regroup_result + 8, t229);
            vcc_v4_double t234 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t235 = t123 * t234;
            vcc_v4_int t236 = __builtin_convertvector(t235, vcc_v4_int);
            vcc_v4_double t237 = __builtin_convertvector(t236, vcc_v4_double);
            vcc_v4_double t238 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t239 = t237 + t238;
            vcc_m4 t240 = __builtin_convertvector(t239 > t131, vcc_m4);
            vcc_m4 t241 = ~t240;
            vcc_v4_double t17 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t242 = vcc_any(t241);
            for (int t243 = 0; t242 ? t243 < 40 : 0; t243 = t19, t17 = t20) {
                if (vcc_any(t241)) {
                    vcc_v4_double t245 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t246 = t17 * t245;
                    t19 = t243 + 1;
                    vcc_v4_double t247 = vcc_splat(vcc_v4_double, (double)t19);
                    vcc_v4_double t248 = t131 / t247;
                    t20 = t246 - t248;
                } else {
                    t19 = 0;
                    t20 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t18 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t244 = vcc_any(t240);
            int t249 = 0;
            while (t244 ? t249 < 40 : 0) {
                vcc_v4_double t250 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t251 = t18 * t250;
                vcc_v4_double t252 = vcc_splat(vcc_v4_double, (double)t249);
                vcc_v4_double t253 = t123 * t252;
                t18 = t251 + t253;
                t249++;
            }
            vcc_v4_double t254 = vcc_select(vcc_v4_long, __builtin_convertvector(t240, vcc_v4_long), t18, t17);
            vcc_store(vcc_regroup_result + 12, t254);
            vcc_v4_double t230 = vcc_gather(vcc_v4_double, vcc_regroup_result, t92);
            vcc_v4_double t231 = vcc_gather(vcc_v4_double, vcc_regroup_result, t99);
            vcc_v4_double t232 = vcc_gather(vcc_v4_double, vcc_regroup_result, t106);
            vcc_v4_double t233 = vcc_gather(vcc_v4_double, vcc_regroup_result, t113);
            vcc_store(t29, t230);
            vcc_store(t31, t231);
            vcc_store(t33, t232);
            vcc_store(t35, t233);
            i_vec_1 += 16L;
            if (i_vec_1 >= t28) {
                t132 = (int)t28;
                break;
            }
        }
    } else {
        t132 = 0;
    }
    long t133 = (long)n + (long)t132 * -1L;
    unsigned long t134 = (unsigned long)out;
    unsigned long t135 = (unsigned long)x;
    long t136 = (long)((unsigned long)out + (unsigned long)((long)t132 * 8L) - ((unsigned long)x + (unsigned long)((long)t132 * 8L)));
    unsigned long t137 = (unsigned long)out;
    unsigned long t138 = (unsigned long)y;
    long t139 = (long)((unsigned long)out + (unsigned long)((long)t132 * 8L) - ((unsigned long)y + (unsigned long)((long)t132 * 8L)));
    if ((t133 >= 4L) & (((t134 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t132 * 8L))) | ((t135 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t132 * 8L))) | ((t136 <= 0L) | (t136 >= 32L))) & (((t137 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t138 + (unsigned long)((long)t132 * 8L))) | ((t138 + (unsigned long)((long)t132 * 8L + 8L + (t133 - 1L) * 8L)) <= (t137 + (unsigned long)((long)t132 * 8L))) | ((t139 <= 0L) | (t139 >= 32L)))) {
        long t140 = t133 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t141 = (long)t132 + i_vec;
            double *t142 = out + t141;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, y + t141);
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t141);
            vcc_v4_double t167 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t168 = x_v_4 * t167;
            vcc_v4_int t169 = __builtin_convertvector(t168, vcc_v4_int);
            vcc_v4_double t170 = __builtin_convertvector(t169, vcc_v4_double);
            vcc_v4_double t171 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t172 = t170 + t171;
            vcc_m4 t173 = __builtin_convertvector(t172 > y_v_4, vcc_m4);
            vcc_m4 t174 = ~t173;
            vcc_v4_double t5 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t175 = vcc_any(t174);
            for (int t176 = 0; t175 ? t176 < 40 : 0; t176 = t7, t5 = t8) {
                if (vcc_any(t174)) {
                    vcc_v4_double t178 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t179 = t5 * t178;
                    t7 = t176 + 1;
                    vcc_v4_double t180 = vcc_splat(vcc_v4_double, (double)t7);
                    vcc_v4_double t181 = y_v_4 / t180;
                    t8 = t179 - t181;
                } else {
                    t7 = 0;
                    t8 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t177 = vcc_any(t173);
            int t182 = 0;
            while (t177 ? t182 < 40 : 0) {
                vcc_v4_double t183 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t184 = t6 * t183;
                vcc_v4_double t185 = vcc_splat(vcc_v4_double, (double)t182);
                vcc_v4_double t186 = x_v_4 * t185;
                t6 = t184 + t186;
                t182++;
            }
            vcc_v4_double t187 = vcc_select(vcc_v4_long, __builtin_convertvector(t173, vcc_v4_long), t6, t5);
            vcc_store(t142, t187);
            i_vec += 4L;
            if (i_vec >= t140) {
                i = (int)((long)t132 + t140);
                break;
            }
        }
    } else {
        i = t132;
    }
    for (; i < n; i++) {
        long t143 = (long)i;
        double t144 = y[t143];
        double t145 = x[t143];
        out[t143] = blend2(t145, t144);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t71;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)a;
    long t10 = (long)((unsigned long)out - (unsigned long)a);
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)b;
    long t13 = (long)((unsigned long)out - (unsigned long)b);
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & (((t11 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t11) | ((t13 <= 0L) | (t13 >= 64L)))) {
        long t14 = t7 & -16L;
        vcc_v8_int t15 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
        vcc_v8_uint t16 = (vcc_v8_uint)t15;
        vcc_v8_uint i_v = t16 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:113 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            unsigned int *t17 = out + i_vec_1;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec_1);
            vcc_v8_int t18 = b_v + i_v_2;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            long t19 = i_vec_1 + 8L;
            vcc_v8_uint t20 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t20;
            unsigned int *t21 = out + t19;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t19);
            vcc_v8_int t22 = b_v_1 + i_v_3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t19);
            vcc_v8_int t23 = a_v ^ t18;
            vcc_v8_int t24 = t23 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t25 = (vcc_m8)(t24 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t27 = __builtin_shufflevector(t26, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t28 = t26 + t27;
            vcc_v8_int t29 = __builtin_shufflevector(t28, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t30 = t28 + t29;
            vcc_v8_int t31 = __builtin_shufflevector(t30, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t32 = t30 + t31;
            vcc_v8_int t33 = t32 - t26;
            vcc_v8_int t34 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t33;
            vcc_v8_int t35 = a_v_1 ^ t22;
            vcc_v8_int t36 = t35 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t37 = (vcc_m8)(t36 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t38 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t39 = __builtin_shufflevector(t38, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t40 = t38 + t39;
            vcc_v8_int t41 = __builtin_shufflevector(t40, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t42 = t40 + t41;
            vcc_v8_int t43 = __builtin_shufflevector(t42, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t44 = t42 + t43;
            vcc_v8_int t45 = t44 - t38;
            vcc_v8_int t46 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t45;
            int t47 = vcc_reduce(int, t26, +);
            int t48 = t47 + vcc_reduce(int, t38, +);
            vcc_v8_int t49 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t50 = t49 + t33;
            vcc_v8_int t51 = (vcc_v8_int){t48, t48, t48, t48, t48, t48, t48, t48};
            vcc_v8_int t52 = t51 + t34;
            vcc_v8_int t53 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t52, t50);
            vcc_v8_int t54 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t55 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t54;
            vcc_scatter(vcc_regroup_perm, t53, t55);
            vcc_v8_int t56 = (vcc_v8_int){t47, t47, t47, t47, t47, t47, t47, t47};
            vcc_v8_int t57 = t56 + t45;
            vcc_v8_int t58 = vcc_splat(vcc_v8_int, t48 + 8 - t47);
            vcc_v8_int t59 = t58 + t46;
            vcc_v8_int t60 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t59, t57);
            vcc_v8_int t61 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t62 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t61;
            vcc_scatter(vcc_regroup_perm, t60, t62);
            vcc_store(vcc_regroup_arg, a_v);
            vcc_store(vcc_regroup_arg + 8, a_v_1);
            vcc_v8_int t63 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t64 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t63);
            vcc_v8_int t65 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t66 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t65);
            vcc_store(vcc_regroup_arg_1, t18);
            vcc_store(vcc_regroup_arg_1 + 8, t22);
            vcc_v8_int t67 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t68 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t67);
            vcc_v8_int t69 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t70 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t69);
            vcc_v8_uint t2 = (vcc_v8_uint)t64;
            vcc_v8_int t88 = t64 ^ t68;
            vcc_v8_int t89 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t90 = t88 & t89;
            vcc_m8 t91 = (vcc_m8)(t90 != (vcc_v8_int){0});
            vcc_m8 t92 = ~t91;
            int t93 = vcc_any(t91);
            int t94 = 0;
            vcc_v8_uint t1 = t2;
            while (t93 ? t94 < 12 : 0) {
                vcc_v8_int t95 = (vcc_v8_int){t94, t94, t94, t94, t94, t94, t94, t94};
                vcc_v8_uint t96 = (vcc_v8_uint)t68;
                vcc_v8_uint t97 = (vcc_v8_uint)t95;
                vcc_v8_uint t98 = t96 + t97;
                vcc_v8_int t99 = (vcc_v8_int)t98;
                vcc_v8_uint t100 = (vcc_v8_uint)t99;
                vcc_v8_uint t101 = t1 ^ t100;
                vcc_v8_uint t102 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t1 = t101 * t102;
                t94++;
            }
            int t103 = vcc_any(t92);
            int t104 = 0;
            while (t103 ? t104 < 12 : 0) {
                vcc_v8_uint t105 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t106 = t2 * t105;
                vcc_v8_int t107 = vcc_splat(vcc_v8_int, t104 & 7);
                vcc_v8_int t108 = t68 >> t107;
                vcc_v8_uint t109 = (vcc_v8_uint)t108;
                t2 = t106 + t109;
                t104++;
            }
            vcc_v8_uint t110 = vcc_select(vcc_v8_int, (vcc_v8_int)t91, t1, t2);
            vcc_store(vcc_regroup_result, t110);
            vcc_v8_uint t6 = (vcc_v8_uint)t66;
            vcc_v8_int t136 = t66 ^ t70;
            vcc_v8_int t137 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t138 = t136 & t137;
            vcc_m8 t139 = (vcc_m8)(t138 != (vcc_v8_int){0});
            vcc_m8 t140 = ~t139;
            int t141 = vcc_any(t139);
            int t142 = 0;
            vcc_v8_uint t5 = t6;
            while (t141 ? t142 < 12 : 0) {
                vcc_v8_int t143 = (vcc_v8_int){t142, t142, t142, t142, t142, t142, t142, t142};
                vcc_v8_uint t144 = (vcc_v8_uint)t70;
                vcc_v8_uint t145 = (vcc_v8_uint)t143;
                vcc_v8_uint t146 = t144 + t145;
                vcc_v8_int t147 = (vcc_v8_int)t146;
                vcc_v8_uint t148 = (vcc_v8_uint)t147;
                vcc_v8_uint t149 = t5 ^ t148;
                vcc_v8_uint t150 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t5 = t149 * t150;
                t142++;
            }
            int t151 = vcc_any(t140);
            int t152 = 0;
            while (t151 ? t152 < 12 : 0) {
                vcc_v8_uint t153 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t154 = t6 * t153;
                vcc_v8_int t155 = vcc_splat(vcc_v8_int, t152 & 7);
                vcc_v8_int t156 = t70 >> t155;
                vcc_v8_uint t157 = (vcc_v8_uint)t156;
                t6 = t154 + t157;
                t152++;
            }
            vcc_v8_uint t158 = vcc_select(vcc_v8_int, (vcc_v8_int)t139, t5, t6);
            vcc_store(vcc_regroup_result + 8, t158);
            vcc_v8_uint t134 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t53);
            vcc_v8_uint t135 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t60);
            vcc_store(t17, t134);
            vcc_store(t21, t135);
            i_vec_1 += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_1 >= t14) {
                t71 = (int)t14;
                break;
            }
        }
    } else {
        t71 = 0;
    }
    long t72 = (long)n + (long)t71 * -1L;
    unsigned long t73 = (unsigned long)out;
    unsigned long t74 = (unsigned long)a;
    long t75 = (long)((unsigned long)out + (unsigned long)((long)t71 * 4L) - ((unsigned long)a + (unsigned long)((long)t71 * 4L)));
    unsigned long t76 = (unsigned long)out;
    unsigned long t77 = (unsigned long)b;
    long t78 = (long)((unsigned long)out + (unsigned long)((long)t71 * 4L) - ((unsigned long)b + (unsigned long)((long)t71 * 4L)));
    if ((t72 >= 8L) & (((t73 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t71 * 4L))) | ((t74 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t71 * 4L))) | ((t75 <= 0L) | (t75 >= 32L))) & (((t76 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t71 * 4L))) | ((t77 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t71 * 4L))) | ((t78 <= 0L) | (t78 >= 32L)))) {
        long t79 = t72 & -8L;
        vcc_v8_int t80 = (vcc_v8_int){t71, t71, t71, t71, t71, t71, t71, t71};
        vcc_v8_uint t81 = (vcc_v8_uint)t80;
        vcc_v8_uint i_v_1 = t81 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t82 = (long)t71 + i_vec;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            unsigned int *t83 = out + t82;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t82);
            vcc_v8_int t84 = b_v_2 + i_v_4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t82);
            vcc_v8_uint t4 = (vcc_v8_uint)a_v_2;
            vcc_v8_int t111 = a_v_2 ^ t84;
            vcc_v8_int t112 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t113 = t111 & t112;
            vcc_m8 t114 = (vcc_m8)(t113 != (vcc_v8_int){0});
            vcc_m8 t115 = ~t114;
            int t116 = vcc_any(t114);
            int t117 = 0;
            vcc_v8_uint t3 = t4;
            while (t116 ? t117 < 12 : 0) {
                vcc_v8_int t118 = (vcc_v8_int){t117, t117, t117, t117, t117, t117, t117, t117};
                vcc_v8_uint t119 = (vcc_v8_uint)t84;
                vcc_v8_uint t120 = (vcc_v8_uint)t118;
                vcc_v8_uint t121 = t119 + t120;
                vcc_v8_int t122 = (vcc_v8_int)t121;
                vcc_v8_uint t123 = (vcc_v8_uint)t122;
                vcc_v8_uint t124 = t3 ^ t123;
                vcc_v8_uint t125 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t124 * t125;
                t117++;
            }
            int t126 = vcc_any(t115);
            int t127 = 0;
            while (t126 ? t127 < 12 : 0) {
                vcc_v8_uint t128 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t129 = t4 * t128;
                vcc_v8_int t130 = vcc_splat(vcc_v8_int, t127 & 7);
                vcc_v8_int t131 = t84 >> t130;
                vcc_v8_uint t132 = (vcc_v8_uint)t131;
                t4 = t129 + t132;
                t127++;
            }
            vcc_v8_uint t133 = vcc_select(vcc_v8_int, (vcc_v8_int)t114, t3, t4);
            vcc_store(t83, t133);
            i_vec += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t79) {
                i = (int)((long)t71 + t79);
                break;
            }
        }
    } else {
        i = t71;
    }
    for (; i < n; i++) {
        long t85 = (long)i;
        int t86 = b[t85];
        int t87 = a[t85];
        out[t85] = mix(t87, t86 + i, 12);
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
    long t20;
    int t67;
    long t68;
    int i;
    int t101;
    vcc_v8_float t102;
    vcc_v8_float t103;
    int t104;
    int t107;
    vcc_v8_float t108;
    int t109;
    vcc_v8_float t110;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t23 = in_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            long t24 = i_vec_1 + 8L;
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
            vcc_v8_float t78 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t79 = (vcc_m8)(t64 < t78);
            vcc_m8 t3 = ~t79;
            int t80 = vcc_any(t3);
            vcc_v8_float t82 = t64;
            for (int t81 = 9; t80 ? t81 > 0 : 0; t81--, t82 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t83 = vcc_splat(vcc_v8_float, (float)t81);
                    vcc_v8_float t84 = t83 / t82;
                    t1 = t64 + t84;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t85 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t85 / t82;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t86 = vcc_any(t79);
            vcc_v8_float t87 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t88 = (vcc_m8)(t66 < t87);
            vcc_m8 t14 = ~t88;
            int t89 = vcc_any(t14);
            int t90 = 1;
            vcc_v8_float t91 = t64;
            vcc_v8_float t92 = t64;
            int t93 = 1;
            vcc_v8_float t94 = (vcc_v8_float){0};
            int t95 = 9;
            vcc_v8_float t96 = t66;
            int t97 = 1;
            vcc_v8_float t98 = (vcc_v8_float){0};
            for (;;) {
                if (t93) {
                    if (t86 ? t90 < 9 : 0) {
                        if (vcc_any(t79)) {
                            vcc_v8_float t99 = t92 * t64;
                            vcc_v8_float t100 = vcc_splat(vcc_v8_float, (float)(2 * t90 + 1));
                            t4 = t99 / t100;
                            t5 = t91 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t101 = t90 + 1;
                        t102 = t5;
                        t103 = t4;
                        t104 = 1;
                        t6 = t94;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t91);
                        t101 = t90;
                        t102 = t91;
                        t103 = t92;
                        t104 = 0;
                    }
                } else {
                    t101 = t90;
                    t102 = t91;
                    t103 = t92;
                    t104 = 0;
                    t6 = t94;
                }
                if (t97) {
                    if (t89 ? t95 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t105 = vcc_splat(vcc_v8_float, (float)t95);
                            vcc_v8_float t106 = t105 / t96;
                            t7 = t66 + t106;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t107 = t95 - 1;
                        t108 = t7;
                        t109 = 1;
                        t110 = t98;
                    } else {
                        t107 = t95;
                        t108 = t96;
                        t109 = 0;
                        t110 = t96;
                    }
                } else {
                    t107 = t95;
                    t108 = t96;
                    t109 = 0;
                    t110 = t98;
                }
                if (!(t104 | t109)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t131 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t131 / t110;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t132 = vcc_any(t88);
                    vcc_v8_float t134 = t66;
                    vcc_v8_float t135 = t66;
                    for (int t133 = 1; t132 ? t133 < 9 : 0; t133++, t134 = t16, t135 = t15) {
                        if (vcc_any(t88)) {
                            vcc_v8_float t137 = t135 * t66;
                            vcc_v8_float t138 = vcc_splat(vcc_v8_float, (float)(2 * t133 + 1));
                            t15 = t137 / t138;
                            t16 = t134 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t136 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t134);
                    vcc_store(vcc_regroup_result + 8, t136);
                    vcc_v8_float t127 = vcc_gather(vcc_v8_float, vcc_regroup_result, t53);
                    vcc_v8_float t128 = vcc_gather(vcc_v8_float, vcc_regroup_result, t60);
                    vcc_v8_float t129 = t127 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t22, t129);
                    vcc_v8_float t130 = t128 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t25, t130);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t67 = (int)t21;
                    goto L139;
                }
                t90 = t101;
                t91 = t102;
                t92 = t103;
                t93 = t104;
                t94 = t6;
                t95 = t107;
                t96 = t108;
                t97 = t109;
                t98 = t110;
            }
        }
    } else {
        t67 = 0;
    }
L139:
    t68 = (long)n + (long)t67 * -1L;
    unsigned long t69 = (unsigned long)out;
    unsigned long t70 = (unsigned long)in;
    long t71 = (long)((unsigned long)out + (unsigned long)((long)t67 * 4L) - ((unsigned long)in + (unsigned long)((long)t67 * 4L)));
    if ((t68 >= 8L) & (((t69 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t67 * 4L))) | ((t70 + (unsigned long)((long)t67 * 4L + 4L + (t68 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t67 * 4L))) | ((t71 <= 0L) | (t71 >= 32L)))) {
        long t72 = t68 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t73 = (long)t67 + i_vec;
            float *t74 = out + t73;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t73);
            vcc_v8_float t75 = in_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t112 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t113 = (vcc_m8)(t75 < t112);
            vcc_m8 t10 = ~t113;
            int t114 = vcc_any(t10);
            vcc_v8_float t116 = t75;
            for (int t115 = 9; t114 ? t115 > 0 : 0; t115--, t116 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t117 = vcc_splat(vcc_v8_float, (float)t115);
                    vcc_v8_float t118 = t117 / t116;
                    t8 = t75 + t118;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t119 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t119 / t116;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t120 = vcc_any(t113);
            vcc_v8_float t122 = t75;
            vcc_v8_float t123 = t75;
            for (int t121 = 1; t120 ? t121 < 9 : 0; t121++, t122 = t12, t123 = t11) {
                if (vcc_any(t113)) {
                    vcc_v8_float t125 = t123 * t75;
                    vcc_v8_float t126 = vcc_splat(vcc_v8_float, (float)(2 * t121 + 1));
                    t11 = t125 / t126;
                    t12 = t122 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t124 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t122);
            vcc_v8_float t111 = t124 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t74, t111);
            i_vec += 8L;
            if (i_vec >= t72) {
                i = (int)((long)t67 + t72);
                break;
            }
        }
    } else {
        i = t67;
    }
    for (; i < n; i++) {
        long t76 = (long)i;
        float t77 = in[t76];
        out[t76] = series(t77 * 0.5f, 9) + 1.0f;
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
    long t17;
    int t62;
    long t63;
    int i;
    int t90;
    vcc_v8_float t91;
    int t92;
    int t96;
    vcc_v8_float t97;
    int t98;
    vcc_v8_float t99;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    t17 = (long)((unsigned long)out - (unsigned long)in);
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L)))) {
        long t18 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t19 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            long t20 = i_vec_1 + 8L;
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
            vcc_v8_float t72 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t73 = (vcc_m8)(t59 >= t72);
            vcc_m8 t74 = ~t73;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t75 = vcc_any(t74);
            for (int t76 = 15; t75 ? t76 >= 0 : 0; t76--, t1 = t7) {
                if (vcc_any(t74)) {
                    vcc_v8_float t100 = -t59;
                    vcc_v8_float t101 = t1 * t100;
                    vcc_v8_float t102 = vcc_splat(vcc_v8_float, coef[t76]);
                    t7 = t101 - t102;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t77 = vcc_any(t73);
            vcc_v8_float t78 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t79 = (vcc_m8)(t61 >= t78);
            vcc_m8 t80 = ~t79;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t81 = vcc_any(t80);
            int t82 = 0;
            int t83 = 1;
            vcc_v8_float t84 = (vcc_v8_float){0};
            int t85 = 15;
            int t86 = 1;
            vcc_v8_float t87 = (vcc_v8_float){0};
            for (;;) {
                if (t83) {
                    if (t77 ? t82 < 16 : 0) {
                        if (vcc_any(t73)) {
                            vcc_v8_float t88 = t2 * t59;
                            vcc_v8_float t89 = vcc_splat(vcc_v8_float, coef[t82]);
                            t4 = t88 + t89;
                        } else {
                            t4 = (vcc_v8_float){0};
                        }
                        t90 = t82 + 1;
                        t91 = t4;
                        t92 = 1;
                        t5 = t84;
                    } else {
                        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t73, t2, t1);
                        t90 = t82;
                        t91 = t2;
                        t92 = 0;
                    }
                } else {
                    t90 = t82;
                    t91 = t2;
                    t92 = 0;
                    t5 = t84;
                }
                if (t86) {
                    if (t81 ? t85 >= 0 : 0) {
                        if (vcc_any(t80)) {
                            vcc_v8_float t93 = -t61;
                            vcc_v8_float t94 = t3 * t93;
                            vcc_v8_float t95 = vcc_splat(vcc_v8_float, coef[t85]);
                            t6 = t94 - t95;
                        } else {
                            t6 = (vcc_v8_float){0};
                        }
                        t96 = t85 - 1;
                        t97 = t6;
                        t98 = 1;
                        t99 = t87;
                    } else {
                        t96 = t85;
                        t97 = t3;
                        t98 = 0;
                        t99 = t3;
                    }
                } else {
                    t96 = t85;
                    t97 = t3;
                    t98 = 0;
                    t99 = t87;
                }
                if (!(t92 | t98)) {
                    vcc_store(vcc_regroup_result, t5);
                    vcc_v8_float t12 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    int t118 = vcc_any(t79);
                    for (int t119 = 0; t118 ? t119 < 16 : 0; t119++, t12 = t13) {
                        if (vcc_any(t79)) {
                            vcc_v8_float t121 = t12 * t61;
                            vcc_v8_float t122 = vcc_splat(vcc_v8_float, coef[t119]);
                            t13 = t121 + t122;
                        } else {
                            t13 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t120 = vcc_select(vcc_v8_int, (vcc_v8_int)t79, t12, t99);
                    vcc_store(vcc_regroup_result + 8, t120);
                    vcc_v8_float t116 = vcc_gather(vcc_v8_float, vcc_regroup_result, t48);
                    vcc_v8_float t117 = vcc_gather(vcc_v8_float, vcc_regroup_result, t55);
                    vcc_store(t19, t116);
                    vcc_store(t21, t117);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t18) {
                        break;
                    }
                    t62 = (int)t18;
                    goto L123;
                }
                t82 = t90;
                t2 = t91;
                t83 = t92;
                t84 = t5;
                t85 = t96;
                t3 = t97;
                t86 = t98;
                t87 = t99;
            }
        }
    } else {
        t62 = 0;
    }
L123:
    t63 = (long)n + (long)t62 * -1L;
    unsigned long t64 = (unsigned long)out;
    unsigned long t65 = (unsigned long)in;
    long t66 = (long)((unsigned long)out + (unsigned long)((long)t62 * 4L) - ((unsigned long)in + (unsigned long)((long)t62 * 4L)));
    if ((t63 >= 8L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L))) | ((t66 <= 0L) | (t66 >= 32L)))) {
        long t67 = t63 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t68 = (long)t62 + i_vec;
            float *t69 = out + t68;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t68);
            vcc_v8_float t103 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t104 = (vcc_m8)(in_v_2 >= t103);
            vcc_m8 t105 = ~t104;
            vcc_v8_float t8 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t106 = vcc_any(t105);
            for (int t107 = 15; t106 ? t107 >= 0 : 0; t107--, t8 = t10) {
                if (vcc_any(t105)) {
                    vcc_v8_float t109 = -in_v_2;
                    vcc_v8_float t110 = t8 * t109;
                    vcc_v8_float t111 = vcc_splat(vcc_v8_float, coef[t107]);
                    t10 = t110 - t111;
                } else {
                    t10 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t108 = vcc_any(t104);
            for (int t112 = 0; t108 ? t112 < 16 : 0; t112++, t9 = t11) {
                if (vcc_any(t104)) {
                    vcc_v8_float t114 = t9 * in_v_2;
                    vcc_v8_float t115 = vcc_splat(vcc_v8_float, coef[t112]);
                    t11 = t114 + t115;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t113 = vcc_select(vcc_v8_int, (vcc_v8_int)t104, t9, t8);
            vcc_store(t69, t113);
            i_vec += 8L;
            if (i_vec >= t67) {
                i = (int)((long)t62 + t67);
                break;
            }
        }
    } else {
        i = t62;
    }
    for (; i < n; i++) {
        long t70 = (long)i;
        float t71 = in[t70];
        out[t70] = poly(coef, t71, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t13;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    long t10 = (long)((unsigned long)out - (unsigned long)in);
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L)))) {
        long t11 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t12 = out + i_vec_1;
            vcc_v8_float t2 = vcc_load(vcc_v8_float, in + i_vec_1);
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
            vcc_store(t12, t41);
            long t23 = i_vec_1 + 8L;
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
            if (i_vec_1 >= t11) {
                t13 = (int)t11;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)out;
    unsigned long t16 = (unsigned long)in;
    long t17 = (long)((unsigned long)out + (unsigned long)((long)t13 * 4L) - ((unsigned long)in + (unsigned long)((long)t13 * 4L)));
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 32L)))) {
        long t18 = t14 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t19 = (long)t13 + i_vec;
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
                i = (int)((long)t13 + t18);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = in[t21];
        out[t21] = tally(t22, hits, 5);
    }
}

void run_cheap(float *out, const float *in, int n) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    long t4 = (long)((unsigned long)out - (unsigned long)in);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t19 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t20 = (vcc_m8)(in_v > t19);
            vcc_v8_float t21 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t22 = in_v - t21;
            vcc_v8_float t23 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t24 = in_v * t23;
            vcc_v8_float t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t20, t24, t22);
            vcc_store(t6, t25);
            long t17 = i_vec_1 + 8L;
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
            if (i_vec_1 >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)out;
    unsigned long t10 = (unsigned long)in;
    long t11 = (long)((unsigned long)out + (unsigned long)((long)t7 * 4L) - ((unsigned long)in + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 8L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 32L)))) {
        long t12 = t8 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
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
                i = (int)((long)t7 + t12);
                break;
            }
        }
    } else {
        i = t7;
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
        vcc_store(&coef[k_vec], t5);
        vcc_v8_uint t6 = k_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
        vcc_v8_int k_v_2 = (vcc_v8_int)t6;
        vcc_v8_int t7 = k_v_2 + (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
        vcc_v8_float t8 = __builtin_convertvector(t7, vcc_v8_float);
        vcc_v8_float t9 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f} / t8;
        vcc_store(&coef[k_vec + 8L], t9);
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
                float *t23 = fin + i_vec;
                vcc_v8_float fin_v = vcc_load(vcc_v8_float, t23);
                vcc_m8 t24 = (vcc_m8)(fin_v != fin_v);
                vcc_v8_float t25 = fin_v - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t26 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t25);
                vcc_store(t23, t26);
                float *t27 = fin + (i_vec + 8L);
                vcc_v8_float fin_v_1 = vcc_load(vcc_v8_float, t27);
                vcc_m8 t28 = (vcc_m8)(fin_v_1 != fin_v_1);
                vcc_v8_float t29 = fin_v_1 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t28, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t29);
                vcc_store(t27, t30);
                float *t31 = fin + (i_vec + 16L);
                vcc_v8_float fin_v_2 = vcc_load(vcc_v8_float, t31);
                vcc_m8 t32 = (vcc_m8)(fin_v_2 != fin_v_2);
                vcc_v8_float t33 = fin_v_2 - (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                vcc_v8_float t34 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, ((vcc_v8_float){-0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f, -0.5f}), t33);
                vcc_store(t31, t34);
                float *t35 = fin + (i_vec + 24L);
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
            /* vcc: loop at regroup.c:178 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                float *t42 = fin + ((long)t39 + i_vec_1);
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
