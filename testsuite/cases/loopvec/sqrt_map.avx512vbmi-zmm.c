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
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    __m512d t6;
    __m512d t7;
    long t8;
    __m512d t9;
    __m512d t10;
    int t11;
    long t12;
    long t13;
    long t14;
    __m512d t15;
    __m512d t16;
    int t17;
    long t18;
    __m256i t19;
    __m256i t20;
    long t21;
    long t22;
    __m512d t23;
    __m512d t24;
    int i;
    long t25;
    double t26;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (long)(int)((long)0 + t1);
            t6 = _mm512_loadu_pd(a + t5);
            t7 = _mm512_sqrt_pd(t6);
            _mm512_storeu_pd(r + t5, t7);
            t8 = (long)(int)((long)0 + (t1 + 8L));
            t9 = _mm512_loadu_pd(a + t8);
            t10 = _mm512_sqrt_pd(t9);
            _mm512_storeu_pd(r + t8, t10);
            t1 += 16L;
        } while (t1 < t4);
        t11 = (int)((long)0 + t4);
    } else {
        t11 = 0;
    }
    t12 = (long)n + (long)t11 * -1L;
    if (t12 >= 8L) {
        t13 = t12 & -8L;
        t2 = 0L;
        do {
            t14 = (long)(int)((long)t11 + t2);
            t15 = _mm512_loadu_pd(a + t14);
            t16 = _mm512_sqrt_pd(t15);
            _mm512_storeu_pd(r + t14, t16);
            t2 += 8L;
        } while (t2 < t13);
        t17 = (int)((long)t11 + t13);
    } else {
        t17 = t11;
    }
    t18 = (long)n + (long)t17 * -1L;
    if ((t18 >= 1L) & (t18 <= 8L)) {
        t19 = _mm256_set1_epi32((int)(int)t18);
        t20 = _mm256_cmpgt_epi32(t19, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t21 = 0L;
        t22 = (long)(int)((long)t17 + t21);
        t23 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t20), a + t22);
        t24 = _mm512_sqrt_pd(t23);
        _mm512_mask_storeu_pd(r + t22, _mm256_movepi32_mask(t20), t24);
        i = (int)((long)t17 + t18);
    } else {
        i = t17;
    }
    for (; i < n; i++) {
        t25 = (long)i;
        t26 = a[t25];
        r[t25] = sqrt(t26);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    long t7;
    double check;
    long t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m512d t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m512d t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m512d t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m512d t36;
    __m256i t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int t41;
    long t42;
    long t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m512d t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    int t55;
    long t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    long t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m512d t68;
    int i;
    int t69;
    unsigned int c;
    int n;
    long t70;
    int t71;
    long t72;
    long t73;
    int t74;
    long t75;
    __m256i t76;
    __m256i t77;
    long t78;
    int i_1;
    int i_2;
    if ((1003L >= 32L) & (0 >= 0)) {
        t8 = 1003L & -32L;
        t9 = _mm256_set1_epi32((int)(0 % 31));
        t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t11 = t10;
        t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32((int)31));
        t13 = _mm256_min_epu32(t11, t12);
        t1 = t13;
        t2 = 0L;
        do {
            t14 = _mm256_mullo_epi32(t1, t1);
            t15 = _mm512_cvtepi32_pd(t14);
            _mm512_storeu_pd(&a[(int)((long)0 + t2)], t15);
            t16 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
            t17 = t16;
            t18 = _mm256_sub_epi32(t17, _mm256_set1_epi32((int)31));
            t19 = _mm256_min_epu32(t17, t18);
            t20 = t19;
            t21 = _mm256_mullo_epi32(t20, t20);
            t22 = _mm512_cvtepi32_pd(t21);
            _mm512_storeu_pd(&a[(int)((long)0 + (t2 + 8L))], t22);
            t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
            t24 = t23;
            t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)31));
            t26 = _mm256_min_epu32(t24, t25);
            t27 = t26;
            t28 = _mm256_mullo_epi32(t27, t27);
            t29 = _mm512_cvtepi32_pd(t28);
            _mm512_storeu_pd(&a[(int)((long)0 + (t2 + 16L))], t29);
            t30 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)24));
            t31 = t30;
            t32 = _mm256_sub_epi32(t31, _mm256_set1_epi32((int)31));
            t33 = _mm256_min_epu32(t31, t32);
            t34 = t33;
            t35 = _mm256_mullo_epi32(t34, t34);
            t36 = _mm512_cvtepi32_pd(t35);
            _mm512_storeu_pd(&a[(int)((long)0 + (t2 + 24L))], t36);
            t2 += 32L;
            t37 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)1));
            t38 = t37;
            t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32((int)31));
            t40 = _mm256_min_epu32(t38, t39);
            t1 = t40;
        } while (t2 < t8);
        t41 = (int)((long)0 + t8);
    } else {
        t41 = 0;
    }
    t42 = (long)t41 * -1L + 1003L;
    if ((t42 >= 8L) & (t41 >= 0)) {
        t43 = t42 & -8L;
        t44 = _mm256_set1_epi32((int)(t41 % 31));
        t45 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t46 = t45;
        t47 = _mm256_sub_epi32(t46, _mm256_set1_epi32((int)31));
        t48 = _mm256_min_epu32(t46, t47);
        t3 = t48;
        t4 = 0L;
        do {
            t49 = _mm256_mullo_epi32(t3, t3);
            t50 = _mm512_cvtepi32_pd(t49);
            _mm512_storeu_pd(&a[(int)((long)t41 + t4)], t50);
            t4 += 8L;
            t51 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
            t52 = t51;
            t53 = _mm256_sub_epi32(t52, _mm256_set1_epi32((int)31));
            t54 = _mm256_min_epu32(t52, t53);
            t3 = t54;
        } while (t4 < t43);
        t55 = (int)((long)t41 + t43);
    } else {
        t55 = t41;
    }
    t56 = (long)t55 * -1L + 1003L;
    if ((t56 >= 1L) & (t56 <= 8L) & (t55 >= 0)) {
        t57 = _mm256_set1_epi32((int)(int)t56);
        t58 = _mm256_cmpgt_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t59 = _mm256_set1_epi32((int)(t55 % 31));
        t60 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        t61 = t60;
        t62 = _mm256_sub_epi32(t61, _mm256_set1_epi32((int)31));
        t63 = _mm256_min_epu32(t61, t62);
        t5 = t63;
        t64 = 0L;
        t65 = t5;
        t66 = _mm256_mullo_epi32(t65, t65);
        t67 = t66;
        t68 = _mm512_cvtepi32_pd(t67);
        _mm512_mask_storeu_pd(&a[(int)((long)t55 + t64)], _mm256_movepi32_mask(t58), t68);
        i = (int)((long)t55 + t56);
    } else {
        i = t55;
    }
    for (; i < 1003; i++) {
        t69 = i % 31;
        a[i] = (double)(t69 * t69);
    }
    for (c = 0U; (unsigned long)c < 73UL; c++) {
        n = counts[c];
        if (1003L >= 32L) {
            t70 = 1003L & -32L;
            t6 = 0L;
            do {
                _mm512_storeu_pd(&r[(int)((long)0 + t6)], _mm512_set1_pd(-1.0));
                _mm512_storeu_pd(&r[(int)((long)0 + (t6 + 8L))], _mm512_set1_pd(-1.0));
                _mm512_storeu_pd(&r[(int)((long)0 + (t6 + 16L))], _mm512_set1_pd(-1.0));
                _mm512_storeu_pd(&r[(int)((long)0 + (t6 + 24L))], _mm512_set1_pd(-1.0));
                t6 += 32L;
            } while (t6 < t70);
            t71 = (int)((long)0 + t70);
        } else {
            t71 = 0;
        }
        t72 = (long)t71 * -1L + 1003L;
        if (t72 >= 8L) {
            t73 = t72 & -8L;
            t7 = 0L;
            do {
                _mm512_storeu_pd(&r[(int)((long)t71 + t7)], _mm512_set1_pd(-1.0));
                t7 += 8L;
            } while (t7 < t73);
            t74 = (int)((long)t71 + t73);
        } else {
            t74 = t71;
        }
        t75 = (long)t74 * -1L + 1003L;
        if ((t75 >= 1L) & (t75 <= 8L)) {
            t76 = _mm256_set1_epi32((int)(int)t75);
            t77 = _mm256_cmpgt_epi32(t76, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t78 = 0L;
            _mm512_mask_storeu_pd(&r[(int)((long)t74 + t78)], _mm256_movepi32_mask(t77), _mm512_set1_pd(-1.0));
            i_1 = (int)((long)t74 + t75);
        } else {
            i_1 = t74;
        }
        for (; i_1 < 1003; i_1++) {
            r[i_1] = -1.0;
        }
        (_mm256_zeroupper(), roots(n, r, a));
        check = 0.0;
        for (i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
