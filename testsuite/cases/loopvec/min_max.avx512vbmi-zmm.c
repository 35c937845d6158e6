/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int min_of(int n, const int *a, int m) {
    vcc_no_contract_body
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t1 = _mm512_set1_epi32((int)m);
        long t2 = 0L;
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t2);
            t1 = _mm512_min_epi32(t5, t1);
            t2 += 16L;
        } while (t2 < t4);
        t6 = (int)t4;
        t7 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_min_epi32, int);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __mmask16 t13 = _mm512_cmp_epi32_mask(t12, t11, _MM_CMPINT_LT);
        __mmask16 t14 = _kand_mask16(t10, t13);
        __m512i t15 = _mm512_mask_blend_epi32(t14, t11, t12);
        __m512i t16 = _mm512_mask_blend_epi32(t10, t11, t15);
        i = (int)((long)t6 + t8);
        m_2 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_min_epi32, int);
    } else {
        i = t6;
        m_2 = t7;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 >= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int max_of(int n, const int *a, int m) {
    vcc_no_contract_body
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        __m512i t1 = _mm512_set1_epi32((int)m);
        long t2 = 0L;
        do {
            __m512i t5 = _mm512_loadu_si512(a + (int)t2);
            t1 = _mm512_max_epi32(t5, t1);
            t2 += 16L;
        } while (t2 < t4);
        t6 = (int)t4;
        t7 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi32, int);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if ((t8 >= 1L) & (t8 <= 16L)) {
        __m512i t9 = _mm512_set1_epi32((int)(int)t8);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t9, _MM_CMPINT_LT);
        __m512i t11 = _mm512_set1_epi32((int)t7);
        __m512i t12 = _mm512_maskz_loadu_epi32(t10, a + (int)(long)t6);
        __mmask16 t13 = _mm512_cmp_epi32_mask(t12, t11, _MM_CMPINT_NLE);
        __mmask16 t14 = _kand_mask16(t10, t13);
        __m512i t15 = _mm512_mask_blend_epi32(t14, t11, t12);
        __m512i t16 = _mm512_mask_blend_epi32(t10, t11, t15);
        i = (int)((long)t6 + t8);
        m_2 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t16), _mm512_extracti64x4_epi64(t16, 1)), _mm_max_epi32, int);
    } else {
        i = t6;
        m_2 = t7;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 <= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352, 1259, 1166, 1073, 980, 887, 794, 701, 608));
    __m512i t7 = t6;
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(2003));
    __m512i t9 = _mm512_min_epu32(t7, t8);
    __m512i t1 = t9;
    long t2 = 0L;
    do {
        __m512i t10 = _mm512_sub_epi32(t1, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[(int)t2], t10);
        __m512i t11 = _mm512_add_epi32(t1, _mm512_set1_epi32(515));
        __m512i t12 = t11;
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(2003));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        __m512i t15 = t14;
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[(int)(t2 + 16L)], t16);
        __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(1030));
        __m512i t18 = t17;
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(2003));
        __m512i t20 = _mm512_min_epu32(t18, t19);
        __m512i t21 = t20;
        __m512i t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[(int)(t2 + 32L)], t22);
        __m512i t23 = _mm512_add_epi32(t1, _mm512_set1_epi32(1545));
        __m512i t24 = t23;
        __m512i t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32(2003));
        __m512i t26 = _mm512_min_epu32(t24, t25);
        __m512i t27 = t26;
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[(int)(t2 + 48L)], t28);
        t2 += 64L;
        __m512i t29 = _mm512_add_epi32(t1, _mm512_set1_epi32(57));
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(2003));
        __m512i t32 = _mm512_min_epu32(t30, t31);
        t1 = t32;
    } while (t2 < 960L);
    __m512i t33 = _mm512_set1_epi32(855);
    __m512i t34 = _mm512_add_epi32(t33, _mm512_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352, 1259, 1166, 1073, 980, 887, 794, 701, 608));
    __m512i t35 = t34;
    __m512i t36 = _mm512_sub_epi32(t35, _mm512_set1_epi32(2003));
    __m512i t37 = _mm512_min_epu32(t35, t36);
    __m512i t3 = t37;
    long t4 = 0L;
    do {
        __m512i t38 = _mm512_sub_epi32(t3, _mm512_set1_epi32(1000));
        _mm512_storeu_si512(&a[(int)(960L + t4)], t38);
        t4 += 16L;
        __m512i t39 = _mm512_add_epi32(t3, _mm512_set1_epi32(515));
        __m512i t40 = t39;
        __m512i t41 = _mm512_sub_epi32(t40, _mm512_set1_epi32(2003));
        __m512i t42 = _mm512_min_epu32(t40, t41);
        t3 = t42;
    } while (t4 < 32L);
    __m512i t43 = _mm512_set1_epi32(11);
    __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t43, _MM_CMPINT_LT);
    __m512i t45 = _mm512_set1_epi32(1885);
    __m512i t46 = _mm512_add_epi32(t45, _mm512_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352, 1259, 1166, 1073, 980, 887, 794, 701, 608));
    __m512i t47 = t46;
    __m512i t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32(2003));
    __m512i t49 = _mm512_min_epu32(t47, t48);
    __m512i t50 = t49;
    __m512i t51 = t50;
    __m512i t52 = _mm512_set1_epi32(1000);
    __m512i t53 = _mm512_sub_epi32(t51, t52);
    __m512i t54 = t53;
    _mm512_mask_storeu_epi32(&a[992], t44, t54);
    for (int i = 1003; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const int *t55 = a;
        int t56 = max_of(n, t55, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t55, 5), t56);
    }
    return 0;
}
