/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
#define vcc_avx2_maskgather8(SET, T, P, I, M) ({ const T *vcc_gp = (const T *)(P); __m256i vcc_gi = (I), vcc_gm = (M); unsigned vcc_gb = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(vcc_gm)); __typeof__(SET(0, 0, 0, 0, 0, 0, 0, 0)) vcc_gr = SET(0, 0, 0, 0, 0, 0, 0, 0); if (vcc_gb) { int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, vcc_gi); _mm256_storeu_si256((__m256i *)vcc_gx, _mm256_blendv_epi8(_mm256_set1_epi32(vcc_gx[__builtin_ctz(vcc_gb)]), vcc_gi, vcc_gm)); vcc_gr = SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); vcc_gr = (__typeof__(vcc_gr))_mm256_and_si256((__m256i)vcc_gr, vcc_gm); } vcc_gr; })
#define vcc_avx2_gather8(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[8]; _mm256_storeu_si256((__m256i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]], vcc_gp[vcc_gx[4]], vcc_gp[vcc_gx[5]], vcc_gp[vcc_gx[6]], vcc_gp[vcc_gx[7]]); })
#if defined(__clang__)
#define vcc_no_contract
#define vcc_no_contract_body _Pragma("clang fp contract(off)")
#else
#define vcc_no_contract __attribute__((optimize("fp-contract=off", "no-tree-slp-vectorize")))
#define vcc_no_contract_body
#endif
#define vcc_avx2_gather4(SET, T, P, I) ({ const T *vcc_gp = (const T *)(P); int vcc_gx[4]; _mm_storeu_si128((__m128i *)vcc_gx, (I)); SET(vcc_gp[vcc_gx[0]], vcc_gp[vcc_gx[1]], vcc_gp[vcc_gx[2]], vcc_gp[vcc_gx[3]]); })

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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, masked remainder */
        do {
            long t8 = j_vec + 8L;
            long t9 = (long)i;
            long t10 = (long)i;
            const float *t11 = &a[j_vec][t9];
            const float *t12 = &a[t8][t10];
            __m256 t13 = _mm256_loadu_ps(t11 + 0);
            __m256 t14 = _mm256_loadu_ps(t11 + 72);
            __m256 t15 = _mm256_loadu_ps(t11 + 144);
            __m256 t16 = _mm256_loadu_ps(t11 + 216);
            __m256 t17 = _mm256_loadu_ps(t11 + 288);
            __m256 t18 = _mm256_loadu_ps(t11 + 360);
            __m256 t19 = _mm256_loadu_ps(t11 + 432);
            __m256 t20 = _mm256_loadu_ps(t11 + 504);
            __m256 t21 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t17);
            __m256 t22 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t17);
            __m256 t23 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t18);
            __m256 t24 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t18);
            __m256 t25 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t19);
            __m256 t26 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t19);
            __m256 t27 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
            __m256 t28 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
            __m256 t29 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t25);
            __m256 t30 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t25);
            __m256 t31 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m256 t32 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m256 t33 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t27);
            __m256 t34 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t27);
            __m256 t35 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
            __m256 t36 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
            __m256 t37 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t33);
            __m256 t38 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t33);
            __m256 t39 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m256 t40 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m256 t41 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m256 t42 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m256 t43 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256 t44 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256 t45 = _mm256_loadu_ps(t12 + 0);
            __m256 t46 = _mm256_loadu_ps(t12 + 72);
            __m256 t47 = _mm256_loadu_ps(t12 + 144);
            __m256 t48 = _mm256_loadu_ps(t12 + 216);
            __m256 t49 = _mm256_loadu_ps(t12 + 288);
            __m256 t50 = _mm256_loadu_ps(t12 + 360);
            __m256 t51 = _mm256_loadu_ps(t12 + 432);
            __m256 t52 = _mm256_loadu_ps(t12 + 504);
            __m256 t53 = _mm256_permutex2var_ps(t45, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t49);
            __m256 t54 = _mm256_permutex2var_ps(t45, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t49);
            __m256 t55 = _mm256_permutex2var_ps(t46, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t50);
            __m256 t56 = _mm256_permutex2var_ps(t46, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t50);
            __m256 t57 = _mm256_permutex2var_ps(t47, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t51);
            __m256 t58 = _mm256_permutex2var_ps(t47, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t51);
            __m256 t59 = _mm256_permutex2var_ps(t48, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t52);
            __m256 t60 = _mm256_permutex2var_ps(t48, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t52);
            __m256 t61 = _mm256_permutex2var_ps(t53, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t57);
            __m256 t62 = _mm256_permutex2var_ps(t53, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t57);
            __m256 t63 = _mm256_permutex2var_ps(t54, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t58);
            __m256 t64 = _mm256_permutex2var_ps(t54, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t58);
            __m256 t65 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t59);
            __m256 t66 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t59);
            __m256 t67 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t60);
            __m256 t68 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t60);
            __m256 t69 = _mm256_permutex2var_ps(t61, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t65);
            __m256 t70 = _mm256_permutex2var_ps(t61, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t65);
            __m256 t71 = _mm256_permutex2var_ps(t62, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t66);
            __m256 t72 = _mm256_permutex2var_ps(t62, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t66);
            __m256 t73 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t67);
            __m256 t74 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t67);
            __m256 t75 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t68);
            __m256 t76 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t68);
            __m256 t77 = _mm256_mul_ps(t37, s_v);
            __m256 t78 = _mm256_mul_ps(t69, s_v);
            _mm256_storeu_ps(&b[t9][j_vec], t77);
            _mm256_storeu_ps(&b[t10][t8], t78);
            __m256 t79 = _mm256_mul_ps(t38, s_v);
            __m256 t80 = _mm256_mul_ps(t70, s_v);
            _mm256_storeu_ps(&b[t1][j_vec], t79);
            _mm256_storeu_ps(&b[t1][t8], t80);
            __m256 t81 = _mm256_mul_ps(t39, s_v);
            __m256 t82 = _mm256_mul_ps(t71, s_v);
            _mm256_storeu_ps(&b[t2][j_vec], t81);
            _mm256_storeu_ps(&b[t2][t8], t82);
            __m256 t83 = _mm256_mul_ps(t40, s_v);
            __m256 t84 = _mm256_mul_ps(t72, s_v);
            _mm256_storeu_ps(&b[t3][j_vec], t83);
            _mm256_storeu_ps(&b[t3][t8], t84);
            __m256 t85 = _mm256_mul_ps(t41, s_v);
            __m256 t86 = _mm256_mul_ps(t73, s_v);
            _mm256_storeu_ps(&b[t4][j_vec], t85);
            _mm256_storeu_ps(&b[t4][t8], t86);
            __m256 t87 = _mm256_mul_ps(t42, s_v);
            __m256 t88 = _mm256_mul_ps(t74, s_v);
            _mm256_storeu_ps(&b[t5][j_vec], t87);
            _mm256_storeu_ps(&b[t5][t8], t88);
            __m256 t89 = _mm256_mul_ps(t43, s_v);
            __m256 t90 = _mm256_mul_ps(t75, s_v);
            _mm256_storeu_ps(&b[t6][j_vec], t89);
            _mm256_storeu_ps(&b[t6][t8], t90);
            __m256 t91 = _mm256_mul_ps(t44, s_v);
            _mm256_storeu_ps(&b[t7][j_vec], t91);
            __m256 t92 = _mm256_mul_ps(t76, s_v);
            _mm256_storeu_ps(&b[t7][t8], t92);
            j_vec += 16L;
        } while (j_vec < 48L);
        __m256i t93 = _mm256_set1_epi32(5);
        __m256i t94 = _mm256_cmpgt_epi32(t93, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 s_v_1 = _mm256_set1_ps(s);
        long t95 = (long)i;
        const float (*t96)[72] = a + 48;
        __m256 a_v = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t95], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t97 = _mm256_mul_ps(a_v, s_v_1);
        _mm256_mask_storeu_ps(&b[t95][48], _mm256_movepi32_mask(t94), t97);
        long t98 = (long)t1;
        __m256 a_v_1 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t98], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t99 = _mm256_mul_ps(a_v_1, s_v_1);
        _mm256_mask_storeu_ps(&b[t98][48], _mm256_movepi32_mask(t94), t99);
        long t100 = (long)t2;
        __m256 a_v_2 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t100], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t101 = _mm256_mul_ps(a_v_2, s_v_1);
        _mm256_mask_storeu_ps(&b[t100][48], _mm256_movepi32_mask(t94), t101);
        long t102 = (long)t3;
        __m256 a_v_3 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t102], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t103 = _mm256_mul_ps(a_v_3, s_v_1);
        _mm256_mask_storeu_ps(&b[t102][48], _mm256_movepi32_mask(t94), t103);
        long t104 = (long)t4;
        __m256 a_v_4 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t104], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t105 = _mm256_mul_ps(a_v_4, s_v_1);
        _mm256_mask_storeu_ps(&b[t104][48], _mm256_movepi32_mask(t94), t105);
        long t106 = (long)t5;
        __m256 a_v_5 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t106], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t107 = _mm256_mul_ps(a_v_5, s_v_1);
        _mm256_mask_storeu_ps(&b[t106][48], _mm256_movepi32_mask(t94), t107);
        long t108 = (long)t6;
        __m256 a_v_6 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t108], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t109 = _mm256_mul_ps(a_v_6, s_v_1);
        _mm256_mask_storeu_ps(&b[t108][48], _mm256_movepi32_mask(t94), t109);
        long t110 = (long)t7;
        __m256 a_v_7 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &(*t96)[t110], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t94);
        __m256 t111 = _mm256_mul_ps(a_v_7, s_v_1);
        _mm256_mask_storeu_ps(&b[t110][48], _mm256_movepi32_mask(t94), t111);
    }
    for (; i_1 < m; i_1++) {
        __m256 s_v_2 = _mm256_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 8, UF 2, masked remainder */
        do {
            long t112 = j_vec_1 + 8L;
            long t113 = (long)i_1;
            long t114 = (long)i_1;
            __m256 a_v_8 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[j_vec_1][t113], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 a_v_9 = vcc_avx2_gather8(_mm256_setr_ps, float, &a[t112][t114], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504));
            __m256 t115 = _mm256_mul_ps(a_v_8, s_v_2);
            _mm256_storeu_ps(&b[t113][j_vec_1], t115);
            __m256 t116 = _mm256_mul_ps(a_v_9, s_v_2);
            _mm256_storeu_ps(&b[t114][t112], t116);
            j_vec_1 += 16L;
        } while (j_vec_1 < 48L);
        __m256i t117 = _mm256_set1_epi32(5);
        __m256i t118 = _mm256_cmpgt_epi32(t117, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256 s_v_3 = _mm256_set1_ps(s);
        long t119 = (long)i_1;
        __m256 a_v_10 = vcc_avx2_maskgather8(_mm256_setr_ps, float, &a[48][t119], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t118);
        __m256 t120 = _mm256_mul_ps(a_v_10, s_v_3);
        _mm256_mask_storeu_ps(&b[t119][48], _mm256_movepi32_mask(t118), t120);
    }
}

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    vcc_no_contract_body
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
            __m256 t21 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t17);
            __m256 t22 = _mm256_permutex2var_ps(t13, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t17);
            __m256 t23 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t18);
            __m256 t24 = _mm256_permutex2var_ps(t14, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t18);
            __m256 t25 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t19);
            __m256 t26 = _mm256_permutex2var_ps(t15, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t19);
            __m256 t27 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t20);
            __m256 t28 = _mm256_permutex2var_ps(t16, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t20);
            __m256 t29 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t25);
            __m256 t30 = _mm256_permutex2var_ps(t21, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t25);
            __m256 t31 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t26);
            __m256 t32 = _mm256_permutex2var_ps(t22, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t26);
            __m256 t33 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t27);
            __m256 t34 = _mm256_permutex2var_ps(t23, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t27);
            __m256 t35 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
            __m256 t36 = _mm256_permutex2var_ps(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
            __m256 t37 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t33);
            __m256 t38 = _mm256_permutex2var_ps(t29, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t33);
            __m256 t39 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t34);
            __m256 t40 = _mm256_permutex2var_ps(t30, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t34);
            __m256 t41 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t35);
            __m256 t42 = _mm256_permutex2var_ps(t31, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t35);
            __m256 t43 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256 t44 = _mm256_permutex2var_ps(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256 t45 = _mm256_loadu_ps(t12 + 0);
            __m256 t46 = _mm256_loadu_ps(t12 + 72);
            __m256 t47 = _mm256_loadu_ps(t12 + 144);
            __m256 t48 = _mm256_loadu_ps(t12 + 216);
            __m256 t49 = _mm256_loadu_ps(t12 + 288);
            __m256 t50 = _mm256_loadu_ps(t12 + 360);
            __m256 t51 = _mm256_loadu_ps(t12 + 432);
            __m256 t52 = _mm256_loadu_ps(t12 + 504);
            __m256 t53 = _mm256_permutex2var_ps(t45, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t49);
            __m256 t54 = _mm256_permutex2var_ps(t45, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t49);
            __m256 t55 = _mm256_permutex2var_ps(t46, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t50);
            __m256 t56 = _mm256_permutex2var_ps(t46, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t50);
            __m256 t57 = _mm256_permutex2var_ps(t47, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t51);
            __m256 t58 = _mm256_permutex2var_ps(t47, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t51);
            __m256 t59 = _mm256_permutex2var_ps(t48, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t52);
            __m256 t60 = _mm256_permutex2var_ps(t48, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t52);
            __m256 t61 = _mm256_permutex2var_ps(t53, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t57);
            __m256 t62 = _mm256_permutex2var_ps(t53, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t57);
            __m256 t63 = _mm256_permutex2var_ps(t54, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t58);
            __m256 t64 = _mm256_permutex2var_ps(t54, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t58);
            __m256 t65 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t59);
            __m256 t66 = _mm256_permutex2var_ps(t55, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t59);
            __m256 t67 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t60);
            __m256 t68 = _mm256_permutex2var_ps(t56, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t60);
            __m256 t69 = _mm256_permutex2var_ps(t61, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t65);
            __m256 t70 = _mm256_permutex2var_ps(t61, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t65);
            __m256 t71 = _mm256_permutex2var_ps(t62, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t66);
            __m256 t72 = _mm256_permutex2var_ps(t62, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t66);
            __m256 t73 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t67);
            __m256 t74 = _mm256_permutex2var_ps(t63, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t67);
            __m256 t75 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t68);
            __m256 t76 = _mm256_permutex2var_ps(t64, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t68);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
            __m256 t43 = _mm256_permutex2var_ps(t35, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t39);
            __m256 t44 = _mm256_permutex2var_ps(t35, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t39);
            __m256 t45 = _mm256_permutex2var_ps(t36, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t40);
            __m256 t46 = _mm256_permutex2var_ps(t36, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t40);
            __m256 t47 = _mm256_permutex2var_ps(t37, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t41);
            __m256 t48 = _mm256_permutex2var_ps(t37, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t41);
            __m256 t49 = _mm256_permutex2var_ps(t38, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t42);
            __m256 t50 = _mm256_permutex2var_ps(t38, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t42);
            __m256 t51 = _mm256_loadu_ps(t16 + 0);
            __m256 t52 = _mm256_loadu_ps(t16 + 72);
            __m256 t53 = _mm256_loadu_ps(t16 + 144);
            __m256 t54 = _mm256_loadu_ps(t16 + 216);
            __m256 t55 = _mm256_loadu_ps(t16 + 288);
            __m256 t56 = _mm256_loadu_ps(t16 + 360);
            __m256 t57 = _mm256_loadu_ps(t16 + 432);
            __m256 t58 = _mm256_loadu_ps(t16 + 504);
            __m256 t59 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t55);
            __m256 t60 = _mm256_permutex2var_ps(t51, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t55);
            __m256 t61 = _mm256_permutex2var_ps(t52, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t56);
            __m256 t62 = _mm256_permutex2var_ps(t52, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t56);
            __m256 t63 = _mm256_permutex2var_ps(t53, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t57);
            __m256 t64 = _mm256_permutex2var_ps(t53, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t57);
            __m256 t65 = _mm256_permutex2var_ps(t54, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t58);
            __m256 t66 = _mm256_permutex2var_ps(t54, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t58);
            __m256 t67 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t63);
            __m256 t68 = _mm256_permutex2var_ps(t59, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t63);
            __m256 t69 = _mm256_permutex2var_ps(t60, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t64);
            __m256 t70 = _mm256_permutex2var_ps(t60, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t64);
            __m256 t71 = _mm256_permutex2var_ps(t61, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t65);
            __m256 t72 = _mm256_permutex2var_ps(t61, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t65);
            __m256 t73 = _mm256_permutex2var_ps(t62, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t66);
            __m256 t74 = _mm256_permutex2var_ps(t62, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t66);
            __m256 t75 = _mm256_permutex2var_ps(t67, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t71);
            __m256 t76 = _mm256_permutex2var_ps(t67, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t71);
            __m256 t77 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t72);
            __m256 t78 = _mm256_permutex2var_ps(t68, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t72);
            __m256 t79 = _mm256_permutex2var_ps(t69, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t73);
            __m256 t80 = _mm256_permutex2var_ps(t69, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t73);
            __m256 t81 = _mm256_permutex2var_ps(t70, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t74);
            __m256 t82 = _mm256_permutex2var_ps(t70, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t74);
            __m256 t83 = _mm256_loadu_ps(t17 + 0);
            __m256 t84 = _mm256_loadu_ps(t17 + 72);
            __m256 t85 = _mm256_loadu_ps(t17 + 144);
            __m256 t86 = _mm256_loadu_ps(t17 + 216);
            __m256 t87 = _mm256_loadu_ps(t17 + 288);
            __m256 t88 = _mm256_loadu_ps(t17 + 360);
            __m256 t89 = _mm256_loadu_ps(t17 + 432);
            __m256 t90 = _mm256_loadu_ps(t17 + 504);
            __m256 t91 = _mm256_permutex2var_ps(t83, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t87);
            __m256 t92 = _mm256_permutex2var_ps(t83, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t87);
            __m256 t93 = _mm256_permutex2var_ps(t84, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t88);
            __m256 t94 = _mm256_permutex2var_ps(t84, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t88);
            __m256 t95 = _mm256_permutex2var_ps(t85, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t89);
            __m256 t96 = _mm256_permutex2var_ps(t85, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t89);
            __m256 t97 = _mm256_permutex2var_ps(t86, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t90);
            __m256 t98 = _mm256_permutex2var_ps(t86, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t90);
            __m256 t99 = _mm256_permutex2var_ps(t91, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t95);
            __m256 t100 = _mm256_permutex2var_ps(t91, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t95);
            __m256 t101 = _mm256_permutex2var_ps(t92, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t96);
            __m256 t102 = _mm256_permutex2var_ps(t92, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t96);
            __m256 t103 = _mm256_permutex2var_ps(t93, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t97);
            __m256 t104 = _mm256_permutex2var_ps(t93, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t97);
            __m256 t105 = _mm256_permutex2var_ps(t94, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t98);
            __m256 t106 = _mm256_permutex2var_ps(t94, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t98);
            __m256 t107 = _mm256_permutex2var_ps(t99, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t103);
            __m256 t108 = _mm256_permutex2var_ps(t99, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t103);
            __m256 t109 = _mm256_permutex2var_ps(t100, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t104);
            __m256 t110 = _mm256_permutex2var_ps(t100, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t104);
            __m256 t111 = _mm256_permutex2var_ps(t101, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t105);
            __m256 t112 = _mm256_permutex2var_ps(t101, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t105);
            __m256 t113 = _mm256_permutex2var_ps(t102, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t106);
            __m256 t114 = _mm256_permutex2var_ps(t102, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t106);
            __m256 t115 = _mm256_loadu_ps(t18 + 0);
            __m256 t116 = _mm256_loadu_ps(t18 + 72);
            __m256 t117 = _mm256_loadu_ps(t18 + 144);
            __m256 t118 = _mm256_loadu_ps(t18 + 216);
            __m256 t119 = _mm256_loadu_ps(t18 + 288);
            __m256 t120 = _mm256_loadu_ps(t18 + 360);
            __m256 t121 = _mm256_loadu_ps(t18 + 432);
            __m256 t122 = _mm256_loadu_ps(t18 + 504);
            __m256 t123 = _mm256_permutex2var_ps(t115, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t119);
            __m256 t124 = _mm256_permutex2var_ps(t115, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t119);
            __m256 t125 = _mm256_permutex2var_ps(t116, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t120);
            __m256 t126 = _mm256_permutex2var_ps(t116, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t120);
            __m256 t127 = _mm256_permutex2var_ps(t117, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t121);
            __m256 t128 = _mm256_permutex2var_ps(t117, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t121);
            __m256 t129 = _mm256_permutex2var_ps(t118, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t122);
            __m256 t130 = _mm256_permutex2var_ps(t118, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t122);
            __m256 t131 = _mm256_permutex2var_ps(t123, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t127);
            __m256 t132 = _mm256_permutex2var_ps(t123, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t127);
            __m256 t133 = _mm256_permutex2var_ps(t124, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t128);
            __m256 t134 = _mm256_permutex2var_ps(t124, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t128);
            __m256 t135 = _mm256_permutex2var_ps(t125, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t129);
            __m256 t136 = _mm256_permutex2var_ps(t125, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t129);
            __m256 t137 = _mm256_permutex2var_ps(t126, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t130);
            __m256 t138 = _mm256_permutex2var_ps(t126, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t130);
            __m256 t139 = _mm256_permutex2var_ps(t131, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t135);
            __m256 t140 = _mm256_permutex2var_ps(t131, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t135);
            __m256 t141 = _mm256_permutex2var_ps(t132, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t136);
            __m256 t142 = _mm256_permutex2var_ps(t132, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t136);
            __m256 t143 = _mm256_permutex2var_ps(t133, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t137);
            __m256 t144 = _mm256_permutex2var_ps(t133, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t137);
            __m256 t145 = _mm256_permutex2var_ps(t134, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t138);
            __m256 t146 = _mm256_permutex2var_ps(t134, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t138);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    vcc_no_contract_body
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
            __m256d t17 = _mm256_permutex2var_pd(t13, _mm256_setr_epi64x(0, 4, 1, 5), t15);
            __m256d t18 = _mm256_permutex2var_pd(t13, _mm256_setr_epi64x(2, 6, 3, 7), t15);
            __m256d t19 = _mm256_permutex2var_pd(t14, _mm256_setr_epi64x(0, 4, 1, 5), t16);
            __m256d t20 = _mm256_permutex2var_pd(t14, _mm256_setr_epi64x(2, 6, 3, 7), t16);
            __m256d t21 = _mm256_permutex2var_pd(t17, _mm256_setr_epi64x(0, 4, 1, 5), t19);
            __m256d t22 = _mm256_permutex2var_pd(t17, _mm256_setr_epi64x(2, 6, 3, 7), t19);
            __m256d t23 = _mm256_permutex2var_pd(t18, _mm256_setr_epi64x(0, 4, 1, 5), t20);
            __m256d t24 = _mm256_permutex2var_pd(t18, _mm256_setr_epi64x(2, 6, 3, 7), t20);
            __m256d t25 = _mm256_loadu_pd(t10 + 0);
            __m256d t26 = _mm256_loadu_pd(t10 + 72);
            __m256d t27 = _mm256_loadu_pd(t10 + 144);
            __m256d t28 = _mm256_loadu_pd(t10 + 216);
            __m256d t29 = _mm256_permutex2var_pd(t25, _mm256_setr_epi64x(0, 4, 1, 5), t27);
            __m256d t30 = _mm256_permutex2var_pd(t25, _mm256_setr_epi64x(2, 6, 3, 7), t27);
            __m256d t31 = _mm256_permutex2var_pd(t26, _mm256_setr_epi64x(0, 4, 1, 5), t28);
            __m256d t32 = _mm256_permutex2var_pd(t26, _mm256_setr_epi64x(2, 6, 3, 7), t28);
            __m256d t33 = _mm256_permutex2var_pd(t29, _mm256_setr_epi64x(0, 4, 1, 5), t31);
            __m256d t34 = _mm256_permutex2var_pd(t29, _mm256_setr_epi64x(2, 6, 3, 7), t31);
            __m256d t35 = _mm256_permutex2var_pd(t30, _mm256_setr_epi64x(0, 4, 1, 5), t32);
            __m256d t36 = _mm256_permutex2var_pd(t30, _mm256_setr_epi64x(2, 6, 3, 7), t32);
            __m256d t37 = _mm256_loadu_pd(t11 + 0);
            __m256d t38 = _mm256_loadu_pd(t11 + 72);
            __m256d t39 = _mm256_loadu_pd(t11 + 144);
            __m256d t40 = _mm256_loadu_pd(t11 + 216);
            __m256d t41 = _mm256_permutex2var_pd(t37, _mm256_setr_epi64x(0, 4, 1, 5), t39);
            __m256d t42 = _mm256_permutex2var_pd(t37, _mm256_setr_epi64x(2, 6, 3, 7), t39);
            __m256d t43 = _mm256_permutex2var_pd(t38, _mm256_setr_epi64x(0, 4, 1, 5), t40);
            __m256d t44 = _mm256_permutex2var_pd(t38, _mm256_setr_epi64x(2, 6, 3, 7), t40);
            __m256d t45 = _mm256_permutex2var_pd(t41, _mm256_setr_epi64x(0, 4, 1, 5), t43);
            __m256d t46 = _mm256_permutex2var_pd(t41, _mm256_setr_epi64x(2, 6, 3, 7), t43);
            __m256d t47 = _mm256_permutex2var_pd(t42, _mm256_setr_epi64x(0, 4, 1, 5), t44);
            __m256d t48 = _mm256_permutex2var_pd(t42, _mm256_setr_epi64x(2, 6, 3, 7), t44);
            __m256d t49 = _mm256_loadu_pd(t12 + 0);
            __m256d t50 = _mm256_loadu_pd(t12 + 72);
            __m256d t51 = _mm256_loadu_pd(t12 + 144);
            __m256d t52 = _mm256_loadu_pd(t12 + 216);
            __m256d t53 = _mm256_permutex2var_pd(t49, _mm256_setr_epi64x(0, 4, 1, 5), t51);
            __m256d t54 = _mm256_permutex2var_pd(t49, _mm256_setr_epi64x(2, 6, 3, 7), t51);
            __m256d t55 = _mm256_permutex2var_pd(t50, _mm256_setr_epi64x(0, 4, 1, 5), t52);
            __m256d t56 = _mm256_permutex2var_pd(t50, _mm256_setr_epi64x(2, 6, 3, 7), t52);
            __m256d t57 = _mm256_permutex2var_pd(t53, _mm256_setr_epi64x(0, 4, 1, 5), t55);
            __m256d t58 = _mm256_permutex2var_pd(t53, _mm256_setr_epi64x(2, 6, 3, 7), t55);
            __m256d t59 = _mm256_permutex2var_pd(t54, _mm256_setr_epi64x(0, 4, 1, 5), t56);
            __m256d t60 = _mm256_permutex2var_pd(t54, _mm256_setr_epi64x(2, 6, 3, 7), t56);
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
            __m256d t73 = _mm256_permutex2var_pd(t69, _mm256_setr_epi64x(0, 4, 1, 5), t71);
            __m256d t74 = _mm256_permutex2var_pd(t69, _mm256_setr_epi64x(2, 6, 3, 7), t71);
            __m256d t75 = _mm256_permutex2var_pd(t70, _mm256_setr_epi64x(0, 4, 1, 5), t72);
            __m256d t76 = _mm256_permutex2var_pd(t70, _mm256_setr_epi64x(2, 6, 3, 7), t72);
            __m256d t77 = _mm256_permutex2var_pd(t73, _mm256_setr_epi64x(0, 4, 1, 5), t75);
            __m256d t78 = _mm256_permutex2var_pd(t73, _mm256_setr_epi64x(2, 6, 3, 7), t75);
            __m256d t79 = _mm256_permutex2var_pd(t74, _mm256_setr_epi64x(0, 4, 1, 5), t76);
            __m256d t80 = _mm256_permutex2var_pd(t74, _mm256_setr_epi64x(2, 6, 3, 7), t76);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    vcc_no_contract_body
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
            __m256i t32 = _mm256_permutex2var_epi32(t24, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t28);
            __m256i t33 = _mm256_permutex2var_epi32(t24, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t28);
            __m256i t34 = _mm256_permutex2var_epi32(t25, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t29);
            __m256i t35 = _mm256_permutex2var_epi32(t25, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t29);
            __m256i t36 = _mm256_permutex2var_epi32(t26, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t30);
            __m256i t37 = _mm256_permutex2var_epi32(t26, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t30);
            __m256i t38 = _mm256_permutex2var_epi32(t27, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t31);
            __m256i t39 = _mm256_permutex2var_epi32(t27, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t31);
            __m256i t40 = _mm256_permutex2var_epi32(t32, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t36);
            __m256i t41 = _mm256_permutex2var_epi32(t32, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t36);
            __m256i t42 = _mm256_permutex2var_epi32(t33, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t37);
            __m256i t43 = _mm256_permutex2var_epi32(t33, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t37);
            __m256i t44 = _mm256_permutex2var_epi32(t34, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t38);
            __m256i t45 = _mm256_permutex2var_epi32(t34, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t38);
            __m256i t46 = _mm256_permutex2var_epi32(t35, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t39);
            __m256i t47 = _mm256_permutex2var_epi32(t35, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t39);
            __m256i t48 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t44);
            __m256i t49 = _mm256_permutex2var_epi32(t40, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t44);
            __m256i t50 = _mm256_permutex2var_epi32(t41, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t45);
            __m256i t51 = _mm256_permutex2var_epi32(t41, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t45);
            __m256i t52 = _mm256_permutex2var_epi32(t42, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t46);
            __m256i t53 = _mm256_permutex2var_epi32(t42, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t46);
            __m256i t54 = _mm256_permutex2var_epi32(t43, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t47);
            __m256i t55 = _mm256_permutex2var_epi32(t43, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t47);
            __m256i t56 = _mm256_loadu_si256((const __m256i *)(t21 + 0));
            __m256i t57 = _mm256_loadu_si256((const __m256i *)(t21 + 72));
            __m256i t58 = _mm256_loadu_si256((const __m256i *)(t21 + 144));
            __m256i t59 = _mm256_loadu_si256((const __m256i *)(t21 + 216));
            __m256i t60 = _mm256_loadu_si256((const __m256i *)(t21 + 288));
            __m256i t61 = _mm256_loadu_si256((const __m256i *)(t21 + 360));
            __m256i t62 = _mm256_loadu_si256((const __m256i *)(t21 + 432));
            __m256i t63 = _mm256_loadu_si256((const __m256i *)(t21 + 504));
            __m256i t64 = _mm256_permutex2var_epi32(t56, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t60);
            __m256i t65 = _mm256_permutex2var_epi32(t56, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t60);
            __m256i t66 = _mm256_permutex2var_epi32(t57, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t61);
            __m256i t67 = _mm256_permutex2var_epi32(t57, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t61);
            __m256i t68 = _mm256_permutex2var_epi32(t58, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t62);
            __m256i t69 = _mm256_permutex2var_epi32(t58, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t62);
            __m256i t70 = _mm256_permutex2var_epi32(t59, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t63);
            __m256i t71 = _mm256_permutex2var_epi32(t59, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t63);
            __m256i t72 = _mm256_permutex2var_epi32(t64, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t68);
            __m256i t73 = _mm256_permutex2var_epi32(t64, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t68);
            __m256i t74 = _mm256_permutex2var_epi32(t65, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t69);
            __m256i t75 = _mm256_permutex2var_epi32(t65, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t69);
            __m256i t76 = _mm256_permutex2var_epi32(t66, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t70);
            __m256i t77 = _mm256_permutex2var_epi32(t66, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t70);
            __m256i t78 = _mm256_permutex2var_epi32(t67, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t71);
            __m256i t79 = _mm256_permutex2var_epi32(t67, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t71);
            __m256i t80 = _mm256_permutex2var_epi32(t72, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t76);
            __m256i t81 = _mm256_permutex2var_epi32(t72, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t76);
            __m256i t82 = _mm256_permutex2var_epi32(t73, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t77);
            __m256i t83 = _mm256_permutex2var_epi32(t73, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t77);
            __m256i t84 = _mm256_permutex2var_epi32(t74, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t78);
            __m256i t85 = _mm256_permutex2var_epi32(t74, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t78);
            __m256i t86 = _mm256_permutex2var_epi32(t75, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t79);
            __m256i t87 = _mm256_permutex2var_epi32(t75, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t79);
            __m256i t88 = _mm256_loadu_si256((const __m256i *)(t22 + 0));
            __m256i t89 = _mm256_loadu_si256((const __m256i *)(t22 + 72));
            __m256i t90 = _mm256_loadu_si256((const __m256i *)(t22 + 144));
            __m256i t91 = _mm256_loadu_si256((const __m256i *)(t22 + 216));
            __m256i t92 = _mm256_loadu_si256((const __m256i *)(t22 + 288));
            __m256i t93 = _mm256_loadu_si256((const __m256i *)(t22 + 360));
            __m256i t94 = _mm256_loadu_si256((const __m256i *)(t22 + 432));
            __m256i t95 = _mm256_loadu_si256((const __m256i *)(t22 + 504));
            __m256i t96 = _mm256_permutex2var_epi32(t88, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t92);
            __m256i t97 = _mm256_permutex2var_epi32(t88, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t92);
            __m256i t98 = _mm256_permutex2var_epi32(t89, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t93);
            __m256i t99 = _mm256_permutex2var_epi32(t89, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t93);
            __m256i t100 = _mm256_permutex2var_epi32(t90, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t94);
            __m256i t101 = _mm256_permutex2var_epi32(t90, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t94);
            __m256i t102 = _mm256_permutex2var_epi32(t91, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t95);
            __m256i t103 = _mm256_permutex2var_epi32(t91, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t95);
            __m256i t104 = _mm256_permutex2var_epi32(t96, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t100);
            __m256i t105 = _mm256_permutex2var_epi32(t96, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t100);
            __m256i t106 = _mm256_permutex2var_epi32(t97, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t101);
            __m256i t107 = _mm256_permutex2var_epi32(t97, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t101);
            __m256i t108 = _mm256_permutex2var_epi32(t98, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t102);
            __m256i t109 = _mm256_permutex2var_epi32(t98, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t102);
            __m256i t110 = _mm256_permutex2var_epi32(t99, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t103);
            __m256i t111 = _mm256_permutex2var_epi32(t99, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t103);
            __m256i t112 = _mm256_permutex2var_epi32(t104, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t108);
            __m256i t113 = _mm256_permutex2var_epi32(t104, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t108);
            __m256i t114 = _mm256_permutex2var_epi32(t105, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t109);
            __m256i t115 = _mm256_permutex2var_epi32(t105, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t109);
            __m256i t116 = _mm256_permutex2var_epi32(t106, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t110);
            __m256i t117 = _mm256_permutex2var_epi32(t106, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t110);
            __m256i t118 = _mm256_permutex2var_epi32(t107, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t111);
            __m256i t119 = _mm256_permutex2var_epi32(t107, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t111);
            __m256i t120 = _mm256_loadu_si256((const __m256i *)(t23 + 0));
            __m256i t121 = _mm256_loadu_si256((const __m256i *)(t23 + 72));
            __m256i t122 = _mm256_loadu_si256((const __m256i *)(t23 + 144));
            __m256i t123 = _mm256_loadu_si256((const __m256i *)(t23 + 216));
            __m256i t124 = _mm256_loadu_si256((const __m256i *)(t23 + 288));
            __m256i t125 = _mm256_loadu_si256((const __m256i *)(t23 + 360));
            __m256i t126 = _mm256_loadu_si256((const __m256i *)(t23 + 432));
            __m256i t127 = _mm256_loadu_si256((const __m256i *)(t23 + 504));
            __m256i t128 = _mm256_permutex2var_epi32(t120, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t124);
            __m256i t129 = _mm256_permutex2var_epi32(t120, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t124);
            __m256i t130 = _mm256_permutex2var_epi32(t121, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t125);
            __m256i t131 = _mm256_permutex2var_epi32(t121, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t125);
            __m256i t132 = _mm256_permutex2var_epi32(t122, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t126);
            __m256i t133 = _mm256_permutex2var_epi32(t122, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t126);
            __m256i t134 = _mm256_permutex2var_epi32(t123, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t127);
            __m256i t135 = _mm256_permutex2var_epi32(t123, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t127);
            __m256i t136 = _mm256_permutex2var_epi32(t128, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t132);
            __m256i t137 = _mm256_permutex2var_epi32(t128, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t132);
            __m256i t138 = _mm256_permutex2var_epi32(t129, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t133);
            __m256i t139 = _mm256_permutex2var_epi32(t129, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t133);
            __m256i t140 = _mm256_permutex2var_epi32(t130, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t134);
            __m256i t141 = _mm256_permutex2var_epi32(t130, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t134);
            __m256i t142 = _mm256_permutex2var_epi32(t131, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t135);
            __m256i t143 = _mm256_permutex2var_epi32(t131, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t135);
            __m256i t144 = _mm256_permutex2var_epi32(t136, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t140);
            __m256i t145 = _mm256_permutex2var_epi32(t136, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t140);
            __m256i t146 = _mm256_permutex2var_epi32(t137, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t141);
            __m256i t147 = _mm256_permutex2var_epi32(t137, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t141);
            __m256i t148 = _mm256_permutex2var_epi32(t138, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t142);
            __m256i t149 = _mm256_permutex2var_epi32(t138, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t142);
            __m256i t150 = _mm256_permutex2var_epi32(t139, _mm256_setr_epi32(0, 8, 1, 9, 2, 10, 3, 11), t143);
            __m256i t151 = _mm256_permutex2var_epi32(t139, _mm256_setr_epi32(4, 12, 5, 13, 6, 14, 7, 15), t143);
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

vcc_no_contract __attribute__((target("avx2,avx512f,avx512vl,avx512bw,avx512dq"))) void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    vcc_no_contract_body
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
            _mm256_i32scatter_ps(&a[(int)t1 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t13, 4);
            __m256 t14 = _mm256_mul_ps(b_v_1, _mm256_set1_ps(0.5f));
            _mm256_i32scatter_ps(&a[(int)t2 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t14, 4);
            __m256 t15 = _mm256_mul_ps(b_v_2, _mm256_set1_ps(0.5f));
            _mm256_i32scatter_ps(&a[(int)t3 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t15, 4);
            __m256 t16 = _mm256_mul_ps(b_v_3, _mm256_set1_ps(0.5f));
            _mm256_i32scatter_ps(&a[(int)t4 - 1][t12], _mm256_setr_epi32(0, 72, 144, 216, 288, 360, 432, 504), t16, 4);
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
