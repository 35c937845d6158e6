/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

uint32x4_t _ZGVnN4vvu_iters(float32x4_t cr, float32x4_t ci, unsigned int max_iter);
uint32x4_t _ZGVnM4vvu_iters(float32x4_t cr, float32x4_t ci, unsigned int max_iter, uint32x4_t mask);
int32x4_t _ZGVnN4v_digits(int32x4_t x);
int32x4_t _ZGVnN4v_biased(int32x4_t x);
/* Call sites without a loop pragma: the loop vectorizer calls a vector variant on its own when
   the callee touches no memory outside its own frame (its result depends on its arguments
   only); a callee that reads a global, or writes through a pointer, keeps the loop scalar. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 2 */

/* #pragma omp declare simd uniform(max_iter) */
unsigned iters(float cr, float ci, unsigned max_iter) {
    float zr = 0, zi = 0;
    unsigned i = 0;
    while (i < max_iter && zr * zr + zi * zi < 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        i++;
    }
    return i;
}

/* vcc: function at auto_calls.c:10 vector variant _ZGVnN4vvu_iters of `iters`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnN4vvu_iters(float32x4_t cr, float32x4_t ci, unsigned int max_iter) {
    uint32x4_t t1;
    float32x4_t t2;
    float32x4_t t3;
    uint32x4_t t4;
    uint32x4_t t5;
    unsigned int t6;
    uint32x4_t t19;
    t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    t2 = vdupq_n_f32(0.0f);
    t3 = vdupq_n_f32(0.0f);
    t6 = 0U;
    t4 = (uint32x4_t)(vcc_v4_uint){0};
    while (t6 < max_iter) {
        float32x4_t t7 = vmulq_f32(t2, t2);
        float32x4_t t8 = vmulq_f32(t3, t3);
        float32x4_t t9 = vaddq_f32(t7, t8);
        float32x4_t t10 = vdupq_n_f32(4.0f);
        uint32x4_t t11 = vcltq_f32(t9, t10);
        uint32x4_t t12 = vandq_u32(t1, t11);
        float32x4_t t13 = vsubq_f32(t7, t8);
        float32x4_t t14 = vaddq_f32(t13, cr);
        float32x4_t t15 = vdupq_n_f32(2.0f);
        float32x4_t t16 = vmulq_f32(t15, t2);
        float32x4_t t17 = vmulq_f32(t16, t3);
        t3 = vaddq_f32(t17, ci);
        uint32x4_t t18 = vdupq_n_u32(t6);
        t4 = vbslq_u32(t1, t18, t4);
        if (!(vmaxvq_u32(t12) != 0)) {
            t5 = t4;
            goto L20;
        }
        t1 = t12;
        t6++;
        t2 = t14;
    }
    t19 = vdupq_n_u32(t6);
    t5 = vbslq_u32(t1, t19, t4);
L20:
    return t5;
}

/* vcc: function at auto_calls.c:10 vector variant _ZGVnM4vvu_iters of `iters`: VL 4, masked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnM4vvu_iters(float32x4_t cr, float32x4_t ci, unsigned int max_iter, uint32x4_t mask) {
    float32x4_t t1;
    float32x4_t t2;
    uint32x4_t t3;
    uint32x4_t t4;
    uint32x4_t t5;
    uint32x4_t t6;
    unsigned int t7;
    uint32x4_t t20;
    uint32x4_t t21;
    t5 = (uint32x4_t)(vcc_m4)((vcc_v4_uint)mask != (vcc_v4_uint){0});
    t1 = vdupq_n_f32(0.0f);
    t2 = vdupq_n_f32(0.0f);
    t6 = t5;
    t7 = 0U;
    t3 = (uint32x4_t)(vcc_v4_uint){0};
    while (t7 < max_iter) {
        float32x4_t t8 = vmulq_f32(t1, t1);
        float32x4_t t9 = vmulq_f32(t2, t2);
        float32x4_t t10 = vaddq_f32(t8, t9);
        float32x4_t t11 = vdupq_n_f32(4.0f);
        uint32x4_t t12 = vcltq_f32(t10, t11);
        uint32x4_t t13 = vandq_u32(t6, t12);
        float32x4_t t14 = vsubq_f32(t8, t9);
        float32x4_t t15 = vaddq_f32(t14, cr);
        float32x4_t t16 = vdupq_n_f32(2.0f);
        float32x4_t t17 = vmulq_f32(t16, t1);
        float32x4_t t18 = vmulq_f32(t17, t2);
        t2 = vaddq_f32(t18, ci);
        uint32x4_t t19 = vdupq_n_u32(t7);
        t3 = vbslq_u32(t6, t19, t3);
        if (!(vmaxvq_u32(t13) != 0)) {
            t4 = t3;
            goto L22;
        }
        t6 = t13;
        t7++;
        t1 = t15;
    }
    t20 = vdupq_n_u32(t7);
    t4 = vbslq_u32(t6, t20, t3);
L22:
    t21 = vbslq_u32(t5, t4, (uint32x4_t)(vcc_v4_uint){0});
    return t21;
}

/* #pragma omp declare simd notinbranch */
int digits(int x) {
    int s = 0;
    for (int k = 0; k < 3; k++) {
        s += x % 10;
        x /= 10;
    }
    return s;
}

/* vcc: function at auto_calls.c:23 vector variant _ZGVnN4v_digits of `digits`: VL 4, unmasked, x vector */
int32x4_t _ZGVnN4v_digits(int32x4_t x) {
    int32x4_t t1 = vdupq_n_s32(10);
    int32x4_t t2 = (int32x4_t)((vcc_v4_int)x % (vcc_v4_int)t1);
    int32x4_t t3 = vdupq_n_s32(0);
    int32x4_t t4 = vaddq_s32(t3, t2);
    int32x4_t t5 = vdupq_n_s32(10);
    int32x4_t t6 = (int32x4_t)((vcc_v4_int)x / (vcc_v4_int)t5);
    int32x4_t t7 = vdupq_n_s32(10);
    int32x4_t t8 = (int32x4_t)((vcc_v4_int)t6 % (vcc_v4_int)t7);
    int32x4_t t9 = vaddq_s32(t4, t8);
    int32x4_t t10 = vdupq_n_s32(10);
    int32x4_t t11 = (int32x4_t)((vcc_v4_int)t6 / (vcc_v4_int)t10);
    int32x4_t t12 = vdupq_n_s32(10);
    int32x4_t t13 = (int32x4_t)((vcc_v4_int)t11 % (vcc_v4_int)t12);
    int32x4_t t14 = vaddq_s32(t9, t13);
    return t14;
}

int bias = 3;

/* Reads a global: not pure, so only a loop with a pragma may call its variant. */
/* #pragma omp declare simd notinbranch */
int biased(int x) {
    return x + bias;
}

/* vcc: function at auto_calls.c:36 vector variant _ZGVnN4v_biased of `biased`: VL 4, unmasked, x vector */
int32x4_t _ZGVnN4v_biased(int32x4_t x) {
    int32x4_t t1 = vdupq_n_s32(bias);
    int32x4_t t2 = vaddq_s32(x, t1);
    return t2;
}

void row(unsigned *out, int n, float y) {
    uint32x4_t i_v;
    uint32x4_t i_v_1;
    uint32x4_t t1;
    float32x4_t t2;
    float32x4_t t3;
    uint32x4_t t4;
    float32x4_t t5;
    float32x4_t t6;
    uint32x4_t t7;
    float32x4_t t8;
    float32x4_t t9;
    uint32x4_t t10;
    float32x4_t t11;
    float32x4_t t12;
    uint32x4_t t13;
    float32x4_t t14;
    float32x4_t t15;
    uint32x4_t t16;
    uint32x4_t t17;
    uint32x4_t t18;
    float32x4_t t19;
    float32x4_t t20;
    uint32x4_t t21;
    uint32x4_t t22;
    uint32x4_t t23;
    float32x4_t t24;
    float32x4_t t25;
    uint32x4_t t26;
    uint32x4_t t27;
    uint32x4_t t28;
    float32x4_t t29;
    float32x4_t t30;
    uint32x4_t t31;
    uint32x4_t t32;
    long i_vec;
    uint32x4_t t33;
    float32x4_t t34;
    float32x4_t t35;
    uint32x4_t t36;
    uint32x4_t t37;
    long i_vec_1;
    long t38;
    long t39;
    float32x4_t y_v;
    int32x4_t t40;
    uint32x4_t t41;
    int32x4_t i_v_2;
    unsigned int *t42;
    float32x4_t t43;
    float32x4_t t44;
    float32x4_t t45;
    int t46;
    long t47;
    long t48;
    float32x4_t y_v_1;
    int32x4_t t49;
    uint32x4_t t50;
    int32x4_t i_v_3;
    unsigned int *t51;
    float32x4_t t52;
    float32x4_t t53;
    float32x4_t t54;
    int i;
    uint32x4_t t55;
    int32x4_t i_v_4;
    unsigned int *t56;
    float32x4_t t57;
    float32x4_t t58;
    float32x4_t t59;
    uint32x4_t t60;
    int32x4_t i_v_5;
    unsigned int *t61;
    float32x4_t t62;
    float32x4_t t63;
    float32x4_t t64;
    uint32x4_t t65;
    int32x4_t i_v_6;
    unsigned int *t66;
    float32x4_t t67;
    float32x4_t t68;
    float32x4_t t69;
    unsigned int t70;
    uint32x4_t t71;
    int t72;
    uint32x4_t t73;
    unsigned int t74;
    uint32x4_t t75;
    int t76;
    uint32x4_t t77;
    unsigned int t78;
    uint32x4_t t79;
    int t80;
    uint32x4_t t81;
    unsigned int t82;
    uint32x4_t t83;
    int t84;
    uint32x4_t t85;
    unsigned int t97;
    int t98;
    uint32x4_t t99;
    unsigned int t111;
    int t112;
    uint32x4_t t113;
    unsigned int t125;
    int t126;
    uint32x4_t t127;
    unsigned int t139;
    int t140;
    uint32x4_t t141;
    unsigned int t142;
    uint32x4_t t156;
    t38 = (long)n;
    if (t38 >= 16L) {
        t39 = t38 & -16L;
        y_v = vdupq_n_f32(y);
        t40 = vdupq_n_s32(0);
        t41 = vreinterpretq_u32_s32(t40);
        i_v = vaddq_u32(t41, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            i_v_2 = vreinterpretq_s32_u32(i_v);
            t42 = out + i_vec_1;
            t43 = vcvtq_f32_s32(i_v_2);
            t44 = vmulq_f32(t43, vdupq_n_f32(0.046875f));
            t45 = vaddq_f32(vdupq_n_f32(-2.0f), t44);
            t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t2 = vdupq_n_f32(0.0f);
            t3 = vdupq_n_f32(0.0f);
            t55 = vaddq_u32(i_v, vdupq_n_u32(4));
            i_v_4 = vreinterpretq_s32_u32(t55);
            t56 = out + (i_vec_1 + 4L);
            t57 = vcvtq_f32_s32(i_v_4);
            t58 = vmulq_f32(t57, vdupq_n_f32(0.046875f));
            t59 = vaddq_f32(vdupq_n_f32(-2.0f), t58);
            t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t5 = vdupq_n_f32(0.0f);
            t6 = vdupq_n_f32(0.0f);
            t60 = vaddq_u32(i_v, vdupq_n_u32(8));
            i_v_5 = vreinterpretq_s32_u32(t60);
            t61 = out + (i_vec_1 + 8L);
            t62 = vcvtq_f32_s32(i_v_5);
            t63 = vmulq_f32(t62, vdupq_n_f32(0.046875f));
            t64 = vaddq_f32(vdupq_n_f32(-2.0f), t63);
            t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t8 = vdupq_n_f32(0.0f);
            t9 = vdupq_n_f32(0.0f);
            t65 = vaddq_u32(i_v, vdupq_n_u32(12));
            i_v_6 = vreinterpretq_s32_u32(t65);
            t66 = out + (i_vec_1 + 12L);
            t67 = vcvtq_f32_s32(i_v_6);
            t68 = vmulq_f32(t67, vdupq_n_f32(0.046875f));
            t69 = vaddq_f32(vdupq_n_f32(-2.0f), t68);
            t10 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t11 = vdupq_n_f32(0.0f);
            t12 = vdupq_n_f32(0.0f);
            t70 = 0U;
            t71 = (uint32x4_t)(vcc_v4_uint){0};
            t72 = 1;
            t73 = (uint32x4_t)(vcc_v4_uint){0};
            t74 = 0U;
            t75 = (uint32x4_t)(vcc_v4_uint){0};
            t76 = 1;
            t77 = (uint32x4_t)(vcc_v4_uint){0};
            t78 = 0U;
            t79 = (uint32x4_t)(vcc_v4_uint){0};
            t80 = 1;
            t81 = (uint32x4_t)(vcc_v4_uint){0};
            t82 = 0U;
            t83 = (uint32x4_t)(vcc_v4_uint){0};
            t84 = 1;
            t85 = (uint32x4_t)(vcc_v4_uint){0};
            for (;;) {
                if (t72) {
                    if (t70 < 200U) {
                        float32x4_t t86 = vmulq_f32(t2, t2);
                        float32x4_t t87 = vmulq_f32(t3, t3);
                        float32x4_t t88 = vaddq_f32(t86, t87);
                        float32x4_t t89 = vdupq_n_f32(4.0f);
                        uint32x4_t t90 = vcltq_f32(t88, t89);
                        t13 = vandq_u32(t1, t90);
                        float32x4_t t91 = vsubq_f32(t86, t87);
                        t14 = vaddq_f32(t91, t45);
                        float32x4_t t92 = vdupq_n_f32(2.0f);
                        float32x4_t t93 = vmulq_f32(t92, t2);
                        float32x4_t t94 = vmulq_f32(t93, t3);
                        t15 = vaddq_f32(t94, y_v);
                        uint32x4_t t95 = vdupq_n_u32(t70);
                        t16 = vbslq_u32(t1, t95, t71);
                        if ((vmaxvq_u32(t13) != 0)) {
                            t97 = t70 + 1U;
                            t98 = 1;
                            t99 = t73;
                            goto L157;
                        }
                        t17 = t16;
                    } else {
                        uint32x4_t t96 = vdupq_n_u32(t70);
                        t17 = vbslq_u32(t1, t96, t71);
                    }
                    t13 = t1;
                    t97 = t70;
                    t14 = t2;
                    t15 = t3;
                    t16 = t71;
                    t98 = 0;
                    t99 = t17;
                } else {
                    t13 = t1;
                    t97 = t70;
                    t14 = t2;
                    t15 = t3;
                    t16 = t71;
                    t98 = 0;
                    t99 = t73;
                }
            L157:
                if (t76) {
                    if (t74 < 200U) {
                        float32x4_t t100 = vmulq_f32(t5, t5);
                        float32x4_t t101 = vmulq_f32(t6, t6);
                        float32x4_t t102 = vaddq_f32(t100, t101);
                        float32x4_t t103 = vdupq_n_f32(4.0f);
                        uint32x4_t t104 = vcltq_f32(t102, t103);
                        t18 = vandq_u32(t4, t104);
                        float32x4_t t105 = vsubq_f32(t100, t101);
                        t19 = vaddq_f32(t105, t59);
                        float32x4_t t106 = vdupq_n_f32(2.0f);
                        float32x4_t t107 = vmulq_f32(t106, t5);
                        float32x4_t t108 = vmulq_f32(t107, t6);
                        t20 = vaddq_f32(t108, y_v);
                        uint32x4_t t109 = vdupq_n_u32(t74);
                        t21 = vbslq_u32(t4, t109, t75);
                        if ((vmaxvq_u32(t18) != 0)) {
                            t111 = t74 + 1U;
                            t112 = 1;
                            t113 = t77;
                            goto L158;
                        }
                        t22 = t21;
                    } else {
                        uint32x4_t t110 = vdupq_n_u32(t74);
                        t22 = vbslq_u32(t4, t110, t75);
                    }
                    t18 = t4;
                    t111 = t74;
                    t19 = t5;
                    t20 = t6;
                    t21 = t75;
                    t112 = 0;
                    t113 = t22;
                } else {
                    t18 = t4;
                    t111 = t74;
                    t19 = t5;
                    t20 = t6;
                    t21 = t75;
                    t112 = 0;
                    t113 = t77;
                }
            L158:
                if (t80) {
                    if (t78 < 200U) {
                        float32x4_t t114 = vmulq_f32(t8, t8);
                        float32x4_t t115 = vmulq_f32(t9, t9);
                        float32x4_t t116 = vaddq_f32(t114, t115);
                        float32x4_t t117 = vdupq_n_f32(4.0f);
                        uint32x4_t t118 = vcltq_f32(t116, t117);
                        t23 = vandq_u32(t7, t118);
                        float32x4_t t119 = vsubq_f32(t114, t115);
                        t24 = vaddq_f32(t119, t64);
                        float32x4_t t120 = vdupq_n_f32(2.0f);
                        float32x4_t t121 = vmulq_f32(t120, t8);
                        float32x4_t t122 = vmulq_f32(t121, t9);
                        t25 = vaddq_f32(t122, y_v);
                        uint32x4_t t123 = vdupq_n_u32(t78);
                        t26 = vbslq_u32(t7, t123, t79);
                        if ((vmaxvq_u32(t23) != 0)) {
                            t125 = t78 + 1U;
                            t126 = 1;
                            t127 = t81;
                            goto L159;
                        }
                        t27 = t26;
                    } else {
                        uint32x4_t t124 = vdupq_n_u32(t78);
                        t27 = vbslq_u32(t7, t124, t79);
                    }
                    t23 = t7;
                    t125 = t78;
                    t24 = t8;
                    t25 = t9;
                    t26 = t79;
                    t126 = 0;
                    t127 = t27;
                } else {
                    t23 = t7;
                    t125 = t78;
                    t24 = t8;
                    t25 = t9;
                    t26 = t79;
                    t126 = 0;
                    t127 = t81;
                }
            L159:
                if (t84) {
                    if (t82 < 200U) {
                        float32x4_t t128 = vmulq_f32(t11, t11);
                        float32x4_t t129 = vmulq_f32(t12, t12);
                        float32x4_t t130 = vaddq_f32(t128, t129);
                        float32x4_t t131 = vdupq_n_f32(4.0f);
                        uint32x4_t t132 = vcltq_f32(t130, t131);
                        t28 = vandq_u32(t10, t132);
                        float32x4_t t133 = vsubq_f32(t128, t129);
                        t29 = vaddq_f32(t133, t69);
                        float32x4_t t134 = vdupq_n_f32(2.0f);
                        float32x4_t t135 = vmulq_f32(t134, t11);
                        float32x4_t t136 = vmulq_f32(t135, t12);
                        t30 = vaddq_f32(t136, y_v);
                        uint32x4_t t137 = vdupq_n_u32(t82);
                        t31 = vbslq_u32(t10, t137, t83);
                        if ((vmaxvq_u32(t28) != 0)) {
                            t139 = t82 + 1U;
                            t140 = 1;
                            t141 = t85;
                            goto L160;
                        }
                        t32 = t31;
                    } else {
                        uint32x4_t t138 = vdupq_n_u32(t82);
                        t32 = vbslq_u32(t10, t138, t83);
                    }
                    t28 = t10;
                    t139 = t82;
                    t29 = t11;
                    t30 = t12;
                    t31 = t83;
                    t140 = 0;
                    t141 = t32;
                } else {
                    t28 = t10;
                    t139 = t82;
                    t29 = t11;
                    t30 = t12;
                    t31 = t83;
                    t140 = 0;
                    t141 = t85;
                }
            L160:
                if (!(t98 | t112 | t126 | t140)) {
                    vst1q_u32(t42, t99);
                    vst1q_u32(t56, t113);
                    vst1q_u32(t61, t127);
                    vst1q_u32(t66, t141);
                    i_vec_1 += 16L;
                    i_v = vaddq_u32(i_v, vdupq_n_u32(16));
                    if (i_vec_1 < t39) {
                        break;
                    }
                    t46 = (int)t39;
                    goto L161;
                }
                t1 = t13;
                t70 = t97;
                t2 = t14;
                t3 = t15;
                t71 = t16;
                t72 = t98;
                t73 = t99;
                t4 = t18;
                t74 = t111;
                t5 = t19;
                t6 = t20;
                t75 = t21;
                t76 = t112;
                t77 = t113;
                t7 = t23;
                t78 = t125;
                t8 = t24;
                t9 = t25;
                t79 = t26;
                t80 = t126;
                t81 = t127;
                t10 = t28;
                t82 = t139;
                t11 = t29;
                t12 = t30;
                t83 = t31;
                t84 = t140;
                t85 = t141;
            }
        }
    } else {
        t46 = 0;
    }
L161:
    t47 = (long)n + (long)t46 * -1L;
    if (t47 >= 4L) {
        t48 = t47 & -4L;
        y_v_1 = vdupq_n_f32(y);
        t49 = vdupq_n_s32(t46);
        t50 = vreinterpretq_u32_s32(t49);
        i_v_1 = vaddq_u32(t50, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        i_vec = 0L;
        /* vcc: loop at auto_calls.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            i_v_3 = vreinterpretq_s32_u32(i_v_1);
            t51 = out + ((long)t46 + i_vec);
            t52 = vcvtq_f32_s32(i_v_3);
            t53 = vmulq_f32(t52, vdupq_n_f32(0.046875f));
            t54 = vaddq_f32(vdupq_n_f32(-2.0f), t53);
            t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t34 = vdupq_n_f32(0.0f);
            t35 = vdupq_n_f32(0.0f);
            t142 = 0U;
            t36 = (uint32x4_t)(vcc_v4_uint){0};
            while (t142 < 200U) {
                float32x4_t t143 = vmulq_f32(t34, t34);
                float32x4_t t144 = vmulq_f32(t35, t35);
                float32x4_t t145 = vaddq_f32(t143, t144);
                float32x4_t t146 = vdupq_n_f32(4.0f);
                uint32x4_t t147 = vcltq_f32(t145, t146);
                uint32x4_t t148 = vandq_u32(t33, t147);
                float32x4_t t149 = vsubq_f32(t143, t144);
                float32x4_t t150 = vaddq_f32(t149, t54);
                float32x4_t t151 = vdupq_n_f32(2.0f);
                float32x4_t t152 = vmulq_f32(t151, t34);
                float32x4_t t153 = vmulq_f32(t152, t35);
                float32x4_t t154 = vaddq_f32(t153, y_v_1);
                uint32x4_t t155 = vdupq_n_u32(t142);
                t36 = vbslq_u32(t33, t155, t36);
                if (!(vmaxvq_u32(t148) != 0)) {
                    t37 = t36;
                    goto L162;
                }
                t33 = t148;
                t142++;
                t34 = t150;
                t35 = t154;
            }
            t156 = vdupq_n_u32(t142);
            t37 = vbslq_u32(t33, t156, t36);
        L162:
            vst1q_u32(t51, t37);
            i_vec += 4L;
            i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
            if (i_vec >= t48) {
                i = (int)((long)t46 + t48);
                break;
            }
        }
    } else {
        i = t46;
    }
    for (; i < n; i++) {
        out[i] = iters(-2.0f + (float)i * 0.046875f, y, 200U);
    }
}

void digit_sums(int *out, const int *in, int n) {
    int t9;
    int i;
    long t2 = (long)n;
    unsigned long t3 = (unsigned long)out;
    unsigned long t4 = (unsigned long)in;
    long t5 = (long)((unsigned long)out - (unsigned long)in);
    if ((t2 >= 16L) & (((t3 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t4) | ((t4 + (unsigned long)(4L + (t2 - 1L) * 4L)) <= t3) | ((t5 <= 0L) | (t5 >= 64L)))) {
        long t6 = t2 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at auto_calls.c:46 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t7 = out + i_vec_1;
            int32x4_t in_v = vld1q_s32(in + i_vec_1);
            int32x4_t t8 = vabsq_s32(in_v);
            int32x4_t t23 = vdupq_n_s32(10);
            int32x4_t t24 = (int32x4_t)((vcc_v4_int)t8 % (vcc_v4_int)t23);
            int32x4_t t25 = vdupq_n_s32(0);
            int32x4_t t26 = vaddq_s32(t25, t24);
            int32x4_t t27 = vdupq_n_s32(10);
            int32x4_t t28 = (int32x4_t)((vcc_v4_int)t8 / (vcc_v4_int)t27);
            int32x4_t t29 = vdupq_n_s32(10);
            int32x4_t t30 = (int32x4_t)((vcc_v4_int)t28 % (vcc_v4_int)t29);
            int32x4_t t31 = vaddq_s32(t26, t30);
            int32x4_t t32 = vdupq_n_s32(10);
            int32x4_t t33 = (int32x4_t)((vcc_v4_int)t28 / (vcc_v4_int)t32);
            int32x4_t t34 = vdupq_n_s32(10);
            int32x4_t t35 = (int32x4_t)((vcc_v4_int)t33 % (vcc_v4_int)t34);
            int32x4_t t36 = vaddq_s32(t31, t35);
            vst1q_s32(t7, t36);
            long t20 = i_vec_1 + 4L;
            int *t21 = out + t20;
            int32x4_t in_v_2 = vld1q_s32(in + t20);
            int32x4_t t22 = vabsq_s32(in_v_2);
            int32x4_t t54 = vdupq_n_s32(10);
            int32x4_t t55 = (int32x4_t)((vcc_v4_int)t22 % (vcc_v4_int)t54);
            int32x4_t t56 = vdupq_n_s32(0);
            int32x4_t t57 = vaddq_s32(t56, t55);
            int32x4_t t58 = vdupq_n_s32(10);
            int32x4_t t59 = (int32x4_t)((vcc_v4_int)t22 / (vcc_v4_int)t58);
            int32x4_t t60 = vdupq_n_s32(10);
            int32x4_t t61 = (int32x4_t)((vcc_v4_int)t59 % (vcc_v4_int)t60);
            int32x4_t t62 = vaddq_s32(t57, t61);
            int32x4_t t63 = vdupq_n_s32(10);
            int32x4_t t64 = (int32x4_t)((vcc_v4_int)t59 / (vcc_v4_int)t63);
            int32x4_t t65 = vdupq_n_s32(10);
            int32x4_t t66 = (int32x4_t)((vcc_v4_int)t64 % (vcc_v4_int)t65);
            int32x4_t t67 = vaddq_s32(t62, t66);
            vst1q_s32(t21, t67);
            long t51 = i_vec_1 + 8L;
            int *t52 = out + t51;
            int32x4_t in_v_3 = vld1q_s32(in + t51);
            int32x4_t t53 = vabsq_s32(in_v_3);
            int32x4_t t71 = vdupq_n_s32(10);
            int32x4_t t72 = (int32x4_t)((vcc_v4_int)t53 % (vcc_v4_int)t71);
            int32x4_t t73 = vdupq_n_s32(0);
            int32x4_t t74 = vaddq_s32(t73, t72);
            int32x4_t t75 = vdupq_n_s32(10);
            int32x4_t t76 = (int32x4_t)((vcc_v4_int)t53 / (vcc_v4_int)t75);
            int32x4_t t77 = vdupq_n_s32(10);
            int32x4_t t78 = (int32x4_t)((vcc_v4_int)t76 % (vcc_v4_int)t77);
            int32x4_t t79 = vaddq_s32(t74, t78);
            int32x4_t t80 = vdupq_n_s32(10);
            int32x4_t t81 = (int32x4_t)((vcc_v4_int)t76 / (vcc_v4_int)t80);
            int32x4_t t82 = vdupq_n_s32(10);
            int32x4_t t83 = (int32x4_t)((vcc_v4_int)t81 % (vcc_v4_int)t82);
            int32x4_t t84 = vaddq_s32(t79, t83);
            vst1q_s32(t52, t84);
            long t68 = i_vec_1 + 12L;
            int *t69 = out + t68;
            int32x4_t in_v_4 = vld1q_s32(in + t68);
            int32x4_t t70 = vabsq_s32(in_v_4);
            int32x4_t t85 = vdupq_n_s32(10);
            int32x4_t t86 = (int32x4_t)((vcc_v4_int)t70 % (vcc_v4_int)t85);
            int32x4_t t87 = vdupq_n_s32(0);
            int32x4_t t88 = vaddq_s32(t87, t86);
            int32x4_t t89 = vdupq_n_s32(10);
            int32x4_t t90 = (int32x4_t)((vcc_v4_int)t70 / (vcc_v4_int)t89);
            int32x4_t t91 = vdupq_n_s32(10);
            int32x4_t t92 = (int32x4_t)((vcc_v4_int)t90 % (vcc_v4_int)t91);
            int32x4_t t93 = vaddq_s32(t88, t92);
            int32x4_t t94 = vdupq_n_s32(10);
            int32x4_t t95 = (int32x4_t)((vcc_v4_int)t90 / (vcc_v4_int)t94);
            int32x4_t t96 = vdupq_n_s32(10);
            int32x4_t t97 = (int32x4_t)((vcc_v4_int)t95 % (vcc_v4_int)t96);
            int32x4_t t98 = vaddq_s32(t93, t97);
            vst1q_s32(t69, t98);
            i_vec_1 += 16L;
            if (i_vec_1 >= t6) {
                t9 = (int)t6;
                break;
            }
        }
    } else {
        t9 = 0;
    }
    long t10 = (long)n + (long)t9 * -1L;
    unsigned long t11 = (unsigned long)out;
    unsigned long t12 = (unsigned long)in;
    long t13 = (long)((unsigned long)out + (unsigned long)((long)t9 * 4L) - ((unsigned long)in + (unsigned long)((long)t9 * 4L)));
    if ((t10 >= 4L) & (((t11 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t12 + (unsigned long)((long)t9 * 4L))) | ((t12 + (unsigned long)((long)t9 * 4L + 4L + (t10 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t9 * 4L))) | ((t13 <= 0L) | (t13 >= 16L)))) {
        long t14 = t10 & -4L;
        long i_vec = 0L;
        /* vcc: loop at auto_calls.c:46 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t15 = (long)t9 + i_vec;
            int *t16 = out + t15;
            int32x4_t in_v_1 = vld1q_s32(in + t15);
            int32x4_t t17 = vabsq_s32(in_v_1);
            int32x4_t t37 = vdupq_n_s32(10);
            int32x4_t t38 = (int32x4_t)((vcc_v4_int)t17 % (vcc_v4_int)t37);
            int32x4_t t39 = vdupq_n_s32(0);
            int32x4_t t40 = vaddq_s32(t39, t38);
            int32x4_t t41 = vdupq_n_s32(10);
            int32x4_t t42 = (int32x4_t)((vcc_v4_int)t17 / (vcc_v4_int)t41);
            int32x4_t t43 = vdupq_n_s32(10);
            int32x4_t t44 = (int32x4_t)((vcc_v4_int)t42 % (vcc_v4_int)t43);
            int32x4_t t45 = vaddq_s32(t40, t44);
            int32x4_t t46 = vdupq_n_s32(10);
            int32x4_t t47 = (int32x4_t)((vcc_v4_int)t42 / (vcc_v4_int)t46);
            int32x4_t t48 = vdupq_n_s32(10);
            int32x4_t t49 = (int32x4_t)((vcc_v4_int)t47 % (vcc_v4_int)t48);
            int32x4_t t50 = vaddq_s32(t45, t49);
            vst1q_s32(t16, t50);
            i_vec += 4L;
            if (i_vec >= t14) {
                i = (int)((long)t9 + t14);
                break;
            }
        }
    } else {
        i = t9;
    }
    for (; i < n; i++) {
        long t18 = (long)i;
        int *t19 = out + t18;
        int t1 = in[t18];
        if (t1 < 0) {
            t1 = -t1;
        }
        *t19 = digits(t1);
    }
}

void add_bias(int *out, int n) {
    for (int i = 0; i < n; i++)
        out[i] = biased(i);
}

int main(void) {
    int sizes[7];
    long t;
    int t35;
    int i;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 64;
    sizes[6] = 1003;
    for (int s = 0; s < 7; s++) {
        int n = sizes[s];
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        int *in = (int *)malloc(t3);
        int *out = (int *)malloc(t3);
        int *b = (int *)malloc(t3);
        long t4 = (long)n;
        if ((t4 >= 16L) & 1) {
            long t5 = t4 & -16L;
            int32x4_t t6 = vdupq_n_s32(0);
            int32x4_t t7 = vaddq_s32(t6, ((int32x4_t)(vcc_v4_int){0, 1916, 1831, 1746}));
            uint32x4_t t8 = vreinterpretq_u32_s32(t7);
            uint32x4_t t9 = vsubq_u32(t8, vdupq_n_u32(2001));
            uint32x4_t t10 = vminq_u32(t8, t9);
            int32x4_t t1 = vreinterpretq_s32_u32(t10);
            long i_vec = 0L;
            /* vcc: loop at auto_calls.c:61 vectorized: VF 4, UF 4, the remainder at 62:21 by 2001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t t11 = vsubq_s32(t1, vdupq_n_s32(1000));
                vst1q_s32(in + i_vec, t11);
                int32x4_t t12 = vaddq_s32(t1, vdupq_n_s32(1661));
                uint32x4_t t13 = vreinterpretq_u32_s32(t12);
                uint32x4_t t14 = vsubq_u32(t13, vdupq_n_u32(2001));
                uint32x4_t t15 = vminq_u32(t13, t14);
                int32x4_t t16 = vreinterpretq_s32_u32(t15);
                int32x4_t t17 = vsubq_s32(t16, vdupq_n_s32(1000));
                vst1q_s32(in + (i_vec + 4L), t17);
                int32x4_t t18 = vaddq_s32(t1, vdupq_n_s32(1321));
                uint32x4_t t19 = vreinterpretq_u32_s32(t18);
                uint32x4_t t20 = vsubq_u32(t19, vdupq_n_u32(2001));
                uint32x4_t t21 = vminq_u32(t19, t20);
                int32x4_t t22 = vreinterpretq_s32_u32(t21);
                int32x4_t t23 = vsubq_s32(t22, vdupq_n_s32(1000));
                vst1q_s32(in + (i_vec + 8L), t23);
                int32x4_t t24 = vaddq_s32(t1, vdupq_n_s32(981));
                uint32x4_t t25 = vreinterpretq_u32_s32(t24);
                uint32x4_t t26 = vsubq_u32(t25, vdupq_n_u32(2001));
                uint32x4_t t27 = vminq_u32(t25, t26);
                int32x4_t t28 = vreinterpretq_s32_u32(t27);
                int32x4_t t29 = vsubq_s32(t28, vdupq_n_s32(1000));
                vst1q_s32(in + (i_vec + 12L), t29);
                i_vec += 16L;
                int32x4_t t30 = vaddq_s32(t1, vdupq_n_s32(641));
                uint32x4_t t31 = vreinterpretq_u32_s32(t30);
                uint32x4_t t32 = vsubq_u32(t31, vdupq_n_u32(2001));
                uint32x4_t t33 = vminq_u32(t31, t32);
                int32x4_t t34 = vreinterpretq_s32_u32(t33);
                if (i_vec >= t5) {
                    break;
                }
                t1 = t34;
            }
            t35 = (int)t5;
        } else {
            t35 = 0;
        }
        long t36 = (long)n + (long)t35 * -1L;
        int t37 = (int)((unsigned int)t35 * 7919U);
        if ((t36 >= 4L) & (t37 >= 0)) {
            long t38 = t36 & -4L;
            int32x4_t t39 = vdupq_n_s32(t37 % 2001);
            int32x4_t t40 = vaddq_s32(t39, ((int32x4_t)(vcc_v4_int){0, 1916, 1831, 1746}));
            uint32x4_t t41 = vreinterpretq_u32_s32(t40);
            uint32x4_t t42 = vsubq_u32(t41, vdupq_n_u32(2001));
            uint32x4_t t43 = vminq_u32(t41, t42);
            int32x4_t t2 = vreinterpretq_s32_u32(t43);
            long i_vec_1 = 0L;
            /* vcc: loop at auto_calls.c:61 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t t44 = vsubq_s32(t2, vdupq_n_s32(1000));
                vst1q_s32(in + ((long)t35 + i_vec_1), t44);
                i_vec_1 += 4L;
                int32x4_t t45 = vaddq_s32(t2, vdupq_n_s32(1661));
                uint32x4_t t46 = vreinterpretq_u32_s32(t45);
                uint32x4_t t47 = vsubq_u32(t46, vdupq_n_u32(2001));
                uint32x4_t t48 = vminq_u32(t46, t47);
                int32x4_t t49 = vreinterpretq_s32_u32(t48);
                if (i_vec_1 >= t38) {
                    break;
                }
                t2 = t49;
            }
            i = (int)((long)t35 + t38);
        } else {
            i = t35;
        }
        for (; i < n; i++) {
            in[i] = i * 7919 % 2001 - 1000;
        }
        long t_2 = 0L;
        for (int y = 0; y < 8; y++, t_2 = t) {
            row(u, n, -1.0f + (float)y * 0.25f);
            t = t_2;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t += (long)u[i_1] * (long)(i_1 + y);
            }
        }
        digit_sums(out, in, n);
        add_bias(b, n);
        long t_1 = t_2;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t50 = (long)i_2;
            t_1 += (long)out[t50] * t50 + (long)b[t50];
        }
        printf("n=%d %ld\n", n, t_1);
        free((void *)u);
        free((void *)in);
        free((void *)out);
        free((void *)b);
    }
    return 0;
}
