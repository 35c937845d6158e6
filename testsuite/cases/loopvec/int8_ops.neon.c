/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 3 */
#include "harness.h"

/* int8 and uint8 element types: arithmetic is done in int (C's promotions) and wraps when
   stored back; the sum is kept in a signed char, so every step wraps. */
void add_i8(int n, int8_t *restrict c, const int8_t *restrict a, const int8_t *restrict b) {
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:7 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            int8x16_t b_v = vld1q_s8(b + i_vec);
            uint8x16_t t3 = vreinterpretq_u8_s8(a_v);
            uint8x16_t t4 = vreinterpretq_u8_s8(b_v);
            uint8x16_t t5 = vaddq_u8(t3, t4);
            int8x16_t t6 = vreinterpretq_s8_u8(t5);
            vst1q_s8(c + i_vec, t6);
            long t7 = i_vec + 16L;
            int8x16_t a_v_1 = vld1q_s8(a + t7);
            int8x16_t b_v_1 = vld1q_s8(b + t7);
            uint8x16_t t8 = vreinterpretq_u8_s8(a_v_1);
            uint8x16_t t9 = vreinterpretq_u8_s8(b_v_1);
            uint8x16_t t10 = vaddq_u8(t8, t9);
            int8x16_t t11 = vreinterpretq_s8_u8(t10);
            vst1q_s8(c + t7, t11);
            i_vec += 32L;
        } while (i_vec < t2);
        t12 = (int)t2;
    } else {
        t12 = 0;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if (t13 >= 16L) {
        long t14 = t13 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int8_ops.c:7 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t15 = (long)t12 + i_vec_1;
            int8x16_t a_v_2 = vld1q_s8(a + t15);
            int8x16_t b_v_2 = vld1q_s8(b + t15);
            uint8x16_t t16 = vreinterpretq_u8_s8(a_v_2);
            uint8x16_t t17 = vreinterpretq_u8_s8(b_v_2);
            uint8x16_t t18 = vaddq_u8(t16, t17);
            int8x16_t t19 = vreinterpretq_s8_u8(t18);
            vst1q_s8(c + t15, t19);
            i_vec_1 += 16L;
        } while (i_vec_1 < t14);
        i = (int)((long)t12 + t14);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        c[t20] = (signed char)((int)a[t20] + (int)b[t20]);
    }
}

void sub_mul_u8(int n, uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b) {
    int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at int8_ops.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            uint8x16_t b_v = vld1q_u8(b + i_vec);
            uint8x16_t t3 = vmulq_u8(b_v, vdupq_n_u8(3));
            uint8x16_t t4 = vsubq_u8(a_v, t3);
            vst1q_u8(c + i_vec, t4);
            long t5 = i_vec + 16L;
            uint8x16_t a_v_1 = vld1q_u8(a + t5);
            uint8x16_t b_v_1 = vld1q_u8(b + t5);
            uint8x16_t t6 = vmulq_u8(b_v_1, vdupq_n_u8(3));
            uint8x16_t t7 = vsubq_u8(a_v_1, t6);
            vst1q_u8(c + t5, t7);
            i_vec += 32L;
        } while (i_vec < t2);
        t8 = (int)t2;
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    if (t9 >= 16L) {
        long t10 = t9 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at int8_ops.c:12 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t11 = (long)t8 + i_vec_1;
            uint8x16_t a_v_2 = vld1q_u8(a + t11);
            uint8x16_t b_v_2 = vld1q_u8(b + t11);
            uint8x16_t t12 = vmulq_u8(b_v_2, vdupq_n_u8(3));
            uint8x16_t t13 = vsubq_u8(a_v_2, t12);
            vst1q_u8(c + t11, t13);
            i_vec_1 += 16L;
        } while (i_vec_1 < t10);
        i = (int)((long)t8 + t10);
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t14 = (long)i;
        c[t14] = (unsigned char)((int)a[t14] - (int)b[t14] * 3);
    }
}

int8_t sum_i8(int n, const int8_t *a) {
    signed char s;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t s_v = vdupq_n_u8(0);
        /* vcc: loop at int8_ops.c:18 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int8x16_t a_v = vld1q_s8(a + i_vec);
            vcc_v16_int t3 = ({ int8x16_t vcc_w0 = a_v; int16x8_t vcc_w1 = vmovl_s8(vget_low_s8(vcc_w0)), vcc_w2 = vmovl_high_s8(vcc_w0); int32x4_t vcc_w3 = vmovl_s16(vget_low_s16(vcc_w1)), vcc_w4 = vmovl_high_s16(vcc_w1); int32x4_t vcc_w5 = vmovl_s16(vget_low_s16(vcc_w2)), vcc_w6 = vmovl_high_s16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_uchar);
            s_v = vaddq_u8(s_v, t4);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        s = (signed char)(unsigned char)((unsigned char)0 + vaddvq_u8(s_v));
    } else {
        i = 0;
        s = (signed char)0;
    }
    for (; i < n; i++) {
        s = (signed char)((int)s + (int)a[i]);
    }
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int8_t *a = new_array(n, 1), *b = new_array(n, 1), *c = new_array(n, 1);
        uint8_t *ua = new_array(n, 1), *ub = new_array(n, 1), *uc = new_array(n, 1);
        FILL(a, n, -128, 256);
        FILL(b, n, -128, 256);
        FILL(ua, n, 0, 256);
        FILL(ub, n, 0, 256);
        add_i8(n, c, a, b);
        sub_mul_u8(n, uc, ua, ub);
        printf("n=%d add=%llx submul=%llx sum=%d\n", n, HASH(c, n), HASH(uc, n), sum_i8(n, a));
        free(a), free(b), free(c), free(ua), free(ub), free(uc);
    }
    return 0;
}
