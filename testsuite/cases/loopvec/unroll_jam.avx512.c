/* vcc: vector types and helpers */
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
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void matvec(int n) {
    vcc_no_contract_body
    int j;
    int t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    float *t8;
    float *t9;
    float *t10;
    float *t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    long t17;
    long t18;
    long t19;
    __m256 t20;
    __m256 t21;
    __m256 t22;
    __m256 t23;
    __m256 t24;
    __m256 t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    __m256 t29;
    __m256 t30;
    __m256 t31;
    __m256 t32;
    __m256 t33;
    __m256 t34;
    __m256 t35;
    long t36;
    long t37;
    long t38;
    long t39;
    __m256 t40;
    __m256 t41;
    __m256 t42;
    __m256 t43;
    __m256 t44;
    __m256 t45;
    __m256 t46;
    __m256 t47;
    __m256 t48;
    __m256 t49;
    __m256 t50;
    __m256 t51;
    __m256 t52;
    __m256 t53;
    __m256 t54;
    __m256 t55;
    long t56;
    int i;
    long t57;
    float *t58;
    long t59;
    float t60;
    long t61;
    int j_1;
    long t62;
    long t63;
    long t64;
    long t65;
    long t66;
    long t67;
    float *t68;
    float *t69;
    float *t70;
    float *t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    long t76;
    long t77;
    long t78;
    long t79;
    __m256 t80;
    __m256 t81;
    __m256 t82;
    __m256 t83;
    __m256 t84;
    __m256 t85;
    __m256 t86;
    __m256 t87;
    __m256 t88;
    __m256 t89;
    __m256 t90;
    __m256 t91;
    __m256 t92;
    __m256 t93;
    __m256 t94;
    __m256 t95;
    long t96;
    int i_1;
    long t97;
    float *t98;
    long t99;
    j = 0;
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
        if (37L >= 32L) {
            t2 = 37L & -32L;
            t3 = 0L;
            for (;;) {
                t4 = (long)(int)((long)0 + t3);
                t5 = (long)(int)((long)0 + (t3 + 8L));
                t6 = (long)(int)((long)0 + (t3 + 16L));
                t7 = (long)(int)((long)0 + (t3 + 24L));
                t8 = &y[t4];
                t9 = &y[t5];
                t10 = &y[t6];
                t11 = &y[t7];
                t12 = _mm256_loadu_ps(t8);
                t13 = _mm256_loadu_ps(t9);
                t14 = _mm256_loadu_ps(t10);
                t15 = _mm256_loadu_ps(t11);
                t16 = (long)j;
                t17 = (long)j;
                t18 = (long)j;
                t19 = (long)j;
                t20 = _mm256_loadu_ps(&A[t16][t4]);
                t21 = _mm256_loadu_ps(&A[t17][t5]);
                t22 = _mm256_loadu_ps(&A[t18][t6]);
                t23 = _mm256_loadu_ps(&A[t19][t7]);
                t24 = _mm256_set1_ps(x[t16]);
                t25 = _mm256_set1_ps(x[t17]);
                t26 = _mm256_set1_ps(x[t18]);
                t27 = _mm256_set1_ps(x[t19]);
                t28 = _mm256_mul_ps(t20, t24);
                t29 = _mm256_mul_ps(t21, t25);
                t30 = _mm256_mul_ps(t22, t26);
                t31 = _mm256_mul_ps(t23, t27);
                t32 = _mm256_add_ps(t12, t28);
                t33 = _mm256_add_ps(t13, t29);
                t34 = _mm256_add_ps(t14, t30);
                t35 = _mm256_add_ps(t15, t31);
                t36 = (long)t1;
                t37 = (long)t1;
                t38 = (long)t1;
                t39 = (long)t1;
                t40 = _mm256_loadu_ps(&A[t36][t4]);
                t41 = _mm256_loadu_ps(&A[t37][t5]);
                t42 = _mm256_loadu_ps(&A[t38][t6]);
                t43 = _mm256_loadu_ps(&A[t39][t7]);
                t44 = _mm256_set1_ps(x[t36]);
                t45 = _mm256_set1_ps(x[t37]);
                t46 = _mm256_set1_ps(x[t38]);
                t47 = _mm256_set1_ps(x[t39]);
                t48 = _mm256_mul_ps(t40, t44);
                t49 = _mm256_mul_ps(t41, t45);
                t50 = _mm256_mul_ps(t42, t46);
                t51 = _mm256_mul_ps(t43, t47);
                t52 = _mm256_add_ps(t32, t48);
                t53 = _mm256_add_ps(t33, t49);
                t54 = _mm256_add_ps(t34, t50);
                t55 = _mm256_add_ps(t35, t51);
                _mm256_storeu_ps(t8, t52);
                _mm256_storeu_ps(t9, t53);
                _mm256_storeu_ps(t10, t54);
                _mm256_storeu_ps(t11, t55);
                t56 = t3 + 32L;
                if (t56 >= t2) {
                    break;
                }
                t3 = t56;
            }
            i = (int)((long)0 + t2);
        } else {
            i = 0;
        }
        for (; i < 37; i++) {
            t57 = (long)i;
            t58 = &y[t57];
            t59 = (long)j;
            t60 = *t58 + A[t59][t57] * x[t59];
            t61 = (long)t1;
            *t58 = t60 + A[t61][t57] * x[t61];
        }
    }
    for (; j_1 < n; j_1++) {
        if (37L >= 32L) {
            t62 = 37L & -32L;
            t63 = 0L;
            for (;;) {
                t64 = (long)(int)((long)0 + t63);
                t65 = (long)(int)((long)0 + (t63 + 8L));
                t66 = (long)(int)((long)0 + (t63 + 16L));
                t67 = (long)(int)((long)0 + (t63 + 24L));
                t68 = &y[t64];
                t69 = &y[t65];
                t70 = &y[t66];
                t71 = &y[t67];
                t72 = _mm256_loadu_ps(t68);
                t73 = _mm256_loadu_ps(t69);
                t74 = _mm256_loadu_ps(t70);
                t75 = _mm256_loadu_ps(t71);
                t76 = (long)j_1;
                t77 = (long)j_1;
                t78 = (long)j_1;
                t79 = (long)j_1;
                t80 = _mm256_loadu_ps(&A[t76][t64]);
                t81 = _mm256_loadu_ps(&A[t77][t65]);
                t82 = _mm256_loadu_ps(&A[t78][t66]);
                t83 = _mm256_loadu_ps(&A[t79][t67]);
                t84 = _mm256_set1_ps(x[t76]);
                t85 = _mm256_set1_ps(x[t77]);
                t86 = _mm256_set1_ps(x[t78]);
                t87 = _mm256_set1_ps(x[t79]);
                t88 = _mm256_mul_ps(t80, t84);
                t89 = _mm256_mul_ps(t81, t85);
                t90 = _mm256_mul_ps(t82, t86);
                t91 = _mm256_mul_ps(t83, t87);
                t92 = _mm256_add_ps(t72, t88);
                t93 = _mm256_add_ps(t73, t89);
                t94 = _mm256_add_ps(t74, t90);
                t95 = _mm256_add_ps(t75, t91);
                _mm256_storeu_ps(t68, t92);
                _mm256_storeu_ps(t69, t93);
                _mm256_storeu_ps(t70, t94);
                _mm256_storeu_ps(t71, t95);
                t96 = t63 + 32L;
                if (t96 >= t62) {
                    break;
                }
                t63 = t96;
            }
            i_1 = (int)((long)0 + t62);
        } else {
            i_1 = 0;
        }
        for (; i_1 < 37; i_1++) {
            t97 = (long)i_1;
            t98 = &y[t97];
            t99 = (long)j_1;
            *t98 = *t98 + A[t99][t97] * x[t99];
        }
    }
}

/* Through restrict pointers, with the row length a parameter, and an int sum. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void col_sums(int n, int m, int *restrict s, const int *restrict a) {
    vcc_no_contract_body
    int j;
    int t1;
    long t2;
    long t3;
    long t4;
    int t5;
    int t6;
    int *t7;
    int *t8;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    int t20;
    long t21;
    long t22;
    long t23;
    int t24;
    int *t25;
    __m256i t26;
    __m256i t27;
    __m256i t28;
    __m256i t29;
    __m256i t30;
    long t31;
    int i;
    int *t32;
    int t33;
    int j_1;
    long t34;
    long t35;
    long t36;
    int t37;
    int t38;
    int t39;
    int t40;
    int *t41;
    int *t42;
    int *t43;
    int *t44;
    __m256i t45;
    __m256i t46;
    __m256i t47;
    __m256i t48;
    __m256i t49;
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    long t57;
    int t58;
    long t59;
    long t60;
    long t61;
    int t62;
    int *t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    long t67;
    int i_1;
    int *t68;
    j = 0;
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
        t2 = (long)m;
        if (t2 >= 16L) {
            t3 = t2 & -16L;
            t4 = 0L;
            for (;;) {
                t5 = (int)((long)0 + t4);
                t6 = (int)((long)0 + (t4 + 8L));
                t7 = s + t5;
                t8 = s + t6;
                t9 = _mm256_loadu_si256((const __m256i *)t7);
                t10 = _mm256_loadu_si256((const __m256i *)t8);
                t11 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t5)));
                t12 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t6)));
                t13 = _mm256_add_epi32(t9, t11);
                t14 = _mm256_add_epi32(t10, t12);
                t15 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t5)));
                t16 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t6)));
                t17 = _mm256_add_epi32(t13, t15);
                t18 = _mm256_add_epi32(t14, t16);
                _mm256_storeu_si256((__m256i *)t7, t17);
                _mm256_storeu_si256((__m256i *)t8, t18);
                t19 = t4 + 16L;
                if (t19 >= t3) {
                    break;
                }
                t4 = t19;
            }
            t20 = (int)((long)0 + t3);
        } else {
            t20 = 0;
        }
        t21 = (long)m + (long)t20 * -1L;
        if (t21 >= 8L) {
            t22 = t21 & -8L;
            t23 = 0L;
            for (;;) {
                t24 = (int)((long)t20 + t23);
                t25 = s + t24;
                t26 = _mm256_loadu_si256((const __m256i *)t25);
                t27 = _mm256_loadu_si256((const __m256i *)(a + (j * m + t24)));
                t28 = _mm256_add_epi32(t26, t27);
                t29 = _mm256_loadu_si256((const __m256i *)(a + (t1 * m + t24)));
                t30 = _mm256_add_epi32(t28, t29);
                _mm256_storeu_si256((__m256i *)t25, t30);
                t31 = t23 + 8L;
                if (t31 >= t22) {
                    break;
                }
                t23 = t31;
            }
            i = (int)((long)t20 + t22);
        } else {
            i = t20;
        }
        for (; i < m; i++) {
            t32 = s + i;
            t33 = *t32 + a[j * m + i];
            *t32 = t33 + a[t1 * m + i];
        }
    }
    for (; j_1 < n; j_1++) {
        t34 = (long)m;
        if (t34 >= 32L) {
            t35 = t34 & -32L;
            t36 = 0L;
            for (;;) {
                t37 = (int)((long)0 + t36);
                t38 = (int)((long)0 + (t36 + 8L));
                t39 = (int)((long)0 + (t36 + 16L));
                t40 = (int)((long)0 + (t36 + 24L));
                t41 = s + t37;
                t42 = s + t38;
                t43 = s + t39;
                t44 = s + t40;
                t45 = _mm256_loadu_si256((const __m256i *)t41);
                t46 = _mm256_loadu_si256((const __m256i *)t42);
                t47 = _mm256_loadu_si256((const __m256i *)t43);
                t48 = _mm256_loadu_si256((const __m256i *)t44);
                t49 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t37)));
                t50 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t38)));
                t51 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t39)));
                t52 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t40)));
                t53 = _mm256_add_epi32(t45, t49);
                t54 = _mm256_add_epi32(t46, t50);
                t55 = _mm256_add_epi32(t47, t51);
                t56 = _mm256_add_epi32(t48, t52);
                _mm256_storeu_si256((__m256i *)t41, t53);
                _mm256_storeu_si256((__m256i *)t42, t54);
                _mm256_storeu_si256((__m256i *)t43, t55);
                _mm256_storeu_si256((__m256i *)t44, t56);
                t57 = t36 + 32L;
                if (t57 >= t35) {
                    break;
                }
                t36 = t57;
            }
            t58 = (int)((long)0 + t35);
        } else {
            t58 = 0;
        }
        t59 = (long)m + (long)t58 * -1L;
        if (t59 >= 8L) {
            t60 = t59 & -8L;
            t61 = 0L;
            for (;;) {
                t62 = (int)((long)t58 + t61);
                t63 = s + t62;
                t64 = _mm256_loadu_si256((const __m256i *)t63);
                t65 = _mm256_loadu_si256((const __m256i *)(a + (j_1 * m + t62)));
                t66 = _mm256_add_epi32(t64, t65);
                _mm256_storeu_si256((__m256i *)t63, t66);
                t67 = t61 + 8L;
                if (t67 >= t60) {
                    break;
                }
                t61 = t67;
            }
            i_1 = (int)((long)t58 + t60);
        } else {
            i_1 = t58;
        }
        for (; i_1 < m; i_1++) {
            t68 = s + i_1;
            *t68 = *t68 + a[j_1 * m + i_1];
        }
    }
}

/* Doubles, a scale and an add per element, counting the outer loop down. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void smooth(int n, int m, double *restrict v, const double *restrict w) {
    vcc_no_contract_body
    __m128i t1;
    __m128i t2;
    __m128i t3;
    __m128i t4;
    int j;
    int t5;
    long t6;
    long t7;
    __m128i t8;
    __m128i t9;
    long t10;
    __m128i t11;
    __m128i t12;
    __m128i t13;
    __m128i t14;
    __m128i t15;
    __m128i t16;
    __m128i t17;
    double *t18;
    double *t19;
    double *t20;
    double *t21;
    __m256d t22;
    __m256d t23;
    __m256d t24;
    __m256d t25;
    __m256d t26;
    __m256d t27;
    __m256d t28;
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
    __m256d t39;
    __m256d t40;
    __m256d t41;
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
    __m256d t52;
    __m256d t53;
    __m256d t54;
    __m256d t55;
    __m256d t56;
    __m256d t57;
    __m256d t58;
    __m256d t59;
    __m256d t60;
    __m256d t61;
    long t62;
    __m128i t63;
    int t64;
    long t65;
    long t66;
    __m128i t67;
    __m128i t68;
    long t69;
    __m128i t70;
    double *t71;
    __m256d t72;
    __m256d t73;
    __m256d t74;
    __m256d t75;
    __m256d t76;
    __m256d t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    long t82;
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
    long t91;
    __m128i t92;
    __m128i t93;
    __m128i t94;
    __m128i t95;
    __m128i t96;
    __m128i t97;
    __m128i t98;
    double *t99;
    double *t100;
    double *t101;
    double *t102;
    __m256d t103;
    __m256d t104;
    __m256d t105;
    __m256d t106;
    __m256d t107;
    __m256d t108;
    __m256d t109;
    __m256d t110;
    __m256d t111;
    __m256d t112;
    __m256d t113;
    __m256d t114;
    __m256d t115;
    __m256d t116;
    __m256d t117;
    __m256d t118;
    __m256d t119;
    __m256d t120;
    __m256d t121;
    __m256d t122;
    __m256d t123;
    __m256d t124;
    __m256d t125;
    __m256d t126;
    long t127;
    __m128i t128;
    int t129;
    long t130;
    long t131;
    __m128i t132;
    __m128i t133;
    long t134;
    __m128i t135;
    double *t136;
    __m256d t137;
    __m256d t138;
    __m256d t139;
    __m256d t140;
    __m256d t141;
    __m256d t142;
    long t143;
    __m128i t144;
    int i_1;
    double *t145;
    j = n - 1;
    for (;; j = t5 - 1) {
        if (j < 0) {
            j_1 = j;
            break;
        }
        t5 = j + -1;
        if (t5 < 0) {
            j_1 = j;
            break;
        }
        t6 = (long)m;
        if (t6 >= 16L) {
            t7 = t6 & -16L;
            t8 = _mm_set1_epi32((int)0);
            t9 = t8;
            t1 = _mm_add_epi32(t9, _mm_setr_epi32(0, 1, 2, 3));
            t10 = 0L;
            for (;;) {
                t11 = t1;
                t12 = _mm_add_epi32(t1, _mm_set1_epi32((int)4));
                t13 = t12;
                t14 = _mm_add_epi32(t1, _mm_set1_epi32((int)8));
                t15 = t14;
                t16 = _mm_add_epi32(t1, _mm_set1_epi32((int)12));
                t17 = t16;
                t18 = v + (int)((long)0 + t10);
                t19 = v + (int)((long)0 + (t10 + 4L));
                t20 = v + (int)((long)0 + (t10 + 8L));
                t21 = v + (int)((long)0 + (t10 + 12L));
                t22 = _mm256_loadu_pd(t18);
                t23 = _mm256_loadu_pd(t19);
                t24 = _mm256_loadu_pd(t20);
                t25 = _mm256_loadu_pd(t21);
                t26 = _mm256_mul_pd(t22, _mm256_set1_pd(0.5));
                t27 = _mm256_mul_pd(t23, _mm256_set1_pd(0.5));
                t28 = _mm256_mul_pd(t24, _mm256_set1_pd(0.5));
                t29 = _mm256_mul_pd(t25, _mm256_set1_pd(0.5));
                t30 = _mm256_set1_pd(w[j]);
                t31 = _mm256_set1_pd(w[j]);
                t32 = _mm256_set1_pd(w[j]);
                t33 = _mm256_set1_pd(w[j]);
                t34 = _mm256_cvtepi32_pd(t11);
                t35 = _mm256_cvtepi32_pd(t13);
                t36 = _mm256_cvtepi32_pd(t15);
                t37 = _mm256_cvtepi32_pd(t17);
                t38 = _mm256_mul_pd(t30, t34);
                t39 = _mm256_mul_pd(t31, t35);
                t40 = _mm256_mul_pd(t32, t36);
                t41 = _mm256_mul_pd(t33, t37);
                t42 = _mm256_add_pd(t26, t38);
                t43 = _mm256_add_pd(t27, t39);
                t44 = _mm256_add_pd(t28, t40);
                t45 = _mm256_add_pd(t29, t41);
                t46 = _mm256_mul_pd(t42, _mm256_set1_pd(0.5));
                t47 = _mm256_mul_pd(t43, _mm256_set1_pd(0.5));
                t48 = _mm256_mul_pd(t44, _mm256_set1_pd(0.5));
                t49 = _mm256_mul_pd(t45, _mm256_set1_pd(0.5));
                t50 = _mm256_set1_pd(w[t5]);
                t51 = _mm256_set1_pd(w[t5]);
                t52 = _mm256_set1_pd(w[t5]);
                t53 = _mm256_set1_pd(w[t5]);
                t54 = _mm256_mul_pd(t50, t34);
                t55 = _mm256_mul_pd(t51, t35);
                t56 = _mm256_mul_pd(t52, t36);
                t57 = _mm256_mul_pd(t53, t37);
                t58 = _mm256_add_pd(t46, t54);
                t59 = _mm256_add_pd(t47, t55);
                t60 = _mm256_add_pd(t48, t56);
                t61 = _mm256_add_pd(t49, t57);
                _mm256_storeu_pd(t18, t58);
                _mm256_storeu_pd(t19, t59);
                _mm256_storeu_pd(t20, t60);
                _mm256_storeu_pd(t21, t61);
                t62 = t10 + 16L;
                t63 = _mm_add_epi32(t1, _mm_set1_epi32((int)16));
                if (t62 >= t7) {
                    break;
                }
                t10 = t62;
                t1 = t63;
            }
            t64 = (int)((long)0 + t7);
        } else {
            t64 = 0;
        }
        t65 = (long)m + (long)t64 * -1L;
        if (t65 >= 4L) {
            t66 = t65 & -4L;
            t67 = _mm_set1_epi32((int)t64);
            t68 = t67;
            t2 = _mm_add_epi32(t68, _mm_setr_epi32(0, 1, 2, 3));
            t69 = 0L;
            for (;;) {
                t70 = t2;
                t71 = v + (int)((long)t64 + t69);
                t72 = _mm256_loadu_pd(t71);
                t73 = _mm256_mul_pd(t72, _mm256_set1_pd(0.5));
                t74 = _mm256_set1_pd(w[j]);
                t75 = _mm256_cvtepi32_pd(t70);
                t76 = _mm256_mul_pd(t74, t75);
                t77 = _mm256_add_pd(t73, t76);
                t78 = _mm256_mul_pd(t77, _mm256_set1_pd(0.5));
                t79 = _mm256_set1_pd(w[t5]);
                t80 = _mm256_mul_pd(t79, t75);
                t81 = _mm256_add_pd(t78, t80);
                _mm256_storeu_pd(t71, t81);
                t82 = t69 + 4L;
                t83 = _mm_add_epi32(t2, _mm_set1_epi32((int)4));
                if (t82 >= t66) {
                    break;
                }
                t69 = t82;
                t2 = t83;
            }
            i = (int)((long)t64 + t66);
        } else {
            i = t64;
        }
        for (; i < m; i++) {
            t84 = v + i;
            t85 = (double)i;
            t86 = *t84 * 0.5 + w[j] * t85;
            *t84 = t86 * 0.5 + w[t5] * t85;
        }
    }
    for (; j_1 >= 0; j_1--) {
        t87 = (long)m;
        if (t87 >= 16L) {
            t88 = t87 & -16L;
            t89 = _mm_set1_epi32((int)0);
            t90 = t89;
            t3 = _mm_add_epi32(t90, _mm_setr_epi32(0, 1, 2, 3));
            t91 = 0L;
            for (;;) {
                t92 = t3;
                t93 = _mm_add_epi32(t3, _mm_set1_epi32((int)4));
                t94 = t93;
                t95 = _mm_add_epi32(t3, _mm_set1_epi32((int)8));
                t96 = t95;
                t97 = _mm_add_epi32(t3, _mm_set1_epi32((int)12));
                t98 = t97;
                t99 = v + (int)((long)0 + t91);
                t100 = v + (int)((long)0 + (t91 + 4L));
                t101 = v + (int)((long)0 + (t91 + 8L));
                t102 = v + (int)((long)0 + (t91 + 12L));
                t103 = _mm256_loadu_pd(t99);
                t104 = _mm256_loadu_pd(t100);
                t105 = _mm256_loadu_pd(t101);
                t106 = _mm256_loadu_pd(t102);
                t107 = _mm256_mul_pd(t103, _mm256_set1_pd(0.5));
                t108 = _mm256_mul_pd(t104, _mm256_set1_pd(0.5));
                t109 = _mm256_mul_pd(t105, _mm256_set1_pd(0.5));
                t110 = _mm256_mul_pd(t106, _mm256_set1_pd(0.5));
                t111 = _mm256_set1_pd(w[j_1]);
                t112 = _mm256_set1_pd(w[j_1]);
                t113 = _mm256_set1_pd(w[j_1]);
                t114 = _mm256_set1_pd(w[j_1]);
                t115 = _mm256_cvtepi32_pd(t92);
                t116 = _mm256_cvtepi32_pd(t94);
                t117 = _mm256_cvtepi32_pd(t96);
                t118 = _mm256_cvtepi32_pd(t98);
                t119 = _mm256_mul_pd(t111, t115);
                t120 = _mm256_mul_pd(t112, t116);
                t121 = _mm256_mul_pd(t113, t117);
                t122 = _mm256_mul_pd(t114, t118);
                t123 = _mm256_add_pd(t107, t119);
                t124 = _mm256_add_pd(t108, t120);
                t125 = _mm256_add_pd(t109, t121);
                t126 = _mm256_add_pd(t110, t122);
                _mm256_storeu_pd(t99, t123);
                _mm256_storeu_pd(t100, t124);
                _mm256_storeu_pd(t101, t125);
                _mm256_storeu_pd(t102, t126);
                t127 = t91 + 16L;
                t128 = _mm_add_epi32(t3, _mm_set1_epi32((int)16));
                if (t127 >= t88) {
                    break;
                }
                t91 = t127;
                t3 = t128;
            }
            t129 = (int)((long)0 + t88);
        } else {
            t129 = 0;
        }
        t130 = (long)m + (long)t129 * -1L;
        if (t130 >= 4L) {
            t131 = t130 & -4L;
            t132 = _mm_set1_epi32((int)t129);
            t133 = t132;
            t4 = _mm_add_epi32(t133, _mm_setr_epi32(0, 1, 2, 3));
            t134 = 0L;
            for (;;) {
                t135 = t4;
                t136 = v + (int)((long)t129 + t134);
                t137 = _mm256_loadu_pd(t136);
                t138 = _mm256_mul_pd(t137, _mm256_set1_pd(0.5));
                t139 = _mm256_set1_pd(w[j_1]);
                t140 = _mm256_cvtepi32_pd(t135);
                t141 = _mm256_mul_pd(t139, t140);
                t142 = _mm256_add_pd(t138, t141);
                _mm256_storeu_pd(t136, t142);
                t143 = t134 + 4L;
                t144 = _mm_add_epi32(t4, _mm_set1_epi32((int)4));
                if (t143 >= t131) {
                    break;
                }
                t134 = t143;
                t4 = t144;
            }
            i_1 = (int)((long)t129 + t131);
        } else {
            i_1 = t129;
        }
        for (; i_1 < m; i_1++) {
            t145 = v + i_1;
            *t145 = *t145 * 0.5 + w[j_1] * (double)i_1;
        }
    }
}

/* Not jammed: j+1's inner loop would read v[i+1] before j's writes it. */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shift_left(int n, int m, float *restrict v, const float *restrict w) {
    vcc_no_contract_body
    int j;
    long t1;
    long t2;
    long t3;
    int t4;
    int t5;
    int t6;
    int t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
    long t20;
    int t21;
    long t22;
    long t23;
    long t24;
    int t25;
    __m256 t26;
    __m256 t27;
    __m256 t28;
    long t29;
    int i;
    int t30;
    for (j = 0; j < n; j++) {
        t1 = (long)m;
        if (t1 >= 32L) {
            t2 = t1 & -32L;
            t3 = 0L;
            for (;;) {
                t4 = (int)((long)0 + t3);
                t5 = (int)((long)0 + (t3 + 8L));
                t6 = (int)((long)0 + (t3 + 16L));
                t7 = (int)((long)0 + (t3 + 24L));
                t8 = _mm256_loadu_ps(v + (t4 + 1));
                t9 = _mm256_loadu_ps(v + (t5 + 1));
                t10 = _mm256_loadu_ps(v + (t6 + 1));
                t11 = _mm256_loadu_ps(v + (t7 + 1));
                t12 = _mm256_set1_ps(w[j]);
                t13 = _mm256_set1_ps(w[j]);
                t14 = _mm256_set1_ps(w[j]);
                t15 = _mm256_set1_ps(w[j]);
                t16 = _mm256_add_ps(t8, t12);
                t17 = _mm256_add_ps(t9, t13);
                t18 = _mm256_add_ps(t10, t14);
                t19 = _mm256_add_ps(t11, t15);
                _mm256_storeu_ps(v + t4, t16);
                _mm256_storeu_ps(v + t5, t17);
                _mm256_storeu_ps(v + t6, t18);
                _mm256_storeu_ps(v + t7, t19);
                t20 = t3 + 32L;
                if (t20 >= t2) {
                    break;
                }
                t3 = t20;
            }
            t21 = (int)((long)0 + t2);
        } else {
            t21 = 0;
        }
        t22 = (long)m + (long)t21 * -1L;
        if (t22 >= 8L) {
            t23 = t22 & -8L;
            t24 = 0L;
            for (;;) {
                t25 = (int)((long)t21 + t24);
                t26 = _mm256_loadu_ps(v + (t25 + 1));
                t27 = _mm256_set1_ps(w[j]);
                t28 = _mm256_add_ps(t26, t27);
                _mm256_storeu_ps(v + t25, t28);
                t29 = t24 + 8L;
                if (t29 >= t23) {
                    break;
                }
                t24 = t29;
            }
            i = (int)((long)t21 + t23);
        } else {
            i = t21;
        }
        for (; i < m; i = t30) {
            t30 = i + 1;
            v[i] = v[t30] + w[j];
        }
    }
}

/* Not jammed: the stores move with the outer index (nothing to share). */
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void copy_rows(int n, int m, float *restrict out, const float *restrict in) {
    vcc_no_contract_body
    int j;
    long t1;
    long t2;
    long t3;
    long t4;
    long t5;
    long t6;
    long t7;
    __m256 t8;
    __m256 t9;
    __m256 t10;
    __m256 t11;
    __m256 t12;
    __m256 t13;
    __m256 t14;
    __m256 t15;
    long t16;
    int t17;
    long t18;
    long t19;
    long t20;
    long t21;
    __m256 t22;
    __m256 t23;
    long t24;
    int i;
    long t25;
    for (j = 0; j < n; j++) {
        t1 = (long)m;
        if (t1 >= 32L) {
            t2 = t1 & -32L;
            t3 = 0L;
            for (;;) {
                t4 = (long)(j * m + (int)((long)0 + t3));
                t5 = (long)(j * m + (int)((long)0 + (t3 + 8L)));
                t6 = (long)(j * m + (int)((long)0 + (t3 + 16L)));
                t7 = (long)(j * m + (int)((long)0 + (t3 + 24L)));
                t8 = _mm256_loadu_ps(in + t4);
                t9 = _mm256_loadu_ps(in + t5);
                t10 = _mm256_loadu_ps(in + t6);
                t11 = _mm256_loadu_ps(in + t7);
                t12 = _mm256_mul_ps(t8, _mm256_set1_ps(2.0f));
                t13 = _mm256_mul_ps(t9, _mm256_set1_ps(2.0f));
                t14 = _mm256_mul_ps(t10, _mm256_set1_ps(2.0f));
                t15 = _mm256_mul_ps(t11, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t4, t12);
                _mm256_storeu_ps(out + t5, t13);
                _mm256_storeu_ps(out + t6, t14);
                _mm256_storeu_ps(out + t7, t15);
                t16 = t3 + 32L;
                if (t16 >= t2) {
                    break;
                }
                t3 = t16;
            }
            t17 = (int)((long)0 + t2);
        } else {
            t17 = 0;
        }
        t18 = (long)m + (long)t17 * -1L;
        if (t18 >= 8L) {
            t19 = t18 & -8L;
            t20 = 0L;
            for (;;) {
                t21 = (long)(j * m + (int)((long)t17 + t20));
                t22 = _mm256_loadu_ps(in + t21);
                t23 = _mm256_mul_ps(t22, _mm256_set1_ps(2.0f));
                _mm256_storeu_ps(out + t21, t23);
                t24 = t20 + 8L;
                if (t24 >= t19) {
                    break;
                }
                t20 = t24;
            }
            i = (int)((long)t17 + t19);
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
