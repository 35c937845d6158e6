/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef float vcc_v16_float __attribute__((vector_size(64)));
typedef int vcc_v16_int __attribute__((vector_size(64)));
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void evens(int n, int *restrict a, const int *restrict b, const int *restrict c) {
    vcc_no_contract_body
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:14 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            int *t3 = a + 2 * (int)i_vec;
            __m512i b_v = _mm512_loadu_si512(b + i_vec);
            __m512i c_v = _mm512_loadu_si512(c + i_vec);
            __m512i t4 = _mm512_add_epi32(b_v, c_v);
            __m512i t5 = _mm512_permutex2var_epi32(t4, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t4);
            __mmask16 t6 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t3, t6, t5);
            __m512i t7 = _mm512_permutex2var_epi32(t4, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t4);
            __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t3 + 16, t8, t7);
            long t9 = i_vec + 16L;
            int *t10 = a + 2 * (int)t9;
            __m512i b_v_1 = _mm512_loadu_si512(b + t9);
            __m512i c_v_1 = _mm512_loadu_si512(c + t9);
            __m512i t11 = _mm512_add_epi32(b_v_1, c_v_1);
            __m512i t12 = _mm512_permutex2var_epi32(t11, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t11);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t10, t13, t12);
            __m512i t14 = _mm512_permutex2var_epi32(t11, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t11);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t10 + 16, t15, t14);
            i_vec += 32L;
        } while (i_vec < t2);
        t16 = (int)t2;
    } else {
        t16 = 0;
    }
    long t17 = (long)n + (long)t16 * -1L;
    if (t17 >= 16L) {
        long t18 = t17 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:14 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            int *t20 = a + 2 * (int)t19;
            __m512i b_v_2 = _mm512_loadu_si512(b + t19);
            __m512i c_v_2 = _mm512_loadu_si512(c + t19);
            __m512i t21 = _mm512_add_epi32(b_v_2, c_v_2);
            __m512i t22 = _mm512_permutex2var_epi32(t21, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t21);
            __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t20, t23, t22);
            __m512i t24 = _mm512_permutex2var_epi32(t21, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t21);
            __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t20 + 16, t25, t24);
            i_vec_1 += 16L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void thirds(int n, float *restrict a, const float *restrict b) {
    vcc_no_contract_body
    int t26;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:19 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            float *t3 = a + (3 * (int)i_vec + 1);
            __m512 b_v = _mm512_loadu_ps(b + i_vec);
            __m512 t4 = _mm512_mul_ps(b_v, _mm512_set1_ps(2.0f));
            __m512 t5 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t4, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t6 = (__m512)__builtin_shufflevector((vcc_v16_float)t5, (vcc_v16_float)t4, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t7 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3, t7, t6);
            __m512 t8 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t4, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t9 = (__m512)__builtin_shufflevector((vcc_v16_float)t8, (vcc_v16_float)t4, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t10 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3 + 16, t10, t9);
            __m512 t11 = (__m512)__builtin_shufflevector((vcc_v16_float)t4, (vcc_v16_float)t4, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t12 = (__m512)__builtin_shufflevector((vcc_v16_float)t11, (vcc_v16_float)t4, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t3 + 32, t13, t12);
            long t14 = i_vec + 16L;
            float *t15 = a + (3 * (int)t14 + 1);
            __m512 b_v_1 = _mm512_loadu_ps(b + t14);
            __m512 t16 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(2.0f));
            __m512 t17 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t16, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t18 = (__m512)__builtin_shufflevector((vcc_v16_float)t17, (vcc_v16_float)t16, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t15, t19, t18);
            __m512 t20 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t16, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t21 = (__m512)__builtin_shufflevector((vcc_v16_float)t20, (vcc_v16_float)t16, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t15 + 16, t22, t21);
            __m512 t23 = (__m512)__builtin_shufflevector((vcc_v16_float)t16, (vcc_v16_float)t16, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t24 = (__m512)__builtin_shufflevector((vcc_v16_float)t23, (vcc_v16_float)t16, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t15 + 32, t25, t24);
            i_vec += 32L;
        } while (i_vec < t2);
        t26 = (int)t2;
    } else {
        t26 = 0;
    }
    long t27 = (long)n + (long)t26 * -1L;
    if (t27 >= 16L) {
        long t28 = t27 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:19 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t29 = (long)t26 + i_vec_1;
            float *t30 = a + (3 * (int)t29 + 1);
            __m512 b_v_2 = _mm512_loadu_ps(b + t29);
            __m512 t31 = _mm512_mul_ps(b_v_2, _mm512_set1_ps(2.0f));
            __m512 t32 = (__m512)__builtin_shufflevector((vcc_v16_float)t31, (vcc_v16_float)t31, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512 t33 = (__m512)__builtin_shufflevector((vcc_v16_float)t32, (vcc_v16_float)t31, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t34 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t30, t34, t33);
            __m512 t35 = (__m512)__builtin_shufflevector((vcc_v16_float)t31, (vcc_v16_float)t31, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512 t36 = (__m512)__builtin_shufflevector((vcc_v16_float)t35, (vcc_v16_float)t31, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t30 + 16, t37, t36);
            __m512 t38 = (__m512)__builtin_shufflevector((vcc_v16_float)t31, (vcc_v16_float)t31, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512 t39 = (__m512)__builtin_shufflevector((vcc_v16_float)t38, (vcc_v16_float)t31, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_ps(t30 + 32, t40, t39);
            i_vec_1 += 16L;
        } while (i_vec_1 < t28);
        i = (int)((long)t26 + t28);
    } else {
        i = t26;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t28;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:24 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
        do {
            const int *t3 = b + i_vec;
            __m512i b_v = _mm512_loadu_si512(t3);
            int *t4 = a + (3 * (int)i_vec + 2);
            __m512i b_v_1 = _mm512_loadu_si512(t3);
            __m512i t5 = _mm512_sub_epi32(_mm512_setzero_si512(), b_v_1);
            __m512i t6 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v, (vcc_v16_int)b_v, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t7 = (__m512i)__builtin_shufflevector((vcc_v16_int)t6, (vcc_v16_int)t5, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t8 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4 + -2, t8, t7);
            __m512i t9 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v, (vcc_v16_int)b_v, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t10 = (__m512i)__builtin_shufflevector((vcc_v16_int)t9, (vcc_v16_int)t5, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4 + 14, t11, t10);
            __m512i t12 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v, (vcc_v16_int)b_v, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t13 = (__m512i)__builtin_shufflevector((vcc_v16_int)t12, (vcc_v16_int)t5, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t4 + 30, t14, t13);
            long t15 = i_vec + 16L;
            const int *t16 = b + t15;
            __m512i b_v_2 = _mm512_loadu_si512(t16);
            int *t17 = a + (3 * (int)t15 + 2);
            __m512i b_v_3 = _mm512_loadu_si512(t16);
            __m512i t18 = _mm512_sub_epi32(_mm512_setzero_si512(), b_v_3);
            __m512i t19 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_2, (vcc_v16_int)b_v_2, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t20 = (__m512i)__builtin_shufflevector((vcc_v16_int)t19, (vcc_v16_int)t18, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t17 + -2, t21, t20);
            __m512i t22 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_2, (vcc_v16_int)b_v_2, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t23 = (__m512i)__builtin_shufflevector((vcc_v16_int)t22, (vcc_v16_int)t18, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t17 + 14, t24, t23);
            __m512i t25 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_2, (vcc_v16_int)b_v_2, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t26 = (__m512i)__builtin_shufflevector((vcc_v16_int)t25, (vcc_v16_int)t18, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t17 + 30, t27, t26);
            i_vec += 32L;
        } while (i_vec < t2);
        t28 = (int)t2;
    } else {
        t28 = 0;
    }
    long t29 = (long)n + (long)t28 * -1L;
    if (t29 >= 16L) {
        long t30 = t29 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:24 vector epilogue: VF 16, UF 1, scalar epilogue */
        do {
            long t31 = (long)t28 + i_vec_1;
            const int *t32 = b + t31;
            __m512i b_v_4 = _mm512_loadu_si512(t32);
            int *t33 = a + (3 * (int)t31 + 2);
            __m512i b_v_5 = _mm512_loadu_si512(t32);
            __m512i t34 = _mm512_sub_epi32(_mm512_setzero_si512(), b_v_5);
            __m512i t35 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_4, (vcc_v16_int)b_v_4, 0, 16, 0, 1, 17, 0, 2, 18, 0, 3, 19, 0, 4, 20, 0, 5);
            __m512i t36 = (__m512i)__builtin_shufflevector((vcc_v16_int)t35, (vcc_v16_int)t34, 0, 1, 16, 3, 4, 17, 6, 7, 18, 9, 10, 19, 12, 13, 20, 15);
            __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t33 + -2, t37, t36);
            __m512i t38 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_4, (vcc_v16_int)b_v_4, 21, 0, 6, 22, 0, 7, 23, 0, 8, 24, 0, 9, 25, 0, 10, 26);
            __m512i t39 = (__m512i)__builtin_shufflevector((vcc_v16_int)t38, (vcc_v16_int)t34, 0, 21, 2, 3, 22, 5, 6, 23, 8, 9, 24, 11, 12, 25, 14, 15);
            __mmask16 t40 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t33 + 14, t40, t39);
            __m512i t41 = (__m512i)__builtin_shufflevector((vcc_v16_int)b_v_4, (vcc_v16_int)b_v_4, 0, 11, 27, 0, 12, 28, 0, 13, 29, 0, 14, 30, 0, 15, 31, 0);
            __m512i t42 = (__m512i)__builtin_shufflevector((vcc_v16_int)t41, (vcc_v16_int)t34, 26, 1, 2, 27, 4, 5, 28, 7, 8, 29, 10, 11, 30, 13, 14, 31);
            __mmask16 t43 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1), _mm512_set1_epi32(0), _MM_CMPINT_NE);
            _mm512_mask_storeu_epi32(t33 + 30, t43, t42);
            i_vec_1 += 16L;
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t30;
    int i;
    long t1 = (long)n;
    if (t1 >= 32L) {
        long t2 = t1 & -32L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:31 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
        do {
            double *t3 = a + (2 * (int)i_vec + 1);
            __m512d b_v = _mm512_loadu_pd(b + i_vec);
            __m512d t4 = _mm512_add_pd(b_v, _mm512_set1_pd(0.5));
            __m512d t5 = _mm512_permutex2var_pd(t4, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t4);
            __m256i t6 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t3, _mm256_movepi32_mask(t6), t5);
            __m512d t7 = _mm512_permutex2var_pd(t4, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t4);
            __m256i t8 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t3 + 8, _mm256_movepi32_mask(t8), t7);
            long t9 = i_vec + 8L;
            double *t10 = a + (2 * (int)t9 + 1);
            __m512d b_v_1 = _mm512_loadu_pd(b + t9);
            __m512d t11 = _mm512_add_pd(b_v_1, _mm512_set1_pd(0.5));
            __m512d t12 = _mm512_permutex2var_pd(t11, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t11);
            __m256i t13 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t10, _mm256_movepi32_mask(t13), t12);
            __m512d t14 = _mm512_permutex2var_pd(t11, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t11);
            __m256i t15 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t10 + 8, _mm256_movepi32_mask(t15), t14);
            long t16 = i_vec + 16L;
            double *t17 = a + (2 * (int)t16 + 1);
            __m512d b_v_2 = _mm512_loadu_pd(b + t16);
            __m512d t18 = _mm512_add_pd(b_v_2, _mm512_set1_pd(0.5));
            __m512d t19 = _mm512_permutex2var_pd(t18, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t18);
            __m256i t20 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t17, _mm256_movepi32_mask(t20), t19);
            __m512d t21 = _mm512_permutex2var_pd(t18, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t18);
            __m256i t22 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t17 + 8, _mm256_movepi32_mask(t22), t21);
            long t23 = i_vec + 24L;
            double *t24 = a + (2 * (int)t23 + 1);
            __m512d b_v_3 = _mm512_loadu_pd(b + t23);
            __m512d t25 = _mm512_add_pd(b_v_3, _mm512_set1_pd(0.5));
            __m512d t26 = _mm512_permutex2var_pd(t25, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t25);
            __m256i t27 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t24, _mm256_movepi32_mask(t27), t26);
            __m512d t28 = _mm512_permutex2var_pd(t25, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t25);
            __m256i t29 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t24 + 8, _mm256_movepi32_mask(t29), t28);
            i_vec += 32L;
        } while (i_vec < t2);
        t30 = (int)t2;
    } else {
        t30 = 0;
    }
    long t31 = (long)n + (long)t30 * -1L;
    if (t31 >= 8L) {
        long t32 = t31 & -8L;
        long i_vec_1 = 0L;
        /* vcc: loop at store_gaps.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t33 = (long)t30 + i_vec_1;
            double *t34 = a + (2 * (int)t33 + 1);
            __m512d b_v_4 = _mm512_loadu_pd(b + t33);
            __m512d t35 = _mm512_add_pd(b_v_4, _mm512_set1_pd(0.5));
            __m512d t36 = _mm512_permutex2var_pd(t35, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m256i t37 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t34, _mm256_movepi32_mask(t37), t36);
            __m512d t38 = _mm512_permutex2var_pd(t35, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m256i t39 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t34 + 8, _mm256_movepi32_mask(t39), t38);
            i_vec_1 += 8L;
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

static __typeof__(g) g __attribute__((aligned(64)));
static __typeof__(gb) gb __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void global_evens(void) {
    vcc_no_contract_body
    long i_vec = 0L;
    /* vcc: loop at store_gaps.c:40 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
    do {
        int *t1 = &g[2 * (int)i_vec];
        __m512i gb_v = _mm512_loadu_si512(&gb[i_vec]);
        __m512i t2 = _mm512_mullo_epi32(gb_v, _mm512_set1_epi32(3));
        __m512i t3 = _mm512_permutex2var_epi32(t2, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t2);
        __mmask16 t4 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t1, t4, t3);
        __m512i t5 = _mm512_permutex2var_epi32(t2, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t2);
        __mmask16 t6 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t1 + 16, t6, t5);
        long t7 = i_vec + 16L;
        int *t8 = &g[2 * (int)t7];
        __m512i gb_v_1 = _mm512_loadu_si512(&gb[t7]);
        __m512i t9 = _mm512_mullo_epi32(gb_v_1, _mm512_set1_epi32(3));
        __m512i t10 = _mm512_permutex2var_epi32(t9, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t9);
        __mmask16 t11 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t8, t11, t10);
        __m512i t12 = _mm512_permutex2var_epi32(t9, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t9);
        __mmask16 t13 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t8 + 16, t13, t12);
        long t14 = i_vec + 32L;
        int *t15 = &g[2 * (int)t14];
        __m512i gb_v_2 = _mm512_loadu_si512(&gb[t14]);
        __m512i t16 = _mm512_mullo_epi32(gb_v_2, _mm512_set1_epi32(3));
        __m512i t17 = _mm512_permutex2var_epi32(t16, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t16);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t15, t18, t17);
        __m512i t19 = _mm512_permutex2var_epi32(t16, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t16);
        __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t15 + 16, t20, t19);
        long t21 = i_vec + 48L;
        int *t22 = &g[2 * (int)t21];
        __m512i gb_v_3 = _mm512_loadu_si512(&gb[t21]);
        __m512i t23 = _mm512_mullo_epi32(gb_v_3, _mm512_set1_epi32(3));
        __m512i t24 = _mm512_permutex2var_epi32(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t23);
        __mmask16 t25 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t22, t25, t24);
        __m512i t26 = _mm512_permutex2var_epi32(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t23);
        __mmask16 t27 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t22 + 16, t27, t26);
        i_vec += 64L;
    } while (i_vec < 960L);
    long i_vec_1 = 0L;
    /* vcc: loop at store_gaps.c:40 vector epilogue: VF 16, UF 1, scalar epilogue */
    do {
        long t28 = 960L + i_vec_1;
        int *t29 = &g[2 * (int)t28];
        __m512i gb_v_4 = _mm512_loadu_si512(&gb[t28]);
        __m512i t30 = _mm512_mullo_epi32(gb_v_4, _mm512_set1_epi32(3));
        __m512i t31 = _mm512_permutex2var_epi32(t30, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t30);
        __mmask16 t32 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t29, t32, t31);
        __m512i t33 = _mm512_permutex2var_epi32(t30, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t30);
        __mmask16 t34 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0), _mm512_set1_epi32(0), _MM_CMPINT_NE);
        _mm512_mask_storeu_epi32(t29 + 16, t34, t33);
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
    int t37;
    int k;
    int t57;
    int t58;
    int t59;
    int t70;
    int t77;
    int k_1;
    int t85;
    int t97;
    int t103;
    int k_2;
    int t110;
    int t111;
    int t123;
    int t129;
    int k_3;
    int t151;
    int t158;
    int k_4;
    unsigned long long t170;
    unsigned long long t172;
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
            __m512i t173 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v_8 = (vcc_v16_uint)_mm512_add_epi32(t173, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm512_storeu_si512(&g[k_vec_10], (__m512i)k_v_8);
                __m512i t174 = _mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(16));
                _mm512_storeu_si512(&g[k_vec_10 + 16L], t174);
                __m512i t175 = _mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(32));
                _mm512_storeu_si512(&g[k_vec_10 + 32L], t175);
                __m512i t176 = _mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(48));
                _mm512_storeu_si512(&g[k_vec_10 + 48L], t176);
                k_vec_10 += 64L;
                k_v_8 = (vcc_v16_uint)_mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(64));
            } while (k_vec_10 < 1984L);
            __m512i t177 = _mm512_set1_epi32(1984);
            vcc_v16_uint k_v_9 = (vcc_v16_uint)_mm512_add_epi32(t177, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_11 = 0L;
            /* vcc: loop at store_gaps.c:75 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                _mm512_storeu_si512(&g[1984L + k_vec_11], (__m512i)k_v_9);
                k_vec_11 += 16L;
                k_v_9 = (vcc_v16_uint)_mm512_add_epi32((__m512i)k_v_9, _mm512_set1_epi32(16));
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
            /* vcc: loop at store_gaps.c:52 vectorized: VF 8, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, vector epilogue VF 8, scalar epilogue */
            do {
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + k_vec));
                __m256 t18 = _mm256_cvtepi32_ps(b_v);
                __m256 t19 = _mm256_mul_ps(t18, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + k_vec, t19);
                __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + k_vec));
                __m512d t20 = _mm512_cvtepi32_pd(c_v);
                __m512d t21 = _mm512_mul_pd(t20, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + k_vec, t21);
                long t22 = k_vec + 8L;
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t22));
                __m256 t23 = _mm256_cvtepi32_ps(b_v_1);
                __m256 t24 = _mm256_mul_ps(t23, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t22, t24);
                __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t22));
                __m512d t25 = _mm512_cvtepi32_pd(c_v_1);
                __m512d t26 = _mm512_mul_pd(t25, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t22, t26);
                long t27 = k_vec + 16L;
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t27));
                __m256 t28 = _mm256_cvtepi32_ps(b_v_2);
                __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t27, t29);
                __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t27));
                __m512d t30 = _mm512_cvtepi32_pd(c_v_2);
                __m512d t31 = _mm512_mul_pd(t30, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t27, t31);
                long t32 = k_vec + 24L;
                __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t32));
                __m256 t33 = _mm256_cvtepi32_ps(b_v_3);
                __m256 t34 = _mm256_mul_ps(t33, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t32, t34);
                __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t32));
                __m512d t35 = _mm512_cvtepi32_pd(c_v_3);
                __m512d t36 = _mm512_mul_pd(t35, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t32, t36);
                k_vec += 32L;
            } while (k_vec < t17);
            t37 = (int)t17;
        } else {
            t37 = 0;
        }
        long t38 = (long)n + (long)t37 * -1L;
        unsigned long t39 = (unsigned long)t2;
        unsigned long t40 = (unsigned long)t4;
        unsigned long t41 = (unsigned long)t2;
        unsigned long t42 = (unsigned long)t5;
        unsigned long t43 = (unsigned long)t3;
        unsigned long t44 = (unsigned long)t4;
        unsigned long t45 = (unsigned long)t3;
        unsigned long t46 = (unsigned long)t5;
        unsigned long t47 = (unsigned long)t4;
        unsigned long t48 = (unsigned long)t5;
        if ((t38 >= 8L) & (((t39 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t40 + (unsigned long)((long)t37 * 4L))) | ((t40 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t39 + (unsigned long)((long)t37 * 4L)))) & (((t41 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t37 * 8L))) | ((t42 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t41 + (unsigned long)((long)t37 * 4L)))) & (((t43 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t37 * 4L))) | ((t44 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t43 + (unsigned long)((long)t37 * 4L)))) & (((t45 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t37 * 8L))) | ((t46 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t45 + (unsigned long)((long)t37 * 4L)))) & (((t47 + (unsigned long)((long)t37 * 4L + 4L + (t38 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t37 * 8L))) | ((t48 + (unsigned long)((long)t37 * 8L + 8L + (t38 - 1L) * 8L)) <= (t47 + (unsigned long)((long)t37 * 4L))))) {
            long t49 = t38 & -8L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap, scalar epilogue */
            do {
                long t50 = (long)t37 + k_vec_1;
                __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t50));
                __m256 t51 = _mm256_cvtepi32_ps(b_v_4);
                __m256 t52 = _mm256_mul_ps(t51, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t50, t52);
                __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t50));
                __m512d t53 = _mm512_cvtepi32_pd(c_v_4);
                __m512d t54 = _mm512_mul_pd(t53, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t50, t54);
                k_vec_1 += 8L;
            } while (k_vec_1 < t49);
            k = (int)((long)t37 + t49);
        } else {
            k = t37;
        }
        for (; k < n; k++) {
            long t55 = (long)k;
            bf[t55] = (float)b[t55] * 0.25f;
            bd[t55] = (double)c[t55] * 0.125;
        }
        int t56 = n > 0;
        if (t56) {
            t57 = 2 * n - 1;
        } else {
            t57 = 0;
        }
        int *a2 = (int *)(_mm256_zeroupper(), new_array(t57, 4UL));
        if (t56) {
            t58 = 3 * n - 1;
        } else {
            t58 = 0;
        }
        float *a3 = (float *)(_mm256_zeroupper(), new_array(t58, 4UL));
        if (t56) {
            t59 = 3 * n;
        } else {
            t59 = 0;
        }
        int *a23 = (int *)(_mm256_zeroupper(), new_array(t59, 4UL));
        int t60 = 2 * n;
        double *ad = (double *)(_mm256_zeroupper(), new_array(t60, 8UL));
        long t61 = (long)n * 2L + -1L;
        if (t61 >= 32L) {
            long t62 = t61 & -32L;
            __m512i t63 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t63, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t64 = _mm512_mullo_epi32(_mm512_set1_epi32(7), (__m512i)k_v);
                __m512i t65 = _mm512_add_epi32(t64, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + k_vec_2, t65);
                __m512i t66 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
                __m512i t67 = _mm512_mullo_epi32(_mm512_set1_epi32(7), t66);
                __m512i t68 = _mm512_add_epi32(t67, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (k_vec_2 + 16L), t68);
                k_vec_2 += 32L;
                __m512i t69 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(32));
                if (k_vec_2 >= t62) {
                    break;
                }
                k_v = (vcc_v16_uint)t69;
            }
            t70 = (int)t62;
        } else {
            t70 = 0;
        }
        long t71 = (long)n * 2L + (long)t70 * -1L + -1L;
        if (t71 >= 16L) {
            long t72 = t71 & -16L;
            __m512i t73 = _mm512_set1_epi32((int)t70);
            vcc_v16_uint k_v_1 = (vcc_v16_uint)_mm512_add_epi32(t73, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t74 = _mm512_mullo_epi32(_mm512_set1_epi32(7), (__m512i)k_v_1);
                __m512i t75 = _mm512_add_epi32(t74, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + ((long)t70 + k_vec_3), t75);
                k_vec_3 += 16L;
                __m512i t76 = _mm512_add_epi32((__m512i)k_v_1, _mm512_set1_epi32(16));
                if (k_vec_3 >= t72) {
                    break;
                }
                k_v_1 = (vcc_v16_uint)t76;
            }
            t77 = (int)((long)t70 + t72);
        } else {
            t77 = t70;
        }
        long t78 = (long)n * 2L + (long)t77 * -1L + -1L;
        if ((t78 >= 1L) & (t78 <= 16L)) {
            __m512i t79 = _mm512_set1_epi32((int)(int)t78);
            __mmask16 t80 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t79, _MM_CMPINT_LT);
            __m512i t81 = _mm512_set1_epi32((int)t77);
            __m512i t82 = _mm512_add_epi32(t81, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t83 = _mm512_mullo_epi32(_mm512_set1_epi32(7), t82);
            __m512i t84 = _mm512_add_epi32(t83, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32(a2 + (long)t77, t80, t84);
            k_1 = (int)((long)t77 + t78);
        } else {
            k_1 = t77;
        }
        for (;; k_1++) {
            t85 = t60 - 1;
            if (k_1 >= t85) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t86 = (long)n * 3L + -1L;
        if (t86 >= 64L) {
            long t87 = t86 & -64L;
            __m512i t88 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v_2 = (vcc_v16_uint)_mm512_add_epi32(t88, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t89 = _mm512_cvtepi32_ps((__m512i)k_v_2);
                _mm512_storeu_ps(a3 + k_vec_4, t89);
                __m512i t90 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(16));
                __m512 t91 = _mm512_cvtepi32_ps(t90);
                _mm512_storeu_ps(a3 + (k_vec_4 + 16L), t91);
                __m512i t92 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(32));
                __m512 t93 = _mm512_cvtepi32_ps(t92);
                _mm512_storeu_ps(a3 + (k_vec_4 + 32L), t93);
                __m512i t94 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(48));
                __m512 t95 = _mm512_cvtepi32_ps(t94);
                _mm512_storeu_ps(a3 + (k_vec_4 + 48L), t95);
                k_vec_4 += 64L;
                __m512i t96 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(64));
                if (k_vec_4 >= t87) {
                    break;
                }
                k_v_2 = (vcc_v16_uint)t96;
            }
            t97 = (int)t87;
        } else {
            t97 = 0;
        }
        long t98 = (long)n * 3L + (long)t97 * -1L + -1L;
        if (t98 >= 16L) {
            long t99 = t98 & -16L;
            __m512i t100 = _mm512_set1_epi32((int)t97);
            vcc_v16_uint k_v_3 = (vcc_v16_uint)_mm512_add_epi32(t100, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512 t101 = _mm512_cvtepi32_ps((__m512i)k_v_3);
                _mm512_storeu_ps(a3 + ((long)t97 + k_vec_5), t101);
                k_vec_5 += 16L;
                __m512i t102 = _mm512_add_epi32((__m512i)k_v_3, _mm512_set1_epi32(16));
                if (k_vec_5 >= t99) {
                    break;
                }
                k_v_3 = (vcc_v16_uint)t102;
            }
            t103 = (int)((long)t97 + t99);
        } else {
            t103 = t97;
        }
        long t104 = (long)n * 3L + (long)t103 * -1L + -1L;
        if ((t104 >= 1L) & (t104 <= 16L)) {
            __m512i t105 = _mm512_set1_epi32((int)(int)t104);
            __mmask16 t106 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t105, _MM_CMPINT_LT);
            __m512i t107 = _mm512_set1_epi32((int)t103);
            __m512i t108 = _mm512_add_epi32(t107, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512 t109 = _mm512_cvtepi32_ps(t108);
            _mm512_mask_storeu_ps(a3 + (long)t103, t106, t109);
            k_2 = (int)((long)t103 + t104);
        } else {
            k_2 = t103;
        }
        for (;; k_2++) {
            t110 = 3 * n;
            t111 = t110 - 1;
            if (k_2 >= t111) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t112 = (long)n * 3L;
        if (t112 >= 64L) {
            long t113 = t112 & -64L;
            __m512i t114 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v_4 = (vcc_v16_uint)_mm512_add_epi32(t114, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t115 = _mm512_sub_epi32(_mm512_set1_epi32(5), (__m512i)k_v_4);
                _mm512_storeu_si512(a23 + k_vec_6, t115);
                __m512i t116 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(16));
                __m512i t117 = _mm512_sub_epi32(_mm512_set1_epi32(5), t116);
                _mm512_storeu_si512(a23 + (k_vec_6 + 16L), t117);
                __m512i t118 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(32));
                __m512i t119 = _mm512_sub_epi32(_mm512_set1_epi32(5), t118);
                _mm512_storeu_si512(a23 + (k_vec_6 + 32L), t119);
                __m512i t120 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(48));
                __m512i t121 = _mm512_sub_epi32(_mm512_set1_epi32(5), t120);
                _mm512_storeu_si512(a23 + (k_vec_6 + 48L), t121);
                k_vec_6 += 64L;
                __m512i t122 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(64));
                if (k_vec_6 >= t113) {
                    break;
                }
                k_v_4 = (vcc_v16_uint)t122;
            }
            t123 = (int)t113;
        } else {
            t123 = 0;
        }
        long t124 = (long)n * 3L + (long)t123 * -1L;
        if (t124 >= 16L) {
            long t125 = t124 & -16L;
            __m512i t126 = _mm512_set1_epi32((int)t123);
            vcc_v16_uint k_v_5 = (vcc_v16_uint)_mm512_add_epi32(t126, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t127 = _mm512_sub_epi32(_mm512_set1_epi32(5), (__m512i)k_v_5);
                _mm512_storeu_si512(a23 + ((long)t123 + k_vec_7), t127);
                k_vec_7 += 16L;
                __m512i t128 = _mm512_add_epi32((__m512i)k_v_5, _mm512_set1_epi32(16));
                if (k_vec_7 >= t125) {
                    break;
                }
                k_v_5 = (vcc_v16_uint)t128;
            }
            t129 = (int)((long)t123 + t125);
        } else {
            t129 = t123;
        }
        long t130 = (long)n * 3L + (long)t129 * -1L;
        if ((t130 >= 1L) & (t130 <= 16L)) {
            __m512i t131 = _mm512_set1_epi32((int)(int)t130);
            __mmask16 t132 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t131, _MM_CMPINT_LT);
            __m512i t133 = _mm512_set1_epi32((int)t129);
            __m512i t134 = _mm512_add_epi32(t133, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t135 = _mm512_sub_epi32(_mm512_set1_epi32(5), t134);
            _mm512_mask_storeu_epi32(a23 + (long)t129, t132, t135);
            k_3 = (int)((long)t129 + t130);
        } else {
            k_3 = t129;
        }
        for (; k_3 < t110; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t136 = (long)n * 2L;
        if (t136 >= 32L) {
            long t137 = t136 & -32L;
            __m256i t138 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_6 = (vcc_v8_uint)_mm256_add_epi32(t138, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m512d t139 = _mm512_cvtepi32_pd((__m256i)k_v_6);
                __m512d t140 = _mm512_xor_pd(t139, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + k_vec_8, t140);
                __m256i t141 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(8));
                __m512d t142 = _mm512_cvtepi32_pd(t141);
                __m512d t143 = _mm512_xor_pd(t142, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (k_vec_8 + 8L), t143);
                __m256i t144 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(16));
                __m512d t145 = _mm512_cvtepi32_pd(t144);
                __m512d t146 = _mm512_xor_pd(t145, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (k_vec_8 + 16L), t146);
                __m256i t147 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(24));
                __m512d t148 = _mm512_cvtepi32_pd(t147);
                __m512d t149 = _mm512_xor_pd(t148, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (k_vec_8 + 24L), t149);
                k_vec_8 += 32L;
                __m256i t150 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(32));
                if (k_vec_8 >= t137) {
                    break;
                }
                k_v_6 = (vcc_v8_uint)t150;
            }
            t151 = (int)t137;
        } else {
            t151 = 0;
        }
        long t152 = (long)n * 2L + (long)t151 * -1L;
        if (t152 >= 8L) {
            long t153 = t152 & -8L;
            __m256i t154 = _mm256_set1_epi32((int)t151);
            vcc_v8_uint k_v_7 = (vcc_v8_uint)_mm256_add_epi32(t154, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m512d t155 = _mm512_cvtepi32_pd((__m256i)k_v_7);
                __m512d t156 = _mm512_xor_pd(t155, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + ((long)t151 + k_vec_9), t156);
                k_vec_9 += 8L;
                __m256i t157 = _mm256_add_epi32((__m256i)k_v_7, _mm256_set1_epi32(8));
                if (k_vec_9 >= t153) {
                    break;
                }
                k_v_7 = (vcc_v8_uint)t157;
            }
            t158 = (int)((long)t151 + t153);
        } else {
            t158 = t151;
        }
        long t159 = (long)n * 2L + (long)t158 * -1L;
        if ((t159 >= 1L) & (t159 <= 8L)) {
            __m256i t160 = _mm256_set1_epi32((int)(int)t159);
            __m256i t161 = _mm256_cmpgt_epi32(t160, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t162 = _mm256_set1_epi32((int)t158);
            __m256i t163 = _mm256_add_epi32(t162, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m512d t164 = _mm512_cvtepi32_pd(t163);
            __m512d t165 = _mm512_xor_pd(t164, _mm512_set1_pd(-0.0));
            _mm512_mask_storeu_pd(ad + (long)t158, _mm256_movepi32_mask(t161), t165);
            k_4 = (int)((long)t158 + t159);
        } else {
            k_4 = t158;
        }
        for (; k_4 < t60; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t166 = b;
        evens(n, a2, t166, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t166);
        odd_doubles(n, ad, bd);
        unsigned long long t167 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t60 * 8UL));
        unsigned long long t168 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t110 * 4UL));
        if (t56) {
            unsigned long t169 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t111 * 4UL));
            t170 = (unsigned long long)t169;
        } else {
            t170 = 0ULL;
        }
        if (t56) {
            unsigned long t171 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t85 * 4UL));
            t172 = (unsigned long long)t171;
        } else {
            t172 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t172, t170, t168, t167);
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
