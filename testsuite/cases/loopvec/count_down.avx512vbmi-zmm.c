/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* The accesses run backwards: reversed vector loads and stores. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t15;
    int i;
    int t1 = n - 1;
    long t2 = (long)n;
    if (t2 >= 32L) {
        long t3 = t2 & -32L;
        long i_vec = 0L;
        /* vcc: loop at count_down.c:6 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
        do {
            long t4 = (long)t1 + i_vec * -1L;
            __m512i t5 = _mm512_loadu_si512(b + t4 + -15);
            __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t4 + -15, t6);
            long t7 = (long)t1 + (i_vec + 16L) * -1L;
            __m512i t8 = _mm512_loadu_si512(b + t7 + -15);
            __m512i t9 = _mm512_mullo_epi32(t8, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t7 + -15, t9);
            i_vec += 32L;
        } while (i_vec < t3);
        t1 = (int)((long)t1 + t3 * -1L);
    }
    long t10 = (long)t1 + 1L;
    if (t10 >= 16L) {
        long t11 = t10 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at count_down.c:6 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t12 = (long)t1 + i_vec_1 * -1L;
            __m512i t13 = _mm512_loadu_si512(b + t12 + -15);
            __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(2));
            _mm512_storeu_si512(a + t12 + -15, t14);
            i_vec_1 += 16L;
        } while (i_vec_1 < t11);
        t15 = (int)((long)t1 + t11 * -1L);
    } else {
        t15 = t1;
    }
    long t16 = (long)t15 + 1L;
    if ((t16 >= 1L) & (t16 <= 16L)) {
        __m512i t17 = _mm512_set1_epi32((int)(int)t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        long t19 = (long)t15;
        __mmask16 t20 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        __m512i t21 = _mm512_maskz_loadu_epi32(t20, (const int *)((unsigned long)b + (unsigned long)t19 * 4UL - 60UL));
        __m512i t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(2));
        __mmask16 t23 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t18)));
        _mm512_mask_storeu_epi32((int *)((unsigned long)a + (unsigned long)t19 * 4UL - 60UL), t23, t22);
        i = (int)((long)t15 + t16 * -1L);
    } else {
        i = t15;
    }
    for (; i >= 0; i--) {
        long t24 = (long)i;
        a[t24] = b[t24] * 2;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int b[1003];
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(19));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at count_down.c:13 vectorized: VF 16, UF 4, the remainder at 14:16 by 19 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
    do {
        _mm512_storeu_si512(&b[i_vec], (__m512i)t1);
        __m512i t6 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(16));
        __m512i t7 = _mm512_sub_epi32(t6, _mm512_set1_epi32(19));
        __m512i t8 = _mm512_min_epu32(t6, t7);
        _mm512_storeu_si512(&b[i_vec + 16L], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(13));
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(19));
        __m512i t11 = _mm512_min_epu32(t9, t10);
        _mm512_storeu_si512(&b[i_vec + 32L], t11);
        __m512i t12 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(10));
        __m512i t13 = _mm512_sub_epi32(t12, _mm512_set1_epi32(19));
        __m512i t14 = _mm512_min_epu32(t12, t13);
        _mm512_storeu_si512(&b[i_vec + 48L], t14);
        i_vec += 64L;
        __m512i t15 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(7));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(19));
        t1 = (vcc_v16_int)_mm512_min_epu32(t15, t16);
    } while (i_vec < 960L);
    __m512i t17 = _mm512_set1_epi32(10);
    __m512i t18 = _mm512_add_epi32(t17, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t19 = _mm512_sub_epi32(t18, _mm512_set1_epi32(19));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t18, t19);
    long i_vec_1 = 0L;
    /* vcc: loop at count_down.c:13 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        _mm512_storeu_si512(&b[960L + i_vec_1], (__m512i)t2);
        i_vec_1 += 16L;
        __m512i t20 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(16));
        __m512i t21 = _mm512_sub_epi32(t20, _mm512_set1_epi32(19));
        t2 = (vcc_v16_int)_mm512_min_epu32(t20, t21);
    } while (i_vec_1 < 32L);
    __m512i t22 = _mm512_set1_epi32(11);
    __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
    __m512i t24 = _mm512_set1_epi32(4);
    __m512i t25 = _mm512_add_epi32(t24, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(19));
    __m512i t27 = _mm512_min_epu32(t25, t26);
    _mm512_mask_storeu_epi32(&b[992], t23, t27);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_down.c:17 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            _mm512_storeu_si512(&a[i_vec_2], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&a[i_vec_2 + 16L], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&a[i_vec_2 + 32L], _mm512_set1_epi32(0));
            _mm512_storeu_si512(&a[i_vec_2 + 48L], _mm512_set1_epi32(0));
            i_vec_2 += 64L;
        } while (i_vec_2 < 960L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_down.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(&a[960L + i_vec_3], _mm512_set1_epi32(0));
            i_vec_3 += 16L;
        } while (i_vec_3 < 32L);
        __m512i t28 = _mm512_set1_epi32(11);
        __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t28, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&a[992], t29, _mm512_set1_epi32(0));
        down(n, a, b);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 3L % 1000003L + (long)a[i];
        }
        printf("n=%d check=%ld\n", n, check);
    }
    return 0;
}
