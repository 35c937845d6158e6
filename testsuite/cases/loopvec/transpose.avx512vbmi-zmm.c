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

/* Transposes (unroll_jam.rs's transpose rule, then transpose.rs): `b[i][j] = a[j][i]` reads a
   column of `a` along the inner loop, a strided gather once vectorized. The outer loop is jammed
   by the vector's lanes L, so that one vector iteration gathers L neighbouring columns: those
   are L rows of L consecutive elements, loaded as such and transposed in registers. Rows are W
   elements apart; the inner count is a constant below W (with a symbolic one, rows further
   than W apart might be one element: not jammed), the outer one m runs over sizes that are
   and are not multiples of L (the outer remainder runs in the original nest, the inner one in
   the epilogue); `transpose_1`'s inner loop is shorter than a vector: not jammed. `in_place` (a[i][j] = a[j][i] + 1 on one matrix: jamming would reorder a
   read and a write of one element) and `shifted` (writes the column the next outer iteration
   reads at an earlier inner iteration) must not be jammed. */
#include "harness.h"
/* vcc-test: expect-vectorized 15 */

#define W 72

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    int t10;
    int t11;
    int t12;
    int t13;
    int t14;
    int t15;
    int t16;
    int t17;
    long t18;
    __m512 t19;
    long t20;
    long t21;
    const float *t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512 t48;
    __m512 t49;
    __m512 t50;
    __m512 t51;
    __m512 t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    __m512 t56;
    __m512 t57;
    __m512 t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    __m512 t63;
    __m512 t64;
    __m512 t65;
    __m512 t66;
    __m512 t67;
    __m512 t68;
    __m512 t69;
    __m512 t70;
    __m512 t71;
    __m512 t72;
    __m512 t73;
    __m512 t74;
    __m512 t75;
    __m512 t76;
    __m512 t77;
    __m512 t78;
    __m512 t79;
    __m512 t80;
    __m512 t81;
    __m512 t82;
    __m512 t83;
    __m512 t84;
    __m512 t85;
    __m512 t86;
    __m512 t87;
    __m512 t88;
    __m512 t89;
    __m512 t90;
    __m512 t91;
    __m512 t92;
    __m512 t93;
    __m512 t94;
    __m512 t95;
    __m512 t96;
    __m512 t97;
    __m512 t98;
    __m512 t99;
    __m512 t100;
    __m512 t101;
    __m512 t102;
    __m512 t103;
    __m512 t104;
    __m512 t105;
    __m512 t106;
    __m512 t107;
    __m512 t108;
    __m512 t109;
    __m512 t110;
    __m512 t111;
    __m512 t112;
    __m512 t113;
    __m512 t114;
    __m512 t115;
    __m512 t116;
    __m512 t117;
    __m512 t118;
    int t119;
    long t120;
    __m512i t121;
    __mmask16 t122;
    __m512 t123;
    long t124;
    long t125;
    long t126;
    const float (*t127)[72];
    __m512 t128;
    __m512 t129;
    long t130;
    __m512 t131;
    __m512 t132;
    long t133;
    __m512 t134;
    __m512 t135;
    long t136;
    __m512 t137;
    __m512 t138;
    long t139;
    __m512 t140;
    __m512 t141;
    long t142;
    __m512 t143;
    __m512 t144;
    long t145;
    __m512 t146;
    __m512 t147;
    long t148;
    __m512 t149;
    __m512 t150;
    long t151;
    __m512 t152;
    __m512 t153;
    long t154;
    __m512 t155;
    __m512 t156;
    long t157;
    __m512 t158;
    __m512 t159;
    long t160;
    __m512 t161;
    __m512 t162;
    long t163;
    __m512 t164;
    __m512 t165;
    long t166;
    __m512 t167;
    __m512 t168;
    long t169;
    __m512 t170;
    __m512 t171;
    long t172;
    __m512 t173;
    __m512 t174;
    int j;
    long t175;
    long t176;
    const float (*t177)[72];
    long t178;
    long t179;
    long t180;
    long t181;
    long t182;
    long t183;
    long t184;
    long t185;
    long t186;
    long t187;
    long t188;
    long t189;
    long t190;
    long t191;
    long t192;
    int i_1;
    long t193;
    __m512 t194;
    long t195;
    long t196;
    __m512 t197;
    __m512 t198;
    int t199;
    long t200;
    __m512i t201;
    __mmask16 t202;
    __m512 t203;
    long t204;
    long t205;
    long t206;
    __m512 t207;
    __m512 t208;
    int j_1;
    long t209;
    long t210;
    i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        if (53L >= 16L) {
            t18 = 53L & -16L;
            t19 = _mm512_set1_ps(s);
            t1 = 0L;
            do {
                t20 = (long)i;
                t21 = (long)(int)((long)0 + t1);
                t22 = &a[t21][t20];
                t23 = _mm512_loadu_ps(t22 + 0);
                t24 = _mm512_loadu_ps(t22 + 72);
                t25 = _mm512_loadu_ps(t22 + 144);
                t26 = _mm512_loadu_ps(t22 + 216);
                t27 = _mm512_loadu_ps(t22 + 288);
                t28 = _mm512_loadu_ps(t22 + 360);
                t29 = _mm512_loadu_ps(t22 + 432);
                t30 = _mm512_loadu_ps(t22 + 504);
                t31 = _mm512_loadu_ps(t22 + 576);
                t32 = _mm512_loadu_ps(t22 + 648);
                t33 = _mm512_loadu_ps(t22 + 720);
                t34 = _mm512_loadu_ps(t22 + 792);
                t35 = _mm512_loadu_ps(t22 + 864);
                t36 = _mm512_loadu_ps(t22 + 936);
                t37 = _mm512_loadu_ps(t22 + 1008);
                t38 = _mm512_loadu_ps(t22 + 1080);
                t39 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
                t40 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
                t41 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t32);
                t42 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t32);
                t43 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
                t44 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
                t45 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t34);
                t46 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t34);
                t47 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t35);
                t48 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t35);
                t49 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
                t50 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
                t51 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t37);
                t52 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t37);
                t53 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t38);
                t54 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t38);
                t55 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
                t56 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
                t57 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
                t58 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
                t59 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
                t60 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
                t61 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
                t62 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
                t63 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
                t64 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
                t65 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
                t66 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
                t67 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
                t68 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
                t69 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t54);
                t70 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t54);
                t71 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
                t72 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
                t73 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
                t74 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
                t75 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
                t76 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
                t77 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
                t78 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
                t79 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
                t80 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
                t81 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
                t82 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
                t83 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
                t84 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
                t85 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t70);
                t86 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t70);
                t87 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
                t88 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
                t89 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
                t90 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
                t91 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
                t92 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
                t93 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
                t94 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
                t95 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
                t96 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
                t97 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
                t98 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
                t99 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
                t100 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
                t101 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t86);
                t102 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t86);
                t103 = _mm512_mul_ps(t87, t19);
                _mm512_storeu_ps(&b[t20][t21], t103);
                t104 = _mm512_mul_ps(t88, t19);
                _mm512_storeu_ps(&b[t3][t21], t104);
                t105 = _mm512_mul_ps(t89, t19);
                _mm512_storeu_ps(&b[t4][t21], t105);
                t106 = _mm512_mul_ps(t90, t19);
                _mm512_storeu_ps(&b[t5][t21], t106);
                t107 = _mm512_mul_ps(t91, t19);
                _mm512_storeu_ps(&b[t6][t21], t107);
                t108 = _mm512_mul_ps(t92, t19);
                _mm512_storeu_ps(&b[t7][t21], t108);
                t109 = _mm512_mul_ps(t93, t19);
                _mm512_storeu_ps(&b[t8][t21], t109);
                t110 = _mm512_mul_ps(t94, t19);
                _mm512_storeu_ps(&b[t9][t21], t110);
                t111 = _mm512_mul_ps(t95, t19);
                _mm512_storeu_ps(&b[t10][t21], t111);
                t112 = _mm512_mul_ps(t96, t19);
                _mm512_storeu_ps(&b[t11][t21], t112);
                t113 = _mm512_mul_ps(t97, t19);
                _mm512_storeu_ps(&b[t12][t21], t113);
                t114 = _mm512_mul_ps(t98, t19);
                _mm512_storeu_ps(&b[t13][t21], t114);
                t115 = _mm512_mul_ps(t99, t19);
                _mm512_storeu_ps(&b[t14][t21], t115);
                t116 = _mm512_mul_ps(t100, t19);
                _mm512_storeu_ps(&b[t15][t21], t116);
                t117 = _mm512_mul_ps(t101, t19);
                _mm512_storeu_ps(&b[t16][t21], t117);
                t118 = _mm512_mul_ps(t102, t19);
                _mm512_storeu_ps(&b[t17][t21], t118);
                t1 += 16L;
            } while (t1 < t18);
            t119 = (int)((long)0 + t18);
        } else {
            t119 = 0;
        }
        t120 = (long)t119 * -1L + 53L;
        if ((t120 >= 1L) & (t120 <= 16L)) {
            t121 = _mm512_set1_epi32((int)(int)t120);
            t122 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t121, _MM_CMPINT_LT);
            t123 = _mm512_set1_ps(s);
            t124 = 0L;
            t125 = (long)i;
            t126 = (long)(int)((long)t119 + t124);
            t127 = a + t126;
            t128 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t125], 4);
            t129 = _mm512_mul_ps(t128, t123);
            _mm512_mask_storeu_ps(&b[t125][t126], t122, t129);
            t130 = (long)t3;
            t131 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t130], 4);
            t132 = _mm512_mul_ps(t131, t123);
            _mm512_mask_storeu_ps(&b[t130][t126], t122, t132);
            t133 = (long)t4;
            t134 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t133], 4);
            t135 = _mm512_mul_ps(t134, t123);
            _mm512_mask_storeu_ps(&b[t133][t126], t122, t135);
            t136 = (long)t5;
            t137 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t136], 4);
            t138 = _mm512_mul_ps(t137, t123);
            _mm512_mask_storeu_ps(&b[t136][t126], t122, t138);
            t139 = (long)t6;
            t140 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t139], 4);
            t141 = _mm512_mul_ps(t140, t123);
            _mm512_mask_storeu_ps(&b[t139][t126], t122, t141);
            t142 = (long)t7;
            t143 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t142], 4);
            t144 = _mm512_mul_ps(t143, t123);
            _mm512_mask_storeu_ps(&b[t142][t126], t122, t144);
            t145 = (long)t8;
            t146 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t145], 4);
            t147 = _mm512_mul_ps(t146, t123);
            _mm512_mask_storeu_ps(&b[t145][t126], t122, t147);
            t148 = (long)t9;
            t149 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t148], 4);
            t150 = _mm512_mul_ps(t149, t123);
            _mm512_mask_storeu_ps(&b[t148][t126], t122, t150);
            t151 = (long)t10;
            t152 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t151], 4);
            t153 = _mm512_mul_ps(t152, t123);
            _mm512_mask_storeu_ps(&b[t151][t126], t122, t153);
            t154 = (long)t11;
            t155 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t154], 4);
            t156 = _mm512_mul_ps(t155, t123);
            _mm512_mask_storeu_ps(&b[t154][t126], t122, t156);
            t157 = (long)t12;
            t158 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t157], 4);
            t159 = _mm512_mul_ps(t158, t123);
            _mm512_mask_storeu_ps(&b[t157][t126], t122, t159);
            t160 = (long)t13;
            t161 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t160], 4);
            t162 = _mm512_mul_ps(t161, t123);
            _mm512_mask_storeu_ps(&b[t160][t126], t122, t162);
            t163 = (long)t14;
            t164 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t163], 4);
            t165 = _mm512_mul_ps(t164, t123);
            _mm512_mask_storeu_ps(&b[t163][t126], t122, t165);
            t166 = (long)t15;
            t167 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t166], 4);
            t168 = _mm512_mul_ps(t167, t123);
            _mm512_mask_storeu_ps(&b[t166][t126], t122, t168);
            t169 = (long)t16;
            t170 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t169], 4);
            t171 = _mm512_mul_ps(t170, t123);
            _mm512_mask_storeu_ps(&b[t169][t126], t122, t171);
            t172 = (long)t17;
            t173 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t122, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t127)[t172], 4);
            t174 = _mm512_mul_ps(t173, t123);
            _mm512_mask_storeu_ps(&b[t172][t126], t122, t174);
            j = (int)((long)t119 + t120);
        } else {
            j = t119;
        }
        for (; j < 53; j++) {
            t175 = (long)i;
            t176 = (long)j;
            t177 = a + t176;
            b[t175][t176] = (*t177)[t175] * s;
            t178 = (long)t3;
            b[t178][t176] = (*t177)[t178] * s;
            t179 = (long)t4;
            b[t179][t176] = (*t177)[t179] * s;
            t180 = (long)t5;
            b[t180][t176] = (*t177)[t180] * s;
            t181 = (long)t6;
            b[t181][t176] = (*t177)[t181] * s;
            t182 = (long)t7;
            b[t182][t176] = (*t177)[t182] * s;
            t183 = (long)t8;
            b[t183][t176] = (*t177)[t183] * s;
            t184 = (long)t9;
            b[t184][t176] = (*t177)[t184] * s;
            t185 = (long)t10;
            b[t185][t176] = (*t177)[t185] * s;
            t186 = (long)t11;
            b[t186][t176] = (*t177)[t186] * s;
            t187 = (long)t12;
            b[t187][t176] = (*t177)[t187] * s;
            t188 = (long)t13;
            b[t188][t176] = (*t177)[t188] * s;
            t189 = (long)t14;
            b[t189][t176] = (*t177)[t189] * s;
            t190 = (long)t15;
            b[t190][t176] = (*t177)[t190] * s;
            t191 = (long)t16;
            b[t191][t176] = (*t177)[t191] * s;
            t192 = (long)t17;
            b[t192][t176] = (*t177)[t192] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (53L >= 16L) {
            t193 = 53L & -16L;
            t194 = _mm512_set1_ps(s);
            t2 = 0L;
            do {
                t195 = (long)i_1;
                t196 = (long)(int)((long)0 + t2);
                t197 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t196][t195], 4);
                t198 = _mm512_mul_ps(t197, t194);
                _mm512_storeu_ps(&b[t195][t196], t198);
                t2 += 16L;
            } while (t2 < t193);
            t199 = (int)((long)0 + t193);
        } else {
            t199 = 0;
        }
        t200 = (long)t199 * -1L + 53L;
        if ((t200 >= 1L) & (t200 <= 16L)) {
            t201 = _mm512_set1_epi32((int)(int)t200);
            t202 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t201, _MM_CMPINT_LT);
            t203 = _mm512_set1_ps(s);
            t204 = 0L;
            t205 = (long)i_1;
            t206 = (long)(int)((long)t199 + t204);
            t207 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t202, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t206][t205], 4);
            t208 = _mm512_mul_ps(t207, t203);
            _mm512_mask_storeu_ps(&b[t205][t206], t202, t208);
            j_1 = (int)((long)t199 + t200);
        } else {
            j_1 = t199;
        }
        for (; j_1 < 53; j_1++) {
            t209 = (long)i_1;
            t210 = (long)j_1;
            b[t209][t210] = a[t210][t209] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    __m256 t11;
    long t12;
    long t13;
    const float *t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
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
    int j;
    long t55;
    long t56;
    const float (*t57)[72];
    long t58;
    long t59;
    long t60;
    long t61;
    long t62;
    long t63;
    long t64;
    int i_1;
    long t65;
    __m256 t66;
    long t67;
    long t68;
    __m256 t69;
    __m256 t70;
    int j_1;
    long t71;
    long t72;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (9L >= 8L) {
            t10 = 9L & -8L;
            t11 = _mm256_set1_ps(s);
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)(int)((long)0 + t1);
                t14 = &a[t13][t12];
                t15 = _mm256_loadu_ps(t14 + 0);
                t16 = _mm256_loadu_ps(t14 + 72);
                t17 = _mm256_loadu_ps(t14 + 144);
                t18 = _mm256_loadu_ps(t14 + 216);
                t19 = _mm256_loadu_ps(t14 + 288);
                t20 = _mm256_loadu_ps(t14 + 360);
                t21 = _mm256_loadu_ps(t14 + 432);
                t22 = _mm256_loadu_ps(t14 + 504);
                t23 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t19);
                t24 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t19);
                t25 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
                t26 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
                t27 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t21);
                t28 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t21);
                t29 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
                t30 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
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
                t47 = _mm256_mul_ps(t39, t11);
                _mm256_storeu_ps(&b[t12][t13], t47);
                t48 = _mm256_mul_ps(t40, t11);
                _mm256_storeu_ps(&b[t3][t13], t48);
                t49 = _mm256_mul_ps(t41, t11);
                _mm256_storeu_ps(&b[t4][t13], t49);
                t50 = _mm256_mul_ps(t42, t11);
                _mm256_storeu_ps(&b[t5][t13], t50);
                t51 = _mm256_mul_ps(t43, t11);
                _mm256_storeu_ps(&b[t6][t13], t51);
                t52 = _mm256_mul_ps(t44, t11);
                _mm256_storeu_ps(&b[t7][t13], t52);
                t53 = _mm256_mul_ps(t45, t11);
                _mm256_storeu_ps(&b[t8][t13], t53);
                t54 = _mm256_mul_ps(t46, t11);
                _mm256_storeu_ps(&b[t9][t13], t54);
                t1 += 8L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 9; j++) {
            t55 = (long)i;
            t56 = (long)j;
            t57 = a + t56;
            b[t55][t56] = (*t57)[t55] * s;
            t58 = (long)t3;
            b[t58][t56] = (*t57)[t58] * s;
            t59 = (long)t4;
            b[t59][t56] = (*t57)[t59] * s;
            t60 = (long)t5;
            b[t60][t56] = (*t57)[t60] * s;
            t61 = (long)t6;
            b[t61][t56] = (*t57)[t61] * s;
            t62 = (long)t7;
            b[t62][t56] = (*t57)[t62] * s;
            t63 = (long)t8;
            b[t63][t56] = (*t57)[t63] * s;
            t64 = (long)t9;
            b[t64][t56] = (*t57)[t64] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (9L >= 8L) {
            t65 = 9L & -8L;
            t66 = _mm256_set1_ps(s);
            t2 = 0L;
            do {
                t67 = (long)i_1;
                t68 = (long)(int)((long)0 + t2);
                t69 = _mm256_i32gather_ps(&a[t68][t67], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t70 = _mm256_mul_ps(t69, t66);
                _mm256_storeu_ps(&b[t67][t68], t70);
                t2 += 8L;
            } while (t2 < t65);
            j_1 = (int)((long)0 + t65);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 9; j_1++) {
            t71 = (long)i_1;
            t72 = (long)j_1;
            b[t71][t72] = a[t72][t71] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    __m256 t11;
    long t12;
    long t13;
    const float *t14;
    __m256 t15;
    __m256 t16;
    __m256 t17;
    __m256 t18;
    __m256 t19;
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
    int j;
    long t55;
    long t56;
    const float (*t57)[72];
    long t58;
    long t59;
    long t60;
    long t61;
    long t62;
    long t63;
    long t64;
    int i_1;
    long t65;
    __m256 t66;
    long t67;
    long t68;
    __m256 t69;
    __m256 t70;
    int j_1;
    long t71;
    long t72;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (8L >= 8L) {
            t10 = 8L & -8L;
            t11 = _mm256_set1_ps(s);
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)(int)((long)0 + t1);
                t14 = &a[t13][t12];
                t15 = _mm256_loadu_ps(t14 + 0);
                t16 = _mm256_loadu_ps(t14 + 72);
                t17 = _mm256_loadu_ps(t14 + 144);
                t18 = _mm256_loadu_ps(t14 + 216);
                t19 = _mm256_loadu_ps(t14 + 288);
                t20 = _mm256_loadu_ps(t14 + 360);
                t21 = _mm256_loadu_ps(t14 + 432);
                t22 = _mm256_loadu_ps(t14 + 504);
                t23 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t19);
                t24 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t19);
                t25 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
                t26 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
                t27 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t21);
                t28 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t21);
                t29 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
                t30 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
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
                t47 = _mm256_mul_ps(t39, t11);
                _mm256_storeu_ps(&b[t12][t13], t47);
                t48 = _mm256_mul_ps(t40, t11);
                _mm256_storeu_ps(&b[t3][t13], t48);
                t49 = _mm256_mul_ps(t41, t11);
                _mm256_storeu_ps(&b[t4][t13], t49);
                t50 = _mm256_mul_ps(t42, t11);
                _mm256_storeu_ps(&b[t5][t13], t50);
                t51 = _mm256_mul_ps(t43, t11);
                _mm256_storeu_ps(&b[t6][t13], t51);
                t52 = _mm256_mul_ps(t44, t11);
                _mm256_storeu_ps(&b[t7][t13], t52);
                t53 = _mm256_mul_ps(t45, t11);
                _mm256_storeu_ps(&b[t8][t13], t53);
                t54 = _mm256_mul_ps(t46, t11);
                _mm256_storeu_ps(&b[t9][t13], t54);
                t1 += 8L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 8; j++) {
            t55 = (long)i;
            t56 = (long)j;
            t57 = a + t56;
            b[t55][t56] = (*t57)[t55] * s;
            t58 = (long)t3;
            b[t58][t56] = (*t57)[t58] * s;
            t59 = (long)t4;
            b[t59][t56] = (*t57)[t59] * s;
            t60 = (long)t5;
            b[t60][t56] = (*t57)[t60] * s;
            t61 = (long)t6;
            b[t61][t56] = (*t57)[t61] * s;
            t62 = (long)t7;
            b[t62][t56] = (*t57)[t62] * s;
            t63 = (long)t8;
            b[t63][t56] = (*t57)[t63] * s;
            t64 = (long)t9;
            b[t64][t56] = (*t57)[t64] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (8L >= 8L) {
            t65 = 8L & -8L;
            t66 = _mm256_set1_ps(s);
            t2 = 0L;
            do {
                t67 = (long)i_1;
                t68 = (long)(int)((long)0 + t2);
                t69 = _mm256_i32gather_ps(&a[t68][t67], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t70 = _mm256_mul_ps(t69, t66);
                _mm256_storeu_ps(&b[t67][t68], t70);
                t2 += 8L;
            } while (t2 < t65);
            j_1 = (int)((long)0 + t65);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 8; j_1++) {
            t71 = (long)i_1;
            t72 = (long)j_1;
            b[t71][t72] = a[t72][t71] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    int t10;
    int t11;
    int t12;
    int t13;
    int t14;
    int t15;
    int t16;
    int t17;
    long t18;
    __m512 t19;
    long t20;
    long t21;
    const float *t22;
    __m512 t23;
    __m512 t24;
    __m512 t25;
    __m512 t26;
    __m512 t27;
    __m512 t28;
    __m512 t29;
    __m512 t30;
    __m512 t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512 t48;
    __m512 t49;
    __m512 t50;
    __m512 t51;
    __m512 t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    __m512 t56;
    __m512 t57;
    __m512 t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    __m512 t63;
    __m512 t64;
    __m512 t65;
    __m512 t66;
    __m512 t67;
    __m512 t68;
    __m512 t69;
    __m512 t70;
    __m512 t71;
    __m512 t72;
    __m512 t73;
    __m512 t74;
    __m512 t75;
    __m512 t76;
    __m512 t77;
    __m512 t78;
    __m512 t79;
    __m512 t80;
    __m512 t81;
    __m512 t82;
    __m512 t83;
    __m512 t84;
    __m512 t85;
    __m512 t86;
    __m512 t87;
    __m512 t88;
    __m512 t89;
    __m512 t90;
    __m512 t91;
    __m512 t92;
    __m512 t93;
    __m512 t94;
    __m512 t95;
    __m512 t96;
    __m512 t97;
    __m512 t98;
    __m512 t99;
    __m512 t100;
    __m512 t101;
    __m512 t102;
    __m512 t103;
    __m512 t104;
    __m512 t105;
    __m512 t106;
    __m512 t107;
    __m512 t108;
    __m512 t109;
    __m512 t110;
    __m512 t111;
    __m512 t112;
    __m512 t113;
    __m512 t114;
    __m512 t115;
    __m512 t116;
    __m512 t117;
    __m512 t118;
    int j;
    long t119;
    long t120;
    const float (*t121)[72];
    long t122;
    long t123;
    long t124;
    long t125;
    long t126;
    long t127;
    long t128;
    long t129;
    long t130;
    long t131;
    long t132;
    long t133;
    long t134;
    long t135;
    long t136;
    int i_1;
    long t137;
    __m512 t138;
    long t139;
    long t140;
    __m512 t141;
    __m512 t142;
    int j_1;
    long t143;
    long t144;
    i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        if (17L >= 16L) {
            t18 = 17L & -16L;
            t19 = _mm512_set1_ps(s);
            t1 = 0L;
            do {
                t20 = (long)i;
                t21 = (long)(int)((long)0 + t1);
                t22 = &a[t21][t20];
                t23 = _mm512_loadu_ps(t22 + 0);
                t24 = _mm512_loadu_ps(t22 + 72);
                t25 = _mm512_loadu_ps(t22 + 144);
                t26 = _mm512_loadu_ps(t22 + 216);
                t27 = _mm512_loadu_ps(t22 + 288);
                t28 = _mm512_loadu_ps(t22 + 360);
                t29 = _mm512_loadu_ps(t22 + 432);
                t30 = _mm512_loadu_ps(t22 + 504);
                t31 = _mm512_loadu_ps(t22 + 576);
                t32 = _mm512_loadu_ps(t22 + 648);
                t33 = _mm512_loadu_ps(t22 + 720);
                t34 = _mm512_loadu_ps(t22 + 792);
                t35 = _mm512_loadu_ps(t22 + 864);
                t36 = _mm512_loadu_ps(t22 + 936);
                t37 = _mm512_loadu_ps(t22 + 1008);
                t38 = _mm512_loadu_ps(t22 + 1080);
                t39 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
                t40 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
                t41 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t32);
                t42 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t32);
                t43 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
                t44 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
                t45 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t34);
                t46 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t34);
                t47 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t35);
                t48 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t35);
                t49 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
                t50 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
                t51 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t37);
                t52 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t37);
                t53 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t38);
                t54 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t38);
                t55 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
                t56 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
                t57 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
                t58 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
                t59 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
                t60 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
                t61 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
                t62 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
                t63 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
                t64 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
                t65 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
                t66 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
                t67 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
                t68 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
                t69 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t54);
                t70 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t54);
                t71 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
                t72 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
                t73 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
                t74 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
                t75 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
                t76 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
                t77 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
                t78 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
                t79 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
                t80 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
                t81 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
                t82 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
                t83 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
                t84 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
                t85 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t70);
                t86 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t70);
                t87 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
                t88 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
                t89 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
                t90 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
                t91 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
                t92 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
                t93 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
                t94 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
                t95 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
                t96 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
                t97 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
                t98 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
                t99 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
                t100 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
                t101 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t86);
                t102 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t86);
                t103 = _mm512_mul_ps(t87, t19);
                _mm512_storeu_ps(&b[t20][t21], t103);
                t104 = _mm512_mul_ps(t88, t19);
                _mm512_storeu_ps(&b[t3][t21], t104);
                t105 = _mm512_mul_ps(t89, t19);
                _mm512_storeu_ps(&b[t4][t21], t105);
                t106 = _mm512_mul_ps(t90, t19);
                _mm512_storeu_ps(&b[t5][t21], t106);
                t107 = _mm512_mul_ps(t91, t19);
                _mm512_storeu_ps(&b[t6][t21], t107);
                t108 = _mm512_mul_ps(t92, t19);
                _mm512_storeu_ps(&b[t7][t21], t108);
                t109 = _mm512_mul_ps(t93, t19);
                _mm512_storeu_ps(&b[t8][t21], t109);
                t110 = _mm512_mul_ps(t94, t19);
                _mm512_storeu_ps(&b[t9][t21], t110);
                t111 = _mm512_mul_ps(t95, t19);
                _mm512_storeu_ps(&b[t10][t21], t111);
                t112 = _mm512_mul_ps(t96, t19);
                _mm512_storeu_ps(&b[t11][t21], t112);
                t113 = _mm512_mul_ps(t97, t19);
                _mm512_storeu_ps(&b[t12][t21], t113);
                t114 = _mm512_mul_ps(t98, t19);
                _mm512_storeu_ps(&b[t13][t21], t114);
                t115 = _mm512_mul_ps(t99, t19);
                _mm512_storeu_ps(&b[t14][t21], t115);
                t116 = _mm512_mul_ps(t100, t19);
                _mm512_storeu_ps(&b[t15][t21], t116);
                t117 = _mm512_mul_ps(t101, t19);
                _mm512_storeu_ps(&b[t16][t21], t117);
                t118 = _mm512_mul_ps(t102, t19);
                _mm512_storeu_ps(&b[t17][t21], t118);
                t1 += 16L;
            } while (t1 < t18);
            j = (int)((long)0 + t18);
        } else {
            j = 0;
        }
        for (; j < 17; j++) {
            t119 = (long)i;
            t120 = (long)j;
            t121 = a + t120;
            b[t119][t120] = (*t121)[t119] * s;
            t122 = (long)t3;
            b[t122][t120] = (*t121)[t122] * s;
            t123 = (long)t4;
            b[t123][t120] = (*t121)[t123] * s;
            t124 = (long)t5;
            b[t124][t120] = (*t121)[t124] * s;
            t125 = (long)t6;
            b[t125][t120] = (*t121)[t125] * s;
            t126 = (long)t7;
            b[t126][t120] = (*t121)[t126] * s;
            t127 = (long)t8;
            b[t127][t120] = (*t121)[t127] * s;
            t128 = (long)t9;
            b[t128][t120] = (*t121)[t128] * s;
            t129 = (long)t10;
            b[t129][t120] = (*t121)[t129] * s;
            t130 = (long)t11;
            b[t130][t120] = (*t121)[t130] * s;
            t131 = (long)t12;
            b[t131][t120] = (*t121)[t131] * s;
            t132 = (long)t13;
            b[t132][t120] = (*t121)[t132] * s;
            t133 = (long)t14;
            b[t133][t120] = (*t121)[t133] * s;
            t134 = (long)t15;
            b[t134][t120] = (*t121)[t134] * s;
            t135 = (long)t16;
            b[t135][t120] = (*t121)[t135] * s;
            t136 = (long)t17;
            b[t136][t120] = (*t121)[t136] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (17L >= 16L) {
            t137 = 17L & -16L;
            t138 = _mm512_set1_ps(s);
            t2 = 0L;
            do {
                t139 = (long)i_1;
                t140 = (long)(int)((long)0 + t2);
                t141 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t140][t139], 4);
                t142 = _mm512_mul_ps(t141, t138);
                _mm512_storeu_ps(&b[t139][t140], t142);
                t2 += 16L;
            } while (t2 < t137);
            j_1 = (int)((long)0 + t137);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 17; j_1++) {
            t143 = (long)i_1;
            t144 = (long)j_1;
            b[t143][t144] = a[t144][t143] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    int t10;
    int t11;
    int t12;
    int t13;
    int t14;
    int t15;
    int t16;
    int t17;
    long t18;
    __m512 t19;
    long t20;
    long t21;
    long t22;
    long t23;
    long t24;
    long t25;
    long t26;
    long t27;
    const float *t28;
    const float *t29;
    const float *t30;
    const float *t31;
    __m512 t32;
    __m512 t33;
    __m512 t34;
    __m512 t35;
    __m512 t36;
    __m512 t37;
    __m512 t38;
    __m512 t39;
    __m512 t40;
    __m512 t41;
    __m512 t42;
    __m512 t43;
    __m512 t44;
    __m512 t45;
    __m512 t46;
    __m512 t47;
    __m512 t48;
    __m512 t49;
    __m512 t50;
    __m512 t51;
    __m512 t52;
    __m512 t53;
    __m512 t54;
    __m512 t55;
    __m512 t56;
    __m512 t57;
    __m512 t58;
    __m512 t59;
    __m512 t60;
    __m512 t61;
    __m512 t62;
    __m512 t63;
    __m512 t64;
    __m512 t65;
    __m512 t66;
    __m512 t67;
    __m512 t68;
    __m512 t69;
    __m512 t70;
    __m512 t71;
    __m512 t72;
    __m512 t73;
    __m512 t74;
    __m512 t75;
    __m512 t76;
    __m512 t77;
    __m512 t78;
    __m512 t79;
    __m512 t80;
    __m512 t81;
    __m512 t82;
    __m512 t83;
    __m512 t84;
    __m512 t85;
    __m512 t86;
    __m512 t87;
    __m512 t88;
    __m512 t89;
    __m512 t90;
    __m512 t91;
    __m512 t92;
    __m512 t93;
    __m512 t94;
    __m512 t95;
    __m512 t96;
    __m512 t97;
    __m512 t98;
    __m512 t99;
    __m512 t100;
    __m512 t101;
    __m512 t102;
    __m512 t103;
    __m512 t104;
    __m512 t105;
    __m512 t106;
    __m512 t107;
    __m512 t108;
    __m512 t109;
    __m512 t110;
    __m512 t111;
    __m512 t112;
    __m512 t113;
    __m512 t114;
    __m512 t115;
    __m512 t116;
    __m512 t117;
    __m512 t118;
    __m512 t119;
    __m512 t120;
    __m512 t121;
    __m512 t122;
    __m512 t123;
    __m512 t124;
    __m512 t125;
    __m512 t126;
    __m512 t127;
    __m512 t128;
    __m512 t129;
    __m512 t130;
    __m512 t131;
    __m512 t132;
    __m512 t133;
    __m512 t134;
    __m512 t135;
    __m512 t136;
    __m512 t137;
    __m512 t138;
    __m512 t139;
    __m512 t140;
    __m512 t141;
    __m512 t142;
    __m512 t143;
    __m512 t144;
    __m512 t145;
    __m512 t146;
    __m512 t147;
    __m512 t148;
    __m512 t149;
    __m512 t150;
    __m512 t151;
    __m512 t152;
    __m512 t153;
    __m512 t154;
    __m512 t155;
    __m512 t156;
    __m512 t157;
    __m512 t158;
    __m512 t159;
    __m512 t160;
    __m512 t161;
    __m512 t162;
    __m512 t163;
    __m512 t164;
    __m512 t165;
    __m512 t166;
    __m512 t167;
    __m512 t168;
    __m512 t169;
    __m512 t170;
    __m512 t171;
    __m512 t172;
    __m512 t173;
    __m512 t174;
    __m512 t175;
    __m512 t176;
    __m512 t177;
    __m512 t178;
    __m512 t179;
    __m512 t180;
    __m512 t181;
    __m512 t182;
    __m512 t183;
    __m512 t184;
    __m512 t185;
    __m512 t186;
    __m512 t187;
    __m512 t188;
    __m512 t189;
    __m512 t190;
    __m512 t191;
    __m512 t192;
    __m512 t193;
    __m512 t194;
    __m512 t195;
    __m512 t196;
    __m512 t197;
    __m512 t198;
    __m512 t199;
    __m512 t200;
    __m512 t201;
    __m512 t202;
    __m512 t203;
    __m512 t204;
    __m512 t205;
    __m512 t206;
    __m512 t207;
    __m512 t208;
    __m512 t209;
    __m512 t210;
    __m512 t211;
    __m512 t212;
    __m512 t213;
    __m512 t214;
    __m512 t215;
    __m512 t216;
    __m512 t217;
    __m512 t218;
    __m512 t219;
    __m512 t220;
    __m512 t221;
    __m512 t222;
    __m512 t223;
    __m512 t224;
    __m512 t225;
    __m512 t226;
    __m512 t227;
    __m512 t228;
    __m512 t229;
    __m512 t230;
    __m512 t231;
    __m512 t232;
    __m512 t233;
    __m512 t234;
    __m512 t235;
    __m512 t236;
    __m512 t237;
    __m512 t238;
    __m512 t239;
    __m512 t240;
    __m512 t241;
    __m512 t242;
    __m512 t243;
    __m512 t244;
    __m512 t245;
    __m512 t246;
    __m512 t247;
    __m512 t248;
    __m512 t249;
    __m512 t250;
    __m512 t251;
    __m512 t252;
    __m512 t253;
    __m512 t254;
    __m512 t255;
    __m512 t256;
    __m512 t257;
    __m512 t258;
    __m512 t259;
    __m512 t260;
    __m512 t261;
    __m512 t262;
    __m512 t263;
    __m512 t264;
    __m512 t265;
    __m512 t266;
    __m512 t267;
    __m512 t268;
    __m512 t269;
    __m512 t270;
    __m512 t271;
    __m512 t272;
    __m512 t273;
    __m512 t274;
    __m512 t275;
    __m512 t276;
    __m512 t277;
    __m512 t278;
    __m512 t279;
    __m512 t280;
    __m512 t281;
    __m512 t282;
    __m512 t283;
    __m512 t284;
    __m512 t285;
    __m512 t286;
    __m512 t287;
    __m512 t288;
    __m512 t289;
    __m512 t290;
    __m512 t291;
    __m512 t292;
    __m512 t293;
    __m512 t294;
    __m512 t295;
    __m512 t296;
    __m512 t297;
    __m512 t298;
    __m512 t299;
    __m512 t300;
    __m512 t301;
    __m512 t302;
    __m512 t303;
    __m512 t304;
    __m512 t305;
    __m512 t306;
    __m512 t307;
    __m512 t308;
    __m512 t309;
    __m512 t310;
    __m512 t311;
    __m512 t312;
    __m512 t313;
    __m512 t314;
    __m512 t315;
    __m512 t316;
    __m512 t317;
    __m512 t318;
    __m512 t319;
    __m512 t320;
    __m512 t321;
    __m512 t322;
    __m512 t323;
    __m512 t324;
    __m512 t325;
    __m512 t326;
    __m512 t327;
    __m512 t328;
    __m512 t329;
    __m512 t330;
    __m512 t331;
    __m512 t332;
    __m512 t333;
    __m512 t334;
    __m512 t335;
    __m512 t336;
    __m512 t337;
    __m512 t338;
    __m512 t339;
    __m512 t340;
    __m512 t341;
    __m512 t342;
    __m512 t343;
    __m512 t344;
    __m512 t345;
    __m512 t346;
    __m512 t347;
    __m512 t348;
    __m512 t349;
    __m512 t350;
    __m512 t351;
    __m512 t352;
    __m512 t353;
    __m512 t354;
    __m512 t355;
    __m512 t356;
    __m512 t357;
    __m512 t358;
    __m512 t359;
    __m512 t360;
    __m512 t361;
    __m512 t362;
    __m512 t363;
    __m512 t364;
    __m512 t365;
    __m512 t366;
    __m512 t367;
    __m512 t368;
    __m512 t369;
    __m512 t370;
    __m512 t371;
    __m512 t372;
    __m512 t373;
    __m512 t374;
    __m512 t375;
    __m512 t376;
    __m512 t377;
    __m512 t378;
    __m512 t379;
    __m512 t380;
    __m512 t381;
    __m512 t382;
    __m512 t383;
    __m512 t384;
    __m512 t385;
    __m512 t386;
    __m512 t387;
    __m512 t388;
    __m512 t389;
    __m512 t390;
    __m512 t391;
    __m512 t392;
    __m512 t393;
    __m512 t394;
    __m512 t395;
    __m512 t396;
    __m512 t397;
    __m512 t398;
    __m512 t399;
    __m512 t400;
    __m512 t401;
    __m512 t402;
    __m512 t403;
    __m512 t404;
    __m512 t405;
    __m512 t406;
    __m512 t407;
    __m512 t408;
    __m512 t409;
    __m512 t410;
    __m512 t411;
    __m512 t412;
    __m512 t413;
    __m512 t414;
    __m512 t415;
    int j;
    long t416;
    long t417;
    const float (*t418)[72];
    long t419;
    long t420;
    long t421;
    long t422;
    long t423;
    long t424;
    long t425;
    long t426;
    long t427;
    long t428;
    long t429;
    long t430;
    long t431;
    long t432;
    long t433;
    int i_1;
    long t434;
    __m512 t435;
    long t436;
    long t437;
    long t438;
    long t439;
    long t440;
    long t441;
    long t442;
    long t443;
    __m512 t444;
    __m512 t445;
    __m512 t446;
    __m512 t447;
    __m512 t448;
    __m512 t449;
    __m512 t450;
    __m512 t451;
    int j_1;
    long t452;
    long t453;
    i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        if (64L >= 64L) {
            t18 = 64L & -64L;
            t19 = _mm512_set1_ps(s);
            t1 = 0L;
            do {
                t20 = (long)i;
                t21 = (long)i;
                t22 = (long)i;
                t23 = (long)i;
                t24 = (long)(int)((long)0 + t1);
                t25 = (long)(int)((long)0 + (t1 + 16L));
                t26 = (long)(int)((long)0 + (t1 + 32L));
                t27 = (long)(int)((long)0 + (t1 + 48L));
                t28 = &a[t24][t20];
                t29 = &a[t25][t21];
                t30 = &a[t26][t22];
                t31 = &a[t27][t23];
                t32 = _mm512_loadu_ps(t28 + 0);
                t33 = _mm512_loadu_ps(t28 + 72);
                t34 = _mm512_loadu_ps(t28 + 144);
                t35 = _mm512_loadu_ps(t28 + 216);
                t36 = _mm512_loadu_ps(t28 + 288);
                t37 = _mm512_loadu_ps(t28 + 360);
                t38 = _mm512_loadu_ps(t28 + 432);
                t39 = _mm512_loadu_ps(t28 + 504);
                t40 = _mm512_loadu_ps(t28 + 576);
                t41 = _mm512_loadu_ps(t28 + 648);
                t42 = _mm512_loadu_ps(t28 + 720);
                t43 = _mm512_loadu_ps(t28 + 792);
                t44 = _mm512_loadu_ps(t28 + 864);
                t45 = _mm512_loadu_ps(t28 + 936);
                t46 = _mm512_loadu_ps(t28 + 1008);
                t47 = _mm512_loadu_ps(t28 + 1080);
                t48 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t40);
                t49 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t40);
                t50 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t41);
                t51 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t41);
                t52 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
                t53 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
                t54 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t43);
                t55 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t43);
                t56 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t44);
                t57 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t44);
                t58 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
                t59 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
                t60 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
                t61 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
                t62 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
                t63 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
                t64 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t56);
                t65 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t56);
                t66 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t57);
                t67 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t57);
                t68 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t58);
                t69 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t58);
                t70 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t59);
                t71 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t59);
                t72 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t60);
                t73 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t60);
                t74 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
                t75 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
                t76 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
                t77 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
                t78 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
                t79 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
                t80 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t72);
                t81 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t72);
                t82 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t73);
                t83 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t73);
                t84 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t74);
                t85 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t74);
                t86 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t75);
                t87 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t75);
                t88 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t76);
                t89 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t76);
                t90 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
                t91 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
                t92 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
                t93 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
                t94 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
                t95 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
                t96 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t88);
                t97 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t88);
                t98 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t89);
                t99 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t89);
                t100 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t90);
                t101 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t90);
                t102 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t91);
                t103 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t91);
                t104 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t92);
                t105 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t92);
                t106 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t93);
                t107 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t93);
                t108 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t94);
                t109 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t94);
                t110 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t95);
                t111 = _mm512_permutex2var_ps(t87, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t95);
                t112 = _mm512_loadu_ps(t29 + 0);
                t113 = _mm512_loadu_ps(t29 + 72);
                t114 = _mm512_loadu_ps(t29 + 144);
                t115 = _mm512_loadu_ps(t29 + 216);
                t116 = _mm512_loadu_ps(t29 + 288);
                t117 = _mm512_loadu_ps(t29 + 360);
                t118 = _mm512_loadu_ps(t29 + 432);
                t119 = _mm512_loadu_ps(t29 + 504);
                t120 = _mm512_loadu_ps(t29 + 576);
                t121 = _mm512_loadu_ps(t29 + 648);
                t122 = _mm512_loadu_ps(t29 + 720);
                t123 = _mm512_loadu_ps(t29 + 792);
                t124 = _mm512_loadu_ps(t29 + 864);
                t125 = _mm512_loadu_ps(t29 + 936);
                t126 = _mm512_loadu_ps(t29 + 1008);
                t127 = _mm512_loadu_ps(t29 + 1080);
                t128 = _mm512_permutex2var_ps(t112, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t120);
                t129 = _mm512_permutex2var_ps(t112, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t120);
                t130 = _mm512_permutex2var_ps(t113, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t121);
                t131 = _mm512_permutex2var_ps(t113, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t121);
                t132 = _mm512_permutex2var_ps(t114, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t122);
                t133 = _mm512_permutex2var_ps(t114, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t122);
                t134 = _mm512_permutex2var_ps(t115, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t123);
                t135 = _mm512_permutex2var_ps(t115, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t123);
                t136 = _mm512_permutex2var_ps(t116, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t124);
                t137 = _mm512_permutex2var_ps(t116, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t124);
                t138 = _mm512_permutex2var_ps(t117, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t125);
                t139 = _mm512_permutex2var_ps(t117, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t125);
                t140 = _mm512_permutex2var_ps(t118, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t126);
                t141 = _mm512_permutex2var_ps(t118, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t126);
                t142 = _mm512_permutex2var_ps(t119, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t127);
                t143 = _mm512_permutex2var_ps(t119, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t127);
                t144 = _mm512_permutex2var_ps(t128, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t136);
                t145 = _mm512_permutex2var_ps(t128, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t136);
                t146 = _mm512_permutex2var_ps(t129, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t137);
                t147 = _mm512_permutex2var_ps(t129, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t137);
                t148 = _mm512_permutex2var_ps(t130, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t138);
                t149 = _mm512_permutex2var_ps(t130, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t138);
                t150 = _mm512_permutex2var_ps(t131, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t139);
                t151 = _mm512_permutex2var_ps(t131, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t139);
                t152 = _mm512_permutex2var_ps(t132, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t140);
                t153 = _mm512_permutex2var_ps(t132, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t140);
                t154 = _mm512_permutex2var_ps(t133, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t141);
                t155 = _mm512_permutex2var_ps(t133, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t141);
                t156 = _mm512_permutex2var_ps(t134, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t142);
                t157 = _mm512_permutex2var_ps(t134, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t142);
                t158 = _mm512_permutex2var_ps(t135, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t143);
                t159 = _mm512_permutex2var_ps(t135, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t143);
                t160 = _mm512_permutex2var_ps(t144, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t152);
                t161 = _mm512_permutex2var_ps(t144, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t152);
                t162 = _mm512_permutex2var_ps(t145, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t153);
                t163 = _mm512_permutex2var_ps(t145, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t153);
                t164 = _mm512_permutex2var_ps(t146, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t154);
                t165 = _mm512_permutex2var_ps(t146, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t154);
                t166 = _mm512_permutex2var_ps(t147, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t155);
                t167 = _mm512_permutex2var_ps(t147, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t155);
                t168 = _mm512_permutex2var_ps(t148, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t156);
                t169 = _mm512_permutex2var_ps(t148, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t156);
                t170 = _mm512_permutex2var_ps(t149, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t157);
                t171 = _mm512_permutex2var_ps(t149, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t157);
                t172 = _mm512_permutex2var_ps(t150, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t158);
                t173 = _mm512_permutex2var_ps(t150, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t158);
                t174 = _mm512_permutex2var_ps(t151, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t159);
                t175 = _mm512_permutex2var_ps(t151, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t159);
                t176 = _mm512_permutex2var_ps(t160, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t168);
                t177 = _mm512_permutex2var_ps(t160, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t168);
                t178 = _mm512_permutex2var_ps(t161, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t169);
                t179 = _mm512_permutex2var_ps(t161, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t169);
                t180 = _mm512_permutex2var_ps(t162, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t170);
                t181 = _mm512_permutex2var_ps(t162, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t170);
                t182 = _mm512_permutex2var_ps(t163, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t171);
                t183 = _mm512_permutex2var_ps(t163, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t171);
                t184 = _mm512_permutex2var_ps(t164, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t172);
                t185 = _mm512_permutex2var_ps(t164, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t172);
                t186 = _mm512_permutex2var_ps(t165, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t173);
                t187 = _mm512_permutex2var_ps(t165, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t173);
                t188 = _mm512_permutex2var_ps(t166, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t174);
                t189 = _mm512_permutex2var_ps(t166, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t174);
                t190 = _mm512_permutex2var_ps(t167, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t175);
                t191 = _mm512_permutex2var_ps(t167, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t175);
                t192 = _mm512_loadu_ps(t30 + 0);
                t193 = _mm512_loadu_ps(t30 + 72);
                t194 = _mm512_loadu_ps(t30 + 144);
                t195 = _mm512_loadu_ps(t30 + 216);
                t196 = _mm512_loadu_ps(t30 + 288);
                t197 = _mm512_loadu_ps(t30 + 360);
                t198 = _mm512_loadu_ps(t30 + 432);
                t199 = _mm512_loadu_ps(t30 + 504);
                t200 = _mm512_loadu_ps(t30 + 576);
                t201 = _mm512_loadu_ps(t30 + 648);
                t202 = _mm512_loadu_ps(t30 + 720);
                t203 = _mm512_loadu_ps(t30 + 792);
                t204 = _mm512_loadu_ps(t30 + 864);
                t205 = _mm512_loadu_ps(t30 + 936);
                t206 = _mm512_loadu_ps(t30 + 1008);
                t207 = _mm512_loadu_ps(t30 + 1080);
                t208 = _mm512_permutex2var_ps(t192, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t200);
                t209 = _mm512_permutex2var_ps(t192, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t200);
                t210 = _mm512_permutex2var_ps(t193, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t201);
                t211 = _mm512_permutex2var_ps(t193, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t201);
                t212 = _mm512_permutex2var_ps(t194, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t202);
                t213 = _mm512_permutex2var_ps(t194, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t202);
                t214 = _mm512_permutex2var_ps(t195, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t203);
                t215 = _mm512_permutex2var_ps(t195, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t203);
                t216 = _mm512_permutex2var_ps(t196, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t204);
                t217 = _mm512_permutex2var_ps(t196, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t204);
                t218 = _mm512_permutex2var_ps(t197, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t205);
                t219 = _mm512_permutex2var_ps(t197, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t205);
                t220 = _mm512_permutex2var_ps(t198, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t206);
                t221 = _mm512_permutex2var_ps(t198, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t206);
                t222 = _mm512_permutex2var_ps(t199, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t207);
                t223 = _mm512_permutex2var_ps(t199, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t207);
                t224 = _mm512_permutex2var_ps(t208, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t216);
                t225 = _mm512_permutex2var_ps(t208, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t216);
                t226 = _mm512_permutex2var_ps(t209, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t217);
                t227 = _mm512_permutex2var_ps(t209, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t217);
                t228 = _mm512_permutex2var_ps(t210, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t218);
                t229 = _mm512_permutex2var_ps(t210, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t218);
                t230 = _mm512_permutex2var_ps(t211, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t219);
                t231 = _mm512_permutex2var_ps(t211, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t219);
                t232 = _mm512_permutex2var_ps(t212, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t220);
                t233 = _mm512_permutex2var_ps(t212, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t220);
                t234 = _mm512_permutex2var_ps(t213, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t221);
                t235 = _mm512_permutex2var_ps(t213, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t221);
                t236 = _mm512_permutex2var_ps(t214, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t222);
                t237 = _mm512_permutex2var_ps(t214, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t222);
                t238 = _mm512_permutex2var_ps(t215, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t223);
                t239 = _mm512_permutex2var_ps(t215, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t223);
                t240 = _mm512_permutex2var_ps(t224, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t232);
                t241 = _mm512_permutex2var_ps(t224, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t232);
                t242 = _mm512_permutex2var_ps(t225, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t233);
                t243 = _mm512_permutex2var_ps(t225, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t233);
                t244 = _mm512_permutex2var_ps(t226, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t234);
                t245 = _mm512_permutex2var_ps(t226, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t234);
                t246 = _mm512_permutex2var_ps(t227, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t235);
                t247 = _mm512_permutex2var_ps(t227, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t235);
                t248 = _mm512_permutex2var_ps(t228, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t236);
                t249 = _mm512_permutex2var_ps(t228, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t236);
                t250 = _mm512_permutex2var_ps(t229, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t237);
                t251 = _mm512_permutex2var_ps(t229, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t237);
                t252 = _mm512_permutex2var_ps(t230, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t238);
                t253 = _mm512_permutex2var_ps(t230, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t238);
                t254 = _mm512_permutex2var_ps(t231, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t239);
                t255 = _mm512_permutex2var_ps(t231, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t239);
                t256 = _mm512_permutex2var_ps(t240, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t248);
                t257 = _mm512_permutex2var_ps(t240, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t248);
                t258 = _mm512_permutex2var_ps(t241, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t249);
                t259 = _mm512_permutex2var_ps(t241, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t249);
                t260 = _mm512_permutex2var_ps(t242, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t250);
                t261 = _mm512_permutex2var_ps(t242, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t250);
                t262 = _mm512_permutex2var_ps(t243, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t251);
                t263 = _mm512_permutex2var_ps(t243, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t251);
                t264 = _mm512_permutex2var_ps(t244, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t252);
                t265 = _mm512_permutex2var_ps(t244, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t252);
                t266 = _mm512_permutex2var_ps(t245, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t253);
                t267 = _mm512_permutex2var_ps(t245, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t253);
                t268 = _mm512_permutex2var_ps(t246, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t254);
                t269 = _mm512_permutex2var_ps(t246, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t254);
                t270 = _mm512_permutex2var_ps(t247, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t255);
                t271 = _mm512_permutex2var_ps(t247, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t255);
                t272 = _mm512_loadu_ps(t31 + 0);
                t273 = _mm512_loadu_ps(t31 + 72);
                t274 = _mm512_loadu_ps(t31 + 144);
                t275 = _mm512_loadu_ps(t31 + 216);
                t276 = _mm512_loadu_ps(t31 + 288);
                t277 = _mm512_loadu_ps(t31 + 360);
                t278 = _mm512_loadu_ps(t31 + 432);
                t279 = _mm512_loadu_ps(t31 + 504);
                t280 = _mm512_loadu_ps(t31 + 576);
                t281 = _mm512_loadu_ps(t31 + 648);
                t282 = _mm512_loadu_ps(t31 + 720);
                t283 = _mm512_loadu_ps(t31 + 792);
                t284 = _mm512_loadu_ps(t31 + 864);
                t285 = _mm512_loadu_ps(t31 + 936);
                t286 = _mm512_loadu_ps(t31 + 1008);
                t287 = _mm512_loadu_ps(t31 + 1080);
                t288 = _mm512_permutex2var_ps(t272, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t280);
                t289 = _mm512_permutex2var_ps(t272, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t280);
                t290 = _mm512_permutex2var_ps(t273, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t281);
                t291 = _mm512_permutex2var_ps(t273, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t281);
                t292 = _mm512_permutex2var_ps(t274, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t282);
                t293 = _mm512_permutex2var_ps(t274, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t282);
                t294 = _mm512_permutex2var_ps(t275, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t283);
                t295 = _mm512_permutex2var_ps(t275, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t283);
                t296 = _mm512_permutex2var_ps(t276, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t284);
                t297 = _mm512_permutex2var_ps(t276, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t284);
                t298 = _mm512_permutex2var_ps(t277, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t285);
                t299 = _mm512_permutex2var_ps(t277, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t285);
                t300 = _mm512_permutex2var_ps(t278, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t286);
                t301 = _mm512_permutex2var_ps(t278, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t286);
                t302 = _mm512_permutex2var_ps(t279, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t287);
                t303 = _mm512_permutex2var_ps(t279, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t287);
                t304 = _mm512_permutex2var_ps(t288, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t296);
                t305 = _mm512_permutex2var_ps(t288, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t296);
                t306 = _mm512_permutex2var_ps(t289, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t297);
                t307 = _mm512_permutex2var_ps(t289, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t297);
                t308 = _mm512_permutex2var_ps(t290, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t298);
                t309 = _mm512_permutex2var_ps(t290, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t298);
                t310 = _mm512_permutex2var_ps(t291, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t299);
                t311 = _mm512_permutex2var_ps(t291, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t299);
                t312 = _mm512_permutex2var_ps(t292, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t300);
                t313 = _mm512_permutex2var_ps(t292, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t300);
                t314 = _mm512_permutex2var_ps(t293, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t301);
                t315 = _mm512_permutex2var_ps(t293, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t301);
                t316 = _mm512_permutex2var_ps(t294, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t302);
                t317 = _mm512_permutex2var_ps(t294, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t302);
                t318 = _mm512_permutex2var_ps(t295, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t303);
                t319 = _mm512_permutex2var_ps(t295, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t303);
                t320 = _mm512_permutex2var_ps(t304, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t312);
                t321 = _mm512_permutex2var_ps(t304, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t312);
                t322 = _mm512_permutex2var_ps(t305, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t313);
                t323 = _mm512_permutex2var_ps(t305, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t313);
                t324 = _mm512_permutex2var_ps(t306, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t314);
                t325 = _mm512_permutex2var_ps(t306, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t314);
                t326 = _mm512_permutex2var_ps(t307, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t315);
                t327 = _mm512_permutex2var_ps(t307, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t315);
                t328 = _mm512_permutex2var_ps(t308, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t316);
                t329 = _mm512_permutex2var_ps(t308, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t316);
                t330 = _mm512_permutex2var_ps(t309, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t317);
                t331 = _mm512_permutex2var_ps(t309, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t317);
                t332 = _mm512_permutex2var_ps(t310, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t318);
                t333 = _mm512_permutex2var_ps(t310, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t318);
                t334 = _mm512_permutex2var_ps(t311, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t319);
                t335 = _mm512_permutex2var_ps(t311, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t319);
                t336 = _mm512_permutex2var_ps(t320, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t328);
                t337 = _mm512_permutex2var_ps(t320, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t328);
                t338 = _mm512_permutex2var_ps(t321, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t329);
                t339 = _mm512_permutex2var_ps(t321, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t329);
                t340 = _mm512_permutex2var_ps(t322, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t330);
                t341 = _mm512_permutex2var_ps(t322, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t330);
                t342 = _mm512_permutex2var_ps(t323, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t331);
                t343 = _mm512_permutex2var_ps(t323, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t331);
                t344 = _mm512_permutex2var_ps(t324, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t332);
                t345 = _mm512_permutex2var_ps(t324, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t332);
                t346 = _mm512_permutex2var_ps(t325, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t333);
                t347 = _mm512_permutex2var_ps(t325, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t333);
                t348 = _mm512_permutex2var_ps(t326, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t334);
                t349 = _mm512_permutex2var_ps(t326, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t334);
                t350 = _mm512_permutex2var_ps(t327, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t335);
                t351 = _mm512_permutex2var_ps(t327, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t335);
                t352 = _mm512_mul_ps(t96, t19);
                t353 = _mm512_mul_ps(t176, t19);
                t354 = _mm512_mul_ps(t256, t19);
                t355 = _mm512_mul_ps(t336, t19);
                _mm512_storeu_ps(&b[t20][t24], t352);
                _mm512_storeu_ps(&b[t21][t25], t353);
                _mm512_storeu_ps(&b[t22][t26], t354);
                _mm512_storeu_ps(&b[t23][t27], t355);
                t356 = _mm512_mul_ps(t97, t19);
                t357 = _mm512_mul_ps(t177, t19);
                t358 = _mm512_mul_ps(t257, t19);
                t359 = _mm512_mul_ps(t337, t19);
                _mm512_storeu_ps(&b[t3][t24], t356);
                _mm512_storeu_ps(&b[t3][t25], t357);
                _mm512_storeu_ps(&b[t3][t26], t358);
                _mm512_storeu_ps(&b[t3][t27], t359);
                t360 = _mm512_mul_ps(t98, t19);
                t361 = _mm512_mul_ps(t178, t19);
                t362 = _mm512_mul_ps(t258, t19);
                t363 = _mm512_mul_ps(t338, t19);
                _mm512_storeu_ps(&b[t4][t24], t360);
                _mm512_storeu_ps(&b[t4][t25], t361);
                _mm512_storeu_ps(&b[t4][t26], t362);
                _mm512_storeu_ps(&b[t4][t27], t363);
                t364 = _mm512_mul_ps(t99, t19);
                t365 = _mm512_mul_ps(t179, t19);
                t366 = _mm512_mul_ps(t259, t19);
                t367 = _mm512_mul_ps(t339, t19);
                _mm512_storeu_ps(&b[t5][t24], t364);
                _mm512_storeu_ps(&b[t5][t25], t365);
                _mm512_storeu_ps(&b[t5][t26], t366);
                _mm512_storeu_ps(&b[t5][t27], t367);
                t368 = _mm512_mul_ps(t100, t19);
                t369 = _mm512_mul_ps(t180, t19);
                t370 = _mm512_mul_ps(t260, t19);
                t371 = _mm512_mul_ps(t340, t19);
                _mm512_storeu_ps(&b[t6][t24], t368);
                _mm512_storeu_ps(&b[t6][t25], t369);
                _mm512_storeu_ps(&b[t6][t26], t370);
                _mm512_storeu_ps(&b[t6][t27], t371);
                t372 = _mm512_mul_ps(t101, t19);
                t373 = _mm512_mul_ps(t181, t19);
                t374 = _mm512_mul_ps(t261, t19);
                t375 = _mm512_mul_ps(t341, t19);
                _mm512_storeu_ps(&b[t7][t24], t372);
                _mm512_storeu_ps(&b[t7][t25], t373);
                _mm512_storeu_ps(&b[t7][t26], t374);
                _mm512_storeu_ps(&b[t7][t27], t375);
                t376 = _mm512_mul_ps(t102, t19);
                t377 = _mm512_mul_ps(t182, t19);
                t378 = _mm512_mul_ps(t262, t19);
                t379 = _mm512_mul_ps(t342, t19);
                _mm512_storeu_ps(&b[t8][t24], t376);
                _mm512_storeu_ps(&b[t8][t25], t377);
                _mm512_storeu_ps(&b[t8][t26], t378);
                _mm512_storeu_ps(&b[t8][t27], t379);
                t380 = _mm512_mul_ps(t103, t19);
                t381 = _mm512_mul_ps(t183, t19);
                t382 = _mm512_mul_ps(t263, t19);
                t383 = _mm512_mul_ps(t343, t19);
                _mm512_storeu_ps(&b[t9][t24], t380);
                _mm512_storeu_ps(&b[t9][t25], t381);
                _mm512_storeu_ps(&b[t9][t26], t382);
                _mm512_storeu_ps(&b[t9][t27], t383);
                t384 = _mm512_mul_ps(t104, t19);
                t385 = _mm512_mul_ps(t184, t19);
                t386 = _mm512_mul_ps(t264, t19);
                t387 = _mm512_mul_ps(t344, t19);
                _mm512_storeu_ps(&b[t10][t24], t384);
                _mm512_storeu_ps(&b[t10][t25], t385);
                _mm512_storeu_ps(&b[t10][t26], t386);
                _mm512_storeu_ps(&b[t10][t27], t387);
                t388 = _mm512_mul_ps(t105, t19);
                t389 = _mm512_mul_ps(t185, t19);
                t390 = _mm512_mul_ps(t265, t19);
                t391 = _mm512_mul_ps(t345, t19);
                _mm512_storeu_ps(&b[t11][t24], t388);
                _mm512_storeu_ps(&b[t11][t25], t389);
                _mm512_storeu_ps(&b[t11][t26], t390);
                _mm512_storeu_ps(&b[t11][t27], t391);
                t392 = _mm512_mul_ps(t106, t19);
                t393 = _mm512_mul_ps(t186, t19);
                t394 = _mm512_mul_ps(t266, t19);
                t395 = _mm512_mul_ps(t346, t19);
                _mm512_storeu_ps(&b[t12][t24], t392);
                _mm512_storeu_ps(&b[t12][t25], t393);
                _mm512_storeu_ps(&b[t12][t26], t394);
                _mm512_storeu_ps(&b[t12][t27], t395);
                t396 = _mm512_mul_ps(t107, t19);
                t397 = _mm512_mul_ps(t187, t19);
                t398 = _mm512_mul_ps(t267, t19);
                t399 = _mm512_mul_ps(t347, t19);
                _mm512_storeu_ps(&b[t13][t24], t396);
                _mm512_storeu_ps(&b[t13][t25], t397);
                _mm512_storeu_ps(&b[t13][t26], t398);
                _mm512_storeu_ps(&b[t13][t27], t399);
                t400 = _mm512_mul_ps(t108, t19);
                t401 = _mm512_mul_ps(t188, t19);
                t402 = _mm512_mul_ps(t268, t19);
                t403 = _mm512_mul_ps(t348, t19);
                _mm512_storeu_ps(&b[t14][t24], t400);
                _mm512_storeu_ps(&b[t14][t25], t401);
                _mm512_storeu_ps(&b[t14][t26], t402);
                _mm512_storeu_ps(&b[t14][t27], t403);
                t404 = _mm512_mul_ps(t109, t19);
                t405 = _mm512_mul_ps(t189, t19);
                t406 = _mm512_mul_ps(t269, t19);
                t407 = _mm512_mul_ps(t349, t19);
                _mm512_storeu_ps(&b[t15][t24], t404);
                _mm512_storeu_ps(&b[t15][t25], t405);
                _mm512_storeu_ps(&b[t15][t26], t406);
                _mm512_storeu_ps(&b[t15][t27], t407);
                t408 = _mm512_mul_ps(t110, t19);
                t409 = _mm512_mul_ps(t190, t19);
                t410 = _mm512_mul_ps(t270, t19);
                t411 = _mm512_mul_ps(t350, t19);
                _mm512_storeu_ps(&b[t16][t24], t408);
                _mm512_storeu_ps(&b[t16][t25], t409);
                _mm512_storeu_ps(&b[t16][t26], t410);
                _mm512_storeu_ps(&b[t16][t27], t411);
                t412 = _mm512_mul_ps(t111, t19);
                _mm512_storeu_ps(&b[t17][t24], t412);
                t413 = _mm512_mul_ps(t191, t19);
                _mm512_storeu_ps(&b[t17][t25], t413);
                t414 = _mm512_mul_ps(t271, t19);
                _mm512_storeu_ps(&b[t17][t26], t414);
                t415 = _mm512_mul_ps(t351, t19);
                _mm512_storeu_ps(&b[t17][t27], t415);
                t1 += 64L;
            } while (t1 < t18);
            j = (int)((long)0 + t18);
        } else {
            j = 0;
        }
        for (; j < 64; j++) {
            t416 = (long)i;
            t417 = (long)j;
            t418 = a + t417;
            b[t416][t417] = (*t418)[t416] * s;
            t419 = (long)t3;
            b[t419][t417] = (*t418)[t419] * s;
            t420 = (long)t4;
            b[t420][t417] = (*t418)[t420] * s;
            t421 = (long)t5;
            b[t421][t417] = (*t418)[t421] * s;
            t422 = (long)t6;
            b[t422][t417] = (*t418)[t422] * s;
            t423 = (long)t7;
            b[t423][t417] = (*t418)[t423] * s;
            t424 = (long)t8;
            b[t424][t417] = (*t418)[t424] * s;
            t425 = (long)t9;
            b[t425][t417] = (*t418)[t425] * s;
            t426 = (long)t10;
            b[t426][t417] = (*t418)[t426] * s;
            t427 = (long)t11;
            b[t427][t417] = (*t418)[t427] * s;
            t428 = (long)t12;
            b[t428][t417] = (*t418)[t428] * s;
            t429 = (long)t13;
            b[t429][t417] = (*t418)[t429] * s;
            t430 = (long)t14;
            b[t430][t417] = (*t418)[t430] * s;
            t431 = (long)t15;
            b[t431][t417] = (*t418)[t431] * s;
            t432 = (long)t16;
            b[t432][t417] = (*t418)[t432] * s;
            t433 = (long)t17;
            b[t433][t417] = (*t418)[t433] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (64L >= 64L) {
            t434 = 64L & -64L;
            t435 = _mm512_set1_ps(s);
            t2 = 0L;
            do {
                t436 = (long)i_1;
                t437 = (long)i_1;
                t438 = (long)i_1;
                t439 = (long)i_1;
                t440 = (long)(int)((long)0 + t2);
                t441 = (long)(int)((long)0 + (t2 + 16L));
                t442 = (long)(int)((long)0 + (t2 + 32L));
                t443 = (long)(int)((long)0 + (t2 + 48L));
                t444 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t440][t436], 4);
                t445 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t441][t437], 4);
                t446 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t442][t438], 4);
                t447 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t443][t439], 4);
                t448 = _mm512_mul_ps(t444, t435);
                _mm512_storeu_ps(&b[t436][t440], t448);
                t449 = _mm512_mul_ps(t445, t435);
                _mm512_storeu_ps(&b[t437][t441], t449);
                t450 = _mm512_mul_ps(t446, t435);
                _mm512_storeu_ps(&b[t438][t442], t450);
                t451 = _mm512_mul_ps(t447, t435);
                _mm512_storeu_ps(&b[t439][t443], t451);
                t2 += 64L;
            } while (t2 < t434);
            j_1 = (int)((long)0 + t434);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 64; j_1++) {
            t452 = (long)i_1;
            t453 = (long)j_1;
            b[t452][t453] = a[t453][t452] * s;
        }
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
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
    const double *t19;
    const double *t20;
    const double *t21;
    const double *t22;
    __m512d t23;
    __m512d t24;
    __m512d t25;
    __m512d t26;
    __m512d t27;
    __m512d t28;
    __m512d t29;
    __m512d t30;
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
    __m512d t41;
    __m512d t42;
    __m512d t43;
    __m512d t44;
    __m512d t45;
    __m512d t46;
    __m512d t47;
    __m512d t48;
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
    __m512d t59;
    __m512d t60;
    __m512d t61;
    __m512d t62;
    __m512d t63;
    __m512d t64;
    __m512d t65;
    __m512d t66;
    __m512d t67;
    __m512d t68;
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
    __m512d t79;
    __m512d t80;
    __m512d t81;
    __m512d t82;
    __m512d t83;
    __m512d t84;
    __m512d t85;
    __m512d t86;
    __m512d t87;
    __m512d t88;
    __m512d t89;
    __m512d t90;
    __m512d t91;
    __m512d t92;
    __m512d t93;
    __m512d t94;
    __m512d t95;
    __m512d t96;
    __m512d t97;
    __m512d t98;
    __m512d t99;
    __m512d t100;
    __m512d t101;
    __m512d t102;
    __m512d t103;
    __m512d t104;
    __m512d t105;
    __m512d t106;
    __m512d t107;
    __m512d t108;
    __m512d t109;
    __m512d t110;
    __m512d t111;
    __m512d t112;
    __m512d t113;
    __m512d t114;
    __m512d t115;
    __m512d t116;
    __m512d t117;
    __m512d t118;
    __m512d t119;
    __m512d t120;
    __m512d t121;
    __m512d t122;
    __m512d t123;
    __m512d t124;
    __m512d t125;
    __m512d t126;
    __m512d t127;
    __m512d t128;
    __m512d t129;
    __m512d t130;
    __m512d t131;
    __m512d t132;
    __m512d t133;
    __m512d t134;
    __m512d t135;
    __m512d t136;
    __m512d t137;
    __m512d t138;
    __m512d t139;
    __m512d t140;
    __m512d t141;
    __m512d t142;
    __m512d t143;
    __m512d t144;
    __m512d t145;
    __m512d t146;
    __m512d t147;
    __m512d t148;
    __m512d t149;
    __m512d t150;
    int t151;
    long t152;
    __m256i t153;
    __m256i t154;
    long t155;
    long t156;
    long t157;
    const double (*t158)[72];
    __m512d t159;
    long t160;
    __m512d t161;
    long t162;
    __m512d t163;
    long t164;
    __m512d t165;
    long t166;
    __m512d t167;
    long t168;
    __m512d t169;
    long t170;
    __m512d t171;
    long t172;
    __m512d t173;
    int j;
    long t174;
    long t175;
    const double (*t176)[72];
    long t177;
    long t178;
    long t179;
    long t180;
    long t181;
    long t182;
    long t183;
    int i_1;
    long t184;
    long t185;
    long t186;
    long t187;
    long t188;
    long t189;
    long t190;
    long t191;
    long t192;
    __m512d t193;
    __m512d t194;
    __m512d t195;
    __m512d t196;
    int t197;
    long t198;
    __m256i t199;
    __m256i t200;
    long t201;
    long t202;
    long t203;
    __m512d t204;
    int j_1;
    long t205;
    long t206;
    i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        if (37L >= 32L) {
            t10 = 37L & -32L;
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
                t23 = _mm512_loadu_pd(t19 + 0);
                t24 = _mm512_loadu_pd(t19 + 72);
                t25 = _mm512_loadu_pd(t19 + 144);
                t26 = _mm512_loadu_pd(t19 + 216);
                t27 = _mm512_loadu_pd(t19 + 288);
                t28 = _mm512_loadu_pd(t19 + 360);
                t29 = _mm512_loadu_pd(t19 + 432);
                t30 = _mm512_loadu_pd(t19 + 504);
                t31 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t27);
                t32 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t27);
                t33 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t28);
                t34 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t28);
                t35 = _mm512_permutex2var_pd(t25, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t29);
                t36 = _mm512_permutex2var_pd(t25, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t29);
                t37 = _mm512_permutex2var_pd(t26, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t30);
                t38 = _mm512_permutex2var_pd(t26, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t30);
                t39 = _mm512_permutex2var_pd(t31, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t35);
                t40 = _mm512_permutex2var_pd(t31, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t35);
                t41 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t36);
                t42 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t36);
                t43 = _mm512_permutex2var_pd(t33, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t37);
                t44 = _mm512_permutex2var_pd(t33, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t37);
                t45 = _mm512_permutex2var_pd(t34, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t38);
                t46 = _mm512_permutex2var_pd(t34, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t38);
                t47 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t43);
                t48 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t43);
                t49 = _mm512_permutex2var_pd(t40, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t44);
                t50 = _mm512_permutex2var_pd(t40, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t44);
                t51 = _mm512_permutex2var_pd(t41, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t45);
                t52 = _mm512_permutex2var_pd(t41, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t45);
                t53 = _mm512_permutex2var_pd(t42, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t46);
                t54 = _mm512_permutex2var_pd(t42, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t46);
                t55 = _mm512_loadu_pd(t20 + 0);
                t56 = _mm512_loadu_pd(t20 + 72);
                t57 = _mm512_loadu_pd(t20 + 144);
                t58 = _mm512_loadu_pd(t20 + 216);
                t59 = _mm512_loadu_pd(t20 + 288);
                t60 = _mm512_loadu_pd(t20 + 360);
                t61 = _mm512_loadu_pd(t20 + 432);
                t62 = _mm512_loadu_pd(t20 + 504);
                t63 = _mm512_permutex2var_pd(t55, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t59);
                t64 = _mm512_permutex2var_pd(t55, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t59);
                t65 = _mm512_permutex2var_pd(t56, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t60);
                t66 = _mm512_permutex2var_pd(t56, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t60);
                t67 = _mm512_permutex2var_pd(t57, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t61);
                t68 = _mm512_permutex2var_pd(t57, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t61);
                t69 = _mm512_permutex2var_pd(t58, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t62);
                t70 = _mm512_permutex2var_pd(t58, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t62);
                t71 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t67);
                t72 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t67);
                t73 = _mm512_permutex2var_pd(t64, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t68);
                t74 = _mm512_permutex2var_pd(t64, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t68);
                t75 = _mm512_permutex2var_pd(t65, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t69);
                t76 = _mm512_permutex2var_pd(t65, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t69);
                t77 = _mm512_permutex2var_pd(t66, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t70);
                t78 = _mm512_permutex2var_pd(t66, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t70);
                t79 = _mm512_permutex2var_pd(t71, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t75);
                t80 = _mm512_permutex2var_pd(t71, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t75);
                t81 = _mm512_permutex2var_pd(t72, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t76);
                t82 = _mm512_permutex2var_pd(t72, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t76);
                t83 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t77);
                t84 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t77);
                t85 = _mm512_permutex2var_pd(t74, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t78);
                t86 = _mm512_permutex2var_pd(t74, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t78);
                t87 = _mm512_loadu_pd(t21 + 0);
                t88 = _mm512_loadu_pd(t21 + 72);
                t89 = _mm512_loadu_pd(t21 + 144);
                t90 = _mm512_loadu_pd(t21 + 216);
                t91 = _mm512_loadu_pd(t21 + 288);
                t92 = _mm512_loadu_pd(t21 + 360);
                t93 = _mm512_loadu_pd(t21 + 432);
                t94 = _mm512_loadu_pd(t21 + 504);
                t95 = _mm512_permutex2var_pd(t87, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t91);
                t96 = _mm512_permutex2var_pd(t87, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t91);
                t97 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t92);
                t98 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t92);
                t99 = _mm512_permutex2var_pd(t89, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t93);
                t100 = _mm512_permutex2var_pd(t89, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t93);
                t101 = _mm512_permutex2var_pd(t90, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t94);
                t102 = _mm512_permutex2var_pd(t90, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t94);
                t103 = _mm512_permutex2var_pd(t95, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t99);
                t104 = _mm512_permutex2var_pd(t95, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t99);
                t105 = _mm512_permutex2var_pd(t96, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t100);
                t106 = _mm512_permutex2var_pd(t96, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t100);
                t107 = _mm512_permutex2var_pd(t97, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t101);
                t108 = _mm512_permutex2var_pd(t97, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t101);
                t109 = _mm512_permutex2var_pd(t98, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t102);
                t110 = _mm512_permutex2var_pd(t98, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t102);
                t111 = _mm512_permutex2var_pd(t103, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t107);
                t112 = _mm512_permutex2var_pd(t103, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t107);
                t113 = _mm512_permutex2var_pd(t104, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t108);
                t114 = _mm512_permutex2var_pd(t104, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t108);
                t115 = _mm512_permutex2var_pd(t105, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t109);
                t116 = _mm512_permutex2var_pd(t105, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t109);
                t117 = _mm512_permutex2var_pd(t106, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t110);
                t118 = _mm512_permutex2var_pd(t106, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t110);
                t119 = _mm512_loadu_pd(t22 + 0);
                t120 = _mm512_loadu_pd(t22 + 72);
                t121 = _mm512_loadu_pd(t22 + 144);
                t122 = _mm512_loadu_pd(t22 + 216);
                t123 = _mm512_loadu_pd(t22 + 288);
                t124 = _mm512_loadu_pd(t22 + 360);
                t125 = _mm512_loadu_pd(t22 + 432);
                t126 = _mm512_loadu_pd(t22 + 504);
                t127 = _mm512_permutex2var_pd(t119, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t123);
                t128 = _mm512_permutex2var_pd(t119, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t123);
                t129 = _mm512_permutex2var_pd(t120, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t124);
                t130 = _mm512_permutex2var_pd(t120, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t124);
                t131 = _mm512_permutex2var_pd(t121, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t125);
                t132 = _mm512_permutex2var_pd(t121, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t125);
                t133 = _mm512_permutex2var_pd(t122, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t126);
                t134 = _mm512_permutex2var_pd(t122, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t126);
                t135 = _mm512_permutex2var_pd(t127, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t131);
                t136 = _mm512_permutex2var_pd(t127, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t131);
                t137 = _mm512_permutex2var_pd(t128, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t132);
                t138 = _mm512_permutex2var_pd(t128, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t132);
                t139 = _mm512_permutex2var_pd(t129, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t133);
                t140 = _mm512_permutex2var_pd(t129, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t133);
                t141 = _mm512_permutex2var_pd(t130, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t134);
                t142 = _mm512_permutex2var_pd(t130, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t134);
                t143 = _mm512_permutex2var_pd(t135, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t139);
                t144 = _mm512_permutex2var_pd(t135, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t139);
                t145 = _mm512_permutex2var_pd(t136, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t140);
                t146 = _mm512_permutex2var_pd(t136, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t140);
                t147 = _mm512_permutex2var_pd(t137, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t141);
                t148 = _mm512_permutex2var_pd(t137, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t141);
                t149 = _mm512_permutex2var_pd(t138, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t142);
                t150 = _mm512_permutex2var_pd(t138, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t142);
                _mm512_storeu_pd(&b[t11][t15], t47);
                _mm512_storeu_pd(&b[t12][t16], t79);
                _mm512_storeu_pd(&b[t13][t17], t111);
                _mm512_storeu_pd(&b[t14][t18], t143);
                _mm512_storeu_pd(&b[t3][t15], t48);
                _mm512_storeu_pd(&b[t3][t16], t80);
                _mm512_storeu_pd(&b[t3][t17], t112);
                _mm512_storeu_pd(&b[t3][t18], t144);
                _mm512_storeu_pd(&b[t4][t15], t49);
                _mm512_storeu_pd(&b[t4][t16], t81);
                _mm512_storeu_pd(&b[t4][t17], t113);
                _mm512_storeu_pd(&b[t4][t18], t145);
                _mm512_storeu_pd(&b[t5][t15], t50);
                _mm512_storeu_pd(&b[t5][t16], t82);
                _mm512_storeu_pd(&b[t5][t17], t114);
                _mm512_storeu_pd(&b[t5][t18], t146);
                _mm512_storeu_pd(&b[t6][t15], t51);
                _mm512_storeu_pd(&b[t6][t16], t83);
                _mm512_storeu_pd(&b[t6][t17], t115);
                _mm512_storeu_pd(&b[t6][t18], t147);
                _mm512_storeu_pd(&b[t7][t15], t52);
                _mm512_storeu_pd(&b[t7][t16], t84);
                _mm512_storeu_pd(&b[t7][t17], t116);
                _mm512_storeu_pd(&b[t7][t18], t148);
                _mm512_storeu_pd(&b[t8][t15], t53);
                _mm512_storeu_pd(&b[t8][t16], t85);
                _mm512_storeu_pd(&b[t8][t17], t117);
                _mm512_storeu_pd(&b[t8][t18], t149);
                _mm512_storeu_pd(&b[t9][t15], t54);
                _mm512_storeu_pd(&b[t9][t16], t86);
                _mm512_storeu_pd(&b[t9][t17], t118);
                _mm512_storeu_pd(&b[t9][t18], t150);
                t1 += 32L;
            } while (t1 < t10);
            t151 = (int)((long)0 + t10);
        } else {
            t151 = 0;
        }
        t152 = (long)t151 * -1L + 37L;
        if ((t152 >= 1L) & (t152 <= 8L)) {
            t153 = _mm256_set1_epi32((int)(int)t152);
            t154 = _mm256_cmpgt_epi32(t153, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t155 = 0L;
            t156 = (long)i;
            t157 = (long)(int)((long)t151 + t155);
            t158 = a + t157;
            t159 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t156], 8);
            _mm512_mask_storeu_pd(&b[t156][t157], _mm256_movepi32_mask(t154), t159);
            t160 = (long)t3;
            t161 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t160], 8);
            _mm512_mask_storeu_pd(&b[t160][t157], _mm256_movepi32_mask(t154), t161);
            t162 = (long)t4;
            t163 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t162], 8);
            _mm512_mask_storeu_pd(&b[t162][t157], _mm256_movepi32_mask(t154), t163);
            t164 = (long)t5;
            t165 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t164], 8);
            _mm512_mask_storeu_pd(&b[t164][t157], _mm256_movepi32_mask(t154), t165);
            t166 = (long)t6;
            t167 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t166], 8);
            _mm512_mask_storeu_pd(&b[t166][t157], _mm256_movepi32_mask(t154), t167);
            t168 = (long)t7;
            t169 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t168], 8);
            _mm512_mask_storeu_pd(&b[t168][t157], _mm256_movepi32_mask(t154), t169);
            t170 = (long)t8;
            t171 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t170], 8);
            _mm512_mask_storeu_pd(&b[t170][t157], _mm256_movepi32_mask(t154), t171);
            t172 = (long)t9;
            t173 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t154), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t158)[t172], 8);
            _mm512_mask_storeu_pd(&b[t172][t157], _mm256_movepi32_mask(t154), t173);
            j = (int)((long)t151 + t152);
        } else {
            j = t151;
        }
        for (; j < 37; j++) {
            t174 = (long)i;
            t175 = (long)j;
            t176 = a + t175;
            b[t174][t175] = (*t176)[t174];
            t177 = (long)t3;
            b[t177][t175] = (*t176)[t177];
            t178 = (long)t4;
            b[t178][t175] = (*t176)[t178];
            t179 = (long)t5;
            b[t179][t175] = (*t176)[t179];
            t180 = (long)t6;
            b[t180][t175] = (*t176)[t180];
            t181 = (long)t7;
            b[t181][t175] = (*t176)[t181];
            t182 = (long)t8;
            b[t182][t175] = (*t176)[t182];
            t183 = (long)t9;
            b[t183][t175] = (*t176)[t183];
        }
    }
    for (; i_1 < m; i_1++) {
        if (37L >= 32L) {
            t184 = 37L & -32L;
            t2 = 0L;
            do {
                t185 = (long)i_1;
                t186 = (long)i_1;
                t187 = (long)i_1;
                t188 = (long)i_1;
                t189 = (long)(int)((long)0 + t2);
                t190 = (long)(int)((long)0 + (t2 + 8L));
                t191 = (long)(int)((long)0 + (t2 + 16L));
                t192 = (long)(int)((long)0 + (t2 + 24L));
                t193 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t189][t185], 8);
                t194 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t190][t186], 8);
                t195 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t191][t187], 8);
                t196 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t192][t188], 8);
                _mm512_storeu_pd(&b[t185][t189], t193);
                _mm512_storeu_pd(&b[t186][t190], t194);
                _mm512_storeu_pd(&b[t187][t191], t195);
                _mm512_storeu_pd(&b[t188][t192], t196);
                t2 += 32L;
            } while (t2 < t184);
            t197 = (int)((long)0 + t184);
        } else {
            t197 = 0;
        }
        t198 = (long)t197 * -1L + 37L;
        if ((t198 >= 1L) & (t198 <= 8L)) {
            t199 = _mm256_set1_epi32((int)(int)t198);
            t200 = _mm256_cmpgt_epi32(t199, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            t201 = 0L;
            t202 = (long)i_1;
            t203 = (long)(int)((long)t197 + t201);
            t204 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t200), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t203][t202], 8);
            _mm512_mask_storeu_pd(&b[t202][t203], _mm256_movepi32_mask(t200), t204);
            j_1 = (int)((long)t197 + t198);
        } else {
            j_1 = t197;
        }
        for (; j_1 < 37; j_1++) {
            t205 = (long)i_1;
            t206 = (long)j_1;
            b[t205][t206] = a[t206][t205];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
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
    int t10;
    int t11;
    int t12;
    int t13;
    int t14;
    int t15;
    int t16;
    int t17;
    long t18;
    __m512i t19;
    __m512i t20;
    __m512i t21;
    __m512i t22;
    __m512i t23;
    __m512i t24;
    __m512i t25;
    __m512i t26;
    __m512i t27;
    __m512i t28;
    __m512i t29;
    __m512i t30;
    __m512i t31;
    __m512i t32;
    __m512i t33;
    __m512i t34;
    long t35;
    long t36;
    long t37;
    long t38;
    const int *t39;
    const int *t40;
    __m512i t41;
    __m512i t42;
    __m512i t43;
    __m512i t44;
    __m512i t45;
    __m512i t46;
    __m512i t47;
    __m512i t48;
    __m512i t49;
    __m512i t50;
    __m512i t51;
    __m512i t52;
    __m512i t53;
    __m512i t54;
    __m512i t55;
    __m512i t56;
    __m512i t57;
    __m512i t58;
    __m512i t59;
    __m512i t60;
    __m512i t61;
    __m512i t62;
    __m512i t63;
    __m512i t64;
    __m512i t65;
    __m512i t66;
    __m512i t67;
    __m512i t68;
    __m512i t69;
    __m512i t70;
    __m512i t71;
    __m512i t72;
    __m512i t73;
    __m512i t74;
    __m512i t75;
    __m512i t76;
    __m512i t77;
    __m512i t78;
    __m512i t79;
    __m512i t80;
    __m512i t81;
    __m512i t82;
    __m512i t83;
    __m512i t84;
    __m512i t85;
    __m512i t86;
    __m512i t87;
    __m512i t88;
    __m512i t89;
    __m512i t90;
    __m512i t91;
    __m512i t92;
    __m512i t93;
    __m512i t94;
    __m512i t95;
    __m512i t96;
    __m512i t97;
    __m512i t98;
    __m512i t99;
    __m512i t100;
    __m512i t101;
    __m512i t102;
    __m512i t103;
    __m512i t104;
    __m512i t105;
    __m512i t106;
    __m512i t107;
    __m512i t108;
    __m512i t109;
    __m512i t110;
    __m512i t111;
    __m512i t112;
    __m512i t113;
    __m512i t114;
    __m512i t115;
    __m512i t116;
    __m512i t117;
    __m512i t118;
    __m512i t119;
    __m512i t120;
    __m512i t121;
    __m512i t122;
    __m512i t123;
    __m512i t124;
    __m512i t125;
    __m512i t126;
    __m512i t127;
    __m512i t128;
    __m512i t129;
    __m512i t130;
    __m512i t131;
    __m512i t132;
    __m512i t133;
    __m512i t134;
    __m512i t135;
    __m512i t136;
    __m512i t137;
    __m512i t138;
    __m512i t139;
    __m512i t140;
    __m512i t141;
    __m512i t142;
    __m512i t143;
    __m512i t144;
    __m512i t145;
    __m512i t146;
    __m512i t147;
    __m512i t148;
    __m512i t149;
    __m512i t150;
    __m512i t151;
    __m512i t152;
    __m512i t153;
    __m512i t154;
    __m512i t155;
    __m512i t156;
    __m512i t157;
    __m512i t158;
    __m512i t159;
    __m512i t160;
    __m512i t161;
    __m512i t162;
    __m512i t163;
    __m512i t164;
    __m512i t165;
    __m512i t166;
    __m512i t167;
    __m512i t168;
    __m512i t169;
    __m512i t170;
    __m512i t171;
    __m512i t172;
    __m512i t173;
    __m512i t174;
    __m512i t175;
    __m512i t176;
    __m512i t177;
    __m512i t178;
    __m512i t179;
    __m512i t180;
    __m512i t181;
    __m512i t182;
    __m512i t183;
    __m512i t184;
    __m512i t185;
    __m512i t186;
    __m512i t187;
    __m512i t188;
    __m512i t189;
    __m512i t190;
    __m512i t191;
    __m512i t192;
    __m512i t193;
    __m512i t194;
    __m512i t195;
    __m512i t196;
    __m512i t197;
    __m512i t198;
    __m512i t199;
    __m512i t200;
    __m512i t201;
    __m512i t202;
    __m512i t203;
    __m512i t204;
    __m512i t205;
    __m512i t206;
    __m512i t207;
    __m512i t208;
    __m512i t209;
    __m512i t210;
    __m512i t211;
    __m512i t212;
    __m512i t213;
    __m512i t214;
    __m512i t215;
    __m512i t216;
    __m512i t217;
    __m512i t218;
    __m512i t219;
    __m512i t220;
    __m512i t221;
    __m512i t222;
    __m512i t223;
    __m512i t224;
    __m512i t225;
    __m512i t226;
    __m512i t227;
    __m512i t228;
    __m512i t229;
    __m512i t230;
    __m512i t231;
    __m512i t232;
    int j;
    long t233;
    long t234;
    const int (*t235)[72];
    long t236;
    long t237;
    long t238;
    long t239;
    long t240;
    long t241;
    long t242;
    long t243;
    long t244;
    long t245;
    long t246;
    long t247;
    long t248;
    long t249;
    long t250;
    int i_1;
    long t251;
    __m512i t252;
    long t253;
    long t254;
    long t255;
    long t256;
    __m512i t257;
    __m512i t258;
    __m512i t259;
    __m512i t260;
    int j_1;
    long t261;
    long t262;
    i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        if (33L >= 32L) {
            t18 = 33L & -32L;
            t19 = _mm512_set1_epi32((int)i);
            t20 = _mm512_set1_epi32((int)t3);
            t21 = _mm512_set1_epi32((int)t4);
            t22 = _mm512_set1_epi32((int)t5);
            t23 = _mm512_set1_epi32((int)t6);
            t24 = _mm512_set1_epi32((int)t7);
            t25 = _mm512_set1_epi32((int)t8);
            t26 = _mm512_set1_epi32((int)t9);
            t27 = _mm512_set1_epi32((int)t10);
            t28 = _mm512_set1_epi32((int)t11);
            t29 = _mm512_set1_epi32((int)t12);
            t30 = _mm512_set1_epi32((int)t13);
            t31 = _mm512_set1_epi32((int)t14);
            t32 = _mm512_set1_epi32((int)t15);
            t33 = _mm512_set1_epi32((int)t16);
            t34 = _mm512_set1_epi32((int)t17);
            t1 = 0L;
            do {
                t35 = (long)i;
                t36 = (long)i;
                t37 = (long)(int)((long)0 + t1);
                t38 = (long)(int)((long)0 + (t1 + 16L));
                t39 = &a[t37][t35];
                t40 = &a[t38][t36];
                t41 = _mm512_loadu_si512(t39 + 0);
                t42 = _mm512_loadu_si512(t39 + 72);
                t43 = _mm512_loadu_si512(t39 + 144);
                t44 = _mm512_loadu_si512(t39 + 216);
                t45 = _mm512_loadu_si512(t39 + 288);
                t46 = _mm512_loadu_si512(t39 + 360);
                t47 = _mm512_loadu_si512(t39 + 432);
                t48 = _mm512_loadu_si512(t39 + 504);
                t49 = _mm512_loadu_si512(t39 + 576);
                t50 = _mm512_loadu_si512(t39 + 648);
                t51 = _mm512_loadu_si512(t39 + 720);
                t52 = _mm512_loadu_si512(t39 + 792);
                t53 = _mm512_loadu_si512(t39 + 864);
                t54 = _mm512_loadu_si512(t39 + 936);
                t55 = _mm512_loadu_si512(t39 + 1008);
                t56 = _mm512_loadu_si512(t39 + 1080);
                t57 = _mm512_permutex2var_epi32(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
                t58 = _mm512_permutex2var_epi32(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
                t59 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
                t60 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
                t61 = _mm512_permutex2var_epi32(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
                t62 = _mm512_permutex2var_epi32(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
                t63 = _mm512_permutex2var_epi32(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
                t64 = _mm512_permutex2var_epi32(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
                t65 = _mm512_permutex2var_epi32(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
                t66 = _mm512_permutex2var_epi32(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
                t67 = _mm512_permutex2var_epi32(t46, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t54);
                t68 = _mm512_permutex2var_epi32(t46, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t54);
                t69 = _mm512_permutex2var_epi32(t47, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t55);
                t70 = _mm512_permutex2var_epi32(t47, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t55);
                t71 = _mm512_permutex2var_epi32(t48, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t56);
                t72 = _mm512_permutex2var_epi32(t48, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t56);
                t73 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
                t74 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
                t75 = _mm512_permutex2var_epi32(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
                t76 = _mm512_permutex2var_epi32(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
                t77 = _mm512_permutex2var_epi32(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
                t78 = _mm512_permutex2var_epi32(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
                t79 = _mm512_permutex2var_epi32(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
                t80 = _mm512_permutex2var_epi32(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
                t81 = _mm512_permutex2var_epi32(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
                t82 = _mm512_permutex2var_epi32(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
                t83 = _mm512_permutex2var_epi32(t62, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t70);
                t84 = _mm512_permutex2var_epi32(t62, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t70);
                t85 = _mm512_permutex2var_epi32(t63, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t71);
                t86 = _mm512_permutex2var_epi32(t63, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t71);
                t87 = _mm512_permutex2var_epi32(t64, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t72);
                t88 = _mm512_permutex2var_epi32(t64, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t72);
                t89 = _mm512_permutex2var_epi32(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
                t90 = _mm512_permutex2var_epi32(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
                t91 = _mm512_permutex2var_epi32(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
                t92 = _mm512_permutex2var_epi32(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
                t93 = _mm512_permutex2var_epi32(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
                t94 = _mm512_permutex2var_epi32(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
                t95 = _mm512_permutex2var_epi32(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
                t96 = _mm512_permutex2var_epi32(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
                t97 = _mm512_permutex2var_epi32(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
                t98 = _mm512_permutex2var_epi32(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
                t99 = _mm512_permutex2var_epi32(t78, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t86);
                t100 = _mm512_permutex2var_epi32(t78, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t86);
                t101 = _mm512_permutex2var_epi32(t79, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t87);
                t102 = _mm512_permutex2var_epi32(t79, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t87);
                t103 = _mm512_permutex2var_epi32(t80, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t88);
                t104 = _mm512_permutex2var_epi32(t80, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t88);
                t105 = _mm512_permutex2var_epi32(t89, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t97);
                t106 = _mm512_permutex2var_epi32(t89, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t97);
                t107 = _mm512_permutex2var_epi32(t90, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t98);
                t108 = _mm512_permutex2var_epi32(t90, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t98);
                t109 = _mm512_permutex2var_epi32(t91, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t99);
                t110 = _mm512_permutex2var_epi32(t91, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t99);
                t111 = _mm512_permutex2var_epi32(t92, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t100);
                t112 = _mm512_permutex2var_epi32(t92, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t100);
                t113 = _mm512_permutex2var_epi32(t93, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t101);
                t114 = _mm512_permutex2var_epi32(t93, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t101);
                t115 = _mm512_permutex2var_epi32(t94, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t102);
                t116 = _mm512_permutex2var_epi32(t94, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t102);
                t117 = _mm512_permutex2var_epi32(t95, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t103);
                t118 = _mm512_permutex2var_epi32(t95, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t103);
                t119 = _mm512_permutex2var_epi32(t96, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t104);
                t120 = _mm512_permutex2var_epi32(t96, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t104);
                t121 = _mm512_loadu_si512(t40 + 0);
                t122 = _mm512_loadu_si512(t40 + 72);
                t123 = _mm512_loadu_si512(t40 + 144);
                t124 = _mm512_loadu_si512(t40 + 216);
                t125 = _mm512_loadu_si512(t40 + 288);
                t126 = _mm512_loadu_si512(t40 + 360);
                t127 = _mm512_loadu_si512(t40 + 432);
                t128 = _mm512_loadu_si512(t40 + 504);
                t129 = _mm512_loadu_si512(t40 + 576);
                t130 = _mm512_loadu_si512(t40 + 648);
                t131 = _mm512_loadu_si512(t40 + 720);
                t132 = _mm512_loadu_si512(t40 + 792);
                t133 = _mm512_loadu_si512(t40 + 864);
                t134 = _mm512_loadu_si512(t40 + 936);
                t135 = _mm512_loadu_si512(t40 + 1008);
                t136 = _mm512_loadu_si512(t40 + 1080);
                t137 = _mm512_permutex2var_epi32(t121, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t129);
                t138 = _mm512_permutex2var_epi32(t121, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t129);
                t139 = _mm512_permutex2var_epi32(t122, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t130);
                t140 = _mm512_permutex2var_epi32(t122, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t130);
                t141 = _mm512_permutex2var_epi32(t123, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t131);
                t142 = _mm512_permutex2var_epi32(t123, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t131);
                t143 = _mm512_permutex2var_epi32(t124, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t132);
                t144 = _mm512_permutex2var_epi32(t124, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t132);
                t145 = _mm512_permutex2var_epi32(t125, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t133);
                t146 = _mm512_permutex2var_epi32(t125, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t133);
                t147 = _mm512_permutex2var_epi32(t126, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t134);
                t148 = _mm512_permutex2var_epi32(t126, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t134);
                t149 = _mm512_permutex2var_epi32(t127, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t135);
                t150 = _mm512_permutex2var_epi32(t127, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t135);
                t151 = _mm512_permutex2var_epi32(t128, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t136);
                t152 = _mm512_permutex2var_epi32(t128, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t136);
                t153 = _mm512_permutex2var_epi32(t137, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t145);
                t154 = _mm512_permutex2var_epi32(t137, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t145);
                t155 = _mm512_permutex2var_epi32(t138, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t146);
                t156 = _mm512_permutex2var_epi32(t138, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t146);
                t157 = _mm512_permutex2var_epi32(t139, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t147);
                t158 = _mm512_permutex2var_epi32(t139, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t147);
                t159 = _mm512_permutex2var_epi32(t140, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t148);
                t160 = _mm512_permutex2var_epi32(t140, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t148);
                t161 = _mm512_permutex2var_epi32(t141, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t149);
                t162 = _mm512_permutex2var_epi32(t141, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t149);
                t163 = _mm512_permutex2var_epi32(t142, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t150);
                t164 = _mm512_permutex2var_epi32(t142, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t150);
                t165 = _mm512_permutex2var_epi32(t143, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t151);
                t166 = _mm512_permutex2var_epi32(t143, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t151);
                t167 = _mm512_permutex2var_epi32(t144, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t152);
                t168 = _mm512_permutex2var_epi32(t144, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t152);
                t169 = _mm512_permutex2var_epi32(t153, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t161);
                t170 = _mm512_permutex2var_epi32(t153, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t161);
                t171 = _mm512_permutex2var_epi32(t154, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t162);
                t172 = _mm512_permutex2var_epi32(t154, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t162);
                t173 = _mm512_permutex2var_epi32(t155, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t163);
                t174 = _mm512_permutex2var_epi32(t155, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t163);
                t175 = _mm512_permutex2var_epi32(t156, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t164);
                t176 = _mm512_permutex2var_epi32(t156, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t164);
                t177 = _mm512_permutex2var_epi32(t157, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t165);
                t178 = _mm512_permutex2var_epi32(t157, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t165);
                t179 = _mm512_permutex2var_epi32(t158, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t166);
                t180 = _mm512_permutex2var_epi32(t158, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t166);
                t181 = _mm512_permutex2var_epi32(t159, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t167);
                t182 = _mm512_permutex2var_epi32(t159, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t167);
                t183 = _mm512_permutex2var_epi32(t160, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t168);
                t184 = _mm512_permutex2var_epi32(t160, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t168);
                t185 = _mm512_permutex2var_epi32(t169, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t177);
                t186 = _mm512_permutex2var_epi32(t169, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t177);
                t187 = _mm512_permutex2var_epi32(t170, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t178);
                t188 = _mm512_permutex2var_epi32(t170, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t178);
                t189 = _mm512_permutex2var_epi32(t171, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t179);
                t190 = _mm512_permutex2var_epi32(t171, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t179);
                t191 = _mm512_permutex2var_epi32(t172, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t180);
                t192 = _mm512_permutex2var_epi32(t172, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t180);
                t193 = _mm512_permutex2var_epi32(t173, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t181);
                t194 = _mm512_permutex2var_epi32(t173, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t181);
                t195 = _mm512_permutex2var_epi32(t174, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t182);
                t196 = _mm512_permutex2var_epi32(t174, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t182);
                t197 = _mm512_permutex2var_epi32(t175, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t183);
                t198 = _mm512_permutex2var_epi32(t175, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t183);
                t199 = _mm512_permutex2var_epi32(t176, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t184);
                t200 = _mm512_permutex2var_epi32(t176, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t184);
                t201 = _mm512_add_epi32(t105, t19);
                t202 = _mm512_add_epi32(t185, t19);
                _mm512_storeu_si512(&b[t35][t37], t201);
                _mm512_storeu_si512(&b[t36][t38], t202);
                t203 = _mm512_add_epi32(t106, t20);
                t204 = _mm512_add_epi32(t186, t20);
                _mm512_storeu_si512(&b[t3][t37], t203);
                _mm512_storeu_si512(&b[t3][t38], t204);
                t205 = _mm512_add_epi32(t107, t21);
                t206 = _mm512_add_epi32(t187, t21);
                _mm512_storeu_si512(&b[t4][t37], t205);
                _mm512_storeu_si512(&b[t4][t38], t206);
                t207 = _mm512_add_epi32(t108, t22);
                t208 = _mm512_add_epi32(t188, t22);
                _mm512_storeu_si512(&b[t5][t37], t207);
                _mm512_storeu_si512(&b[t5][t38], t208);
                t209 = _mm512_add_epi32(t109, t23);
                t210 = _mm512_add_epi32(t189, t23);
                _mm512_storeu_si512(&b[t6][t37], t209);
                _mm512_storeu_si512(&b[t6][t38], t210);
                t211 = _mm512_add_epi32(t110, t24);
                t212 = _mm512_add_epi32(t190, t24);
                _mm512_storeu_si512(&b[t7][t37], t211);
                _mm512_storeu_si512(&b[t7][t38], t212);
                t213 = _mm512_add_epi32(t111, t25);
                t214 = _mm512_add_epi32(t191, t25);
                _mm512_storeu_si512(&b[t8][t37], t213);
                _mm512_storeu_si512(&b[t8][t38], t214);
                t215 = _mm512_add_epi32(t112, t26);
                t216 = _mm512_add_epi32(t192, t26);
                _mm512_storeu_si512(&b[t9][t37], t215);
                _mm512_storeu_si512(&b[t9][t38], t216);
                t217 = _mm512_add_epi32(t113, t27);
                t218 = _mm512_add_epi32(t193, t27);
                _mm512_storeu_si512(&b[t10][t37], t217);
                _mm512_storeu_si512(&b[t10][t38], t218);
                t219 = _mm512_add_epi32(t114, t28);
                t220 = _mm512_add_epi32(t194, t28);
                _mm512_storeu_si512(&b[t11][t37], t219);
                _mm512_storeu_si512(&b[t11][t38], t220);
                t221 = _mm512_add_epi32(t115, t29);
                t222 = _mm512_add_epi32(t195, t29);
                _mm512_storeu_si512(&b[t12][t37], t221);
                _mm512_storeu_si512(&b[t12][t38], t222);
                t223 = _mm512_add_epi32(t116, t30);
                t224 = _mm512_add_epi32(t196, t30);
                _mm512_storeu_si512(&b[t13][t37], t223);
                _mm512_storeu_si512(&b[t13][t38], t224);
                t225 = _mm512_add_epi32(t117, t31);
                t226 = _mm512_add_epi32(t197, t31);
                _mm512_storeu_si512(&b[t14][t37], t225);
                _mm512_storeu_si512(&b[t14][t38], t226);
                t227 = _mm512_add_epi32(t118, t32);
                t228 = _mm512_add_epi32(t198, t32);
                _mm512_storeu_si512(&b[t15][t37], t227);
                _mm512_storeu_si512(&b[t15][t38], t228);
                t229 = _mm512_add_epi32(t119, t33);
                t230 = _mm512_add_epi32(t199, t33);
                _mm512_storeu_si512(&b[t16][t37], t229);
                _mm512_storeu_si512(&b[t16][t38], t230);
                t231 = _mm512_add_epi32(t120, t34);
                _mm512_storeu_si512(&b[t17][t37], t231);
                t232 = _mm512_add_epi32(t200, t34);
                _mm512_storeu_si512(&b[t17][t38], t232);
                t1 += 32L;
            } while (t1 < t18);
            j = (int)((long)0 + t18);
        } else {
            j = 0;
        }
        for (; j < 33; j++) {
            t233 = (long)i;
            t234 = (long)j;
            t235 = a + t234;
            b[t233][t234] = (*t235)[t233] + i;
            t236 = (long)t3;
            b[t236][t234] = (*t235)[t236] + t3;
            t237 = (long)t4;
            b[t237][t234] = (*t235)[t237] + t4;
            t238 = (long)t5;
            b[t238][t234] = (*t235)[t238] + t5;
            t239 = (long)t6;
            b[t239][t234] = (*t235)[t239] + t6;
            t240 = (long)t7;
            b[t240][t234] = (*t235)[t240] + t7;
            t241 = (long)t8;
            b[t241][t234] = (*t235)[t241] + t8;
            t242 = (long)t9;
            b[t242][t234] = (*t235)[t242] + t9;
            t243 = (long)t10;
            b[t243][t234] = (*t235)[t243] + t10;
            t244 = (long)t11;
            b[t244][t234] = (*t235)[t244] + t11;
            t245 = (long)t12;
            b[t245][t234] = (*t235)[t245] + t12;
            t246 = (long)t13;
            b[t246][t234] = (*t235)[t246] + t13;
            t247 = (long)t14;
            b[t247][t234] = (*t235)[t247] + t14;
            t248 = (long)t15;
            b[t248][t234] = (*t235)[t248] + t15;
            t249 = (long)t16;
            b[t249][t234] = (*t235)[t249] + t16;
            t250 = (long)t17;
            b[t250][t234] = (*t235)[t250] + t17;
        }
    }
    for (; i_1 < m; i_1++) {
        if (33L >= 32L) {
            t251 = 33L & -32L;
            t252 = _mm512_set1_epi32((int)i_1);
            t2 = 0L;
            do {
                t253 = (long)i_1;
                t254 = (long)i_1;
                t255 = (long)(int)((long)0 + t2);
                t256 = (long)(int)((long)0 + (t2 + 16L));
                t257 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t255][t253], 4);
                t258 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t256][t254], 4);
                t259 = _mm512_add_epi32(t257, t252);
                _mm512_storeu_si512(&b[t253][t255], t259);
                t260 = _mm512_add_epi32(t258, t252);
                _mm512_storeu_si512(&b[t254][t256], t260);
                t2 += 32L;
            } while (t2 < t251);
            j_1 = (int)((long)0 + t251);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 33; j_1++) {
            t261 = (long)i_1;
            t262 = (long)j_1;
            b[t261][t262] = a[t262][t261] + i_1;
        }
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    vcc_no_contract_body
    long t1;
    int i;
    long t2;
    int t3;
    int t4;
    long t5;
    long t6;
    long t7;
    long t8;
    float *t9;
    float *t10;
    __m512 t11;
    __m512 t12;
    __m512 t13;
    __m512 t14;
    __m512 t15;
    __m512 t16;
    int j;
    long t17;
    long t18;
    float *t19;
    for (i = 0; i < m; i++) {
        if (39L >= 32L) {
            t2 = 39L & -32L;
            t1 = 0L;
            do {
                t3 = (int)((long)1 + t1);
                t4 = (int)((long)1 + (t1 + 16L));
                t5 = (long)i;
                t6 = (long)i;
                t7 = (long)t3;
                t8 = (long)t4;
                t9 = &b[t5][t7];
                t10 = &b[t6][t8];
                t11 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t7][t5], 4);
                t12 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t8][t6], 4);
                _mm512_storeu_ps(t9, t11);
                _mm512_storeu_ps(t10, t12);
                t13 = _mm512_loadu_ps(t9);
                t14 = _mm512_loadu_ps(t10);
                t15 = _mm512_mul_ps(t13, _mm512_set1_ps(0.5f));
                _mm512_i32scatter_ps(&a[t3 - 1][i + 1], _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), t15, 4);
                t16 = _mm512_mul_ps(t14, _mm512_set1_ps(0.5f));
                _mm512_i32scatter_ps(&a[t4 - 1][i + 1], _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), t16, 4);
                t1 += 32L;
            } while (t1 < t2);
            j = (int)((long)1 + t2);
        } else {
            j = 1;
        }
        for (; j < 40; j++) {
            t17 = (long)i;
            t18 = (long)j;
            t19 = &b[t17][t18];
            *t19 = a[t18][t17];
            a[j - 1][i + 1] = *t19 * 0.5f;
        }
    }
}

static const int counts[] = {0, 1, 5, 7, 8, 9, 15, 16, 17, 24, 37, 40, 64, 70};

int main(void) {
    for (unsigned k = 0; k < sizeof counts / sizeof counts[0]; k++) {
        int m = counts[k];
        /* The rows the kernels read: a[j] for j < 64, b[i] for i < m (and a[40] for shifted). */
        int rows_a = 72, rows_b = m > 0 ? m : 1;
        float (*af)[W] = new_array(rows_a, sizeof *af), (*bf)[W] = new_array(rows_b, sizeof *bf);
        double (*ad)[W] = new_array(rows_a, sizeof *ad), (*bd)[W] = new_array(rows_b, sizeof *bd);
        int (*ai)[W] = new_array(rows_a, sizeof *ai), (*bi)[W] = new_array(rows_b, sizeof *bi);
        FILL(&af[0][0], rows_a * W, -50, 100);
        FILL(&ad[0][0], rows_a * W, -50, 100);
        FILL(&ai[0][0], rows_a * W, -50, 100);
        memset(bd, 0, (size_t)rows_b * sizeof *bd);
        memset(bi, 0, (size_t)rows_b * sizeof *bi);
#define RUN(n) \
        memset(bf, 0, (size_t)rows_b * sizeof *bf); \
        transpose_##n(bf, (const float (*)[W])af, m, 0.5f); \
        printf("m=%d transpose_%d %llx\n", m, n, HASH(&bf[0][0], rows_b * W));
        RUN(53) RUN(9) RUN(8) RUN(17) RUN(64) RUN(1)
        transpose_f64(bd, (const double (*)[W])ad, m);
        transpose_i32(bi, (const int (*)[W])ai, m);
        printf("m=%d f64 %llx i32 %llx\n", m, HASH(&bd[0][0], rows_b * W), HASH(&bi[0][0], rows_b * W));
        in_place(af, m < 40 ? m : 40);
        printf("m=%d in_place %llx\n", m, HASH(&af[0][0], rows_a * W));
        shifted(bf, af, m < W - 1 ? m : W - 1);
        printf("m=%d shifted %llx %llx\n", m, HASH(&af[0][0], rows_a * W), HASH(&bf[0][0], rows_b * W));
        free(af), free(bf), free(ad), free(bd), free(ai), free(bi);
    }
    return 0;
}
