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
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:19 vectorized: VF 16, UF 1, scalar epilogue */
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
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        a[3 * i + 1] = b[i] * 2.0f;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void two_of_three(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:24 vectorized: VF 16, UF 1, scalar epilogue */
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
            i_vec += 16L;
        } while (i_vec < t2);
        i = (int)t2;
    } else {
        i = 0;
    }
    for (; i < n; i++) {
        int t15 = 3 * i;
        const int *t16 = b + i;
        a[t15] = *t16;
        a[t15 + 2] = -*t16;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void odd_doubles(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t16;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at store_gaps.c:31 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
        /* vcc: loop at store_gaps.c:31 vector epilogue: VF 8, UF 1, scalar epilogue */
        do {
            long t19 = (long)t16 + i_vec_1;
            double *t20 = a + (2 * (int)t19 + 1);
            __m512d b_v_2 = _mm512_loadu_pd(b + t19);
            __m512d t21 = _mm512_add_pd(b_v_2, _mm512_set1_pd(0.5));
            __m512d t22 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t21);
            __m256i t23 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t20, _mm256_movepi32_mask(t23), t22);
            __m512d t24 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t21);
            __m256i t25 = _mm256_movm_epi32(_mm256_cmp_epi32_mask(_mm256_setr_epi32(1, 0, 1, 0, 1, 0, 1, 0), _mm256_set1_epi32(0), _MM_CMPINT_NE));
            _mm512_mask_storeu_pd(t20 + 8, _mm256_movepi32_mask(t25), t24);
            i_vec_1 += 8L;
        } while (i_vec_1 < t18);
        i = (int)((long)t16 + t18);
    } else {
        i = t16;
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
    int t39;
    int k;
    int t61;
    int t62;
    int t63;
    int t74;
    int t81;
    int k_1;
    int t89;
    int t101;
    int t107;
    int k_2;
    int t114;
    int t115;
    int t127;
    int t133;
    int k_3;
    int t155;
    int t162;
    int k_4;
    unsigned long long t174;
    unsigned long long t176;
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
            __m512i t177 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v_8 = (vcc_v16_uint)_mm512_add_epi32(t177, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_10 = 0L;
            /* vcc: loop at store_gaps.c:75 vectorized: VF 16, UF 4, vector epilogue VF 16, scalar epilogue */
            do {
                _mm512_storeu_si512(&g[k_vec_10], (__m512i)k_v_8);
                __m512i t178 = _mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(16));
                _mm512_storeu_si512(&g[k_vec_10 + 16L], t178);
                __m512i t179 = _mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(32));
                _mm512_storeu_si512(&g[k_vec_10 + 32L], t179);
                __m512i t180 = _mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(48));
                _mm512_storeu_si512(&g[k_vec_10 + 48L], t180);
                k_vec_10 += 64L;
                k_v_8 = (vcc_v16_uint)_mm512_add_epi32((__m512i)k_v_8, _mm512_set1_epi32(64));
            } while (k_vec_10 < 1984L);
            __m512i t181 = _mm512_set1_epi32(1984);
            vcc_v16_uint k_v_9 = (vcc_v16_uint)_mm512_add_epi32(t181, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
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
        if ((t6 >= 32L) & (((t7 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t8) | ((t8 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t7) | ((t9 <= 0L) | (t9 >= 128L))) & (((t10 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t10)) & (((t12 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t13) | ((t13 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t12) | ((t14 <= 0L) | (t14 >= 128L))) & (((t15 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t16) | ((t16 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t15)) & (((t17 + (unsigned long)(4L + (t6 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(8L + (t6 - 1L) * 8L)) <= t17))) {
            long t19 = t6 & -32L;
            long k_vec = 0L;
            /* vcc: loop at store_gaps.c:52 vectorized: VF 8, UF 4, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
            do {
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + k_vec));
                __m256 t20 = _mm256_cvtepi32_ps(b_v);
                __m256 t21 = _mm256_mul_ps(t20, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + k_vec, t21);
                __m256i c_v = _mm256_loadu_si256((const __m256i *)(c + k_vec));
                __m512d t22 = _mm512_cvtepi32_pd(c_v);
                __m512d t23 = _mm512_mul_pd(t22, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + k_vec, t23);
                long t24 = k_vec + 8L;
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t24));
                __m256 t25 = _mm256_cvtepi32_ps(b_v_1);
                __m256 t26 = _mm256_mul_ps(t25, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t24, t26);
                __m256i c_v_1 = _mm256_loadu_si256((const __m256i *)(c + t24));
                __m512d t27 = _mm512_cvtepi32_pd(c_v_1);
                __m512d t28 = _mm512_mul_pd(t27, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t24, t28);
                long t29 = k_vec + 16L;
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t29));
                __m256 t30 = _mm256_cvtepi32_ps(b_v_2);
                __m256 t31 = _mm256_mul_ps(t30, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t29, t31);
                __m256i c_v_2 = _mm256_loadu_si256((const __m256i *)(c + t29));
                __m512d t32 = _mm512_cvtepi32_pd(c_v_2);
                __m512d t33 = _mm512_mul_pd(t32, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t29, t33);
                long t34 = k_vec + 24L;
                __m256i b_v_3 = _mm256_loadu_si256((const __m256i *)(b + t34));
                __m256 t35 = _mm256_cvtepi32_ps(b_v_3);
                __m256 t36 = _mm256_mul_ps(t35, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t34, t36);
                __m256i c_v_3 = _mm256_loadu_si256((const __m256i *)(c + t34));
                __m512d t37 = _mm512_cvtepi32_pd(c_v_3);
                __m512d t38 = _mm512_mul_pd(t37, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t34, t38);
                k_vec += 32L;
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
        if ((t40 >= 8L) & (((t41 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t42 + (unsigned long)((long)t39 * 4L))) | ((t42 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t41 + (unsigned long)((long)t39 * 4L))) | ((t43 <= 0L) | (t43 >= 32L))) & (((t44 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t39 * 8L))) | ((t45 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t44 + (unsigned long)((long)t39 * 4L)))) & (((t46 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t39 * 4L))) | ((t47 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t39 * 4L))) | ((t48 <= 0L) | (t48 >= 32L))) & (((t49 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t39 * 8L))) | ((t50 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t49 + (unsigned long)((long)t39 * 4L)))) & (((t51 + (unsigned long)((long)t39 * 4L + 4L + (t40 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t39 * 8L))) | ((t52 + (unsigned long)((long)t39 * 8L + 8L + (t40 - 1L) * 8L)) <= (t51 + (unsigned long)((long)t39 * 4L))))) {
            long t53 = t40 & -8L;
            long k_vec_1 = 0L;
            /* vcc: loop at store_gaps.c:52 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:18 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 48:21, the value of the call to `new_array` at 47:50 and the value of the call to `new_array` at 49:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:22 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            do {
                long t54 = (long)t39 + k_vec_1;
                __m256i b_v_4 = _mm256_loadu_si256((const __m256i *)(b + t54));
                __m256 t55 = _mm256_cvtepi32_ps(b_v_4);
                __m256 t56 = _mm256_mul_ps(t55, _mm256_set1_ps(0.25f));
                _mm256_storeu_ps(bf + t54, t56);
                __m256i c_v_4 = _mm256_loadu_si256((const __m256i *)(c + t54));
                __m512d t57 = _mm512_cvtepi32_pd(c_v_4);
                __m512d t58 = _mm512_mul_pd(t57, _mm512_set1_pd(0.125));
                _mm512_storeu_pd(bd + t54, t58);
                k_vec_1 += 8L;
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
            __m512i t67 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v = (vcc_v16_uint)_mm512_add_epi32(t67, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_2 = 0L;
            /* vcc: loop at store_gaps.c:59 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t68 = _mm512_mullo_epi32(_mm512_set1_epi32(7), (__m512i)k_v);
                __m512i t69 = _mm512_add_epi32(t68, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + k_vec_2, t69);
                __m512i t70 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(16));
                __m512i t71 = _mm512_mullo_epi32(_mm512_set1_epi32(7), t70);
                __m512i t72 = _mm512_add_epi32(t71, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + (k_vec_2 + 16L), t72);
                k_vec_2 += 32L;
                __m512i t73 = _mm512_add_epi32((__m512i)k_v, _mm512_set1_epi32(32));
                if (k_vec_2 >= t66) {
                    break;
                }
                k_v = (vcc_v16_uint)t73;
            }
            t74 = (int)t66;
        } else {
            t74 = 0;
        }
        long t75 = (long)n * 2L + (long)t74 * -1L + -1L;
        if (t75 >= 16L) {
            long t76 = t75 & -16L;
            __m512i t77 = _mm512_set1_epi32((int)t74);
            vcc_v16_uint k_v_1 = (vcc_v16_uint)_mm512_add_epi32(t77, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_3 = 0L;
            /* vcc: loop at store_gaps.c:59 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t78 = _mm512_mullo_epi32(_mm512_set1_epi32(7), (__m512i)k_v_1);
                __m512i t79 = _mm512_add_epi32(t78, _mm512_set1_epi32(1));
                _mm512_storeu_si512(a2 + ((long)t74 + k_vec_3), t79);
                k_vec_3 += 16L;
                __m512i t80 = _mm512_add_epi32((__m512i)k_v_1, _mm512_set1_epi32(16));
                if (k_vec_3 >= t76) {
                    break;
                }
                k_v_1 = (vcc_v16_uint)t80;
            }
            t81 = (int)((long)t74 + t76);
        } else {
            t81 = t74;
        }
        long t82 = (long)n * 2L + (long)t81 * -1L + -1L;
        if ((t82 >= 1L) & (t82 <= 16L)) {
            __m512i t83 = _mm512_set1_epi32((int)(int)t82);
            __mmask16 t84 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t83, _MM_CMPINT_LT);
            __m512i t85 = _mm512_set1_epi32((int)t81);
            __m512i t86 = _mm512_add_epi32(t85, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t87 = _mm512_mullo_epi32(_mm512_set1_epi32(7), t86);
            __m512i t88 = _mm512_add_epi32(t87, _mm512_set1_epi32(1));
            _mm512_mask_storeu_epi32(a2 + (long)t81, t84, t88);
            k_1 = (int)((long)t81 + t82);
        } else {
            k_1 = t81;
        }
        for (;; k_1++) {
            t89 = t64 - 1;
            if (k_1 >= t89) {
                break;
            }
            a2[k_1] = 7 * k_1 + 1;
        }
        long t90 = (long)n * 3L + -1L;
        if (t90 >= 64L) {
            long t91 = t90 & -64L;
            __m512i t92 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v_2 = (vcc_v16_uint)_mm512_add_epi32(t92, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_4 = 0L;
            /* vcc: loop at store_gaps.c:61 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512 t93 = _mm512_cvtepi32_ps((__m512i)k_v_2);
                _mm512_storeu_ps(a3 + k_vec_4, t93);
                __m512i t94 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(16));
                __m512 t95 = _mm512_cvtepi32_ps(t94);
                _mm512_storeu_ps(a3 + (k_vec_4 + 16L), t95);
                __m512i t96 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(32));
                __m512 t97 = _mm512_cvtepi32_ps(t96);
                _mm512_storeu_ps(a3 + (k_vec_4 + 32L), t97);
                __m512i t98 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(48));
                __m512 t99 = _mm512_cvtepi32_ps(t98);
                _mm512_storeu_ps(a3 + (k_vec_4 + 48L), t99);
                k_vec_4 += 64L;
                __m512i t100 = _mm512_add_epi32((__m512i)k_v_2, _mm512_set1_epi32(64));
                if (k_vec_4 >= t91) {
                    break;
                }
                k_v_2 = (vcc_v16_uint)t100;
            }
            t101 = (int)t91;
        } else {
            t101 = 0;
        }
        long t102 = (long)n * 3L + (long)t101 * -1L + -1L;
        if (t102 >= 16L) {
            long t103 = t102 & -16L;
            __m512i t104 = _mm512_set1_epi32((int)t101);
            vcc_v16_uint k_v_3 = (vcc_v16_uint)_mm512_add_epi32(t104, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_5 = 0L;
            /* vcc: loop at store_gaps.c:61 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512 t105 = _mm512_cvtepi32_ps((__m512i)k_v_3);
                _mm512_storeu_ps(a3 + ((long)t101 + k_vec_5), t105);
                k_vec_5 += 16L;
                __m512i t106 = _mm512_add_epi32((__m512i)k_v_3, _mm512_set1_epi32(16));
                if (k_vec_5 >= t103) {
                    break;
                }
                k_v_3 = (vcc_v16_uint)t106;
            }
            t107 = (int)((long)t101 + t103);
        } else {
            t107 = t101;
        }
        long t108 = (long)n * 3L + (long)t107 * -1L + -1L;
        if ((t108 >= 1L) & (t108 <= 16L)) {
            __m512i t109 = _mm512_set1_epi32((int)(int)t108);
            __mmask16 t110 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t109, _MM_CMPINT_LT);
            __m512i t111 = _mm512_set1_epi32((int)t107);
            __m512i t112 = _mm512_add_epi32(t111, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512 t113 = _mm512_cvtepi32_ps(t112);
            _mm512_mask_storeu_ps(a3 + (long)t107, t110, t113);
            k_2 = (int)((long)t107 + t108);
        } else {
            k_2 = t107;
        }
        for (;; k_2++) {
            t114 = 3 * n;
            t115 = t114 - 1;
            if (k_2 >= t115) {
                break;
            }
            a3[k_2] = (float)k_2;
        }
        long t116 = (long)n * 3L;
        if (t116 >= 64L) {
            long t117 = t116 & -64L;
            __m512i t118 = _mm512_set1_epi32(0);
            vcc_v16_uint k_v_4 = (vcc_v16_uint)_mm512_add_epi32(t118, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_6 = 0L;
            /* vcc: loop at store_gaps.c:63 vectorized: VF 16, UF 4, vector epilogue VF 16, masked remainder */
            for (;;) {
                __m512i t119 = _mm512_sub_epi32(_mm512_set1_epi32(5), (__m512i)k_v_4);
                _mm512_storeu_si512(a23 + k_vec_6, t119);
                __m512i t120 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(16));
                __m512i t121 = _mm512_sub_epi32(_mm512_set1_epi32(5), t120);
                _mm512_storeu_si512(a23 + (k_vec_6 + 16L), t121);
                __m512i t122 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(32));
                __m512i t123 = _mm512_sub_epi32(_mm512_set1_epi32(5), t122);
                _mm512_storeu_si512(a23 + (k_vec_6 + 32L), t123);
                __m512i t124 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(48));
                __m512i t125 = _mm512_sub_epi32(_mm512_set1_epi32(5), t124);
                _mm512_storeu_si512(a23 + (k_vec_6 + 48L), t125);
                k_vec_6 += 64L;
                __m512i t126 = _mm512_add_epi32((__m512i)k_v_4, _mm512_set1_epi32(64));
                if (k_vec_6 >= t117) {
                    break;
                }
                k_v_4 = (vcc_v16_uint)t126;
            }
            t127 = (int)t117;
        } else {
            t127 = 0;
        }
        long t128 = (long)n * 3L + (long)t127 * -1L;
        if (t128 >= 16L) {
            long t129 = t128 & -16L;
            __m512i t130 = _mm512_set1_epi32((int)t127);
            vcc_v16_uint k_v_5 = (vcc_v16_uint)_mm512_add_epi32(t130, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long k_vec_7 = 0L;
            /* vcc: loop at store_gaps.c:63 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                __m512i t131 = _mm512_sub_epi32(_mm512_set1_epi32(5), (__m512i)k_v_5);
                _mm512_storeu_si512(a23 + ((long)t127 + k_vec_7), t131);
                k_vec_7 += 16L;
                __m512i t132 = _mm512_add_epi32((__m512i)k_v_5, _mm512_set1_epi32(16));
                if (k_vec_7 >= t129) {
                    break;
                }
                k_v_5 = (vcc_v16_uint)t132;
            }
            t133 = (int)((long)t127 + t129);
        } else {
            t133 = t127;
        }
        long t134 = (long)n * 3L + (long)t133 * -1L;
        if ((t134 >= 1L) & (t134 <= 16L)) {
            __m512i t135 = _mm512_set1_epi32((int)(int)t134);
            __mmask16 t136 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t135, _MM_CMPINT_LT);
            __m512i t137 = _mm512_set1_epi32((int)t133);
            __m512i t138 = _mm512_add_epi32(t137, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            __m512i t139 = _mm512_sub_epi32(_mm512_set1_epi32(5), t138);
            _mm512_mask_storeu_epi32(a23 + (long)t133, t136, t139);
            k_3 = (int)((long)t133 + t134);
        } else {
            k_3 = t133;
        }
        for (; k_3 < t114; k_3++) {
            a23[k_3] = 5 - k_3;
        }
        long t140 = (long)n * 2L;
        if (t140 >= 32L) {
            long t141 = t140 & -32L;
            __m256i t142 = _mm256_set1_epi32(0);
            vcc_v8_uint k_v_6 = (vcc_v8_uint)_mm256_add_epi32(t142, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_8 = 0L;
            /* vcc: loop at store_gaps.c:65 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m512d t143 = _mm512_cvtepi32_pd((__m256i)k_v_6);
                __m512d t144 = _mm512_xor_pd(t143, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + k_vec_8, t144);
                __m256i t145 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(8));
                __m512d t146 = _mm512_cvtepi32_pd(t145);
                __m512d t147 = _mm512_xor_pd(t146, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (k_vec_8 + 8L), t147);
                __m256i t148 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(16));
                __m512d t149 = _mm512_cvtepi32_pd(t148);
                __m512d t150 = _mm512_xor_pd(t149, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (k_vec_8 + 16L), t150);
                __m256i t151 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(24));
                __m512d t152 = _mm512_cvtepi32_pd(t151);
                __m512d t153 = _mm512_xor_pd(t152, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + (k_vec_8 + 24L), t153);
                k_vec_8 += 32L;
                __m256i t154 = _mm256_add_epi32((__m256i)k_v_6, _mm256_set1_epi32(32));
                if (k_vec_8 >= t141) {
                    break;
                }
                k_v_6 = (vcc_v8_uint)t154;
            }
            t155 = (int)t141;
        } else {
            t155 = 0;
        }
        long t156 = (long)n * 2L + (long)t155 * -1L;
        if (t156 >= 8L) {
            long t157 = t156 & -8L;
            __m256i t158 = _mm256_set1_epi32((int)t155);
            vcc_v8_uint k_v_7 = (vcc_v8_uint)_mm256_add_epi32(t158, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long k_vec_9 = 0L;
            /* vcc: loop at store_gaps.c:65 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                __m512d t159 = _mm512_cvtepi32_pd((__m256i)k_v_7);
                __m512d t160 = _mm512_xor_pd(t159, _mm512_set1_pd(-0.0));
                _mm512_storeu_pd(ad + ((long)t155 + k_vec_9), t160);
                k_vec_9 += 8L;
                __m256i t161 = _mm256_add_epi32((__m256i)k_v_7, _mm256_set1_epi32(8));
                if (k_vec_9 >= t157) {
                    break;
                }
                k_v_7 = (vcc_v8_uint)t161;
            }
            t162 = (int)((long)t155 + t157);
        } else {
            t162 = t155;
        }
        long t163 = (long)n * 2L + (long)t162 * -1L;
        if ((t163 >= 1L) & (t163 <= 8L)) {
            __m256i t164 = _mm256_set1_epi32((int)(int)t163);
            __m256i t165 = _mm256_cmpgt_epi32(t164, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t166 = _mm256_set1_epi32((int)t162);
            __m256i t167 = _mm256_add_epi32(t166, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m512d t168 = _mm512_cvtepi32_pd(t167);
            __m512d t169 = _mm512_xor_pd(t168, _mm512_set1_pd(-0.0));
            _mm512_mask_storeu_pd(ad + (long)t162, _mm256_movepi32_mask(t165), t169);
            k_4 = (int)((long)t162 + t163);
        } else {
            k_4 = t162;
        }
        for (; k_4 < t64; k_4++) {
            ad[k_4] = -(double)k_4;
        }
        const int *t170 = b;
        evens(n, a2, t170, c);
        thirds(n, a3, bf);
        two_of_three(n, a23, t170);
        odd_doubles(n, ad, bd);
        unsigned long long t171 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)ad, (unsigned long)t64 * 8UL));
        unsigned long long t172 = (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)a23, (unsigned long)t114 * 4UL));
        if (t60) {
            unsigned long t173 = (_mm256_zeroupper(), hash_bytes((const void *)a3, (unsigned long)t115 * 4UL));
            t174 = (unsigned long long)t173;
        } else {
            t174 = 0ULL;
        }
        if (t60) {
            unsigned long t175 = (_mm256_zeroupper(), hash_bytes((const void *)a2, (unsigned long)t89 * 4UL));
            t176 = (unsigned long long)t175;
        } else {
            t176 = 0ULL;
        }
        printf("n=%d %llx %llx %llx %llx\n", n, t176, t174, t172, t171);
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
