/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <nmmintrin.h>
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

__attribute__((target("sse4.2"))) void transpose_53(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t7;
    float (*t8)[72];
    long t65;
    float (*t66)[72];
    long t71;
    float (*t72)[72];
    long t77;
    float (*t78)[72];
    int i_1;
    long t105;
    float (*t106)[72];
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = j_vec + 8L;
            long t6 = j_vec + 12L;
            t7 = (long)i;
            t8 = b + t7;
            const float *t9 = &a[j_vec][t7];
            const float *t10 = &a[t4][t7];
            const float *t11 = &a[t5][t7];
            const float *t12 = &a[t6][t7];
            __m128 t13 = _mm_loadu_ps(t9 + 0);
            __m128 t14 = _mm_loadu_ps(t9 + 72);
            __m128 t15 = _mm_loadu_ps(t9 + 144);
            __m128 t16 = _mm_loadu_ps(t9 + 216);
            __m128 t17 = _mm_unpacklo_ps(t13, t15);
            __m128 t18 = _mm_unpackhi_ps(t13, t15);
            __m128 t19 = _mm_unpacklo_ps(t14, t16);
            __m128 t20 = _mm_unpackhi_ps(t14, t16);
            __m128 t21 = _mm_unpacklo_ps(t17, t19);
            __m128 t22 = _mm_unpackhi_ps(t17, t19);
            __m128 t23 = _mm_unpacklo_ps(t18, t20);
            __m128 t24 = _mm_unpackhi_ps(t18, t20);
            __m128 t25 = _mm_loadu_ps(t10 + 0);
            __m128 t26 = _mm_loadu_ps(t10 + 72);
            __m128 t27 = _mm_loadu_ps(t10 + 144);
            __m128 t28 = _mm_loadu_ps(t10 + 216);
            __m128 t29 = _mm_unpacklo_ps(t25, t27);
            __m128 t30 = _mm_unpackhi_ps(t25, t27);
            __m128 t31 = _mm_unpacklo_ps(t26, t28);
            __m128 t32 = _mm_unpackhi_ps(t26, t28);
            __m128 t33 = _mm_unpacklo_ps(t29, t31);
            __m128 t34 = _mm_unpackhi_ps(t29, t31);
            __m128 t35 = _mm_unpacklo_ps(t30, t32);
            __m128 t36 = _mm_unpackhi_ps(t30, t32);
            __m128 t37 = _mm_loadu_ps(t11 + 0);
            __m128 t38 = _mm_loadu_ps(t11 + 72);
            __m128 t39 = _mm_loadu_ps(t11 + 144);
            __m128 t40 = _mm_loadu_ps(t11 + 216);
            __m128 t41 = _mm_unpacklo_ps(t37, t39);
            __m128 t42 = _mm_unpackhi_ps(t37, t39);
            __m128 t43 = _mm_unpacklo_ps(t38, t40);
            __m128 t44 = _mm_unpackhi_ps(t38, t40);
            __m128 t45 = _mm_unpacklo_ps(t41, t43);
            __m128 t46 = _mm_unpackhi_ps(t41, t43);
            __m128 t47 = _mm_unpacklo_ps(t42, t44);
            __m128 t48 = _mm_unpackhi_ps(t42, t44);
            __m128 t49 = _mm_loadu_ps(t12 + 0);
            __m128 t50 = _mm_loadu_ps(t12 + 72);
            __m128 t51 = _mm_loadu_ps(t12 + 144);
            __m128 t52 = _mm_loadu_ps(t12 + 216);
            __m128 t53 = _mm_unpacklo_ps(t49, t51);
            __m128 t54 = _mm_unpackhi_ps(t49, t51);
            __m128 t55 = _mm_unpacklo_ps(t50, t52);
            __m128 t56 = _mm_unpackhi_ps(t50, t52);
            __m128 t57 = _mm_unpacklo_ps(t53, t55);
            __m128 t58 = _mm_unpackhi_ps(t53, t55);
            __m128 t59 = _mm_unpacklo_ps(t54, t56);
            __m128 t60 = _mm_unpackhi_ps(t54, t56);
            __m128 t61 = _mm_mul_ps(t21, s_v);
            __m128 t62 = _mm_mul_ps(t33, s_v);
            __m128 t63 = _mm_mul_ps(t45, s_v);
            __m128 t64 = _mm_mul_ps(t57, s_v);
            _mm_storeu_ps(&(*t8)[j_vec], t61);
            _mm_storeu_ps(&(*t8)[t4], t62);
            _mm_storeu_ps(&(*t8)[t5], t63);
            _mm_storeu_ps(&(*t8)[t6], t64);
            t65 = (long)t1;
            t66 = b + t65;
            __m128 t67 = _mm_mul_ps(t22, s_v);
            __m128 t68 = _mm_mul_ps(t34, s_v);
            __m128 t69 = _mm_mul_ps(t46, s_v);
            __m128 t70 = _mm_mul_ps(t58, s_v);
            _mm_storeu_ps(&(*t66)[j_vec], t67);
            _mm_storeu_ps(&(*t66)[t4], t68);
            _mm_storeu_ps(&(*t66)[t5], t69);
            _mm_storeu_ps(&(*t66)[t6], t70);
            t71 = (long)t2;
            t72 = b + t71;
            __m128 t73 = _mm_mul_ps(t23, s_v);
            __m128 t74 = _mm_mul_ps(t35, s_v);
            __m128 t75 = _mm_mul_ps(t47, s_v);
            __m128 t76 = _mm_mul_ps(t59, s_v);
            _mm_storeu_ps(&(*t72)[j_vec], t73);
            _mm_storeu_ps(&(*t72)[t4], t74);
            _mm_storeu_ps(&(*t72)[t5], t75);
            _mm_storeu_ps(&(*t72)[t6], t76);
            t77 = (long)t3;
            t78 = b + t77;
            __m128 t79 = _mm_mul_ps(t24, s_v);
            _mm_storeu_ps(&(*t78)[j_vec], t79);
            __m128 t80 = _mm_mul_ps(t36, s_v);
            _mm_storeu_ps(&(*t78)[t4], t80);
            __m128 t81 = _mm_mul_ps(t48, s_v);
            _mm_storeu_ps(&(*t78)[t5], t81);
            __m128 t82 = _mm_mul_ps(t60, s_v);
            _mm_storeu_ps(&(*t78)[t6], t82);
            j_vec += 16L;
        } while (j_vec < 48L);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t83 = 48L + j_vec_1;
            const float *t84 = &a[t83][t7];
            __m128 t85 = _mm_loadu_ps(t84 + 0);
            __m128 t86 = _mm_loadu_ps(t84 + 72);
            __m128 t87 = _mm_loadu_ps(t84 + 144);
            __m128 t88 = _mm_loadu_ps(t84 + 216);
            __m128 t89 = _mm_unpacklo_ps(t85, t87);
            __m128 t90 = _mm_unpackhi_ps(t85, t87);
            __m128 t91 = _mm_unpacklo_ps(t86, t88);
            __m128 t92 = _mm_unpackhi_ps(t86, t88);
            __m128 t93 = _mm_unpacklo_ps(t89, t91);
            __m128 t94 = _mm_unpackhi_ps(t89, t91);
            __m128 t95 = _mm_unpacklo_ps(t90, t92);
            __m128 t96 = _mm_unpackhi_ps(t90, t92);
            __m128 t97 = _mm_mul_ps(t93, s_v);
            _mm_storeu_ps(&(*t8)[t83], t97);
            __m128 t98 = _mm_mul_ps(t94, s_v);
            _mm_storeu_ps(&(*t66)[t83], t98);
            __m128 t99 = _mm_mul_ps(t95, s_v);
            _mm_storeu_ps(&(*t72)[t83], t99);
            __m128 t100 = _mm_mul_ps(t96, s_v);
            _mm_storeu_ps(&(*t78)[t83], t100);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        const float (*t101)[72] = a + 52;
        (*t8)[52] = (*t101)[t7] * s;
        (*t66)[52] = (*t101)[t65] * s;
        (*t72)[52] = (*t101)[t71] * s;
        (*t78)[52] = (*t101)[t77] * s;
        i = t3 + 1;
    }
    while (i_1 < m) {
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_2 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t102 = j_vec_2 + 4L;
            long t103 = j_vec_2 + 8L;
            long t104 = j_vec_2 + 12L;
            t105 = (long)i_1;
            t106 = b + t105;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_2][t105], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t102][t105], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_2 = vcc_sse_gather4(_mm_setr_ps, float, &a[t103][t105], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_3 = vcc_sse_gather4(_mm_setr_ps, float, &a[t104][t105], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t107 = _mm_mul_ps(a_v, s_v_1);
            _mm_storeu_ps(&(*t106)[j_vec_2], t107);
            __m128 t108 = _mm_mul_ps(a_v_1, s_v_1);
            _mm_storeu_ps(&(*t106)[t102], t108);
            __m128 t109 = _mm_mul_ps(a_v_2, s_v_1);
            _mm_storeu_ps(&(*t106)[t103], t109);
            __m128 t110 = _mm_mul_ps(a_v_3, s_v_1);
            _mm_storeu_ps(&(*t106)[t104], t110);
            j_vec_2 += 16L;
        } while (j_vec_2 < 48L);
        long j_vec_3 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t111 = 48L + j_vec_3;
            __m128 a_v_4 = vcc_sse_gather4(_mm_setr_ps, float, &a[t111][t105], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t112 = _mm_mul_ps(a_v_4, s_v_1);
            _mm_storeu_ps(&(*t106)[t111], t112);
            j_vec_3 += 4L;
        } while (j_vec_3 < 4L);
        (*t106)[52] = a[52][t105] * s;
        i_1++;
    }
}

__attribute__((target("sse4.2"))) void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t5;
    float (*t6)[72];
    long t35;
    float (*t36)[72];
    long t39;
    float (*t40)[72];
    long t43;
    float (*t44)[72];
    int i_1;
    long t49;
    float (*t50)[72];
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            t5 = (long)i;
            t6 = b + t5;
            const float *t7 = &a[j_vec][t5];
            const float *t8 = &a[t4][t5];
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
            _mm_storeu_ps(&(*t6)[j_vec], t33);
            _mm_storeu_ps(&(*t6)[t4], t34);
            t35 = (long)t1;
            t36 = b + t35;
            __m128 t37 = _mm_mul_ps(t18, s_v);
            __m128 t38 = _mm_mul_ps(t30, s_v);
            _mm_storeu_ps(&(*t36)[j_vec], t37);
            _mm_storeu_ps(&(*t36)[t4], t38);
            t39 = (long)t2;
            t40 = b + t39;
            __m128 t41 = _mm_mul_ps(t19, s_v);
            __m128 t42 = _mm_mul_ps(t31, s_v);
            _mm_storeu_ps(&(*t40)[j_vec], t41);
            _mm_storeu_ps(&(*t40)[t4], t42);
            t43 = (long)t3;
            t44 = b + t43;
            __m128 t45 = _mm_mul_ps(t20, s_v);
            _mm_storeu_ps(&(*t44)[j_vec], t45);
            __m128 t46 = _mm_mul_ps(t32, s_v);
            _mm_storeu_ps(&(*t44)[t4], t46);
            j_vec += 8L;
        } while (j_vec < 8L);
        const float (*t47)[72] = a + 8;
        (*t6)[8] = (*t47)[t5] * s;
        (*t36)[8] = (*t47)[t35] * s;
        (*t40)[8] = (*t47)[t39] * s;
        (*t44)[8] = (*t47)[t43] * s;
        i = t3 + 1;
    }
    while (i_1 < m) {
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t48 = j_vec_1 + 4L;
            t49 = (long)i_1;
            t50 = b + t49;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_1][t49], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t48][t49], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t51 = _mm_mul_ps(a_v, s_v_1);
            _mm_storeu_ps(&(*t50)[j_vec_1], t51);
            __m128 t52 = _mm_mul_ps(a_v_1, s_v_1);
            _mm_storeu_ps(&(*t50)[t48], t52);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t50)[8] = a[8][t49] * s;
        i_1++;
    }
}

__attribute__((target("sse4.2"))) void transpose_8(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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

__attribute__((target("sse4.2"))) void transpose_17(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
    long t7;
    float (*t8)[72];
    long t65;
    float (*t66)[72];
    long t71;
    float (*t72)[72];
    long t77;
    float (*t78)[72];
    int i_1;
    long t87;
    float (*t88)[72];
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
        __m128 s_v = _mm_set1_ps(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = j_vec + 8L;
            long t6 = j_vec + 12L;
            t7 = (long)i;
            t8 = b + t7;
            const float *t9 = &a[j_vec][t7];
            const float *t10 = &a[t4][t7];
            const float *t11 = &a[t5][t7];
            const float *t12 = &a[t6][t7];
            __m128 t13 = _mm_loadu_ps(t9 + 0);
            __m128 t14 = _mm_loadu_ps(t9 + 72);
            __m128 t15 = _mm_loadu_ps(t9 + 144);
            __m128 t16 = _mm_loadu_ps(t9 + 216);
            __m128 t17 = _mm_unpacklo_ps(t13, t15);
            __m128 t18 = _mm_unpackhi_ps(t13, t15);
            __m128 t19 = _mm_unpacklo_ps(t14, t16);
            __m128 t20 = _mm_unpackhi_ps(t14, t16);
            __m128 t21 = _mm_unpacklo_ps(t17, t19);
            __m128 t22 = _mm_unpackhi_ps(t17, t19);
            __m128 t23 = _mm_unpacklo_ps(t18, t20);
            __m128 t24 = _mm_unpackhi_ps(t18, t20);
            __m128 t25 = _mm_loadu_ps(t10 + 0);
            __m128 t26 = _mm_loadu_ps(t10 + 72);
            __m128 t27 = _mm_loadu_ps(t10 + 144);
            __m128 t28 = _mm_loadu_ps(t10 + 216);
            __m128 t29 = _mm_unpacklo_ps(t25, t27);
            __m128 t30 = _mm_unpackhi_ps(t25, t27);
            __m128 t31 = _mm_unpacklo_ps(t26, t28);
            __m128 t32 = _mm_unpackhi_ps(t26, t28);
            __m128 t33 = _mm_unpacklo_ps(t29, t31);
            __m128 t34 = _mm_unpackhi_ps(t29, t31);
            __m128 t35 = _mm_unpacklo_ps(t30, t32);
            __m128 t36 = _mm_unpackhi_ps(t30, t32);
            __m128 t37 = _mm_loadu_ps(t11 + 0);
            __m128 t38 = _mm_loadu_ps(t11 + 72);
            __m128 t39 = _mm_loadu_ps(t11 + 144);
            __m128 t40 = _mm_loadu_ps(t11 + 216);
            __m128 t41 = _mm_unpacklo_ps(t37, t39);
            __m128 t42 = _mm_unpackhi_ps(t37, t39);
            __m128 t43 = _mm_unpacklo_ps(t38, t40);
            __m128 t44 = _mm_unpackhi_ps(t38, t40);
            __m128 t45 = _mm_unpacklo_ps(t41, t43);
            __m128 t46 = _mm_unpackhi_ps(t41, t43);
            __m128 t47 = _mm_unpacklo_ps(t42, t44);
            __m128 t48 = _mm_unpackhi_ps(t42, t44);
            __m128 t49 = _mm_loadu_ps(t12 + 0);
            __m128 t50 = _mm_loadu_ps(t12 + 72);
            __m128 t51 = _mm_loadu_ps(t12 + 144);
            __m128 t52 = _mm_loadu_ps(t12 + 216);
            __m128 t53 = _mm_unpacklo_ps(t49, t51);
            __m128 t54 = _mm_unpackhi_ps(t49, t51);
            __m128 t55 = _mm_unpacklo_ps(t50, t52);
            __m128 t56 = _mm_unpackhi_ps(t50, t52);
            __m128 t57 = _mm_unpacklo_ps(t53, t55);
            __m128 t58 = _mm_unpackhi_ps(t53, t55);
            __m128 t59 = _mm_unpacklo_ps(t54, t56);
            __m128 t60 = _mm_unpackhi_ps(t54, t56);
            __m128 t61 = _mm_mul_ps(t21, s_v);
            __m128 t62 = _mm_mul_ps(t33, s_v);
            __m128 t63 = _mm_mul_ps(t45, s_v);
            __m128 t64 = _mm_mul_ps(t57, s_v);
            _mm_storeu_ps(&(*t8)[j_vec], t61);
            _mm_storeu_ps(&(*t8)[t4], t62);
            _mm_storeu_ps(&(*t8)[t5], t63);
            _mm_storeu_ps(&(*t8)[t6], t64);
            t65 = (long)t1;
            t66 = b + t65;
            __m128 t67 = _mm_mul_ps(t22, s_v);
            __m128 t68 = _mm_mul_ps(t34, s_v);
            __m128 t69 = _mm_mul_ps(t46, s_v);
            __m128 t70 = _mm_mul_ps(t58, s_v);
            _mm_storeu_ps(&(*t66)[j_vec], t67);
            _mm_storeu_ps(&(*t66)[t4], t68);
            _mm_storeu_ps(&(*t66)[t5], t69);
            _mm_storeu_ps(&(*t66)[t6], t70);
            t71 = (long)t2;
            t72 = b + t71;
            __m128 t73 = _mm_mul_ps(t23, s_v);
            __m128 t74 = _mm_mul_ps(t35, s_v);
            __m128 t75 = _mm_mul_ps(t47, s_v);
            __m128 t76 = _mm_mul_ps(t59, s_v);
            _mm_storeu_ps(&(*t72)[j_vec], t73);
            _mm_storeu_ps(&(*t72)[t4], t74);
            _mm_storeu_ps(&(*t72)[t5], t75);
            _mm_storeu_ps(&(*t72)[t6], t76);
            t77 = (long)t3;
            t78 = b + t77;
            __m128 t79 = _mm_mul_ps(t24, s_v);
            _mm_storeu_ps(&(*t78)[j_vec], t79);
            __m128 t80 = _mm_mul_ps(t36, s_v);
            _mm_storeu_ps(&(*t78)[t4], t80);
            __m128 t81 = _mm_mul_ps(t48, s_v);
            _mm_storeu_ps(&(*t78)[t5], t81);
            __m128 t82 = _mm_mul_ps(t60, s_v);
            _mm_storeu_ps(&(*t78)[t6], t82);
            j_vec += 16L;
        } while (j_vec < 16L);
        const float (*t83)[72] = a + 16;
        (*t8)[16] = (*t83)[t7] * s;
        (*t66)[16] = (*t83)[t65] * s;
        (*t72)[16] = (*t83)[t71] * s;
        (*t78)[16] = (*t83)[t77] * s;
        i = t3 + 1;
    }
    while (i_1 < m) {
        __m128 s_v_1 = _mm_set1_ps(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t84 = j_vec_1 + 4L;
            long t85 = j_vec_1 + 8L;
            long t86 = j_vec_1 + 12L;
            t87 = (long)i_1;
            t88 = b + t87;
            __m128 a_v = vcc_sse_gather4(_mm_setr_ps, float, &a[j_vec_1][t87], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_1 = vcc_sse_gather4(_mm_setr_ps, float, &a[t84][t87], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_2 = vcc_sse_gather4(_mm_setr_ps, float, &a[t85][t87], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 a_v_3 = vcc_sse_gather4(_mm_setr_ps, float, &a[t86][t87], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128 t89 = _mm_mul_ps(a_v, s_v_1);
            _mm_storeu_ps(&(*t88)[j_vec_1], t89);
            __m128 t90 = _mm_mul_ps(a_v_1, s_v_1);
            _mm_storeu_ps(&(*t88)[t84], t90);
            __m128 t91 = _mm_mul_ps(a_v_2, s_v_1);
            _mm_storeu_ps(&(*t88)[t85], t91);
            __m128 t92 = _mm_mul_ps(a_v_3, s_v_1);
            _mm_storeu_ps(&(*t88)[t86], t92);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        (*t88)[16] = a[16][t87] * s;
        i_1++;
    }
}

__attribute__((target("sse4.2"))) void transpose_64(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
    int i = 0;
    while (i < m) {
        long t1 = (long)i;
        b[t1][0] = a[0][t1] * s;
        i++;
    }
}

__attribute__((target("sse4.2"))) void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
    long t2;
    double (*t3)[72];
    int i = 0;
    while (i < m) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:54 vectorized: VF 2, UF 2, scalar epilogue */
        do {
            long t1 = j_vec + 2L;
            t2 = (long)i;
            t3 = b + t2;
            __m128d a_v = (__m128d)vcc_gather(vcc_v2_double, &a[j_vec][t2], ((vcc_v2_int){0, 72}));
            __m128d a_v_1 = (__m128d)vcc_gather(vcc_v2_double, &a[t1][t2], ((vcc_v2_int){0, 72}));
            _mm_storeu_pd(&(*t3)[j_vec], a_v);
            _mm_storeu_pd(&(*t3)[t1], a_v_1);
            j_vec += 4L;
        } while (j_vec < 36L);
        (*t3)[36] = a[36][t2];
        i++;
    }
}

__attribute__((target("sse4.2"))) void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
    long t10;
    int (*t11)[72];
    long t68;
    int (*t69)[72];
    long t74;
    int (*t75)[72];
    long t80;
    int (*t81)[72];
    int i_1;
    long t90;
    int (*t91)[72];
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
            t10 = (long)i;
            t11 = b + t10;
            const int *t12 = &a[j_vec][t10];
            const int *t13 = &a[t7][t10];
            const int *t14 = &a[t8][t10];
            const int *t15 = &a[t9][t10];
            __m128i t16 = _mm_loadu_si128((const __m128i *)(t12 + 0));
            __m128i t17 = _mm_loadu_si128((const __m128i *)(t12 + 72));
            __m128i t18 = _mm_loadu_si128((const __m128i *)(t12 + 144));
            __m128i t19 = _mm_loadu_si128((const __m128i *)(t12 + 216));
            __m128i t20 = _mm_unpacklo_epi32(t16, t18);
            __m128i t21 = _mm_unpackhi_epi32(t16, t18);
            __m128i t22 = _mm_unpacklo_epi32(t17, t19);
            __m128i t23 = _mm_unpackhi_epi32(t17, t19);
            __m128i t24 = _mm_unpacklo_epi32(t20, t22);
            __m128i t25 = _mm_unpackhi_epi32(t20, t22);
            __m128i t26 = _mm_unpacklo_epi32(t21, t23);
            __m128i t27 = _mm_unpackhi_epi32(t21, t23);
            __m128i t28 = _mm_loadu_si128((const __m128i *)(t13 + 0));
            __m128i t29 = _mm_loadu_si128((const __m128i *)(t13 + 72));
            __m128i t30 = _mm_loadu_si128((const __m128i *)(t13 + 144));
            __m128i t31 = _mm_loadu_si128((const __m128i *)(t13 + 216));
            __m128i t32 = _mm_unpacklo_epi32(t28, t30);
            __m128i t33 = _mm_unpackhi_epi32(t28, t30);
            __m128i t34 = _mm_unpacklo_epi32(t29, t31);
            __m128i t35 = _mm_unpackhi_epi32(t29, t31);
            __m128i t36 = _mm_unpacklo_epi32(t32, t34);
            __m128i t37 = _mm_unpackhi_epi32(t32, t34);
            __m128i t38 = _mm_unpacklo_epi32(t33, t35);
            __m128i t39 = _mm_unpackhi_epi32(t33, t35);
            __m128i t40 = _mm_loadu_si128((const __m128i *)(t14 + 0));
            __m128i t41 = _mm_loadu_si128((const __m128i *)(t14 + 72));
            __m128i t42 = _mm_loadu_si128((const __m128i *)(t14 + 144));
            __m128i t43 = _mm_loadu_si128((const __m128i *)(t14 + 216));
            __m128i t44 = _mm_unpacklo_epi32(t40, t42);
            __m128i t45 = _mm_unpackhi_epi32(t40, t42);
            __m128i t46 = _mm_unpacklo_epi32(t41, t43);
            __m128i t47 = _mm_unpackhi_epi32(t41, t43);
            __m128i t48 = _mm_unpacklo_epi32(t44, t46);
            __m128i t49 = _mm_unpackhi_epi32(t44, t46);
            __m128i t50 = _mm_unpacklo_epi32(t45, t47);
            __m128i t51 = _mm_unpackhi_epi32(t45, t47);
            __m128i t52 = _mm_loadu_si128((const __m128i *)(t15 + 0));
            __m128i t53 = _mm_loadu_si128((const __m128i *)(t15 + 72));
            __m128i t54 = _mm_loadu_si128((const __m128i *)(t15 + 144));
            __m128i t55 = _mm_loadu_si128((const __m128i *)(t15 + 216));
            __m128i t56 = _mm_unpacklo_epi32(t52, t54);
            __m128i t57 = _mm_unpackhi_epi32(t52, t54);
            __m128i t58 = _mm_unpacklo_epi32(t53, t55);
            __m128i t59 = _mm_unpackhi_epi32(t53, t55);
            __m128i t60 = _mm_unpacklo_epi32(t56, t58);
            __m128i t61 = _mm_unpackhi_epi32(t56, t58);
            __m128i t62 = _mm_unpacklo_epi32(t57, t59);
            __m128i t63 = _mm_unpackhi_epi32(t57, t59);
            __m128i t64 = _mm_add_epi32(t24, i_v);
            __m128i t65 = _mm_add_epi32(t36, i_v);
            __m128i t66 = _mm_add_epi32(t48, i_v);
            __m128i t67 = _mm_add_epi32(t60, i_v);
            _mm_storeu_si128((__m128i *)&(*t11)[j_vec], t64);
            _mm_storeu_si128((__m128i *)&(*t11)[t7], t65);
            _mm_storeu_si128((__m128i *)&(*t11)[t8], t66);
            _mm_storeu_si128((__m128i *)&(*t11)[t9], t67);
            t68 = (long)t1;
            t69 = b + t68;
            __m128i t70 = _mm_add_epi32(t25, t4);
            __m128i t71 = _mm_add_epi32(t37, t4);
            __m128i t72 = _mm_add_epi32(t49, t4);
            __m128i t73 = _mm_add_epi32(t61, t4);
            _mm_storeu_si128((__m128i *)&(*t69)[j_vec], t70);
            _mm_storeu_si128((__m128i *)&(*t69)[t7], t71);
            _mm_storeu_si128((__m128i *)&(*t69)[t8], t72);
            _mm_storeu_si128((__m128i *)&(*t69)[t9], t73);
            t74 = (long)t2;
            t75 = b + t74;
            __m128i t76 = _mm_add_epi32(t26, t5);
            __m128i t77 = _mm_add_epi32(t38, t5);
            __m128i t78 = _mm_add_epi32(t50, t5);
            __m128i t79 = _mm_add_epi32(t62, t5);
            _mm_storeu_si128((__m128i *)&(*t75)[j_vec], t76);
            _mm_storeu_si128((__m128i *)&(*t75)[t7], t77);
            _mm_storeu_si128((__m128i *)&(*t75)[t8], t78);
            _mm_storeu_si128((__m128i *)&(*t75)[t9], t79);
            t80 = (long)t3;
            t81 = b + t80;
            __m128i t82 = _mm_add_epi32(t27, t6);
            _mm_storeu_si128((__m128i *)&(*t81)[j_vec], t82);
            __m128i t83 = _mm_add_epi32(t39, t6);
            _mm_storeu_si128((__m128i *)&(*t81)[t7], t83);
            __m128i t84 = _mm_add_epi32(t51, t6);
            _mm_storeu_si128((__m128i *)&(*t81)[t8], t84);
            __m128i t85 = _mm_add_epi32(t63, t6);
            _mm_storeu_si128((__m128i *)&(*t81)[t9], t85);
            j_vec += 16L;
        } while (j_vec < 32L);
        const int (*t86)[72] = a + 32;
        (*t11)[32] = (*t86)[t10] + i;
        (*t69)[32] = (*t86)[t68] + t1;
        (*t75)[32] = (*t86)[t74] + t2;
        (*t81)[32] = (*t86)[t80] + t3;
        i = t3 + 1;
    }
    while (i_1 < m) {
        __m128i i_v_1 = _mm_set1_epi32((int)i_1);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t87 = j_vec_1 + 4L;
            long t88 = j_vec_1 + 8L;
            long t89 = j_vec_1 + 12L;
            t90 = (long)i_1;
            t91 = b + t90;
            __m128i a_v = vcc_sse_gather4(_mm_setr_epi32, int, &a[j_vec_1][t90], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i a_v_1 = vcc_sse_gather4(_mm_setr_epi32, int, &a[t87][t90], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i a_v_2 = vcc_sse_gather4(_mm_setr_epi32, int, &a[t88][t90], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i a_v_3 = vcc_sse_gather4(_mm_setr_epi32, int, &a[t89][t90], _mm_setr_epi32(0, 72, 144, 216), 15);
            __m128i t92 = _mm_add_epi32(a_v, i_v_1);
            _mm_storeu_si128((__m128i *)&(*t91)[j_vec_1], t92);
            __m128i t93 = _mm_add_epi32(a_v_1, i_v_1);
            _mm_storeu_si128((__m128i *)&(*t91)[t87], t93);
            __m128i t94 = _mm_add_epi32(a_v_2, i_v_1);
            _mm_storeu_si128((__m128i *)&(*t91)[t88], t94);
            __m128i t95 = _mm_add_epi32(a_v_3, i_v_1);
            _mm_storeu_si128((__m128i *)&(*t91)[t89], t95);
            j_vec_1 += 16L;
        } while (j_vec_1 < 32L);
        (*t91)[32] = a[32][t90] + i_1;
        i_1++;
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
