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
    int t64;
    long t65;
    int i;
    int t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    int t99;
    int t102;
    vcc_v8_float t103;
    int t104;
    vcc_v8_float t105;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:101 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            long t22 = i_vec_1 + 8L;
            float *t23 = out + t22;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t22);
            vcc_m8 t24 = (vcc_m8)(in_v < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t25 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t26 = __builtin_shufflevector(t25, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t27 = t25 + t26;
            vcc_v8_int t28 = __builtin_shufflevector(t27, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t29 = t27 + t28;
            vcc_v8_int t30 = __builtin_shufflevector(t29, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t31 = t29 + t30;
            vcc_v8_int t32 = t31 - t25;
            vcc_v8_int t33 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t32;
            vcc_m8 t34 = (vcc_m8)(in_v_1 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t35 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t36 = __builtin_shufflevector(t35, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t37 = t35 + t36;
            vcc_v8_int t38 = __builtin_shufflevector(t37, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t39 = t37 + t38;
            vcc_v8_int t40 = __builtin_shufflevector(t39, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t41 = t39 + t40;
            vcc_v8_int t42 = t41 - t35;
            vcc_v8_int t43 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t42;
            int t44 = vcc_reduce(int, t25, +);
            int t45 = t44 + vcc_reduce(int, t35, +);
            vcc_v8_int t46 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t47 = t46 + t32;
            vcc_v8_int t48 = (vcc_v8_int){t45, t45, t45, t45, t45, t45, t45, t45};
            vcc_v8_int t49 = t48 + t33;
            vcc_v8_int t50 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t47, t49);
            vcc_v8_int t51 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t52 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t51;
            vcc_scatter(vcc_regroup_perm, t50, t52);
            vcc_v8_int t53 = (vcc_v8_int){t44, t44, t44, t44, t44, t44, t44, t44};
            vcc_v8_int t54 = t53 + t42;
            vcc_v8_int t55 = vcc_splat(vcc_v8_int, t45 + 8 - t44);
            vcc_v8_int t56 = t55 + t43;
            vcc_v8_int t57 = vcc_select(vcc_v8_int, (vcc_v8_int)t34, t54, t56);
            vcc_v8_int t58 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t59 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t58;
            vcc_scatter(vcc_regroup_perm, t57, t59);
            vcc_store(vcc_regroup_arg, in_v);
            vcc_store(vcc_regroup_arg + 8, in_v_1);
            vcc_v8_int t60 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t61 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t60);
            vcc_v8_int t62 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t63 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t62);
            vcc_v8_float t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t74 = (vcc_m8)(t61 < t73);
            vcc_m8 t3 = ~t74;
            int t75 = vcc_any(t3);
            vcc_v8_float t77 = t61;
            for (int t76 = 24; t75 ? t76 > 0 : 0; t76--, t77 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t78 = vcc_splat(vcc_v8_float, (float)t76);
                    vcc_v8_float t79 = t78 / t77;
                    t1 = t61 + t79;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t80 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t80 / t77;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t81 = vcc_any(t74);
            vcc_v8_float t82 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t83 = (vcc_m8)(t63 < t82);
            vcc_m8 t14 = ~t83;
            int t84 = vcc_any(t14);
            int t85 = 1;
            vcc_v8_float t86 = t61;
            vcc_v8_float t87 = t61;
            int t88 = 1;
            vcc_v8_float t89 = (vcc_v8_float){0};
            int t90 = 24;
            vcc_v8_float t91 = t63;
            int t92 = 1;
            vcc_v8_float t93 = (vcc_v8_float){0};
            for (;;) {
                if (t88) {
                    if (t81 ? t85 < 24 : 0) {
                        if (vcc_any(t74)) {
                            vcc_v8_float t94 = t87 * t61;
                            vcc_v8_float t95 = vcc_splat(vcc_v8_float, (float)(2 * t85 + 1));
                            t4 = t94 / t95;
                            t5 = t86 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t96 = t85 + 1;
                        t97 = t5;
                        t98 = t4;
                        t99 = 1;
                        t6 = t89;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t86);
                        t96 = t85;
                        t97 = t86;
                        t98 = t87;
                        t99 = 0;
                    }
                } else {
                    t96 = t85;
                    t97 = t86;
                    t98 = t87;
                    t99 = 0;
                    t6 = t89;
                }
                if (t92) {
                    if (t84 ? t90 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t100 = vcc_splat(vcc_v8_float, (float)t90);
                            vcc_v8_float t101 = t100 / t91;
                            t7 = t63 + t101;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t102 = t90 - 1;
                        t103 = t7;
                        t104 = 1;
                        t105 = t93;
                    } else {
                        t102 = t90;
                        t103 = t91;
                        t104 = 0;
                        t105 = t91;
                    }
                } else {
                    t102 = t90;
                    t103 = t91;
                    t104 = 0;
                    t105 = t93;
                }
                if (!(t99 | t104)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t123 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t123 / t105;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t124 = vcc_any(t83);
                    vcc_v8_float t126 = t63;
                    vcc_v8_float t127 = t63;
                    for (int t125 = 1; t124 ? t125 < 24 : 0; t125++, t126 = t16, t127 = t15) {
                        if (vcc_any(t83)) {
                            vcc_v8_float t129 = t127 * t63;
                            vcc_v8_float t130 = vcc_splat(vcc_v8_float, (float)(2 * t125 + 1));
                            t15 = t129 / t130;
                            t16 = t126 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t128 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t126);
                    vcc_store(vcc_regroup_result + 8, t128);
                    vcc_v8_float t121 = vcc_gather(vcc_v8_float, vcc_regroup_result, t50);
                    vcc_v8_float t122 = vcc_gather(vcc_v8_float, vcc_regroup_result, t57);
                    vcc_store(t21, t121);
                    vcc_store(t23, t122);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t64 = (int)t20;
                    goto L131;
                }
                t85 = t96;
                t86 = t97;
                t87 = t98;
                t88 = t99;
                t89 = t6;
                t90 = t102;
                t91 = t103;
                t92 = t104;
                t93 = t105;
            }
        }
    } else {
        t64 = 0;
    }
L131:
    t65 = (long)n + (long)t64 * -1L;
    unsigned long t66 = (unsigned long)out;
    unsigned long t67 = (unsigned long)in;
    if ((t65 >= 8L) & (((t66 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t67 + (unsigned long)((long)t64 * 4L))) | ((t67 + (unsigned long)((long)t64 * 4L + 4L + (t65 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t64 * 4L))))) {
        long t68 = t65 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t69 = (long)t64 + i_vec;
            float *t70 = out + t69;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t69);
            vcc_v8_float t106 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t107 = (vcc_m8)(in_v_2 < t106);
            vcc_m8 t10 = ~t107;
            int t108 = vcc_any(t10);
            vcc_v8_float t110 = in_v_2;
            for (int t109 = 24; t108 ? t109 > 0 : 0; t109--, t110 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t111 = vcc_splat(vcc_v8_float, (float)t109);
                    vcc_v8_float t112 = t111 / t110;
                    t8 = in_v_2 + t112;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t113 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t113 / t110;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t114 = vcc_any(t107);
            vcc_v8_float t116 = in_v_2;
            vcc_v8_float t117 = in_v_2;
            for (int t115 = 1; t114 ? t115 < 24 : 0; t115++, t116 = t12, t117 = t11) {
                if (vcc_any(t107)) {
                    vcc_v8_float t119 = t117 * in_v_2;
                    vcc_v8_float t120 = vcc_splat(vcc_v8_float, (float)(2 * t115 + 1));
                    t11 = t119 / t120;
                    t12 = t116 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t116);
            vcc_store(t70, t118);
            i_vec += 8L;
            if (i_vec >= t68) {
                i = (int)((long)t64 + t68);
                break;
            }
        }
    } else {
        i = t64;
    }
    for (; i < n; i++) {
        long t71 = (long)i;
        float t72 = in[t71];
        out[t71] = series(t72, 24);
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
    int t130;
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
            double *t27 = out + i_vec_1;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, y + i_vec_1);
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec_1);
            long t28 = i_vec_1 + 4L;
            double *t29 = out + t28;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, y + t28);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t28);
            long t30 = i_vec_1 + 8L;
            double *t31 = out + t30;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, y + t30);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t30);
            long t32 = i_vec_1 + 12L;
            double *t33 = out + t32;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, y + t32);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t32);
            vcc_v4_double t34 = x_v * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t35 = __builtin_convertvector(t34, vcc_v4_int);
            vcc_v4_double t36 = __builtin_convertvector(t35, vcc_v4_double);
            vcc_v4_double t37 = t36 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t38 = __builtin_convertvector(t37 > y_v, vcc_m4);
            vcc_v4_int t39 = vcc_select(vcc_v4_int, (vcc_v4_int)t38, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t40 = __builtin_shufflevector(t39, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t41 = t39 + t40;
            vcc_v4_int t42 = __builtin_shufflevector(t41, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t43 = t41 + t42;
            vcc_v4_int t44 = t43 - t39;
            vcc_v4_int t45 = (vcc_v4_int){0, 1, 2, 3} - t44;
            vcc_v4_double t46 = x_v_1 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t47 = __builtin_convertvector(t46, vcc_v4_int);
            vcc_v4_double t48 = __builtin_convertvector(t47, vcc_v4_double);
            vcc_v4_double t49 = t48 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t50 = __builtin_convertvector(t49 > y_v_1, vcc_m4);
            vcc_v4_int t51 = vcc_select(vcc_v4_int, (vcc_v4_int)t50, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t52 = __builtin_shufflevector(t51, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t53 = t51 + t52;
            vcc_v4_int t54 = __builtin_shufflevector(t53, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t55 = t53 + t54;
            vcc_v4_int t56 = t55 - t51;
            vcc_v4_int t57 = (vcc_v4_int){0, 1, 2, 3} - t56;
            vcc_v4_double t58 = x_v_2 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t59 = __builtin_convertvector(t58, vcc_v4_int);
            vcc_v4_double t60 = __builtin_convertvector(t59, vcc_v4_double);
            vcc_v4_double t61 = t60 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t62 = __builtin_convertvector(t61 > y_v_2, vcc_m4);
            vcc_v4_int t63 = vcc_select(vcc_v4_int, (vcc_v4_int)t62, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t64 = __builtin_shufflevector(t63, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t65 = t63 + t64;
            vcc_v4_int t66 = __builtin_shufflevector(t65, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t67 = t65 + t66;
            vcc_v4_int t68 = t67 - t63;
            vcc_v4_int t69 = (vcc_v4_int){0, 1, 2, 3} - t68;
            vcc_v4_double t70 = x_v_3 * (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_int t71 = __builtin_convertvector(t70, vcc_v4_int);
            vcc_v4_double t72 = __builtin_convertvector(t71, vcc_v4_double);
            vcc_v4_double t73 = t72 + (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_m4 t74 = __builtin_convertvector(t73 > y_v_3, vcc_m4);
            vcc_v4_int t75 = vcc_select(vcc_v4_int, (vcc_v4_int)t74, ((vcc_v4_int){1, 1, 1, 1}), ((vcc_v4_int){0, 0, 0, 0}));
            vcc_v4_int t76 = __builtin_shufflevector(t75, (vcc_v4_int){0, 0, 0, 0}, 4, 0, 1, 2);
            vcc_v4_int t77 = t75 + t76;
            vcc_v4_int t78 = __builtin_shufflevector(t77, (vcc_v4_int){0, 0, 0, 0}, 4, 4, 0, 1);
            vcc_v4_int t79 = t77 + t78;
            vcc_v4_int t80 = t79 - t75;
            vcc_v4_int t81 = (vcc_v4_int){0, 1, 2, 3} - t80;
            int t82 = vcc_reduce(int, t39, +);
            int t83 = t82 + vcc_reduce(int, t51, +);
            int t84 = t83 + vcc_reduce(int, t63, +);
            int t85 = t84 + vcc_reduce(int, t75, +);
            vcc_v4_int t86 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t87 = t86 + t44;
            vcc_v4_int t88 = (vcc_v4_int){t85, t85, t85, t85};
            vcc_v4_int t89 = t88 + t45;
            vcc_v4_int t90 = vcc_select(vcc_v4_int, (vcc_v4_int)t38, t87, t89);
            vcc_v4_int t91 = (vcc_v4_int){0, 0, 0, 0};
            vcc_v4_int t92 = (vcc_v4_int){0, 1, 2, 3} + t91;
            vcc_scatter(vcc_regroup_perm, t90, t92);
            vcc_v4_int t93 = (vcc_v4_int){t82, t82, t82, t82};
            vcc_v4_int t94 = t93 + t56;
            vcc_v4_int t95 = vcc_splat(vcc_v4_int, t85 + 4 - t82);
            vcc_v4_int t96 = t95 + t57;
            vcc_v4_int t97 = vcc_select(vcc_v4_int, (vcc_v4_int)t50, t94, t96);
            vcc_v4_int t98 = (vcc_v4_int){4, 4, 4, 4};
            vcc_v4_int t99 = (vcc_v4_int){0, 1, 2, 3} + t98;
            vcc_scatter(vcc_regroup_perm, t97, t99);
            vcc_v4_int t100 = (vcc_v4_int){t83, t83, t83, t83};
            vcc_v4_int t101 = t100 + t68;
            vcc_v4_int t102 = vcc_splat(vcc_v4_int, t85 + 8 - t83);
            vcc_v4_int t103 = t102 + t69;
            vcc_v4_int t104 = vcc_select(vcc_v4_int, (vcc_v4_int)t62, t101, t103);
            vcc_v4_int t105 = (vcc_v4_int){8, 8, 8, 8};
            vcc_v4_int t106 = (vcc_v4_int){0, 1, 2, 3} + t105;
            vcc_scatter(vcc_regroup_perm, t104, t106);
            vcc_v4_int t107 = (vcc_v4_int){t84, t84, t84, t84};
            vcc_v4_int t108 = t107 + t80;
            vcc_v4_int t109 = vcc_splat(vcc_v4_int, t85 + 12 - t84);
            vcc_v4_int t110 = t109 + t81;
            vcc_v4_int t111 = vcc_select(vcc_v4_int, (vcc_v4_int)t74, t108, t110);
            vcc_v4_int t112 = (vcc_v4_int){12, 12, 12, 12};
            vcc_v4_int t113 = (vcc_v4_int){0, 1, 2, 3} + t112;
            vcc_scatter(vcc_regroup_perm, t111, t113);
            vcc_store(vcc_regroup_arg, x_v);
            vcc_store(vcc_regroup_arg + 4, x_v_1);
            vcc_store(vcc_regroup_arg + 8, x_v_2);
            vcc_store(vcc_regroup_arg + 12, x_v_3);
            vcc_v4_int t114 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t115 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t114);
            vcc_v4_int t116 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t117 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t116);
            vcc_v4_int t118 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t119 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t118);
            vcc_v4_int t120 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t121 = vcc_gather(vcc_v4_double, vcc_regroup_arg, t120);
            vcc_store(vcc_regroup_arg_1, y_v);
            vcc_store(vcc_regroup_arg_1 + 4, y_v_1);
            vcc_store(vcc_regroup_arg_1 + 8, y_v_2);
            vcc_store(vcc_regroup_arg_1 + 12, y_v_3);
            vcc_v4_int t122 = vcc_load(vcc_v4_int, vcc_regroup_perm);
            vcc_v4_double t123 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t122);
            vcc_v4_int t124 = vcc_load(vcc_v4_int, vcc_regroup_perm + 4);
            vcc_v4_double t125 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t124);
            vcc_v4_int t126 = vcc_load(vcc_v4_int, vcc_regroup_perm + 8);
            vcc_v4_double t127 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t126);
            vcc_v4_int t128 = vcc_load(vcc_v4_int, vcc_regroup_perm + 12);
            vcc_v4_double t129 = vcc_gather(vcc_v4_double, vcc_regroup_arg_1, t128);
            vcc_v4_double t142 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t143 = t115 * t142;
            vcc_v4_int t144 = __builtin_convertvector(t143, vcc_v4_int);
            vcc_v4_double t145 = __builtin_convertvector(t144, vcc_v4_double);
            vcc_v4_double t146 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t147 = t145 + t146;
            vcc_m4 t148 = __builtin_convertvector(t147 > t123, vcc_m4);
            vcc_m4 t149 = ~t148;
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t150 = vcc_any(t149);
            for (int t151 = 0; t150 ? t151 < 40 : 0; t151 = t3, t1 = t4) {
                if (vcc_any(t149)) {
                    vcc_v4_double t153 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t154 = t1 * t153;
                    t3 = t151 + 1;
                    vcc_v4_double t155 = vcc_splat(vcc_v4_double, (double)t3);
                    vcc_v4_double t156 = t123 / t155;
                    t4 = t154 - t156;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t152 = vcc_any(t148);
            int t157 = 0;
            while (t152 ? t157 < 40 : 0) {
                vcc_v4_double t158 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t159 = t2 * t158;
                vcc_v4_double t160 = vcc_splat(vcc_v4_double, (double)t157);
                vcc_v4_double t161 = t115 * t160;
                t2 = t159 + t161;
                t157++;
            }
            vcc_v4_double t162 = vcc_select(vcc_v4_long, __builtin_convertvector(t148, vcc_v4_long), t2, t1);
            vcc_store(vcc_regroup_result, t162);
            vcc_v4_double t184 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t185 = t117 * t184;
            vcc_v4_int t186 = __builtin_convertvector(t185, vcc_v4_int);
            vcc_v4_double t187 = __builtin_convertvector(t186, vcc_v4_double);
            vcc_v4_double t188 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t189 = t187 + t188;
            vcc_m4 t190 = __builtin_convertvector(t189 > t125, vcc_m4);
            vcc_m4 t191 = ~t190;
            vcc_v4_double t9 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t192 = vcc_any(t191);
            for (int t193 = 0; t192 ? t193 < 40 : 0; t193 = t11, t9 = t12) {
                if (vcc_any(t191)) {
                    vcc_v4_double t195 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t196 = t9 * t195;
                    t11 = t193 + 1;
                    vcc_v4_double t197 = vcc_splat(vcc_v4_double, (double)t11);
                    vcc_v4_double t198 = t125 / t197;
                    t12 = t196 - t198;
                } else {
                    t11 = 0;
                    t12 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t194 = vcc_any(t190);
            int t199 = 0;
            while (t194 ? t199 < 40 : 0) {
                vcc_v4_double t200 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t201 = t10 * t200;
                vcc_v4_double t202 = vcc_splat(vcc_v4_double, (double)t199);
                vcc_v4_double t203 = t117 * t202;
                t10 = t201 + t203;
                t199++;
            }
            vcc_v4_double t204 = vcc_select(vcc_v4_long, __builtin_convertvector(t190, vcc_v4_long), t10, t9);
            vcc_store(vcc_regroup_result + 4, t204);
            vcc_v4_double t205 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t206 = t119 * t205;
            vcc_v4_int t207 = __builtin_convertvector(t206, vcc_v4_int);
            vcc_v4_double t208 = __builtin_convertvector(t207, vcc_v4_double);
            vcc_v4_double t209 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t210 = t208 + t209;
            vcc_m4 t211 = __builtin_convertvector(t210 > t127, vcc_m4);
            vcc_m4 t212 = ~t211;
            vcc_v4_double t13 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t213 = vcc_any(t212);
            for (int t214 = 0; t213 ? t214 < 40 : 0; t214 = t15, t13 = t16) {
                if (vcc_any(t212)) {
                    vcc_v4_double t216 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t217 = t13 * t216;
                    t15 = t214 + 1;
                    vcc_v4_double t218 = vcc_splat(vcc_v4_double, (double)t15);
                    vcc_v4_double t219 = t127 / t218;
                    t16 = t217 - t219;
                } else {
                    t15 = 0;
                    t16 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t215 = vcc_any(t211);
            int t220 = 0;
            while (t215 ? t220 < 40 : 0) {
                vcc_v4_double t221 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t222 = t14 * t221;
                vcc_v4_double t223 = vcc_splat(vcc_v4_double, (double)t220);
                vcc_v4_double t224 = t119 * t223;
                t14 = t222 + t224;
                t220++;
            }
            vcc_v4_double t225 = vcc_select(vcc_v4_long, __builtin_convertvector(t211, vcc_v4_long), t14, t13);
            vcc_store(vcc_regroup_result + 8, t225);
            vcc_v4_double t230 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t231 = t121 * t230;
            vcc_v4_int t232 = __builtin_convertvector(t231, vcc_v4_int);
            vcc_v4_double t233 = __builtin_convertvector(t232, vcc_v4_double);
            vcc_v4_double t234 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t235 = t233 + t234;
            vcc_m4 t236 = __builtin_convertvector(t235 > t129, vcc_m4);
            vcc_m4 t237 = ~t236;
            vcc_v4_double t17 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t238 = vcc_any(t237);
            for (int t239 = 0; t238 ? t239 < 40 : 0; t239 = t19, t17 = t20) {
                if (vcc_any(t237)) {
                    vcc_v4_double t241 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t242 = t17 * t241;
                    t19 = t239 + 1;
                    vcc_v4_double t243 = vcc_splat(vcc_v4_double, (double)t19);
                    vcc_v4_double t244 = t129 / t243;
                    t20 = t242 - t244;
                } else {
                    t19 = 0;
                    t20 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t18 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t240 = vcc_any(t236);
            int t245 = 0;
            while (t240 ? t245 < 40 : 0) {
                vcc_v4_double t246 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t247 = t18 * t246;
                vcc_v4_double t248 = vcc_splat(vcc_v4_double, (double)t245);
                vcc_v4_double t249 = t121 * t248;
                t18 = t247 + t249;
                t245++;
            }
            vcc_v4_double t250 = vcc_select(vcc_v4_long, __builtin_convertvector(t236, vcc_v4_long), t18, t17);
            vcc_store(vcc_regroup_result + 12, t250);
            vcc_v4_double t226 = vcc_gather(vcc_v4_double, vcc_regroup_result, t90);
            vcc_v4_double t227 = vcc_gather(vcc_v4_double, vcc_regroup_result, t97);
            vcc_v4_double t228 = vcc_gather(vcc_v4_double, vcc_regroup_result, t104);
            vcc_v4_double t229 = vcc_gather(vcc_v4_double, vcc_regroup_result, t111);
            vcc_store(t27, t226);
            vcc_store(t29, t227);
            vcc_store(t31, t228);
            vcc_store(t33, t229);
            i_vec_1 += 16L;
            if (i_vec_1 >= t26) {
                t130 = (int)t26;
                break;
            }
        }
    } else {
        t130 = 0;
    }
    long t131 = (long)n + (long)t130 * -1L;
    unsigned long t132 = (unsigned long)out;
    unsigned long t133 = (unsigned long)x;
    unsigned long t134 = (unsigned long)out;
    unsigned long t135 = (unsigned long)y;
    if ((t131 >= 4L) & (((t132 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t133 + (unsigned long)((long)t130 * 8L))) | ((t133 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t132 + (unsigned long)((long)t130 * 8L)))) & (((t134 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t135 + (unsigned long)((long)t130 * 8L))) | ((t135 + (unsigned long)((long)t130 * 8L + 8L + (t131 - 1L) * 8L)) <= (t134 + (unsigned long)((long)t130 * 8L))))) {
        long t136 = t131 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t137 = (long)t130 + i_vec;
            double *t138 = out + t137;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, y + t137);
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t137);
            vcc_v4_double t163 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t164 = x_v_4 * t163;
            vcc_v4_int t165 = __builtin_convertvector(t164, vcc_v4_int);
            vcc_v4_double t166 = __builtin_convertvector(t165, vcc_v4_double);
            vcc_v4_double t167 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t168 = t166 + t167;
            vcc_m4 t169 = __builtin_convertvector(t168 > y_v_4, vcc_m4);
            vcc_m4 t170 = ~t169;
            vcc_v4_double t5 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t171 = vcc_any(t170);
            for (int t172 = 0; t171 ? t172 < 40 : 0; t172 = t7, t5 = t8) {
                if (vcc_any(t170)) {
                    vcc_v4_double t174 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t175 = t5 * t174;
                    t7 = t172 + 1;
                    vcc_v4_double t176 = vcc_splat(vcc_v4_double, (double)t7);
                    vcc_v4_double t177 = y_v_4 / t176;
                    t8 = t175 - t177;
                } else {
                    t7 = 0;
                    t8 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t173 = vcc_any(t169);
            int t178 = 0;
            while (t173 ? t178 < 40 : 0) {
                vcc_v4_double t179 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t180 = t6 * t179;
                vcc_v4_double t181 = vcc_splat(vcc_v4_double, (double)t178);
                vcc_v4_double t182 = x_v_4 * t181;
                t6 = t180 + t182;
                t178++;
            }
            vcc_v4_double t183 = vcc_select(vcc_v4_long, __builtin_convertvector(t169, vcc_v4_long), t6, t5);
            vcc_store(t138, t183);
            i_vec += 4L;
            if (i_vec >= t136) {
                i = (int)((long)t130 + t136);
                break;
            }
        }
    } else {
        i = t130;
    }
    for (; i < n; i++) {
        long t139 = (long)i;
        double t140 = y[t139];
        double t141 = x[t139];
        out[t139] = blend2(t141, t140);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t69;
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
            unsigned int *t15 = out + i_vec_1;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec_1);
            vcc_v8_int t16 = b_v + i_v_2;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            long t17 = i_vec_1 + 8L;
            vcc_v8_uint t18 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_3 = (vcc_v8_int)t18;
            unsigned int *t19 = out + t17;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t17);
            vcc_v8_int t20 = b_v_1 + i_v_3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t17);
            vcc_v8_int t21 = a_v ^ t16;
            vcc_v8_int t22 = t21 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t23 = (vcc_m8)(t22 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t24 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t25 = __builtin_shufflevector(t24, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t26 = t24 + t25;
            vcc_v8_int t27 = __builtin_shufflevector(t26, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t28 = t26 + t27;
            vcc_v8_int t29 = __builtin_shufflevector(t28, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t30 = t28 + t29;
            vcc_v8_int t31 = t30 - t24;
            vcc_v8_int t32 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t31;
            vcc_v8_int t33 = a_v_1 ^ t20;
            vcc_v8_int t34 = t33 & (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_m8 t35 = (vcc_m8)(t34 != (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0});
            vcc_v8_int t36 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}), ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}));
            vcc_v8_int t37 = __builtin_shufflevector(t36, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t38 = t36 + t37;
            vcc_v8_int t39 = __builtin_shufflevector(t38, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t40 = t38 + t39;
            vcc_v8_int t41 = __builtin_shufflevector(t40, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t42 = t40 + t41;
            vcc_v8_int t43 = t42 - t36;
            vcc_v8_int t44 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t43;
            int t45 = vcc_reduce(int, t24, +);
            int t46 = t45 + vcc_reduce(int, t36, +);
            vcc_v8_int t47 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t48 = t47 + t31;
            vcc_v8_int t49 = (vcc_v8_int){t46, t46, t46, t46, t46, t46, t46, t46};
            vcc_v8_int t50 = t49 + t32;
            vcc_v8_int t51 = vcc_select(vcc_v8_int, (vcc_v8_int)t23, t50, t48);
            vcc_v8_int t52 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t53 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t52;
            vcc_scatter(vcc_regroup_perm, t51, t53);
            vcc_v8_int t54 = (vcc_v8_int){t45, t45, t45, t45, t45, t45, t45, t45};
            vcc_v8_int t55 = t54 + t43;
            vcc_v8_int t56 = vcc_splat(vcc_v8_int, t46 + 8 - t45);
            vcc_v8_int t57 = t56 + t44;
            vcc_v8_int t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t57, t55);
            vcc_v8_int t59 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t60 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t59;
            vcc_scatter(vcc_regroup_perm, t58, t60);
            vcc_store(vcc_regroup_arg, a_v);
            vcc_store(vcc_regroup_arg + 8, a_v_1);
            vcc_v8_int t61 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t62 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t61);
            vcc_v8_int t63 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t64 = vcc_gather(vcc_v8_int, vcc_regroup_arg, t63);
            vcc_store(vcc_regroup_arg_1, t16);
            vcc_store(vcc_regroup_arg_1 + 8, t20);
            vcc_v8_int t65 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_int t66 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t65);
            vcc_v8_int t67 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_int t68 = vcc_gather(vcc_v8_int, vcc_regroup_arg_1, t67);
            vcc_v8_uint t2 = (vcc_v8_uint)t62;
            vcc_v8_int t84 = t62 ^ t66;
            vcc_v8_int t85 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t86 = t84 & t85;
            vcc_m8 t87 = (vcc_m8)(t86 != (vcc_v8_int){0});
            vcc_m8 t88 = ~t87;
            int t89 = vcc_any(t87);
            int t90 = 0;
            vcc_v8_uint t1 = t2;
            while (t89 ? t90 < 12 : 0) {
                vcc_v8_int t91 = (vcc_v8_int){t90, t90, t90, t90, t90, t90, t90, t90};
                vcc_v8_uint t92 = (vcc_v8_uint)t66;
                vcc_v8_uint t93 = (vcc_v8_uint)t91;
                vcc_v8_uint t94 = t92 + t93;
                vcc_v8_int t95 = (vcc_v8_int)t94;
                vcc_v8_uint t96 = (vcc_v8_uint)t95;
                vcc_v8_uint t97 = t1 ^ t96;
                vcc_v8_uint t98 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t1 = t97 * t98;
                t90++;
            }
            int t99 = vcc_any(t88);
            int t100 = 0;
            while (t99 ? t100 < 12 : 0) {
                vcc_v8_uint t101 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t102 = t2 * t101;
                vcc_v8_int t103 = vcc_splat(vcc_v8_int, t100 & 7);
                vcc_v8_int t104 = t66 >> t103;
                vcc_v8_uint t105 = (vcc_v8_uint)t104;
                t2 = t102 + t105;
                t100++;
            }
            vcc_v8_uint t106 = vcc_select(vcc_v8_int, (vcc_v8_int)t87, t1, t2);
            vcc_store(vcc_regroup_result, t106);
            vcc_v8_uint t6 = (vcc_v8_uint)t64;
            vcc_v8_int t132 = t64 ^ t68;
            vcc_v8_int t133 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t134 = t132 & t133;
            vcc_m8 t135 = (vcc_m8)(t134 != (vcc_v8_int){0});
            vcc_m8 t136 = ~t135;
            int t137 = vcc_any(t135);
            int t138 = 0;
            vcc_v8_uint t5 = t6;
            while (t137 ? t138 < 12 : 0) {
                vcc_v8_int t139 = (vcc_v8_int){t138, t138, t138, t138, t138, t138, t138, t138};
                vcc_v8_uint t140 = (vcc_v8_uint)t68;
                vcc_v8_uint t141 = (vcc_v8_uint)t139;
                vcc_v8_uint t142 = t140 + t141;
                vcc_v8_int t143 = (vcc_v8_int)t142;
                vcc_v8_uint t144 = (vcc_v8_uint)t143;
                vcc_v8_uint t145 = t5 ^ t144;
                vcc_v8_uint t146 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t5 = t145 * t146;
                t138++;
            }
            int t147 = vcc_any(t136);
            int t148 = 0;
            while (t147 ? t148 < 12 : 0) {
                vcc_v8_uint t149 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t150 = t6 * t149;
                vcc_v8_int t151 = vcc_splat(vcc_v8_int, t148 & 7);
                vcc_v8_int t152 = t68 >> t151;
                vcc_v8_uint t153 = (vcc_v8_uint)t152;
                t6 = t150 + t153;
                t148++;
            }
            vcc_v8_uint t154 = vcc_select(vcc_v8_int, (vcc_v8_int)t135, t5, t6);
            vcc_store(vcc_regroup_result + 8, t154);
            vcc_v8_uint t130 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t51);
            vcc_v8_uint t131 = vcc_gather(vcc_v8_uint, vcc_regroup_result, t58);
            vcc_store(t15, t130);
            vcc_store(t19, t131);
            i_vec_1 += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_1 >= t12) {
                t69 = (int)t12;
                break;
            }
        }
    } else {
        t69 = 0;
    }
    long t70 = (long)n + (long)t69 * -1L;
    unsigned long t71 = (unsigned long)out;
    unsigned long t72 = (unsigned long)a;
    unsigned long t73 = (unsigned long)out;
    unsigned long t74 = (unsigned long)b;
    if ((t70 >= 8L) & (((t71 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t69 * 4L))) | ((t72 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t69 * 4L)))) & (((t73 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t69 * 4L))) | ((t74 + (unsigned long)((long)t69 * 4L + 4L + (t70 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t69 * 4L))))) {
        long t75 = t70 & -8L;
        vcc_v8_int t76 = (vcc_v8_int){t69, t69, t69, t69, t69, t69, t69, t69};
        vcc_v8_uint t77 = (vcc_v8_uint)t76;
        vcc_v8_uint i_v_1 = t77 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t78 = (long)t69 + i_vec;
            vcc_v8_int i_v_4 = (vcc_v8_int)i_v_1;
            unsigned int *t79 = out + t78;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t78);
            vcc_v8_int t80 = b_v_2 + i_v_4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t78);
            vcc_v8_uint t4 = (vcc_v8_uint)a_v_2;
            vcc_v8_int t107 = a_v_2 ^ t80;
            vcc_v8_int t108 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t109 = t107 & t108;
            vcc_m8 t110 = (vcc_m8)(t109 != (vcc_v8_int){0});
            vcc_m8 t111 = ~t110;
            int t112 = vcc_any(t110);
            int t113 = 0;
            vcc_v8_uint t3 = t4;
            while (t112 ? t113 < 12 : 0) {
                vcc_v8_int t114 = (vcc_v8_int){t113, t113, t113, t113, t113, t113, t113, t113};
                vcc_v8_uint t115 = (vcc_v8_uint)t80;
                vcc_v8_uint t116 = (vcc_v8_uint)t114;
                vcc_v8_uint t117 = t115 + t116;
                vcc_v8_int t118 = (vcc_v8_int)t117;
                vcc_v8_uint t119 = (vcc_v8_uint)t118;
                vcc_v8_uint t120 = t3 ^ t119;
                vcc_v8_uint t121 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t120 * t121;
                t113++;
            }
            int t122 = vcc_any(t111);
            int t123 = 0;
            while (t122 ? t123 < 12 : 0) {
                vcc_v8_uint t124 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t125 = t4 * t124;
                vcc_v8_int t126 = vcc_splat(vcc_v8_int, t123 & 7);
                vcc_v8_int t127 = t80 >> t126;
                vcc_v8_uint t128 = (vcc_v8_uint)t127;
                t4 = t125 + t128;
                t123++;
            }
            vcc_v8_uint t129 = vcc_select(vcc_v8_int, (vcc_v8_int)t110, t3, t4);
            vcc_store(t79, t129);
            i_vec += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t75) {
                i = (int)((long)t69 + t75);
                break;
            }
        }
    } else {
        i = t69;
    }
    for (; i < n; i++) {
        long t81 = (long)i;
        int t82 = b[t81];
        int t83 = a[t81];
        out[t81] = mix(t83, t82 + i, 12);
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
    int t66;
    long t67;
    int i;
    int t99;
    vcc_v8_float t100;
    vcc_v8_float t101;
    int t102;
    int t105;
    vcc_v8_float t106;
    int t107;
    vcc_v8_float t108;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:119 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t22 = in_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            long t23 = i_vec_1 + 8L;
            float *t24 = out + t23;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t23);
            vcc_v8_float t25 = in_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t26 = (vcc_m8)(t22 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
            vcc_v8_int t27 = vcc_select(vcc_v8_int, (vcc_v8_int)t26, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t28 = __builtin_shufflevector(t27, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t29 = t27 + t28;
            vcc_v8_int t30 = __builtin_shufflevector(t29, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t31 = t29 + t30;
            vcc_v8_int t32 = __builtin_shufflevector(t31, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t33 = t31 + t32;
            vcc_v8_int t34 = t33 - t27;
            vcc_v8_int t35 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t34;
            vcc_m8 t36 = (vcc_m8)(t25 < (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f});
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
            vcc_v8_float t76 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t77 = (vcc_m8)(t63 < t76);
            vcc_m8 t3 = ~t77;
            int t78 = vcc_any(t3);
            vcc_v8_float t80 = t63;
            for (int t79 = 9; t78 ? t79 > 0 : 0; t79--, t80 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t81 = vcc_splat(vcc_v8_float, (float)t79);
                    vcc_v8_float t82 = t81 / t80;
                    t1 = t63 + t82;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t83 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t83 / t80;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t84 = vcc_any(t77);
            vcc_v8_float t85 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t86 = (vcc_m8)(t65 < t85);
            vcc_m8 t14 = ~t86;
            int t87 = vcc_any(t14);
            int t88 = 1;
            vcc_v8_float t89 = t63;
            vcc_v8_float t90 = t63;
            int t91 = 1;
            vcc_v8_float t92 = (vcc_v8_float){0};
            int t93 = 9;
            vcc_v8_float t94 = t65;
            int t95 = 1;
            vcc_v8_float t96 = (vcc_v8_float){0};
            for (;;) {
                if (t91) {
                    if (t84 ? t88 < 9 : 0) {
                        if (vcc_any(t77)) {
                            vcc_v8_float t97 = t90 * t63;
                            vcc_v8_float t98 = vcc_splat(vcc_v8_float, (float)(2 * t88 + 1));
                            t4 = t97 / t98;
                            t5 = t89 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t99 = t88 + 1;
                        t100 = t5;
                        t101 = t4;
                        t102 = 1;
                        t6 = t92;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t89);
                        t99 = t88;
                        t100 = t89;
                        t101 = t90;
                        t102 = 0;
                    }
                } else {
                    t99 = t88;
                    t100 = t89;
                    t101 = t90;
                    t102 = 0;
                    t6 = t92;
                }
                if (t95) {
                    if (t87 ? t93 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t103 = vcc_splat(vcc_v8_float, (float)t93);
                            vcc_v8_float t104 = t103 / t94;
                            t7 = t65 + t104;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t105 = t93 - 1;
                        t106 = t7;
                        t107 = 1;
                        t108 = t96;
                    } else {
                        t105 = t93;
                        t106 = t94;
                        t107 = 0;
                        t108 = t94;
                    }
                } else {
                    t105 = t93;
                    t106 = t94;
                    t107 = 0;
                    t108 = t96;
                }
                if (!(t102 | t107)) {
                    vcc_store(vcc_regroup_result, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t129 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t129 / t108;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t130 = vcc_any(t86);
                    vcc_v8_float t132 = t65;
                    vcc_v8_float t133 = t65;
                    for (int t131 = 1; t130 ? t131 < 9 : 0; t131++, t132 = t16, t133 = t15) {
                        if (vcc_any(t86)) {
                            vcc_v8_float t135 = t133 * t65;
                            vcc_v8_float t136 = vcc_splat(vcc_v8_float, (float)(2 * t131 + 1));
                            t15 = t135 / t136;
                            t16 = t132 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t134 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t132);
                    vcc_store(vcc_regroup_result + 8, t134);
                    vcc_v8_float t125 = vcc_gather(vcc_v8_float, vcc_regroup_result, t52);
                    vcc_v8_float t126 = vcc_gather(vcc_v8_float, vcc_regroup_result, t59);
                    vcc_v8_float t127 = t125 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t21, t127);
                    vcc_v8_float t128 = t126 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t24, t128);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t66 = (int)t20;
                    goto L137;
                }
                t88 = t99;
                t89 = t100;
                t90 = t101;
                t91 = t102;
                t92 = t6;
                t93 = t105;
                t94 = t106;
                t95 = t107;
                t96 = t108;
            }
        }
    } else {
        t66 = 0;
    }
L137:
    t67 = (long)n + (long)t66 * -1L;
    unsigned long t68 = (unsigned long)out;
    unsigned long t69 = (unsigned long)in;
    if ((t67 >= 8L) & (((t68 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t69 + (unsigned long)((long)t66 * 4L))) | ((t69 + (unsigned long)((long)t66 * 4L + 4L + (t67 - 1L) * 4L)) <= (t68 + (unsigned long)((long)t66 * 4L))))) {
        long t70 = t67 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t71 = (long)t66 + i_vec;
            float *t72 = out + t71;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t71);
            vcc_v8_float t73 = in_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t110 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t111 = (vcc_m8)(t73 < t110);
            vcc_m8 t10 = ~t111;
            int t112 = vcc_any(t10);
            vcc_v8_float t114 = t73;
            for (int t113 = 9; t112 ? t113 > 0 : 0; t113--, t114 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t115 = vcc_splat(vcc_v8_float, (float)t113);
                    vcc_v8_float t116 = t115 / t114;
                    t8 = t73 + t116;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t117 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t117 / t114;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t118 = vcc_any(t111);
            vcc_v8_float t120 = t73;
            vcc_v8_float t121 = t73;
            for (int t119 = 1; t118 ? t119 < 9 : 0; t119++, t120 = t12, t121 = t11) {
                if (vcc_any(t111)) {
                    vcc_v8_float t123 = t121 * t73;
                    vcc_v8_float t124 = vcc_splat(vcc_v8_float, (float)(2 * t119 + 1));
                    t11 = t123 / t124;
                    t12 = t120 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t122 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t120);
            vcc_v8_float t109 = t122 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t72, t109);
            i_vec += 8L;
            if (i_vec >= t70) {
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
        out[t74] = series(t75 * 0.5f, 9) + 1.0f;
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
    int t61;
    long t62;
    int i;
    int t88;
    vcc_v8_float t89;
    int t90;
    int t94;
    vcc_v8_float t95;
    int t96;
    vcc_v8_float t97;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15))) {
        long t17 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:125 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t18 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            long t19 = i_vec_1 + 8L;
            float *t20 = out + t19;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t19);
            vcc_m8 t21 = (vcc_m8)(in_v >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int t22 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t23 = __builtin_shufflevector(t22, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t24 = t22 + t23;
            vcc_v8_int t25 = __builtin_shufflevector(t24, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t26 = t24 + t25;
            vcc_v8_int t27 = __builtin_shufflevector(t26, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t28 = t26 + t27;
            vcc_v8_int t29 = t28 - t22;
            vcc_v8_int t30 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t29;
            vcc_m8 t31 = (vcc_m8)(in_v_1 >= (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f});
            vcc_v8_int t32 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, ((vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1}), ((vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}));
            vcc_v8_int t33 = __builtin_shufflevector(t32, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
            vcc_v8_int t34 = t32 + t33;
            vcc_v8_int t35 = __builtin_shufflevector(t34, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
            vcc_v8_int t36 = t34 + t35;
            vcc_v8_int t37 = __builtin_shufflevector(t36, (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
            vcc_v8_int t38 = t36 + t37;
            vcc_v8_int t39 = t38 - t32;
            vcc_v8_int t40 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} - t39;
            int t41 = vcc_reduce(int, t22, +);
            int t42 = t41 + vcc_reduce(int, t32, +);
            vcc_v8_int t43 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t44 = t43 + t29;
            vcc_v8_int t45 = (vcc_v8_int){t42, t42, t42, t42, t42, t42, t42, t42};
            vcc_v8_int t46 = t45 + t30;
            vcc_v8_int t47 = vcc_select(vcc_v8_int, (vcc_v8_int)t21, t44, t46);
            vcc_v8_int t48 = (vcc_v8_int){0, 0, 0, 0, 0, 0, 0, 0};
            vcc_v8_int t49 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t48;
            vcc_scatter(vcc_regroup_perm, t47, t49);
            vcc_v8_int t50 = (vcc_v8_int){t41, t41, t41, t41, t41, t41, t41, t41};
            vcc_v8_int t51 = t50 + t39;
            vcc_v8_int t52 = vcc_splat(vcc_v8_int, t42 + 8 - t41);
            vcc_v8_int t53 = t52 + t40;
            vcc_v8_int t54 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t51, t53);
            vcc_v8_int t55 = (vcc_v8_int){8, 8, 8, 8, 8, 8, 8, 8};
            vcc_v8_int t56 = (vcc_v8_int){0, 1, 2, 3, 4, 5, 6, 7} + t55;
            vcc_scatter(vcc_regroup_perm, t54, t56);
            vcc_store(vcc_regroup_arg, in_v);
            vcc_store(vcc_regroup_arg + 8, in_v_1);
            vcc_v8_int t57 = vcc_load(vcc_v8_int, vcc_regroup_perm);
            vcc_v8_float t58 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t57);
            vcc_v8_int t59 = vcc_load(vcc_v8_int, vcc_regroup_perm + 8);
            vcc_v8_float t60 = vcc_gather(vcc_v8_float, vcc_regroup_arg, t59);
            vcc_v8_float t70 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t71 = (vcc_m8)(t58 >= t70);
            vcc_m8 t72 = ~t71;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t73 = vcc_any(t72);
            for (int t74 = 15; t73 ? t74 >= 0 : 0; t74--, t1 = t7) {
                if (vcc_any(t72)) {
                    vcc_v8_float t98 = -t58;
                    vcc_v8_float t99 = t1 * t98;
                    vcc_v8_float t100 = vcc_splat(vcc_v8_float, coef[t74]);
                    t7 = t99 - t100;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t75 = vcc_any(t71);
            vcc_v8_float t76 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t77 = (vcc_m8)(t60 >= t76);
            vcc_m8 t78 = ~t77;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t79 = vcc_any(t78);
            int t80 = 0;
            int t81 = 1;
            vcc_v8_float t82 = (vcc_v8_float){0};
            int t83 = 15;
            int t84 = 1;
            vcc_v8_float t85 = (vcc_v8_float){0};
            for (;;) {
                if (t81) {
                    if (t75 ? t80 < 16 : 0) {
                        if (vcc_any(t71)) {
                            vcc_v8_float t86 = t2 * t58;
                            vcc_v8_float t87 = vcc_splat(vcc_v8_float, coef[t80]);
                            t4 = t86 + t87;
                        } else {
                            t4 = (vcc_v8_float){0};
                        }
                        t88 = t80 + 1;
                        t89 = t4;
                        t90 = 1;
                        t5 = t82;
                    } else {
                        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t71, t2, t1);
                        t88 = t80;
                        t89 = t2;
                        t90 = 0;
                    }
                } else {
                    t88 = t80;
                    t89 = t2;
                    t90 = 0;
                    t5 = t82;
                }
                if (t84) {
                    if (t79 ? t83 >= 0 : 0) {
                        if (vcc_any(t78)) {
                            vcc_v8_float t91 = -t60;
                            vcc_v8_float t92 = t3 * t91;
                            vcc_v8_float t93 = vcc_splat(vcc_v8_float, coef[t83]);
                            t6 = t92 - t93;
                        } else {
                            t6 = (vcc_v8_float){0};
                        }
                        t94 = t83 - 1;
                        t95 = t6;
                        t96 = 1;
                        t97 = t85;
                    } else {
                        t94 = t83;
                        t95 = t3;
                        t96 = 0;
                        t97 = t3;
                    }
                } else {
                    t94 = t83;
                    t95 = t3;
                    t96 = 0;
                    t97 = t85;
                }
                if (!(t90 | t96)) {
                    vcc_store(vcc_regroup_result, t5);
                    vcc_v8_float t12 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    int t116 = vcc_any(t77);
                    for (int t117 = 0; t116 ? t117 < 16 : 0; t117++, t12 = t13) {
                        if (vcc_any(t77)) {
                            vcc_v8_float t119 = t12 * t60;
                            vcc_v8_float t120 = vcc_splat(vcc_v8_float, coef[t117]);
                            t13 = t119 + t120;
                        } else {
                            t13 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t118 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, t12, t97);
                    vcc_store(vcc_regroup_result + 8, t118);
                    vcc_v8_float t114 = vcc_gather(vcc_v8_float, vcc_regroup_result, t47);
                    vcc_v8_float t115 = vcc_gather(vcc_v8_float, vcc_regroup_result, t54);
                    vcc_store(t18, t114);
                    vcc_store(t20, t115);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t17) {
                        break;
                    }
                    t61 = (int)t17;
                    goto L121;
                }
                t80 = t88;
                t2 = t89;
                t81 = t90;
                t82 = t5;
                t83 = t94;
                t3 = t95;
                t84 = t96;
                t85 = t97;
            }
        }
    } else {
        t61 = 0;
    }
L121:
    t62 = (long)n + (long)t61 * -1L;
    unsigned long t63 = (unsigned long)out;
    unsigned long t64 = (unsigned long)in;
    if ((t62 >= 8L) & (((t63 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t61 * 4L))) | ((t64 + (unsigned long)((long)t61 * 4L + 4L + (t62 - 1L) * 4L)) <= (t63 + (unsigned long)((long)t61 * 4L))))) {
        long t65 = t62 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t66 = (long)t61 + i_vec;
            float *t67 = out + t66;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t66);
            vcc_v8_float t101 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t102 = (vcc_m8)(in_v_2 >= t101);
            vcc_m8 t103 = ~t102;
            vcc_v8_float t8 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t104 = vcc_any(t103);
            for (int t105 = 15; t104 ? t105 >= 0 : 0; t105--, t8 = t10) {
                if (vcc_any(t103)) {
                    vcc_v8_float t107 = -in_v_2;
                    vcc_v8_float t108 = t8 * t107;
                    vcc_v8_float t109 = vcc_splat(vcc_v8_float, coef[t105]);
                    t10 = t108 - t109;
                } else {
                    t10 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t106 = vcc_any(t102);
            for (int t110 = 0; t106 ? t110 < 16 : 0; t110++, t9 = t11) {
                if (vcc_any(t102)) {
                    vcc_v8_float t112 = t9 * in_v_2;
                    vcc_v8_float t113 = vcc_splat(vcc_v8_float, coef[t110]);
                    t11 = t112 + t113;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t111 = vcc_select(vcc_v8_int, (vcc_v8_int)t102, t9, t8);
            vcc_store(t67, t111);
            i_vec += 8L;
            if (i_vec >= t65) {
                i = (int)((long)t61 + t65);
                break;
            }
        }
    } else {
        i = t61;
    }
    for (; i < n; i++) {
        long t68 = (long)i;
        float t69 = in[t68];
        out[t68] = poly(coef, t69, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t12;
    int i;
    long t7 = (long)n;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8))) {
        long t10 = t7 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:131 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t11 = out + i_vec_1;
            vcc_v8_float t2 = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t23 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t24 = (vcc_m8)(t2 > t23);
            vcc_m8 t25 = ~t24;
            int t26 = vcc_any(t25);
            int t27 = 0;
            vcc_v8_float t1 = t2;
            while (t26 ? t27 < 5 : 0) {
                vcc_v8_float t28 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t29 = t1 * t28;
                vcc_v8_float t30 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t1 = t29 - t30;
                t27++;
            }
            int t31 = vcc_any(t24);
            int t32 = 0;
            while (t31 ? t32 < 5 : 0) {
                vcc_v8_float t33 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t34 = t2 * t33;
                vcc_v8_float t35 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t34 + t35;
                t32++;
            }
            if (vcc_any(t24)) {
                vcc_v8_float t36 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t37 = t2 * t36;
                vcc_v8_int t38 = __builtin_convertvector(t37, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t38, t24);
            }
            vcc_v8_float t39 = vcc_select(vcc_v8_int, (vcc_v8_int)t24, t2, t1);
            vcc_store(t11, t39);
            long t21 = i_vec_1 + 8L;
            float *t22 = out + t21;
            vcc_v8_float t6 = vcc_load(vcc_v8_float, in + t21);
            vcc_v8_float t57 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t58 = (vcc_m8)(t6 > t57);
            vcc_m8 t59 = ~t58;
            int t60 = vcc_any(t59);
            int t61 = 0;
            vcc_v8_float t5 = t6;
            while (t60 ? t61 < 5 : 0) {
                vcc_v8_float t62 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t63 = t5 * t62;
                vcc_v8_float t64 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t5 = t63 - t64;
                t61++;
            }
            int t65 = vcc_any(t58);
            int t66 = 0;
            while (t65 ? t66 < 5 : 0) {
                vcc_v8_float t67 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t68 = t6 * t67;
                vcc_v8_float t69 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t6 = t68 + t69;
                t66++;
            }
            if (vcc_any(t58)) {
                vcc_v8_float t70 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t71 = t6 * t70;
                vcc_v8_int t72 = __builtin_convertvector(t71, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t72, t58);
            }
            vcc_v8_float t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t58, t6, t5);
            vcc_store(t22, t73);
            i_vec_1 += 16L;
            if (i_vec_1 >= t10) {
                t12 = (int)t10;
                break;
            }
        }
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    unsigned long t14 = (unsigned long)out;
    unsigned long t15 = (unsigned long)in;
    if ((t13 >= 8L) & (((t14 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t12 * 4L))) | ((t15 + (unsigned long)((long)t12 * 4L + 4L + (t13 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t12 * 4L))))) {
        long t16 = t13 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:131 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t17 = (long)t12 + i_vec;
            float *t18 = out + t17;
            vcc_v8_float t4 = vcc_load(vcc_v8_float, in + t17);
            vcc_v8_float t40 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_m8 t41 = (vcc_m8)(t4 > t40);
            vcc_m8 t42 = ~t41;
            int t43 = vcc_any(t42);
            int t44 = 0;
            vcc_v8_float t3 = t4;
            while (t43 ? t44 < 5 : 0) {
                vcc_v8_float t45 = (vcc_v8_float){0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f, 0.25f};
                vcc_v8_float t46 = t3 * t45;
                vcc_v8_float t47 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t3 = t46 - t47;
                t44++;
            }
            int t48 = vcc_any(t41);
            int t49 = 0;
            while (t48 ? t49 < 5 : 0) {
                vcc_v8_float t50 = (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
                vcc_v8_float t51 = t4 * t50;
                vcc_v8_float t52 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t4 = t51 + t52;
                t49++;
            }
            if (vcc_any(t41)) {
                vcc_v8_float t53 = (vcc_v8_float){8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f, 8.0f};
                vcc_v8_float t54 = t4 * t53;
                vcc_v8_int t55 = __builtin_convertvector(t54, vcc_v8_int);
                vcc_scatter_masked(hits + 0, (vcc_v8_long){0}, t55, t41);
            }
            vcc_v8_float t56 = vcc_select(vcc_v8_int, (vcc_v8_int)t41, t4, t3);
            vcc_store(t18, t56);
            i_vec += 8L;
            if (i_vec >= t16) {
                i = (int)((long)t12 + t16);
                break;
            }
        }
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = in[t19];
        out[t19] = tally(t20, hits, 5);
    }
}

void run_cheap(float *out, const float *in, int n) {
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:137 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t5 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t17 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t18 = (vcc_m8)(in_v > t17);
            vcc_v8_float t19 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t20 = in_v - t19;
            vcc_v8_float t21 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t22 = in_v * t21;
            vcc_v8_float t23 = vcc_select(vcc_v8_int, (vcc_v8_int)t18, t22, t20);
            vcc_store(t5, t23);
            long t15 = i_vec_1 + 8L;
            float *t16 = out + t15;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t15);
            vcc_v8_float t31 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t32 = (vcc_m8)(in_v_2 > t31);
            vcc_v8_float t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t34 = in_v_2 - t33;
            vcc_v8_float t35 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t36 = in_v_2 * t35;
            vcc_v8_float t37 = vcc_select(vcc_v8_int, (vcc_v8_int)t32, t36, t34);
            vcc_store(t16, t37);
            i_vec_1 += 16L;
            if (i_vec_1 >= t4) {
                t6 = (int)t4;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    unsigned long t8 = (unsigned long)out;
    unsigned long t9 = (unsigned long)in;
    if ((t7 >= 8L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        long t10 = t7 & -8L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:137 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t11 = (long)t6 + i_vec;
            float *t12 = out + t11;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t11);
            vcc_v8_float t24 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t25 = (vcc_m8)(in_v_1 > t24);
            vcc_v8_float t26 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_v8_float t27 = in_v_1 - t26;
            vcc_v8_float t28 = (vcc_v8_float){2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f};
            vcc_v8_float t29 = in_v_1 * t28;
            vcc_v8_float t30 = vcc_select(vcc_v8_int, (vcc_v8_int)t25, t29, t27);
            vcc_store(t12, t30);
            i_vec += 8L;
            if (i_vec >= t10) {
                i = (int)((long)t6 + t10);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = in[t13];
        out[t13] = cheap(t14);
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
