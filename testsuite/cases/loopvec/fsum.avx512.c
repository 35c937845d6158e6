/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

#include <stdio.h>

/* Not vectorized without --fast-math: the float sum would be reassociated. (The data are small
   integers, so with --fast-math the result is still exact.) */
float fsum(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i];
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(17));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at fsum.c:15 vectorized: VF 8, UF 4, the remainder at 16:24 by 17 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256i t6 = _mm256_sub_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256 t7 = _mm256_cvtepi32_ps(t6);
        _mm256_storeu_ps(&a[i_vec], t7);
        __m256i t8 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(17));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t11 = _mm256_sub_epi32(t10, _mm256_set1_epi32(8));
        __m256 t12 = _mm256_cvtepi32_ps(t11);
        _mm256_storeu_ps(&a[i_vec + 8L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(17));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32(8));
        __m256 t17 = _mm256_cvtepi32_ps(t16);
        _mm256_storeu_ps(&a[i_vec + 16L], t17);
        __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(7));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(17));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(8));
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        _mm256_storeu_ps(&a[i_vec + 24L], t22);
        i_vec += 32L;
        __m256i t23 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(15));
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(17));
        t1 = (vcc_v8_int)_mm256_min_epu32(t23, t24);
    } while (i_vec < 992L);
    __m256i t25 = _mm256_set1_epi32(6);
    __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(17));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t26, t27);
    long i_vec_1 = 0L;
    /* vcc: loop at fsum.c:15 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t28 = _mm256_sub_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256 t29 = _mm256_cvtepi32_ps(t28);
        _mm256_storeu_ps(&a[992L + i_vec_1], t29);
        i_vec_1 += 8L;
        __m256i t30 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(17));
        t2 = (vcc_v8_int)_mm256_min_epu32(t30, t31);
    } while (i_vec_1 < 8L);
    __m256i t32 = _mm256_set1_epi32(3);
    __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t34 = _mm256_set1_epi32(14);
    __m256i t35 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(17));
    __m256i t37 = _mm256_min_epu32(t35, t36);
    __m256i t38 = _mm256_sub_epi32(t37, _mm256_set1_epi32(8));
    __m256 t39 = _mm256_cvtepi32_ps(t38);
    _mm256_mask_storeu_ps(&a[1000], _mm256_movepi32_mask(t33), t39);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t40 = &counts[c];
        float t41 = (_mm256_zeroupper(), fsum(*t40, a));
        printf("fsum(%d) = %g\n", *t40, (double)t41);
    }
    return 0;
}
