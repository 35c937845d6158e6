/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef long vcc_v2_long __attribute__((vector_size(16)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef long vcc_v4_long __attribute__((vector_size(32)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather_masked(VT, P, I, M) ({ VT vcc_r = {0}; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) if ((M)[vcc_k]) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

float32x4_t _ZGVnN4uuul_axpy(const float *x, const float *y, float a, int i);
float32x4_t _ZGVnN4l8u_pairsum(const float *p, int n);
float32x4_t _ZGVnM4l8u_pairsum(const float *p, int n, float32x4_t mask);
int32x4_t _ZGVnN4lu_tri(int j, int k);
int32x4_t _ZGVnM4lu_tri(int j, int k, int32x4_t mask);
float64x2_t _ZGVnN2ls1u_first2(const double *p, long s);
/* Call sites with linear arguments: an integer index linear(i) (step 1), a pointer linear(p:2)
   (two floats per lane), a pointer whose step is a uniform parameter (linear(p:s)) and one under a condition (the masked variant); the argument is lane 0's
   value. A call whose argument moves by another step than the clause says stays scalar, and the
   remark says why. Trip counts 0..1003 with exact-size heap arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 6 */
/* vcc-test: expect-loops 4 */

/* #pragma omp declare simd uniform(x, y, a) linear(i) notinbranch */
float axpy(const float *x, const float *y, float a, int i) {
    return a * x[i] + y[i];
}

/* vcc: function at linear_calls.c:11 vector variant _ZGVnN4uuul_axpy of `axpy`: VL 4, unmasked, x uniform, y uniform, a uniform, i linear step 1 */
float32x4_t _ZGVnN4uuul_axpy(const float *x, const float *y, float a, int i) {
    long t1 = (long)i;
    float32x4_t t2 = vld1q_f32(x + t1);
    float32x4_t t3 = vdupq_n_f32(a);
    float32x4_t t4 = vmulq_f32(t3, t2);
    float32x4_t t5 = vld1q_f32(y + t1);
    float32x4_t t6 = vaddq_f32(t4, t5);
    return t6;
}

/* #pragma omp declare simd uniform(n) linear(p:2) */
float pairsum(const float *p, int n) {
    return p[0] - p[1] * (float)n;
}

/* vcc: function at linear_calls.c:16 vector variant _ZGVnN4l8u_pairsum of `pairsum`: VL 4, unmasked, p linear step 2, n uniform */
float32x4_t _ZGVnN4l8u_pairsum(const float *p, int n) {
    const float *t1 = p + 0;
    float32x4_t t2 = vld2q_f32(t1).val[0];
    float32x4_t t3 = vld2q_f32(t1).val[1];
    float32x4_t t4 = vdupq_n_f32((float)n);
    float32x4_t t5 = vmulq_f32(t3, t4);
    float32x4_t t6 = vsubq_f32(t2, t5);
    return t6;
}

/* vcc: function at linear_calls.c:16 vector variant _ZGVnM4l8u_pairsum of `pairsum`: VL 4, masked, p linear step 2, n uniform */
float32x4_t _ZGVnM4l8u_pairsum(const float *p, int n, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    vcc_v4_long t2 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t3 = t2 + (vcc_v4_long){0L, 2L, 4L, 6L};
    float32x4_t t4 = (float32x4_t)vcc_gather_masked(vcc_v4_float, p + 0, t3, (vcc_m4)t1);
    vcc_v4_long t5 = (vcc_v4_long){0L, 0L, 0L, 0L};
    vcc_v4_long t6 = t5 + (vcc_v4_long){0L, 2L, 4L, 6L};
    float32x4_t t7 = (float32x4_t)vcc_gather_masked(vcc_v4_float, p + 1, t6, (vcc_m4)t1);
    float32x4_t t8 = vdupq_n_f32((float)n);
    float32x4_t t9 = vmulq_f32(t7, t8);
    float32x4_t t10 = vsubq_f32(t4, t9);
    float32x4_t t11 = vbslq_f32(t1, t10, (float32x4_t)(vcc_v4_float){0});
    return t11;
}

/* #pragma omp declare simd uniform(k) linear(j:1) */
int tri(int j, int k) {
    return j * k - (j >> 2);
}

/* vcc: function at linear_calls.c:21 vector variant _ZGVnN4lu_tri of `tri`: VL 4, unmasked, j linear step 1, k uniform */
int32x4_t _ZGVnN4lu_tri(int j, int k) {
    int32x4_t t1 = vdupq_n_s32(j);
    int32x4_t t2 = vaddq_s32(t1, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t3 = vdupq_n_s32(2);
    int32x4_t t4 = vshlq_s32(t2, vnegq_s32(t3));
    int32x4_t t5 = vdupq_n_s32(j * k);
    int32x4_t t6 = vdupq_n_s32(1 * k);
    int32x4_t t7 = vmulq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t6);
    int32x4_t t8 = vaddq_s32(t5, t7);
    int32x4_t t9 = vsubq_s32(t8, t4);
    return t9;
}

/* vcc: function at linear_calls.c:21 vector variant _ZGVnM4lu_tri of `tri`: VL 4, masked, j linear step 1, k uniform */
int32x4_t _ZGVnM4lu_tri(int j, int k, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t2 = vdupq_n_s32(j);
    int32x4_t t3 = vaddq_s32(t2, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    int32x4_t t4 = vdupq_n_s32(2);
    int32x4_t t5 = vshlq_s32(t3, vnegq_s32(t4));
    int32x4_t t6 = vdupq_n_s32(j * k);
    int32x4_t t7 = vdupq_n_s32(1 * k);
    int32x4_t t8 = vmulq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t7);
    int32x4_t t9 = vaddq_s32(t6, t8);
    uint32x4_t t10 = vreinterpretq_u32_s32(t9);
    uint32x4_t t11 = vreinterpretq_u32_s32(t5);
    uint32x4_t t12 = vsubq_u32(t10, t11);
    int32x4_t t13 = vreinterpretq_s32_u32(t12);
    int32x4_t t14 = vbslq_s32(t1, t13, (int32x4_t)(vcc_v4_int){0});
    return t14;
}

void axpy_all(float *out, const float *x, const float *y, float a, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:27 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int t3 = (int)i_vec_1;
            float *t4 = out + i_vec_1;
            long t14 = (long)t3;
            float32x4_t t15 = vld1q_f32(x + t14);
            float32x4_t t16 = vdupq_n_f32(a);
            float32x4_t t17 = vmulq_f32(t16, t15);
            float32x4_t t18 = vld1q_f32(y + t14);
            float32x4_t t19 = vaddq_f32(t17, t18);
            vst1q_f32(t4, t19);
            long t11 = i_vec_1 + 4L;
            int t12 = (int)t11;
            float *t13 = out + t11;
            long t29 = (long)t12;
            float32x4_t t30 = vld1q_f32(x + t29);
            float32x4_t t31 = vdupq_n_f32(a);
            float32x4_t t32 = vmulq_f32(t31, t30);
            float32x4_t t33 = vld1q_f32(y + t29);
            float32x4_t t34 = vaddq_f32(t32, t33);
            vst1q_f32(t13, t34);
            long t26 = i_vec_1 + 8L;
            int t27 = (int)t26;
            float *t28 = out + t26;
            long t38 = (long)t27;
            float32x4_t t39 = vld1q_f32(x + t38);
            float32x4_t t40 = vdupq_n_f32(a);
            float32x4_t t41 = vmulq_f32(t40, t39);
            float32x4_t t42 = vld1q_f32(y + t38);
            float32x4_t t43 = vaddq_f32(t41, t42);
            vst1q_f32(t28, t43);
            long t35 = i_vec_1 + 12L;
            int t36 = (int)t35;
            float *t37 = out + t35;
            long t44 = (long)t36;
            float32x4_t t45 = vld1q_f32(x + t44);
            float32x4_t t46 = vdupq_n_f32(a);
            float32x4_t t47 = vmulq_f32(t46, t45);
            float32x4_t t48 = vld1q_f32(y + t44);
            float32x4_t t49 = vaddq_f32(t47, t48);
            vst1q_f32(t37, t49);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:27 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            int t9 = (int)t8;
            float *t10 = out + t8;
            long t20 = (long)t9;
            float32x4_t t21 = vld1q_f32(x + t20);
            float32x4_t t22 = vdupq_n_f32(a);
            float32x4_t t23 = vmulq_f32(t22, t21);
            float32x4_t t24 = vld1q_f32(y + t20);
            float32x4_t t25 = vaddq_f32(t23, t24);
            vst1q_f32(t10, t25);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = axpy(x, y, a, i);
    }
}

void pairs(float *out, const float *p, int n) {
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t3 = out + i_vec_1;
            const float *t4 = p + 2 * (int)i_vec_1;
            const float *t14 = t4 + 0;
            float32x4_t t15 = vld2q_f32(t14).val[0];
            float32x4_t t16 = vld2q_f32(t14).val[1];
            float32x4_t t17 = vdupq_n_f32(3.0f);
            float32x4_t t18 = vmulq_f32(t16, t17);
            float32x4_t t19 = vsubq_f32(t15, t18);
            vst1q_f32(t3, t19);
            long t11 = i_vec_1 + 4L;
            float *t12 = out + t11;
            const float *t13 = p + 2 * (int)t11;
            const float *t29 = t13 + 0;
            float32x4_t t30 = vld2q_f32(t29).val[0];
            float32x4_t t31 = vld2q_f32(t29).val[1];
            float32x4_t t32 = vdupq_n_f32(3.0f);
            float32x4_t t33 = vmulq_f32(t31, t32);
            float32x4_t t34 = vsubq_f32(t30, t33);
            vst1q_f32(t12, t34);
            long t26 = i_vec_1 + 8L;
            float *t27 = out + t26;
            const float *t28 = p + 2 * (int)t26;
            const float *t38 = t28 + 0;
            float32x4_t t39 = vld2q_f32(t38).val[0];
            float32x4_t t40 = vld2q_f32(t38).val[1];
            float32x4_t t41 = vdupq_n_f32(3.0f);
            float32x4_t t42 = vmulq_f32(t40, t41);
            float32x4_t t43 = vsubq_f32(t39, t42);
            vst1q_f32(t27, t43);
            long t35 = i_vec_1 + 12L;
            float *t36 = out + t35;
            const float *t37 = p + 2 * (int)t35;
            const float *t44 = t37 + 0;
            float32x4_t t45 = vld2q_f32(t44).val[0];
            float32x4_t t46 = vld2q_f32(t44).val[1];
            float32x4_t t47 = vdupq_n_f32(3.0f);
            float32x4_t t48 = vmulq_f32(t46, t47);
            float32x4_t t49 = vsubq_f32(t45, t48);
            vst1q_f32(t36, t49);
            i_vec_1 += 16L;
            if (i_vec_1 >= t2) {
                t5 = (int)t2;
                break;
            }
        }
    } else {
        t5 = 0;
    }
    long t6 = (long)n + (long)t5 * -1L;
    if (t6 >= 4L) {
        long t7 = t6 & -4L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t8 = (long)t5 + i_vec;
            float *t9 = out + t8;
            const float *t10 = p + 2 * (int)t8;
            const float *t20 = t10 + 0;
            float32x4_t t21 = vld2q_f32(t20).val[0];
            float32x4_t t22 = vld2q_f32(t20).val[1];
            float32x4_t t23 = vdupq_n_f32(3.0f);
            float32x4_t t24 = vmulq_f32(t22, t23);
            float32x4_t t25 = vsubq_f32(t21, t24);
            vst1q_f32(t9, t25);
            i_vec += 4L;
            if (i_vec >= t7) {
                i = (int)((long)t5 + t7);
                break;
            }
        }
    } else {
        i = t5;
    }
    for (; i < n; i++) {
        out[i] = pairsum(p + 2 * i, 3);
    }
}

void tri_some(int *out, int n) {
    int t13;
    int i;
    long t3 = (long)n;
    if ((t3 >= 8L) & 1) {
        long t4 = t3 & -8L;
        int32x4_t t5 = vdupq_n_s32(0);
        int32x4_t t6 = vaddq_s32(t5, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
        uint32x4_t t7 = vreinterpretq_u32_s32(t6);
        uint32x4_t t8 = vsubq_u32(t7, vdupq_n_u32(3));
        uint32x4_t t9 = vminq_u32(t7, t8);
        int32x4_t t1 = vreinterpretq_s32_u32(t9);
        long i_vec_1 = 0L;
        /* vcc: loop at linear_calls.c:39 vectorized: VF 4, UF 2, the remainder at 40:13 by 3 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            uint32x4_t t10 = vmvnq_u32(vceqq_s32(t1, vdupq_n_s32(1)));
            int t11 = (int)i_vec_1 + 5;
            int32x4_t t12 = vbslq_s32(t10, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t34 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
            int32x4_t t35 = vdupq_n_s32(t11);
            int32x4_t t36 = vaddq_s32(t35, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t37 = vdupq_n_s32(2);
            int32x4_t t38 = vshlq_s32(t36, vnegq_s32(t37));
            int32x4_t t39 = vdupq_n_s32(t11 * 7);
            int32x4_t t40 = vdupq_n_s32(7);
            int32x4_t t41 = vmulq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t40);
            int32x4_t t42 = vaddq_s32(t39, t41);
            uint32x4_t t43 = vreinterpretq_u32_s32(t42);
            uint32x4_t t44 = vreinterpretq_u32_s32(t38);
            uint32x4_t t45 = vsubq_u32(t43, t44);
            int32x4_t t46 = vreinterpretq_s32_u32(t45);
            int32x4_t t47 = vbslq_s32(t34, t46, (int32x4_t)(vcc_v4_int){0});
            do { uint32x4_t vcc_nm = t10; int32x4_t vcc_nv = t47; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)i_vec_1 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            long t25 = i_vec_1 + 4L;
            int32x4_t t26 = vaddq_s32(t1, vdupq_n_s32(1));
            uint32x4_t t27 = vreinterpretq_u32_s32(t26);
            uint32x4_t t28 = vsubq_u32(t27, vdupq_n_u32(3));
            uint32x4_t t29 = vminq_u32(t27, t28);
            int32x4_t t30 = vreinterpretq_s32_u32(t29);
            uint32x4_t t31 = vmvnq_u32(vceqq_s32(t30, vdupq_n_s32(1)));
            int t32 = (int)t25 + 5;
            int32x4_t t33 = vbslq_s32(t31, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t70 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t33 != (vcc_v4_int){0});
            int32x4_t t71 = vdupq_n_s32(t32);
            int32x4_t t72 = vaddq_s32(t71, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t73 = vdupq_n_s32(2);
            int32x4_t t74 = vshlq_s32(t72, vnegq_s32(t73));
            int32x4_t t75 = vdupq_n_s32(t32 * 7);
            int32x4_t t76 = vdupq_n_s32(7);
            int32x4_t t77 = vmulq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t76);
            int32x4_t t78 = vaddq_s32(t75, t77);
            uint32x4_t t79 = vreinterpretq_u32_s32(t78);
            uint32x4_t t80 = vreinterpretq_u32_s32(t74);
            uint32x4_t t81 = vsubq_u32(t79, t80);
            int32x4_t t82 = vreinterpretq_s32_u32(t81);
            int32x4_t t83 = vbslq_s32(t70, t82, (int32x4_t)(vcc_v4_int){0});
            do { uint32x4_t vcc_nm = t31; int32x4_t vcc_nv = t83; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)t25 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec_1 += 8L;
            int32x4_t t66 = vaddq_s32(t1, vdupq_n_s32(2));
            uint32x4_t t67 = vreinterpretq_u32_s32(t66);
            uint32x4_t t68 = vsubq_u32(t67, vdupq_n_u32(3));
            uint32x4_t t69 = vminq_u32(t67, t68);
            t1 = vreinterpretq_s32_u32(t69);
            if (i_vec_1 >= t4) {
                t13 = (int)t4;
                break;
            }
        }
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    if ((t14 >= 4L) & (t13 >= 0)) {
        long t15 = t14 & -4L;
        int32x4_t t16 = vdupq_n_s32(t13 % 3);
        int32x4_t t17 = vaddq_s32(t16, ((int32x4_t)(vcc_v4_int){0, 1, 2, 0}));
        uint32x4_t t18 = vreinterpretq_u32_s32(t17);
        uint32x4_t t19 = vsubq_u32(t18, vdupq_n_u32(3));
        uint32x4_t t20 = vminq_u32(t18, t19);
        int32x4_t t2 = vreinterpretq_s32_u32(t20);
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:39 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            long t21 = (long)t13 + i_vec;
            uint32x4_t t22 = vmvnq_u32(vceqq_s32(t2, vdupq_n_s32(1)));
            int t23 = (int)t21 + 5;
            int32x4_t t24 = vbslq_s32(t22, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t52 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t24 != (vcc_v4_int){0});
            int32x4_t t53 = vdupq_n_s32(t23);
            int32x4_t t54 = vaddq_s32(t53, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            int32x4_t t55 = vdupq_n_s32(2);
            int32x4_t t56 = vshlq_s32(t54, vnegq_s32(t55));
            int32x4_t t57 = vdupq_n_s32(t23 * 7);
            int32x4_t t58 = vdupq_n_s32(7);
            int32x4_t t59 = vmulq_s32(((int32x4_t)(vcc_v4_int){0, 1, 2, 3}), t58);
            int32x4_t t60 = vaddq_s32(t57, t59);
            uint32x4_t t61 = vreinterpretq_u32_s32(t60);
            uint32x4_t t62 = vreinterpretq_u32_s32(t56);
            uint32x4_t t63 = vsubq_u32(t61, t62);
            int32x4_t t64 = vreinterpretq_s32_u32(t63);
            int32x4_t t65 = vbslq_s32(t52, t64, (int32x4_t)(vcc_v4_int){0});
            do { uint32x4_t vcc_nm = t22; int32x4_t vcc_nv = t65; int32_t *vcc_np = (int32_t *)((int *)((unsigned long)out + (unsigned long)t21 * 4UL)); if (vminvq_u32(vcc_nm)) vst1q_s32(vcc_np, vcc_nv); else if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_s32(vcc_np + 0, vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_s32(vcc_np + 1, vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_s32(vcc_np + 2, vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_s32(vcc_np + 3, vcc_nv, 3); } } while (0);
            i_vec += 4L;
            int32x4_t t48 = vaddq_s32(t2, vdupq_n_s32(1));
            uint32x4_t t49 = vreinterpretq_u32_s32(t48);
            uint32x4_t t50 = vsubq_u32(t49, vdupq_n_u32(3));
            uint32x4_t t51 = vminq_u32(t49, t50);
            t2 = vreinterpretq_s32_u32(t51);
            if (i_vec >= t15) {
                i = (int)((long)t13 + t15);
                break;
            }
        }
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        if ((i % 3) != 1) {
            out[i] = tri(i + 5, 7);
        }
    }
}

/* #pragma omp declare simd uniform(s) linear(p:s) notinbranch */
double first2(const double *p, long s) {
    return p[0] * 2.0 + p[1] * (double)s;
}

/* vcc: function at linear_calls.c:45 vector variant _ZGVnN2ls1u_first2 of `first2`: VL 2, unmasked, p linear step parameter 2, s uniform */
float64x2_t _ZGVnN2ls1u_first2(const double *p, long s) {
    int64x2_t t1 = vdupq_n_s64(0L);
    int64x2_t t2 = vdupq_n_s64(1L * s);
    int64x2_t t3 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t2);
    int64x2_t t4 = vaddq_s64(t1, t3);
    float64x2_t t5 = ({ int64x2_t vcc_ni = t4; const float64_t *vcc_np = (const float64_t *)(p + 0); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
    float64x2_t t6 = vdupq_n_f64(2.0);
    float64x2_t t7 = vmulq_f64(t5, t6);
    int64x2_t t8 = vdupq_n_s64(0L);
    int64x2_t t9 = vdupq_n_s64(1L * s);
    int64x2_t t10 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t9);
    int64x2_t t11 = vaddq_s64(t8, t10);
    float64x2_t t12 = ({ int64x2_t vcc_ni = t11; const float64_t *vcc_np = (const float64_t *)(p + 1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
    float64x2_t t13 = vdupq_n_f64((double)s);
    float64x2_t t14 = vmulq_f64(t12, t13);
    float64x2_t t15 = vaddq_f64(t7, t14);
    return t15;
}

/* A row-major matrix walked by columns: p moves by s elements per iteration, as the clause says. */
void columns(double *out, const double *m, long s, int n) {
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at linear_calls.c:52 vectorized: VF 2, UF 4, scalar epilogue */
        for (;;) {
            double *t3 = out + i_vec;
            const double *t4 = m + i_vec * s;
            int64x2_t t9 = vdupq_n_s64(0L);
            int64x2_t t10 = vdupq_n_s64(1L * s);
            int64x2_t t11 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t10);
            int64x2_t t12 = vaddq_s64(t9, t11);
            float64x2_t t13 = ({ int64x2_t vcc_ni = t12; const float64_t *vcc_np = (const float64_t *)(t4 + 0); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t14 = vdupq_n_f64(2.0);
            float64x2_t t15 = vmulq_f64(t13, t14);
            int64x2_t t16 = vdupq_n_s64(0L);
            int64x2_t t17 = vdupq_n_s64(1L * s);
            int64x2_t t18 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t17);
            int64x2_t t19 = vaddq_s64(t16, t18);
            float64x2_t t20 = ({ int64x2_t vcc_ni = t19; const float64_t *vcc_np = (const float64_t *)(t4 + 1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t21 = vdupq_n_f64((double)s);
            float64x2_t t22 = vmulq_f64(t20, t21);
            float64x2_t t23 = vaddq_f64(t15, t22);
            vst1q_f64(t3, t23);
            long t6 = i_vec + 2L;
            double *t7 = out + t6;
            const double *t8 = m + t6 * s;
            int64x2_t t27 = vdupq_n_s64(0L);
            int64x2_t t28 = vdupq_n_s64(1L * s);
            int64x2_t t29 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t28);
            int64x2_t t30 = vaddq_s64(t27, t29);
            float64x2_t t31 = ({ int64x2_t vcc_ni = t30; const float64_t *vcc_np = (const float64_t *)(t8 + 0); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t32 = vdupq_n_f64(2.0);
            float64x2_t t33 = vmulq_f64(t31, t32);
            int64x2_t t34 = vdupq_n_s64(0L);
            int64x2_t t35 = vdupq_n_s64(1L * s);
            int64x2_t t36 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t35);
            int64x2_t t37 = vaddq_s64(t34, t36);
            float64x2_t t38 = ({ int64x2_t vcc_ni = t37; const float64_t *vcc_np = (const float64_t *)(t8 + 1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t39 = vdupq_n_f64((double)s);
            float64x2_t t40 = vmulq_f64(t38, t39);
            float64x2_t t41 = vaddq_f64(t33, t40);
            vst1q_f64(t7, t41);
            long t24 = i_vec + 4L;
            double *t25 = out + t24;
            const double *t26 = m + t24 * s;
            int64x2_t t45 = vdupq_n_s64(0L);
            int64x2_t t46 = vdupq_n_s64(1L * s);
            int64x2_t t47 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t46);
            int64x2_t t48 = vaddq_s64(t45, t47);
            float64x2_t t49 = ({ int64x2_t vcc_ni = t48; const float64_t *vcc_np = (const float64_t *)(t26 + 0); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t50 = vdupq_n_f64(2.0);
            float64x2_t t51 = vmulq_f64(t49, t50);
            int64x2_t t52 = vdupq_n_s64(0L);
            int64x2_t t53 = vdupq_n_s64(1L * s);
            int64x2_t t54 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t53);
            int64x2_t t55 = vaddq_s64(t52, t54);
            float64x2_t t56 = ({ int64x2_t vcc_ni = t55; const float64_t *vcc_np = (const float64_t *)(t26 + 1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t57 = vdupq_n_f64((double)s);
            float64x2_t t58 = vmulq_f64(t56, t57);
            float64x2_t t59 = vaddq_f64(t51, t58);
            vst1q_f64(t25, t59);
            long t42 = i_vec + 6L;
            double *t43 = out + t42;
            const double *t44 = m + t42 * s;
            int64x2_t t60 = vdupq_n_s64(0L);
            int64x2_t t61 = vdupq_n_s64(1L * s);
            int64x2_t t62 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t61);
            int64x2_t t63 = vaddq_s64(t60, t62);
            float64x2_t t64 = ({ int64x2_t vcc_ni = t63; const float64_t *vcc_np = (const float64_t *)(t44 + 0); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t65 = vdupq_n_f64(2.0);
            float64x2_t t66 = vmulq_f64(t64, t65);
            int64x2_t t67 = vdupq_n_s64(0L);
            int64x2_t t68 = vdupq_n_s64(1L * s);
            int64x2_t t69 = (int64x2_t)((vcc_v2_long)(int64x2_t)(vcc_v2_long){0L, 1L} * (vcc_v2_long)t68);
            int64x2_t t70 = vaddq_s64(t67, t69);
            float64x2_t t71 = ({ int64x2_t vcc_ni = t70; const float64_t *vcc_np = (const float64_t *)(t44 + 1); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vgetq_lane_s64(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t t72 = vdupq_n_f64((double)s);
            float64x2_t t73 = vmulq_f64(t71, t72);
            float64x2_t t74 = vaddq_f64(t66, t73);
            vst1q_f64(t43, t74);
            i_vec += 8L;
            if (i_vec >= t2) {
                i = (int)t2;
                break;
            }
        }
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t5 = (long)i;
        out[t5] = first2(m + t5 * s, s);
    }
}

/* j moves by 2 per iteration, the clause says 1: not vectorized. */
void tri_wrong_step(int *out, int n) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        out[i] = tri(2 * i, 7);
}

int main(void) {
    int sizes[6];
    int i;
    int t32;
    int i_1;
    int t77;
    int i_4;
    int t128;
    long t129;
    long t;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 1003;
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        unsigned long t1 = (unsigned long)(n + 1);
        unsigned long t2 = t1 * 4UL;
        void *t3 = malloc(t2);
        float *x = (float *)t3;
        void *t4 = malloc(t2);
        float *y = (float *)t4;
        void *t5 = malloc((unsigned long)(2 * n + 1) * 4UL);
        float *p = (float *)t5;
        float *out = (float *)malloc(t2);
        int *iout = (int *)calloc(t1, 4UL);
        int *wout = (int *)calloc(t1, 4UL);
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t3;
        unsigned long t8 = (unsigned long)t4;
        long t9 = (long)((unsigned long)t4 - (unsigned long)t3);
        unsigned long t10 = (unsigned long)t3;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 32L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t12))) {
            long t14 = t6 & -8L;
            int32x4_t t15 = vdupq_n_s32(0);
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t i_v = vaddq_u32(t16, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec = 0L;
            /* vcc: loop at linear_calls.c:70 vectorized: VF 4, UF 2, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v);
                float32x4_t t17 = vcvtq_f32_s32(i_v_6);
                float32x4_t t18 = vmulq_f32(t17, vdupq_n_f32(0.5f));
                vst1q_f32(x + i_vec, t18);
                float32x4_t t19 = vsubq_f32(vdupq_n_f32(3.0f), t17);
                vst1q_f32(y + i_vec, t19);
                float32x4_t t20 = vmulq_f32(t17, vdupq_n_f32(1.25f));
                float32x4_t t21 = vmulq_f32(t17, vdupq_n_f32(0.75f));
                float32x4_t t22 = vsubq_f32(t21, vdupq_n_f32(2.0f));
                vst2q_f32(p + (2 * (int)i_vec + 1) + -1, ((float32x4x2_t){{t20, t22}}));
                long t23 = i_vec + 4L;
                uint32x4_t t24 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_7 = vreinterpretq_s32_u32(t24);
                float32x4_t t25 = vcvtq_f32_s32(i_v_7);
                float32x4_t t26 = vmulq_f32(t25, vdupq_n_f32(0.5f));
                vst1q_f32(x + t23, t26);
                float32x4_t t27 = vsubq_f32(vdupq_n_f32(3.0f), t25);
                vst1q_f32(y + t23, t27);
                float32x4_t t28 = vmulq_f32(t25, vdupq_n_f32(1.25f));
                float32x4_t t29 = vmulq_f32(t25, vdupq_n_f32(0.75f));
                float32x4_t t30 = vsubq_f32(t29, vdupq_n_f32(2.0f));
                vst2q_f32(p + (2 * (int)t23 + 1) + -1, ((float32x4x2_t){{t28, t30}}));
                i_vec += 8L;
                uint32x4_t t31 = vaddq_u32(i_v, vdupq_n_u32(8));
                if (i_vec >= t14) {
                    break;
                }
                i_v = t31;
            }
            t32 = (int)t14;
        } else {
            t32 = 0;
        }
        long t33 = (long)n + (long)t32 * -1L;
        unsigned long t34 = (unsigned long)t3;
        unsigned long t35 = (unsigned long)t4;
        long t36 = (long)((unsigned long)t4 + (unsigned long)((long)t32 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t32 * 4L)));
        unsigned long t37 = (unsigned long)t3;
        unsigned long t38 = (unsigned long)t5;
        unsigned long t39 = (unsigned long)t4;
        unsigned long t40 = (unsigned long)t5;
        if ((t33 >= 4L) & (((t34 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t32 * 4L))) | ((t35 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t34 + (unsigned long)((long)t32 * 4L))) | ((t36 <= 0L) | (t36 >= 16L))) & (((t37 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t38 + (unsigned long)((long)t32 * 8L))) | ((t38 + (unsigned long)((long)t32 * 8L + 8L + (t33 - 1L) * 8L)) <= (t37 + (unsigned long)((long)t32 * 4L)))) & (((t39 + (unsigned long)((long)t32 * 4L + 4L + (t33 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t32 * 8L))) | ((t40 + (unsigned long)((long)t32 * 8L + 8L + (t33 - 1L) * 8L)) <= (t39 + (unsigned long)((long)t32 * 4L))))) {
            long t41 = t33 & -4L;
            int32x4_t t42 = vdupq_n_s32(t32);
            uint32x4_t t43 = vreinterpretq_u32_s32(t42);
            uint32x4_t i_v_1 = vaddq_u32(t43, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long i_vec_1 = 0L;
            /* vcc: loop at linear_calls.c:70 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 67:54, the value of the call to `malloc` at 67:20 and the value of the call to `malloc` at 68:20, the value of the call to `malloc` at 67:54 and the value of the call to `malloc` at 68:20 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t44 = (long)t32 + i_vec_1;
                int32x4_t i_v_8 = vreinterpretq_s32_u32(i_v_1);
                float32x4_t t45 = vcvtq_f32_s32(i_v_8);
                float32x4_t t46 = vmulq_f32(t45, vdupq_n_f32(0.5f));
                vst1q_f32(x + t44, t46);
                float32x4_t t47 = vsubq_f32(vdupq_n_f32(3.0f), t45);
                vst1q_f32(y + t44, t47);
                float32x4_t t48 = vmulq_f32(t45, vdupq_n_f32(1.25f));
                float32x4_t t49 = vmulq_f32(t45, vdupq_n_f32(0.75f));
                float32x4_t t50 = vsubq_f32(t49, vdupq_n_f32(2.0f));
                vst2q_f32(p + (2 * (int)t44 + 1) + -1, ((float32x4x2_t){{t48, t50}}));
                i_vec_1 += 4L;
                uint32x4_t t51 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                if (i_vec_1 >= t41) {
                    break;
                }
                i_v_1 = t51;
            }
            i_1 = (int)((long)t32 + t41);
        } else {
            i_1 = t32;
        }
        for (; i_1 < n; i_1++) {
            long t52 = (long)i_1;
            float t53 = (float)i_1;
            x[t52] = t53 * 0.5f;
            y[t52] = 3.0f - t53;
            int t54 = 2 * i_1;
            p[t54] = t53 * 1.25f;
            p[t54 + 1] = t53 * 0.75f - 2.0f;
        }
        axpy_all(out, x, y, 1.5f, n);
        double sum = 0.0;
        for (int i_2 = 0; i_2 < n; i_2++) {
            sum += (double)out[i_2];
        }
        pairs(out, p, n);
        int i_3 = 0;
        double sum_2 = sum;
        while (i_3 < n) {
            int t55 = i_3 + 1;
            sum_2 += (double)(out[i_3] * (float)t55);
            i_3 = t55;
        }
        tri_some(iout, n);
        tri_wrong_step(wout, n);
        int t56 = 3 * n + 2;
        double *m = (double *)malloc((unsigned long)t56 * 8UL);
        double *dout = (double *)malloc(t1 * 8UL);
        long t57 = (long)n * 3L + 2L;
        if (t57 >= 8L) {
            long t58 = t57 & -8L;
            int32x2_t t59 = vdup_n_s32(0);
            uint32x2_t t60 = vreinterpret_u32_s32(t59);
            uint32x2_t i_v_2 = vadd_u32(t60, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec_2 = 0L;
            /* vcc: loop at linear_calls.c:86 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                int32x2_t i_v_9 = vreinterpret_s32_u32(i_v_2);
                float64x2_t t61 = vcvtq_f64_s64(vmovl_s32(i_v_9));
                float64x2_t t62 = vmulq_f64(t61, vdupq_n_f64(0.125));
                float64x2_t t63 = vsubq_f64(t62, vdupq_n_f64(1.0));
                vst1q_f64(m + i_vec_2, t63);
                uint32x2_t t64 = vadd_u32(i_v_2, vdup_n_u32(2));
                int32x2_t i_v_10 = vreinterpret_s32_u32(t64);
                float64x2_t t65 = vcvtq_f64_s64(vmovl_s32(i_v_10));
                float64x2_t t66 = vmulq_f64(t65, vdupq_n_f64(0.125));
                float64x2_t t67 = vsubq_f64(t66, vdupq_n_f64(1.0));
                vst1q_f64(m + (i_vec_2 + 2L), t67);
                uint32x2_t t68 = vadd_u32(i_v_2, vdup_n_u32(4));
                int32x2_t i_v_11 = vreinterpret_s32_u32(t68);
                float64x2_t t69 = vcvtq_f64_s64(vmovl_s32(i_v_11));
                float64x2_t t70 = vmulq_f64(t69, vdupq_n_f64(0.125));
                float64x2_t t71 = vsubq_f64(t70, vdupq_n_f64(1.0));
                vst1q_f64(m + (i_vec_2 + 4L), t71);
                uint32x2_t t72 = vadd_u32(i_v_2, vdup_n_u32(6));
                int32x2_t i_v_12 = vreinterpret_s32_u32(t72);
                float64x2_t t73 = vcvtq_f64_s64(vmovl_s32(i_v_12));
                float64x2_t t74 = vmulq_f64(t73, vdupq_n_f64(0.125));
                float64x2_t t75 = vsubq_f64(t74, vdupq_n_f64(1.0));
                vst1q_f64(m + (i_vec_2 + 6L), t75);
                i_vec_2 += 8L;
                uint32x2_t t76 = vadd_u32(i_v_2, vdup_n_u32(8));
                if (i_vec_2 >= t58) {
                    break;
                }
                i_v_2 = t76;
            }
            t77 = (int)t58;
        } else {
            t77 = 0;
        }
        long t78 = (long)n * 3L + (long)t77 * -1L + 2L;
        if (t78 >= 2L) {
            long t79 = t78 & -2L;
            int32x2_t t80 = vdup_n_s32(t77);
            uint32x2_t t81 = vreinterpret_u32_s32(t80);
            uint32x2_t i_v_3 = vadd_u32(t81, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec_3 = 0L;
            /* vcc: loop at linear_calls.c:86 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                int32x2_t i_v_13 = vreinterpret_s32_u32(i_v_3);
                float64x2_t t82 = vcvtq_f64_s64(vmovl_s32(i_v_13));
                float64x2_t t83 = vmulq_f64(t82, vdupq_n_f64(0.125));
                float64x2_t t84 = vsubq_f64(t83, vdupq_n_f64(1.0));
                vst1q_f64(m + ((long)t77 + i_vec_3), t84);
                i_vec_3 += 2L;
                uint32x2_t t85 = vadd_u32(i_v_3, vdup_n_u32(2));
                if (i_vec_3 >= t79) {
                    break;
                }
                i_v_3 = t85;
            }
            i_4 = (int)((long)t77 + t79);
        } else {
            i_4 = t77;
        }
        for (; i_4 < t56; i_4++) {
            m[i_4] = (double)i_4 * 0.125 - 1.0;
        }
        columns(dout, m, 3L, n);
        double sum_1 = sum_2;
        for (int i_5 = 0; i_5 < n; i_5++) {
            sum_1 += dout[i_5] * (double)(i_5 % 5);
        }
        free((void *)m);
        free((void *)dout);
        long t86 = (long)n;
        if (t86 >= 8L) {
            long t87 = t86 & -8L;
            int32x2_t t88 = vdup_n_s32(0);
            uint32x2_t t89 = vreinterpret_u32_s32(t88);
            uint32x2_t i_v_4 = vadd_u32(t89, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec_4 = 0L;
            uint64x2_t t_v = vdupq_n_u64(0LL);
            uint64x2_t t_v_1 = vdupq_n_u64(0LL);
            uint64x2_t t_v_2 = vdupq_n_u64(0LL);
            uint64x2_t t_v_3 = vdupq_n_u64(0LL);
            /* vcc: loop at linear_calls.c:93 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                int32x2_t i_v_14 = vreinterpret_s32_u32(i_v_4);
                int32x2_t iout_v = vld1_s32(iout + i_vec_4);
                int64x2_t t90 = vmovl_s32(iout_v);
                int32x2_t t91 = vadd_s32(i_v_14, vdup_n_s32(1));
                int64x2_t t92 = vmovl_s32(t91);
                int64x2_t t93 = (int64x2_t)((vcc_v2_long)t90 * (vcc_v2_long)t92);
                int32x2_t wout_v = vld1_s32(wout + i_vec_4);
                int64x2_t t94 = vmovl_s32(wout_v);
                int64x2_t t95 = vaddq_s64(t93, t94);
                uint64x2_t t96 = vreinterpretq_u64_s64(t95);
                t_v = vaddq_u64(t_v, t96);
                long t97 = i_vec_4 + 2L;
                uint32x2_t t98 = vadd_u32(i_v_4, vdup_n_u32(2));
                int32x2_t i_v_15 = vreinterpret_s32_u32(t98);
                int32x2_t iout_v_1 = vld1_s32(iout + t97);
                int64x2_t t99 = vmovl_s32(iout_v_1);
                int32x2_t t100 = vadd_s32(i_v_15, vdup_n_s32(1));
                int64x2_t t101 = vmovl_s32(t100);
                int64x2_t t102 = (int64x2_t)((vcc_v2_long)t99 * (vcc_v2_long)t101);
                int32x2_t wout_v_1 = vld1_s32(wout + t97);
                int64x2_t t103 = vmovl_s32(wout_v_1);
                int64x2_t t104 = vaddq_s64(t102, t103);
                uint64x2_t t105 = vreinterpretq_u64_s64(t104);
                t_v_1 = vaddq_u64(t_v_1, t105);
                long t106 = i_vec_4 + 4L;
                uint32x2_t t107 = vadd_u32(i_v_4, vdup_n_u32(4));
                int32x2_t i_v_16 = vreinterpret_s32_u32(t107);
                int32x2_t iout_v_2 = vld1_s32(iout + t106);
                int64x2_t t108 = vmovl_s32(iout_v_2);
                int32x2_t t109 = vadd_s32(i_v_16, vdup_n_s32(1));
                int64x2_t t110 = vmovl_s32(t109);
                int64x2_t t111 = (int64x2_t)((vcc_v2_long)t108 * (vcc_v2_long)t110);
                int32x2_t wout_v_2 = vld1_s32(wout + t106);
                int64x2_t t112 = vmovl_s32(wout_v_2);
                int64x2_t t113 = vaddq_s64(t111, t112);
                uint64x2_t t114 = vreinterpretq_u64_s64(t113);
                t_v_2 = vaddq_u64(t_v_2, t114);
                long t115 = i_vec_4 + 6L;
                uint32x2_t t116 = vadd_u32(i_v_4, vdup_n_u32(6));
                int32x2_t i_v_17 = vreinterpret_s32_u32(t116);
                int32x2_t iout_v_3 = vld1_s32(iout + t115);
                int64x2_t t117 = vmovl_s32(iout_v_3);
                int32x2_t t118 = vadd_s32(i_v_17, vdup_n_s32(1));
                int64x2_t t119 = vmovl_s32(t118);
                int64x2_t t120 = (int64x2_t)((vcc_v2_long)t117 * (vcc_v2_long)t119);
                int32x2_t wout_v_3 = vld1_s32(wout + t115);
                int64x2_t t121 = vmovl_s32(wout_v_3);
                int64x2_t t122 = vaddq_s64(t120, t121);
                uint64x2_t t123 = vreinterpretq_u64_s64(t122);
                t_v_3 = vaddq_u64(t_v_3, t123);
                i_vec_4 += 8L;
                uint32x2_t t124 = vadd_u32(i_v_4, vdup_n_u32(8));
                if (i_vec_4 >= t87) {
                    break;
                }
                i_v_4 = t124;
            }
            uint64x2_t t125 = vaddq_u64(t_v, t_v_1);
            uint64x2_t t126 = vaddq_u64(t125, t_v_2);
            uint64x2_t t127 = vaddq_u64(t126, t_v_3);
            t128 = (int)t87;
            t129 = (long)vaddvq_u64(t127);
        } else {
            t128 = 0;
            t129 = 0L;
        }
        long t130 = (long)n + (long)t128 * -1L;
        if (t130 >= 2L) {
            long t131 = t130 & -2L;
            int32x2_t t132 = vdup_n_s32(t128);
            uint32x2_t t133 = vreinterpret_u32_s32(t132);
            uint32x2_t i_v_5 = vadd_u32(t133, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long i_vec_5 = 0L;
            uint64x2_t t_v_4 = vdupq_n_u64(0LL);
            /* vcc: loop at linear_calls.c:93 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                long t134 = (long)t128 + i_vec_5;
                int32x2_t i_v_18 = vreinterpret_s32_u32(i_v_5);
                int32x2_t iout_v_4 = vld1_s32(iout + t134);
                int64x2_t t135 = vmovl_s32(iout_v_4);
                int32x2_t t136 = vadd_s32(i_v_18, vdup_n_s32(1));
                int64x2_t t137 = vmovl_s32(t136);
                int64x2_t t138 = (int64x2_t)((vcc_v2_long)t135 * (vcc_v2_long)t137);
                int32x2_t wout_v_4 = vld1_s32(wout + t134);
                int64x2_t t139 = vmovl_s32(wout_v_4);
                int64x2_t t140 = vaddq_s64(t138, t139);
                uint64x2_t t141 = vreinterpretq_u64_s64(t140);
                t_v_4 = vaddq_u64(t_v_4, t141);
                i_vec_5 += 2L;
                uint32x2_t t142 = vadd_u32(i_v_5, vdup_n_u32(2));
                if (i_vec_5 >= t131) {
                    break;
                }
                i_v_5 = t142;
            }
            i = (int)((long)t128 + t131);
            t = (long)((unsigned long)t129 + vaddvq_u64(t_v_4));
        } else {
            i = t128;
            t = t129;
        }
        while (i < n) {
            long t143 = (long)i;
            i++;
            t += (long)iout[t143] * (long)i + (long)wout[t143];
        }
        printf("n=%d %.3f %ld\n", n, sum_1, t);
        free((void *)x);
        free((void *)y);
        free((void *)p);
        free((void *)out);
        free((void *)iout);
        free((void *)wout);
    }
    return 0;
}
