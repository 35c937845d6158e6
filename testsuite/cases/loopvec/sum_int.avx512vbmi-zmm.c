/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: integer sum reduction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum(int n, const int *a) {
    vcc_no_contract_body
    long t1;
    __m512i t2;
    int s;
    long t3;
    long t4;
    __m512i t5;
    __m512i t6;
    int t7;
    int t8;
    long t9;
    __m512i t10;
    __mmask16 t11;
    long t12;
    __m512i t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        t2 = _mm512_set1_epi32((int)0);
        do {
            t5 = _mm512_loadu_si512(a + (int)((long)0 + t1));
            t6 = t5;
            t2 = _mm512_add_epi32(t2, t6);
            t1 += 16L;
        } while (t1 < t4);
        t7 = (int)((long)0 + t4);
        t8 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t2), _mm512_extracti64x4_epi64(t2, 1))));
    } else {
        t7 = 0;
        t8 = 0;
    }
    t9 = (long)n + (long)t7 * -1L;
    if ((t9 >= 1L) & (t9 <= 16L)) {
        t10 = _mm512_set1_epi32((int)(int)t9);
        t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t10, _MM_CMPINT_LT);
        t12 = 0L;
        t13 = _mm512_set1_epi32((int)0);
        t14 = _mm512_maskz_loadu_epi32(t11, a + (int)((long)t7 + t12));
        t15 = t14;
        t16 = _mm512_add_epi32(t13, t15);
        t17 = _mm512_mask_blend_epi32(t11, t13, t16);
        i = (int)((long)t7 + t9);
        s = (int)((unsigned int)t8 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(t17), _mm512_extracti64x4_epi64(t17, 1))));
    } else {
        i = t7;
        s = t8;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
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
    const int *t65;
    int t66;
    t6 = (int)((unsigned int)0 * (unsigned int)37);
    if ((1003L >= 64L) & (t6 >= 0)) {
        t7 = 1003L & -64L;
        t8 = _mm512_set1_epi32((int)(t6 % 101));
        t9 = _mm512_add_epi32(t8, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
        t10 = t9;
        t11 = _mm512_sub_epi32(t10, _mm512_set1_epi32((int)101));
        t12 = _mm512_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)50));
            _mm512_storeu_si512(&a[(int)((long)0 + t2)], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)87));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)101));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)50));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 16L))], t19);
            t20 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)73));
            t21 = t20;
            t22 = _mm512_sub_epi32(t21, _mm512_set1_epi32((int)101));
            t23 = _mm512_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm512_sub_epi32(t24, _mm512_set1_epi32((int)50));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 32L))], t25);
            t26 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)59));
            t27 = t26;
            t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32((int)101));
            t29 = _mm512_min_epu32(t27, t28);
            t30 = t29;
            t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)50));
            _mm512_storeu_si512(&a[(int)((long)0 + (t2 + 48L))], t31);
            t2 += 64L;
            t32 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)45));
            t33 = t32;
            t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32((int)101));
            t35 = _mm512_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t7);
        t36 = (int)((long)0 + t7);
    } else {
        t36 = 0;
    }
    t37 = (long)t36 * -1L + 1003L;
    t38 = (int)((unsigned int)t36 * (unsigned int)37);
    if ((t37 >= 16L) & (t38 >= 0)) {
        t39 = t37 & -16L;
        t40 = _mm512_set1_epi32((int)(t38 % 101));
        t41 = _mm512_add_epi32(t40, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
        t42 = t41;
        t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32((int)101));
        t44 = _mm512_min_epu32(t42, t43);
        t3 = t44;
        t4 = 0L;
        do {
            t45 = _mm512_sub_epi32(t3, _mm512_set1_epi32((int)50));
            _mm512_storeu_si512(&a[(int)((long)t36 + t4)], t45);
            t4 += 16L;
            t46 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)87));
            t47 = t46;
            t48 = _mm512_sub_epi32(t47, _mm512_set1_epi32((int)101));
            t49 = _mm512_min_epu32(t47, t48);
            t3 = t49;
        } while (t4 < t39);
        t50 = (int)((long)t36 + t39);
    } else {
        t50 = t36;
    }
    t51 = (long)t50 * -1L + 1003L;
    t52 = (int)((unsigned int)t50 * (unsigned int)37);
    if ((t51 >= 1L) & (t51 <= 16L) & (t52 >= 0)) {
        t53 = _mm512_set1_epi32((int)(int)t51);
        t54 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t53, _MM_CMPINT_LT);
        t55 = _mm512_set1_epi32((int)(t52 % 101));
        t56 = _mm512_add_epi32(t55, _mm512_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57, 94, 30, 67, 3, 40, 77, 13, 50));
        t57 = t56;
        t58 = _mm512_sub_epi32(t57, _mm512_set1_epi32((int)101));
        t59 = _mm512_min_epu32(t57, t58);
        t5 = t59;
        t60 = 0L;
        t61 = t5;
        t62 = _mm512_set1_epi32((int)50);
        t63 = _mm512_sub_epi32(t61, t62);
        t64 = t63;
        _mm512_mask_storeu_epi32(&a[(int)((long)t50 + t60)], t54, t64);
        i = (int)((long)t50 + t51);
    } else {
        i = t50;
    }
    for (; i < 1003; i++) {
        a[i] = i * 37 % 101 - 50;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t65 = &counts[c];
        t66 = (_mm256_zeroupper(), sum(*t65, a));
        printf("sum(%d) = %d\n", *t65, t66);
    }
    return 0;
}
