/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_scatter(P, I, V) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)
#define vcc_scatter_masked(P, I, V, M) do { __typeof__(V) vcc_v = (V); for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_v); vcc_k++) if ((M)[vcc_k]) (P)[(I)[vcc_k]] = vcc_v[vcc_k]; } while (0)

float32x4_t _ZGVnN4vu_series(float32x4_t x, int n);
float64x2_t _ZGVnN2vv_blend2(float64x2_t x, float64x2_t y);
uint32x4_t _ZGVnN4vvu_mix(int32x4_t a, int32x4_t b, int steps);
float32x4_t _ZGVnN4uvu_poly(const float *coef, float32x4_t x, int n);
float32x4_t _ZGVnN4vuu_tally(float32x4_t x, int *hits, int n);
float32x4_t _ZGVnN4v_cheap(float32x4_t x);
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

/* vcc: function at regroup.c:17 vector variant _ZGVnN4vu_series of `series`: VL 4, unmasked, x vector, n uniform */
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

/* vcc: function at regroup.c:37 vector variant _ZGVnN2vv_blend2 of `blend2`: VL 2, unmasked, x vector, y vector */
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

/* vcc: function at regroup.c:51 vector variant _ZGVnN4vvu_mix of `mix`: VL 4, unmasked, a vector, b vector, steps uniform */
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

/* vcc: function at regroup.c:65 vector variant _ZGVnN4uvu_poly of `poly`: VL 4, unmasked, coef uniform, x vector, n uniform */
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

/* vcc: function at regroup.c:80 vector variant _ZGVnN4vuu_tally of `tally`: VL 4, unmasked, x vector, hits uniform, n uniform */
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

/* vcc: function at regroup.c:95 vector variant _ZGVnN4v_cheap of `cheap`: VL 4, unmasked, x vector */
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
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
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
    int t112;
    long t113;
    int i;
    int t144;
    float32x4_t t145;
    float32x4_t t146;
    int t147;
    int t150;
    float32x4_t t151;
    int t152;
    float32x4_t t153;
    int t185;
    float32x4_t t186;
    float32x4_t t187;
    int t188;
    int t191;
    float32x4_t t192;
    int t193;
    float32x4_t t194;
    int t211;
    float32x4_t t212;
    float32x4_t t213;
    int t214;
    int t217;
    float32x4_t t218;
    int t219;
    float32x4_t t220;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L233:
        /* vcc: loop at regroup.c:101 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            long t34 = i_vec_1 + 4L;
            float *t35 = out + t34;
            float32x4_t in_v_1 = vld1q_f32(in + t34);
            long t36 = i_vec_1 + 8L;
            float *t37 = out + t36;
            float32x4_t in_v_2 = vld1q_f32(in + t36);
            long t38 = i_vec_1 + 12L;
            float *t39 = out + t38;
            float32x4_t in_v_3 = vld1q_f32(in + t38);
            uint32x4_t t40 = vcltq_f32(in_v, vdupq_n_f32(1.0f));
            int32x4_t t41 = vbslq_s32(t40, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t42 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t41, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t43 = vaddq_s32(t41, t42);
            int32x4_t t44 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t43, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t45 = vaddq_s32(t43, t44);
            int32x4_t t46 = vsubq_s32(t45, t41);
            int32x4_t t47 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t46);
            uint32x4_t t48 = vcltq_f32(in_v_1, vdupq_n_f32(1.0f));
            int32x4_t t49 = vbslq_s32(t48, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t50 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t49, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t51 = vaddq_s32(t49, t50);
            int32x4_t t52 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t51, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t53 = vaddq_s32(t51, t52);
            int32x4_t t54 = vsubq_s32(t53, t49);
            int32x4_t t55 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t54);
            uint32x4_t t56 = vcltq_f32(in_v_2, vdupq_n_f32(1.0f));
            int32x4_t t57 = vbslq_s32(t56, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t58 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t57, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t59 = vaddq_s32(t57, t58);
            int32x4_t t60 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t59, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t61 = vaddq_s32(t59, t60);
            int32x4_t t62 = vsubq_s32(t61, t57);
            int32x4_t t63 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t62);
            uint32x4_t t64 = vcltq_f32(in_v_3, vdupq_n_f32(1.0f));
            int32x4_t t65 = vbslq_s32(t64, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t66 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t65, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t67 = vaddq_s32(t65, t66);
            int32x4_t t68 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t67, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t69 = vaddq_s32(t67, t68);
            int32x4_t t70 = vsubq_s32(t69, t65);
            int32x4_t t71 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t70);
            int t72 = vaddvq_s32(t41);
            int t73 = t72 + vaddvq_s32(t49);
            int t74 = t73 + vaddvq_s32(t57);
            int t75 = t74 + vaddvq_s32(t65);
            int32x4_t t76 = vdupq_n_s32(0);
            int32x4_t t77 = vaddq_s32(t76, t46);
            int32x4_t t78 = vdupq_n_s32(t75);
            int32x4_t t79 = vaddq_s32(t78, t47);
            int32x4_t t80 = vbslq_s32(t40, t77, t79);
            int32x4_t t81 = vdupq_n_s32(0);
            int32x4_t t82 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t81);
            do { int32x4_t vcc_ni = t80; int32x4_t vcc_nv = t82; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t83 = vdupq_n_s32(t72);
            int32x4_t t84 = vaddq_s32(t83, t54);
            int32x4_t t85 = vdupq_n_s32(t75 + 4 - t72);
            int32x4_t t86 = vaddq_s32(t85, t55);
            int32x4_t t87 = vbslq_s32(t48, t84, t86);
            int32x4_t t88 = vdupq_n_s32(4);
            int32x4_t t89 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t88);
            do { int32x4_t vcc_ni = t87; int32x4_t vcc_nv = t89; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t90 = vdupq_n_s32(t73);
            int32x4_t t91 = vaddq_s32(t90, t62);
            int32x4_t t92 = vdupq_n_s32(t75 + 8 - t73);
            int32x4_t t93 = vaddq_s32(t92, t63);
            int32x4_t t94 = vbslq_s32(t56, t91, t93);
            int32x4_t t95 = vdupq_n_s32(8);
            int32x4_t t96 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t95);
            do { int32x4_t vcc_ni = t94; int32x4_t vcc_nv = t96; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t97 = vdupq_n_s32(t74);
            int32x4_t t98 = vaddq_s32(t97, t70);
            int32x4_t t99 = vdupq_n_s32(t75 + 12 - t74);
            int32x4_t t100 = vaddq_s32(t99, t71);
            int32x4_t t101 = vbslq_s32(t64, t98, t100);
            int32x4_t t102 = vdupq_n_s32(12);
            int32x4_t t103 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t102);
            do { int32x4_t vcc_ni = t101; int32x4_t vcc_nv = t103; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_f32(vcc_regroup_arg, in_v);
            vst1q_f32(vcc_regroup_arg + 4, in_v_1);
            vst1q_f32(vcc_regroup_arg + 8, in_v_2);
            vst1q_f32(vcc_regroup_arg + 12, in_v_3);
            int32x4_t t104 = vld1q_s32(vcc_regroup_perm);
            float32x4_t t105 = ({ int32x4_t vcc_ni = t104; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t106 = vld1q_s32(vcc_regroup_perm + 4);
            float32x4_t t107 = ({ int32x4_t vcc_ni = t106; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t108 = vld1q_s32(vcc_regroup_perm + 8);
            float32x4_t t109 = ({ int32x4_t vcc_ni = t108; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t110 = vld1q_s32(vcc_regroup_perm + 12);
            float32x4_t t111 = ({ int32x4_t vcc_ni = t110; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t121 = vdupq_n_f32(1.0f);
            uint32x4_t t122 = vcltq_f32(t105, t121);
            uint32x4_t t3 = vmvnq_u32(t122);
            int t123 = (vmaxvq_u32(t3) != 0);
            float32x4_t t125 = t105;
            for (int t124 = 24; t123 ? t124 > 0 : 0; t124--, t125 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t126 = vdupq_n_f32((float)t124);
                    float32x4_t t127 = vdivq_f32(t126, t125);
                    t1 = vaddq_f32(t105, t127);
                } else {
                    t1 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t3) != 0)) {
                float32x4_t t128 = vdupq_n_f32(1.0f);
                t2 = vdivq_f32(t128, t125);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
                t3 = (uint32x4_t)(vcc_m4){0};
            }
            int t129 = (vmaxvq_u32(t122) != 0);
            float32x4_t t130 = vdupq_n_f32(1.0f);
            uint32x4_t t131 = vcltq_f32(t107, t130);
            uint32x4_t t14 = vmvnq_u32(t131);
            int t132 = (vmaxvq_u32(t14) != 0);
            int t133 = 1;
            float32x4_t t134 = t105;
            float32x4_t t135 = t105;
            int t136 = 1;
            float32x4_t t137 = (float32x4_t)(vcc_v4_float){0};
            int t138 = 24;
            float32x4_t t139 = t107;
            int t140 = 1;
            float32x4_t t141 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t136) {
                    if (t129 ? t133 < 24 : 0) {
                        if ((vmaxvq_u32(t122) != 0)) {
                            float32x4_t t142 = vmulq_f32(t135, t105);
                            float32x4_t t143 = vdupq_n_f32((float)(2 * t133 + 1));
                            t4 = vdivq_f32(t142, t143);
                            t5 = vaddq_f32(t134, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t144 = t133 + 1;
                        t145 = t5;
                        t146 = t4;
                        t147 = 1;
                        t6 = t137;
                    } else {
                        t6 = vbslq_f32(t3, t2, t134);
                        t144 = t133;
                        t145 = t134;
                        t146 = t135;
                        t147 = 0;
                    }
                } else {
                    t144 = t133;
                    t145 = t134;
                    t146 = t135;
                    t147 = 0;
                    t6 = t137;
                }
                if (t140) {
                    if (t132 ? t138 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t148 = vdupq_n_f32((float)t138);
                            float32x4_t t149 = vdivq_f32(t148, t139);
                            t7 = vaddq_f32(t107, t149);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t150 = t138 - 1;
                        t151 = t7;
                        t152 = 1;
                        t153 = t141;
                    } else {
                        t150 = t138;
                        t151 = t139;
                        t152 = 0;
                        t153 = t139;
                    }
                } else {
                    t150 = t138;
                    t151 = t139;
                    t152 = 0;
                    t153 = t141;
                }
                if (t147 | t152) {
                    t133 = t144;
                    t134 = t145;
                    t135 = t146;
                    t136 = t147;
                    t137 = t6;
                    t138 = t150;
                    t139 = t151;
                    t140 = t152;
                    t141 = t153;
                } else {
                    vst1q_f32(vcc_regroup_result, t6);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t169 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t169, t153);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t170 = (vmaxvq_u32(t131) != 0);
                    float32x4_t t171 = vdupq_n_f32(1.0f);
                    uint32x4_t t172 = vcltq_f32(t109, t171);
                    uint32x4_t t20 = vmvnq_u32(t172);
                    int t173 = (vmaxvq_u32(t20) != 0);
                    int t174 = 1;
                    float32x4_t t175 = t107;
                    float32x4_t t176 = t107;
                    int t177 = 1;
                    float32x4_t t178 = (float32x4_t)(vcc_v4_float){0};
                    int t179 = 24;
                    float32x4_t t180 = t109;
                    int t181 = 1;
                    float32x4_t t182 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t177) {
                            if (t170 ? t174 < 24 : 0) {
                                if ((vmaxvq_u32(t131) != 0)) {
                                    float32x4_t t183 = vmulq_f32(t176, t107);
                                    float32x4_t t184 = vdupq_n_f32((float)(2 * t174 + 1));
                                    t15 = vdivq_f32(t183, t184);
                                    t16 = vaddq_f32(t175, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t185 = t174 + 1;
                                t186 = t16;
                                t187 = t15;
                                t188 = 1;
                                t17 = t178;
                            } else {
                                t17 = vbslq_f32(t14, t13, t175);
                                t185 = t174;
                                t186 = t175;
                                t187 = t176;
                                t188 = 0;
                            }
                        } else {
                            t185 = t174;
                            t186 = t175;
                            t187 = t176;
                            t188 = 0;
                            t17 = t178;
                        }
                        if (t181) {
                            if (t173 ? t179 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t189 = vdupq_n_f32((float)t179);
                                    float32x4_t t190 = vdivq_f32(t189, t180);
                                    t18 = vaddq_f32(t109, t190);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t191 = t179 - 1;
                                t192 = t18;
                                t193 = 1;
                                t194 = t182;
                            } else {
                                t191 = t179;
                                t192 = t180;
                                t193 = 0;
                                t194 = t180;
                            }
                        } else {
                            t191 = t179;
                            t192 = t180;
                            t193 = 0;
                            t194 = t182;
                        }
                        if (t188 | t193) {
                            t174 = t185;
                            t175 = t186;
                            t176 = t187;
                            t177 = t188;
                            t178 = t17;
                            t179 = t191;
                            t180 = t192;
                            t181 = t193;
                            t182 = t194;
                        } else {
                            vst1q_f32(vcc_regroup_result + 4, t17);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t195 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t195, t194);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t196 = (vmaxvq_u32(t172) != 0);
                            float32x4_t t197 = vdupq_n_f32(1.0f);
                            uint32x4_t t198 = vcltq_f32(t111, t197);
                            uint32x4_t t26 = vmvnq_u32(t198);
                            int t199 = (vmaxvq_u32(t26) != 0);
                            int t200 = 1;
                            float32x4_t t201 = t109;
                            float32x4_t t202 = t109;
                            int t203 = 1;
                            float32x4_t t204 = (float32x4_t)(vcc_v4_float){0};
                            int t205 = 24;
                            float32x4_t t206 = t111;
                            int t207 = 1;
                            float32x4_t t208 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t203) {
                                    if (t196 ? t200 < 24 : 0) {
                                        if ((vmaxvq_u32(t172) != 0)) {
                                            float32x4_t t209 = vmulq_f32(t202, t109);
                                            float32x4_t t210 = vdupq_n_f32((float)(2 * t200 + 1));
                                            t21 = vdivq_f32(t209, t210);
                                            t22 = vaddq_f32(t201, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t211 = t200 + 1;
                                        t212 = t22;
                                        t213 = t21;
                                        t214 = 1;
                                        t23 = t204;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t201);
                                        t211 = t200;
                                        t212 = t201;
                                        t213 = t202;
                                        t214 = 0;
                                    }
                                } else {
                                    t211 = t200;
                                    t212 = t201;
                                    t213 = t202;
                                    t214 = 0;
                                    t23 = t204;
                                }
                                if (t207) {
                                    if (t199 ? t205 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t215 = vdupq_n_f32((float)t205);
                                            float32x4_t t216 = vdivq_f32(t215, t206);
                                            t24 = vaddq_f32(t111, t216);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t217 = t205 - 1;
                                        t218 = t24;
                                        t219 = 1;
                                        t220 = t208;
                                    } else {
                                        t217 = t205;
                                        t218 = t206;
                                        t219 = 0;
                                        t220 = t206;
                                    }
                                } else {
                                    t217 = t205;
                                    t218 = t206;
                                    t219 = 0;
                                    t220 = t208;
                                }
                                if (!(t214 | t219)) {
                                    vst1q_f32(vcc_regroup_result + 8, t23);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t225 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t225, t220);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t226 = (vmaxvq_u32(t198) != 0);
                                    float32x4_t t228 = t111;
                                    float32x4_t t229 = t111;
                                    for (int t227 = 1; t226 ? t227 < 24 : 0; t227++, t228 = t28, t229 = t27) {
                                        if ((vmaxvq_u32(t198) != 0)) {
                                            float32x4_t t231 = vmulq_f32(t229, t111);
                                            float32x4_t t232 = vdupq_n_f32((float)(2 * t227 + 1));
                                            t27 = vdivq_f32(t231, t232);
                                            t28 = vaddq_f32(t228, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t230 = vbslq_f32(t26, t25, t228);
                                    vst1q_f32(vcc_regroup_result + 12, t230);
                                    float32x4_t t221 = ({ int32x4_t vcc_ni = t80; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t222 = ({ int32x4_t vcc_ni = t87; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t223 = ({ int32x4_t vcc_ni = t94; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t224 = ({ int32x4_t vcc_ni = t101; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    vst1q_f32(t33, t221);
                                    vst1q_f32(t35, t222);
                                    vst1q_f32(t37, t223);
                                    vst1q_f32(t39, t224);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L233;
                                    }
                                    t112 = (int)t32;
                                    goto L234;
                                }
                                t200 = t211;
                                t201 = t212;
                                t202 = t213;
                                t203 = t214;
                                t204 = t23;
                                t205 = t217;
                                t206 = t218;
                                t207 = t219;
                                t208 = t220;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t112 = 0;
    }
L234:
    t113 = (long)n + (long)t112 * -1L;
    unsigned long t114 = (unsigned long)out;
    unsigned long t115 = (unsigned long)in;
    if ((t113 >= 4L) & (((t114 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t115 + (unsigned long)((long)t112 * 4L))) | ((t115 + (unsigned long)((long)t112 * 4L + 4L + (t113 - 1L) * 4L)) <= (t114 + (unsigned long)((long)t112 * 4L))))) {
        long t116 = t113 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t117 = (long)t112 + i_vec;
            float *t118 = out + t117;
            float32x4_t in_v_4 = vld1q_f32(in + t117);
            float32x4_t t154 = vdupq_n_f32(1.0f);
            uint32x4_t t155 = vcltq_f32(in_v_4, t154);
            uint32x4_t t10 = vmvnq_u32(t155);
            int t156 = (vmaxvq_u32(t10) != 0);
            float32x4_t t158 = in_v_4;
            for (int t157 = 24; t156 ? t157 > 0 : 0; t157--, t158 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t159 = vdupq_n_f32((float)t157);
                    float32x4_t t160 = vdivq_f32(t159, t158);
                    t8 = vaddq_f32(in_v_4, t160);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t161 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t161, t158);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t162 = (vmaxvq_u32(t155) != 0);
            float32x4_t t164 = in_v_4;
            float32x4_t t165 = in_v_4;
            for (int t163 = 1; t162 ? t163 < 24 : 0; t163++, t164 = t12, t165 = t11) {
                if ((vmaxvq_u32(t155) != 0)) {
                    float32x4_t t167 = vmulq_f32(t165, in_v_4);
                    float32x4_t t168 = vdupq_n_f32((float)(2 * t163 + 1));
                    t11 = vdivq_f32(t167, t168);
                    t12 = vaddq_f32(t164, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t166 = vbslq_f32(t10, t9, t164);
            vst1q_f32(t118, t166);
            i_vec += 4L;
            if (i_vec >= t116) {
                i = (int)((long)t112 + t116);
                break;
            }
        }
    } else {
        i = t112;
    }
    for (; i < n; i++) {
        long t119 = (long)i;
        float t120 = in[t119];
        out[t119] = series(t120, 24);
    }
}

void run_blend2(double *out, const double *x, const double *y, int n) {
    int vcc_regroup_perm[64];
    double vcc_regroup_arg[64];
    double vcc_regroup_arg_1[64];
    double vcc_regroup_result[64];
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
    int t122;
    int i;
    long t21 = (long)n;
    unsigned long t22 = (unsigned long)out;
    unsigned long t23 = (unsigned long)x;
    unsigned long t24 = (unsigned long)out;
    unsigned long t25 = (unsigned long)y;
    if ((t21 >= 8L) & (((t22 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t23) | ((t23 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t22)) & (((t24 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t25) | ((t25 + (unsigned long)(8L + (t21 - 1L) * 8L)) <= t24))) {
        long t26 = t21 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at regroup.c:107 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap, vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t27 = out + i_vec_1;
            float64x2_t y_v = vld1q_f64(y + i_vec_1);
            float64x2_t x_v = vld1q_f64(x + i_vec_1);
            long t28 = i_vec_1 + 2L;
            double *t29 = out + t28;
            float64x2_t y_v_1 = vld1q_f64(y + t28);
            float64x2_t x_v_1 = vld1q_f64(x + t28);
            long t30 = i_vec_1 + 4L;
            double *t31 = out + t30;
            float64x2_t y_v_2 = vld1q_f64(y + t30);
            float64x2_t x_v_2 = vld1q_f64(x + t30);
            long t32 = i_vec_1 + 6L;
            double *t33 = out + t32;
            float64x2_t y_v_3 = vld1q_f64(y + t32);
            float64x2_t x_v_3 = vld1q_f64(x + t32);
            float64x2_t t34 = vmulq_f64(x_v, vdupq_n_f64(4.0));
            int32x2_t t35 = vmovn_s64(vcvtq_s64_f64(t34));
            float64x2_t t36 = vcvtq_f64_s64(vmovl_s32(t35));
            float64x2_t t37 = vaddq_f64(t36, vdupq_n_f64(0.5));
            uint64x2_t t38 = vcgtq_f64(t37, y_v);
            int32x2_t t39 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t38, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t40 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t39, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t41 = vadd_s32(t39, t40);
            int32x2_t t42 = vsub_s32(t41, t39);
            int32x2_t t43 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t42);
            float64x2_t t44 = vmulq_f64(x_v_1, vdupq_n_f64(4.0));
            int32x2_t t45 = vmovn_s64(vcvtq_s64_f64(t44));
            float64x2_t t46 = vcvtq_f64_s64(vmovl_s32(t45));
            float64x2_t t47 = vaddq_f64(t46, vdupq_n_f64(0.5));
            uint64x2_t t48 = vcgtq_f64(t47, y_v_1);
            int32x2_t t49 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t48, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t50 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t49, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t51 = vadd_s32(t49, t50);
            int32x2_t t52 = vsub_s32(t51, t49);
            int32x2_t t53 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t52);
            float64x2_t t54 = vmulq_f64(x_v_2, vdupq_n_f64(4.0));
            int32x2_t t55 = vmovn_s64(vcvtq_s64_f64(t54));
            float64x2_t t56 = vcvtq_f64_s64(vmovl_s32(t55));
            float64x2_t t57 = vaddq_f64(t56, vdupq_n_f64(0.5));
            uint64x2_t t58 = vcgtq_f64(t57, y_v_2);
            int32x2_t t59 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t58, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t60 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t59, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t61 = vadd_s32(t59, t60);
            int32x2_t t62 = vsub_s32(t61, t59);
            int32x2_t t63 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t62);
            float64x2_t t64 = vmulq_f64(x_v_3, vdupq_n_f64(4.0));
            int32x2_t t65 = vmovn_s64(vcvtq_s64_f64(t64));
            float64x2_t t66 = vcvtq_f64_s64(vmovl_s32(t65));
            float64x2_t t67 = vaddq_f64(t66, vdupq_n_f64(0.5));
            uint64x2_t t68 = vcgtq_f64(t67, y_v_3);
            int32x2_t t69 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t68, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t70 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t69, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t71 = vadd_s32(t69, t70);
            int32x2_t t72 = vsub_s32(t71, t69);
            int32x2_t t73 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t72);
            int t74 = vaddv_s32(t39);
            int t75 = t74 + vaddv_s32(t49);
            int t76 = t75 + vaddv_s32(t59);
            int t77 = t76 + vaddv_s32(t69);
            int32x2_t t78 = vdup_n_s32(0);
            int32x2_t t79 = vadd_s32(t78, t42);
            int32x2_t t80 = vdup_n_s32(t77);
            int32x2_t t81 = vadd_s32(t80, t43);
            int32x2_t t82 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t38, vcc_v2_int), (vcc_v2_int)t79, (vcc_v2_int)t81);
            int32x2_t t83 = vdup_n_s32(0);
            int32x2_t t84 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t83);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t82, (vcc_v2_int)t84);
            int32x2_t t85 = vdup_n_s32(t74);
            int32x2_t t86 = vadd_s32(t85, t52);
            int32x2_t t87 = vdup_n_s32(t77 + 2 - t74);
            int32x2_t t88 = vadd_s32(t87, t53);
            int32x2_t t89 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t48, vcc_v2_int), (vcc_v2_int)t86, (vcc_v2_int)t88);
            int32x2_t t90 = vdup_n_s32(2);
            int32x2_t t91 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t90);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t89, (vcc_v2_int)t91);
            int32x2_t t92 = vdup_n_s32(t75);
            int32x2_t t93 = vadd_s32(t92, t62);
            int32x2_t t94 = vdup_n_s32(t77 + 4 - t75);
            int32x2_t t95 = vadd_s32(t94, t63);
            int32x2_t t96 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t58, vcc_v2_int), (vcc_v2_int)t93, (vcc_v2_int)t95);
            int32x2_t t97 = vdup_n_s32(4);
            int32x2_t t98 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t97);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t96, (vcc_v2_int)t98);
            int32x2_t t99 = vdup_n_s32(t76);
            int32x2_t t100 = vadd_s32(t99, t72);
            int32x2_t t101 = vdup_n_s32(t77 + 6 - t76);
            int32x2_t t102 = vadd_s32(t101, t73);
            int32x2_t t103 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t68, vcc_v2_int), (vcc_v2_int)t100, (vcc_v2_int)t102);
            int32x2_t t104 = vdup_n_s32(6);
            int32x2_t t105 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t104);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t103, (vcc_v2_int)t105);
            vst1q_f64(vcc_regroup_arg, x_v);
            vst1q_f64(vcc_regroup_arg + 2, x_v_1);
            vst1q_f64(vcc_regroup_arg + 4, x_v_2);
            vst1q_f64(vcc_regroup_arg + 6, x_v_3);
            int32x2_t t106 = vld1_s32(vcc_regroup_perm);
            float64x2_t t107 = ({ int32x2_t vcc_ni = t106; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t108 = vld1_s32(vcc_regroup_perm + 2);
            float64x2_t t109 = ({ int32x2_t vcc_ni = t108; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t110 = vld1_s32(vcc_regroup_perm + 4);
            float64x2_t t111 = ({ int32x2_t vcc_ni = t110; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t112 = vld1_s32(vcc_regroup_perm + 6);
            float64x2_t t113 = ({ int32x2_t vcc_ni = t112; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            vst1q_f64(vcc_regroup_arg_1, y_v);
            vst1q_f64(vcc_regroup_arg_1 + 2, y_v_1);
            vst1q_f64(vcc_regroup_arg_1 + 4, y_v_2);
            vst1q_f64(vcc_regroup_arg_1 + 6, y_v_3);
            int32x2_t t114 = vld1_s32(vcc_regroup_perm);
            float64x2_t t115 = ({ int32x2_t vcc_ni = t114; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t116 = vld1_s32(vcc_regroup_perm + 2);
            float64x2_t t117 = ({ int32x2_t vcc_ni = t116; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t118 = vld1_s32(vcc_regroup_perm + 4);
            float64x2_t t119 = ({ int32x2_t vcc_ni = t118; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t120 = vld1_s32(vcc_regroup_perm + 6);
            float64x2_t t121 = ({ int32x2_t vcc_ni = t120; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t134 = vdupq_n_f64(4.0);
            float64x2_t t135 = vmulq_f64(t107, t134);
            int32x2_t t136 = vmovn_s64(vcvtq_s64_f64(t135));
            float64x2_t t137 = vcvtq_f64_s64(vmovl_s32(t136));
            float64x2_t t138 = vdupq_n_f64(0.5);
            float64x2_t t139 = vaddq_f64(t137, t138);
            uint64x2_t t140 = vcgtq_f64(t139, t115);
            uint64x2_t t141 = veorq_u64(t140, vdupq_n_u64(-1));
            float64x2_t t1 = vdupq_n_f64(0.0);
            int t142 = (vmaxvq_u32(vreinterpretq_u32_u64(t141)) != 0);
            for (int t143 = 0; t142 ? t143 < 40 : 0; t143 = t3, t1 = t4) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t141)) != 0)) {
                    float64x2_t t145 = vdupq_n_f64(0.25);
                    float64x2_t t146 = vmulq_f64(t1, t145);
                    t3 = t143 + 1;
                    float64x2_t t147 = vdupq_n_f64((double)t3);
                    float64x2_t t148 = vdivq_f64(t115, t147);
                    t4 = vsubq_f64(t146, t148);
                } else {
                    t3 = 0;
                    t4 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t2 = vdupq_n_f64(0.0);
            int t144 = (vmaxvq_u32(vreinterpretq_u32_u64(t140)) != 0);
            int t149 = 0;
            while (t144 ? t149 < 40 : 0) {
                float64x2_t t150 = vdupq_n_f64(0.5);
                float64x2_t t151 = vmulq_f64(t2, t150);
                float64x2_t t152 = vdupq_n_f64((double)t149);
                float64x2_t t153 = vmulq_f64(t107, t152);
                t2 = vaddq_f64(t151, t153);
                t149++;
            }
            float64x2_t t154 = vbslq_f64(t140, t2, t1);
            vst1q_f64(vcc_regroup_result, t154);
            float64x2_t t176 = vdupq_n_f64(4.0);
            float64x2_t t177 = vmulq_f64(t109, t176);
            int32x2_t t178 = vmovn_s64(vcvtq_s64_f64(t177));
            float64x2_t t179 = vcvtq_f64_s64(vmovl_s32(t178));
            float64x2_t t180 = vdupq_n_f64(0.5);
            float64x2_t t181 = vaddq_f64(t179, t180);
            uint64x2_t t182 = vcgtq_f64(t181, t117);
            uint64x2_t t183 = veorq_u64(t182, vdupq_n_u64(-1));
            float64x2_t t9 = vdupq_n_f64(0.0);
            int t184 = (vmaxvq_u32(vreinterpretq_u32_u64(t183)) != 0);
            for (int t185 = 0; t184 ? t185 < 40 : 0; t185 = t11, t9 = t12) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t183)) != 0)) {
                    float64x2_t t187 = vdupq_n_f64(0.25);
                    float64x2_t t188 = vmulq_f64(t9, t187);
                    t11 = t185 + 1;
                    float64x2_t t189 = vdupq_n_f64((double)t11);
                    float64x2_t t190 = vdivq_f64(t117, t189);
                    t12 = vsubq_f64(t188, t190);
                } else {
                    t11 = 0;
                    t12 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t10 = vdupq_n_f64(0.0);
            int t186 = (vmaxvq_u32(vreinterpretq_u32_u64(t182)) != 0);
            int t191 = 0;
            while (t186 ? t191 < 40 : 0) {
                float64x2_t t192 = vdupq_n_f64(0.5);
                float64x2_t t193 = vmulq_f64(t10, t192);
                float64x2_t t194 = vdupq_n_f64((double)t191);
                float64x2_t t195 = vmulq_f64(t109, t194);
                t10 = vaddq_f64(t193, t195);
                t191++;
            }
            float64x2_t t196 = vbslq_f64(t182, t10, t9);
            vst1q_f64(vcc_regroup_result + 2, t196);
            float64x2_t t197 = vdupq_n_f64(4.0);
            float64x2_t t198 = vmulq_f64(t111, t197);
            int32x2_t t199 = vmovn_s64(vcvtq_s64_f64(t198));
            float64x2_t t200 = vcvtq_f64_s64(vmovl_s32(t199));
            float64x2_t t201 = vdupq_n_f64(0.5);
            float64x2_t t202 = vaddq_f64(t200, t201);
            uint64x2_t t203 = vcgtq_f64(t202, t119);
            uint64x2_t t204 = veorq_u64(t203, vdupq_n_u64(-1));
            float64x2_t t13 = vdupq_n_f64(0.0);
            int t205 = (vmaxvq_u32(vreinterpretq_u32_u64(t204)) != 0);
            for (int t206 = 0; t205 ? t206 < 40 : 0; t206 = t15, t13 = t16) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t204)) != 0)) {
                    float64x2_t t208 = vdupq_n_f64(0.25);
                    float64x2_t t209 = vmulq_f64(t13, t208);
                    t15 = t206 + 1;
                    float64x2_t t210 = vdupq_n_f64((double)t15);
                    float64x2_t t211 = vdivq_f64(t119, t210);
                    t16 = vsubq_f64(t209, t211);
                } else {
                    t15 = 0;
                    t16 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t14 = vdupq_n_f64(0.0);
            int t207 = (vmaxvq_u32(vreinterpretq_u32_u64(t203)) != 0);
            int t212 = 0;
            while (t207 ? t212 < 40 : 0) {
                float64x2_t t213 = vdupq_n_f64(0.5);
                float64x2_t t214 = vmulq_f64(t14, t213);
                float64x2_t t215 = vdupq_n_f64((double)t212);
                float64x2_t t216 = vmulq_f64(t111, t215);
                t14 = vaddq_f64(t214, t216);
                t212++;
            }
            float64x2_t t217 = vbslq_f64(t203, t14, t13);
            vst1q_f64(vcc_regroup_result + 4, t217);
            float64x2_t t222 = vdupq_n_f64(4.0);
            float64x2_t t223 = vmulq_f64(t113, t222);
            int32x2_t t224 = vmovn_s64(vcvtq_s64_f64(t223));
            float64x2_t t225 = vcvtq_f64_s64(vmovl_s32(t224));
            float64x2_t t226 = vdupq_n_f64(0.5);
            float64x2_t t227 = vaddq_f64(t225, t226);
            uint64x2_t t228 = vcgtq_f64(t227, t121);
            uint64x2_t t229 = veorq_u64(t228, vdupq_n_u64(-1));
            float64x2_t t17 = vdupq_n_f64(0.0);
            int t230 = (vmaxvq_u32(vreinterpretq_u32_u64(t229)) != 0);
            for (int t231 = 0; t230 ? t231 < 40 : 0; t231 = t19, t17 = t20) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t229)) != 0)) {
                    float64x2_t t233 = vdupq_n_f64(0.25);
                    float64x2_t t234 = vmulq_f64(t17, t233);
                    t19 = t231 + 1;
                    float64x2_t t235 = vdupq_n_f64((double)t19);
                    float64x2_t t236 = vdivq_f64(t121, t235);
                    t20 = vsubq_f64(t234, t236);
                } else {
                    t19 = 0;
                    t20 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t18 = vdupq_n_f64(0.0);
            int t232 = (vmaxvq_u32(vreinterpretq_u32_u64(t228)) != 0);
            int t237 = 0;
            while (t232 ? t237 < 40 : 0) {
                float64x2_t t238 = vdupq_n_f64(0.5);
                float64x2_t t239 = vmulq_f64(t18, t238);
                float64x2_t t240 = vdupq_n_f64((double)t237);
                float64x2_t t241 = vmulq_f64(t113, t240);
                t18 = vaddq_f64(t239, t241);
                t237++;
            }
            float64x2_t t242 = vbslq_f64(t228, t18, t17);
            vst1q_f64(vcc_regroup_result + 6, t242);
            float64x2_t t218 = ({ int32x2_t vcc_ni = t82; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t219 = ({ int32x2_t vcc_ni = t89; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t220 = ({ int32x2_t vcc_ni = t96; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t221 = ({ int32x2_t vcc_ni = t103; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            vst1q_f64(t27, t218);
            vst1q_f64(t29, t219);
            vst1q_f64(t31, t220);
            vst1q_f64(t33, t221);
            i_vec_1 += 8L;
            if (i_vec_1 >= t26) {
                t122 = (int)t26;
                break;
            }
        }
    } else {
        t122 = 0;
    }
    long t123 = (long)n + (long)t122 * -1L;
    unsigned long t124 = (unsigned long)out;
    unsigned long t125 = (unsigned long)x;
    unsigned long t126 = (unsigned long)out;
    unsigned long t127 = (unsigned long)y;
    if ((t123 >= 2L) & (((t124 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t125 + (unsigned long)((long)t122 * 8L))) | ((t125 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t124 + (unsigned long)((long)t122 * 8L)))) & (((t126 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t122 * 8L))) | ((t127 + (unsigned long)((long)t122 * 8L + 8L + (t123 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t122 * 8L))))) {
        long t128 = t123 & -2L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap, scalar epilogue */
        for (;;) {
            long t129 = (long)t122 + i_vec;
            double *t130 = out + t129;
            float64x2_t y_v_4 = vld1q_f64(y + t129);
            float64x2_t x_v_4 = vld1q_f64(x + t129);
            float64x2_t t155 = vdupq_n_f64(4.0);
            float64x2_t t156 = vmulq_f64(x_v_4, t155);
            int32x2_t t157 = vmovn_s64(vcvtq_s64_f64(t156));
            float64x2_t t158 = vcvtq_f64_s64(vmovl_s32(t157));
            float64x2_t t159 = vdupq_n_f64(0.5);
            float64x2_t t160 = vaddq_f64(t158, t159);
            uint64x2_t t161 = vcgtq_f64(t160, y_v_4);
            uint64x2_t t162 = veorq_u64(t161, vdupq_n_u64(-1));
            float64x2_t t5 = vdupq_n_f64(0.0);
            int t163 = (vmaxvq_u32(vreinterpretq_u32_u64(t162)) != 0);
            for (int t164 = 0; t163 ? t164 < 40 : 0; t164 = t7, t5 = t8) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t162)) != 0)) {
                    float64x2_t t166 = vdupq_n_f64(0.25);
                    float64x2_t t167 = vmulq_f64(t5, t166);
                    t7 = t164 + 1;
                    float64x2_t t168 = vdupq_n_f64((double)t7);
                    float64x2_t t169 = vdivq_f64(y_v_4, t168);
                    t8 = vsubq_f64(t167, t169);
                } else {
                    t7 = 0;
                    t8 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t6 = vdupq_n_f64(0.0);
            int t165 = (vmaxvq_u32(vreinterpretq_u32_u64(t161)) != 0);
            int t170 = 0;
            while (t165 ? t170 < 40 : 0) {
                float64x2_t t171 = vdupq_n_f64(0.5);
                float64x2_t t172 = vmulq_f64(t6, t171);
                float64x2_t t173 = vdupq_n_f64((double)t170);
                float64x2_t t174 = vmulq_f64(x_v_4, t173);
                t6 = vaddq_f64(t172, t174);
                t170++;
            }
            float64x2_t t175 = vbslq_f64(t161, t6, t5);
            vst1q_f64(t130, t175);
            i_vec += 2L;
            if (i_vec >= t128) {
                i = (int)((long)t122 + t128);
                break;
            }
        }
    } else {
        i = t122;
    }
    for (; i < n; i++) {
        long t131 = (long)i;
        double t132 = y[t131];
        double t133 = x[t131];
        out[t131] = blend2(t133, t132);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t121;
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
        /* vcc: loop at regroup.c:113 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            unsigned int *t19 = out + i_vec_1;
            int32x4_t b_v = vld1q_s32(b + i_vec_1);
            int32x4_t t20 = vaddq_s32(b_v, i_v_2);
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            long t21 = i_vec_1 + 4L;
            uint32x4_t t22 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t22);
            unsigned int *t23 = out + t21;
            int32x4_t b_v_1 = vld1q_s32(b + t21);
            int32x4_t t24 = vaddq_s32(b_v_1, i_v_3);
            int32x4_t a_v_1 = vld1q_s32(a + t21);
            long t25 = i_vec_1 + 8L;
            uint32x4_t t26 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t26);
            unsigned int *t27 = out + t25;
            int32x4_t b_v_2 = vld1q_s32(b + t25);
            int32x4_t t28 = vaddq_s32(b_v_2, i_v_4);
            int32x4_t a_v_2 = vld1q_s32(a + t25);
            long t29 = i_vec_1 + 12L;
            uint32x4_t t30 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t30);
            unsigned int *t31 = out + t29;
            int32x4_t b_v_3 = vld1q_s32(b + t29);
            int32x4_t t32 = vaddq_s32(b_v_3, i_v_5);
            int32x4_t a_v_3 = vld1q_s32(a + t29);
            int32x4_t t33 = veorq_s32(a_v, t20);
            int32x4_t t34 = vandq_s32(t33, vdupq_n_s32(1));
            uint32x4_t t35 = vmvnq_u32(vceqq_s32(t34, vdupq_n_s32(0)));
            int32x4_t t36 = vbslq_s32(t35, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t37 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t36, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t38 = vaddq_s32(t36, t37);
            int32x4_t t39 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t38, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t40 = vaddq_s32(t38, t39);
            int32x4_t t41 = vsubq_s32(t40, t36);
            int32x4_t t42 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t41);
            int32x4_t t43 = veorq_s32(a_v_1, t24);
            int32x4_t t44 = vandq_s32(t43, vdupq_n_s32(1));
            uint32x4_t t45 = vmvnq_u32(vceqq_s32(t44, vdupq_n_s32(0)));
            int32x4_t t46 = vbslq_s32(t45, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t47 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t46, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t48 = vaddq_s32(t46, t47);
            int32x4_t t49 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t48, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t50 = vaddq_s32(t48, t49);
            int32x4_t t51 = vsubq_s32(t50, t46);
            int32x4_t t52 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t51);
            int32x4_t t53 = veorq_s32(a_v_2, t28);
            int32x4_t t54 = vandq_s32(t53, vdupq_n_s32(1));
            uint32x4_t t55 = vmvnq_u32(vceqq_s32(t54, vdupq_n_s32(0)));
            int32x4_t t56 = vbslq_s32(t55, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t57 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t56, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t58 = vaddq_s32(t56, t57);
            int32x4_t t59 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t58, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t60 = vaddq_s32(t58, t59);
            int32x4_t t61 = vsubq_s32(t60, t56);
            int32x4_t t62 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t61);
            int32x4_t t63 = veorq_s32(a_v_3, t32);
            int32x4_t t64 = vandq_s32(t63, vdupq_n_s32(1));
            uint32x4_t t65 = vmvnq_u32(vceqq_s32(t64, vdupq_n_s32(0)));
            int32x4_t t66 = vbslq_s32(t65, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t67 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t66, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t68 = vaddq_s32(t66, t67);
            int32x4_t t69 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t68, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t70 = vaddq_s32(t68, t69);
            int32x4_t t71 = vsubq_s32(t70, t66);
            int32x4_t t72 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t71);
            int t73 = vaddvq_s32(t36);
            int t74 = t73 + vaddvq_s32(t46);
            int t75 = t74 + vaddvq_s32(t56);
            int t76 = t75 + vaddvq_s32(t66);
            int32x4_t t77 = vdupq_n_s32(0);
            int32x4_t t78 = vaddq_s32(t77, t41);
            int32x4_t t79 = vdupq_n_s32(t76);
            int32x4_t t80 = vaddq_s32(t79, t42);
            int32x4_t t81 = vbslq_s32(t35, t80, t78);
            int32x4_t t82 = vdupq_n_s32(0);
            int32x4_t t83 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t82);
            do { int32x4_t vcc_ni = t81; int32x4_t vcc_nv = t83; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t84 = vdupq_n_s32(t73);
            int32x4_t t85 = vaddq_s32(t84, t51);
            int32x4_t t86 = vdupq_n_s32(t76 + 4 - t73);
            int32x4_t t87 = vaddq_s32(t86, t52);
            int32x4_t t88 = vbslq_s32(t45, t87, t85);
            int32x4_t t89 = vdupq_n_s32(4);
            int32x4_t t90 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t89);
            do { int32x4_t vcc_ni = t88; int32x4_t vcc_nv = t90; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t91 = vdupq_n_s32(t74);
            int32x4_t t92 = vaddq_s32(t91, t61);
            int32x4_t t93 = vdupq_n_s32(t76 + 8 - t74);
            int32x4_t t94 = vaddq_s32(t93, t62);
            int32x4_t t95 = vbslq_s32(t55, t94, t92);
            int32x4_t t96 = vdupq_n_s32(8);
            int32x4_t t97 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t96);
            do { int32x4_t vcc_ni = t95; int32x4_t vcc_nv = t97; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t98 = vdupq_n_s32(t75);
            int32x4_t t99 = vaddq_s32(t98, t71);
            int32x4_t t100 = vdupq_n_s32(t76 + 12 - t75);
            int32x4_t t101 = vaddq_s32(t100, t72);
            int32x4_t t102 = vbslq_s32(t65, t101, t99);
            int32x4_t t103 = vdupq_n_s32(12);
            int32x4_t t104 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t103);
            do { int32x4_t vcc_ni = t102; int32x4_t vcc_nv = t104; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_s32(vcc_regroup_arg, a_v);
            vst1q_s32(vcc_regroup_arg + 4, a_v_1);
            vst1q_s32(vcc_regroup_arg + 8, a_v_2);
            vst1q_s32(vcc_regroup_arg + 12, a_v_3);
            int32x4_t t105 = vld1q_s32(vcc_regroup_perm);
            int32x4_t t106 = ({ int32x4_t vcc_ni = t105; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t107 = vld1q_s32(vcc_regroup_perm + 4);
            int32x4_t t108 = ({ int32x4_t vcc_ni = t107; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t109 = vld1q_s32(vcc_regroup_perm + 8);
            int32x4_t t110 = ({ int32x4_t vcc_ni = t109; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t111 = vld1q_s32(vcc_regroup_perm + 12);
            int32x4_t t112 = ({ int32x4_t vcc_ni = t111; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_s32(vcc_regroup_arg_1, t20);
            vst1q_s32(vcc_regroup_arg_1 + 4, t24);
            vst1q_s32(vcc_regroup_arg_1 + 8, t28);
            vst1q_s32(vcc_regroup_arg_1 + 12, t32);
            int32x4_t t113 = vld1q_s32(vcc_regroup_perm);
            int32x4_t t114 = ({ int32x4_t vcc_ni = t113; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t115 = vld1q_s32(vcc_regroup_perm + 4);
            int32x4_t t116 = ({ int32x4_t vcc_ni = t115; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t117 = vld1q_s32(vcc_regroup_perm + 8);
            int32x4_t t118 = ({ int32x4_t vcc_ni = t117; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t119 = vld1q_s32(vcc_regroup_perm + 12);
            int32x4_t t120 = ({ int32x4_t vcc_ni = t119; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t2 = vreinterpretq_u32_s32(t106);
            int32x4_t t136 = veorq_s32(t106, t114);
            int32x4_t t137 = vdupq_n_s32(1);
            int32x4_t t138 = vandq_s32(t136, t137);
            uint32x4_t t139 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t138 != (vcc_v4_int){0});
            uint32x4_t t140 = vmvnq_u32(t139);
            int t141 = (vmaxvq_u32(t139) != 0);
            int t142 = 0;
            uint32x4_t t1 = t2;
            while (t141 ? t142 < 12 : 0) {
                int32x4_t t143 = vdupq_n_s32(t142);
                uint32x4_t t144 = vreinterpretq_u32_s32(t114);
                uint32x4_t t145 = vreinterpretq_u32_s32(t143);
                uint32x4_t t146 = vaddq_u32(t144, t145);
                int32x4_t t147 = vreinterpretq_s32_u32(t146);
                uint32x4_t t148 = vreinterpretq_u32_s32(t147);
                uint32x4_t t149 = veorq_u32(t1, t148);
                uint32x4_t t150 = vdupq_n_u32(17U);
                t1 = vmulq_u32(t149, t150);
                t142++;
            }
            int t151 = (vmaxvq_u32(t140) != 0);
            int t152 = 0;
            while (t151 ? t152 < 12 : 0) {
                uint32x4_t t153 = vdupq_n_u32(31U);
                uint32x4_t t154 = vmulq_u32(t2, t153);
                int32x4_t t155 = vdupq_n_s32(t152 & 7);
                int32x4_t t156 = vshlq_s32(t114, vnegq_s32(t155));
                uint32x4_t t157 = vreinterpretq_u32_s32(t156);
                t2 = vaddq_u32(t154, t157);
                t152++;
            }
            uint32x4_t t158 = vbslq_u32(t139, t1, t2);
            vst1q_u32(vcc_regroup_result, t158);
            uint32x4_t t6 = vreinterpretq_u32_s32(t108);
            int32x4_t t182 = veorq_s32(t108, t116);
            int32x4_t t183 = vdupq_n_s32(1);
            int32x4_t t184 = vandq_s32(t182, t183);
            uint32x4_t t185 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t184 != (vcc_v4_int){0});
            uint32x4_t t186 = vmvnq_u32(t185);
            int t187 = (vmaxvq_u32(t185) != 0);
            int t188 = 0;
            uint32x4_t t5 = t6;
            while (t187 ? t188 < 12 : 0) {
                int32x4_t t189 = vdupq_n_s32(t188);
                uint32x4_t t190 = vreinterpretq_u32_s32(t116);
                uint32x4_t t191 = vreinterpretq_u32_s32(t189);
                uint32x4_t t192 = vaddq_u32(t190, t191);
                int32x4_t t193 = vreinterpretq_s32_u32(t192);
                uint32x4_t t194 = vreinterpretq_u32_s32(t193);
                uint32x4_t t195 = veorq_u32(t5, t194);
                uint32x4_t t196 = vdupq_n_u32(17U);
                t5 = vmulq_u32(t195, t196);
                t188++;
            }
            int t197 = (vmaxvq_u32(t186) != 0);
            int t198 = 0;
            while (t197 ? t198 < 12 : 0) {
                uint32x4_t t199 = vdupq_n_u32(31U);
                uint32x4_t t200 = vmulq_u32(t6, t199);
                int32x4_t t201 = vdupq_n_s32(t198 & 7);
                int32x4_t t202 = vshlq_s32(t116, vnegq_s32(t201));
                uint32x4_t t203 = vreinterpretq_u32_s32(t202);
                t6 = vaddq_u32(t200, t203);
                t198++;
            }
            uint32x4_t t204 = vbslq_u32(t185, t5, t6);
            vst1q_u32(vcc_regroup_result + 4, t204);
            uint32x4_t t8 = vreinterpretq_u32_s32(t110);
            int32x4_t t205 = veorq_s32(t110, t118);
            int32x4_t t206 = vdupq_n_s32(1);
            int32x4_t t207 = vandq_s32(t205, t206);
            uint32x4_t t208 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t207 != (vcc_v4_int){0});
            uint32x4_t t209 = vmvnq_u32(t208);
            int t210 = (vmaxvq_u32(t208) != 0);
            int t211 = 0;
            uint32x4_t t7 = t8;
            while (t210 ? t211 < 12 : 0) {
                int32x4_t t212 = vdupq_n_s32(t211);
                uint32x4_t t213 = vreinterpretq_u32_s32(t118);
                uint32x4_t t214 = vreinterpretq_u32_s32(t212);
                uint32x4_t t215 = vaddq_u32(t213, t214);
                int32x4_t t216 = vreinterpretq_s32_u32(t215);
                uint32x4_t t217 = vreinterpretq_u32_s32(t216);
                uint32x4_t t218 = veorq_u32(t7, t217);
                uint32x4_t t219 = vdupq_n_u32(17U);
                t7 = vmulq_u32(t218, t219);
                t211++;
            }
            int t220 = (vmaxvq_u32(t209) != 0);
            int t221 = 0;
            while (t220 ? t221 < 12 : 0) {
                uint32x4_t t222 = vdupq_n_u32(31U);
                uint32x4_t t223 = vmulq_u32(t8, t222);
                int32x4_t t224 = vdupq_n_s32(t221 & 7);
                int32x4_t t225 = vshlq_s32(t118, vnegq_s32(t224));
                uint32x4_t t226 = vreinterpretq_u32_s32(t225);
                t8 = vaddq_u32(t223, t226);
                t221++;
            }
            uint32x4_t t227 = vbslq_u32(t208, t7, t8);
            vst1q_u32(vcc_regroup_result + 8, t227);
            uint32x4_t t10 = vreinterpretq_u32_s32(t112);
            int32x4_t t232 = veorq_s32(t112, t120);
            int32x4_t t233 = vdupq_n_s32(1);
            int32x4_t t234 = vandq_s32(t232, t233);
            uint32x4_t t235 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t234 != (vcc_v4_int){0});
            uint32x4_t t236 = vmvnq_u32(t235);
            int t237 = (vmaxvq_u32(t235) != 0);
            int t238 = 0;
            uint32x4_t t9 = t10;
            while (t237 ? t238 < 12 : 0) {
                int32x4_t t239 = vdupq_n_s32(t238);
                uint32x4_t t240 = vreinterpretq_u32_s32(t120);
                uint32x4_t t241 = vreinterpretq_u32_s32(t239);
                uint32x4_t t242 = vaddq_u32(t240, t241);
                int32x4_t t243 = vreinterpretq_s32_u32(t242);
                uint32x4_t t244 = vreinterpretq_u32_s32(t243);
                uint32x4_t t245 = veorq_u32(t9, t244);
                uint32x4_t t246 = vdupq_n_u32(17U);
                t9 = vmulq_u32(t245, t246);
                t238++;
            }
            int t247 = (vmaxvq_u32(t236) != 0);
            int t248 = 0;
            while (t247 ? t248 < 12 : 0) {
                uint32x4_t t249 = vdupq_n_u32(31U);
                uint32x4_t t250 = vmulq_u32(t10, t249);
                int32x4_t t251 = vdupq_n_s32(t248 & 7);
                int32x4_t t252 = vshlq_s32(t120, vnegq_s32(t251));
                uint32x4_t t253 = vreinterpretq_u32_s32(t252);
                t10 = vaddq_u32(t250, t253);
                t248++;
            }
            uint32x4_t t254 = vbslq_u32(t235, t9, t10);
            vst1q_u32(vcc_regroup_result + 12, t254);
            uint32x4_t t228 = ({ int32x4_t vcc_ni = t81; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t229 = ({ int32x4_t vcc_ni = t88; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t230 = ({ int32x4_t vcc_ni = t95; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t231 = ({ int32x4_t vcc_ni = t102; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_u32(t19, t228);
            vst1q_u32(t23, t229);
            vst1q_u32(t27, t230);
            vst1q_u32(t31, t231);
            i_vec_1 += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
            if (i_vec_1 >= t16) {
                t121 = (int)t16;
                break;
            }
        }
    } else {
        t121 = 0;
    }
    long t122 = (long)n + (long)t121 * -1L;
    unsigned long t123 = (unsigned long)out;
    unsigned long t124 = (unsigned long)a;
    unsigned long t125 = (unsigned long)out;
    unsigned long t126 = (unsigned long)b;
    if ((t122 >= 4L) & (((t123 + (unsigned long)((long)t121 * 4L + 4L + (t122 - 1L) * 4L)) <= (t124 + (unsigned long)((long)t121 * 4L))) | ((t124 + (unsigned long)((long)t121 * 4L + 4L + (t122 - 1L) * 4L)) <= (t123 + (unsigned long)((long)t121 * 4L)))) & (((t125 + (unsigned long)((long)t121 * 4L + 4L + (t122 - 1L) * 4L)) <= (t126 + (unsigned long)((long)t121 * 4L))) | ((t126 + (unsigned long)((long)t121 * 4L + 4L + (t122 - 1L) * 4L)) <= (t125 + (unsigned long)((long)t121 * 4L))))) {
        long t127 = t122 & -4L;
        int32x4_t t128 = vdupq_n_s32(t121);
        uint32x4_t t129 = vreinterpretq_u32_s32(t128);
        uint32x4_t i_v_1 = vaddq_u32(t129, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap, scalar epilogue */
        for (;;) {
            long t130 = (long)t121 + i_vec;
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            unsigned int *t131 = out + t130;
            int32x4_t b_v_4 = vld1q_s32(b + t130);
            int32x4_t t132 = vaddq_s32(b_v_4, i_v_6);
            int32x4_t a_v_4 = vld1q_s32(a + t130);
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v_4);
            int32x4_t t159 = veorq_s32(a_v_4, t132);
            int32x4_t t160 = vdupq_n_s32(1);
            int32x4_t t161 = vandq_s32(t159, t160);
            uint32x4_t t162 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t161 != (vcc_v4_int){0});
            uint32x4_t t163 = vmvnq_u32(t162);
            int t164 = (vmaxvq_u32(t162) != 0);
            int t165 = 0;
            uint32x4_t t3 = t4;
            while (t164 ? t165 < 12 : 0) {
                int32x4_t t166 = vdupq_n_s32(t165);
                uint32x4_t t167 = vreinterpretq_u32_s32(t132);
                uint32x4_t t168 = vreinterpretq_u32_s32(t166);
                uint32x4_t t169 = vaddq_u32(t167, t168);
                int32x4_t t170 = vreinterpretq_s32_u32(t169);
                uint32x4_t t171 = vreinterpretq_u32_s32(t170);
                uint32x4_t t172 = veorq_u32(t3, t171);
                uint32x4_t t173 = vdupq_n_u32(17U);
                t3 = vmulq_u32(t172, t173);
                t165++;
            }
            int t174 = (vmaxvq_u32(t163) != 0);
            int t175 = 0;
            while (t174 ? t175 < 12 : 0) {
                uint32x4_t t176 = vdupq_n_u32(31U);
                uint32x4_t t177 = vmulq_u32(t4, t176);
                int32x4_t t178 = vdupq_n_s32(t175 & 7);
                int32x4_t t179 = vshlq_s32(t132, vnegq_s32(t178));
                uint32x4_t t180 = vreinterpretq_u32_s32(t179);
                t4 = vaddq_u32(t177, t180);
                t175++;
            }
            uint32x4_t t181 = vbslq_u32(t162, t3, t4);
            vst1q_u32(t131, t181);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t127) {
                i = (int)((long)t121 + t127);
                break;
            }
        }
    } else {
        i = t121;
    }
    for (; i < n; i++) {
        long t133 = (long)i;
        int t134 = b[t133];
        int t135 = a[t133];
        out[t133] = mix(t135, t134 + i, 12);
    }
}

/* Without a pragma: `series` touches no memory, so the loop calls its variant on its own. */
void run_series_auto(float *out, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
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
    int t116;
    long t117;
    int i;
    int t149;
    float32x4_t t150;
    float32x4_t t151;
    int t152;
    int t155;
    float32x4_t t156;
    int t157;
    float32x4_t t158;
    int t191;
    float32x4_t t192;
    float32x4_t t193;
    int t194;
    int t197;
    float32x4_t t198;
    int t199;
    float32x4_t t200;
    int t217;
    float32x4_t t218;
    float32x4_t t219;
    int t220;
    int t223;
    float32x4_t t224;
    int t225;
    float32x4_t t226;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30))) {
        t32 = t29 & -16L;
        i_vec_1 = 0L;
    L243:
        /* vcc: loop at regroup.c:119 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t33 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t34 = vmulq_f32(in_v, vdupq_n_f32(0.5f));
            long t35 = i_vec_1 + 4L;
            float *t36 = out + t35;
            float32x4_t in_v_1 = vld1q_f32(in + t35);
            float32x4_t t37 = vmulq_f32(in_v_1, vdupq_n_f32(0.5f));
            long t38 = i_vec_1 + 8L;
            float *t39 = out + t38;
            float32x4_t in_v_2 = vld1q_f32(in + t38);
            float32x4_t t40 = vmulq_f32(in_v_2, vdupq_n_f32(0.5f));
            long t41 = i_vec_1 + 12L;
            float *t42 = out + t41;
            float32x4_t in_v_3 = vld1q_f32(in + t41);
            float32x4_t t43 = vmulq_f32(in_v_3, vdupq_n_f32(0.5f));
            uint32x4_t t44 = vcltq_f32(t34, vdupq_n_f32(1.0f));
            int32x4_t t45 = vbslq_s32(t44, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t46 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t47 = vaddq_s32(t45, t46);
            int32x4_t t48 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t49 = vaddq_s32(t47, t48);
            int32x4_t t50 = vsubq_s32(t49, t45);
            int32x4_t t51 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t50);
            uint32x4_t t52 = vcltq_f32(t37, vdupq_n_f32(1.0f));
            int32x4_t t53 = vbslq_s32(t52, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t54 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t53, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t55 = vaddq_s32(t53, t54);
            int32x4_t t56 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t55, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t57 = vaddq_s32(t55, t56);
            int32x4_t t58 = vsubq_s32(t57, t53);
            int32x4_t t59 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t58);
            uint32x4_t t60 = vcltq_f32(t40, vdupq_n_f32(1.0f));
            int32x4_t t61 = vbslq_s32(t60, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t62 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t61, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t63 = vaddq_s32(t61, t62);
            int32x4_t t64 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t63, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t65 = vaddq_s32(t63, t64);
            int32x4_t t66 = vsubq_s32(t65, t61);
            int32x4_t t67 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t66);
            uint32x4_t t68 = vcltq_f32(t43, vdupq_n_f32(1.0f));
            int32x4_t t69 = vbslq_s32(t68, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t70 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t69, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t71 = vaddq_s32(t69, t70);
            int32x4_t t72 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t71, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t73 = vaddq_s32(t71, t72);
            int32x4_t t74 = vsubq_s32(t73, t69);
            int32x4_t t75 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t74);
            int t76 = vaddvq_s32(t45);
            int t77 = t76 + vaddvq_s32(t53);
            int t78 = t77 + vaddvq_s32(t61);
            int t79 = t78 + vaddvq_s32(t69);
            int32x4_t t80 = vdupq_n_s32(0);
            int32x4_t t81 = vaddq_s32(t80, t50);
            int32x4_t t82 = vdupq_n_s32(t79);
            int32x4_t t83 = vaddq_s32(t82, t51);
            int32x4_t t84 = vbslq_s32(t44, t81, t83);
            int32x4_t t85 = vdupq_n_s32(0);
            int32x4_t t86 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t85);
            do { int32x4_t vcc_ni = t84; int32x4_t vcc_nv = t86; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t87 = vdupq_n_s32(t76);
            int32x4_t t88 = vaddq_s32(t87, t58);
            int32x4_t t89 = vdupq_n_s32(t79 + 4 - t76);
            int32x4_t t90 = vaddq_s32(t89, t59);
            int32x4_t t91 = vbslq_s32(t52, t88, t90);
            int32x4_t t92 = vdupq_n_s32(4);
            int32x4_t t93 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t92);
            do { int32x4_t vcc_ni = t91; int32x4_t vcc_nv = t93; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t94 = vdupq_n_s32(t77);
            int32x4_t t95 = vaddq_s32(t94, t66);
            int32x4_t t96 = vdupq_n_s32(t79 + 8 - t77);
            int32x4_t t97 = vaddq_s32(t96, t67);
            int32x4_t t98 = vbslq_s32(t60, t95, t97);
            int32x4_t t99 = vdupq_n_s32(8);
            int32x4_t t100 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t99);
            do { int32x4_t vcc_ni = t98; int32x4_t vcc_nv = t100; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t101 = vdupq_n_s32(t78);
            int32x4_t t102 = vaddq_s32(t101, t74);
            int32x4_t t103 = vdupq_n_s32(t79 + 12 - t78);
            int32x4_t t104 = vaddq_s32(t103, t75);
            int32x4_t t105 = vbslq_s32(t68, t102, t104);
            int32x4_t t106 = vdupq_n_s32(12);
            int32x4_t t107 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t106);
            do { int32x4_t vcc_ni = t105; int32x4_t vcc_nv = t107; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_f32(vcc_regroup_arg, t34);
            vst1q_f32(vcc_regroup_arg + 4, t37);
            vst1q_f32(vcc_regroup_arg + 8, t40);
            vst1q_f32(vcc_regroup_arg + 12, t43);
            int32x4_t t108 = vld1q_s32(vcc_regroup_perm);
            float32x4_t t109 = ({ int32x4_t vcc_ni = t108; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t110 = vld1q_s32(vcc_regroup_perm + 4);
            float32x4_t t111 = ({ int32x4_t vcc_ni = t110; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t112 = vld1q_s32(vcc_regroup_perm + 8);
            float32x4_t t113 = ({ int32x4_t vcc_ni = t112; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t114 = vld1q_s32(vcc_regroup_perm + 12);
            float32x4_t t115 = ({ int32x4_t vcc_ni = t114; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t126 = vdupq_n_f32(1.0f);
            uint32x4_t t127 = vcltq_f32(t109, t126);
            uint32x4_t t3 = vmvnq_u32(t127);
            int t128 = (vmaxvq_u32(t3) != 0);
            float32x4_t t130 = t109;
            for (int t129 = 9; t128 ? t129 > 0 : 0; t129--, t130 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t131 = vdupq_n_f32((float)t129);
                    float32x4_t t132 = vdivq_f32(t131, t130);
                    t1 = vaddq_f32(t109, t132);
                } else {
                    t1 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t3) != 0)) {
                float32x4_t t133 = vdupq_n_f32(1.0f);
                t2 = vdivq_f32(t133, t130);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
                t3 = (uint32x4_t)(vcc_m4){0};
            }
            int t134 = (vmaxvq_u32(t127) != 0);
            float32x4_t t135 = vdupq_n_f32(1.0f);
            uint32x4_t t136 = vcltq_f32(t111, t135);
            uint32x4_t t14 = vmvnq_u32(t136);
            int t137 = (vmaxvq_u32(t14) != 0);
            int t138 = 1;
            float32x4_t t139 = t109;
            float32x4_t t140 = t109;
            int t141 = 1;
            float32x4_t t142 = (float32x4_t)(vcc_v4_float){0};
            int t143 = 9;
            float32x4_t t144 = t111;
            int t145 = 1;
            float32x4_t t146 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t141) {
                    if (t134 ? t138 < 9 : 0) {
                        if ((vmaxvq_u32(t127) != 0)) {
                            float32x4_t t147 = vmulq_f32(t140, t109);
                            float32x4_t t148 = vdupq_n_f32((float)(2 * t138 + 1));
                            t4 = vdivq_f32(t147, t148);
                            t5 = vaddq_f32(t139, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t149 = t138 + 1;
                        t150 = t5;
                        t151 = t4;
                        t152 = 1;
                        t6 = t142;
                    } else {
                        t6 = vbslq_f32(t3, t2, t139);
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
                    t6 = t142;
                }
                if (t145) {
                    if (t137 ? t143 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t153 = vdupq_n_f32((float)t143);
                            float32x4_t t154 = vdivq_f32(t153, t144);
                            t7 = vaddq_f32(t111, t154);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t155 = t143 - 1;
                        t156 = t7;
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
                if (t152 | t157) {
                    t138 = t149;
                    t139 = t150;
                    t140 = t151;
                    t141 = t152;
                    t142 = t6;
                    t143 = t155;
                    t144 = t156;
                    t145 = t157;
                    t146 = t158;
                } else {
                    vst1q_f32(vcc_regroup_result, t6);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t175 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t175, t158);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t176 = (vmaxvq_u32(t136) != 0);
                    float32x4_t t177 = vdupq_n_f32(1.0f);
                    uint32x4_t t178 = vcltq_f32(t113, t177);
                    uint32x4_t t20 = vmvnq_u32(t178);
                    int t179 = (vmaxvq_u32(t20) != 0);
                    int t180 = 1;
                    float32x4_t t181 = t111;
                    float32x4_t t182 = t111;
                    int t183 = 1;
                    float32x4_t t184 = (float32x4_t)(vcc_v4_float){0};
                    int t185 = 9;
                    float32x4_t t186 = t113;
                    int t187 = 1;
                    float32x4_t t188 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t183) {
                            if (t176 ? t180 < 9 : 0) {
                                if ((vmaxvq_u32(t136) != 0)) {
                                    float32x4_t t189 = vmulq_f32(t182, t111);
                                    float32x4_t t190 = vdupq_n_f32((float)(2 * t180 + 1));
                                    t15 = vdivq_f32(t189, t190);
                                    t16 = vaddq_f32(t181, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t191 = t180 + 1;
                                t192 = t16;
                                t193 = t15;
                                t194 = 1;
                                t17 = t184;
                            } else {
                                t17 = vbslq_f32(t14, t13, t181);
                                t191 = t180;
                                t192 = t181;
                                t193 = t182;
                                t194 = 0;
                            }
                        } else {
                            t191 = t180;
                            t192 = t181;
                            t193 = t182;
                            t194 = 0;
                            t17 = t184;
                        }
                        if (t187) {
                            if (t179 ? t185 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t195 = vdupq_n_f32((float)t185);
                                    float32x4_t t196 = vdivq_f32(t195, t186);
                                    t18 = vaddq_f32(t113, t196);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t197 = t185 - 1;
                                t198 = t18;
                                t199 = 1;
                                t200 = t188;
                            } else {
                                t197 = t185;
                                t198 = t186;
                                t199 = 0;
                                t200 = t186;
                            }
                        } else {
                            t197 = t185;
                            t198 = t186;
                            t199 = 0;
                            t200 = t188;
                        }
                        if (t194 | t199) {
                            t180 = t191;
                            t181 = t192;
                            t182 = t193;
                            t183 = t194;
                            t184 = t17;
                            t185 = t197;
                            t186 = t198;
                            t187 = t199;
                            t188 = t200;
                        } else {
                            vst1q_f32(vcc_regroup_result + 4, t17);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t201 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t201, t200);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t202 = (vmaxvq_u32(t178) != 0);
                            float32x4_t t203 = vdupq_n_f32(1.0f);
                            uint32x4_t t204 = vcltq_f32(t115, t203);
                            uint32x4_t t26 = vmvnq_u32(t204);
                            int t205 = (vmaxvq_u32(t26) != 0);
                            int t206 = 1;
                            float32x4_t t207 = t113;
                            float32x4_t t208 = t113;
                            int t209 = 1;
                            float32x4_t t210 = (float32x4_t)(vcc_v4_float){0};
                            int t211 = 9;
                            float32x4_t t212 = t115;
                            int t213 = 1;
                            float32x4_t t214 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t209) {
                                    if (t202 ? t206 < 9 : 0) {
                                        if ((vmaxvq_u32(t178) != 0)) {
                                            float32x4_t t215 = vmulq_f32(t208, t113);
                                            float32x4_t t216 = vdupq_n_f32((float)(2 * t206 + 1));
                                            t21 = vdivq_f32(t215, t216);
                                            t22 = vaddq_f32(t207, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t217 = t206 + 1;
                                        t218 = t22;
                                        t219 = t21;
                                        t220 = 1;
                                        t23 = t210;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t207);
                                        t217 = t206;
                                        t218 = t207;
                                        t219 = t208;
                                        t220 = 0;
                                    }
                                } else {
                                    t217 = t206;
                                    t218 = t207;
                                    t219 = t208;
                                    t220 = 0;
                                    t23 = t210;
                                }
                                if (t213) {
                                    if (t205 ? t211 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t221 = vdupq_n_f32((float)t211);
                                            float32x4_t t222 = vdivq_f32(t221, t212);
                                            t24 = vaddq_f32(t115, t222);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t223 = t211 - 1;
                                        t224 = t24;
                                        t225 = 1;
                                        t226 = t214;
                                    } else {
                                        t223 = t211;
                                        t224 = t212;
                                        t225 = 0;
                                        t226 = t212;
                                    }
                                } else {
                                    t223 = t211;
                                    t224 = t212;
                                    t225 = 0;
                                    t226 = t214;
                                }
                                if (!(t220 | t225)) {
                                    vst1q_f32(vcc_regroup_result + 8, t23);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t235 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t235, t226);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t236 = (vmaxvq_u32(t204) != 0);
                                    float32x4_t t238 = t115;
                                    float32x4_t t239 = t115;
                                    for (int t237 = 1; t236 ? t237 < 9 : 0; t237++, t238 = t28, t239 = t27) {
                                        if ((vmaxvq_u32(t204) != 0)) {
                                            float32x4_t t241 = vmulq_f32(t239, t115);
                                            float32x4_t t242 = vdupq_n_f32((float)(2 * t237 + 1));
                                            t27 = vdivq_f32(t241, t242);
                                            t28 = vaddq_f32(t238, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t240 = vbslq_f32(t26, t25, t238);
                                    vst1q_f32(vcc_regroup_result + 12, t240);
                                    float32x4_t t227 = ({ int32x4_t vcc_ni = t84; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t228 = ({ int32x4_t vcc_ni = t91; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t229 = ({ int32x4_t vcc_ni = t98; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t230 = ({ int32x4_t vcc_ni = t105; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t231 = vaddq_f32(t227, vdupq_n_f32(1.0f));
                                    vst1q_f32(t33, t231);
                                    float32x4_t t232 = vaddq_f32(t228, vdupq_n_f32(1.0f));
                                    vst1q_f32(t36, t232);
                                    float32x4_t t233 = vaddq_f32(t229, vdupq_n_f32(1.0f));
                                    vst1q_f32(t39, t233);
                                    float32x4_t t234 = vaddq_f32(t230, vdupq_n_f32(1.0f));
                                    vst1q_f32(t42, t234);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t32) {
                                        goto L243;
                                    }
                                    t116 = (int)t32;
                                    goto L244;
                                }
                                t206 = t217;
                                t207 = t218;
                                t208 = t219;
                                t209 = t220;
                                t210 = t23;
                                t211 = t223;
                                t212 = t224;
                                t213 = t225;
                                t214 = t226;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t116 = 0;
    }
L244:
    t117 = (long)n + (long)t116 * -1L;
    unsigned long t118 = (unsigned long)out;
    unsigned long t119 = (unsigned long)in;
    if ((t117 >= 4L) & (((t118 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t116 * 4L))) | ((t119 + (unsigned long)((long)t116 * 4L + 4L + (t117 - 1L) * 4L)) <= (t118 + (unsigned long)((long)t116 * 4L))))) {
        long t120 = t117 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t121 = (long)t116 + i_vec;
            float *t122 = out + t121;
            float32x4_t in_v_4 = vld1q_f32(in + t121);
            float32x4_t t123 = vmulq_f32(in_v_4, vdupq_n_f32(0.5f));
            float32x4_t t160 = vdupq_n_f32(1.0f);
            uint32x4_t t161 = vcltq_f32(t123, t160);
            uint32x4_t t10 = vmvnq_u32(t161);
            int t162 = (vmaxvq_u32(t10) != 0);
            float32x4_t t164 = t123;
            for (int t163 = 9; t162 ? t163 > 0 : 0; t163--, t164 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t165 = vdupq_n_f32((float)t163);
                    float32x4_t t166 = vdivq_f32(t165, t164);
                    t8 = vaddq_f32(t123, t166);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t167 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t167, t164);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t168 = (vmaxvq_u32(t161) != 0);
            float32x4_t t170 = t123;
            float32x4_t t171 = t123;
            for (int t169 = 1; t168 ? t169 < 9 : 0; t169++, t170 = t12, t171 = t11) {
                if ((vmaxvq_u32(t161) != 0)) {
                    float32x4_t t173 = vmulq_f32(t171, t123);
                    float32x4_t t174 = vdupq_n_f32((float)(2 * t169 + 1));
                    t11 = vdivq_f32(t173, t174);
                    t12 = vaddq_f32(t170, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t172 = vbslq_f32(t10, t9, t170);
            float32x4_t t159 = vaddq_f32(t172, vdupq_n_f32(1.0f));
            vst1q_f32(t122, t159);
            i_vec += 4L;
            if (i_vec >= t120) {
                i = (int)((long)t116 + t120);
                break;
            }
        }
    } else {
        i = t116;
    }
    for (; i < n; i++) {
        long t124 = (long)i;
        float t125 = in[t124];
        out[t124] = series(t125 * 0.5f, 9) + 1.0f;
    }
}

void run_poly(float *out, const float *coef, const float *in, int n) {
    int vcc_regroup_perm[64];
    float vcc_regroup_arg[64];
    float vcc_regroup_result[64];
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
    int t107;
    long t108;
    int i;
    int t134;
    float32x4_t t135;
    int t136;
    int t140;
    float32x4_t t141;
    int t142;
    float32x4_t t143;
    int t173;
    float32x4_t t174;
    int t175;
    int t179;
    float32x4_t t180;
    int t181;
    float32x4_t t182;
    int t196;
    float32x4_t t197;
    int t198;
    int t202;
    float32x4_t t203;
    int t204;
    float32x4_t t205;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        t27 = t24 & -16L;
        i_vec_1 = 0L;
    L215:
        /* vcc: loop at regroup.c:125 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t28 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            long t29 = i_vec_1 + 4L;
            float *t30 = out + t29;
            float32x4_t in_v_1 = vld1q_f32(in + t29);
            long t31 = i_vec_1 + 8L;
            float *t32 = out + t31;
            float32x4_t in_v_2 = vld1q_f32(in + t31);
            long t33 = i_vec_1 + 12L;
            float *t34 = out + t33;
            float32x4_t in_v_3 = vld1q_f32(in + t33);
            uint32x4_t t35 = vcgeq_f32(in_v, vdupq_n_f32(0.0f));
            int32x4_t t36 = vbslq_s32(t35, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t37 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t36, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t38 = vaddq_s32(t36, t37);
            int32x4_t t39 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t38, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t40 = vaddq_s32(t38, t39);
            int32x4_t t41 = vsubq_s32(t40, t36);
            int32x4_t t42 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t41);
            uint32x4_t t43 = vcgeq_f32(in_v_1, vdupq_n_f32(0.0f));
            int32x4_t t44 = vbslq_s32(t43, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t45 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t44, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t46 = vaddq_s32(t44, t45);
            int32x4_t t47 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t46, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t48 = vaddq_s32(t46, t47);
            int32x4_t t49 = vsubq_s32(t48, t44);
            int32x4_t t50 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t49);
            uint32x4_t t51 = vcgeq_f32(in_v_2, vdupq_n_f32(0.0f));
            int32x4_t t52 = vbslq_s32(t51, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t53 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t52, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t54 = vaddq_s32(t52, t53);
            int32x4_t t55 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t54, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t56 = vaddq_s32(t54, t55);
            int32x4_t t57 = vsubq_s32(t56, t52);
            int32x4_t t58 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t57);
            uint32x4_t t59 = vcgeq_f32(in_v_3, vdupq_n_f32(0.0f));
            int32x4_t t60 = vbslq_s32(t59, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t61 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t60, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t62 = vaddq_s32(t60, t61);
            int32x4_t t63 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t62, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t64 = vaddq_s32(t62, t63);
            int32x4_t t65 = vsubq_s32(t64, t60);
            int32x4_t t66 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t65);
            int t67 = vaddvq_s32(t36);
            int t68 = t67 + vaddvq_s32(t44);
            int t69 = t68 + vaddvq_s32(t52);
            int t70 = t69 + vaddvq_s32(t60);
            int32x4_t t71 = vdupq_n_s32(0);
            int32x4_t t72 = vaddq_s32(t71, t41);
            int32x4_t t73 = vdupq_n_s32(t70);
            int32x4_t t74 = vaddq_s32(t73, t42);
            int32x4_t t75 = vbslq_s32(t35, t72, t74);
            int32x4_t t76 = vdupq_n_s32(0);
            int32x4_t t77 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t76);
            do { int32x4_t vcc_ni = t75; int32x4_t vcc_nv = t77; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t78 = vdupq_n_s32(t67);
            int32x4_t t79 = vaddq_s32(t78, t49);
            int32x4_t t80 = vdupq_n_s32(t70 + 4 - t67);
            int32x4_t t81 = vaddq_s32(t80, t50);
            int32x4_t t82 = vbslq_s32(t43, t79, t81);
            int32x4_t t83 = vdupq_n_s32(4);
            int32x4_t t84 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t83);
            do { int32x4_t vcc_ni = t82; int32x4_t vcc_nv = t84; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t85 = vdupq_n_s32(t68);
            int32x4_t t86 = vaddq_s32(t85, t57);
            int32x4_t t87 = vdupq_n_s32(t70 + 8 - t68);
            int32x4_t t88 = vaddq_s32(t87, t58);
            int32x4_t t89 = vbslq_s32(t51, t86, t88);
            int32x4_t t90 = vdupq_n_s32(8);
            int32x4_t t91 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t90);
            do { int32x4_t vcc_ni = t89; int32x4_t vcc_nv = t91; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t92 = vdupq_n_s32(t69);
            int32x4_t t93 = vaddq_s32(t92, t65);
            int32x4_t t94 = vdupq_n_s32(t70 + 12 - t69);
            int32x4_t t95 = vaddq_s32(t94, t66);
            int32x4_t t96 = vbslq_s32(t59, t93, t95);
            int32x4_t t97 = vdupq_n_s32(12);
            int32x4_t t98 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t97);
            do { int32x4_t vcc_ni = t96; int32x4_t vcc_nv = t98; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_f32(vcc_regroup_arg, in_v);
            vst1q_f32(vcc_regroup_arg + 4, in_v_1);
            vst1q_f32(vcc_regroup_arg + 8, in_v_2);
            vst1q_f32(vcc_regroup_arg + 12, in_v_3);
            int32x4_t t99 = vld1q_s32(vcc_regroup_perm);
            float32x4_t t100 = ({ int32x4_t vcc_ni = t99; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t101 = vld1q_s32(vcc_regroup_perm + 4);
            float32x4_t t102 = ({ int32x4_t vcc_ni = t101; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t103 = vld1q_s32(vcc_regroup_perm + 8);
            float32x4_t t104 = ({ int32x4_t vcc_ni = t103; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t105 = vld1q_s32(vcc_regroup_perm + 12);
            float32x4_t t106 = ({ int32x4_t vcc_ni = t105; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t116 = vdupq_n_f32(0.0f);
            uint32x4_t t117 = vcgeq_f32(t100, t116);
            uint32x4_t t118 = vmvnq_u32(t117);
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t119 = (vmaxvq_u32(t118) != 0);
            for (int t120 = 15; t119 ? t120 >= 0 : 0; t120--, t1 = t7) {
                if ((vmaxvq_u32(t118) != 0)) {
                    float32x4_t t144 = vnegq_f32(t100);
                    float32x4_t t145 = vmulq_f32(t1, t144);
                    float32x4_t t146 = vdupq_n_f32(coef[t120]);
                    t7 = vsubq_f32(t145, t146);
                } else {
                    t7 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t2 = vdupq_n_f32(0.0f);
            int t121 = (vmaxvq_u32(t117) != 0);
            float32x4_t t122 = vdupq_n_f32(0.0f);
            uint32x4_t t123 = vcgeq_f32(t102, t122);
            uint32x4_t t124 = vmvnq_u32(t123);
            float32x4_t t3 = vdupq_n_f32(0.0f);
            int t125 = (vmaxvq_u32(t124) != 0);
            int t126 = 0;
            int t127 = 1;
            float32x4_t t128 = (float32x4_t)(vcc_v4_float){0};
            int t129 = 15;
            int t130 = 1;
            float32x4_t t131 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t127) {
                    if (t121 ? t126 < 16 : 0) {
                        if ((vmaxvq_u32(t117) != 0)) {
                            float32x4_t t132 = vmulq_f32(t2, t100);
                            float32x4_t t133 = vdupq_n_f32(coef[t126]);
                            t4 = vaddq_f32(t132, t133);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t134 = t126 + 1;
                        t135 = t4;
                        t136 = 1;
                        t5 = t128;
                    } else {
                        t5 = vbslq_f32(t117, t2, t1);
                        t134 = t126;
                        t135 = t2;
                        t136 = 0;
                    }
                } else {
                    t134 = t126;
                    t135 = t2;
                    t136 = 0;
                    t5 = t128;
                }
                if (t130) {
                    if (t125 ? t129 >= 0 : 0) {
                        if ((vmaxvq_u32(t124) != 0)) {
                            float32x4_t t137 = vnegq_f32(t102);
                            float32x4_t t138 = vmulq_f32(t3, t137);
                            float32x4_t t139 = vdupq_n_f32(coef[t129]);
                            t6 = vsubq_f32(t138, t139);
                        } else {
                            t6 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t140 = t129 - 1;
                        t141 = t6;
                        t142 = 1;
                        t143 = t131;
                    } else {
                        t140 = t129;
                        t141 = t3;
                        t142 = 0;
                        t143 = t3;
                    }
                } else {
                    t140 = t129;
                    t141 = t3;
                    t142 = 0;
                    t143 = t131;
                }
                if (t136 | t142) {
                    t126 = t134;
                    t2 = t135;
                    t127 = t136;
                    t128 = t5;
                    t129 = t140;
                    t3 = t141;
                    t130 = t142;
                    t131 = t143;
                } else {
                    vst1q_f32(vcc_regroup_result, t5);
                    float32x4_t t12 = vdupq_n_f32(0.0f);
                    int t160 = (vmaxvq_u32(t123) != 0);
                    float32x4_t t161 = vdupq_n_f32(0.0f);
                    uint32x4_t t162 = vcgeq_f32(t104, t161);
                    uint32x4_t t163 = vmvnq_u32(t162);
                    float32x4_t t13 = vdupq_n_f32(0.0f);
                    int t164 = (vmaxvq_u32(t163) != 0);
                    int t165 = 0;
                    int t166 = 1;
                    float32x4_t t167 = (float32x4_t)(vcc_v4_float){0};
                    int t168 = 15;
                    int t169 = 1;
                    float32x4_t t170 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t166) {
                            if (t160 ? t165 < 16 : 0) {
                                if ((vmaxvq_u32(t123) != 0)) {
                                    float32x4_t t171 = vmulq_f32(t12, t102);
                                    float32x4_t t172 = vdupq_n_f32(coef[t165]);
                                    t14 = vaddq_f32(t171, t172);
                                } else {
                                    t14 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t173 = t165 + 1;
                                t174 = t14;
                                t175 = 1;
                                t15 = t167;
                            } else {
                                t15 = vbslq_f32(t123, t12, t143);
                                t173 = t165;
                                t174 = t12;
                                t175 = 0;
                            }
                        } else {
                            t173 = t165;
                            t174 = t12;
                            t175 = 0;
                            t15 = t167;
                        }
                        if (t169) {
                            if (t164 ? t168 >= 0 : 0) {
                                if ((vmaxvq_u32(t163) != 0)) {
                                    float32x4_t t176 = vnegq_f32(t104);
                                    float32x4_t t177 = vmulq_f32(t13, t176);
                                    float32x4_t t178 = vdupq_n_f32(coef[t168]);
                                    t16 = vsubq_f32(t177, t178);
                                } else {
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t179 = t168 - 1;
                                t180 = t16;
                                t181 = 1;
                                t182 = t170;
                            } else {
                                t179 = t168;
                                t180 = t13;
                                t181 = 0;
                                t182 = t13;
                            }
                        } else {
                            t179 = t168;
                            t180 = t13;
                            t181 = 0;
                            t182 = t170;
                        }
                        if (t175 | t181) {
                            t165 = t173;
                            t12 = t174;
                            t166 = t175;
                            t167 = t15;
                            t168 = t179;
                            t13 = t180;
                            t169 = t181;
                            t170 = t182;
                        } else {
                            vst1q_f32(vcc_regroup_result + 4, t15);
                            float32x4_t t17 = vdupq_n_f32(0.0f);
                            int t183 = (vmaxvq_u32(t162) != 0);
                            float32x4_t t184 = vdupq_n_f32(0.0f);
                            uint32x4_t t185 = vcgeq_f32(t106, t184);
                            uint32x4_t t186 = vmvnq_u32(t185);
                            float32x4_t t18 = vdupq_n_f32(0.0f);
                            int t187 = (vmaxvq_u32(t186) != 0);
                            int t188 = 0;
                            int t189 = 1;
                            float32x4_t t190 = (float32x4_t)(vcc_v4_float){0};
                            int t191 = 15;
                            int t192 = 1;
                            float32x4_t t193 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t189) {
                                    if (t183 ? t188 < 16 : 0) {
                                        if ((vmaxvq_u32(t162) != 0)) {
                                            float32x4_t t194 = vmulq_f32(t17, t104);
                                            float32x4_t t195 = vdupq_n_f32(coef[t188]);
                                            t19 = vaddq_f32(t194, t195);
                                        } else {
                                            t19 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t196 = t188 + 1;
                                        t197 = t19;
                                        t198 = 1;
                                        t20 = t190;
                                    } else {
                                        t20 = vbslq_f32(t162, t17, t182);
                                        t196 = t188;
                                        t197 = t17;
                                        t198 = 0;
                                    }
                                } else {
                                    t196 = t188;
                                    t197 = t17;
                                    t198 = 0;
                                    t20 = t190;
                                }
                                if (t192) {
                                    if (t187 ? t191 >= 0 : 0) {
                                        if ((vmaxvq_u32(t186) != 0)) {
                                            float32x4_t t199 = vnegq_f32(t106);
                                            float32x4_t t200 = vmulq_f32(t18, t199);
                                            float32x4_t t201 = vdupq_n_f32(coef[t191]);
                                            t21 = vsubq_f32(t200, t201);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t202 = t191 - 1;
                                        t203 = t21;
                                        t204 = 1;
                                        t205 = t193;
                                    } else {
                                        t202 = t191;
                                        t203 = t18;
                                        t204 = 0;
                                        t205 = t18;
                                    }
                                } else {
                                    t202 = t191;
                                    t203 = t18;
                                    t204 = 0;
                                    t205 = t193;
                                }
                                if (!(t198 | t204)) {
                                    vst1q_f32(vcc_regroup_result + 8, t20);
                                    float32x4_t t22 = vdupq_n_f32(0.0f);
                                    int t210 = (vmaxvq_u32(t185) != 0);
                                    for (int t211 = 0; t210 ? t211 < 16 : 0; t211++, t22 = t23) {
                                        if ((vmaxvq_u32(t185) != 0)) {
                                            float32x4_t t213 = vmulq_f32(t22, t106);
                                            float32x4_t t214 = vdupq_n_f32(coef[t211]);
                                            t23 = vaddq_f32(t213, t214);
                                        } else {
                                            t23 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t212 = vbslq_f32(t185, t22, t205);
                                    vst1q_f32(vcc_regroup_result + 12, t212);
                                    float32x4_t t206 = ({ int32x4_t vcc_ni = t75; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t207 = ({ int32x4_t vcc_ni = t82; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t208 = ({ int32x4_t vcc_ni = t89; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t209 = ({ int32x4_t vcc_ni = t96; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    vst1q_f32(t28, t206);
                                    vst1q_f32(t30, t207);
                                    vst1q_f32(t32, t208);
                                    vst1q_f32(t34, t209);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t27) {
                                        goto L215;
                                    }
                                    t107 = (int)t27;
                                    goto L216;
                                }
                                t188 = t196;
                                t17 = t197;
                                t189 = t198;
                                t190 = t20;
                                t191 = t202;
                                t18 = t203;
                                t192 = t204;
                                t193 = t205;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t107 = 0;
    }
L216:
    t108 = (long)n + (long)t107 * -1L;
    unsigned long t109 = (unsigned long)out;
    unsigned long t110 = (unsigned long)in;
    if ((t108 >= 4L) & (((t109 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t107 * 4L))) | ((t110 + (unsigned long)((long)t107 * 4L + 4L + (t108 - 1L) * 4L)) <= (t109 + (unsigned long)((long)t107 * 4L))))) {
        long t111 = t108 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t112 = (long)t107 + i_vec;
            float *t113 = out + t112;
            float32x4_t in_v_4 = vld1q_f32(in + t112);
            float32x4_t t147 = vdupq_n_f32(0.0f);
            uint32x4_t t148 = vcgeq_f32(in_v_4, t147);
            uint32x4_t t149 = vmvnq_u32(t148);
            float32x4_t t8 = vdupq_n_f32(0.0f);
            int t150 = (vmaxvq_u32(t149) != 0);
            for (int t151 = 15; t150 ? t151 >= 0 : 0; t151--, t8 = t10) {
                if ((vmaxvq_u32(t149) != 0)) {
                    float32x4_t t153 = vnegq_f32(in_v_4);
                    float32x4_t t154 = vmulq_f32(t8, t153);
                    float32x4_t t155 = vdupq_n_f32(coef[t151]);
                    t10 = vsubq_f32(t154, t155);
                } else {
                    t10 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t9 = vdupq_n_f32(0.0f);
            int t152 = (vmaxvq_u32(t148) != 0);
            for (int t156 = 0; t152 ? t156 < 16 : 0; t156++, t9 = t11) {
                if ((vmaxvq_u32(t148) != 0)) {
                    float32x4_t t158 = vmulq_f32(t9, in_v_4);
                    float32x4_t t159 = vdupq_n_f32(coef[t156]);
                    t11 = vaddq_f32(t158, t159);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t157 = vbslq_f32(t148, t9, t8);
            vst1q_f32(t113, t157);
            i_vec += 4L;
            if (i_vec >= t111) {
                i = (int)((long)t107 + t111);
                break;
            }
        }
    } else {
        i = t107;
    }
    for (; i < n; i++) {
        long t114 = (long)i;
        float t115 = in[t114];
        out[t114] = poly(coef, t115, 16);
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
        /* vcc: loop at regroup.c:131 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at regroup.c:131 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
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
        /* vcc: loop at regroup.c:137 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at regroup.c:137 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
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
    /* vcc: loop at regroup.c:146 vectorized: VF 4, UF 4, scalar epilogue */
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
            /* vcc: loop at regroup.c:178 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
            /* vcc: loop at regroup.c:178 vector epilogue: VF 4, UF 1, scalar epilogue */
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
