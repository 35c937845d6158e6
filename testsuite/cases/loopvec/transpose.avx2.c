/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_scatter_ps(P, I, V, M) do { __m256i vcc_i = (I); __m256 vcc_v = (V); int vcc_m = (M); __m128i vcc_i0 = _mm256_castsi256_si128(vcc_i), vcc_i1 = _mm256_extracti128_si256(vcc_i, 1); __m128 vcc_v0 = _mm256_castps256_ps128(vcc_v), vcc_v1 = _mm256_extractf128_ps(vcc_v, 1); if (vcc_m & 1) (P)[_mm_cvtsi128_si32(vcc_i0)] = _mm_cvtss_f32(vcc_v0); if (vcc_m & 2) (P)[_mm_extract_epi32(vcc_i0, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 1)); if (vcc_m & 4) (P)[_mm_extract_epi32(vcc_i0, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 2)); if (vcc_m & 8) (P)[_mm_extract_epi32(vcc_i0, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v0, vcc_v0, 3)); if (vcc_m & 16) (P)[_mm_cvtsi128_si32(vcc_i1)] = _mm_cvtss_f32(vcc_v1); if (vcc_m & 32) (P)[_mm_extract_epi32(vcc_i1, 1)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 1)); if (vcc_m & 64) (P)[_mm_extract_epi32(vcc_i1, 2)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 2)); if (vcc_m & 128) (P)[_mm_extract_epi32(vcc_i1, 3)] = _mm_cvtss_f32(_mm_shuffle_ps(vcc_v1, vcc_v1, 3)); } while (0)

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

__attribute__((target("avx2"))) void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    long t14;
    long t15;
    const float *t16;
    const float *t17;
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
    int j;
    long t98;
    long t99;
    const float (*t100)[72];
    long t101;
    long t102;
    long t103;
    long t104;
    long t105;
    long t106;
    long t107;
    int i_1;
    long t108;
    __m256 t109;
    long t110;
    long t111;
    long t112;
    long t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256 t117;
    int j_1;
    long t118;
    long t119;
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
        if (53L >= 16L) {
            t10 = 53L & -16L;
            t11 = _mm256_set1_ps(s);
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)i;
                t14 = (long)(int)((long)0 + t1);
                t15 = (long)(int)((long)0 + (t1 + 8L));
                t16 = &a[t14][t12];
                t17 = &a[t15][t13];
                t18 = _mm256_loadu_ps(t16 + 0);
                t19 = _mm256_loadu_ps(t16 + 72);
                t20 = _mm256_loadu_ps(t16 + 144);
                t21 = _mm256_loadu_ps(t16 + 216);
                t22 = _mm256_loadu_ps(t16 + 288);
                t23 = _mm256_loadu_ps(t16 + 360);
                t24 = _mm256_loadu_ps(t16 + 432);
                t25 = _mm256_loadu_ps(t16 + 504);
                t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
                t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
                t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
                t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
                t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
                t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
                t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
                t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
                t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
                t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
                t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
                t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
                t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
                t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
                t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
                t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
                t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
                t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
                t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x20);
                t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x31);
                t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x20);
                t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x31);
                t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x20);
                t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x31);
                t50 = _mm256_loadu_ps(t17 + 0);
                t51 = _mm256_loadu_ps(t17 + 72);
                t52 = _mm256_loadu_ps(t17 + 144);
                t53 = _mm256_loadu_ps(t17 + 216);
                t54 = _mm256_loadu_ps(t17 + 288);
                t55 = _mm256_loadu_ps(t17 + 360);
                t56 = _mm256_loadu_ps(t17 + 432);
                t57 = _mm256_loadu_ps(t17 + 504);
                t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x20);
                t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x31);
                t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x20);
                t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x31);
                t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x20);
                t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x31);
                t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x20);
                t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x31);
                t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x20);
                t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x31);
                t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x20);
                t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x31);
                t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x20);
                t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x31);
                t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x20);
                t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x31);
                t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x20);
                t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x31);
                t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x20);
                t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x31);
                t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x20);
                t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x31);
                t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x20);
                t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x31);
                t82 = _mm256_mul_ps(t42, t11);
                t83 = _mm256_mul_ps(t74, t11);
                _mm256_storeu_ps(&b[t12][t14], t82);
                _mm256_storeu_ps(&b[t13][t15], t83);
                t84 = _mm256_mul_ps(t43, t11);
                t85 = _mm256_mul_ps(t75, t11);
                _mm256_storeu_ps(&b[t3][t14], t84);
                _mm256_storeu_ps(&b[t3][t15], t85);
                t86 = _mm256_mul_ps(t44, t11);
                t87 = _mm256_mul_ps(t76, t11);
                _mm256_storeu_ps(&b[t4][t14], t86);
                _mm256_storeu_ps(&b[t4][t15], t87);
                t88 = _mm256_mul_ps(t45, t11);
                t89 = _mm256_mul_ps(t77, t11);
                _mm256_storeu_ps(&b[t5][t14], t88);
                _mm256_storeu_ps(&b[t5][t15], t89);
                t90 = _mm256_mul_ps(t46, t11);
                t91 = _mm256_mul_ps(t78, t11);
                _mm256_storeu_ps(&b[t6][t14], t90);
                _mm256_storeu_ps(&b[t6][t15], t91);
                t92 = _mm256_mul_ps(t47, t11);
                t93 = _mm256_mul_ps(t79, t11);
                _mm256_storeu_ps(&b[t7][t14], t92);
                _mm256_storeu_ps(&b[t7][t15], t93);
                t94 = _mm256_mul_ps(t48, t11);
                t95 = _mm256_mul_ps(t80, t11);
                _mm256_storeu_ps(&b[t8][t14], t94);
                _mm256_storeu_ps(&b[t8][t15], t95);
                t96 = _mm256_mul_ps(t49, t11);
                _mm256_storeu_ps(&b[t9][t14], t96);
                t97 = _mm256_mul_ps(t81, t11);
                _mm256_storeu_ps(&b[t9][t15], t97);
                t1 += 16L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 53; j++) {
            t98 = (long)i;
            t99 = (long)j;
            t100 = a + t99;
            b[t98][t99] = (*t100)[t98] * s;
            t101 = (long)t3;
            b[t101][t99] = (*t100)[t101] * s;
            t102 = (long)t4;
            b[t102][t99] = (*t100)[t102] * s;
            t103 = (long)t5;
            b[t103][t99] = (*t100)[t103] * s;
            t104 = (long)t6;
            b[t104][t99] = (*t100)[t104] * s;
            t105 = (long)t7;
            b[t105][t99] = (*t100)[t105] * s;
            t106 = (long)t8;
            b[t106][t99] = (*t100)[t106] * s;
            t107 = (long)t9;
            b[t107][t99] = (*t100)[t107] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (53L >= 16L) {
            t108 = 53L & -16L;
            t109 = _mm256_set1_ps(s);
            t2 = 0L;
            do {
                t110 = (long)i_1;
                t111 = (long)i_1;
                t112 = (long)(int)((long)0 + t2);
                t113 = (long)(int)((long)0 + (t2 + 8L));
                t114 = _mm256_i32gather_ps(&a[t112][t110], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t115 = _mm256_i32gather_ps(&a[t113][t111], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t116 = _mm256_mul_ps(t114, t109);
                _mm256_storeu_ps(&b[t110][t112], t116);
                t117 = _mm256_mul_ps(t115, t109);
                _mm256_storeu_ps(&b[t111][t113], t117);
                t2 += 16L;
            } while (t2 < t108);
            j_1 = (int)((long)0 + t108);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 53; j_1++) {
            t118 = (long)i_1;
            t119 = (long)j_1;
            b[t118][t119] = a[t119][t118] * s;
        }
    }
}

__attribute__((target("avx2"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
                t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x20);
                t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x31);
                t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x20);
                t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x31);
                t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x20);
                t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x31);
                t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
                t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
                t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
                t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
                t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
                t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
                t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
                t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
                t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
                t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
                t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
                t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
                t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
                t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
                t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
                t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
                t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
                t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
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

__attribute__((target("avx2"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
                t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x20);
                t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x31);
                t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x20);
                t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x31);
                t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x20);
                t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x31);
                t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
                t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
                t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
                t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
                t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
                t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
                t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
                t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
                t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
                t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
                t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
                t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
                t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
                t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
                t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
                t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
                t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
                t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
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

__attribute__((target("avx2"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    long t14;
    long t15;
    const float *t16;
    const float *t17;
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
    int j;
    long t98;
    long t99;
    const float (*t100)[72];
    long t101;
    long t102;
    long t103;
    long t104;
    long t105;
    long t106;
    long t107;
    int i_1;
    long t108;
    __m256 t109;
    long t110;
    long t111;
    long t112;
    long t113;
    __m256 t114;
    __m256 t115;
    __m256 t116;
    __m256 t117;
    int j_1;
    long t118;
    long t119;
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
        if (17L >= 16L) {
            t10 = 17L & -16L;
            t11 = _mm256_set1_ps(s);
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)i;
                t14 = (long)(int)((long)0 + t1);
                t15 = (long)(int)((long)0 + (t1 + 8L));
                t16 = &a[t14][t12];
                t17 = &a[t15][t13];
                t18 = _mm256_loadu_ps(t16 + 0);
                t19 = _mm256_loadu_ps(t16 + 72);
                t20 = _mm256_loadu_ps(t16 + 144);
                t21 = _mm256_loadu_ps(t16 + 216);
                t22 = _mm256_loadu_ps(t16 + 288);
                t23 = _mm256_loadu_ps(t16 + 360);
                t24 = _mm256_loadu_ps(t16 + 432);
                t25 = _mm256_loadu_ps(t16 + 504);
                t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
                t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
                t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
                t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
                t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
                t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
                t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
                t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
                t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
                t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
                t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
                t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
                t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
                t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
                t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
                t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
                t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
                t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
                t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x20);
                t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x31);
                t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x20);
                t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x31);
                t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x20);
                t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x31);
                t50 = _mm256_loadu_ps(t17 + 0);
                t51 = _mm256_loadu_ps(t17 + 72);
                t52 = _mm256_loadu_ps(t17 + 144);
                t53 = _mm256_loadu_ps(t17 + 216);
                t54 = _mm256_loadu_ps(t17 + 288);
                t55 = _mm256_loadu_ps(t17 + 360);
                t56 = _mm256_loadu_ps(t17 + 432);
                t57 = _mm256_loadu_ps(t17 + 504);
                t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x20);
                t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t50, t54), _mm256_unpackhi_ps(t50, t54), 0x31);
                t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x20);
                t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x31);
                t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x20);
                t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x31);
                t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x20);
                t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x31);
                t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x20);
                t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x31);
                t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x20);
                t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x31);
                t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x20);
                t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x31);
                t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x20);
                t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x31);
                t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x20);
                t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x31);
                t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x20);
                t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x31);
                t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x20);
                t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x31);
                t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x20);
                t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x31);
                t82 = _mm256_mul_ps(t42, t11);
                t83 = _mm256_mul_ps(t74, t11);
                _mm256_storeu_ps(&b[t12][t14], t82);
                _mm256_storeu_ps(&b[t13][t15], t83);
                t84 = _mm256_mul_ps(t43, t11);
                t85 = _mm256_mul_ps(t75, t11);
                _mm256_storeu_ps(&b[t3][t14], t84);
                _mm256_storeu_ps(&b[t3][t15], t85);
                t86 = _mm256_mul_ps(t44, t11);
                t87 = _mm256_mul_ps(t76, t11);
                _mm256_storeu_ps(&b[t4][t14], t86);
                _mm256_storeu_ps(&b[t4][t15], t87);
                t88 = _mm256_mul_ps(t45, t11);
                t89 = _mm256_mul_ps(t77, t11);
                _mm256_storeu_ps(&b[t5][t14], t88);
                _mm256_storeu_ps(&b[t5][t15], t89);
                t90 = _mm256_mul_ps(t46, t11);
                t91 = _mm256_mul_ps(t78, t11);
                _mm256_storeu_ps(&b[t6][t14], t90);
                _mm256_storeu_ps(&b[t6][t15], t91);
                t92 = _mm256_mul_ps(t47, t11);
                t93 = _mm256_mul_ps(t79, t11);
                _mm256_storeu_ps(&b[t7][t14], t92);
                _mm256_storeu_ps(&b[t7][t15], t93);
                t94 = _mm256_mul_ps(t48, t11);
                t95 = _mm256_mul_ps(t80, t11);
                _mm256_storeu_ps(&b[t8][t14], t94);
                _mm256_storeu_ps(&b[t8][t15], t95);
                t96 = _mm256_mul_ps(t49, t11);
                _mm256_storeu_ps(&b[t9][t14], t96);
                t97 = _mm256_mul_ps(t81, t11);
                _mm256_storeu_ps(&b[t9][t15], t97);
                t1 += 16L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 17; j++) {
            t98 = (long)i;
            t99 = (long)j;
            t100 = a + t99;
            b[t98][t99] = (*t100)[t98] * s;
            t101 = (long)t3;
            b[t101][t99] = (*t100)[t101] * s;
            t102 = (long)t4;
            b[t102][t99] = (*t100)[t102] * s;
            t103 = (long)t5;
            b[t103][t99] = (*t100)[t103] * s;
            t104 = (long)t6;
            b[t104][t99] = (*t100)[t104] * s;
            t105 = (long)t7;
            b[t105][t99] = (*t100)[t105] * s;
            t106 = (long)t8;
            b[t106][t99] = (*t100)[t106] * s;
            t107 = (long)t9;
            b[t107][t99] = (*t100)[t107] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (17L >= 16L) {
            t108 = 17L & -16L;
            t109 = _mm256_set1_ps(s);
            t2 = 0L;
            do {
                t110 = (long)i_1;
                t111 = (long)i_1;
                t112 = (long)(int)((long)0 + t2);
                t113 = (long)(int)((long)0 + (t2 + 8L));
                t114 = _mm256_i32gather_ps(&a[t112][t110], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t115 = _mm256_i32gather_ps(&a[t113][t111], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t116 = _mm256_mul_ps(t114, t109);
                _mm256_storeu_ps(&b[t110][t112], t116);
                t117 = _mm256_mul_ps(t115, t109);
                _mm256_storeu_ps(&b[t111][t113], t117);
                t2 += 16L;
            } while (t2 < t108);
            j_1 = (int)((long)0 + t108);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 17; j_1++) {
            t118 = (long)i_1;
            t119 = (long)j_1;
            b[t118][t119] = a[t119][t118] * s;
        }
    }
}

__attribute__((target("avx2"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    long t14;
    long t15;
    long t16;
    long t17;
    long t18;
    long t19;
    const float *t20;
    const float *t21;
    const float *t22;
    const float *t23;
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
    __m256 t151;
    __m256 t152;
    __m256 t153;
    __m256 t154;
    __m256 t155;
    __m256 t156;
    __m256 t157;
    __m256 t158;
    __m256 t159;
    __m256 t160;
    __m256 t161;
    __m256 t162;
    __m256 t163;
    __m256 t164;
    __m256 t165;
    __m256 t166;
    __m256 t167;
    __m256 t168;
    __m256 t169;
    __m256 t170;
    __m256 t171;
    __m256 t172;
    __m256 t173;
    __m256 t174;
    __m256 t175;
    __m256 t176;
    __m256 t177;
    __m256 t178;
    __m256 t179;
    __m256 t180;
    __m256 t181;
    __m256 t182;
    __m256 t183;
    int j;
    long t184;
    long t185;
    const float (*t186)[72];
    long t187;
    long t188;
    long t189;
    long t190;
    long t191;
    long t192;
    long t193;
    int i_1;
    long t194;
    __m256 t195;
    long t196;
    long t197;
    long t198;
    long t199;
    long t200;
    long t201;
    long t202;
    long t203;
    __m256 t204;
    __m256 t205;
    __m256 t206;
    __m256 t207;
    __m256 t208;
    __m256 t209;
    __m256 t210;
    __m256 t211;
    int j_1;
    long t212;
    long t213;
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
        if (64L >= 32L) {
            t10 = 64L & -32L;
            t11 = _mm256_set1_ps(s);
            t1 = 0L;
            do {
                t12 = (long)i;
                t13 = (long)i;
                t14 = (long)i;
                t15 = (long)i;
                t16 = (long)(int)((long)0 + t1);
                t17 = (long)(int)((long)0 + (t1 + 8L));
                t18 = (long)(int)((long)0 + (t1 + 16L));
                t19 = (long)(int)((long)0 + (t1 + 24L));
                t20 = &a[t16][t12];
                t21 = &a[t17][t13];
                t22 = &a[t18][t14];
                t23 = &a[t19][t15];
                t24 = _mm256_loadu_ps(t20 + 0);
                t25 = _mm256_loadu_ps(t20 + 72);
                t26 = _mm256_loadu_ps(t20 + 144);
                t27 = _mm256_loadu_ps(t20 + 216);
                t28 = _mm256_loadu_ps(t20 + 288);
                t29 = _mm256_loadu_ps(t20 + 360);
                t30 = _mm256_loadu_ps(t20 + 432);
                t31 = _mm256_loadu_ps(t20 + 504);
                t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
                t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
                t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
                t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
                t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
                t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
                t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
                t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
                t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
                t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
                t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
                t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
                t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x20);
                t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t34, t38), _mm256_unpackhi_ps(t34, t38), 0x31);
                t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x20);
                t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x31);
                t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x20);
                t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t40, t44), _mm256_unpackhi_ps(t40, t44), 0x31);
                t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x20);
                t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t41, t45), _mm256_unpackhi_ps(t41, t45), 0x31);
                t52 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t42, t46), _mm256_unpackhi_ps(t42, t46), 0x20);
                t53 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t42, t46), _mm256_unpackhi_ps(t42, t46), 0x31);
                t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t43, t47), _mm256_unpackhi_ps(t43, t47), 0x20);
                t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t43, t47), _mm256_unpackhi_ps(t43, t47), 0x31);
                t56 = _mm256_loadu_ps(t21 + 0);
                t57 = _mm256_loadu_ps(t21 + 72);
                t58 = _mm256_loadu_ps(t21 + 144);
                t59 = _mm256_loadu_ps(t21 + 216);
                t60 = _mm256_loadu_ps(t21 + 288);
                t61 = _mm256_loadu_ps(t21 + 360);
                t62 = _mm256_loadu_ps(t21 + 432);
                t63 = _mm256_loadu_ps(t21 + 504);
                t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x20);
                t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x31);
                t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t57, t61), _mm256_unpackhi_ps(t57, t61), 0x20);
                t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t57, t61), _mm256_unpackhi_ps(t57, t61), 0x31);
                t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x20);
                t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t58, t62), _mm256_unpackhi_ps(t58, t62), 0x31);
                t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x20);
                t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x31);
                t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x20);
                t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x31);
                t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x20);
                t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x31);
                t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x20);
                t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t66, t70), _mm256_unpackhi_ps(t66, t70), 0x31);
                t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x20);
                t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x31);
                t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t72, t76), _mm256_unpackhi_ps(t72, t76), 0x20);
                t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t72, t76), _mm256_unpackhi_ps(t72, t76), 0x31);
                t82 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t73, t77), _mm256_unpackhi_ps(t73, t77), 0x20);
                t83 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t73, t77), _mm256_unpackhi_ps(t73, t77), 0x31);
                t84 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t74, t78), _mm256_unpackhi_ps(t74, t78), 0x20);
                t85 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t74, t78), _mm256_unpackhi_ps(t74, t78), 0x31);
                t86 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t75, t79), _mm256_unpackhi_ps(t75, t79), 0x20);
                t87 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t75, t79), _mm256_unpackhi_ps(t75, t79), 0x31);
                t88 = _mm256_loadu_ps(t22 + 0);
                t89 = _mm256_loadu_ps(t22 + 72);
                t90 = _mm256_loadu_ps(t22 + 144);
                t91 = _mm256_loadu_ps(t22 + 216);
                t92 = _mm256_loadu_ps(t22 + 288);
                t93 = _mm256_loadu_ps(t22 + 360);
                t94 = _mm256_loadu_ps(t22 + 432);
                t95 = _mm256_loadu_ps(t22 + 504);
                t96 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t88, t92), _mm256_unpackhi_ps(t88, t92), 0x20);
                t97 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t88, t92), _mm256_unpackhi_ps(t88, t92), 0x31);
                t98 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t93), _mm256_unpackhi_ps(t89, t93), 0x20);
                t99 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t89, t93), _mm256_unpackhi_ps(t89, t93), 0x31);
                t100 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t94), _mm256_unpackhi_ps(t90, t94), 0x20);
                t101 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t90, t94), _mm256_unpackhi_ps(t90, t94), 0x31);
                t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x20);
                t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x31);
                t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x20);
                t105 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t96, t100), _mm256_unpackhi_ps(t96, t100), 0x31);
                t106 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t97, t101), _mm256_unpackhi_ps(t97, t101), 0x20);
                t107 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t97, t101), _mm256_unpackhi_ps(t97, t101), 0x31);
                t108 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t98, t102), _mm256_unpackhi_ps(t98, t102), 0x20);
                t109 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t98, t102), _mm256_unpackhi_ps(t98, t102), 0x31);
                t110 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x20);
                t111 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x31);
                t112 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x20);
                t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t104, t108), _mm256_unpackhi_ps(t104, t108), 0x31);
                t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x20);
                t115 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t105, t109), _mm256_unpackhi_ps(t105, t109), 0x31);
                t116 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x20);
                t117 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t106, t110), _mm256_unpackhi_ps(t106, t110), 0x31);
                t118 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x20);
                t119 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t107, t111), _mm256_unpackhi_ps(t107, t111), 0x31);
                t120 = _mm256_loadu_ps(t23 + 0);
                t121 = _mm256_loadu_ps(t23 + 72);
                t122 = _mm256_loadu_ps(t23 + 144);
                t123 = _mm256_loadu_ps(t23 + 216);
                t124 = _mm256_loadu_ps(t23 + 288);
                t125 = _mm256_loadu_ps(t23 + 360);
                t126 = _mm256_loadu_ps(t23 + 432);
                t127 = _mm256_loadu_ps(t23 + 504);
                t128 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t120, t124), _mm256_unpackhi_ps(t120, t124), 0x20);
                t129 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t120, t124), _mm256_unpackhi_ps(t120, t124), 0x31);
                t130 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t121, t125), _mm256_unpackhi_ps(t121, t125), 0x20);
                t131 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t121, t125), _mm256_unpackhi_ps(t121, t125), 0x31);
                t132 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t122, t126), _mm256_unpackhi_ps(t122, t126), 0x20);
                t133 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t122, t126), _mm256_unpackhi_ps(t122, t126), 0x31);
                t134 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t123, t127), _mm256_unpackhi_ps(t123, t127), 0x20);
                t135 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t123, t127), _mm256_unpackhi_ps(t123, t127), 0x31);
                t136 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t128, t132), _mm256_unpackhi_ps(t128, t132), 0x20);
                t137 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t128, t132), _mm256_unpackhi_ps(t128, t132), 0x31);
                t138 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t129, t133), _mm256_unpackhi_ps(t129, t133), 0x20);
                t139 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t129, t133), _mm256_unpackhi_ps(t129, t133), 0x31);
                t140 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t130, t134), _mm256_unpackhi_ps(t130, t134), 0x20);
                t141 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t130, t134), _mm256_unpackhi_ps(t130, t134), 0x31);
                t142 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t131, t135), _mm256_unpackhi_ps(t131, t135), 0x20);
                t143 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t131, t135), _mm256_unpackhi_ps(t131, t135), 0x31);
                t144 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t136, t140), _mm256_unpackhi_ps(t136, t140), 0x20);
                t145 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t136, t140), _mm256_unpackhi_ps(t136, t140), 0x31);
                t146 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t137, t141), _mm256_unpackhi_ps(t137, t141), 0x20);
                t147 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t137, t141), _mm256_unpackhi_ps(t137, t141), 0x31);
                t148 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t138, t142), _mm256_unpackhi_ps(t138, t142), 0x20);
                t149 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t138, t142), _mm256_unpackhi_ps(t138, t142), 0x31);
                t150 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t139, t143), _mm256_unpackhi_ps(t139, t143), 0x20);
                t151 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t139, t143), _mm256_unpackhi_ps(t139, t143), 0x31);
                t152 = _mm256_mul_ps(t48, t11);
                t153 = _mm256_mul_ps(t80, t11);
                t154 = _mm256_mul_ps(t112, t11);
                t155 = _mm256_mul_ps(t144, t11);
                _mm256_storeu_ps(&b[t12][t16], t152);
                _mm256_storeu_ps(&b[t13][t17], t153);
                _mm256_storeu_ps(&b[t14][t18], t154);
                _mm256_storeu_ps(&b[t15][t19], t155);
                t156 = _mm256_mul_ps(t49, t11);
                t157 = _mm256_mul_ps(t81, t11);
                t158 = _mm256_mul_ps(t113, t11);
                t159 = _mm256_mul_ps(t145, t11);
                _mm256_storeu_ps(&b[t3][t16], t156);
                _mm256_storeu_ps(&b[t3][t17], t157);
                _mm256_storeu_ps(&b[t3][t18], t158);
                _mm256_storeu_ps(&b[t3][t19], t159);
                t160 = _mm256_mul_ps(t50, t11);
                t161 = _mm256_mul_ps(t82, t11);
                t162 = _mm256_mul_ps(t114, t11);
                t163 = _mm256_mul_ps(t146, t11);
                _mm256_storeu_ps(&b[t4][t16], t160);
                _mm256_storeu_ps(&b[t4][t17], t161);
                _mm256_storeu_ps(&b[t4][t18], t162);
                _mm256_storeu_ps(&b[t4][t19], t163);
                t164 = _mm256_mul_ps(t51, t11);
                t165 = _mm256_mul_ps(t83, t11);
                t166 = _mm256_mul_ps(t115, t11);
                t167 = _mm256_mul_ps(t147, t11);
                _mm256_storeu_ps(&b[t5][t16], t164);
                _mm256_storeu_ps(&b[t5][t17], t165);
                _mm256_storeu_ps(&b[t5][t18], t166);
                _mm256_storeu_ps(&b[t5][t19], t167);
                t168 = _mm256_mul_ps(t52, t11);
                t169 = _mm256_mul_ps(t84, t11);
                t170 = _mm256_mul_ps(t116, t11);
                t171 = _mm256_mul_ps(t148, t11);
                _mm256_storeu_ps(&b[t6][t16], t168);
                _mm256_storeu_ps(&b[t6][t17], t169);
                _mm256_storeu_ps(&b[t6][t18], t170);
                _mm256_storeu_ps(&b[t6][t19], t171);
                t172 = _mm256_mul_ps(t53, t11);
                t173 = _mm256_mul_ps(t85, t11);
                t174 = _mm256_mul_ps(t117, t11);
                t175 = _mm256_mul_ps(t149, t11);
                _mm256_storeu_ps(&b[t7][t16], t172);
                _mm256_storeu_ps(&b[t7][t17], t173);
                _mm256_storeu_ps(&b[t7][t18], t174);
                _mm256_storeu_ps(&b[t7][t19], t175);
                t176 = _mm256_mul_ps(t54, t11);
                t177 = _mm256_mul_ps(t86, t11);
                t178 = _mm256_mul_ps(t118, t11);
                t179 = _mm256_mul_ps(t150, t11);
                _mm256_storeu_ps(&b[t8][t16], t176);
                _mm256_storeu_ps(&b[t8][t17], t177);
                _mm256_storeu_ps(&b[t8][t18], t178);
                _mm256_storeu_ps(&b[t8][t19], t179);
                t180 = _mm256_mul_ps(t55, t11);
                _mm256_storeu_ps(&b[t9][t16], t180);
                t181 = _mm256_mul_ps(t87, t11);
                _mm256_storeu_ps(&b[t9][t17], t181);
                t182 = _mm256_mul_ps(t119, t11);
                _mm256_storeu_ps(&b[t9][t18], t182);
                t183 = _mm256_mul_ps(t151, t11);
                _mm256_storeu_ps(&b[t9][t19], t183);
                t1 += 32L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 64; j++) {
            t184 = (long)i;
            t185 = (long)j;
            t186 = a + t185;
            b[t184][t185] = (*t186)[t184] * s;
            t187 = (long)t3;
            b[t187][t185] = (*t186)[t187] * s;
            t188 = (long)t4;
            b[t188][t185] = (*t186)[t188] * s;
            t189 = (long)t5;
            b[t189][t185] = (*t186)[t189] * s;
            t190 = (long)t6;
            b[t190][t185] = (*t186)[t190] * s;
            t191 = (long)t7;
            b[t191][t185] = (*t186)[t191] * s;
            t192 = (long)t8;
            b[t192][t185] = (*t186)[t192] * s;
            t193 = (long)t9;
            b[t193][t185] = (*t186)[t193] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        if (64L >= 32L) {
            t194 = 64L & -32L;
            t195 = _mm256_set1_ps(s);
            t2 = 0L;
            do {
                t196 = (long)i_1;
                t197 = (long)i_1;
                t198 = (long)i_1;
                t199 = (long)i_1;
                t200 = (long)(int)((long)0 + t2);
                t201 = (long)(int)((long)0 + (t2 + 8L));
                t202 = (long)(int)((long)0 + (t2 + 16L));
                t203 = (long)(int)((long)0 + (t2 + 24L));
                t204 = _mm256_i32gather_ps(&a[t200][t196], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t205 = _mm256_i32gather_ps(&a[t201][t197], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t206 = _mm256_i32gather_ps(&a[t202][t198], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t207 = _mm256_i32gather_ps(&a[t203][t199], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t208 = _mm256_mul_ps(t204, t195);
                _mm256_storeu_ps(&b[t196][t200], t208);
                t209 = _mm256_mul_ps(t205, t195);
                _mm256_storeu_ps(&b[t197][t201], t209);
                t210 = _mm256_mul_ps(t206, t195);
                _mm256_storeu_ps(&b[t198][t202], t210);
                t211 = _mm256_mul_ps(t207, t195);
                _mm256_storeu_ps(&b[t199][t203], t211);
                t2 += 32L;
            } while (t2 < t194);
            j_1 = (int)((long)0 + t194);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 64; j_1++) {
            t212 = (long)i_1;
            t213 = (long)j_1;
            b[t212][t213] = a[t213][t212] * s;
        }
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

__attribute__((target("avx2"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    long t1;
    long t2;
    long t3;
    long t4;
    int i;
    int t5;
    int t6;
    int t7;
    long t8;
    long t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    long t15;
    long t16;
    const double *t17;
    const double *t18;
    const double *t19;
    const double *t20;
    __m256d t21;
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
    __m256d t62;
    __m256d t63;
    __m256d t64;
    __m256d t65;
    __m256d t66;
    __m256d t67;
    __m256d t68;
    int t69;
    long t70;
    long t71;
    long t72;
    long t73;
    const double *t74;
    __m256d t75;
    __m256d t76;
    __m256d t77;
    __m256d t78;
    __m256d t79;
    __m256d t80;
    __m256d t81;
    __m256d t82;
    __m256d t83;
    __m256d t84;
    __m256d t85;
    __m256d t86;
    int j;
    long t87;
    long t88;
    const double (*t89)[72];
    long t90;
    long t91;
    long t92;
    int i_1;
    long t93;
    long t94;
    long t95;
    long t96;
    long t97;
    long t98;
    long t99;
    long t100;
    long t101;
    __m256d t102;
    __m256d t103;
    __m256d t104;
    __m256d t105;
    int t106;
    long t107;
    long t108;
    long t109;
    long t110;
    __m256d t111;
    int j_1;
    long t112;
    long t113;
    i = 0;
    for (;; i = t7 + 1) {
        if (i >= m) {
            i_1 = i;
            break;
        }
        t5 = i + 1;
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
        if (37L >= 16L) {
            t8 = 37L & -16L;
            t1 = 0L;
            do {
                t9 = (long)i;
                t10 = (long)i;
                t11 = (long)i;
                t12 = (long)i;
                t13 = (long)(int)((long)0 + t1);
                t14 = (long)(int)((long)0 + (t1 + 4L));
                t15 = (long)(int)((long)0 + (t1 + 8L));
                t16 = (long)(int)((long)0 + (t1 + 12L));
                t17 = &a[t13][t9];
                t18 = &a[t14][t10];
                t19 = &a[t15][t11];
                t20 = &a[t16][t12];
                t21 = _mm256_loadu_pd(t17 + 0);
                t22 = _mm256_loadu_pd(t17 + 72);
                t23 = _mm256_loadu_pd(t17 + 144);
                t24 = _mm256_loadu_pd(t17 + 216);
                t25 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t21, t23), _mm256_unpackhi_pd(t21, t23), 0x20);
                t26 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t21, t23), _mm256_unpackhi_pd(t21, t23), 0x31);
                t27 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t22, t24), _mm256_unpackhi_pd(t22, t24), 0x20);
                t28 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t22, t24), _mm256_unpackhi_pd(t22, t24), 0x31);
                t29 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t25, t27), _mm256_unpackhi_pd(t25, t27), 0x20);
                t30 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t25, t27), _mm256_unpackhi_pd(t25, t27), 0x31);
                t31 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t26, t28), _mm256_unpackhi_pd(t26, t28), 0x20);
                t32 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t26, t28), _mm256_unpackhi_pd(t26, t28), 0x31);
                t33 = _mm256_loadu_pd(t18 + 0);
                t34 = _mm256_loadu_pd(t18 + 72);
                t35 = _mm256_loadu_pd(t18 + 144);
                t36 = _mm256_loadu_pd(t18 + 216);
                t37 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t33, t35), _mm256_unpackhi_pd(t33, t35), 0x20);
                t38 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t33, t35), _mm256_unpackhi_pd(t33, t35), 0x31);
                t39 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t34, t36), _mm256_unpackhi_pd(t34, t36), 0x20);
                t40 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t34, t36), _mm256_unpackhi_pd(t34, t36), 0x31);
                t41 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t37, t39), _mm256_unpackhi_pd(t37, t39), 0x20);
                t42 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t37, t39), _mm256_unpackhi_pd(t37, t39), 0x31);
                t43 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t38, t40), _mm256_unpackhi_pd(t38, t40), 0x20);
                t44 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t38, t40), _mm256_unpackhi_pd(t38, t40), 0x31);
                t45 = _mm256_loadu_pd(t19 + 0);
                t46 = _mm256_loadu_pd(t19 + 72);
                t47 = _mm256_loadu_pd(t19 + 144);
                t48 = _mm256_loadu_pd(t19 + 216);
                t49 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t45, t47), _mm256_unpackhi_pd(t45, t47), 0x20);
                t50 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t45, t47), _mm256_unpackhi_pd(t45, t47), 0x31);
                t51 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t46, t48), _mm256_unpackhi_pd(t46, t48), 0x20);
                t52 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t46, t48), _mm256_unpackhi_pd(t46, t48), 0x31);
                t53 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t49, t51), _mm256_unpackhi_pd(t49, t51), 0x20);
                t54 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t49, t51), _mm256_unpackhi_pd(t49, t51), 0x31);
                t55 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t50, t52), _mm256_unpackhi_pd(t50, t52), 0x20);
                t56 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t50, t52), _mm256_unpackhi_pd(t50, t52), 0x31);
                t57 = _mm256_loadu_pd(t20 + 0);
                t58 = _mm256_loadu_pd(t20 + 72);
                t59 = _mm256_loadu_pd(t20 + 144);
                t60 = _mm256_loadu_pd(t20 + 216);
                t61 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t57, t59), _mm256_unpackhi_pd(t57, t59), 0x20);
                t62 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t57, t59), _mm256_unpackhi_pd(t57, t59), 0x31);
                t63 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t58, t60), _mm256_unpackhi_pd(t58, t60), 0x20);
                t64 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t58, t60), _mm256_unpackhi_pd(t58, t60), 0x31);
                t65 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t61, t63), _mm256_unpackhi_pd(t61, t63), 0x20);
                t66 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t61, t63), _mm256_unpackhi_pd(t61, t63), 0x31);
                t67 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t62, t64), _mm256_unpackhi_pd(t62, t64), 0x20);
                t68 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t62, t64), _mm256_unpackhi_pd(t62, t64), 0x31);
                _mm256_storeu_pd(&b[t9][t13], t29);
                _mm256_storeu_pd(&b[t10][t14], t41);
                _mm256_storeu_pd(&b[t11][t15], t53);
                _mm256_storeu_pd(&b[t12][t16], t65);
                _mm256_storeu_pd(&b[t5][t13], t30);
                _mm256_storeu_pd(&b[t5][t14], t42);
                _mm256_storeu_pd(&b[t5][t15], t54);
                _mm256_storeu_pd(&b[t5][t16], t66);
                _mm256_storeu_pd(&b[t6][t13], t31);
                _mm256_storeu_pd(&b[t6][t14], t43);
                _mm256_storeu_pd(&b[t6][t15], t55);
                _mm256_storeu_pd(&b[t6][t16], t67);
                _mm256_storeu_pd(&b[t7][t13], t32);
                _mm256_storeu_pd(&b[t7][t14], t44);
                _mm256_storeu_pd(&b[t7][t15], t56);
                _mm256_storeu_pd(&b[t7][t16], t68);
                t1 += 16L;
            } while (t1 < t8);
            t69 = (int)((long)0 + t8);
        } else {
            t69 = 0;
        }
        t70 = (long)t69 * -1L + 37L;
        if (t70 >= 4L) {
            t71 = t70 & -4L;
            t2 = 0L;
            do {
                t72 = (long)i;
                t73 = (long)(int)((long)t69 + t2);
                t74 = &a[t73][t72];
                t75 = _mm256_loadu_pd(t74 + 0);
                t76 = _mm256_loadu_pd(t74 + 72);
                t77 = _mm256_loadu_pd(t74 + 144);
                t78 = _mm256_loadu_pd(t74 + 216);
                t79 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t75, t77), _mm256_unpackhi_pd(t75, t77), 0x20);
                t80 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t75, t77), _mm256_unpackhi_pd(t75, t77), 0x31);
                t81 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t76, t78), _mm256_unpackhi_pd(t76, t78), 0x20);
                t82 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t76, t78), _mm256_unpackhi_pd(t76, t78), 0x31);
                t83 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t79, t81), _mm256_unpackhi_pd(t79, t81), 0x20);
                t84 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t79, t81), _mm256_unpackhi_pd(t79, t81), 0x31);
                t85 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t80, t82), _mm256_unpackhi_pd(t80, t82), 0x20);
                t86 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t80, t82), _mm256_unpackhi_pd(t80, t82), 0x31);
                _mm256_storeu_pd(&b[t72][t73], t83);
                _mm256_storeu_pd(&b[t5][t73], t84);
                _mm256_storeu_pd(&b[t6][t73], t85);
                _mm256_storeu_pd(&b[t7][t73], t86);
                t2 += 4L;
            } while (t2 < t71);
            j = (int)((long)t69 + t71);
        } else {
            j = t69;
        }
        for (; j < 37; j++) {
            t87 = (long)i;
            t88 = (long)j;
            t89 = a + t88;
            b[t87][t88] = (*t89)[t87];
            t90 = (long)t5;
            b[t90][t88] = (*t89)[t90];
            t91 = (long)t6;
            b[t91][t88] = (*t89)[t91];
            t92 = (long)t7;
            b[t92][t88] = (*t89)[t92];
        }
    }
    for (; i_1 < m; i_1++) {
        if (37L >= 16L) {
            t93 = 37L & -16L;
            t3 = 0L;
            do {
                t94 = (long)i_1;
                t95 = (long)i_1;
                t96 = (long)i_1;
                t97 = (long)i_1;
                t98 = (long)(int)((long)0 + t3);
                t99 = (long)(int)((long)0 + (t3 + 4L));
                t100 = (long)(int)((long)0 + (t3 + 8L));
                t101 = (long)(int)((long)0 + (t3 + 12L));
                t102 = _mm256_i32gather_pd(&a[t98][t94], _mm_setr_epi32(0, 72, 144, 216), 8);
                t103 = _mm256_i32gather_pd(&a[t99][t95], _mm_setr_epi32(0, 72, 144, 216), 8);
                t104 = _mm256_i32gather_pd(&a[t100][t96], _mm_setr_epi32(0, 72, 144, 216), 8);
                t105 = _mm256_i32gather_pd(&a[t101][t97], _mm_setr_epi32(0, 72, 144, 216), 8);
                _mm256_storeu_pd(&b[t94][t98], t102);
                _mm256_storeu_pd(&b[t95][t99], t103);
                _mm256_storeu_pd(&b[t96][t100], t104);
                _mm256_storeu_pd(&b[t97][t101], t105);
                t3 += 16L;
            } while (t3 < t93);
            t106 = (int)((long)0 + t93);
        } else {
            t106 = 0;
        }
        t107 = (long)t106 * -1L + 37L;
        if (t107 >= 4L) {
            t108 = t107 & -4L;
            t4 = 0L;
            do {
                t109 = (long)i_1;
                t110 = (long)(int)((long)t106 + t4);
                t111 = _mm256_i32gather_pd(&a[t110][t109], _mm_setr_epi32(0, 72, 144, 216), 8);
                _mm256_storeu_pd(&b[t109][t110], t111);
                t4 += 4L;
            } while (t4 < t108);
            j_1 = (int)((long)t106 + t108);
        } else {
            j_1 = t106;
        }
        for (; j_1 < 37; j_1++) {
            t112 = (long)i_1;
            t113 = (long)j_1;
            b[t112][t113] = a[t113][t112];
        }
    }
}

__attribute__((target("avx2"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
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
    __m256i t11;
    __m256i t12;
    __m256i t13;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t17;
    __m256i t18;
    long t19;
    long t20;
    long t21;
    long t22;
    long t23;
    long t24;
    long t25;
    long t26;
    const int *t27;
    const int *t28;
    const int *t29;
    const int *t30;
    __m256i t31;
    __m256i t32;
    __m256i t33;
    __m256i t34;
    __m256i t35;
    __m256i t36;
    __m256i t37;
    __m256i t38;
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
    __m256i t50;
    __m256i t51;
    __m256i t52;
    __m256i t53;
    __m256i t54;
    __m256i t55;
    __m256i t56;
    __m256i t57;
    __m256i t58;
    __m256i t59;
    __m256i t60;
    __m256i t61;
    __m256i t62;
    __m256i t63;
    __m256i t64;
    __m256i t65;
    __m256i t66;
    __m256i t67;
    __m256i t68;
    __m256i t69;
    __m256i t70;
    __m256i t71;
    __m256i t72;
    __m256i t73;
    __m256i t74;
    __m256i t75;
    __m256i t76;
    __m256i t77;
    __m256i t78;
    __m256i t79;
    __m256i t80;
    __m256i t81;
    __m256i t82;
    __m256i t83;
    __m256i t84;
    __m256i t85;
    __m256i t86;
    __m256i t87;
    __m256i t88;
    __m256i t89;
    __m256i t90;
    __m256i t91;
    __m256i t92;
    __m256i t93;
    __m256i t94;
    __m256i t95;
    __m256i t96;
    __m256i t97;
    __m256i t98;
    __m256i t99;
    __m256i t100;
    __m256i t101;
    __m256i t102;
    __m256i t103;
    __m256i t104;
    __m256i t105;
    __m256i t106;
    __m256i t107;
    __m256i t108;
    __m256i t109;
    __m256i t110;
    __m256i t111;
    __m256i t112;
    __m256i t113;
    __m256i t114;
    __m256i t115;
    __m256i t116;
    __m256i t117;
    __m256i t118;
    __m256i t119;
    __m256i t120;
    __m256i t121;
    __m256i t122;
    __m256i t123;
    __m256i t124;
    __m256i t125;
    __m256i t126;
    __m256i t127;
    __m256i t128;
    __m256i t129;
    __m256i t130;
    __m256i t131;
    __m256i t132;
    __m256i t133;
    __m256i t134;
    __m256i t135;
    __m256i t136;
    __m256i t137;
    __m256i t138;
    __m256i t139;
    __m256i t140;
    __m256i t141;
    __m256i t142;
    __m256i t143;
    __m256i t144;
    __m256i t145;
    __m256i t146;
    __m256i t147;
    __m256i t148;
    __m256i t149;
    __m256i t150;
    __m256i t151;
    __m256i t152;
    __m256i t153;
    __m256i t154;
    __m256i t155;
    __m256i t156;
    __m256i t157;
    __m256i t158;
    __m256i t159;
    __m256i t160;
    __m256i t161;
    __m256i t162;
    __m256i t163;
    __m256i t164;
    __m256i t165;
    __m256i t166;
    __m256i t167;
    __m256i t168;
    __m256i t169;
    __m256i t170;
    __m256i t171;
    __m256i t172;
    __m256i t173;
    __m256i t174;
    __m256i t175;
    __m256i t176;
    __m256i t177;
    __m256i t178;
    __m256i t179;
    __m256i t180;
    __m256i t181;
    __m256i t182;
    __m256i t183;
    __m256i t184;
    __m256i t185;
    __m256i t186;
    __m256i t187;
    __m256i t188;
    __m256i t189;
    __m256i t190;
    int j;
    long t191;
    long t192;
    const int (*t193)[72];
    long t194;
    long t195;
    long t196;
    long t197;
    long t198;
    long t199;
    long t200;
    int i_1;
    long t201;
    __m256i t202;
    long t203;
    long t204;
    long t205;
    long t206;
    long t207;
    long t208;
    long t209;
    long t210;
    __m256i t211;
    __m256i t212;
    __m256i t213;
    __m256i t214;
    __m256i t215;
    __m256i t216;
    __m256i t217;
    __m256i t218;
    int j_1;
    long t219;
    long t220;
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
        if (33L >= 32L) {
            t10 = 33L & -32L;
            t11 = _mm256_set1_epi32((int)i);
            t12 = _mm256_set1_epi32((int)t3);
            t13 = _mm256_set1_epi32((int)t4);
            t14 = _mm256_set1_epi32((int)t5);
            t15 = _mm256_set1_epi32((int)t6);
            t16 = _mm256_set1_epi32((int)t7);
            t17 = _mm256_set1_epi32((int)t8);
            t18 = _mm256_set1_epi32((int)t9);
            t1 = 0L;
            do {
                t19 = (long)i;
                t20 = (long)i;
                t21 = (long)i;
                t22 = (long)i;
                t23 = (long)(int)((long)0 + t1);
                t24 = (long)(int)((long)0 + (t1 + 8L));
                t25 = (long)(int)((long)0 + (t1 + 16L));
                t26 = (long)(int)((long)0 + (t1 + 24L));
                t27 = &a[t23][t19];
                t28 = &a[t24][t20];
                t29 = &a[t25][t21];
                t30 = &a[t26][t22];
                t31 = _mm256_loadu_si256((const __m256i *)(t27 + 0));
                t32 = _mm256_loadu_si256((const __m256i *)(t27 + 72));
                t33 = _mm256_loadu_si256((const __m256i *)(t27 + 144));
                t34 = _mm256_loadu_si256((const __m256i *)(t27 + 216));
                t35 = _mm256_loadu_si256((const __m256i *)(t27 + 288));
                t36 = _mm256_loadu_si256((const __m256i *)(t27 + 360));
                t37 = _mm256_loadu_si256((const __m256i *)(t27 + 432));
                t38 = _mm256_loadu_si256((const __m256i *)(t27 + 504));
                t39 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t31, t35), _mm256_unpackhi_epi32(t31, t35), 0x20);
                t40 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t31, t35), _mm256_unpackhi_epi32(t31, t35), 0x31);
                t41 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t32, t36), _mm256_unpackhi_epi32(t32, t36), 0x20);
                t42 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t32, t36), _mm256_unpackhi_epi32(t32, t36), 0x31);
                t43 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t33, t37), _mm256_unpackhi_epi32(t33, t37), 0x20);
                t44 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t33, t37), _mm256_unpackhi_epi32(t33, t37), 0x31);
                t45 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t34, t38), _mm256_unpackhi_epi32(t34, t38), 0x20);
                t46 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t34, t38), _mm256_unpackhi_epi32(t34, t38), 0x31);
                t47 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t39, t43), _mm256_unpackhi_epi32(t39, t43), 0x20);
                t48 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t39, t43), _mm256_unpackhi_epi32(t39, t43), 0x31);
                t49 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t40, t44), _mm256_unpackhi_epi32(t40, t44), 0x20);
                t50 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t40, t44), _mm256_unpackhi_epi32(t40, t44), 0x31);
                t51 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t41, t45), _mm256_unpackhi_epi32(t41, t45), 0x20);
                t52 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t41, t45), _mm256_unpackhi_epi32(t41, t45), 0x31);
                t53 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t42, t46), _mm256_unpackhi_epi32(t42, t46), 0x20);
                t54 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t42, t46), _mm256_unpackhi_epi32(t42, t46), 0x31);
                t55 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t47, t51), _mm256_unpackhi_epi32(t47, t51), 0x20);
                t56 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t47, t51), _mm256_unpackhi_epi32(t47, t51), 0x31);
                t57 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t48, t52), _mm256_unpackhi_epi32(t48, t52), 0x20);
                t58 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t48, t52), _mm256_unpackhi_epi32(t48, t52), 0x31);
                t59 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t49, t53), _mm256_unpackhi_epi32(t49, t53), 0x20);
                t60 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t49, t53), _mm256_unpackhi_epi32(t49, t53), 0x31);
                t61 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t50, t54), _mm256_unpackhi_epi32(t50, t54), 0x20);
                t62 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t50, t54), _mm256_unpackhi_epi32(t50, t54), 0x31);
                t63 = _mm256_loadu_si256((const __m256i *)(t28 + 0));
                t64 = _mm256_loadu_si256((const __m256i *)(t28 + 72));
                t65 = _mm256_loadu_si256((const __m256i *)(t28 + 144));
                t66 = _mm256_loadu_si256((const __m256i *)(t28 + 216));
                t67 = _mm256_loadu_si256((const __m256i *)(t28 + 288));
                t68 = _mm256_loadu_si256((const __m256i *)(t28 + 360));
                t69 = _mm256_loadu_si256((const __m256i *)(t28 + 432));
                t70 = _mm256_loadu_si256((const __m256i *)(t28 + 504));
                t71 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t63, t67), _mm256_unpackhi_epi32(t63, t67), 0x20);
                t72 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t63, t67), _mm256_unpackhi_epi32(t63, t67), 0x31);
                t73 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t64, t68), _mm256_unpackhi_epi32(t64, t68), 0x20);
                t74 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t64, t68), _mm256_unpackhi_epi32(t64, t68), 0x31);
                t75 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t65, t69), _mm256_unpackhi_epi32(t65, t69), 0x20);
                t76 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t65, t69), _mm256_unpackhi_epi32(t65, t69), 0x31);
                t77 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t66, t70), _mm256_unpackhi_epi32(t66, t70), 0x20);
                t78 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t66, t70), _mm256_unpackhi_epi32(t66, t70), 0x31);
                t79 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t71, t75), _mm256_unpackhi_epi32(t71, t75), 0x20);
                t80 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t71, t75), _mm256_unpackhi_epi32(t71, t75), 0x31);
                t81 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t72, t76), _mm256_unpackhi_epi32(t72, t76), 0x20);
                t82 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t72, t76), _mm256_unpackhi_epi32(t72, t76), 0x31);
                t83 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t73, t77), _mm256_unpackhi_epi32(t73, t77), 0x20);
                t84 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t73, t77), _mm256_unpackhi_epi32(t73, t77), 0x31);
                t85 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t74, t78), _mm256_unpackhi_epi32(t74, t78), 0x20);
                t86 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t74, t78), _mm256_unpackhi_epi32(t74, t78), 0x31);
                t87 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t79, t83), _mm256_unpackhi_epi32(t79, t83), 0x20);
                t88 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t79, t83), _mm256_unpackhi_epi32(t79, t83), 0x31);
                t89 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t80, t84), _mm256_unpackhi_epi32(t80, t84), 0x20);
                t90 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t80, t84), _mm256_unpackhi_epi32(t80, t84), 0x31);
                t91 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t81, t85), _mm256_unpackhi_epi32(t81, t85), 0x20);
                t92 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t81, t85), _mm256_unpackhi_epi32(t81, t85), 0x31);
                t93 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t82, t86), _mm256_unpackhi_epi32(t82, t86), 0x20);
                t94 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t82, t86), _mm256_unpackhi_epi32(t82, t86), 0x31);
                t95 = _mm256_loadu_si256((const __m256i *)(t29 + 0));
                t96 = _mm256_loadu_si256((const __m256i *)(t29 + 72));
                t97 = _mm256_loadu_si256((const __m256i *)(t29 + 144));
                t98 = _mm256_loadu_si256((const __m256i *)(t29 + 216));
                t99 = _mm256_loadu_si256((const __m256i *)(t29 + 288));
                t100 = _mm256_loadu_si256((const __m256i *)(t29 + 360));
                t101 = _mm256_loadu_si256((const __m256i *)(t29 + 432));
                t102 = _mm256_loadu_si256((const __m256i *)(t29 + 504));
                t103 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t95, t99), _mm256_unpackhi_epi32(t95, t99), 0x20);
                t104 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t95, t99), _mm256_unpackhi_epi32(t95, t99), 0x31);
                t105 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t96, t100), _mm256_unpackhi_epi32(t96, t100), 0x20);
                t106 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t96, t100), _mm256_unpackhi_epi32(t96, t100), 0x31);
                t107 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t97, t101), _mm256_unpackhi_epi32(t97, t101), 0x20);
                t108 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t97, t101), _mm256_unpackhi_epi32(t97, t101), 0x31);
                t109 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t98, t102), _mm256_unpackhi_epi32(t98, t102), 0x20);
                t110 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t98, t102), _mm256_unpackhi_epi32(t98, t102), 0x31);
                t111 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t103, t107), _mm256_unpackhi_epi32(t103, t107), 0x20);
                t112 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t103, t107), _mm256_unpackhi_epi32(t103, t107), 0x31);
                t113 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t104, t108), _mm256_unpackhi_epi32(t104, t108), 0x20);
                t114 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t104, t108), _mm256_unpackhi_epi32(t104, t108), 0x31);
                t115 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t105, t109), _mm256_unpackhi_epi32(t105, t109), 0x20);
                t116 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t105, t109), _mm256_unpackhi_epi32(t105, t109), 0x31);
                t117 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t106, t110), _mm256_unpackhi_epi32(t106, t110), 0x20);
                t118 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t106, t110), _mm256_unpackhi_epi32(t106, t110), 0x31);
                t119 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t111, t115), _mm256_unpackhi_epi32(t111, t115), 0x20);
                t120 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t111, t115), _mm256_unpackhi_epi32(t111, t115), 0x31);
                t121 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t112, t116), _mm256_unpackhi_epi32(t112, t116), 0x20);
                t122 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t112, t116), _mm256_unpackhi_epi32(t112, t116), 0x31);
                t123 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t113, t117), _mm256_unpackhi_epi32(t113, t117), 0x20);
                t124 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t113, t117), _mm256_unpackhi_epi32(t113, t117), 0x31);
                t125 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t114, t118), _mm256_unpackhi_epi32(t114, t118), 0x20);
                t126 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t114, t118), _mm256_unpackhi_epi32(t114, t118), 0x31);
                t127 = _mm256_loadu_si256((const __m256i *)(t30 + 0));
                t128 = _mm256_loadu_si256((const __m256i *)(t30 + 72));
                t129 = _mm256_loadu_si256((const __m256i *)(t30 + 144));
                t130 = _mm256_loadu_si256((const __m256i *)(t30 + 216));
                t131 = _mm256_loadu_si256((const __m256i *)(t30 + 288));
                t132 = _mm256_loadu_si256((const __m256i *)(t30 + 360));
                t133 = _mm256_loadu_si256((const __m256i *)(t30 + 432));
                t134 = _mm256_loadu_si256((const __m256i *)(t30 + 504));
                t135 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t127, t131), _mm256_unpackhi_epi32(t127, t131), 0x20);
                t136 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t127, t131), _mm256_unpackhi_epi32(t127, t131), 0x31);
                t137 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t128, t132), _mm256_unpackhi_epi32(t128, t132), 0x20);
                t138 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t128, t132), _mm256_unpackhi_epi32(t128, t132), 0x31);
                t139 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t129, t133), _mm256_unpackhi_epi32(t129, t133), 0x20);
                t140 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t129, t133), _mm256_unpackhi_epi32(t129, t133), 0x31);
                t141 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t130, t134), _mm256_unpackhi_epi32(t130, t134), 0x20);
                t142 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t130, t134), _mm256_unpackhi_epi32(t130, t134), 0x31);
                t143 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t135, t139), _mm256_unpackhi_epi32(t135, t139), 0x20);
                t144 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t135, t139), _mm256_unpackhi_epi32(t135, t139), 0x31);
                t145 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t136, t140), _mm256_unpackhi_epi32(t136, t140), 0x20);
                t146 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t136, t140), _mm256_unpackhi_epi32(t136, t140), 0x31);
                t147 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t137, t141), _mm256_unpackhi_epi32(t137, t141), 0x20);
                t148 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t137, t141), _mm256_unpackhi_epi32(t137, t141), 0x31);
                t149 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t138, t142), _mm256_unpackhi_epi32(t138, t142), 0x20);
                t150 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t138, t142), _mm256_unpackhi_epi32(t138, t142), 0x31);
                t151 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t143, t147), _mm256_unpackhi_epi32(t143, t147), 0x20);
                t152 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t143, t147), _mm256_unpackhi_epi32(t143, t147), 0x31);
                t153 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t144, t148), _mm256_unpackhi_epi32(t144, t148), 0x20);
                t154 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t144, t148), _mm256_unpackhi_epi32(t144, t148), 0x31);
                t155 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t145, t149), _mm256_unpackhi_epi32(t145, t149), 0x20);
                t156 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t145, t149), _mm256_unpackhi_epi32(t145, t149), 0x31);
                t157 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t146, t150), _mm256_unpackhi_epi32(t146, t150), 0x20);
                t158 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t146, t150), _mm256_unpackhi_epi32(t146, t150), 0x31);
                t159 = _mm256_add_epi32(t55, t11);
                t160 = _mm256_add_epi32(t87, t11);
                t161 = _mm256_add_epi32(t119, t11);
                t162 = _mm256_add_epi32(t151, t11);
                _mm256_storeu_si256((__m256i *)&b[t19][t23], t159);
                _mm256_storeu_si256((__m256i *)&b[t20][t24], t160);
                _mm256_storeu_si256((__m256i *)&b[t21][t25], t161);
                _mm256_storeu_si256((__m256i *)&b[t22][t26], t162);
                t163 = _mm256_add_epi32(t56, t12);
                t164 = _mm256_add_epi32(t88, t12);
                t165 = _mm256_add_epi32(t120, t12);
                t166 = _mm256_add_epi32(t152, t12);
                _mm256_storeu_si256((__m256i *)&b[t3][t23], t163);
                _mm256_storeu_si256((__m256i *)&b[t3][t24], t164);
                _mm256_storeu_si256((__m256i *)&b[t3][t25], t165);
                _mm256_storeu_si256((__m256i *)&b[t3][t26], t166);
                t167 = _mm256_add_epi32(t57, t13);
                t168 = _mm256_add_epi32(t89, t13);
                t169 = _mm256_add_epi32(t121, t13);
                t170 = _mm256_add_epi32(t153, t13);
                _mm256_storeu_si256((__m256i *)&b[t4][t23], t167);
                _mm256_storeu_si256((__m256i *)&b[t4][t24], t168);
                _mm256_storeu_si256((__m256i *)&b[t4][t25], t169);
                _mm256_storeu_si256((__m256i *)&b[t4][t26], t170);
                t171 = _mm256_add_epi32(t58, t14);
                t172 = _mm256_add_epi32(t90, t14);
                t173 = _mm256_add_epi32(t122, t14);
                t174 = _mm256_add_epi32(t154, t14);
                _mm256_storeu_si256((__m256i *)&b[t5][t23], t171);
                _mm256_storeu_si256((__m256i *)&b[t5][t24], t172);
                _mm256_storeu_si256((__m256i *)&b[t5][t25], t173);
                _mm256_storeu_si256((__m256i *)&b[t5][t26], t174);
                t175 = _mm256_add_epi32(t59, t15);
                t176 = _mm256_add_epi32(t91, t15);
                t177 = _mm256_add_epi32(t123, t15);
                t178 = _mm256_add_epi32(t155, t15);
                _mm256_storeu_si256((__m256i *)&b[t6][t23], t175);
                _mm256_storeu_si256((__m256i *)&b[t6][t24], t176);
                _mm256_storeu_si256((__m256i *)&b[t6][t25], t177);
                _mm256_storeu_si256((__m256i *)&b[t6][t26], t178);
                t179 = _mm256_add_epi32(t60, t16);
                t180 = _mm256_add_epi32(t92, t16);
                t181 = _mm256_add_epi32(t124, t16);
                t182 = _mm256_add_epi32(t156, t16);
                _mm256_storeu_si256((__m256i *)&b[t7][t23], t179);
                _mm256_storeu_si256((__m256i *)&b[t7][t24], t180);
                _mm256_storeu_si256((__m256i *)&b[t7][t25], t181);
                _mm256_storeu_si256((__m256i *)&b[t7][t26], t182);
                t183 = _mm256_add_epi32(t61, t17);
                t184 = _mm256_add_epi32(t93, t17);
                t185 = _mm256_add_epi32(t125, t17);
                t186 = _mm256_add_epi32(t157, t17);
                _mm256_storeu_si256((__m256i *)&b[t8][t23], t183);
                _mm256_storeu_si256((__m256i *)&b[t8][t24], t184);
                _mm256_storeu_si256((__m256i *)&b[t8][t25], t185);
                _mm256_storeu_si256((__m256i *)&b[t8][t26], t186);
                t187 = _mm256_add_epi32(t62, t18);
                _mm256_storeu_si256((__m256i *)&b[t9][t23], t187);
                t188 = _mm256_add_epi32(t94, t18);
                _mm256_storeu_si256((__m256i *)&b[t9][t24], t188);
                t189 = _mm256_add_epi32(t126, t18);
                _mm256_storeu_si256((__m256i *)&b[t9][t25], t189);
                t190 = _mm256_add_epi32(t158, t18);
                _mm256_storeu_si256((__m256i *)&b[t9][t26], t190);
                t1 += 32L;
            } while (t1 < t10);
            j = (int)((long)0 + t10);
        } else {
            j = 0;
        }
        for (; j < 33; j++) {
            t191 = (long)i;
            t192 = (long)j;
            t193 = a + t192;
            b[t191][t192] = (*t193)[t191] + i;
            t194 = (long)t3;
            b[t194][t192] = (*t193)[t194] + t3;
            t195 = (long)t4;
            b[t195][t192] = (*t193)[t195] + t4;
            t196 = (long)t5;
            b[t196][t192] = (*t193)[t196] + t5;
            t197 = (long)t6;
            b[t197][t192] = (*t193)[t197] + t6;
            t198 = (long)t7;
            b[t198][t192] = (*t193)[t198] + t7;
            t199 = (long)t8;
            b[t199][t192] = (*t193)[t199] + t8;
            t200 = (long)t9;
            b[t200][t192] = (*t193)[t200] + t9;
        }
    }
    for (; i_1 < m; i_1++) {
        if (33L >= 32L) {
            t201 = 33L & -32L;
            t202 = _mm256_set1_epi32((int)i_1);
            t2 = 0L;
            do {
                t203 = (long)i_1;
                t204 = (long)i_1;
                t205 = (long)i_1;
                t206 = (long)i_1;
                t207 = (long)(int)((long)0 + t2);
                t208 = (long)(int)((long)0 + (t2 + 8L));
                t209 = (long)(int)((long)0 + (t2 + 16L));
                t210 = (long)(int)((long)0 + (t2 + 24L));
                t211 = _mm256_i32gather_epi32((const int *)&a[t207][t203], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t212 = _mm256_i32gather_epi32((const int *)&a[t208][t204], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t213 = _mm256_i32gather_epi32((const int *)&a[t209][t205], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t214 = _mm256_i32gather_epi32((const int *)&a[t210][t206], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t215 = _mm256_add_epi32(t211, t202);
                _mm256_storeu_si256((__m256i *)&b[t203][t207], t215);
                t216 = _mm256_add_epi32(t212, t202);
                _mm256_storeu_si256((__m256i *)&b[t204][t208], t216);
                t217 = _mm256_add_epi32(t213, t202);
                _mm256_storeu_si256((__m256i *)&b[t205][t209], t217);
                t218 = _mm256_add_epi32(t214, t202);
                _mm256_storeu_si256((__m256i *)&b[t206][t210], t218);
                t2 += 32L;
            } while (t2 < t201);
            j_1 = (int)((long)0 + t201);
        } else {
            j_1 = 0;
        }
        for (; j_1 < 33; j_1++) {
            t219 = (long)i_1;
            t220 = (long)j_1;
            b[t219][t220] = a[t220][t219] + i_1;
        }
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

__attribute__((target("avx2"))) void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    long t1;
    int i;
    long t2;
    int t3;
    int t4;
    int t5;
    int t6;
    long t7;
    long t8;
    long t9;
    long t10;
    long t11;
    long t12;
    long t13;
    long t14;
    float *t15;
    float *t16;
    float *t17;
    float *t18;
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
    int j;
    long t31;
    long t32;
    float *t33;
    for (i = 0; i < m; i++) {
        if (39L >= 32L) {
            t2 = 39L & -32L;
            t1 = 0L;
            do {
                t3 = (int)((long)1 + t1);
                t4 = (int)((long)1 + (t1 + 8L));
                t5 = (int)((long)1 + (t1 + 16L));
                t6 = (int)((long)1 + (t1 + 24L));
                t7 = (long)i;
                t8 = (long)i;
                t9 = (long)i;
                t10 = (long)i;
                t11 = (long)t3;
                t12 = (long)t4;
                t13 = (long)t5;
                t14 = (long)t6;
                t15 = &b[t7][t11];
                t16 = &b[t8][t12];
                t17 = &b[t9][t13];
                t18 = &b[t10][t14];
                t19 = _mm256_i32gather_ps(&a[t11][t7], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t20 = _mm256_i32gather_ps(&a[t12][t8], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t21 = _mm256_i32gather_ps(&a[t13][t9], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                t22 = _mm256_i32gather_ps(&a[t14][t10], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
                _mm256_storeu_ps(t15, t19);
                _mm256_storeu_ps(t16, t20);
                _mm256_storeu_ps(t17, t21);
                _mm256_storeu_ps(t18, t22);
                t23 = _mm256_loadu_ps(t15);
                t24 = _mm256_loadu_ps(t16);
                t25 = _mm256_loadu_ps(t17);
                t26 = _mm256_loadu_ps(t18);
                t27 = _mm256_mul_ps(t23, _mm256_set1_ps(0.5f));
                vcc_avx2_scatter_ps(&a[t3 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t27, 0xff);
                t28 = _mm256_mul_ps(t24, _mm256_set1_ps(0.5f));
                vcc_avx2_scatter_ps(&a[t4 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t28, 0xff);
                t29 = _mm256_mul_ps(t25, _mm256_set1_ps(0.5f));
                vcc_avx2_scatter_ps(&a[t5 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t29, 0xff);
                t30 = _mm256_mul_ps(t26, _mm256_set1_ps(0.5f));
                vcc_avx2_scatter_ps(&a[t6 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t30, 0xff);
                t1 += 32L;
            } while (t1 < t2);
            j = (int)((long)1 + t2);
        } else {
            j = 1;
        }
        for (; j < 40; j++) {
            t31 = (long)i;
            t32 = (long)j;
            t33 = &b[t31][t32];
            *t33 = a[t32][t31];
            a[j - 1][i + 1] = *t33 * 0.5f;
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
