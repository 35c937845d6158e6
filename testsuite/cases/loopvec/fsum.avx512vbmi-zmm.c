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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    float a[1003];
    __m512i t5 = _mm512_set1_epi32(0);
    __m512i t6 = _mm512_add_epi32(t5, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t7 = t6;
    __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(17));
    __m512i t9 = _mm512_min_epu32(t7, t8);
    __m512i t1 = t9;
    long t2 = 0L;
    do {
        __m512i t10 = _mm512_sub_epi32(t1, _mm512_set1_epi32(8));
        __m512 t11 = _mm512_cvtepi32_ps(t10);
        _mm512_storeu_ps(&a[(int)t2], t11);
        __m512i t12 = _mm512_add_epi32(t1, _mm512_set1_epi32(16));
        __m512i t13 = t12;
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(17));
        __m512i t15 = _mm512_min_epu32(t13, t14);
        __m512i t16 = t15;
        __m512i t17 = _mm512_sub_epi32(t16, _mm512_set1_epi32(8));
        __m512 t18 = _mm512_cvtepi32_ps(t17);
        _mm512_storeu_ps(&a[(int)(t2 + 16L)], t18);
        __m512i t19 = _mm512_add_epi32(t1, _mm512_set1_epi32(15));
        __m512i t20 = t19;
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(17));
        __m512i t22 = _mm512_min_epu32(t20, t21);
        __m512i t23 = t22;
        __m512i t24 = _mm512_sub_epi32(t23, _mm512_set1_epi32(8));
        __m512 t25 = _mm512_cvtepi32_ps(t24);
        _mm512_storeu_ps(&a[(int)(t2 + 32L)], t25);
        __m512i t26 = _mm512_add_epi32(t1, _mm512_set1_epi32(14));
        __m512i t27 = t26;
        __m512i t28 = _mm512_sub_epi32(t27, _mm512_set1_epi32(17));
        __m512i t29 = _mm512_min_epu32(t27, t28);
        __m512i t30 = t29;
        __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(8));
        __m512 t32 = _mm512_cvtepi32_ps(t31);
        _mm512_storeu_ps(&a[(int)(t2 + 48L)], t32);
        t2 += 64L;
        __m512i t33 = _mm512_add_epi32(t1, _mm512_set1_epi32(13));
        __m512i t34 = t33;
        __m512i t35 = _mm512_sub_epi32(t34, _mm512_set1_epi32(17));
        __m512i t36 = _mm512_min_epu32(t34, t35);
        t1 = t36;
    } while (t2 < 960L);
    __m512i t37 = _mm512_set1_epi32(8);
    __m512i t38 = _mm512_add_epi32(t37, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t39 = t38;
    __m512i t40 = _mm512_sub_epi32(t39, _mm512_set1_epi32(17));
    __m512i t41 = _mm512_min_epu32(t39, t40);
    __m512i t3 = t41;
    long t4 = 0L;
    do {
        __m512i t42 = _mm512_sub_epi32(t3, _mm512_set1_epi32(8));
        __m512 t43 = _mm512_cvtepi32_ps(t42);
        _mm512_storeu_ps(&a[(int)(960L + t4)], t43);
        t4 += 16L;
        __m512i t44 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
        __m512i t45 = t44;
        __m512i t46 = _mm512_sub_epi32(t45, _mm512_set1_epi32(17));
        __m512i t47 = _mm512_min_epu32(t45, t46);
        t3 = t47;
    } while (t4 < 32L);
    __m512i t48 = _mm512_set1_epi32(11);
    __mmask16 t49 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t48, _MM_CMPINT_LT);
    __m512i t50 = _mm512_set1_epi32(6);
    __m512i t51 = _mm512_add_epi32(t50, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t52 = t51;
    __m512i t53 = _mm512_sub_epi32(t52, _mm512_set1_epi32(17));
    __m512i t54 = _mm512_min_epu32(t52, t53);
    __m512i t55 = t54;
    __m512i t56 = t55;
    __m512i t57 = _mm512_set1_epi32(8);
    __m512i t58 = _mm512_sub_epi32(t56, t57);
    __m512i t59 = t58;
    __m512 t60 = _mm512_cvtepi32_ps(t59);
    _mm512_mask_storeu_ps(&a[992], t49, t60);
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
