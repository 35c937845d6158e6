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
    int t9;
    int t15;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            long t3 = (long)(int)i_vec;
            __m512d a_v = _mm512_loadu_pd(a + t3);
            __m512d t4 = _mm512_sub_pd(a_v, _mm512_set1_pd(1.0));
            __m512d b_v = _mm512_loadu_pd(b + t3);
            __m512d t5 = _mm512_div_pd(t4, b_v);
            _mm512_storeu_pd(r + t3, t5);
            long t6 = (long)(int)(i_vec + 8L);
            __m512d a_v_1 = _mm512_loadu_pd(a + t6);
            __m512d t7 = _mm512_sub_pd(a_v_1, _mm512_set1_pd(1.0));
            __m512d b_v_1 = _mm512_loadu_pd(b + t6);
            __m512d t8 = _mm512_div_pd(t7, b_v_1);
            _mm512_storeu_pd(r + t6, t8);
            i_vec += 16L;
        } while (i_vec < t2);
        t9 = (int)t2;
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    if (t10 >= 8L) {
        long t11 = t10 & -8L;
        long i_vec_1 = 0L;
        do {
            long t12 = (long)(int)((long)t9 + i_vec_1);
            __m512d a_v_2 = _mm512_loadu_pd(a + t12);
            __m512d t13 = _mm512_sub_pd(a_v_2, _mm512_set1_pd(1.0));
            __m512d b_v_2 = _mm512_loadu_pd(b + t12);
            __m512d t14 = _mm512_div_pd(t13, b_v_2);
            _mm512_storeu_pd(r + t12, t14);
            i_vec_1 += 8L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t9 + t11);
    } else {
        t15 = t9;
    }
    long t16 = (long)n + (long)t15 * -1L;
    if ((t16 >= 1L) & (t16 <= 8L)) {
        __m256i t17 = _mm256_set1_epi32((int)(int)t16);
        __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t19 = (long)(int)(long)t15;
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t18), a + t19);
        __m512d t20 = _mm512_sub_pd(a_v_3, _mm512_set1_pd(1.0));
        __m512d b_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t18), b + t19);
        __m512d t21 = _mm512_div_pd(t20, b_v_3);
        _mm512_mask_storeu_pd(r + t19, _mm256_movepi32_mask(t18), t21);
        i = (int)((long)t15 + t16);
    } else {
        i = t15;
    }
    for (; i < n; i++) {
        long t22 = (long)i;
        r[t22] = (a[t22] - 1.0) / b[t22];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = t3;
    __m256i i_v = _mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_set1_epi32(0);
    __m256i t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t7 = t6;
    __m256i t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32(29));
    __m256i t9 = _mm256_min_epu32(t7, t8);
    __m256i t1 = t9;
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 8, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256i i_v_2 = i_v;
        long t10 = (long)(int)i_vec;
        __m512d t11 = _mm512_cvtepi32_pd(t1);
        _mm512_storeu_pd(&a[t10], t11);
        __m256i t12 = (__m256i)((vcc_v8_int)i_v_2 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t13 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t12);
        __m512d t14 = _mm512_cvtepi32_pd(t13);
        _mm512_storeu_pd(&b[t10], t14);
        __m256i t15 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
        __m256i i_v_3 = t15;
        long t16 = (long)(int)(i_vec + 8L);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(29));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m512d t22 = _mm512_cvtepi32_pd(t21);
        _mm512_storeu_pd(&a[t16], t22);
        __m256i t23 = (__m256i)((vcc_v8_int)i_v_3 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t24 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t23);
        __m512d t25 = _mm512_cvtepi32_pd(t24);
        _mm512_storeu_pd(&b[t16], t25);
        __m256i t26 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
        __m256i i_v_4 = t26;
        long t27 = (long)(int)(i_vec + 16L);
        __m256i t28 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
        __m256i t29 = t28;
        __m256i t30 = _mm256_sub_epi32(t29, _mm256_set1_epi32(29));
        __m256i t31 = _mm256_min_epu32(t29, t30);
        __m256i t32 = t31;
        __m512d t33 = _mm512_cvtepi32_pd(t32);
        _mm512_storeu_pd(&a[t27], t33);
        __m256i t34 = (__m256i)((vcc_v8_int)i_v_4 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t35 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t34);
        __m512d t36 = _mm512_cvtepi32_pd(t35);
        _mm512_storeu_pd(&b[t27], t36);
        __m256i t37 = _mm256_add_epi32(i_v, _mm256_set1_epi32(24));
        __m256i i_v_5 = t37;
        long t38 = (long)(int)(i_vec + 24L);
        __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(24));
        __m256i t40 = t39;
        __m256i t41 = _mm256_sub_epi32(t40, _mm256_set1_epi32(29));
        __m256i t42 = _mm256_min_epu32(t40, t41);
        __m256i t43 = t42;
        __m512d t44 = _mm512_cvtepi32_pd(t43);
        _mm512_storeu_pd(&a[t38], t44);
        __m256i t45 = (__m256i)((vcc_v8_int)i_v_5 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t46 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t45);
        __m512d t47 = _mm512_cvtepi32_pd(t46);
        _mm512_storeu_pd(&b[t38], t47);
        i_vec += 32L;
        i_v = _mm256_add_epi32(i_v, _mm256_set1_epi32(32));
        __m256i t48 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t49 = t48;
        __m256i t50 = _mm256_sub_epi32(t49, _mm256_set1_epi32(29));
        __m256i t51 = _mm256_min_epu32(t49, t50);
        t1 = t51;
    } while (i_vec < 992L);
    __m256i t52 = _mm256_set1_epi32(992);
    __m256i t53 = t52;
    __m256i i_v_1 = _mm256_add_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t54 = _mm256_set1_epi32(6);
    __m256i t55 = _mm256_add_epi32(t54, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t56 = t55;
    __m256i t57 = _mm256_sub_epi32(t56, _mm256_set1_epi32(29));
    __m256i t58 = _mm256_min_epu32(t56, t57);
    __m256i t2 = t58;
    long i_vec_1 = 0L;
    do {
        __m256i i_v_6 = i_v_1;
        long t59 = (long)(int)(992L + i_vec_1);
        __m512d t60 = _mm512_cvtepi32_pd(t2);
        _mm512_storeu_pd(&a[t59], t60);
        __m256i t61 = (__m256i)((vcc_v8_int)i_v_6 % (vcc_v8_int)_mm256_set1_epi32(4));
        __m256i t62 = _mm256_sllv_epi32(_mm256_set1_epi32(1), t61);
        __m512d t63 = _mm512_cvtepi32_pd(t62);
        _mm512_storeu_pd(&b[t59], t63);
        i_vec_1 += 8L;
        i_v_1 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
        __m256i t64 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
        __m256i t65 = t64;
        __m256i t66 = _mm256_sub_epi32(t65, _mm256_set1_epi32(29));
        __m256i t67 = _mm256_min_epu32(t65, t66);
        t2 = t67;
    } while (i_vec_1 < 8L);
    __m256i t68 = _mm256_set1_epi32(3);
    __m256i t69 = _mm256_cmpgt_epi32(t68, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t70 = _mm256_set1_epi32(1000);
    __m256i t71 = t70;
    __m256i t72 = _mm256_add_epi32(t71, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t73 = _mm256_set1_epi32(14);
    __m256i t74 = _mm256_add_epi32(t73, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t75 = t74;
    __m256i t76 = _mm256_sub_epi32(t75, _mm256_set1_epi32(29));
    __m256i t77 = _mm256_min_epu32(t75, t76);
    __m256i t78 = t77;
    __m256i i_v_7 = t72;
    __m512d t79 = _mm512_cvtepi32_pd(t78);
    _mm512_mask_storeu_pd(&a[1000], _mm256_movepi32_mask(t69), t79);
    __m256i t80 = _mm256_ternarylogic_epi32(t69, _mm256_set1_epi32(4), _mm256_set1_epi32(1), 0xCA);
    __m256i t81 = (__m256i)((vcc_v8_int)i_v_7 % (vcc_v8_int)t80);
    __m256i t82 = _mm256_ternarylogic_epi32(t69, t81, _mm256_set1_epi32(0), 0xCA);
    __m256i t83 = _mm256_ternarylogic_epi32(t69, _mm256_set1_epi32(1), _mm256_set1_epi32(0), 0xCA);
    __m256i t84 = _mm256_sllv_epi32(t83, t82);
    __m512d t85 = _mm512_cvtepi32_pd(t84);
    _mm512_mask_storeu_pd(&b[1000], _mm256_movepi32_mask(t69), t85);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm512_storeu_pd(&r[(int)i_vec_2], _mm512_set1_pd(0.0));
            _mm512_storeu_pd(&r[(int)(i_vec_2 + 8L)], _mm512_set1_pd(0.0));
            _mm512_storeu_pd(&r[(int)(i_vec_2 + 16L)], _mm512_set1_pd(0.0));
            _mm512_storeu_pd(&r[(int)(i_vec_2 + 24L)], _mm512_set1_pd(0.0));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        do {
            _mm512_storeu_pd(&r[(int)(992L + i_vec_3)], _mm512_set1_pd(0.0));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        __m256i t86 = _mm256_set1_epi32(3);
        __m256i t87 = _mm256_cmpgt_epi32(t86, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm512_mask_storeu_pd(&r[1000], _mm256_movepi32_mask(t87), _mm512_set1_pd(0.0));
        ratio(n, r, a, b);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += r[i] * (double)(i % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
