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
            long t2 = (long)(int)i_vec;
            float *t3 = &y[t2];
            __m256 y_v = _mm256_loadu_ps(t3);
            long t4 = (long)j;
            __m256 A_v = _mm256_loadu_ps(&A[t4][t2]);
            __m256 x_v = _mm256_set1_ps(x[t4]);
            __m256 t5 = _mm256_mul_ps(A_v, x_v);
            __m256 t6 = _mm256_add_ps(y_v, t5);
            long t7 = (long)t1;
            __m256 A_v_1 = _mm256_loadu_ps(&A[t7][t2]);
            __m256 x_v_1 = _mm256_set1_ps(x[t7]);
            __m256 t8 = _mm256_mul_ps(A_v_1, x_v_1);
            __m256 t9 = _mm256_add_ps(t6, t8);
            _mm256_storeu_ps(t3, t9);
            long t10 = (long)(int)(i_vec + 8L);
            float *t11 = &y[t10];
            __m256 y_v_1 = _mm256_loadu_ps(t11);
            long t12 = (long)j;
            __m256 A_v_2 = _mm256_loadu_ps(&A[t12][t10]);
            __m256 x_v_2 = _mm256_set1_ps(x[t12]);
            __m256 t13 = _mm256_mul_ps(A_v_2, x_v_2);
            __m256 t14 = _mm256_add_ps(y_v_1, t13);
            long t15 = (long)t1;
            __m256 A_v_3 = _mm256_loadu_ps(&A[t15][t10]);
            __m256 x_v_3 = _mm256_set1_ps(x[t15]);
            __m256 t16 = _mm256_mul_ps(A_v_3, x_v_3);
            __m256 t17 = _mm256_add_ps(t14, t16);
            _mm256_storeu_ps(t11, t17);
            long t18 = (long)(int)(i_vec + 16L);
            float *t19 = &y[t18];
            __m256 y_v_2 = _mm256_loadu_ps(t19);
            long t20 = (long)j;
            __m256 A_v_4 = _mm256_loadu_ps(&A[t20][t18]);
            __m256 x_v_4 = _mm256_set1_ps(x[t20]);
            __m256 t21 = _mm256_mul_ps(A_v_4, x_v_4);
            __m256 t22 = _mm256_add_ps(y_v_2, t21);
            long t23 = (long)t1;
            __m256 A_v_5 = _mm256_loadu_ps(&A[t23][t18]);
            __m256 x_v_5 = _mm256_set1_ps(x[t23]);
            __m256 t24 = _mm256_mul_ps(A_v_5, x_v_5);
            __m256 t25 = _mm256_add_ps(t22, t24);
            _mm256_storeu_ps(t19, t25);
            long t26 = (long)(int)(i_vec + 24L);
            float *t27 = &y[t26];
            __m256 y_v_3 = _mm256_loadu_ps(t27);
            long t28 = (long)j;
            __m256 A_v_6 = _mm256_loadu_ps(&A[t28][t26]);
            __m256 x_v_6 = _mm256_set1_ps(x[t28]);
            __m256 t29 = _mm256_mul_ps(A_v_6, x_v_6);
            __m256 t30 = _mm256_add_ps(y_v_3, t29);
            long t31 = (long)t1;
            __m256 A_v_7 = _mm256_loadu_ps(&A[t31][t26]);
            __m256 x_v_7 = _mm256_set1_ps(x[t31]);
            __m256 t32 = _mm256_mul_ps(A_v_7, x_v_7);
            __m256 t33 = _mm256_add_ps(t30, t32);
            _mm256_storeu_ps(t27, t33);
            i_vec += 32L;
        } while (i_vec < 32L);
        __m256i t34 = _mm256_set1_epi32(5);
        __m256i t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 y_v_4 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t35), &y[32]);
        long t36 = (long)j;
        __m256 A_v_8 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t35), &A[t36][32]);
        __m256 x_v_8 = _mm256_set1_ps(x[t36]);
        __m256 t37 = _mm256_mul_ps(A_v_8, x_v_8);
        __m256 t38 = _mm256_add_ps(y_v_4, t37);
        long t39 = (long)t1;
        __m256 A_v_9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t35), &A[t39][32]);
        __m256 x_v_9 = _mm256_set1_ps(x[t39]);
        __m256 t40 = _mm256_mul_ps(A_v_9, x_v_9);
        __m256 t41 = _mm256_add_ps(t38, t40);
        _mm256_mask_storeu_ps(&y[32], _mm256_movepi32_mask(t35), t41);
    }
    for (; j_1 < n; j_1++) {
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 8, UF 4, masked remainder */
        do {
            long t42 = (long)(int)i_vec_1;
            float *t43 = &y[t42];
            __m256 y_v_5 = _mm256_loadu_ps(t43);
            long t44 = (long)j_1;
            __m256 A_v_10 = _mm256_loadu_ps(&A[t44][t42]);
            __m256 x_v_10 = _mm256_set1_ps(x[t44]);
            __m256 t45 = _mm256_mul_ps(A_v_10, x_v_10);
            __m256 t46 = _mm256_add_ps(y_v_5, t45);
            _mm256_storeu_ps(t43, t46);
            long t47 = (long)(int)(i_vec_1 + 8L);
            float *t48 = &y[t47];
            __m256 y_v_6 = _mm256_loadu_ps(t48);
            long t49 = (long)j_1;
            __m256 A_v_11 = _mm256_loadu_ps(&A[t49][t47]);
            __m256 x_v_11 = _mm256_set1_ps(x[t49]);
            __m256 t50 = _mm256_mul_ps(A_v_11, x_v_11);
            __m256 t51 = _mm256_add_ps(y_v_6, t50);
            _mm256_storeu_ps(t48, t51);
            long t52 = (long)(int)(i_vec_1 + 16L);
            float *t53 = &y[t52];
            __m256 y_v_7 = _mm256_loadu_ps(t53);
            long t54 = (long)j_1;
            __m256 A_v_12 = _mm256_loadu_ps(&A[t54][t52]);
            __m256 x_v_12 = _mm256_set1_ps(x[t54]);
            __m256 t55 = _mm256_mul_ps(A_v_12, x_v_12);
            __m256 t56 = _mm256_add_ps(y_v_7, t55);
            _mm256_storeu_ps(t53, t56);
            long t57 = (long)(int)(i_vec_1 + 24L);
            float *t58 = &y[t57];
            __m256 y_v_8 = _mm256_loadu_ps(t58);
            long t59 = (long)j_1;
            __m256 A_v_13 = _mm256_loadu_ps(&A[t59][t57]);
            __m256 x_v_13 = _mm256_set1_ps(x[t59]);
            __m256 t60 = _mm256_mul_ps(A_v_13, x_v_13);
            __m256 t61 = _mm256_add_ps(y_v_8, t60);
            _mm256_storeu_ps(t58, t61);
            i_vec_1 += 32L;
        } while (i_vec_1 < 32L);
        __m256i t62 = _mm256_set1_epi32(5);
        __m256i t63 = _mm256_cmpgt_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 y_v_9 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t63), &y[32]);
        long t64 = (long)j_1;
        __m256 A_v_14 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t63), &A[t64][32]);
        __m256 x_v_14 = _mm256_set1_ps(x[t64]);
        __m256 t65 = _mm256_mul_ps(A_v_14, x_v_14);
        __m256 t66 = _mm256_add_ps(y_v_9, t65);
        _mm256_mask_storeu_ps(&y[32], _mm256_movepi32_mask(t63), t66);
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
    int t1;
    int t12;
    int t19;
    int i;
    int j_1;
    int t49;
    int t55;
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
                int *t5 = s + t4;
                __m256i s_v = _mm256_loadu_si256((const __m256i *)t5);
                __m256i a_v = _mm256_loadu_si256((const __m256i *)(a + (j * m + t4)));
                __m256i t6 = _mm256_add_epi32(s_v, a_v);
                __m256i a_v_1 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t4)));
                __m256i t7 = _mm256_add_epi32(t6, a_v_1);
                _mm256_storeu_si256((__m256i *)t5, t7);
                int t8 = (int)(i_vec + 8L);
                int *t9 = s + t8;
                __m256i s_v_1 = _mm256_loadu_si256((const __m256i *)t9);
                __m256i a_v_2 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t8)));
                __m256i t10 = _mm256_add_epi32(s_v_1, a_v_2);
                __m256i a_v_3 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t8)));
                __m256i t11 = _mm256_add_epi32(t10, a_v_3);
                _mm256_storeu_si256((__m256i *)t9, t11);
                i_vec += 16L;
            } while (i_vec < t3);
            t12 = (int)t3;
        } else {
            t12 = 0;
        }
        long t13 = (long)m + (long)t12 * -1L;
        if (t13 >= 8L) {
            long t14 = t13 & -8L;
            long i_vec_1 = 0L;
            do {
                int t15 = (int)((long)t12 + i_vec_1);
                int *t16 = s + t15;
                __m256i s_v_2 = _mm256_loadu_si256((const __m256i *)t16);
                __m256i a_v_4 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t15)));
                __m256i t17 = _mm256_add_epi32(s_v_2, a_v_4);
                __m256i a_v_5 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t15)));
                __m256i t18 = _mm256_add_epi32(t17, a_v_5);
                _mm256_storeu_si256((__m256i *)t16, t18);
                i_vec_1 += 8L;
            } while (i_vec_1 < t14);
            t19 = (int)((long)t12 + t14);
        } else {
            t19 = t12;
        }
        long t20 = (long)m + (long)t19 * -1L;
        if ((t20 >= 1L) & (t20 <= 8L)) {
            __m256i t21 = _mm256_set1_epi32((int)(int)t20);
            __m256i t22 = _mm256_cmpgt_epi32(t21, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            int t23 = (int)(long)t19;
            int *t24 = s + t23;
            __m256i s_v_3 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), t24);
            __m256i a_v_6 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), a + (j * m + t23));
            __m256i t25 = s_v_3;
            __m256i t26 = a_v_6;
            __m256i t27 = _mm256_add_epi32(t25, t26);
            __m256i t28 = t27;
            __m256i a_v_7 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t22), a + (t1 * m + t23));
            __m256i t29 = t28;
            __m256i t30 = a_v_7;
            __m256i t31 = _mm256_add_epi32(t29, t30);
            __m256i t32 = t31;
            _mm256_mask_storeu_epi32(t24, _mm256_movepi32_mask(t22), t32);
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
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                int t37 = (int)i_vec_2;
                int *t38 = s + t37;
                __m256i s_v_4 = _mm256_loadu_si256((const __m256i *)t38);
                __m256i a_v_8 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t37)));
                __m256i t39 = _mm256_add_epi32(s_v_4, a_v_8);
                _mm256_storeu_si256((__m256i *)t38, t39);
                int t40 = (int)(i_vec_2 + 8L);
                int *t41 = s + t40;
                __m256i s_v_5 = _mm256_loadu_si256((const __m256i *)t41);
                __m256i a_v_9 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t40)));
                __m256i t42 = _mm256_add_epi32(s_v_5, a_v_9);
                _mm256_storeu_si256((__m256i *)t41, t42);
                int t43 = (int)(i_vec_2 + 16L);
                int *t44 = s + t43;
                __m256i s_v_6 = _mm256_loadu_si256((const __m256i *)t44);
                __m256i a_v_10 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t43)));
                __m256i t45 = _mm256_add_epi32(s_v_6, a_v_10);
                _mm256_storeu_si256((__m256i *)t44, t45);
                int t46 = (int)(i_vec_2 + 24L);
                int *t47 = s + t46;
                __m256i s_v_7 = _mm256_loadu_si256((const __m256i *)t47);
                __m256i a_v_11 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t46)));
                __m256i t48 = _mm256_add_epi32(s_v_7, a_v_11);
                _mm256_storeu_si256((__m256i *)t47, t48);
                i_vec_2 += 32L;
            } while (i_vec_2 < t36);
            t49 = (int)t36;
        } else {
            t49 = 0;
        }
        long t50 = (long)m + (long)t49 * -1L;
        if (t50 >= 8L) {
            long t51 = t50 & -8L;
            long i_vec_3 = 0L;
            do {
                int t52 = (int)((long)t49 + i_vec_3);
                int *t53 = s + t52;
                __m256i s_v_8 = _mm256_loadu_si256((const __m256i *)t53);
                __m256i a_v_12 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t52)));
                __m256i t54 = _mm256_add_epi32(s_v_8, a_v_12);
                _mm256_storeu_si256((__m256i *)t53, t54);
                i_vec_3 += 8L;
            } while (i_vec_3 < t51);
            t55 = (int)((long)t49 + t51);
        } else {
            t55 = t49;
        }
        long t56 = (long)m + (long)t55 * -1L;
        if ((t56 >= 1L) & (t56 <= 8L)) {
            __m256i t57 = _mm256_set1_epi32((int)(int)t56);
            __m256i t58 = _mm256_cmpgt_epi32(t57, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            int t59 = (int)(long)t55;
            int *t60 = s + t59;
            __m256i s_v_9 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t58), t60);
            __m256i a_v_13 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t58), a + (j_1 * m + t59));
            __m256i t61 = s_v_9;
            __m256i t62 = a_v_13;
            __m256i t63 = _mm256_add_epi32(t61, t62);
            __m256i t64 = t63;
            _mm256_mask_storeu_epi32(t60, _mm256_movepi32_mask(t58), t64);
            i_1 = (int)((long)t55 + t56);
        } else {
            i_1 = t55;
        }
        for (; i_1 < m; i_1++) {
            int *t65 = s + i_1;
            *t65 = *t65 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    int t1;
    int t42;
    int t56;
    int i;
    int j_1;
    int t102;
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
            __m128i t5 = t4;
            __m128i i_v = _mm_add_epi32(t5, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, masked remainder */
            for (;;) {
                __m128i i_v_4 = i_v;
                double *t6 = v + (int)i_vec;
                __m256d v_v = _mm256_loadu_pd(t6);
                __m256d t7 = _mm256_mul_pd(v_v, _mm256_set1_pd(0.5));
                __m256d w_v = _mm256_set1_pd(w[j]);
                __m256d t8 = _mm256_cvtepi32_pd(i_v_4);
                __m256d t9 = _mm256_mul_pd(w_v, t8);
                __m256d t10 = _mm256_add_pd(t7, t9);
                __m256d t11 = _mm256_mul_pd(t10, _mm256_set1_pd(0.5));
                __m256d w_v_1 = _mm256_set1_pd(w[t1]);
                __m256d t12 = _mm256_mul_pd(w_v_1, t8);
                __m256d t13 = _mm256_add_pd(t11, t12);
                _mm256_storeu_pd(t6, t13);
                __m128i t14 = _mm_add_epi32(i_v, _mm_set1_epi32(4));
                __m128i i_v_5 = t14;
                double *t15 = v + (int)(i_vec + 4L);
                __m256d v_v_1 = _mm256_loadu_pd(t15);
                __m256d t16 = _mm256_mul_pd(v_v_1, _mm256_set1_pd(0.5));
                __m256d w_v_2 = _mm256_set1_pd(w[j]);
                __m256d t17 = _mm256_cvtepi32_pd(i_v_5);
                __m256d t18 = _mm256_mul_pd(w_v_2, t17);
                __m256d t19 = _mm256_add_pd(t16, t18);
                __m256d t20 = _mm256_mul_pd(t19, _mm256_set1_pd(0.5));
                __m256d w_v_3 = _mm256_set1_pd(w[t1]);
                __m256d t21 = _mm256_mul_pd(w_v_3, t17);
                __m256d t22 = _mm256_add_pd(t20, t21);
                _mm256_storeu_pd(t15, t22);
                __m128i t23 = _mm_add_epi32(i_v, _mm_set1_epi32(8));
                __m128i i_v_6 = t23;
                double *t24 = v + (int)(i_vec + 8L);
                __m256d v_v_2 = _mm256_loadu_pd(t24);
                __m256d t25 = _mm256_mul_pd(v_v_2, _mm256_set1_pd(0.5));
                __m256d w_v_4 = _mm256_set1_pd(w[j]);
                __m256d t26 = _mm256_cvtepi32_pd(i_v_6);
                __m256d t27 = _mm256_mul_pd(w_v_4, t26);
                __m256d t28 = _mm256_add_pd(t25, t27);
                __m256d t29 = _mm256_mul_pd(t28, _mm256_set1_pd(0.5));
                __m256d w_v_5 = _mm256_set1_pd(w[t1]);
                __m256d t30 = _mm256_mul_pd(w_v_5, t26);
                __m256d t31 = _mm256_add_pd(t29, t30);
                _mm256_storeu_pd(t24, t31);
                __m128i t32 = _mm_add_epi32(i_v, _mm_set1_epi32(12));
                __m128i i_v_7 = t32;
                double *t33 = v + (int)(i_vec + 12L);
                __m256d v_v_3 = _mm256_loadu_pd(t33);
                __m256d t34 = _mm256_mul_pd(v_v_3, _mm256_set1_pd(0.5));
                __m256d w_v_6 = _mm256_set1_pd(w[j]);
                __m256d t35 = _mm256_cvtepi32_pd(i_v_7);
                __m256d t36 = _mm256_mul_pd(w_v_6, t35);
                __m256d t37 = _mm256_add_pd(t34, t36);
                __m256d t38 = _mm256_mul_pd(t37, _mm256_set1_pd(0.5));
                __m256d w_v_7 = _mm256_set1_pd(w[t1]);
                __m256d t39 = _mm256_mul_pd(w_v_7, t35);
                __m256d t40 = _mm256_add_pd(t38, t39);
                _mm256_storeu_pd(t33, t40);
                i_vec += 16L;
                __m128i t41 = _mm_add_epi32(i_v, _mm_set1_epi32(16));
                if (i_vec >= t3) {
                    break;
                }
                i_v = t41;
            }
            t42 = (int)t3;
        } else {
            t42 = 0;
        }
        long t43 = (long)m + (long)t42 * -1L;
        if (t43 >= 4L) {
            long t44 = t43 & -4L;
            __m128i t45 = _mm_set1_epi32((int)t42);
            __m128i t46 = t45;
            __m128i i_v_1 = _mm_add_epi32(t46, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_1 = 0L;
            for (;;) {
                __m128i i_v_8 = i_v_1;
                double *t47 = v + (int)((long)t42 + i_vec_1);
                __m256d v_v_4 = _mm256_loadu_pd(t47);
                __m256d t48 = _mm256_mul_pd(v_v_4, _mm256_set1_pd(0.5));
                __m256d w_v_8 = _mm256_set1_pd(w[j]);
                __m256d t49 = _mm256_cvtepi32_pd(i_v_8);
                __m256d t50 = _mm256_mul_pd(w_v_8, t49);
                __m256d t51 = _mm256_add_pd(t48, t50);
                __m256d t52 = _mm256_mul_pd(t51, _mm256_set1_pd(0.5));
                __m256d w_v_9 = _mm256_set1_pd(w[t1]);
                __m256d t53 = _mm256_mul_pd(w_v_9, t49);
                __m256d t54 = _mm256_add_pd(t52, t53);
                _mm256_storeu_pd(t47, t54);
                i_vec_1 += 4L;
                __m128i t55 = _mm_add_epi32(i_v_1, _mm_set1_epi32(4));
                if (i_vec_1 >= t44) {
                    break;
                }
                i_v_1 = t55;
            }
            t56 = (int)((long)t42 + t44);
        } else {
            t56 = t42;
        }
        long t57 = (long)m + (long)t56 * -1L;
        if ((t57 >= 1L) & (t57 <= 4L)) {
            __m128i t58 = _mm_set1_epi32((int)(int)t57);
            __m128i t59 = _mm_cmpgt_epi32(t58, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t60 = _mm_set1_epi32((int)t56);
            __m128i t61 = t60;
            __m128i t62 = _mm_add_epi32(t61, _mm_setr_epi32(0, 1, 2, 3));
            __m128i i_v_9 = t62;
            double *t63 = v + (int)(long)t56;
            __m256d v_v_5 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t59), t63);
            __m256d t64 = _mm256_mul_pd(v_v_5, _mm256_set1_pd(0.5));
            __m256d w_v_10 = _mm256_set1_pd(w[j]);
            __m256d t65 = _mm256_cvtepi32_pd(i_v_9);
            __m256d t66 = _mm256_mul_pd(w_v_10, t65);
            __m256d t67 = _mm256_add_pd(t64, t66);
            __m256d t68 = _mm256_mul_pd(t67, _mm256_set1_pd(0.5));
            __m256d w_v_11 = _mm256_set1_pd(w[t1]);
            __m256d t69 = _mm256_mul_pd(w_v_11, t65);
            __m256d t70 = _mm256_add_pd(t68, t69);
            _mm256_mask_storeu_pd(t63, _mm_movepi32_mask(t59), t70);
            i = (int)((long)t56 + t57);
        } else {
            i = t56;
        }
        for (; i < m; i++) {
            double *t71 = v + i;
            double t72 = (double)i;
            double t73 = *t71 * 0.5 + w[j] * t72;
            *t71 = t73 * 0.5 + w[t1] * t72;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t74 = (long)m;
        if (t74 >= 16L) {
            long t75 = t74 & -16L;
            __m128i t76 = _mm_set1_epi32(0);
            __m128i t77 = t76;
            __m128i i_v_2 = _mm_add_epi32(t77, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                __m128i i_v_10 = i_v_2;
                double *t78 = v + (int)i_vec_2;
                __m256d v_v_6 = _mm256_loadu_pd(t78);
                __m256d t79 = _mm256_mul_pd(v_v_6, _mm256_set1_pd(0.5));
                __m256d w_v_12 = _mm256_set1_pd(w[j_1]);
                __m256d t80 = _mm256_cvtepi32_pd(i_v_10);
                __m256d t81 = _mm256_mul_pd(w_v_12, t80);
                __m256d t82 = _mm256_add_pd(t79, t81);
                _mm256_storeu_pd(t78, t82);
                __m128i t83 = _mm_add_epi32(i_v_2, _mm_set1_epi32(4));
                __m128i i_v_11 = t83;
                double *t84 = v + (int)(i_vec_2 + 4L);
                __m256d v_v_7 = _mm256_loadu_pd(t84);
                __m256d t85 = _mm256_mul_pd(v_v_7, _mm256_set1_pd(0.5));
                __m256d w_v_13 = _mm256_set1_pd(w[j_1]);
                __m256d t86 = _mm256_cvtepi32_pd(i_v_11);
                __m256d t87 = _mm256_mul_pd(w_v_13, t86);
                __m256d t88 = _mm256_add_pd(t85, t87);
                _mm256_storeu_pd(t84, t88);
                __m128i t89 = _mm_add_epi32(i_v_2, _mm_set1_epi32(8));
                __m128i i_v_12 = t89;
                double *t90 = v + (int)(i_vec_2 + 8L);
                __m256d v_v_8 = _mm256_loadu_pd(t90);
                __m256d t91 = _mm256_mul_pd(v_v_8, _mm256_set1_pd(0.5));
                __m256d w_v_14 = _mm256_set1_pd(w[j_1]);
                __m256d t92 = _mm256_cvtepi32_pd(i_v_12);
                __m256d t93 = _mm256_mul_pd(w_v_14, t92);
                __m256d t94 = _mm256_add_pd(t91, t93);
                _mm256_storeu_pd(t90, t94);
                __m128i t95 = _mm_add_epi32(i_v_2, _mm_set1_epi32(12));
                __m128i i_v_13 = t95;
                double *t96 = v + (int)(i_vec_2 + 12L);
                __m256d v_v_9 = _mm256_loadu_pd(t96);
                __m256d t97 = _mm256_mul_pd(v_v_9, _mm256_set1_pd(0.5));
                __m256d w_v_15 = _mm256_set1_pd(w[j_1]);
                __m256d t98 = _mm256_cvtepi32_pd(i_v_13);
                __m256d t99 = _mm256_mul_pd(w_v_15, t98);
                __m256d t100 = _mm256_add_pd(t97, t99);
                _mm256_storeu_pd(t96, t100);
                i_vec_2 += 16L;
                __m128i t101 = _mm_add_epi32(i_v_2, _mm_set1_epi32(16));
                if (i_vec_2 >= t75) {
                    break;
                }
                i_v_2 = t101;
            }
            t102 = (int)t75;
        } else {
            t102 = 0;
        }
        long t103 = (long)m + (long)t102 * -1L;
        if (t103 >= 4L) {
            long t104 = t103 & -4L;
            __m128i t105 = _mm_set1_epi32((int)t102);
            __m128i t106 = t105;
            __m128i i_v_3 = _mm_add_epi32(t106, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            for (;;) {
                __m128i i_v_14 = i_v_3;
                double *t107 = v + (int)((long)t102 + i_vec_3);
                __m256d v_v_10 = _mm256_loadu_pd(t107);
                __m256d t108 = _mm256_mul_pd(v_v_10, _mm256_set1_pd(0.5));
                __m256d w_v_16 = _mm256_set1_pd(w[j_1]);
                __m256d t109 = _mm256_cvtepi32_pd(i_v_14);
                __m256d t110 = _mm256_mul_pd(w_v_16, t109);
                __m256d t111 = _mm256_add_pd(t108, t110);
                _mm256_storeu_pd(t107, t111);
                i_vec_3 += 4L;
                __m128i t112 = _mm_add_epi32(i_v_3, _mm_set1_epi32(4));
                if (i_vec_3 >= t104) {
                    break;
                }
                i_v_3 = t112;
            }
            i_1 = (int)((long)t102 + t104);
        } else {
            i_1 = t102;
        }
        for (; i_1 < m; i_1++) {
            double *t113 = v + i_1;
            *t113 = *t113 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    int t11;
    int t16;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, masked remainder */
            do {
                int t3 = (int)i_vec;
                __m256 v_v = _mm256_loadu_ps(v + (t3 + 1));
                __m256 w_v = _mm256_set1_ps(w[j]);
                __m256 t4 = _mm256_add_ps(v_v, w_v);
                _mm256_storeu_ps(v + t3, t4);
                int t5 = (int)(i_vec + 8L);
                __m256 v_v_1 = _mm256_loadu_ps(v + (t5 + 1));
                __m256 w_v_1 = _mm256_set1_ps(w[j]);
                __m256 t6 = _mm256_add_ps(v_v_1, w_v_1);
                _mm256_storeu_ps(v + t5, t6);
                int t7 = (int)(i_vec + 16L);
                __m256 v_v_2 = _mm256_loadu_ps(v + (t7 + 1));
                __m256 w_v_2 = _mm256_set1_ps(w[j]);
                __m256 t8 = _mm256_add_ps(v_v_2, w_v_2);
                _mm256_storeu_ps(v + t7, t8);
                int t9 = (int)(i_vec + 24L);
                __m256 v_v_3 = _mm256_loadu_ps(v + (t9 + 1));
                __m256 w_v_3 = _mm256_set1_ps(w[j]);
                __m256 t10 = _mm256_add_ps(v_v_3, w_v_3);
                _mm256_storeu_ps(v + t9, t10);
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
            do {
                int t14 = (int)((long)t11 + i_vec_1);
                __m256 v_v_4 = _mm256_loadu_ps(v + (t14 + 1));
                __m256 w_v_4 = _mm256_set1_ps(w[j]);
                __m256 t15 = _mm256_add_ps(v_v_4, w_v_4);
                _mm256_storeu_ps(v + t14, t15);
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
            int t20 = (int)(long)t16;
            __m256 v_v_5 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t19), v + (t20 + 1));
            __m256 w_v_5 = _mm256_set1_ps(w[j]);
            __m256 t21 = _mm256_add_ps(v_v_5, w_v_5);
            _mm256_mask_storeu_ps(v + t20, _mm256_movepi32_mask(t19), t21);
            i = (int)((long)t16 + t17);
        } else {
            i = t16;
        }
        while (i < m) {
            int t22 = i + 1;
            v[i] = v[t22] + w[j];
            i = t22;
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
