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
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256 t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256 t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256 t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256 t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
    int t39;
    long t40;
    long t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256 t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    int t53;
    long t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    long t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256 t67;
    int i;
    unsigned int c;
    const int *t68;
    float t69;
    if ((1003L >= 32L) & (0 >= 0)) {
        t6 = 1003L & -32L;
        t7 = _mm256_set1_epi32((int)(0 % 17));
        t8 = _mm256_add_epi32(t7, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t9 = t8;
        t10 = _mm256_sub_epi32(t9, _mm256_set1_epi32((int)17));
        t11 = _mm256_min_epu32(t9, t10);
        t1 = t11;
        t2 = 0L;
        do {
            t12 = _mm256_sub_epi32(t1, _mm256_set1_epi32((int)8));
            t13 = _mm256_cvtepi32_ps(t12);
            _mm256_storeu_ps(&a[(int)((long)0 + t2)], t13);
            t14 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t15 = t14;
            t16 = _mm256_sub_epi32(t15, _mm256_set1_epi32((int)17));
            t17 = _mm256_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)8));
            t20 = _mm256_cvtepi32_ps(t19);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 8L))], t20);
            t21 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t22 = t21;
            t23 = _mm256_sub_epi32(t22, _mm256_set1_epi32((int)17));
            t24 = _mm256_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm256_sub_epi32(t25, _mm256_set1_epi32((int)8));
            t27 = _mm256_cvtepi32_ps(t26);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 16L))], t27);
            t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)7));
            t29 = t28;
            t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32((int)17));
            t31 = _mm256_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm256_sub_epi32(t32, _mm256_set1_epi32((int)8));
            t34 = _mm256_cvtepi32_ps(t33);
            _mm256_storeu_ps(&a[(int)((long)0 + (t2 + 24L))], t34);
            t2 += 32L;
            t35 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)15));
            t36 = t35;
            t37 = _mm256_sub_epi32(t36, _mm256_set1_epi32((int)17));
            t38 = _mm256_min_epu32(t36, t37);
            t1 = t38;
        } while (t2 < t6);
        t39 = (int)((long)0 + t6);
    } else {
        t39 = 0;
    }
    t40 = (long)t39 * -1L + 1003L;
    if ((t40 >= 8L) & (t39 >= 0)) {
        t41 = t40 & -8L;
        t42 = _mm256_set1_epi32((int)(t39 % 17));
        t43 = _mm256_add_epi32(t42, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t44 = t43;
        t45 = _mm256_sub_epi32(t44, _mm256_set1_epi32((int)17));
        t46 = _mm256_min_epu32(t44, t45);
        t3 = t46;
        t4 = 0L;
        do {
            t47 = _mm256_sub_epi32(t3, _mm256_set1_epi32((int)8));
            t48 = _mm256_cvtepi32_ps(t47);
            _mm256_storeu_ps(&a[(int)((long)t39 + t4)], t48);
            t4 += 8L;
            t49 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t50 = t49;
            t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32((int)17));
            t52 = _mm256_min_epu32(t50, t51);
            t3 = t52;
        } while (t4 < t41);
        t53 = (int)((long)t39 + t41);
    } else {
        t53 = t39;
    }
    t54 = (long)t53 * -1L + 1003L;
    if ((t54 >= 1L) & (t54 <= 8L) & (t53 >= 0)) {
        t55 = _mm256_set1_epi32((int)(int)t54);
        t56 = _mm256_cmpgt_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t57 = _mm256_set1_epi32((int)(t53 % 17));
        t58 = _mm256_add_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t59 = t58;
        t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32((int)17));
        t61 = _mm256_min_epu32(t59, t60);
        t5 = t61;
        t62 = 0L;
        t63 = t5;
        t64 = _mm256_set1_epi32((int)8);
        t65 = _mm256_sub_epi32(t63, t64);
        t66 = t65;
        t67 = _mm256_cvtepi32_ps(t66);
        _mm256_mask_storeu_ps(&a[(int)((long)t53 + t62)], _mm256_movepi32_mask(t56), t67);
        i = (int)((long)t53 + t54);
    } else {
        i = t53;
    }
    for (; i < 1003; i++) {
        a[i] = (float)(i % 17 - 8);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        t68 = &counts[c];
        t69 = (_mm256_zeroupper(), fsum(*t68, a));
        printf("fsum(%d) = %g\n", *t68, (double)t69);
    }
    return 0;
}
