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
        float32x4_t s_v = vdupq_n_f32(s);
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
            float32x4_t t13 = vld1q_f32(t9 + 0);
            float32x4_t t14 = vld1q_f32(t9 + 72);
            float32x4_t t15 = vld1q_f32(t9 + 144);
            float32x4_t t16 = vld1q_f32(t9 + 216);
            float32x4_t t17 = vzip1q_f32(t13, t15);
            float32x4_t t18 = vzip2q_f32(t13, t15);
            float32x4_t t19 = vzip1q_f32(t14, t16);
            float32x4_t t20 = vzip2q_f32(t14, t16);
            float32x4_t t21 = vzip1q_f32(t17, t19);
            float32x4_t t22 = vzip2q_f32(t17, t19);
            float32x4_t t23 = vzip1q_f32(t18, t20);
            float32x4_t t24 = vzip2q_f32(t18, t20);
            float32x4_t t25 = vld1q_f32(t10 + 0);
            float32x4_t t26 = vld1q_f32(t10 + 72);
            float32x4_t t27 = vld1q_f32(t10 + 144);
            float32x4_t t28 = vld1q_f32(t10 + 216);
            float32x4_t t29 = vzip1q_f32(t25, t27);
            float32x4_t t30 = vzip2q_f32(t25, t27);
            float32x4_t t31 = vzip1q_f32(t26, t28);
            float32x4_t t32 = vzip2q_f32(t26, t28);
            float32x4_t t33 = vzip1q_f32(t29, t31);
            float32x4_t t34 = vzip2q_f32(t29, t31);
            float32x4_t t35 = vzip1q_f32(t30, t32);
            float32x4_t t36 = vzip2q_f32(t30, t32);
            float32x4_t t37 = vld1q_f32(t11 + 0);
            float32x4_t t38 = vld1q_f32(t11 + 72);
            float32x4_t t39 = vld1q_f32(t11 + 144);
            float32x4_t t40 = vld1q_f32(t11 + 216);
            float32x4_t t41 = vzip1q_f32(t37, t39);
            float32x4_t t42 = vzip2q_f32(t37, t39);
            float32x4_t t43 = vzip1q_f32(t38, t40);
            float32x4_t t44 = vzip2q_f32(t38, t40);
            float32x4_t t45 = vzip1q_f32(t41, t43);
            float32x4_t t46 = vzip2q_f32(t41, t43);
            float32x4_t t47 = vzip1q_f32(t42, t44);
            float32x4_t t48 = vzip2q_f32(t42, t44);
            float32x4_t t49 = vld1q_f32(t12 + 0);
            float32x4_t t50 = vld1q_f32(t12 + 72);
            float32x4_t t51 = vld1q_f32(t12 + 144);
            float32x4_t t52 = vld1q_f32(t12 + 216);
            float32x4_t t53 = vzip1q_f32(t49, t51);
            float32x4_t t54 = vzip2q_f32(t49, t51);
            float32x4_t t55 = vzip1q_f32(t50, t52);
            float32x4_t t56 = vzip2q_f32(t50, t52);
            float32x4_t t57 = vzip1q_f32(t53, t55);
            float32x4_t t58 = vzip2q_f32(t53, t55);
            float32x4_t t59 = vzip1q_f32(t54, t56);
            float32x4_t t60 = vzip2q_f32(t54, t56);
            float32x4_t t61 = vmulq_f32(t21, s_v);
            float32x4_t t62 = vmulq_f32(t33, s_v);
            float32x4_t t63 = vmulq_f32(t45, s_v);
            float32x4_t t64 = vmulq_f32(t57, s_v);
            vst1q_f32(&(*t8)[j_vec], t61);
            vst1q_f32(&(*t8)[t4], t62);
            vst1q_f32(&(*t8)[t5], t63);
            vst1q_f32(&(*t8)[t6], t64);
            t65 = (long)t1;
            t66 = b + t65;
            float32x4_t t67 = vmulq_f32(t22, s_v);
            float32x4_t t68 = vmulq_f32(t34, s_v);
            float32x4_t t69 = vmulq_f32(t46, s_v);
            float32x4_t t70 = vmulq_f32(t58, s_v);
            vst1q_f32(&(*t66)[j_vec], t67);
            vst1q_f32(&(*t66)[t4], t68);
            vst1q_f32(&(*t66)[t5], t69);
            vst1q_f32(&(*t66)[t6], t70);
            t71 = (long)t2;
            t72 = b + t71;
            float32x4_t t73 = vmulq_f32(t23, s_v);
            float32x4_t t74 = vmulq_f32(t35, s_v);
            float32x4_t t75 = vmulq_f32(t47, s_v);
            float32x4_t t76 = vmulq_f32(t59, s_v);
            vst1q_f32(&(*t72)[j_vec], t73);
            vst1q_f32(&(*t72)[t4], t74);
            vst1q_f32(&(*t72)[t5], t75);
            vst1q_f32(&(*t72)[t6], t76);
            t77 = (long)t3;
            t78 = b + t77;
            float32x4_t t79 = vmulq_f32(t24, s_v);
            vst1q_f32(&(*t78)[j_vec], t79);
            float32x4_t t80 = vmulq_f32(t36, s_v);
            vst1q_f32(&(*t78)[t4], t80);
            float32x4_t t81 = vmulq_f32(t48, s_v);
            vst1q_f32(&(*t78)[t5], t81);
            float32x4_t t82 = vmulq_f32(t60, s_v);
            vst1q_f32(&(*t78)[t6], t82);
            j_vec += 16L;
        } while (j_vec < 48L);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t83 = 48L + j_vec_1;
            const float *t84 = &a[t83][t7];
            float32x4_t t85 = vld1q_f32(t84 + 0);
            float32x4_t t86 = vld1q_f32(t84 + 72);
            float32x4_t t87 = vld1q_f32(t84 + 144);
            float32x4_t t88 = vld1q_f32(t84 + 216);
            float32x4_t t89 = vzip1q_f32(t85, t87);
            float32x4_t t90 = vzip2q_f32(t85, t87);
            float32x4_t t91 = vzip1q_f32(t86, t88);
            float32x4_t t92 = vzip2q_f32(t86, t88);
            float32x4_t t93 = vzip1q_f32(t89, t91);
            float32x4_t t94 = vzip2q_f32(t89, t91);
            float32x4_t t95 = vzip1q_f32(t90, t92);
            float32x4_t t96 = vzip2q_f32(t90, t92);
            float32x4_t t97 = vmulq_f32(t93, s_v);
            vst1q_f32(&(*t8)[t83], t97);
            float32x4_t t98 = vmulq_f32(t94, s_v);
            vst1q_f32(&(*t66)[t83], t98);
            float32x4_t t99 = vmulq_f32(t95, s_v);
            vst1q_f32(&(*t72)[t83], t99);
            float32x4_t t100 = vmulq_f32(t96, s_v);
            vst1q_f32(&(*t78)[t83], t100);
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
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long j_vec_2 = 0L;
        /* vcc: loop at transpose.c:18 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t102 = j_vec_2 + 4L;
            long t103 = j_vec_2 + 8L;
            long t104 = j_vec_2 + 12L;
            t105 = (long)i_1;
            t106 = b + t105;
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_2][t105]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t102][t105]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t103][t105]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t104][t105]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t107 = vmulq_f32(a_v, s_v_1);
            vst1q_f32(&(*t106)[j_vec_2], t107);
            float32x4_t t108 = vmulq_f32(a_v_1, s_v_1);
            vst1q_f32(&(*t106)[t102], t108);
            float32x4_t t109 = vmulq_f32(a_v_2, s_v_1);
            vst1q_f32(&(*t106)[t103], t109);
            float32x4_t t110 = vmulq_f32(a_v_3, s_v_1);
            vst1q_f32(&(*t106)[t104], t110);
            j_vec_2 += 16L;
        } while (j_vec_2 < 48L);
        long j_vec_3 = 0L;
        /* vcc: loop at transpose.c:18 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t111 = 48L + j_vec_3;
            float32x4_t a_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t111][t105]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t112 = vmulq_f32(a_v_4, s_v_1);
            vst1q_f32(&(*t106)[t111], t112);
            j_vec_3 += 4L;
        } while (j_vec_3 < 4L);
        (*t106)[52] = a[52][t105] * s;
        i_1++;
    }
}

void transpose_9(float (*restrict b)[W], const float (*restrict a)[W], int m, float s) {
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
        float32x4_t s_v = vdupq_n_f32(s);
        long j_vec = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t4 = j_vec + 4L;
            t5 = (long)i;
            t6 = b + t5;
            const float *t7 = &a[j_vec][t5];
            const float *t8 = &a[t4][t5];
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
            vst1q_f32(&(*t6)[j_vec], t33);
            vst1q_f32(&(*t6)[t4], t34);
            t35 = (long)t1;
            t36 = b + t35;
            float32x4_t t37 = vmulq_f32(t18, s_v);
            float32x4_t t38 = vmulq_f32(t30, s_v);
            vst1q_f32(&(*t36)[j_vec], t37);
            vst1q_f32(&(*t36)[t4], t38);
            t39 = (long)t2;
            t40 = b + t39;
            float32x4_t t41 = vmulq_f32(t19, s_v);
            float32x4_t t42 = vmulq_f32(t31, s_v);
            vst1q_f32(&(*t40)[j_vec], t41);
            vst1q_f32(&(*t40)[t4], t42);
            t43 = (long)t3;
            t44 = b + t43;
            float32x4_t t45 = vmulq_f32(t20, s_v);
            vst1q_f32(&(*t44)[j_vec], t45);
            float32x4_t t46 = vmulq_f32(t32, s_v);
            vst1q_f32(&(*t44)[t4], t46);
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
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:24 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            long t48 = j_vec_1 + 4L;
            t49 = (long)i_1;
            t50 = b + t49;
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_1][t49]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t48][t49]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t51 = vmulq_f32(a_v, s_v_1);
            vst1q_f32(&(*t50)[j_vec_1], t51);
            float32x4_t t52 = vmulq_f32(a_v_1, s_v_1);
            vst1q_f32(&(*t50)[t48], t52);
            j_vec_1 += 8L;
        } while (j_vec_1 < 8L);
        (*t50)[8] = a[8][t49] * s;
        i_1++;
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
        float32x4_t s_v = vdupq_n_f32(s);
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
            float32x4_t t13 = vld1q_f32(t9 + 0);
            float32x4_t t14 = vld1q_f32(t9 + 72);
            float32x4_t t15 = vld1q_f32(t9 + 144);
            float32x4_t t16 = vld1q_f32(t9 + 216);
            float32x4_t t17 = vzip1q_f32(t13, t15);
            float32x4_t t18 = vzip2q_f32(t13, t15);
            float32x4_t t19 = vzip1q_f32(t14, t16);
            float32x4_t t20 = vzip2q_f32(t14, t16);
            float32x4_t t21 = vzip1q_f32(t17, t19);
            float32x4_t t22 = vzip2q_f32(t17, t19);
            float32x4_t t23 = vzip1q_f32(t18, t20);
            float32x4_t t24 = vzip2q_f32(t18, t20);
            float32x4_t t25 = vld1q_f32(t10 + 0);
            float32x4_t t26 = vld1q_f32(t10 + 72);
            float32x4_t t27 = vld1q_f32(t10 + 144);
            float32x4_t t28 = vld1q_f32(t10 + 216);
            float32x4_t t29 = vzip1q_f32(t25, t27);
            float32x4_t t30 = vzip2q_f32(t25, t27);
            float32x4_t t31 = vzip1q_f32(t26, t28);
            float32x4_t t32 = vzip2q_f32(t26, t28);
            float32x4_t t33 = vzip1q_f32(t29, t31);
            float32x4_t t34 = vzip2q_f32(t29, t31);
            float32x4_t t35 = vzip1q_f32(t30, t32);
            float32x4_t t36 = vzip2q_f32(t30, t32);
            float32x4_t t37 = vld1q_f32(t11 + 0);
            float32x4_t t38 = vld1q_f32(t11 + 72);
            float32x4_t t39 = vld1q_f32(t11 + 144);
            float32x4_t t40 = vld1q_f32(t11 + 216);
            float32x4_t t41 = vzip1q_f32(t37, t39);
            float32x4_t t42 = vzip2q_f32(t37, t39);
            float32x4_t t43 = vzip1q_f32(t38, t40);
            float32x4_t t44 = vzip2q_f32(t38, t40);
            float32x4_t t45 = vzip1q_f32(t41, t43);
            float32x4_t t46 = vzip2q_f32(t41, t43);
            float32x4_t t47 = vzip1q_f32(t42, t44);
            float32x4_t t48 = vzip2q_f32(t42, t44);
            float32x4_t t49 = vld1q_f32(t12 + 0);
            float32x4_t t50 = vld1q_f32(t12 + 72);
            float32x4_t t51 = vld1q_f32(t12 + 144);
            float32x4_t t52 = vld1q_f32(t12 + 216);
            float32x4_t t53 = vzip1q_f32(t49, t51);
            float32x4_t t54 = vzip2q_f32(t49, t51);
            float32x4_t t55 = vzip1q_f32(t50, t52);
            float32x4_t t56 = vzip2q_f32(t50, t52);
            float32x4_t t57 = vzip1q_f32(t53, t55);
            float32x4_t t58 = vzip2q_f32(t53, t55);
            float32x4_t t59 = vzip1q_f32(t54, t56);
            float32x4_t t60 = vzip2q_f32(t54, t56);
            float32x4_t t61 = vmulq_f32(t21, s_v);
            float32x4_t t62 = vmulq_f32(t33, s_v);
            float32x4_t t63 = vmulq_f32(t45, s_v);
            float32x4_t t64 = vmulq_f32(t57, s_v);
            vst1q_f32(&(*t8)[j_vec], t61);
            vst1q_f32(&(*t8)[t4], t62);
            vst1q_f32(&(*t8)[t5], t63);
            vst1q_f32(&(*t8)[t6], t64);
            t65 = (long)t1;
            t66 = b + t65;
            float32x4_t t67 = vmulq_f32(t22, s_v);
            float32x4_t t68 = vmulq_f32(t34, s_v);
            float32x4_t t69 = vmulq_f32(t46, s_v);
            float32x4_t t70 = vmulq_f32(t58, s_v);
            vst1q_f32(&(*t66)[j_vec], t67);
            vst1q_f32(&(*t66)[t4], t68);
            vst1q_f32(&(*t66)[t5], t69);
            vst1q_f32(&(*t66)[t6], t70);
            t71 = (long)t2;
            t72 = b + t71;
            float32x4_t t73 = vmulq_f32(t23, s_v);
            float32x4_t t74 = vmulq_f32(t35, s_v);
            float32x4_t t75 = vmulq_f32(t47, s_v);
            float32x4_t t76 = vmulq_f32(t59, s_v);
            vst1q_f32(&(*t72)[j_vec], t73);
            vst1q_f32(&(*t72)[t4], t74);
            vst1q_f32(&(*t72)[t5], t75);
            vst1q_f32(&(*t72)[t6], t76);
            t77 = (long)t3;
            t78 = b + t77;
            float32x4_t t79 = vmulq_f32(t24, s_v);
            vst1q_f32(&(*t78)[j_vec], t79);
            float32x4_t t80 = vmulq_f32(t36, s_v);
            vst1q_f32(&(*t78)[t4], t80);
            float32x4_t t81 = vmulq_f32(t48, s_v);
            vst1q_f32(&(*t78)[t5], t81);
            float32x4_t t82 = vmulq_f32(t60, s_v);
            vst1q_f32(&(*t78)[t6], t82);
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
        float32x4_t s_v_1 = vdupq_n_f32(s);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:36 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t84 = j_vec_1 + 4L;
            long t85 = j_vec_1 + 8L;
            long t86 = j_vec_1 + 12L;
            t87 = (long)i_1;
            t88 = b + t87;
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[j_vec_1][t87]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t84][t87]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t85][t87]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t86][t87]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t t89 = vmulq_f32(a_v, s_v_1);
            vst1q_f32(&(*t88)[j_vec_1], t89);
            float32x4_t t90 = vmulq_f32(a_v_1, s_v_1);
            vst1q_f32(&(*t88)[t84], t90);
            float32x4_t t91 = vmulq_f32(a_v_2, s_v_1);
            vst1q_f32(&(*t88)[t85], t91);
            float32x4_t t92 = vmulq_f32(a_v_3, s_v_1);
            vst1q_f32(&(*t88)[t86], t92);
            j_vec_1 += 16L;
        } while (j_vec_1 < 16L);
        (*t88)[16] = a[16][t87] * s;
        i_1++;
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
    int i = 0;
    while (i < m) {
        long t1 = (long)i;
        b[t1][0] = a[0][t1] * s;
        i++;
    }
}

void transpose_f64(double (*restrict b)[W], const double (*restrict a)[W], int m) {
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
            float64x2_t a_v = ({ int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, 72}; const float64_t *vcc_np = (const float64_t *)(&a[j_vec][t2]); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            float64x2_t a_v_1 = ({ int32x2_t vcc_ni = (int32x2_t)(vcc_v2_int){0, 72}; const float64_t *vcc_np = (const float64_t *)(&a[t1][t2]); float64x2_t vcc_nr = vdupq_n_f64(0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f64(vcc_np + vget_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr; });
            vst1q_f64(&(*t3)[j_vec], a_v);
            vst1q_f64(&(*t3)[t1], a_v_1);
            j_vec += 4L;
        } while (j_vec < 36L);
        (*t3)[36] = a[36][t2];
        i++;
    }
}

void transpose_i32(int (*restrict b)[W], const int (*restrict a)[W], int m) {
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
            t10 = (long)i;
            t11 = b + t10;
            const int *t12 = &a[j_vec][t10];
            const int *t13 = &a[t7][t10];
            const int *t14 = &a[t8][t10];
            const int *t15 = &a[t9][t10];
            int32x4_t t16 = vld1q_s32(t12 + 0);
            int32x4_t t17 = vld1q_s32(t12 + 72);
            int32x4_t t18 = vld1q_s32(t12 + 144);
            int32x4_t t19 = vld1q_s32(t12 + 216);
            int32x4_t t20 = vzip1q_s32(t16, t18);
            int32x4_t t21 = vzip2q_s32(t16, t18);
            int32x4_t t22 = vzip1q_s32(t17, t19);
            int32x4_t t23 = vzip2q_s32(t17, t19);
            int32x4_t t24 = vzip1q_s32(t20, t22);
            int32x4_t t25 = vzip2q_s32(t20, t22);
            int32x4_t t26 = vzip1q_s32(t21, t23);
            int32x4_t t27 = vzip2q_s32(t21, t23);
            int32x4_t t28 = vld1q_s32(t13 + 0);
            int32x4_t t29 = vld1q_s32(t13 + 72);
            int32x4_t t30 = vld1q_s32(t13 + 144);
            int32x4_t t31 = vld1q_s32(t13 + 216);
            int32x4_t t32 = vzip1q_s32(t28, t30);
            int32x4_t t33 = vzip2q_s32(t28, t30);
            int32x4_t t34 = vzip1q_s32(t29, t31);
            int32x4_t t35 = vzip2q_s32(t29, t31);
            int32x4_t t36 = vzip1q_s32(t32, t34);
            int32x4_t t37 = vzip2q_s32(t32, t34);
            int32x4_t t38 = vzip1q_s32(t33, t35);
            int32x4_t t39 = vzip2q_s32(t33, t35);
            int32x4_t t40 = vld1q_s32(t14 + 0);
            int32x4_t t41 = vld1q_s32(t14 + 72);
            int32x4_t t42 = vld1q_s32(t14 + 144);
            int32x4_t t43 = vld1q_s32(t14 + 216);
            int32x4_t t44 = vzip1q_s32(t40, t42);
            int32x4_t t45 = vzip2q_s32(t40, t42);
            int32x4_t t46 = vzip1q_s32(t41, t43);
            int32x4_t t47 = vzip2q_s32(t41, t43);
            int32x4_t t48 = vzip1q_s32(t44, t46);
            int32x4_t t49 = vzip2q_s32(t44, t46);
            int32x4_t t50 = vzip1q_s32(t45, t47);
            int32x4_t t51 = vzip2q_s32(t45, t47);
            int32x4_t t52 = vld1q_s32(t15 + 0);
            int32x4_t t53 = vld1q_s32(t15 + 72);
            int32x4_t t54 = vld1q_s32(t15 + 144);
            int32x4_t t55 = vld1q_s32(t15 + 216);
            int32x4_t t56 = vzip1q_s32(t52, t54);
            int32x4_t t57 = vzip2q_s32(t52, t54);
            int32x4_t t58 = vzip1q_s32(t53, t55);
            int32x4_t t59 = vzip2q_s32(t53, t55);
            int32x4_t t60 = vzip1q_s32(t56, t58);
            int32x4_t t61 = vzip2q_s32(t56, t58);
            int32x4_t t62 = vzip1q_s32(t57, t59);
            int32x4_t t63 = vzip2q_s32(t57, t59);
            int32x4_t t64 = vaddq_s32(t24, i_v);
            int32x4_t t65 = vaddq_s32(t36, i_v);
            int32x4_t t66 = vaddq_s32(t48, i_v);
            int32x4_t t67 = vaddq_s32(t60, i_v);
            vst1q_s32(&(*t11)[j_vec], t64);
            vst1q_s32(&(*t11)[t7], t65);
            vst1q_s32(&(*t11)[t8], t66);
            vst1q_s32(&(*t11)[t9], t67);
            t68 = (long)t1;
            t69 = b + t68;
            int32x4_t t70 = vaddq_s32(t25, t4);
            int32x4_t t71 = vaddq_s32(t37, t4);
            int32x4_t t72 = vaddq_s32(t49, t4);
            int32x4_t t73 = vaddq_s32(t61, t4);
            vst1q_s32(&(*t69)[j_vec], t70);
            vst1q_s32(&(*t69)[t7], t71);
            vst1q_s32(&(*t69)[t8], t72);
            vst1q_s32(&(*t69)[t9], t73);
            t74 = (long)t2;
            t75 = b + t74;
            int32x4_t t76 = vaddq_s32(t26, t5);
            int32x4_t t77 = vaddq_s32(t38, t5);
            int32x4_t t78 = vaddq_s32(t50, t5);
            int32x4_t t79 = vaddq_s32(t62, t5);
            vst1q_s32(&(*t75)[j_vec], t76);
            vst1q_s32(&(*t75)[t7], t77);
            vst1q_s32(&(*t75)[t8], t78);
            vst1q_s32(&(*t75)[t9], t79);
            t80 = (long)t3;
            t81 = b + t80;
            int32x4_t t82 = vaddq_s32(t27, t6);
            vst1q_s32(&(*t81)[j_vec], t82);
            int32x4_t t83 = vaddq_s32(t39, t6);
            vst1q_s32(&(*t81)[t7], t83);
            int32x4_t t84 = vaddq_s32(t51, t6);
            vst1q_s32(&(*t81)[t8], t84);
            int32x4_t t85 = vaddq_s32(t63, t6);
            vst1q_s32(&(*t81)[t9], t85);
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
        int32x4_t i_v_1 = vdupq_n_s32(i_1);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:60 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            long t87 = j_vec_1 + 4L;
            long t88 = j_vec_1 + 8L;
            long t89 = j_vec_1 + 12L;
            t90 = (long)i_1;
            t91 = b + t90;
            int32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[j_vec_1][t90]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[t87][t90]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[t88][t90]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const int32_t *vcc_np = (const int32_t *)(&a[t89][t90]); int32x4_t vcc_nr = vdupq_n_s32(0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_s32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            int32x4_t t92 = vaddq_s32(a_v, i_v_1);
            vst1q_s32(&(*t91)[j_vec_1], t92);
            int32x4_t t93 = vaddq_s32(a_v_1, i_v_1);
            vst1q_s32(&(*t91)[t87], t93);
            int32x4_t t94 = vaddq_s32(a_v_2, i_v_1);
            vst1q_s32(&(*t91)[t88], t94);
            int32x4_t t95 = vaddq_s32(a_v_3, i_v_1);
            vst1q_s32(&(*t91)[t89], t95);
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
    long t5;
    float (*t6)[72];
    int t11;
    long t12;
    int i = 0;
    while (i < m) {
        long j_vec = 0L;
        /* vcc: loop at transpose.c:72 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            long t1 = 1L + j_vec;
            long t2 = 1L + (j_vec + 4L);
            long t3 = 1L + (j_vec + 8L);
            long t4 = 1L + (j_vec + 12L);
            t5 = (long)i;
            t6 = b + t5;
            float *t7 = &(*t6)[t1];
            float *t8 = &(*t6)[t2];
            float *t9 = &(*t6)[t3];
            float *t10 = &(*t6)[t4];
            float32x4_t a_v = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t1][t5]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_1 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t2][t5]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_2 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t3][t5]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            float32x4_t a_v_3 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t4][t5]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_f32(t7, a_v);
            vst1q_f32(t8, a_v_1);
            vst1q_f32(t9, a_v_2);
            vst1q_f32(t10, a_v_3);
            t11 = i + 1;
            t12 = (long)t11;
            float32x4_t b_v = vld1q_f32(t7);
            float32x4_t b_v_1 = vld1q_f32(t8);
            float32x4_t b_v_2 = vld1q_f32(t9);
            float32x4_t b_v_3 = vld1q_f32(t10);
            float32x4_t t13 = vmulq_f32(b_v, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t13; float32_t *vcc_np = (float32_t *)(&a[(int)t1 - 1][t12]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t14 = vmulq_f32(b_v_1, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t14; float32_t *vcc_np = (float32_t *)(&a[(int)t2 - 1][t12]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t15 = vmulq_f32(b_v_2, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t15; float32_t *vcc_np = (float32_t *)(&a[(int)t3 - 1][t12]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            float32x4_t t16 = vmulq_f32(b_v_3, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t16; float32_t *vcc_np = (float32_t *)(&a[(int)t4 - 1][t12]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            j_vec += 16L;
        } while (j_vec < 32L);
        long j_vec_1 = 0L;
        /* vcc: loop at transpose.c:72 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t17 = 33L + j_vec_1;
            float *t18 = &(*t6)[t17];
            float32x4_t a_v_4 = ({ int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; const float32_t *vcc_np = (const float32_t *)(&a[t17][t5]); float32x4_t vcc_nr = vdupq_n_f32(0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nr, 0); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nr, 1); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nr, 2); vcc_nr = vld1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nr, 3); vcc_nr; });
            vst1q_f32(t18, a_v_4);
            float32x4_t b_v_4 = vld1q_f32(t18);
            float32x4_t t19 = vmulq_f32(b_v_4, vdupq_n_f32(0.5f));
            do { int32x4_t vcc_ni = (int32x4_t)(vcc_v4_int){0, 72, 144, 216}; float32x4_t vcc_nv = t19; float32_t *vcc_np = (float32_t *)(&a[(int)t17 - 1][t12]); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 0), vcc_nv, 0); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 1), vcc_nv, 1); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 2), vcc_nv, 2); vst1q_lane_f32(vcc_np + vgetq_lane_s32(vcc_ni, 3), vcc_nv, 3); } while (0);
            j_vec_1 += 4L;
        } while (j_vec_1 < 4L);
        float *t20 = &(*t6)[37];
        float (*t21)[72] = a + 37;
        *t20 = (*t21)[t5];
        a[36][t12] = *t20 * 0.5f;
        float *t22 = &(*t6)[38];
        float (*t23)[72] = a + 38;
        *t22 = (*t23)[t5];
        (*t21)[t12] = *t22 * 0.5f;
        float *t24 = &(*t6)[39];
        *t24 = a[39][t5];
        (*t23)[t12] = *t24 * 0.5f;
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
