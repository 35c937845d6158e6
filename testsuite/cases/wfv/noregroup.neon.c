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
    int t34;
    long t35;
    int i;
    int t68;
    float32x4_t t69;
    float32x4_t t70;
    int t71;
    int t74;
    float32x4_t t75;
    int t76;
    float32x4_t t77;
    int t111;
    float32x4_t t112;
    float32x4_t t113;
    int t114;
    int t117;
    float32x4_t t118;
    int t119;
    float32x4_t t120;
    int t139;
    float32x4_t t140;
    float32x4_t t141;
    int t142;
    int t145;
    float32x4_t t146;
    int t147;
    float32x4_t t148;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L157:
        /* vcc: loop at noregroup.c:98 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t43 = vdupq_n_f32(1.0f);
            uint32x4_t t44 = vcltq_f32(in_v, t43);
            uint32x4_t t3 = vmvnq_u32(t44);
            int t45 = (vmaxvq_u32(t3) != 0);
            float32x4_t t47 = in_v;
            for (int t46 = 24; t45 ? t46 > 0 : 0; t46--, t47 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t48 = vdupq_n_f32((float)t46);
                    float32x4_t t49 = vdivq_f32(t48, t47);
                    t1 = vaddq_f32(in_v, t49);
                } else {
                    t1 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t3) != 0)) {
                float32x4_t t50 = vdupq_n_f32(1.0f);
                t2 = vdivq_f32(t50, t47);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
                t3 = (uint32x4_t)(vcc_m4){0};
            }
            int t51 = (vmaxvq_u32(t44) != 0);
            long t52 = i_vec_1 + 4L;
            float *t53 = out + t52;
            float32x4_t in_v_2 = vld1q_f32(in + t52);
            float32x4_t t54 = vdupq_n_f32(1.0f);
            uint32x4_t t55 = vcltq_f32(in_v_2, t54);
            uint32x4_t t14 = vmvnq_u32(t55);
            int t56 = (vmaxvq_u32(t14) != 0);
            int t57 = 1;
            float32x4_t t58 = in_v;
            float32x4_t t59 = in_v;
            int t60 = 1;
            float32x4_t t61 = (float32x4_t)(vcc_v4_float){0};
            int t62 = 24;
            float32x4_t t63 = in_v_2;
            int t64 = 1;
            float32x4_t t65 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t60) {
                    if (t51 ? t57 < 24 : 0) {
                        if ((vmaxvq_u32(t44) != 0)) {
                            float32x4_t t66 = vmulq_f32(t59, in_v);
                            float32x4_t t67 = vdupq_n_f32((float)(2 * t57 + 1));
                            t4 = vdivq_f32(t66, t67);
                            t5 = vaddq_f32(t58, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t68 = t57 + 1;
                        t69 = t5;
                        t70 = t4;
                        t71 = 1;
                        t6 = t61;
                    } else {
                        t6 = vbslq_f32(t3, t2, t58);
                        t68 = t57;
                        t69 = t58;
                        t70 = t59;
                        t71 = 0;
                    }
                } else {
                    t68 = t57;
                    t69 = t58;
                    t70 = t59;
                    t71 = 0;
                    t6 = t61;
                }
                if (t64) {
                    if (t56 ? t62 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t72 = vdupq_n_f32((float)t62);
                            float32x4_t t73 = vdivq_f32(t72, t63);
                            t7 = vaddq_f32(in_v_2, t73);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t74 = t62 - 1;
                        t75 = t7;
                        t76 = 1;
                        t77 = t65;
                    } else {
                        t74 = t62;
                        t75 = t63;
                        t76 = 0;
                        t77 = t63;
                    }
                } else {
                    t74 = t62;
                    t75 = t63;
                    t76 = 0;
                    t77 = t65;
                }
                if (t71 | t76) {
                    t57 = t68;
                    t58 = t69;
                    t59 = t70;
                    t60 = t71;
                    t61 = t6;
                    t62 = t74;
                    t63 = t75;
                    t64 = t76;
                    t65 = t77;
                } else {
                    vst1q_f32(t33, t6);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t93 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t93, t77);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t94 = (vmaxvq_u32(t55) != 0);
                    long t95 = i_vec_1 + 8L;
                    float *t96 = out + t95;
                    float32x4_t in_v_3 = vld1q_f32(in + t95);
                    float32x4_t t97 = vdupq_n_f32(1.0f);
                    uint32x4_t t98 = vcltq_f32(in_v_3, t97);
                    uint32x4_t t20 = vmvnq_u32(t98);
                    int t99 = (vmaxvq_u32(t20) != 0);
                    int t100 = 1;
                    float32x4_t t101 = in_v_2;
                    float32x4_t t102 = in_v_2;
                    int t103 = 1;
                    float32x4_t t104 = (float32x4_t)(vcc_v4_float){0};
                    int t105 = 24;
                    float32x4_t t106 = in_v_3;
                    int t107 = 1;
                    float32x4_t t108 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t103) {
                            if (t94 ? t100 < 24 : 0) {
                                if ((vmaxvq_u32(t55) != 0)) {
                                    float32x4_t t109 = vmulq_f32(t102, in_v_2);
                                    float32x4_t t110 = vdupq_n_f32((float)(2 * t100 + 1));
                                    t15 = vdivq_f32(t109, t110);
                                    t16 = vaddq_f32(t101, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t111 = t100 + 1;
                                t112 = t16;
                                t113 = t15;
                                t114 = 1;
                                t17 = t104;
                            } else {
                                t17 = vbslq_f32(t14, t13, t101);
                                t111 = t100;
                                t112 = t101;
                                t113 = t102;
                                t114 = 0;
                            }
                        } else {
                            t111 = t100;
                            t112 = t101;
                            t113 = t102;
                            t114 = 0;
                            t17 = t104;
                        }
                        if (t107) {
                            if (t99 ? t105 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t115 = vdupq_n_f32((float)t105);
                                    float32x4_t t116 = vdivq_f32(t115, t106);
                                    t18 = vaddq_f32(in_v_3, t116);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t117 = t105 - 1;
                                t118 = t18;
                                t119 = 1;
                                t120 = t108;
                            } else {
                                t117 = t105;
                                t118 = t106;
                                t119 = 0;
                                t120 = t106;
                            }
                        } else {
                            t117 = t105;
                            t118 = t106;
                            t119 = 0;
                            t120 = t108;
                        }
                        if (t114 | t119) {
                            t100 = t111;
                            t101 = t112;
                            t102 = t113;
                            t103 = t114;
                            t104 = t17;
                            t105 = t117;
                            t106 = t118;
                            t107 = t119;
                            t108 = t120;
                        } else {
                            vst1q_f32(t53, t17);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t121 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t121, t120);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t122 = (vmaxvq_u32(t98) != 0);
                            long t123 = i_vec_1 + 12L;
                            float *t124 = out + t123;
                            float32x4_t in_v_4 = vld1q_f32(in + t123);
                            float32x4_t t125 = vdupq_n_f32(1.0f);
                            uint32x4_t t126 = vcltq_f32(in_v_4, t125);
                            uint32x4_t t26 = vmvnq_u32(t126);
                            int t127 = (vmaxvq_u32(t26) != 0);
                            int t128 = 1;
                            float32x4_t t129 = in_v_3;
                            float32x4_t t130 = in_v_3;
                            int t131 = 1;
                            float32x4_t t132 = (float32x4_t)(vcc_v4_float){0};
                            int t133 = 24;
                            float32x4_t t134 = in_v_4;
                            int t135 = 1;
                            float32x4_t t136 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t131) {
                                    if (t122 ? t128 < 24 : 0) {
                                        if ((vmaxvq_u32(t98) != 0)) {
                                            float32x4_t t137 = vmulq_f32(t130, in_v_3);
                                            float32x4_t t138 = vdupq_n_f32((float)(2 * t128 + 1));
                                            t21 = vdivq_f32(t137, t138);
                                            t22 = vaddq_f32(t129, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t139 = t128 + 1;
                                        t140 = t22;
                                        t141 = t21;
                                        t142 = 1;
                                        t23 = t132;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t129);
                                        t139 = t128;
                                        t140 = t129;
                                        t141 = t130;
                                        t142 = 0;
                                    }
                                } else {
                                    t139 = t128;
                                    t140 = t129;
                                    t141 = t130;
                                    t142 = 0;
                                    t23 = t132;
                                }
                                if (t135) {
                                    if (t127 ? t133 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t143 = vdupq_n_f32((float)t133);
                                            float32x4_t t144 = vdivq_f32(t143, t134);
                                            t24 = vaddq_f32(in_v_4, t144);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t145 = t133 - 1;
                                        t146 = t24;
                                        t147 = 1;
                                        t148 = t136;
                                    } else {
                                        t145 = t133;
                                        t146 = t134;
                                        t147 = 0;
                                        t148 = t134;
                                    }
                                } else {
                                    t145 = t133;
                                    t146 = t134;
                                    t147 = 0;
                                    t148 = t136;
                                }
                                if (!(t142 | t147)) {
                                    vst1q_f32(t96, t23);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t149 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t149, t148);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t150 = (vmaxvq_u32(t126) != 0);
                                    float32x4_t t152 = in_v_4;
                                    float32x4_t t153 = in_v_4;
                                    for (int t151 = 1; t150 ? t151 < 24 : 0; t151++, t152 = t28, t153 = t27) {
                                        if ((vmaxvq_u32(t126) != 0)) {
                                            float32x4_t t155 = vmulq_f32(t153, in_v_4);
                                            float32x4_t t156 = vdupq_n_f32((float)(2 * t151 + 1));
                                            t27 = vdivq_f32(t155, t156);
                                            t28 = vaddq_f32(t152, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t154 = vbslq_f32(t26, t25, t152);
                                    vst1q_f32(t124, t154);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L157;
                                    }
                                    t34 = (int)t32;
                                    goto L158;
                                }
                                t128 = t139;
                                t129 = t140;
                                t130 = t141;
                                t131 = t142;
                                t132 = t23;
                                t133 = t145;
                                t134 = t146;
                                t135 = t147;
                                t136 = t148;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t34 = 0;
    }
L158:
    t35 = (long)n + (long)t34 * -1L;
    unsigned long t36 = (unsigned long)out;
    unsigned long t37 = (unsigned long)in;
    if ((t35 >= 4L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t34 * 4L))))) {
        long t38 = t35 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:98 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t39 = (long)t34 + i_vec;
            float *t40 = out + t39;
            float32x4_t in_v_1 = vld1q_f32(in + t39);
            float32x4_t t78 = vdupq_n_f32(1.0f);
            uint32x4_t t79 = vcltq_f32(in_v_1, t78);
            uint32x4_t t10 = vmvnq_u32(t79);
            int t80 = (vmaxvq_u32(t10) != 0);
            float32x4_t t82 = in_v_1;
            for (int t81 = 24; t80 ? t81 > 0 : 0; t81--, t82 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t83 = vdupq_n_f32((float)t81);
                    float32x4_t t84 = vdivq_f32(t83, t82);
                    t8 = vaddq_f32(in_v_1, t84);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t85 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t85, t82);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t86 = (vmaxvq_u32(t79) != 0);
            float32x4_t t88 = in_v_1;
            float32x4_t t89 = in_v_1;
            for (int t87 = 1; t86 ? t87 < 24 : 0; t87++, t88 = t12, t89 = t11) {
                if ((vmaxvq_u32(t79) != 0)) {
                    float32x4_t t91 = vmulq_f32(t89, in_v_1);
                    float32x4_t t92 = vdupq_n_f32((float)(2 * t87 + 1));
                    t11 = vdivq_f32(t91, t92);
                    t12 = vaddq_f32(t88, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t90 = vbslq_f32(t10, t9, t88);
            vst1q_f32(t40, t90);
            i_vec += 4L;
            if (i_vec >= t38) {
                i = (int)((long)t34 + t38);
                break;
            }
        }
    } else {
        i = t34;
    }
    for (; i < n; i++) {
        long t41 = (long)i;
        float t42 = in[t41];
        out[t41] = series(t42, 24);
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
    int t28;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 8L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:104 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t27 = out + i_vec_1;
            float64x2_t y_v = vld1q_f64(y + i_vec_1);
            float64x2_t x_v = vld1q_f64(x + i_vec_1);
            float64x2_t t42 = vdupq_n_f64(4.0);
            float64x2_t t43 = vmulq_f64(x_v, t42);
            int32x2_t t44 = vmovn_s64(vcvtq_s64_f64(t43));
            float64x2_t t45 = vcvtq_f64_s64(vmovl_s32(t44));
            float64x2_t t46 = vdupq_n_f64(0.5);
            float64x2_t t47 = vaddq_f64(t45, t46);
            uint64x2_t t48 = vcgtq_f64(t47, y_v);
            uint64x2_t t49 = veorq_u64(t48, vdupq_n_u64(-1));
            float64x2_t t1 = vdupq_n_f64(0.0);
            int t50 = (vmaxvq_u32(vreinterpretq_u32_u64(t49)) != 0);
            for (int t51 = 0; t50 ? t51 < 40 : 0; t51 = t3, t1 = t4) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t49)) != 0)) {
                    float64x2_t t53 = vdupq_n_f64(0.25);
                    float64x2_t t54 = vmulq_f64(t1, t53);
                    t3 = t51 + 1;
                    float64x2_t t55 = vdupq_n_f64((double)t3);
                    float64x2_t t56 = vdivq_f64(y_v, t55);
                    t4 = vsubq_f64(t54, t56);
                } else {
                    t3 = 0;
                    t4 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t2 = vdupq_n_f64(0.0);
            int t52 = (vmaxvq_u32(vreinterpretq_u32_u64(t48)) != 0);
            int t57 = 0;
            while (t52 ? t57 < 40 : 0) {
                float64x2_t t58 = vdupq_n_f64(0.5);
                float64x2_t t59 = vmulq_f64(t2, t58);
                float64x2_t t60 = vdupq_n_f64((double)t57);
                float64x2_t t61 = vmulq_f64(x_v, t60);
                t2 = vaddq_f64(t59, t61);
                t57++;
            }
            float64x2_t t62 = vbslq_f64(t48, t2, t1);
            vst1q_f64(t27, t62);
            long t40 = i_vec_1 + 2L;
            double *t41 = out + t40;
            float64x2_t y_v_2 = vld1q_f64(y + t40);
            float64x2_t x_v_2 = vld1q_f64(x + t40);
            float64x2_t t86 = vdupq_n_f64(4.0);
            float64x2_t t87 = vmulq_f64(x_v_2, t86);
            int32x2_t t88 = vmovn_s64(vcvtq_s64_f64(t87));
            float64x2_t t89 = vcvtq_f64_s64(vmovl_s32(t88));
            float64x2_t t90 = vdupq_n_f64(0.5);
            float64x2_t t91 = vaddq_f64(t89, t90);
            uint64x2_t t92 = vcgtq_f64(t91, y_v_2);
            uint64x2_t t93 = veorq_u64(t92, vdupq_n_u64(-1));
            float64x2_t t9 = vdupq_n_f64(0.0);
            int t94 = (vmaxvq_u32(vreinterpretq_u32_u64(t93)) != 0);
            for (int t95 = 0; t94 ? t95 < 40 : 0; t95 = t11, t9 = t12) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t93)) != 0)) {
                    float64x2_t t97 = vdupq_n_f64(0.25);
                    float64x2_t t98 = vmulq_f64(t9, t97);
                    t11 = t95 + 1;
                    float64x2_t t99 = vdupq_n_f64((double)t11);
                    float64x2_t t100 = vdivq_f64(y_v_2, t99);
                    t12 = vsubq_f64(t98, t100);
                } else {
                    t11 = 0;
                    t12 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t10 = vdupq_n_f64(0.0);
            int t96 = (vmaxvq_u32(vreinterpretq_u32_u64(t92)) != 0);
            int t101 = 0;
            while (t96 ? t101 < 40 : 0) {
                float64x2_t t102 = vdupq_n_f64(0.5);
                float64x2_t t103 = vmulq_f64(t10, t102);
                float64x2_t t104 = vdupq_n_f64((double)t101);
                float64x2_t t105 = vmulq_f64(x_v_2, t104);
                t10 = vaddq_f64(t103, t105);
                t101++;
            }
            float64x2_t t106 = vbslq_f64(t92, t10, t9);
            vst1q_f64(t41, t106);
            long t84 = i_vec_1 + 4L;
            double *t85 = out + t84;
            float64x2_t y_v_3 = vld1q_f64(y + t84);
            float64x2_t x_v_3 = vld1q_f64(x + t84);
            float64x2_t t109 = vdupq_n_f64(4.0);
            float64x2_t t110 = vmulq_f64(x_v_3, t109);
            int32x2_t t111 = vmovn_s64(vcvtq_s64_f64(t110));
            float64x2_t t112 = vcvtq_f64_s64(vmovl_s32(t111));
            float64x2_t t113 = vdupq_n_f64(0.5);
            float64x2_t t114 = vaddq_f64(t112, t113);
            uint64x2_t t115 = vcgtq_f64(t114, y_v_3);
            uint64x2_t t116 = veorq_u64(t115, vdupq_n_u64(-1));
            float64x2_t t13 = vdupq_n_f64(0.0);
            int t117 = (vmaxvq_u32(vreinterpretq_u32_u64(t116)) != 0);
            for (int t118 = 0; t117 ? t118 < 40 : 0; t118 = t15, t13 = t16) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t116)) != 0)) {
                    float64x2_t t120 = vdupq_n_f64(0.25);
                    float64x2_t t121 = vmulq_f64(t13, t120);
                    t15 = t118 + 1;
                    float64x2_t t122 = vdupq_n_f64((double)t15);
                    float64x2_t t123 = vdivq_f64(y_v_3, t122);
                    t16 = vsubq_f64(t121, t123);
                } else {
                    t15 = 0;
                    t16 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t14 = vdupq_n_f64(0.0);
            int t119 = (vmaxvq_u32(vreinterpretq_u32_u64(t115)) != 0);
            int t124 = 0;
            while (t119 ? t124 < 40 : 0) {
                float64x2_t t125 = vdupq_n_f64(0.5);
                float64x2_t t126 = vmulq_f64(t14, t125);
                float64x2_t t127 = vdupq_n_f64((double)t124);
                float64x2_t t128 = vmulq_f64(x_v_3, t127);
                t14 = vaddq_f64(t126, t128);
                t124++;
            }
            float64x2_t t129 = vbslq_f64(t115, t14, t13);
            vst1q_f64(t85, t129);
            long t107 = i_vec_1 + 6L;
            double *t108 = out + t107;
            float64x2_t y_v_4 = vld1q_f64(y + t107);
            float64x2_t x_v_4 = vld1q_f64(x + t107);
            float64x2_t t130 = vdupq_n_f64(4.0);
            float64x2_t t131 = vmulq_f64(x_v_4, t130);
            int32x2_t t132 = vmovn_s64(vcvtq_s64_f64(t131));
            float64x2_t t133 = vcvtq_f64_s64(vmovl_s32(t132));
            float64x2_t t134 = vdupq_n_f64(0.5);
            float64x2_t t135 = vaddq_f64(t133, t134);
            uint64x2_t t136 = vcgtq_f64(t135, y_v_4);
            uint64x2_t t137 = veorq_u64(t136, vdupq_n_u64(-1));
            float64x2_t t17 = vdupq_n_f64(0.0);
            int t138 = (vmaxvq_u32(vreinterpretq_u32_u64(t137)) != 0);
            for (int t139 = 0; t138 ? t139 < 40 : 0; t139 = t19, t17 = t20) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t137)) != 0)) {
                    float64x2_t t141 = vdupq_n_f64(0.25);
                    float64x2_t t142 = vmulq_f64(t17, t141);
                    t19 = t139 + 1;
                    float64x2_t t143 = vdupq_n_f64((double)t19);
                    float64x2_t t144 = vdivq_f64(y_v_4, t143);
                    t20 = vsubq_f64(t142, t144);
                } else {
                    t19 = 0;
                    t20 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t18 = vdupq_n_f64(0.0);
            int t140 = (vmaxvq_u32(vreinterpretq_u32_u64(t136)) != 0);
            int t145 = 0;
            while (t140 ? t145 < 40 : 0) {
                float64x2_t t146 = vdupq_n_f64(0.5);
                float64x2_t t147 = vmulq_f64(t18, t146);
                float64x2_t t148 = vdupq_n_f64((double)t145);
                float64x2_t t149 = vmulq_f64(x_v_4, t148);
                t18 = vaddq_f64(t147, t149);
                t145++;
            }
            float64x2_t t150 = vbslq_f64(t136, t18, t17);
            vst1q_f64(t108, t150);
            i_vec_1 += 8L;
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
    if ((t29 >= 2L) & (((t30 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t31 + (unsigned long)((long)t28 * 8L))) | ((t31 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t30 + (unsigned long)((long)t28 * 8L)))) & (((t32 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t33 + (unsigned long)((long)t28 * 8L))) | ((t33 + (unsigned long)((long)t28 * 8L + 8L + (t29 - 1L) * 8L)) <= (t32 + (unsigned long)((long)t28 * 8L))))) {
        long t34 = t29 & -2L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:104 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t35 = (long)t28 + i_vec;
            double *t36 = out + t35;
            float64x2_t y_v_1 = vld1q_f64(y + t35);
            float64x2_t x_v_1 = vld1q_f64(x + t35);
            float64x2_t t63 = vdupq_n_f64(4.0);
            float64x2_t t64 = vmulq_f64(x_v_1, t63);
            int32x2_t t65 = vmovn_s64(vcvtq_s64_f64(t64));
            float64x2_t t66 = vcvtq_f64_s64(vmovl_s32(t65));
            float64x2_t t67 = vdupq_n_f64(0.5);
            float64x2_t t68 = vaddq_f64(t66, t67);
            uint64x2_t t69 = vcgtq_f64(t68, y_v_1);
            uint64x2_t t70 = veorq_u64(t69, vdupq_n_u64(-1));
            float64x2_t t5 = vdupq_n_f64(0.0);
            int t71 = (vmaxvq_u32(vreinterpretq_u32_u64(t70)) != 0);
            for (int t72 = 0; t71 ? t72 < 40 : 0; t72 = t7, t5 = t8) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t70)) != 0)) {
                    float64x2_t t74 = vdupq_n_f64(0.25);
                    float64x2_t t75 = vmulq_f64(t5, t74);
                    t7 = t72 + 1;
                    float64x2_t t76 = vdupq_n_f64((double)t7);
                    float64x2_t t77 = vdivq_f64(y_v_1, t76);
                    t8 = vsubq_f64(t75, t77);
                } else {
                    t7 = 0;
                    t8 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t6 = vdupq_n_f64(0.0);
            int t73 = (vmaxvq_u32(vreinterpretq_u32_u64(t69)) != 0);
            int t78 = 0;
            while (t73 ? t78 < 40 : 0) {
                float64x2_t t79 = vdupq_n_f64(0.5);
                float64x2_t t80 = vmulq_f64(t6, t79);
                float64x2_t t81 = vdupq_n_f64((double)t78);
                float64x2_t t82 = vmulq_f64(x_v_1, t81);
                t6 = vaddq_f64(t80, t82);
                t78++;
            }
            float64x2_t t83 = vbslq_f64(t69, t6, t5);
            vst1q_f64(t36, t83);
            i_vec += 2L;
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
    int t21;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)a;
    unsigned long t14 = (unsigned long)out;
    unsigned long t15 = (unsigned long)b;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12)) & (((t14 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t15) | ((t15 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t14))) {
        long t16 = t11 & -16L;
        int32x4_t t17 = vdupq_n_s32(0);
        uint32x4_t t18 = vreinterpretq_u32_s32(t17);
        uint32x4_t i_v = vaddq_u32(t18, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:110 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            unsigned int *t19 = out + i_vec_1;
            int32x4_t b_v = vld1q_s32(b + i_vec_1);
            int32x4_t t20 = vaddq_s32(b_v, i_v_2);
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            uint32x4_t t2 = vreinterpretq_u32_s32(a_v);
            int32x4_t t40 = veorq_s32(a_v, t20);
            int32x4_t t41 = vdupq_n_s32(1);
            int32x4_t t42 = vandq_s32(t40, t41);
            uint32x4_t t43 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t42 != (vcc_v4_int){0});
            uint32x4_t t44 = vmvnq_u32(t43);
            int t45 = (vmaxvq_u32(t43) != 0);
            int t46 = 0;
            uint32x4_t t1 = t2;
            while (t45 ? t46 < 12 : 0) {
                int32x4_t t47 = vdupq_n_s32(t46);
                uint32x4_t t48 = vreinterpretq_u32_s32(t20);
                uint32x4_t t49 = vreinterpretq_u32_s32(t47);
                uint32x4_t t50 = vaddq_u32(t48, t49);
                int32x4_t t51 = vreinterpretq_s32_u32(t50);
                uint32x4_t t52 = vreinterpretq_u32_s32(t51);
                uint32x4_t t53 = veorq_u32(t1, t52);
                uint32x4_t t54 = vdupq_n_u32(17U);
                t1 = vmulq_u32(t53, t54);
                t46++;
            }
            int t55 = (vmaxvq_u32(t44) != 0);
            int t56 = 0;
            while (t55 ? t56 < 12 : 0) {
                uint32x4_t t57 = vdupq_n_u32(31U);
                uint32x4_t t58 = vmulq_u32(t2, t57);
                int32x4_t t59 = vdupq_n_s32(t56 & 7);
                int32x4_t t60 = vshlq_s32(t20, vnegq_s32(t59));
                uint32x4_t t61 = vreinterpretq_u32_s32(t60);
                t2 = vaddq_u32(t58, t61);
                t56++;
            }
            uint32x4_t t62 = vbslq_u32(t43, t1, t2);
            vst1q_u32(t19, t62);
            long t36 = i_vec_1 + 4L;
            uint32x4_t t37 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t37);
            unsigned int *t38 = out + t36;
            int32x4_t b_v_2 = vld1q_s32(b + t36);
            int32x4_t t39 = vaddq_s32(b_v_2, i_v_4);
            int32x4_t a_v_2 = vld1q_s32(a + t36);
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_2);
            int32x4_t t90 = veorq_s32(a_v_2, t39);
            int32x4_t t91 = vdupq_n_s32(1);
            int32x4_t t92 = vandq_s32(t90, t91);
            uint32x4_t t93 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t92 != (vcc_v4_int){0});
            uint32x4_t t94 = vmvnq_u32(t93);
            int t95 = (vmaxvq_u32(t93) != 0);
            int t96 = 0;
            uint32x4_t t5 = t6;
            while (t95 ? t96 < 12 : 0) {
                int32x4_t t97 = vdupq_n_s32(t96);
                uint32x4_t t98 = vreinterpretq_u32_s32(t39);
                uint32x4_t t99 = vreinterpretq_u32_s32(t97);
                uint32x4_t t100 = vaddq_u32(t98, t99);
                int32x4_t t101 = vreinterpretq_s32_u32(t100);
                uint32x4_t t102 = vreinterpretq_u32_s32(t101);
                uint32x4_t t103 = veorq_u32(t5, t102);
                uint32x4_t t104 = vdupq_n_u32(17U);
                t5 = vmulq_u32(t103, t104);
                t96++;
            }
            int t105 = (vmaxvq_u32(t94) != 0);
            int t106 = 0;
            while (t105 ? t106 < 12 : 0) {
                uint32x4_t t107 = vdupq_n_u32(31U);
                uint32x4_t t108 = vmulq_u32(t6, t107);
                int32x4_t t109 = vdupq_n_s32(t106 & 7);
                int32x4_t t110 = vshlq_s32(t39, vnegq_s32(t109));
                uint32x4_t t111 = vreinterpretq_u32_s32(t110);
                t6 = vaddq_u32(t108, t111);
                t106++;
            }
            uint32x4_t t112 = vbslq_u32(t93, t5, t6);
            vst1q_u32(t38, t112);
            long t86 = i_vec_1 + 8L;
            uint32x4_t t87 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t87);
            unsigned int *t88 = out + t86;
            int32x4_t b_v_3 = vld1q_s32(b + t86);
            int32x4_t t89 = vaddq_s32(b_v_3, i_v_5);
            int32x4_t a_v_3 = vld1q_s32(a + t86);
            uint32x4_t t8 = vreinterpretq_u32_s32(a_v_3);
            int32x4_t t117 = veorq_s32(a_v_3, t89);
            int32x4_t t118 = vdupq_n_s32(1);
            int32x4_t t119 = vandq_s32(t117, t118);
            uint32x4_t t120 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t119 != (vcc_v4_int){0});
            uint32x4_t t121 = vmvnq_u32(t120);
            int t122 = (vmaxvq_u32(t120) != 0);
            int t123 = 0;
            uint32x4_t t7 = t8;
            while (t122 ? t123 < 12 : 0) {
                int32x4_t t124 = vdupq_n_s32(t123);
                uint32x4_t t125 = vreinterpretq_u32_s32(t89);
                uint32x4_t t126 = vreinterpretq_u32_s32(t124);
                uint32x4_t t127 = vaddq_u32(t125, t126);
                int32x4_t t128 = vreinterpretq_s32_u32(t127);
                uint32x4_t t129 = vreinterpretq_u32_s32(t128);
                uint32x4_t t130 = veorq_u32(t7, t129);
                uint32x4_t t131 = vdupq_n_u32(17U);
                t7 = vmulq_u32(t130, t131);
                t123++;
            }
            int t132 = (vmaxvq_u32(t121) != 0);
            int t133 = 0;
            while (t132 ? t133 < 12 : 0) {
                uint32x4_t t134 = vdupq_n_u32(31U);
                uint32x4_t t135 = vmulq_u32(t8, t134);
                int32x4_t t136 = vdupq_n_s32(t133 & 7);
                int32x4_t t137 = vshlq_s32(t89, vnegq_s32(t136));
                uint32x4_t t138 = vreinterpretq_u32_s32(t137);
                t8 = vaddq_u32(t135, t138);
                t133++;
            }
            uint32x4_t t139 = vbslq_u32(t120, t7, t8);
            vst1q_u32(t88, t139);
            long t113 = i_vec_1 + 12L;
            uint32x4_t t114 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_6 = vreinterpretq_s32_u32(t114);
            unsigned int *t115 = out + t113;
            int32x4_t b_v_4 = vld1q_s32(b + t113);
            int32x4_t t116 = vaddq_s32(b_v_4, i_v_6);
            int32x4_t a_v_4 = vld1q_s32(a + t113);
            uint32x4_t t10 = vreinterpretq_u32_s32(a_v_4);
            int32x4_t t140 = veorq_s32(a_v_4, t116);
            int32x4_t t141 = vdupq_n_s32(1);
            int32x4_t t142 = vandq_s32(t140, t141);
            uint32x4_t t143 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t142 != (vcc_v4_int){0});
            uint32x4_t t144 = vmvnq_u32(t143);
            int t145 = (vmaxvq_u32(t143) != 0);
            int t146 = 0;
            uint32x4_t t9 = t10;
            while (t145 ? t146 < 12 : 0) {
                int32x4_t t147 = vdupq_n_s32(t146);
                uint32x4_t t148 = vreinterpretq_u32_s32(t116);
                uint32x4_t t149 = vreinterpretq_u32_s32(t147);
                uint32x4_t t150 = vaddq_u32(t148, t149);
                int32x4_t t151 = vreinterpretq_s32_u32(t150);
                uint32x4_t t152 = vreinterpretq_u32_s32(t151);
                uint32x4_t t153 = veorq_u32(t9, t152);
                uint32x4_t t154 = vdupq_n_u32(17U);
                t9 = vmulq_u32(t153, t154);
                t146++;
            }
            int t155 = (vmaxvq_u32(t144) != 0);
            int t156 = 0;
            while (t155 ? t156 < 12 : 0) {
                uint32x4_t t157 = vdupq_n_u32(31U);
                uint32x4_t t158 = vmulq_u32(t10, t157);
                int32x4_t t159 = vdupq_n_s32(t156 & 7);
                int32x4_t t160 = vshlq_s32(t116, vnegq_s32(t159));
                uint32x4_t t161 = vreinterpretq_u32_s32(t160);
                t10 = vaddq_u32(t158, t161);
                t156++;
            }
            uint32x4_t t162 = vbslq_u32(t143, t9, t10);
            vst1q_u32(t115, t162);
            i_vec_1 += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
            if (i_vec_1 >= t16) {
                t21 = (int)t16;
                break;
            }
        }
    } else {
        t21 = 0;
    }
    long t22 = (long)n + (long)t21 * -1L;
    unsigned long t23 = (unsigned long)out;
    unsigned long t24 = (unsigned long)a;
    unsigned long t25 = (unsigned long)out;
    unsigned long t26 = (unsigned long)b;
    if ((t22 >= 4L) & (((t23 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t24 + (unsigned long)((long)t21 * 4L))) | ((t24 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t21 * 4L)))) & (((t25 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t26 + (unsigned long)((long)t21 * 4L))) | ((t26 + (unsigned long)((long)t21 * 4L + 4L + (t22 - 1L) * 4L)) <= (t25 + (unsigned long)((long)t21 * 4L))))) {
        long t27 = t22 & -4L;
        int32x4_t t28 = vdupq_n_s32(t21);
        uint32x4_t t29 = vreinterpretq_u32_s32(t28);
        uint32x4_t i_v_1 = vaddq_u32(t29, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:110 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t30 = (long)t21 + i_vec;
            int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
            unsigned int *t31 = out + t30;
            int32x4_t b_v_1 = vld1q_s32(b + t30);
            int32x4_t t32 = vaddq_s32(b_v_1, i_v_3);
            int32x4_t a_v_1 = vld1q_s32(a + t30);
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v_1);
            int32x4_t t63 = veorq_s32(a_v_1, t32);
            int32x4_t t64 = vdupq_n_s32(1);
            int32x4_t t65 = vandq_s32(t63, t64);
            uint32x4_t t66 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t65 != (vcc_v4_int){0});
            uint32x4_t t67 = vmvnq_u32(t66);
            int t68 = (vmaxvq_u32(t66) != 0);
            int t69 = 0;
            uint32x4_t t3 = t4;
            while (t68 ? t69 < 12 : 0) {
                int32x4_t t70 = vdupq_n_s32(t69);
                uint32x4_t t71 = vreinterpretq_u32_s32(t32);
                uint32x4_t t72 = vreinterpretq_u32_s32(t70);
                uint32x4_t t73 = vaddq_u32(t71, t72);
                int32x4_t t74 = vreinterpretq_s32_u32(t73);
                uint32x4_t t75 = vreinterpretq_u32_s32(t74);
                uint32x4_t t76 = veorq_u32(t3, t75);
                uint32x4_t t77 = vdupq_n_u32(17U);
                t3 = vmulq_u32(t76, t77);
                t69++;
            }
            int t78 = (vmaxvq_u32(t67) != 0);
            int t79 = 0;
            while (t78 ? t79 < 12 : 0) {
                uint32x4_t t80 = vdupq_n_u32(31U);
                uint32x4_t t81 = vmulq_u32(t4, t80);
                int32x4_t t82 = vdupq_n_s32(t79 & 7);
                int32x4_t t83 = vshlq_s32(t32, vnegq_s32(t82));
                uint32x4_t t84 = vreinterpretq_u32_s32(t83);
                t4 = vaddq_u32(t81, t84);
                t79++;
            }
            uint32x4_t t85 = vbslq_u32(t66, t3, t4);
            vst1q_u32(t31, t85);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t27) {
                i = (int)((long)t21 + t27);
                break;
            }
        }
    } else {
        i = t21;
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
    int t35;
    long t36;
    int i;
    int t71;
    float32x4_t t72;
    float32x4_t t73;
    int t74;
    int t77;
    float32x4_t t78;
    int t79;
    float32x4_t t80;
    int t117;
    float32x4_t t118;
    float32x4_t t119;
    int t120;
    int t123;
    float32x4_t t124;
    int t125;
    float32x4_t t126;
    int t147;
    float32x4_t t148;
    float32x4_t t149;
    int t150;
    int t153;
    float32x4_t t154;
    int t155;
    float32x4_t t156;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L167:
        /* vcc: loop at noregroup.c:116 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t34 = vmulq_f32(in_v, vdupq_n_f32(0.5f));
            float32x4_t t45 = vdupq_n_f32(1.0f);
            uint32x4_t t46 = vcltq_f32(t34, t45);
            uint32x4_t t3 = vmvnq_u32(t46);
            int t47 = (vmaxvq_u32(t3) != 0);
            float32x4_t t49 = t34;
            for (int t48 = 9; t47 ? t48 > 0 : 0; t48--, t49 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t50 = vdupq_n_f32((float)t48);
                    float32x4_t t51 = vdivq_f32(t50, t49);
                    t1 = vaddq_f32(t34, t51);
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
            float32x4_t t56 = vmulq_f32(in_v_2, vdupq_n_f32(0.5f));
            float32x4_t t57 = vdupq_n_f32(1.0f);
            uint32x4_t t58 = vcltq_f32(t56, t57);
            uint32x4_t t14 = vmvnq_u32(t58);
            int t59 = (vmaxvq_u32(t14) != 0);
            int t60 = 1;
            float32x4_t t61 = t34;
            float32x4_t t62 = t34;
            int t63 = 1;
            float32x4_t t64 = (float32x4_t)(vcc_v4_float){0};
            int t65 = 9;
            float32x4_t t66 = t56;
            int t67 = 1;
            float32x4_t t68 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t63) {
                    if (t53 ? t60 < 9 : 0) {
                        if ((vmaxvq_u32(t46) != 0)) {
                            float32x4_t t69 = vmulq_f32(t62, t34);
                            float32x4_t t70 = vdupq_n_f32((float)(2 * t60 + 1));
                            t4 = vdivq_f32(t69, t70);
                            t5 = vaddq_f32(t61, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t71 = t60 + 1;
                        t72 = t5;
                        t73 = t4;
                        t74 = 1;
                        t6 = t64;
                    } else {
                        t6 = vbslq_f32(t3, t2, t61);
                        t71 = t60;
                        t72 = t61;
                        t73 = t62;
                        t74 = 0;
                    }
                } else {
                    t71 = t60;
                    t72 = t61;
                    t73 = t62;
                    t74 = 0;
                    t6 = t64;
                }
                if (t67) {
                    if (t59 ? t65 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t75 = vdupq_n_f32((float)t65);
                            float32x4_t t76 = vdivq_f32(t75, t66);
                            t7 = vaddq_f32(t56, t76);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t77 = t65 - 1;
                        t78 = t7;
                        t79 = 1;
                        t80 = t68;
                    } else {
                        t77 = t65;
                        t78 = t66;
                        t79 = 0;
                        t80 = t66;
                    }
                } else {
                    t77 = t65;
                    t78 = t66;
                    t79 = 0;
                    t80 = t68;
                }
                if (t74 | t79) {
                    t60 = t71;
                    t61 = t72;
                    t62 = t73;
                    t63 = t74;
                    t64 = t6;
                    t65 = t77;
                    t66 = t78;
                    t67 = t79;
                    t68 = t80;
                } else {
                    float32x4_t t81 = vaddq_f32(t6, vdupq_n_f32(1.0f));
                    vst1q_f32(t33, t81);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t98 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t98, t80);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t99 = (vmaxvq_u32(t58) != 0);
                    long t100 = i_vec_1 + 8L;
                    float *t101 = out + t100;
                    float32x4_t in_v_3 = vld1q_f32(in + t100);
                    float32x4_t t102 = vmulq_f32(in_v_3, vdupq_n_f32(0.5f));
                    float32x4_t t103 = vdupq_n_f32(1.0f);
                    uint32x4_t t104 = vcltq_f32(t102, t103);
                    uint32x4_t t20 = vmvnq_u32(t104);
                    int t105 = (vmaxvq_u32(t20) != 0);
                    int t106 = 1;
                    float32x4_t t107 = t56;
                    float32x4_t t108 = t56;
                    int t109 = 1;
                    float32x4_t t110 = (float32x4_t)(vcc_v4_float){0};
                    int t111 = 9;
                    float32x4_t t112 = t102;
                    int t113 = 1;
                    float32x4_t t114 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t109) {
                            if (t99 ? t106 < 9 : 0) {
                                if ((vmaxvq_u32(t58) != 0)) {
                                    float32x4_t t115 = vmulq_f32(t108, t56);
                                    float32x4_t t116 = vdupq_n_f32((float)(2 * t106 + 1));
                                    t15 = vdivq_f32(t115, t116);
                                    t16 = vaddq_f32(t107, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t117 = t106 + 1;
                                t118 = t16;
                                t119 = t15;
                                t120 = 1;
                                t17 = t110;
                            } else {
                                t17 = vbslq_f32(t14, t13, t107);
                                t117 = t106;
                                t118 = t107;
                                t119 = t108;
                                t120 = 0;
                            }
                        } else {
                            t117 = t106;
                            t118 = t107;
                            t119 = t108;
                            t120 = 0;
                            t17 = t110;
                        }
                        if (t113) {
                            if (t105 ? t111 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t121 = vdupq_n_f32((float)t111);
                                    float32x4_t t122 = vdivq_f32(t121, t112);
                                    t18 = vaddq_f32(t102, t122);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t123 = t111 - 1;
                                t124 = t18;
                                t125 = 1;
                                t126 = t114;
                            } else {
                                t123 = t111;
                                t124 = t112;
                                t125 = 0;
                                t126 = t112;
                            }
                        } else {
                            t123 = t111;
                            t124 = t112;
                            t125 = 0;
                            t126 = t114;
                        }
                        if (t120 | t125) {
                            t106 = t117;
                            t107 = t118;
                            t108 = t119;
                            t109 = t120;
                            t110 = t17;
                            t111 = t123;
                            t112 = t124;
                            t113 = t125;
                            t114 = t126;
                        } else {
                            float32x4_t t127 = vaddq_f32(t17, vdupq_n_f32(1.0f));
                            vst1q_f32(t55, t127);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t128 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t128, t126);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t129 = (vmaxvq_u32(t104) != 0);
                            long t130 = i_vec_1 + 12L;
                            float *t131 = out + t130;
                            float32x4_t in_v_4 = vld1q_f32(in + t130);
                            float32x4_t t132 = vmulq_f32(in_v_4, vdupq_n_f32(0.5f));
                            float32x4_t t133 = vdupq_n_f32(1.0f);
                            uint32x4_t t134 = vcltq_f32(t132, t133);
                            uint32x4_t t26 = vmvnq_u32(t134);
                            int t135 = (vmaxvq_u32(t26) != 0);
                            int t136 = 1;
                            float32x4_t t137 = t102;
                            float32x4_t t138 = t102;
                            int t139 = 1;
                            float32x4_t t140 = (float32x4_t)(vcc_v4_float){0};
                            int t141 = 9;
                            float32x4_t t142 = t132;
                            int t143 = 1;
                            float32x4_t t144 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t139) {
                                    if (t129 ? t136 < 9 : 0) {
                                        if ((vmaxvq_u32(t104) != 0)) {
                                            float32x4_t t145 = vmulq_f32(t138, t102);
                                            float32x4_t t146 = vdupq_n_f32((float)(2 * t136 + 1));
                                            t21 = vdivq_f32(t145, t146);
                                            t22 = vaddq_f32(t137, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t147 = t136 + 1;
                                        t148 = t22;
                                        t149 = t21;
                                        t150 = 1;
                                        t23 = t140;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t137);
                                        t147 = t136;
                                        t148 = t137;
                                        t149 = t138;
                                        t150 = 0;
                                    }
                                } else {
                                    t147 = t136;
                                    t148 = t137;
                                    t149 = t138;
                                    t150 = 0;
                                    t23 = t140;
                                }
                                if (t143) {
                                    if (t135 ? t141 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t151 = vdupq_n_f32((float)t141);
                                            float32x4_t t152 = vdivq_f32(t151, t142);
                                            t24 = vaddq_f32(t132, t152);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t153 = t141 - 1;
                                        t154 = t24;
                                        t155 = 1;
                                        t156 = t144;
                                    } else {
                                        t153 = t141;
                                        t154 = t142;
                                        t155 = 0;
                                        t156 = t142;
                                    }
                                } else {
                                    t153 = t141;
                                    t154 = t142;
                                    t155 = 0;
                                    t156 = t144;
                                }
                                if (!(t150 | t155)) {
                                    float32x4_t t157 = vaddq_f32(t23, vdupq_n_f32(1.0f));
                                    vst1q_f32(t101, t157);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t159 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t159, t156);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t160 = (vmaxvq_u32(t134) != 0);
                                    float32x4_t t162 = t132;
                                    float32x4_t t163 = t132;
                                    for (int t161 = 1; t160 ? t161 < 9 : 0; t161++, t162 = t28, t163 = t27) {
                                        if ((vmaxvq_u32(t134) != 0)) {
                                            float32x4_t t165 = vmulq_f32(t163, t132);
                                            float32x4_t t166 = vdupq_n_f32((float)(2 * t161 + 1));
                                            t27 = vdivq_f32(t165, t166);
                                            t28 = vaddq_f32(t162, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t164 = vbslq_f32(t26, t25, t162);
                                    float32x4_t t158 = vaddq_f32(t164, vdupq_n_f32(1.0f));
                                    vst1q_f32(t131, t158);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L167;
                                    }
                                    t35 = (int)t32;
                                    goto L168;
                                }
                                t136 = t147;
                                t137 = t148;
                                t138 = t149;
                                t139 = t150;
                                t140 = t23;
                                t141 = t153;
                                t142 = t154;
                                t143 = t155;
                                t144 = t156;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t35 = 0;
    }
L168:
    t36 = (long)n + (long)t35 * -1L;
    unsigned long t37 = (unsigned long)out;
    unsigned long t38 = (unsigned long)in;
    if ((t36 >= 4L) & (((t37 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t35 * 4L))) | ((t38 + (unsigned long)((long)t35 * 4L + 4L + (t36 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t35 * 4L))))) {
        long t39 = t36 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:116 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t40 = (long)t35 + i_vec;
            float *t41 = out + t40;
            float32x4_t in_v_1 = vld1q_f32(in + t40);
            float32x4_t t42 = vmulq_f32(in_v_1, vdupq_n_f32(0.5f));
            float32x4_t t83 = vdupq_n_f32(1.0f);
            uint32x4_t t84 = vcltq_f32(t42, t83);
            uint32x4_t t10 = vmvnq_u32(t84);
            int t85 = (vmaxvq_u32(t10) != 0);
            float32x4_t t87 = t42;
            for (int t86 = 9; t85 ? t86 > 0 : 0; t86--, t87 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t88 = vdupq_n_f32((float)t86);
                    float32x4_t t89 = vdivq_f32(t88, t87);
                    t8 = vaddq_f32(t42, t89);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t90 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t90, t87);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t91 = (vmaxvq_u32(t84) != 0);
            float32x4_t t93 = t42;
            float32x4_t t94 = t42;
            for (int t92 = 1; t91 ? t92 < 9 : 0; t92++, t93 = t12, t94 = t11) {
                if ((vmaxvq_u32(t84) != 0)) {
                    float32x4_t t96 = vmulq_f32(t94, t42);
                    float32x4_t t97 = vdupq_n_f32((float)(2 * t92 + 1));
                    t11 = vdivq_f32(t96, t97);
                    t12 = vaddq_f32(t93, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t95 = vbslq_f32(t10, t9, t93);
            float32x4_t t82 = vaddq_f32(t95, vdupq_n_f32(1.0f));
            vst1q_f32(t41, t82);
            i_vec += 4L;
            if (i_vec >= t39) {
                i = (int)((long)t35 + t39);
                break;
            }
        }
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t43 = (long)i;
        float t44 = in[t43];
        out[t43] = series(t44 * 0.5f, 9) + 1.0f;
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
    int t29;
    long t30;
    int i;
    int t58;
    float32x4_t t59;
    int t60;
    int t64;
    float32x4_t t65;
    int t66;
    float32x4_t t67;
    int t99;
    float32x4_t t100;
    int t101;
    int t105;
    float32x4_t t106;
    int t107;
    float32x4_t t108;
    int t124;
    float32x4_t t125;
    int t126;
    int t130;
    float32x4_t t131;
    int t132;
    float32x4_t t133;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        t27 = t24 & -16L;
        i_vec_1 = 0L;
    L139:
        /* vcc: loop at noregroup.c:122 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t28 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t38 = vdupq_n_f32(0.0f);
            uint32x4_t t39 = vcgeq_f32(in_v, t38);
            uint32x4_t t40 = vmvnq_u32(t39);
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t41 = (vmaxvq_u32(t40) != 0);
            for (int t42 = 15; t41 ? t42 >= 0 : 0; t42--, t1 = t7) {
                if ((vmaxvq_u32(t40) != 0)) {
                    float32x4_t t68 = vnegq_f32(in_v);
                    float32x4_t t69 = vmulq_f32(t1, t68);
                    float32x4_t t70 = vdupq_n_f32(coef[t42]);
                    t7 = vsubq_f32(t69, t70);
                } else {
                    t7 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t2 = vdupq_n_f32(0.0f);
            int t43 = (vmaxvq_u32(t39) != 0);
            long t44 = i_vec_1 + 4L;
            float *t45 = out + t44;
            float32x4_t in_v_2 = vld1q_f32(in + t44);
            float32x4_t t46 = vdupq_n_f32(0.0f);
            uint32x4_t t47 = vcgeq_f32(in_v_2, t46);
            uint32x4_t t48 = vmvnq_u32(t47);
            float32x4_t t3 = vdupq_n_f32(0.0f);
            int t49 = (vmaxvq_u32(t48) != 0);
            int t50 = 0;
            int t51 = 1;
            float32x4_t t52 = (float32x4_t)(vcc_v4_float){0};
            int t53 = 15;
            int t54 = 1;
            float32x4_t t55 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t51) {
                    if (t43 ? t50 < 16 : 0) {
                        if ((vmaxvq_u32(t39) != 0)) {
                            float32x4_t t56 = vmulq_f32(t2, in_v);
                            float32x4_t t57 = vdupq_n_f32(coef[t50]);
                            t4 = vaddq_f32(t56, t57);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t58 = t50 + 1;
                        t59 = t4;
                        t60 = 1;
                        t5 = t52;
                    } else {
                        t5 = vbslq_f32(t39, t2, t1);
                        t58 = t50;
                        t59 = t2;
                        t60 = 0;
                    }
                } else {
                    t58 = t50;
                    t59 = t2;
                    t60 = 0;
                    t5 = t52;
                }
                if (t54) {
                    if (t49 ? t53 >= 0 : 0) {
                        if ((vmaxvq_u32(t48) != 0)) {
                            float32x4_t t61 = vnegq_f32(in_v_2);
                            float32x4_t t62 = vmulq_f32(t3, t61);
                            float32x4_t t63 = vdupq_n_f32(coef[t53]);
                            t6 = vsubq_f32(t62, t63);
                        } else {
                            t6 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t64 = t53 - 1;
                        t65 = t6;
                        t66 = 1;
                        t67 = t55;
                    } else {
                        t64 = t53;
                        t65 = t3;
                        t66 = 0;
                        t67 = t3;
                    }
                } else {
                    t64 = t53;
                    t65 = t3;
                    t66 = 0;
                    t67 = t55;
                }
                if (t60 | t66) {
                    t50 = t58;
                    t2 = t59;
                    t51 = t60;
                    t52 = t5;
                    t53 = t64;
                    t3 = t65;
                    t54 = t66;
                    t55 = t67;
                } else {
                    vst1q_f32(t28, t5);
                    float32x4_t t12 = vdupq_n_f32(0.0f);
                    int t84 = (vmaxvq_u32(t47) != 0);
                    long t85 = i_vec_1 + 8L;
                    float *t86 = out + t85;
                    float32x4_t in_v_3 = vld1q_f32(in + t85);
                    float32x4_t t87 = vdupq_n_f32(0.0f);
                    uint32x4_t t88 = vcgeq_f32(in_v_3, t87);
                    uint32x4_t t89 = vmvnq_u32(t88);
                    float32x4_t t13 = vdupq_n_f32(0.0f);
                    int t90 = (vmaxvq_u32(t89) != 0);
                    int t91 = 0;
                    int t92 = 1;
                    float32x4_t t93 = (float32x4_t)(vcc_v4_float){0};
                    int t94 = 15;
                    int t95 = 1;
                    float32x4_t t96 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t92) {
                            if (t84 ? t91 < 16 : 0) {
                                if ((vmaxvq_u32(t47) != 0)) {
                                    float32x4_t t97 = vmulq_f32(t12, in_v_2);
                                    float32x4_t t98 = vdupq_n_f32(coef[t91]);
                                    t14 = vaddq_f32(t97, t98);
                                } else {
                                    t14 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t99 = t91 + 1;
                                t100 = t14;
                                t101 = 1;
                                t15 = t93;
                            } else {
                                t15 = vbslq_f32(t47, t12, t67);
                                t99 = t91;
                                t100 = t12;
                                t101 = 0;
                            }
                        } else {
                            t99 = t91;
                            t100 = t12;
                            t101 = 0;
                            t15 = t93;
                        }
                        if (t95) {
                            if (t90 ? t94 >= 0 : 0) {
                                if ((vmaxvq_u32(t89) != 0)) {
                                    float32x4_t t102 = vnegq_f32(in_v_3);
                                    float32x4_t t103 = vmulq_f32(t13, t102);
                                    float32x4_t t104 = vdupq_n_f32(coef[t94]);
                                    t16 = vsubq_f32(t103, t104);
                                } else {
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t105 = t94 - 1;
                                t106 = t16;
                                t107 = 1;
                                t108 = t96;
                            } else {
                                t105 = t94;
                                t106 = t13;
                                t107 = 0;
                                t108 = t13;
                            }
                        } else {
                            t105 = t94;
                            t106 = t13;
                            t107 = 0;
                            t108 = t96;
                        }
                        if (t101 | t107) {
                            t91 = t99;
                            t12 = t100;
                            t92 = t101;
                            t93 = t15;
                            t94 = t105;
                            t13 = t106;
                            t95 = t107;
                            t96 = t108;
                        } else {
                            vst1q_f32(t45, t15);
                            float32x4_t t17 = vdupq_n_f32(0.0f);
                            int t109 = (vmaxvq_u32(t88) != 0);
                            long t110 = i_vec_1 + 12L;
                            float *t111 = out + t110;
                            float32x4_t in_v_4 = vld1q_f32(in + t110);
                            float32x4_t t112 = vdupq_n_f32(0.0f);
                            uint32x4_t t113 = vcgeq_f32(in_v_4, t112);
                            uint32x4_t t114 = vmvnq_u32(t113);
                            float32x4_t t18 = vdupq_n_f32(0.0f);
                            int t115 = (vmaxvq_u32(t114) != 0);
                            int t116 = 0;
                            int t117 = 1;
                            float32x4_t t118 = (float32x4_t)(vcc_v4_float){0};
                            int t119 = 15;
                            int t120 = 1;
                            float32x4_t t121 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t117) {
                                    if (t109 ? t116 < 16 : 0) {
                                        if ((vmaxvq_u32(t88) != 0)) {
                                            float32x4_t t122 = vmulq_f32(t17, in_v_3);
                                            float32x4_t t123 = vdupq_n_f32(coef[t116]);
                                            t19 = vaddq_f32(t122, t123);
                                        } else {
                                            t19 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t124 = t116 + 1;
                                        t125 = t19;
                                        t126 = 1;
                                        t20 = t118;
                                    } else {
                                        t20 = vbslq_f32(t88, t17, t108);
                                        t124 = t116;
                                        t125 = t17;
                                        t126 = 0;
                                    }
                                } else {
                                    t124 = t116;
                                    t125 = t17;
                                    t126 = 0;
                                    t20 = t118;
                                }
                                if (t120) {
                                    if (t115 ? t119 >= 0 : 0) {
                                        if ((vmaxvq_u32(t114) != 0)) {
                                            float32x4_t t127 = vnegq_f32(in_v_4);
                                            float32x4_t t128 = vmulq_f32(t18, t127);
                                            float32x4_t t129 = vdupq_n_f32(coef[t119]);
                                            t21 = vsubq_f32(t128, t129);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t130 = t119 - 1;
                                        t131 = t21;
                                        t132 = 1;
                                        t133 = t121;
                                    } else {
                                        t130 = t119;
                                        t131 = t18;
                                        t132 = 0;
                                        t133 = t18;
                                    }
                                } else {
                                    t130 = t119;
                                    t131 = t18;
                                    t132 = 0;
                                    t133 = t121;
                                }
                                if (!(t126 | t132)) {
                                    vst1q_f32(t86, t20);
                                    float32x4_t t22 = vdupq_n_f32(0.0f);
                                    int t134 = (vmaxvq_u32(t113) != 0);
                                    for (int t135 = 0; t134 ? t135 < 16 : 0; t135++, t22 = t23) {
                                        if ((vmaxvq_u32(t113) != 0)) {
                                            float32x4_t t137 = vmulq_f32(t22, in_v_4);
                                            float32x4_t t138 = vdupq_n_f32(coef[t135]);
                                            t23 = vaddq_f32(t137, t138);
                                        } else {
                                            t23 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t136 = vbslq_f32(t113, t22, t133);
                                    vst1q_f32(t111, t136);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t27) {
                                        goto L139;
                                    }
                                    t29 = (int)t27;
                                    goto L140;
                                }
                                t116 = t124;
                                t17 = t125;
                                t117 = t126;
                                t118 = t20;
                                t119 = t130;
                                t18 = t131;
                                t120 = t132;
                                t121 = t133;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t29 = 0;
    }
L140:
    t30 = (long)n + (long)t29 * -1L;
    unsigned long t31 = (unsigned long)out;
    unsigned long t32 = (unsigned long)in;
    if ((t30 >= 4L) & (((t31 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t29 * 4L))) | ((t32 + (unsigned long)((long)t29 * 4L + 4L + (t30 - 1L) * 4L)) <= (t31 + (unsigned long)((long)t29 * 4L))))) {
        long t33 = t30 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:122 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t34 = (long)t29 + i_vec;
            float *t35 = out + t34;
            float32x4_t in_v_1 = vld1q_f32(in + t34);
            float32x4_t t71 = vdupq_n_f32(0.0f);
            uint32x4_t t72 = vcgeq_f32(in_v_1, t71);
            uint32x4_t t73 = vmvnq_u32(t72);
            float32x4_t t8 = vdupq_n_f32(0.0f);
            int t74 = (vmaxvq_u32(t73) != 0);
            for (int t75 = 15; t74 ? t75 >= 0 : 0; t75--, t8 = t10) {
                if ((vmaxvq_u32(t73) != 0)) {
                    float32x4_t t77 = vnegq_f32(in_v_1);
                    float32x4_t t78 = vmulq_f32(t8, t77);
                    float32x4_t t79 = vdupq_n_f32(coef[t75]);
                    t10 = vsubq_f32(t78, t79);
                } else {
                    t10 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t9 = vdupq_n_f32(0.0f);
            int t76 = (vmaxvq_u32(t72) != 0);
            for (int t80 = 0; t76 ? t80 < 16 : 0; t80++, t9 = t11) {
                if ((vmaxvq_u32(t72) != 0)) {
                    float32x4_t t82 = vmulq_f32(t9, in_v_1);
                    float32x4_t t83 = vdupq_n_f32(coef[t80]);
                    t11 = vaddq_f32(t82, t83);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t81 = vbslq_f32(t72, t9, t8);
            vst1q_f32(t35, t81);
            i_vec += 4L;
            if (i_vec >= t33) {
                i = (int)((long)t29 + t33);
                break;
            }
        }
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        long t36 = (long)i;
        float t37 = in[t36];
        out[t36] = poly(coef, t37, 16);
    }
}

void run_tally(float *out, int *hits, const float *in, int n) {
    int t16;
    int i;
    long t11 = (long)n;
    unsigned long t12 = (unsigned long)out;
    unsigned long t13 = (unsigned long)in;
    if ((t11 >= 16L) & (((t12 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t11 - 1L) * 4L)) <= t12))) {
        long t14 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:128 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t15 = out + i_vec_1;
            float32x4_t t2 = vld1q_f32(in + i_vec_1);
            float32x4_t t27 = vdupq_n_f32(0.5f);
            uint32x4_t t28 = vcgtq_f32(t2, t27);
            uint32x4_t t29 = vmvnq_u32(t28);
            int t30 = (vmaxvq_u32(t29) != 0);
            int t31 = 0;
            float32x4_t t1 = t2;
            while (t30 ? t31 < 5 : 0) {
                float32x4_t t32 = vdupq_n_f32(0.25f);
                float32x4_t t33 = vmulq_f32(t1, t32);
                float32x4_t t34 = vdupq_n_f32(1.0f);
                t1 = vsubq_f32(t33, t34);
                t31++;
            }
            int t35 = (vmaxvq_u32(t28) != 0);
            int t36 = 0;
            while (t35 ? t36 < 5 : 0) {
                float32x4_t t37 = vdupq_n_f32(0.5f);
                float32x4_t t38 = vmulq_f32(t2, t37);
                float32x4_t t39 = vdupq_n_f32(1.0f);
                t2 = vaddq_f32(t38, t39);
                t36++;
            }
            if ((vmaxvq_u32(t28) != 0)) {
                float32x4_t t40 = vdupq_n_f32(8.0f);
                float32x4_t t41 = vmulq_f32(t2, t40);
                int32x4_t t42 = vcvtq_s32_f32(t41);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t42, (vcc_m4)t28);
            }
            float32x4_t t43 = vbslq_f32(t28, t2, t1);
            vst1q_f32(t15, t43);
            long t25 = i_vec_1 + 4L;
            float *t26 = out + t25;
            float32x4_t t6 = vld1q_f32(in + t25);
            float32x4_t t63 = vdupq_n_f32(0.5f);
            uint32x4_t t64 = vcgtq_f32(t6, t63);
            uint32x4_t t65 = vmvnq_u32(t64);
            int t66 = (vmaxvq_u32(t65) != 0);
            int t67 = 0;
            float32x4_t t5 = t6;
            while (t66 ? t67 < 5 : 0) {
                float32x4_t t68 = vdupq_n_f32(0.25f);
                float32x4_t t69 = vmulq_f32(t5, t68);
                float32x4_t t70 = vdupq_n_f32(1.0f);
                t5 = vsubq_f32(t69, t70);
                t67++;
            }
            int t71 = (vmaxvq_u32(t64) != 0);
            int t72 = 0;
            while (t71 ? t72 < 5 : 0) {
                float32x4_t t73 = vdupq_n_f32(0.5f);
                float32x4_t t74 = vmulq_f32(t6, t73);
                float32x4_t t75 = vdupq_n_f32(1.0f);
                t6 = vaddq_f32(t74, t75);
                t72++;
            }
            if ((vmaxvq_u32(t64) != 0)) {
                float32x4_t t76 = vdupq_n_f32(8.0f);
                float32x4_t t77 = vmulq_f32(t6, t76);
                int32x4_t t78 = vcvtq_s32_f32(t77);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t78, (vcc_m4)t64);
            }
            float32x4_t t79 = vbslq_f32(t64, t6, t5);
            vst1q_f32(t26, t79);
            long t61 = i_vec_1 + 8L;
            float *t62 = out + t61;
            float32x4_t t8 = vld1q_f32(in + t61);
            float32x4_t t82 = vdupq_n_f32(0.5f);
            uint32x4_t t83 = vcgtq_f32(t8, t82);
            uint32x4_t t84 = vmvnq_u32(t83);
            int t85 = (vmaxvq_u32(t84) != 0);
            int t86 = 0;
            float32x4_t t7 = t8;
            while (t85 ? t86 < 5 : 0) {
                float32x4_t t87 = vdupq_n_f32(0.25f);
                float32x4_t t88 = vmulq_f32(t7, t87);
                float32x4_t t89 = vdupq_n_f32(1.0f);
                t7 = vsubq_f32(t88, t89);
                t86++;
            }
            int t90 = (vmaxvq_u32(t83) != 0);
            int t91 = 0;
            while (t90 ? t91 < 5 : 0) {
                float32x4_t t92 = vdupq_n_f32(0.5f);
                float32x4_t t93 = vmulq_f32(t8, t92);
                float32x4_t t94 = vdupq_n_f32(1.0f);
                t8 = vaddq_f32(t93, t94);
                t91++;
            }
            if ((vmaxvq_u32(t83) != 0)) {
                float32x4_t t95 = vdupq_n_f32(8.0f);
                float32x4_t t96 = vmulq_f32(t8, t95);
                int32x4_t t97 = vcvtq_s32_f32(t96);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t97, (vcc_m4)t83);
            }
            float32x4_t t98 = vbslq_f32(t83, t8, t7);
            vst1q_f32(t62, t98);
            long t80 = i_vec_1 + 12L;
            float *t81 = out + t80;
            float32x4_t t10 = vld1q_f32(in + t80);
            float32x4_t t99 = vdupq_n_f32(0.5f);
            uint32x4_t t100 = vcgtq_f32(t10, t99);
            uint32x4_t t101 = vmvnq_u32(t100);
            int t102 = (vmaxvq_u32(t101) != 0);
            int t103 = 0;
            float32x4_t t9 = t10;
            while (t102 ? t103 < 5 : 0) {
                float32x4_t t104 = vdupq_n_f32(0.25f);
                float32x4_t t105 = vmulq_f32(t9, t104);
                float32x4_t t106 = vdupq_n_f32(1.0f);
                t9 = vsubq_f32(t105, t106);
                t103++;
            }
            int t107 = (vmaxvq_u32(t100) != 0);
            int t108 = 0;
            while (t107 ? t108 < 5 : 0) {
                float32x4_t t109 = vdupq_n_f32(0.5f);
                float32x4_t t110 = vmulq_f32(t10, t109);
                float32x4_t t111 = vdupq_n_f32(1.0f);
                t10 = vaddq_f32(t110, t111);
                t108++;
            }
            if ((vmaxvq_u32(t100) != 0)) {
                float32x4_t t112 = vdupq_n_f32(8.0f);
                float32x4_t t113 = vmulq_f32(t10, t112);
                int32x4_t t114 = vcvtq_s32_f32(t113);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t114, (vcc_m4)t100);
            }
            float32x4_t t115 = vbslq_f32(t100, t10, t9);
            vst1q_f32(t81, t115);
            i_vec_1 += 16L;
            if (i_vec_1 >= t14) {
                t16 = (int)t14;
                break;
            }
        }
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    unsigned long t18 = (unsigned long)out;
    unsigned long t19 = (unsigned long)in;
    if ((t17 >= 4L) & (((t18 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t19 + (unsigned long)((long)t16 * 4L))) | ((t19 + (unsigned long)((long)t16 * 4L + 4L + (t17 - 1L) * 4L)) <= (t18 + (unsigned long)((long)t16 * 4L))))) {
        long t20 = t17 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:128 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t21 = (long)t16 + i_vec;
            float *t22 = out + t21;
            float32x4_t t4 = vld1q_f32(in + t21);
            float32x4_t t44 = vdupq_n_f32(0.5f);
            uint32x4_t t45 = vcgtq_f32(t4, t44);
            uint32x4_t t46 = vmvnq_u32(t45);
            int t47 = (vmaxvq_u32(t46) != 0);
            int t48 = 0;
            float32x4_t t3 = t4;
            while (t47 ? t48 < 5 : 0) {
                float32x4_t t49 = vdupq_n_f32(0.25f);
                float32x4_t t50 = vmulq_f32(t3, t49);
                float32x4_t t51 = vdupq_n_f32(1.0f);
                t3 = vsubq_f32(t50, t51);
                t48++;
            }
            int t52 = (vmaxvq_u32(t45) != 0);
            int t53 = 0;
            while (t52 ? t53 < 5 : 0) {
                float32x4_t t54 = vdupq_n_f32(0.5f);
                float32x4_t t55 = vmulq_f32(t4, t54);
                float32x4_t t56 = vdupq_n_f32(1.0f);
                t4 = vaddq_f32(t55, t56);
                t53++;
            }
            if ((vmaxvq_u32(t45) != 0)) {
                float32x4_t t57 = vdupq_n_f32(8.0f);
                float32x4_t t58 = vmulq_f32(t4, t57);
                int32x4_t t59 = vcvtq_s32_f32(t58);
                vcc_scatter_masked(hits + 0, (vcc_v4_long){0}, (vcc_v4_int)t59, (vcc_m4)t45);
            }
            float32x4_t t60 = vbslq_f32(t45, t4, t3);
            vst1q_f32(t22, t60);
            i_vec += 4L;
            if (i_vec >= t20) {
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
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)out;
    unsigned long t3 = (unsigned long)in;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at noregroup.c:134 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t5 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t17 = vdupq_n_f32(0.0f);
            uint32x4_t t18 = vcgtq_f32(in_v, t17);
            float32x4_t t19 = vdupq_n_f32(1.0f);
            float32x4_t t20 = vsubq_f32(in_v, t19);
            float32x4_t t21 = vdupq_n_f32(2.0f);
            float32x4_t t22 = vmulq_f32(in_v, t21);
            float32x4_t t23 = vbslq_f32(t18, t22, t20);
            vst1q_f32(t5, t23);
            long t15 = i_vec_1 + 4L;
            float *t16 = out + t15;
            float32x4_t in_v_2 = vld1q_f32(in + t15);
            float32x4_t t33 = vdupq_n_f32(0.0f);
            uint32x4_t t34 = vcgtq_f32(in_v_2, t33);
            float32x4_t t35 = vdupq_n_f32(1.0f);
            float32x4_t t36 = vsubq_f32(in_v_2, t35);
            float32x4_t t37 = vdupq_n_f32(2.0f);
            float32x4_t t38 = vmulq_f32(in_v_2, t37);
            float32x4_t t39 = vbslq_f32(t34, t38, t36);
            vst1q_f32(t16, t39);
            long t31 = i_vec_1 + 8L;
            float *t32 = out + t31;
            float32x4_t in_v_3 = vld1q_f32(in + t31);
            float32x4_t t42 = vdupq_n_f32(0.0f);
            uint32x4_t t43 = vcgtq_f32(in_v_3, t42);
            float32x4_t t44 = vdupq_n_f32(1.0f);
            float32x4_t t45 = vsubq_f32(in_v_3, t44);
            float32x4_t t46 = vdupq_n_f32(2.0f);
            float32x4_t t47 = vmulq_f32(in_v_3, t46);
            float32x4_t t48 = vbslq_f32(t43, t47, t45);
            vst1q_f32(t32, t48);
            long t40 = i_vec_1 + 12L;
            float *t41 = out + t40;
            float32x4_t in_v_4 = vld1q_f32(in + t40);
            float32x4_t t49 = vdupq_n_f32(0.0f);
            uint32x4_t t50 = vcgtq_f32(in_v_4, t49);
            float32x4_t t51 = vdupq_n_f32(1.0f);
            float32x4_t t52 = vsubq_f32(in_v_4, t51);
            float32x4_t t53 = vdupq_n_f32(2.0f);
            float32x4_t t54 = vmulq_f32(in_v_4, t53);
            float32x4_t t55 = vbslq_f32(t50, t54, t52);
            vst1q_f32(t41, t55);
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
    if ((t7 >= 4L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        long t10 = t7 & -4L;
        long i_vec = 0L;
        /* vcc: loop at noregroup.c:134 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t11 = (long)t6 + i_vec;
            float *t12 = out + t11;
            float32x4_t in_v_1 = vld1q_f32(in + t11);
            float32x4_t t24 = vdupq_n_f32(0.0f);
            uint32x4_t t25 = vcgtq_f32(in_v_1, t24);
            float32x4_t t26 = vdupq_n_f32(1.0f);
            float32x4_t t27 = vsubq_f32(in_v_1, t26);
            float32x4_t t28 = vdupq_n_f32(2.0f);
            float32x4_t t29 = vmulq_f32(in_v_1, t28);
            float32x4_t t30 = vbslq_f32(t25, t29, t27);
            vst1q_f32(t12, t30);
            i_vec += 4L;
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
