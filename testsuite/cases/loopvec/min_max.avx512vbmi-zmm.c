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
    __m512i t1;
    long t2;
    __m512i t3;
    int m_1;
    long t4;
    long t5;
    __m512i t6;
    int t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    __mmask16 t15;
    __m512i t16;
    __m512i t17;
    int i;
    int m_2;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t1 = _mm512_set1_epi32((int)m);
        t2 = 0L;
        do {
            t6 = _mm512_loadu_si512(a + (int)((long)0 + t2));
            t1 = _mm512_min_epi32(t6, t1);
            t2 += 16L;
        } while (t2 < t5);
        t7 = (int)((long)0 + t5);
        t8 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_min_epi32, int);
    } else {
        t7 = 0;
        t8 = m;
    }
    t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t3 = _mm512_set1_epi32((int)t8);
        t12 = 0L;
        t13 = _mm512_maskz_loadu_epi32(t11, a + (int)((long)t7 + t12));
        t14 = _mm512_cmp_epi32_mask(t13, t3, _MM_CMPINT_LT);
        t15 = _kand_mask16(t11, t14);
        t16 = _mm512_mask_blend_epi32(t15, t3, t13);
        t17 = _mm512_mask_blend_epi32(t11, t3, t16);
        i = (int)((long)t7 + t9);
        m_2 = vcc_avx2_reduce_epi32(_mm256_min_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)), _mm_min_epi32, int);
    } else {
        i = t7;
        m_2 = t8;
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
    __m512i t1;
    long t2;
    __m512i t3;
    int m_1;
    long t4;
    long t5;
    __m512i t6;
    int t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512i t13;
    __mmask16 t14;
    __mmask16 t15;
    __m512i t16;
    __m512i t17;
    int i;
    int m_2;
    t4 = (long)n;
    if (t4 >= 16L) {
        t5 = t4 & -16L;
        t1 = _mm512_set1_epi32((int)m);
        t2 = 0L;
        do {
            t6 = _mm512_loadu_si512(a + (int)((long)0 + t2));
            t1 = _mm512_max_epi32(t6, t1);
            t2 += 16L;
        } while (t2 < t5);
        t7 = (int)((long)0 + t5);
        t8 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t1), _mm512_extracti64x4_epi64(t1, 1)), _mm_max_epi32, int);
    } else {
        t7 = 0;
        t8 = m;
    }
    t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t3 = _mm512_set1_epi32((int)t8);
        t12 = 0L;
        t13 = _mm512_maskz_loadu_epi32(t11, a + (int)((long)t7 + t12));
        t14 = _mm512_cmp_epi32_mask(t13, t3, _MM_CMPINT_NLE);
        t15 = _kand_mask16(t11, t14);
        t16 = _mm512_mask_blend_epi32(t15, t3, t13);
        t17 = _mm512_mask_blend_epi32(t11, t3, t16);
        i = (int)((long)t7 + t9);
        m_2 = vcc_avx2_reduce_epi32(_mm256_max_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1)), _mm_max_epi32, int);
    } else {
        i = t7;
        m_2 = t8;
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
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    int t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __m512i t35;
    int t36;
    long t37;
    int t38;
    long t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    int t50;
    long t51;
    int t52;
    __m512i t53;
    __mmask16 t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    long t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    int i;
    unsigned int c;
    int n;
    const int *t65;
    int t66;
    t6 = (int)((unsigned int)0 * (unsigned int)7919);
    if ((1003L >= 64L) & (t6 >= 0)) {
        t7 = 1003L & -64L;
        t8 = _mm512_set1_epi32((int)(t6 % 2003));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352, 1259, 1166, 1073, 980, 887, 794, 701, 608));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)2003));
        t12 = _mm512_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)1000));
            _mm512_storeu_si512(&a[(int)((long)0 + t2)], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)515));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)2003));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)1000));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 16L))], t19);
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)1030));
            t21 = t20;
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)2003));
            t23 = _mm512_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32((int)1000));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 32L))], t25);
            t26 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)1545));
            t27 = t26;
            t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32((int)2003));
            t29 = _mm512_min_epu32(t27, t28);
            t30 = t29;
            t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)1000));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 48L))], t31);
            t2 += 64L;
            t32 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)57));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)2003));
            t35 = _mm512_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t7);
        t36 = (int)((long)0 + t7);
    } else {
        t36 = 0;
    }
    t37 = (long)t36 * -1L + 1003L;
    t38 = (int)((unsigned int)t36 * (unsigned int)7919);
    if ((t37 >= 16L) & (t38 >= 0)) {
        t39 = t37 & -16L;
        t40 = _mm512_set1_epi32((int)(t38 % 2003));
        t41 = _mm512_add_epi32(t40, _mm512_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352, 1259, 1166, 1073, 980, 887, 794, 701, 608));
        t42 = t41;
        t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32((int)2003));
        t44 = _mm512_min_epu32(t42, t43);
        t3 = t44;
        t4 = 0L;
        do {
            t45 = _mm512_sub_epi32(t3, _mm512_set1_epi32((int)1000));
            _mm512_storeu_si512(&a[(int)((long)t36 + t4)], t45);
            t4 += 16L;
            t46 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)515));
            t47 = t46;
            t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32((int)2003));
            t49 = _mm512_min_epu32(t47, t48);
            t3 = t49;
        } while (t4 < t39);
        t50 = (int)((long)t36 + t39);
    } else {
        t50 = t36;
    }
    t51 = (long)t50 * -1L + 1003L;
    t52 = (int)((unsigned int)t50 * (unsigned int)7919);
    if ((t51 >= 1L) & (t51 <= 16L) & (t52 >= 0)) {
        t53 = _mm512_set1_epi32((int)(int)t51);
        t54 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t53, _MM_CMPINT_LT);
        t55 = _mm512_set1_epi32((int)(t52 % 2003));
        t56 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 1910, 1817, 1724, 1631, 1538, 1445, 1352, 1259, 1166, 1073, 980, 887, 794, 701, 608));
        t57 = t56;
        t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32((int)2003));
        t59 = _mm512_min_epu32(t57, t58);
        t5 = t59;
        t60 = 0L;
        t61 = t5;
        t62 = _mm512_set1_epi32((int)1000);
        t63 = _mm512_sub_epi32(t61, t62);
        t64 = t63;
        _mm512_mask_storeu_epi32(&a[(int)((long)t50 + t60)], t54, t64);
        i = (int)((long)t50 + t51);
    } else {
        i = t50;
    }
    for (; i < 1003; i++) {
        a[i] = i * 7919 % 2003 - 1000;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        t65 = a;
        t66 = (_mm256_zeroupper(), max_of(n, t65, -5));
        printf("n=%d min=%d max=%d\n", n, (_mm256_zeroupper(), min_of(n, t65, 5)), t66);
    }
    return 0;
}
