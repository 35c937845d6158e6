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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void roots(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t17;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_sqrt_pd(t6);
            _mm256_storeu_pd(r + t5, t7);
            long t8 = (long)(int)(t1 + 4L);
            __m256d t9 = _mm256_loadu_pd(a + t8);
            __m256d t10 = _mm256_sqrt_pd(t9);
            _mm256_storeu_pd(r + t8, t10);
            long t11 = (long)(int)(t1 + 8L);
            __m256d t12 = _mm256_loadu_pd(a + t11);
            __m256d t13 = _mm256_sqrt_pd(t12);
            _mm256_storeu_pd(r + t11, t13);
            long t14 = (long)(int)(t1 + 12L);
            __m256d t15 = _mm256_loadu_pd(a + t14);
            __m256d t16 = _mm256_sqrt_pd(t15);
            _mm256_storeu_pd(r + t14, t16);
            t1 += 16L;
        } while (t1 < t4);
        t17 = (int)t4;
    } else {
        t17 = 0;
    }
    long t18 = (long)n + (long)t17 * -1L;
    if (t18 >= 4L) {
        long t19 = t18 & -4L;
        long t2 = 0L;
        do {
            long t20 = (long)(int)((long)t17 + t2);
            __m256d t21 = _mm256_loadu_pd(a + t20);
            __m256d t22 = _mm256_sqrt_pd(t21);
            _mm256_storeu_pd(r + t20, t22);
            t2 += 4L;
        } while (t2 < t19);
        t23 = (int)((long)t17 + t19);
    } else {
        t23 = t17;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 4L)) {
        __m128i t25 = _mm_set1_epi32((int)(int)t24);
        __m128i t26 = _mm_cmpgt_epi32(t25, _mm_setr_epi32(0, 1, 2, 3));
        long t27 = (long)(int)(long)t23;
        __m256d t28 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t26), a + t27);
        __m256d t29 = _mm256_sqrt_pd(t28);
        _mm256_mask_storeu_pd(r + t27, _mm_movepi32_mask(t26), t29);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        double t31 = a[t30];
        r[t30] = sqrt(t31);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m128i t7 = _mm_set1_epi32(0);
    __m128i t8 = _mm_add_epi32(t7, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t9 = t8;
    __m128i t10 = _mm_sub_epi32(t9, _mm_set1_epi32(31));
    __m128i t11 = _mm_min_epu32(t9, t10);
    __m128i t1 = t11;
    long t2 = 0L;
    do {
        __m128i t12 = _mm_mullo_epi32(t1, t1);
        __m256d t13 = _mm256_cvtepi32_pd(t12);
        _mm256_storeu_pd(&a[(int)t2], t13);
        __m128i t14 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t15 = t14;
        __m128i t16 = _mm_sub_epi32(t15, _mm_set1_epi32(31));
        __m128i t17 = _mm_min_epu32(t15, t16);
        __m128i t18 = t17;
        __m128i t19 = _mm_mullo_epi32(t18, t18);
        __m256d t20 = _mm256_cvtepi32_pd(t19);
        _mm256_storeu_pd(&a[(int)(t2 + 4L)], t20);
        __m128i t21 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t22 = t21;
        __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(31));
        __m128i t24 = _mm_min_epu32(t22, t23);
        __m128i t25 = t24;
        __m128i t26 = _mm_mullo_epi32(t25, t25);
        __m256d t27 = _mm256_cvtepi32_pd(t26);
        _mm256_storeu_pd(&a[(int)(t2 + 8L)], t27);
        __m128i t28 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t29 = t28;
        __m128i t30 = _mm_sub_epi32(t29, _mm_set1_epi32(31));
        __m128i t31 = _mm_min_epu32(t29, t30);
        __m128i t32 = t31;
        __m128i t33 = _mm_mullo_epi32(t32, t32);
        __m256d t34 = _mm256_cvtepi32_pd(t33);
        _mm256_storeu_pd(&a[(int)(t2 + 12L)], t34);
        t2 += 16L;
        __m128i t35 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        __m128i t36 = t35;
        __m128i t37 = _mm_sub_epi32(t36, _mm_set1_epi32(31));
        __m128i t38 = _mm_min_epu32(t36, t37);
        t1 = t38;
    } while (t2 < 992L);
    __m128i t39 = _mm_set1_epi32(0);
    __m128i t40 = _mm_add_epi32(t39, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t41 = t40;
    __m128i t42 = _mm_sub_epi32(t41, _mm_set1_epi32(31));
    __m128i t43 = _mm_min_epu32(t41, t42);
    __m128i t3 = t43;
    long t4 = 0L;
    do {
        __m128i t44 = _mm_mullo_epi32(t3, t3);
        __m256d t45 = _mm256_cvtepi32_pd(t44);
        _mm256_storeu_pd(&a[(int)(992L + t4)], t45);
        t4 += 4L;
        __m128i t46 = _mm_add_epi32(t3, _mm_set1_epi32(4));
        __m128i t47 = t46;
        __m128i t48 = _mm_sub_epi32(t47, _mm_set1_epi32(31));
        __m128i t49 = _mm_min_epu32(t47, t48);
        t3 = t49;
    } while (t4 < 8L);
    __m128i t50 = _mm_set1_epi32(3);
    __m128i t51 = _mm_cmpgt_epi32(t50, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t52 = _mm_set1_epi32(8);
    __m128i t53 = _mm_add_epi32(t52, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t54 = t53;
    __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(31));
    __m128i t56 = _mm_min_epu32(t54, t55);
    __m128i t57 = t56;
    __m128i t58 = t57;
    __m128i t59 = _mm_mullo_epi32(t58, t58);
    __m128i t60 = t59;
    __m256d t61 = _mm256_cvtepi32_pd(t60);
    _mm256_mask_storeu_pd(&a[1000], _mm_movepi32_mask(t51), t61);
    for (int i = 1003; i < 1003; i++) {
        int t62 = i % 31;
        a[i] = (double)(t62 * t62);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t5 = 0L;
        do {
            _mm256_storeu_pd(&r[(int)t5], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[(int)(t5 + 4L)], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[(int)(t5 + 8L)], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[(int)(t5 + 12L)], _mm256_set1_pd(-1.0));
            t5 += 16L;
        } while (t5 < 992L);
        long t6 = 0L;
        do {
            _mm256_storeu_pd(&r[(int)(992L + t6)], _mm256_set1_pd(-1.0));
            t6 += 4L;
        } while (t6 < 8L);
        __m128i t63 = _mm_set1_epi32(3);
        __m128i t64 = _mm_cmpgt_epi32(t63, _mm_setr_epi32(0, 1, 2, 3));
        _mm256_mask_storeu_pd(&r[1000], _mm_movepi32_mask(t64), _mm256_set1_pd(-1.0));
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
