/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef float vcc_v2_float __attribute__((vector_size(8)));

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Loops unrolled by hand, rolled back up (transform/reroll.rs) and then vectorized as plain
   consecutive loops; the remarks say "loop rerolled". The last kernels must stay as they are:
   their copies differ, or copy 1 reads what copy 0 stored. */

/* Four copies (TSVC s351), while a whole group fits: `i < n - 3`. */
void axpy4(int n, float s, float *restrict a, const float *restrict b) {
    int t21;
    int i;
    long t1 = -3L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 3L) / 4L : 0L;
    long t3 = t2 * 4L;
    long t4 = t2 * 4L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        float32x4_t s_v = vdupq_n_f32(s);
        long i_vec = 0L;
        /* vcc: loop at reroll.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t6 = a + i_vec;
            float32x4_t a_v = vld1q_f32(t6);
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t7 = vmulq_f32(s_v, b_v);
            float32x4_t t8 = vaddq_f32(a_v, t7);
            vst1q_f32(t6, t8);
            long t9 = i_vec + 4L;
            float *t10 = a + t9;
            float32x4_t a_v_1 = vld1q_f32(t10);
            float32x4_t b_v_1 = vld1q_f32(b + t9);
            float32x4_t t11 = vmulq_f32(s_v, b_v_1);
            float32x4_t t12 = vaddq_f32(a_v_1, t11);
            vst1q_f32(t10, t12);
            long t13 = i_vec + 8L;
            float *t14 = a + t13;
            float32x4_t a_v_2 = vld1q_f32(t14);
            float32x4_t b_v_2 = vld1q_f32(b + t13);
            float32x4_t t15 = vmulq_f32(s_v, b_v_2);
            float32x4_t t16 = vaddq_f32(a_v_2, t15);
            vst1q_f32(t14, t16);
            long t17 = i_vec + 12L;
            float *t18 = a + t17;
            float32x4_t a_v_3 = vld1q_f32(t18);
            float32x4_t b_v_3 = vld1q_f32(b + t17);
            float32x4_t t19 = vmulq_f32(s_v, b_v_3);
            float32x4_t t20 = vaddq_f32(a_v_3, t19);
            vst1q_f32(t18, t20);
            i_vec += 16L;
        } while (i_vec < t5);
        t21 = (int)t5;
    } else {
        t21 = 0;
    }
    long t22 = t2 * 4L + (long)t21 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t24 = (long)t21 + i_vec_1;
            float *t25 = a + t24;
            float32x4_t a_v_4 = vld1q_f32(t25);
            float32x4_t b_v_4 = vld1q_f32(b + t24);
            float32x4_t t26 = vmulq_f32(s_v_1, b_v_4);
            float32x4_t t27 = vaddq_f32(a_v_4, t26);
            vst1q_f32(t25, t27);
            i_vec_1 += 4L;
        } while (i_vec_1 < t23);
        i = (int)((long)t21 + t23);
    } else {
        i = t21;
    }
    for (; (long)i < t3; i++) {
        long t28 = (long)i;
        float *t29 = a + t28;
        *t29 = *t29 + s * b[t28];
    }
}

/* `i + 4 <= n` with a remainder loop after it: the rolled loop stops where the unrolled one
   did, and the remainder takes the rest as before. */
void add4_then_rest(int n, float *restrict a, const float *restrict b) {
    int t13;
    int i;
    int t29;
    int i_1;
    long t1 = (long)n * 1L;
    long t2 = t1 >= 4L ? (t1 - 4L) / 4L + 1L : 0L;
    long t3 = 4L + t2 * 4L - 1L;
    long t4 = t2 * 4L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t b_v = vld1q_f32(b + i_vec);
            float32x4_t t6 = vaddq_f32(b_v, vdupq_n_f32(1.0f));
            vst1q_f32(a + i_vec, t6);
            long t7 = i_vec + 4L;
            float32x4_t b_v_1 = vld1q_f32(b + t7);
            float32x4_t t8 = vaddq_f32(b_v_1, vdupq_n_f32(1.0f));
            vst1q_f32(a + t7, t8);
            long t9 = i_vec + 8L;
            float32x4_t b_v_2 = vld1q_f32(b + t9);
            float32x4_t t10 = vaddq_f32(b_v_2, vdupq_n_f32(1.0f));
            vst1q_f32(a + t9, t10);
            long t11 = i_vec + 12L;
            float32x4_t b_v_3 = vld1q_f32(b + t11);
            float32x4_t t12 = vaddq_f32(b_v_3, vdupq_n_f32(1.0f));
            vst1q_f32(a + t11, t12);
            i_vec += 16L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = t2 * 4L + (long)t13 * -1L;
    if (t14 >= 4L) {
        long t15 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t16 = (long)t13 + i_vec_1;
            float32x4_t b_v_4 = vld1q_f32(b + t16);
            float32x4_t t17 = vaddq_f32(b_v_4, vdupq_n_f32(1.0f));
            vst1q_f32(a + t16, t17);
            i_vec_1 += 4L;
        } while (i_vec_1 < t15);
        i = (int)((long)t13 + t15);
    } else {
        i = t13;
    }
    for (; (long)(i + 4) <= t3; i++) {
        long t18 = (long)i;
        a[t18] = b[t18] + 1.0f;
    }
    long t19 = (long)n + (long)i * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_2 = 0L;
        /* vcc: loop at reroll.c:28 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t21 = (long)i + i_vec_2;
            float32x4_t b_v_5 = vld1q_f32(b + t21);
            float32x4_t t22 = vsubq_f32(b_v_5, vdupq_n_f32(1.0f));
            vst1q_f32(a + t21, t22);
            long t23 = (long)i + (i_vec_2 + 4L);
            float32x4_t b_v_6 = vld1q_f32(b + t23);
            float32x4_t t24 = vsubq_f32(b_v_6, vdupq_n_f32(1.0f));
            vst1q_f32(a + t23, t24);
            long t25 = (long)i + (i_vec_2 + 8L);
            float32x4_t b_v_7 = vld1q_f32(b + t25);
            float32x4_t t26 = vsubq_f32(b_v_7, vdupq_n_f32(1.0f));
            vst1q_f32(a + t25, t26);
            long t27 = (long)i + (i_vec_2 + 12L);
            float32x4_t b_v_8 = vld1q_f32(b + t27);
            float32x4_t t28 = vsubq_f32(b_v_8, vdupq_n_f32(1.0f));
            vst1q_f32(a + t27, t28);
            i_vec_2 += 16L;
        } while (i_vec_2 < t20);
        t29 = (int)((long)i + t20);
    } else {
        t29 = i;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 4L) {
        long t31 = t30 & -4L;
        long i_vec_3 = 0L;
        /* vcc: loop at reroll.c:28 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t32 = (long)t29 + i_vec_3;
            float32x4_t b_v_9 = vld1q_f32(b + t32);
            float32x4_t t33 = vsubq_f32(b_v_9, vdupq_n_f32(1.0f));
            vst1q_f32(a + t32, t33);
            i_vec_3 += 4L;
        } while (i_vec_3 < t31);
        i_1 = (int)((long)t29 + t31);
    } else {
        i_1 = t29;
    }
    for (; i_1 < n; i_1++) {
        long t34 = (long)i_1;
        a[t34] = b[t34] - 1.0f;
    }
}

/* An integer dot product unrolled five times into one sum (TSVC s352's shape, in int: exact in
   any order). */
int idot5(int n, const int *a, const int *b) {
    int t20;
    int t21;
    int i;
    int t;
    int t28;
    long t1 = -4L + (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 4L) / 5L : 0L;
    long t3 = t2 * 5L;
    long t4 = t2 * 5L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        uint32x4_t t_v = vdupq_n_u32(0);
        uint32x4_t t_v_1 = vdupq_n_u32(0);
        uint32x4_t t_v_2 = vdupq_n_u32(0);
        uint32x4_t t_v_3 = vdupq_n_u32(0);
        /* vcc: loop at reroll.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            int32x4_t t6 = vmulq_s32(a_v, b_v);
            uint32x4_t t7 = vreinterpretq_u32_s32(t6);
            t_v = vaddq_u32(t_v, t7);
            long t8 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t8);
            int32x4_t b_v_1 = vld1q_s32(b + t8);
            int32x4_t t9 = vmulq_s32(a_v_1, b_v_1);
            uint32x4_t t10 = vreinterpretq_u32_s32(t9);
            t_v_1 = vaddq_u32(t_v_1, t10);
            long t11 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t11);
            int32x4_t b_v_2 = vld1q_s32(b + t11);
            int32x4_t t12 = vmulq_s32(a_v_2, b_v_2);
            uint32x4_t t13 = vreinterpretq_u32_s32(t12);
            t_v_2 = vaddq_u32(t_v_2, t13);
            long t14 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t14);
            int32x4_t b_v_3 = vld1q_s32(b + t14);
            int32x4_t t15 = vmulq_s32(a_v_3, b_v_3);
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            t_v_3 = vaddq_u32(t_v_3, t16);
            i_vec += 16L;
        } while (i_vec < t5);
        uint32x4_t t17 = vaddq_u32(t_v, t_v_1);
        uint32x4_t t18 = vaddq_u32(t17, t_v_2);
        uint32x4_t t19 = vaddq_u32(t18, t_v_3);
        t20 = (int)t5;
        t21 = (int)vaddvq_u32(t19);
    } else {
        t20 = 0;
        t21 = 0;
    }
    long t22 = t2 * 5L + (long)t20 * -1L;
    if (t22 >= 4L) {
        long t23 = t22 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t t_v_4 = vdupq_n_u32(0);
        /* vcc: loop at reroll.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t24 = (long)t20 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t24);
            int32x4_t b_v_4 = vld1q_s32(b + t24);
            int32x4_t t25 = vmulq_s32(a_v_4, b_v_4);
            uint32x4_t t26 = vreinterpretq_u32_s32(t25);
            t_v_4 = vaddq_u32(t_v_4, t26);
            i_vec_1 += 4L;
        } while (i_vec_1 < t23);
        i = (int)((long)t20 + t23);
        t = (int)((unsigned int)t21 + vaddvq_u32(t_v_4));
    } else {
        i = t20;
        t = t21;
    }
    for (; (long)i < t3; i++, t += t28) {
        long t27 = (long)i;
        t28 = a[t27] * b[t27];
    }
    return t;
}

/* Counting down by 2. */
void down2(int n, int *restrict a, const int *restrict b) {
    int i;
    int t1 = n - 1;
    long t2 = -1L + (long)n * 1L;
    long t3 = t2 >= 1L ? (t2 - 1L) / 2L + 1L : 0L;
    long t4 = t2 - t3 * 2L + 1L;
    long t5 = t3 * 2L;
    if (t5 >= 16L) {
        long t6 = t5 & -16L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t7 = (long)t1 + i_vec * -1L;
            int32x4_t t8 = vld1q_s32(b + t7 + -3);
            int32x4_t t9 = vmulq_s32(t8, vdupq_n_s32(3));
            vst1q_s32(a + t7 + -3, t9);
            long t10 = (long)t1 + (i_vec + 4L) * -1L;
            int32x4_t t11 = vld1q_s32(b + t10 + -3);
            int32x4_t t12 = vmulq_s32(t11, vdupq_n_s32(3));
            vst1q_s32(a + t10 + -3, t12);
            long t13 = (long)t1 + (i_vec + 8L) * -1L;
            int32x4_t t14 = vld1q_s32(b + t13 + -3);
            int32x4_t t15 = vmulq_s32(t14, vdupq_n_s32(3));
            vst1q_s32(a + t13 + -3, t15);
            long t16 = (long)t1 + (i_vec + 12L) * -1L;
            int32x4_t t17 = vld1q_s32(b + t16 + -3);
            int32x4_t t18 = vmulq_s32(t17, vdupq_n_s32(3));
            vst1q_s32(a + t16 + -3, t18);
            i_vec += 16L;
        } while (i_vec < t6);
        t1 = (int)((long)t1 + t6 * -1L);
    }
    long t19 = (long)n * -1L + t3 * 2L + (long)t1 + 1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t1 + i_vec_1 * -1L;
            int32x4_t t22 = vld1q_s32(b + t21 + -3);
            int32x4_t t23 = vmulq_s32(t22, vdupq_n_s32(3));
            vst1q_s32(a + t21 + -3, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t1 + t20 * -1L);
    } else {
        i = t1;
    }
    for (; (long)i >= t4; i--) {
        long t24 = (long)i;
        a[t24] = b[t24] * 3;
    }
}

/* A long counter and two statements per copy. */
void two_stmts(long n, short *restrict a, short *restrict c, const short *restrict b) {
    long t38;
    long i;
    long t1 = -1L + n * 1L;
    long t2 = t1 > 0L ? (t1 + 1L) / 2L : 0L;
    long t3 = t2 * 2L;
    long t4 = t2 * 2L;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:51 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            long t6 = i_vec;
            const short *t7 = b + t6;
            int16x8_t b_v = vld1q_s16(t7);
            uint16x8_t t8 = vreinterpretq_u16_s16(b_v);
            uint16x8_t t9 = vaddq_u16(t8, vdupq_n_u16(7));
            int16x8_t t10 = vreinterpretq_s16_u16(t9);
            vst1q_s16(a + t6, t10);
            int16x8_t b_v_1 = vld1q_s16(t7);
            uint16x8_t t11 = vreinterpretq_u16_s16(b_v_1);
            uint16x8_t t12 = veorq_u16(t11, vdupq_n_u16(5));
            int16x8_t t13 = vreinterpretq_s16_u16(t12);
            vst1q_s16(c + t6, t13);
            long t14 = i_vec + 8L;
            const short *t15 = b + t14;
            int16x8_t b_v_2 = vld1q_s16(t15);
            uint16x8_t t16 = vreinterpretq_u16_s16(b_v_2);
            uint16x8_t t17 = vaddq_u16(t16, vdupq_n_u16(7));
            int16x8_t t18 = vreinterpretq_s16_u16(t17);
            vst1q_s16(a + t14, t18);
            int16x8_t b_v_3 = vld1q_s16(t15);
            uint16x8_t t19 = vreinterpretq_u16_s16(b_v_3);
            uint16x8_t t20 = veorq_u16(t19, vdupq_n_u16(5));
            int16x8_t t21 = vreinterpretq_s16_u16(t20);
            vst1q_s16(c + t14, t21);
            long t22 = i_vec + 16L;
            const short *t23 = b + t22;
            int16x8_t b_v_4 = vld1q_s16(t23);
            uint16x8_t t24 = vreinterpretq_u16_s16(b_v_4);
            uint16x8_t t25 = vaddq_u16(t24, vdupq_n_u16(7));
            int16x8_t t26 = vreinterpretq_s16_u16(t25);
            vst1q_s16(a + t22, t26);
            int16x8_t b_v_5 = vld1q_s16(t23);
            uint16x8_t t27 = vreinterpretq_u16_s16(b_v_5);
            uint16x8_t t28 = veorq_u16(t27, vdupq_n_u16(5));
            int16x8_t t29 = vreinterpretq_s16_u16(t28);
            vst1q_s16(c + t22, t29);
            long t30 = i_vec + 24L;
            const short *t31 = b + t30;
            int16x8_t b_v_6 = vld1q_s16(t31);
            uint16x8_t t32 = vreinterpretq_u16_s16(b_v_6);
            uint16x8_t t33 = vaddq_u16(t32, vdupq_n_u16(7));
            int16x8_t t34 = vreinterpretq_s16_u16(t33);
            vst1q_s16(a + t30, t34);
            int16x8_t b_v_7 = vld1q_s16(t31);
            uint16x8_t t35 = vreinterpretq_u16_s16(b_v_7);
            uint16x8_t t36 = veorq_u16(t35, vdupq_n_u16(5));
            int16x8_t t37 = vreinterpretq_s16_u16(t36);
            vst1q_s16(c + t30, t37);
            i_vec += 32L;
        } while (i_vec < t5);
        t38 = t5;
    } else {
        t38 = 0L;
    }
    long t39 = t2 * 2L + t38 * -1L;
    if (t39 >= 8L) {
        long t40 = t39 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at reroll.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t41 = t38 + i_vec_1;
            const short *t42 = b + t41;
            int16x8_t b_v_8 = vld1q_s16(t42);
            uint16x8_t t43 = vreinterpretq_u16_s16(b_v_8);
            uint16x8_t t44 = vaddq_u16(t43, vdupq_n_u16(7));
            int16x8_t t45 = vreinterpretq_s16_u16(t44);
            vst1q_s16(a + t41, t45);
            int16x8_t b_v_9 = vld1q_s16(t42);
            uint16x8_t t46 = vreinterpretq_u16_s16(b_v_9);
            uint16x8_t t47 = veorq_u16(t46, vdupq_n_u16(5));
            int16x8_t t48 = vreinterpretq_s16_u16(t47);
            vst1q_s16(c + t41, t48);
            i_vec_1 += 8L;
        } while (i_vec_1 < t40);
        i = t38 + t40;
    } else {
        i = t38;
    }
    for (; i < t3; i++) {
        const short *t49 = b + i;
        a[i] = (short)((int)*t49 + 7);
        c[i] = (short)((int)*t49 ^ 5);
    }
}

/* A 0..n loop that steps by 3 over whole elements: the last group runs past n - 1 in the
   unrolled loop too, so the arrays have n + 2 elements. */
unsigned xor3(int n, const unsigned *a) {
    int t9;
    unsigned int t10;
    int i;
    unsigned int t;
    unsigned int t13;
    long t1 = (long)n * 1L;
    long t2 = t1 > 0L ? (t1 + 2L) / 3L : 0L;
    long t3 = t2 * 3L;
    long t4 = t2 * 3L;
    if (t4 >= 16L) {
        long t5 = t4 & -16L;
        long i_vec = 0L;
        uint32x4_t t_v = vdupq_n_u32(0);
        uint32x4_t t_v_1 = vdupq_n_u32(0);
        uint32x4_t t_v_2 = vdupq_n_u32(0);
        uint32x4_t t_v_3 = vdupq_n_u32(0);
        /* vcc: loop at reroll.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            t_v = veorq_u32(t_v, a_v);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            t_v_1 = veorq_u32(t_v_1, a_v_1);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            t_v_2 = veorq_u32(t_v_2, a_v_2);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            t_v_3 = veorq_u32(t_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t5);
        uint32x4_t t6 = veorq_u32(t_v, t_v_1);
        uint32x4_t t7 = veorq_u32(t6, t_v_2);
        uint32x4_t t8 = veorq_u32(t7, t_v_3);
        t9 = (int)t5;
        t10 = 0U ^ ({ uint32x4_t vcc_v = t8; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t9 = 0;
        t10 = 0U;
    }
    long t11 = t2 * 3L + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t t_v_4 = vdupq_n_u32(0);
        /* vcc: loop at reroll.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t9 + i_vec_1));
            t_v_4 = veorq_u32(t_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        t = t10 ^ ({ uint32x4_t vcc_v = t_v_4; vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = veorq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t9;
        t = t10;
    }
    for (; (long)i < t3; i++, t ^= t13) {
        t13 = a[i];
    }
    return t;
}

/* Not rolled: the copies scale by different constants (vectorized as it is: an interleave group). */
void differ(int n, float *restrict a, const float *restrict b) {
    int i;
    long t1 = (long)n / 2L;
    if (t1 >= 4L) {
        long t2 = t1 & -4L;
        long i_vec = 0L;
        /* vcc: loop at reroll.c:70 vectorized: VF 4, UF 1, scalar epilogue */
        do {
            long t3 = i_vec * 2L;
            const float *t4 = b + t3;
            float32x4_t b_v = vld2q_f32(t4).val[0];
            float32x4_t b_v_1 = vld2q_f32(t4).val[1];
            float32x4_t t5 = vmulq_f32(b_v, vdupq_n_f32(0.5f));
            float32x4_t t6 = vmulq_f32(b_v_1, vdupq_n_f32(0.25f));
            vst2q_f32(a + ((int)t3 + 1) + -1, ((float32x4x2_t){{t5, t6}}));
            i_vec += 4L;
        } while (i_vec < t2);
        i = (int)(t2 * 2L);
    } else {
        i = 0;
    }
    for (; i < (n - 1); i += 2) {
        long t7 = (long)i;
        float32x2_t t8 = vld1_f32(b + t7);
        float32x2_t t9 = vmul_f32(t8, ((float32x2_t)(vcc_v2_float){0.5f, 0.25f}));
        vst1_f32(a + t7, t9);
    }
}

/* Not vectorized either way: copy 1 reads the element copy 0 stored (rolled, each iteration
   reads the last one's store: a recurrence). */
void chain(int n, float *a, const float *b) {
    for (int i = 1; i < n - 1; i += 2) {
        a[i] = a[i - 1] + b[i];
        a[i + 1] = a[i] + b[i + 1];
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(n + 2, 4), *b = new_array(n + 2, 4);
        int *ia = new_array(n + 2, 4), *ib = new_array(n + 2, 4);
        short *sa = new_array(n + 2, 2), *sb = new_array(n + 2, 2), *sc = new_array(n + 2, 2);
        FILL(a, n + 2, -50, 100);
        FILL(b, n + 2, -50, 100);
        FILL(ia, n + 2, -1000, 2000);
        FILL(ib, n + 2, -1000, 2000);
        FILL(sa, n + 2, -300, 600);
        FILL(sb, n + 2, -300, 600);
        FILL(sc, n + 2, -300, 600);
        axpy4(n, 1.5f, a, b);
        unsigned long long h1 = HASH(a, n + 2);
        add4_then_rest(n, a, b);
        unsigned long long h2 = HASH(a, n + 2);
        int dot = idot5(n, ia, ib);
        unsigned x = xor3(n, (const unsigned *)ia);
        down2(n, ia, ib);
        unsigned long long h3 = HASH(ia, n + 2);
        two_stmts(n, sa, sc, sb);
        unsigned long long h4 = HASH(sa, n + 2) ^ HASH(sc, n + 2);
        differ(n, a, b);
        unsigned long long h5 = HASH(a, n + 2);
        chain(n, a, b);
        unsigned long long h6 = HASH(a, n + 2);
        printf("n=%d %llx %llx dot=%d x=%u %llx %llx %llx %llx\n", n, h1, h2, dot, x, h3, h4, h5, h6);
        free(a), free(b), free(ia), free(ib), free(sa), free(sb), free(sc);
    }
    return 0;
}
