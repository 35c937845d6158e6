/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=0 avx2=0 avx512=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere priced as the per-lane scatters they replace
   (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t19;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:12 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            int *t4 = a + 2 * t3;
            long t5 = (long)t3;
            __m512i b_v = _mm512_loadu_si512(b + t5);
            __m512i c_v = _mm512_loadu_si512(c + t5);
            __m512i t6 = _mm512_add_epi32(b_v, c_v);
            __m512i t7 = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t6);
            __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4, t8, t7);
            __m512i t9 = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t6);
            __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4 + 16, t10, t9);
            int t11 = (int)(i_vec + 16L);
            int *t12 = a + 2 * t11;
            long t13 = (long)t11;
            __m512i b_v_1 = _mm512_loadu_si512(b + t13);
            __m512i c_v_1 = _mm512_loadu_si512(c + t13);
            __m512i t14 = _mm512_add_epi32(b_v_1, c_v_1);
            __m512i t15 = _mm512_permutex2var_epi32(t14, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t14);
            __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t12, t16, t15);
            __m512i t17 = _mm512_permutex2var_epi32(t14, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t14);
            __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t12 + 16, t18, t17);
            i_vec += 32L;
        } while (i_vec < t2);
        t19 = (int)t2;
    } else {
        t19 = 0;
    }
    long t20 = (long)n + (long)t19 * -1L;
    if (t20 >= 16L) {
        long t21 = t20 & -16L;
        long i_vec_1 = 0L;
        do {
            int t22 = (int)((long)t19 + i_vec_1);
            int *t23 = a + 2 * t22;
            long t24 = (long)t22;
            __m512i b_v_2 = _mm512_loadu_si512(b + t24);
            __m512i c_v_2 = _mm512_loadu_si512(c + t24);
            __m512i t25 = _mm512_add_epi32(b_v_2, c_v_2);
            __m512i t26 = _mm512_permutex2var_epi32(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t25);
            __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23, t27, t26);
            __m512i t28 = _mm512_permutex2var_epi32(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t25);
            __mmask16 t29 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23 + 16, t29, t28);
            i_vec_1 += 16L;
        } while (i_vec_1 < t21);
        i = (int)((long)t19 + t21);
    } else {
        i = t19;
    }
    for (; i < n; i++) {
        long t30 = (long)i;
        a[2 * i] = b[t30] + c[t30];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:17 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            float *t4 = a + (3 * t3 + 1);
            __m512 b_v = _mm512_loadu_ps(b + t3);
            __m512 t5 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            __m512 t6 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t5, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t7 = (__m512)__builtin_shufflevector((vcc_v16_float)t6, (vcc_v16_float)t5, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4, t8, t7);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t5, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t5, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 16, t11, t10);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t5, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t5, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t4 + 32, t14, t13);
            int t15 = (int)(i_vec + 16L);
            float *t16 = a + (3 * t15 + 1);
            __m512 b_v_1 = _mm512_loadu_ps(b + t15);
            __m512 t17 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
            __m512 t18 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t17, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t19 = (__m512)__builtin_shufflevector((vcc_v16_float)t18, (vcc_v16_float)t17, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t16, t20, t19);
            __m512 t21 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t17, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t22 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t17, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t16 + 16, t23, t22);
            __m512 t24 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t17, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t24, (vcc_v16_float)t17, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t16 + 32, t26, t25);
            i_vec += 32L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 16L) {
        long t29 = t28 & -16L;
        long i_vec_1 = 0L;
        do {
            int t30 = (int)((long)t27 + i_vec_1);
            float *t31 = a + (3 * t30 + 1);
            __m512 b_v_2 = _mm512_loadu_ps(b + t30);
            __m512 t32 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
            __m512 t33 = (__m512)__builtin_shufflevector((vcc_v16_float)t32, (vcc_v16_float)t32, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t34 = (__m512)__builtin_shufflevector((vcc_v16_float)t33, (vcc_v16_float)t32, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t31, t35, t34);
            __m512 t36 = (__m512)__builtin_shufflevector((vcc_v16_float)t32, (vcc_v16_float)t32, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t37 = (__m512)__builtin_shufflevector((vcc_v16_float)t36, (vcc_v16_float)t32, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t31 + 16, t38, t37);
            __m512 t39 = (__m512)__builtin_shufflevector((vcc_v16_float)t32, (vcc_v16_float)t32, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t40 = (__m512)__builtin_shufflevector((vcc_v16_float)t39, (vcc_v16_float)t32, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t31 + 32, t41, t40);
            i_vec_1 += 16L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t29;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:22 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const int *t4 = b + t3;
            __m512i b_v = _mm512_loadu_si512(t4);
            int *t5 = a + (3 * t3 + 2);
            __m512i b_v_1 = _mm512_loadu_si512(t4);
            __m512i t6 = _mm512_sub_epi32(_mm512_setzero_si512(), b_v_1);
            __m512i t7 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v, (vcc_v16_int)b_v, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t8 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t6, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5 + -2, t9, t8);
            __m512i t10 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v, (vcc_v16_int)b_v, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t11 = (__m512i)__builtin_shufflevector((vcc_v16_int)t10, (vcc_v16_int)t6, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5 + 14, t12, t11);
            __m512i t13 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v, (vcc_v16_int)b_v, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t14 = (__m512i)__builtin_shufflevector((vcc_v16_int)t13, (vcc_v16_int)t6, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5 + 30, t15, t14);
            int t16 = (int)(i_vec + 16L);
            const int *t17 = b + t16;
            __m512i b_v_2 = _mm512_loadu_si512(t17);
            int *t18 = a + (3 * t16 + 2);
            __m512i b_v_3 = _mm512_loadu_si512(t17);
            __m512i t19 = _mm512_sub_epi32(_mm512_setzero_si512(), b_v_3);
            __m512i t20 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_2, (vcc_v16_int)b_v_2, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t21 = (__m512i)__builtin_shufflevector((vcc_v16_int)t20, (vcc_v16_int)t19, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t18 + -2, t22, t21);
            __m512i t23 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_2, (vcc_v16_int)b_v_2, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t24 = (__m512i)__builtin_shufflevector((vcc_v16_int)t23, (vcc_v16_int)t19, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t18 + 14, t25, t24);
            __m512i t26 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_2, (vcc_v16_int)b_v_2, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t27 = (__m512i)__builtin_shufflevector((vcc_v16_int)t26, (vcc_v16_int)t19, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t18 + 30, t28, t27);
            i_vec += 32L;
        } while (i_vec < t2);
        t29 = (int)t2;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 16L) {
        long t31 = t30 & -16L;
        long i_vec_1 = 0L;
        do {
            int t32 = (int)((long)t29 + i_vec_1);
            const int *t33 = b + t32;
            __m512i b_v_4 = _mm512_loadu_si512(t33);
            int *t34 = a + (3 * t32 + 2);
            __m512i b_v_5 = _mm512_loadu_si512(t33);
            __m512i t35 = _mm512_sub_epi32(_mm512_setzero_si512(), b_v_5);
            __m512i t36 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_4, (vcc_v16_int)b_v_4, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t37 = (__m512i)__builtin_shufflevector((vcc_v16_int)t36, (vcc_v16_int)t35, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t38 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t34 + -2, t38, t37);
            __m512i t39 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_4, (vcc_v16_int)b_v_4, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t40 = (__m512i)__builtin_shufflevector((vcc_v16_int)t39, (vcc_v16_int)t35, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t41 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t34 + 14, t41, t40);
            __m512i t42 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_4, (vcc_v16_int)b_v_4, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t43 = (__m512i)__builtin_shufflevector((vcc_v16_int)t42, (vcc_v16_int)t35, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t34 + 30, t44, t43);
            i_vec_1 += 16L;
        } while (i_vec_1 < t31);
        i = (int)((long)t29 + t31);
    } else {
        i = t29;
    }
    for (; i < n; i++) {
        int t45 = 3 * i;
        const int *t46 = b + i;
        a[t45] = *t46;
        a[t45 + 2] = -*t46;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            double *t4 = a + (2 * t3 + 1);
            __m512d b_v = _mm512_loadu_pd(b + t3);
            __m512d t5 = _mm512_add_pd(b_v, _mm512_set1_pd(0.5));
            __m512d t6 = _mm512_permutex2var_pd(t5, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t5);
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t4, _mm256_movepi32_mask(t7), t6);
            __m512d t8 = _mm512_permutex2var_pd(t5, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t5);
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t4 + 8, _mm256_movepi32_mask(t9), t8);
            int t10 = (int)(i_vec + 8L);
            double *t11 = a + (2 * t10 + 1);
            __m512d b_v_1 = _mm512_loadu_pd(b + t10);
            __m512d t12 = _mm512_add_pd(b_v_1, _mm512_set1_pd(0.5));
            __m512d t13 = _mm512_permutex2var_pd(t12, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t12);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t11, _mm256_movepi32_mask(t14), t13);
            __m512d t15 = _mm512_permutex2var_pd(t12, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t12);
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t11 + 8, _mm256_movepi32_mask(t16), t15);
            int t17 = (int)(i_vec + 16L);
            double *t18 = a + (2 * t17 + 1);
            __m512d b_v_2 = _mm512_loadu_pd(b + t17);
            __m512d t19 = _mm512_add_pd(b_v_2, _mm512_set1_pd(0.5));
            __m512d t20 = _mm512_permutex2var_pd(t19, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t19);
            __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t18, _mm256_movepi32_mask(t21), t20);
            __m512d t22 = _mm512_permutex2var_pd(t19, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t19);
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t18 + 8, _mm256_movepi32_mask(t23), t22);
            int t24 = (int)(i_vec + 24L);
            double *t25 = a + (2 * t24 + 1);
            __m512d b_v_3 = _mm512_loadu_pd(b + t24);
            __m512d t26 = _mm512_add_pd(b_v_3, _mm512_set1_pd(0.5));
            __m512d t27 = _mm512_permutex2var_pd(t26, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t25, _mm256_movepi32_mask(t28), t27);
            __m512d t29 = _mm512_permutex2var_pd(t26, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m256i t30 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t25 + 8, _mm256_movepi32_mask(t30), t29);
            i_vec += 32L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long i_vec_1 = 0L;
        do {
            int t34 = (int)((long)t31 + i_vec_1);
            double *t35 = a + (2 * t34 + 1);
            __m512d b_v_4 = _mm512_loadu_pd(b + t34);
            __m512d t36 = _mm512_add_pd(b_v_4, _mm512_set1_pd(0.5));
            __m512d t37 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t35, _mm256_movepi32_mask(t38), t37);
            __m512d t39 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t35 + 8, _mm256_movepi32_mask(t40), t39);
            i_vec_1 += 8L;
        } while (i_vec_1 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        a[2 * i + 1] = b[i] + 0.5;
    }
}

#define G 1001
static int g[2 * G];
static int gb[G];

static __typeof__(g) g __attribute__((aligned(64)));
static __typeof__(gb) gb __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void global_evens(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:38 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        int t1 = (int)i_vec;
        int *t2 = &g[2 * t1];
        __m512i gb_v = _mm512_loadu_si512(&gb[t1]);
        __m512i t3 = _mm512_mullo_epi32(gb_v, _mm512_set1_epi32(3));
        __m512i t4 = _mm512_permutex2var_epi32(t3, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t3);
        __mmask16 t5 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t2, t5, t4);
        __m512i t6 = _mm512_permutex2var_epi32(t3, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t3);
        __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t2 + 16, t7, t6);
        int t8 = (int)(i_vec + 16L);
        int *t9 = &g[2 * t8];
        __m512i gb_v_1 = _mm512_loadu_si512(&gb[t8]);
        __m512i t10 = _mm512_mullo_epi32(gb_v_1, _mm512_set1_epi32(3));
        __m512i t11 = _mm512_permutex2var_epi32(t10, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t10);
        __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t9, t12, t11);
        __m512i t13 = _mm512_permutex2var_epi32(t10, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t10);
        __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t9 + 16, t14, t13);
        int t15 = (int)(i_vec + 32L);
        int *t16 = &g[2 * t15];
        __m512i gb_v_2 = _mm512_loadu_si512(&gb[t15]);
        __m512i t17 = _mm512_mullo_epi32(gb_v_2, _mm512_set1_epi32(3));
        __m512i t18 = _mm512_permutex2var_epi32(t17, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t17);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t16, t19, t18);
        __m512i t20 = _mm512_permutex2var_epi32(t17, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t17);
        __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t16 + 16, t21, t20);
        int t22 = (int)(i_vec + 48L);
        int *t23 = &g[2 * t22];
        __m512i gb_v_3 = _mm512_loadu_si512(&gb[t22]);
        __m512i t24 = _mm512_mullo_epi32(gb_v_3, _mm512_set1_epi32(3));
        __m512i t25 = _mm512_permutex2var_epi32(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t24);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t23, t26, t25);
        __m512i t27 = _mm512_permutex2var_epi32(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t24);
        __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t23 + 16, t28, t27);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    do {
        int t29 = (int)(960L + i_vec_1);
        int *t30 = &g[2 * t29];
        __m512i gb_v_4 = _mm512_loadu_si512(&gb[t29]);
        __m512i t31 = _mm512_mullo_epi32(gb_v_4, _mm512_set1_epi32(3));
        __m512i t32 = _mm512_permutex2var_epi32(t31, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
        __mmask16 t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t30, t33, t32);
        __m512i t34 = _mm512_permutex2var_epi32(t31, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t30 + 16, t35, t34);
        i_vec_1 += 16L;
    } while (i_vec_1 < 32L);
    for (int i = 992; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t38;
    int k;
    int t58;
    int t59;
    int t60;
    int t72;
    int t80;
    int k_1;
    int t95;
    int t108;
    int t115;
    int k_2;
    int t123;
    int t124;
    int t137;
    int t144;
    int k_3;
    int t171;
    int t179;
    int k_4;
    unsigned long long t192;
    unsigned long long t194;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t1 = 1;
        } else {
            t1 = 0;
            n = n_1;
        }
        if (!t1) {
            __m512i t195 = _mm512_set1_epi32(0);
            __m512i t196 = t195;
            __m512i k_v_8 = _mm512_add_epi32(t196, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:73 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                __m512i k_v_32 = k_v_8;
                _mm512_storeu_si512(&g[(int)k_vec_10], k_v_32);
                __m512i t197 = _mm512_add_epi32(k_v_8, _mm512_set1_epi32(16));
                __m512i k_v_33 = t197;
                _mm512_storeu_si512(&g[(int)(k_vec_10 + 16L)], k_v_33);
                __m512i t198 = _mm512_add_epi32(k_v_8, _mm512_set1_epi32(32));
                __m512i k_v_34 = t198;
                _mm512_storeu_si512(&g[(int)(k_vec_10 + 32L)], k_v_34);
                __m512i t199 = _mm512_add_epi32(k_v_8, _mm512_set1_epi32(48));
                __m512i k_v_35 = t199;
                _mm512_storeu_si512(&g[(int)(k_vec_10 + 48L)], k_v_35);
                k_vec_10 += 64L;
                k_v_8 = _mm512_add_epi32(k_v_8, _mm512_set1_epi32(64));
            } while (k_vec_10 < 1984L);
            __m512i t200 = _mm512_set1_epi32(1984);
            __m512i t201 = t200;
            __m512i k_v_9 = _mm512_add_epi32(t201, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_11 = 0L;
            do {
                __m512i k_v_36 = k_v_9;
                _mm512_storeu_si512(&g[(int)(1984L + k_vec_11)], k_v_36);
                k_vec_11 += 16L;
                k_v_9 = _mm512_add_epi32(k_v_9, _mm512_set1_epi32(16));
            } while (k_vec_11 < 16L);
            for (int k_5 = 2000; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (int fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
            }
            global_evens();
            printf("global %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g, 8008UL)));
            return 0;
        }
        void *t2 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)t2;
        void *t3 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)t3;
        void *t4 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *bf = (float *)t4;
        void *t5 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)t5;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        long t6 = (long)n;
        unsigned long t7 = (unsigned long)t2;
        unsigned long t8 = (unsigned long)t4;
        unsigned long t9 = (unsigned long)t2;
        unsigned long t10 = (unsigned long)t5;
        unsigned long t11 = (unsigned long)t3;
        unsigned long t12 = (unsigned long)t4;
        unsigned long t13 = (unsigned long)t3;
        unsigned long t14 = (unsigned long)t5;
        unsigned long t15 = (unsigned long)t4;
        unsigned long t16 = (unsigned long)t5;
        if ((t6 >= 32L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -32L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:50 vectorized: VF 8, UF 4, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, vector epilogue VF 8, scalar epilogue */
            do {
                long t18 = (long)(int)k_vec;
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t18));
                __m256 t19 = _mm256_cvtepi32_ps(b_v);
                __m256 t20 = _mm256_mul_ps(t19, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t18, t20);
                __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + t18));
                __m512d t21 = _mm512_cvtepi32_pd(c_v);
                __m512d t22 = _mm512_mul_pd(t21, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t18, t22);
                long t23 = (long)(int)(k_vec + 8L);
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t23));
                __m256 t24 = _mm256_cvtepi32_ps(b_v_1);
                __m256 t25 = _mm256_mul_ps(t24, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t23, t25);
                __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t23));
                __m512d t26 = _mm512_cvtepi32_pd(c_v_1);
                __m512d t27 = _mm512_mul_pd(t26, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t23, t27);
                long t28 = (long)(int)(k_vec + 16L);
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t28));
                __m256 t29 = _mm256_cvtepi32_ps(b_v_2);
                __m256 t30 = _mm256_mul_ps(t29, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t28, t30);
                __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t28));
                __m512d t31 = _mm512_cvtepi32_pd(c_v_2);
                __m512d t32 = _mm512_mul_pd(t31, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t28, t32);
                long t33 = (long)(int)(k_vec + 24L);
                __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t33));
                __m256 t34 = _mm256_cvtepi32_ps(b_v_3);
                __m256 t35 = _mm256_mul_ps(t34, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t33, t35);
                __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t33));
                __m512d t36 = _mm512_cvtepi32_pd(c_v_3);
                __m512d t37 = _mm512_mul_pd(t36, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t33, t37);
                k_vec += 32L;
            } while (k_vec < t17);
            t38 = (int)t17;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        unsigned long t40 = (unsigned long)t2;
        unsigned long t41 = (unsigned long)t4;
        unsigned long t42 = (unsigned long)t2;
        unsigned long t43 = (unsigned long)t5;
        unsigned long t44 = (unsigned long)t3;
        unsigned long t45 = (unsigned long)t4;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t5;
        unsigned long t48 = (unsigned long)t4;
        unsigned long t49 = (unsigned long)t5;
        if ((t39 >= 8L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 4L))) | ((t41 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t38 * 4L)))) & (((t42 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t38 * 8L))) | ((t43 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t38 * 4L)))) & (((t44 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t38 * 4L))) | ((t45 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t38 * 4L)))) & (((t46 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t38 * 8L))) | ((t47 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t38 * 4L)))) & (((t48 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t38 * 8L))) | ((t49 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t48 + (unsigned long)((long)t38 * 4L))))) {
            long t50 = t39 & -8L;
            long k_vec_1 = 0L;
            do {
                long t51 = (long)(int)((long)t38 + k_vec_1);
                __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t51));
                __m256 t52 = _mm256_cvtepi32_ps(b_v_4);
                __m256 t53 = _mm256_mul_ps(t52, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t51, t53);
                __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t51));
                __m512d t54 = _mm512_cvtepi32_pd(c_v_4);
                __m512d t55 = _mm512_mul_pd(t54, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t51, t55);
                k_vec_1 += 8L;
            } while (k_vec_1 < t50);
            k = (int)((long)t38 + t50);
        } else {
            k = t38;
        }
        for (; k < n; k++) {
            long t56 = (long)k;
            bf[t56] = (float)b[t56] * 0.25f;
            bd[t56] = (double)c[t56] * 0.125;
        }
        int t57 = n > 0;
        if (t57) {
            t58 = 2 * n - 1;
        } else {
            t58 = 0;
        }
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t58, 4UL));
        if (t57) {
            t59 = 3 * n - 1;
        } else {
            t59 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t59, 4UL));
        if (t57) {
            t60 = 3 * n;
        } else {
            t60 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t60, 4UL));
        int t61 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t61, 8UL));
        long t62 = (long)n * 2L + -1L;
        if (t62 >= 32L) {
            long t63 = t62 & -32L;
            __m512i t64 = _mm512_set1_epi32(0);
            __m512i t65 = t64;
            __m512i k_v = _mm512_add_epi32(t65, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:57 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i k_v_10 = k_v;
                __m512i t66 = _mm512_mullo_epi32(_mm512_set1_epi32(7), k_v_10);
                __m512i t67 = _mm512_add_epi32(t66, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (int)k_vec_2, t67);
                __m512i t68 = _mm512_add_epi32(k_v, _mm512_set1_epi32(16));
                __m512i k_v_11 = t68;
                __m512i t69 = _mm512_mullo_epi32(_mm512_set1_epi32(7), k_v_11);
                __m512i t70 = _mm512_add_epi32(t69, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (int)(k_vec_2 + 16L), t70);
                k_vec_2 += 32L;
                __m512i t71 = _mm512_add_epi32(k_v, _mm512_set1_epi32(32));
                if (k_vec_2 >= t63) {
                    break;
                }
                k_v = t71;
            }
            t72 = (int)t63;
        } else {
            t72 = 0;
        }
        long t73 = (long)n * 2L + (long)t72 * -1L + -1L;
        if (t73 >= 16L) {
            long t74 = t73 & -16L;
            __m512i t75 = _mm512_set1_epi32((int)t72);
            __m512i t76 = t75;
            __m512i k_v_1 = _mm512_add_epi32(t76, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_3 = 0L;
            for (;;) {
                __m512i k_v_12 = k_v_1;
                __m512i t77 = _mm512_mullo_epi32(_mm512_set1_epi32(7), k_v_12);
                __m512i t78 = _mm512_add_epi32(t77, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (int)((long)t72 + k_vec_3), t78);
                k_vec_3 += 16L;
                __m512i t79 = _mm512_add_epi32(k_v_1, _mm512_set1_epi32(16));
                if (k_vec_3 >= t74) {
                    break;
                }
                k_v_1 = t79;
            }
            t80 = (int)((long)t72 + t74);
        } else {
            t80 = t72;
        }
        long t81 = (long)n * 2L + (long)t80 * -1L + -1L;
        if ((t81 >= 1L) & (t81 <= 16L)) {
            __m512i t82 = _mm512_set1_epi32((int)(int)t81);
            __mmask16 t83 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t82, _MM_CMPINT_LT);
            __m512i t84 = _mm512_set1_epi32((int)t80);
            __m512i t85 = t84;
            __m512i t86 = _mm512_add_epi32(t85, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i k_v_13 = t86;
            __m512i t87 = _mm512_set1_epi32(7);
            __m512i t88 = k_v_13;
            __m512i t89 = _mm512_mullo_epi32(t87, t88);
            __m512i t90 = t89;
            __m512i t91 = t90;
            __m512i t92 = _mm512_set1_epi32(1);
            __m512i t93 = _mm512_add_epi32(t91, t92);
            __m512i t94 = t93;
            _mm512_mask_storeu_epi32(a2 + (int)(long)t80, t83, t94);
            k_1 = (int)((long)t80 + t81);
        } else {
            k_1 = t80;
        }
        for (;; k_1++) {
            t95 = t61 - 1;
            if (k_1 >= t95) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t96 = (long)n * 3L + -1L;
        if (t96 >= 64L) {
            long t97 = t96 & -64L;
            __m512i t98 = _mm512_set1_epi32(0);
            __m512i t99 = t98;
            __m512i k_v_2 = _mm512_add_epi32(t99, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i k_v_14 = k_v_2;
                __m512 t100 = _mm512_cvtepi32_ps(k_v_14);
                _mm512_storeu_ps(a3 + (int)k_vec_4, t100);
                __m512i t101 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(16));
                __m512i k_v_15 = t101;
                __m512 t102 = _mm512_cvtepi32_ps(k_v_15);
                _mm512_storeu_ps(a3 + (int)(k_vec_4 + 16L), t102);
                __m512i t103 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(32));
                __m512i k_v_16 = t103;
                __m512 t104 = _mm512_cvtepi32_ps(k_v_16);
                _mm512_storeu_ps(a3 + (int)(k_vec_4 + 32L), t104);
                __m512i t105 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(48));
                __m512i k_v_17 = t105;
                __m512 t106 = _mm512_cvtepi32_ps(k_v_17);
                _mm512_storeu_ps(a3 + (int)(k_vec_4 + 48L), t106);
                k_vec_4 += 64L;
                __m512i t107 = _mm512_add_epi32(k_v_2, _mm512_set1_epi32(64));
                if (k_vec_4 >= t97) {
                    break;
                }
                k_v_2 = t107;
            }
            t108 = (int)t97;
        } else {
            t108 = 0;
        }
        long t109 = (long)n * 3L + (long)t108 * -1L + -1L;
        if (t109 >= 16L) {
            long t110 = t109 & -16L;
            __m512i t111 = _mm512_set1_epi32((int)t108);
            __m512i t112 = t111;
            __m512i k_v_3 = _mm512_add_epi32(t112, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_5 = 0L;
            for (;;) {
                __m512i k_v_18 = k_v_3;
                __m512 t113 = _mm512_cvtepi32_ps(k_v_18);
                _mm512_storeu_ps(a3 + (int)((long)t108 + k_vec_5), t113);
                k_vec_5 += 16L;
                __m512i t114 = _mm512_add_epi32(k_v_3, _mm512_set1_epi32(16));
                if (k_vec_5 >= t110) {
                    break;
                }
                k_v_3 = t114;
            }
            t115 = (int)((long)t108 + t110);
        } else {
            t115 = t108;
        }
        long t116 = (long)n * 3L + (long)t115 * -1L + -1L;
        if ((t116 >= 1L) & (t116 <= 16L)) {
            __m512i t117 = _mm512_set1_epi32((int)(int)t116);
            __mmask16 t118 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t117, _MM_CMPINT_LT);
            __m512i t119 = _mm512_set1_epi32((int)t115);
            __m512i t120 = t119;
            __m512i t121 = _mm512_add_epi32(t120, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i k_v_19 = t121;
            __m512 t122 = _mm512_cvtepi32_ps(k_v_19);
            _mm512_mask_storeu_ps(a3 + (int)(long)t115, t118, t122);
            k_2 = (int)((long)t115 + t116);
        } else {
            k_2 = t115;
        }
        for (;; k_2++) {
            t123 = 3 * n;
            t124 = t123 - 1;
            if (k_2 >= t124) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t125 = (long)n * 3L;
        if (t125 >= 64L) {
            long t126 = t125 & -64L;
            __m512i t127 = _mm512_set1_epi32(0);
            __m512i t128 = t127;
            __m512i k_v_4 = _mm512_add_epi32(t128, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i k_v_20 = k_v_4;
                __m512i t129 = _mm512_sub_epi32(_mm512_set1_epi32(5), k_v_20);
                _mm512_storeu_si512(a23 + (int)k_vec_6, t129);
                __m512i t130 = _mm512_add_epi32(k_v_4, _mm512_set1_epi32(16));
                __m512i k_v_21 = t130;
                __m512i t131 = _mm512_sub_epi32(_mm512_set1_epi32(5), k_v_21);
                _mm512_storeu_si512(a23 + (int)(k_vec_6 + 16L), t131);
                __m512i t132 = _mm512_add_epi32(k_v_4, _mm512_set1_epi32(32));
                __m512i k_v_22 = t132;
                __m512i t133 = _mm512_sub_epi32(_mm512_set1_epi32(5), k_v_22);
                _mm512_storeu_si512(a23 + (int)(k_vec_6 + 32L), t133);
                __m512i t134 = _mm512_add_epi32(k_v_4, _mm512_set1_epi32(48));
                __m512i k_v_23 = t134;
                __m512i t135 = _mm512_sub_epi32(_mm512_set1_epi32(5), k_v_23);
                _mm512_storeu_si512(a23 + (int)(k_vec_6 + 48L), t135);
                k_vec_6 += 64L;
                __m512i t136 = _mm512_add_epi32(k_v_4, _mm512_set1_epi32(64));
                if (k_vec_6 >= t126) {
                    break;
                }
                k_v_4 = t136;
            }
            t137 = (int)t126;
        } else {
            t137 = 0;
        }
        long t138 = (long)n * 3L + (long)t137 * -1L;
        if (t138 >= 16L) {
            long t139 = t138 & -16L;
            __m512i t140 = _mm512_set1_epi32((int)t137);
            __m512i t141 = t140;
            __m512i k_v_5 = _mm512_add_epi32(t141, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_7 = 0L;
            for (;;) {
                __m512i k_v_24 = k_v_5;
                __m512i t142 = _mm512_sub_epi32(_mm512_set1_epi32(5), k_v_24);
                _mm512_storeu_si512(a23 + (int)((long)t137 + k_vec_7), t142);
                k_vec_7 += 16L;
                __m512i t143 = _mm512_add_epi32(k_v_5, _mm512_set1_epi32(16));
                if (k_vec_7 >= t139) {
                    break;
                }
                k_v_5 = t143;
            }
            t144 = (int)((long)t137 + t139);
        } else {
            t144 = t137;
        }
        long t145 = (long)n * 3L + (long)t144 * -1L;
        if ((t145 >= 1L) & (t145 <= 16L)) {
            __m512i t146 = _mm512_set1_epi32((int)(int)t145);
            __mmask16 t147 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t146, _MM_CMPINT_LT);
            __m512i t148 = _mm512_set1_epi32((int)t144);
            __m512i t149 = t148;
            __m512i t150 = _mm512_add_epi32(t149, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i k_v_25 = t150;
            __m512i t151 = _mm512_set1_epi32(5);
            __m512i t152 = k_v_25;
            __m512i t153 = _mm512_sub_epi32(t151, t152);
            __m512i t154 = t153;
            _mm512_mask_storeu_epi32(a23 + (int)(long)t144, t147, t154);
            k_3 = (int)((long)t144 + t145);
        } else {
            k_3 = t144;
        }
        for (; k_3 < t123; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t155 = (long)n * 2L;
        if (t155 >= 32L) {
            long t156 = t155 & -32L;
            __m256i t157 = _mm256_set1_epi32(0);
            __m256i t158 = t157;
            __m256i k_v_6 = _mm256_add_epi32(t158, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i k_v_26 = k_v_6;
                __m512d t159 = _mm512_cvtepi32_pd(k_v_26);
                __m512d t160 = _mm512_xor_pd(t159, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)k_vec_8, t160);
                __m256i t161 = _mm256_add_epi32(k_v_6, _mm256_set1_epi32(8));
                __m256i k_v_27 = t161;
                __m512d t162 = _mm512_cvtepi32_pd(k_v_27);
                __m512d t163 = _mm512_xor_pd(t162, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)(k_vec_8 + 8L), t163);
                __m256i t164 = _mm256_add_epi32(k_v_6, _mm256_set1_epi32(16));
                __m256i k_v_28 = t164;
                __m512d t165 = _mm512_cvtepi32_pd(k_v_28);
                __m512d t166 = _mm512_xor_pd(t165, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)(k_vec_8 + 16L), t166);
                __m256i t167 = _mm256_add_epi32(k_v_6, _mm256_set1_epi32(24));
                __m256i k_v_29 = t167;
                __m512d t168 = _mm512_cvtepi32_pd(k_v_29);
                __m512d t169 = _mm512_xor_pd(t168, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)(k_vec_8 + 24L), t169);
                k_vec_8 += 32L;
                __m256i t170 = _mm256_add_epi32(k_v_6, _mm256_set1_epi32(32));
                if (k_vec_8 >= t156) {
                    break;
                }
                k_v_6 = t170;
            }
            t171 = (int)t156;
        } else {
            t171 = 0;
        }
        long t172 = (long)n * 2L + (long)t171 * -1L;
        if (t172 >= 8L) {
            long t173 = t172 & -8L;
            __m256i t174 = _mm256_set1_epi32((int)t171);
            __m256i t175 = t174;
            __m256i k_v_7 = _mm256_add_epi32(t175, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_9 = 0L;
            for (;;) {
                __m256i k_v_30 = k_v_7;
                __m512d t176 = _mm512_cvtepi32_pd(k_v_30);
                __m512d t177 = _mm512_xor_pd(t176, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)((long)t171 + k_vec_9), t177);
                k_vec_9 += 8L;
                __m256i t178 = _mm256_add_epi32(k_v_7, _mm256_set1_epi32(8));
                if (k_vec_9 >= t173) {
                    break;
                }
                k_v_7 = t178;
            }
            t179 = (int)((long)t171 + t173);
        } else {
            t179 = t171;
        }
        long t180 = (long)n * 2L + (long)t179 * -1L;
        if ((t180 >= 1L) & (t180 <= 8L)) {
            __m256i t181 = _mm256_set1_epi32((int)(int)t180);
            __m256i t182 = _mm256_cmpgt_epi32(t181, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t183 = _mm256_set1_epi32((int)t179);
            __m256i t184 = t183;
            __m256i t185 = _mm256_add_epi32(t184, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i k_v_31 = t185;
            __m512d t186 = _mm512_cvtepi32_pd(k_v_31);
            __m512d t187 = _mm512_xor_pd(t186, _mm512_set1_pd(-0.0));
            _mm512_mask_storeu_pd(ad + (int)(long)t179, _mm256_movepi32_mask(t182), t187);
            k_4 = (int)((long)t179 + t180);
        } else {
            k_4 = t179;
        }
        for (; k_4 < t61; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t188 = b;
        evens(n, a2, t188, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t188);
        odd_doubles(n, ad, bd);
        unsigned long long t189 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t61 * 8UL));
        unsigned long long t190 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t123 * 4UL));
        if (t57) {
            unsigned long t191 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t124 * 4UL));
            t192 = (unsigned long long)t191;
        } else {
            t192 = 0ULL;
        }
        if (t57) {
            unsigned long t193 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t95 * 4UL));
            t194 = (unsigned long long)t193;
        } else {
            t194 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t194, t192, t190, t189);
        free((void *)b);
        free((void *)c);
        free((void *)bf);
        free((void *)bd);
        free((void *)a2);
        free((void *)a3);
        free((void *)a23);
        free((void *)ad);
    }
}
