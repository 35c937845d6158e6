/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized generic=4 avx2=4 avx512=5 neon=5 */
#include "harness.h"

/* Store groups with gaps (`a[2 * i] = ...`: the odd elements are never written): on targets
   whose masked stores are free (AVX-512's k-masks) one group of masked stores, whose masks
   leave the gaps' elements as they were; elsewhere each member lane extracted and stored on
   its own where the members fill at least half the group (all but `thirds` on AVX2 and
   generic; every group on SSE and NEON), the rest priced as the per-lane scatters of masked
   stores (not worth vectorizing here). The arrays are exactly as long as the scalar loop's last store
   needs (the heap's redzone is right behind them) and start filled with a pattern that the
   gaps must keep. Kernels: one member of stride 2 (bench step2_i32), one of stride 3, two of
   stride 3, a double member of stride 2, and a constant count over a global array. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:14 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + i_vec));
            __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + i_vec));
            __m256i t4 = _mm256_add_epi32(b_v, c_v);
            __m256i t5 = _mm256_permutex2var_epi32(t4, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t4);
            __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t3, _mm256_movepi32_mask(t6), t5);
            __m256i t7 = _mm256_permutex2var_epi32(t4, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t4);
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t3 + 8, _mm256_movepi32_mask(t8), t7);
            long t9 = i_vec + 8L;
            int *t10 = a + 2 * (int)t9;
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t9));
            __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t9));
            __m256i t11 = _mm256_add_epi32(b_v_1, c_v_1);
            __m256i t12 = _mm256_permutex2var_epi32(t11, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t11);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t10, _mm256_movepi32_mask(t13), t12);
            __m256i t14 = _mm256_permutex2var_epi32(t11, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t11);
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t10 + 8, _mm256_movepi32_mask(t15), t14);
            i_vec += 16L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 8L) {
        long t18 = t17 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:14 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            int *t20 = a + 2 * (int)t19;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t19));
            __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t19));
            __m256i t21 = _mm256_add_epi32(b_v_2, c_v_2);
            __m256i t22 = _mm256_permutex2var_epi32(t21, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t21);
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t20, _mm256_movepi32_mask(t23), t22);
            __m256i t24 = _mm256_permutex2var_epi32(t21, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t21);
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t20 + 8, _mm256_movepi32_mask(t25), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
    }
    for (; i < n; i++) {
        long t26 = (long)i;
        a[2 * i] = b[t26] + c[t26];
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:19 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            float *t3 = a + (3 * (int)i_vec + 1);
            __m256 b_v = _mm256_loadu_ps(b + i_vec);
            __m256 t4 = _mm256_mul_ps(b_v, _mm256_set1_ps(2.0f));
            __m256 t5 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t4, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t6 = (__m256)__builtin_shufflevector((vcc_v8_float)t5, (vcc_v8_float)t4, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t7 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3, _mm256_movepi32_mask(t7), t6);
            __m256 t8 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t4, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t9 = (__m256)__builtin_shufflevector((vcc_v8_float)t8, (vcc_v8_float)t4, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t10 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3 + 8, _mm256_movepi32_mask(t10), t9);
            __m256 t11 = (__m256)__builtin_shufflevector((vcc_v8_float)t4, (vcc_v8_float)t4, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t12 = (__m256)__builtin_shufflevector((vcc_v8_float)t11, (vcc_v8_float)t4, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t3 + 16, _mm256_movepi32_mask(t13), t12);
            long t14 = i_vec + 8L;
            float *t15 = a + (3 * (int)t14 + 1);
            __m256 b_v_1 = _mm256_loadu_ps(b + t14);
            __m256 t16 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(2.0f));
            __m256 t17 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t16, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t18 = (__m256)__builtin_shufflevector((vcc_v8_float)t17, (vcc_v8_float)t16, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t19 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t15, _mm256_movepi32_mask(t19), t18);
            __m256 t20 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t16, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t21 = (__m256)__builtin_shufflevector((vcc_v8_float)t20, (vcc_v8_float)t16, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t15 + 8, _mm256_movepi32_mask(t22), t21);
            __m256 t23 = (__m256)__builtin_shufflevector((vcc_v8_float)t16, (vcc_v8_float)t16, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t24 = (__m256)__builtin_shufflevector((vcc_v8_float)t23, (vcc_v8_float)t16, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t15 + 16, _mm256_movepi32_mask(t25), t24);
            i_vec += 16L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 8L) {
        long t28 = t27 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:19 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            float *t30 = a + (3 * (int)t29 + 1);
            __m256 b_v_2 = _mm256_loadu_ps(b + t29);
            __m256 t31 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(2.0f));
            __m256 t32 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256 t33 = (__m256)__builtin_shufflevector((vcc_v8_float)t32, (vcc_v8_float)t31, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t30, _mm256_movepi32_mask(t34), t33);
            __m256 t35 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256 t36 = (__m256)__builtin_shufflevector((vcc_v8_float)t35, (vcc_v8_float)t31, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t30 + 8, _mm256_movepi32_mask(t37), t36);
            __m256 t38 = (__m256)__builtin_shufflevector((vcc_v8_float)t31, (vcc_v8_float)t31, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256 t39 = (__m256)__builtin_shufflevector((vcc_v8_float)t38, (vcc_v8_float)t31, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_ps(t30 + 16, _mm256_movepi32_mask(t40), t39);
            i_vec_1 += 8L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t28;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:24 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            __m256i b_v = _mm256_loadu_si256((const __m256i *)t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)t3);
            __m256i t5 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_1);
            __m256i t6 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v, (vcc_v8_int)b_v, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t7 = (__m256i)__builtin_shufflevector((vcc_v8_int)t6, (vcc_v8_int)t5, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t4 + -2, _mm256_movepi32_mask(t8), t7);
            __m256i t9 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v, (vcc_v8_int)b_v, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t10 = (__m256i)__builtin_shufflevector((vcc_v8_int)t9, (vcc_v8_int)t5, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t4 + 6, _mm256_movepi32_mask(t11), t10);
            __m256i t12 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v, (vcc_v8_int)b_v, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t13 = (__m256i)__builtin_shufflevector((vcc_v8_int)t12, (vcc_v8_int)t5, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t14 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t4 + 14, _mm256_movepi32_mask(t14), t13);
            long t15 = i_vec + 8L;
            const int *t16 = b + t15;
            __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)t16);
            int *t17 = a + (3 * (int)t15 + 2);
            __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)t16);
            __m256i t18 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_3);
            __m256i t19 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_2, (vcc_v8_int)b_v_2, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t20 = (__m256i)__builtin_shufflevector((vcc_v8_int)t19, (vcc_v8_int)t18, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t21 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t17 + -2, _mm256_movepi32_mask(t21), t20);
            __m256i t22 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_2, (vcc_v8_int)b_v_2, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t23 = (__m256i)__builtin_shufflevector((vcc_v8_int)t22, (vcc_v8_int)t18, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t24 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t17 + 6, _mm256_movepi32_mask(t24), t23);
            __m256i t25 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_2, (vcc_v8_int)b_v_2, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t26 = (__m256i)__builtin_shufflevector((vcc_v8_int)t25, (vcc_v8_int)t18, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t17 + 14, _mm256_movepi32_mask(t27), t26);
            i_vec += 16L;
        } while (i_vec < t2);
        t28 = (int)t2;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 8L) {
        long t30 = t29 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:24 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t31 = (long)t28 + i_vec_1;
            const int *t32 = b + t31;
            __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)t32);
            int *t33 = a + (3 * (int)t31 + 2);
            __m256i b_v_5 = _mm256_loadu_si256((const __m256i *)t32);
            __m256i t34 = _mm256_sub_epi32(_mm256_setzero_si256(), b_v_5);
            __m256i t35 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_4, (vcc_v8_int)b_v_4, 0, 8, 0, 1, 9, 0, 2, 10);
            __m256i t36 = (__m256i)__builtin_shufflevector((vcc_v8_int)t35, (vcc_v8_int)t34, 0, 1, 8, 3, 4, 9, 6, 7);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t33 + -2, _mm256_movepi32_mask(t37), t36);
            __m256i t38 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_4, (vcc_v8_int)b_v_4, 0, 3, 11, 0, 4, 12, 0, 5);
            __m256i t39 = (__m256i)__builtin_shufflevector((vcc_v8_int)t38, (vcc_v8_int)t34, 10, 1, 2, 11, 4, 5, 12, 7);
            __m256i t40 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t33 + 6, _mm256_movepi32_mask(t40), t39);
            __m256i t41 = (__m256i)__builtin_shufflevector((vcc_v8_int)b_v_4, (vcc_v8_int)b_v_4, 13, 0, 6, 14, 0, 7, 15, 0);
            __m256i t42 = (__m256i)__builtin_shufflevector((vcc_v8_int)t41, (vcc_v8_int)t34, 0, 13, 2, 3, 14, 5, 6, 15);
            __m256i t43 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_epi32(t33 + 14, _mm256_movepi32_mask(t43), t42);
            i_vec_1 += 8L;
        } while (i_vec_1 < t30);
        i = (int)((long)t28 + t30);
    } else {
        i = t28;
    }
    for (; i < n; i++) {
        int t44 = 3 * i;
        const int *t45 = b + i;
        a[t44] = *t45;
        a[t44 + 2] = -*t45;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:31 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            __m256d b_v = _mm256_loadu_pd(b + i_vec);
            __m256d t4 = _mm256_add_pd(b_v, _mm256_set1_pd(0.5));
            __m256d t5 = _mm256_permutex2var_pd(t4, _mm256_setr_epi64x(0, 4, 1, 5), t4);
            __m128i t6 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t3, _mm_movepi32_mask(t6), t5);
            __m256d t7 = _mm256_permutex2var_pd(t4, _mm256_setr_epi64x(2, 6, 3, 7), t4);
            __m128i t8 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t3 + 4, _mm_movepi32_mask(t8), t7);
            long t9 = i_vec + 4L;
            double *t10 = a + (2 * (int)t9 + 1);
            __m256d b_v_1 = _mm256_loadu_pd(b + t9);
            __m256d t11 = _mm256_add_pd(b_v_1, _mm256_set1_pd(0.5));
            __m256d t12 = _mm256_permutex2var_pd(t11, _mm256_setr_epi64x(0, 4, 1, 5), t11);
            __m128i t13 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t10, _mm_movepi32_mask(t13), t12);
            __m256d t14 = _mm256_permutex2var_pd(t11, _mm256_setr_epi64x(2, 6, 3, 7), t11);
            __m128i t15 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t10 + 4, _mm_movepi32_mask(t15), t14);
            long t16 = i_vec + 8L;
            double *t17 = a + (2 * (int)t16 + 1);
            __m256d b_v_2 = _mm256_loadu_pd(b + t16);
            __m256d t18 = _mm256_add_pd(b_v_2, _mm256_set1_pd(0.5));
            __m256d t19 = _mm256_permutex2var_pd(t18, _mm256_setr_epi64x(0, 4, 1, 5), t18);
            __m128i t20 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t17, _mm_movepi32_mask(t20), t19);
            __m256d t21 = _mm256_permutex2var_pd(t18, _mm256_setr_epi64x(2, 6, 3, 7), t18);
            __m128i t22 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t17 + 4, _mm_movepi32_mask(t22), t21);
            long t23 = i_vec + 12L;
            double *t24 = a + (2 * (int)t23 + 1);
            __m256d b_v_3 = _mm256_loadu_pd(b + t23);
            __m256d t25 = _mm256_add_pd(b_v_3, _mm256_set1_pd(0.5));
            __m256d t26 = _mm256_permutex2var_pd(t25, _mm256_setr_epi64x(0, 4, 1, 5), t25);
            __m128i t27 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t24, _mm_movepi32_mask(t27), t26);
            __m256d t28 = _mm256_permutex2var_pd(t25, _mm256_setr_epi64x(2, 6, 3, 7), t25);
            __m128i t29 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t24 + 4, _mm_movepi32_mask(t29), t28);
            i_vec += 16L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 4L) {
        long t32 = t31 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:31 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            double *t34 = a + (2 * (int)t33 + 1);
            __m256d b_v_4 = _mm256_loadu_pd(b + t33);
            __m256d t35 = _mm256_add_pd(b_v_4, _mm256_set1_pd(0.5));
            __m256d t36 = _mm256_permutex2var_pd(t35, _mm256_setr_epi64x(0, 4, 1, 5), t35);
            __m128i t37 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t34, _mm_movepi32_mask(t37), t36);
            __m256d t38 = _mm256_permutex2var_pd(t35, _mm256_setr_epi64x(2, 6, 3, 7), t35);
            __m128i t39 = _mm_movm_epi32(_mm_cmp_epi32_mask(_mm_setr_epi32(1, 0, 1, 0), _mm_set1_epi32(0), _MM_CMPINT_NE));
            _mm256_mask_storeu_pd(t34 + 4, _mm_movepi32_mask(t39), t38);
            i_vec_1 += 4L;
        } while (i_vec_1 < t32);
        i = (int)((long)t30 + t32);
    } else {
        i = t30;
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
    /* vcc: loop at store_gaps.c:40 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        __m256i gb_v = _mm256_loadu_si256((const __m256i *)&gb[i_vec]);
        __m256i t2 = _mm256_mullo_epi32(gb_v, _mm256_set1_epi32(3));
        __m256i t3 = _mm256_permutex2var_epi32(t2, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t2);
        __m256i t4 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t1, _mm256_movepi32_mask(t4), t3);
        __m256i t5 = _mm256_permutex2var_epi32(t2, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t2);
        __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t1 + 8, _mm256_movepi32_mask(t6), t5);
        long t7 = i_vec + 8L;
        int *t8 = &g[2 * (int)t7];
        __m256i gb_v_1 = _mm256_loadu_si256((const __m256i *)&gb[t7]);
        __m256i t9 = _mm256_mullo_epi32(gb_v_1, _mm256_set1_epi32(3));
        __m256i t10 = _mm256_permutex2var_epi32(t9, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t9);
        __m256i t11 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t8, _mm256_movepi32_mask(t11), t10);
        __m256i t12 = _mm256_permutex2var_epi32(t9, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t9);
        __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t8 + 8, _mm256_movepi32_mask(t13), t12);
        long t14 = i_vec + 16L;
        int *t15 = &g[2 * (int)t14];
        __m256i gb_v_2 = _mm256_loadu_si256((const __m256i *)&gb[t14]);
        __m256i t16 = _mm256_mullo_epi32(gb_v_2, _mm256_set1_epi32(3));
        __m256i t17 = _mm256_permutex2var_epi32(t16, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t16);
        __m256i t18 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t15, _mm256_movepi32_mask(t18), t17);
        __m256i t19 = _mm256_permutex2var_epi32(t16, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t16);
        __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t15 + 8, _mm256_movepi32_mask(t20), t19);
        long t21 = i_vec + 24L;
        int *t22 = &g[2 * (int)t21];
        __m256i gb_v_3 = _mm256_loadu_si256((const __m256i *)&gb[t21]);
        __m256i t23 = _mm256_mullo_epi32(gb_v_3, _mm256_set1_epi32(3));
        __m256i t24 = _mm256_permutex2var_epi32(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t23);
        __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t22, _mm256_movepi32_mask(t25), t24);
        __m256i t26 = _mm256_permutex2var_epi32(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t23);
        __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t22 + 8, _mm256_movepi32_mask(t27), t26);
        i_vec += 32L;
    } while (i_vec < 992L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:40 vector epilogue: VF 8, UF 1, scalar epilogue */
    do {
        long t28 = 992L + i_vec_1;
        int *t29 = &g[2 * (int)t28];
        __m256i gb_v_4 = _mm256_loadu_si256((const __m256i *)&gb[t28]);
        __m256i t30 = _mm256_mullo_epi32(gb_v_4, _mm256_set1_epi32(3));
        __m256i t31 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
        __m256i t32 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t29, _mm256_movepi32_mask(t32), t31);
        __m256i t33 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
        __m256i t34 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
        _mm256_mask_storeu_epi32(t29 + 8, _mm256_movepi32_mask(t34), t33);
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
    int t39;
    int k;
    int t61;
    int t62;
    int t63;
    int t80;
    int t87;
    int k_1;
    int t95;
    int t107;
    int t113;
    int k_2;
    int t120;
    int t121;
    int t133;
    int t139;
    int k_3;
    int t161;
    int k_4;
    unsigned long long t172;
    unsigned long long t174;
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
            __m256i t175 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_8 = (vcc_v8_uint)_mm256_add_epi32(t175, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&g[k_vec_10], (__m256i)k_v_8);
                __m256i t176 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(8));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 8L], t176);
                __m256i t177 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(16));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 16L], t177);
                __m256i t178 = _mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(24));
                _mm256_storeu_si256((__m256i *)&g[k_vec_10 + 24L], t178);
                k_vec_10 += 32L;
                k_v_8 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_8, _mm256_set1_epi32(32));
            } while (k_vec_10 < 1984L);
            __m256i t179 = _mm256_set1_epi32(1984);
            vcc_v8_uint k_v_9 = (vcc_v8_uint)_mm256_add_epi32(t179, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_11 = 0L;
            /* vcc: loop at store_gaps.c:75 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                _mm256_storeu_si256((__m256i *)&g[1984L + k_vec_11], (__m256i)k_v_9);
                k_vec_11 += 8L;
                k_v_9 = (vcc_v8_uint)_mm256_add_epi32((__m256i)k_v_9, _mm256_set1_epi32(8));
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
        long t9 = (long)((unsigned long)t4 - (unsigned long)t2);
        unsigned long t10 = (unsigned long)t2;
        unsigned long t11 = (unsigned long)t5;
        unsigned long t12 = (unsigned long)t3;
        unsigned long t13 = (unsigned long)t4;
        long t14 = (long)((unsigned long)t3 - (unsigned long)t4);
        unsigned long t15 = (unsigned long)t3;
        unsigned long t16 = (unsigned long)t5;
        unsigned long t17 = (unsigned long)t4;
        unsigned long t18 = (unsigned long)t5;
        if ((t6 >= 16L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 64L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 64L))) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15)) & (((t17 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t17))) {
            long t19 = t6 & -16L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:52 vectorized: VF 4, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
            do {
                __m128i b_v = _mm_loadu_si128((const __m128i *)(b + k_vec));
                __m128 t20 = _mm_cvtepi32_ps(b_v);
                __m128 t21 = _mm_mul_ps(t20, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + k_vec, t21);
                __m128i c_v = _mm_loadu_si128((const __m128i *)(c + k_vec));
                __m256d t22 = _mm256_cvtepi32_pd(c_v);
                __m256d t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + k_vec, t23);
                long t24 = k_vec + 4L;
                __m128i b_v_1 = _mm_loadu_si128((const __m128i *)(b + t24));
                __m128 t25 = _mm_cvtepi32_ps(b_v_1);
                __m128 t26 = _mm_mul_ps(t25, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t24, t26);
                __m128i c_v_1 = _mm_loadu_si128((const __m128i *)(c + t24));
                __m256d t27 = _mm256_cvtepi32_pd(c_v_1);
                __m256d t28 = _mm256_mul_pd(t27, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t24, t28);
                long t29 = k_vec + 8L;
                __m128i b_v_2 = _mm_loadu_si128((const __m128i *)(b + t29));
                __m128 t30 = _mm_cvtepi32_ps(b_v_2);
                __m128 t31 = _mm_mul_ps(t30, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t29, t31);
                __m128i c_v_2 = _mm_loadu_si128((const __m128i *)(c + t29));
                __m256d t32 = _mm256_cvtepi32_pd(c_v_2);
                __m256d t33 = _mm256_mul_pd(t32, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t29, t33);
                long t34 = k_vec + 12L;
                __m128i b_v_3 = _mm_loadu_si128((const __m128i *)(b + t34));
                __m128 t35 = _mm_cvtepi32_ps(b_v_3);
                __m128 t36 = _mm_mul_ps(t35, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t34, t36);
                __m128i c_v_3 = _mm_loadu_si128((const __m128i *)(c + t34));
                __m256d t37 = _mm256_cvtepi32_pd(c_v_3);
                __m256d t38 = _mm256_mul_pd(t37, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t34, t38);
                k_vec += 16L;
            } while (k_vec < t19);
            t39 = (int)t19;
        } else {
            t39 = 0;
        }
        long t40 = (long)n + (long)t39 * -1L;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t4;
        long t43 = (long)((unsigned long)t4 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t39 * 4L)));
        unsigned long t44 = (unsigned long)t2;
        unsigned long t45 = (unsigned long)t5;
        unsigned long t46 = (unsigned long)t3;
        unsigned long t47 = (unsigned long)t4;
        long t48 = (long)((unsigned long)t3 + (unsigned long)((long)t39 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t39 * 4L)));
        unsigned long t49 = (unsigned long)t3;
        unsigned long t50 = (unsigned long)t5;
        unsigned long t51 = (unsigned long)t4;
        unsigned long t52 = (unsigned long)t5;
        if ((t40 >= 4L) & (((t41 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t39 * 4L))) | ((t42 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t39 * 4L))) | ((t43 <= 0L) | (t43 >= 16L))) & (((t44 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t39 * 8L))) | ((t45 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t39 * 4L)))) & (((t46 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t39 * 4L))) | ((t47 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t39 * 4L))) | ((t48 <= 0L) | (t48 >= 16L))) & (((t49 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t39 * 8L))) | ((t50 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t49 + (unsigned long)((long)t39 * 4L)))) & (((t51 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t39 * 8L))) | ((t52 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t39 * 4L))))) {
            long t53 = t40 & -4L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 4, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t54 = (long)t39 + k_vec_1;
                __m128i b_v_4 = _mm_loadu_si128((const __m128i *)(b + t54));
                __m128 t55 = _mm_cvtepi32_ps(b_v_4);
                __m128 t56 = _mm_mul_ps(t55, _mm_set1_ps(0.25f));
                _mm_storeu_ps(bf + t54, t56);
                __m128i c_v_4 = _mm_loadu_si128((const __m128i *)(c + t54));
                __m256d t57 = _mm256_cvtepi32_pd(c_v_4);
                __m256d t58 = _mm256_mul_pd(t57, _mm256_set1_pd(0.125));
                _mm256_storeu_pd(bd + t54, t58);
                k_vec_1 += 4L;
            } while (k_vec_1 < t53);
            k = (int)((long)t39 + t53);
        } else {
            k = t39;
        }
        for (; k < n; k++) {
            long t59 = (long)k;
            bf[t59] = (float)b[t59] * 0.25f;
            bd[t59] = (double)c[t59] * 0.125;
        }
        int t60 = n > 0;
        if (t60) {
            t61 = 2 * n - 1;
        } else {
            t61 = 0;
        }
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t61, 4UL));
        if (t60) {
            t62 = 3 * n - 1;
        } else {
            t62 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t62, 4UL));
        if (t60) {
            t63 = 3 * n;
        } else {
            t63 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t63, 4UL));
        int t64 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t64, 8UL));
        long t65 = (long)n * 2L + -1L;
        if (t65 >= 32L) {
            long t66 = t65 & -32L;
            __m256i t67 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v = (vcc_v8_uint)_mm256_add_epi32(t67, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t68 = _mm256_mullo_epi32(_mm256_set1_epi32(7), (__m256i)k_v);
                __m256i t69 = _mm256_add_epi32(t68, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + k_vec_2), t69);
                __m256i t70 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(8));
                __m256i t71 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t70);
                __m256i t72 = _mm256_add_epi32(t71, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 8L)), t72);
                __m256i t73 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(16));
                __m256i t74 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t73);
                __m256i t75 = _mm256_add_epi32(t74, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 16L)), t75);
                __m256i t76 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(24));
                __m256i t77 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t76);
                __m256i t78 = _mm256_add_epi32(t77, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + (k_vec_2 + 24L)), t78);
                k_vec_2 += 32L;
                __m256i t79 = _mm256_add_epi32((__m256i)k_v, _mm256_set1_epi32(32));
                if (k_vec_2 >= t66) {
                    break;
                }
                k_v = (vcc_v8_uint)t79;
            }
            t80 = (int)t66;
        } else {
            t80 = 0;
        }
        long t81 = (long)n * 2L + (long)t80 * -1L + -1L;
        if (t81 >= 8L) {
            long t82 = t81 & -8L;
            __m256i t83 = _mm256_set1_epi32((int)t80);
            vcc_v8_uint k_v_1 = (vcc_v8_uint)_mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t84 = _mm256_mullo_epi32(_mm256_set1_epi32(7), (__m256i)k_v_1);
                __m256i t85 = _mm256_add_epi32(t84, _mm256_set1_epi32(1));
                _mm256_storeu_si256((__m256i *)(a2 + ((long)t80 + k_vec_3)), t85);
                k_vec_3 += 8L;
                __m256i t86 = _mm256_add_epi32((__m256i)k_v_1, _mm256_set1_epi32(8));
                if (k_vec_3 >= t82) {
                    break;
                }
                k_v_1 = (vcc_v8_uint)t86;
            }
            t87 = (int)((long)t80 + t82);
        } else {
            t87 = t80;
        }
        long t88 = (long)n * 2L + (long)t87 * -1L + -1L;
        if ((t88 >= 1L) & (t88 <= 8L)) {
            __m256i t89 = _mm256_set1_epi32((int)(int)t88);
            __m256i t90 = _mm256_cmpgt_epi32(t89, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t91 = _mm256_set1_epi32((int)t87);
            __m256i t92 = _mm256_add_epi32(t91, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t93 = _mm256_mullo_epi32(_mm256_set1_epi32(7), t92);
            __m256i t94 = _mm256_add_epi32(t93, _mm256_set1_epi32(1));
            _mm256_mask_storeu_epi32(a2 + (long)t87, _mm256_movepi32_mask(t90), t94);
            k_1 = (int)((long)t87 + t88);
        } else {
            k_1 = t87;
        }
        for (;; k_1++) {
            t95 = t64 - 1;
            if (k_1 >= t95) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t96 = (long)n * 3L + -1L;
        if (t96 >= 32L) {
            long t97 = t96 & -32L;
            __m256i t98 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_2 = (vcc_v8_uint)_mm256_add_epi32(t98, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256 t99 = _mm256_cvtepi32_ps((__m256i)k_v_2);
                _mm256_storeu_ps(a3 + k_vec_4, t99);
                __m256i t100 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(8));
                __m256 t101 = _mm256_cvtepi32_ps(t100);
                _mm256_storeu_ps(a3 + (k_vec_4 + 8L), t101);
                __m256i t102 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(16));
                __m256 t103 = _mm256_cvtepi32_ps(t102);
                _mm256_storeu_ps(a3 + (k_vec_4 + 16L), t103);
                __m256i t104 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(24));
                __m256 t105 = _mm256_cvtepi32_ps(t104);
                _mm256_storeu_ps(a3 + (k_vec_4 + 24L), t105);
                k_vec_4 += 32L;
                __m256i t106 = _mm256_add_epi32((__m256i)k_v_2, _mm256_set1_epi32(32));
                if (k_vec_4 >= t97) {
                    break;
                }
                k_v_2 = (vcc_v8_uint)t106;
            }
            t107 = (int)t97;
        } else {
            t107 = 0;
        }
        long t108 = (long)n * 3L + (long)t107 * -1L + -1L;
        if (t108 >= 8L) {
            long t109 = t108 & -8L;
            __m256i t110 = _mm256_set1_epi32((int)t107);
            vcc_v8_uint k_v_3 = (vcc_v8_uint)_mm256_add_epi32(t110, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256 t111 = _mm256_cvtepi32_ps((__m256i)k_v_3);
                _mm256_storeu_ps(a3 + ((long)t107 + k_vec_5), t111);
                k_vec_5 += 8L;
                __m256i t112 = _mm256_add_epi32((__m256i)k_v_3, _mm256_set1_epi32(8));
                if (k_vec_5 >= t109) {
                    break;
                }
                k_v_3 = (vcc_v8_uint)t112;
            }
            t113 = (int)((long)t107 + t109);
        } else {
            t113 = t107;
        }
        long t114 = (long)n * 3L + (long)t113 * -1L + -1L;
        if ((t114 >= 1L) & (t114 <= 8L)) {
            __m256i t115 = _mm256_set1_epi32((int)(int)t114);
            __m256i t116 = _mm256_cmpgt_epi32(t115, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t117 = _mm256_set1_epi32((int)t113);
            __m256i t118 = _mm256_add_epi32(t117, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256 t119 = _mm256_cvtepi32_ps(t118);
            _mm256_mask_storeu_ps(a3 + (long)t113, _mm256_movepi32_mask(t116), t119);
            k_2 = (int)((long)t113 + t114);
        } else {
            k_2 = t113;
        }
        for (;; k_2++) {
            t120 = 3 * n;
            t121 = t120 - 1;
            if (k_2 >= t121) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t122 = (long)n * 3L;
        if (t122 >= 32L) {
            long t123 = t122 & -32L;
            __m256i t124 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_4 = (vcc_v8_uint)_mm256_add_epi32(t124, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i t125 = _mm256_sub_epi32(_mm256_set1_epi32(5), (__m256i)k_v_4);
                _mm256_storeu_si256((__m256i *)(a23 + k_vec_6), t125);
                __m256i t126 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(8));
                __m256i t127 = _mm256_sub_epi32(_mm256_set1_epi32(5), t126);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 8L)), t127);
                __m256i t128 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(16));
                __m256i t129 = _mm256_sub_epi32(_mm256_set1_epi32(5), t128);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 16L)), t129);
                __m256i t130 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(24));
                __m256i t131 = _mm256_sub_epi32(_mm256_set1_epi32(5), t130);
                _mm256_storeu_si256((__m256i *)(a23 + (k_vec_6 + 24L)), t131);
                k_vec_6 += 32L;
                __m256i t132 = _mm256_add_epi32((__m256i)k_v_4, _mm256_set1_epi32(32));
                if (k_vec_6 >= t123) {
                    break;
                }
                k_v_4 = (vcc_v8_uint)t132;
            }
            t133 = (int)t123;
        } else {
            t133 = 0;
        }
        long t134 = (long)n * 3L + (long)t133 * -1L;
        if (t134 >= 8L) {
            long t135 = t134 & -8L;
            __m256i t136 = _mm256_set1_epi32((int)t133);
            vcc_v8_uint k_v_5 = (vcc_v8_uint)_mm256_add_epi32(t136, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m256i t137 = _mm256_sub_epi32(_mm256_set1_epi32(5), (__m256i)k_v_5);
                _mm256_storeu_si256((__m256i *)(a23 + ((long)t133 + k_vec_7)), t137);
                k_vec_7 += 8L;
                __m256i t138 = _mm256_add_epi32((__m256i)k_v_5, _mm256_set1_epi32(8));
                if (k_vec_7 >= t135) {
                    break;
                }
                k_v_5 = (vcc_v8_uint)t138;
            }
            t139 = (int)((long)t133 + t135);
        } else {
            t139 = t133;
        }
        long t140 = (long)n * 3L + (long)t139 * -1L;
        if ((t140 >= 1L) & (t140 <= 8L)) {
            __m256i t141 = _mm256_set1_epi32((int)(int)t140);
            __m256i t142 = _mm256_cmpgt_epi32(t141, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t143 = _mm256_set1_epi32((int)t139);
            __m256i t144 = _mm256_add_epi32(t143, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t145 = _mm256_sub_epi32(_mm256_set1_epi32(5), t144);
            _mm256_mask_storeu_epi32(a23 + (long)t139, _mm256_movepi32_mask(t142), t145);
            k_3 = (int)((long)t139 + t140);
        } else {
            k_3 = t139;
        }
        for (; k_3 < t120; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t146 = (long)n * 2L;
        if (t146 >= 16L) {
            long t147 = t146 & -16L;
            __m128i t148 = _mm_set1_epi32(0);
            vcc_v4_uint k_v_6 = (vcc_v4_uint)_mm_add_epi32(t148, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m256d t149 = _mm256_cvtepi32_pd((__m128i)k_v_6);
                __m256d t150 = _mm256_xor_pd(t149, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + k_vec_8, t150);
                __m128i t151 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(4));
                __m256d t152 = _mm256_cvtepi32_pd(t151);
                __m256d t153 = _mm256_xor_pd(t152, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 4L), t153);
                __m128i t154 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(8));
                __m256d t155 = _mm256_cvtepi32_pd(t154);
                __m256d t156 = _mm256_xor_pd(t155, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 8L), t156);
                __m128i t157 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(12));
                __m256d t158 = _mm256_cvtepi32_pd(t157);
                __m256d t159 = _mm256_xor_pd(t158, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + (k_vec_8 + 12L), t159);
                k_vec_8 += 16L;
                __m128i t160 = _mm_add_epi32((__m128i)k_v_6, _mm_set1_epi32(16));
                if (k_vec_8 >= t147) {
                    break;
                }
                k_v_6 = (vcc_v4_uint)t160;
            }
            t161 = (int)t147;
        } else {
            t161 = 0;
        }
        long t162 = (long)n * 2L + (long)t161 * -1L;
        if (t162 >= 4L) {
            long t163 = t162 & -4L;
            __m128i t164 = _mm_set1_epi32((int)t161);
            vcc_v4_uint k_v_7 = (vcc_v4_uint)_mm_add_epi32(t164, _mm_setr_epi32(0, 1, 2, 3));
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                __m256d t165 = _mm256_cvtepi32_pd((__m128i)k_v_7);
                __m256d t166 = _mm256_xor_pd(t165, _mm256_set1_pd(-0.0));
                _mm256_storeu_pd(ad + ((long)t161 + k_vec_9), t166);
                k_vec_9 += 4L;
                __m128i t167 = _mm_add_epi32((__m128i)k_v_7, _mm_set1_epi32(4));
                if (k_vec_9 >= t163) {
                    break;
                }
                k_v_7 = (vcc_v4_uint)t167;
            }
            k_4 = (int)((long)t161 + t163);
        } else {
            k_4 = t161;
        }
        for (; k_4 < t64; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t168 = b;
        evens(n, a2, t168, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t168);
        odd_doubles(n, ad, bd);
        unsigned long long t169 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t64 * 8UL));
        unsigned long long t170 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t120 * 4UL));
        if (t60) {
            unsigned long t171 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t121 * 4UL));
            t172 = (unsigned long long)t171;
        } else {
            t172 = 0ULL;
        }
        if (t60) {
            unsigned long t173 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t95 * 4UL));
            t174 = (unsigned long long)t173;
        } else {
            t174 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t174, t172, t170, t169);
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
