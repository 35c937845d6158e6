/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: double division and subtraction. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void ratio(int n, double *restrict r, const double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t14;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at double_div.c:6 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            __m256d a_v = _mm256_loadu_pd(a + i_vec);
            __m256d t3 = _mm256_sub_pd(a_v, _mm256_set1_pd(1.0));
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t4 = _mm256_div_pd(t3, b_v);
            _mm256_storeu_pd(r + i_vec, t4);
            long t5 = i_vec + 4L;
            __m256d a_v_1 = _mm256_loadu_pd(a + t5);
            __m256d t6 = _mm256_sub_pd(a_v_1, _mm256_set1_pd(1.0));
            __m256d b_v_1 = _mm256_loadu_pd(b + t5);
            __m256d t7 = _mm256_div_pd(t6, b_v_1);
            _mm256_storeu_pd(r + t5, t7);
            long t8 = i_vec + 8L;
            __m256d a_v_2 = _mm256_loadu_pd(a + t8);
            __m256d t9 = _mm256_sub_pd(a_v_2, _mm256_set1_pd(1.0));
            __m256d b_v_2 = _mm256_loadu_pd(b + t8);
            __m256d t10 = _mm256_div_pd(t9, b_v_2);
            _mm256_storeu_pd(r + t8, t10);
            long t11 = i_vec + 12L;
            __m256d a_v_3 = _mm256_loadu_pd(a + t11);
            __m256d t12 = _mm256_sub_pd(a_v_3, _mm256_set1_pd(1.0));
            __m256d b_v_3 = _mm256_loadu_pd(b + t11);
            __m256d t13 = _mm256_div_pd(t12, b_v_3);
            _mm256_storeu_pd(r + t11, t13);
            i_vec += 16L;
        } while (i_vec < t2);
        t14 = (int)t2;
    } else {
        t14 = 0;
    }
    long t15 = (long)n + (long)t14 * -1L;
    if (t15 >= 4L) {
        long t16 = t15 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at double_div.c:6 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = (long)t14 + i_vec_1;
            __m256d a_v_4 = _mm256_loadu_pd(a + t17);
            __m256d t18 = _mm256_sub_pd(a_v_4, _mm256_set1_pd(1.0));
            __m256d b_v_4 = _mm256_loadu_pd(b + t17);
            __m256d t19 = _mm256_div_pd(t18, b_v_4);
            _mm256_storeu_pd(r + t17, t19);
            i_vec_1 += 4L;
        } while (i_vec_1 < t16);
        i = (int)((long)t14 + t16);
    } else {
        i = t14;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        r[t20] = (a[t20] - 1.0) / b[t20];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    double b[1003];
    __m128i t3 = _mm_set1_epi32(0);
    vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t3, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t4 = _mm_set1_epi32(0);
    __m128i t5 = _mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t6 = _mm_sub_epi32(t5, _mm_set1_epi32(29));
    vcc_v4_int t1 = (vcc_v4_int)_mm_min_epu32(t5, t6);
    long i_vec = 0L;
    /* vcc: loop at double_div.c:13 vectorized: VF 4, UF 4, the remainder at 14:16 by 29 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, masked remainder */
    do {
        __m256d t7 = _mm256_cvtepi32_pd((__m128i)t1);
        _mm256_storeu_pd(&a[i_vec], t7);
        __m128i t8 = (__m128i)((vcc_v4_int)(__m128i)i_v % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t9 = _mm_sllv_epi32(_mm_set1_epi32(1), t8);
        __m256d t10 = _mm256_cvtepi32_pd(t9);
        _mm256_storeu_pd(&b[i_vec], t10);
        long t11 = i_vec + 4L;
        __m128i t12 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
        __m128i t13 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(4));
        __m128i t14 = _mm_sub_epi32(t13, _mm_set1_epi32(29));
        __m128i t15 = _mm_min_epu32(t13, t14);
        __m256d t16 = _mm256_cvtepi32_pd(t15);
        _mm256_storeu_pd(&a[t11], t16);
        __m128i t17 = (__m128i)((vcc_v4_int)t12 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t18 = _mm_sllv_epi32(_mm_set1_epi32(1), t17);
        __m256d t19 = _mm256_cvtepi32_pd(t18);
        _mm256_storeu_pd(&b[t11], t19);
        long t20 = i_vec + 8L;
        __m128i t21 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
        __m128i t22 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(8));
        __m128i t23 = _mm_sub_epi32(t22, _mm_set1_epi32(29));
        __m128i t24 = _mm_min_epu32(t22, t23);
        __m256d t25 = _mm256_cvtepi32_pd(t24);
        _mm256_storeu_pd(&a[t20], t25);
        __m128i t26 = (__m128i)((vcc_v4_int)t21 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t27 = _mm_sllv_epi32(_mm_set1_epi32(1), t26);
        __m256d t28 = _mm256_cvtepi32_pd(t27);
        _mm256_storeu_pd(&b[t20], t28);
        long t29 = i_vec + 12L;
        __m128i t30 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
        __m128i t31 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(12));
        __m128i t32 = _mm_sub_epi32(t31, _mm_set1_epi32(29));
        __m128i t33 = _mm_min_epu32(t31, t32);
        __m256d t34 = _mm256_cvtepi32_pd(t33);
        _mm256_storeu_pd(&a[t29], t34);
        __m128i t35 = (__m128i)((vcc_v4_int)t30 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t36 = _mm_sllv_epi32(_mm_set1_epi32(1), t35);
        __m256d t37 = _mm256_cvtepi32_pd(t36);
        _mm256_storeu_pd(&b[t29], t37);
        i_vec += 16L;
        i_v = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
        __m128i t38 = _mm_add_epi32((__m128i)t1, _mm_set1_epi32(16));
        __m128i t39 = _mm_sub_epi32(t38, _mm_set1_epi32(29));
        t1 = (vcc_v4_int)_mm_min_epu32(t38, t39);
    } while (i_vec < 992L);
    __m128i t40 = _mm_set1_epi32(992);
    vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t40, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t41 = _mm_set1_epi32(6);
    __m128i t42 = _mm_add_epi32(t41, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t43 = _mm_sub_epi32(t42, _mm_set1_epi32(29));
    vcc_v4_int t2 = (vcc_v4_int)_mm_min_epu32(t42, t43);
    long i_vec_1 = 0L;
    /* vcc: loop at double_div.c:13 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t44 = 992L + i_vec_1;
        __m256d t45 = _mm256_cvtepi32_pd((__m128i)t2);
        _mm256_storeu_pd(&a[t44], t45);
        __m128i t46 = (__m128i)((vcc_v4_int)(__m128i)i_v_1 % (vcc_v4_int)_mm_set1_epi32(4));
        __m128i t47 = _mm_sllv_epi32(_mm_set1_epi32(1), t46);
        __m256d t48 = _mm256_cvtepi32_pd(t47);
        _mm256_storeu_pd(&b[t44], t48);
        i_vec_1 += 4L;
        i_v_1 = (vcc_v4_uint)_mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
        __m128i t49 = _mm_add_epi32((__m128i)t2, _mm_set1_epi32(4));
        __m128i t50 = _mm_sub_epi32(t49, _mm_set1_epi32(29));
        t2 = (vcc_v4_int)_mm_min_epu32(t49, t50);
    } while (i_vec_1 < 8L);
    __m128i t51 = _mm_set1_epi32(3);
    __m128i t52 = _mm_cmpgt_epi32(t51, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t53 = _mm_set1_epi32(1000);
    __m128i t54 = _mm_add_epi32(t53, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t55 = _mm_set1_epi32(14);
    __m128i t56 = _mm_add_epi32(t55, _mm_setr_epi32(0, 1, 2, 3));
    __m128i t57 = _mm_sub_epi32(t56, _mm_set1_epi32(29));
    __m128i t58 = _mm_min_epu32(t56, t57);
    __m256d t59 = _mm256_cvtepi32_pd(t58);
    _mm256_mask_storeu_pd(&a[1000], _mm_movepi32_mask(t52), t59);
    __m128i t60 = (__m128i)((vcc_v4_int)t54 % (vcc_v4_int)_mm_set1_epi32(4));
    __m128i t61 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, t60); });
    __m128i t62 = ({ (void)_mm_set1_epi32(0); _mm_and_si128(t52, _mm_set1_epi32(1)); });
    __m128i t63 = _mm_sllv_epi32(t62, t61);
    __m256d t64 = _mm256_cvtepi32_pd(t63);
    _mm256_mask_storeu_pd(&b[1000], _mm_movepi32_mask(t52), t64);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at double_div.c:19 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
        do {
            _mm256_storeu_pd(&r[i_vec_2], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[i_vec_2 + 4L], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[i_vec_2 + 8L], _mm256_set1_pd(0.0));
            _mm256_storeu_pd(&r[i_vec_2 + 12L], _mm256_set1_pd(0.0));
            i_vec_2 += 16L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at double_div.c:19 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            _mm256_storeu_pd(&r[992L + i_vec_3], _mm256_set1_pd(0.0));
            i_vec_3 += 4L;
        } while (i_vec_3 < 8L);
        __m128i t65 = _mm_set1_epi32(3);
        __m128i t66 = _mm_cmpgt_epi32(t65, _mm_setr_epi32(0, 1, 2, 3));
        _mm256_mask_storeu_pd(&r[1000], _mm_movepi32_mask(t66), _mm256_set1_pd(0.0));
        ratio(n, r, a, b);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += r[i] * (double)(i % 3);
        }
        printf("n=%d check=%.4f\n", n, check);
    }
    return 0;
}
