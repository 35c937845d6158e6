/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef double vcc_v2_double __attribute__((vector_size(16)));
typedef float vcc_v2_float __attribute__((vector_size(8)));
typedef float vcc_v4_float __attribute__((vector_size(16)));

/* vcc-test: expect-vectorized 7 */
#include "harness.h"

/* Complex multiplies on interleaved re/im pairs (midend loopvec complex.rs): the pairs stay in
   place, multiplied by the other operand's duplicated real and imaginary parts and combined by
   one addsub, with every lane's product and sum rounded as in the scalar code (no fused
   multiply-add). The values have full mantissas, so a contracted or reassociated form would
   print other bits; infinities, zeros of both signs and a NaN are mixed in. */
void cmul(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t87;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:10 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t t6 = vld1q_f32(t5);
            float32x4_t t7 = vld1q_f32(t5 + 4);
            const float *t8 = b + t4;
            float32x4_t t9 = vld1q_f32(t8);
            float32x4_t t10 = vld1q_f32(t8 + 4);
            float *t11 = c + (t3 + 1);
            float32x4_t t12 = vtrn1q_f32(t9, t9);
            float32x4_t t13 = vtrn2q_f32(t9, t9);
            float32x4_t t14 = vrev64q_f32(t6);
            float32x4_t t15 = vmulq_f32(t6, t12);
            float32x4_t t16 = vmulq_f32(t14, t13);
            float32x4_t t17 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t15 - (vcc_v4_float)t16, (vcc_v4_float)t15 + (vcc_v4_float)t16, 0, 5, 2, 7);
            vst1q_f32(t11 + -1, t17);
            float32x4_t t18 = vtrn1q_f32(t10, t10);
            float32x4_t t19 = vtrn2q_f32(t10, t10);
            float32x4_t t20 = vrev64q_f32(t7);
            float32x4_t t21 = vmulq_f32(t7, t18);
            float32x4_t t22 = vmulq_f32(t20, t19);
            float32x4_t t23 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t21 - (vcc_v4_float)t22, (vcc_v4_float)t21 + (vcc_v4_float)t22, 0, 5, 2, 7);
            vst1q_f32(t11 + 3, t23);
            int t24 = 2 * (int)(i_vec + 4L);
            long t25 = (long)t24;
            const float *t26 = a + t25;
            float32x4_t t27 = vld1q_f32(t26);
            float32x4_t t28 = vld1q_f32(t26 + 4);
            const float *t29 = b + t25;
            float32x4_t t30 = vld1q_f32(t29);
            float32x4_t t31 = vld1q_f32(t29 + 4);
            float *t32 = c + (t24 + 1);
            float32x4_t t33 = vtrn1q_f32(t30, t30);
            float32x4_t t34 = vtrn2q_f32(t30, t30);
            float32x4_t t35 = vrev64q_f32(t27);
            float32x4_t t36 = vmulq_f32(t27, t33);
            float32x4_t t37 = vmulq_f32(t35, t34);
            float32x4_t t38 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t36 - (vcc_v4_float)t37, (vcc_v4_float)t36 + (vcc_v4_float)t37, 0, 5, 2, 7);
            vst1q_f32(t32 + -1, t38);
            float32x4_t t39 = vtrn1q_f32(t31, t31);
            float32x4_t t40 = vtrn2q_f32(t31, t31);
            float32x4_t t41 = vrev64q_f32(t28);
            float32x4_t t42 = vmulq_f32(t28, t39);
            float32x4_t t43 = vmulq_f32(t41, t40);
            float32x4_t t44 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t42 - (vcc_v4_float)t43, (vcc_v4_float)t42 + (vcc_v4_float)t43, 0, 5, 2, 7);
            vst1q_f32(t32 + 3, t44);
            int t45 = 2 * (int)(i_vec + 8L);
            long t46 = (long)t45;
            const float *t47 = a + t46;
            float32x4_t t48 = vld1q_f32(t47);
            float32x4_t t49 = vld1q_f32(t47 + 4);
            const float *t50 = b + t46;
            float32x4_t t51 = vld1q_f32(t50);
            float32x4_t t52 = vld1q_f32(t50 + 4);
            float *t53 = c + (t45 + 1);
            float32x4_t t54 = vtrn1q_f32(t51, t51);
            float32x4_t t55 = vtrn2q_f32(t51, t51);
            float32x4_t t56 = vrev64q_f32(t48);
            float32x4_t t57 = vmulq_f32(t48, t54);
            float32x4_t t58 = vmulq_f32(t56, t55);
            float32x4_t t59 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t57 - (vcc_v4_float)t58, (vcc_v4_float)t57 + (vcc_v4_float)t58, 0, 5, 2, 7);
            vst1q_f32(t53 + -1, t59);
            float32x4_t t60 = vtrn1q_f32(t52, t52);
            float32x4_t t61 = vtrn2q_f32(t52, t52);
            float32x4_t t62 = vrev64q_f32(t49);
            float32x4_t t63 = vmulq_f32(t49, t60);
            float32x4_t t64 = vmulq_f32(t62, t61);
            float32x4_t t65 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t63 - (vcc_v4_float)t64, (vcc_v4_float)t63 + (vcc_v4_float)t64, 0, 5, 2, 7);
            vst1q_f32(t53 + 3, t65);
            int t66 = 2 * (int)(i_vec + 12L);
            long t67 = (long)t66;
            const float *t68 = a + t67;
            float32x4_t t69 = vld1q_f32(t68);
            float32x4_t t70 = vld1q_f32(t68 + 4);
            const float *t71 = b + t67;
            float32x4_t t72 = vld1q_f32(t71);
            float32x4_t t73 = vld1q_f32(t71 + 4);
            float *t74 = c + (t66 + 1);
            float32x4_t t75 = vtrn1q_f32(t72, t72);
            float32x4_t t76 = vtrn2q_f32(t72, t72);
            float32x4_t t77 = vrev64q_f32(t69);
            float32x4_t t78 = vmulq_f32(t69, t75);
            float32x4_t t79 = vmulq_f32(t77, t76);
            float32x4_t t80 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t78 - (vcc_v4_float)t79, (vcc_v4_float)t78 + (vcc_v4_float)t79, 0, 5, 2, 7);
            vst1q_f32(t74 + -1, t80);
            float32x4_t t81 = vtrn1q_f32(t73, t73);
            float32x4_t t82 = vtrn2q_f32(t73, t73);
            float32x4_t t83 = vrev64q_f32(t70);
            float32x4_t t84 = vmulq_f32(t70, t81);
            float32x4_t t85 = vmulq_f32(t83, t82);
            float32x4_t t86 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t84 - (vcc_v4_float)t85, (vcc_v4_float)t84 + (vcc_v4_float)t85, 0, 5, 2, 7);
            vst1q_f32(t74 + 3, t86);
            i_vec += 16L;
        } while (i_vec < t2);
        t87 = (int)t2;
    } else {
        t87 = 0;
    }
    long t88 = (long)n + (long)t87 * -1L;
    if (t88 >= 4L) {
        long t89 = t88 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:10 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t90 = 2 * (int)((long)t87 + i_vec_1);
            long t91 = (long)t90;
            const float *t92 = a + t91;
            float32x4_t t93 = vld1q_f32(t92);
            float32x4_t t94 = vld1q_f32(t92 + 4);
            const float *t95 = b + t91;
            float32x4_t t96 = vld1q_f32(t95);
            float32x4_t t97 = vld1q_f32(t95 + 4);
            float *t98 = c + (t90 + 1);
            float32x4_t t99 = vtrn1q_f32(t96, t96);
            float32x4_t t100 = vtrn2q_f32(t96, t96);
            float32x4_t t101 = vrev64q_f32(t93);
            float32x4_t t102 = vmulq_f32(t93, t99);
            float32x4_t t103 = vmulq_f32(t101, t100);
            float32x4_t t104 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t102 - (vcc_v4_float)t103, (vcc_v4_float)t102 + (vcc_v4_float)t103, 0, 5, 2, 7);
            vst1q_f32(t98 + -1, t104);
            float32x4_t t105 = vtrn1q_f32(t97, t97);
            float32x4_t t106 = vtrn2q_f32(t97, t97);
            float32x4_t t107 = vrev64q_f32(t94);
            float32x4_t t108 = vmulq_f32(t94, t105);
            float32x4_t t109 = vmulq_f32(t107, t106);
            float32x4_t t110 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t108 - (vcc_v4_float)t109, (vcc_v4_float)t108 + (vcc_v4_float)t109, 0, 5, 2, 7);
            vst1q_f32(t98 + 3, t110);
            i_vec_1 += 4L;
        } while (i_vec_1 < t89);
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < n; i++) {
        int t111 = 2 * i;
        long t112 = (long)t111;
        const float *t113 = b + t112;
        float32x2_t t114 = vdup_n_f32(a[t112]);
        float32x2_t t115 = vld1_f32(t113);
        float32x2_t t116 = vmul_f32(t114, t115);
        float32x2_t t117 = vdup_n_f32(a[t111 + 1]);
        float32x2_t t118 = vld1_f32(t113);
        float32x2_t t119 = vrev64_f32(t118);
        float32x2_t t120 = vmul_f32(t117, t119);
        float32x2_t t121 = (float32x2_t)__builtin_shufflevector((vcc_v2_float)t116 - (vcc_v2_float)t120, (vcc_v2_float)t116 + (vcc_v2_float)t120, 0, 3);
        vst1_f32(c + t112, t121);
    }
}

/* Operands of the products and of the sum in the other order, on doubles. */
void cmul_commuted(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t87;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:19 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = a + t4;
            float64x2_t t6 = vld1q_f64(t5);
            float64x2_t t7 = vld1q_f64(t5 + 2);
            const double *t8 = b + t4;
            float64x2_t t9 = vld1q_f64(t8);
            float64x2_t t10 = vld1q_f64(t8 + 2);
            double *t11 = c + (t3 + 1);
            float64x2_t t12 = vtrn1q_f64(t9, t9);
            float64x2_t t13 = vtrn2q_f64(t9, t9);
            float64x2_t t14 = vextq_f64(t6, t6, 1);
            float64x2_t t15 = vmulq_f64(t6, t12);
            float64x2_t t16 = vmulq_f64(t14, t13);
            float64x2_t t17 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t15 - (vcc_v2_double)t16, (vcc_v2_double)t15 + (vcc_v2_double)t16, 0, 3);
            vst1q_f64(t11 + -1, t17);
            float64x2_t t18 = vtrn1q_f64(t10, t10);
            float64x2_t t19 = vtrn2q_f64(t10, t10);
            float64x2_t t20 = vextq_f64(t7, t7, 1);
            float64x2_t t21 = vmulq_f64(t7, t18);
            float64x2_t t22 = vmulq_f64(t20, t19);
            float64x2_t t23 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t21 - (vcc_v2_double)t22, (vcc_v2_double)t21 + (vcc_v2_double)t22, 0, 3);
            vst1q_f64(t11 + 1, t23);
            int t24 = 2 * (int)(i_vec + 2L);
            long t25 = (long)t24;
            const double *t26 = a + t25;
            float64x2_t t27 = vld1q_f64(t26);
            float64x2_t t28 = vld1q_f64(t26 + 2);
            const double *t29 = b + t25;
            float64x2_t t30 = vld1q_f64(t29);
            float64x2_t t31 = vld1q_f64(t29 + 2);
            double *t32 = c + (t24 + 1);
            float64x2_t t33 = vtrn1q_f64(t30, t30);
            float64x2_t t34 = vtrn2q_f64(t30, t30);
            float64x2_t t35 = vextq_f64(t27, t27, 1);
            float64x2_t t36 = vmulq_f64(t27, t33);
            float64x2_t t37 = vmulq_f64(t35, t34);
            float64x2_t t38 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t36 - (vcc_v2_double)t37, (vcc_v2_double)t36 + (vcc_v2_double)t37, 0, 3);
            vst1q_f64(t32 + -1, t38);
            float64x2_t t39 = vtrn1q_f64(t31, t31);
            float64x2_t t40 = vtrn2q_f64(t31, t31);
            float64x2_t t41 = vextq_f64(t28, t28, 1);
            float64x2_t t42 = vmulq_f64(t28, t39);
            float64x2_t t43 = vmulq_f64(t41, t40);
            float64x2_t t44 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t42 - (vcc_v2_double)t43, (vcc_v2_double)t42 + (vcc_v2_double)t43, 0, 3);
            vst1q_f64(t32 + 1, t44);
            int t45 = 2 * (int)(i_vec + 4L);
            long t46 = (long)t45;
            const double *t47 = a + t46;
            float64x2_t t48 = vld1q_f64(t47);
            float64x2_t t49 = vld1q_f64(t47 + 2);
            const double *t50 = b + t46;
            float64x2_t t51 = vld1q_f64(t50);
            float64x2_t t52 = vld1q_f64(t50 + 2);
            double *t53 = c + (t45 + 1);
            float64x2_t t54 = vtrn1q_f64(t51, t51);
            float64x2_t t55 = vtrn2q_f64(t51, t51);
            float64x2_t t56 = vextq_f64(t48, t48, 1);
            float64x2_t t57 = vmulq_f64(t48, t54);
            float64x2_t t58 = vmulq_f64(t56, t55);
            float64x2_t t59 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t57 - (vcc_v2_double)t58, (vcc_v2_double)t57 + (vcc_v2_double)t58, 0, 3);
            vst1q_f64(t53 + -1, t59);
            float64x2_t t60 = vtrn1q_f64(t52, t52);
            float64x2_t t61 = vtrn2q_f64(t52, t52);
            float64x2_t t62 = vextq_f64(t49, t49, 1);
            float64x2_t t63 = vmulq_f64(t49, t60);
            float64x2_t t64 = vmulq_f64(t62, t61);
            float64x2_t t65 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t63 - (vcc_v2_double)t64, (vcc_v2_double)t63 + (vcc_v2_double)t64, 0, 3);
            vst1q_f64(t53 + 1, t65);
            int t66 = 2 * (int)(i_vec + 6L);
            long t67 = (long)t66;
            const double *t68 = a + t67;
            float64x2_t t69 = vld1q_f64(t68);
            float64x2_t t70 = vld1q_f64(t68 + 2);
            const double *t71 = b + t67;
            float64x2_t t72 = vld1q_f64(t71);
            float64x2_t t73 = vld1q_f64(t71 + 2);
            double *t74 = c + (t66 + 1);
            float64x2_t t75 = vtrn1q_f64(t72, t72);
            float64x2_t t76 = vtrn2q_f64(t72, t72);
            float64x2_t t77 = vextq_f64(t69, t69, 1);
            float64x2_t t78 = vmulq_f64(t69, t75);
            float64x2_t t79 = vmulq_f64(t77, t76);
            float64x2_t t80 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t78 - (vcc_v2_double)t79, (vcc_v2_double)t78 + (vcc_v2_double)t79, 0, 3);
            vst1q_f64(t74 + -1, t80);
            float64x2_t t81 = vtrn1q_f64(t73, t73);
            float64x2_t t82 = vtrn2q_f64(t73, t73);
            float64x2_t t83 = vextq_f64(t70, t70, 1);
            float64x2_t t84 = vmulq_f64(t70, t81);
            float64x2_t t85 = vmulq_f64(t83, t82);
            float64x2_t t86 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t84 - (vcc_v2_double)t85, (vcc_v2_double)t84 + (vcc_v2_double)t85, 0, 3);
            vst1q_f64(t74 + 1, t86);
            i_vec += 8L;
        } while (i_vec < t2);
        t87 = (int)t2;
    } else {
        t87 = 0;
    }
    long t88 = (long)n + (long)t87 * -1L;
    if (t88 >= 2L) {
        long t89 = t88 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:19 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int t90 = 2 * (int)((long)t87 + i_vec_1);
            long t91 = (long)t90;
            const double *t92 = a + t91;
            float64x2_t t93 = vld1q_f64(t92);
            float64x2_t t94 = vld1q_f64(t92 + 2);
            const double *t95 = b + t91;
            float64x2_t t96 = vld1q_f64(t95);
            float64x2_t t97 = vld1q_f64(t95 + 2);
            double *t98 = c + (t90 + 1);
            float64x2_t t99 = vtrn1q_f64(t96, t96);
            float64x2_t t100 = vtrn2q_f64(t96, t96);
            float64x2_t t101 = vextq_f64(t93, t93, 1);
            float64x2_t t102 = vmulq_f64(t93, t99);
            float64x2_t t103 = vmulq_f64(t101, t100);
            float64x2_t t104 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t102 - (vcc_v2_double)t103, (vcc_v2_double)t102 + (vcc_v2_double)t103, 0, 3);
            vst1q_f64(t98 + -1, t104);
            float64x2_t t105 = vtrn1q_f64(t97, t97);
            float64x2_t t106 = vtrn2q_f64(t97, t97);
            float64x2_t t107 = vextq_f64(t94, t94, 1);
            float64x2_t t108 = vmulq_f64(t94, t105);
            float64x2_t t109 = vmulq_f64(t107, t106);
            float64x2_t t110 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t108 - (vcc_v2_double)t109, (vcc_v2_double)t108 + (vcc_v2_double)t109, 0, 3);
            vst1q_f64(t98 + 1, t110);
            i_vec_1 += 2L;
        } while (i_vec_1 < t89);
        i = (int)((long)t87 + t89);
    } else {
        i = t87;
    }
    for (; i < n; i++) {
        int t111 = 2 * i;
        long t112 = (long)t111;
        const double *t113 = a + t112;
        float64x2_t t114 = vdupq_n_f64(b[t112]);
        float64x2_t t115 = vld1q_f64(t113);
        float64x2_t t116 = vmulq_f64(t114, t115);
        float64x2_t t117 = vdupq_n_f64(b[t111 + 1]);
        float64x2_t t118 = vld1q_f64(t113);
        float64x2_t t119 = vextq_f64(t118, t118, 1);
        float64x2_t t120 = vmulq_f64(t117, t119);
        float64x2_t t121 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t116 - (vcc_v2_double)t120, (vcc_v2_double)t116 + (vcc_v2_double)t120, 0, 3);
        vst1q_f64(c + t112, t121);
    }
}

/* FIXME: the same with the loads written twice each: the second statement loads again after
   the store to c (gvn does not use `restrict`), so its loads form other groups, and the plain
   de-interleaving loop is made. */
void cmul_reloaded(int n, double *restrict c, const double *restrict a, const double *restrict b) {
    int t95;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:30 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const double *t5 = b + t4;
            float64x2_t t6 = vld1q_f64(t5);
            float64x2_t t7 = vld1q_f64(t5 + 2);
            float64x2_t b_v = vuzp1q_f64(t6, t7);
            float64x2_t b_v_1 = vuzp2q_f64(t6, t7);
            const double *t8 = a + t4;
            float64x2_t t9 = vld1q_f64(t8);
            float64x2_t t10 = vld1q_f64(t8 + 2);
            float64x2_t a_v = vuzp1q_f64(t9, t10);
            float64x2_t a_v_1 = vuzp2q_f64(t9, t10);
            float64x2_t t11 = vmulq_f64(b_v, a_v);
            long t12 = (long)(t3 + 1);
            const double *t13 = a + t12;
            float64x2_t t14 = vmulq_f64(b_v_1, a_v_1);
            float64x2_t t15 = vsubq_f64(t11, t14);
            double *t16 = c + t12;
            float64x2_t t17 = vld1q_f64(t5);
            float64x2_t t18 = vld1q_f64(t5 + 2);
            float64x2_t b_v_2 = vuzp1q_f64(t17, t18);
            float64x2_t b_v_3 = vuzp2q_f64(t17, t18);
            float64x2_t t19 = vld1q_f64(t13 + -1);
            float64x2_t t20 = vld1q_f64(t13 + 1);
            float64x2_t a_v_2 = vuzp2q_f64(t19, t20);
            float64x2_t a_v_3 = vuzp1q_f64(t19, t20);
            float64x2_t t21 = vmulq_f64(b_v_2, a_v_2);
            float64x2_t t22 = vmulq_f64(a_v_3, b_v_3);
            float64x2_t t23 = vaddq_f64(t21, t22);
            float64x2_t t24 = vuzp1q_f64(t15, t23);
            vst1q_f64(t16 + -1, t24);
            float64x2_t t25 = vuzp2q_f64(t15, t23);
            vst1q_f64(t16 + 1, t25);
            int t26 = 2 * (int)(i_vec + 2L);
            long t27 = (long)t26;
            const double *t28 = b + t27;
            float64x2_t t29 = vld1q_f64(t28);
            float64x2_t t30 = vld1q_f64(t28 + 2);
            float64x2_t b_v_4 = vuzp1q_f64(t29, t30);
            float64x2_t b_v_5 = vuzp2q_f64(t29, t30);
            const double *t31 = a + t27;
            float64x2_t t32 = vld1q_f64(t31);
            float64x2_t t33 = vld1q_f64(t31 + 2);
            float64x2_t a_v_4 = vuzp1q_f64(t32, t33);
            float64x2_t a_v_5 = vuzp2q_f64(t32, t33);
            float64x2_t t34 = vmulq_f64(b_v_4, a_v_4);
            long t35 = (long)(t26 + 1);
            const double *t36 = a + t35;
            float64x2_t t37 = vmulq_f64(b_v_5, a_v_5);
            float64x2_t t38 = vsubq_f64(t34, t37);
            double *t39 = c + t35;
            float64x2_t t40 = vld1q_f64(t28);
            float64x2_t t41 = vld1q_f64(t28 + 2);
            float64x2_t b_v_6 = vuzp1q_f64(t40, t41);
            float64x2_t b_v_7 = vuzp2q_f64(t40, t41);
            float64x2_t t42 = vld1q_f64(t36 + -1);
            float64x2_t t43 = vld1q_f64(t36 + 1);
            float64x2_t a_v_6 = vuzp2q_f64(t42, t43);
            float64x2_t a_v_7 = vuzp1q_f64(t42, t43);
            float64x2_t t44 = vmulq_f64(b_v_6, a_v_6);
            float64x2_t t45 = vmulq_f64(a_v_7, b_v_7);
            float64x2_t t46 = vaddq_f64(t44, t45);
            float64x2_t t47 = vuzp1q_f64(t38, t46);
            vst1q_f64(t39 + -1, t47);
            float64x2_t t48 = vuzp2q_f64(t38, t46);
            vst1q_f64(t39 + 1, t48);
            int t49 = 2 * (int)(i_vec + 4L);
            long t50 = (long)t49;
            const double *t51 = b + t50;
            float64x2_t t52 = vld1q_f64(t51);
            float64x2_t t53 = vld1q_f64(t51 + 2);
            float64x2_t b_v_8 = vuzp1q_f64(t52, t53);
            float64x2_t b_v_9 = vuzp2q_f64(t52, t53);
            const double *t54 = a + t50;
            float64x2_t t55 = vld1q_f64(t54);
            float64x2_t t56 = vld1q_f64(t54 + 2);
            float64x2_t a_v_8 = vuzp1q_f64(t55, t56);
            float64x2_t a_v_9 = vuzp2q_f64(t55, t56);
            float64x2_t t57 = vmulq_f64(b_v_8, a_v_8);
            long t58 = (long)(t49 + 1);
            const double *t59 = a + t58;
            float64x2_t t60 = vmulq_f64(b_v_9, a_v_9);
            float64x2_t t61 = vsubq_f64(t57, t60);
            double *t62 = c + t58;
            float64x2_t t63 = vld1q_f64(t51);
            float64x2_t t64 = vld1q_f64(t51 + 2);
            float64x2_t b_v_10 = vuzp1q_f64(t63, t64);
            float64x2_t b_v_11 = vuzp2q_f64(t63, t64);
            float64x2_t t65 = vld1q_f64(t59 + -1);
            float64x2_t t66 = vld1q_f64(t59 + 1);
            float64x2_t a_v_10 = vuzp2q_f64(t65, t66);
            float64x2_t a_v_11 = vuzp1q_f64(t65, t66);
            float64x2_t t67 = vmulq_f64(b_v_10, a_v_10);
            float64x2_t t68 = vmulq_f64(a_v_11, b_v_11);
            float64x2_t t69 = vaddq_f64(t67, t68);
            float64x2_t t70 = vuzp1q_f64(t61, t69);
            vst1q_f64(t62 + -1, t70);
            float64x2_t t71 = vuzp2q_f64(t61, t69);
            vst1q_f64(t62 + 1, t71);
            int t72 = 2 * (int)(i_vec + 6L);
            long t73 = (long)t72;
            const double *t74 = b + t73;
            float64x2_t t75 = vld1q_f64(t74);
            float64x2_t t76 = vld1q_f64(t74 + 2);
            float64x2_t b_v_12 = vuzp1q_f64(t75, t76);
            float64x2_t b_v_13 = vuzp2q_f64(t75, t76);
            const double *t77 = a + t73;
            float64x2_t t78 = vld1q_f64(t77);
            float64x2_t t79 = vld1q_f64(t77 + 2);
            float64x2_t a_v_12 = vuzp1q_f64(t78, t79);
            float64x2_t a_v_13 = vuzp2q_f64(t78, t79);
            float64x2_t t80 = vmulq_f64(b_v_12, a_v_12);
            long t81 = (long)(t72 + 1);
            const double *t82 = a + t81;
            float64x2_t t83 = vmulq_f64(b_v_13, a_v_13);
            float64x2_t t84 = vsubq_f64(t80, t83);
            double *t85 = c + t81;
            float64x2_t t86 = vld1q_f64(t74);
            float64x2_t t87 = vld1q_f64(t74 + 2);
            float64x2_t b_v_14 = vuzp1q_f64(t86, t87);
            float64x2_t b_v_15 = vuzp2q_f64(t86, t87);
            float64x2_t t88 = vld1q_f64(t82 + -1);
            float64x2_t t89 = vld1q_f64(t82 + 1);
            float64x2_t a_v_14 = vuzp2q_f64(t88, t89);
            float64x2_t a_v_15 = vuzp1q_f64(t88, t89);
            float64x2_t t90 = vmulq_f64(b_v_14, a_v_14);
            float64x2_t t91 = vmulq_f64(a_v_15, b_v_15);
            float64x2_t t92 = vaddq_f64(t90, t91);
            float64x2_t t93 = vuzp1q_f64(t84, t92);
            vst1q_f64(t85 + -1, t93);
            float64x2_t t94 = vuzp2q_f64(t84, t92);
            vst1q_f64(t85 + 1, t94);
            i_vec += 8L;
        } while (i_vec < t2);
        t95 = (int)t2;
    } else {
        t95 = 0;
    }
    long t96 = (long)n + (long)t95 * -1L;
    if (t96 >= 2L) {
        long t97 = t96 & -2L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:30 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int t98 = 2 * (int)((long)t95 + i_vec_1);
            long t99 = (long)t98;
            const double *t100 = b + t99;
            float64x2_t t101 = vld1q_f64(t100);
            float64x2_t t102 = vld1q_f64(t100 + 2);
            float64x2_t b_v_16 = vuzp1q_f64(t101, t102);
            float64x2_t b_v_17 = vuzp2q_f64(t101, t102);
            const double *t103 = a + t99;
            float64x2_t t104 = vld1q_f64(t103);
            float64x2_t t105 = vld1q_f64(t103 + 2);
            float64x2_t a_v_16 = vuzp1q_f64(t104, t105);
            float64x2_t a_v_17 = vuzp2q_f64(t104, t105);
            float64x2_t t106 = vmulq_f64(b_v_16, a_v_16);
            long t107 = (long)(t98 + 1);
            const double *t108 = a + t107;
            float64x2_t t109 = vmulq_f64(b_v_17, a_v_17);
            float64x2_t t110 = vsubq_f64(t106, t109);
            double *t111 = c + t107;
            float64x2_t t112 = vld1q_f64(t100);
            float64x2_t t113 = vld1q_f64(t100 + 2);
            float64x2_t b_v_18 = vuzp1q_f64(t112, t113);
            float64x2_t b_v_19 = vuzp2q_f64(t112, t113);
            float64x2_t t114 = vld1q_f64(t108 + -1);
            float64x2_t t115 = vld1q_f64(t108 + 1);
            float64x2_t a_v_18 = vuzp2q_f64(t114, t115);
            float64x2_t a_v_19 = vuzp1q_f64(t114, t115);
            float64x2_t t116 = vmulq_f64(b_v_18, a_v_18);
            float64x2_t t117 = vmulq_f64(a_v_19, b_v_19);
            float64x2_t t118 = vaddq_f64(t116, t117);
            float64x2_t t119 = vuzp1q_f64(t110, t118);
            vst1q_f64(t111 + -1, t119);
            float64x2_t t120 = vuzp2q_f64(t110, t118);
            vst1q_f64(t111 + 1, t120);
            i_vec_1 += 2L;
        } while (i_vec_1 < t97);
        i = (int)((long)t95 + t97);
    } else {
        i = t95;
    }
    for (; i < n; i++) {
        int t121 = 2 * i;
        long t122 = (long)t121;
        const double *t123 = a + t122;
        float64x2_t t124 = vdupq_n_f64(b[t122]);
        float64x2_t t125 = vld1q_f64(t123);
        float64x2_t t126 = vmulq_f64(t124, t125);
        float64x2_t t127 = vdupq_n_f64(b[t121 + 1]);
        float64x2_t t128 = vld1q_f64(t123);
        float64x2_t t129 = vextq_f64(t128, t128, 1);
        float64x2_t t130 = vmulq_f64(t127, t129);
        float64x2_t t131 = (float64x2_t)__builtin_shufflevector((vcc_v2_double)t126 - (vcc_v2_double)t130, (vcc_v2_double)t126 + (vcc_v2_double)t130, 0, 3);
        vst1q_f64(c + t122, t131);
    }
}

/* A square: both factors from one group. */
void csquare(int n, float *restrict c, const float *restrict z) {
    int t71;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:38 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            const float *t4 = z + t3;
            float32x4_t t5 = vld1q_f32(t4);
            float32x4_t t6 = vld1q_f32(t4 + 4);
            float *t7 = c + (t3 + 1);
            float32x4_t t8 = vtrn1q_f32(t5, t5);
            float32x4_t t9 = vtrn2q_f32(t5, t5);
            float32x4_t t10 = vrev64q_f32(t5);
            float32x4_t t11 = vmulq_f32(t5, t8);
            float32x4_t t12 = vmulq_f32(t10, t9);
            float32x4_t t13 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t11 - (vcc_v4_float)t12, (vcc_v4_float)t11 + (vcc_v4_float)t12, 0, 5, 2, 7);
            vst1q_f32(t7 + -1, t13);
            float32x4_t t14 = vtrn1q_f32(t6, t6);
            float32x4_t t15 = vtrn2q_f32(t6, t6);
            float32x4_t t16 = vrev64q_f32(t6);
            float32x4_t t17 = vmulq_f32(t6, t14);
            float32x4_t t18 = vmulq_f32(t16, t15);
            float32x4_t t19 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t17 - (vcc_v4_float)t18, (vcc_v4_float)t17 + (vcc_v4_float)t18, 0, 5, 2, 7);
            vst1q_f32(t7 + 3, t19);
            int t20 = 2 * (int)(i_vec + 4L);
            const float *t21 = z + t20;
            float32x4_t t22 = vld1q_f32(t21);
            float32x4_t t23 = vld1q_f32(t21 + 4);
            float *t24 = c + (t20 + 1);
            float32x4_t t25 = vtrn1q_f32(t22, t22);
            float32x4_t t26 = vtrn2q_f32(t22, t22);
            float32x4_t t27 = vrev64q_f32(t22);
            float32x4_t t28 = vmulq_f32(t22, t25);
            float32x4_t t29 = vmulq_f32(t27, t26);
            float32x4_t t30 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t28 - (vcc_v4_float)t29, (vcc_v4_float)t28 + (vcc_v4_float)t29, 0, 5, 2, 7);
            vst1q_f32(t24 + -1, t30);
            float32x4_t t31 = vtrn1q_f32(t23, t23);
            float32x4_t t32 = vtrn2q_f32(t23, t23);
            float32x4_t t33 = vrev64q_f32(t23);
            float32x4_t t34 = vmulq_f32(t23, t31);
            float32x4_t t35 = vmulq_f32(t33, t32);
            float32x4_t t36 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t34 - (vcc_v4_float)t35, (vcc_v4_float)t34 + (vcc_v4_float)t35, 0, 5, 2, 7);
            vst1q_f32(t24 + 3, t36);
            int t37 = 2 * (int)(i_vec + 8L);
            const float *t38 = z + t37;
            float32x4_t t39 = vld1q_f32(t38);
            float32x4_t t40 = vld1q_f32(t38 + 4);
            float *t41 = c + (t37 + 1);
            float32x4_t t42 = vtrn1q_f32(t39, t39);
            float32x4_t t43 = vtrn2q_f32(t39, t39);
            float32x4_t t44 = vrev64q_f32(t39);
            float32x4_t t45 = vmulq_f32(t39, t42);
            float32x4_t t46 = vmulq_f32(t44, t43);
            float32x4_t t47 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t45 - (vcc_v4_float)t46, (vcc_v4_float)t45 + (vcc_v4_float)t46, 0, 5, 2, 7);
            vst1q_f32(t41 + -1, t47);
            float32x4_t t48 = vtrn1q_f32(t40, t40);
            float32x4_t t49 = vtrn2q_f32(t40, t40);
            float32x4_t t50 = vrev64q_f32(t40);
            float32x4_t t51 = vmulq_f32(t40, t48);
            float32x4_t t52 = vmulq_f32(t50, t49);
            float32x4_t t53 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t51 - (vcc_v4_float)t52, (vcc_v4_float)t51 + (vcc_v4_float)t52, 0, 5, 2, 7);
            vst1q_f32(t41 + 3, t53);
            int t54 = 2 * (int)(i_vec + 12L);
            const float *t55 = z + t54;
            float32x4_t t56 = vld1q_f32(t55);
            float32x4_t t57 = vld1q_f32(t55 + 4);
            float *t58 = c + (t54 + 1);
            float32x4_t t59 = vtrn1q_f32(t56, t56);
            float32x4_t t60 = vtrn2q_f32(t56, t56);
            float32x4_t t61 = vrev64q_f32(t56);
            float32x4_t t62 = vmulq_f32(t56, t59);
            float32x4_t t63 = vmulq_f32(t61, t60);
            float32x4_t t64 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t62 - (vcc_v4_float)t63, (vcc_v4_float)t62 + (vcc_v4_float)t63, 0, 5, 2, 7);
            vst1q_f32(t58 + -1, t64);
            float32x4_t t65 = vtrn1q_f32(t57, t57);
            float32x4_t t66 = vtrn2q_f32(t57, t57);
            float32x4_t t67 = vrev64q_f32(t57);
            float32x4_t t68 = vmulq_f32(t57, t65);
            float32x4_t t69 = vmulq_f32(t67, t66);
            float32x4_t t70 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t68 - (vcc_v4_float)t69, (vcc_v4_float)t68 + (vcc_v4_float)t69, 0, 5, 2, 7);
            vst1q_f32(t58 + 3, t70);
            i_vec += 16L;
        } while (i_vec < t2);
        t71 = (int)t2;
    } else {
        t71 = 0;
    }
    long t72 = (long)n + (long)t71 * -1L;
    if (t72 >= 4L) {
        long t73 = t72 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:38 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t74 = 2 * (int)((long)t71 + i_vec_1);
            const float *t75 = z + t74;
            float32x4_t t76 = vld1q_f32(t75);
            float32x4_t t77 = vld1q_f32(t75 + 4);
            float *t78 = c + (t74 + 1);
            float32x4_t t79 = vtrn1q_f32(t76, t76);
            float32x4_t t80 = vtrn2q_f32(t76, t76);
            float32x4_t t81 = vrev64q_f32(t76);
            float32x4_t t82 = vmulq_f32(t76, t79);
            float32x4_t t83 = vmulq_f32(t81, t80);
            float32x4_t t84 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t82 - (vcc_v4_float)t83, (vcc_v4_float)t82 + (vcc_v4_float)t83, 0, 5, 2, 7);
            vst1q_f32(t78 + -1, t84);
            float32x4_t t85 = vtrn1q_f32(t77, t77);
            float32x4_t t86 = vtrn2q_f32(t77, t77);
            float32x4_t t87 = vrev64q_f32(t77);
            float32x4_t t88 = vmulq_f32(t77, t85);
            float32x4_t t89 = vmulq_f32(t87, t86);
            float32x4_t t90 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t88 - (vcc_v4_float)t89, (vcc_v4_float)t88 + (vcc_v4_float)t89, 0, 5, 2, 7);
            vst1q_f32(t78 + 3, t90);
            i_vec_1 += 4L;
        } while (i_vec_1 < t73);
        i = (int)((long)t71 + t73);
    } else {
        i = t71;
    }
    for (; i < n; i++) {
        int t91 = 2 * i;
        long t92 = (long)t91;
        float x = z[t92];
        long t93 = (long)(t91 + 1);
        float y = z[t93];
        c[t92] = x * x - y * y;
        c[t93] = x * y + y * x;
    }
}

/* Not the pattern: the conjugate product a * conj(b) (the plain de-interleaving loop). */
void cmul_conj(int n, float *restrict c, const float *restrict a, const float *restrict b) {
    int t71;
    int i;
    long t1 = (long)n;
    if (t1 >= 16L) {
        long t2 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:47 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t t6 = vld1q_f32(t5);
            float32x4_t t7 = vld1q_f32(t5 + 4);
            float32x4_t ar_v = vuzp1q_f32(t6, t7);
            float32x4_t ai_v = vuzp2q_f32(t6, t7);
            const float *t8 = b + t4;
            float32x4_t t9 = vld1q_f32(t8);
            float32x4_t t10 = vld1q_f32(t8 + 4);
            float32x4_t br_v = vuzp1q_f32(t9, t10);
            float32x4_t bi_v = vuzp2q_f32(t9, t10);
            float32x4_t t11 = vmulq_f32(ar_v, br_v);
            float32x4_t t12 = vmulq_f32(ai_v, bi_v);
            float32x4_t t13 = vaddq_f32(t11, t12);
            float *t14 = c + (t3 + 1);
            float32x4_t t15 = vmulq_f32(ai_v, br_v);
            float32x4_t t16 = vmulq_f32(ar_v, bi_v);
            float32x4_t t17 = vsubq_f32(t15, t16);
            float32x4_t t18 = vzip1q_f32(t13, t17);
            vst1q_f32(t14 + -1, t18);
            float32x4_t t19 = vzip2q_f32(t13, t17);
            vst1q_f32(t14 + 3, t19);
            int t20 = 2 * (int)(i_vec + 4L);
            long t21 = (long)t20;
            const float *t22 = a + t21;
            float32x4_t t23 = vld1q_f32(t22);
            float32x4_t t24 = vld1q_f32(t22 + 4);
            float32x4_t ar_v_1 = vuzp1q_f32(t23, t24);
            float32x4_t ai_v_1 = vuzp2q_f32(t23, t24);
            const float *t25 = b + t21;
            float32x4_t t26 = vld1q_f32(t25);
            float32x4_t t27 = vld1q_f32(t25 + 4);
            float32x4_t br_v_1 = vuzp1q_f32(t26, t27);
            float32x4_t bi_v_1 = vuzp2q_f32(t26, t27);
            float32x4_t t28 = vmulq_f32(ar_v_1, br_v_1);
            float32x4_t t29 = vmulq_f32(ai_v_1, bi_v_1);
            float32x4_t t30 = vaddq_f32(t28, t29);
            float *t31 = c + (t20 + 1);
            float32x4_t t32 = vmulq_f32(ai_v_1, br_v_1);
            float32x4_t t33 = vmulq_f32(ar_v_1, bi_v_1);
            float32x4_t t34 = vsubq_f32(t32, t33);
            float32x4_t t35 = vzip1q_f32(t30, t34);
            vst1q_f32(t31 + -1, t35);
            float32x4_t t36 = vzip2q_f32(t30, t34);
            vst1q_f32(t31 + 3, t36);
            int t37 = 2 * (int)(i_vec + 8L);
            long t38 = (long)t37;
            const float *t39 = a + t38;
            float32x4_t t40 = vld1q_f32(t39);
            float32x4_t t41 = vld1q_f32(t39 + 4);
            float32x4_t ar_v_2 = vuzp1q_f32(t40, t41);
            float32x4_t ai_v_2 = vuzp2q_f32(t40, t41);
            const float *t42 = b + t38;
            float32x4_t t43 = vld1q_f32(t42);
            float32x4_t t44 = vld1q_f32(t42 + 4);
            float32x4_t br_v_2 = vuzp1q_f32(t43, t44);
            float32x4_t bi_v_2 = vuzp2q_f32(t43, t44);
            float32x4_t t45 = vmulq_f32(ar_v_2, br_v_2);
            float32x4_t t46 = vmulq_f32(ai_v_2, bi_v_2);
            float32x4_t t47 = vaddq_f32(t45, t46);
            float *t48 = c + (t37 + 1);
            float32x4_t t49 = vmulq_f32(ai_v_2, br_v_2);
            float32x4_t t50 = vmulq_f32(ar_v_2, bi_v_2);
            float32x4_t t51 = vsubq_f32(t49, t50);
            float32x4_t t52 = vzip1q_f32(t47, t51);
            vst1q_f32(t48 + -1, t52);
            float32x4_t t53 = vzip2q_f32(t47, t51);
            vst1q_f32(t48 + 3, t53);
            int t54 = 2 * (int)(i_vec + 12L);
            long t55 = (long)t54;
            const float *t56 = a + t55;
            float32x4_t t57 = vld1q_f32(t56);
            float32x4_t t58 = vld1q_f32(t56 + 4);
            float32x4_t ar_v_3 = vuzp1q_f32(t57, t58);
            float32x4_t ai_v_3 = vuzp2q_f32(t57, t58);
            const float *t59 = b + t55;
            float32x4_t t60 = vld1q_f32(t59);
            float32x4_t t61 = vld1q_f32(t59 + 4);
            float32x4_t br_v_3 = vuzp1q_f32(t60, t61);
            float32x4_t bi_v_3 = vuzp2q_f32(t60, t61);
            float32x4_t t62 = vmulq_f32(ar_v_3, br_v_3);
            float32x4_t t63 = vmulq_f32(ai_v_3, bi_v_3);
            float32x4_t t64 = vaddq_f32(t62, t63);
            float *t65 = c + (t54 + 1);
            float32x4_t t66 = vmulq_f32(ai_v_3, br_v_3);
            float32x4_t t67 = vmulq_f32(ar_v_3, bi_v_3);
            float32x4_t t68 = vsubq_f32(t66, t67);
            float32x4_t t69 = vzip1q_f32(t64, t68);
            vst1q_f32(t65 + -1, t69);
            float32x4_t t70 = vzip2q_f32(t64, t68);
            vst1q_f32(t65 + 3, t70);
            i_vec += 16L;
        } while (i_vec < t2);
        t71 = (int)t2;
    } else {
        t71 = 0;
    }
    long t72 = (long)n + (long)t71 * -1L;
    if (t72 >= 4L) {
        long t73 = t72 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:47 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            int t74 = 2 * (int)((long)t71 + i_vec_1);
            long t75 = (long)t74;
            const float *t76 = a + t75;
            float32x4_t t77 = vld1q_f32(t76);
            float32x4_t t78 = vld1q_f32(t76 + 4);
            float32x4_t ar_v_4 = vuzp1q_f32(t77, t78);
            float32x4_t ai_v_4 = vuzp2q_f32(t77, t78);
            const float *t79 = b + t75;
            float32x4_t t80 = vld1q_f32(t79);
            float32x4_t t81 = vld1q_f32(t79 + 4);
            float32x4_t br_v_4 = vuzp1q_f32(t80, t81);
            float32x4_t bi_v_4 = vuzp2q_f32(t80, t81);
            float32x4_t t82 = vmulq_f32(ar_v_4, br_v_4);
            float32x4_t t83 = vmulq_f32(ai_v_4, bi_v_4);
            float32x4_t t84 = vaddq_f32(t82, t83);
            float *t85 = c + (t74 + 1);
            float32x4_t t86 = vmulq_f32(ai_v_4, br_v_4);
            float32x4_t t87 = vmulq_f32(ar_v_4, bi_v_4);
            float32x4_t t88 = vsubq_f32(t86, t87);
            float32x4_t t89 = vzip1q_f32(t84, t88);
            vst1q_f32(t85 + -1, t89);
            float32x4_t t90 = vzip2q_f32(t84, t88);
            vst1q_f32(t85 + 3, t90);
            i_vec_1 += 4L;
        } while (i_vec_1 < t73);
        i = (int)((long)t71 + t73);
    } else {
        i = t71;
    }
    for (; i < n; i++) {
        int t91 = 2 * i;
        long t92 = (long)t91;
        const float *t93 = a + t92;
        float32x2_t t94 = vld1_f32(t93);
        float32x2_t t95 = vdup_n_f32(b[t92]);
        float32x2_t t96 = vmul_f32(t94, t95);
        float32x2_t t97 = vld1_f32(t93);
        float32x2_t t98 = vrev64_f32(t97);
        float32x2_t t99 = vdup_n_f32(b[t91 + 1]);
        float32x2_t t100 = vmul_f32(t98, t99);
        float32x2_t t101 = vadd_f32(t96, t100);
        float32x2_t t102 = vsub_f32(t96, t100);
        float32x2_t t103 = (float32x2_t)__builtin_shufflevector((vcc_v2_float)t101, (vcc_v2_float)t102, 0, 3);
        vst1_f32(c + t92, t103);
    }
}

/* A product used elsewhere too: the plain loop. */
void cmul_keep(int n, float *restrict c, float *restrict p, const float *restrict a, const float *restrict b) {
    int t48;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:56 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t t6 = vld1q_f32(t5);
            float32x4_t t7 = vld1q_f32(t5 + 4);
            float32x4_t a_v = vuzp1q_f32(t6, t7);
            float32x4_t a_v_1 = vuzp2q_f32(t6, t7);
            const float *t8 = b + t4;
            float32x4_t t9 = vld1q_f32(t8);
            float32x4_t t10 = vld1q_f32(t8 + 4);
            float32x4_t b_v = vuzp1q_f32(t9, t10);
            float32x4_t b_v_1 = vuzp2q_f32(t9, t10);
            float32x4_t rr_v = vmulq_f32(a_v, b_v);
            long t11 = (long)(t3 + 1);
            const float *t12 = b + t11;
            float32x4_t t13 = vmulq_f32(a_v_1, b_v_1);
            float32x4_t t14 = vsubq_f32(rr_v, t13);
            float *t15 = c + t11;
            float32x4_t t16 = vld1q_f32(t5);
            float32x4_t t17 = vld1q_f32(t5 + 4);
            float32x4_t a_v_2 = vuzp1q_f32(t16, t17);
            float32x4_t a_v_3 = vuzp2q_f32(t16, t17);
            float32x4_t t18 = vld1q_f32(t12 + -1);
            float32x4_t t19 = vld1q_f32(t12 + 3);
            float32x4_t b_v_2 = vuzp2q_f32(t18, t19);
            float32x4_t b_v_3 = vuzp1q_f32(t18, t19);
            float32x4_t t20 = vmulq_f32(a_v_2, b_v_2);
            float32x4_t t21 = vmulq_f32(a_v_3, b_v_3);
            float32x4_t t22 = vaddq_f32(t20, t21);
            float32x4_t t23 = vzip1q_f32(t14, t22);
            vst1q_f32(t15 + -1, t23);
            float32x4_t t24 = vzip2q_f32(t14, t22);
            vst1q_f32(t15 + 3, t24);
            vst1q_f32(p + i_vec, rr_v);
            long t25 = i_vec + 4L;
            int t26 = 2 * (int)t25;
            long t27 = (long)t26;
            const float *t28 = a + t27;
            float32x4_t t29 = vld1q_f32(t28);
            float32x4_t t30 = vld1q_f32(t28 + 4);
            float32x4_t a_v_4 = vuzp1q_f32(t29, t30);
            float32x4_t a_v_5 = vuzp2q_f32(t29, t30);
            const float *t31 = b + t27;
            float32x4_t t32 = vld1q_f32(t31);
            float32x4_t t33 = vld1q_f32(t31 + 4);
            float32x4_t b_v_4 = vuzp1q_f32(t32, t33);
            float32x4_t b_v_5 = vuzp2q_f32(t32, t33);
            float32x4_t rr_v_1 = vmulq_f32(a_v_4, b_v_4);
            long t34 = (long)(t26 + 1);
            const float *t35 = b + t34;
            float32x4_t t36 = vmulq_f32(a_v_5, b_v_5);
            float32x4_t t37 = vsubq_f32(rr_v_1, t36);
            float *t38 = c + t34;
            float32x4_t t39 = vld1q_f32(t28);
            float32x4_t t40 = vld1q_f32(t28 + 4);
            float32x4_t a_v_6 = vuzp1q_f32(t39, t40);
            float32x4_t a_v_7 = vuzp2q_f32(t39, t40);
            float32x4_t t41 = vld1q_f32(t35 + -1);
            float32x4_t t42 = vld1q_f32(t35 + 3);
            float32x4_t b_v_6 = vuzp2q_f32(t41, t42);
            float32x4_t b_v_7 = vuzp1q_f32(t41, t42);
            float32x4_t t43 = vmulq_f32(a_v_6, b_v_6);
            float32x4_t t44 = vmulq_f32(a_v_7, b_v_7);
            float32x4_t t45 = vaddq_f32(t43, t44);
            float32x4_t t46 = vzip1q_f32(t37, t45);
            vst1q_f32(t38 + -1, t46);
            float32x4_t t47 = vzip2q_f32(t37, t45);
            vst1q_f32(t38 + 3, t47);
            vst1q_f32(p + t25, rr_v_1);
            i_vec += 8L;
        } while (i_vec < t2);
        t48 = (int)t2;
    } else {
        t48 = 0;
    }
    long t49 = (long)n + (long)t48 * -1L;
    if (t49 >= 4L) {
        long t50 = t49 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:56 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t51 = (long)t48 + i_vec_1;
            int t52 = 2 * (int)t51;
            long t53 = (long)t52;
            const float *t54 = a + t53;
            float32x4_t t55 = vld1q_f32(t54);
            float32x4_t t56 = vld1q_f32(t54 + 4);
            float32x4_t a_v_8 = vuzp1q_f32(t55, t56);
            float32x4_t a_v_9 = vuzp2q_f32(t55, t56);
            const float *t57 = b + t53;
            float32x4_t t58 = vld1q_f32(t57);
            float32x4_t t59 = vld1q_f32(t57 + 4);
            float32x4_t b_v_8 = vuzp1q_f32(t58, t59);
            float32x4_t b_v_9 = vuzp2q_f32(t58, t59);
            float32x4_t rr_v_2 = vmulq_f32(a_v_8, b_v_8);
            long t60 = (long)(t52 + 1);
            const float *t61 = b + t60;
            float32x4_t t62 = vmulq_f32(a_v_9, b_v_9);
            float32x4_t t63 = vsubq_f32(rr_v_2, t62);
            float *t64 = c + t60;
            float32x4_t t65 = vld1q_f32(t54);
            float32x4_t t66 = vld1q_f32(t54 + 4);
            float32x4_t a_v_10 = vuzp1q_f32(t65, t66);
            float32x4_t a_v_11 = vuzp2q_f32(t65, t66);
            float32x4_t t67 = vld1q_f32(t61 + -1);
            float32x4_t t68 = vld1q_f32(t61 + 3);
            float32x4_t b_v_10 = vuzp2q_f32(t67, t68);
            float32x4_t b_v_11 = vuzp1q_f32(t67, t68);
            float32x4_t t69 = vmulq_f32(a_v_10, b_v_10);
            float32x4_t t70 = vmulq_f32(a_v_11, b_v_11);
            float32x4_t t71 = vaddq_f32(t69, t70);
            float32x4_t t72 = vzip1q_f32(t63, t71);
            vst1q_f32(t64 + -1, t72);
            float32x4_t t73 = vzip2q_f32(t63, t71);
            vst1q_f32(t64 + 3, t73);
            vst1q_f32(p + t51, rr_v_2);
            i_vec_1 += 4L;
        } while (i_vec_1 < t50);
        i = (int)((long)t48 + t50);
    } else {
        i = t48;
    }
    for (; i < n; i++) {
        int t74 = 2 * i;
        long t75 = (long)t74;
        const float *t76 = a + t75;
        const float *t77 = b + t75;
        float rr = *t76 * *t77;
        long t78 = (long)(t74 + 1);
        const float *t79 = a + t78;
        const float *t80 = b + t78;
        c[t75] = rr - *t79 * *t80;
        c[t78] = *t76 * *t80 + *t79 * *t77;
        p[i] = rr;
    }
}

/* The loads used elsewhere too (the magnitude of a): the complex multiply on the loaded
   vectors, and the de-interleaved real and imaginary parts for the rest. */
void cmul_and_norm(int n, float *restrict c, float *restrict m, const float *restrict a, const float *restrict b) {
    int t52;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        long i_vec = 0L;
        /* vcc: loop at complex_mul.c:67 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        do {
            int t3 = 2 * (int)i_vec;
            long t4 = (long)t3;
            const float *t5 = a + t4;
            float32x4_t t6 = vld1q_f32(t5);
            float32x4_t t7 = vld1q_f32(t5 + 4);
            float32x4_t ar_v = vuzp1q_f32(t6, t7);
            float32x4_t ai_v = vuzp2q_f32(t6, t7);
            const float *t8 = b + t4;
            float32x4_t t9 = vld1q_f32(t8);
            float32x4_t t10 = vld1q_f32(t8 + 4);
            float *t11 = c + (t3 + 1);
            float32x4_t t12 = vtrn1q_f32(t9, t9);
            float32x4_t t13 = vtrn2q_f32(t9, t9);
            float32x4_t t14 = vrev64q_f32(t6);
            float32x4_t t15 = vmulq_f32(t6, t12);
            float32x4_t t16 = vmulq_f32(t14, t13);
            float32x4_t t17 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t15 - (vcc_v4_float)t16, (vcc_v4_float)t15 + (vcc_v4_float)t16, 0, 5, 2, 7);
            vst1q_f32(t11 + -1, t17);
            float32x4_t t18 = vtrn1q_f32(t10, t10);
            float32x4_t t19 = vtrn2q_f32(t10, t10);
            float32x4_t t20 = vrev64q_f32(t7);
            float32x4_t t21 = vmulq_f32(t7, t18);
            float32x4_t t22 = vmulq_f32(t20, t19);
            float32x4_t t23 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t21 - (vcc_v4_float)t22, (vcc_v4_float)t21 + (vcc_v4_float)t22, 0, 5, 2, 7);
            vst1q_f32(t11 + 3, t23);
            float32x4_t t24 = vmulq_f32(ar_v, ar_v);
            float32x4_t t25 = vmulq_f32(ai_v, ai_v);
            float32x4_t t26 = vaddq_f32(t24, t25);
            vst1q_f32(m + i_vec, t26);
            long t27 = i_vec + 4L;
            int t28 = 2 * (int)t27;
            long t29 = (long)t28;
            const float *t30 = a + t29;
            float32x4_t t31 = vld1q_f32(t30);
            float32x4_t t32 = vld1q_f32(t30 + 4);
            float32x4_t ar_v_1 = vuzp1q_f32(t31, t32);
            float32x4_t ai_v_1 = vuzp2q_f32(t31, t32);
            const float *t33 = b + t29;
            float32x4_t t34 = vld1q_f32(t33);
            float32x4_t t35 = vld1q_f32(t33 + 4);
            float *t36 = c + (t28 + 1);
            float32x4_t t37 = vtrn1q_f32(t34, t34);
            float32x4_t t38 = vtrn2q_f32(t34, t34);
            float32x4_t t39 = vrev64q_f32(t31);
            float32x4_t t40 = vmulq_f32(t31, t37);
            float32x4_t t41 = vmulq_f32(t39, t38);
            float32x4_t t42 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t40 - (vcc_v4_float)t41, (vcc_v4_float)t40 + (vcc_v4_float)t41, 0, 5, 2, 7);
            vst1q_f32(t36 + -1, t42);
            float32x4_t t43 = vtrn1q_f32(t35, t35);
            float32x4_t t44 = vtrn2q_f32(t35, t35);
            float32x4_t t45 = vrev64q_f32(t32);
            float32x4_t t46 = vmulq_f32(t32, t43);
            float32x4_t t47 = vmulq_f32(t45, t44);
            float32x4_t t48 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t46 - (vcc_v4_float)t47, (vcc_v4_float)t46 + (vcc_v4_float)t47, 0, 5, 2, 7);
            vst1q_f32(t36 + 3, t48);
            float32x4_t t49 = vmulq_f32(ar_v_1, ar_v_1);
            float32x4_t t50 = vmulq_f32(ai_v_1, ai_v_1);
            float32x4_t t51 = vaddq_f32(t49, t50);
            vst1q_f32(m + t27, t51);
            i_vec += 8L;
        } while (i_vec < t2);
        t52 = (int)t2;
    } else {
        t52 = 0;
    }
    long t53 = (long)n + (long)t52 * -1L;
    if (t53 >= 4L) {
        long t54 = t53 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at complex_mul.c:67 vector epilogue: VF 4, UF 1, scalar epilogue */
        do {
            long t55 = (long)t52 + i_vec_1;
            int t56 = 2 * (int)t55;
            long t57 = (long)t56;
            const float *t58 = a + t57;
            float32x4_t t59 = vld1q_f32(t58);
            float32x4_t t60 = vld1q_f32(t58 + 4);
            float32x4_t ar_v_2 = vuzp1q_f32(t59, t60);
            float32x4_t ai_v_2 = vuzp2q_f32(t59, t60);
            const float *t61 = b + t57;
            float32x4_t t62 = vld1q_f32(t61);
            float32x4_t t63 = vld1q_f32(t61 + 4);
            float *t64 = c + (t56 + 1);
            float32x4_t t65 = vtrn1q_f32(t62, t62);
            float32x4_t t66 = vtrn2q_f32(t62, t62);
            float32x4_t t67 = vrev64q_f32(t59);
            float32x4_t t68 = vmulq_f32(t59, t65);
            float32x4_t t69 = vmulq_f32(t67, t66);
            float32x4_t t70 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t68 - (vcc_v4_float)t69, (vcc_v4_float)t68 + (vcc_v4_float)t69, 0, 5, 2, 7);
            vst1q_f32(t64 + -1, t70);
            float32x4_t t71 = vtrn1q_f32(t63, t63);
            float32x4_t t72 = vtrn2q_f32(t63, t63);
            float32x4_t t73 = vrev64q_f32(t60);
            float32x4_t t74 = vmulq_f32(t60, t71);
            float32x4_t t75 = vmulq_f32(t73, t72);
            float32x4_t t76 = (float32x4_t)__builtin_shufflevector((vcc_v4_float)t74 - (vcc_v4_float)t75, (vcc_v4_float)t74 + (vcc_v4_float)t75, 0, 5, 2, 7);
            vst1q_f32(t64 + 3, t76);
            float32x4_t t77 = vmulq_f32(ar_v_2, ar_v_2);
            float32x4_t t78 = vmulq_f32(ai_v_2, ai_v_2);
            float32x4_t t79 = vaddq_f32(t77, t78);
            vst1q_f32(m + t55, t79);
            i_vec_1 += 4L;
        } while (i_vec_1 < t54);
        i = (int)((long)t52 + t54);
    } else {
        i = t52;
    }
    for (; i < n; i++) {
        int t80 = 2 * i;
        long t81 = (long)t80;
        float ar = a[t81];
        float ai = a[t80 + 1];
        const float *t82 = b + t81;
        float32x2_t t83 = vdup_n_f32(ar);
        float32x2_t t84 = vld1_f32(t82);
        float32x2_t t85 = vmul_f32(t83, t84);
        float32x2_t t86 = vdup_n_f32(ai);
        float32x2_t t87 = vld1_f32(t82);
        float32x2_t t88 = vrev64_f32(t87);
        float32x2_t t89 = vmul_f32(t86, t88);
        float32x2_t t90 = (float32x2_t)__builtin_shufflevector((vcc_v2_float)t85 - (vcc_v2_float)t89, (vcc_v2_float)t85 + (vcc_v2_float)t89, 0, 3);
        vst1_f32(c + t81, t90);
        m[i] = ar * ar + ai * ai;
    }
}

/* Fractions with full mantissas, and now and then a special value. */
static float frac(void) {
    uint32_t r = next_rand();
    switch (r % 97) {
    case 0: return 1.0f / 0.0f;
    case 1: return -0.0f;
    case 2: return 0.0f;
    case 3: return __builtin_nanf("");
    default: return (float)((int)(r % 2000003) - 1000001) / 997.0f;
    }
}

int main(void) {
    int n;
    FOR_EACH_COUNT(n) {
        float *a = new_array(2 * n, 4), *b = new_array(2 * n, 4), *c = new_array(2 * n, 4);
        float *p = new_array(n, 4), *m = new_array(n, 4);
        double *da = new_array(2 * n, 8), *db = new_array(2 * n, 8), *dc = new_array(2 * n, 8);
        for (int k = 0; k < 2 * n; k++) {
            a[k] = frac(), b[k] = frac();
            da[k] = (double)frac() / 3.0, db[k] = (double)frac() / 7.0;
        }
        cmul(n, c, a, b);
        unsigned long long h1 = HASH(c, 2 * n);
        cmul_commuted(n, dc, da, db);
        unsigned long long h2 = HASH(dc, 2 * n);
        cmul_reloaded(n, dc, da, db);
        h2 ^= HASH(dc, 2 * n) * 3;
        csquare(n, c, a);
        unsigned long long h3 = HASH(c, 2 * n);
        cmul_conj(n, c, a, b);
        unsigned long long h4 = HASH(c, 2 * n);
        cmul_keep(n, c, p, a, b);
        unsigned long long h5 = HASH(c, 2 * n) ^ HASH(p, n);
        cmul_and_norm(n, c, m, a, b);
        unsigned long long h6 = HASH(c, 2 * n) ^ HASH(m, n);
        printf("n=%d %llx %llx %llx %llx %llx %llx\n", n, h1, h2, h3, h4, h5, h6);
        free(a), free(b), free(c), free(p), free(m), free(da), free(db), free(dc);
    }
    return 0;
}
