/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 4 */
#include "harness.h"

/* Loop-invariant operands: a load through a pointer the loop never writes (with restrict, so
   it cannot change), a global, and two elements of a small table (broadcast). */
int factor = 7;

void scale_by_ptr(int n, int *restrict a, const int *restrict b, const int *restrict scale) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:9 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t scale_v = vdupq_n_s32(*scale);
            int32x4_t t3 = vmulq_s32(b_v, scale_v);
            vst1q_s32(a + i_vec, t3);
            long t4 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t4);
            int32x4_t scale_v_1 = vdupq_n_s32(*scale);
            int32x4_t t5 = vmulq_s32(b_v_1, scale_v_1);
            vst1q_s32(a + t4, t5);
            long t6 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t6);
            int32x4_t scale_v_2 = vdupq_n_s32(*scale);
            int32x4_t t7 = vmulq_s32(b_v_2, scale_v_2);
            vst1q_s32(a + t6, t7);
            long t8 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t8);
            int32x4_t scale_v_3 = vdupq_n_s32(*scale);
            int32x4_t t9 = vmulq_s32(b_v_3, scale_v_3);
            vst1q_s32(a + t8, t9);
            i_vec += 16L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:9 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t13);
            int32x4_t scale_v_4 = vdupq_n_s32(*scale);
            int32x4_t t14 = vmulq_s32(b_v_4, scale_v_4);
            vst1q_s32(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        a[t15] = b[t15] * *scale;
    }
}

void scale_by_global(int n, int *restrict a, const int *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:14 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t factor_v = vdupq_n_s32(factor);
            int32x4_t t3 = vmulq_s32(b_v, factor_v);
            int32x4_t t4 = vaddq_s32(t3, vdupq_n_s32(1));
            vst1q_s32(a + i_vec, t4);
            long t5 = i_vec + 4L;
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            int32x4_t factor_v_1 = vdupq_n_s32(factor);
            int32x4_t t6 = vmulq_s32(b_v_1, factor_v_1);
            int32x4_t t7 = vaddq_s32(t6, vdupq_n_s32(1));
            vst1q_s32(a + t5, t7);
            long t8 = i_vec + 8L;
            int32x4_t b_v_2 = vld1q_s32(b + t8);
            int32x4_t factor_v_2 = vdupq_n_s32(factor);
            int32x4_t t9 = vmulq_s32(b_v_2, factor_v_2);
            int32x4_t t10 = vaddq_s32(t9, vdupq_n_s32(1));
            vst1q_s32(a + t8, t10);
            long t11 = i_vec + 12L;
            int32x4_t b_v_3 = vld1q_s32(b + t11);
            int32x4_t factor_v_3 = vdupq_n_s32(factor);
            int32x4_t t12 = vmulq_s32(b_v_3, factor_v_3);
            int32x4_t t13 = vaddq_s32(t12, vdupq_n_s32(1));
            vst1q_s32(a + t11, t13);
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
        /* vcc: loop at invariant.c:14 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            int32x4_t b_v_4 = vld1q_s32(b + t17);
            int32x4_t factor_v_4 = vdupq_n_s32(factor);
            int32x4_t t18 = vmulq_s32(b_v_4, factor_v_4);
            int32x4_t t19 = vaddq_s32(t18, vdupq_n_s32(1));
            vst1q_s32(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * factor + 1;
    }
}

void add_table(int n, float *restrict a, const float *restrict b, const float *restrict k) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at invariant.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t k_v = vdupq_n_f32(k[0]);
            float32x4_t t3 = vmulq_f32(b_v, k_v);
            float32x4_t k_v_1 = vdupq_n_f32(k[1]);
            float32x4_t t4 = vaddq_f32(t3, k_v_1);
            vst1q_f32(a + i_vec, t4);
            long t5 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t5);
            float32x4_t k_v_2 = vdupq_n_f32(k[0]);
            float32x4_t t6 = vmulq_f32(b_v_1, k_v_2);
            float32x4_t k_v_3 = vdupq_n_f32(k[1]);
            float32x4_t t7 = vaddq_f32(t6, k_v_3);
            vst1q_f32(a + t5, t7);
            long t8 = i_vec + 8L;
            float32x4_t b_v_2 = vld1q_f32(b + t8);
            float32x4_t k_v_4 = vdupq_n_f32(k[0]);
            float32x4_t t9 = vmulq_f32(b_v_2, k_v_4);
            float32x4_t k_v_5 = vdupq_n_f32(k[1]);
            float32x4_t t10 = vaddq_f32(t9, k_v_5);
            vst1q_f32(a + t8, t10);
            long t11 = i_vec + 12L;
            float32x4_t b_v_3 = vld1q_f32(b + t11);
            float32x4_t k_v_6 = vdupq_n_f32(k[0]);
            float32x4_t t12 = vmulq_f32(b_v_3, k_v_6);
            float32x4_t k_v_7 = vdupq_n_f32(k[1]);
            float32x4_t t13 = vaddq_f32(t12, k_v_7);
            vst1q_f32(a + t11, t13);
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
        /* vcc: loop at invariant.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            float32x4_t b_v_4 = vld1q_f32(b + t17);
            float32x4_t k_v_8 = vdupq_n_f32(k[0]);
            float32x4_t t18 = vmulq_f32(b_v_4, k_v_8);
            float32x4_t k_v_9 = vdupq_n_f32(k[1]);
            float32x4_t t19 = vaddq_f32(t18, k_v_9);
            vst1q_f32(a + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        a[t20] = b[t20] * k[0] + k[1];
    }
}

/* Stores to a loop-invariant address: only the last value stays (the vector loop stores its
   last lane), and an accumulation through a pointer (a reduction in memory: not vectorized). */
void store_last(int n, int *restrict out, const int *restrict a) {
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at invariant.c:26 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t t5 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_2 = vreinterpretq_s32_u32(t5);
            int32x4_t a_v = vld1q_s32(a + (i_vec + 12L));
            int32x4_t t6 = vaddq_s32(a_v, i_v_2);
            *out = vgetq_lane_s32(t6, 3);
            i_vec += 16L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(16));
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        int32x4_t t10 = vdupq_n_s32(t7);
        uint32x4_t t11 = vreinterpretq_u32_s32(t10);
        uint32x4_t i_v_1 = vaddq_u32(t11, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at invariant.c:26 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t a_v_1 = vld1q_s32(a + ((long)t7 + i_vec_1));
            int32x4_t t12 = vaddq_s32(a_v_1, i_v_3);
            *out = vgetq_lane_s32(t12, 3);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t9);
        i = (int)((long)t7 + t9);
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        *out = a[i] + i;
    }
}

void accumulate(int n, long *restrict total, const int *restrict a) {
    for (int i = 0; i < n; i++)
        *total += a[i];
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *a = new_array(n, 4), *b = new_array(n, 4);
        float *fa = new_array(n, 4), *fb = new_array(n, 4);
        int scale = n - 20;
        float table[2] = {0.5f, -3.0f};
        FILL(b, n, -10000, 20000);
        FILL(fb, n, -10000, 20000);
        scale_by_ptr(n, a, b, &scale);
        unsigned long long h1 = HASH(a, n);
        factor = n % 5 - 2;
        scale_by_global(n, a, b);
        add_table(n, fa, fb, table);
        int last = -7;
        long total = 5;
        store_last(n, &last, b);
        accumulate(n, &total, b);
        printf("n=%d ptr=%llx global=%llx table=%llx last=%d total=%ld\n", n, h1, HASH(a, n), HASH(fa, n), last, total);
        free(a), free(b), free(fa), free(fb);
    }
    return 0;
}
