/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <emmintrin.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
#define vcc_sse_gather4(SET, T, P, I, B) ({ const T *vcc_gp = (const T *)(P); __m128i vcc_gi = (I); long long vcc_g0 = _mm_cvtsi128_si64(vcc_gi), vcc_g1 = _mm_cvtsi128_si64(_mm_unpackhi_epi64(vcc_gi, vcc_gi)); int vcc_gb = (B); SET(vcc_gb & 1 ? vcc_gp[(int)vcc_g0] : (T)0, vcc_gb & 2 ? vcc_gp[vcc_g0 >> 32] : (T)0, vcc_gb & 4 ? vcc_gp[(int)vcc_g1] : (T)0, vcc_gb & 8 ? vcc_gp[vcc_g1 >> 32] : (T)0); })
#define vcc_lanes(V) (sizeof(V) / sizeof((V)[0]))
#define vcc_gather(VT, P, I) ({ VT vcc_r; for (unsigned vcc_k = 0; vcc_k < vcc_lanes(vcc_r); vcc_k++) vcc_r[vcc_k] = (P)[(I)[vcc_k]]; vcc_r; })

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

void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = j_vec + 8L;
            long t6 = j_vec + 12L;
            long t7 = (long)i;
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)i;
            const float *t11 = &a[j_vec][t7];
            const float *t12 = &a[t4][t8];
            const float *t13 = &a[t5][t9];
            const float *t14 = &a[t6][t10];
            __m128 t15 = _mm_loadu_ps(t11 + 0);
            __m128 t16 = _mm_loadu_ps(t11 + 72);
            __m128 t17 = _mm_loadu_ps(t11 + 144);
            __m128 t18 = _mm_loadu_ps(t11 + 216);
            __m128 t19 = _mm_unpacklo_ps(t15, t17);
            __m128 t20 = _mm_unpackhi_ps(t15, t17);
            __m128 t21 = _mm_unpacklo_ps(t16, t18);
            __m128 t22 = _mm_unpackhi_ps(t16, t18);
            __m128 t23 = _mm_unpacklo_ps(t19, t21);
            __m128 t24 = _mm_unpackhi_ps(t19, t21);
            __m128 t25 = _mm_unpacklo_ps(t20, t22);
            __m128 t26 = _mm_unpackhi_ps(t20, t22);
            __m128 t27 = _mm_loadu_ps(t12 + 0);
            __m128 t28 = _mm_loadu_ps(t12 + 72);
            __m128 t29 = _mm_loadu_ps(t12 + 144);
            __m128 t30 = _mm_loadu_ps(t12 + 216);
            __m128 t31 = _mm_unpacklo_ps(t27, t29);
            __m128 t32 = _mm_unpackhi_ps(t27, t29);
            __m128 t33 = _mm_unpacklo_ps(t28, t30);
            __m128 t34 = _mm_unpackhi_ps(t28, t30);
            __m128 t35 = _mm_unpacklo_ps(t31, t33);
            __m128 t36 = _mm_unpackhi_ps(t31, t33);
            __m128 t37 = _mm_unpacklo_ps(t32, t34);
            __m128 t38 = _mm_unpackhi_ps(t32, t34);
            __m128 t39 = _mm_loadu_ps(t13 + 0);
            __m128 t40 = _mm_loadu_ps(t13 + 72);
            __m128 t41 = _mm_loadu_ps(t13 + 144);
            __m128 t42 = _mm_loadu_ps(t13 + 216);
            __m128 t43 = _mm_unpacklo_ps(t39, t41);
            __m128 t44 = _mm_unpackhi_ps(t39, t41);
            __m128 t45 = _mm_unpacklo_ps(t40, t42);
            __m128 t46 = _mm_unpackhi_ps(t40, t42);
            __m128 t47 = _mm_unpacklo_ps(t43, t45);
            __m128 t48 = _mm_unpackhi_ps(t43, t45);
            __m128 t49 = _mm_unpacklo_ps(t44, t46);
            __m128 t50 = _mm_unpackhi_ps(t44, t46);
            __m128 t51 = _mm_loadu_ps(t14 + 0);
            __m128 t52 = _mm_loadu_ps(t14 + 72);
            __m128 t53 = _mm_loadu_ps(t14 + 144);
            __m128 t54 = _mm_loadu_ps(t14 + 216);
            __m128 t55 = _mm_unpacklo_ps(t51, t53);
            __m128 t56 = _mm_unpackhi_ps(t51, t53);
            __m128 t57 = _mm_unpacklo_ps(t52, t54);
            __m128 t58 = _mm_unpackhi_ps(t52, t54);
            __m128 t59 = _mm_unpacklo_ps(t55, t57);
            __m128 t60 = _mm_unpackhi_ps(t55, t57);
            __m128 t61 = _mm_unpacklo_ps(t56, t58);
            __m128 t62 = _mm_unpackhi_ps(t56, t58);
            __m128 t63 = _mm_mul_ps(t23, s_v);
            __m128 t64 = _mm_mul_ps(t35, s_v);
            __m128 t65 = _mm_mul_ps(t47, s_v);
            __m128 t66 = _mm_mul_ps(t59, s_v);
            _mm_storeu_ps(&b[t7][j_vec], t63);
            _mm_storeu_ps(&b[t8][t4], t64);
            _mm_storeu_ps(&b[t9][t5], t65);
            _mm_storeu_ps(&b[t10][t6], t66);
            __m128 t67 = _mm_mul_ps(t24, s_v);
            __m128 t68 = _mm_mul_ps(t36, s_v);
            __m128 t69 = _mm_mul_ps(t48, s_v);
            __m128 t70 = _mm_mul_ps(t60, s_v);
            _mm_storeu_ps(&b[t1][j_vec], t67);
            _mm_storeu_ps(&b[t1][t4], t68);
            _mm_storeu_ps(&b[t1][t5], t69);
            _mm_storeu_ps(&b[t1][t6], t70);
            __m128 t71 = _mm_mul_ps(t25, s_v);
            __m128 t72 = _mm_mul_ps(t37, s_v);
            __m128 t73 = _mm_mul_ps(t49, s_v);
            __m128 t74 = _mm_mul_ps(t61, s_v);
            _mm_storeu_ps(&b[t2][j_vec], t71);
            _mm_storeu_ps(&b[t2][t4], t72);
            _mm_storeu_ps(&b[t2][t5], t73);
            _mm_storeu_ps(&b[t2][t6], t74);
            __m128 t75 = _mm_mul_ps(t26, s_v);
            _mm_storeu_ps(&b[t3][j_vec], t75);
            __m128 t76 = _mm_mul_ps(t38, s_v);
            _mm_storeu_ps(&b[t3][t4], t76);
            __m128 t77 = _mm_mul_ps(t50, s_v);
            _mm_storeu_ps(&b[t3][t5], t77);
            __m128 t78 = _mm_mul_ps(t62, s_v);
            _mm_storeu_ps(&b[t3][t6], t78);
            j_vec += 16L;
        } while (j_vec < 48L);
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t79 = 48L + j_vec_1;
            long t80 = (long)i;
            const float *t81 = &a[t79][t80];
            __m128 t82 = _mm_loadu_ps(t81 + 0);
            __m128 t83 = _mm_loadu_ps(t81 + 72);
            __m128 t84 = _mm_loadu_ps(t81 + 144);
            __m128 t85 = _mm_loadu_ps(t81 + 216);
            __m128 t86 = _mm_unpacklo_ps(t82, t84);
            __m128 t87 = _mm_unpackhi_ps(t82, t84);
            __m128 t88 = _mm_unpacklo_ps(t83, t85);
            __m128 t89 = _mm_unpackhi_ps(t83, t85);
            __m128 t90 = _mm_unpacklo_ps(t86, t88);
            __m128 t91 = _mm_unpackhi_ps(t86, t88);
            __m128 t92 = _mm_unpacklo_ps(t87, t89);
            __m128 t93 = _mm_unpackhi_ps(t87, t89);
            __m128 t94 = _mm_mul_ps(t90, s_v_1);
            _mm_storeu_ps(&b[t80][t79], t94);
            __m128 t95 = _mm_mul_ps(t91, s_v_1);
            _mm_storeu_ps(&b[t1][t79], t95);
            __m128 t96 = _mm_mul_ps(t92, s_v_1);
            _mm_storeu_ps(&b[t2][t79], t96);
            __m128 t97 = _mm_mul_ps(t93, s_v_1);
            _mm_storeu_ps(&b[t3][t79], t97);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        for (int j = 52; j < 53; j++) {
            long t98 = (long)i;
            long t99 = (long)j;
            const float (*t100)[72] = a + t99;
            b[t98][t99] = (*t100)[t98] * s;
            long t101 = (long)t1;
            b[t101][t99] = (*t100)[t101] * s;
            long t102 = (long)t2;
            b[t102][t99] = (*t100)[t102] * s;
            long t103 = (long)t3;
            b[t103][t99] = (*t100)[t103] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m128 s_v_2 = _mm_set1_ps(s);
        long j_vec_2 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t104 = j_vec_2 + 4L;
            long t105 = j_vec_2 + 8L;
            long t106 = j_vec_2 + 12L;
            long t107 = (long)i_1;
            long t108 = (long)i_1;
            long t109 = (long)i_1;
            long t110 = (long)i_1;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_2][t107], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t104][t108], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_2 = vcc_sse_gather4(_mm_setr_ps, float, &a[t105][t109], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_3 = vcc_sse_gather4(_mm_setr_ps, float, &a[t106][t110], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t111 = _mm_mul_ps(a_v, s_v_2);
            _mm_storeu_ps(&b[t107][j_vec_2], t111);
            __m128 t112 = _mm_mul_ps(a_v_1, s_v_2);
            _mm_storeu_ps(&b[t108][t104], t112);
            __m128 t113 = _mm_mul_ps(a_v_2, s_v_2);
            _mm_storeu_ps(&b[t109][t105], t113);
            __m128 t114 = _mm_mul_ps(a_v_3, s_v_2);
            _mm_storeu_ps(&b[t110][t106], t114);
            j_vec_2 += 16L;
        } while (j_vec_2 < 48L);
        __m128 s_v_3 = _mm_set1_ps(s);
        long j_vec_3 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t115 = 48L + j_vec_3;
            long t116 = (long)i_1;
            __m128 a_v_4 = vcc_sse_gather4(_mm_setr_ps, float, &a[t115][t116], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t117 = _mm_mul_ps(a_v_4, s_v_3);
            _mm_storeu_ps(&b[t116][t115], t117);
            j_vec_3 += 4L;
        } while (j_vec_3 < 4L);
        for (int j_1 = 52; j_1 < 53; j_1++) {
            long t118 = (long)i_1;
            long t119 = (long)j_1;
            b[t118][t119] = a[t119][t118] * s;
        }
    }
}

void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = (long)i;
            long t6 = (long)i;
            const float *t7 = &a[j_vec][t5];
            const float *t8 = &a[t4][t6];
            __m128 t9 = _mm_loadu_ps(t7 + 0);
            __m128 t10 = _mm_loadu_ps(t7 + 72);
            __m128 t11 = _mm_loadu_ps(t7 + 144);
            __m128 t12 = _mm_loadu_ps(t7 + 216);
            __m128 t13 = _mm_unpacklo_ps(t9, t11);
            __m128 t14 = _mm_unpackhi_ps(t9, t11);
            __m128 t15 = _mm_unpacklo_ps(t10, t12);
            __m128 t16 = _mm_unpackhi_ps(t10, t12);
            __m128 t17 = _mm_unpacklo_ps(t13, t15);
            __m128 t18 = _mm_unpackhi_ps(t13, t15);
            __m128 t19 = _mm_unpacklo_ps(t14, t16);
            __m128 t20 = _mm_unpackhi_ps(t14, t16);
            __m128 t21 = _mm_loadu_ps(t8 + 0);
            __m128 t22 = _mm_loadu_ps(t8 + 72);
            __m128 t23 = _mm_loadu_ps(t8 + 144);
            __m128 t24 = _mm_loadu_ps(t8 + 216);
            __m128 t25 = _mm_unpacklo_ps(t21, t23);
            __m128 t26 = _mm_unpackhi_ps(t21, t23);
            __m128 t27 = _mm_unpacklo_ps(t22, t24);
            __m128 t28 = _mm_unpackhi_ps(t22, t24);
            __m128 t29 = _mm_unpacklo_ps(t25, t27);
            __m128 t30 = _mm_unpackhi_ps(t25, t27);
            __m128 t31 = _mm_unpacklo_ps(t26, t28);
            __m128 t32 = _mm_unpackhi_ps(t26, t28);
            __m128 t33 = _mm_mul_ps(t17, s_v);
            __m128 t34 = _mm_mul_ps(t29, s_v);
            _mm_storeu_ps(&b[t5][j_vec], t33);
            _mm_storeu_ps(&b[t6][t4], t34);
            __m128 t35 = _mm_mul_ps(t18, s_v);
            __m128 t36 = _mm_mul_ps(t30, s_v);
            _mm_storeu_ps(&b[t1][j_vec], t35);
            _mm_storeu_ps(&b[t1][t4], t36);
            __m128 t37 = _mm_mul_ps(t19, s_v);
            __m128 t38 = _mm_mul_ps(t31, s_v);
            _mm_storeu_ps(&b[t2][j_vec], t37);
            _mm_storeu_ps(&b[t2][t4], t38);
            __m128 t39 = _mm_mul_ps(t20, s_v);
            _mm_storeu_ps(&b[t3][j_vec], t39);
            __m128 t40 = _mm_mul_ps(t32, s_v);
            _mm_storeu_ps(&b[t3][t4], t40);
            j_vec += 8L;
        } while (j_vec < 8L);
        for (int j = 8; j < 9; j++) {
            long t41 = (long)i;
            long t42 = (long)j;
            const float (*t43)[72] = a + t42;
            b[t41][t42] = (*t43)[t41] * s;
            long t44 = (long)t1;
            b[t44][t42] = (*t43)[t44] * s;
            long t45 = (long)t2;
            b[t45][t42] = (*t43)[t45] * s;
            long t46 = (long)t3;
            b[t46][t42] = (*t43)[t46] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t47 = j_vec_1 + 4L;
            long t48 = (long)i_1;
            long t49 = (long)i_1;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_1][t48], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t47][t49], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t50 = _mm_mul_ps(a_v, s_v_1);
            _mm_storeu_ps(&b[t48][j_vec_1], t50);
            __m128 t51 = _mm_mul_ps(a_v_1, s_v_1);
            _mm_storeu_ps(&b[t49][t47], t51);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        for (int j_1 = 8; j_1 < 9; j_1++) {
            long t52 = (long)i_1;
            long t53 = (long)j_1;
            b[t52][t53] = a[t53][t52] * s;
        }
    }
}

void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = (long)i;
            long t6 = (long)i;
            const float *t7 = &a[j_vec][t5];
            const float *t8 = &a[t4][t6];
            __m128 t9 = _mm_loadu_ps(t7 + 0);
            __m128 t10 = _mm_loadu_ps(t7 + 72);
            __m128 t11 = _mm_loadu_ps(t7 + 144);
            __m128 t12 = _mm_loadu_ps(t7 + 216);
            __m128 t13 = _mm_unpacklo_ps(t9, t11);
            __m128 t14 = _mm_unpackhi_ps(t9, t11);
            __m128 t15 = _mm_unpacklo_ps(t10, t12);
            __m128 t16 = _mm_unpackhi_ps(t10, t12);
            __m128 t17 = _mm_unpacklo_ps(t13, t15);
            __m128 t18 = _mm_unpackhi_ps(t13, t15);
            __m128 t19 = _mm_unpacklo_ps(t14, t16);
            __m128 t20 = _mm_unpackhi_ps(t14, t16);
            __m128 t21 = _mm_loadu_ps(t8 + 0);
            __m128 t22 = _mm_loadu_ps(t8 + 72);
            __m128 t23 = _mm_loadu_ps(t8 + 144);
            __m128 t24 = _mm_loadu_ps(t8 + 216);
            __m128 t25 = _mm_unpacklo_ps(t21, t23);
            __m128 t26 = _mm_unpackhi_ps(t21, t23);
            __m128 t27 = _mm_unpacklo_ps(t22, t24);
            __m128 t28 = _mm_unpackhi_ps(t22, t24);
            __m128 t29 = _mm_unpacklo_ps(t25, t27);
            __m128 t30 = _mm_unpackhi_ps(t25, t27);
            __m128 t31 = _mm_unpacklo_ps(t26, t28);
            __m128 t32 = _mm_unpackhi_ps(t26, t28);
            __m128 t33 = _mm_mul_ps(t17, s_v);
            __m128 t34 = _mm_mul_ps(t29, s_v);
            _mm_storeu_ps(&b[t5][j_vec], t33);
            _mm_storeu_ps(&b[t6][t4], t34);
            __m128 t35 = _mm_mul_ps(t18, s_v);
            __m128 t36 = _mm_mul_ps(t30, s_v);
            _mm_storeu_ps(&b[t1][j_vec], t35);
            _mm_storeu_ps(&b[t1][t4], t36);
            __m128 t37 = _mm_mul_ps(t19, s_v);
            __m128 t38 = _mm_mul_ps(t31, s_v);
            _mm_storeu_ps(&b[t2][j_vec], t37);
            _mm_storeu_ps(&b[t2][t4], t38);
            __m128 t39 = _mm_mul_ps(t20, s_v);
            _mm_storeu_ps(&b[t3][j_vec], t39);
            __m128 t40 = _mm_mul_ps(t32, s_v);
            _mm_storeu_ps(&b[t3][t4], t40);
            j_vec += 8L;
        } while (j_vec < 8L);
    }
    for (; i_1 < m; i_1++) {
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t41 = j_vec_1 + 4L;
            long t42 = (long)i_1;
            long t43 = (long)i_1;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_1][t42], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t41][t43], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t44 = _mm_mul_ps(a_v, s_v_1);
            _mm_storeu_ps(&b[t42][j_vec_1], t44);
            __m128 t45 = _mm_mul_ps(a_v_1, s_v_1);
            _mm_storeu_ps(&b[t43][t41], t45);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
    }
}

void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = j_vec + 8L;
            long t6 = j_vec + 12L;
            long t7 = (long)i;
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)i;
            const float *t11 = &a[j_vec][t7];
            const float *t12 = &a[t4][t8];
            const float *t13 = &a[t5][t9];
            const float *t14 = &a[t6][t10];
            __m128 t15 = _mm_loadu_ps(t11 + 0);
            __m128 t16 = _mm_loadu_ps(t11 + 72);
            __m128 t17 = _mm_loadu_ps(t11 + 144);
            __m128 t18 = _mm_loadu_ps(t11 + 216);
            __m128 t19 = _mm_unpacklo_ps(t15, t17);
            __m128 t20 = _mm_unpackhi_ps(t15, t17);
            __m128 t21 = _mm_unpacklo_ps(t16, t18);
            __m128 t22 = _mm_unpackhi_ps(t16, t18);
            __m128 t23 = _mm_unpacklo_ps(t19, t21);
            __m128 t24 = _mm_unpackhi_ps(t19, t21);
            __m128 t25 = _mm_unpacklo_ps(t20, t22);
            __m128 t26 = _mm_unpackhi_ps(t20, t22);
            __m128 t27 = _mm_loadu_ps(t12 + 0);
            __m128 t28 = _mm_loadu_ps(t12 + 72);
            __m128 t29 = _mm_loadu_ps(t12 + 144);
            __m128 t30 = _mm_loadu_ps(t12 + 216);
            __m128 t31 = _mm_unpacklo_ps(t27, t29);
            __m128 t32 = _mm_unpackhi_ps(t27, t29);
            __m128 t33 = _mm_unpacklo_ps(t28, t30);
            __m128 t34 = _mm_unpackhi_ps(t28, t30);
            __m128 t35 = _mm_unpacklo_ps(t31, t33);
            __m128 t36 = _mm_unpackhi_ps(t31, t33);
            __m128 t37 = _mm_unpacklo_ps(t32, t34);
            __m128 t38 = _mm_unpackhi_ps(t32, t34);
            __m128 t39 = _mm_loadu_ps(t13 + 0);
            __m128 t40 = _mm_loadu_ps(t13 + 72);
            __m128 t41 = _mm_loadu_ps(t13 + 144);
            __m128 t42 = _mm_loadu_ps(t13 + 216);
            __m128 t43 = _mm_unpacklo_ps(t39, t41);
            __m128 t44 = _mm_unpackhi_ps(t39, t41);
            __m128 t45 = _mm_unpacklo_ps(t40, t42);
            __m128 t46 = _mm_unpackhi_ps(t40, t42);
            __m128 t47 = _mm_unpacklo_ps(t43, t45);
            __m128 t48 = _mm_unpackhi_ps(t43, t45);
            __m128 t49 = _mm_unpacklo_ps(t44, t46);
            __m128 t50 = _mm_unpackhi_ps(t44, t46);
            __m128 t51 = _mm_loadu_ps(t14 + 0);
            __m128 t52 = _mm_loadu_ps(t14 + 72);
            __m128 t53 = _mm_loadu_ps(t14 + 144);
            __m128 t54 = _mm_loadu_ps(t14 + 216);
            __m128 t55 = _mm_unpacklo_ps(t51, t53);
            __m128 t56 = _mm_unpackhi_ps(t51, t53);
            __m128 t57 = _mm_unpacklo_ps(t52, t54);
            __m128 t58 = _mm_unpackhi_ps(t52, t54);
            __m128 t59 = _mm_unpacklo_ps(t55, t57);
            __m128 t60 = _mm_unpackhi_ps(t55, t57);
            __m128 t61 = _mm_unpacklo_ps(t56, t58);
            __m128 t62 = _mm_unpackhi_ps(t56, t58);
            __m128 t63 = _mm_mul_ps(t23, s_v);
            __m128 t64 = _mm_mul_ps(t35, s_v);
            __m128 t65 = _mm_mul_ps(t47, s_v);
            __m128 t66 = _mm_mul_ps(t59, s_v);
            _mm_storeu_ps(&b[t7][j_vec], t63);
            _mm_storeu_ps(&b[t8][t4], t64);
            _mm_storeu_ps(&b[t9][t5], t65);
            _mm_storeu_ps(&b[t10][t6], t66);
            __m128 t67 = _mm_mul_ps(t24, s_v);
            __m128 t68 = _mm_mul_ps(t36, s_v);
            __m128 t69 = _mm_mul_ps(t48, s_v);
            __m128 t70 = _mm_mul_ps(t60, s_v);
            _mm_storeu_ps(&b[t1][j_vec], t67);
            _mm_storeu_ps(&b[t1][t4], t68);
            _mm_storeu_ps(&b[t1][t5], t69);
            _mm_storeu_ps(&b[t1][t6], t70);
            __m128 t71 = _mm_mul_ps(t25, s_v);
            __m128 t72 = _mm_mul_ps(t37, s_v);
            __m128 t73 = _mm_mul_ps(t49, s_v);
            __m128 t74 = _mm_mul_ps(t61, s_v);
            _mm_storeu_ps(&b[t2][j_vec], t71);
            _mm_storeu_ps(&b[t2][t4], t72);
            _mm_storeu_ps(&b[t2][t5], t73);
            _mm_storeu_ps(&b[t2][t6], t74);
            __m128 t75 = _mm_mul_ps(t26, s_v);
            _mm_storeu_ps(&b[t3][j_vec], t75);
            __m128 t76 = _mm_mul_ps(t38, s_v);
            _mm_storeu_ps(&b[t3][t4], t76);
            __m128 t77 = _mm_mul_ps(t50, s_v);
            _mm_storeu_ps(&b[t3][t5], t77);
            __m128 t78 = _mm_mul_ps(t62, s_v);
            _mm_storeu_ps(&b[t3][t6], t78);
            j_vec += 16L;
        } while (j_vec < 16L);
        for (int j = 16; j < 17; j++) {
            long t79 = (long)i;
            long t80 = (long)j;
            const float (*t81)[72] = a + t80;
            b[t79][t80] = (*t81)[t79] * s;
            long t82 = (long)t1;
            b[t82][t80] = (*t81)[t82] * s;
            long t83 = (long)t2;
            b[t83][t80] = (*t81)[t83] * s;
            long t84 = (long)t3;
            b[t84][t80] = (*t81)[t84] * s;
        }
    }
    for (; i_1 < m; i_1++) {
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t85 = j_vec_1 + 4L;
            long t86 = j_vec_1 + 8L;
            long t87 = j_vec_1 + 12L;
            long t88 = (long)i_1;
            long t89 = (long)i_1;
            long t90 = (long)i_1;
            long t91 = (long)i_1;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_1][t88], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t85][t89], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_2 = vcc_sse_gather4(_mm_setr_ps, float, &a[t86][t90], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_3 = vcc_sse_gather4(_mm_setr_ps, float, &a[t87][t91], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t92 = _mm_mul_ps(a_v, s_v_1);
            _mm_storeu_ps(&b[t88][j_vec_1], t92);
            __m128 t93 = _mm_mul_ps(a_v_1, s_v_1);
            _mm_storeu_ps(&b[t89][t85], t93);
            __m128 t94 = _mm_mul_ps(a_v_2, s_v_1);
            _mm_storeu_ps(&b[t90][t86], t94);
            __m128 t95 = _mm_mul_ps(a_v_3, s_v_1);
            _mm_storeu_ps(&b[t91][t87], t95);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        for (int j_1 = 16; j_1 < 17; j_1++) {
            long t96 = (long)i_1;
            long t97 = (long)j_1;
            b[t96][t97] = a[t97][t96] * s;
        }
    }
}

void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = j_vec + 8L;
            long t6 = j_vec + 12L;
            long t7 = (long)i;
            long t8 = (long)i;
            long t9 = (long)i;
            long t10 = (long)i;
            const float *t11 = &a[j_vec][t7];
            const float *t12 = &a[t4][t8];
            const float *t13 = &a[t5][t9];
            const float *t14 = &a[t6][t10];
            __m128 t15 = _mm_loadu_ps(t11 + 0);
            __m128 t16 = _mm_loadu_ps(t11 + 72);
            __m128 t17 = _mm_loadu_ps(t11 + 144);
            __m128 t18 = _mm_loadu_ps(t11 + 216);
            __m128 t19 = _mm_unpacklo_ps(t15, t17);
            __m128 t20 = _mm_unpackhi_ps(t15, t17);
            __m128 t21 = _mm_unpacklo_ps(t16, t18);
            __m128 t22 = _mm_unpackhi_ps(t16, t18);
            __m128 t23 = _mm_unpacklo_ps(t19, t21);
            __m128 t24 = _mm_unpackhi_ps(t19, t21);
            __m128 t25 = _mm_unpacklo_ps(t20, t22);
            __m128 t26 = _mm_unpackhi_ps(t20, t22);
            __m128 t27 = _mm_loadu_ps(t12 + 0);
            __m128 t28 = _mm_loadu_ps(t12 + 72);
            __m128 t29 = _mm_loadu_ps(t12 + 144);
            __m128 t30 = _mm_loadu_ps(t12 + 216);
            __m128 t31 = _mm_unpacklo_ps(t27, t29);
            __m128 t32 = _mm_unpackhi_ps(t27, t29);
            __m128 t33 = _mm_unpacklo_ps(t28, t30);
            __m128 t34 = _mm_unpackhi_ps(t28, t30);
            __m128 t35 = _mm_unpacklo_ps(t31, t33);
            __m128 t36 = _mm_unpackhi_ps(t31, t33);
            __m128 t37 = _mm_unpacklo_ps(t32, t34);
            __m128 t38 = _mm_unpackhi_ps(t32, t34);
            __m128 t39 = _mm_loadu_ps(t13 + 0);
            __m128 t40 = _mm_loadu_ps(t13 + 72);
            __m128 t41 = _mm_loadu_ps(t13 + 144);
            __m128 t42 = _mm_loadu_ps(t13 + 216);
            __m128 t43 = _mm_unpacklo_ps(t39, t41);
            __m128 t44 = _mm_unpackhi_ps(t39, t41);
            __m128 t45 = _mm_unpacklo_ps(t40, t42);
            __m128 t46 = _mm_unpackhi_ps(t40, t42);
            __m128 t47 = _mm_unpacklo_ps(t43, t45);
            __m128 t48 = _mm_unpackhi_ps(t43, t45);
            __m128 t49 = _mm_unpacklo_ps(t44, t46);
            __m128 t50 = _mm_unpackhi_ps(t44, t46);
            __m128 t51 = _mm_loadu_ps(t14 + 0);
            __m128 t52 = _mm_loadu_ps(t14 + 72);
            __m128 t53 = _mm_loadu_ps(t14 + 144);
            __m128 t54 = _mm_loadu_ps(t14 + 216);
            __m128 t55 = _mm_unpacklo_ps(t51, t53);
            __m128 t56 = _mm_unpackhi_ps(t51, t53);
            __m128 t57 = _mm_unpacklo_ps(t52, t54);
            __m128 t58 = _mm_unpackhi_ps(t52, t54);
            __m128 t59 = _mm_unpacklo_ps(t55, t57);
            __m128 t60 = _mm_unpackhi_ps(t55, t57);
            __m128 t61 = _mm_unpacklo_ps(t56, t58);
            __m128 t62 = _mm_unpackhi_ps(t56, t58);
            __m128 t63 = _mm_mul_ps(t23, s_v);
            __m128 t64 = _mm_mul_ps(t35, s_v);
            __m128 t65 = _mm_mul_ps(t47, s_v);
            __m128 t66 = _mm_mul_ps(t59, s_v);
            _mm_storeu_ps(&b[t7][j_vec], t63);
            _mm_storeu_ps(&b[t8][t4], t64);
            _mm_storeu_ps(&b[t9][t5], t65);
            _mm_storeu_ps(&b[t10][t6], t66);
            __m128 t67 = _mm_mul_ps(t24, s_v);
            __m128 t68 = _mm_mul_ps(t36, s_v);
            __m128 t69 = _mm_mul_ps(t48, s_v);
            __m128 t70 = _mm_mul_ps(t60, s_v);
            _mm_storeu_ps(&b[t1][j_vec], t67);
            _mm_storeu_ps(&b[t1][t4], t68);
            _mm_storeu_ps(&b[t1][t5], t69);
            _mm_storeu_ps(&b[t1][t6], t70);
            __m128 t71 = _mm_mul_ps(t25, s_v);
            __m128 t72 = _mm_mul_ps(t37, s_v);
            __m128 t73 = _mm_mul_ps(t49, s_v);
            __m128 t74 = _mm_mul_ps(t61, s_v);
            _mm_storeu_ps(&b[t2][j_vec], t71);
            _mm_storeu_ps(&b[t2][t4], t72);
            _mm_storeu_ps(&b[t2][t5], t73);
            _mm_storeu_ps(&b[t2][t6], t74);
            __m128 t75 = _mm_mul_ps(t26, s_v);
            _mm_storeu_ps(&b[t3][j_vec], t75);
            __m128 t76 = _mm_mul_ps(t38, s_v);
            _mm_storeu_ps(&b[t3][t4], t76);
            __m128 t77 = _mm_mul_ps(t50, s_v);
            _mm_storeu_ps(&b[t3][t5], t77);
            __m128 t78 = _mm_mul_ps(t62, s_v);
            _mm_storeu_ps(&b[t3][t6], t78);
            j_vec += 16L;
        } while (j_vec < 64L);
    }
    for (; i_1 < m; i_1++) {
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:42 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t79 = j_vec_1 + 4L;
            long t80 = j_vec_1 + 8L;
            long t81 = j_vec_1 + 12L;
            long t82 = (long)i_1;
            long t83 = (long)i_1;
            long t84 = (long)i_1;
            long t85 = (long)i_1;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_1][t82], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t79][t83], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_2 = vcc_sse_gather4(_mm_setr_ps, float, &a[t80][t84], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_3 = vcc_sse_gather4(_mm_setr_ps, float, &a[t81][t85], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t86 = _mm_mul_ps(a_v, s_v_1);
            _mm_storeu_ps(&b[t82][j_vec_1], t86);
            __m128 t87 = _mm_mul_ps(a_v_1, s_v_1);
            _mm_storeu_ps(&b[t83][t79], t87);
            __m128 t88 = _mm_mul_ps(a_v_2, s_v_1);
            _mm_storeu_ps(&b[t84][t80], t88);
            __m128 t89 = _mm_mul_ps(a_v_3, s_v_1);
            _mm_storeu_ps(&b[t85][t81], t89);
            j_vec_1 += 16L;
        } while (j_vec_1 < 64L);
    }
}

void transpose_1(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 1; j++)
            b[i][j] = a[j][i] * s;
}

void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    for (int i = 0; i < m; i++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 2, UF 2, scalar epilogue */
        do {
            long t1 = j_vec + 2L;
            long t2 = (long)i;
            long t3 = (long)i;
            __m128d a_v = (__m128d)vcc_gather(vcc_v2_double, &a[j_vec][t2], ((vcc_v2_int){0, 72}));
            __m128d a_v_1 = (__m128d)vcc_gather(vcc_v2_double, &a[t1][t3], ((vcc_v2_int){0, 72}));
            _mm_storeu_pd(&b[t2][j_vec], a_v);
            _mm_storeu_pd(&b[t3][t1], a_v_1);
            j_vec += 4L;
        } while (j_vec < 36L);
        for (int j = 36; j < 37; j++) {
            long t4 = (long)i;
            long t5 = (long)j;
            b[t4][t5] = a[t5][t4];
        }
    }
}

void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
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
        __m128i i_v = _mm_set1_epi32((int)i);
        __m128i t4 = _mm_set1_epi32((int)t1);
        __m128i t5 = _mm_set1_epi32((int)t2);
        __m128i t6 = _mm_set1_epi32((int)t3);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t7 = j_vec + 4L;
            long t8 = j_vec + 8L;
            long t9 = j_vec + 12L;
            long t10 = (long)i;
            long t11 = (long)i;
            long t12 = (long)i;
            long t13 = (long)i;
            const int *t14 = &a[j_vec][t10];
            const int *t15 = &a[t7][t11];
            const int *t16 = &a[t8][t12];
            const int *t17 = &a[t9][t13];
            __m128i t18 = _mm_loadu_si128((const __m128i *)(t14 + 0));
            __m128i t19 = _mm_loadu_si128((const __m128i *)(t14 + 72));
            __m128i t20 = _mm_loadu_si128((const __m128i *)(t14 + 144));
            __m128i t21 = _mm_loadu_si128((const __m128i *)(t14 + 216));
            __m128i t22 = _mm_unpacklo_epi32(t18, t20);
            __m128i t23 = _mm_unpackhi_epi32(t18, t20);
            __m128i t24 = _mm_unpacklo_epi32(t19, t21);
            __m128i t25 = _mm_unpackhi_epi32(t19, t21);
            __m128i t26 = _mm_unpacklo_epi32(t22, t24);
            __m128i t27 = _mm_unpackhi_epi32(t22, t24);
            __m128i t28 = _mm_unpacklo_epi32(t23, t25);
            __m128i t29 = _mm_unpackhi_epi32(t23, t25);
            __m128i t30 = _mm_loadu_si128((const __m128i *)(t15 + 0));
            __m128i t31 = _mm_loadu_si128((const __m128i *)(t15 + 72));
            __m128i t32 = _mm_loadu_si128((const __m128i *)(t15 + 144));
            __m128i t33 = _mm_loadu_si128((const __m128i *)(t15 + 216));
            __m128i t34 = _mm_unpacklo_epi32(t30, t32);
            __m128i t35 = _mm_unpackhi_epi32(t30, t32);
            __m128i t36 = _mm_unpacklo_epi32(t31, t33);
            __m128i t37 = _mm_unpackhi_epi32(t31, t33);
            __m128i t38 = _mm_unpacklo_epi32(t34, t36);
            __m128i t39 = _mm_unpackhi_epi32(t34, t36);
            __m128i t40 = _mm_unpacklo_epi32(t35, t37);
            __m128i t41 = _mm_unpackhi_epi32(t35, t37);
            __m128i t42 = _mm_loadu_si128((const __m128i *)(t16 + 0));
            __m128i t43 = _mm_loadu_si128((const __m128i *)(t16 + 72));
            __m128i t44 = _mm_loadu_si128((const __m128i *)(t16 + 144));
            __m128i t45 = _mm_loadu_si128((const __m128i *)(t16 + 216));
            __m128i t46 = _mm_unpacklo_epi32(t42, t44);
            __m128i t47 = _mm_unpackhi_epi32(t42, t44);
            __m128i t48 = _mm_unpacklo_epi32(t43, t45);
            __m128i t49 = _mm_unpackhi_epi32(t43, t45);
            __m128i t50 = _mm_unpacklo_epi32(t46, t48);
            __m128i t51 = _mm_unpackhi_epi32(t46, t48);
            __m128i t52 = _mm_unpacklo_epi32(t47, t49);
            __m128i t53 = _mm_unpackhi_epi32(t47, t49);
            __m128i t54 = _mm_loadu_si128((const __m128i *)(t17 + 0));
            __m128i t55 = _mm_loadu_si128((const __m128i *)(t17 + 72));
            __m128i t56 = _mm_loadu_si128((const __m128i *)(t17 + 144));
            __m128i t57 = _mm_loadu_si128((const __m128i *)(t17 + 216));
            __m128i t58 = _mm_unpacklo_epi32(t54, t56);
            __m128i t59 = _mm_unpackhi_epi32(t54, t56);
            __m128i t60 = _mm_unpacklo_epi32(t55, t57);
            __m128i t61 = _mm_unpackhi_epi32(t55, t57);
            __m128i t62 = _mm_unpacklo_epi32(t58, t60);
            __m128i t63 = _mm_unpackhi_epi32(t58, t60);
            __m128i t64 = _mm_unpacklo_epi32(t59, t61);
            __m128i t65 = _mm_unpackhi_epi32(t59, t61);
            __m128i t66 = _mm_add_epi32(t26, i_v);
            __m128i t67 = _mm_add_epi32(t38, i_v);
            __m128i t68 = _mm_add_epi32(t50, i_v);
            __m128i t69 = _mm_add_epi32(t62, i_v);
            _mm_storeu_si128((__m128i *)&b[t10][j_vec], t66);
            _mm_storeu_si128((__m128i *)&b[t11][t7], t67);
            _mm_storeu_si128((__m128i *)&b[t12][t8], t68);
            _mm_storeu_si128((__m128i *)&b[t13][t9], t69);
            __m128i t70 = _mm_add_epi32(t27, t4);
            __m128i t71 = _mm_add_epi32(t39, t4);
            __m128i t72 = _mm_add_epi32(t51, t4);
            __m128i t73 = _mm_add_epi32(t63, t4);
            _mm_storeu_si128((__m128i *)&b[t1][j_vec], t70);
            _mm_storeu_si128((__m128i *)&b[t1][t7], t71);
            _mm_storeu_si128((__m128i *)&b[t1][t8], t72);
            _mm_storeu_si128((__m128i *)&b[t1][t9], t73);
            __m128i t74 = _mm_add_epi32(t28, t5);
            __m128i t75 = _mm_add_epi32(t40, t5);
            __m128i t76 = _mm_add_epi32(t52, t5);
            __m128i t77 = _mm_add_epi32(t64, t5);
            _mm_storeu_si128((__m128i *)&b[t2][j_vec], t74);
            _mm_storeu_si128((__m128i *)&b[t2][t7], t75);
            _mm_storeu_si128((__m128i *)&b[t2][t8], t76);
            _mm_storeu_si128((__m128i *)&b[t2][t9], t77);
            __m128i t78 = _mm_add_epi32(t29, t6);
            _mm_storeu_si128((__m128i *)&b[t3][j_vec], t78);
            __m128i t79 = _mm_add_epi32(t41, t6);
            _mm_storeu_si128((__m128i *)&b[t3][t7], t79);
            __m128i t80 = _mm_add_epi32(t53, t6);
            _mm_storeu_si128((__m128i *)&b[t3][t8], t80);
            __m128i t81 = _mm_add_epi32(t65, t6);
            _mm_storeu_si128((__m128i *)&b[t3][t9], t81);
            j_vec += 16L;
        } while (j_vec < 32L);
        for (int j = 32; j < 33; j++) {
            long t82 = (long)i;
            long t83 = (long)j;
            const int (*t84)[72] = a + t83;
            b[t82][t83] = (*t84)[t82] + i;
            long t85 = (long)t1;
            b[t85][t83] = (*t84)[t85] + t1;
            long t86 = (long)t2;
            b[t86][t83] = (*t84)[t86] + t2;
            long t87 = (long)t3;
            b[t87][t83] = (*t84)[t87] + t3;
        }
    }
    for (; i_1 < m; i_1++) {
        __m128i i_v_1 = _mm_set1_epi32((int)i_1);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t88 = j_vec_1 + 4L;
            long t89 = j_vec_1 + 8L;
            long t90 = j_vec_1 + 12L;
            long t91 = (long)i_1;
            long t92 = (long)i_1;
            long t93 = (long)i_1;
            long t94 = (long)i_1;
            __m128i a_v = vcc_sse_gather4(_mm_setr_epi32, int, &a[j_vec_1][t91], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i a_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, &a[t88][t92], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i a_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, &a[t89][t93], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i a_v_3 = vcc_sse_gather4(_mm_setr_epi32, int, &a[t90][t94], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i t95 = _mm_add_epi32(a_v, i_v_1);
            _mm_storeu_si128((__m128i *)&b[t91][j_vec_1], t95);
            __m128i t96 = _mm_add_epi32(a_v_1, i_v_1);
            _mm_storeu_si128((__m128i *)&b[t92][t88], t96);
            __m128i t97 = _mm_add_epi32(a_v_2, i_v_1);
            _mm_storeu_si128((__m128i *)&b[t93][t89], t97);
            __m128i t98 = _mm_add_epi32(a_v_3, i_v_1);
            _mm_storeu_si128((__m128i *)&b[t94][t90], t98);
            j_vec_1 += 16L;
        } while (j_vec_1 < 32L);
        for (int j_1 = 32; j_1 < 33; j_1++) {
            long t99 = (long)i_1;
            long t100 = (long)j_1;
            b[t99][t100] = a[t100][t99] + i_1;
        }
    }
}

void in_place(float (*a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < 40; j++)
            a[i][j] = a[j][i] + 1.0f;
}

void shifted(float (*restrict b)[W], float (*restrict a)[W], int m) {
    for (int i = 0; i < m; i++)
        for (int j = 1; j < 40; j++) {
            b[i][j] = a[j][i];
            a[j - 1][i + 1] = b[i][j] * 0.5f;
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
