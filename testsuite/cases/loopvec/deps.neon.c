/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=3 neon=3 sse2=3 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
void dist8(int n, int *a) {
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x4_t t3 = vdupq_n_s32(0);
        uint32x4_t t4 = vreinterpretq_u32_s32(t3);
        uint32x4_t i_v = vaddq_u32(t4, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at deps.c:8 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t5 = (int32x4_t)((vcc_v4_int)a_v / (vcc_v4_int)vdupq_n_s32(2));
            int32x4_t t6 = vaddq_s32(t5, i_v_2);
            vst1q_s32(a + ((int)i_vec + 8), t6);
            long t7 = i_vec + 4L;
            uint32x4_t t8 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_3 = vreinterpretq_s32_u32(t8);
            int32x4_t a_v_1 = vld1q_s32(a + t7);
            int32x4_t t9 = (int32x4_t)((vcc_v4_int)a_v_1 / (vcc_v4_int)vdupq_n_s32(2));
            int32x4_t t10 = vaddq_s32(t9, i_v_3);
            vst1q_s32(a + ((int)t7 + 8), t10);
            i_vec += 8L;
            i_v = vaddq_u32(i_v, vdupq_n_u32(8));
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        int32x4_t t14 = vdupq_n_s32(t11);
        uint32x4_t t15 = vreinterpretq_u32_s32(t14);
        uint32x4_t i_v_1 = vaddq_u32(t15, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t16 = (long)t11 + i_vec_1;
            int32x4_t i_v_4 = vreinterpretq_s32_u32(i_v_1);
            int32x4_t a_v_2 = vld1q_s32(a + t16);
            int32x4_t t17 = (int32x4_t)((vcc_v4_int)a_v_2 / (vcc_v4_int)vdupq_n_s32(2));
            int32x4_t t18 = vaddq_s32(t17, i_v_4);
            vst1q_s32(a + ((int)t16 + 8), t18);
            i_vec_1 += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
        } while (i_vec_1 < t13);
        i = (int)((long)t11 + t13);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        a[i + 8] = a[i] / 2 + i;
    }
}

void dist32(int n, short *a) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            uint16x8_t t3 = vreinterpretq_u16_s16(a_v);
            uint16x8_t t4 = vaddq_u16(t3, vdupq_n_u16(3));
            int16x8_t t5 = vreinterpretq_s16_u16(t4);
            vst1q_s16(a + ((int)i_vec + 32), t5);
            long t6 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t6);
            uint16x8_t t7 = vreinterpretq_u16_s16(a_v_1);
            uint16x8_t t8 = vaddq_u16(t7, vdupq_n_u16(3));
            int16x8_t t9 = vreinterpretq_s16_u16(t8);
            vst1q_s16(a + ((int)t6 + 32), t9);
            long t10 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t10);
            uint16x8_t t11 = vreinterpretq_u16_s16(a_v_2);
            uint16x8_t t12 = vaddq_u16(t11, vdupq_n_u16(3));
            int16x8_t t13 = vreinterpretq_s16_u16(t12);
            vst1q_s16(a + ((int)t10 + 32), t13);
            long t14 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t14);
            uint16x8_t t15 = vreinterpretq_u16_s16(a_v_3);
            uint16x8_t t16 = vaddq_u16(t15, vdupq_n_u16(3));
            int16x8_t t17 = vreinterpretq_s16_u16(t16);
            vst1q_s16(a + ((int)t14 + 32), t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at deps.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t21);
            uint16x8_t t22 = vreinterpretq_u16_s16(a_v_4);
            uint16x8_t t23 = vaddq_u16(t22, vdupq_n_u16(3));
            int16x8_t t24 = vreinterpretq_s16_u16(t23);
            vst1q_s16(a + ((int)t21 + 32), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        a[i + 32] = (short)((int)a[i] + 3);
    }
}

void dist1(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 1] = a[i] + i;
}

void read_ahead(int n, float *a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at deps.c:23 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t a_v = vld1q_f32(a + ((int)i_vec + 1));
            float32x4_t t3 = vmulq_f32(a_v, vdupq_n_f32(0.5f));
            vst1q_f32(a + i_vec, t3);
            long t4 = i_vec + 4L;
            float32x4_t a_v_1 = vld1q_f32(a + ((int)t4 + 1));
            float32x4_t t5 = vmulq_f32(a_v_1, vdupq_n_f32(0.5f));
            vst1q_f32(a + t4, t5);
            long t6 = i_vec + 8L;
            float32x4_t a_v_2 = vld1q_f32(a + ((int)t6 + 1));
            float32x4_t t7 = vmulq_f32(a_v_2, vdupq_n_f32(0.5f));
            vst1q_f32(a + t6, t7);
            long t8 = i_vec + 12L;
            float32x4_t a_v_3 = vld1q_f32(a + ((int)t8 + 1));
            float32x4_t t9 = vmulq_f32(a_v_3, vdupq_n_f32(0.5f));
            vst1q_f32(a + t8, t9);
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
        /* vcc: loop at deps.c:23 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            float32x4_t a_v_4 = vld1q_f32(a + ((int)t13 + 1));
            float32x4_t t14 = vmulq_f32(a_v_4, vdupq_n_f32(0.5f));
            vst1q_f32(a + t13, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    while (i < n) {
        int t15 = i + 1;
        a[i] = a[t15] * 0.5f;
        i = t15;
    }
}

int main(void) {
    int n;
    int t1;
    int t13;
    int i;
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
        int t2 = n + 32;
        int *a = (int *)new_array(t2, 4UL);
        int *b = (int *)new_array(t2, 4UL);
        short *s = (short *)new_array(t2, 2UL);
        float *f = (float *)new_array(t2, 4UL);
        for (int fill_idx = 0; fill_idx < t2; fill_idx++) {
            a[fill_idx] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < t2; fill_idx_1++) {
            b[fill_idx_1] = -1000 + (int)(next_rand() % 2000U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < t2; fill_idx_2++) {
            s[fill_idx_2] = (short)(-1000 + (int)(next_rand() % 2000U));
        }
        for (int fill_idx_3 = 0; fill_idx_3 < t2; fill_idx_3++) {
            f[fill_idx_3] = (float)(-1000 + (int)(next_rand() % 2000U));
        }
        long t3 = (long)n + 32L;
        if (t3 >= 16L) {
            long t4 = t3 & -16L;
            long i_vec = 0L;
            /* vcc: loop at deps.c:37 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int *t5 = a + i_vec;
                int32x4_t a_v = vld1q_s32(t5);
                int32x4_t t6 = (int32x4_t)((vcc_v4_int)a_v % (vcc_v4_int)vdupq_n_s32(64));
                vst1q_s32(t5, t6);
                int *t7 = a + (i_vec + 4L);
                int32x4_t a_v_1 = vld1q_s32(t7);
                int32x4_t t8 = (int32x4_t)((vcc_v4_int)a_v_1 % (vcc_v4_int)vdupq_n_s32(64));
                vst1q_s32(t7, t8);
                int *t9 = a + (i_vec + 8L);
                int32x4_t a_v_2 = vld1q_s32(t9);
                int32x4_t t10 = (int32x4_t)((vcc_v4_int)a_v_2 % (vcc_v4_int)vdupq_n_s32(64));
                vst1q_s32(t9, t10);
                int *t11 = a + (i_vec + 12L);
                int32x4_t a_v_3 = vld1q_s32(t11);
                int32x4_t t12 = (int32x4_t)((vcc_v4_int)a_v_3 % (vcc_v4_int)vdupq_n_s32(64));
                vst1q_s32(t11, t12);
                i_vec += 16L;
            } while (i_vec < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)n + (long)t13 * -1L + 32L;
        if (t14 >= 4L) {
            long t15 = t14 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at deps.c:37 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                int *t16 = a + ((long)t13 + i_vec_1);
                int32x4_t a_v_4 = vld1q_s32(t16);
                int32x4_t t17 = (int32x4_t)((vcc_v4_int)a_v_4 % (vcc_v4_int)vdupq_n_s32(64));
                vst1q_s32(t16, t17);
                i_vec_1 += 4L;
            } while (i_vec_1 < t15);
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < t2; i++) {
            int *t18 = a + i;
            *t18 = *t18 % 64;
        }
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        unsigned long t19 = (unsigned long)t2;
        unsigned long t20 = t19 * 4UL;
        unsigned long t21 = hash_bytes((const void *)f, t20);
        unsigned long t22 = hash_bytes((const void *)b, t20);
        unsigned long t23 = hash_bytes((const void *)s, t19 * 2UL);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, (unsigned long long)hash_bytes((const void *)a, t20), (unsigned long long)t23, (unsigned long long)t22, (unsigned long long)t21);
        free((void *)a);
        free((void *)b);
        free((void *)s);
        free((void *)f);
    }
}
