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
    int t17;
    int i_1;
    int i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        int t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        int t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        __m512 t18 = _mm512_set1_ps(s);
        long t1 = 0L;
        do {
            long t19 = (long)i;
            long t20 = (long)(int)t1;
            const float *t21 = &a[t20][t19];
            __m512 t22 = _mm512_loadu_ps(t21 + 0);
            __m512 t23 = _mm512_loadu_ps(t21 + 72);
            __m512 t24 = _mm512_loadu_ps(t21 + 144);
            __m512 t25 = _mm512_loadu_ps(t21 + 216);
            __m512 t26 = _mm512_loadu_ps(t21 + 288);
            __m512 t27 = _mm512_loadu_ps(t21 + 360);
            __m512 t28 = _mm512_loadu_ps(t21 + 432);
            __m512 t29 = _mm512_loadu_ps(t21 + 504);
            __m512 t30 = _mm512_loadu_ps(t21 + 576);
            __m512 t31 = _mm512_loadu_ps(t21 + 648);
            __m512 t32 = _mm512_loadu_ps(t21 + 720);
            __m512 t33 = _mm512_loadu_ps(t21 + 792);
            __m512 t34 = _mm512_loadu_ps(t21 + 864);
            __m512 t35 = _mm512_loadu_ps(t21 + 936);
            __m512 t36 = _mm512_loadu_ps(t21 + 1008);
            __m512 t37 = _mm512_loadu_ps(t21 + 1080);
            __m512 t38 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t30);
            __m512 t39 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t30);
            __m512 t40 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
            __m512 t41 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
            __m512 t42 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t32);
            __m512 t43 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t32);
            __m512 t44 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            __m512 t45 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            __m512 t46 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t34);
            __m512 t47 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t34);
            __m512 t48 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t35);
            __m512 t49 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t35);
            __m512 t50 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
            __m512 t51 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
            __m512 t52 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t37);
            __m512 t53 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t37);
            __m512 t54 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t55 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t56 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512 t57 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512 t58 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512 t59 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512 t60 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512 t61 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512 t62 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
            __m512 t63 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
            __m512 t64 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
            __m512 t65 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
            __m512 t66 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
            __m512 t67 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
            __m512 t68 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
            __m512 t69 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
            __m512 t70 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t71 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t72 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512 t73 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512 t74 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512 t75 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512 t76 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512 t77 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512 t78 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
            __m512 t79 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
            __m512 t80 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
            __m512 t81 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
            __m512 t82 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
            __m512 t83 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
            __m512 t84 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
            __m512 t85 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
            __m512 t86 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t87 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t88 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512 t89 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512 t90 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512 t91 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512 t92 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512 t93 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512 t94 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
            __m512 t95 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
            __m512 t96 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
            __m512 t97 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
            __m512 t98 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
            __m512 t99 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
            __m512 t100 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
            __m512 t101 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
            __m512 t102 = _mm512_mul_ps(t86, t18);
            _mm512_storeu_ps(&b[t19][t20], t102);
            __m512 t103 = _mm512_mul_ps(t87, t18);
            _mm512_storeu_ps(&b[t3][t20], t103);
            __m512 t104 = _mm512_mul_ps(t88, t18);
            _mm512_storeu_ps(&b[t4][t20], t104);
            __m512 t105 = _mm512_mul_ps(t89, t18);
            _mm512_storeu_ps(&b[t5][t20], t105);
            __m512 t106 = _mm512_mul_ps(t90, t18);
            _mm512_storeu_ps(&b[t6][t20], t106);
            __m512 t107 = _mm512_mul_ps(t91, t18);
            _mm512_storeu_ps(&b[t7][t20], t107);
            __m512 t108 = _mm512_mul_ps(t92, t18);
            _mm512_storeu_ps(&b[t8][t20], t108);
            __m512 t109 = _mm512_mul_ps(t93, t18);
            _mm512_storeu_ps(&b[t9][t20], t109);
            __m512 t110 = _mm512_mul_ps(t94, t18);
            _mm512_storeu_ps(&b[t10][t20], t110);
            __m512 t111 = _mm512_mul_ps(t95, t18);
            _mm512_storeu_ps(&b[t11][t20], t111);
            __m512 t112 = _mm512_mul_ps(t96, t18);
            _mm512_storeu_ps(&b[t12][t20], t112);
            __m512 t113 = _mm512_mul_ps(t97, t18);
            _mm512_storeu_ps(&b[t13][t20], t113);
            __m512 t114 = _mm512_mul_ps(t98, t18);
            _mm512_storeu_ps(&b[t14][t20], t114);
            __m512 t115 = _mm512_mul_ps(t99, t18);
            _mm512_storeu_ps(&b[t15][t20], t115);
            __m512 t116 = _mm512_mul_ps(t100, t18);
            _mm512_storeu_ps(&b[t16][t20], t116);
            __m512 t117 = _mm512_mul_ps(t101, t18);
            _mm512_storeu_ps(&b[t17][t20], t117);
            t1 += 16L;
        } while (t1 < 48L);
        __m512i t118 = _mm512_set1_epi32(5);
        __mmask16 t119 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t118, _MM_CMPINT_LT);
        __m512 t120 = _mm512_set1_ps(s);
        long t121 = (long)i;
        const float (*t122)[72] = a + 48;
        __m512 t123 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t121], 4);
        __m512 t124 = _mm512_mul_ps(t123, t120);
        _mm512_mask_storeu_ps(&b[t121][48], t119, t124);
        long t125 = (long)t3;
        __m512 t126 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t125], 4);
        __m512 t127 = _mm512_mul_ps(t126, t120);
        _mm512_mask_storeu_ps(&b[t125][48], t119, t127);
        long t128 = (long)t4;
        __m512 t129 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t128], 4);
        __m512 t130 = _mm512_mul_ps(t129, t120);
        _mm512_mask_storeu_ps(&b[t128][48], t119, t130);
        long t131 = (long)t5;
        __m512 t132 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t131], 4);
        __m512 t133 = _mm512_mul_ps(t132, t120);
        _mm512_mask_storeu_ps(&b[t131][48], t119, t133);
        long t134 = (long)t6;
        __m512 t135 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t134], 4);
        __m512 t136 = _mm512_mul_ps(t135, t120);
        _mm512_mask_storeu_ps(&b[t134][48], t119, t136);
        long t137 = (long)t7;
        __m512 t138 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t137], 4);
        __m512 t139 = _mm512_mul_ps(t138, t120);
        _mm512_mask_storeu_ps(&b[t137][48], t119, t139);
        long t140 = (long)t8;
        __m512 t141 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t140], 4);
        __m512 t142 = _mm512_mul_ps(t141, t120);
        _mm512_mask_storeu_ps(&b[t140][48], t119, t142);
        long t143 = (long)t9;
        __m512 t144 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t143], 4);
        __m512 t145 = _mm512_mul_ps(t144, t120);
        _mm512_mask_storeu_ps(&b[t143][48], t119, t145);
        long t146 = (long)t10;
        __m512 t147 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t146], 4);
        __m512 t148 = _mm512_mul_ps(t147, t120);
        _mm512_mask_storeu_ps(&b[t146][48], t119, t148);
        long t149 = (long)t11;
        __m512 t150 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t149], 4);
        __m512 t151 = _mm512_mul_ps(t150, t120);
        _mm512_mask_storeu_ps(&b[t149][48], t119, t151);
        long t152 = (long)t12;
        __m512 t153 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t152], 4);
        __m512 t154 = _mm512_mul_ps(t153, t120);
        _mm512_mask_storeu_ps(&b[t152][48], t119, t154);
        long t155 = (long)t13;
        __m512 t156 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t155], 4);
        __m512 t157 = _mm512_mul_ps(t156, t120);
        _mm512_mask_storeu_ps(&b[t155][48], t119, t157);
        long t158 = (long)t14;
        __m512 t159 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t158], 4);
        __m512 t160 = _mm512_mul_ps(t159, t120);
        _mm512_mask_storeu_ps(&b[t158][48], t119, t160);
        long t161 = (long)t15;
        __m512 t162 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t161], 4);
        __m512 t163 = _mm512_mul_ps(t162, t120);
        _mm512_mask_storeu_ps(&b[t161][48], t119, t163);
        long t164 = (long)t16;
        __m512 t165 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t164], 4);
        __m512 t166 = _mm512_mul_ps(t165, t120);
        _mm512_mask_storeu_ps(&b[t164][48], t119, t166);
        long t167 = (long)t17;
        __m512 t168 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t119, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t122)[t167], 4);
        __m512 t169 = _mm512_mul_ps(t168, t120);
        _mm512_mask_storeu_ps(&b[t167][48], t119, t169);
        for (int j = 53; j < 53; j++) {
            long t170 = (long)i;
            long t171 = (long)j;
            const float (*t172)[72] = a + t171;
            b[t170][t171] = (*t172)[t170] * s;
            long t173 = (long)t3;
            b[t173][t171] = (*t172)[t173] * s;
            long t174 = (long)t4;
            b[t174][t171] = (*t172)[t174] * s;
            long t175 = (long)t5;
            b[t175][t171] = (*t172)[t175] * s;
            long t176 = (long)t6;
            b[t176][t171] = (*t172)[t176] * s;
            long t177 = (long)t7;
            b[t177][t171] = (*t172)[t177] * s;
            long t178 = (long)t8;
            b[t178][t171] = (*t172)[t178] * s;
            long t179 = (long)t9;
            b[t179][t171] = (*t172)[t179] * s;
            long t180 = (long)t10;
            b[t180][t171] = (*t172)[t180] * s;
            long t181 = (long)t11;
            b[t181][t171] = (*t172)[t181] * s;
            long t182 = (long)t12;
            b[t182][t171] = (*t172)[t182] * s;
            long t183 = (long)t13;
            b[t183][t171] = (*t172)[t183] * s;
            long t184 = (long)t14;
            b[t184][t171] = (*t172)[t184] * s;
            long t185 = (long)t15;
            b[t185][t171] = (*t172)[t185] * s;
            long t186 = (long)t16;
            b[t186][t171] = (*t172)[t186] * s;
            long t187 = (long)t17;
            b[t187][t171] = (*t172)[t187] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m512 t188 = _mm512_set1_ps(s);
        long t2 = 0L;
        do {
            long t189 = (long)i_1;
            long t190 = (long)(int)t2;
            __m512 t191 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t190][t189], 4);
            __m512 t192 = _mm512_mul_ps(t191, t188);
            _mm512_storeu_ps(&b[t189][t190], t192);
            t2 += 16L;
        } while (t2 < 48L);
        __m512i t193 = _mm512_set1_epi32(5);
        __mmask16 t194 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t193, _MM_CMPINT_LT);
        __m512 t195 = _mm512_set1_ps(s);
        long t196 = (long)i_1;
        __m512 t197 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t194, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[48][t196], 4);
        __m512 t198 = _mm512_mul_ps(t197, t195);
        _mm512_mask_storeu_ps(&b[t196][48], t194, t198);
        for (int j_1 = 53; j_1 < 53; j_1++) {
            long t199 = (long)i_1;
            long t200 = (long)j_1;
            b[t199][t200] = a[t200][t199] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        __m256 t10 = _mm256_set1_ps(s);
        long t1 = 0L;
        do {
            long t11 = (long)i;
            long t12 = (long)(int)t1;
            const float *t13 = &a[t12][t11];
            __m256 t14 = _mm256_loadu_ps(t13 + 0);
            __m256 t15 = _mm256_loadu_ps(t13 + 72);
            __m256 t16 = _mm256_loadu_ps(t13 + 144);
            __m256 t17 = _mm256_loadu_ps(t13 + 216);
            __m256 t18 = _mm256_loadu_ps(t13 + 288);
            __m256 t19 = _mm256_loadu_ps(t13 + 360);
            __m256 t20 = _mm256_loadu_ps(t13 + 432);
            __m256 t21 = _mm256_loadu_ps(t13 + 504);
            __m256 t22 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t18);
            __m256 t23 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t18);
            __m256 t24 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t19);
            __m256 t25 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t19);
            __m256 t26 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
            __m256 t27 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
            __m256 t28 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t21);
            __m256 t29 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t21);
            __m256 t30 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m256 t31 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m256 t32 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t27);
            __m256 t33 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t27);
            __m256 t34 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
            __m256 t35 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
            __m256 t36 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t29);
            __m256 t37 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t29);
            __m256 t38 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m256 t39 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m256 t40 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m256 t41 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m256 t42 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256 t43 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256 t44 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m256 t45 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m256 t46 = _mm256_mul_ps(t38, t10);
            _mm256_storeu_ps(&b[t11][t12], t46);
            __m256 t47 = _mm256_mul_ps(t39, t10);
            _mm256_storeu_ps(&b[t3][t12], t47);
            __m256 t48 = _mm256_mul_ps(t40, t10);
            _mm256_storeu_ps(&b[t4][t12], t48);
            __m256 t49 = _mm256_mul_ps(t41, t10);
            _mm256_storeu_ps(&b[t5][t12], t49);
            __m256 t50 = _mm256_mul_ps(t42, t10);
            _mm256_storeu_ps(&b[t6][t12], t50);
            __m256 t51 = _mm256_mul_ps(t43, t10);
            _mm256_storeu_ps(&b[t7][t12], t51);
            __m256 t52 = _mm256_mul_ps(t44, t10);
            _mm256_storeu_ps(&b[t8][t12], t52);
            __m256 t53 = _mm256_mul_ps(t45, t10);
            _mm256_storeu_ps(&b[t9][t12], t53);
            t1 += 8L;
        } while (t1 < 8L);
        for (int j = 8; j < 9; j++) {
            long t54 = (long)i;
            long t55 = (long)j;
            const float (*t56)[72] = a + t55;
            b[t54][t55] = (*t56)[t54] * s;
            long t57 = (long)t3;
            b[t57][t55] = (*t56)[t57] * s;
            long t58 = (long)t4;
            b[t58][t55] = (*t56)[t58] * s;
            long t59 = (long)t5;
            b[t59][t55] = (*t56)[t59] * s;
            long t60 = (long)t6;
            b[t60][t55] = (*t56)[t60] * s;
            long t61 = (long)t7;
            b[t61][t55] = (*t56)[t61] * s;
            long t62 = (long)t8;
            b[t62][t55] = (*t56)[t62] * s;
            long t63 = (long)t9;
            b[t63][t55] = (*t56)[t63] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 t64 = _mm256_set1_ps(s);
        long t2 = 0L;
        do {
            long t65 = (long)i_1;
            long t66 = (long)(int)t2;
            __m256 t67 = _mm256_i32gather_ps(&a[t66][t65], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t68 = _mm256_mul_ps(t67, t64);
            _mm256_storeu_ps(&b[t65][t66], t68);
            t2 += 8L;
        } while (t2 < 8L);
        for (int j_1 = 8; j_1 < 9; j_1++) {
            long t69 = (long)i_1;
            long t70 = (long)j_1;
            b[t69][t70] = a[t70][t69] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        __m256 t10 = _mm256_set1_ps(s);
        long t1 = 0L;
        do {
            long t11 = (long)i;
            long t12 = (long)(int)t1;
            const float *t13 = &a[t12][t11];
            __m256 t14 = _mm256_loadu_ps(t13 + 0);
            __m256 t15 = _mm256_loadu_ps(t13 + 72);
            __m256 t16 = _mm256_loadu_ps(t13 + 144);
            __m256 t17 = _mm256_loadu_ps(t13 + 216);
            __m256 t18 = _mm256_loadu_ps(t13 + 288);
            __m256 t19 = _mm256_loadu_ps(t13 + 360);
            __m256 t20 = _mm256_loadu_ps(t13 + 432);
            __m256 t21 = _mm256_loadu_ps(t13 + 504);
            __m256 t22 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t18);
            __m256 t23 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t18);
            __m256 t24 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t19);
            __m256 t25 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t19);
            __m256 t26 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
            __m256 t27 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
            __m256 t28 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t21);
            __m256 t29 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t21);
            __m256 t30 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m256 t31 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m256 t32 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t27);
            __m256 t33 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t27);
            __m256 t34 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
            __m256 t35 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
            __m256 t36 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t29);
            __m256 t37 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t29);
            __m256 t38 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m256 t39 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m256 t40 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m256 t41 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m256 t42 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256 t43 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256 t44 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m256 t45 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m256 t46 = _mm256_mul_ps(t38, t10);
            _mm256_storeu_ps(&b[t11][t12], t46);
            __m256 t47 = _mm256_mul_ps(t39, t10);
            _mm256_storeu_ps(&b[t3][t12], t47);
            __m256 t48 = _mm256_mul_ps(t40, t10);
            _mm256_storeu_ps(&b[t4][t12], t48);
            __m256 t49 = _mm256_mul_ps(t41, t10);
            _mm256_storeu_ps(&b[t5][t12], t49);
            __m256 t50 = _mm256_mul_ps(t42, t10);
            _mm256_storeu_ps(&b[t6][t12], t50);
            __m256 t51 = _mm256_mul_ps(t43, t10);
            _mm256_storeu_ps(&b[t7][t12], t51);
            __m256 t52 = _mm256_mul_ps(t44, t10);
            _mm256_storeu_ps(&b[t8][t12], t52);
            __m256 t53 = _mm256_mul_ps(t45, t10);
            _mm256_storeu_ps(&b[t9][t12], t53);
            t1 += 8L;
        } while (t1 < 8L);
        for (int j = 8; j < 8; j++) {
            long t54 = (long)i;
            long t55 = (long)j;
            const float (*t56)[72] = a + t55;
            b[t54][t55] = (*t56)[t54] * s;
            long t57 = (long)t3;
            b[t57][t55] = (*t56)[t57] * s;
            long t58 = (long)t4;
            b[t58][t55] = (*t56)[t58] * s;
            long t59 = (long)t5;
            b[t59][t55] = (*t56)[t59] * s;
            long t60 = (long)t6;
            b[t60][t55] = (*t56)[t60] * s;
            long t61 = (long)t7;
            b[t61][t55] = (*t56)[t61] * s;
            long t62 = (long)t8;
            b[t62][t55] = (*t56)[t62] * s;
            long t63 = (long)t9;
            b[t63][t55] = (*t56)[t63] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 t64 = _mm256_set1_ps(s);
        long t2 = 0L;
        do {
            long t65 = (long)i_1;
            long t66 = (long)(int)t2;
            __m256 t67 = _mm256_i32gather_ps(&a[t66][t65], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t68 = _mm256_mul_ps(t67, t64);
            _mm256_storeu_ps(&b[t65][t66], t68);
            t2 += 8L;
        } while (t2 < 8L);
        for (int j_1 = 8; j_1 < 8; j_1++) {
            long t69 = (long)i_1;
            long t70 = (long)j_1;
            b[t69][t70] = a[t70][t69] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    int t17;
    int i_1;
    int i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        int t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        int t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        __m512 t18 = _mm512_set1_ps(s);
        long t1 = 0L;
        do {
            long t19 = (long)i;
            long t20 = (long)(int)t1;
            const float *t21 = &a[t20][t19];
            __m512 t22 = _mm512_loadu_ps(t21 + 0);
            __m512 t23 = _mm512_loadu_ps(t21 + 72);
            __m512 t24 = _mm512_loadu_ps(t21 + 144);
            __m512 t25 = _mm512_loadu_ps(t21 + 216);
            __m512 t26 = _mm512_loadu_ps(t21 + 288);
            __m512 t27 = _mm512_loadu_ps(t21 + 360);
            __m512 t28 = _mm512_loadu_ps(t21 + 432);
            __m512 t29 = _mm512_loadu_ps(t21 + 504);
            __m512 t30 = _mm512_loadu_ps(t21 + 576);
            __m512 t31 = _mm512_loadu_ps(t21 + 648);
            __m512 t32 = _mm512_loadu_ps(t21 + 720);
            __m512 t33 = _mm512_loadu_ps(t21 + 792);
            __m512 t34 = _mm512_loadu_ps(t21 + 864);
            __m512 t35 = _mm512_loadu_ps(t21 + 936);
            __m512 t36 = _mm512_loadu_ps(t21 + 1008);
            __m512 t37 = _mm512_loadu_ps(t21 + 1080);
            __m512 t38 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t30);
            __m512 t39 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t30);
            __m512 t40 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
            __m512 t41 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
            __m512 t42 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t32);
            __m512 t43 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t32);
            __m512 t44 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            __m512 t45 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            __m512 t46 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t34);
            __m512 t47 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t34);
            __m512 t48 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t35);
            __m512 t49 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t35);
            __m512 t50 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
            __m512 t51 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
            __m512 t52 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t37);
            __m512 t53 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t37);
            __m512 t54 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t55 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t56 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512 t57 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512 t58 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512 t59 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512 t60 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512 t61 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512 t62 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
            __m512 t63 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
            __m512 t64 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
            __m512 t65 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
            __m512 t66 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
            __m512 t67 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
            __m512 t68 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
            __m512 t69 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
            __m512 t70 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t71 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t72 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512 t73 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512 t74 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512 t75 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512 t76 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512 t77 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512 t78 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
            __m512 t79 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
            __m512 t80 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
            __m512 t81 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
            __m512 t82 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
            __m512 t83 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
            __m512 t84 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
            __m512 t85 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
            __m512 t86 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t87 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t88 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512 t89 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512 t90 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512 t91 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512 t92 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512 t93 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512 t94 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
            __m512 t95 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
            __m512 t96 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
            __m512 t97 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
            __m512 t98 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
            __m512 t99 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
            __m512 t100 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
            __m512 t101 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
            __m512 t102 = _mm512_mul_ps(t86, t18);
            _mm512_storeu_ps(&b[t19][t20], t102);
            __m512 t103 = _mm512_mul_ps(t87, t18);
            _mm512_storeu_ps(&b[t3][t20], t103);
            __m512 t104 = _mm512_mul_ps(t88, t18);
            _mm512_storeu_ps(&b[t4][t20], t104);
            __m512 t105 = _mm512_mul_ps(t89, t18);
            _mm512_storeu_ps(&b[t5][t20], t105);
            __m512 t106 = _mm512_mul_ps(t90, t18);
            _mm512_storeu_ps(&b[t6][t20], t106);
            __m512 t107 = _mm512_mul_ps(t91, t18);
            _mm512_storeu_ps(&b[t7][t20], t107);
            __m512 t108 = _mm512_mul_ps(t92, t18);
            _mm512_storeu_ps(&b[t8][t20], t108);
            __m512 t109 = _mm512_mul_ps(t93, t18);
            _mm512_storeu_ps(&b[t9][t20], t109);
            __m512 t110 = _mm512_mul_ps(t94, t18);
            _mm512_storeu_ps(&b[t10][t20], t110);
            __m512 t111 = _mm512_mul_ps(t95, t18);
            _mm512_storeu_ps(&b[t11][t20], t111);
            __m512 t112 = _mm512_mul_ps(t96, t18);
            _mm512_storeu_ps(&b[t12][t20], t112);
            __m512 t113 = _mm512_mul_ps(t97, t18);
            _mm512_storeu_ps(&b[t13][t20], t113);
            __m512 t114 = _mm512_mul_ps(t98, t18);
            _mm512_storeu_ps(&b[t14][t20], t114);
            __m512 t115 = _mm512_mul_ps(t99, t18);
            _mm512_storeu_ps(&b[t15][t20], t115);
            __m512 t116 = _mm512_mul_ps(t100, t18);
            _mm512_storeu_ps(&b[t16][t20], t116);
            __m512 t117 = _mm512_mul_ps(t101, t18);
            _mm512_storeu_ps(&b[t17][t20], t117);
            t1 += 16L;
        } while (t1 < 16L);
        for (int j = 16; j < 17; j++) {
            long t118 = (long)i;
            long t119 = (long)j;
            const float (*t120)[72] = a + t119;
            b[t118][t119] = (*t120)[t118] * s;
            long t121 = (long)t3;
            b[t121][t119] = (*t120)[t121] * s;
            long t122 = (long)t4;
            b[t122][t119] = (*t120)[t122] * s;
            long t123 = (long)t5;
            b[t123][t119] = (*t120)[t123] * s;
            long t124 = (long)t6;
            b[t124][t119] = (*t120)[t124] * s;
            long t125 = (long)t7;
            b[t125][t119] = (*t120)[t125] * s;
            long t126 = (long)t8;
            b[t126][t119] = (*t120)[t126] * s;
            long t127 = (long)t9;
            b[t127][t119] = (*t120)[t127] * s;
            long t128 = (long)t10;
            b[t128][t119] = (*t120)[t128] * s;
            long t129 = (long)t11;
            b[t129][t119] = (*t120)[t129] * s;
            long t130 = (long)t12;
            b[t130][t119] = (*t120)[t130] * s;
            long t131 = (long)t13;
            b[t131][t119] = (*t120)[t131] * s;
            long t132 = (long)t14;
            b[t132][t119] = (*t120)[t132] * s;
            long t133 = (long)t15;
            b[t133][t119] = (*t120)[t133] * s;
            long t134 = (long)t16;
            b[t134][t119] = (*t120)[t134] * s;
            long t135 = (long)t17;
            b[t135][t119] = (*t120)[t135] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m512 t136 = _mm512_set1_ps(s);
        long t2 = 0L;
        do {
            long t137 = (long)i_1;
            long t138 = (long)(int)t2;
            __m512 t139 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t138][t137], 4);
            __m512 t140 = _mm512_mul_ps(t139, t136);
            _mm512_storeu_ps(&b[t137][t138], t140);
            t2 += 16L;
        } while (t2 < 16L);
        for (int j_1 = 16; j_1 < 17; j_1++) {
            long t141 = (long)i_1;
            long t142 = (long)j_1;
            b[t141][t142] = a[t142][t141] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    int t17;
    int i_1;
    int i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        int t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        int t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        __m512 t18 = _mm512_set1_ps(s);
        long t1 = 0L;
        do {
            long t19 = (long)i;
            long t20 = (long)i;
            long t21 = (long)i;
            long t22 = (long)i;
            long t23 = (long)(int)t1;
            long t24 = (long)(int)(t1 + 16L);
            long t25 = (long)(int)(t1 + 32L);
            long t26 = (long)(int)(t1 + 48L);
            const float *t27 = &a[t23][t19];
            const float *t28 = &a[t24][t20];
            const float *t29 = &a[t25][t21];
            const float *t30 = &a[t26][t22];
            __m512 t31 = _mm512_loadu_ps(t27 + 0);
            __m512 t32 = _mm512_loadu_ps(t27 + 72);
            __m512 t33 = _mm512_loadu_ps(t27 + 144);
            __m512 t34 = _mm512_loadu_ps(t27 + 216);
            __m512 t35 = _mm512_loadu_ps(t27 + 288);
            __m512 t36 = _mm512_loadu_ps(t27 + 360);
            __m512 t37 = _mm512_loadu_ps(t27 + 432);
            __m512 t38 = _mm512_loadu_ps(t27 + 504);
            __m512 t39 = _mm512_loadu_ps(t27 + 576);
            __m512 t40 = _mm512_loadu_ps(t27 + 648);
            __m512 t41 = _mm512_loadu_ps(t27 + 720);
            __m512 t42 = _mm512_loadu_ps(t27 + 792);
            __m512 t43 = _mm512_loadu_ps(t27 + 864);
            __m512 t44 = _mm512_loadu_ps(t27 + 936);
            __m512 t45 = _mm512_loadu_ps(t27 + 1008);
            __m512 t46 = _mm512_loadu_ps(t27 + 1080);
            __m512 t47 = _mm512_permutex2var_ps(t31, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t39);
            __m512 t48 = _mm512_permutex2var_ps(t31, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t39);
            __m512 t49 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t40);
            __m512 t50 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t40);
            __m512 t51 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t41);
            __m512 t52 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t41);
            __m512 t53 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
            __m512 t54 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
            __m512 t55 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t43);
            __m512 t56 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t43);
            __m512 t57 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t44);
            __m512 t58 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t44);
            __m512 t59 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
            __m512 t60 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
            __m512 t61 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t62 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t63 = _mm512_permutex2var_ps(t47, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t55);
            __m512 t64 = _mm512_permutex2var_ps(t47, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t55);
            __m512 t65 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t56);
            __m512 t66 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t56);
            __m512 t67 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t57);
            __m512 t68 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t57);
            __m512 t69 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t58);
            __m512 t70 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t58);
            __m512 t71 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t59);
            __m512 t72 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t59);
            __m512 t73 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t60);
            __m512 t74 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t60);
            __m512 t75 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
            __m512 t76 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
            __m512 t77 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t78 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t79 = _mm512_permutex2var_ps(t63, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t71);
            __m512 t80 = _mm512_permutex2var_ps(t63, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t71);
            __m512 t81 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t72);
            __m512 t82 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t72);
            __m512 t83 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t73);
            __m512 t84 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t73);
            __m512 t85 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t74);
            __m512 t86 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t74);
            __m512 t87 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t75);
            __m512 t88 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t75);
            __m512 t89 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t76);
            __m512 t90 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t76);
            __m512 t91 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
            __m512 t92 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
            __m512 t93 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t94 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t95 = _mm512_permutex2var_ps(t79, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t87);
            __m512 t96 = _mm512_permutex2var_ps(t79, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t87);
            __m512 t97 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t88);
            __m512 t98 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t88);
            __m512 t99 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t89);
            __m512 t100 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t89);
            __m512 t101 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t90);
            __m512 t102 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t90);
            __m512 t103 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t91);
            __m512 t104 = _mm512_permutex2var_ps(t83, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t91);
            __m512 t105 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t92);
            __m512 t106 = _mm512_permutex2var_ps(t84, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t92);
            __m512 t107 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t93);
            __m512 t108 = _mm512_permutex2var_ps(t85, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t93);
            __m512 t109 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t94);
            __m512 t110 = _mm512_permutex2var_ps(t86, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t94);
            __m512 t111 = _mm512_loadu_ps(t28 + 0);
            __m512 t112 = _mm512_loadu_ps(t28 + 72);
            __m512 t113 = _mm512_loadu_ps(t28 + 144);
            __m512 t114 = _mm512_loadu_ps(t28 + 216);
            __m512 t115 = _mm512_loadu_ps(t28 + 288);
            __m512 t116 = _mm512_loadu_ps(t28 + 360);
            __m512 t117 = _mm512_loadu_ps(t28 + 432);
            __m512 t118 = _mm512_loadu_ps(t28 + 504);
            __m512 t119 = _mm512_loadu_ps(t28 + 576);
            __m512 t120 = _mm512_loadu_ps(t28 + 648);
            __m512 t121 = _mm512_loadu_ps(t28 + 720);
            __m512 t122 = _mm512_loadu_ps(t28 + 792);
            __m512 t123 = _mm512_loadu_ps(t28 + 864);
            __m512 t124 = _mm512_loadu_ps(t28 + 936);
            __m512 t125 = _mm512_loadu_ps(t28 + 1008);
            __m512 t126 = _mm512_loadu_ps(t28 + 1080);
            __m512 t127 = _mm512_permutex2var_ps(t111, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t119);
            __m512 t128 = _mm512_permutex2var_ps(t111, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t119);
            __m512 t129 = _mm512_permutex2var_ps(t112, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t120);
            __m512 t130 = _mm512_permutex2var_ps(t112, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t120);
            __m512 t131 = _mm512_permutex2var_ps(t113, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t121);
            __m512 t132 = _mm512_permutex2var_ps(t113, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t121);
            __m512 t133 = _mm512_permutex2var_ps(t114, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t122);
            __m512 t134 = _mm512_permutex2var_ps(t114, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t122);
            __m512 t135 = _mm512_permutex2var_ps(t115, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t123);
            __m512 t136 = _mm512_permutex2var_ps(t115, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t123);
            __m512 t137 = _mm512_permutex2var_ps(t116, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t124);
            __m512 t138 = _mm512_permutex2var_ps(t116, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t124);
            __m512 t139 = _mm512_permutex2var_ps(t117, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t125);
            __m512 t140 = _mm512_permutex2var_ps(t117, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t125);
            __m512 t141 = _mm512_permutex2var_ps(t118, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t126);
            __m512 t142 = _mm512_permutex2var_ps(t118, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t126);
            __m512 t143 = _mm512_permutex2var_ps(t127, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t135);
            __m512 t144 = _mm512_permutex2var_ps(t127, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t135);
            __m512 t145 = _mm512_permutex2var_ps(t128, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t136);
            __m512 t146 = _mm512_permutex2var_ps(t128, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t136);
            __m512 t147 = _mm512_permutex2var_ps(t129, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t137);
            __m512 t148 = _mm512_permutex2var_ps(t129, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t137);
            __m512 t149 = _mm512_permutex2var_ps(t130, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t138);
            __m512 t150 = _mm512_permutex2var_ps(t130, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t138);
            __m512 t151 = _mm512_permutex2var_ps(t131, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t139);
            __m512 t152 = _mm512_permutex2var_ps(t131, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t139);
            __m512 t153 = _mm512_permutex2var_ps(t132, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t140);
            __m512 t154 = _mm512_permutex2var_ps(t132, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t140);
            __m512 t155 = _mm512_permutex2var_ps(t133, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t141);
            __m512 t156 = _mm512_permutex2var_ps(t133, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t141);
            __m512 t157 = _mm512_permutex2var_ps(t134, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t142);
            __m512 t158 = _mm512_permutex2var_ps(t134, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t142);
            __m512 t159 = _mm512_permutex2var_ps(t143, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t151);
            __m512 t160 = _mm512_permutex2var_ps(t143, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t151);
            __m512 t161 = _mm512_permutex2var_ps(t144, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t152);
            __m512 t162 = _mm512_permutex2var_ps(t144, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t152);
            __m512 t163 = _mm512_permutex2var_ps(t145, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t153);
            __m512 t164 = _mm512_permutex2var_ps(t145, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t153);
            __m512 t165 = _mm512_permutex2var_ps(t146, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t154);
            __m512 t166 = _mm512_permutex2var_ps(t146, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t154);
            __m512 t167 = _mm512_permutex2var_ps(t147, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t155);
            __m512 t168 = _mm512_permutex2var_ps(t147, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t155);
            __m512 t169 = _mm512_permutex2var_ps(t148, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t156);
            __m512 t170 = _mm512_permutex2var_ps(t148, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t156);
            __m512 t171 = _mm512_permutex2var_ps(t149, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t157);
            __m512 t172 = _mm512_permutex2var_ps(t149, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t157);
            __m512 t173 = _mm512_permutex2var_ps(t150, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t158);
            __m512 t174 = _mm512_permutex2var_ps(t150, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t158);
            __m512 t175 = _mm512_permutex2var_ps(t159, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t167);
            __m512 t176 = _mm512_permutex2var_ps(t159, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t167);
            __m512 t177 = _mm512_permutex2var_ps(t160, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t168);
            __m512 t178 = _mm512_permutex2var_ps(t160, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t168);
            __m512 t179 = _mm512_permutex2var_ps(t161, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t169);
            __m512 t180 = _mm512_permutex2var_ps(t161, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t169);
            __m512 t181 = _mm512_permutex2var_ps(t162, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t170);
            __m512 t182 = _mm512_permutex2var_ps(t162, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t170);
            __m512 t183 = _mm512_permutex2var_ps(t163, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t171);
            __m512 t184 = _mm512_permutex2var_ps(t163, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t171);
            __m512 t185 = _mm512_permutex2var_ps(t164, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t172);
            __m512 t186 = _mm512_permutex2var_ps(t164, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t172);
            __m512 t187 = _mm512_permutex2var_ps(t165, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t173);
            __m512 t188 = _mm512_permutex2var_ps(t165, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t173);
            __m512 t189 = _mm512_permutex2var_ps(t166, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t174);
            __m512 t190 = _mm512_permutex2var_ps(t166, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t174);
            __m512 t191 = _mm512_loadu_ps(t29 + 0);
            __m512 t192 = _mm512_loadu_ps(t29 + 72);
            __m512 t193 = _mm512_loadu_ps(t29 + 144);
            __m512 t194 = _mm512_loadu_ps(t29 + 216);
            __m512 t195 = _mm512_loadu_ps(t29 + 288);
            __m512 t196 = _mm512_loadu_ps(t29 + 360);
            __m512 t197 = _mm512_loadu_ps(t29 + 432);
            __m512 t198 = _mm512_loadu_ps(t29 + 504);
            __m512 t199 = _mm512_loadu_ps(t29 + 576);
            __m512 t200 = _mm512_loadu_ps(t29 + 648);
            __m512 t201 = _mm512_loadu_ps(t29 + 720);
            __m512 t202 = _mm512_loadu_ps(t29 + 792);
            __m512 t203 = _mm512_loadu_ps(t29 + 864);
            __m512 t204 = _mm512_loadu_ps(t29 + 936);
            __m512 t205 = _mm512_loadu_ps(t29 + 1008);
            __m512 t206 = _mm512_loadu_ps(t29 + 1080);
            __m512 t207 = _mm512_permutex2var_ps(t191, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t199);
            __m512 t208 = _mm512_permutex2var_ps(t191, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t199);
            __m512 t209 = _mm512_permutex2var_ps(t192, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t200);
            __m512 t210 = _mm512_permutex2var_ps(t192, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t200);
            __m512 t211 = _mm512_permutex2var_ps(t193, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t201);
            __m512 t212 = _mm512_permutex2var_ps(t193, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t201);
            __m512 t213 = _mm512_permutex2var_ps(t194, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t202);
            __m512 t214 = _mm512_permutex2var_ps(t194, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t202);
            __m512 t215 = _mm512_permutex2var_ps(t195, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t203);
            __m512 t216 = _mm512_permutex2var_ps(t195, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t203);
            __m512 t217 = _mm512_permutex2var_ps(t196, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t204);
            __m512 t218 = _mm512_permutex2var_ps(t196, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t204);
            __m512 t219 = _mm512_permutex2var_ps(t197, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t205);
            __m512 t220 = _mm512_permutex2var_ps(t197, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t205);
            __m512 t221 = _mm512_permutex2var_ps(t198, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t206);
            __m512 t222 = _mm512_permutex2var_ps(t198, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t206);
            __m512 t223 = _mm512_permutex2var_ps(t207, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t215);
            __m512 t224 = _mm512_permutex2var_ps(t207, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t215);
            __m512 t225 = _mm512_permutex2var_ps(t208, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t216);
            __m512 t226 = _mm512_permutex2var_ps(t208, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t216);
            __m512 t227 = _mm512_permutex2var_ps(t209, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t217);
            __m512 t228 = _mm512_permutex2var_ps(t209, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t217);
            __m512 t229 = _mm512_permutex2var_ps(t210, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t218);
            __m512 t230 = _mm512_permutex2var_ps(t210, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t218);
            __m512 t231 = _mm512_permutex2var_ps(t211, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t219);
            __m512 t232 = _mm512_permutex2var_ps(t211, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t219);
            __m512 t233 = _mm512_permutex2var_ps(t212, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t220);
            __m512 t234 = _mm512_permutex2var_ps(t212, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t220);
            __m512 t235 = _mm512_permutex2var_ps(t213, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t221);
            __m512 t236 = _mm512_permutex2var_ps(t213, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t221);
            __m512 t237 = _mm512_permutex2var_ps(t214, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t222);
            __m512 t238 = _mm512_permutex2var_ps(t214, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t222);
            __m512 t239 = _mm512_permutex2var_ps(t223, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t231);
            __m512 t240 = _mm512_permutex2var_ps(t223, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t231);
            __m512 t241 = _mm512_permutex2var_ps(t224, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t232);
            __m512 t242 = _mm512_permutex2var_ps(t224, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t232);
            __m512 t243 = _mm512_permutex2var_ps(t225, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t233);
            __m512 t244 = _mm512_permutex2var_ps(t225, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t233);
            __m512 t245 = _mm512_permutex2var_ps(t226, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t234);
            __m512 t246 = _mm512_permutex2var_ps(t226, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t234);
            __m512 t247 = _mm512_permutex2var_ps(t227, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t235);
            __m512 t248 = _mm512_permutex2var_ps(t227, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t235);
            __m512 t249 = _mm512_permutex2var_ps(t228, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t236);
            __m512 t250 = _mm512_permutex2var_ps(t228, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t236);
            __m512 t251 = _mm512_permutex2var_ps(t229, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t237);
            __m512 t252 = _mm512_permutex2var_ps(t229, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t237);
            __m512 t253 = _mm512_permutex2var_ps(t230, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t238);
            __m512 t254 = _mm512_permutex2var_ps(t230, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t238);
            __m512 t255 = _mm512_permutex2var_ps(t239, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t247);
            __m512 t256 = _mm512_permutex2var_ps(t239, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t247);
            __m512 t257 = _mm512_permutex2var_ps(t240, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t248);
            __m512 t258 = _mm512_permutex2var_ps(t240, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t248);
            __m512 t259 = _mm512_permutex2var_ps(t241, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t249);
            __m512 t260 = _mm512_permutex2var_ps(t241, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t249);
            __m512 t261 = _mm512_permutex2var_ps(t242, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t250);
            __m512 t262 = _mm512_permutex2var_ps(t242, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t250);
            __m512 t263 = _mm512_permutex2var_ps(t243, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t251);
            __m512 t264 = _mm512_permutex2var_ps(t243, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t251);
            __m512 t265 = _mm512_permutex2var_ps(t244, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t252);
            __m512 t266 = _mm512_permutex2var_ps(t244, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t252);
            __m512 t267 = _mm512_permutex2var_ps(t245, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t253);
            __m512 t268 = _mm512_permutex2var_ps(t245, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t253);
            __m512 t269 = _mm512_permutex2var_ps(t246, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t254);
            __m512 t270 = _mm512_permutex2var_ps(t246, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t254);
            __m512 t271 = _mm512_loadu_ps(t30 + 0);
            __m512 t272 = _mm512_loadu_ps(t30 + 72);
            __m512 t273 = _mm512_loadu_ps(t30 + 144);
            __m512 t274 = _mm512_loadu_ps(t30 + 216);
            __m512 t275 = _mm512_loadu_ps(t30 + 288);
            __m512 t276 = _mm512_loadu_ps(t30 + 360);
            __m512 t277 = _mm512_loadu_ps(t30 + 432);
            __m512 t278 = _mm512_loadu_ps(t30 + 504);
            __m512 t279 = _mm512_loadu_ps(t30 + 576);
            __m512 t280 = _mm512_loadu_ps(t30 + 648);
            __m512 t281 = _mm512_loadu_ps(t30 + 720);
            __m512 t282 = _mm512_loadu_ps(t30 + 792);
            __m512 t283 = _mm512_loadu_ps(t30 + 864);
            __m512 t284 = _mm512_loadu_ps(t30 + 936);
            __m512 t285 = _mm512_loadu_ps(t30 + 1008);
            __m512 t286 = _mm512_loadu_ps(t30 + 1080);
            __m512 t287 = _mm512_permutex2var_ps(t271, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t279);
            __m512 t288 = _mm512_permutex2var_ps(t271, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t279);
            __m512 t289 = _mm512_permutex2var_ps(t272, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t280);
            __m512 t290 = _mm512_permutex2var_ps(t272, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t280);
            __m512 t291 = _mm512_permutex2var_ps(t273, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t281);
            __m512 t292 = _mm512_permutex2var_ps(t273, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t281);
            __m512 t293 = _mm512_permutex2var_ps(t274, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t282);
            __m512 t294 = _mm512_permutex2var_ps(t274, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t282);
            __m512 t295 = _mm512_permutex2var_ps(t275, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t283);
            __m512 t296 = _mm512_permutex2var_ps(t275, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t283);
            __m512 t297 = _mm512_permutex2var_ps(t276, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t284);
            __m512 t298 = _mm512_permutex2var_ps(t276, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t284);
            __m512 t299 = _mm512_permutex2var_ps(t277, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t285);
            __m512 t300 = _mm512_permutex2var_ps(t277, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t285);
            __m512 t301 = _mm512_permutex2var_ps(t278, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t286);
            __m512 t302 = _mm512_permutex2var_ps(t278, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t286);
            __m512 t303 = _mm512_permutex2var_ps(t287, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t295);
            __m512 t304 = _mm512_permutex2var_ps(t287, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t295);
            __m512 t305 = _mm512_permutex2var_ps(t288, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t296);
            __m512 t306 = _mm512_permutex2var_ps(t288, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t296);
            __m512 t307 = _mm512_permutex2var_ps(t289, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t297);
            __m512 t308 = _mm512_permutex2var_ps(t289, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t297);
            __m512 t309 = _mm512_permutex2var_ps(t290, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t298);
            __m512 t310 = _mm512_permutex2var_ps(t290, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t298);
            __m512 t311 = _mm512_permutex2var_ps(t291, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t299);
            __m512 t312 = _mm512_permutex2var_ps(t291, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t299);
            __m512 t313 = _mm512_permutex2var_ps(t292, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t300);
            __m512 t314 = _mm512_permutex2var_ps(t292, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t300);
            __m512 t315 = _mm512_permutex2var_ps(t293, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t301);
            __m512 t316 = _mm512_permutex2var_ps(t293, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t301);
            __m512 t317 = _mm512_permutex2var_ps(t294, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t302);
            __m512 t318 = _mm512_permutex2var_ps(t294, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t302);
            __m512 t319 = _mm512_permutex2var_ps(t303, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t311);
            __m512 t320 = _mm512_permutex2var_ps(t303, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t311);
            __m512 t321 = _mm512_permutex2var_ps(t304, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t312);
            __m512 t322 = _mm512_permutex2var_ps(t304, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t312);
            __m512 t323 = _mm512_permutex2var_ps(t305, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t313);
            __m512 t324 = _mm512_permutex2var_ps(t305, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t313);
            __m512 t325 = _mm512_permutex2var_ps(t306, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t314);
            __m512 t326 = _mm512_permutex2var_ps(t306, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t314);
            __m512 t327 = _mm512_permutex2var_ps(t307, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t315);
            __m512 t328 = _mm512_permutex2var_ps(t307, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t315);
            __m512 t329 = _mm512_permutex2var_ps(t308, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t316);
            __m512 t330 = _mm512_permutex2var_ps(t308, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t316);
            __m512 t331 = _mm512_permutex2var_ps(t309, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t317);
            __m512 t332 = _mm512_permutex2var_ps(t309, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t317);
            __m512 t333 = _mm512_permutex2var_ps(t310, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t318);
            __m512 t334 = _mm512_permutex2var_ps(t310, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t318);
            __m512 t335 = _mm512_permutex2var_ps(t319, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t327);
            __m512 t336 = _mm512_permutex2var_ps(t319, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t327);
            __m512 t337 = _mm512_permutex2var_ps(t320, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t328);
            __m512 t338 = _mm512_permutex2var_ps(t320, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t328);
            __m512 t339 = _mm512_permutex2var_ps(t321, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t329);
            __m512 t340 = _mm512_permutex2var_ps(t321, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t329);
            __m512 t341 = _mm512_permutex2var_ps(t322, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t330);
            __m512 t342 = _mm512_permutex2var_ps(t322, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t330);
            __m512 t343 = _mm512_permutex2var_ps(t323, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t331);
            __m512 t344 = _mm512_permutex2var_ps(t323, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t331);
            __m512 t345 = _mm512_permutex2var_ps(t324, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t332);
            __m512 t346 = _mm512_permutex2var_ps(t324, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t332);
            __m512 t347 = _mm512_permutex2var_ps(t325, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t333);
            __m512 t348 = _mm512_permutex2var_ps(t325, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t333);
            __m512 t349 = _mm512_permutex2var_ps(t326, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t334);
            __m512 t350 = _mm512_permutex2var_ps(t326, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t334);
            __m512 t351 = _mm512_mul_ps(t95, t18);
            __m512 t352 = _mm512_mul_ps(t175, t18);
            __m512 t353 = _mm512_mul_ps(t255, t18);
            __m512 t354 = _mm512_mul_ps(t335, t18);
            _mm512_storeu_ps(&b[t19][t23], t351);
            _mm512_storeu_ps(&b[t20][t24], t352);
            _mm512_storeu_ps(&b[t21][t25], t353);
            _mm512_storeu_ps(&b[t22][t26], t354);
            __m512 t355 = _mm512_mul_ps(t96, t18);
            __m512 t356 = _mm512_mul_ps(t176, t18);
            __m512 t357 = _mm512_mul_ps(t256, t18);
            __m512 t358 = _mm512_mul_ps(t336, t18);
            _mm512_storeu_ps(&b[t3][t23], t355);
            _mm512_storeu_ps(&b[t3][t24], t356);
            _mm512_storeu_ps(&b[t3][t25], t357);
            _mm512_storeu_ps(&b[t3][t26], t358);
            __m512 t359 = _mm512_mul_ps(t97, t18);
            __m512 t360 = _mm512_mul_ps(t177, t18);
            __m512 t361 = _mm512_mul_ps(t257, t18);
            __m512 t362 = _mm512_mul_ps(t337, t18);
            _mm512_storeu_ps(&b[t4][t23], t359);
            _mm512_storeu_ps(&b[t4][t24], t360);
            _mm512_storeu_ps(&b[t4][t25], t361);
            _mm512_storeu_ps(&b[t4][t26], t362);
            __m512 t363 = _mm512_mul_ps(t98, t18);
            __m512 t364 = _mm512_mul_ps(t178, t18);
            __m512 t365 = _mm512_mul_ps(t258, t18);
            __m512 t366 = _mm512_mul_ps(t338, t18);
            _mm512_storeu_ps(&b[t5][t23], t363);
            _mm512_storeu_ps(&b[t5][t24], t364);
            _mm512_storeu_ps(&b[t5][t25], t365);
            _mm512_storeu_ps(&b[t5][t26], t366);
            __m512 t367 = _mm512_mul_ps(t99, t18);
            __m512 t368 = _mm512_mul_ps(t179, t18);
            __m512 t369 = _mm512_mul_ps(t259, t18);
            __m512 t370 = _mm512_mul_ps(t339, t18);
            _mm512_storeu_ps(&b[t6][t23], t367);
            _mm512_storeu_ps(&b[t6][t24], t368);
            _mm512_storeu_ps(&b[t6][t25], t369);
            _mm512_storeu_ps(&b[t6][t26], t370);
            __m512 t371 = _mm512_mul_ps(t100, t18);
            __m512 t372 = _mm512_mul_ps(t180, t18);
            __m512 t373 = _mm512_mul_ps(t260, t18);
            __m512 t374 = _mm512_mul_ps(t340, t18);
            _mm512_storeu_ps(&b[t7][t23], t371);
            _mm512_storeu_ps(&b[t7][t24], t372);
            _mm512_storeu_ps(&b[t7][t25], t373);
            _mm512_storeu_ps(&b[t7][t26], t374);
            __m512 t375 = _mm512_mul_ps(t101, t18);
            __m512 t376 = _mm512_mul_ps(t181, t18);
            __m512 t377 = _mm512_mul_ps(t261, t18);
            __m512 t378 = _mm512_mul_ps(t341, t18);
            _mm512_storeu_ps(&b[t8][t23], t375);
            _mm512_storeu_ps(&b[t8][t24], t376);
            _mm512_storeu_ps(&b[t8][t25], t377);
            _mm512_storeu_ps(&b[t8][t26], t378);
            __m512 t379 = _mm512_mul_ps(t102, t18);
            __m512 t380 = _mm512_mul_ps(t182, t18);
            __m512 t381 = _mm512_mul_ps(t262, t18);
            __m512 t382 = _mm512_mul_ps(t342, t18);
            _mm512_storeu_ps(&b[t9][t23], t379);
            _mm512_storeu_ps(&b[t9][t24], t380);
            _mm512_storeu_ps(&b[t9][t25], t381);
            _mm512_storeu_ps(&b[t9][t26], t382);
            __m512 t383 = _mm512_mul_ps(t103, t18);
            __m512 t384 = _mm512_mul_ps(t183, t18);
            __m512 t385 = _mm512_mul_ps(t263, t18);
            __m512 t386 = _mm512_mul_ps(t343, t18);
            _mm512_storeu_ps(&b[t10][t23], t383);
            _mm512_storeu_ps(&b[t10][t24], t384);
            _mm512_storeu_ps(&b[t10][t25], t385);
            _mm512_storeu_ps(&b[t10][t26], t386);
            __m512 t387 = _mm512_mul_ps(t104, t18);
            __m512 t388 = _mm512_mul_ps(t184, t18);
            __m512 t389 = _mm512_mul_ps(t264, t18);
            __m512 t390 = _mm512_mul_ps(t344, t18);
            _mm512_storeu_ps(&b[t11][t23], t387);
            _mm512_storeu_ps(&b[t11][t24], t388);
            _mm512_storeu_ps(&b[t11][t25], t389);
            _mm512_storeu_ps(&b[t11][t26], t390);
            __m512 t391 = _mm512_mul_ps(t105, t18);
            __m512 t392 = _mm512_mul_ps(t185, t18);
            __m512 t393 = _mm512_mul_ps(t265, t18);
            __m512 t394 = _mm512_mul_ps(t345, t18);
            _mm512_storeu_ps(&b[t12][t23], t391);
            _mm512_storeu_ps(&b[t12][t24], t392);
            _mm512_storeu_ps(&b[t12][t25], t393);
            _mm512_storeu_ps(&b[t12][t26], t394);
            __m512 t395 = _mm512_mul_ps(t106, t18);
            __m512 t396 = _mm512_mul_ps(t186, t18);
            __m512 t397 = _mm512_mul_ps(t266, t18);
            __m512 t398 = _mm512_mul_ps(t346, t18);
            _mm512_storeu_ps(&b[t13][t23], t395);
            _mm512_storeu_ps(&b[t13][t24], t396);
            _mm512_storeu_ps(&b[t13][t25], t397);
            _mm512_storeu_ps(&b[t13][t26], t398);
            __m512 t399 = _mm512_mul_ps(t107, t18);
            __m512 t400 = _mm512_mul_ps(t187, t18);
            __m512 t401 = _mm512_mul_ps(t267, t18);
            __m512 t402 = _mm512_mul_ps(t347, t18);
            _mm512_storeu_ps(&b[t14][t23], t399);
            _mm512_storeu_ps(&b[t14][t24], t400);
            _mm512_storeu_ps(&b[t14][t25], t401);
            _mm512_storeu_ps(&b[t14][t26], t402);
            __m512 t403 = _mm512_mul_ps(t108, t18);
            __m512 t404 = _mm512_mul_ps(t188, t18);
            __m512 t405 = _mm512_mul_ps(t268, t18);
            __m512 t406 = _mm512_mul_ps(t348, t18);
            _mm512_storeu_ps(&b[t15][t23], t403);
            _mm512_storeu_ps(&b[t15][t24], t404);
            _mm512_storeu_ps(&b[t15][t25], t405);
            _mm512_storeu_ps(&b[t15][t26], t406);
            __m512 t407 = _mm512_mul_ps(t109, t18);
            __m512 t408 = _mm512_mul_ps(t189, t18);
            __m512 t409 = _mm512_mul_ps(t269, t18);
            __m512 t410 = _mm512_mul_ps(t349, t18);
            _mm512_storeu_ps(&b[t16][t23], t407);
            _mm512_storeu_ps(&b[t16][t24], t408);
            _mm512_storeu_ps(&b[t16][t25], t409);
            _mm512_storeu_ps(&b[t16][t26], t410);
            __m512 t411 = _mm512_mul_ps(t110, t18);
            _mm512_storeu_ps(&b[t17][t23], t411);
            __m512 t412 = _mm512_mul_ps(t190, t18);
            _mm512_storeu_ps(&b[t17][t24], t412);
            __m512 t413 = _mm512_mul_ps(t270, t18);
            _mm512_storeu_ps(&b[t17][t25], t413);
            __m512 t414 = _mm512_mul_ps(t350, t18);
            _mm512_storeu_ps(&b[t17][t26], t414);
            t1 += 64L;
        } while (t1 < 64L);
        for (int j = 64; j < 64; j++) {
            long t415 = (long)i;
            long t416 = (long)j;
            const float (*t417)[72] = a + t416;
            b[t415][t416] = (*t417)[t415] * s;
            long t418 = (long)t3;
            b[t418][t416] = (*t417)[t418] * s;
            long t419 = (long)t4;
            b[t419][t416] = (*t417)[t419] * s;
            long t420 = (long)t5;
            b[t420][t416] = (*t417)[t420] * s;
            long t421 = (long)t6;
            b[t421][t416] = (*t417)[t421] * s;
            long t422 = (long)t7;
            b[t422][t416] = (*t417)[t422] * s;
            long t423 = (long)t8;
            b[t423][t416] = (*t417)[t423] * s;
            long t424 = (long)t9;
            b[t424][t416] = (*t417)[t424] * s;
            long t425 = (long)t10;
            b[t425][t416] = (*t417)[t425] * s;
            long t426 = (long)t11;
            b[t426][t416] = (*t417)[t426] * s;
            long t427 = (long)t12;
            b[t427][t416] = (*t417)[t427] * s;
            long t428 = (long)t13;
            b[t428][t416] = (*t417)[t428] * s;
            long t429 = (long)t14;
            b[t429][t416] = (*t417)[t429] * s;
            long t430 = (long)t15;
            b[t430][t416] = (*t417)[t430] * s;
            long t431 = (long)t16;
            b[t431][t416] = (*t417)[t431] * s;
            long t432 = (long)t17;
            b[t432][t416] = (*t417)[t432] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m512 t433 = _mm512_set1_ps(s);
        long t2 = 0L;
        do {
            long t434 = (long)i_1;
            long t435 = (long)i_1;
            long t436 = (long)i_1;
            long t437 = (long)i_1;
            long t438 = (long)(int)t2;
            long t439 = (long)(int)(t2 + 16L);
            long t440 = (long)(int)(t2 + 32L);
            long t441 = (long)(int)(t2 + 48L);
            __m512 t442 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t438][t434], 4);
            __m512 t443 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t439][t435], 4);
            __m512 t444 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t440][t436], 4);
            __m512 t445 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t441][t437], 4);
            __m512 t446 = _mm512_mul_ps(t442, t433);
            _mm512_storeu_ps(&b[t434][t438], t446);
            __m512 t447 = _mm512_mul_ps(t443, t433);
            _mm512_storeu_ps(&b[t435][t439], t447);
            __m512 t448 = _mm512_mul_ps(t444, t433);
            _mm512_storeu_ps(&b[t436][t440], t448);
            __m512 t449 = _mm512_mul_ps(t445, t433);
            _mm512_storeu_ps(&b[t437][t441], t449);
            t2 += 64L;
        } while (t2 < 64L);
        for (int j_1 = 64; j_1 < 64; j_1++) {
            long t450 = (long)i_1;
            long t451 = (long)j_1;
            b[t450][t451] = a[t451][t450] * s;
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
    int t9;
    int i_1;
    int i = 0;
    for (;; i = t9 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        long t1 = 0L;
        do {
            long t10 = (long)i;
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)i;
            long t14 = (long)(int)t1;
            long t15 = (long)(int)(t1 + 8L);
            long t16 = (long)(int)(t1 + 16L);
            long t17 = (long)(int)(t1 + 24L);
            const double *t18 = &a[t14][t10];
            const double *t19 = &a[t15][t11];
            const double *t20 = &a[t16][t12];
            const double *t21 = &a[t17][t13];
            __m512d t22 = _mm512_loadu_pd(t18 + 0);
            __m512d t23 = _mm512_loadu_pd(t18 + 72);
            __m512d t24 = _mm512_loadu_pd(t18 + 144);
            __m512d t25 = _mm512_loadu_pd(t18 + 216);
            __m512d t26 = _mm512_loadu_pd(t18 + 288);
            __m512d t27 = _mm512_loadu_pd(t18 + 360);
            __m512d t28 = _mm512_loadu_pd(t18 + 432);
            __m512d t29 = _mm512_loadu_pd(t18 + 504);
            __m512d t30 = _mm512_permutex2var_pd(t22, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m512d t31 = _mm512_permutex2var_pd(t22, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m512d t32 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t27);
            __m512d t33 = _mm512_permutex2var_pd(t23, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t27);
            __m512d t34 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t28);
            __m512d t35 = _mm512_permutex2var_pd(t24, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t28);
            __m512d t36 = _mm512_permutex2var_pd(t25, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t29);
            __m512d t37 = _mm512_permutex2var_pd(t25, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t29);
            __m512d t38 = _mm512_permutex2var_pd(t30, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m512d t39 = _mm512_permutex2var_pd(t30, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m512d t40 = _mm512_permutex2var_pd(t31, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m512d t41 = _mm512_permutex2var_pd(t31, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m512d t42 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m512d t43 = _mm512_permutex2var_pd(t32, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m512d t44 = _mm512_permutex2var_pd(t33, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m512d t45 = _mm512_permutex2var_pd(t33, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m512d t46 = _mm512_permutex2var_pd(t38, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t42);
            __m512d t47 = _mm512_permutex2var_pd(t38, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t42);
            __m512d t48 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t43);
            __m512d t49 = _mm512_permutex2var_pd(t39, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t43);
            __m512d t50 = _mm512_permutex2var_pd(t40, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t44);
            __m512d t51 = _mm512_permutex2var_pd(t40, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t44);
            __m512d t52 = _mm512_permutex2var_pd(t41, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t45);
            __m512d t53 = _mm512_permutex2var_pd(t41, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t45);
            __m512d t54 = _mm512_loadu_pd(t19 + 0);
            __m512d t55 = _mm512_loadu_pd(t19 + 72);
            __m512d t56 = _mm512_loadu_pd(t19 + 144);
            __m512d t57 = _mm512_loadu_pd(t19 + 216);
            __m512d t58 = _mm512_loadu_pd(t19 + 288);
            __m512d t59 = _mm512_loadu_pd(t19 + 360);
            __m512d t60 = _mm512_loadu_pd(t19 + 432);
            __m512d t61 = _mm512_loadu_pd(t19 + 504);
            __m512d t62 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t58);
            __m512d t63 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t58);
            __m512d t64 = _mm512_permutex2var_pd(t55, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t59);
            __m512d t65 = _mm512_permutex2var_pd(t55, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t59);
            __m512d t66 = _mm512_permutex2var_pd(t56, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t60);
            __m512d t67 = _mm512_permutex2var_pd(t56, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t60);
            __m512d t68 = _mm512_permutex2var_pd(t57, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t61);
            __m512d t69 = _mm512_permutex2var_pd(t57, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t61);
            __m512d t70 = _mm512_permutex2var_pd(t62, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t66);
            __m512d t71 = _mm512_permutex2var_pd(t62, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t66);
            __m512d t72 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t67);
            __m512d t73 = _mm512_permutex2var_pd(t63, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t67);
            __m512d t74 = _mm512_permutex2var_pd(t64, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t68);
            __m512d t75 = _mm512_permutex2var_pd(t64, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t68);
            __m512d t76 = _mm512_permutex2var_pd(t65, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t69);
            __m512d t77 = _mm512_permutex2var_pd(t65, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t69);
            __m512d t78 = _mm512_permutex2var_pd(t70, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t74);
            __m512d t79 = _mm512_permutex2var_pd(t70, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t74);
            __m512d t80 = _mm512_permutex2var_pd(t71, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t75);
            __m512d t81 = _mm512_permutex2var_pd(t71, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t75);
            __m512d t82 = _mm512_permutex2var_pd(t72, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t76);
            __m512d t83 = _mm512_permutex2var_pd(t72, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t76);
            __m512d t84 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t77);
            __m512d t85 = _mm512_permutex2var_pd(t73, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t77);
            __m512d t86 = _mm512_loadu_pd(t20 + 0);
            __m512d t87 = _mm512_loadu_pd(t20 + 72);
            __m512d t88 = _mm512_loadu_pd(t20 + 144);
            __m512d t89 = _mm512_loadu_pd(t20 + 216);
            __m512d t90 = _mm512_loadu_pd(t20 + 288);
            __m512d t91 = _mm512_loadu_pd(t20 + 360);
            __m512d t92 = _mm512_loadu_pd(t20 + 432);
            __m512d t93 = _mm512_loadu_pd(t20 + 504);
            __m512d t94 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t90);
            __m512d t95 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t90);
            __m512d t96 = _mm512_permutex2var_pd(t87, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t91);
            __m512d t97 = _mm512_permutex2var_pd(t87, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t91);
            __m512d t98 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t92);
            __m512d t99 = _mm512_permutex2var_pd(t88, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t92);
            __m512d t100 = _mm512_permutex2var_pd(t89, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t93);
            __m512d t101 = _mm512_permutex2var_pd(t89, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t93);
            __m512d t102 = _mm512_permutex2var_pd(t94, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t98);
            __m512d t103 = _mm512_permutex2var_pd(t94, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t98);
            __m512d t104 = _mm512_permutex2var_pd(t95, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t99);
            __m512d t105 = _mm512_permutex2var_pd(t95, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t99);
            __m512d t106 = _mm512_permutex2var_pd(t96, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t100);
            __m512d t107 = _mm512_permutex2var_pd(t96, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t100);
            __m512d t108 = _mm512_permutex2var_pd(t97, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t101);
            __m512d t109 = _mm512_permutex2var_pd(t97, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t101);
            __m512d t110 = _mm512_permutex2var_pd(t102, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t106);
            __m512d t111 = _mm512_permutex2var_pd(t102, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t106);
            __m512d t112 = _mm512_permutex2var_pd(t103, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t107);
            __m512d t113 = _mm512_permutex2var_pd(t103, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t107);
            __m512d t114 = _mm512_permutex2var_pd(t104, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t108);
            __m512d t115 = _mm512_permutex2var_pd(t104, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t108);
            __m512d t116 = _mm512_permutex2var_pd(t105, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t109);
            __m512d t117 = _mm512_permutex2var_pd(t105, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t109);
            __m512d t118 = _mm512_loadu_pd(t21 + 0);
            __m512d t119 = _mm512_loadu_pd(t21 + 72);
            __m512d t120 = _mm512_loadu_pd(t21 + 144);
            __m512d t121 = _mm512_loadu_pd(t21 + 216);
            __m512d t122 = _mm512_loadu_pd(t21 + 288);
            __m512d t123 = _mm512_loadu_pd(t21 + 360);
            __m512d t124 = _mm512_loadu_pd(t21 + 432);
            __m512d t125 = _mm512_loadu_pd(t21 + 504);
            __m512d t126 = _mm512_permutex2var_pd(t118, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t122);
            __m512d t127 = _mm512_permutex2var_pd(t118, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t122);
            __m512d t128 = _mm512_permutex2var_pd(t119, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t123);
            __m512d t129 = _mm512_permutex2var_pd(t119, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t123);
            __m512d t130 = _mm512_permutex2var_pd(t120, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t124);
            __m512d t131 = _mm512_permutex2var_pd(t120, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t124);
            __m512d t132 = _mm512_permutex2var_pd(t121, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t125);
            __m512d t133 = _mm512_permutex2var_pd(t121, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t125);
            __m512d t134 = _mm512_permutex2var_pd(t126, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t130);
            __m512d t135 = _mm512_permutex2var_pd(t126, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t130);
            __m512d t136 = _mm512_permutex2var_pd(t127, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t131);
            __m512d t137 = _mm512_permutex2var_pd(t127, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t131);
            __m512d t138 = _mm512_permutex2var_pd(t128, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t132);
            __m512d t139 = _mm512_permutex2var_pd(t128, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t132);
            __m512d t140 = _mm512_permutex2var_pd(t129, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t133);
            __m512d t141 = _mm512_permutex2var_pd(t129, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t133);
            __m512d t142 = _mm512_permutex2var_pd(t134, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t138);
            __m512d t143 = _mm512_permutex2var_pd(t134, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t138);
            __m512d t144 = _mm512_permutex2var_pd(t135, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t139);
            __m512d t145 = _mm512_permutex2var_pd(t135, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t139);
            __m512d t146 = _mm512_permutex2var_pd(t136, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t140);
            __m512d t147 = _mm512_permutex2var_pd(t136, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t140);
            __m512d t148 = _mm512_permutex2var_pd(t137, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t141);
            __m512d t149 = _mm512_permutex2var_pd(t137, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t141);
            _mm512_storeu_pd(&b[t10][t14], t46);
            _mm512_storeu_pd(&b[t11][t15], t78);
            _mm512_storeu_pd(&b[t12][t16], t110);
            _mm512_storeu_pd(&b[t13][t17], t142);
            _mm512_storeu_pd(&b[t3][t14], t47);
            _mm512_storeu_pd(&b[t3][t15], t79);
            _mm512_storeu_pd(&b[t3][t16], t111);
            _mm512_storeu_pd(&b[t3][t17], t143);
            _mm512_storeu_pd(&b[t4][t14], t48);
            _mm512_storeu_pd(&b[t4][t15], t80);
            _mm512_storeu_pd(&b[t4][t16], t112);
            _mm512_storeu_pd(&b[t4][t17], t144);
            _mm512_storeu_pd(&b[t5][t14], t49);
            _mm512_storeu_pd(&b[t5][t15], t81);
            _mm512_storeu_pd(&b[t5][t16], t113);
            _mm512_storeu_pd(&b[t5][t17], t145);
            _mm512_storeu_pd(&b[t6][t14], t50);
            _mm512_storeu_pd(&b[t6][t15], t82);
            _mm512_storeu_pd(&b[t6][t16], t114);
            _mm512_storeu_pd(&b[t6][t17], t146);
            _mm512_storeu_pd(&b[t7][t14], t51);
            _mm512_storeu_pd(&b[t7][t15], t83);
            _mm512_storeu_pd(&b[t7][t16], t115);
            _mm512_storeu_pd(&b[t7][t17], t147);
            _mm512_storeu_pd(&b[t8][t14], t52);
            _mm512_storeu_pd(&b[t8][t15], t84);
            _mm512_storeu_pd(&b[t8][t16], t116);
            _mm512_storeu_pd(&b[t8][t17], t148);
            _mm512_storeu_pd(&b[t9][t14], t53);
            _mm512_storeu_pd(&b[t9][t15], t85);
            _mm512_storeu_pd(&b[t9][t16], t117);
            _mm512_storeu_pd(&b[t9][t17], t149);
            t1 += 32L;
        } while (t1 < 32L);
        __m256i t150 = _mm256_set1_epi32(5);
        __m256i t151 = _mm256_cmpgt_epi32(t150, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t152 = (long)i;
        const double (*t153)[72] = a + 32;
        __m512d t154 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t152], 8);
        _mm512_mask_storeu_pd(&b[t152][32], _mm256_movepi32_mask(t151), t154);
        long t155 = (long)t3;
        __m512d t156 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t155], 8);
        _mm512_mask_storeu_pd(&b[t155][32], _mm256_movepi32_mask(t151), t156);
        long t157 = (long)t4;
        __m512d t158 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t157], 8);
        _mm512_mask_storeu_pd(&b[t157][32], _mm256_movepi32_mask(t151), t158);
        long t159 = (long)t5;
        __m512d t160 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t159], 8);
        _mm512_mask_storeu_pd(&b[t159][32], _mm256_movepi32_mask(t151), t160);
        long t161 = (long)t6;
        __m512d t162 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t161], 8);
        _mm512_mask_storeu_pd(&b[t161][32], _mm256_movepi32_mask(t151), t162);
        long t163 = (long)t7;
        __m512d t164 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t163], 8);
        _mm512_mask_storeu_pd(&b[t163][32], _mm256_movepi32_mask(t151), t164);
        long t165 = (long)t8;
        __m512d t166 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t165], 8);
        _mm512_mask_storeu_pd(&b[t165][32], _mm256_movepi32_mask(t151), t166);
        long t167 = (long)t9;
        __m512d t168 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t151), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t153)[t167], 8);
        _mm512_mask_storeu_pd(&b[t167][32], _mm256_movepi32_mask(t151), t168);
        for (int j = 37; j < 37; j++) {
            long t169 = (long)i;
            long t170 = (long)j;
            const double (*t171)[72] = a + t170;
            b[t169][t170] = (*t171)[t169];
            long t172 = (long)t3;
            b[t172][t170] = (*t171)[t172];
            long t173 = (long)t4;
            b[t173][t170] = (*t171)[t173];
            long t174 = (long)t5;
            b[t174][t170] = (*t171)[t174];
            long t175 = (long)t6;
            b[t175][t170] = (*t171)[t175];
            long t176 = (long)t7;
            b[t176][t170] = (*t171)[t176];
            long t177 = (long)t8;
            b[t177][t170] = (*t171)[t177];
            long t178 = (long)t9;
            b[t178][t170] = (*t171)[t178];
        }
    }
    for (; i_1 < m; i_1++) {
        long t2 = 0L;
        do {
            long t179 = (long)i_1;
            long t180 = (long)i_1;
            long t181 = (long)i_1;
            long t182 = (long)i_1;
            long t183 = (long)(int)t2;
            long t184 = (long)(int)(t2 + 8L);
            long t185 = (long)(int)(t2 + 16L);
            long t186 = (long)(int)(t2 + 24L);
            __m512d t187 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t183][t179], 8);
            __m512d t188 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t184][t180], 8);
            __m512d t189 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t185][t181], 8);
            __m512d t190 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t186][t182], 8);
            _mm512_storeu_pd(&b[t179][t183], t187);
            _mm512_storeu_pd(&b[t180][t184], t188);
            _mm512_storeu_pd(&b[t181][t185], t189);
            _mm512_storeu_pd(&b[t182][t186], t190);
            t2 += 32L;
        } while (t2 < 32L);
        __m256i t191 = _mm256_set1_epi32(5);
        __m256i t192 = _mm256_cmpgt_epi32(t191, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t193 = (long)i_1;
        __m512d t194 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t192), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[32][t193], 8);
        _mm512_mask_storeu_pd(&b[t193][32], _mm256_movepi32_mask(t192), t194);
        for (int j_1 = 37; j_1 < 37; j_1++) {
            long t195 = (long)i_1;
            long t196 = (long)j_1;
            b[t195][t196] = a[t196][t195];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    vcc_no_contract_body
    int t17;
    int i_1;
    int i = 0;
    for (;; i = t17 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t3 = i + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        int t4 = t3 + 1;
        if (t4 >= m) {
            i_1 = i;
            break;
        }
        int t5 = t4 + 1;
        if (t5 >= m) {
            i_1 = i;
            break;
        }
        int t6 = t5 + 1;
        if (t6 >= m) {
            i_1 = i;
            break;
        }
        int t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        int t8 = t7 + 1;
        if (t8 >= m) {
            i_1 = i;
            break;
        }
        int t9 = t8 + 1;
        if (t9 >= m) {
            i_1 = i;
            break;
        }
        int t10 = t9 + 1;
        if (t10 >= m) {
            i_1 = i;
            break;
        }
        int t11 = t10 + 1;
        if (t11 >= m) {
            i_1 = i;
            break;
        }
        int t12 = t11 + 1;
        if (t12 >= m) {
            i_1 = i;
            break;
        }
        int t13 = t12 + 1;
        if (t13 >= m) {
            i_1 = i;
            break;
        }
        int t14 = t13 + 1;
        if (t14 >= m) {
            i_1 = i;
            break;
        }
        int t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        int t16 = t15 + 1;
        if (t16 >= m) {
            i_1 = i;
            break;
        }
        t17 = t16 + 1;
        if (t17 >= m) {
            i_1 = i;
            break;
        }
        __m512i t18 = _mm512_set1_epi32((int)i);
        __m512i t19 = _mm512_set1_epi32((int)t3);
        __m512i t20 = _mm512_set1_epi32((int)t4);
        __m512i t21 = _mm512_set1_epi32((int)t5);
        __m512i t22 = _mm512_set1_epi32((int)t6);
        __m512i t23 = _mm512_set1_epi32((int)t7);
        __m512i t24 = _mm512_set1_epi32((int)t8);
        __m512i t25 = _mm512_set1_epi32((int)t9);
        __m512i t26 = _mm512_set1_epi32((int)t10);
        __m512i t27 = _mm512_set1_epi32((int)t11);
        __m512i t28 = _mm512_set1_epi32((int)t12);
        __m512i t29 = _mm512_set1_epi32((int)t13);
        __m512i t30 = _mm512_set1_epi32((int)t14);
        __m512i t31 = _mm512_set1_epi32((int)t15);
        __m512i t32 = _mm512_set1_epi32((int)t16);
        __m512i t33 = _mm512_set1_epi32((int)t17);
        long t1 = 0L;
        do {
            long t34 = (long)i;
            long t35 = (long)i;
            long t36 = (long)(int)t1;
            long t37 = (long)(int)(t1 + 16L);
            const int *t38 = &a[t36][t34];
            const int *t39 = &a[t37][t35];
            __m512i t40 = _mm512_loadu_si512(t38 + 0);
            __m512i t41 = _mm512_loadu_si512(t38 + 72);
            __m512i t42 = _mm512_loadu_si512(t38 + 144);
            __m512i t43 = _mm512_loadu_si512(t38 + 216);
            __m512i t44 = _mm512_loadu_si512(t38 + 288);
            __m512i t45 = _mm512_loadu_si512(t38 + 360);
            __m512i t46 = _mm512_loadu_si512(t38 + 432);
            __m512i t47 = _mm512_loadu_si512(t38 + 504);
            __m512i t48 = _mm512_loadu_si512(t38 + 576);
            __m512i t49 = _mm512_loadu_si512(t38 + 648);
            __m512i t50 = _mm512_loadu_si512(t38 + 720);
            __m512i t51 = _mm512_loadu_si512(t38 + 792);
            __m512i t52 = _mm512_loadu_si512(t38 + 864);
            __m512i t53 = _mm512_loadu_si512(t38 + 936);
            __m512i t54 = _mm512_loadu_si512(t38 + 1008);
            __m512i t55 = _mm512_loadu_si512(t38 + 1080);
            __m512i t56 = _mm512_permutex2var_epi32(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512i t57 = _mm512_permutex2var_epi32(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512i t58 = _mm512_permutex2var_epi32(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512i t59 = _mm512_permutex2var_epi32(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512i t60 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
            __m512i t61 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
            __m512i t62 = _mm512_permutex2var_epi32(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
            __m512i t63 = _mm512_permutex2var_epi32(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
            __m512i t64 = _mm512_permutex2var_epi32(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
            __m512i t65 = _mm512_permutex2var_epi32(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
            __m512i t66 = _mm512_permutex2var_epi32(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
            __m512i t67 = _mm512_permutex2var_epi32(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
            __m512i t68 = _mm512_permutex2var_epi32(t46, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t54);
            __m512i t69 = _mm512_permutex2var_epi32(t46, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t54);
            __m512i t70 = _mm512_permutex2var_epi32(t47, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t55);
            __m512i t71 = _mm512_permutex2var_epi32(t47, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t55);
            __m512i t72 = _mm512_permutex2var_epi32(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512i t73 = _mm512_permutex2var_epi32(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512i t74 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512i t75 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512i t76 = _mm512_permutex2var_epi32(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
            __m512i t77 = _mm512_permutex2var_epi32(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
            __m512i t78 = _mm512_permutex2var_epi32(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
            __m512i t79 = _mm512_permutex2var_epi32(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
            __m512i t80 = _mm512_permutex2var_epi32(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
            __m512i t81 = _mm512_permutex2var_epi32(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
            __m512i t82 = _mm512_permutex2var_epi32(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
            __m512i t83 = _mm512_permutex2var_epi32(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
            __m512i t84 = _mm512_permutex2var_epi32(t62, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t70);
            __m512i t85 = _mm512_permutex2var_epi32(t62, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t70);
            __m512i t86 = _mm512_permutex2var_epi32(t63, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t71);
            __m512i t87 = _mm512_permutex2var_epi32(t63, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t71);
            __m512i t88 = _mm512_permutex2var_epi32(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512i t89 = _mm512_permutex2var_epi32(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512i t90 = _mm512_permutex2var_epi32(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512i t91 = _mm512_permutex2var_epi32(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512i t92 = _mm512_permutex2var_epi32(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
            __m512i t93 = _mm512_permutex2var_epi32(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
            __m512i t94 = _mm512_permutex2var_epi32(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
            __m512i t95 = _mm512_permutex2var_epi32(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
            __m512i t96 = _mm512_permutex2var_epi32(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
            __m512i t97 = _mm512_permutex2var_epi32(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
            __m512i t98 = _mm512_permutex2var_epi32(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
            __m512i t99 = _mm512_permutex2var_epi32(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
            __m512i t100 = _mm512_permutex2var_epi32(t78, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t86);
            __m512i t101 = _mm512_permutex2var_epi32(t78, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t86);
            __m512i t102 = _mm512_permutex2var_epi32(t79, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t87);
            __m512i t103 = _mm512_permutex2var_epi32(t79, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t87);
            __m512i t104 = _mm512_permutex2var_epi32(t88, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t96);
            __m512i t105 = _mm512_permutex2var_epi32(t88, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t96);
            __m512i t106 = _mm512_permutex2var_epi32(t89, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t97);
            __m512i t107 = _mm512_permutex2var_epi32(t89, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t97);
            __m512i t108 = _mm512_permutex2var_epi32(t90, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t98);
            __m512i t109 = _mm512_permutex2var_epi32(t90, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t98);
            __m512i t110 = _mm512_permutex2var_epi32(t91, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t99);
            __m512i t111 = _mm512_permutex2var_epi32(t91, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t99);
            __m512i t112 = _mm512_permutex2var_epi32(t92, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t100);
            __m512i t113 = _mm512_permutex2var_epi32(t92, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t100);
            __m512i t114 = _mm512_permutex2var_epi32(t93, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t101);
            __m512i t115 = _mm512_permutex2var_epi32(t93, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t101);
            __m512i t116 = _mm512_permutex2var_epi32(t94, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t102);
            __m512i t117 = _mm512_permutex2var_epi32(t94, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t102);
            __m512i t118 = _mm512_permutex2var_epi32(t95, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t103);
            __m512i t119 = _mm512_permutex2var_epi32(t95, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t103);
            __m512i t120 = _mm512_loadu_si512(t39 + 0);
            __m512i t121 = _mm512_loadu_si512(t39 + 72);
            __m512i t122 = _mm512_loadu_si512(t39 + 144);
            __m512i t123 = _mm512_loadu_si512(t39 + 216);
            __m512i t124 = _mm512_loadu_si512(t39 + 288);
            __m512i t125 = _mm512_loadu_si512(t39 + 360);
            __m512i t126 = _mm512_loadu_si512(t39 + 432);
            __m512i t127 = _mm512_loadu_si512(t39 + 504);
            __m512i t128 = _mm512_loadu_si512(t39 + 576);
            __m512i t129 = _mm512_loadu_si512(t39 + 648);
            __m512i t130 = _mm512_loadu_si512(t39 + 720);
            __m512i t131 = _mm512_loadu_si512(t39 + 792);
            __m512i t132 = _mm512_loadu_si512(t39 + 864);
            __m512i t133 = _mm512_loadu_si512(t39 + 936);
            __m512i t134 = _mm512_loadu_si512(t39 + 1008);
            __m512i t135 = _mm512_loadu_si512(t39 + 1080);
            __m512i t136 = _mm512_permutex2var_epi32(t120, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t128);
            __m512i t137 = _mm512_permutex2var_epi32(t120, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t128);
            __m512i t138 = _mm512_permutex2var_epi32(t121, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t129);
            __m512i t139 = _mm512_permutex2var_epi32(t121, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t129);
            __m512i t140 = _mm512_permutex2var_epi32(t122, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t130);
            __m512i t141 = _mm512_permutex2var_epi32(t122, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t130);
            __m512i t142 = _mm512_permutex2var_epi32(t123, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t131);
            __m512i t143 = _mm512_permutex2var_epi32(t123, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t131);
            __m512i t144 = _mm512_permutex2var_epi32(t124, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t132);
            __m512i t145 = _mm512_permutex2var_epi32(t124, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t132);
            __m512i t146 = _mm512_permutex2var_epi32(t125, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t133);
            __m512i t147 = _mm512_permutex2var_epi32(t125, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t133);
            __m512i t148 = _mm512_permutex2var_epi32(t126, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t134);
            __m512i t149 = _mm512_permutex2var_epi32(t126, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t134);
            __m512i t150 = _mm512_permutex2var_epi32(t127, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t135);
            __m512i t151 = _mm512_permutex2var_epi32(t127, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t135);
            __m512i t152 = _mm512_permutex2var_epi32(t136, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t144);
            __m512i t153 = _mm512_permutex2var_epi32(t136, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t144);
            __m512i t154 = _mm512_permutex2var_epi32(t137, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t145);
            __m512i t155 = _mm512_permutex2var_epi32(t137, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t145);
            __m512i t156 = _mm512_permutex2var_epi32(t138, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t146);
            __m512i t157 = _mm512_permutex2var_epi32(t138, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t146);
            __m512i t158 = _mm512_permutex2var_epi32(t139, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t147);
            __m512i t159 = _mm512_permutex2var_epi32(t139, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t147);
            __m512i t160 = _mm512_permutex2var_epi32(t140, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t148);
            __m512i t161 = _mm512_permutex2var_epi32(t140, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t148);
            __m512i t162 = _mm512_permutex2var_epi32(t141, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t149);
            __m512i t163 = _mm512_permutex2var_epi32(t141, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t149);
            __m512i t164 = _mm512_permutex2var_epi32(t142, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t150);
            __m512i t165 = _mm512_permutex2var_epi32(t142, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t150);
            __m512i t166 = _mm512_permutex2var_epi32(t143, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t151);
            __m512i t167 = _mm512_permutex2var_epi32(t143, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t151);
            __m512i t168 = _mm512_permutex2var_epi32(t152, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t160);
            __m512i t169 = _mm512_permutex2var_epi32(t152, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t160);
            __m512i t170 = _mm512_permutex2var_epi32(t153, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t161);
            __m512i t171 = _mm512_permutex2var_epi32(t153, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t161);
            __m512i t172 = _mm512_permutex2var_epi32(t154, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t162);
            __m512i t173 = _mm512_permutex2var_epi32(t154, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t162);
            __m512i t174 = _mm512_permutex2var_epi32(t155, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t163);
            __m512i t175 = _mm512_permutex2var_epi32(t155, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t163);
            __m512i t176 = _mm512_permutex2var_epi32(t156, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t164);
            __m512i t177 = _mm512_permutex2var_epi32(t156, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t164);
            __m512i t178 = _mm512_permutex2var_epi32(t157, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t165);
            __m512i t179 = _mm512_permutex2var_epi32(t157, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t165);
            __m512i t180 = _mm512_permutex2var_epi32(t158, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t166);
            __m512i t181 = _mm512_permutex2var_epi32(t158, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t166);
            __m512i t182 = _mm512_permutex2var_epi32(t159, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t167);
            __m512i t183 = _mm512_permutex2var_epi32(t159, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t167);
            __m512i t184 = _mm512_permutex2var_epi32(t168, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t176);
            __m512i t185 = _mm512_permutex2var_epi32(t168, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t176);
            __m512i t186 = _mm512_permutex2var_epi32(t169, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t177);
            __m512i t187 = _mm512_permutex2var_epi32(t169, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t177);
            __m512i t188 = _mm512_permutex2var_epi32(t170, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t178);
            __m512i t189 = _mm512_permutex2var_epi32(t170, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t178);
            __m512i t190 = _mm512_permutex2var_epi32(t171, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t179);
            __m512i t191 = _mm512_permutex2var_epi32(t171, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t179);
            __m512i t192 = _mm512_permutex2var_epi32(t172, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t180);
            __m512i t193 = _mm512_permutex2var_epi32(t172, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t180);
            __m512i t194 = _mm512_permutex2var_epi32(t173, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t181);
            __m512i t195 = _mm512_permutex2var_epi32(t173, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t181);
            __m512i t196 = _mm512_permutex2var_epi32(t174, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t182);
            __m512i t197 = _mm512_permutex2var_epi32(t174, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t182);
            __m512i t198 = _mm512_permutex2var_epi32(t175, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t183);
            __m512i t199 = _mm512_permutex2var_epi32(t175, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t183);
            __m512i t200 = _mm512_add_epi32(t104, t18);
            __m512i t201 = _mm512_add_epi32(t184, t18);
            _mm512_storeu_si512(&b[t34][t36], t200);
            _mm512_storeu_si512(&b[t35][t37], t201);
            __m512i t202 = _mm512_add_epi32(t105, t19);
            __m512i t203 = _mm512_add_epi32(t185, t19);
            _mm512_storeu_si512(&b[t3][t36], t202);
            _mm512_storeu_si512(&b[t3][t37], t203);
            __m512i t204 = _mm512_add_epi32(t106, t20);
            __m512i t205 = _mm512_add_epi32(t186, t20);
            _mm512_storeu_si512(&b[t4][t36], t204);
            _mm512_storeu_si512(&b[t4][t37], t205);
            __m512i t206 = _mm512_add_epi32(t107, t21);
            __m512i t207 = _mm512_add_epi32(t187, t21);
            _mm512_storeu_si512(&b[t5][t36], t206);
            _mm512_storeu_si512(&b[t5][t37], t207);
            __m512i t208 = _mm512_add_epi32(t108, t22);
            __m512i t209 = _mm512_add_epi32(t188, t22);
            _mm512_storeu_si512(&b[t6][t36], t208);
            _mm512_storeu_si512(&b[t6][t37], t209);
            __m512i t210 = _mm512_add_epi32(t109, t23);
            __m512i t211 = _mm512_add_epi32(t189, t23);
            _mm512_storeu_si512(&b[t7][t36], t210);
            _mm512_storeu_si512(&b[t7][t37], t211);
            __m512i t212 = _mm512_add_epi32(t110, t24);
            __m512i t213 = _mm512_add_epi32(t190, t24);
            _mm512_storeu_si512(&b[t8][t36], t212);
            _mm512_storeu_si512(&b[t8][t37], t213);
            __m512i t214 = _mm512_add_epi32(t111, t25);
            __m512i t215 = _mm512_add_epi32(t191, t25);
            _mm512_storeu_si512(&b[t9][t36], t214);
            _mm512_storeu_si512(&b[t9][t37], t215);
            __m512i t216 = _mm512_add_epi32(t112, t26);
            __m512i t217 = _mm512_add_epi32(t192, t26);
            _mm512_storeu_si512(&b[t10][t36], t216);
            _mm512_storeu_si512(&b[t10][t37], t217);
            __m512i t218 = _mm512_add_epi32(t113, t27);
            __m512i t219 = _mm512_add_epi32(t193, t27);
            _mm512_storeu_si512(&b[t11][t36], t218);
            _mm512_storeu_si512(&b[t11][t37], t219);
            __m512i t220 = _mm512_add_epi32(t114, t28);
            __m512i t221 = _mm512_add_epi32(t194, t28);
            _mm512_storeu_si512(&b[t12][t36], t220);
            _mm512_storeu_si512(&b[t12][t37], t221);
            __m512i t222 = _mm512_add_epi32(t115, t29);
            __m512i t223 = _mm512_add_epi32(t195, t29);
            _mm512_storeu_si512(&b[t13][t36], t222);
            _mm512_storeu_si512(&b[t13][t37], t223);
            __m512i t224 = _mm512_add_epi32(t116, t30);
            __m512i t225 = _mm512_add_epi32(t196, t30);
            _mm512_storeu_si512(&b[t14][t36], t224);
            _mm512_storeu_si512(&b[t14][t37], t225);
            __m512i t226 = _mm512_add_epi32(t117, t31);
            __m512i t227 = _mm512_add_epi32(t197, t31);
            _mm512_storeu_si512(&b[t15][t36], t226);
            _mm512_storeu_si512(&b[t15][t37], t227);
            __m512i t228 = _mm512_add_epi32(t118, t32);
            __m512i t229 = _mm512_add_epi32(t198, t32);
            _mm512_storeu_si512(&b[t16][t36], t228);
            _mm512_storeu_si512(&b[t16][t37], t229);
            __m512i t230 = _mm512_add_epi32(t119, t33);
            _mm512_storeu_si512(&b[t17][t36], t230);
            __m512i t231 = _mm512_add_epi32(t199, t33);
            _mm512_storeu_si512(&b[t17][t37], t231);
            t1 += 32L;
        } while (t1 < 32L);
        for (int j = 32; j < 33; j++) {
            long t232 = (long)i;
            long t233 = (long)j;
            const int (*t234)[72] = a + t233;
            b[t232][t233] = (*t234)[t232] + i;
            long t235 = (long)t3;
            b[t235][t233] = (*t234)[t235] + t3;
            long t236 = (long)t4;
            b[t236][t233] = (*t234)[t236] + t4;
            long t237 = (long)t5;
            b[t237][t233] = (*t234)[t237] + t5;
            long t238 = (long)t6;
            b[t238][t233] = (*t234)[t238] + t6;
            long t239 = (long)t7;
            b[t239][t233] = (*t234)[t239] + t7;
            long t240 = (long)t8;
            b[t240][t233] = (*t234)[t240] + t8;
            long t241 = (long)t9;
            b[t241][t233] = (*t234)[t241] + t9;
            long t242 = (long)t10;
            b[t242][t233] = (*t234)[t242] + t10;
            long t243 = (long)t11;
            b[t243][t233] = (*t234)[t243] + t11;
            long t244 = (long)t12;
            b[t244][t233] = (*t234)[t244] + t12;
            long t245 = (long)t13;
            b[t245][t233] = (*t234)[t245] + t13;
            long t246 = (long)t14;
            b[t246][t233] = (*t234)[t246] + t14;
            long t247 = (long)t15;
            b[t247][t233] = (*t234)[t247] + t15;
            long t248 = (long)t16;
            b[t248][t233] = (*t234)[t248] + t16;
            long t249 = (long)t17;
            b[t249][t233] = (*t234)[t249] + t17;
        }
    }
    for (; i_1 < m; i_1++) {
        __m512i t250 = _mm512_set1_epi32((int)i_1);
        long t2 = 0L;
        do {
            long t251 = (long)i_1;
            long t252 = (long)i_1;
            long t253 = (long)(int)t2;
            long t254 = (long)(int)(t2 + 16L);
            __m512i t255 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t253][t251], 4);
            __m512i t256 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t254][t252], 4);
            __m512i t257 = _mm512_add_epi32(t255, t250);
            _mm512_storeu_si512(&b[t251][t253], t257);
            __m512i t258 = _mm512_add_epi32(t256, t250);
            _mm512_storeu_si512(&b[t252][t254], t258);
            t2 += 32L;
        } while (t2 < 32L);
        for (int j_1 = 32; j_1 < 33; j_1++) {
            long t259 = (long)i_1;
            long t260 = (long)j_1;
            b[t259][t260] = a[t260][t259] + i_1;
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
    for (int i = 0; i < m; i++) {
        long t1 = 0L;
        do {
            int t2 = (int)(1L + t1);
            int t3 = (int)(1L + (t1 + 16L));
            long t4 = (long)i;
            long t5 = (long)i;
            long t6 = (long)t2;
            long t7 = (long)t3;
            float *t8 = &b[t4][t6];
            float *t9 = &b[t5][t7];
            __m512 t10 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t6][t4], 4);
            __m512 t11 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t7][t5], 4);
            _mm512_storeu_ps(t8, t10);
            _mm512_storeu_ps(t9, t11);
            __m512 t12 = _mm512_loadu_ps(t8);
            __m512 t13 = _mm512_loadu_ps(t9);
            __m512 t14 = _mm512_mul_ps(t12, _mm512_set1_ps(0.5f));
            _mm512_i32scatter_ps(&a[t2 - 1][i + 1], _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), t14, 4);
            __m512 t15 = _mm512_mul_ps(t13, _mm512_set1_ps(0.5f));
            _mm512_i32scatter_ps(&a[t3 - 1][i + 1], _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), t15, 4);
            t1 += 32L;
        } while (t1 < 32L);
        for (int j = 33; j < 40; j++) {
            long t16 = (long)i;
            long t17 = (long)j;
            float *t18 = &b[t16][t17];
            *t18 = a[t17][t16];
            a[j - 1][i + 1] = *t18 * 0.5f;
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
