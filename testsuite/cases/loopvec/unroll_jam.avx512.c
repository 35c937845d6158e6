/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));
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
static __typeof__(A) A __attribute__((aligned(32)));
static __typeof__(y) y __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void matvec(int n) {
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
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 8, UF 4, masked remainder */
        do {
            float *t2 = &y[i_vec];
            __m256 y_v = _mm256_loadu_ps(t2);
            long t3 = (long)j;
            __m256 A_v = _mm256_loadu_ps(&A[t3][i_vec]);
            __m256 x_v = _mm256_set1_ps(x[t3]);
            __m256 t4 = _mm256_mul_ps(A_v, x_v);
            __m256 t5 = _mm256_add_ps(y_v, t4);
            long t6 = (long)t1;
            __m256 A_v_1 = _mm256_loadu_ps(&A[t6][i_vec]);
            __m256 x_v_1 = _mm256_set1_ps(x[t6]);
            __m256 t7 = _mm256_mul_ps(A_v_1, x_v_1);
            __m256 t8 = _mm256_add_ps(t5, t7);
            _mm256_storeu_ps(t2, t8);
            long t9 = i_vec + 8L;
            float *t10 = &y[t9];
            __m256 y_v_1 = _mm256_loadu_ps(t10);
            long t11 = (long)j;
            __m256 A_v_2 = _mm256_loadu_ps(&A[t11][t9]);
            __m256 x_v_2 = _mm256_set1_ps(x[t11]);
            __m256 t12 = _mm256_mul_ps(A_v_2, x_v_2);
            __m256 t13 = _mm256_add_ps(y_v_1, t12);
            long t14 = (long)t1;
            __m256 A_v_3 = _mm256_loadu_ps(&A[t14][t9]);
            __m256 x_v_3 = _mm256_set1_ps(x[t14]);
            __m256 t15 = _mm256_mul_ps(A_v_3, x_v_3);
            __m256 t16 = _mm256_add_ps(t13, t15);
            _mm256_storeu_ps(t10, t16);
            long t17 = i_vec + 16L;
            float *t18 = &y[t17];
            __m256 y_v_2 = _mm256_loadu_ps(t18);
            long t19 = (long)j;
            __m256 A_v_4 = _mm256_loadu_ps(&A[t19][t17]);
            __m256 x_v_4 = _mm256_set1_ps(x[t19]);
            __m256 t20 = _mm256_mul_ps(A_v_4, x_v_4);
            __m256 t21 = _mm256_add_ps(y_v_2, t20);
            long t22 = (long)t1;
            __m256 A_v_5 = _mm256_loadu_ps(&A[t22][t17]);
            __m256 x_v_5 = _mm256_set1_ps(x[t22]);
            __m256 t23 = _mm256_mul_ps(A_v_5, x_v_5);
            __m256 t24 = _mm256_add_ps(t21, t23);
            _mm256_storeu_ps(t18, t24);
            long t25 = i_vec + 24L;
            float *t26 = &y[t25];
            __m256 y_v_3 = _mm256_loadu_ps(t26);
            long t27 = (long)j;
            __m256 A_v_6 = _mm256_loadu_ps(&A[t27][t25]);
            __m256 x_v_6 = _mm256_set1_ps(x[t27]);
            __m256 t28 = _mm256_mul_ps(A_v_6, x_v_6);
            __m256 t29 = _mm256_add_ps(y_v_3, t28);
            long t30 = (long)t1;
            __m256 A_v_7 = _mm256_loadu_ps(&A[t30][t25]);
            __m256 x_v_7 = _mm256_set1_ps(x[t30]);
            __m256 t31 = _mm256_mul_ps(A_v_7, x_v_7);
            __m256 t32 = _mm256_add_ps(t29, t31);
            _mm256_storeu_ps(t26, t32);
            i_vec += 32L;
        } while (i_vec < 32L);
        __m256i t33 = _mm256_set1_epi32(5);
        __m256i t34 = _mm256_cmpgt_epi32(t33, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 y_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t34), &y[32]);
        long t35 = (long)j;
        __m256 A_v_8 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t34), &A[t35][32]);
        __m256 x_v_8 = _mm256_set1_ps(x[t35]);
        __m256 t36 = _mm256_mul_ps(A_v_8, x_v_8);
        __m256 t37 = _mm256_add_ps(y_v_4, t36);
        long t38 = (long)t1;
        __m256 A_v_9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t34), &A[t38][32]);
        __m256 x_v_9 = _mm256_set1_ps(x[t38]);
        __m256 t39 = _mm256_mul_ps(A_v_9, x_v_9);
        __m256 t40 = _mm256_add_ps(t37, t39);
        _mm256_mask_storeu_ps(&y[32], _mm256_movepi32_mask(t34), t40);
    }
    for (; j_1 < n; j_1++) {
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 8, UF 4, masked remainder */
        do {
            float *t41 = &y[i_vec_1];
            __m256 y_v_5 = _mm256_loadu_ps(t41);
            long t42 = (long)j_1;
            __m256 A_v_10 = _mm256_loadu_ps(&A[t42][i_vec_1]);
            __m256 x_v_10 = _mm256_set1_ps(x[t42]);
            __m256 t43 = _mm256_mul_ps(A_v_10, x_v_10);
            __m256 t44 = _mm256_add_ps(y_v_5, t43);
            _mm256_storeu_ps(t41, t44);
            long t45 = i_vec_1 + 8L;
            float *t46 = &y[t45];
            __m256 y_v_6 = _mm256_loadu_ps(t46);
            long t47 = (long)j_1;
            __m256 A_v_11 = _mm256_loadu_ps(&A[t47][t45]);
            __m256 x_v_11 = _mm256_set1_ps(x[t47]);
            __m256 t48 = _mm256_mul_ps(A_v_11, x_v_11);
            __m256 t49 = _mm256_add_ps(y_v_6, t48);
            _mm256_storeu_ps(t46, t49);
            long t50 = i_vec_1 + 16L;
            float *t51 = &y[t50];
            __m256 y_v_7 = _mm256_loadu_ps(t51);
            long t52 = (long)j_1;
            __m256 A_v_12 = _mm256_loadu_ps(&A[t52][t50]);
            __m256 x_v_12 = _mm256_set1_ps(x[t52]);
            __m256 t53 = _mm256_mul_ps(A_v_12, x_v_12);
            __m256 t54 = _mm256_add_ps(y_v_7, t53);
            _mm256_storeu_ps(t51, t54);
            long t55 = i_vec_1 + 24L;
            float *t56 = &y[t55];
            __m256 y_v_8 = _mm256_loadu_ps(t56);
            long t57 = (long)j_1;
            __m256 A_v_13 = _mm256_loadu_ps(&A[t57][t55]);
            __m256 x_v_13 = _mm256_set1_ps(x[t57]);
            __m256 t58 = _mm256_mul_ps(A_v_13, x_v_13);
            __m256 t59 = _mm256_add_ps(y_v_8, t58);
            _mm256_storeu_ps(t56, t59);
            i_vec_1 += 32L;
        } while (i_vec_1 < 32L);
        __m256i t60 = _mm256_set1_epi32(5);
        __m256i t61 = _mm256_cmpgt_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 y_v_9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t61), &y[32]);
        long t62 = (long)j_1;
        __m256 A_v_14 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t61), &A[t62][32]);
        __m256 x_v_14 = _mm256_set1_ps(x[t62]);
        __m256 t63 = _mm256_mul_ps(A_v_14, x_v_14);
        __m256 t64 = _mm256_add_ps(y_v_9, t63);
        _mm256_mask_storeu_ps(&y[32], _mm256_movepi32_mask(t61), t64);
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
    int t1;
    int t13;
    int t21;
    int i;
    int j_1;
    int t45;
    int t51;
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
        if (t2 >= 16L) {
            long t3 = t2 & -16L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, masked remainder */
            do {
                int t4 = (int)i_vec;
                int *t5 = s + i_vec;
                __m256i s_v = _mm256_loadu_si256((const __m256i *)t5);
                __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (j * m + t4)));
                __m256i t6 = _mm256_add_epi32(s_v, a_v);
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t4)));
                __m256i t7 = _mm256_add_epi32(t6, a_v_1);
                _mm256_storeu_si256((__m256i *)t5, t7);
                long t8 = i_vec + 8L;
                int t9 = (int)t8;
                int *t10 = s + t8;
                __m256i s_v_1 = _mm256_loadu_si256((const __m256i *)t10);
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t9)));
                __m256i t11 = _mm256_add_epi32(s_v_1, a_v_2);
                __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t9)));
                __m256i t12 = _mm256_add_epi32(t11, a_v_3);
                _mm256_storeu_si256((__m256i *)t10, t12);
                i_vec += 16L;
            } while (i_vec < t3);
            t13 = (int)t3;
        } else {
            t13 = 0;
        }
        long t14 = (long)m + (long)t13 * -1L;
        if (t14 >= 8L) {
            long t15 = t14 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t16 = (long)t13 + i_vec_1;
                int t17 = (int)t16;
                int *t18 = s + t16;
                __m256i s_v_2 = _mm256_loadu_si256((const __m256i *)t18);
                __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t17)));
                __m256i t19 = _mm256_add_epi32(s_v_2, a_v_4);
                __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t17)));
                __m256i t20 = _mm256_add_epi32(t19, a_v_5);
                _mm256_storeu_si256((__m256i *)t18, t20);
                i_vec_1 += 8L;
            } while (i_vec_1 < t15);
            t21 = (int)((long)t13 + t15);
        } else {
            t21 = t13;
        }
        long t22 = (long)m + (long)t21 * -1L;
        if ((t22 >= 1L) & (t22 <= 8L)) {
            __m256i t23 = _mm256_set1_epi32((int)(int)t22);
            __m256i t24 = _mm256_cmpgt_epi32(t23, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t25 = (long)t21;
            int t26 = (int)t25;
            int *t27 = s + t25;
            __m256i s_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), t27);
            __m256i a_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (j * m + t26));
            __m256i t28 = _mm256_add_epi32(s_v_3, a_v_6);
            __m256i a_v_7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t24), a + (t1 * m + t26));
            __m256i t29 = _mm256_add_epi32(t28, a_v_7);
            _mm256_mask_storeu_epi32(t27, _mm256_movepi32_mask(t24), t29);
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
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                int *t34 = s + i_vec_2;
                __m256i s_v_4 = _mm256_loadu_si256((const __m256i *)t34);
                __m256i a_v_8 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)i_vec_2)));
                __m256i t35 = _mm256_add_epi32(s_v_4, a_v_8);
                _mm256_storeu_si256((__m256i *)t34, t35);
                long t36 = i_vec_2 + 8L;
                int *t37 = s + t36;
                __m256i s_v_5 = _mm256_loadu_si256((const __m256i *)t37);
                __m256i a_v_9 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t36)));
                __m256i t38 = _mm256_add_epi32(s_v_5, a_v_9);
                _mm256_storeu_si256((__m256i *)t37, t38);
                long t39 = i_vec_2 + 16L;
                int *t40 = s + t39;
                __m256i s_v_6 = _mm256_loadu_si256((const __m256i *)t40);
                __m256i a_v_10 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t39)));
                __m256i t41 = _mm256_add_epi32(s_v_6, a_v_10);
                _mm256_storeu_si256((__m256i *)t40, t41);
                long t42 = i_vec_2 + 24L;
                int *t43 = s + t42;
                __m256i s_v_7 = _mm256_loadu_si256((const __m256i *)t43);
                __m256i a_v_11 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t42)));
                __m256i t44 = _mm256_add_epi32(s_v_7, a_v_11);
                _mm256_storeu_si256((__m256i *)t43, t44);
                i_vec_2 += 32L;
            } while (i_vec_2 < t33);
            t45 = (int)t33;
        } else {
            t45 = 0;
        }
        long t46 = (long)m + (long)t45 * -1L;
        if (t46 >= 8L) {
            long t47 = t46 & -8L;
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t48 = (long)t45 + i_vec_3;
                int *t49 = s + t48;
                __m256i s_v_8 = _mm256_loadu_si256((const __m256i *)t49);
                __m256i a_v_12 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t48)));
                __m256i t50 = _mm256_add_epi32(s_v_8, a_v_12);
                _mm256_storeu_si256((__m256i *)t49, t50);
                i_vec_3 += 8L;
            } while (i_vec_3 < t47);
            t51 = (int)((long)t45 + t47);
        } else {
            t51 = t45;
        }
        long t52 = (long)m + (long)t51 * -1L;
        if ((t52 >= 1L) & (t52 <= 8L)) {
            __m256i t53 = _mm256_set1_epi32((int)(int)t52);
            __m256i t54 = _mm256_cmpgt_epi32(t53, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t55 = (long)t51;
            int *t56 = s + t55;
            __m256i s_v_9 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), t56);
            __m256i a_v_13 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t54), a + (j_1 * m + (int)t55));
            __m256i t57 = _mm256_add_epi32(s_v_9, a_v_13);
            _mm256_mask_storeu_epi32(t56, _mm256_movepi32_mask(t54), t57);
            i_1 = (int)((long)t51 + t52);
        } else {
            i_1 = t51;
        }
        for (; i_1 < m; i_1++) {
            int *t58 = s + i_1;
            *t58 = *t58 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    int t1;
    int t41;
    int t54;
    int i;
    int j_1;
    int t98;
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
            __m128i t4 = _mm_set1_epi32(0);
            vcc_v4_uint i_v = (vcc_v4_uint)_mm_add_epi32(t4, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
            for (;;) {
                double *t5 = v + i_vec;
                __m256d v_v = _mm256_loadu_pd(t5);
                __m256d t6 = _mm256_mul_pd(v_v, _mm256_set1_pd(0.5));
                __m256d w_v = _mm256_set1_pd(w[j]);
                __m256d t7 = _mm256_cvtepi32_pd((__m128i)i_v);
                __m256d t8 = _mm256_mul_pd(w_v, t7);
                __m256d t9 = _mm256_add_pd(t6, t8);
                __m256d t10 = _mm256_mul_pd(t9, _mm256_set1_pd(0.5));
                __m256d w_v_1 = _mm256_set1_pd(w[t1]);
                __m256d t11 = _mm256_mul_pd(w_v_1, t7);
                __m256d t12 = _mm256_add_pd(t10, t11);
                _mm256_storeu_pd(t5, t12);
                __m128i t13 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(4));
                double *t14 = v + (i_vec + 4L);
                __m256d v_v_1 = _mm256_loadu_pd(t14);
                __m256d t15 = _mm256_mul_pd(v_v_1, _mm256_set1_pd(0.5));
                __m256d w_v_2 = _mm256_set1_pd(w[j]);
                __m256d t16 = _mm256_cvtepi32_pd(t13);
                __m256d t17 = _mm256_mul_pd(w_v_2, t16);
                __m256d t18 = _mm256_add_pd(t15, t17);
                __m256d t19 = _mm256_mul_pd(t18, _mm256_set1_pd(0.5));
                __m256d w_v_3 = _mm256_set1_pd(w[t1]);
                __m256d t20 = _mm256_mul_pd(w_v_3, t16);
                __m256d t21 = _mm256_add_pd(t19, t20);
                _mm256_storeu_pd(t14, t21);
                __m128i t22 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(8));
                double *t23 = v + (i_vec + 8L);
                __m256d v_v_2 = _mm256_loadu_pd(t23);
                __m256d t24 = _mm256_mul_pd(v_v_2, _mm256_set1_pd(0.5));
                __m256d w_v_4 = _mm256_set1_pd(w[j]);
                __m256d t25 = _mm256_cvtepi32_pd(t22);
                __m256d t26 = _mm256_mul_pd(w_v_4, t25);
                __m256d t27 = _mm256_add_pd(t24, t26);
                __m256d t28 = _mm256_mul_pd(t27, _mm256_set1_pd(0.5));
                __m256d w_v_5 = _mm256_set1_pd(w[t1]);
                __m256d t29 = _mm256_mul_pd(w_v_5, t25);
                __m256d t30 = _mm256_add_pd(t28, t29);
                _mm256_storeu_pd(t23, t30);
                __m128i t31 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(12));
                double *t32 = v + (i_vec + 12L);
                __m256d v_v_3 = _mm256_loadu_pd(t32);
                __m256d t33 = _mm256_mul_pd(v_v_3, _mm256_set1_pd(0.5));
                __m256d w_v_6 = _mm256_set1_pd(w[j]);
                __m256d t34 = _mm256_cvtepi32_pd(t31);
                __m256d t35 = _mm256_mul_pd(w_v_6, t34);
                __m256d t36 = _mm256_add_pd(t33, t35);
                __m256d t37 = _mm256_mul_pd(t36, _mm256_set1_pd(0.5));
                __m256d w_v_7 = _mm256_set1_pd(w[t1]);
                __m256d t38 = _mm256_mul_pd(w_v_7, t34);
                __m256d t39 = _mm256_add_pd(t37, t38);
                _mm256_storeu_pd(t32, t39);
                i_vec += 16L;
                __m128i t40 = _mm_add_epi32((__m128i)i_v, _mm_set1_epi32(16));
                if (i_vec >= t3) {
                    break;
                }
                i_v = (vcc_v4_uint)t40;
            }
            t41 = (int)t3;
        } else {
            t41 = 0;
        }
        long t42 = (long)m + (long)t41 * -1L;
        if (t42 >= 4L) {
            long t43 = t42 & -4L;
            __m128i t44 = _mm_set1_epi32((int)t41);
            vcc_v4_uint i_v_1 = (vcc_v4_uint)_mm_add_epi32(t44, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                double *t45 = v + ((long)t41 + i_vec_1);
                __m256d v_v_4 = _mm256_loadu_pd(t45);
                __m256d t46 = _mm256_mul_pd(v_v_4, _mm256_set1_pd(0.5));
                __m256d w_v_8 = _mm256_set1_pd(w[j]);
                __m256d t47 = _mm256_cvtepi32_pd((__m128i)i_v_1);
                __m256d t48 = _mm256_mul_pd(w_v_8, t47);
                __m256d t49 = _mm256_add_pd(t46, t48);
                __m256d t50 = _mm256_mul_pd(t49, _mm256_set1_pd(0.5));
                __m256d w_v_9 = _mm256_set1_pd(w[t1]);
                __m256d t51 = _mm256_mul_pd(w_v_9, t47);
                __m256d t52 = _mm256_add_pd(t50, t51);
                _mm256_storeu_pd(t45, t52);
                i_vec_1 += 4L;
                __m128i t53 = _mm_add_epi32((__m128i)i_v_1, _mm_set1_epi32(4));
                if (i_vec_1 >= t43) {
                    break;
                }
                i_v_1 = (vcc_v4_uint)t53;
            }
            t54 = (int)((long)t41 + t43);
        } else {
            t54 = t41;
        }
        long t55 = (long)m + (long)t54 * -1L;
        if ((t55 >= 1L) & (t55 <= 4L)) {
            __m128i t56 = _mm_set1_epi32((int)(int)t55);
            __m128i t57 = _mm_cmpgt_epi32(t56, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t58 = _mm_set1_epi32((int)t54);
            __m128i t59 = _mm_add_epi32(t58, _mm_setr_epi32(0, 1, 2, 3));
            double *t60 = v + (long)t54;
            __m256d v_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t57), t60);
            __m256d t61 = _mm256_mul_pd(v_v_5, _mm256_set1_pd(0.5));
            __m256d w_v_10 = _mm256_set1_pd(w[j]);
            __m256d t62 = _mm256_cvtepi32_pd(t59);
            __m256d t63 = _mm256_mul_pd(w_v_10, t62);
            __m256d t64 = _mm256_add_pd(t61, t63);
            __m256d t65 = _mm256_mul_pd(t64, _mm256_set1_pd(0.5));
            __m256d w_v_11 = _mm256_set1_pd(w[t1]);
            __m256d t66 = _mm256_mul_pd(w_v_11, t62);
            __m256d t67 = _mm256_add_pd(t65, t66);
            _mm256_mask_storeu_pd(t60, _mm_movepi32_mask(t57), t67);
            i = (int)((long)t54 + t55);
        } else {
            i = t54;
        }
        for (; i < m; i++) {
            double *t68 = v + i;
            double t69 = (double)i;
            double t70 = *t68 * 0.5 + w[j] * t69;
            *t68 = t70 * 0.5 + w[t1] * t69;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t71 = (long)m;
        if (t71 >= 16L) {
            long t72 = t71 & -16L;
            __m128i t73 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t73, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                double *t74 = v + i_vec_2;
                __m256d v_v_6 = _mm256_loadu_pd(t74);
                __m256d t75 = _mm256_mul_pd(v_v_6, _mm256_set1_pd(0.5));
                __m256d w_v_12 = _mm256_set1_pd(w[j_1]);
                __m256d t76 = _mm256_cvtepi32_pd((__m128i)i_v_2);
                __m256d t77 = _mm256_mul_pd(w_v_12, t76);
                __m256d t78 = _mm256_add_pd(t75, t77);
                _mm256_storeu_pd(t74, t78);
                __m128i t79 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
                double *t80 = v + (i_vec_2 + 4L);
                __m256d v_v_7 = _mm256_loadu_pd(t80);
                __m256d t81 = _mm256_mul_pd(v_v_7, _mm256_set1_pd(0.5));
                __m256d w_v_13 = _mm256_set1_pd(w[j_1]);
                __m256d t82 = _mm256_cvtepi32_pd(t79);
                __m256d t83 = _mm256_mul_pd(w_v_13, t82);
                __m256d t84 = _mm256_add_pd(t81, t83);
                _mm256_storeu_pd(t80, t84);
                __m128i t85 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
                double *t86 = v + (i_vec_2 + 8L);
                __m256d v_v_8 = _mm256_loadu_pd(t86);
                __m256d t87 = _mm256_mul_pd(v_v_8, _mm256_set1_pd(0.5));
                __m256d w_v_14 = _mm256_set1_pd(w[j_1]);
                __m256d t88 = _mm256_cvtepi32_pd(t85);
                __m256d t89 = _mm256_mul_pd(w_v_14, t88);
                __m256d t90 = _mm256_add_pd(t87, t89);
                _mm256_storeu_pd(t86, t90);
                __m128i t91 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
                double *t92 = v + (i_vec_2 + 12L);
                __m256d v_v_9 = _mm256_loadu_pd(t92);
                __m256d t93 = _mm256_mul_pd(v_v_9, _mm256_set1_pd(0.5));
                __m256d w_v_15 = _mm256_set1_pd(w[j_1]);
                __m256d t94 = _mm256_cvtepi32_pd(t91);
                __m256d t95 = _mm256_mul_pd(w_v_15, t94);
                __m256d t96 = _mm256_add_pd(t93, t95);
                _mm256_storeu_pd(t92, t96);
                i_vec_2 += 16L;
                __m128i t97 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
                if (i_vec_2 >= t72) {
                    break;
                }
                i_v_2 = (vcc_v4_uint)t97;
            }
            t98 = (int)t72;
        } else {
            t98 = 0;
        }
        long t99 = (long)m + (long)t98 * -1L;
        if (t99 >= 4L) {
            long t100 = t99 & -4L;
            __m128i t101 = _mm_set1_epi32((int)t98);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t101, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                double *t102 = v + ((long)t98 + i_vec_3);
                __m256d v_v_10 = _mm256_loadu_pd(t102);
                __m256d t103 = _mm256_mul_pd(v_v_10, _mm256_set1_pd(0.5));
                __m256d w_v_16 = _mm256_set1_pd(w[j_1]);
                __m256d t104 = _mm256_cvtepi32_pd((__m128i)i_v_3);
                __m256d t105 = _mm256_mul_pd(w_v_16, t104);
                __m256d t106 = _mm256_add_pd(t103, t105);
                _mm256_storeu_pd(t102, t106);
                i_vec_3 += 4L;
                __m128i t107 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                if (i_vec_3 >= t100) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t107;
            }
            i_1 = (int)((long)t98 + t100);
        } else {
            i_1 = t98;
        }
        for (; i_1 < m; i_1++) {
            double *t108 = v + i_1;
            *t108 = *t108 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    int t10;
    int t15;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                __m256 v_v = _mm256_loadu_ps(v + ((int)i_vec + 1));
                __m256 w_v = _mm256_set1_ps(w[j]);
                __m256 t3 = _mm256_add_ps(v_v, w_v);
                _mm256_storeu_ps(v + i_vec, t3);
                long t4 = i_vec + 8L;
                __m256 v_v_1 = _mm256_loadu_ps(v + ((int)t4 + 1));
                __m256 w_v_1 = _mm256_set1_ps(w[j]);
                __m256 t5 = _mm256_add_ps(v_v_1, w_v_1);
                _mm256_storeu_ps(v + t4, t5);
                long t6 = i_vec + 16L;
                __m256 v_v_2 = _mm256_loadu_ps(v + ((int)t6 + 1));
                __m256 w_v_2 = _mm256_set1_ps(w[j]);
                __m256 t7 = _mm256_add_ps(v_v_2, w_v_2);
                _mm256_storeu_ps(v + t6, t7);
                long t8 = i_vec + 24L;
                __m256 v_v_3 = _mm256_loadu_ps(v + ((int)t8 + 1));
                __m256 w_v_3 = _mm256_set1_ps(w[j]);
                __m256 t9 = _mm256_add_ps(v_v_3, w_v_3);
                _mm256_storeu_ps(v + t8, t9);
                i_vec += 32L;
            } while (i_vec < t2);
            t10 = (int)t2;
        } else {
            t10 = 0;
        }
        long t11 = (long)m + (long)t10 * -1L;
        if (t11 >= 8L) {
            long t12 = t11 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:36 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + i_vec_1;
                __m256 v_v_4 = _mm256_loadu_ps(v + ((int)t13 + 1));
                __m256 w_v_4 = _mm256_set1_ps(w[j]);
                __m256 t14 = _mm256_add_ps(v_v_4, w_v_4);
                _mm256_storeu_ps(v + t13, t14);
                i_vec_1 += 8L;
            } while (i_vec_1 < t12);
            t15 = (int)((long)t10 + t12);
        } else {
            t15 = t10;
        }
        long t16 = (long)m + (long)t15 * -1L;
        if ((t16 >= 1L) & (t16 <= 8L)) {
            __m256i t17 = _mm256_set1_epi32((int)(int)t16);
            __m256i t18 = _mm256_cmpgt_epi32(t17, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t19 = (long)t15;
            __m256 v_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t18), v + ((int)t19 + 1));
            __m256 w_v_5 = _mm256_set1_ps(w[j]);
            __m256 t20 = _mm256_add_ps(v_v_5, w_v_5);
            _mm256_mask_storeu_ps(v + t19, _mm256_movepi32_mask(t18), t20);
            i = (int)((long)t15 + t16);
        } else {
            i = t15;
        }
        while (i < m) {
            int t21 = i + 1;
            v[i] = v[t21] + w[j];
            i = t21;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                long t3 = (long)(j * m + (int)i_vec);
                __m256 in_v = _mm256_loadu_ps(in + t3);
                __m256 t4 = _mm256_mul_ps(in_v, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t3, t4);
                long t5 = (long)(j * m + (int)(i_vec + 8L));
                __m256 in_v_1 = _mm256_loadu_ps(in + t5);
                __m256 t6 = _mm256_mul_ps(in_v_1, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t5, t6);
                long t7 = (long)(j * m + (int)(i_vec + 16L));
                __m256 in_v_2 = _mm256_loadu_ps(in + t7);
                __m256 t8 = _mm256_mul_ps(in_v_2, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t7, t8);
                long t9 = (long)(j * m + (int)(i_vec + 24L));
                __m256 in_v_3 = _mm256_loadu_ps(in + t9);
                __m256 t10 = _mm256_mul_ps(in_v_3, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t9, t10);
                i_vec += 32L;
            } while (i_vec < t2);
            t11 = (int)t2;
        } else {
            t11 = 0;
        }
        long t12 = (long)m + (long)t11 * -1L;
        if (t12 >= 8L) {
            long t13 = t12 & -8L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:43 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t14 = (long)(j * m + (int)((long)t11 + i_vec_1));
                __m256 in_v_4 = _mm256_loadu_ps(in + t14);
                __m256 t15 = _mm256_mul_ps(in_v_4, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t14, t15);
                i_vec_1 += 8L;
            } while (i_vec_1 < t13);
            t16 = (int)((long)t11 + t13);
        } else {
            t16 = t11;
        }
        long t17 = (long)m + (long)t16 * -1L;
        if ((t17 >= 1L) & (t17 <= 8L)) {
            __m256i t18 = _mm256_set1_epi32((int)(int)t17);
            __m256i t19 = _mm256_cmpgt_epi32(t18, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t20 = (long)(j * m + (int)(long)t16);
            __m256 in_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), in + t20);
            __m256 t21 = _mm256_mul_ps(in_v_5, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps(out + t20, _mm256_movepi32_mask(t19), t21);
            i = (int)((long)t16 + t17);
        } else {
            i = t16;
        }
        for (; i < m; i++) {
            long t22 = (long)(j * m + i);
            out[t22] = in[t22] * 2.0f;
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
