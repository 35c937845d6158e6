/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

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
__attribute__((target("avx2"))) void matvec(int n) {
    float (*t4)[37];
    float *t5;
    float (*t9)[37];
    float *t10;
    int j_1;
    float (*t33)[37];
    float *t34;
    int j = 0;
    for (;;) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        int t1 = j + 1;
        if (t1 >= n) {
            j_1 = j;
            break;
        }
        long i_vec = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            float *t2 = &y[i_vec];
            __m256 y_v = _mm256_loadu_ps(t2);
            long t3 = (long)j;
            t4 = &A[t3];
            __m256 A_v = _mm256_loadu_ps(&(*t4)[i_vec]);
            t5 = &x[t3];
            __m256 x_v = _mm256_set1_ps(*t5);
            __m256 t6 = _mm256_mul_ps(A_v, x_v);
            __m256 t7 = _mm256_add_ps(y_v, t6);
            long t8 = (long)t1;
            t9 = &A[t8];
            __m256 A_v_1 = _mm256_loadu_ps(&(*t9)[i_vec]);
            t10 = &x[t8];
            __m256 x_v_1 = _mm256_set1_ps(*t10);
            __m256 t11 = _mm256_mul_ps(A_v_1, x_v_1);
            __m256 t12 = _mm256_add_ps(t7, t11);
            _mm256_storeu_ps(t2, t12);
            long t13 = i_vec + 8L;
            float *t14 = &y[t13];
            __m256 y_v_1 = _mm256_loadu_ps(t14);
            __m256 A_v_2 = _mm256_loadu_ps(&(*t4)[t13]);
            __m256 x_v_2 = _mm256_set1_ps(*t5);
            __m256 t15 = _mm256_mul_ps(A_v_2, x_v_2);
            __m256 t16 = _mm256_add_ps(y_v_1, t15);
            __m256 A_v_3 = _mm256_loadu_ps(&(*t9)[t13]);
            __m256 x_v_3 = _mm256_set1_ps(*t10);
            __m256 t17 = _mm256_mul_ps(A_v_3, x_v_3);
            __m256 t18 = _mm256_add_ps(t16, t17);
            _mm256_storeu_ps(t14, t18);
            long t19 = i_vec + 16L;
            float *t20 = &y[t19];
            __m256 y_v_2 = _mm256_loadu_ps(t20);
            __m256 A_v_4 = _mm256_loadu_ps(&(*t4)[t19]);
            __m256 x_v_4 = _mm256_set1_ps(*t5);
            __m256 t21 = _mm256_mul_ps(A_v_4, x_v_4);
            __m256 t22 = _mm256_add_ps(y_v_2, t21);
            __m256 A_v_5 = _mm256_loadu_ps(&(*t9)[t19]);
            __m256 x_v_5 = _mm256_set1_ps(*t10);
            __m256 t23 = _mm256_mul_ps(A_v_5, x_v_5);
            __m256 t24 = _mm256_add_ps(t22, t23);
            _mm256_storeu_ps(t20, t24);
            long t25 = i_vec + 24L;
            float *t26 = &y[t25];
            __m256 y_v_3 = _mm256_loadu_ps(t26);
            __m256 A_v_6 = _mm256_loadu_ps(&(*t4)[t25]);
            __m256 x_v_6 = _mm256_set1_ps(*t5);
            __m256 t27 = _mm256_mul_ps(A_v_6, x_v_6);
            __m256 t28 = _mm256_add_ps(y_v_3, t27);
            __m256 A_v_7 = _mm256_loadu_ps(&(*t9)[t25]);
            __m256 x_v_7 = _mm256_set1_ps(*t10);
            __m256 t29 = _mm256_mul_ps(A_v_7, x_v_7);
            __m256 t30 = _mm256_add_ps(t28, t29);
            _mm256_storeu_ps(t26, t30);
            i_vec += 32L;
        } while (i_vec < 32L);
        y[32] = y[32] + (*t4)[32] * *t5 + (*t9)[32] * *t10;
        y[33] = y[33] + (*t4)[33] * *t5 + (*t9)[33] * *t10;
        y[34] = y[34] + (*t4)[34] * *t5 + (*t9)[34] * *t10;
        y[35] = y[35] + (*t4)[35] * *t5 + (*t9)[35] * *t10;
        y[36] = y[36] + (*t4)[36] * *t5 + (*t9)[36] * *t10;
        j = t1 + 1;
    }
    while (j_1 < n) {
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            float *t31 = &y[i_vec_1];
            __m256 y_v_4 = _mm256_loadu_ps(t31);
            long t32 = (long)j_1;
            t33 = &A[t32];
            __m256 A_v_8 = _mm256_loadu_ps(&(*t33)[i_vec_1]);
            t34 = &x[t32];
            __m256 x_v_8 = _mm256_set1_ps(*t34);
            __m256 t35 = _mm256_mul_ps(A_v_8, x_v_8);
            __m256 t36 = _mm256_add_ps(y_v_4, t35);
            _mm256_storeu_ps(t31, t36);
            long t37 = i_vec_1 + 8L;
            float *t38 = &y[t37];
            __m256 y_v_5 = _mm256_loadu_ps(t38);
            __m256 A_v_9 = _mm256_loadu_ps(&(*t33)[t37]);
            __m256 x_v_9 = _mm256_set1_ps(*t34);
            __m256 t39 = _mm256_mul_ps(A_v_9, x_v_9);
            __m256 t40 = _mm256_add_ps(y_v_5, t39);
            _mm256_storeu_ps(t38, t40);
            long t41 = i_vec_1 + 16L;
            float *t42 = &y[t41];
            __m256 y_v_6 = _mm256_loadu_ps(t42);
            __m256 A_v_10 = _mm256_loadu_ps(&(*t33)[t41]);
            __m256 x_v_10 = _mm256_set1_ps(*t34);
            __m256 t43 = _mm256_mul_ps(A_v_10, x_v_10);
            __m256 t44 = _mm256_add_ps(y_v_6, t43);
            _mm256_storeu_ps(t42, t44);
            long t45 = i_vec_1 + 24L;
            float *t46 = &y[t45];
            __m256 y_v_7 = _mm256_loadu_ps(t46);
            __m256 A_v_11 = _mm256_loadu_ps(&(*t33)[t45]);
            __m256 x_v_11 = _mm256_set1_ps(*t34);
            __m256 t47 = _mm256_mul_ps(A_v_11, x_v_11);
            __m256 t48 = _mm256_add_ps(y_v_7, t47);
            _mm256_storeu_ps(t46, t48);
            i_vec_1 += 32L;
        } while (i_vec_1 < 32L);
        y[32] = y[32] + (*t33)[32] * *t34;
        y[33] = y[33] + (*t33)[33] * *t34;
        y[34] = y[34] + (*t33)[34] * *t34;
        y[35] = y[35] + (*t33)[35] * *t34;
        y[36] = y[36] + (*t33)[36] * *t34;
        j_1++;
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
__attribute__((target("avx2"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    int t1;
    int t13;
    int i;
    int j_1;
    int t36;
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
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 8, UF 2, vector epilogue VF 8, scalar epilogue */
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
            i = (int)((long)t13 + t15);
        } else {
            i = t13;
        }
        for (; i < m; i++) {
            int *t21 = s + i;
            int t22 = *t21 + a[j * m + i];
            *t21 = t22 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t23 = (long)m;
        if (t23 >= 32L) {
            long t24 = t23 & -32L;
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
            do {
                int *t25 = s + i_vec_2;
                __m256i s_v_3 = _mm256_loadu_si256((const __m256i *)t25);
                __m256i a_v_6 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)i_vec_2)));
                __m256i t26 = _mm256_add_epi32(s_v_3, a_v_6);
                _mm256_storeu_si256((__m256i *)t25, t26);
                long t27 = i_vec_2 + 8L;
                int *t28 = s + t27;
                __m256i s_v_4 = _mm256_loadu_si256((const __m256i *)t28);
                __m256i a_v_7 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t27)));
                __m256i t29 = _mm256_add_epi32(s_v_4, a_v_7);
                _mm256_storeu_si256((__m256i *)t28, t29);
                long t30 = i_vec_2 + 16L;
                int *t31 = s + t30;
                __m256i s_v_5 = _mm256_loadu_si256((const __m256i *)t31);
                __m256i a_v_8 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t30)));
                __m256i t32 = _mm256_add_epi32(s_v_5, a_v_8);
                _mm256_storeu_si256((__m256i *)t31, t32);
                long t33 = i_vec_2 + 24L;
                int *t34 = s + t33;
                __m256i s_v_6 = _mm256_loadu_si256((const __m256i *)t34);
                __m256i a_v_9 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t33)));
                __m256i t35 = _mm256_add_epi32(s_v_6, a_v_9);
                _mm256_storeu_si256((__m256i *)t34, t35);
                i_vec_2 += 32L;
            } while (i_vec_2 < t24);
            t36 = (int)t24;
        } else {
            t36 = 0;
        }
        long t37 = (long)m + (long)t36 * -1L;
        if (t37 >= 8L) {
            long t38 = t37 & -8L;
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 8, UF 1, scalar epilogue */
            do {
                long t39 = (long)t36 + i_vec_3;
                int *t40 = s + t39;
                __m256i s_v_7 = _mm256_loadu_si256((const __m256i *)t40);
                __m256i a_v_10 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + (int)t39)));
                __m256i t41 = _mm256_add_epi32(s_v_7, a_v_10);
                _mm256_storeu_si256((__m256i *)t40, t41);
                i_vec_3 += 8L;
            } while (i_vec_3 < t38);
            i_1 = (int)((long)t36 + t38);
        } else {
            i_1 = t36;
        }
        for (; i_1 < m; i_1++) {
            int *t42 = s + i_1;
            *t42 = *t42 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
__attribute__((target("avx2"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    int t1;
    int t41;
    int i;
    int j_1;
    int t84;
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
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
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
            i = (int)((long)t41 + t43);
        } else {
            i = t41;
        }
        for (; i < m; i++) {
            double *t54 = v + i;
            double t55 = (double)i;
            double t56 = *t54 * 0.5 + w[j] * t55;
            *t54 = t56 * 0.5 + w[t1] * t55;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t57 = (long)m;
        if (t57 >= 16L) {
            long t58 = t57 & -16L;
            __m128i t59 = _mm_set1_epi32(0);
            vcc_v4_uint i_v_2 = (vcc_v4_uint)_mm_add_epi32(t59, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            for (;;) {
                double *t60 = v + i_vec_2;
                __m256d v_v_5 = _mm256_loadu_pd(t60);
                __m256d t61 = _mm256_mul_pd(v_v_5, _mm256_set1_pd(0.5));
                __m256d w_v_10 = _mm256_set1_pd(w[j_1]);
                __m256d t62 = _mm256_cvtepi32_pd((__m128i)i_v_2);
                __m256d t63 = _mm256_mul_pd(w_v_10, t62);
                __m256d t64 = _mm256_add_pd(t61, t63);
                _mm256_storeu_pd(t60, t64);
                __m128i t65 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(4));
                double *t66 = v + (i_vec_2 + 4L);
                __m256d v_v_6 = _mm256_loadu_pd(t66);
                __m256d t67 = _mm256_mul_pd(v_v_6, _mm256_set1_pd(0.5));
                __m256d w_v_11 = _mm256_set1_pd(w[j_1]);
                __m256d t68 = _mm256_cvtepi32_pd(t65);
                __m256d t69 = _mm256_mul_pd(w_v_11, t68);
                __m256d t70 = _mm256_add_pd(t67, t69);
                _mm256_storeu_pd(t66, t70);
                __m128i t71 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(8));
                double *t72 = v + (i_vec_2 + 8L);
                __m256d v_v_7 = _mm256_loadu_pd(t72);
                __m256d t73 = _mm256_mul_pd(v_v_7, _mm256_set1_pd(0.5));
                __m256d w_v_12 = _mm256_set1_pd(w[j_1]);
                __m256d t74 = _mm256_cvtepi32_pd(t71);
                __m256d t75 = _mm256_mul_pd(w_v_12, t74);
                __m256d t76 = _mm256_add_pd(t73, t75);
                _mm256_storeu_pd(t72, t76);
                __m128i t77 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(12));
                double *t78 = v + (i_vec_2 + 12L);
                __m256d v_v_8 = _mm256_loadu_pd(t78);
                __m256d t79 = _mm256_mul_pd(v_v_8, _mm256_set1_pd(0.5));
                __m256d w_v_13 = _mm256_set1_pd(w[j_1]);
                __m256d t80 = _mm256_cvtepi32_pd(t77);
                __m256d t81 = _mm256_mul_pd(w_v_13, t80);
                __m256d t82 = _mm256_add_pd(t79, t81);
                _mm256_storeu_pd(t78, t82);
                i_vec_2 += 16L;
                __m128i t83 = _mm_add_epi32((__m128i)i_v_2, _mm_set1_epi32(16));
                if (i_vec_2 >= t58) {
                    break;
                }
                i_v_2 = (vcc_v4_uint)t83;
            }
            t84 = (int)t58;
        } else {
            t84 = 0;
        }
        long t85 = (long)m + (long)t84 * -1L;
        if (t85 >= 4L) {
            long t86 = t85 & -4L;
            __m128i t87 = _mm_set1_epi32((int)t84);
            vcc_v4_uint i_v_3 = (vcc_v4_uint)_mm_add_epi32(t87, _mm_setr_epi32(0, 1, 2, 3));
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                double *t88 = v + ((long)t84 + i_vec_3);
                __m256d v_v_9 = _mm256_loadu_pd(t88);
                __m256d t89 = _mm256_mul_pd(v_v_9, _mm256_set1_pd(0.5));
                __m256d w_v_14 = _mm256_set1_pd(w[j_1]);
                __m256d t90 = _mm256_cvtepi32_pd((__m128i)i_v_3);
                __m256d t91 = _mm256_mul_pd(w_v_14, t90);
                __m256d t92 = _mm256_add_pd(t89, t91);
                _mm256_storeu_pd(t88, t92);
                i_vec_3 += 4L;
                __m128i t93 = _mm_add_epi32((__m128i)i_v_3, _mm_set1_epi32(4));
                if (i_vec_3 >= t86) {
                    break;
                }
                i_v_3 = (vcc_v4_uint)t93;
            }
            i_1 = (int)((long)t84 + t86);
        } else {
            i_1 = t84;
        }
        for (; i_1 < m; i_1++) {
            double *t94 = v + i_1;
            *t94 = *t94 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
__attribute__((target("avx2"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    int t10;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            i = (int)((long)t10 + t12);
        } else {
            i = t10;
        }
        while (i < m) {
            int t15 = i + 1;
            v[i] = v[t15] + w[j];
            i = t15;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
__attribute__((target("avx2"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    int t11;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 32L) {
            long t2 = t1 & -32L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:43 vectorized: VF 8, UF 4, vector epilogue VF 8, scalar epilogue */
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
            i = (int)((long)t11 + t13);
        } else {
            i = t11;
        }
        for (; i < m; i++) {
            long t16 = (long)(j * m + i);
            out[t16] = in[t16] * 2.0f;
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
