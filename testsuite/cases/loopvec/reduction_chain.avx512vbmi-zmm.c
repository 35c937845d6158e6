/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned char vcc_v16_uchar __attribute__((vector_size(16)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_sse_reduce_epi8(V, OP, T) ({ __m128i vcc_s = (V); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); vcc_s = OP(vcc_s, _mm_srli_epi32(vcc_s, 16)); vcc_s = OP(vcc_s, _mm_srli_epi16(vcc_s, 8)); (T)(unsigned char)_mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Reductions updated more than once per iteration (legal/reduction.rs): `s += a[i]; s += b[i];`
   is one reduction whose chain has two updates; the loop-carried value is the second update,
   which does not read the accumulator itself. Subtractions join an integer sum where they
   subtract from the chain (`s -= x` after `s += y`). Must stay scalar: a chain that mixes
   operations, one whose middle value is also stored, and one whose second update subtracts the
   chain from something. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int two_adds(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int s;
    int t3;
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:13 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i s_v_1 = _mm512_add_epi32((__m512i)s_v, a_v);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            s_v = (vcc_v16_uint)_mm512_add_epi32(s_v_1, b_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = (int)(3U + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1))));
    } else {
        t3 = 0;
        t4 = 3;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        long t8 = (long)t3;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + t8);
        __m512i s_v_2 = _mm512_add_epi32(_mm512_set1_epi32(0), a_v_1);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t7, b + t8);
        __m512i t9 = _mm512_add_epi32(s_v_2, b_v_1);
        __m512i s_v_3 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), t9);
        i = (int)((long)t3 + t5);
        s = (int)((unsigned int)t4 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1))));
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        long t10 = (long)i;
        s = s + a[t10] + b[t10];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned add_then_sub(int n, const unsigned *a, const unsigned *b) {
    vcc_no_contract_body
    unsigned int s;
    int t4;
    unsigned int t5;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reduction_chain.c:22 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i t3 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __m512i s_v_1 = _mm512_add_epi32((__m512i)s_v, t3);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            s_v = (vcc_v16_uint)_mm512_sub_epi32(s_v_1, b_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t4 = (int)t2;
        t5 = vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t4 = 0;
        t5 = 0U;
    }
    long t6 = (long)n + (long)t4 * -1L;
    if ((t6 >= 1L) & (t6 <= 16L)) {
        __m512i t7 = _mm512_set1_epi32((int)(int)t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t7, _MM_CMPINT_LT);
        long t9 = (long)t4;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t8, a + t9);
        __m512i t10 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __m512i s_v_2 = _mm512_add_epi32(_mm512_set1_epi32(0), t10);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t8, b + t9);
        __m512i t11 = _mm512_sub_epi32(s_v_2, b_v_1);
        __m512i s_v_3 = _mm512_mask_blend_epi32(t8, _mm512_set1_epi32(0), t11);
        i = (int)((long)t4 + t6);
        s = t5 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)));
    } else {
        i = t4;
        s = t5;
    }
    for (; i < n; i++) {
        long t12 = (long)i;
        s = s + a[t12] * 3U - b[t12];
    }
    return s;
}

/* Three updates, one of them conditional. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long three_updates(int n, const int *a, const int *b) {
    vcc_no_contract_body
    long s_1;
    int t13;
    long t14;
    int t22;
    long t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        __m512i s_v = _mm512_set1_epi64((long long)0LL);
        __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reduction_chain.c:32 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(a_v);
            __m512i s_v_3 = _mm512_add_epi64(s_v, t3);
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i t4 = _mm256_cmpgt_epi32(b_v, _mm256_set1_epi32(2));
            __m512i t5 = _mm512_cvtepi32_epi64(b_v);
            __m512i t6 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t4), _mm512_set1_epi64((long long)0LL), t5);
            __m512i s_v_4 = _mm512_add_epi64(s_v_3, t6);
            s_v = _mm512_sub_epi64(s_v_4, _mm512_set1_epi64((long long)1LL));
            long t7 = i_vec + 8L;
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + t7));
            __m512i t8 = _mm512_cvtepi32_epi64(a_v_1);
            __m512i s_v_5 = _mm512_add_epi64(s_v_1, t8);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t9 = _mm256_cmpgt_epi32(b_v_1, _mm256_set1_epi32(2));
            __m512i t10 = _mm512_cvtepi32_epi64(b_v_1);
            __m512i t11 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t9), _mm512_set1_epi64((long long)0LL), t10);
            __m512i s_v_6 = _mm512_add_epi64(s_v_5, t11);
            s_v_1 = _mm512_sub_epi64(s_v_6, _mm512_set1_epi64((long long)1LL));
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t12 = _mm512_add_epi64(s_v, s_v_1);
        t13 = (int)t2;
        t14 = (long)(18446744073709551611UL + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t12), _mm512_extracti64x4_epi64(t12, 1)), _mm_add_epi64, unsigned long));
    } else {
        t13 = 0;
        t14 = -5L;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reduction_chain.c:32 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + t17));
            __m512i t18 = _mm512_cvtepi32_epi64(a_v_2);
            __m512i s_v_7 = _mm512_add_epi64(s_v_2, t18);
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t19 = _mm256_cmpgt_epi32(b_v_2, _mm256_set1_epi32(2));
            __m512i t20 = _mm512_cvtepi32_epi64(b_v_2);
            __m512i t21 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t19), _mm512_set1_epi64((long long)0LL), t20);
            __m512i s_v_8 = _mm512_add_epi64(s_v_7, t21);
            s_v_2 = _mm512_sub_epi64(s_v_8, _mm512_set1_epi64((long long)1LL));
            i_vec_1 += 8L;
        } while (i_vec_1 < t16);
        t22 = (int)((long)t13 + t16);
        t23 = (long)((unsigned long)t14 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
    } else {
        t22 = t13;
        t23 = t14;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)t22;
        __m256i a_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), a + t27);
        __m512i t28 = _mm512_cvtepi32_epi64(a_v_3);
        __m512i s_v_9 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t28);
        __m256i b_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), b + t27);
        __m256i t29 = _mm256_cmpgt_epi32(b_v_3, _mm256_set1_epi32(2));
        __m512i t30 = _mm512_cvtepi32_epi64(b_v_3);
        __m512i t31 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t29), _mm512_set1_epi64((long long)0LL), t30);
        __m512i s_v_10 = _mm512_add_epi64(s_v_9, t31);
        __m512i t32 = _mm512_sub_epi64(s_v_10, _mm512_set1_epi64((long long)1LL));
        __m512i s_v_11 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t26), _mm512_set1_epi64((long long)0LL), t32);
        i = (int)((long)t22 + t24);
        s_1 = (long)((unsigned long)t23 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_11), _mm512_extracti64x4_epi64(s_v_11, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t22;
        s_1 = t23;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        long s = s_1 + (long)a[t33];
        int t34 = b[t33];
        if (t34 > 2) {
            s += (long)t34;
        }
        s_1 = s - 1L;
    }
    return s_1;
}

/* Two maxima in one chain. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int two_max(int n, const int *a, const int *b) {
    vcc_no_contract_body
    int m_1;
    int t3;
    int t4;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_int m_v = (vcc_v16_int)_mm512_set1_epi32(-1000);
        long i_vec = 0L;
        /* vcc: loop at reduction_chain.c:44 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            __m512i m_v_1 = _mm512_max_epi32(a_v, (__m512i)m_v);
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            m_v = (vcc_v16_int)_mm512_max_epi32(b_v, m_v_1);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256((__m512i)m_v), _mm512_extracti64x4_epi64((__m512i)m_v, 1)), _mm_max_epi32, int);
    } else {
        t3 = 0;
        t4 = -1000;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i t8 = _mm512_set1_epi32((int)t4);
        long t9 = (long)t3;
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + t9);
        __m512i m_v_2 = _mm512_max_epi32(a_v_1, t8);
        __m512i b_v_1 = _mm512_maskz_loadu_epi32(t7, b + t9);
        __m512i t10 = _mm512_max_epi32(b_v_1, m_v_2);
        __m512i m_v_3 = _mm512_mask_blend_epi32(t7, t8, t10);
        i = (int)((long)t3 + t5);
        m_2 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(m_v_3), _mm512_extracti64x4_epi64(m_v_3, 1)), _mm_max_epi32, int);
    } else {
        i = t3;
        m_2 = t4;
    }
    for (; i < n; i++, m_2 = m_1) {
        long t11 = (long)i;
        int m = a[t11];
        if (m <= m_2) {
            m = m_2;
        }
        m_1 = b[t11];
        if (m_1 <= m) {
            m_1 = m;
        }
    }
    return m_2;
}

/* XOR and AND chains of bytes. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned char two_xors(int n, const unsigned char *p, const unsigned char *q) {
    vcc_no_contract_body
    unsigned char h;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uchar h_v = (vcc_v16_uchar)_mm_set1_epi8((char)0);
        /* vcc: loop at reduction_chain.c:54 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i p_v = _mm_loadu_si128((const __m128i *)(p + i_vec));
            __m512i t3 = _mm512_cvtepu8_epi32(p_v);
            __m128i t4 = _mm512_cvtepi32_epi8(t3);
            __m128i t5 = _mm_xor_si128((__m128i)h_v, t4);
            __m128i q_v = _mm_loadu_si128((const __m128i *)(q + i_vec));
            __m512i t6 = _mm512_cvtepu8_epi32(q_v);
            __m128i t7 = _mm512_cvtepi32_epi8(t6);
            h_v = (vcc_v16_uchar)_mm_xor_si128(t5, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
        h = (unsigned char)((unsigned char)90 ^ vcc_sse_reduce_epi8((__m128i)h_v, _mm_xor_si128, unsigned char));
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t20;
    int t33;
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
            /* vcc: loop at reduction_chain.c:116 vectorized: VF 16, UF 2, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 16, masked remainder */
            do {
                float *t11 = f + i_vec;
                __m512 f_v = _mm512_loadu_ps(t11);
                __m512 t12 = _mm512_mul_ps(f_v, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t11, t12);
                float *t13 = g + i_vec;
                __m512 g_v = _mm512_loadu_ps(t13);
                __m512 t14 = _mm512_mul_ps(g_v, _mm512_set1_ps(0.0015f));
                _mm512_storeu_ps(t13, t14);
                long t15 = i_vec + 16L;
                float *t16 = f + t15;
                __m512 f_v_1 = _mm512_loadu_ps(t16);
                __m512 t17 = _mm512_mul_ps(f_v_1, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t16, t17);
                float *t18 = g + t15;
                __m512 g_v_1 = _mm512_loadu_ps(t18);
                __m512 t19 = _mm512_mul_ps(g_v_1, _mm512_set1_ps(0.0015f));
                _mm512_storeu_ps(t18, t19);
                i_vec += 32L;
            } while (i_vec < t10);
            t20 = (int)t10;
        } else {
            t20 = 0;
        }
        long t21 = (long)n + (long)t20 * -1L;
        unsigned long t22 = (unsigned long)t2;
        unsigned long t23 = (unsigned long)t3;
        long t24 = (long)((unsigned long)t3 + (unsigned long)((long)t20 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t20 * 4L)));
        long t25 = (long)((unsigned long)t3 + (unsigned long)((long)t20 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t20 * 4L)));
        long t26 = (long)((unsigned long)t3 + (unsigned long)((long)t20 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t20 * 4L)));
        if ((t21 >= 16L) & (((t22 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t23 + (unsigned long)((long)t20 * 4L))) | ((t23 + (unsigned long)((long)t20 * 4L + 4L + (t21 - 1L) * 4L)) <= (t22 + (unsigned long)((long)t20 * 4L))) | (((t24 <= 0L) | (t24 >= 64L)) & ((t25 <= 0L) | (t25 >= 64L)) & ((t26 <= 0L) | (t26 >= 64L))))) {
            long t27 = t21 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at reduction_chain.c:116 vector epilogue: VF 16, UF 1, run-time check: the value of the call to `new_array` at 107:20 and the value of the call to `new_array` at 107:54 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t28 = (long)t20 + i_vec_1;
                float *t29 = f + t28;
                __m512 f_v_2 = _mm512_loadu_ps(t29);
                __m512 t30 = _mm512_mul_ps(f_v_2, _mm512_set1_ps(0.37f));
                _mm512_storeu_ps(t29, t30);
                float *t31 = g + t28;
                __m512 g_v_2 = _mm512_loadu_ps(t31);
                __m512 t32 = _mm512_mul_ps(g_v_2, _mm512_set1_ps(0.0015f));
                _mm512_storeu_ps(t31, t32);
                i_vec_1 += 16L;
            } while (i_vec_1 < t27);
            t33 = (int)((long)t20 + t27);
        } else {
            t33 = t20;
        }
        long t34 = (long)n + (long)t33 * -1L;
        unsigned long t35 = (unsigned long)t2;
        unsigned long t36 = (unsigned long)t3;
        long t37 = (long)((unsigned long)t3 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t33 * 4L)));
        long t38 = (long)((unsigned long)t3 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t33 * 4L)));
        long t39 = (long)((unsigned long)t3 + (unsigned long)((long)t33 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t33 * 4L)));
        if ((t34 >= 1L) & (t34 <= 16L) & (((t35 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t33 * 4L))) | ((t36 + (unsigned long)((long)t33 * 4L + 4L + (t34 - 1L) * 4L)) <= (t35 + (unsigned long)((long)t33 * 4L))) | (((t37 <= 0L) | (t37 >= 64L)) & ((t38 <= 0L) | (t38 >= 64L)) & ((t39 <= 0L) | (t39 >= 64L))))) {
            __m512i t40 = _mm512_set1_epi32((int)(int)t34);
            __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
            long t42 = (long)t33;
            float *t43 = f + t42;
            __m512 f_v_3 = _mm512_maskz_loadu_ps(t41, t43);
            __m512 t44 = _mm512_mul_ps(f_v_3, _mm512_set1_ps(0.37f));
            _mm512_mask_storeu_ps(t43, t41, t44);
            float *t45 = g + t42;
            __m512 g_v_3 = _mm512_maskz_loadu_ps(t41, t45);
            __m512 t46 = _mm512_mul_ps(g_v_3, _mm512_set1_ps(0.0015f));
            _mm512_mask_storeu_ps(t45, t41, t46);
            i = (int)((long)t33 + t34);
        } else {
            i = t33;
        }
        for (; i < n; i++) {
            long t47 = (long)i;
            float *t48 = f + t47;
            *t48 = *t48 * 0.37f;
            float *t49 = g + t47;
            *t49 = *t49 * 0.0015f;
        }
        unsigned char t50 = two_xors(n, p, q);
        const int *t51 = y;
        const int *t52 = x;
        int t53 = two_max(n, t52, t51);
        long t54 = three_updates(n, t52, t51);
        unsigned int t55 = add_then_sub(n, u, v);
        printf("n=%d adds=%d addsub=%u three=%ld max=%d xor=%u", n, two_adds(n, t52, t51), t55, t54, t53, (int)t50);
        unsigned int t56 = (_mm256_zeroupper(), mixed_ops(n, t52, t51));
        printf(" fadds=%a mixed=%u", (double)(_mm256_zeroupper(), two_float_adds(n, f, g)), t56);
        printf(" mid=%d", (_mm256_zeroupper(), middle_stored(n, t52, t51, mid)));
        int t57 = (_mm256_zeroupper(), reversed_sub(n, t52, t51));
        printf(" %llx rev=%d\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)mid, (unsigned long)n * 4UL)), t57);
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
