/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#define vcc_avx2_reduce_epi32(V, OP, T) ({ __m256i vcc_v = (V); __m128i vcc_s = OP(_mm256_castsi256_si128(vcc_v), _mm256_extracti128_si256(vcc_v, 1)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = OP(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); (T)_mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

#include <stdio.h>

/* vcc-test: expect-vectorized 2 */
/* `?:` lowers to a branch: if-conversion turns it back into a min/max reduction. (The same
   reductions on compare + select IR: see midend/tests/loopvec_ir.rs.) */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int min_of(int n, const int *a, int m) {
    vcc_no_contract_body
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int)_mm256_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_2 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_3 = (vcc_v8_int)(__m256i)m_v;
        /* vcc: loop at min_max.c:7 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int)_mm256_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v8_int)_mm256_min_epi32(a_v_4, (__m256i)m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vcc_avx2_reduce_epi32((__m256i)m_v_4, _mm_min_epi32, int);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int max_of(int n, const int *a, int m) {
    vcc_no_contract_body
    int m_1;
    int t6;
    int t7;
    int i;
    int m_2;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        vcc_v8_int m_v = (vcc_v8_int)_mm256_set1_epi32((int)m);
        long i_vec = 0L;
        vcc_v8_int m_v_1 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_2 = (vcc_v8_int)(__m256i)m_v;
        vcc_v8_int m_v_3 = (vcc_v8_int)(__m256i)m_v;
        /* vcc: loop at min_max.c:13 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            m_v = (vcc_v8_int)_mm256_max_epi32(a_v, (__m256i)m_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            m_v_1 = (vcc_v8_int)_mm256_max_epi32(a_v_1, (__m256i)m_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            m_v_2 = (vcc_v8_int)_mm256_max_epi32(a_v_2, (__m256i)m_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            m_v_3 = (vcc_v8_int)_mm256_max_epi32(a_v_3, (__m256i)m_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_max_epi32((__m256i)m_v, (__m256i)m_v_1);
        __m256i t4 = _mm256_max_epi32(t3, (__m256i)m_v_2);
        __m256i t5 = _mm256_max_epi32(t4, (__m256i)m_v_3);
        t6 = (int)t2;
        t7 = vcc_avx2_reduce_epi32(t5, _mm_max_epi32, int);
    } else {
        t6 = 0;
        t7 = m;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        vcc_v8_int m_v_4 = (vcc_v8_int)_mm256_set1_epi32((int)t7);
        long i_vec_1 = 0L;
        /* vcc: loop at min_max.c:13 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            m_v_4 = (vcc_v8_int)_mm256_max_epi32(a_v_4, (__m256i)m_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        m_2 = vcc_avx2_reduce_epi32((__m256i)m_v_4, _mm_max_epi32, int);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(2003));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at min_max.c:21 vectorized: VF 8, UF 4, the remainder at 22:16 by 2003 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256i t6 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec], t6);
        __m256i t7 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1259));
        __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(2003));
        __m256i t9 = _mm256_min_epu32(t7, t8);
        __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t10);
        __m256i t11 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(515));
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(2003));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t14);
        __m256i t15 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1774));
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(2003));
        __m256i t17 = _mm256_min_epu32(t15, t16);
        __m256i t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t18);
        i_vec += 32L;
        __m256i t19 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1030));
        __m256i t20 = _mm256_sub_epi32(t19, _mm256_set1_epi32(2003));
        t1 = (vcc_v8_int)_mm256_min_epu32(t19, t20);
    } while (i_vec < 992L);
    __m256i t21 = _mm256_set1_epi32(1885);
    __m256i t22 = _mm256_add_epi32(t21, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
    __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(2003));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t22, t23);
    long i_vec_1 = 0L;
    /* vcc: loop at min_max.c:21 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t24 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(1000));
        _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], t24);
        i_vec_1 += 8L;
        __m256i t25 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(1259));
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(2003));
        t2 = (vcc_v8_int)_mm256_min_epu32(t25, t26);
    } while (i_vec_1 < 8L);
    __m256i t27 = _mm256_set1_epi32(3);
    __m256i t28 = _mm256_cmpgt_epi32(t27, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t29 = _mm256_set1_epi32(1141);
    __m256i t30 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352));
    __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(2003));
    __m256i t32 = _mm256_min_epu32(t30, t31);
    __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(1000));
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t28), t33);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        const int *t34 = a;
        int t35 = max_of(n, t34, -5);
        printf("n=%d min=%d max=%d\n", n, min_of(n, t34, 5), t35);
    }
    return 0;
}
