/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef signed char vcc_v4_schar __attribute__((vector_size(4)));
typedef short vcc_v4_short __attribute__((vector_size(8)));
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })

/* vcc-test: expect-vectorized 6 */
#include "harness.h"

/* Minimum and maximum reductions of chars and shorts. C promotes both operands to int, so
   `m = x[i] > m ? x[i] : m` on shorts compares and selects ints and converts back
   (transform/shorten.rs does them in the narrow type, which is exact): the loop is a maximum
   of shorts, 16 lanes per AVX2 register. Written as ?:, as `if`, and through a MAX macro, on
   signed and unsigned 8- and 16-bit types, with an index-free reduction and one next to an
   array update. Not narrowed: a short accumulator updated from int elements (`(short)` of an
   int maximum truncates: not a maximum of shorts, left scalar) and a maximum of chars into an
   int accumulator whose start is outside the char range (a maximum of ints). The data holds
   each type's extreme values. */
#define MAX(a, b) ((a) > (b) ? (a) : (b))

short max_i16(int n, const short *x) {
    short t1;
    int t7;
    short t8;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        int16x8_t m_v = vdupq_n_s16((short)-32768);
        long i_vec = 0L;
        int16x8_t m_v_1 = m_v;
        int16x8_t m_v_2 = m_v;
        int16x8_t m_v_3 = m_v;
        /* vcc: loop at reduce_narrow_minmax.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int16x8_t x_v = vld1q_s16(x + i_vec);
            m_v = vmaxq_s16(x_v, m_v);
            int16x8_t x_v_1 = vld1q_s16(x + (i_vec + 8L));
            m_v_1 = vmaxq_s16(x_v_1, m_v_1);
            int16x8_t x_v_2 = vld1q_s16(x + (i_vec + 16L));
            m_v_2 = vmaxq_s16(x_v_2, m_v_2);
            int16x8_t x_v_3 = vld1q_s16(x + (i_vec + 24L));
            m_v_3 = vmaxq_s16(x_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t3);
        int16x8_t t4 = vmaxq_s16(m_v, m_v_1);
        int16x8_t t5 = vmaxq_s16(t4, m_v_2);
        int16x8_t t6 = vmaxq_s16(t5, m_v_3);
        t7 = (int)t3;
        t8 = vmaxvq_s16(t6);
    } else {
        t7 = 0;
        t8 = (short)-32768;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        int16x8_t m_v_4 = vdupq_n_s16(t8);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            int16x8_t x_v_4 = vld1q_s16(x + ((long)t7 + i_vec_1));
            m_v_4 = vmaxq_s16(x_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t7 + t10);
        m = vmaxvq_s16(m_v_4);
    } else {
        i = t7;
        m = t8;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (t1 <= m) {
            t1 = m;
        }
    }
    return m;
}

unsigned char min_u8(int n, const unsigned char *x) {
    unsigned char m;
    int i;
    unsigned char m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        uint8x16_t m_v = vdupq_n_u8((unsigned char)255);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:24 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            uint8x16_t x_v = vld1q_u8(x + i_vec);
            m_v = vminq_u8(x_v, m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        m_1 = vminvq_u8(m_v);
    } else {
        i = 0;
        m_1 = (unsigned char)255;
    }
    for (; i < n; i++, m_1 = m) {
        m = x[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

signed char max_i8(int n, const signed char *x) {
    signed char t1;
    int i;
    signed char m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        int8x16_t m_v = vdupq_n_s8((signed char)-128);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:32 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            int8x16_t x_v = vld1q_s8(x + i_vec);
            m_v = vmaxq_s8(m_v, x_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vmaxvq_s8(m_v);
    } else {
        i = 0;
        m = (signed char)-128;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (m > t1) {
            t1 = m;
        }
    }
    return m;
}

unsigned short min_u16(int n, const unsigned short *x, unsigned short start) {
    unsigned short t1;
    int t7;
    unsigned short t8;
    int i;
    unsigned short m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        uint16x8_t m_v = vdupq_n_u16(start);
        long i_vec = 0L;
        uint16x8_t m_v_1 = m_v;
        uint16x8_t m_v_2 = m_v;
        uint16x8_t m_v_3 = m_v;
        /* vcc: loop at reduce_narrow_minmax.c:39 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            uint16x8_t x_v = vld1q_u16(x + i_vec);
            m_v = vminq_u16(x_v, m_v);
            uint16x8_t x_v_1 = vld1q_u16(x + (i_vec + 8L));
            m_v_1 = vminq_u16(x_v_1, m_v_1);
            uint16x8_t x_v_2 = vld1q_u16(x + (i_vec + 16L));
            m_v_2 = vminq_u16(x_v_2, m_v_2);
            uint16x8_t x_v_3 = vld1q_u16(x + (i_vec + 24L));
            m_v_3 = vminq_u16(x_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t3);
        uint16x8_t t4 = vminq_u16(m_v, m_v_1);
        uint16x8_t t5 = vminq_u16(t4, m_v_2);
        uint16x8_t t6 = vminq_u16(t5, m_v_3);
        t7 = (int)t3;
        t8 = vminvq_u16(t6);
    } else {
        t7 = 0;
        t8 = start;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        uint16x8_t m_v_4 = vdupq_n_u16(t8);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:39 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            uint16x8_t x_v_4 = vld1q_u16(x + ((long)t7 + i_vec_1));
            m_v_4 = vminq_u16(x_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t7 + t10);
        m = vminvq_u16(m_v_4);
    } else {
        i = t7;
        m = t8;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (t1 > m) {
            t1 = m;
        }
    }
    return m;
}

short max_scaled_i16(int n, short *restrict y, const short *restrict x) {
    short m;
    int t9;
    short t10;
    int i;
    short m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int16x8_t m_v = vdupq_n_s16((short)-32768);
        long i_vec = 0L;
        int16x8_t m_v_1 = m_v;
        /* vcc: loop at reduce_narrow_minmax.c:46 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const short *t3 = x + i_vec;
            int16x8_t x_v = vld1q_s16(t3);
            int16x8_t t4 = vshlq_s16(x_v, vnegq_s16(vdupq_n_s16(1)));
            vst1q_s16(y + i_vec, t4);
            int16x8_t x_v_1 = vld1q_s16(t3);
            m_v = vmaxq_s16(x_v_1, m_v);
            long t5 = i_vec + 8L;
            const short *t6 = x + t5;
            int16x8_t x_v_2 = vld1q_s16(t6);
            int16x8_t t7 = vshlq_s16(x_v_2, vnegq_s16(vdupq_n_s16(1)));
            vst1q_s16(y + t5, t7);
            int16x8_t x_v_3 = vld1q_s16(t6);
            m_v_1 = vmaxq_s16(x_v_3, m_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        int16x8_t t8 = vmaxq_s16(m_v, m_v_1);
        t9 = (int)t2;
        t10 = vmaxvq_s16(t8);
    } else {
        t9 = 0;
        t10 = (short)-32768;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        int16x8_t m_v_2 = vdupq_n_s16(t10);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:46 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t13 = (long)t9 + i_vec_1;
            const short *t14 = x + t13;
            int16x8_t x_v_4 = vld1q_s16(t14);
            int16x8_t t15 = vshlq_s16(x_v_4, vnegq_s16(vdupq_n_s16(1)));
            vst1q_s16(y + t13, t15);
            int16x8_t x_v_5 = vld1q_s16(t14);
            m_v_2 = vmaxq_s16(x_v_5, m_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        i = (int)((long)t9 + t12);
        m_1 = vmaxvq_s16(m_v_2);
    } else {
        i = t9;
        m_1 = t10;
    }
    for (; i < n; i++, m_1 = m) {
        long t16 = (long)i;
        const short *t17 = x + t16;
        y[t16] = (short)((int)*t17 >> 1);
        m = *t17;
        if (m_1 >= m) {
            m = m_1;
        }
    }
    return m_1;
}

short max_from_int(int n, const int *x) {
    short m = 0;
    for (int i = 0; i < n; i++)
        m = x[i] > m ? x[i] : m;
    return m;
}

int max_char_into_int(int n, const signed char *x) {
    int m;
    int t10;
    int t11;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        int32x4_t m_v = vdupq_n_s32(-1000);
        long i_vec = 0L;
        int32x4_t m_v_1 = m_v;
        int32x4_t m_v_2 = m_v;
        int32x4_t m_v_3 = m_v;
        /* vcc: loop at reduce_narrow_minmax.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            vcc_v4_schar x_v = vcc_load(vcc_v4_schar, x + i_vec);
            int32x4_t t3 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v, vcc_v4_short), vcc_v4_int);
            m_v = vmaxq_s32(t3, m_v);
            vcc_v4_schar x_v_1 = vcc_load(vcc_v4_schar, x + (i_vec + 4L));
            int32x4_t t4 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_1, vcc_v4_short), vcc_v4_int);
            m_v_1 = vmaxq_s32(t4, m_v_1);
            vcc_v4_schar x_v_2 = vcc_load(vcc_v4_schar, x + (i_vec + 8L));
            int32x4_t t5 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_2, vcc_v4_short), vcc_v4_int);
            m_v_2 = vmaxq_s32(t5, m_v_2);
            vcc_v4_schar x_v_3 = vcc_load(vcc_v4_schar, x + (i_vec + 12L));
            int32x4_t t6 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_3, vcc_v4_short), vcc_v4_int);
            m_v_3 = vmaxq_s32(t6, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        int32x4_t t7 = vmaxq_s32(m_v, m_v_1);
        int32x4_t t8 = vmaxq_s32(t7, m_v_2);
        int32x4_t t9 = vmaxq_s32(t8, m_v_3);
        t10 = (int)t2;
        t11 = vmaxvq_s32(t9);
    } else {
        t10 = 0;
        t11 = -1000;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        int32x4_t m_v_4 = vdupq_n_s32(t11);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            vcc_v4_schar x_v_4 = vcc_load(vcc_v4_schar, x + ((long)t10 + i_vec_1));
            int32x4_t t14 = (int32x4_t)__builtin_convertvector(__builtin_convertvector(x_v_4, vcc_v4_short), vcc_v4_int);
            m_v_4 = vmaxq_s32(t14, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        m_1 = vmaxvq_s32(m_v_4);
    } else {
        i = t10;
        m_1 = t11;
    }
    for (; i < n; i++, m_1 = m) {
        m = (int)x[i];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        short *i16 = new_array(n, 2), *o16 = new_array(n, 2);
        unsigned short *u16 = new_array(n, 2);
        signed char *i8 = new_array(n, 1);
        unsigned char *u8 = new_array(n, 1);
        int *i32 = new_array(n, 4);
        for (int k = 0; k < n; k++) {
            uint32_t r = next_rand();
            i16[k] = k % 13 == 5 ? 32767 : k % 7 == 1 ? -32768 : (short)(r >> 3);
            u16[k] = k % 11 == 4 ? 0 : (unsigned short)(r >> 2) | 1;
            i8[k] = k % 17 == 3 ? 127 : k % 5 == 2 ? -128 : (signed char)(r >> 5);
            u8[k] = k % 19 == 7 ? 0 : (unsigned char)(r >> 7) | 0x10;
            i32[k] = (int)(r % 200001) - 100000;
        }
        int scaled = max_scaled_i16(n, o16, i16);
        printf("n=%d %d %u %d %u %u %d %llx %d %d\n", n, max_i16(n, i16), min_u8(n, u8), max_i8(n, i8),
               min_u16(n, u16, 65535), min_u16(n, u16, 12345), scaled, HASH(o16, n), max_from_int(n, i32),
               max_char_into_int(n, i8));
        free(i16), free(o16), free(u16), free(i8), free(u8), free(i32);
    }
    return 0;
}
