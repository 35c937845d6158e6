/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef short vcc_v2_short __attribute__((vector_size(4)));
#define vcc_load(VT, P) ({ VT vcc_r; __builtin_memcpy(&vcc_r, (P), sizeof vcc_r); vcc_r; })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Multiply-add reductions (loopvec/madd.rs, bench madd_i16): s += a[i] * b[i] on int16 summed in
   an int is computed as pmaddwd pairs into an accumulator of half the lanes. The first four
   inputs are -32768 * 32767 twice and then -32768 * -32768 twice: the second pair's sum, 2^31,
   wraps in its 32-bit lane, while the scalar sum stays in range. */

int dot_i16(int n, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:11 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v), vget_low_s16(b_v)), vmull_high_s16(a_v, b_v)));
            s_v = vaddq_u32(s_v, t3);
            long t4 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t4);
            int16x8_t b_v_1 = vld1q_s16(b + t4);
            uint32x4_t t5 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_1), vget_low_s16(b_v_1)), vmull_high_s16(a_v_1, b_v_1)));
            s_v_1 = vaddq_u32(s_v_1, t5);
            long t6 = i_vec + 16L;
            int16x8_t a_v_2 = vld1q_s16(a + t6);
            int16x8_t b_v_2 = vld1q_s16(b + t6);
            uint32x4_t t7 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_2), vget_low_s16(b_v_2)), vmull_high_s16(a_v_2, b_v_2)));
            s_v_2 = vaddq_u32(s_v_2, t7);
            long t8 = i_vec + 24L;
            int16x8_t a_v_3 = vld1q_s16(a + t8);
            int16x8_t b_v_3 = vld1q_s16(b + t8);
            uint32x4_t t9 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_3), vget_low_s16(b_v_3)), vmull_high_s16(a_v_3, b_v_3)));
            s_v_3 = vaddq_u32(s_v_3, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        uint32x4_t t10 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t11 = vaddq_u32(t10, s_v_2);
        uint32x4_t t12 = vaddq_u32(t11, s_v_3);
        t13 = (int)t2;
        t14 = (int)vaddvq_u32(t12);
    } else {
        t13 = 0;
        t14 = 0;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:11 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            int16x8_t a_v_4 = vld1q_s16(a + t17);
            int16x8_t b_v_4 = vld1q_s16(b + t17);
            uint32x4_t t18 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_4), vget_low_s16(b_v_4)), vmull_high_s16(a_v_4, b_v_4)));
            s_v_4 = vaddq_u32(s_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (int)((unsigned int)t14 + vaddvq_u32(s_v_4));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s += (int)a[t19] * (int)b[t19];
    }
    return s;
}

/* A start value, the product written the other way round. */
int dot_start(int n, const int16_t *restrict a, const int16_t *restrict b, int start) {
    int s;
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t b_v = vld1q_s16(b + i_vec);
            int16x8_t a_v = vld1q_s16(a + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(b_v), vget_low_s16(a_v)), vmull_high_s16(b_v, a_v)));
            s_v = vaddq_u32(s_v, t3);
            long t4 = i_vec + 8L;
            int16x8_t b_v_1 = vld1q_s16(b + t4);
            int16x8_t a_v_1 = vld1q_s16(a + t4);
            uint32x4_t t5 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(b_v_1), vget_low_s16(a_v_1)), vmull_high_s16(b_v_1, a_v_1)));
            s_v_1 = vaddq_u32(s_v_1, t5);
            long t6 = i_vec + 16L;
            int16x8_t b_v_2 = vld1q_s16(b + t6);
            int16x8_t a_v_2 = vld1q_s16(a + t6);
            uint32x4_t t7 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(b_v_2), vget_low_s16(a_v_2)), vmull_high_s16(b_v_2, a_v_2)));
            s_v_2 = vaddq_u32(s_v_2, t7);
            long t8 = i_vec + 24L;
            int16x8_t b_v_3 = vld1q_s16(b + t8);
            int16x8_t a_v_3 = vld1q_s16(a + t8);
            uint32x4_t t9 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(b_v_3), vget_low_s16(a_v_3)), vmull_high_s16(b_v_3, a_v_3)));
            s_v_3 = vaddq_u32(s_v_3, t9);
            i_vec += 32L;
        } while (i_vec < t2);
        uint32x4_t t10 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t11 = vaddq_u32(t10, s_v_2);
        uint32x4_t t12 = vaddq_u32(t11, s_v_3);
        t13 = (int)t2;
        t14 = (int)((unsigned int)start + vaddvq_u32(t12));
    } else {
        t13 = 0;
        t14 = start;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            int16x8_t b_v_4 = vld1q_s16(b + t17);
            int16x8_t a_v_4 = vld1q_s16(a + t17);
            uint32x4_t t18 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(b_v_4), vget_low_s16(a_v_4)), vmull_high_s16(b_v_4, a_v_4)));
            s_v_4 = vaddq_u32(s_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (int)((unsigned int)t14 + vaddvq_u32(s_v_4));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s = (int)b[t19] * (int)a[t19] + s;
    }
    return s;
}

/* A sum of squares. */
int squares(int n, const int16_t *restrict a) {
    int s;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:27 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v), vget_low_s16(a_v)), vmull_high_s16(a_v, a_v)));
            s_v = vaddq_u32(s_v, t3);
            int16x8_t a_v_1 = vld1q_s16(a + (i_vec + 8L));
            uint32x4_t t4 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_1), vget_low_s16(a_v_1)), vmull_high_s16(a_v_1, a_v_1)));
            s_v_1 = vaddq_u32(s_v_1, t4);
            int16x8_t a_v_2 = vld1q_s16(a + (i_vec + 16L));
            uint32x4_t t5 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_2), vget_low_s16(a_v_2)), vmull_high_s16(a_v_2, a_v_2)));
            s_v_2 = vaddq_u32(s_v_2, t5);
            int16x8_t a_v_3 = vld1q_s16(a + (i_vec + 24L));
            uint32x4_t t6 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_3), vget_low_s16(a_v_3)), vmull_high_s16(a_v_3, a_v_3)));
            s_v_3 = vaddq_u32(s_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        uint32x4_t t7 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t8 = vaddq_u32(t7, s_v_2);
        uint32x4_t t9 = vaddq_u32(t8, s_v_3);
        t10 = (int)t2;
        t11 = (int)vaddvq_u32(t9);
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:27 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t a_v_4 = vld1q_s16(a + ((long)t10 + i_vec_1));
            uint32x4_t t14 = vreinterpretq_u32_s32(vpaddq_s32(vmull_s16(vget_low_s16(a_v_4), vget_low_s16(a_v_4)), vmull_high_s16(a_v_4, a_v_4)));
            s_v_4 = vaddq_u32(s_v_4, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        s = (int)((unsigned int)t11 + vaddvq_u32(s_v_4));
    } else {
        i = t10;
        s = t11;
    }
    for (; i < n; i++) {
        int t15 = (int)a[i];
        s += t15 * t15;
    }
    return s;
}

/* Not a multiply-add: uint16 inputs (pmaddwd multiplies signed 16-bit lanes). */
int dot_u16(int n, const uint16_t *restrict a, const uint16_t *restrict b) {
    int s;
    int t25;
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:35 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint16x4_t a_v = vld1_u16(a + i_vec);
            uint16x4_t b_v = vld1_u16(b + i_vec);
            int32x4_t t3 = vreinterpretq_s32_u32(vmovl_u16(a_v));
            int32x4_t t4 = vreinterpretq_s32_u32(vmovl_u16(b_v));
            int32x4_t t5 = vmulq_s32(t3, t4);
            uint32x4_t t6 = vreinterpretq_u32_s32(t5);
            s_v = vaddq_u32(s_v, t6);
            long t7 = i_vec + 4L;
            uint16x4_t a_v_1 = vld1_u16(a + t7);
            uint16x4_t b_v_1 = vld1_u16(b + t7);
            int32x4_t t8 = vreinterpretq_s32_u32(vmovl_u16(a_v_1));
            int32x4_t t9 = vreinterpretq_s32_u32(vmovl_u16(b_v_1));
            int32x4_t t10 = vmulq_s32(t8, t9);
            uint32x4_t t11 = vreinterpretq_u32_s32(t10);
            s_v_1 = vaddq_u32(s_v_1, t11);
            long t12 = i_vec + 8L;
            uint16x4_t a_v_2 = vld1_u16(a + t12);
            uint16x4_t b_v_2 = vld1_u16(b + t12);
            int32x4_t t13 = vreinterpretq_s32_u32(vmovl_u16(a_v_2));
            int32x4_t t14 = vreinterpretq_s32_u32(vmovl_u16(b_v_2));
            int32x4_t t15 = vmulq_s32(t13, t14);
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            s_v_2 = vaddq_u32(s_v_2, t16);
            long t17 = i_vec + 12L;
            uint16x4_t a_v_3 = vld1_u16(a + t17);
            uint16x4_t b_v_3 = vld1_u16(b + t17);
            int32x4_t t18 = vreinterpretq_s32_u32(vmovl_u16(a_v_3));
            int32x4_t t19 = vreinterpretq_s32_u32(vmovl_u16(b_v_3));
            int32x4_t t20 = vmulq_s32(t18, t19);
            uint32x4_t t21 = vreinterpretq_u32_s32(t20);
            s_v_3 = vaddq_u32(s_v_3, t21);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t22 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t23 = vaddq_u32(t22, s_v_2);
        uint32x4_t t24 = vaddq_u32(t23, s_v_3);
        t25 = (int)t2;
        t26 = (int)vaddvq_u32(t24);
    } else {
        t25 = 0;
        t26 = 0;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:35 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            uint16x4_t a_v_4 = vld1_u16(a + t29);
            uint16x4_t b_v_4 = vld1_u16(b + t29);
            int32x4_t t30 = vreinterpretq_s32_u32(vmovl_u16(a_v_4));
            int32x4_t t31 = vreinterpretq_s32_u32(vmovl_u16(b_v_4));
            int32x4_t t32 = vmulq_s32(t30, t31);
            uint32x4_t t33 = vreinterpretq_u32_s32(t32);
            s_v_4 = vaddq_u32(s_v_4, t33);
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s = (int)((unsigned int)t26 + vaddvq_u32(s_v_4));
    } else {
        i = t25;
        s = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        s += (int)a[t34] * (int)b[t34];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    int t29;
    long t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at madd.c:43 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            vcc_v2_short a_v = vcc_load(vcc_v2_short, a + i_vec);
            vcc_v2_short b_v = vcc_load(vcc_v2_short, b + i_vec);
            int32x2_t t3 = (int32x2_t)__builtin_convertvector(a_v, vcc_v2_int);
            int32x2_t t4 = (int32x2_t)__builtin_convertvector(b_v, vcc_v2_int);
            int32x2_t t5 = vmul_s32(t3, t4);
            int64x2_t t6 = vmovl_s32(t5);
            uint64x2_t t7 = vreinterpretq_u64_s64(t6);
            s_v = vaddq_u64(s_v, t7);
            long t8 = i_vec + 2L;
            vcc_v2_short a_v_1 = vcc_load(vcc_v2_short, a + t8);
            vcc_v2_short b_v_1 = vcc_load(vcc_v2_short, b + t8);
            int32x2_t t9 = (int32x2_t)__builtin_convertvector(a_v_1, vcc_v2_int);
            int32x2_t t10 = (int32x2_t)__builtin_convertvector(b_v_1, vcc_v2_int);
            int32x2_t t11 = vmul_s32(t9, t10);
            int64x2_t t12 = vmovl_s32(t11);
            uint64x2_t t13 = vreinterpretq_u64_s64(t12);
            s_v_1 = vaddq_u64(s_v_1, t13);
            long t14 = i_vec + 4L;
            vcc_v2_short a_v_2 = vcc_load(vcc_v2_short, a + t14);
            vcc_v2_short b_v_2 = vcc_load(vcc_v2_short, b + t14);
            int32x2_t t15 = (int32x2_t)__builtin_convertvector(a_v_2, vcc_v2_int);
            int32x2_t t16 = (int32x2_t)__builtin_convertvector(b_v_2, vcc_v2_int);
            int32x2_t t17 = vmul_s32(t15, t16);
            int64x2_t t18 = vmovl_s32(t17);
            uint64x2_t t19 = vreinterpretq_u64_s64(t18);
            s_v_2 = vaddq_u64(s_v_2, t19);
            long t20 = i_vec + 6L;
            vcc_v2_short a_v_3 = vcc_load(vcc_v2_short, a + t20);
            vcc_v2_short b_v_3 = vcc_load(vcc_v2_short, b + t20);
            int32x2_t t21 = (int32x2_t)__builtin_convertvector(a_v_3, vcc_v2_int);
            int32x2_t t22 = (int32x2_t)__builtin_convertvector(b_v_3, vcc_v2_int);
            int32x2_t t23 = vmul_s32(t21, t22);
            int64x2_t t24 = vmovl_s32(t23);
            uint64x2_t t25 = vreinterpretq_u64_s64(t24);
            s_v_3 = vaddq_u64(s_v_3, t25);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t26 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t27 = vaddq_u64(t26, s_v_2);
        uint64x2_t t28 = vaddq_u64(t27, s_v_3);
        t29 = (int)t2;
        t30 = (long)vaddvq_u64(t28);
    } else {
        t29 = 0;
        t30 = 0L;
    }
    long t31 = (long)n + (long)t29 * -1L;
    if (t31 >= 2L) {
        long t32 = t31 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at madd.c:43 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t33 = (long)t29 + i_vec_1;
            vcc_v2_short a_v_4 = vcc_load(vcc_v2_short, a + t33);
            vcc_v2_short b_v_4 = vcc_load(vcc_v2_short, b + t33);
            int32x2_t t34 = (int32x2_t)__builtin_convertvector(a_v_4, vcc_v2_int);
            int32x2_t t35 = (int32x2_t)__builtin_convertvector(b_v_4, vcc_v2_int);
            int32x2_t t36 = vmul_s32(t34, t35);
            int64x2_t t37 = vmovl_s32(t36);
            uint64x2_t t38 = vreinterpretq_u64_s64(t37);
            s_v_4 = vaddq_u64(s_v_4, t38);
            i_vec_1 += 2L;
        } while (i_vec_1 < t32);
        i = (int)((long)t29 + t32);
        s = (long)((unsigned long)t30 + vaddvq_u64(s_v_4));
    } else {
        i = t29;
        s = t30;
    }
    for (; i < n; i++) {
        long t39 = (long)i;
        s += (long)((int)a[t39] * (int)b[t39]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t21;
    int t22;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int16x4_t a_v = vld1_s16(a + i_vec);
            int16x4_t b_v = vld1_s16(b + i_vec);
            int32x4_t t3 = vmovl_s16(a_v);
            int32x4_t t4 = vmovl_s16(b_v);
            int32x4_t t_v = vmulq_s32(t3, t4);
            vst1q_s32(p + i_vec, t_v);
            uint32x4_t t5 = vreinterpretq_u32_s32(t_v);
            s_v = vaddq_u32(s_v, t5);
            long t6 = i_vec + 4L;
            int16x4_t a_v_1 = vld1_s16(a + t6);
            int16x4_t b_v_1 = vld1_s16(b + t6);
            int32x4_t t7 = vmovl_s16(a_v_1);
            int32x4_t t8 = vmovl_s16(b_v_1);
            int32x4_t t_v_1 = vmulq_s32(t7, t8);
            vst1q_s32(p + t6, t_v_1);
            uint32x4_t t9 = vreinterpretq_u32_s32(t_v_1);
            s_v_1 = vaddq_u32(s_v_1, t9);
            long t10 = i_vec + 8L;
            int16x4_t a_v_2 = vld1_s16(a + t10);
            int16x4_t b_v_2 = vld1_s16(b + t10);
            int32x4_t t11 = vmovl_s16(a_v_2);
            int32x4_t t12 = vmovl_s16(b_v_2);
            int32x4_t t_v_2 = vmulq_s32(t11, t12);
            vst1q_s32(p + t10, t_v_2);
            uint32x4_t t13 = vreinterpretq_u32_s32(t_v_2);
            s_v_2 = vaddq_u32(s_v_2, t13);
            long t14 = i_vec + 12L;
            int16x4_t a_v_3 = vld1_s16(a + t14);
            int16x4_t b_v_3 = vld1_s16(b + t14);
            int32x4_t t15 = vmovl_s16(a_v_3);
            int32x4_t t16 = vmovl_s16(b_v_3);
            int32x4_t t_v_3 = vmulq_s32(t15, t16);
            vst1q_s32(p + t14, t_v_3);
            uint32x4_t t17 = vreinterpretq_u32_s32(t_v_3);
            s_v_3 = vaddq_u32(s_v_3, t17);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t18 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t19 = vaddq_u32(t18, s_v_2);
        uint32x4_t t20 = vaddq_u32(t19, s_v_3);
        t21 = (int)t2;
        t22 = (int)vaddvq_u32(t20);
    } else {
        t21 = 0;
        t22 = 0;
    }
    long t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 4L) {
        long t24 = t23 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at madd.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t25 = (long)t21 + i_vec_1;
            int16x4_t a_v_4 = vld1_s16(a + t25);
            int16x4_t b_v_4 = vld1_s16(b + t25);
            int32x4_t t26 = vmovl_s16(a_v_4);
            int32x4_t t27 = vmovl_s16(b_v_4);
            int32x4_t t_v_4 = vmulq_s32(t26, t27);
            vst1q_s32(p + t25, t_v_4);
            uint32x4_t t28 = vreinterpretq_u32_s32(t_v_4);
            s_v_4 = vaddq_u32(s_v_4, t28);
            i_vec_1 += 4L;
        } while (i_vec_1 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vaddvq_u32(s_v_4));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        int t = (int)a[t29] * (int)b[t29];
        p[t29] = t;
        s += t;
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int16_t *a = new_array(n, 2), *b = new_array(n, 2), *q = new_array(n, 2);
        uint16_t *ua = new_array(n, 2), *ub = new_array(n, 2);
        int *p = new_array(n, sizeof(int));
        FILL(a, n, -2000, 4000);
        FILL(b, n, -2000, 4000);
        FILL(q, n, -1000, 2000);
        FILL(ua, n, 0, 300);
        FILL(ub, n, 0, 300);
        if (n > 0) q[n - 1] = -32768;
        if (n >= 4) {
            a[0] = a[1] = a[2] = a[3] = -32768;
            b[0] = b[1] = 32767;
            b[2] = b[3] = -32768;
        }
        printf("n=%d dot=%d start=%d sq=%d", n, dot_i16(n, a, b), dot_start(n, a, b, -12345), squares(n, q));
        printf(" u16=%d long=%ld", dot_u16(n, ua, ub), dot_long(n, a, b));
        int stored = dot_store(n, p, a, b);
        printf(" store=%d/%llx\n", stored, HASH(p, n));
        free(a), free(b), free(q), free(ua), free(ub), free(p);
    }
    return 0;
}
