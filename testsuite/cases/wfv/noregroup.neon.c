/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

float32x4_t _ZGVnN4vu_series(float32x4_t x, int n);
float64x2_t _ZGVnN2vv_blend2(float64x2_t x, float64x2_t y);
uint32x4_t _ZGVnN4vvu_mix(int32x4_t a, int32x4_t b, int steps);
float32x4_t _ZGVnN4uvu_poly(const float *coef, float32x4_t x, int n);
float32x4_t _ZGVnN4vuu_tally(float32x4_t x, int *hits, int n);
float32x4_t _ZGVnN4v_cheap(float32x4_t x);
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

/* vcc: function at noregroup.c:14 vector variant _ZGVnN4vu_series of `series`: VL 4, unmasked, x vector, n uniform */
float32x4_t _ZGVnN4vu_series(float32x4_t x, int n) {
    float32x4_t t1;
    float32x4_t t2;
    float32x4_t t4;
    float32x4_t t5;
    float32x4_t t6 = vdupq_n_f32(1.0f);
    uint32x4_t t7 = vcltq_f32(x, t6);
    uint32x4_t t3 = vmvnq_u32(t7);
    int t8 = (vmaxvq_u32(t3) != 0);
    float32x4_t t10 = x;
    for (int t9 = n; t8 ? t9 > 0 : 0; t9--, t10 = t1) {
        if ((vmaxvq_u32(t3) != 0)) {
            float32x4_t t11 = vdupq_n_f32((float)t9);
            float32x4_t t12 = vdivq_f32(t11, t10);
            t1 = vaddq_f32(x, t12);
        } else {
            t1 = (float32x4_t)(vcc_v4_float){0};
        }
    }
    if ((vmaxvq_u32(t3) != 0)) {
        float32x4_t t13 = vdupq_n_f32(1.0f);
        t2 = vdivq_f32(t13, t10);
    } else {
        t2 = (float32x4_t)(vcc_v4_float){0};
        t3 = (uint32x4_t)(vcc_m4){0};
    }
    int t14 = (vmaxvq_u32(t7) != 0);
    float32x4_t t16 = x;
    float32x4_t t17 = x;
    for (int t15 = 1; t14 ? t15 < n : 0; t15++, t16 = t5, t17 = t4) {
        if ((vmaxvq_u32(t7) != 0)) {
            float32x4_t t19 = vmulq_f32(t17, x);
            float32x4_t t20 = vdupq_n_f32((float)(2 * t15 + 1));
            t4 = vdivq_f32(t19, t20);
            t5 = vaddq_f32(t16, t4);
        } else {
            t4 = (float32x4_t)(vcc_v4_float){0};
            t5 = (float32x4_t)(vcc_v4_float){0};
        }
    }
    float32x4_t t18 = vbslq_f32(t3, t2, t16);
    return t18;
}

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

/* vcc: function at noregroup.c:34 vector variant _ZGVnN2vv_blend2 of `blend2`: VL 2, unmasked, x vector, y vector */
float64x2_t _ZGVnN2vv_blend2(float64x2_t x, float64x2_t y) {
    int t3;
    float64x2_t t4;
    float64x2_t t5 = vdupq_n_f64(4.0);
    float64x2_t t6 = vmulq_f64(x, t5);
    int32x2_t t7 = vmovn_s64(vcvtq_s64_f64(t6));
    float64x2_t t8 = vcvtq_f64_s64(vmovl_s32(t7));
    float64x2_t t9 = vdupq_n_f64(0.5);
    float64x2_t t10 = vaddq_f64(t8, t9);
    uint64x2_t t11 = vcgtq_f64(t10, y);
    uint64x2_t t12 = veorq_u64(t11, vdupq_n_u64(-1));
    float64x2_t t1 = vdupq_n_f64(0.0);
    int t13 = (vmaxvq_u32(vreinterpretq_u32_u64(t12)) != 0);
    for (int t14 = 0; t13 ? t14 < 40 : 0; t14 = t3, t1 = t4) {
        if ((vmaxvq_u32(vreinterpretq_u32_u64(t12)) != 0)) {
            float64x2_t t16 = vdupq_n_f64(0.25);
            float64x2_t t17 = vmulq_f64(t1, t16);
            t3 = t14 + 1;
            float64x2_t t18 = vdupq_n_f64((double)t3);
            float64x2_t t19 = vdivq_f64(y, t18);
            t4 = vsubq_f64(t17, t19);
        } else {
            t3 = 0;
            t4 = (float64x2_t)(vcc_v2_double){0};
        }
    }
    float64x2_t t2 = vdupq_n_f64(0.0);
    int t15 = (vmaxvq_u32(vreinterpretq_u32_u64(t11)) != 0);
    int t20 = 0;
    while (t15 ? t20 < 40 : 0) {
        float64x2_t t21 = vdupq_n_f64(0.5);
        float64x2_t t22 = vmulq_f64(t2, t21);
        float64x2_t t23 = vdupq_n_f64((double)t20);
        float64x2_t t24 = vmulq_f64(x, t23);
        t2 = vaddq_f64(t22, t24);
        t20++;
    }
    float64x2_t t25 = vbslq_f64(t11, t2, t1);
    return t25;
}

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

/* vcc: function at noregroup.c:48 vector variant _ZGVnN4vvu_mix of `mix`: VL 4, unmasked, a vector, b vector, steps uniform */
uint32x4_t _ZGVnN4vvu_mix(int32x4_t a, int32x4_t b, int steps) {
    uint32x4_t t2 = vreinterpretq_u32_s32(a);
    int32x4_t t3 = veorq_s32(a, b);
    int32x4_t t4 = vdupq_n_s32(1);
    int32x4_t t5 = vandq_s32(t3, t4);
    uint32x4_t t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t5 != (vcc_v4_int){0});
    uint32x4_t t7 = vmvnq_u32(t6);
    int t8 = (vmaxvq_u32(t6) != 0);
    int t9 = 0;
    uint32x4_t t1 = t2;
    while (t8 ? t9 < steps : 0) {
        int32x4_t t10 = vdupq_n_s32(t9);
        uint32x4_t t11 = vreinterpretq_u32_s32(b);
        uint32x4_t t12 = vreinterpretq_u32_s32(t10);
        uint32x4_t t13 = vaddq_u32(t11, t12);
        int32x4_t t14 = vreinterpretq_s32_u32(t13);
        uint32x4_t t15 = vreinterpretq_u32_s32(t14);
        uint32x4_t t16 = veorq_u32(t1, t15);
        uint32x4_t t17 = vdupq_n_u32(17U);
        t1 = vmulq_u32(t16, t17);
        t9++;
    }
    int t18 = (vmaxvq_u32(t7) != 0);
    int t19 = 0;
    while (t18 ? t19 < steps : 0) {
        uint32x4_t t20 = vdupq_n_u32(31U);
        uint32x4_t t21 = vmulq_u32(t2, t20);
        int32x4_t t22 = vdupq_n_s32(t19 & 7);
        int32x4_t t23 = vshlq_s32(b, vnegq_s32(t22));
        uint32x4_t t24 = vreinterpretq_u32_s32(t23);
        t2 = vaddq_u32(t21, t24);
        t19++;
    }
    uint32x4_t t25 = vbslq_u32(t6, t1, t2);
    return t25;
}

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

/* vcc: function at noregroup.c:62 vector variant _ZGVnN4uvu_poly of `poly`: VL 4, unmasked, coef uniform, x vector, n uniform */
float32x4_t _ZGVnN4uvu_poly(const float *coef, float32x4_t x, int n) {
    float32x4_t t3;
    float32x4_t t4;
    float32x4_t t5 = vdupq_n_f32(0.0f);
    uint32x4_t t6 = vcgeq_f32(x, t5);
    uint32x4_t t7 = vmvnq_u32(t6);
    float32x4_t t1 = vdupq_n_f32(0.0f);
    int t8 = (vmaxvq_u32(t7) != 0);
    for (int t9 = n - 1; t8 ? t9 >= 0 : 0; t9--, t1 = t3) {
        if ((vmaxvq_u32(t7) != 0)) {
            float32x4_t t11 = vnegq_f32(x);
            float32x4_t t12 = vmulq_f32(t1, t11);
            float32x4_t t13 = vdupq_n_f32(coef[t9]);
            t3 = vsubq_f32(t12, t13);
        } else {
            t3 = (float32x4_t)(vcc_v4_float){0};
        }
    }
    float32x4_t t2 = vdupq_n_f32(0.0f);
    int t10 = (vmaxvq_u32(t6) != 0);
    for (int t14 = 0; t10 ? t14 < n : 0; t14++, t2 = t4) {
        if ((vmaxvq_u32(t6) != 0)) {
            float32x4_t t16 = vmulq_f32(t2, x);
            float32x4_t t17 = vdupq_n_f32(coef[t14]);
            t4 = vaddq_f32(t16, t17);
        } else {
            t4 = (float32x4_t)(vcc_v4_float){0};
        }
    }
    float32x4_t t15 = vbslq_f32(t6, t2, t1);
    return t15;
}

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

/* vcc: function at noregroup.c:77 vector variant _ZGVnN4vuu_tally of `tally`: VL 4, unmasked, x vector, hits uniform, n uniform */
float32x4_t _ZGVnN4vuu_tally(float32x4_t x, int *hits, int n) {
    float32x4_t t3 = vdupq_n_f32(0.5f);
    uint32x4_t t4 = vcgtq_f32(x, t3);
    uint32x4_t t5 = vmvnq_u32(t4);
    int t6 = (vmaxvq_u32(t5) != 0);
    int t7 = 0;
    float32x4_t t1 = x;
    while (t6 ? t7 < n : 0) {
        float32x4_t t8 = vdupq_n_f32(0.25f);
        float32x4_t t9 = vmulq_f32(t1, t8);
        float32x4_t t10 = vdupq_n_f32(1.0f);
        t1 = vsubq_f32(t9, t10);
        t7++;
    }
    int t11 = (vmaxvq_u32(t4) != 0);
    int t12 = 0;
    float32x4_t t2 = x;
    while (t11 ? t12 < n : 0) {
        float32x4_t t13 = vdupq_n_f32(0.5f);
        float32x4_t t14 = vmulq_f32(t2, t13);
        float32x4_t t15 = vdupq_n_f32(1.0f);
        t2 = vaddq_f32(t14, t15);
        t12++;
    }
    if ((vmaxvq_u32(t4) != 0)) {
        float32x4_t t16 = vdupq_n_f32(8.0f);
        float32x4_t t17 = vmulq_f32(t2, t16);
        int32x4_t t18 = vcvtq_s32_f32(t17);
        vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t18, (vcc_m4)t4);
    }
    float32x4_t t19 = vbslq_f32(t4, t2, t1);
    return t19;
}

/* The arms are cheap: regrouping would not pay. */
/* #pragma omp declare simd notinbranch */
float cheap(float x) {
    return x > 0.0f ? x * 2.0f : x - 1.0f;
}

/* vcc: function at noregroup.c:92 vector variant _ZGVnN4v_cheap of `cheap`: VL 4, unmasked, x vector */
float32x4_t _ZGVnN4v_cheap(float32x4_t x) {
    float32x4_t t1 = vdupq_n_f32(0.0f);
    uint32x4_t t2 = vcgtq_f32(x, t1);
    float32x4_t t3 = vdupq_n_f32(1.0f);
    float32x4_t t4 = vsubq_f32(x, t3);
    float32x4_t t5 = vdupq_n_f32(2.0f);
    float32x4_t t6 = vmulq_f32(x, t5);
    float32x4_t t7 = vbslq_f32(t2, t6, t4);
    return t7;
}

void run_series(float *out, const float *in, int n) {
    float32x4_t t1;
    float32x4_t t2;
    float32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    float32x4_t t7;
    float32x4_t t8;
    float32x4_t t9;
    float32x4_t t11;
    float32x4_t t12;
    float32x4_t t13;
    float32x4_t t15;
    float32x4_t t16;
    float32x4_t t17;
    float32x4_t t18;
    float32x4_t t19;
    float32x4_t t21;
    float32x4_t t22;
    float32x4_t t23;
    float32x4_t t24;
    long i_vec_1;
    float32x4_t t25;
    float32x4_t t27;
    float32x4_t t28;
    long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    long t33;
    int t35;
    long t36;
    int i;
    int t70;
    float32x4_t t71;
    float32x4_t t72;
    int t73;
    int t76;
    float32x4_t t77;
    int t78;
    float32x4_t t79;
    int t113;
    float32x4_t t114;
    float32x4_t t115;
    int t116;
    int t119;
    float32x4_t t120;
    int t121;
    float32x4_t t122;
    int t141;
    float32x4_t t142;
    float32x4_t t143;
    int t144;
    int t147;
    float32x4_t t148;
    int t149;
    float32x4_t t150;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L159:
        /* vcc: loop at noregroup.c:98 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t45 = vdupq_n_f32(1.0f);
            uint32x4_t t46 = vcltq_f32(in_v, t45);
            uint32x4_t t3 = vmvnq_u32(t46);
            int t47 = (vmaxvq_u32(t3) != 0);
            float32x4_t t49 = in_v;
            for (int t48 = 24; t47 ? t48 > 0 : 0; t48--, t49 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t50 = vdupq_n_f32((float)t48);
                    float32x4_t t51 = vdivq_f32(t50, t49);
                    t1 = vaddq_f32(in_v, t51);
                } else {
                    t1 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t3) != 0)) {
                float32x4_t t52 = vdupq_n_f32(1.0f);
                t2 = vdivq_f32(t52, t49);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
                t3 = (uint32x4_t)(vcc_m4){0};
            }
            int t53 = (vmaxvq_u32(t46) != 0);
            long t54 = i_vec_1 + 4L;
            float *t55 = out + t54;
            float32x4_t in_v_2 = vld1q_f32(in + t54);
            float32x4_t t56 = vdupq_n_f32(1.0f);
            uint32x4_t t57 = vcltq_f32(in_v_2, t56);
            uint32x4_t t14 = vmvnq_u32(t57);
            int t58 = (vmaxvq_u32(t14) != 0);
            int t59 = 1;
            float32x4_t t60 = in_v;
            float32x4_t t61 = in_v;
            int t62 = 1;
            float32x4_t t63 = (float32x4_t)(vcc_v4_float){0};
            int t64 = 24;
            float32x4_t t65 = in_v_2;
            int t66 = 1;
            float32x4_t t67 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t62) {
                    if (t53 ? t59 < 24 : 0) {
                        if ((vmaxvq_u32(t46) != 0)) {
                            float32x4_t t68 = vmulq_f32(t61, in_v);
                            float32x4_t t69 = vdupq_n_f32((float)(2 * t59 + 1));
                            t4 = vdivq_f32(t68, t69);
                            t5 = vaddq_f32(t60, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t70 = t59 + 1;
                        t71 = t5;
                        t72 = t4;
                        t73 = 1;
                        t6 = t63;
                    } else {
                        t6 = vbslq_f32(t3, t2, t60);
                        t70 = t59;
                        t71 = t60;
                        t72 = t61;
                        t73 = 0;
                    }
                } else {
                    t70 = t59;
                    t71 = t60;
                    t72 = t61;
                    t73 = 0;
                    t6 = t63;
                }
                if (t66) {
                    if (t58 ? t64 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t74 = vdupq_n_f32((float)t64);
                            float32x4_t t75 = vdivq_f32(t74, t65);
                            t7 = vaddq_f32(in_v_2, t75);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t76 = t64 - 1;
                        t77 = t7;
                        t78 = 1;
                        t79 = t67;
                    } else {
                        t76 = t64;
                        t77 = t65;
                        t78 = 0;
                        t79 = t65;
                    }
                } else {
                    t76 = t64;
                    t77 = t65;
                    t78 = 0;
                    t79 = t67;
                }
                if (t73 | t78) {
                    t59 = t70;
                    t60 = t71;
                    t61 = t72;
                    t62 = t73;
                    t63 = t6;
                    t64 = t76;
                    t65 = t77;
                    t66 = t78;
                    t67 = t79;
                } else {
                    vst1q_f32(t34, t6);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t95 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t95, t79);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t96 = (vmaxvq_u32(t57) != 0);
                    long t97 = i_vec_1 + 8L;
                    float *t98 = out + t97;
                    float32x4_t in_v_3 = vld1q_f32(in + t97);
                    float32x4_t t99 = vdupq_n_f32(1.0f);
                    uint32x4_t t100 = vcltq_f32(in_v_3, t99);
                    uint32x4_t t20 = vmvnq_u32(t100);
                    int t101 = (vmaxvq_u32(t20) != 0);
                    int t102 = 1;
                    float32x4_t t103 = in_v_2;
                    float32x4_t t104 = in_v_2;
                    int t105 = 1;
                    float32x4_t t106 = (float32x4_t)(vcc_v4_float){0};
                    int t107 = 24;
                    float32x4_t t108 = in_v_3;
                    int t109 = 1;
                    float32x4_t t110 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t105) {
                            if (t96 ? t102 < 24 : 0) {
                                if ((vmaxvq_u32(t57) != 0)) {
                                    float32x4_t t111 = vmulq_f32(t104, in_v_2);
                                    float32x4_t t112 = vdupq_n_f32((float)(2 * t102 + 1));
                                    t15 = vdivq_f32(t111, t112);
                                    t16 = vaddq_f32(t103, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t113 = t102 + 1;
                                t114 = t16;
                                t115 = t15;
                                t116 = 1;
                                t17 = t106;
                            } else {
                                t17 = vbslq_f32(t14, t13, t103);
                                t113 = t102;
                                t114 = t103;
                                t115 = t104;
                                t116 = 0;
                            }
                        } else {
                            t113 = t102;
                            t114 = t103;
                            t115 = t104;
                            t116 = 0;
                            t17 = t106;
                        }
                        if (t109) {
                            if (t101 ? t107 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t117 = vdupq_n_f32((float)t107);
                                    float32x4_t t118 = vdivq_f32(t117, t108);
                                    t18 = vaddq_f32(in_v_3, t118);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t119 = t107 - 1;
                                t120 = t18;
                                t121 = 1;
                                t122 = t110;
                            } else {
                                t119 = t107;
                                t120 = t108;
                                t121 = 0;
                                t122 = t108;
                            }
                        } else {
                            t119 = t107;
                            t120 = t108;
                            t121 = 0;
                            t122 = t110;
                        }
                        if (t116 | t121) {
                            t102 = t113;
                            t103 = t114;
                            t104 = t115;
                            t105 = t116;
                            t106 = t17;
                            t107 = t119;
                            t108 = t120;
                            t109 = t121;
                            t110 = t122;
                        } else {
                            vst1q_f32(t55, t17);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t123 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t123, t122);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t124 = (vmaxvq_u32(t100) != 0);
                            long t125 = i_vec_1 + 12L;
                            float *t126 = out + t125;
                            float32x4_t in_v_4 = vld1q_f32(in + t125);
                            float32x4_t t127 = vdupq_n_f32(1.0f);
                            uint32x4_t t128 = vcltq_f32(in_v_4, t127);
                            uint32x4_t t26 = vmvnq_u32(t128);
                            int t129 = (vmaxvq_u32(t26) != 0);
                            int t130 = 1;
                            float32x4_t t131 = in_v_3;
                            float32x4_t t132 = in_v_3;
                            int t133 = 1;
                            float32x4_t t134 = (float32x4_t)(vcc_v4_float){0};
                            int t135 = 24;
                            float32x4_t t136 = in_v_4;
                            int t137 = 1;
                            float32x4_t t138 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t133) {
                                    if (t124 ? t130 < 24 : 0) {
                                        if ((vmaxvq_u32(t100) != 0)) {
                                            float32x4_t t139 = vmulq_f32(t132, in_v_3);
                                            float32x4_t t140 = vdupq_n_f32((float)(2 * t130 + 1));
                                            t21 = vdivq_f32(t139, t140);
                                            t22 = vaddq_f32(t131, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t141 = t130 + 1;
                                        t142 = t22;
                                        t143 = t21;
                                        t144 = 1;
                                        t23 = t134;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t131);
                                        t141 = t130;
                                        t142 = t131;
                                        t143 = t132;
                                        t144 = 0;
                                    }
                                } else {
                                    t141 = t130;
                                    t142 = t131;
                                    t143 = t132;
                                    t144 = 0;
                                    t23 = t134;
                                }
                                if (t137) {
                                    if (t129 ? t135 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t145 = vdupq_n_f32((float)t135);
                                            float32x4_t t146 = vdivq_f32(t145, t136);
                                            t24 = vaddq_f32(in_v_4, t146);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t147 = t135 - 1;
                                        t148 = t24;
                                        t149 = 1;
                                        t150 = t138;
                                    } else {
                                        t147 = t135;
                                        t148 = t136;
                                        t149 = 0;
                                        t150 = t136;
                                    }
                                } else {
                                    t147 = t135;
                                    t148 = t136;
                                    t149 = 0;
                                    t150 = t138;
                                }
                                if (!(t144 | t149)) {
                                    vst1q_f32(t98, t23);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t151 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t151, t150);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t152 = (vmaxvq_u32(t128) != 0);
                                    float32x4_t t154 = in_v_4;
                                    float32x4_t t155 = in_v_4;
                                    for (int t153 = 1; t152 ? t153 < 24 : 0; t153++, t154 = t28, t155 = t27) {
                                        if ((vmaxvq_u32(t128) != 0)) {
                                            float32x4_t t157 = vmulq_f32(t155, in_v_4);
                                            float32x4_t t158 = vdupq_n_f32((float)(2 * t153 + 1));
                                            t27 = vdivq_f32(t157, t158);
                                            t28 = vaddq_f32(t154, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t156 = vbslq_f32(t26, t25, t154);
                                    vst1q_f32(t126, t156);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L159;
                                    }
                                    t35 = (int)t33;
                                    goto L160;
                                }
                                t130 = t141;
                                t131 = t142;
                                t132 = t143;
                                t133 = t144;
                                t134 = t23;
                                t135 = t147;
                                t136 = t148;
                                t137 = t149;
                                t138 = t150;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t35 = 0;
    }
L160:
    t36 = (long)n + (long)t35 * -1L;
    unsigned long t37 = (unsigned long)out;
    unsigned long t38 = (unsigned long)in;
    long t39 = (long)((unsigned long)out + (unsigned long)((long)t35 * 4L) - ((unsigned long)in + (unsigned long)((long)t35 * 4L)));
    if ((t36 >= 4L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L))) | ((t39 <= 0L) | (t39 >= 16L)))) {
        long t40 = t36 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t41 = (long)t35 + i_vec;
            float *t42 = out + t41;
            float32x4_t in_v_1 = vld1q_f32(in + t41);
            float32x4_t t80 = vdupq_n_f32(1.0f);
            uint32x4_t t81 = vcltq_f32(in_v_1, t80);
            uint32x4_t t10 = vmvnq_u32(t81);
            int t82 = (vmaxvq_u32(t10) != 0);
            float32x4_t t84 = in_v_1;
            for (int t83 = 24; t82 ? t83 > 0 : 0; t83--, t84 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t85 = vdupq_n_f32((float)t83);
                    float32x4_t t86 = vdivq_f32(t85, t84);
                    t8 = vaddq_f32(in_v_1, t86);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t87 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t87, t84);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t88 = (vmaxvq_u32(t81) != 0);
            float32x4_t t90 = in_v_1;
            float32x4_t t91 = in_v_1;
            for (int t89 = 1; t88 ? t89 < 24 : 0; t89++, t90 = t12, t91 = t11) {
                if ((vmaxvq_u32(t81) != 0)) {
                    float32x4_t t93 = vmulq_f32(t91, in_v_1);
                    float32x4_t t94 = vdupq_n_f32((float)(2 * t89 + 1));
                    t11 = vdivq_f32(t93, t94);
                    t12 = vaddq_f32(t90, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t92 = vbslq_f32(t10, t9, t90);
            vst1q_f32(t42, t92);
            i_vec += 4L;
            if (i_vec >= t40) {
                i = (int)((long)t35 + t40);
                break;
            }
        }
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        float t44 = in[t43];
        out[t43] = series(t44, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
    int t3;
    float64x2_t t4;
    int t7;
    float64x2_t t8;
    int t11;
    float64x2_t t12;
    int t15;
    float64x2_t t16;
    int t19;
    float64x2_t t20;
    int t30;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    long t24 = (long)((unsigned long)out - (unsigned long)x);
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)y;
    long t27 = (long)((unsigned long)out - (unsigned long)y);
    if ((t21 >= 8L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22) | ((t24 <= 0L) | (t24 >= 64L))) & (((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t26) | ((t26 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t27 <= 0L) | (t27 >= 64L)))) {
        long t28 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:104 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            float64x2_t y_v = vld1q_f64(y + i_vec_1);
            float64x2_t x_v = vld1q_f64(x + i_vec_1);
            float64x2_t t46 = vdupq_n_f64(4.0);
            float64x2_t t47 = vmulq_f64(x_v, t46);
            int32x2_t t48 = vmovn_s64(vcvtq_s64_f64(t47));
            float64x2_t t49 = vcvtq_f64_s64(vmovl_s32(t48));
            float64x2_t t50 = vdupq_n_f64(0.5);
            float64x2_t t51 = vaddq_f64(t49, t50);
            uint64x2_t t52 = vcgtq_f64(t51, y_v);
            uint64x2_t t53 = veorq_u64(t52, vdupq_n_u64(-1));
            float64x2_t t1 = vdupq_n_f64(0.0);
            int t54 = (vmaxvq_u32(vreinterpretq_u32_u64(t53)) != 0);
            for (int t55 = 0; t54 ? t55 < 40 : 0; t55 = t3, t1 = t4) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t53)) != 0)) {
                    float64x2_t t57 = vdupq_n_f64(0.25);
                    float64x2_t t58 = vmulq_f64(t1, t57);
                    t3 = t55 + 1;
                    float64x2_t t59 = vdupq_n_f64((double)t3);
                    float64x2_t t60 = vdivq_f64(y_v, t59);
                    t4 = vsubq_f64(t58, t60);
                } else {
                    t3 = 0;
                    t4 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t2 = vdupq_n_f64(0.0);
            int t56 = (vmaxvq_u32(vreinterpretq_u32_u64(t52)) != 0);
            int t61 = 0;
            while (t56 ? t61 < 40 : 0) {
                float64x2_t t62 = vdupq_n_f64(0.5);
                float64x2_t t63 = vmulq_f64(t2, t62);
                float64x2_t t64 = vdupq_n_f64((double)t61);
                float64x2_t t65 = vmulq_f64(x_v, t64);
                t2 = vaddq_f64(t63, t65);
                t61++;
            }
            float64x2_t t66 = vbslq_f64(t52, t2, t1);
            vst1q_f64(t29, t66);
            long t44 = i_vec_1 + 2L;
            double *t45 = out + t44;
            float64x2_t y_v_2 = vld1q_f64(y + t44);
            float64x2_t x_v_2 = vld1q_f64(x + t44);
            float64x2_t t90 = vdupq_n_f64(4.0);
            float64x2_t t91 = vmulq_f64(x_v_2, t90);
            int32x2_t t92 = vmovn_s64(vcvtq_s64_f64(t91));
            float64x2_t t93 = vcvtq_f64_s64(vmovl_s32(t92));
            float64x2_t t94 = vdupq_n_f64(0.5);
            float64x2_t t95 = vaddq_f64(t93, t94);
            uint64x2_t t96 = vcgtq_f64(t95, y_v_2);
            uint64x2_t t97 = veorq_u64(t96, vdupq_n_u64(-1));
            float64x2_t t9 = vdupq_n_f64(0.0);
            int t98 = (vmaxvq_u32(vreinterpretq_u32_u64(t97)) != 0);
            for (int t99 = 0; t98 ? t99 < 40 : 0; t99 = t11, t9 = t12) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t97)) != 0)) {
                    float64x2_t t101 = vdupq_n_f64(0.25);
                    float64x2_t t102 = vmulq_f64(t9, t101);
                    t11 = t99 + 1;
                    float64x2_t t103 = vdupq_n_f64((double)t11);
                    float64x2_t t104 = vdivq_f64(y_v_2, t103);
                    t12 = vsubq_f64(t102, t104);
                } else {
                    t11 = 0;
                    t12 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t10 = vdupq_n_f64(0.0);
            int t100 = (vmaxvq_u32(vreinterpretq_u32_u64(t96)) != 0);
            int t105 = 0;
            while (t100 ? t105 < 40 : 0) {
                float64x2_t t106 = vdupq_n_f64(0.5);
                float64x2_t t107 = vmulq_f64(t10, t106);
                float64x2_t t108 = vdupq_n_f64((double)t105);
                float64x2_t t109 = vmulq_f64(x_v_2, t108);
                t10 = vaddq_f64(t107, t109);
                t105++;
            }
            float64x2_t t110 = vbslq_f64(t96, t10, t9);
            vst1q_f64(t45, t110);
            long t88 = i_vec_1 + 4L;
            double *t89 = out + t88;
            float64x2_t y_v_3 = vld1q_f64(y + t88);
            float64x2_t x_v_3 = vld1q_f64(x + t88);
            float64x2_t t113 = vdupq_n_f64(4.0);
            float64x2_t t114 = vmulq_f64(x_v_3, t113);
            int32x2_t t115 = vmovn_s64(vcvtq_s64_f64(t114));
            float64x2_t t116 = vcvtq_f64_s64(vmovl_s32(t115));
            float64x2_t t117 = vdupq_n_f64(0.5);
            float64x2_t t118 = vaddq_f64(t116, t117);
            uint64x2_t t119 = vcgtq_f64(t118, y_v_3);
            uint64x2_t t120 = veorq_u64(t119, vdupq_n_u64(-1));
            float64x2_t t13 = vdupq_n_f64(0.0);
            int t121 = (vmaxvq_u32(vreinterpretq_u32_u64(t120)) != 0);
            for (int t122 = 0; t121 ? t122 < 40 : 0; t122 = t15, t13 = t16) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t120)) != 0)) {
                    float64x2_t t124 = vdupq_n_f64(0.25);
                    float64x2_t t125 = vmulq_f64(t13, t124);
                    t15 = t122 + 1;
                    float64x2_t t126 = vdupq_n_f64((double)t15);
                    float64x2_t t127 = vdivq_f64(y_v_3, t126);
                    t16 = vsubq_f64(t125, t127);
                } else {
                    t15 = 0;
                    t16 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t14 = vdupq_n_f64(0.0);
            int t123 = (vmaxvq_u32(vreinterpretq_u32_u64(t119)) != 0);
            int t128 = 0;
            while (t123 ? t128 < 40 : 0) {
                float64x2_t t129 = vdupq_n_f64(0.5);
                float64x2_t t130 = vmulq_f64(t14, t129);
                float64x2_t t131 = vdupq_n_f64((double)t128);
                float64x2_t t132 = vmulq_f64(x_v_3, t131);
                t14 = vaddq_f64(t130, t132);
                t128++;
            }
            float64x2_t t133 = vbslq_f64(t119, t14, t13);
            vst1q_f64(t89, t133);
            long t111 = i_vec_1 + 6L;
            double *t112 = out + t111;
            float64x2_t y_v_4 = vld1q_f64(y + t111);
            float64x2_t x_v_4 = vld1q_f64(x + t111);
            float64x2_t t134 = vdupq_n_f64(4.0);
            float64x2_t t135 = vmulq_f64(x_v_4, t134);
            int32x2_t t136 = vmovn_s64(vcvtq_s64_f64(t135));
            float64x2_t t137 = vcvtq_f64_s64(vmovl_s32(t136));
            float64x2_t t138 = vdupq_n_f64(0.5);
            float64x2_t t139 = vaddq_f64(t137, t138);
            uint64x2_t t140 = vcgtq_f64(t139, y_v_4);
            uint64x2_t t141 = veorq_u64(t140, vdupq_n_u64(-1));
            float64x2_t t17 = vdupq_n_f64(0.0);
            int t142 = (vmaxvq_u32(vreinterpretq_u32_u64(t141)) != 0);
            for (int t143 = 0; t142 ? t143 < 40 : 0; t143 = t19, t17 = t20) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t141)) != 0)) {
                    float64x2_t t145 = vdupq_n_f64(0.25);
                    float64x2_t t146 = vmulq_f64(t17, t145);
                    t19 = t143 + 1;
                    float64x2_t t147 = vdupq_n_f64((double)t19);
                    float64x2_t t148 = vdivq_f64(y_v_4, t147);
                    t20 = vsubq_f64(t146, t148);
                } else {
                    t19 = 0;
                    t20 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t18 = vdupq_n_f64(0.0);
            int t144 = (vmaxvq_u32(vreinterpretq_u32_u64(t140)) != 0);
            int t149 = 0;
            while (t144 ? t149 < 40 : 0) {
                float64x2_t t150 = vdupq_n_f64(0.5);
                float64x2_t t151 = vmulq_f64(t18, t150);
                float64x2_t t152 = vdupq_n_f64((double)t149);
                float64x2_t t153 = vmulq_f64(x_v_4, t152);
                t18 = vaddq_f64(t151, t153);
                t149++;
            }
            float64x2_t t154 = vbslq_f64(t140, t18, t17);
            vst1q_f64(t112, t154);
            i_vec_1 += 8L;
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
    if ((t31 >= 2L) & (((t32 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t30 * 8L))) | ((t33 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t30 * 8L))) | ((t34 <= 0L) | (t34 >= 16L))) & (((t35 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t36 + (unsigned long)((long)t30 * 8L))) | ((t36 + (unsigned long)((long)t30 * 8L + 8L + (t31 - 1L) * 8L)) <= (t35 + (unsigned long)((long)t30 * 8L))) | ((t37 <= 0L) | (t37 >= 16L)))) {
        long t38 = t31 & -2L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t39 = (long)t30 + i_vec;
            double *t40 = out + t39;
            float64x2_t y_v_1 = vld1q_f64(y + t39);
            float64x2_t x_v_1 = vld1q_f64(x + t39);
            float64x2_t t67 = vdupq_n_f64(4.0);
            float64x2_t t68 = vmulq_f64(x_v_1, t67);
            int32x2_t t69 = vmovn_s64(vcvtq_s64_f64(t68));
            float64x2_t t70 = vcvtq_f64_s64(vmovl_s32(t69));
            float64x2_t t71 = vdupq_n_f64(0.5);
            float64x2_t t72 = vaddq_f64(t70, t71);
            uint64x2_t t73 = vcgtq_f64(t72, y_v_1);
            uint64x2_t t74 = veorq_u64(t73, vdupq_n_u64(-1));
            float64x2_t t5 = vdupq_n_f64(0.0);
            int t75 = (vmaxvq_u32(vreinterpretq_u32_u64(t74)) != 0);
            for (int t76 = 0; t75 ? t76 < 40 : 0; t76 = t7, t5 = t8) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t74)) != 0)) {
                    float64x2_t t78 = vdupq_n_f64(0.25);
                    float64x2_t t79 = vmulq_f64(t5, t78);
                    t7 = t76 + 1;
                    float64x2_t t80 = vdupq_n_f64((double)t7);
                    float64x2_t t81 = vdivq_f64(y_v_1, t80);
                    t8 = vsubq_f64(t79, t81);
                } else {
                    t7 = 0;
                    t8 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t6 = vdupq_n_f64(0.0);
            int t77 = (vmaxvq_u32(vreinterpretq_u32_u64(t73)) != 0);
            int t82 = 0;
            while (t77 ? t82 < 40 : 0) {
                float64x2_t t83 = vdupq_n_f64(0.5);
                float64x2_t t84 = vmulq_f64(t6, t83);
                float64x2_t t85 = vdupq_n_f64((double)t82);
                float64x2_t t86 = vmulq_f64(x_v_1, t85);
                t6 = vaddq_f64(t84, t86);
                t82++;
            }
            float64x2_t t87 = vbslq_f64(t73, t6, t5);
            vst1q_f64(t40, t87);
            i_vec += 2L;
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
    int t23;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)a;
    long t14 = (long)((unsigned long)out - (unsigned long)a);
    unsigned long t15 = (unsigned long)out;
    unsigned long t16 = (unsigned long)b;
    long t17 = (long)((unsigned long)out - (unsigned long)b);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t15) | ((t17 <= 0L) | (t17 >= 64L)))) {
        long t18 = t11 & -16L;
        int32x4_t t19 = vdupq_n_s32(0);
        uint32x4_t t20 = vreinterpretq_u32_s32(t19);
        uint32x4_t i_v = vaddq_u32(t20, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:110 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            unsigned int *t21 = out + i_vec_1;
            int32x4_t b_v = vld1q_s32(b + i_vec_1);
            int32x4_t t22 = vaddq_s32(b_v, i_v_2);
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            uint32x4_t t2 = vreinterpretq_u32_s32(a_v);
            int32x4_t t44 = veorq_s32(a_v, t22);
            int32x4_t t45 = vdupq_n_s32(1);
            int32x4_t t46 = vandq_s32(t44, t45);
            uint32x4_t t47 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t46 != (vcc_v4_int){0});
            uint32x4_t t48 = vmvnq_u32(t47);
            int t49 = (vmaxvq_u32(t47) != 0);
            int t50 = 0;
            uint32x4_t t1 = t2;
            while (t49 ? t50 < 12 : 0) {
                int32x4_t t51 = vdupq_n_s32(t50);
                uint32x4_t t52 = vreinterpretq_u32_s32(t22);
                uint32x4_t t53 = vreinterpretq_u32_s32(t51);
                uint32x4_t t54 = vaddq_u32(t52, t53);
                int32x4_t t55 = vreinterpretq_s32_u32(t54);
                uint32x4_t t56 = vreinterpretq_u32_s32(t55);
                uint32x4_t t57 = veorq_u32(t1, t56);
                uint32x4_t t58 = vdupq_n_u32(17U);
                t1 = vmulq_u32(t57, t58);
                t50++;
            }
            int t59 = (vmaxvq_u32(t48) != 0);
            int t60 = 0;
            while (t59 ? t60 < 12 : 0) {
                uint32x4_t t61 = vdupq_n_u32(31U);
                uint32x4_t t62 = vmulq_u32(t2, t61);
                int32x4_t t63 = vdupq_n_s32(t60 & 7);
                int32x4_t t64 = vshlq_s32(t22, vnegq_s32(t63));
                uint32x4_t t65 = vreinterpretq_u32_s32(t64);
                t2 = vaddq_u32(t62, t65);
                t60++;
            }
            uint32x4_t t66 = vbslq_u32(t47, t1, t2);
            vst1q_u32(t21, t66);
            long t40 = i_vec_1 + 4L;
            uint32x4_t t41 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t41);
            unsigned int *t42 = out + t40;
            int32x4_t b_v_2 = vld1q_s32(b + t40);
            int32x4_t t43 = vaddq_s32(b_v_2, i_v_4);
            int32x4_t a_v_2 = vld1q_s32(a + t40);
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_2);
            int32x4_t t94 = veorq_s32(a_v_2, t43);
            int32x4_t t95 = vdupq_n_s32(1);
            int32x4_t t96 = vandq_s32(t94, t95);
            uint32x4_t t97 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t96 != (vcc_v4_int){0});
            uint32x4_t t98 = vmvnq_u32(t97);
            int t99 = (vmaxvq_u32(t97) != 0);
            int t100 = 0;
            uint32x4_t t5 = t6;
            while (t99 ? t100 < 12 : 0) {
                int32x4_t t101 = vdupq_n_s32(t100);
                uint32x4_t t102 = vreinterpretq_u32_s32(t43);
                uint32x4_t t103 = vreinterpretq_u32_s32(t101);
                uint32x4_t t104 = vaddq_u32(t102, t103);
                int32x4_t t105 = vreinterpretq_s32_u32(t104);
                uint32x4_t t106 = vreinterpretq_u32_s32(t105);
                uint32x4_t t107 = veorq_u32(t5, t106);
                uint32x4_t t108 = vdupq_n_u32(17U);
                t5 = vmulq_u32(t107, t108);
                t100++;
            }
            int t109 = (vmaxvq_u32(t98) != 0);
            int t110 = 0;
            while (t109 ? t110 < 12 : 0) {
                uint32x4_t t111 = vdupq_n_u32(31U);
                uint32x4_t t112 = vmulq_u32(t6, t111);
                int32x4_t t113 = vdupq_n_s32(t110 & 7);
                int32x4_t t114 = vshlq_s32(t43, vnegq_s32(t113));
                uint32x4_t t115 = vreinterpretq_u32_s32(t114);
                t6 = vaddq_u32(t112, t115);
                t110++;
            }
            uint32x4_t t116 = vbslq_u32(t97, t5, t6);
            vst1q_u32(t42, t116);
            long t90 = i_vec_1 + 8L;
            uint32x4_t t91 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t91);
            unsigned int *t92 = out + t90;
            int32x4_t b_v_3 = vld1q_s32(b + t90);
            int32x4_t t93 = vaddq_s32(b_v_3, i_v_5);
            int32x4_t a_v_3 = vld1q_s32(a + t90);
            uint32x4_t t8 = vreinterpretq_u32_s32(a_v_3);
            int32x4_t t121 = veorq_s32(a_v_3, t93);
            int32x4_t t122 = vdupq_n_s32(1);
            int32x4_t t123 = vandq_s32(t121, t122);
            uint32x4_t t124 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t123 != (vcc_v4_int){0});
            uint32x4_t t125 = vmvnq_u32(t124);
            int t126 = (vmaxvq_u32(t124) != 0);
            int t127 = 0;
            uint32x4_t t7 = t8;
            while (t126 ? t127 < 12 : 0) {
                int32x4_t t128 = vdupq_n_s32(t127);
                uint32x4_t t129 = vreinterpretq_u32_s32(t93);
                uint32x4_t t130 = vreinterpretq_u32_s32(t128);
                uint32x4_t t131 = vaddq_u32(t129, t130);
                int32x4_t t132 = vreinterpretq_s32_u32(t131);
                uint32x4_t t133 = vreinterpretq_u32_s32(t132);
                uint32x4_t t134 = veorq_u32(t7, t133);
                uint32x4_t t135 = vdupq_n_u32(17U);
                t7 = vmulq_u32(t134, t135);
                t127++;
            }
            int t136 = (vmaxvq_u32(t125) != 0);
            int t137 = 0;
            while (t136 ? t137 < 12 : 0) {
                uint32x4_t t138 = vdupq_n_u32(31U);
                uint32x4_t t139 = vmulq_u32(t8, t138);
                int32x4_t t140 = vdupq_n_s32(t137 & 7);
                int32x4_t t141 = vshlq_s32(t93, vnegq_s32(t140));
                uint32x4_t t142 = vreinterpretq_u32_s32(t141);
                t8 = vaddq_u32(t139, t142);
                t137++;
            }
            uint32x4_t t143 = vbslq_u32(t124, t7, t8);
            vst1q_u32(t92, t143);
            long t117 = i_vec_1 + 12L;
            uint32x4_t t118 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_6 = vreinterpretq_s32_u32(t118);
            unsigned int *t119 = out + t117;
            int32x4_t b_v_4 = vld1q_s32(b + t117);
            int32x4_t t120 = vaddq_s32(b_v_4, i_v_6);
            int32x4_t a_v_4 = vld1q_s32(a + t117);
            uint32x4_t t10 = vreinterpretq_u32_s32(a_v_4);
            int32x4_t t144 = veorq_s32(a_v_4, t120);
            int32x4_t t145 = vdupq_n_s32(1);
            int32x4_t t146 = vandq_s32(t144, t145);
            uint32x4_t t147 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t146 != (vcc_v4_int){0});
            uint32x4_t t148 = vmvnq_u32(t147);
            int t149 = (vmaxvq_u32(t147) != 0);
            int t150 = 0;
            uint32x4_t t9 = t10;
            while (t149 ? t150 < 12 : 0) {
                int32x4_t t151 = vdupq_n_s32(t150);
                uint32x4_t t152 = vreinterpretq_u32_s32(t120);
                uint32x4_t t153 = vreinterpretq_u32_s32(t151);
                uint32x4_t t154 = vaddq_u32(t152, t153);
                int32x4_t t155 = vreinterpretq_s32_u32(t154);
                uint32x4_t t156 = vreinterpretq_u32_s32(t155);
                uint32x4_t t157 = veorq_u32(t9, t156);
                uint32x4_t t158 = vdupq_n_u32(17U);
                t9 = vmulq_u32(t157, t158);
                t150++;
            }
            int t159 = (vmaxvq_u32(t148) != 0);
            int t160 = 0;
            while (t159 ? t160 < 12 : 0) {
                uint32x4_t t161 = vdupq_n_u32(31U);
                uint32x4_t t162 = vmulq_u32(t10, t161);
                int32x4_t t163 = vdupq_n_s32(t160 & 7);
                int32x4_t t164 = vshlq_s32(t120, vnegq_s32(t163));
                uint32x4_t t165 = vreinterpretq_u32_s32(t164);
                t10 = vaddq_u32(t162, t165);
                t160++;
            }
            uint32x4_t t166 = vbslq_u32(t147, t9, t10);
            vst1q_u32(t119, t166);
            i_vec_1 += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
            if (i_vec_1 >= t18) {
                t23 = (int)t18;
                break;
            }
        }
    } else {
        t23 = 0;
    }
    long t24 = (long)n + (long)t23 * -1L;
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)a;
    long t27 = (long)((unsigned long)out + (unsigned long)((long)t23 * 4L) - ((unsigned long)a + (unsigned long)((long)t23 * 4L)));
    unsigned long t28 = (unsigned long)out;
    unsigned long t29 = (unsigned long)b;
    long t30 = (long)((unsigned long)out + (unsigned long)((long)t23 * 4L) - ((unsigned long)b + (unsigned long)((long)t23 * 4L)));
    if ((t24 >= 4L) & (((t25 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t23 * 4L))) | ((t26 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t23 * 4L))) | ((t27 <= 0L) | (t27 >= 16L))) & (((t28 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t29 + (unsigned long)((long)t23 * 4L))) | ((t29 + (unsigned long)((long)t23 * 4L + 4L + (t24 - 1L) * 4L)) <= (t28 + (unsigned long)((long)t23 * 4L))) | ((t30 <= 0L) | (t30 >= 16L)))) {
        long t31 = t24 & -4L;
        int32x4_t t32 = vdupq_n_s32(t23);
        uint32x4_t t33 = vreinterpretq_u32_s32(t32);
        uint32x4_t i_v_1 = vaddq_u32(t33, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t34 = (long)t23 + i_vec;
            int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
            unsigned int *t35 = out + t34;
            int32x4_t b_v_1 = vld1q_s32(b + t34);
            int32x4_t t36 = vaddq_s32(b_v_1, i_v_3);
            int32x4_t a_v_1 = vld1q_s32(a + t34);
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v_1);
            int32x4_t t67 = veorq_s32(a_v_1, t36);
            int32x4_t t68 = vdupq_n_s32(1);
            int32x4_t t69 = vandq_s32(t67, t68);
            uint32x4_t t70 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t69 != (vcc_v4_int){0});
            uint32x4_t t71 = vmvnq_u32(t70);
            int t72 = (vmaxvq_u32(t70) != 0);
            int t73 = 0;
            uint32x4_t t3 = t4;
            while (t72 ? t73 < 12 : 0) {
                int32x4_t t74 = vdupq_n_s32(t73);
                uint32x4_t t75 = vreinterpretq_u32_s32(t36);
                uint32x4_t t76 = vreinterpretq_u32_s32(t74);
                uint32x4_t t77 = vaddq_u32(t75, t76);
                int32x4_t t78 = vreinterpretq_s32_u32(t77);
                uint32x4_t t79 = vreinterpretq_u32_s32(t78);
                uint32x4_t t80 = veorq_u32(t3, t79);
                uint32x4_t t81 = vdupq_n_u32(17U);
                t3 = vmulq_u32(t80, t81);
                t73++;
            }
            int t82 = (vmaxvq_u32(t71) != 0);
            int t83 = 0;
            while (t82 ? t83 < 12 : 0) {
                uint32x4_t t84 = vdupq_n_u32(31U);
                uint32x4_t t85 = vmulq_u32(t4, t84);
                int32x4_t t86 = vdupq_n_s32(t83 & 7);
                int32x4_t t87 = vshlq_s32(t36, vnegq_s32(t86));
                uint32x4_t t88 = vreinterpretq_u32_s32(t87);
                t4 = vaddq_u32(t85, t88);
                t83++;
            }
            uint32x4_t t89 = vbslq_u32(t70, t3, t4);
            vst1q_u32(t35, t89);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t31) {
                i = (int)((long)t23 + t31);
                break;
            }
        }
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t37 = (long)i;
        int t38 = b[t37];
        int t39 = a[t37];
        out[t37] = mix(t39, t38 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
    float32x4_t t1;
    float32x4_t t2;
    float32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    float32x4_t t7;
    float32x4_t t8;
    float32x4_t t9;
    float32x4_t t11;
    float32x4_t t12;
    float32x4_t t13;
    float32x4_t t15;
    float32x4_t t16;
    float32x4_t t17;
    float32x4_t t18;
    float32x4_t t19;
    float32x4_t t21;
    float32x4_t t22;
    float32x4_t t23;
    float32x4_t t24;
    long i_vec_1;
    float32x4_t t25;
    float32x4_t t27;
    float32x4_t t28;
    long t29;
    unsigned long t30;
    unsigned long t31;
    long t32;
    long t33;
    int t36;
    long t37;
    int i;
    int t73;
    float32x4_t t74;
    float32x4_t t75;
    int t76;
    int t79;
    float32x4_t t80;
    int t81;
    float32x4_t t82;
    int t119;
    float32x4_t t120;
    float32x4_t t121;
    int t122;
    int t125;
    float32x4_t t126;
    int t127;
    float32x4_t t128;
    int t149;
    float32x4_t t150;
    float32x4_t t151;
    int t152;
    int t155;
    float32x4_t t156;
    int t157;
    float32x4_t t158;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L169:
        /* vcc: loop at noregroup.c:116 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t35 = vmulq_f32(in_v, vdupq_n_f32(0.5f));
            float32x4_t t47 = vdupq_n_f32(1.0f);
            uint32x4_t t48 = vcltq_f32(t35, t47);
            uint32x4_t t3 = vmvnq_u32(t48);
            int t49 = (vmaxvq_u32(t3) != 0);
            float32x4_t t51 = t35;
            for (int t50 = 9; t49 ? t50 > 0 : 0; t50--, t51 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t52 = vdupq_n_f32((float)t50);
                    float32x4_t t53 = vdivq_f32(t52, t51);
                    t1 = vaddq_f32(t35, t53);
                } else {
                    t1 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t3) != 0)) {
                float32x4_t t54 = vdupq_n_f32(1.0f);
                t2 = vdivq_f32(t54, t51);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
                t3 = (uint32x4_t)(vcc_m4){0};
            }
            int t55 = (vmaxvq_u32(t48) != 0);
            long t56 = i_vec_1 + 4L;
            float *t57 = out + t56;
            float32x4_t in_v_2 = vld1q_f32(in + t56);
            float32x4_t t58 = vmulq_f32(in_v_2, vdupq_n_f32(0.5f));
            float32x4_t t59 = vdupq_n_f32(1.0f);
            uint32x4_t t60 = vcltq_f32(t58, t59);
            uint32x4_t t14 = vmvnq_u32(t60);
            int t61 = (vmaxvq_u32(t14) != 0);
            int t62 = 1;
            float32x4_t t63 = t35;
            float32x4_t t64 = t35;
            int t65 = 1;
            float32x4_t t66 = (float32x4_t)(vcc_v4_float){0};
            int t67 = 9;
            float32x4_t t68 = t58;
            int t69 = 1;
            float32x4_t t70 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t65) {
                    if (t55 ? t62 < 9 : 0) {
                        if ((vmaxvq_u32(t48) != 0)) {
                            float32x4_t t71 = vmulq_f32(t64, t35);
                            float32x4_t t72 = vdupq_n_f32((float)(2 * t62 + 1));
                            t4 = vdivq_f32(t71, t72);
                            t5 = vaddq_f32(t63, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t73 = t62 + 1;
                        t74 = t5;
                        t75 = t4;
                        t76 = 1;
                        t6 = t66;
                    } else {
                        t6 = vbslq_f32(t3, t2, t63);
                        t73 = t62;
                        t74 = t63;
                        t75 = t64;
                        t76 = 0;
                    }
                } else {
                    t73 = t62;
                    t74 = t63;
                    t75 = t64;
                    t76 = 0;
                    t6 = t66;
                }
                if (t69) {
                    if (t61 ? t67 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t77 = vdupq_n_f32((float)t67);
                            float32x4_t t78 = vdivq_f32(t77, t68);
                            t7 = vaddq_f32(t58, t78);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t79 = t67 - 1;
                        t80 = t7;
                        t81 = 1;
                        t82 = t70;
                    } else {
                        t79 = t67;
                        t80 = t68;
                        t81 = 0;
                        t82 = t68;
                    }
                } else {
                    t79 = t67;
                    t80 = t68;
                    t81 = 0;
                    t82 = t70;
                }
                if (t76 | t81) {
                    t62 = t73;
                    t63 = t74;
                    t64 = t75;
                    t65 = t76;
                    t66 = t6;
                    t67 = t79;
                    t68 = t80;
                    t69 = t81;
                    t70 = t82;
                } else {
                    float32x4_t t83 = vaddq_f32(t6, vdupq_n_f32(1.0f));
                    vst1q_f32(t34, t83);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t100 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t100, t82);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t101 = (vmaxvq_u32(t60) != 0);
                    long t102 = i_vec_1 + 8L;
                    float *t103 = out + t102;
                    float32x4_t in_v_3 = vld1q_f32(in + t102);
                    float32x4_t t104 = vmulq_f32(in_v_3, vdupq_n_f32(0.5f));
                    float32x4_t t105 = vdupq_n_f32(1.0f);
                    uint32x4_t t106 = vcltq_f32(t104, t105);
                    uint32x4_t t20 = vmvnq_u32(t106);
                    int t107 = (vmaxvq_u32(t20) != 0);
                    int t108 = 1;
                    float32x4_t t109 = t58;
                    float32x4_t t110 = t58;
                    int t111 = 1;
                    float32x4_t t112 = (float32x4_t)(vcc_v4_float){0};
                    int t113 = 9;
                    float32x4_t t114 = t104;
                    int t115 = 1;
                    float32x4_t t116 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t111) {
                            if (t101 ? t108 < 9 : 0) {
                                if ((vmaxvq_u32(t60) != 0)) {
                                    float32x4_t t117 = vmulq_f32(t110, t58);
                                    float32x4_t t118 = vdupq_n_f32((float)(2 * t108 + 1));
                                    t15 = vdivq_f32(t117, t118);
                                    t16 = vaddq_f32(t109, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t119 = t108 + 1;
                                t120 = t16;
                                t121 = t15;
                                t122 = 1;
                                t17 = t112;
                            } else {
                                t17 = vbslq_f32(t14, t13, t109);
                                t119 = t108;
                                t120 = t109;
                                t121 = t110;
                                t122 = 0;
                            }
                        } else {
                            t119 = t108;
                            t120 = t109;
                            t121 = t110;
                            t122 = 0;
                            t17 = t112;
                        }
                        if (t115) {
                            if (t107 ? t113 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t123 = vdupq_n_f32((float)t113);
                                    float32x4_t t124 = vdivq_f32(t123, t114);
                                    t18 = vaddq_f32(t104, t124);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t125 = t113 - 1;
                                t126 = t18;
                                t127 = 1;
                                t128 = t116;
                            } else {
                                t125 = t113;
                                t126 = t114;
                                t127 = 0;
                                t128 = t114;
                            }
                        } else {
                            t125 = t113;
                            t126 = t114;
                            t127 = 0;
                            t128 = t116;
                        }
                        if (t122 | t127) {
                            t108 = t119;
                            t109 = t120;
                            t110 = t121;
                            t111 = t122;
                            t112 = t17;
                            t113 = t125;
                            t114 = t126;
                            t115 = t127;
                            t116 = t128;
                        } else {
                            float32x4_t t129 = vaddq_f32(t17, vdupq_n_f32(1.0f));
                            vst1q_f32(t57, t129);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t130 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t130, t128);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t131 = (vmaxvq_u32(t106) != 0);
                            long t132 = i_vec_1 + 12L;
                            float *t133 = out + t132;
                            float32x4_t in_v_4 = vld1q_f32(in + t132);
                            float32x4_t t134 = vmulq_f32(in_v_4, vdupq_n_f32(0.5f));
                            float32x4_t t135 = vdupq_n_f32(1.0f);
                            uint32x4_t t136 = vcltq_f32(t134, t135);
                            uint32x4_t t26 = vmvnq_u32(t136);
                            int t137 = (vmaxvq_u32(t26) != 0);
                            int t138 = 1;
                            float32x4_t t139 = t104;
                            float32x4_t t140 = t104;
                            int t141 = 1;
                            float32x4_t t142 = (float32x4_t)(vcc_v4_float){0};
                            int t143 = 9;
                            float32x4_t t144 = t134;
                            int t145 = 1;
                            float32x4_t t146 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t141) {
                                    if (t131 ? t138 < 9 : 0) {
                                        if ((vmaxvq_u32(t106) != 0)) {
                                            float32x4_t t147 = vmulq_f32(t140, t104);
                                            float32x4_t t148 = vdupq_n_f32((float)(2 * t138 + 1));
                                            t21 = vdivq_f32(t147, t148);
                                            t22 = vaddq_f32(t139, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t149 = t138 + 1;
                                        t150 = t22;
                                        t151 = t21;
                                        t152 = 1;
                                        t23 = t142;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t139);
                                        t149 = t138;
                                        t150 = t139;
                                        t151 = t140;
                                        t152 = 0;
                                    }
                                } else {
                                    t149 = t138;
                                    t150 = t139;
                                    t151 = t140;
                                    t152 = 0;
                                    t23 = t142;
                                }
                                if (t145) {
                                    if (t137 ? t143 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t153 = vdupq_n_f32((float)t143);
                                            float32x4_t t154 = vdivq_f32(t153, t144);
                                            t24 = vaddq_f32(t134, t154);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t155 = t143 - 1;
                                        t156 = t24;
                                        t157 = 1;
                                        t158 = t146;
                                    } else {
                                        t155 = t143;
                                        t156 = t144;
                                        t157 = 0;
                                        t158 = t144;
                                    }
                                } else {
                                    t155 = t143;
                                    t156 = t144;
                                    t157 = 0;
                                    t158 = t146;
                                }
                                if (!(t152 | t157)) {
                                    float32x4_t t159 = vaddq_f32(t23, vdupq_n_f32(1.0f));
                                    vst1q_f32(t103, t159);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t161 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t161, t158);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t162 = (vmaxvq_u32(t136) != 0);
                                    float32x4_t t164 = t134;
                                    float32x4_t t165 = t134;
                                    for (int t163 = 1; t162 ? t163 < 9 : 0; t163++, t164 = t28, t165 = t27) {
                                        if ((vmaxvq_u32(t136) != 0)) {
                                            float32x4_t t167 = vmulq_f32(t165, t134);
                                            float32x4_t t168 = vdupq_n_f32((float)(2 * t163 + 1));
                                            t27 = vdivq_f32(t167, t168);
                                            t28 = vaddq_f32(t164, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t166 = vbslq_f32(t26, t25, t164);
                                    float32x4_t t160 = vaddq_f32(t166, vdupq_n_f32(1.0f));
                                    vst1q_f32(t133, t160);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L169;
                                    }
                                    t36 = (int)t33;
                                    goto L170;
                                }
                                t138 = t149;
                                t139 = t150;
                                t140 = t151;
                                t141 = t152;
                                t142 = t23;
                                t143 = t155;
                                t144 = t156;
                                t145 = t157;
                                t146 = t158;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t36 = 0;
    }
L170:
    t37 = (long)n + (long)t36 * -1L;
    unsigned long t38 = (unsigned long)out;
    unsigned long t39 = (unsigned long)in;
    long t40 = (long)((unsigned long)out + (unsigned long)((long)t36 * 4L) - ((unsigned long)in + (unsigned long)((long)t36 * 4L)));
    if ((t37 >= 4L) & (((t38 + (unsigned long)((long)t36 * 4L + 4L + (t37 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t36 * 4L))) | ((t39 + (unsigned long)((long)t36 * 4L + 4L + (t37 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t36 * 4L))) | ((t40 <= 0L) | (t40 >= 16L)))) {
        long t41 = t37 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t42 = (long)t36 + i_vec;
            float *t43 = out + t42;
            float32x4_t in_v_1 = vld1q_f32(in + t42);
            float32x4_t t44 = vmulq_f32(in_v_1, vdupq_n_f32(0.5f));
            float32x4_t t85 = vdupq_n_f32(1.0f);
            uint32x4_t t86 = vcltq_f32(t44, t85);
            uint32x4_t t10 = vmvnq_u32(t86);
            int t87 = (vmaxvq_u32(t10) != 0);
            float32x4_t t89 = t44;
            for (int t88 = 9; t87 ? t88 > 0 : 0; t88--, t89 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t90 = vdupq_n_f32((float)t88);
                    float32x4_t t91 = vdivq_f32(t90, t89);
                    t8 = vaddq_f32(t44, t91);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t92 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t92, t89);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t93 = (vmaxvq_u32(t86) != 0);
            float32x4_t t95 = t44;
            float32x4_t t96 = t44;
            for (int t94 = 1; t93 ? t94 < 9 : 0; t94++, t95 = t12, t96 = t11) {
                if ((vmaxvq_u32(t86) != 0)) {
                    float32x4_t t98 = vmulq_f32(t96, t44);
                    float32x4_t t99 = vdupq_n_f32((float)(2 * t94 + 1));
                    t11 = vdivq_f32(t98, t99);
                    t12 = vaddq_f32(t95, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t97 = vbslq_f32(t10, t9, t95);
            float32x4_t t84 = vaddq_f32(t97, vdupq_n_f32(1.0f));
            vst1q_f32(t43, t84);
            i_vec += 4L;
            if (i_vec >= t41) {
                i = (int)((long)t36 + t41);
                break;
            }
        }
    } else {
        i = t36;
    }
    for (; i < n; i++) {
        long t45 = (long)i;
        float t46 = in[t45];
        out[t45] = series(t46 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
    float32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    float32x4_t t7;
    float32x4_t t10;
    float32x4_t t11;
    float32x4_t t14;
    float32x4_t t15;
    float32x4_t t16;
    float32x4_t t19;
    float32x4_t t20;
    float32x4_t t21;
    long i_vec_1;
    float32x4_t t23;
    long t24;
    unsigned long t25;
    unsigned long t26;
    long t27;
    long t28;
    int t30;
    long t31;
    int i;
    int t60;
    float32x4_t t61;
    int t62;
    int t66;
    float32x4_t t67;
    int t68;
    float32x4_t t69;
    int t101;
    float32x4_t t102;
    int t103;
    int t107;
    float32x4_t t108;
    int t109;
    float32x4_t t110;
    int t126;
    float32x4_t t127;
    int t128;
    int t132;
    float32x4_t t133;
    int t134;
    float32x4_t t135;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    t27 = (long)((unsigned long)out - (unsigned long)in);
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 64L)))) {
        t28 = t24 & -16L;
        i_vec_1 = 0L;
    L141:
        /* vcc: loop at noregroup.c:122 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t29 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t40 = vdupq_n_f32(0.0f);
            uint32x4_t t41 = vcgeq_f32(in_v, t40);
            uint32x4_t t42 = vmvnq_u32(t41);
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t43 = (vmaxvq_u32(t42) != 0);
            for (int t44 = 15; t43 ? t44 >= 0 : 0; t44--, t1 = t7) {
                if ((vmaxvq_u32(t42) != 0)) {
                    float32x4_t t70 = vnegq_f32(in_v);
                    float32x4_t t71 = vmulq_f32(t1, t70);
                    float32x4_t t72 = vdupq_n_f32(coef[t44]);
                    t7 = vsubq_f32(t71, t72);
                } else {
                    t7 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t2 = vdupq_n_f32(0.0f);
            int t45 = (vmaxvq_u32(t41) != 0);
            long t46 = i_vec_1 + 4L;
            float *t47 = out + t46;
            float32x4_t in_v_2 = vld1q_f32(in + t46);
            float32x4_t t48 = vdupq_n_f32(0.0f);
            uint32x4_t t49 = vcgeq_f32(in_v_2, t48);
            uint32x4_t t50 = vmvnq_u32(t49);
            float32x4_t t3 = vdupq_n_f32(0.0f);
            int t51 = (vmaxvq_u32(t50) != 0);
            int t52 = 0;
            int t53 = 1;
            float32x4_t t54 = (float32x4_t)(vcc_v4_float){0};
            int t55 = 15;
            int t56 = 1;
            float32x4_t t57 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t53) {
                    if (t45 ? t52 < 16 : 0) {
                        if ((vmaxvq_u32(t41) != 0)) {
                            float32x4_t t58 = vmulq_f32(t2, in_v);
                            float32x4_t t59 = vdupq_n_f32(coef[t52]);
                            t4 = vaddq_f32(t58, t59);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t60 = t52 + 1;
                        t61 = t4;
                        t62 = 1;
                        t5 = t54;
                    } else {
                        t5 = vbslq_f32(t41, t2, t1);
                        t60 = t52;
                        t61 = t2;
                        t62 = 0;
                    }
                } else {
                    t60 = t52;
                    t61 = t2;
                    t62 = 0;
                    t5 = t54;
                }
                if (t56) {
                    if (t51 ? t55 >= 0 : 0) {
                        if ((vmaxvq_u32(t50) != 0)) {
                            float32x4_t t63 = vnegq_f32(in_v_2);
                            float32x4_t t64 = vmulq_f32(t3, t63);
                            float32x4_t t65 = vdupq_n_f32(coef[t55]);
                            t6 = vsubq_f32(t64, t65);
                        } else {
                            t6 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t66 = t55 - 1;
                        t67 = t6;
                        t68 = 1;
                        t69 = t57;
                    } else {
                        t66 = t55;
                        t67 = t3;
                        t68 = 0;
                        t69 = t3;
                    }
                } else {
                    t66 = t55;
                    t67 = t3;
                    t68 = 0;
                    t69 = t57;
                }
                if (t62 | t68) {
                    t52 = t60;
                    t2 = t61;
                    t53 = t62;
                    t54 = t5;
                    t55 = t66;
                    t3 = t67;
                    t56 = t68;
                    t57 = t69;
                } else {
                    vst1q_f32(t29, t5);
                    float32x4_t t12 = vdupq_n_f32(0.0f);
                    int t86 = (vmaxvq_u32(t49) != 0);
                    long t87 = i_vec_1 + 8L;
                    float *t88 = out + t87;
                    float32x4_t in_v_3 = vld1q_f32(in + t87);
                    float32x4_t t89 = vdupq_n_f32(0.0f);
                    uint32x4_t t90 = vcgeq_f32(in_v_3, t89);
                    uint32x4_t t91 = vmvnq_u32(t90);
                    float32x4_t t13 = vdupq_n_f32(0.0f);
                    int t92 = (vmaxvq_u32(t91) != 0);
                    int t93 = 0;
                    int t94 = 1;
                    float32x4_t t95 = (float32x4_t)(vcc_v4_float){0};
                    int t96 = 15;
                    int t97 = 1;
                    float32x4_t t98 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t94) {
                            if (t86 ? t93 < 16 : 0) {
                                if ((vmaxvq_u32(t49) != 0)) {
                                    float32x4_t t99 = vmulq_f32(t12, in_v_2);
                                    float32x4_t t100 = vdupq_n_f32(coef[t93]);
                                    t14 = vaddq_f32(t99, t100);
                                } else {
                                    t14 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t101 = t93 + 1;
                                t102 = t14;
                                t103 = 1;
                                t15 = t95;
                            } else {
                                t15 = vbslq_f32(t49, t12, t69);
                                t101 = t93;
                                t102 = t12;
                                t103 = 0;
                            }
                        } else {
                            t101 = t93;
                            t102 = t12;
                            t103 = 0;
                            t15 = t95;
                        }
                        if (t97) {
                            if (t92 ? t96 >= 0 : 0) {
                                if ((vmaxvq_u32(t91) != 0)) {
                                    float32x4_t t104 = vnegq_f32(in_v_3);
                                    float32x4_t t105 = vmulq_f32(t13, t104);
                                    float32x4_t t106 = vdupq_n_f32(coef[t96]);
                                    t16 = vsubq_f32(t105, t106);
                                } else {
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t107 = t96 - 1;
                                t108 = t16;
                                t109 = 1;
                                t110 = t98;
                            } else {
                                t107 = t96;
                                t108 = t13;
                                t109 = 0;
                                t110 = t13;
                            }
                        } else {
                            t107 = t96;
                            t108 = t13;
                            t109 = 0;
                            t110 = t98;
                        }
                        if (t103 | t109) {
                            t93 = t101;
                            t12 = t102;
                            t94 = t103;
                            t95 = t15;
                            t96 = t107;
                            t13 = t108;
                            t97 = t109;
                            t98 = t110;
                        } else {
                            vst1q_f32(t47, t15);
                            float32x4_t t17 = vdupq_n_f32(0.0f);
                            int t111 = (vmaxvq_u32(t90) != 0);
                            long t112 = i_vec_1 + 12L;
                            float *t113 = out + t112;
                            float32x4_t in_v_4 = vld1q_f32(in + t112);
                            float32x4_t t114 = vdupq_n_f32(0.0f);
                            uint32x4_t t115 = vcgeq_f32(in_v_4, t114);
                            uint32x4_t t116 = vmvnq_u32(t115);
                            float32x4_t t18 = vdupq_n_f32(0.0f);
                            int t117 = (vmaxvq_u32(t116) != 0);
                            int t118 = 0;
                            int t119 = 1;
                            float32x4_t t120 = (float32x4_t)(vcc_v4_float){0};
                            int t121 = 15;
                            int t122 = 1;
                            float32x4_t t123 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t119) {
                                    if (t111 ? t118 < 16 : 0) {
                                        if ((vmaxvq_u32(t90) != 0)) {
                                            float32x4_t t124 = vmulq_f32(t17, in_v_3);
                                            float32x4_t t125 = vdupq_n_f32(coef[t118]);
                                            t19 = vaddq_f32(t124, t125);
                                        } else {
                                            t19 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t126 = t118 + 1;
                                        t127 = t19;
                                        t128 = 1;
                                        t20 = t120;
                                    } else {
                                        t20 = vbslq_f32(t90, t17, t110);
                                        t126 = t118;
                                        t127 = t17;
                                        t128 = 0;
                                    }
                                } else {
                                    t126 = t118;
                                    t127 = t17;
                                    t128 = 0;
                                    t20 = t120;
                                }
                                if (t122) {
                                    if (t117 ? t121 >= 0 : 0) {
                                        if ((vmaxvq_u32(t116) != 0)) {
                                            float32x4_t t129 = vnegq_f32(in_v_4);
                                            float32x4_t t130 = vmulq_f32(t18, t129);
                                            float32x4_t t131 = vdupq_n_f32(coef[t121]);
                                            t21 = vsubq_f32(t130, t131);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t132 = t121 - 1;
                                        t133 = t21;
                                        t134 = 1;
                                        t135 = t123;
                                    } else {
                                        t132 = t121;
                                        t133 = t18;
                                        t134 = 0;
                                        t135 = t18;
                                    }
                                } else {
                                    t132 = t121;
                                    t133 = t18;
                                    t134 = 0;
                                    t135 = t123;
                                }
                                if (!(t128 | t134)) {
                                    vst1q_f32(t88, t20);
                                    float32x4_t t22 = vdupq_n_f32(0.0f);
                                    int t136 = (vmaxvq_u32(t115) != 0);
                                    for (int t137 = 0; t136 ? t137 < 16 : 0; t137++, t22 = t23) {
                                        if ((vmaxvq_u32(t115) != 0)) {
                                            float32x4_t t139 = vmulq_f32(t22, in_v_4);
                                            float32x4_t t140 = vdupq_n_f32(coef[t137]);
                                            t23 = vaddq_f32(t139, t140);
                                        } else {
                                            t23 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t138 = vbslq_f32(t115, t22, t135);
                                    vst1q_f32(t113, t138);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t28) {
                                        goto L141;
                                    }
                                    t30 = (int)t28;
                                    goto L142;
                                }
                                t118 = t126;
                                t17 = t127;
                                t119 = t128;
                                t120 = t20;
                                t121 = t132;
                                t18 = t133;
                                t122 = t134;
                                t123 = t135;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t30 = 0;
    }
L142:
    t31 = (long)n + (long)t30 * -1L;
    unsigned long t32 = (unsigned long)out;
    unsigned long t33 = (unsigned long)in;
    long t34 = (long)((unsigned long)out + (unsigned long)((long)t30 * 4L) - ((unsigned long)in + (unsigned long)((long)t30 * 4L)));
    if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | ((t34 <= 0L) | (t34 >= 16L)))) {
        long t35 = t31 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t36 = (long)t30 + i_vec;
            float *t37 = out + t36;
            float32x4_t in_v_1 = vld1q_f32(in + t36);
            float32x4_t t73 = vdupq_n_f32(0.0f);
            uint32x4_t t74 = vcgeq_f32(in_v_1, t73);
            uint32x4_t t75 = vmvnq_u32(t74);
            float32x4_t t8 = vdupq_n_f32(0.0f);
            int t76 = (vmaxvq_u32(t75) != 0);
            for (int t77 = 15; t76 ? t77 >= 0 : 0; t77--, t8 = t10) {
                if ((vmaxvq_u32(t75) != 0)) {
                    float32x4_t t79 = vnegq_f32(in_v_1);
                    float32x4_t t80 = vmulq_f32(t8, t79);
                    float32x4_t t81 = vdupq_n_f32(coef[t77]);
                    t10 = vsubq_f32(t80, t81);
                } else {
                    t10 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t9 = vdupq_n_f32(0.0f);
            int t78 = (vmaxvq_u32(t74) != 0);
            for (int t82 = 0; t78 ? t82 < 16 : 0; t82++, t9 = t11) {
                if ((vmaxvq_u32(t74) != 0)) {
                    float32x4_t t84 = vmulq_f32(t9, in_v_1);
                    float32x4_t t85 = vdupq_n_f32(coef[t82]);
                    t11 = vaddq_f32(t84, t85);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t83 = vbslq_f32(t74, t9, t8);
            vst1q_f32(t37, t83);
            i_vec += 4L;
            if (i_vec >= t35) {
                i = (int)((long)t30 + t35);
                break;
            }
        }
    } else {
        i = t30;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        float t39 = in[t38];
        out[t38] = poly(coef, t39, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t17;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    long t14 = (long)((unsigned long)out - (unsigned long)in);
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
        long t15 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:128 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t16 = out + i_vec_1;
            float32x4_t t2 = vld1q_f32(in + i_vec_1);
            float32x4_t t29 = vdupq_n_f32(0.5f);
            uint32x4_t t30 = vcgtq_f32(t2, t29);
            uint32x4_t t31 = vmvnq_u32(t30);
            int t32 = (vmaxvq_u32(t31) != 0);
            int t33 = 0;
            float32x4_t t1 = t2;
            while (t32 ? t33 < 5 : 0) {
                float32x4_t t34 = vdupq_n_f32(0.25f);
                float32x4_t t35 = vmulq_f32(t1, t34);
                float32x4_t t36 = vdupq_n_f32(1.0f);
                t1 = vsubq_f32(t35, t36);
                t33++;
            }
            int t37 = (vmaxvq_u32(t30) != 0);
            int t38 = 0;
            while (t37 ? t38 < 5 : 0) {
                float32x4_t t39 = vdupq_n_f32(0.5f);
                float32x4_t t40 = vmulq_f32(t2, t39);
                float32x4_t t41 = vdupq_n_f32(1.0f);
                t2 = vaddq_f32(t40, t41);
                t38++;
            }
            if ((vmaxvq_u32(t30) != 0)) {
                float32x4_t t42 = vdupq_n_f32(8.0f);
                float32x4_t t43 = vmulq_f32(t2, t42);
                int32x4_t t44 = vcvtq_s32_f32(t43);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t44, (vcc_m4)t30);
            }
            float32x4_t t45 = vbslq_f32(t30, t2, t1);
            vst1q_f32(t16, t45);
            long t27 = i_vec_1 + 4L;
            float *t28 = out + t27;
            float32x4_t t6 = vld1q_f32(in + t27);
            float32x4_t t65 = vdupq_n_f32(0.5f);
            uint32x4_t t66 = vcgtq_f32(t6, t65);
            uint32x4_t t67 = vmvnq_u32(t66);
            int t68 = (vmaxvq_u32(t67) != 0);
            int t69 = 0;
            float32x4_t t5 = t6;
            while (t68 ? t69 < 5 : 0) {
                float32x4_t t70 = vdupq_n_f32(0.25f);
                float32x4_t t71 = vmulq_f32(t5, t70);
                float32x4_t t72 = vdupq_n_f32(1.0f);
                t5 = vsubq_f32(t71, t72);
                t69++;
            }
            int t73 = (vmaxvq_u32(t66) != 0);
            int t74 = 0;
            while (t73 ? t74 < 5 : 0) {
                float32x4_t t75 = vdupq_n_f32(0.5f);
                float32x4_t t76 = vmulq_f32(t6, t75);
                float32x4_t t77 = vdupq_n_f32(1.0f);
                t6 = vaddq_f32(t76, t77);
                t74++;
            }
            if ((vmaxvq_u32(t66) != 0)) {
                float32x4_t t78 = vdupq_n_f32(8.0f);
                float32x4_t t79 = vmulq_f32(t6, t78);
                int32x4_t t80 = vcvtq_s32_f32(t79);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t80, (vcc_m4)t66);
            }
            float32x4_t t81 = vbslq_f32(t66, t6, t5);
            vst1q_f32(t28, t81);
            long t63 = i_vec_1 + 8L;
            float *t64 = out + t63;
            float32x4_t t8 = vld1q_f32(in + t63);
            float32x4_t t84 = vdupq_n_f32(0.5f);
            uint32x4_t t85 = vcgtq_f32(t8, t84);
            uint32x4_t t86 = vmvnq_u32(t85);
            int t87 = (vmaxvq_u32(t86) != 0);
            int t88 = 0;
            float32x4_t t7 = t8;
            while (t87 ? t88 < 5 : 0) {
                float32x4_t t89 = vdupq_n_f32(0.25f);
                float32x4_t t90 = vmulq_f32(t7, t89);
                float32x4_t t91 = vdupq_n_f32(1.0f);
                t7 = vsubq_f32(t90, t91);
                t88++;
            }
            int t92 = (vmaxvq_u32(t85) != 0);
            int t93 = 0;
            while (t92 ? t93 < 5 : 0) {
                float32x4_t t94 = vdupq_n_f32(0.5f);
                float32x4_t t95 = vmulq_f32(t8, t94);
                float32x4_t t96 = vdupq_n_f32(1.0f);
                t8 = vaddq_f32(t95, t96);
                t93++;
            }
            if ((vmaxvq_u32(t85) != 0)) {
                float32x4_t t97 = vdupq_n_f32(8.0f);
                float32x4_t t98 = vmulq_f32(t8, t97);
                int32x4_t t99 = vcvtq_s32_f32(t98);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t99, (vcc_m4)t85);
            }
            float32x4_t t100 = vbslq_f32(t85, t8, t7);
            vst1q_f32(t64, t100);
            long t82 = i_vec_1 + 12L;
            float *t83 = out + t82;
            float32x4_t t10 = vld1q_f32(in + t82);
            float32x4_t t101 = vdupq_n_f32(0.5f);
            uint32x4_t t102 = vcgtq_f32(t10, t101);
            uint32x4_t t103 = vmvnq_u32(t102);
            int t104 = (vmaxvq_u32(t103) != 0);
            int t105 = 0;
            float32x4_t t9 = t10;
            while (t104 ? t105 < 5 : 0) {
                float32x4_t t106 = vdupq_n_f32(0.25f);
                float32x4_t t107 = vmulq_f32(t9, t106);
                float32x4_t t108 = vdupq_n_f32(1.0f);
                t9 = vsubq_f32(t107, t108);
                t105++;
            }
            int t109 = (vmaxvq_u32(t102) != 0);
            int t110 = 0;
            while (t109 ? t110 < 5 : 0) {
                float32x4_t t111 = vdupq_n_f32(0.5f);
                float32x4_t t112 = vmulq_f32(t10, t111);
                float32x4_t t113 = vdupq_n_f32(1.0f);
                t10 = vaddq_f32(t112, t113);
                t110++;
            }
            if ((vmaxvq_u32(t102) != 0)) {
                float32x4_t t114 = vdupq_n_f32(8.0f);
                float32x4_t t115 = vmulq_f32(t10, t114);
                int32x4_t t116 = vcvtq_s32_f32(t115);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t116, (vcc_m4)t102);
            }
            float32x4_t t117 = vbslq_f32(t102, t10, t9);
            vst1q_f32(t83, t117);
            i_vec_1 += 16L;
            if (i_vec_1 >= t15) {
                t17 = (int)t15;
                break;
            }
        }
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    unsigned long t19 = (unsigned long)out;
    unsigned long t20 = (unsigned long)in;
    long t21 = (long)((unsigned long)out + (unsigned long)((long)t17 * 4L) - ((unsigned long)in + (unsigned long)((long)t17 * 4L)));
    if ((t18 >= 4L) & (((t19 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t20 + (unsigned long)((long)t17 * 4L))) | ((t20 + (unsigned long)((long)t17 * 4L + 4L + (t18 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t17 * 4L))) | ((t21 <= 0L) | (t21 >= 16L)))) {
        long t22 = t18 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t23 = (long)t17 + i_vec;
            float *t24 = out + t23;
            float32x4_t t4 = vld1q_f32(in + t23);
            float32x4_t t46 = vdupq_n_f32(0.5f);
            uint32x4_t t47 = vcgtq_f32(t4, t46);
            uint32x4_t t48 = vmvnq_u32(t47);
            int t49 = (vmaxvq_u32(t48) != 0);
            int t50 = 0;
            float32x4_t t3 = t4;
            while (t49 ? t50 < 5 : 0) {
                float32x4_t t51 = vdupq_n_f32(0.25f);
                float32x4_t t52 = vmulq_f32(t3, t51);
                float32x4_t t53 = vdupq_n_f32(1.0f);
                t3 = vsubq_f32(t52, t53);
                t50++;
            }
            int t54 = (vmaxvq_u32(t47) != 0);
            int t55 = 0;
            while (t54 ? t55 < 5 : 0) {
                float32x4_t t56 = vdupq_n_f32(0.5f);
                float32x4_t t57 = vmulq_f32(t4, t56);
                float32x4_t t58 = vdupq_n_f32(1.0f);
                t4 = vaddq_f32(t57, t58);
                t55++;
            }
            if ((vmaxvq_u32(t47) != 0)) {
                float32x4_t t59 = vdupq_n_f32(8.0f);
                float32x4_t t60 = vmulq_f32(t4, t59);
                int32x4_t t61 = vcvtq_s32_f32(t60);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t61, (vcc_m4)t47);
            }
            float32x4_t t62 = vbslq_f32(t47, t4, t3);
            vst1q_f32(t24, t62);
            i_vec += 4L;
            if (i_vec >= t22) {
                i = (int)((long)t17 + t22);
                break;
            }
        }
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        float t26 = in[t25];
        out[t25] = tally(t26, hits, 5);
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
        /* vcc: loop at noregroup.c:134 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t19 = vdupq_n_f32(0.0f);
            uint32x4_t t20 = vcgtq_f32(in_v, t19);
            float32x4_t t21 = vdupq_n_f32(1.0f);
            float32x4_t t22 = vsubq_f32(in_v, t21);
            float32x4_t t23 = vdupq_n_f32(2.0f);
            float32x4_t t24 = vmulq_f32(in_v, t23);
            float32x4_t t25 = vbslq_f32(t20, t24, t22);
            vst1q_f32(t6, t25);
            long t17 = i_vec_1 + 4L;
            float *t18 = out + t17;
            float32x4_t in_v_2 = vld1q_f32(in + t17);
            float32x4_t t35 = vdupq_n_f32(0.0f);
            uint32x4_t t36 = vcgtq_f32(in_v_2, t35);
            float32x4_t t37 = vdupq_n_f32(1.0f);
            float32x4_t t38 = vsubq_f32(in_v_2, t37);
            float32x4_t t39 = vdupq_n_f32(2.0f);
            float32x4_t t40 = vmulq_f32(in_v_2, t39);
            float32x4_t t41 = vbslq_f32(t36, t40, t38);
            vst1q_f32(t18, t41);
            long t33 = i_vec_1 + 8L;
            float *t34 = out + t33;
            float32x4_t in_v_3 = vld1q_f32(in + t33);
            float32x4_t t44 = vdupq_n_f32(0.0f);
            uint32x4_t t45 = vcgtq_f32(in_v_3, t44);
            float32x4_t t46 = vdupq_n_f32(1.0f);
            float32x4_t t47 = vsubq_f32(in_v_3, t46);
            float32x4_t t48 = vdupq_n_f32(2.0f);
            float32x4_t t49 = vmulq_f32(in_v_3, t48);
            float32x4_t t50 = vbslq_f32(t45, t49, t47);
            vst1q_f32(t34, t50);
            long t42 = i_vec_1 + 12L;
            float *t43 = out + t42;
            float32x4_t in_v_4 = vld1q_f32(in + t42);
            float32x4_t t51 = vdupq_n_f32(0.0f);
            uint32x4_t t52 = vcgtq_f32(in_v_4, t51);
            float32x4_t t53 = vdupq_n_f32(1.0f);
            float32x4_t t54 = vsubq_f32(in_v_4, t53);
            float32x4_t t55 = vdupq_n_f32(2.0f);
            float32x4_t t56 = vmulq_f32(in_v_4, t55);
            float32x4_t t57 = vbslq_f32(t52, t56, t54);
            vst1q_f32(t43, t57);
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
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 16L)))) {
        long t12 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = out + t13;
            float32x4_t in_v_1 = vld1q_f32(in + t13);
            float32x4_t t26 = vdupq_n_f32(0.0f);
            uint32x4_t t27 = vcgtq_f32(in_v_1, t26);
            float32x4_t t28 = vdupq_n_f32(1.0f);
            float32x4_t t29 = vsubq_f32(in_v_1, t28);
            float32x4_t t30 = vdupq_n_f32(2.0f);
            float32x4_t t31 = vmulq_f32(in_v_1, t30);
            float32x4_t t32 = vbslq_f32(t27, t31, t29);
            vst1q_f32(t14, t32);
            i_vec += 4L;
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
    float t23;
    float t24;
    int t47;
    int i_1;
    float t56;
    double t57;
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
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t k_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long k_vec = 0L;
    /* vcc: loop at noregroup.c:143 vectorized: VF 4, UF 4, scalar epilogue */
    do {
        int32x4_t k_v_1 = vreinterpretq_s32_u32(k_v);
        int32x4_t t3 = vaddq_s32(k_v_1, vdupq_n_s32(1));
        float32x4_t t4 = vcvtq_f32_s32(t3);
        float32x4_t t5 = vdivq_f32(vdupq_n_f32(1.0f), t4);
        vst1q_f32(&coef[k_vec], t5);
        uint32x4_t t6 = vaddq_u32(k_v, vdupq_n_u32(4));
        int32x4_t k_v_2 = vreinterpretq_s32_u32(t6);
        int32x4_t t7 = vaddq_s32(k_v_2, vdupq_n_s32(1));
        float32x4_t t8 = vcvtq_f32_s32(t7);
        float32x4_t t9 = vdivq_f32(vdupq_n_f32(1.0f), t8);
        vst1q_f32(&coef[k_vec + 4L], t9);
        uint32x4_t t10 = vaddq_u32(k_v, vdupq_n_u32(8));
        int32x4_t k_v_3 = vreinterpretq_s32_u32(t10);
        int32x4_t t11 = vaddq_s32(k_v_3, vdupq_n_s32(1));
        float32x4_t t12 = vcvtq_f32_s32(t11);
        float32x4_t t13 = vdivq_f32(vdupq_n_f32(1.0f), t12);
        vst1q_f32(&coef[k_vec + 8L], t13);
        uint32x4_t t14 = vaddq_u32(k_v, vdupq_n_u32(12));
        int32x4_t k_v_4 = vreinterpretq_s32_u32(t14);
        int32x4_t t15 = vaddq_s32(k_v_4, vdupq_n_s32(1));
        float32x4_t t16 = vcvtq_f32_s32(t15);
        float32x4_t t17 = vdivq_f32(vdupq_n_f32(1.0f), t16);
        vst1q_f32(&coef[k_vec + 12L], t17);
        k_vec += 16L;
        k_v = vaddq_u32(k_v, vdupq_n_u32(16));
    } while (k_vec < 16L);
    for (int s = 0; s < 16; s++) {
        int n = sizes[s];
        unsigned long t18 = (unsigned long)(n + 1);
        unsigned long t19 = t18 * 4UL;
        float *fin = (float *)malloc(t19);
        float *fout = (float *)malloc(t19);
        unsigned long t20 = t18 * 8UL;
        double *dx = (double *)malloc(t20);
        double *dy = (double *)malloc(t20);
        double *dout = (double *)malloc(t20);
        int *ia = (int *)malloc(t19);
        int *ib = (int *)malloc(t19);
        unsigned int *iout = (unsigned int *)malloc(t19);
        unsigned int seed = 12345U + (unsigned int)n;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245U + 12345U;
            int r = (int)(seed >> 16) % 2000;
            long t21 = (long)i;
            float *t22 = fin + t21;
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
        const float *t25 = fin;
        run_series(fout, t25, n);
        unsigned long t26 = (unsigned long)n;
        unsigned long t27 = t26 * 4UL;
        const void *t28 = (const void *)fout;
        unsigned long h = fold(14695981039346656037UL, t28, t27);
        run_series_auto(fout, t25, n);
        unsigned long h_1 = fold(h, t28, t27);
        run_blend2(dout, dx, dy, n);
        unsigned long h_2 = fold(h_1, (const void *)dout, t26 * 8UL);
        run_mix(iout, ia, ib, n);
        unsigned long h_3 = fold(h_2, (const void *)iout, t27);
        long t29 = (long)n;
        if (t29 >= 16L) {
            long t30 = t29 & -16L;
            long i_vec = 0L;
            /* vcc: loop at noregroup.c:175 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                float *t31 = fin + i_vec;
                float32x4_t fin_v = vld1q_f32(t31);
                uint32x4_t t32 = vmvnq_u32(vceqq_f32(fin_v, fin_v));
                float32x4_t t33 = vsubq_f32(fin_v, vdupq_n_f32(1.0f));
                float32x4_t t34 = vbslq_f32(t32, vdupq_n_f32(-0.5f), t33);
                vst1q_f32(t31, t34);
                float *t35 = fin + (i_vec + 4L);
                float32x4_t fin_v_1 = vld1q_f32(t35);
                uint32x4_t t36 = vmvnq_u32(vceqq_f32(fin_v_1, fin_v_1));
                float32x4_t t37 = vsubq_f32(fin_v_1, vdupq_n_f32(1.0f));
                float32x4_t t38 = vbslq_f32(t36, vdupq_n_f32(-0.5f), t37);
                vst1q_f32(t35, t38);
                float *t39 = fin + (i_vec + 8L);
                float32x4_t fin_v_2 = vld1q_f32(t39);
                uint32x4_t t40 = vmvnq_u32(vceqq_f32(fin_v_2, fin_v_2));
                float32x4_t t41 = vsubq_f32(fin_v_2, vdupq_n_f32(1.0f));
                float32x4_t t42 = vbslq_f32(t40, vdupq_n_f32(-0.5f), t41);
                vst1q_f32(t39, t42);
                float *t43 = fin + (i_vec + 12L);
                float32x4_t fin_v_3 = vld1q_f32(t43);
                uint32x4_t t44 = vmvnq_u32(vceqq_f32(fin_v_3, fin_v_3));
                float32x4_t t45 = vsubq_f32(fin_v_3, vdupq_n_f32(1.0f));
                float32x4_t t46 = vbslq_f32(t44, vdupq_n_f32(-0.5f), t45);
                vst1q_f32(t43, t46);
                i_vec += 16L;
            } while (i_vec < t30);
            t47 = (int)t30;
        } else {
            t47 = 0;
        }
        long t48 = (long)n + (long)t47 * -1L;
        if (t48 >= 4L) {
            long t49 = t48 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at noregroup.c:175 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                float *t50 = fin + ((long)t47 + i_vec_1);
                float32x4_t fin_v_4 = vld1q_f32(t50);
                uint32x4_t t51 = vmvnq_u32(vceqq_f32(fin_v_4, fin_v_4));
                float32x4_t t52 = vsubq_f32(fin_v_4, vdupq_n_f32(1.0f));
                float32x4_t t53 = vbslq_f32(t51, vdupq_n_f32(-0.5f), t52);
                vst1q_f32(t50, t53);
                i_vec_1 += 4L;
            } while (i_vec_1 < t49);
            i_1 = (int)((long)t47 + t49);
        } else {
            i_1 = t47;
        }
        for (; i_1 < n; i_1++) {
            float *t54 = fin + i_1;
            float t55 = *t54;
            if (t55 != t55) {
                t56 = -0.5f;
            } else {
                t56 = t55 - 1.0f;
            }
            *t54 = t56;
        }
        run_poly(fout, coef, t25, n);
        unsigned long h_4 = fold(h_3, t28, t27);
        hits = -1;
        run_tally(fout, &hits, t25, n);
        unsigned long h_5 = fold(h_4, t28, t27);
        run_cheap(fout, t25, n);
        unsigned long h_6 = fold(h_5, t28, t27);
        if (n) {
            t57 = (double)fout[0];
        } else {
            t57 = 0.0;
        }
        printf("n=%d %016lx hits=%d first=%a\n", n, h_6, hits, t57);
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
