/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));

/* vcc-test: expect-vectorized generic=2 avx2=2 avx512=3 neon=3 */
#include "harness.h"

/* Strided accesses: loads with stride 2, a store with stride 3, and a sum with stride 4. */
void every_other(int n, int *restrict a, const int *restrict b) {
    int t10;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld2q_s32(b + 2 * (int)i_vec).val[0];
            int32x4_t t3 = vsubq_s32(b_v, vdupq_n_s32(1));
            vst1q_s32(a + i_vec, t3);
            long t4 = i_vec + 4L;
            int32x4_t b_v_1 = vld2q_s32(b + 2 * (int)t4).val[0];
            int32x4_t t5 = vsubq_s32(b_v_1, vdupq_n_s32(1));
            vst1q_s32(a + t4, t5);
            long t6 = i_vec + 8L;
            int32x4_t b_v_2 = vld2q_s32(b + 2 * (int)t6).val[0];
            int32x4_t t7 = vsubq_s32(b_v_2, vdupq_n_s32(1));
            vst1q_s32(a + t6, t7);
            long t8 = i_vec + 12L;
            int32x4_t b_v_3 = vld2q_s32(b + 2 * (int)t8).val[0];
            int32x4_t t9 = vsubq_s32(b_v_3, vdupq_n_s32(1));
            vst1q_s32(a + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L - 1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t b_v_4 = vld2q_s32(b + 2 * (int)t13).val[0];
            int32x4_t t14 = vsubq_s32(b_v_4, vdupq_n_s32(1));
            vst1q_s32(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        a[i] = b[2 * i] - 1;
    }
}

void spread3(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at strided.c:11 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + 3 * (int)i_vec;
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t4 = vaddq_f32(b_v, vdupq_n_f32(0.5f));
            *t3 = vgetq_lane_f32(t4, 0);
            t3[3] = vgetq_lane_f32(t4, 1);
            t3[6] = vgetq_lane_f32(t4, 2);
            t3[9] = vgetq_lane_f32(t4, 3);
            long t5 = i_vec + 4L;
            float *t6 = a + 3 * (int)t5;
            float32x4_t b_v_1 = vld1q_f32(b + t5);
            float32x4_t t7 = vaddq_f32(b_v_1, vdupq_n_f32(0.5f));
            *t6 = vgetq_lane_f32(t7, 0);
            t6[3] = vgetq_lane_f32(t7, 1);
            t6[6] = vgetq_lane_f32(t7, 2);
            t6[9] = vgetq_lane_f32(t7, 3);
            long t8 = i_vec + 8L;
            float *t9 = a + 3 * (int)t8;
            float32x4_t b_v_2 = vld1q_f32(b + t8);
            float32x4_t t10 = vaddq_f32(b_v_2, vdupq_n_f32(0.5f));
            *t9 = vgetq_lane_f32(t10, 0);
            t9[3] = vgetq_lane_f32(t10, 1);
            t9[6] = vgetq_lane_f32(t10, 2);
            t9[9] = vgetq_lane_f32(t10, 3);
            long t11 = i_vec + 12L;
            float *t12 = a + 3 * (int)t11;
            float32x4_t b_v_3 = vld1q_f32(b + t11);
            float32x4_t t13 = vaddq_f32(b_v_3, vdupq_n_f32(0.5f));
            *t12 = vgetq_lane_f32(t13, 0);
            t12[3] = vgetq_lane_f32(t13, 1);
            t12[6] = vgetq_lane_f32(t13, 2);
            t12[9] = vgetq_lane_f32(t13, 3);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at strided.c:11 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float *t18 = a + 3 * (int)t17;
            float32x4_t b_v_4 = vld1q_f32(b + t17);
            float32x4_t t19 = vaddq_f32(b_v_4, vdupq_n_f32(0.5f));
            *t18 = vgetq_lane_f32(t19, 0);
            t18[3] = vgetq_lane_f32(t19, 1);
            t18[6] = vgetq_lane_f32(t19, 2);
            t18[9] = vgetq_lane_f32(t19, 3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[3 * i] = b[i] + 0.5f;
    }
}

long sum_stride4(int n, const int *a) {
    long s;
    int t34;
    long t35;
    int i;
    long t1 = (long)n - 1L;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at strided.c:17 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            const int *t3 = a + 4 * (int)i_vec;
            int32x2_t t4 = vld1_s32(t3);
            int32x2_t t5 = vld1_s32(t3 + 2);
            int32x2_t t6 = vld1_s32(t3 + 4);
            int32x2_t t7 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t4, (vcc_v2_int)t5, 0, 0);
            int32x2_t a_v = vuzp1_s32(t7, t6);
            int64x2_t t8 = vmovl_s32(a_v);
            uint64x2_t t9 = vreinterpretq_u64_s64(t8);
            s_v = vaddq_u64(s_v, t9);
            const int *t10 = a + 4 * (int)(i_vec + 2L);
            int32x2_t t11 = vld1_s32(t10);
            int32x2_t t12 = vld1_s32(t10 + 2);
            int32x2_t t13 = vld1_s32(t10 + 4);
            int32x2_t t14 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t11, (vcc_v2_int)t12, 0, 0);
            int32x2_t a_v_1 = vuzp1_s32(t14, t13);
            int64x2_t t15 = vmovl_s32(a_v_1);
            uint64x2_t t16 = vreinterpretq_u64_s64(t15);
            s_v_1 = vaddq_u64(s_v_1, t16);
            const int *t17 = a + 4 * (int)(i_vec + 4L);
            int32x2_t t18 = vld1_s32(t17);
            int32x2_t t19 = vld1_s32(t17 + 2);
            int32x2_t t20 = vld1_s32(t17 + 4);
            int32x2_t t21 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t18, (vcc_v2_int)t19, 0, 0);
            int32x2_t a_v_2 = vuzp1_s32(t21, t20);
            int64x2_t t22 = vmovl_s32(a_v_2);
            uint64x2_t t23 = vreinterpretq_u64_s64(t22);
            s_v_2 = vaddq_u64(s_v_2, t23);
            const int *t24 = a + 4 * (int)(i_vec + 6L);
            int32x2_t t25 = vld1_s32(t24);
            int32x2_t t26 = vld1_s32(t24 + 2);
            int32x2_t t27 = vld1_s32(t24 + 4);
            int32x2_t t28 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t25, (vcc_v2_int)t26, 0, 0);
            int32x2_t a_v_3 = vuzp1_s32(t28, t27);
            int64x2_t t29 = vmovl_s32(a_v_3);
            uint64x2_t t30 = vreinterpretq_u64_s64(t29);
            s_v_3 = vaddq_u64(s_v_3, t30);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t31 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t32 = vaddq_u64(t31, s_v_2);
        uint64x2_t t33 = vaddq_u64(t32, s_v_3);
        t34 = (int)t2;
        t35 = (long)vaddvq_u64(t33);
    } else {
        t34 = 0;
        t35 = 0L;
    }
    long t36 = (long)n + (long)t34 * -1L - 1L;
    if (t36 >= 2L) {
        long t37 = t36 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at strided.c:17 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            const int *t38 = a + 4 * (int)((long)t34 + i_vec_1);
            int32x2_t t39 = vld1_s32(t38);
            int32x2_t t40 = vld1_s32(t38 + 2);
            int32x2_t t41 = vld1_s32(t38 + 4);
            int32x2_t t42 = (int32x2_t)__builtin_shufflevector((vcc_v2_int)t39, (vcc_v2_int)t40, 0, 0);
            int32x2_t a_v_4 = vuzp1_s32(t42, t41);
            int64x2_t t43 = vmovl_s32(a_v_4);
            uint64x2_t t44 = vreinterpretq_u64_s64(t43);
            s_v_4 = vaddq_u64(s_v_4, t44);
            i_vec_1 += 2L;
        } while (i_vec_1 < t37);
        i = (int)((long)t34 + t37);
        s = (long)((unsigned long)t35 + vaddvq_u64(s_v_4));
    } else {
        i = t34;
        s = t35;
    }
    for (; i < n; i++) {
        s += (long)a[4 * i];
    }
    return s;
}

/* The arrays hold exactly the elements the scalar loops touch, so a wide load or store that
   reaches past the last one fails under -fsanitize=address. */
static int span(int n, int stride) {
    return n > 0 ? stride * (n - 1) + 1 : 0;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b2 = new_array(span(n, 2), 4), *b4 = new_array(span(n, 4), 4);
        float *fa = new_array(span(n, 3), 4), *fb = new_array(n, 4);
        /* Zeroed first: otherwise gcc -O2 warns (-Wmaybe-uninitialized) that the kernels, once
           vectorized and no longer inlined, may read the arrays before FILL wrote them. */
        memset(b2, 0, (size_t)span(n, 2) * 4);
        memset(b4, 0, (size_t)span(n, 4) * 4);
        memset(fb, 0, (size_t)n * 4);
        FILL(b2, span(n, 2), -1000, 2000);
        FILL(b4, span(n, 4), -1000, 2000);
        FILL(fb, n, -1000, 2000);
        memset(fa, 0, (size_t)span(n, 3) * 4);
        every_other(n, a, b2);
        spread3(n, fa, fb);
        printf("n=%d stride2=%llx stride3=%llx sum4=%ld\n", n, HASH(a, n), HASH(fa, span(n, 3)), sum_stride4(n, b4));
        free(a), free(b2), free(b4), free(fa), free(fb);
    }
    return 0;
}
