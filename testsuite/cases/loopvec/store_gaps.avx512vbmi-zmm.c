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
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    int *t6;
    long t7;
    __m512i t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __mmask16 t12;
    __m512i t13;
    __mmask16 t14;
    int t15;
    int *t16;
    long t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __mmask16 t22;
    __m512i t23;
    __mmask16 t24;
    int t25;
    long t26;
    long t27;
    int t28;
    int *t29;
    long t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    __mmask16 t35;
    __m512i t36;
    __mmask16 t37;
    int i;
    long t38;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = a + 2 * t5;
            t7 = (long)t5;
            t8 = _mm512_loadu_si512(b + t7);
            t9 = _mm512_loadu_si512(c + t7);
            t10 = _mm512_add_epi32(t8, t9);
            t11 = _mm512_permutex2var_epi32(t10, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t10);
            t12 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t6, t12, t11);
            t13 = _mm512_permutex2var_epi32(t10, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t10);
            t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t6 + 16, t14, t13);
            t15 = (int)((long)0 + (t1 + 16L));
            t16 = a + 2 * t15;
            t17 = (long)t15;
            t18 = _mm512_loadu_si512(b + t17);
            t19 = _mm512_loadu_si512(c + t17);
            t20 = _mm512_add_epi32(t18, t19);
            t21 = _mm512_permutex2var_epi32(t20, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t20);
            t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t16, t22, t21);
            t23 = _mm512_permutex2var_epi32(t20, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t20);
            t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t16 + 16, t24, t23);
            t1 += 32L;
        } while (t1 < t4);
        t25 = (int)((long)0 + t4);
    } else {
        t25 = 0;
    }
    t26 = (long)n + (long)t25 * -1L;
    if (t26 >= 16L) {
        t27 = t26 & -16L;
        t2 = 0L;
        do {
            t28 = (int)((long)t25 + t2);
            t29 = a + 2 * t28;
            t30 = (long)t28;
            t31 = _mm512_loadu_si512(b + t30);
            t32 = _mm512_loadu_si512(c + t30);
            t33 = _mm512_add_epi32(t31, t32);
            t34 = _mm512_permutex2var_epi32(t33, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t29, t35, t34);
            t36 = _mm512_permutex2var_epi32(t33, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t29 + 16, t37, t36);
            t2 += 16L;
        } while (t2 < t27);
        i = (int)((long)t25 + t27);
    } else {
        i = t25;
    }
    for (; i < n; i++) {
        t38 = (long)i;
        a[2 * i] = b[t38] + c[t38];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    float *t6;
    __m512 t7;
    __m512 t8;
    __m512 t9;
    __m512 t10;
    __mmask16 t11;
    __m512 t12;
    __m512 t13;
    __mmask16 t14;
    __m512 t15;
    __m512 t16;
    __mmask16 t17;
    int t18;
    float *t19;
    __m512 t20;
    __m512 t21;
    __m512 t22;
    __m512 t23;
    __mmask16 t24;
    __m512 t25;
    __m512 t26;
    __mmask16 t27;
    __m512 t28;
    __m512 t29;
    __mmask16 t30;
    int t31;
    long t32;
    long t33;
    int t34;
    float *t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __mmask16 t40;
    __m512 t41;
    __m512 t42;
    __mmask16 t43;
    __m512 t44;
    __m512 t45;
    __mmask16 t46;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = a + (3 * t5 + 1);
            t7 = _mm512_loadu_ps(b + t5);
            t8 = _mm512_mul_ps(t7, _mm512_set1_ps(2.0f));
            t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            t10 = (__m512)__builtin_shufflevector((vcc_v16_float)t9, (vcc_v16_float)t8, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6, t11, t10);
            t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            t13 = (__m512)__builtin_shufflevector((vcc_v16_float)t12, (vcc_v16_float)t8, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 16, t14, t13);
            t15 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t8, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            t16 = (__m512)__builtin_shufflevector((vcc_v16_float)t15, (vcc_v16_float)t8, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t6 + 32, t17, t16);
            t18 = (int)((long)0 + (t1 + 16L));
            t19 = a + (3 * t18 + 1);
            t20 = _mm512_loadu_ps(b + t18);
            t21 = _mm512_mul_ps(t20, _mm512_set1_ps(2.0f));
            t22 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            t23 = (__m512)__builtin_shufflevector((vcc_v16_float)t22, (vcc_v16_float)t21, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19, t24, t23);
            t25 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            t26 = (__m512)__builtin_shufflevector((vcc_v16_float)t25, (vcc_v16_float)t21, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19 + 16, t27, t26);
            t28 = (__m512)__builtin_shufflevector((vcc_v16_float)t21, (vcc_v16_float)t21, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            t29 = (__m512)__builtin_shufflevector((vcc_v16_float)t28, (vcc_v16_float)t21, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            t30 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t19 + 32, t30, t29);
            t1 += 32L;
        } while (t1 < t4);
        t31 = (int)((long)0 + t4);
    } else {
        t31 = 0;
    }
    t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 16L) {
        t33 = t32 & -16L;
        t2 = 0L;
        do {
            t34 = (int)((long)t31 + t2);
            t35 = a + (3 * t34 + 1);
            t36 = _mm512_loadu_ps(b + t34);
            t37 = _mm512_mul_ps(t36, _mm512_set1_ps(2.0f));
            t38 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            t39 = (__m512)__builtin_shufflevector((vcc_v16_float)t38, (vcc_v16_float)t37, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35, t40, t39);
            t41 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            t42 = (__m512)__builtin_shufflevector((vcc_v16_float)t41, (vcc_v16_float)t37, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            t43 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t35 + 16, t43, t42);
            t44 = (__m512)__builtin_shufflevector((vcc_v16_float)t37, (vcc_v16_float)t37, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            t45 = (__m512)__builtin_shufflevector((vcc_v16_float)t44, (vcc_v16_float)t37, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
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
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    const int *t6;
    __m512i t7;
    int *t8;
    __m512i t9;
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __mmask16 t13;
    __m512i t14;
    __m512i t15;
    __mmask16 t16;
    __m512i t17;
    __m512i t18;
    __mmask16 t19;
    int t20;
    const int *t21;
    __m512i t22;
    int *t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __mmask16 t28;
    __m512i t29;
    __m512i t30;
    __mmask16 t31;
    __m512i t32;
    __m512i t33;
    __mmask16 t34;
    int t35;
    long t36;
    long t37;
    int t38;
    const int *t39;
    __m512i t40;
    int *t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __mmask16 t46;
    __m512i t47;
    __m512i t48;
    __mmask16 t49;
    __m512i t50;
    __m512i t51;
    __mmask16 t52;
    int i;
    int t53;
    const int *t54;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = b + t5;
            t7 = _mm512_loadu_si512(t6);
            t8 = a + (3 * t5 + 2);
            t9 = _mm512_loadu_si512(t6);
            t10 = _mm512_sub_epi32(_mm512_setzero_si512(), t9);
            t11 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t7, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            t12 = (__m512i)__builtin_shufflevector((vcc_v16_int)t11, (vcc_v16_int)t10, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t8 + -2, t13, t12);
            t14 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t7, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            t15 = (__m512i)__builtin_shufflevector((vcc_v16_int)t14, (vcc_v16_int)t10, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            t16 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t8 + 14, t16, t15);
            t17 = (__m512i)__builtin_shufflevector((vcc_v16_int)t7, (vcc_v16_int)t7, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            t18 = (__m512i)__builtin_shufflevector((vcc_v16_int)t17, (vcc_v16_int)t10, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t8 + 30, t19, t18);
            t20 = (int)((long)0 + (t1 + 16L));
            t21 = b + t20;
            t22 = _mm512_loadu_si512(t21);
            t23 = a + (3 * t20 + 2);
            t24 = _mm512_loadu_si512(t21);
            t25 = _mm512_sub_epi32(_mm512_setzero_si512(), t24);
            t26 = (__m512i)__builtin_shufflevector((vcc_v16_int)t22, (vcc_v16_int)t22, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            t27 = (__m512i)__builtin_shufflevector((vcc_v16_int)t26, (vcc_v16_int)t25, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            t28 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23 + -2, t28, t27);
            t29 = (__m512i)__builtin_shufflevector((vcc_v16_int)t22, (vcc_v16_int)t22, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            t30 = (__m512i)__builtin_shufflevector((vcc_v16_int)t29, (vcc_v16_int)t25, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23 + 14, t31, t30);
            t32 = (__m512i)__builtin_shufflevector((vcc_v16_int)t22, (vcc_v16_int)t22, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            t33 = (__m512i)__builtin_shufflevector((vcc_v16_int)t32, (vcc_v16_int)t25, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            t34 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t23 + 30, t34, t33);
            t1 += 32L;
        } while (t1 < t4);
        t35 = (int)((long)0 + t4);
    } else {
        t35 = 0;
    }
    t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 16L) {
        t37 = t36 & -16L;
        t2 = 0L;
        do {
            t38 = (int)((long)t35 + t2);
            t39 = b + t38;
            t40 = _mm512_loadu_si512(t39);
            t41 = a + (3 * t38 + 2);
            t42 = _mm512_loadu_si512(t39);
            t43 = _mm512_sub_epi32(_mm512_setzero_si512(), t42);
            t44 = (__m512i)__builtin_shufflevector((vcc_v16_int)t40, (vcc_v16_int)t40, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            t45 = (__m512i)__builtin_shufflevector((vcc_v16_int)t44, (vcc_v16_int)t43, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t41 + -2, t46, t45);
            t47 = (__m512i)__builtin_shufflevector((vcc_v16_int)t40, (vcc_v16_int)t40, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            t48 = (__m512i)__builtin_shufflevector((vcc_v16_int)t47, (vcc_v16_int)t43, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            t49 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t41 + 14, t49, t48);
            t50 = (__m512i)__builtin_shufflevector((vcc_v16_int)t40, (vcc_v16_int)t40, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            t51 = (__m512i)__builtin_shufflevector((vcc_v16_int)t50, (vcc_v16_int)t43, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            t52 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t41 + 30, t52, t51);
            t2 += 16L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    long t1;
    long t2;
    long t3;
    long t4;
    int t5;
    double *t6;
    __m512d t7;
    __m512d t8;
    __m512d t9;
    __m256i t10;
    __m512d t11;
    __m256i t12;
    int t13;
    double *t14;
    __m512d t15;
    __m512d t16;
    __m512d t17;
    __m256i t18;
    __m512d t19;
    __m256i t20;
    int t21;
    double *t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m256i t26;
    __m512d t27;
    __m256i t28;
    int t29;
    double *t30;
    __m512d t31;
    __m512d t32;
    __m512d t33;
    __m256i t34;
    __m512d t35;
    __m256i t36;
    int t37;
    long t38;
    long t39;
    int t40;
    double *t41;
    __m512d t42;
    __m512d t43;
    __m512d t44;
    __m256i t45;
    __m512d t46;
    __m256i t47;
    int i;
    t3 = (long)n;
    if (t3 >= 32L) {
        t4 = t3 & -32L;
        t1 = 0L;
        do {
            t5 = (int)((long)0 + t1);
            t6 = a + (2 * t5 + 1);
            t7 = _mm512_loadu_pd(b + t5);
            t8 = _mm512_add_pd(t7, _mm512_set1_pd(0.5));
            t9 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t8);
            t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6, _mm256_movepi32_mask(t10), t9);
            t11 = _mm512_permutex2var_pd(t8, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t8);
            t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t6 + 8, _mm256_movepi32_mask(t12), t11);
            t13 = (int)((long)0 + (t1 + 8L));
            t14 = a + (2 * t13 + 1);
            t15 = _mm512_loadu_pd(b + t13);
            t16 = _mm512_add_pd(t15, _mm512_set1_pd(0.5));
            t17 = _mm512_permutex2var_pd(t16, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t16);
            t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t14, _mm256_movepi32_mask(t18), t17);
            t19 = _mm512_permutex2var_pd(t16, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t16);
            t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t14 + 8, _mm256_movepi32_mask(t20), t19);
            t21 = (int)((long)0 + (t1 + 16L));
            t22 = a + (2 * t21 + 1);
            t23 = _mm512_loadu_pd(b + t21);
            t24 = _mm512_add_pd(t23, _mm512_set1_pd(0.5));
            t25 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t24);
            t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t22, _mm256_movepi32_mask(t26), t25);
            t27 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t24);
            t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t22 + 8, _mm256_movepi32_mask(t28), t27);
            t29 = (int)((long)0 + (t1 + 24L));
            t30 = a + (2 * t29 + 1);
            t31 = _mm512_loadu_pd(b + t29);
            t32 = _mm512_add_pd(t31, _mm512_set1_pd(0.5));
            t33 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t32);
            t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30, _mm256_movepi32_mask(t34), t33);
            t35 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t32);
            t36 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t30 + 8, _mm256_movepi32_mask(t36), t35);
            t1 += 32L;
        } while (t1 < t4);
        t37 = (int)((long)0 + t4);
    } else {
        t37 = 0;
    }
    t38 = (long)n + (long)t37 * -1L;
    if (t38 >= 8L) {
        t39 = t38 & -8L;
        t2 = 0L;
        do {
            t40 = (int)((long)t37 + t2);
            t41 = a + (2 * t40 + 1);
            t42 = _mm512_loadu_pd(b + t40);
            t43 = _mm512_add_pd(t42, _mm512_set1_pd(0.5));
            t44 = _mm512_permutex2var_pd(t43, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t43);
            t45 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t41, _mm256_movepi32_mask(t45), t44);
            t46 = _mm512_permutex2var_pd(t43, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t43);
            t47 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32((int)0), _MM_CMPINT_NE));
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
    long t1;
    long t2;
    long t3;
    int t4;
    int *t5;
    __m512i t6;
    __m512i t7;
    __m512i t8;
    __mmask16 t9;
    __m512i t10;
    __mmask16 t11;
    int t12;
    int *t13;
    __m512i t14;
    __m512i t15;
    __m512i t16;
    __mmask16 t17;
    __m512i t18;
    __mmask16 t19;
    int t20;
    int *t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __mmask16 t25;
    __m512i t26;
    __mmask16 t27;
    int t28;
    int *t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __mmask16 t33;
    __m512i t34;
    __mmask16 t35;
    int t36;
    long t37;
    long t38;
    int t39;
    int *t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __mmask16 t44;
    __m512i t45;
    __mmask16 t46;
    int i;
    if (1001L >= 64L) {
        t3 = 1001L & -64L;
        t1 = 0L;
        do {
            t4 = (int)((long)0 + t1);
            t5 = &g[2 * t4];
            t6 = _mm512_loadu_si512(&gb[t4]);
            t7 = _mm512_mullo_epi32(t6, _mm512_set1_epi32((int)3));
            t8 = _mm512_permutex2var_epi32(t7, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t7);
            t9 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5, t9, t8);
            t10 = _mm512_permutex2var_epi32(t7, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t7);
            t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t5 + 16, t11, t10);
            t12 = (int)((long)0 + (t1 + 16L));
            t13 = &g[2 * t12];
            t14 = _mm512_loadu_si512(&gb[t12]);
            t15 = _mm512_mullo_epi32(t14, _mm512_set1_epi32((int)3));
            t16 = _mm512_permutex2var_epi32(t15, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t15);
            t17 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t13, t17, t16);
            t18 = _mm512_permutex2var_epi32(t15, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t15);
            t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t13 + 16, t19, t18);
            t20 = (int)((long)0 + (t1 + 32L));
            t21 = &g[2 * t20];
            t22 = _mm512_loadu_si512(&gb[t20]);
            t23 = _mm512_mullo_epi32(t22, _mm512_set1_epi32((int)3));
            t24 = _mm512_permutex2var_epi32(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t23);
            t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t21, t25, t24);
            t26 = _mm512_permutex2var_epi32(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t23);
            t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t21 + 16, t27, t26);
            t28 = (int)((long)0 + (t1 + 48L));
            t29 = &g[2 * t28];
            t30 = _mm512_loadu_si512(&gb[t28]);
            t31 = _mm512_mullo_epi32(t30, _mm512_set1_epi32((int)3));
            t32 = _mm512_permutex2var_epi32(t31, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
            t33 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t29, t33, t32);
            t34 = _mm512_permutex2var_epi32(t31, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
            t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t29 + 16, t35, t34);
            t1 += 64L;
        } while (t1 < t3);
        t36 = (int)((long)0 + t3);
    } else {
        t36 = 0;
    }
    t37 = (long)t36 * -1L + 1001L;
    if (t37 >= 16L) {
        t38 = t37 & -16L;
        t2 = 0L;
        do {
            t39 = (int)((long)t36 + t2);
            t40 = &g[2 * t39];
            t41 = _mm512_loadu_si512(&gb[t39]);
            t42 = _mm512_mullo_epi32(t41, _mm512_set1_epi32((int)3));
            t43 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
            t44 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t40, t44, t43);
            t45 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
            t46 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32((int)0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t40 + 16, t46, t45);
            t2 += 16L;
        } while (t2 < t38);
        i = (int)((long)t36 + t38);
    } else {
        i = t36;
    }
    for (; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    long t1;
    long t2;
    __m512i t3;
    long t4;
    __m512i t5;
    long t6;
    __m512i t7;
    __m512i t8;
    long t9;
    __m512i t10;
    long t11;
    __m512i t12;
    __m512i t13;
    long t14;
    __m512i t15;
    long t16;
    __m512i t17;
    __m256i t18;
    long t19;
    __m256i t20;
    long t21;
    __m256i t22;
    __m512i t23;
    long t24;
    __m512i t25;
    long t26;
    int count_idx;
    int n_1;
    int t27;
    void *t28;
    int *b;
    void *t29;
    int *c;
    void *t30;
    float *bf;
    void *t31;
    double *bd;
    int fill_idx;
    int fill_idx_1;
    long t32;
    unsigned long t33;
    unsigned long t34;
    unsigned long t35;
    unsigned long t36;
    unsigned long t37;
    unsigned long t38;
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    long t43;
    long t44;
    __m256i t45;
    __m256 t46;
    __m256 t47;
    __m256i t48;
    __m512d t49;
    __m512d t50;
    long t51;
    __m256i t52;
    __m256 t53;
    __m256 t54;
    __m256i t55;
    __m512d t56;
    __m512d t57;
    long t58;
    __m256i t59;
    __m256 t60;
    __m256 t61;
    __m256i t62;
    __m512d t63;
    __m512d t64;
    long t65;
    __m256i t66;
    __m256 t67;
    __m256 t68;
    __m256i t69;
    __m512d t70;
    __m512d t71;
    int t72;
    long t73;
    unsigned long t74;
    unsigned long t75;
    unsigned long t76;
    unsigned long t77;
    unsigned long t78;
    unsigned long t79;
    unsigned long t80;
    unsigned long t81;
    unsigned long t82;
    unsigned long t83;
    long t84;
    long t85;
    __m256i t86;
    __m256 t87;
    __m256 t88;
    __m256i t89;
    __m512d t90;
    __m512d t91;
    int k;
    long t92;
    int t93;
    int t94;
    int *a2;
    int t95;
    float *a3;
    int t96;
    int *a23;
    int t97;
    double *ad;
    long t98;
    long t99;
    __m512i t100;
    __m512i t101;
    __m512i t102;
    __m512i t103;
    __m512i t104;
    __m512i t105;
    __m512i t106;
    __m512i t107;
    __m512i t108;
    __m512i t109;
    int t110;
    long t111;
    long t112;
    __m512i t113;
    __m512i t114;
    __m512i t115;
    __m512i t116;
    __m512i t117;
    __m512i t118;
    int t119;
    long t120;
    __m512i t121;
    __mmask16 t122;
    __m512i t123;
    __m512i t124;
    long t125;
    __m512i t126;
    __m512i t127;
    __m512i t128;
    __m512i t129;
    __m512i t130;
    __m512i t131;
    __m512i t132;
    __m512i t133;
    __m512i t134;
    int k_1;
    int t135;
    long t136;
    long t137;
    __m512i t138;
    __m512i t139;
    __m512i t140;
    __m512 t141;
    __m512i t142;
    __m512i t143;
    __m512 t144;
    __m512i t145;
    __m512i t146;
    __m512 t147;
    __m512i t148;
    __m512i t149;
    __m512 t150;
    __m512i t151;
    int t152;
    long t153;
    long t154;
    __m512i t155;
    __m512i t156;
    __m512i t157;
    __m512 t158;
    __m512i t159;
    int t160;
    long t161;
    __m512i t162;
    __mmask16 t163;
    __m512i t164;
    __m512i t165;
    long t166;
    __m512i t167;
    __m512 t168;
    int k_2;
    int t169;
    int t170;
    long t171;
    long t172;
    __m512i t173;
    __m512i t174;
    __m512i t175;
    __m512i t176;
    __m512i t177;
    __m512i t178;
    __m512i t179;
    __m512i t180;
    __m512i t181;
    __m512i t182;
    __m512i t183;
    __m512i t184;
    __m512i t185;
    __m512i t186;
    int t187;
    long t188;
    long t189;
    __m512i t190;
    __m512i t191;
    __m512i t192;
    __m512i t193;
    __m512i t194;
    int t195;
    long t196;
    __m512i t197;
    __mmask16 t198;
    __m512i t199;
    __m512i t200;
    long t201;
    __m512i t202;
    __m512i t203;
    __m512i t204;
    __m512i t205;
    __m512i t206;
    int k_3;
    long t207;
    long t208;
    __m256i t209;
    __m256i t210;
    __m256i t211;
    __m512d t212;
    __m512d t213;
    __m256i t214;
    __m256i t215;
    __m512d t216;
    __m512d t217;
    __m256i t218;
    __m256i t219;
    __m512d t220;
    __m512d t221;
    __m256i t222;
    __m256i t223;
    __m512d t224;
    __m512d t225;
    __m256i t226;
    int t227;
    long t228;
    long t229;
    __m256i t230;
    __m256i t231;
    __m256i t232;
    __m512d t233;
    __m512d t234;
    __m256i t235;
    int t236;
    long t237;
    __m256i t238;
    __m256i t239;
    __m256i t240;
    __m256i t241;
    long t242;
    __m256i t243;
    __m512d t244;
    __m512d t245;
    int k_4;
    const int *t246;
    unsigned long long t247;
    unsigned long long t248;
    unsigned long t249;
    unsigned long long t250;
    unsigned long t251;
    unsigned long long t252;
    long t253;
    __m512i t254;
    __m512i t255;
    __m512i t256;
    __m512i t257;
    __m512i t258;
    __m512i t259;
    __m512i t260;
    __m512i t261;
    __m512i t262;
    int t263;
    long t264;
    long t265;
    __m512i t266;
    __m512i t267;
    __m512i t268;
    int k_5;
    int fill_idx_2;
    count_idx = 0;
    n_1 = 0;
    for (;; count_idx++, n_1 = n) {
        if (count_idx < 73) {
            n = (_mm256_zeroupper(), count_at(count_idx));
            t27 = 1;
        } else {
            t27 = 0;
            n = n_1;
        }
        if (!t27) {
            if (2002L >= 64L) {
                t253 = 2002L & -64L;
                t254 = _mm512_set1_epi32((int)0);
                t255 = t254;
                t23 = _mm512_add_epi32(t255, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t24 = 0L;
                do {
                    t256 = t23;
                    _mm512_storeu_si512(&g[(int)((long)0 + t24)], t256);
                    t257 = _mm512_add_epi32(t23, _mm512_set1_epi32((int)16));
                    t258 = t257;
                    _mm512_storeu_si512(&g[(int)((long)0 + (t24 + 16L))], t258);
                    t259 = _mm512_add_epi32(t23, _mm512_set1_epi32((int)32));
                    t260 = t259;
                    _mm512_storeu_si512(&g[(int)((long)0 + (t24 + 32L))], t260);
                    t261 = _mm512_add_epi32(t23, _mm512_set1_epi32((int)48));
                    t262 = t261;
                    _mm512_storeu_si512(&g[(int)((long)0 + (t24 + 48L))], t262);
                    t24 += 64L;
                    t23 = _mm512_add_epi32(t23, _mm512_set1_epi32((int)64));
                } while (t24 < t253);
                t263 = (int)((long)0 + t253);
            } else {
                t263 = 0;
            }
            t264 = (long)t263 * -1L + 2002L;
            if (t264 >= 16L) {
                t265 = t264 & -16L;
                t266 = _mm512_set1_epi32((int)t263);
                t267 = t266;
                t25 = _mm512_add_epi32(t267, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
                t26 = 0L;
                do {
                    t268 = t25;
                    _mm512_storeu_si512(&g[(int)((long)t263 + t26)], t268);
                    t26 += 16L;
                    t25 = _mm512_add_epi32(t25, _mm512_set1_epi32((int)16));
                } while (t26 < t265);
                k_5 = (int)((long)t263 + t265);
            } else {
                k_5 = t263;
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
        t28 = (_mm256_zeroupper(), new_array(n, 4UL));
        b = (int *)t28;
        t29 = (_mm256_zeroupper(), new_array(n, 4UL));
        c = (int *)t29;
        t30 = (_mm256_zeroupper(), new_array(n, 4UL));
        bf = (float *)t30;
        t31 = (_mm256_zeroupper(), new_array(n, 8UL));
        bd = (double *)t31;
        for (fill_idx = 0; fill_idx < n; fill_idx++) {
            b[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        for (fill_idx_1 = 0; fill_idx_1 < n; fill_idx_1++) {
            c[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
        }
        t32 = (long)n;
        t33 = (unsigned long)t28;
        t34 = (unsigned long)t30;
        t35 = (unsigned long)t28;
        t36 = (unsigned long)t31;
        t37 = (unsigned long)t29;
        t38 = (unsigned long)t30;
        t39 = (unsigned long)t29;
        t40 = (unsigned long)t31;
        t41 = (unsigned long)t30;
        t42 = (unsigned long)t31;
        if ((t32 >= 32L) & (((t33 + (unsigned long)(4L + (t32 - 1L) * 4L)) <= (t34 + (unsigned long)0L)) | ((t34 + (unsigned long)(4L + (t32 - 1L) * 4L)) <= (t33 + (unsigned long)0L))) & (((t35 + (unsigned long)(4L + (t32 - 1L) * 4L)) <= (t36 + (unsigned long)0L)) | ((t36 + (unsigned long)(8L + (t32 - 1L) * 8L)) <= (t35 + (unsigned long)0L))) & (((t37 + (unsigned long)(4L + (t32 - 1L) * 4L)) <= (t38 + (unsigned long)0L)) | ((t38 + (unsigned long)(4L + (t32 - 1L) * 4L)) <= (t37 + (unsigned long)0L))) & (((t39 + (unsigned long)(4L + (t32 - 1L) * 4L)) <= (t40 + (unsigned long)0L)) | ((t40 + (unsigned long)(8L + (t32 - 1L) * 8L)) <= (t39 + (unsigned long)0L))) & (((t41 + (unsigned long)(4L + (t32 - 1L) * 4L)) <= (t42 + (unsigned long)0L)) | ((t42 + (unsigned long)(8L + (t32 - 1L) * 8L)) <= (t41 + (unsigned long)0L)))) {
            t43 = t32 & -32L;
            t1 = 0L;
            do {
                t44 = (long)(int)((long)0 + t1);
                t45 = _mm256_loadu_si256((const __m256i *)(b + t44));
                t46 = _mm256_cvtepi32_ps(t45);
                t47 = _mm256_mul_ps(t46, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t44, t47);
                t48 = _mm256_loadu_si256((const __m256i *)(c + t44));
                t49 = _mm512_cvtepi32_pd(t48);
                t50 = _mm512_mul_pd(t49, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t44, t50);
                t51 = (long)(int)((long)0 + (t1 + 8L));
                t52 = _mm256_loadu_si256((const __m256i *)(b + t51));
                t53 = _mm256_cvtepi32_ps(t52);
                t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t51, t54);
                t55 = _mm256_loadu_si256((const __m256i *)(c + t51));
                t56 = _mm512_cvtepi32_pd(t55);
                t57 = _mm512_mul_pd(t56, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t51, t57);
                t58 = (long)(int)((long)0 + (t1 + 16L));
                t59 = _mm256_loadu_si256((const __m256i *)(b + t58));
                t60 = _mm256_cvtepi32_ps(t59);
                t61 = _mm256_mul_ps(t60, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t58, t61);
                t62 = _mm256_loadu_si256((const __m256i *)(c + t58));
                t63 = _mm512_cvtepi32_pd(t62);
                t64 = _mm512_mul_pd(t63, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t58, t64);
                t65 = (long)(int)((long)0 + (t1 + 24L));
                t66 = _mm256_loadu_si256((const __m256i *)(b + t65));
                t67 = _mm256_cvtepi32_ps(t66);
                t68 = _mm256_mul_ps(t67, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t65, t68);
                t69 = _mm256_loadu_si256((const __m256i *)(c + t65));
                t70 = _mm512_cvtepi32_pd(t69);
                t71 = _mm512_mul_pd(t70, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t65, t71);
                t1 += 32L;
            } while (t1 < t43);
            t72 = (int)((long)0 + t43);
        } else {
            t72 = 0;
        }
        t73 = (long)n + (long)t72 * -1L;
        t74 = (unsigned long)t28;
        t75 = (unsigned long)t30;
        t76 = (unsigned long)t28;
        t77 = (unsigned long)t31;
        t78 = (unsigned long)t29;
        t79 = (unsigned long)t30;
        t80 = (unsigned long)t29;
        t81 = (unsigned long)t31;
        t82 = (unsigned long)t30;
        t83 = (unsigned long)t31;
        if ((t73 >= 8L) & (((t74 + (unsigned long)((long)t72 * 4L + 4L + (t73 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t72 * 4L))) | ((t75 + (unsigned long)((long)t72 * 4L + 4L + (t73 - 1L) * 4L)) <= (t74 + (unsigned long)((long)t72 * 4L)))) & (((t76 + (unsigned long)((long)t72 * 4L + 4L + (t73 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t72 * 8L))) | ((t77 + (unsigned long)((long)t72 * 8L + 8L + (t73 - 1L) * 8L)) <= (t76 + (unsigned long)((long)t72 * 4L)))) & (((t78 + (unsigned long)((long)t72 * 4L + 4L + (t73 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t72 * 4L))) | ((t79 + (unsigned long)((long)t72 * 4L + 4L + (t73 - 1L) * 4L)) <= (t78 + (unsigned long)((long)t72 * 4L)))) & (((t80 + (unsigned long)((long)t72 * 4L + 4L + (t73 - 1L) * 4L)) <= (t81 + (unsigned long)((long)t72 * 8L))) | ((t81 + (unsigned long)((long)t72 * 8L + 8L + (t73 - 1L) * 8L)) <= (t80 + (unsigned long)((long)t72 * 4L)))) & (((t82 + (unsigned long)((long)t72 * 4L + 4L + (t73 - 1L) * 4L)) <= (t83 + (unsigned long)((long)t72 * 8L))) | ((t83 + (unsigned long)((long)t72 * 8L + 8L + (t73 - 1L) * 8L)) <= (t82 + (unsigned long)((long)t72 * 4L))))) {
            t84 = t73 & -8L;
            t2 = 0L;
            do {
                t85 = (long)(int)((long)t72 + t2);
                t86 = _mm256_loadu_si256((const __m256i *)(b + t85));
                t87 = _mm256_cvtepi32_ps(t86);
                t88 = _mm256_mul_ps(t87, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t85, t88);
                t89 = _mm256_loadu_si256((const __m256i *)(c + t85));
                t90 = _mm512_cvtepi32_pd(t89);
                t91 = _mm512_mul_pd(t90, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t85, t91);
                t2 += 8L;
            } while (t2 < t84);
            k = (int)((long)t72 + t84);
        } else {
            k = t72;
        }
        for (; k < n; k++) {
            t92 = (long)k;
            bf[t92] = (float)b[t92] * 0.25f;
            bd[t92] = (double)c[t92] * 0.125;
        }
        t93 = n > 0;
        if (t93) {
            t94 = 2 * n - 1;
        } else {
            t94 = 0;
        }
        a2 = (int *)(_mm256_zeroupper(), new_array(t94, 4UL));
        if (t93) {
            t95 = 3 * n - 1;
        } else {
            t95 = 0;
        }
        a3 = (float *)(_mm256_zeroupper(), new_array(t95, 4UL));
        if (t93) {
            t96 = 3 * n;
        } else {
            t96 = 0;
        }
        a23 = (int *)(_mm256_zeroupper(), new_array(t96, 4UL));
        t97 = 2 * n;
        ad = (double *)(_mm256_zeroupper(), new_array(t97, 8UL));
        t98 = (long)n * 2L + -1L;
        if (t98 >= 32L) {
            t99 = t98 & -32L;
            t100 = _mm512_set1_epi32((int)0);
            t101 = t100;
            t3 = _mm512_add_epi32(t101, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t4 = 0L;
            for (;;) {
                t102 = t3;
                t103 = _mm512_mullo_epi32(_mm512_set1_epi32((int)7), t102);
                t104 = _mm512_add_epi32(t103, _mm512_set1_epi32((int)1));
                _mm512_storeu_si512(a2 + (int)((long)0 + t4), t104);
                t105 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)16));
                t106 = t105;
                t107 = _mm512_mullo_epi32(_mm512_set1_epi32((int)7), t106);
                t108 = _mm512_add_epi32(t107, _mm512_set1_epi32((int)1));
                _mm512_storeu_si512(a2 + (int)((long)0 + (t4 + 16L)), t108);
                t4 += 32L;
                t109 = _mm512_add_epi32(t3, _mm512_set1_epi32((int)32));
                if (t4 >= t99) {
                    break;
                }
                t3 = t109;
            }
            t110 = (int)((long)0 + t99);
        } else {
            t110 = 0;
        }
        t111 = (long)n * 2L + (long)t110 * -1L + -1L;
        if (t111 >= 16L) {
            t112 = t111 & -16L;
            t113 = _mm512_set1_epi32((int)t110);
            t114 = t113;
            t5 = _mm512_add_epi32(t114, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t6 = 0L;
            for (;;) {
                t115 = t5;
                t116 = _mm512_mullo_epi32(_mm512_set1_epi32((int)7), t115);
                t117 = _mm512_add_epi32(t116, _mm512_set1_epi32((int)1));
                _mm512_storeu_si512(a2 + (int)((long)t110 + t6), t117);
                t6 += 16L;
                t118 = _mm512_add_epi32(t5, _mm512_set1_epi32((int)16));
                if (t6 >= t112) {
                    break;
                }
                t5 = t118;
            }
            t119 = (int)((long)t110 + t112);
        } else {
            t119 = t110;
        }
        t120 = (long)n * 2L + (long)t119 * -1L + -1L;
        if ((t120 >= 1L) & (t120 <= 16L)) {
            t121 = _mm512_set1_epi32((int)(int)t120);
            t122 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t121, _MM_CMPINT_LT);
            t123 = _mm512_set1_epi32((int)t119);
            t124 = t123;
            t7 = _mm512_add_epi32(t124, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t125 = 0L;
            t126 = t7;
            t127 = _mm512_set1_epi32((int)7);
            t128 = t126;
            t129 = _mm512_mullo_epi32(t127, t128);
            t130 = t129;
            t131 = t130;
            t132 = _mm512_set1_epi32((int)1);
            t133 = _mm512_add_epi32(t131, t132);
            t134 = t133;
            _mm512_mask_storeu_epi32(a2 + (int)((long)t119 + t125), t122, t134);
            k_1 = (int)((long)t119 + t120);
        } else {
            k_1 = t119;
        }
        for (;; k_1++) {
            t135 = t97 - 1;
            if (k_1 >= t135) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        t136 = (long)n * 3L + -1L;
        if (t136 >= 64L) {
            t137 = t136 & -64L;
            t138 = _mm512_set1_epi32((int)0);
            t139 = t138;
            t8 = _mm512_add_epi32(t139, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t9 = 0L;
            for (;;) {
                t140 = t8;
                t141 = _mm512_cvtepi32_ps(t140);
                _mm512_storeu_ps(a3 + (int)((long)0 + t9), t141);
                t142 = _mm512_add_epi32(t8, _mm512_set1_epi32((int)16));
                t143 = t142;
                t144 = _mm512_cvtepi32_ps(t143);
                _mm512_storeu_ps(a3 + (int)((long)0 + (t9 + 16L)), t144);
                t145 = _mm512_add_epi32(t8, _mm512_set1_epi32((int)32));
                t146 = t145;
                t147 = _mm512_cvtepi32_ps(t146);
                _mm512_storeu_ps(a3 + (int)((long)0 + (t9 + 32L)), t147);
                t148 = _mm512_add_epi32(t8, _mm512_set1_epi32((int)48));
                t149 = t148;
                t150 = _mm512_cvtepi32_ps(t149);
                _mm512_storeu_ps(a3 + (int)((long)0 + (t9 + 48L)), t150);
                t9 += 64L;
                t151 = _mm512_add_epi32(t8, _mm512_set1_epi32((int)64));
                if (t9 >= t137) {
                    break;
                }
                t8 = t151;
            }
            t152 = (int)((long)0 + t137);
        } else {
            t152 = 0;
        }
        t153 = (long)n * 3L + (long)t152 * -1L + -1L;
        if (t153 >= 16L) {
            t154 = t153 & -16L;
            t155 = _mm512_set1_epi32((int)t152);
            t156 = t155;
            t10 = _mm512_add_epi32(t156, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t11 = 0L;
            for (;;) {
                t157 = t10;
                t158 = _mm512_cvtepi32_ps(t157);
                _mm512_storeu_ps(a3 + (int)((long)t152 + t11), t158);
                t11 += 16L;
                t159 = _mm512_add_epi32(t10, _mm512_set1_epi32((int)16));
                if (t11 >= t154) {
                    break;
                }
                t10 = t159;
            }
            t160 = (int)((long)t152 + t154);
        } else {
            t160 = t152;
        }
        t161 = (long)n * 3L + (long)t160 * -1L + -1L;
        if ((t161 >= 1L) & (t161 <= 16L)) {
            t162 = _mm512_set1_epi32((int)(int)t161);
            t163 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t162, _MM_CMPINT_LT);
            t164 = _mm512_set1_epi32((int)t160);
            t165 = t164;
            t12 = _mm512_add_epi32(t165, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t166 = 0L;
            t167 = t12;
            t168 = _mm512_cvtepi32_ps(t167);
            _mm512_mask_storeu_ps(a3 + (int)((long)t160 + t166), t163, t168);
            k_2 = (int)((long)t160 + t161);
        } else {
            k_2 = t160;
        }
        for (;; k_2++) {
            t169 = 3 * n;
            t170 = t169 - 1;
            if (k_2 >= t170) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        t171 = (long)n * 3L;
        if (t171 >= 64L) {
            t172 = t171 & -64L;
            t173 = _mm512_set1_epi32((int)0);
            t174 = t173;
            t13 = _mm512_add_epi32(t174, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t14 = 0L;
            for (;;) {
                t175 = t13;
                t176 = _mm512_sub_epi32(_mm512_set1_epi32((int)5), t175);
                _mm512_storeu_si512(a23 + (int)((long)0 + t14), t176);
                t177 = _mm512_add_epi32(t13, _mm512_set1_epi32((int)16));
                t178 = t177;
                t179 = _mm512_sub_epi32(_mm512_set1_epi32((int)5), t178);
                _mm512_storeu_si512(a23 + (int)((long)0 + (t14 + 16L)), t179);
                t180 = _mm512_add_epi32(t13, _mm512_set1_epi32((int)32));
                t181 = t180;
                t182 = _mm512_sub_epi32(_mm512_set1_epi32((int)5), t181);
                _mm512_storeu_si512(a23 + (int)((long)0 + (t14 + 32L)), t182);
                t183 = _mm512_add_epi32(t13, _mm512_set1_epi32((int)48));
                t184 = t183;
                t185 = _mm512_sub_epi32(_mm512_set1_epi32((int)5), t184);
                _mm512_storeu_si512(a23 + (int)((long)0 + (t14 + 48L)), t185);
                t14 += 64L;
                t186 = _mm512_add_epi32(t13, _mm512_set1_epi32((int)64));
                if (t14 >= t172) {
                    break;
                }
                t13 = t186;
            }
            t187 = (int)((long)0 + t172);
        } else {
            t187 = 0;
        }
        t188 = (long)n * 3L + (long)t187 * -1L;
        if (t188 >= 16L) {
            t189 = t188 & -16L;
            t190 = _mm512_set1_epi32((int)t187);
            t191 = t190;
            t15 = _mm512_add_epi32(t191, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t16 = 0L;
            for (;;) {
                t192 = t15;
                t193 = _mm512_sub_epi32(_mm512_set1_epi32((int)5), t192);
                _mm512_storeu_si512(a23 + (int)((long)t187 + t16), t193);
                t16 += 16L;
                t194 = _mm512_add_epi32(t15, _mm512_set1_epi32((int)16));
                if (t16 >= t189) {
                    break;
                }
                t15 = t194;
            }
            t195 = (int)((long)t187 + t189);
        } else {
            t195 = t187;
        }
        t196 = (long)n * 3L + (long)t195 * -1L;
        if ((t196 >= 1L) & (t196 <= 16L)) {
            t197 = _mm512_set1_epi32((int)(int)t196);
            t198 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t197, _MM_CMPINT_LT);
            t199 = _mm512_set1_epi32((int)t195);
            t200 = t199;
            t17 = _mm512_add_epi32(t200, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            t201 = 0L;
            t202 = t17;
            t203 = _mm512_set1_epi32((int)5);
            t204 = t202;
            t205 = _mm512_sub_epi32(t203, t204);
            t206 = t205;
            _mm512_mask_storeu_epi32(a23 + (int)((long)t195 + t201), t198, t206);
            k_3 = (int)((long)t195 + t196);
        } else {
            k_3 = t195;
        }
        for (; k_3 < t169; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        t207 = (long)n * 2L;
        if (t207 >= 32L) {
            t208 = t207 & -32L;
            t209 = _mm256_set1_epi32((int)0);
            t210 = t209;
            t18 = _mm256_add_epi32(t210, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t19 = 0L;
            for (;;) {
                t211 = t18;
                t212 = _mm512_cvtepi32_pd(t211);
                t213 = _mm512_xor_pd(t212, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)((long)0 + t19), t213);
                t214 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)8));
                t215 = t214;
                t216 = _mm512_cvtepi32_pd(t215);
                t217 = _mm512_xor_pd(t216, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)((long)0 + (t19 + 8L)), t217);
                t218 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)16));
                t219 = t218;
                t220 = _mm512_cvtepi32_pd(t219);
                t221 = _mm512_xor_pd(t220, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)((long)0 + (t19 + 16L)), t221);
                t222 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)24));
                t223 = t222;
                t224 = _mm512_cvtepi32_pd(t223);
                t225 = _mm512_xor_pd(t224, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)((long)0 + (t19 + 24L)), t225);
                t19 += 32L;
                t226 = _mm256_add_epi32(t18, _mm256_set1_epi32((int)32));
                if (t19 >= t208) {
                    break;
                }
                t18 = t226;
            }
            t227 = (int)((long)0 + t208);
        } else {
            t227 = 0;
        }
        t228 = (long)n * 2L + (long)t227 * -1L;
        if (t228 >= 8L) {
            t229 = t228 & -8L;
            t230 = _mm256_set1_epi32((int)t227);
            t231 = t230;
            t20 = _mm256_add_epi32(t231, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t21 = 0L;
            for (;;) {
                t232 = t20;
                t233 = _mm512_cvtepi32_pd(t232);
                t234 = _mm512_xor_pd(t233, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (int)((long)t227 + t21), t234);
                t21 += 8L;
                t235 = _mm256_add_epi32(t20, _mm256_set1_epi32((int)8));
                if (t21 >= t229) {
                    break;
                }
                t20 = t235;
            }
            t236 = (int)((long)t227 + t229);
        } else {
            t236 = t227;
        }
        t237 = (long)n * 2L + (long)t236 * -1L;
        if ((t237 >= 1L) & (t237 <= 8L)) {
            t238 = _mm256_set1_epi32((int)(int)t237);
            t239 = _mm256_cmpgt_epi32(t238, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t240 = _mm256_set1_epi32((int)t236);
            t241 = t240;
            t22 = _mm256_add_epi32(t241, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t242 = 0L;
            t243 = t22;
            t244 = _mm512_cvtepi32_pd(t243);
            t245 = _mm512_xor_pd(t244, _mm512_set1_pd(-0.0));
            _mm512_mask_storeu_pd(ad + (int)((long)t236 + t242), _mm256_movepi32_mask(t239), t245);
            k_4 = (int)((long)t236 + t237);
        } else {
            k_4 = t236;
        }
        for (; k_4 < t97; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        t246 = b;
        (_mm256_zeroupper(), evens(n, a2, t246, c));
        (_mm256_zeroupper(), thirds(n, a3, bf));
        (_mm256_zeroupper(), two_of_three(n, a23, t246));
        (_mm256_zeroupper(), odd_doubles(n, ad, bd));
        t247 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t97 * 8UL));
        t248 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t169 * 4UL));
        if (t93) {
            t249 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t170 * 4UL));
            t250 = (unsigned long long)t249;
        } else {
            t250 = 0ULL;
        }
        if (t93) {
            t251 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t135 * 4UL));
            t252 = (unsigned long long)t251;
        } else {
            t252 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t252, t250, t248, t247);
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
