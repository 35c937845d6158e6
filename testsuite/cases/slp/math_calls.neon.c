/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* Calls of a math function in every lane, where the target computes it on whole vectors
   exactly (sqrt, fabs, floor, ceil, fmin, fmax; Target::whole_vector_math): one vector call
   node, its scalar calls removed. fmin and fmax keep C's rule for NaN (the other operand) and
   for zeros of both signs; sqrt gets only non-negative operands (a negative one would set
   errno in the scalar call). `floor2` stays scalar: two floats are narrower than any vector
   form, and the generic target has no vector math. `clamp4` has no restrict: its tree runs
   behind a run-time check; its overlapping calls run the scalar copy. */
/* vcc-test: expect-slp 4 generic=0 sse4.2=3 neon=5 */
#include <math.h>
#include <stdio.h>

void norm4(float *restrict o, const float *restrict a, const float *restrict b) {
    float32x4_t t1 = vld1q_f32(a + 0);
    float32x4_t t2 = vmulq_f32(t1, t1);
    float32x4_t t3 = vld1q_f32(b + 0);
    float32x4_t t4 = vmulq_f32(t3, t3);
    float32x4_t t5 = vaddq_f32(t2, t4);
    float32x4_t t6 = vsqrtq_f32(t5);
    vst1q_f32(o + 0, t6);
}

void clamp4(double *o, const double *a) {
    double *t1 = o + 0;
    const double *t2 = a + 0;
    long t3 = (long)((unsigned long)(a + 1) - (unsigned long)t1);
    long t4 = (long)((unsigned long)(a + 3) - (unsigned long)(o + 2));
    if (((t3 <= -8L) | (t3 >= 8L)) & ((t4 <= -8L) | (t4 >= 8L))) {
        float64x2_t t5 = vld1q_f64(t2);
        float64x2_t t6 = vmaxnmq_f64(t5, vdupq_n_f64(0.0));
        float64x2_t t7 = vminnmq_f64(t6, vdupq_n_f64(1.0));
        vst1q_f64(t1, t7);
        float64x2_t t8 = vld1q_f64(a + 2);
        float64x2_t t9 = vmaxnmq_f64(t8, vdupq_n_f64(0.0));
        float64x2_t t10 = vminnmq_f64(t9, vdupq_n_f64(1.0));
        vst1q_f64(o + 2, t10);
    } else {
        double t11 = fmax(*t2, 0.0);
        *t1 = fmin(t11, 1.0);
        double t12 = fmax(a[1], 0.0);
        o[1] = fmin(t12, 1.0);
        double t13 = fmax(a[2], 0.0);
        o[2] = fmin(t13, 1.0);
        double t14 = fmax(a[3], 0.0);
        o[3] = fmin(t14, 1.0);
    }
}

void round4(double *restrict lo, double *restrict hi, const double *restrict a) {
    lo[0] = floor(a[0]) + fabs(a[0]);
    lo[1] = floor(a[1]) + fabs(a[1]);
    hi[0] = ceil(a[0]) - fabs(a[1]);
    hi[1] = ceil(a[1]) - fabs(a[0]);
}

void floor2(float *restrict o, const float *restrict a) {
    o[0] = floorf(a[0]);
    o[1] = floorf(a[1]);
}

int main(void) {
    float a[8];
    float b[8];
    float o[8];
    float f[2];
    double c[10];
    double d[10];
    double r[6];
    double lo[2];
    double hi[2];
    int32x4_t t1 = vdupq_n_s32(0);
    uint32x4_t t2 = vreinterpretq_u32_s32(t1);
    uint32x4_t i_v = vaddq_u32(t2, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
    long i_vec = 0L;
    /* vcc: loop at math_calls.c:40 vectorized: VF 4, UF 2, scalar epilogue */
    do {
        int32x4_t i_v_1 = vreinterpretq_s32_u32(i_v);
        int32x4_t t3 = vmulq_s32(i_v_1, vdupq_n_s32(3));
        int32x4_t t4 = vsubq_s32(t3, vdupq_n_s32(10));
        float32x4_t t5 = vcvtq_f32_s32(t4);
        float32x4_t t6 = vmulq_f32(t5, vdupq_n_f32(0.75f));
        vst1q_f32(&a[i_vec], t6);
        int32x4_t t7 = vmulq_s32(i_v_1, vdupq_n_s32(2));
        int32x4_t t8 = vsubq_s32(vdupq_n_s32(7), t7);
        float32x4_t t9 = vcvtq_f32_s32(t8);
        float32x4_t t10 = vmulq_f32(t9, vdupq_n_f32(1.25f));
        vst1q_f32(&b[i_vec], t10);
        long t11 = i_vec + 4L;
        uint32x4_t t12 = vaddq_u32(i_v, vdupq_n_u32(4));
        int32x4_t i_v_2 = vreinterpretq_s32_u32(t12);
        int32x4_t t13 = vmulq_s32(i_v_2, vdupq_n_s32(3));
        int32x4_t t14 = vsubq_s32(t13, vdupq_n_s32(10));
        float32x4_t t15 = vcvtq_f32_s32(t14);
        float32x4_t t16 = vmulq_f32(t15, vdupq_n_f32(0.75f));
        vst1q_f32(&a[t11], t16);
        int32x4_t t17 = vmulq_s32(i_v_2, vdupq_n_s32(2));
        int32x4_t t18 = vsubq_s32(vdupq_n_s32(7), t17);
        float32x4_t t19 = vcvtq_f32_s32(t18);
        float32x4_t t20 = vmulq_f32(t19, vdupq_n_f32(1.25f));
        vst1q_f32(&b[t11], t20);
        i_vec += 8L;
        i_v = vaddq_u32(i_v, vdupq_n_u32(8));
    } while (i_vec < 8L);
    norm4(o, a, b);
    norm4(o + 4, a + 4, b + 4);
    for (int i = 0; i < 8; i++) {
        printf("%.9g ", (double)o[i]);
    }
    printf("\n");
    c[0] = -0.5;
    c[1] = 0.25;
    c[2] = 2.0;
    c[3] = (double)__builtin_nanf("");
    c[4] = 1.0;
    c[5] = -0.0;
    c[6] = 0.0;
    c[7] = 0.75;
    c[8] = -3.0;
    c[9] = 0.5;
    void *t21 = (void *)((unsigned char *)&d + 0);
    void *t22 = (void *)((unsigned char *)&c + 0);
    __builtin_memcpy(t21, t22, 80UL);
    const double *t23 = c;
    clamp4(d + 6, t23);
    clamp4(c + 1, t23);
    clamp4(c + 4, c + 5);
    for (int i_1 = 0; i_1 < 10; i_1++) {
        long t24 = (long)i_1;
        printf("%g/%g ", c[t24], d[t24]);
    }
    printf("\n");
    r[0] = -2.5;
    r[1] = 3.25;
    r[2] = -0.0;
    r[3] = 0.5;
    r[4] = -7.0;
    r[5] = 8.75;
    for (int k = 0; k < 5; k++) {
        const double *t25 = r + k;
        const double *t26 = t25 + 0;
        float64x2_t t27 = vld1q_f64(t26);
        float64x2_t t28 = vrndmq_f64(t27);
        float64x2_t t29 = vabsq_f64(t27);
        float64x2_t t30 = vaddq_f64(t28, t29);
        vst1q_f64(lo + 0, t30);
        float64x2_t t31 = vld1q_f64(t26);
        float64x2_t t32 = vrndpq_f64(t31);
        float64x2_t t33 = vld1q_f64(t26);
        float64x2_t t34 = vextq_f64(t33, t33, 1);
        float64x2_t t35 = vabsq_f64(t34);
        float64x2_t t36 = vsubq_f64(t32, t35);
        vst1q_f64(hi + 0, t36);
        printf("%g %g %g %g | ", lo[0], lo[1], hi[0], hi[1]);
    }
    floor2(f, a + 1);
    printf("%g %g\n", (double)f[0], (double)f[1]);
    return 0;
}
