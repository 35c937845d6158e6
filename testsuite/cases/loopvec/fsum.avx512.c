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
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(17));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long t2 = 0L;
    do {
        __m256i t10 = _mm256_sub_epi32(t1, _mm256_set1_epi32(8));
        __m256 t11 = _mm256_cvtepi32_ps(t10);
        _mm256_storeu_ps(&a[(int)t2], t11);
        __m256i t12 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t13 = t12;
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(17));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = t15;
        __m256i t17 = _mm256_sub_epi32(t16, _mm256_set1_epi32(8));
        __m256 t18 = _mm256_cvtepi32_ps(t17);
        _mm256_storeu_ps(&a[(int)(t2 + 8L)], t18);
        __m256i t19 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t20 = t19;
        __m256i t21 = _mm256_sub_epi32(t20, _mm256_set1_epi32(17));
        __m256i t22 = _mm256_min_epu32(t20, t21);
        __m256i t23 = t22;
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(8));
        __m256 t25 = _mm256_cvtepi32_ps(t24);
        _mm256_storeu_ps(&a[(int)(t2 + 16L)], t25);
        __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(7));
        __m256i t27 = t26;
        __m256i t28 = _mm256_sub_epi32(t27, _mm256_set1_epi32(17));
        __m256i t29 = _mm256_min_epu32(t27, t28);
        __m256i t30 = t29;
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(8));
        __m256 t32 = _mm256_cvtepi32_ps(t31);
        _mm256_storeu_ps(&a[(int)(t2 + 24L)], t32);
        t2 += 32L;
        __m256i t33 = _mm256_add_epi32(t1, _mm256_set1_epi32(15));
        __m256i t34 = t33;
        __m256i t35 = _mm256_sub_epi32(t34, _mm256_set1_epi32(17));
        __m256i t36 = _mm256_min_epu32(t34, t35);
        t1 = t36;
    } while (t2 < 992L);
    __m256i t37 = _mm256_set1_epi32(6);
    __m256i t38 = _mm256_add_epi32(t37, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t39 = t38;
    __m256i t40 = _mm256_sub_epi32(t39, _mm256_set1_epi32(17));
    __m256i t41 = _mm256_min_epu32(t39, t40);
    __m256i t3 = t41;
    long t4 = 0L;
    do {
        __m256i t42 = _mm256_sub_epi32(t3, _mm256_set1_epi32(8));
        __m256 t43 = _mm256_cvtepi32_ps(t42);
        _mm256_storeu_ps(&a[(int)(992L + t4)], t43);
        t4 += 8L;
        __m256i t44 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
        __m256i t45 = t44;
        __m256i t46 = _mm256_sub_epi32(t45, _mm256_set1_epi32(17));
        __m256i t47 = _mm256_min_epu32(t45, t46);
        t3 = t47;
    } while (t4 < 8L);
    __m256i t48 = _mm256_set1_epi32(3);
    __m256i t49 = _mm256_cmpgt_epi32(t48, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t50 = _mm256_set1_epi32(14);
    __m256i t51 = _mm256_add_epi32(t50, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t52 = t51;
    __m256i t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32(17));
    __m256i t54 = _mm256_min_epu32(t52, t53);
    __m256i t55 = t54;
    __m256i t56 = t55;
    __m256i t57 = _mm256_set1_epi32(8);
    __m256i t58 = _mm256_sub_epi32(t56, t57);
    __m256i t59 = t58;
    __m256 t60 = _mm256_cvtepi32_ps(t59);
    _mm256_mask_storeu_ps(&a[1000], _mm256_movepi32_mask(t49), t60);
    for (int i = 1003; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t61 = &counts[c];
        float t62 = (_mm256_zeroupper(), fsum(*t61, a));
        printf("fsum(%d) = %g\n", *t61, (double)t62);
    }
    return 0;
}
