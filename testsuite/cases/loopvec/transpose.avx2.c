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
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)(int)j_vec;
            long t11 = (long)(int)(j_vec + 8L);
            const float *t12 = &a[t10][t8];
            const float *t13 = &a[t11][t9];
            __m256 t14 = _mm256_loadu_ps(t12 + 0);
            __m256 t15 = _mm256_loadu_ps(t12 + 72);
            __m256 t16 = _mm256_loadu_ps(t12 + 144);
            __m256 t17 = _mm256_loadu_ps(t12 + 216);
            __m256 t18 = _mm256_loadu_ps(t12 + 288);
            __m256 t19 = _mm256_loadu_ps(t12 + 360);
            __m256 t20 = _mm256_loadu_ps(t12 + 432);
            __m256 t21 = _mm256_loadu_ps(t12 + 504);
            __m256 t22 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x20);
            __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x31);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x20);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x31);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x20);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x31);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x20);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x31);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
            __m256 t46 = _mm256_loadu_ps(t13 + 0);
            __m256 t47 = _mm256_loadu_ps(t13 + 72);
            __m256 t48 = _mm256_loadu_ps(t13 + 144);
            __m256 t49 = _mm256_loadu_ps(t13 + 216);
            __m256 t50 = _mm256_loadu_ps(t13 + 288);
            __m256 t51 = _mm256_loadu_ps(t13 + 360);
            __m256 t52 = _mm256_loadu_ps(t13 + 432);
            __m256 t53 = _mm256_loadu_ps(t13 + 504);
            __m256 t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x20);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x31);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x20);
            __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x31);
            __m256 t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x20);
            __m256 t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x31);
            __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t49, t53), _mm256_unpackhi_ps(t49, t53), 0x20);
            __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t49, t53), _mm256_unpackhi_ps(t49, t53), 0x31);
            __m256 t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x20);
            __m256 t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x31);
            __m256 t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x20);
            __m256 t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x31);
            __m256 t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x20);
            __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x31);
            __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t57, t61), _mm256_unpackhi_ps(t57, t61), 0x20);
            __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t57, t61), _mm256_unpackhi_ps(t57, t61), 0x31);
            __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x20);
            __m256 t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x31);
            __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x20);
            __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x31);
            __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x20);
            __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x31);
            __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x20);
            __m256 t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x31);
            __m256 t78 = _mm256_mul_ps(t38, s_v);
            __m256 t79 = _mm256_mul_ps(t70, s_v);
            _mm256_storeu_ps(&b[t8][t10], t78);
            _mm256_storeu_ps(&b[t9][t11], t79);
            __m256 t80 = _mm256_mul_ps(t39, s_v);
            __m256 t81 = _mm256_mul_ps(t71, s_v);
            _mm256_storeu_ps(&b[t1][t10], t80);
            _mm256_storeu_ps(&b[t1][t11], t81);
            __m256 t82 = _mm256_mul_ps(t40, s_v);
            __m256 t83 = _mm256_mul_ps(t72, s_v);
            _mm256_storeu_ps(&b[t2][t10], t82);
            _mm256_storeu_ps(&b[t2][t11], t83);
            __m256 t84 = _mm256_mul_ps(t41, s_v);
            __m256 t85 = _mm256_mul_ps(t73, s_v);
            _mm256_storeu_ps(&b[t3][t10], t84);
            _mm256_storeu_ps(&b[t3][t11], t85);
            __m256 t86 = _mm256_mul_ps(t42, s_v);
            __m256 t87 = _mm256_mul_ps(t74, s_v);
            _mm256_storeu_ps(&b[t4][t10], t86);
            _mm256_storeu_ps(&b[t4][t11], t87);
            __m256 t88 = _mm256_mul_ps(t43, s_v);
            __m256 t89 = _mm256_mul_ps(t75, s_v);
            _mm256_storeu_ps(&b[t5][t10], t88);
            _mm256_storeu_ps(&b[t5][t11], t89);
            __m256 t90 = _mm256_mul_ps(t44, s_v);
            __m256 t91 = _mm256_mul_ps(t76, s_v);
            _mm256_storeu_ps(&b[t6][t10], t90);
            _mm256_storeu_ps(&b[t6][t11], t91);
            __m256 t92 = _mm256_mul_ps(t45, s_v);
            _mm256_storeu_ps(&b[t7][t10], t92);
            __m256 t93 = _mm256_mul_ps(t77, s_v);
            _mm256_storeu_ps(&b[t7][t11], t93);
            j_vec += 16L;
        } while (j_vec < 48L);
        for (int j = 48; j < 53; j++) {
            long t94 = (long)i;
            long t95 = (long)j;
            const float (*t96)[72] = a + t95;
            b[t94][t95] = (*t96)[t94] * s;
            long t97 = (long)t1;
            b[t97][t95] = (*t96)[t97] * s;
            long t98 = (long)t2;
            b[t98][t95] = (*t96)[t98] * s;
            long t99 = (long)t3;
            b[t99][t95] = (*t96)[t99] * s;
            long t100 = (long)t4;
            b[t100][t95] = (*t96)[t100] * s;
            long t101 = (long)t5;
            b[t101][t95] = (*t96)[t101] * s;
            long t102 = (long)t6;
            b[t102][t95] = (*t96)[t102] * s;
            long t103 = (long)t7;
            b[t103][t95] = (*t96)[t103] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t104 = (long)i_1;
            long t105 = (long)i_1;
            long t106 = (long)(int)j_vec_1;
            long t107 = (long)(int)(j_vec_1 + 8L);
            __m256 a_v = _mm256_i32gather_ps(&a[t106][t104], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_1 = _mm256_i32gather_ps(&a[t107][t105], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t108 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&b[t104][t106], t108);
            __m256 t109 = _mm256_mul_ps(a_v_1, s_v_1);
            _mm256_storeu_ps(&b[t105][t107], t109);
            j_vec_1 += 16L;
        } while (j_vec_1 < 48L);
        for (int j_1 = 48; j_1 < 53; j_1++) {
            long t110 = (long)i_1;
            long t111 = (long)j_1;
            b[t110][t111] = a[t111][t110] * s;
        }
    }
}

__attribute__((target("avx2"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t8 = (long)i;
            long t9 = (long)(int)j_vec;
            const float *t10 = &a[t9][t8];
            __m256 t11 = _mm256_loadu_ps(t10 + 0);
            __m256 t12 = _mm256_loadu_ps(t10 + 72);
            __m256 t13 = _mm256_loadu_ps(t10 + 144);
            __m256 t14 = _mm256_loadu_ps(t10 + 216);
            __m256 t15 = _mm256_loadu_ps(t10 + 288);
            __m256 t16 = _mm256_loadu_ps(t10 + 360);
            __m256 t17 = _mm256_loadu_ps(t10 + 432);
            __m256 t18 = _mm256_loadu_ps(t10 + 504);
            __m256 t19 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t11, t15), _mm256_unpackhi_ps(t11, t15), 0x20);
            __m256 t20 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t11, t15), _mm256_unpackhi_ps(t11, t15), 0x31);
            __m256 t21 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t12, t16), _mm256_unpackhi_ps(t12, t16), 0x20);
            __m256 t22 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t12, t16), _mm256_unpackhi_ps(t12, t16), 0x31);
            __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x20);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x31);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x20);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x31);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t43 = _mm256_mul_ps(t35, s_v);
            _mm256_storeu_ps(&b[t8][t9], t43);
            __m256 t44 = _mm256_mul_ps(t36, s_v);
            _mm256_storeu_ps(&b[t1][t9], t44);
            __m256 t45 = _mm256_mul_ps(t37, s_v);
            _mm256_storeu_ps(&b[t2][t9], t45);
            __m256 t46 = _mm256_mul_ps(t38, s_v);
            _mm256_storeu_ps(&b[t3][t9], t46);
            __m256 t47 = _mm256_mul_ps(t39, s_v);
            _mm256_storeu_ps(&b[t4][t9], t47);
            __m256 t48 = _mm256_mul_ps(t40, s_v);
            _mm256_storeu_ps(&b[t5][t9], t48);
            __m256 t49 = _mm256_mul_ps(t41, s_v);
            _mm256_storeu_ps(&b[t6][t9], t49);
            __m256 t50 = _mm256_mul_ps(t42, s_v);
            _mm256_storeu_ps(&b[t7][t9], t50);
            j_vec += 8L;
        } while (j_vec < 8L);
        for (int j = 8; j < 9; j++) {
            long t51 = (long)i;
            long t52 = (long)j;
            const float (*t53)[72] = a + t52;
            b[t51][t52] = (*t53)[t51] * s;
            long t54 = (long)t1;
            b[t54][t52] = (*t53)[t54] * s;
            long t55 = (long)t2;
            b[t55][t52] = (*t53)[t55] * s;
            long t56 = (long)t3;
            b[t56][t52] = (*t53)[t56] * s;
            long t57 = (long)t4;
            b[t57][t52] = (*t53)[t57] * s;
            long t58 = (long)t5;
            b[t58][t52] = (*t53)[t58] * s;
            long t59 = (long)t6;
            b[t59][t52] = (*t53)[t59] * s;
            long t60 = (long)t7;
            b[t60][t52] = (*t53)[t60] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t61 = (long)i_1;
            long t62 = (long)(int)j_vec_1;
            __m256 a_v = _mm256_i32gather_ps(&a[t62][t61], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t63 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&b[t61][t62], t63);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        for (int j_1 = 8; j_1 < 9; j_1++) {
            long t64 = (long)i_1;
            long t65 = (long)j_1;
            b[t64][t65] = a[t65][t64] * s;
        }
    }
}

__attribute__((target("avx2"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
            long t9 = (long)(int)j_vec;
            const float *t10 = &a[t9][t8];
            __m256 t11 = _mm256_loadu_ps(t10 + 0);
            __m256 t12 = _mm256_loadu_ps(t10 + 72);
            __m256 t13 = _mm256_loadu_ps(t10 + 144);
            __m256 t14 = _mm256_loadu_ps(t10 + 216);
            __m256 t15 = _mm256_loadu_ps(t10 + 288);
            __m256 t16 = _mm256_loadu_ps(t10 + 360);
            __m256 t17 = _mm256_loadu_ps(t10 + 432);
            __m256 t18 = _mm256_loadu_ps(t10 + 504);
            __m256 t19 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t11, t15), _mm256_unpackhi_ps(t11, t15), 0x20);
            __m256 t20 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t11, t15), _mm256_unpackhi_ps(t11, t15), 0x31);
            __m256 t21 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t12, t16), _mm256_unpackhi_ps(t12, t16), 0x20);
            __m256 t22 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t12, t16), _mm256_unpackhi_ps(t12, t16), 0x31);
            __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x20);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x31);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x20);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x31);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t43 = _mm256_mul_ps(t35, s_v);
            _mm256_storeu_ps(&b[t8][t9], t43);
            __m256 t44 = _mm256_mul_ps(t36, s_v);
            _mm256_storeu_ps(&b[t1][t9], t44);
            __m256 t45 = _mm256_mul_ps(t37, s_v);
            _mm256_storeu_ps(&b[t2][t9], t45);
            __m256 t46 = _mm256_mul_ps(t38, s_v);
            _mm256_storeu_ps(&b[t3][t9], t46);
            __m256 t47 = _mm256_mul_ps(t39, s_v);
            _mm256_storeu_ps(&b[t4][t9], t47);
            __m256 t48 = _mm256_mul_ps(t40, s_v);
            _mm256_storeu_ps(&b[t5][t9], t48);
            __m256 t49 = _mm256_mul_ps(t41, s_v);
            _mm256_storeu_ps(&b[t6][t9], t49);
            __m256 t50 = _mm256_mul_ps(t42, s_v);
            _mm256_storeu_ps(&b[t7][t9], t50);
            j_vec += 8L;
        } while (j_vec < 8L);
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 8, UF 1, scalar epilogue */
        do {
            long t51 = (long)i_1;
            long t52 = (long)(int)j_vec_1;
            __m256 a_v = _mm256_i32gather_ps(&a[t52][t51], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t53 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&b[t51][t52], t53);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
    }
}

__attribute__((target("avx2"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)(int)j_vec;
            long t11 = (long)(int)(j_vec + 8L);
            const float *t12 = &a[t10][t8];
            const float *t13 = &a[t11][t9];
            __m256 t14 = _mm256_loadu_ps(t12 + 0);
            __m256 t15 = _mm256_loadu_ps(t12 + 72);
            __m256 t16 = _mm256_loadu_ps(t12 + 144);
            __m256 t17 = _mm256_loadu_ps(t12 + 216);
            __m256 t18 = _mm256_loadu_ps(t12 + 288);
            __m256 t19 = _mm256_loadu_ps(t12 + 360);
            __m256 t20 = _mm256_loadu_ps(t12 + 432);
            __m256 t21 = _mm256_loadu_ps(t12 + 504);
            __m256 t22 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x20);
            __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x31);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x20);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x31);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x20);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x31);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x20);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t17, t21), _mm256_unpackhi_ps(t17, t21), 0x31);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x20);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t25, t29), _mm256_unpackhi_ps(t25, t29), 0x31);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x20);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t33, t37), _mm256_unpackhi_ps(t33, t37), 0x31);
            __m256 t46 = _mm256_loadu_ps(t13 + 0);
            __m256 t47 = _mm256_loadu_ps(t13 + 72);
            __m256 t48 = _mm256_loadu_ps(t13 + 144);
            __m256 t49 = _mm256_loadu_ps(t13 + 216);
            __m256 t50 = _mm256_loadu_ps(t13 + 288);
            __m256 t51 = _mm256_loadu_ps(t13 + 360);
            __m256 t52 = _mm256_loadu_ps(t13 + 432);
            __m256 t53 = _mm256_loadu_ps(t13 + 504);
            __m256 t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x20);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x31);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x20);
            __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x31);
            __m256 t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x20);
            __m256 t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x31);
            __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t49, t53), _mm256_unpackhi_ps(t49, t53), 0x20);
            __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t49, t53), _mm256_unpackhi_ps(t49, t53), 0x31);
            __m256 t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x20);
            __m256 t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x31);
            __m256 t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x20);
            __m256 t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x31);
            __m256 t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x20);
            __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x31);
            __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t57, t61), _mm256_unpackhi_ps(t57, t61), 0x20);
            __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t57, t61), _mm256_unpackhi_ps(t57, t61), 0x31);
            __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x20);
            __m256 t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x31);
            __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x20);
            __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x31);
            __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x20);
            __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x31);
            __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x20);
            __m256 t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t65, t69), _mm256_unpackhi_ps(t65, t69), 0x31);
            __m256 t78 = _mm256_mul_ps(t38, s_v);
            __m256 t79 = _mm256_mul_ps(t70, s_v);
            _mm256_storeu_ps(&b[t8][t10], t78);
            _mm256_storeu_ps(&b[t9][t11], t79);
            __m256 t80 = _mm256_mul_ps(t39, s_v);
            __m256 t81 = _mm256_mul_ps(t71, s_v);
            _mm256_storeu_ps(&b[t1][t10], t80);
            _mm256_storeu_ps(&b[t1][t11], t81);
            __m256 t82 = _mm256_mul_ps(t40, s_v);
            __m256 t83 = _mm256_mul_ps(t72, s_v);
            _mm256_storeu_ps(&b[t2][t10], t82);
            _mm256_storeu_ps(&b[t2][t11], t83);
            __m256 t84 = _mm256_mul_ps(t41, s_v);
            __m256 t85 = _mm256_mul_ps(t73, s_v);
            _mm256_storeu_ps(&b[t3][t10], t84);
            _mm256_storeu_ps(&b[t3][t11], t85);
            __m256 t86 = _mm256_mul_ps(t42, s_v);
            __m256 t87 = _mm256_mul_ps(t74, s_v);
            _mm256_storeu_ps(&b[t4][t10], t86);
            _mm256_storeu_ps(&b[t4][t11], t87);
            __m256 t88 = _mm256_mul_ps(t43, s_v);
            __m256 t89 = _mm256_mul_ps(t75, s_v);
            _mm256_storeu_ps(&b[t5][t10], t88);
            _mm256_storeu_ps(&b[t5][t11], t89);
            __m256 t90 = _mm256_mul_ps(t44, s_v);
            __m256 t91 = _mm256_mul_ps(t76, s_v);
            _mm256_storeu_ps(&b[t6][t10], t90);
            _mm256_storeu_ps(&b[t6][t11], t91);
            __m256 t92 = _mm256_mul_ps(t45, s_v);
            _mm256_storeu_ps(&b[t7][t10], t92);
            __m256 t93 = _mm256_mul_ps(t77, s_v);
            _mm256_storeu_ps(&b[t7][t11], t93);
            j_vec += 16L;
        } while (j_vec < 16L);
        for (int j = 16; j < 17; j++) {
            long t94 = (long)i;
            long t95 = (long)j;
            const float (*t96)[72] = a + t95;
            b[t94][t95] = (*t96)[t94] * s;
            long t97 = (long)t1;
            b[t97][t95] = (*t96)[t97] * s;
            long t98 = (long)t2;
            b[t98][t95] = (*t96)[t98] * s;
            long t99 = (long)t3;
            b[t99][t95] = (*t96)[t99] * s;
            long t100 = (long)t4;
            b[t100][t95] = (*t96)[t100] * s;
            long t101 = (long)t5;
            b[t101][t95] = (*t96)[t101] * s;
            long t102 = (long)t6;
            b[t102][t95] = (*t96)[t102] * s;
            long t103 = (long)t7;
            b[t103][t95] = (*t96)[t103] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t104 = (long)i_1;
            long t105 = (long)i_1;
            long t106 = (long)(int)j_vec_1;
            long t107 = (long)(int)(j_vec_1 + 8L);
            __m256 a_v = _mm256_i32gather_ps(&a[t106][t104], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_1 = _mm256_i32gather_ps(&a[t107][t105], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t108 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&b[t104][t106], t108);
            __m256 t109 = _mm256_mul_ps(a_v_1, s_v_1);
            _mm256_storeu_ps(&b[t105][t107], t109);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        for (int j_1 = 16; j_1 < 17; j_1++) {
            long t110 = (long)i_1;
            long t111 = (long)j_1;
            b[t110][t111] = a[t111][t110] * s;
        }
    }
}

__attribute__((target("avx2"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        /* vcc: loop at transpose.c:42 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)i;
            long t11 = (long)i;
            long t12 = (long)(int)j_vec;
            long t13 = (long)(int)(j_vec + 8L);
            long t14 = (long)(int)(j_vec + 16L);
            long t15 = (long)(int)(j_vec + 24L);
            const float *t16 = &a[t12][t8];
            const float *t17 = &a[t13][t9];
            const float *t18 = &a[t14][t10];
            const float *t19 = &a[t15][t11];
            __m256 t20 = _mm256_loadu_ps(t16 + 0);
            __m256 t21 = _mm256_loadu_ps(t16 + 72);
            __m256 t22 = _mm256_loadu_ps(t16 + 144);
            __m256 t23 = _mm256_loadu_ps(t16 + 216);
            __m256 t24 = _mm256_loadu_ps(t16 + 288);
            __m256 t25 = _mm256_loadu_ps(t16 + 360);
            __m256 t26 = _mm256_loadu_ps(t16 + 432);
            __m256 t27 = _mm256_loadu_ps(t16 + 504);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x20);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x31);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x20);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x31);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x20);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x31);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x20);
            __m256 t51 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t39, t43), _mm256_unpackhi_ps(t39, t43), 0x31);
            __m256 t52 = _mm256_loadu_ps(t17 + 0);
            __m256 t53 = _mm256_loadu_ps(t17 + 72);
            __m256 t54 = _mm256_loadu_ps(t17 + 144);
            __m256 t55 = _mm256_loadu_ps(t17 + 216);
            __m256 t56 = _mm256_loadu_ps(t17 + 288);
            __m256 t57 = _mm256_loadu_ps(t17 + 360);
            __m256 t58 = _mm256_loadu_ps(t17 + 432);
            __m256 t59 = _mm256_loadu_ps(t17 + 504);
            __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x20);
            __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x31);
            __m256 t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x20);
            __m256 t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x31);
            __m256 t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x20);
            __m256 t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x31);
            __m256 t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x20);
            __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x31);
            __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x20);
            __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x31);
            __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x20);
            __m256 t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x31);
            __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x20);
            __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x31);
            __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x20);
            __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x31);
            __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x20);
            __m256 t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x31);
            __m256 t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x20);
            __m256 t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x31);
            __m256 t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t70, t74), _mm256_unpackhi_ps(t70, t74), 0x20);
            __m256 t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t70, t74), _mm256_unpackhi_ps(t70, t74), 0x31);
            __m256 t82 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t71, t75), _mm256_unpackhi_ps(t71, t75), 0x20);
            __m256 t83 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t71, t75), _mm256_unpackhi_ps(t71, t75), 0x31);
            __m256 t84 = _mm256_loadu_ps(t18 + 0);
            __m256 t85 = _mm256_loadu_ps(t18 + 72);
            __m256 t86 = _mm256_loadu_ps(t18 + 144);
            __m256 t87 = _mm256_loadu_ps(t18 + 216);
            __m256 t88 = _mm256_loadu_ps(t18 + 288);
            __m256 t89 = _mm256_loadu_ps(t18 + 360);
            __m256 t90 = _mm256_loadu_ps(t18 + 432);
            __m256 t91 = _mm256_loadu_ps(t18 + 504);
            __m256 t92 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t84, t88), _mm256_unpackhi_ps(t84, t88), 0x20);
            __m256 t93 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t84, t88), _mm256_unpackhi_ps(t84, t88), 0x31);
            __m256 t94 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t85, t89), _mm256_unpackhi_ps(t85, t89), 0x20);
            __m256 t95 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t85, t89), _mm256_unpackhi_ps(t85, t89), 0x31);
            __m256 t96 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t86, t90), _mm256_unpackhi_ps(t86, t90), 0x20);
            __m256 t97 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t86, t90), _mm256_unpackhi_ps(t86, t90), 0x31);
            __m256 t98 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t87, t91), _mm256_unpackhi_ps(t87, t91), 0x20);
            __m256 t99 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t87, t91), _mm256_unpackhi_ps(t87, t91), 0x31);
            __m256 t100 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t92, t96), _mm256_unpackhi_ps(t92, t96), 0x20);
            __m256 t101 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t92, t96), _mm256_unpackhi_ps(t92, t96), 0x31);
            __m256 t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x20);
            __m256 t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x31);
            __m256 t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x20);
            __m256 t105 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x31);
            __m256 t106 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t95, t99), _mm256_unpackhi_ps(t95, t99), 0x20);
            __m256 t107 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t95, t99), _mm256_unpackhi_ps(t95, t99), 0x31);
            __m256 t108 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t100, t104), _mm256_unpackhi_ps(t100, t104), 0x20);
            __m256 t109 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t100, t104), _mm256_unpackhi_ps(t100, t104), 0x31);
            __m256 t110 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x20);
            __m256 t111 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x31);
            __m256 t112 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x20);
            __m256 t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x31);
            __m256 t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t103, t107), _mm256_unpackhi_ps(t103, t107), 0x20);
            __m256 t115 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t103, t107), _mm256_unpackhi_ps(t103, t107), 0x31);
            __m256 t116 = _mm256_loadu_ps(t19 + 0);
            __m256 t117 = _mm256_loadu_ps(t19 + 72);
            __m256 t118 = _mm256_loadu_ps(t19 + 144);
            __m256 t119 = _mm256_loadu_ps(t19 + 216);
            __m256 t120 = _mm256_loadu_ps(t19 + 288);
            __m256 t121 = _mm256_loadu_ps(t19 + 360);
            __m256 t122 = _mm256_loadu_ps(t19 + 432);
            __m256 t123 = _mm256_loadu_ps(t19 + 504);
            __m256 t124 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t116, t120), _mm256_unpackhi_ps(t116, t120), 0x20);
            __m256 t125 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t116, t120), _mm256_unpackhi_ps(t116, t120), 0x31);
            __m256 t126 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t117, t121), _mm256_unpackhi_ps(t117, t121), 0x20);
            __m256 t127 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t117, t121), _mm256_unpackhi_ps(t117, t121), 0x31);
            __m256 t128 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t118, t122), _mm256_unpackhi_ps(t118, t122), 0x20);
            __m256 t129 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t118, t122), _mm256_unpackhi_ps(t118, t122), 0x31);
            __m256 t130 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t119, t123), _mm256_unpackhi_ps(t119, t123), 0x20);
            __m256 t131 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t119, t123), _mm256_unpackhi_ps(t119, t123), 0x31);
            __m256 t132 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t124, t128), _mm256_unpackhi_ps(t124, t128), 0x20);
            __m256 t133 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t124, t128), _mm256_unpackhi_ps(t124, t128), 0x31);
            __m256 t134 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t125, t129), _mm256_unpackhi_ps(t125, t129), 0x20);
            __m256 t135 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t125, t129), _mm256_unpackhi_ps(t125, t129), 0x31);
            __m256 t136 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t126, t130), _mm256_unpackhi_ps(t126, t130), 0x20);
            __m256 t137 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t126, t130), _mm256_unpackhi_ps(t126, t130), 0x31);
            __m256 t138 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t127, t131), _mm256_unpackhi_ps(t127, t131), 0x20);
            __m256 t139 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t127, t131), _mm256_unpackhi_ps(t127, t131), 0x31);
            __m256 t140 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t132, t136), _mm256_unpackhi_ps(t132, t136), 0x20);
            __m256 t141 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t132, t136), _mm256_unpackhi_ps(t132, t136), 0x31);
            __m256 t142 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t133, t137), _mm256_unpackhi_ps(t133, t137), 0x20);
            __m256 t143 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t133, t137), _mm256_unpackhi_ps(t133, t137), 0x31);
            __m256 t144 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t134, t138), _mm256_unpackhi_ps(t134, t138), 0x20);
            __m256 t145 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t134, t138), _mm256_unpackhi_ps(t134, t138), 0x31);
            __m256 t146 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t135, t139), _mm256_unpackhi_ps(t135, t139), 0x20);
            __m256 t147 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t135, t139), _mm256_unpackhi_ps(t135, t139), 0x31);
            __m256 t148 = _mm256_mul_ps(t44, s_v);
            __m256 t149 = _mm256_mul_ps(t76, s_v);
            __m256 t150 = _mm256_mul_ps(t108, s_v);
            __m256 t151 = _mm256_mul_ps(t140, s_v);
            _mm256_storeu_ps(&b[t8][t12], t148);
            _mm256_storeu_ps(&b[t9][t13], t149);
            _mm256_storeu_ps(&b[t10][t14], t150);
            _mm256_storeu_ps(&b[t11][t15], t151);
            __m256 t152 = _mm256_mul_ps(t45, s_v);
            __m256 t153 = _mm256_mul_ps(t77, s_v);
            __m256 t154 = _mm256_mul_ps(t109, s_v);
            __m256 t155 = _mm256_mul_ps(t141, s_v);
            _mm256_storeu_ps(&b[t1][t12], t152);
            _mm256_storeu_ps(&b[t1][t13], t153);
            _mm256_storeu_ps(&b[t1][t14], t154);
            _mm256_storeu_ps(&b[t1][t15], t155);
            __m256 t156 = _mm256_mul_ps(t46, s_v);
            __m256 t157 = _mm256_mul_ps(t78, s_v);
            __m256 t158 = _mm256_mul_ps(t110, s_v);
            __m256 t159 = _mm256_mul_ps(t142, s_v);
            _mm256_storeu_ps(&b[t2][t12], t156);
            _mm256_storeu_ps(&b[t2][t13], t157);
            _mm256_storeu_ps(&b[t2][t14], t158);
            _mm256_storeu_ps(&b[t2][t15], t159);
            __m256 t160 = _mm256_mul_ps(t47, s_v);
            __m256 t161 = _mm256_mul_ps(t79, s_v);
            __m256 t162 = _mm256_mul_ps(t111, s_v);
            __m256 t163 = _mm256_mul_ps(t143, s_v);
            _mm256_storeu_ps(&b[t3][t12], t160);
            _mm256_storeu_ps(&b[t3][t13], t161);
            _mm256_storeu_ps(&b[t3][t14], t162);
            _mm256_storeu_ps(&b[t3][t15], t163);
            __m256 t164 = _mm256_mul_ps(t48, s_v);
            __m256 t165 = _mm256_mul_ps(t80, s_v);
            __m256 t166 = _mm256_mul_ps(t112, s_v);
            __m256 t167 = _mm256_mul_ps(t144, s_v);
            _mm256_storeu_ps(&b[t4][t12], t164);
            _mm256_storeu_ps(&b[t4][t13], t165);
            _mm256_storeu_ps(&b[t4][t14], t166);
            _mm256_storeu_ps(&b[t4][t15], t167);
            __m256 t168 = _mm256_mul_ps(t49, s_v);
            __m256 t169 = _mm256_mul_ps(t81, s_v);
            __m256 t170 = _mm256_mul_ps(t113, s_v);
            __m256 t171 = _mm256_mul_ps(t145, s_v);
            _mm256_storeu_ps(&b[t5][t12], t168);
            _mm256_storeu_ps(&b[t5][t13], t169);
            _mm256_storeu_ps(&b[t5][t14], t170);
            _mm256_storeu_ps(&b[t5][t15], t171);
            __m256 t172 = _mm256_mul_ps(t50, s_v);
            __m256 t173 = _mm256_mul_ps(t82, s_v);
            __m256 t174 = _mm256_mul_ps(t114, s_v);
            __m256 t175 = _mm256_mul_ps(t146, s_v);
            _mm256_storeu_ps(&b[t6][t12], t172);
            _mm256_storeu_ps(&b[t6][t13], t173);
            _mm256_storeu_ps(&b[t6][t14], t174);
            _mm256_storeu_ps(&b[t6][t15], t175);
            __m256 t176 = _mm256_mul_ps(t51, s_v);
            _mm256_storeu_ps(&b[t7][t12], t176);
            __m256 t177 = _mm256_mul_ps(t83, s_v);
            _mm256_storeu_ps(&b[t7][t13], t177);
            __m256 t178 = _mm256_mul_ps(t115, s_v);
            _mm256_storeu_ps(&b[t7][t14], t178);
            __m256 t179 = _mm256_mul_ps(t147, s_v);
            _mm256_storeu_ps(&b[t7][t15], t179);
            j_vec += 32L;
        } while (j_vec < 64L);
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t180 = (long)i_1;
            long t181 = (long)i_1;
            long t182 = (long)i_1;
            long t183 = (long)i_1;
            long t184 = (long)(int)j_vec_1;
            long t185 = (long)(int)(j_vec_1 + 8L);
            long t186 = (long)(int)(j_vec_1 + 16L);
            long t187 = (long)(int)(j_vec_1 + 24L);
            __m256 a_v = _mm256_i32gather_ps(&a[t184][t180], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_1 = _mm256_i32gather_ps(&a[t185][t181], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_2 = _mm256_i32gather_ps(&a[t186][t182], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_3 = _mm256_i32gather_ps(&a[t187][t183], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 t188 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&b[t180][t184], t188);
            __m256 t189 = _mm256_mul_ps(a_v_1, s_v_1);
            _mm256_storeu_ps(&b[t181][t185], t189);
            __m256 t190 = _mm256_mul_ps(a_v_2, s_v_1);
            _mm256_storeu_ps(&b[t182][t186], t190);
            __m256 t191 = _mm256_mul_ps(a_v_3, s_v_1);
            _mm256_storeu_ps(&b[t183][t187], t191);
            j_vec_1 += 32L;
        } while (j_vec_1 < 64L);
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

__attribute__((target("avx2"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    int t3;
    int i_1;
    int i = 0;
    for (;; i = t3 + 1) {
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
        t3 = t2 + 1;
        if (t3 >= m) {
            i_1 = i;
            break;
        }
        long j_vec = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = (long)i;
            long t5 = (long)i;
            long t6 = (long)i;
            long t7 = (long)i;
            long t8 = (long)(int)j_vec;
            long t9 = (long)(int)(j_vec + 4L);
            long t10 = (long)(int)(j_vec + 8L);
            long t11 = (long)(int)(j_vec + 12L);
            const double *t12 = &a[t8][t4];
            const double *t13 = &a[t9][t5];
            const double *t14 = &a[t10][t6];
            const double *t15 = &a[t11][t7];
            __m256d t16 = _mm256_loadu_pd(t12 + 0);
            __m256d t17 = _mm256_loadu_pd(t12 + 72);
            __m256d t18 = _mm256_loadu_pd(t12 + 144);
            __m256d t19 = _mm256_loadu_pd(t12 + 216);
            __m256d t20 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t16, t18), _mm256_unpackhi_pd(t16, t18), 0x20);
            __m256d t21 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t16, t18), _mm256_unpackhi_pd(t16, t18), 0x31);
            __m256d t22 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t17, t19), _mm256_unpackhi_pd(t17, t19), 0x20);
            __m256d t23 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t17, t19), _mm256_unpackhi_pd(t17, t19), 0x31);
            __m256d t24 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t20, t22), _mm256_unpackhi_pd(t20, t22), 0x20);
            __m256d t25 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t20, t22), _mm256_unpackhi_pd(t20, t22), 0x31);
            __m256d t26 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t21, t23), _mm256_unpackhi_pd(t21, t23), 0x20);
            __m256d t27 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t21, t23), _mm256_unpackhi_pd(t21, t23), 0x31);
            __m256d t28 = _mm256_loadu_pd(t13 + 0);
            __m256d t29 = _mm256_loadu_pd(t13 + 72);
            __m256d t30 = _mm256_loadu_pd(t13 + 144);
            __m256d t31 = _mm256_loadu_pd(t13 + 216);
            __m256d t32 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t28, t30), _mm256_unpackhi_pd(t28, t30), 0x20);
            __m256d t33 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t28, t30), _mm256_unpackhi_pd(t28, t30), 0x31);
            __m256d t34 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t29, t31), _mm256_unpackhi_pd(t29, t31), 0x20);
            __m256d t35 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t29, t31), _mm256_unpackhi_pd(t29, t31), 0x31);
            __m256d t36 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t32, t34), _mm256_unpackhi_pd(t32, t34), 0x20);
            __m256d t37 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t32, t34), _mm256_unpackhi_pd(t32, t34), 0x31);
            __m256d t38 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t33, t35), _mm256_unpackhi_pd(t33, t35), 0x20);
            __m256d t39 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t33, t35), _mm256_unpackhi_pd(t33, t35), 0x31);
            __m256d t40 = _mm256_loadu_pd(t14 + 0);
            __m256d t41 = _mm256_loadu_pd(t14 + 72);
            __m256d t42 = _mm256_loadu_pd(t14 + 144);
            __m256d t43 = _mm256_loadu_pd(t14 + 216);
            __m256d t44 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t40, t42), _mm256_unpackhi_pd(t40, t42), 0x20);
            __m256d t45 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t40, t42), _mm256_unpackhi_pd(t40, t42), 0x31);
            __m256d t46 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t41, t43), _mm256_unpackhi_pd(t41, t43), 0x20);
            __m256d t47 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t41, t43), _mm256_unpackhi_pd(t41, t43), 0x31);
            __m256d t48 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t44, t46), _mm256_unpackhi_pd(t44, t46), 0x20);
            __m256d t49 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t44, t46), _mm256_unpackhi_pd(t44, t46), 0x31);
            __m256d t50 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t45, t47), _mm256_unpackhi_pd(t45, t47), 0x20);
            __m256d t51 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t45, t47), _mm256_unpackhi_pd(t45, t47), 0x31);
            __m256d t52 = _mm256_loadu_pd(t15 + 0);
            __m256d t53 = _mm256_loadu_pd(t15 + 72);
            __m256d t54 = _mm256_loadu_pd(t15 + 144);
            __m256d t55 = _mm256_loadu_pd(t15 + 216);
            __m256d t56 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t52, t54), _mm256_unpackhi_pd(t52, t54), 0x20);
            __m256d t57 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t52, t54), _mm256_unpackhi_pd(t52, t54), 0x31);
            __m256d t58 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t53, t55), _mm256_unpackhi_pd(t53, t55), 0x20);
            __m256d t59 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t53, t55), _mm256_unpackhi_pd(t53, t55), 0x31);
            __m256d t60 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t56, t58), _mm256_unpackhi_pd(t56, t58), 0x20);
            __m256d t61 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t56, t58), _mm256_unpackhi_pd(t56, t58), 0x31);
            __m256d t62 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t57, t59), _mm256_unpackhi_pd(t57, t59), 0x20);
            __m256d t63 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t57, t59), _mm256_unpackhi_pd(t57, t59), 0x31);
            _mm256_storeu_pd(&b[t4][t8], t24);
            _mm256_storeu_pd(&b[t5][t9], t36);
            _mm256_storeu_pd(&b[t6][t10], t48);
            _mm256_storeu_pd(&b[t7][t11], t60);
            _mm256_storeu_pd(&b[t1][t8], t25);
            _mm256_storeu_pd(&b[t1][t9], t37);
            _mm256_storeu_pd(&b[t1][t10], t49);
            _mm256_storeu_pd(&b[t1][t11], t61);
            _mm256_storeu_pd(&b[t2][t8], t26);
            _mm256_storeu_pd(&b[t2][t9], t38);
            _mm256_storeu_pd(&b[t2][t10], t50);
            _mm256_storeu_pd(&b[t2][t11], t62);
            _mm256_storeu_pd(&b[t3][t8], t27);
            _mm256_storeu_pd(&b[t3][t9], t39);
            _mm256_storeu_pd(&b[t3][t10], t51);
            _mm256_storeu_pd(&b[t3][t11], t63);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        do {
            long t64 = (long)i;
            long t65 = (long)(int)(32L + j_vec_1);
            const double *t66 = &a[t65][t64];
            __m256d t67 = _mm256_loadu_pd(t66 + 0);
            __m256d t68 = _mm256_loadu_pd(t66 + 72);
            __m256d t69 = _mm256_loadu_pd(t66 + 144);
            __m256d t70 = _mm256_loadu_pd(t66 + 216);
            __m256d t71 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t67, t69), _mm256_unpackhi_pd(t67, t69), 0x20);
            __m256d t72 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t67, t69), _mm256_unpackhi_pd(t67, t69), 0x31);
            __m256d t73 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t68, t70), _mm256_unpackhi_pd(t68, t70), 0x20);
            __m256d t74 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t68, t70), _mm256_unpackhi_pd(t68, t70), 0x31);
            __m256d t75 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t71, t73), _mm256_unpackhi_pd(t71, t73), 0x20);
            __m256d t76 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t71, t73), _mm256_unpackhi_pd(t71, t73), 0x31);
            __m256d t77 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t72, t74), _mm256_unpackhi_pd(t72, t74), 0x20);
            __m256d t78 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t72, t74), _mm256_unpackhi_pd(t72, t74), 0x31);
            _mm256_storeu_pd(&b[t64][t65], t75);
            _mm256_storeu_pd(&b[t1][t65], t76);
            _mm256_storeu_pd(&b[t2][t65], t77);
            _mm256_storeu_pd(&b[t3][t65], t78);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        for (int j = 36; j < 37; j++) {
            long t79 = (long)i;
            long t80 = (long)j;
            const double (*t81)[72] = a + t80;
            b[t79][t80] = (*t81)[t79];
            long t82 = (long)t1;
            b[t82][t80] = (*t81)[t82];
            long t83 = (long)t2;
            b[t83][t80] = (*t81)[t83];
            long t84 = (long)t3;
            b[t84][t80] = (*t81)[t84];
        }
    }
    for (; i_1 < m; i_1++) {
        long j_vec_2 = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t85 = (long)i_1;
            long t86 = (long)i_1;
            long t87 = (long)i_1;
            long t88 = (long)i_1;
            long t89 = (long)(int)j_vec_2;
            long t90 = (long)(int)(j_vec_2 + 4L);
            long t91 = (long)(int)(j_vec_2 + 8L);
            long t92 = (long)(int)(j_vec_2 + 12L);
            __m256d a_v = _mm256_i32gather_pd(&a[t89][t85], _mm_setr_epi32(0, 72, 144, 216), 8);
            __m256d a_v_1 = _mm256_i32gather_pd(&a[t90][t86], _mm_setr_epi32(0, 72, 144, 216), 8);
            __m256d a_v_2 = _mm256_i32gather_pd(&a[t91][t87], _mm_setr_epi32(0, 72, 144, 216), 8);
            __m256d a_v_3 = _mm256_i32gather_pd(&a[t92][t88], _mm_setr_epi32(0, 72, 144, 216), 8);
            _mm256_storeu_pd(&b[t85][t89], a_v);
            _mm256_storeu_pd(&b[t86][t90], a_v_1);
            _mm256_storeu_pd(&b[t87][t91], a_v_2);
            _mm256_storeu_pd(&b[t88][t92], a_v_3);
            j_vec_2 += 16L;
        } while (j_vec_2 < 32L);
        long j_vec_3 = 0L;
        do {
            long t93 = (long)i_1;
            long t94 = (long)(int)(32L + j_vec_3);
            __m256d a_v_4 = _mm256_i32gather_pd(&a[t94][t93], _mm_setr_epi32(0, 72, 144, 216), 8);
            _mm256_storeu_pd(&b[t93][t94], a_v_4);
            j_vec_3 += 4L;
        } while (j_vec_3 < 4L);
        for (int j_1 = 36; j_1 < 37; j_1++) {
            long t95 = (long)i_1;
            long t96 = (long)j_1;
            b[t95][t96] = a[t96][t95];
        }
    }
}

__attribute__((target("avx2"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
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
        __m256i i_v = _mm256_set1_epi32((int)i);
        __m256i t8 = _mm256_set1_epi32((int)t1);
        __m256i t9 = _mm256_set1_epi32((int)t2);
        __m256i t10 = _mm256_set1_epi32((int)t3);
        __m256i t11 = _mm256_set1_epi32((int)t4);
        __m256i t12 = _mm256_set1_epi32((int)t5);
        __m256i t13 = _mm256_set1_epi32((int)t6);
        __m256i t14 = _mm256_set1_epi32((int)t7);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t15 = (long)i;
            long t16 = (long)i;
            long t17 = (long)i;
            long t18 = (long)i;
            long t19 = (long)(int)j_vec;
            long t20 = (long)(int)(j_vec + 8L);
            long t21 = (long)(int)(j_vec + 16L);
            long t22 = (long)(int)(j_vec + 24L);
            const int *t23 = &a[t19][t15];
            const int *t24 = &a[t20][t16];
            const int *t25 = &a[t21][t17];
            const int *t26 = &a[t22][t18];
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(t23 + 0));
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(t23 + 72));
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(t23 + 144));
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(t23 + 216));
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(t23 + 288));
            __m256i t32 = _mm256_loadu_si256((const __m256i *)(t23 + 360));
            __m256i t33 = _mm256_loadu_si256((const __m256i *)(t23 + 432));
            __m256i t34 = _mm256_loadu_si256((const __m256i *)(t23 + 504));
            __m256i t35 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t27, t31), _mm256_unpackhi_epi32(t27, t31), 0x20);
            __m256i t36 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t27, t31), _mm256_unpackhi_epi32(t27, t31), 0x31);
            __m256i t37 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t28, t32), _mm256_unpackhi_epi32(t28, t32), 0x20);
            __m256i t38 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t28, t32), _mm256_unpackhi_epi32(t28, t32), 0x31);
            __m256i t39 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t29, t33), _mm256_unpackhi_epi32(t29, t33), 0x20);
            __m256i t40 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t29, t33), _mm256_unpackhi_epi32(t29, t33), 0x31);
            __m256i t41 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t30, t34), _mm256_unpackhi_epi32(t30, t34), 0x20);
            __m256i t42 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t30, t34), _mm256_unpackhi_epi32(t30, t34), 0x31);
            __m256i t43 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t35, t39), _mm256_unpackhi_epi32(t35, t39), 0x20);
            __m256i t44 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t35, t39), _mm256_unpackhi_epi32(t35, t39), 0x31);
            __m256i t45 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t36, t40), _mm256_unpackhi_epi32(t36, t40), 0x20);
            __m256i t46 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t36, t40), _mm256_unpackhi_epi32(t36, t40), 0x31);
            __m256i t47 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t37, t41), _mm256_unpackhi_epi32(t37, t41), 0x20);
            __m256i t48 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t37, t41), _mm256_unpackhi_epi32(t37, t41), 0x31);
            __m256i t49 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t38, t42), _mm256_unpackhi_epi32(t38, t42), 0x20);
            __m256i t50 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t38, t42), _mm256_unpackhi_epi32(t38, t42), 0x31);
            __m256i t51 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t43, t47), _mm256_unpackhi_epi32(t43, t47), 0x20);
            __m256i t52 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t43, t47), _mm256_unpackhi_epi32(t43, t47), 0x31);
            __m256i t53 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t44, t48), _mm256_unpackhi_epi32(t44, t48), 0x20);
            __m256i t54 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t44, t48), _mm256_unpackhi_epi32(t44, t48), 0x31);
            __m256i t55 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t45, t49), _mm256_unpackhi_epi32(t45, t49), 0x20);
            __m256i t56 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t45, t49), _mm256_unpackhi_epi32(t45, t49), 0x31);
            __m256i t57 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t46, t50), _mm256_unpackhi_epi32(t46, t50), 0x20);
            __m256i t58 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t46, t50), _mm256_unpackhi_epi32(t46, t50), 0x31);
            __m256i t59 = _mm256_loadu_si256((const __m256i *)(t24 + 0));
            __m256i t60 = _mm256_loadu_si256((const __m256i *)(t24 + 72));
            __m256i t61 = _mm256_loadu_si256((const __m256i *)(t24 + 144));
            __m256i t62 = _mm256_loadu_si256((const __m256i *)(t24 + 216));
            __m256i t63 = _mm256_loadu_si256((const __m256i *)(t24 + 288));
            __m256i t64 = _mm256_loadu_si256((const __m256i *)(t24 + 360));
            __m256i t65 = _mm256_loadu_si256((const __m256i *)(t24 + 432));
            __m256i t66 = _mm256_loadu_si256((const __m256i *)(t24 + 504));
            __m256i t67 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t59, t63), _mm256_unpackhi_epi32(t59, t63), 0x20);
            __m256i t68 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t59, t63), _mm256_unpackhi_epi32(t59, t63), 0x31);
            __m256i t69 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t60, t64), _mm256_unpackhi_epi32(t60, t64), 0x20);
            __m256i t70 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t60, t64), _mm256_unpackhi_epi32(t60, t64), 0x31);
            __m256i t71 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t61, t65), _mm256_unpackhi_epi32(t61, t65), 0x20);
            __m256i t72 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t61, t65), _mm256_unpackhi_epi32(t61, t65), 0x31);
            __m256i t73 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t62, t66), _mm256_unpackhi_epi32(t62, t66), 0x20);
            __m256i t74 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t62, t66), _mm256_unpackhi_epi32(t62, t66), 0x31);
            __m256i t75 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t67, t71), _mm256_unpackhi_epi32(t67, t71), 0x20);
            __m256i t76 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t67, t71), _mm256_unpackhi_epi32(t67, t71), 0x31);
            __m256i t77 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t68, t72), _mm256_unpackhi_epi32(t68, t72), 0x20);
            __m256i t78 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t68, t72), _mm256_unpackhi_epi32(t68, t72), 0x31);
            __m256i t79 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t69, t73), _mm256_unpackhi_epi32(t69, t73), 0x20);
            __m256i t80 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t69, t73), _mm256_unpackhi_epi32(t69, t73), 0x31);
            __m256i t81 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t70, t74), _mm256_unpackhi_epi32(t70, t74), 0x20);
            __m256i t82 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t70, t74), _mm256_unpackhi_epi32(t70, t74), 0x31);
            __m256i t83 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t75, t79), _mm256_unpackhi_epi32(t75, t79), 0x20);
            __m256i t84 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t75, t79), _mm256_unpackhi_epi32(t75, t79), 0x31);
            __m256i t85 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t76, t80), _mm256_unpackhi_epi32(t76, t80), 0x20);
            __m256i t86 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t76, t80), _mm256_unpackhi_epi32(t76, t80), 0x31);
            __m256i t87 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t77, t81), _mm256_unpackhi_epi32(t77, t81), 0x20);
            __m256i t88 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t77, t81), _mm256_unpackhi_epi32(t77, t81), 0x31);
            __m256i t89 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t78, t82), _mm256_unpackhi_epi32(t78, t82), 0x20);
            __m256i t90 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t78, t82), _mm256_unpackhi_epi32(t78, t82), 0x31);
            __m256i t91 = _mm256_loadu_si256((const __m256i *)(t25 + 0));
            __m256i t92 = _mm256_loadu_si256((const __m256i *)(t25 + 72));
            __m256i t93 = _mm256_loadu_si256((const __m256i *)(t25 + 144));
            __m256i t94 = _mm256_loadu_si256((const __m256i *)(t25 + 216));
            __m256i t95 = _mm256_loadu_si256((const __m256i *)(t25 + 288));
            __m256i t96 = _mm256_loadu_si256((const __m256i *)(t25 + 360));
            __m256i t97 = _mm256_loadu_si256((const __m256i *)(t25 + 432));
            __m256i t98 = _mm256_loadu_si256((const __m256i *)(t25 + 504));
            __m256i t99 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t91, t95), _mm256_unpackhi_epi32(t91, t95), 0x20);
            __m256i t100 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t91, t95), _mm256_unpackhi_epi32(t91, t95), 0x31);
            __m256i t101 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t92, t96), _mm256_unpackhi_epi32(t92, t96), 0x20);
            __m256i t102 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t92, t96), _mm256_unpackhi_epi32(t92, t96), 0x31);
            __m256i t103 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t93, t97), _mm256_unpackhi_epi32(t93, t97), 0x20);
            __m256i t104 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t93, t97), _mm256_unpackhi_epi32(t93, t97), 0x31);
            __m256i t105 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t94, t98), _mm256_unpackhi_epi32(t94, t98), 0x20);
            __m256i t106 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t94, t98), _mm256_unpackhi_epi32(t94, t98), 0x31);
            __m256i t107 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t99, t103), _mm256_unpackhi_epi32(t99, t103), 0x20);
            __m256i t108 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t99, t103), _mm256_unpackhi_epi32(t99, t103), 0x31);
            __m256i t109 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t100, t104), _mm256_unpackhi_epi32(t100, t104), 0x20);
            __m256i t110 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t100, t104), _mm256_unpackhi_epi32(t100, t104), 0x31);
            __m256i t111 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t101, t105), _mm256_unpackhi_epi32(t101, t105), 0x20);
            __m256i t112 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t101, t105), _mm256_unpackhi_epi32(t101, t105), 0x31);
            __m256i t113 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t102, t106), _mm256_unpackhi_epi32(t102, t106), 0x20);
            __m256i t114 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t102, t106), _mm256_unpackhi_epi32(t102, t106), 0x31);
            __m256i t115 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t107, t111), _mm256_unpackhi_epi32(t107, t111), 0x20);
            __m256i t116 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t107, t111), _mm256_unpackhi_epi32(t107, t111), 0x31);
            __m256i t117 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t108, t112), _mm256_unpackhi_epi32(t108, t112), 0x20);
            __m256i t118 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t108, t112), _mm256_unpackhi_epi32(t108, t112), 0x31);
            __m256i t119 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t109, t113), _mm256_unpackhi_epi32(t109, t113), 0x20);
            __m256i t120 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t109, t113), _mm256_unpackhi_epi32(t109, t113), 0x31);
            __m256i t121 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t110, t114), _mm256_unpackhi_epi32(t110, t114), 0x20);
            __m256i t122 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t110, t114), _mm256_unpackhi_epi32(t110, t114), 0x31);
            __m256i t123 = _mm256_loadu_si256((const __m256i *)(t26 + 0));
            __m256i t124 = _mm256_loadu_si256((const __m256i *)(t26 + 72));
            __m256i t125 = _mm256_loadu_si256((const __m256i *)(t26 + 144));
            __m256i t126 = _mm256_loadu_si256((const __m256i *)(t26 + 216));
            __m256i t127 = _mm256_loadu_si256((const __m256i *)(t26 + 288));
            __m256i t128 = _mm256_loadu_si256((const __m256i *)(t26 + 360));
            __m256i t129 = _mm256_loadu_si256((const __m256i *)(t26 + 432));
            __m256i t130 = _mm256_loadu_si256((const __m256i *)(t26 + 504));
            __m256i t131 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t123, t127), _mm256_unpackhi_epi32(t123, t127), 0x20);
            __m256i t132 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t123, t127), _mm256_unpackhi_epi32(t123, t127), 0x31);
            __m256i t133 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t124, t128), _mm256_unpackhi_epi32(t124, t128), 0x20);
            __m256i t134 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t124, t128), _mm256_unpackhi_epi32(t124, t128), 0x31);
            __m256i t135 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t125, t129), _mm256_unpackhi_epi32(t125, t129), 0x20);
            __m256i t136 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t125, t129), _mm256_unpackhi_epi32(t125, t129), 0x31);
            __m256i t137 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t126, t130), _mm256_unpackhi_epi32(t126, t130), 0x20);
            __m256i t138 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t126, t130), _mm256_unpackhi_epi32(t126, t130), 0x31);
            __m256i t139 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t131, t135), _mm256_unpackhi_epi32(t131, t135), 0x20);
            __m256i t140 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t131, t135), _mm256_unpackhi_epi32(t131, t135), 0x31);
            __m256i t141 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t132, t136), _mm256_unpackhi_epi32(t132, t136), 0x20);
            __m256i t142 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t132, t136), _mm256_unpackhi_epi32(t132, t136), 0x31);
            __m256i t143 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t133, t137), _mm256_unpackhi_epi32(t133, t137), 0x20);
            __m256i t144 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t133, t137), _mm256_unpackhi_epi32(t133, t137), 0x31);
            __m256i t145 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t134, t138), _mm256_unpackhi_epi32(t134, t138), 0x20);
            __m256i t146 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t134, t138), _mm256_unpackhi_epi32(t134, t138), 0x31);
            __m256i t147 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t139, t143), _mm256_unpackhi_epi32(t139, t143), 0x20);
            __m256i t148 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t139, t143), _mm256_unpackhi_epi32(t139, t143), 0x31);
            __m256i t149 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t140, t144), _mm256_unpackhi_epi32(t140, t144), 0x20);
            __m256i t150 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t140, t144), _mm256_unpackhi_epi32(t140, t144), 0x31);
            __m256i t151 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t141, t145), _mm256_unpackhi_epi32(t141, t145), 0x20);
            __m256i t152 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t141, t145), _mm256_unpackhi_epi32(t141, t145), 0x31);
            __m256i t153 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t142, t146), _mm256_unpackhi_epi32(t142, t146), 0x20);
            __m256i t154 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t142, t146), _mm256_unpackhi_epi32(t142, t146), 0x31);
            __m256i t155 = _mm256_add_epi32(t51, i_v);
            __m256i t156 = _mm256_add_epi32(t83, i_v);
            __m256i t157 = _mm256_add_epi32(t115, i_v);
            __m256i t158 = _mm256_add_epi32(t147, i_v);
            _mm256_storeu_si256((__m256i *)&b[t15][t19], t155);
            _mm256_storeu_si256((__m256i *)&b[t16][t20], t156);
            _mm256_storeu_si256((__m256i *)&b[t17][t21], t157);
            _mm256_storeu_si256((__m256i *)&b[t18][t22], t158);
            __m256i t159 = _mm256_add_epi32(t52, t8);
            __m256i t160 = _mm256_add_epi32(t84, t8);
            __m256i t161 = _mm256_add_epi32(t116, t8);
            __m256i t162 = _mm256_add_epi32(t148, t8);
            _mm256_storeu_si256((__m256i *)&b[t1][t19], t159);
            _mm256_storeu_si256((__m256i *)&b[t1][t20], t160);
            _mm256_storeu_si256((__m256i *)&b[t1][t21], t161);
            _mm256_storeu_si256((__m256i *)&b[t1][t22], t162);
            __m256i t163 = _mm256_add_epi32(t53, t9);
            __m256i t164 = _mm256_add_epi32(t85, t9);
            __m256i t165 = _mm256_add_epi32(t117, t9);
            __m256i t166 = _mm256_add_epi32(t149, t9);
            _mm256_storeu_si256((__m256i *)&b[t2][t19], t163);
            _mm256_storeu_si256((__m256i *)&b[t2][t20], t164);
            _mm256_storeu_si256((__m256i *)&b[t2][t21], t165);
            _mm256_storeu_si256((__m256i *)&b[t2][t22], t166);
            __m256i t167 = _mm256_add_epi32(t54, t10);
            __m256i t168 = _mm256_add_epi32(t86, t10);
            __m256i t169 = _mm256_add_epi32(t118, t10);
            __m256i t170 = _mm256_add_epi32(t150, t10);
            _mm256_storeu_si256((__m256i *)&b[t3][t19], t167);
            _mm256_storeu_si256((__m256i *)&b[t3][t20], t168);
            _mm256_storeu_si256((__m256i *)&b[t3][t21], t169);
            _mm256_storeu_si256((__m256i *)&b[t3][t22], t170);
            __m256i t171 = _mm256_add_epi32(t55, t11);
            __m256i t172 = _mm256_add_epi32(t87, t11);
            __m256i t173 = _mm256_add_epi32(t119, t11);
            __m256i t174 = _mm256_add_epi32(t151, t11);
            _mm256_storeu_si256((__m256i *)&b[t4][t19], t171);
            _mm256_storeu_si256((__m256i *)&b[t4][t20], t172);
            _mm256_storeu_si256((__m256i *)&b[t4][t21], t173);
            _mm256_storeu_si256((__m256i *)&b[t4][t22], t174);
            __m256i t175 = _mm256_add_epi32(t56, t12);
            __m256i t176 = _mm256_add_epi32(t88, t12);
            __m256i t177 = _mm256_add_epi32(t120, t12);
            __m256i t178 = _mm256_add_epi32(t152, t12);
            _mm256_storeu_si256((__m256i *)&b[t5][t19], t175);
            _mm256_storeu_si256((__m256i *)&b[t5][t20], t176);
            _mm256_storeu_si256((__m256i *)&b[t5][t21], t177);
            _mm256_storeu_si256((__m256i *)&b[t5][t22], t178);
            __m256i t179 = _mm256_add_epi32(t57, t13);
            __m256i t180 = _mm256_add_epi32(t89, t13);
            __m256i t181 = _mm256_add_epi32(t121, t13);
            __m256i t182 = _mm256_add_epi32(t153, t13);
            _mm256_storeu_si256((__m256i *)&b[t6][t19], t179);
            _mm256_storeu_si256((__m256i *)&b[t6][t20], t180);
            _mm256_storeu_si256((__m256i *)&b[t6][t21], t181);
            _mm256_storeu_si256((__m256i *)&b[t6][t22], t182);
            __m256i t183 = _mm256_add_epi32(t58, t14);
            _mm256_storeu_si256((__m256i *)&b[t7][t19], t183);
            __m256i t184 = _mm256_add_epi32(t90, t14);
            _mm256_storeu_si256((__m256i *)&b[t7][t20], t184);
            __m256i t185 = _mm256_add_epi32(t122, t14);
            _mm256_storeu_si256((__m256i *)&b[t7][t21], t185);
            __m256i t186 = _mm256_add_epi32(t154, t14);
            _mm256_storeu_si256((__m256i *)&b[t7][t22], t186);
            j_vec += 32L;
        } while (j_vec < 32L);
        for (int j = 32; j < 33; j++) {
            long t187 = (long)i;
            long t188 = (long)j;
            const int (*t189)[72] = a + t188;
            b[t187][t188] = (*t189)[t187] + i;
            long t190 = (long)t1;
            b[t190][t188] = (*t189)[t190] + t1;
            long t191 = (long)t2;
            b[t191][t188] = (*t189)[t191] + t2;
            long t192 = (long)t3;
            b[t192][t188] = (*t189)[t192] + t3;
            long t193 = (long)t4;
            b[t193][t188] = (*t189)[t193] + t4;
            long t194 = (long)t5;
            b[t194][t188] = (*t189)[t194] + t5;
            long t195 = (long)t6;
            b[t195][t188] = (*t189)[t195] + t6;
            long t196 = (long)t7;
            b[t196][t188] = (*t189)[t196] + t7;
        }
    }
    for (; i_1 < m; i_1++) {
        __m256i i_v_1 = _mm256_set1_epi32((int)i_1);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t197 = (long)i_1;
            long t198 = (long)i_1;
            long t199 = (long)i_1;
            long t200 = (long)i_1;
            long t201 = (long)(int)j_vec_1;
            long t202 = (long)(int)(j_vec_1 + 8L);
            long t203 = (long)(int)(j_vec_1 + 16L);
            long t204 = (long)(int)(j_vec_1 + 24L);
            __m256i a_v = _mm256_i32gather_epi32((const int *)&a[t201][t197], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i a_v_1 = _mm256_i32gather_epi32((const int *)&a[t202][t198], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i a_v_2 = _mm256_i32gather_epi32((const int *)&a[t203][t199], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i a_v_3 = _mm256_i32gather_epi32((const int *)&a[t204][t200], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256i t205 = _mm256_add_epi32(a_v, i_v_1);
            _mm256_storeu_si256((__m256i *)&b[t197][t201], t205);
            __m256i t206 = _mm256_add_epi32(a_v_1, i_v_1);
            _mm256_storeu_si256((__m256i *)&b[t198][t202], t206);
            __m256i t207 = _mm256_add_epi32(a_v_2, i_v_1);
            _mm256_storeu_si256((__m256i *)&b[t199][t203], t207);
            __m256i t208 = _mm256_add_epi32(a_v_3, i_v_1);
            _mm256_storeu_si256((__m256i *)&b[t200][t204], t208);
            j_vec_1 += 32L;
        } while (j_vec_1 < 32L);
        for (int j_1 = 32; j_1 < 33; j_1++) {
            long t209 = (long)i_1;
            long t210 = (long)j_1;
            b[t209][t210] = a[t210][t209] + i_1;
        }
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

__attribute__((target("avx2"))) void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    for (int i = 0; i < m; i++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:72 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            int t1 = (int)(1L + j_vec);
            int t2 = (int)(1L + (j_vec + 8L));
            int t3 = (int)(1L + (j_vec + 16L));
            int t4 = (int)(1L + (j_vec + 24L));
            long t5 = (long)i;
            long t6 = (long)i;
            long t7 = (long)i;
            long t8 = (long)i;
            long t9 = (long)t1;
            long t10 = (long)t2;
            long t11 = (long)t3;
            long t12 = (long)t4;
            float *t13 = &b[t5][t9];
            float *t14 = &b[t6][t10];
            float *t15 = &b[t7][t11];
            float *t16 = &b[t8][t12];
            __m256 a_v = _mm256_i32gather_ps(&a[t9][t5], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_1 = _mm256_i32gather_ps(&a[t10][t6], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_2 = _mm256_i32gather_ps(&a[t11][t7], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            __m256 a_v_3 = _mm256_i32gather_ps(&a[t12][t8], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), 4);
            _mm256_storeu_ps(t13, a_v);
            _mm256_storeu_ps(t14, a_v_1);
            _mm256_storeu_ps(t15, a_v_2);
            _mm256_storeu_ps(t16, a_v_3);
            __m256 b_v = _mm256_loadu_ps(t13);
            __m256 b_v_1 = _mm256_loadu_ps(t14);
            __m256 b_v_2 = _mm256_loadu_ps(t15);
            __m256 b_v_3 = _mm256_loadu_ps(t16);
            __m256 t17 = _mm256_mul_ps(b_v, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[t1 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t17, 0xff);
            __m256 t18 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[t2 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t18, 0xff);
            __m256 t19 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[t3 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t19, 0xff);
            __m256 t20 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[t4 - 1][i + 1], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t20, 0xff);
            j_vec += 32L;
        } while (j_vec < 32L);
        for (int j = 33; j < 40; j++) {
            long t21 = (long)i;
            long t22 = (long)j;
            float *t23 = &b[t21][t22];
            *t23 = a[t22][t21];
            a[j - 1][i + 1] = *t23 * 0.5f;
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
