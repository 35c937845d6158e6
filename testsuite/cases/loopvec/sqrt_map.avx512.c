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
    int t11;
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sqrt_map.c:7 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m256d a_v = _mm256_loadu_pd(a + t3);
            __m256d t4 = _mm256_sqrt_pd(a_v);
            _mm256_storeu_pd(r + t3, t4);
            long t5 = (long)(int)(i_vec + 4L);
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d t6 = _mm256_sqrt_pd(a_v_1);
            _mm256_storeu_pd(r + t5, t6);
            long t7 = (long)(int)(i_vec + 8L);
            __m256d a_v_2 = _mm256_loadu_pd(a + t7);
            __m256d t8 = _mm256_sqrt_pd(a_v_2);
            _mm256_storeu_pd(r + t7, t8);
            long t9 = (long)(int)(i_vec + 12L);
            __m256d a_v_3 = _mm256_loadu_pd(a + t9);
            __m256d t10 = _mm256_sqrt_pd(a_v_3);
            _mm256_storeu_pd(r + t9, t10);
            i_vec += 16L;
        } while (i_vec < t2);
        t11 = (int)t2;
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 4L) {
        long t13 = t12 & -4L;
        long i_vec_1 = 0L;
        do {
            long t14 = (long)(int)((long)t11 + i_vec_1);
            __m256d a_v_4 = _mm256_loadu_pd(a + t14);
            __m256d t15 = _mm256_sqrt_pd(a_v_4);
            _mm256_storeu_pd(r + t14, t15);
            i_vec_1 += 4L;
        } while (i_vec_1 < t13);
        t16 = (int)((long)t11 + t13);
    } else {
        t16 = t11;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if ((t17 >= 1L) & (t17 <= 4L)) {
        __m128i t18 = _mm_set1_epi32((int)(int)t17);
        __m128i t19 = _mm_cmpgt_epi32(t18, _mm_setr_epi32(0, 1, 2, 3));
        long t20 = (long)(int)(long)t16;
        __m256d a_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t19), a + t20);
        __m256d t21 = _mm256_sqrt_pd(a_v_5);
        _mm256_mask_storeu_pd(r + t20, _mm_movepi32_mask(t19), t21);
        i = (int)((long)t16 + t17);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        double t23 = a[t22];
        r[t22] = sqrt(t23);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m128i t3 = _mm_set1_epi32(0);
    __m128i t4 = _mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t5 = t4;
    __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(31));
    __m128i t7 = _mm_min_epu32(t5, t6);
    __m128i t1 = t7;
    long i_vec = 0L;
    /* vcc: loop at sqrt_map.c:14 vectorized: VF 4, UF 4, the remainder at 15:25 by 31 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, masked remainder */
    do {
        __m128i t8 = _mm_mullo_epi32(t1, t1);
        __m256d t9 = _mm256_cvtepi32_pd(t8);
        _mm256_storeu_pd(&a[(int)i_vec], t9);
        __m128i t10 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t11 = t10;
        __m128i t12 = _mm_sub_epi32(t11, _mm_set1_epi32(31));
        __m128i t13 = _mm_min_epu32(t11, t12);
        __m128i t14 = t13;
        __m128i t15 = _mm_mullo_epi32(t14, t14);
        __m256d t16 = _mm256_cvtepi32_pd(t15);
        _mm256_storeu_pd(&a[(int)(i_vec + 4L)], t16);
        __m128i t17 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t18 = t17;
        __m128i t19 = _mm_sub_epi32(t18, _mm_set1_epi32(31));
        __m128i t20 = _mm_min_epu32(t18, t19);
        __m128i t21 = t20;
        __m128i t22 = _mm_mullo_epi32(t21, t21);
        __m256d t23 = _mm256_cvtepi32_pd(t22);
        _mm256_storeu_pd(&a[(int)(i_vec + 8L)], t23);
        __m128i t24 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t25 = t24;
        __m128i t26 = _mm_sub_epi32(t25, _mm_set1_epi32(31));
        __m128i t27 = _mm_min_epu32(t25, t26);
        __m128i t28 = t27;
        __m128i t29 = _mm_mullo_epi32(t28, t28);
        __m256d t30 = _mm256_cvtepi32_pd(t29);
        _mm256_storeu_pd(&a[(int)(i_vec + 12L)], t30);
        i_vec += 16L;
        __m128i t31 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        __m128i t32 = t31;
        __m128i t33 = _mm_sub_epi32(t32, _mm_set1_epi32(31));
        __m128i t34 = _mm_min_epu32(t32, t33);
        t1 = t34;
    } while (i_vec < 992L);
    __m128i t35 = _mm_set1_epi32(0);
    __m128i t36 = _mm_add_epi32(t35, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t37 = t36;
    __m128i t38 = _mm_sub_epi32(t37, _mm_set1_epi32(31));
    __m128i t39 = _mm_min_epu32(t37, t38);
    __m128i t2 = t39;
    long i_vec_1 = 0L;
    do {
        __m128i t40 = _mm_mullo_epi32(t2, t2);
        __m256d t41 = _mm256_cvtepi32_pd(t40);
        _mm256_storeu_pd(&a[(int)(992L + i_vec_1)], t41);
        i_vec_1 += 4L;
        __m128i t42 = _mm_add_epi32(t2, _mm_set1_epi32(4));
        __m128i t43 = t42;
        __m128i t44 = _mm_sub_epi32(t43, _mm_set1_epi32(31));
        __m128i t45 = _mm_min_epu32(t43, t44);
        t2 = t45;
    } while (i_vec_1 < 8L);
    __m128i t46 = _mm_set1_epi32(3);
    __m128i t47 = _mm_cmpgt_epi32(t46, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t48 = _mm_set1_epi32(8);
    __m128i t49 = _mm_add_epi32(t48, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t50 = t49;
    __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(31));
    __m128i t52 = _mm_min_epu32(t50, t51);
    __m128i t53 = t52;
    __m128i t54 = t53;
    __m128i t55 = _mm_mullo_epi32(t54, t54);
    __m128i t56 = t55;
    __m256d t57 = _mm256_cvtepi32_pd(t56);
    _mm256_mask_storeu_pd(&a[1000], _mm_movepi32_mask(t47), t57);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at sqrt_map.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        do {
            _mm256_storeu_pd(&r[(int)i_vec_2], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[(int)(i_vec_2 + 4L)], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[(int)(i_vec_2 + 8L)], _mm256_set1_pd(-1.0));
            _mm256_storeu_pd(&r[(int)(i_vec_2 + 12L)], _mm256_set1_pd(-1.0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            _mm256_storeu_pd(&r[(int)(992L + i_vec_3)], _mm256_set1_pd(-1.0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        __m128i t58 = _mm_set1_epi32(3);
        __m128i t59 = _mm_cmpgt_epi32(t58, _mm_setr_epi32(0, 1, 2, 3));
        _mm256_mask_storeu_pd(&r[1000], _mm_movepi32_mask(t59), _mm256_set1_pd(-1.0));
        roots(n, r, a);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += r[i];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
