/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_m2 __attribute__((vector_size(16)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Reductions updated more than once per iteration (legal/reduction.rs): `s += a[i]; s += b[i];`
   is one reduction whose chain has two updates; the loop-carried value is the second update,
   which does not read the accumulator itself. Subtractions join an integer sum where they
   subtract from the chain (`s -= x` after `s += y`). Must stay scalar: a chain that mixes
   operations, one whose middle value is also stored, and one whose second update subtracts the
   chain from something. */

int two_adds(int n, const int *a, const int *b) {
    int s;
    int t17;
    int t18;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at reduction_chain.c:13 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            uint32x4_t t3 = vreinterpretq_u32_s32(a_v);
            uint32x4_t s_v_5 = vaddq_u32(s_v, t3);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            uint32x4_t t4 = vreinterpretq_u32_s32(b_v);
            s_v = vaddq_u32(s_v_5, t4);
            long t5 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t5);
            uint32x4_t t6 = vreinterpretq_u32_s32(a_v_1);
            uint32x4_t s_v_6 = vaddq_u32(s_v_1, t6);
            int32x4_t b_v_1 = vld1q_s32(b + t5);
            uint32x4_t t7 = vreinterpretq_u32_s32(b_v_1);
            s_v_1 = vaddq_u32(s_v_6, t7);
            long t8 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t8);
            uint32x4_t t9 = vreinterpretq_u32_s32(a_v_2);
            uint32x4_t s_v_7 = vaddq_u32(s_v_2, t9);
            int32x4_t b_v_2 = vld1q_s32(b + t8);
            uint32x4_t t10 = vreinterpretq_u32_s32(b_v_2);
            s_v_2 = vaddq_u32(s_v_7, t10);
            long t11 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t11);
            uint32x4_t t12 = vreinterpretq_u32_s32(a_v_3);
            uint32x4_t s_v_8 = vaddq_u32(s_v_3, t12);
            int32x4_t b_v_3 = vld1q_s32(b + t11);
            uint32x4_t t13 = vreinterpretq_u32_s32(b_v_3);
            s_v_3 = vaddq_u32(s_v_8, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t14 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t15 = vaddq_u32(t14, s_v_2);
        uint32x4_t t16 = vaddq_u32(t15, s_v_3);
        t17 = (int)t2;
        t18 = (int)(3U + vaddvq_u32(t16));
    } else {
        t17 = 0;
        t18 = 3;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 4L) {
        long t20 = t19 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at reduction_chain.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t21 = (long)t17 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t21);
            uint32x4_t t22 = vreinterpretq_u32_s32(a_v_4);
            uint32x4_t s_v_9 = vaddq_u32(s_v_4, t22);
            int32x4_t b_v_4 = vld1q_s32(b + t21);
            uint32x4_t t23 = vreinterpretq_u32_s32(b_v_4);
            s_v_4 = vaddq_u32(s_v_9, t23);
            i_vec_1 += 4L;
        } while (i_vec_1 < t20);
        i = (int)((long)t17 + t20);
        s = (int)((unsigned int)t18 + vaddvq_u32(s_v_4));
    } else {
        i = t17;
        s = t18;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        s = s + a[t24] + b[t24];
    }
    return s;
}

unsigned add_then_sub(int n, const unsigned *a, const unsigned *b) {
    unsigned int s;
    int t13;
    unsigned int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t s_v = vdupq_n_u32(0);
        uint32x4_t s_v_1 = vdupq_n_u32(0);
        uint32x4_t s_v_2 = vdupq_n_u32(0);
        uint32x4_t s_v_3 = vdupq_n_u32(0);
        /* vcc: loop at reduction_chain.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            uint32x4_t t3 = vmulq_u32(a_v, vdupq_n_u32(3));
            uint32x4_t s_v_5 = vaddq_u32(s_v, t3);
            uint32x4_t b_v = vld1q_u32(b + i_vec);
            s_v = vsubq_u32(s_v_5, b_v);
            long t4 = i_vec + 4L;
            uint32x4_t a_v_1 = vld1q_u32(a + t4);
            uint32x4_t t5 = vmulq_u32(a_v_1, vdupq_n_u32(3));
            uint32x4_t s_v_6 = vaddq_u32(s_v_1, t5);
            uint32x4_t b_v_1 = vld1q_u32(b + t4);
            s_v_1 = vsubq_u32(s_v_6, b_v_1);
            long t6 = i_vec + 8L;
            uint32x4_t a_v_2 = vld1q_u32(a + t6);
            uint32x4_t t7 = vmulq_u32(a_v_2, vdupq_n_u32(3));
            uint32x4_t s_v_7 = vaddq_u32(s_v_2, t7);
            uint32x4_t b_v_2 = vld1q_u32(b + t6);
            s_v_2 = vsubq_u32(s_v_7, b_v_2);
            long t8 = i_vec + 12L;
            uint32x4_t a_v_3 = vld1q_u32(a + t8);
            uint32x4_t t9 = vmulq_u32(a_v_3, vdupq_n_u32(3));
            uint32x4_t s_v_8 = vaddq_u32(s_v_3, t9);
            uint32x4_t b_v_3 = vld1q_u32(b + t8);
            s_v_3 = vsubq_u32(s_v_8, b_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t10 = vaddq_u32(s_v, s_v_1);
        uint32x4_t t11 = vaddq_u32(t10, s_v_2);
        uint32x4_t t12 = vaddq_u32(t11, s_v_3);
        t13 = (int)t2;
        t14 = vaddvq_u32(t12);
    } else {
        t13 = 0;
        t14 = 0U;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t s_v_4 = vdupq_n_u32(0);
        /* vcc: loop at reduction_chain.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            uint32x4_t a_v_4 = vld1q_u32(a + t17);
            uint32x4_t t18 = vmulq_u32(a_v_4, vdupq_n_u32(3));
            uint32x4_t s_v_9 = vaddq_u32(s_v_4, t18);
            uint32x4_t b_v_4 = vld1q_u32(b + t17);
            s_v_4 = vsubq_u32(s_v_9, b_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        s = t14 + vaddvq_u32(s_v_4);
    } else {
        i = t13;
        s = t14;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        s = s + a[t19] * 3U - b[t19];
    }
    return s;
}

/* Three updates, one of them conditional. */
long three_updates(int n, const int *a, const int *b) {
    long s_1;
    int t37;
    long t38;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at reduction_chain.c:32 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t a_v = vld1_s32(a + i_vec);
            int64x2_t t3 = vmovl_s32(a_v);
            uint64x2_t t4 = vreinterpretq_u64_s64(t3);
            uint64x2_t s_v_5 = vaddq_u64(s_v, t4);
            int32x2_t b_v = vld1_s32(b + i_vec);
            uint64x2_t t5 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)b_v > (vcc_v2_int)vdup_n_s32(2), vcc_m2);
            int64x2_t t6 = vmovl_s32(b_v);
            uint64x2_t t7 = vreinterpretq_u64_s64(t6);
            uint64x2_t t8 = vbslq_u64(t5, t7, vdupq_n_u64(0LL));
            uint64x2_t s_v_6 = vaddq_u64(s_v_5, t8);
            uint64x2_t t9 = vreinterpretq_u64_s64(vdupq_n_s64(1LL));
            s_v = vsubq_u64(s_v_6, t9);
            long t10 = i_vec + 2L;
            int32x2_t a_v_1 = vld1_s32(a + t10);
            int64x2_t t11 = vmovl_s32(a_v_1);
            uint64x2_t t12 = vreinterpretq_u64_s64(t11);
            uint64x2_t s_v_7 = vaddq_u64(s_v_1, t12);
            int32x2_t b_v_1 = vld1_s32(b + t10);
            uint64x2_t t13 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)b_v_1 > (vcc_v2_int)vdup_n_s32(2), vcc_m2);
            int64x2_t t14 = vmovl_s32(b_v_1);
            uint64x2_t t15 = vreinterpretq_u64_s64(t14);
            uint64x2_t t16 = vbslq_u64(t13, t15, vdupq_n_u64(0LL));
            uint64x2_t s_v_8 = vaddq_u64(s_v_7, t16);
            uint64x2_t t17 = vreinterpretq_u64_s64(vdupq_n_s64(1LL));
            s_v_1 = vsubq_u64(s_v_8, t17);
            long t18 = i_vec + 4L;
            int32x2_t a_v_2 = vld1_s32(a + t18);
            int64x2_t t19 = vmovl_s32(a_v_2);
            uint64x2_t t20 = vreinterpretq_u64_s64(t19);
            uint64x2_t s_v_9 = vaddq_u64(s_v_2, t20);
            int32x2_t b_v_2 = vld1_s32(b + t18);
            uint64x2_t t21 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)b_v_2 > (vcc_v2_int)vdup_n_s32(2), vcc_m2);
            int64x2_t t22 = vmovl_s32(b_v_2);
            uint64x2_t t23 = vreinterpretq_u64_s64(t22);
            uint64x2_t t24 = vbslq_u64(t21, t23, vdupq_n_u64(0LL));
            uint64x2_t s_v_10 = vaddq_u64(s_v_9, t24);
            uint64x2_t t25 = vreinterpretq_u64_s64(vdupq_n_s64(1LL));
            s_v_2 = vsubq_u64(s_v_10, t25);
            long t26 = i_vec + 6L;
            int32x2_t a_v_3 = vld1_s32(a + t26);
            int64x2_t t27 = vmovl_s32(a_v_3);
            uint64x2_t t28 = vreinterpretq_u64_s64(t27);
            uint64x2_t s_v_11 = vaddq_u64(s_v_3, t28);
            int32x2_t b_v_3 = vld1_s32(b + t26);
            uint64x2_t t29 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)b_v_3 > (vcc_v2_int)vdup_n_s32(2), vcc_m2);
            int64x2_t t30 = vmovl_s32(b_v_3);
            uint64x2_t t31 = vreinterpretq_u64_s64(t30);
            uint64x2_t t32 = vbslq_u64(t29, t31, vdupq_n_u64(0LL));
            uint64x2_t s_v_12 = vaddq_u64(s_v_11, t32);
            uint64x2_t t33 = vreinterpretq_u64_s64(vdupq_n_s64(1LL));
            s_v_3 = vsubq_u64(s_v_12, t33);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t34 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t35 = vaddq_u64(t34, s_v_2);
        uint64x2_t t36 = vaddq_u64(t35, s_v_3);
        t37 = (int)t2;
        t38 = (long)(18446744073709551611UL + vaddvq_u64(t36));
    } else {
        t37 = 0;
        t38 = -5L;
    }
    long t39 = (long)n + (long)t37 * -1L;
    if (t39 >= 2L) {
        long t40 = t39 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at reduction_chain.c:32 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            long t41 = (long)t37 + i_vec_1;
            int32x2_t a_v_4 = vld1_s32(a + t41);
            int64x2_t t42 = vmovl_s32(a_v_4);
            uint64x2_t t43 = vreinterpretq_u64_s64(t42);
            uint64x2_t s_v_13 = vaddq_u64(s_v_4, t43);
            int32x2_t b_v_4 = vld1_s32(b + t41);
            uint64x2_t t44 = (uint64x2_t)__builtin_convertvector((vcc_v2_int)b_v_4 > (vcc_v2_int)vdup_n_s32(2), vcc_m2);
            int64x2_t t45 = vmovl_s32(b_v_4);
            uint64x2_t t46 = vreinterpretq_u64_s64(t45);
            uint64x2_t t47 = vbslq_u64(t44, t46, vdupq_n_u64(0LL));
            uint64x2_t s_v_14 = vaddq_u64(s_v_13, t47);
            uint64x2_t t48 = vreinterpretq_u64_s64(vdupq_n_s64(1LL));
            s_v_4 = vsubq_u64(s_v_14, t48);
            i_vec_1 += 2L;
        } while (i_vec_1 < t40);
        i = (int)((long)t37 + t40);
        s_1 = (long)((unsigned long)t38 + vaddvq_u64(s_v_4));
    } else {
        i = t37;
        s_1 = t38;
    }
    for (; i < n; i++) {
        long t49 = (long)i;
        long s = s_1 + (long)a[t49];
        int t50 = b[t49];
        if (t50 > 2) {
            s += (long)t50;
        }
        s_1 = s - 1L;
    }
    return s_1;
}

/* Two maxima in one chain. */
int two_max(int n, const int *a, const int *b) {
    int m_1;
    int t9;
    int t10;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32(-1000);
        long i_vec = 0L;
        int32x4_t m_v_1 = m_v;
        int32x4_t m_v_2 = m_v;
        int32x4_t m_v_3 = m_v;
        /* vcc: loop at reduction_chain.c:44 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t m_v_5 = vmaxq_s32(a_v, m_v);
            int32x4_t b_v = vld1q_s32(b + i_vec);
            m_v = vmaxq_s32(b_v, m_v_5);
            long t3 = i_vec + 4L;
            int32x4_t a_v_1 = vld1q_s32(a + t3);
            int32x4_t m_v_6 = vmaxq_s32(a_v_1, m_v_1);
            int32x4_t b_v_1 = vld1q_s32(b + t3);
            m_v_1 = vmaxq_s32(b_v_1, m_v_6);
            long t4 = i_vec + 8L;
            int32x4_t a_v_2 = vld1q_s32(a + t4);
            int32x4_t m_v_7 = vmaxq_s32(a_v_2, m_v_2);
            int32x4_t b_v_2 = vld1q_s32(b + t4);
            m_v_2 = vmaxq_s32(b_v_2, m_v_7);
            long t5 = i_vec + 12L;
            int32x4_t a_v_3 = vld1q_s32(a + t5);
            int32x4_t m_v_8 = vmaxq_s32(a_v_3, m_v_3);
            int32x4_t b_v_3 = vld1q_s32(b + t5);
            m_v_3 = vmaxq_s32(b_v_3, m_v_8);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t6 = vmaxq_s32(m_v, m_v_1);
        int32x4_t t7 = vmaxq_s32(t6, m_v_2);
        int32x4_t t8 = vmaxq_s32(t7, m_v_3);
        t9 = (int)t2;
        t10 = vmaxvq_s32(t8);
    } else {
        t9 = 0;
        t10 = -1000;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 4L) {
        long t12 = t11 & -4L;
        int32x4_t m_v_4 = vdupq_n_s32(t10);
        long i_vec_1 = 0L;
        /* vcc: loop at reduction_chain.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            int32x4_t a_v_4 = vld1q_s32(a + t13);
            int32x4_t m_v_9 = vmaxq_s32(a_v_4, m_v_4);
            int32x4_t b_v_4 = vld1q_s32(b + t13);
            m_v_4 = vmaxq_s32(b_v_4, m_v_9);
            i_vec_1 += 4L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        m_2 = vmaxvq_s32(m_v_4);
    } else {
        i = t9;
        m_2 = t10;
    }
    for (; i < n; i++, m_2 = m_1) {
        long t14 = (long)i;
        int m = a[t14];
        if (m <= m_2) {
            m = m_2;
        }
        m_1 = b[t14];
        if (m_1 <= m) {
            m_1 = m;
        }
    }
    return m_2;
}

/* XOR and AND chains of bytes. */
unsigned char two_xors(int n, const unsigned char *p, const unsigned char *q) {
    unsigned char h;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint8x16_t h_v = vdupq_n_u8(0);
        /* vcc: loop at reduction_chain.c:54 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t p_v = vld1q_u8(p + i_vec);
            vcc_v16_int t3 = ({ uint8x16_t vcc_w0 = p_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t4 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t3, vcc_v16_short), vcc_v16_uchar);
            uint8x16_t t5 = veorq_u8(h_v, t4);
            uint8x16_t q_v = vld1q_u8(q + i_vec);
            vcc_v16_int t6 = ({ uint8x16_t vcc_w0 = q_v; uint16x8_t vcc_w1 = vmovl_u8(vget_low_u8(vcc_w0)), vcc_w2 = vmovl_high_u8(vcc_w0); uint32x4_t vcc_w3 = vmovl_u16(vget_low_u16(vcc_w1)), vcc_w4 = vmovl_high_u16(vcc_w1); uint32x4_t vcc_w5 = vmovl_u16(vget_low_u16(vcc_w2)), vcc_w6 = vmovl_high_u16(vcc_w2); vcc_v4_int vcc_p0 = (vcc_v4_int)vcc_w3; vcc_v4_int vcc_p1 = (vcc_v4_int)vcc_w4; vcc_v4_int vcc_p2 = (vcc_v4_int)vcc_w5; vcc_v4_int vcc_p3 = (vcc_v4_int)vcc_w6; vcc_v16_int vcc_j; __builtin_memcpy((char *)&vcc_j + 0, &vcc_p0, sizeof vcc_p0); __builtin_memcpy((char *)&vcc_j + 1 * sizeof vcc_p0, &vcc_p1, sizeof vcc_p1); __builtin_memcpy((char *)&vcc_j + 2 * sizeof vcc_p0, &vcc_p2, sizeof vcc_p2); __builtin_memcpy((char *)&vcc_j + 3 * sizeof vcc_p0, &vcc_p3, sizeof vcc_p3); vcc_j; });
            uint8x16_t t7 = (uint8x16_t)__builtin_convertvector(__builtin_convertvector(t6, vcc_v16_short), vcc_v16_uchar);
            h_v = veorq_u8(t5, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        h = (unsigned char)((unsigned char)90 ^ ({ uint8x16_t vcc_v = h_v; vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 8)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 4)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 2)); vcc_v = veorq_u8(vcc_v, vextq_u8(vcc_v, vcc_v, 1)); (unsigned char)vgetq_lane_u8(vcc_v, 0); }));
    } else {
        i = 0;
        h = (unsigned char)90;
    }
    for (; i < n; i++) {
        long t8 = (long)i;
        h = (unsigned char)((int)(unsigned char)((int)h ^ (int)p[t8]) ^ (int)q[t8]);
    }
    return h;
}

/* A float sum of two updates stays scalar without --fast-math: an in-order vector sum
   (ordered.rs) takes one update per iteration. */
float two_float_adds(int n, const float *a, const float *b) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s += b[i];
    }
    return s;
}

/* Must stay scalar. */
unsigned mixed_ops(int n, const int *a, const int *b) {
    unsigned s = 1;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s *= b[i] | 1u;
    }
    return s;
}

int middle_stored(int n, const int *a, const int *b, int *restrict mid) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        mid[i] = s;
        s += b[i];
    }
    return s;
}

int reversed_sub(int n, const int *a, const int *b) {
    int s = 0;
    for (int i = 0; i < n; i++) {
        s += a[i];
        s = b[i] - s;
    }
    return s;
}

int main(void) {
    int n;
    int t1;
    int t30;
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
        int *x = (int *)new_array(n, 4UL);
        int *y = (int *)new_array(n, 4UL);
        int *mid = (int *)new_array(n, 4UL);
        unsigned int *u = (unsigned int *)new_array(n, 4UL);
        unsigned int *v = (unsigned int *)new_array(n, 4UL);
        unsigned char *p = (unsigned char *)new_array(n, 1UL);
        unsigned char *q = (unsigned char *)new_array(n, 1UL);
        void *t2 = new_array(n, 4UL);
        float *f = (float *)t2;
        void *t3 = new_array(n, 4UL);
        float *g = (float *)t3;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = -40 + (int)(next_rand() % 90U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = -3 + (int)(next_rand() % 9U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            u[fill_idx_2] = (unsigned int)(int)(next_rand() % 1073741824U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            v[fill_idx_3] = (unsigned int)(int)(next_rand() % 2147483648U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            p[fill_idx_4] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            q[fill_idx_5] = (unsigned char)(int)(next_rand() % 256U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            f[fill_idx_6] = (float)(-8 + (int)(next_rand() % 17U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            g[fill_idx_7] = (float)(-2 + (int)(next_rand() % 5U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        long t7 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t9 = (long)((unsigned long)t3 - (unsigned long)t2);
        if ((t4 >= 16L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t5) | (((t7 <= 0L) | (t7 >= 64L)) & ((t8 <= 0L) | (t8 >= 64L)) & ((t9 <= 0L) | (t9 >= 64L))))) {
            long t10 = t4 & -16L;
            long i_vec = 0L;
            /* vcc: loop at reduction_chain.c:116 vectorized: VF 4, UF 4, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            do {
                float *t11 = f + i_vec;
                float32x4_t f_v = vld1q_f32(t11);
                float32x4_t t12 = vmulq_f32(f_v, vdupq_n_f32(0.37f));
                vst1q_f32(t11, t12);
                float *t13 = g + i_vec;
                float32x4_t g_v = vld1q_f32(t13);
                float32x4_t t14 = vmulq_f32(g_v, vdupq_n_f32(0.0015f));
                vst1q_f32(t13, t14);
                long t15 = i_vec + 4L;
                float *t16 = f + t15;
                float32x4_t f_v_1 = vld1q_f32(t16);
                float32x4_t t17 = vmulq_f32(f_v_1, vdupq_n_f32(0.37f));
                vst1q_f32(t16, t17);
                float *t18 = g + t15;
                float32x4_t g_v_1 = vld1q_f32(t18);
                float32x4_t t19 = vmulq_f32(g_v_1, vdupq_n_f32(0.0015f));
                vst1q_f32(t18, t19);
                long t20 = i_vec + 8L;
                float *t21 = f + t20;
                float32x4_t f_v_2 = vld1q_f32(t21);
                float32x4_t t22 = vmulq_f32(f_v_2, vdupq_n_f32(0.37f));
                vst1q_f32(t21, t22);
                float *t23 = g + t20;
                float32x4_t g_v_2 = vld1q_f32(t23);
                float32x4_t t24 = vmulq_f32(g_v_2, vdupq_n_f32(0.0015f));
                vst1q_f32(t23, t24);
                long t25 = i_vec + 12L;
                float *t26 = f + t25;
                float32x4_t f_v_3 = vld1q_f32(t26);
                float32x4_t t27 = vmulq_f32(f_v_3, vdupq_n_f32(0.37f));
                vst1q_f32(t26, t27);
                float *t28 = g + t25;
                float32x4_t g_v_3 = vld1q_f32(t28);
                float32x4_t t29 = vmulq_f32(g_v_3, vdupq_n_f32(0.0015f));
                vst1q_f32(t28, t29);
                i_vec += 16L;
            } while (i_vec < t10);
            t30 = (int)t10;
        } else {
            t30 = 0;
        }
        long t31 = (long)n + (long)t30 * -1L;
        unsigned long t32 = (unsigned long)t2;
        unsigned long t33 = (unsigned long)t3;
        long t34 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        long t35 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        long t36 = (long)((unsigned long)t3 + (unsigned long)((long)t30 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t30 * 4L)));
        if ((t31 >= 4L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | (((t34 <= 0L) | (t34 >= 16L)) & ((t35 <= 0L) | (t35 >= 16L)) & ((t36 <= 0L) | (t36 >= 16L))))) {
            long t37 = t31 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduction_chain.c:116 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t38 = (long)t30 + i_vec_1;
                float *t39 = f + t38;
                float32x4_t f_v_4 = vld1q_f32(t39);
                float32x4_t t40 = vmulq_f32(f_v_4, vdupq_n_f32(0.37f));
                vst1q_f32(t39, t40);
                float *t41 = g + t38;
                float32x4_t g_v_4 = vld1q_f32(t41);
                float32x4_t t42 = vmulq_f32(g_v_4, vdupq_n_f32(0.0015f));
                vst1q_f32(t41, t42);
                i_vec_1 += 4L;
            } while (i_vec_1 < t37);
            i = (int)((long)t30 + t37);
        } else {
            i = t30;
        }
        for (; i < n; i++) {
            long t43 = (long)i;
            float *t44 = f + t43;
            *t44 = *t44 * 0.37f;
            float *t45 = g + t43;
            *t45 = *t45 * 0.0015f;
        }
        unsigned char t46 = two_xors(n, p, q);
        const int *t47 = y;
        const int *t48 = x;
        int t49 = two_max(n, t48, t47);
        long t50 = three_updates(n, t48, t47);
        unsigned int t51 = add_then_sub(n, u, v);
        printf("n=%d adds=%d addsub=%u three=%ld max=%d xor=%u", n, two_adds(n, t48, t47), t51, t50, t49, (int)t46);
        unsigned int t52 = mixed_ops(n, t48, t47);
        printf(" fadds=%a mixed=%u", (double)two_float_adds(n, f, g), t52);
        printf(" mid=%d", middle_stored(n, t48, t47, mid));
        int t53 = reversed_sub(n, t48, t47);
        printf(" %llx rev=%d\n", (unsigned long long)hash_bytes((const void *)mid, (unsigned long)n * 4UL), t53);
        free((void *)x);
        free((void *)y);
        free((void *)mid);
        free((void *)u);
        free((void *)v);
        free((void *)p);
        free((void *)q);
        free((void *)f);
        free((void *)g);
    }
}
