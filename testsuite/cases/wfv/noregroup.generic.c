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
    long t24;
    float *t25;
    vcc_v8_float t26;
    int t27;
    long t28;
    unsigned long t29;
    unsigned long t30;
    long t31;
    long t32;
    float *t33;
    vcc_v8_float t34;
    int i;
    long t35;
    float t36;
    vcc_v8_float t37;
    vcc_m8 t38;
    int t39;
    int t40;
    vcc_v8_float t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    int t45;
    long t46;
    float *t47;
    vcc_v8_float t48;
    vcc_v8_float t49;
    vcc_m8 t50;
    int t51;
    int t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    int t55;
    vcc_v8_float t56;
    int t57;
    vcc_v8_float t58;
    int t59;
    vcc_v8_float t60;
    vcc_v8_float t61;
    vcc_v8_float t62;
    int t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    int t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    int t69;
    vcc_v8_float t70;
    int t71;
    vcc_v8_float t72;
    vcc_v8_float t73;
    vcc_m8 t74;
    int t75;
    int t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    int t81;
    int t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    vcc_v8_float t86;
    vcc_v8_float t87;
    vcc_v8_float t88;
    int t89;
    int t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    vcc_v8_float t95;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t21 + 0UL)) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t20 + 0UL)))) {
        t22 = t19 & -16L;
        t14 = 0L;
        for (;;) {
            t23 = t14 + 8L;
            t24 = (long)(int)(0L + t14);
            t25 = out + t24;
            t26 = vcc_load(vcc_v8_float, in + t24);
            t37 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t38 = (vcc_m8)(t26 < t37);
            t3 = ~t38;
            t39 = vcc_any(t3);
            t41 = t26;
            for (t40 = 24; t39 ? t40 > 0 : 0; t40--, t41 = t1) {
                if (vcc_any(t3)) {
                    t42 = vcc_splat(vcc_v8_float, (float)t40);
                    t43 = t42 / t41;
                    t1 = t26 + t43;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                t44 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t44 / t41;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            t45 = vcc_any(t38);
            t46 = (long)(int)(0L + t23);
            t47 = out + t46;
            t48 = vcc_load(vcc_v8_float, in + t46);
            t49 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t50 = (vcc_m8)(t48 < t49);
            t16 = ~t50;
            t51 = vcc_any(t16);
            t52 = 1;
            t53 = t26;
            t54 = t26;
            t55 = 1;
            t56 = (vcc_v8_float){0};
            t57 = 24;
            t58 = t48;
            t59 = 1;
            t60 = (vcc_v8_float){0};
            for (;;) {
                if (t55) {
                    if (t45 ? t52 < 24 : 0) {
                        if (vcc_any(t38)) {
                            t61 = t54 * t26;
                            t62 = vcc_splat(vcc_v8_float, (float)(2 * t52 + 1));
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
                            t67 = vcc_splat(vcc_v8_float, (float)t57);
                            t68 = t67 / t58;
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
                        t88 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t88 / t72;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    t89 = vcc_any(t50);
                    t91 = t48;
                    t92 = t48;
                    for (t90 = 1; t89 ? t90 < 24 : 0; t90++, t91 = t18, t92 = t17) {
                        if (vcc_any(t50)) {
                            t94 = t92 * t48;
                            t95 = vcc_splat(vcc_v8_float, (float)(2 * t90 + 1));
                            t17 = t94 / t95;
                            t18 = t91 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    t93 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t91);
                    vcc_store(t47, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t27 = (int)(0L + t22);
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
    t29 = (unsigned long)out;
    t30 = (unsigned long)in;
    if ((t28 >= 8L) & (((t29 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t27 * 4L))) | ((t30 + (unsigned long)((long)t27 * 4L + 4L + (t28 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t27 * 4L))))) {
        t31 = t28 & -8L;
        t8 = 0L;
        for (;;) {
            t32 = (long)(int)((long)t27 + t8);
            t33 = out + t32;
            t34 = vcc_load(vcc_v8_float, in + t32);
            t73 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t74 = (vcc_m8)(t34 < t73);
            t11 = ~t74;
            t75 = vcc_any(t11);
            t77 = t34;
            for (t76 = 24; t75 ? t76 > 0 : 0; t76--, t77 = t9) {
                if (vcc_any(t11)) {
                    t78 = vcc_splat(vcc_v8_float, (float)t76);
                    t79 = t78 / t77;
                    t9 = t34 + t79;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                t80 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t80 / t77;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            t81 = vcc_any(t74);
            t83 = t34;
            t84 = t34;
            for (t82 = 1; t81 ? t82 < 24 : 0; t82++, t83 = t13, t84 = t12) {
                if (vcc_any(t74)) {
                    t86 = t84 * t34;
                    t87 = vcc_splat(vcc_v8_float, (float)(2 * t82 + 1));
                    t12 = t86 / t87;
                    t13 = t83 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            t85 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t83);
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
        t35 = (long)i;
        t36 = in[t35];
        out[t35] = series(t36, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
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
    long t30;
    long t31;
    long t32;
    double *t33;
    vcc_v4_double t34;
    vcc_v4_double t35;
    int t36;
    long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    long t43;
    double *t44;
    vcc_v4_double t45;
    vcc_v4_double t46;
    int i;
    long t47;
    double t48;
    double t49;
    long t50;
    double *t51;
    vcc_v4_double t52;
    vcc_v4_double t53;
    vcc_v4_double t54;
    vcc_v4_double t55;
    vcc_v4_int t56;
    vcc_v4_double t57;
    vcc_v4_double t58;
    vcc_v4_double t59;
    vcc_m4 t60;
    vcc_m4 t61;
    int t62;
    int t63;
    int t64;
    vcc_v4_double t65;
    vcc_v4_double t66;
    vcc_v4_double t67;
    vcc_v4_double t68;
    int t69;
    vcc_v4_double t70;
    vcc_v4_double t71;
    vcc_v4_double t72;
    vcc_v4_double t73;
    vcc_v4_double t74;
    vcc_v4_double t75;
    vcc_v4_double t76;
    vcc_v4_int t77;
    vcc_v4_double t78;
    vcc_v4_double t79;
    vcc_v4_double t80;
    vcc_m4 t81;
    vcc_m4 t82;
    int t83;
    int t84;
    int t85;
    vcc_v4_double t86;
    vcc_v4_double t87;
    vcc_v4_double t88;
    vcc_v4_double t89;
    int t90;
    vcc_v4_double t91;
    vcc_v4_double t92;
    vcc_v4_double t93;
    vcc_v4_double t94;
    vcc_v4_double t95;
    long t96;
    double *t97;
    vcc_v4_double t98;
    vcc_v4_double t99;
    vcc_v4_double t100;
    vcc_v4_double t101;
    vcc_v4_int t102;
    vcc_v4_double t103;
    vcc_v4_double t104;
    vcc_v4_double t105;
    vcc_m4 t106;
    vcc_m4 t107;
    int t108;
    int t109;
    int t110;
    vcc_v4_double t111;
    vcc_v4_double t112;
    vcc_v4_double t113;
    vcc_v4_double t114;
    int t115;
    vcc_v4_double t116;
    vcc_v4_double t117;
    vcc_v4_double t118;
    vcc_v4_double t119;
    vcc_v4_double t120;
    long t121;
    double *t122;
    vcc_v4_double t123;
    vcc_v4_double t124;
    vcc_v4_double t125;
    vcc_v4_double t126;
    vcc_v4_int t127;
    vcc_v4_double t128;
    vcc_v4_double t129;
    vcc_v4_double t130;
    vcc_m4 t131;
    vcc_m4 t132;
    int t133;
    int t134;
    int t135;
    vcc_v4_double t136;
    vcc_v4_double t137;
    vcc_v4_double t138;
    vcc_v4_double t139;
    int t140;
    vcc_v4_double t141;
    vcc_v4_double t142;
    vcc_v4_double t143;
    vcc_v4_double t144;
    vcc_v4_double t145;
    vcc_v4_double t146;
    vcc_v4_double t147;
    vcc_v4_int t148;
    vcc_v4_double t149;
    vcc_v4_double t150;
    vcc_v4_double t151;
    vcc_m4 t152;
    vcc_m4 t153;
    int t154;
    int t155;
    int t156;
    vcc_v4_double t157;
    vcc_v4_double t158;
    vcc_v4_double t159;
    vcc_v4_double t160;
    int t161;
    vcc_v4_double t162;
    vcc_v4_double t163;
    vcc_v4_double t164;
    vcc_v4_double t165;
    vcc_v4_double t166;
    t23 = (long)n;
    t24 = (unsigned long)out;
    t25 = (unsigned long)x;
    t26 = (unsigned long)out;
    t27 = (unsigned long)y;
    if ((t23 >= 16L) & (((t24 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t25 + 0UL)) | ((t25 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t24 + 0UL))) & (((t26 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t27 + 0UL)) | ((t27 + (unsigned long)(8L + (t23 - 1L) * 8L)) <= (t26 + 0UL)))) {
        t28 = t23 & -16L;
        t18 = 0L;
        for (;;) {
            t29 = t18 + 4L;
            t30 = t18 + 8L;
            t31 = t18 + 12L;
            t32 = (long)(int)(0L + t18);
            t33 = out + t32;
            t34 = vcc_load(vcc_v4_double, y + t32);
            t35 = vcc_load(vcc_v4_double, x + t32);
            t54 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t55 = t35 * t54;
            t56 = __builtin_convertvector(t55, vcc_v4_int);
            t57 = __builtin_convertvector(t56, vcc_v4_double);
            t58 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t59 = t57 + t58;
            t60 = __builtin_convertvector(t59 > t34, vcc_m4);
            t61 = ~t60;
            t1 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t62 = vcc_any(t61);
            for (t63 = 0; t62 ? t63 < 40 : 0; t63 = t3, t1 = t4) {
                if (vcc_any(t61)) {
                    t65 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t66 = t1 * t65;
                    t3 = t63 + 1;
                    t67 = vcc_splat(vcc_v4_double, (double)t3);
                    t68 = t34 / t67;
                    t4 = t66 - t68;
                } else {
                    t3 = 0;
                    t4 = (vcc_v4_double){0};
                }
            }
            t2 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t64 = vcc_any(t60);
            t69 = 0;
            while (t64 ? t69 < 40 : 0) {
                t70 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t71 = t2 * t70;
                t72 = vcc_splat(vcc_v4_double, (double)t69);
                t73 = t35 * t72;
                t2 = t71 + t73;
                t69++;
            }
            t74 = vcc_select(vcc_v4_long, __builtin_convertvector(t60, vcc_v4_long), t2, t1);
            vcc_store(t33, t74);
            t50 = (long)(int)(0L + t29);
            t51 = out + t50;
            t52 = vcc_load(vcc_v4_double, y + t50);
            t53 = vcc_load(vcc_v4_double, x + t50);
            t100 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t101 = t53 * t100;
            t102 = __builtin_convertvector(t101, vcc_v4_int);
            t103 = __builtin_convertvector(t102, vcc_v4_double);
            t104 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t105 = t103 + t104;
            t106 = __builtin_convertvector(t105 > t52, vcc_m4);
            t107 = ~t106;
            t10 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t108 = vcc_any(t107);
            for (t109 = 0; t108 ? t109 < 40 : 0; t109 = t12, t10 = t13) {
                if (vcc_any(t107)) {
                    t111 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t112 = t10 * t111;
                    t12 = t109 + 1;
                    t113 = vcc_splat(vcc_v4_double, (double)t12);
                    t114 = t52 / t113;
                    t13 = t112 - t114;
                } else {
                    t12 = 0;
                    t13 = (vcc_v4_double){0};
                }
            }
            t11 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t110 = vcc_any(t106);
            t115 = 0;
            while (t110 ? t115 < 40 : 0) {
                t116 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t117 = t11 * t116;
                t118 = vcc_splat(vcc_v4_double, (double)t115);
                t119 = t53 * t118;
                t11 = t117 + t119;
                t115++;
            }
            t120 = vcc_select(vcc_v4_long, __builtin_convertvector(t106, vcc_v4_long), t11, t10);
            vcc_store(t51, t120);
            t96 = (long)(int)(0L + t30);
            t97 = out + t96;
            t98 = vcc_load(vcc_v4_double, y + t96);
            t99 = vcc_load(vcc_v4_double, x + t96);
            t125 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t126 = t99 * t125;
            t127 = __builtin_convertvector(t126, vcc_v4_int);
            t128 = __builtin_convertvector(t127, vcc_v4_double);
            t129 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t130 = t128 + t129;
            t131 = __builtin_convertvector(t130 > t98, vcc_m4);
            t132 = ~t131;
            t14 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t133 = vcc_any(t132);
            for (t134 = 0; t133 ? t134 < 40 : 0; t134 = t16, t14 = t17) {
                if (vcc_any(t132)) {
                    t136 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t137 = t14 * t136;
                    t16 = t134 + 1;
                    t138 = vcc_splat(vcc_v4_double, (double)t16);
                    t139 = t98 / t138;
                    t17 = t137 - t139;
                } else {
                    t16 = 0;
                    t17 = (vcc_v4_double){0};
                }
            }
            t15 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t135 = vcc_any(t131);
            t140 = 0;
            while (t135 ? t140 < 40 : 0) {
                t141 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t142 = t15 * t141;
                t143 = vcc_splat(vcc_v4_double, (double)t140);
                t144 = t99 * t143;
                t15 = t142 + t144;
                t140++;
            }
            t145 = vcc_select(vcc_v4_long, __builtin_convertvector(t131, vcc_v4_long), t15, t14);
            vcc_store(t97, t145);
            t121 = (long)(int)(0L + t31);
            t122 = out + t121;
            t123 = vcc_load(vcc_v4_double, y + t121);
            t124 = vcc_load(vcc_v4_double, x + t121);
            t146 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t147 = t124 * t146;
            t148 = __builtin_convertvector(t147, vcc_v4_int);
            t149 = __builtin_convertvector(t148, vcc_v4_double);
            t150 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t151 = t149 + t150;
            t152 = __builtin_convertvector(t151 > t123, vcc_m4);
            t153 = ~t152;
            t19 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t154 = vcc_any(t153);
            for (t155 = 0; t154 ? t155 < 40 : 0; t155 = t21, t19 = t22) {
                if (vcc_any(t153)) {
                    t157 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t158 = t19 * t157;
                    t21 = t155 + 1;
                    t159 = vcc_splat(vcc_v4_double, (double)t21);
                    t160 = t123 / t159;
                    t22 = t158 - t160;
                } else {
                    t21 = 0;
                    t22 = (vcc_v4_double){0};
                }
            }
            t20 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t156 = vcc_any(t152);
            t161 = 0;
            while (t156 ? t161 < 40 : 0) {
                t162 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t163 = t20 * t162;
                t164 = vcc_splat(vcc_v4_double, (double)t161);
                t165 = t124 * t164;
                t20 = t163 + t165;
                t161++;
            }
            t166 = vcc_select(vcc_v4_long, __builtin_convertvector(t152, vcc_v4_long), t20, t19);
            vcc_store(t122, t166);
            t18 += 16L;
            if (t18 >= t28) {
                t36 = (int)(0L + t28);
                break;
            }
        }
    } else {
        t36 = 0;
    }
    t37 = (long)n + (long)t36 * -1L;
    t38 = (unsigned long)out;
    t39 = (unsigned long)x;
    t40 = (unsigned long)out;
    t41 = (unsigned long)y;
    if ((t37 >= 4L) & (((t38 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t39 + (unsigned long)((long)t36 * 8L))) | ((t39 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t38 + (unsigned long)((long)t36 * 8L)))) & (((t40 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t36 * 8L))) | ((t41 + (unsigned long)((long)t36 * 8L + 8L + (t37 - 1L) * 8L)) <= (t40 + (unsigned long)((long)t36 * 8L))))) {
        t42 = t37 & -4L;
        t5 = 0L;
        for (;;) {
            t43 = (long)(int)((long)t36 + t5);
            t44 = out + t43;
            t45 = vcc_load(vcc_v4_double, y + t43);
            t46 = vcc_load(vcc_v4_double, x + t43);
            t75 = (vcc_v4_double){4.0, 4.0, 4.0, 4.0};
            t76 = t46 * t75;
            t77 = __builtin_convertvector(t76, vcc_v4_int);
            t78 = __builtin_convertvector(t77, vcc_v4_double);
            t79 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
            t80 = t78 + t79;
            t81 = __builtin_convertvector(t80 > t45, vcc_m4);
            t82 = ~t81;
            t6 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t83 = vcc_any(t82);
            for (t84 = 0; t83 ? t84 < 40 : 0; t84 = t8, t6 = t9) {
                if (vcc_any(t82)) {
                    t86 = (vcc_v4_double){0.25, 0.25, 0.25, 0.25};
                    t87 = t6 * t86;
                    t8 = t84 + 1;
                    t88 = vcc_splat(vcc_v4_double, (double)t8);
                    t89 = t45 / t88;
                    t9 = t87 - t89;
                } else {
                    t8 = 0;
                    t9 = (vcc_v4_double){0};
                }
            }
            t7 = (vcc_v4_double){0.0, 0.0, 0.0, 0.0};
            t85 = vcc_any(t81);
            t90 = 0;
            while (t85 ? t90 < 40 : 0) {
                t91 = (vcc_v4_double){0.5, 0.5, 0.5, 0.5};
                t92 = t7 * t91;
                t93 = vcc_splat(vcc_v4_double, (double)t90);
                t94 = t46 * t93;
                t7 = t92 + t94;
                t90++;
            }
            t95 = vcc_select(vcc_v4_long, __builtin_convertvector(t81, vcc_v4_long), t7, t6);
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
        t47 = (long)i;
        t48 = y[t47];
        t49 = x[t47];
        out[t47] = blend2(t49, t48);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
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
    long t19;
    vcc_v8_int t20;
    long t21;
    unsigned int *t22;
    vcc_v8_int t23;
    vcc_v8_int t24;
    vcc_v8_int t25;
    int t26;
    long t27;
    unsigned long t28;
    unsigned long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    vcc_v8_int t33;
    vcc_v8_uint t34;
    vcc_v8_int t35;
    long t36;
    unsigned int *t37;
    vcc_v8_int t38;
    vcc_v8_int t39;
    vcc_v8_int t40;
    int i;
    long t41;
    int t42;
    int t43;
    vcc_v8_uint t44;
    vcc_v8_int t45;
    long t46;
    unsigned int *t47;
    vcc_v8_int t48;
    vcc_v8_int t49;
    vcc_v8_int t50;
    vcc_v8_int t51;
    vcc_v8_int t52;
    vcc_v8_int t53;
    vcc_m8 t54;
    vcc_m8 t55;
    int t56;
    int t57;
    vcc_v8_int t58;
    vcc_v8_uint t59;
    vcc_v8_uint t60;
    vcc_v8_uint t61;
    vcc_v8_int t62;
    vcc_v8_uint t63;
    vcc_v8_uint t64;
    vcc_v8_uint t65;
    int t66;
    int t67;
    vcc_v8_uint t68;
    vcc_v8_uint t69;
    vcc_v8_int t70;
    vcc_v8_int t71;
    vcc_v8_uint t72;
    vcc_v8_uint t73;
    vcc_v8_int t74;
    vcc_v8_int t75;
    vcc_v8_int t76;
    vcc_m8 t77;
    vcc_m8 t78;
    int t79;
    int t80;
    vcc_v8_int t81;
    vcc_v8_uint t82;
    vcc_v8_uint t83;
    vcc_v8_uint t84;
    vcc_v8_int t85;
    vcc_v8_uint t86;
    vcc_v8_uint t87;
    vcc_v8_uint t88;
    int t89;
    int t90;
    vcc_v8_uint t91;
    vcc_v8_uint t92;
    vcc_v8_int t93;
    vcc_v8_int t94;
    vcc_v8_uint t95;
    vcc_v8_uint t96;
    vcc_v8_int t97;
    vcc_v8_int t98;
    vcc_v8_int t99;
    vcc_m8 t100;
    vcc_m8 t101;
    int t102;
    int t103;
    vcc_v8_int t104;
    vcc_v8_uint t105;
    vcc_v8_uint t106;
    vcc_v8_uint t107;
    vcc_v8_int t108;
    vcc_v8_uint t109;
    vcc_v8_uint t110;
    vcc_v8_uint t111;
    int t112;
    int t113;
    vcc_v8_uint t114;
    vcc_v8_uint t115;
    vcc_v8_int t116;
    vcc_v8_int t117;
    vcc_v8_uint t118;
    vcc_v8_uint t119;
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
            t19 = t8 + 8L;
            t20 = (vcc_v8_int)t1;
            t21 = (long)(int)(0L + t8);
            t22 = out + t21;
            t23 = vcc_load(vcc_v8_int, b + t21);
            t24 = t23 + t20;
            t25 = vcc_load(vcc_v8_int, a + t21);
            t4 = (vcc_v8_uint)t25;
            t51 = t25 ^ t24;
            t52 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t53 = t51 & t52;
            t54 = (vcc_m8)(t53 != (vcc_v8_int){0});
            t55 = ~t54;
            t56 = vcc_any(t54);
            t57 = 0;
            t3 = t4;
            while (t56 ? t57 < 12 : 0) {
                t58 = (vcc_v8_int){t57, t57, t57, t57, t57, t57, t57, t57};
                t59 = (vcc_v8_uint)t24;
                t60 = (vcc_v8_uint)t58;
                t61 = t59 + t60;
                t62 = (vcc_v8_int)t61;
                t63 = (vcc_v8_uint)t62;
                t64 = t3 ^ t63;
                t65 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t3 = t64 * t65;
                t57++;
            }
            t66 = vcc_any(t55);
            t67 = 0;
            while (t66 ? t67 < 12 : 0) {
                t68 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                t69 = t4 * t68;
                t70 = vcc_splat(vcc_v8_int, t67 & 7);
                t71 = t24 >> t70;
                t72 = (vcc_v8_uint)t71;
                t4 = t69 + t72;
                t67++;
            }
            t73 = vcc_select(vcc_v8_int, (vcc_v8_int)t54, t3, t4);
            vcc_store(t22, t73);
            t44 = t1 + (vcc_v8_uint){8U, 8U, 8U, 8U, 8U, 8U, 8U, 8U};
            t45 = (vcc_v8_int)t44;
            t46 = (long)(int)(0L + t19);
            t47 = out + t46;
            t48 = vcc_load(vcc_v8_int, b + t46);
            t49 = t48 + t45;
            t50 = vcc_load(vcc_v8_int, a + t46);
            t10 = (vcc_v8_uint)t50;
            t97 = t50 ^ t49;
            t98 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t99 = t97 & t98;
            t100 = (vcc_m8)(t99 != (vcc_v8_int){0});
            t101 = ~t100;
            t102 = vcc_any(t100);
            t103 = 0;
            t9 = t10;
            while (t102 ? t103 < 12 : 0) {
                t104 = (vcc_v8_int){t103, t103, t103, t103, t103, t103, t103, t103};
                t105 = (vcc_v8_uint)t49;
                t106 = (vcc_v8_uint)t104;
                t107 = t105 + t106;
                t108 = (vcc_v8_int)t107;
                t109 = (vcc_v8_uint)t108;
                t110 = t9 ^ t109;
                t111 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t9 = t110 * t111;
                t103++;
            }
            t112 = vcc_any(t101);
            t113 = 0;
            while (t112 ? t113 < 12 : 0) {
                t114 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                t115 = t10 * t114;
                t116 = vcc_splat(vcc_v8_int, t113 & 7);
                t117 = t49 >> t116;
                t118 = (vcc_v8_uint)t117;
                t10 = t115 + t118;
                t113++;
            }
            t119 = vcc_select(vcc_v8_int, (vcc_v8_int)t100, t9, t10);
            vcc_store(t47, t119);
            t8 += 16L;
            t1 = t1 + (vcc_v8_uint){16U, 16U, 16U, 16U, 16U, 16U, 16U, 16U};
            if (t8 >= t16) {
                t26 = (int)(0L + t16);
                break;
            }
        }
    } else {
        t26 = 0;
    }
    t27 = (long)n + (long)t26 * -1L;
    t28 = (unsigned long)out;
    t29 = (unsigned long)a;
    t30 = (unsigned long)out;
    t31 = (unsigned long)b;
    if ((t27 >= 8L) & (((t28 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t26 * 4L))) | ((t29 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t26 * 4L)))) & (((t30 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t26 * 4L))) | ((t31 + (unsigned long)((long)t26 * 4L + 4L + (t27 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t26 * 4L))))) {
        t32 = t27 & -8L;
        t33 = (vcc_v8_int){t26, t26, t26, t26, t26, t26, t26, t26};
        t34 = (vcc_v8_uint)t33;
        t2 = t34 + (vcc_v8_uint){0U, 1U, 2U, 3U, 4U, 5U, 6U, 7U};
        t5 = 0L;
        for (;;) {
            t35 = (vcc_v8_int)t2;
            t36 = (long)(int)((long)t26 + t5);
            t37 = out + t36;
            t38 = vcc_load(vcc_v8_int, b + t36);
            t39 = t38 + t35;
            t40 = vcc_load(vcc_v8_int, a + t36);
            t7 = (vcc_v8_uint)t40;
            t74 = t40 ^ t39;
            t75 = (vcc_v8_int){1, 1, 1, 1, 1, 1, 1, 1};
            t76 = t74 & t75;
            t77 = (vcc_m8)(t76 != (vcc_v8_int){0});
            t78 = ~t77;
            t79 = vcc_any(t77);
            t80 = 0;
            t6 = t7;
            while (t79 ? t80 < 12 : 0) {
                t81 = (vcc_v8_int){t80, t80, t80, t80, t80, t80, t80, t80};
                t82 = (vcc_v8_uint)t39;
                t83 = (vcc_v8_uint)t81;
                t84 = t82 + t83;
                t85 = (vcc_v8_int)t84;
                t86 = (vcc_v8_uint)t85;
                t87 = t6 ^ t86;
                t88 = (vcc_v8_uint){17U, 17U, 17U, 17U, 17U, 17U, 17U, 17U};
                t6 = t87 * t88;
                t80++;
            }
            t89 = vcc_any(t78);
            t90 = 0;
            while (t89 ? t90 < 12 : 0) {
                t91 = (vcc_v8_uint){31U, 31U, 31U, 31U, 31U, 31U, 31U, 31U};
                t92 = t7 * t91;
                t93 = vcc_splat(vcc_v8_int, t90 & 7);
                t94 = t39 >> t93;
                t95 = (vcc_v8_uint)t94;
                t7 = t92 + t95;
                t90++;
            }
            t96 = vcc_select(vcc_v8_int, (vcc_v8_int)t77, t6, t7);
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
        t41 = (long)i;
        t42 = b[t41];
        t43 = a[t41];
        out[t41] = mix(t43, t42 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
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
    long t24;
    float *t25;
    vcc_v8_float t26;
    vcc_v8_float t27;
    int t28;
    long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    long t33;
    float *t34;
    vcc_v8_float t35;
    vcc_v8_float t36;
    int i;
    long t37;
    float t38;
    vcc_v8_float t39;
    vcc_m8 t40;
    int t41;
    int t42;
    vcc_v8_float t43;
    vcc_v8_float t44;
    vcc_v8_float t45;
    vcc_v8_float t46;
    int t47;
    long t48;
    float *t49;
    vcc_v8_float t50;
    vcc_v8_float t51;
    vcc_v8_float t52;
    vcc_m8 t53;
    int t54;
    int t55;
    vcc_v8_float t56;
    vcc_v8_float t57;
    int t58;
    vcc_v8_float t59;
    int t60;
    vcc_v8_float t61;
    int t62;
    vcc_v8_float t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    int t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    int t69;
    vcc_v8_float t70;
    vcc_v8_float t71;
    int t72;
    vcc_v8_float t73;
    int t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    vcc_v8_float t77;
    vcc_v8_float t78;
    vcc_m8 t79;
    int t80;
    int t81;
    vcc_v8_float t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    int t86;
    int t87;
    vcc_v8_float t88;
    vcc_v8_float t89;
    vcc_v8_float t90;
    vcc_v8_float t91;
    vcc_v8_float t92;
    vcc_v8_float t93;
    vcc_v8_float t94;
    int t95;
    int t96;
    vcc_v8_float t97;
    vcc_v8_float t98;
    vcc_v8_float t99;
    vcc_v8_float t100;
    vcc_v8_float t101;
    t19 = (long)n;
    t20 = (unsigned long)out;
    t21 = (unsigned long)in;
    if ((t19 >= 16L) & (((t20 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t21 + 0UL)) | ((t21 + (unsigned long)(4L + (t19 - 1L) * 4L)) <= (t20 + 0UL)))) {
        t22 = t19 & -16L;
        t14 = 0L;
        for (;;) {
            t23 = t14 + 8L;
            t24 = (long)(int)(0L + t14);
            t25 = out + t24;
            t26 = vcc_load(vcc_v8_float, in + t24);
            t27 = t26 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t39 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t40 = (vcc_m8)(t27 < t39);
            t3 = ~t40;
            t41 = vcc_any(t3);
            t43 = t27;
            for (t42 = 9; t41 ? t42 > 0 : 0; t42--, t43 = t1) {
                if (vcc_any(t3)) {
                    t44 = vcc_splat(vcc_v8_float, (float)t42);
                    t45 = t44 / t43;
                    t1 = t27 + t45;
                } else {
                    t1 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t3)) {
                t46 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t2 = t46 / t43;
            } else {
                t2 = (vcc_v8_float){0};
                t3 = (vcc_m8){0};
            }
            t47 = vcc_any(t40);
            t48 = (long)(int)(0L + t23);
            t49 = out + t48;
            t50 = vcc_load(vcc_v8_float, in + t48);
            t51 = t50 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t52 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t53 = (vcc_m8)(t51 < t52);
            t16 = ~t53;
            t54 = vcc_any(t16);
            t55 = 1;
            t56 = t27;
            t57 = t27;
            t58 = 1;
            t59 = (vcc_v8_float){0};
            t60 = 9;
            t61 = t51;
            t62 = 1;
            t63 = (vcc_v8_float){0};
            for (;;) {
                if (t58) {
                    if (t47 ? t55 < 9 : 0) {
                        if (vcc_any(t40)) {
                            t64 = t57 * t27;
                            t65 = vcc_splat(vcc_v8_float, (float)(2 * t55 + 1));
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
                            t70 = vcc_splat(vcc_v8_float, (float)t60);
                            t71 = t70 / t61;
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
                    t76 = t6 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t25, t76);
                    if (vcc_any(t16)) {
                        t94 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                        t15 = t94 / t75;
                    } else {
                        t15 = (vcc_v8_float){0};
                        t16 = (vcc_m8){0};
                    }
                    t95 = vcc_any(t53);
                    t97 = t51;
                    t98 = t51;
                    for (t96 = 1; t95 ? t96 < 9 : 0; t96++, t97 = t18, t98 = t17) {
                        if (vcc_any(t53)) {
                            t100 = t98 * t51;
                            t101 = vcc_splat(vcc_v8_float, (float)(2 * t96 + 1));
                            t17 = t100 / t101;
                            t18 = t97 + t17;
                        } else {
                            t17 = (vcc_v8_float){0};
                            t18 = (vcc_v8_float){0};
                        }
                    }
                    t99 = vcc_select(vcc_v8_int, (vcc_v8_int)t16, t15, t97);
                    t93 = t99 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                    vcc_store(t49, t93);
                    t14 += 16L;
                    if (t14 < t22) {
                        break;
                    }
                    t28 = (int)(0L + t22);
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
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 8L) & (((t30 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t28 * 4L))) | ((t31 + (unsigned long)((long)t28 * 4L + 4L + (t29 - 1L) * 4L)) <= (t30 + (unsigned long)((long)t28 * 4L))))) {
        t32 = t29 & -8L;
        t8 = 0L;
        for (;;) {
            t33 = (long)(int)((long)t28 + t8);
            t34 = out + t33;
            t35 = vcc_load(vcc_v8_float, in + t33);
            t36 = t35 * (vcc_v8_float){0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f, 0.5f};
            t78 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
            t79 = (vcc_m8)(t36 < t78);
            t11 = ~t79;
            t80 = vcc_any(t11);
            t82 = t36;
            for (t81 = 9; t80 ? t81 > 0 : 0; t81--, t82 = t9) {
                if (vcc_any(t11)) {
                    t83 = vcc_splat(vcc_v8_float, (float)t81);
                    t84 = t83 / t82;
                    t9 = t36 + t84;
                } else {
                    t9 = (vcc_v8_float){0};
                }
            }
            if (vcc_any(t11)) {
                t85 = (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
                t10 = t85 / t82;
            } else {
                t10 = (vcc_v8_float){0};
                t11 = (vcc_m8){0};
            }
            t86 = vcc_any(t79);
            t88 = t36;
            t89 = t36;
            for (t87 = 1; t86 ? t87 < 9 : 0; t87++, t88 = t13, t89 = t12) {
                if (vcc_any(t79)) {
                    t91 = t89 * t36;
                    t92 = vcc_splat(vcc_v8_float, (float)(2 * t87 + 1));
                    t12 = t91 / t92;
                    t13 = t88 + t12;
                } else {
                    t12 = (vcc_v8_float){0};
                    t13 = (vcc_v8_float){0};
                }
            }
            t90 = vcc_select(vcc_v8_int, (vcc_v8_int)t11, t10, t88);
            t77 = t90 + (vcc_v8_float){1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
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
        t37 = (long)i;
        t38 = in[t37];
        out[t37] = series(t38 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
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
    long t21;
    float *t22;
    vcc_v8_float t23;
    int t24;
    long t25;
    unsigned long t26;
    unsigned long t27;
    long t28;
    long t29;
    float *t30;
    vcc_v8_float t31;
    int i;
    long t32;
    float t33;
    vcc_v8_float t34;
    vcc_m8 t35;
    vcc_m8 t36;
    int t37;
    int t38;
    int t39;
    long t40;
    float *t41;
    vcc_v8_float t42;
    vcc_v8_float t43;
    vcc_m8 t44;
    vcc_m8 t45;
    int t46;
    int t47;
    int t48;
    vcc_v8_float t49;
    int t50;
    int t51;
    vcc_v8_float t52;
    vcc_v8_float t53;
    vcc_v8_float t54;
    int t55;
    vcc_v8_float t56;
    int t57;
    vcc_v8_float t58;
    vcc_v8_float t59;
    vcc_v8_float t60;
    int t61;
    vcc_v8_float t62;
    int t63;
    vcc_v8_float t64;
    vcc_v8_float t65;
    vcc_v8_float t66;
    vcc_v8_float t67;
    vcc_v8_float t68;
    vcc_m8 t69;
    vcc_m8 t70;
    int t71;
    int t72;
    int t73;
    vcc_v8_float t74;
    vcc_v8_float t75;
    vcc_v8_float t76;
    int t77;
    vcc_v8_float t78;
    vcc_v8_float t79;
    vcc_v8_float t80;
    int t81;
    int t82;
    vcc_v8_float t83;
    vcc_v8_float t84;
    vcc_v8_float t85;
    t16 = (long)n;
    t17 = (unsigned long)out;
    t18 = (unsigned long)in;
    if ((t16 >= 16L) & (((t17 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t18 + 0UL)) | ((t18 + (unsigned long)(4L + (t16 - 1L) * 4L)) <= (t17 + 0UL)))) {
        t19 = t16 & -16L;
        t13 = 0L;
        for (;;) {
            t20 = t13 + 8L;
            t21 = (long)(int)(0L + t13);
            t22 = out + t21;
            t23 = vcc_load(vcc_v8_float, in + t21);
            t34 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t35 = (vcc_m8)(t23 >= t34);
            t36 = ~t35;
            t1 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t37 = vcc_any(t36);
            for (t38 = 15; t37 ? t38 >= 0 : 0; t38--, t1 = t7) {
                if (vcc_any(t36)) {
                    t65 = -t23;
                    t66 = t1 * t65;
                    t67 = vcc_splat(vcc_v8_float, coef[t38]);
                    t7 = t66 - t67;
                } else {
                    t7 = (vcc_v8_float){0};
                }
            }
            t2 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t39 = vcc_any(t35);
            t40 = (long)(int)(0L + t20);
            t41 = out + t40;
            t42 = vcc_load(vcc_v8_float, in + t40);
            t43 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t44 = (vcc_m8)(t42 >= t43);
            t45 = ~t44;
            t3 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t46 = vcc_any(t45);
            t47 = 0;
            t48 = 1;
            t49 = (vcc_v8_float){0};
            t50 = 15;
            t51 = 1;
            t52 = (vcc_v8_float){0};
            for (;;) {
                if (t48) {
                    if (t39 ? t47 < 16 : 0) {
                        if (vcc_any(t35)) {
                            t53 = t2 * t23;
                            t54 = vcc_splat(vcc_v8_float, coef[t47]);
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
                            t58 = -t42;
                            t59 = t3 * t58;
                            t60 = vcc_splat(vcc_v8_float, coef[t50]);
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
                    t14 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
                    t81 = vcc_any(t44);
                    for (t82 = 0; t81 ? t82 < 16 : 0; t82++, t14 = t15) {
                        if (vcc_any(t44)) {
                            t84 = t14 * t42;
                            t85 = vcc_splat(vcc_v8_float, coef[t82]);
                            t15 = t84 + t85;
                        } else {
                            t15 = (vcc_v8_float){0};
                        }
                    }
                    t83 = vcc_select(vcc_v8_int, (vcc_v8_int)t44, t14, t64);
                    vcc_store(t41, t83);
                    t13 += 16L;
                    if (t13 < t19) {
                        break;
                    }
                    t24 = (int)(0L + t19);
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
    t26 = (unsigned long)out;
    t27 = (unsigned long)in;
    if ((t25 >= 8L) & (((t26 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t27 + (unsigned long)((long)t24 * 4L))) | ((t27 + (unsigned long)((long)t24 * 4L + 4L + (t25 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t24 * 4L))))) {
        t28 = t25 & -8L;
        t8 = 0L;
        for (;;) {
            t29 = (long)(int)((long)t24 + t8);
            t30 = out + t29;
            t31 = vcc_load(vcc_v8_float, in + t29);
            t68 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t69 = (vcc_m8)(t31 >= t68);
            t70 = ~t69;
            t9 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t71 = vcc_any(t70);
            for (t72 = 15; t71 ? t72 >= 0 : 0; t72--, t9 = t11) {
                if (vcc_any(t70)) {
                    t74 = -t31;
                    t75 = t9 * t74;
                    t76 = vcc_splat(vcc_v8_float, coef[t72]);
                    t11 = t75 - t76;
                } else {
                    t11 = (vcc_v8_float){0};
                }
            }
            t10 = (vcc_v8_float){0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
            t73 = vcc_any(t69);
            for (t77 = 0; t73 ? t77 < 16 : 0; t77++, t10 = t12) {
                if (vcc_any(t69)) {
                    t79 = t10 * t31;
                    t80 = vcc_splat(vcc_v8_float, coef[t77]);
                    t12 = t79 + t80;
                } else {
                    t12 = (vcc_v8_float){0};
                }
            }
            t78 = vcc_select(vcc_v8_int, (vcc_v8_int)t69, t10, t9);
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
        t32 = (long)i;
        t33 = in[t32];
        out[t32] = poly(coef, t33, 16);
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
