/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t45;
    int i;
    long t3 = (long)n;
    if (t3 >= 32L) {
        long t4 = t3 & -32L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            int *t6 = a + 2 * t5;
            long t7 = (long)t5;
            __m256i t8 = _mm256_loadu_si256((const __m256i *)(b + t7));
            __m256i t9 = _mm256_loadu_si256((const __m256i *)(c + t7));
            __m256i t10 = _mm256_add_epi32(t8, t9);
            __m256i t11 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t10);
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t6, _mm256_movepi32_mask(t12), t11);
            __m256i t13 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t10);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t6 + 8, _mm256_movepi32_mask(t14), t13);
            int t15 = (int)(t1 + 8L);
            int *t16 = a + 2 * t15;
            long t17 = (long)t15;
            __m256i t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(c + t17));
            __m256i t20 = _mm256_add_epi32(t18, t19);
            __m256i t21 = _mm256_permutex2var_epi32(t20, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t16, _mm256_movepi32_mask(t22), t21);
            __m256i t23 = _mm256_permutex2var_epi32(t20, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t16 + 8, _mm256_movepi32_mask(t24), t23);
            int t25 = (int)(t1 + 16L);
            int *t26 = a + 2 * t25;
            long t27 = (long)t25;
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(b + t27));
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(c + t27));
            __m256i t30 = _mm256_add_epi32(t28, t29);
            __m256i t31 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            __m256i t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t26, _mm256_movepi32_mask(t32), t31);
            __m256i t33 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t26 + 8, _mm256_movepi32_mask(t34), t33);
            int t35 = (int)(t1 + 24L);
            int *t36 = a + 2 * t35;
            long t37 = (long)t35;
            __m256i t38 = _mm256_loadu_si256((const __m256i *)(b + t37));
            __m256i t39 = _mm256_loadu_si256((const __m256i *)(c + t37));
            __m256i t40 = _mm256_add_epi32(t38, t39);
            __m256i t41 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t40);
            __m256i t42 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t36, _mm256_movepi32_mask(t42), t41);
            __m256i t43 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t40);
            __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t36 + 8, _mm256_movepi32_mask(t44), t43);
            t1 += 32L;
        } while (t1 < t4);
        t45 = (int)t4;
    } else {
        t45 = 0;
    }
    long t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        long t47 = t46 & -8L;
        long t2 = 0L;
        do {
            int t48 = (int)((long)t45 + t2);
            int *t49 = a + 2 * t48;
            long t50 = (long)t48;
            __m256i t51 = _mm256_loadu_si256((const __m256i *)(b + t50));
            __m256i t52 = _mm256_loadu_si256((const __m256i *)(c + t50));
            __m256i t53 = _mm256_add_epi32(t51, t52);
            __m256i t54 = _mm256_permutex2var_epi32(t53, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t53);
            __m256i t55 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t49, _mm256_movepi32_mask(t55), t54);
            __m256i t56 = _mm256_permutex2var_epi32(t53, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t53);
            __m256i t57 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t49 + 8, _mm256_movepi32_mask(t57), t56);
            t2 += 8L;
        } while (t2 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        long t58 = (long)i;
        a[2 * i] = b[t58] + c[t58];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t31;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            float *t6 = a + (3 * t5 + 1);
            __m256 t7 = _mm256_loadu_ps(b + t5);
            __m256 t8 = _mm256_mul_ps(t7, _mm256_set1_ps(2.0f));
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t8, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t8, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6, _mm256_movepi32_mask(t11), t10);
            __m256 t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t8, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t8, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6 + 8, _mm256_movepi32_mask(t14), t13);
            __m256 t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t8, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t8, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6 + 16, _mm256_movepi32_mask(t17), t16);
            int t18 = (int)(t1 + 8L);
            float *t19 = a + (3 * t18 + 1);
            __m256 t20 = _mm256_loadu_ps(b + t18);
            __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(2.0f));
            __m256 t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t21, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t23 = (__m256)__builtin_shufflevector((vcc_v8_float)t22, (vcc_v8_float)t21, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t19, _mm256_movepi32_mask(t24), t23);
            __m256 t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t21, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t21, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t19 + 8, _mm256_movepi32_mask(t27), t26);
            __m256 t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t21, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t21, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t30 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t19 + 16, _mm256_movepi32_mask(t30), t29);
            t1 += 16L;
        } while (t1 < t4);
        t31 = (int)t4;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        long t33 = t32 & -8L;
        long t2 = 0L;
        do {
            int t34 = (int)((long)t31 + t2);
            float *t35 = a + (3 * t34 + 1);
            __m256 t36 = _mm256_loadu_ps(b + t34);
            __m256 t37 = _mm256_mul_ps(t36, _mm256_set1_ps(2.0f));
            __m256 t38 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t37, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t37, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t35, _mm256_movepi32_mask(t40), t39);
            __m256 t41 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t37, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t42 = (__m256)__builtin_shufflevector((vcc_v8_float)t41, (vcc_v8_float)t37, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t35 + 8, _mm256_movepi32_mask(t43), t42);
            __m256 t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t37, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t37, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t35 + 16, _mm256_movepi32_mask(t46), t45);
            t2 += 8L;
        } while (t2 < t33);
        i = (int)((long)t31 + t33);
    } else {
        i = t31;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t35;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            const int *t6 = b + t5;
            __m256i t7 = _mm256_loadu_si256((const __m256i *)t6);
            int *t8 = a + (3 * t5 + 2);
            __m256i t9 = _mm256_loadu_si256((const __m256i *)t6);
            __m256i t10 = _mm256_sub_epi32(_mm256_setzero_si256(), t9);
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v8_int)t7, (vcc_v8_int)t7, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v8_int)t11, (vcc_v8_int)t10, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t8 + -2, _mm256_movepi32_mask(t13), t12);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v8_int)t7, (vcc_v8_int)t7, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t15 = (__m256i)__builtin_shufflevector((vcc_v8_int)t14, (vcc_v8_int)t10, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t8 + 6, _mm256_movepi32_mask(t16), t15);
            __m256i t17 = (__m256i)__builtin_shufflevector((vcc_v8_int)t7, (vcc_v8_int)t7, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t18 = (__m256i)__builtin_shufflevector((vcc_v8_int)t17, (vcc_v8_int)t10, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t8 + 14, _mm256_movepi32_mask(t19), t18);
            int t20 = (int)(t1 + 8L);
            const int *t21 = b + t20;
            __m256i t22 = _mm256_loadu_si256((const __m256i *)t21);
            int *t23 = a + (3 * t20 + 2);
            __m256i t24 = _mm256_loadu_si256((const __m256i *)t21);
            __m256i t25 = _mm256_sub_epi32(_mm256_setzero_si256(), t24);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t22, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t27 = (__m256i)__builtin_shufflevector((vcc_v8_int)t26, (vcc_v8_int)t25, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t23 + -2, _mm256_movepi32_mask(t28), t27);
            __m256i t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t22, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)t25, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t23 + 6, _mm256_movepi32_mask(t31), t30);
            __m256i t32 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t22, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)t25, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t23 + 14, _mm256_movepi32_mask(t34), t33);
            t1 += 16L;
        } while (t1 < t4);
        t35 = (int)t4;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long t2 = 0L;
        do {
            int t38 = (int)((long)t35 + t2);
            const int *t39 = b + t38;
            __m256i t40 = _mm256_loadu_si256((const __m256i *)t39);
            int *t41 = a + (3 * t38 + 2);
            __m256i t42 = _mm256_loadu_si256((const __m256i *)t39);
            __m256i t43 = _mm256_sub_epi32(_mm256_setzero_si256(), t42);
            __m256i t44 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)t40, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t45 = (__m256i)__builtin_shufflevector((vcc_v8_int)t44, (vcc_v8_int)t43, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t41 + -2, _mm256_movepi32_mask(t46), t45);
            __m256i t47 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)t40, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t48 = (__m256i)__builtin_shufflevector((vcc_v8_int)t47, (vcc_v8_int)t43, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t49 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t41 + 6, _mm256_movepi32_mask(t49), t48);
            __m256i t50 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)t40, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t51 = (__m256i)__builtin_shufflevector((vcc_v8_int)t50, (vcc_v8_int)t43, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t52 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t41 + 14, _mm256_movepi32_mask(t52), t51);
            t2 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t37;
    int i;
    long t3 = (long)n;
    if (t3 >= 16L) {
        long t4 = t3 & -16L;
        long t1 = 0L;
        do {
            int t5 = (int)t1;
            double *t6 = a + (2 * t5 + 1);
            __m256d t7 = _mm256_loadu_pd(b + t5);
            __m256d t8 = _mm256_add_pd(t7, _mm256_set1_pd(0.5));
            __m256d t9 = _mm256_permutex2var_pd(t8, _mm256_setr_epi64x(0, 4, 1, 5), t8);
            __m128i t10 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t6, _mm_movepi32_mask(t10), t9);
            __m256d t11 = _mm256_permutex2var_pd(t8, _mm256_setr_epi64x(2, 6, 3, 7), t8);
            __m128i t12 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t6 + 4, _mm_movepi32_mask(t12), t11);
            int t13 = (int)(t1 + 4L);
            double *t14 = a + (2 * t13 + 1);
            __m256d t15 = _mm256_loadu_pd(b + t13);
            __m256d t16 = _mm256_add_pd(t15, _mm256_set1_pd(0.5));
            __m256d t17 = _mm256_permutex2var_pd(t16, _mm256_setr_epi64x(0, 4, 1, 5), t16);
            __m128i t18 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t14, _mm_movepi32_mask(t18), t17);
            __m256d t19 = _mm256_permutex2var_pd(t16, _mm256_setr_epi64x(2, 6, 3, 7), t16);
            __m128i t20 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t14 + 4, _mm_movepi32_mask(t20), t19);
            int t21 = (int)(t1 + 8L);
            double *t22 = a + (2 * t21 + 1);
            __m256d t23 = _mm256_loadu_pd(b + t21);
            __m256d t24 = _mm256_add_pd(t23, _mm256_set1_pd(0.5));
            __m256d t25 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(0, 4, 1, 5), t24);
            __m128i t26 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t22, _mm_movepi32_mask(t26), t25);
            __m256d t27 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(2, 6, 3, 7), t24);
            __m128i t28 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t22 + 4, _mm_movepi32_mask(t28), t27);
            int t29 = (int)(t1 + 12L);
            double *t30 = a + (2 * t29 + 1);
            __m256d t31 = _mm256_loadu_pd(b + t29);
            __m256d t32 = _mm256_add_pd(t31, _mm256_set1_pd(0.5));
            __m256d t33 = _mm256_permutex2var_pd(t32, _mm256_setr_epi64x(0, 4, 1, 5), t32);
            __m128i t34 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t30, _mm_movepi32_mask(t34), t33);
            __m256d t35 = _mm256_permutex2var_pd(t32, _mm256_setr_epi64x(2, 6, 3, 7), t32);
            __m128i t36 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t30 + 4, _mm_movepi32_mask(t36), t35);
            t1 += 16L;
        } while (t1 < t4);
        t37 = (int)t4;
    } else {
        t37 = 0;
    }
    long t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 4L) {
        long t39 = t38 & -4L;
        long t2 = 0L;
        do {
            int t40 = (int)((long)t37 + t2);
            double *t41 = a + (2 * t40 + 1);
            __m256d t42 = _mm256_loadu_pd(b + t40);
            __m256d t43 = _mm256_add_pd(t42, _mm256_set1_pd(0.5));
            __m256d t44 = _mm256_permutex2var_pd(t43, _mm256_setr_epi64x(0, 4, 1, 5), t43);
            __m128i t45 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t41, _mm_movepi32_mask(t45), t44);
            __m256d t46 = _mm256_permutex2var_pd(t43, _mm256_setr_epi64x(2, 6, 3, 7), t43);
            __m128i t47 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t41 + 4, _mm_movepi32_mask(t47), t46);
            t2 += 4L;
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

static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(gb) gb __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void global_evens(void) {
    vcc_no_contract_body
    long t1 = 0L;
    do {
        int t3 = (int)t1;
        int *t4 = &g[2 * t3];
        __m256i t5 = _mm256_loadu_si256((const __m256i *)&gb[t3]);
        __m256i t6 = _mm256_mullo_epi32(t5, _mm256_set1_epi32(3));
        __m256i t7 = _mm256_permutex2var_epi32(t6, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t6);
        __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t4, _mm256_movepi32_mask(t8), t7);
        __m256i t9 = _mm256_permutex2var_epi32(t6, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t6);
        __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t4 + 8, _mm256_movepi32_mask(t10), t9);
        int t11 = (int)(t1 + 8L);
        int *t12 = &g[2 * t11];
        __m256i t13 = _mm256_loadu_si256((const __m256i *)&gb[t11]);
        __m256i t14 = _mm256_mullo_epi32(t13, _mm256_set1_epi32(3));
        __m256i t15 = _mm256_permutex2var_epi32(t14, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t14);
        __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t12, _mm256_movepi32_mask(t16), t15);
        __m256i t17 = _mm256_permutex2var_epi32(t14, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t14);
        __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t12 + 8, _mm256_movepi32_mask(t18), t17);
        int t19 = (int)(t1 + 16L);
        int *t20 = &g[2 * t19];
        __m256i t21 = _mm256_loadu_si256((const __m256i *)&gb[t19]);
        __m256i t22 = _mm256_mullo_epi32(t21, _mm256_set1_epi32(3));
        __m256i t23 = _mm256_permutex2var_epi32(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
        __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t20, _mm256_movepi32_mask(t24), t23);
        __m256i t25 = _mm256_permutex2var_epi32(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
        __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t20 + 8, _mm256_movepi32_mask(t26), t25);
        int t27 = (int)(t1 + 24L);
        int *t28 = &g[2 * t27];
        __m256i t29 = _mm256_loadu_si256((const __m256i *)&gb[t27]);
        __m256i t30 = _mm256_mullo_epi32(t29, _mm256_set1_epi32(3));
        __m256i t31 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
        __m256i t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t28, _mm256_movepi32_mask(t32), t31);
        __m256i t33 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
        __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t28 + 8, _mm256_movepi32_mask(t34), t33);
        t1 += 32L;
    } while (t1 < 992L);
    long t2 = 0L;
    do {
        int t35 = (int)(992L + t2);
        int *t36 = &g[2 * t35];
        __m256i t37 = _mm256_loadu_si256((const __m256i *)&gb[t35]);
        __m256i t38 = _mm256_mullo_epi32(t37, _mm256_set1_epi32(3));
        __m256i t39 = _mm256_permutex2var_epi32(t38, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t38);
        __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t36, _mm256_movepi32_mask(t40), t39);
        __m256i t41 = _mm256_permutex2var_epi32(t38, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t38);
        __m256i t42 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t36 + 8, _mm256_movepi32_mask(t42), t41);
        t2 += 8L;
    } while (t2 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t23;
    int t68;
    int k;
    int t90;
    int t91;
    int t92;
    int t114;
    int t123;
    int k_1;
    int t139;
    int t156;
    int t164;
    int k_2;
    int t173;
    int t174;
    int t191;
    int t199;
    int k_3;
    int t231;
    int k_4;
    unsigned long long t244;
    unsigned long long t246;
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
            __m256i t247 = _mm256_set1_epi32(0);
            __m256i t248 = t247;
            __m256i t19 = _mm256_add_epi32(t248, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t20 = 0L;
            do {
                __m256i t249 = t19;
                _mm256_storeu_si256((__m256i *)&g[(int)t20], t249);
                __m256i t250 = _mm256_add_epi32(t19, _mm256_set1_epi32(8));
                __m256i t251 = t250;
                _mm256_storeu_si256((__m256i *)&g[(int)(t20 + 8L)], t251);
                __m256i t252 = _mm256_add_epi32(t19, _mm256_set1_epi32(16));
                __m256i t253 = t252;
                _mm256_storeu_si256((__m256i *)&g[(int)(t20 + 16L)], t253);
                __m256i t254 = _mm256_add_epi32(t19, _mm256_set1_epi32(24));
                __m256i t255 = t254;
                _mm256_storeu_si256((__m256i *)&g[(int)(t20 + 24L)], t255);
                t20 += 32L;
                t19 = _mm256_add_epi32(t19, _mm256_set1_epi32(32));
            } while (t20 < 1984L);
            __m256i t256 = _mm256_set1_epi32(1984);
            __m256i t257 = t256;
            __m256i t21 = _mm256_add_epi32(t257, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t22 = 0L;
            do {
                __m256i t258 = t21;
                _mm256_storeu_si256((__m256i *)&g[(int)(1984L + t22)], t258);
                t22 += 8L;
                t21 = _mm256_add_epi32(t21, _mm256_set1_epi32(8));
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
        if ((t28 >= 16L) & (((t29 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t29)) & (((t31 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t32) | ((t32 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t31)) & (((t33 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t33)) & (((t35 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t28 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t28 - 1L) * 8L)) <= t37))) {
            long t39 = t28 & -16L;
            long t1 = 0L;
            do {
                long t40 = (long)(int)t1;
                __m128i t41 = _mm_loadu_si128((const __m128i *)(b + t40));
                __m128 t42 = _mm_cvtepi32_ps(t41);
                __m128 t43 = _mm_mul_ps(t42, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t40, t43);
                __m128i t44 = _mm_loadu_si128((const __m128i *)(c + t40));
                __m256d t45 = _mm256_cvtepi32_pd(t44);
                __m256d t46 = _mm256_mul_pd(t45, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t40, t46);
                long t47 = (long)(int)(t1 + 4L);
                __m128i t48 = _mm_loadu_si128((const __m128i *)(b + t47));
                __m128 t49 = _mm_cvtepi32_ps(t48);
                __m128 t50 = _mm_mul_ps(t49, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t47, t50);
                __m128i t51 = _mm_loadu_si128((const __m128i *)(c + t47));
                __m256d t52 = _mm256_cvtepi32_pd(t51);
                __m256d t53 = _mm256_mul_pd(t52, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t47, t53);
                long t54 = (long)(int)(t1 + 8L);
                __m128i t55 = _mm_loadu_si128((const __m128i *)(b + t54));
                __m128 t56 = _mm_cvtepi32_ps(t55);
                __m128 t57 = _mm_mul_ps(t56, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t54, t57);
                __m128i t58 = _mm_loadu_si128((const __m128i *)(c + t54));
                __m256d t59 = _mm256_cvtepi32_pd(t58);
                __m256d t60 = _mm256_mul_pd(t59, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t54, t60);
                long t61 = (long)(int)(t1 + 12L);
                __m128i t62 = _mm_loadu_si128((const __m128i *)(b + t61));
                __m128 t63 = _mm_cvtepi32_ps(t62);
                __m128 t64 = _mm_mul_ps(t63, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t61, t64);
                __m128i t65 = _mm_loadu_si128((const __m128i *)(c + t61));
                __m256d t66 = _mm256_cvtepi32_pd(t65);
                __m256d t67 = _mm256_mul_pd(t66, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t61, t67);
                t1 += 16L;
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
        if ((t69 >= 4L) & (((t70 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t71 + (unsigned long)((long)t68 * 4L))) | ((t71 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t70 + (unsigned long)((long)t68 * 4L)))) & (((t72 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t68 * 8L))) | ((t73 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t72 + (unsigned long)((long)t68 * 4L)))) & (((t74 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t68 * 4L))) | ((t75 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t68 * 4L)))) & (((t76 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t68 * 8L))) | ((t77 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t76 + (unsigned long)((long)t68 * 4L)))) & (((t78 + (unsigned long)((long)t68 * 4L + 4L + (t69 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t68 * 8L))) | ((t79 + (unsigned long)((long)t68 * 8L + 8L + (t69 - 1L) * 8L)) <= (t78 + (unsigned long)((long)t68 * 4L))))) {
            long t80 = t69 & -4L;
            long t2 = 0L;
            do {
                long t81 = (long)(int)((long)t68 + t2);
                __m128i t82 = _mm_loadu_si128((const __m128i *)(b + t81));
                __m128 t83 = _mm_cvtepi32_ps(t82);
                __m128 t84 = _mm_mul_ps(t83, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t81, t84);
                __m128i t85 = _mm_loadu_si128((const __m128i *)(c + t81));
                __m256d t86 = _mm256_cvtepi32_pd(t85);
                __m256d t87 = _mm256_mul_pd(t86, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t81, t87);
                t2 += 4L;
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
            __m256i t96 = _mm256_set1_epi32(0);
            __m256i t97 = t96;
            __m256i t3 = _mm256_add_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t4 = 0L;
            for (;;) {
                __m256i t98 = t3;
                __m256i t99 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t98);
                __m256i t100 = _mm256_add_epi32(t99, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)t4), t100);
                __m256i t101 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                __m256i t102 = t101;
                __m256i t103 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t102);
                __m256i t104 = _mm256_add_epi32(t103, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(t4 + 8L)), t104);
                __m256i t105 = _mm256_add_epi32(t3, _mm256_set1_epi32(16));
                __m256i t106 = t105;
                __m256i t107 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t106);
                __m256i t108 = _mm256_add_epi32(t107, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(t4 + 16L)), t108);
                __m256i t109 = _mm256_add_epi32(t3, _mm256_set1_epi32(24));
                __m256i t110 = t109;
                __m256i t111 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t110);
                __m256i t112 = _mm256_add_epi32(t111, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(t4 + 24L)), t112);
                t4 += 32L;
                __m256i t113 = _mm256_add_epi32(t3, _mm256_set1_epi32(32));
                if (t4 >= t95) {
                    break;
                }
                t3 = t113;
            }
            t114 = (int)t95;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 2L + (long)t114 * -1L + -1L;
        if (t115 >= 8L) {
            long t116 = t115 & -8L;
            __m256i t117 = _mm256_set1_epi32((int)t114);
            __m256i t118 = t117;
            __m256i t5 = _mm256_add_epi32(t118, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t6 = 0L;
            for (;;) {
                __m256i t119 = t5;
                __m256i t120 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t119);
                __m256i t121 = _mm256_add_epi32(t120, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)t114 + t6)), t121);
                t6 += 8L;
                __m256i t122 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                if (t6 >= t116) {
                    break;
                }
                t5 = t122;
            }
            t123 = (int)((long)t114 + t116);
        } else {
            t123 = t114;
        }
        long t124 = (long)n * 2L + (long)t123 * -1L + -1L;
        if ((t124 >= 1L) & (t124 <= 8L)) {
            __m256i t125 = _mm256_set1_epi32((int)(int)t124);
            __m256i t126 = _mm256_cmpgt_epi32(t125, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t127 = _mm256_set1_epi32((int)t123);
            __m256i t128 = t127;
            __m256i t129 = _mm256_add_epi32(t128, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t130 = t129;
            __m256i t131 = _mm256_set1_epi32(7);
            __m256i t132 = t130;
            __m256i t133 = _mm256_mullo_epi32(t131, t132);
            __m256i t134 = t133;
            __m256i t135 = t134;
            __m256i t136 = _mm256_set1_epi32(1);
            __m256i t137 = _mm256_add_epi32(t135, t136);
            __m256i t138 = t137;
            _mm256_mask_storeu_epi32(a2 + (int)(long)t123, _mm256_movepi32_mask(t126), t138);
            k_1 = (int)((long)t123 + t124);
        } else {
            k_1 = t123;
        }
        for (;; k_1++) {
            t139 = t93 - 1;
            if (k_1 >= t139) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t140 = (long)n * 3L + -1L;
        if (t140 >= 32L) {
            long t141 = t140 & -32L;
            __m256i t142 = _mm256_set1_epi32(0);
            __m256i t143 = t142;
            __m256i t7 = _mm256_add_epi32(t143, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t8 = 0L;
            for (;;) {
                __m256i t144 = t7;
                __m256 t145 = _mm256_cvtepi32_ps(t144);
                _mm256_storeu_ps(a3 + (int)t8, t145);
                __m256i t146 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
                __m256i t147 = t146;
                __m256 t148 = _mm256_cvtepi32_ps(t147);
                _mm256_storeu_ps(a3 + (int)(t8 + 8L), t148);
                __m256i t149 = _mm256_add_epi32(t7, _mm256_set1_epi32(16));
                __m256i t150 = t149;
                __m256 t151 = _mm256_cvtepi32_ps(t150);
                _mm256_storeu_ps(a3 + (int)(t8 + 16L), t151);
                __m256i t152 = _mm256_add_epi32(t7, _mm256_set1_epi32(24));
                __m256i t153 = t152;
                __m256 t154 = _mm256_cvtepi32_ps(t153);
                _mm256_storeu_ps(a3 + (int)(t8 + 24L), t154);
                t8 += 32L;
                __m256i t155 = _mm256_add_epi32(t7, _mm256_set1_epi32(32));
                if (t8 >= t141) {
                    break;
                }
                t7 = t155;
            }
            t156 = (int)t141;
        } else {
            t156 = 0;
        }
        long t157 = (long)n * 3L + (long)t156 * -1L + -1L;
        if (t157 >= 8L) {
            long t158 = t157 & -8L;
            __m256i t159 = _mm256_set1_epi32((int)t156);
            __m256i t160 = t159;
            __m256i t9 = _mm256_add_epi32(t160, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t10 = 0L;
            for (;;) {
                __m256i t161 = t9;
                __m256 t162 = _mm256_cvtepi32_ps(t161);
                _mm256_storeu_ps(a3 + (int)((long)t156 + t10), t162);
                t10 += 8L;
                __m256i t163 = _mm256_add_epi32(t9, _mm256_set1_epi32(8));
                if (t10 >= t158) {
                    break;
                }
                t9 = t163;
            }
            t164 = (int)((long)t156 + t158);
        } else {
            t164 = t156;
        }
        long t165 = (long)n * 3L + (long)t164 * -1L + -1L;
        if ((t165 >= 1L) & (t165 <= 8L)) {
            __m256i t166 = _mm256_set1_epi32((int)(int)t165);
            __m256i t167 = _mm256_cmpgt_epi32(t166, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t168 = _mm256_set1_epi32((int)t164);
            __m256i t169 = t168;
            __m256i t170 = _mm256_add_epi32(t169, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t171 = t170;
            __m256 t172 = _mm256_cvtepi32_ps(t171);
            _mm256_mask_storeu_ps(a3 + (int)(long)t164, _mm256_movepi32_mask(t167), t172);
            k_2 = (int)((long)t164 + t165);
        } else {
            k_2 = t164;
        }
        for (;; k_2++) {
            t173 = 3 * n;
            t174 = t173 - 1;
            if (k_2 >= t174) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t175 = (long)n * 3L;
        if (t175 >= 32L) {
            long t176 = t175 & -32L;
            __m256i t177 = _mm256_set1_epi32(0);
            __m256i t178 = t177;
            __m256i t11 = _mm256_add_epi32(t178, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t12 = 0L;
            for (;;) {
                __m256i t179 = t11;
                __m256i t180 = _mm256_sub_epi32(_mm256_set1_epi32(5), t179);
                _mm256_storeu_si256((__m256i *)(a23 + (int)t12), t180);
                __m256i t181 = _mm256_add_epi32(t11, _mm256_set1_epi32(8));
                __m256i t182 = t181;
                __m256i t183 = _mm256_sub_epi32(_mm256_set1_epi32(5), t182);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(t12 + 8L)), t183);
                __m256i t184 = _mm256_add_epi32(t11, _mm256_set1_epi32(16));
                __m256i t185 = t184;
                __m256i t186 = _mm256_sub_epi32(_mm256_set1_epi32(5), t185);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(t12 + 16L)), t186);
                __m256i t187 = _mm256_add_epi32(t11, _mm256_set1_epi32(24));
                __m256i t188 = t187;
                __m256i t189 = _mm256_sub_epi32(_mm256_set1_epi32(5), t188);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(t12 + 24L)), t189);
                t12 += 32L;
                __m256i t190 = _mm256_add_epi32(t11, _mm256_set1_epi32(32));
                if (t12 >= t176) {
                    break;
                }
                t11 = t190;
            }
            t191 = (int)t176;
        } else {
            t191 = 0;
        }
        long t192 = (long)n * 3L + (long)t191 * -1L;
        if (t192 >= 8L) {
            long t193 = t192 & -8L;
            __m256i t194 = _mm256_set1_epi32((int)t191);
            __m256i t195 = t194;
            __m256i t13 = _mm256_add_epi32(t195, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t14 = 0L;
            for (;;) {
                __m256i t196 = t13;
                __m256i t197 = _mm256_sub_epi32(_mm256_set1_epi32(5), t196);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)t191 + t14)), t197);
                t14 += 8L;
                __m256i t198 = _mm256_add_epi32(t13, _mm256_set1_epi32(8));
                if (t14 >= t193) {
                    break;
                }
                t13 = t198;
            }
            t199 = (int)((long)t191 + t193);
        } else {
            t199 = t191;
        }
        long t200 = (long)n * 3L + (long)t199 * -1L;
        if ((t200 >= 1L) & (t200 <= 8L)) {
            __m256i t201 = _mm256_set1_epi32((int)(int)t200);
            __m256i t202 = _mm256_cmpgt_epi32(t201, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t203 = _mm256_set1_epi32((int)t199);
            __m256i t204 = t203;
            __m256i t205 = _mm256_add_epi32(t204, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t206 = t205;
            __m256i t207 = _mm256_set1_epi32(5);
            __m256i t208 = t206;
            __m256i t209 = _mm256_sub_epi32(t207, t208);
            __m256i t210 = t209;
            _mm256_mask_storeu_epi32(a23 + (int)(long)t199, _mm256_movepi32_mask(t202), t210);
            k_3 = (int)((long)t199 + t200);
        } else {
            k_3 = t199;
        }
        for (; k_3 < t173; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t211 = (long)n * 2L;
        if (t211 >= 16L) {
            long t212 = t211 & -16L;
            __m128i t213 = _mm_set1_epi32(0);
            __m128i t214 = t213;
            __m128i t15 = _mm_add_epi32(t214, _mm_setr_epi32(0, 1, 2, 3));
            long t16 = 0L;
            for (;;) {
                __m128i t215 = t15;
                __m256d t216 = _mm256_cvtepi32_pd(t215);
                __m256d t217 = _mm256_xor_pd(t216, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)t16, t217);
                __m128i t218 = _mm_add_epi32(t15, _mm_set1_epi32(4));
                __m128i t219 = t218;
                __m256d t220 = _mm256_cvtepi32_pd(t219);
                __m256d t221 = _mm256_xor_pd(t220, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(t16 + 4L), t221);
                __m128i t222 = _mm_add_epi32(t15, _mm_set1_epi32(8));
                __m128i t223 = t222;
                __m256d t224 = _mm256_cvtepi32_pd(t223);
                __m256d t225 = _mm256_xor_pd(t224, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(t16 + 8L), t225);
                __m128i t226 = _mm_add_epi32(t15, _mm_set1_epi32(12));
                __m128i t227 = t226;
                __m256d t228 = _mm256_cvtepi32_pd(t227);
                __m256d t229 = _mm256_xor_pd(t228, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(t16 + 12L), t229);
                t16 += 16L;
                __m128i t230 = _mm_add_epi32(t15, _mm_set1_epi32(16));
                if (t16 >= t212) {
                    break;
                }
                t15 = t230;
            }
            t231 = (int)t212;
        } else {
            t231 = 0;
        }
        long t232 = (long)n * 2L + (long)t231 * -1L;
        if (t232 >= 4L) {
            long t233 = t232 & -4L;
            __m128i t234 = _mm_set1_epi32((int)t231);
            __m128i t235 = t234;
            __m128i t17 = _mm_add_epi32(t235, _mm_setr_epi32(0, 1, 2, 3));
            long t18 = 0L;
            for (;;) {
                __m128i t236 = t17;
                __m256d t237 = _mm256_cvtepi32_pd(t236);
                __m256d t238 = _mm256_xor_pd(t237, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)t231 + t18), t238);
                t18 += 4L;
                __m128i t239 = _mm_add_epi32(t17, _mm_set1_epi32(4));
                if (t18 >= t233) {
                    break;
                }
                t17 = t239;
            }
            k_4 = (int)((long)t231 + t233);
        } else {
            k_4 = t231;
        }
        for (; k_4 < t93; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t240 = b;
        evens(n, a2, t240, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t240);
        odd_doubles(n, ad, bd);
        unsigned long long t241 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t93 * 8UL));
        unsigned long long t242 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t173 * 4UL));
        if (t89) {
            unsigned long t243 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t174 * 4UL));
            t244 = (unsigned long long)t243;
        } else {
            t244 = 0ULL;
        }
        if (t89) {
            unsigned long t245 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t139 * 4UL));
            t246 = (unsigned long long)t245;
        } else {
            t246 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t246, t244, t242, t241);
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
