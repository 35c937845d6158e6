/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_reduce_epi64(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_unpackhi_epi64(vcc_s, vcc_s)); (T)_mm_cvtsi128_si64(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })

/* vcc-test: expect-vectorized generic=6 avx2=6 avx512=6 sse4.2=6 sse2=5 neon=5 */
#include "harness.h"

/* Loops that count down into an exact reduction (midend loopvec/reverse.rs
   `cancel_in_reductions`): every lane-varying value the accumulator sees is a reversed load,
   so the loads are read as they are and the lanes summed in another order, which an integer
   reduction cannot observe. Where a value is not reversed (a load that counts up, the counter
   itself) or the reduction depends on the order (a float sum), the reversals stay. */

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long dot_down(const int *x, const int *y, unsigned long n) {
    vcc_no_contract_body
    long s;
    unsigned long n_1;
    long t16;
    unsigned long t17;
    long t26;
    unsigned long t27;
    long s_1;
    if (n) {
        long t1 = (long)n + -1L;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long n_vec = 0L;
            __m512i s_v = _mm512_set1_epi64((long long)0LL);
            __m512i s_v_1 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at reverse_reduce.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            do {
                long t3 = (long)(n + (unsigned long)(n_vec * -1L) - 1UL);
                __m256i t4 = _mm256_loadu_si256((const __m256i *)(x + t3 + -7));
                __m512i t5 = _mm512_cvtepi32_epi64(t4);
                __m256i t6 = _mm256_loadu_si256((const __m256i *)(y + t3 + -7));
                __m512i t7 = _mm512_cvtepi32_epi64(t6);
                __m512i t8 = _mm512_mul_epi32(t5, t7);
                s_v = _mm512_add_epi64(s_v, t8);
                long t9 = (long)(n + (unsigned long)((n_vec + 8L) * -1L) - 1UL);
                __m256i t10 = _mm256_loadu_si256((const __m256i *)(x + t9 + -7));
                __m512i t11 = _mm512_cvtepi32_epi64(t10);
                __m256i t12 = _mm256_loadu_si256((const __m256i *)(y + t9 + -7));
                __m512i t13 = _mm512_cvtepi32_epi64(t12);
                __m512i t14 = _mm512_mul_epi32(t11, t13);
                s_v_1 = _mm512_add_epi64(s_v_1, t14);
                n_vec += 16L;
            } while (n_vec < t2);
            __m512i t15 = _mm512_add_epi64(s_v, s_v_1);
            t16 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t15), _mm512_extracti64x4_epi64(t15, 1)), _mm_add_epi64, unsigned long);
            t17 = n + (unsigned long)(t2 * -1L);
        } else {
            t16 = 0L;
            t17 = n;
        }
        long t18 = (long)t17 + -1L;
        if (t18 >= 8L) {
            long t19 = t18 & -8L;
            long n_vec_1 = 0L;
            __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
            /* vcc: loop at reverse_reduce.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t20 = (long)(t17 + (unsigned long)(n_vec_1 * -1L) - 1UL);
                __m256i t21 = _mm256_loadu_si256((const __m256i *)(x + t20 + -7));
                __m512i t22 = _mm512_cvtepi32_epi64(t21);
                __m256i t23 = _mm256_loadu_si256((const __m256i *)(y + t20 + -7));
                __m512i t24 = _mm512_cvtepi32_epi64(t23);
                __m512i t25 = _mm512_mul_epi32(t22, t24);
                s_v_2 = _mm512_add_epi64(s_v_2, t25);
                n_vec_1 += 8L;
            } while (n_vec_1 < t19);
            t26 = (long)((unsigned long)t16 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_2), _mm512_extracti64x4_epi64(s_v_2, 1)), _mm_add_epi64, unsigned long));
            t27 = t17 + (unsigned long)(t19 * -1L);
        } else {
            t26 = t16;
            t27 = t17;
        }
        long t28 = (long)t27 + -1L;
        if ((t28 >= 1L) & (t28 <= 8L)) {
            __m256i t29 = _mm256_set1_epi32((int)(int)t28);
            __m256i t30 = _mm256_cmpgt_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t31 = (long)(t27 - 1UL);
            __m256i t32 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t33 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t32), (const int *)((unsigned long)x + (unsigned long)t31 * 4UL - 28UL));
            __m256i x_v = _mm256_permutevar8x32_epi32(t33, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t34 = _mm512_cvtepi32_epi64(x_v);
            __m256i t35 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m256i t36 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), (const int *)((unsigned long)y + (unsigned long)t31 * 4UL - 28UL));
            __m256i y_v = _mm256_permutevar8x32_epi32(t36, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t37 = _mm512_cvtepi32_epi64(y_v);
            __m512i t38 = _mm512_mullo_epi64(t34, t37);
            __m512i t39 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t30), _mm512_set1_epi64((long long)0LL), t38);
            __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t39);
            s = (long)((unsigned long)t26 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
            n_1 = t27 + (unsigned long)(t28 * -1L);
        } else {
            s = t26;
            n_1 = t27;
        }
        for (;;) {
            n_1--;
            long t40 = (long)n_1;
            s += (long)x[t40] * (long)y[t40];
            if (!n_1) {
                s_1 = s;
                break;
            }
        }
    } else {
        s_1 = 0L;
    }
    return s_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) unsigned max_down(const unsigned char *p, int n) {
    vcc_no_contract_body
    unsigned int m;
    int n_1;
    unsigned int m_1;
    int n_2;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        vcc_v16_uint m_v = (vcc_v16_uint)_mm512_set1_epi32((int)7U);
        long n_vec = 0L;
        /* vcc: loop at reverse_reduce.c:21 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            __m128i t3 = _mm_loadu_si128((const __m128i *)(p + ((int)((long)n + n_vec * -1L) - 1) + -15));
            __m512i t4 = _mm512_cvtepu8_epi32(t3);
            m_v = (vcc_v16_uint)_mm512_max_epu32(t4, (__m512i)m_v);
            n_vec += 16L;
        } while (n_vec < t2);
        n_1 = (int)((long)n + t2 * -1L);
        m_1 = vcc_avx2_reduce_epi32(_mm256_max_epu32(_mm512_castsi512_si256((__m512i)m_v), _mm512_extracti64x4_epi64((__m512i)m_v, 1)), _mm_max_epu32, unsigned int);
    } else {
        n_1 = n;
        m_1 = 7U;
    }
    for (;; n_1 = n_2, m_1 = m) {
        n_2 = n_1 - 1;
        if (n_1 <= 0) {
            break;
        }
        m = (unsigned int)p[n_2];
        if (m <= m_1) {
            m = m_1;
        }
    }
    return m_1;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int cond_sum_down(const int *a, const int *b, int n, int k) {
    vcc_no_contract_body
    int t12;
    int i;
    int s;
    int s_1;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m512i k_v = _mm512_set1_epi32((int)k);
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:28 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512i t5 = _mm512_loadu_si512(a + t4 + -15);
            __m512i a_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v, k_v, _MM_CMPINT_NLE);
            __m512i t7 = _mm512_mullo_epi32(a_v, _mm512_set1_epi32(3));
            __mmask16 t8 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t6)));
            __m512i t9 = _mm512_maskz_loadu_epi32(t8, (const int *)((unsigned long)b + (unsigned long)t4 * 4UL - 60UL));
            __m512i b_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t9);
            __m512i t10 = _mm512_sub_epi32(t7, b_v);
            __m512i t11 = _mm512_mask_blend_epi32(t6, _mm512_set1_epi32(0), t10);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t11);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t12 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t12 = 0;
    }
    long t13 = (long)t1 + 1L;
    if ((t13 >= 1L) & (t13 <= 16L)) {
        __m512i t14 = _mm512_set1_epi32((int)(int)t13);
        __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
        __m512i k_v_1 = _mm512_set1_epi32((int)k);
        long t16 = (long)t1;
        __mmask16 t17 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t15)));
        __m512i t18 = _mm512_maskz_loadu_epi32(t17, (const int *)((unsigned long)a + (unsigned long)t16 * 4UL - 60UL));
        __m512i a_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
        __mmask16 t19 = _mm512_cmp_epi32_mask(a_v_1, k_v_1, _MM_CMPINT_NLE);
        __mmask16 t20 = _kand_mask16(t15, t19);
        __m512i t21 = _mm512_mullo_epi32(a_v_1, _mm512_set1_epi32(3));
        __mmask16 t22 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t20)));
        __m512i t23 = _mm512_maskz_loadu_epi32(t22, (const int *)((unsigned long)b + (unsigned long)t16 * 4UL - 60UL));
        __m512i b_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t23);
        __m512i t24 = _mm512_sub_epi32(t21, b_v_1);
        __m512i t25 = _mm512_mask_blend_epi32(t19, _mm512_set1_epi32(0), t24);
        __m512i t26 = _mm512_mask_blend_epi32(t15, _mm512_set1_epi32(0), t25);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t26);
        i = (int)((long)t1 + t13 * -1L);
        s = (int)((unsigned int)t12 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t1;
        s = t12;
    }
    for (; i >= 0; i--, s = s_1) {
        long t27 = (long)i;
        int t28 = a[t27];
        if (t28 > k) {
            s_1 = s + (t28 * 3 - b[t27]);
        } else {
            s_1 = s;
        }
    }
    return s;
}

/* One load counts up and one down: lanes of different orders meet, the reversal stays. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) long mixed_down(const int *x, const int *y, int n) {
    vcc_no_contract_body
    long s;
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
        /* vcc: loop at reverse_reduce.c:37 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m256i x_v = _mm256_loadu_si256((const __m256i *)(x + i_vec));
            __m512i t3 = _mm512_cvtepi32_epi64(x_v);
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(y + (n - 1 - (int)i_vec) + -7));
            __m256i y_v = _mm256_permutevar8x32_epi32(t4, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t5 = _mm512_cvtepi32_epi64(y_v);
            __m512i t6 = _mm512_mul_epi32(t3, t5);
            s_v = _mm512_add_epi64(s_v, t6);
            long t7 = i_vec + 8L;
            __m256i x_v_1 = _mm256_loadu_si256((const __m256i *)(x + t7));
            __m512i t8 = _mm512_cvtepi32_epi64(x_v_1);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(y + (n - 1 - (int)t7) + -7));
            __m256i y_v_1 = _mm256_permutevar8x32_epi32(t9, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t10 = _mm512_cvtepi32_epi64(y_v_1);
            __m512i t11 = _mm512_mul_epi32(t8, t10);
            s_v_1 = _mm512_add_epi64(s_v_1, t11);
            i_vec += 16L;
        } while (i_vec < t2);
        __m512i t12 = _mm512_add_epi64(s_v, s_v_1);
        t13 = (int)t2;
        t14 = (long)vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(t12), _mm512_extracti64x4_epi64(t12, 1)), _mm_add_epi64, unsigned long);
    } else {
        t13 = 0;
        t14 = 0L;
    }
    long t15 = (long)n + (long)t13 * -1L;
    if (t15 >= 8L) {
        long t16 = t15 & -8L;
        long i_vec_1 = 0L;
        __m512i s_v_2 = _mm512_set1_epi64((long long)0LL);
        /* vcc: loop at reverse_reduce.c:37 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t17 = (long)t13 + i_vec_1;
            __m256i x_v_2 = _mm256_loadu_si256((const __m256i *)(x + t17));
            __m512i t18 = _mm512_cvtepi32_epi64(x_v_2);
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(y + (n - 1 - (int)t17) + -7));
            __m256i y_v_2 = _mm256_permutevar8x32_epi32(t19, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
            __m512i t20 = _mm512_cvtepi32_epi64(y_v_2);
            __m512i t21 = _mm512_mul_epi32(t18, t20);
            s_v_2 = _mm512_add_epi64(s_v_2, t21);
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
        __m256i x_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t26), x + t27);
        __m512i t28 = _mm512_cvtepi32_epi64(x_v_3);
        __m256i t29 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m256i t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (const int *)((unsigned long)y + (unsigned long)(long)(n - 1 - (int)t27) * 4UL - 28UL));
        __m256i y_v_3 = _mm256_permutevar8x32_epi32(t30, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        __m512i t31 = _mm512_cvtepi32_epi64(y_v_3);
        __m512i t32 = _mm512_mullo_epi64(t28, t31);
        __m512i t33 = _mm512_mask_blend_epi64(_mm256_movepi32_mask(t26), _mm512_set1_epi64((long long)0LL), t32);
        __m512i s_v_3 = _mm512_add_epi64(_mm512_set1_epi64((long long)0LL), t33);
        i = (int)((long)t22 + t24);
        s = (long)((unsigned long)t23 + vcc_avx2_reduce_epi64(_mm256_add_epi64(_mm512_castsi512_si256(s_v_3), _mm512_extracti64x4_epi64(s_v_3, 1)), _mm_add_epi64, unsigned long));
    } else {
        i = t22;
        s = t23;
    }
    for (; i < n; i++) {
        s += (long)x[i] * (long)y[n - 1 - i];
    }
    return s;
}

/* The counter's lanes are in order: the reversal stays. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int index_down(const int *a, int n) {
    vcc_no_contract_body
    int s;
    int t7;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        __m512i t4 = _mm512_set1_epi32((int)t1);
        vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        long i_vec = 0L;
        vcc_v16_int s_v = (vcc_v16_int)_mm512_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:45 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i t5 = _mm512_loadu_si512(a + ((long)t1 + i_vec * -1L) + -15);
            __m512i a_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t5);
            __m512i t6 = _mm512_add_epi32(a_v, (__m512i)i_v);
            s_v = (vcc_v16_int)_mm512_xor_si512((__m512i)s_v, t6);
            i_vec += 16L;
            i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(-16));
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t7 = 0 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)), _mm_xor_si128, int);
    } else {
        t7 = 0;
    }
    long t8 = (long)t1 + 1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_set1_epi32((int)t1);
        __m512i t12 = _mm512_add_epi32(t11, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
        __mmask16 t13 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t10)));
        __m512i t14 = _mm512_maskz_loadu_epi32(t13, (const int *)((unsigned long)a + (unsigned long)(long)t1 * 4UL - 60UL));
        __m512i a_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t14);
        __m512i t15 = _mm512_add_epi32(a_v_1, t12);
        __m512i t16 = _mm512_mask_blend_epi32(t10, _mm512_set1_epi32(0), t15);
        __m512i s_v_1 = _mm512_xor_si512(_mm512_set1_epi32(0), t16);
        i = (int)((long)t1 + t8 * -1L);
        s = t7 ^ vcc_avx2_reduce_epi32(_mm256_xor_si256(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1)), _mm_xor_si128, int);
    } else {
        i = t1;
        s = t7;
    }
    for (; i >= 0; i--) {
        s ^= a[i] + i;
    }
    return s;
}

/* The same reversed load feeds a store and the sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int store_and_sum_down(int *restrict out, const int *restrict a, int n) {
    vcc_no_contract_body
    int s;
    int t9;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 16L) {
        long t3 = t2 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at reverse_reduce.c:53 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            const int *t5 = a + t4;
            __m512i t6 = _mm512_loadu_si512(t5 + -15);
            __m512i t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32(2));
            _mm512_storeu_si512(out + t4 + -15, t7);
            __m512i t8 = _mm512_loadu_si512(t5 + -15);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, t8);
            i_vec += 16L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
        t9 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t9 = 0;
    }
    long t10 = (long)t1 + 1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)t1;
        __mmask16 t14 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t12)));
        __m512i t15 = _mm512_maskz_loadu_epi32(t14, (const int *)((unsigned long)a + (unsigned long)t13 * 4UL - 60UL));
        __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(2));
        __mmask16 t17 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t12)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)out + (unsigned long)t13 * 4UL - 60UL), t17, t16);
        __mmask16 t18 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t12)));
        __m512i t19 = _mm512_maskz_loadu_epi32(t18, (const int *)((unsigned long)a + (unsigned long)t13 * 4UL - 60UL));
        __m512i a_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t19);
        __m512i t20 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(0), a_v);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t20);
        i = (int)((long)t1 + t10 * -1L);
        s = (int)((unsigned int)t9 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t1;
        s = t9;
    }
    for (; i >= 0; i--) {
        long t21 = (long)i;
        const int *t22 = a + t21;
        out[t21] = *t22 * 2;
        s += *t22;
    }
    return s;
}

/* A float sum keeps its order (no --fast-math): vectorized as an ordered sum or not at all. */
float fsum_down(const float *a, int n) {
    float s = 0.0f;
    for (int i = n - 1; i >= 0; i--)
        s += a[i] * 2.0f;
    return s;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int *x = new_array(n, sizeof(int)), *y = new_array(n, sizeof(int)), *o = new_array(n, sizeof(int));
        unsigned char *p = new_array(n, 1);
        float *f = new_array(n, sizeof(float));
        for (int i = 0; i < n; i++) {
            x[i] = (int)(next_rand() % 2000001) - 1000000;
            y[i] = (int)(next_rand() % 20001) - 10000 + i;
            p[i] = (unsigned char)(next_rand() % 251);
            f[i] = (float)((int)(next_rand() % 2001) - 1000) / 7.0f;
        }
        printf("n=%d dot=%ld max=%u cond=%d mixed=%ld index=%d", n, dot_down(x, y, (unsigned long)n),
               max_down(p, n), cond_sum_down(x, y, n, 1000), mixed_down(x, y, n), index_down(x, n));
        int s = store_and_sum_down(o, y, n);
        printf(" store=%d/%llx fsum=%a\n", s, HASH(o, n), fsum_down(f, n));
        free(x), free(y), free(o), free(p), free(f);
    }
    return 0;
}
