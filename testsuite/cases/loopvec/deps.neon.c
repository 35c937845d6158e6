/* vcc: vector types and helpers */
#include <arm_neon.h>

/* vcc-test: expect-vectorized generic=3 avx2=3 sse4.2=2 neon=2 */
#include "harness.h"

/* Dependences between iterations: distance 8 (safe up to VF*UF = 8), distance 32 (safe for
   every VF here), distance 1 (a recurrence: never vectorizable), and a read ahead of the write
   (an anti-dependence: always safe). The arrays have n + 32 elements. */
void dist8(int n, int *a) {
    for (int i = 0; i < n; i++)
        a[i + 8] = a[i] / 2 + i;
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
    FOR_EACH_COUNT(n) {
        int *a = new_array(n + 32, 4), *b = new_array(n + 32, 4);
        short *s = new_array(n + 32, 2);
        float *f = new_array(n + 32, 4);
        FILL(a, n + 32, -1000, 2000);
        FILL(b, n + 32, -1000, 2000);
        FILL(s, n + 32, -1000, 2000);
        FILL(f, n + 32, -1000, 2000);
        for (int i = 0; i < n + 32; i++)
            a[i] %= 64;
        dist8(n, a);
        dist32(n, s);
        dist1(n, b);
        read_ahead(n, f);
        printf("n=%d d8=%llx d32=%llx d1=%llx ahead=%llx\n", n, HASH(a, n + 32), HASH(s, n + 32), HASH(b, n + 32), HASH(f, n + 32));
        free(a), free(b), free(s), free(f);
    }
    return 0;
}
