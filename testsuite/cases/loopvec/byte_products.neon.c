/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef signed char vcc_v16_schar __attribute__((vector_size(16)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef unsigned short vcc_v8_ushort __attribute__((vector_size(16)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Products of widened bytes in 16-bit lanes (neon.rs's `mul_of_bytes`: `vmull_u8`/`vmull_s8` of
   the bytes themselves, bench rgb_gray_u8): unsigned and signed bytes, by constants of the
   bytes' range and by other bytes, into shorts and unsigned shorts; and the forms it must leave
   alone: a constant beyond a byte (300), bytes of mixed signedness. */

void weighted(int n, uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:10 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((vcc_v16_uchar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = a_v; (void)t3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            vcc_v16_ushort t5 = __builtin_convertvector((vcc_v16_uchar)b_v, vcc_v16_ushort);
            vcc_v16_ushort t6 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = b_v; (void)t5; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t7 = t4 + t6;
            do { vcc_v16_ushort vcc_w = t7; vst1q_u16_x2(o + i_vec, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            long t8 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t8);
            vcc_v16_ushort t9 = __builtin_convertvector((vcc_v16_uchar)a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t10 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = a_v_1; (void)t9; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v_1 = vld1q_u8(b + t8);
            vcc_v16_ushort t11 = __builtin_convertvector((vcc_v16_uchar)b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t12 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = b_v_1; (void)t11; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t13 = t10 + t12;
            do { vcc_v16_ushort vcc_w = t13; vst1q_u16_x2(o + t8, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 16L) {
        long t16 = t15 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:10 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t17);
            vcc_v16_ushort t18 = __builtin_convertvector((vcc_v16_uchar)a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t19 = ({ uint8x16_t vcc_a = vdupq_n_u8(77), vcc_b = a_v_2; (void)t18; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v_2 = vld1q_u8(b + t17);
            vcc_v16_ushort t20 = __builtin_convertvector((vcc_v16_uchar)b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t21 = ({ uint8x16_t vcc_a = vdupq_n_u8(150), vcc_b = b_v_2; (void)t20; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t22 = t19 + t21;
            do { vcc_v16_ushort vcc_w = t22; vst1q_u16_x2(o + t17, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t23 = (long)i;
        o[t23] = (unsigned short)(77 * (int)a[t23] + 150 * (int)b[t23]);
    }
}

void signed_terms(int n, int16_t *restrict o, const int8_t *restrict a, const int8_t *restrict b) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:15 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            int8x16_t b_v = vld1q_s8(b + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((vcc_v16_schar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_schar)b_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = ({ int8x16_t vcc_a = a_v, vcc_b = b_v; (void)t3; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t6 = ({ int8x16_t vcc_a = vdupq_n_s8(3), vcc_b = a_v; (void)t3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t7 = t5 - t6;
            vcc_v16_short t8 = (vcc_v16_short)t7;
            do { vcc_v16_short vcc_w = t8; vst1q_s16_x2(o + i_vec, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            long t9 = i_vec + 16L;
            int8x16_t a_v_1 = vld1q_s8(a + t9);
            int8x16_t b_v_1 = vld1q_s8(b + t9);
            vcc_v16_ushort t10 = __builtin_convertvector((vcc_v16_schar)a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t11 = __builtin_convertvector((vcc_v16_schar)b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t12 = ({ int8x16_t vcc_a = a_v_1, vcc_b = b_v_1; (void)t10; (void)t11; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t13 = ({ int8x16_t vcc_a = vdupq_n_s8(3), vcc_b = a_v_1; (void)t10; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t14 = t12 - t13;
            vcc_v16_short t15 = (vcc_v16_short)t14;
            do { vcc_v16_short vcc_w = t15; vst1q_s16_x2(o + t9, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:15 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            int8x16_t a_v_2 = vld1q_s8(a + t19);
            int8x16_t b_v_2 = vld1q_s8(b + t19);
            vcc_v16_ushort t20 = __builtin_convertvector((vcc_v16_schar)a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t21 = __builtin_convertvector((vcc_v16_schar)b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t22 = ({ int8x16_t vcc_a = a_v_2, vcc_b = b_v_2; (void)t20; (void)t21; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t23 = ({ int8x16_t vcc_a = vdupq_n_s8(3), vcc_b = a_v_2; (void)t20; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t24 = t22 - t23;
            vcc_v16_short t25 = (vcc_v16_short)t24;
            do { vcc_v16_short vcc_w = t25; vst1q_s16_x2(o + t19, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        int t27 = (int)a[t26];
        o[t26] = (short)(t27 * (int)b[t26] - 3 * t27);
    }
}

void both_bytes(int n, uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:20 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((vcc_v16_uchar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)b_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = a_v, vcc_b = b_v; (void)t3; (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v16_ushort vcc_w = t5; vst1q_u16_x2(o + i_vec, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            long t6 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t6);
            uint8x16_t b_v_1 = vld1q_u8(b + t6);
            vcc_v16_ushort t7 = __builtin_convertvector((vcc_v16_uchar)a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t8 = __builtin_convertvector((vcc_v16_uchar)b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t9 = ({ uint8x16_t vcc_a = a_v_1, vcc_b = b_v_1; (void)t7; (void)t8; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v16_ushort vcc_w = t9; vst1q_u16_x2(o + t6, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:20 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t13);
            uint8x16_t b_v_2 = vld1q_u8(b + t13);
            vcc_v16_ushort t14 = __builtin_convertvector((vcc_v16_uchar)a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t15 = __builtin_convertvector((vcc_v16_uchar)b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t16 = ({ uint8x16_t vcc_a = a_v_2, vcc_b = b_v_2; (void)t14; (void)t15; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            do { vcc_v16_ushort vcc_w = t16; vst1q_u16_x2(o + t13, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        o[t17] = (unsigned short)((int)a[t17] * (int)b[t17]);
    }
}

void range_ends(int n, int16_t *restrict o, const int8_t *restrict a, const uint8_t *restrict b) {
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:25 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((vcc_v16_schar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = ({ int8x16_t vcc_a = a_v, vcc_b = vdupq_n_s8(-128); (void)t3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            vcc_v16_ushort t5 = __builtin_convertvector((vcc_v16_uchar)b_v, vcc_v16_ushort);
            vcc_v16_ushort t6 = ({ uint8x16_t vcc_a = b_v, vcc_b = vdupq_n_u8(255); (void)t5; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t7 = t4 + t6;
            vcc_v16_short t8 = (vcc_v16_short)t7;
            do { vcc_v16_short vcc_w = t8; vst1q_s16_x2(o + i_vec, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            long t9 = i_vec + 16L;
            int8x16_t a_v_1 = vld1q_s8(a + t9);
            vcc_v16_ushort t10 = __builtin_convertvector((vcc_v16_schar)a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t11 = ({ int8x16_t vcc_a = a_v_1, vcc_b = vdupq_n_s8(-128); (void)t10; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v_1 = vld1q_u8(b + t9);
            vcc_v16_ushort t12 = __builtin_convertvector((vcc_v16_uchar)b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t13 = ({ uint8x16_t vcc_a = b_v_1, vcc_b = vdupq_n_u8(255); (void)t12; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t14 = t11 + t13;
            vcc_v16_short t15 = (vcc_v16_short)t14;
            do { vcc_v16_short vcc_w = t15; vst1q_s16_x2(o + t9, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:25 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            int8x16_t a_v_2 = vld1q_s8(a + t19);
            vcc_v16_ushort t20 = __builtin_convertvector((vcc_v16_schar)a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t21 = ({ int8x16_t vcc_a = a_v_2, vcc_b = vdupq_n_s8(-128); (void)t20; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_s8(vget_low_s8(vcc_a), vget_low_s8(vcc_b))), vcc_p1 = (vcc_v8_ushort)vreinterpretq_u16_s16(vmull_high_s8(vcc_a, vcc_b)); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v_2 = vld1q_u8(b + t19);
            vcc_v16_ushort t22 = __builtin_convertvector((vcc_v16_uchar)b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t23 = ({ uint8x16_t vcc_a = b_v_2, vcc_b = vdupq_n_u8(255); (void)t22; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t24 = t21 + t23;
            vcc_v16_short t25 = (vcc_v16_short)t24;
            do { vcc_v16_short vcc_w = t25; vst1q_s16_x2(o + t19, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        o[t26] = (short)((int)a[t26] * -128 + (int)b[t26] * 255);
    }
}

void blend(int n, uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:30 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((vcc_v16_uchar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = ({ uint8x16_t vcc_a = a_v, vcc_b = vdupq_n_u8(200); (void)t3; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            vcc_v16_ushort t5 = __builtin_convertvector((vcc_v16_uchar)b_v, vcc_v16_ushort);
            vcc_v16_ushort t6 = ({ uint8x16_t vcc_a = b_v, vcc_b = vdupq_n_u8(56); (void)t5; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t7 = t4 + t6;
            vcc_v16_ushort t8 = t7 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            uint8x16_t t9 = (uint8x16_t)__builtin_convertvector(t8, vcc_v16_uchar);
            vst1q_u8(o + i_vec, t9);
            long t10 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t10);
            vcc_v16_ushort t11 = __builtin_convertvector((vcc_v16_uchar)a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t12 = ({ uint8x16_t vcc_a = a_v_1, vcc_b = vdupq_n_u8(200); (void)t11; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v_1 = vld1q_u8(b + t10);
            vcc_v16_ushort t13 = __builtin_convertvector((vcc_v16_uchar)b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t14 = ({ uint8x16_t vcc_a = b_v_1, vcc_b = vdupq_n_u8(56); (void)t13; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t15 = t12 + t14;
            vcc_v16_ushort t16 = t15 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            uint8x16_t t17 = (uint8x16_t)__builtin_convertvector(t16, vcc_v16_uchar);
            vst1q_u8(o + t10, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t18 = (int)t2;
    } else {
        t18 = 0;
    }
    long t19 = (long)n + (long)t18 * -1L;
    if (t19 >= 16L) {
        long t20 = t19 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:30 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t21 = (long)t18 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t21);
            vcc_v16_ushort t22 = __builtin_convertvector((vcc_v16_uchar)a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t23 = ({ uint8x16_t vcc_a = a_v_2, vcc_b = vdupq_n_u8(200); (void)t22; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            uint8x16_t b_v_2 = vld1q_u8(b + t21);
            vcc_v16_ushort t24 = __builtin_convertvector((vcc_v16_uchar)b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t25 = ({ uint8x16_t vcc_a = b_v_2, vcc_b = vdupq_n_u8(56); (void)t24; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_ushort t26 = t23 + t25;
            vcc_v16_ushort t27 = t26 >> (vcc_v16_ushort){(unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8, (unsigned short)8};
            uint8x16_t t28 = (uint8x16_t)__builtin_convertvector(t27, vcc_v16_uchar);
            vst1q_u8(o + t21, t28);
            i_vec_1 += 16L;
        } while (i_vec_1 < t20);
        i = (int)((long)t18 + t20);
    } else {
        i = t18;
    }
    for (; i < n; i++) {
        long t29 = (long)i;
        o[t29] = (unsigned char)(((int)a[t29] * 200 + (int)b[t29] * 56) >> 8);
    }
}

void into_ints(int n, int *restrict o, const uint8_t *restrict a) {
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:35 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int *t3 = o + i_vec;
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_uchar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = ({ uint8x16_t vcc_a = a_v, vcc_b = vdupq_n_u8(3); (void)t4; vcc_v8_ushort vcc_p0 = (vcc_v8_ushort)vmull_u8(vget_low_u8(vcc_a), vget_low_u8(vcc_b)), vcc_p1 = (vcc_v8_ushort)vmull_high_u8(vcc_a, vcc_b); vcc_v16_ushort vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); vcc_j; });
            vcc_v16_short t6 = (vcc_v16_short)t5;
            vcc_v16_int o_v = vcc_load(vcc_v16_int, t3);
            vcc_v16_int t7 = __builtin_convertvector(t6, vcc_v16_int);
            vcc_v16_int t8 = t7 + o_v;
            do { vcc_v16_int vcc_w = t8; vst1q_s32_x4(t3, ((int32x4x4_t){{(int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 4, 5, 6, 7), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11), (int32x4_t)__builtin_shufflevector(vcc_w, vcc_w, 12, 13, 14, 15)}})); } while (0);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        long t9 = (long)i;
        int *t10 = o + t9;
        *t10 = (int)(short)((int)a[t9] * 3) + *t10;
    }
}

/* Not a product of bytes: 300 does not fit a byte. */
void beyond_byte(int n, int16_t *restrict o, const int8_t *restrict a) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:41 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((vcc_v16_schar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = t3 * (vcc_v16_ushort){(unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300};
            vcc_v16_short t5 = (vcc_v16_short)t4;
            do { vcc_v16_short vcc_w = t5; vst1q_s16_x2(o + i_vec, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            long t6 = i_vec + 16L;
            int8x16_t a_v_1 = vld1q_s8(a + t6);
            vcc_v16_ushort t7 = __builtin_convertvector((vcc_v16_schar)a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t8 = t7 * (vcc_v16_ushort){(unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300};
            vcc_v16_short t9 = (vcc_v16_short)t8;
            do { vcc_v16_short vcc_w = t9; vst1q_s16_x2(o + t6, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:41 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            int8x16_t a_v_2 = vld1q_s8(a + t13);
            vcc_v16_ushort t14 = __builtin_convertvector((vcc_v16_schar)a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t15 = t14 * (vcc_v16_ushort){(unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300, (unsigned short)300};
            vcc_v16_short t16 = (vcc_v16_short)t15;
            do { vcc_v16_short vcc_w = t16; vst1q_s16_x2(o + t13, ((int16x8x2_t){{(int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (int16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        o[t17] = (short)((int)a[t17] * 300);
    }
}

/* Not one: unsigned times signed bytes. */
void mixed(int n, uint16_t *restrict o, const uint8_t *restrict a, const int8_t *restrict b) {
    int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at byte_products.c:47 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            int8x16_t b_v = vld1q_s8(b + i_vec);
            vcc_v16_ushort t3 = __builtin_convertvector((vcc_v16_uchar)a_v, vcc_v16_ushort);
            vcc_v16_ushort t4 = __builtin_convertvector((vcc_v16_schar)b_v, vcc_v16_ushort);
            vcc_v16_ushort t5 = t3 * t4;
            do { vcc_v16_ushort vcc_w = t5; vst1q_u16_x2(o + i_vec, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            long t6 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t6);
            int8x16_t b_v_1 = vld1q_s8(b + t6);
            vcc_v16_ushort t7 = __builtin_convertvector((vcc_v16_uchar)a_v_1, vcc_v16_ushort);
            vcc_v16_ushort t8 = __builtin_convertvector((vcc_v16_schar)b_v_1, vcc_v16_ushort);
            vcc_v16_ushort t9 = t7 * t8;
            do { vcc_v16_ushort vcc_w = t9; vst1q_u16_x2(o + t6, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec += 32L;
        } while (i_vec < t2);
        t10 = (int)t2;
    } else {
        t10 = 0;
    }
    long t11 = (long)n + (long)t10 * -1L;
    if (t11 >= 16L) {
        long t12 = t11 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at byte_products.c:47 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t13 = (long)t10 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t13);
            int8x16_t b_v_2 = vld1q_s8(b + t13);
            vcc_v16_ushort t14 = __builtin_convertvector((vcc_v16_uchar)a_v_2, vcc_v16_ushort);
            vcc_v16_ushort t15 = __builtin_convertvector((vcc_v16_schar)b_v_2, vcc_v16_ushort);
            vcc_v16_ushort t16 = t14 * t15;
            do { vcc_v16_ushort vcc_w = t16; vst1q_u16_x2(o + t13, ((uint16x8x2_t){{(uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 0, 1, 2, 3, 4, 5, 6, 7), (uint16x8_t)__builtin_shufflevector(vcc_w, vcc_w, 8, 9, 10, 11, 12, 13, 14, 15)}})); } while (0);
            i_vec_1 += 16L;
        } while (i_vec_1 < t12);
        i = (int)((long)t10 + t12);
    } else {
        i = t10;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        o[t17] = (unsigned short)((int)a[t17] * (int)b[t17]);
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *o8 = new_array(n, 1);
        int8_t *sa = new_array(n, 1), *sb = new_array(n, 1);
        uint16_t *ou = new_array(n, 2);
        int16_t *os = new_array(n, 2);
        int *oi = new_array(n, sizeof(int));
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        FILL(sa, n, -128, 256);
        FILL(sb, n, -128, 256);
        FILL(oi, n, -100000, 200000);
        if (n >= 2) ua[0] = ub[0] = 255, sa[1] = sb[1] = -128;
        weighted(n, ou, ua, ub);
        printf("n=%d w=%llx", n, HASH(ou, n));
        signed_terms(n, os, sa, sb);
        printf(" s=%llx", HASH(os, n));
        both_bytes(n, ou, ua, ub);
        printf(" b=%llx", HASH(ou, n));
        range_ends(n, os, sa, ub);
        printf(" r=%llx", HASH(os, n));
        blend(n, o8, ua, ub);
        printf(" bl=%llx", HASH(o8, n));
        into_ints(n, oi, ua);
        printf(" i=%llx", HASH(oi, n));
        beyond_byte(n, os, sa);
        printf(" x=%llx", HASH(os, n));
        mixed(n, ou, ua, sb);
        printf(" m=%llx\n", HASH(ou, n));
        free(ua), free(ub), free(o8), free(sa), free(sb), free(ou), free(os), free(oi);
    }
    return 0;
}
