/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>

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
    int t3;
    int j_1;
    int j = 0;
    for (;; j = t3 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t3 = j + 1;
        if (t3 >= n) {
            j_1 = j;
            break;
        }
        long t1 = 0L;
        do {
            long t4 = (long)(int)t1;
            float *t5 = &y[t4];
            __m256 t6 = _mm256_loadu_ps(t5);
            long t7 = (long)j;
            __m256 t8 = _mm256_loadu_ps(&A[t7][t4]);
            __m256 t9 = _mm256_set1_ps(x[t7]);
            __m256 t10 = _mm256_mul_ps(t8, t9);
            __m256 t11 = _mm256_add_ps(t6, t10);
            long t12 = (long)t3;
            __m256 t13 = _mm256_loadu_ps(&A[t12][t4]);
            __m256 t14 = _mm256_set1_ps(x[t12]);
            __m256 t15 = _mm256_mul_ps(t13, t14);
            __m256 t16 = _mm256_add_ps(t11, t15);
            _mm256_storeu_ps(t5, t16);
            long t17 = (long)(int)(t1 + 8L);
            float *t18 = &y[t17];
            __m256 t19 = _mm256_loadu_ps(t18);
            long t20 = (long)j;
            __m256 t21 = _mm256_loadu_ps(&A[t20][t17]);
            __m256 t22 = _mm256_set1_ps(x[t20]);
            __m256 t23 = _mm256_mul_ps(t21, t22);
            __m256 t24 = _mm256_add_ps(t19, t23);
            long t25 = (long)t3;
            __m256 t26 = _mm256_loadu_ps(&A[t25][t17]);
            __m256 t27 = _mm256_set1_ps(x[t25]);
            __m256 t28 = _mm256_mul_ps(t26, t27);
            __m256 t29 = _mm256_add_ps(t24, t28);
            _mm256_storeu_ps(t18, t29);
            long t30 = (long)(int)(t1 + 16L);
            float *t31 = &y[t30];
            __m256 t32 = _mm256_loadu_ps(t31);
            long t33 = (long)j;
            __m256 t34 = _mm256_loadu_ps(&A[t33][t30]);
            __m256 t35 = _mm256_set1_ps(x[t33]);
            __m256 t36 = _mm256_mul_ps(t34, t35);
            __m256 t37 = _mm256_add_ps(t32, t36);
            long t38 = (long)t3;
            __m256 t39 = _mm256_loadu_ps(&A[t38][t30]);
            __m256 t40 = _mm256_set1_ps(x[t38]);
            __m256 t41 = _mm256_mul_ps(t39, t40);
            __m256 t42 = _mm256_add_ps(t37, t41);
            _mm256_storeu_ps(t31, t42);
            long t43 = (long)(int)(t1 + 24L);
            float *t44 = &y[t43];
            __m256 t45 = _mm256_loadu_ps(t44);
            long t46 = (long)j;
            __m256 t47 = _mm256_loadu_ps(&A[t46][t43]);
            __m256 t48 = _mm256_set1_ps(x[t46]);
            __m256 t49 = _mm256_mul_ps(t47, t48);
            __m256 t50 = _mm256_add_ps(t45, t49);
            long t51 = (long)t3;
            __m256 t52 = _mm256_loadu_ps(&A[t51][t43]);
            __m256 t53 = _mm256_set1_ps(x[t51]);
            __m256 t54 = _mm256_mul_ps(t52, t53);
            __m256 t55 = _mm256_add_ps(t50, t54);
            _mm256_storeu_ps(t44, t55);
            t1 += 32L;
        } while (t1 < 32L);
        for (int i = 32; i < 37; i++) {
            long t56 = (long)i;
            float *t57 = &y[t56];
            long t58 = (long)j;
            float t59 = *t57 + A[t58][t56] * x[t58];
            long t60 = (long)t3;
            *t57 = t59 + A[t60][t56] * x[t60];
        }
    }
    for (; j_1 < n; j_1++) {
        long t2 = 0L;
        do {
            long t61 = (long)(int)t2;
            float *t62 = &y[t61];
            __m256 t63 = _mm256_loadu_ps(t62);
            long t64 = (long)j_1;
            __m256 t65 = _mm256_loadu_ps(&A[t64][t61]);
            __m256 t66 = _mm256_set1_ps(x[t64]);
            __m256 t67 = _mm256_mul_ps(t65, t66);
            __m256 t68 = _mm256_add_ps(t63, t67);
            _mm256_storeu_ps(t62, t68);
            long t69 = (long)(int)(t2 + 8L);
            float *t70 = &y[t69];
            __m256 t71 = _mm256_loadu_ps(t70);
            long t72 = (long)j_1;
            __m256 t73 = _mm256_loadu_ps(&A[t72][t69]);
            __m256 t74 = _mm256_set1_ps(x[t72]);
            __m256 t75 = _mm256_mul_ps(t73, t74);
            __m256 t76 = _mm256_add_ps(t71, t75);
            _mm256_storeu_ps(t70, t76);
            long t77 = (long)(int)(t2 + 16L);
            float *t78 = &y[t77];
            __m256 t79 = _mm256_loadu_ps(t78);
            long t80 = (long)j_1;
            __m256 t81 = _mm256_loadu_ps(&A[t80][t77]);
            __m256 t82 = _mm256_set1_ps(x[t80]);
            __m256 t83 = _mm256_mul_ps(t81, t82);
            __m256 t84 = _mm256_add_ps(t79, t83);
            _mm256_storeu_ps(t78, t84);
            long t85 = (long)(int)(t2 + 24L);
            float *t86 = &y[t85];
            __m256 t87 = _mm256_loadu_ps(t86);
            long t88 = (long)j_1;
            __m256 t89 = _mm256_loadu_ps(&A[t88][t85]);
            __m256 t90 = _mm256_set1_ps(x[t88]);
            __m256 t91 = _mm256_mul_ps(t89, t90);
            __m256 t92 = _mm256_add_ps(t87, t91);
            _mm256_storeu_ps(t86, t92);
            t2 += 32L;
        } while (t2 < 32L);
        for (int i_1 = 32; i_1 < 37; i_1++) {
            long t93 = (long)i_1;
            float *t94 = &y[t93];
            long t95 = (long)j_1;
            *t94 = *t94 + A[t95][t93] * x[t95];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
__attribute__((target("avx2"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    int t5;
    int t22;
    int i;
    int j_1;
    int t56;
    int i_1;
    int j = 0;
    for (;; j = t5 + 1) {
        if (j >= n) {
            j_1 = j;
            break;
        }
        t5 = j + 1;
        if (t5 >= n) {
            j_1 = j;
            break;
        }
        long t6 = (long)m;
        if (t6 >= 16L) {
            long t7 = t6 & -16L;
            long t1 = 0L;
            do {
                int t8 = (int)t1;
                int *t9 = s + t8;
                __m256i t10 = _mm256_loadu_si256((const __m256i *)t9);
                __m256i t11 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t8)));
                __m256i t12 = _mm256_add_epi32(t10, t11);
                __m256i t13 = _mm256_loadu_si256((const __m256i *)(a + (t5 * m + t8)));
                __m256i t14 = _mm256_add_epi32(t12, t13);
                _mm256_storeu_si256((__m256i *)t9, t14);
                int t15 = (int)(t1 + 8L);
                int *t16 = s + t15;
                __m256i t17 = _mm256_loadu_si256((const __m256i *)t16);
                __m256i t18 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t15)));
                __m256i t19 = _mm256_add_epi32(t17, t18);
                __m256i t20 = _mm256_loadu_si256((const __m256i *)(a + (t5 * m + t15)));
                __m256i t21 = _mm256_add_epi32(t19, t20);
                _mm256_storeu_si256((__m256i *)t16, t21);
                t1 += 16L;
            } while (t1 < t7);
            t22 = (int)t7;
        } else {
            t22 = 0;
        }
        long t23 = (long)m + (long)t22 * -1L;
        if (t23 >= 8L) {
            long t24 = t23 & -8L;
            long t2 = 0L;
            do {
                int t25 = (int)((long)t22 + t2);
                int *t26 = s + t25;
                __m256i t27 = _mm256_loadu_si256((const __m256i *)t26);
                __m256i t28 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t25)));
                __m256i t29 = _mm256_add_epi32(t27, t28);
                __m256i t30 = _mm256_loadu_si256((const __m256i *)(a + (t5 * m + t25)));
                __m256i t31 = _mm256_add_epi32(t29, t30);
                _mm256_storeu_si256((__m256i *)t26, t31);
                t2 += 8L;
            } while (t2 < t24);
            i = (int)((long)t22 + t24);
        } else {
            i = t22;
        }
        for (; i < m; i++) {
            int *t32 = s + i;
            int t33 = *t32 + a[j * m + i];
            *t32 = t33 + a[t5 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t34 = (long)m;
        if (t34 >= 32L) {
            long t35 = t34 & -32L;
            long t3 = 0L;
            do {
                int t36 = (int)t3;
                int *t37 = s + t36;
                __m256i t38 = _mm256_loadu_si256((const __m256i *)t37);
                __m256i t39 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t36)));
                __m256i t40 = _mm256_add_epi32(t38, t39);
                _mm256_storeu_si256((__m256i *)t37, t40);
                int t41 = (int)(t3 + 8L);
                int *t42 = s + t41;
                __m256i t43 = _mm256_loadu_si256((const __m256i *)t42);
                __m256i t44 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t41)));
                __m256i t45 = _mm256_add_epi32(t43, t44);
                _mm256_storeu_si256((__m256i *)t42, t45);
                int t46 = (int)(t3 + 16L);
                int *t47 = s + t46;
                __m256i t48 = _mm256_loadu_si256((const __m256i *)t47);
                __m256i t49 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t46)));
                __m256i t50 = _mm256_add_epi32(t48, t49);
                _mm256_storeu_si256((__m256i *)t47, t50);
                int t51 = (int)(t3 + 24L);
                int *t52 = s + t51;
                __m256i t53 = _mm256_loadu_si256((const __m256i *)t52);
                __m256i t54 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t51)));
                __m256i t55 = _mm256_add_epi32(t53, t54);
                _mm256_storeu_si256((__m256i *)t52, t55);
                t3 += 32L;
            } while (t3 < t35);
            t56 = (int)t35;
        } else {
            t56 = 0;
        }
        long t57 = (long)m + (long)t56 * -1L;
        if (t57 >= 8L) {
            long t58 = t57 & -8L;
            long t4 = 0L;
            do {
                int t59 = (int)((long)t56 + t4);
                int *t60 = s + t59;
                __m256i t61 = _mm256_loadu_si256((const __m256i *)t60);
                __m256i t62 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t59)));
                __m256i t63 = _mm256_add_epi32(t61, t62);
                _mm256_storeu_si256((__m256i *)t60, t63);
                t4 += 8L;
            } while (t4 < t58);
            i_1 = (int)((long)t56 + t58);
        } else {
            i_1 = t56;
        }
        for (; i_1 < m; i_1++) {
            int *t64 = s + i_1;
            *t64 = *t64 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
__attribute__((target("avx2"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    int t9;
    int t66;
    int i;
    int j_1;
    int t127;
    int i_1;
    int j = n - 1;
    for (;; j = t9 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t9 = j + -1;
        if (t9 < 0) {
            j_1 = j;
            break;
        }
        long t10 = (long)m;
        if (t10 >= 16L) {
            long t11 = t10 & -16L;
            __m128i t12 = _mm_set1_epi32(0);
            __m128i t13 = t12;
            __m128i t1 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            long t2 = 0L;
            for (;;) {
                __m128i t14 = t1;
                double *t15 = v + (int)t2;
                __m256d t16 = _mm256_loadu_pd(t15);
                __m256d t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.5));
                __m256d t18 = _mm256_set1_pd(w[j]);
                __m256d t19 = _mm256_cvtepi32_pd(t14);
                __m256d t20 = _mm256_mul_pd(t18, t19);
                __m256d t21 = _mm256_add_pd(t17, t20);
                __m256d t22 = _mm256_mul_pd(t21, _mm256_set1_pd(0.5));
                __m256d t23 = _mm256_set1_pd(w[t9]);
                __m256d t24 = _mm256_mul_pd(t23, t19);
                __m256d t25 = _mm256_add_pd(t22, t24);
                _mm256_storeu_pd(t15, t25);
                __m128i t26 = _mm_add_epi32(t1, _mm_set1_epi32(4));
                __m128i t27 = t26;
                double *t28 = v + (int)(t2 + 4L);
                __m256d t29 = _mm256_loadu_pd(t28);
                __m256d t30 = _mm256_mul_pd(t29, _mm256_set1_pd(0.5));
                __m256d t31 = _mm256_set1_pd(w[j]);
                __m256d t32 = _mm256_cvtepi32_pd(t27);
                __m256d t33 = _mm256_mul_pd(t31, t32);
                __m256d t34 = _mm256_add_pd(t30, t33);
                __m256d t35 = _mm256_mul_pd(t34, _mm256_set1_pd(0.5));
                __m256d t36 = _mm256_set1_pd(w[t9]);
                __m256d t37 = _mm256_mul_pd(t36, t32);
                __m256d t38 = _mm256_add_pd(t35, t37);
                _mm256_storeu_pd(t28, t38);
                __m128i t39 = _mm_add_epi32(t1, _mm_set1_epi32(8));
                __m128i t40 = t39;
                double *t41 = v + (int)(t2 + 8L);
                __m256d t42 = _mm256_loadu_pd(t41);
                __m256d t43 = _mm256_mul_pd(t42, _mm256_set1_pd(0.5));
                __m256d t44 = _mm256_set1_pd(w[j]);
                __m256d t45 = _mm256_cvtepi32_pd(t40);
                __m256d t46 = _mm256_mul_pd(t44, t45);
                __m256d t47 = _mm256_add_pd(t43, t46);
                __m256d t48 = _mm256_mul_pd(t47, _mm256_set1_pd(0.5));
                __m256d t49 = _mm256_set1_pd(w[t9]);
                __m256d t50 = _mm256_mul_pd(t49, t45);
                __m256d t51 = _mm256_add_pd(t48, t50);
                _mm256_storeu_pd(t41, t51);
                __m128i t52 = _mm_add_epi32(t1, _mm_set1_epi32(12));
                __m128i t53 = t52;
                double *t54 = v + (int)(t2 + 12L);
                __m256d t55 = _mm256_loadu_pd(t54);
                __m256d t56 = _mm256_mul_pd(t55, _mm256_set1_pd(0.5));
                __m256d t57 = _mm256_set1_pd(w[j]);
                __m256d t58 = _mm256_cvtepi32_pd(t53);
                __m256d t59 = _mm256_mul_pd(t57, t58);
                __m256d t60 = _mm256_add_pd(t56, t59);
                __m256d t61 = _mm256_mul_pd(t60, _mm256_set1_pd(0.5));
                __m256d t62 = _mm256_set1_pd(w[t9]);
                __m256d t63 = _mm256_mul_pd(t62, t58);
                __m256d t64 = _mm256_add_pd(t61, t63);
                _mm256_storeu_pd(t54, t64);
                t2 += 16L;
                __m128i t65 = _mm_add_epi32(t1, _mm_set1_epi32(16));
                if (t2 >= t11) {
                    break;
                }
                t1 = t65;
            }
            t66 = (int)t11;
        } else {
            t66 = 0;
        }
        long t67 = (long)m + (long)t66 * -1L;
        if (t67 >= 4L) {
            long t68 = t67 & -4L;
            __m128i t69 = _mm_set1_epi32((int)t66);
            __m128i t70 = t69;
            __m128i t3 = _mm_add_epi32(t70, _mm_setr_epi32(0, 1, 2, 3));
            long t4 = 0L;
            for (;;) {
                __m128i t71 = t3;
                double *t72 = v + (int)((long)t66 + t4);
                __m256d t73 = _mm256_loadu_pd(t72);
                __m256d t74 = _mm256_mul_pd(t73, _mm256_set1_pd(0.5));
                __m256d t75 = _mm256_set1_pd(w[j]);
                __m256d t76 = _mm256_cvtepi32_pd(t71);
                __m256d t77 = _mm256_mul_pd(t75, t76);
                __m256d t78 = _mm256_add_pd(t74, t77);
                __m256d t79 = _mm256_mul_pd(t78, _mm256_set1_pd(0.5));
                __m256d t80 = _mm256_set1_pd(w[t9]);
                __m256d t81 = _mm256_mul_pd(t80, t76);
                __m256d t82 = _mm256_add_pd(t79, t81);
                _mm256_storeu_pd(t72, t82);
                t4 += 4L;
                __m128i t83 = _mm_add_epi32(t3, _mm_set1_epi32(4));
                if (t4 >= t68) {
                    break;
                }
                t3 = t83;
            }
            i = (int)((long)t66 + t68);
        } else {
            i = t66;
        }
        for (; i < m; i++) {
            double *t84 = v + i;
            double t85 = (double)i;
            double t86 = *t84 * 0.5 + w[j] * t85;
            *t84 = t86 * 0.5 + w[t9] * t85;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t87 = (long)m;
        if (t87 >= 16L) {
            long t88 = t87 & -16L;
            __m128i t89 = _mm_set1_epi32(0);
            __m128i t90 = t89;
            __m128i t5 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
            long t6 = 0L;
            for (;;) {
                __m128i t91 = t5;
                double *t92 = v + (int)t6;
                __m256d t93 = _mm256_loadu_pd(t92);
                __m256d t94 = _mm256_mul_pd(t93, _mm256_set1_pd(0.5));
                __m256d t95 = _mm256_set1_pd(w[j_1]);
                __m256d t96 = _mm256_cvtepi32_pd(t91);
                __m256d t97 = _mm256_mul_pd(t95, t96);
                __m256d t98 = _mm256_add_pd(t94, t97);
                _mm256_storeu_pd(t92, t98);
                __m128i t99 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t100 = t99;
                double *t101 = v + (int)(t6 + 4L);
                __m256d t102 = _mm256_loadu_pd(t101);
                __m256d t103 = _mm256_mul_pd(t102, _mm256_set1_pd(0.5));
                __m256d t104 = _mm256_set1_pd(w[j_1]);
                __m256d t105 = _mm256_cvtepi32_pd(t100);
                __m256d t106 = _mm256_mul_pd(t104, t105);
                __m256d t107 = _mm256_add_pd(t103, t106);
                _mm256_storeu_pd(t101, t107);
                __m128i t108 = _mm_add_epi32(t5, _mm_set1_epi32(8));
                __m128i t109 = t108;
                double *t110 = v + (int)(t6 + 8L);
                __m256d t111 = _mm256_loadu_pd(t110);
                __m256d t112 = _mm256_mul_pd(t111, _mm256_set1_pd(0.5));
                __m256d t113 = _mm256_set1_pd(w[j_1]);
                __m256d t114 = _mm256_cvtepi32_pd(t109);
                __m256d t115 = _mm256_mul_pd(t113, t114);
                __m256d t116 = _mm256_add_pd(t112, t115);
                _mm256_storeu_pd(t110, t116);
                __m128i t117 = _mm_add_epi32(t5, _mm_set1_epi32(12));
                __m128i t118 = t117;
                double *t119 = v + (int)(t6 + 12L);
                __m256d t120 = _mm256_loadu_pd(t119);
                __m256d t121 = _mm256_mul_pd(t120, _mm256_set1_pd(0.5));
                __m256d t122 = _mm256_set1_pd(w[j_1]);
                __m256d t123 = _mm256_cvtepi32_pd(t118);
                __m256d t124 = _mm256_mul_pd(t122, t123);
                __m256d t125 = _mm256_add_pd(t121, t124);
                _mm256_storeu_pd(t119, t125);
                t6 += 16L;
                __m128i t126 = _mm_add_epi32(t5, _mm_set1_epi32(16));
                if (t6 >= t88) {
                    break;
                }
                t5 = t126;
            }
            t127 = (int)t88;
        } else {
            t127 = 0;
        }
        long t128 = (long)m + (long)t127 * -1L;
        if (t128 >= 4L) {
            long t129 = t128 & -4L;
            __m128i t130 = _mm_set1_epi32((int)t127);
            __m128i t131 = t130;
            __m128i t7 = _mm_add_epi32(t131, _mm_setr_epi32(0, 1, 2, 3));
            long t8 = 0L;
            for (;;) {
                __m128i t132 = t7;
                double *t133 = v + (int)((long)t127 + t8);
                __m256d t134 = _mm256_loadu_pd(t133);
                __m256d t135 = _mm256_mul_pd(t134, _mm256_set1_pd(0.5));
                __m256d t136 = _mm256_set1_pd(w[j_1]);
                __m256d t137 = _mm256_cvtepi32_pd(t132);
                __m256d t138 = _mm256_mul_pd(t136, t137);
                __m256d t139 = _mm256_add_pd(t135, t138);
                _mm256_storeu_pd(t133, t139);
                t8 += 4L;
                __m128i t140 = _mm_add_epi32(t7, _mm_set1_epi32(4));
                if (t8 >= t129) {
                    break;
                }
                t7 = t140;
            }
            i_1 = (int)((long)t127 + t129);
        } else {
            i_1 = t127;
        }
        for (; i_1 < m; i_1++) {
            double *t141 = v + i_1;
            *t141 = *t141 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
__attribute__((target("avx2"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    int t21;
    int i;
    for (int j = 0; j < n; j++) {
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long t1 = 0L;
            do {
                int t5 = (int)t1;
                __m256 t6 = _mm256_loadu_ps(v + (t5 + 1));
                __m256 t7 = _mm256_set1_ps(w[j]);
                __m256 t8 = _mm256_add_ps(t6, t7);
                _mm256_storeu_ps(v + t5, t8);
                int t9 = (int)(t1 + 8L);
                __m256 t10 = _mm256_loadu_ps(v + (t9 + 1));
                __m256 t11 = _mm256_set1_ps(w[j]);
                __m256 t12 = _mm256_add_ps(t10, t11);
                _mm256_storeu_ps(v + t9, t12);
                int t13 = (int)(t1 + 16L);
                __m256 t14 = _mm256_loadu_ps(v + (t13 + 1));
                __m256 t15 = _mm256_set1_ps(w[j]);
                __m256 t16 = _mm256_add_ps(t14, t15);
                _mm256_storeu_ps(v + t13, t16);
                int t17 = (int)(t1 + 24L);
                __m256 t18 = _mm256_loadu_ps(v + (t17 + 1));
                __m256 t19 = _mm256_set1_ps(w[j]);
                __m256 t20 = _mm256_add_ps(t18, t19);
                _mm256_storeu_ps(v + t17, t20);
                t1 += 32L;
            } while (t1 < t4);
            t21 = (int)t4;
        } else {
            t21 = 0;
        }
        long t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 8L) {
            long t23 = t22 & -8L;
            long t2 = 0L;
            do {
                int t24 = (int)((long)t21 + t2);
                __m256 t25 = _mm256_loadu_ps(v + (t24 + 1));
                __m256 t26 = _mm256_set1_ps(w[j]);
                __m256 t27 = _mm256_add_ps(t25, t26);
                _mm256_storeu_ps(v + t24, t27);
                t2 += 8L;
            } while (t2 < t23);
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        while (i < m) {
            int t28 = i + 1;
            v[i] = v[t28] + w[j];
            i = t28;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
__attribute__((target("avx2"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    int t17;
    int i;
    for (int j = 0; j < n; j++) {
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long t1 = 0L;
            do {
                long t5 = (long)(j * m + (int)t1);
                __m256 t6 = _mm256_loadu_ps(in + t5);
                __m256 t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t5, t7);
                long t8 = (long)(j * m + (int)(t1 + 8L));
                __m256 t9 = _mm256_loadu_ps(in + t8);
                __m256 t10 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t8, t10);
                long t11 = (long)(j * m + (int)(t1 + 16L));
                __m256 t12 = _mm256_loadu_ps(in + t11);
                __m256 t13 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t11, t13);
                long t14 = (long)(j * m + (int)(t1 + 24L));
                __m256 t15 = _mm256_loadu_ps(in + t14);
                __m256 t16 = _mm256_mul_ps(t15, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t14, t16);
                t1 += 32L;
            } while (t1 < t4);
            t17 = (int)t4;
        } else {
            t17 = 0;
        }
        long t18 = (long)m + (long)t17 * -1L;
        if (t18 >= 8L) {
            long t19 = t18 & -8L;
            long t2 = 0L;
            do {
                long t20 = (long)(j * m + (int)((long)t17 + t2));
                __m256 t21 = _mm256_loadu_ps(in + t20);
                __m256 t22 = _mm256_mul_ps(t21, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t20, t22);
                t2 += 8L;
            } while (t2 < t19);
            i = (int)((long)t17 + t19);
        } else {
            i = t17;
        }
        for (; i < m; i++) {
            long t23 = (long)(j * m + i);
            out[t23] = in[t23] * 2.0f;
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
