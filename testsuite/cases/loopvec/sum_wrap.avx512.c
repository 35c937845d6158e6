/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int sum(int n, const int *a) {
    vcc_no_contract_body
    int s;
    int t6;
    int t7;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        vcc_v8_uint s_v = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_1 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_2 = (vcc_v8_uint)_mm256_set1_epi32(0);
        vcc_v8_uint s_v_3 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at sum_wrap.c:9 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + i_vec));
            s_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v, a_v);
            __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 8L)));
            s_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_1, a_v_1);
            __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 16L)));
            s_v_2 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_2, a_v_2);
            __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (i_vec + 24L)));
            s_v_3 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_3, a_v_3);
            i_vec += 32L;
        } while (i_vec < t2);
        __m256i t3 = _mm256_add_epi32((__m256i)s_v, (__m256i)s_v_1);
        __m256i t4 = _mm256_add_epi32(t3, (__m256i)s_v_2);
        __m256i t5 = _mm256_add_epi32(t4, (__m256i)s_v_3);
        t6 = (int)t2;
        t7 = (int)vcc_avx2_sum_epi32(t5);
    } else {
        t6 = 0;
        t7 = 0;
    }
    long t8 = (long)n + (long)t6 * -1L;
    if (t8 >= 8L) {
        long t9 = t8 & -8L;
        long i_vec_1 = 0L;
        vcc_v8_uint s_v_4 = (vcc_v8_uint)_mm256_set1_epi32(0);
        /* vcc: loop at sum_wrap.c:9 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + ((long)t6 + i_vec_1)));
            s_v_4 = (vcc_v8_uint)_mm256_add_epi32((__m256i)s_v_4, a_v_4);
            i_vec_1 += 8L;
        } while (i_vec_1 < t9);
        i = (int)((long)t6 + t9);
        s = (int)((unsigned int)t7 + vcc_avx2_sum_epi32((__m256i)s_v_4));
    } else {
        i = t6;
        s = t7;
    }
    for (; i < n; i++) {
        s += a[i];
    }
    return s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    static const int counts[73] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 259, 1001};
    int a[1003];
    __m256i t1 = _mm256_set1_epi32(0);
    vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t1, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec = 0L;
    /* vcc: loop at sum_wrap.c:17 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
    do {
        __m256i t2 = (__m256i)((vcc_v8_int)(__m256i)i_v % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t3 = _mm256_cmpeq_epi32(t2, _mm256_set1_epi32(0));
        __m256i t4 = _mm256_sub_epi32((__m256i)i_v, _mm256_set1_epi32(1));
        __m256i t5 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t4);
        __m256i t6 = _mm256_sub_epi32(_mm256_setzero_si256(), t5);
        __m256i t7 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), (__m256i)i_v);
        __m256i t8 = _mm256_ternarylogic_epi32(t3, t7, t6, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[i_vec], t8);
        __m256i t9 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
        __m256i t10 = (__m256i)((vcc_v8_int)t9 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t11 = _mm256_cmpeq_epi32(t10, _mm256_set1_epi32(0));
        __m256i t12 = _mm256_sub_epi32(t9, _mm256_set1_epi32(1));
        __m256i t13 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t12);
        __m256i t14 = _mm256_sub_epi32(_mm256_setzero_si256(), t13);
        __m256i t15 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t9);
        __m256i t16 = _mm256_ternarylogic_epi32(t11, t15, t14, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 8L], t16);
        __m256i t17 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
        __m256i t18 = (__m256i)((vcc_v8_int)t17 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t19 = _mm256_cmpeq_epi32(t18, _mm256_set1_epi32(0));
        __m256i t20 = _mm256_sub_epi32(t17, _mm256_set1_epi32(1));
        __m256i t21 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t20);
        __m256i t22 = _mm256_sub_epi32(_mm256_setzero_si256(), t21);
        __m256i t23 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t17);
        __m256i t24 = _mm256_ternarylogic_epi32(t19, t23, t22, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 16L], t24);
        __m256i t25 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(24));
        __m256i t26 = (__m256i)((vcc_v8_int)t25 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t27 = _mm256_cmpeq_epi32(t26, _mm256_set1_epi32(0));
        __m256i t28 = _mm256_sub_epi32(t25, _mm256_set1_epi32(1));
        __m256i t29 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t28);
        __m256i t30 = _mm256_sub_epi32(_mm256_setzero_si256(), t29);
        __m256i t31 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t25);
        __m256i t32 = _mm256_ternarylogic_epi32(t27, t31, t30, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[i_vec + 24L], t32);
        i_vec += 32L;
        i_v = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(32));
    } while (i_vec < 992L);
    __m256i t33 = _mm256_set1_epi32(992);
    vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    long i_vec_1 = 0L;
    /* vcc: loop at sum_wrap.c:17 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        __m256i t34 = (__m256i)((vcc_v8_int)(__m256i)i_v_1 % (vcc_v8_int)_mm256_set1_epi32(2));
        __m256i t35 = _mm256_cmpeq_epi32(t34, _mm256_set1_epi32(0));
        __m256i t36 = _mm256_sub_epi32((__m256i)i_v_1, _mm256_set1_epi32(1));
        __m256i t37 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t36);
        __m256i t38 = _mm256_sub_epi32(_mm256_setzero_si256(), t37);
        __m256i t39 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), (__m256i)i_v_1);
        __m256i t40 = _mm256_ternarylogic_epi32(t35, t39, t38, 0xCA);
        _mm256_storeu_si256((__m256i *)&a[992L + i_vec_1], t40);
        i_vec_1 += 8L;
        i_v_1 = (vcc_v8_uint)_mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
    } while (i_vec_1 < 8L);
    __m256i t41 = _mm256_set1_epi32(3);
    __m256i t42 = _mm256_cmpgt_epi32(t41, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t43 = _mm256_set1_epi32(1000);
    __m256i t44 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    __m256i t45 = (__m256i)((vcc_v8_int)t44 % (vcc_v8_int)_mm256_set1_epi32(2));
    __m256i t46 = _mm256_cmpeq_epi32(t45, _mm256_set1_epi32(0));
    __m256i t47 = _mm256_sub_epi32(t44, _mm256_set1_epi32(1));
    __m256i t48 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t47);
    __m256i t49 = _mm256_sub_epi32(_mm256_setzero_si256(), t48);
    __m256i t50 = _mm256_sub_epi32(_mm256_set1_epi32(2147483647), t44);
    __m256i t51 = _mm256_ternarylogic_epi32(t46, t50, t49, 0xCA);
    _mm256_mask_storeu_epi32(&a[1000], _mm256_movepi32_mask(t42), t51);
    for (unsigned int c = 0U; (unsigned long)c < 73UL; c++) {
        const int *t52 = &counts[c];
        int t53 = sum(*t52, a);
        printf("sum(%d) = %d\n", *t52, t53);
    }
    return 0;
}
