/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=2 avx512vbmi-zmm=3 sse4.2=2 sse2=2 neon=3 */
/* vcc-test: also-tune avx512 zen4 3 */
/* vcc-test: also-tune sse4.2 zen4 3 */
/* Interleave groups bound by the core's shuffle ports (`SHUFFLE_PORTS`, `loopvec/cost.rs`
 * `shuffle_floor`): on Intel's cores, whose cross-lane shuffles and lane extracts issue on one
 * port, and on the generic tune, which takes Intel's row, a vector iteration costs at least a
 * cycle per shuffle, however little the rest of it costs; Zen's two shuffle pipes take half.
 * x86 targets only: NEON's structure loads and the generic vectors have no row. */
#include "harness.h"

/* One member of four loaded from two arrays and stored with gaps: 18 shuffles per 8 elements
 * at VF 8 (three per group load, three per masked store of two lanes; 0.66x of the scalar
 * loop on a Golden Cove), six shuffles and three lane extracts per 4 at VF 4 (0.94x).
 * Scalar on sse4.2 and avx512 under the generic tune, vectorized under --tune=zen4 and on
 * avx512vbmi-zmm (16 lanes: 1.03x on the Golden Cove; the target `native` picks on Zen 5, where
 * it ran 1.16x). avx2 keeps it scalar on its masked stores' price, as before. */
void step4_add(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    int i;
    long t1 = ((long)n + 3L) / 4L - 1L;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:18 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 4L;
            float *t4 = a + t3;
            float32x4_t b_v = vld4q_f32(b + t3).val[0];
            float32x4_t c_v = vld4q_f32(c + t3).val[0];
            float32x4_t t5 = vaddq_f32(b_v, c_v);
            *t4 = vgetq_lane_f32(t5, 0);
            t4[4] = vgetq_lane_f32(t5, 1);
            t4[8] = vgetq_lane_f32(t5, 2);
            t4[12] = vgetq_lane_f32(t5, 3);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)(t2 * 4L);
    } else {
        i = 0;
    }
    for (; i < n; i += 4) {
        long t6 = (long)i;
        a[t6] = b[t6] + c[t6];
    }
}

/* One member of two stored lane by lane (avx2, where masked stores are not free): at VF 8 each
 * lane past the first an extract, the upper half's behind a `vextractf128`, and each load a
 * shuffle and a cross-lane permute; avx2 plans VF 4 (0.80x -> 1.02x of the scalar loop on a
 * Golden Cove). */
void step2_mul(int n, float *restrict a, const float *restrict b, const float *restrict c) {
    int i;
    long t1 = ((long)n + 1L) / 2L - 1L;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:27 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            float *t4 = a + t3;
            float32x4_t b_v = vld2q_f32(b + t3).val[0];
            float32x4_t c_v = vld2q_f32(c + t3).val[0];
            float32x4_t t5 = vmulq_f32(b_v, c_v);
            *t4 = vgetq_lane_f32(t5, 0);
            t4[2] = vgetq_lane_f32(t5, 1);
            t4[4] = vgetq_lane_f32(t5, 2);
            t4[6] = vgetq_lane_f32(t5, 3);
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)(t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < n; i += 2) {
        long t6 = (long)i;
        a[t6] = b[t6] * c[t6];
    }
}

/* A complex product: its shuffles are within the floor on every target. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at shuffle_port.c:33 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t a_v = vld2q_f32(t5).val[0];
            float32x4_t a_v_1 = vld2q_f32(t5).val[1];
            const float *t6 = b + t4;
            float32x4_t b_v = vld2q_f32(t6).val[0];
            float32x4_t b_v_1 = vld2q_f32(t6).val[1];
            float32x4_t t7 = vmulq_f32(a_v, b_v);
            long t8 = (long)(t3 + 1);
            float32x4_t t9 = vmulq_f32(a_v_1, b_v_1);
            float32x4_t t10 = vsubq_f32(t7, t9);
            float32x4_t a_v_2 = vld2q_f32(t5).val[0];
            float32x4_t a_v_3 = vld2q_f32(t5).val[1];
            const float *t11 = b + t8 + -1;
            float32x4_t b_v_2 = vld2q_f32(t11).val[1];
            float32x4_t b_v_3 = vld2q_f32(t11).val[0];
            float32x4_t t12 = vmulq_f32(a_v_2, b_v_2);
            float32x4_t t13 = vmulq_f32(a_v_3, b_v_3);
            float32x4_t t14 = vaddq_f32(t12, t13);
            vst2q_f32(c + t8 + -1, ((float32x4x2_t){{t10, t14}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t15 = 2 * i;
        long t16 = (long)t15;
        const float *t17 = b + t16;
        float32x2_t t18 = vdup_n_f32(a[t16]);
        float32x2_t t19 = vld1_f32(t17);
        float32x2_t t20 = vmul_f32(t18, t19);
        float32x2_t t21 = vdup_n_f32(a[t15 + 1]);
        float32x2_t t22 = vld1_f32(t17);
        float32x2_t t23 = vrev64_f32(t22);
        float32x2_t t24 = vmul_f32(t21, t23);
        float32x2_t t25 = (float32x2_t)__builtin_shufflevector((vcc_v2_float)t20 - (vcc_v2_float)t24, (vcc_v2_float)t20 + (vcc_v2_float)t24, 0, 3);
        vst1_f32(c + t16, t25);
    }
}

int main(void) {
    int n;
    int k;
    int t1;
    int t49;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = count_at(count_idx);
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int m = 2 * n;
        void *t2 = new_array(m, 4UL);
        float *a = (float *)t2;
        void *t3 = new_array(m, 4UL);
        float *b = (float *)t3;
        void *t4 = new_array(m, 4UL);
        float *c = (float *)t4;
        long t5 = (long)n * 2L;
        unsigned long t6 = (unsigned long)t2;
        unsigned long t7 = (unsigned long)t3;
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t4;
        long t11 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t4 - (unsigned long)t3);
        if ((t5 >= 16L) & (((t6 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t7) | ((t7 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t6) | ((t8 <= 0L) | (t8 >= 64L))) & (((t9 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t9) | ((t11 <= 0L) | (t11 >= 64L))) & (((t12 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t5 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L)))) {
            long t15 = t5 & -16L;
            int32x4_t t16 = vdupq_n_s32(0);
            uint32x4_t t17 = vreinterpretq_u32_s32(t16);
            uint32x4_t k_v = vaddq_u32(t17, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec = 0L;
            /* vcc: loop at shuffle_port.c:45 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_2 = vreinterpretq_s32_u32(k_v);
                float32x4_t t18 = vcvtq_f32_s32(k_v_2);
                vst1q_f32(a + k_vec, t18);
                float32x4_t t19 = vmulq_f32(vdupq_n_f32(0.5f), t18);
                float32x4_t t20 = vsubq_f32(t19, vdupq_n_f32(3.0f));
                vst1q_f32(b + k_vec, t20);
                int32x4_t t21 = vaddq_s32(k_v_2, vdupq_n_s32(1));
                float32x4_t t22 = vcvtq_f32_s32(t21);
                float32x4_t t23 = vdivq_f32(vdupq_n_f32(1.0f), t22);
                vst1q_f32(c + k_vec, t23);
                long t24 = k_vec + 4L;
                uint32x4_t t25 = vaddq_u32(k_v, vdupq_n_u32(4));
                int32x4_t k_v_3 = vreinterpretq_s32_u32(t25);
                float32x4_t t26 = vcvtq_f32_s32(k_v_3);
                vst1q_f32(a + t24, t26);
                float32x4_t t27 = vmulq_f32(vdupq_n_f32(0.5f), t26);
                float32x4_t t28 = vsubq_f32(t27, vdupq_n_f32(3.0f));
                vst1q_f32(b + t24, t28);
                int32x4_t t29 = vaddq_s32(k_v_3, vdupq_n_s32(1));
                float32x4_t t30 = vcvtq_f32_s32(t29);
                float32x4_t t31 = vdivq_f32(vdupq_n_f32(1.0f), t30);
                vst1q_f32(c + t24, t31);
                long t32 = k_vec + 8L;
                uint32x4_t t33 = vaddq_u32(k_v, vdupq_n_u32(8));
                int32x4_t k_v_4 = vreinterpretq_s32_u32(t33);
                float32x4_t t34 = vcvtq_f32_s32(k_v_4);
                vst1q_f32(a + t32, t34);
                float32x4_t t35 = vmulq_f32(vdupq_n_f32(0.5f), t34);
                float32x4_t t36 = vsubq_f32(t35, vdupq_n_f32(3.0f));
                vst1q_f32(b + t32, t36);
                int32x4_t t37 = vaddq_s32(k_v_4, vdupq_n_s32(1));
                float32x4_t t38 = vcvtq_f32_s32(t37);
                float32x4_t t39 = vdivq_f32(vdupq_n_f32(1.0f), t38);
                vst1q_f32(c + t32, t39);
                long t40 = k_vec + 12L;
                uint32x4_t t41 = vaddq_u32(k_v, vdupq_n_u32(12));
                int32x4_t k_v_5 = vreinterpretq_s32_u32(t41);
                float32x4_t t42 = vcvtq_f32_s32(k_v_5);
                vst1q_f32(a + t40, t42);
                float32x4_t t43 = vmulq_f32(vdupq_n_f32(0.5f), t42);
                float32x4_t t44 = vsubq_f32(t43, vdupq_n_f32(3.0f));
                vst1q_f32(b + t40, t44);
                int32x4_t t45 = vaddq_s32(k_v_5, vdupq_n_s32(1));
                float32x4_t t46 = vcvtq_f32_s32(t45);
                float32x4_t t47 = vdivq_f32(vdupq_n_f32(1.0f), t46);
                vst1q_f32(c + t40, t47);
                k_vec += 16L;
                uint32x4_t t48 = vaddq_u32(k_v, vdupq_n_u32(16));
                if (k_vec >= t15) {
                    break;
                }
                k_v = t48;
            }
            t49 = (int)t15;
        } else {
            t49 = 0;
        }
        long t50 = (long)n * 2L + (long)t49 * -1L;
        unsigned long t51 = (unsigned long)t2;
        unsigned long t52 = (unsigned long)t3;
        long t53 = (long)((unsigned long)t3 + (unsigned long)((long)t49 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t49 * 4L)));
        unsigned long t54 = (unsigned long)t2;
        unsigned long t55 = (unsigned long)t4;
        long t56 = (long)((unsigned long)t4 + (unsigned long)((long)t49 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t49 * 4L)));
        unsigned long t57 = (unsigned long)t3;
        unsigned long t58 = (unsigned long)t4;
        long t59 = (long)((unsigned long)t4 + (unsigned long)((long)t49 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t49 * 4L)));
        if ((t50 >= 4L) & (((t51 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t49 * 4L))) | ((t52 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t49 * 4L))) | ((t53 <= 0L) | (t53 >= 16L))) & (((t54 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t55 + (unsigned long)((long)t49 * 4L))) | ((t55 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t54 + (unsigned long)((long)t49 * 4L))) | ((t56 <= 0L) | (t56 >= 16L))) & (((t57 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t58 + (unsigned long)((long)t49 * 4L))) | ((t58 + (unsigned long)((long)t49 * 4L + 4L + (t50 - 1L) * 4L)) <= (t57 + (unsigned long)((long)t49 * 4L))) | ((t59 <= 0L) | (t59 >= 16L)))) {
            long t60 = t50 & -4L;
            int32x4_t t61 = vdupq_n_s32(t49);
            uint32x4_t t62 = vreinterpretq_u32_s32(t61);
            uint32x4_t k_v_1 = vaddq_u32(t62, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_1 = 0L;
            /* vcc: loop at shuffle_port.c:45 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:42, the value of the call to `new_array` at 44:20 and the value of the call to `new_array` at 44:64, the value of the call to `new_array` at 44:42 and the value of the call to `new_array` at 44:64 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t63 = (long)t49 + k_vec_1;
                int32x4_t k_v_6 = vreinterpretq_s32_u32(k_v_1);
                float32x4_t t64 = vcvtq_f32_s32(k_v_6);
                vst1q_f32(a + t63, t64);
                float32x4_t t65 = vmulq_f32(vdupq_n_f32(0.5f), t64);
                float32x4_t t66 = vsubq_f32(t65, vdupq_n_f32(3.0f));
                vst1q_f32(b + t63, t66);
                int32x4_t t67 = vaddq_s32(k_v_6, vdupq_n_s32(1));
                float32x4_t t68 = vcvtq_f32_s32(t67);
                float32x4_t t69 = vdivq_f32(vdupq_n_f32(1.0f), t68);
                vst1q_f32(c + t63, t69);
                k_vec_1 += 4L;
                uint32x4_t t70 = vaddq_u32(k_v_1, vdupq_n_u32(4));
                if (k_vec_1 >= t60) {
                    break;
                }
                k_v_1 = t70;
            }
            k = (int)((long)t49 + t60);
        } else {
            k = t49;
        }
        while (k < m) {
            long t71 = (long)k;
            float t72 = (float)k;
            a[t71] = t72;
            b[t71] = 0.5f * t72 - 3.0f;
            k++;
            c[t71] = 1.0f / (float)k;
        }
        const float *t73 = c;
        const float *t74 = b;
        step4_add(n, a, t74, t73);
        unsigned long t75 = (unsigned long)m * 4UL;
        const void *t76 = (const void *)a;
        unsigned long t77 = hash_bytes(t76, t75);
        step2_mul(n, a, t74, t73);
        unsigned long t78 = hash_bytes(t76, t75);
        cmul(n, a, t74, t73);
        printf("%d %llx %llx %llx\n", n, (unsigned long long)t77, (unsigned long long)t78, (unsigned long long)hash_bytes(t76, t75));
        free((void *)a);
        free((void *)b);
        free((void *)c);
    }
}
