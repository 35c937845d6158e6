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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t15;
    int t23;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m512d t6 = _mm512_loadu_pd(a + t5);
            __m512d t7 = _mm512_sub_pd(t6, _mm512_set1_pd(1.0));
            __m512d t8 = _mm512_loadu_pd(b + t5);
            __m512d t9 = _mm512_div_pd(t7, t8);
            _mm512_storeu_pd(r + t5, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m512d t11 = _mm512_loadu_pd(a + t10);
            __m512d t12 = _mm512_sub_pd(t11, _mm512_set1_pd(1.0));
            __m512d t13 = _mm512_loadu_pd(b + t10);
            __m512d t14 = _mm512_div_pd(t12, t13);
            _mm512_storeu_pd(r + t10, t14);
            t1 += 16L;
        } while (t1 < t4);
        t15 = (int)t4;
    } else {
        t15 = 0;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if (t16 >= 8L) {
        long t17 = t16 & -8L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t15 + t2);
            __m512d t19 = _mm512_loadu_pd(a + t18);
            __m512d t20 = _mm512_sub_pd(t19, _mm512_set1_pd(1.0));
            __m512d t21 = _mm512_loadu_pd(b + t18);
            __m512d t22 = _mm512_div_pd(t20, t21);
            _mm512_storeu_pd(r + t18, t22);
            t2 += 8L;
        } while (t2 < t17);
        t23 = (int)((long)t15 + t17);
    } else {
        t23 = t15;
    }
    long t24 = (long)n + (long)t23 * -1L;
    if ((t24 >= 1L) & (t24 <= 8L)) {
        __m256i t25 = _mm256_set1_epi32((int)(int)t24);
        __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t27 = (long)(int)(long)t23;
        __m512d t28 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), a + t27);
        __m512d t29 = _mm512_sub_pd(t28, _mm512_set1_pd(1.0));
        __m512d t30 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t26), b + t27);
        __m512d t31 = _mm512_div_pd(t29, t30);
        _mm512_mask_storeu_pd(r + t27, _mm256_movepi32_mask(t26), t31);
        i = (int)((long)t23 + t24);
    } else {
        i = t23;
    }
    for (; i < n; i++) {
        long t32 = (long)i;
        r[t32] = (a[t32] - 1.0) / b[t32];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = t9;
    __m256i t1 = _mm256_add_epi32(t10, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t11 = _mm256_set1_epi32(0);
    __m256i t12 = _mm256_add_epi32(t11, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t13 = t12;
    __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(29));
    __m256i t15 = _mm256_min_epu32(t13, t14);
    __m256i t2 = t15;
    long t3 = 0L;
    do {
        __m256i t16 = t1;
        long t17 = (long)(int)t3;
        __m512d t18 = _mm512_cvtepi32_pd(t2);
        _mm512_storeu_pd(&a[t17], t18);
        __m256i t19 = (__m256i)((vcc_v8_int)t16 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t20 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t19);
        __m512d t21 = _mm512_cvtepi32_pd(t20);
        _mm512_storeu_pd(&b[t17], t21);
        __m256i t22 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t23 = t22;
        long t24 = (long)(int)(t3 + 8L);
        __m256i t25 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t26 = t25;
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(29));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        __m256i t29 = t28;
        __m512d t30 = _mm512_cvtepi32_pd(t29);
        _mm512_storeu_pd(&a[t24], t30);
        __m256i t31 = (__m256i)((vcc_v8_int)t23 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t32 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t31);
        __m512d t33 = _mm512_cvtepi32_pd(t32);
        _mm512_storeu_pd(&b[t24], t33);
        __m256i t34 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t35 = t34;
        long t36 = (long)(int)(t3 + 16L);
        __m256i t37 = _mm256_add_epi32(t2, _mm256_set1_epi32(16));
        __m256i t38 = t37;
        __m256i t39 = _mm256_sub_epi32(t38, _mm256_set1_epi32(29));
        __m256i t40 = _mm256_min_epu32(t38, t39);
        __m256i t41 = t40;
        __m512d t42 = _mm512_cvtepi32_pd(t41);
        _mm512_storeu_pd(&a[t36], t42);
        __m256i t43 = (__m256i)((vcc_v8_int)t35 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t44 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t43);
        __m512d t45 = _mm512_cvtepi32_pd(t44);
        _mm512_storeu_pd(&b[t36], t45);
        __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t47 = t46;
        long t48 = (long)(int)(t3 + 24L);
        __m256i t49 = _mm256_add_epi32(t2, _mm256_set1_epi32(24));
        __m256i t50 = t49;
        __m256i t51 = _mm256_sub_epi32(t50, _mm256_set1_epi32(29));
        __m256i t52 = _mm256_min_epu32(t50, t51);
        __m256i t53 = t52;
        __m512d t54 = _mm512_cvtepi32_pd(t53);
        _mm512_storeu_pd(&a[t48], t54);
        __m256i t55 = (__m256i)((vcc_v8_int)t47 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t56 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t55);
        __m512d t57 = _mm512_cvtepi32_pd(t56);
        _mm512_storeu_pd(&b[t48], t57);
        t3 += 32L;
        t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(32));
        __m256i t58 = _mm256_add_epi32(t2, _mm256_set1_epi32(3));
        __m256i t59 = t58;
        __m256i t60 = _mm256_sub_epi32(t59, _mm256_set1_epi32(29));
        __m256i t61 = _mm256_min_epu32(t59, t60);
        t2 = t61;
    } while (t3 < 992L);
    __m256i t62 = _mm256_set1_epi32(992);
    __m256i t63 = t62;
    __m256i t4 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t64 = _mm256_set1_epi32(6);
    __m256i t65 = _mm256_add_epi32(t64, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t66 = t65;
    __m256i t67 = _mm256_sub_epi32(t66, _mm256_set1_epi32(29));
    __m256i t68 = _mm256_min_epu32(t66, t67);
    __m256i t5 = t68;
    long t6 = 0L;
    do {
        __m256i t69 = t4;
        long t70 = (long)(int)(992L + t6);
        __m512d t71 = _mm512_cvtepi32_pd(t5);
        _mm512_storeu_pd(&a[t70], t71);
        __m256i t72 = (__m256i)((vcc_v8_int)t69 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t73 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t72);
        __m512d t74 = _mm512_cvtepi32_pd(t73);
        _mm512_storeu_pd(&b[t70], t74);
        t6 += 8L;
        t4 = _mm256_add_epi32(t4, _mm256_set1_epi32(8));
        __m256i t75 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
        __m256i t76 = t75;
        __m256i t77 = _mm256_sub_epi32(t76, _mm256_set1_epi32(29));
        __m256i t78 = _mm256_min_epu32(t76, t77);
        t5 = t78;
    } while (t6 < 8L);
    __m256i t79 = _mm256_set1_epi32(3);
    __m256i t80 = _mm256_cmpgt_epi32(t79, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t81 = _mm256_set1_epi32(1000);
    __m256i t82 = t81;
    __m256i t83 = _mm256_add_epi32(t82, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t84 = _mm256_set1_epi32(14);
    __m256i t85 = _mm256_add_epi32(t84, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t86 = t85;
    __m256i t87 = _mm256_sub_epi32(t86, _mm256_set1_epi32(29));
    __m256i t88 = _mm256_min_epu32(t86, t87);
    __m256i t89 = t88;
    __m256i t90 = t83;
    __m512d t91 = _mm512_cvtepi32_pd(t89);
    _mm512_mask_storeu_pd(&a[1000], _mm256_movepi32_mask(t80), t91);
    __m256i t92 = _mm256_ternarylogic_epi32(t80, _mm256_set1_epi32(4), _mm256_set1_epi32(1), 0xCA);
    __m256i t93 = (__m256i)((vcc_v8_int)t90 % (vcc_v8_int)t92);
    __m256i t94 = _mm256_ternarylogic_epi32(t80, t93, _mm256_set1_epi32(0), 0xCA);
    __m256i t95 = _mm256_ternarylogic_epi32(t80, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
    __m256i t96 = _mm256_sllv_epi32(t95, t94);
    __m512d t97 = _mm512_cvtepi32_pd(t96);
    _mm512_mask_storeu_pd(&b[1000], _mm256_movepi32_mask(t80), t97);
    for (int i = 1003; i < 1003; i++) {
        long t98 = (long)i;
        a[t98] = (double)(i % 29);
        b[t98] = (double)(1 << (i % 4));
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t7 = 0L;
        do {
            _mm512_storeu_pd(&r[(int)t7], _mm512_set1_pd(0.0));
            _mm512_storeu_pd(&r[(int)(t7 + 8L)], _mm512_set1_pd(0.0));
            _mm512_storeu_pd(&r[(int)(t7 + 16L)], _mm512_set1_pd(0.0));
            _mm512_storeu_pd(&r[(int)(t7 + 24L)], _mm512_set1_pd(0.0));
            t7 += 32L;
        } while (t7 < 992L);
        long t8 = 0L;
        do {
            _mm512_storeu_pd(&r[(int)(992L + t8)], _mm512_set1_pd(0.0));
            t8 += 8L;
        } while (t8 < 8L);
        __m256i t99 = _mm256_set1_epi32(3);
        __m256i t100 = _mm256_cmpgt_epi32(t99, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm512_mask_storeu_pd(&r[1000], _mm256_movepi32_mask(t100), _mm512_set1_pd(0.0));
        for (int i_1 = 1003; i_1 < 1003; i_1++) {
            r[i_1] = 0.0;
        }
        ratio(n, r, a, b);
        double check = 0.0;
        for (int i_2 = 0; i_2 < 1003; i_2++) {
            check += r[i_2] * (double)(i_2 % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
