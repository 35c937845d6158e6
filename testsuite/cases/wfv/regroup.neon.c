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
    long t33;
    int t113;
    long t114;
    int i;
    int t146;
    float32x4_t t147;
    float32x4_t t148;
    int t149;
    int t152;
    float32x4_t t153;
    int t154;
    float32x4_t t155;
    int t187;
    float32x4_t t188;
    float32x4_t t189;
    int t190;
    int t193;
    float32x4_t t194;
    int t195;
    float32x4_t t196;
    int t213;
    float32x4_t t214;
    float32x4_t t215;
    int t216;
    int t219;
    float32x4_t t220;
    int t221;
    float32x4_t t222;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L235:
        /* vcc: loop at regroup.c:101 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            long t35 = i_vec_1 + 4L;
            float *t36 = out + t35;
            float32x4_t in_v_1 = vld1q_f32(in + t35);
            long t37 = i_vec_1 + 8L;
            float *t38 = out + t37;
            float32x4_t in_v_2 = vld1q_f32(in + t37);
            long t39 = i_vec_1 + 12L;
            float *t40 = out + t39;
            float32x4_t in_v_3 = vld1q_f32(in + t39);
            uint32x4_t t41 = vcltq_f32(in_v, vdupq_n_f32(1.0f));
            int32x4_t t42 = vbslq_s32(t41, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t43 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t42, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t44 = vaddq_s32(t42, t43);
            int32x4_t t45 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t44, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t46 = vaddq_s32(t44, t45);
            int32x4_t t47 = vsubq_s32(t46, t42);
            int32x4_t t48 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t47);
            uint32x4_t t49 = vcltq_f32(in_v_1, vdupq_n_f32(1.0f));
            int32x4_t t50 = vbslq_s32(t49, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t51 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t50, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t52 = vaddq_s32(t50, t51);
            int32x4_t t53 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t52, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t54 = vaddq_s32(t52, t53);
            int32x4_t t55 = vsubq_s32(t54, t50);
            int32x4_t t56 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t55);
            uint32x4_t t57 = vcltq_f32(in_v_2, vdupq_n_f32(1.0f));
            int32x4_t t58 = vbslq_s32(t57, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t59 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t58, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t60 = vaddq_s32(t58, t59);
            int32x4_t t61 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t60, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t62 = vaddq_s32(t60, t61);
            int32x4_t t63 = vsubq_s32(t62, t58);
            int32x4_t t64 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t63);
            uint32x4_t t65 = vcltq_f32(in_v_3, vdupq_n_f32(1.0f));
            int32x4_t t66 = vbslq_s32(t65, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t67 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t66, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t68 = vaddq_s32(t66, t67);
            int32x4_t t69 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t68, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t70 = vaddq_s32(t68, t69);
            int32x4_t t71 = vsubq_s32(t70, t66);
            int32x4_t t72 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t71);
            int t73 = vaddvq_s32(t42);
            int t74 = t73 + vaddvq_s32(t50);
            int t75 = t74 + vaddvq_s32(t58);
            int t76 = t75 + vaddvq_s32(t66);
            int32x4_t t77 = vdupq_n_s32(0);
            int32x4_t t78 = vaddq_s32(t77, t47);
            int32x4_t t79 = vdupq_n_s32(t76);
            int32x4_t t80 = vaddq_s32(t79, t48);
            int32x4_t t81 = vbslq_s32(t41, t78, t80);
            int32x4_t t82 = vdupq_n_s32(0);
            int32x4_t t83 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t82);
            do { int32x4_t vcc_ni = t81; int32x4_t vcc_nv = t83; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t84 = vdupq_n_s32(t73);
            int32x4_t t85 = vaddq_s32(t84, t55);
            int32x4_t t86 = vdupq_n_s32(t76 + 4 - t73);
            int32x4_t t87 = vaddq_s32(t86, t56);
            int32x4_t t88 = vbslq_s32(t49, t85, t87);
            int32x4_t t89 = vdupq_n_s32(4);
            int32x4_t t90 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t89);
            do { int32x4_t vcc_ni = t88; int32x4_t vcc_nv = t90; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t91 = vdupq_n_s32(t74);
            int32x4_t t92 = vaddq_s32(t91, t63);
            int32x4_t t93 = vdupq_n_s32(t76 + 8 - t74);
            int32x4_t t94 = vaddq_s32(t93, t64);
            int32x4_t t95 = vbslq_s32(t57, t92, t94);
            int32x4_t t96 = vdupq_n_s32(8);
            int32x4_t t97 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t96);
            do { int32x4_t vcc_ni = t95; int32x4_t vcc_nv = t97; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t98 = vdupq_n_s32(t75);
            int32x4_t t99 = vaddq_s32(t98, t71);
            int32x4_t t100 = vdupq_n_s32(t76 + 12 - t75);
            int32x4_t t101 = vaddq_s32(t100, t72);
            int32x4_t t102 = vbslq_s32(t65, t99, t101);
            int32x4_t t103 = vdupq_n_s32(12);
            int32x4_t t104 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t103);
            do { int32x4_t vcc_ni = t102; int32x4_t vcc_nv = t104; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_f32(vcc_regroup_arg, in_v);
            vst1q_f32(vcc_regroup_arg + 4, in_v_1);
            vst1q_f32(vcc_regroup_arg + 8, in_v_2);
            vst1q_f32(vcc_regroup_arg + 12, in_v_3);
            int32x4_t t105 = vld1q_s32(vcc_regroup_perm);
            float32x4_t t106 = ({ int32x4_t vcc_ni = t105; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t107 = vld1q_s32(vcc_regroup_perm + 4);
            float32x4_t t108 = ({ int32x4_t vcc_ni = t107; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t109 = vld1q_s32(vcc_regroup_perm + 8);
            float32x4_t t110 = ({ int32x4_t vcc_ni = t109; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t111 = vld1q_s32(vcc_regroup_perm + 12);
            float32x4_t t112 = ({ int32x4_t vcc_ni = t111; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t123 = vdupq_n_f32(1.0f);
            uint32x4_t t124 = vcltq_f32(t106, t123);
            uint32x4_t t3 = vmvnq_u32(t124);
            int t125 = (vmaxvq_u32(t3) != 0);
            float32x4_t t127 = t106;
            for (int t126 = 24; t125 ? t126 > 0 : 0; t126--, t127 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t128 = vdupq_n_f32((float)t126);
                    float32x4_t t129 = vdivq_f32(t128, t127);
                    t1 = vaddq_f32(t106, t129);
                } else {
                    t1 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t3) != 0)) {
                float32x4_t t130 = vdupq_n_f32(1.0f);
                t2 = vdivq_f32(t130, t127);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
                t3 = (uint32x4_t)(vcc_m4){0};
            }
            int t131 = (vmaxvq_u32(t124) != 0);
            float32x4_t t132 = vdupq_n_f32(1.0f);
            uint32x4_t t133 = vcltq_f32(t108, t132);
            uint32x4_t t14 = vmvnq_u32(t133);
            int t134 = (vmaxvq_u32(t14) != 0);
            int t135 = 1;
            float32x4_t t136 = t106;
            float32x4_t t137 = t106;
            int t138 = 1;
            float32x4_t t139 = (float32x4_t)(vcc_v4_float){0};
            int t140 = 24;
            float32x4_t t141 = t108;
            int t142 = 1;
            float32x4_t t143 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t138) {
                    if (t131 ? t135 < 24 : 0) {
                        if ((vmaxvq_u32(t124) != 0)) {
                            float32x4_t t144 = vmulq_f32(t137, t106);
                            float32x4_t t145 = vdupq_n_f32((float)(2 * t135 + 1));
                            t4 = vdivq_f32(t144, t145);
                            t5 = vaddq_f32(t136, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t146 = t135 + 1;
                        t147 = t5;
                        t148 = t4;
                        t149 = 1;
                        t6 = t139;
                    } else {
                        t6 = vbslq_f32(t3, t2, t136);
                        t146 = t135;
                        t147 = t136;
                        t148 = t137;
                        t149 = 0;
                    }
                } else {
                    t146 = t135;
                    t147 = t136;
                    t148 = t137;
                    t149 = 0;
                    t6 = t139;
                }
                if (t142) {
                    if (t134 ? t140 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t150 = vdupq_n_f32((float)t140);
                            float32x4_t t151 = vdivq_f32(t150, t141);
                            t7 = vaddq_f32(t108, t151);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t152 = t140 - 1;
                        t153 = t7;
                        t154 = 1;
                        t155 = t143;
                    } else {
                        t152 = t140;
                        t153 = t141;
                        t154 = 0;
                        t155 = t141;
                    }
                } else {
                    t152 = t140;
                    t153 = t141;
                    t154 = 0;
                    t155 = t143;
                }
                if (t149 | t154) {
                    t135 = t146;
                    t136 = t147;
                    t137 = t148;
                    t138 = t149;
                    t139 = t6;
                    t140 = t152;
                    t141 = t153;
                    t142 = t154;
                    t143 = t155;
                } else {
                    vst1q_f32(vcc_regroup_result, t6);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t171 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t171, t155);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t172 = (vmaxvq_u32(t133) != 0);
                    float32x4_t t173 = vdupq_n_f32(1.0f);
                    uint32x4_t t174 = vcltq_f32(t110, t173);
                    uint32x4_t t20 = vmvnq_u32(t174);
                    int t175 = (vmaxvq_u32(t20) != 0);
                    int t176 = 1;
                    float32x4_t t177 = t108;
                    float32x4_t t178 = t108;
                    int t179 = 1;
                    float32x4_t t180 = (float32x4_t)(vcc_v4_float){0};
                    int t181 = 24;
                    float32x4_t t182 = t110;
                    int t183 = 1;
                    float32x4_t t184 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t179) {
                            if (t172 ? t176 < 24 : 0) {
                                if ((vmaxvq_u32(t133) != 0)) {
                                    float32x4_t t185 = vmulq_f32(t178, t108);
                                    float32x4_t t186 = vdupq_n_f32((float)(2 * t176 + 1));
                                    t15 = vdivq_f32(t185, t186);
                                    t16 = vaddq_f32(t177, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t187 = t176 + 1;
                                t188 = t16;
                                t189 = t15;
                                t190 = 1;
                                t17 = t180;
                            } else {
                                t17 = vbslq_f32(t14, t13, t177);
                                t187 = t176;
                                t188 = t177;
                                t189 = t178;
                                t190 = 0;
                            }
                        } else {
                            t187 = t176;
                            t188 = t177;
                            t189 = t178;
                            t190 = 0;
                            t17 = t180;
                        }
                        if (t183) {
                            if (t175 ? t181 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t191 = vdupq_n_f32((float)t181);
                                    float32x4_t t192 = vdivq_f32(t191, t182);
                                    t18 = vaddq_f32(t110, t192);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t193 = t181 - 1;
                                t194 = t18;
                                t195 = 1;
                                t196 = t184;
                            } else {
                                t193 = t181;
                                t194 = t182;
                                t195 = 0;
                                t196 = t182;
                            }
                        } else {
                            t193 = t181;
                            t194 = t182;
                            t195 = 0;
                            t196 = t184;
                        }
                        if (t190 | t195) {
                            t176 = t187;
                            t177 = t188;
                            t178 = t189;
                            t179 = t190;
                            t180 = t17;
                            t181 = t193;
                            t182 = t194;
                            t183 = t195;
                            t184 = t196;
                        } else {
                            vst1q_f32(vcc_regroup_result + 4, t17);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t197 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t197, t196);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t198 = (vmaxvq_u32(t174) != 0);
                            float32x4_t t199 = vdupq_n_f32(1.0f);
                            uint32x4_t t200 = vcltq_f32(t112, t199);
                            uint32x4_t t26 = vmvnq_u32(t200);
                            int t201 = (vmaxvq_u32(t26) != 0);
                            int t202 = 1;
                            float32x4_t t203 = t110;
                            float32x4_t t204 = t110;
                            int t205 = 1;
                            float32x4_t t206 = (float32x4_t)(vcc_v4_float){0};
                            int t207 = 24;
                            float32x4_t t208 = t112;
                            int t209 = 1;
                            float32x4_t t210 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t205) {
                                    if (t198 ? t202 < 24 : 0) {
                                        if ((vmaxvq_u32(t174) != 0)) {
                                            float32x4_t t211 = vmulq_f32(t204, t110);
                                            float32x4_t t212 = vdupq_n_f32((float)(2 * t202 + 1));
                                            t21 = vdivq_f32(t211, t212);
                                            t22 = vaddq_f32(t203, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t213 = t202 + 1;
                                        t214 = t22;
                                        t215 = t21;
                                        t216 = 1;
                                        t23 = t206;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t203);
                                        t213 = t202;
                                        t214 = t203;
                                        t215 = t204;
                                        t216 = 0;
                                    }
                                } else {
                                    t213 = t202;
                                    t214 = t203;
                                    t215 = t204;
                                    t216 = 0;
                                    t23 = t206;
                                }
                                if (t209) {
                                    if (t201 ? t207 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t217 = vdupq_n_f32((float)t207);
                                            float32x4_t t218 = vdivq_f32(t217, t208);
                                            t24 = vaddq_f32(t112, t218);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t219 = t207 - 1;
                                        t220 = t24;
                                        t221 = 1;
                                        t222 = t210;
                                    } else {
                                        t219 = t207;
                                        t220 = t208;
                                        t221 = 0;
                                        t222 = t208;
                                    }
                                } else {
                                    t219 = t207;
                                    t220 = t208;
                                    t221 = 0;
                                    t222 = t210;
                                }
                                if (!(t216 | t221)) {
                                    vst1q_f32(vcc_regroup_result + 8, t23);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t227 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t227, t222);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t228 = (vmaxvq_u32(t200) != 0);
                                    float32x4_t t230 = t112;
                                    float32x4_t t231 = t112;
                                    for (int t229 = 1; t228 ? t229 < 24 : 0; t229++, t230 = t28, t231 = t27) {
                                        if ((vmaxvq_u32(t200) != 0)) {
                                            float32x4_t t233 = vmulq_f32(t231, t112);
                                            float32x4_t t234 = vdupq_n_f32((float)(2 * t229 + 1));
                                            t27 = vdivq_f32(t233, t234);
                                            t28 = vaddq_f32(t230, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t232 = vbslq_f32(t26, t25, t230);
                                    vst1q_f32(vcc_regroup_result + 12, t232);
                                    float32x4_t t223 = ({ int32x4_t vcc_ni = t81; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t224 = ({ int32x4_t vcc_ni = t88; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t225 = ({ int32x4_t vcc_ni = t95; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t226 = ({ int32x4_t vcc_ni = t102; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    vst1q_f32(t34, t223);
                                    vst1q_f32(t36, t224);
                                    vst1q_f32(t38, t225);
                                    vst1q_f32(t40, t226);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L235;
                                    }
                                    t113 = (int)t33;
                                    goto L236;
                                }
                                t202 = t213;
                                t203 = t214;
                                t204 = t215;
                                t205 = t216;
                                t206 = t23;
                                t207 = t219;
                                t208 = t220;
                                t209 = t221;
                                t210 = t222;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t113 = 0;
    }
L236:
    t114 = (long)n + (long)t113 * -1L;
    unsigned long t115 = (unsigned long)out;
    unsigned long t116 = (unsigned long)in;
    long t117 = (long)((unsigned long)out + (unsigned long)((long)t113 * 4L) - ((unsigned long)in + (unsigned long)((long)t113 * 4L)));
    if ((t114 >= 4L) & (((t115 + (unsigned long)((long)t113 * 4L + 4L + (t114 - 1L) * 4L)) <= (t116 + (unsigned long)((long)t113 * 4L))) | ((t116 + (unsigned long)((long)t113 * 4L + 4L + (t114 - 1L) * 4L)) <= (t115 + (unsigned long)((long)t113 * 4L))) | ((t117 <= 0L) | (t117 >= 16L)))) {
        long t118 = t114 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:101 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t119 = (long)t113 + i_vec;
            float *t120 = out + t119;
            float32x4_t in_v_4 = vld1q_f32(in + t119);
            float32x4_t t156 = vdupq_n_f32(1.0f);
            uint32x4_t t157 = vcltq_f32(in_v_4, t156);
            uint32x4_t t10 = vmvnq_u32(t157);
            int t158 = (vmaxvq_u32(t10) != 0);
            float32x4_t t160 = in_v_4;
            for (int t159 = 24; t158 ? t159 > 0 : 0; t159--, t160 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t161 = vdupq_n_f32((float)t159);
                    float32x4_t t162 = vdivq_f32(t161, t160);
                    t8 = vaddq_f32(in_v_4, t162);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t163 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t163, t160);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t164 = (vmaxvq_u32(t157) != 0);
            float32x4_t t166 = in_v_4;
            float32x4_t t167 = in_v_4;
            for (int t165 = 1; t164 ? t165 < 24 : 0; t165++, t166 = t12, t167 = t11) {
                if ((vmaxvq_u32(t157) != 0)) {
                    float32x4_t t169 = vmulq_f32(t167, in_v_4);
                    float32x4_t t170 = vdupq_n_f32((float)(2 * t165 + 1));
                    t11 = vdivq_f32(t169, t170);
                    t12 = vaddq_f32(t166, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t168 = vbslq_f32(t10, t9, t166);
            vst1q_f32(t120, t168);
            i_vec += 4L;
            if (i_vec >= t118) {
                i = (int)((long)t113 + t118);
                break;
            }
        }
    } else {
        i = t113;
    }
    for (; i < n; i++) {
        long t121 = (long)i;
        float t122 = in[t121];
        out[t121] = series(t122, 24);
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
    int t124;
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
        /* vcc: loop at regroup.c:107 vectorized: VF 2, UF 4, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            double *t29 = out + i_vec_1;
            float64x2_t y_v = vld1q_f64(y + i_vec_1);
            float64x2_t x_v = vld1q_f64(x + i_vec_1);
            long t30 = i_vec_1 + 2L;
            double *t31 = out + t30;
            float64x2_t y_v_1 = vld1q_f64(y + t30);
            float64x2_t x_v_1 = vld1q_f64(x + t30);
            long t32 = i_vec_1 + 4L;
            double *t33 = out + t32;
            float64x2_t y_v_2 = vld1q_f64(y + t32);
            float64x2_t x_v_2 = vld1q_f64(x + t32);
            long t34 = i_vec_1 + 6L;
            double *t35 = out + t34;
            float64x2_t y_v_3 = vld1q_f64(y + t34);
            float64x2_t x_v_3 = vld1q_f64(x + t34);
            float64x2_t t36 = vmulq_f64(x_v, vdupq_n_f64(4.0));
            int32x2_t t37 = vmovn_s64(vcvtq_s64_f64(t36));
            float64x2_t t38 = vcvtq_f64_s64(vmovl_s32(t37));
            float64x2_t t39 = vaddq_f64(t38, vdupq_n_f64(0.5));
            uint64x2_t t40 = vcgtq_f64(t39, y_v);
            int32x2_t t41 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t40, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t42 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t41, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t43 = vadd_s32(t41, t42);
            int32x2_t t44 = vsub_s32(t43, t41);
            int32x2_t t45 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t44);
            float64x2_t t46 = vmulq_f64(x_v_1, vdupq_n_f64(4.0));
            int32x2_t t47 = vmovn_s64(vcvtq_s64_f64(t46));
            float64x2_t t48 = vcvtq_f64_s64(vmovl_s32(t47));
            float64x2_t t49 = vaddq_f64(t48, vdupq_n_f64(0.5));
            uint64x2_t t50 = vcgtq_f64(t49, y_v_1);
            int32x2_t t51 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t50, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t52 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t51, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t53 = vadd_s32(t51, t52);
            int32x2_t t54 = vsub_s32(t53, t51);
            int32x2_t t55 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t54);
            float64x2_t t56 = vmulq_f64(x_v_2, vdupq_n_f64(4.0));
            int32x2_t t57 = vmovn_s64(vcvtq_s64_f64(t56));
            float64x2_t t58 = vcvtq_f64_s64(vmovl_s32(t57));
            float64x2_t t59 = vaddq_f64(t58, vdupq_n_f64(0.5));
            uint64x2_t t60 = vcgtq_f64(t59, y_v_2);
            int32x2_t t61 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t60, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t62 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t61, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t63 = vadd_s32(t61, t62);
            int32x2_t t64 = vsub_s32(t63, t61);
            int32x2_t t65 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t64);
            float64x2_t t66 = vmulq_f64(x_v_3, vdupq_n_f64(4.0));
            int32x2_t t67 = vmovn_s64(vcvtq_s64_f64(t66));
            float64x2_t t68 = vcvtq_f64_s64(vmovl_s32(t67));
            float64x2_t t69 = vaddq_f64(t68, vdupq_n_f64(0.5));
            uint64x2_t t70 = vcgtq_f64(t69, y_v_3);
            int32x2_t t71 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t70, vcc_v2_int), (vcc_v2_int)vdup_n_s32(1), (vcc_v2_int)vdup_n_s32(0));
            int32x2_t t72 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t71, (vcc_v2_int)vdup_n_s32(0), 2, 0);
            int32x2_t t73 = vadd_s32(t71, t72);
            int32x2_t t74 = vsub_s32(t73, t71);
            int32x2_t t75 = vsub_s32(((int32x2_t)(vcc_v2_int){0, 1}), t74);
            int t76 = vaddv_s32(t41);
            int t77 = t76 + vaddv_s32(t51);
            int t78 = t77 + vaddv_s32(t61);
            int t79 = t78 + vaddv_s32(t71);
            int32x2_t t80 = vdup_n_s32(0);
            int32x2_t t81 = vadd_s32(t80, t44);
            int32x2_t t82 = vdup_n_s32(t79);
            int32x2_t t83 = vadd_s32(t82, t45);
            int32x2_t t84 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t40, vcc_v2_int), (vcc_v2_int)t81, (vcc_v2_int)t83);
            int32x2_t t85 = vdup_n_s32(0);
            int32x2_t t86 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t85);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t84, (vcc_v2_int)t86);
            int32x2_t t87 = vdup_n_s32(t76);
            int32x2_t t88 = vadd_s32(t87, t54);
            int32x2_t t89 = vdup_n_s32(t79 + 2 - t76);
            int32x2_t t90 = vadd_s32(t89, t55);
            int32x2_t t91 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t50, vcc_v2_int), (vcc_v2_int)t88, (vcc_v2_int)t90);
            int32x2_t t92 = vdup_n_s32(2);
            int32x2_t t93 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t92);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t91, (vcc_v2_int)t93);
            int32x2_t t94 = vdup_n_s32(t77);
            int32x2_t t95 = vadd_s32(t94, t64);
            int32x2_t t96 = vdup_n_s32(t79 + 4 - t77);
            int32x2_t t97 = vadd_s32(t96, t65);
            int32x2_t t98 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t60, vcc_v2_int), (vcc_v2_int)t95, (vcc_v2_int)t97);
            int32x2_t t99 = vdup_n_s32(4);
            int32x2_t t100 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t99);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t98, (vcc_v2_int)t100);
            int32x2_t t101 = vdup_n_s32(t78);
            int32x2_t t102 = vadd_s32(t101, t74);
            int32x2_t t103 = vdup_n_s32(t79 + 6 - t78);
            int32x2_t t104 = vadd_s32(t103, t75);
            int32x2_t t105 = (int32x2_t)vcc_select(vcc_v2_int, __builtin_convertvector((vcc_m2)t70, vcc_v2_int), (vcc_v2_int)t102, (vcc_v2_int)t104);
            int32x2_t t106 = vdup_n_s32(6);
            int32x2_t t107 = vadd_s32(((int32x2_t)(vcc_v2_int){0, 1}), t106);
            vcc_scatter(vcc_regroup_perm, (vcc_v2_int)t105, (vcc_v2_int)t107);
            vst1q_f64(vcc_regroup_arg, x_v);
            vst1q_f64(vcc_regroup_arg + 2, x_v_1);
            vst1q_f64(vcc_regroup_arg + 4, x_v_2);
            vst1q_f64(vcc_regroup_arg + 6, x_v_3);
            int32x2_t t108 = vld1_s32(vcc_regroup_perm);
            float64x2_t t109 = ({ int32x2_t vcc_ni = t108; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t110 = vld1_s32(vcc_regroup_perm + 2);
            float64x2_t t111 = ({ int32x2_t vcc_ni = t110; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t112 = vld1_s32(vcc_regroup_perm + 4);
            float64x2_t t113 = ({ int32x2_t vcc_ni = t112; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t114 = vld1_s32(vcc_regroup_perm + 6);
            float64x2_t t115 = ({ int32x2_t vcc_ni = t114; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            vst1q_f64(vcc_regroup_arg_1, y_v);
            vst1q_f64(vcc_regroup_arg_1 + 2, y_v_1);
            vst1q_f64(vcc_regroup_arg_1 + 4, y_v_2);
            vst1q_f64(vcc_regroup_arg_1 + 6, y_v_3);
            int32x2_t t116 = vld1_s32(vcc_regroup_perm);
            float64x2_t t117 = ({ int32x2_t vcc_ni = t116; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t118 = vld1_s32(vcc_regroup_perm + 2);
            float64x2_t t119 = ({ int32x2_t vcc_ni = t118; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t120 = vld1_s32(vcc_regroup_perm + 4);
            float64x2_t t121 = ({ int32x2_t vcc_ni = t120; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            int32x2_t t122 = vld1_s32(vcc_regroup_perm + 6);
            float64x2_t t123 = ({ int32x2_t vcc_ni = t122; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_arg_1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t138 = vdupq_n_f64(4.0);
            float64x2_t t139 = vmulq_f64(t109, t138);
            int32x2_t t140 = vmovn_s64(vcvtq_s64_f64(t139));
            float64x2_t t141 = vcvtq_f64_s64(vmovl_s32(t140));
            float64x2_t t142 = vdupq_n_f64(0.5);
            float64x2_t t143 = vaddq_f64(t141, t142);
            uint64x2_t t144 = vcgtq_f64(t143, t117);
            uint64x2_t t145 = veorq_u64(t144, vdupq_n_u64(-1));
            float64x2_t t1 = vdupq_n_f64(0.0);
            int t146 = (vmaxvq_u32(vreinterpretq_u32_u64(t145)) != 0);
            for (int t147 = 0; t146 ? t147 < 40 : 0; t147 = t3, t1 = t4) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t145)) != 0)) {
                    float64x2_t t149 = vdupq_n_f64(0.25);
                    float64x2_t t150 = vmulq_f64(t1, t149);
                    t3 = t147 + 1;
                    float64x2_t t151 = vdupq_n_f64((double)t3);
                    float64x2_t t152 = vdivq_f64(t117, t151);
                    t4 = vsubq_f64(t150, t152);
                } else {
                    t3 = 0;
                    t4 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t2 = vdupq_n_f64(0.0);
            int t148 = (vmaxvq_u32(vreinterpretq_u32_u64(t144)) != 0);
            int t153 = 0;
            while (t148 ? t153 < 40 : 0) {
                float64x2_t t154 = vdupq_n_f64(0.5);
                float64x2_t t155 = vmulq_f64(t2, t154);
                float64x2_t t156 = vdupq_n_f64((double)t153);
                float64x2_t t157 = vmulq_f64(t109, t156);
                t2 = vaddq_f64(t155, t157);
                t153++;
            }
            float64x2_t t158 = vbslq_f64(t144, t2, t1);
            vst1q_f64(vcc_regroup_result, t158);
            float64x2_t t180 = vdupq_n_f64(4.0);
            float64x2_t t181 = vmulq_f64(t111, t180);
            int32x2_t t182 = vmovn_s64(vcvtq_s64_f64(t181));
            float64x2_t t183 = vcvtq_f64_s64(vmovl_s32(t182));
            float64x2_t t184 = vdupq_n_f64(0.5);
            float64x2_t t185 = vaddq_f64(t183, t184);
            uint64x2_t t186 = vcgtq_f64(t185, t119);
            uint64x2_t t187 = veorq_u64(t186, vdupq_n_u64(-1));
            float64x2_t t9 = vdupq_n_f64(0.0);
            int t188 = (vmaxvq_u32(vreinterpretq_u32_u64(t187)) != 0);
            for (int t189 = 0; t188 ? t189 < 40 : 0; t189 = t11, t9 = t12) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t187)) != 0)) {
                    float64x2_t t191 = vdupq_n_f64(0.25);
                    float64x2_t t192 = vmulq_f64(t9, t191);
                    t11 = t189 + 1;
                    float64x2_t t193 = vdupq_n_f64((double)t11);
                    float64x2_t t194 = vdivq_f64(t119, t193);
                    t12 = vsubq_f64(t192, t194);
                } else {
                    t11 = 0;
                    t12 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t10 = vdupq_n_f64(0.0);
            int t190 = (vmaxvq_u32(vreinterpretq_u32_u64(t186)) != 0);
            int t195 = 0;
            while (t190 ? t195 < 40 : 0) {
                float64x2_t t196 = vdupq_n_f64(0.5);
                float64x2_t t197 = vmulq_f64(t10, t196);
                float64x2_t t198 = vdupq_n_f64((double)t195);
                float64x2_t t199 = vmulq_f64(t111, t198);
                t10 = vaddq_f64(t197, t199);
                t195++;
            }
            float64x2_t t200 = vbslq_f64(t186, t10, t9);
            vst1q_f64(vcc_regroup_result + 2, t200);
            float64x2_t t201 = vdupq_n_f64(4.0);
            float64x2_t t202 = vmulq_f64(t113, t201);
            int32x2_t t203 = vmovn_s64(vcvtq_s64_f64(t202));
            float64x2_t t204 = vcvtq_f64_s64(vmovl_s32(t203));
            float64x2_t t205 = vdupq_n_f64(0.5);
            float64x2_t t206 = vaddq_f64(t204, t205);
            uint64x2_t t207 = vcgtq_f64(t206, t121);
            uint64x2_t t208 = veorq_u64(t207, vdupq_n_u64(-1));
            float64x2_t t13 = vdupq_n_f64(0.0);
            int t209 = (vmaxvq_u32(vreinterpretq_u32_u64(t208)) != 0);
            for (int t210 = 0; t209 ? t210 < 40 : 0; t210 = t15, t13 = t16) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t208)) != 0)) {
                    float64x2_t t212 = vdupq_n_f64(0.25);
                    float64x2_t t213 = vmulq_f64(t13, t212);
                    t15 = t210 + 1;
                    float64x2_t t214 = vdupq_n_f64((double)t15);
                    float64x2_t t215 = vdivq_f64(t121, t214);
                    t16 = vsubq_f64(t213, t215);
                } else {
                    t15 = 0;
                    t16 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t14 = vdupq_n_f64(0.0);
            int t211 = (vmaxvq_u32(vreinterpretq_u32_u64(t207)) != 0);
            int t216 = 0;
            while (t211 ? t216 < 40 : 0) {
                float64x2_t t217 = vdupq_n_f64(0.5);
                float64x2_t t218 = vmulq_f64(t14, t217);
                float64x2_t t219 = vdupq_n_f64((double)t216);
                float64x2_t t220 = vmulq_f64(t113, t219);
                t14 = vaddq_f64(t218, t220);
                t216++;
            }
            float64x2_t t221 = vbslq_f64(t207, t14, t13);
            vst1q_f64(vcc_regroup_result + 4, t221);
            float64x2_t t226 = vdupq_n_f64(4.0);
            float64x2_t t227 = vmulq_f64(t115, t226);
            int32x2_t t228 = vmovn_s64(vcvtq_s64_f64(t227));
            float64x2_t t229 = vcvtq_f64_s64(vmovl_s32(t228));
            float64x2_t t230 = vdupq_n_f64(0.5);
            float64x2_t t231 = vaddq_f64(t229, t230);
            uint64x2_t t232 = vcgtq_f64(t231, t123);
            uint64x2_t t233 = veorq_u64(t232, vdupq_n_u64(-1));
            float64x2_t t17 = vdupq_n_f64(0.0);
            int t234 = (vmaxvq_u32(vreinterpretq_u32_u64(t233)) != 0);
            for (int t235 = 0; t234 ? t235 < 40 : 0; t235 = t19, t17 = t20) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t233)) != 0)) {
                    float64x2_t t237 = vdupq_n_f64(0.25);
                    float64x2_t t238 = vmulq_f64(t17, t237);
                    t19 = t235 + 1;
                    float64x2_t t239 = vdupq_n_f64((double)t19);
                    float64x2_t t240 = vdivq_f64(t123, t239);
                    t20 = vsubq_f64(t238, t240);
                } else {
                    t19 = 0;
                    t20 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t18 = vdupq_n_f64(0.0);
            int t236 = (vmaxvq_u32(vreinterpretq_u32_u64(t232)) != 0);
            int t241 = 0;
            while (t236 ? t241 < 40 : 0) {
                float64x2_t t242 = vdupq_n_f64(0.5);
                float64x2_t t243 = vmulq_f64(t18, t242);
                float64x2_t t244 = vdupq_n_f64((double)t241);
                float64x2_t t245 = vmulq_f64(t115, t244);
                t18 = vaddq_f64(t243, t245);
                t241++;
            }
            float64x2_t t246 = vbslq_f64(t232, t18, t17);
            vst1q_f64(vcc_regroup_result + 6, t246);
            float64x2_t t222 = ({ int32x2_t vcc_ni = t84; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t223 = ({ int32x2_t vcc_ni = t91; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t224 = ({ int32x2_t vcc_ni = t98; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t225 = ({ int32x2_t vcc_ni = t105; const float64_t *vcc_np = (const float64_t *)(vcc_regroup_result); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            vst1q_f64(t29, t222);
            vst1q_f64(t31, t223);
            vst1q_f64(t33, t224);
            vst1q_f64(t35, t225);
            i_vec_1 += 8L;
            if (i_vec_1 >= t28) {
                t124 = (int)t28;
                break;
            }
        }
    } else {
        t124 = 0;
    }
    long t125 = (long)n + (long)t124 * -1L;
    unsigned long t126 = (unsigned long)out;
    unsigned long t127 = (unsigned long)x;
    long t128 = (long)((unsigned long)out + (unsigned long)((long)t124 * 8L) - ((unsigned long)x + (unsigned long)((long)t124 * 8L)));
    unsigned long t129 = (unsigned long)out;
    unsigned long t130 = (unsigned long)y;
    long t131 = (long)((unsigned long)out + (unsigned long)((long)t124 * 8L) - ((unsigned long)y + (unsigned long)((long)t124 * 8L)));
    if ((t125 >= 2L) & (((t126 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t127 + (unsigned long)((long)t124 * 8L))) | ((t127 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t126 + (unsigned long)((long)t124 * 8L))) | ((t128 <= 0L) | (t128 >= 16L))) & (((t129 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t130 + (unsigned long)((long)t124 * 8L))) | ((t130 + (unsigned long)((long)t124 * 8L + 8L + (t125 - 1L) * 8L)) <= (t129 + (unsigned long)((long)t124 * 8L))) | ((t131 <= 0L) | (t131 >= 16L)))) {
        long t132 = t125 & -2L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:107 vector epilogue: VF 2, UF 1, run-time checks: `out` and `x`, `out` and `y` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t133 = (long)t124 + i_vec;
            double *t134 = out + t133;
            float64x2_t y_v_4 = vld1q_f64(y + t133);
            float64x2_t x_v_4 = vld1q_f64(x + t133);
            float64x2_t t159 = vdupq_n_f64(4.0);
            float64x2_t t160 = vmulq_f64(x_v_4, t159);
            int32x2_t t161 = vmovn_s64(vcvtq_s64_f64(t160));
            float64x2_t t162 = vcvtq_f64_s64(vmovl_s32(t161));
            float64x2_t t163 = vdupq_n_f64(0.5);
            float64x2_t t164 = vaddq_f64(t162, t163);
            uint64x2_t t165 = vcgtq_f64(t164, y_v_4);
            uint64x2_t t166 = veorq_u64(t165, vdupq_n_u64(-1));
            float64x2_t t5 = vdupq_n_f64(0.0);
            int t167 = (vmaxvq_u32(vreinterpretq_u32_u64(t166)) != 0);
            for (int t168 = 0; t167 ? t168 < 40 : 0; t168 = t7, t5 = t8) {
                if ((vmaxvq_u32(vreinterpretq_u32_u64(t166)) != 0)) {
                    float64x2_t t170 = vdupq_n_f64(0.25);
                    float64x2_t t171 = vmulq_f64(t5, t170);
                    t7 = t168 + 1;
                    float64x2_t t172 = vdupq_n_f64((double)t7);
                    float64x2_t t173 = vdivq_f64(y_v_4, t172);
                    t8 = vsubq_f64(t171, t173);
                } else {
                    t7 = 0;
                    t8 = (float64x2_t)(vcc_v2_double){0};
                }
            }
            float64x2_t t6 = vdupq_n_f64(0.0);
            int t169 = (vmaxvq_u32(vreinterpretq_u32_u64(t165)) != 0);
            int t174 = 0;
            while (t169 ? t174 < 40 : 0) {
                float64x2_t t175 = vdupq_n_f64(0.5);
                float64x2_t t176 = vmulq_f64(t6, t175);
                float64x2_t t177 = vdupq_n_f64((double)t174);
                float64x2_t t178 = vmulq_f64(x_v_4, t177);
                t6 = vaddq_f64(t176, t178);
                t174++;
            }
            float64x2_t t179 = vbslq_f64(t165, t6, t5);
            vst1q_f64(t134, t179);
            i_vec += 2L;
            if (i_vec >= t132) {
                i = (int)((long)t124 + t132);
                break;
            }
        }
    } else {
        i = t124;
    }
    for (; i < n; i++) {
        long t135 = (long)i;
        double t136 = y[t135];
        double t137 = x[t135];
        out[t135] = blend2(t137, t136);
    }
}

void run_mix(unsigned *out, const int *a, const int *b, int n) {
    int vcc_regroup_perm[64];
    int vcc_regroup_arg[64];
    int vcc_regroup_arg_1[64];
    unsigned int vcc_regroup_result[64];
    int t123;
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
        /* vcc: loop at regroup.c:113 vectorized: VF 4, UF 4, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            unsigned int *t21 = out + i_vec_1;
            int32x4_t b_v = vld1q_s32(b + i_vec_1);
            int32x4_t t22 = vaddq_s32(b_v, i_v_2);
            int32x4_t a_v = vld1q_s32(a + i_vec_1);
            long t23 = i_vec_1 + 4L;
            uint32x4_t t24 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t24);
            unsigned int *t25 = out + t23;
            int32x4_t b_v_1 = vld1q_s32(b + t23);
            int32x4_t t26 = vaddq_s32(b_v_1, i_v_3);
            int32x4_t a_v_1 = vld1q_s32(a + t23);
            long t27 = i_vec_1 + 8L;
            uint32x4_t t28 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t28);
            unsigned int *t29 = out + t27;
            int32x4_t b_v_2 = vld1q_s32(b + t27);
            int32x4_t t30 = vaddq_s32(b_v_2, i_v_4);
            int32x4_t a_v_2 = vld1q_s32(a + t27);
            long t31 = i_vec_1 + 12L;
            uint32x4_t t32 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t32);
            unsigned int *t33 = out + t31;
            int32x4_t b_v_3 = vld1q_s32(b + t31);
            int32x4_t t34 = vaddq_s32(b_v_3, i_v_5);
            int32x4_t a_v_3 = vld1q_s32(a + t31);
            int32x4_t t35 = veorq_s32(a_v, t22);
            int32x4_t t36 = vandq_s32(t35, vdupq_n_s32(1));
            uint32x4_t t37 = vmvnq_u32(vceqq_s32(t36, vdupq_n_s32(0)));
            int32x4_t t38 = vbslq_s32(t37, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t39 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t38, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t40 = vaddq_s32(t38, t39);
            int32x4_t t41 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t40, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t42 = vaddq_s32(t40, t41);
            int32x4_t t43 = vsubq_s32(t42, t38);
            int32x4_t t44 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t43);
            int32x4_t t45 = veorq_s32(a_v_1, t26);
            int32x4_t t46 = vandq_s32(t45, vdupq_n_s32(1));
            uint32x4_t t47 = vmvnq_u32(vceqq_s32(t46, vdupq_n_s32(0)));
            int32x4_t t48 = vbslq_s32(t47, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t49 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t48, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t50 = vaddq_s32(t48, t49);
            int32x4_t t51 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t50, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t52 = vaddq_s32(t50, t51);
            int32x4_t t53 = vsubq_s32(t52, t48);
            int32x4_t t54 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t53);
            int32x4_t t55 = veorq_s32(a_v_2, t30);
            int32x4_t t56 = vandq_s32(t55, vdupq_n_s32(1));
            uint32x4_t t57 = vmvnq_u32(vceqq_s32(t56, vdupq_n_s32(0)));
            int32x4_t t58 = vbslq_s32(t57, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t59 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t58, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t60 = vaddq_s32(t58, t59);
            int32x4_t t61 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t60, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t62 = vaddq_s32(t60, t61);
            int32x4_t t63 = vsubq_s32(t62, t58);
            int32x4_t t64 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t63);
            int32x4_t t65 = veorq_s32(a_v_3, t34);
            int32x4_t t66 = vandq_s32(t65, vdupq_n_s32(1));
            uint32x4_t t67 = vmvnq_u32(vceqq_s32(t66, vdupq_n_s32(0)));
            int32x4_t t68 = vbslq_s32(t67, vdupq_n_s32(0), vdupq_n_s32(1));
            int32x4_t t69 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t68, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t70 = vaddq_s32(t68, t69);
            int32x4_t t71 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t70, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t72 = vaddq_s32(t70, t71);
            int32x4_t t73 = vsubq_s32(t72, t68);
            int32x4_t t74 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t73);
            int t75 = vaddvq_s32(t38);
            int t76 = t75 + vaddvq_s32(t48);
            int t77 = t76 + vaddvq_s32(t58);
            int t78 = t77 + vaddvq_s32(t68);
            int32x4_t t79 = vdupq_n_s32(0);
            int32x4_t t80 = vaddq_s32(t79, t43);
            int32x4_t t81 = vdupq_n_s32(t78);
            int32x4_t t82 = vaddq_s32(t81, t44);
            int32x4_t t83 = vbslq_s32(t37, t82, t80);
            int32x4_t t84 = vdupq_n_s32(0);
            int32x4_t t85 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t84);
            do { int32x4_t vcc_ni = t83; int32x4_t vcc_nv = t85; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t86 = vdupq_n_s32(t75);
            int32x4_t t87 = vaddq_s32(t86, t53);
            int32x4_t t88 = vdupq_n_s32(t78 + 4 - t75);
            int32x4_t t89 = vaddq_s32(t88, t54);
            int32x4_t t90 = vbslq_s32(t47, t89, t87);
            int32x4_t t91 = vdupq_n_s32(4);
            int32x4_t t92 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t91);
            do { int32x4_t vcc_ni = t90; int32x4_t vcc_nv = t92; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t93 = vdupq_n_s32(t76);
            int32x4_t t94 = vaddq_s32(t93, t63);
            int32x4_t t95 = vdupq_n_s32(t78 + 8 - t76);
            int32x4_t t96 = vaddq_s32(t95, t64);
            int32x4_t t97 = vbslq_s32(t57, t96, t94);
            int32x4_t t98 = vdupq_n_s32(8);
            int32x4_t t99 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t98);
            do { int32x4_t vcc_ni = t97; int32x4_t vcc_nv = t99; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t100 = vdupq_n_s32(t77);
            int32x4_t t101 = vaddq_s32(t100, t73);
            int32x4_t t102 = vdupq_n_s32(t78 + 12 - t77);
            int32x4_t t103 = vaddq_s32(t102, t74);
            int32x4_t t104 = vbslq_s32(t67, t103, t101);
            int32x4_t t105 = vdupq_n_s32(12);
            int32x4_t t106 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t105);
            do { int32x4_t vcc_ni = t104; int32x4_t vcc_nv = t106; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_s32(vcc_regroup_arg, a_v);
            vst1q_s32(vcc_regroup_arg + 4, a_v_1);
            vst1q_s32(vcc_regroup_arg + 8, a_v_2);
            vst1q_s32(vcc_regroup_arg + 12, a_v_3);
            int32x4_t t107 = vld1q_s32(vcc_regroup_perm);
            int32x4_t t108 = ({ int32x4_t vcc_ni = t107; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t109 = vld1q_s32(vcc_regroup_perm + 4);
            int32x4_t t110 = ({ int32x4_t vcc_ni = t109; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t111 = vld1q_s32(vcc_regroup_perm + 8);
            int32x4_t t112 = ({ int32x4_t vcc_ni = t111; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t113 = vld1q_s32(vcc_regroup_perm + 12);
            int32x4_t t114 = ({ int32x4_t vcc_ni = t113; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_s32(vcc_regroup_arg_1, t22);
            vst1q_s32(vcc_regroup_arg_1 + 4, t26);
            vst1q_s32(vcc_regroup_arg_1 + 8, t30);
            vst1q_s32(vcc_regroup_arg_1 + 12, t34);
            int32x4_t t115 = vld1q_s32(vcc_regroup_perm);
            int32x4_t t116 = ({ int32x4_t vcc_ni = t115; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t117 = vld1q_s32(vcc_regroup_perm + 4);
            int32x4_t t118 = ({ int32x4_t vcc_ni = t117; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t119 = vld1q_s32(vcc_regroup_perm + 8);
            int32x4_t t120 = ({ int32x4_t vcc_ni = t119; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t121 = vld1q_s32(vcc_regroup_perm + 12);
            int32x4_t t122 = ({ int32x4_t vcc_ni = t121; const int32_t *vcc_np = (const int32_t *)(vcc_regroup_arg_1); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t2 = vreinterpretq_u32_s32(t108);
            int32x4_t t140 = veorq_s32(t108, t116);
            int32x4_t t141 = vdupq_n_s32(1);
            int32x4_t t142 = vandq_s32(t140, t141);
            uint32x4_t t143 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t142 != (vcc_v4_int){0});
            uint32x4_t t144 = vmvnq_u32(t143);
            int t145 = (vmaxvq_u32(t143) != 0);
            int t146 = 0;
            uint32x4_t t1 = t2;
            while (t145 ? t146 < 12 : 0) {
                int32x4_t t147 = vdupq_n_s32(t146);
                uint32x4_t t148 = vreinterpretq_u32_s32(t116);
                uint32x4_t t149 = vreinterpretq_u32_s32(t147);
                uint32x4_t t150 = vaddq_u32(t148, t149);
                int32x4_t t151 = vreinterpretq_s32_u32(t150);
                uint32x4_t t152 = vreinterpretq_u32_s32(t151);
                uint32x4_t t153 = veorq_u32(t1, t152);
                uint32x4_t t154 = vdupq_n_u32(17U);
                t1 = vmulq_u32(t153, t154);
                t146++;
            }
            int t155 = (vmaxvq_u32(t144) != 0);
            int t156 = 0;
            while (t155 ? t156 < 12 : 0) {
                uint32x4_t t157 = vdupq_n_u32(31U);
                uint32x4_t t158 = vmulq_u32(t2, t157);
                int32x4_t t159 = vdupq_n_s32(t156 & 7);
                int32x4_t t160 = vshlq_s32(t116, vnegq_s32(t159));
                uint32x4_t t161 = vreinterpretq_u32_s32(t160);
                t2 = vaddq_u32(t158, t161);
                t156++;
            }
            uint32x4_t t162 = vbslq_u32(t143, t1, t2);
            vst1q_u32(vcc_regroup_result, t162);
            uint32x4_t t6 = vreinterpretq_u32_s32(t110);
            int32x4_t t186 = veorq_s32(t110, t118);
            int32x4_t t187 = vdupq_n_s32(1);
            int32x4_t t188 = vandq_s32(t186, t187);
            uint32x4_t t189 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t188 != (vcc_v4_int){0});
            uint32x4_t t190 = vmvnq_u32(t189);
            int t191 = (vmaxvq_u32(t189) != 0);
            int t192 = 0;
            uint32x4_t t5 = t6;
            while (t191 ? t192 < 12 : 0) {
                int32x4_t t193 = vdupq_n_s32(t192);
                uint32x4_t t194 = vreinterpretq_u32_s32(t118);
                uint32x4_t t195 = vreinterpretq_u32_s32(t193);
                uint32x4_t t196 = vaddq_u32(t194, t195);
                int32x4_t t197 = vreinterpretq_s32_u32(t196);
                uint32x4_t t198 = vreinterpretq_u32_s32(t197);
                uint32x4_t t199 = veorq_u32(t5, t198);
                uint32x4_t t200 = vdupq_n_u32(17U);
                t5 = vmulq_u32(t199, t200);
                t192++;
            }
            int t201 = (vmaxvq_u32(t190) != 0);
            int t202 = 0;
            while (t201 ? t202 < 12 : 0) {
                uint32x4_t t203 = vdupq_n_u32(31U);
                uint32x4_t t204 = vmulq_u32(t6, t203);
                int32x4_t t205 = vdupq_n_s32(t202 & 7);
                int32x4_t t206 = vshlq_s32(t118, vnegq_s32(t205));
                uint32x4_t t207 = vreinterpretq_u32_s32(t206);
                t6 = vaddq_u32(t204, t207);
                t202++;
            }
            uint32x4_t t208 = vbslq_u32(t189, t5, t6);
            vst1q_u32(vcc_regroup_result + 4, t208);
            uint32x4_t t8 = vreinterpretq_u32_s32(t112);
            int32x4_t t209 = veorq_s32(t112, t120);
            int32x4_t t210 = vdupq_n_s32(1);
            int32x4_t t211 = vandq_s32(t209, t210);
            uint32x4_t t212 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t211 != (vcc_v4_int){0});
            uint32x4_t t213 = vmvnq_u32(t212);
            int t214 = (vmaxvq_u32(t212) != 0);
            int t215 = 0;
            uint32x4_t t7 = t8;
            while (t214 ? t215 < 12 : 0) {
                int32x4_t t216 = vdupq_n_s32(t215);
                uint32x4_t t217 = vreinterpretq_u32_s32(t120);
                uint32x4_t t218 = vreinterpretq_u32_s32(t216);
                uint32x4_t t219 = vaddq_u32(t217, t218);
                int32x4_t t220 = vreinterpretq_s32_u32(t219);
                uint32x4_t t221 = vreinterpretq_u32_s32(t220);
                uint32x4_t t222 = veorq_u32(t7, t221);
                uint32x4_t t223 = vdupq_n_u32(17U);
                t7 = vmulq_u32(t222, t223);
                t215++;
            }
            int t224 = (vmaxvq_u32(t213) != 0);
            int t225 = 0;
            while (t224 ? t225 < 12 : 0) {
                uint32x4_t t226 = vdupq_n_u32(31U);
                uint32x4_t t227 = vmulq_u32(t8, t226);
                int32x4_t t228 = vdupq_n_s32(t225 & 7);
                int32x4_t t229 = vshlq_s32(t120, vnegq_s32(t228));
                uint32x4_t t230 = vreinterpretq_u32_s32(t229);
                t8 = vaddq_u32(t227, t230);
                t225++;
            }
            uint32x4_t t231 = vbslq_u32(t212, t7, t8);
            vst1q_u32(vcc_regroup_result + 8, t231);
            uint32x4_t t10 = vreinterpretq_u32_s32(t114);
            int32x4_t t236 = veorq_s32(t114, t122);
            int32x4_t t237 = vdupq_n_s32(1);
            int32x4_t t238 = vandq_s32(t236, t237);
            uint32x4_t t239 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t238 != (vcc_v4_int){0});
            uint32x4_t t240 = vmvnq_u32(t239);
            int t241 = (vmaxvq_u32(t239) != 0);
            int t242 = 0;
            uint32x4_t t9 = t10;
            while (t241 ? t242 < 12 : 0) {
                int32x4_t t243 = vdupq_n_s32(t242);
                uint32x4_t t244 = vreinterpretq_u32_s32(t122);
                uint32x4_t t245 = vreinterpretq_u32_s32(t243);
                uint32x4_t t246 = vaddq_u32(t244, t245);
                int32x4_t t247 = vreinterpretq_s32_u32(t246);
                uint32x4_t t248 = vreinterpretq_u32_s32(t247);
                uint32x4_t t249 = veorq_u32(t9, t248);
                uint32x4_t t250 = vdupq_n_u32(17U);
                t9 = vmulq_u32(t249, t250);
                t242++;
            }
            int t251 = (vmaxvq_u32(t240) != 0);
            int t252 = 0;
            while (t251 ? t252 < 12 : 0) {
                uint32x4_t t253 = vdupq_n_u32(31U);
                uint32x4_t t254 = vmulq_u32(t10, t253);
                int32x4_t t255 = vdupq_n_s32(t252 & 7);
                int32x4_t t256 = vshlq_s32(t122, vnegq_s32(t255));
                uint32x4_t t257 = vreinterpretq_u32_s32(t256);
                t10 = vaddq_u32(t254, t257);
                t252++;
            }
            uint32x4_t t258 = vbslq_u32(t239, t9, t10);
            vst1q_u32(vcc_regroup_result + 12, t258);
            uint32x4_t t232 = ({ int32x4_t vcc_ni = t83; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t233 = ({ int32x4_t vcc_ni = t90; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t234 = ({ int32x4_t vcc_ni = t97; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            uint32x4_t t235 = ({ int32x4_t vcc_ni = t104; const uint32_t *vcc_np = (const uint32_t *)(vcc_regroup_result); uint32x4_t vcc_nr = vdupq_n_u32(0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_u32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_u32(t21, t232);
            vst1q_u32(t25, t233);
            vst1q_u32(t29, t234);
            vst1q_u32(t33, t235);
            i_vec_1 += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
            if (i_vec_1 >= t18) {
                t123 = (int)t18;
                break;
            }
        }
    } else {
        t123 = 0;
    }
    long t124 = (long)n + (long)t123 * -1L;
    unsigned long t125 = (unsigned long)out;
    unsigned long t126 = (unsigned long)a;
    long t127 = (long)((unsigned long)out + (unsigned long)((long)t123 * 4L) - ((unsigned long)a + (unsigned long)((long)t123 * 4L)));
    unsigned long t128 = (unsigned long)out;
    unsigned long t129 = (unsigned long)b;
    long t130 = (long)((unsigned long)out + (unsigned long)((long)t123 * 4L) - ((unsigned long)b + (unsigned long)((long)t123 * 4L)));
    if ((t124 >= 4L) & (((t125 + (unsigned long)((long)t123 * 4L + 4L + (t124 - 1L) * 4L)) <= (t126 + (unsigned long)((long)t123 * 4L))) | ((t126 + (unsigned long)((long)t123 * 4L + 4L + (t124 - 1L) * 4L)) <= (t125 + (unsigned long)((long)t123 * 4L))) | ((t127 <= 0L) | (t127 >= 16L))) & (((t128 + (unsigned long)((long)t123 * 4L + 4L + (t124 - 1L) * 4L)) <= (t129 + (unsigned long)((long)t123 * 4L))) | ((t129 + (unsigned long)((long)t123 * 4L + 4L + (t124 - 1L) * 4L)) <= (t128 + (unsigned long)((long)t123 * 4L))) | ((t130 <= 0L) | (t130 >= 16L)))) {
        long t131 = t124 & -4L;
        int32x4_t t132 = vdupq_n_s32(t123);
        uint32x4_t t133 = vreinterpretq_u32_s32(t132);
        uint32x4_t i_v_1 = vaddq_u32(t133, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at regroup.c:113 vector epilogue: VF 4, UF 1, run-time checks: `out` and `a`, `out` and `b` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t134 = (long)t123 + i_vec;
            int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
            unsigned int *t135 = out + t134;
            int32x4_t b_v_4 = vld1q_s32(b + t134);
            int32x4_t t136 = vaddq_s32(b_v_4, i_v_6);
            int32x4_t a_v_4 = vld1q_s32(a + t134);
            uint32x4_t t4 = vreinterpretq_u32_s32(a_v_4);
            int32x4_t t163 = veorq_s32(a_v_4, t136);
            int32x4_t t164 = vdupq_n_s32(1);
            int32x4_t t165 = vandq_s32(t163, t164);
            uint32x4_t t166 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t165 != (vcc_v4_int){0});
            uint32x4_t t167 = vmvnq_u32(t166);
            int t168 = (vmaxvq_u32(t166) != 0);
            int t169 = 0;
            uint32x4_t t3 = t4;
            while (t168 ? t169 < 12 : 0) {
                int32x4_t t170 = vdupq_n_s32(t169);
                uint32x4_t t171 = vreinterpretq_u32_s32(t136);
                uint32x4_t t172 = vreinterpretq_u32_s32(t170);
                uint32x4_t t173 = vaddq_u32(t171, t172);
                int32x4_t t174 = vreinterpretq_s32_u32(t173);
                uint32x4_t t175 = vreinterpretq_u32_s32(t174);
                uint32x4_t t176 = veorq_u32(t3, t175);
                uint32x4_t t177 = vdupq_n_u32(17U);
                t3 = vmulq_u32(t176, t177);
                t169++;
            }
            int t178 = (vmaxvq_u32(t167) != 0);
            int t179 = 0;
            while (t178 ? t179 < 12 : 0) {
                uint32x4_t t180 = vdupq_n_u32(31U);
                uint32x4_t t181 = vmulq_u32(t4, t180);
                int32x4_t t182 = vdupq_n_s32(t179 & 7);
                int32x4_t t183 = vshlq_s32(t136, vnegq_s32(t182));
                uint32x4_t t184 = vreinterpretq_u32_s32(t183);
                t4 = vaddq_u32(t181, t184);
                t179++;
            }
            uint32x4_t t185 = vbslq_u32(t166, t3, t4);
            vst1q_u32(t135, t185);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t131) {
                i = (int)((long)t123 + t131);
                break;
            }
        }
    } else {
        i = t123;
    }
    for (; i < n; i++) {
        long t137 = (long)i;
        int t138 = b[t137];
        int t139 = a[t137];
        out[t137] = mix(t139, t138 + i, 12);
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
    long t33;
    int t117;
    long t118;
    int i;
    int t151;
    float32x4_t t152;
    float32x4_t t153;
    int t154;
    int t157;
    float32x4_t t158;
    int t159;
    float32x4_t t160;
    int t193;
    float32x4_t t194;
    float32x4_t t195;
    int t196;
    int t199;
    float32x4_t t200;
    int t201;
    float32x4_t t202;
    int t219;
    float32x4_t t220;
    float32x4_t t221;
    int t222;
    int t225;
    float32x4_t t226;
    int t227;
    float32x4_t t228;
    t29 = (long)n;
    t30 = (unsigned long)out;
    t31 = (unsigned long)in;
    t32 = (long)((unsigned long)out - (unsigned long)in);
    if ((t29 >= 16L) & (((t30 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t31) | ((t31 + (unsigned long)(4L + (t29 - 1L) * 4L)) <= t30) | ((t32 <= 0L) | (t32 >= 64L)))) {
        t33 = t29 & -16L;
        i_vec_1 = 0L;
    L245:
        /* vcc: loop at regroup.c:119 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t34 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            float32x4_t t35 = vmulq_f32(in_v, vdupq_n_f32(0.5f));
            long t36 = i_vec_1 + 4L;
            float *t37 = out + t36;
            float32x4_t in_v_1 = vld1q_f32(in + t36);
            float32x4_t t38 = vmulq_f32(in_v_1, vdupq_n_f32(0.5f));
            long t39 = i_vec_1 + 8L;
            float *t40 = out + t39;
            float32x4_t in_v_2 = vld1q_f32(in + t39);
            float32x4_t t41 = vmulq_f32(in_v_2, vdupq_n_f32(0.5f));
            long t42 = i_vec_1 + 12L;
            float *t43 = out + t42;
            float32x4_t in_v_3 = vld1q_f32(in + t42);
            float32x4_t t44 = vmulq_f32(in_v_3, vdupq_n_f32(0.5f));
            uint32x4_t t45 = vcltq_f32(t35, vdupq_n_f32(1.0f));
            int32x4_t t46 = vbslq_s32(t45, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t47 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t46, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t48 = vaddq_s32(t46, t47);
            int32x4_t t49 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t48, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t50 = vaddq_s32(t48, t49);
            int32x4_t t51 = vsubq_s32(t50, t46);
            int32x4_t t52 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t51);
            uint32x4_t t53 = vcltq_f32(t38, vdupq_n_f32(1.0f));
            int32x4_t t54 = vbslq_s32(t53, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t55 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t54, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t56 = vaddq_s32(t54, t55);
            int32x4_t t57 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t56, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t58 = vaddq_s32(t56, t57);
            int32x4_t t59 = vsubq_s32(t58, t54);
            int32x4_t t60 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t59);
            uint32x4_t t61 = vcltq_f32(t41, vdupq_n_f32(1.0f));
            int32x4_t t62 = vbslq_s32(t61, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t63 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t62, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t64 = vaddq_s32(t62, t63);
            int32x4_t t65 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t64, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t66 = vaddq_s32(t64, t65);
            int32x4_t t67 = vsubq_s32(t66, t62);
            int32x4_t t68 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t67);
            uint32x4_t t69 = vcltq_f32(t44, vdupq_n_f32(1.0f));
            int32x4_t t70 = vbslq_s32(t69, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t71 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t70, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t72 = vaddq_s32(t70, t71);
            int32x4_t t73 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t72, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t74 = vaddq_s32(t72, t73);
            int32x4_t t75 = vsubq_s32(t74, t70);
            int32x4_t t76 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t75);
            int t77 = vaddvq_s32(t46);
            int t78 = t77 + vaddvq_s32(t54);
            int t79 = t78 + vaddvq_s32(t62);
            int t80 = t79 + vaddvq_s32(t70);
            int32x4_t t81 = vdupq_n_s32(0);
            int32x4_t t82 = vaddq_s32(t81, t51);
            int32x4_t t83 = vdupq_n_s32(t80);
            int32x4_t t84 = vaddq_s32(t83, t52);
            int32x4_t t85 = vbslq_s32(t45, t82, t84);
            int32x4_t t86 = vdupq_n_s32(0);
            int32x4_t t87 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t86);
            do { int32x4_t vcc_ni = t85; int32x4_t vcc_nv = t87; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t88 = vdupq_n_s32(t77);
            int32x4_t t89 = vaddq_s32(t88, t59);
            int32x4_t t90 = vdupq_n_s32(t80 + 4 - t77);
            int32x4_t t91 = vaddq_s32(t90, t60);
            int32x4_t t92 = vbslq_s32(t53, t89, t91);
            int32x4_t t93 = vdupq_n_s32(4);
            int32x4_t t94 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t93);
            do { int32x4_t vcc_ni = t92; int32x4_t vcc_nv = t94; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t95 = vdupq_n_s32(t78);
            int32x4_t t96 = vaddq_s32(t95, t67);
            int32x4_t t97 = vdupq_n_s32(t80 + 8 - t78);
            int32x4_t t98 = vaddq_s32(t97, t68);
            int32x4_t t99 = vbslq_s32(t61, t96, t98);
            int32x4_t t100 = vdupq_n_s32(8);
            int32x4_t t101 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t100);
            do { int32x4_t vcc_ni = t99; int32x4_t vcc_nv = t101; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t102 = vdupq_n_s32(t79);
            int32x4_t t103 = vaddq_s32(t102, t75);
            int32x4_t t104 = vdupq_n_s32(t80 + 12 - t79);
            int32x4_t t105 = vaddq_s32(t104, t76);
            int32x4_t t106 = vbslq_s32(t69, t103, t105);
            int32x4_t t107 = vdupq_n_s32(12);
            int32x4_t t108 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t107);
            do { int32x4_t vcc_ni = t106; int32x4_t vcc_nv = t108; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_f32(vcc_regroup_arg, t35);
            vst1q_f32(vcc_regroup_arg + 4, t38);
            vst1q_f32(vcc_regroup_arg + 8, t41);
            vst1q_f32(vcc_regroup_arg + 12, t44);
            int32x4_t t109 = vld1q_s32(vcc_regroup_perm);
            float32x4_t t110 = ({ int32x4_t vcc_ni = t109; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t111 = vld1q_s32(vcc_regroup_perm + 4);
            float32x4_t t112 = ({ int32x4_t vcc_ni = t111; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t113 = vld1q_s32(vcc_regroup_perm + 8);
            float32x4_t t114 = ({ int32x4_t vcc_ni = t113; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t115 = vld1q_s32(vcc_regroup_perm + 12);
            float32x4_t t116 = ({ int32x4_t vcc_ni = t115; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t128 = vdupq_n_f32(1.0f);
            uint32x4_t t129 = vcltq_f32(t110, t128);
            uint32x4_t t3 = vmvnq_u32(t129);
            int t130 = (vmaxvq_u32(t3) != 0);
            float32x4_t t132 = t110;
            for (int t131 = 9; t130 ? t131 > 0 : 0; t131--, t132 = t1) {
                if ((vmaxvq_u32(t3) != 0)) {
                    float32x4_t t133 = vdupq_n_f32((float)t131);
                    float32x4_t t134 = vdivq_f32(t133, t132);
                    t1 = vaddq_f32(t110, t134);
                } else {
                    t1 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t3) != 0)) {
                float32x4_t t135 = vdupq_n_f32(1.0f);
                t2 = vdivq_f32(t135, t132);
            } else {
                t2 = (float32x4_t)(vcc_v4_float){0};
                t3 = (uint32x4_t)(vcc_m4){0};
            }
            int t136 = (vmaxvq_u32(t129) != 0);
            float32x4_t t137 = vdupq_n_f32(1.0f);
            uint32x4_t t138 = vcltq_f32(t112, t137);
            uint32x4_t t14 = vmvnq_u32(t138);
            int t139 = (vmaxvq_u32(t14) != 0);
            int t140 = 1;
            float32x4_t t141 = t110;
            float32x4_t t142 = t110;
            int t143 = 1;
            float32x4_t t144 = (float32x4_t)(vcc_v4_float){0};
            int t145 = 9;
            float32x4_t t146 = t112;
            int t147 = 1;
            float32x4_t t148 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t143) {
                    if (t136 ? t140 < 9 : 0) {
                        if ((vmaxvq_u32(t129) != 0)) {
                            float32x4_t t149 = vmulq_f32(t142, t110);
                            float32x4_t t150 = vdupq_n_f32((float)(2 * t140 + 1));
                            t4 = vdivq_f32(t149, t150);
                            t5 = vaddq_f32(t141, t4);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                            t5 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t151 = t140 + 1;
                        t152 = t5;
                        t153 = t4;
                        t154 = 1;
                        t6 = t144;
                    } else {
                        t6 = vbslq_f32(t3, t2, t141);
                        t151 = t140;
                        t152 = t141;
                        t153 = t142;
                        t154 = 0;
                    }
                } else {
                    t151 = t140;
                    t152 = t141;
                    t153 = t142;
                    t154 = 0;
                    t6 = t144;
                }
                if (t147) {
                    if (t139 ? t145 > 0 : 0) {
                        if ((vmaxvq_u32(t14) != 0)) {
                            float32x4_t t155 = vdupq_n_f32((float)t145);
                            float32x4_t t156 = vdivq_f32(t155, t146);
                            t7 = vaddq_f32(t112, t156);
                        } else {
                            t7 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t157 = t145 - 1;
                        t158 = t7;
                        t159 = 1;
                        t160 = t148;
                    } else {
                        t157 = t145;
                        t158 = t146;
                        t159 = 0;
                        t160 = t146;
                    }
                } else {
                    t157 = t145;
                    t158 = t146;
                    t159 = 0;
                    t160 = t148;
                }
                if (t154 | t159) {
                    t140 = t151;
                    t141 = t152;
                    t142 = t153;
                    t143 = t154;
                    t144 = t6;
                    t145 = t157;
                    t146 = t158;
                    t147 = t159;
                    t148 = t160;
                } else {
                    vst1q_f32(vcc_regroup_result, t6);
                    if ((vmaxvq_u32(t14) != 0)) {
                        float32x4_t t177 = vdupq_n_f32(1.0f);
                        t13 = vdivq_f32(t177, t160);
                    } else {
                        t13 = (float32x4_t)(vcc_v4_float){0};
                        t14 = (uint32x4_t)(vcc_m4){0};
                    }
                    int t178 = (vmaxvq_u32(t138) != 0);
                    float32x4_t t179 = vdupq_n_f32(1.0f);
                    uint32x4_t t180 = vcltq_f32(t114, t179);
                    uint32x4_t t20 = vmvnq_u32(t180);
                    int t181 = (vmaxvq_u32(t20) != 0);
                    int t182 = 1;
                    float32x4_t t183 = t112;
                    float32x4_t t184 = t112;
                    int t185 = 1;
                    float32x4_t t186 = (float32x4_t)(vcc_v4_float){0};
                    int t187 = 9;
                    float32x4_t t188 = t114;
                    int t189 = 1;
                    float32x4_t t190 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t185) {
                            if (t178 ? t182 < 9 : 0) {
                                if ((vmaxvq_u32(t138) != 0)) {
                                    float32x4_t t191 = vmulq_f32(t184, t112);
                                    float32x4_t t192 = vdupq_n_f32((float)(2 * t182 + 1));
                                    t15 = vdivq_f32(t191, t192);
                                    t16 = vaddq_f32(t183, t15);
                                } else {
                                    t15 = (float32x4_t)(vcc_v4_float){0};
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t193 = t182 + 1;
                                t194 = t16;
                                t195 = t15;
                                t196 = 1;
                                t17 = t186;
                            } else {
                                t17 = vbslq_f32(t14, t13, t183);
                                t193 = t182;
                                t194 = t183;
                                t195 = t184;
                                t196 = 0;
                            }
                        } else {
                            t193 = t182;
                            t194 = t183;
                            t195 = t184;
                            t196 = 0;
                            t17 = t186;
                        }
                        if (t189) {
                            if (t181 ? t187 > 0 : 0) {
                                if ((vmaxvq_u32(t20) != 0)) {
                                    float32x4_t t197 = vdupq_n_f32((float)t187);
                                    float32x4_t t198 = vdivq_f32(t197, t188);
                                    t18 = vaddq_f32(t114, t198);
                                } else {
                                    t18 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t199 = t187 - 1;
                                t200 = t18;
                                t201 = 1;
                                t202 = t190;
                            } else {
                                t199 = t187;
                                t200 = t188;
                                t201 = 0;
                                t202 = t188;
                            }
                        } else {
                            t199 = t187;
                            t200 = t188;
                            t201 = 0;
                            t202 = t190;
                        }
                        if (t196 | t201) {
                            t182 = t193;
                            t183 = t194;
                            t184 = t195;
                            t185 = t196;
                            t186 = t17;
                            t187 = t199;
                            t188 = t200;
                            t189 = t201;
                            t190 = t202;
                        } else {
                            vst1q_f32(vcc_regroup_result + 4, t17);
                            if ((vmaxvq_u32(t20) != 0)) {
                                float32x4_t t203 = vdupq_n_f32(1.0f);
                                t19 = vdivq_f32(t203, t202);
                            } else {
                                t19 = (float32x4_t)(vcc_v4_float){0};
                                t20 = (uint32x4_t)(vcc_m4){0};
                            }
                            int t204 = (vmaxvq_u32(t180) != 0);
                            float32x4_t t205 = vdupq_n_f32(1.0f);
                            uint32x4_t t206 = vcltq_f32(t116, t205);
                            uint32x4_t t26 = vmvnq_u32(t206);
                            int t207 = (vmaxvq_u32(t26) != 0);
                            int t208 = 1;
                            float32x4_t t209 = t114;
                            float32x4_t t210 = t114;
                            int t211 = 1;
                            float32x4_t t212 = (float32x4_t)(vcc_v4_float){0};
                            int t213 = 9;
                            float32x4_t t214 = t116;
                            int t215 = 1;
                            float32x4_t t216 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t211) {
                                    if (t204 ? t208 < 9 : 0) {
                                        if ((vmaxvq_u32(t180) != 0)) {
                                            float32x4_t t217 = vmulq_f32(t210, t114);
                                            float32x4_t t218 = vdupq_n_f32((float)(2 * t208 + 1));
                                            t21 = vdivq_f32(t217, t218);
                                            t22 = vaddq_f32(t209, t21);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                            t22 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t219 = t208 + 1;
                                        t220 = t22;
                                        t221 = t21;
                                        t222 = 1;
                                        t23 = t212;
                                    } else {
                                        t23 = vbslq_f32(t20, t19, t209);
                                        t219 = t208;
                                        t220 = t209;
                                        t221 = t210;
                                        t222 = 0;
                                    }
                                } else {
                                    t219 = t208;
                                    t220 = t209;
                                    t221 = t210;
                                    t222 = 0;
                                    t23 = t212;
                                }
                                if (t215) {
                                    if (t207 ? t213 > 0 : 0) {
                                        if ((vmaxvq_u32(t26) != 0)) {
                                            float32x4_t t223 = vdupq_n_f32((float)t213);
                                            float32x4_t t224 = vdivq_f32(t223, t214);
                                            t24 = vaddq_f32(t116, t224);
                                        } else {
                                            t24 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t225 = t213 - 1;
                                        t226 = t24;
                                        t227 = 1;
                                        t228 = t216;
                                    } else {
                                        t225 = t213;
                                        t226 = t214;
                                        t227 = 0;
                                        t228 = t214;
                                    }
                                } else {
                                    t225 = t213;
                                    t226 = t214;
                                    t227 = 0;
                                    t228 = t216;
                                }
                                if (!(t222 | t227)) {
                                    vst1q_f32(vcc_regroup_result + 8, t23);
                                    if ((vmaxvq_u32(t26) != 0)) {
                                        float32x4_t t237 = vdupq_n_f32(1.0f);
                                        t25 = vdivq_f32(t237, t228);
                                    } else {
                                        t25 = (float32x4_t)(vcc_v4_float){0};
                                        t26 = (uint32x4_t)(vcc_m4){0};
                                    }
                                    int t238 = (vmaxvq_u32(t206) != 0);
                                    float32x4_t t240 = t116;
                                    float32x4_t t241 = t116;
                                    for (int t239 = 1; t238 ? t239 < 9 : 0; t239++, t240 = t28, t241 = t27) {
                                        if ((vmaxvq_u32(t206) != 0)) {
                                            float32x4_t t243 = vmulq_f32(t241, t116);
                                            float32x4_t t244 = vdupq_n_f32((float)(2 * t239 + 1));
                                            t27 = vdivq_f32(t243, t244);
                                            t28 = vaddq_f32(t240, t27);
                                        } else {
                                            t27 = (float32x4_t)(vcc_v4_float){0};
                                            t28 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t242 = vbslq_f32(t26, t25, t240);
                                    vst1q_f32(vcc_regroup_result + 12, t242);
                                    float32x4_t t229 = ({ int32x4_t vcc_ni = t85; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t230 = ({ int32x4_t vcc_ni = t92; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t231 = ({ int32x4_t vcc_ni = t99; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t232 = ({ int32x4_t vcc_ni = t106; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t233 = vaddq_f32(t229, vdupq_n_f32(1.0f));
                                    vst1q_f32(t34, t233);
                                    float32x4_t t234 = vaddq_f32(t230, vdupq_n_f32(1.0f));
                                    vst1q_f32(t37, t234);
                                    float32x4_t t235 = vaddq_f32(t231, vdupq_n_f32(1.0f));
                                    vst1q_f32(t40, t235);
                                    float32x4_t t236 = vaddq_f32(t232, vdupq_n_f32(1.0f));
                                    vst1q_f32(t43, t236);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t33) {
                                        goto L245;
                                    }
                                    t117 = (int)t33;
                                    goto L246;
                                }
                                t208 = t219;
                                t209 = t220;
                                t210 = t221;
                                t211 = t222;
                                t212 = t23;
                                t213 = t225;
                                t214 = t226;
                                t215 = t227;
                                t216 = t228;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t117 = 0;
    }
L246:
    t118 = (long)n + (long)t117 * -1L;
    unsigned long t119 = (unsigned long)out;
    unsigned long t120 = (unsigned long)in;
    long t121 = (long)((unsigned long)out + (unsigned long)((long)t117 * 4L) - ((unsigned long)in + (unsigned long)((long)t117 * 4L)));
    if ((t118 >= 4L) & (((t119 + (unsigned long)((long)t117 * 4L + 4L + (t118 - 1L) * 4L)) <= (t120 + (unsigned long)((long)t117 * 4L))) | ((t120 + (unsigned long)((long)t117 * 4L + 4L + (t118 - 1L) * 4L)) <= (t119 + (unsigned long)((long)t117 * 4L))) | ((t121 <= 0L) | (t121 >= 16L)))) {
        long t122 = t118 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:119 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t123 = (long)t117 + i_vec;
            float *t124 = out + t123;
            float32x4_t in_v_4 = vld1q_f32(in + t123);
            float32x4_t t125 = vmulq_f32(in_v_4, vdupq_n_f32(0.5f));
            float32x4_t t162 = vdupq_n_f32(1.0f);
            uint32x4_t t163 = vcltq_f32(t125, t162);
            uint32x4_t t10 = vmvnq_u32(t163);
            int t164 = (vmaxvq_u32(t10) != 0);
            float32x4_t t166 = t125;
            for (int t165 = 9; t164 ? t165 > 0 : 0; t165--, t166 = t8) {
                if ((vmaxvq_u32(t10) != 0)) {
                    float32x4_t t167 = vdupq_n_f32((float)t165);
                    float32x4_t t168 = vdivq_f32(t167, t166);
                    t8 = vaddq_f32(t125, t168);
                } else {
                    t8 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            if ((vmaxvq_u32(t10) != 0)) {
                float32x4_t t169 = vdupq_n_f32(1.0f);
                t9 = vdivq_f32(t169, t166);
            } else {
                t9 = (float32x4_t)(vcc_v4_float){0};
                t10 = (uint32x4_t)(vcc_m4){0};
            }
            int t170 = (vmaxvq_u32(t163) != 0);
            float32x4_t t172 = t125;
            float32x4_t t173 = t125;
            for (int t171 = 1; t170 ? t171 < 9 : 0; t171++, t172 = t12, t173 = t11) {
                if ((vmaxvq_u32(t163) != 0)) {
                    float32x4_t t175 = vmulq_f32(t173, t125);
                    float32x4_t t176 = vdupq_n_f32((float)(2 * t171 + 1));
                    t11 = vdivq_f32(t175, t176);
                    t12 = vaddq_f32(t172, t11);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                    t12 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t174 = vbslq_f32(t10, t9, t172);
            float32x4_t t161 = vaddq_f32(t174, vdupq_n_f32(1.0f));
            vst1q_f32(t124, t161);
            i_vec += 4L;
            if (i_vec >= t122) {
                i = (int)((long)t117 + t122);
                break;
            }
        }
    } else {
        i = t117;
    }
    for (; i < n; i++) {
        long t126 = (long)i;
        float t127 = in[t126];
        out[t126] = series(t127 * 0.5f, 9) + 1.0f;
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
    long t28;
    int t108;
    long t109;
    int i;
    int t136;
    float32x4_t t137;
    int t138;
    int t142;
    float32x4_t t143;
    int t144;
    float32x4_t t145;
    int t175;
    float32x4_t t176;
    int t177;
    int t181;
    float32x4_t t182;
    int t183;
    float32x4_t t184;
    int t198;
    float32x4_t t199;
    int t200;
    int t204;
    float32x4_t t205;
    int t206;
    float32x4_t t207;
    t24 = (long)n;
    t25 = (unsigned long)out;
    t26 = (unsigned long)in;
    t27 = (long)((unsigned long)out - (unsigned long)in);
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25) | ((t27 <= 0L) | (t27 >= 64L)))) {
        t28 = t24 & -16L;
        i_vec_1 = 0L;
    L217:
        /* vcc: loop at regroup.c:125 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t29 = out + i_vec_1;
            float32x4_t in_v = vld1q_f32(in + i_vec_1);
            long t30 = i_vec_1 + 4L;
            float *t31 = out + t30;
            float32x4_t in_v_1 = vld1q_f32(in + t30);
            long t32 = i_vec_1 + 8L;
            float *t33 = out + t32;
            float32x4_t in_v_2 = vld1q_f32(in + t32);
            long t34 = i_vec_1 + 12L;
            float *t35 = out + t34;
            float32x4_t in_v_3 = vld1q_f32(in + t34);
            uint32x4_t t36 = vcgeq_f32(in_v, vdupq_n_f32(0.0f));
            int32x4_t t37 = vbslq_s32(t36, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t38 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t37, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t39 = vaddq_s32(t37, t38);
            int32x4_t t40 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t39, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t41 = vaddq_s32(t39, t40);
            int32x4_t t42 = vsubq_s32(t41, t37);
            int32x4_t t43 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t42);
            uint32x4_t t44 = vcgeq_f32(in_v_1, vdupq_n_f32(0.0f));
            int32x4_t t45 = vbslq_s32(t44, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t46 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t45, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t47 = vaddq_s32(t45, t46);
            int32x4_t t48 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t47, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t49 = vaddq_s32(t47, t48);
            int32x4_t t50 = vsubq_s32(t49, t45);
            int32x4_t t51 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t50);
            uint32x4_t t52 = vcgeq_f32(in_v_2, vdupq_n_f32(0.0f));
            int32x4_t t53 = vbslq_s32(t52, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t54 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t53, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t55 = vaddq_s32(t53, t54);
            int32x4_t t56 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t55, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t57 = vaddq_s32(t55, t56);
            int32x4_t t58 = vsubq_s32(t57, t53);
            int32x4_t t59 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t58);
            uint32x4_t t60 = vcgeq_f32(in_v_3, vdupq_n_f32(0.0f));
            int32x4_t t61 = vbslq_s32(t60, vdupq_n_s32(1), vdupq_n_s32(0));
            int32x4_t t62 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t61, (vcc_v4_int)vdupq_n_s32(0), 4, 0, 1, 2);
            int32x4_t t63 = vaddq_s32(t61, t62);
            int32x4_t t64 = (int32x4_t)__builtin_shufflevector((vcc_v4_int)t63, (vcc_v4_int)vdupq_n_s32(0), 4, 4, 0, 1);
            int32x4_t t65 = vaddq_s32(t63, t64);
            int32x4_t t66 = vsubq_s32(t65, t61);
            int32x4_t t67 = vsubq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t66);
            int t68 = vaddvq_s32(t37);
            int t69 = t68 + vaddvq_s32(t45);
            int t70 = t69 + vaddvq_s32(t53);
            int t71 = t70 + vaddvq_s32(t61);
            int32x4_t t72 = vdupq_n_s32(0);
            int32x4_t t73 = vaddq_s32(t72, t42);
            int32x4_t t74 = vdupq_n_s32(t71);
            int32x4_t t75 = vaddq_s32(t74, t43);
            int32x4_t t76 = vbslq_s32(t36, t73, t75);
            int32x4_t t77 = vdupq_n_s32(0);
            int32x4_t t78 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t77);
            do { int32x4_t vcc_ni = t76; int32x4_t vcc_nv = t78; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t79 = vdupq_n_s32(t68);
            int32x4_t t80 = vaddq_s32(t79, t50);
            int32x4_t t81 = vdupq_n_s32(t71 + 4 - t68);
            int32x4_t t82 = vaddq_s32(t81, t51);
            int32x4_t t83 = vbslq_s32(t44, t80, t82);
            int32x4_t t84 = vdupq_n_s32(4);
            int32x4_t t85 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t84);
            do { int32x4_t vcc_ni = t83; int32x4_t vcc_nv = t85; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t86 = vdupq_n_s32(t69);
            int32x4_t t87 = vaddq_s32(t86, t58);
            int32x4_t t88 = vdupq_n_s32(t71 + 8 - t69);
            int32x4_t t89 = vaddq_s32(t88, t59);
            int32x4_t t90 = vbslq_s32(t52, t87, t89);
            int32x4_t t91 = vdupq_n_s32(8);
            int32x4_t t92 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t91);
            do { int32x4_t vcc_ni = t90; int32x4_t vcc_nv = t92; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            int32x4_t t93 = vdupq_n_s32(t70);
            int32x4_t t94 = vaddq_s32(t93, t66);
            int32x4_t t95 = vdupq_n_s32(t71 + 12 - t70);
            int32x4_t t96 = vaddq_s32(t95, t67);
            int32x4_t t97 = vbslq_s32(t60, t94, t96);
            int32x4_t t98 = vdupq_n_s32(12);
            int32x4_t t99 = vaddq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t98);
            do { int32x4_t vcc_ni = t97; int32x4_t vcc_nv = t99; int32_t *vcc_np = (int32_t *)(vcc_regroup_perm); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            vst1q_f32(vcc_regroup_arg, in_v);
            vst1q_f32(vcc_regroup_arg + 4, in_v_1);
            vst1q_f32(vcc_regroup_arg + 8, in_v_2);
            vst1q_f32(vcc_regroup_arg + 12, in_v_3);
            int32x4_t t100 = vld1q_s32(vcc_regroup_perm);
            float32x4_t t101 = ({ int32x4_t vcc_ni = t100; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t102 = vld1q_s32(vcc_regroup_perm + 4);
            float32x4_t t103 = ({ int32x4_t vcc_ni = t102; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t104 = vld1q_s32(vcc_regroup_perm + 8);
            float32x4_t t105 = ({ int32x4_t vcc_ni = t104; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t106 = vld1q_s32(vcc_regroup_perm + 12);
            float32x4_t t107 = ({ int32x4_t vcc_ni = t106; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_arg); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t118 = vdupq_n_f32(0.0f);
            uint32x4_t t119 = vcgeq_f32(t101, t118);
            uint32x4_t t120 = vmvnq_u32(t119);
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t121 = (vmaxvq_u32(t120) != 0);
            for (int t122 = 15; t121 ? t122 >= 0 : 0; t122--, t1 = t7) {
                if ((vmaxvq_u32(t120) != 0)) {
                    float32x4_t t146 = vnegq_f32(t101);
                    float32x4_t t147 = vmulq_f32(t1, t146);
                    float32x4_t t148 = vdupq_n_f32(coef[t122]);
                    t7 = vsubq_f32(t147, t148);
                } else {
                    t7 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t2 = vdupq_n_f32(0.0f);
            int t123 = (vmaxvq_u32(t119) != 0);
            float32x4_t t124 = vdupq_n_f32(0.0f);
            uint32x4_t t125 = vcgeq_f32(t103, t124);
            uint32x4_t t126 = vmvnq_u32(t125);
            float32x4_t t3 = vdupq_n_f32(0.0f);
            int t127 = (vmaxvq_u32(t126) != 0);
            int t128 = 0;
            int t129 = 1;
            float32x4_t t130 = (float32x4_t)(vcc_v4_float){0};
            int t131 = 15;
            int t132 = 1;
            float32x4_t t133 = (float32x4_t)(vcc_v4_float){0};
            for (;;) {
                if (t129) {
                    if (t123 ? t128 < 16 : 0) {
                        if ((vmaxvq_u32(t119) != 0)) {
                            float32x4_t t134 = vmulq_f32(t2, t101);
                            float32x4_t t135 = vdupq_n_f32(coef[t128]);
                            t4 = vaddq_f32(t134, t135);
                        } else {
                            t4 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t136 = t128 + 1;
                        t137 = t4;
                        t138 = 1;
                        t5 = t130;
                    } else {
                        t5 = vbslq_f32(t119, t2, t1);
                        t136 = t128;
                        t137 = t2;
                        t138 = 0;
                    }
                } else {
                    t136 = t128;
                    t137 = t2;
                    t138 = 0;
                    t5 = t130;
                }
                if (t132) {
                    if (t127 ? t131 >= 0 : 0) {
                        if ((vmaxvq_u32(t126) != 0)) {
                            float32x4_t t139 = vnegq_f32(t103);
                            float32x4_t t140 = vmulq_f32(t3, t139);
                            float32x4_t t141 = vdupq_n_f32(coef[t131]);
                            t6 = vsubq_f32(t140, t141);
                        } else {
                            t6 = (float32x4_t)(vcc_v4_float){0};
                        }
                        t142 = t131 - 1;
                        t143 = t6;
                        t144 = 1;
                        t145 = t133;
                    } else {
                        t142 = t131;
                        t143 = t3;
                        t144 = 0;
                        t145 = t3;
                    }
                } else {
                    t142 = t131;
                    t143 = t3;
                    t144 = 0;
                    t145 = t133;
                }
                if (t138 | t144) {
                    t128 = t136;
                    t2 = t137;
                    t129 = t138;
                    t130 = t5;
                    t131 = t142;
                    t3 = t143;
                    t132 = t144;
                    t133 = t145;
                } else {
                    vst1q_f32(vcc_regroup_result, t5);
                    float32x4_t t12 = vdupq_n_f32(0.0f);
                    int t162 = (vmaxvq_u32(t125) != 0);
                    float32x4_t t163 = vdupq_n_f32(0.0f);
                    uint32x4_t t164 = vcgeq_f32(t105, t163);
                    uint32x4_t t165 = vmvnq_u32(t164);
                    float32x4_t t13 = vdupq_n_f32(0.0f);
                    int t166 = (vmaxvq_u32(t165) != 0);
                    int t167 = 0;
                    int t168 = 1;
                    float32x4_t t169 = (float32x4_t)(vcc_v4_float){0};
                    int t170 = 15;
                    int t171 = 1;
                    float32x4_t t172 = (float32x4_t)(vcc_v4_float){0};
                    for (;;) {
                        if (t168) {
                            if (t162 ? t167 < 16 : 0) {
                                if ((vmaxvq_u32(t125) != 0)) {
                                    float32x4_t t173 = vmulq_f32(t12, t103);
                                    float32x4_t t174 = vdupq_n_f32(coef[t167]);
                                    t14 = vaddq_f32(t173, t174);
                                } else {
                                    t14 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t175 = t167 + 1;
                                t176 = t14;
                                t177 = 1;
                                t15 = t169;
                            } else {
                                t15 = vbslq_f32(t125, t12, t145);
                                t175 = t167;
                                t176 = t12;
                                t177 = 0;
                            }
                        } else {
                            t175 = t167;
                            t176 = t12;
                            t177 = 0;
                            t15 = t169;
                        }
                        if (t171) {
                            if (t166 ? t170 >= 0 : 0) {
                                if ((vmaxvq_u32(t165) != 0)) {
                                    float32x4_t t178 = vnegq_f32(t105);
                                    float32x4_t t179 = vmulq_f32(t13, t178);
                                    float32x4_t t180 = vdupq_n_f32(coef[t170]);
                                    t16 = vsubq_f32(t179, t180);
                                } else {
                                    t16 = (float32x4_t)(vcc_v4_float){0};
                                }
                                t181 = t170 - 1;
                                t182 = t16;
                                t183 = 1;
                                t184 = t172;
                            } else {
                                t181 = t170;
                                t182 = t13;
                                t183 = 0;
                                t184 = t13;
                            }
                        } else {
                            t181 = t170;
                            t182 = t13;
                            t183 = 0;
                            t184 = t172;
                        }
                        if (t177 | t183) {
                            t167 = t175;
                            t12 = t176;
                            t168 = t177;
                            t169 = t15;
                            t170 = t181;
                            t13 = t182;
                            t171 = t183;
                            t172 = t184;
                        } else {
                            vst1q_f32(vcc_regroup_result + 4, t15);
                            float32x4_t t17 = vdupq_n_f32(0.0f);
                            int t185 = (vmaxvq_u32(t164) != 0);
                            float32x4_t t186 = vdupq_n_f32(0.0f);
                            uint32x4_t t187 = vcgeq_f32(t107, t186);
                            uint32x4_t t188 = vmvnq_u32(t187);
                            float32x4_t t18 = vdupq_n_f32(0.0f);
                            int t189 = (vmaxvq_u32(t188) != 0);
                            int t190 = 0;
                            int t191 = 1;
                            float32x4_t t192 = (float32x4_t)(vcc_v4_float){0};
                            int t193 = 15;
                            int t194 = 1;
                            float32x4_t t195 = (float32x4_t)(vcc_v4_float){0};
                            for (;;) {
                                if (t191) {
                                    if (t185 ? t190 < 16 : 0) {
                                        if ((vmaxvq_u32(t164) != 0)) {
                                            float32x4_t t196 = vmulq_f32(t17, t105);
                                            float32x4_t t197 = vdupq_n_f32(coef[t190]);
                                            t19 = vaddq_f32(t196, t197);
                                        } else {
                                            t19 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t198 = t190 + 1;
                                        t199 = t19;
                                        t200 = 1;
                                        t20 = t192;
                                    } else {
                                        t20 = vbslq_f32(t164, t17, t184);
                                        t198 = t190;
                                        t199 = t17;
                                        t200 = 0;
                                    }
                                } else {
                                    t198 = t190;
                                    t199 = t17;
                                    t200 = 0;
                                    t20 = t192;
                                }
                                if (t194) {
                                    if (t189 ? t193 >= 0 : 0) {
                                        if ((vmaxvq_u32(t188) != 0)) {
                                            float32x4_t t201 = vnegq_f32(t107);
                                            float32x4_t t202 = vmulq_f32(t18, t201);
                                            float32x4_t t203 = vdupq_n_f32(coef[t193]);
                                            t21 = vsubq_f32(t202, t203);
                                        } else {
                                            t21 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                        t204 = t193 - 1;
                                        t205 = t21;
                                        t206 = 1;
                                        t207 = t195;
                                    } else {
                                        t204 = t193;
                                        t205 = t18;
                                        t206 = 0;
                                        t207 = t18;
                                    }
                                } else {
                                    t204 = t193;
                                    t205 = t18;
                                    t206 = 0;
                                    t207 = t195;
                                }
                                if (!(t200 | t206)) {
                                    vst1q_f32(vcc_regroup_result + 8, t20);
                                    float32x4_t t22 = vdupq_n_f32(0.0f);
                                    int t212 = (vmaxvq_u32(t187) != 0);
                                    for (int t213 = 0; t212 ? t213 < 16 : 0; t213++, t22 = t23) {
                                        if ((vmaxvq_u32(t187) != 0)) {
                                            float32x4_t t215 = vmulq_f32(t22, t107);
                                            float32x4_t t216 = vdupq_n_f32(coef[t213]);
                                            t23 = vaddq_f32(t215, t216);
                                        } else {
                                            t23 = (float32x4_t)(vcc_v4_float){0};
                                        }
                                    }
                                    float32x4_t t214 = vbslq_f32(t187, t22, t207);
                                    vst1q_f32(vcc_regroup_result + 12, t214);
                                    float32x4_t t208 = ({ int32x4_t vcc_ni = t76; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t209 = ({ int32x4_t vcc_ni = t83; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t210 = ({ int32x4_t vcc_ni = t90; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    float32x4_t t211 = ({ int32x4_t vcc_ni = t97; const float32_t *vcc_np = (const float32_t *)(vcc_regroup_result); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
                                    vst1q_f32(t29, t208);
                                    vst1q_f32(t31, t209);
                                    vst1q_f32(t33, t210);
                                    vst1q_f32(t35, t211);
                                    i_vec_1 += 16L;
                                    if (i_vec_1 < t28) {
                                        goto L217;
                                    }
                                    t108 = (int)t28;
                                    goto L218;
                                }
                                t190 = t198;
                                t17 = t199;
                                t191 = t200;
                                t192 = t20;
                                t193 = t204;
                                t18 = t205;
                                t194 = t206;
                                t195 = t207;
                            }
                        }
                    }
                }
            }
        }
    } else {
        t108 = 0;
    }
L218:
    t109 = (long)n + (long)t108 * -1L;
    unsigned long t110 = (unsigned long)out;
    unsigned long t111 = (unsigned long)in;
    long t112 = (long)((unsigned long)out + (unsigned long)((long)t108 * 4L) - ((unsigned long)in + (unsigned long)((long)t108 * 4L)));
    if ((t109 >= 4L) & (((t110 + (unsigned long)((long)t108 * 4L + 4L + (t109 - 1L) * 4L)) <= (t111 + (unsigned long)((long)t108 * 4L))) | ((t111 + (unsigned long)((long)t108 * 4L + 4L + (t109 - 1L) * 4L)) <= (t110 + (unsigned long)((long)t108 * 4L))) | ((t112 <= 0L) | (t112 >= 16L)))) {
        long t113 = t109 & -4L;
        long i_vec = 0L;
        /* vcc: loop at regroup.c:125 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t114 = (long)t108 + i_vec;
            float *t115 = out + t114;
            float32x4_t in_v_4 = vld1q_f32(in + t114);
            float32x4_t t149 = vdupq_n_f32(0.0f);
            uint32x4_t t150 = vcgeq_f32(in_v_4, t149);
            uint32x4_t t151 = vmvnq_u32(t150);
            float32x4_t t8 = vdupq_n_f32(0.0f);
            int t152 = (vmaxvq_u32(t151) != 0);
            for (int t153 = 15; t152 ? t153 >= 0 : 0; t153--, t8 = t10) {
                if ((vmaxvq_u32(t151) != 0)) {
                    float32x4_t t155 = vnegq_f32(in_v_4);
                    float32x4_t t156 = vmulq_f32(t8, t155);
                    float32x4_t t157 = vdupq_n_f32(coef[t153]);
                    t10 = vsubq_f32(t156, t157);
                } else {
                    t10 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t9 = vdupq_n_f32(0.0f);
            int t154 = (vmaxvq_u32(t150) != 0);
            for (int t158 = 0; t154 ? t158 < 16 : 0; t158++, t9 = t11) {
                if ((vmaxvq_u32(t150) != 0)) {
                    float32x4_t t160 = vmulq_f32(t9, in_v_4);
                    float32x4_t t161 = vdupq_n_f32(coef[t158]);
                    t11 = vaddq_f32(t160, t161);
                } else {
                    t11 = (float32x4_t)(vcc_v4_float){0};
                }
            }
            float32x4_t t159 = vbslq_f32(t150, t9, t8);
            vst1q_f32(t115, t159);
            i_vec += 4L;
            if (i_vec >= t113) {
                i = (int)((long)t108 + t113);
                break;
            }
        }
    } else {
        i = t108;
    }
    for (; i < n; i++) {
        long t116 = (long)i;
        float t117 = in[t116];
        out[t116] = poly(coef, t117, 16);
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
        /* vcc: loop at regroup.c:131 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at regroup.c:131 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
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
        /* vcc: loop at regroup.c:137 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
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
        /* vcc: loop at regroup.c:137 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
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
