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
    __m512i t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512 t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512 t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512 t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512 t34;
    __m512i t35;
    __m512i t36;
    __m512i t37;
    __m512i t38;
    int t39;
    long t40;
    long t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512 t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    int t53;
    long t54;
    __m512i t55;
    __mmask16 t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    long t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512 t67;
    int i;
    unsigned int c;
    const int *t68;
    float t69;
    if ((1003L >= 64L) & (0 >= 0)) {
        t6 = 1003L & -64L;
        t7 = _mm512_set1_epi32((int)(0 % 17));
        t8 = _mm512_add_epi32(t7, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t9 = t8;
        t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32((int)17));
        t11 = _mm512_min_epu32(t9, t10);
        t1 = t11;
        t2 = 0L;
        do {
            t12 = _mm512_sub_epi32(t1, _mm512_set1_epi32((int)8));
            t13 = _mm512_cvtepi32_ps(t12);
            _mm512_storeu_ps(&a[(int)((long)0 + t2)], t13);
            t14 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)16));
            t15 = t14;
            t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32((int)17));
            t17 = _mm512_min_epu32(t15, t16);
            t18 = t17;
            t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32((int)8));
            t20 = _mm512_cvtepi32_ps(t19);
            _mm512_storeu_ps(&a[(int)((long)0 + (t2 + 16L))], t20);
            t21 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)15));
            t22 = t21;
            t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32((int)17));
            t24 = _mm512_min_epu32(t22, t23);
            t25 = t24;
            t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32((int)8));
            t27 = _mm512_cvtepi32_ps(t26);
            _mm512_storeu_ps(&a[(int)((long)0 + (t2 + 32L))], t27);
            t28 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)14));
            t29 = t28;
            t30 = _mm512_sub_epi32(t29, _mm512_set1_epi32((int)17));
            t31 = _mm512_min_epu32(t29, t30);
            t32 = t31;
            t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32((int)8));
            t34 = _mm512_cvtepi32_ps(t33);
            _mm512_storeu_ps(&a[(int)((long)0 + (t2 + 48L))], t34);
            t2 += 64L;
            t35 = _mm512_add_epi32(t1, _mm512_set1_epi32((int)13));
            t36 = t35;
            t37 = _mm512_sub_epi32(t36, _mm512_set1_epi32((int)17));
            t38 = _mm512_min_epu32(t36, t37);
            t1 = t38;
        } while (t2 < t6);
        t39 = (int)((long)0 + t6);
    } else {
        t39 = 0;
    }
    t40 = (long)t39 * -1L + 1003L;
    if ((t40 >= 16L) & (t39 >= 0)) {
        t41 = t40 & -16L;
        t42 = _mm512_set1_epi32((int)(t39 % 17));
        t43 = _mm512_add_epi32(t42, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t44 = t43;
        t45 = _mm512_sub_epi32(t44, _mm512_set1_epi32((int)17));
        t46 = _mm512_min_epu32(t44, t45);
        t3 = t46;
        t4 = 0L;
        do {
            t47 = _mm512_sub_epi32(t3, _mm512_set1_epi32((int)8));
            t48 = _mm512_cvtepi32_ps(t47);
            _mm512_storeu_ps(&a[(int)((long)t39 + t4)], t48);
            t4 += 16L;
            t49 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
            t50 = t49;
            t51 = _mm512_sub_epi32(t50, _mm512_set1_epi32((int)17));
            t52 = _mm512_min_epu32(t50, t51);
            t3 = t52;
        } while (t4 < t41);
        t53 = (int)((long)t39 + t41);
    } else {
        t53 = t39;
    }
    t54 = (long)t53 * -1L + 1003L;
    if ((t54 >= 1L) & (t54 <= 16L) & (t53 >= 0)) {
        t55 = _mm512_set1_epi32((int)(int)t54);
        t56 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t55, _MM_CMPINT_LT);
        t57 = _mm512_set1_epi32((int)(t53 % 17));
        t58 = _mm512_add_epi32(t57, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
        t59 = t58;
        t60 = _mm512_sub_epi32(t59, _mm512_set1_epi32((int)17));
        t61 = _mm512_min_epu32(t59, t60);
        t5 = t61;
        t62 = 0L;
        t63 = t5;
        t64 = _mm512_set1_epi32((int)8);
        t65 = _mm512_sub_epi32(t63, t64);
        t66 = t65;
        t67 = _mm512_cvtepi32_ps(t66);
        _mm512_mask_storeu_ps(&a[(int)((long)t53 + t62)], t56, t67);
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
