/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef short vcc_v8_short __attribute__((vector_size(16)));
typedef unsigned char vcc_v8_uchar __attribute__((vector_size(8)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_load(VT, P) ({ typedef VT __attribute__((aligned(1), may_alias)) vcc_u; *(const vcc_u *)(const void *)(P); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_reduce(T, V, OP) ({ __typeof__(V) vcc_v = (V); T vcc_r = vcc_v[0]; for (unsigned vcc_k = 1; vcc_k < vcc_lanes(vcc_v); vcc_k++) vcc_r = vcc_r OP vcc_v[vcc_k]; vcc_r; })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Reductions updated more than once per iteration (legal/reduction.rs): `s += a[i]; s += b[i];`
   is one reduction whose chain has two updates; the loop-carried value is the second update,
   which does not read the accumulator itself. Subtractions join an integer sum where they
   subtract from the chain (`s -= x` after `s += y`). Must stay scalar: a chain that mixes
   operations, one whose middle value is also stored, and one whose second update subtracts the
   chain from something. */

__attribute__((target("avx2"))) int two_adds(int n, const int *a, const int *b) {
    int s;
    int t5;
    int t6;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:13 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i s_v_3 = _mm256_add_epi32((__m256i)s_v, a_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            s_v = (vcc_v8_uint)_mm256_add_epi32(s_v_3, b_v);
            long t3 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i s_v_4 = _mm256_add_epi32((__m256i)s_v_1, a_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32(s_v_4, b_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t4 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t5 = (int)t2;
        t6 = (int)(3U + vcc_avx2_sum_epi32(t4));
    } else {
        t5 = 0;
        t6 = 3;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t5 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i s_v_5 = _mm256_add_epi32((__m256i)s_v_2, a_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32(s_v_5, b_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t5 + t8);
        s = (int)((unsigned int)t6 + vcc_avx2_sum_epi32((__m256i)s_v_2));
    } else {
        i = t5;
        s = t6;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        s = s + a[t10] + b[t10];
    }
    return s;
}

__attribute__((target("avx2"))) unsigned add_then_sub(int n, const unsigned *a, const unsigned *b) {
    unsigned int s;
    int t7;
    unsigned int t8;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(3));
            __m256i s_v_3 = _mm256_add_epi32((__m256i)s_v, t3);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            s_v = (vcc_v8_uint)_mm256_sub_epi32(s_v_3, b_v);
            long t4 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t4));
            __m256i t5 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(3));
            __m256i s_v_4 = _mm256_add_epi32((__m256i)s_v_1, t5);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t4));
            s_v_1 = (vcc_v8_uint)_mm256_sub_epi32(s_v_4, b_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t6 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        t7 = (int)t2;
        t8 = vcc_avx2_sum_epi32(t6);
    } else {
        t7 = 0;
        t8 = 0U;
    }
    long t9 = (long)n + (long)t7 * -1L;
    if (t9 >= 8L) {
        long t10 = t9 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t11 = (long)t7 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t11));
            __m256i t12 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(3));
            __m256i s_v_5 = _mm256_add_epi32((__m256i)s_v_2, t12);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t11));
            s_v_2 = (vcc_v8_uint)_mm256_sub_epi32(s_v_5, b_v_2);
            i_vec_1 += 8L;
        } while (i_vec_1 < t10);
        i = (int)((long)t7 + t10);
        s = t8 + vcc_avx2_sum_epi32((__m256i)s_v_2);
    } else {
        i = t7;
        s = t8;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        s = s + a[t13] * 3U - b[t13];
    }
    return s;
}

/* Three updates, one of them conditional. */
__attribute__((target("avx2"))) long three_updates(int n, const int *a, const int *b) {
    long s_1;
    int t25;
    long t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i s_v = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i s_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reduction_chain.c:32 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m128i a_v = _mm_loadu_si128((const __m128i *)(a + i_vec));
            __m256i t3 = _mm256_cvtepi32_epi64(a_v);
            __m256i s_v_5 = _mm256_add_epi64(s_v, t3);
            __m128i b_v = _mm_loadu_si128((const __m128i *)(b + i_vec));
            __m128i t4 = _mm_cmpgt_epi32(b_v, _mm_set1_epi32(2));
            __m256i t5 = _mm256_cvtepi32_epi64(b_v);
            __m256i t6 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t5, _mm256_cvtepi32_epi64(t4));
            __m256i s_v_6 = _mm256_add_epi64(s_v_5, t6);
            s_v = _mm256_sub_epi64(s_v_6, _mm256_set1_epi64x((long long)1LL));
            long t7 = i_vec + 4L;
            __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + t7));
            __m256i t8 = _mm256_cvtepi32_epi64(a_v_1);
            __m256i s_v_7 = _mm256_add_epi64(s_v_1, t8);
            __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t7));
            __m128i t9 = _mm_cmpgt_epi32(b_v_1, _mm_set1_epi32(2));
            __m256i t10 = _mm256_cvtepi32_epi64(b_v_1);
            __m256i t11 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t10, _mm256_cvtepi32_epi64(t9));
            __m256i s_v_8 = _mm256_add_epi64(s_v_7, t11);
            s_v_1 = _mm256_sub_epi64(s_v_8, _mm256_set1_epi64x((long long)1LL));
            long t12 = i_vec + 8L;
            __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + t12));
            __m256i t13 = _mm256_cvtepi32_epi64(a_v_2);
            __m256i s_v_9 = _mm256_add_epi64(s_v_2, t13);
            __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t12));
            __m128i t14 = _mm_cmpgt_epi32(b_v_2, _mm_set1_epi32(2));
            __m256i t15 = _mm256_cvtepi32_epi64(b_v_2);
            __m256i t16 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t15, _mm256_cvtepi32_epi64(t14));
            __m256i s_v_10 = _mm256_add_epi64(s_v_9, t16);
            s_v_2 = _mm256_sub_epi64(s_v_10, _mm256_set1_epi64x((long long)1LL));
            long t17 = i_vec + 12L;
            __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + t17));
            __m256i t18 = _mm256_cvtepi32_epi64(a_v_3);
            __m256i s_v_11 = _mm256_add_epi64(s_v_3, t18);
            __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t17));
            __m128i t19 = _mm_cmpgt_epi32(b_v_3, _mm_set1_epi32(2));
            __m256i t20 = _mm256_cvtepi32_epi64(b_v_3);
            __m256i t21 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t20, _mm256_cvtepi32_epi64(t19));
            __m256i s_v_12 = _mm256_add_epi64(s_v_11, t21);
            s_v_3 = _mm256_sub_epi64(s_v_12, _mm256_set1_epi64x((long long)1LL));
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t22 = _mm256_add_epi64(s_v, s_v_1);
        __m256i t23 = _mm256_add_epi64(t22, s_v_2);
        __m256i t24 = _mm256_add_epi64(t23, s_v_3);
        t25 = (int)t2;
        t26 = (long)(18446744073709551611UL + vcc_avx2_reduce_epi64(t24, _mm_add_epi64, unsigned long));
    } else {
        t25 = 0;
        t26 = -5L;
    }
    long t27 = (long)n + (long)t25 * -1L;
    if (t27 >= 4L) {
        long t28 = t27 & -4L;
        long i_vec_1 = 0L;
        __m256i s_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reduction_chain.c:32 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t29 = (long)t25 + i_vec_1;
            __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + t29));
            __m256i t30 = _mm256_cvtepi32_epi64(a_v_4);
            __m256i s_v_13 = _mm256_add_epi64(s_v_4, t30);
            __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t29));
            __m128i t31 = _mm_cmpgt_epi32(b_v_4, _mm_set1_epi32(2));
            __m256i t32 = _mm256_cvtepi32_epi64(b_v_4);
            __m256i t33 = _mm256_blendv_epi8(_mm256_set1_epi64x((long long)0LL), t32, _mm256_cvtepi32_epi64(t31));
            __m256i s_v_14 = _mm256_add_epi64(s_v_13, t33);
            s_v_4 = _mm256_sub_epi64(s_v_14, _mm256_set1_epi64x((long long)1LL));
            i_vec_1 += 4L;
        } while (i_vec_1 < t28);
        i = (int)((long)t25 + t28);
        s_1 = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(s_v_4, _mm_add_epi64, unsigned long));
    } else {
        i = t25;
        s_1 = t26;
    }
    for (; i < n; i++) {
        long t34 = (long)i;
        long s = s_1 + (long)a[t34];
        int t35 = b[t34];
        if (t35 > 2) {
            s += (long)t35;
        }
        s_1 = s - 1L;
    }
    return s_1;
}

/* Two maxima in one chain. */
__attribute__((target("avx2"))) int two_max(int n, const int *a, const int *b) {
    int m_1;
    int t5;
    int t6;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v8_int m_v = (vcc_v8_int)_mm256_set1_epi32(-1000);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = (vcc_v8_int)(__m256i)m_v;
        /* vcc: loop at reduction_chain.c:44 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i m_v_3 = _mm256_max_epi32(a_v, (__m256i)m_v);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            m_v = (vcc_v8_int)_mm256_max_epi32(b_v, m_v_3);
            long t3 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t3));
            __m256i m_v_4 = _mm256_max_epi32(a_v_1, (__m256i)m_v_1);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t3));
            m_v_1 = (vcc_v8_int)_mm256_max_epi32(b_v_1, m_v_4);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t4 = _mm256_max_epi32((__m256i)m_v, (__m256i)m_v_1);
        t5 = (int)t2;
        t6 = vcc_avx2_reduce_epi32(t4, _mm_max_epi32, int);
    } else {
        t5 = 0;
        t6 = -1000;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        vcc_v8_int m_v_2 = (vcc_v8_int)_mm256_set1_epi32((int)t6);
        long i_vec_1 = 0L;
        /* vcc: loop at reduction_chain.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t5 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t9));
            __m256i m_v_5 = _mm256_max_epi32(a_v_2, (__m256i)m_v_2);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t9));
            m_v_2 = (vcc_v8_int)_mm256_max_epi32(b_v_2, m_v_5);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        i = (int)((long)t5 + t8);
        m_2 = vcc_avx2_reduce_epi32((__m256i)m_v_2, _mm_max_epi32, int);
    } else {
        i = t5;
        m_2 = t6;
    }
    for (; i < n; i++, m_2 = m_1) {
        long t10 = (long)i;
        int m = a[t10];
        if (m <= m_2) {
            m = m_2;
        }
        m_1 = b[t10];
        if (m_1 <= m) {
            m_1 = m;
        }
    }
    return m_2;
}

/* XOR and AND chains of bytes. */
__attribute__((target("avx2"))) unsigned char two_xors(int n, const unsigned char *p, const unsigned char *q) {
    unsigned char h;
    int t15;
    unsigned char t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v8_uchar h_v = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        vcc_v8_uchar h_v_1 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduction_chain.c:54 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            vcc_v8_uchar p_v = vcc_load(vcc_v8_uchar, p + i_vec);
            __m256i t3 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v));
            vcc_v8_uchar t4 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t3, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t5 = h_v ^ t4;
            vcc_v8_uchar q_v = vcc_load(vcc_v8_uchar, q + i_vec);
            __m256i t6 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)q_v));
            vcc_v8_uchar t7 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t6, vcc_v8_short), vcc_v8_uchar);
            h_v = t5 ^ t7;
            long t8 = i_vec + 8L;
            vcc_v8_uchar p_v_1 = vcc_load(vcc_v8_uchar, p + t8);
            __m256i t9 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_1));
            vcc_v8_uchar t10 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t9, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t11 = h_v_1 ^ t10;
            vcc_v8_uchar q_v_1 = vcc_load(vcc_v8_uchar, q + t8);
            __m256i t12 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)q_v_1));
            vcc_v8_uchar t13 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t12, vcc_v8_short), vcc_v8_uchar);
            h_v_1 = t11 ^ t13;
            i_vec += 16L;
        } while (i_vec < t2);
        vcc_v8_uchar t14 = h_v ^ h_v_1;
        t15 = (int)t2;
        t16 = (unsigned char)((unsigned char)90 ^ vcc_reduce(unsigned char, t14, ^));
    } else {
        t15 = 0;
        t16 = (unsigned char)90;
    }
    long t17 = (long)n + (long)t15 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uchar h_v_2 = (vcc_v8_uchar){(unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0, (unsigned char)0};
        /* vcc: loop at reduction_chain.c:54 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t15 + i_vec_1;
            vcc_v8_uchar p_v_2 = vcc_load(vcc_v8_uchar, p + t19);
            __m256i t20 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)p_v_2));
            vcc_v8_uchar t21 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t20, vcc_v8_short), vcc_v8_uchar);
            vcc_v8_uchar t22 = h_v_2 ^ t21;
            vcc_v8_uchar q_v_2 = vcc_load(vcc_v8_uchar, q + t19);
            __m256i t23 = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)q_v_2));
            vcc_v8_uchar t24 = __builtin_convertvector(__builtin_convertvector((vcc_v8_int)t23, vcc_v8_short), vcc_v8_uchar);
            h_v_2 = t22 ^ t24;
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t15 + t18);
        h = (unsigned char)(t16 ^ vcc_reduce(unsigned char, h_v_2, ^));
    } else {
        i = t15;
        h = t16;
    }
    for (; i < n; i++) {
        long t25 = (long)i;
        h = (unsigned char)((int)(unsigned char)((int)h ^ (int)p[t25]) ^ (int)q[t25]);
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

__attribute__((target("avx2"))) int main(void) {
    int n;
    int t1;
    int t30;
    int i;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            return 0;
        }
        int *x = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *y = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        int *mid = (int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *u = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned int *v = (unsigned int *)(_mm256_zeroupper(), new_array(n, 4UL));
        unsigned char *p = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        unsigned char *q = (unsigned char *)(_mm256_zeroupper(), new_array(n, 1UL));
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *f = (float *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *g = (float *)t3;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            x[fill_idx] = -40 + (int)((_mm256_zeroupper(), next_rand()) % 90U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            y[fill_idx_1] = -3 + (int)((_mm256_zeroupper(), next_rand()) % 9U);
        }
        for (int fill_idx_2 = 0; fill_idx_2 < n; fill_idx_2++) {
            u[fill_idx_2] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
        }
        for (int fill_idx_3 = 0; fill_idx_3 < n; fill_idx_3++) {
            v[fill_idx_3] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 2147483648U);
        }
        for (int fill_idx_4 = 0; fill_idx_4 < n; fill_idx_4++) {
            p[fill_idx_4] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_5 = 0; fill_idx_5 < n; fill_idx_5++) {
            q[fill_idx_5] = (unsigned char)(int)((_mm256_zeroupper(), next_rand()) % 256U);
        }
        for (int fill_idx_6 = 0; fill_idx_6 < n; fill_idx_6++) {
            f[fill_idx_6] = (float)(-8 + (int)((_mm256_zeroupper(), next_rand()) % 17U));
        }
        for (int fill_idx_7 = 0; fill_idx_7 < n; fill_idx_7++) {
            g[fill_idx_7] = (float)(-2 + (int)((_mm256_zeroupper(), next_rand()) % 5U));
        }
        long t4 = (long)n;
        unsigned long t5 = (unsigned long)t2;
        unsigned long t6 = (unsigned long)t3;
        long t7 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t8 = (long)((unsigned long)t3 - (unsigned long)t2);
        long t9 = (long)((unsigned long)t3 - (unsigned long)t2);
        if ((t4 >= 32L) & (((t5 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t6) | ((t6 + (unsigned long)(4L + (t4 - 1L) * 4L)) <= t5) | (((t7 <= 0L) | (t7 >= 128L)) & ((t8 <= 0L) | (t8 >= 128L)) & ((t9 <= 0L) | (t9 >= 128L))))) {
            long t10 = t4 & -32L;
            long i_vec = 0L;
            /* vcc: loop at reduction_chain.c:116 vectorized: VF 8, UF 4, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                float *t11 = f + i_vec;
                __m256 f_v = _mm256_loadu_ps(t11);
                __m256 t12 = _mm256_mul_ps(f_v, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t11, t12);
                float *t13 = g + i_vec;
                __m256 g_v = _mm256_loadu_ps(t13);
                __m256 t14 = _mm256_mul_ps(g_v, _mm256_set1_ps(0.0015f));
                _mm256_storeu_ps(t13, t14);
                long t15 = i_vec + 8L;
                float *t16 = f + t15;
                __m256 f_v_1 = _mm256_loadu_ps(t16);
                __m256 t17 = _mm256_mul_ps(f_v_1, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t16, t17);
                float *t18 = g + t15;
                __m256 g_v_1 = _mm256_loadu_ps(t18);
                __m256 t19 = _mm256_mul_ps(g_v_1, _mm256_set1_ps(0.0015f));
                _mm256_storeu_ps(t18, t19);
                long t20 = i_vec + 16L;
                float *t21 = f + t20;
                __m256 f_v_2 = _mm256_loadu_ps(t21);
                __m256 t22 = _mm256_mul_ps(f_v_2, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t21, t22);
                float *t23 = g + t20;
                __m256 g_v_2 = _mm256_loadu_ps(t23);
                __m256 t24 = _mm256_mul_ps(g_v_2, _mm256_set1_ps(0.0015f));
                _mm256_storeu_ps(t23, t24);
                long t25 = i_vec + 24L;
                float *t26 = f + t25;
                __m256 f_v_3 = _mm256_loadu_ps(t26);
                __m256 t27 = _mm256_mul_ps(f_v_3, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t26, t27);
                float *t28 = g + t25;
                __m256 g_v_3 = _mm256_loadu_ps(t28);
                __m256 t29 = _mm256_mul_ps(g_v_3, _mm256_set1_ps(0.0015f));
                _mm256_storeu_ps(t28, t29);
                i_vec += 32L;
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
        if ((t31 >= 8L) & (((t32 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)((long)t30 * 4L))) | ((t33 + (unsigned long)((long)t30 * 4L + 4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)((long)t30 * 4L))) | (((t34 <= 0L) | (t34 >= 32L)) & ((t35 <= 0L) | (t35 >= 32L)) & ((t36 <= 0L) | (t36 >= 32L))))) {
            long t37 = t31 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduction_chain.c:116 vector epilogue: VF 8, UF 1, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t38 = (long)t30 + i_vec_1;
                float *t39 = f + t38;
                __m256 f_v_4 = _mm256_loadu_ps(t39);
                __m256 t40 = _mm256_mul_ps(f_v_4, _mm256_set1_ps(0.37f));
                _mm256_storeu_ps(t39, t40);
                float *t41 = g + t38;
                __m256 g_v_4 = _mm256_loadu_ps(t41);
                __m256 t42 = _mm256_mul_ps(g_v_4, _mm256_set1_ps(0.0015f));
                _mm256_storeu_ps(t41, t42);
                i_vec_1 += 8L;
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
        unsigned int t52 = (_mm256_zeroupper(), mixed_ops(n, t48, t47));
        printf(" fadds=%a mixed=%u", (double)(_mm256_zeroupper(), two_float_adds(n, f, g)), t52);
        printf(" mid=%d", (_mm256_zeroupper(), middle_stored(n, t48, t47, mid)));
        int t53 = (_mm256_zeroupper(), reversed_sub(n, t48, t47));
        printf(" %llx rev=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)mid, (unsigned long)n * 4UL)), t53);
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
