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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_of(int n, const int *a, int m) {
    vcc_no_contract_body
    int m_1;
    int t17;
    int t18;
    int i;
    int m_2;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m256i t1 = _mm256_set1_epi32((int)m);
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            t1 = _mm256_min_epi32(t10, t1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 8L)));
            t3 = _mm256_min_epi32(t11, t3);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 16L)));
            t4 = _mm256_min_epi32(t12, t4);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 24L)));
            t5 = _mm256_min_epi32(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        __m256i t14 = _mm256_min_epi32(t1, t3);
        __m256i t15 = _mm256_min_epi32(t14, t4);
        __m256i t16 = _mm256_min_epi32(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_epi32(t16, _mm_min_epi32, int);
    } else {
        t17 = 0;
        t18 = m;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t18);
        long t7 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_min_epi32(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_2 = vcc_avx2_reduce_epi32(t6, _mm_min_epi32, int);
    } else {
        i = t17;
        m_2 = t18;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 >= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_of(int n, const int *a, int m) {
    vcc_no_contract_body
    int m_1;
    int t17;
    int t18;
    int i;
    int m_2;
    long t8 = (long)n;
    if (t8 >= 32L) {
        long t9 = t8 & -32L;
        __m256i t1 = _mm256_set1_epi32((int)m);
        long t2 = 0L;
        __m256i t3 = t1;
        __m256i t4 = t1;
        __m256i t5 = t1;
        do {
            __m256i t10 = _mm256_loadu_si256((const __m256i *)(a + (int)t2));
            t1 = _mm256_max_epi32(t10, t1);
            __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 8L)));
            t3 = _mm256_max_epi32(t11, t3);
            __m256i t12 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 16L)));
            t4 = _mm256_max_epi32(t12, t4);
            __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (int)(t2 + 24L)));
            t5 = _mm256_max_epi32(t13, t5);
            t2 += 32L;
        } while (t2 < t9);
        __m256i t14 = _mm256_max_epi32(t1, t3);
        __m256i t15 = _mm256_max_epi32(t14, t4);
        __m256i t16 = _mm256_max_epi32(t15, t5);
        t17 = (int)t9;
        t18 = vcc_avx2_reduce_epi32(t16, _mm_max_epi32, int);
    } else {
        t17 = 0;
        t18 = m;
    }
    long t19 = (long)n + (long)t17 * -1L;
    if (t19 >= 8L) {
        long t20 = t19 & -8L;
        __m256i t6 = _mm256_set1_epi32((int)t18);
        long t7 = 0L;
        do {
            __m256i t21 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t17 + t7)));
            t6 = _mm256_max_epi32(t21, t6);
            t7 += 8L;
        } while (t7 < t20);
        i = (int)((long)t17 + t20);
        m_2 = vcc_avx2_reduce_epi32(t6, _mm_max_epi32, int);
    } else {
        i = t17;
        m_2 = t18;
    }
    for (; i < n; i++, m_2 = m_1) {
        m_1 = a[i];
        if (m_1 <= m_2) {
            m_1 = m_2;
        }
    }
    return m_2;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(2003));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long t2 = 0L;
    do {
        __m256i t10 = _mm256_sub_epi32(t1, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[(int)t2], t10);
        __m256i t11 = _mm256_add_epi32(t1, _mm256_set1_epi32(1259));
        __m256i t12 = t11;
        __m256i t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32(2003));
        __m256i t14 = _mm256_min_epu32(t12, t13);
        __m256i t15 = t14;
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 8L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(515));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(2003));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 16L)], t22);
        __m256i t23 = _mm256_add_epi32(t1, _mm256_set1_epi32(1774));
        __m256i t24 = t23;
        __m256i t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32(2003));
        __m256i t26 = _mm256_min_epu32(t24, t25);
        __m256i t27 = t26;
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[(int)(t2 + 24L)], t28);
        t2 += 32L;
        __m256i t29 = _mm256_add_epi32(t1, _mm256_set1_epi32(1030));
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(2003));
        __m256i t32 = _mm256_min_epu32(t30, t31);
        t1 = t32;
    } while (t2 < 992L);
    __m256i t33 = _mm256_set1_epi32(1885);
    __m256i t34 = _mm256_add_epi32(t33, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
    __m256i t35 = t34;
    __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(2003));
    __m256i t37 = _mm256_min_epu32(t35, t36);
    __m256i t3 = t37;
    long t4 = 0L;
    do {
        __m256i t38 = _mm256_sub_epi32(t3, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[(int)(992L + t4)], t38);
        t4 += 8L;
        __m256i t39 = _mm256_add_epi32(t3, _mm256_set1_epi32(1259));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(2003));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        t3 = t42;
    } while (t4 < 8L);
    __m256i t43 = _mm256_set1_epi32(3);
    __m256i t44 = _mm256_cmpgt_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t45 = _mm256_set1_epi32(1141);
    __m256i t46 = _mm256_add_epi32(t45, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
    __m256i t47 = t46;
    __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(2003));
    __m256i t49 = _mm256_min_epu32(t47, t48);
    __m256i t50 = t49;
    __m256i t51 = t50;
    __m256i t52 = _mm256_set1_epi32(1000);
    __m256i t53 = _mm256_sub_epi32(t51, t52);
    __m256i t54 = t53;
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t44), t54);
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
