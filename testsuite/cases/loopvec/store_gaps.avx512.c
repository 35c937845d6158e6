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
    int t35;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:12 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            int *t4 = a + 2 * t3;
            long t5 = (long)t3;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t5));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + t5));
            __m256i t6 = _mm256_add_epi32(b_v, c_v);
            __m256i t7 = _mm256_permutex2var_epi32(t6, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t6);
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t4, _mm256_movepi32_mask(t8), t7);
            __m256i t9 = _mm256_permutex2var_epi32(t6, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t6);
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t4 + 8, _mm256_movepi32_mask(t10), t9);
            int t11 = (int)(i_vec + 8L);
            int *t12 = a + 2 * t11;
            long t13 = (long)t11;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t13));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t13));
            __m256i t14 = _mm256_add_epi32(b_v_1, c_v_1);
            __m256i t15 = _mm256_permutex2var_epi32(t14, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t14);
            __m256i t16 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t12, _mm256_movepi32_mask(t16), t15);
            __m256i t17 = _mm256_permutex2var_epi32(t14, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t14);
            __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t12 + 8, _mm256_movepi32_mask(t18), t17);
            int t19 = (int)(i_vec + 16L);
            int *t20 = a + 2 * t19;
            long t21 = (long)t19;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t21));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t21));
            __m256i t22 = _mm256_add_epi32(b_v_2, c_v_2);
            __m256i t23 = _mm256_permutex2var_epi32(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t20, _mm256_movepi32_mask(t24), t23);
            __m256i t25 = _mm256_permutex2var_epi32(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t20 + 8, _mm256_movepi32_mask(t26), t25);
            int t27 = (int)(i_vec + 24L);
            int *t28 = a + 2 * t27;
            long t29 = (long)t27;
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t29));
            __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t29));
            __m256i t30 = _mm256_add_epi32(b_v_3, c_v_3);
            __m256i t31 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            __m256i t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t28, _mm256_movepi32_mask(t32), t31);
            __m256i t33 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t28 + 8, _mm256_movepi32_mask(t34), t33);
            i_vec += 32L;
        } while (i_vec < t2);
        t35 = (int)t2;
    } else {
        t35 = 0;
    }
    long t36 = (long)n + (long)t35 * -1L;
    if (t36 >= 8L) {
        long t37 = t36 & -8L;
        long i_vec_1 = 0L;
        do {
            int t38 = (int)((long)t35 + i_vec_1);
            int *t39 = a + 2 * t38;
            long t40 = (long)t38;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t40));
            __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t40));
            __m256i t41 = _mm256_add_epi32(b_v_4, c_v_4);
            __m256i t42 = _mm256_permutex2var_epi32(t41, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t41);
            __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t39, _mm256_movepi32_mask(t43), t42);
            __m256i t44 = _mm256_permutex2var_epi32(t41, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t41);
            __m256i t45 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t39 + 8, _mm256_movepi32_mask(t45), t44);
            i_vec_1 += 8L;
        } while (i_vec_1 < t37);
        i = (int)((long)t35 + t37);
    } else {
        i = t35;
    }
    for (; i < n; i++) {
        long t46 = (long)i;
        a[2 * i] = b[t46] + c[t46];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t27;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:17 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            float *t4 = a + (3 * t3 + 1);
            __m256 b_v = _mm256_loadu_ps(b + t3);
            __m256 t5 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            __m256 t6 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t5, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t7 = (__m256)__builtin_shufflevector((vcc_v8_float)t6, (vcc_v8_float)t5, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4, _mm256_movepi32_mask(t8), t7);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t5, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t10 = (__m256)__builtin_shufflevector((vcc_v8_float)t9, (vcc_v8_float)t5, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 8, _mm256_movepi32_mask(t11), t10);
            __m256 t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t5, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t13 = (__m256)__builtin_shufflevector((vcc_v8_float)t12, (vcc_v8_float)t5, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t4 + 16, _mm256_movepi32_mask(t14), t13);
            int t15 = (int)(i_vec + 8L);
            float *t16 = a + (3 * t15 + 1);
            __m256 b_v_1 = _mm256_loadu_ps(b + t15);
            __m256 t17 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t17, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t19 = (__m256)__builtin_shufflevector((vcc_v8_float)t18, (vcc_v8_float)t17, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t16, _mm256_movepi32_mask(t20), t19);
            __m256 t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t17, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t22 = (__m256)__builtin_shufflevector((vcc_v8_float)t21, (vcc_v8_float)t17, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t16 + 8, _mm256_movepi32_mask(t23), t22);
            __m256 t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t17, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t25 = (__m256)__builtin_shufflevector((vcc_v8_float)t24, (vcc_v8_float)t17, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t16 + 16, _mm256_movepi32_mask(t26), t25);
            i_vec += 16L;
        } while (i_vec < t2);
        t27 = (int)t2;
    } else {
        t27 = 0;
    }
    long t28 = (long)n + (long)t27 * -1L;
    if (t28 >= 8L) {
        long t29 = t28 & -8L;
        long i_vec_1 = 0L;
        do {
            int t30 = (int)((long)t27 + i_vec_1);
            float *t31 = a + (3 * t30 + 1);
            __m256 b_v_2 = _mm256_loadu_ps(b + t30);
            __m256 t32 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t32, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t34 = (__m256)__builtin_shufflevector((vcc_v8_float)t33, (vcc_v8_float)t32, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t31, _mm256_movepi32_mask(t35), t34);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t32, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t37 = (__m256)__builtin_shufflevector((vcc_v8_float)t36, (vcc_v8_float)t32, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t31 + 8, _mm256_movepi32_mask(t38), t37);
            __m256 t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t32, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t40 = (__m256)__builtin_shufflevector((vcc_v8_float)t39, (vcc_v8_float)t32, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t41 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t31 + 16, _mm256_movepi32_mask(t41), t40);
            i_vec_1 += 8L;
        } while (i_vec_1 < t29);
        i = (int)((long)t27 + t29);
    } else {
        i = t27;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t29;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            const int *t4 = b + t3;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)t4);
            int *t5 = a + (3 * t3 + 2);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)t4);
            __m256i t6 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_1);
            __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v, (vcc_v8_int)b_v, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t8 = (__m256i)__builtin_shufflevector((vcc_v8_int)t7, (vcc_v8_int)t6, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t9 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t5 + -2, _mm256_movepi32_mask(t9), t8);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v, (vcc_v8_int)b_v, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t11 = (__m256i)__builtin_shufflevector((vcc_v8_int)t10, (vcc_v8_int)t6, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t5 + 6, _mm256_movepi32_mask(t12), t11);
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v, (vcc_v8_int)b_v, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t14 = (__m256i)__builtin_shufflevector((vcc_v8_int)t13, (vcc_v8_int)t6, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t5 + 14, _mm256_movepi32_mask(t15), t14);
            int t16 = (int)(i_vec + 8L);
            const int *t17 = b + t16;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)t17);
            int *t18 = a + (3 * t16 + 2);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)t17);
            __m256i t19 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_3);
            __m256i t20 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_2, (vcc_v8_int)b_v_2, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t21 = (__m256i)__builtin_shufflevector((vcc_v8_int)t20, (vcc_v8_int)t19, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t18 + -2, _mm256_movepi32_mask(t22), t21);
            __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_2, (vcc_v8_int)b_v_2, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t24 = (__m256i)__builtin_shufflevector((vcc_v8_int)t23, (vcc_v8_int)t19, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t18 + 6, _mm256_movepi32_mask(t25), t24);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_2, (vcc_v8_int)b_v_2, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t27 = (__m256i)__builtin_shufflevector((vcc_v8_int)t26, (vcc_v8_int)t19, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t18 + 14, _mm256_movepi32_mask(t28), t27);
            i_vec += 16L;
        } while (i_vec < t2);
        t29 = (int)t2;
    } else {
        t29 = 0;
    }
    long t30 = (long)n + (long)t29 * -1L;
    if (t30 >= 8L) {
        long t31 = t30 & -8L;
        long i_vec_1 = 0L;
        do {
            int t32 = (int)((long)t29 + i_vec_1);
            const int *t33 = b + t32;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)t33);
            int *t34 = a + (3 * t32 + 2);
            __m256i b_v_5 = _mm256_loadu_si256((const __m256i *)t33);
            __m256i t35 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_5);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_4, (vcc_v8_int)b_v_4, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t37 = (__m256i)__builtin_shufflevector((vcc_v8_int)t36, (vcc_v8_int)t35, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t38 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t34 + -2, _mm256_movepi32_mask(t38), t37);
            __m256i t39 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_4, (vcc_v8_int)b_v_4, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t40 = (__m256i)__builtin_shufflevector((vcc_v8_int)t39, (vcc_v8_int)t35, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t41 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t34 + 6, _mm256_movepi32_mask(t41), t40);
            __m256i t42 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_4, (vcc_v8_int)b_v_4, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t43 = (__m256i)__builtin_shufflevector((vcc_v8_int)t42, (vcc_v8_int)t35, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t44 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t34 + 14, _mm256_movepi32_mask(t44), t43);
            i_vec_1 += 8L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t31;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = (int)i_vec;
            double *t4 = a + (2 * t3 + 1);
            __m256d b_v = _mm256_loadu_pd(b + t3);
            __m256d t5 = _mm256_add_pd(b_v, _mm256_set1_pd(0.5));
            __m256d t6 = _mm256_permutex2var_pd(t5, _mm256_setr_epi64x(0, 4, 1, 5), t5);
            __m128i t7 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t4, _mm_movepi32_mask(t7), t6);
            __m256d t8 = _mm256_permutex2var_pd(t5, _mm256_setr_epi64x(2, 6, 3, 7), t5);
            __m128i t9 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t4 + 4, _mm_movepi32_mask(t9), t8);
            int t10 = (int)(i_vec + 4L);
            double *t11 = a + (2 * t10 + 1);
            __m256d b_v_1 = _mm256_loadu_pd(b + t10);
            __m256d t12 = _mm256_add_pd(b_v_1, _mm256_set1_pd(0.5));
            __m256d t13 = _mm256_permutex2var_pd(t12, _mm256_setr_epi64x(0, 4, 1, 5), t12);
            __m128i t14 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t11, _mm_movepi32_mask(t14), t13);
            __m256d t15 = _mm256_permutex2var_pd(t12, _mm256_setr_epi64x(2, 6, 3, 7), t12);
            __m128i t16 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t11 + 4, _mm_movepi32_mask(t16), t15);
            int t17 = (int)(i_vec + 8L);
            double *t18 = a + (2 * t17 + 1);
            __m256d b_v_2 = _mm256_loadu_pd(b + t17);
            __m256d t19 = _mm256_add_pd(b_v_2, _mm256_set1_pd(0.5));
            __m256d t20 = _mm256_permutex2var_pd(t19, _mm256_setr_epi64x(0, 4, 1, 5), t19);
            __m128i t21 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t18, _mm_movepi32_mask(t21), t20);
            __m256d t22 = _mm256_permutex2var_pd(t19, _mm256_setr_epi64x(2, 6, 3, 7), t19);
            __m128i t23 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t18 + 4, _mm_movepi32_mask(t23), t22);
            int t24 = (int)(i_vec + 12L);
            double *t25 = a + (2 * t24 + 1);
            __m256d b_v_3 = _mm256_loadu_pd(b + t24);
            __m256d t26 = _mm256_add_pd(b_v_3, _mm256_set1_pd(0.5));
            __m256d t27 = _mm256_permutex2var_pd(t26, _mm256_setr_epi64x(0, 4, 1, 5), t26);
            __m128i t28 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t25, _mm_movepi32_mask(t28), t27);
            __m256d t29 = _mm256_permutex2var_pd(t26, _mm256_setr_epi64x(2, 6, 3, 7), t26);
            __m128i t30 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t25 + 4, _mm_movepi32_mask(t30), t29);
            i_vec += 16L;
        } while (i_vec < t2);
        t31 = (int)t2;
    } else {
        t31 = 0;
    }
    long t32 = (long)n + (long)t31 * -1L;
    if (t32 >= 4L) {
        long t33 = t32 & -4L;
        long i_vec_1 = 0L;
        do {
            int t34 = (int)((long)t31 + i_vec_1);
            double *t35 = a + (2 * t34 + 1);
            __m256d b_v_4 = _mm256_loadu_pd(b + t34);
            __m256d t36 = _mm256_add_pd(b_v_4, _mm256_set1_pd(0.5));
            __m256d t37 = _mm256_permutex2var_pd(t36, _mm256_setr_epi64x(0, 4, 1, 5), t36);
            __m128i t38 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t35, _mm_movepi32_mask(t38), t37);
            __m256d t39 = _mm256_permutex2var_pd(t36, _mm256_setr_epi64x(2, 6, 3, 7), t36);
            __m128i t40 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t35 + 4, _mm_movepi32_mask(t40), t39);
            i_vec_1 += 4L;
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

static __typeof__(g) g __attribute__((aligned(32)));
static __typeof__(gb) gb __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void global_evens(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:38 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int t1 = (int)i_vec;
        int *t2 = &g[2 * t1];
        __m256i gb_v = _mm256_loadu_si256((const __m256i *)&gb[t1]);
        __m256i t3 = _mm256_mullo_epi32(gb_v, _mm256_set1_epi32(3));
        __m256i t4 = _mm256_permutex2var_epi32(t3, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t3);
        __m256i t5 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t2, _mm256_movepi32_mask(t5), t4);
        __m256i t6 = _mm256_permutex2var_epi32(t3, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t3);
        __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t2 + 8, _mm256_movepi32_mask(t7), t6);
        int t8 = (int)(i_vec + 8L);
        int *t9 = &g[2 * t8];
        __m256i gb_v_1 = _mm256_loadu_si256((const __m256i *)&gb[t8]);
        __m256i t10 = _mm256_mullo_epi32(gb_v_1, _mm256_set1_epi32(3));
        __m256i t11 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t10);
        __m256i t12 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t9, _mm256_movepi32_mask(t12), t11);
        __m256i t13 = _mm256_permutex2var_epi32(t10, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t10);
        __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t9 + 8, _mm256_movepi32_mask(t14), t13);
        int t15 = (int)(i_vec + 16L);
        int *t16 = &g[2 * t15];
        __m256i gb_v_2 = _mm256_loadu_si256((const __m256i *)&gb[t15]);
        __m256i t17 = _mm256_mullo_epi32(gb_v_2, _mm256_set1_epi32(3));
        __m256i t18 = _mm256_permutex2var_epi32(t17, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t17);
        __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t16, _mm256_movepi32_mask(t19), t18);
        __m256i t20 = _mm256_permutex2var_epi32(t17, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t17);
        __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t16 + 8, _mm256_movepi32_mask(t21), t20);
        int t22 = (int)(i_vec + 24L);
        int *t23 = &g[2 * t22];
        __m256i gb_v_3 = _mm256_loadu_si256((const __m256i *)&gb[t22]);
        __m256i t24 = _mm256_mullo_epi32(gb_v_3, _mm256_set1_epi32(3));
        __m256i t25 = _mm256_permutex2var_epi32(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t24);
        __m256i t26 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t23, _mm256_movepi32_mask(t26), t25);
        __m256i t27 = _mm256_permutex2var_epi32(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t24);
        __m256i t28 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t23 + 8, _mm256_movepi32_mask(t28), t27);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    do {
        int t29 = (int)(992L + i_vec_1);
        int *t30 = &g[2 * t29];
        __m256i gb_v_4 = _mm256_loadu_si256((const __m256i *)&gb[t29]);
        __m256i t31 = _mm256_mullo_epi32(gb_v_4, _mm256_set1_epi32(3));
        __m256i t32 = _mm256_permutex2var_epi32(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t31);
        __m256i t33 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t30, _mm256_movepi32_mask(t33), t32);
        __m256i t34 = _mm256_permutex2var_epi32(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t31);
        __m256i t35 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t30 + 8, _mm256_movepi32_mask(t35), t34);
        i_vec_1 += 8L;
    } while (i_vec_1 < 8L);
    for (int i = 1000; i < 1001; i++) {
        g[2 * i] = gb[i] * 3;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t38;
    int k;
    int t58;
    int t59;
    int t60;
    int t78;
    int t86;
    int k_1;
    int t101;
    int t114;
    int t121;
    int k_2;
    int t129;
    int t130;
    int t143;
    int t150;
    int k_3;
    int t177;
    int k_4;
    unsigned long long t189;
    unsigned long long t191;
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
            __m256i t192 = _mm256_set1_epi32(0);
            __m256i t193 = t192;
            __m256i k_v_8 = _mm256_add_epi32(t193, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:73 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                __m256i k_v_33 = k_v_8;
                _mm256_storeu_si256((__m256i *)&g[(int)k_vec_10], k_v_33);
                __m256i t194 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(8));
                __m256i k_v_34 = t194;
                _mm256_storeu_si256((__m256i *)&g[(int)(k_vec_10 + 8L)], k_v_34);
                __m256i t195 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(16));
                __m256i k_v_35 = t195;
                _mm256_storeu_si256((__m256i *)&g[(int)(k_vec_10 + 16L)], k_v_35);
                __m256i t196 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(24));
                __m256i k_v_36 = t196;
                _mm256_storeu_si256((__m256i *)&g[(int)(k_vec_10 + 24L)], k_v_36);
                k_vec_10 += 32L;
                k_v_8 = _mm256_add_epi32(k_v_8, _mm256_set1_epi32(32));
            } while (k_vec_10 < 1984L);
            __m256i t197 = _mm256_set1_epi32(1984);
            __m256i t198 = t197;
            __m256i k_v_9 = _mm256_add_epi32(t198, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_11 = 0L;
            do {
                __m256i k_v_37 = k_v_9;
                _mm256_storeu_si256((__m256i *)&g[(int)(1984L + k_vec_11)], k_v_37);
                k_vec_11 += 8L;
                k_v_9 = _mm256_add_epi32(k_v_9, _mm256_set1_epi32(8));
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
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7)) & (((t9 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t10) | ((t10 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t9)) & (((t11 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11)) & (((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t13)) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15))) {
            long t17 = t6 & -16L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:50 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:18 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 46:21, the value of the call to `new_array` at 45:50 and the value of the call to `new_array` at 47:22, the value of the call to `new_array` at 46:21 and the value of the call to `new_array` at 47:22 do not overlap, vector epilogue VF 4, scalar epilogue */
            do {
                long t18 = (long)(int)k_vec;
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + t18));
                __m128 t19 = _mm_cvtepi32_ps(b_v);
                __m128 t20 = _mm_mul_ps(t19, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t18, t20);
                __m128i c_v = _mm_loadu_si128((const __m128i *)(c + t18));
                __m256d t21 = _mm256_cvtepi32_pd(c_v);
                __m256d t22 = _mm256_mul_pd(t21, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t18, t22);
                long t23 = (long)(int)(k_vec + 4L);
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t23));
                __m128 t24 = _mm_cvtepi32_ps(b_v_1);
                __m128 t25 = _mm_mul_ps(t24, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t23, t25);
                __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t23));
                __m256d t26 = _mm256_cvtepi32_pd(c_v_1);
                __m256d t27 = _mm256_mul_pd(t26, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t23, t27);
                long t28 = (long)(int)(k_vec + 8L);
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t28));
                __m128 t29 = _mm_cvtepi32_ps(b_v_2);
                __m128 t30 = _mm_mul_ps(t29, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t28, t30);
                __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t28));
                __m256d t31 = _mm256_cvtepi32_pd(c_v_2);
                __m256d t32 = _mm256_mul_pd(t31, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t28, t32);
                long t33 = (long)(int)(k_vec + 12L);
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t33));
                __m128 t34 = _mm_cvtepi32_ps(b_v_3);
                __m128 t35 = _mm_mul_ps(t34, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t33, t35);
                __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t33));
                __m256d t36 = _mm256_cvtepi32_pd(c_v_3);
                __m256d t37 = _mm256_mul_pd(t36, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t33, t37);
                k_vec += 16L;
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
        if ((t39 >= 4L) & (((t40 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t38 * 4L))) | ((t41 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t38 * 4L)))) & (((t42 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t38 * 8L))) | ((t43 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t42 + (unsigned long)((long)t38 * 4L)))) & (((t44 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t38 * 4L))) | ((t45 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t38 * 4L)))) & (((t46 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t38 * 8L))) | ((t47 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t46 + (unsigned long)((long)t38 * 4L)))) & (((t48 + (unsigned long)((long)t38 * 4L + 4L + (t39 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t38 * 8L))) | ((t49 + (unsigned long)((long)t38 * 8L + 8L + (t39 - 1L) * 8L)) <= (t48 + (unsigned long)((long)t38 * 4L))))) {
            long t50 = t39 & -4L;
            long k_vec_1 = 0L;
            do {
                long t51 = (long)(int)((long)t38 + k_vec_1);
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t51));
                __m128 t52 = _mm_cvtepi32_ps(b_v_4);
                __m128 t53 = _mm_mul_ps(t52, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t51, t53);
                __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t51));
                __m256d t54 = _mm256_cvtepi32_pd(c_v_4);
                __m256d t55 = _mm256_mul_pd(t54, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t51, t55);
                k_vec_1 += 4L;
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
            __m256i t64 = _mm256_set1_epi32(0);
            __m256i t65 = t64;
            __m256i k_v = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:57 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i k_v_10 = k_v;
                __m256i t66 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_10);
                __m256i t67 = _mm256_add_epi32(t66, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)k_vec_2), t67);
                __m256i t68 = _mm256_add_epi32(k_v, _mm256_set1_epi32(8));
                __m256i k_v_11 = t68;
                __m256i t69 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_11);
                __m256i t70 = _mm256_add_epi32(t69, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(k_vec_2 + 8L)), t70);
                __m256i t71 = _mm256_add_epi32(k_v, _mm256_set1_epi32(16));
                __m256i k_v_12 = t71;
                __m256i t72 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_12);
                __m256i t73 = _mm256_add_epi32(t72, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(k_vec_2 + 16L)), t73);
                __m256i t74 = _mm256_add_epi32(k_v, _mm256_set1_epi32(24));
                __m256i k_v_13 = t74;
                __m256i t75 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_13);
                __m256i t76 = _mm256_add_epi32(t75, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)(k_vec_2 + 24L)), t76);
                k_vec_2 += 32L;
                __m256i t77 = _mm256_add_epi32(k_v, _mm256_set1_epi32(32));
                if (k_vec_2 >= t63) {
                    break;
                }
                k_v = t77;
            }
            t78 = (int)t63;
        } else {
            t78 = 0;
        }
        long t79 = (long)n * 2L + (long)t78 * -1L + -1L;
        if (t79 >= 8L) {
            long t80 = t79 & -8L;
            __m256i t81 = _mm256_set1_epi32((int)t78);
            __m256i t82 = t81;
            __m256i k_v_1 = _mm256_add_epi32(t82, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_3 = 0L;
            for (;;) {
                __m256i k_v_14 = k_v_1;
                __m256i t83 = _mm256_mullo_epi32(_mm256_set1_epi32(7), k_v_14);
                __m256i t84 = _mm256_add_epi32(t83, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (int)((long)t78 + k_vec_3)), t84);
                k_vec_3 += 8L;
                __m256i t85 = _mm256_add_epi32(k_v_1, _mm256_set1_epi32(8));
                if (k_vec_3 >= t80) {
                    break;
                }
                k_v_1 = t85;
            }
            t86 = (int)((long)t78 + t80);
        } else {
            t86 = t78;
        }
        long t87 = (long)n * 2L + (long)t86 * -1L + -1L;
        if ((t87 >= 1L) & (t87 <= 8L)) {
            __m256i t88 = _mm256_set1_epi32((int)(int)t87);
            __m256i t89 = _mm256_cmpgt_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t90 = _mm256_set1_epi32((int)t86);
            __m256i t91 = t90;
            __m256i t92 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i k_v_15 = t92;
            __m256i t93 = _mm256_set1_epi32(7);
            __m256i t94 = k_v_15;
            __m256i t95 = _mm256_mullo_epi32(t93, t94);
            __m256i t96 = t95;
            __m256i t97 = t96;
            __m256i t98 = _mm256_set1_epi32(1);
            __m256i t99 = _mm256_add_epi32(t97, t98);
            __m256i t100 = t99;
            _mm256_mask_storeu_epi32(a2 + (int)(long)t86, _mm256_movepi32_mask(t89), t100);
            k_1 = (int)((long)t86 + t87);
        } else {
            k_1 = t86;
        }
        for (;; k_1++) {
            t101 = t61 - 1;
            if (k_1 >= t101) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t102 = (long)n * 3L + -1L;
        if (t102 >= 32L) {
            long t103 = t102 & -32L;
            __m256i t104 = _mm256_set1_epi32(0);
            __m256i t105 = t104;
            __m256i k_v_2 = _mm256_add_epi32(t105, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i k_v_16 = k_v_2;
                __m256 t106 = _mm256_cvtepi32_ps(k_v_16);
                _mm256_storeu_ps(a3 + (int)k_vec_4, t106);
                __m256i t107 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(8));
                __m256i k_v_17 = t107;
                __m256 t108 = _mm256_cvtepi32_ps(k_v_17);
                _mm256_storeu_ps(a3 + (int)(k_vec_4 + 8L), t108);
                __m256i t109 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(16));
                __m256i k_v_18 = t109;
                __m256 t110 = _mm256_cvtepi32_ps(k_v_18);
                _mm256_storeu_ps(a3 + (int)(k_vec_4 + 16L), t110);
                __m256i t111 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(24));
                __m256i k_v_19 = t111;
                __m256 t112 = _mm256_cvtepi32_ps(k_v_19);
                _mm256_storeu_ps(a3 + (int)(k_vec_4 + 24L), t112);
                k_vec_4 += 32L;
                __m256i t113 = _mm256_add_epi32(k_v_2, _mm256_set1_epi32(32));
                if (k_vec_4 >= t103) {
                    break;
                }
                k_v_2 = t113;
            }
            t114 = (int)t103;
        } else {
            t114 = 0;
        }
        long t115 = (long)n * 3L + (long)t114 * -1L + -1L;
        if (t115 >= 8L) {
            long t116 = t115 & -8L;
            __m256i t117 = _mm256_set1_epi32((int)t114);
            __m256i t118 = t117;
            __m256i k_v_3 = _mm256_add_epi32(t118, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_5 = 0L;
            for (;;) {
                __m256i k_v_20 = k_v_3;
                __m256 t119 = _mm256_cvtepi32_ps(k_v_20);
                _mm256_storeu_ps(a3 + (int)((long)t114 + k_vec_5), t119);
                k_vec_5 += 8L;
                __m256i t120 = _mm256_add_epi32(k_v_3, _mm256_set1_epi32(8));
                if (k_vec_5 >= t116) {
                    break;
                }
                k_v_3 = t120;
            }
            t121 = (int)((long)t114 + t116);
        } else {
            t121 = t114;
        }
        long t122 = (long)n * 3L + (long)t121 * -1L + -1L;
        if ((t122 >= 1L) & (t122 <= 8L)) {
            __m256i t123 = _mm256_set1_epi32((int)(int)t122);
            __m256i t124 = _mm256_cmpgt_epi32(t123, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t125 = _mm256_set1_epi32((int)t121);
            __m256i t126 = t125;
            __m256i t127 = _mm256_add_epi32(t126, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i k_v_21 = t127;
            __m256 t128 = _mm256_cvtepi32_ps(k_v_21);
            _mm256_mask_storeu_ps(a3 + (int)(long)t121, _mm256_movepi32_mask(t124), t128);
            k_2 = (int)((long)t121 + t122);
        } else {
            k_2 = t121;
        }
        for (;; k_2++) {
            t129 = 3 * n;
            t130 = t129 - 1;
            if (k_2 >= t130) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t131 = (long)n * 3L;
        if (t131 >= 32L) {
            long t132 = t131 & -32L;
            __m256i t133 = _mm256_set1_epi32(0);
            __m256i t134 = t133;
            __m256i k_v_4 = _mm256_add_epi32(t134, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i k_v_22 = k_v_4;
                __m256i t135 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_22);
                _mm256_storeu_si256((__m256i *)(a23 + (int)k_vec_6), t135);
                __m256i t136 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(8));
                __m256i k_v_23 = t136;
                __m256i t137 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_23);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(k_vec_6 + 8L)), t137);
                __m256i t138 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(16));
                __m256i k_v_24 = t138;
                __m256i t139 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_24);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(k_vec_6 + 16L)), t139);
                __m256i t140 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(24));
                __m256i k_v_25 = t140;
                __m256i t141 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_25);
                _mm256_storeu_si256((__m256i *)(a23 + (int)(k_vec_6 + 24L)), t141);
                k_vec_6 += 32L;
                __m256i t142 = _mm256_add_epi32(k_v_4, _mm256_set1_epi32(32));
                if (k_vec_6 >= t132) {
                    break;
                }
                k_v_4 = t142;
            }
            t143 = (int)t132;
        } else {
            t143 = 0;
        }
        long t144 = (long)n * 3L + (long)t143 * -1L;
        if (t144 >= 8L) {
            long t145 = t144 & -8L;
            __m256i t146 = _mm256_set1_epi32((int)t143);
            __m256i t147 = t146;
            __m256i k_v_5 = _mm256_add_epi32(t147, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_7 = 0L;
            for (;;) {
                __m256i k_v_26 = k_v_5;
                __m256i t148 = _mm256_sub_epi32(_mm256_set1_epi32(5), k_v_26);
                _mm256_storeu_si256((__m256i *)(a23 + (int)((long)t143 + k_vec_7)), t148);
                k_vec_7 += 8L;
                __m256i t149 = _mm256_add_epi32(k_v_5, _mm256_set1_epi32(8));
                if (k_vec_7 >= t145) {
                    break;
                }
                k_v_5 = t149;
            }
            t150 = (int)((long)t143 + t145);
        } else {
            t150 = t143;
        }
        long t151 = (long)n * 3L + (long)t150 * -1L;
        if ((t151 >= 1L) & (t151 <= 8L)) {
            __m256i t152 = _mm256_set1_epi32((int)(int)t151);
            __m256i t153 = _mm256_cmpgt_epi32(t152, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t154 = _mm256_set1_epi32((int)t150);
            __m256i t155 = t154;
            __m256i t156 = _mm256_add_epi32(t155, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i k_v_27 = t156;
            __m256i t157 = _mm256_set1_epi32(5);
            __m256i t158 = k_v_27;
            __m256i t159 = _mm256_sub_epi32(t157, t158);
            __m256i t160 = t159;
            _mm256_mask_storeu_epi32(a23 + (int)(long)t150, _mm256_movepi32_mask(t153), t160);
            k_3 = (int)((long)t150 + t151);
        } else {
            k_3 = t150;
        }
        for (; k_3 < t129; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t161 = (long)n * 2L;
        if (t161 >= 16L) {
            long t162 = t161 & -16L;
            __m128i t163 = _mm_set1_epi32(0);
            __m128i t164 = t163;
            __m128i k_v_6 = _mm_add_epi32(t164, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i k_v_28 = k_v_6;
                __m256d t165 = _mm256_cvtepi32_pd(k_v_28);
                __m256d t166 = _mm256_xor_pd(t165, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)k_vec_8, t166);
                __m128i t167 = _mm_add_epi32(k_v_6, _mm_set1_epi32(4));
                __m128i k_v_29 = t167;
                __m256d t168 = _mm256_cvtepi32_pd(k_v_29);
                __m256d t169 = _mm256_xor_pd(t168, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(k_vec_8 + 4L), t169);
                __m128i t170 = _mm_add_epi32(k_v_6, _mm_set1_epi32(8));
                __m128i k_v_30 = t170;
                __m256d t171 = _mm256_cvtepi32_pd(k_v_30);
                __m256d t172 = _mm256_xor_pd(t171, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(k_vec_8 + 8L), t172);
                __m128i t173 = _mm_add_epi32(k_v_6, _mm_set1_epi32(12));
                __m128i k_v_31 = t173;
                __m256d t174 = _mm256_cvtepi32_pd(k_v_31);
                __m256d t175 = _mm256_xor_pd(t174, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)(k_vec_8 + 12L), t175);
                k_vec_8 += 16L;
                __m128i t176 = _mm_add_epi32(k_v_6, _mm_set1_epi32(16));
                if (k_vec_8 >= t162) {
                    break;
                }
                k_v_6 = t176;
            }
            t177 = (int)t162;
        } else {
            t177 = 0;
        }
        long t178 = (long)n * 2L + (long)t177 * -1L;
        if (t178 >= 4L) {
            long t179 = t178 & -4L;
            __m128i t180 = _mm_set1_epi32((int)t177);
            __m128i t181 = t180;
            __m128i k_v_7 = _mm_add_epi32(t181, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_9 = 0L;
            for (;;) {
                __m128i k_v_32 = k_v_7;
                __m256d t182 = _mm256_cvtepi32_pd(k_v_32);
                __m256d t183 = _mm256_xor_pd(t182, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (int)((long)t177 + k_vec_9), t183);
                k_vec_9 += 4L;
                __m128i t184 = _mm_add_epi32(k_v_7, _mm_set1_epi32(4));
                if (k_vec_9 >= t179) {
                    break;
                }
                k_v_7 = t184;
            }
            k_4 = (int)((long)t177 + t179);
        } else {
            k_4 = t177;
        }
        for (; k_4 < t61; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t185 = b;
        evens(n, a2, t185, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t185);
        odd_doubles(n, ad, bd);
        unsigned long long t186 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t61 * 8UL));
        unsigned long long t187 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t129 * 4UL));
        if (t57) {
            unsigned long t188 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t130 * 4UL));
            t189 = (unsigned long long)t188;
        } else {
            t189 = 0ULL;
        }
        if (t57) {
            unsigned long t190 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t101 * 4UL));
            t191 = (unsigned long long)t190;
        } else {
            t191 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t191, t189, t187, t186);
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
