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
        __m256i t56 = _mm256_set1_epi32(5);
        __m256i t57 = _mm256_cmpgt_epi32(t56, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t58 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t57), &y[32]);
        long t59 = (long)j;
        __m256 t60 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t57), &A[t59][32]);
        __m256 t61 = _mm256_set1_ps(x[t59]);
        __m256 t62 = _mm256_mul_ps(t60, t61);
        __m256 t63 = _mm256_add_ps(t58, t62);
        long t64 = (long)t3;
        __m256 t65 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t57), &A[t64][32]);
        __m256 t66 = _mm256_set1_ps(x[t64]);
        __m256 t67 = _mm256_mul_ps(t65, t66);
        __m256 t68 = _mm256_add_ps(t63, t67);
        _mm256_mask_storeu_ps(&y[32], _mm256_movepi32_mask(t57), t68);
        for (int i = 37; i < 37; i++) {
            long t69 = (long)i;
            float *t70 = &y[t69];
            long t71 = (long)j;
            float t72 = *t70 + A[t71][t69] * x[t71];
            long t73 = (long)t3;
            *t70 = t72 + A[t73][t69] * x[t73];
        }
    }
    for (; j_1 < n; j_1++) {
        long t2 = 0L;
        do {
            long t74 = (long)(int)t2;
            float *t75 = &y[t74];
            __m256 t76 = _mm256_loadu_ps(t75);
            long t77 = (long)j_1;
            __m256 t78 = _mm256_loadu_ps(&A[t77][t74]);
            __m256 t79 = _mm256_set1_ps(x[t77]);
            __m256 t80 = _mm256_mul_ps(t78, t79);
            __m256 t81 = _mm256_add_ps(t76, t80);
            _mm256_storeu_ps(t75, t81);
            long t82 = (long)(int)(t2 + 8L);
            float *t83 = &y[t82];
            __m256 t84 = _mm256_loadu_ps(t83);
            long t85 = (long)j_1;
            __m256 t86 = _mm256_loadu_ps(&A[t85][t82]);
            __m256 t87 = _mm256_set1_ps(x[t85]);
            __m256 t88 = _mm256_mul_ps(t86, t87);
            __m256 t89 = _mm256_add_ps(t84, t88);
            _mm256_storeu_ps(t83, t89);
            long t90 = (long)(int)(t2 + 16L);
            float *t91 = &y[t90];
            __m256 t92 = _mm256_loadu_ps(t91);
            long t93 = (long)j_1;
            __m256 t94 = _mm256_loadu_ps(&A[t93][t90]);
            __m256 t95 = _mm256_set1_ps(x[t93]);
            __m256 t96 = _mm256_mul_ps(t94, t95);
            __m256 t97 = _mm256_add_ps(t92, t96);
            _mm256_storeu_ps(t91, t97);
            long t98 = (long)(int)(t2 + 24L);
            float *t99 = &y[t98];
            __m256 t100 = _mm256_loadu_ps(t99);
            long t101 = (long)j_1;
            __m256 t102 = _mm256_loadu_ps(&A[t101][t98]);
            __m256 t103 = _mm256_set1_ps(x[t101]);
            __m256 t104 = _mm256_mul_ps(t102, t103);
            __m256 t105 = _mm256_add_ps(t100, t104);
            _mm256_storeu_ps(t99, t105);
            t2 += 32L;
        } while (t2 < 32L);
        __m256i t106 = _mm256_set1_epi32(5);
        __m256i t107 = _mm256_cmpgt_epi32(t106, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t108 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t107), &y[32]);
        long t109 = (long)j_1;
        __m256 t110 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t107), &A[t109][32]);
        __m256 t111 = _mm256_set1_ps(x[t109]);
        __m256 t112 = _mm256_mul_ps(t110, t111);
        __m256 t113 = _mm256_add_ps(t108, t112);
        _mm256_mask_storeu_ps(&y[32], _mm256_movepi32_mask(t107), t113);
        for (int i_1 = 37; i_1 < 37; i_1++) {
            long t114 = (long)i_1;
            float *t115 = &y[t114];
            long t116 = (long)j_1;
            *t115 = *t115 + A[t116][t114] * x[t116];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
    int t5;
    int t22;
    int t32;
    int i;
    int j_1;
    int t73;
    int t81;
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
            t32 = (int)((long)t22 + t24);
        } else {
            t32 = t22;
        }
        long t33 = (long)m + (long)t32 * -1L;
        if ((t33 >= 1L) & (t33 <= 8L)) {
            __m256i t34 = _mm256_set1_epi32((int)(int)t33);
            __m256i t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            int t36 = (int)(long)t32;
            int *t37 = s + t36;
            __m256i t38 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), t37);
            __m256i t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), a + (j * m + t36));
            __m256i t40 = t38;
            __m256i t41 = t39;
            __m256i t42 = _mm256_add_epi32(t40, t41);
            __m256i t43 = t42;
            __m256i t44 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), a + (t5 * m + t36));
            __m256i t45 = t43;
            __m256i t46 = t44;
            __m256i t47 = _mm256_add_epi32(t45, t46);
            __m256i t48 = t47;
            _mm256_mask_storeu_epi32(t37, _mm256_movepi32_mask(t35), t48);
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
                __m256i t55 = _mm256_loadu_si256((const __m256i *)t54);
                __m256i t56 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t53)));
                __m256i t57 = _mm256_add_epi32(t55, t56);
                _mm256_storeu_si256((__m256i *)t54, t57);
                int t58 = (int)(t3 + 8L);
                int *t59 = s + t58;
                __m256i t60 = _mm256_loadu_si256((const __m256i *)t59);
                __m256i t61 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t58)));
                __m256i t62 = _mm256_add_epi32(t60, t61);
                _mm256_storeu_si256((__m256i *)t59, t62);
                int t63 = (int)(t3 + 16L);
                int *t64 = s + t63;
                __m256i t65 = _mm256_loadu_si256((const __m256i *)t64);
                __m256i t66 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t63)));
                __m256i t67 = _mm256_add_epi32(t65, t66);
                _mm256_storeu_si256((__m256i *)t64, t67);
                int t68 = (int)(t3 + 24L);
                int *t69 = s + t68;
                __m256i t70 = _mm256_loadu_si256((const __m256i *)t69);
                __m256i t71 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t68)));
                __m256i t72 = _mm256_add_epi32(t70, t71);
                _mm256_storeu_si256((__m256i *)t69, t72);
                t3 += 32L;
            } while (t3 < t52);
            t73 = (int)t52;
        } else {
            t73 = 0;
        }
        long t74 = (long)m + (long)t73 * -1L;
        if (t74 >= 8L) {
            long t75 = t74 & -8L;
            long t4 = 0L;
            do {
                int t76 = (int)((long)t73 + t4);
                int *t77 = s + t76;
                __m256i t78 = _mm256_loadu_si256((const __m256i *)t77);
                __m256i t79 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t76)));
                __m256i t80 = _mm256_add_epi32(t78, t79);
                _mm256_storeu_si256((__m256i *)t77, t80);
                t4 += 8L;
            } while (t4 < t75);
            t81 = (int)((long)t73 + t75);
        } else {
            t81 = t73;
        }
        long t82 = (long)m + (long)t81 * -1L;
        if ((t82 >= 1L) & (t82 <= 8L)) {
            __m256i t83 = _mm256_set1_epi32((int)(int)t82);
            __m256i t84 = _mm256_cmpgt_epi32(t83, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            int t85 = (int)(long)t81;
            int *t86 = s + t85;
            __m256i t87 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t84), t86);
            __m256i t88 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t84), a + (j_1 * m + t85));
            __m256i t89 = t87;
            __m256i t90 = t88;
            __m256i t91 = _mm256_add_epi32(t89, t90);
            __m256i t92 = t91;
            _mm256_mask_storeu_epi32(t86, _mm256_movepi32_mask(t84), t92);
            i_1 = (int)((long)t81 + t82);
        } else {
            i_1 = t81;
        }
        for (; i_1 < m; i_1++) {
            int *t93 = s + i_1;
            *t93 = *t93 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    int t9;
    int t66;
    int t84;
    int i;
    int j_1;
    int t146;
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
            t84 = (int)((long)t66 + t68);
        } else {
            t84 = t66;
        }
        long t85 = (long)m + (long)t84 * -1L;
        if ((t85 >= 1L) & (t85 <= 4L)) {
            __m128i t86 = _mm_set1_epi32((int)(int)t85);
            __m128i t87 = _mm_cmpgt_epi32(t86, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t88 = _mm_set1_epi32((int)t84);
            __m128i t89 = t88;
            __m128i t90 = _mm_add_epi32(t89, _mm_setr_epi32(0, 1, 2, 3));
            __m128i t91 = t90;
            double *t92 = v + (int)(long)t84;
            __m256d t93 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t87), t92);
            __m256d t94 = _mm256_mul_pd(t93, _mm256_set1_pd(0.5));
            __m256d t95 = _mm256_set1_pd(w[j]);
            __m256d t96 = _mm256_cvtepi32_pd(t91);
            __m256d t97 = _mm256_mul_pd(t95, t96);
            __m256d t98 = _mm256_add_pd(t94, t97);
            __m256d t99 = _mm256_mul_pd(t98, _mm256_set1_pd(0.5));
            __m256d t100 = _mm256_set1_pd(w[t9]);
            __m256d t101 = _mm256_mul_pd(t100, t96);
            __m256d t102 = _mm256_add_pd(t99, t101);
            _mm256_mask_storeu_pd(t92, _mm_movepi32_mask(t87), t102);
            i = (int)((long)t84 + t85);
        } else {
            i = t84;
        }
        for (; i < m; i++) {
            double *t103 = v + i;
            double t104 = (double)i;
            double t105 = *t103 * 0.5 + w[j] * t104;
            *t103 = t105 * 0.5 + w[t9] * t104;
        }
    }
    for (; j_1 >= 0; j_1--) {
        long t106 = (long)m;
        if (t106 >= 16L) {
            long t107 = t106 & -16L;
            __m128i t108 = _mm_set1_epi32(0);
            __m128i t109 = t108;
            __m128i t5 = _mm_add_epi32(t109, _mm_setr_epi32(0, 1, 2, 3));
            long t6 = 0L;
            for (;;) {
                __m128i t110 = t5;
                double *t111 = v + (int)t6;
                __m256d t112 = _mm256_loadu_pd(t111);
                __m256d t113 = _mm256_mul_pd(t112, _mm256_set1_pd(0.5));
                __m256d t114 = _mm256_set1_pd(w[j_1]);
                __m256d t115 = _mm256_cvtepi32_pd(t110);
                __m256d t116 = _mm256_mul_pd(t114, t115);
                __m256d t117 = _mm256_add_pd(t113, t116);
                _mm256_storeu_pd(t111, t117);
                __m128i t118 = _mm_add_epi32(t5, _mm_set1_epi32(4));
                __m128i t119 = t118;
                double *t120 = v + (int)(t6 + 4L);
                __m256d t121 = _mm256_loadu_pd(t120);
                __m256d t122 = _mm256_mul_pd(t121, _mm256_set1_pd(0.5));
                __m256d t123 = _mm256_set1_pd(w[j_1]);
                __m256d t124 = _mm256_cvtepi32_pd(t119);
                __m256d t125 = _mm256_mul_pd(t123, t124);
                __m256d t126 = _mm256_add_pd(t122, t125);
                _mm256_storeu_pd(t120, t126);
                __m128i t127 = _mm_add_epi32(t5, _mm_set1_epi32(8));
                __m128i t128 = t127;
                double *t129 = v + (int)(t6 + 8L);
                __m256d t130 = _mm256_loadu_pd(t129);
                __m256d t131 = _mm256_mul_pd(t130, _mm256_set1_pd(0.5));
                __m256d t132 = _mm256_set1_pd(w[j_1]);
                __m256d t133 = _mm256_cvtepi32_pd(t128);
                __m256d t134 = _mm256_mul_pd(t132, t133);
                __m256d t135 = _mm256_add_pd(t131, t134);
                _mm256_storeu_pd(t129, t135);
                __m128i t136 = _mm_add_epi32(t5, _mm_set1_epi32(12));
                __m128i t137 = t136;
                double *t138 = v + (int)(t6 + 12L);
                __m256d t139 = _mm256_loadu_pd(t138);
                __m256d t140 = _mm256_mul_pd(t139, _mm256_set1_pd(0.5));
                __m256d t141 = _mm256_set1_pd(w[j_1]);
                __m256d t142 = _mm256_cvtepi32_pd(t137);
                __m256d t143 = _mm256_mul_pd(t141, t142);
                __m256d t144 = _mm256_add_pd(t140, t143);
                _mm256_storeu_pd(t138, t144);
                t6 += 16L;
                __m128i t145 = _mm_add_epi32(t5, _mm_set1_epi32(16));
                if (t6 >= t107) {
                    break;
                }
                t5 = t145;
            }
            t146 = (int)t107;
        } else {
            t146 = 0;
        }
        long t147 = (long)m + (long)t146 * -1L;
        if (t147 >= 4L) {
            long t148 = t147 & -4L;
            __m128i t149 = _mm_set1_epi32((int)t146);
            __m128i t150 = t149;
            __m128i t7 = _mm_add_epi32(t150, _mm_setr_epi32(0, 1, 2, 3));
            long t8 = 0L;
            for (;;) {
                __m128i t151 = t7;
                double *t152 = v + (int)((long)t146 + t8);
                __m256d t153 = _mm256_loadu_pd(t152);
                __m256d t154 = _mm256_mul_pd(t153, _mm256_set1_pd(0.5));
                __m256d t155 = _mm256_set1_pd(w[j_1]);
                __m256d t156 = _mm256_cvtepi32_pd(t151);
                __m256d t157 = _mm256_mul_pd(t155, t156);
                __m256d t158 = _mm256_add_pd(t154, t157);
                _mm256_storeu_pd(t152, t158);
                t8 += 4L;
                __m128i t159 = _mm_add_epi32(t7, _mm_set1_epi32(4));
                if (t8 >= t148) {
                    break;
                }
                t7 = t159;
            }
            i_1 = (int)((long)t146 + t148);
        } else {
            i_1 = t146;
        }
        for (; i_1 < m; i_1++) {
            double *t160 = v + i_1;
            *t160 = *t160 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    int t21;
    int t28;
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
            t28 = (int)((long)t21 + t23);
        } else {
            t28 = t21;
        }
        long t29 = (long)m + (long)t28 * -1L;
        if ((t29 >= 1L) & (t29 <= 8L)) {
            __m256i t30 = _mm256_set1_epi32((int)(int)t29);
            __m256i t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            int t32 = (int)(long)t28;
            __m256 t33 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), v + (t32 + 1));
            __m256 t34 = _mm256_set1_ps(w[j]);
            __m256 t35 = _mm256_add_ps(t33, t34);
            _mm256_mask_storeu_ps(v + t32, _mm256_movepi32_mask(t31), t35);
            i = (int)((long)t28 + t29);
        } else {
            i = t28;
        }
        while (i < m) {
            int t36 = i + 1;
            v[i] = v[t36] + w[j];
            i = t36;
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    vcc_no_contract_body
    int t17;
    int t23;
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
            t23 = (int)((long)t17 + t19);
        } else {
            t23 = t17;
        }
        long t24 = (long)m + (long)t23 * -1L;
        if ((t24 >= 1L) & (t24 <= 8L)) {
            __m256i t25 = _mm256_set1_epi32((int)(int)t24);
            __m256i t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            long t27 = (long)(j * m + (int)(long)t23);
            __m256 t28 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), in + t27);
            __m256 t29 = _mm256_mul_ps(t28, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps(out + t27, _mm256_movepi32_mask(t26), t29);
            i = (int)((long)t23 + t24);
        } else {
            i = t23;
        }
        for (; i < m; i++) {
            long t30 = (long)(j * m + i);
            out[t30] = in[t30] * 2.0f;
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
