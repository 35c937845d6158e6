/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 neon=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere each member lane extracted and stored on
   its own where the members fill at least half the group (all but `thirds` on AVX2 and
   generic; every group on SSE and NEON), the rest priced as the per-lane scatters of masked
   stores (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t c_v = vld1q_s32(c + i_vec);
            int32x4_t t4 = vaddq_s32(b_v, c_v);
            *t3 = vgetq_lane_s32(t4, 0);
            t3[2] = vgetq_lane_s32(t4, 1);
            t3[4] = vgetq_lane_s32(t4, 2);
            t3[6] = vgetq_lane_s32(t4, 3);
            long t5 = i_vec + 4L;
            int *t6 = a + 2 * (int)t5;
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t c_v_1 = vld1q_s32(c + t5);
            int32x4_t t7 = vaddq_s32(b_v_1, c_v_1);
            *t6 = vgetq_lane_s32(t7, 0);
            t6[2] = vgetq_lane_s32(t7, 1);
            t6[4] = vgetq_lane_s32(t7, 2);
            t6[6] = vgetq_lane_s32(t7, 3);
            long t8 = i_vec + 8L;
            int *t9 = a + 2 * (int)t8;
            int32x4_t b_v_2 = vld1q_s32(b + t8);
            int32x4_t c_v_2 = vld1q_s32(c + t8);
            int32x4_t t10 = vaddq_s32(b_v_2, c_v_2);
            *t9 = vgetq_lane_s32(t10, 0);
            t9[2] = vgetq_lane_s32(t10, 1);
            t9[4] = vgetq_lane_s32(t10, 2);
            t9[6] = vgetq_lane_s32(t10, 3);
            long t11 = i_vec + 12L;
            int *t12 = a + 2 * (int)t11;
            int32x4_t b_v_3 = vld1q_s32(b + t11);
            int32x4_t c_v_3 = vld1q_s32(c + t11);
            int32x4_t t13 = vaddq_s32(b_v_3, c_v_3);
            *t12 = vgetq_lane_s32(t13, 0);
            t12[2] = vgetq_lane_s32(t13, 1);
            t12[4] = vgetq_lane_s32(t13, 2);
            t12[6] = vgetq_lane_s32(t13, 3);
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
        /* vcc: loop at store_gaps.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int *t18 = a + 2 * (int)t17;
            int32x4_t b_v_4 = vld1q_s32(b + t17);
            int32x4_t c_v_4 = vld1q_s32(c + t17);
            int32x4_t t19 = vaddq_s32(b_v_4, c_v_4);
            *t18 = vgetq_lane_s32(t19, 0);
            t18[2] = vgetq_lane_s32(t19, 1);
            t18[4] = vgetq_lane_s32(t19, 2);
            t18[6] = vgetq_lane_s32(t19, 3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[2 * i] = b[t20] + c[t20];
    }
}

void thirds(int n, float *restrict a, const float *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t3 = a + (3 * (int)i_vec + 1);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t4 = vmulq_f32(b_v, vdupq_n_f32(2.0f));
            *t3 = vgetq_lane_f32(t4, 0);
            t3[3] = vgetq_lane_f32(t4, 1);
            t3[6] = vgetq_lane_f32(t4, 2);
            t3[9] = vgetq_lane_f32(t4, 3);
            long t5 = i_vec + 4L;
            float *t6 = a + (3 * (int)t5 + 1);
            float32x4_t b_v_1 = vld1q_f32(b + t5);
            float32x4_t t7 = vmulq_f32(b_v_1, vdupq_n_f32(2.0f));
            *t6 = vgetq_lane_f32(t7, 0);
            t6[3] = vgetq_lane_f32(t7, 1);
            t6[6] = vgetq_lane_f32(t7, 2);
            t6[9] = vgetq_lane_f32(t7, 3);
            long t8 = i_vec + 8L;
            float *t9 = a + (3 * (int)t8 + 1);
            float32x4_t b_v_2 = vld1q_f32(b + t8);
            float32x4_t t10 = vmulq_f32(b_v_2, vdupq_n_f32(2.0f));
            *t9 = vgetq_lane_f32(t10, 0);
            t9[3] = vgetq_lane_f32(t10, 1);
            t9[6] = vgetq_lane_f32(t10, 2);
            t9[9] = vgetq_lane_f32(t10, 3);
            long t11 = i_vec + 12L;
            float *t12 = a + (3 * (int)t11 + 1);
            float32x4_t b_v_3 = vld1q_f32(b + t11);
            float32x4_t t13 = vmulq_f32(b_v_3, vdupq_n_f32(2.0f));
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
        /* vcc: loop at store_gaps.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float *t18 = a + (3 * (int)t17 + 1);
            float32x4_t b_v_4 = vld1q_f32(b + t17);
            float32x4_t t19 = vmulq_f32(b_v_4, vdupq_n_f32(2.0f));
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
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

void two_of_three(int n, int *restrict a, const int *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:24 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            int32x4_t b_v = vld1q_s32(t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            int32x4_t b_v_1 = vld1q_s32(t3);
            int32x4_t t5 = vnegq_s32(b_v_1);
            t4[-2] = vgetq_lane_s32(b_v, 0);
            *t4 = vgetq_lane_s32(t5, 0);
            t4[1] = vgetq_lane_s32(b_v, 1);
            t4[3] = vgetq_lane_s32(t5, 1);
            t4[4] = vgetq_lane_s32(b_v, 2);
            t4[6] = vgetq_lane_s32(t5, 2);
            t4[7] = vgetq_lane_s32(b_v, 3);
            t4[9] = vgetq_lane_s32(t5, 3);
            long t6 = i_vec + 4L;
            const int *t7 = b + t6;
            int32x4_t b_v_2 = vld1q_s32(t7);
            int *t8 = a + (3 * (int)t6 + 2);
            int32x4_t b_v_3 = vld1q_s32(t7);
            int32x4_t t9 = vnegq_s32(b_v_3);
            t8[-2] = vgetq_lane_s32(b_v_2, 0);
            *t8 = vgetq_lane_s32(t9, 0);
            t8[1] = vgetq_lane_s32(b_v_2, 1);
            t8[3] = vgetq_lane_s32(t9, 1);
            t8[4] = vgetq_lane_s32(b_v_2, 2);
            t8[6] = vgetq_lane_s32(t9, 2);
            t8[7] = vgetq_lane_s32(b_v_2, 3);
            t8[9] = vgetq_lane_s32(t9, 3);
            long t10 = i_vec + 8L;
            const int *t11 = b + t10;
            int32x4_t b_v_4 = vld1q_s32(t11);
            int *t12 = a + (3 * (int)t10 + 2);
            int32x4_t b_v_5 = vld1q_s32(t11);
            int32x4_t t13 = vnegq_s32(b_v_5);
            t12[-2] = vgetq_lane_s32(b_v_4, 0);
            *t12 = vgetq_lane_s32(t13, 0);
            t12[1] = vgetq_lane_s32(b_v_4, 1);
            t12[3] = vgetq_lane_s32(t13, 1);
            t12[4] = vgetq_lane_s32(b_v_4, 2);
            t12[6] = vgetq_lane_s32(t13, 2);
            t12[7] = vgetq_lane_s32(b_v_4, 3);
            t12[9] = vgetq_lane_s32(t13, 3);
            long t14 = i_vec + 12L;
            const int *t15 = b + t14;
            int32x4_t b_v_6 = vld1q_s32(t15);
            int *t16 = a + (3 * (int)t14 + 2);
            int32x4_t b_v_7 = vld1q_s32(t15);
            int32x4_t t17 = vnegq_s32(b_v_7);
            t16[-2] = vgetq_lane_s32(b_v_6, 0);
            *t16 = vgetq_lane_s32(t17, 0);
            t16[1] = vgetq_lane_s32(b_v_6, 1);
            t16[3] = vgetq_lane_s32(t17, 1);
            t16[4] = vgetq_lane_s32(b_v_6, 2);
            t16[6] = vgetq_lane_s32(t17, 2);
            t16[7] = vgetq_lane_s32(b_v_6, 3);
            t16[9] = vgetq_lane_s32(t17, 3);
            i_vec += 16L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:24 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            const int *t22 = b + t21;
            int32x4_t b_v_8 = vld1q_s32(t22);
            int *t23 = a + (3 * (int)t21 + 2);
            int32x4_t b_v_9 = vld1q_s32(t22);
            int32x4_t t24 = vnegq_s32(b_v_9);
            t23[-2] = vgetq_lane_s32(b_v_8, 0);
            *t23 = vgetq_lane_s32(t24, 0);
            t23[1] = vgetq_lane_s32(b_v_8, 1);
            t23[3] = vgetq_lane_s32(t24, 1);
            t23[4] = vgetq_lane_s32(b_v_8, 2);
            t23[6] = vgetq_lane_s32(t24, 2);
            t23[7] = vgetq_lane_s32(b_v_8, 3);
            t23[9] = vgetq_lane_s32(t24, 3);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        int t25 = 3 * i;
        const int *t26 = b + i;
        a[t25] = *t26;
        a[t25 + 2] = -*t26;
    }
}

void odd_doubles(int n, double *restrict a, const double *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:31 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            float64x2_t b_v = vld1q_f64(b + i_vec);
            float64x2_t t4 = vaddq_f64(b_v, vdupq_n_f64(0.5));
            *t3 = vgetq_lane_f64(t4, 0);
            t3[2] = vgetq_lane_f64(t4, 1);
            long t5 = i_vec + 2L;
            double *t6 = a + (2 * (int)t5 + 1);
            float64x2_t b_v_1 = vld1q_f64(b + t5);
            float64x2_t t7 = vaddq_f64(b_v_1, vdupq_n_f64(0.5));
            *t6 = vgetq_lane_f64(t7, 0);
            t6[2] = vgetq_lane_f64(t7, 1);
            long t8 = i_vec + 4L;
            double *t9 = a + (2 * (int)t8 + 1);
            float64x2_t b_v_2 = vld1q_f64(b + t8);
            float64x2_t t10 = vaddq_f64(b_v_2, vdupq_n_f64(0.5));
            *t9 = vgetq_lane_f64(t10, 0);
            t9[2] = vgetq_lane_f64(t10, 1);
            long t11 = i_vec + 6L;
            double *t12 = a + (2 * (int)t11 + 1);
            float64x2_t b_v_3 = vld1q_f64(b + t11);
            float64x2_t t13 = vaddq_f64(b_v_3, vdupq_n_f64(0.5));
            *t12 = vgetq_lane_f64(t13, 0);
            t12[2] = vgetq_lane_f64(t13, 1);
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
        /* vcc: loop at store_gaps.c:31 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            double *t18 = a + (2 * (int)t17 + 1);
            float64x2_t b_v_4 = vld1q_f64(b + t17);
            float64x2_t t19 = vaddq_f64(b_v_4, vdupq_n_f64(0.5));
            *t18 = vgetq_lane_f64(t19, 0);
            t18[2] = vgetq_lane_f64(t19, 1);
            i_vec_1 += 2L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        a[2 * i + 1] = b[i] + 0.5;
    }
}

#define G 1001
static int g[2 * G];
static int gb[G];

void global_evens(void) {
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:40 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        int32x4_t gb_v = vld1q_s32(&gb[i_vec]);
        int32x4_t t2 = vmulq_s32(gb_v, vdupq_n_s32(3));
        *t1 = vgetq_lane_s32(t2, 0);
        t1[2] = vgetq_lane_s32(t2, 1);
        t1[4] = vgetq_lane_s32(t2, 2);
        t1[6] = vgetq_lane_s32(t2, 3);
        long t3 = i_vec + 4L;
        int *t4 = &g[2 * (int)t3];
        int32x4_t gb_v_1 = vld1q_s32(&gb[t3]);
        int32x4_t t5 = vmulq_s32(gb_v_1, vdupq_n_s32(3));
        *t4 = vgetq_lane_s32(t5, 0);
        t4[2] = vgetq_lane_s32(t5, 1);
        t4[4] = vgetq_lane_s32(t5, 2);
        t4[6] = vgetq_lane_s32(t5, 3);
        long t6 = i_vec + 8L;
        int *t7 = &g[2 * (int)t6];
        int32x4_t gb_v_2 = vld1q_s32(&gb[t6]);
        int32x4_t t8 = vmulq_s32(gb_v_2, vdupq_n_s32(3));
        *t7 = vgetq_lane_s32(t8, 0);
        t7[2] = vgetq_lane_s32(t8, 1);
        t7[4] = vgetq_lane_s32(t8, 2);
        t7[6] = vgetq_lane_s32(t8, 3);
        long t9 = i_vec + 12L;
        int *t10 = &g[2 * (int)t9];
        int32x4_t gb_v_3 = vld1q_s32(&gb[t9]);
        int32x4_t t11 = vmulq_s32(gb_v_3, vdupq_n_s32(3));
        *t10 = vgetq_lane_s32(t11, 0);
        t10[2] = vgetq_lane_s32(t11, 1);
        t10[4] = vgetq_lane_s32(t11, 2);
        t10[6] = vgetq_lane_s32(t11, 3);
        i_vec += 16L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:40 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t12 = 992L + i_vec_1;
        int *t13 = &g[2 * (int)t12];
        int32x4_t gb_v_4 = vld1q_s32(&gb[t12]);
        int32x4_t t14 = vmulq_s32(gb_v_4, vdupq_n_s32(3));
        *t13 = vgetq_lane_s32(t14, 0);
        t13[2] = vgetq_lane_s32(t14, 1);
        t13[4] = vgetq_lane_s32(t14, 2);
        t13[6] = vgetq_lane_s32(t14, 3);
        i_vec_1 += 4L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

int main(void) {
    int n;
    int t1;
    int t39;
    int k;
    int t61;
    int t62;
    int t63;
    int t81;
    int k_1;
    int t89;
    int t102;
    int k_2;
    int t109;
    int t110;
    int t123;
    int k_3;
    int t146;
    int k_4;
    unsigned long long t158;
    unsigned long long t160;
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
            int32x4_t t161 = vdupq_n_s32(0);
            uint32x4_t t162 = vreinterpretq_u32_s32(t161);
            uint32x4_t k_v_8 = vaddq_u32(t162, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 4, UF 4, scalar epilogue */
            do {
                int32x4_t k_v_29 = vreinterpretq_s32_u32(k_v_8);
                vst1q_s32(&g[k_vec_10], k_v_29);
                uint32x4_t t163 = vaddq_u32(k_v_8, vdupq_n_u32(4));
                int32x4_t k_v_30 = vreinterpretq_s32_u32(t163);
                vst1q_s32(&g[k_vec_10 + 4L], k_v_30);
                uint32x4_t t164 = vaddq_u32(k_v_8, vdupq_n_u32(8));
                int32x4_t k_v_31 = vreinterpretq_s32_u32(t164);
                vst1q_s32(&g[k_vec_10 + 8L], k_v_31);
                uint32x4_t t165 = vaddq_u32(k_v_8, vdupq_n_u32(12));
                int32x4_t k_v_32 = vreinterpretq_s32_u32(t165);
                vst1q_s32(&g[k_vec_10 + 12L], k_v_32);
                k_vec_10 += 16L;
                k_v_8 = vaddq_u32(k_v_8, vdupq_n_u32(16));
            } while (k_vec_10 < 2000L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)(next_rand() % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)hash_bytes((const void *)g, 8008UL));
            return 0;
        }
        void *t2 = new_array(n, 4UL);
        int *b = (int *)t2;
        void *t3 = new_array(n, 4UL);
        int *c = (int *)t3;
        void *t4 = new_array(n, 4UL);
        float *bf = (float *)t4;
        void *t5 = new_array(n, 8UL);
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        long t9 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t10 = (unsigned long)t2;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t3 - (unsigned long)t4);
        unsigned long t15 = (unsigned long)t3;
        unsigned long t16 = (unsigned long)t5;
        unsigned long t17 = (unsigned long)t4;
        unsigned long t18 = (unsigned long)t5;
        if ((t6 >= 8L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 32L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 32L))) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15)) & (((t17 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t17))) {
            long t19 = t6 & -8L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:52 vectorized: VF 2, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 2, scalar epilogue */
            do {
                int32x2_t b_v = vld1_s32(b + k_vec);
                float32x2_t t20 = vcvt_f32_s32(b_v);
                float32x2_t t21 = vmul_f32(t20, vdup_n_f32(0.25f));
                vst1_f32(bf + k_vec, t21);
                int32x2_t c_v = vld1_s32(c + k_vec);
                float64x2_t t22 = vcvtq_f64_s64(vmovl_s32(c_v));
                float64x2_t t23 = vmulq_f64(t22, vdupq_n_f64(0.125));
                vst1q_f64(bd + k_vec, t23);
                long t24 = k_vec + 2L;
                int32x2_t b_v_1 = vld1_s32(b + t24);
                float32x2_t t25 = vcvt_f32_s32(b_v_1);
                float32x2_t t26 = vmul_f32(t25, vdup_n_f32(0.25f));
                vst1_f32(bf + t24, t26);
                int32x2_t c_v_1 = vld1_s32(c + t24);
                float64x2_t t27 = vcvtq_f64_s64(vmovl_s32(c_v_1));
                float64x2_t t28 = vmulq_f64(t27, vdupq_n_f64(0.125));
                vst1q_f64(bd + t24, t28);
                long t29 = k_vec + 4L;
                int32x2_t b_v_2 = vld1_s32(b + t29);
                float32x2_t t30 = vcvt_f32_s32(b_v_2);
                float32x2_t t31 = vmul_f32(t30, vdup_n_f32(0.25f));
                vst1_f32(bf + t29, t31);
                int32x2_t c_v_2 = vld1_s32(c + t29);
                float64x2_t t32 = vcvtq_f64_s64(vmovl_s32(c_v_2));
                float64x2_t t33 = vmulq_f64(t32, vdupq_n_f64(0.125));
                vst1q_f64(bd + t29, t33);
                long t34 = k_vec + 6L;
                int32x2_t b_v_3 = vld1_s32(b + t34);
                float32x2_t t35 = vcvt_f32_s32(b_v_3);
                float32x2_t t36 = vmul_f32(t35, vdup_n_f32(0.25f));
                vst1_f32(bf + t34, t36);
                int32x2_t c_v_3 = vld1_s32(c + t34);
                float64x2_t t37 = vcvtq_f64_s64(vmovl_s32(c_v_3));
                float64x2_t t38 = vmulq_f64(t37, vdupq_n_f64(0.125));
                vst1q_f64(bd + t34, t38);
                k_vec += 8L;
            } while (k_vec < t19);
            t39 = (int)t19;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t4;
        long t43 = (long)((unsigned long)t4 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t39 * 4L)));
        unsigned long t44 = (unsigned long)t2;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t4;
        long t48 = (long)((unsigned long)t3 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t39 * 4L)));
        unsigned long t49 = (unsigned long)t3;
        unsigned long t50 = (unsigned long)t5;
        unsigned long t51 = (unsigned long)t4;
        unsigned long t52 = (unsigned long)t5;
        if ((t40 >= 2L) & (((t41 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t39 * 4L))) | ((t42 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t39 * 4L))) | ((t43 <= 0L) | (t43 >= 8L))) & (((t44 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t39 * 8L))) | ((t45 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t39 * 4L)))) & (((t46 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t39 * 4L))) | ((t47 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t39 * 4L))) | ((t48 <= 0L) | (t48 >= 8L))) & (((t49 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t39 * 8L))) | ((t50 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t49 + (unsigned long)((long)t39 * 4L)))) & (((t51 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t39 * 8L))) | ((t52 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t39 * 4L))))) {
            long t53 = t40 & -2L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 2, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t54 = (long)t39 + k_vec_1;
                int32x2_t b_v_4 = vld1_s32(b + t54);
                float32x2_t t55 = vcvt_f32_s32(b_v_4);
                float32x2_t t56 = vmul_f32(t55, vdup_n_f32(0.25f));
                vst1_f32(bf + t54, t56);
                int32x2_t c_v_4 = vld1_s32(c + t54);
                float64x2_t t57 = vcvtq_f64_s64(vmovl_s32(c_v_4));
                float64x2_t t58 = vmulq_f64(t57, vdupq_n_f64(0.125));
                vst1q_f64(bd + t54, t58);
                k_vec_1 += 2L;
            } while (k_vec_1 < t53);
            k = (int)((long)t39 + t53);
        } else {
            k = t39;
        }
        for (; k < n; k++) {
            long t59 = (long)k;
            bf[t59] = (float)b[t59] * 0.25f;
            bd[t59] = (double)c[t59] * 0.125;
        }
        int t60 = n > 0;
        if (t60) {
            t61 = 2 * n - 1;
        } else {
            t61 = 0;
        }
        int *a2 = (int *)new_array(t61, 4UL);
        if (t60) {
            t62 = 3 * n - 1;
        } else {
            t62 = 0;
        }
        float *a3 = (float *)new_array(t62, 4UL);
        if (t60) {
            t63 = 3 * n;
        } else {
            t63 = 0;
        }
        int *a23 = (int *)new_array(t63, 4UL);
        int t64 = 2 * n;
        double *ad = (double *)new_array(t64, 8UL);
        long t65 = (long)n * 2L + -1L;
        if (t65 >= 16L) {
            long t66 = t65 & -16L;
            int32x4_t t67 = vdupq_n_s32(0);
            uint32x4_t t68 = vreinterpretq_u32_s32(t67);
            uint32x4_t k_v = vaddq_u32(t68, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_9 = vreinterpretq_s32_u32(k_v);
                int32x4_t t69 = vmulq_s32(vdupq_n_s32(7), k_v_9);
                int32x4_t t70 = vaddq_s32(t69, vdupq_n_s32(1));
                vst1q_s32(a2 + k_vec_2, t70);
                uint32x4_t t71 = vaddq_u32(k_v, vdupq_n_u32(4));
                int32x4_t k_v_10 = vreinterpretq_s32_u32(t71);
                int32x4_t t72 = vmulq_s32(vdupq_n_s32(7), k_v_10);
                int32x4_t t73 = vaddq_s32(t72, vdupq_n_s32(1));
                vst1q_s32(a2 + (k_vec_2 + 4L), t73);
                uint32x4_t t74 = vaddq_u32(k_v, vdupq_n_u32(8));
                int32x4_t k_v_11 = vreinterpretq_s32_u32(t74);
                int32x4_t t75 = vmulq_s32(vdupq_n_s32(7), k_v_11);
                int32x4_t t76 = vaddq_s32(t75, vdupq_n_s32(1));
                vst1q_s32(a2 + (k_vec_2 + 8L), t76);
                uint32x4_t t77 = vaddq_u32(k_v, vdupq_n_u32(12));
                int32x4_t k_v_12 = vreinterpretq_s32_u32(t77);
                int32x4_t t78 = vmulq_s32(vdupq_n_s32(7), k_v_12);
                int32x4_t t79 = vaddq_s32(t78, vdupq_n_s32(1));
                vst1q_s32(a2 + (k_vec_2 + 12L), t79);
                k_vec_2 += 16L;
                uint32x4_t t80 = vaddq_u32(k_v, vdupq_n_u32(16));
                if (k_vec_2 >= t66) {
                    break;
                }
                k_v = t80;
            }
            t81 = (int)t66;
        } else {
            t81 = 0;
        }
        long t82 = (long)n * 2L + (long)t81 * -1L + -1L;
        if (t82 >= 4L) {
            long t83 = t82 & -4L;
            int32x4_t t84 = vdupq_n_s32(t81);
            uint32x4_t t85 = vreinterpretq_u32_s32(t84);
            uint32x4_t k_v_1 = vaddq_u32(t85, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_13 = vreinterpretq_s32_u32(k_v_1);
                int32x4_t t86 = vmulq_s32(vdupq_n_s32(7), k_v_13);
                int32x4_t t87 = vaddq_s32(t86, vdupq_n_s32(1));
                vst1q_s32(a2 + ((long)t81 + k_vec_3), t87);
                k_vec_3 += 4L;
                uint32x4_t t88 = vaddq_u32(k_v_1, vdupq_n_u32(4));
                if (k_vec_3 >= t83) {
                    break;
                }
                k_v_1 = t88;
            }
            k_1 = (int)((long)t81 + t83);
        } else {
            k_1 = t81;
        }
        for (;; k_1++) {
            t89 = t64 - 1;
            if (k_1 >= t89) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t90 = (long)n * 3L + -1L;
        if (t90 >= 16L) {
            long t91 = t90 & -16L;
            int32x4_t t92 = vdupq_n_s32(0);
            uint32x4_t t93 = vreinterpretq_u32_s32(t92);
            uint32x4_t k_v_2 = vaddq_u32(t93, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_14 = vreinterpretq_s32_u32(k_v_2);
                float32x4_t t94 = vcvtq_f32_s32(k_v_14);
                vst1q_f32(a3 + k_vec_4, t94);
                uint32x4_t t95 = vaddq_u32(k_v_2, vdupq_n_u32(4));
                int32x4_t k_v_15 = vreinterpretq_s32_u32(t95);
                float32x4_t t96 = vcvtq_f32_s32(k_v_15);
                vst1q_f32(a3 + (k_vec_4 + 4L), t96);
                uint32x4_t t97 = vaddq_u32(k_v_2, vdupq_n_u32(8));
                int32x4_t k_v_16 = vreinterpretq_s32_u32(t97);
                float32x4_t t98 = vcvtq_f32_s32(k_v_16);
                vst1q_f32(a3 + (k_vec_4 + 8L), t98);
                uint32x4_t t99 = vaddq_u32(k_v_2, vdupq_n_u32(12));
                int32x4_t k_v_17 = vreinterpretq_s32_u32(t99);
                float32x4_t t100 = vcvtq_f32_s32(k_v_17);
                vst1q_f32(a3 + (k_vec_4 + 12L), t100);
                k_vec_4 += 16L;
                uint32x4_t t101 = vaddq_u32(k_v_2, vdupq_n_u32(16));
                if (k_vec_4 >= t91) {
                    break;
                }
                k_v_2 = t101;
            }
            t102 = (int)t91;
        } else {
            t102 = 0;
        }
        long t103 = (long)n * 3L + (long)t102 * -1L + -1L;
        if (t103 >= 4L) {
            long t104 = t103 & -4L;
            int32x4_t t105 = vdupq_n_s32(t102);
            uint32x4_t t106 = vreinterpretq_u32_s32(t105);
            uint32x4_t k_v_3 = vaddq_u32(t106, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_18 = vreinterpretq_s32_u32(k_v_3);
                float32x4_t t107 = vcvtq_f32_s32(k_v_18);
                vst1q_f32(a3 + ((long)t102 + k_vec_5), t107);
                k_vec_5 += 4L;
                uint32x4_t t108 = vaddq_u32(k_v_3, vdupq_n_u32(4));
                if (k_vec_5 >= t104) {
                    break;
                }
                k_v_3 = t108;
            }
            k_2 = (int)((long)t102 + t104);
        } else {
            k_2 = t102;
        }
        for (;; k_2++) {
            t109 = 3 * n;
            t110 = t109 - 1;
            if (k_2 >= t110) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t111 = (long)n * 3L;
        if (t111 >= 16L) {
            long t112 = t111 & -16L;
            int32x4_t t113 = vdupq_n_s32(0);
            uint32x4_t t114 = vreinterpretq_u32_s32(t113);
            uint32x4_t k_v_4 = vaddq_u32(t114, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t k_v_19 = vreinterpretq_s32_u32(k_v_4);
                int32x4_t t115 = vsubq_s32(vdupq_n_s32(5), k_v_19);
                vst1q_s32(a23 + k_vec_6, t115);
                uint32x4_t t116 = vaddq_u32(k_v_4, vdupq_n_u32(4));
                int32x4_t k_v_20 = vreinterpretq_s32_u32(t116);
                int32x4_t t117 = vsubq_s32(vdupq_n_s32(5), k_v_20);
                vst1q_s32(a23 + (k_vec_6 + 4L), t117);
                uint32x4_t t118 = vaddq_u32(k_v_4, vdupq_n_u32(8));
                int32x4_t k_v_21 = vreinterpretq_s32_u32(t118);
                int32x4_t t119 = vsubq_s32(vdupq_n_s32(5), k_v_21);
                vst1q_s32(a23 + (k_vec_6 + 8L), t119);
                uint32x4_t t120 = vaddq_u32(k_v_4, vdupq_n_u32(12));
                int32x4_t k_v_22 = vreinterpretq_s32_u32(t120);
                int32x4_t t121 = vsubq_s32(vdupq_n_s32(5), k_v_22);
                vst1q_s32(a23 + (k_vec_6 + 12L), t121);
                k_vec_6 += 16L;
                uint32x4_t t122 = vaddq_u32(k_v_4, vdupq_n_u32(16));
                if (k_vec_6 >= t112) {
                    break;
                }
                k_v_4 = t122;
            }
            t123 = (int)t112;
        } else {
            t123 = 0;
        }
        long t124 = (long)n * 3L + (long)t123 * -1L;
        if (t124 >= 4L) {
            long t125 = t124 & -4L;
            int32x4_t t126 = vdupq_n_s32(t123);
            uint32x4_t t127 = vreinterpretq_u32_s32(t126);
            uint32x4_t k_v_5 = vaddq_u32(t127, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t k_v_23 = vreinterpretq_s32_u32(k_v_5);
                int32x4_t t128 = vsubq_s32(vdupq_n_s32(5), k_v_23);
                vst1q_s32(a23 + ((long)t123 + k_vec_7), t128);
                k_vec_7 += 4L;
                uint32x4_t t129 = vaddq_u32(k_v_5, vdupq_n_u32(4));
                if (k_vec_7 >= t125) {
                    break;
                }
                k_v_5 = t129;
            }
            k_3 = (int)((long)t123 + t125);
        } else {
            k_3 = t123;
        }
        for (; k_3 < t109; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t130 = (long)n * 2L;
        if (t130 >= 8L) {
            long t131 = t130 & -8L;
            int32x2_t t132 = vdup_n_s32(0);
            uint32x2_t t133 = vreinterpret_u32_s32(t132);
            uint32x2_t k_v_6 = vadd_u32(t133, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                int32x2_t k_v_24 = vreinterpret_s32_u32(k_v_6);
                float64x2_t t134 = vcvtq_f64_s64(vmovl_s32(k_v_24));
                float64x2_t t135 = vnegq_f64(t134);
                vst1q_f64(ad + k_vec_8, t135);
                uint32x2_t t136 = vadd_u32(k_v_6, vdup_n_u32(2));
                int32x2_t k_v_25 = vreinterpret_s32_u32(t136);
                float64x2_t t137 = vcvtq_f64_s64(vmovl_s32(k_v_25));
                float64x2_t t138 = vnegq_f64(t137);
                vst1q_f64(ad + (k_vec_8 + 2L), t138);
                uint32x2_t t139 = vadd_u32(k_v_6, vdup_n_u32(4));
                int32x2_t k_v_26 = vreinterpret_s32_u32(t139);
                float64x2_t t140 = vcvtq_f64_s64(vmovl_s32(k_v_26));
                float64x2_t t141 = vnegq_f64(t140);
                vst1q_f64(ad + (k_vec_8 + 4L), t141);
                uint32x2_t t142 = vadd_u32(k_v_6, vdup_n_u32(6));
                int32x2_t k_v_27 = vreinterpret_s32_u32(t142);
                float64x2_t t143 = vcvtq_f64_s64(vmovl_s32(k_v_27));
                float64x2_t t144 = vnegq_f64(t143);
                vst1q_f64(ad + (k_vec_8 + 6L), t144);
                k_vec_8 += 8L;
                uint32x2_t t145 = vadd_u32(k_v_6, vdup_n_u32(8));
                if (k_vec_8 >= t131) {
                    break;
                }
                k_v_6 = t145;
            }
            t146 = (int)t131;
        } else {
            t146 = 0;
        }
        long t147 = (long)n * 2L + (long)t146 * -1L;
        if (t147 >= 2L) {
            long t148 = t147 & -2L;
            int32x2_t t149 = vdup_n_s32(t146);
            uint32x2_t t150 = vreinterpret_u32_s32(t149);
            uint32x2_t k_v_7 = vadd_u32(t150, ((uint32x2_t)(vcc_v2_uint){0U, 1U}));
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                int32x2_t k_v_28 = vreinterpret_s32_u32(k_v_7);
                float64x2_t t151 = vcvtq_f64_s64(vmovl_s32(k_v_28));
                float64x2_t t152 = vnegq_f64(t151);
                vst1q_f64(ad + ((long)t146 + k_vec_9), t152);
                k_vec_9 += 2L;
                uint32x2_t t153 = vadd_u32(k_v_7, vdup_n_u32(2));
                if (k_vec_9 >= t148) {
                    break;
                }
                k_v_7 = t153;
            }
            k_4 = (int)((long)t146 + t148);
        } else {
            k_4 = t146;
        }
        for (; k_4 < t64; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t154 = b;
        evens(n, a2, t154, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t154);
        odd_doubles(n, ad, bd);
        unsigned long long t155 = (unsigned long long)hash_bytes((const void *)ad, (unsigned long)t64 * 8UL);
        unsigned long long t156 = (unsigned long long)hash_bytes((const void *)a23, (unsigned long)t109 * 4UL);
        if (t60) {
            unsigned long t157 = hash_bytes((const void *)a3, (unsigned long)t110 * 4UL);
            t158 = (unsigned long long)t157;
        } else {
            t158 = 0ULL;
        }
        if (t60) {
            unsigned long t159 = hash_bytes((const void *)a2, (unsigned long)t89 * 4UL);
            t160 = (unsigned long long)t159;
        } else {
            t160 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t160, t158, t156, t155);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
