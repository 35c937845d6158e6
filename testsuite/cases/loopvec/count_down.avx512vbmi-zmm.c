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
    int t17;
    int i;
    int t1 = n - 1;
    long t4 = (long)n;
    if (t4 >= 32L) {
        long t5 = t4 & -32L;
        long t2 = 0L;
        do {
            long t6 = (long)(int)((long)t1 + t2 * -1L);
            __m512i t7 = _mm512_loadu_si512(b + t6 + -15);
            __m512i t8 = _mm512_mullo_epi32(t7, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t6 + -15, t8);
            long t9 = (long)(int)((long)t1 + (t2 + 16L) * -1L);
            __m512i t10 = _mm512_loadu_si512(b + t9 + -15);
            __m512i t11 = _mm512_mullo_epi32(t10, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t9 + -15, t11);
            t2 += 32L;
        } while (t2 < t5);
        t1 = (int)((long)t1 + t5 * -1L);
    }
    long t12 = (long)t1 + 1L;
    if (t12 >= 16L) {
        long t13 = t12 & -16L;
        long t3 = 0L;
        do {
            long t14 = (long)(int)((long)t1 + t3 * -1L);
            __m512i t15 = _mm512_loadu_si512(b + t14 + -15);
            __m512i t16 = _mm512_mullo_epi32(t15, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t14 + -15, t16);
            t3 += 16L;
        } while (t3 < t13);
        t17 = (int)((long)t1 + t13 * -1L);
    } else {
        t17 = t1;
    }
    long t18 = (long)t17 + 1L;
    if ((t18 >= 1L) & (t18 <= 16L)) {
        __m512i t19 = _mm512_set1_epi32((int)(int)t18);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
        long t21 = (long)(int)(long)t17;
        __mmask16 t22 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t20)));
        __m512i t23 = _mm512_maskz_loadu_epi32(t22, (const int *)((unsigned long)b + (unsigned long)t21 * 4UL - 60UL));
        __m512i t24 = t23;
        __m512i t25 = _mm512_set1_epi32(2);
        __m512i t26 = _mm512_mullo_epi32(t24, t25);
        __m512i t27 = t26;
        __mmask16 t28 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t20)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t21 * 4UL - 60UL), t28, t27);
        i = (int)((long)t17 + t18 * -1L);
    } else {
        i = t17;
    }
    for (; i >= 0; i--) {
        long t29 = (long)i;
        a[t29] = b[t29] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m512i t7 = _mm512_set1_epi32(0);
    __m512i t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t9 = t8;
    __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(19));
    __m512i t11 = _mm512_min_epu32(t9, t10);
    __m512i t1 = t11;
    long t2 = 0L;
    do {
        _mm512_storeu_si512(&b[(int)t2], t1);
        __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t13 = t12;
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(19));
        __m512i t15 = _mm512_min_epu32(t13, t14);
        __m512i t16 = t15;
        _mm512_storeu_si512(&b[(int)(t2 + 16L)], t16);
        __m512i t17 = _mm512_add_epi32(t1, _mm512_set1_epi32(13));
        __m512i t18 = t17;
        __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(19));
        __m512i t20 = _mm512_min_epu32(t18, t19);
        __m512i t21 = t20;
        _mm512_storeu_si512(&b[(int)(t2 + 32L)], t21);
        __m512i t22 = _mm512_add_epi32(t1, _mm512_set1_epi32(10));
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(19));
        __m512i t25 = _mm512_min_epu32(t23, t24);
        __m512i t26 = t25;
        _mm512_storeu_si512(&b[(int)(t2 + 48L)], t26);
        t2 += 64L;
        __m512i t27 = _mm512_add_epi32(t1, _mm512_set1_epi32(7));
        __m512i t28 = t27;
        __m512i t29 = _mm512_sub_epi32(t28, _mm512_set1_epi32(19));
        __m512i t30 = _mm512_min_epu32(t28, t29);
        t1 = t30;
    } while (t2 < 960L);
    __m512i t31 = _mm512_set1_epi32(10);
    __m512i t32 = _mm512_add_epi32(t31, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t33 = t32;
    __m512i t34 = _mm512_sub_epi32(t33, _mm512_set1_epi32(19));
    __m512i t35 = _mm512_min_epu32(t33, t34);
    __m512i t3 = t35;
    long t4 = 0L;
    do {
        _mm512_storeu_si512(&b[(int)(960L + t4)], t3);
        t4 += 16L;
        __m512i t36 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        __m512i t37 = t36;
        __m512i t38 = _mm512_sub_epi32(t37, _mm512_set1_epi32(19));
        __m512i t39 = _mm512_min_epu32(t37, t38);
        t3 = t39;
    } while (t4 < 32L);
    __m512i t40 = _mm512_set1_epi32(11);
    __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t40, _MM_CMPINT_LT);
    __m512i t42 = _mm512_set1_epi32(4);
    __m512i t43 = _mm512_add_epi32(t42, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t44 = t43;
    __m512i t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32(19));
    __m512i t46 = _mm512_min_epu32(t44, t45);
    __m512i t47 = t46;
    _mm512_mask_storeu_epi32(&b[992], t41, t47);
    for (int i = 1003; i < 1003; i++) {
        b[i] = i % 19;
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            _mm512_storeu_si512(&a[(int)t5], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&a[(int)(t5 + 16L)], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&a[(int)(t5 + 32L)], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&a[(int)(t5 + 48L)], _mm512_set1_epi32(0));
            t5 += 64L;
        } while (t5 < 960L);
        long t6 = 0L;
        do {
            _mm512_storeu_si512(&a[(int)(960L + t6)], _mm512_set1_epi32(0));
            t6 += 16L;
        } while (t6 < 32L);
        __m512i t48 = _mm512_set1_epi32(11);
        __mmask16 t49 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t48, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&a[992], t49, _mm512_set1_epi32(0));
        for (int i_1 = 1003; i_1 < 1003; i_1++) {
            a[i_1] = 0;
        }
        down(n, a, b);
        long check = 0L;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check = check * 3L % 1000003L + (long)a[i_2];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
