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

/* transpose_f32: b = a^T for a 256x256 float matrix, b[i][j] = a[j][i] (TSVC-style; the inner
   loop reads a column of a: a stride-256 load).
   needs: strided f32 loads (gathers), or the outer loop jammed by the lanes and the columns read
   as rows transposed in registers; consecutive f32 stores, nested loops */
#include "bench.h"
#ifndef REPS
#define REPS 2000
#endif
#define N 256

static float a[N][N], b[N][N];

static __typeof__(a) a __attribute__((aligned(32)));
static __typeof__(b) b __attribute__((aligned(32)));
vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) __attribute__((noinline)) void kernel(void)
{
    vcc_no_contract_body
    long t1;
    long t2;
    int i;
    int t3;
    int t4;
    int t5;
    int t6;
    int t7;
    int t8;
    int t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    long t15;
    long t16;
    long t17;
    long t18;
    float *t19;
    float *t20;
    float *t21;
    float *t22;
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
    __m256 t36;
    __m256 t37;
    __m256 t38;
    __m256 t39;
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
    __m256 t56;
    __m256 t57;
    __m256 t58;
    __m256 t59;
    __m256 t60;
    __m256 t61;
    __m256 t62;
    __m256 t63;
    __m256 t64;
    __m256 t65;
    __m256 t66;
    __m256 t67;
    __m256 t68;
    __m256 t69;
    __m256 t70;
    __m256 t71;
    __m256 t72;
    __m256 t73;
    __m256 t74;
    __m256 t75;
    __m256 t76;
    __m256 t77;
    __m256 t78;
    __m256 t79;
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
    __m256 t96;
    __m256 t97;
    __m256 t98;
    __m256 t99;
    __m256 t100;
    __m256 t101;
    __m256 t102;
    __m256 t103;
    __m256 t104;
    __m256 t105;
    __m256 t106;
    __m256 t107;
    __m256 t108;
    __m256 t109;
    __m256 t110;
    __m256 t111;
    __m256 t112;
    __m256 t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256 t117;
    __m256 t118;
    __m256 t119;
    __m256 t120;
    __m256 t121;
    __m256 t122;
    __m256 t123;
    __m256 t124;
    __m256 t125;
    __m256 t126;
    __m256 t127;
    __m256 t128;
    __m256 t129;
    __m256 t130;
    __m256 t131;
    __m256 t132;
    __m256 t133;
    __m256 t134;
    __m256 t135;
    __m256 t136;
    __m256 t137;
    __m256 t138;
    __m256 t139;
    __m256 t140;
    __m256 t141;
    __m256 t142;
    __m256 t143;
    __m256 t144;
    __m256 t145;
    __m256 t146;
    __m256 t147;
    __m256 t148;
    __m256 t149;
    __m256 t150;
    int j;
    long t151;
    long t152;
    float (*t153)[256];
    long t154;
    long t155;
    long t156;
    long t157;
    long t158;
    long t159;
    long t160;
    int i_1;
    long t161;
    long t162;
    long t163;
    long t164;
    long t165;
    long t166;
    long t167;
    long t168;
    long t169;
    __m256 t170;
    __m256 t171;
    __m256 t172;
    __m256 t173;
    int j_1;
    long t174;
    long t175;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= 256) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= 256) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= 256) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= 256) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= 256) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= 256) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= 256) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= 256) {
            i_1 = i;
            break;
        }
        if (256L >= 32L) {
            t10 = 256L & -32L;
            t1 = 0L;
            do {
                t11 = (long)i;
                t12 = (long)i;
                t13 = (long)i;
                t14 = (long)i;
                t15 = (long)(int)((long)0 + t1);
                t16 = (long)(int)((long)0 + (t1 + 8L));
                t17 = (long)(int)((long)0 + (t1 + 16L));
                t18 = (long)(int)((long)0 + (t1 + 24L));
                t19 = &a[t15][t11];
                t20 = &a[t16][t12];
                t21 = &a[t17][t13];
                t22 = &a[t18][t14];
                t23 = _mm256_loadu_ps(t19 + 0);
                t24 = _mm256_loadu_ps(t19 + 256);
                t25 = _mm256_loadu_ps(t19 + 512);
                t26 = _mm256_loadu_ps(t19 + 768);
                t27 = _mm256_loadu_ps(t19 + 1024);
                t28 = _mm256_loadu_ps(t19 + 1280);
                t29 = _mm256_loadu_ps(t19 + 1536);
                t30 = _mm256_loadu_ps(t19 + 1792);
                t31 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t27);
                t32 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t27);
                t33 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
                t34 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
                t35 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t29);
                t36 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t29);
                t37 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
                t38 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
                t39 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
                t40 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
                t41 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
                t42 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
                t43 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
                t44 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
                t45 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t38);
                t46 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t38);
                t47 = _mm256_permutex2var_ps(t39, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t43);
                t48 = _mm256_permutex2var_ps(t39, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t43);
                t49 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t44);
                t50 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t44);
                t51 = _mm256_permutex2var_ps(t41, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t45);
                t52 = _mm256_permutex2var_ps(t41, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t45);
                t53 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t46);
                t54 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t46);
                t55 = _mm256_loadu_ps(t20 + 0);
                t56 = _mm256_loadu_ps(t20 + 256);
                t57 = _mm256_loadu_ps(t20 + 512);
                t58 = _mm256_loadu_ps(t20 + 768);
                t59 = _mm256_loadu_ps(t20 + 1024);
                t60 = _mm256_loadu_ps(t20 + 1280);
                t61 = _mm256_loadu_ps(t20 + 1536);
                t62 = _mm256_loadu_ps(t20 + 1792);
                t63 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t59);
                t64 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t59);
                t65 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t60);
                t66 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t60);
                t67 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t61);
                t68 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t61);
                t69 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t62);
                t70 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t62);
                t71 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t67);
                t72 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t67);
                t73 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t68);
                t74 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t68);
                t75 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t69);
                t76 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t69);
                t77 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t70);
                t78 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t70);
                t79 = _mm256_permutex2var_ps(t71, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t75);
                t80 = _mm256_permutex2var_ps(t71, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t75);
                t81 = _mm256_permutex2var_ps(t72, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t76);
                t82 = _mm256_permutex2var_ps(t72, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t76);
                t83 = _mm256_permutex2var_ps(t73, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t77);
                t84 = _mm256_permutex2var_ps(t73, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t77);
                t85 = _mm256_permutex2var_ps(t74, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t78);
                t86 = _mm256_permutex2var_ps(t74, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t78);
                t87 = _mm256_loadu_ps(t21 + 0);
                t88 = _mm256_loadu_ps(t21 + 256);
                t89 = _mm256_loadu_ps(t21 + 512);
                t90 = _mm256_loadu_ps(t21 + 768);
                t91 = _mm256_loadu_ps(t21 + 1024);
                t92 = _mm256_loadu_ps(t21 + 1280);
                t93 = _mm256_loadu_ps(t21 + 1536);
                t94 = _mm256_loadu_ps(t21 + 1792);
                t95 = _mm256_permutex2var_ps(t87, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t91);
                t96 = _mm256_permutex2var_ps(t87, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t91);
                t97 = _mm256_permutex2var_ps(t88, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t92);
                t98 = _mm256_permutex2var_ps(t88, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t92);
                t99 = _mm256_permutex2var_ps(t89, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t93);
                t100 = _mm256_permutex2var_ps(t89, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t93);
                t101 = _mm256_permutex2var_ps(t90, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t94);
                t102 = _mm256_permutex2var_ps(t90, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t94);
                t103 = _mm256_permutex2var_ps(t95, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t99);
                t104 = _mm256_permutex2var_ps(t95, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t99);
                t105 = _mm256_permutex2var_ps(t96, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t100);
                t106 = _mm256_permutex2var_ps(t96, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t100);
                t107 = _mm256_permutex2var_ps(t97, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t101);
                t108 = _mm256_permutex2var_ps(t97, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t101);
                t109 = _mm256_permutex2var_ps(t98, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t102);
                t110 = _mm256_permutex2var_ps(t98, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t102);
                t111 = _mm256_permutex2var_ps(t103, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t107);
                t112 = _mm256_permutex2var_ps(t103, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t107);
                t113 = _mm256_permutex2var_ps(t104, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t108);
                t114 = _mm256_permutex2var_ps(t104, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t108);
                t115 = _mm256_permutex2var_ps(t105, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t109);
                t116 = _mm256_permutex2var_ps(t105, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t109);
                t117 = _mm256_permutex2var_ps(t106, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t110);
                t118 = _mm256_permutex2var_ps(t106, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t110);
                t119 = _mm256_loadu_ps(t22 + 0);
                t120 = _mm256_loadu_ps(t22 + 256);
                t121 = _mm256_loadu_ps(t22 + 512);
                t122 = _mm256_loadu_ps(t22 + 768);
                t123 = _mm256_loadu_ps(t22 + 1024);
                t124 = _mm256_loadu_ps(t22 + 1280);
                t125 = _mm256_loadu_ps(t22 + 1536);
                t126 = _mm256_loadu_ps(t22 + 1792);
                t127 = _mm256_permutex2var_ps(t119, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t123);
                t128 = _mm256_permutex2var_ps(t119, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t123);
                t129 = _mm256_permutex2var_ps(t120, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t124);
                t130 = _mm256_permutex2var_ps(t120, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t124);
                t131 = _mm256_permutex2var_ps(t121, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t125);
                t132 = _mm256_permutex2var_ps(t121, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t125);
                t133 = _mm256_permutex2var_ps(t122, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t126);
                t134 = _mm256_permutex2var_ps(t122, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t126);
                t135 = _mm256_permutex2var_ps(t127, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t131);
                t136 = _mm256_permutex2var_ps(t127, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t131);
                t137 = _mm256_permutex2var_ps(t128, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t132);
                t138 = _mm256_permutex2var_ps(t128, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t132);
                t139 = _mm256_permutex2var_ps(t129, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t133);
                t140 = _mm256_permutex2var_ps(t129, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t133);
                t141 = _mm256_permutex2var_ps(t130, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t134);
                t142 = _mm256_permutex2var_ps(t130, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t134);
                t143 = _mm256_permutex2var_ps(t135, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t139);
                t144 = _mm256_permutex2var_ps(t135, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t139);
                t145 = _mm256_permutex2var_ps(t136, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t140);
                t146 = _mm256_permutex2var_ps(t136, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t140);
                t147 = _mm256_permutex2var_ps(t137, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t141);
                t148 = _mm256_permutex2var_ps(t137, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t141);
                t149 = _mm256_permutex2var_ps(t138, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t142);
                t150 = _mm256_permutex2var_ps(t138, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t142);
                _mm256_storeu_ps(&b[t11][t15], t47);
                _mm256_storeu_ps(&b[t12][t16], t79);
                _mm256_storeu_ps(&b[t13][t17], t111);
                _mm256_storeu_ps(&b[t14][t18], t143);
                _mm256_storeu_ps(&b[t3][t15], t48);
                _mm256_storeu_ps(&b[t3][t16], t80);
                _mm256_storeu_ps(&b[t3][t17], t112);
                _mm256_storeu_ps(&b[t3][t18], t144);
                _mm256_storeu_ps(&b[t4][t15], t49);
                _mm256_storeu_ps(&b[t4][t16], t81);
                _mm256_storeu_ps(&b[t4][t17], t113);
                _mm256_storeu_ps(&b[t4][t18], t145);
                _mm256_storeu_ps(&b[t5][t15], t50);
                _mm256_storeu_ps(&b[t5][t16], t82);
                _mm256_storeu_ps(&b[t5][t17], t114);
                _mm256_storeu_ps(&b[t5][t18], t146);
                _mm256_storeu_ps(&b[t6][t15], t51);
                _mm256_storeu_ps(&b[t6][t16], t83);
                _mm256_storeu_ps(&b[t6][t17], t115);
                _mm256_storeu_ps(&b[t6][t18], t147);
                _mm256_storeu_ps(&b[t7][t15], t52);
                _mm256_storeu_ps(&b[t7][t16], t84);
                _mm256_storeu_ps(&b[t7][t17], t116);
                _mm256_storeu_ps(&b[t7][t18], t148);
                _mm256_storeu_ps(&b[t8][t15], t53);
                _mm256_storeu_ps(&b[t8][t16], t85);
                _mm256_storeu_ps(&b[t8][t17], t117);
                _mm256_storeu_ps(&b[t8][t18], t149);
                _mm256_storeu_ps(&b[t9][t15], t54);
                _mm256_storeu_ps(&b[t9][t16], t86);
                _mm256_storeu_ps(&b[t9][t17], t118);
                _mm256_storeu_ps(&b[t9][t18], t150);
                t1 += 32L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 256; j++) {
            t151 = (long)i;
            t152 = (long)j;
            t153 = &a[t152];
            b[t151][t152] = (*t153)[t151];
            t154 = (long)t3;
            b[t154][t152] = (*t153)[t154];
            t155 = (long)t4;
            b[t155][t152] = (*t153)[t155];
            t156 = (long)t5;
            b[t156][t152] = (*t153)[t156];
            t157 = (long)t6;
            b[t157][t152] = (*t153)[t157];
            t158 = (long)t7;
            b[t158][t152] = (*t153)[t158];
            t159 = (long)t8;
            b[t159][t152] = (*t153)[t159];
            t160 = (long)t9;
            b[t160][t152] = (*t153)[t160];
        }
    }
    for (; i_1 < 256; i_1++) {
        if (256L >= 32L) {
            t161 = 256L & -32L;
            t2 = 0L;
            do {
                t162 = (long)i_1;
                t163 = (long)i_1;
                t164 = (long)i_1;
                t165 = (long)i_1;
                t166 = (long)(int)((long)0 + t2);
                t167 = (long)(int)((long)0 + (t2 + 8L));
                t168 = (long)(int)((long)0 + (t2 + 16L));
                t169 = (long)(int)((long)0 + (t2 + 24L));
                t170 = _mm256_i32gather_ps(&a[t166][t162], _mm256_setr_epi32(0, 256, 512, 768, 1024, 1280, 1536, 1792), 4);
                t171 = _mm256_i32gather_ps(&a[t167][t163], _mm256_setr_epi32(0, 256, 512, 768, 1024, 1280, 1536, 1792), 4);
                t172 = _mm256_i32gather_ps(&a[t168][t164], _mm256_setr_epi32(0, 256, 512, 768, 1024, 1280, 1536, 1792), 4);
                t173 = _mm256_i32gather_ps(&a[t169][t165], _mm256_setr_epi32(0, 256, 512, 768, 1024, 1280, 1536, 1792), 4);
                _mm256_storeu_ps(&b[t162][t166], t170);
                _mm256_storeu_ps(&b[t163][t167], t171);
                _mm256_storeu_ps(&b[t164][t168], t172);
                _mm256_storeu_ps(&b[t165][t169], t173);
                t2 += 32L;
            } while (t2 < t161);
            j_1 = (int)((long)0 + t161);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 256; j_1++) {
            t174 = (long)i_1;
            t175 = (long)j_1;
            b[t174][t175] = a[t175][t174];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) int main(int argc, char **argv)
{
    vcc_no_contract_body
    __m256i t1;
    long t2;
    unsigned long long h;
    long reps;
    int i;
    int t3;
    long t4;
    __m256i t5;
    __m256i t6;
    __m256i t7;
    __m256i t8;
    __m256i t9;
    __m256 t10;
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256 t16;
    __m256i t17;
    __m256i t18;
    __m256i t19;
    __m256i t20;
    __m256i t21;
    __m256 t22;
    __m256i t23;
    __m256i t24;
    __m256i t25;
    __m256i t26;
    __m256i t27;
    __m256 t28;
    __m256i t29;
    __m256i t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    int j;
    long r;
    unsigned long long h_1;
    float *t34;
    reps = (_mm256_zeroupper(), bench_reps(argc, argv, 2000L));
    for (i = 0; i < 256; i++) {
        t3 = (int)((unsigned int)(int)((unsigned int)i * (unsigned int)31) + (unsigned int)(int)((unsigned int)0 * (unsigned int)17));
        if ((256L >= 32L) & (t3 >= 0)) {
            t4 = 256L & -32L;
            t5 = _mm256_set1_epi32((int)(t3 % 97));
            t6 = _mm256_add_epi32(t5, _mm256_setr_epi32(0, 17, 34, 51, 68, 85, 5, 22));
            t7 = t6;
            t8 = _mm256_sub_epi32(t7, _mm256_set1_epi32((int)97));
            t9 = _mm256_min_epu32(t7, t8);
            t1 = t9;
            t2 = 0L;
            for (;;) {
                t10 = _mm256_cvtepi32_ps(t1);
                _mm256_storeu_ps(&a[i][(int)((long)0 + t2)], t10);
                t11 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)39));
                t12 = t11;
                t13 = _mm256_sub_epi32(t12, _mm256_set1_epi32((int)97));
                t14 = _mm256_min_epu32(t12, t13);
                t15 = t14;
                t16 = _mm256_cvtepi32_ps(t15);
                _mm256_storeu_ps(&a[i][(int)((long)0 + (t2 + 8L))], t16);
                t17 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)78));
                t18 = t17;
                t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32((int)97));
                t20 = _mm256_min_epu32(t18, t19);
                t21 = t20;
                t22 = _mm256_cvtepi32_ps(t21);
                _mm256_storeu_ps(&a[i][(int)((long)0 + (t2 + 16L))], t22);
                t23 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)20));
                t24 = t23;
                t25 = _mm256_sub_epi32(t24, _mm256_set1_epi32((int)97));
                t26 = _mm256_min_epu32(t24, t25);
                t27 = t26;
                t28 = _mm256_cvtepi32_ps(t27);
                _mm256_storeu_ps(&a[i][(int)((long)0 + (t2 + 24L))], t28);
                t2 += 32L;
                t29 = _mm256_add_epi32(t1, _mm256_set1_epi32((int)59));
                t30 = t29;
                t31 = _mm256_sub_epi32(t30, _mm256_set1_epi32((int)97));
                t32 = _mm256_min_epu32(t30, t31);
                t33 = t32;
                if (t2 >= t4) {
                    break;
                }
                t1 = t33;
            }
            j = (int)((long)0 + t4);
        } else {
            j = 0;
        }
        for (; j < 256; j++) {
            a[i][j] = (float)((i * 31 + j * 17) % 97);
        }
    }
    h_1 = 14695981039346656037ULL;
    for (r = 0L; r < reps; r++, h_1 = h) {
        (_mm256_zeroupper(), kernel());
        t34 = &a[r % 256L][r * 7L % 256L];
        *t34 = *t34 + 1.0f;
        if ((r % 64L) == 0L) {
            h = (_mm256_zeroupper(), bench_hash(h_1, (const void *)b, 262144UL));
        } else {
            h = h_1;
        }
    }
    (_mm256_zeroupper(), bench_print("transpose_f32", (_mm256_zeroupper(), bench_hash(h_1, (const void *)b, 262144UL))));
    return 0;
}
