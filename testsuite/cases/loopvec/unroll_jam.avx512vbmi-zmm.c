/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-vectorize")))
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
            long t2 = (long)(int)i_vec;
            float *t3 = &y[t2];
            __m512 y_v = _mm512_loadu_ps(t3);
            long t4 = (long)j;
            __m512 A_v = _mm512_loadu_ps(&A[t4][t2]);
            __m512 x_v = _mm512_set1_ps(x[t4]);
            __m512 t5 = _mm512_mul_ps(A_v, x_v);
            __m512 t6 = _mm512_add_ps(y_v, t5);
            long t7 = (long)t1;
            __m512 A_v_1 = _mm512_loadu_ps(&A[t7][t2]);
            __m512 x_v_1 = _mm512_set1_ps(x[t7]);
            __m512 t8 = _mm512_mul_ps(A_v_1, x_v_1);
            __m512 t9 = _mm512_add_ps(t6, t8);
            _mm512_storeu_ps(t3, t9);
            long t10 = (long)(int)(i_vec + 16L);
            float *t11 = &y[t10];
            __m512 y_v_1 = _mm512_loadu_ps(t11);
            long t12 = (long)j;
            __m512 A_v_2 = _mm512_loadu_ps(&A[t12][t10]);
            __m512 x_v_2 = _mm512_set1_ps(x[t12]);
            __m512 t13 = _mm512_mul_ps(A_v_2, x_v_2);
            __m512 t14 = _mm512_add_ps(y_v_1, t13);
            long t15 = (long)t1;
            __m512 A_v_3 = _mm512_loadu_ps(&A[t15][t10]);
            __m512 x_v_3 = _mm512_set1_ps(x[t15]);
            __m512 t16 = _mm512_mul_ps(A_v_3, x_v_3);
            __m512 t17 = _mm512_add_ps(t14, t16);
            _mm512_storeu_ps(t11, t17);
            i_vec += 32L;
        } while (i_vec < 32L);
        __m512i t18 = _mm512_set1_epi32(5);
        __mmask16 t19 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t18, _MM_CMPINT_LT);
        __m512 y_v_2 = _mm512_maskz_loadu_ps(t19, &y[32]);
        long t20 = (long)j;
        __m512 A_v_4 = _mm512_maskz_loadu_ps(t19, &A[t20][32]);
        __m512 x_v_4 = _mm512_set1_ps(x[t20]);
        __m512 t21 = _mm512_mul_ps(A_v_4, x_v_4);
        __m512 t22 = _mm512_add_ps(y_v_2, t21);
        long t23 = (long)t1;
        __m512 A_v_5 = _mm512_maskz_loadu_ps(t19, &A[t23][32]);
        __m512 x_v_5 = _mm512_set1_ps(x[t23]);
        __m512 t24 = _mm512_mul_ps(A_v_5, x_v_5);
        __m512 t25 = _mm512_add_ps(t22, t24);
        _mm512_mask_storeu_ps(&y[32], t19, t25);
    }
    for (; j_1 < n; j_1++) {
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 16, UF 2, masked remainder */
        do {
            long t26 = (long)(int)i_vec_1;
            float *t27 = &y[t26];
            __m512 y_v_3 = _mm512_loadu_ps(t27);
            long t28 = (long)j_1;
            __m512 A_v_6 = _mm512_loadu_ps(&A[t28][t26]);
            __m512 x_v_6 = _mm512_set1_ps(x[t28]);
            __m512 t29 = _mm512_mul_ps(A_v_6, x_v_6);
            __m512 t30 = _mm512_add_ps(y_v_3, t29);
            _mm512_storeu_ps(t27, t30);
            long t31 = (long)(int)(i_vec_1 + 16L);
            float *t32 = &y[t31];
            __m512 y_v_4 = _mm512_loadu_ps(t32);
            long t33 = (long)j_1;
            __m512 A_v_7 = _mm512_loadu_ps(&A[t33][t31]);
            __m512 x_v_7 = _mm512_set1_ps(x[t33]);
            __m512 t34 = _mm512_mul_ps(A_v_7, x_v_7);
            __m512 t35 = _mm512_add_ps(y_v_4, t34);
            _mm512_storeu_ps(t32, t35);
            i_vec_1 += 32L;
        } while (i_vec_1 < 32L);
        __m512i t36 = _mm512_set1_epi32(5);
        __mmask16 t37 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t36, _MM_CMPINT_LT);
        __m512 y_v_5 = _mm512_maskz_loadu_ps(t37, &y[32]);
        long t38 = (long)j_1;
        __m512 A_v_8 = _mm512_maskz_loadu_ps(t37, &A[t38][32]);
        __m512 x_v_8 = _mm512_set1_ps(x[t38]);
        __m512 t39 = _mm512_mul_ps(A_v_8, x_v_8);
        __m512 t40 = _mm512_add_ps(y_v_5, t39);
        _mm512_mask_storeu_ps(&y[32], t37, t40);
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
    int t1;
    int t12;
    int t19;
    int i;
    int j_1;
    int t43;
    int t49;
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
                int *t5 = s + t4;
                __m512i s_v = _mm512_loadu_si512(t5);
                __m512i a_v = _mm512_loadu_si512(a + (j * m + t4));
                __m512i t6 = _mm512_add_epi32(s_v, a_v);
                __m512i a_v_1 = _mm512_loadu_si512(a + (t1 * m + t4));
                __m512i t7 = _mm512_add_epi32(t6, a_v_1);
                _mm512_storeu_si512(t5, t7);
                int t8 = (int)(i_vec + 16L);
                int *t9 = s + t8;
                __m512i s_v_1 = _mm512_loadu_si512(t9);
                __m512i a_v_2 = _mm512_loadu_si512(a + (j * m + t8));
                __m512i t10 = _mm512_add_epi32(s_v_1, a_v_2);
                __m512i a_v_3 = _mm512_loadu_si512(a + (t1 * m + t8));
                __m512i t11 = _mm512_add_epi32(t10, a_v_3);
                _mm512_storeu_si512(t9, t11);
                i_vec += 32L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)m + (long)t12 * -1L;
        if (t13 >= 16L) {
            long t14 = t13 & -16L;
            long i_vec_1 = 0L;
            do {
                int t15 = (int)((long)t12 + i_vec_1);
                int *t16 = s + t15;
                __m512i s_v_2 = _mm512_loadu_si512(t16);
                __m512i a_v_4 = _mm512_loadu_si512(a + (j * m + t15));
                __m512i t17 = _mm512_add_epi32(s_v_2, a_v_4);
                __m512i a_v_5 = _mm512_loadu_si512(a + (t1 * m + t15));
                __m512i t18 = _mm512_add_epi32(t17, a_v_5);
                _mm512_storeu_si512(t16, t18);
                i_vec_1 += 16L;
            } while (i_vec_1 < t14);
            t19 = (int)((long)t12 + t14);
        } else {
            t19 = t12;
        }
        long t20 = (long)m + (long)t19 * -1L;
        if ((t20 >= 1L) & (t20 <= 16L)) {
            __m512i t21 = _mm512_set1_epi32((int)(int)t20);
            __mmask16 t22 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t21, _MM_CMPINT_LT);
            int t23 = (int)(long)t19;
            int *t24 = s + t23;
            __m512i s_v_3 = _mm512_maskz_loadu_epi32(t22, t24);
            __m512i a_v_6 = _mm512_maskz_loadu_epi32(t22, a + (j * m + t23));
            __m512i t25 = s_v_3;
            __m512i t26 = a_v_6;
            __m512i t27 = _mm512_add_epi32(t25, t26);
            __m512i t28 = t27;
            __m512i a_v_7 = _mm512_maskz_loadu_epi32(t22, a + (t1 * m + t23));
            __m512i t29 = t28;
            __m512i t30 = a_v_7;
            __m512i t31 = _mm512_add_epi32(t29, t30);
            __m512i t32 = t31;
            _mm512_mask_storeu_epi32(t24, t22, t32);
            i = (int)((long)t19 + t20);
        } else {
            i = t19;
        }
        for (; i < m; i++) {
            int *t33 = s + i;
            int t34 = *t33 + a[j * m + i];
            *t33 = t34 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t35 = (long)m;
        if (t35 >= 32L) {
            long t36 = t35 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                int t37 = (int)i_vec_2;
                int *t38 = s + t37;
                __m512i s_v_4 = _mm512_loadu_si512(t38);
                __m512i a_v_8 = _mm512_loadu_si512(a + (j_1 * m + t37));
                __m512i t39 = _mm512_add_epi32(s_v_4, a_v_8);
                _mm512_storeu_si512(t38, t39);
                int t40 = (int)(i_vec_2 + 16L);
                int *t41 = s + t40;
                __m512i s_v_5 = _mm512_loadu_si512(t41);
                __m512i a_v_9 = _mm512_loadu_si512(a + (j_1 * m + t40));
                __m512i t42 = _mm512_add_epi32(s_v_5, a_v_9);
                _mm512_storeu_si512(t41, t42);
                i_vec_2 += 32L;
            } while (i_vec_2 < t36);
            t43 = (int)t36;
        } else {
            t43 = 0;
        }
        long t44 = (long)m + (long)t43 * -1L;
        if (t44 >= 16L) {
            long t45 = t44 & -16L;
            long i_vec_3 = 0L;
            do {
                int t46 = (int)((long)t43 + i_vec_3);
                int *t47 = s + t46;
                __m512i s_v_6 = _mm512_loadu_si512(t47);
                __m512i a_v_10 = _mm512_loadu_si512(a + (j_1 * m + t46));
                __m512i t48 = _mm512_add_epi32(s_v_6, a_v_10);
                _mm512_storeu_si512(t47, t48);
                i_vec_3 += 16L;
            } while (i_vec_3 < t45);
            t49 = (int)((long)t43 + t45);
        } else {
            t49 = t43;
        }
        long t50 = (long)m + (long)t49 * -1L;
        if ((t50 >= 1L) & (t50 <= 16L)) {
            __m512i t51 = _mm512_set1_epi32((int)(int)t50);
            __mmask16 t52 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t51, _MM_CMPINT_LT);
            int t53 = (int)(long)t49;
            int *t54 = s + t53;
            __m512i s_v_7 = _mm512_maskz_loadu_epi32(t52, t54);
            __m512i a_v_11 = _mm512_maskz_loadu_epi32(t52, a + (j_1 * m + t53));
            __m512i t55 = s_v_7;
            __m512i t56 = a_v_11;
            __m512i t57 = _mm512_add_epi32(t55, t56);
            __m512i t58 = t57;
            _mm512_mask_storeu_epi32(t54, t52, t58);
            i_1 = (int)((long)t49 + t50);
        } else {
            i_1 = t49;
        }
        for (; i_1 < m; i_1++) {
            int *t59 = s + i_1;
            *t59 = *t59 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    int t1;
    int t24;
    int t38;
    int i;
    int j_1;
    int t84;
    int t95;
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
            __m256i t5 = t4;
            __m256i i_v = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_4 = i_v;
                double *t6 = v + (int)i_vec;
                __m512d v_v = _mm512_loadu_pd(t6);
                __m512d t7 = _mm512_mul_pd(v_v, _mm512_set1_pd(0.5));
                __m512d w_v = _mm512_set1_pd(w[j]);
                __m512d t8 = _mm512_cvtepi32_pd(i_v_4);
                __m512d t9 = _mm512_mul_pd(w_v, t8);
                __m512d t10 = _mm512_add_pd(t7, t9);
                __m512d t11 = _mm512_mul_pd(t10, _mm512_set1_pd(0.5));
                __m512d w_v_1 = _mm512_set1_pd(w[t1]);
                __m512d t12 = _mm512_mul_pd(w_v_1, t8);
                __m512d t13 = _mm512_add_pd(t11, t12);
                _mm512_storeu_pd(t6, t13);
                __m256i t14 = _mm256_add_epi32(i_v, _mm256_set1_epi32(8));
                __m256i i_v_5 = t14;
                double *t15 = v + (int)(i_vec + 8L);
                __m512d v_v_1 = _mm512_loadu_pd(t15);
                __m512d t16 = _mm512_mul_pd(v_v_1, _mm512_set1_pd(0.5));
                __m512d w_v_2 = _mm512_set1_pd(w[j]);
                __m512d t17 = _mm512_cvtepi32_pd(i_v_5);
                __m512d t18 = _mm512_mul_pd(w_v_2, t17);
                __m512d t19 = _mm512_add_pd(t16, t18);
                __m512d t20 = _mm512_mul_pd(t19, _mm512_set1_pd(0.5));
                __m512d w_v_3 = _mm512_set1_pd(w[t1]);
                __m512d t21 = _mm512_mul_pd(w_v_3, t17);
                __m512d t22 = _mm512_add_pd(t20, t21);
                _mm512_storeu_pd(t15, t22);
                i_vec += 16L;
                __m256i t23 = _mm256_add_epi32(i_v, _mm256_set1_epi32(16));
                if (i_vec >= t3) {
                    break;
                }
                i_v = t23;
            }
            t24 = (int)t3;
        } else {
            t24 = 0;
        }
        long t25 = (long)m + (long)t24 * -1L;
        if (t25 >= 8L) {
            long t26 = t25 & -8L;
            __m256i t27 = _mm256_set1_epi32((int)t24);
            __m256i t28 = t27;
            __m256i i_v_1 = _mm256_add_epi32(t28, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_1 = 0L;
            for (;;) {
                __m256i i_v_6 = i_v_1;
                double *t29 = v + (int)((long)t24 + i_vec_1);
                __m512d v_v_2 = _mm512_loadu_pd(t29);
                __m512d t30 = _mm512_mul_pd(v_v_2, _mm512_set1_pd(0.5));
                __m512d w_v_4 = _mm512_set1_pd(w[j]);
                __m512d t31 = _mm512_cvtepi32_pd(i_v_6);
                __m512d t32 = _mm512_mul_pd(w_v_4, t31);
                __m512d t33 = _mm512_add_pd(t30, t32);
                __m512d t34 = _mm512_mul_pd(t33, _mm512_set1_pd(0.5));
                __m512d w_v_5 = _mm512_set1_pd(w[t1]);
                __m512d t35 = _mm512_mul_pd(w_v_5, t31);
                __m512d t36 = _mm512_add_pd(t34, t35);
                _mm512_storeu_pd(t29, t36);
                i_vec_1 += 8L;
                __m256i t37 = _mm256_add_epi32(i_v_1, _mm256_set1_epi32(8));
                if (i_vec_1 >= t26) {
                    break;
                }
                i_v_1 = t37;
            }
            t38 = (int)((long)t24 + t26);
        } else {
            t38 = t24;
        }
        long t39 = (long)m + (long)t38 * -1L;
        if ((t39 >= 1L) & (t39 <= 8L)) {
            __m256i t40 = _mm256_set1_epi32((int)(int)t39);
            __m256i t41 = _mm256_cmpgt_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t42 = _mm256_set1_epi32((int)t38);
            __m256i t43 = t42;
            __m256i t44 = _mm256_add_epi32(t43, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i i_v_7 = t44;
            double *t45 = v + (int)(long)t38;
            __m512d v_v_3 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t41), t45);
            __m512d t46 = _mm512_mul_pd(v_v_3, _mm512_set1_pd(0.5));
            __m512d w_v_6 = _mm512_set1_pd(w[j]);
            __m512d t47 = _mm512_cvtepi32_pd(i_v_7);
            __m512d t48 = _mm512_mul_pd(w_v_6, t47);
            __m512d t49 = _mm512_add_pd(t46, t48);
            __m512d t50 = _mm512_mul_pd(t49, _mm512_set1_pd(0.5));
            __m512d w_v_7 = _mm512_set1_pd(w[t1]);
            __m512d t51 = _mm512_mul_pd(w_v_7, t47);
            __m512d t52 = _mm512_add_pd(t50, t51);
            _mm512_mask_storeu_pd(t45, _mm256_movepi32_mask(t41), t52);
            i = (int)((long)t38 + t39);
        } else {
            i = t38;
        }
        for (; i < m; i++) {
            double *t53 = v + i;
            double t54 = (double)i;
            double t55 = *t53 * 0.5 + w[j] * t54;
            *t53 = t55 * 0.5 + w[t1] * t54;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t56 = (long)m;
        if (t56 >= 32L) {
            long t57 = t56 & -32L;
            __m256i t58 = _mm256_set1_epi32(0);
            __m256i t59 = t58;
            __m256i i_v_2 = _mm256_add_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            for (;;) {
                __m256i i_v_8 = i_v_2;
                double *t60 = v + (int)i_vec_2;
                __m512d v_v_4 = _mm512_loadu_pd(t60);
                __m512d t61 = _mm512_mul_pd(v_v_4, _mm512_set1_pd(0.5));
                __m512d w_v_8 = _mm512_set1_pd(w[j_1]);
                __m512d t62 = _mm512_cvtepi32_pd(i_v_8);
                __m512d t63 = _mm512_mul_pd(w_v_8, t62);
                __m512d t64 = _mm512_add_pd(t61, t63);
                _mm512_storeu_pd(t60, t64);
                __m256i t65 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(8));
                __m256i i_v_9 = t65;
                double *t66 = v + (int)(i_vec_2 + 8L);
                __m512d v_v_5 = _mm512_loadu_pd(t66);
                __m512d t67 = _mm512_mul_pd(v_v_5, _mm512_set1_pd(0.5));
                __m512d w_v_9 = _mm512_set1_pd(w[j_1]);
                __m512d t68 = _mm512_cvtepi32_pd(i_v_9);
                __m512d t69 = _mm512_mul_pd(w_v_9, t68);
                __m512d t70 = _mm512_add_pd(t67, t69);
                _mm512_storeu_pd(t66, t70);
                __m256i t71 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(16));
                __m256i i_v_10 = t71;
                double *t72 = v + (int)(i_vec_2 + 16L);
                __m512d v_v_6 = _mm512_loadu_pd(t72);
                __m512d t73 = _mm512_mul_pd(v_v_6, _mm512_set1_pd(0.5));
                __m512d w_v_10 = _mm512_set1_pd(w[j_1]);
                __m512d t74 = _mm512_cvtepi32_pd(i_v_10);
                __m512d t75 = _mm512_mul_pd(w_v_10, t74);
                __m512d t76 = _mm512_add_pd(t73, t75);
                _mm512_storeu_pd(t72, t76);
                __m256i t77 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(24));
                __m256i i_v_11 = t77;
                double *t78 = v + (int)(i_vec_2 + 24L);
                __m512d v_v_7 = _mm512_loadu_pd(t78);
                __m512d t79 = _mm512_mul_pd(v_v_7, _mm512_set1_pd(0.5));
                __m512d w_v_11 = _mm512_set1_pd(w[j_1]);
                __m512d t80 = _mm512_cvtepi32_pd(i_v_11);
                __m512d t81 = _mm512_mul_pd(w_v_11, t80);
                __m512d t82 = _mm512_add_pd(t79, t81);
                _mm512_storeu_pd(t78, t82);
                i_vec_2 += 32L;
                __m256i t83 = _mm256_add_epi32(i_v_2, _mm256_set1_epi32(32));
                if (i_vec_2 >= t57) {
                    break;
                }
                i_v_2 = t83;
            }
            t84 = (int)t57;
        } else {
            t84 = 0;
        }
        long t85 = (long)m + (long)t84 * -1L;
        if (t85 >= 8L) {
            long t86 = t85 & -8L;
            __m256i t87 = _mm256_set1_epi32((int)t84);
            __m256i t88 = t87;
            __m256i i_v_3 = _mm256_add_epi32(t88, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long i_vec_3 = 0L;
            for (;;) {
                __m256i i_v_12 = i_v_3;
                double *t89 = v + (int)((long)t84 + i_vec_3);
                __m512d v_v_8 = _mm512_loadu_pd(t89);
                __m512d t90 = _mm512_mul_pd(v_v_8, _mm512_set1_pd(0.5));
                __m512d w_v_12 = _mm512_set1_pd(w[j_1]);
                __m512d t91 = _mm512_cvtepi32_pd(i_v_12);
                __m512d t92 = _mm512_mul_pd(w_v_12, t91);
                __m512d t93 = _mm512_add_pd(t90, t92);
                _mm512_storeu_pd(t89, t93);
                i_vec_3 += 8L;
                __m256i t94 = _mm256_add_epi32(i_v_3, _mm256_set1_epi32(8));
                if (i_vec_3 >= t86) {
                    break;
                }
                i_v_3 = t94;
            }
            t95 = (int)((long)t84 + t86);
        } else {
            t95 = t84;
        }
        long t96 = (long)m + (long)t95 * -1L;
        if ((t96 >= 1L) & (t96 <= 8L)) {
            __m256i t97 = _mm256_set1_epi32((int)(int)t96);
            __m256i t98 = _mm256_cmpgt_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t99 = _mm256_set1_epi32((int)t95);
            __m256i t100 = t99;
            __m256i t101 = _mm256_add_epi32(t100, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i i_v_13 = t101;
            double *t102 = v + (int)(long)t95;
            __m512d v_v_9 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t98), t102);
            __m512d t103 = _mm512_mul_pd(v_v_9, _mm512_set1_pd(0.5));
            __m512d w_v_13 = _mm512_set1_pd(w[j_1]);
            __m512d t104 = _mm512_cvtepi32_pd(i_v_13);
            __m512d t105 = _mm512_mul_pd(w_v_13, t104);
            __m512d t106 = _mm512_add_pd(t103, t105);
            _mm512_mask_storeu_pd(t102, _mm256_movepi32_mask(t98), t106);
            i_1 = (int)((long)t95 + t96);
        } else {
            i_1 = t95;
        }
        for (; i_1 < m; i_1++) {
            double *t107 = v + i_1;
            *t107 = *t107 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    int t7;
    int t12;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 16, UF 2, vector epilogue VF 16, masked remainder */
            do {
                int t3 = (int)i_vec;
                __m512 v_v = _mm512_loadu_ps(v + (t3 + 1));
                __m512 w_v = _mm512_set1_ps(w[j]);
                __m512 t4 = _mm512_add_ps(v_v, w_v);
                _mm512_storeu_ps(v + t3, t4);
                int t5 = (int)(i_vec + 16L);
                __m512 v_v_1 = _mm512_loadu_ps(v + (t5 + 1));
                __m512 w_v_1 = _mm512_set1_ps(w[j]);
                __m512 t6 = _mm512_add_ps(v_v_1, w_v_1);
                _mm512_storeu_ps(v + t5, t6);
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
            do {
                int t10 = (int)((long)t7 + i_vec_1);
                __m512 v_v_2 = _mm512_loadu_ps(v + (t10 + 1));
                __m512 w_v_2 = _mm512_set1_ps(w[j]);
                __m512 t11 = _mm512_add_ps(v_v_2, w_v_2);
                _mm512_storeu_ps(v + t10, t11);
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
            int t16 = (int)(long)t12;
            __m512 v_v_3 = _mm512_maskz_loadu_ps(t15, v + (t16 + 1));
            __m512 w_v_3 = _mm512_set1_ps(w[j]);
            __m512 t17 = _mm512_add_ps(v_v_3, w_v_3);
            _mm512_mask_storeu_ps(v + t16, t15, t17);
            i = (int)((long)t12 + t13);
        } else {
            i = t12;
        }
        while (i < m) {
            int t18 = i + 1;
            v[i] = v[t18] + w[j];
            i = t18;
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
