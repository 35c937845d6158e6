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
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    int *t6;
    long t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int t15;
    int *t16;
    long t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    int t25;
    int *t26;
    long t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    int t35;
    int *t36;
    long t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    int t45;
    long t46;
    long t47;
    int t48;
    int *t49;
    long t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    int i;
    long t58;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = a + 2 * t5;
            t7 = (long)t5;
            t8 = _mm256_loadu_si256((const __m256i *)(b + t7));
            t9 = _mm256_loadu_si256((const __m256i *)(c + t7));
            t10 = _mm256_add_epi32(t8, t9);
            t11 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t10);
            t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t6, _mm256_movepi32_mask(t12), t11);
            t13 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t10);
            t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t6 + 8, _mm256_movepi32_mask(t14), t13);
            t15 = (int)((long)0 + (t1 + 8L));
            t16 = a + 2 * t15;
            t17 = (long)t15;
            t18 = _mm256_loadu_si256((const __m256i *)(b + t17));
            t19 = _mm256_loadu_si256((const __m256i *)(c + t17));
            t20 = _mm256_add_epi32(t18, t19);
            t21 = _mm256_permutex2var_epi32(t20, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
            t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t16, _mm256_movepi32_mask(t22), t21);
            t23 = _mm256_permutex2var_epi32(t20, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
            t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t16 + 8, _mm256_movepi32_mask(t24), t23);
            t25 = (int)((long)0 + (t1 + 16L));
            t26 = a + 2 * t25;
            t27 = (long)t25;
            t28 = _mm256_loadu_si256((const __m256i *)(b + t27));
            t29 = _mm256_loadu_si256((const __m256i *)(c + t27));
            t30 = _mm256_add_epi32(t28, t29);
            t31 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t26, _mm256_movepi32_mask(t32), t31);
            t33 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t26 + 8, _mm256_movepi32_mask(t34), t33);
            t35 = (int)((long)0 + (t1 + 24L));
            t36 = a + 2 * t35;
            t37 = (long)t35;
            t38 = _mm256_loadu_si256((const __m256i *)(b + t37));
            t39 = _mm256_loadu_si256((const __m256i *)(c + t37));
            t40 = _mm256_add_epi32(t38, t39);
            t41 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t40);
            t42 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t36, _mm256_movepi32_mask(t42), t41);
            t43 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t40);
            t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t36 + 8, _mm256_movepi32_mask(t44), t43);
            t1 += 32L;
        } while (t1 < t4);
        t45 = (int)((long)0 + t4);
    } else {
        t45 = 0;
    }
    t46 = (long)n + (long)t45 * -1L;
    if (t46 >= 8L) {
        t47 = t46 & -8L;
        t2 = 0L;
        do {
            t48 = (int)((long)t45 + t2);
            t49 = a + 2 * t48;
            t50 = (long)t48;
            t51 = _mm256_loadu_si256((const __m256i *)(b + t50));
            t52 = _mm256_loadu_si256((const __m256i *)(c + t50));
            t53 = _mm256_add_epi32(t51, t52);
            t54 = _mm256_permutex2var_epi32(t53, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t53);
            t55 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t49, _mm256_movepi32_mask(t55), t54);
            t56 = _mm256_permutex2var_epi32(t53, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t53);
            t57 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t49 + 8, _mm256_movepi32_mask(t57), t56);
            t2 += 8L;
        } while (t2 < t47);
        i = (int)((long)t45 + t47);
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        t58 = (long)i;
        a[2 * i] = b[t58] + c[t58];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    float *t6;
    __m256 t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256i t11;
    __m256 t12;
    __m256 t13;
    __m256i t14;
    __m256 t15;
    __m256 t16;
    __m256i t17;
    int t18;
    float *t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256i t24;
    __m256 t25;
    __m256 t26;
    __m256i t27;
    __m256 t28;
    __m256 t29;
    __m256i t30;
    int t31;
    long t32;
    long t33;
    int t34;
    float *t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
    __m256i t40;
    __m256 t41;
    __m256 t42;
    __m256i t43;
    __m256 t44;
    __m256 t45;
    __m256i t46;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = a + (3 * t5 + 1);
            t7 = _mm256_loadu_ps(b + t5);
            t8 = _mm256_mul_ps(t7, _mm256_set1_ps(2.0f));
            t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t8, 0, 8, 0, 1, 9, 0, 2, 10);
            t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t8, 0, 1, 8, 3, 4, 9, 6, 7);
            t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6, _mm256_movepi32_mask(t11), t10);
            t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t8, 0, 3, 11, 0, 4, 12, 0, 5);
            t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t8, 10, 1, 2, 11, 4, 5, 12, 7);
            t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6 + 8, _mm256_movepi32_mask(t14), t13);
            t15 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t8, 13, 0, 6, 14, 0, 7, 15, 0);
            t16 = (__m256)__builtin_shufflevector((vcc_v8_float)t15, (vcc_v8_float)t8, 0, 13, 2, 3, 14, 5, 6, 15);
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t6 + 16, _mm256_movepi32_mask(t17), t16);
            t18 = (int)((long)0 + (t1 + 8L));
            t19 = a + (3 * t18 + 1);
            t20 = _mm256_loadu_ps(b + t18);
            t21 = _mm256_mul_ps(t20, _mm256_set1_ps(2.0f));
            t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t21, 0, 8, 0, 1, 9, 0, 2, 10);
            t23 = (__m256)__builtin_shufflevector((vcc_v8_float)t22, (vcc_v8_float)t21, 0, 1, 8, 3, 4, 9, 6, 7);
            t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t19, _mm256_movepi32_mask(t24), t23);
            t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t21, 0, 3, 11, 0, 4, 12, 0, 5);
            t26 = (__m256)__builtin_shufflevector((vcc_v8_float)t25, (vcc_v8_float)t21, 10, 1, 2, 11, 4, 5, 12, 7);
            t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t19 + 8, _mm256_movepi32_mask(t27), t26);
            t28 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t21, 13, 0, 6, 14, 0, 7, 15, 0);
            t29 = (__m256)__builtin_shufflevector((vcc_v8_float)t28, (vcc_v8_float)t21, 0, 13, 2, 3, 14, 5, 6, 15);
            t30 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t19 + 16, _mm256_movepi32_mask(t30), t29);
            t1 += 16L;
        } while (t1 < t4);
        t31 = (int)((long)0 + t4);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 8L) {
        t33 = t32 & -8L;
        t2 = 0L;
        do {
            t34 = (int)((long)t31 + t2);
            t35 = a + (3 * t34 + 1);
            t36 = _mm256_loadu_ps(b + t34);
            t37 = _mm256_mul_ps(t36, _mm256_set1_ps(2.0f));
            t38 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t37, 0, 8, 0, 1, 9, 0, 2, 10);
            t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t37, 0, 1, 8, 3, 4, 9, 6, 7);
            t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t35, _mm256_movepi32_mask(t40), t39);
            t41 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t37, 0, 3, 11, 0, 4, 12, 0, 5);
            t42 = (__m256)__builtin_shufflevector((vcc_v8_float)t41, (vcc_v8_float)t37, 10, 1, 2, 11, 4, 5, 12, 7);
            t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t35 + 8, _mm256_movepi32_mask(t43), t42);
            t44 = (__m256)__builtin_shufflevector((vcc_v8_float)t37, (vcc_v8_float)t37, 13, 0, 6, 14, 0, 7, 15, 0);
            t45 = (__m256)__builtin_shufflevector((vcc_v8_float)t44, (vcc_v8_float)t37, 0, 13, 2, 3, 14, 5, 6, 15);
            t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
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
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const int *t6;
    __m256i t7;
    int *t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    const int *t21;
    __m256i t22;
    int *t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    int t35;
    long t36;
    long t37;
    int t38;
    const int *t39;
    __m256i t40;
    int *t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    int i;
    int t53;
    const int *t54;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = b + t5;
            t7 = _mm256_loadu_si256((const __m256i *)t6);
            t8 = a + (3 * t5 + 2);
            t9 = _mm256_loadu_si256((const __m256i *)t6);
            t10 = _mm256_sub_epi32(_mm256_setzero_si256(), t9);
            t11 = (__m256i)__builtin_shufflevector((vcc_v8_int)t7, (vcc_v8_int)t7, 0, 8, 0, 1, 9, 0, 2, 10);
            t12 = (__m256i)__builtin_shufflevector((vcc_v8_int)t11, (vcc_v8_int)t10, 0, 1, 8, 3, 4, 9, 6, 7);
            t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t8 + -2, _mm256_movepi32_mask(t13), t12);
            t14 = (__m256i)__builtin_shufflevector((vcc_v8_int)t7, (vcc_v8_int)t7, 0, 3, 11, 0, 4, 12, 0, 5);
            t15 = (__m256i)__builtin_shufflevector((vcc_v8_int)t14, (vcc_v8_int)t10, 10, 1, 2, 11, 4, 5, 12, 7);
            t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t8 + 6, _mm256_movepi32_mask(t16), t15);
            t17 = (__m256i)__builtin_shufflevector((vcc_v8_int)t7, (vcc_v8_int)t7, 13, 0, 6, 14, 0, 7, 15, 0);
            t18 = (__m256i)__builtin_shufflevector((vcc_v8_int)t17, (vcc_v8_int)t10, 0, 13, 2, 3, 14, 5, 6, 15);
            t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t8 + 14, _mm256_movepi32_mask(t19), t18);
            t20 = (int)((long)0 + (t1 + 8L));
            t21 = b + t20;
            t22 = _mm256_loadu_si256((const __m256i *)t21);
            t23 = a + (3 * t20 + 2);
            t24 = _mm256_loadu_si256((const __m256i *)t21);
            t25 = _mm256_sub_epi32(_mm256_setzero_si256(), t24);
            t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t22, 0, 8, 0, 1, 9, 0, 2, 10);
            t27 = (__m256i)__builtin_shufflevector((vcc_v8_int)t26, (vcc_v8_int)t25, 0, 1, 8, 3, 4, 9, 6, 7);
            t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t23 + -2, _mm256_movepi32_mask(t28), t27);
            t29 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t22, 0, 3, 11, 0, 4, 12, 0, 5);
            t30 = (__m256i)__builtin_shufflevector((vcc_v8_int)t29, (vcc_v8_int)t25, 10, 1, 2, 11, 4, 5, 12, 7);
            t31 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t23 + 6, _mm256_movepi32_mask(t31), t30);
            t32 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t22, 13, 0, 6, 14, 0, 7, 15, 0);
            t33 = (__m256i)__builtin_shufflevector((vcc_v8_int)t32, (vcc_v8_int)t25, 0, 13, 2, 3, 14, 5, 6, 15);
            t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t23 + 14, _mm256_movepi32_mask(t34), t33);
            t1 += 16L;
        } while (t1 < t4);
        t35 = (int)((long)0 + t4);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        t37 = t36 & -8L;
        t2 = 0L;
        do {
            t38 = (int)((long)t35 + t2);
            t39 = b + t38;
            t40 = _mm256_loadu_si256((const __m256i *)t39);
            t41 = a + (3 * t38 + 2);
            t42 = _mm256_loadu_si256((const __m256i *)t39);
            t43 = _mm256_sub_epi32(_mm256_setzero_si256(), t42);
            t44 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)t40, 0, 8, 0, 1, 9, 0, 2, 10);
            t45 = (__m256i)__builtin_shufflevector((vcc_v8_int)t44, (vcc_v8_int)t43, 0, 1, 8, 3, 4, 9, 6, 7);
            t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t41 + -2, _mm256_movepi32_mask(t46), t45);
            t47 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)t40, 0, 3, 11, 0, 4, 12, 0, 5);
            t48 = (__m256i)__builtin_shufflevector((vcc_v8_int)t47, (vcc_v8_int)t43, 10, 1, 2, 11, 4, 5, 12, 7);
            t49 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t41 + 6, _mm256_movepi32_mask(t49), t48);
            t50 = (__m256i)__builtin_shufflevector((vcc_v8_int)t40, (vcc_v8_int)t40, 13, 0, 6, 14, 0, 7, 15, 0);
            t51 = (__m256i)__builtin_shufflevector((vcc_v8_int)t50, (vcc_v8_int)t43, 0, 13, 2, 3, 14, 5, 6, 15);
            t52 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t41 + 14, _mm256_movepi32_mask(t52), t51);
            t2 += 8L;
        } while (t2 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        t53 = 3 * i;
        t54 = b + i;
        a[t53] = *t54;
        a[t53 + 2] = -*t54;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    double *t6;
    __m256d t7;
    __m256d t8;
    __m256d t9;
    __m128i t10;
    __m256d t11;
    __m128i t12;
    int t13;
    double *t14;
    __m256d t15;
    __m256d t16;
    __m256d t17;
    __m128i t18;
    __m256d t19;
    __m128i t20;
    int t21;
    double *t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m128i t26;
    __m256d t27;
    __m128i t28;
    int t29;
    double *t30;
    __m256d t31;
    __m256d t32;
    __m256d t33;
    __m128i t34;
    __m256d t35;
    __m128i t36;
    int t37;
    long t38;
    long t39;
    int t40;
    double *t41;
    __m256d t42;
    __m256d t43;
    __m256d t44;
    __m128i t45;
    __m256d t46;
    __m128i t47;
    int i;
    t3 = (long)n;
    if (t3 >= 16L) {
        t4 = t3 & -16L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = a + (2 * t5 + 1);
            t7 = _mm256_loadu_pd(b + t5);
            t8 = _mm256_add_pd(t7, _mm256_set1_pd(0.5));
            t9 = _mm256_permutex2var_pd(t8, _mm256_setr_epi64x(0, 4, 1, 5), t8);
            t10 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t6, _mm_movepi32_mask(t10), t9);
            t11 = _mm256_permutex2var_pd(t8, _mm256_setr_epi64x(2, 6, 3, 7), t8);
            t12 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t6 + 4, _mm_movepi32_mask(t12), t11);
            t13 = (int)((long)0 + (t1 + 4L));
            t14 = a + (2 * t13 + 1);
            t15 = _mm256_loadu_pd(b + t13);
            t16 = _mm256_add_pd(t15, _mm256_set1_pd(0.5));
            t17 = _mm256_permutex2var_pd(t16, _mm256_setr_epi64x(0, 4, 1, 5), t16);
            t18 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t14, _mm_movepi32_mask(t18), t17);
            t19 = _mm256_permutex2var_pd(t16, _mm256_setr_epi64x(2, 6, 3, 7), t16);
            t20 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t14 + 4, _mm_movepi32_mask(t20), t19);
            t21 = (int)((long)0 + (t1 + 8L));
            t22 = a + (2 * t21 + 1);
            t23 = _mm256_loadu_pd(b + t21);
            t24 = _mm256_add_pd(t23, _mm256_set1_pd(0.5));
            t25 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(0, 4, 1, 5), t24);
            t26 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t22, _mm_movepi32_mask(t26), t25);
            t27 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(2, 6, 3, 7), t24);
            t28 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t22 + 4, _mm_movepi32_mask(t28), t27);
            t29 = (int)((long)0 + (t1 + 12L));
            t30 = a + (2 * t29 + 1);
            t31 = _mm256_loadu_pd(b + t29);
            t32 = _mm256_add_pd(t31, _mm256_set1_pd(0.5));
            t33 = _mm256_permutex2var_pd(t32, _mm256_setr_epi64x(0, 4, 1, 5), t32);
            t34 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t30, _mm_movepi32_mask(t34), t33);
            t35 = _mm256_permutex2var_pd(t32, _mm256_setr_epi64x(2, 6, 3, 7), t32);
            t36 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t30 + 4, _mm_movepi32_mask(t36), t35);
            t1 += 16L;
        } while (t1 < t4);
        t37 = (int)((long)0 + t4);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 4L) {
        t39 = t38 & -4L;
        t2 = 0L;
        do {
            t40 = (int)((long)t37 + t2);
            t41 = a + (2 * t40 + 1);
            t42 = _mm256_loadu_pd(b + t40);
            t43 = _mm256_add_pd(t42, _mm256_set1_pd(0.5));
            t44 = _mm256_permutex2var_pd(t43, _mm256_setr_epi64x(0, 4, 1, 5), t43);
            t45 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t41, _mm_movepi32_mask(t45), t44);
            t46 = _mm256_permutex2var_pd(t43, _mm256_setr_epi64x(2, 6, 3, 7), t43);
            t47 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32((int)0), _MM_CMPINT_NE));
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
    long t1;
    long t2;
    long t3;
    int t4;
    int *t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    int t12;
    int *t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    int t20;
    int *t21;
    __m256i t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    int t28;
    int *t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    int t36;
    long t37;
    long t38;
    int t39;
    int *t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    int i;
    if (1001L >= 32L) {
        t3 = 1001L & -32L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = &g[2 * t4];
            t6 = _mm256_loadu_si256((const __m256i *)&gb[t4]);
            t7 = _mm256_mullo_epi32(t6, _mm256_set1_epi32((int)3));
            t8 = _mm256_permutex2var_epi32(t7, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t7);
            t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t5, _mm256_movepi32_mask(t9), t8);
            t10 = _mm256_permutex2var_epi32(t7, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t7);
            t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t5 + 8, _mm256_movepi32_mask(t11), t10);
            t12 = (int)((long)0 + (t1 + 8L));
            t13 = &g[2 * t12];
            t14 = _mm256_loadu_si256((const __m256i *)&gb[t12]);
            t15 = _mm256_mullo_epi32(t14, _mm256_set1_epi32((int)3));
            t16 = _mm256_permutex2var_epi32(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t15);
            t17 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t13, _mm256_movepi32_mask(t17), t16);
            t18 = _mm256_permutex2var_epi32(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t15);
            t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t13 + 8, _mm256_movepi32_mask(t19), t18);
            t20 = (int)((long)0 + (t1 + 16L));
            t21 = &g[2 * t20];
            t22 = _mm256_loadu_si256((const __m256i *)&gb[t20]);
            t23 = _mm256_mullo_epi32(t22, _mm256_set1_epi32((int)3));
            t24 = _mm256_permutex2var_epi32(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t23);
            t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t21, _mm256_movepi32_mask(t25), t24);
            t26 = _mm256_permutex2var_epi32(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t23);
            t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t21 + 8, _mm256_movepi32_mask(t27), t26);
            t28 = (int)((long)0 + (t1 + 24L));
            t29 = &g[2 * t28];
            t30 = _mm256_loadu_si256((const __m256i *)&gb[t28]);
            t31 = _mm256_mullo_epi32(t30, _mm256_set1_epi32((int)3));
            t32 = _mm256_permutex2var_epi32(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t31);
            t33 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t29, _mm256_movepi32_mask(t33), t32);
            t34 = _mm256_permutex2var_epi32(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t31);
            t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t29 + 8, _mm256_movepi32_mask(t35), t34);
            t1 += 32L;
        } while (t1 < t3);
        t36 = (int)((long)0 + t3);
    } else {
        t36 = 0;
    }
    t37 = (long)t36 * -1L + 1001L;
    if (t37 >= 8L) {
        t38 = t37 & -8L;
        t2 = 0L;
        do {
            t39 = (int)((long)t36 + t2);
            t40 = &g[2 * t39];
            t41 = _mm256_loadu_si256((const __m256i *)&gb[t39]);
            t42 = _mm256_mullo_epi32(t41, _mm256_set1_epi32((int)3));
            t43 = _mm256_permutex2var_epi32(t42, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t42);
            t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t40, _mm256_movepi32_mask(t44), t43);
            t45 = _mm256_permutex2var_epi32(t42, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t42);
            t46 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t40 + 8, _mm256_movepi32_mask(t46), t45);
            t2 += 8L;
        } while (t2 < t38);
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
    }
    for (; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    long t6;
    __m256i t7;
    __m256i t8;
    long t9;
    __m256i t10;
    long t11;
    __m256i t12;
    __m256i t13;
    long t14;
    __m256i t15;
    long t16;
    __m256i t17;
    __m128i t18;
    long t19;
    __m128i t20;
    long t21;
    __m256i t22;
    long t23;
    __m256i t24;
    long t25;
    int count_idx;
    int n_1;
    int t26;
    void *t27;
    int *b;
    void *t28;
    int *c;
    void *t29;
    float *bf;
    void *t30;
    double *bd;
    int fill_idx;
    int fill_idx_1;
    long t31;
    unsigned long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    long t43;
    __m128i t44;
    __m128 t45;
    __m128 t46;
    __m128i t47;
    __m256d t48;
    __m256d t49;
    long t50;
    __m128i t51;
    __m128 t52;
    __m128 t53;
    __m128i t54;
    __m256d t55;
    __m256d t56;
    long t57;
    __m128i t58;
    __m128 t59;
    __m128 t60;
    __m128i t61;
    __m256d t62;
    __m256d t63;
    long t64;
    __m128i t65;
    __m128 t66;
    __m128 t67;
    __m128i t68;
    __m256d t69;
    __m256d t70;
    int t71;
    long t72;
    unsigned long t73;
    unsigned long t74;
    unsigned long t75;
    unsigned long t76;
    unsigned long t77;
    unsigned long t78;
    unsigned long t79;
    unsigned long t80;
    unsigned long t81;
    unsigned long t82;
    long t83;
    long t84;
    __m128i t85;
    __m128 t86;
    __m128 t87;
    __m128i t88;
    __m256d t89;
    __m256d t90;
    int k;
    long t91;
    int t92;
    int t93;
    int *a2;
    int t94;
    float *a3;
    int t95;
    int *a23;
    int t96;
    double *ad;
    long t97;
    long t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    int t117;
    long t118;
    long t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    int t126;
    long t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    long t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    int k_1;
    int t142;
    long t143;
    long t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256 t148;
    __m256i t149;
    __m256i t150;
    __m256 t151;
    __m256i t152;
    __m256i t153;
    __m256 t154;
    __m256i t155;
    __m256i t156;
    __m256 t157;
    __m256i t158;
    int t159;
    long t160;
    long t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256 t165;
    __m256i t166;
    int t167;
    long t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    long t173;
    __m256i t174;
    __m256 t175;
    int k_2;
    int t176;
    int t177;
    long t178;
    long t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    __m256i t183;
    __m256i t184;
    __m256i t185;
    __m256i t186;
    __m256i t187;
    __m256i t188;
    __m256i t189;
    __m256i t190;
    __m256i t191;
    __m256i t192;
    __m256i t193;
    int t194;
    long t195;
    long t196;
    __m256i t197;
    __m256i t198;
    __m256i t199;
    __m256i t200;
    __m256i t201;
    int t202;
    long t203;
    __m256i t204;
    __m256i t205;
    __m256i t206;
    __m256i t207;
    long t208;
    __m256i t209;
    __m256i t210;
    __m256i t211;
    __m256i t212;
    __m256i t213;
    int k_3;
    long t214;
    long t215;
    __m128i t216;
    __m128i t217;
    __m128i t218;
    __m256d t219;
    __m256d t220;
    __m128i t221;
    __m128i t222;
    __m256d t223;
    __m256d t224;
    __m128i t225;
    __m128i t226;
    __m256d t227;
    __m256d t228;
    __m128i t229;
    __m128i t230;
    __m256d t231;
    __m256d t232;
    __m128i t233;
    int t234;
    long t235;
    long t236;
    __m128i t237;
    __m128i t238;
    __m128i t239;
    __m256d t240;
    __m256d t241;
    __m128i t242;
    int k_4;
    const int *t243;
    unsigned long long t244;
    unsigned long long t245;
    unsigned long t246;
    unsigned long long t247;
    unsigned long t248;
    unsigned long long t249;
    long t250;
    __m256i t251;
    __m256i t252;
    __m256i t253;
    __m256i t254;
    __m256i t255;
    __m256i t256;
    __m256i t257;
    __m256i t258;
    __m256i t259;
    int t260;
    long t261;
    long t262;
    __m256i t263;
    __m256i t264;
    __m256i t265;
    int k_5;
    int fill_idx_2;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t26 = 1;
        } else {
            t26 = 0;
            n = n_1;
        }
        if (!t26) {
            if (2002L >= 32L) {
                t250 = 2002L & -32L;
                t251 = _mm256_set1_epi32((int)0);
                t252 = t251;
                t22 = _mm256_add_epi32(t252, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t23 = 0L;
                do {
                    t253 = t22;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + t23)], t253);
                    t254 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)8));
                    t255 = t254;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + (t23 + 8L))], t255);
                    t256 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)16));
                    t257 = t256;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + (t23 + 16L))], t257);
                    t258 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)24));
                    t259 = t258;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)0 + (t23 + 24L))], t259);
                    t23 += 32L;
                    t22 = _mm256_add_epi32(t22, _mm256_set1_epi32((int)32));
                } while (t23 < t250);
                t260 = (int)((long)0 + t250);
            } else {
                t260 = 0;
            }
            t261 = (long)t260 * -1L + 2002L;
            if (t261 >= 8L) {
                t262 = t261 & -8L;
                t263 = _mm256_set1_epi32((int)t260);
                t264 = t263;
                t24 = _mm256_add_epi32(t264, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                t25 = 0L;
                do {
                    t265 = t24;
                    _mm256_storeu_si256((__m256i *)&g[(int)((long)t260 + t25)], t265);
                    t25 += 8L;
                    t24 = _mm256_add_epi32(t24, _mm256_set1_epi32((int)8));
                } while (t25 < t262);
                k_5 = (int)((long)t260 + t262);
            } else {
                k_5 = t260;
            }
            for (; k_5 < 2002; k_5++) {
                g[k_5] = k_5;
            }
            for (fill_idx_2 = 0; fill_idx_2 < 1001; fill_idx_2++) {
                gb[fill_idx_2] = -50 + (int)((_mm256_zeroupper(), next_rand()) % 100U);
            }
            (_mm256_zeroupper(), global_evens());
            printf("global %llx\n", (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)g, 8008UL)));
            return 0;
        }
        t27 = (_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)t27;
        t28 = (_mm256_zeroupper(), new_array(n, 4UL));
        c = (int *)t28;
        t29 = (_mm256_zeroupper(), new_array(n, 4UL));
        bf = (float *)t29;
        t30 = (_mm256_zeroupper(), new_array(n, 8UL));
        bd = (double *)t30;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        t31 = (long)n;
        t32 = (unsigned long)t27;
        t33 = (unsigned long)t29;
        t34 = (unsigned long)t27;
        t35 = (unsigned long)t30;
        t36 = (unsigned long)t28;
        t37 = (unsigned long)t29;
        t38 = (unsigned long)t28;
        t39 = (unsigned long)t30;
        t40 = (unsigned long)t29;
        t41 = (unsigned long)t30;
        if ((t31 >= 16L) & (((t32 + (unsigned long)(4L + (t31 - 1L) * 4L)) <= (t33 + (unsigned long)0L)) | ((t33 + (unsigned long)(4L + (t31 - 1L) * 4L)) <= (t32 + (unsigned long)0L))) & (((t34 + (unsigned long)(4L + (t31 - 1L) * 4L)) <= (t35 + (unsigned long)0L)) | ((t35 + (unsigned long)(8L + (t31 - 1L) * 8L)) <= (t34 + (unsigned long)0L))) & (((t36 + (unsigned long)(4L + (t31 - 1L) * 4L)) <= (t37 + (unsigned long)0L)) | ((t37 + (unsigned long)(4L + (t31 - 1L) * 4L)) <= (t36 + (unsigned long)0L))) & (((t38 + (unsigned long)(4L + (t31 - 1L) * 4L)) <= (t39 + (unsigned long)0L)) | ((t39 + (unsigned long)(8L + (t31 - 1L) * 8L)) <= (t38 + (unsigned long)0L))) & (((t40 + (unsigned long)(4L + (t31 - 1L) * 4L)) <= (t41 + (unsigned long)0L)) | ((t41 + (unsigned long)(8L + (t31 - 1L) * 8L)) <= (t40 + (unsigned long)0L)))) {
            t42 = t31 & -16L;
            t1 = 0L;
            do {
                t43 = (long)(int)((long)0 + t1);
                t44 = _mm_loadu_si128((const __m128i *)(b + t43));
                t45 = _mm_cvtepi32_ps(t44);
                t46 = _mm_mul_ps(t45, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t43, t46);
                t47 = _mm_loadu_si128((const __m128i *)(c + t43));
                t48 = _mm256_cvtepi32_pd(t47);
                t49 = _mm256_mul_pd(t48, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t43, t49);
                t50 = (long)(int)((long)0 + (t1 + 4L));
                t51 = _mm_loadu_si128((const __m128i *)(b + t50));
                t52 = _mm_cvtepi32_ps(t51);
                t53 = _mm_mul_ps(t52, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t50, t53);
                t54 = _mm_loadu_si128((const __m128i *)(c + t50));
                t55 = _mm256_cvtepi32_pd(t54);
                t56 = _mm256_mul_pd(t55, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t50, t56);
                t57 = (long)(int)((long)0 + (t1 + 8L));
                t58 = _mm_loadu_si128((const __m128i *)(b + t57));
                t59 = _mm_cvtepi32_ps(t58);
                t60 = _mm_mul_ps(t59, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t57, t60);
                t61 = _mm_loadu_si128((const __m128i *)(c + t57));
                t62 = _mm256_cvtepi32_pd(t61);
                t63 = _mm256_mul_pd(t62, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t57, t63);
                t64 = (long)(int)((long)0 + (t1 + 12L));
                t65 = _mm_loadu_si128((const __m128i *)(b + t64));
                t66 = _mm_cvtepi32_ps(t65);
                t67 = _mm_mul_ps(t66, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t64, t67);
                t68 = _mm_loadu_si128((const __m128i *)(c + t64));
                t69 = _mm256_cvtepi32_pd(t68);
                t70 = _mm256_mul_pd(t69, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t64, t70);
                t1 += 16L;
            } while (t1 < t42);
            t71 = (int)((long)0 + t42);
        } else {
            t71 = 0;
        }
        t72 = (long)n + (long)t71 * -1L;
        t73 = (unsigned long)t27;
        t74 = (unsigned long)t29;
        t75 = (unsigned long)t27;
        t76 = (unsigned long)t30;
        t77 = (unsigned long)t28;
        t78 = (unsigned long)t29;
        t79 = (unsigned long)t28;
        t80 = (unsigned long)t30;
        t81 = (unsigned long)t29;
        t82 = (unsigned long)t30;
        if ((t72 >= 4L) & (((t73 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t71 * 4L))) | ((t74 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t71 * 4L)))) & (((t75 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t71 * 8L))) | ((t76 + (unsigned long)((long)t71 * 8L + 8L + (t72 - 1L) * 8L)) <= (t75 + (unsigned long)((long)t71 * 4L)))) & (((t77 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t78 + (unsigned long)((long)t71 * 4L))) | ((t78 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t71 * 4L)))) & (((t79 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t80 + (unsigned long)((long)t71 * 8L))) | ((t80 + (unsigned long)((long)t71 * 8L + 8L + (t72 - 1L) * 8L)) <= (t79 + (unsigned long)((long)t71 * 4L)))) & (((t81 + (unsigned long)((long)t71 * 4L + 4L + (t72 - 1L) * 4L)) <= (t82 + (unsigned long)((long)t71 * 8L))) | ((t82 + (unsigned long)((long)t71 * 8L + 8L + (t72 - 1L) * 8L)) <= (t81 + (unsigned long)((long)t71 * 4L))))) {
            t83 = t72 & -4L;
            t2 = 0L;
            do {
                t84 = (long)(int)((long)t71 + t2);
                t85 = _mm_loadu_si128((const __m128i *)(b + t84));
                t86 = _mm_cvtepi32_ps(t85);
                t87 = _mm_mul_ps(t86, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t84, t87);
                t88 = _mm_loadu_si128((const __m128i *)(c + t84));
                t89 = _mm256_cvtepi32_pd(t88);
                t90 = _mm256_mul_pd(t89, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t84, t90);
                t2 += 4L;
            } while (t2 < t83);
            k = (int)((long)t71 + t83);
        } else {
            k = t71;
        }
        for (; k < n; k++) {
            t91 = (long)k;
            bf[t91] = (float)b[t91] * 0.25f;
            bd[t91] = (double)c[t91] * 0.125;
        }
        t92 = n > 0;
        if (t92) {
            t93 = 2 * n - 1;
        } else {
            t93 = 0;
        }
        a2 = (int *)(_mm256_zeroupper(), new_array(t93, 4UL));
        if (t92) {
            t94 = 3 * n - 1;
        } else {
            t94 = 0;
        }
        a3 = (float *)(_mm256_zeroupper(), new_array(t94, 4UL));
        if (t92) {
            t95 = 3 * n;
        } else {
            t95 = 0;
        }
        a23 = (int *)(_mm256_zeroupper(), new_array(t95, 4UL));
        t96 = 2 * n;
        ad = (double *)(_mm256_zeroupper(), new_array(t96, 8UL));
        t97 = (long)n * 2L + -1L;
        if (t97 >= 32L) {
            t98 = t97 & -32L;
            t99 = _mm256_set1_epi32((int)0);
            t100 = t99;
            t3 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t101 = t3;
                t102 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t101);
                t103 = _mm256_add_epi32(t102, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + t4)), t103);
                t104 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                t105 = t104;
                t106 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t105);
                t107 = _mm256_add_epi32(t106, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + (t4 + 8L))), t107);
                t108 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)16));
                t109 = t108;
                t110 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t109);
                t111 = _mm256_add_epi32(t110, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + (t4 + 16L))), t111);
                t112 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)24));
                t113 = t112;
                t114 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t113);
                t115 = _mm256_add_epi32(t114, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)0 + (t4 + 24L))), t115);
                t4 += 32L;
                t116 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)32));
                if (t4 >= t98) {
                    break;
                }
                t3 = t116;
            }
            t117 = (int)((long)0 + t98);
        } else {
            t117 = 0;
        }
        t118 = (long)n * 2L + (long)t117 * -1L + -1L;
        if (t118 >= 8L) {
            t119 = t118 & -8L;
            t120 = _mm256_set1_epi32((int)t117);
            t121 = t120;
            t5 = _mm256_add_epi32(t121, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t6 = 0L;
            for (;;) {
                t122 = t5;
                t123 = _mm256_mullo_epi32(_mm256_set1_epi32((int)7), t122);
                t124 = _mm256_add_epi32(t123, _mm256_set1_epi32((int)1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)t117 + t6)), t124);
                t6 += 8L;
                t125 = _mm256_add_epi32(t5, _mm256_set1_epi32((int)8));
                if (t6 >= t119) {
                    break;
                }
                t5 = t125;
            }
            t126 = (int)((long)t117 + t119);
        } else {
            t126 = t117;
        }
        t127 = (long)n * 2L + (long)t126 * -1L + -1L;
        if ((t127 >= 1L) & (t127 <= 8L)) {
            t128 = _mm256_set1_epi32((int)(int)t127);
            t129 = _mm256_cmpgt_epi32(t128, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t130 = _mm256_set1_epi32((int)t126);
            t131 = t130;
            t7 = _mm256_add_epi32(t131, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t132 = 0L;
            t133 = t7;
            t134 = _mm256_set1_epi32((int)7);
            t135 = t133;
            t136 = _mm256_mullo_epi32(t134, t135);
            t137 = t136;
            t138 = t137;
            t139 = _mm256_set1_epi32((int)1);
            t140 = _mm256_add_epi32(t138, t139);
            t141 = t140;
            _mm256_mask_storeu_epi32(a2 + (int)((long)t126 + t132), _mm256_movepi32_mask(t129), t141);
            k_1 = (int)((long)t126 + t127);
        } else {
            k_1 = t126;
        }
        for (;; k_1++) {
            t142 = t96 - 1;
            if (k_1 >= t142) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        t143 = (long)n * 3L + -1L;
        if (t143 >= 32L) {
            t144 = t143 & -32L;
            t145 = _mm256_set1_epi32((int)0);
            t146 = t145;
            t8 = _mm256_add_epi32(t146, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = 0L;
            for (;;) {
                t147 = t8;
                t148 = _mm256_cvtepi32_ps(t147);
                _mm256_storeu_ps(a3 + (int)((long)0 + t9), t148);
                t149 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)8));
                t150 = t149;
                t151 = _mm256_cvtepi32_ps(t150);
                _mm256_storeu_ps(a3 + (int)((long)0 + (t9 + 8L)), t151);
                t152 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)16));
                t153 = t152;
                t154 = _mm256_cvtepi32_ps(t153);
                _mm256_storeu_ps(a3 + (int)((long)0 + (t9 + 16L)), t154);
                t155 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)24));
                t156 = t155;
                t157 = _mm256_cvtepi32_ps(t156);
                _mm256_storeu_ps(a3 + (int)((long)0 + (t9 + 24L)), t157);
                t9 += 32L;
                t158 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)32));
                if (t9 >= t144) {
                    break;
                }
                t8 = t158;
            }
            t159 = (int)((long)0 + t144);
        } else {
            t159 = 0;
        }
        t160 = (long)n * 3L + (long)t159 * -1L + -1L;
        if (t160 >= 8L) {
            t161 = t160 & -8L;
            t162 = _mm256_set1_epi32((int)t159);
            t163 = t162;
            t10 = _mm256_add_epi32(t163, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t11 = 0L;
            for (;;) {
                t164 = t10;
                t165 = _mm256_cvtepi32_ps(t164);
                _mm256_storeu_ps(a3 + (int)((long)t159 + t11), t165);
                t11 += 8L;
                t166 = _mm256_add_epi32(t10, _mm256_set1_epi32((int)8));
                if (t11 >= t161) {
                    break;
                }
                t10 = t166;
            }
            t167 = (int)((long)t159 + t161);
        } else {
            t167 = t159;
        }
        t168 = (long)n * 3L + (long)t167 * -1L + -1L;
        if ((t168 >= 1L) & (t168 <= 8L)) {
            t169 = _mm256_set1_epi32((int)(int)t168);
            t170 = _mm256_cmpgt_epi32(t169, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t171 = _mm256_set1_epi32((int)t167);
            t172 = t171;
            t12 = _mm256_add_epi32(t172, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t173 = 0L;
            t174 = t12;
            t175 = _mm256_cvtepi32_ps(t174);
            _mm256_mask_storeu_ps(a3 + (int)((long)t167 + t173), _mm256_movepi32_mask(t170), t175);
            k_2 = (int)((long)t167 + t168);
        } else {
            k_2 = t167;
        }
        for (;; k_2++) {
            t176 = 3 * n;
            t177 = t176 - 1;
            if (k_2 >= t177) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        t178 = (long)n * 3L;
        if (t178 >= 32L) {
            t179 = t178 & -32L;
            t180 = _mm256_set1_epi32((int)0);
            t181 = t180;
            t13 = _mm256_add_epi32(t181, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t14 = 0L;
            for (;;) {
                t182 = t13;
                t183 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t182);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + t14)), t183);
                t184 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)8));
                t185 = t184;
                t186 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t185);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + (t14 + 8L))), t186);
                t187 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)16));
                t188 = t187;
                t189 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t188);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + (t14 + 16L))), t189);
                t190 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)24));
                t191 = t190;
                t192 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t191);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)0 + (t14 + 24L))), t192);
                t14 += 32L;
                t193 = _mm256_add_epi32(t13, _mm256_set1_epi32((int)32));
                if (t14 >= t179) {
                    break;
                }
                t13 = t193;
            }
            t194 = (int)((long)0 + t179);
        } else {
            t194 = 0;
        }
        t195 = (long)n * 3L + (long)t194 * -1L;
        if (t195 >= 8L) {
            t196 = t195 & -8L;
            t197 = _mm256_set1_epi32((int)t194);
            t198 = t197;
            t15 = _mm256_add_epi32(t198, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t16 = 0L;
            for (;;) {
                t199 = t15;
                t200 = _mm256_sub_epi32(_mm256_set1_epi32((int)5), t199);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)t194 + t16)), t200);
                t16 += 8L;
                t201 = _mm256_add_epi32(t15, _mm256_set1_epi32((int)8));
                if (t16 >= t196) {
                    break;
                }
                t15 = t201;
            }
            t202 = (int)((long)t194 + t196);
        } else {
            t202 = t194;
        }
        t203 = (long)n * 3L + (long)t202 * -1L;
        if ((t203 >= 1L) & (t203 <= 8L)) {
            t204 = _mm256_set1_epi32((int)(int)t203);
            t205 = _mm256_cmpgt_epi32(t204, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t206 = _mm256_set1_epi32((int)t202);
            t207 = t206;
            t17 = _mm256_add_epi32(t207, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t208 = 0L;
            t209 = t17;
            t210 = _mm256_set1_epi32((int)5);
            t211 = t209;
            t212 = _mm256_sub_epi32(t210, t211);
            t213 = t212;
            _mm256_mask_storeu_epi32(a23 + (int)((long)t202 + t208), _mm256_movepi32_mask(t205), t213);
            k_3 = (int)((long)t202 + t203);
        } else {
            k_3 = t202;
        }
        for (; k_3 < t176; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        t214 = (long)n * 2L;
        if (t214 >= 16L) {
            t215 = t214 & -16L;
            t216 = _mm_set1_epi32((int)0);
            t217 = t216;
            t18 = _mm_add_epi32(t217, _mm_setr_epi32(0, 1, 2, 3));
            t19 = 0L;
            for (;;) {
                t218 = t18;
                t219 = _mm256_cvtepi32_pd(t218);
                t220 = _mm256_xor_pd(t219, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + t19), t220);
                t221 = _mm_add_epi32(t18, _mm_set1_epi32((int)4));
                t222 = t221;
                t223 = _mm256_cvtepi32_pd(t222);
                t224 = _mm256_xor_pd(t223, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + (t19 + 4L)), t224);
                t225 = _mm_add_epi32(t18, _mm_set1_epi32((int)8));
                t226 = t225;
                t227 = _mm256_cvtepi32_pd(t226);
                t228 = _mm256_xor_pd(t227, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + (t19 + 8L)), t228);
                t229 = _mm_add_epi32(t18, _mm_set1_epi32((int)12));
                t230 = t229;
                t231 = _mm256_cvtepi32_pd(t230);
                t232 = _mm256_xor_pd(t231, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)0 + (t19 + 12L)), t232);
                t19 += 16L;
                t233 = _mm_add_epi32(t18, _mm_set1_epi32((int)16));
                if (t19 >= t215) {
                    break;
                }
                t18 = t233;
            }
            t234 = (int)((long)0 + t215);
        } else {
            t234 = 0;
        }
        t235 = (long)n * 2L + (long)t234 * -1L;
        if (t235 >= 4L) {
            t236 = t235 & -4L;
            t237 = _mm_set1_epi32((int)t234);
            t238 = t237;
            t20 = _mm_add_epi32(t238, _mm_setr_epi32(0, 1, 2, 3));
            t21 = 0L;
            for (;;) {
                t239 = t20;
                t240 = _mm256_cvtepi32_pd(t239);
                t241 = _mm256_xor_pd(t240, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)t234 + t21), t241);
                t21 += 4L;
                t242 = _mm_add_epi32(t20, _mm_set1_epi32((int)4));
                if (t21 >= t236) {
                    break;
                }
                t20 = t242;
            }
            k_4 = (int)((long)t234 + t236);
        } else {
            k_4 = t234;
        }
        for (; k_4 < t96; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        t243 = b;
        (_mm256_zeroupper(), evens(n, a2, t243, c));
        (_mm256_zeroupper(), thirds(n, a3, bf));
        (_mm256_zeroupper(), two_of_three(n, a23, t243));
        (_mm256_zeroupper(), odd_doubles(n, ad, bd));
        t244 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t96 * 8UL));
        t245 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t176 * 4UL));
        if (t92) {
            t246 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t177 * 4UL));
            t247 = (unsigned long long)t246;
        } else {
            t247 = 0ULL;
        }
        if (t92) {
            t248 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t142 * 4UL));
            t249 = (unsigned long long)t248;
        } else {
            t249 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t249, t247, t245, t244);
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
