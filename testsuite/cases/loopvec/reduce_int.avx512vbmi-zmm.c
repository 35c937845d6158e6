/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef short vcc_v32_short __attribute__((vector_size(64)));
typedef unsigned char vcc_v32_uchar __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned product_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int p;
    int t3;
    unsigned int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint p_v = (vcc_v16_uint)_mm512_set1_epi32(1);
        /* vcc: loop at reduce_int.c:8 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            p_v = (vcc_v16_uint)_mm512_mullo_epi32((__m512i)p_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = 1U * vcc_avx2_reduce_epi32(_mm256_mullo_epi32(_mm512_castsi512_si256((__m512i)p_v), _mm512_extracti64x4_epi64((__m512i)p_v, 1)), _mm_mullo_epi32, unsigned int);
    } else {
        t3 = 0;
        t4 = 1U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_mullo_epi32(_mm512_set1_epi32(1), a_v_1);
        __m512i p_v_1 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(1), t8);
        i = (int)((long)t3 + t5);
        p = t4 * vcc_avx2_reduce_epi32(_mm256_mullo_epi32(_mm512_castsi512_si256(p_v_1), _mm512_extracti64x4_epi64(p_v_1, 1)), _mm_mullo_epi32, unsigned int);
    } else {
        i = t3;
        p = t4;
    }
    for (; i < n; i++) {
        p *= a[i];
    }
    return p;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int min_i32(int n, const int *a) {
    vcc_no_contract_body
    int m;
    int t3;
    int t4;
    int i;
    int m_1;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_int m_v = (vcc_v16_int)_mm512_set1_epi32(1073741824);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:15 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            m_v = (vcc_v16_int)_mm512_min_epi32(a_v, (__m512i)m_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256((__m512i)m_v), _mm512_extracti64x4_epi64((__m512i)m_v, 1)), _mm_min_epi32, int);
    } else {
        t3 = 0;
        t4 = 1073741824;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i t8 = _mm512_set1_epi32((int)t4);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t9 = _mm512_min_epi32(a_v_1, t8);
        __m512i m_v_1 = _mm512_mask_blend_epi32(t7, t8, t9);
        i = (int)((long)t3 + t5);
        m_1 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(m_v_1), _mm512_extracti64x4_epi64(m_v_1, 1)), _mm_min_epi32, int);
    } else {
        i = t3;
        m_1 = t4;
    }
    for (; i < n; i++, m_1 = m) {
        m = a[i];
        if (m >= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long max_i64(int n, const long *a) {
    vcc_no_contract_body
    long m;
    int t6;
    long t7;
    int i;
    long m_1;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        __m512i m_v = _mm512_set1_epi64((long long)-1L);
        long i_vec = 0L;
        __m512i m_v_1 = m_v;
        __m512i m_v_2 = m_v;
        __m512i m_v_3 = m_v;
        /* vcc: loop at reduce_int.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            m_v = _mm512_max_epi64(a_v, m_v);
            __m512i a_v_1 = _mm512_loadu_si512(a + (i_vec + 8L));
            m_v_1 = _mm512_max_epi64(a_v_1, m_v_1);
            __m512i a_v_2 = _mm512_loadu_si512(a + (i_vec + 16L));
            m_v_2 = _mm512_max_epi64(a_v_2, m_v_2);
            __m512i a_v_3 = _mm512_loadu_si512(a + (i_vec + 24L));
            m_v_3 = _mm512_max_epi64(a_v_3, m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t3 = _mm512_max_epi64(m_v, m_v_1);
        __m512i t4 = _mm512_max_epi64(t3, m_v_2);
        __m512i t5 = _mm512_max_epi64(t4, m_v_3);
        t6 = (int)t2;
        t7 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(t5), _mm512_extracti64x4_epi64(t5, 1)), _mm_max_epi64, long);
    } else {
        t6 = 0;
        t7 = -1L;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        __m512i m_v_4 = _mm512_set1_epi64((long long)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at reduce_int.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i a_v_4 = _mm512_loadu_si512(a + ((long)t6 + i_vec_1));
            m_v_4 = _mm512_max_epi64(a_v_4, m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_1 = vcc_avx2_reduce_epi64(_mm256_max_epi64(_mm512_castsi512_si256(m_v_4), _mm512_extracti64x4_epi64(m_v_4, 1)), _mm_max_epi64, long);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned char max_u8(int n, const unsigned char *a) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) short min_i16(int n, const short *a) {
    vcc_no_contract_body
    short t1;
    int i;
    short m;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        vcc_v32_short m_v = (vcc_v32_short)_mm512_set1_epi16((short)(short)32767);
        long i_vec = 0L;
        /* vcc: loop at reduce_int.c:37 vectorized: VF 32, UF 1, scalar epilogue */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            m_v = (vcc_v32_short)_mm512_min_epi16(a_v, (__m512i)m_v);
            i_vec += 32L;
        } while (i_vec < t3);
        i = (int)t3;
        m = vcc_avx2_reduce_epi16(_mm256_min_epi16(_mm512_castsi512_si256((__m512i)m_v), _mm512_extracti64x4_epi64((__m512i)m_v, 1)), _mm_min_epi16, short);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned and_u32(int n, const unsigned *a) {
    vcc_no_contract_body
    unsigned int x;
    int t3;
    unsigned int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint x_v = (vcc_v16_uint)_mm512_set1_epi32(-1);
        /* vcc: loop at reduce_int.c:44 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            x_v = (vcc_v16_uint)_mm512_ternarylogic_epi32((__m512i)x_v, a_v, _mm512_set1_epi32(16843009), 0xe0);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = 4294967295U & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256((__m512i)x_v), _mm512_extracti64x4_epi64((__m512i)x_v, 1)), _mm_and_si128, unsigned int);
    } else {
        t3 = 0;
        t4 = 4294967295U;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_ternarylogic_epi32(_mm512_set1_epi32(-1), a_v_1, _mm512_set1_epi32(16843009), 0xe0);
        __m512i x_v_1 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(-1), t8);
        i = (int)((long)t3 + t5);
        x = t4 & vcc_avx2_reduce_epi32(_mm256_and_si256(_mm512_castsi512_si256(x_v_1), _mm512_extracti64x4_epi64(x_v_1, 1)), _mm_and_si128, unsigned int);
    } else {
        i = t3;
        x = t4;
    }
    for (; i < n; i++) {
        x &= a[i] | 16843009U;
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) uint64_t or_u64(int n, const uint64_t *a) {
    vcc_no_contract_body
    unsigned long x;
    int t13;
    unsigned long t14;
    int t19;
    unsigned long t20;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        __m512i x_v = _mm512_set1_epi64((long long)0LL);
        __m512i x_v_1 = _mm512_set1_epi64((long long)0LL);
        __m512i x_v_2 = _mm512_set1_epi64((long long)0LL);
        __m512i x_v_3 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reduce_int.c:51 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_and_si512(a_v, _mm512_set1_epi64((long long)31LL));
            __m512i t4 = _mm512_sllv_epi64(a_v, t3);
            x_v = _mm512_or_si512(x_v, t4);
            __m512i a_v_1 = _mm512_loadu_si512(a + (i_vec + 8L));
            __m512i t5 = _mm512_and_si512(a_v_1, _mm512_set1_epi64((long long)31LL));
            __m512i t6 = _mm512_sllv_epi64(a_v_1, t5);
            x_v_1 = _mm512_or_si512(x_v_1, t6);
            __m512i a_v_2 = _mm512_loadu_si512(a + (i_vec + 16L));
            __m512i t7 = _mm512_and_si512(a_v_2, _mm512_set1_epi64((long long)31LL));
            __m512i t8 = _mm512_sllv_epi64(a_v_2, t7);
            x_v_2 = _mm512_or_si512(x_v_2, t8);
            __m512i a_v_3 = _mm512_loadu_si512(a + (i_vec + 24L));
            __m512i t9 = _mm512_and_si512(a_v_3, _mm512_set1_epi64((long long)31LL));
            __m512i t10 = _mm512_sllv_epi64(a_v_3, t9);
            x_v_3 = _mm512_or_si512(x_v_3, t10);
            i_vec += 32L;
        } while (i_vec < t2);
        __m512i t11 = _mm512_ternarylogic_epi32(x_v_2, x_v, x_v_1, 0xfe);
        __m512i t12 = _mm512_or_si512(t11, x_v_3);
        t13 = (int)t2;
        t14 = 0UL | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(t12), _mm512_extracti64x4_epi64(t12, 1)), _mm_or_si128, unsigned long);
    } else {
        t13 = 0;
        t14 = 0UL;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        __m512i x_v_4 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reduce_int.c:51 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m512i a_v_4 = _mm512_loadu_si512(a + ((long)t13 + i_vec_1));
            __m512i t17 = _mm512_and_si512(a_v_4, _mm512_set1_epi64((long long)31LL));
            __m512i t18 = _mm512_sllv_epi64(a_v_4, t17);
            x_v_4 = _mm512_or_si512(x_v_4, t18);
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t19 = (int)((long)t13 + t16);
        t20 = t14 | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(x_v_4), _mm512_extracti64x4_epi64(x_v_4, 1)), _mm_or_si128, unsigned long);
    } else {
        t19 = t13;
        t20 = t14;
    }
    long t21 = (long)n + (long)t19 * -1L;
    if ((t21 >= 1L) & (t21 <= 8L)) {
        __m256i t22 = _mm256_set1_epi32((int)(int)t21);
        __m256i t23 = _mm256_cmpgt_epi32(t22, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m512i a_v_5 = _mm512_maskz_loadu_epi64(_mm256_movepi32_mask(t23), a + (long)t19);
        __m512i t24 = _mm512_and_si512(a_v_5, _mm512_set1_epi64((long long)31LL));
        __m512i t25 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), _mm512_set1_epi64((long long)0LL), t24);
        __m512i t26 = _mm512_sllv_epi64(a_v_5, t25);
        __m512i t27 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t23), _mm512_set1_epi64((long long)0LL), t26);
        __m512i x_v_5 = _mm512_or_si512(_mm512_set1_epi64((long long)0LL), t27);
        i = (int)((long)t19 + t21);
        x = t20 | vcc_avx2_reduce_epi64(_mm256_or_si256(_mm512_castsi512_si256(x_v_5), _mm512_extracti64x4_epi64(x_v_5, 1)), _mm_or_si128, unsigned long);
    } else {
        i = t19;
        x = t20;
    }
    for (; i < n; i++) {
        unsigned long t28 = a[i];
        x |= t28 << (t28 & 31UL);
    }
    return x;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int xor_i32(int n, const int *a) {
    vcc_no_contract_body
    int x;
    int t4;
    int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_int x_v = (vcc_v16_int)_mm512_set1_epi32(0);
        /* vcc: loop at reduce_int.c:58 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(5));
            x_v = (vcc_v16_int)_mm512_xor_si512((__m512i)x_v, t3);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = 0 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256((__m512i)x_v), _mm512_extracti64x4_epi64((__m512i)x_v, 1)), _mm_xor_si128, int);
    } else {
        t4 = 0;
        t5 = 0;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, a + (long)t4);
        __m512i t9 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(5));
        __m512i t10 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(0), t9);
        __m512i x_v_1 = _mm512_xor_si512(_mm512_set1_epi32(0), t10);
        i = (int)((long)t4 + t6);
        x = t5 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(x_v_1), _mm512_extracti64x4_epi64(x_v_1, 1)), _mm_xor_si128, int);
    } else {
        i = t4;
        x = t5;
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
