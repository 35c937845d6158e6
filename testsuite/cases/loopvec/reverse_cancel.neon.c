/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=5 avx2=5 avx512=6 neon=6 */
#include "harness.h"

/* Count-down loops whose loads and stores all run downwards: the lane reversals of the loads
   and of the stored value cancel, and the chain of lane-wise operations between them runs on
   the loads as they are (loopvec/reverse.rs). Each kernel checks one limit of that rewrite. */

/* A chain of arithmetic with a constant and a loop-invariant operand. */
void cancel_chain(int n, int k, int *restrict a, const int *restrict b, const int *restrict c) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        int32x4_t k_v = vdupq_n_s32(k);
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            int32x4_t t5 = vld1q_s32(b + t4 + -3);
            int32x4_t t6 = vmulq_s32(vdupq_n_s32(3), t5);
            int32x4_t t7 = vld1q_s32(c + t4 + -3);
            int32x4_t t8 = vaddq_s32(t6, t7);
            int32x4_t t9 = veorq_s32(t8, k_v);
            vst1q_s32(a + t4 + -3, t9);
            long t10 = (long)t1 + (i_vec + 4L) * -1L;
            int32x4_t t11 = vld1q_s32(b + t10 + -3);
            int32x4_t t12 = vmulq_s32(vdupq_n_s32(3), t11);
            int32x4_t t13 = vld1q_s32(c + t10 + -3);
            int32x4_t t14 = vaddq_s32(t12, t13);
            int32x4_t t15 = veorq_s32(t14, k_v);
            vst1q_s32(a + t10 + -3, t15);
            long t16 = (long)t1 + (i_vec + 8L) * -1L;
            int32x4_t t17 = vld1q_s32(b + t16 + -3);
            int32x4_t t18 = vmulq_s32(vdupq_n_s32(3), t17);
            int32x4_t t19 = vld1q_s32(c + t16 + -3);
            int32x4_t t20 = vaddq_s32(t18, t19);
            int32x4_t t21 = veorq_s32(t20, k_v);
            vst1q_s32(a + t16 + -3, t21);
            long t22 = (long)t1 + (i_vec + 12L) * -1L;
            int32x4_t t23 = vld1q_s32(b + t22 + -3);
            int32x4_t t24 = vmulq_s32(vdupq_n_s32(3), t23);
            int32x4_t t25 = vld1q_s32(c + t22 + -3);
            int32x4_t t26 = vaddq_s32(t24, t25);
            int32x4_t t27 = veorq_s32(t26, k_v);
            vst1q_s32(a + t22 + -3, t27);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t28 = (long)t1 + 1L;
    if (t28 >= 4L) {
        long t29 = t28 & -4L;
        int32x4_t k_v_1 = vdupq_n_s32(k);
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t30 = (long)t1 + i_vec_1 * -1L;
            int32x4_t t31 = vld1q_s32(b + t30 + -3);
            int32x4_t t32 = vmulq_s32(vdupq_n_s32(3), t31);
            int32x4_t t33 = vld1q_s32(c + t30 + -3);
            int32x4_t t34 = vaddq_s32(t32, t33);
            int32x4_t t35 = veorq_s32(t34, k_v_1);
            vst1q_s32(a + t30 + -3, t35);
            i_vec_1 += 4L;
        } while (i_vec_1 < t29);
        i = (int)((long)t1 + t29 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t36 = (long)i;
        a[t36] = (3 * b[t36] + c[t36]) ^ k;
    }
}

/* A condition: the masked store is a scatter of stride -1, which the cost model keeps scalar
   on avx2 and generic (see the remarks); on avx512 a masked store whose value and mask
   reversals both cancel. */
void cancel_masked(int n, float *restrict a, const float *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            long t5 = (long)t1 + (i_vec + 4L) * -1L;
            long t6 = (long)t1 + (i_vec + 8L) * -1L;
            long t7 = (long)t1 + (i_vec + 12L) * -1L;
            float32x4_t t8 = vld1q_f32(b + t4 + -3);
            float32x4_t b_v = vextq_f32(vrev64q_f32(t8), vrev64q_f32(t8), 2);
            float32x4_t t9 = vld1q_f32(b + t5 + -3);
            float32x4_t b_v_1 = vextq_f32(vrev64q_f32(t9), vrev64q_f32(t9), 2);
            float32x4_t t10 = vld1q_f32(b + t6 + -3);
            float32x4_t b_v_2 = vextq_f32(vrev64q_f32(t10), vrev64q_f32(t10), 2);
            float32x4_t t11 = vld1q_f32(b + t7 + -3);
            float32x4_t b_v_3 = vextq_f32(vrev64q_f32(t11), vrev64q_f32(t11), 2);
            uint32x4_t t12 = vcgtq_f32(b_v, vdupq_n_f32(0.0f));
            float32x4_t t13 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            float32x4_t t14 = vsubq_f32(t13, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t12; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)(a + t4); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t15 = vcgtq_f32(b_v_1, vdupq_n_f32(0.0f));
            float32x4_t t16 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            float32x4_t t17 = vsubq_f32(t16, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t15; float32x4_t vcc_nv = t17; float32_t *vcc_np = (float32_t *)(a + t5); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t18 = vcgtq_f32(b_v_2, vdupq_n_f32(0.0f));
            float32x4_t t19 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            float32x4_t t20 = vsubq_f32(t19, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t18; float32x4_t vcc_nv = t20; float32_t *vcc_np = (float32_t *)(a + t6); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            uint32x4_t t21 = vcgtq_f32(b_v_3, vdupq_n_f32(0.0f));
            float32x4_t t22 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
            float32x4_t t23 = vsubq_f32(t22, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t21; float32x4_t vcc_nv = t23; float32_t *vcc_np = (float32_t *)(a + t7); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t24 = (long)t1 + 1L;
    if (t24 >= 4L) {
        long t25 = t24 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t26 = (long)t1 + i_vec_1 * -1L;
            float32x4_t t27 = vld1q_f32(b + t26 + -3);
            float32x4_t b_v_4 = vextq_f32(vrev64q_f32(t27), vrev64q_f32(t27), 2);
            uint32x4_t t28 = vcgtq_f32(b_v_4, vdupq_n_f32(0.0f));
            float32x4_t t29 = vmulq_f32(b_v_4, vdupq_n_f32(2.0f));
            float32x4_t t30 = vsubq_f32(t29, vdupq_n_f32(1.0f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, -1, -2, -3}; uint32x4_t vcc_nm = t28; float32x4_t vcc_nv = t30; float32_t *vcc_np = (float32_t *)(a + t26); if (vmaxvq_u32(vcc_nm)) { if (vgetq_lane_u32(vcc_nm, 0)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); if (vgetq_lane_u32(vcc_nm, 1)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); if (vgetq_lane_u32(vcc_nm, 2)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); if (vgetq_lane_u32(vcc_nm, 3)) vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } } while (0);
            i_vec_1 += 4L;
        } while (i_vec_1 < t25);
        i = (int)((long)t1 + t25 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t31 = (long)i;
        float t32 = b[t31];
        if (t32 > 0.0f) {
            a[t31] = t32 * 2.0f - 1.0f;
        }
    }
}

/* Narrow lanes: bytes widened, added and narrowed again. */
void cancel_bytes(int n, unsigned char *restrict a, const unsigned char *restrict b, const unsigned char *restrict c) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:25 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            uint8x16_t t5 = vld1q_u8(b + t4 + -15);
            uint8x16_t t6 = vld1q_u8(c + t4 + -15);
            uint8x16_t t7 = vrhaddq_u8(t5, t6);
            vst1q_u8(a + t4 + -15, t7);
            long t8 = (long)t1 + (i_vec + 16L) * -1L;
            uint8x16_t t9 = vld1q_u8(b + t8 + -15);
            uint8x16_t t10 = vld1q_u8(c + t8 + -15);
            uint8x16_t t11 = vrhaddq_u8(t9, t10);
            vst1q_u8(a + t8 + -15, t11);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t12 = (long)t1 + 1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:25 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t14 = (long)t1 + i_vec_1 * -1L;
            uint8x16_t t15 = vld1q_u8(b + t14 + -15);
            uint8x16_t t16 = vld1q_u8(c + t14 + -15);
            uint8x16_t t17 = vrhaddq_u8(t15, t16);
            vst1q_u8(a + t14 + -15, t17);
            i_vec_1 += 16L;
        } while (i_vec_1 < t13);
        i = (int)((long)t1 + t13 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t18 = (long)i;
        a[t18] = (unsigned char)(((int)b[t18] + (int)c[t18] + 1) >> 1);
    }
}

/* The stored value is also the loop's last value: its lanes are needed in their order, so the
   reversal of the store stays. */
int keep_last(int n, int *restrict a, const int *restrict b) {
    int last;
    int32x4_t v_v_3;
    int t13;
    int32x4_t v_v_4;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:33 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            int32x4_t t5 = vld1q_s32(b + t4 + -3);
            int32x4_t v_v = vaddq_s32(t5, vdupq_n_s32(7));
            vst1q_s32(a + t4 + -3, v_v);
            long t6 = (long)t1 + (i_vec + 4L) * -1L;
            int32x4_t t7 = vld1q_s32(b + t6 + -3);
            int32x4_t v_v_1 = vaddq_s32(t7, vdupq_n_s32(7));
            vst1q_s32(a + t6 + -3, v_v_1);
            long t8 = (long)t1 + (i_vec + 8L) * -1L;
            int32x4_t t9 = vld1q_s32(b + t8 + -3);
            int32x4_t v_v_2 = vaddq_s32(t9, vdupq_n_s32(7));
            vst1q_s32(a + t8 + -3, v_v_2);
            long t10 = (long)t1 + (i_vec + 12L) * -1L;
            int32x4_t t11 = vld1q_s32(b + t10 + -3);
            int32x4_t b_v = vextq_s32(vrev64q_s32(t11), vrev64q_s32(t11), 2);
            v_v_3 = vaddq_s32(b_v, vdupq_n_s32(7));
            int32x4_t t12 = vextq_s32(vrev64q_s32(v_v_3), vrev64q_s32(v_v_3), 2);
            vst1q_s32(a + t10 + -3, t12);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t13 = vgetq_lane_s32(v_v_3, 3);
    } else {
        t13 = -1;
    }
    long t14 = (long)t1 + 1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:33 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t16 = (long)t1 + i_vec_1 * -1L;
            int32x4_t t17 = vld1q_s32(b + t16 + -3);
            int32x4_t b_v_1 = vextq_s32(vrev64q_s32(t17), vrev64q_s32(t17), 2);
            v_v_4 = vaddq_s32(b_v_1, vdupq_n_s32(7));
            int32x4_t t18 = vextq_s32(vrev64q_s32(v_v_4), vrev64q_s32(v_v_4), 2);
            vst1q_s32(a + t16 + -3, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t1 + t15 * -1L);
        last = vgetq_lane_s32(v_v_4, 3);
    } else {
        i = t1;
        last = t13;
    }
    for (; i >= 0; i--) {
        long t19 = (long)i;
        last = b[t19] + 7;
        a[t19] = last;
    }
    return last;
}

/* A reversed load stored forwards: nothing cancels. */
void keep_mixed(int n, double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:43 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            float64x2_t t3 = vld1q_f64(b + (n - 1 - (int)i_vec) + -1);
            float64x2_t b_v = vextq_f64(t3, t3, 1);
            float64x2_t t4 = vmulq_f64(b_v, vdupq_n_f64(0.25));
            vst1q_f64(a + i_vec, t4);
            long t5 = i_vec + 2L;
            float64x2_t t6 = vld1q_f64(b + (n - 1 - (int)t5) + -1);
            float64x2_t b_v_1 = vextq_f64(t6, t6, 1);
            float64x2_t t7 = vmulq_f64(b_v_1, vdupq_n_f64(0.25));
            vst1q_f64(a + t5, t7);
            long t8 = i_vec + 4L;
            float64x2_t t9 = vld1q_f64(b + (n - 1 - (int)t8) + -1);
            float64x2_t b_v_2 = vextq_f64(t9, t9, 1);
            float64x2_t t10 = vmulq_f64(b_v_2, vdupq_n_f64(0.25));
            vst1q_f64(a + t8, t10);
            long t11 = i_vec + 6L;
            float64x2_t t12 = vld1q_f64(b + (n - 1 - (int)t11) + -1);
            float64x2_t b_v_3 = vextq_f64(t12, t12, 1);
            float64x2_t t13 = vmulq_f64(b_v_3, vdupq_n_f64(0.25));
            vst1q_f64(a + t11, t13);
            i_vec += 8L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 2L) {
        long t16 = t15 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:43 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float64x2_t t18 = vld1q_f64(b + (n - 1 - (int)t17) + -1);
            float64x2_t b_v_4 = vextq_f64(t18, t18, 1);
            float64x2_t t19 = vmulq_f64(b_v_4, vdupq_n_f64(0.25));
            vst1q_f64(a + t17, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[i] = b[n - 1 - i] * 0.25;
    }
}

/* The induction as a value: its vector runs down, lane by lane as the reversed store needs. */
void keep_iota(int n, long long *restrict a, const long long *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 8L) {
        long t3 = t2 & -8L;
        int32x2_t t4 = vdup_n_s32(t1);
        uint32x2_t t5 = vreinterpret_u32_s32(t4);
        uint32x2_t i_v = vadd_u32(t5, ((uint32x2_t)(vcc_v2_uint){0U, 4294967295U}));
        long i_vec = 0L;
        /* vcc: loop at reverse_cancel.c:49 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            long t6 = (long)t1 + i_vec * -1L;
            int32x2_t i_v_2 = vreinterpret_s32_u32(i_v);
            int64x2_t t7 = vld1q_s64((const int64_t *)(b + t6 + -1));
            int64x2_t b_v = vextq_s64(t7, t7, 1);
            int64x2_t t8 = vmovl_s32(i_v_2);
            int64x2_t t9 = vaddq_s64(b_v, t8);
            int64x2_t t10 = vextq_s64(t9, t9, 1);
            vst1q_s64((int64_t *)(a + t6 + -1), t10);
            long t11 = (long)t1 + (i_vec + 2L) * -1L;
            uint32x2_t t12 = vadd_u32(i_v, vdup_n_u32(-2));
            int32x2_t i_v_3 = vreinterpret_s32_u32(t12);
            int64x2_t t13 = vld1q_s64((const int64_t *)(b + t11 + -1));
            int64x2_t b_v_1 = vextq_s64(t13, t13, 1);
            int64x2_t t14 = vmovl_s32(i_v_3);
            int64x2_t t15 = vaddq_s64(b_v_1, t14);
            int64x2_t t16 = vextq_s64(t15, t15, 1);
            vst1q_s64((int64_t *)(a + t11 + -1), t16);
            long t17 = (long)t1 + (i_vec + 4L) * -1L;
            uint32x2_t t18 = vadd_u32(i_v, vdup_n_u32(-4));
            int32x2_t i_v_4 = vreinterpret_s32_u32(t18);
            int64x2_t t19 = vld1q_s64((const int64_t *)(b + t17 + -1));
            int64x2_t b_v_2 = vextq_s64(t19, t19, 1);
            int64x2_t t20 = vmovl_s32(i_v_4);
            int64x2_t t21 = vaddq_s64(b_v_2, t20);
            int64x2_t t22 = vextq_s64(t21, t21, 1);
            vst1q_s64((int64_t *)(a + t17 + -1), t22);
            long t23 = (long)t1 + (i_vec + 6L) * -1L;
            uint32x2_t t24 = vadd_u32(i_v, vdup_n_u32(-6));
            int32x2_t i_v_5 = vreinterpret_s32_u32(t24);
            int64x2_t t25 = vld1q_s64((const int64_t *)(b + t23 + -1));
            int64x2_t b_v_3 = vextq_s64(t25, t25, 1);
            int64x2_t t26 = vmovl_s32(i_v_5);
            int64x2_t t27 = vaddq_s64(b_v_3, t26);
            int64x2_t t28 = vextq_s64(t27, t27, 1);
            vst1q_s64((int64_t *)(a + t23 + -1), t28);
            i_vec += 8L;
            i_v = vadd_u32(i_v, vdup_n_u32(-8));
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t29 = (long)t1 + 1L;
    if (t29 >= 2L) {
        long t30 = t29 & -2L;
        int32x2_t t31 = vdup_n_s32(t1);
        uint32x2_t t32 = vreinterpret_u32_s32(t31);
        uint32x2_t i_v_1 = vadd_u32(t32, ((uint32x2_t)(vcc_v2_uint){0U, 4294967295U}));
        long i_vec_1 = 0L;
        /* vcc: loop at reverse_cancel.c:49 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t1 + i_vec_1 * -1L;
            int32x2_t i_v_6 = vreinterpret_s32_u32(i_v_1);
            int64x2_t t34 = vld1q_s64((const int64_t *)(b + t33 + -1));
            int64x2_t b_v_4 = vextq_s64(t34, t34, 1);
            int64x2_t t35 = vmovl_s32(i_v_6);
            int64x2_t t36 = vaddq_s64(b_v_4, t35);
            int64x2_t t37 = vextq_s64(t36, t36, 1);
            vst1q_s64((int64_t *)(a + t33 + -1), t37);
            i_vec_1 += 2L;
            i_v_1 = vadd_u32(i_v_1, vdup_n_u32(-2));
        } while (i_vec_1 < t30);
        i = (int)((long)t1 + t30 * -1L);
    } else {
        i = t1;
    }
    for (; i >= 0; i--) {
        long t38 = (long)i;
        a[t38] = b[t38] + (long long)i;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *i1 = new_array(n, 4), *i2 = new_array(n, 4), *i3 = new_array(n, 4), *i4 = new_array(n, 4);
        float *f1 = new_array(n, 4), *f2 = new_array(n, 4);
        unsigned char *u1 = new_array(n, 1), *u2 = new_array(n, 1), *u3 = new_array(n, 1);
        double *d1 = new_array(n, 8), *d2 = new_array(n, 8);
        long long *l1 = new_array(n, 8), *l2 = new_array(n, 8);
        FILL(i2, n, -100000, 200000);
        FILL(i3, n, -100000, 200000);
        FILL(f1, n, -5, 10);
        FILL(f2, n, -1000, 2000);
        FILL(u2, n, 0, 256);
        FILL(u3, n, 0, 256);
        FILL(d2, n, -1000, 2000);
        FILL(l2, n, -100000, 200000);
        cancel_chain(n, 0x55aa, i1, i2, i3);
        cancel_masked(n, f1, f2);
        cancel_bytes(n, u1, u2, u3);
        int last = keep_last(n, i4, i2);
        keep_mixed(n, d1, d2);
        keep_iota(n, l1, l2);
        printf("n=%d %llx %llx %llx %llx last=%d %llx %llx\n", n, HASH(i1, n), HASH(f1, n), HASH(u1, n), HASH(i4, n), last,
               HASH(d1, n), HASH(l1, n));
        free(i1), free(i2), free(i3), free(i4), free(f1), free(f2), free(u1), free(u2), free(u3);
        free(d1), free(d2), free(l1), free(l2);
    }
    return 0;
}
