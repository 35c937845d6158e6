/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef short vcc_m8 __attribute__((vector_size(16)));
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_select(VI, M, A, B) ((__typeof__(A))(((VI)(A) & (M)) | ((VI)(B) & ~(M))))

float32x4_t _ZGVnN4v_sq(float32x4_t x);
float32x4_t _ZGVnM4v_sq(float32x4_t x, float32x4_t mask);
float32x4_t _ZGVnN4vu_shape(float32x4_t x, float lim);
float32x4_t _ZGVnM4vu_shape(float32x4_t x, float lim, float32x4_t mask);
float64x2_t _ZGVnM2v_half(float64x2_t d, float64x2_t mask);
int16x8_t _ZGVnM8v_bump(int16x8_t s, int16x8_t mask);
/* AVX-512's masked variants take their mask as an integer, one bit per lane (the x86-64 vector
   function ABI passes it in a general register): vcc's 'e' variants make their vector mask from
   the bits, and vcc's callers pass them: the loop vectorizer (a call under a condition), and a
   variant calling another under a varying branch. main calls the 'e' variants by ABI name with
   integer masks whose bits above the lanes are set (they must not count), as gcc's code would:
   in the original build the variants are gcc's, in vcc's builds vcc's. */
#include <stdio.h>
#include "vec.h"
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 2 */

/* Weak: vcc's generic and avx2 targets make no 'e' variants (main then calls the scalar ones);
   declared before vcc's avx512 output defines them, where a later weak declaration is ignored. */
__attribute__((weak)) v16f _ZGVeM16vu_shape(v16f, float, unsigned);
__attribute__((weak)) v8d _ZGVeM8v_half(v8d, unsigned);
__attribute__((weak)) v32s _ZGVeM32v_bump(v32s, unsigned);

/* #pragma omp declare simd */
float sq(float x) {
    return x * x;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVnN4v_sq of `sq`: VL 4, unmasked, x vector */
float32x4_t _ZGVnN4v_sq(float32x4_t x) {
    float32x4_t t1 = vmulq_f32(x, x);
    return t1;
}

/* vcc: function at mask_bits.c:19 vector variant _ZGVnM4v_sq of `sq`: VL 4, masked, x vector */
float32x4_t _ZGVnM4v_sq(float32x4_t x, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t2 = vmulq_f32(x, x);
    float32x4_t t3 = vbslq_f32(t1, t2, (float32x4_t)(vcc_v4_float){0});
    return t3;
}

/* #pragma omp declare simd uniform(lim) */
float shape(float x, float lim) {
    float r = x + 1.0f;
    if (x > lim)
        r = sq(x - lim) + 0.5f;
    return r;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVnN4vu_shape of `shape`: VL 4, unmasked, x vector, lim uniform */
float32x4_t _ZGVnN4vu_shape(float32x4_t x, float lim) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3 = vdupq_n_f32(1.0f);
    float32x4_t t4 = vaddq_f32(x, t3);
    float32x4_t t5 = vdupq_n_f32(lim);
    uint32x4_t t6 = vcgtq_f32(x, t5);
    if ((vmaxvq_u32(t6) != 0)) {
        if ((vminvq_u32(t6) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t7 = vdupq_n_f32(lim);
            float32x4_t t8 = vsubq_f32(x, t7);
            float32x4_t t9 = _ZGVnN4v_sq(t8);
            float32x4_t t10 = vdupq_n_f32(0.5f);
            t1 = vaddq_f32(t9, t10);
        } else {
            float32x4_t t11 = vdupq_n_f32(lim);
            float32x4_t t12 = vsubq_f32(x, t11);
            float32x4_t t13 = vdupq_n_f32(1.0f);
            float32x4_t t14 = vbslq_f32(t6, t13, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t15 = _ZGVnM4v_sq(t12, t14);
            float32x4_t t16 = vdupq_n_f32(0.5f);
            t1 = vaddq_f32(t15, t16);
            t2 = t6;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t17 = vbslq_f32(t2, t1, t4);
    return t17;
}

/* vcc: function at mask_bits.c:24 vector variant _ZGVnM4vu_shape of `shape`: VL 4, masked, x vector, lim uniform */
float32x4_t _ZGVnM4vu_shape(float32x4_t x, float lim, float32x4_t mask) {
    float32x4_t t1;
    uint32x4_t t2;
    uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t4 = vdupq_n_f32(1.0f);
    float32x4_t t5 = vaddq_f32(x, t4);
    float32x4_t t6 = vdupq_n_f32(lim);
    uint32x4_t t7 = vcgtq_f32(x, t6);
    uint32x4_t t8 = vandq_u32(t3, t7);
    if ((vmaxvq_u32(t8) != 0)) {
        if ((vminvq_u32(t8) != 0)) {
            t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            float32x4_t t9 = vdupq_n_f32(lim);
            float32x4_t t10 = vsubq_f32(x, t9);
            float32x4_t t11 = _ZGVnN4v_sq(t10);
            float32x4_t t12 = vdupq_n_f32(0.5f);
            t1 = vaddq_f32(t11, t12);
        } else {
            float32x4_t t13 = vdupq_n_f32(lim);
            float32x4_t t14 = vsubq_f32(x, t13);
            float32x4_t t15 = vdupq_n_f32(1.0f);
            float32x4_t t16 = vbslq_f32(t8, t15, (float32x4_t)(vcc_v4_float){0});
            float32x4_t t17 = _ZGVnM4v_sq(t14, t16);
            float32x4_t t18 = vdupq_n_f32(0.5f);
            t1 = vaddq_f32(t17, t18);
            t2 = t8;
        }
    } else {
        t1 = (float32x4_t)(vcc_v4_float){0};
        t2 = (uint32x4_t)(vcc_m4){0};
    }
    float32x4_t t19 = vbslq_f32(t2, t1, t5);
    float32x4_t t20 = vbslq_f32(t3, t19, (float32x4_t)(vcc_v4_float){0});
    return t20;
}

/* #pragma omp declare simd inbranch */
double half(double d) {
    return d > 10.0 ? d * 0.5 : d - 1.0;
}

/* vcc: function at mask_bits.c:32 vector variant _ZGVnM2v_half of `half`: VL 2, masked, d vector */
float64x2_t _ZGVnM2v_half(float64x2_t d, float64x2_t mask) {
    uint64x2_t t1 = (uint64x2_t)(vcc_m2)((vcc_v2_double)mask != (vcc_v2_double){0});
    float64x2_t t2 = vdupq_n_f64(10.0);
    uint64x2_t t3 = vcgtq_f64(d, t2);
    uint64x2_t t4 = veorq_u64(t3, vdupq_n_u64(-1));
    uint64x2_t t5 = vandq_u64(t1, t4);
    float64x2_t t6 = vdupq_n_f64(1.0);
    float64x2_t t7 = vsubq_f64(d, t6);
    float64x2_t t8 = vdupq_n_f64(0.5);
    float64x2_t t9 = vmulq_f64(d, t8);
    float64x2_t t10 = vbslq_f64(t5, t7, t9);
    float64x2_t t11 = vbslq_f64(t1, t10, (float64x2_t)(vcc_v2_double){0});
    return t11;
}

/* 32 lanes: a mask of 32 bits, whose vector form no register holds (the generic lowering). */
/* #pragma omp declare simd inbranch */
short bump(short s) {
    return s < 100 ? (short)(s * 3) : (short)(s - 7);
}

/* vcc: function at mask_bits.c:38 vector variant _ZGVnM8v_bump of `bump`: VL 8, masked, s vector */
int16x8_t _ZGVnM8v_bump(int16x8_t s, int16x8_t mask) {
    uint16x8_t t1 = (uint16x8_t)(vcc_m8)((vcc_v8_short)mask != (vcc_v8_short){0});
    vcc_v8_int t2 = ({ int16x8_t vcc_w0 = s; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t3 = (vcc_v8_int){100, 100, 100, 100, 100, 100, 100, 100};
    uint16x8_t t4 = (uint16x8_t)__builtin_convertvector(t2 < t3, vcc_m8);
    uint16x8_t t5 = vmvnq_u16(t4);
    uint16x8_t t6 = vandq_u16(t1, t5);
    vcc_v8_int t7 = (vcc_v8_int){7, 7, 7, 7, 7, 7, 7, 7};
    vcc_v8_uint t8 = (vcc_v8_uint)t2;
    vcc_v8_uint t9 = (vcc_v8_uint)t7;
    vcc_v8_uint t10 = t8 - t9;
    vcc_v8_int t11 = (vcc_v8_int)t10;
    int16x8_t t12 = (int16x8_t)__builtin_convertvector(t11, vcc_v8_short);
    vcc_v8_int t13 = ({ int16x8_t vcc_w0 = t12; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t14 = (vcc_v8_int){3, 3, 3, 3, 3, 3, 3, 3};
    vcc_v8_uint t15 = (vcc_v8_uint)t2;
    vcc_v8_uint t16 = (vcc_v8_uint)t14;
    vcc_v8_uint t17 = t15 * t16;
    vcc_v8_int t18 = (vcc_v8_int)t17;
    int16x8_t t19 = (int16x8_t)__builtin_convertvector(t18, vcc_v8_short);
    vcc_v8_int t20 = ({ int16x8_t vcc_w0 = t19; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
    vcc_v8_int t21 = vcc_select(vcc_v8_int, __builtin_convertvector((vcc_m8)t6, vcc_v8_int), t13, t20);
    int16x8_t t22 = (int16x8_t)__builtin_convertvector(t21, vcc_v8_short);
    int16x8_t t23 = vbslq_s16(t1, t22, (int16x8_t)(vcc_v8_short){0});
    return t23;
}

float xs[203], ys[203];
double ds[203], es[203];

void some_shapes(int n) {
    float32x4_t t1;
    uint32x4_t t2;
    float32x4_t t3;
    uint32x4_t t4;
    float32x4_t t5;
    uint32x4_t t6;
    int t11;
    int i;
    long t7 = (long)n;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:47 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float32x4_t xs_v = vld1q_f32(&xs[i_vec_1]);
            uint32x4_t t9 = vmvnq_u32(vceqq_f32(xs_v, vdupq_n_f32(3.0f)));
            float32x4_t t10 = vbslq_f32(t9, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t22 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t10 != (vcc_v4_float){0});
            float32x4_t t23 = vdupq_n_f32(1.0f);
            float32x4_t t24 = vaddq_f32(xs_v, t23);
            float32x4_t t25 = vdupq_n_f32(2.5f);
            uint32x4_t t26 = vcgtq_f32(xs_v, t25);
            uint32x4_t t27 = vandq_u32(t22, t26);
            if ((vmaxvq_u32(t27) != 0)) {
                if ((vminvq_u32(t27) != 0)) {
                    t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t28 = vdupq_n_f32(2.5f);
                    float32x4_t t29 = vsubq_f32(xs_v, t28);
                    float32x4_t t65 = vmulq_f32(t29, t29);
                    float32x4_t t64 = vdupq_n_f32(0.5f);
                    t1 = vaddq_f32(t65, t64);
                } else {
                    float32x4_t t30 = vdupq_n_f32(2.5f);
                    float32x4_t t31 = vsubq_f32(xs_v, t30);
                    float32x4_t t32 = vdupq_n_f32(1.0f);
                    float32x4_t t33 = vbslq_f32(t27, t32, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t67 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t33 != (vcc_v4_float){0});
                    float32x4_t t68 = vmulq_f32(t31, t31);
                    float32x4_t t69 = vbslq_f32(t67, t68, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t66 = vdupq_n_f32(0.5f);
                    t1 = vaddq_f32(t69, t66);
                    t2 = t27;
                }
            } else {
                t1 = (float32x4_t)(vcc_v4_float){0};
                t2 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t34 = vbslq_f32(t2, t1, t24);
            float32x4_t t35 = vbslq_f32(t22, t34, (float32x4_t)(vcc_v4_float){0});
            do { uint32x4_t vcc_nm = t9; float32x4_t vcc_nv = t35; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)&ys + (unsigned long)i_vec_1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t19 = i_vec_1 + 4L;
            float32x4_t xs_v_2 = vld1q_f32(&xs[t19]);
            uint32x4_t t20 = vmvnq_u32(vceqq_f32(xs_v_2, vdupq_n_f32(3.0f)));
            float32x4_t t21 = vbslq_f32(t20, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t50 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t21 != (vcc_v4_float){0});
            float32x4_t t51 = vdupq_n_f32(1.0f);
            float32x4_t t52 = vaddq_f32(xs_v_2, t51);
            float32x4_t t53 = vdupq_n_f32(2.5f);
            uint32x4_t t54 = vcgtq_f32(xs_v_2, t53);
            uint32x4_t t55 = vandq_u32(t50, t54);
            if ((vmaxvq_u32(t55) != 0)) {
                if ((vminvq_u32(t55) != 0)) {
                    t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t56 = vdupq_n_f32(2.5f);
                    float32x4_t t57 = vsubq_f32(xs_v_2, t56);
                    float32x4_t t77 = vmulq_f32(t57, t57);
                    float32x4_t t76 = vdupq_n_f32(0.5f);
                    t5 = vaddq_f32(t77, t76);
                } else {
                    float32x4_t t58 = vdupq_n_f32(2.5f);
                    float32x4_t t59 = vsubq_f32(xs_v_2, t58);
                    float32x4_t t60 = vdupq_n_f32(1.0f);
                    float32x4_t t61 = vbslq_f32(t55, t60, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t79 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t61 != (vcc_v4_float){0});
                    float32x4_t t80 = vmulq_f32(t59, t59);
                    float32x4_t t81 = vbslq_f32(t79, t80, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t78 = vdupq_n_f32(0.5f);
                    t5 = vaddq_f32(t81, t78);
                    t6 = t55;
                }
            } else {
                t5 = (float32x4_t)(vcc_v4_float){0};
                t6 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t62 = vbslq_f32(t6, t5, t52);
            float32x4_t t63 = vbslq_f32(t50, t62, (float32x4_t)(vcc_v4_float){0});
            do { uint32x4_t vcc_nm = t20; float32x4_t vcc_nv = t63; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)&ys + (unsigned long)t19 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 8L;
            if (i_vec_1 >= t8) {
                t11 = (int)t8;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t14 = (long)t11 + i_vec;
            float32x4_t xs_v_1 = vld1q_f32(&xs[t14]);
            uint32x4_t t15 = vmvnq_u32(vceqq_f32(xs_v_1, vdupq_n_f32(3.0f)));
            float32x4_t t16 = vbslq_f32(t15, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t36 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t16 != (vcc_v4_float){0});
            float32x4_t t37 = vdupq_n_f32(1.0f);
            float32x4_t t38 = vaddq_f32(xs_v_1, t37);
            float32x4_t t39 = vdupq_n_f32(2.5f);
            uint32x4_t t40 = vcgtq_f32(xs_v_1, t39);
            uint32x4_t t41 = vandq_u32(t36, t40);
            if ((vmaxvq_u32(t41) != 0)) {
                if ((vminvq_u32(t41) != 0)) {
                    t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
                    float32x4_t t42 = vdupq_n_f32(2.5f);
                    float32x4_t t43 = vsubq_f32(xs_v_1, t42);
                    float32x4_t t71 = vmulq_f32(t43, t43);
                    float32x4_t t70 = vdupq_n_f32(0.5f);
                    t3 = vaddq_f32(t71, t70);
                } else {
                    float32x4_t t44 = vdupq_n_f32(2.5f);
                    float32x4_t t45 = vsubq_f32(xs_v_1, t44);
                    float32x4_t t46 = vdupq_n_f32(1.0f);
                    float32x4_t t47 = vbslq_f32(t41, t46, (float32x4_t)(vcc_v4_float){0});
                    uint32x4_t t73 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t47 != (vcc_v4_float){0});
                    float32x4_t t74 = vmulq_f32(t45, t45);
                    float32x4_t t75 = vbslq_f32(t73, t74, (float32x4_t)(vcc_v4_float){0});
                    float32x4_t t72 = vdupq_n_f32(0.5f);
                    t3 = vaddq_f32(t75, t72);
                    t4 = t41;
                }
            } else {
                t3 = (float32x4_t)(vcc_v4_float){0};
                t4 = (uint32x4_t)(vcc_m4){0};
            }
            float32x4_t t48 = vbslq_f32(t4, t3, t38);
            float32x4_t t49 = vbslq_f32(t36, t48, (float32x4_t)(vcc_v4_float){0});
            do { uint32x4_t vcc_nm = t15; float32x4_t vcc_nv = t49; float32_t *vcc_np = (float32_t *)((float *)((unsigned long)&ys + (unsigned long)t14 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_f32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 4L;
            if (i_vec >= t13) {
                i = (int)((long)t11 + t13);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float t18 = xs[t17];
        if (t18 != 3.0f) {
            ys[t17] = shape(t18, 2.5f);
        }
    }
}

void some_halves(int n) {
    int t12;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        int32x2_t t5 = vdup_n_s32(0);
        int32x2_t t6 = vadd_s32(t5, ((int32x2_t)(vcc_v2_int){0, 1}));
        uint32x2_t t7 = vreinterpret_u32_s32(t6);
        uint32x2_t t8 = vsub_u32(t7, vdup_n_u32(3));
        uint32x2_t t9 = vmin_u32(t7, t8);
        int32x2_t t1 = vreinterpret_s32_u32(t9);
        long i_vec_1 = 0L;
        /* vcc: loop at mask_bits.c:54 vectorized: VF 2, UF 4, the remainder at 55:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 2, scalar epilogue */
        for (;;) {
            uint64x2_t t10 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t1 != (vcc_v2_int)vdup_n_s32(1), vcc_m2);
            float64x2_t ds_v = ({ uint64x2_t vcc_nm = t10; const float64_t *vcc_np = (const float64_t *)((double *)((unsigned long)&ds + (unsigned long)i_vec_1 * 8UL)); float64x2_t vcc_nr; if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vcc_nr = vld1q_f64(vcc_np); else { vcc_nr = vdupq_n_f64(0); if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + 1, vcc_nr, 1); } vcc_nr; });
            float64x2_t t11 = vbslq_f64(t10, vdupq_n_f64(1.0), (float64x2_t)(vcc_v2_double){0});
            uint64x2_t t33 = (uint64x2_t)(vcc_m2)((vcc_v2_double)t11 != (vcc_v2_double){0});
            float64x2_t t34 = vdupq_n_f64(10.0);
            uint64x2_t t35 = vcgtq_f64(ds_v, t34);
            uint64x2_t t36 = veorq_u64(t35, vdupq_n_u64(-1));
            uint64x2_t t37 = vandq_u64(t33, t36);
            float64x2_t t38 = vdupq_n_f64(1.0);
            float64x2_t t39 = vsubq_f64(ds_v, t38);
            float64x2_t t40 = vdupq_n_f64(0.5);
            float64x2_t t41 = vmulq_f64(ds_v, t40);
            float64x2_t t42 = vbslq_f64(t37, t39, t41);
            float64x2_t t43 = vbslq_f64(t33, t42, (float64x2_t)(vcc_v2_double){0});
            do { uint64x2_t vcc_nm = t10; float64x2_t vcc_nv = t43; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)&es + (unsigned long)i_vec_1 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t25 = i_vec_1 + 2L;
            int32x2_t t26 = vadd_s32(t1, vdup_n_s32(2));
            uint32x2_t t27 = vreinterpret_u32_s32(t26);
            uint32x2_t t28 = vsub_u32(t27, vdup_n_u32(3));
            uint32x2_t t29 = vmin_u32(t27, t28);
            int32x2_t t30 = vreinterpret_s32_u32(t29);
            uint64x2_t t31 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t30 != (vcc_v2_int)vdup_n_s32(1), vcc_m2);
            float64x2_t ds_v_2 = ({ uint64x2_t vcc_nm = t31; const float64_t *vcc_np = (const float64_t *)((double *)((unsigned long)&ds + (unsigned long)t25 * 8UL)); float64x2_t vcc_nr; if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vcc_nr = vld1q_f64(vcc_np); else { vcc_nr = vdupq_n_f64(0); if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + 1, vcc_nr, 1); } vcc_nr; });
            float64x2_t t32 = vbslq_f64(t31, vdupq_n_f64(1.0), (float64x2_t)(vcc_v2_double){0});
            uint64x2_t t67 = (uint64x2_t)(vcc_m2)((vcc_v2_double)t32 != (vcc_v2_double){0});
            float64x2_t t68 = vdupq_n_f64(10.0);
            uint64x2_t t69 = vcgtq_f64(ds_v_2, t68);
            uint64x2_t t70 = veorq_u64(t69, vdupq_n_u64(-1));
            uint64x2_t t71 = vandq_u64(t67, t70);
            float64x2_t t72 = vdupq_n_f64(1.0);
            float64x2_t t73 = vsubq_f64(ds_v_2, t72);
            float64x2_t t74 = vdupq_n_f64(0.5);
            float64x2_t t75 = vmulq_f64(ds_v_2, t74);
            float64x2_t t76 = vbslq_f64(t71, t73, t75);
            float64x2_t t77 = vbslq_f64(t67, t76, (float64x2_t)(vcc_v2_double){0});
            do { uint64x2_t vcc_nm = t31; float64x2_t vcc_nv = t77; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)&es + (unsigned long)t25 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t59 = i_vec_1 + 4L;
            int32x2_t t60 = vadd_s32(t1, vdup_n_s32(1));
            uint32x2_t t61 = vreinterpret_u32_s32(t60);
            uint32x2_t t62 = vsub_u32(t61, vdup_n_u32(3));
            uint32x2_t t63 = vmin_u32(t61, t62);
            int32x2_t t64 = vreinterpret_s32_u32(t63);
            uint64x2_t t65 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t64 != (vcc_v2_int)vdup_n_s32(1), vcc_m2);
            float64x2_t ds_v_3 = ({ uint64x2_t vcc_nm = t65; const float64_t *vcc_np = (const float64_t *)((double *)((unsigned long)&ds + (unsigned long)t59 * 8UL)); float64x2_t vcc_nr; if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vcc_nr = vld1q_f64(vcc_np); else { vcc_nr = vdupq_n_f64(0); if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + 1, vcc_nr, 1); } vcc_nr; });
            float64x2_t t66 = vbslq_f64(t65, vdupq_n_f64(1.0), (float64x2_t)(vcc_v2_double){0});
            uint64x2_t t86 = (uint64x2_t)(vcc_m2)((vcc_v2_double)t66 != (vcc_v2_double){0});
            float64x2_t t87 = vdupq_n_f64(10.0);
            uint64x2_t t88 = vcgtq_f64(ds_v_3, t87);
            uint64x2_t t89 = veorq_u64(t88, vdupq_n_u64(-1));
            uint64x2_t t90 = vandq_u64(t86, t89);
            float64x2_t t91 = vdupq_n_f64(1.0);
            float64x2_t t92 = vsubq_f64(ds_v_3, t91);
            float64x2_t t93 = vdupq_n_f64(0.5);
            float64x2_t t94 = vmulq_f64(ds_v_3, t93);
            float64x2_t t95 = vbslq_f64(t90, t92, t94);
            float64x2_t t96 = vbslq_f64(t86, t95, (float64x2_t)(vcc_v2_double){0});
            do { uint64x2_t vcc_nm = t65; float64x2_t vcc_nv = t96; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)&es + (unsigned long)t59 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            long t78 = i_vec_1 + 6L;
            int32x2_t t79 = vadd_s32(t1, vdup_n_s32(0));
            uint32x2_t t80 = vreinterpret_u32_s32(t79);
            uint32x2_t t81 = vsub_u32(t80, vdup_n_u32(3));
            uint32x2_t t82 = vmin_u32(t80, t81);
            int32x2_t t83 = vreinterpret_s32_u32(t82);
            uint64x2_t t84 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t83 != (vcc_v2_int)vdup_n_s32(1), vcc_m2);
            float64x2_t ds_v_4 = ({ uint64x2_t vcc_nm = t84; const float64_t *vcc_np = (const float64_t *)((double *)((unsigned long)&ds + (unsigned long)t78 * 8UL)); float64x2_t vcc_nr; if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vcc_nr = vld1q_f64(vcc_np); else { vcc_nr = vdupq_n_f64(0); if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + 1, vcc_nr, 1); } vcc_nr; });
            float64x2_t t85 = vbslq_f64(t84, vdupq_n_f64(1.0), (float64x2_t)(vcc_v2_double){0});
            uint64x2_t t101 = (uint64x2_t)(vcc_m2)((vcc_v2_double)t85 != (vcc_v2_double){0});
            float64x2_t t102 = vdupq_n_f64(10.0);
            uint64x2_t t103 = vcgtq_f64(ds_v_4, t102);
            uint64x2_t t104 = veorq_u64(t103, vdupq_n_u64(-1));
            uint64x2_t t105 = vandq_u64(t101, t104);
            float64x2_t t106 = vdupq_n_f64(1.0);
            float64x2_t t107 = vsubq_f64(ds_v_4, t106);
            float64x2_t t108 = vdupq_n_f64(0.5);
            float64x2_t t109 = vmulq_f64(ds_v_4, t108);
            float64x2_t t110 = vbslq_f64(t105, t107, t109);
            float64x2_t t111 = vbslq_f64(t101, t110, (float64x2_t)(vcc_v2_double){0});
            do { uint64x2_t vcc_nm = t84; float64x2_t vcc_nv = t111; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)&es + (unsigned long)t78 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec_1 += 8L;
            int32x2_t t97 = vadd_s32(t1, vdup_n_s32(2));
            uint32x2_t t98 = vreinterpret_u32_s32(t97);
            uint32x2_t t99 = vsub_u32(t98, vdup_n_u32(3));
            uint32x2_t t100 = vmin_u32(t98, t99);
            t1 = vreinterpret_s32_u32(t100);
            if (i_vec_1 >= t4) {
                t12 = (int)t4;
                break;
            }
        }
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 2L) & (t12 >= 0)) {
        long t14 = t13 & -2L;
        int32x2_t t15 = vdup_n_s32(t12 % 3);
        int32x2_t t16 = vadd_s32(t15, ((int32x2_t)(vcc_v2_int){0, 1}));
        uint32x2_t t17 = vreinterpret_u32_s32(t16);
        uint32x2_t t18 = vsub_u32(t17, vdup_n_u32(3));
        uint32x2_t t19 = vmin_u32(t17, t18);
        int32x2_t t2 = vreinterpret_s32_u32(t19);
        long i_vec = 0L;
        /* vcc: loop at mask_bits.c:54 vector epilogue: VF 2, UF 1, scalar epilogue */
        for (;;) {
            long t20 = (long)t12 + i_vec;
            uint64x2_t t21 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)t2 != (vcc_v2_int)vdup_n_s32(1), vcc_m2);
            float64x2_t ds_v_1 = ({ uint64x2_t vcc_nm = t21; const float64_t *vcc_np = (const float64_t *)((double *)((unsigned long)&ds + (unsigned long)t20 * 8UL)); float64x2_t vcc_nr; if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vcc_nr = vld1q_f64(vcc_np); else { vcc_nr = vdupq_n_f64(0); if (vgetq_lane_u64(vcc_nm, 0)) vcc_nr = vld1q_lane_f64(vcc_np + 0, vcc_nr, 0); if (vgetq_lane_u64(vcc_nm, 1)) vcc_nr = vld1q_lane_f64(vcc_np + 1, vcc_nr, 1); } vcc_nr; });
            float64x2_t t22 = vbslq_f64(t21, vdupq_n_f64(1.0), (float64x2_t)(vcc_v2_double){0});
            uint64x2_t t48 = (uint64x2_t)(vcc_m2)((vcc_v2_double)t22 != (vcc_v2_double){0});
            float64x2_t t49 = vdupq_n_f64(10.0);
            uint64x2_t t50 = vcgtq_f64(ds_v_1, t49);
            uint64x2_t t51 = veorq_u64(t50, vdupq_n_u64(-1));
            uint64x2_t t52 = vandq_u64(t48, t51);
            float64x2_t t53 = vdupq_n_f64(1.0);
            float64x2_t t54 = vsubq_f64(ds_v_1, t53);
            float64x2_t t55 = vdupq_n_f64(0.5);
            float64x2_t t56 = vmulq_f64(ds_v_1, t55);
            float64x2_t t57 = vbslq_f64(t52, t54, t56);
            float64x2_t t58 = vbslq_f64(t48, t57, (float64x2_t)(vcc_v2_double){0});
            do { uint64x2_t vcc_nm = t21; float64x2_t vcc_nv = t58; float64_t *vcc_np = (float64_t *)((double *)((unsigned long)&es + (unsigned long)t20 * 8UL)); if (vminvq_u32(vreinterpretq_u32_u64(vcc_nm))) vst1q_f64(vcc_np, vcc_nv); else if (vmaxvq_u32(vreinterpretq_u32_u64(vcc_nm))) { if (vgetq_lane_u64(vcc_nm, 0)) vst1q_lane_f64(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u64(vcc_nm, 1)) vst1q_lane_f64(vcc_np + 1, vcc_nv, 1); } } while (0);
            i_vec += 2L;
            int32x2_t t44 = vadd_s32(t2, vdup_n_s32(2));
            uint32x2_t t45 = vreinterpret_u32_s32(t44);
            uint32x2_t t46 = vsub_u32(t45, vdup_n_u32(3));
            uint32x2_t t47 = vmin_u32(t45, t46);
            t2 = vreinterpret_s32_u32(t47);
            if (i_vec >= t14) {
                i = (int)((long)t12 + t14);
                break;
            }
        }
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            long t23 = (long)i;
            double t24 = ds[t23];
            es[t23] = half(t24);
        }
    }
}

/* The variants by ABI name, from code compiled for AVX-512 (x86-64 only: on AArch64, the neon
   target's programs, main calls the scalar functions). */
#ifdef __x86_64__
static int defined(void (*f)(void)) {
    return f != 0;
}

__attribute__((target("avx512f,avx512vl,avx512bw,avx512dq"))) static void by_name(const float *x, unsigned m16, float *r, const double *d, unsigned m8, double *q, const short *s, unsigned m32, short *t) {
    FROM_VEC(r, _ZGVeM16vu_shape(TO_VEC(v16f, x), 2.5f, m16));
    FROM_VEC(q, _ZGVeM8v_half(TO_VEC(v8d, d), m8));
    FROM_VEC(t, _ZGVeM32v_bump(TO_VEC(v32s, s), m32));
}
#endif

int main(void) {
    float x[16], r[16];
    double d[8], q[8];
    short s[32], t[32];
    for (int k = 0; k < 32; k++)
        s[k] = (short)(k * 13 - 50);
    for (int k = 0; k < 16; k++)
        x[k] = (float)((k * 7) % 11) * 0.75f;
    for (int k = 0; k < 8; k++)
        d[k] = k * 3.5;
    unsigned m16 = 0xfff5b3a6u, m8 = 0xffffff59u, m32 = 0x9f3c5a61u;
#ifdef __x86_64__
    if (defined((void (*)(void))_ZGVeM16vu_shape) && defined((void (*)(void))_ZGVeM8v_half) && defined((void (*)(void))_ZGVeM32v_bump)
        && __builtin_cpu_supports("avx512f")) {
        by_name(x, m16, r, d, m8, q, s, m32, t);
    } else
#endif
    {
        for (int k = 0; k < 32; k++)
            t[k] = bump(s[k]);
        for (int k = 0; k < 16; k++)
            r[k] = shape(x[k], 2.5f);
        for (int k = 0; k < 8; k++)
            q[k] = half(d[k]);
    }
    for (int k = 0; k < 16; k++)
        if (m16 >> k & 1)
            printf("%d:%g ", k, r[k]);
    printf("\n");
    for (int k = 0; k < 8; k++)
        if (m8 >> k & 1)
            printf("%d:%g ", k, q[k]);
    printf("\n");
    for (int k = 0; k < 32; k++)
        if (m32 >> k & 1)
            printf("%d:%d ", k, t[k]);
    printf("\n");
    int sizes[] = {0, 1, 15, 16, 17, 203};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        for (int i = 0; i < 203; i++) {
            xs[i] = (float)(i % 9) * 0.5f;
            ys[i] = -1.0f;
            ds[i] = i * 0.25;
            es[i] = -1.0;
        }
        some_shapes(n);
        some_halves(n);
        double t = 0;
        for (int i = 0; i < 203; i++)
            t += ys[i] * (i + 1) + es[i] * (i + 2);
        printf("n=%d %.4f\n", n, t);
    }
    return 0;
}
