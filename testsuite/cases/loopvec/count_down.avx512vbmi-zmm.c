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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    __m512i t11;
    long t12;
    long t13;
    long t14;
    __m512i t15;
    __m512i t16;
    int t17;
    long t18;
    __m512i t19;
    __mmask16 t20;
    long t21;
    long t22;
    __mmask16 t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __mmask16 t29;
    int i;
    long t30;
    t1 = n - 1;
    t4 = (long)n;
    if (t4 >= 32L) {
        t5 = t4 & -32L;
        t2 = 0L;
        do {
            t6 = (long)(int)((long)t1 + t2 * -1L);
            t7 = _mm512_loadu_si512(b + t6 + -15);
            t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(a + t6 + -15, t8);
            t9 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            t10 = _mm512_loadu_si512(b + t9 + -15);
            t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(a + t9 + -15, t11);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    t12 = (long)t1 + 1L;
    if (t12 >= 16L) {
        t13 = t12 & -16L;
        t3 = 0L;
        do {
            t14 = (long)(int)((long)t1 + t3 * -1L);
            t15 = _mm512_loadu_si512(b + t14 + -15);
            t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32((int)2));
            _mm512_storeu_si512(a + t14 + -15, t16);
            t3 += 16L;
        } while (t3 < t13);
        t17 = (int)((long)t1 + t13 * -1L);
    } else {
        t17 = t1;
    }
    t18 = (long)t17 + 1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        t19 = _mm512_set1_epi32((int)(int)t18);
        t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        t21 = 0L;
        t22 = (long)(int)((long)t17 + t21 * -1L);
        t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t20)));
        t24 = _mm512_maskz_loadu_epi32(t23, (const int *)((unsigned long)b + (unsigned long)t22 * 4UL - 60UL));
        t25 = t24;
        t26 = _mm512_set1_epi32((int)2);
        t27 = _mm512_mullo_epi32(t25, t26);
        t28 = t27;
        t29 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t20)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t22 * 4UL - 60UL), t29, t28);
        i = (int)((long)t17 + t18 * -1L);
    } else {
        i = t17;
    }
    for (; i >= 0; i--) {
        t30 = (long)i;
        a[t30] = b[t30] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    long t7;
    long check;
    long t8;
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
    int t33;
    long t34;
    long t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    int t45;
    long t46;
    __m512i t47;
    __mmask16 t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
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
    __m512i t61;
    __mmask16 t62;
    long t63;
    int i_1;
    int i_2;
    if ((1003L >= 64L) & (0 >= 0)) {
        t8 = 1003L & -64L;
        t9 = _mm512_set1_epi32((int)(0 % 19));
        t10 = _mm512_add_epi32(t9, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t11 = t10;
        t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32((int)19));
        t13 = _mm512_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            _mm512_storeu_si512(&b[(int)((long)0 + t2)], t1);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)19));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            _mm512_storeu_si512(&b[(int)((long)0 + (t2 + 16L))], t18);
            t19 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)13));
            t20 = t19;
            t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32((int)19));
            t22 = _mm512_min_epu32(t20, t21);
            t23 = t22;
            _mm512_storeu_si512(&b[(int)((long)0 + (t2 + 32L))], t23);
            t24 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)10));
            t25 = t24;
            t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)19));
            t27 = _mm512_min_epu32(t25, t26);
            t28 = t27;
            _mm512_storeu_si512(&b[(int)((long)0 + (t2 + 48L))], t28);
            t2 += 64L;
            t29 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)7));
            t30 = t29;
            t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32((int)19));
            t32 = _mm512_min_epu32(t30, t31);
            t1 = t32;
        } while (t2 < t8);
        t33 = (int)((long)0 + t8);
    } else {
        t33 = 0;
    }
    t34 = (long)t33 * -1L + 1003L;
    if ((t34 >= 16L) & (t33 >= 0)) {
        t35 = t34 & -16L;
        t36 = _mm512_set1_epi32((int)(t33 % 19));
        t37 = _mm512_add_epi32(t36, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t38 = t37;
        t39 = _mm512_sub_epi32(t38, _mm512_set1_epi32((int)19));
        t40 = _mm512_min_epu32(t38, t39);
        t3 = t40;
        t4 = 0L;
        do {
            _mm512_storeu_si512(&b[(int)((long)t33 + t4)], t3);
            t4 += 16L;
            t41 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
            t42 = t41;
            t43 = _mm512_sub_epi32(t42, _mm512_set1_epi32((int)19));
            t44 = _mm512_min_epu32(t42, t43);
            t3 = t44;
        } while (t4 < t35);
        t45 = (int)((long)t33 + t35);
    } else {
        t45 = t33;
    }
    t46 = (long)t45 * -1L + 1003L;
    if ((t46 >= 1L) & (t46 <= 16L) & (t45 >= 0)) {
        t47 = _mm512_set1_epi32((int)(int)t46);
        t48 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t47, _MM_CMPINT_LT);
        t49 = _mm512_set1_epi32((int)(t45 % 19));
        t50 = _mm512_add_epi32(t49, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t51 = t50;
        t52 = _mm512_sub_epi32(t51, _mm512_set1_epi32((int)19));
        t53 = _mm512_min_epu32(t51, t52);
        t5 = t53;
        t54 = 0L;
        _mm512_mask_storeu_epi32(&b[(int)((long)t45 + t54)], t48, t5);
        i = (int)((long)t45 + t46);
    } else {
        i = t45;
    }
    for (; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 64L) {
            t55 = 1003L & -64L;
            t6 = 0L;
            do {
                _mm512_storeu_si512(&a[(int)((long)0 + t6)], _mm512_set1_epi32((int)0));
                _mm512_storeu_si512(&a[(int)((long)0 + (t6 + 16L))], _mm512_set1_epi32((int)0));
                _mm512_storeu_si512(&a[(int)((long)0 + (t6 + 32L))], _mm512_set1_epi32((int)0));
                _mm512_storeu_si512(&a[(int)((long)0 + (t6 + 48L))], _mm512_set1_epi32((int)0));
                t6 += 64L;
            } while (t6 < t55);
            t56 = (int)((long)0 + t55);
        } else {
            t56 = 0;
        }
        t57 = (long)t56 * -1L + 1003L;
        if (t57 >= 16L) {
            t58 = t57 & -16L;
            t7 = 0L;
            do {
                _mm512_storeu_si512(&a[(int)((long)t56 + t7)], _mm512_set1_epi32((int)0));
                t7 += 16L;
            } while (t7 < t58);
            t59 = (int)((long)t56 + t58);
        } else {
            t59 = t56;
        }
        t60 = (long)t59 * -1L + 1003L;
        if ((t60 >= 1L) & (t60 <= 16L)) {
            t61 = _mm512_set1_epi32((int)(int)t60);
            t62 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t61, _MM_CMPINT_LT);
            t63 = 0L;
            _mm512_mask_storeu_epi32(&a[(int)((long)t59 + t63)], t62, _mm512_set1_epi32((int)0));
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
