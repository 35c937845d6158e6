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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
            long t12 = (long)i;
            long t13 = (long)(int)t1;
            long t14 = (long)(int)(t1 + 8L);
            const float *t15 = &a[t13][t11];
            const float *t16 = &a[t14][t12];
            __m256 t17 = _mm256_loadu_ps(t15 + 0);
            __m256 t18 = _mm256_loadu_ps(t15 + 72);
            __m256 t19 = _mm256_loadu_ps(t15 + 144);
            __m256 t20 = _mm256_loadu_ps(t15 + 216);
            __m256 t21 = _mm256_loadu_ps(t15 + 288);
            __m256 t22 = _mm256_loadu_ps(t15 + 360);
            __m256 t23 = _mm256_loadu_ps(t15 + 432);
            __m256 t24 = _mm256_loadu_ps(t15 + 504);
            __m256 t25 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t21);
            __m256 t26 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t21);
            __m256 t27 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
            __m256 t28 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
            __m256 t29 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t23);
            __m256 t30 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t23);
            __m256 t31 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m256 t32 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m256 t33 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t29);
            __m256 t34 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t29);
            __m256 t35 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            __m256 t36 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            __m256 t37 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t31);
            __m256 t38 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t31);
            __m256 t39 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t32);
            __m256 t40 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t32);
            __m256 t41 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m256 t42 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m256 t43 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t38);
            __m256 t44 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t38);
            __m256 t45 = _mm256_permutex2var_ps(t35, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t39);
            __m256 t46 = _mm256_permutex2var_ps(t35, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t39);
            __m256 t47 = _mm256_permutex2var_ps(t36, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t40);
            __m256 t48 = _mm256_permutex2var_ps(t36, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t40);
            __m256 t49 = _mm256_loadu_ps(t16 + 0);
            __m256 t50 = _mm256_loadu_ps(t16 + 72);
            __m256 t51 = _mm256_loadu_ps(t16 + 144);
            __m256 t52 = _mm256_loadu_ps(t16 + 216);
            __m256 t53 = _mm256_loadu_ps(t16 + 288);
            __m256 t54 = _mm256_loadu_ps(t16 + 360);
            __m256 t55 = _mm256_loadu_ps(t16 + 432);
            __m256 t56 = _mm256_loadu_ps(t16 + 504);
            __m256 t57 = _mm256_permutex2var_ps(t49, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t53);
            __m256 t58 = _mm256_permutex2var_ps(t49, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t53);
            __m256 t59 = _mm256_permutex2var_ps(t50, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t54);
            __m256 t60 = _mm256_permutex2var_ps(t50, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t54);
            __m256 t61 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t55);
            __m256 t62 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t55);
            __m256 t63 = _mm256_permutex2var_ps(t52, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t56);
            __m256 t64 = _mm256_permutex2var_ps(t52, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t56);
            __m256 t65 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t61);
            __m256 t66 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t61);
            __m256 t67 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t62);
            __m256 t68 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t62);
            __m256 t69 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t63);
            __m256 t70 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t63);
            __m256 t71 = _mm256_permutex2var_ps(t60, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t64);
            __m256 t72 = _mm256_permutex2var_ps(t60, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t64);
            __m256 t73 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t69);
            __m256 t74 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t69);
            __m256 t75 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t70);
            __m256 t76 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t70);
            __m256 t77 = _mm256_permutex2var_ps(t67, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t71);
            __m256 t78 = _mm256_permutex2var_ps(t67, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t71);
            __m256 t79 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t72);
            __m256 t80 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t72);
            __m256 t81 = _mm256_mul_ps(t41, t10);
            __m256 t82 = _mm256_mul_ps(t73, t10);
            _mm256_storeu_ps(&b[t11][t13], t81);
            _mm256_storeu_ps(&b[t12][t14], t82);
            __m256 t83 = _mm256_mul_ps(t42, t10);
            __m256 t84 = _mm256_mul_ps(t74, t10);
            _mm256_storeu_ps(&b[t3][t13], t83);
            _mm256_storeu_ps(&b[t3][t14], t84);
            __m256 t85 = _mm256_mul_ps(t43, t10);
            __m256 t86 = _mm256_mul_ps(t75, t10);
            _mm256_storeu_ps(&b[t4][t13], t85);
            _mm256_storeu_ps(&b[t4][t14], t86);
            __m256 t87 = _mm256_mul_ps(t44, t10);
            __m256 t88 = _mm256_mul_ps(t76, t10);
            _mm256_storeu_ps(&b[t5][t13], t87);
            _mm256_storeu_ps(&b[t5][t14], t88);
            __m256 t89 = _mm256_mul_ps(t45, t10);
            __m256 t90 = _mm256_mul_ps(t77, t10);
            _mm256_storeu_ps(&b[t6][t13], t89);
            _mm256_storeu_ps(&b[t6][t14], t90);
            __m256 t91 = _mm256_mul_ps(t46, t10);
            __m256 t92 = _mm256_mul_ps(t78, t10);
            _mm256_storeu_ps(&b[t7][t13], t91);
            _mm256_storeu_ps(&b[t7][t14], t92);
            __m256 t93 = _mm256_mul_ps(t47, t10);
            __m256 t94 = _mm256_mul_ps(t79, t10);
            _mm256_storeu_ps(&b[t8][t13], t93);
            _mm256_storeu_ps(&b[t8][t14], t94);
            __m256 t95 = _mm256_mul_ps(t48, t10);
            _mm256_storeu_ps(&b[t9][t13], t95);
            __m256 t96 = _mm256_mul_ps(t80, t10);
            _mm256_storeu_ps(&b[t9][t14], t96);
            t1 += 16L;
        } while (t1 < 48L);
        __m256i t97 = _mm256_set1_epi32(5);
        __m256i t98 = _mm256_cmpgt_epi32(t97, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t99 = _mm256_set1_ps(s);
        long t100 = (long)i;
        const float (*t101)[72] = a + 48;
        __m256 t102 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t100], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t103 = _mm256_mul_ps(t102, t99);
        _mm256_mask_storeu_ps(&b[t100][48], _mm256_movepi32_mask(t98), t103);
        long t104 = (long)t3;
        __m256 t105 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t104], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t106 = _mm256_mul_ps(t105, t99);
        _mm256_mask_storeu_ps(&b[t104][48], _mm256_movepi32_mask(t98), t106);
        long t107 = (long)t4;
        __m256 t108 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t107], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t109 = _mm256_mul_ps(t108, t99);
        _mm256_mask_storeu_ps(&b[t107][48], _mm256_movepi32_mask(t98), t109);
        long t110 = (long)t5;
        __m256 t111 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t110], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t112 = _mm256_mul_ps(t111, t99);
        _mm256_mask_storeu_ps(&b[t110][48], _mm256_movepi32_mask(t98), t112);
        long t113 = (long)t6;
        __m256 t114 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t113], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t115 = _mm256_mul_ps(t114, t99);
        _mm256_mask_storeu_ps(&b[t113][48], _mm256_movepi32_mask(t98), t115);
        long t116 = (long)t7;
        __m256 t117 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t116], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t118 = _mm256_mul_ps(t117, t99);
        _mm256_mask_storeu_ps(&b[t116][48], _mm256_movepi32_mask(t98), t118);
        long t119 = (long)t8;
        __m256 t120 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t119], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t121 = _mm256_mul_ps(t120, t99);
        _mm256_mask_storeu_ps(&b[t119][48], _mm256_movepi32_mask(t98), t121);
        long t122 = (long)t9;
        __m256 t123 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &(*t101)[t122], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t98), 4);
        __m256 t124 = _mm256_mul_ps(t123, t99);
        _mm256_mask_storeu_ps(&b[t122][48], _mm256_movepi32_mask(t98), t124);
        for (int j = 53; j < 53; j++) {
            long t125 = (long)i;
            long t126 = (long)j;
            const float (*t127)[72] = a + t126;
            b[t125][t126] = (*t127)[t125] * s;
            long t128 = (long)t3;
            b[t128][t126] = (*t127)[t128] * s;
            long t129 = (long)t4;
            b[t129][t126] = (*t127)[t129] * s;
            long t130 = (long)t5;
            b[t130][t126] = (*t127)[t130] * s;
            long t131 = (long)t6;
            b[t131][t126] = (*t127)[t131] * s;
            long t132 = (long)t7;
            b[t132][t126] = (*t127)[t132] * s;
            long t133 = (long)t8;
            b[t133][t126] = (*t127)[t133] * s;
            long t134 = (long)t9;
            b[t134][t126] = (*t127)[t134] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 t135 = _mm256_set1_ps(s);
        long t2 = 0L;
        do {
            long t136 = (long)i_1;
            long t137 = (long)i_1;
            long t138 = (long)(int)t2;
            long t139 = (long)(int)(t2 + 8L);
            __m256 t140 = _mm256_i32gather_ps(&a[t138][t136], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t141 = _mm256_i32gather_ps(&a[t139][t137], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t142 = _mm256_mul_ps(t140, t135);
            _mm256_storeu_ps(&b[t136][t138], t142);
            __m256 t143 = _mm256_mul_ps(t141, t135);
            _mm256_storeu_ps(&b[t137][t139], t143);
            t2 += 16L;
        } while (t2 < 48L);
        __m256i t144 = _mm256_set1_epi32(5);
        __m256i t145 = _mm256_cmpgt_epi32(t144, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 t146 = _mm256_set1_ps(s);
        long t147 = (long)i_1;
        __m256 t148 = _mm256_mask_i32gather_ps(_mm256_setzero_ps(), &a[48][t147], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), _mm256_castsi256_ps(t145), 4);
        __m256 t149 = _mm256_mul_ps(t148, t146);
        _mm256_mask_storeu_ps(&b[t147][48], _mm256_movepi32_mask(t145), t149);
        for (int j_1 = 53; j_1 < 53; j_1++) {
            long t150 = (long)i_1;
            long t151 = (long)j_1;
            b[t150][t151] = a[t151][t150] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
            long t12 = (long)i;
            long t13 = (long)(int)t1;
            long t14 = (long)(int)(t1 + 8L);
            const float *t15 = &a[t13][t11];
            const float *t16 = &a[t14][t12];
            __m256 t17 = _mm256_loadu_ps(t15 + 0);
            __m256 t18 = _mm256_loadu_ps(t15 + 72);
            __m256 t19 = _mm256_loadu_ps(t15 + 144);
            __m256 t20 = _mm256_loadu_ps(t15 + 216);
            __m256 t21 = _mm256_loadu_ps(t15 + 288);
            __m256 t22 = _mm256_loadu_ps(t15 + 360);
            __m256 t23 = _mm256_loadu_ps(t15 + 432);
            __m256 t24 = _mm256_loadu_ps(t15 + 504);
            __m256 t25 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t21);
            __m256 t26 = _mm256_permutex2var_ps(t17, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t21);
            __m256 t27 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t22);
            __m256 t28 = _mm256_permutex2var_ps(t18, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t22);
            __m256 t29 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t23);
            __m256 t30 = _mm256_permutex2var_ps(t19, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t23);
            __m256 t31 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t24);
            __m256 t32 = _mm256_permutex2var_ps(t20, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t24);
            __m256 t33 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t29);
            __m256 t34 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t29);
            __m256 t35 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            __m256 t36 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            __m256 t37 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t31);
            __m256 t38 = _mm256_permutex2var_ps(t27, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t31);
            __m256 t39 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t32);
            __m256 t40 = _mm256_permutex2var_ps(t28, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t32);
            __m256 t41 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m256 t42 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m256 t43 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t38);
            __m256 t44 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t38);
            __m256 t45 = _mm256_permutex2var_ps(t35, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t39);
            __m256 t46 = _mm256_permutex2var_ps(t35, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t39);
            __m256 t47 = _mm256_permutex2var_ps(t36, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t40);
            __m256 t48 = _mm256_permutex2var_ps(t36, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t40);
            __m256 t49 = _mm256_loadu_ps(t16 + 0);
            __m256 t50 = _mm256_loadu_ps(t16 + 72);
            __m256 t51 = _mm256_loadu_ps(t16 + 144);
            __m256 t52 = _mm256_loadu_ps(t16 + 216);
            __m256 t53 = _mm256_loadu_ps(t16 + 288);
            __m256 t54 = _mm256_loadu_ps(t16 + 360);
            __m256 t55 = _mm256_loadu_ps(t16 + 432);
            __m256 t56 = _mm256_loadu_ps(t16 + 504);
            __m256 t57 = _mm256_permutex2var_ps(t49, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t53);
            __m256 t58 = _mm256_permutex2var_ps(t49, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t53);
            __m256 t59 = _mm256_permutex2var_ps(t50, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t54);
            __m256 t60 = _mm256_permutex2var_ps(t50, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t54);
            __m256 t61 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t55);
            __m256 t62 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t55);
            __m256 t63 = _mm256_permutex2var_ps(t52, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t56);
            __m256 t64 = _mm256_permutex2var_ps(t52, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t56);
            __m256 t65 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t61);
            __m256 t66 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t61);
            __m256 t67 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t62);
            __m256 t68 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t62);
            __m256 t69 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t63);
            __m256 t70 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t63);
            __m256 t71 = _mm256_permutex2var_ps(t60, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t64);
            __m256 t72 = _mm256_permutex2var_ps(t60, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t64);
            __m256 t73 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t69);
            __m256 t74 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t69);
            __m256 t75 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t70);
            __m256 t76 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t70);
            __m256 t77 = _mm256_permutex2var_ps(t67, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t71);
            __m256 t78 = _mm256_permutex2var_ps(t67, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t71);
            __m256 t79 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t72);
            __m256 t80 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t72);
            __m256 t81 = _mm256_mul_ps(t41, t10);
            __m256 t82 = _mm256_mul_ps(t73, t10);
            _mm256_storeu_ps(&b[t11][t13], t81);
            _mm256_storeu_ps(&b[t12][t14], t82);
            __m256 t83 = _mm256_mul_ps(t42, t10);
            __m256 t84 = _mm256_mul_ps(t74, t10);
            _mm256_storeu_ps(&b[t3][t13], t83);
            _mm256_storeu_ps(&b[t3][t14], t84);
            __m256 t85 = _mm256_mul_ps(t43, t10);
            __m256 t86 = _mm256_mul_ps(t75, t10);
            _mm256_storeu_ps(&b[t4][t13], t85);
            _mm256_storeu_ps(&b[t4][t14], t86);
            __m256 t87 = _mm256_mul_ps(t44, t10);
            __m256 t88 = _mm256_mul_ps(t76, t10);
            _mm256_storeu_ps(&b[t5][t13], t87);
            _mm256_storeu_ps(&b[t5][t14], t88);
            __m256 t89 = _mm256_mul_ps(t45, t10);
            __m256 t90 = _mm256_mul_ps(t77, t10);
            _mm256_storeu_ps(&b[t6][t13], t89);
            _mm256_storeu_ps(&b[t6][t14], t90);
            __m256 t91 = _mm256_mul_ps(t46, t10);
            __m256 t92 = _mm256_mul_ps(t78, t10);
            _mm256_storeu_ps(&b[t7][t13], t91);
            _mm256_storeu_ps(&b[t7][t14], t92);
            __m256 t93 = _mm256_mul_ps(t47, t10);
            __m256 t94 = _mm256_mul_ps(t79, t10);
            _mm256_storeu_ps(&b[t8][t13], t93);
            _mm256_storeu_ps(&b[t8][t14], t94);
            __m256 t95 = _mm256_mul_ps(t48, t10);
            _mm256_storeu_ps(&b[t9][t13], t95);
            __m256 t96 = _mm256_mul_ps(t80, t10);
            _mm256_storeu_ps(&b[t9][t14], t96);
            t1 += 16L;
        } while (t1 < 16L);
        for (int j = 16; j < 17; j++) {
            long t97 = (long)i;
            long t98 = (long)j;
            const float (*t99)[72] = a + t98;
            b[t97][t98] = (*t99)[t97] * s;
            long t100 = (long)t3;
            b[t100][t98] = (*t99)[t100] * s;
            long t101 = (long)t4;
            b[t101][t98] = (*t99)[t101] * s;
            long t102 = (long)t5;
            b[t102][t98] = (*t99)[t102] * s;
            long t103 = (long)t6;
            b[t103][t98] = (*t99)[t103] * s;
            long t104 = (long)t7;
            b[t104][t98] = (*t99)[t104] * s;
            long t105 = (long)t8;
            b[t105][t98] = (*t99)[t105] * s;
            long t106 = (long)t9;
            b[t106][t98] = (*t99)[t106] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 t107 = _mm256_set1_ps(s);
        long t2 = 0L;
        do {
            long t108 = (long)i_1;
            long t109 = (long)i_1;
            long t110 = (long)(int)t2;
            long t111 = (long)(int)(t2 + 8L);
            __m256 t112 = _mm256_i32gather_ps(&a[t110][t108], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t113 = _mm256_i32gather_ps(&a[t111][t109], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t114 = _mm256_mul_ps(t112, t107);
            _mm256_storeu_ps(&b[t108][t110], t114);
            __m256 t115 = _mm256_mul_ps(t113, t107);
            _mm256_storeu_ps(&b[t109][t111], t115);
            t2 += 16L;
        } while (t2 < 16L);
        for (int j_1 = 16; j_1 < 17; j_1++) {
            long t116 = (long)i_1;
            long t117 = (long)j_1;
            b[t116][t117] = a[t117][t116] * s;
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
            long t12 = (long)i;
            long t13 = (long)i;
            long t14 = (long)i;
            long t15 = (long)(int)t1;
            long t16 = (long)(int)(t1 + 8L);
            long t17 = (long)(int)(t1 + 16L);
            long t18 = (long)(int)(t1 + 24L);
            const float *t19 = &a[t15][t11];
            const float *t20 = &a[t16][t12];
            const float *t21 = &a[t17][t13];
            const float *t22 = &a[t18][t14];
            __m256 t23 = _mm256_loadu_ps(t19 + 0);
            __m256 t24 = _mm256_loadu_ps(t19 + 72);
            __m256 t25 = _mm256_loadu_ps(t19 + 144);
            __m256 t26 = _mm256_loadu_ps(t19 + 216);
            __m256 t27 = _mm256_loadu_ps(t19 + 288);
            __m256 t28 = _mm256_loadu_ps(t19 + 360);
            __m256 t29 = _mm256_loadu_ps(t19 + 432);
            __m256 t30 = _mm256_loadu_ps(t19 + 504);
            __m256 t31 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t27);
            __m256 t32 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t27);
            __m256 t33 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
            __m256 t34 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
            __m256 t35 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t29);
            __m256 t36 = _mm256_permutex2var_ps(t25, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t29);
            __m256 t37 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            __m256 t38 = _mm256_permutex2var_ps(t26, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            __m256 t39 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m256 t40 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m256 t41 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256 t42 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256 t43 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m256 t44 = _mm256_permutex2var_ps(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m256 t45 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t38);
            __m256 t46 = _mm256_permutex2var_ps(t34, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t38);
            __m256 t47 = _mm256_permutex2var_ps(t39, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t43);
            __m256 t48 = _mm256_permutex2var_ps(t39, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t43);
            __m256 t49 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t44);
            __m256 t50 = _mm256_permutex2var_ps(t40, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t44);
            __m256 t51 = _mm256_permutex2var_ps(t41, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t45);
            __m256 t52 = _mm256_permutex2var_ps(t41, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t45);
            __m256 t53 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t46);
            __m256 t54 = _mm256_permutex2var_ps(t42, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t46);
            __m256 t55 = _mm256_loadu_ps(t20 + 0);
            __m256 t56 = _mm256_loadu_ps(t20 + 72);
            __m256 t57 = _mm256_loadu_ps(t20 + 144);
            __m256 t58 = _mm256_loadu_ps(t20 + 216);
            __m256 t59 = _mm256_loadu_ps(t20 + 288);
            __m256 t60 = _mm256_loadu_ps(t20 + 360);
            __m256 t61 = _mm256_loadu_ps(t20 + 432);
            __m256 t62 = _mm256_loadu_ps(t20 + 504);
            __m256 t63 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t59);
            __m256 t64 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t59);
            __m256 t65 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t60);
            __m256 t66 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t60);
            __m256 t67 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t61);
            __m256 t68 = _mm256_permutex2var_ps(t57, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t61);
            __m256 t69 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t62);
            __m256 t70 = _mm256_permutex2var_ps(t58, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t62);
            __m256 t71 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t67);
            __m256 t72 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t67);
            __m256 t73 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t68);
            __m256 t74 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t68);
            __m256 t75 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t69);
            __m256 t76 = _mm256_permutex2var_ps(t65, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t69);
            __m256 t77 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t70);
            __m256 t78 = _mm256_permutex2var_ps(t66, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t70);
            __m256 t79 = _mm256_permutex2var_ps(t71, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t75);
            __m256 t80 = _mm256_permutex2var_ps(t71, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t75);
            __m256 t81 = _mm256_permutex2var_ps(t72, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t76);
            __m256 t82 = _mm256_permutex2var_ps(t72, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t76);
            __m256 t83 = _mm256_permutex2var_ps(t73, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t77);
            __m256 t84 = _mm256_permutex2var_ps(t73, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t77);
            __m256 t85 = _mm256_permutex2var_ps(t74, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t78);
            __m256 t86 = _mm256_permutex2var_ps(t74, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t78);
            __m256 t87 = _mm256_loadu_ps(t21 + 0);
            __m256 t88 = _mm256_loadu_ps(t21 + 72);
            __m256 t89 = _mm256_loadu_ps(t21 + 144);
            __m256 t90 = _mm256_loadu_ps(t21 + 216);
            __m256 t91 = _mm256_loadu_ps(t21 + 288);
            __m256 t92 = _mm256_loadu_ps(t21 + 360);
            __m256 t93 = _mm256_loadu_ps(t21 + 432);
            __m256 t94 = _mm256_loadu_ps(t21 + 504);
            __m256 t95 = _mm256_permutex2var_ps(t87, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t91);
            __m256 t96 = _mm256_permutex2var_ps(t87, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t91);
            __m256 t97 = _mm256_permutex2var_ps(t88, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t92);
            __m256 t98 = _mm256_permutex2var_ps(t88, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t92);
            __m256 t99 = _mm256_permutex2var_ps(t89, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t93);
            __m256 t100 = _mm256_permutex2var_ps(t89, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t93);
            __m256 t101 = _mm256_permutex2var_ps(t90, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t94);
            __m256 t102 = _mm256_permutex2var_ps(t90, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t94);
            __m256 t103 = _mm256_permutex2var_ps(t95, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t99);
            __m256 t104 = _mm256_permutex2var_ps(t95, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t99);
            __m256 t105 = _mm256_permutex2var_ps(t96, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t100);
            __m256 t106 = _mm256_permutex2var_ps(t96, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t100);
            __m256 t107 = _mm256_permutex2var_ps(t97, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t101);
            __m256 t108 = _mm256_permutex2var_ps(t97, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t101);
            __m256 t109 = _mm256_permutex2var_ps(t98, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t102);
            __m256 t110 = _mm256_permutex2var_ps(t98, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t102);
            __m256 t111 = _mm256_permutex2var_ps(t103, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t107);
            __m256 t112 = _mm256_permutex2var_ps(t103, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t107);
            __m256 t113 = _mm256_permutex2var_ps(t104, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t108);
            __m256 t114 = _mm256_permutex2var_ps(t104, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t108);
            __m256 t115 = _mm256_permutex2var_ps(t105, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t109);
            __m256 t116 = _mm256_permutex2var_ps(t105, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t109);
            __m256 t117 = _mm256_permutex2var_ps(t106, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t110);
            __m256 t118 = _mm256_permutex2var_ps(t106, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t110);
            __m256 t119 = _mm256_loadu_ps(t22 + 0);
            __m256 t120 = _mm256_loadu_ps(t22 + 72);
            __m256 t121 = _mm256_loadu_ps(t22 + 144);
            __m256 t122 = _mm256_loadu_ps(t22 + 216);
            __m256 t123 = _mm256_loadu_ps(t22 + 288);
            __m256 t124 = _mm256_loadu_ps(t22 + 360);
            __m256 t125 = _mm256_loadu_ps(t22 + 432);
            __m256 t126 = _mm256_loadu_ps(t22 + 504);
            __m256 t127 = _mm256_permutex2var_ps(t119, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t123);
            __m256 t128 = _mm256_permutex2var_ps(t119, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t123);
            __m256 t129 = _mm256_permutex2var_ps(t120, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t124);
            __m256 t130 = _mm256_permutex2var_ps(t120, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t124);
            __m256 t131 = _mm256_permutex2var_ps(t121, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t125);
            __m256 t132 = _mm256_permutex2var_ps(t121, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t125);
            __m256 t133 = _mm256_permutex2var_ps(t122, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t126);
            __m256 t134 = _mm256_permutex2var_ps(t122, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t126);
            __m256 t135 = _mm256_permutex2var_ps(t127, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t131);
            __m256 t136 = _mm256_permutex2var_ps(t127, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t131);
            __m256 t137 = _mm256_permutex2var_ps(t128, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t132);
            __m256 t138 = _mm256_permutex2var_ps(t128, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t132);
            __m256 t139 = _mm256_permutex2var_ps(t129, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t133);
            __m256 t140 = _mm256_permutex2var_ps(t129, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t133);
            __m256 t141 = _mm256_permutex2var_ps(t130, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t134);
            __m256 t142 = _mm256_permutex2var_ps(t130, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t134);
            __m256 t143 = _mm256_permutex2var_ps(t135, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t139);
            __m256 t144 = _mm256_permutex2var_ps(t135, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t139);
            __m256 t145 = _mm256_permutex2var_ps(t136, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t140);
            __m256 t146 = _mm256_permutex2var_ps(t136, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t140);
            __m256 t147 = _mm256_permutex2var_ps(t137, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t141);
            __m256 t148 = _mm256_permutex2var_ps(t137, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t141);
            __m256 t149 = _mm256_permutex2var_ps(t138, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t142);
            __m256 t150 = _mm256_permutex2var_ps(t138, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t142);
            __m256 t151 = _mm256_mul_ps(t47, t10);
            __m256 t152 = _mm256_mul_ps(t79, t10);
            __m256 t153 = _mm256_mul_ps(t111, t10);
            __m256 t154 = _mm256_mul_ps(t143, t10);
            _mm256_storeu_ps(&b[t11][t15], t151);
            _mm256_storeu_ps(&b[t12][t16], t152);
            _mm256_storeu_ps(&b[t13][t17], t153);
            _mm256_storeu_ps(&b[t14][t18], t154);
            __m256 t155 = _mm256_mul_ps(t48, t10);
            __m256 t156 = _mm256_mul_ps(t80, t10);
            __m256 t157 = _mm256_mul_ps(t112, t10);
            __m256 t158 = _mm256_mul_ps(t144, t10);
            _mm256_storeu_ps(&b[t3][t15], t155);
            _mm256_storeu_ps(&b[t3][t16], t156);
            _mm256_storeu_ps(&b[t3][t17], t157);
            _mm256_storeu_ps(&b[t3][t18], t158);
            __m256 t159 = _mm256_mul_ps(t49, t10);
            __m256 t160 = _mm256_mul_ps(t81, t10);
            __m256 t161 = _mm256_mul_ps(t113, t10);
            __m256 t162 = _mm256_mul_ps(t145, t10);
            _mm256_storeu_ps(&b[t4][t15], t159);
            _mm256_storeu_ps(&b[t4][t16], t160);
            _mm256_storeu_ps(&b[t4][t17], t161);
            _mm256_storeu_ps(&b[t4][t18], t162);
            __m256 t163 = _mm256_mul_ps(t50, t10);
            __m256 t164 = _mm256_mul_ps(t82, t10);
            __m256 t165 = _mm256_mul_ps(t114, t10);
            __m256 t166 = _mm256_mul_ps(t146, t10);
            _mm256_storeu_ps(&b[t5][t15], t163);
            _mm256_storeu_ps(&b[t5][t16], t164);
            _mm256_storeu_ps(&b[t5][t17], t165);
            _mm256_storeu_ps(&b[t5][t18], t166);
            __m256 t167 = _mm256_mul_ps(t51, t10);
            __m256 t168 = _mm256_mul_ps(t83, t10);
            __m256 t169 = _mm256_mul_ps(t115, t10);
            __m256 t170 = _mm256_mul_ps(t147, t10);
            _mm256_storeu_ps(&b[t6][t15], t167);
            _mm256_storeu_ps(&b[t6][t16], t168);
            _mm256_storeu_ps(&b[t6][t17], t169);
            _mm256_storeu_ps(&b[t6][t18], t170);
            __m256 t171 = _mm256_mul_ps(t52, t10);
            __m256 t172 = _mm256_mul_ps(t84, t10);
            __m256 t173 = _mm256_mul_ps(t116, t10);
            __m256 t174 = _mm256_mul_ps(t148, t10);
            _mm256_storeu_ps(&b[t7][t15], t171);
            _mm256_storeu_ps(&b[t7][t16], t172);
            _mm256_storeu_ps(&b[t7][t17], t173);
            _mm256_storeu_ps(&b[t7][t18], t174);
            __m256 t175 = _mm256_mul_ps(t53, t10);
            __m256 t176 = _mm256_mul_ps(t85, t10);
            __m256 t177 = _mm256_mul_ps(t117, t10);
            __m256 t178 = _mm256_mul_ps(t149, t10);
            _mm256_storeu_ps(&b[t8][t15], t175);
            _mm256_storeu_ps(&b[t8][t16], t176);
            _mm256_storeu_ps(&b[t8][t17], t177);
            _mm256_storeu_ps(&b[t8][t18], t178);
            __m256 t179 = _mm256_mul_ps(t54, t10);
            _mm256_storeu_ps(&b[t9][t15], t179);
            __m256 t180 = _mm256_mul_ps(t86, t10);
            _mm256_storeu_ps(&b[t9][t16], t180);
            __m256 t181 = _mm256_mul_ps(t118, t10);
            _mm256_storeu_ps(&b[t9][t17], t181);
            __m256 t182 = _mm256_mul_ps(t150, t10);
            _mm256_storeu_ps(&b[t9][t18], t182);
            t1 += 32L;
        } while (t1 < 64L);
        for (int j = 64; j < 64; j++) {
            long t183 = (long)i;
            long t184 = (long)j;
            const float (*t185)[72] = a + t184;
            b[t183][t184] = (*t185)[t183] * s;
            long t186 = (long)t3;
            b[t186][t184] = (*t185)[t186] * s;
            long t187 = (long)t4;
            b[t187][t184] = (*t185)[t187] * s;
            long t188 = (long)t5;
            b[t188][t184] = (*t185)[t188] * s;
            long t189 = (long)t6;
            b[t189][t184] = (*t185)[t189] * s;
            long t190 = (long)t7;
            b[t190][t184] = (*t185)[t190] * s;
            long t191 = (long)t8;
            b[t191][t184] = (*t185)[t191] * s;
            long t192 = (long)t9;
            b[t192][t184] = (*t185)[t192] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 t193 = _mm256_set1_ps(s);
        long t2 = 0L;
        do {
            long t194 = (long)i_1;
            long t195 = (long)i_1;
            long t196 = (long)i_1;
            long t197 = (long)i_1;
            long t198 = (long)(int)t2;
            long t199 = (long)(int)(t2 + 8L);
            long t200 = (long)(int)(t2 + 16L);
            long t201 = (long)(int)(t2 + 24L);
            __m256 t202 = _mm256_i32gather_ps(&a[t198][t194], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t203 = _mm256_i32gather_ps(&a[t199][t195], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t204 = _mm256_i32gather_ps(&a[t200][t196], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t205 = _mm256_i32gather_ps(&a[t201][t197], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t206 = _mm256_mul_ps(t202, t193);
            _mm256_storeu_ps(&b[t194][t198], t206);
            __m256 t207 = _mm256_mul_ps(t203, t193);
            _mm256_storeu_ps(&b[t195][t199], t207);
            __m256 t208 = _mm256_mul_ps(t204, t193);
            _mm256_storeu_ps(&b[t196][t200], t208);
            __m256 t209 = _mm256_mul_ps(t205, t193);
            _mm256_storeu_ps(&b[t197][t201], t209);
            t2 += 32L;
        } while (t2 < 64L);
        for (int j_1 = 64; j_1 < 64; j_1++) {
            long t210 = (long)i_1;
            long t211 = (long)j_1;
            b[t210][t211] = a[t211][t210] * s;
        }
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    vcc_no_contract_body
    int t7;
    int i_1;
    int i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        int t5 = i + 1;
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
        long t1 = 0L;
        do {
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)i;
            long t11 = (long)i;
            long t12 = (long)(int)t1;
            long t13 = (long)(int)(t1 + 4L);
            long t14 = (long)(int)(t1 + 8L);
            long t15 = (long)(int)(t1 + 12L);
            const double *t16 = &a[t12][t8];
            const double *t17 = &a[t13][t9];
            const double *t18 = &a[t14][t10];
            const double *t19 = &a[t15][t11];
            __m256d t20 = _mm256_loadu_pd(t16 + 0);
            __m256d t21 = _mm256_loadu_pd(t16 + 72);
            __m256d t22 = _mm256_loadu_pd(t16 + 144);
            __m256d t23 = _mm256_loadu_pd(t16 + 216);
            __m256d t24 = _mm256_permutex2var_pd(t20, _mm256_setr_epi64x(0, 4, 1, 5), t22);
            __m256d t25 = _mm256_permutex2var_pd(t20, _mm256_setr_epi64x(2, 6, 3, 7), t22);
            __m256d t26 = _mm256_permutex2var_pd(t21, _mm256_setr_epi64x(0, 4, 1, 5), t23);
            __m256d t27 = _mm256_permutex2var_pd(t21, _mm256_setr_epi64x(2, 6, 3, 7), t23);
            __m256d t28 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(0, 4, 1, 5), t26);
            __m256d t29 = _mm256_permutex2var_pd(t24, _mm256_setr_epi64x(2, 6, 3, 7), t26);
            __m256d t30 = _mm256_permutex2var_pd(t25, _mm256_setr_epi64x(0, 4, 1, 5), t27);
            __m256d t31 = _mm256_permutex2var_pd(t25, _mm256_setr_epi64x(2, 6, 3, 7), t27);
            __m256d t32 = _mm256_loadu_pd(t17 + 0);
            __m256d t33 = _mm256_loadu_pd(t17 + 72);
            __m256d t34 = _mm256_loadu_pd(t17 + 144);
            __m256d t35 = _mm256_loadu_pd(t17 + 216);
            __m256d t36 = _mm256_permutex2var_pd(t32, _mm256_setr_epi64x(0, 4, 1, 5), t34);
            __m256d t37 = _mm256_permutex2var_pd(t32, _mm256_setr_epi64x(2, 6, 3, 7), t34);
            __m256d t38 = _mm256_permutex2var_pd(t33, _mm256_setr_epi64x(0, 4, 1, 5), t35);
            __m256d t39 = _mm256_permutex2var_pd(t33, _mm256_setr_epi64x(2, 6, 3, 7), t35);
            __m256d t40 = _mm256_permutex2var_pd(t36, _mm256_setr_epi64x(0, 4, 1, 5), t38);
            __m256d t41 = _mm256_permutex2var_pd(t36, _mm256_setr_epi64x(2, 6, 3, 7), t38);
            __m256d t42 = _mm256_permutex2var_pd(t37, _mm256_setr_epi64x(0, 4, 1, 5), t39);
            __m256d t43 = _mm256_permutex2var_pd(t37, _mm256_setr_epi64x(2, 6, 3, 7), t39);
            __m256d t44 = _mm256_loadu_pd(t18 + 0);
            __m256d t45 = _mm256_loadu_pd(t18 + 72);
            __m256d t46 = _mm256_loadu_pd(t18 + 144);
            __m256d t47 = _mm256_loadu_pd(t18 + 216);
            __m256d t48 = _mm256_permutex2var_pd(t44, _mm256_setr_epi64x(0, 4, 1, 5), t46);
            __m256d t49 = _mm256_permutex2var_pd(t44, _mm256_setr_epi64x(2, 6, 3, 7), t46);
            __m256d t50 = _mm256_permutex2var_pd(t45, _mm256_setr_epi64x(0, 4, 1, 5), t47);
            __m256d t51 = _mm256_permutex2var_pd(t45, _mm256_setr_epi64x(2, 6, 3, 7), t47);
            __m256d t52 = _mm256_permutex2var_pd(t48, _mm256_setr_epi64x(0, 4, 1, 5), t50);
            __m256d t53 = _mm256_permutex2var_pd(t48, _mm256_setr_epi64x(2, 6, 3, 7), t50);
            __m256d t54 = _mm256_permutex2var_pd(t49, _mm256_setr_epi64x(0, 4, 1, 5), t51);
            __m256d t55 = _mm256_permutex2var_pd(t49, _mm256_setr_epi64x(2, 6, 3, 7), t51);
            __m256d t56 = _mm256_loadu_pd(t19 + 0);
            __m256d t57 = _mm256_loadu_pd(t19 + 72);
            __m256d t58 = _mm256_loadu_pd(t19 + 144);
            __m256d t59 = _mm256_loadu_pd(t19 + 216);
            __m256d t60 = _mm256_permutex2var_pd(t56, _mm256_setr_epi64x(0, 4, 1, 5), t58);
            __m256d t61 = _mm256_permutex2var_pd(t56, _mm256_setr_epi64x(2, 6, 3, 7), t58);
            __m256d t62 = _mm256_permutex2var_pd(t57, _mm256_setr_epi64x(0, 4, 1, 5), t59);
            __m256d t63 = _mm256_permutex2var_pd(t57, _mm256_setr_epi64x(2, 6, 3, 7), t59);
            __m256d t64 = _mm256_permutex2var_pd(t60, _mm256_setr_epi64x(0, 4, 1, 5), t62);
            __m256d t65 = _mm256_permutex2var_pd(t60, _mm256_setr_epi64x(2, 6, 3, 7), t62);
            __m256d t66 = _mm256_permutex2var_pd(t61, _mm256_setr_epi64x(0, 4, 1, 5), t63);
            __m256d t67 = _mm256_permutex2var_pd(t61, _mm256_setr_epi64x(2, 6, 3, 7), t63);
            _mm256_storeu_pd(&b[t8][t12], t28);
            _mm256_storeu_pd(&b[t9][t13], t40);
            _mm256_storeu_pd(&b[t10][t14], t52);
            _mm256_storeu_pd(&b[t11][t15], t64);
            _mm256_storeu_pd(&b[t5][t12], t29);
            _mm256_storeu_pd(&b[t5][t13], t41);
            _mm256_storeu_pd(&b[t5][t14], t53);
            _mm256_storeu_pd(&b[t5][t15], t65);
            _mm256_storeu_pd(&b[t6][t12], t30);
            _mm256_storeu_pd(&b[t6][t13], t42);
            _mm256_storeu_pd(&b[t6][t14], t54);
            _mm256_storeu_pd(&b[t6][t15], t66);
            _mm256_storeu_pd(&b[t7][t12], t31);
            _mm256_storeu_pd(&b[t7][t13], t43);
            _mm256_storeu_pd(&b[t7][t14], t55);
            _mm256_storeu_pd(&b[t7][t15], t67);
            t1 += 16L;
        } while (t1 < 32L);
        long t2 = 0L;
        do {
            long t68 = (long)i;
            long t69 = (long)(int)(32L + t2);
            const double *t70 = &a[t69][t68];
            __m256d t71 = _mm256_loadu_pd(t70 + 0);
            __m256d t72 = _mm256_loadu_pd(t70 + 72);
            __m256d t73 = _mm256_loadu_pd(t70 + 144);
            __m256d t74 = _mm256_loadu_pd(t70 + 216);
            __m256d t75 = _mm256_permutex2var_pd(t71, _mm256_setr_epi64x(0, 4, 1, 5), t73);
            __m256d t76 = _mm256_permutex2var_pd(t71, _mm256_setr_epi64x(2, 6, 3, 7), t73);
            __m256d t77 = _mm256_permutex2var_pd(t72, _mm256_setr_epi64x(0, 4, 1, 5), t74);
            __m256d t78 = _mm256_permutex2var_pd(t72, _mm256_setr_epi64x(2, 6, 3, 7), t74);
            __m256d t79 = _mm256_permutex2var_pd(t75, _mm256_setr_epi64x(0, 4, 1, 5), t77);
            __m256d t80 = _mm256_permutex2var_pd(t75, _mm256_setr_epi64x(2, 6, 3, 7), t77);
            __m256d t81 = _mm256_permutex2var_pd(t76, _mm256_setr_epi64x(0, 4, 1, 5), t78);
            __m256d t82 = _mm256_permutex2var_pd(t76, _mm256_setr_epi64x(2, 6, 3, 7), t78);
            _mm256_storeu_pd(&b[t68][t69], t79);
            _mm256_storeu_pd(&b[t5][t69], t80);
            _mm256_storeu_pd(&b[t6][t69], t81);
            _mm256_storeu_pd(&b[t7][t69], t82);
            t2 += 4L;
        } while (t2 < 4L);
        for (int j = 36; j < 37; j++) {
            long t83 = (long)i;
            long t84 = (long)j;
            const double (*t85)[72] = a + t84;
            b[t83][t84] = (*t85)[t83];
            long t86 = (long)t5;
            b[t86][t84] = (*t85)[t86];
            long t87 = (long)t6;
            b[t87][t84] = (*t85)[t87];
            long t88 = (long)t7;
            b[t88][t84] = (*t85)[t88];
        }
    }
    for (; i_1 < m; i_1++) {
        long t3 = 0L;
        do {
            long t89 = (long)i_1;
            long t90 = (long)i_1;
            long t91 = (long)i_1;
            long t92 = (long)i_1;
            long t93 = (long)(int)t3;
            long t94 = (long)(int)(t3 + 4L);
            long t95 = (long)(int)(t3 + 8L);
            long t96 = (long)(int)(t3 + 12L);
            __m256d t97 = _mm256_i32gather_pd(&a[t93][t89], _mm_setr_epi32(0, 72, 144, 216), 8);
            __m256d t98 = _mm256_i32gather_pd(&a[t94][t90], _mm_setr_epi32(0, 72, 144, 216), 8);
            __m256d t99 = _mm256_i32gather_pd(&a[t95][t91], _mm_setr_epi32(0, 72, 144, 216), 8);
            __m256d t100 = _mm256_i32gather_pd(&a[t96][t92], _mm_setr_epi32(0, 72, 144, 216), 8);
            _mm256_storeu_pd(&b[t89][t93], t97);
            _mm256_storeu_pd(&b[t90][t94], t98);
            _mm256_storeu_pd(&b[t91][t95], t99);
            _mm256_storeu_pd(&b[t92][t96], t100);
            t3 += 16L;
        } while (t3 < 32L);
        long t4 = 0L;
        do {
            long t101 = (long)i_1;
            long t102 = (long)(int)(32L + t4);
            __m256d t103 = _mm256_i32gather_pd(&a[t102][t101], _mm_setr_epi32(0, 72, 144, 216), 8);
            _mm256_storeu_pd(&b[t101][t102], t103);
            t4 += 4L;
        } while (t4 < 4L);
        for (int j_1 = 36; j_1 < 37; j_1++) {
            long t104 = (long)i_1;
            long t105 = (long)j_1;
            b[t104][t105] = a[t105][t104];
        }
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
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
        __m256i t10 = _mm256_set1_epi32((int)i);
        __m256i t11 = _mm256_set1_epi32((int)t3);
        __m256i t12 = _mm256_set1_epi32((int)t4);
        __m256i t13 = _mm256_set1_epi32((int)t5);
        __m256i t14 = _mm256_set1_epi32((int)t6);
        __m256i t15 = _mm256_set1_epi32((int)t7);
        __m256i t16 = _mm256_set1_epi32((int)t8);
        __m256i t17 = _mm256_set1_epi32((int)t9);
        long t1 = 0L;
        do {
            long t18 = (long)i;
            long t19 = (long)i;
            long t20 = (long)i;
            long t21 = (long)i;
            long t22 = (long)(int)t1;
            long t23 = (long)(int)(t1 + 8L);
            long t24 = (long)(int)(t1 + 16L);
            long t25 = (long)(int)(t1 + 24L);
            const int *t26 = &a[t22][t18];
            const int *t27 = &a[t23][t19];
            const int *t28 = &a[t24][t20];
            const int *t29 = &a[t25][t21];
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(t26 + 0));
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(t26 + 72));
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(t26 + 144));
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(t26 + 216));
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(t26 + 288));
            __m256i t35 = _mm256_loadu_si256((const __m256i *)(t26 + 360));
            __m256i t36 = _mm256_loadu_si256((const __m256i *)(t26 + 432));
            __m256i t37 = _mm256_loadu_si256((const __m256i *)(t26 + 504));
            __m256i t38 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m256i t39 = _mm256_permutex2var_epi32(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m256i t40 = _mm256_permutex2var_epi32(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m256i t41 = _mm256_permutex2var_epi32(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m256i t42 = _mm256_permutex2var_epi32(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256i t43 = _mm256_permutex2var_epi32(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256i t44 = _mm256_permutex2var_epi32(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m256i t45 = _mm256_permutex2var_epi32(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m256i t46 = _mm256_permutex2var_epi32(t38, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t42);
            __m256i t47 = _mm256_permutex2var_epi32(t38, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t42);
            __m256i t48 = _mm256_permutex2var_epi32(t39, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t43);
            __m256i t49 = _mm256_permutex2var_epi32(t39, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t43);
            __m256i t50 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t44);
            __m256i t51 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t44);
            __m256i t52 = _mm256_permutex2var_epi32(t41, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t45);
            __m256i t53 = _mm256_permutex2var_epi32(t41, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t45);
            __m256i t54 = _mm256_permutex2var_epi32(t46, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t50);
            __m256i t55 = _mm256_permutex2var_epi32(t46, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t50);
            __m256i t56 = _mm256_permutex2var_epi32(t47, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t51);
            __m256i t57 = _mm256_permutex2var_epi32(t47, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t51);
            __m256i t58 = _mm256_permutex2var_epi32(t48, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t52);
            __m256i t59 = _mm256_permutex2var_epi32(t48, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t52);
            __m256i t60 = _mm256_permutex2var_epi32(t49, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t53);
            __m256i t61 = _mm256_permutex2var_epi32(t49, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t53);
            __m256i t62 = _mm256_loadu_si256((const __m256i *)(t27 + 0));
            __m256i t63 = _mm256_loadu_si256((const __m256i *)(t27 + 72));
            __m256i t64 = _mm256_loadu_si256((const __m256i *)(t27 + 144));
            __m256i t65 = _mm256_loadu_si256((const __m256i *)(t27 + 216));
            __m256i t66 = _mm256_loadu_si256((const __m256i *)(t27 + 288));
            __m256i t67 = _mm256_loadu_si256((const __m256i *)(t27 + 360));
            __m256i t68 = _mm256_loadu_si256((const __m256i *)(t27 + 432));
            __m256i t69 = _mm256_loadu_si256((const __m256i *)(t27 + 504));
            __m256i t70 = _mm256_permutex2var_epi32(t62, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t66);
            __m256i t71 = _mm256_permutex2var_epi32(t62, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t66);
            __m256i t72 = _mm256_permutex2var_epi32(t63, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t67);
            __m256i t73 = _mm256_permutex2var_epi32(t63, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t67);
            __m256i t74 = _mm256_permutex2var_epi32(t64, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t68);
            __m256i t75 = _mm256_permutex2var_epi32(t64, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t68);
            __m256i t76 = _mm256_permutex2var_epi32(t65, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t69);
            __m256i t77 = _mm256_permutex2var_epi32(t65, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t69);
            __m256i t78 = _mm256_permutex2var_epi32(t70, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t74);
            __m256i t79 = _mm256_permutex2var_epi32(t70, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t74);
            __m256i t80 = _mm256_permutex2var_epi32(t71, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t75);
            __m256i t81 = _mm256_permutex2var_epi32(t71, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t75);
            __m256i t82 = _mm256_permutex2var_epi32(t72, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t76);
            __m256i t83 = _mm256_permutex2var_epi32(t72, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t76);
            __m256i t84 = _mm256_permutex2var_epi32(t73, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t77);
            __m256i t85 = _mm256_permutex2var_epi32(t73, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t77);
            __m256i t86 = _mm256_permutex2var_epi32(t78, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t82);
            __m256i t87 = _mm256_permutex2var_epi32(t78, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t82);
            __m256i t88 = _mm256_permutex2var_epi32(t79, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t83);
            __m256i t89 = _mm256_permutex2var_epi32(t79, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t83);
            __m256i t90 = _mm256_permutex2var_epi32(t80, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t84);
            __m256i t91 = _mm256_permutex2var_epi32(t80, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t84);
            __m256i t92 = _mm256_permutex2var_epi32(t81, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t85);
            __m256i t93 = _mm256_permutex2var_epi32(t81, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t85);
            __m256i t94 = _mm256_loadu_si256((const __m256i *)(t28 + 0));
            __m256i t95 = _mm256_loadu_si256((const __m256i *)(t28 + 72));
            __m256i t96 = _mm256_loadu_si256((const __m256i *)(t28 + 144));
            __m256i t97 = _mm256_loadu_si256((const __m256i *)(t28 + 216));
            __m256i t98 = _mm256_loadu_si256((const __m256i *)(t28 + 288));
            __m256i t99 = _mm256_loadu_si256((const __m256i *)(t28 + 360));
            __m256i t100 = _mm256_loadu_si256((const __m256i *)(t28 + 432));
            __m256i t101 = _mm256_loadu_si256((const __m256i *)(t28 + 504));
            __m256i t102 = _mm256_permutex2var_epi32(t94, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t98);
            __m256i t103 = _mm256_permutex2var_epi32(t94, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t98);
            __m256i t104 = _mm256_permutex2var_epi32(t95, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t99);
            __m256i t105 = _mm256_permutex2var_epi32(t95, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t99);
            __m256i t106 = _mm256_permutex2var_epi32(t96, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t100);
            __m256i t107 = _mm256_permutex2var_epi32(t96, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t100);
            __m256i t108 = _mm256_permutex2var_epi32(t97, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t101);
            __m256i t109 = _mm256_permutex2var_epi32(t97, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t101);
            __m256i t110 = _mm256_permutex2var_epi32(t102, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t106);
            __m256i t111 = _mm256_permutex2var_epi32(t102, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t106);
            __m256i t112 = _mm256_permutex2var_epi32(t103, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t107);
            __m256i t113 = _mm256_permutex2var_epi32(t103, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t107);
            __m256i t114 = _mm256_permutex2var_epi32(t104, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t108);
            __m256i t115 = _mm256_permutex2var_epi32(t104, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t108);
            __m256i t116 = _mm256_permutex2var_epi32(t105, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t109);
            __m256i t117 = _mm256_permutex2var_epi32(t105, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t109);
            __m256i t118 = _mm256_permutex2var_epi32(t110, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t114);
            __m256i t119 = _mm256_permutex2var_epi32(t110, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t114);
            __m256i t120 = _mm256_permutex2var_epi32(t111, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t115);
            __m256i t121 = _mm256_permutex2var_epi32(t111, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t115);
            __m256i t122 = _mm256_permutex2var_epi32(t112, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t116);
            __m256i t123 = _mm256_permutex2var_epi32(t112, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t116);
            __m256i t124 = _mm256_permutex2var_epi32(t113, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t117);
            __m256i t125 = _mm256_permutex2var_epi32(t113, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t117);
            __m256i t126 = _mm256_loadu_si256((const __m256i *)(t29 + 0));
            __m256i t127 = _mm256_loadu_si256((const __m256i *)(t29 + 72));
            __m256i t128 = _mm256_loadu_si256((const __m256i *)(t29 + 144));
            __m256i t129 = _mm256_loadu_si256((const __m256i *)(t29 + 216));
            __m256i t130 = _mm256_loadu_si256((const __m256i *)(t29 + 288));
            __m256i t131 = _mm256_loadu_si256((const __m256i *)(t29 + 360));
            __m256i t132 = _mm256_loadu_si256((const __m256i *)(t29 + 432));
            __m256i t133 = _mm256_loadu_si256((const __m256i *)(t29 + 504));
            __m256i t134 = _mm256_permutex2var_epi32(t126, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t130);
            __m256i t135 = _mm256_permutex2var_epi32(t126, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t130);
            __m256i t136 = _mm256_permutex2var_epi32(t127, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t131);
            __m256i t137 = _mm256_permutex2var_epi32(t127, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t131);
            __m256i t138 = _mm256_permutex2var_epi32(t128, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t132);
            __m256i t139 = _mm256_permutex2var_epi32(t128, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t132);
            __m256i t140 = _mm256_permutex2var_epi32(t129, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t133);
            __m256i t141 = _mm256_permutex2var_epi32(t129, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t133);
            __m256i t142 = _mm256_permutex2var_epi32(t134, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t138);
            __m256i t143 = _mm256_permutex2var_epi32(t134, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t138);
            __m256i t144 = _mm256_permutex2var_epi32(t135, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t139);
            __m256i t145 = _mm256_permutex2var_epi32(t135, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t139);
            __m256i t146 = _mm256_permutex2var_epi32(t136, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t140);
            __m256i t147 = _mm256_permutex2var_epi32(t136, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t140);
            __m256i t148 = _mm256_permutex2var_epi32(t137, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t141);
            __m256i t149 = _mm256_permutex2var_epi32(t137, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t141);
            __m256i t150 = _mm256_permutex2var_epi32(t142, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t146);
            __m256i t151 = _mm256_permutex2var_epi32(t142, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t146);
            __m256i t152 = _mm256_permutex2var_epi32(t143, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t147);
            __m256i t153 = _mm256_permutex2var_epi32(t143, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t147);
            __m256i t154 = _mm256_permutex2var_epi32(t144, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t148);
            __m256i t155 = _mm256_permutex2var_epi32(t144, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t148);
            __m256i t156 = _mm256_permutex2var_epi32(t145, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t149);
            __m256i t157 = _mm256_permutex2var_epi32(t145, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t149);
            __m256i t158 = _mm256_add_epi32(t54, t10);
            __m256i t159 = _mm256_add_epi32(t86, t10);
            __m256i t160 = _mm256_add_epi32(t118, t10);
            __m256i t161 = _mm256_add_epi32(t150, t10);
            _mm256_storeu_si256((__m256i *)&b[t18][t22], t158);
            _mm256_storeu_si256((__m256i *)&b[t19][t23], t159);
            _mm256_storeu_si256((__m256i *)&b[t20][t24], t160);
            _mm256_storeu_si256((__m256i *)&b[t21][t25], t161);
            __m256i t162 = _mm256_add_epi32(t55, t11);
            __m256i t163 = _mm256_add_epi32(t87, t11);
            __m256i t164 = _mm256_add_epi32(t119, t11);
            __m256i t165 = _mm256_add_epi32(t151, t11);
            _mm256_storeu_si256((__m256i *)&b[t3][t22], t162);
            _mm256_storeu_si256((__m256i *)&b[t3][t23], t163);
            _mm256_storeu_si256((__m256i *)&b[t3][t24], t164);
            _mm256_storeu_si256((__m256i *)&b[t3][t25], t165);
            __m256i t166 = _mm256_add_epi32(t56, t12);
            __m256i t167 = _mm256_add_epi32(t88, t12);
            __m256i t168 = _mm256_add_epi32(t120, t12);
            __m256i t169 = _mm256_add_epi32(t152, t12);
            _mm256_storeu_si256((__m256i *)&b[t4][t22], t166);
            _mm256_storeu_si256((__m256i *)&b[t4][t23], t167);
            _mm256_storeu_si256((__m256i *)&b[t4][t24], t168);
            _mm256_storeu_si256((__m256i *)&b[t4][t25], t169);
            __m256i t170 = _mm256_add_epi32(t57, t13);
            __m256i t171 = _mm256_add_epi32(t89, t13);
            __m256i t172 = _mm256_add_epi32(t121, t13);
            __m256i t173 = _mm256_add_epi32(t153, t13);
            _mm256_storeu_si256((__m256i *)&b[t5][t22], t170);
            _mm256_storeu_si256((__m256i *)&b[t5][t23], t171);
            _mm256_storeu_si256((__m256i *)&b[t5][t24], t172);
            _mm256_storeu_si256((__m256i *)&b[t5][t25], t173);
            __m256i t174 = _mm256_add_epi32(t58, t14);
            __m256i t175 = _mm256_add_epi32(t90, t14);
            __m256i t176 = _mm256_add_epi32(t122, t14);
            __m256i t177 = _mm256_add_epi32(t154, t14);
            _mm256_storeu_si256((__m256i *)&b[t6][t22], t174);
            _mm256_storeu_si256((__m256i *)&b[t6][t23], t175);
            _mm256_storeu_si256((__m256i *)&b[t6][t24], t176);
            _mm256_storeu_si256((__m256i *)&b[t6][t25], t177);
            __m256i t178 = _mm256_add_epi32(t59, t15);
            __m256i t179 = _mm256_add_epi32(t91, t15);
            __m256i t180 = _mm256_add_epi32(t123, t15);
            __m256i t181 = _mm256_add_epi32(t155, t15);
            _mm256_storeu_si256((__m256i *)&b[t7][t22], t178);
            _mm256_storeu_si256((__m256i *)&b[t7][t23], t179);
            _mm256_storeu_si256((__m256i *)&b[t7][t24], t180);
            _mm256_storeu_si256((__m256i *)&b[t7][t25], t181);
            __m256i t182 = _mm256_add_epi32(t60, t16);
            __m256i t183 = _mm256_add_epi32(t92, t16);
            __m256i t184 = _mm256_add_epi32(t124, t16);
            __m256i t185 = _mm256_add_epi32(t156, t16);
            _mm256_storeu_si256((__m256i *)&b[t8][t22], t182);
            _mm256_storeu_si256((__m256i *)&b[t8][t23], t183);
            _mm256_storeu_si256((__m256i *)&b[t8][t24], t184);
            _mm256_storeu_si256((__m256i *)&b[t8][t25], t185);
            __m256i t186 = _mm256_add_epi32(t61, t17);
            _mm256_storeu_si256((__m256i *)&b[t9][t22], t186);
            __m256i t187 = _mm256_add_epi32(t93, t17);
            _mm256_storeu_si256((__m256i *)&b[t9][t23], t187);
            __m256i t188 = _mm256_add_epi32(t125, t17);
            _mm256_storeu_si256((__m256i *)&b[t9][t24], t188);
            __m256i t189 = _mm256_add_epi32(t157, t17);
            _mm256_storeu_si256((__m256i *)&b[t9][t25], t189);
            t1 += 32L;
        } while (t1 < 32L);
        for (int j = 32; j < 33; j++) {
            long t190 = (long)i;
            long t191 = (long)j;
            const int (*t192)[72] = a + t191;
            b[t190][t191] = (*t192)[t190] + i;
            long t193 = (long)t3;
            b[t193][t191] = (*t192)[t193] + t3;
            long t194 = (long)t4;
            b[t194][t191] = (*t192)[t194] + t4;
            long t195 = (long)t5;
            b[t195][t191] = (*t192)[t195] + t5;
            long t196 = (long)t6;
            b[t196][t191] = (*t192)[t196] + t6;
            long t197 = (long)t7;
            b[t197][t191] = (*t192)[t197] + t7;
            long t198 = (long)t8;
            b[t198][t191] = (*t192)[t198] + t8;
            long t199 = (long)t9;
            b[t199][t191] = (*t192)[t199] + t9;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256i t200 = _mm256_set1_epi32((int)i_1);
        long t2 = 0L;
        do {
            long t201 = (long)i_1;
            long t202 = (long)i_1;
            long t203 = (long)i_1;
            long t204 = (long)i_1;
            long t205 = (long)(int)t2;
            long t206 = (long)(int)(t2 + 8L);
            long t207 = (long)(int)(t2 + 16L);
            long t208 = (long)(int)(t2 + 24L);
            __m256i t209 = _mm256_i32gather_epi32((const int *)&a[t205][t201], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i t210 = _mm256_i32gather_epi32((const int *)&a[t206][t202], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i t211 = _mm256_i32gather_epi32((const int *)&a[t207][t203], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i t212 = _mm256_i32gather_epi32((const int *)&a[t208][t204], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i t213 = _mm256_add_epi32(t209, t200);
            _mm256_storeu_si256((__m256i *)&b[t201][t205], t213);
            __m256i t214 = _mm256_add_epi32(t210, t200);
            _mm256_storeu_si256((__m256i *)&b[t202][t206], t214);
            __m256i t215 = _mm256_add_epi32(t211, t200);
            _mm256_storeu_si256((__m256i *)&b[t203][t207], t215);
            __m256i t216 = _mm256_add_epi32(t212, t200);
            _mm256_storeu_si256((__m256i *)&b[t204][t208], t216);
            t2 += 32L;
        } while (t2 < 32L);
        for (int j_1 = 32; j_1 < 33; j_1++) {
            long t217 = (long)i_1;
            long t218 = (long)j_1;
            b[t217][t218] = a[t218][t217] + i_1;
        }
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    vcc_no_contract_body
    for (int i = 0; i < m; i++) {
        long t1 = 0L;
        do {
            int t2 = (int)(1L + t1);
            int t3 = (int)(1L + (t1 + 8L));
            int t4 = (int)(1L + (t1 + 16L));
            int t5 = (int)(1L + (t1 + 24L));
            long t6 = (long)i;
            long t7 = (long)i;
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)t2;
            long t11 = (long)t3;
            long t12 = (long)t4;
            long t13 = (long)t5;
            float *t14 = &b[t6][t10];
            float *t15 = &b[t7][t11];
            float *t16 = &b[t8][t12];
            float *t17 = &b[t9][t13];
            __m256 t18 = _mm256_i32gather_ps(&a[t10][t6], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t19 = _mm256_i32gather_ps(&a[t11][t7], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t20 = _mm256_i32gather_ps(&a[t12][t8], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t21 = _mm256_i32gather_ps(&a[t13][t9], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            _mm256_storeu_ps(t14, t18);
            _mm256_storeu_ps(t15, t19);
            _mm256_storeu_ps(t16, t20);
            _mm256_storeu_ps(t17, t21);
            __m256 t22 = _mm256_loadu_ps(t14);
            __m256 t23 = _mm256_loadu_ps(t15);
            __m256 t24 = _mm256_loadu_ps(t16);
            __m256 t25 = _mm256_loadu_ps(t17);
            __m256 t26 = _mm256_mul_ps(t22, _mm256_set1_ps(0.5f));
            _mm256_i32scatter_ps(&a[t2 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t26, 4);
            __m256 t27 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
            _mm256_i32scatter_ps(&a[t3 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t27, 4);
            __m256 t28 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
            _mm256_i32scatter_ps(&a[t4 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t28, 4);
            __m256 t29 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
            _mm256_i32scatter_ps(&a[t5 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t29, 4);
            t1 += 32L;
        } while (t1 < 32L);
        for (int j = 33; j < 40; j++) {
            long t30 = (long)i;
            long t31 = (long)j;
            float *t32 = &b[t30][t31];
            *t32 = a[t31][t30];
            a[j - 1][i + 1] = *t32 * 0.5f;
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
