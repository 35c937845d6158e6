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
    int t27;
    long t28;
    int i;
    int t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    int t66;
    int t69;
    vcc_v8_float t70;
    int t71;
    vcc_v8_float t72;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = t14 + 8L;
            long t24 = (long)(int)t14;
            float *t25 = out + t24;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, in + t24);
            vcc_v8_float t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t38 = (vcc_m8)(t26 < t37);
            vcc_m8 t3 = ~t38;
            int t39 = vcc_any(t3);
            vcc_v8_float t41 = t26;
            for (int t40 = 24; t39 ? t40 > 0 : 0; t40--, t41 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t42 = vcc_splat(vcc_v8_float, (float)t40);
                    vcc_v8_float t43 = t42 / t41;
                    t1 = t26 + t43;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t44 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t44 / t41;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t45 = vcc_any(t38);
            long t46 = (long)(int)t23;
            float *t47 = out + t46;
            vcc_v8_float t48 = vcc_load(vcc_v8_float, in + t46);
            vcc_v8_float t49 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t50 = (vcc_m8)(t48 < t49);
            vcc_m8 t16 = ~t50;
            int t51 = vcc_any(t16);
            int t52 = 1;
            vcc_v8_float t53 = t26;
            vcc_v8_float t54 = t26;
            int t55 = 1;
            vcc_v8_float t56 = (vcc_v8_float){0};
            int t57 = 24;
            vcc_v8_float t58 = t48;
            int t59 = 1;
            vcc_v8_float t60 = (vcc_v8_float){0};
            for (;;) {
                if (t55) {
                    if (t45 ? t52 < 24 : 0) {
                        if (vcc_any(t38)) {
                            vcc_v8_float t61 = t54 * t26;
                            vcc_v8_float t62 = vcc_splat(vcc_v8_float, (float)(2 * t52 + 1));
                            t4 = t61 / t62;
                            t5 = t53 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t63 = t52 + 1;
                        t64 = t5;
                        t65 = t4;
                        t66 = 1;
                        t6 = t56;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t53);
                        t63 = t52;
                        t64 = t53;
                        t65 = t54;
                        t66 = 0;
                    }
                } else {
                    t63 = t52;
                    t64 = t53;
                    t65 = t54;
                    t66 = 0;
                    t6 = t56;
                }
                if (t59) {
                    if (t51 ? t57 > 0 : 0) {
                        if (vcc_any(t16)) {
                            vcc_v8_float t67 = vcc_splat(vcc_v8_float, (float)t57);
                            vcc_v8_float t68 = t67 / t58;
                            t7 = t48 + t68;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t69 = t57 - 1;
                        t70 = t7;
                        t71 = 1;
                        t72 = t60;
                    } else {
                        t69 = t57;
                        t70 = t58;
                        t71 = 0;
                        t72 = t58;
                    }
                } else {
                    t69 = t57;
                    t70 = t58;
                    t71 = 0;
                    t72 = t60;
                }
                if (!(t66 | t71)) {
                    vcc_store(t25, t6);
                    if (vcc_any(t16)) {
                        vcc_v8_float t88 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t88 / t72;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    int t89 = vcc_any(t50);
                    vcc_v8_float t91 = t48;
                    vcc_v8_float t92 = t48;
                    for (int t90 = 1; t89 ? t90 < 24 : 0; t90++, t91 = t18, t92 = t17) {
                        if (vcc_any(t50)) {
                            vcc_v8_float t94 = t92 * t48;
                            vcc_v8_float t95 = vcc_splat(vcc_v8_float, (float)(2 * t90 + 1));
                            t17 = t94 / t95;
                            t18 = t91 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t91);
                    vcc_store(t47, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t27 = (int)t22;
                    goto L96;
                }
                t52 = t63;
                t53 = t64;
                t54 = t65;
                t55 = t66;
                t56 = t6;
                t57 = t69;
                t58 = t70;
                t59 = t71;
                t60 = t72;
            }
        }
    } else {
        t27 = 0;
    }
L96:
    t28 = (long)n + (long)t27 * -1L;
    unsigned long t29 = (unsigned long)out;
    unsigned long t30 = (unsigned long)in;
    if ((t28 >= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 4L))) | ((t30 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
        long t31 = t28 & -8L;
        long t8 = 0L;
        for (;;) {
            long t32 = (long)(int)((long)t27 + t8);
            float *t33 = out + t32;
            vcc_v8_float t34 = vcc_load(vcc_v8_float, in + t32);
            vcc_v8_float t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t74 = (vcc_m8)(t34 < t73);
            vcc_m8 t11 = ~t74;
            int t75 = vcc_any(t11);
            vcc_v8_float t77 = t34;
            for (int t76 = 24; t75 ? t76 > 0 : 0; t76--, t77 = t9) {
                if (vcc_any(t11)) {
                    vcc_v8_float t78 = vcc_splat(vcc_v8_float, (float)t76);
                    vcc_v8_float t79 = t78 / t77;
                    t9 = t34 + t79;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                vcc_v8_float t80 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t80 / t77;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            int t81 = vcc_any(t74);
            vcc_v8_float t83 = t34;
            vcc_v8_float t84 = t34;
            for (int t82 = 1; t81 ? t82 < 24 : 0; t82++, t83 = t13, t84 = t12) {
                if (vcc_any(t74)) {
                    vcc_v8_float t86 = t84 * t34;
                    vcc_v8_float t87 = vcc_splat(vcc_v8_float, (float)(2 * t82 + 1));
                    t12 = t86 / t87;
                    t13 = t83 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t83);
            vcc_store(t33, t85);
            t8 += 8L;
            if (t8 >= t31) {
                i = (int)((long)t27 + t31);
                break;
            }
        }
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        long t35 = (long)i;
        float t36 = in[t35];
        out[t35] = series(t36, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
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
    int t36;
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
            long t29 = t18 + 4L;
            long t30 = t18 + 8L;
            long t31 = t18 + 12L;
            long t32 = (long)(int)t18;
            double *t33 = out + t32;
            vcc_v4_double t34 = vcc_load(vcc_v4_double, y + t32);
            vcc_v4_double t35 = vcc_load(vcc_v4_double, x + t32);
            vcc_v4_double t54 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t55 = t35 * t54;
            vcc_v4_int t56 = __builtin_convertvector(t55, vcc_v4_int);
            vcc_v4_double t57 = __builtin_convertvector(t56, vcc_v4_double);
            vcc_v4_double t58 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t59 = t57 + t58;
            vcc_m4 t60 = __builtin_convertvector(t59 > t34, vcc_m4);
            vcc_m4 t61 = ~t60;
            vcc_v4_double t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t62 = vcc_any(t61);
            for (int t63 = 0; t62 ? t63 < 40 : 0; t63 = t3, t1 = t4) {
                if (vcc_any(t61)) {
                    vcc_v4_double t65 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t66 = t1 * t65;
                    t3 = t63 + 1;
                    vcc_v4_double t67 = vcc_splat(vcc_v4_double, (double)t3);
                    vcc_v4_double t68 = t34 / t67;
                    t4 = t66 - t68;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t64 = vcc_any(t60);
            int t69 = 0;
            while (t64 ? t69 < 40 : 0) {
                vcc_v4_double t70 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t71 = t2 * t70;
                vcc_v4_double t72 = vcc_splat(vcc_v4_double, (double)t69);
                vcc_v4_double t73 = t35 * t72;
                t2 = t71 + t73;
                t69++;
            }
            vcc_v4_double t74 = vcc_select(vcc_v4_long, __builtin_convertvector(t60, vcc_v4_long), t2, t1);
            vcc_store(t33, t74);
            long t50 = (long)(int)t29;
            double *t51 = out + t50;
            vcc_v4_double t52 = vcc_load(vcc_v4_double, y + t50);
            vcc_v4_double t53 = vcc_load(vcc_v4_double, x + t50);
            vcc_v4_double t100 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t101 = t53 * t100;
            vcc_v4_int t102 = __builtin_convertvector(t101, vcc_v4_int);
            vcc_v4_double t103 = __builtin_convertvector(t102, vcc_v4_double);
            vcc_v4_double t104 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t105 = t103 + t104;
            vcc_m4 t106 = __builtin_convertvector(t105 > t52, vcc_m4);
            vcc_m4 t107 = ~t106;
            vcc_v4_double t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t108 = vcc_any(t107);
            for (int t109 = 0; t108 ? t109 < 40 : 0; t109 = t12, t10 = t13) {
                if (vcc_any(t107)) {
                    vcc_v4_double t111 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t112 = t10 * t111;
                    t12 = t109 + 1;
                    vcc_v4_double t113 = vcc_splat(vcc_v4_double, (double)t12);
                    vcc_v4_double t114 = t52 / t113;
                    t13 = t112 - t114;
                } else {
                    t12 = 0;
                    t13 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t11 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t110 = vcc_any(t106);
            int t115 = 0;
            while (t110 ? t115 < 40 : 0) {
                vcc_v4_double t116 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t117 = t11 * t116;
                vcc_v4_double t118 = vcc_splat(vcc_v4_double, (double)t115);
                vcc_v4_double t119 = t53 * t118;
                t11 = t117 + t119;
                t115++;
            }
            vcc_v4_double t120 = vcc_select(vcc_v4_long, __builtin_convertvector(t106, vcc_v4_long), t11, t10);
            vcc_store(t51, t120);
            long t96 = (long)(int)t30;
            double *t97 = out + t96;
            vcc_v4_double t98 = vcc_load(vcc_v4_double, y + t96);
            vcc_v4_double t99 = vcc_load(vcc_v4_double, x + t96);
            vcc_v4_double t125 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t126 = t99 * t125;
            vcc_v4_int t127 = __builtin_convertvector(t126, vcc_v4_int);
            vcc_v4_double t128 = __builtin_convertvector(t127, vcc_v4_double);
            vcc_v4_double t129 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t130 = t128 + t129;
            vcc_m4 t131 = __builtin_convertvector(t130 > t98, vcc_m4);
            vcc_m4 t132 = ~t131;
            vcc_v4_double t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t133 = vcc_any(t132);
            for (int t134 = 0; t133 ? t134 < 40 : 0; t134 = t16, t14 = t17) {
                if (vcc_any(t132)) {
                    vcc_v4_double t136 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t137 = t14 * t136;
                    t16 = t134 + 1;
                    vcc_v4_double t138 = vcc_splat(vcc_v4_double, (double)t16);
                    vcc_v4_double t139 = t98 / t138;
                    t17 = t137 - t139;
                } else {
                    t16 = 0;
                    t17 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t15 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t135 = vcc_any(t131);
            int t140 = 0;
            while (t135 ? t140 < 40 : 0) {
                vcc_v4_double t141 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t142 = t15 * t141;
                vcc_v4_double t143 = vcc_splat(vcc_v4_double, (double)t140);
                vcc_v4_double t144 = t99 * t143;
                t15 = t142 + t144;
                t140++;
            }
            vcc_v4_double t145 = vcc_select(vcc_v4_long, __builtin_convertvector(t131, vcc_v4_long), t15, t14);
            vcc_store(t97, t145);
            long t121 = (long)(int)t31;
            double *t122 = out + t121;
            vcc_v4_double t123 = vcc_load(vcc_v4_double, y + t121);
            vcc_v4_double t124 = vcc_load(vcc_v4_double, x + t121);
            vcc_v4_double t146 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t147 = t124 * t146;
            vcc_v4_int t148 = __builtin_convertvector(t147, vcc_v4_int);
            vcc_v4_double t149 = __builtin_convertvector(t148, vcc_v4_double);
            vcc_v4_double t150 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t151 = t149 + t150;
            vcc_m4 t152 = __builtin_convertvector(t151 > t123, vcc_m4);
            vcc_m4 t153 = ~t152;
            vcc_v4_double t19 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t154 = vcc_any(t153);
            for (int t155 = 0; t154 ? t155 < 40 : 0; t155 = t21, t19 = t22) {
                if (vcc_any(t153)) {
                    vcc_v4_double t157 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t158 = t19 * t157;
                    t21 = t155 + 1;
                    vcc_v4_double t159 = vcc_splat(vcc_v4_double, (double)t21);
                    vcc_v4_double t160 = t123 / t159;
                    t22 = t158 - t160;
                } else {
                    t21 = 0;
                    t22 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t20 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t156 = vcc_any(t152);
            int t161 = 0;
            while (t156 ? t161 < 40 : 0) {
                vcc_v4_double t162 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t163 = t20 * t162;
                vcc_v4_double t164 = vcc_splat(vcc_v4_double, (double)t161);
                vcc_v4_double t165 = t124 * t164;
                t20 = t163 + t165;
                t161++;
            }
            vcc_v4_double t166 = vcc_select(vcc_v4_long, __builtin_convertvector(t152, vcc_v4_long), t20, t19);
            vcc_store(t122, t166);
            t18 += 16L;
            if (t18 >= t28) {
                t36 = (int)t28;
                break;
            }
        }
    } else {
        t36 = 0;
    }
    long t37 = (long)n + (long)t36 * -1L;
    unsigned long t38 = (unsigned long)out;
    unsigned long t39 = (unsigned long)x;
    unsigned long t40 = (unsigned long)out;
    unsigned long t41 = (unsigned long)y;
    if ((t37 >= 4L) & (((t38 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t39 + (unsigned long)((long)t36 * 8L))) | ((t39 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t38 + (unsigned long)((long)t36 * 8L)))) & (((t40 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t36 * 8L))) | ((t41 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t36 * 8L))))) {
        long t42 = t37 & -4L;
        long t5 = 0L;
        for (;;) {
            long t43 = (long)(int)((long)t36 + t5);
            double *t44 = out + t43;
            vcc_v4_double t45 = vcc_load(vcc_v4_double, y + t43);
            vcc_v4_double t46 = vcc_load(vcc_v4_double, x + t43);
            vcc_v4_double t75 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            vcc_v4_double t76 = t46 * t75;
            vcc_v4_int t77 = __builtin_convertvector(t76, vcc_v4_int);
            vcc_v4_double t78 = __builtin_convertvector(t77, vcc_v4_double);
            vcc_v4_double t79 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            vcc_v4_double t80 = t78 + t79;
            vcc_m4 t81 = __builtin_convertvector(t80 > t45, vcc_m4);
            vcc_m4 t82 = ~t81;
            vcc_v4_double t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t83 = vcc_any(t82);
            for (int t84 = 0; t83 ? t84 < 40 : 0; t84 = t8, t6 = t9) {
                if (vcc_any(t82)) {
                    vcc_v4_double t86 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    vcc_v4_double t87 = t6 * t86;
                    t8 = t84 + 1;
                    vcc_v4_double t88 = vcc_splat(vcc_v4_double, (double)t8);
                    vcc_v4_double t89 = t45 / t88;
                    t9 = t87 - t89;
                } else {
                    t8 = 0;
                    t9 = (vcc_v4_double){0};
                }
            }
            vcc_v4_double t7 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            int t85 = vcc_any(t81);
            int t90 = 0;
            while (t85 ? t90 < 40 : 0) {
                vcc_v4_double t91 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                vcc_v4_double t92 = t7 * t91;
                vcc_v4_double t93 = vcc_splat(vcc_v4_double, (double)t90);
                vcc_v4_double t94 = t46 * t93;
                t7 = t92 + t94;
                t90++;
            }
            vcc_v4_double t95 = vcc_select(vcc_v4_long, __builtin_convertvector(t81, vcc_v4_long), t7, t6);
            vcc_store(t44, t95);
            t5 += 4L;
            if (t5 >= t42) {
                i = (int)((long)t36 + t42);
                break;
            }
        }
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t47 = (long)i;
        double t48 = y[t47];
        double t49 = x[t47];
        out[t47] = blend2(t49, t48);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int t26;
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
            long t19 = t8 + 8L;
            vcc_v8_int t20 = (vcc_v8_int)t1;
            long t21 = (long)(int)t8;
            unsigned int *t22 = out + t21;
            vcc_v8_int t23 = vcc_load(vcc_v8_int, b + t21);
            vcc_v8_int t24 = t23 + t20;
            vcc_v8_int t25 = vcc_load(vcc_v8_int, a + t21);
            vcc_v8_uint t4 = (vcc_v8_uint)t25;
            vcc_v8_int t51 = t25 ^ t24;
            vcc_v8_int t52 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t53 = t51 & t52;
            vcc_m8 t54 = (vcc_m8)(t53 != (vcc_v8_int){0});
            vcc_m8 t55 = ~t54;
            int t56 = vcc_any(t54);
            int t57 = 0;
            vcc_v8_uint t3 = t4;
            while (t56 ? t57 < 12 : 0) {
                vcc_v8_int t58 = (vcc_v8_int){t57, t57, t57, t57, t57, t57, t57, t57};
                vcc_v8_uint t59 = (vcc_v8_uint)t24;
                vcc_v8_uint t60 = (vcc_v8_uint)t58;
                vcc_v8_uint t61 = t59 + t60;
                vcc_v8_int t62 = (vcc_v8_int)t61;
                vcc_v8_uint t63 = (vcc_v8_uint)t62;
                vcc_v8_uint t64 = t3 ^ t63;
                vcc_v8_uint t65 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t64 * t65;
                t57++;
            }
            int t66 = vcc_any(t55);
            int t67 = 0;
            while (t66 ? t67 < 12 : 0) {
                vcc_v8_uint t68 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t69 = t4 * t68;
                vcc_v8_int t70 = vcc_splat(vcc_v8_int, t67 & 7);
                vcc_v8_int t71 = t24 >> t70;
                vcc_v8_uint t72 = (vcc_v8_uint)t71;
                t4 = t69 + t72;
                t67++;
            }
            vcc_v8_uint t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, t3, t4);
            vcc_store(t22, t73);
            vcc_v8_uint t44 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            vcc_v8_int t45 = (vcc_v8_int)t44;
            long t46 = (long)(int)t19;
            unsigned int *t47 = out + t46;
            vcc_v8_int t48 = vcc_load(vcc_v8_int, b + t46);
            vcc_v8_int t49 = t48 + t45;
            vcc_v8_int t50 = vcc_load(vcc_v8_int, a + t46);
            vcc_v8_uint t10 = (vcc_v8_uint)t50;
            vcc_v8_int t97 = t50 ^ t49;
            vcc_v8_int t98 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t99 = t97 & t98;
            vcc_m8 t100 = (vcc_m8)(t99 != (vcc_v8_int){0});
            vcc_m8 t101 = ~t100;
            int t102 = vcc_any(t100);
            int t103 = 0;
            vcc_v8_uint t9 = t10;
            while (t102 ? t103 < 12 : 0) {
                vcc_v8_int t104 = (vcc_v8_int){t103, t103, t103, t103, t103, t103, t103, t103};
                vcc_v8_uint t105 = (vcc_v8_uint)t49;
                vcc_v8_uint t106 = (vcc_v8_uint)t104;
                vcc_v8_uint t107 = t105 + t106;
                vcc_v8_int t108 = (vcc_v8_int)t107;
                vcc_v8_uint t109 = (vcc_v8_uint)t108;
                vcc_v8_uint t110 = t9 ^ t109;
                vcc_v8_uint t111 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t9 = t110 * t111;
                t103++;
            }
            int t112 = vcc_any(t101);
            int t113 = 0;
            while (t112 ? t113 < 12 : 0) {
                vcc_v8_uint t114 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t115 = t10 * t114;
                vcc_v8_int t116 = vcc_splat(vcc_v8_int, t113 & 7);
                vcc_v8_int t117 = t49 >> t116;
                vcc_v8_uint t118 = (vcc_v8_uint)t117;
                t10 = t115 + t118;
                t113++;
            }
            vcc_v8_uint t119 = vcc_select(vcc_v8_int, (vcc_v8_int)t100, t9, t10);
            vcc_store(t47, t119);
            t8 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t8 >= t16) {
                t26 = (int)t16;
                break;
            }
        }
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    unsigned long t28 = (unsigned long)out;
    unsigned long t29 = (unsigned long)a;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)b;
    if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L)))) & (((t30 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t26 * 4L))) | ((t31 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t26 * 4L))))) {
        long t32 = t27 & -8L;
        vcc_v8_int t33 = (vcc_v8_int){t26, t26, t26, t26, t26, t26, t26, t26};
        vcc_v8_uint t34 = (vcc_v8_uint)t33;
        vcc_v8_uint t2 = t34 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        long t5 = 0L;
        for (;;) {
            vcc_v8_int t35 = (vcc_v8_int)t2;
            long t36 = (long)(int)((long)t26 + t5);
            unsigned int *t37 = out + t36;
            vcc_v8_int t38 = vcc_load(vcc_v8_int, b + t36);
            vcc_v8_int t39 = t38 + t35;
            vcc_v8_int t40 = vcc_load(vcc_v8_int, a + t36);
            vcc_v8_uint t7 = (vcc_v8_uint)t40;
            vcc_v8_int t74 = t40 ^ t39;
            vcc_v8_int t75 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            vcc_v8_int t76 = t74 & t75;
            vcc_m8 t77 = (vcc_m8)(t76 != (vcc_v8_int){0});
            vcc_m8 t78 = ~t77;
            int t79 = vcc_any(t77);
            int t80 = 0;
            vcc_v8_uint t6 = t7;
            while (t79 ? t80 < 12 : 0) {
                vcc_v8_int t81 = (vcc_v8_int){t80, t80, t80, t80, t80, t80, t80, t80};
                vcc_v8_uint t82 = (vcc_v8_uint)t39;
                vcc_v8_uint t83 = (vcc_v8_uint)t81;
                vcc_v8_uint t84 = t82 + t83;
                vcc_v8_int t85 = (vcc_v8_int)t84;
                vcc_v8_uint t86 = (vcc_v8_uint)t85;
                vcc_v8_uint t87 = t6 ^ t86;
                vcc_v8_uint t88 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t6 = t87 * t88;
                t80++;
            }
            int t89 = vcc_any(t78);
            int t90 = 0;
            while (t89 ? t90 < 12 : 0) {
                vcc_v8_uint t91 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                vcc_v8_uint t92 = t7 * t91;
                vcc_v8_int t93 = vcc_splat(vcc_v8_int, t90 & 7);
                vcc_v8_int t94 = t39 >> t93;
                vcc_v8_uint t95 = (vcc_v8_uint)t94;
                t7 = t92 + t95;
                t90++;
            }
            vcc_v8_uint t96 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, t6, t7);
            vcc_store(t37, t96);
            t5 += 8L;
            t2 = t2 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            if (t5 >= t32) {
                i = (int)((long)t26 + t32);
                break;
            }
        }
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        int t42 = b[t41];
        int t43 = a[t41];
        out[t41] = mix(t43, t42 + i, 12);
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
    int t28;
    long t29;
    int i;
    int t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    int t69;
    int t72;
    vcc_v8_float t73;
    int t74;
    vcc_v8_float t75;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t21) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= t20))) {
        long t22 = t19 & -16L;
        long t14 = 0L;
        for (;;) {
            long t23 = t14 + 8L;
            long t24 = (long)(int)t14;
            float *t25 = out + t24;
            vcc_v8_float t26 = vcc_load(vcc_v8_float, in + t24);
            vcc_v8_float t27 = t26 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t40 = (vcc_m8)(t27 < t39);
            vcc_m8 t3 = ~t40;
            int t41 = vcc_any(t3);
            vcc_v8_float t43 = t27;
            for (int t42 = 9; t41 ? t42 > 0 : 0; t42--, t43 = t1) {
                if (vcc_any(t3)) {
                    vcc_v8_float t44 = vcc_splat(vcc_v8_float, (float)t42);
                    vcc_v8_float t45 = t44 / t43;
                    t1 = t27 + t45;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                vcc_v8_float t46 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t46 / t43;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            int t47 = vcc_any(t40);
            long t48 = (long)(int)t23;
            float *t49 = out + t48;
            vcc_v8_float t50 = vcc_load(vcc_v8_float, in + t48);
            vcc_v8_float t51 = t50 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t52 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t53 = (vcc_m8)(t51 < t52);
            vcc_m8 t16 = ~t53;
            int t54 = vcc_any(t16);
            int t55 = 1;
            vcc_v8_float t56 = t27;
            vcc_v8_float t57 = t27;
            int t58 = 1;
            vcc_v8_float t59 = (vcc_v8_float){0};
            int t60 = 9;
            vcc_v8_float t61 = t51;
            int t62 = 1;
            vcc_v8_float t63 = (vcc_v8_float){0};
            for (;;) {
                if (t58) {
                    if (t47 ? t55 < 9 : 0) {
                        if (vcc_any(t40)) {
                            vcc_v8_float t64 = t57 * t27;
                            vcc_v8_float t65 = vcc_splat(vcc_v8_float, (float)(2 * t55 + 1));
                            t4 = t64 / t65;
                            t5 = t56 + t4;
                        } else {
                            t4 = (vcc_v8_float){0};
                            t5 = (vcc_v8_float){0};
                        }
                        t66 = t55 + 1;
                        t67 = t5;
                        t68 = t4;
                        t69 = 1;
                        t6 = t59;
                    } else {
                        t6 = vcc_select(vcc_v8_int, (vcc_v8_int)t3, t2, t56);
                        t66 = t55;
                        t67 = t56;
                        t68 = t57;
                        t69 = 0;
                    }
                } else {
                    t66 = t55;
                    t67 = t56;
                    t68 = t57;
                    t69 = 0;
                    t6 = t59;
                }
                if (t62) {
                    if (t54 ? t60 > 0 : 0) {
                        if (vcc_any(t16)) {
                            vcc_v8_float t70 = vcc_splat(vcc_v8_float, (float)t60);
                            vcc_v8_float t71 = t70 / t61;
                            t7 = t51 + t71;
                        } else {
                            t7 = (vcc_v8_float){0};
                        }
                        t72 = t60 - 1;
                        t73 = t7;
                        t74 = 1;
                        t75 = t63;
                    } else {
                        t72 = t60;
                        t73 = t61;
                        t74 = 0;
                        t75 = t61;
                    }
                } else {
                    t72 = t60;
                    t73 = t61;
                    t74 = 0;
                    t75 = t63;
                }
                if (!(t69 | t74)) {
                    vcc_v8_float t76 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t25, t76);
                    if (vcc_any(t16)) {
                        vcc_v8_float t94 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t94 / t75;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    int t95 = vcc_any(t53);
                    vcc_v8_float t97 = t51;
                    vcc_v8_float t98 = t51;
                    for (int t96 = 1; t95 ? t96 < 9 : 0; t96++, t97 = t18, t98 = t17) {
                        if (vcc_any(t53)) {
                            vcc_v8_float t100 = t98 * t51;
                            vcc_v8_float t101 = vcc_splat(vcc_v8_float, (float)(2 * t96 + 1));
                            t17 = t100 / t101;
                            t18 = t97 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t99 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t97);
                    vcc_v8_float t93 = t99 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t49, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t28 = (int)t22;
                    goto L102;
                }
                t55 = t66;
                t56 = t67;
                t57 = t68;
                t58 = t69;
                t59 = t6;
                t60 = t72;
                t61 = t73;
                t62 = t74;
                t63 = t75;
            }
        }
    } else {
        t28 = 0;
    }
L102:
    t29 = (long)n + (long)t28 * -1L;
    unsigned long t30 = (unsigned long)out;
    unsigned long t31 = (unsigned long)in;
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
        long t32 = t29 & -8L;
        long t8 = 0L;
        for (;;) {
            long t33 = (long)(int)((long)t28 + t8);
            float *t34 = out + t33;
            vcc_v8_float t35 = vcc_load(vcc_v8_float, in + t33);
            vcc_v8_float t36 = t35 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            vcc_v8_float t78 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_m8 t79 = (vcc_m8)(t36 < t78);
            vcc_m8 t11 = ~t79;
            int t80 = vcc_any(t11);
            vcc_v8_float t82 = t36;
            for (int t81 = 9; t80 ? t81 > 0 : 0; t81--, t82 = t9) {
                if (vcc_any(t11)) {
                    vcc_v8_float t83 = vcc_splat(vcc_v8_float, (float)t81);
                    vcc_v8_float t84 = t83 / t82;
                    t9 = t36 + t84;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                vcc_v8_float t85 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t85 / t82;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            int t86 = vcc_any(t79);
            vcc_v8_float t88 = t36;
            vcc_v8_float t89 = t36;
            for (int t87 = 1; t86 ? t87 < 9 : 0; t87++, t88 = t13, t89 = t12) {
                if (vcc_any(t79)) {
                    vcc_v8_float t91 = t89 * t36;
                    vcc_v8_float t92 = vcc_splat(vcc_v8_float, (float)(2 * t87 + 1));
                    t12 = t91 / t92;
                    t13 = t88 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t88);
            vcc_v8_float t77 = t90 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            vcc_store(t34, t77);
            t8 += 8L;
            if (t8 >= t32) {
                i = (int)((long)t28 + t32);
                break;
            }
        }
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        float t38 = in[t37];
        out[t37] = series(t38 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
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
    int t24;
    long t25;
    int i;
    int t55;
    vcc_v8_float t56;
    int t57;
    int t61;
    vcc_v8_float t62;
    int t63;
    vcc_v8_float t64;
    t16 = (long)n;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= t17))) {
        long t19 = t16 & -16L;
        long t13 = 0L;
        for (;;) {
            long t20 = t13 + 8L;
            long t21 = (long)(int)t13;
            float *t22 = out + t21;
            vcc_v8_float t23 = vcc_load(vcc_v8_float, in + t21);
            vcc_v8_float t34 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t35 = (vcc_m8)(t23 >= t34);
            vcc_m8 t36 = ~t35;
            vcc_v8_float t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t37 = vcc_any(t36);
            for (int t38 = 15; t37 ? t38 >= 0 : 0; t38--, t1 = t7) {
                if (vcc_any(t36)) {
                    vcc_v8_float t65 = -t23;
                    vcc_v8_float t66 = t1 * t65;
                    vcc_v8_float t67 = vcc_splat(vcc_v8_float, coef[t38]);
                    t7 = t66 - t67;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t39 = vcc_any(t35);
            long t40 = (long)(int)t20;
            float *t41 = out + t40;
            vcc_v8_float t42 = vcc_load(vcc_v8_float, in + t40);
            vcc_v8_float t43 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t44 = (vcc_m8)(t42 >= t43);
            vcc_m8 t45 = ~t44;
            vcc_v8_float t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t46 = vcc_any(t45);
            int t47 = 0;
            int t48 = 1;
            vcc_v8_float t49 = (vcc_v8_float){0};
            int t50 = 15;
            int t51 = 1;
            vcc_v8_float t52 = (vcc_v8_float){0};
            for (;;) {
                if (t48) {
                    if (t39 ? t47 < 16 : 0) {
                        if (vcc_any(t35)) {
                            vcc_v8_float t53 = t2 * t23;
                            vcc_v8_float t54 = vcc_splat(vcc_v8_float, coef[t47]);
                            t4 = t53 + t54;
                        } else {
                            t4 = (vcc_v8_float){0};
                        }
                        t55 = t47 + 1;
                        t56 = t4;
                        t57 = 1;
                        t5 = t49;
                    } else {
                        t5 = vcc_select(vcc_v8_int, (vcc_v8_int)t35, t2, t1);
                        t55 = t47;
                        t56 = t2;
                        t57 = 0;
                    }
                } else {
                    t55 = t47;
                    t56 = t2;
                    t57 = 0;
                    t5 = t49;
                }
                if (t51) {
                    if (t46 ? t50 >= 0 : 0) {
                        if (vcc_any(t45)) {
                            vcc_v8_float t58 = -t42;
                            vcc_v8_float t59 = t3 * t58;
                            vcc_v8_float t60 = vcc_splat(vcc_v8_float, coef[t50]);
                            t6 = t59 - t60;
                        } else {
                            t6 = (vcc_v8_float){0};
                        }
                        t61 = t50 - 1;
                        t62 = t6;
                        t63 = 1;
                        t64 = t52;
                    } else {
                        t61 = t50;
                        t62 = t3;
                        t63 = 0;
                        t64 = t3;
                    }
                } else {
                    t61 = t50;
                    t62 = t3;
                    t63 = 0;
                    t64 = t52;
                }
                if (!(t57 | t63)) {
                    vcc_store(t22, t5);
                    vcc_v8_float t14 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    int t81 = vcc_any(t44);
                    for (int t82 = 0; t81 ? t82 < 16 : 0; t82++, t14 = t15) {
                        if (vcc_any(t44)) {
                            vcc_v8_float t84 = t14 * t42;
                            vcc_v8_float t85 = vcc_splat(vcc_v8_float, coef[t82]);
                            t15 = t84 + t85;
                        } else {
                            t15 = (vcc_v8_float){0};
                        }
                    }
                    vcc_v8_float t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t14, t64);
                    vcc_store(t41, t83);
                    t13 += 16L;
                    if (t13 < t19) {
                        break;
                    }
                    t24 = (int)t19;
                    goto L86;
                }
                t47 = t55;
                t2 = t56;
                t48 = t57;
                t49 = t5;
                t50 = t61;
                t3 = t62;
                t51 = t63;
                t52 = t64;
            }
        }
    } else {
        t24 = 0;
    }
L86:
    t25 = (long)n + (long)t24 * -1L;
    unsigned long t26 = (unsigned long)out;
    unsigned long t27 = (unsigned long)in;
    if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
        long t28 = t25 & -8L;
        long t8 = 0L;
        for (;;) {
            long t29 = (long)(int)((long)t24 + t8);
            float *t30 = out + t29;
            vcc_v8_float t31 = vcc_load(vcc_v8_float, in + t29);
            vcc_v8_float t68 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            vcc_m8 t69 = (vcc_m8)(t31 >= t68);
            vcc_m8 t70 = ~t69;
            vcc_v8_float t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t71 = vcc_any(t70);
            for (int t72 = 15; t71 ? t72 >= 0 : 0; t72--, t9 = t11) {
                if (vcc_any(t70)) {
                    vcc_v8_float t74 = -t31;
                    vcc_v8_float t75 = t9 * t74;
                    vcc_v8_float t76 = vcc_splat(vcc_v8_float, coef[t72]);
                    t11 = t75 - t76;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t10 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            int t73 = vcc_any(t69);
            for (int t77 = 0; t73 ? t77 < 16 : 0; t77++, t10 = t12) {
                if (vcc_any(t69)) {
                    vcc_v8_float t79 = t10 * t31;
                    vcc_v8_float t80 = vcc_splat(vcc_v8_float, coef[t77]);
                    t12 = t79 + t80;
                } else {
                    t12 = (vcc_v8_float){0};
                }
            }
            vcc_v8_float t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, t10, t9);
            vcc_store(t30, t78);
            t8 += 8L;
            if (t8 >= t28) {
                i = (int)((long)t24 + t28);
                break;
            }
        }
    } else {
        i = t24;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        float t33 = in[t32];
        out[t32] = poly(coef, t33, 16);
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
