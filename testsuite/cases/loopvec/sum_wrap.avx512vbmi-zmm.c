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
#include <limits.h>
#include <stdio.h>

/* Vectorized: a signed sum whose partial sums stay in range in the scalar order, but whose
   per-lane partial sums (a[0] + a[8] + ...) would not: the vector accumulates unsigned. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int sum(int n, const int *a) {
    vcc_no_contract_body
    int s;
    int t3;
    int t4;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        vcc_v16_uint s_v = (vcc_v16_uint)_mm512_set1_epi32(0);
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 16, UF 1, masked remainder */
        do {
            __m512i a_v = _mm512_loadu_si512(a + i_vec);
            s_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)s_v, a_v);
            i_vec += 16L;
        } while (i_vec < t2);
        t3 = (int)t2;
        t4 = (int)vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256((__m512i)s_v), _mm512_extracti64x4_epi64((__m512i)s_v, 1)));
    } else {
        t3 = 0;
        t4 = 0;
    }
    long t5 = (long)n + (long)t3 * -1L;
    if ((t5 >= 1L) & (t5 <= 16L)) {
        __m512i t6 = _mm512_set1_epi32((int)(int)t5);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t6, _MM_CMPINT_LT);
        __m512i a_v_1 = _mm512_maskz_loadu_epi32(t7, a + (long)t3);
        __m512i t8 = _mm512_mask_blend_epi32(t7, _mm512_set1_epi32(0), a_v_1);
        __m512i s_v_1 = _mm512_add_epi32(_mm512_set1_epi32(0), t8);
        i = (int)((long)t3 + t5);
        s = (int)((unsigned int)t4 + vcc_avx2_sum_epi32(_mm256_add_epi32(_mm512_castsi512_si256(s_v_1), _mm512_extracti64x4_epi64(s_v_1, 1))));
    } else {
        i = t3;
        s = t4;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m512i t1 = _mm512_set1_epi32(0);
    vcc_v16_uint i_v = (vcc_v16_uint)_mm512_add_epi32(t1, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec = 0L;
    /* vcc: loop at sum_wrap.c:17 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
    do {
        __m512i t2 = (__m512i)((vcc_v16_int)(__m512i)i_v % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t3 = _mm512_cmp_epi32_mask(t2, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t4 = _mm512_sub_epi32((__m512i)i_v, _mm512_set1_epi32(1));
        __m512i t5 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t4);
        __m512i t6 = _mm512_sub_epi32(_mm512_setzero_si512(), t5);
        __m512i t7 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), (__m512i)i_v);
        __m512i t8 = _mm512_mask_blend_epi32(t3, t6, t7);
        _mm512_storeu_si512(&a[i_vec], t8);
        __m512i t9 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(16));
        __m512i t10 = (__m512i)((vcc_v16_int)t9 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t11 = _mm512_cmp_epi32_mask(t10, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t12 = _mm512_sub_epi32(t9, _mm512_set1_epi32(1));
        __m512i t13 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t12);
        __m512i t14 = _mm512_sub_epi32(_mm512_setzero_si512(), t13);
        __m512i t15 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t9);
        __m512i t16 = _mm512_mask_blend_epi32(t11, t14, t15);
        _mm512_storeu_si512(&a[i_vec + 16L], t16);
        __m512i t17 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(32));
        __m512i t18 = (__m512i)((vcc_v16_int)t17 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t19 = _mm512_cmp_epi32_mask(t18, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t20 = _mm512_sub_epi32(t17, _mm512_set1_epi32(1));
        __m512i t21 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t20);
        __m512i t22 = _mm512_sub_epi32(_mm512_setzero_si512(), t21);
        __m512i t23 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t17);
        __m512i t24 = _mm512_mask_blend_epi32(t19, t22, t23);
        _mm512_storeu_si512(&a[i_vec + 32L], t24);
        __m512i t25 = _mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(48));
        __m512i t26 = (__m512i)((vcc_v16_int)t25 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t27 = _mm512_cmp_epi32_mask(t26, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t28 = _mm512_sub_epi32(t25, _mm512_set1_epi32(1));
        __m512i t29 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t28);
        __m512i t30 = _mm512_sub_epi32(_mm512_setzero_si512(), t29);
        __m512i t31 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t25);
        __m512i t32 = _mm512_mask_blend_epi32(t27, t30, t31);
        _mm512_storeu_si512(&a[i_vec + 48L], t32);
        i_vec += 64L;
        i_v = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v, _mm512_set1_epi32(64));
    } while (i_vec < 960L);
    __m512i t33 = _mm512_set1_epi32(960);
    vcc_v16_uint i_v_1 = (vcc_v16_uint)_mm512_add_epi32(t33, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    long i_vec_1 = 0L;
    /* vcc: loop at sum_wrap.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        __m512i t34 = (__m512i)((vcc_v16_int)(__m512i)i_v_1 % (vcc_v16_int)_mm512_set1_epi32(2));
        __mmask16 t35 = _mm512_cmp_epi32_mask(t34, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
        __m512i t36 = _mm512_sub_epi32((__m512i)i_v_1, _mm512_set1_epi32(1));
        __m512i t37 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t36);
        __m512i t38 = _mm512_sub_epi32(_mm512_setzero_si512(), t37);
        __m512i t39 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), (__m512i)i_v_1);
        __m512i t40 = _mm512_mask_blend_epi32(t35, t38, t39);
        _mm512_storeu_si512(&a[960L + i_vec_1], t40);
        i_vec_1 += 16L;
        i_v_1 = (vcc_v16_uint)_mm512_add_epi32((__m512i)i_v_1, _mm512_set1_epi32(16));
    } while (i_vec_1 < 32L);
    __m512i t41 = _mm512_set1_epi32(11);
    __mmask16 t42 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t41, _MM_CMPINT_LT);
    __m512i t43 = _mm512_set1_epi32(992);
    __m512i t44 = _mm512_add_epi32(t43, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
    __m512i t45 = (__m512i)((vcc_v16_int)t44 % (vcc_v16_int)_mm512_set1_epi32(2));
    __mmask16 t46 = _mm512_cmp_epi32_mask(t45, _mm512_set1_epi32(0), _MM_CMPINT_EQ);
    __m512i t47 = _mm512_sub_epi32(t44, _mm512_set1_epi32(1));
    __m512i t48 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t47);
    __m512i t49 = _mm512_sub_epi32(_mm512_setzero_si512(), t48);
    __m512i t50 = _mm512_sub_epi32(_mm512_set1_epi32(2147483647), t44);
    __m512i t51 = _mm512_mask_blend_epi32(t46, t49, t50);
    _mm512_mask_storeu_epi32(&a[992], t42, t51);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t52 = &counts[c];
        int t53 = sum(*t52, a);
        printf("sum(%d) = %d\n", *t52, t53);
    }
    return 0;
}
