/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v16_uint __attribute__((vector_size(64)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 5 */
#include "harness.h"

/* Triangular nests: the inner loop's bounds move with the outer index (`j = i .. n`,
   `j = 0 .. i`, `j = i + 1 .. n`, `j = 2 * i .. m`, and down from n to i). The inner trip
   count is written with the outer loop's induction (`n - i`), computed before each inner loop;
   a count below zero (the inner loop does not run) must stay so. Kernels over a row-major
   n x n matrix stored flat, exactly as long as they touch. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void upper(int n, float *restrict a, const float *restrict b, float s) {
    vcc_no_contract_body
    int t11;
    int t18;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)n + (long)i * -1L;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            __m512 s_v = _mm512_set1_ps(s);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:11 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                long t3 = (long)(i * n + (int)((long)i + j_vec));
                float *t4 = a + t3;
                __m512 b_v = _mm512_loadu_ps(b + t3);
                __m512 t5 = _mm512_mul_ps(b_v, s_v);
                __m512 a_v = _mm512_loadu_ps(t4);
                __m512 t6 = _mm512_add_ps(t5, a_v);
                _mm512_storeu_ps(t4, t6);
                long t7 = (long)(i * n + (int)((long)i + (j_vec + 16L)));
                float *t8 = a + t7;
                __m512 b_v_1 = _mm512_loadu_ps(b + t7);
                __m512 t9 = _mm512_mul_ps(b_v_1, s_v);
                __m512 a_v_1 = _mm512_loadu_ps(t8);
                __m512 t10 = _mm512_add_ps(t9, a_v_1);
                _mm512_storeu_ps(t8, t10);
                j_vec += 32L;
            } while (j_vec < t2);
            t11 = (int)((long)i + t2);
        } else {
            t11 = i;
        }
        long t12 = (long)n + (long)t11 * -1L;
        if (t12 >= 16L) {
            long t13 = t12 & -16L;
            __m512 s_v_1 = _mm512_set1_ps(s);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:11 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t14 = (long)(i * n + (int)((long)t11 + j_vec_1));
                float *t15 = a + t14;
                __m512 b_v_2 = _mm512_loadu_ps(b + t14);
                __m512 t16 = _mm512_mul_ps(b_v_2, s_v_1);
                __m512 a_v_2 = _mm512_loadu_ps(t15);
                __m512 t17 = _mm512_add_ps(t16, a_v_2);
                _mm512_storeu_ps(t15, t17);
                j_vec_1 += 16L;
            } while (j_vec_1 < t13);
            t18 = (int)((long)t11 + t13);
        } else {
            t18 = t11;
        }
        long t19 = (long)n + (long)t18 * -1L;
        if ((t19 >= 1L) & (t19 <= 16L)) {
            __m512i t20 = _mm512_set1_epi32((int)(int)t19);
            __mmask16 t21 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t20, _MM_CMPINT_LT);
            __m512 s_v_2 = _mm512_set1_ps(s);
            long t22 = (long)(i * n + (int)(long)t18);
            float *t23 = a + t22;
            __m512 b_v_3 = _mm512_maskz_loadu_ps(t21, b + t22);
            __m512 t24 = _mm512_mul_ps(b_v_3, s_v_2);
            __m512 a_v_3 = _mm512_maskz_loadu_ps(t21, t23);
            __m512 t25 = _mm512_add_ps(t24, a_v_3);
            _mm512_mask_storeu_ps(t23, t21, t25);
            j = (int)((long)t18 + t19);
        } else {
            j = t18;
        }
        for (; j < n; j++) {
            long t26 = (long)(i * n + j);
            float *t27 = a + t26;
            *t27 = b[t26] * s + *t27;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void lower(int n, int *restrict a, const int *restrict b) {
    vcc_no_contract_body
    int t11;
    int t21;
    int j;
    for (int i = 0; i < n; i++) {
        long t1 = (long)i;
        if ((t1 >= 32L) & (n == 1)) {
            long t2 = t1 & -32L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:17 vectorized: VF 16, UF 2, versioned on `n` == 1, vector epilogue VF 16, masked remainder */
            do {
                int t3 = (int)j_vec;
                int *t4 = a + (i * n + t3);
                __m512i a_v = _mm512_loadu_si512(t4);
                __m512i b_v = _mm512_loadu_si512(b + (t3 * n + i));
                __m512i t5 = _mm512_mullo_epi32(b_v, _mm512_set1_epi32(3));
                __m512i t6 = _mm512_add_epi32(a_v, t5);
                _mm512_storeu_si512(t4, t6);
                int t7 = (int)(j_vec + 16L);
                int *t8 = a + (i * n + t7);
                __m512i a_v_1 = _mm512_loadu_si512(t8);
                __m512i b_v_1 = _mm512_loadu_si512(b + (t7 * n + i));
                __m512i t9 = _mm512_mullo_epi32(b_v_1, _mm512_set1_epi32(3));
                __m512i t10 = _mm512_add_epi32(a_v_1, t9);
                _mm512_storeu_si512(t8, t10);
                j_vec += 32L;
            } while (j_vec < t2);
            t11 = (int)t2;
        } else {
            t11 = 0;
        }
        long t12 = (long)i + (long)t11 * -1L;
        if (t12 >= 16L) {
            long t13 = t12 & -16L;
            __m512i n_v = _mm512_set1_epi32((int)n);
            __m512i i_v = _mm512_set1_epi32((int)i);
            __m512i t14 = _mm512_set1_epi32((int)t11);
            vcc_v16_uint j_v = (vcc_v16_uint)_mm512_add_epi32(t14, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:17 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                int *t15 = a + (i * n + (int)((long)t11 + j_vec_1));
                __m512i a_v_2 = _mm512_loadu_si512(t15);
                __m512i t16 = _mm512_mullo_epi32((__m512i)j_v, n_v);
                __m512i t17 = _mm512_add_epi32(t16, i_v);
                __m512i b_v_2 = _mm512_i32gather_epi32(t17, b, 4);
                __m512i t18 = _mm512_mullo_epi32(b_v_2, _mm512_set1_epi32(3));
                __m512i t19 = _mm512_add_epi32(a_v_2, t18);
                _mm512_storeu_si512(t15, t19);
                j_vec_1 += 16L;
                __m512i t20 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(16));
                if (j_vec_1 >= t13) {
                    break;
                }
                j_v = (vcc_v16_uint)t20;
            }
            t21 = (int)((long)t11 + t13);
        } else {
            t21 = t11;
        }
        long t22 = (long)i + (long)t21 * -1L;
        if ((t22 >= 1L) & (t22 <= 16L)) {
            __m512i t23 = _mm512_set1_epi32((int)(int)t22);
            __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
            __m512i n_v_1 = _mm512_set1_epi32((int)n);
            __m512i i_v_1 = _mm512_set1_epi32((int)i);
            __m512i t25 = _mm512_set1_epi32((int)t21);
            __m512i t26 = _mm512_add_epi32(t25, _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15));
            int *t27 = a + (i * n + (int)(long)t21);
            __m512i a_v_3 = _mm512_maskz_loadu_epi32(t24, t27);
            __m512i t28 = _mm512_mullo_epi32(t26, n_v_1);
            __m512i t29 = _mm512_add_epi32(t28, i_v_1);
            __m512i b_v_3 = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), t24, t29, b, 4);
            __m512i t30 = _mm512_mullo_epi32(b_v_3, _mm512_set1_epi32(3));
            __m512i t31 = _mm512_add_epi32(a_v_3, t30);
            _mm512_mask_storeu_epi32(t27, t24, t31);
            j = (int)((long)t21 + t22);
        } else {
            j = t21;
        }
        for (; j < i; j++) {
            int *t32 = a + (i * n + j);
            *t32 = *t32 + b[j * n + i] * 3;
        }
    }
}

/* The outer induction starts below zero: row i + 1, from the column after the diagonal. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void strict_upper(int n, double *restrict a, const double *restrict b) {
    vcc_no_contract_body
    int t21;
    int j;
    for (int i = -1; i < (n - 1); i++) {
        int t1 = i + 2;
        long t2 = (long)n + (long)i * -1L + -2L;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long j_vec = 0L;
            /* vcc: loop at triangular.c:24 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long t4 = (long)t1 + j_vec;
                long t5 = (long)((i + 1) * n + (int)t4);
                __m512d b_v = _mm512_loadu_pd(b + t5);
                __m512d b_v_1 = _mm512_loadu_pd(b + t4);
                __m512d t6 = _mm512_sub_pd(b_v, b_v_1);
                _mm512_storeu_pd(a + t5, t6);
                long t7 = (long)t1 + (j_vec + 8L);
                long t8 = (long)((i + 1) * n + (int)t7);
                __m512d b_v_2 = _mm512_loadu_pd(b + t8);
                __m512d b_v_3 = _mm512_loadu_pd(b + t7);
                __m512d t9 = _mm512_sub_pd(b_v_2, b_v_3);
                _mm512_storeu_pd(a + t8, t9);
                long t10 = (long)t1 + (j_vec + 16L);
                long t11 = (long)((i + 1) * n + (int)t10);
                __m512d b_v_4 = _mm512_loadu_pd(b + t11);
                __m512d b_v_5 = _mm512_loadu_pd(b + t10);
                __m512d t12 = _mm512_sub_pd(b_v_4, b_v_5);
                _mm512_storeu_pd(a + t11, t12);
                long t13 = (long)t1 + (j_vec + 24L);
                long t14 = (long)((i + 1) * n + (int)t13);
                __m512d b_v_6 = _mm512_loadu_pd(b + t14);
                __m512d b_v_7 = _mm512_loadu_pd(b + t13);
                __m512d t15 = _mm512_sub_pd(b_v_6, b_v_7);
                _mm512_storeu_pd(a + t14, t15);
                j_vec += 32L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t16 = (long)n + (long)t1 * -1L;
        if (t16 >= 8L) {
            long t17 = t16 & -8L;
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:24 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t18 = (long)t1 + j_vec_1;
                long t19 = (long)((i + 1) * n + (int)t18);
                __m512d b_v_8 = _mm512_loadu_pd(b + t19);
                __m512d b_v_9 = _mm512_loadu_pd(b + t18);
                __m512d t20 = _mm512_sub_pd(b_v_8, b_v_9);
                _mm512_storeu_pd(a + t19, t20);
                j_vec_1 += 8L;
            } while (j_vec_1 < t17);
            t21 = (int)((long)t1 + t17);
        } else {
            t21 = t1;
        }
        long t22 = (long)n + (long)t21 * -1L;
        if ((t22 >= 1L) & (t22 <= 8L)) {
            __m256i t23 = _mm256_set1_epi32((int)(int)t22);
            __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t25 = (long)t21;
            long t26 = (long)((i + 1) * n + (int)t25);
            __m512d b_v_10 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), b + t26);
            __m512d b_v_11 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t24), b + t25);
            __m512d t27 = _mm512_sub_pd(b_v_10, b_v_11);
            _mm512_mask_storeu_pd(a + t26, _mm256_movepi32_mask(t24), t27);
            j = (int)((long)t21 + t22);
        } else {
            j = t21;
        }
        for (; j < n; j++) {
            long t28 = (long)((i + 1) * n + j);
            a[t28] = b[t28] - b[j];
        }
    }
}

/* The inner start grows twice as fast as the outer index: empty once 2i >= m. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void double_start(int n, int m, short *restrict a, const short *restrict b) {
    vcc_no_contract_body
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = 2 * i;
        long t2 = (long)m + (long)i * -2L;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            __m512i i_v = _mm512_set1_epi32((int)i);
            __m256i t4 = _mm512_cvtepi32_epi16(i_v);
            long j_vec = 0L;
            /* vcc: loop at triangular.c:31 vectorized: VF 16, UF 2, vector epilogue VF 16, scalar epilogue */
            do {
                long t5 = (long)t1 + j_vec;
                short *t6 = a + t5;
                __m256i a_v = _mm256_loadu_si256((const __m256i *)t6);
                __m256i b_v = _mm256_loadu_si256((const __m256i *)(b + t5));
                __m256i t7 = _mm256_mullo_epi16(b_v, t4);
                __m256i t8 = _mm256_add_epi16(a_v, t7);
                _mm256_storeu_si256((__m256i *)t6, t8);
                long t9 = (long)t1 + (j_vec + 16L);
                short *t10 = a + t9;
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)t10);
                __m256i b_v_1 = _mm256_loadu_si256((const __m256i *)(b + t9));
                __m256i t11 = _mm256_mullo_epi16(b_v_1, t4);
                __m256i t12 = _mm256_add_epi16(a_v_1, t11);
                _mm256_storeu_si256((__m256i *)t10, t12);
                j_vec += 32L;
            } while (j_vec < t3);
            t1 = (int)((long)t1 + t3);
        }
        long t13 = (long)m + (long)t1 * -1L;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            __m512i i_v_1 = _mm512_set1_epi32((int)i);
            __m256i t15 = _mm512_cvtepi32_epi16(i_v_1);
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:31 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t16 = (long)t1 + j_vec_1;
                short *t17 = a + t16;
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)t17);
                __m256i b_v_2 = _mm256_loadu_si256((const __m256i *)(b + t16));
                __m256i t18 = _mm256_mullo_epi16(b_v_2, t15);
                __m256i t19 = _mm256_add_epi16(a_v_2, t18);
                _mm256_storeu_si256((__m256i *)t17, t19);
                j_vec_1 += 16L;
            } while (j_vec_1 < t14);
            j = (int)((long)t1 + t14);
        } else {
            j = t1;
        }
        for (; j < m; j++) {
            long t20 = (long)j;
            short *t21 = a + t20;
            *t21 = (short)((int)*t21 + (int)b[t20] * (int)(short)i);
        }
    }
}

/* Down from the outer bound to the outer index. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void down_to_i(int n, unsigned *restrict a, const unsigned *restrict b) {
    vcc_no_contract_body
    int t32;
    int j;
    for (int i = 0; i < n; i++) {
        int t1 = n - 1;
        long t2 = (long)n + (long)i * -1L;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            __m512i t4 = _mm512_set1_epi32((int)t1);
            vcc_v16_uint j_v = (vcc_v16_uint)_mm512_add_epi32(t4, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
            long j_vec = 0L;
            /* vcc: loop at triangular.c:38 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            for (;;) {
                long t5 = (long)(i * n + (int)((long)t1 + j_vec * -1L));
                unsigned int *t6 = a + t5;
                __m512i t7 = _mm512_loadu_si512(t6 + -15);
                __m512i a_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t7);
                __m512i t8 = _mm512_loadu_si512(b + t5 + -15);
                __m512i b_v = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t8);
                __m512i t9 = _mm512_add_epi32(b_v, (__m512i)j_v);
                __m512i t10 = _mm512_xor_si512(a_v, t9);
                __m512i t11 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t10);
                _mm512_storeu_si512(t6 + -15, t11);
                __m512i t12 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(-16));
                long t13 = (long)(i * n + (int)((long)t1 + (j_vec + 16L) * -1L));
                unsigned int *t14 = a + t13;
                __m512i t15 = _mm512_loadu_si512(t14 + -15);
                __m512i a_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t15);
                __m512i t16 = _mm512_loadu_si512(b + t13 + -15);
                __m512i b_v_1 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t16);
                __m512i t17 = _mm512_add_epi32(b_v_1, t12);
                __m512i t18 = _mm512_xor_si512(a_v_1, t17);
                __m512i t19 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t18);
                _mm512_storeu_si512(t14 + -15, t19);
                j_vec += 32L;
                __m512i t20 = _mm512_add_epi32((__m512i)j_v, _mm512_set1_epi32(-32));
                if (j_vec >= t3) {
                    break;
                }
                j_v = (vcc_v16_uint)t20;
            }
            t1 = (int)((long)t1 + t3 * -1L);
        }
        long t21 = (long)i * -1L + (long)t1 + 1L;
        if (t21 >= 16L) {
            long t22 = t21 & -16L;
            __m512i t23 = _mm512_set1_epi32((int)t1);
            vcc_v16_uint j_v_1 = (vcc_v16_uint)_mm512_add_epi32(t23, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
            long j_vec_1 = 0L;
            /* vcc: loop at triangular.c:38 vector epilogue: VF 16, UF 1, scalar epilogue */
            for (;;) {
                long t24 = (long)(i * n + (int)((long)t1 + j_vec_1 * -1L));
                unsigned int *t25 = a + t24;
                __m512i t26 = _mm512_loadu_si512(t25 + -15);
                __m512i a_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t26);
                __m512i t27 = _mm512_loadu_si512(b + t24 + -15);
                __m512i b_v_2 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t27);
                __m512i t28 = _mm512_add_epi32(b_v_2, (__m512i)j_v_1);
                __m512i t29 = _mm512_xor_si512(a_v_2, t28);
                __m512i t30 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t29);
                _mm512_storeu_si512(t25 + -15, t30);
                j_vec_1 += 16L;
                __m512i t31 = _mm512_add_epi32((__m512i)j_v_1, _mm512_set1_epi32(-16));
                if (j_vec_1 >= t22) {
                    break;
                }
                j_v_1 = (vcc_v16_uint)t31;
            }
            t32 = (int)((long)t1 + t22 * -1L);
        } else {
            t32 = t1;
        }
        long t33 = (long)i * -1L + (long)t32 + 1L;
        if ((t33 >= 1L) & (t33 <= 16L)) {
            __m512i t34 = _mm512_set1_epi32((int)(int)t33);
            __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
            __m512i t36 = _mm512_set1_epi32((int)t32);
            __m512i t37 = _mm512_add_epi32(t36, _mm512_setr_epi32(0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15));
            long t38 = (long)(i * n + (int)(long)t32);
            __mmask16 t39 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t35)));
            __m512i t40 = _mm512_maskz_loadu_epi32(t39, (unsigned int *)((unsigned long)a + (unsigned long)t38 * 4UL - 60UL));
            __m512i a_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t40);
            __mmask16 t41 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t35)));
            __m512i t42 = _mm512_maskz_loadu_epi32(t41, (const unsigned int *)((unsigned long)b + (unsigned long)t38 * 4UL - 60UL));
            __m512i b_v_3 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t42);
            __m512i t43 = _mm512_add_epi32(b_v_3, t37);
            __m512i t44 = _mm512_xor_si512(a_v_3, t43);
            __mmask16 t45 = _mm512_movepi32_mask(_mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_movm_epi32(t35)));
            __m512i t46 = _mm512_permutexvar_epi32(_mm512_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), t44);
            _mm512_mask_storeu_epi32((unsigned int *)((unsigned long)a + (unsigned long)t38 * 4UL - 60UL), t45, t46);
            j = (int)((long)t32 + t33 * -1L);
        } else {
            j = t32;
        }
        for (; j >= i; j--) {
            long t47 = (long)(i * n + j);
            unsigned int *t48 = a + t47;
            *t48 = *t48 ^ (b[t47] + (unsigned int)j);
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) int main(void) {
    vcc_no_contract_body
    int n;
    int t1;
    int t70;
    int k;
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
            return 0;
        }
        if (n <= 80) {
            int nn = n * n;
            void *t2 = (_mm256_zeroupper(), new_array(nn, 4UL));
            float *af = (float *)t2;
            void *t3 = (_mm256_zeroupper(), new_array(nn, 4UL));
            float *bf = (float *)t3;
            void *t4 = (_mm256_zeroupper(), new_array(nn, 4UL));
            int *ai = (int *)t4;
            void *t5 = (_mm256_zeroupper(), new_array(nn, 4UL));
            int *bi = (int *)t5;
            void *t6 = (_mm256_zeroupper(), new_array(nn, 8UL));
            double *ad = (double *)t6;
            void *t7 = (_mm256_zeroupper(), new_array(nn, 8UL));
            double *bd = (double *)t7;
            unsigned int *au = (unsigned int *)(_mm256_zeroupper(), new_array(nn, 4UL));
            unsigned int *bu = (unsigned int *)(_mm256_zeroupper(), new_array(nn, 4UL));
            int t8 = 2 * n;
            short *as = (short *)(_mm256_zeroupper(), new_array(t8, 2UL));
            short *bs = (short *)(_mm256_zeroupper(), new_array(t8, 2UL));
            for (int fill_idx = 0; fill_idx < nn; fill_idx++) {
                ai[fill_idx] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            for (int fill_idx_1 = 0; fill_idx_1 < nn; fill_idx_1++) {
                bi[fill_idx_1] = -1000 + (int)((_mm256_zeroupper(), next_rand()) % 2000U);
            }
            for (int fill_idx_2 = 0; fill_idx_2 < nn; fill_idx_2++) {
                au[fill_idx_2] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
            }
            for (int fill_idx_3 = 0; fill_idx_3 < nn; fill_idx_3++) {
                bu[fill_idx_3] = (unsigned int)(int)((_mm256_zeroupper(), next_rand()) % 1073741824U);
            }
            for (int fill_idx_4 = 0; fill_idx_4 < t8; fill_idx_4++) {
                as[fill_idx_4] = (short)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
            }
            for (int fill_idx_5 = 0; fill_idx_5 < t8; fill_idx_5++) {
                bs[fill_idx_5] = (short)(-100 + (int)((_mm256_zeroupper(), next_rand()) % 200U));
            }
            long t9 = (long)nn;
            unsigned long t10 = (unsigned long)t2;
            unsigned long t11 = (unsigned long)t3;
            long t12 = (long)((unsigned long)t3 - (unsigned long)t2);
            unsigned long t13 = (unsigned long)t2;
            unsigned long t14 = (unsigned long)t4;
            long t15 = (long)((unsigned long)t2 - (unsigned long)t4);
            long t16 = (long)((unsigned long)t4 - (unsigned long)t2);
            unsigned long t17 = (unsigned long)t2;
            unsigned long t18 = (unsigned long)t5;
            long t19 = (long)((unsigned long)t5 - (unsigned long)t2);
            long t20 = (long)((unsigned long)t5 - (unsigned long)t2);
            unsigned long t21 = (unsigned long)t2;
            unsigned long t22 = (unsigned long)t6;
            unsigned long t23 = (unsigned long)t2;
            unsigned long t24 = (unsigned long)t7;
            unsigned long t25 = (unsigned long)t3;
            unsigned long t26 = (unsigned long)t4;
            long t27 = (long)((unsigned long)t3 - (unsigned long)t4);
            long t28 = (long)((unsigned long)t4 - (unsigned long)t3);
            unsigned long t29 = (unsigned long)t3;
            unsigned long t30 = (unsigned long)t5;
            long t31 = (long)((unsigned long)t3 - (unsigned long)t5);
            long t32 = (long)((unsigned long)t5 - (unsigned long)t3);
            unsigned long t33 = (unsigned long)t3;
            unsigned long t34 = (unsigned long)t6;
            unsigned long t35 = (unsigned long)t3;
            unsigned long t36 = (unsigned long)t7;
            unsigned long t37 = (unsigned long)t4;
            unsigned long t38 = (unsigned long)t6;
            unsigned long t39 = (unsigned long)t4;
            unsigned long t40 = (unsigned long)t7;
            unsigned long t41 = (unsigned long)t5;
            unsigned long t42 = (unsigned long)t6;
            unsigned long t43 = (unsigned long)t5;
            unsigned long t44 = (unsigned long)t7;
            unsigned long t45 = (unsigned long)t6;
            unsigned long t46 = (unsigned long)t7;
            long t47 = (long)((unsigned long)t7 - (unsigned long)t6);
            if ((t9 >= 16L) & (((t10 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t11) | ((t11 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t10) | ((t12 <= 0L) | (t12 >= 64L))) & (((t13 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t14) | ((t14 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t13) | (((t15 <= 0L) | (t15 >= 64L)) & ((t16 <= 0L) | (t16 >= 64L)))) & (((t17 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t18) | ((t18 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t17) | (((t19 <= 0L) | (t19 >= 64L)) & ((t20 <= 0L) | (t20 >= 64L)))) & (((t21 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t22) | ((t22 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t21)) & (((t23 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t24) | ((t24 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t23)) & (((t25 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t25) | (((t27 <= 0L) | (t27 >= 64L)) & ((t28 <= 0L) | (t28 >= 64L)))) & (((t29 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t30) | ((t30 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t29) | (((t31 <= 0L) | (t31 >= 64L)) & ((t32 <= 0L) | (t32 >= 64L)))) & (((t33 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t34) | ((t34 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t33)) & (((t35 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t35)) & (((t37 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t38) | ((t38 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t37)) & (((t39 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t39)) & (((t41 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t41)) & (((t43 + (unsigned long)(4L + (t9 - 1L) * 4L)) <= t44) | ((t44 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t43)) & (((t45 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t46) | ((t46 + (unsigned long)(8L + (t9 - 1L) * 8L)) <= t45) | ((t47 <= 0L) | (t47 >= 128L)))) {
                long t48 = t9 & -16L;
                long k_vec = 0L;
                /* vcc: loop at triangular.c:59 vectorized: VF 8, UF 2, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 8, scalar epilogue */
                do {
                    int *t49 = ai + k_vec;
                    __m256i ai_v = _mm256_loadu_si256((const __m256i *)t49);
                    __m256 t50 = _mm256_cvtepi32_ps(ai_v);
                    __m256 t51 = _mm256_mul_ps(t50, _mm256_set1_ps(0.125f));
                    _mm256_storeu_ps(af + k_vec, t51);
                    int *t52 = bi + k_vec;
                    __m256i bi_v = _mm256_loadu_si256((const __m256i *)t52);
                    __m256 t53 = _mm256_cvtepi32_ps(bi_v);
                    __m256 t54 = _mm256_mul_ps(t53, _mm256_set1_ps(0.25f));
                    _mm256_storeu_ps(bf + k_vec, t54);
                    __m256i ai_v_1 = _mm256_loadu_si256((const __m256i *)t49);
                    __m512d t55 = _mm512_cvtepi32_pd(ai_v_1);
                    __m512d t56 = _mm512_mul_pd(t55, _mm512_set1_pd(0.5));
                    _mm512_storeu_pd(ad + k_vec, t56);
                    __m256i bi_v_1 = _mm256_loadu_si256((const __m256i *)t52);
                    __m512d t57 = _mm512_cvtepi32_pd(bi_v_1);
                    __m512d t58 = _mm512_mul_pd(t57, _mm512_set1_pd(0.375));
                    _mm512_storeu_pd(bd + k_vec, t58);
                    long t59 = k_vec + 8L;
                    int *t60 = ai + t59;
                    __m256i ai_v_2 = _mm256_loadu_si256((const __m256i *)t60);
                    __m256 t61 = _mm256_cvtepi32_ps(ai_v_2);
                    __m256 t62 = _mm256_mul_ps(t61, _mm256_set1_ps(0.125f));
                    _mm256_storeu_ps(af + t59, t62);
                    int *t63 = bi + t59;
                    __m256i bi_v_2 = _mm256_loadu_si256((const __m256i *)t63);
                    __m256 t64 = _mm256_cvtepi32_ps(bi_v_2);
                    __m256 t65 = _mm256_mul_ps(t64, _mm256_set1_ps(0.25f));
                    _mm256_storeu_ps(bf + t59, t65);
                    __m256i ai_v_3 = _mm256_loadu_si256((const __m256i *)t60);
                    __m512d t66 = _mm512_cvtepi32_pd(ai_v_3);
                    __m512d t67 = _mm512_mul_pd(t66, _mm512_set1_pd(0.5));
                    _mm512_storeu_pd(ad + t59, t67);
                    __m256i bi_v_3 = _mm256_loadu_si256((const __m256i *)t63);
                    __m512d t68 = _mm512_cvtepi32_pd(bi_v_3);
                    __m512d t69 = _mm512_mul_pd(t68, _mm512_set1_pd(0.375));
                    _mm512_storeu_pd(bd + t59, t69);
                    k_vec += 16L;
                } while (k_vec < t48);
                t70 = (int)t48;
            } else {
                t70 = 0;
            }
            long t71 = (long)nn + (long)t70 * -1L;
            unsigned long t72 = (unsigned long)t2;
            unsigned long t73 = (unsigned long)t3;
            long t74 = (long)((unsigned long)t3 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t70 * 4L)));
            unsigned long t75 = (unsigned long)t2;
            unsigned long t76 = (unsigned long)t4;
            long t77 = (long)((unsigned long)t2 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t70 * 4L)));
            long t78 = (long)((unsigned long)t4 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t70 * 4L)));
            unsigned long t79 = (unsigned long)t2;
            unsigned long t80 = (unsigned long)t5;
            long t81 = (long)((unsigned long)t5 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t70 * 4L)));
            long t82 = (long)((unsigned long)t5 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t2 + (unsigned long)((long)t70 * 4L)));
            unsigned long t83 = (unsigned long)t2;
            unsigned long t84 = (unsigned long)t6;
            unsigned long t85 = (unsigned long)t2;
            unsigned long t86 = (unsigned long)t7;
            unsigned long t87 = (unsigned long)t3;
            unsigned long t88 = (unsigned long)t4;
            long t89 = (long)((unsigned long)t3 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t70 * 4L)));
            long t90 = (long)((unsigned long)t4 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t70 * 4L)));
            unsigned long t91 = (unsigned long)t3;
            unsigned long t92 = (unsigned long)t5;
            long t93 = (long)((unsigned long)t3 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t70 * 4L)));
            long t94 = (long)((unsigned long)t5 + (unsigned long)((long)t70 * 4L) - ((unsigned long)t3 + (unsigned long)((long)t70 * 4L)));
            unsigned long t95 = (unsigned long)t3;
            unsigned long t96 = (unsigned long)t6;
            unsigned long t97 = (unsigned long)t3;
            unsigned long t98 = (unsigned long)t7;
            unsigned long t99 = (unsigned long)t4;
            unsigned long t100 = (unsigned long)t6;
            unsigned long t101 = (unsigned long)t4;
            unsigned long t102 = (unsigned long)t7;
            unsigned long t103 = (unsigned long)t5;
            unsigned long t104 = (unsigned long)t6;
            unsigned long t105 = (unsigned long)t5;
            unsigned long t106 = (unsigned long)t7;
            unsigned long t107 = (unsigned long)t6;
            unsigned long t108 = (unsigned long)t7;
            long t109 = (long)((unsigned long)t7 + (unsigned long)((long)t70 * 8L) - ((unsigned long)t6 + (unsigned long)((long)t70 * 8L)));
            if ((t71 >= 8L) & (((t72 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t73 + (unsigned long)((long)t70 * 4L))) | ((t73 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t72 + (unsigned long)((long)t70 * 4L))) | ((t74 <= 0L) | (t74 >= 32L))) & (((t75 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t76 + (unsigned long)((long)t70 * 4L))) | ((t76 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t75 + (unsigned long)((long)t70 * 4L))) | (((t77 <= 0L) | (t77 >= 32L)) & ((t78 <= 0L) | (t78 >= 32L)))) & (((t79 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t80 + (unsigned long)((long)t70 * 4L))) | ((t80 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t70 * 4L))) | (((t81 <= 0L) | (t81 >= 32L)) & ((t82 <= 0L) | (t82 >= 32L)))) & (((t83 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t84 + (unsigned long)((long)t70 * 8L))) | ((t84 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t83 + (unsigned long)((long)t70 * 4L)))) & (((t85 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t86 + (unsigned long)((long)t70 * 8L))) | ((t86 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t85 + (unsigned long)((long)t70 * 4L)))) & (((t87 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t88 + (unsigned long)((long)t70 * 4L))) | ((t88 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t87 + (unsigned long)((long)t70 * 4L))) | (((t89 <= 0L) | (t89 >= 32L)) & ((t90 <= 0L) | (t90 >= 32L)))) & (((t91 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t92 + (unsigned long)((long)t70 * 4L))) | ((t92 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t91 + (unsigned long)((long)t70 * 4L))) | (((t93 <= 0L) | (t93 >= 32L)) & ((t94 <= 0L) | (t94 >= 32L)))) & (((t95 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t96 + (unsigned long)((long)t70 * 8L))) | ((t96 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t95 + (unsigned long)((long)t70 * 4L)))) & (((t97 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t98 + (unsigned long)((long)t70 * 8L))) | ((t98 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t97 + (unsigned long)((long)t70 * 4L)))) & (((t99 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t100 + (unsigned long)((long)t70 * 8L))) | ((t100 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t99 + (unsigned long)((long)t70 * 4L)))) & (((t101 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t102 + (unsigned long)((long)t70 * 8L))) | ((t102 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t101 + (unsigned long)((long)t70 * 4L)))) & (((t103 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t104 + (unsigned long)((long)t70 * 8L))) | ((t104 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t103 + (unsigned long)((long)t70 * 4L)))) & (((t105 + (unsigned long)((long)t70 * 4L + 4L + (t71 - 1L) * 4L)) <= (t106 + (unsigned long)((long)t70 * 8L))) | ((t106 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t105 + (unsigned long)((long)t70 * 4L)))) & (((t107 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t108 + (unsigned long)((long)t70 * 8L))) | ((t108 + (unsigned long)((long)t70 * 8L + 8L + (t71 - 1L) * 8L)) <= (t107 + (unsigned long)((long)t70 * 8L))) | ((t109 <= 0L) | (t109 >= 64L)))) {
                long t110 = t71 & -8L;
                long k_vec_1 = 0L;
                /* vcc: loop at triangular.c:59 vector epilogue: VF 8, UF 1, run-time checks: the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 48:57, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:21 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:19, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 49:53, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 48:57 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:19 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:22, the value of the call to `new_array` at 49:53 and the value of the call to `new_array` at 50:59, the value of the call to `new_array` at 50:22 and the value of the call to `new_array` at 50:59 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t111 = (long)t70 + k_vec_1;
                    int *t112 = ai + t111;
                    __m256i ai_v_4 = _mm256_loadu_si256((const __m256i *)t112);
                    __m256 t113 = _mm256_cvtepi32_ps(ai_v_4);
                    __m256 t114 = _mm256_mul_ps(t113, _mm256_set1_ps(0.125f));
                    _mm256_storeu_ps(af + t111, t114);
                    int *t115 = bi + t111;
                    __m256i bi_v_4 = _mm256_loadu_si256((const __m256i *)t115);
                    __m256 t116 = _mm256_cvtepi32_ps(bi_v_4);
                    __m256 t117 = _mm256_mul_ps(t116, _mm256_set1_ps(0.25f));
                    _mm256_storeu_ps(bf + t111, t117);
                    __m256i ai_v_5 = _mm256_loadu_si256((const __m256i *)t112);
                    __m512d t118 = _mm512_cvtepi32_pd(ai_v_5);
                    __m512d t119 = _mm512_mul_pd(t118, _mm512_set1_pd(0.5));
                    _mm512_storeu_pd(ad + t111, t119);
                    __m256i bi_v_5 = _mm256_loadu_si256((const __m256i *)t115);
                    __m512d t120 = _mm512_cvtepi32_pd(bi_v_5);
                    __m512d t121 = _mm512_mul_pd(t120, _mm512_set1_pd(0.375));
                    _mm512_storeu_pd(bd + t111, t121);
                    k_vec_1 += 8L;
                } while (k_vec_1 < t110);
                k = (int)((long)t70 + t110);
            } else {
                k = t70;
            }
            for (; k < nn; k++) {
                long t122 = (long)k;
                int *t123 = ai + t122;
                af[t122] = (float)*t123 * 0.125f;
                int *t124 = bi + t122;
                bf[t122] = (float)*t124 * 0.25f;
                ad[t122] = (double)*t123 * 0.5;
                bd[t122] = (double)*t124 * 0.375;
            }
            upper(n, af, bf, 1.5f);
            lower(n, ai, bi);
            strict_upper(n, ad, bd);
            const short *t125 = bs;
            double_start(n, t8, as, t125);
            double_start(n, n / 2, as, t125);
            down_to_i(n, au, bu);
            unsigned long t126 = (unsigned long)nn;
            unsigned long t127 = t126 * 4UL;
            unsigned long t128 = (_mm256_zeroupper(), hash_bytes((const void *)au, t127));
            unsigned long t129 = (_mm256_zeroupper(), hash_bytes((const void *)as, (unsigned long)t8 * 2UL));
            unsigned long t130 = (_mm256_zeroupper(), hash_bytes((const void *)ad, t126 * 8UL));
            unsigned long t131 = (_mm256_zeroupper(), hash_bytes((const void *)ai, t127));
            printf("n=%d %llx %llx %llx %llx %llx\n", n, (unsigned long long)(_mm256_zeroupper(), hash_bytes((const void *)af, t127)), (unsigned long long)t131, (unsigned long long)t130, (unsigned long long)t129, (unsigned long long)t128);
            free((void *)af);
            free((void *)bf);
            free((void *)ai);
            free((void *)bi);
            free((void *)ad);
            free((void *)bd);
            free((void *)au);
            free((void *)bu);
            free((void *)as);
            free((void *)bs);
        }
    }
}
