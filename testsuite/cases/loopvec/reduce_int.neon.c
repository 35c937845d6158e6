/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef long vcc_v2_long __attribute__((vector_size(16)));
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce_max(T, V) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_v[vcc_k] > vcc_r ? vcc_v[vcc_k] : vcc_r; vcc_r; })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types (the
   minimum and maximum of chars and shorts in their own type: transform/shorten.rs). */
unsigned product_u32(int n, const unsigned *a) {
    unsigned int p;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t p_v = vdupq_n_u32(1);
        uint32x4_t p_v_1 = vdupq_n_u32(1);
        uint32x4_t p_v_2 = vdupq_n_u32(1);
        uint32x4_t p_v_3 = vdupq_n_u32(1);
        /* vcc: loop at reduce_int.c:8 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            p_v = vmulq_u32(p_v, a_v);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            p_v_1 = vmulq_u32(p_v_1, a_v_1);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            p_v_2 = vmulq_u32(p_v_2, a_v_2);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            p_v_3 = vmulq_u32(p_v_3, a_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t3 = vmulq_u32(p_v, p_v_1);
        uint32x4_t t4 = vmulq_u32(t3, p_v_2);
        uint32x4_t t5 = vmulq_u32(t4, p_v_3);
        t6 = (int)t2;
        t7 = 1U * ({ uint32x4_t vcc_v = t5; vcc_v = vmulq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vmulq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t p_v_4 = vdupq_n_u32(1);
        /* vcc: loop at reduce_int.c:8 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t6 + i_vec_1));
            p_v_4 = vmulq_u32(p_v_4, a_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        p = t7 * ({ uint32x4_t vcc_v = p_v_4; vcc_v = vmulq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vmulq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t6;
        p = t7;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

int min_i32(int n, const int *a) {
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32(1073741824);
        long i_vec = 0L;
        int32x4_t m_v_1 = m_v;
        int32x4_t m_v_2 = m_v;
        int32x4_t m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            m_v = vminq_s32(a_v, m_v);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            m_v_1 = vminq_s32(a_v_1, m_v_1);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            m_v_2 = vminq_s32(a_v_2, m_v_2);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            m_v_3 = vminq_s32(a_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t3 = vminq_s32(m_v, m_v_1);
        int32x4_t t4 = vminq_s32(t3, m_v_2);
        int32x4_t t5 = vminq_s32(t4, m_v_3);
        t6 = (int)t2;
        t7 = vminvq_s32(t5);
    } else {
        t6 = 0;
        t7 = 1073741824;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        int32x4_t m_v_4 = vdupq_n_s32(t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t6 + i_vec_1));
            m_v_4 = vminq_s32(a_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vminvq_s32(m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

long max_i64(int n, const long *a) {
    long m;
    int t6;
    long t7;
    int i;
    long m_1;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int64x2_t m_v = vdupq_n_s64(-1L);
        long i_vec = 0L;
        int64x2_t m_v_1 = m_v;
        int64x2_t m_v_2 = m_v;
        int64x2_t m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:22 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int64x2_t a_v = vld1q_s64(a + i_vec);
            m_v = vbslq_s64(vcgtq_s64(a_v, m_v), a_v, m_v);
            int64x2_t a_v_1 = vld1q_s64(a + (i_vec + 2L));
            m_v_1 = vbslq_s64(vcgtq_s64(a_v_1, m_v_1), a_v_1, m_v_1);
            int64x2_t a_v_2 = vld1q_s64(a + (i_vec + 4L));
            m_v_2 = vbslq_s64(vcgtq_s64(a_v_2, m_v_2), a_v_2, m_v_2);
            int64x2_t a_v_3 = vld1q_s64(a + (i_vec + 6L));
            m_v_3 = vbslq_s64(vcgtq_s64(a_v_3, m_v_3), a_v_3, m_v_3);
            i_vec += 8L;
        } while (i_vec < t2);
        int64x2_t t3 = vbslq_s64(vcgtq_s64(m_v, m_v_1), m_v, m_v_1);
        int64x2_t t4 = vbslq_s64(vcgtq_s64(t3, m_v_2), t3, m_v_2);
        int64x2_t t5 = vbslq_s64(vcgtq_s64(t4, m_v_3), t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_reduce_max(long, (vcc_v2_long)t5);
    } else {
        t6 = 0;
        t7 = -1L;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 2L) {
        long t9 = t8 & -2L;
        int64x2_t m_v_4 = vdupq_n_s64(t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:22 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int64x2_t a_v_4 = vld1q_s64(a + ((long)t6 + i_vec_1));
            m_v_4 = vbslq_s64(vcgtq_s64(a_v_4, m_v_4), a_v_4, m_v_4);
            i_vec_1 += 2L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_reduce_max(long, (vcc_v2_long)m_v_4);
    } else {
        i = t6;
        m_1 = t7;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

unsigned char max_u8(int n, const unsigned char *a) {
    unsigned char t1;
    int i;
    unsigned char m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        uint8x16_t m_v = vdupq_n_u8((unsigned char)0);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:30 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t a_v = vld1q_u8(a + i_vec);
            m_v = vmaxq_u8(a_v, m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vmaxvq_u8(m_v);
    } else {
        i = 0;
        m = (unsigned char)0;
    }
    for (; i < n; i++, m = t1) {
        t1 = a[i];
        if (t1 <= m) {
            t1 = m;
        }
    }
    return m;
}

short min_i16(int n, const short *a) {
    short t1;
    int t7;
    short t8;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        int16x8_t m_v = vdupq_n_s16((short)32767);
        long i_vec = 0L;
        int16x8_t m_v_1 = m_v;
        int16x8_t m_v_2 = m_v;
        int16x8_t m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:37 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t a_v = vld1q_s16(a + i_vec);
            m_v = vminq_s16(a_v, m_v);
            int16x8_t a_v_1 = vld1q_s16(a + (i_vec + 8L));
            m_v_1 = vminq_s16(a_v_1, m_v_1);
            int16x8_t a_v_2 = vld1q_s16(a + (i_vec + 16L));
            m_v_2 = vminq_s16(a_v_2, m_v_2);
            int16x8_t a_v_3 = vld1q_s16(a + (i_vec + 24L));
            m_v_3 = vminq_s16(a_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t3);
        int16x8_t t4 = vminq_s16(m_v, m_v_1);
        int16x8_t t5 = vminq_s16(t4, m_v_2);
        int16x8_t t6 = vminq_s16(t5, m_v_3);
        t7 = (int)t3;
        t8 = vminvq_s16(t6);
    } else {
        t7 = 0;
        t8 = (short)32767;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        int16x8_t m_v_4 = vdupq_n_s16(t8);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t a_v_4 = vld1q_s16(a + ((long)t7 + i_vec_1));
            m_v_4 = vminq_s16(a_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t7 + t10);
        m = vminvq_s16(m_v_4);
    } else {
        i = t7;
        m = t8;
    }
    for (; i < n; i++, m = t1) {
        t1 = a[i];
        if (t1 >= m) {
            t1 = m;
        }
    }
    return m;
}

unsigned and_u32(int n, const unsigned *a) {
    unsigned int x;
    int t10;
    unsigned int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        uint32x4_t x_v = vdupq_n_u32(-1);
        uint32x4_t x_v_1 = vdupq_n_u32(-1);
        uint32x4_t x_v_2 = vdupq_n_u32(-1);
        uint32x4_t x_v_3 = vdupq_n_u32(-1);
        /* vcc: loop at reduce_int.c:44 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            uint32x4_t a_v = vld1q_u32(a + i_vec);
            uint32x4_t t3 = vorrq_u32(a_v, vdupq_n_u32(16843009));
            x_v = vandq_u32(x_v, t3);
            uint32x4_t a_v_1 = vld1q_u32(a + (i_vec + 4L));
            uint32x4_t t4 = vorrq_u32(a_v_1, vdupq_n_u32(16843009));
            x_v_1 = vandq_u32(x_v_1, t4);
            uint32x4_t a_v_2 = vld1q_u32(a + (i_vec + 8L));
            uint32x4_t t5 = vorrq_u32(a_v_2, vdupq_n_u32(16843009));
            x_v_2 = vandq_u32(x_v_2, t5);
            uint32x4_t a_v_3 = vld1q_u32(a + (i_vec + 12L));
            uint32x4_t t6 = vorrq_u32(a_v_3, vdupq_n_u32(16843009));
            x_v_3 = vandq_u32(x_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        uint32x4_t t7 = vandq_u32(x_v, x_v_1);
        uint32x4_t t8 = vandq_u32(t7, x_v_2);
        uint32x4_t t9 = vandq_u32(t8, x_v_3);
        t10 = (int)t2;
        t11 = 4294967295U & ({ uint32x4_t vcc_v = t9; vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        t10 = 0;
        t11 = 4294967295U;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        uint32x4_t x_v_4 = vdupq_n_u32(-1);
        /* vcc: loop at reduce_int.c:44 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            uint32x4_t a_v_4 = vld1q_u32(a + ((long)t10 + i_vec_1));
            uint32x4_t t14 = vorrq_u32(a_v_4, vdupq_n_u32(16843009));
            x_v_4 = vandq_u32(x_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        x = t11 & ({ uint32x4_t vcc_v = x_v_4; vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 2)); vcc_v = vandq_u32(vcc_v, vextq_u32(vcc_v, vcc_v, 1)); (unsigned int)vgetq_lane_u32(vcc_v, 0); });
    } else {
        i = t10;
        x = t11;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

uint64_t or_u64(int n, const uint64_t *a) {
    unsigned long x;
    int t14;
    unsigned long t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        uint64x2_t x_v = vdupq_n_u64(0LL);
        uint64x2_t x_v_1 = vdupq_n_u64(0LL);
        uint64x2_t x_v_2 = vdupq_n_u64(0LL);
        uint64x2_t x_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at reduce_int.c:51 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            uint64x2_t a_v = vld1q_u64(a + i_vec);
            uint64x2_t t3 = vandq_u64(a_v, vdupq_n_u64(31LL));
            uint64x2_t t4 = vshlq_u64(a_v, vreinterpretq_s64_u64(t3));
            x_v = vorrq_u64(x_v, t4);
            uint64x2_t a_v_1 = vld1q_u64(a + (i_vec + 2L));
            uint64x2_t t5 = vandq_u64(a_v_1, vdupq_n_u64(31LL));
            uint64x2_t t6 = vshlq_u64(a_v_1, vreinterpretq_s64_u64(t5));
            x_v_1 = vorrq_u64(x_v_1, t6);
            uint64x2_t a_v_2 = vld1q_u64(a + (i_vec + 4L));
            uint64x2_t t7 = vandq_u64(a_v_2, vdupq_n_u64(31LL));
            uint64x2_t t8 = vshlq_u64(a_v_2, vreinterpretq_s64_u64(t7));
            x_v_2 = vorrq_u64(x_v_2, t8);
            uint64x2_t a_v_3 = vld1q_u64(a + (i_vec + 6L));
            uint64x2_t t9 = vandq_u64(a_v_3, vdupq_n_u64(31LL));
            uint64x2_t t10 = vshlq_u64(a_v_3, vreinterpretq_s64_u64(t9));
            x_v_3 = vorrq_u64(x_v_3, t10);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t11 = vorrq_u64(x_v, x_v_1);
        uint64x2_t t12 = vorrq_u64(t11, x_v_2);
        uint64x2_t t13 = vorrq_u64(t12, x_v_3);
        t14 = (int)t2;
        t15 = 0UL | ({ uint64x2_t vcc_v = t13; vcc_v = vorrq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
    } else {
        t14 = 0;
        t15 = 0UL;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if (t16 >= 2L) {
        long t17 = t16 & -2L;
        long i_vec_1 = 0L;
        uint64x2_t x_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at reduce_int.c:51 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            uint64x2_t a_v_4 = vld1q_u64(a + ((long)t14 + i_vec_1));
            uint64x2_t t18 = vandq_u64(a_v_4, vdupq_n_u64(31LL));
            uint64x2_t t19 = vshlq_u64(a_v_4, vreinterpretq_s64_u64(t18));
            x_v_4 = vorrq_u64(x_v_4, t19);
            i_vec_1 += 2L;
        } while (i_vec_1 < t17);
        i = (int)((long)t14 + t17);
        x = t15 | ({ uint64x2_t vcc_v = x_v_4; vcc_v = vorrq_u64(vcc_v, vextq_u64(vcc_v, vcc_v, 1)); (unsigned long)vgetq_lane_u64(vcc_v, 0); });
    } else {
        i = t14;
        x = t15;
    }
    for (; i < n; i++) {
        unsigned long t20 = a[i];
        x |= t20 << (t20 & 31UL);
    }
    return x;
}

int xor_i32(int n, const int *a) {
    int x;
    int t10;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        int32x4_t x_v = vdupq_n_s32(0);
        int32x4_t x_v_1 = vdupq_n_s32(0);
        int32x4_t x_v_2 = vdupq_n_s32(0);
        int32x4_t x_v_3 = vdupq_n_s32(0);
        /* vcc: loop at reduce_int.c:58 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int32x4_t a_v = vld1q_s32(a + i_vec);
            int32x4_t t3 = vmulq_s32(a_v, vdupq_n_s32(5));
            x_v = veorq_s32(x_v, t3);
            int32x4_t a_v_1 = vld1q_s32(a + (i_vec + 4L));
            int32x4_t t4 = vmulq_s32(a_v_1, vdupq_n_s32(5));
            x_v_1 = veorq_s32(x_v_1, t4);
            int32x4_t a_v_2 = vld1q_s32(a + (i_vec + 8L));
            int32x4_t t5 = vmulq_s32(a_v_2, vdupq_n_s32(5));
            x_v_2 = veorq_s32(x_v_2, t5);
            int32x4_t a_v_3 = vld1q_s32(a + (i_vec + 12L));
            int32x4_t t6 = vmulq_s32(a_v_3, vdupq_n_s32(5));
            x_v_3 = veorq_s32(x_v_3, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t7 = veorq_s32(x_v, x_v_1);
        int32x4_t t8 = veorq_s32(t7, x_v_2);
        int32x4_t t9 = veorq_s32(t8, x_v_3);
        t10 = (int)t2;
        t11 = 0 ^ ({ int32x4_t vcc_v = t9; vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        t10 = 0;
        t11 = 0;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        int32x4_t x_v_4 = vdupq_n_s32(0);
        /* vcc: loop at reduce_int.c:58 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int32x4_t a_v_4 = vld1q_s32(a + ((long)t10 + i_vec_1));
            int32x4_t t14 = vmulq_s32(a_v_4, vdupq_n_s32(5));
            x_v_4 = veorq_s32(x_v_4, t14);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        x = t11 ^ ({ int32x4_t vcc_v = x_v_4; vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 2)); vcc_v = veorq_s32(vcc_v, vextq_s32(vcc_v, vcc_v, 1)); (int)vgetq_lane_s32(vcc_v, 0); });
    } else {
        i = t10;
        x = t11;
    }
    for (; i < n; i++) {
        x ^= a[i] * 5;
    }
    return x;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        unsigned *u = new_array(n, 4);
        int *s = new_array(n, 4);
        long *l = new_array(n, 8);
        unsigned char *c = new_array(n, 1);
        short *h = new_array(n, 2);
        uint64_t *w = new_array(n, 8);
        FILL(u, n, 0, 1 << 30);
        FILL(s, n, -100000, 200000);
        FILL(l, n, -100000, 200000);
        FILL(c, n, 0, 200);
        FILL(h, n, -30000, 60000);
        FILL(w, n, 0, 1 << 20);
        printf("n=%d prod=%u min=%d max=%ld maxu8=%d min16=%d and=%x or=%llx xor=%d\n", n, product_u32(n, u), min_i32(n, s),
               max_i64(n, l), max_u8(n, c), min_i16(n, h), and_u32(n, u), (unsigned long long)or_u64(n, w), xor_i32(n, s));
        free(u), free(s), free(l), free(c), free(h), free(w);
    }
    return 0;
}
