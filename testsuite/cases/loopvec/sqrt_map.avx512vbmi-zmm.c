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
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void roots(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t11;
    int t17;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_sqrt_pd(t6);
            _mm512_storeu_pd(r + t5, t7);
            long t8 = (long)(int)(t1 + 8L);
            __m512d t9 = _mm512_loadu_pd(a + t8);
            __m512d t10 = _mm512_sqrt_pd(t9);
            _mm512_storeu_pd(r + t8, t10);
            t1 += 16L;
        } while (t1 < t4);
        t11 = (int)t4;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        long t13 = t12 & -8L;
        long t2 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + t2);
            __m512d t15 = _mm512_loadu_pd(a + t14);
            __m512d t16 = _mm512_sqrt_pd(t15);
            _mm512_storeu_pd(r + t14, t16);
            t2 += 8L;
        } while (t2 < t13);
        t17 = (int)((long)t11 + t13);
    } else {
        t17 = t11;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        __m256i t19 = _mm256_set1_epi32((int)(int)t18);
        __m256i t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t21 = (long)(int)(long)t17;
        __m512d t22 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t20), a + t21);
        __m512d t23 = _mm512_sqrt_pd(t22);
        _mm512_mask_storeu_pd(r + t21, _mm256_movepi32_mask(t20), t23);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        long t24 = (long)i;
        double t25 = a[t24];
        r[t24] = sqrt(t25);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m256i t7 = _mm256_set1_epi32(0);
    __m256i t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t9 = t8;
    __m256i t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32(31));
    __m256i t11 = _mm256_min_epu32(t9, t10);
    __m256i t1 = t11;
    long t2 = 0L;
    do {
        __m256i t12 = _mm256_mullo_epi32(t1, t1);
        __m512d t13 = _mm512_cvtepi32_pd(t12);
        _mm512_storeu_pd(&a[(int)t2], t13);
        __m256i t14 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t15 = t14;
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(31));
        __m256i t17 = _mm256_min_epu32(t15, t16);
        __m256i t18 = t17;
        __m256i t19 = _mm256_mullo_epi32(t18, t18);
        __m512d t20 = _mm512_cvtepi32_pd(t19);
        _mm512_storeu_pd(&a[(int)(t2 + 8L)], t20);
        __m256i t21 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t22 = t21;
        __m256i t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32(31));
        __m256i t24 = _mm256_min_epu32(t22, t23);
        __m256i t25 = t24;
        __m256i t26 = _mm256_mullo_epi32(t25, t25);
        __m512d t27 = _mm512_cvtepi32_pd(t26);
        _mm512_storeu_pd(&a[(int)(t2 + 16L)], t27);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t29 = t28;
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(31));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = t31;
        __m256i t33 = _mm256_mullo_epi32(t32, t32);
        __m512d t34 = _mm512_cvtepi32_pd(t33);
        _mm512_storeu_pd(&a[(int)(t2 + 24L)], t34);
        t2 += 32L;
        __m256i t35 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t36 = t35;
        __m256i t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32(31));
        __m256i t38 = _mm256_min_epu32(t36, t37);
        t1 = t38;
    } while (t2 < 992L);
    __m256i t39 = _mm256_set1_epi32(0);
    __m256i t40 = _mm256_add_epi32(t39, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t41 = t40;
    __m256i t42 = _mm256_sub_epi32(t41, _mm256_set1_epi32(31));
    __m256i t43 = _mm256_min_epu32(t41, t42);
    __m256i t3 = t43;
    long t4 = 0L;
    do {
        __m256i t44 = _mm256_mullo_epi32(t3, t3);
        __m512d t45 = _mm512_cvtepi32_pd(t44);
        _mm512_storeu_pd(&a[(int)(992L + t4)], t45);
        t4 += 8L;
        __m256i t46 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        __m256i t47 = t46;
        __m256i t48 = _mm256_sub_epi32(t47, _mm256_set1_epi32(31));
        __m256i t49 = _mm256_min_epu32(t47, t48);
        t3 = t49;
    } while (t4 < 8L);
    __m256i t50 = _mm256_set1_epi32(3);
    __m256i t51 = _mm256_cmpgt_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t52 = _mm256_set1_epi32(8);
    __m256i t53 = _mm256_add_epi32(t52, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t54 = t53;
    __m256i t55 = _mm256_sub_epi32(t54, _mm256_set1_epi32(31));
    __m256i t56 = _mm256_min_epu32(t54, t55);
    __m256i t57 = t56;
    __m256i t58 = t57;
    __m256i t59 = _mm256_mullo_epi32(t58, t58);
    __m256i t60 = t59;
    __m512d t61 = _mm512_cvtepi32_pd(t60);
    _mm512_mask_storeu_pd(&a[1000], _mm256_movepi32_mask(t51), t61);
    for (int i = 1003; i < 1003; i++) {
        int t62 = i % 31;
        a[i] = (double)(t62 * t62);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            _mm512_storeu_pd(&r[(int)t5], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[(int)(t5 + 8L)], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[(int)(t5 + 16L)], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[(int)(t5 + 24L)], _mm512_set1_pd(-1.0));
            t5 += 32L;
        } while (t5 < 992L);
        long t6 = 0L;
        do {
            _mm512_storeu_pd(&r[(int)(992L + t6)], _mm512_set1_pd(-1.0));
            t6 += 8L;
        } while (t6 < 8L);
        __m256i t63 = _mm256_set1_epi32(3);
        __m256i t64 = _mm256_cmpgt_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm512_mask_storeu_pd(&r[1000], _mm256_movepi32_mask(t64), _mm512_set1_pd(-1.0));
        for (int i_1 = 1003; i_1 < 1003; i_1++) {
            r[i_1] = -1.0;
        }
        roots(n, r, a);
        double check = 0.0;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
