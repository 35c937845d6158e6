/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef long vcc_v8_long __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
typedef unsigned long vcc_v8_ulong __attribute__((vector_size(64)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

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
    int t13;
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:35 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t a_v = vld1q_u16(a + i_vec);
            uint16x8_t b_v = vld1q_u16(b + i_vec);
            vcc_v8_int t3 = ({ uint16x8_t vcc_w0 = a_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ uint16x8_t vcc_w0 = b_v; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_uint t6 = (vcc_v8_uint)t5;
            s_v = s_v + t6;
            long t7 = i_vec + 8L;
            uint16x8_t a_v_1 = vld1q_u16(a + t7);
            uint16x8_t b_v_1 = vld1q_u16(b + t7);
            vcc_v8_int t8 = ({ uint16x8_t vcc_w0 = a_v_1; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t9 = ({ uint16x8_t vcc_w0 = b_v_1; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t10 = t8 * t9;
            vcc_v8_uint t11 = (vcc_v8_uint)t10;
            s_v_1 = s_v_1 + t11;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t12 = s_v + s_v_1;
        t13 = (int)t2;
        t14 = (int)vcc_reduce(unsigned int, t12, +);
    } else {
        t13 = 0;
        t14 = 0;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:35 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            uint16x8_t a_v_2 = vld1q_u16(a + t17);
            uint16x8_t b_v_2 = vld1q_u16(b + t17);
            vcc_v8_int t18 = ({ uint16x8_t vcc_w0 = a_v_2; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t19 = ({ uint16x8_t vcc_w0 = b_v_2; uint32x4_t vcc_w1 = vmovl_u16(vget_low_u16(vcc_w0)), vcc_w2 = vmovl_high_u16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t20 = t18 * t19;
            vcc_v8_uint t21 = (vcc_v8_uint)t20;
            s_v_2 = s_v_2 + t21;
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = (int)((unsigned int)t14 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        s += (int)a[t22] * (int)b[t22];
    }
    return s;
}

/* Not a multiply-add: a 64-bit sum. */
long dot_long(int n, const int16_t *restrict a, const int16_t *restrict b) {
    long s;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        vcc_v8_ulong s_v = (vcc_v8_ulong){0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL, 0UL};
        /* vcc: loop at madd.c:43 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ int16x8_t vcc_w0 = b_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t5 = t3 * t4;
            vcc_v8_long t6 = __builtin_convertvector(t5, vcc_v8_long);
            vcc_v8_ulong t7 = (vcc_v8_ulong)t6;
            s_v = s_v + t7;
            i_vec += 8L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (long)vcc_reduce(unsigned long, s_v, +);
    } else {
        i = 0;
        s = 0L;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        s += (long)((int)a[t8] * (int)b[t8]);
    }
    return s;
}

/* Not a multiply-add: the product is also stored. */
int dot_store(int n, int *restrict p, const int16_t *restrict a, const int16_t *restrict b) {
    int s;
    int t11;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        vcc_v8_uint s_v_1 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:51 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            int16x8_t b_v = vld1q_s16(b + i_vec);
            vcc_v8_int t3 = ({ int16x8_t vcc_w0 = a_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t4 = ({ int16x8_t vcc_w0 = b_v; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t_v = t3 * t4;
            do { vcc_v8_int vcc_w = t_v; vst1q_s32_x2(p + i_vec, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            vcc_v8_uint t5 = (vcc_v8_uint)t_v;
            s_v = s_v + t5;
            long t6 = i_vec + 8L;
            int16x8_t a_v_1 = vld1q_s16(a + t6);
            int16x8_t b_v_1 = vld1q_s16(b + t6);
            vcc_v8_int t7 = ({ int16x8_t vcc_w0 = a_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t8 = ({ int16x8_t vcc_w0 = b_v_1; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t_v_1 = t7 * t8;
            do { vcc_v8_int vcc_w = t_v_1; vst1q_s32_x2(p + t6, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            vcc_v8_uint t9 = (vcc_v8_uint)t_v_1;
            s_v_1 = s_v_1 + t9;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uint t10 = s_v + s_v_1;
        t11 = (int)t2;
        t12 = (int)vcc_reduce(unsigned int, t10, +);
    } else {
        t11 = 0;
        t12 = 0;
    }
    long t13 = (long)n + (long)t11 * -1L;
    if (t13 >= 8L) {
        long t14 = t13 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint){0U, 0U, 0U, 0U, 0U, 0U, 0U, 0U};
        /* vcc: loop at madd.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t15 = (long)t11 + i_vec_1;
            int16x8_t a_v_2 = vld1q_s16(a + t15);
            int16x8_t b_v_2 = vld1q_s16(b + t15);
            vcc_v8_int t16 = ({ int16x8_t vcc_w0 = a_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t17 = ({ int16x8_t vcc_w0 = b_v_2; int32x4_t vcc_w1 = vmovl_s16(vget_low_s16(vcc_w0)), vcc_w2 = vmovl_high_s16(vcc_w0); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w1; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w2; vcc_v8_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v8_int t_v_2 = t16 * t17;
            do { vcc_v8_int vcc_w = t_v_2; vst1q_s32_x2(p + t15, ((int32x4x2_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7)}})); } while (0);
            vcc_v8_uint t18 = (vcc_v8_uint)t_v_2;
            s_v_2 = s_v_2 + t18;
            i_vec_1 += 8L;
        } while (i_vec_1 < t14);
        i = (int)((long)t11 + t14);
        s = (int)((unsigned int)t12 + vcc_reduce(unsigned int, s_v_2, +));
    } else {
        i = t11;
        s = t12;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        int t = (int)a[t19] * (int)b[t19];
        p[t19] = t;
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
