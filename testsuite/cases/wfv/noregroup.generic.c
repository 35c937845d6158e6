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
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { typedef __typeof__(V) __attribute__((aligned(1), may_alias)) vcc_u; vcc_u vcc_v = (V); *(vcc_u *)(void *)(P) = vcc_v; } while (0)
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
/* Instance restructuring off (--no-restructure): the same program as regroup.c, whose loops
   then call the variants on the parts' instances as they come; no remark names a regrouped
   call or a branch to regroup by. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 7 */
/* vcc-test: flags --no-restructure */

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

/* vcc: function at noregroup.c:14 vector variant _ZGVdN8vu_series of `series`: VL 8, unmasked, x vector, n uniform */
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

/* vcc: function at noregroup.c:34 vector variant _ZGVdN4vv_blend2 of `blend2`: VL 4, unmasked, x vector, y vector */
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

/* vcc: function at noregroup.c:48 vector variant _ZGVdN8vvu_mix of `mix`: VL 8, unmasked, a vector, b vector, steps uniform */
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

/* vcc: function at noregroup.c:62 vector variant _ZGVdN8uvu_poly of `poly`: VL 8, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at noregroup.c:77 vector variant _ZGVdN8vuu_tally of `tally`: VL 8, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at noregroup.c:92 vector variant _ZGVdN8v_cheap of `cheap`: VL 8, unmasked, x vector */
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
    int t23;
    long t24;
    int i;
    int t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    int t61;
    int t64;
    vcc_v8_float t65;
    int t66;
    vcc_v8_float t67;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:98 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t34 = (vcc_m8)(in_v < t33);
            vcc_m8 t3 = ~t34;
            int t35 = vcc_any(t3);
            vcc_v8_float t37 = in_v;
            for (int t36 = 24; t35 ? t36 > 0 : 0; t36--, t37 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t38 = vcc_splat(vcc_v8_float, (float)t36);
                    vcc_v8_float t39 = t38 / t37;
                    t1 = in_v + t39;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t40 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t40 / t37;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t41 = vcc_any(t34);
            long t42 = i_vec_1 + 8L;
            float *t43 = out + t42;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t42);
            vcc_v8_float t44 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t45 = (vcc_m8)(in_v_2 < t44);
            vcc_m8 t14 = ~t45;
            int t46 = vcc_any(t14);
            int t47 = 1;
            vcc_v8_float t48 = in_v;
            vcc_v8_float t49 = in_v;
            int t50 = 1;
            vcc_v8_float t51 = (vcc_v8_float){0};
            int t52 = 24;
            vcc_v8_float t53 = in_v_2;
            int t54 = 1;
            vcc_v8_float t55 = (vcc_v8_float){0};
            for (;;) {
                if (t50) {
                    if (t41 ? t47 < 24 : 0) {
                        if (vcc_any(t34)) {
                            vcc_v8_float t56 = t49 * in_v;
                            vcc_v8_float t57 = vcc_splat(vcc_v8_float, (float)(2 * t47 + 1));
                            t4 = t56 / t57;
                            t5 = t48 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t58 = t47 + 1;
                        t59 = t5;
                        t60 = t4;
                        t61 = 1;
                        t6 = t51;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t48);
                        t58 = t47;
                        t59 = t48;
                        t60 = t49;
                        t61 = 0;
                    }
                } else {
                    t58 = t47;
                    t59 = t48;
                    t60 = t49;
                    t61 = 0;
                    t6 = t51;
                }
                if (t54) {
                    if (t46 ? t52 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t62 = vcc_splat(vcc_v8_float, (float)t52);
                            vcc_v8_float t63 = t62 / t53;
                            t7 = in_v_2 + t63;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t64 = t52 - 1;
                        t65 = t7;
                        t66 = 1;
                        t67 = t55;
                    } else {
                        t64 = t52;
                        t65 = t53;
                        t66 = 0;
                        t67 = t53;
                    }
                } else {
                    t64 = t52;
                    t65 = t53;
                    t66 = 0;
                    t67 = t55;
                }
                if (!(t61 | t66)) {
                    vcc_store(t22, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t83 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t83 / t67;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t84 = vcc_any(t45);
                    vcc_v8_float t86 = in_v_2;
                    vcc_v8_float t87 = in_v_2;
                    for (int t85 = 1; t84 ? t85 < 24 : 0; t85++, t86 = t16, t87 = t15) {
                        if (vcc_any(t45)) {
                            vcc_v8_float t89 = t87 * in_v_2;
                            vcc_v8_float t90 = vcc_splat(vcc_v8_float, (float)(2 * t85 + 1));
                            t15 = t89 / t90;
                            t16 = t86 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t88 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t86);
                    vcc_store(t43, t88);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t23 = (int)t21;
                    goto L91;
                }
                t47 = t58;
                t48 = t59;
                t49 = t60;
                t50 = t61;
                t51 = t6;
                t52 = t64;
                t53 = t65;
                t54 = t66;
                t55 = t67;
            }
        }
    } else {
        t23 = 0;
    }
L91:
    t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)in;
    long t27 = (long)((unsigned long)out + (unsigned long)((long)t23 * 4L) - ((unsigned long)in + (unsigned long)((long)t23 * 4L)));
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))) | ((t27 <= 0L) | (t27 >= 32L)))) {
        long t28 = t24 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t29 = (long)t23 + i_vec;
            float *t30 = out + t29;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t29);
            vcc_v8_float t68 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t69 = (vcc_m8)(in_v_1 < t68);
            vcc_m8 t10 = ~t69;
            int t70 = vcc_any(t10);
            vcc_v8_float t72 = in_v_1;
            for (int t71 = 24; t70 ? t71 > 0 : 0; t71--, t72 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t73 = vcc_splat(vcc_v8_float, (float)t71);
                    vcc_v8_float t74 = t73 / t72;
                    t8 = in_v_1 + t74;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t75 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t75 / t72;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t76 = vcc_any(t69);
            vcc_v8_float t78 = in_v_1;
            vcc_v8_float t79 = in_v_1;
            for (int t77 = 1; t76 ? t77 < 24 : 0; t77++, t78 = t12, t79 = t11) {
                if (vcc_any(t69)) {
                    vcc_v8_float t81 = t79 * in_v_1;
                    vcc_v8_float t82 = vcc_splat(vcc_v8_float, (float)(2 * t77 + 1));
                    t11 = t81 / t82;
                    t12 = t78 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t80 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t78);
            vcc_store(t30, t80);
            i_vec += 8L;
            if (i_vec >= t28) {
                i = (int)((long)t23 + t28);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float t32 = in[t31];
        out[t31] = series(t32, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
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
    int t30;
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
        /* vcc: loop at noregroup.c:104 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, y + i_vec_1);
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec_1);
            vcc_v4_double t46 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t47 = x_v * t46;
            vcc_v4_int t48 = __builtin_convertvector(t47, vcc_v4_int);
            vcc_v4_double t49 = __builtin_convertvector(t48, vcc_v4_double);
            vcc_v4_double t50 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t51 = t49 + t50;
            vcc_m4 t52 = __builtin_convertvector(t51 > y_v, vcc_m4);
            vcc_m4 t53 = ~t52;
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t54 = vcc_any(t53);
            for (int t55 = 0; t54 ? t55 < 40 : 0; t55 = t3, t1 = t4) {
                if (vcc_any(t53)) {
                    vcc_v4_double t57 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t58 = t1 * t57;
                    t3 = t55 + 1;
                    vcc_v4_double t59 = vcc_splat(vcc_v4_double, (double)t3);
                    vcc_v4_double t60 = y_v / t59;
                    t4 = t58 - t60;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t56 = vcc_any(t52);
            int t61 = 0;
            while (t56 ? t61 < 40 : 0) {
                vcc_v4_double t62 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t63 = t2 * t62;
                vcc_v4_double t64 = vcc_splat(vcc_v4_double, (double)t61);
                vcc_v4_double t65 = x_v * t64;
                t2 = t63 + t65;
                t61++;
            }
            vcc_v4_double t66 = vcc_select(vcc_v4_long, __builtin_convertvector(t52, vcc_v4_long), t2, t1);
            vcc_store(t29, t66);
            long t44 = i_vec_1 + 4L;
            double *t45 = out + t44;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, y + t44);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t44);
            vcc_v4_double t90 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t91 = x_v_2 * t90;
            vcc_v4_int t92 = __builtin_convertvector(t91, vcc_v4_int);
            vcc_v4_double t93 = __builtin_convertvector(t92, vcc_v4_double);
            vcc_v4_double t94 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t95 = t93 + t94;
            vcc_m4 t96 = __builtin_convertvector(t95 > y_v_2, vcc_m4);
            vcc_m4 t97 = ~t96;
            vcc_v4_double t9 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t98 = vcc_any(t97);
            for (int t99 = 0; t98 ? t99 < 40 : 0; t99 = t11, t9 = t12) {
                if (vcc_any(t97)) {
                    vcc_v4_double t101 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t102 = t9 * t101;
                    t11 = t99 + 1;
                    vcc_v4_double t103 = vcc_splat(vcc_v4_double, (double)t11);
                    vcc_v4_double t104 = y_v_2 / t103;
                    t12 = t102 - t104;
                } else {
                    t11 = 0;
                    t12 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t100 = vcc_any(t96);
            int t105 = 0;
            while (t100 ? t105 < 40 : 0) {
                vcc_v4_double t106 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t107 = t10 * t106;
                vcc_v4_double t108 = vcc_splat(vcc_v4_double, (double)t105);
                vcc_v4_double t109 = x_v_2 * t108;
                t10 = t107 + t109;
                t105++;
            }
            vcc_v4_double t110 = vcc_select(vcc_v4_long, __builtin_convertvector(t96, vcc_v4_long), t10, t9);
            vcc_store(t45, t110);
            long t88 = i_vec_1 + 8L;
            double *t89 = out + t88;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, y + t88);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t88);
            vcc_v4_double t113 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t114 = x_v_3 * t113;
            vcc_v4_int t115 = __builtin_convertvector(t114, vcc_v4_int);
            vcc_v4_double t116 = __builtin_convertvector(t115, vcc_v4_double);
            vcc_v4_double t117 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t118 = t116 + t117;
            vcc_m4 t119 = __builtin_convertvector(t118 > y_v_3, vcc_m4);
            vcc_m4 t120 = ~t119;
            vcc_v4_double t13 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t121 = vcc_any(t120);
            for (int t122 = 0; t121 ? t122 < 40 : 0; t122 = t15, t13 = t16) {
                if (vcc_any(t120)) {
                    vcc_v4_double t124 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t125 = t13 * t124;
                    t15 = t122 + 1;
                    vcc_v4_double t126 = vcc_splat(vcc_v4_double, (double)t15);
                    vcc_v4_double t127 = y_v_3 / t126;
                    t16 = t125 - t127;
                } else {
                    t15 = 0;
                    t16 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t123 = vcc_any(t119);
            int t128 = 0;
            while (t123 ? t128 < 40 : 0) {
                vcc_v4_double t129 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t130 = t14 * t129;
                vcc_v4_double t131 = vcc_splat(vcc_v4_double, (double)t128);
                vcc_v4_double t132 = x_v_3 * t131;
                t14 = t130 + t132;
                t128++;
            }
            vcc_v4_double t133 = vcc_select(vcc_v4_long, __builtin_convertvector(t119, vcc_v4_long), t14, t13);
            vcc_store(t89, t133);
            long t111 = i_vec_1 + 12L;
            double *t112 = out + t111;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, y + t111);
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t111);
            vcc_v4_double t134 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t135 = x_v_4 * t134;
            vcc_v4_int t136 = __builtin_convertvector(t135, vcc_v4_int);
            vcc_v4_double t137 = __builtin_convertvector(t136, vcc_v4_double);
            vcc_v4_double t138 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t139 = t137 + t138;
            vcc_m4 t140 = __builtin_convertvector(t139 > y_v_4, vcc_m4);
            vcc_m4 t141 = ~t140;
            vcc_v4_double t17 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t142 = vcc_any(t141);
            for (int t143 = 0; t142 ? t143 < 40 : 0; t143 = t19, t17 = t20) {
                if (vcc_any(t141)) {
                    vcc_v4_double t145 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t146 = t17 * t145;
                    t19 = t143 + 1;
                    vcc_v4_double t147 = vcc_splat(vcc_v4_double, (double)t19);
                    vcc_v4_double t148 = y_v_4 / t147;
                    t20 = t146 - t148;
                } else {
                    t19 = 0;
                    t20 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t18 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t144 = vcc_any(t140);
            int t149 = 0;
            while (t144 ? t149 < 40 : 0) {
                vcc_v4_double t150 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t151 = t18 * t150;
                vcc_v4_double t152 = vcc_splat(vcc_v4_double, (double)t149);
                vcc_v4_double t153 = x_v_4 * t152;
                t18 = t151 + t153;
                t149++;
            }
            vcc_v4_double t154 = vcc_select(vcc_v4_long, __builtin_convertvector(t140, vcc_v4_long), t18, t17);
            vcc_store(t112, t154);
            i_vec_1 += 16L;
            if (i_vec_1 >= t28) {
                t30 = (int)t28;
                break;
            }
        }
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)out;
    unsigned long t33 = (unsigned long)x;
    long t34 = (long)((unsigned long)out + (unsigned long)((long)t30 * 8L) - ((unsigned long)x + (unsigned long)((long)t30 * 8L)));
    unsigned long t35 = (unsigned long)out;
    unsigned long t36 = (unsigned long)y;
    long t37 = (long)((unsigned long)out + (unsigned long)((long)t30 * 8L) - ((unsigned long)y + (unsigned long)((long)t30 * 8L)));
    if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t30 * 8L))) | ((t33 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t30 * 8L))) | ((t34 <= 0L) | (t34 >= 32L))) & (((t35 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t36 + (unsigned long)((long)t30 * 8L))) | ((t36 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t35 + (unsigned long)((long)t30 * 8L))) | ((t37 <= 0L) | (t37 >= 32L)))) {
        long t38 = t31 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t39 = (long)t30 + i_vec;
            double *t40 = out + t39;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, y + t39);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t39);
            vcc_v4_double t67 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t68 = x_v_1 * t67;
            vcc_v4_int t69 = __builtin_convertvector(t68, vcc_v4_int);
            vcc_v4_double t70 = __builtin_convertvector(t69, vcc_v4_double);
            vcc_v4_double t71 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t72 = t70 + t71;
            vcc_m4 t73 = __builtin_convertvector(t72 > y_v_1, vcc_m4);
            vcc_m4 t74 = ~t73;
            vcc_v4_double t5 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t75 = vcc_any(t74);
            for (int t76 = 0; t75 ? t76 < 40 : 0; t76 = t7, t5 = t8) {
                if (vcc_any(t74)) {
                    vcc_v4_double t78 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t79 = t5 * t78;
                    t7 = t76 + 1;
                    vcc_v4_double t80 = vcc_splat(vcc_v4_double, (double)t7);
                    vcc_v4_double t81 = y_v_1 / t80;
                    t8 = t79 - t81;
                } else {
                    t7 = 0;
                    t8 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t77 = vcc_any(t73);
            int t82 = 0;
            while (t77 ? t82 < 40 : 0) {
                vcc_v4_double t83 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t84 = t6 * t83;
                vcc_v4_double t85 = vcc_splat(vcc_v4_double, (double)t82);
                vcc_v4_double t86 = x_v_1 * t85;
                t6 = t84 + t86;
                t82++;
            }
            vcc_v4_double t87 = vcc_select(vcc_v4_long, __builtin_convertvector(t73, vcc_v4_long), t6, t5);
            vcc_store(t40, t87);
            i_vec += 4L;
            if (i_vec >= t38) {
                i = (int)((long)t30 + t38);
                break;
            }
        }
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        double t42 = y[t41];
        double t43 = x[t41];
        out[t41] = blend2(t43, t42);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t19;
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
        /* vcc: loop at noregroup.c:110 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            unsigned int *t17 = out + i_vec_1;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec_1);
            vcc_v8_int t18 = b_v + i_v_2;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            vcc_v8_uint t2 = (vcc_v8_uint)a_v;
            vcc_v8_int t40 = a_v ^ t18;
            vcc_v8_int t41 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t42 = t40 & t41;
            vcc_m8 t43 = (vcc_m8)(t42 != (vcc_v8_int){0});
            vcc_m8 t44 = ~t43;
            int t45 = vcc_any(t43);
            int t46 = 0;
            vcc_v8_uint t1 = t2;
            while (t45 ? t46 < 12 : 0) {
                vcc_v8_int t47 = (vcc_v8_int){t46, t46, t46, t46, t46, t46, t46, t46};
                vcc_v8_uint t48 = (vcc_v8_uint)t18;
                vcc_v8_uint t49 = (vcc_v8_uint)t47;
                vcc_v8_uint t50 = t48 + t49;
                vcc_v8_int t51 = (vcc_v8_int)t50;
                vcc_v8_uint t52 = (vcc_v8_uint)t51;
                vcc_v8_uint t53 = t1 ^ t52;
                vcc_v8_uint t54 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t1 = t53 * t54;
                t46++;
            }
            int t55 = vcc_any(t44);
            int t56 = 0;
            while (t55 ? t56 < 12 : 0) {
                vcc_v8_uint t57 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t58 = t2 * t57;
                vcc_v8_int t59 = vcc_splat(vcc_v8_int, t56 & 7);
                vcc_v8_int t60 = t18 >> t59;
                vcc_v8_uint t61 = (vcc_v8_uint)t60;
                t2 = t58 + t61;
                t56++;
            }
            vcc_v8_uint t62 = vcc_select(vcc_v8_int, (vcc_v8_int)t43, t1, t2);
            vcc_store(t17, t62);
            long t36 = i_vec_1 + 8L;
            vcc_v8_uint t37 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t37;
            unsigned int *t38 = out + t36;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t36);
            vcc_v8_int t39 = b_v_2 + i_v_4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t36);
            vcc_v8_uint t6 = (vcc_v8_uint)a_v_2;
            vcc_v8_int t86 = a_v_2 ^ t39;
            vcc_v8_int t87 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t88 = t86 & t87;
            vcc_m8 t89 = (vcc_m8)(t88 != (vcc_v8_int){0});
            vcc_m8 t90 = ~t89;
            int t91 = vcc_any(t89);
            int t92 = 0;
            vcc_v8_uint t5 = t6;
            while (t91 ? t92 < 12 : 0) {
                vcc_v8_int t93 = (vcc_v8_int){t92, t92, t92, t92, t92, t92, t92, t92};
                vcc_v8_uint t94 = (vcc_v8_uint)t39;
                vcc_v8_uint t95 = (vcc_v8_uint)t93;
                vcc_v8_uint t96 = t94 + t95;
                vcc_v8_int t97 = (vcc_v8_int)t96;
                vcc_v8_uint t98 = (vcc_v8_uint)t97;
                vcc_v8_uint t99 = t5 ^ t98;
                vcc_v8_uint t100 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t5 = t99 * t100;
                t92++;
            }
            int t101 = vcc_any(t90);
            int t102 = 0;
            while (t101 ? t102 < 12 : 0) {
                vcc_v8_uint t103 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t104 = t6 * t103;
                vcc_v8_int t105 = vcc_splat(vcc_v8_int, t102 & 7);
                vcc_v8_int t106 = t39 >> t105;
                vcc_v8_uint t107 = (vcc_v8_uint)t106;
                t6 = t104 + t107;
                t102++;
            }
            vcc_v8_uint t108 = vcc_select(vcc_v8_int, (vcc_v8_int)t89, t5, t6);
            vcc_store(t38, t108);
            i_vec_1 += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_1 >= t14) {
                t19 = (int)t14;
                break;
            }
        }
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)a;
    long t23 = (long)((unsigned long)out + (unsigned long)((long)t19 * 4L) - ((unsigned long)a + (unsigned long)((long)t19 * 4L)));
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)b;
    long t26 = (long)((unsigned long)out + (unsigned long)((long)t19 * 4L) - ((unsigned long)b + (unsigned long)((long)t19 * 4L)));
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))) | ((t23 <= 0L) | (t23 >= 32L))) & (((t24 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t19 * 4L))) | ((t25 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t19 * 4L))) | ((t26 <= 0L) | (t26 >= 32L)))) {
        long t27 = t20 & -8L;
        vcc_v8_int t28 = (vcc_v8_int){t19, t19, t19, t19, t19, t19, t19, t19};
        vcc_v8_uint t29 = (vcc_v8_uint)t28;
        vcc_v8_uint i_v_1 = t29 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t30 = (long)t19 + i_vec;
            vcc_v8_int i_v_3 = (vcc_v8_int)i_v_1;
            unsigned int *t31 = out + t30;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t30);
            vcc_v8_int t32 = b_v_1 + i_v_3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t30);
            vcc_v8_uint t4 = (vcc_v8_uint)a_v_1;
            vcc_v8_int t63 = a_v_1 ^ t32;
            vcc_v8_int t64 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t65 = t63 & t64;
            vcc_m8 t66 = (vcc_m8)(t65 != (vcc_v8_int){0});
            vcc_m8 t67 = ~t66;
            int t68 = vcc_any(t66);
            int t69 = 0;
            vcc_v8_uint t3 = t4;
            while (t68 ? t69 < 12 : 0) {
                vcc_v8_int t70 = (vcc_v8_int){t69, t69, t69, t69, t69, t69, t69, t69};
                vcc_v8_uint t71 = (vcc_v8_uint)t32;
                vcc_v8_uint t72 = (vcc_v8_uint)t70;
                vcc_v8_uint t73 = t71 + t72;
                vcc_v8_int t74 = (vcc_v8_int)t73;
                vcc_v8_uint t75 = (vcc_v8_uint)t74;
                vcc_v8_uint t76 = t3 ^ t75;
                vcc_v8_uint t77 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t76 * t77;
                t69++;
            }
            int t78 = vcc_any(t67);
            int t79 = 0;
            while (t78 ? t79 < 12 : 0) {
                vcc_v8_uint t80 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t81 = t4 * t80;
                vcc_v8_int t82 = vcc_splat(vcc_v8_int, t79 & 7);
                vcc_v8_int t83 = t32 >> t82;
                vcc_v8_uint t84 = (vcc_v8_uint)t83;
                t4 = t81 + t84;
                t79++;
            }
            vcc_v8_uint t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t66, t3, t4);
            vcc_store(t31, t85);
            i_vec += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t27) {
                i = (int)((long)t19 + t27);
                break;
            }
        }
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        int t34 = b[t33];
        int t35 = a[t33];
        out[t33] = mix(t35, t34 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
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
    int t24;
    long t25;
    int i;
    int t61;
    vcc_v8_float t62;
    vcc_v8_float t63;
    int t64;
    int t67;
    vcc_v8_float t68;
    int t69;
    vcc_v8_float t70;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    t20 = (long)((unsigned long)out - (unsigned long)in);
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18) | ((t20 <= 0L) | (t20 >= 64L)))) {
        long t21 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:116 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t22 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t23 = in_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t35 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t36 = (vcc_m8)(t23 < t35);
            vcc_m8 t3 = ~t36;
            int t37 = vcc_any(t3);
            vcc_v8_float t39 = t23;
            for (int t38 = 9; t37 ? t38 > 0 : 0; t38--, t39 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t40 = vcc_splat(vcc_v8_float, (float)t38);
                    vcc_v8_float t41 = t40 / t39;
                    t1 = t23 + t41;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t42 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t42 / t39;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t43 = vcc_any(t36);
            long t44 = i_vec_1 + 8L;
            float *t45 = out + t44;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t44);
            vcc_v8_float t46 = in_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t47 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t48 = (vcc_m8)(t46 < t47);
            vcc_m8 t14 = ~t48;
            int t49 = vcc_any(t14);
            int t50 = 1;
            vcc_v8_float t51 = t23;
            vcc_v8_float t52 = t23;
            int t53 = 1;
            vcc_v8_float t54 = (vcc_v8_float){0};
            int t55 = 9;
            vcc_v8_float t56 = t46;
            int t57 = 1;
            vcc_v8_float t58 = (vcc_v8_float){0};
            for (;;) {
                if (t53) {
                    if (t43 ? t50 < 9 : 0) {
                        if (vcc_any(t36)) {
                            vcc_v8_float t59 = t52 * t23;
                            vcc_v8_float t60 = vcc_splat(vcc_v8_float, (float)(2 * t50 + 1));
                            t4 = t59 / t60;
                            t5 = t51 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t61 = t50 + 1;
                        t62 = t5;
                        t63 = t4;
                        t64 = 1;
                        t6 = t54;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t51);
                        t61 = t50;
                        t62 = t51;
                        t63 = t52;
                        t64 = 0;
                    }
                } else {
                    t61 = t50;
                    t62 = t51;
                    t63 = t52;
                    t64 = 0;
                    t6 = t54;
                }
                if (t57) {
                    if (t49 ? t55 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t65 = vcc_splat(vcc_v8_float, (float)t55);
                            vcc_v8_float t66 = t65 / t56;
                            t7 = t46 + t66;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t67 = t55 - 1;
                        t68 = t7;
                        t69 = 1;
                        t70 = t58;
                    } else {
                        t67 = t55;
                        t68 = t56;
                        t69 = 0;
                        t70 = t56;
                    }
                } else {
                    t67 = t55;
                    t68 = t56;
                    t69 = 0;
                    t70 = t58;
                }
                if (!(t64 | t69)) {
                    vcc_v8_float t71 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t22, t71);
                    if (vcc_any(t14)) {
                        vcc_v8_float t89 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t89 / t70;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t90 = vcc_any(t48);
                    vcc_v8_float t92 = t46;
                    vcc_v8_float t93 = t46;
                    for (int t91 = 1; t90 ? t91 < 9 : 0; t91++, t92 = t16, t93 = t15) {
                        if (vcc_any(t48)) {
                            vcc_v8_float t95 = t93 * t46;
                            vcc_v8_float t96 = vcc_splat(vcc_v8_float, (float)(2 * t91 + 1));
                            t15 = t95 / t96;
                            t16 = t92 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t94 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t92);
                    vcc_v8_float t88 = t94 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t45, t88);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t21) {
                        break;
                    }
                    t24 = (int)t21;
                    goto L97;
                }
                t50 = t61;
                t51 = t62;
                t52 = t63;
                t53 = t64;
                t54 = t6;
                t55 = t67;
                t56 = t68;
                t57 = t69;
                t58 = t70;
            }
        }
    } else {
        t24 = 0;
    }
L97:
    t25 = (long)n + (long)t24 * -1L;
    unsigned long t26 = (unsigned long)out;
    unsigned long t27 = (unsigned long)in;
    long t28 = (long)((unsigned long)out + (unsigned long)((long)t24 * 4L) - ((unsigned long)in + (unsigned long)((long)t24 * 4L)));
    if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))) | ((t28 <= 0L) | (t28 >= 32L)))) {
        long t29 = t25 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t30 = (long)t24 + i_vec;
            float *t31 = out + t30;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t30);
            vcc_v8_float t32 = in_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t74 = (vcc_m8)(t32 < t73);
            vcc_m8 t10 = ~t74;
            int t75 = vcc_any(t10);
            vcc_v8_float t77 = t32;
            for (int t76 = 9; t75 ? t76 > 0 : 0; t76--, t77 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t78 = vcc_splat(vcc_v8_float, (float)t76);
                    vcc_v8_float t79 = t78 / t77;
                    t8 = t32 + t79;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t80 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t80 / t77;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t81 = vcc_any(t74);
            vcc_v8_float t83 = t32;
            vcc_v8_float t84 = t32;
            for (int t82 = 1; t81 ? t82 < 9 : 0; t82++, t83 = t12, t84 = t11) {
                if (vcc_any(t74)) {
                    vcc_v8_float t86 = t84 * t32;
                    vcc_v8_float t87 = vcc_splat(vcc_v8_float, (float)(2 * t82 + 1));
                    t11 = t86 / t87;
                    t12 = t83 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t83);
            vcc_v8_float t72 = t85 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t31, t72);
            i_vec += 8L;
            if (i_vec >= t29) {
                i = (int)((long)t24 + t29);
                break;
            }
        }
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        float t34 = in[t33];
        out[t33] = series(t34 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
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
    int t20;
    long t21;
    int i;
    int t50;
    vcc_v8_float t51;
    int t52;
    int t56;
    vcc_v8_float t57;
    int t58;
    vcc_v8_float t59;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    t17 = (long)((unsigned long)out - (unsigned long)in);
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L)))) {
        long t18 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:122 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t19 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t30 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t31 = (vcc_m8)(in_v >= t30);
            vcc_m8 t32 = ~t31;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t33 = vcc_any(t32);
            for (int t34 = 15; t33 ? t34 >= 0 : 0; t34--, t1 = t7) {
                if (vcc_any(t32)) {
                    vcc_v8_float t60 = -in_v;
                    vcc_v8_float t61 = t1 * t60;
                    vcc_v8_float t62 = vcc_splat(vcc_v8_float, coef[t34]);
                    t7 = t61 - t62;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t35 = vcc_any(t31);
            long t36 = i_vec_1 + 8L;
            float *t37 = out + t36;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t36);
            vcc_v8_float t38 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t39 = (vcc_m8)(in_v_2 >= t38);
            vcc_m8 t40 = ~t39;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t41 = vcc_any(t40);
            int t42 = 0;
            int t43 = 1;
            vcc_v8_float t44 = (vcc_v8_float){0};
            int t45 = 15;
            int t46 = 1;
            vcc_v8_float t47 = (vcc_v8_float){0};
            for (;;) {
                if (t43) {
                    if (t35 ? t42 < 16 : 0) {
                        if (vcc_any(t31)) {
                            vcc_v8_float t48 = t2 * in_v;
                            vcc_v8_float t49 = vcc_splat(vcc_v8_float, coef[t42]);
                            t4 = t48 + t49;
                        } else {
                            t4 = (vcc_v8_float){0};
                        }
                        t50 = t42 + 1;
                        t51 = t4;
                        t52 = 1;
                        t5 = t44;
                    } else {
                        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t31, t2, t1);
                        t50 = t42;
                        t51 = t2;
                        t52 = 0;
                    }
                } else {
                    t50 = t42;
                    t51 = t2;
                    t52 = 0;
                    t5 = t44;
                }
                if (t46) {
                    if (t41 ? t45 >= 0 : 0) {
                        if (vcc_any(t40)) {
                            vcc_v8_float t53 = -in_v_2;
                            vcc_v8_float t54 = t3 * t53;
                            vcc_v8_float t55 = vcc_splat(vcc_v8_float, coef[t45]);
                            t6 = t54 - t55;
                        } else {
                            t6 = (vcc_v8_float){0};
                        }
                        t56 = t45 - 1;
                        t57 = t6;
                        t58 = 1;
                        t59 = t47;
                    } else {
                        t56 = t45;
                        t57 = t3;
                        t58 = 0;
                        t59 = t3;
                    }
                } else {
                    t56 = t45;
                    t57 = t3;
                    t58 = 0;
                    t59 = t47;
                }
                if (!(t52 | t58)) {
                    vcc_store(t19, t5);
                    vcc_v8_float t12 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    int t76 = vcc_any(t39);
                    for (int t77 = 0; t76 ? t77 < 16 : 0; t77++, t12 = t13) {
                        if (vcc_any(t39)) {
                            vcc_v8_float t79 = t12 * in_v_2;
                            vcc_v8_float t80 = vcc_splat(vcc_v8_float, coef[t77]);
                            t13 = t79 + t80;
                        } else {
                            t13 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t12, t59);
                    vcc_store(t37, t78);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t18) {
                        break;
                    }
                    t20 = (int)t18;
                    goto L81;
                }
                t42 = t50;
                t2 = t51;
                t43 = t52;
                t44 = t5;
                t45 = t56;
                t3 = t57;
                t46 = t58;
                t47 = t59;
            }
        }
    } else {
        t20 = 0;
    }
L81:
    t21 = (long)n + (long)t20 * -1L;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)in;
    long t24 = (long)((unsigned long)out + (unsigned long)((long)t20 * 4L) - ((unsigned long)in + (unsigned long)((long)t20 * 4L)));
    if ((t21 >= 8L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | ((t24 <= 0L) | (t24 >= 32L)))) {
        long t25 = t21 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t26 = (long)t20 + i_vec;
            float *t27 = out + t26;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t26);
            vcc_v8_float t63 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t64 = (vcc_m8)(in_v_1 >= t63);
            vcc_m8 t65 = ~t64;
            vcc_v8_float t8 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t66 = vcc_any(t65);
            for (int t67 = 15; t66 ? t67 >= 0 : 0; t67--, t8 = t10) {
                if (vcc_any(t65)) {
                    vcc_v8_float t69 = -in_v_1;
                    vcc_v8_float t70 = t8 * t69;
                    vcc_v8_float t71 = vcc_splat(vcc_v8_float, coef[t67]);
                    t10 = t70 - t71;
                } else {
                    t10 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t68 = vcc_any(t64);
            for (int t72 = 0; t68 ? t72 < 16 : 0; t72++, t9 = t11) {
                if (vcc_any(t64)) {
                    vcc_v8_float t74 = t9 * in_v_1;
                    vcc_v8_float t75 = vcc_splat(vcc_v8_float, coef[t72]);
                    t11 = t74 + t75;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t64, t9, t8);
            vcc_store(t27, t73);
            i_vec += 8L;
            if (i_vec >= t25) {
                i = (int)((long)t20 + t25);
                break;
            }
        }
    } else {
        i = t20;
    }
    for (; i < n; i++) {
        long t28 = (long)i;
        float t29 = in[t28];
        out[t28] = poly(coef, t29, 16);
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
        /* vcc: loop at noregroup.c:128 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
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
    /* vcc: loop at noregroup.c:143 vectorized: VF 8, UF 2, scalar epilogue */
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
            /* vcc: loop at noregroup.c:175 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            /* vcc: loop at noregroup.c:175 vector epilogue: VF 8, UF 1, scalar epilogue */
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
