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
    int t57;
    long t58;
    __m256i t59;
    __m256i t60;
    long t61;
    long t62;
    float *t63;
    __m256 t64;
    long t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    long t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    int i;
    long t75;
    float *t76;
    long t77;
    float t78;
    long t79;
    int j_1;
    long t80;
    long t81;
    float *t82;
    __m256 t83;
    long t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    long t89;
    float *t90;
    __m256 t91;
    long t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    __m256 t96;
    long t97;
    float *t98;
    __m256 t99;
    long t100;
    __m256 t101;
    __m256 t102;
    __m256 t103;
    __m256 t104;
    long t105;
    float *t106;
    __m256 t107;
    long t108;
    __m256 t109;
    __m256 t110;
    __m256 t111;
    __m256 t112;
    int t113;
    long t114;
    __m256i t115;
    __m256i t116;
    long t117;
    long t118;
    float *t119;
    __m256 t120;
    long t121;
    __m256 t122;
    __m256 t123;
    __m256 t124;
    __m256 t125;
    int i_1;
    long t126;
    float *t127;
    long t128;
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
            t57 = (int)((long)0 + t4);
        } else {
            t57 = 0;
        }
        t58 = (long)t57 * -1L + 37L;
        if ((t58 >= 1L) & (t58 <= 8L)) {
            t59 = _mm256_set1_epi32((int)(int)t58);
            t60 = _mm256_cmpgt_epi32(t59, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t61 = 0L;
            t62 = (long)(int)((long)t57 + t61);
            t63 = &y[t62];
            t64 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t60), t63);
            t65 = (long)j;
            t66 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t60), &A[t65][t62]);
            t67 = _mm256_set1_ps(x[t65]);
            t68 = _mm256_mul_ps(t66, t67);
            t69 = _mm256_add_ps(t64, t68);
            t70 = (long)t3;
            t71 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t60), &A[t70][t62]);
            t72 = _mm256_set1_ps(x[t70]);
            t73 = _mm256_mul_ps(t71, t72);
            t74 = _mm256_add_ps(t69, t73);
            _mm256_mask_storeu_ps(t63, _mm256_movepi32_mask(t60), t74);
            i = (int)((long)t57 + t58);
        } else {
            i = t57;
        }
        for (; i < 37; i++) {
            t75 = (long)i;
            t76 = &y[t75];
            t77 = (long)j;
            t78 = *t76 + A[t77][t75] * x[t77];
            t79 = (long)t3;
            *t76 = t78 + A[t79][t75] * x[t79];
        }
    }
    for (; j_1 < n; j_1++) {
        if (37L >= 32L) {
            t80 = 37L & -32L;
            t2 = 0L;
            do {
                t81 = (long)(int)((long)0 + t2);
                t82 = &y[t81];
                t83 = _mm256_loadu_ps(t82);
                t84 = (long)j_1;
                t85 = _mm256_loadu_ps(&A[t84][t81]);
                t86 = _mm256_set1_ps(x[t84]);
                t87 = _mm256_mul_ps(t85, t86);
                t88 = _mm256_add_ps(t83, t87);
                _mm256_storeu_ps(t82, t88);
                t89 = (long)(int)((long)0 + (t2 + 8L));
                t90 = &y[t89];
                t91 = _mm256_loadu_ps(t90);
                t92 = (long)j_1;
                t93 = _mm256_loadu_ps(&A[t92][t89]);
                t94 = _mm256_set1_ps(x[t92]);
                t95 = _mm256_mul_ps(t93, t94);
                t96 = _mm256_add_ps(t91, t95);
                _mm256_storeu_ps(t90, t96);
                t97 = (long)(int)((long)0 + (t2 + 16L));
                t98 = &y[t97];
                t99 = _mm256_loadu_ps(t98);
                t100 = (long)j_1;
                t101 = _mm256_loadu_ps(&A[t100][t97]);
                t102 = _mm256_set1_ps(x[t100]);
                t103 = _mm256_mul_ps(t101, t102);
                t104 = _mm256_add_ps(t99, t103);
                _mm256_storeu_ps(t98, t104);
                t105 = (long)(int)((long)0 + (t2 + 24L));
                t106 = &y[t105];
                t107 = _mm256_loadu_ps(t106);
                t108 = (long)j_1;
                t109 = _mm256_loadu_ps(&A[t108][t105]);
                t110 = _mm256_set1_ps(x[t108]);
                t111 = _mm256_mul_ps(t109, t110);
                t112 = _mm256_add_ps(t107, t111);
                _mm256_storeu_ps(t106, t112);
                t2 += 32L;
            } while (t2 < t80);
            t113 = (int)((long)0 + t80);
        } else {
            t113 = 0;
        }
        t114 = (long)t113 * -1L + 37L;
        if ((t114 >= 1L) & (t114 <= 8L)) {
            t115 = _mm256_set1_epi32((int)(int)t114);
            t116 = _mm256_cmpgt_epi32(t115, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t117 = 0L;
            t118 = (long)(int)((long)t113 + t117);
            t119 = &y[t118];
            t120 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t116), t119);
            t121 = (long)j_1;
            t122 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t116), &A[t121][t118]);
            t123 = _mm256_set1_ps(x[t121]);
            t124 = _mm256_mul_ps(t122, t123);
            t125 = _mm256_add_ps(t120, t124);
            _mm256_mask_storeu_ps(t119, _mm256_movepi32_mask(t116), t125);
            i_1 = (int)((long)t113 + t114);
        } else {
            i_1 = t113;
        }
        for (; i_1 < 37; i_1++) {
            t126 = (long)i_1;
            t127 = &y[t126];
            t128 = (long)j_1;
            *t127 = *t127 + A[t128][t126] * x[t128];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
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
    int t32;
    long t33;
    __m256i t34;
    __m256i t35;
    long t36;
    int t37;
    int *t38;
    __m256i t39;
    __m256i t40;
    __m256i t41;
    __m256i t42;
    __m256i t43;
    __m256i t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    int i;
    int *t50;
    int t51;
    int j_1;
    long t52;
    long t53;
    int t54;
    int *t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    int t59;
    int *t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    int t64;
    int *t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    int t69;
    int *t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    int t74;
    long t75;
    long t76;
    int t77;
    int *t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    int t82;
    long t83;
    __m256i t84;
    __m256i t85;
    long t86;
    int t87;
    int *t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    int i_1;
    int *t95;
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
            t32 = (int)((long)t22 + t24);
        } else {
            t32 = t22;
        }
        t33 = (long)m + (long)t32 * -1L;
        if ((t33 >= 1L) & (t33 <= 8L)) {
            t34 = _mm256_set1_epi32((int)(int)t33);
            t35 = _mm256_cmpgt_epi32(t34, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t36 = 0L;
            t37 = (int)((long)t32 + t36);
            t38 = s + t37;
            t39 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), t38);
            t40 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), a + (j * m + t37));
            t41 = t39;
            t42 = t40;
            t43 = _mm256_add_epi32(t41, t42);
            t44 = t43;
            t45 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t35), a + (t5 * m + t37));
            t46 = t44;
            t47 = t45;
            t48 = _mm256_add_epi32(t46, t47);
            t49 = t48;
            _mm256_mask_storeu_epi32(t38, _mm256_movepi32_mask(t35), t49);
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
                t56 = _mm256_loadu_si256((const __m256i *)t55);
                t57 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t54)));
                t58 = _mm256_add_epi32(t56, t57);
                _mm256_storeu_si256((__m256i *)t55, t58);
                t59 = (int)((long)0 + (t3 + 8L));
                t60 = s + t59;
                t61 = _mm256_loadu_si256((const __m256i *)t60);
                t62 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t59)));
                t63 = _mm256_add_epi32(t61, t62);
                _mm256_storeu_si256((__m256i *)t60, t63);
                t64 = (int)((long)0 + (t3 + 16L));
                t65 = s + t64;
                t66 = _mm256_loadu_si256((const __m256i *)t65);
                t67 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t64)));
                t68 = _mm256_add_epi32(t66, t67);
                _mm256_storeu_si256((__m256i *)t65, t68);
                t69 = (int)((long)0 + (t3 + 24L));
                t70 = s + t69;
                t71 = _mm256_loadu_si256((const __m256i *)t70);
                t72 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t69)));
                t73 = _mm256_add_epi32(t71, t72);
                _mm256_storeu_si256((__m256i *)t70, t73);
                t3 += 32L;
            } while (t3 < t53);
            t74 = (int)((long)0 + t53);
        } else {
            t74 = 0;
        }
        t75 = (long)m + (long)t74 * -1L;
        if (t75 >= 8L) {
            t76 = t75 & -8L;
            t4 = 0L;
            do {
                t77 = (int)((long)t74 + t4);
                t78 = s + t77;
                t79 = _mm256_loadu_si256((const __m256i *)t78);
                t80 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t77)));
                t81 = _mm256_add_epi32(t79, t80);
                _mm256_storeu_si256((__m256i *)t78, t81);
                t4 += 8L;
            } while (t4 < t76);
            t82 = (int)((long)t74 + t76);
        } else {
            t82 = t74;
        }
        t83 = (long)m + (long)t82 * -1L;
        if ((t83 >= 1L) & (t83 <= 8L)) {
            t84 = _mm256_set1_epi32((int)(int)t83);
            t85 = _mm256_cmpgt_epi32(t84, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t86 = 0L;
            t87 = (int)((long)t82 + t86);
            t88 = s + t87;
            t89 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t85), t88);
            t90 = _mm256_maskz_loadu_epi32(_mm256_movepi32_mask(t85), a + (j_1 * m + t87));
            t91 = t89;
            t92 = t90;
            t93 = _mm256_add_epi32(t91, t92);
            t94 = t93;
            _mm256_mask_storeu_epi32(t88, _mm256_movepi32_mask(t85), t94);
            i_1 = (int)((long)t82 + t83);
        } else {
            i_1 = t82;
        }
        for (; i_1 < m; i_1++) {
            t95 = s + i_1;
            *t95 = *t95 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    __m128i t1;
    long t2;
    __m128i t3;
    long t4;
    __m128i t5;
    __m128i t6;
    long t7;
    __m128i t8;
    long t9;
    int j;
    int t10;
    long t11;
    long t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    double *t16;
    __m256d t17;
    __m256d t18;
    __m256d t19;
    __m256d t20;
    __m256d t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m128i t27;
    __m128i t28;
    double *t29;
    __m256d t30;
    __m256d t31;
    __m256d t32;
    __m256d t33;
    __m256d t34;
    __m256d t35;
    __m256d t36;
    __m256d t37;
    __m256d t38;
    __m256d t39;
    __m128i t40;
    __m128i t41;
    double *t42;
    __m256d t43;
    __m256d t44;
    __m256d t45;
    __m256d t46;
    __m256d t47;
    __m256d t48;
    __m256d t49;
    __m256d t50;
    __m256d t51;
    __m256d t52;
    __m128i t53;
    __m128i t54;
    double *t55;
    __m256d t56;
    __m256d t57;
    __m256d t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    __m256d t62;
    __m256d t63;
    __m256d t64;
    __m256d t65;
    __m128i t66;
    int t67;
    long t68;
    long t69;
    __m128i t70;
    __m128i t71;
    __m128i t72;
    double *t73;
    __m256d t74;
    __m256d t75;
    __m256d t76;
    __m256d t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    __m256d t82;
    __m256d t83;
    __m128i t84;
    int t85;
    long t86;
    __m128i t87;
    __m128i t88;
    __m128i t89;
    __m128i t90;
    long t91;
    __m128i t92;
    double *t93;
    __m256d t94;
    __m256d t95;
    __m256d t96;
    __m256d t97;
    __m256d t98;
    __m256d t99;
    __m256d t100;
    __m256d t101;
    __m256d t102;
    __m256d t103;
    int i;
    double *t104;
    double t105;
    double t106;
    int j_1;
    long t107;
    long t108;
    __m128i t109;
    __m128i t110;
    __m128i t111;
    double *t112;
    __m256d t113;
    __m256d t114;
    __m256d t115;
    __m256d t116;
    __m256d t117;
    __m256d t118;
    __m128i t119;
    __m128i t120;
    double *t121;
    __m256d t122;
    __m256d t123;
    __m256d t124;
    __m256d t125;
    __m256d t126;
    __m256d t127;
    __m128i t128;
    __m128i t129;
    double *t130;
    __m256d t131;
    __m256d t132;
    __m256d t133;
    __m256d t134;
    __m256d t135;
    __m256d t136;
    __m128i t137;
    __m128i t138;
    double *t139;
    __m256d t140;
    __m256d t141;
    __m256d t142;
    __m256d t143;
    __m256d t144;
    __m256d t145;
    __m128i t146;
    int t147;
    long t148;
    long t149;
    __m128i t150;
    __m128i t151;
    __m128i t152;
    double *t153;
    __m256d t154;
    __m256d t155;
    __m256d t156;
    __m256d t157;
    __m256d t158;
    __m256d t159;
    __m128i t160;
    int i_1;
    double *t161;
    j = n - 1;
    for (;; j = t10 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t10 = j + -1;
        if (t10 < 0) {
            j_1 = j;
            break;
        }
        t11 = (long)m;
        if (t11 >= 16L) {
            t12 = t11 & -16L;
            t13 = _mm_set1_epi32((int)0);
            t14 = t13;
            t1 = _mm_add_epi32(t14, _mm_setr_epi32(0, 1, 2, 3));
            t2 = 0L;
            for (;;) {
                t15 = t1;
                t16 = v + (int)((long)0 + t2);
                t17 = _mm256_loadu_pd(t16);
                t18 = _mm256_mul_pd(t17, _mm256_set1_pd(0.5));
                t19 = _mm256_set1_pd(w[j]);
                t20 = _mm256_cvtepi32_pd(t15);
                t21 = _mm256_mul_pd(t19, t20);
                t22 = _mm256_add_pd(t18, t21);
                t23 = _mm256_mul_pd(t22, _mm256_set1_pd(0.5));
                t24 = _mm256_set1_pd(w[t10]);
                t25 = _mm256_mul_pd(t24, t20);
                t26 = _mm256_add_pd(t23, t25);
                _mm256_storeu_pd(t16, t26);
                t27 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t28 = t27;
                t29 = v + (int)((long)0 + (t2 + 4L));
                t30 = _mm256_loadu_pd(t29);
                t31 = _mm256_mul_pd(t30, _mm256_set1_pd(0.5));
                t32 = _mm256_set1_pd(w[j]);
                t33 = _mm256_cvtepi32_pd(t28);
                t34 = _mm256_mul_pd(t32, t33);
                t35 = _mm256_add_pd(t31, t34);
                t36 = _mm256_mul_pd(t35, _mm256_set1_pd(0.5));
                t37 = _mm256_set1_pd(w[t10]);
                t38 = _mm256_mul_pd(t37, t33);
                t39 = _mm256_add_pd(t36, t38);
                _mm256_storeu_pd(t29, t39);
                t40 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t41 = t40;
                t42 = v + (int)((long)0 + (t2 + 8L));
                t43 = _mm256_loadu_pd(t42);
                t44 = _mm256_mul_pd(t43, _mm256_set1_pd(0.5));
                t45 = _mm256_set1_pd(w[j]);
                t46 = _mm256_cvtepi32_pd(t41);
                t47 = _mm256_mul_pd(t45, t46);
                t48 = _mm256_add_pd(t44, t47);
                t49 = _mm256_mul_pd(t48, _mm256_set1_pd(0.5));
                t50 = _mm256_set1_pd(w[t10]);
                t51 = _mm256_mul_pd(t50, t46);
                t52 = _mm256_add_pd(t49, t51);
                _mm256_storeu_pd(t42, t52);
                t53 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t54 = t53;
                t55 = v + (int)((long)0 + (t2 + 12L));
                t56 = _mm256_loadu_pd(t55);
                t57 = _mm256_mul_pd(t56, _mm256_set1_pd(0.5));
                t58 = _mm256_set1_pd(w[j]);
                t59 = _mm256_cvtepi32_pd(t54);
                t60 = _mm256_mul_pd(t58, t59);
                t61 = _mm256_add_pd(t57, t60);
                t62 = _mm256_mul_pd(t61, _mm256_set1_pd(0.5));
                t63 = _mm256_set1_pd(w[t10]);
                t64 = _mm256_mul_pd(t63, t59);
                t65 = _mm256_add_pd(t62, t64);
                _mm256_storeu_pd(t55, t65);
                t2 += 16L;
                t66 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                if (t2 >= t12) {
                    break;
                }
                t1 = t66;
            }
            t67 = (int)((long)0 + t12);
        } else {
            t67 = 0;
        }
        t68 = (long)m + (long)t67 * -1L;
        if (t68 >= 4L) {
            t69 = t68 & -4L;
            t70 = _mm_set1_epi32((int)t67);
            t71 = t70;
            t3 = _mm_add_epi32(t71, _mm_setr_epi32(0, 1, 2, 3));
            t4 = 0L;
            for (;;) {
                t72 = t3;
                t73 = v + (int)((long)t67 + t4);
                t74 = _mm256_loadu_pd(t73);
                t75 = _mm256_mul_pd(t74, _mm256_set1_pd(0.5));
                t76 = _mm256_set1_pd(w[j]);
                t77 = _mm256_cvtepi32_pd(t72);
                t78 = _mm256_mul_pd(t76, t77);
                t79 = _mm256_add_pd(t75, t78);
                t80 = _mm256_mul_pd(t79, _mm256_set1_pd(0.5));
                t81 = _mm256_set1_pd(w[t10]);
                t82 = _mm256_mul_pd(t81, t77);
                t83 = _mm256_add_pd(t80, t82);
                _mm256_storeu_pd(t73, t83);
                t4 += 4L;
                t84 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                if (t4 >= t69) {
                    break;
                }
                t3 = t84;
            }
            t85 = (int)((long)t67 + t69);
        } else {
            t85 = t67;
        }
        t86 = (long)m + (long)t85 * -1L;
        if ((t86 >= 1L) & (t86 <= 4L)) {
            t87 = _mm_set1_epi32((int)(int)t86);
            t88 = _mm_cmpgt_epi32(t87, _mm_setr_epi32(0, 1, 2, 3));
            t89 = _mm_set1_epi32((int)t85);
            t90 = t89;
            t5 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
            t91 = 0L;
            t92 = t5;
            t93 = v + (int)((long)t85 + t91);
            t94 = _mm256_maskz_loadu_pd(_mm_movepi32_mask(t88), t93);
            t95 = _mm256_mul_pd(t94, _mm256_set1_pd(0.5));
            t96 = _mm256_set1_pd(w[j]);
            t97 = _mm256_cvtepi32_pd(t92);
            t98 = _mm256_mul_pd(t96, t97);
            t99 = _mm256_add_pd(t95, t98);
            t100 = _mm256_mul_pd(t99, _mm256_set1_pd(0.5));
            t101 = _mm256_set1_pd(w[t10]);
            t102 = _mm256_mul_pd(t101, t97);
            t103 = _mm256_add_pd(t100, t102);
            _mm256_mask_storeu_pd(t93, _mm_movepi32_mask(t88), t103);
            i = (int)((long)t85 + t86);
        } else {
            i = t85;
        }
        for (; i < m; i++) {
            t104 = v + i;
            t105 = (double)i;
            t106 = *t104 * 0.5 + w[j] * t105;
            *t104 = t106 * 0.5 + w[t10] * t105;
        }
    }
    for (; j_1 >= 0; j_1--) {
        t107 = (long)m;
        if (t107 >= 16L) {
            t108 = t107 & -16L;
            t109 = _mm_set1_epi32((int)0);
            t110 = t109;
            t6 = _mm_add_epi32(t110, _mm_setr_epi32(0, 1, 2, 3));
            t7 = 0L;
            for (;;) {
                t111 = t6;
                t112 = v + (int)((long)0 + t7);
                t113 = _mm256_loadu_pd(t112);
                t114 = _mm256_mul_pd(t113, _mm256_set1_pd(0.5));
                t115 = _mm256_set1_pd(w[j_1]);
                t116 = _mm256_cvtepi32_pd(t111);
                t117 = _mm256_mul_pd(t115, t116);
                t118 = _mm256_add_pd(t114, t117);
                _mm256_storeu_pd(t112, t118);
                t119 = _mm_add_epi32(t6, _mm_set1_epi32((int)4));
                t120 = t119;
                t121 = v + (int)((long)0 + (t7 + 4L));
                t122 = _mm256_loadu_pd(t121);
                t123 = _mm256_mul_pd(t122, _mm256_set1_pd(0.5));
                t124 = _mm256_set1_pd(w[j_1]);
                t125 = _mm256_cvtepi32_pd(t120);
                t126 = _mm256_mul_pd(t124, t125);
                t127 = _mm256_add_pd(t123, t126);
                _mm256_storeu_pd(t121, t127);
                t128 = _mm_add_epi32(t6, _mm_set1_epi32((int)8));
                t129 = t128;
                t130 = v + (int)((long)0 + (t7 + 8L));
                t131 = _mm256_loadu_pd(t130);
                t132 = _mm256_mul_pd(t131, _mm256_set1_pd(0.5));
                t133 = _mm256_set1_pd(w[j_1]);
                t134 = _mm256_cvtepi32_pd(t129);
                t135 = _mm256_mul_pd(t133, t134);
                t136 = _mm256_add_pd(t132, t135);
                _mm256_storeu_pd(t130, t136);
                t137 = _mm_add_epi32(t6, _mm_set1_epi32((int)12));
                t138 = t137;
                t139 = v + (int)((long)0 + (t7 + 12L));
                t140 = _mm256_loadu_pd(t139);
                t141 = _mm256_mul_pd(t140, _mm256_set1_pd(0.5));
                t142 = _mm256_set1_pd(w[j_1]);
                t143 = _mm256_cvtepi32_pd(t138);
                t144 = _mm256_mul_pd(t142, t143);
                t145 = _mm256_add_pd(t141, t144);
                _mm256_storeu_pd(t139, t145);
                t7 += 16L;
                t146 = _mm_add_epi32(t6, _mm_set1_epi32((int)16));
                if (t7 >= t108) {
                    break;
                }
                t6 = t146;
            }
            t147 = (int)((long)0 + t108);
        } else {
            t147 = 0;
        }
        t148 = (long)m + (long)t147 * -1L;
        if (t148 >= 4L) {
            t149 = t148 & -4L;
            t150 = _mm_set1_epi32((int)t147);
            t151 = t150;
            t8 = _mm_add_epi32(t151, _mm_setr_epi32(0, 1, 2, 3));
            t9 = 0L;
            for (;;) {
                t152 = t8;
                t153 = v + (int)((long)t147 + t9);
                t154 = _mm256_loadu_pd(t153);
                t155 = _mm256_mul_pd(t154, _mm256_set1_pd(0.5));
                t156 = _mm256_set1_pd(w[j_1]);
                t157 = _mm256_cvtepi32_pd(t152);
                t158 = _mm256_mul_pd(t156, t157);
                t159 = _mm256_add_pd(t155, t158);
                _mm256_storeu_pd(t153, t159);
                t9 += 4L;
                t160 = _mm_add_epi32(t8, _mm_set1_epi32((int)4));
                if (t9 >= t149) {
                    break;
                }
                t8 = t160;
            }
            i_1 = (int)((long)t147 + t149);
        } else {
            i_1 = t147;
        }
        for (; i_1 < m; i_1++) {
            t161 = v + i_1;
            *t161 = *t161 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
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
    int t28;
    long t29;
    __m256i t30;
    __m256i t31;
    long t32;
    int t33;
    __m256 t34;
    __m256 t35;
    __m256 t36;
    int i;
    int t37;
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
            t28 = (int)((long)t21 + t23);
        } else {
            t28 = t21;
        }
        t29 = (long)m + (long)t28 * -1L;
        if ((t29 >= 1L) & (t29 <= 8L)) {
            t30 = _mm256_set1_epi32((int)(int)t29);
            t31 = _mm256_cmpgt_epi32(t30, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t32 = 0L;
            t33 = (int)((long)t28 + t32);
            t34 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t31), v + (t33 + 1));
            t35 = _mm256_set1_ps(w[j]);
            t36 = _mm256_add_ps(t34, t35);
            _mm256_mask_storeu_ps(v + t33, _mm256_movepi32_mask(t31), t36);
            i = (int)((long)t28 + t29);
        } else {
            i = t28;
        }
        for (; i < m; i = t37) {
            t37 = i + 1;
            v[i] = v[t37] + w[j];
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    vcc_no_contract_body
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
    int t23;
    long t24;
    __m256i t25;
    __m256i t26;
    long t27;
    long t28;
    __m256 t29;
    __m256 t30;
    int i;
    long t31;
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
            t23 = (int)((long)t17 + t19);
        } else {
            t23 = t17;
        }
        t24 = (long)m + (long)t23 * -1L;
        if ((t24 >= 1L) & (t24 <= 8L)) {
            t25 = _mm256_set1_epi32((int)(int)t24);
            t26 = _mm256_cmpgt_epi32(t25, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t27 = 0L;
            t28 = (long)(j * m + (int)((long)t23 + t27));
            t29 = _mm256_maskz_loadu_ps(_mm256_movepi32_mask(t26), in + t28);
            t30 = _mm256_mul_ps(t29, _mm256_set1_ps(2.0f));
            _mm256_mask_storeu_ps(out + t28, _mm256_movepi32_mask(t26), t30);
            i = (int)((long)t23 + t24);
        } else {
            i = t23;
        }
        for (; i < m; i++) {
            t31 = (long)(j * m + i);
            out[t31] = in[t31] * 2.0f;
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
