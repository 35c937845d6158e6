/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v8_uint __attribute__((vector_size(32)));
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif

/* vcc-test: expect-vectorized 8 */
#include "harness.h"

/* Unroll-and-jam (midend/src/transform/unroll_jam.rs): nests whose inner loop accumulates into
   elements that do not move with the outer index run two outer iterations per inner loop, j's
   update of y[i] passed straight to j+1's; an odd outer count leaves the last one to the
   original nest. The values have full mantissas: an update done in another order prints
   other bits. */
#define M 37
static float A[40][M], x[40], y[M];

/* y += A^T x over a fixed-size matrix, any number of columns. */
static __typeof__(A) A __attribute__((aligned(64)));
static __typeof__(y) y __attribute__((aligned(64)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void matvec(int n) {
    vcc_no_contract_body
    int t1;
    int j_1;
    int j = 0;
    for (;; j = t1 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        long i_vec = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 16, UF 2, masked remainder */
        do {
            float *t2 = &y[i_vec];
            __m512 y_v = _mm512_loadu_ps(t2);
            long t3 = (long)j;
            __m512 A_v = _mm512_loadu_ps(&A[t3][i_vec]);
            __m512 x_v = _mm512_set1_ps(x[t3]);
            __m512 t4 = _mm512_mul_ps(A_v, x_v);
            __m512 t5 = _mm512_add_ps(y_v, t4);
            long t6 = (long)t1;
            __m512 A_v_1 = _mm512_loadu_ps(&A[t6][i_vec]);
            __m512 x_v_1 = _mm512_set1_ps(x[t6]);
            __m512 t7 = _mm512_mul_ps(A_v_1, x_v_1);
            __m512 t8 = _mm512_add_ps(t5, t7);
            _mm512_storeu_ps(t2, t8);
            long t9 = i_vec + 16L;
            float *t10 = &y[t9];
            __m512 y_v_1 = _mm512_loadu_ps(t10);
            long t11 = (long)j;
            __m512 A_v_2 = _mm512_loadu_ps(&A[t11][t9]);
            __m512 x_v_2 = _mm512_set1_ps(x[t11]);
            __m512 t12 = _mm512_mul_ps(A_v_2, x_v_2);
            __m512 t13 = _mm512_add_ps(y_v_1, t12);
            long t14 = (long)t1;
            __m512 A_v_3 = _mm512_loadu_ps(&A[t14][t9]);
            __m512 x_v_3 = _mm512_set1_ps(x[t14]);
            __m512 t15 = _mm512_mul_ps(A_v_3, x_v_3);
            __m512 t16 = _mm512_add_ps(t13, t15);
            _mm512_storeu_ps(t10, t16);
            i_vec += 32L;
        } while (i_vec < 32L);
        __m512i t17 = _mm512_set1_epi32(5);
        __mmask16 t18 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t17, _MM_CMPINT_LT);
        __m512 y_v_2 = _mm512_maskz_loadu_ps(t18, &y[32]);
        long t19 = (long)j;
        __m512 A_v_4 = _mm512_maskz_loadu_ps(t18, &A[t19][32]);
        __m512 x_v_4 = _mm512_set1_ps(x[t19]);
        __m512 t20 = _mm512_mul_ps(A_v_4, x_v_4);
        __m512 t21 = _mm512_add_ps(y_v_2, t20);
        long t22 = (long)t1;
        __m512 A_v_5 = _mm512_maskz_loadu_ps(t18, &A[t22][32]);
        __m512 x_v_5 = _mm512_set1_ps(x[t22]);
        __m512 t23 = _mm512_mul_ps(A_v_5, x_v_5);
        __m512 t24 = _mm512_add_ps(t21, t23);
        _mm512_mask_storeu_ps(&y[32], t18, t24);
    }
    for (; j_1 < n; j_1++) {
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 16, UF 2, masked remainder */
        do {
            float *t25 = &y[i_vec_1];
            __m512 y_v_3 = _mm512_loadu_ps(t25);
            long t26 = (long)j_1;
            __m512 A_v_6 = _mm512_loadu_ps(&A[t26][i_vec_1]);
            __m512 x_v_6 = _mm512_set1_ps(x[t26]);
            __m512 t27 = _mm512_mul_ps(A_v_6, x_v_6);
            __m512 t28 = _mm512_add_ps(y_v_3, t27);
            _mm512_storeu_ps(t25, t28);
            long t29 = i_vec_1 + 16L;
            float *t30 = &y[t29];
            __m512 y_v_4 = _mm512_loadu_ps(t30);
            long t31 = (long)j_1;
            __m512 A_v_7 = _mm512_loadu_ps(&A[t31][t29]);
            __m512 x_v_7 = _mm512_set1_ps(x[t31]);
            __m512 t32 = _mm512_mul_ps(A_v_7, x_v_7);
            __m512 t33 = _mm512_add_ps(y_v_4, t32);
            _mm512_storeu_ps(t30, t33);
            i_vec_1 += 32L;
        } while (i_vec_1 < 32L);
        __m512i t34 = _mm512_set1_epi32(5);
        __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
        __m512 y_v_5 = _mm512_maskz_loadu_ps(t35, &y[32]);
        long t36 = (long)j_1;
        __m512 A_v_8 = _mm512_maskz_loadu_ps(t35, &A[t36][32]);
        __m512 x_v_8 = _mm512_set1_ps(x[t36]);
        __m512 t37 = _mm512_mul_ps(A_v_8, x_v_8);
        __m512 t38 = _mm512_add_ps(y_v_5, t37);
        _mm512_mask_storeu_ps(&y[32], t35, t38);
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
    int t1;
    int t13;
    int t21;
    int i;
    int j_1;
    int t39;
    int t45;
    int i_1;
    int j = 0;
    for (;; j = t1 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        long t2 = (long)m;
        if (t2 >= 32L) {
            long t3 = t2 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                int t4 = (int)i_vec;
                int *t5 = s + i_vec;
                __m512i s_v = _mm512_loadu_si512(t5);
                __m512i a_v = _mm512_loadu_si512(a + (j * m + t4));
                __m512i t6 = _mm512_add_epi32(s_v, a_v);
                __m512i a_v_1 = _mm512_loadu_si512(a + (t1 * m + t4));
                __m512i t7 = _mm512_add_epi32(t6, a_v_1);
                _mm512_storeu_si512(t5, t7);
                long t8 = i_vec + 16L;
                int t9 = (int)t8;
                int *t10 = s + t8;
                __m512i s_v_1 = _mm512_loadu_si512(t10);
                __m512i a_v_2 = _mm512_loadu_si512(a + (j * m + t9));
                __m512i t11 = _mm512_add_epi32(s_v_1, a_v_2);
                __m512i a_v_3 = _mm512_loadu_si512(a + (t1 * m + t9));
                __m512i t12 = _mm512_add_epi32(t11, a_v_3);
                _mm512_storeu_si512(t10, t12);
                i_vec += 32L;
            } while (i_vec < t3);
            t13 = (int)t3;
        } else {
            t13 = 0;
        }
        long t14 = (long)m + (long)t13 * -1L;
        if (t14 >= 16L) {
            long t15 = t14 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t16 = (long)t13 + i_vec_1;
                int t17 = (int)t16;
                int *t18 = s + t16;
                __m512i s_v_2 = _mm512_loadu_si512(t18);
                __m512i a_v_4 = _mm512_loadu_si512(a + (j * m + t17));
                __m512i t19 = _mm512_add_epi32(s_v_2, a_v_4);
                __m512i a_v_5 = _mm512_loadu_si512(a + (t1 * m + t17));
                __m512i t20 = _mm512_add_epi32(t19, a_v_5);
                _mm512_storeu_si512(t18, t20);
                i_vec_1 += 16L;
            } while (i_vec_1 < t15);
            t21 = (int)((long)t13 + t15);
        } else {
            t21 = t13;
        }
        long t22 = (long)m + (long)t21 * -1L;
        if ((t22 >= 1L) & (t22 <= 16L)) {
            __m512i t23 = _mm512_set1_epi32((int)(int)t22);
            __mmask16 t24 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t23, _MM_CMPINT_LT);
            long t25 = (long)t21;
            int t26 = (int)t25;
            int *t27 = s + t25;
            __m512i s_v_3 = _mm512_maskz_loadu_epi32(t24, t27);
            __m512i a_v_6 = _mm512_maskz_loadu_epi32(t24, a + (j * m + t26));
            __m512i t28 = _mm512_add_epi32(s_v_3, a_v_6);
            __m512i a_v_7 = _mm512_maskz_loadu_epi32(t24, a + (t1 * m + t26));
            __m512i t29 = _mm512_add_epi32(t28, a_v_7);
            _mm512_mask_storeu_epi32(t27, t24, t29);
            i = (int)((long)t21 + t22);
        } else {
            i = t21;
        }
        for (; i < m; i++) {
            int *t30 = s + i;
            int t31 = *t30 + a[j * m + i];
            *t30 = t31 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t32 = (long)m;
        if (t32 >= 32L) {
            long t33 = t32 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                int *t34 = s + i_vec_2;
                __m512i s_v_4 = _mm512_loadu_si512(t34);
                __m512i a_v_8 = _mm512_loadu_si512(a + (j_1 * m + (int)i_vec_2));
                __m512i t35 = _mm512_add_epi32(s_v_4, a_v_8);
                _mm512_storeu_si512(t34, t35);
                long t36 = i_vec_2 + 16L;
                int *t37 = s + t36;
                __m512i s_v_5 = _mm512_loadu_si512(t37);
                __m512i a_v_9 = _mm512_loadu_si512(a + (j_1 * m + (int)t36));
                __m512i t38 = _mm512_add_epi32(s_v_5, a_v_9);
                _mm512_storeu_si512(t37, t38);
                i_vec_2 += 32L;
            } while (i_vec_2 < t33);
            t39 = (int)t33;
        } else {
            t39 = 0;
        }
        long t40 = (long)m + (long)t39 * -1L;
        if (t40 >= 16L) {
            long t41 = t40 & -16L;
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t42 = (long)t39 + i_vec_3;
                int *t43 = s + t42;
                __m512i s_v_6 = _mm512_loadu_si512(t43);
                __m512i a_v_10 = _mm512_loadu_si512(a + (j_1 * m + (int)t42));
                __m512i t44 = _mm512_add_epi32(s_v_6, a_v_10);
                _mm512_storeu_si512(t43, t44);
                i_vec_3 += 16L;
            } while (i_vec_3 < t41);
            t45 = (int)((long)t39 + t41);
        } else {
            t45 = t39;
        }
        long t46 = (long)m + (long)t45 * -1L;
        if ((t46 >= 1L) & (t46 <= 16L)) {
            __m512i t47 = _mm512_set1_epi32((int)(int)t46);
            __mmask16 t48 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t47, _MM_CMPINT_LT);
            long t49 = (long)t45;
            int *t50 = s + t49;
            __m512i s_v_7 = _mm512_maskz_loadu_epi32(t48, t50);
            __m512i a_v_11 = _mm512_maskz_loadu_epi32(t48, a + (j_1 * m + (int)t49));
            __m512i t51 = _mm512_add_epi32(s_v_7, a_v_11);
            _mm512_mask_storeu_epi32(t50, t48, t51);
            i_1 = (int)((long)t45 + t46);
        } else {
            i_1 = t45;
        }
        for (; i_1 < m; i_1++) {
            int *t52 = s + i_1;
            *t52 = *t52 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    int t1;
    int t23;
    int t36;
    int i;
    int j_1;
    int t80;
    int t90;
    int i_1;
    int j = n - 1;
    for (;; j = t1 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t1 = j + -1;
        if (t1 < 0) {
            j_1 = j;
            break;
        }
        long t2 = (long)m;
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            __m256i t4 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v = (vcc_v8_uint)_mm256_add_epi32(t4, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            for (;;) {
                double *t5 = v + i_vec;
                __m512d v_v = _mm512_loadu_pd(t5);
                __m512d t6 = _mm512_mul_pd(v_v, _mm512_set1_pd(0.5));
                __m512d w_v = _mm512_set1_pd(w[j]);
                __m512d t7 = _mm512_cvtepi32_pd((__m256i)i_v);
                __m512d t8 = _mm512_mul_pd(w_v, t7);
                __m512d t9 = _mm512_add_pd(t6, t8);
                __m512d t10 = _mm512_mul_pd(t9, _mm512_set1_pd(0.5));
                __m512d w_v_1 = _mm512_set1_pd(w[t1]);
                __m512d t11 = _mm512_mul_pd(w_v_1, t7);
                __m512d t12 = _mm512_add_pd(t10, t11);
                _mm512_storeu_pd(t5, t12);
                __m256i t13 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(8));
                double *t14 = v + (i_vec + 8L);
                __m512d v_v_1 = _mm512_loadu_pd(t14);
                __m512d t15 = _mm512_mul_pd(v_v_1, _mm512_set1_pd(0.5));
                __m512d w_v_2 = _mm512_set1_pd(w[j]);
                __m512d t16 = _mm512_cvtepi32_pd(t13);
                __m512d t17 = _mm512_mul_pd(w_v_2, t16);
                __m512d t18 = _mm512_add_pd(t15, t17);
                __m512d t19 = _mm512_mul_pd(t18, _mm512_set1_pd(0.5));
                __m512d w_v_3 = _mm512_set1_pd(w[t1]);
                __m512d t20 = _mm512_mul_pd(w_v_3, t16);
                __m512d t21 = _mm512_add_pd(t19, t20);
                _mm512_storeu_pd(t14, t21);
                i_vec += 16L;
                __m256i t22 = _mm256_add_epi32((__m256i)i_v, _mm256_set1_epi32(16));
                if (i_vec >= t3) {
                    break;
                }
                i_v = (vcc_v8_uint)t22;
            }
            t23 = (int)t3;
        } else {
            t23 = 0;
        }
        long t24 = (long)m + (long)t23 * -1L;
        if (t24 >= 8L) {
            long t25 = t24 & -8L;
            __m256i t26 = _mm256_set1_epi32((int)t23);
            vcc_v8_uint i_v_1 = (vcc_v8_uint)_mm256_add_epi32(t26, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                double *t27 = v + ((long)t23 + i_vec_1);
                __m512d v_v_2 = _mm512_loadu_pd(t27);
                __m512d t28 = _mm512_mul_pd(v_v_2, _mm512_set1_pd(0.5));
                __m512d w_v_4 = _mm512_set1_pd(w[j]);
                __m512d t29 = _mm512_cvtepi32_pd((__m256i)i_v_1);
                __m512d t30 = _mm512_mul_pd(w_v_4, t29);
                __m512d t31 = _mm512_add_pd(t28, t30);
                __m512d t32 = _mm512_mul_pd(t31, _mm512_set1_pd(0.5));
                __m512d w_v_5 = _mm512_set1_pd(w[t1]);
                __m512d t33 = _mm512_mul_pd(w_v_5, t29);
                __m512d t34 = _mm512_add_pd(t32, t33);
                _mm512_storeu_pd(t27, t34);
                i_vec_1 += 8L;
                __m256i t35 = _mm256_add_epi32((__m256i)i_v_1, _mm256_set1_epi32(8));
                if (i_vec_1 >= t25) {
                    break;
                }
                i_v_1 = (vcc_v8_uint)t35;
            }
            t36 = (int)((long)t23 + t25);
        } else {
            t36 = t23;
        }
        long t37 = (long)m + (long)t36 * -1L;
        if ((t37 >= 1L) & (t37 <= 8L)) {
            __m256i t38 = _mm256_set1_epi32((int)(int)t37);
            __m256i t39 = _mm256_cmpgt_epi32(t38, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t40 = _mm256_set1_epi32((int)t36);
            __m256i t41 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            double *t42 = v + (long)t36;
            __m512d v_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t39), t42);
            __m512d t43 = _mm512_mul_pd(v_v_3, _mm512_set1_pd(0.5));
            __m512d w_v_6 = _mm512_set1_pd(w[j]);
            __m512d t44 = _mm512_cvtepi32_pd(t41);
            __m512d t45 = _mm512_mul_pd(w_v_6, t44);
            __m512d t46 = _mm512_add_pd(t43, t45);
            __m512d t47 = _mm512_mul_pd(t46, _mm512_set1_pd(0.5));
            __m512d w_v_7 = _mm512_set1_pd(w[t1]);
            __m512d t48 = _mm512_mul_pd(w_v_7, t44);
            __m512d t49 = _mm512_add_pd(t47, t48);
            _mm512_mask_storeu_pd(t42, _mm256_movepi32_mask(t39), t49);
            i = (int)((long)t36 + t37);
        } else {
            i = t36;
        }
        for (; i < m; i++) {
            double *t50 = v + i;
            double t51 = (double)i;
            double t52 = *t50 * 0.5 + w[j] * t51;
            *t50 = t52 * 0.5 + w[t1] * t51;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t53 = (long)m;
        if (t53 >= 32L) {
            long t54 = t53 & -32L;
            __m256i t55 = _mm256_set1_epi32(0);
            vcc_v8_uint i_v_2 = (vcc_v8_uint)_mm256_add_epi32(t55, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                double *t56 = v + i_vec_2;
                __m512d v_v_4 = _mm512_loadu_pd(t56);
                __m512d t57 = _mm512_mul_pd(v_v_4, _mm512_set1_pd(0.5));
                __m512d w_v_8 = _mm512_set1_pd(w[j_1]);
                __m512d t58 = _mm512_cvtepi32_pd((__m256i)i_v_2);
                __m512d t59 = _mm512_mul_pd(w_v_8, t58);
                __m512d t60 = _mm512_add_pd(t57, t59);
                _mm512_storeu_pd(t56, t60);
                __m256i t61 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(8));
                double *t62 = v + (i_vec_2 + 8L);
                __m512d v_v_5 = _mm512_loadu_pd(t62);
                __m512d t63 = _mm512_mul_pd(v_v_5, _mm512_set1_pd(0.5));
                __m512d w_v_9 = _mm512_set1_pd(w[j_1]);
                __m512d t64 = _mm512_cvtepi32_pd(t61);
                __m512d t65 = _mm512_mul_pd(w_v_9, t64);
                __m512d t66 = _mm512_add_pd(t63, t65);
                _mm512_storeu_pd(t62, t66);
                __m256i t67 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(16));
                double *t68 = v + (i_vec_2 + 16L);
                __m512d v_v_6 = _mm512_loadu_pd(t68);
                __m512d t69 = _mm512_mul_pd(v_v_6, _mm512_set1_pd(0.5));
                __m512d w_v_10 = _mm512_set1_pd(w[j_1]);
                __m512d t70 = _mm512_cvtepi32_pd(t67);
                __m512d t71 = _mm512_mul_pd(w_v_10, t70);
                __m512d t72 = _mm512_add_pd(t69, t71);
                _mm512_storeu_pd(t68, t72);
                __m256i t73 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(24));
                double *t74 = v + (i_vec_2 + 24L);
                __m512d v_v_7 = _mm512_loadu_pd(t74);
                __m512d t75 = _mm512_mul_pd(v_v_7, _mm512_set1_pd(0.5));
                __m512d w_v_11 = _mm512_set1_pd(w[j_1]);
                __m512d t76 = _mm512_cvtepi32_pd(t73);
                __m512d t77 = _mm512_mul_pd(w_v_11, t76);
                __m512d t78 = _mm512_add_pd(t75, t77);
                _mm512_storeu_pd(t74, t78);
                i_vec_2 += 32L;
                __m256i t79 = _mm256_add_epi32((__m256i)i_v_2, _mm256_set1_epi32(32));
                if (i_vec_2 >= t54) {
                    break;
                }
                i_v_2 = (vcc_v8_uint)t79;
            }
            t80 = (int)t54;
        } else {
            t80 = 0;
        }
        long t81 = (long)m + (long)t80 * -1L;
        if (t81 >= 8L) {
            long t82 = t81 & -8L;
            __m256i t83 = _mm256_set1_epi32((int)t80);
            vcc_v8_uint i_v_3 = (vcc_v8_uint)_mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 8, UF 1, scalar epilogue */
            for (;;) {
                double *t84 = v + ((long)t80 + i_vec_3);
                __m512d v_v_8 = _mm512_loadu_pd(t84);
                __m512d t85 = _mm512_mul_pd(v_v_8, _mm512_set1_pd(0.5));
                __m512d w_v_12 = _mm512_set1_pd(w[j_1]);
                __m512d t86 = _mm512_cvtepi32_pd((__m256i)i_v_3);
                __m512d t87 = _mm512_mul_pd(w_v_12, t86);
                __m512d t88 = _mm512_add_pd(t85, t87);
                _mm512_storeu_pd(t84, t88);
                i_vec_3 += 8L;
                __m256i t89 = _mm256_add_epi32((__m256i)i_v_3, _mm256_set1_epi32(8));
                if (i_vec_3 >= t82) {
                    break;
                }
                i_v_3 = (vcc_v8_uint)t89;
            }
            t90 = (int)((long)t80 + t82);
        } else {
            t90 = t80;
        }
        long t91 = (long)m + (long)t90 * -1L;
        if ((t91 >= 1L) & (t91 <= 8L)) {
            __m256i t92 = _mm256_set1_epi32((int)(int)t91);
            __m256i t93 = _mm256_cmpgt_epi32(t92, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t94 = _mm256_set1_epi32((int)t90);
            __m256i t95 = _mm256_add_epi32(t94, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            double *t96 = v + (long)t90;
            __m512d v_v_9 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t93), t96);
            __m512d t97 = _mm512_mul_pd(v_v_9, _mm512_set1_pd(0.5));
            __m512d w_v_13 = _mm512_set1_pd(w[j_1]);
            __m512d t98 = _mm512_cvtepi32_pd(t95);
            __m512d t99 = _mm512_mul_pd(w_v_13, t98);
            __m512d t100 = _mm512_add_pd(t97, t99);
            _mm512_mask_storeu_pd(t96, _mm256_movepi32_mask(t93), t100);
            i_1 = (int)((long)t90 + t91);
        } else {
            i_1 = t90;
        }
        for (; i_1 < m; i_1++) {
            double *t101 = v + i_1;
            *t101 = *t101 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    int t6;
    int t11;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                __m512 v_v = _mm512_loadu_ps(v + ((int)i_vec + 1));
                __m512 w_v = _mm512_set1_ps(w[j]);
                __m512 t3 = _mm512_add_ps(v_v, w_v);
                _mm512_storeu_ps(v + i_vec, t3);
                long t4 = i_vec + 16L;
                __m512 v_v_1 = _mm512_loadu_ps(v + ((int)t4 + 1));
                __m512 w_v_1 = _mm512_set1_ps(w[j]);
                __m512 t5 = _mm512_add_ps(v_v_1, w_v_1);
                _mm512_storeu_ps(v + t4, t5);
                i_vec += 32L;
            } while (i_vec < t2);
            t6 = (int)t2;
        } else {
            t6 = 0;
        }
        long t7 = (long)m + (long)t6 * -1L;
        if (t7 >= 16L) {
            long t8 = t7 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:36 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t9 = (long)t6 + i_vec_1;
                __m512 v_v_2 = _mm512_loadu_ps(v + ((int)t9 + 1));
                __m512 w_v_2 = _mm512_set1_ps(w[j]);
                __m512 t10 = _mm512_add_ps(v_v_2, w_v_2);
                _mm512_storeu_ps(v + t9, t10);
                i_vec_1 += 16L;
            } while (i_vec_1 < t8);
            t11 = (int)((long)t6 + t8);
        } else {
            t11 = t6;
        }
        long t12 = (long)m + (long)t11 * -1L;
        if ((t12 >= 1L) & (t12 <= 16L)) {
            __m512i t13 = _mm512_set1_epi32((int)(int)t12);
            __mmask16 t14 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t13, _MM_CMPINT_LT);
            long t15 = (long)t11;
            __m512 v_v_3 = _mm512_maskz_loadu_ps(t14, v + ((int)t15 + 1));
            __m512 w_v_3 = _mm512_set1_ps(w[j]);
            __m512 t16 = _mm512_add_ps(v_v_3, w_v_3);
            _mm512_mask_storeu_ps(v + t15, t14, t16);
            i = (int)((long)t11 + t12);
        } else {
            i = t11;
        }
        while (i < m) {
            int t17 = i + 1;
            v[i] = v[t17] + w[j];
            i = t17;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:43 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                long t3 = (long)(j * m + (int)i_vec);
                __m512 in_v = _mm512_loadu_ps(in + t3);
                __m512 t4 = _mm512_mul_ps(in_v, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t3, t4);
                long t5 = (long)(j * m + (int)(i_vec + 16L));
                __m512 in_v_1 = _mm512_loadu_ps(in + t5);
                __m512 t6 = _mm512_mul_ps(in_v_1, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t5, t6);
                i_vec += 32L;
            } while (i_vec < t2);
            t7 = (int)t2;
        } else {
            t7 = 0;
        }
        long t8 = (long)m + (long)t7 * -1L;
        if (t8 >= 16L) {
            long t9 = t8 & -16L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:43 vector epilogue: VF 16, UF 1, scalar epilogue */
            do {
                long t10 = (long)(j * m + (int)((long)t7 + i_vec_1));
                __m512 in_v_2 = _mm512_loadu_ps(in + t10);
                __m512 t11 = _mm512_mul_ps(in_v_2, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t10, t11);
                i_vec_1 += 16L;
            } while (i_vec_1 < t9);
            t12 = (int)((long)t7 + t9);
        } else {
            t12 = t7;
        }
        long t13 = (long)m + (long)t12 * -1L;
        if ((t13 >= 1L) & (t13 <= 16L)) {
            __m512i t14 = _mm512_set1_epi32((int)(int)t13);
            __mmask16 t15 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t14, _MM_CMPINT_LT);
            long t16 = (long)(j * m + (int)(long)t12);
            __m512 in_v_3 = _mm512_maskz_loadu_ps(t15, in + t16);
            __m512 t17 = _mm512_mul_ps(in_v_3, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps(out + t16, t15, t17);
            i = (int)((long)t12 + t13);
        } else {
            i = t12;
        }
        for (; i < m; i++) {
            long t18 = (long)(j * m + i);
            out[t18] = in[t18] * 2.0f;
        }
    }
}

/* Not jammed: y and a may be the same array. */
void maybe_alias(int n, int m, float *y2, const float *a) {
    for (int j = 0; j < n; j++)
        for (int i = 0; i < m; i++)
            y2[i] += a[j * m + i];
}

static float frac(void) {
    return (float)((int)(next_rand() % 2000003) - 1000001) / 997.0f;
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        int cols = n % 40, m = n % 23 + 1;
        for (int j = 0; j < 40; j++) {
            x[j] = frac();
            for (int i = 0; i < M; i++)
                A[j][i] = frac();
        }
        for (int i = 0; i < M; i++)
            y[i] = frac();
        matvec(cols);
        int *s = new_array(m, 4), *a = new_array(cols * m, 4);
        FILL(s, m, -100000, 200000);
        FILL(a, cols * m, -100000, 200000);
        col_sums(cols, m, s, a);
        double *v = new_array(m, 8), *w = new_array(cols, 8);
        for (int i = 0; i < m; i++)
            v[i] = frac();
        for (int j = 0; j < cols; j++)
            w[j] = frac() / 3.0;
        smooth(cols, m, v, w);
        float *f = new_array(m + 1, 4), *g = new_array(cols > 0 ? cols : 1, 4), *o = new_array(cols * m, 4), *in = new_array(cols * m, 4);
        for (int i = 0; i <= m; i++)
            f[i] = frac();
        for (int j = 0; j < cols; j++)
            g[j] = frac();
        for (int k = 0; k < cols * m; k++)
            in[k] = frac();
        shift_left(cols, m, f, g);
        copy_rows(cols, m, o, in);
        float *y2 = new_array(cols * m + m, 4);
        for (int k = 0; k < cols * m + m; k++)
            y2[k] = frac();
        maybe_alias(cols, m, y2, y2 + m);
        maybe_alias(cols, m, y2 + m, y2);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, HASH(y, M), HASH(s, m), HASH(v, m), HASH(f, m + 1), HASH(o, cols * m),
               HASH(y2, cols * m + m));
        free(s), free(a), free(v), free(w), free(f), free(g), free(o), free(in), free(y2);
    }
    return 0;
}
