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
    long t1;
    long t2;
    int j;
    int t3;
    long t4;
    long t5;
    float *t6;
    __m512 t7;
    long t8;
    __m512 t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    long t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    __m512 t17;
    long t18;
    float *t19;
    __m512 t20;
    long t21;
    __m512 t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    long t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    int t31;
    long t32;
    __m512i t33;
    __mmask16 t34;
    long t35;
    long t36;
    float *t37;
    __m512 t38;
    long t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    long t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512 t48;
    int i;
    long t49;
    float *t50;
    long t51;
    float t52;
    long t53;
    int j_1;
    long t54;
    long t55;
    float *t56;
    __m512 t57;
    long t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    long t63;
    float *t64;
    __m512 t65;
    long t66;
    __m512 t67;
    __m512 t68;
    __m512 t69;
    __m512 t70;
    int t71;
    long t72;
    __m512i t73;
    __mmask16 t74;
    long t75;
    long t76;
    float *t77;
    __m512 t78;
    long t79;
    __m512 t80;
    __m512 t81;
    __m512 t82;
    __m512 t83;
    int i_1;
    long t84;
    float *t85;
    long t86;
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
                t7 = _mm512_loadu_ps(t6);
                t8 = (long)j;
                t9 = _mm512_loadu_ps(&A[t8][t5]);
                t10 = _mm512_set1_ps(x[t8]);
                t11 = _mm512_mul_ps(t9, t10);
                t12 = _mm512_add_ps(t7, t11);
                t13 = (long)t3;
                t14 = _mm512_loadu_ps(&A[t13][t5]);
                t15 = _mm512_set1_ps(x[t13]);
                t16 = _mm512_mul_ps(t14, t15);
                t17 = _mm512_add_ps(t12, t16);
                _mm512_storeu_ps(t6, t17);
                t18 = (long)(int)((long)0 + (t1 + 16L));
                t19 = &y[t18];
                t20 = _mm512_loadu_ps(t19);
                t21 = (long)j;
                t22 = _mm512_loadu_ps(&A[t21][t18]);
                t23 = _mm512_set1_ps(x[t21]);
                t24 = _mm512_mul_ps(t22, t23);
                t25 = _mm512_add_ps(t20, t24);
                t26 = (long)t3;
                t27 = _mm512_loadu_ps(&A[t26][t18]);
                t28 = _mm512_set1_ps(x[t26]);
                t29 = _mm512_mul_ps(t27, t28);
                t30 = _mm512_add_ps(t25, t29);
                _mm512_storeu_ps(t19, t30);
                t1 += 32L;
            } while (t1 < t4);
            t31 = (int)((long)0 + t4);
        } else {
            t31 = 0;
        }
        t32 = (long)t31 * -1L + 37L;
        if ((t32 >= 1L) & (t32 <= 16L)) {
            t33 = _mm512_set1_epi32((int)(int)t32);
            t34 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t33, _MM_CMPINT_LT);
            t35 = 0L;
            t36 = (long)(int)((long)t31 + t35);
            t37 = &y[t36];
            t38 = _mm512_maskz_loadu_ps(t34, t37);
            t39 = (long)j;
            t40 = _mm512_maskz_loadu_ps(t34, &A[t39][t36]);
            t41 = _mm512_set1_ps(x[t39]);
            t42 = _mm512_mul_ps(t40, t41);
            t43 = _mm512_add_ps(t38, t42);
            t44 = (long)t3;
            t45 = _mm512_maskz_loadu_ps(t34, &A[t44][t36]);
            t46 = _mm512_set1_ps(x[t44]);
            t47 = _mm512_mul_ps(t45, t46);
            t48 = _mm512_add_ps(t43, t47);
            _mm512_mask_storeu_ps(t37, t34, t48);
            i = (int)((long)t31 + t32);
        } else {
            i = t31;
        }
        for (; i < 37; i++) {
            t49 = (long)i;
            t50 = &y[t49];
            t51 = (long)j;
            t52 = *t50 + A[t51][t49] * x[t51];
            t53 = (long)t3;
            *t50 = t52 + A[t53][t49] * x[t53];
        }
    }
    for (; j_1 < n; j_1++) {
        if (37L >= 32L) {
            t54 = 37L & -32L;
            t2 = 0L;
            do {
                t55 = (long)(int)((long)0 + t2);
                t56 = &y[t55];
                t57 = _mm512_loadu_ps(t56);
                t58 = (long)j_1;
                t59 = _mm512_loadu_ps(&A[t58][t55]);
                t60 = _mm512_set1_ps(x[t58]);
                t61 = _mm512_mul_ps(t59, t60);
                t62 = _mm512_add_ps(t57, t61);
                _mm512_storeu_ps(t56, t62);
                t63 = (long)(int)((long)0 + (t2 + 16L));
                t64 = &y[t63];
                t65 = _mm512_loadu_ps(t64);
                t66 = (long)j_1;
                t67 = _mm512_loadu_ps(&A[t66][t63]);
                t68 = _mm512_set1_ps(x[t66]);
                t69 = _mm512_mul_ps(t67, t68);
                t70 = _mm512_add_ps(t65, t69);
                _mm512_storeu_ps(t64, t70);
                t2 += 32L;
            } while (t2 < t54);
            t71 = (int)((long)0 + t54);
        } else {
            t71 = 0;
        }
        t72 = (long)t71 * -1L + 37L;
        if ((t72 >= 1L) & (t72 <= 16L)) {
            t73 = _mm512_set1_epi32((int)(int)t72);
            t74 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t73, _MM_CMPINT_LT);
            t75 = 0L;
            t76 = (long)(int)((long)t71 + t75);
            t77 = &y[t76];
            t78 = _mm512_maskz_loadu_ps(t74, t77);
            t79 = (long)j_1;
            t80 = _mm512_maskz_loadu_ps(t74, &A[t79][t76]);
            t81 = _mm512_set1_ps(x[t79]);
            t82 = _mm512_mul_ps(t80, t81);
            t83 = _mm512_add_ps(t78, t82);
            _mm512_mask_storeu_ps(t77, t74, t83);
            i_1 = (int)((long)t71 + t72);
        } else {
            i_1 = t71;
        }
        for (; i_1 < 37; i_1++) {
            t84 = (long)i_1;
            t85 = &y[t84];
            t86 = (long)j_1;
            *t85 = *t85 + A[t86][t84] * x[t86];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
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
    __m512i t10;
    __m512i t11;
    __m512i t12;
    __m512i t13;
    __m512i t14;
    int t15;
    int *t16;
    __m512i t17;
    __m512i t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    int t22;
    long t23;
    long t24;
    int t25;
    int *t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    int t32;
    long t33;
    __m512i t34;
    __mmask16 t35;
    long t36;
    int t37;
    int *t38;
    __m512i t39;
    __m512i t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    int i;
    int *t50;
    int t51;
    int j_1;
    long t52;
    long t53;
    int t54;
    int *t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    int t59;
    int *t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    int t64;
    long t65;
    long t66;
    int t67;
    int *t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    int t72;
    long t73;
    __m512i t74;
    __mmask16 t75;
    long t76;
    int t77;
    int *t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    int i_1;
    int *t85;
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
        if (t6 >= 32L) {
            t7 = t6 & -32L;
            t1 = 0L;
            do {
                t8 = (int)((long)0 + t1);
                t9 = s + t8;
                t10 = _mm512_loadu_si512(t9);
                t11 = _mm512_loadu_si512(a + (j * m + t8));
                t12 = _mm512_add_epi32(t10, t11);
                t13 = _mm512_loadu_si512(a + (t5 * m + t8));
                t14 = _mm512_add_epi32(t12, t13);
                _mm512_storeu_si512(t9, t14);
                t15 = (int)((long)0 + (t1 + 16L));
                t16 = s + t15;
                t17 = _mm512_loadu_si512(t16);
                t18 = _mm512_loadu_si512(a + (j * m + t15));
                t19 = _mm512_add_epi32(t17, t18);
                t20 = _mm512_loadu_si512(a + (t5 * m + t15));
                t21 = _mm512_add_epi32(t19, t20);
                _mm512_storeu_si512(t16, t21);
                t1 += 32L;
            } while (t1 < t7);
            t22 = (int)((long)0 + t7);
        } else {
            t22 = 0;
        }
        t23 = (long)m + (long)t22 * -1L;
        if (t23 >= 16L) {
            t24 = t23 & -16L;
            t2 = 0L;
            do {
                t25 = (int)((long)t22 + t2);
                t26 = s + t25;
                t27 = _mm512_loadu_si512(t26);
                t28 = _mm512_loadu_si512(a + (j * m + t25));
                t29 = _mm512_add_epi32(t27, t28);
                t30 = _mm512_loadu_si512(a + (t5 * m + t25));
                t31 = _mm512_add_epi32(t29, t30);
                _mm512_storeu_si512(t26, t31);
                t2 += 16L;
            } while (t2 < t24);
            t32 = (int)((long)t22 + t24);
        } else {
            t32 = t22;
        }
        t33 = (long)m + (long)t32 * -1L;
        if ((t33 >= 1L) & (t33 <= 16L)) {
            t34 = _mm512_set1_epi32((int)(int)t33);
            t35 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t34, _MM_CMPINT_LT);
            t36 = 0L;
            t37 = (int)((long)t32 + t36);
            t38 = s + t37;
            t39 = _mm512_maskz_loadu_epi32(t35, t38);
            t40 = _mm512_maskz_loadu_epi32(t35, a + (j * m + t37));
            t41 = t39;
            t42 = t40;
            t43 = _mm512_add_epi32(t41, t42);
            t44 = t43;
            t45 = _mm512_maskz_loadu_epi32(t35, a + (t5 * m + t37));
            t46 = t44;
            t47 = t45;
            t48 = _mm512_add_epi32(t46, t47);
            t49 = t48;
            _mm512_mask_storeu_epi32(t38, t35, t49);
            i = (int)((long)t32 + t33);
        } else {
            i = t32;
        }
        for (; i < m; i++) {
            t50 = s + i;
            t51 = *t50 + a[j * m + i];
            *t50 = t51 + a[t5 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        t52 = (long)m;
        if (t52 >= 32L) {
            t53 = t52 & -32L;
            t3 = 0L;
            do {
                t54 = (int)((long)0 + t3);
                t55 = s + t54;
                t56 = _mm512_loadu_si512(t55);
                t57 = _mm512_loadu_si512(a + (j_1 * m + t54));
                t58 = _mm512_add_epi32(t56, t57);
                _mm512_storeu_si512(t55, t58);
                t59 = (int)((long)0 + (t3 + 16L));
                t60 = s + t59;
                t61 = _mm512_loadu_si512(t60);
                t62 = _mm512_loadu_si512(a + (j_1 * m + t59));
                t63 = _mm512_add_epi32(t61, t62);
                _mm512_storeu_si512(t60, t63);
                t3 += 32L;
            } while (t3 < t53);
            t64 = (int)((long)0 + t53);
        } else {
            t64 = 0;
        }
        t65 = (long)m + (long)t64 * -1L;
        if (t65 >= 16L) {
            t66 = t65 & -16L;
            t4 = 0L;
            do {
                t67 = (int)((long)t64 + t4);
                t68 = s + t67;
                t69 = _mm512_loadu_si512(t68);
                t70 = _mm512_loadu_si512(a + (j_1 * m + t67));
                t71 = _mm512_add_epi32(t69, t70);
                _mm512_storeu_si512(t68, t71);
                t4 += 16L;
            } while (t4 < t66);
            t72 = (int)((long)t64 + t66);
        } else {
            t72 = t64;
        }
        t73 = (long)m + (long)t72 * -1L;
        if ((t73 >= 1L) & (t73 <= 16L)) {
            t74 = _mm512_set1_epi32((int)(int)t73);
            t75 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t74, _MM_CMPINT_LT);
            t76 = 0L;
            t77 = (int)((long)t72 + t76);
            t78 = s + t77;
            t79 = _mm512_maskz_loadu_epi32(t75, t78);
            t80 = _mm512_maskz_loadu_epi32(t75, a + (j_1 * m + t77));
            t81 = t79;
            t82 = t80;
            t83 = _mm512_add_epi32(t81, t82);
            t84 = t83;
            _mm512_mask_storeu_epi32(t78, t75, t84);
            i_1 = (int)((long)t72 + t73);
        } else {
            i_1 = t72;
        }
        for (; i_1 < m; i_1++) {
            t85 = s + i_1;
            *t85 = *t85 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    __m256i t1;
    long t2;
    __m256i t3;
    long t4;
    __m256i t5;
    __m256i t6;
    long t7;
    __m256i t8;
    long t9;
    __m256i t10;
    int j;
    int t11;
    long t12;
    long t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    double *t17;
    __m512d t18;
    __m512d t19;
    __m512d t20;
    __m512d t21;
    __m512d t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m512d t26;
    __m512d t27;
    __m256i t28;
    __m256i t29;
    double *t30;
    __m512d t31;
    __m512d t32;
    __m512d t33;
    __m512d t34;
    __m512d t35;
    __m512d t36;
    __m512d t37;
    __m512d t38;
    __m512d t39;
    __m512d t40;
    __m256i t41;
    int t42;
    long t43;
    long t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    double *t48;
    __m512d t49;
    __m512d t50;
    __m512d t51;
    __m512d t52;
    __m512d t53;
    __m512d t54;
    __m512d t55;
    __m512d t56;
    __m512d t57;
    __m512d t58;
    __m256i t59;
    int t60;
    long t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    long t66;
    __m256i t67;
    double *t68;
    __m512d t69;
    __m512d t70;
    __m512d t71;
    __m512d t72;
    __m512d t73;
    __m512d t74;
    __m512d t75;
    __m512d t76;
    __m512d t77;
    __m512d t78;
    int i;
    double *t79;
    double t80;
    double t81;
    int j_1;
    long t82;
    long t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    double *t87;
    __m512d t88;
    __m512d t89;
    __m512d t90;
    __m512d t91;
    __m512d t92;
    __m512d t93;
    __m256i t94;
    __m256i t95;
    double *t96;
    __m512d t97;
    __m512d t98;
    __m512d t99;
    __m512d t100;
    __m512d t101;
    __m512d t102;
    __m256i t103;
    __m256i t104;
    double *t105;
    __m512d t106;
    __m512d t107;
    __m512d t108;
    __m512d t109;
    __m512d t110;
    __m512d t111;
    __m256i t112;
    __m256i t113;
    double *t114;
    __m512d t115;
    __m512d t116;
    __m512d t117;
    __m512d t118;
    __m512d t119;
    __m512d t120;
    __m256i t121;
    int t122;
    long t123;
    long t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    double *t128;
    __m512d t129;
    __m512d t130;
    __m512d t131;
    __m512d t132;
    __m512d t133;
    __m512d t134;
    __m256i t135;
    int t136;
    long t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    long t142;
    __m256i t143;
    double *t144;
    __m512d t145;
    __m512d t146;
    __m512d t147;
    __m512d t148;
    __m512d t149;
    __m512d t150;
    int i_1;
    double *t151;
    j = n - 1;
    for (;; j = t11 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t11 = j + -1;
        if (t11 < 0) {
            j_1 = j;
            break;
        }
        t12 = (long)m;
        if (t12 >= 16L) {
            t13 = t12 & -16L;
            t14 = _mm256_set1_epi32((int)0);
            t15 = t14;
            t1 = _mm256_add_epi32(t15, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t2 = 0L;
            for (;;) {
                t16 = t1;
                t17 = v + (int)((long)0 + t2);
                t18 = _mm512_loadu_pd(t17);
                t19 = _mm512_mul_pd(t18, _mm512_set1_pd(0.5));
                t20 = _mm512_set1_pd(w[j]);
                t21 = _mm512_cvtepi32_pd(t16);
                t22 = _mm512_mul_pd(t20, t21);
                t23 = _mm512_add_pd(t19, t22);
                t24 = _mm512_mul_pd(t23, _mm512_set1_pd(0.5));
                t25 = _mm512_set1_pd(w[t11]);
                t26 = _mm512_mul_pd(t25, t21);
                t27 = _mm512_add_pd(t24, t26);
                _mm512_storeu_pd(t17, t27);
                t28 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)8));
                t29 = t28;
                t30 = v + (int)((long)0 + (t2 + 8L));
                t31 = _mm512_loadu_pd(t30);
                t32 = _mm512_mul_pd(t31, _mm512_set1_pd(0.5));
                t33 = _mm512_set1_pd(w[j]);
                t34 = _mm512_cvtepi32_pd(t29);
                t35 = _mm512_mul_pd(t33, t34);
                t36 = _mm512_add_pd(t32, t35);
                t37 = _mm512_mul_pd(t36, _mm512_set1_pd(0.5));
                t38 = _mm512_set1_pd(w[t11]);
                t39 = _mm512_mul_pd(t38, t34);
                t40 = _mm512_add_pd(t37, t39);
                _mm512_storeu_pd(t30, t40);
                t2 += 16L;
                t41 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)16));
                if (t2 >= t13) {
                    break;
                }
                t1 = t41;
            }
            t42 = (int)((long)0 + t13);
        } else {
            t42 = 0;
        }
        t43 = (long)m + (long)t42 * -1L;
        if (t43 >= 8L) {
            t44 = t43 & -8L;
            t45 = _mm256_set1_epi32((int)t42);
            t46 = t45;
            t3 = _mm256_add_epi32(t46, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t4 = 0L;
            for (;;) {
                t47 = t3;
                t48 = v + (int)((long)t42 + t4);
                t49 = _mm512_loadu_pd(t48);
                t50 = _mm512_mul_pd(t49, _mm512_set1_pd(0.5));
                t51 = _mm512_set1_pd(w[j]);
                t52 = _mm512_cvtepi32_pd(t47);
                t53 = _mm512_mul_pd(t51, t52);
                t54 = _mm512_add_pd(t50, t53);
                t55 = _mm512_mul_pd(t54, _mm512_set1_pd(0.5));
                t56 = _mm512_set1_pd(w[t11]);
                t57 = _mm512_mul_pd(t56, t52);
                t58 = _mm512_add_pd(t55, t57);
                _mm512_storeu_pd(t48, t58);
                t4 += 8L;
                t59 = _mm256_add_epi32(t3, _mm256_set1_epi32((int)8));
                if (t4 >= t44) {
                    break;
                }
                t3 = t59;
            }
            t60 = (int)((long)t42 + t44);
        } else {
            t60 = t42;
        }
        t61 = (long)m + (long)t60 * -1L;
        if ((t61 >= 1L) & (t61 <= 8L)) {
            t62 = _mm256_set1_epi32((int)(int)t61);
            t63 = _mm256_cmpgt_epi32(t62, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t64 = _mm256_set1_epi32((int)t60);
            t65 = t64;
            t5 = _mm256_add_epi32(t65, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t66 = 0L;
            t67 = t5;
            t68 = v + (int)((long)t60 + t66);
            t69 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t63), t68);
            t70 = _mm512_mul_pd(t69, _mm512_set1_pd(0.5));
            t71 = _mm512_set1_pd(w[j]);
            t72 = _mm512_cvtepi32_pd(t67);
            t73 = _mm512_mul_pd(t71, t72);
            t74 = _mm512_add_pd(t70, t73);
            t75 = _mm512_mul_pd(t74, _mm512_set1_pd(0.5));
            t76 = _mm512_set1_pd(w[t11]);
            t77 = _mm512_mul_pd(t76, t72);
            t78 = _mm512_add_pd(t75, t77);
            _mm512_mask_storeu_pd(t68, _mm256_movepi32_mask(t63), t78);
            i = (int)((long)t60 + t61);
        } else {
            i = t60;
        }
        for (; i < m; i++) {
            t79 = v + i;
            t80 = (double)i;
            t81 = *t79 * 0.5 + w[j] * t80;
            *t79 = t81 * 0.5 + w[t11] * t80;
        }
    }
    for (; j_1 >= 0; j_1--) {
        t82 = (long)m;
        if (t82 >= 32L) {
            t83 = t82 & -32L;
            t84 = _mm256_set1_epi32((int)0);
            t85 = t84;
            t6 = _mm256_add_epi32(t85, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t7 = 0L;
            for (;;) {
                t86 = t6;
                t87 = v + (int)((long)0 + t7);
                t88 = _mm512_loadu_pd(t87);
                t89 = _mm512_mul_pd(t88, _mm512_set1_pd(0.5));
                t90 = _mm512_set1_pd(w[j_1]);
                t91 = _mm512_cvtepi32_pd(t86);
                t92 = _mm512_mul_pd(t90, t91);
                t93 = _mm512_add_pd(t89, t92);
                _mm512_storeu_pd(t87, t93);
                t94 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)8));
                t95 = t94;
                t96 = v + (int)((long)0 + (t7 + 8L));
                t97 = _mm512_loadu_pd(t96);
                t98 = _mm512_mul_pd(t97, _mm512_set1_pd(0.5));
                t99 = _mm512_set1_pd(w[j_1]);
                t100 = _mm512_cvtepi32_pd(t95);
                t101 = _mm512_mul_pd(t99, t100);
                t102 = _mm512_add_pd(t98, t101);
                _mm512_storeu_pd(t96, t102);
                t103 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)16));
                t104 = t103;
                t105 = v + (int)((long)0 + (t7 + 16L));
                t106 = _mm512_loadu_pd(t105);
                t107 = _mm512_mul_pd(t106, _mm512_set1_pd(0.5));
                t108 = _mm512_set1_pd(w[j_1]);
                t109 = _mm512_cvtepi32_pd(t104);
                t110 = _mm512_mul_pd(t108, t109);
                t111 = _mm512_add_pd(t107, t110);
                _mm512_storeu_pd(t105, t111);
                t112 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)24));
                t113 = t112;
                t114 = v + (int)((long)0 + (t7 + 24L));
                t115 = _mm512_loadu_pd(t114);
                t116 = _mm512_mul_pd(t115, _mm512_set1_pd(0.5));
                t117 = _mm512_set1_pd(w[j_1]);
                t118 = _mm512_cvtepi32_pd(t113);
                t119 = _mm512_mul_pd(t117, t118);
                t120 = _mm512_add_pd(t116, t119);
                _mm512_storeu_pd(t114, t120);
                t7 += 32L;
                t121 = _mm256_add_epi32(t6, _mm256_set1_epi32((int)32));
                if (t7 >= t83) {
                    break;
                }
                t6 = t121;
            }
            t122 = (int)((long)0 + t83);
        } else {
            t122 = 0;
        }
        t123 = (long)m + (long)t122 * -1L;
        if (t123 >= 8L) {
            t124 = t123 & -8L;
            t125 = _mm256_set1_epi32((int)t122);
            t126 = t125;
            t8 = _mm256_add_epi32(t126, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t9 = 0L;
            for (;;) {
                t127 = t8;
                t128 = v + (int)((long)t122 + t9);
                t129 = _mm512_loadu_pd(t128);
                t130 = _mm512_mul_pd(t129, _mm512_set1_pd(0.5));
                t131 = _mm512_set1_pd(w[j_1]);
                t132 = _mm512_cvtepi32_pd(t127);
                t133 = _mm512_mul_pd(t131, t132);
                t134 = _mm512_add_pd(t130, t133);
                _mm512_storeu_pd(t128, t134);
                t9 += 8L;
                t135 = _mm256_add_epi32(t8, _mm256_set1_epi32((int)8));
                if (t9 >= t124) {
                    break;
                }
                t8 = t135;
            }
            t136 = (int)((long)t122 + t124);
        } else {
            t136 = t122;
        }
        t137 = (long)m + (long)t136 * -1L;
        if ((t137 >= 1L) & (t137 <= 8L)) {
            t138 = _mm256_set1_epi32((int)(int)t137);
            t139 = _mm256_cmpgt_epi32(t138, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t140 = _mm256_set1_epi32((int)t136);
            t141 = t140;
            t10 = _mm256_add_epi32(t141, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t142 = 0L;
            t143 = t10;
            t144 = v + (int)((long)t136 + t142);
            t145 = _mm512_maskz_loadu_pd(_mm256_movepi32_mask(t139), t144);
            t146 = _mm512_mul_pd(t145, _mm512_set1_pd(0.5));
            t147 = _mm512_set1_pd(w[j_1]);
            t148 = _mm512_cvtepi32_pd(t143);
            t149 = _mm512_mul_pd(t147, t148);
            t150 = _mm512_add_pd(t146, t149);
            _mm512_mask_storeu_pd(t144, _mm256_movepi32_mask(t139), t150);
            i_1 = (int)((long)t136 + t137);
        } else {
            i_1 = t136;
        }
        for (; i_1 < m; i_1++) {
            t151 = v + i_1;
            *t151 = *t151 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    long t1;
    long t2;
    int j;
    long t3;
    long t4;
    int t5;
    __m512 t6;
    __m512 t7;
    __m512 t8;
    int t9;
    __m512 t10;
    __m512 t11;
    __m512 t12;
    int t13;
    long t14;
    long t15;
    int t16;
    __m512 t17;
    __m512 t18;
    __m512 t19;
    int t20;
    long t21;
    __m512i t22;
    __mmask16 t23;
    long t24;
    int t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    int i;
    int t29;
    for (j = 0; j < n; j++) {
        t3 = (long)m;
        if (t3 >= 32L) {
            t4 = t3 & -32L;
            t1 = 0L;
            do {
                t5 = (int)((long)0 + t1);
                t6 = _mm512_loadu_ps(v + (t5 + 1));
                t7 = _mm512_set1_ps(w[j]);
                t8 = _mm512_add_ps(t6, t7);
                _mm512_storeu_ps(v + t5, t8);
                t9 = (int)((long)0 + (t1 + 16L));
                t10 = _mm512_loadu_ps(v + (t9 + 1));
                t11 = _mm512_set1_ps(w[j]);
                t12 = _mm512_add_ps(t10, t11);
                _mm512_storeu_ps(v + t9, t12);
                t1 += 32L;
            } while (t1 < t4);
            t13 = (int)((long)0 + t4);
        } else {
            t13 = 0;
        }
        t14 = (long)m + (long)t13 * -1L;
        if (t14 >= 16L) {
            t15 = t14 & -16L;
            t2 = 0L;
            do {
                t16 = (int)((long)t13 + t2);
                t17 = _mm512_loadu_ps(v + (t16 + 1));
                t18 = _mm512_set1_ps(w[j]);
                t19 = _mm512_add_ps(t17, t18);
                _mm512_storeu_ps(v + t16, t19);
                t2 += 16L;
            } while (t2 < t15);
            t20 = (int)((long)t13 + t15);
        } else {
            t20 = t13;
        }
        t21 = (long)m + (long)t20 * -1L;
        if ((t21 >= 1L) & (t21 <= 16L)) {
            t22 = _mm512_set1_epi32((int)(int)t21);
            t23 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t22, _MM_CMPINT_LT);
            t24 = 0L;
            t25 = (int)((long)t20 + t24);
            t26 = _mm512_maskz_loadu_ps(t23, v + (t25 + 1));
            t27 = _mm512_set1_ps(w[j]);
            t28 = _mm512_add_ps(t26, t27);
            _mm512_mask_storeu_ps(v + t25, t23, t28);
            i = (int)((long)t20 + t21);
        } else {
            i = t20;
        }
        for (; i < m; i = t29) {
            t29 = i + 1;
            v[i] = v[t29] + w[j];
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    vcc_no_contract_body
    long t1;
    long t2;
    int j;
    long t3;
    long t4;
    long t5;
    __m512 t6;
    __m512 t7;
    long t8;
    __m512 t9;
    __m512 t10;
    int t11;
    long t12;
    long t13;
    long t14;
    __m512 t15;
    __m512 t16;
    int t17;
    long t18;
    __m512i t19;
    __mmask16 t20;
    long t21;
    long t22;
    __m512 t23;
    __m512 t24;
    int i;
    long t25;
    for (j = 0; j < n; j++) {
        t3 = (long)m;
        if (t3 >= 32L) {
            t4 = t3 & -32L;
            t1 = 0L;
            do {
                t5 = (long)(j * m + (int)((long)0 + t1));
                t6 = _mm512_loadu_ps(in + t5);
                t7 = _mm512_mul_ps(t6, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t5, t7);
                t8 = (long)(j * m + (int)((long)0 + (t1 + 16L)));
                t9 = _mm512_loadu_ps(in + t8);
                t10 = _mm512_mul_ps(t9, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t8, t10);
                t1 += 32L;
            } while (t1 < t4);
            t11 = (int)((long)0 + t4);
        } else {
            t11 = 0;
        }
        t12 = (long)m + (long)t11 * -1L;
        if (t12 >= 16L) {
            t13 = t12 & -16L;
            t2 = 0L;
            do {
                t14 = (long)(j * m + (int)((long)t11 + t2));
                t15 = _mm512_loadu_ps(in + t14);
                t16 = _mm512_mul_ps(t15, _mm512_set1_ps(2.0f));
                _mm512_storeu_ps(out + t14, t16);
                t2 += 16L;
            } while (t2 < t13);
            t17 = (int)((long)t11 + t13);
        } else {
            t17 = t11;
        }
        t18 = (long)m + (long)t17 * -1L;
        if ((t18 >= 1L) & (t18 <= 16L)) {
            t19 = _mm512_set1_epi32((int)(int)t18);
            t20 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t19, _MM_CMPINT_LT);
            t21 = 0L;
            t22 = (long)(j * m + (int)((long)t17 + t21));
            t23 = _mm512_maskz_loadu_ps(t20, in + t22);
            t24 = _mm512_mul_ps(t23, _mm512_set1_ps(2.0f));
            _mm512_mask_storeu_ps(out + t22, t20, t24);
            i = (int)((long)t17 + t18);
        } else {
            i = t17;
        }
        for (; i < m; i++) {
            t25 = (long)(j * m + i);
            out[t25] = in[t25] * 2.0f;
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
