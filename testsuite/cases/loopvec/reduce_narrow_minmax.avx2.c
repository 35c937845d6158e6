/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned short vcc_v16_ushort __attribute__((vector_size(32)));
typedef signed char vcc_v32_schar __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef signed char vcc_v8_schar __attribute__((vector_size(8)));
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi8(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })

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

__attribute__((target("avx2"))) short max_i16(int n, const short *x) {
    short t1;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_short m_v = (vcc_v16_short)_mm256_set1_epi16((short)(short)-32768);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:17 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            m_v = (vcc_v16_short)_mm256_max_epi16(x_v, (__m256i)m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_avx2_reduce_epi16((__m256i)m_v, _mm_max_epi16, short);
    } else {
        i = 0;
        m = (short)-32768;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (t1 <= m) {
            t1 = m;
        }
    }
    return m;
}

__attribute__((target("avx2"))) unsigned char min_u8(int n, const unsigned char *x) {
    unsigned char m;
    int i;
    unsigned char m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v32_uchar m_v = (vcc_v32_uchar)_mm256_set1_epi8((char)(unsigned char)255);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:24 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            m_v = (vcc_v32_uchar)_mm256_min_epu8(x_v, (__m256i)m_v);
            i_vec += 32L;
        } while (i_vec < t2);
        i = (int)t2;
        m_1 = vcc_avx2_reduce_epi8((__m256i)m_v, _mm_min_epu8, unsigned char);
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

__attribute__((target("avx2"))) signed char max_i8(int n, const signed char *x) {
    signed char t1;
    int i;
    signed char m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v32_schar m_v = (vcc_v32_schar)_mm256_set1_epi8((char)(signed char)-128);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:32 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            m_v = (vcc_v32_schar)_mm256_max_epi8((__m256i)m_v, x_v);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_avx2_reduce_epi8((__m256i)m_v, _mm_max_epi8, signed char);
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

__attribute__((target("avx2"))) unsigned short min_u16(int n, const unsigned short *x, unsigned short start) {
    unsigned short t1;
    int i;
    unsigned short m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_ushort m_v = (vcc_v16_ushort)_mm256_set1_epi16((short)start);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:39 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            m_v = (vcc_v16_ushort)_mm256_min_epu16(x_v, (__m256i)m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_avx2_reduce_epi16((__m256i)m_v, _mm_min_epu16, unsigned short);
    } else {
        i = 0;
        m = start;
    }
    for (; i < n; i++, m = t1) {
        t1 = x[i];
        if (t1 > m) {
            t1 = m;
        }
    }
    return m;
}

__attribute__((target("avx2"))) short max_scaled_i16(int n, short *restrict y, const short *restrict x) {
    short m;
    int i;
    short m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_short m_v = (vcc_v16_short)_mm256_set1_epi16((short)(short)-32768);
        long i_vec = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:46 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            const short *t3 = x + i_vec;
            __m256i x_v = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t4 = _mm256_srai_epi16(x_v, 1);
            _mm256_storeu_si256((__m256i *)(y + i_vec), t4);
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            m_v = (vcc_v16_short)_mm256_max_epi16(x_v_1, (__m256i)m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        m_1 = vcc_avx2_reduce_epi16((__m256i)m_v, _mm_max_epi16, short);
    } else {
        i = 0;
        m_1 = (short)-32768;
    }
    for (; i < n; i++, m_1 = m) {
        long t5 = (long)i;
        const short *t6 = x + t5;
        y[t5] = (short)((int)*t6 >> 1);
        m = *t6;
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

__attribute__((target("avx2"))) int max_char_into_int(int n, const signed char *x) {
    int m;
    int t10;
    int t11;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int)_mm256_set1_epi32(-1000);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_2 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_3 = (vcc_v8_int)(__m256i)m_v;
        /* vcc: loop at reduce_narrow_minmax.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_schar x_v = vcc_load(vcc_v8_schar, x + i_vec);
            __m256i t3 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)x_v));
            m_v = (vcc_v8_int)_mm256_max_epi32(t3, (__m256i)m_v);
            vcc_v8_schar x_v_1 = vcc_load(vcc_v8_schar, x + (i_vec + 8L));
            __m256i t4 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)x_v_1));
            m_v_1 = (vcc_v8_int)_mm256_max_epi32(t4, (__m256i)m_v_1);
            vcc_v8_schar x_v_2 = vcc_load(vcc_v8_schar, x + (i_vec + 16L));
            __m256i t5 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)x_v_2));
            m_v_2 = (vcc_v8_int)_mm256_max_epi32(t5, (__m256i)m_v_2);
            vcc_v8_schar x_v_3 = vcc_load(vcc_v8_schar, x + (i_vec + 24L));
            __m256i t6 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)x_v_3));
            m_v_3 = (vcc_v8_int)_mm256_max_epi32(t6, (__m256i)m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_max_epi32((__m256i)m_v, (__m256i)m_v_1);
        __m256i t8 = _mm256_max_epi32(t7, (__m256i)m_v_2);
        __m256i t9 = _mm256_max_epi32(t8, (__m256i)m_v_3);
        t10 = (int)t2;
        t11 = vcc_avx2_reduce_epi32(t9, _mm_max_epi32, int);
    } else {
        t10 = 0;
        t11 = -1000;
    }
    long t12 = (long)n + (long)t10 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int)_mm256_set1_epi32((int)t11);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_narrow_minmax.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            vcc_v8_schar x_v_4 = vcc_load(vcc_v8_schar, x + ((long)t10 + i_vec_1));
            __m256i t14 = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128((long long)x_v_4));
            m_v_4 = (vcc_v8_int)_mm256_max_epi32(t14, (__m256i)m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t13);
        i = (int)((long)t10 + t13);
        m_1 = vcc_avx2_reduce_epi32((__m256i)m_v_4, _mm_max_epi32, int);
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
