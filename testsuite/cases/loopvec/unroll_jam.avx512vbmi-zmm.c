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
            __m512 t6 = _mm512_loadu_ps(t5);
            long t7 = (long)j;
            __m512 t8 = _mm512_loadu_ps(&A[t7][t4]);
            __m512 t9 = _mm512_set1_ps(x[t7]);
            __m512 t10 = _mm512_mul_ps(t8, t9);
            __m512 t11 = _mm512_add_ps(t6, t10);
            long t12 = (long)t3;
            __m512 t13 = _mm512_loadu_ps(&A[t12][t4]);
            __m512 t14 = _mm512_set1_ps(x[t12]);
            __m512 t15 = _mm512_mul_ps(t13, t14);
            __m512 t16 = _mm512_add_ps(t11, t15);
            _mm512_storeu_ps(t5, t16);
            long t17 = (long)(int)(t1 + 16L);
            float *t18 = &y[t17];
            __m512 t19 = _mm512_loadu_ps(t18);
            long t20 = (long)j;
            __m512 t21 = _mm512_loadu_ps(&A[t20][t17]);
            __m512 t22 = _mm512_set1_ps(x[t20]);
            __m512 t23 = _mm512_mul_ps(t21, t22);
            __m512 t24 = _mm512_add_ps(t19, t23);
            long t25 = (long)t3;
            __m512 t26 = _mm512_loadu_ps(&A[t25][t17]);
            __m512 t27 = _mm512_set1_ps(x[t25]);
            __m512 t28 = _mm512_mul_ps(t26, t27);
            __m512 t29 = _mm512_add_ps(t24, t28);
            _mm512_storeu_ps(t18, t29);
            t1 += 32L;
        } while (t1 < 32L);
        __m512i t30 = _mm512_set1_epi32(5);
        __mmask16 t31 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t30, _MM_CMPINT_LT);
        __m512 t32 = _mm512_maskz_loadu_ps(t31, &y[32]);
        long t33 = (long)j;
        __m512 t34 = _mm512_maskz_loadu_ps(t31, &A[t33][32]);
        __m512 t35 = _mm512_set1_ps(x[t33]);
        __m512 t36 = _mm512_mul_ps(t34, t35);
        __m512 t37 = _mm512_add_ps(t32, t36);
        long t38 = (long)t3;
        __m512 t39 = _mm512_maskz_loadu_ps(t31, &A[t38][32]);
        __m512 t40 = _mm512_set1_ps(x[t38]);
        __m512 t41 = _mm512_mul_ps(t39, t40);
        __m512 t42 = _mm512_add_ps(t37, t41);
        _mm512_mask_storeu_ps(&y[32], t31, t42);
        for (int i = 37; i < 37; i++) {
            long t43 = (long)i;
            float *t44 = &y[t43];
            long t45 = (long)j;
            float t46 = *t44 + A[t45][t43] * x[t45];
            long t47 = (long)t3;
            *t44 = t46 + A[t47][t43] * x[t47];
        }
    }
    for (; j_1 < n; j_1++) {
        long t2 = 0L;
        do {
            long t48 = (long)(int)t2;
            float *t49 = &y[t48];
            __m512 t50 = _mm512_loadu_ps(t49);
            long t51 = (long)j_1;
            __m512 t52 = _mm512_loadu_ps(&A[t51][t48]);
            __m512 t53 = _mm512_set1_ps(x[t51]);
            __m512 t54 = _mm512_mul_ps(t52, t53);
            __m512 t55 = _mm512_add_ps(t50, t54);
            _mm512_storeu_ps(t49, t55);
            long t56 = (long)(int)(t2 + 16L);
            float *t57 = &y[t56];
            __m512 t58 = _mm512_loadu_ps(t57);
            long t59 = (long)j_1;
            __m512 t60 = _mm512_loadu_ps(&A[t59][t56]);
            __m512 t61 = _mm512_set1_ps(x[t59]);
            __m512 t62 = _mm512_mul_ps(t60, t61);
            __m512 t63 = _mm512_add_ps(t58, t62);
            _mm512_storeu_ps(t57, t63);
            t2 += 32L;
        } while (t2 < 32L);
        __m512i t64 = _mm512_set1_epi32(5);
        __mmask16 t65 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t64, _MM_CMPINT_LT);
        __m512 t66 = _mm512_maskz_loadu_ps(t65, &y[32]);
        long t67 = (long)j_1;
        __m512 t68 = _mm512_maskz_loadu_ps(t65, &A[t67][32]);
        __m512 t69 = _mm512_set1_ps(x[t67]);
        __m512 t70 = _mm512_mul_ps(t68, t69);
        __m512 t71 = _mm512_add_ps(t66, t70);
        _mm512_mask_storeu_ps(&y[32], t65, t71);
        for (int i_1 = 37; i_1 < 37; i_1++) {
            long t72 = (long)i_1;
            float *t73 = &y[t72];
            long t74 = (long)j_1;
            *t73 = *t73 + A[t74][t72] * x[t74];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
    int t5;
    int t22;
    int t32;
    int i;
    int j_1;
    int t63;
    int t71;
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
        if (t6 >= 32L) {
            long t7 = t6 & -32L;
            long t1 = 0L;
            do {
                int t8 = (int)t1;
                int *t9 = s + t8;
                __m512i t10 = _mm512_loadu_si512(t9);
                __m512i t11 = _mm512_loadu_si512(a + (j * m + t8));
                __m512i t12 = _mm512_add_epi32(t10, t11);
                __m512i t13 = _mm512_loadu_si512(a + (t5 * m + t8));
                __m512i t14 = _mm512_add_epi32(t12, t13);
                _mm512_storeu_si512(t9, t14);
                int t15 = (int)(t1 + 16L);
                int *t16 = s + t15;
                __m512i t17 = _mm512_loadu_si512(t16);
                __m512i t18 = _mm512_loadu_si512(a + (j * m + t15));
                __m512i t19 = _mm512_add_epi32(t17, t18);
                __m512i t20 = _mm512_loadu_si512(a + (t5 * m + t15));
                __m512i t21 = _mm512_add_epi32(t19, t20);
                _mm512_storeu_si512(t16, t21);
                t1 += 32L;
            } while (t1 < t7);
            t22 = (int)t7;
        } else {
            t22 = 0;
        }
        long t23 = (long)m + (long)t22 * -1L;
        if (t23 >= 16L) {
            long t24 = t23 & -16L;
            long t2 = 0L;
            do {
                int t25 = (int)((long)t22 + t2);
                int *t26 = s + t25;
                __m512i t27 = _mm512_loadu_si512(t26);
                __m512i t28 = _mm512_loadu_si512(a + (j * m + t25));
                __m512i t29 = _mm512_add_epi32(t27, t28);
                __m512i t30 = _mm512_loadu_si512(a + (t5 * m + t25));
                __m512i t31 = _mm512_add_epi32(t29, t30);
                _mm512_storeu_si512(t26, t31);
                t2 += 16L;
            } while (t2 < t24);
            t32 = (int)((long)t22 + t24);
        } else {
            t32 = t22;
        }
        long t33 = (long)m + (long)t32 * -1L;
        if ((t33 >= 1L) & (t33 <= 16L)) {
            __m512i t34 = _mm512_set1_epi32((int)(int)t33);
            __mmask16 t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
            int t36 = (int)(long)t32;
            int *t37 = s + t36;
            __m512i t38 = _mm512_maskz_loadu_epi32(t35, t37);
            __m512i t39 = _mm512_maskz_loadu_epi32(t35, a + (j * m + t36));
            __m512i t40 = t38;
            __m512i t41 = t39;
            __m512i t42 = _mm512_add_epi32(t40, t41);
            __m512i t43 = t42;
            __m512i t44 = _mm512_maskz_loadu_epi32(t35, a + (t5 * m + t36));
            __m512i t45 = t43;
            __m512i t46 = t44;
            __m512i t47 = _mm512_add_epi32(t45, t46);
            __m512i t48 = t47;
            _mm512_mask_storeu_epi32(t37, t35, t48);
            i = (int)((long)t32 + t33);
        } else {
            i = t32;
        }
        for (; i < m; i++) {
            int *t49 = s + i;
            int t50 = *t49 + a[j * m + i];
            *t49 = t50 + a[t5 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        long t51 = (long)m;
        if (t51 >= 32L) {
            long t52 = t51 & -32L;
            long t3 = 0L;
            do {
                int t53 = (int)t3;
                int *t54 = s + t53;
                __m512i t55 = _mm512_loadu_si512(t54);
                __m512i t56 = _mm512_loadu_si512(a + (j_1 * m + t53));
                __m512i t57 = _mm512_add_epi32(t55, t56);
                _mm512_storeu_si512(t54, t57);
                int t58 = (int)(t3 + 16L);
                int *t59 = s + t58;
                __m512i t60 = _mm512_loadu_si512(t59);
                __m512i t61 = _mm512_loadu_si512(a + (j_1 * m + t58));
                __m512i t62 = _mm512_add_epi32(t60, t61);
                _mm512_storeu_si512(t59, t62);
                t3 += 32L;
            } while (t3 < t52);
            t63 = (int)t52;
        } else {
            t63 = 0;
        }
        long t64 = (long)m + (long)t63 * -1L;
        if (t64 >= 16L) {
            long t65 = t64 & -16L;
            long t4 = 0L;
            do {
                int t66 = (int)((long)t63 + t4);
                int *t67 = s + t66;
                __m512i t68 = _mm512_loadu_si512(t67);
                __m512i t69 = _mm512_loadu_si512(a + (j_1 * m + t66));
                __m512i t70 = _mm512_add_epi32(t68, t69);
                _mm512_storeu_si512(t67, t70);
                t4 += 16L;
            } while (t4 < t65);
            t71 = (int)((long)t63 + t65);
        } else {
            t71 = t63;
        }
        long t72 = (long)m + (long)t71 * -1L;
        if ((t72 >= 1L) & (t72 <= 16L)) {
            __m512i t73 = _mm512_set1_epi32((int)(int)t72);
            __mmask16 t74 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t73, _MM_CMPINT_LT);
            int t75 = (int)(long)t71;
            int *t76 = s + t75;
            __m512i t77 = _mm512_maskz_loadu_epi32(t74, t76);
            __m512i t78 = _mm512_maskz_loadu_epi32(t74, a + (j_1 * m + t75));
            __m512i t79 = t77;
            __m512i t80 = t78;
            __m512i t81 = _mm512_add_epi32(t79, t80);
            __m512i t82 = t81;
            _mm512_mask_storeu_epi32(t76, t74, t82);
            i_1 = (int)((long)t71 + t72);
        } else {
            i_1 = t71;
        }
        for (; i_1 < m; i_1++) {
            int *t83 = s + i_1;
            *t83 = *t83 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    int t9;
    int t40;
    int t58;
    int i;
    int j_1;
    int t120;
    int t134;
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
            __m256i t12 = _mm256_set1_epi32(0);
            __m256i t13 = t12;
            __m256i t1 = _mm256_add_epi32(t13, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t2 = 0L;
            for (;;) {
                __m256i t14 = t1;
                double *t15 = v + (int)t2;
                __m512d t16 = _mm512_loadu_pd(t15);
                __m512d t17 = _mm512_mul_pd(t16, _mm512_set1_pd(0.5));
                __m512d t18 = _mm512_set1_pd(w[j]);
                __m512d t19 = _mm512_cvtepi32_pd(t14);
                __m512d t20 = _mm512_mul_pd(t18, t19);
                __m512d t21 = _mm512_add_pd(t17, t20);
                __m512d t22 = _mm512_mul_pd(t21, _mm512_set1_pd(0.5));
                __m512d t23 = _mm512_set1_pd(w[t9]);
                __m512d t24 = _mm512_mul_pd(t23, t19);
                __m512d t25 = _mm512_add_pd(t22, t24);
                _mm512_storeu_pd(t15, t25);
                __m256i t26 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
                __m256i t27 = t26;
                double *t28 = v + (int)(t2 + 8L);
                __m512d t29 = _mm512_loadu_pd(t28);
                __m512d t30 = _mm512_mul_pd(t29, _mm512_set1_pd(0.5));
                __m512d t31 = _mm512_set1_pd(w[j]);
                __m512d t32 = _mm512_cvtepi32_pd(t27);
                __m512d t33 = _mm512_mul_pd(t31, t32);
                __m512d t34 = _mm512_add_pd(t30, t33);
                __m512d t35 = _mm512_mul_pd(t34, _mm512_set1_pd(0.5));
                __m512d t36 = _mm512_set1_pd(w[t9]);
                __m512d t37 = _mm512_mul_pd(t36, t32);
                __m512d t38 = _mm512_add_pd(t35, t37);
                _mm512_storeu_pd(t28, t38);
                t2 += 16L;
                __m256i t39 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                if (t2 >= t11) {
                    break;
                }
                t1 = t39;
            }
            t40 = (int)t11;
        } else {
            t40 = 0;
        }
        long t41 = (long)m + (long)t40 * -1L;
        if (t41 >= 8L) {
            long t42 = t41 & -8L;
            __m256i t43 = _mm256_set1_epi32((int)t40);
            __m256i t44 = t43;
            __m256i t3 = _mm256_add_epi32(t44, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t4 = 0L;
            for (;;) {
                __m256i t45 = t3;
                double *t46 = v + (int)((long)t40 + t4);
                __m512d t47 = _mm512_loadu_pd(t46);
                __m512d t48 = _mm512_mul_pd(t47, _mm512_set1_pd(0.5));
                __m512d t49 = _mm512_set1_pd(w[j]);
                __m512d t50 = _mm512_cvtepi32_pd(t45);
                __m512d t51 = _mm512_mul_pd(t49, t50);
                __m512d t52 = _mm512_add_pd(t48, t51);
                __m512d t53 = _mm512_mul_pd(t52, _mm512_set1_pd(0.5));
                __m512d t54 = _mm512_set1_pd(w[t9]);
                __m512d t55 = _mm512_mul_pd(t54, t50);
                __m512d t56 = _mm512_add_pd(t53, t55);
                _mm512_storeu_pd(t46, t56);
                t4 += 8L;
                __m256i t57 = _mm256_add_epi32(t3, _mm256_set1_epi32(8));
                if (t4 >= t42) {
                    break;
                }
                t3 = t57;
            }
            t58 = (int)((long)t40 + t42);
        } else {
            t58 = t40;
        }
        long t59 = (long)m + (long)t58 * -1L;
        if ((t59 >= 1L) & (t59 <= 8L)) {
            __m256i t60 = _mm256_set1_epi32((int)(int)t59);
            __m256i t61 = _mm256_cmpgt_epi32(t60, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t62 = _mm256_set1_epi32((int)t58);
            __m256i t63 = t62;
            __m256i t64 = _mm256_add_epi32(t63, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t65 = t64;
            double *t66 = v + (int)(long)t58;
            __m512d t67 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t61), t66);
            __m512d t68 = _mm512_mul_pd(t67, _mm512_set1_pd(0.5));
            __m512d t69 = _mm512_set1_pd(w[j]);
            __m512d t70 = _mm512_cvtepi32_pd(t65);
            __m512d t71 = _mm512_mul_pd(t69, t70);
            __m512d t72 = _mm512_add_pd(t68, t71);
            __m512d t73 = _mm512_mul_pd(t72, _mm512_set1_pd(0.5));
            __m512d t74 = _mm512_set1_pd(w[t9]);
            __m512d t75 = _mm512_mul_pd(t74, t70);
            __m512d t76 = _mm512_add_pd(t73, t75);
            _mm512_mask_storeu_pd(t66, _mm256_movepi32_mask(t61), t76);
            i = (int)((long)t58 + t59);
        } else {
            i = t58;
        }
        for (; i < m; i++) {
            double *t77 = v + i;
            double t78 = (double)i;
            double t79 = *t77 * 0.5 + w[j] * t78;
            *t77 = t79 * 0.5 + w[t9] * t78;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t80 = (long)m;
        if (t80 >= 32L) {
            long t81 = t80 & -32L;
            __m256i t82 = _mm256_set1_epi32(0);
            __m256i t83 = t82;
            __m256i t5 = _mm256_add_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t6 = 0L;
            for (;;) {
                __m256i t84 = t5;
                double *t85 = v + (int)t6;
                __m512d t86 = _mm512_loadu_pd(t85);
                __m512d t87 = _mm512_mul_pd(t86, _mm512_set1_pd(0.5));
                __m512d t88 = _mm512_set1_pd(w[j_1]);
                __m512d t89 = _mm512_cvtepi32_pd(t84);
                __m512d t90 = _mm512_mul_pd(t88, t89);
                __m512d t91 = _mm512_add_pd(t87, t90);
                _mm512_storeu_pd(t85, t91);
                __m256i t92 = _mm256_add_epi32(t5, _mm256_set1_epi32(8));
                __m256i t93 = t92;
                double *t94 = v + (int)(t6 + 8L);
                __m512d t95 = _mm512_loadu_pd(t94);
                __m512d t96 = _mm512_mul_pd(t95, _mm512_set1_pd(0.5));
                __m512d t97 = _mm512_set1_pd(w[j_1]);
                __m512d t98 = _mm512_cvtepi32_pd(t93);
                __m512d t99 = _mm512_mul_pd(t97, t98);
                __m512d t100 = _mm512_add_pd(t96, t99);
                _mm512_storeu_pd(t94, t100);
                __m256i t101 = _mm256_add_epi32(t5, _mm256_set1_epi32(16));
                __m256i t102 = t101;
                double *t103 = v + (int)(t6 + 16L);
                __m512d t104 = _mm512_loadu_pd(t103);
                __m512d t105 = _mm512_mul_pd(t104, _mm512_set1_pd(0.5));
                __m512d t106 = _mm512_set1_pd(w[j_1]);
                __m512d t107 = _mm512_cvtepi32_pd(t102);
                __m512d t108 = _mm512_mul_pd(t106, t107);
                __m512d t109 = _mm512_add_pd(t105, t108);
                _mm512_storeu_pd(t103, t109);
                __m256i t110 = _mm256_add_epi32(t5, _mm256_set1_epi32(24));
                __m256i t111 = t110;
                double *t112 = v + (int)(t6 + 24L);
                __m512d t113 = _mm512_loadu_pd(t112);
                __m512d t114 = _mm512_mul_pd(t113, _mm512_set1_pd(0.5));
                __m512d t115 = _mm512_set1_pd(w[j_1]);
                __m512d t116 = _mm512_cvtepi32_pd(t111);
                __m512d t117 = _mm512_mul_pd(t115, t116);
                __m512d t118 = _mm512_add_pd(t114, t117);
                _mm512_storeu_pd(t112, t118);
                t6 += 32L;
                __m256i t119 = _mm256_add_epi32(t5, _mm256_set1_epi32(32));
                if (t6 >= t81) {
                    break;
                }
                t5 = t119;
            }
            t120 = (int)t81;
        } else {
            t120 = 0;
        }
        long t121 = (long)m + (long)t120 * -1L;
        if (t121 >= 8L) {
            long t122 = t121 & -8L;
            __m256i t123 = _mm256_set1_epi32((int)t120);
            __m256i t124 = t123;
            __m256i t7 = _mm256_add_epi32(t124, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t8 = 0L;
            for (;;) {
                __m256i t125 = t7;
                double *t126 = v + (int)((long)t120 + t8);
                __m512d t127 = _mm512_loadu_pd(t126);
                __m512d t128 = _mm512_mul_pd(t127, _mm512_set1_pd(0.5));
                __m512d t129 = _mm512_set1_pd(w[j_1]);
                __m512d t130 = _mm512_cvtepi32_pd(t125);
                __m512d t131 = _mm512_mul_pd(t129, t130);
                __m512d t132 = _mm512_add_pd(t128, t131);
                _mm512_storeu_pd(t126, t132);
                t8 += 8L;
                __m256i t133 = _mm256_add_epi32(t7, _mm256_set1_epi32(8));
                if (t8 >= t122) {
                    break;
                }
                t7 = t133;
            }
            t134 = (int)((long)t120 + t122);
        } else {
            t134 = t120;
        }
        long t135 = (long)m + (long)t134 * -1L;
        if ((t135 >= 1L) & (t135 <= 8L)) {
            __m256i t136 = _mm256_set1_epi32((int)(int)t135);
            __m256i t137 = _mm256_cmpgt_epi32(t136, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t138 = _mm256_set1_epi32((int)t134);
            __m256i t139 = t138;
            __m256i t140 = _mm256_add_epi32(t139, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i t141 = t140;
            double *t142 = v + (int)(long)t134;
            __m512d t143 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t137), t142);
            __m512d t144 = _mm512_mul_pd(t143, _mm512_set1_pd(0.5));
            __m512d t145 = _mm512_set1_pd(w[j_1]);
            __m512d t146 = _mm512_cvtepi32_pd(t141);
            __m512d t147 = _mm512_mul_pd(t145, t146);
            __m512d t148 = _mm512_add_pd(t144, t147);
            _mm512_mask_storeu_pd(t142, _mm256_movepi32_mask(t137), t148);
            i_1 = (int)((long)t134 + t135);
        } else {
            i_1 = t134;
        }
        for (; i_1 < m; i_1++) {
            double *t149 = v + i_1;
            *t149 = *t149 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    int t13;
    int t20;
    int i;
    for (int j = 0; j < n; j++) {
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long t1 = 0L;
            do {
                int t5 = (int)t1;
                __m512 t6 = _mm512_loadu_ps(v + (t5 + 1));
                __m512 t7 = _mm512_set1_ps(w[j]);
                __m512 t8 = _mm512_add_ps(t6, t7);
                _mm512_storeu_ps(v + t5, t8);
                int t9 = (int)(t1 + 16L);
                __m512 t10 = _mm512_loadu_ps(v + (t9 + 1));
                __m512 t11 = _mm512_set1_ps(w[j]);
                __m512 t12 = _mm512_add_ps(t10, t11);
                _mm512_storeu_ps(v + t9, t12);
                t1 += 32L;
            } while (t1 < t4);
            t13 = (int)t4;
        } else {
            t13 = 0;
        }
        long t14 = (long)m + (long)t13 * -1L;
        if (t14 >= 16L) {
            long t15 = t14 & -16L;
            long t2 = 0L;
            do {
                int t16 = (int)((long)t13 + t2);
                __m512 t17 = _mm512_loadu_ps(v + (t16 + 1));
                __m512 t18 = _mm512_set1_ps(w[j]);
                __m512 t19 = _mm512_add_ps(t17, t18);
                _mm512_storeu_ps(v + t16, t19);
                t2 += 16L;
            } while (t2 < t15);
            t20 = (int)((long)t13 + t15);
        } else {
            t20 = t13;
        }
        long t21 = (long)m + (long)t20 * -1L;
        if ((t21 >= 1L) & (t21 <= 16L)) {
            __m512i t22 = _mm512_set1_epi32((int)(int)t21);
            __mmask16 t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
            int t24 = (int)(long)t20;
            __m512 t25 = _mm512_maskz_loadu_ps(t23, v + (t24 + 1));
            __m512 t26 = _mm512_set1_ps(w[j]);
            __m512 t27 = _mm512_add_ps(t25, t26);
            _mm512_mask_storeu_ps(v + t24, t23, t27);
            i = (int)((long)t20 + t21);
        } else {
            i = t20;
        }
        while (i < m) {
            int t28 = i + 1;
            v[i] = v[t28] + w[j];
            i = t28;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    vcc_no_contract_body
    int t11;
    int t17;
    int i;
    for (int j = 0; j < n; j++) {
        long t3 = (long)m;
        if (t3 >= 32L) {
            long t4 = t3 & -32L;
            long t1 = 0L;
            do {
                long t5 = (long)(j * m + (int)t1);
                __m512 t6 = _mm512_loadu_ps(in + t5);
                __m512 t7 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t5, t7);
                long t8 = (long)(j * m + (int)(t1 + 16L));
                __m512 t9 = _mm512_loadu_ps(in + t8);
                __m512 t10 = _mm512_mul_ps(t9, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t8, t10);
                t1 += 32L;
            } while (t1 < t4);
            t11 = (int)t4;
        } else {
            t11 = 0;
        }
        long t12 = (long)m + (long)t11 * -1L;
        if (t12 >= 16L) {
            long t13 = t12 & -16L;
            long t2 = 0L;
            do {
                long t14 = (long)(j * m + (int)((long)t11 + t2));
                __m512 t15 = _mm512_loadu_ps(in + t14);
                __m512 t16 = _mm512_mul_ps(t15, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t14, t16);
                t2 += 16L;
            } while (t2 < t13);
            t17 = (int)((long)t11 + t13);
        } else {
            t17 = t11;
        }
        long t18 = (long)m + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            __m512i t19 = _mm512_set1_epi32((int)(int)t18);
            __mmask16 t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            long t21 = (long)(j * m + (int)(long)t17);
            __m512 t22 = _mm512_maskz_loadu_ps(t20, in + t21);
            __m512 t23 = _mm512_mul_ps(t22, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps(out + t21, t20, t23);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < m; i++) {
            long t24 = (long)(j * m + i);
            out[t24] = in[t24] * 2.0f;
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
