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

/* vcc-test: expect-vectorized 1 */
#include <math.h>
#include <stdio.h>

/* Vectorized: a pure math call, per lane (REPLICATE) in this first cut. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void roots(int n, double *restrict r, const double *restrict a) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at sqrt_map.c:7 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
        do {
            __m512d a_v = _mm512_loadu_pd(a + i_vec);
            __m512d t3 = _mm512_sqrt_pd(a_v);
            _mm512_storeu_pd(r + i_vec, t3);
            long t4 = i_vec + 8L;
            __m512d a_v_1 = _mm512_loadu_pd(a + t4);
            __m512d t5 = _mm512_sqrt_pd(a_v_1);
            _mm512_storeu_pd(r + t4, t5);
            i_vec += 16L;
        } while (i_vec < t2);
        t6 = (int)t2;
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    if (t7 >= 8L) {
        long t8 = t7 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at sqrt_map.c:7 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t9 = (long)t6 + i_vec_1;
            __m512d a_v_2 = _mm512_loadu_pd(a + t9);
            __m512d t10 = _mm512_sqrt_pd(a_v_2);
            _mm512_storeu_pd(r + t9, t10);
            i_vec_1 += 8L;
        } while (i_vec_1 < t8);
        t11 = (int)((long)t6 + t8);
    } else {
        t11 = t6;
    }
    long t12 = (long)n + (long)t11 * -1L;
    if ((t12 >= 1L) & (t12 <= 8L)) {
        __m256i t13 = _mm256_set1_epi32((int)(int)t12);
        __m256i t14 = _mm256_cmpgt_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t15 = (long)t11;
        __m512d a_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t14), a + t15);
        __m512d t16 = _mm512_sqrt_pd(a_v_3);
        _mm512_mask_storeu_pd(r + t15, _mm256_movepi32_mask(t14), t16);
        i = (int)((long)t11 + t12);
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        double t18 = a[t17];
        r[t17] = sqrt(t18);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    double r[1003];
    double a[1003];
    __m256i t3 = _mm256_set1_epi32(0);
    __m256i t4 = _mm256_add_epi32(t3, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t5 = _mm256_sub_epi32(t4, _mm256_set1_epi32(31));
    vcc_v8_int t1 = (vcc_v8_int)_mm256_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at sqrt_map.c:14 vectorized: VF 8, UF 4, the remainder at 15:25 by 31 kept as a running remainder (guard: dividend not negative), vector epilogue VF 8, masked remainder */
    do {
        __m256i t6 = _mm256_mullo_epi32((__m256i)t1, (__m256i)t1);
        __m512d t7 = _mm512_cvtepi32_pd(t6);
        _mm512_storeu_pd(&a[i_vec], t7);
        __m256i t8 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(8));
        __m256i t9 = _mm256_sub_epi32(t8, _mm256_set1_epi32(31));
        __m256i t10 = _mm256_min_epu32(t8, t9);
        __m256i t11 = _mm256_mullo_epi32(t10, t10);
        __m512d t12 = _mm512_cvtepi32_pd(t11);
        _mm512_storeu_pd(&a[i_vec + 8L], t12);
        __m256i t13 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(16));
        __m256i t14 = _mm256_sub_epi32(t13, _mm256_set1_epi32(31));
        __m256i t15 = _mm256_min_epu32(t13, t14);
        __m256i t16 = _mm256_mullo_epi32(t15, t15);
        __m512d t17 = _mm512_cvtepi32_pd(t16);
        _mm512_storeu_pd(&a[i_vec + 16L], t17);
        __m256i t18 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(24));
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(31));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = _mm256_mullo_epi32(t20, t20);
        __m512d t22 = _mm512_cvtepi32_pd(t21);
        _mm512_storeu_pd(&a[i_vec + 24L], t22);
        i_vec += 32L;
        __m256i t23 = _mm256_add_epi32((__m256i)t1, _mm256_set1_epi32(1));
        __m256i t24 = _mm256_sub_epi32(t23, _mm256_set1_epi32(31));
        t1 = (vcc_v8_int)_mm256_min_epu32(t23, t24);
    } while (i_vec < 992L);
    __m256i t25 = _mm256_set1_epi32(0);
    __m256i t26 = _mm256_add_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(31));
    vcc_v8_int t2 = (vcc_v8_int)_mm256_min_epu32(t26, t27);
    long i_vec_1 = 0L;
    /* vcc: loop at sqrt_map.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t28 = _mm256_mullo_epi32((__m256i)t2, (__m256i)t2);
        __m512d t29 = _mm512_cvtepi32_pd(t28);
        _mm512_storeu_pd(&a[992L + i_vec_1], t29);
        i_vec_1 += 8L;
        __m256i t30 = _mm256_add_epi32((__m256i)t2, _mm256_set1_epi32(8));
        __m256i t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32(31));
        t2 = (vcc_v8_int)_mm256_min_epu32(t30, t31);
    } while (i_vec_1 < 8L);
    __m256i t32 = _mm256_set1_epi32(3);
    __m256i t33 = _mm256_cmpgt_epi32(t32, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t34 = _mm256_set1_epi32(8);
    __m256i t35 = _mm256_add_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t36 = _mm256_sub_epi32(t35, _mm256_set1_epi32(31));
    __m256i t37 = _mm256_min_epu32(t35, t36);
    __m256i t38 = _mm256_mullo_epi32(t37, t37);
    __m512d t39 = _mm512_cvtepi32_pd(t38);
    _mm512_mask_storeu_pd(&a[1000], _mm256_movepi32_mask(t33), t39);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at sqrt_map.c:18 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
        do {
            _mm512_storeu_pd(&r[i_vec_2], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[i_vec_2 + 8L], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[i_vec_2 + 16L], _mm512_set1_pd(-1.0));
            _mm512_storeu_pd(&r[i_vec_2 + 24L], _mm512_set1_pd(-1.0));
            i_vec_2 += 32L;
        } while (i_vec_2 < 992L);
        long i_vec_3 = 0L;
        /* vcc: loop at sqrt_map.c:18 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            _mm512_storeu_pd(&r[992L + i_vec_3], _mm512_set1_pd(-1.0));
            i_vec_3 += 8L;
        } while (i_vec_3 < 8L);
        __m256i t40 = _mm256_set1_epi32(3);
        __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm512_mask_storeu_pd(&r[1000], _mm256_movepi32_mask(t41), _mm512_set1_pd(-1.0));
        roots(n, r, a);
        double check = 0.0;
        for (int i = 0; i < 1003; i++) {
            check += r[i];
        }
        printf("n=%d check=%.1f\n", n, check);
    }
    return 0;
}
