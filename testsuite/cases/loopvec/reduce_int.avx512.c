/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef short vcc_v16_short __attribute__((vector_size(32)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_reduce_epi8(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_reduce_epi16(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); (T)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Integer reductions of every kind: + * min max & | ^, over several element types (the
   minimum and maximum of chars and shorts in their own type: transform/shorten.rs). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned product_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int p;
    int t6;
    unsigned int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint p_v = (vcc_v8_uint)_mm256_set1_epi32(1);
        vcc_v8_uint p_v_1 = (vcc_v8_uint)_mm256_set1_epi32(1);
        vcc_v8_uint p_v_2 = (vcc_v8_uint)_mm256_set1_epi32(1);
        vcc_v8_uint p_v_3 = (vcc_v8_uint)_mm256_set1_epi32(1);
        /* vcc: loop at reduce_int.c:8 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            p_v = (vcc_v8_uint)_mm256_mullo_epi32((__m256i)p_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            p_v_1 = (vcc_v8_uint)_mm256_mullo_epi32((__m256i)p_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            p_v_2 = (vcc_v8_uint)_mm256_mullo_epi32((__m256i)p_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            p_v_3 = (vcc_v8_uint)_mm256_mullo_epi32((__m256i)p_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_mullo_epi32((__m256i)p_v, (__m256i)p_v_1);
        __m256i t4 = _mm256_mullo_epi32(t3, (__m256i)p_v_2);
        __m256i t5 = _mm256_mullo_epi32(t4, (__m256i)p_v_3);
        t6 = (int)t2;
        t7 = 1U * vcc_avx2_reduce_epi32(t5, _mm_mullo_epi32, unsigned int);
    } else {
        t6 = 0;
        t7 = 1U;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint p_v_4 = (vcc_v8_uint)_mm256_set1_epi32(1);
        /* vcc: loop at reduce_int.c:8 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            p_v_4 = (vcc_v8_uint)_mm256_mullo_epi32((__m256i)p_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        p = t7 * vcc_avx2_reduce_epi32((__m256i)p_v_4, _mm_mullo_epi32, unsigned int);
    } else {
        i = t6;
        p = t7;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_i32(int n, const int *a) {
    vcc_no_contract_body
    int m;
    int t6;
    int t7;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int)_mm256_set1_epi32(1073741824);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_2 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_3 = (vcc_v8_int)(__m256i)m_v;
        /* vcc: loop at reduce_int.c:15 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            m_v = (vcc_v8_int)_mm256_min_epi32(a_v, (__m256i)m_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            m_v_1 = (vcc_v8_int)_mm256_min_epi32(a_v_1, (__m256i)m_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            m_v_2 = (vcc_v8_int)_mm256_min_epi32(a_v_2, (__m256i)m_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            m_v_3 = (vcc_v8_int)_mm256_min_epi32(a_v_3, (__m256i)m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_min_epi32((__m256i)m_v, (__m256i)m_v_1);
        __m256i t4 = _mm256_min_epi32(t3, (__m256i)m_v_2);
        __m256i t5 = _mm256_min_epi32(t4, (__m256i)m_v_3);
        t6 = (int)t2;
        t7 = vcc_avx2_reduce_epi32(t5, _mm_min_epi32, int);
    } else {
        t6 = 0;
        t7 = 1073741824;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int)_mm256_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v8_int)_mm256_min_epi32(a_v_4, (__m256i)m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_avx2_reduce_epi32((__m256i)m_v_4, _mm_min_epi32, int);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) long max_i64(int n, const long *a) {
    vcc_no_contract_body
    long m;
    int t6;
    long t7;
    int i;
    long m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        __m256i m_v = _mm256_set1_epi64x((long long)-1L);
        long i_vec = 0L;
        __m256i m_v_1 = m_v;
        __m256i m_v_2 = m_v;
        __m256i m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            m_v = _mm256_max_epi64(a_v, m_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 4L)));
            m_v_1 = _mm256_max_epi64(a_v_1, m_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            m_v_2 = _mm256_max_epi64(a_v_2, m_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 12L)));
            m_v_3 = _mm256_max_epi64(a_v_3, m_v_3);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_max_epi64(m_v, m_v_1);
        __m256i t4 = _mm256_max_epi64(t3, m_v_2);
        __m256i t5 = _mm256_max_epi64(t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_avx2_reduce_epi64(t5, _mm_max_epi64, long);
    } else {
        t6 = 0;
        t7 = -1L;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 4L) {
        long t9 = t8 & -4L;
        __m256i m_v_4 = _mm256_set1_epi64x((long long)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = _mm256_max_epi64(a_v_4, m_v_4);
            i_vec_1 += 4L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_avx2_reduce_epi64(m_v_4, _mm_max_epi64, long);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned char max_u8(int n, const unsigned char *a) {
    vcc_no_contract_body
    unsigned char t1;
    int i;
    unsigned char m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v32_uchar m_v = (vcc_v32_uchar)_mm256_set1_epi8((char)(unsigned char)0);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:30 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            m_v = (vcc_v32_uchar)_mm256_max_epu8(a_v, (__m256i)m_v);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_avx2_reduce_epi8((__m256i)m_v, _mm_max_epu8, unsigned char);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) short min_i16(int n, const short *a) {
    vcc_no_contract_body
    short t1;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        vcc_v16_short m_v = (vcc_v16_short)_mm256_set1_epi16((short)(short)32767);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:37 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            m_v = (vcc_v16_short)_mm256_min_epi16(a_v, (__m256i)m_v);
            i_vec += 16L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_avx2_reduce_epi16((__m256i)m_v, _mm_min_epi16, short);
    } else {
        i = 0;
        m = (short)32767;
    }
    for (; i < n; i++, m = t1) {
        t1 = a[i];
        if (t1 >= m) {
            t1 = m;
        }
    }
    return m;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) unsigned and_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t5;
    unsigned int t6;
    int t9;
    unsigned int t10;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint x_v = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_1 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_2 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        vcc_v8_uint x_v_3 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        /* vcc: loop at reduce_int.c:44 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            x_v = (vcc_v8_uint)_mm256_ternarylogic_epi32((__m256i)x_v, a_v, _mm256_set1_epi32(16843009), 0xe0);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            x_v_1 = (vcc_v8_uint)_mm256_ternarylogic_epi32((__m256i)x_v_1, a_v_1, _mm256_set1_epi32(16843009), 0xe0);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            x_v_2 = (vcc_v8_uint)_mm256_ternarylogic_epi32((__m256i)x_v_2, a_v_2, _mm256_set1_epi32(16843009), 0xe0);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            x_v_3 = (vcc_v8_uint)_mm256_ternarylogic_epi32((__m256i)x_v_3, a_v_3, _mm256_set1_epi32(16843009), 0xe0);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_ternarylogic_epi32((__m256i)x_v_2, (__m256i)x_v, (__m256i)x_v_1, 0x80);
        __m256i t4 = _mm256_and_si256(t3, (__m256i)x_v_3);
        t5 = (int)t2;
        t6 = 4294967295U & vcc_avx2_reduce_epi32(t4, _mm_and_si128, unsigned int);
    } else {
        t5 = 0;
        t6 = 4294967295U;
    }
    long t7 = (long)n + (long)t5 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint x_v_4 = (vcc_v8_uint)_mm256_set1_epi32(-1);
        /* vcc: loop at reduce_int.c:44 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t5 + i_vec_1)));
            x_v_4 = (vcc_v8_uint)_mm256_ternarylogic_epi32((__m256i)x_v_4, a_v_4, _mm256_set1_epi32(16843009), 0xe0);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        t9 = (int)((long)t5 + t8);
        t10 = t6 & vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_and_si128, unsigned int);
    } else {
        t9 = t5;
        t10 = t6;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if ((t11 >= 1L) & (t11 <= 8L)) {
        __m256i t12 = _mm256_set1_epi32((int)(int)t11);
        __m256i t13 = _mm256_cmpgt_epi32(t12, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t13), a + (long)t9);
        __m256i t14 = _mm256_ternarylogic_epi32(_mm256_set1_epi32(-1), a_v_5, _mm256_set1_epi32(16843009), 0xe0);
        __m256i x_v_5 = _mm256_ternarylogic_epi32(t13, t14, _mm256_set1_epi32(-1), 0xCA);
        i = (int)((long)t9 + t11);
        x = t10 & vcc_avx2_reduce_epi32(x_v_5, _mm_and_si128, unsigned int);
    } else {
        i = t9;
        x = t10;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) uint64_t or_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t13;
    unsigned long t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m256i x_v = _mm256_set1_epi64x((long long)0LL);
        __m256i x_v_1 = _mm256_set1_epi64x((long long)0LL);
        __m256i x_v_2 = _mm256_set1_epi64x((long long)0LL);
        __m256i x_v_3 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reduce_int.c:51 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_and_si256(a_v, _mm256_set1_epi64x((long long)31LL));
            __m256i t4 = _mm256_sllv_epi64(a_v, t3);
            x_v = _mm256_or_si256(x_v, t4);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 4L)));
            __m256i t5 = _mm256_and_si256(a_v_1, _mm256_set1_epi64x((long long)31LL));
            __m256i t6 = _mm256_sllv_epi64(a_v_1, t5);
            x_v_1 = _mm256_or_si256(x_v_1, t6);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t7 = _mm256_and_si256(a_v_2, _mm256_set1_epi64x((long long)31LL));
            __m256i t8 = _mm256_sllv_epi64(a_v_2, t7);
            x_v_2 = _mm256_or_si256(x_v_2, t8);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 12L)));
            __m256i t9 = _mm256_and_si256(a_v_3, _mm256_set1_epi64x((long long)31LL));
            __m256i t10 = _mm256_sllv_epi64(a_v_3, t9);
            x_v_3 = _mm256_or_si256(x_v_3, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        __m256i t11 = _mm256_ternarylogic_epi32(x_v_2, x_v, x_v_1, 0xfe);
        __m256i t12 = _mm256_or_si256(t11, x_v_3);
        t13 = (int)t2;
        t14 = 0UL | vcc_avx2_reduce_epi64(t12, _mm_or_si128, unsigned long);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        __m256i x_v_4 = _mm256_set1_epi64x((long long)0LL);
        /* vcc: loop at reduce_int.c:51 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t13 + i_vec_1)));
            __m256i t17 = _mm256_and_si256(a_v_4, _mm256_set1_epi64x((long long)31LL));
            __m256i t18 = _mm256_sllv_epi64(a_v_4, t17);
            x_v_4 = _mm256_or_si256(x_v_4, t18);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t13 + t16);
        x = t14 | vcc_avx2_reduce_epi64(x_v_4, _mm_or_si128, unsigned long);
    } else {
        i = t13;
        x = t14;
    }
    for (; i < n; i++) {
        unsigned long t19 = a[i];
        x |= t19 << (t19 & 31UL);
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int xor_i32(int n, const int *a) {
    vcc_no_contract_body
    int x;
    int t9;
    int t10;
    int t14;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_int x_v = (vcc_v8_int)_mm256_set1_epi32(0);
        vcc_v8_int x_v_1 = (vcc_v8_int)_mm256_set1_epi32(0);
        vcc_v8_int x_v_2 = (vcc_v8_int)_mm256_set1_epi32(0);
        vcc_v8_int x_v_3 = (vcc_v8_int)_mm256_set1_epi32(0);
        /* vcc: loop at reduce_int.c:58 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m256i t3 = _mm256_mullo_epi32(a_v, _mm256_set1_epi32(5));
            x_v = (vcc_v8_int)_mm256_xor_si256((__m256i)x_v, t3);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            __m256i t4 = _mm256_mullo_epi32(a_v_1, _mm256_set1_epi32(5));
            x_v_1 = (vcc_v8_int)_mm256_xor_si256((__m256i)x_v_1, t4);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            __m256i t5 = _mm256_mullo_epi32(a_v_2, _mm256_set1_epi32(5));
            x_v_2 = (vcc_v8_int)_mm256_xor_si256((__m256i)x_v_2, t5);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            __m256i t6 = _mm256_mullo_epi32(a_v_3, _mm256_set1_epi32(5));
            x_v_3 = (vcc_v8_int)_mm256_xor_si256((__m256i)x_v_3, t6);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t7 = _mm256_ternarylogic_epi32((__m256i)x_v_2, (__m256i)x_v, (__m256i)x_v_1, 0x96);
        __m256i t8 = _mm256_xor_si256(t7, (__m256i)x_v_3);
        t9 = (int)t2;
        t10 = 0 ^ vcc_avx2_reduce_epi32(t8, _mm_xor_si128, int);
    } else {
        t9 = 0;
        t10 = 0;
    }
    long t11 = (long)n + (long)t9 * -1L;
    if (t11 >= 8L) {
        long t12 = t11 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_int x_v_4 = (vcc_v8_int)_mm256_set1_epi32(0);
        /* vcc: loop at reduce_int.c:58 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t9 + i_vec_1)));
            __m256i t13 = _mm256_mullo_epi32(a_v_4, _mm256_set1_epi32(5));
            x_v_4 = (vcc_v8_int)_mm256_xor_si256((__m256i)x_v_4, t13);
            i_vec_1 += 8L;
        } while (i_vec_1 < t12);
        t14 = (int)((long)t9 + t12);
        t15 = t10 ^ vcc_avx2_reduce_epi32((__m256i)x_v_4, _mm_xor_si128, int);
    } else {
        t14 = t9;
        t15 = t10;
    }
    long t16 = (long)n + (long)t14 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i a_v_5 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t18), a + (long)t14);
        __m256i t19 = _mm256_mullo_epi32(a_v_5, _mm256_set1_epi32(5));
        __m256i t20 = ({ (void)_mm256_set1_epi32(0); _mm256_and_si256(t18, t19); });
        __m256i x_v_5 = _mm256_xor_si256(_mm256_set1_epi32(0), t20);
        i = (int)((long)t14 + t16);
        x = t15 ^ vcc_avx2_reduce_epi32(x_v_5, _mm_xor_si128, int);
    } else {
        i = t14;
        x = t15;
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
