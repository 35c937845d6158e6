/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#define vcc_avx2_sum_epi32(V) ({ __m128i vcc_s = _mm_add_epi32(_mm256_castsi256_si128(V), _mm256_extracti128_si256((V), 1)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0x4e)); vcc_s = _mm_add_epi32(vcc_s, _mm_shuffle_epi32(vcc_s, 0xb1)); _mm_cvtsi128_si32(vcc_s); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 1 */
#include <stdio.h>

/* Vectorized: a comparison used as a value (0 or 1) in a sum, and in a store. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int count_pos(int n, const int *restrict a, int *restrict flags) {
    vcc_no_contract_body
    int c;
    int t8;
    int t9;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint c_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at count_pos.c:7 vectorized: VF 16, UF 1, masked remainder */
        do {
            const int *t3 = a + i_vec;
            __m512i a_v = _mm512_loadu_si512(t3);
            __mmask16 t4 = _mm512_cmp_epi32_mask(a_v, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
            __m512i t5 = _mm512_maskz_mov_epi32(t4, _mm512_set1_epi32(1));
            _mm512_storeu_si512(flags + i_vec, t5);
            __m512i a_v_1 = _mm512_loadu_si512(t3);
            __mmask16 t6 = _mm512_cmp_epi32_mask(a_v_1, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
            __m512i t7 = _mm512_maskz_mov_epi32(t6, _mm512_set1_epi32(1));
            c_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)c_v, t7);
            i_vec += 16L;
        } while (i_vec < t2);
        t8 = (int)t2;
        t9 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)c_v), _mm512_extracti64x4_epi64((__m512i)c_v, 1)));
    } else {
        t8 = 0;
        t9 = 0;
    }
    long t10 = (long)n + (long)t8 * -1L;
    if ((t10 >= 1L) & (t10 <= 16L)) {
        __m512i t11 = _mm512_set1_epi32((int)(int)t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t11, _MM_CMPINT_LT);
        long t13 = (long)t8;
        const int *t14 = a + t13;
        __m512i a_v_2 = _mm512_maskz_loadu_epi32(t12, t14);
        __mmask16 t15 = _mm512_cmp_epi32_mask(a_v_2, _mm512_set1_epi32(3), _MM_CMPINT_NLE);
        __m512i t16 = _mm512_maskz_mov_epi32(t15, _mm512_set1_epi32(1));
        _mm512_mask_storeu_epi32(flags + t13, t12, t16);
        __m512i a_v_3 = _mm512_maskz_loadu_epi32(t12, t14);
        __mmask16 t17 = _mm512_cmp_epi32_mask(a_v_3, _mm512_set1_epi32(0), _MM_CMPINT_NLE);
        __m512i t18 = _mm512_maskz_mov_epi32(t17, _mm512_set1_epi32(1));
        __m512i t19 = _mm512_mask_blend_epi32(t12, _mm512_set1_epi32(0), t18);
        __m512i c_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t19);
        i = (int)((long)t8 + t10);
        c = (int)((unsigned int)t9 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(c_v_1), _mm512_extracti64x4_epi64(c_v_1, 1))));
    } else {
        i = t8;
        c = t9;
    }
    for (; i < n; i++) {
        long t20 = (long)i;
        const int *t21 = a + t20;
        flags[t20] = *t21 > 3;
        c += *t21 > 0;
    }
    return c;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    int flags[1003];
    __m512i t3 = _mm512_set1_epi32(0);
    __m512i t4 = _mm512_add_epi32(t3, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
    __m512i t5 = _mm512_sub_epi32(t4, _mm512_set1_epi32(11));
    vcc_v16_int t1 = (vcc_v16_int)_mm512_min_epu32(t4, t5);
    long i_vec = 0L;
    /* vcc: loop at count_pos.c:17 vectorized: VF 16, UF 4, the remainder at 18:16 by 11 kept as a running remainder (guard: dividend not negative), vector epilogue VF 16, masked remainder */
    do {
        __m512i t6 = _mm512_sub_epi32((__m512i)t1, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[i_vec], t6);
        __m512i t7 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(10));
        __m512i t8 = _mm512_sub_epi32(t7, _mm512_set1_epi32(11));
        __m512i t9 = _mm512_min_epu32(t7, t8);
        __m512i t10 = _mm512_sub_epi32(t9, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[i_vec + 16L], t10);
        __m512i t11 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(9));
        __m512i t12 = _mm512_sub_epi32(t11, _mm512_set1_epi32(11));
        __m512i t13 = _mm512_min_epu32(t11, t12);
        __m512i t14 = _mm512_sub_epi32(t13, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[i_vec + 32L], t14);
        __m512i t15 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(8));
        __m512i t16 = _mm512_sub_epi32(t15, _mm512_set1_epi32(11));
        __m512i t17 = _mm512_min_epu32(t15, t16);
        __m512i t18 = _mm512_sub_epi32(t17, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[i_vec + 48L], t18);
        i_vec += 64L;
        __m512i t19 = _mm512_add_epi32((__m512i)t1, _mm512_set1_epi32(7));
        __m512i t20 = _mm512_sub_epi32(t19, _mm512_set1_epi32(11));
        t1 = (vcc_v16_int)_mm512_min_epu32(t19, t20);
    } while (i_vec < 960L);
    __m512i t21 = _mm512_set1_epi32(6);
    __m512i t22 = _mm512_add_epi32(t21, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
    __m512i t23 = _mm512_sub_epi32(t22, _mm512_set1_epi32(11));
    vcc_v16_int t2 = (vcc_v16_int)_mm512_min_epu32(t22, t23);
    long i_vec_1 = 0L;
    /* vcc: loop at count_pos.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        __m512i t24 = _mm512_sub_epi32((__m512i)t2, _mm512_set1_epi32(5));
        _mm512_storeu_si512(&a[960L + i_vec_1], t24);
        i_vec_1 += 16L;
        __m512i t25 = _mm512_add_epi32((__m512i)t2, _mm512_set1_epi32(10));
        __m512i t26 = _mm512_sub_epi32(t25, _mm512_set1_epi32(11));
        t2 = (vcc_v16_int)_mm512_min_epu32(t25, t26);
    } while (i_vec_1 < 32L);
    __m512i t27 = _mm512_set1_epi32(11);
    __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t27, _MM_CMPINT_LT);
    __m512i t29 = _mm512_set1_epi32(4);
    __m512i t30 = _mm512_add_epi32(t29, _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 1, 3, 5, 7, 9, 0, 2, 4, 6, 8));
    __m512i t31 = _mm512_sub_epi32(t30, _mm512_set1_epi32(11));
    __m512i t32 = _mm512_min_epu32(t30, t31);
    __m512i t33 = _mm512_sub_epi32(t32, _mm512_set1_epi32(5));
    _mm512_mask_storeu_epi32(&a[992], t28, t33);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        int n = counts[c];
        long i_vec_2 = 0L;
        /* vcc: loop at count_pos.c:21 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
        do {
            _mm512_storeu_si512(&flags[i_vec_2], _mm512_set1_epi32(7));
            _mm512_storeu_si512(&flags[i_vec_2 + 16L], _mm512_set1_epi32(7));
            _mm512_storeu_si512(&flags[i_vec_2 + 32L], _mm512_set1_epi32(7));
            _mm512_storeu_si512(&flags[i_vec_2 + 48L], _mm512_set1_epi32(7));
            i_vec_2 += 64L;
        } while (i_vec_2 < 960L);
        long i_vec_3 = 0L;
        /* vcc: loop at count_pos.c:21 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            _mm512_storeu_si512(&flags[960L + i_vec_3], _mm512_set1_epi32(7));
            i_vec_3 += 16L;
        } while (i_vec_3 < 32L);
        __m512i t34 = _mm512_set1_epi32(11);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        _mm512_mask_storeu_epi32(&flags[992], t35, _mm512_set1_epi32(7));
        int r = count_pos(n, a, flags);
        long check = 0L;
        for (int i = 0; i < 1003; i++) {
            check = check * 3L % 1000003L + (long)flags[i];
        }
        printf("n=%d count=%d check=%ld\n", n, r, check);
    }
    return 0;
}
