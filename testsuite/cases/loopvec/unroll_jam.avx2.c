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
    long t1;
    long t2;
    int j;
    int t3;
    long t4;
    long t5;
    float *t6;
    __m256 t7;
    long t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    long t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    long t18;
    float *t19;
    __m256 t20;
    long t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    long t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    long t31;
    float *t32;
    __m256 t33;
    long t34;
    __m256 t35;
    __m256 t36;
    __m256 t37;
    __m256 t38;
    long t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    long t44;
    float *t45;
    __m256 t46;
    long t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    long t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    __m256 t56;
    int i;
    long t57;
    float *t58;
    long t59;
    float t60;
    long t61;
    int j_1;
    long t62;
    long t63;
    float *t64;
    __m256 t65;
    long t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    long t71;
    float *t72;
    __m256 t73;
    long t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    long t79;
    float *t80;
    __m256 t81;
    long t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    long t87;
    float *t88;
    __m256 t89;
    long t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    int i_1;
    long t95;
    float *t96;
    long t97;
    j = 0;
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
        if (37L >= 32L) {
            t4 = 37L & -32L;
            t1 = 0L;
            do {
                t5 = (long)(int)((long)0 + t1);
                t6 = &y[t5];
                t7 = _mm256_loadu_ps(t6);
                t8 = (long)j;
                t9 = _mm256_loadu_ps(&A[t8][t5]);
                t10 = _mm256_set1_ps(x[t8]);
                t11 = _mm256_mul_ps(t9, t10);
                t12 = _mm256_add_ps(t7, t11);
                t13 = (long)t3;
                t14 = _mm256_loadu_ps(&A[t13][t5]);
                t15 = _mm256_set1_ps(x[t13]);
                t16 = _mm256_mul_ps(t14, t15);
                t17 = _mm256_add_ps(t12, t16);
                _mm256_storeu_ps(t6, t17);
                t18 = (long)(int)((long)0 + (t1 + 8L));
                t19 = &y[t18];
                t20 = _mm256_loadu_ps(t19);
                t21 = (long)j;
                t22 = _mm256_loadu_ps(&A[t21][t18]);
                t23 = _mm256_set1_ps(x[t21]);
                t24 = _mm256_mul_ps(t22, t23);
                t25 = _mm256_add_ps(t20, t24);
                t26 = (long)t3;
                t27 = _mm256_loadu_ps(&A[t26][t18]);
                t28 = _mm256_set1_ps(x[t26]);
                t29 = _mm256_mul_ps(t27, t28);
                t30 = _mm256_add_ps(t25, t29);
                _mm256_storeu_ps(t19, t30);
                t31 = (long)(int)((long)0 + (t1 + 16L));
                t32 = &y[t31];
                t33 = _mm256_loadu_ps(t32);
                t34 = (long)j;
                t35 = _mm256_loadu_ps(&A[t34][t31]);
                t36 = _mm256_set1_ps(x[t34]);
                t37 = _mm256_mul_ps(t35, t36);
                t38 = _mm256_add_ps(t33, t37);
                t39 = (long)t3;
                t40 = _mm256_loadu_ps(&A[t39][t31]);
                t41 = _mm256_set1_ps(x[t39]);
                t42 = _mm256_mul_ps(t40, t41);
                t43 = _mm256_add_ps(t38, t42);
                _mm256_storeu_ps(t32, t43);
                t44 = (long)(int)((long)0 + (t1 + 24L));
                t45 = &y[t44];
                t46 = _mm256_loadu_ps(t45);
                t47 = (long)j;
                t48 = _mm256_loadu_ps(&A[t47][t44]);
                t49 = _mm256_set1_ps(x[t47]);
                t50 = _mm256_mul_ps(t48, t49);
                t51 = _mm256_add_ps(t46, t50);
                t52 = (long)t3;
                t53 = _mm256_loadu_ps(&A[t52][t44]);
                t54 = _mm256_set1_ps(x[t52]);
                t55 = _mm256_mul_ps(t53, t54);
                t56 = _mm256_add_ps(t51, t55);
                _mm256_storeu_ps(t45, t56);
                t1 += 32L;
            } while (t1 < t4);
            i = (int)((long)0 + t4);
        } else {
            i = 0;
        }
        for (; i < 37; i++) {
            t57 = (long)i;
            t58 = &y[t57];
            t59 = (long)j;
            t60 = *t58 + A[t59][t57] * x[t59];
            t61 = (long)t3;
            *t58 = t60 + A[t61][t57] * x[t61];
        }
    }
    for (; j_1 < n; j_1++) {
        if (37L >= 32L) {
            t62 = 37L & -32L;
            t2 = 0L;
            do {
                t63 = (long)(int)((long)0 + t2);
                t64 = &y[t63];
                t65 = _mm256_loadu_ps(t64);
                t66 = (long)j_1;
                t67 = _mm256_loadu_ps(&A[t66][t63]);
                t68 = _mm256_set1_ps(x[t66]);
                t69 = _mm256_mul_ps(t67, t68);
                t70 = _mm256_add_ps(t65, t69);
                _mm256_storeu_ps(t64, t70);
                t71 = (long)(int)((long)0 + (t2 + 8L));
                t72 = &y[t71];
                t73 = _mm256_loadu_ps(t72);
                t74 = (long)j_1;
                t75 = _mm256_loadu_ps(&A[t74][t71]);
                t76 = _mm256_set1_ps(x[t74]);
                t77 = _mm256_mul_ps(t75, t76);
                t78 = _mm256_add_ps(t73, t77);
                _mm256_storeu_ps(t72, t78);
                t79 = (long)(int)((long)0 + (t2 + 16L));
                t80 = &y[t79];
                t81 = _mm256_loadu_ps(t80);
                t82 = (long)j_1;
                t83 = _mm256_loadu_ps(&A[t82][t79]);
                t84 = _mm256_set1_ps(x[t82]);
                t85 = _mm256_mul_ps(t83, t84);
                t86 = _mm256_add_ps(t81, t85);
                _mm256_storeu_ps(t80, t86);
                t87 = (long)(int)((long)0 + (t2 + 24L));
                t88 = &y[t87];
                t89 = _mm256_loadu_ps(t88);
                t90 = (long)j_1;
                t91 = _mm256_loadu_ps(&A[t90][t87]);
                t92 = _mm256_set1_ps(x[t90]);
                t93 = _mm256_mul_ps(t91, t92);
                t94 = _mm256_add_ps(t89, t93);
                _mm256_storeu_ps(t88, t94);
                t2 += 32L;
            } while (t2 < t62);
            i_1 = (int)((long)0 + t62);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 37; i_1++) {
            t95 = (long)i_1;
            t96 = &y[t95];
            t97 = (long)j_1;
            *t96 = *t96 + A[t97][t95] * x[t97];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
__attribute__((target("avx2"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    long t1;
    long t2;
    long t3;
    long t4;
    int j;
    int t5;
    long t6;
    long t7;
    int t8;
    int *t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    int t15;
    int *t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    int t22;
    long t23;
    long t24;
    int t25;
    int *t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    int i;
    int *t32;
    int t33;
    int j_1;
    long t34;
    long t35;
    int t36;
    int *t37;
    __m256i t38;
    __m256i t39;
    __m256i t40;
    int t41;
    int *t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    int t46;
    int *t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    int t51;
    int *t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    int t56;
    long t57;
    long t58;
    int t59;
    int *t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    int i_1;
    int *t64;
    j = 0;
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
        t6 = (long)m;
        if (t6 >= 16L) {
            t7 = t6 & -16L;
            t1 = 0L;
            do {
                t8 = (int)((long)0 + t1);
                t9 = s + t8;
                t10 = _mm256_loadu_si256((const __m256i *)t9);
                t11 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t8)));
                t12 = _mm256_add_epi32(t10, t11);
                t13 = _mm256_loadu_si256((const __m256i *)(a + (t5 * m + t8)));
                t14 = _mm256_add_epi32(t12, t13);
                _mm256_storeu_si256((__m256i *)t9, t14);
                t15 = (int)((long)0 + (t1 + 8L));
                t16 = s + t15;
                t17 = _mm256_loadu_si256((const __m256i *)t16);
                t18 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t15)));
                t19 = _mm256_add_epi32(t17, t18);
                t20 = _mm256_loadu_si256((const __m256i *)(a + (t5 * m + t15)));
                t21 = _mm256_add_epi32(t19, t20);
                _mm256_storeu_si256((__m256i *)t16, t21);
                t1 += 16L;
            } while (t1 < t7);
            t22 = (int)((long)0 + t7);
        } else {
            t22 = 0;
        }
        t23 = (long)m + (long)t22 * -1L;
        if (t23 >= 8L) {
            t24 = t23 & -8L;
            t2 = 0L;
            do {
                t25 = (int)((long)t22 + t2);
                t26 = s + t25;
                t27 = _mm256_loadu_si256((const __m256i *)t26);
                t28 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t25)));
                t29 = _mm256_add_epi32(t27, t28);
                t30 = _mm256_loadu_si256((const __m256i *)(a + (t5 * m + t25)));
                t31 = _mm256_add_epi32(t29, t30);
                _mm256_storeu_si256((__m256i *)t26, t31);
                t2 += 8L;
            } while (t2 < t24);
            i = (int)((long)t22 + t24);
        } else {
            i = t22;
        }
        for (; i < m; i++) {
            t32 = s + i;
            t33 = *t32 + a[j * m + i];
            *t32 = t33 + a[t5 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        t34 = (long)m;
        if (t34 >= 32L) {
            t35 = t34 & -32L;
            t3 = 0L;
            do {
                t36 = (int)((long)0 + t3);
                t37 = s + t36;
                t38 = _mm256_loadu_si256((const __m256i *)t37);
                t39 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t36)));
                t40 = _mm256_add_epi32(t38, t39);
                _mm256_storeu_si256((__m256i *)t37, t40);
                t41 = (int)((long)0 + (t3 + 8L));
                t42 = s + t41;
                t43 = _mm256_loadu_si256((const __m256i *)t42);
                t44 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t41)));
                t45 = _mm256_add_epi32(t43, t44);
                _mm256_storeu_si256((__m256i *)t42, t45);
                t46 = (int)((long)0 + (t3 + 16L));
                t47 = s + t46;
                t48 = _mm256_loadu_si256((const __m256i *)t47);
                t49 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t46)));
                t50 = _mm256_add_epi32(t48, t49);
                _mm256_storeu_si256((__m256i *)t47, t50);
                t51 = (int)((long)0 + (t3 + 24L));
                t52 = s + t51;
                t53 = _mm256_loadu_si256((const __m256i *)t52);
                t54 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t51)));
                t55 = _mm256_add_epi32(t53, t54);
                _mm256_storeu_si256((__m256i *)t52, t55);
                t3 += 32L;
            } while (t3 < t35);
            t56 = (int)((long)0 + t35);
        } else {
            t56 = 0;
        }
        t57 = (long)m + (long)t56 * -1L;
        if (t57 >= 8L) {
            t58 = t57 & -8L;
            t4 = 0L;
            do {
                t59 = (int)((long)t56 + t4);
                t60 = s + t59;
                t61 = _mm256_loadu_si256((const __m256i *)t60);
                t62 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t59)));
                t63 = _mm256_add_epi32(t61, t62);
                _mm256_storeu_si256((__m256i *)t60, t63);
                t4 += 8L;
            } while (t4 < t58);
            i_1 = (int)((long)t56 + t58);
        } else {
            i_1 = t56;
        }
        for (; i_1 < m; i_1++) {
            t64 = s + i_1;
            *t64 = *t64 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
__attribute__((target("avx2"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    __m128i t1;
    long t2;
    __m128i t3;
    long t4;
    __m128i t5;
    long t6;
    __m128i t7;
    long t8;
    int j;
    int t9;
    long t10;
    long t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    double *t15;
    __m256d t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m128i t26;
    __m128i t27;
    double *t28;
    __m256d t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    __m256d t38;
    __m128i t39;
    __m128i t40;
    double *t41;
    __m256d t42;
    __m256d t43;
    __m256d t44;
    __m256d t45;
    __m256d t46;
    __m256d t47;
    __m256d t48;
    __m256d t49;
    __m256d t50;
    __m256d t51;
    __m128i t52;
    __m128i t53;
    double *t54;
    __m256d t55;
    __m256d t56;
    __m256d t57;
    __m256d t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    __m256d t62;
    __m256d t63;
    __m256d t64;
    __m128i t65;
    int t66;
    long t67;
    long t68;
    __m128i t69;
    __m128i t70;
    __m128i t71;
    double *t72;
    __m256d t73;
    __m256d t74;
    __m256d t75;
    __m256d t76;
    __m256d t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    __m256d t82;
    __m128i t83;
    int i;
    double *t84;
    double t85;
    double t86;
    int j_1;
    long t87;
    long t88;
    __m128i t89;
    __m128i t90;
    __m128i t91;
    double *t92;
    __m256d t93;
    __m256d t94;
    __m256d t95;
    __m256d t96;
    __m256d t97;
    __m256d t98;
    __m128i t99;
    __m128i t100;
    double *t101;
    __m256d t102;
    __m256d t103;
    __m256d t104;
    __m256d t105;
    __m256d t106;
    __m256d t107;
    __m128i t108;
    __m128i t109;
    double *t110;
    __m256d t111;
    __m256d t112;
    __m256d t113;
    __m256d t114;
    __m256d t115;
    __m256d t116;
    __m128i t117;
    __m128i t118;
    double *t119;
    __m256d t120;
    __m256d t121;
    __m256d t122;
    __m256d t123;
    __m256d t124;
    __m256d t125;
    __m128i t126;
    int t127;
    long t128;
    long t129;
    __m128i t130;
    __m128i t131;
    __m128i t132;
    double *t133;
    __m256d t134;
    __m256d t135;
    __m256d t136;
    __m256d t137;
    __m256d t138;
    __m256d t139;
    __m128i t140;
    int i_1;
    double *t141;
    j = n - 1;
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
        t10 = (long)m;
        if (t10 >= 16L) {
            t11 = t10 & -16L;
            t12 = _mm_set1_epi32((int)0);
            t13 = t12;
            t1 = _mm_add_epi32(t13, _mm_setr_epi32(0, 1, 2, 3));
            t2 = 0L;
            for (;;) {
                t14 = t1;
                t15 = v + (int)((long)0 + t2);
                t16 = _mm256_loadu_pd(t15);
                t17 = _mm256_mul_pd(t16, _mm256_set1_pd(0.5));
                t18 = _mm256_set1_pd(w[j]);
                t19 = _mm256_cvtepi32_pd(t14);
                t20 = _mm256_mul_pd(t18, t19);
                t21 = _mm256_add_pd(t17, t20);
                t22 = _mm256_mul_pd(t21, _mm256_set1_pd(0.5));
                t23 = _mm256_set1_pd(w[t9]);
                t24 = _mm256_mul_pd(t23, t19);
                t25 = _mm256_add_pd(t22, t24);
                _mm256_storeu_pd(t15, t25);
                t26 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t27 = t26;
                t28 = v + (int)((long)0 + (t2 + 4L));
                t29 = _mm256_loadu_pd(t28);
                t30 = _mm256_mul_pd(t29, _mm256_set1_pd(0.5));
                t31 = _mm256_set1_pd(w[j]);
                t32 = _mm256_cvtepi32_pd(t27);
                t33 = _mm256_mul_pd(t31, t32);
                t34 = _mm256_add_pd(t30, t33);
                t35 = _mm256_mul_pd(t34, _mm256_set1_pd(0.5));
                t36 = _mm256_set1_pd(w[t9]);
                t37 = _mm256_mul_pd(t36, t32);
                t38 = _mm256_add_pd(t35, t37);
                _mm256_storeu_pd(t28, t38);
                t39 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t40 = t39;
                t41 = v + (int)((long)0 + (t2 + 8L));
                t42 = _mm256_loadu_pd(t41);
                t43 = _mm256_mul_pd(t42, _mm256_set1_pd(0.5));
                t44 = _mm256_set1_pd(w[j]);
                t45 = _mm256_cvtepi32_pd(t40);
                t46 = _mm256_mul_pd(t44, t45);
                t47 = _mm256_add_pd(t43, t46);
                t48 = _mm256_mul_pd(t47, _mm256_set1_pd(0.5));
                t49 = _mm256_set1_pd(w[t9]);
                t50 = _mm256_mul_pd(t49, t45);
                t51 = _mm256_add_pd(t48, t50);
                _mm256_storeu_pd(t41, t51);
                t52 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t53 = t52;
                t54 = v + (int)((long)0 + (t2 + 12L));
                t55 = _mm256_loadu_pd(t54);
                t56 = _mm256_mul_pd(t55, _mm256_set1_pd(0.5));
                t57 = _mm256_set1_pd(w[j]);
                t58 = _mm256_cvtepi32_pd(t53);
                t59 = _mm256_mul_pd(t57, t58);
                t60 = _mm256_add_pd(t56, t59);
                t61 = _mm256_mul_pd(t60, _mm256_set1_pd(0.5));
                t62 = _mm256_set1_pd(w[t9]);
                t63 = _mm256_mul_pd(t62, t58);
                t64 = _mm256_add_pd(t61, t63);
                _mm256_storeu_pd(t54, t64);
                t2 += 16L;
                t65 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                if (t2 >= t11) {
                    break;
                }
                t1 = t65;
            }
            t66 = (int)((long)0 + t11);
        } else {
            t66 = 0;
        }
        t67 = (long)m + (long)t66 * -1L;
        if (t67 >= 4L) {
            t68 = t67 & -4L;
            t69 = _mm_set1_epi32((int)t66);
            t70 = t69;
            t3 = _mm_add_epi32(t70, _mm_setr_epi32(0, 1, 2, 3));
            t4 = 0L;
            for (;;) {
                t71 = t3;
                t72 = v + (int)((long)t66 + t4);
                t73 = _mm256_loadu_pd(t72);
                t74 = _mm256_mul_pd(t73, _mm256_set1_pd(0.5));
                t75 = _mm256_set1_pd(w[j]);
                t76 = _mm256_cvtepi32_pd(t71);
                t77 = _mm256_mul_pd(t75, t76);
                t78 = _mm256_add_pd(t74, t77);
                t79 = _mm256_mul_pd(t78, _mm256_set1_pd(0.5));
                t80 = _mm256_set1_pd(w[t9]);
                t81 = _mm256_mul_pd(t80, t76);
                t82 = _mm256_add_pd(t79, t81);
                _mm256_storeu_pd(t72, t82);
                t4 += 4L;
                t83 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
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
            t84 = v + i;
            t85 = (double)i;
            t86 = *t84 * 0.5 + w[j] * t85;
            *t84 = t86 * 0.5 + w[t9] * t85;
        }
    }
    for (; j_1 >= 0; j_1--) {
        t87 = (long)m;
        if (t87 >= 16L) {
            t88 = t87 & -16L;
            t89 = _mm_set1_epi32((int)0);
            t90 = t89;
            t5 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
            t6 = 0L;
            for (;;) {
                t91 = t5;
                t92 = v + (int)((long)0 + t6);
                t93 = _mm256_loadu_pd(t92);
                t94 = _mm256_mul_pd(t93, _mm256_set1_pd(0.5));
                t95 = _mm256_set1_pd(w[j_1]);
                t96 = _mm256_cvtepi32_pd(t91);
                t97 = _mm256_mul_pd(t95, t96);
                t98 = _mm256_add_pd(t94, t97);
                _mm256_storeu_pd(t92, t98);
                t99 = _mm_add_epi32(t5, _mm_set1_epi32((int)4));
                t100 = t99;
                t101 = v + (int)((long)0 + (t6 + 4L));
                t102 = _mm256_loadu_pd(t101);
                t103 = _mm256_mul_pd(t102, _mm256_set1_pd(0.5));
                t104 = _mm256_set1_pd(w[j_1]);
                t105 = _mm256_cvtepi32_pd(t100);
                t106 = _mm256_mul_pd(t104, t105);
                t107 = _mm256_add_pd(t103, t106);
                _mm256_storeu_pd(t101, t107);
                t108 = _mm_add_epi32(t5, _mm_set1_epi32((int)8));
                t109 = t108;
                t110 = v + (int)((long)0 + (t6 + 8L));
                t111 = _mm256_loadu_pd(t110);
                t112 = _mm256_mul_pd(t111, _mm256_set1_pd(0.5));
                t113 = _mm256_set1_pd(w[j_1]);
                t114 = _mm256_cvtepi32_pd(t109);
                t115 = _mm256_mul_pd(t113, t114);
                t116 = _mm256_add_pd(t112, t115);
                _mm256_storeu_pd(t110, t116);
                t117 = _mm_add_epi32(t5, _mm_set1_epi32((int)12));
                t118 = t117;
                t119 = v + (int)((long)0 + (t6 + 12L));
                t120 = _mm256_loadu_pd(t119);
                t121 = _mm256_mul_pd(t120, _mm256_set1_pd(0.5));
                t122 = _mm256_set1_pd(w[j_1]);
                t123 = _mm256_cvtepi32_pd(t118);
                t124 = _mm256_mul_pd(t122, t123);
                t125 = _mm256_add_pd(t121, t124);
                _mm256_storeu_pd(t119, t125);
                t6 += 16L;
                t126 = _mm_add_epi32(t5, _mm_set1_epi32((int)16));
                if (t6 >= t88) {
                    break;
                }
                t5 = t126;
            }
            t127 = (int)((long)0 + t88);
        } else {
            t127 = 0;
        }
        t128 = (long)m + (long)t127 * -1L;
        if (t128 >= 4L) {
            t129 = t128 & -4L;
            t130 = _mm_set1_epi32((int)t127);
            t131 = t130;
            t7 = _mm_add_epi32(t131, _mm_setr_epi32(0, 1, 2, 3));
            t8 = 0L;
            for (;;) {
                t132 = t7;
                t133 = v + (int)((long)t127 + t8);
                t134 = _mm256_loadu_pd(t133);
                t135 = _mm256_mul_pd(t134, _mm256_set1_pd(0.5));
                t136 = _mm256_set1_pd(w[j_1]);
                t137 = _mm256_cvtepi32_pd(t132);
                t138 = _mm256_mul_pd(t136, t137);
                t139 = _mm256_add_pd(t135, t138);
                _mm256_storeu_pd(t133, t139);
                t8 += 4L;
                t140 = _mm_add_epi32(t7, _mm_set1_epi32((int)4));
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
            t141 = v + i_1;
            *t141 = *t141 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
__attribute__((target("avx2"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    long t1;
    long t2;
    int j;
    long t3;
    long t4;
    int t5;
    __m256 t6;
    __m256 t7;
    __m256 t8;
    int t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    int t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    int t17;
    __m256 t18;
    __m256 t19;
    __m256 t20;
    int t21;
    long t22;
    long t23;
    int t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    int i;
    int t28;
    for (j = 0; j < n; j++) {
        t3 = (long)m;
        if (t3 >= 32L) {
            t4 = t3 & -32L;
            t1 = 0L;
            do {
                t5 = (int)((long)0 + t1);
                t6 = _mm256_loadu_ps(v + (t5 + 1));
                t7 = _mm256_set1_ps(w[j]);
                t8 = _mm256_add_ps(t6, t7);
                _mm256_storeu_ps(v + t5, t8);
                t9 = (int)((long)0 + (t1 + 8L));
                t10 = _mm256_loadu_ps(v + (t9 + 1));
                t11 = _mm256_set1_ps(w[j]);
                t12 = _mm256_add_ps(t10, t11);
                _mm256_storeu_ps(v + t9, t12);
                t13 = (int)((long)0 + (t1 + 16L));
                t14 = _mm256_loadu_ps(v + (t13 + 1));
                t15 = _mm256_set1_ps(w[j]);
                t16 = _mm256_add_ps(t14, t15);
                _mm256_storeu_ps(v + t13, t16);
                t17 = (int)((long)0 + (t1 + 24L));
                t18 = _mm256_loadu_ps(v + (t17 + 1));
                t19 = _mm256_set1_ps(w[j]);
                t20 = _mm256_add_ps(t18, t19);
                _mm256_storeu_ps(v + t17, t20);
                t1 += 32L;
            } while (t1 < t4);
            t21 = (int)((long)0 + t4);
        } else {
            t21 = 0;
        }
        t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t2 = 0L;
            do {
                t24 = (int)((long)t21 + t2);
                t25 = _mm256_loadu_ps(v + (t24 + 1));
                t26 = _mm256_set1_ps(w[j]);
                t27 = _mm256_add_ps(t25, t26);
                _mm256_storeu_ps(v + t24, t27);
                t2 += 8L;
            } while (t2 < t23);
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        for (; i < m; i = t28) {
            t28 = i + 1;
            v[i] = v[t28] + w[j];
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
__attribute__((target("avx2"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    long t1;
    long t2;
    int j;
    long t3;
    long t4;
    long t5;
    __m256 t6;
    __m256 t7;
    long t8;
    __m256 t9;
    __m256 t10;
    long t11;
    __m256 t12;
    __m256 t13;
    long t14;
    __m256 t15;
    __m256 t16;
    int t17;
    long t18;
    long t19;
    long t20;
    __m256 t21;
    __m256 t22;
    int i;
    long t23;
    for (j = 0; j < n; j++) {
        t3 = (long)m;
        if (t3 >= 32L) {
            t4 = t3 & -32L;
            t1 = 0L;
            do {
                t5 = (long)(j * m + (int)((long)0 + t1));
                t6 = _mm256_loadu_ps(in + t5);
                t7 = _mm256_mul_ps(t6, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t5, t7);
                t8 = (long)(j * m + (int)((long)0 + (t1 + 8L)));
                t9 = _mm256_loadu_ps(in + t8);
                t10 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t8, t10);
                t11 = (long)(j * m + (int)((long)0 + (t1 + 16L)));
                t12 = _mm256_loadu_ps(in + t11);
                t13 = _mm256_mul_ps(t12, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t11, t13);
                t14 = (long)(j * m + (int)((long)0 + (t1 + 24L)));
                t15 = _mm256_loadu_ps(in + t14);
                t16 = _mm256_mul_ps(t15, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t14, t16);
                t1 += 32L;
            } while (t1 < t4);
            t17 = (int)((long)0 + t4);
        } else {
            t17 = 0;
        }
        t18 = (long)m + (long)t17 * -1L;
        if (t18 >= 8L) {
            t19 = t18 & -8L;
            t2 = 0L;
            do {
                t20 = (long)(j * m + (int)((long)t17 + t2));
                t21 = _mm256_loadu_ps(in + t20);
                t22 = _mm256_mul_ps(t21, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t20, t22);
                t2 += 8L;
            } while (t2 < t19);
            i = (int)((long)t17 + t19);
        } else {
            i = t17;
        }
        for (; i < m; i++) {
            t23 = (long)(j * m + i);
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
