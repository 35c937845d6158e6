/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef unsigned int vcc_v2_uint __attribute__((vector_size(8)));

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
__attribute__((target("sse4.2"))) void matvec(int n) {
    float (*t4)[37];
    float *t5;
    float (*t9)[37];
    float *t10;
    int j_1;
    float (*t39)[37];
    float *t40;
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
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t2 = &y[i_vec];
            __m128 y_v = _mm_loadu_ps(t2);
            long t3 = (long)j;
            t4 = &A[t3];
            __m128 A_v = _mm_loadu_ps(&(*t4)[i_vec]);
            t5 = &x[t3];
            __m128 x_v = _mm_set1_ps(*t5);
            __m128 t6 = _mm_mul_ps(A_v, x_v);
            __m128 t7 = _mm_add_ps(y_v, t6);
            long t8 = (long)t1;
            t9 = &A[t8];
            __m128 A_v_1 = _mm_loadu_ps(&(*t9)[i_vec]);
            t10 = &x[t8];
            __m128 x_v_1 = _mm_set1_ps(*t10);
            __m128 t11 = _mm_mul_ps(A_v_1, x_v_1);
            __m128 t12 = _mm_add_ps(t7, t11);
            _mm_storeu_ps(t2, t12);
            long t13 = i_vec + 4L;
            float *t14 = &y[t13];
            __m128 y_v_1 = _mm_loadu_ps(t14);
            __m128 A_v_2 = _mm_loadu_ps(&(*t4)[t13]);
            __m128 x_v_2 = _mm_set1_ps(*t5);
            __m128 t15 = _mm_mul_ps(A_v_2, x_v_2);
            __m128 t16 = _mm_add_ps(y_v_1, t15);
            __m128 A_v_3 = _mm_loadu_ps(&(*t9)[t13]);
            __m128 x_v_3 = _mm_set1_ps(*t10);
            __m128 t17 = _mm_mul_ps(A_v_3, x_v_3);
            __m128 t18 = _mm_add_ps(t16, t17);
            _mm_storeu_ps(t14, t18);
            long t19 = i_vec + 8L;
            float *t20 = &y[t19];
            __m128 y_v_2 = _mm_loadu_ps(t20);
            __m128 A_v_4 = _mm_loadu_ps(&(*t4)[t19]);
            __m128 x_v_4 = _mm_set1_ps(*t5);
            __m128 t21 = _mm_mul_ps(A_v_4, x_v_4);
            __m128 t22 = _mm_add_ps(y_v_2, t21);
            __m128 A_v_5 = _mm_loadu_ps(&(*t9)[t19]);
            __m128 x_v_5 = _mm_set1_ps(*t10);
            __m128 t23 = _mm_mul_ps(A_v_5, x_v_5);
            __m128 t24 = _mm_add_ps(t22, t23);
            _mm_storeu_ps(t20, t24);
            long t25 = i_vec + 12L;
            float *t26 = &y[t25];
            __m128 y_v_3 = _mm_loadu_ps(t26);
            __m128 A_v_6 = _mm_loadu_ps(&(*t4)[t25]);
            __m128 x_v_6 = _mm_set1_ps(*t5);
            __m128 t27 = _mm_mul_ps(A_v_6, x_v_6);
            __m128 t28 = _mm_add_ps(y_v_3, t27);
            __m128 A_v_7 = _mm_loadu_ps(&(*t9)[t25]);
            __m128 x_v_7 = _mm_set1_ps(*t10);
            __m128 t29 = _mm_mul_ps(A_v_7, x_v_7);
            __m128 t30 = _mm_add_ps(t28, t29);
            _mm_storeu_ps(t26, t30);
            i_vec += 16L;
        } while (i_vec < 32L);
        long i_vec_1 = 0L;
        /* vcc: loop at unroll_jam.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t31 = 32L + i_vec_1;
            float *t32 = &y[t31];
            __m128 y_v_4 = _mm_loadu_ps(t32);
            __m128 A_v_8 = _mm_loadu_ps(&(*t4)[t31]);
            __m128 x_v_8 = _mm_set1_ps(*t5);
            __m128 t33 = _mm_mul_ps(A_v_8, x_v_8);
            __m128 t34 = _mm_add_ps(y_v_4, t33);
            __m128 A_v_9 = _mm_loadu_ps(&(*t9)[t31]);
            __m128 x_v_9 = _mm_set1_ps(*t10);
            __m128 t35 = _mm_mul_ps(A_v_9, x_v_9);
            __m128 t36 = _mm_add_ps(t34, t35);
            _mm_storeu_ps(t32, t36);
            i_vec_1 += 4L;
        } while (i_vec_1 < 4L);
        y[36] = y[36] + (*t4)[36] * *t5 + (*t9)[36] * *t10;
        j = t1 + 1;
    }
    while (j_1 < n) {
        long i_vec_2 = 0L;
        /* vcc: loop at unroll_jam.c:15 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            float *t37 = &y[i_vec_2];
            __m128 y_v_5 = _mm_loadu_ps(t37);
            long t38 = (long)j_1;
            t39 = &A[t38];
            __m128 A_v_10 = _mm_loadu_ps(&(*t39)[i_vec_2]);
            t40 = &x[t38];
            __m128 x_v_10 = _mm_set1_ps(*t40);
            __m128 t41 = _mm_mul_ps(A_v_10, x_v_10);
            __m128 t42 = _mm_add_ps(y_v_5, t41);
            _mm_storeu_ps(t37, t42);
            long t43 = i_vec_2 + 4L;
            float *t44 = &y[t43];
            __m128 y_v_6 = _mm_loadu_ps(t44);
            __m128 A_v_11 = _mm_loadu_ps(&(*t39)[t43]);
            __m128 x_v_11 = _mm_set1_ps(*t40);
            __m128 t45 = _mm_mul_ps(A_v_11, x_v_11);
            __m128 t46 = _mm_add_ps(y_v_6, t45);
            _mm_storeu_ps(t44, t46);
            long t47 = i_vec_2 + 8L;
            float *t48 = &y[t47];
            __m128 y_v_7 = _mm_loadu_ps(t48);
            __m128 A_v_12 = _mm_loadu_ps(&(*t39)[t47]);
            __m128 x_v_12 = _mm_set1_ps(*t40);
            __m128 t49 = _mm_mul_ps(A_v_12, x_v_12);
            __m128 t50 = _mm_add_ps(y_v_7, t49);
            _mm_storeu_ps(t48, t50);
            long t51 = i_vec_2 + 12L;
            float *t52 = &y[t51];
            __m128 y_v_8 = _mm_loadu_ps(t52);
            __m128 A_v_13 = _mm_loadu_ps(&(*t39)[t51]);
            __m128 x_v_13 = _mm_set1_ps(*t40);
            __m128 t53 = _mm_mul_ps(A_v_13, x_v_13);
            __m128 t54 = _mm_add_ps(y_v_8, t53);
            _mm_storeu_ps(t52, t54);
            i_vec_2 += 16L;
        } while (i_vec_2 < 32L);
        long i_vec_3 = 0L;
        /* vcc: loop at unroll_jam.c:15 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t55 = 32L + i_vec_3;
            float *t56 = &y[t55];
            __m128 y_v_9 = _mm_loadu_ps(t56);
            __m128 A_v_14 = _mm_loadu_ps(&(*t39)[t55]);
            __m128 x_v_14 = _mm_set1_ps(*t40);
            __m128 t57 = _mm_mul_ps(A_v_14, x_v_14);
            __m128 t58 = _mm_add_ps(y_v_9, t57);
            _mm_storeu_ps(t56, t58);
            i_vec_3 += 4L;
        } while (i_vec_3 < 4L);
        y[36] = y[36] + (*t39)[36] * *t40;
        j_1++;
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
__attribute__((target("sse4.2"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    int t1;
    int t23;
    int i;
    int j_1;
    int t46;
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
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int t4 = (int)i_vec;
                int *t5 = s + i_vec;
                __m128i s_v = _mm_loadu_si128((const __m128i *)t5);
                __m128i a_v = _mm_loadu_si128((const __m128i *)(a + (j * m + t4)));
                __m128i t6 = _mm_add_epi32(s_v, a_v);
                __m128i a_v_1 = _mm_loadu_si128((const __m128i *)(a + (t1 * m + t4)));
                __m128i t7 = _mm_add_epi32(t6, a_v_1);
                _mm_storeu_si128((__m128i *)t5, t7);
                long t8 = i_vec + 4L;
                int t9 = (int)t8;
                int *t10 = s + t8;
                __m128i s_v_1 = _mm_loadu_si128((const __m128i *)t10);
                __m128i a_v_2 = _mm_loadu_si128((const __m128i *)(a + (j * m + t9)));
                __m128i t11 = _mm_add_epi32(s_v_1, a_v_2);
                __m128i a_v_3 = _mm_loadu_si128((const __m128i *)(a + (t1 * m + t9)));
                __m128i t12 = _mm_add_epi32(t11, a_v_3);
                _mm_storeu_si128((__m128i *)t10, t12);
                long t13 = i_vec + 8L;
                int t14 = (int)t13;
                int *t15 = s + t13;
                __m128i s_v_2 = _mm_loadu_si128((const __m128i *)t15);
                __m128i a_v_4 = _mm_loadu_si128((const __m128i *)(a + (j * m + t14)));
                __m128i t16 = _mm_add_epi32(s_v_2, a_v_4);
                __m128i a_v_5 = _mm_loadu_si128((const __m128i *)(a + (t1 * m + t14)));
                __m128i t17 = _mm_add_epi32(t16, a_v_5);
                _mm_storeu_si128((__m128i *)t15, t17);
                long t18 = i_vec + 12L;
                int t19 = (int)t18;
                int *t20 = s + t18;
                __m128i s_v_3 = _mm_loadu_si128((const __m128i *)t20);
                __m128i a_v_6 = _mm_loadu_si128((const __m128i *)(a + (j * m + t19)));
                __m128i t21 = _mm_add_epi32(s_v_3, a_v_6);
                __m128i a_v_7 = _mm_loadu_si128((const __m128i *)(a + (t1 * m + t19)));
                __m128i t22 = _mm_add_epi32(t21, a_v_7);
                _mm_storeu_si128((__m128i *)t20, t22);
                i_vec += 16L;
            } while (i_vec < t3);
            t23 = (int)t3;
        } else {
            t23 = 0;
        }
        long t24 = (long)m + (long)t23 * -1L;
        if (t24 >= 4L) {
            long t25 = t24 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t26 = (long)t23 + i_vec_1;
                int t27 = (int)t26;
                int *t28 = s + t26;
                __m128i s_v_4 = _mm_loadu_si128((const __m128i *)t28);
                __m128i a_v_8 = _mm_loadu_si128((const __m128i *)(a + (j * m + t27)));
                __m128i t29 = _mm_add_epi32(s_v_4, a_v_8);
                __m128i a_v_9 = _mm_loadu_si128((const __m128i *)(a + (t1 * m + t27)));
                __m128i t30 = _mm_add_epi32(t29, a_v_9);
                _mm_storeu_si128((__m128i *)t28, t30);
                i_vec_1 += 4L;
            } while (i_vec_1 < t25);
            i = (int)((long)t23 + t25);
        } else {
            i = t23;
        }
        for (; i < m; i++) {
            int *t31 = s + i;
            int t32 = *t31 + a[j * m + i];
            *t31 = t32 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t33 = (long)m;
        if (t33 >= 16L) {
            long t34 = t33 & -16L;
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:22 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                int *t35 = s + i_vec_2;
                __m128i s_v_5 = _mm_loadu_si128((const __m128i *)t35);
                __m128i a_v_10 = _mm_loadu_si128((const __m128i *)(a + (j_1 * m + (int)i_vec_2)));
                __m128i t36 = _mm_add_epi32(s_v_5, a_v_10);
                _mm_storeu_si128((__m128i *)t35, t36);
                long t37 = i_vec_2 + 4L;
                int *t38 = s + t37;
                __m128i s_v_6 = _mm_loadu_si128((const __m128i *)t38);
                __m128i a_v_11 = _mm_loadu_si128((const __m128i *)(a + (j_1 * m + (int)t37)));
                __m128i t39 = _mm_add_epi32(s_v_6, a_v_11);
                _mm_storeu_si128((__m128i *)t38, t39);
                long t40 = i_vec_2 + 8L;
                int *t41 = s + t40;
                __m128i s_v_7 = _mm_loadu_si128((const __m128i *)t41);
                __m128i a_v_12 = _mm_loadu_si128((const __m128i *)(a + (j_1 * m + (int)t40)));
                __m128i t42 = _mm_add_epi32(s_v_7, a_v_12);
                _mm_storeu_si128((__m128i *)t41, t42);
                long t43 = i_vec_2 + 12L;
                int *t44 = s + t43;
                __m128i s_v_8 = _mm_loadu_si128((const __m128i *)t44);
                __m128i a_v_13 = _mm_loadu_si128((const __m128i *)(a + (j_1 * m + (int)t43)));
                __m128i t45 = _mm_add_epi32(s_v_8, a_v_13);
                _mm_storeu_si128((__m128i *)t44, t45);
                i_vec_2 += 16L;
            } while (i_vec_2 < t34);
            t46 = (int)t34;
        } else {
            t46 = 0;
        }
        long t47 = (long)m + (long)t46 * -1L;
        if (t47 >= 4L) {
            long t48 = t47 & -4L;
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:22 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t49 = (long)t46 + i_vec_3;
                int *t50 = s + t49;
                __m128i s_v_9 = _mm_loadu_si128((const __m128i *)t50);
                __m128i a_v_14 = _mm_loadu_si128((const __m128i *)(a + (j_1 * m + (int)t49)));
                __m128i t51 = _mm_add_epi32(s_v_9, a_v_14);
                _mm_storeu_si128((__m128i *)t50, t51);
                i_vec_3 += 4L;
            } while (i_vec_3 < t48);
            i_1 = (int)((long)t46 + t48);
        } else {
            i_1 = t46;
        }
        for (; i_1 < m; i_1++) {
            int *t52 = s + i_1;
            *t52 = *t52 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
__attribute__((target("sse4.2"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    int t1;
    int t42;
    int i;
    int j_1;
    int t87;
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
        if (t2 >= 8L) {
            long t3 = t2 & -8L;
            vcc_v2_int t4 = (vcc_v2_int){0, 0};
            vcc_v2_uint t5 = (vcc_v2_uint)t4;
            vcc_v2_uint i_v = t5 + (vcc_v2_uint){0U, 1U};
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int i_v_4 = (vcc_v2_int)i_v;
                double *t6 = v + i_vec;
                __m128d v_v = _mm_loadu_pd(t6);
                __m128d t7 = _mm_mul_pd(v_v, _mm_set1_pd(0.5));
                __m128d w_v = _mm_set1_pd(w[j]);
                __m128d t8 = (__m128d)__builtin_convertvector(i_v_4, vcc_v2_double);
                __m128d t9 = _mm_mul_pd(w_v, t8);
                __m128d t10 = _mm_add_pd(t7, t9);
                __m128d t11 = _mm_mul_pd(t10, _mm_set1_pd(0.5));
                __m128d w_v_1 = _mm_set1_pd(w[t1]);
                __m128d t12 = _mm_mul_pd(w_v_1, t8);
                __m128d t13 = _mm_add_pd(t11, t12);
                _mm_storeu_pd(t6, t13);
                vcc_v2_uint t14 = i_v + (vcc_v2_uint){2U, 2U};
                vcc_v2_int i_v_5 = (vcc_v2_int)t14;
                double *t15 = v + (i_vec + 2L);
                __m128d v_v_1 = _mm_loadu_pd(t15);
                __m128d t16 = _mm_mul_pd(v_v_1, _mm_set1_pd(0.5));
                __m128d w_v_2 = _mm_set1_pd(w[j]);
                __m128d t17 = (__m128d)__builtin_convertvector(i_v_5, vcc_v2_double);
                __m128d t18 = _mm_mul_pd(w_v_2, t17);
                __m128d t19 = _mm_add_pd(t16, t18);
                __m128d t20 = _mm_mul_pd(t19, _mm_set1_pd(0.5));
                __m128d w_v_3 = _mm_set1_pd(w[t1]);
                __m128d t21 = _mm_mul_pd(w_v_3, t17);
                __m128d t22 = _mm_add_pd(t20, t21);
                _mm_storeu_pd(t15, t22);
                vcc_v2_uint t23 = i_v + (vcc_v2_uint){4U, 4U};
                vcc_v2_int i_v_6 = (vcc_v2_int)t23;
                double *t24 = v + (i_vec + 4L);
                __m128d v_v_2 = _mm_loadu_pd(t24);
                __m128d t25 = _mm_mul_pd(v_v_2, _mm_set1_pd(0.5));
                __m128d w_v_4 = _mm_set1_pd(w[j]);
                __m128d t26 = (__m128d)__builtin_convertvector(i_v_6, vcc_v2_double);
                __m128d t27 = _mm_mul_pd(w_v_4, t26);
                __m128d t28 = _mm_add_pd(t25, t27);
                __m128d t29 = _mm_mul_pd(t28, _mm_set1_pd(0.5));
                __m128d w_v_5 = _mm_set1_pd(w[t1]);
                __m128d t30 = _mm_mul_pd(w_v_5, t26);
                __m128d t31 = _mm_add_pd(t29, t30);
                _mm_storeu_pd(t24, t31);
                vcc_v2_uint t32 = i_v + (vcc_v2_uint){6U, 6U};
                vcc_v2_int i_v_7 = (vcc_v2_int)t32;
                double *t33 = v + (i_vec + 6L);
                __m128d v_v_3 = _mm_loadu_pd(t33);
                __m128d t34 = _mm_mul_pd(v_v_3, _mm_set1_pd(0.5));
                __m128d w_v_6 = _mm_set1_pd(w[j]);
                __m128d t35 = (__m128d)__builtin_convertvector(i_v_7, vcc_v2_double);
                __m128d t36 = _mm_mul_pd(w_v_6, t35);
                __m128d t37 = _mm_add_pd(t34, t36);
                __m128d t38 = _mm_mul_pd(t37, _mm_set1_pd(0.5));
                __m128d w_v_7 = _mm_set1_pd(w[t1]);
                __m128d t39 = _mm_mul_pd(w_v_7, t35);
                __m128d t40 = _mm_add_pd(t38, t39);
                _mm_storeu_pd(t33, t40);
                i_vec += 8L;
                vcc_v2_uint t41 = i_v + (vcc_v2_uint){8U, 8U};
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
        if (t43 >= 2L) {
            long t44 = t43 & -2L;
            vcc_v2_int t45 = (vcc_v2_int){t42, t42};
            vcc_v2_uint t46 = (vcc_v2_uint)t45;
            vcc_v2_uint i_v_1 = t46 + (vcc_v2_uint){0U, 1U};
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int i_v_8 = (vcc_v2_int)i_v_1;
                double *t47 = v + ((long)t42 + i_vec_1);
                __m128d v_v_4 = _mm_loadu_pd(t47);
                __m128d t48 = _mm_mul_pd(v_v_4, _mm_set1_pd(0.5));
                __m128d w_v_8 = _mm_set1_pd(w[j]);
                __m128d t49 = (__m128d)__builtin_convertvector(i_v_8, vcc_v2_double);
                __m128d t50 = _mm_mul_pd(w_v_8, t49);
                __m128d t51 = _mm_add_pd(t48, t50);
                __m128d t52 = _mm_mul_pd(t51, _mm_set1_pd(0.5));
                __m128d w_v_9 = _mm_set1_pd(w[t1]);
                __m128d t53 = _mm_mul_pd(w_v_9, t49);
                __m128d t54 = _mm_add_pd(t52, t53);
                _mm_storeu_pd(t47, t54);
                i_vec_1 += 2L;
                vcc_v2_uint t55 = i_v_1 + (vcc_v2_uint){2U, 2U};
                if (i_vec_1 >= t44) {
                    break;
                }
                i_v_1 = t55;
            }
            i = (int)((long)t42 + t44);
        } else {
            i = t42;
        }
        for (; i < m; i++) {
            double *t56 = v + i;
            double t57 = (double)i;
            double t58 = *t56 * 0.5 + w[j] * t57;
            *t56 = t58 * 0.5 + w[t1] * t57;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t59 = (long)m;
        if (t59 >= 8L) {
            long t60 = t59 & -8L;
            vcc_v2_int t61 = (vcc_v2_int){0, 0};
            vcc_v2_uint t62 = (vcc_v2_uint)t61;
            vcc_v2_uint i_v_2 = t62 + (vcc_v2_uint){0U, 1U};
            long i_vec_2 = 0L;
            /* vcc: loop at unroll_jam.c:29 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
            for (;;) {
                vcc_v2_int i_v_9 = (vcc_v2_int)i_v_2;
                double *t63 = v + i_vec_2;
                __m128d v_v_5 = _mm_loadu_pd(t63);
                __m128d t64 = _mm_mul_pd(v_v_5, _mm_set1_pd(0.5));
                __m128d w_v_10 = _mm_set1_pd(w[j_1]);
                __m128d t65 = (__m128d)__builtin_convertvector(i_v_9, vcc_v2_double);
                __m128d t66 = _mm_mul_pd(w_v_10, t65);
                __m128d t67 = _mm_add_pd(t64, t66);
                _mm_storeu_pd(t63, t67);
                vcc_v2_uint t68 = i_v_2 + (vcc_v2_uint){2U, 2U};
                vcc_v2_int i_v_10 = (vcc_v2_int)t68;
                double *t69 = v + (i_vec_2 + 2L);
                __m128d v_v_6 = _mm_loadu_pd(t69);
                __m128d t70 = _mm_mul_pd(v_v_6, _mm_set1_pd(0.5));
                __m128d w_v_11 = _mm_set1_pd(w[j_1]);
                __m128d t71 = (__m128d)__builtin_convertvector(i_v_10, vcc_v2_double);
                __m128d t72 = _mm_mul_pd(w_v_11, t71);
                __m128d t73 = _mm_add_pd(t70, t72);
                _mm_storeu_pd(t69, t73);
                vcc_v2_uint t74 = i_v_2 + (vcc_v2_uint){4U, 4U};
                vcc_v2_int i_v_11 = (vcc_v2_int)t74;
                double *t75 = v + (i_vec_2 + 4L);
                __m128d v_v_7 = _mm_loadu_pd(t75);
                __m128d t76 = _mm_mul_pd(v_v_7, _mm_set1_pd(0.5));
                __m128d w_v_12 = _mm_set1_pd(w[j_1]);
                __m128d t77 = (__m128d)__builtin_convertvector(i_v_11, vcc_v2_double);
                __m128d t78 = _mm_mul_pd(w_v_12, t77);
                __m128d t79 = _mm_add_pd(t76, t78);
                _mm_storeu_pd(t75, t79);
                vcc_v2_uint t80 = i_v_2 + (vcc_v2_uint){6U, 6U};
                vcc_v2_int i_v_12 = (vcc_v2_int)t80;
                double *t81 = v + (i_vec_2 + 6L);
                __m128d v_v_8 = _mm_loadu_pd(t81);
                __m128d t82 = _mm_mul_pd(v_v_8, _mm_set1_pd(0.5));
                __m128d w_v_13 = _mm_set1_pd(w[j_1]);
                __m128d t83 = (__m128d)__builtin_convertvector(i_v_12, vcc_v2_double);
                __m128d t84 = _mm_mul_pd(w_v_13, t83);
                __m128d t85 = _mm_add_pd(t82, t84);
                _mm_storeu_pd(t81, t85);
                i_vec_2 += 8L;
                vcc_v2_uint t86 = i_v_2 + (vcc_v2_uint){8U, 8U};
                if (i_vec_2 >= t60) {
                    break;
                }
                i_v_2 = t86;
            }
            t87 = (int)t60;
        } else {
            t87 = 0;
        }
        long t88 = (long)m + (long)t87 * -1L;
        if (t88 >= 2L) {
            long t89 = t88 & -2L;
            vcc_v2_int t90 = (vcc_v2_int){t87, t87};
            vcc_v2_uint t91 = (vcc_v2_uint)t90;
            vcc_v2_uint i_v_3 = t91 + (vcc_v2_uint){0U, 1U};
            long i_vec_3 = 0L;
            /* vcc: loop at unroll_jam.c:29 vector epilogue: VF 2, UF 1, scalar epilogue */
            for (;;) {
                vcc_v2_int i_v_13 = (vcc_v2_int)i_v_3;
                double *t92 = v + ((long)t87 + i_vec_3);
                __m128d v_v_9 = _mm_loadu_pd(t92);
                __m128d t93 = _mm_mul_pd(v_v_9, _mm_set1_pd(0.5));
                __m128d w_v_14 = _mm_set1_pd(w[j_1]);
                __m128d t94 = (__m128d)__builtin_convertvector(i_v_13, vcc_v2_double);
                __m128d t95 = _mm_mul_pd(w_v_14, t94);
                __m128d t96 = _mm_add_pd(t93, t95);
                _mm_storeu_pd(t92, t96);
                i_vec_3 += 2L;
                vcc_v2_uint t97 = i_v_3 + (vcc_v2_uint){2U, 2U};
                if (i_vec_3 >= t89) {
                    break;
                }
                i_v_3 = t97;
            }
            i_1 = (int)((long)t87 + t89);
        } else {
            i_1 = t87;
        }
        for (; i_1 < m; i_1++) {
            double *t98 = v + i_1;
            *t98 = *t98 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
__attribute__((target("sse4.2"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    int t10;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:36 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                __m128 v_v = _mm_loadu_ps(v + ((int)i_vec + 1));
                __m128 w_v = _mm_set1_ps(w[j]);
                __m128 t3 = _mm_add_ps(v_v, w_v);
                _mm_storeu_ps(v + i_vec, t3);
                long t4 = i_vec + 4L;
                __m128 v_v_1 = _mm_loadu_ps(v + ((int)t4 + 1));
                __m128 w_v_1 = _mm_set1_ps(w[j]);
                __m128 t5 = _mm_add_ps(v_v_1, w_v_1);
                _mm_storeu_ps(v + t4, t5);
                long t6 = i_vec + 8L;
                __m128 v_v_2 = _mm_loadu_ps(v + ((int)t6 + 1));
                __m128 w_v_2 = _mm_set1_ps(w[j]);
                __m128 t7 = _mm_add_ps(v_v_2, w_v_2);
                _mm_storeu_ps(v + t6, t7);
                long t8 = i_vec + 12L;
                __m128 v_v_3 = _mm_loadu_ps(v + ((int)t8 + 1));
                __m128 w_v_3 = _mm_set1_ps(w[j]);
                __m128 t9 = _mm_add_ps(v_v_3, w_v_3);
                _mm_storeu_ps(v + t8, t9);
                i_vec += 16L;
            } while (i_vec < t2);
            t10 = (int)t2;
        } else {
            t10 = 0;
        }
        long t11 = (long)m + (long)t10 * -1L;
        if (t11 >= 4L) {
            long t12 = t11 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:36 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t13 = (long)t10 + i_vec_1;
                __m128 v_v_4 = _mm_loadu_ps(v + ((int)t13 + 1));
                __m128 w_v_4 = _mm_set1_ps(w[j]);
                __m128 t14 = _mm_add_ps(v_v_4, w_v_4);
                _mm_storeu_ps(v + t13, t14);
                i_vec_1 += 4L;
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
__attribute__((target("sse4.2"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    int t11;
    int i;
    for (int j = 0; j < n; j++) {
        long t1 = (long)m;
        if (t1 >= 16L) {
            long t2 = t1 & -16L;
            long i_vec = 0L;
            /* vcc: loop at unroll_jam.c:43 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
            do {
                long t3 = (long)(j * m + (int)i_vec);
                __m128 in_v = _mm_loadu_ps(in + t3);
                __m128 t4 = _mm_mul_ps(in_v, _mm_set1_ps(2.0f));
                _mm_storeu_ps(out + t3, t4);
                long t5 = (long)(j * m + (int)(i_vec + 4L));
                __m128 in_v_1 = _mm_loadu_ps(in + t5);
                __m128 t6 = _mm_mul_ps(in_v_1, _mm_set1_ps(2.0f));
                _mm_storeu_ps(out + t5, t6);
                long t7 = (long)(j * m + (int)(i_vec + 8L));
                __m128 in_v_2 = _mm_loadu_ps(in + t7);
                __m128 t8 = _mm_mul_ps(in_v_2, _mm_set1_ps(2.0f));
                _mm_storeu_ps(out + t7, t8);
                long t9 = (long)(j * m + (int)(i_vec + 12L));
                __m128 in_v_3 = _mm_loadu_ps(in + t9);
                __m128 t10 = _mm_mul_ps(in_v_3, _mm_set1_ps(2.0f));
                _mm_storeu_ps(out + t9, t10);
                i_vec += 16L;
            } while (i_vec < t2);
            t11 = (int)t2;
        } else {
            t11 = 0;
        }
        long t12 = (long)m + (long)t11 * -1L;
        if (t12 >= 4L) {
            long t13 = t12 & -4L;
            long i_vec_1 = 0L;
            /* vcc: loop at unroll_jam.c:43 vector epilogue: VF 4, UF 1, scalar epilogue */
            do {
                long t14 = (long)(j * m + (int)((long)t11 + i_vec_1));
                __m128 in_v_4 = _mm_loadu_ps(in + t14);
                __m128 t15 = _mm_mul_ps(in_v_4, _mm_set1_ps(2.0f));
                _mm_storeu_ps(out + t14, t15);
                i_vec_1 += 4L;
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
