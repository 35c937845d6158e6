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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum(int n, const int *a) {
    vcc_no_contract_body
    long t1;
    __m256i t2;
    __m256i t3;
    __m256i t4;
    __m256i t5;
    long t6;
    __m256i t7;
    int s;
    long t8;
    long t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    int t21;
    int t22;
    long t23;
    long t24;
    __m256i t25;
    __m256i t26;
    int i;
    t8 = (long)n;
    if (t8 >= 32L) {
        t9 = t8 & -32L;
        t1 = 0L;
        t2 = _mm256_set1_epi32((int)0);
        t3 = _mm256_set1_epi32((int)0);
        t4 = _mm256_set1_epi32((int)0);
        t5 = _mm256_set1_epi32((int)0);
        do {
            t10 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + t1)));
            t11 = t10;
            t2 = _mm256_add_epi32(t2, t11);
            t12 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 8L))));
            t13 = t12;
            t3 = _mm256_add_epi32(t3, t13);
            t14 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 16L))));
            t15 = t14;
            t4 = _mm256_add_epi32(t4, t15);
            t16 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)0 + (t1 + 24L))));
            t17 = t16;
            t5 = _mm256_add_epi32(t5, t17);
            t1 += 32L;
        } while (t1 < t9);
        t18 = _mm256_add_epi32(t2, t3);
        t19 = _mm256_add_epi32(t18, t4);
        t20 = _mm256_add_epi32(t19, t5);
        t21 = (int)((long)0 + t9);
        t22 = (int)((unsigned int)0 + vcc_avx2_sum_epi32(t20));
    } else {
        t21 = 0;
        t22 = 0;
    }
    t23 = (long)n + (long)t21 * -1L;
    if (t23 >= 8L) {
        t24 = t23 & -8L;
        t6 = 0L;
        t7 = _mm256_set1_epi32((int)0);
        do {
            t25 = _mm256_loadu_si256((const __m256i *)(a + (int)((long)t21 + t6)));
            t26 = t25;
            t7 = _mm256_add_epi32(t7, t26);
            t6 += 8L;
        } while (t6 < t24);
        i = (int)((long)t21 + t24);
        s = (int)((unsigned int)t22 + vcc_avx2_sum_epi32(t7));
    } else {
        i = t21;
        s = t22;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    int t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
    long t37;
    int t38;
    long t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    int t50;
    long t51;
    int t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    long t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    int i;
    unsigned int c;
    const int *t65;
    int t66;
    t6 = (int)((unsigned int)0 * (unsigned int)37);
    if ((1003L >= 32L) & (t6 >= 0)) {
        t7 = 1003L & -32L;
        t8 = _mm256_set1_epi32((int)(t6 % 101));
        t9 = _mm256_add_epi32(t8, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t10 = t9;
        t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32((int)101));
        t12 = _mm256_min_epu32(t10, t11);
        t1 = t12;
        t2 = 0L;
        do {
            t13 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t2)], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)94));
            t15 = t14;
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)101));
            t17 = _mm256_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 8L))], t19);
            t20 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)87));
            t21 = t20;
            t22 = _mm256_sub_epi32(t21, _mm256_set1_epi32((int)101));
            t23 = _mm256_min_epu32(t21, t22);
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 16L))], t25);
            t26 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)80));
            t27 = t26;
            t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32((int)101));
            t29 = _mm256_min_epu32(t27, t28);
            t30 = t29;
            t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t2 + 24L))], t31);
            t2 += 32L;
            t32 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)73));
            t33 = t32;
            t34 = _mm256_sub_epi32(t33, _mm256_set1_epi32((int)101));
            t35 = _mm256_min_epu32(t33, t34);
            t1 = t35;
        } while (t2 < t7);
        t36 = (int)((long)0 + t7);
    } else {
        t36 = 0;
    }
    t37 = (long)t36 * -1L + 1003L;
    t38 = (int)((unsigned int)t36 * (unsigned int)37);
    if ((t37 >= 8L) & (t38 >= 0)) {
        t39 = t37 & -8L;
        t40 = _mm256_set1_epi32((int)(t38 % 101));
        t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t42 = t41;
        t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)101));
        t44 = _mm256_min_epu32(t42, t43);
        t3 = t44;
        t4 = 0L;
        do {
            t45 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)50));
            _mm256_storeu_si256((__m256i *)&a[(int)((long)t36 + t4)], t45);
            t4 += 8L;
            t46 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)94));
            t47 = t46;
            t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32((int)101));
            t49 = _mm256_min_epu32(t47, t48);
            t3 = t49;
        } while (t4 < t39);
        t50 = (int)((long)t36 + t39);
    } else {
        t50 = t36;
    }
    t51 = (long)t50 * -1L + 1003L;
    t52 = (int)((unsigned int)t50 * (unsigned int)37);
    if ((t51 >= 1L) & (t51 <= 8L) & (t52 >= 0)) {
        t53 = _mm256_set1_epi32((int)(int)t51);
        t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t55 = _mm256_set1_epi32((int)(t52 % 101));
        t56 = _mm256_add_epi32(t55, _mm256_setr_epi32(0, 37, 74, 10, 47, 84, 20, 57));
        t57 = t56;
        t58 = _mm256_sub_epi32(t57, _mm256_set1_epi32((int)101));
        t59 = _mm256_min_epu32(t57, t58);
        t5 = t59;
        t60 = 0L;
        t61 = t5;
        t62 = _mm256_set1_epi32((int)50);
        t63 = _mm256_sub_epi32(t61, t62);
        t64 = t63;
        _mm256_mask_storeu_epi32(&a[(int)((long)t50 + t60)], _mm256_movepi32_mask(t54), t64);
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
