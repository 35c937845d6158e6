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
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_any(M) ({ __typeof__(M) vcc_m = (M); int vcc_r = 0; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_m); vcc_k++) vcc_r |= vcc_m[vcc_k] != 0; vcc_r; })
#define vcc_splat(VT, X) ({ VT vcc_r; __typeof__(vcc_r[0]) vcc_x = (X); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = vcc_x; vcc_r; })
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_store(P, V) do { __typeof__(V) vcc_v = (V); __builtin_memcpy((P), &vcc_v, sizeof vcc_v); } while (0)
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
    int t22;
    long t23;
    int i;
    int t56;
    vcc_v8_float t57;
    vcc_v8_float t58;
    int t59;
    int t62;
    vcc_v8_float t63;
    int t64;
    vcc_v8_float t65;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:98 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t31 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t32 = (vcc_m8)(in_v < t31);
            vcc_m8 t3 = ~t32;
            int t33 = vcc_any(t3);
            vcc_v8_float t35 = in_v;
            for (int t34 = 24; t33 ? t34 > 0 : 0; t34--, t35 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t36 = vcc_splat(vcc_v8_float, (float)t34);
                    vcc_v8_float t37 = t36 / t35;
                    t1 = in_v + t37;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t38 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t38 / t35;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t39 = vcc_any(t32);
            long t40 = i_vec_1 + 8L;
            float *t41 = out + t40;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t40);
            vcc_v8_float t42 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t43 = (vcc_m8)(in_v_2 < t42);
            vcc_m8 t14 = ~t43;
            int t44 = vcc_any(t14);
            int t45 = 1;
            vcc_v8_float t46 = in_v;
            vcc_v8_float t47 = in_v;
            int t48 = 1;
            vcc_v8_float t49 = (vcc_v8_float){0};
            int t50 = 24;
            vcc_v8_float t51 = in_v_2;
            int t52 = 1;
            vcc_v8_float t53 = (vcc_v8_float){0};
            for (;;) {
                if (t48) {
                    if (t39 ? t45 < 24 : 0) {
                        if (vcc_any(t32)) {
                            vcc_v8_float t54 = t47 * in_v;
                            vcc_v8_float t55 = vcc_splat(vcc_v8_float, (float)(2 * t45 + 1));
                            t4 = t54 / t55;
                            t5 = t46 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t56 = t45 + 1;
                        t57 = t5;
                        t58 = t4;
                        t59 = 1;
                        t6 = t49;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t46);
                        t56 = t45;
                        t57 = t46;
                        t58 = t47;
                        t59 = 0;
                    }
                } else {
                    t56 = t45;
                    t57 = t46;
                    t58 = t47;
                    t59 = 0;
                    t6 = t49;
                }
                if (t52) {
                    if (t44 ? t50 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t60 = vcc_splat(vcc_v8_float, (float)t50);
                            vcc_v8_float t61 = t60 / t51;
                            t7 = in_v_2 + t61;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t62 = t50 - 1;
                        t63 = t7;
                        t64 = 1;
                        t65 = t53;
                    } else {
                        t62 = t50;
                        t63 = t51;
                        t64 = 0;
                        t65 = t51;
                    }
                } else {
                    t62 = t50;
                    t63 = t51;
                    t64 = 0;
                    t65 = t53;
                }
                if (!(t59 | t64)) {
                    vcc_store(t21, t6);
                    if (vcc_any(t14)) {
                        vcc_v8_float t81 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t81 / t65;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t82 = vcc_any(t43);
                    vcc_v8_float t84 = in_v_2;
                    vcc_v8_float t85 = in_v_2;
                    for (int t83 = 1; t82 ? t83 < 24 : 0; t83++, t84 = t16, t85 = t15) {
                        if (vcc_any(t43)) {
                            vcc_v8_float t87 = t85 * in_v_2;
                            vcc_v8_float t88 = vcc_splat(vcc_v8_float, (float)(2 * t83 + 1));
                            t15 = t87 / t88;
                            t16 = t84 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t86 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t84);
                    vcc_store(t41, t86);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t22 = (int)t20;
                    goto L89;
                }
                t45 = t56;
                t46 = t57;
                t47 = t58;
                t48 = t59;
                t49 = t6;
                t50 = t62;
                t51 = t63;
                t52 = t64;
                t53 = t65;
            }
        }
    } else {
        t22 = 0;
    }
L89:
    t23 = (long)n + (long)t22 * -1L;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)in;
    if ((t23 >= 8L) & (((t24 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t22 * 4L))) | ((t25 + (unsigned long)((long)t22 * 4L + 4L + (t23 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t22 * 4L))))) {
        long t26 = t23 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t27 = (long)t22 + i_vec;
            float *t28 = out + t27;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t27);
            vcc_v8_float t66 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t67 = (vcc_m8)(in_v_1 < t66);
            vcc_m8 t10 = ~t67;
            int t68 = vcc_any(t10);
            vcc_v8_float t70 = in_v_1;
            for (int t69 = 24; t68 ? t69 > 0 : 0; t69--, t70 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t71 = vcc_splat(vcc_v8_float, (float)t69);
                    vcc_v8_float t72 = t71 / t70;
                    t8 = in_v_1 + t72;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t73 / t70;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t74 = vcc_any(t67);
            vcc_v8_float t76 = in_v_1;
            vcc_v8_float t77 = in_v_1;
            for (int t75 = 1; t74 ? t75 < 24 : 0; t75++, t76 = t12, t77 = t11) {
                if (vcc_any(t67)) {
                    vcc_v8_float t79 = t77 * in_v_1;
                    vcc_v8_float t80 = vcc_splat(vcc_v8_float, (float)(2 * t75 + 1));
                    t11 = t79 / t80;
                    t12 = t76 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t76);
            vcc_store(t28, t78);
            i_vec += 8L;
            if (i_vec >= t26) {
                i = (int)((long)t22 + t26);
                break;
            }
        }
    } else {
        i = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        float t30 = in[t29];
        out[t29] = series(t30, 24);
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
    int t28;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 16L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:104 vectorized: VF 4, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            double *t27 = out + i_vec_1;
            vcc_v4_double y_v = vcc_load(vcc_v4_double, y + i_vec_1);
            vcc_v4_double x_v = vcc_load(vcc_v4_double, x + i_vec_1);
            vcc_v4_double t42 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t43 = x_v * t42;
            vcc_v4_int t44 = __builtin_convertvector(t43, vcc_v4_int);
            vcc_v4_double t45 = __builtin_convertvector(t44, vcc_v4_double);
            vcc_v4_double t46 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t47 = t45 + t46;
            vcc_m4 t48 = __builtin_convertvector(t47 > y_v, vcc_m4);
            vcc_m4 t49 = ~t48;
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t50 = vcc_any(t49);
            for (int t51 = 0; t50 ? t51 < 40 : 0; t51 = t3, t1 = t4) {
                if (vcc_any(t49)) {
                    vcc_v4_double t53 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t54 = t1 * t53;
                    t3 = t51 + 1;
                    vcc_v4_double t55 = vcc_splat(vcc_v4_double, (double)t3);
                    vcc_v4_double t56 = y_v / t55;
                    t4 = t54 - t56;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t52 = vcc_any(t48);
            int t57 = 0;
            while (t52 ? t57 < 40 : 0) {
                vcc_v4_double t58 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t59 = t2 * t58;
                vcc_v4_double t60 = vcc_splat(vcc_v4_double, (double)t57);
                vcc_v4_double t61 = x_v * t60;
                t2 = t59 + t61;
                t57++;
            }
            vcc_v4_double t62 = vcc_select(vcc_v4_long, __builtin_convertvector(t48, vcc_v4_long), t2, t1);
            vcc_store(t27, t62);
            long t40 = i_vec_1 + 4L;
            double *t41 = out + t40;
            vcc_v4_double y_v_2 = vcc_load(vcc_v4_double, y + t40);
            vcc_v4_double x_v_2 = vcc_load(vcc_v4_double, x + t40);
            vcc_v4_double t86 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t87 = x_v_2 * t86;
            vcc_v4_int t88 = __builtin_convertvector(t87, vcc_v4_int);
            vcc_v4_double t89 = __builtin_convertvector(t88, vcc_v4_double);
            vcc_v4_double t90 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t91 = t89 + t90;
            vcc_m4 t92 = __builtin_convertvector(t91 > y_v_2, vcc_m4);
            vcc_m4 t93 = ~t92;
            vcc_v4_double t9 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t94 = vcc_any(t93);
            for (int t95 = 0; t94 ? t95 < 40 : 0; t95 = t11, t9 = t12) {
                if (vcc_any(t93)) {
                    vcc_v4_double t97 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t98 = t9 * t97;
                    t11 = t95 + 1;
                    vcc_v4_double t99 = vcc_splat(vcc_v4_double, (double)t11);
                    vcc_v4_double t100 = y_v_2 / t99;
                    t12 = t98 - t100;
                } else {
                    t11 = 0;
                    t12 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t96 = vcc_any(t92);
            int t101 = 0;
            while (t96 ? t101 < 40 : 0) {
                vcc_v4_double t102 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t103 = t10 * t102;
                vcc_v4_double t104 = vcc_splat(vcc_v4_double, (double)t101);
                vcc_v4_double t105 = x_v_2 * t104;
                t10 = t103 + t105;
                t101++;
            }
            vcc_v4_double t106 = vcc_select(vcc_v4_long, __builtin_convertvector(t92, vcc_v4_long), t10, t9);
            vcc_store(t41, t106);
            long t84 = i_vec_1 + 8L;
            double *t85 = out + t84;
            vcc_v4_double y_v_3 = vcc_load(vcc_v4_double, y + t84);
            vcc_v4_double x_v_3 = vcc_load(vcc_v4_double, x + t84);
            vcc_v4_double t109 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t110 = x_v_3 * t109;
            vcc_v4_int t111 = __builtin_convertvector(t110, vcc_v4_int);
            vcc_v4_double t112 = __builtin_convertvector(t111, vcc_v4_double);
            vcc_v4_double t113 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t114 = t112 + t113;
            vcc_m4 t115 = __builtin_convertvector(t114 > y_v_3, vcc_m4);
            vcc_m4 t116 = ~t115;
            vcc_v4_double t13 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t117 = vcc_any(t116);
            for (int t118 = 0; t117 ? t118 < 40 : 0; t118 = t15, t13 = t16) {
                if (vcc_any(t116)) {
                    vcc_v4_double t120 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t121 = t13 * t120;
                    t15 = t118 + 1;
                    vcc_v4_double t122 = vcc_splat(vcc_v4_double, (double)t15);
                    vcc_v4_double t123 = y_v_3 / t122;
                    t16 = t121 - t123;
                } else {
                    t15 = 0;
                    t16 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t119 = vcc_any(t115);
            int t124 = 0;
            while (t119 ? t124 < 40 : 0) {
                vcc_v4_double t125 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t126 = t14 * t125;
                vcc_v4_double t127 = vcc_splat(vcc_v4_double, (double)t124);
                vcc_v4_double t128 = x_v_3 * t127;
                t14 = t126 + t128;
                t124++;
            }
            vcc_v4_double t129 = vcc_select(vcc_v4_long, __builtin_convertvector(t115, vcc_v4_long), t14, t13);
            vcc_store(t85, t129);
            long t107 = i_vec_1 + 12L;
            double *t108 = out + t107;
            vcc_v4_double y_v_4 = vcc_load(vcc_v4_double, y + t107);
            vcc_v4_double x_v_4 = vcc_load(vcc_v4_double, x + t107);
            vcc_v4_double t130 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t131 = x_v_4 * t130;
            vcc_v4_int t132 = __builtin_convertvector(t131, vcc_v4_int);
            vcc_v4_double t133 = __builtin_convertvector(t132, vcc_v4_double);
            vcc_v4_double t134 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t135 = t133 + t134;
            vcc_m4 t136 = __builtin_convertvector(t135 > y_v_4, vcc_m4);
            vcc_m4 t137 = ~t136;
            vcc_v4_double t17 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t138 = vcc_any(t137);
            for (int t139 = 0; t138 ? t139 < 40 : 0; t139 = t19, t17 = t20) {
                if (vcc_any(t137)) {
                    vcc_v4_double t141 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t142 = t17 * t141;
                    t19 = t139 + 1;
                    vcc_v4_double t143 = vcc_splat(vcc_v4_double, (double)t19);
                    vcc_v4_double t144 = y_v_4 / t143;
                    t20 = t142 - t144;
                } else {
                    t19 = 0;
                    t20 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t18 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t140 = vcc_any(t136);
            int t145 = 0;
            while (t140 ? t145 < 40 : 0) {
                vcc_v4_double t146 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t147 = t18 * t146;
                vcc_v4_double t148 = vcc_splat(vcc_v4_double, (double)t145);
                vcc_v4_double t149 = x_v_4 * t148;
                t18 = t147 + t149;
                t145++;
            }
            vcc_v4_double t150 = vcc_select(vcc_v4_long, __builtin_convertvector(t136, vcc_v4_long), t18, t17);
            vcc_store(t108, t150);
            i_vec_1 += 16L;
            if (i_vec_1 >= t26) {
                t28 = (int)t26;
                break;
            }
        }
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)x;
    unsigned long t32 = (unsigned long)out;
    unsigned long t33 = (unsigned long)y;
    if ((t29 >= 4L) & (((t30 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 8L)))) & (((t32 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t28 * 8L))) | ((t33 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t28 * 8L))))) {
        long t34 = t29 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 4, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t35 = (long)t28 + i_vec;
            double *t36 = out + t35;
            vcc_v4_double y_v_1 = vcc_load(vcc_v4_double, y + t35);
            vcc_v4_double x_v_1 = vcc_load(vcc_v4_double, x + t35);
            vcc_v4_double t63 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t64 = x_v_1 * t63;
            vcc_v4_int t65 = __builtin_convertvector(t64, vcc_v4_int);
            vcc_v4_double t66 = __builtin_convertvector(t65, vcc_v4_double);
            vcc_v4_double t67 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t68 = t66 + t67;
            vcc_m4 t69 = __builtin_convertvector(t68 > y_v_1, vcc_m4);
            vcc_m4 t70 = ~t69;
            vcc_v4_double t5 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t71 = vcc_any(t70);
            for (int t72 = 0; t71 ? t72 < 40 : 0; t72 = t7, t5 = t8) {
                if (vcc_any(t70)) {
                    vcc_v4_double t74 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t75 = t5 * t74;
                    t7 = t72 + 1;
                    vcc_v4_double t76 = vcc_splat(vcc_v4_double, (double)t7);
                    vcc_v4_double t77 = y_v_1 / t76;
                    t8 = t75 - t77;
                } else {
                    t7 = 0;
                    t8 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t73 = vcc_any(t69);
            int t78 = 0;
            while (t73 ? t78 < 40 : 0) {
                vcc_v4_double t79 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t80 = t6 * t79;
                vcc_v4_double t81 = vcc_splat(vcc_v4_double, (double)t78);
                vcc_v4_double t82 = x_v_1 * t81;
                t6 = t80 + t82;
                t78++;
            }
            vcc_v4_double t83 = vcc_select(vcc_v4_long, __builtin_convertvector(t69, vcc_v4_long), t6, t5);
            vcc_store(t36, t83);
            i_vec += 4L;
            if (i_vec >= t34) {
                i = (int)((long)t28 + t34);
                break;
            }
        }
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        double t38 = y[t37];
        double t39 = x[t37];
        out[t37] = blend2(t39, t38);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t17;
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
        /* vcc: loop at noregroup.c:110 vectorized: VF 8, UF 2, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            vcc_v8_int i_v_2 = (vcc_v8_int)i_v;
            unsigned int *t15 = out + i_vec_1;
            vcc_v8_int b_v = vcc_load(vcc_v8_int, b + i_vec_1);
            vcc_v8_int t16 = b_v + i_v_2;
            vcc_v8_int a_v = vcc_load(vcc_v8_int, a + i_vec_1);
            vcc_v8_uint t2 = (vcc_v8_uint)a_v;
            vcc_v8_int t36 = a_v ^ t16;
            vcc_v8_int t37 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t38 = t36 & t37;
            vcc_m8 t39 = (vcc_m8)(t38 != (vcc_v8_int){0});
            vcc_m8 t40 = ~t39;
            int t41 = vcc_any(t39);
            int t42 = 0;
            vcc_v8_uint t1 = t2;
            while (t41 ? t42 < 12 : 0) {
                vcc_v8_int t43 = (vcc_v8_int){t42, t42, t42, t42, t42, t42, t42, t42};
                vcc_v8_uint t44 = (vcc_v8_uint)t16;
                vcc_v8_uint t45 = (vcc_v8_uint)t43;
                vcc_v8_uint t46 = t44 + t45;
                vcc_v8_int t47 = (vcc_v8_int)t46;
                vcc_v8_uint t48 = (vcc_v8_uint)t47;
                vcc_v8_uint t49 = t1 ^ t48;
                vcc_v8_uint t50 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t1 = t49 * t50;
                t42++;
            }
            int t51 = vcc_any(t40);
            int t52 = 0;
            while (t51 ? t52 < 12 : 0) {
                vcc_v8_uint t53 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t54 = t2 * t53;
                vcc_v8_int t55 = vcc_splat(vcc_v8_int, t52 & 7);
                vcc_v8_int t56 = t16 >> t55;
                vcc_v8_uint t57 = (vcc_v8_uint)t56;
                t2 = t54 + t57;
                t52++;
            }
            vcc_v8_uint t58 = vcc_select(vcc_v8_int, (vcc_v8_int)t39, t1, t2);
            vcc_store(t15, t58);
            long t32 = i_vec_1 + 8L;
            vcc_v8_uint t33 = i_v + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int i_v_4 = (vcc_v8_int)t33;
            unsigned int *t34 = out + t32;
            vcc_v8_int b_v_2 = vcc_load(vcc_v8_int, b + t32);
            vcc_v8_int t35 = b_v_2 + i_v_4;
            vcc_v8_int a_v_2 = vcc_load(vcc_v8_int, a + t32);
            vcc_v8_uint t6 = (vcc_v8_uint)a_v_2;
            vcc_v8_int t82 = a_v_2 ^ t35;
            vcc_v8_int t83 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t84 = t82 & t83;
            vcc_m8 t85 = (vcc_m8)(t84 != (vcc_v8_int){0});
            vcc_m8 t86 = ~t85;
            int t87 = vcc_any(t85);
            int t88 = 0;
            vcc_v8_uint t5 = t6;
            while (t87 ? t88 < 12 : 0) {
                vcc_v8_int t89 = (vcc_v8_int){t88, t88, t88, t88, t88, t88, t88, t88};
                vcc_v8_uint t90 = (vcc_v8_uint)t35;
                vcc_v8_uint t91 = (vcc_v8_uint)t89;
                vcc_v8_uint t92 = t90 + t91;
                vcc_v8_int t93 = (vcc_v8_int)t92;
                vcc_v8_uint t94 = (vcc_v8_uint)t93;
                vcc_v8_uint t95 = t5 ^ t94;
                vcc_v8_uint t96 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t5 = t95 * t96;
                t88++;
            }
            int t97 = vcc_any(t86);
            int t98 = 0;
            while (t97 ? t98 < 12 : 0) {
                vcc_v8_uint t99 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t100 = t6 * t99;
                vcc_v8_int t101 = vcc_splat(vcc_v8_int, t98 & 7);
                vcc_v8_int t102 = t35 >> t101;
                vcc_v8_uint t103 = (vcc_v8_uint)t102;
                t6 = t100 + t103;
                t98++;
            }
            vcc_v8_uint t104 = vcc_select(vcc_v8_int, (vcc_v8_int)t85, t5, t6);
            vcc_store(t34, t104);
            i_vec_1 += 16L;
            i_v = i_v + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (i_vec_1 >= t12) {
                t17 = (int)t12;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)out;
    unsigned long t20 = (unsigned long)a;
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)b;
    if ((t18 >= 8L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L)))) & (((t21 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t17 * 4L))) | ((t22 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t17 * 4L))))) {
        long t23 = t18 & -8L;
        vcc_v8_int t24 = (vcc_v8_int){t17, t17, t17, t17, t17, t17, t17, t17};
        vcc_v8_uint t25 = (vcc_v8_uint)t24;
        vcc_v8_uint i_v_1 = t25 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 8, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t26 = (long)t17 + i_vec;
            vcc_v8_int i_v_3 = (vcc_v8_int)i_v_1;
            unsigned int *t27 = out + t26;
            vcc_v8_int b_v_1 = vcc_load(vcc_v8_int, b + t26);
            vcc_v8_int t28 = b_v_1 + i_v_3;
            vcc_v8_int a_v_1 = vcc_load(vcc_v8_int, a + t26);
            vcc_v8_uint t4 = (vcc_v8_uint)a_v_1;
            vcc_v8_int t59 = a_v_1 ^ t28;
            vcc_v8_int t60 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t61 = t59 & t60;
            vcc_m8 t62 = (vcc_m8)(t61 != (vcc_v8_int){0});
            vcc_m8 t63 = ~t62;
            int t64 = vcc_any(t62);
            int t65 = 0;
            vcc_v8_uint t3 = t4;
            while (t64 ? t65 < 12 : 0) {
                vcc_v8_int t66 = (vcc_v8_int){t65, t65, t65, t65, t65, t65, t65, t65};
                vcc_v8_uint t67 = (vcc_v8_uint)t28;
                vcc_v8_uint t68 = (vcc_v8_uint)t66;
                vcc_v8_uint t69 = t67 + t68;
                vcc_v8_int t70 = (vcc_v8_int)t69;
                vcc_v8_uint t71 = (vcc_v8_uint)t70;
                vcc_v8_uint t72 = t3 ^ t71;
                vcc_v8_uint t73 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t72 * t73;
                t65++;
            }
            int t74 = vcc_any(t63);
            int t75 = 0;
            while (t74 ? t75 < 12 : 0) {
                vcc_v8_uint t76 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t77 = t4 * t76;
                vcc_v8_int t78 = vcc_splat(vcc_v8_int, t75 & 7);
                vcc_v8_int t79 = t28 >> t78;
                vcc_v8_uint t80 = (vcc_v8_uint)t79;
                t4 = t77 + t80;
                t75++;
            }
            vcc_v8_uint t81 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, t3, t4);
            vcc_store(t27, t81);
            i_vec += 8L;
            i_v_1 = i_v_1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (i_vec >= t23) {
                i = (int)((long)t17 + t23);
                break;
            }
        }
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t30 = b[t29];
        int t31 = a[t29];
        out[t29] = mix(t31, t30 + i, 12);
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
    int t23;
    long t24;
    int i;
    int t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    int t62;
    int t65;
    vcc_v8_float t66;
    int t67;
    vcc_v8_float t68;
    t17 = (long)n;
    t18 = (unsigned long)out;
    t19 = (unsigned long)in;
    if ((t17 >= 16L) & (((t18 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t19) | ((t19 + (unsigned long)(4L + (t17 - 1L) * 4L)) <= t18))) {
        long t20 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:116 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t21 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t22 = in_v * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t33 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t34 = (vcc_m8)(t22 < t33);
            vcc_m8 t3 = ~t34;
            int t35 = vcc_any(t3);
            vcc_v8_float t37 = t22;
            for (int t36 = 9; t35 ? t36 > 0 : 0; t36--, t37 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t38 = vcc_splat(vcc_v8_float, (float)t36);
                    vcc_v8_float t39 = t38 / t37;
                    t1 = t22 + t39;
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
            vcc_v8_float t44 = in_v_2 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t45 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t46 = (vcc_m8)(t44 < t45);
            vcc_m8 t14 = ~t46;
            int t47 = vcc_any(t14);
            int t48 = 1;
            vcc_v8_float t49 = t22;
            vcc_v8_float t50 = t22;
            int t51 = 1;
            vcc_v8_float t52 = (vcc_v8_float){0};
            int t53 = 9;
            vcc_v8_float t54 = t44;
            int t55 = 1;
            vcc_v8_float t56 = (vcc_v8_float){0};
            for (;;) {
                if (t51) {
                    if (t41 ? t48 < 9 : 0) {
                        if (vcc_any(t34)) {
                            vcc_v8_float t57 = t50 * t22;
                            vcc_v8_float t58 = vcc_splat(vcc_v8_float, (float)(2 * t48 + 1));
                            t4 = t57 / t58;
                            t5 = t49 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t59 = t48 + 1;
                        t60 = t5;
                        t61 = t4;
                        t62 = 1;
                        t6 = t52;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t49);
                        t59 = t48;
                        t60 = t49;
                        t61 = t50;
                        t62 = 0;
                    }
                } else {
                    t59 = t48;
                    t60 = t49;
                    t61 = t50;
                    t62 = 0;
                    t6 = t52;
                }
                if (t55) {
                    if (t47 ? t53 > 0 : 0) {
                        if (vcc_any(t14)) {
                            vcc_v8_float t63 = vcc_splat(vcc_v8_float, (float)t53);
                            vcc_v8_float t64 = t63 / t54;
                            t7 = t44 + t64;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t65 = t53 - 1;
                        t66 = t7;
                        t67 = 1;
                        t68 = t56;
                    } else {
                        t65 = t53;
                        t66 = t54;
                        t67 = 0;
                        t68 = t54;
                    }
                } else {
                    t65 = t53;
                    t66 = t54;
                    t67 = 0;
                    t68 = t56;
                }
                if (!(t62 | t67)) {
                    vcc_v8_float t69 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t21, t69);
                    if (vcc_any(t14)) {
                        vcc_v8_float t87 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t13 = t87 / t68;
                    } else {
                        t13 = (vcc_v8_float){0};
                        t14 = (vcc_m8){0};
                    }
                    int t88 = vcc_any(t46);
                    vcc_v8_float t90 = t44;
                    vcc_v8_float t91 = t44;
                    for (int t89 = 1; t88 ? t89 < 9 : 0; t89++, t90 = t16, t91 = t15) {
                        if (vcc_any(t46)) {
                            vcc_v8_float t93 = t91 * t44;
                            vcc_v8_float t94 = vcc_splat(vcc_v8_float, (float)(2 * t89 + 1));
                            t15 = t93 / t94;
                            t16 = t90 + t15;
                        } else {
                            t15 = (vcc_v8_float){0};
                            t16 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t92 = vcc_select(vcc_v8_int, (vcc_v8_int)t14, t13, t90);
                    vcc_v8_float t86 = t92 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t43, t86);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t20) {
                        break;
                    }
                    t23 = (int)t20;
                    goto L95;
                }
                t48 = t59;
                t49 = t60;
                t50 = t61;
                t51 = t62;
                t52 = t6;
                t53 = t65;
                t54 = t66;
                t55 = t67;
                t56 = t68;
            }
        }
    } else {
        t23 = 0;
    }
L95:
    t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)in;
    if ((t24 >= 8L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))))) {
        long t27 = t24 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t28 = (long)t23 + i_vec;
            float *t29 = out + t28;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t28);
            vcc_v8_float t30 = in_v_1 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t71 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t72 = (vcc_m8)(t30 < t71);
            vcc_m8 t10 = ~t72;
            int t73 = vcc_any(t10);
            vcc_v8_float t75 = t30;
            for (int t74 = 9; t73 ? t74 > 0 : 0; t74--, t75 = t8) {
                if (vcc_any(t10)) {
                    vcc_v8_float t76 = vcc_splat(vcc_v8_float, (float)t74);
                    vcc_v8_float t77 = t76 / t75;
                    t8 = t30 + t77;
                } else {
                    t8 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t10)) {
                vcc_v8_float t78 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t9 = t78 / t75;
            } else {
                t9 = (vcc_v8_float){0};
                t10 = (vcc_m8){0};
            }
            int t79 = vcc_any(t72);
            vcc_v8_float t81 = t30;
            vcc_v8_float t82 = t30;
            for (int t80 = 1; t79 ? t80 < 9 : 0; t80++, t81 = t12, t82 = t11) {
                if (vcc_any(t72)) {
                    vcc_v8_float t84 = t82 * t30;
                    vcc_v8_float t85 = vcc_splat(vcc_v8_float, (float)(2 * t80 + 1));
                    t11 = t84 / t85;
                    t12 = t81 + t11;
                } else {
                    t11 = (vcc_v8_float){0};
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t10, t9, t81);
            vcc_v8_float t70 = t83 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t29, t70);
            i_vec += 8L;
            if (i_vec >= t27) {
                i = (int)((long)t23 + t27);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t31 = (long)i;
        float t32 = in[t31];
        out[t31] = series(t32 * 0.5f, 9) + 1.0f;
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
    int t19;
    long t20;
    int i;
    int t48;
    vcc_v8_float t49;
    int t50;
    int t54;
    vcc_v8_float t55;
    int t56;
    vcc_v8_float t57;
    t14 = (long)n;
    t15 = (unsigned long)out;
    t16 = (unsigned long)in;
    if ((t14 >= 16L) & (((t15 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t14 - 1L) * 4L)) <= t15))) {
        long t17 = t14 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:122 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
        for (;;) {
            float *t18 = out + i_vec_1;
            vcc_v8_float in_v = vcc_load(vcc_v8_float, in + i_vec_1);
            vcc_v8_float t28 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t29 = (vcc_m8)(in_v >= t28);
            vcc_m8 t30 = ~t29;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t31 = vcc_any(t30);
            for (int t32 = 15; t31 ? t32 >= 0 : 0; t32--, t1 = t7) {
                if (vcc_any(t30)) {
                    vcc_v8_float t58 = -in_v;
                    vcc_v8_float t59 = t1 * t58;
                    vcc_v8_float t60 = vcc_splat(vcc_v8_float, coef[t32]);
                    t7 = t59 - t60;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t33 = vcc_any(t29);
            long t34 = i_vec_1 + 8L;
            float *t35 = out + t34;
            vcc_v8_float in_v_2 = vcc_load(vcc_v8_float, in + t34);
            vcc_v8_float t36 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t37 = (vcc_m8)(in_v_2 >= t36);
            vcc_m8 t38 = ~t37;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t39 = vcc_any(t38);
            int t40 = 0;
            int t41 = 1;
            vcc_v8_float t42 = (vcc_v8_float){0};
            int t43 = 15;
            int t44 = 1;
            vcc_v8_float t45 = (vcc_v8_float){0};
            for (;;) {
                if (t41) {
                    if (t33 ? t40 < 16 : 0) {
                        if (vcc_any(t29)) {
                            vcc_v8_float t46 = t2 * in_v;
                            vcc_v8_float t47 = vcc_splat(vcc_v8_float, coef[t40]);
                            t4 = t46 + t47;
                        } else {
                            t4 = (vcc_v8_float){0};
                        }
                        t48 = t40 + 1;
                        t49 = t4;
                        t50 = 1;
                        t5 = t42;
                    } else {
                        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t29, t2, t1);
                        t48 = t40;
                        t49 = t2;
                        t50 = 0;
                    }
                } else {
                    t48 = t40;
                    t49 = t2;
                    t50 = 0;
                    t5 = t42;
                }
                if (t44) {
                    if (t39 ? t43 >= 0 : 0) {
                        if (vcc_any(t38)) {
                            vcc_v8_float t51 = -in_v_2;
                            vcc_v8_float t52 = t3 * t51;
                            vcc_v8_float t53 = vcc_splat(vcc_v8_float, coef[t43]);
                            t6 = t52 - t53;
                        } else {
                            t6 = (vcc_v8_float){0};
                        }
                        t54 = t43 - 1;
                        t55 = t6;
                        t56 = 1;
                        t57 = t45;
                    } else {
                        t54 = t43;
                        t55 = t3;
                        t56 = 0;
                        t57 = t3;
                    }
                } else {
                    t54 = t43;
                    t55 = t3;
                    t56 = 0;
                    t57 = t45;
                }
                if (!(t50 | t56)) {
                    vcc_store(t18, t5);
                    vcc_v8_float t12 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    int t74 = vcc_any(t37);
                    for (int t75 = 0; t74 ? t75 < 16 : 0; t75++, t12 = t13) {
                        if (vcc_any(t37)) {
                            vcc_v8_float t77 = t12 * in_v_2;
                            vcc_v8_float t78 = vcc_splat(vcc_v8_float, coef[t75]);
                            t13 = t77 + t78;
                        } else {
                            t13 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t76 = vcc_select(vcc_v8_int, (vcc_v8_int)t37, t12, t57);
                    vcc_store(t35, t76);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t17) {
                        break;
                    }
                    t19 = (int)t17;
                    goto L79;
                }
                t40 = t48;
                t2 = t49;
                t41 = t50;
                t42 = t5;
                t43 = t54;
                t3 = t55;
                t44 = t56;
                t45 = t57;
            }
        }
    } else {
        t19 = 0;
    }
L79:
    t20 = (long)n + (long)t19 * -1L;
    unsigned long t21 = (unsigned long)out;
    unsigned long t22 = (unsigned long)in;
    if ((t20 >= 8L) & (((t21 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t19 * 4L))) | ((t22 + (unsigned long)((long)t19 * 4L + 4L + (t20 - 1L) * 4L)) <= (t21 + (unsigned long)((long)t19 * 4L))))) {
        long t23 = t20 & -8L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t24 = (long)t19 + i_vec;
            float *t25 = out + t24;
            vcc_v8_float in_v_1 = vcc_load(vcc_v8_float, in + t24);
            vcc_v8_float t61 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t62 = (vcc_m8)(in_v_1 >= t61);
            vcc_m8 t63 = ~t62;
            vcc_v8_float t8 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t64 = vcc_any(t63);
            for (int t65 = 15; t64 ? t65 >= 0 : 0; t65--, t8 = t10) {
                if (vcc_any(t63)) {
                    vcc_v8_float t67 = -in_v_1;
                    vcc_v8_float t68 = t8 * t67;
                    vcc_v8_float t69 = vcc_splat(vcc_v8_float, coef[t65]);
                    t10 = t68 - t69;
                } else {
                    t10 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t66 = vcc_any(t62);
            for (int t70 = 0; t66 ? t70 < 16 : 0; t70++, t9 = t11) {
                if (vcc_any(t62)) {
                    vcc_v8_float t72 = t9 * in_v_1;
                    vcc_v8_float t73 = vcc_splat(vcc_v8_float, coef[t70]);
                    t11 = t72 + t73;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t71 = vcc_select(vcc_v8_int, (vcc_v8_int)t62, t9, t8);
            vcc_store(t25, t71);
            i_vec += 8L;
            if (i_vec >= t23) {
                i = (int)((long)t19 + t23);
                break;
            }
        }
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        float t27 = in[t26];
        out[t26] = poly(coef, t27, 16);
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
        /* vcc: loop at noregroup.c:128 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vectorized: VF 8, UF 2, run-time check: `out` and `in` do not overlap, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 8, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
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
