/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            long t5 = (long)(int)t1;
            __m256d t6 = _mm256_loadu_pd(a + t5);
            __m256d t7 = _mm256_sub_pd(t6, _mm256_set1_pd(1.0));
            __m256d t8 = _mm256_loadu_pd(b + t5);
            __m256d t9 = _mm256_div_pd(t7, t8);
            _mm256_storeu_pd(r + t5, t9);
            long t10 = (long)(int)(t1 + 4L);
            __m256d t11 = _mm256_loadu_pd(a + t10);
            __m256d t12 = _mm256_sub_pd(t11, _mm256_set1_pd(1.0));
            __m256d t13 = _mm256_loadu_pd(b + t10);
            __m256d t14 = _mm256_div_pd(t12, t13);
            _mm256_storeu_pd(r + t10, t14);
            long t15 = (long)(int)(t1 + 8L);
            __m256d t16 = _mm256_loadu_pd(a + t15);
            __m256d t17 = _mm256_sub_pd(t16, _mm256_set1_pd(1.0));
            __m256d t18 = _mm256_loadu_pd(b + t15);
            __m256d t19 = _mm256_div_pd(t17, t18);
            _mm256_storeu_pd(r + t15, t19);
            long t20 = (long)(int)(t1 + 12L);
            __m256d t21 = _mm256_loadu_pd(a + t20);
            __m256d t22 = _mm256_sub_pd(t21, _mm256_set1_pd(1.0));
            __m256d t23 = _mm256_loadu_pd(b + t20);
            __m256d t24 = _mm256_div_pd(t22, t23);
            _mm256_storeu_pd(r + t20, t24);
            t1 += 16L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 4L) {
        long t27 = t26 & -4L;
        long t2 = 0L;
        do {
            long t28 = (long)(int)((long)t25 + t2);
            __m256d t29 = _mm256_loadu_pd(a + t28);
            __m256d t30 = _mm256_sub_pd(t29, _mm256_set1_pd(1.0));
            __m256d t31 = _mm256_loadu_pd(b + t28);
            __m256d t32 = _mm256_div_pd(t30, t31);
            _mm256_storeu_pd(r + t28, t32);
            t2 += 4L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t33 = (long)i;
        r[t33] = (a[t33] - 1.0) / b[t33];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m128i t9 = _mm_set1_epi32(0);
    __m128i t10 = t9;
    __m128i t1 = _mm_add_epi32(t10, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t11 = _mm_set1_epi32(0);
    __m128i t12 = _mm_add_epi32(t11, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t13 = t12;
    __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(29));
    __m128i t15 = _mm_min_epu32(t13, t14);
    __m128i t2 = t15;
    long t3 = 0L;
    do {
        __m128i t16 = t1;
        long t17 = (long)(int)t3;
        __m256d t18 = _mm256_cvtepi32_pd(t2);
        _mm256_storeu_pd(&a[t17], t18);
        __m128i t19 = (__m128i)((vcc_v4_int)t16 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t20 = _mm_sllv_epi32(_mm_set1_epi32(1), t19);
        __m256d t21 = _mm256_cvtepi32_pd(t20);
        _mm256_storeu_pd(&b[t17], t21);
        __m128i t22 = _mm_add_epi32(t1, _mm_set1_epi32(4));
        __m128i t23 = t22;
        long t24 = (long)(int)(t3 + 4L);
        __m128i t25 = _mm_add_epi32(t2, _mm_set1_epi32(4));
        __m128i t26 = t25;
        __m128i t27 = _mm_sub_epi32(t26, _mm_set1_epi32(29));
        __m128i t28 = _mm_min_epu32(t26, t27);
        __m128i t29 = t28;
        __m256d t30 = _mm256_cvtepi32_pd(t29);
        _mm256_storeu_pd(&a[t24], t30);
        __m128i t31 = (__m128i)((vcc_v4_int)t23 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t32 = _mm_sllv_epi32(_mm_set1_epi32(1), t31);
        __m256d t33 = _mm256_cvtepi32_pd(t32);
        _mm256_storeu_pd(&b[t24], t33);
        __m128i t34 = _mm_add_epi32(t1, _mm_set1_epi32(8));
        __m128i t35 = t34;
        long t36 = (long)(int)(t3 + 8L);
        __m128i t37 = _mm_add_epi32(t2, _mm_set1_epi32(8));
        __m128i t38 = t37;
        __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(29));
        __m128i t40 = _mm_min_epu32(t38, t39);
        __m128i t41 = t40;
        __m256d t42 = _mm256_cvtepi32_pd(t41);
        _mm256_storeu_pd(&a[t36], t42);
        __m128i t43 = (__m128i)((vcc_v4_int)t35 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t44 = _mm_sllv_epi32(_mm_set1_epi32(1), t43);
        __m256d t45 = _mm256_cvtepi32_pd(t44);
        _mm256_storeu_pd(&b[t36], t45);
        __m128i t46 = _mm_add_epi32(t1, _mm_set1_epi32(12));
        __m128i t47 = t46;
        long t48 = (long)(int)(t3 + 12L);
        __m128i t49 = _mm_add_epi32(t2, _mm_set1_epi32(12));
        __m128i t50 = t49;
        __m128i t51 = _mm_sub_epi32(t50, _mm_set1_epi32(29));
        __m128i t52 = _mm_min_epu32(t50, t51);
        __m128i t53 = t52;
        __m256d t54 = _mm256_cvtepi32_pd(t53);
        _mm256_storeu_pd(&a[t48], t54);
        __m128i t55 = (__m128i)((vcc_v4_int)t47 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t56 = _mm_sllv_epi32(_mm_set1_epi32(1), t55);
        __m256d t57 = _mm256_cvtepi32_pd(t56);
        _mm256_storeu_pd(&b[t48], t57);
        t3 += 16L;
        t1 = _mm_add_epi32(t1, _mm_set1_epi32(16));
        __m128i t58 = _mm_add_epi32(t2, _mm_set1_epi32(16));
        __m128i t59 = t58;
        __m128i t60 = _mm_sub_epi32(t59, _mm_set1_epi32(29));
        __m128i t61 = _mm_min_epu32(t59, t60);
        t2 = t61;
    } while (t3 < 992L);
    __m128i t62 = _mm_set1_epi32(992);
    __m128i t63 = t62;
    __m128i t4 = _mm_add_epi32(t63, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t64 = _mm_set1_epi32(6);
    __m128i t65 = _mm_add_epi32(t64, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t66 = t65;
    __m128i t67 = _mm_sub_epi32(t66, _mm_set1_epi32(29));
    __m128i t68 = _mm_min_epu32(t66, t67);
    __m128i t5 = t68;
    long t6 = 0L;
    do {
        __m128i t69 = t4;
        long t70 = (long)(int)(992L + t6);
        __m256d t71 = _mm256_cvtepi32_pd(t5);
        _mm256_storeu_pd(&a[t70], t71);
        __m128i t72 = (__m128i)((vcc_v4_int)t69 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t73 = _mm_sllv_epi32(_mm_set1_epi32(1), t72);
        __m256d t74 = _mm256_cvtepi32_pd(t73);
        _mm256_storeu_pd(&b[t70], t74);
        t6 += 4L;
        t4 = _mm_add_epi32(t4, _mm_set1_epi32(4));
        __m128i t75 = _mm_add_epi32(t5, _mm_set1_epi32(4));
        __m128i t76 = t75;
        __m128i t77 = _mm_sub_epi32(t76, _mm_set1_epi32(29));
        __m128i t78 = _mm_min_epu32(t76, t77);
        t5 = t78;
    } while (t6 < 8L);
    __m128i t79 = _mm_set1_epi32(3);
    __m128i t80 = _mm_cmpgt_epi32(t79, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t81 = _mm_set1_epi32(1000);
    __m128i t82 = t81;
    __m128i t83 = _mm_add_epi32(t82, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t84 = _mm_set1_epi32(14);
    __m128i t85 = _mm_add_epi32(t84, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t86 = t85;
    __m128i t87 = _mm_sub_epi32(t86, _mm_set1_epi32(29));
    __m128i t88 = _mm_min_epu32(t86, t87);
    __m128i t89 = t88;
    __m128i t90 = t83;
    __m256d t91 = _mm256_cvtepi32_pd(t89);
    _mm256_mask_storeu_pd(&a[1000], _mm_movepi32_mask(t80), t91);
    __m128i t92 = _mm_ternarylogic_epi32(t80, _mm_set1_epi32(4), _mm_set1_epi32(1), 0xCA);
    __m128i t93 = (__m128i)((vcc_v4_int)t90 % (vcc_v4_int)t92);
    __m128i t94 = _mm_ternarylogic_epi32(t80, t93, _mm_set1_epi32(0), 0xCA);
    __m128i t95 = _mm_ternarylogic_epi32(t80, _mm_set1_epi32(1), _mm_set1_epi32(0), 0xCA);
    __m128i t96 = _mm_sllv_epi32(t95, t94);
    __m256d t97 = _mm256_cvtepi32_pd(t96);
    _mm256_mask_storeu_pd(&b[1000], _mm_movepi32_mask(t80), t97);
    for (int i = 1003; i < 1003; i++) {
        long t98 = (long)i;
        a[t98] = (double)(i % 29);
        b[t98] = (double)(1 << (i % 4));
    }
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long t7 = 0L;
        do {
            _mm256_storeu_pd(&r[(int)t7], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[(int)(t7 + 4L)], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[(int)(t7 + 8L)], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[(int)(t7 + 12L)], _mm256_set1_pd(0.0));
            t7 += 16L;
        } while (t7 < 992L);
        long t8 = 0L;
        do {
            _mm256_storeu_pd(&r[(int)(992L + t8)], _mm256_set1_pd(0.0));
            t8 += 4L;
        } while (t8 < 8L);
        __m128i t99 = _mm_set1_epi32(3);
        __m128i t100 = _mm_cmpgt_epi32(t99, _mm_setr_epi32(0, 1, 2, 3));
        _mm256_mask_storeu_pd(&r[1000], _mm_movepi32_mask(t100), _mm256_set1_pd(0.0));
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
