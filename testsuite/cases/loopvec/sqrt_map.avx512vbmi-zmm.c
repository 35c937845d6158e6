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
    int t7;
    int t12;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sqrt_map.c:7 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512d a_v = _mm512_loadu_pd(a + t3);
            __m512d t4 = _mm512_sqrt_pd(a_v);
            _mm512_storeu_pd(r + t3, t4);
            long t5 = (long)(int)(i_vec + 8L);
            __m512d a_v_1 = _mm512_loadu_pd(a + t5);
            __m512d t6 = _mm512_sqrt_pd(a_v_1);
            _mm512_storeu_pd(r + t5, t6);
            i_vec += 16L;
        } while (i_vec < t2);
        t7 = (int)t2;
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        do {
            long t10 = (long)(int)((long)t7 + i_vec_1);
            __m512d a_v_2 = _mm512_loadu_pd(a + t10);
            __m512d t11 = _mm512_sqrt_pd(a_v_2);
            _mm512_storeu_pd(r + t10, t11);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        t12 = (int)((long)t7 + t9);
    } else {
        t12 = t7;
    }
    long t13 = (long)n + (long)t12 * -1L;
    if ((t13 >= 1L) & (t13 <= 8L)) {
        __m256i t14 = _mm256_set1_epi32((int)(int)t13);
        __m256i t15 = _mm256_cmpgt_epi32(t14, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t16 = (long)(int)(long)t12;
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t15), a + t16);
        __m512d t17 = _mm512_sqrt_pd(a_v_3);
        _mm512_mask_storeu_pd(r + t16, _mm256_movepi32_mask(t15), t17);
        i = (int)((long)t12 + t13);
    } else {
        i = t12;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        double t19 = a[t18];
        r[t18] = sqrt(t19);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = t4;
    __m256i t6 = _mm256_sub_epi32(t5, _mm256_set1_epi32(31));
    __m256i t7 = _mm256_min_epu32(t5, t6);
    __m256i t1 = t7;
    long i_vec = 0L;
    /* vcc: loop at sqrt_map.c:14 vectorized: VF 8, UF 4, the remainder at 15:25 by 31 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256i t8 = _mm256_mullo_epi32(t1, t1);
        __m512d t9 = _mm512_cvtepi32_pd(t8);
        _mm512_storeu_pd(&a[(int)i_vec], t9);
        __m256i t10 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t11 = t10;
        __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(31));
        __m256i t13 = _mm256_min_epu32(t11, t12);
        __m256i t14 = t13;
        __m256i t15 = _mm256_mullo_epi32(t14, t14);
        __m512d t16 = _mm512_cvtepi32_pd(t15);
        _mm512_storeu_pd(&a[(int)(i_vec + 8L)], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(31));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256i t22 = _mm256_mullo_epi32(t21, t21);
        __m512d t23 = _mm512_cvtepi32_pd(t22);
        _mm512_storeu_pd(&a[(int)(i_vec + 16L)], t23);
        __m256i t24 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t25 = t24;
        __m256i t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32(31));
        __m256i t27 = _mm256_min_epu32(t25, t26);
        __m256i t28 = t27;
        __m256i t29 = _mm256_mullo_epi32(t28, t28);
        __m512d t30 = _mm512_cvtepi32_pd(t29);
        _mm512_storeu_pd(&a[(int)(i_vec + 24L)], t30);
        i_vec += 32L;
        __m256i t31 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t32 = t31;
        __m256i t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32(31));
        __m256i t34 = _mm256_min_epu32(t32, t33);
        t1 = t34;
    } while (i_vec < 992L);
    __m256i t35 = _mm256_set1_epi32(0);
    __m256i t36 = _mm256_add_epi32(t35, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t37 = t36;
    __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(31));
    __m256i t39 = _mm256_min_epu32(t37, t38);
    __m256i t2 = t39;
    long i_vec_1 = 0L;
    do {
        __m256i t40 = _mm256_mullo_epi32(t2, t2);
        __m512d t41 = _mm512_cvtepi32_pd(t40);
        _mm512_storeu_pd(&a[(int)(992L + i_vec_1)], t41);
        i_vec_1 += 8L;
        __m256i t42 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t43 = t42;
        __m256i t44 = _mm256_sub_epi32(t43, _mm256_set1_epi32(31));
        __m256i t45 = _mm256_min_epu32(t43, t44);
        t2 = t45;
    } while (i_vec_1 < 8L);
    __m256i t46 = _mm256_set1_epi32(3);
    __m256i t47 = _mm256_cmpgt_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t48 = _mm256_set1_epi32(8);
    __m256i t49 = _mm256_add_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t50 = t49;
    __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(31));
    __m256i t52 = _mm256_min_epu32(t50, t51);
    __m256i t53 = t52;
    __m256i t54 = t53;
    __m256i t55 = _mm256_mullo_epi32(t54, t54);
    __m256i t56 = t55;
    __m512d t57 = _mm512_cvtepi32_pd(t56);
    _mm512_mask_storeu_pd(&a[1000], _mm256_movepi32_mask(t47), t57);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at sqrt_map.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm512_storeu_pd(&r[(int)i_vec_2], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[(int)(i_vec_2 + 8L)], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[(int)(i_vec_2 + 16L)], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[(int)(i_vec_2 + 24L)], _mm512_set1_pd(-1.0));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            _mm512_storeu_pd(&r[(int)(992L + i_vec_3)], _mm512_set1_pd(-1.0));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        __m256i t58 = _mm256_set1_epi32(3);
        __m256i t59 = _mm256_cmpgt_epi32(t58, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm512_mask_storeu_pd(&r[1000], _mm256_movepi32_mask(t59), _mm512_set1_pd(-1.0));
        roots(n, r, a);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += r[i];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
