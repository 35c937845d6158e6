/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })
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
/* vcc-test: expect-vectorized generic=15 avx2=15 sse4.2=13 neon=14 */

#define W 72

__attribute__((target("avx2"))) void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t9;
    float (*t10)[72];
    long t79;
    float (*t80)[72];
    long t83;
    float (*t84)[72];
    long t87;
    float (*t88)[72];
    long t91;
    float (*t92)[72];
    long t95;
    float (*t96)[72];
    long t99;
    float (*t100)[72];
    long t103;
    float (*t104)[72];
    int i_1;
    long t113;
    float (*t114)[72];
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
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = j_vec + 8L;
            t9 = (long)i;
            t10 = b + t9;
            const float *t11 = &a[j_vec][t9];
            const float *t12 = &a[t8][t9];
            __m256 t13 = _mm256_loadu_ps(t11 + 0);
            __m256 t14 = _mm256_loadu_ps(t11 + 72);
            __m256 t15 = _mm256_loadu_ps(t11 + 144);
            __m256 t16 = _mm256_loadu_ps(t11 + 216);
            __m256 t17 = _mm256_loadu_ps(t11 + 288);
            __m256 t18 = _mm256_loadu_ps(t11 + 360);
            __m256 t19 = _mm256_loadu_ps(t11 + 432);
            __m256 t20 = _mm256_loadu_ps(t11 + 504);
            __m256 t21 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x20);
            __m256 t22 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x31);
            __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x20);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x31);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x20);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x31);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x20);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x31);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t45 = _mm256_loadu_ps(t12 + 0);
            __m256 t46 = _mm256_loadu_ps(t12 + 72);
            __m256 t47 = _mm256_loadu_ps(t12 + 144);
            __m256 t48 = _mm256_loadu_ps(t12 + 216);
            __m256 t49 = _mm256_loadu_ps(t12 + 288);
            __m256 t50 = _mm256_loadu_ps(t12 + 360);
            __m256 t51 = _mm256_loadu_ps(t12 + 432);
            __m256 t52 = _mm256_loadu_ps(t12 + 504);
            __m256 t53 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t45, t49), _mm256_unpackhi_ps(t45, t49), 0x20);
            __m256 t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t45, t49), _mm256_unpackhi_ps(t45, t49), 0x31);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x20);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x31);
            __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x20);
            __m256 t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x31);
            __m256 t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x20);
            __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x31);
            __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x20);
            __m256 t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x31);
            __m256 t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x20);
            __m256 t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x31);
            __m256 t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x20);
            __m256 t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x31);
            __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x20);
            __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x31);
            __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x20);
            __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x31);
            __m256 t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x20);
            __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x31);
            __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x20);
            __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x31);
            __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x20);
            __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x31);
            __m256 t77 = _mm256_mul_ps(t37, s_v);
            __m256 t78 = _mm256_mul_ps(t69, s_v);
            _mm256_storeu_ps(&(*t10)[j_vec], t77);
            _mm256_storeu_ps(&(*t10)[t8], t78);
            t79 = (long)t1;
            t80 = b + t79;
            __m256 t81 = _mm256_mul_ps(t38, s_v);
            __m256 t82 = _mm256_mul_ps(t70, s_v);
            _mm256_storeu_ps(&(*t80)[j_vec], t81);
            _mm256_storeu_ps(&(*t80)[t8], t82);
            t83 = (long)t2;
            t84 = b + t83;
            __m256 t85 = _mm256_mul_ps(t39, s_v);
            __m256 t86 = _mm256_mul_ps(t71, s_v);
            _mm256_storeu_ps(&(*t84)[j_vec], t85);
            _mm256_storeu_ps(&(*t84)[t8], t86);
            t87 = (long)t3;
            t88 = b + t87;
            __m256 t89 = _mm256_mul_ps(t40, s_v);
            __m256 t90 = _mm256_mul_ps(t72, s_v);
            _mm256_storeu_ps(&(*t88)[j_vec], t89);
            _mm256_storeu_ps(&(*t88)[t8], t90);
            t91 = (long)t4;
            t92 = b + t91;
            __m256 t93 = _mm256_mul_ps(t41, s_v);
            __m256 t94 = _mm256_mul_ps(t73, s_v);
            _mm256_storeu_ps(&(*t92)[j_vec], t93);
            _mm256_storeu_ps(&(*t92)[t8], t94);
            t95 = (long)t5;
            t96 = b + t95;
            __m256 t97 = _mm256_mul_ps(t42, s_v);
            __m256 t98 = _mm256_mul_ps(t74, s_v);
            _mm256_storeu_ps(&(*t96)[j_vec], t97);
            _mm256_storeu_ps(&(*t96)[t8], t98);
            t99 = (long)t6;
            t100 = b + t99;
            __m256 t101 = _mm256_mul_ps(t43, s_v);
            __m256 t102 = _mm256_mul_ps(t75, s_v);
            _mm256_storeu_ps(&(*t100)[j_vec], t101);
            _mm256_storeu_ps(&(*t100)[t8], t102);
            t103 = (long)t7;
            t104 = b + t103;
            __m256 t105 = _mm256_mul_ps(t44, s_v);
            _mm256_storeu_ps(&(*t104)[j_vec], t105);
            __m256 t106 = _mm256_mul_ps(t76, s_v);
            _mm256_storeu_ps(&(*t104)[t8], t106);
            j_vec += 16L;
        } while (j_vec < 48L);
        const float (*t107)[72] = a + 48;
        (*t10)[48] = (*t107)[t9] * s;
        (*t80)[48] = (*t107)[t79] * s;
        (*t84)[48] = (*t107)[t83] * s;
        (*t88)[48] = (*t107)[t87] * s;
        (*t92)[48] = (*t107)[t91] * s;
        (*t96)[48] = (*t107)[t95] * s;
        (*t100)[48] = (*t107)[t99] * s;
        (*t104)[48] = (*t107)[t103] * s;
        const float (*t108)[72] = a + 49;
        (*t10)[49] = (*t108)[t9] * s;
        (*t80)[49] = (*t108)[t79] * s;
        (*t84)[49] = (*t108)[t83] * s;
        (*t88)[49] = (*t108)[t87] * s;
        (*t92)[49] = (*t108)[t91] * s;
        (*t96)[49] = (*t108)[t95] * s;
        (*t100)[49] = (*t108)[t99] * s;
        (*t104)[49] = (*t108)[t103] * s;
        const float (*t109)[72] = a + 50;
        (*t10)[50] = (*t109)[t9] * s;
        (*t80)[50] = (*t109)[t79] * s;
        (*t84)[50] = (*t109)[t83] * s;
        (*t88)[50] = (*t109)[t87] * s;
        (*t92)[50] = (*t109)[t91] * s;
        (*t96)[50] = (*t109)[t95] * s;
        (*t100)[50] = (*t109)[t99] * s;
        (*t104)[50] = (*t109)[t103] * s;
        const float (*t110)[72] = a + 51;
        (*t10)[51] = (*t110)[t9] * s;
        (*t80)[51] = (*t110)[t79] * s;
        (*t84)[51] = (*t110)[t83] * s;
        (*t88)[51] = (*t110)[t87] * s;
        (*t92)[51] = (*t110)[t91] * s;
        (*t96)[51] = (*t110)[t95] * s;
        (*t100)[51] = (*t110)[t99] * s;
        (*t104)[51] = (*t110)[t103] * s;
        const float (*t111)[72] = a + 52;
        (*t10)[52] = (*t111)[t9] * s;
        (*t80)[52] = (*t111)[t79] * s;
        (*t84)[52] = (*t111)[t83] * s;
        (*t88)[52] = (*t111)[t87] * s;
        (*t92)[52] = (*t111)[t91] * s;
        (*t96)[52] = (*t111)[t95] * s;
        (*t100)[52] = (*t111)[t99] * s;
        (*t104)[52] = (*t111)[t103] * s;
        i = t7 + 1;
    }
    while (i_1 < m) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t112 = j_vec_1 + 8L;
            t113 = (long)i_1;
            t114 = b + t113;
            __m256 a_v = vcc_avx2_gather8(_mm256_setr_ps, float, &a[j_vec_1][t113], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t112][t113], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 t115 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&(*t114)[j_vec_1], t115);
            __m256 t116 = _mm256_mul_ps(a_v_1, s_v_1);
            _mm256_storeu_ps(&(*t114)[t112], t116);
            j_vec_1 += 16L;
        } while (j_vec_1 < 48L);
        (*t114)[48] = a[48][t113] * s;
        (*t114)[49] = a[49][t113] * s;
        (*t114)[50] = a[50][t113] * s;
        (*t114)[51] = a[51][t113] * s;
        (*t114)[52] = a[52][t113] * s;
        i_1++;
    }
}

__attribute__((target("avx2"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
            const float *t9 = &a[j_vec][t8];
            __m256 t10 = _mm256_loadu_ps(t9 + 0);
            __m256 t11 = _mm256_loadu_ps(t9 + 72);
            __m256 t12 = _mm256_loadu_ps(t9 + 144);
            __m256 t13 = _mm256_loadu_ps(t9 + 216);
            __m256 t14 = _mm256_loadu_ps(t9 + 288);
            __m256 t15 = _mm256_loadu_ps(t9 + 360);
            __m256 t16 = _mm256_loadu_ps(t9 + 432);
            __m256 t17 = _mm256_loadu_ps(t9 + 504);
            __m256 t18 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t10, t14), _mm256_unpackhi_ps(t10, t14), 0x20);
            __m256 t19 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t10, t14), _mm256_unpackhi_ps(t10, t14), 0x31);
            __m256 t20 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t11, t15), _mm256_unpackhi_ps(t11, t15), 0x20);
            __m256 t21 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t11, t15), _mm256_unpackhi_ps(t11, t15), 0x31);
            __m256 t22 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t12, t16), _mm256_unpackhi_ps(t12, t16), 0x20);
            __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t12, t16), _mm256_unpackhi_ps(t12, t16), 0x31);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x20);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x31);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x20);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t18, t22), _mm256_unpackhi_ps(t18, t22), 0x31);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x20);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t19, t23), _mm256_unpackhi_ps(t19, t23), 0x31);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x20);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t20, t24), _mm256_unpackhi_ps(t20, t24), 0x31);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x20);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t26, t30), _mm256_unpackhi_ps(t26, t30), 0x31);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x20);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t27, t31), _mm256_unpackhi_ps(t27, t31), 0x31);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x20);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t28, t32), _mm256_unpackhi_ps(t28, t32), 0x31);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
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

__attribute__((target("avx2"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t9;
    float (*t10)[72];
    long t79;
    float (*t80)[72];
    long t83;
    float (*t84)[72];
    long t87;
    float (*t88)[72];
    long t91;
    float (*t92)[72];
    long t95;
    float (*t96)[72];
    long t99;
    float (*t100)[72];
    long t103;
    float (*t104)[72];
    int i_1;
    long t109;
    float (*t110)[72];
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
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t8 = j_vec + 8L;
            t9 = (long)i;
            t10 = b + t9;
            const float *t11 = &a[j_vec][t9];
            const float *t12 = &a[t8][t9];
            __m256 t13 = _mm256_loadu_ps(t11 + 0);
            __m256 t14 = _mm256_loadu_ps(t11 + 72);
            __m256 t15 = _mm256_loadu_ps(t11 + 144);
            __m256 t16 = _mm256_loadu_ps(t11 + 216);
            __m256 t17 = _mm256_loadu_ps(t11 + 288);
            __m256 t18 = _mm256_loadu_ps(t11 + 360);
            __m256 t19 = _mm256_loadu_ps(t11 + 432);
            __m256 t20 = _mm256_loadu_ps(t11 + 504);
            __m256 t21 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x20);
            __m256 t22 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t13, t17), _mm256_unpackhi_ps(t13, t17), 0x31);
            __m256 t23 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x20);
            __m256 t24 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t14, t18), _mm256_unpackhi_ps(t14, t18), 0x31);
            __m256 t25 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x20);
            __m256 t26 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t15, t19), _mm256_unpackhi_ps(t15, t19), 0x31);
            __m256 t27 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x20);
            __m256 t28 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t16, t20), _mm256_unpackhi_ps(t16, t20), 0x31);
            __m256 t29 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x20);
            __m256 t30 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t21, t25), _mm256_unpackhi_ps(t21, t25), 0x31);
            __m256 t31 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x20);
            __m256 t32 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t22, t26), _mm256_unpackhi_ps(t22, t26), 0x31);
            __m256 t33 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x20);
            __m256 t34 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t23, t27), _mm256_unpackhi_ps(t23, t27), 0x31);
            __m256 t35 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x20);
            __m256 t36 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t24, t28), _mm256_unpackhi_ps(t24, t28), 0x31);
            __m256 t37 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x20);
            __m256 t38 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t29, t33), _mm256_unpackhi_ps(t29, t33), 0x31);
            __m256 t39 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x20);
            __m256 t40 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t30, t34), _mm256_unpackhi_ps(t30, t34), 0x31);
            __m256 t41 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x20);
            __m256 t42 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t31, t35), _mm256_unpackhi_ps(t31, t35), 0x31);
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x20);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t32, t36), _mm256_unpackhi_ps(t32, t36), 0x31);
            __m256 t45 = _mm256_loadu_ps(t12 + 0);
            __m256 t46 = _mm256_loadu_ps(t12 + 72);
            __m256 t47 = _mm256_loadu_ps(t12 + 144);
            __m256 t48 = _mm256_loadu_ps(t12 + 216);
            __m256 t49 = _mm256_loadu_ps(t12 + 288);
            __m256 t50 = _mm256_loadu_ps(t12 + 360);
            __m256 t51 = _mm256_loadu_ps(t12 + 432);
            __m256 t52 = _mm256_loadu_ps(t12 + 504);
            __m256 t53 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t45, t49), _mm256_unpackhi_ps(t45, t49), 0x20);
            __m256 t54 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t45, t49), _mm256_unpackhi_ps(t45, t49), 0x31);
            __m256 t55 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x20);
            __m256 t56 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t46, t50), _mm256_unpackhi_ps(t46, t50), 0x31);
            __m256 t57 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x20);
            __m256 t58 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t47, t51), _mm256_unpackhi_ps(t47, t51), 0x31);
            __m256 t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x20);
            __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t48, t52), _mm256_unpackhi_ps(t48, t52), 0x31);
            __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x20);
            __m256 t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x31);
            __m256 t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x20);
            __m256 t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x31);
            __m256 t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x20);
            __m256 t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t55, t59), _mm256_unpackhi_ps(t55, t59), 0x31);
            __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x20);
            __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t56, t60), _mm256_unpackhi_ps(t56, t60), 0x31);
            __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x20);
            __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x31);
            __m256 t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x20);
            __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x31);
            __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x20);
            __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t63, t67), _mm256_unpackhi_ps(t63, t67), 0x31);
            __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x20);
            __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t64, t68), _mm256_unpackhi_ps(t64, t68), 0x31);
            __m256 t77 = _mm256_mul_ps(t37, s_v);
            __m256 t78 = _mm256_mul_ps(t69, s_v);
            _mm256_storeu_ps(&(*t10)[j_vec], t77);
            _mm256_storeu_ps(&(*t10)[t8], t78);
            t79 = (long)t1;
            t80 = b + t79;
            __m256 t81 = _mm256_mul_ps(t38, s_v);
            __m256 t82 = _mm256_mul_ps(t70, s_v);
            _mm256_storeu_ps(&(*t80)[j_vec], t81);
            _mm256_storeu_ps(&(*t80)[t8], t82);
            t83 = (long)t2;
            t84 = b + t83;
            __m256 t85 = _mm256_mul_ps(t39, s_v);
            __m256 t86 = _mm256_mul_ps(t71, s_v);
            _mm256_storeu_ps(&(*t84)[j_vec], t85);
            _mm256_storeu_ps(&(*t84)[t8], t86);
            t87 = (long)t3;
            t88 = b + t87;
            __m256 t89 = _mm256_mul_ps(t40, s_v);
            __m256 t90 = _mm256_mul_ps(t72, s_v);
            _mm256_storeu_ps(&(*t88)[j_vec], t89);
            _mm256_storeu_ps(&(*t88)[t8], t90);
            t91 = (long)t4;
            t92 = b + t91;
            __m256 t93 = _mm256_mul_ps(t41, s_v);
            __m256 t94 = _mm256_mul_ps(t73, s_v);
            _mm256_storeu_ps(&(*t92)[j_vec], t93);
            _mm256_storeu_ps(&(*t92)[t8], t94);
            t95 = (long)t5;
            t96 = b + t95;
            __m256 t97 = _mm256_mul_ps(t42, s_v);
            __m256 t98 = _mm256_mul_ps(t74, s_v);
            _mm256_storeu_ps(&(*t96)[j_vec], t97);
            _mm256_storeu_ps(&(*t96)[t8], t98);
            t99 = (long)t6;
            t100 = b + t99;
            __m256 t101 = _mm256_mul_ps(t43, s_v);
            __m256 t102 = _mm256_mul_ps(t75, s_v);
            _mm256_storeu_ps(&(*t100)[j_vec], t101);
            _mm256_storeu_ps(&(*t100)[t8], t102);
            t103 = (long)t7;
            t104 = b + t103;
            __m256 t105 = _mm256_mul_ps(t44, s_v);
            _mm256_storeu_ps(&(*t104)[j_vec], t105);
            __m256 t106 = _mm256_mul_ps(t76, s_v);
            _mm256_storeu_ps(&(*t104)[t8], t106);
            j_vec += 16L;
        } while (j_vec < 16L);
        const float (*t107)[72] = a + 16;
        (*t10)[16] = (*t107)[t9] * s;
        (*t80)[16] = (*t107)[t79] * s;
        (*t84)[16] = (*t107)[t83] * s;
        (*t88)[16] = (*t107)[t87] * s;
        (*t92)[16] = (*t107)[t91] * s;
        (*t96)[16] = (*t107)[t95] * s;
        (*t100)[16] = (*t107)[t99] * s;
        (*t104)[16] = (*t107)[t103] * s;
        i = t7 + 1;
    }
    while (i_1 < m) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 8, UF 2, scalar epilogue */
        do {
            long t108 = j_vec_1 + 8L;
            t109 = (long)i_1;
            t110 = b + t109;
            __m256 a_v = vcc_avx2_gather8(_mm256_setr_ps, float, &a[j_vec_1][t109], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t108][t109], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 t111 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&(*t110)[j_vec_1], t111);
            __m256 t112 = _mm256_mul_ps(a_v_1, s_v_1);
            _mm256_storeu_ps(&(*t110)[t108], t112);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        (*t110)[16] = a[16][t109] * s;
        i_1++;
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
            long t8 = j_vec + 8L;
            long t9 = j_vec + 16L;
            long t10 = j_vec + 24L;
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)i;
            long t14 = (long)i;
            const float *t15 = &a[j_vec][t11];
            const float *t16 = &a[t8][t12];
            const float *t17 = &a[t9][t13];
            const float *t18 = &a[t10][t14];
            __m256 t19 = _mm256_loadu_ps(t15 + 0);
            __m256 t20 = _mm256_loadu_ps(t15 + 72);
            __m256 t21 = _mm256_loadu_ps(t15 + 144);
            __m256 t22 = _mm256_loadu_ps(t15 + 216);
            __m256 t23 = _mm256_loadu_ps(t15 + 288);
            __m256 t24 = _mm256_loadu_ps(t15 + 360);
            __m256 t25 = _mm256_loadu_ps(t15 + 432);
            __m256 t26 = _mm256_loadu_ps(t15 + 504);
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
            __m256 t43 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x20);
            __m256 t44 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t35, t39), _mm256_unpackhi_ps(t35, t39), 0x31);
            __m256 t45 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x20);
            __m256 t46 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t36, t40), _mm256_unpackhi_ps(t36, t40), 0x31);
            __m256 t47 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x20);
            __m256 t48 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t37, t41), _mm256_unpackhi_ps(t37, t41), 0x31);
            __m256 t49 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x20);
            __m256 t50 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t38, t42), _mm256_unpackhi_ps(t38, t42), 0x31);
            __m256 t51 = _mm256_loadu_ps(t16 + 0);
            __m256 t52 = _mm256_loadu_ps(t16 + 72);
            __m256 t53 = _mm256_loadu_ps(t16 + 144);
            __m256 t54 = _mm256_loadu_ps(t16 + 216);
            __m256 t55 = _mm256_loadu_ps(t16 + 288);
            __m256 t56 = _mm256_loadu_ps(t16 + 360);
            __m256 t57 = _mm256_loadu_ps(t16 + 432);
            __m256 t58 = _mm256_loadu_ps(t16 + 504);
            __m256 t59 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x20);
            __m256 t60 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t51, t55), _mm256_unpackhi_ps(t51, t55), 0x31);
            __m256 t61 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x20);
            __m256 t62 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t52, t56), _mm256_unpackhi_ps(t52, t56), 0x31);
            __m256 t63 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x20);
            __m256 t64 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t53, t57), _mm256_unpackhi_ps(t53, t57), 0x31);
            __m256 t65 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x20);
            __m256 t66 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t54, t58), _mm256_unpackhi_ps(t54, t58), 0x31);
            __m256 t67 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x20);
            __m256 t68 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t59, t63), _mm256_unpackhi_ps(t59, t63), 0x31);
            __m256 t69 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x20);
            __m256 t70 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t60, t64), _mm256_unpackhi_ps(t60, t64), 0x31);
            __m256 t71 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x20);
            __m256 t72 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t61, t65), _mm256_unpackhi_ps(t61, t65), 0x31);
            __m256 t73 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x20);
            __m256 t74 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t62, t66), _mm256_unpackhi_ps(t62, t66), 0x31);
            __m256 t75 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x20);
            __m256 t76 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t67, t71), _mm256_unpackhi_ps(t67, t71), 0x31);
            __m256 t77 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x20);
            __m256 t78 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t68, t72), _mm256_unpackhi_ps(t68, t72), 0x31);
            __m256 t79 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x20);
            __m256 t80 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t69, t73), _mm256_unpackhi_ps(t69, t73), 0x31);
            __m256 t81 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t70, t74), _mm256_unpackhi_ps(t70, t74), 0x20);
            __m256 t82 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t70, t74), _mm256_unpackhi_ps(t70, t74), 0x31);
            __m256 t83 = _mm256_loadu_ps(t17 + 0);
            __m256 t84 = _mm256_loadu_ps(t17 + 72);
            __m256 t85 = _mm256_loadu_ps(t17 + 144);
            __m256 t86 = _mm256_loadu_ps(t17 + 216);
            __m256 t87 = _mm256_loadu_ps(t17 + 288);
            __m256 t88 = _mm256_loadu_ps(t17 + 360);
            __m256 t89 = _mm256_loadu_ps(t17 + 432);
            __m256 t90 = _mm256_loadu_ps(t17 + 504);
            __m256 t91 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t83, t87), _mm256_unpackhi_ps(t83, t87), 0x20);
            __m256 t92 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t83, t87), _mm256_unpackhi_ps(t83, t87), 0x31);
            __m256 t93 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t84, t88), _mm256_unpackhi_ps(t84, t88), 0x20);
            __m256 t94 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t84, t88), _mm256_unpackhi_ps(t84, t88), 0x31);
            __m256 t95 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t85, t89), _mm256_unpackhi_ps(t85, t89), 0x20);
            __m256 t96 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t85, t89), _mm256_unpackhi_ps(t85, t89), 0x31);
            __m256 t97 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t86, t90), _mm256_unpackhi_ps(t86, t90), 0x20);
            __m256 t98 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t86, t90), _mm256_unpackhi_ps(t86, t90), 0x31);
            __m256 t99 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x20);
            __m256 t100 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t91, t95), _mm256_unpackhi_ps(t91, t95), 0x31);
            __m256 t101 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t92, t96), _mm256_unpackhi_ps(t92, t96), 0x20);
            __m256 t102 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t92, t96), _mm256_unpackhi_ps(t92, t96), 0x31);
            __m256 t103 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x20);
            __m256 t104 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t93, t97), _mm256_unpackhi_ps(t93, t97), 0x31);
            __m256 t105 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x20);
            __m256 t106 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t94, t98), _mm256_unpackhi_ps(t94, t98), 0x31);
            __m256 t107 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x20);
            __m256 t108 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t99, t103), _mm256_unpackhi_ps(t99, t103), 0x31);
            __m256 t109 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t100, t104), _mm256_unpackhi_ps(t100, t104), 0x20);
            __m256 t110 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t100, t104), _mm256_unpackhi_ps(t100, t104), 0x31);
            __m256 t111 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x20);
            __m256 t112 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t101, t105), _mm256_unpackhi_ps(t101, t105), 0x31);
            __m256 t113 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x20);
            __m256 t114 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t102, t106), _mm256_unpackhi_ps(t102, t106), 0x31);
            __m256 t115 = _mm256_loadu_ps(t18 + 0);
            __m256 t116 = _mm256_loadu_ps(t18 + 72);
            __m256 t117 = _mm256_loadu_ps(t18 + 144);
            __m256 t118 = _mm256_loadu_ps(t18 + 216);
            __m256 t119 = _mm256_loadu_ps(t18 + 288);
            __m256 t120 = _mm256_loadu_ps(t18 + 360);
            __m256 t121 = _mm256_loadu_ps(t18 + 432);
            __m256 t122 = _mm256_loadu_ps(t18 + 504);
            __m256 t123 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t115, t119), _mm256_unpackhi_ps(t115, t119), 0x20);
            __m256 t124 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t115, t119), _mm256_unpackhi_ps(t115, t119), 0x31);
            __m256 t125 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t116, t120), _mm256_unpackhi_ps(t116, t120), 0x20);
            __m256 t126 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t116, t120), _mm256_unpackhi_ps(t116, t120), 0x31);
            __m256 t127 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t117, t121), _mm256_unpackhi_ps(t117, t121), 0x20);
            __m256 t128 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t117, t121), _mm256_unpackhi_ps(t117, t121), 0x31);
            __m256 t129 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t118, t122), _mm256_unpackhi_ps(t118, t122), 0x20);
            __m256 t130 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t118, t122), _mm256_unpackhi_ps(t118, t122), 0x31);
            __m256 t131 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t123, t127), _mm256_unpackhi_ps(t123, t127), 0x20);
            __m256 t132 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t123, t127), _mm256_unpackhi_ps(t123, t127), 0x31);
            __m256 t133 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t124, t128), _mm256_unpackhi_ps(t124, t128), 0x20);
            __m256 t134 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t124, t128), _mm256_unpackhi_ps(t124, t128), 0x31);
            __m256 t135 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t125, t129), _mm256_unpackhi_ps(t125, t129), 0x20);
            __m256 t136 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t125, t129), _mm256_unpackhi_ps(t125, t129), 0x31);
            __m256 t137 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t126, t130), _mm256_unpackhi_ps(t126, t130), 0x20);
            __m256 t138 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t126, t130), _mm256_unpackhi_ps(t126, t130), 0x31);
            __m256 t139 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t131, t135), _mm256_unpackhi_ps(t131, t135), 0x20);
            __m256 t140 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t131, t135), _mm256_unpackhi_ps(t131, t135), 0x31);
            __m256 t141 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t132, t136), _mm256_unpackhi_ps(t132, t136), 0x20);
            __m256 t142 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t132, t136), _mm256_unpackhi_ps(t132, t136), 0x31);
            __m256 t143 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t133, t137), _mm256_unpackhi_ps(t133, t137), 0x20);
            __m256 t144 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t133, t137), _mm256_unpackhi_ps(t133, t137), 0x31);
            __m256 t145 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t134, t138), _mm256_unpackhi_ps(t134, t138), 0x20);
            __m256 t146 = _mm256_permute2f128_ps(_mm256_unpacklo_ps(t134, t138), _mm256_unpackhi_ps(t134, t138), 0x31);
            __m256 t147 = _mm256_mul_ps(t43, s_v);
            __m256 t148 = _mm256_mul_ps(t75, s_v);
            __m256 t149 = _mm256_mul_ps(t107, s_v);
            __m256 t150 = _mm256_mul_ps(t139, s_v);
            _mm256_storeu_ps(&b[t11][j_vec], t147);
            _mm256_storeu_ps(&b[t12][t8], t148);
            _mm256_storeu_ps(&b[t13][t9], t149);
            _mm256_storeu_ps(&b[t14][t10], t150);
            __m256 t151 = _mm256_mul_ps(t44, s_v);
            __m256 t152 = _mm256_mul_ps(t76, s_v);
            __m256 t153 = _mm256_mul_ps(t108, s_v);
            __m256 t154 = _mm256_mul_ps(t140, s_v);
            _mm256_storeu_ps(&b[t1][j_vec], t151);
            _mm256_storeu_ps(&b[t1][t8], t152);
            _mm256_storeu_ps(&b[t1][t9], t153);
            _mm256_storeu_ps(&b[t1][t10], t154);
            __m256 t155 = _mm256_mul_ps(t45, s_v);
            __m256 t156 = _mm256_mul_ps(t77, s_v);
            __m256 t157 = _mm256_mul_ps(t109, s_v);
            __m256 t158 = _mm256_mul_ps(t141, s_v);
            _mm256_storeu_ps(&b[t2][j_vec], t155);
            _mm256_storeu_ps(&b[t2][t8], t156);
            _mm256_storeu_ps(&b[t2][t9], t157);
            _mm256_storeu_ps(&b[t2][t10], t158);
            __m256 t159 = _mm256_mul_ps(t46, s_v);
            __m256 t160 = _mm256_mul_ps(t78, s_v);
            __m256 t161 = _mm256_mul_ps(t110, s_v);
            __m256 t162 = _mm256_mul_ps(t142, s_v);
            _mm256_storeu_ps(&b[t3][j_vec], t159);
            _mm256_storeu_ps(&b[t3][t8], t160);
            _mm256_storeu_ps(&b[t3][t9], t161);
            _mm256_storeu_ps(&b[t3][t10], t162);
            __m256 t163 = _mm256_mul_ps(t47, s_v);
            __m256 t164 = _mm256_mul_ps(t79, s_v);
            __m256 t165 = _mm256_mul_ps(t111, s_v);
            __m256 t166 = _mm256_mul_ps(t143, s_v);
            _mm256_storeu_ps(&b[t4][j_vec], t163);
            _mm256_storeu_ps(&b[t4][t8], t164);
            _mm256_storeu_ps(&b[t4][t9], t165);
            _mm256_storeu_ps(&b[t4][t10], t166);
            __m256 t167 = _mm256_mul_ps(t48, s_v);
            __m256 t168 = _mm256_mul_ps(t80, s_v);
            __m256 t169 = _mm256_mul_ps(t112, s_v);
            __m256 t170 = _mm256_mul_ps(t144, s_v);
            _mm256_storeu_ps(&b[t5][j_vec], t167);
            _mm256_storeu_ps(&b[t5][t8], t168);
            _mm256_storeu_ps(&b[t5][t9], t169);
            _mm256_storeu_ps(&b[t5][t10], t170);
            __m256 t171 = _mm256_mul_ps(t49, s_v);
            __m256 t172 = _mm256_mul_ps(t81, s_v);
            __m256 t173 = _mm256_mul_ps(t113, s_v);
            __m256 t174 = _mm256_mul_ps(t145, s_v);
            _mm256_storeu_ps(&b[t6][j_vec], t171);
            _mm256_storeu_ps(&b[t6][t8], t172);
            _mm256_storeu_ps(&b[t6][t9], t173);
            _mm256_storeu_ps(&b[t6][t10], t174);
            __m256 t175 = _mm256_mul_ps(t50, s_v);
            _mm256_storeu_ps(&b[t7][j_vec], t175);
            __m256 t176 = _mm256_mul_ps(t82, s_v);
            _mm256_storeu_ps(&b[t7][t8], t176);
            __m256 t177 = _mm256_mul_ps(t114, s_v);
            _mm256_storeu_ps(&b[t7][t9], t177);
            __m256 t178 = _mm256_mul_ps(t146, s_v);
            _mm256_storeu_ps(&b[t7][t10], t178);
            j_vec += 32L;
        } while (j_vec < 64L);
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_1 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t179 = j_vec_1 + 8L;
            long t180 = j_vec_1 + 16L;
            long t181 = j_vec_1 + 24L;
            long t182 = (long)i_1;
            long t183 = (long)i_1;
            long t184 = (long)i_1;
            long t185 = (long)i_1;
            __m256 a_v = vcc_avx2_gather8(_mm256_setr_ps, float, &a[j_vec_1][t182], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t179][t183], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t180][t184], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_3 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t181][t185], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 t186 = _mm256_mul_ps(a_v, s_v_1);
            _mm256_storeu_ps(&b[t182][j_vec_1], t186);
            __m256 t187 = _mm256_mul_ps(a_v_1, s_v_1);
            _mm256_storeu_ps(&b[t183][t179], t187);
            __m256 t188 = _mm256_mul_ps(a_v_2, s_v_1);
            _mm256_storeu_ps(&b[t184][t180], t188);
            __m256 t189 = _mm256_mul_ps(a_v_3, s_v_1);
            _mm256_storeu_ps(&b[t185][t181], t189);
            j_vec_1 += 32L;
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

__attribute__((target("avx2"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    long t7;
    double (*t8)[72];
    long t61;
    double (*t62)[72];
    long t63;
    double (*t64)[72];
    long t65;
    double (*t66)[72];
    int i_1;
    long t85;
    double (*t86)[72];
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
        long j_vec = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = j_vec + 8L;
            long t6 = j_vec + 12L;
            t7 = (long)i;
            t8 = b + t7;
            const double *t9 = &a[j_vec][t7];
            const double *t10 = &a[t4][t7];
            const double *t11 = &a[t5][t7];
            const double *t12 = &a[t6][t7];
            __m256d t13 = _mm256_loadu_pd(t9 + 0);
            __m256d t14 = _mm256_loadu_pd(t9 + 72);
            __m256d t15 = _mm256_loadu_pd(t9 + 144);
            __m256d t16 = _mm256_loadu_pd(t9 + 216);
            __m256d t17 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t13, t15), _mm256_unpackhi_pd(t13, t15), 0x20);
            __m256d t18 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t13, t15), _mm256_unpackhi_pd(t13, t15), 0x31);
            __m256d t19 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t14, t16), _mm256_unpackhi_pd(t14, t16), 0x20);
            __m256d t20 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t14, t16), _mm256_unpackhi_pd(t14, t16), 0x31);
            __m256d t21 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t17, t19), _mm256_unpackhi_pd(t17, t19), 0x20);
            __m256d t22 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t17, t19), _mm256_unpackhi_pd(t17, t19), 0x31);
            __m256d t23 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t18, t20), _mm256_unpackhi_pd(t18, t20), 0x20);
            __m256d t24 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t18, t20), _mm256_unpackhi_pd(t18, t20), 0x31);
            __m256d t25 = _mm256_loadu_pd(t10 + 0);
            __m256d t26 = _mm256_loadu_pd(t10 + 72);
            __m256d t27 = _mm256_loadu_pd(t10 + 144);
            __m256d t28 = _mm256_loadu_pd(t10 + 216);
            __m256d t29 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t25, t27), _mm256_unpackhi_pd(t25, t27), 0x20);
            __m256d t30 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t25, t27), _mm256_unpackhi_pd(t25, t27), 0x31);
            __m256d t31 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t26, t28), _mm256_unpackhi_pd(t26, t28), 0x20);
            __m256d t32 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t26, t28), _mm256_unpackhi_pd(t26, t28), 0x31);
            __m256d t33 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t29, t31), _mm256_unpackhi_pd(t29, t31), 0x20);
            __m256d t34 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t29, t31), _mm256_unpackhi_pd(t29, t31), 0x31);
            __m256d t35 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t30, t32), _mm256_unpackhi_pd(t30, t32), 0x20);
            __m256d t36 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t30, t32), _mm256_unpackhi_pd(t30, t32), 0x31);
            __m256d t37 = _mm256_loadu_pd(t11 + 0);
            __m256d t38 = _mm256_loadu_pd(t11 + 72);
            __m256d t39 = _mm256_loadu_pd(t11 + 144);
            __m256d t40 = _mm256_loadu_pd(t11 + 216);
            __m256d t41 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t37, t39), _mm256_unpackhi_pd(t37, t39), 0x20);
            __m256d t42 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t37, t39), _mm256_unpackhi_pd(t37, t39), 0x31);
            __m256d t43 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t38, t40), _mm256_unpackhi_pd(t38, t40), 0x20);
            __m256d t44 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t38, t40), _mm256_unpackhi_pd(t38, t40), 0x31);
            __m256d t45 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t41, t43), _mm256_unpackhi_pd(t41, t43), 0x20);
            __m256d t46 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t41, t43), _mm256_unpackhi_pd(t41, t43), 0x31);
            __m256d t47 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t42, t44), _mm256_unpackhi_pd(t42, t44), 0x20);
            __m256d t48 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t42, t44), _mm256_unpackhi_pd(t42, t44), 0x31);
            __m256d t49 = _mm256_loadu_pd(t12 + 0);
            __m256d t50 = _mm256_loadu_pd(t12 + 72);
            __m256d t51 = _mm256_loadu_pd(t12 + 144);
            __m256d t52 = _mm256_loadu_pd(t12 + 216);
            __m256d t53 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t49, t51), _mm256_unpackhi_pd(t49, t51), 0x20);
            __m256d t54 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t49, t51), _mm256_unpackhi_pd(t49, t51), 0x31);
            __m256d t55 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t50, t52), _mm256_unpackhi_pd(t50, t52), 0x20);
            __m256d t56 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t50, t52), _mm256_unpackhi_pd(t50, t52), 0x31);
            __m256d t57 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t53, t55), _mm256_unpackhi_pd(t53, t55), 0x20);
            __m256d t58 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t53, t55), _mm256_unpackhi_pd(t53, t55), 0x31);
            __m256d t59 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t54, t56), _mm256_unpackhi_pd(t54, t56), 0x20);
            __m256d t60 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t54, t56), _mm256_unpackhi_pd(t54, t56), 0x31);
            _mm256_storeu_pd(&(*t8)[j_vec], t21);
            _mm256_storeu_pd(&(*t8)[t4], t33);
            _mm256_storeu_pd(&(*t8)[t5], t45);
            _mm256_storeu_pd(&(*t8)[t6], t57);
            t61 = (long)t1;
            t62 = b + t61;
            _mm256_storeu_pd(&(*t62)[j_vec], t22);
            _mm256_storeu_pd(&(*t62)[t4], t34);
            _mm256_storeu_pd(&(*t62)[t5], t46);
            _mm256_storeu_pd(&(*t62)[t6], t58);
            t63 = (long)t2;
            t64 = b + t63;
            _mm256_storeu_pd(&(*t64)[j_vec], t23);
            _mm256_storeu_pd(&(*t64)[t4], t35);
            _mm256_storeu_pd(&(*t64)[t5], t47);
            _mm256_storeu_pd(&(*t64)[t6], t59);
            t65 = (long)t3;
            t66 = b + t65;
            _mm256_storeu_pd(&(*t66)[j_vec], t24);
            _mm256_storeu_pd(&(*t66)[t4], t36);
            _mm256_storeu_pd(&(*t66)[t5], t48);
            _mm256_storeu_pd(&(*t66)[t6], t60);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t67 = 32L + j_vec_1;
            const double *t68 = &a[t67][t7];
            __m256d t69 = _mm256_loadu_pd(t68 + 0);
            __m256d t70 = _mm256_loadu_pd(t68 + 72);
            __m256d t71 = _mm256_loadu_pd(t68 + 144);
            __m256d t72 = _mm256_loadu_pd(t68 + 216);
            __m256d t73 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t69, t71), _mm256_unpackhi_pd(t69, t71), 0x20);
            __m256d t74 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t69, t71), _mm256_unpackhi_pd(t69, t71), 0x31);
            __m256d t75 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t70, t72), _mm256_unpackhi_pd(t70, t72), 0x20);
            __m256d t76 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t70, t72), _mm256_unpackhi_pd(t70, t72), 0x31);
            __m256d t77 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t73, t75), _mm256_unpackhi_pd(t73, t75), 0x20);
            __m256d t78 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t73, t75), _mm256_unpackhi_pd(t73, t75), 0x31);
            __m256d t79 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t74, t76), _mm256_unpackhi_pd(t74, t76), 0x20);
            __m256d t80 = _mm256_permute2f128_pd(_mm256_unpacklo_pd(t74, t76), _mm256_unpackhi_pd(t74, t76), 0x31);
            _mm256_storeu_pd(&(*t8)[t67], t77);
            _mm256_storeu_pd(&(*t62)[t67], t78);
            _mm256_storeu_pd(&(*t64)[t67], t79);
            _mm256_storeu_pd(&(*t66)[t67], t80);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        const double (*t81)[72] = a + 36;
        (*t8)[36] = (*t81)[t7];
        (*t62)[36] = (*t81)[t61];
        (*t64)[36] = (*t81)[t63];
        (*t66)[36] = (*t81)[t65];
        i = t3 + 1;
    }
    while (i_1 < m) {
        long j_vec_2 = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t82 = j_vec_2 + 4L;
            long t83 = j_vec_2 + 8L;
            long t84 = j_vec_2 + 12L;
            t85 = (long)i_1;
            t86 = b + t85;
            __m256d a_v = vcc_avx2_gather4(_mm256_setr_pd, double, &a[j_vec_2][t85], _mm_setr_epi32(0, 72, 144, 216));
            __m256d a_v_1 = vcc_avx2_gather4(_mm256_setr_pd, double, &a[t82][t85], _mm_setr_epi32(0, 72, 144, 216));
            __m256d a_v_2 = vcc_avx2_gather4(_mm256_setr_pd, double, &a[t83][t85], _mm_setr_epi32(0, 72, 144, 216));
            __m256d a_v_3 = vcc_avx2_gather4(_mm256_setr_pd, double, &a[t84][t85], _mm_setr_epi32(0, 72, 144, 216));
            _mm256_storeu_pd(&(*t86)[j_vec_2], a_v);
            _mm256_storeu_pd(&(*t86)[t82], a_v_1);
            _mm256_storeu_pd(&(*t86)[t83], a_v_2);
            _mm256_storeu_pd(&(*t86)[t84], a_v_3);
            j_vec_2 += 16L;
        } while (j_vec_2 < 32L);
        long j_vec_3 = 0L;
        /* vcc: loop at transpose.c:54 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t87 = 32L + j_vec_3;
            __m256d a_v_4 = vcc_avx2_gather4(_mm256_setr_pd, double, &a[t87][t85], _mm_setr_epi32(0, 72, 144, 216));
            _mm256_storeu_pd(&(*t86)[t87], a_v_4);
            j_vec_3 += 4L;
        } while (j_vec_3 < 4L);
        (*t86)[36] = a[36][t85];
        i_1++;
    }
}

__attribute__((target("avx2"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    long t18;
    int (*t19)[72];
    long t156;
    int (*t157)[72];
    long t162;
    int (*t163)[72];
    long t168;
    int (*t169)[72];
    long t174;
    int (*t175)[72];
    long t180;
    int (*t181)[72];
    long t186;
    int (*t187)[72];
    long t192;
    int (*t193)[72];
    int i_1;
    long t202;
    int (*t203)[72];
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
            long t15 = j_vec + 8L;
            long t16 = j_vec + 16L;
            long t17 = j_vec + 24L;
            t18 = (long)i;
            t19 = b + t18;
            const int *t20 = &a[j_vec][t18];
            const int *t21 = &a[t15][t18];
            const int *t22 = &a[t16][t18];
            const int *t23 = &a[t17][t18];
            __m256i t24 = _mm256_loadu_si256((const __m256i *)(t20 + 0));
            __m256i t25 = _mm256_loadu_si256((const __m256i *)(t20 + 72));
            __m256i t26 = _mm256_loadu_si256((const __m256i *)(t20 + 144));
            __m256i t27 = _mm256_loadu_si256((const __m256i *)(t20 + 216));
            __m256i t28 = _mm256_loadu_si256((const __m256i *)(t20 + 288));
            __m256i t29 = _mm256_loadu_si256((const __m256i *)(t20 + 360));
            __m256i t30 = _mm256_loadu_si256((const __m256i *)(t20 + 432));
            __m256i t31 = _mm256_loadu_si256((const __m256i *)(t20 + 504));
            __m256i t32 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t24, t28), _mm256_unpackhi_epi32(t24, t28), 0x20);
            __m256i t33 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t24, t28), _mm256_unpackhi_epi32(t24, t28), 0x31);
            __m256i t34 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t25, t29), _mm256_unpackhi_epi32(t25, t29), 0x20);
            __m256i t35 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t25, t29), _mm256_unpackhi_epi32(t25, t29), 0x31);
            __m256i t36 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t26, t30), _mm256_unpackhi_epi32(t26, t30), 0x20);
            __m256i t37 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t26, t30), _mm256_unpackhi_epi32(t26, t30), 0x31);
            __m256i t38 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t27, t31), _mm256_unpackhi_epi32(t27, t31), 0x20);
            __m256i t39 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t27, t31), _mm256_unpackhi_epi32(t27, t31), 0x31);
            __m256i t40 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t32, t36), _mm256_unpackhi_epi32(t32, t36), 0x20);
            __m256i t41 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t32, t36), _mm256_unpackhi_epi32(t32, t36), 0x31);
            __m256i t42 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t33, t37), _mm256_unpackhi_epi32(t33, t37), 0x20);
            __m256i t43 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t33, t37), _mm256_unpackhi_epi32(t33, t37), 0x31);
            __m256i t44 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t34, t38), _mm256_unpackhi_epi32(t34, t38), 0x20);
            __m256i t45 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t34, t38), _mm256_unpackhi_epi32(t34, t38), 0x31);
            __m256i t46 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t35, t39), _mm256_unpackhi_epi32(t35, t39), 0x20);
            __m256i t47 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t35, t39), _mm256_unpackhi_epi32(t35, t39), 0x31);
            __m256i t48 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t40, t44), _mm256_unpackhi_epi32(t40, t44), 0x20);
            __m256i t49 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t40, t44), _mm256_unpackhi_epi32(t40, t44), 0x31);
            __m256i t50 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t41, t45), _mm256_unpackhi_epi32(t41, t45), 0x20);
            __m256i t51 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t41, t45), _mm256_unpackhi_epi32(t41, t45), 0x31);
            __m256i t52 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t42, t46), _mm256_unpackhi_epi32(t42, t46), 0x20);
            __m256i t53 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t42, t46), _mm256_unpackhi_epi32(t42, t46), 0x31);
            __m256i t54 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t43, t47), _mm256_unpackhi_epi32(t43, t47), 0x20);
            __m256i t55 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t43, t47), _mm256_unpackhi_epi32(t43, t47), 0x31);
            __m256i t56 = _mm256_loadu_si256((const __m256i *)(t21 + 0));
            __m256i t57 = _mm256_loadu_si256((const __m256i *)(t21 + 72));
            __m256i t58 = _mm256_loadu_si256((const __m256i *)(t21 + 144));
            __m256i t59 = _mm256_loadu_si256((const __m256i *)(t21 + 216));
            __m256i t60 = _mm256_loadu_si256((const __m256i *)(t21 + 288));
            __m256i t61 = _mm256_loadu_si256((const __m256i *)(t21 + 360));
            __m256i t62 = _mm256_loadu_si256((const __m256i *)(t21 + 432));
            __m256i t63 = _mm256_loadu_si256((const __m256i *)(t21 + 504));
            __m256i t64 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t56, t60), _mm256_unpackhi_epi32(t56, t60), 0x20);
            __m256i t65 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t56, t60), _mm256_unpackhi_epi32(t56, t60), 0x31);
            __m256i t66 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t57, t61), _mm256_unpackhi_epi32(t57, t61), 0x20);
            __m256i t67 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t57, t61), _mm256_unpackhi_epi32(t57, t61), 0x31);
            __m256i t68 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t58, t62), _mm256_unpackhi_epi32(t58, t62), 0x20);
            __m256i t69 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t58, t62), _mm256_unpackhi_epi32(t58, t62), 0x31);
            __m256i t70 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t59, t63), _mm256_unpackhi_epi32(t59, t63), 0x20);
            __m256i t71 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t59, t63), _mm256_unpackhi_epi32(t59, t63), 0x31);
            __m256i t72 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t64, t68), _mm256_unpackhi_epi32(t64, t68), 0x20);
            __m256i t73 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t64, t68), _mm256_unpackhi_epi32(t64, t68), 0x31);
            __m256i t74 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t65, t69), _mm256_unpackhi_epi32(t65, t69), 0x20);
            __m256i t75 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t65, t69), _mm256_unpackhi_epi32(t65, t69), 0x31);
            __m256i t76 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t66, t70), _mm256_unpackhi_epi32(t66, t70), 0x20);
            __m256i t77 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t66, t70), _mm256_unpackhi_epi32(t66, t70), 0x31);
            __m256i t78 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t67, t71), _mm256_unpackhi_epi32(t67, t71), 0x20);
            __m256i t79 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t67, t71), _mm256_unpackhi_epi32(t67, t71), 0x31);
            __m256i t80 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t72, t76), _mm256_unpackhi_epi32(t72, t76), 0x20);
            __m256i t81 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t72, t76), _mm256_unpackhi_epi32(t72, t76), 0x31);
            __m256i t82 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t73, t77), _mm256_unpackhi_epi32(t73, t77), 0x20);
            __m256i t83 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t73, t77), _mm256_unpackhi_epi32(t73, t77), 0x31);
            __m256i t84 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t74, t78), _mm256_unpackhi_epi32(t74, t78), 0x20);
            __m256i t85 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t74, t78), _mm256_unpackhi_epi32(t74, t78), 0x31);
            __m256i t86 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t75, t79), _mm256_unpackhi_epi32(t75, t79), 0x20);
            __m256i t87 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t75, t79), _mm256_unpackhi_epi32(t75, t79), 0x31);
            __m256i t88 = _mm256_loadu_si256((const __m256i *)(t22 + 0));
            __m256i t89 = _mm256_loadu_si256((const __m256i *)(t22 + 72));
            __m256i t90 = _mm256_loadu_si256((const __m256i *)(t22 + 144));
            __m256i t91 = _mm256_loadu_si256((const __m256i *)(t22 + 216));
            __m256i t92 = _mm256_loadu_si256((const __m256i *)(t22 + 288));
            __m256i t93 = _mm256_loadu_si256((const __m256i *)(t22 + 360));
            __m256i t94 = _mm256_loadu_si256((const __m256i *)(t22 + 432));
            __m256i t95 = _mm256_loadu_si256((const __m256i *)(t22 + 504));
            __m256i t96 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t88, t92), _mm256_unpackhi_epi32(t88, t92), 0x20);
            __m256i t97 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t88, t92), _mm256_unpackhi_epi32(t88, t92), 0x31);
            __m256i t98 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t89, t93), _mm256_unpackhi_epi32(t89, t93), 0x20);
            __m256i t99 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t89, t93), _mm256_unpackhi_epi32(t89, t93), 0x31);
            __m256i t100 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t90, t94), _mm256_unpackhi_epi32(t90, t94), 0x20);
            __m256i t101 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t90, t94), _mm256_unpackhi_epi32(t90, t94), 0x31);
            __m256i t102 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t91, t95), _mm256_unpackhi_epi32(t91, t95), 0x20);
            __m256i t103 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t91, t95), _mm256_unpackhi_epi32(t91, t95), 0x31);
            __m256i t104 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t96, t100), _mm256_unpackhi_epi32(t96, t100), 0x20);
            __m256i t105 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t96, t100), _mm256_unpackhi_epi32(t96, t100), 0x31);
            __m256i t106 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t97, t101), _mm256_unpackhi_epi32(t97, t101), 0x20);
            __m256i t107 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t97, t101), _mm256_unpackhi_epi32(t97, t101), 0x31);
            __m256i t108 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t98, t102), _mm256_unpackhi_epi32(t98, t102), 0x20);
            __m256i t109 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t98, t102), _mm256_unpackhi_epi32(t98, t102), 0x31);
            __m256i t110 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t99, t103), _mm256_unpackhi_epi32(t99, t103), 0x20);
            __m256i t111 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t99, t103), _mm256_unpackhi_epi32(t99, t103), 0x31);
            __m256i t112 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t104, t108), _mm256_unpackhi_epi32(t104, t108), 0x20);
            __m256i t113 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t104, t108), _mm256_unpackhi_epi32(t104, t108), 0x31);
            __m256i t114 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t105, t109), _mm256_unpackhi_epi32(t105, t109), 0x20);
            __m256i t115 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t105, t109), _mm256_unpackhi_epi32(t105, t109), 0x31);
            __m256i t116 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t106, t110), _mm256_unpackhi_epi32(t106, t110), 0x20);
            __m256i t117 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t106, t110), _mm256_unpackhi_epi32(t106, t110), 0x31);
            __m256i t118 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t107, t111), _mm256_unpackhi_epi32(t107, t111), 0x20);
            __m256i t119 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t107, t111), _mm256_unpackhi_epi32(t107, t111), 0x31);
            __m256i t120 = _mm256_loadu_si256((const __m256i *)(t23 + 0));
            __m256i t121 = _mm256_loadu_si256((const __m256i *)(t23 + 72));
            __m256i t122 = _mm256_loadu_si256((const __m256i *)(t23 + 144));
            __m256i t123 = _mm256_loadu_si256((const __m256i *)(t23 + 216));
            __m256i t124 = _mm256_loadu_si256((const __m256i *)(t23 + 288));
            __m256i t125 = _mm256_loadu_si256((const __m256i *)(t23 + 360));
            __m256i t126 = _mm256_loadu_si256((const __m256i *)(t23 + 432));
            __m256i t127 = _mm256_loadu_si256((const __m256i *)(t23 + 504));
            __m256i t128 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t120, t124), _mm256_unpackhi_epi32(t120, t124), 0x20);
            __m256i t129 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t120, t124), _mm256_unpackhi_epi32(t120, t124), 0x31);
            __m256i t130 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t121, t125), _mm256_unpackhi_epi32(t121, t125), 0x20);
            __m256i t131 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t121, t125), _mm256_unpackhi_epi32(t121, t125), 0x31);
            __m256i t132 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t122, t126), _mm256_unpackhi_epi32(t122, t126), 0x20);
            __m256i t133 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t122, t126), _mm256_unpackhi_epi32(t122, t126), 0x31);
            __m256i t134 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t123, t127), _mm256_unpackhi_epi32(t123, t127), 0x20);
            __m256i t135 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t123, t127), _mm256_unpackhi_epi32(t123, t127), 0x31);
            __m256i t136 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t128, t132), _mm256_unpackhi_epi32(t128, t132), 0x20);
            __m256i t137 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t128, t132), _mm256_unpackhi_epi32(t128, t132), 0x31);
            __m256i t138 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t129, t133), _mm256_unpackhi_epi32(t129, t133), 0x20);
            __m256i t139 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t129, t133), _mm256_unpackhi_epi32(t129, t133), 0x31);
            __m256i t140 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t130, t134), _mm256_unpackhi_epi32(t130, t134), 0x20);
            __m256i t141 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t130, t134), _mm256_unpackhi_epi32(t130, t134), 0x31);
            __m256i t142 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t131, t135), _mm256_unpackhi_epi32(t131, t135), 0x20);
            __m256i t143 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t131, t135), _mm256_unpackhi_epi32(t131, t135), 0x31);
            __m256i t144 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t136, t140), _mm256_unpackhi_epi32(t136, t140), 0x20);
            __m256i t145 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t136, t140), _mm256_unpackhi_epi32(t136, t140), 0x31);
            __m256i t146 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t137, t141), _mm256_unpackhi_epi32(t137, t141), 0x20);
            __m256i t147 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t137, t141), _mm256_unpackhi_epi32(t137, t141), 0x31);
            __m256i t148 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t138, t142), _mm256_unpackhi_epi32(t138, t142), 0x20);
            __m256i t149 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t138, t142), _mm256_unpackhi_epi32(t138, t142), 0x31);
            __m256i t150 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t139, t143), _mm256_unpackhi_epi32(t139, t143), 0x20);
            __m256i t151 = _mm256_permute2x128_si256(_mm256_unpacklo_epi32(t139, t143), _mm256_unpackhi_epi32(t139, t143), 0x31);
            __m256i t152 = _mm256_add_epi32(t48, i_v);
            __m256i t153 = _mm256_add_epi32(t80, i_v);
            __m256i t154 = _mm256_add_epi32(t112, i_v);
            __m256i t155 = _mm256_add_epi32(t144, i_v);
            _mm256_storeu_si256((__m256i *)&(*t19)[j_vec], t152);
            _mm256_storeu_si256((__m256i *)&(*t19)[t15], t153);
            _mm256_storeu_si256((__m256i *)&(*t19)[t16], t154);
            _mm256_storeu_si256((__m256i *)&(*t19)[t17], t155);
            t156 = (long)t1;
            t157 = b + t156;
            __m256i t158 = _mm256_add_epi32(t49, t8);
            __m256i t159 = _mm256_add_epi32(t81, t8);
            __m256i t160 = _mm256_add_epi32(t113, t8);
            __m256i t161 = _mm256_add_epi32(t145, t8);
            _mm256_storeu_si256((__m256i *)&(*t157)[j_vec], t158);
            _mm256_storeu_si256((__m256i *)&(*t157)[t15], t159);
            _mm256_storeu_si256((__m256i *)&(*t157)[t16], t160);
            _mm256_storeu_si256((__m256i *)&(*t157)[t17], t161);
            t162 = (long)t2;
            t163 = b + t162;
            __m256i t164 = _mm256_add_epi32(t50, t9);
            __m256i t165 = _mm256_add_epi32(t82, t9);
            __m256i t166 = _mm256_add_epi32(t114, t9);
            __m256i t167 = _mm256_add_epi32(t146, t9);
            _mm256_storeu_si256((__m256i *)&(*t163)[j_vec], t164);
            _mm256_storeu_si256((__m256i *)&(*t163)[t15], t165);
            _mm256_storeu_si256((__m256i *)&(*t163)[t16], t166);
            _mm256_storeu_si256((__m256i *)&(*t163)[t17], t167);
            t168 = (long)t3;
            t169 = b + t168;
            __m256i t170 = _mm256_add_epi32(t51, t10);
            __m256i t171 = _mm256_add_epi32(t83, t10);
            __m256i t172 = _mm256_add_epi32(t115, t10);
            __m256i t173 = _mm256_add_epi32(t147, t10);
            _mm256_storeu_si256((__m256i *)&(*t169)[j_vec], t170);
            _mm256_storeu_si256((__m256i *)&(*t169)[t15], t171);
            _mm256_storeu_si256((__m256i *)&(*t169)[t16], t172);
            _mm256_storeu_si256((__m256i *)&(*t169)[t17], t173);
            t174 = (long)t4;
            t175 = b + t174;
            __m256i t176 = _mm256_add_epi32(t52, t11);
            __m256i t177 = _mm256_add_epi32(t84, t11);
            __m256i t178 = _mm256_add_epi32(t116, t11);
            __m256i t179 = _mm256_add_epi32(t148, t11);
            _mm256_storeu_si256((__m256i *)&(*t175)[j_vec], t176);
            _mm256_storeu_si256((__m256i *)&(*t175)[t15], t177);
            _mm256_storeu_si256((__m256i *)&(*t175)[t16], t178);
            _mm256_storeu_si256((__m256i *)&(*t175)[t17], t179);
            t180 = (long)t5;
            t181 = b + t180;
            __m256i t182 = _mm256_add_epi32(t53, t12);
            __m256i t183 = _mm256_add_epi32(t85, t12);
            __m256i t184 = _mm256_add_epi32(t117, t12);
            __m256i t185 = _mm256_add_epi32(t149, t12);
            _mm256_storeu_si256((__m256i *)&(*t181)[j_vec], t182);
            _mm256_storeu_si256((__m256i *)&(*t181)[t15], t183);
            _mm256_storeu_si256((__m256i *)&(*t181)[t16], t184);
            _mm256_storeu_si256((__m256i *)&(*t181)[t17], t185);
            t186 = (long)t6;
            t187 = b + t186;
            __m256i t188 = _mm256_add_epi32(t54, t13);
            __m256i t189 = _mm256_add_epi32(t86, t13);
            __m256i t190 = _mm256_add_epi32(t118, t13);
            __m256i t191 = _mm256_add_epi32(t150, t13);
            _mm256_storeu_si256((__m256i *)&(*t187)[j_vec], t188);
            _mm256_storeu_si256((__m256i *)&(*t187)[t15], t189);
            _mm256_storeu_si256((__m256i *)&(*t187)[t16], t190);
            _mm256_storeu_si256((__m256i *)&(*t187)[t17], t191);
            t192 = (long)t7;
            t193 = b + t192;
            __m256i t194 = _mm256_add_epi32(t55, t14);
            _mm256_storeu_si256((__m256i *)&(*t193)[j_vec], t194);
            __m256i t195 = _mm256_add_epi32(t87, t14);
            _mm256_storeu_si256((__m256i *)&(*t193)[t15], t195);
            __m256i t196 = _mm256_add_epi32(t119, t14);
            _mm256_storeu_si256((__m256i *)&(*t193)[t16], t196);
            __m256i t197 = _mm256_add_epi32(t151, t14);
            _mm256_storeu_si256((__m256i *)&(*t193)[t17], t197);
            j_vec += 32L;
        } while (j_vec < 32L);
        const int (*t198)[72] = a + 32;
        (*t19)[32] = (*t198)[t18] + i;
        (*t157)[32] = (*t198)[t156] + t1;
        (*t163)[32] = (*t198)[t162] + t2;
        (*t169)[32] = (*t198)[t168] + t3;
        (*t175)[32] = (*t198)[t174] + t4;
        (*t181)[32] = (*t198)[t180] + t5;
        (*t187)[32] = (*t198)[t186] + t6;
        (*t193)[32] = (*t198)[t192] + t7;
        i = t7 + 1;
    }
    while (i_1 < m) {
        __m256i i_v_1 = _mm256_set1_epi32((int)i_1);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t199 = j_vec_1 + 8L;
            long t200 = j_vec_1 + 16L;
            long t201 = j_vec_1 + 24L;
            t202 = (long)i_1;
            t203 = b + t202;
            __m256i a_v = vcc_avx2_gather8(_mm256_setr_epi32, int, &a[j_vec_1][t202], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256i a_v_1 = vcc_avx2_gather8(_mm256_setr_epi32, int, &a[t199][t202], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256i a_v_2 = vcc_avx2_gather8(_mm256_setr_epi32, int, &a[t200][t202], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256i a_v_3 = vcc_avx2_gather8(_mm256_setr_epi32, int, &a[t201][t202], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256i t204 = _mm256_add_epi32(a_v, i_v_1);
            _mm256_storeu_si256((__m256i *)&(*t203)[j_vec_1], t204);
            __m256i t205 = _mm256_add_epi32(a_v_1, i_v_1);
            _mm256_storeu_si256((__m256i *)&(*t203)[t199], t205);
            __m256i t206 = _mm256_add_epi32(a_v_2, i_v_1);
            _mm256_storeu_si256((__m256i *)&(*t203)[t200], t206);
            __m256i t207 = _mm256_add_epi32(a_v_3, i_v_1);
            _mm256_storeu_si256((__m256i *)&(*t203)[t201], t207);
            j_vec_1 += 32L;
        } while (j_vec_1 < 32L);
        (*t203)[32] = a[32][t202] + i_1;
        i_1++;
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

__attribute__((target("avx2"))) void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    long t5;
    float (*t6)[72];
    int t11;
    long t12;
    int i = 0;
    while (i < m) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:72 vectorized: VF 8, UF 4, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = 1L + (j_vec + 8L);
            long t3 = 1L + (j_vec + 16L);
            long t4 = 1L + (j_vec + 24L);
            t5 = (long)i;
            t6 = b + t5;
            float *t7 = &(*t6)[t1];
            float *t8 = &(*t6)[t2];
            float *t9 = &(*t6)[t3];
            float *t10 = &(*t6)[t4];
            __m256 a_v = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t1][t5], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_1 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t2][t5], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_2 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t3][t5], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_3 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t4][t5], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            _mm256_storeu_ps(t7, a_v);
            _mm256_storeu_ps(t8, a_v_1);
            _mm256_storeu_ps(t9, a_v_2);
            _mm256_storeu_ps(t10, a_v_3);
            t11 = i + 1;
            t12 = (long)t11;
            __m256 b_v = _mm256_loadu_ps(t7);
            __m256 b_v_1 = _mm256_loadu_ps(t8);
            __m256 b_v_2 = _mm256_loadu_ps(t9);
            __m256 b_v_3 = _mm256_loadu_ps(t10);
            __m256 t13 = _mm256_mul_ps(b_v, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[(int)t1 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t13, 0xff);
            __m256 t14 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[(int)t2 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t14, 0xff);
            __m256 t15 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[(int)t3 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t15, 0xff);
            __m256 t16 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(0.5f));
            vcc_avx2_scatter_ps(&a[(int)t4 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t16, 0xff);
            j_vec += 32L;
        } while (j_vec < 32L);
        float *t17 = &(*t6)[33];
        float (*t18)[72] = a + 33;
        *t17 = (*t18)[t5];
        a[32][t12] = *t17 * 0.5f;
        float *t19 = &(*t6)[34];
        float (*t20)[72] = a + 34;
        *t19 = (*t20)[t5];
        (*t18)[t12] = *t19 * 0.5f;
        float *t21 = &(*t6)[35];
        float (*t22)[72] = a + 35;
        *t21 = (*t22)[t5];
        (*t20)[t12] = *t21 * 0.5f;
        float *t23 = &(*t6)[36];
        float (*t24)[72] = a + 36;
        *t23 = (*t24)[t5];
        (*t22)[t12] = *t23 * 0.5f;
        float *t25 = &(*t6)[37];
        float (*t26)[72] = a + 37;
        *t25 = (*t26)[t5];
        (*t24)[t12] = *t25 * 0.5f;
        float *t27 = &(*t6)[38];
        float (*t28)[72] = a + 38;
        *t27 = (*t28)[t5];
        (*t26)[t12] = *t27 * 0.5f;
        float *t29 = &(*t6)[39];
        *t29 = a[39][t5];
        (*t28)[t12] = *t29 * 0.5f;
        i = t11;
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
