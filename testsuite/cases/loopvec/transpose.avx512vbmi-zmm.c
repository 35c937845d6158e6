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
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })

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
/* vcc-test: expect-vectorized generic=15 avx2=15 sse4.2=13 neon=14 */

#define W 72

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    int t15;
    int i_1;
    int i = 0;
    for (;; i = t15 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
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
        t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        __m512 s_v = _mm512_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t16 = (long)i;
            const float *t17 = &a[j_vec][t16];
            __m512 t18 = _mm512_loadu_ps(t17 + 0);
            __m512 t19 = _mm512_loadu_ps(t17 + 72);
            __m512 t20 = _mm512_loadu_ps(t17 + 144);
            __m512 t21 = _mm512_loadu_ps(t17 + 216);
            __m512 t22 = _mm512_loadu_ps(t17 + 288);
            __m512 t23 = _mm512_loadu_ps(t17 + 360);
            __m512 t24 = _mm512_loadu_ps(t17 + 432);
            __m512 t25 = _mm512_loadu_ps(t17 + 504);
            __m512 t26 = _mm512_loadu_ps(t17 + 576);
            __m512 t27 = _mm512_loadu_ps(t17 + 648);
            __m512 t28 = _mm512_loadu_ps(t17 + 720);
            __m512 t29 = _mm512_loadu_ps(t17 + 792);
            __m512 t30 = _mm512_loadu_ps(t17 + 864);
            __m512 t31 = _mm512_loadu_ps(t17 + 936);
            __m512 t32 = _mm512_loadu_ps(t17 + 1008);
            __m512 t33 = _mm512_loadu_ps(t17 + 1080);
            __m512 t34 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t26);
            __m512 t35 = _mm512_permutex2var_ps(t18, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t26);
            __m512 t36 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t27);
            __m512 t37 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t27);
            __m512 t38 = _mm512_permutex2var_ps(t20, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t28);
            __m512 t39 = _mm512_permutex2var_ps(t20, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t28);
            __m512 t40 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t29);
            __m512 t41 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t29);
            __m512 t42 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t30);
            __m512 t43 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t30);
            __m512 t44 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
            __m512 t45 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
            __m512 t46 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t32);
            __m512 t47 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t32);
            __m512 t48 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            __m512 t49 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            __m512 t50 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
            __m512 t51 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
            __m512 t52 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t43);
            __m512 t53 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t43);
            __m512 t54 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t44);
            __m512 t55 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t44);
            __m512 t56 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
            __m512 t57 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
            __m512 t58 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t59 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t60 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512 t61 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512 t62 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512 t63 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512 t64 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512 t65 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512 t66 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t58);
            __m512 t67 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t58);
            __m512 t68 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t59);
            __m512 t69 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t59);
            __m512 t70 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t60);
            __m512 t71 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t60);
            __m512 t72 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
            __m512 t73 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
            __m512 t74 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t75 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t76 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512 t77 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512 t78 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512 t79 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512 t80 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512 t81 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512 t82 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t74);
            __m512 t83 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t74);
            __m512 t84 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t75);
            __m512 t85 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t75);
            __m512 t86 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t76);
            __m512 t87 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t76);
            __m512 t88 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
            __m512 t89 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
            __m512 t90 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t91 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t92 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512 t93 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512 t94 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512 t95 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512 t96 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512 t97 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512 t98 = _mm512_mul_ps(t82, s_v);
            _mm512_storeu_ps(&b[t16][j_vec], t98);
            __m512 t99 = _mm512_mul_ps(t83, s_v);
            _mm512_storeu_ps(&b[t1][j_vec], t99);
            __m512 t100 = _mm512_mul_ps(t84, s_v);
            _mm512_storeu_ps(&b[t2][j_vec], t100);
            __m512 t101 = _mm512_mul_ps(t85, s_v);
            _mm512_storeu_ps(&b[t3][j_vec], t101);
            __m512 t102 = _mm512_mul_ps(t86, s_v);
            _mm512_storeu_ps(&b[t4][j_vec], t102);
            __m512 t103 = _mm512_mul_ps(t87, s_v);
            _mm512_storeu_ps(&b[t5][j_vec], t103);
            __m512 t104 = _mm512_mul_ps(t88, s_v);
            _mm512_storeu_ps(&b[t6][j_vec], t104);
            __m512 t105 = _mm512_mul_ps(t89, s_v);
            _mm512_storeu_ps(&b[t7][j_vec], t105);
            __m512 t106 = _mm512_mul_ps(t90, s_v);
            _mm512_storeu_ps(&b[t8][j_vec], t106);
            __m512 t107 = _mm512_mul_ps(t91, s_v);
            _mm512_storeu_ps(&b[t9][j_vec], t107);
            __m512 t108 = _mm512_mul_ps(t92, s_v);
            _mm512_storeu_ps(&b[t10][j_vec], t108);
            __m512 t109 = _mm512_mul_ps(t93, s_v);
            _mm512_storeu_ps(&b[t11][j_vec], t109);
            __m512 t110 = _mm512_mul_ps(t94, s_v);
            _mm512_storeu_ps(&b[t12][j_vec], t110);
            __m512 t111 = _mm512_mul_ps(t95, s_v);
            _mm512_storeu_ps(&b[t13][j_vec], t111);
            __m512 t112 = _mm512_mul_ps(t96, s_v);
            _mm512_storeu_ps(&b[t14][j_vec], t112);
            __m512 t113 = _mm512_mul_ps(t97, s_v);
            _mm512_storeu_ps(&b[t15][j_vec], t113);
            j_vec += 16L;
        } while (j_vec < 48L);
        __m512i t114 = _mm512_set1_epi32(5);
        __mmask16 t115 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t114, _MM_CMPINT_LT);
        __m512 s_v_1 = _mm512_set1_ps(s);
        long t116 = (long)i;
        const float (*t117)[72] = a + 48;
        __m512 a_v = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t116], 4);
        __m512 t118 = _mm512_mul_ps(a_v, s_v_1);
        _mm512_mask_storeu_ps(&b[t116][48], t115, t118);
        long t119 = (long)t1;
        __m512 a_v_1 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t119], 4);
        __m512 t120 = _mm512_mul_ps(a_v_1, s_v_1);
        _mm512_mask_storeu_ps(&b[t119][48], t115, t120);
        long t121 = (long)t2;
        __m512 a_v_2 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t121], 4);
        __m512 t122 = _mm512_mul_ps(a_v_2, s_v_1);
        _mm512_mask_storeu_ps(&b[t121][48], t115, t122);
        long t123 = (long)t3;
        __m512 a_v_3 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t123], 4);
        __m512 t124 = _mm512_mul_ps(a_v_3, s_v_1);
        _mm512_mask_storeu_ps(&b[t123][48], t115, t124);
        long t125 = (long)t4;
        __m512 a_v_4 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t125], 4);
        __m512 t126 = _mm512_mul_ps(a_v_4, s_v_1);
        _mm512_mask_storeu_ps(&b[t125][48], t115, t126);
        long t127 = (long)t5;
        __m512 a_v_5 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t127], 4);
        __m512 t128 = _mm512_mul_ps(a_v_5, s_v_1);
        _mm512_mask_storeu_ps(&b[t127][48], t115, t128);
        long t129 = (long)t6;
        __m512 a_v_6 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t129], 4);
        __m512 t130 = _mm512_mul_ps(a_v_6, s_v_1);
        _mm512_mask_storeu_ps(&b[t129][48], t115, t130);
        long t131 = (long)t7;
        __m512 a_v_7 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t131], 4);
        __m512 t132 = _mm512_mul_ps(a_v_7, s_v_1);
        _mm512_mask_storeu_ps(&b[t131][48], t115, t132);
        long t133 = (long)t8;
        __m512 a_v_8 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t133], 4);
        __m512 t134 = _mm512_mul_ps(a_v_8, s_v_1);
        _mm512_mask_storeu_ps(&b[t133][48], t115, t134);
        long t135 = (long)t9;
        __m512 a_v_9 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t135], 4);
        __m512 t136 = _mm512_mul_ps(a_v_9, s_v_1);
        _mm512_mask_storeu_ps(&b[t135][48], t115, t136);
        long t137 = (long)t10;
        __m512 a_v_10 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t137], 4);
        __m512 t138 = _mm512_mul_ps(a_v_10, s_v_1);
        _mm512_mask_storeu_ps(&b[t137][48], t115, t138);
        long t139 = (long)t11;
        __m512 a_v_11 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t139], 4);
        __m512 t140 = _mm512_mul_ps(a_v_11, s_v_1);
        _mm512_mask_storeu_ps(&b[t139][48], t115, t140);
        long t141 = (long)t12;
        __m512 a_v_12 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t141], 4);
        __m512 t142 = _mm512_mul_ps(a_v_12, s_v_1);
        _mm512_mask_storeu_ps(&b[t141][48], t115, t142);
        long t143 = (long)t13;
        __m512 a_v_13 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t143], 4);
        __m512 t144 = _mm512_mul_ps(a_v_13, s_v_1);
        _mm512_mask_storeu_ps(&b[t143][48], t115, t144);
        long t145 = (long)t14;
        __m512 a_v_14 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t145], 4);
        __m512 t146 = _mm512_mul_ps(a_v_14, s_v_1);
        _mm512_mask_storeu_ps(&b[t145][48], t115, t146);
        long t147 = (long)t15;
        __m512 a_v_15 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t115, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &(*t117)[t147], 4);
        __m512 t148 = _mm512_mul_ps(a_v_15, s_v_1);
        _mm512_mask_storeu_ps(&b[t147][48], t115, t148);
    }
    for (; i_1 < m; i_1++) {
        __m512 s_v_2 = _mm512_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 16, UF 1, masked remainder */
        do {
            long t149 = (long)i_1;
            __m512 a_v_16 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[j_vec_1][t149], 4);
            __m512 t150 = _mm512_mul_ps(a_v_16, s_v_2);
            _mm512_storeu_ps(&b[t149][j_vec_1], t150);
            j_vec_1 += 16L;
        } while (j_vec_1 < 48L);
        __m512i t151 = _mm512_set1_epi32(5);
        __mmask16 t152 = _mm512_cmp_epi32_mask(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), t151, _MM_CMPINT_LT);
        __m512 s_v_3 = _mm512_set1_ps(s);
        long t153 = (long)i_1;
        __m512 a_v_17 = _mm512_mask_i32gather_ps(_mm512_setzero_ps(), t152, _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[48][t153], 4);
        __m512 t154 = _mm512_mul_ps(a_v_17, s_v_3);
        _mm512_mask_storeu_ps(&b[t153][48], t152, t154);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    long t8;
    float (*t9)[72];
    long t44;
    float (*t45)[72];
    long t47;
    float (*t48)[72];
    long t50;
    float (*t51)[72];
    long t53;
    float (*t54)[72];
    long t56;
    float (*t57)[72];
    long t59;
    float (*t60)[72];
    long t62;
    float (*t63)[72];
    int i_1;
    long t66;
    float (*t67)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
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
        __m256 s_v = _mm256_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            t8 = (long)i;
            t9 = b + t8;
            const float *t10 = &a[j_vec][t8];
            __m256 t11 = _mm256_loadu_ps(t10 + 0);
            __m256 t12 = _mm256_loadu_ps(t10 + 72);
            __m256 t13 = _mm256_loadu_ps(t10 + 144);
            __m256 t14 = _mm256_loadu_ps(t10 + 216);
            __m256 t15 = _mm256_loadu_ps(t10 + 288);
            __m256 t16 = _mm256_loadu_ps(t10 + 360);
            __m256 t17 = _mm256_loadu_ps(t10 + 432);
            __m256 t18 = _mm256_loadu_ps(t10 + 504);
            __m256 t19 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t15);
            __m256 t20 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t15);
            __m256 t21 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t16);
            __m256 t22 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t16);
            __m256 t23 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t17);
            __m256 t24 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t17);
            __m256 t25 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t18);
            __m256 t26 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t18);
            __m256 t27 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t23);
            __m256 t28 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t23);
            __m256 t29 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m256 t30 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m256 t31 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t25);
            __m256 t32 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t25);
            __m256 t33 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m256 t34 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m256 t35 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t31);
            __m256 t36 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t31);
            __m256 t37 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t32);
            __m256 t38 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t32);
            __m256 t39 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t33);
            __m256 t40 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t33);
            __m256 t41 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m256 t42 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m256 t43 = _mm256_mul_ps(t35, s_v);
            _mm256_storeu_ps(&(*t9)[j_vec], t43);
            t44 = (long)t1;
            t45 = b + t44;
            __m256 t46 = _mm256_mul_ps(t36, s_v);
            _mm256_storeu_ps(&(*t45)[j_vec], t46);
            t47 = (long)t2;
            t48 = b + t47;
            __m256 t49 = _mm256_mul_ps(t37, s_v);
            _mm256_storeu_ps(&(*t48)[j_vec], t49);
            t50 = (long)t3;
            t51 = b + t50;
            __m256 t52 = _mm256_mul_ps(t38, s_v);
            _mm256_storeu_ps(&(*t51)[j_vec], t52);
            t53 = (long)t4;
            t54 = b + t53;
            __m256 t55 = _mm256_mul_ps(t39, s_v);
            _mm256_storeu_ps(&(*t54)[j_vec], t55);
            t56 = (long)t5;
            t57 = b + t56;
            __m256 t58 = _mm256_mul_ps(t40, s_v);
            _mm256_storeu_ps(&(*t57)[j_vec], t58);
            t59 = (long)t6;
            t60 = b + t59;
            __m256 t61 = _mm256_mul_ps(t41, s_v);
            _mm256_storeu_ps(&(*t60)[j_vec], t61);
            t62 = (long)t7;
            t63 = b + t62;
            __m256 t64 = _mm256_mul_ps(t42, s_v);
            _mm256_storeu_ps(&(*t63)[j_vec], t64);
            j_vec += 8L;
        } while (j_vec < 8L);
        const float (*t65)[72] = a + 8;
        (*t9)[8] = (*t65)[t8] * s;
        (*t45)[8] = (*t65)[t44] * s;
        (*t48)[8] = (*t65)[t47] * s;
        (*t51)[8] = (*t65)[t50] * s;
        (*t54)[8] = (*t65)[t53] * s;
        (*t57)[8] = (*t65)[t56] * s;
        (*t60)[8] = (*t65)[t59] * s;
        (*t63)[8] = (*t65)[t62] * s;
        i = t7 + 1;
    }
    while (i_1 < m) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            t66 = (long)i_1;
            t67 = b + t66;
            __m256 a_v = vcc_avx2_gather8(_mm256_setr_ps, float, &a[j_vec_1][t66], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 t68 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&(*t67)[j_vec_1], t68);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t67)[8] = a[8][t66] * s;
        i_1++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    int t7;
    int i_1;
    int i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
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
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        __m256 s_v = _mm256_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t8 = (long)i;
            const float *t9 = &a[j_vec][t8];
            __m256 t10 = _mm256_loadu_ps(t9 + 0);
            __m256 t11 = _mm256_loadu_ps(t9 + 72);
            __m256 t12 = _mm256_loadu_ps(t9 + 144);
            __m256 t13 = _mm256_loadu_ps(t9 + 216);
            __m256 t14 = _mm256_loadu_ps(t9 + 288);
            __m256 t15 = _mm256_loadu_ps(t9 + 360);
            __m256 t16 = _mm256_loadu_ps(t9 + 432);
            __m256 t17 = _mm256_loadu_ps(t9 + 504);
            __m256 t18 = _mm256_permutex2var_ps(t10, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t14);
            __m256 t19 = _mm256_permutex2var_ps(t10, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t14);
            __m256 t20 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t15);
            __m256 t21 = _mm256_permutex2var_ps(t11, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t15);
            __m256 t22 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t16);
            __m256 t23 = _mm256_permutex2var_ps(t12, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t16);
            __m256 t24 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t17);
            __m256 t25 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t17);
            __m256 t26 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
            __m256 t27 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
            __m256 t28 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t23);
            __m256 t29 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t23);
            __m256 t30 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m256 t31 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m256 t32 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t25);
            __m256 t33 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t25);
            __m256 t34 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            __m256 t35 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            __m256 t36 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t31);
            __m256 t37 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t31);
            __m256 t38 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t32);
            __m256 t39 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t32);
            __m256 t40 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t33);
            __m256 t41 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t33);
            __m256 t42 = _mm256_mul_ps(t34, s_v);
            _mm256_storeu_ps(&b[t8][j_vec], t42);
            __m256 t43 = _mm256_mul_ps(t35, s_v);
            _mm256_storeu_ps(&b[t1][j_vec], t43);
            __m256 t44 = _mm256_mul_ps(t36, s_v);
            _mm256_storeu_ps(&b[t2][j_vec], t44);
            __m256 t45 = _mm256_mul_ps(t37, s_v);
            _mm256_storeu_ps(&b[t3][j_vec], t45);
            __m256 t46 = _mm256_mul_ps(t38, s_v);
            _mm256_storeu_ps(&b[t4][j_vec], t46);
            __m256 t47 = _mm256_mul_ps(t39, s_v);
            _mm256_storeu_ps(&b[t5][j_vec], t47);
            __m256 t48 = _mm256_mul_ps(t40, s_v);
            _mm256_storeu_ps(&b[t6][j_vec], t48);
            __m256 t49 = _mm256_mul_ps(t41, s_v);
            _mm256_storeu_ps(&b[t7][j_vec], t49);
            j_vec += 8L;
        } while (j_vec < 8L);
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t50 = (long)i_1;
            __m256 a_v = vcc_avx2_gather8(_mm256_setr_ps, float, &a[j_vec_1][t50], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 t51 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&b[t50][j_vec_1], t51);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    long t16;
    float (*t17)[72];
    long t100;
    float (*t101)[72];
    long t103;
    float (*t104)[72];
    long t106;
    float (*t107)[72];
    long t109;
    float (*t110)[72];
    long t112;
    float (*t113)[72];
    long t115;
    float (*t116)[72];
    long t118;
    float (*t119)[72];
    long t121;
    float (*t122)[72];
    long t124;
    float (*t125)[72];
    long t127;
    float (*t128)[72];
    long t130;
    float (*t131)[72];
    long t133;
    float (*t134)[72];
    long t136;
    float (*t137)[72];
    long t139;
    float (*t140)[72];
    long t142;
    float (*t143)[72];
    int i_1;
    long t146;
    float (*t147)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
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
        __m512 s_v = _mm512_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            t16 = (long)i;
            t17 = b + t16;
            const float *t18 = &a[j_vec][t16];
            __m512 t19 = _mm512_loadu_ps(t18 + 0);
            __m512 t20 = _mm512_loadu_ps(t18 + 72);
            __m512 t21 = _mm512_loadu_ps(t18 + 144);
            __m512 t22 = _mm512_loadu_ps(t18 + 216);
            __m512 t23 = _mm512_loadu_ps(t18 + 288);
            __m512 t24 = _mm512_loadu_ps(t18 + 360);
            __m512 t25 = _mm512_loadu_ps(t18 + 432);
            __m512 t26 = _mm512_loadu_ps(t18 + 504);
            __m512 t27 = _mm512_loadu_ps(t18 + 576);
            __m512 t28 = _mm512_loadu_ps(t18 + 648);
            __m512 t29 = _mm512_loadu_ps(t18 + 720);
            __m512 t30 = _mm512_loadu_ps(t18 + 792);
            __m512 t31 = _mm512_loadu_ps(t18 + 864);
            __m512 t32 = _mm512_loadu_ps(t18 + 936);
            __m512 t33 = _mm512_loadu_ps(t18 + 1008);
            __m512 t34 = _mm512_loadu_ps(t18 + 1080);
            __m512 t35 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t27);
            __m512 t36 = _mm512_permutex2var_ps(t19, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t27);
            __m512 t37 = _mm512_permutex2var_ps(t20, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t28);
            __m512 t38 = _mm512_permutex2var_ps(t20, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t28);
            __m512 t39 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t29);
            __m512 t40 = _mm512_permutex2var_ps(t21, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t29);
            __m512 t41 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t30);
            __m512 t42 = _mm512_permutex2var_ps(t22, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t30);
            __m512 t43 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t31);
            __m512 t44 = _mm512_permutex2var_ps(t23, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t31);
            __m512 t45 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t32);
            __m512 t46 = _mm512_permutex2var_ps(t24, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t32);
            __m512 t47 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t33);
            __m512 t48 = _mm512_permutex2var_ps(t25, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t33);
            __m512 t49 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t34);
            __m512 t50 = _mm512_permutex2var_ps(t26, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t34);
            __m512 t51 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t43);
            __m512 t52 = _mm512_permutex2var_ps(t35, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t43);
            __m512 t53 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t44);
            __m512 t54 = _mm512_permutex2var_ps(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t44);
            __m512 t55 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
            __m512 t56 = _mm512_permutex2var_ps(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
            __m512 t57 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512 t58 = _mm512_permutex2var_ps(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512 t59 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512 t60 = _mm512_permutex2var_ps(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512 t61 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512 t62 = _mm512_permutex2var_ps(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512 t63 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512 t64 = _mm512_permutex2var_ps(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512 t65 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
            __m512 t66 = _mm512_permutex2var_ps(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
            __m512 t67 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t59);
            __m512 t68 = _mm512_permutex2var_ps(t51, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t59);
            __m512 t69 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t60);
            __m512 t70 = _mm512_permutex2var_ps(t52, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t60);
            __m512 t71 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
            __m512 t72 = _mm512_permutex2var_ps(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
            __m512 t73 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512 t74 = _mm512_permutex2var_ps(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512 t75 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512 t76 = _mm512_permutex2var_ps(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512 t77 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512 t78 = _mm512_permutex2var_ps(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512 t79 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512 t80 = _mm512_permutex2var_ps(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512 t81 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
            __m512 t82 = _mm512_permutex2var_ps(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
            __m512 t83 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t75);
            __m512 t84 = _mm512_permutex2var_ps(t67, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t75);
            __m512 t85 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t76);
            __m512 t86 = _mm512_permutex2var_ps(t68, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t76);
            __m512 t87 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
            __m512 t88 = _mm512_permutex2var_ps(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
            __m512 t89 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512 t90 = _mm512_permutex2var_ps(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512 t91 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512 t92 = _mm512_permutex2var_ps(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512 t93 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512 t94 = _mm512_permutex2var_ps(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512 t95 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512 t96 = _mm512_permutex2var_ps(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512 t97 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
            __m512 t98 = _mm512_permutex2var_ps(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
            __m512 t99 = _mm512_mul_ps(t83, s_v);
            _mm512_storeu_ps(&(*t17)[j_vec], t99);
            t100 = (long)t1;
            t101 = b + t100;
            __m512 t102 = _mm512_mul_ps(t84, s_v);
            _mm512_storeu_ps(&(*t101)[j_vec], t102);
            t103 = (long)t2;
            t104 = b + t103;
            __m512 t105 = _mm512_mul_ps(t85, s_v);
            _mm512_storeu_ps(&(*t104)[j_vec], t105);
            t106 = (long)t3;
            t107 = b + t106;
            __m512 t108 = _mm512_mul_ps(t86, s_v);
            _mm512_storeu_ps(&(*t107)[j_vec], t108);
            t109 = (long)t4;
            t110 = b + t109;
            __m512 t111 = _mm512_mul_ps(t87, s_v);
            _mm512_storeu_ps(&(*t110)[j_vec], t111);
            t112 = (long)t5;
            t113 = b + t112;
            __m512 t114 = _mm512_mul_ps(t88, s_v);
            _mm512_storeu_ps(&(*t113)[j_vec], t114);
            t115 = (long)t6;
            t116 = b + t115;
            __m512 t117 = _mm512_mul_ps(t89, s_v);
            _mm512_storeu_ps(&(*t116)[j_vec], t117);
            t118 = (long)t7;
            t119 = b + t118;
            __m512 t120 = _mm512_mul_ps(t90, s_v);
            _mm512_storeu_ps(&(*t119)[j_vec], t120);
            t121 = (long)t8;
            t122 = b + t121;
            __m512 t123 = _mm512_mul_ps(t91, s_v);
            _mm512_storeu_ps(&(*t122)[j_vec], t123);
            t124 = (long)t9;
            t125 = b + t124;
            __m512 t126 = _mm512_mul_ps(t92, s_v);
            _mm512_storeu_ps(&(*t125)[j_vec], t126);
            t127 = (long)t10;
            t128 = b + t127;
            __m512 t129 = _mm512_mul_ps(t93, s_v);
            _mm512_storeu_ps(&(*t128)[j_vec], t129);
            t130 = (long)t11;
            t131 = b + t130;
            __m512 t132 = _mm512_mul_ps(t94, s_v);
            _mm512_storeu_ps(&(*t131)[j_vec], t132);
            t133 = (long)t12;
            t134 = b + t133;
            __m512 t135 = _mm512_mul_ps(t95, s_v);
            _mm512_storeu_ps(&(*t134)[j_vec], t135);
            t136 = (long)t13;
            t137 = b + t136;
            __m512 t138 = _mm512_mul_ps(t96, s_v);
            _mm512_storeu_ps(&(*t137)[j_vec], t138);
            t139 = (long)t14;
            t140 = b + t139;
            __m512 t141 = _mm512_mul_ps(t97, s_v);
            _mm512_storeu_ps(&(*t140)[j_vec], t141);
            t142 = (long)t15;
            t143 = b + t142;
            __m512 t144 = _mm512_mul_ps(t98, s_v);
            _mm512_storeu_ps(&(*t143)[j_vec], t144);
            j_vec += 16L;
        } while (j_vec < 16L);
        const float (*t145)[72] = a + 16;
        (*t17)[16] = (*t145)[t16] * s;
        (*t101)[16] = (*t145)[t100] * s;
        (*t104)[16] = (*t145)[t103] * s;
        (*t107)[16] = (*t145)[t106] * s;
        (*t110)[16] = (*t145)[t109] * s;
        (*t113)[16] = (*t145)[t112] * s;
        (*t116)[16] = (*t145)[t115] * s;
        (*t119)[16] = (*t145)[t118] * s;
        (*t122)[16] = (*t145)[t121] * s;
        (*t125)[16] = (*t145)[t124] * s;
        (*t128)[16] = (*t145)[t127] * s;
        (*t131)[16] = (*t145)[t130] * s;
        (*t134)[16] = (*t145)[t133] * s;
        (*t137)[16] = (*t145)[t136] * s;
        (*t140)[16] = (*t145)[t139] * s;
        (*t143)[16] = (*t145)[t142] * s;
        i = t15 + 1;
    }
    while (i_1 < m) {
        __m512 s_v_1 = _mm512_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 16, UF 1, scalar epilogue */
        do {
            t146 = (long)i_1;
            t147 = b + t146;
            __m512 a_v = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[j_vec_1][t146], 4);
            __m512 t148 = _mm512_mul_ps(a_v, s_v_1);
            _mm512_storeu_ps(&(*t147)[j_vec_1], t148);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        (*t147)[16] = a[16][t146] * s;
        i_1++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
    int t15;
    int i_1;
    int i = 0;
    for (;; i = t15 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
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
        t15 = t14 + 1;
        if (t15 >= m) {
            i_1 = i;
            break;
        }
        __m512 s_v = _mm512_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 16, UF 4, scalar epilogue */
        do {
            long t16 = j_vec + 16L;
            long t17 = j_vec + 32L;
            long t18 = j_vec + 48L;
            long t19 = (long)i;
            long t20 = (long)i;
            long t21 = (long)i;
            long t22 = (long)i;
            const float *t23 = &a[j_vec][t19];
            const float *t24 = &a[t16][t20];
            const float *t25 = &a[t17][t21];
            const float *t26 = &a[t18][t22];
            __m512 t27 = _mm512_loadu_ps(t23 + 0);
            __m512 t28 = _mm512_loadu_ps(t23 + 72);
            __m512 t29 = _mm512_loadu_ps(t23 + 144);
            __m512 t30 = _mm512_loadu_ps(t23 + 216);
            __m512 t31 = _mm512_loadu_ps(t23 + 288);
            __m512 t32 = _mm512_loadu_ps(t23 + 360);
            __m512 t33 = _mm512_loadu_ps(t23 + 432);
            __m512 t34 = _mm512_loadu_ps(t23 + 504);
            __m512 t35 = _mm512_loadu_ps(t23 + 576);
            __m512 t36 = _mm512_loadu_ps(t23 + 648);
            __m512 t37 = _mm512_loadu_ps(t23 + 720);
            __m512 t38 = _mm512_loadu_ps(t23 + 792);
            __m512 t39 = _mm512_loadu_ps(t23 + 864);
            __m512 t40 = _mm512_loadu_ps(t23 + 936);
            __m512 t41 = _mm512_loadu_ps(t23 + 1008);
            __m512 t42 = _mm512_loadu_ps(t23 + 1080);
            __m512 t43 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t35);
            __m512 t44 = _mm512_permutex2var_ps(t27, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t35);
            __m512 t45 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t36);
            __m512 t46 = _mm512_permutex2var_ps(t28, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t36);
            __m512 t47 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t37);
            __m512 t48 = _mm512_permutex2var_ps(t29, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t37);
            __m512 t49 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t38);
            __m512 t50 = _mm512_permutex2var_ps(t30, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t38);
            __m512 t51 = _mm512_permutex2var_ps(t31, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t39);
            __m512 t52 = _mm512_permutex2var_ps(t31, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t39);
            __m512 t53 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t40);
            __m512 t54 = _mm512_permutex2var_ps(t32, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t40);
            __m512 t55 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t41);
            __m512 t56 = _mm512_permutex2var_ps(t33, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t41);
            __m512 t57 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t42);
            __m512 t58 = _mm512_permutex2var_ps(t34, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t42);
            __m512 t59 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
            __m512 t60 = _mm512_permutex2var_ps(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
            __m512 t61 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t52);
            __m512 t62 = _mm512_permutex2var_ps(t44, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t52);
            __m512 t63 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t53);
            __m512 t64 = _mm512_permutex2var_ps(t45, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t53);
            __m512 t65 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t54);
            __m512 t66 = _mm512_permutex2var_ps(t46, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t54);
            __m512 t67 = _mm512_permutex2var_ps(t47, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t55);
            __m512 t68 = _mm512_permutex2var_ps(t47, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t55);
            __m512 t69 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t56);
            __m512 t70 = _mm512_permutex2var_ps(t48, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t56);
            __m512 t71 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t57);
            __m512 t72 = _mm512_permutex2var_ps(t49, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t57);
            __m512 t73 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t58);
            __m512 t74 = _mm512_permutex2var_ps(t50, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t58);
            __m512 t75 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
            __m512 t76 = _mm512_permutex2var_ps(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
            __m512 t77 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t68);
            __m512 t78 = _mm512_permutex2var_ps(t60, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t68);
            __m512 t79 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t69);
            __m512 t80 = _mm512_permutex2var_ps(t61, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t69);
            __m512 t81 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t70);
            __m512 t82 = _mm512_permutex2var_ps(t62, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t70);
            __m512 t83 = _mm512_permutex2var_ps(t63, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t71);
            __m512 t84 = _mm512_permutex2var_ps(t63, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t71);
            __m512 t85 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t72);
            __m512 t86 = _mm512_permutex2var_ps(t64, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t72);
            __m512 t87 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t73);
            __m512 t88 = _mm512_permutex2var_ps(t65, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t73);
            __m512 t89 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t74);
            __m512 t90 = _mm512_permutex2var_ps(t66, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t74);
            __m512 t91 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
            __m512 t92 = _mm512_permutex2var_ps(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
            __m512 t93 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t84);
            __m512 t94 = _mm512_permutex2var_ps(t76, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t84);
            __m512 t95 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t85);
            __m512 t96 = _mm512_permutex2var_ps(t77, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t85);
            __m512 t97 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t86);
            __m512 t98 = _mm512_permutex2var_ps(t78, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t86);
            __m512 t99 = _mm512_permutex2var_ps(t79, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t87);
            __m512 t100 = _mm512_permutex2var_ps(t79, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t87);
            __m512 t101 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t88);
            __m512 t102 = _mm512_permutex2var_ps(t80, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t88);
            __m512 t103 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t89);
            __m512 t104 = _mm512_permutex2var_ps(t81, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t89);
            __m512 t105 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t90);
            __m512 t106 = _mm512_permutex2var_ps(t82, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t90);
            __m512 t107 = _mm512_loadu_ps(t24 + 0);
            __m512 t108 = _mm512_loadu_ps(t24 + 72);
            __m512 t109 = _mm512_loadu_ps(t24 + 144);
            __m512 t110 = _mm512_loadu_ps(t24 + 216);
            __m512 t111 = _mm512_loadu_ps(t24 + 288);
            __m512 t112 = _mm512_loadu_ps(t24 + 360);
            __m512 t113 = _mm512_loadu_ps(t24 + 432);
            __m512 t114 = _mm512_loadu_ps(t24 + 504);
            __m512 t115 = _mm512_loadu_ps(t24 + 576);
            __m512 t116 = _mm512_loadu_ps(t24 + 648);
            __m512 t117 = _mm512_loadu_ps(t24 + 720);
            __m512 t118 = _mm512_loadu_ps(t24 + 792);
            __m512 t119 = _mm512_loadu_ps(t24 + 864);
            __m512 t120 = _mm512_loadu_ps(t24 + 936);
            __m512 t121 = _mm512_loadu_ps(t24 + 1008);
            __m512 t122 = _mm512_loadu_ps(t24 + 1080);
            __m512 t123 = _mm512_permutex2var_ps(t107, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t115);
            __m512 t124 = _mm512_permutex2var_ps(t107, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t115);
            __m512 t125 = _mm512_permutex2var_ps(t108, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t116);
            __m512 t126 = _mm512_permutex2var_ps(t108, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t116);
            __m512 t127 = _mm512_permutex2var_ps(t109, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t117);
            __m512 t128 = _mm512_permutex2var_ps(t109, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t117);
            __m512 t129 = _mm512_permutex2var_ps(t110, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t118);
            __m512 t130 = _mm512_permutex2var_ps(t110, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t118);
            __m512 t131 = _mm512_permutex2var_ps(t111, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t119);
            __m512 t132 = _mm512_permutex2var_ps(t111, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t119);
            __m512 t133 = _mm512_permutex2var_ps(t112, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t120);
            __m512 t134 = _mm512_permutex2var_ps(t112, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t120);
            __m512 t135 = _mm512_permutex2var_ps(t113, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t121);
            __m512 t136 = _mm512_permutex2var_ps(t113, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t121);
            __m512 t137 = _mm512_permutex2var_ps(t114, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t122);
            __m512 t138 = _mm512_permutex2var_ps(t114, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t122);
            __m512 t139 = _mm512_permutex2var_ps(t123, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t131);
            __m512 t140 = _mm512_permutex2var_ps(t123, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t131);
            __m512 t141 = _mm512_permutex2var_ps(t124, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t132);
            __m512 t142 = _mm512_permutex2var_ps(t124, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t132);
            __m512 t143 = _mm512_permutex2var_ps(t125, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t133);
            __m512 t144 = _mm512_permutex2var_ps(t125, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t133);
            __m512 t145 = _mm512_permutex2var_ps(t126, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t134);
            __m512 t146 = _mm512_permutex2var_ps(t126, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t134);
            __m512 t147 = _mm512_permutex2var_ps(t127, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t135);
            __m512 t148 = _mm512_permutex2var_ps(t127, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t135);
            __m512 t149 = _mm512_permutex2var_ps(t128, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t136);
            __m512 t150 = _mm512_permutex2var_ps(t128, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t136);
            __m512 t151 = _mm512_permutex2var_ps(t129, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t137);
            __m512 t152 = _mm512_permutex2var_ps(t129, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t137);
            __m512 t153 = _mm512_permutex2var_ps(t130, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t138);
            __m512 t154 = _mm512_permutex2var_ps(t130, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t138);
            __m512 t155 = _mm512_permutex2var_ps(t139, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t147);
            __m512 t156 = _mm512_permutex2var_ps(t139, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t147);
            __m512 t157 = _mm512_permutex2var_ps(t140, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t148);
            __m512 t158 = _mm512_permutex2var_ps(t140, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t148);
            __m512 t159 = _mm512_permutex2var_ps(t141, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t149);
            __m512 t160 = _mm512_permutex2var_ps(t141, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t149);
            __m512 t161 = _mm512_permutex2var_ps(t142, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t150);
            __m512 t162 = _mm512_permutex2var_ps(t142, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t150);
            __m512 t163 = _mm512_permutex2var_ps(t143, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t151);
            __m512 t164 = _mm512_permutex2var_ps(t143, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t151);
            __m512 t165 = _mm512_permutex2var_ps(t144, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t152);
            __m512 t166 = _mm512_permutex2var_ps(t144, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t152);
            __m512 t167 = _mm512_permutex2var_ps(t145, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t153);
            __m512 t168 = _mm512_permutex2var_ps(t145, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t153);
            __m512 t169 = _mm512_permutex2var_ps(t146, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t154);
            __m512 t170 = _mm512_permutex2var_ps(t146, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t154);
            __m512 t171 = _mm512_permutex2var_ps(t155, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t163);
            __m512 t172 = _mm512_permutex2var_ps(t155, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t163);
            __m512 t173 = _mm512_permutex2var_ps(t156, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t164);
            __m512 t174 = _mm512_permutex2var_ps(t156, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t164);
            __m512 t175 = _mm512_permutex2var_ps(t157, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t165);
            __m512 t176 = _mm512_permutex2var_ps(t157, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t165);
            __m512 t177 = _mm512_permutex2var_ps(t158, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t166);
            __m512 t178 = _mm512_permutex2var_ps(t158, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t166);
            __m512 t179 = _mm512_permutex2var_ps(t159, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t167);
            __m512 t180 = _mm512_permutex2var_ps(t159, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t167);
            __m512 t181 = _mm512_permutex2var_ps(t160, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t168);
            __m512 t182 = _mm512_permutex2var_ps(t160, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t168);
            __m512 t183 = _mm512_permutex2var_ps(t161, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t169);
            __m512 t184 = _mm512_permutex2var_ps(t161, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t169);
            __m512 t185 = _mm512_permutex2var_ps(t162, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t170);
            __m512 t186 = _mm512_permutex2var_ps(t162, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t170);
            __m512 t187 = _mm512_loadu_ps(t25 + 0);
            __m512 t188 = _mm512_loadu_ps(t25 + 72);
            __m512 t189 = _mm512_loadu_ps(t25 + 144);
            __m512 t190 = _mm512_loadu_ps(t25 + 216);
            __m512 t191 = _mm512_loadu_ps(t25 + 288);
            __m512 t192 = _mm512_loadu_ps(t25 + 360);
            __m512 t193 = _mm512_loadu_ps(t25 + 432);
            __m512 t194 = _mm512_loadu_ps(t25 + 504);
            __m512 t195 = _mm512_loadu_ps(t25 + 576);
            __m512 t196 = _mm512_loadu_ps(t25 + 648);
            __m512 t197 = _mm512_loadu_ps(t25 + 720);
            __m512 t198 = _mm512_loadu_ps(t25 + 792);
            __m512 t199 = _mm512_loadu_ps(t25 + 864);
            __m512 t200 = _mm512_loadu_ps(t25 + 936);
            __m512 t201 = _mm512_loadu_ps(t25 + 1008);
            __m512 t202 = _mm512_loadu_ps(t25 + 1080);
            __m512 t203 = _mm512_permutex2var_ps(t187, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t195);
            __m512 t204 = _mm512_permutex2var_ps(t187, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t195);
            __m512 t205 = _mm512_permutex2var_ps(t188, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t196);
            __m512 t206 = _mm512_permutex2var_ps(t188, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t196);
            __m512 t207 = _mm512_permutex2var_ps(t189, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t197);
            __m512 t208 = _mm512_permutex2var_ps(t189, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t197);
            __m512 t209 = _mm512_permutex2var_ps(t190, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t198);
            __m512 t210 = _mm512_permutex2var_ps(t190, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t198);
            __m512 t211 = _mm512_permutex2var_ps(t191, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t199);
            __m512 t212 = _mm512_permutex2var_ps(t191, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t199);
            __m512 t213 = _mm512_permutex2var_ps(t192, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t200);
            __m512 t214 = _mm512_permutex2var_ps(t192, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t200);
            __m512 t215 = _mm512_permutex2var_ps(t193, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t201);
            __m512 t216 = _mm512_permutex2var_ps(t193, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t201);
            __m512 t217 = _mm512_permutex2var_ps(t194, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t202);
            __m512 t218 = _mm512_permutex2var_ps(t194, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t202);
            __m512 t219 = _mm512_permutex2var_ps(t203, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t211);
            __m512 t220 = _mm512_permutex2var_ps(t203, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t211);
            __m512 t221 = _mm512_permutex2var_ps(t204, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t212);
            __m512 t222 = _mm512_permutex2var_ps(t204, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t212);
            __m512 t223 = _mm512_permutex2var_ps(t205, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t213);
            __m512 t224 = _mm512_permutex2var_ps(t205, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t213);
            __m512 t225 = _mm512_permutex2var_ps(t206, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t214);
            __m512 t226 = _mm512_permutex2var_ps(t206, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t214);
            __m512 t227 = _mm512_permutex2var_ps(t207, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t215);
            __m512 t228 = _mm512_permutex2var_ps(t207, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t215);
            __m512 t229 = _mm512_permutex2var_ps(t208, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t216);
            __m512 t230 = _mm512_permutex2var_ps(t208, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t216);
            __m512 t231 = _mm512_permutex2var_ps(t209, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t217);
            __m512 t232 = _mm512_permutex2var_ps(t209, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t217);
            __m512 t233 = _mm512_permutex2var_ps(t210, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t218);
            __m512 t234 = _mm512_permutex2var_ps(t210, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t218);
            __m512 t235 = _mm512_permutex2var_ps(t219, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t227);
            __m512 t236 = _mm512_permutex2var_ps(t219, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t227);
            __m512 t237 = _mm512_permutex2var_ps(t220, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t228);
            __m512 t238 = _mm512_permutex2var_ps(t220, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t228);
            __m512 t239 = _mm512_permutex2var_ps(t221, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t229);
            __m512 t240 = _mm512_permutex2var_ps(t221, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t229);
            __m512 t241 = _mm512_permutex2var_ps(t222, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t230);
            __m512 t242 = _mm512_permutex2var_ps(t222, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t230);
            __m512 t243 = _mm512_permutex2var_ps(t223, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t231);
            __m512 t244 = _mm512_permutex2var_ps(t223, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t231);
            __m512 t245 = _mm512_permutex2var_ps(t224, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t232);
            __m512 t246 = _mm512_permutex2var_ps(t224, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t232);
            __m512 t247 = _mm512_permutex2var_ps(t225, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t233);
            __m512 t248 = _mm512_permutex2var_ps(t225, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t233);
            __m512 t249 = _mm512_permutex2var_ps(t226, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t234);
            __m512 t250 = _mm512_permutex2var_ps(t226, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t234);
            __m512 t251 = _mm512_permutex2var_ps(t235, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t243);
            __m512 t252 = _mm512_permutex2var_ps(t235, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t243);
            __m512 t253 = _mm512_permutex2var_ps(t236, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t244);
            __m512 t254 = _mm512_permutex2var_ps(t236, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t244);
            __m512 t255 = _mm512_permutex2var_ps(t237, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t245);
            __m512 t256 = _mm512_permutex2var_ps(t237, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t245);
            __m512 t257 = _mm512_permutex2var_ps(t238, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t246);
            __m512 t258 = _mm512_permutex2var_ps(t238, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t246);
            __m512 t259 = _mm512_permutex2var_ps(t239, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t247);
            __m512 t260 = _mm512_permutex2var_ps(t239, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t247);
            __m512 t261 = _mm512_permutex2var_ps(t240, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t248);
            __m512 t262 = _mm512_permutex2var_ps(t240, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t248);
            __m512 t263 = _mm512_permutex2var_ps(t241, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t249);
            __m512 t264 = _mm512_permutex2var_ps(t241, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t249);
            __m512 t265 = _mm512_permutex2var_ps(t242, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t250);
            __m512 t266 = _mm512_permutex2var_ps(t242, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t250);
            __m512 t267 = _mm512_loadu_ps(t26 + 0);
            __m512 t268 = _mm512_loadu_ps(t26 + 72);
            __m512 t269 = _mm512_loadu_ps(t26 + 144);
            __m512 t270 = _mm512_loadu_ps(t26 + 216);
            __m512 t271 = _mm512_loadu_ps(t26 + 288);
            __m512 t272 = _mm512_loadu_ps(t26 + 360);
            __m512 t273 = _mm512_loadu_ps(t26 + 432);
            __m512 t274 = _mm512_loadu_ps(t26 + 504);
            __m512 t275 = _mm512_loadu_ps(t26 + 576);
            __m512 t276 = _mm512_loadu_ps(t26 + 648);
            __m512 t277 = _mm512_loadu_ps(t26 + 720);
            __m512 t278 = _mm512_loadu_ps(t26 + 792);
            __m512 t279 = _mm512_loadu_ps(t26 + 864);
            __m512 t280 = _mm512_loadu_ps(t26 + 936);
            __m512 t281 = _mm512_loadu_ps(t26 + 1008);
            __m512 t282 = _mm512_loadu_ps(t26 + 1080);
            __m512 t283 = _mm512_permutex2var_ps(t267, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t275);
            __m512 t284 = _mm512_permutex2var_ps(t267, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t275);
            __m512 t285 = _mm512_permutex2var_ps(t268, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t276);
            __m512 t286 = _mm512_permutex2var_ps(t268, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t276);
            __m512 t287 = _mm512_permutex2var_ps(t269, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t277);
            __m512 t288 = _mm512_permutex2var_ps(t269, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t277);
            __m512 t289 = _mm512_permutex2var_ps(t270, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t278);
            __m512 t290 = _mm512_permutex2var_ps(t270, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t278);
            __m512 t291 = _mm512_permutex2var_ps(t271, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t279);
            __m512 t292 = _mm512_permutex2var_ps(t271, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t279);
            __m512 t293 = _mm512_permutex2var_ps(t272, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t280);
            __m512 t294 = _mm512_permutex2var_ps(t272, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t280);
            __m512 t295 = _mm512_permutex2var_ps(t273, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t281);
            __m512 t296 = _mm512_permutex2var_ps(t273, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t281);
            __m512 t297 = _mm512_permutex2var_ps(t274, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t282);
            __m512 t298 = _mm512_permutex2var_ps(t274, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t282);
            __m512 t299 = _mm512_permutex2var_ps(t283, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t291);
            __m512 t300 = _mm512_permutex2var_ps(t283, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t291);
            __m512 t301 = _mm512_permutex2var_ps(t284, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t292);
            __m512 t302 = _mm512_permutex2var_ps(t284, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t292);
            __m512 t303 = _mm512_permutex2var_ps(t285, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t293);
            __m512 t304 = _mm512_permutex2var_ps(t285, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t293);
            __m512 t305 = _mm512_permutex2var_ps(t286, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t294);
            __m512 t306 = _mm512_permutex2var_ps(t286, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t294);
            __m512 t307 = _mm512_permutex2var_ps(t287, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t295);
            __m512 t308 = _mm512_permutex2var_ps(t287, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t295);
            __m512 t309 = _mm512_permutex2var_ps(t288, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t296);
            __m512 t310 = _mm512_permutex2var_ps(t288, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t296);
            __m512 t311 = _mm512_permutex2var_ps(t289, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t297);
            __m512 t312 = _mm512_permutex2var_ps(t289, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t297);
            __m512 t313 = _mm512_permutex2var_ps(t290, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t298);
            __m512 t314 = _mm512_permutex2var_ps(t290, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t298);
            __m512 t315 = _mm512_permutex2var_ps(t299, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t307);
            __m512 t316 = _mm512_permutex2var_ps(t299, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t307);
            __m512 t317 = _mm512_permutex2var_ps(t300, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t308);
            __m512 t318 = _mm512_permutex2var_ps(t300, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t308);
            __m512 t319 = _mm512_permutex2var_ps(t301, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t309);
            __m512 t320 = _mm512_permutex2var_ps(t301, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t309);
            __m512 t321 = _mm512_permutex2var_ps(t302, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t310);
            __m512 t322 = _mm512_permutex2var_ps(t302, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t310);
            __m512 t323 = _mm512_permutex2var_ps(t303, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t311);
            __m512 t324 = _mm512_permutex2var_ps(t303, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t311);
            __m512 t325 = _mm512_permutex2var_ps(t304, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t312);
            __m512 t326 = _mm512_permutex2var_ps(t304, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t312);
            __m512 t327 = _mm512_permutex2var_ps(t305, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t313);
            __m512 t328 = _mm512_permutex2var_ps(t305, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t313);
            __m512 t329 = _mm512_permutex2var_ps(t306, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t314);
            __m512 t330 = _mm512_permutex2var_ps(t306, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t314);
            __m512 t331 = _mm512_permutex2var_ps(t315, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t323);
            __m512 t332 = _mm512_permutex2var_ps(t315, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t323);
            __m512 t333 = _mm512_permutex2var_ps(t316, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t324);
            __m512 t334 = _mm512_permutex2var_ps(t316, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t324);
            __m512 t335 = _mm512_permutex2var_ps(t317, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t325);
            __m512 t336 = _mm512_permutex2var_ps(t317, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t325);
            __m512 t337 = _mm512_permutex2var_ps(t318, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t326);
            __m512 t338 = _mm512_permutex2var_ps(t318, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t326);
            __m512 t339 = _mm512_permutex2var_ps(t319, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t327);
            __m512 t340 = _mm512_permutex2var_ps(t319, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t327);
            __m512 t341 = _mm512_permutex2var_ps(t320, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t328);
            __m512 t342 = _mm512_permutex2var_ps(t320, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t328);
            __m512 t343 = _mm512_permutex2var_ps(t321, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t329);
            __m512 t344 = _mm512_permutex2var_ps(t321, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t329);
            __m512 t345 = _mm512_permutex2var_ps(t322, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t330);
            __m512 t346 = _mm512_permutex2var_ps(t322, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t330);
            __m512 t347 = _mm512_mul_ps(t91, s_v);
            __m512 t348 = _mm512_mul_ps(t171, s_v);
            __m512 t349 = _mm512_mul_ps(t251, s_v);
            __m512 t350 = _mm512_mul_ps(t331, s_v);
            _mm512_storeu_ps(&b[t19][j_vec], t347);
            _mm512_storeu_ps(&b[t20][t16], t348);
            _mm512_storeu_ps(&b[t21][t17], t349);
            _mm512_storeu_ps(&b[t22][t18], t350);
            __m512 t351 = _mm512_mul_ps(t92, s_v);
            __m512 t352 = _mm512_mul_ps(t172, s_v);
            __m512 t353 = _mm512_mul_ps(t252, s_v);
            __m512 t354 = _mm512_mul_ps(t332, s_v);
            _mm512_storeu_ps(&b[t1][j_vec], t351);
            _mm512_storeu_ps(&b[t1][t16], t352);
            _mm512_storeu_ps(&b[t1][t17], t353);
            _mm512_storeu_ps(&b[t1][t18], t354);
            __m512 t355 = _mm512_mul_ps(t93, s_v);
            __m512 t356 = _mm512_mul_ps(t173, s_v);
            __m512 t357 = _mm512_mul_ps(t253, s_v);
            __m512 t358 = _mm512_mul_ps(t333, s_v);
            _mm512_storeu_ps(&b[t2][j_vec], t355);
            _mm512_storeu_ps(&b[t2][t16], t356);
            _mm512_storeu_ps(&b[t2][t17], t357);
            _mm512_storeu_ps(&b[t2][t18], t358);
            __m512 t359 = _mm512_mul_ps(t94, s_v);
            __m512 t360 = _mm512_mul_ps(t174, s_v);
            __m512 t361 = _mm512_mul_ps(t254, s_v);
            __m512 t362 = _mm512_mul_ps(t334, s_v);
            _mm512_storeu_ps(&b[t3][j_vec], t359);
            _mm512_storeu_ps(&b[t3][t16], t360);
            _mm512_storeu_ps(&b[t3][t17], t361);
            _mm512_storeu_ps(&b[t3][t18], t362);
            __m512 t363 = _mm512_mul_ps(t95, s_v);
            __m512 t364 = _mm512_mul_ps(t175, s_v);
            __m512 t365 = _mm512_mul_ps(t255, s_v);
            __m512 t366 = _mm512_mul_ps(t335, s_v);
            _mm512_storeu_ps(&b[t4][j_vec], t363);
            _mm512_storeu_ps(&b[t4][t16], t364);
            _mm512_storeu_ps(&b[t4][t17], t365);
            _mm512_storeu_ps(&b[t4][t18], t366);
            __m512 t367 = _mm512_mul_ps(t96, s_v);
            __m512 t368 = _mm512_mul_ps(t176, s_v);
            __m512 t369 = _mm512_mul_ps(t256, s_v);
            __m512 t370 = _mm512_mul_ps(t336, s_v);
            _mm512_storeu_ps(&b[t5][j_vec], t367);
            _mm512_storeu_ps(&b[t5][t16], t368);
            _mm512_storeu_ps(&b[t5][t17], t369);
            _mm512_storeu_ps(&b[t5][t18], t370);
            __m512 t371 = _mm512_mul_ps(t97, s_v);
            __m512 t372 = _mm512_mul_ps(t177, s_v);
            __m512 t373 = _mm512_mul_ps(t257, s_v);
            __m512 t374 = _mm512_mul_ps(t337, s_v);
            _mm512_storeu_ps(&b[t6][j_vec], t371);
            _mm512_storeu_ps(&b[t6][t16], t372);
            _mm512_storeu_ps(&b[t6][t17], t373);
            _mm512_storeu_ps(&b[t6][t18], t374);
            __m512 t375 = _mm512_mul_ps(t98, s_v);
            __m512 t376 = _mm512_mul_ps(t178, s_v);
            __m512 t377 = _mm512_mul_ps(t258, s_v);
            __m512 t378 = _mm512_mul_ps(t338, s_v);
            _mm512_storeu_ps(&b[t7][j_vec], t375);
            _mm512_storeu_ps(&b[t7][t16], t376);
            _mm512_storeu_ps(&b[t7][t17], t377);
            _mm512_storeu_ps(&b[t7][t18], t378);
            __m512 t379 = _mm512_mul_ps(t99, s_v);
            __m512 t380 = _mm512_mul_ps(t179, s_v);
            __m512 t381 = _mm512_mul_ps(t259, s_v);
            __m512 t382 = _mm512_mul_ps(t339, s_v);
            _mm512_storeu_ps(&b[t8][j_vec], t379);
            _mm512_storeu_ps(&b[t8][t16], t380);
            _mm512_storeu_ps(&b[t8][t17], t381);
            _mm512_storeu_ps(&b[t8][t18], t382);
            __m512 t383 = _mm512_mul_ps(t100, s_v);
            __m512 t384 = _mm512_mul_ps(t180, s_v);
            __m512 t385 = _mm512_mul_ps(t260, s_v);
            __m512 t386 = _mm512_mul_ps(t340, s_v);
            _mm512_storeu_ps(&b[t9][j_vec], t383);
            _mm512_storeu_ps(&b[t9][t16], t384);
            _mm512_storeu_ps(&b[t9][t17], t385);
            _mm512_storeu_ps(&b[t9][t18], t386);
            __m512 t387 = _mm512_mul_ps(t101, s_v);
            __m512 t388 = _mm512_mul_ps(t181, s_v);
            __m512 t389 = _mm512_mul_ps(t261, s_v);
            __m512 t390 = _mm512_mul_ps(t341, s_v);
            _mm512_storeu_ps(&b[t10][j_vec], t387);
            _mm512_storeu_ps(&b[t10][t16], t388);
            _mm512_storeu_ps(&b[t10][t17], t389);
            _mm512_storeu_ps(&b[t10][t18], t390);
            __m512 t391 = _mm512_mul_ps(t102, s_v);
            __m512 t392 = _mm512_mul_ps(t182, s_v);
            __m512 t393 = _mm512_mul_ps(t262, s_v);
            __m512 t394 = _mm512_mul_ps(t342, s_v);
            _mm512_storeu_ps(&b[t11][j_vec], t391);
            _mm512_storeu_ps(&b[t11][t16], t392);
            _mm512_storeu_ps(&b[t11][t17], t393);
            _mm512_storeu_ps(&b[t11][t18], t394);
            __m512 t395 = _mm512_mul_ps(t103, s_v);
            __m512 t396 = _mm512_mul_ps(t183, s_v);
            __m512 t397 = _mm512_mul_ps(t263, s_v);
            __m512 t398 = _mm512_mul_ps(t343, s_v);
            _mm512_storeu_ps(&b[t12][j_vec], t395);
            _mm512_storeu_ps(&b[t12][t16], t396);
            _mm512_storeu_ps(&b[t12][t17], t397);
            _mm512_storeu_ps(&b[t12][t18], t398);
            __m512 t399 = _mm512_mul_ps(t104, s_v);
            __m512 t400 = _mm512_mul_ps(t184, s_v);
            __m512 t401 = _mm512_mul_ps(t264, s_v);
            __m512 t402 = _mm512_mul_ps(t344, s_v);
            _mm512_storeu_ps(&b[t13][j_vec], t399);
            _mm512_storeu_ps(&b[t13][t16], t400);
            _mm512_storeu_ps(&b[t13][t17], t401);
            _mm512_storeu_ps(&b[t13][t18], t402);
            __m512 t403 = _mm512_mul_ps(t105, s_v);
            __m512 t404 = _mm512_mul_ps(t185, s_v);
            __m512 t405 = _mm512_mul_ps(t265, s_v);
            __m512 t406 = _mm512_mul_ps(t345, s_v);
            _mm512_storeu_ps(&b[t14][j_vec], t403);
            _mm512_storeu_ps(&b[t14][t16], t404);
            _mm512_storeu_ps(&b[t14][t17], t405);
            _mm512_storeu_ps(&b[t14][t18], t406);
            __m512 t407 = _mm512_mul_ps(t106, s_v);
            _mm512_storeu_ps(&b[t15][j_vec], t407);
            __m512 t408 = _mm512_mul_ps(t186, s_v);
            _mm512_storeu_ps(&b[t15][t16], t408);
            __m512 t409 = _mm512_mul_ps(t266, s_v);
            _mm512_storeu_ps(&b[t15][t17], t409);
            __m512 t410 = _mm512_mul_ps(t346, s_v);
            _mm512_storeu_ps(&b[t15][t18], t410);
            j_vec += 64L;
        } while (j_vec < 64L);
    }
    for (; i_1 < m; i_1++) {
        __m512 s_v_1 = _mm512_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 16, UF 4, scalar epilogue */
        do {
            long t411 = j_vec_1 + 16L;
            long t412 = j_vec_1 + 32L;
            long t413 = j_vec_1 + 48L;
            long t414 = (long)i_1;
            long t415 = (long)i_1;
            long t416 = (long)i_1;
            long t417 = (long)i_1;
            __m512 a_v = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[j_vec_1][t414], 4);
            __m512 a_v_1 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t411][t415], 4);
            __m512 a_v_2 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t412][t416], 4);
            __m512 a_v_3 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t413][t417], 4);
            __m512 t418 = _mm512_mul_ps(a_v, s_v_1);
            _mm512_storeu_ps(&b[t414][j_vec_1], t418);
            __m512 t419 = _mm512_mul_ps(a_v_1, s_v_1);
            _mm512_storeu_ps(&b[t415][t411], t419);
            __m512 t420 = _mm512_mul_ps(a_v_2, s_v_1);
            _mm512_storeu_ps(&b[t416][t412], t420);
            __m512 t421 = _mm512_mul_ps(a_v_3, s_v_1);
            _mm512_storeu_ps(&b[t417][t413], t421);
            j_vec_1 += 64L;
        } while (j_vec_1 < 64L);
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    int i = 0;
    while (i < m) {
        long t1 = (long)i;
        b[t1][0] = a[0][t1] * s;
        i++;
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    vcc_no_contract_body
    int t7;
    int i_1;
    int i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
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
        t7 = t6 + 1;
        if (t7 >= m) {
            i_1 = i;
            break;
        }
        long j_vec = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 8, UF 4, masked remainder */
        do {
            long t8 = j_vec + 8L;
            long t9 = j_vec + 16L;
            long t10 = j_vec + 24L;
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)i;
            long t14 = (long)i;
            const double *t15 = &a[j_vec][t11];
            const double *t16 = &a[t8][t12];
            const double *t17 = &a[t9][t13];
            const double *t18 = &a[t10][t14];
            __m512d t19 = _mm512_loadu_pd(t15 + 0);
            __m512d t20 = _mm512_loadu_pd(t15 + 72);
            __m512d t21 = _mm512_loadu_pd(t15 + 144);
            __m512d t22 = _mm512_loadu_pd(t15 + 216);
            __m512d t23 = _mm512_loadu_pd(t15 + 288);
            __m512d t24 = _mm512_loadu_pd(t15 + 360);
            __m512d t25 = _mm512_loadu_pd(t15 + 432);
            __m512d t26 = _mm512_loadu_pd(t15 + 504);
            __m512d t27 = _mm512_permutex2var_pd(t19, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t23);
            __m512d t28 = _mm512_permutex2var_pd(t19, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t23);
            __m512d t29 = _mm512_permutex2var_pd(t20, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m512d t30 = _mm512_permutex2var_pd(t20, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m512d t31 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t25);
            __m512d t32 = _mm512_permutex2var_pd(t21, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t25);
            __m512d t33 = _mm512_permutex2var_pd(t22, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m512d t34 = _mm512_permutex2var_pd(t22, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m512d t35 = _mm512_permutex2var_pd(t27, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t31);
            __m512d t36 = _mm512_permutex2var_pd(t27, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t31);
            __m512d t37 = _mm512_permutex2var_pd(t28, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t32);
            __m512d t38 = _mm512_permutex2var_pd(t28, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t32);
            __m512d t39 = _mm512_permutex2var_pd(t29, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t33);
            __m512d t40 = _mm512_permutex2var_pd(t29, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t33);
            __m512d t41 = _mm512_permutex2var_pd(t30, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m512d t42 = _mm512_permutex2var_pd(t30, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m512d t43 = _mm512_permutex2var_pd(t35, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t39);
            __m512d t44 = _mm512_permutex2var_pd(t35, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t39);
            __m512d t45 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t40);
            __m512d t46 = _mm512_permutex2var_pd(t36, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t40);
            __m512d t47 = _mm512_permutex2var_pd(t37, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t41);
            __m512d t48 = _mm512_permutex2var_pd(t37, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t41);
            __m512d t49 = _mm512_permutex2var_pd(t38, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t42);
            __m512d t50 = _mm512_permutex2var_pd(t38, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t42);
            __m512d t51 = _mm512_loadu_pd(t16 + 0);
            __m512d t52 = _mm512_loadu_pd(t16 + 72);
            __m512d t53 = _mm512_loadu_pd(t16 + 144);
            __m512d t54 = _mm512_loadu_pd(t16 + 216);
            __m512d t55 = _mm512_loadu_pd(t16 + 288);
            __m512d t56 = _mm512_loadu_pd(t16 + 360);
            __m512d t57 = _mm512_loadu_pd(t16 + 432);
            __m512d t58 = _mm512_loadu_pd(t16 + 504);
            __m512d t59 = _mm512_permutex2var_pd(t51, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t55);
            __m512d t60 = _mm512_permutex2var_pd(t51, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t55);
            __m512d t61 = _mm512_permutex2var_pd(t52, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t56);
            __m512d t62 = _mm512_permutex2var_pd(t52, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t56);
            __m512d t63 = _mm512_permutex2var_pd(t53, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t57);
            __m512d t64 = _mm512_permutex2var_pd(t53, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t57);
            __m512d t65 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t58);
            __m512d t66 = _mm512_permutex2var_pd(t54, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t58);
            __m512d t67 = _mm512_permutex2var_pd(t59, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t63);
            __m512d t68 = _mm512_permutex2var_pd(t59, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t63);
            __m512d t69 = _mm512_permutex2var_pd(t60, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t64);
            __m512d t70 = _mm512_permutex2var_pd(t60, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t64);
            __m512d t71 = _mm512_permutex2var_pd(t61, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t65);
            __m512d t72 = _mm512_permutex2var_pd(t61, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t65);
            __m512d t73 = _mm512_permutex2var_pd(t62, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t66);
            __m512d t74 = _mm512_permutex2var_pd(t62, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t66);
            __m512d t75 = _mm512_permutex2var_pd(t67, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t71);
            __m512d t76 = _mm512_permutex2var_pd(t67, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t71);
            __m512d t77 = _mm512_permutex2var_pd(t68, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t72);
            __m512d t78 = _mm512_permutex2var_pd(t68, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t72);
            __m512d t79 = _mm512_permutex2var_pd(t69, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t73);
            __m512d t80 = _mm512_permutex2var_pd(t69, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t73);
            __m512d t81 = _mm512_permutex2var_pd(t70, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t74);
            __m512d t82 = _mm512_permutex2var_pd(t70, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t74);
            __m512d t83 = _mm512_loadu_pd(t17 + 0);
            __m512d t84 = _mm512_loadu_pd(t17 + 72);
            __m512d t85 = _mm512_loadu_pd(t17 + 144);
            __m512d t86 = _mm512_loadu_pd(t17 + 216);
            __m512d t87 = _mm512_loadu_pd(t17 + 288);
            __m512d t88 = _mm512_loadu_pd(t17 + 360);
            __m512d t89 = _mm512_loadu_pd(t17 + 432);
            __m512d t90 = _mm512_loadu_pd(t17 + 504);
            __m512d t91 = _mm512_permutex2var_pd(t83, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t87);
            __m512d t92 = _mm512_permutex2var_pd(t83, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t87);
            __m512d t93 = _mm512_permutex2var_pd(t84, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t88);
            __m512d t94 = _mm512_permutex2var_pd(t84, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t88);
            __m512d t95 = _mm512_permutex2var_pd(t85, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t89);
            __m512d t96 = _mm512_permutex2var_pd(t85, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t89);
            __m512d t97 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t90);
            __m512d t98 = _mm512_permutex2var_pd(t86, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t90);
            __m512d t99 = _mm512_permutex2var_pd(t91, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t95);
            __m512d t100 = _mm512_permutex2var_pd(t91, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t95);
            __m512d t101 = _mm512_permutex2var_pd(t92, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t96);
            __m512d t102 = _mm512_permutex2var_pd(t92, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t96);
            __m512d t103 = _mm512_permutex2var_pd(t93, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t97);
            __m512d t104 = _mm512_permutex2var_pd(t93, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t97);
            __m512d t105 = _mm512_permutex2var_pd(t94, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t98);
            __m512d t106 = _mm512_permutex2var_pd(t94, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t98);
            __m512d t107 = _mm512_permutex2var_pd(t99, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t103);
            __m512d t108 = _mm512_permutex2var_pd(t99, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t103);
            __m512d t109 = _mm512_permutex2var_pd(t100, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t104);
            __m512d t110 = _mm512_permutex2var_pd(t100, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t104);
            __m512d t111 = _mm512_permutex2var_pd(t101, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t105);
            __m512d t112 = _mm512_permutex2var_pd(t101, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t105);
            __m512d t113 = _mm512_permutex2var_pd(t102, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t106);
            __m512d t114 = _mm512_permutex2var_pd(t102, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t106);
            __m512d t115 = _mm512_loadu_pd(t18 + 0);
            __m512d t116 = _mm512_loadu_pd(t18 + 72);
            __m512d t117 = _mm512_loadu_pd(t18 + 144);
            __m512d t118 = _mm512_loadu_pd(t18 + 216);
            __m512d t119 = _mm512_loadu_pd(t18 + 288);
            __m512d t120 = _mm512_loadu_pd(t18 + 360);
            __m512d t121 = _mm512_loadu_pd(t18 + 432);
            __m512d t122 = _mm512_loadu_pd(t18 + 504);
            __m512d t123 = _mm512_permutex2var_pd(t115, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t119);
            __m512d t124 = _mm512_permutex2var_pd(t115, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t119);
            __m512d t125 = _mm512_permutex2var_pd(t116, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t120);
            __m512d t126 = _mm512_permutex2var_pd(t116, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t120);
            __m512d t127 = _mm512_permutex2var_pd(t117, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t121);
            __m512d t128 = _mm512_permutex2var_pd(t117, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t121);
            __m512d t129 = _mm512_permutex2var_pd(t118, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t122);
            __m512d t130 = _mm512_permutex2var_pd(t118, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t122);
            __m512d t131 = _mm512_permutex2var_pd(t123, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t127);
            __m512d t132 = _mm512_permutex2var_pd(t123, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t127);
            __m512d t133 = _mm512_permutex2var_pd(t124, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t128);
            __m512d t134 = _mm512_permutex2var_pd(t124, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t128);
            __m512d t135 = _mm512_permutex2var_pd(t125, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t129);
            __m512d t136 = _mm512_permutex2var_pd(t125, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t129);
            __m512d t137 = _mm512_permutex2var_pd(t126, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t130);
            __m512d t138 = _mm512_permutex2var_pd(t126, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t130);
            __m512d t139 = _mm512_permutex2var_pd(t131, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t135);
            __m512d t140 = _mm512_permutex2var_pd(t131, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t135);
            __m512d t141 = _mm512_permutex2var_pd(t132, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t136);
            __m512d t142 = _mm512_permutex2var_pd(t132, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t136);
            __m512d t143 = _mm512_permutex2var_pd(t133, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t137);
            __m512d t144 = _mm512_permutex2var_pd(t133, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t137);
            __m512d t145 = _mm512_permutex2var_pd(t134, _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11), t138);
            __m512d t146 = _mm512_permutex2var_pd(t134, _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15), t138);
            _mm512_storeu_pd(&b[t11][j_vec], t43);
            _mm512_storeu_pd(&b[t12][t8], t75);
            _mm512_storeu_pd(&b[t13][t9], t107);
            _mm512_storeu_pd(&b[t14][t10], t139);
            _mm512_storeu_pd(&b[t1][j_vec], t44);
            _mm512_storeu_pd(&b[t1][t8], t76);
            _mm512_storeu_pd(&b[t1][t9], t108);
            _mm512_storeu_pd(&b[t1][t10], t140);
            _mm512_storeu_pd(&b[t2][j_vec], t45);
            _mm512_storeu_pd(&b[t2][t8], t77);
            _mm512_storeu_pd(&b[t2][t9], t109);
            _mm512_storeu_pd(&b[t2][t10], t141);
            _mm512_storeu_pd(&b[t3][j_vec], t46);
            _mm512_storeu_pd(&b[t3][t8], t78);
            _mm512_storeu_pd(&b[t3][t9], t110);
            _mm512_storeu_pd(&b[t3][t10], t142);
            _mm512_storeu_pd(&b[t4][j_vec], t47);
            _mm512_storeu_pd(&b[t4][t8], t79);
            _mm512_storeu_pd(&b[t4][t9], t111);
            _mm512_storeu_pd(&b[t4][t10], t143);
            _mm512_storeu_pd(&b[t5][j_vec], t48);
            _mm512_storeu_pd(&b[t5][t8], t80);
            _mm512_storeu_pd(&b[t5][t9], t112);
            _mm512_storeu_pd(&b[t5][t10], t144);
            _mm512_storeu_pd(&b[t6][j_vec], t49);
            _mm512_storeu_pd(&b[t6][t8], t81);
            _mm512_storeu_pd(&b[t6][t9], t113);
            _mm512_storeu_pd(&b[t6][t10], t145);
            _mm512_storeu_pd(&b[t7][j_vec], t50);
            _mm512_storeu_pd(&b[t7][t8], t82);
            _mm512_storeu_pd(&b[t7][t9], t114);
            _mm512_storeu_pd(&b[t7][t10], t146);
            j_vec += 32L;
        } while (j_vec < 32L);
        __m256i t147 = _mm256_set1_epi32(5);
        __m256i t148 = _mm256_cmpgt_epi32(t147, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t149 = (long)i;
        const double (*t150)[72] = a + 32;
        __m512d a_v = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t149], 8);
        _mm512_mask_storeu_pd(&b[t149][32], _mm256_movepi32_mask(t148), a_v);
        long t151 = (long)t1;
        __m512d a_v_1 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t151], 8);
        _mm512_mask_storeu_pd(&b[t151][32], _mm256_movepi32_mask(t148), a_v_1);
        long t152 = (long)t2;
        __m512d a_v_2 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t152], 8);
        _mm512_mask_storeu_pd(&b[t152][32], _mm256_movepi32_mask(t148), a_v_2);
        long t153 = (long)t3;
        __m512d a_v_3 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t153], 8);
        _mm512_mask_storeu_pd(&b[t153][32], _mm256_movepi32_mask(t148), a_v_3);
        long t154 = (long)t4;
        __m512d a_v_4 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t154], 8);
        _mm512_mask_storeu_pd(&b[t154][32], _mm256_movepi32_mask(t148), a_v_4);
        long t155 = (long)t5;
        __m512d a_v_5 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t155], 8);
        _mm512_mask_storeu_pd(&b[t155][32], _mm256_movepi32_mask(t148), a_v_5);
        long t156 = (long)t6;
        __m512d a_v_6 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t156], 8);
        _mm512_mask_storeu_pd(&b[t156][32], _mm256_movepi32_mask(t148), a_v_6);
        long t157 = (long)t7;
        __m512d a_v_7 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t148), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &(*t150)[t157], 8);
        _mm512_mask_storeu_pd(&b[t157][32], _mm256_movepi32_mask(t148), a_v_7);
    }
    for (; i_1 < m; i_1++) {
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 8, UF 4, masked remainder */
        do {
            long t158 = j_vec_1 + 8L;
            long t159 = j_vec_1 + 16L;
            long t160 = j_vec_1 + 24L;
            long t161 = (long)i_1;
            long t162 = (long)i_1;
            long t163 = (long)i_1;
            long t164 = (long)i_1;
            __m512d a_v_8 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[j_vec_1][t161], 8);
            __m512d a_v_9 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t158][t162], 8);
            __m512d a_v_10 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t159][t163], 8);
            __m512d a_v_11 = _mm512_i32gather_pd(_mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[t160][t164], 8);
            _mm512_storeu_pd(&b[t161][j_vec_1], a_v_8);
            _mm512_storeu_pd(&b[t162][t158], a_v_9);
            _mm512_storeu_pd(&b[t163][t159], a_v_10);
            _mm512_storeu_pd(&b[t164][t160], a_v_11);
            j_vec_1 += 32L;
        } while (j_vec_1 < 32L);
        __m256i t165 = _mm256_set1_epi32(5);
        __m256i t166 = _mm256_cmpgt_epi32(t165, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t167 = (long)i_1;
        __m512d a_v_12 = _mm512_mask_i32gather_pd(_mm512_setzero_pd(), _mm256_movepi32_mask(t166), _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), &a[32][t167], 8);
        _mm512_mask_storeu_pd(&b[t167][32], _mm256_movepi32_mask(t166), a_v_12);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    vcc_no_contract_body
    long t32;
    int (*t33)[72];
    long t198;
    int (*t199)[72];
    long t202;
    int (*t203)[72];
    long t206;
    int (*t207)[72];
    long t210;
    int (*t211)[72];
    long t214;
    int (*t215)[72];
    long t218;
    int (*t219)[72];
    long t222;
    int (*t223)[72];
    long t226;
    int (*t227)[72];
    long t230;
    int (*t231)[72];
    long t234;
    int (*t235)[72];
    long t238;
    int (*t239)[72];
    long t242;
    int (*t243)[72];
    long t246;
    int (*t247)[72];
    long t250;
    int (*t251)[72];
    long t254;
    int (*t255)[72];
    int i_1;
    long t260;
    int (*t261)[72];
    int i = 0;
    for (;;) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t1 = i + 1;
        if (t1 >= m) {
            i_1 = i;
            break;
        }
        int t2 = t1 + 1;
        if (t2 >= m) {
            i_1 = i;
            break;
        }
        int t3 = t2 + 1;
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
        __m512i i_v = _mm512_set1_epi32((int)i);
        __m512i t16 = _mm512_set1_epi32((int)t1);
        __m512i t17 = _mm512_set1_epi32((int)t2);
        __m512i t18 = _mm512_set1_epi32((int)t3);
        __m512i t19 = _mm512_set1_epi32((int)t4);
        __m512i t20 = _mm512_set1_epi32((int)t5);
        __m512i t21 = _mm512_set1_epi32((int)t6);
        __m512i t22 = _mm512_set1_epi32((int)t7);
        __m512i t23 = _mm512_set1_epi32((int)t8);
        __m512i t24 = _mm512_set1_epi32((int)t9);
        __m512i t25 = _mm512_set1_epi32((int)t10);
        __m512i t26 = _mm512_set1_epi32((int)t11);
        __m512i t27 = _mm512_set1_epi32((int)t12);
        __m512i t28 = _mm512_set1_epi32((int)t13);
        __m512i t29 = _mm512_set1_epi32((int)t14);
        __m512i t30 = _mm512_set1_epi32((int)t15);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 16, UF 2, scalar epilogue */
        do {
            long t31 = j_vec + 16L;
            t32 = (long)i;
            t33 = b + t32;
            const int *t34 = &a[j_vec][t32];
            const int *t35 = &a[t31][t32];
            __m512i t36 = _mm512_loadu_si512(t34 + 0);
            __m512i t37 = _mm512_loadu_si512(t34 + 72);
            __m512i t38 = _mm512_loadu_si512(t34 + 144);
            __m512i t39 = _mm512_loadu_si512(t34 + 216);
            __m512i t40 = _mm512_loadu_si512(t34 + 288);
            __m512i t41 = _mm512_loadu_si512(t34 + 360);
            __m512i t42 = _mm512_loadu_si512(t34 + 432);
            __m512i t43 = _mm512_loadu_si512(t34 + 504);
            __m512i t44 = _mm512_loadu_si512(t34 + 576);
            __m512i t45 = _mm512_loadu_si512(t34 + 648);
            __m512i t46 = _mm512_loadu_si512(t34 + 720);
            __m512i t47 = _mm512_loadu_si512(t34 + 792);
            __m512i t48 = _mm512_loadu_si512(t34 + 864);
            __m512i t49 = _mm512_loadu_si512(t34 + 936);
            __m512i t50 = _mm512_loadu_si512(t34 + 1008);
            __m512i t51 = _mm512_loadu_si512(t34 + 1080);
            __m512i t52 = _mm512_permutex2var_epi32(t36, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t44);
            __m512i t53 = _mm512_permutex2var_epi32(t36, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t44);
            __m512i t54 = _mm512_permutex2var_epi32(t37, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t45);
            __m512i t55 = _mm512_permutex2var_epi32(t37, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t45);
            __m512i t56 = _mm512_permutex2var_epi32(t38, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t46);
            __m512i t57 = _mm512_permutex2var_epi32(t38, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t46);
            __m512i t58 = _mm512_permutex2var_epi32(t39, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t47);
            __m512i t59 = _mm512_permutex2var_epi32(t39, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t47);
            __m512i t60 = _mm512_permutex2var_epi32(t40, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t48);
            __m512i t61 = _mm512_permutex2var_epi32(t40, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t48);
            __m512i t62 = _mm512_permutex2var_epi32(t41, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t49);
            __m512i t63 = _mm512_permutex2var_epi32(t41, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t49);
            __m512i t64 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t50);
            __m512i t65 = _mm512_permutex2var_epi32(t42, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t50);
            __m512i t66 = _mm512_permutex2var_epi32(t43, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t51);
            __m512i t67 = _mm512_permutex2var_epi32(t43, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t51);
            __m512i t68 = _mm512_permutex2var_epi32(t52, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t60);
            __m512i t69 = _mm512_permutex2var_epi32(t52, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t60);
            __m512i t70 = _mm512_permutex2var_epi32(t53, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t61);
            __m512i t71 = _mm512_permutex2var_epi32(t53, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t61);
            __m512i t72 = _mm512_permutex2var_epi32(t54, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t62);
            __m512i t73 = _mm512_permutex2var_epi32(t54, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t62);
            __m512i t74 = _mm512_permutex2var_epi32(t55, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t63);
            __m512i t75 = _mm512_permutex2var_epi32(t55, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t63);
            __m512i t76 = _mm512_permutex2var_epi32(t56, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t64);
            __m512i t77 = _mm512_permutex2var_epi32(t56, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t64);
            __m512i t78 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t65);
            __m512i t79 = _mm512_permutex2var_epi32(t57, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t65);
            __m512i t80 = _mm512_permutex2var_epi32(t58, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t66);
            __m512i t81 = _mm512_permutex2var_epi32(t58, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t66);
            __m512i t82 = _mm512_permutex2var_epi32(t59, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t67);
            __m512i t83 = _mm512_permutex2var_epi32(t59, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t67);
            __m512i t84 = _mm512_permutex2var_epi32(t68, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t76);
            __m512i t85 = _mm512_permutex2var_epi32(t68, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t76);
            __m512i t86 = _mm512_permutex2var_epi32(t69, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t77);
            __m512i t87 = _mm512_permutex2var_epi32(t69, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t77);
            __m512i t88 = _mm512_permutex2var_epi32(t70, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t78);
            __m512i t89 = _mm512_permutex2var_epi32(t70, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t78);
            __m512i t90 = _mm512_permutex2var_epi32(t71, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t79);
            __m512i t91 = _mm512_permutex2var_epi32(t71, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t79);
            __m512i t92 = _mm512_permutex2var_epi32(t72, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t80);
            __m512i t93 = _mm512_permutex2var_epi32(t72, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t80);
            __m512i t94 = _mm512_permutex2var_epi32(t73, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t81);
            __m512i t95 = _mm512_permutex2var_epi32(t73, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t81);
            __m512i t96 = _mm512_permutex2var_epi32(t74, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t82);
            __m512i t97 = _mm512_permutex2var_epi32(t74, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t82);
            __m512i t98 = _mm512_permutex2var_epi32(t75, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t83);
            __m512i t99 = _mm512_permutex2var_epi32(t75, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t83);
            __m512i t100 = _mm512_permutex2var_epi32(t84, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t92);
            __m512i t101 = _mm512_permutex2var_epi32(t84, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t92);
            __m512i t102 = _mm512_permutex2var_epi32(t85, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t93);
            __m512i t103 = _mm512_permutex2var_epi32(t85, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t93);
            __m512i t104 = _mm512_permutex2var_epi32(t86, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t94);
            __m512i t105 = _mm512_permutex2var_epi32(t86, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t94);
            __m512i t106 = _mm512_permutex2var_epi32(t87, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t95);
            __m512i t107 = _mm512_permutex2var_epi32(t87, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t95);
            __m512i t108 = _mm512_permutex2var_epi32(t88, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t96);
            __m512i t109 = _mm512_permutex2var_epi32(t88, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t96);
            __m512i t110 = _mm512_permutex2var_epi32(t89, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t97);
            __m512i t111 = _mm512_permutex2var_epi32(t89, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t97);
            __m512i t112 = _mm512_permutex2var_epi32(t90, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t98);
            __m512i t113 = _mm512_permutex2var_epi32(t90, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t98);
            __m512i t114 = _mm512_permutex2var_epi32(t91, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t99);
            __m512i t115 = _mm512_permutex2var_epi32(t91, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t99);
            __m512i t116 = _mm512_loadu_si512(t35 + 0);
            __m512i t117 = _mm512_loadu_si512(t35 + 72);
            __m512i t118 = _mm512_loadu_si512(t35 + 144);
            __m512i t119 = _mm512_loadu_si512(t35 + 216);
            __m512i t120 = _mm512_loadu_si512(t35 + 288);
            __m512i t121 = _mm512_loadu_si512(t35 + 360);
            __m512i t122 = _mm512_loadu_si512(t35 + 432);
            __m512i t123 = _mm512_loadu_si512(t35 + 504);
            __m512i t124 = _mm512_loadu_si512(t35 + 576);
            __m512i t125 = _mm512_loadu_si512(t35 + 648);
            __m512i t126 = _mm512_loadu_si512(t35 + 720);
            __m512i t127 = _mm512_loadu_si512(t35 + 792);
            __m512i t128 = _mm512_loadu_si512(t35 + 864);
            __m512i t129 = _mm512_loadu_si512(t35 + 936);
            __m512i t130 = _mm512_loadu_si512(t35 + 1008);
            __m512i t131 = _mm512_loadu_si512(t35 + 1080);
            __m512i t132 = _mm512_permutex2var_epi32(t116, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t124);
            __m512i t133 = _mm512_permutex2var_epi32(t116, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t124);
            __m512i t134 = _mm512_permutex2var_epi32(t117, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t125);
            __m512i t135 = _mm512_permutex2var_epi32(t117, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t125);
            __m512i t136 = _mm512_permutex2var_epi32(t118, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t126);
            __m512i t137 = _mm512_permutex2var_epi32(t118, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t126);
            __m512i t138 = _mm512_permutex2var_epi32(t119, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t127);
            __m512i t139 = _mm512_permutex2var_epi32(t119, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t127);
            __m512i t140 = _mm512_permutex2var_epi32(t120, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t128);
            __m512i t141 = _mm512_permutex2var_epi32(t120, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t128);
            __m512i t142 = _mm512_permutex2var_epi32(t121, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t129);
            __m512i t143 = _mm512_permutex2var_epi32(t121, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t129);
            __m512i t144 = _mm512_permutex2var_epi32(t122, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t130);
            __m512i t145 = _mm512_permutex2var_epi32(t122, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t130);
            __m512i t146 = _mm512_permutex2var_epi32(t123, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t131);
            __m512i t147 = _mm512_permutex2var_epi32(t123, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t131);
            __m512i t148 = _mm512_permutex2var_epi32(t132, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t140);
            __m512i t149 = _mm512_permutex2var_epi32(t132, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t140);
            __m512i t150 = _mm512_permutex2var_epi32(t133, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t141);
            __m512i t151 = _mm512_permutex2var_epi32(t133, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t141);
            __m512i t152 = _mm512_permutex2var_epi32(t134, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t142);
            __m512i t153 = _mm512_permutex2var_epi32(t134, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t142);
            __m512i t154 = _mm512_permutex2var_epi32(t135, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t143);
            __m512i t155 = _mm512_permutex2var_epi32(t135, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t143);
            __m512i t156 = _mm512_permutex2var_epi32(t136, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t144);
            __m512i t157 = _mm512_permutex2var_epi32(t136, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t144);
            __m512i t158 = _mm512_permutex2var_epi32(t137, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t145);
            __m512i t159 = _mm512_permutex2var_epi32(t137, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t145);
            __m512i t160 = _mm512_permutex2var_epi32(t138, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t146);
            __m512i t161 = _mm512_permutex2var_epi32(t138, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t146);
            __m512i t162 = _mm512_permutex2var_epi32(t139, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t147);
            __m512i t163 = _mm512_permutex2var_epi32(t139, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t147);
            __m512i t164 = _mm512_permutex2var_epi32(t148, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t156);
            __m512i t165 = _mm512_permutex2var_epi32(t148, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t156);
            __m512i t166 = _mm512_permutex2var_epi32(t149, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t157);
            __m512i t167 = _mm512_permutex2var_epi32(t149, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t157);
            __m512i t168 = _mm512_permutex2var_epi32(t150, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t158);
            __m512i t169 = _mm512_permutex2var_epi32(t150, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t158);
            __m512i t170 = _mm512_permutex2var_epi32(t151, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t159);
            __m512i t171 = _mm512_permutex2var_epi32(t151, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t159);
            __m512i t172 = _mm512_permutex2var_epi32(t152, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t160);
            __m512i t173 = _mm512_permutex2var_epi32(t152, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t160);
            __m512i t174 = _mm512_permutex2var_epi32(t153, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t161);
            __m512i t175 = _mm512_permutex2var_epi32(t153, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t161);
            __m512i t176 = _mm512_permutex2var_epi32(t154, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t162);
            __m512i t177 = _mm512_permutex2var_epi32(t154, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t162);
            __m512i t178 = _mm512_permutex2var_epi32(t155, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t163);
            __m512i t179 = _mm512_permutex2var_epi32(t155, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t163);
            __m512i t180 = _mm512_permutex2var_epi32(t164, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t172);
            __m512i t181 = _mm512_permutex2var_epi32(t164, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t172);
            __m512i t182 = _mm512_permutex2var_epi32(t165, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t173);
            __m512i t183 = _mm512_permutex2var_epi32(t165, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t173);
            __m512i t184 = _mm512_permutex2var_epi32(t166, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t174);
            __m512i t185 = _mm512_permutex2var_epi32(t166, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t174);
            __m512i t186 = _mm512_permutex2var_epi32(t167, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t175);
            __m512i t187 = _mm512_permutex2var_epi32(t167, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t175);
            __m512i t188 = _mm512_permutex2var_epi32(t168, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t176);
            __m512i t189 = _mm512_permutex2var_epi32(t168, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t176);
            __m512i t190 = _mm512_permutex2var_epi32(t169, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t177);
            __m512i t191 = _mm512_permutex2var_epi32(t169, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t177);
            __m512i t192 = _mm512_permutex2var_epi32(t170, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t178);
            __m512i t193 = _mm512_permutex2var_epi32(t170, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t178);
            __m512i t194 = _mm512_permutex2var_epi32(t171, _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23), t179);
            __m512i t195 = _mm512_permutex2var_epi32(t171, _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31), t179);
            __m512i t196 = _mm512_add_epi32(t100, i_v);
            __m512i t197 = _mm512_add_epi32(t180, i_v);
            _mm512_storeu_si512(&(*t33)[j_vec], t196);
            _mm512_storeu_si512(&(*t33)[t31], t197);
            t198 = (long)t1;
            t199 = b + t198;
            __m512i t200 = _mm512_add_epi32(t101, t16);
            __m512i t201 = _mm512_add_epi32(t181, t16);
            _mm512_storeu_si512(&(*t199)[j_vec], t200);
            _mm512_storeu_si512(&(*t199)[t31], t201);
            t202 = (long)t2;
            t203 = b + t202;
            __m512i t204 = _mm512_add_epi32(t102, t17);
            __m512i t205 = _mm512_add_epi32(t182, t17);
            _mm512_storeu_si512(&(*t203)[j_vec], t204);
            _mm512_storeu_si512(&(*t203)[t31], t205);
            t206 = (long)t3;
            t207 = b + t206;
            __m512i t208 = _mm512_add_epi32(t103, t18);
            __m512i t209 = _mm512_add_epi32(t183, t18);
            _mm512_storeu_si512(&(*t207)[j_vec], t208);
            _mm512_storeu_si512(&(*t207)[t31], t209);
            t210 = (long)t4;
            t211 = b + t210;
            __m512i t212 = _mm512_add_epi32(t104, t19);
            __m512i t213 = _mm512_add_epi32(t184, t19);
            _mm512_storeu_si512(&(*t211)[j_vec], t212);
            _mm512_storeu_si512(&(*t211)[t31], t213);
            t214 = (long)t5;
            t215 = b + t214;
            __m512i t216 = _mm512_add_epi32(t105, t20);
            __m512i t217 = _mm512_add_epi32(t185, t20);
            _mm512_storeu_si512(&(*t215)[j_vec], t216);
            _mm512_storeu_si512(&(*t215)[t31], t217);
            t218 = (long)t6;
            t219 = b + t218;
            __m512i t220 = _mm512_add_epi32(t106, t21);
            __m512i t221 = _mm512_add_epi32(t186, t21);
            _mm512_storeu_si512(&(*t219)[j_vec], t220);
            _mm512_storeu_si512(&(*t219)[t31], t221);
            t222 = (long)t7;
            t223 = b + t222;
            __m512i t224 = _mm512_add_epi32(t107, t22);
            __m512i t225 = _mm512_add_epi32(t187, t22);
            _mm512_storeu_si512(&(*t223)[j_vec], t224);
            _mm512_storeu_si512(&(*t223)[t31], t225);
            t226 = (long)t8;
            t227 = b + t226;
            __m512i t228 = _mm512_add_epi32(t108, t23);
            __m512i t229 = _mm512_add_epi32(t188, t23);
            _mm512_storeu_si512(&(*t227)[j_vec], t228);
            _mm512_storeu_si512(&(*t227)[t31], t229);
            t230 = (long)t9;
            t231 = b + t230;
            __m512i t232 = _mm512_add_epi32(t109, t24);
            __m512i t233 = _mm512_add_epi32(t189, t24);
            _mm512_storeu_si512(&(*t231)[j_vec], t232);
            _mm512_storeu_si512(&(*t231)[t31], t233);
            t234 = (long)t10;
            t235 = b + t234;
            __m512i t236 = _mm512_add_epi32(t110, t25);
            __m512i t237 = _mm512_add_epi32(t190, t25);
            _mm512_storeu_si512(&(*t235)[j_vec], t236);
            _mm512_storeu_si512(&(*t235)[t31], t237);
            t238 = (long)t11;
            t239 = b + t238;
            __m512i t240 = _mm512_add_epi32(t111, t26);
            __m512i t241 = _mm512_add_epi32(t191, t26);
            _mm512_storeu_si512(&(*t239)[j_vec], t240);
            _mm512_storeu_si512(&(*t239)[t31], t241);
            t242 = (long)t12;
            t243 = b + t242;
            __m512i t244 = _mm512_add_epi32(t112, t27);
            __m512i t245 = _mm512_add_epi32(t192, t27);
            _mm512_storeu_si512(&(*t243)[j_vec], t244);
            _mm512_storeu_si512(&(*t243)[t31], t245);
            t246 = (long)t13;
            t247 = b + t246;
            __m512i t248 = _mm512_add_epi32(t113, t28);
            __m512i t249 = _mm512_add_epi32(t193, t28);
            _mm512_storeu_si512(&(*t247)[j_vec], t248);
            _mm512_storeu_si512(&(*t247)[t31], t249);
            t250 = (long)t14;
            t251 = b + t250;
            __m512i t252 = _mm512_add_epi32(t114, t29);
            __m512i t253 = _mm512_add_epi32(t194, t29);
            _mm512_storeu_si512(&(*t251)[j_vec], t252);
            _mm512_storeu_si512(&(*t251)[t31], t253);
            t254 = (long)t15;
            t255 = b + t254;
            __m512i t256 = _mm512_add_epi32(t115, t30);
            _mm512_storeu_si512(&(*t255)[j_vec], t256);
            __m512i t257 = _mm512_add_epi32(t195, t30);
            _mm512_storeu_si512(&(*t255)[t31], t257);
            j_vec += 32L;
        } while (j_vec < 32L);
        const int (*t258)[72] = a + 32;
        (*t33)[32] = (*t258)[t32] + i;
        (*t199)[32] = (*t258)[t198] + t1;
        (*t203)[32] = (*t258)[t202] + t2;
        (*t207)[32] = (*t258)[t206] + t3;
        (*t211)[32] = (*t258)[t210] + t4;
        (*t215)[32] = (*t258)[t214] + t5;
        (*t219)[32] = (*t258)[t218] + t6;
        (*t223)[32] = (*t258)[t222] + t7;
        (*t227)[32] = (*t258)[t226] + t8;
        (*t231)[32] = (*t258)[t230] + t9;
        (*t235)[32] = (*t258)[t234] + t10;
        (*t239)[32] = (*t258)[t238] + t11;
        (*t243)[32] = (*t258)[t242] + t12;
        (*t247)[32] = (*t258)[t246] + t13;
        (*t251)[32] = (*t258)[t250] + t14;
        (*t255)[32] = (*t258)[t254] + t15;
        i = t15 + 1;
    }
    while (i_1 < m) {
        __m512i i_v_1 = _mm512_set1_epi32((int)i_1);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 16, UF 2, scalar epilogue */
        do {
            long t259 = j_vec_1 + 16L;
            t260 = (long)i_1;
            t261 = b + t260;
            __m512i a_v = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[j_vec_1][t260], 4);
            __m512i a_v_1 = _mm512_i32gather_epi32(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t259][t260], 4);
            __m512i t262 = _mm512_add_epi32(a_v, i_v_1);
            _mm512_storeu_si512(&(*t261)[j_vec_1], t262);
            __m512i t263 = _mm512_add_epi32(a_v_1, i_v_1);
            _mm512_storeu_si512(&(*t261)[t259], t263);
            j_vec_1 += 32L;
        } while (j_vec_1 < 32L);
        (*t261)[32] = a[32][t260] + i_1;
        i_1++;
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi"))) void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    vcc_no_contract_body
    long t3;
    float (*t4)[72];
    int t7;
    long t8;
    int i = 0;
    while (i < m) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:72 vectorized: VF 16, UF 2, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = 1L + (j_vec + 16L);
            t3 = (long)i;
            t4 = b + t3;
            float *t5 = &(*t4)[t1];
            float *t6 = &(*t4)[t2];
            __m512 a_v = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t1][t3], 4);
            __m512 a_v_1 = _mm512_i32gather_ps(_mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), &a[t2][t3], 4);
            _mm512_storeu_ps(t5, a_v);
            _mm512_storeu_ps(t6, a_v_1);
            t7 = i + 1;
            t8 = (long)t7;
            __m512 b_v = _mm512_loadu_ps(t5);
            __m512 b_v_1 = _mm512_loadu_ps(t6);
            __m512 t9 = _mm512_mul_ps(b_v, _mm512_set1_ps(0.5f));
            _mm512_i32scatter_ps(&a[(int)t1 - 1][t8], _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), t9, 4);
            __m512 t10 = _mm512_mul_ps(b_v_1, _mm512_set1_ps(0.5f));
            _mm512_i32scatter_ps(&a[(int)t2 - 1][t8], _mm512_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504, 576, 648, 720, 792, 864, 936, 1008, 1080), t10, 4);
            j_vec += 32L;
        } while (j_vec < 32L);
        float *t11 = &(*t4)[33];
        float (*t12)[72] = a + 33;
        *t11 = (*t12)[t3];
        a[32][t8] = *t11 * 0.5f;
        float *t13 = &(*t4)[34];
        float (*t14)[72] = a + 34;
        *t13 = (*t14)[t3];
        (*t12)[t8] = *t13 * 0.5f;
        float *t15 = &(*t4)[35];
        float (*t16)[72] = a + 35;
        *t15 = (*t16)[t3];
        (*t14)[t8] = *t15 * 0.5f;
        float *t17 = &(*t4)[36];
        float (*t18)[72] = a + 36;
        *t17 = (*t18)[t3];
        (*t16)[t8] = *t17 * 0.5f;
        float *t19 = &(*t4)[37];
        float (*t20)[72] = a + 37;
        *t19 = (*t20)[t3];
        (*t18)[t8] = *t19 * 0.5f;
        float *t21 = &(*t4)[38];
        float (*t22)[72] = a + 38;
        *t21 = (*t22)[t3];
        (*t20)[t8] = *t21 * 0.5f;
        float *t23 = &(*t4)[39];
        *t23 = a[39][t3];
        (*t22)[t8] = *t23 * 0.5f;
        i = t7;
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
