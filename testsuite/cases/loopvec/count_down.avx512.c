/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    __m256i t11;
    long t12;
    __m256i t13;
    __m256i t14;
    long t15;
    __m256i t16;
    __m256i t17;
    long t18;
    long t19;
    long t20;
    __m256i t21;
    __m256i t22;
    int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    long t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int i;
    long t36;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm256_loadu_si256((const __m256i *)(b + t6 + -7));
            t8 = _mm256_mullo_epi32(t7, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t6 + -7), t8);
            t9 = (long)(int)((long)t1 + (t2 + 8L) * -1L);
            t10 = _mm256_loadu_si256((const __m256i *)(b + t9 + -7));
            t11 = _mm256_mullo_epi32(t10, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t9 + -7), t11);
            t12 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t13 = _mm256_loadu_si256((const __m256i *)(b + t12 + -7));
            t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t12 + -7), t14);
            t15 = (long)(int)((long)t1 + (t2 + 24L) * -1L);
            t16 = _mm256_loadu_si256((const __m256i *)(b + t15 + -7));
            t17 = _mm256_mullo_epi32(t16, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t15 + -7), t17);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t18 = (long)t1 + 1L;
    if (t18 >= 8L) {
        t19 = t18 & -8L;
        t3 = 0L;
        do {
            t20 = (long)(int)((long)t1 + t3 * -1L);
            t21 = _mm256_loadu_si256((const __m256i *)(b + t20 + -7));
            t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32((int)2));
            _mm256_storeu_si256((__m256i *)(a + t20 + -7), t22);
            t3 += 8L;
        } while (t3 < t19);
        t23 = (int)((long)t1 + t19 * -1L);
    } else {
        t23 = t1;
    }
    t24 = (long)t23 + 1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        t25 = _mm256_set1_epi32((int)(int)t24);
        t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t27 = 0L;
        t28 = (long)(int)((long)t23 + t27 * -1L);
        t29 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        t30 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t29), (const int *)((unsigned long)b + (unsigned long)t28 * 4UL - 28UL));
        t31 = t30;
        t32 = _mm256_set1_epi32((int)2);
        t33 = _mm256_mullo_epi32(t31, t32);
        t34 = t33;
        t35 = _mm256_permutevar8x32_epi32(t26, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0));
        _mm256_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t28 * 4UL - 28UL), _mm256_movepi32_mask(t35), t34);
        i = (int)((long)t23 + t24 * -1L);
    } else {
        i = t23;
    }
    for (; i >= 0; i--) {
        t36 = (long)i;
        a[t36] = b[t36] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    long check;
    long t8;
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
    int t33;
    long t34;
    long t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    int t45;
    long t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    long t54;
    int i;
    unsigned int c;
    int n;
    long t55;
    int t56;
    long t57;
    long t58;
    int t59;
    long t60;
    __m256i t61;
    __m256i t62;
    long t63;
    int i_1;
    int i_2;
    if ((1003L >= 32L) & (0 >= 0)) {
        t8 = 1003L & -32L;
        t9 = _mm256_set1_epi32((int)(0 % 19));
        t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t11 = t10;
        t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)19));
        t13 = _mm256_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + t2)], t1);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)19));
            t17 = _mm256_min_epu32(t15, t16);
            t18 = t17;
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 8L))], t18);
            t19 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t20 = t19;
            t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32((int)19));
            t22 = _mm256_min_epu32(t20, t21);
            t23 = t22;
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 16L))], t23);
            t24 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)5));
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)19));
            t27 = _mm256_min_epu32(t25, t26);
            t28 = t27;
            _mm256_storeu_si256((__m256i *)&b[(int)((long)0 + (t2 + 24L))], t28);
            t2 += 32L;
            t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)13));
            t30 = t29;
            t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)19));
            t32 = _mm256_min_epu32(t30, t31);
            t1 = t32;
        } while (t2 < t8);
        t33 = (int)((long)0 + t8);
    } else {
        t33 = 0;
    }
    t34 = (long)t33 * -1L + 1003L;
    if ((t34 >= 8L) & (t33 >= 0)) {
        t35 = t34 & -8L;
        t36 = _mm256_set1_epi32((int)(t33 % 19));
        t37 = _mm256_add_epi32(t36, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t38 = t37;
        t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)19));
        t40 = _mm256_min_epu32(t38, t39);
        t3 = t40;
        t4 = 0L;
        do {
            _mm256_storeu_si256((__m256i *)&b[(int)((long)t33 + t4)], t3);
            t4 += 8L;
            t41 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t42 = t41;
            t43 = _mm256_sub_epi32(t42, _mm256_set1_epi32((int)19));
            t44 = _mm256_min_epu32(t42, t43);
            t3 = t44;
        } while (t4 < t35);
        t45 = (int)((long)t33 + t35);
    } else {
        t45 = t33;
    }
    t46 = (long)t45 * -1L + 1003L;
    if ((t46 >= 1L) & (t46 <= 8L) & (t45 >= 0)) {
        t47 = _mm256_set1_epi32((int)(int)t46);
        t48 = _mm256_cmpgt_epi32(t47, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t49 = _mm256_set1_epi32((int)(t45 % 19));
        t50 = _mm256_add_epi32(t49, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t51 = t50;
        t52 = _mm256_sub_epi32(t51, _mm256_set1_epi32((int)19));
        t53 = _mm256_min_epu32(t51, t52);
        t5 = t53;
        t54 = 0L;
        _mm256_mask_storeu_epi32(&b[(int)((long)t45 + t54)], _mm256_movepi32_mask(t48), t5);
        i = (int)((long)t45 + t46);
    } else {
        i = t45;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t55 = 1003L & -32L;
            t6 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + t6)], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 8L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 16L))], _mm256_set1_epi32((int)0));
                _mm256_storeu_si256((__m256i *)&a[(int)((long)0 + (t6 + 24L))], _mm256_set1_epi32((int)0));
                t6 += 32L;
            } while (t6 < t55);
            t56 = (int)((long)0 + t55);
        } else {
            t56 = 0;
        }
        t57 = (long)t56 * -1L + 1003L;
        if (t57 >= 8L) {
            t58 = t57 & -8L;
            t7 = 0L;
            do {
                _mm256_storeu_si256((__m256i *)&a[(int)((long)t56 + t7)], _mm256_set1_epi32((int)0));
                t7 += 8L;
            } while (t7 < t58);
            t59 = (int)((long)t56 + t58);
        } else {
            t59 = t56;
        }
        t60 = (long)t59 * -1L + 1003L;
        if ((t60 >= 1L) & (t60 <= 8L)) {
            t61 = _mm256_set1_epi32((int)(int)t60);
            t62 = _mm256_cmpgt_epi32(t61, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t63 = 0L;
            _mm256_mask_storeu_epi32(&a[(int)((long)t59 + t63)], _mm256_movepi32_mask(t62), _mm256_set1_epi32((int)0));
            i_1 = (int)((long)t59 + t60);
        } else {
            i_1 = t59;
        }
        for (; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        (_mm256_zeroupper(), down(n, a, b));
        check = 0L;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
