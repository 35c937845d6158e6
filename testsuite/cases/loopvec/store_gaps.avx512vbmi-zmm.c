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
    int t25;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int *t6 = a + 2 * t5;
            long t7 = (long)t5;
            __m512i t8 = _mm512_loadu_si512(b + t7);
            __m512i t9 = _mm512_loadu_si512(c + t7);
            __m512i t10 = _mm512_add_epi32(t8, t9);
            __m512i t11 = _mm512_permutex2var_epi32(t10, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t10);
            __mmask16 t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t6, t12, t11);
            __m512i t13 = _mm512_permutex2var_epi32(t10, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t10);
            __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t6 + 16, t14, t13);
            int t15 = (int)(t1 + 16L);
            int *t16 = a + 2 * t15;
            long t17 = (long)t15;
            __m512i t18 = _mm512_loadu_si512(b + t17);
            __m512i t19 = _mm512_loadu_si512(c + t17);
            __m512i t20 = _mm512_add_epi32(t18, t19);
            __m512i t21 = _mm512_permutex2var_epi32(t20, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t20);
            __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t16, t22, t21);
            __m512i t23 = _mm512_permutex2var_epi32(t20, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t20);
            __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t16 + 16, t24, t23);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)t4;
    } else {
        t25 = 0;
    }
    long t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        long t27 = t26 & -16L;
        long t2 = 0L;
        do {
            int t28 = (int)((long)t25 + t2);
            int *t29 = a + 2 * t28;
            long t30 = (long)t28;
            __m512i t31 = _mm512_loadu_si512(b + t30);
            __m512i t32 = _mm512_loadu_si512(c + t30);
            __m512i t33 = _mm512_add_epi32(t31, t32);
            __m512i t34 = _mm512_permutex2var_epi32(t33, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t29, t35, t34);
            __m512i t36 = _mm512_permutex2var_epi32(t33, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t29 + 16, t37, t36);
            t2 += 16L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        long t38 = (long)i;
        a[2 * i] = b[t38] + c[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            float *t6 = a + (3 * t5 + 1);
            __m512 t7 = _mm512_loadu_ps(b + t5);
            __m512 t8 = _mm512_mul_ps(t7, _mm512_set1_ps(2.0f));
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t8, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6, t11, t10);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t8, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 16, t14, t13);
            __m512 t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t8, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 32, t17, t16);
            int t18 = (int)(t1 + 16L);
            float *t19 = a + (3 * t18 + 1);
            __m512 t20 = _mm512_loadu_ps(b + t18);
            __m512 t21 = _mm512_mul_ps(t20, _mm512_set1_ps(2.0f));
            __m512 t22 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t23 = (__m512)__builtin_shufflevector((vcc_v16_float)t22, (vcc_v16_float)t21, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19, t24, t23);
            __m512 t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t21, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19 + 16, t27, t26);
            __m512 t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t21, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19 + 32, t30, t29);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 16L) {
        long t33 = t32 & -16L;
        long t2 = 0L;
        do {
            int t34 = (int)((long)t31 + t2);
            float *t35 = a + (3 * t34 + 1);
            __m512 t36 = _mm512_loadu_ps(b + t34);
            __m512 t37 = _mm512_mul_ps(t36, _mm512_set1_ps(2.0f));
            __m512 t38 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t39 = (__m512)__builtin_shufflevector((vcc_v16_float)t38, (vcc_v16_float)t37, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35, t40, t39);
            __m512 t41 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t42 = (__m512)__builtin_shufflevector((vcc_v16_float)t41, (vcc_v16_float)t37, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t43 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35 + 16, t43, t42);
            __m512 t44 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t45 = (__m512)__builtin_shufflevector((vcc_v16_float)t44, (vcc_v16_float)t37, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35 + 32, t46, t45);
            t2 += 16L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t35;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const int *t6 = b + t5;
            __m512i t7 = _mm512_loadu_si512(t6);
            int *t8 = a + (3 * t5 + 2);
            __m512i t9 = _mm512_loadu_si512(t6);
            __m512i t10 = _mm512_sub_epi32(_mm512_setzero_si512(), t9);
            __m512i t11 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t7, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t12 = (__m512i)__builtin_shufflevector((vcc_v16_int)t11, (vcc_v16_int)t10, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t8 + -2, t13, t12);
            __m512i t14 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t7, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t15 = (__m512i)__builtin_shufflevector((vcc_v16_int)t14, (vcc_v16_int)t10, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t8 + 14, t16, t15);
            __m512i t17 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t7, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t18 = (__m512i)__builtin_shufflevector((vcc_v16_int)t17, (vcc_v16_int)t10, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t8 + 30, t19, t18);
            int t20 = (int)(t1 + 16L);
            const int *t21 = b + t20;
            __m512i t22 = _mm512_loadu_si512(t21);
            int *t23 = a + (3 * t20 + 2);
            __m512i t24 = _mm512_loadu_si512(t21);
            __m512i t25 = _mm512_sub_epi32(_mm512_setzero_si512(), t24);
            __m512i t26 = (__m512i)__builtin_shufflevector((vcc_v16_int)t22, (vcc_v16_int)t22, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t27 = (__m512i)__builtin_shufflevector((vcc_v16_int)t26, (vcc_v16_int)t25, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23 + -2, t28, t27);
            __m512i t29 = (__m512i)__builtin_shufflevector((vcc_v16_int)t22, (vcc_v16_int)t22, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t30 = (__m512i)__builtin_shufflevector((vcc_v16_int)t29, (vcc_v16_int)t25, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23 + 14, t31, t30);
            __m512i t32 = (__m512i)__builtin_shufflevector((vcc_v16_int)t22, (vcc_v16_int)t22, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t33 = (__m512i)__builtin_shufflevector((vcc_v16_int)t32, (vcc_v16_int)t25, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t34 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23 + 30, t34, t33);
            t1 += 32L;
        } while (t1 < t4);
        t35 = (int)t4;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 16L) {
        long t37 = t36 & -16L;
        long t2 = 0L;
        do {
            int t38 = (int)((long)t35 + t2);
            const int *t39 = b + t38;
            __m512i t40 = _mm512_loadu_si512(t39);
            int *t41 = a + (3 * t38 + 2);
            __m512i t42 = _mm512_loadu_si512(t39);
            __m512i t43 = _mm512_sub_epi32(_mm512_setzero_si512(), t42);
            __m512i t44 = (__m512i)__builtin_shufflevector((vcc_v16_int)t40, (vcc_v16_int)t40, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t45 = (__m512i)__builtin_shufflevector((vcc_v16_int)t44, (vcc_v16_int)t43, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t41 + -2, t46, t45);
            __m512i t47 = (__m512i)__builtin_shufflevector((vcc_v16_int)t40, (vcc_v16_int)t40, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t48 = (__m512i)__builtin_shufflevector((vcc_v16_int)t47, (vcc_v16_int)t43, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t49 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t41 + 14, t49, t48);
            __m512i t50 = (__m512i)__builtin_shufflevector((vcc_v16_int)t40, (vcc_v16_int)t40, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t51 = (__m512i)__builtin_shufflevector((vcc_v16_int)t50, (vcc_v16_int)t43, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t52 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t41 + 30, t52, t51);
            t2 += 16L;
        } while (t2 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        int t53 = 3 * i;
        const int *t54 = b + i;
        a[t53] = *t54;
        a[t53 + 2] = -*t54;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            double *t6 = a + (2 * t5 + 1);
            __m512d t7 = _mm512_loadu_pd(b + t5);
            __m512d t8 = _mm512_add_pd(t7, _mm512_set1_pd(0.5));
            __m512d t9 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t8);
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6, _mm256_movepi32_mask(t10), t9);
            __m512d t11 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t8);
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6 + 8, _mm256_movepi32_mask(t12), t11);
            int t13 = (int)(t1 + 8L);
            double *t14 = a + (2 * t13 + 1);
            __m512d t15 = _mm512_loadu_pd(b + t13);
            __m512d t16 = _mm512_add_pd(t15, _mm512_set1_pd(0.5));
            __m512d t17 = _mm512_permutex2var_pd(t16, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t16);
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t14, _mm256_movepi32_mask(t18), t17);
            __m512d t19 = _mm512_permutex2var_pd(t16, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t16);
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t14 + 8, _mm256_movepi32_mask(t20), t19);
            int t21 = (int)(t1 + 16L);
            double *t22 = a + (2 * t21 + 1);
            __m512d t23 = _mm512_loadu_pd(b + t21);
            __m512d t24 = _mm512_add_pd(t23, _mm512_set1_pd(0.5));
            __m512d t25 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t22, _mm256_movepi32_mask(t26), t25);
            __m512d t27 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t22 + 8, _mm256_movepi32_mask(t28), t27);
            int t29 = (int)(t1 + 24L);
            double *t30 = a + (2 * t29 + 1);
            __m512d t31 = _mm512_loadu_pd(b + t29);
            __m512d t32 = _mm512_add_pd(t31, _mm512_set1_pd(0.5));
            __m512d t33 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t32);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30, _mm256_movepi32_mask(t34), t33);
            __m512d t35 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t32);
            __m256i t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30 + 8, _mm256_movepi32_mask(t36), t35);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        long t39 = t38 & -8L;
        long t2 = 0L;
        do {
            int t40 = (int)((long)t37 + t2);
            double *t41 = a + (2 * t40 + 1);
            __m512d t42 = _mm512_loadu_pd(b + t40);
            __m512d t43 = _mm512_add_pd(t42, _mm512_set1_pd(0.5));
            __m512d t44 = _mm512_permutex2var_pd(t43, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t43);
            __m256i t45 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t41, _mm256_movepi32_mask(t45), t44);
            __m512d t46 = _mm512_permutex2var_pd(t43, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t43);
            __m256i t47 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t41 + 8, _mm256_movepi32_mask(t47), t46);
            t2 += 8L;
        } while (t2 < t39);
        i = (int)((long)t37 + t39);
    } else {
        i = t37;
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
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        int *t4 = &g[2 * t3];
        __m512i t5 = _mm512_loadu_si512(&gb[t3]);
        __m512i t6 = _mm512_mullo_epi32(t5, _mm512_set1_epi32(3));
        __m512i t7 = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t6);
        __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t4, t8, t7);
        __m512i t9 = _mm512_permutex2var_epi32(t6, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t6);
        __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t4 + 16, t10, t9);
        int t11 = (int)(t1 + 16L);
        int *t12 = &g[2 * t11];
        __m512i t13 = _mm512_loadu_si512(&gb[t11]);
        __m512i t14 = _mm512_mullo_epi32(t13, _mm512_set1_epi32(3));
        __m512i t15 = _mm512_permutex2var_epi32(t14, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t14);
        __mmask16 t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t12, t16, t15);
        __m512i t17 = _mm512_permutex2var_epi32(t14, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t14);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t12 + 16, t18, t17);
        int t19 = (int)(t1 + 32L);
        int *t20 = &g[2 * t19];
        __m512i t21 = _mm512_loadu_si512(&gb[t19]);
        __m512i t22 = _mm512_mullo_epi32(t21, _mm512_set1_epi32(3));
        __m512i t23 = _mm512_permutex2var_epi32(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t22);
        __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t20, t24, t23);
        __m512i t25 = _mm512_permutex2var_epi32(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t22);
        __mmask16 t26 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t20 + 16, t26, t25);
        int t27 = (int)(t1 + 48L);
        int *t28 = &g[2 * t27];
        __m512i t29 = _mm512_loadu_si512(&gb[t27]);
        __m512i t30 = _mm512_mullo_epi32(t29, _mm512_set1_epi32(3));
        __m512i t31 = _mm512_permutex2var_epi32(t30, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t28, t32, t31);
        __m512i t33 = _mm512_permutex2var_epi32(t30, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t30);
        __mmask16 t34 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t28 + 16, t34, t33);
        t1 += 64L;
    } while (t1 < 960L);
    long t2 = 0L;
    do {
        int t35 = (int)(960L + t2);
        int *t36 = &g[2 * t35];
        __m512i t37 = _mm512_loadu_si512(&gb[t35]);
        __m512i t38 = _mm512_mullo_epi32(t37, _mm512_set1_epi32(3));
        __m512i t39 = _mm512_permutex2var_epi32(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t38);
        __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t36, t40, t39);
        __m512i t41 = _mm512_permutex2var_epi32(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t38);
        __mmask16 t42 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t36 + 16, t42, t41);
        t2 += 16L;
    } while (t2 < 32L);
    for (int i = 992; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t23;
    int t68;
    int k;
    int t90;
    int t91;
    int t92;
    int t106;
    int t115;
    int k_1;
    int t131;
    int t148;
    int t156;
    int k_2;
    int t165;
    int t166;
    int t183;
    int t191;
    int k_3;
    int t223;
    int t232;
    int k_4;
    unsigned long long t246;
    unsigned long long t248;
    int count_idx = 0;
    int n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t23 = 1;
        } else {
            t23 = 0;
            n = n_1;
        }
        if (!t23) {
            __m512i t249 = _mm512_set1_epi32(0);
            __m512i t250 = t249;
            __m512i t19 = _mm512_add_epi32(t250, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t20 = 0L;
            do {
                __m512i t251 = t19;
                _mm512_storeu_si512(&g[(int)t20], t251);
                __m512i t252 = _mm512_add_epi32(t19, _mm512_set1_epi32(16));
                __m512i t253 = t252;
                _mm512_storeu_si512(&g[(int)(t20 + 16L)], t253);
                __m512i t254 = _mm512_add_epi32(t19, _mm512_set1_epi32(32));
                __m512i t255 = t254;
                _mm512_storeu_si512(&g[(int)(t20 + 32L)], t255);
                __m512i t256 = _mm512_add_epi32(t19, _mm512_set1_epi32(48));
                __m512i t257 = t256;
                _mm512_storeu_si512(&g[(int)(t20 + 48L)], t257);
                t20 += 64L;
                t19 = _mm512_add_epi32(t19, _mm512_set1_epi32(64));
            } while (t20 < 1984L);
            __m512i t258 = _mm512_set1_epi32(1984);
            __m512i t259 = t258;
            __m512i t21 = _mm512_add_epi32(t259, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t22 = 0L;
            do {
                __m512i t260 = t21;
                _mm512_storeu_si512(&g[(int)(1984L + t22)], t260);
                t22 += 16L;
                t21 = _mm512_add_epi32(t21, _mm512_set1_epi32(16));
            } while (t22 < 16L);
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
        void *t24 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *b = (int *)t24;
        void *t25 = (_mm256_zeroupper(), new_array(n, 4UL));
        int *c = (int *)t25;
        void *t26 = (_mm256_zeroupper(), new_array(n, 4UL));
        float *bf = (float *)t26;
        void *t27 = (_mm256_zeroupper(), new_array(n, 8UL));
        double *bd = (double *)t27;
        for (int fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (int fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        long t28 = (long)n;
        unsigned long t29 = (unsigned long)t24;
        unsigned long t30 = (unsigned long)t26;
        unsigned long t31 = (unsigned long)t24;
        unsigned long t32 = (unsigned long)t27;
        unsigned long t33 = (unsigned long)t25;
        unsigned long t34 = (unsigned long)t26;
        unsigned long t35 = (unsigned long)t25;
        unsigned long t36 = (unsigned long)t27;
        unsigned long t37 = (unsigned long)t26;
        unsigned long t38 = (unsigned long)t27;
        if ((t28 >= 32L) & (((t29 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t31)) & (((t33 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t37))) {
            long t39 = t28 & -32L;
            long t1 = 0L;
            do {
                long t40 = (long)(int)t1;
                __m256i t41 = _mm256_loadu_si256((const __m256i *)(b + t40));
                __m256 t42 = _mm256_cvtepi32_ps(t41);
                __m256 t43 = _mm256_mul_ps(t42, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t40, t43);
                __m256i t44 = _mm256_loadu_si256((const __m256i *)(c + t40));
                __m512d t45 = _mm512_cvtepi32_pd(t44);
                __m512d t46 = _mm512_mul_pd(t45, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t40, t46);
                long t47 = (long)(int)(t1 + 8L);
                __m256i t48 = _mm256_loadu_si256((const __m256i *)(b + t47));
                __m256 t49 = _mm256_cvtepi32_ps(t48);
                __m256 t50 = _mm256_mul_ps(t49, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t47, t50);
                __m256i t51 = _mm256_loadu_si256((const __m256i *)(c + t47));
                __m512d t52 = _mm512_cvtepi32_pd(t51);
                __m512d t53 = _mm512_mul_pd(t52, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t47, t53);
                long t54 = (long)(int)(t1 + 16L);
                __m256i t55 = _mm256_loadu_si256((const __m256i *)(b + t54));
                __m256 t56 = _mm256_cvtepi32_ps(t55);
                __m256 t57 = _mm256_mul_ps(t56, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t54, t57);
                __m256i t58 = _mm256_loadu_si256((const __m256i *)(c + t54));
                __m512d t59 = _mm512_cvtepi32_pd(t58);
                __m512d t60 = _mm512_mul_pd(t59, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t54, t60);
                long t61 = (long)(int)(t1 + 24L);
                __m256i t62 = _mm256_loadu_si256((const __m256i *)(b + t61));
                __m256 t63 = _mm256_cvtepi32_ps(t62);
                __m256 t64 = _mm256_mul_ps(t63, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t61, t64);
                __m256i t65 = _mm256_loadu_si256((const __m256i *)(c + t61));
                __m512d t66 = _mm512_cvtepi32_pd(t65);
                __m512d t67 = _mm512_mul_pd(t66, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t61, t67);
                t1 += 32L;
            } while (t1 < t39);
            t68 = (int)t39;
        } else {
            t68 = 0;
        }
        long t69 = (long)n + (long)t68 * -1L;
        unsigned long t70 = (unsigned long)t24;
        unsigned long t71 = (unsigned long)t26;
        unsigned long t72 = (unsigned long)t24;
        unsigned long t73 = (unsigned long)t27;
        unsigned long t74 = (unsigned long)t25;
        unsigned long t75 = (unsigned long)t26;
        unsigned long t76 = (unsigned long)t25;
        unsigned long t77 = (unsigned long)t27;
        unsigned long t78 = (unsigned long)t26;
        unsigned long t79 = (unsigned long)t27;
        if ((t69 >= 8L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L)))) & (((t72 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t68 * 8L))) | ((t73 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t72 + (unsigned long)((long)t68 * 4L)))) & (((t74 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t68 * 4L))) | ((t75 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t68 * 4L)))) & (((t76 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t68 * 8L))) | ((t77 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t76 + (unsigned long)((long)t68 * 4L)))) & (((t78 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t68 * 8L))) | ((t79 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t78 + (unsigned long)((long)t68 * 4L))))) {
            long t80 = t69 & -8L;
            long t2 = 0L;
            do {
                long t81 = (long)(int)((long)t68 + t2);
                __m256i t82 = _mm256_loadu_si256((const __m256i *)(b + t81));
                __m256 t83 = _mm256_cvtepi32_ps(t82);
                __m256 t84 = _mm256_mul_ps(t83, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t81, t84);
                __m256i t85 = _mm256_loadu_si256((const __m256i *)(c + t81));
                __m512d t86 = _mm512_cvtepi32_pd(t85);
                __m512d t87 = _mm512_mul_pd(t86, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t81, t87);
                t2 += 8L;
            } while (t2 < t80);
            k = (int)((long)t68 + t80);
        } else {
            k = t68;
        }
        for (; k < n; k++) {
            long t88 = (long)k;
            bf[t88] = (float)b[t88] * 0.25f;
            bd[t88] = (double)c[t88] * 0.125;
        }
        int t89 = n > 0;
        if (t89) {
            t90 = 2 * n - 1;
        } else {
            t90 = 0;
        }
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t90, 4UL));
        if (t89) {
            t91 = 3 * n - 1;
        } else {
            t91 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t91, 4UL));
        if (t89) {
            t92 = 3 * n;
        } else {
            t92 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t92, 4UL));
        int t93 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t93, 8UL));
        long t94 = (long)n * 2L + -1L;
        if (t94 >= 32L) {
            long t95 = t94 & -32L;
            __m512i t96 = _mm512_set1_epi32(0);
            __m512i t97 = t96;
            __m512i t3 = _mm512_add_epi32(t97, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t4 = 0L;
            for (;;) {
                __m512i t98 = t3;
                __m512i t99 = _mm512_mullo_epi32(_mm512_set1_epi32(7), t98);
                __m512i t100 = _mm512_add_epi32(t99, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (int)t4, t100);
                __m512i t101 = _mm512_add_epi32(t3, _mm512_set1_epi32(16));
                __m512i t102 = t101;
                __m512i t103 = _mm512_mullo_epi32(_mm512_set1_epi32(7), t102);
                __m512i t104 = _mm512_add_epi32(t103, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (int)(t4 + 16L), t104);
                t4 += 32L;
                __m512i t105 = _mm512_add_epi32(t3, _mm512_set1_epi32(32));
                if (t4 >= t95) {
                    break;
                }
                t3 = t105;
            }
            t106 = (int)t95;
        } else {
            t106 = 0;
        }
        long t107 = (long)n * 2L + (long)t106 * -1L + -1L;
        if (t107 >= 16L) {
            long t108 = t107 & -16L;
            __m512i t109 = _mm512_set1_epi32((int)t106);
            __m512i t110 = t109;
            __m512i t5 = _mm512_add_epi32(t110, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t6 = 0L;
            for (;;) {
                __m512i t111 = t5;
                __m512i t112 = _mm512_mullo_epi32(_mm512_set1_epi32(7), t111);
                __m512i t113 = _mm512_add_epi32(t112, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (int)((long)t106 + t6), t113);
                t6 += 16L;
                __m512i t114 = _mm512_add_epi32(t5, _mm512_set1_epi32(16));
                if (t6 >= t108) {
                    break;
                }
                t5 = t114;
            }
            t115 = (int)((long)t106 + t108);
        } else {
            t115 = t106;
        }
        long t116 = (long)n * 2L + (long)t115 * -1L + -1L;
        if ((t116 >= 1L) & (t116 <= 16L)) {
            __m512i t117 = _mm512_set1_epi32((int)(int)t116);
            __mmask16 t118 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t117, _MM_CMPINT_LT);
            __m512i t119 = _mm512_set1_epi32((int)t115);
            __m512i t120 = t119;
            __m512i t121 = _mm512_add_epi32(t120, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t122 = t121;
            __m512i t123 = _mm512_set1_epi32(7);
            __m512i t124 = t122;
            __m512i t125 = _mm512_mullo_epi32(t123, t124);
            __m512i t126 = t125;
            __m512i t127 = t126;
            __m512i t128 = _mm512_set1_epi32(1);
            __m512i t129 = _mm512_add_epi32(t127, t128);
            __m512i t130 = t129;
            _mm512_mask_storeu_epi32(a2 + (int)(long)t115, t118, t130);
            k_1 = (int)((long)t115 + t116);
        } else {
            k_1 = t115;
        }
        for (;; k_1++) {
            t131 = t93 - 1;
            if (k_1 >= t131) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t132 = (long)n * 3L + -1L;
        if (t132 >= 64L) {
            long t133 = t132 & -64L;
            __m512i t134 = _mm512_set1_epi32(0);
            __m512i t135 = t134;
            __m512i t7 = _mm512_add_epi32(t135, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t8 = 0L;
            for (;;) {
                __m512i t136 = t7;
                __m512 t137 = _mm512_cvtepi32_ps(t136);
                _mm512_storeu_ps(a3 + (int)t8, t137);
                __m512i t138 = _mm512_add_epi32(t7, _mm512_set1_epi32(16));
                __m512i t139 = t138;
                __m512 t140 = _mm512_cvtepi32_ps(t139);
                _mm512_storeu_ps(a3 + (int)(t8 + 16L), t140);
                __m512i t141 = _mm512_add_epi32(t7, _mm512_set1_epi32(32));
                __m512i t142 = t141;
                __m512 t143 = _mm512_cvtepi32_ps(t142);
                _mm512_storeu_ps(a3 + (int)(t8 + 32L), t143);
                __m512i t144 = _mm512_add_epi32(t7, _mm512_set1_epi32(48));
                __m512i t145 = t144;
                __m512 t146 = _mm512_cvtepi32_ps(t145);
                _mm512_storeu_ps(a3 + (int)(t8 + 48L), t146);
                t8 += 64L;
                __m512i t147 = _mm512_add_epi32(t7, _mm512_set1_epi32(64));
                if (t8 >= t133) {
                    break;
                }
                t7 = t147;
            }
            t148 = (int)t133;
        } else {
            t148 = 0;
        }
        long t149 = (long)n * 3L + (long)t148 * -1L + -1L;
        if (t149 >= 16L) {
            long t150 = t149 & -16L;
            __m512i t151 = _mm512_set1_epi32((int)t148);
            __m512i t152 = t151;
            __m512i t9 = _mm512_add_epi32(t152, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t10 = 0L;
            for (;;) {
                __m512i t153 = t9;
                __m512 t154 = _mm512_cvtepi32_ps(t153);
                _mm512_storeu_ps(a3 + (int)((long)t148 + t10), t154);
                t10 += 16L;
                __m512i t155 = _mm512_add_epi32(t9, _mm512_set1_epi32(16));
                if (t10 >= t150) {
                    break;
                }
                t9 = t155;
            }
            t156 = (int)((long)t148 + t150);
        } else {
            t156 = t148;
        }
        long t157 = (long)n * 3L + (long)t156 * -1L + -1L;
        if ((t157 >= 1L) & (t157 <= 16L)) {
            __m512i t158 = _mm512_set1_epi32((int)(int)t157);
            __mmask16 t159 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t158, _MM_CMPINT_LT);
            __m512i t160 = _mm512_set1_epi32((int)t156);
            __m512i t161 = t160;
            __m512i t162 = _mm512_add_epi32(t161, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t163 = t162;
            __m512 t164 = _mm512_cvtepi32_ps(t163);
            _mm512_mask_storeu_ps(a3 + (int)(long)t156, t159, t164);
            k_2 = (int)((long)t156 + t157);
        } else {
            k_2 = t156;
        }
        for (;; k_2++) {
            t165 = 3 * n;
            t166 = t165 - 1;
            if (k_2 >= t166) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t167 = (long)n * 3L;
        if (t167 >= 64L) {
            long t168 = t167 & -64L;
            __m512i t169 = _mm512_set1_epi32(0);
            __m512i t170 = t169;
            __m512i t11 = _mm512_add_epi32(t170, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t12 = 0L;
            for (;;) {
                __m512i t171 = t11;
                __m512i t172 = _mm512_sub_epi32(_mm512_set1_epi32(5), t171);
                _mm512_storeu_si512(a23 + (int)t12, t172);
                __m512i t173 = _mm512_add_epi32(t11, _mm512_set1_epi32(16));
                __m512i t174 = t173;
                __m512i t175 = _mm512_sub_epi32(_mm512_set1_epi32(5), t174);
                _mm512_storeu_si512(a23 + (int)(t12 + 16L), t175);
                __m512i t176 = _mm512_add_epi32(t11, _mm512_set1_epi32(32));
                __m512i t177 = t176;
                __m512i t178 = _mm512_sub_epi32(_mm512_set1_epi32(5), t177);
                _mm512_storeu_si512(a23 + (int)(t12 + 32L), t178);
                __m512i t179 = _mm512_add_epi32(t11, _mm512_set1_epi32(48));
                __m512i t180 = t179;
                __m512i t181 = _mm512_sub_epi32(_mm512_set1_epi32(5), t180);
                _mm512_storeu_si512(a23 + (int)(t12 + 48L), t181);
                t12 += 64L;
                __m512i t182 = _mm512_add_epi32(t11, _mm512_set1_epi32(64));
                if (t12 >= t168) {
                    break;
                }
                t11 = t182;
            }
            t183 = (int)t168;
        } else {
            t183 = 0;
        }
        long t184 = (long)n * 3L + (long)t183 * -1L;
        if (t184 >= 16L) {
            long t185 = t184 & -16L;
            __m512i t186 = _mm512_set1_epi32((int)t183);
            __m512i t187 = t186;
            __m512i t13 = _mm512_add_epi32(t187, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long t14 = 0L;
            for (;;) {
                __m512i t188 = t13;
                __m512i t189 = _mm512_sub_epi32(_mm512_set1_epi32(5), t188);
                _mm512_storeu_si512(a23 + (int)((long)t183 + t14), t189);
                t14 += 16L;
                __m512i t190 = _mm512_add_epi32(t13, _mm512_set1_epi32(16));
                if (t14 >= t185) {
                    break;
                }
                t13 = t190;
            }
            t191 = (int)((long)t183 + t185);
        } else {
            t191 = t183;
        }
        long t192 = (long)n * 3L + (long)t191 * -1L;
        if ((t192 >= 1L) & (t192 <= 16L)) {
            __m512i t193 = _mm512_set1_epi32((int)(int)t192);
            __mmask16 t194 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t193, _MM_CMPINT_LT);
            __m512i t195 = _mm512_set1_epi32((int)t191);
            __m512i t196 = t195;
            __m512i t197 = _mm512_add_epi32(t196, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t198 = t197;
            __m512i t199 = _mm512_set1_epi32(5);
            __m512i t200 = t198;
            __m512i t201 = _mm512_sub_epi32(t199, t200);
            __m512i t202 = t201;
            _mm512_mask_storeu_epi32(a23 + (int)(long)t191, t194, t202);
            k_3 = (int)((long)t191 + t192);
        } else {
            k_3 = t191;
        }
        for (; k_3 < t165; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t203 = (long)n * 2L;
        if (t203 >= 32L) {
            long t204 = t203 & -32L;
            __m256i t205 = _mm256_set1_epi32(0);
            __m256i t206 = t205;
            __m256i t15 = _mm256_add_epi32(t206, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t16 = 0L;
            for (;;) {
                __m256i t207 = t15;
                __m512d t208 = _mm512_cvtepi32_pd(t207);
                __m512d t209 = _mm512_xor_pd(t208, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)t16, t209);
                __m256i t210 = _mm256_add_epi32(t15, _mm256_set1_epi32(8));
                __m256i t211 = t210;
                __m512d t212 = _mm512_cvtepi32_pd(t211);
                __m512d t213 = _mm512_xor_pd(t212, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)(t16 + 8L), t213);
                __m256i t214 = _mm256_add_epi32(t15, _mm256_set1_epi32(16));
                __m256i t215 = t214;
                __m512d t216 = _mm512_cvtepi32_pd(t215);
                __m512d t217 = _mm512_xor_pd(t216, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)(t16 + 16L), t217);
                __m256i t218 = _mm256_add_epi32(t15, _mm256_set1_epi32(24));
                __m256i t219 = t218;
                __m512d t220 = _mm512_cvtepi32_pd(t219);
                __m512d t221 = _mm512_xor_pd(t220, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)(t16 + 24L), t221);
                t16 += 32L;
                __m256i t222 = _mm256_add_epi32(t15, _mm256_set1_epi32(32));
                if (t16 >= t204) {
                    break;
                }
                t15 = t222;
            }
            t223 = (int)t204;
        } else {
            t223 = 0;
        }
        long t224 = (long)n * 2L + (long)t223 * -1L;
        if (t224 >= 8L) {
            long t225 = t224 & -8L;
            __m256i t226 = _mm256_set1_epi32((int)t223);
            __m256i t227 = t226;
            __m256i t17 = _mm256_add_epi32(t227, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t18 = 0L;
            for (;;) {
                __m256i t228 = t17;
                __m512d t229 = _mm512_cvtepi32_pd(t228);
                __m512d t230 = _mm512_xor_pd(t229, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)((long)t223 + t18), t230);
                t18 += 8L;
                __m256i t231 = _mm256_add_epi32(t17, _mm256_set1_epi32(8));
                if (t18 >= t225) {
                    break;
                }
                t17 = t231;
            }
            t232 = (int)((long)t223 + t225);
        } else {
            t232 = t223;
        }
        long t233 = (long)n * 2L + (long)t232 * -1L;
        if ((t233 >= 1L) & (t233 <= 8L)) {
            __m256i t234 = _mm256_set1_epi32((int)(int)t233);
            __m256i t235 = _mm256_cmpgt_epi32(t234, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t236 = _mm256_set1_epi32((int)t232);
            __m256i t237 = t236;
            __m256i t238 = _mm256_add_epi32(t237, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t239 = t238;
            __m512d t240 = _mm512_cvtepi32_pd(t239);
            __m512d t241 = _mm512_xor_pd(t240, _mm512_set1_pd(-0.0));
            _mm512_mask_storeu_pd(ad + (int)(long)t232, _mm256_movepi32_mask(t235), t241);
            k_4 = (int)((long)t232 + t233);
        } else {
            k_4 = t232;
        }
        for (; k_4 < t93; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t242 = b;
        evens(n, a2, t242, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t242);
        odd_doubles(n, ad, bd);
        unsigned long long t243 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t93 * 8UL));
        unsigned long long t244 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t165 * 4UL));
        if (t89) {
            unsigned long t245 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t166 * 4UL));
            t246 = (unsigned long long)t245;
        } else {
            t246 = 0ULL;
        }
        if (t89) {
            unsigned long t247 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t131 * 4UL));
            t248 = (unsigned long long)t247;
        } else {
            t248 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t248, t246, t244, t243);
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
