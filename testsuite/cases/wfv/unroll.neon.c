/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

float32x4_t _ZGVnN4uuul_window(const float *img_1, const float *f, int w, int x);
float32x4_t _ZGVnM4uuul_window(const float *img_1, const float *f, int w, int x, float32x4_t mask);
int32x4_t _ZGVnN4v_steps(int32x4_t x);
int32x4_t _ZGVnM4v_steps(int32x4_t x, int32x4_t mask);
float32x4_t _ZGVnN4v_branchy(float32x4_t x);
float32x4_t _ZGVnM4v_branchy(float32x4_t x, float32x4_t mask);
int32x4_t _ZGVnN4vu_early(int32x4_t x, int n);
int32x4_t _ZGVnM4vu_early(int32x4_t x, int n, int32x4_t mask);
uint32x4_t _ZGVnN4v_big(uint32x4_t x);
uint32x4_t _ZGVnM4v_big(uint32x4_t x, uint32x4_t mask);
/* Small loops with a constant count in annotated functions are unrolled in the variants
   (transform/unroll.rs), each copy in the loop's order: `window` (a 3x3 float window, nested)
   must give the scalar sums to the bit; `steps` counts down by 3 and uses its counter after the
   loop; `branchy` has a varying branch in the unrolled body; `early` leaves by a `break` and
   `big` runs too many iterations: both stay loops. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 10 */

/* #pragma omp declare simd uniform(img, f, w) linear(x) */
float window(const float *img, const float *f, int w, int x) {
    int dy = 0;
    float sum = 0.0f;
    while (dy < 3) {
        int t1 = dy * 3;
        int t2 = dy * w + x;
        dy++;
        sum = sum + f[t1] * img[t2] + f[t1 + 1] * img[t2 + 1] + f[t1 + 2] * img[t2 + 2];
    }
    return sum;
}

/* vcc: function at unroll.c:11 vector variant _ZGVnN4uuul_window of `window`: VL 4, unmasked, img uniform, f uniform, w uniform, x linear step 1 */
float32x4_t _ZGVnN4uuul_window(const float *img_1, const float *f, int w, int x) {
    int t1 = 0 * w + x;
    float32x4_t t2 = vld1q_f32(img_1 + t1);
    float32x4_t t3 = vdupq_n_f32(f[0]);
    float32x4_t t4 = vmulq_f32(t3, t2);
    float32x4_t t5 = vdupq_n_f32(0.0f);
    float32x4_t t6 = vaddq_f32(t5, t4);
    float32x4_t t7 = vld1q_f32(img_1 + (t1 + 1));
    float32x4_t t8 = vdupq_n_f32(f[1]);
    float32x4_t t9 = vmulq_f32(t8, t7);
    float32x4_t t10 = vaddq_f32(t6, t9);
    float32x4_t t11 = vld1q_f32(img_1 + (t1 + 2));
    float32x4_t t12 = vdupq_n_f32(f[2]);
    float32x4_t t13 = vmulq_f32(t12, t11);
    float32x4_t t14 = vaddq_f32(t10, t13);
    int t15 = 1 * w + x;
    float32x4_t t16 = vld1q_f32(img_1 + t15);
    float32x4_t t17 = vdupq_n_f32(f[3]);
    float32x4_t t18 = vmulq_f32(t17, t16);
    float32x4_t t19 = vaddq_f32(t14, t18);
    float32x4_t t20 = vld1q_f32(img_1 + (t15 + 1));
    float32x4_t t21 = vdupq_n_f32(f[4]);
    float32x4_t t22 = vmulq_f32(t21, t20);
    float32x4_t t23 = vaddq_f32(t19, t22);
    float32x4_t t24 = vld1q_f32(img_1 + (t15 + 2));
    float32x4_t t25 = vdupq_n_f32(f[5]);
    float32x4_t t26 = vmulq_f32(t25, t24);
    float32x4_t t27 = vaddq_f32(t23, t26);
    int t28 = 2 * w + x;
    float32x4_t t29 = vld1q_f32(img_1 + t28);
    float32x4_t t30 = vdupq_n_f32(f[6]);
    float32x4_t t31 = vmulq_f32(t30, t29);
    float32x4_t t32 = vaddq_f32(t27, t31);
    float32x4_t t33 = vld1q_f32(img_1 + (t28 + 1));
    float32x4_t t34 = vdupq_n_f32(f[7]);
    float32x4_t t35 = vmulq_f32(t34, t33);
    float32x4_t t36 = vaddq_f32(t32, t35);
    float32x4_t t37 = vld1q_f32(img_1 + (t28 + 2));
    float32x4_t t38 = vdupq_n_f32(f[8]);
    float32x4_t t39 = vmulq_f32(t38, t37);
    float32x4_t t40 = vaddq_f32(t36, t39);
    return t40;
}

/* vcc: function at unroll.c:11 vector variant _ZGVnM4uuul_window of `window`: VL 4, masked, img uniform, f uniform, w uniform, x linear step 1 */
float32x4_t _ZGVnM4uuul_window(const float *img_1, const float *f, int w, int x, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    int t2 = 0 * w + x;
    float32x4_t t3 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)t2 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t4 = vdupq_n_f32(f[0]);
    float32x4_t t5 = vmulq_f32(t4, t3);
    float32x4_t t6 = vdupq_n_f32(0.0f);
    float32x4_t t7 = vaddq_f32(t6, t5);
    float32x4_t t8 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 1) * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t9 = vdupq_n_f32(f[1]);
    float32x4_t t10 = vmulq_f32(t9, t8);
    float32x4_t t11 = vaddq_f32(t7, t10);
    float32x4_t t12 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)(t2 + 2) * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t13 = vdupq_n_f32(f[2]);
    float32x4_t t14 = vmulq_f32(t13, t12);
    float32x4_t t15 = vaddq_f32(t11, t14);
    int t16 = 1 * w + x;
    float32x4_t t17 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)t16 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t18 = vdupq_n_f32(f[3]);
    float32x4_t t19 = vmulq_f32(t18, t17);
    float32x4_t t20 = vaddq_f32(t15, t19);
    float32x4_t t21 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 1) * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t22 = vdupq_n_f32(f[4]);
    float32x4_t t23 = vmulq_f32(t22, t21);
    float32x4_t t24 = vaddq_f32(t20, t23);
    float32x4_t t25 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)(t16 + 2) * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t26 = vdupq_n_f32(f[5]);
    float32x4_t t27 = vmulq_f32(t26, t25);
    float32x4_t t28 = vaddq_f32(t24, t27);
    int t29 = 2 * w + x;
    float32x4_t t30 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)t29 * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t31 = vdupq_n_f32(f[6]);
    float32x4_t t32 = vmulq_f32(t31, t30);
    float32x4_t t33 = vaddq_f32(t28, t32);
    float32x4_t t34 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 1) * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t35 = vdupq_n_f32(f[7]);
    float32x4_t t36 = vmulq_f32(t35, t34);
    float32x4_t t37 = vaddq_f32(t33, t36);
    float32x4_t t38 = ({ uint32x4_t vcc_nm = t1; const float32_t *vcc_np = (const float32_t *)((const float *)((unsigned long)img_1 + (unsigned long)(long)(t29 + 2) * 4UL)); float32x4_t vcc_nr; if (vminvq_u32(vcc_nm)) vcc_nr = vld1q_f32(vcc_np); else { vcc_nr = vdupq_n_f32(0); if (vgetq_lane_u32(vcc_nm, 0)) vcc_nr = vld1q_lane_f32(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u32(vcc_nm, 1)) vcc_nr = vld1q_lane_f32(vcc_np + 1, vcc_nr, 1); if (vgetq_lane_u32(vcc_nm, 2)) vcc_nr = vld1q_lane_f32(vcc_np + 2, vcc_nr, 2); if (vgetq_lane_u32(vcc_nm, 3)) vcc_nr = vld1q_lane_f32(vcc_np + 3, vcc_nr, 3); } vcc_nr; });
    float32x4_t t39 = vdupq_n_f32(f[8]);
    float32x4_t t40 = vmulq_f32(t39, t38);
    float32x4_t t41 = vaddq_f32(t37, t40);
    float32x4_t t42 = vbslq_f32(t1, t41, (float32x4_t)(vcc_v4_float){0});
    return t42;
}

/* #pragma omp declare simd */
int steps(int x) {
    int k;
    for (k = 10; k > 0; k -= 3)
        x = x * 3 + k;
    return x + k;
}

/* vcc: function at unroll.c:20 vector variant _ZGVnN4v_steps of `steps`: VL 4, unmasked, x vector */
int32x4_t _ZGVnN4v_steps(int32x4_t x) {
    int32x4_t t1 = vdupq_n_s32(3);
    int32x4_t t2 = vmulq_s32(x, t1);
    int32x4_t t3 = vdupq_n_s32(10);
    int32x4_t t4 = vaddq_s32(t2, t3);
    int32x4_t t5 = vdupq_n_s32(3);
    int32x4_t t6 = vmulq_s32(t4, t5);
    int32x4_t t7 = vdupq_n_s32(7);
    int32x4_t t8 = vaddq_s32(t6, t7);
    int32x4_t t9 = vdupq_n_s32(3);
    int32x4_t t10 = vmulq_s32(t8, t9);
    int32x4_t t11 = vdupq_n_s32(4);
    int32x4_t t12 = vaddq_s32(t10, t11);
    int32x4_t t13 = vdupq_n_s32(3);
    int32x4_t t14 = vmulq_s32(t12, t13);
    int32x4_t t15 = vdupq_n_s32(1);
    int32x4_t t16 = vaddq_s32(t14, t15);
    int32x4_t t17 = vdupq_n_s32(-2);
    int32x4_t t18 = vaddq_s32(t16, t17);
    return t18;
}

/* vcc: function at unroll.c:20 vector variant _ZGVnM4v_steps of `steps`: VL 4, masked, x vector */
int32x4_t _ZGVnM4v_steps(int32x4_t x, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t2 = vdupq_n_s32(3);
    uint32x4_t t3 = vreinterpretq_u32_s32(x);
    uint32x4_t t4 = vreinterpretq_u32_s32(t2);
    uint32x4_t t5 = vmulq_u32(t3, t4);
    int32x4_t t6 = vreinterpretq_s32_u32(t5);
    int32x4_t t7 = vdupq_n_s32(10);
    uint32x4_t t8 = vreinterpretq_u32_s32(t6);
    uint32x4_t t9 = vreinterpretq_u32_s32(t7);
    uint32x4_t t10 = vaddq_u32(t8, t9);
    int32x4_t t11 = vreinterpretq_s32_u32(t10);
    int32x4_t t12 = vdupq_n_s32(3);
    uint32x4_t t13 = vreinterpretq_u32_s32(t11);
    uint32x4_t t14 = vreinterpretq_u32_s32(t12);
    uint32x4_t t15 = vmulq_u32(t13, t14);
    int32x4_t t16 = vreinterpretq_s32_u32(t15);
    int32x4_t t17 = vdupq_n_s32(7);
    uint32x4_t t18 = vreinterpretq_u32_s32(t16);
    uint32x4_t t19 = vreinterpretq_u32_s32(t17);
    uint32x4_t t20 = vaddq_u32(t18, t19);
    int32x4_t t21 = vreinterpretq_s32_u32(t20);
    int32x4_t t22 = vdupq_n_s32(3);
    uint32x4_t t23 = vreinterpretq_u32_s32(t21);
    uint32x4_t t24 = vreinterpretq_u32_s32(t22);
    uint32x4_t t25 = vmulq_u32(t23, t24);
    int32x4_t t26 = vreinterpretq_s32_u32(t25);
    int32x4_t t27 = vdupq_n_s32(4);
    uint32x4_t t28 = vreinterpretq_u32_s32(t26);
    uint32x4_t t29 = vreinterpretq_u32_s32(t27);
    uint32x4_t t30 = vaddq_u32(t28, t29);
    int32x4_t t31 = vreinterpretq_s32_u32(t30);
    int32x4_t t32 = vdupq_n_s32(3);
    uint32x4_t t33 = vreinterpretq_u32_s32(t31);
    uint32x4_t t34 = vreinterpretq_u32_s32(t32);
    uint32x4_t t35 = vmulq_u32(t33, t34);
    int32x4_t t36 = vreinterpretq_s32_u32(t35);
    int32x4_t t37 = vdupq_n_s32(1);
    uint32x4_t t38 = vreinterpretq_u32_s32(t36);
    uint32x4_t t39 = vreinterpretq_u32_s32(t37);
    uint32x4_t t40 = vaddq_u32(t38, t39);
    int32x4_t t41 = vreinterpretq_s32_u32(t40);
    int32x4_t t42 = vdupq_n_s32(-2);
    uint32x4_t t43 = vreinterpretq_u32_s32(t41);
    uint32x4_t t44 = vreinterpretq_u32_s32(t42);
    uint32x4_t t45 = vaddq_u32(t43, t44);
    int32x4_t t46 = vreinterpretq_s32_u32(t45);
    int32x4_t t47 = vbslq_s32(t1, t46, (int32x4_t)(vcc_v4_int){0});
    return t47;
}

/* #pragma omp declare simd */
float branchy(float x) {
    float acc = x;
    for (int k = 0; k < 4; k++) {
        if (acc > 1.5f)
            acc = acc * 0.5f - (float)k;
        else
            acc = acc + 1.25f;
    }
    return acc;
}

/* vcc: function at unroll.c:28 vector variant _ZGVnN4v_branchy of `branchy`: VL 4, unmasked, x vector */
float32x4_t _ZGVnN4v_branchy(float32x4_t x) {
    float32x4_t t1 = vdupq_n_f32(1.5f);
    uint32x4_t t2 = vcgtq_f32(x, t1);
    float32x4_t t3 = vdupq_n_f32(1.25f);
    float32x4_t t4 = vaddq_f32(x, t3);
    float32x4_t t5 = vdupq_n_f32(0.5f);
    float32x4_t t6 = vmulq_f32(x, t5);
    float32x4_t t7 = vdupq_n_f32(0.0f);
    float32x4_t t8 = vsubq_f32(t6, t7);
    float32x4_t t9 = vbslq_f32(t2, t8, t4);
    float32x4_t t10 = vdupq_n_f32(1.5f);
    uint32x4_t t11 = vcgtq_f32(t9, t10);
    float32x4_t t12 = vdupq_n_f32(1.25f);
    float32x4_t t13 = vaddq_f32(t9, t12);
    float32x4_t t14 = vdupq_n_f32(0.5f);
    float32x4_t t15 = vmulq_f32(t9, t14);
    float32x4_t t16 = vdupq_n_f32(1.0f);
    float32x4_t t17 = vsubq_f32(t15, t16);
    float32x4_t t18 = vbslq_f32(t11, t17, t13);
    float32x4_t t19 = vdupq_n_f32(1.5f);
    uint32x4_t t20 = vcgtq_f32(t18, t19);
    float32x4_t t21 = vdupq_n_f32(1.25f);
    float32x4_t t22 = vaddq_f32(t18, t21);
    float32x4_t t23 = vdupq_n_f32(0.5f);
    float32x4_t t24 = vmulq_f32(t18, t23);
    float32x4_t t25 = vdupq_n_f32(2.0f);
    float32x4_t t26 = vsubq_f32(t24, t25);
    float32x4_t t27 = vbslq_f32(t20, t26, t22);
    float32x4_t t28 = vdupq_n_f32(1.5f);
    uint32x4_t t29 = vcgtq_f32(t27, t28);
    float32x4_t t30 = vdupq_n_f32(1.25f);
    float32x4_t t31 = vaddq_f32(t27, t30);
    float32x4_t t32 = vdupq_n_f32(0.5f);
    float32x4_t t33 = vmulq_f32(t27, t32);
    float32x4_t t34 = vdupq_n_f32(3.0f);
    float32x4_t t35 = vsubq_f32(t33, t34);
    float32x4_t t36 = vbslq_f32(t29, t35, t31);
    return t36;
}

/* vcc: function at unroll.c:28 vector variant _ZGVnM4v_branchy of `branchy`: VL 4, masked, x vector */
float32x4_t _ZGVnM4v_branchy(float32x4_t x, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t2 = vdupq_n_f32(1.5f);
    uint32x4_t t3 = vcgtq_f32(x, t2);
    uint32x4_t t4 = vmvnq_u32(t3);
    uint32x4_t t5 = vandq_u32(t1, t4);
    float32x4_t t6 = vdupq_n_f32(1.25f);
    float32x4_t t7 = vaddq_f32(x, t6);
    float32x4_t t8 = vdupq_n_f32(0.5f);
    float32x4_t t9 = vmulq_f32(x, t8);
    float32x4_t t10 = vdupq_n_f32(0.0f);
    float32x4_t t11 = vsubq_f32(t9, t10);
    float32x4_t t12 = vbslq_f32(t5, t7, t11);
    float32x4_t t13 = vdupq_n_f32(1.5f);
    uint32x4_t t14 = vcgtq_f32(t12, t13);
    uint32x4_t t15 = vmvnq_u32(t14);
    uint32x4_t t16 = vandq_u32(t1, t15);
    float32x4_t t17 = vdupq_n_f32(1.25f);
    float32x4_t t18 = vaddq_f32(t12, t17);
    float32x4_t t19 = vdupq_n_f32(0.5f);
    float32x4_t t20 = vmulq_f32(t12, t19);
    float32x4_t t21 = vdupq_n_f32(1.0f);
    float32x4_t t22 = vsubq_f32(t20, t21);
    float32x4_t t23 = vbslq_f32(t16, t18, t22);
    float32x4_t t24 = vdupq_n_f32(1.5f);
    uint32x4_t t25 = vcgtq_f32(t23, t24);
    uint32x4_t t26 = vmvnq_u32(t25);
    uint32x4_t t27 = vandq_u32(t1, t26);
    float32x4_t t28 = vdupq_n_f32(1.25f);
    float32x4_t t29 = vaddq_f32(t23, t28);
    float32x4_t t30 = vdupq_n_f32(0.5f);
    float32x4_t t31 = vmulq_f32(t23, t30);
    float32x4_t t32 = vdupq_n_f32(2.0f);
    float32x4_t t33 = vsubq_f32(t31, t32);
    float32x4_t t34 = vbslq_f32(t27, t29, t33);
    float32x4_t t35 = vdupq_n_f32(1.5f);
    uint32x4_t t36 = vcgtq_f32(t34, t35);
    uint32x4_t t37 = vmvnq_u32(t36);
    uint32x4_t t38 = vandq_u32(t1, t37);
    float32x4_t t39 = vdupq_n_f32(1.25f);
    float32x4_t t40 = vaddq_f32(t34, t39);
    float32x4_t t41 = vdupq_n_f32(0.5f);
    float32x4_t t42 = vmulq_f32(t34, t41);
    float32x4_t t43 = vdupq_n_f32(3.0f);
    float32x4_t t44 = vsubq_f32(t42, t43);
    float32x4_t t45 = vbslq_f32(t38, t40, t44);
    float32x4_t t46 = vbslq_f32(t1, t45, (float32x4_t)(vcc_v4_float){0});
    return t46;
}

/* #pragma omp declare simd uniform(n) */
int early(int x, int n) {
    int k;
    for (k = 0; k < 6; k++) {
        if (x > n)
            break;
        x = x * 2 + 1;
    }
    return x * 10 + k;
}

/* vcc: function at unroll.c:40 vector variant _ZGVnN4vu_early of `early`: VL 4, unmasked, x vector, n uniform */
int32x4_t _ZGVnN4vu_early(int32x4_t x, int n) {
    uint32x4_t t1;
    int32x4_t t2;
    int32x4_t t3;
    int32x4_t t4;
    int32x4_t t5;
    int t6;
    int32x4_t t7;
    int32x4_t t23;
    int32x4_t t24;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    t6 = 0;
    t7 = x;
    t2 = (int32x4_t)(vcc_v4_int){0};
    t3 = (int32x4_t)(vcc_v4_int){0};
    while (t6 < 6) {
        int32x4_t t8 = vdupq_n_s32(n);
        uint32x4_t t9 = vcgtq_s32(t7, t8);
        uint32x4_t t10 = vmvnq_u32(t9);
        uint32x4_t t11 = vandq_u32(t1, t10);
        int32x4_t t12 = vdupq_n_s32(2);
        uint32x4_t t13 = vreinterpretq_u32_s32(t7);
        uint32x4_t t14 = vreinterpretq_u32_s32(t12);
        uint32x4_t t15 = vmulq_u32(t13, t14);
        int32x4_t t16 = vreinterpretq_s32_u32(t15);
        int32x4_t t17 = vdupq_n_s32(1);
        uint32x4_t t18 = vreinterpretq_u32_s32(t16);
        uint32x4_t t19 = vreinterpretq_u32_s32(t17);
        uint32x4_t t20 = vaddq_u32(t18, t19);
        int32x4_t t21 = vreinterpretq_s32_u32(t20);
        int32x4_t t22 = vdupq_n_s32(t6);
        t2 = vbslq_s32(t1, t22, t2);
        t3 = vbslq_s32(t1, t7, t3);
        if (!(vmaxvq_u32(t11) != 0)) {
            t4 = t2;
            t5 = t3;
            goto L27;
        }
        t1 = t11;
        t6++;
        t7 = t21;
    }
    t23 = vdupq_n_s32(t6);
    t4 = vbslq_s32(t1, t23, t2);
    t5 = vbslq_s32(t1, t7, t3);
L27:
    t24 = vdupq_n_s32(10);
    int32x4_t t25 = vmulq_s32(t5, t24);
    int32x4_t t26 = vaddq_s32(t25, t4);
    return t26;
}

/* vcc: function at unroll.c:40 vector variant _ZGVnM4vu_early of `early`: VL 4, masked, x vector, n uniform */
int32x4_t _ZGVnM4vu_early(int32x4_t x, int n, int32x4_t mask) {
    int32x4_t t1;
    int32x4_t t2;
    int32x4_t t3;
    int32x4_t t4;
    uint32x4_t t5;
    uint32x4_t t6;
    int t7;
    int32x4_t t8;
    int32x4_t t24;
    int32x4_t t25;
    t5 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    t6 = t5;
    t7 = 0;
    t8 = x;
    t1 = (int32x4_t)(vcc_v4_int){0};
    t2 = (int32x4_t)(vcc_v4_int){0};
    while (t7 < 6) {
        int32x4_t t9 = vdupq_n_s32(n);
        uint32x4_t t10 = vcgtq_s32(t8, t9);
        uint32x4_t t11 = vmvnq_u32(t10);
        uint32x4_t t12 = vandq_u32(t6, t11);
        int32x4_t t13 = vdupq_n_s32(2);
        uint32x4_t t14 = vreinterpretq_u32_s32(t8);
        uint32x4_t t15 = vreinterpretq_u32_s32(t13);
        uint32x4_t t16 = vmulq_u32(t14, t15);
        int32x4_t t17 = vreinterpretq_s32_u32(t16);
        int32x4_t t18 = vdupq_n_s32(1);
        uint32x4_t t19 = vreinterpretq_u32_s32(t17);
        uint32x4_t t20 = vreinterpretq_u32_s32(t18);
        uint32x4_t t21 = vaddq_u32(t19, t20);
        int32x4_t t22 = vreinterpretq_s32_u32(t21);
        int32x4_t t23 = vdupq_n_s32(t7);
        t1 = vbslq_s32(t6, t23, t1);
        t2 = vbslq_s32(t6, t8, t2);
        if (!(vmaxvq_u32(t12) != 0)) {
            t3 = t1;
            t4 = t2;
            goto L35;
        }
        t6 = t12;
        t7++;
        t8 = t22;
    }
    t24 = vdupq_n_s32(t7);
    t3 = vbslq_s32(t6, t24, t1);
    t4 = vbslq_s32(t6, t8, t2);
L35:
    t25 = vdupq_n_s32(10);
    uint32x4_t t26 = vreinterpretq_u32_s32(t4);
    uint32x4_t t27 = vreinterpretq_u32_s32(t25);
    uint32x4_t t28 = vmulq_u32(t26, t27);
    int32x4_t t29 = vreinterpretq_s32_u32(t28);
    uint32x4_t t30 = vreinterpretq_u32_s32(t29);
    uint32x4_t t31 = vreinterpretq_u32_s32(t3);
    uint32x4_t t32 = vaddq_u32(t30, t31);
    int32x4_t t33 = vreinterpretq_s32_u32(t32);
    int32x4_t t34 = vbslq_s32(t5, t33, (int32x4_t)(vcc_v4_int){0});
    return t34;
}

/* #pragma omp declare simd */
unsigned big(unsigned x) {
    for (unsigned k = 0; k < 100; k++)
        x = (x ^ k) * 5u + 1u;
    return x;
}

/* vcc: function at unroll.c:51 vector variant _ZGVnN4v_big of `big`: VL 4, unmasked, x vector */
uint32x4_t _ZGVnN4v_big(uint32x4_t x) {
    uint32x4_t t1 = x;
    for (unsigned int t2 = 0U; t2 < 100U; t2++) {
        uint32x4_t t3 = vdupq_n_u32(t2);
        uint32x4_t t4 = veorq_u32(t1, t3);
        uint32x4_t t5 = vdupq_n_u32(5U);
        uint32x4_t t6 = vmulq_u32(t4, t5);
        uint32x4_t t7 = vdupq_n_u32(1U);
        t1 = vaddq_u32(t6, t7);
    }
    return t1;
}

/* vcc: function at unroll.c:51 vector variant _ZGVnM4v_big of `big`: VL 4, masked, x vector */
uint32x4_t _ZGVnM4v_big(uint32x4_t x, uint32x4_t mask) {
    uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    int t3 = (vmaxvq_u32(t2) != 0);
    unsigned int t4 = 0U;
    uint32x4_t t1 = x;
    while (t3 ? t4 < 100U : 0) {
        uint32x4_t t5 = vdupq_n_u32(t4);
        uint32x4_t t6 = veorq_u32(t1, t5);
        uint32x4_t t7 = vdupq_n_u32(5U);
        uint32x4_t t8 = vmulq_u32(t6, t7);
        uint32x4_t t9 = vdupq_n_u32(1U);
        t1 = vaddq_u32(t8, t9);
        t4++;
    }
    uint32x4_t t10 = vbslq_u32(t2, t1, (uint32x4_t)(vcc_v4_uint){0});
    return t10;
}

v8f _ZGVdN8uuul_window(const float *, const float *, int, int);
v8f _ZGVdM8uuul_window(const float *, const float *, int, int, v8f);
v8i _ZGVdN8v_steps(v8i);
v8i _ZGVdM8v_steps(v8i, v8i);
v8f _ZGVdN8v_branchy(v8f);
v8f _ZGVdM8v_branchy(v8f, v8f);
v8i _ZGVdN8vu_early(v8i, int);
v8i _ZGVdM8vu_early(v8i, int, v8i);
v8u _ZGVdN8v_big(v8u);
v8u _ZGVdM8v_big(v8u, v8u);

static float img[4 * 32], filt[9];

int main(void) {
    for (int i = 0; i < 4 * 32; i++)
        img[i] = (float)((i * 37) % 29) / 7.0f - 1.5f;
    for (int i = 0; i < 9; i++)
        filt[i] = (float)(i * 3 % 7) / 3.0f + 0.1f;
    for (int row = 0; row < 4; row++) {
        int x[8], m[8], ia[8], ib[8], ic[8], id[8];
        unsigned ie[8], ig[8];
        float xf[8], mf[8], fa[8], fb[8], fc[8], fd[8];
        for (int k = 0; k < 8; k++) {
            x[k] = (k * 37 + row * 11) % 61 - 20;
            xf[k] = (float)x[k] / 8.0f;
            m[k] = (k * 5 + row) % 3 != 0 ? -1 : 0;
            mf[k] = m[k] ? 1.0f : 0.0f;
        }
        int x0 = row * 8;
        FROM_VEC(fa, _ZGVdN8uuul_window(img, filt, 32, x0));
        FROM_VEC(fb, _ZGVdM8uuul_window(img, filt, 32, x0, TO_VEC(v8f, mf)));
        FROM_VEC(ia, _ZGVdN8v_steps(TO_VEC(v8i, x)));
        FROM_VEC(ib, _ZGVdM8v_steps(TO_VEC(v8i, x), TO_VEC(v8i, m)));
        FROM_VEC(fc, _ZGVdN8v_branchy(TO_VEC(v8f, xf)));
        FROM_VEC(fd, _ZGVdM8v_branchy(TO_VEC(v8f, xf), TO_VEC(v8f, mf)));
        FROM_VEC(ic, _ZGVdN8vu_early(TO_VEC(v8i, x), row * 5));
        FROM_VEC(id, _ZGVdM8vu_early(TO_VEC(v8i, x), row * 5, TO_VEC(v8i, m)));
        FROM_VEC(ie, _ZGVdN8v_big(TO_VEC(v8u, x)));
        FROM_VEC(ig, _ZGVdM8v_big(TO_VEC(v8u, x), TO_VEC(v8u, m)));
        for (int k = 0; k < 8; k++) {
            printf("%a %a | %d %d | %a %a | %d %d | %u %u", window(img, filt, 32, x0 + k), fa[k], steps(x[k]), ia[k],
                   branchy(xf[k]), fc[k], early(x[k], row * 5), ic[k], big((unsigned)x[k]), ie[k]);
            if (m[k])
                printf(" | %a %d %a %d %u", fb[k], ib[k], fd[k], id[k], ig[k]);
            printf("\n");
        }
    }
    return 0;
}
