/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));

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
        float32x4_t s_v = vdupq_n_f32(s);
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
            float32x4_t t15 = vld1q_f32(t11 + 0);
            float32x4_t t16 = vld1q_f32(t11 + 72);
            float32x4_t t17 = vld1q_f32(t11 + 144);
            float32x4_t t18 = vld1q_f32(t11 + 216);
            float32x4_t t19 = vzip1q_f32(t15, t17);
            float32x4_t t20 = vzip2q_f32(t15, t17);
            float32x4_t t21 = vzip1q_f32(t16, t18);
            float32x4_t t22 = vzip2q_f32(t16, t18);
            float32x4_t t23 = vzip1q_f32(t19, t21);
            float32x4_t t24 = vzip2q_f32(t19, t21);
            float32x4_t t25 = vzip1q_f32(t20, t22);
            float32x4_t t26 = vzip2q_f32(t20, t22);
            float32x4_t t27 = vld1q_f32(t12 + 0);
            float32x4_t t28 = vld1q_f32(t12 + 72);
            float32x4_t t29 = vld1q_f32(t12 + 144);
            float32x4_t t30 = vld1q_f32(t12 + 216);
            float32x4_t t31 = vzip1q_f32(t27, t29);
            float32x4_t t32 = vzip2q_f32(t27, t29);
            float32x4_t t33 = vzip1q_f32(t28, t30);
            float32x4_t t34 = vzip2q_f32(t28, t30);
            float32x4_t t35 = vzip1q_f32(t31, t33);
            float32x4_t t36 = vzip2q_f32(t31, t33);
            float32x4_t t37 = vzip1q_f32(t32, t34);
            float32x4_t t38 = vzip2q_f32(t32, t34);
            float32x4_t t39 = vld1q_f32(t13 + 0);
            float32x4_t t40 = vld1q_f32(t13 + 72);
            float32x4_t t41 = vld1q_f32(t13 + 144);
            float32x4_t t42 = vld1q_f32(t13 + 216);
            float32x4_t t43 = vzip1q_f32(t39, t41);
            float32x4_t t44 = vzip2q_f32(t39, t41);
            float32x4_t t45 = vzip1q_f32(t40, t42);
            float32x4_t t46 = vzip2q_f32(t40, t42);
            float32x4_t t47 = vzip1q_f32(t43, t45);
            float32x4_t t48 = vzip2q_f32(t43, t45);
            float32x4_t t49 = vzip1q_f32(t44, t46);
            float32x4_t t50 = vzip2q_f32(t44, t46);
            float32x4_t t51 = vld1q_f32(t14 + 0);
            float32x4_t t52 = vld1q_f32(t14 + 72);
            float32x4_t t53 = vld1q_f32(t14 + 144);
            float32x4_t t54 = vld1q_f32(t14 + 216);
            float32x4_t t55 = vzip1q_f32(t51, t53);
            float32x4_t t56 = vzip2q_f32(t51, t53);
            float32x4_t t57 = vzip1q_f32(t52, t54);
            float32x4_t t58 = vzip2q_f32(t52, t54);
            float32x4_t t59 = vzip1q_f32(t55, t57);
            float32x4_t t60 = vzip2q_f32(t55, t57);
            float32x4_t t61 = vzip1q_f32(t56, t58);
            float32x4_t t62 = vzip2q_f32(t56, t58);
            float32x4_t t63 = vmulq_f32(t23, s_v);
            float32x4_t t64 = vmulq_f32(t35, s_v);
            float32x4_t t65 = vmulq_f32(t47, s_v);
            float32x4_t t66 = vmulq_f32(t59, s_v);
            vst1q_f32(&b[t7][j_vec], t63);
            vst1q_f32(&b[t8][t4], t64);
            vst1q_f32(&b[t9][t5], t65);
            vst1q_f32(&b[t10][t6], t66);
            float32x4_t t67 = vmulq_f32(t24, s_v);
            float32x4_t t68 = vmulq_f32(t36, s_v);
            float32x4_t t69 = vmulq_f32(t48, s_v);
            float32x4_t t70 = vmulq_f32(t60, s_v);
            vst1q_f32(&b[t1][j_vec], t67);
            vst1q_f32(&b[t1][t4], t68);
            vst1q_f32(&b[t1][t5], t69);
            vst1q_f32(&b[t1][t6], t70);
            float32x4_t t71 = vmulq_f32(t25, s_v);
            float32x4_t t72 = vmulq_f32(t37, s_v);
            float32x4_t t73 = vmulq_f32(t49, s_v);
            float32x4_t t74 = vmulq_f32(t61, s_v);
            vst1q_f32(&b[t2][j_vec], t71);
            vst1q_f32(&b[t2][t4], t72);
            vst1q_f32(&b[t2][t5], t73);
            vst1q_f32(&b[t2][t6], t74);
            float32x4_t t75 = vmulq_f32(t26, s_v);
            vst1q_f32(&b[t3][j_vec], t75);
            float32x4_t t76 = vmulq_f32(t38, s_v);
            vst1q_f32(&b[t3][t4], t76);
            float32x4_t t77 = vmulq_f32(t50, s_v);
            vst1q_f32(&b[t3][t5], t77);
            float32x4_t t78 = vmulq_f32(t62, s_v);
            vst1q_f32(&b[t3][t6], t78);
            j_vec += 16L;
        } while (j_vec < 48L);
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t79 = 48L + j_vec_1;
            long t80 = (long)i;
            const float *t81 = &a[t79][t80];
            float32x4_t t82 = vld1q_f32(t81 + 0);
            float32x4_t t83 = vld1q_f32(t81 + 72);
            float32x4_t t84 = vld1q_f32(t81 + 144);
            float32x4_t t85 = vld1q_f32(t81 + 216);
            float32x4_t t86 = vzip1q_f32(t82, t84);
            float32x4_t t87 = vzip2q_f32(t82, t84);
            float32x4_t t88 = vzip1q_f32(t83, t85);
            float32x4_t t89 = vzip2q_f32(t83, t85);
            float32x4_t t90 = vzip1q_f32(t86, t88);
            float32x4_t t91 = vzip2q_f32(t86, t88);
            float32x4_t t92 = vzip1q_f32(t87, t89);
            float32x4_t t93 = vzip2q_f32(t87, t89);
            float32x4_t t94 = vmulq_f32(t90, s_v_1);
            vst1q_f32(&b[t80][t79], t94);
            float32x4_t t95 = vmulq_f32(t91, s_v_1);
            vst1q_f32(&b[t1][t79], t95);
            float32x4_t t96 = vmulq_f32(t92, s_v_1);
            vst1q_f32(&b[t2][t79], t96);
            float32x4_t t97 = vmulq_f32(t93, s_v_1);
            vst1q_f32(&b[t3][t79], t97);
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
        float32x4_t s_v_2 = vdupq_n_f32(s);
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
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_2][t107]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t104][t108]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t105][t109]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t106][t110]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t111 = vmulq_f32(a_v, s_v_2);
            vst1q_f32(&b[t107][j_vec_2], t111);
            float32x4_t t112 = vmulq_f32(a_v_1, s_v_2);
            vst1q_f32(&b[t108][t104], t112);
            float32x4_t t113 = vmulq_f32(a_v_2, s_v_2);
            vst1q_f32(&b[t109][t105], t113);
            float32x4_t t114 = vmulq_f32(a_v_3, s_v_2);
            vst1q_f32(&b[t110][t106], t114);
            j_vec_2 += 16L;
        } while (j_vec_2 < 48L);
        float32x4_t s_v_3 = vdupq_n_f32(s);
        long j_vec_3 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t115 = 48L + j_vec_3;
            long t116 = (long)i_1;
            float32x4_t a_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t115][t116]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t117 = vmulq_f32(a_v_4, s_v_3);
            vst1q_f32(&b[t116][t115], t117);
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
        float32x4_t s_v = vdupq_n_f32(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = (long)i;
            long t6 = (long)i;
            const float *t7 = &a[j_vec][t5];
            const float *t8 = &a[t4][t6];
            float32x4_t t9 = vld1q_f32(t7 + 0);
            float32x4_t t10 = vld1q_f32(t7 + 72);
            float32x4_t t11 = vld1q_f32(t7 + 144);
            float32x4_t t12 = vld1q_f32(t7 + 216);
            float32x4_t t13 = vzip1q_f32(t9, t11);
            float32x4_t t14 = vzip2q_f32(t9, t11);
            float32x4_t t15 = vzip1q_f32(t10, t12);
            float32x4_t t16 = vzip2q_f32(t10, t12);
            float32x4_t t17 = vzip1q_f32(t13, t15);
            float32x4_t t18 = vzip2q_f32(t13, t15);
            float32x4_t t19 = vzip1q_f32(t14, t16);
            float32x4_t t20 = vzip2q_f32(t14, t16);
            float32x4_t t21 = vld1q_f32(t8 + 0);
            float32x4_t t22 = vld1q_f32(t8 + 72);
            float32x4_t t23 = vld1q_f32(t8 + 144);
            float32x4_t t24 = vld1q_f32(t8 + 216);
            float32x4_t t25 = vzip1q_f32(t21, t23);
            float32x4_t t26 = vzip2q_f32(t21, t23);
            float32x4_t t27 = vzip1q_f32(t22, t24);
            float32x4_t t28 = vzip2q_f32(t22, t24);
            float32x4_t t29 = vzip1q_f32(t25, t27);
            float32x4_t t30 = vzip2q_f32(t25, t27);
            float32x4_t t31 = vzip1q_f32(t26, t28);
            float32x4_t t32 = vzip2q_f32(t26, t28);
            float32x4_t t33 = vmulq_f32(t17, s_v);
            float32x4_t t34 = vmulq_f32(t29, s_v);
            vst1q_f32(&b[t5][j_vec], t33);
            vst1q_f32(&b[t6][t4], t34);
            float32x4_t t35 = vmulq_f32(t18, s_v);
            float32x4_t t36 = vmulq_f32(t30, s_v);
            vst1q_f32(&b[t1][j_vec], t35);
            vst1q_f32(&b[t1][t4], t36);
            float32x4_t t37 = vmulq_f32(t19, s_v);
            float32x4_t t38 = vmulq_f32(t31, s_v);
            vst1q_f32(&b[t2][j_vec], t37);
            vst1q_f32(&b[t2][t4], t38);
            float32x4_t t39 = vmulq_f32(t20, s_v);
            vst1q_f32(&b[t3][j_vec], t39);
            float32x4_t t40 = vmulq_f32(t32, s_v);
            vst1q_f32(&b[t3][t4], t40);
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
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t47 = j_vec_1 + 4L;
            long t48 = (long)i_1;
            long t49 = (long)i_1;
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_1][t48]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t47][t49]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t50 = vmulq_f32(a_v, s_v_1);
            vst1q_f32(&b[t48][j_vec_1], t50);
            float32x4_t t51 = vmulq_f32(a_v_1, s_v_1);
            vst1q_f32(&b[t49][t47], t51);
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
        float32x4_t s_v = vdupq_n_f32(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            long t5 = (long)i;
            long t6 = (long)i;
            const float *t7 = &a[j_vec][t5];
            const float *t8 = &a[t4][t6];
            float32x4_t t9 = vld1q_f32(t7 + 0);
            float32x4_t t10 = vld1q_f32(t7 + 72);
            float32x4_t t11 = vld1q_f32(t7 + 144);
            float32x4_t t12 = vld1q_f32(t7 + 216);
            float32x4_t t13 = vzip1q_f32(t9, t11);
            float32x4_t t14 = vzip2q_f32(t9, t11);
            float32x4_t t15 = vzip1q_f32(t10, t12);
            float32x4_t t16 = vzip2q_f32(t10, t12);
            float32x4_t t17 = vzip1q_f32(t13, t15);
            float32x4_t t18 = vzip2q_f32(t13, t15);
            float32x4_t t19 = vzip1q_f32(t14, t16);
            float32x4_t t20 = vzip2q_f32(t14, t16);
            float32x4_t t21 = vld1q_f32(t8 + 0);
            float32x4_t t22 = vld1q_f32(t8 + 72);
            float32x4_t t23 = vld1q_f32(t8 + 144);
            float32x4_t t24 = vld1q_f32(t8 + 216);
            float32x4_t t25 = vzip1q_f32(t21, t23);
            float32x4_t t26 = vzip2q_f32(t21, t23);
            float32x4_t t27 = vzip1q_f32(t22, t24);
            float32x4_t t28 = vzip2q_f32(t22, t24);
            float32x4_t t29 = vzip1q_f32(t25, t27);
            float32x4_t t30 = vzip2q_f32(t25, t27);
            float32x4_t t31 = vzip1q_f32(t26, t28);
            float32x4_t t32 = vzip2q_f32(t26, t28);
            float32x4_t t33 = vmulq_f32(t17, s_v);
            float32x4_t t34 = vmulq_f32(t29, s_v);
            vst1q_f32(&b[t5][j_vec], t33);
            vst1q_f32(&b[t6][t4], t34);
            float32x4_t t35 = vmulq_f32(t18, s_v);
            float32x4_t t36 = vmulq_f32(t30, s_v);
            vst1q_f32(&b[t1][j_vec], t35);
            vst1q_f32(&b[t1][t4], t36);
            float32x4_t t37 = vmulq_f32(t19, s_v);
            float32x4_t t38 = vmulq_f32(t31, s_v);
            vst1q_f32(&b[t2][j_vec], t37);
            vst1q_f32(&b[t2][t4], t38);
            float32x4_t t39 = vmulq_f32(t20, s_v);
            vst1q_f32(&b[t3][j_vec], t39);
            float32x4_t t40 = vmulq_f32(t32, s_v);
            vst1q_f32(&b[t3][t4], t40);
            j_vec += 8L;
        } while (j_vec < 8L);
    }
    for (; i_1 < m; i_1++) {
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:30 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t41 = j_vec_1 + 4L;
            long t42 = (long)i_1;
            long t43 = (long)i_1;
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_1][t42]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t41][t43]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t44 = vmulq_f32(a_v, s_v_1);
            vst1q_f32(&b[t42][j_vec_1], t44);
            float32x4_t t45 = vmulq_f32(a_v_1, s_v_1);
            vst1q_f32(&b[t43][t41], t45);
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
        float32x4_t s_v = vdupq_n_f32(s);
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
            float32x4_t t15 = vld1q_f32(t11 + 0);
            float32x4_t t16 = vld1q_f32(t11 + 72);
            float32x4_t t17 = vld1q_f32(t11 + 144);
            float32x4_t t18 = vld1q_f32(t11 + 216);
            float32x4_t t19 = vzip1q_f32(t15, t17);
            float32x4_t t20 = vzip2q_f32(t15, t17);
            float32x4_t t21 = vzip1q_f32(t16, t18);
            float32x4_t t22 = vzip2q_f32(t16, t18);
            float32x4_t t23 = vzip1q_f32(t19, t21);
            float32x4_t t24 = vzip2q_f32(t19, t21);
            float32x4_t t25 = vzip1q_f32(t20, t22);
            float32x4_t t26 = vzip2q_f32(t20, t22);
            float32x4_t t27 = vld1q_f32(t12 + 0);
            float32x4_t t28 = vld1q_f32(t12 + 72);
            float32x4_t t29 = vld1q_f32(t12 + 144);
            float32x4_t t30 = vld1q_f32(t12 + 216);
            float32x4_t t31 = vzip1q_f32(t27, t29);
            float32x4_t t32 = vzip2q_f32(t27, t29);
            float32x4_t t33 = vzip1q_f32(t28, t30);
            float32x4_t t34 = vzip2q_f32(t28, t30);
            float32x4_t t35 = vzip1q_f32(t31, t33);
            float32x4_t t36 = vzip2q_f32(t31, t33);
            float32x4_t t37 = vzip1q_f32(t32, t34);
            float32x4_t t38 = vzip2q_f32(t32, t34);
            float32x4_t t39 = vld1q_f32(t13 + 0);
            float32x4_t t40 = vld1q_f32(t13 + 72);
            float32x4_t t41 = vld1q_f32(t13 + 144);
            float32x4_t t42 = vld1q_f32(t13 + 216);
            float32x4_t t43 = vzip1q_f32(t39, t41);
            float32x4_t t44 = vzip2q_f32(t39, t41);
            float32x4_t t45 = vzip1q_f32(t40, t42);
            float32x4_t t46 = vzip2q_f32(t40, t42);
            float32x4_t t47 = vzip1q_f32(t43, t45);
            float32x4_t t48 = vzip2q_f32(t43, t45);
            float32x4_t t49 = vzip1q_f32(t44, t46);
            float32x4_t t50 = vzip2q_f32(t44, t46);
            float32x4_t t51 = vld1q_f32(t14 + 0);
            float32x4_t t52 = vld1q_f32(t14 + 72);
            float32x4_t t53 = vld1q_f32(t14 + 144);
            float32x4_t t54 = vld1q_f32(t14 + 216);
            float32x4_t t55 = vzip1q_f32(t51, t53);
            float32x4_t t56 = vzip2q_f32(t51, t53);
            float32x4_t t57 = vzip1q_f32(t52, t54);
            float32x4_t t58 = vzip2q_f32(t52, t54);
            float32x4_t t59 = vzip1q_f32(t55, t57);
            float32x4_t t60 = vzip2q_f32(t55, t57);
            float32x4_t t61 = vzip1q_f32(t56, t58);
            float32x4_t t62 = vzip2q_f32(t56, t58);
            float32x4_t t63 = vmulq_f32(t23, s_v);
            float32x4_t t64 = vmulq_f32(t35, s_v);
            float32x4_t t65 = vmulq_f32(t47, s_v);
            float32x4_t t66 = vmulq_f32(t59, s_v);
            vst1q_f32(&b[t7][j_vec], t63);
            vst1q_f32(&b[t8][t4], t64);
            vst1q_f32(&b[t9][t5], t65);
            vst1q_f32(&b[t10][t6], t66);
            float32x4_t t67 = vmulq_f32(t24, s_v);
            float32x4_t t68 = vmulq_f32(t36, s_v);
            float32x4_t t69 = vmulq_f32(t48, s_v);
            float32x4_t t70 = vmulq_f32(t60, s_v);
            vst1q_f32(&b[t1][j_vec], t67);
            vst1q_f32(&b[t1][t4], t68);
            vst1q_f32(&b[t1][t5], t69);
            vst1q_f32(&b[t1][t6], t70);
            float32x4_t t71 = vmulq_f32(t25, s_v);
            float32x4_t t72 = vmulq_f32(t37, s_v);
            float32x4_t t73 = vmulq_f32(t49, s_v);
            float32x4_t t74 = vmulq_f32(t61, s_v);
            vst1q_f32(&b[t2][j_vec], t71);
            vst1q_f32(&b[t2][t4], t72);
            vst1q_f32(&b[t2][t5], t73);
            vst1q_f32(&b[t2][t6], t74);
            float32x4_t t75 = vmulq_f32(t26, s_v);
            vst1q_f32(&b[t3][j_vec], t75);
            float32x4_t t76 = vmulq_f32(t38, s_v);
            vst1q_f32(&b[t3][t4], t76);
            float32x4_t t77 = vmulq_f32(t50, s_v);
            vst1q_f32(&b[t3][t5], t77);
            float32x4_t t78 = vmulq_f32(t62, s_v);
            vst1q_f32(&b[t3][t6], t78);
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
        float32x4_t s_v_1 = vdupq_n_f32(s);
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
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_1][t88]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t85][t89]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t86][t90]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t87][t91]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t92 = vmulq_f32(a_v, s_v_1);
            vst1q_f32(&b[t88][j_vec_1], t92);
            float32x4_t t93 = vmulq_f32(a_v_1, s_v_1);
            vst1q_f32(&b[t89][t85], t93);
            float32x4_t t94 = vmulq_f32(a_v_2, s_v_1);
            vst1q_f32(&b[t90][t86], t94);
            float32x4_t t95 = vmulq_f32(a_v_3, s_v_1);
            vst1q_f32(&b[t91][t87], t95);
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
        float32x4_t s_v = vdupq_n_f32(s);
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
            float32x4_t t15 = vld1q_f32(t11 + 0);
            float32x4_t t16 = vld1q_f32(t11 + 72);
            float32x4_t t17 = vld1q_f32(t11 + 144);
            float32x4_t t18 = vld1q_f32(t11 + 216);
            float32x4_t t19 = vzip1q_f32(t15, t17);
            float32x4_t t20 = vzip2q_f32(t15, t17);
            float32x4_t t21 = vzip1q_f32(t16, t18);
            float32x4_t t22 = vzip2q_f32(t16, t18);
            float32x4_t t23 = vzip1q_f32(t19, t21);
            float32x4_t t24 = vzip2q_f32(t19, t21);
            float32x4_t t25 = vzip1q_f32(t20, t22);
            float32x4_t t26 = vzip2q_f32(t20, t22);
            float32x4_t t27 = vld1q_f32(t12 + 0);
            float32x4_t t28 = vld1q_f32(t12 + 72);
            float32x4_t t29 = vld1q_f32(t12 + 144);
            float32x4_t t30 = vld1q_f32(t12 + 216);
            float32x4_t t31 = vzip1q_f32(t27, t29);
            float32x4_t t32 = vzip2q_f32(t27, t29);
            float32x4_t t33 = vzip1q_f32(t28, t30);
            float32x4_t t34 = vzip2q_f32(t28, t30);
            float32x4_t t35 = vzip1q_f32(t31, t33);
            float32x4_t t36 = vzip2q_f32(t31, t33);
            float32x4_t t37 = vzip1q_f32(t32, t34);
            float32x4_t t38 = vzip2q_f32(t32, t34);
            float32x4_t t39 = vld1q_f32(t13 + 0);
            float32x4_t t40 = vld1q_f32(t13 + 72);
            float32x4_t t41 = vld1q_f32(t13 + 144);
            float32x4_t t42 = vld1q_f32(t13 + 216);
            float32x4_t t43 = vzip1q_f32(t39, t41);
            float32x4_t t44 = vzip2q_f32(t39, t41);
            float32x4_t t45 = vzip1q_f32(t40, t42);
            float32x4_t t46 = vzip2q_f32(t40, t42);
            float32x4_t t47 = vzip1q_f32(t43, t45);
            float32x4_t t48 = vzip2q_f32(t43, t45);
            float32x4_t t49 = vzip1q_f32(t44, t46);
            float32x4_t t50 = vzip2q_f32(t44, t46);
            float32x4_t t51 = vld1q_f32(t14 + 0);
            float32x4_t t52 = vld1q_f32(t14 + 72);
            float32x4_t t53 = vld1q_f32(t14 + 144);
            float32x4_t t54 = vld1q_f32(t14 + 216);
            float32x4_t t55 = vzip1q_f32(t51, t53);
            float32x4_t t56 = vzip2q_f32(t51, t53);
            float32x4_t t57 = vzip1q_f32(t52, t54);
            float32x4_t t58 = vzip2q_f32(t52, t54);
            float32x4_t t59 = vzip1q_f32(t55, t57);
            float32x4_t t60 = vzip2q_f32(t55, t57);
            float32x4_t t61 = vzip1q_f32(t56, t58);
            float32x4_t t62 = vzip2q_f32(t56, t58);
            float32x4_t t63 = vmulq_f32(t23, s_v);
            float32x4_t t64 = vmulq_f32(t35, s_v);
            float32x4_t t65 = vmulq_f32(t47, s_v);
            float32x4_t t66 = vmulq_f32(t59, s_v);
            vst1q_f32(&b[t7][j_vec], t63);
            vst1q_f32(&b[t8][t4], t64);
            vst1q_f32(&b[t9][t5], t65);
            vst1q_f32(&b[t10][t6], t66);
            float32x4_t t67 = vmulq_f32(t24, s_v);
            float32x4_t t68 = vmulq_f32(t36, s_v);
            float32x4_t t69 = vmulq_f32(t48, s_v);
            float32x4_t t70 = vmulq_f32(t60, s_v);
            vst1q_f32(&b[t1][j_vec], t67);
            vst1q_f32(&b[t1][t4], t68);
            vst1q_f32(&b[t1][t5], t69);
            vst1q_f32(&b[t1][t6], t70);
            float32x4_t t71 = vmulq_f32(t25, s_v);
            float32x4_t t72 = vmulq_f32(t37, s_v);
            float32x4_t t73 = vmulq_f32(t49, s_v);
            float32x4_t t74 = vmulq_f32(t61, s_v);
            vst1q_f32(&b[t2][j_vec], t71);
            vst1q_f32(&b[t2][t4], t72);
            vst1q_f32(&b[t2][t5], t73);
            vst1q_f32(&b[t2][t6], t74);
            float32x4_t t75 = vmulq_f32(t26, s_v);
            vst1q_f32(&b[t3][j_vec], t75);
            float32x4_t t76 = vmulq_f32(t38, s_v);
            vst1q_f32(&b[t3][t4], t76);
            float32x4_t t77 = vmulq_f32(t50, s_v);
            vst1q_f32(&b[t3][t5], t77);
            float32x4_t t78 = vmulq_f32(t62, s_v);
            vst1q_f32(&b[t3][t6], t78);
            j_vec += 16L;
        } while (j_vec < 64L);
    }
    for (; i_1 < m; i_1++) {
        float32x4_t s_v_1 = vdupq_n_f32(s);
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
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_1][t82]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t79][t83]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t80][t84]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t81][t85]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t86 = vmulq_f32(a_v, s_v_1);
            vst1q_f32(&b[t82][j_vec_1], t86);
            float32x4_t t87 = vmulq_f32(a_v_1, s_v_1);
            vst1q_f32(&b[t83][t79], t87);
            float32x4_t t88 = vmulq_f32(a_v_2, s_v_1);
            vst1q_f32(&b[t84][t80], t88);
            float32x4_t t89 = vmulq_f32(a_v_3, s_v_1);
            vst1q_f32(&b[t85][t81], t89);
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
            float64x2_t a_v = ({ int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, 72}; const float64_t *vcc_np = (const float64_t *)(&a[j_vec][t2]); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t a_v_1 = ({ int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, 72}; const float64_t *vcc_np = (const float64_t *)(&a[t1][t3]); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            vst1q_f64(&b[t2][j_vec], a_v);
            vst1q_f64(&b[t3][t1], a_v_1);
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
        int32x4_t i_v = vdupq_n_s32(i);
        int32x4_t t4 = vdupq_n_s32(t1);
        int32x4_t t5 = vdupq_n_s32(t2);
        int32x4_t t6 = vdupq_n_s32(t3);
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
            int32x4_t t18 = vld1q_s32(t14 + 0);
            int32x4_t t19 = vld1q_s32(t14 + 72);
            int32x4_t t20 = vld1q_s32(t14 + 144);
            int32x4_t t21 = vld1q_s32(t14 + 216);
            int32x4_t t22 = vzip1q_s32(t18, t20);
            int32x4_t t23 = vzip2q_s32(t18, t20);
            int32x4_t t24 = vzip1q_s32(t19, t21);
            int32x4_t t25 = vzip2q_s32(t19, t21);
            int32x4_t t26 = vzip1q_s32(t22, t24);
            int32x4_t t27 = vzip2q_s32(t22, t24);
            int32x4_t t28 = vzip1q_s32(t23, t25);
            int32x4_t t29 = vzip2q_s32(t23, t25);
            int32x4_t t30 = vld1q_s32(t15 + 0);
            int32x4_t t31 = vld1q_s32(t15 + 72);
            int32x4_t t32 = vld1q_s32(t15 + 144);
            int32x4_t t33 = vld1q_s32(t15 + 216);
            int32x4_t t34 = vzip1q_s32(t30, t32);
            int32x4_t t35 = vzip2q_s32(t30, t32);
            int32x4_t t36 = vzip1q_s32(t31, t33);
            int32x4_t t37 = vzip2q_s32(t31, t33);
            int32x4_t t38 = vzip1q_s32(t34, t36);
            int32x4_t t39 = vzip2q_s32(t34, t36);
            int32x4_t t40 = vzip1q_s32(t35, t37);
            int32x4_t t41 = vzip2q_s32(t35, t37);
            int32x4_t t42 = vld1q_s32(t16 + 0);
            int32x4_t t43 = vld1q_s32(t16 + 72);
            int32x4_t t44 = vld1q_s32(t16 + 144);
            int32x4_t t45 = vld1q_s32(t16 + 216);
            int32x4_t t46 = vzip1q_s32(t42, t44);
            int32x4_t t47 = vzip2q_s32(t42, t44);
            int32x4_t t48 = vzip1q_s32(t43, t45);
            int32x4_t t49 = vzip2q_s32(t43, t45);
            int32x4_t t50 = vzip1q_s32(t46, t48);
            int32x4_t t51 = vzip2q_s32(t46, t48);
            int32x4_t t52 = vzip1q_s32(t47, t49);
            int32x4_t t53 = vzip2q_s32(t47, t49);
            int32x4_t t54 = vld1q_s32(t17 + 0);
            int32x4_t t55 = vld1q_s32(t17 + 72);
            int32x4_t t56 = vld1q_s32(t17 + 144);
            int32x4_t t57 = vld1q_s32(t17 + 216);
            int32x4_t t58 = vzip1q_s32(t54, t56);
            int32x4_t t59 = vzip2q_s32(t54, t56);
            int32x4_t t60 = vzip1q_s32(t55, t57);
            int32x4_t t61 = vzip2q_s32(t55, t57);
            int32x4_t t62 = vzip1q_s32(t58, t60);
            int32x4_t t63 = vzip2q_s32(t58, t60);
            int32x4_t t64 = vzip1q_s32(t59, t61);
            int32x4_t t65 = vzip2q_s32(t59, t61);
            int32x4_t t66 = vaddq_s32(t26, i_v);
            int32x4_t t67 = vaddq_s32(t38, i_v);
            int32x4_t t68 = vaddq_s32(t50, i_v);
            int32x4_t t69 = vaddq_s32(t62, i_v);
            vst1q_s32(&b[t10][j_vec], t66);
            vst1q_s32(&b[t11][t7], t67);
            vst1q_s32(&b[t12][t8], t68);
            vst1q_s32(&b[t13][t9], t69);
            int32x4_t t70 = vaddq_s32(t27, t4);
            int32x4_t t71 = vaddq_s32(t39, t4);
            int32x4_t t72 = vaddq_s32(t51, t4);
            int32x4_t t73 = vaddq_s32(t63, t4);
            vst1q_s32(&b[t1][j_vec], t70);
            vst1q_s32(&b[t1][t7], t71);
            vst1q_s32(&b[t1][t8], t72);
            vst1q_s32(&b[t1][t9], t73);
            int32x4_t t74 = vaddq_s32(t28, t5);
            int32x4_t t75 = vaddq_s32(t40, t5);
            int32x4_t t76 = vaddq_s32(t52, t5);
            int32x4_t t77 = vaddq_s32(t64, t5);
            vst1q_s32(&b[t2][j_vec], t74);
            vst1q_s32(&b[t2][t7], t75);
            vst1q_s32(&b[t2][t8], t76);
            vst1q_s32(&b[t2][t9], t77);
            int32x4_t t78 = vaddq_s32(t29, t6);
            vst1q_s32(&b[t3][j_vec], t78);
            int32x4_t t79 = vaddq_s32(t41, t6);
            vst1q_s32(&b[t3][t7], t79);
            int32x4_t t80 = vaddq_s32(t53, t6);
            vst1q_s32(&b[t3][t8], t80);
            int32x4_t t81 = vaddq_s32(t65, t6);
            vst1q_s32(&b[t3][t9], t81);
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
        int32x4_t i_v_1 = vdupq_n_s32(i_1);
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
            int32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[j_vec_1][t91]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[t88][t92]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[t89][t93]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[t90][t94]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t95 = vaddq_s32(a_v, i_v_1);
            vst1q_s32(&b[t91][j_vec_1], t95);
            int32x4_t t96 = vaddq_s32(a_v_1, i_v_1);
            vst1q_s32(&b[t92][t88], t96);
            int32x4_t t97 = vaddq_s32(a_v_2, i_v_1);
            vst1q_s32(&b[t93][t89], t97);
            int32x4_t t98 = vaddq_s32(a_v_3, i_v_1);
            vst1q_s32(&b[t94][t90], t98);
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
    for (int i = 0; i < m; i++) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:72 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = 1L + (j_vec + 4L);
            long t3 = 1L + (j_vec + 8L);
            long t4 = 1L + (j_vec + 12L);
            long t5 = (long)i;
            long t6 = (long)i;
            long t7 = (long)i;
            long t8 = (long)i;
            float *t9 = &b[t5][t1];
            float *t10 = &b[t6][t2];
            float *t11 = &b[t7][t3];
            float *t12 = &b[t8][t4];
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t1][t5]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t2][t6]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t3][t7]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t4][t8]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_f32(t9, a_v);
            vst1q_f32(t10, a_v_1);
            vst1q_f32(t11, a_v_2);
            vst1q_f32(t12, a_v_3);
            float32x4_t b_v = vld1q_f32(t9);
            float32x4_t b_v_1 = vld1q_f32(t10);
            float32x4_t b_v_2 = vld1q_f32(t11);
            float32x4_t b_v_3 = vld1q_f32(t12);
            float32x4_t t13 = vmulq_f32(b_v, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t13; float32_t *vcc_np = (float32_t *)(&a[(int)t1 - 1][i + 1]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t14 = vmulq_f32(b_v_1, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)(&a[(int)t2 - 1][i + 1]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t15 = vmulq_f32(b_v_2, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t15; float32_t *vcc_np = (float32_t *)(&a[(int)t3 - 1][i + 1]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t16 = vmulq_f32(b_v_3, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t16; float32_t *vcc_np = (float32_t *)(&a[(int)t4 - 1][i + 1]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = 33L + j_vec_1;
            long t18 = (long)i;
            float *t19 = &b[t18][t17];
            float32x4_t a_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t17][t18]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_f32(t19, a_v_4);
            float32x4_t b_v_4 = vld1q_f32(t19);
            float32x4_t t20 = vmulq_f32(b_v_4, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t20; float32_t *vcc_np = (float32_t *)(&a[(int)t17 - 1][i + 1]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        for (int j = 37; j < 40; j++) {
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
