/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

uint32x4_t _ZGVnN4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter);
float32x4_t _ZGVnN4vu_shade(float32x4_t x, float scale);
float32x4_t _ZGVnN4vu_ramp(float32x4_t x, float k);
float32x4_t _ZGVnM4vu_ramp(float32x4_t x, float k, float32x4_t mask);
/* Call sites: loops under `#pragma omp simd` whose bodies call annotated functions are
   vectorized with the calls replaced by calls to the unmasked variants (uniform arguments from
   before the loop); the scalar epilogue calls the scalar functions. main calls the loops over
   several trip counts with exact-size arrays. */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 4 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned mandel(float cr, float ci, unsigned max_iter) {
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

/* vcc: function at callsite.c:11 vector variant _ZGVnN4vvu_mandel of `mandel`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnN4vvu_mandel(float32x4_t cr, float32x4_t ci, unsigned int max_iter) {
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

/* #pragma omp declare simd uniform(scale) notinbranch */
float shade(float x, float scale) {
    if (x > 1.0f)
        return x * scale;
    return x - scale;
}

/* vcc: function at callsite.c:24 vector variant _ZGVnN4vu_shade of `shade`: VL 4, unmasked, x vector, scale uniform */
float32x4_t _ZGVnN4vu_shade(float32x4_t x, float scale) {
    float32x4_t t1 = vdupq_n_f32(1.0f);
    uint32x4_t t2 = vcgtq_f32(x, t1);
    float32x4_t t3 = vdupq_n_f32(scale);
    float32x4_t t4 = vsubq_f32(x, t3);
    float32x4_t t5 = vbslq_f32(t2, (float32x4_t)(vcc_v4_float){0}, t4);
    float32x4_t t6 = vdupq_n_f32(scale);
    float32x4_t t7 = vmulq_f32(x, t6);
    float32x4_t t8 = vbslq_f32(t2, t7, t5);
    return t8;
}

void render(unsigned *out, const float *cr, const float *ci, int n, unsigned max_iter) {
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
    unsigned long t39;
    unsigned long t40;
    unsigned long t41;
    unsigned long t42;
    long t43;
    unsigned int *t44;
    float32x4_t ci_v;
    float32x4_t cr_v;
    int t45;
    long t46;
    unsigned long t47;
    unsigned long t48;
    unsigned long t49;
    unsigned long t50;
    long t51;
    long t52;
    unsigned int *t53;
    float32x4_t ci_v_1;
    float32x4_t cr_v_1;
    int i;
    long t57;
    unsigned int *t58;
    float32x4_t ci_v_2;
    float32x4_t cr_v_2;
    long t59;
    unsigned int *t60;
    float32x4_t ci_v_3;
    float32x4_t cr_v_3;
    long t61;
    unsigned int *t62;
    float32x4_t ci_v_4;
    float32x4_t cr_v_4;
    unsigned int t63;
    uint32x4_t t64;
    int t65;
    uint32x4_t t66;
    unsigned int t67;
    uint32x4_t t68;
    int t69;
    uint32x4_t t70;
    unsigned int t71;
    uint32x4_t t72;
    int t73;
    uint32x4_t t74;
    unsigned int t75;
    uint32x4_t t76;
    int t77;
    uint32x4_t t78;
    unsigned int t90;
    int t91;
    uint32x4_t t92;
    unsigned int t104;
    int t105;
    uint32x4_t t106;
    unsigned int t118;
    int t119;
    uint32x4_t t120;
    unsigned int t132;
    int t133;
    uint32x4_t t134;
    unsigned int t135;
    uint32x4_t t149;
    t38 = (long)n;
    t39 = (unsigned long)out;
    t40 = (unsigned long)cr;
    t41 = (unsigned long)out;
    t42 = (unsigned long)ci;
    if ((t38 >= 16L) & (((t39 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t39)) & (((t41 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t42) | ((t42 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t41))) {
        t43 = t38 & -16L;
        i_vec_1 = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 4, UF 4, run-time checks: `out` and `cr`, `out` and `ci` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t44 = out + i_vec_1;
            ci_v = vld1q_f32(ci + i_vec_1);
            cr_v = vld1q_f32(cr + i_vec_1);
            t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t2 = vdupq_n_f32(0.0f);
            t3 = vdupq_n_f32(0.0f);
            t57 = i_vec_1 + 4L;
            t58 = out + t57;
            ci_v_2 = vld1q_f32(ci + t57);
            cr_v_2 = vld1q_f32(cr + t57);
            t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t5 = vdupq_n_f32(0.0f);
            t6 = vdupq_n_f32(0.0f);
            t59 = i_vec_1 + 8L;
            t60 = out + t59;
            ci_v_3 = vld1q_f32(ci + t59);
            cr_v_3 = vld1q_f32(cr + t59);
            t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t8 = vdupq_n_f32(0.0f);
            t9 = vdupq_n_f32(0.0f);
            t61 = i_vec_1 + 12L;
            t62 = out + t61;
            ci_v_4 = vld1q_f32(ci + t61);
            cr_v_4 = vld1q_f32(cr + t61);
            t10 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t11 = vdupq_n_f32(0.0f);
            t12 = vdupq_n_f32(0.0f);
            t63 = 0U;
            t64 = (uint32x4_t)(vcc_v4_uint){0};
            t65 = 1;
            t66 = (uint32x4_t)(vcc_v4_uint){0};
            t67 = 0U;
            t68 = (uint32x4_t)(vcc_v4_uint){0};
            t69 = 1;
            t70 = (uint32x4_t)(vcc_v4_uint){0};
            t71 = 0U;
            t72 = (uint32x4_t)(vcc_v4_uint){0};
            t73 = 1;
            t74 = (uint32x4_t)(vcc_v4_uint){0};
            t75 = 0U;
            t76 = (uint32x4_t)(vcc_v4_uint){0};
            t77 = 1;
            t78 = (uint32x4_t)(vcc_v4_uint){0};
            for (;;) {
                if (t65) {
                    if (t63 < max_iter) {
                        float32x4_t t79 = vmulq_f32(t2, t2);
                        float32x4_t t80 = vmulq_f32(t3, t3);
                        float32x4_t t81 = vaddq_f32(t79, t80);
                        float32x4_t t82 = vdupq_n_f32(4.0f);
                        uint32x4_t t83 = vcltq_f32(t81, t82);
                        t13 = vandq_u32(t1, t83);
                        float32x4_t t84 = vsubq_f32(t79, t80);
                        t14 = vaddq_f32(t84, cr_v);
                        float32x4_t t85 = vdupq_n_f32(2.0f);
                        float32x4_t t86 = vmulq_f32(t85, t2);
                        float32x4_t t87 = vmulq_f32(t86, t3);
                        t15 = vaddq_f32(t87, ci_v);
                        uint32x4_t t88 = vdupq_n_u32(t63);
                        t16 = vbslq_u32(t1, t88, t64);
                        if ((vmaxvq_u32(t13) != 0)) {
                            t90 = t63 + 1U;
                            t91 = 1;
                            t92 = t66;
                            goto L150;
                        }
                        t17 = t16;
                    } else {
                        uint32x4_t t89 = vdupq_n_u32(t63);
                        t17 = vbslq_u32(t1, t89, t64);
                    }
                    t13 = t1;
                    t90 = t63;
                    t14 = t2;
                    t15 = t3;
                    t16 = t64;
                    t91 = 0;
                    t92 = t17;
                } else {
                    t13 = t1;
                    t90 = t63;
                    t14 = t2;
                    t15 = t3;
                    t16 = t64;
                    t91 = 0;
                    t92 = t66;
                }
            L150:
                if (t69) {
                    if (t67 < max_iter) {
                        float32x4_t t93 = vmulq_f32(t5, t5);
                        float32x4_t t94 = vmulq_f32(t6, t6);
                        float32x4_t t95 = vaddq_f32(t93, t94);
                        float32x4_t t96 = vdupq_n_f32(4.0f);
                        uint32x4_t t97 = vcltq_f32(t95, t96);
                        t18 = vandq_u32(t4, t97);
                        float32x4_t t98 = vsubq_f32(t93, t94);
                        t19 = vaddq_f32(t98, cr_v_2);
                        float32x4_t t99 = vdupq_n_f32(2.0f);
                        float32x4_t t100 = vmulq_f32(t99, t5);
                        float32x4_t t101 = vmulq_f32(t100, t6);
                        t20 = vaddq_f32(t101, ci_v_2);
                        uint32x4_t t102 = vdupq_n_u32(t67);
                        t21 = vbslq_u32(t4, t102, t68);
                        if ((vmaxvq_u32(t18) != 0)) {
                            t104 = t67 + 1U;
                            t105 = 1;
                            t106 = t70;
                            goto L151;
                        }
                        t22 = t21;
                    } else {
                        uint32x4_t t103 = vdupq_n_u32(t67);
                        t22 = vbslq_u32(t4, t103, t68);
                    }
                    t18 = t4;
                    t104 = t67;
                    t19 = t5;
                    t20 = t6;
                    t21 = t68;
                    t105 = 0;
                    t106 = t22;
                } else {
                    t18 = t4;
                    t104 = t67;
                    t19 = t5;
                    t20 = t6;
                    t21 = t68;
                    t105 = 0;
                    t106 = t70;
                }
            L151:
                if (t73) {
                    if (t71 < max_iter) {
                        float32x4_t t107 = vmulq_f32(t8, t8);
                        float32x4_t t108 = vmulq_f32(t9, t9);
                        float32x4_t t109 = vaddq_f32(t107, t108);
                        float32x4_t t110 = vdupq_n_f32(4.0f);
                        uint32x4_t t111 = vcltq_f32(t109, t110);
                        t23 = vandq_u32(t7, t111);
                        float32x4_t t112 = vsubq_f32(t107, t108);
                        t24 = vaddq_f32(t112, cr_v_3);
                        float32x4_t t113 = vdupq_n_f32(2.0f);
                        float32x4_t t114 = vmulq_f32(t113, t8);
                        float32x4_t t115 = vmulq_f32(t114, t9);
                        t25 = vaddq_f32(t115, ci_v_3);
                        uint32x4_t t116 = vdupq_n_u32(t71);
                        t26 = vbslq_u32(t7, t116, t72);
                        if ((vmaxvq_u32(t23) != 0)) {
                            t118 = t71 + 1U;
                            t119 = 1;
                            t120 = t74;
                            goto L152;
                        }
                        t27 = t26;
                    } else {
                        uint32x4_t t117 = vdupq_n_u32(t71);
                        t27 = vbslq_u32(t7, t117, t72);
                    }
                    t23 = t7;
                    t118 = t71;
                    t24 = t8;
                    t25 = t9;
                    t26 = t72;
                    t119 = 0;
                    t120 = t27;
                } else {
                    t23 = t7;
                    t118 = t71;
                    t24 = t8;
                    t25 = t9;
                    t26 = t72;
                    t119 = 0;
                    t120 = t74;
                }
            L152:
                if (t77) {
                    if (t75 < max_iter) {
                        float32x4_t t121 = vmulq_f32(t11, t11);
                        float32x4_t t122 = vmulq_f32(t12, t12);
                        float32x4_t t123 = vaddq_f32(t121, t122);
                        float32x4_t t124 = vdupq_n_f32(4.0f);
                        uint32x4_t t125 = vcltq_f32(t123, t124);
                        t28 = vandq_u32(t10, t125);
                        float32x4_t t126 = vsubq_f32(t121, t122);
                        t29 = vaddq_f32(t126, cr_v_4);
                        float32x4_t t127 = vdupq_n_f32(2.0f);
                        float32x4_t t128 = vmulq_f32(t127, t11);
                        float32x4_t t129 = vmulq_f32(t128, t12);
                        t30 = vaddq_f32(t129, ci_v_4);
                        uint32x4_t t130 = vdupq_n_u32(t75);
                        t31 = vbslq_u32(t10, t130, t76);
                        if ((vmaxvq_u32(t28) != 0)) {
                            t132 = t75 + 1U;
                            t133 = 1;
                            t134 = t78;
                            goto L153;
                        }
                        t32 = t31;
                    } else {
                        uint32x4_t t131 = vdupq_n_u32(t75);
                        t32 = vbslq_u32(t10, t131, t76);
                    }
                    t28 = t10;
                    t132 = t75;
                    t29 = t11;
                    t30 = t12;
                    t31 = t76;
                    t133 = 0;
                    t134 = t32;
                } else {
                    t28 = t10;
                    t132 = t75;
                    t29 = t11;
                    t30 = t12;
                    t31 = t76;
                    t133 = 0;
                    t134 = t78;
                }
            L153:
                if (!(t91 | t105 | t119 | t133)) {
                    vst1q_u32(t44, t92);
                    vst1q_u32(t58, t106);
                    vst1q_u32(t60, t120);
                    vst1q_u32(t62, t134);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t43) {
                        break;
                    }
                    t45 = (int)t43;
                    goto L154;
                }
                t1 = t13;
                t63 = t90;
                t2 = t14;
                t3 = t15;
                t64 = t16;
                t65 = t91;
                t66 = t92;
                t4 = t18;
                t67 = t104;
                t5 = t19;
                t6 = t20;
                t68 = t21;
                t69 = t105;
                t70 = t106;
                t7 = t23;
                t71 = t118;
                t8 = t24;
                t9 = t25;
                t72 = t26;
                t73 = t119;
                t74 = t120;
                t10 = t28;
                t75 = t132;
                t11 = t29;
                t12 = t30;
                t76 = t31;
                t77 = t133;
                t78 = t134;
            }
        }
    } else {
        t45 = 0;
    }
L154:
    t46 = (long)n + (long)t45 * -1L;
    t47 = (unsigned long)out;
    t48 = (unsigned long)cr;
    t49 = (unsigned long)out;
    t50 = (unsigned long)ci;
    if ((t46 >= 4L) & (((t47 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t48 + (unsigned long)((long)t45 * 4L))) | ((t48 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t45 * 4L)))) & (((t49 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t45 * 4L))) | ((t50 + (unsigned long)((long)t45 * 4L + 4L + (t46 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t45 * 4L))))) {
        t51 = t46 & -4L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vector epilogue: VF 4, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap, scalar epilogue */
        for (;;) {
            t52 = (long)t45 + i_vec;
            t53 = out + t52;
            ci_v_1 = vld1q_f32(ci + t52);
            cr_v_1 = vld1q_f32(cr + t52);
            t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t34 = vdupq_n_f32(0.0f);
            t35 = vdupq_n_f32(0.0f);
            t135 = 0U;
            t36 = (uint32x4_t)(vcc_v4_uint){0};
            while (t135 < max_iter) {
                float32x4_t t136 = vmulq_f32(t34, t34);
                float32x4_t t137 = vmulq_f32(t35, t35);
                float32x4_t t138 = vaddq_f32(t136, t137);
                float32x4_t t139 = vdupq_n_f32(4.0f);
                uint32x4_t t140 = vcltq_f32(t138, t139);
                uint32x4_t t141 = vandq_u32(t33, t140);
                float32x4_t t142 = vsubq_f32(t136, t137);
                float32x4_t t143 = vaddq_f32(t142, cr_v_1);
                float32x4_t t144 = vdupq_n_f32(2.0f);
                float32x4_t t145 = vmulq_f32(t144, t34);
                float32x4_t t146 = vmulq_f32(t145, t35);
                float32x4_t t147 = vaddq_f32(t146, ci_v_1);
                uint32x4_t t148 = vdupq_n_u32(t135);
                t36 = vbslq_u32(t33, t148, t36);
                if (!(vmaxvq_u32(t141) != 0)) {
                    t37 = t36;
                    goto L155;
                }
                t33 = t141;
                t135++;
                t34 = t143;
                t35 = t147;
            }
            t149 = vdupq_n_u32(t135);
            t37 = vbslq_u32(t33, t149, t36);
        L155:
            vst1q_u32(t53, t37);
            i_vec += 4L;
            if (i_vec >= t51) {
                i = (int)((long)t45 + t51);
                break;
            }
        }
    } else {
        i = t45;
    }
    for (; i < n; i++) {
        long t54 = (long)i;
        float t55 = ci[t54];
        float t56 = cr[t54];
        out[t54] = mandel(t56, t55, max_iter);
    }
}

void tone(float *y, const float *x, int n, float s) {
    int t6;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t5 = y + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t18 = vdupq_n_f32(1.0f);
            uint32x4_t t19 = vcgtq_f32(x_v, t18);
            float32x4_t t20 = vdupq_n_f32(s);
            float32x4_t t21 = vsubq_f32(x_v, t20);
            float32x4_t t22 = vbslq_f32(t19, (float32x4_t)(vcc_v4_float){0}, t21);
            float32x4_t t23 = vdupq_n_f32(s);
            float32x4_t t24 = vmulq_f32(x_v, t23);
            float32x4_t t25 = vbslq_f32(t19, t24, t22);
            float32x4_t t15 = vaddq_f32(t25, vdupq_n_f32(1.0f));
            vst1q_f32(t5, t15);
            long t16 = i_vec_1 + 4L;
            float *t17 = y + t16;
            float32x4_t x_v_2 = vld1q_f32(x + t16);
            float32x4_t t38 = vdupq_n_f32(1.0f);
            uint32x4_t t39 = vcgtq_f32(x_v_2, t38);
            float32x4_t t40 = vdupq_n_f32(s);
            float32x4_t t41 = vsubq_f32(x_v_2, t40);
            float32x4_t t42 = vbslq_f32(t39, (float32x4_t)(vcc_v4_float){0}, t41);
            float32x4_t t43 = vdupq_n_f32(s);
            float32x4_t t44 = vmulq_f32(x_v_2, t43);
            float32x4_t t45 = vbslq_f32(t39, t44, t42);
            float32x4_t t35 = vaddq_f32(t45, vdupq_n_f32(1.0f));
            vst1q_f32(t17, t35);
            long t36 = i_vec_1 + 8L;
            float *t37 = y + t36;
            float32x4_t x_v_3 = vld1q_f32(x + t36);
            float32x4_t t49 = vdupq_n_f32(1.0f);
            uint32x4_t t50 = vcgtq_f32(x_v_3, t49);
            float32x4_t t51 = vdupq_n_f32(s);
            float32x4_t t52 = vsubq_f32(x_v_3, t51);
            float32x4_t t53 = vbslq_f32(t50, (float32x4_t)(vcc_v4_float){0}, t52);
            float32x4_t t54 = vdupq_n_f32(s);
            float32x4_t t55 = vmulq_f32(x_v_3, t54);
            float32x4_t t56 = vbslq_f32(t50, t55, t53);
            float32x4_t t46 = vaddq_f32(t56, vdupq_n_f32(1.0f));
            vst1q_f32(t37, t46);
            long t47 = i_vec_1 + 12L;
            float *t48 = y + t47;
            float32x4_t x_v_4 = vld1q_f32(x + t47);
            float32x4_t t58 = vdupq_n_f32(1.0f);
            uint32x4_t t59 = vcgtq_f32(x_v_4, t58);
            float32x4_t t60 = vdupq_n_f32(s);
            float32x4_t t61 = vsubq_f32(x_v_4, t60);
            float32x4_t t62 = vbslq_f32(t59, (float32x4_t)(vcc_v4_float){0}, t61);
            float32x4_t t63 = vdupq_n_f32(s);
            float32x4_t t64 = vmulq_f32(x_v_4, t63);
            float32x4_t t65 = vbslq_f32(t59, t64, t62);
            float32x4_t t57 = vaddq_f32(t65, vdupq_n_f32(1.0f));
            vst1q_f32(t48, t57);
            i_vec_1 += 16L;
            if (i_vec_1 >= t4) {
                t6 = (int)t4;
                break;
            }
        }
    } else {
        t6 = 0;
    }
    long t7 = (long)n + (long)t6 * -1L;
    unsigned long t8 = (unsigned long)y;
    unsigned long t9 = (unsigned long)x;
    if ((t7 >= 4L) & (((t8 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t6 * 4L))) | ((t9 + (unsigned long)((long)t6 * 4L + 4L + (t7 - 1L) * 4L)) <= (t8 + (unsigned long)((long)t6 * 4L))))) {
        long t10 = t7 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t11 = (long)t6 + i_vec;
            float *t12 = y + t11;
            float32x4_t x_v_1 = vld1q_f32(x + t11);
            float32x4_t t27 = vdupq_n_f32(1.0f);
            uint32x4_t t28 = vcgtq_f32(x_v_1, t27);
            float32x4_t t29 = vdupq_n_f32(s);
            float32x4_t t30 = vsubq_f32(x_v_1, t29);
            float32x4_t t31 = vbslq_f32(t28, (float32x4_t)(vcc_v4_float){0}, t30);
            float32x4_t t32 = vdupq_n_f32(s);
            float32x4_t t33 = vmulq_f32(x_v_1, t32);
            float32x4_t t34 = vbslq_f32(t28, t33, t31);
            float32x4_t t26 = vaddq_f32(t34, vdupq_n_f32(1.0f));
            vst1q_f32(t12, t26);
            i_vec += 4L;
            if (i_vec >= t10) {
                i = (int)((long)t6 + t10);
                break;
            }
        }
    } else {
        i = t6;
    }
    for (; i < n; i++) {
        long t13 = (long)i;
        float t14 = x[t13];
        y[t13] = shade(t14, s) + 1.0f;
    }
}

/* A call under a condition needs the masked variant; `shade` has none (notinbranch): the loop
   stays scalar and the remark says why. */
void tone_some(float *y, const float *x, int n, float s) {
#pragma omp simd
    for (int i = 0; i < n; i++)
        if (x[i] > 0.0f)
            y[i] = shade(x[i], s);
}

/* #pragma omp declare simd uniform(k) */
float ramp(float x, float k) {
    return x * k + (x < 0.0f ? -1.0f : 1.0f);
}

/* vcc: function at callsite.c:52 vector variant _ZGVnN4vu_ramp of `ramp`: VL 4, unmasked, x vector, k uniform */
float32x4_t _ZGVnN4vu_ramp(float32x4_t x, float k) {
    float32x4_t t1 = vdupq_n_f32(k);
    float32x4_t t2 = vmulq_f32(x, t1);
    float32x4_t t3 = vdupq_n_f32(0.0f);
    uint32x4_t t4 = vcltq_f32(x, t3);
    float32x4_t t5 = vdupq_n_f32(-1.0f);
    float32x4_t t6 = vdupq_n_f32(1.0f);
    float32x4_t t7 = vbslq_f32(t4, t5, t6);
    float32x4_t t8 = vaddq_f32(t2, t7);
    return t8;
}

/* vcc: function at callsite.c:52 vector variant _ZGVnM4vu_ramp of `ramp`: VL 4, masked, x vector, k uniform */
float32x4_t _ZGVnM4vu_ramp(float32x4_t x, float k, float32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_float)mask != (vcc_v4_float){0});
    float32x4_t t2 = vdupq_n_f32(k);
    float32x4_t t3 = vmulq_f32(x, t2);
    float32x4_t t4 = vdupq_n_f32(0.0f);
    uint32x4_t t5 = vcltq_f32(x, t4);
    uint32x4_t t6 = vmvnq_u32(t5);
    uint32x4_t t7 = vandq_u32(t1, t6);
    float32x4_t t8 = vdupq_n_f32(-1.0f);
    float32x4_t t9 = vdupq_n_f32(1.0f);
    float32x4_t t10 = vbslq_f32(t7, t9, t8);
    float32x4_t t11 = vaddq_f32(t3, t10);
    float32x4_t t12 = vbslq_f32(t1, t11, (float32x4_t)(vcc_v4_float){0});
    return t12;
}

/* Under a condition: the masked variant of `ramp`, with the if-converted block's mask. */
void ramp_some(float *y, const float *x, int n, float k) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2))) {
        long t4 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float32x4_t v_v = vld1q_f32(x + i_vec_1);
            uint32x4_t t5 = vcgtq_f32(v_v, vdupq_n_f32(-1.0f));
            float32x4_t t6 = vbslq_f32(t5, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t19 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t6 != (vcc_v4_float){0});
            float32x4_t t20 = vdupq_n_f32(k);
            float32x4_t t21 = vmulq_f32(v_v, t20);
            float32x4_t t22 = vdupq_n_f32(0.0f);
            uint32x4_t t23 = vcltq_f32(v_v, t22);
            uint32x4_t t24 = vmvnq_u32(t23);
            uint32x4_t t25 = vandq_u32(t19, t24);
            float32x4_t t26 = vdupq_n_f32(-1.0f);
            float32x4_t t27 = vdupq_n_f32(1.0f);
            float32x4_t t28 = vbslq_f32(t25, t27, t26);
            float32x4_t t29 = vaddq_f32(t21, t28);
            float32x4_t t30 = vbslq_f32(t19, t29, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_2 = vbslq_f32(t5, t30, v_v);
            vst1q_f32(y + i_vec_1, v_v_2);
            long t16 = i_vec_1 + 4L;
            float32x4_t v_v_3 = vld1q_f32(x + t16);
            uint32x4_t t17 = vcgtq_f32(v_v_3, vdupq_n_f32(-1.0f));
            float32x4_t t18 = vbslq_f32(t17, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t46 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t18 != (vcc_v4_float){0});
            float32x4_t t47 = vdupq_n_f32(k);
            float32x4_t t48 = vmulq_f32(v_v_3, t47);
            float32x4_t t49 = vdupq_n_f32(0.0f);
            uint32x4_t t50 = vcltq_f32(v_v_3, t49);
            uint32x4_t t51 = vmvnq_u32(t50);
            uint32x4_t t52 = vandq_u32(t46, t51);
            float32x4_t t53 = vdupq_n_f32(-1.0f);
            float32x4_t t54 = vdupq_n_f32(1.0f);
            float32x4_t t55 = vbslq_f32(t52, t54, t53);
            float32x4_t t56 = vaddq_f32(t48, t55);
            float32x4_t t57 = vbslq_f32(t46, t56, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_5 = vbslq_f32(t17, t57, v_v_3);
            vst1q_f32(y + t16, v_v_5);
            long t43 = i_vec_1 + 8L;
            float32x4_t v_v_6 = vld1q_f32(x + t43);
            uint32x4_t t44 = vcgtq_f32(v_v_6, vdupq_n_f32(-1.0f));
            float32x4_t t45 = vbslq_f32(t44, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t61 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t45 != (vcc_v4_float){0});
            float32x4_t t62 = vdupq_n_f32(k);
            float32x4_t t63 = vmulq_f32(v_v_6, t62);
            float32x4_t t64 = vdupq_n_f32(0.0f);
            uint32x4_t t65 = vcltq_f32(v_v_6, t64);
            uint32x4_t t66 = vmvnq_u32(t65);
            uint32x4_t t67 = vandq_u32(t61, t66);
            float32x4_t t68 = vdupq_n_f32(-1.0f);
            float32x4_t t69 = vdupq_n_f32(1.0f);
            float32x4_t t70 = vbslq_f32(t67, t69, t68);
            float32x4_t t71 = vaddq_f32(t63, t70);
            float32x4_t t72 = vbslq_f32(t61, t71, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_7 = vbslq_f32(t44, t72, v_v_6);
            vst1q_f32(y + t43, v_v_7);
            long t58 = i_vec_1 + 12L;
            float32x4_t v_v_8 = vld1q_f32(x + t58);
            uint32x4_t t59 = vcgtq_f32(v_v_8, vdupq_n_f32(-1.0f));
            float32x4_t t60 = vbslq_f32(t59, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t73 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t60 != (vcc_v4_float){0});
            float32x4_t t74 = vdupq_n_f32(k);
            float32x4_t t75 = vmulq_f32(v_v_8, t74);
            float32x4_t t76 = vdupq_n_f32(0.0f);
            uint32x4_t t77 = vcltq_f32(v_v_8, t76);
            uint32x4_t t78 = vmvnq_u32(t77);
            uint32x4_t t79 = vandq_u32(t73, t78);
            float32x4_t t80 = vdupq_n_f32(-1.0f);
            float32x4_t t81 = vdupq_n_f32(1.0f);
            float32x4_t t82 = vbslq_f32(t79, t81, t80);
            float32x4_t t83 = vaddq_f32(t75, t82);
            float32x4_t t84 = vbslq_f32(t73, t83, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_9 = vbslq_f32(t59, t84, v_v_8);
            vst1q_f32(y + t58, v_v_9);
            i_vec_1 += 16L;
            if (i_vec_1 >= t4) {
                t7 = (int)t4;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))))) {
        long t11 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap, scalar epilogue */
        for (;;) {
            long t12 = (long)t7 + i_vec;
            float32x4_t v_v_1 = vld1q_f32(x + t12);
            uint32x4_t t13 = vcgtq_f32(v_v_1, vdupq_n_f32(-1.0f));
            float32x4_t t14 = vbslq_f32(t13, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t31 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t14 != (vcc_v4_float){0});
            float32x4_t t32 = vdupq_n_f32(k);
            float32x4_t t33 = vmulq_f32(v_v_1, t32);
            float32x4_t t34 = vdupq_n_f32(0.0f);
            uint32x4_t t35 = vcltq_f32(v_v_1, t34);
            uint32x4_t t36 = vmvnq_u32(t35);
            uint32x4_t t37 = vandq_u32(t31, t36);
            float32x4_t t38 = vdupq_n_f32(-1.0f);
            float32x4_t t39 = vdupq_n_f32(1.0f);
            float32x4_t t40 = vbslq_f32(t37, t39, t38);
            float32x4_t t41 = vaddq_f32(t33, t40);
            float32x4_t t42 = vbslq_f32(t31, t41, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_4 = vbslq_f32(t13, t42, v_v_1);
            vst1q_f32(y + t12, v_v_4);
            i_vec += 4L;
            if (i_vec >= t11) {
                i = (int)((long)t7 + t11);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float v = x[t15];
        if (v > -1.0f) {
            float v_1 = ramp(v, k);
            v = v_1;
        }
        y[t15] = v;
    }
}

int main(void) {
    int sizes[8];
    int t75;
    int i;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 9;
    sizes[5] = 17;
    sizes[6] = 64;
    sizes[7] = 101;
    for (unsigned int t = 0U; (unsigned long)t < 8UL; t++) {
        int n = sizes[t];
        int t3 = n + 1;
        unsigned long t4 = (unsigned long)t3 * 4UL;
        void *t5 = malloc(t4);
        float *cr = (float *)t5;
        void *t6 = malloc(t4);
        float *ci = (float *)t6;
        float *y = (float *)malloc(t4);
        unsigned int *out = (unsigned int *)malloc(t4);
        long t7 = (long)n;
        unsigned long t8 = (unsigned long)t5;
        unsigned long t9 = (unsigned long)t6;
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8)) & 1) {
            long t10 = t7 & -16L;
            int32x4_t t11 = vdupq_n_s32(t3);
            int32x4_t t12 = vdupq_n_s32(0);
            uint32x4_t t13 = vreinterpretq_u32_s32(t12);
            uint32x4_t i_v = vaddq_u32(t13, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t14 = vdupq_n_s32(0);
            int32x4_t t15 = vaddq_s32(t14, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t16 = vreinterpretq_u32_s32(t15);
            uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(13));
            uint32x4_t t18 = vminq_u32(t16, t17);
            int32x4_t t1 = vreinterpretq_s32_u32(t18);
            float32x4_t t19 = vcvtq_f32_s32(t11);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                float32x4_t t20 = vcvtq_f32_s32(i_v_2);
                float32x4_t t21 = vmulq_f32(vdupq_n_f32(2.5f), t20);
                float32x4_t t22 = vdivq_f32(t21, t19);
                float32x4_t t23 = vaddq_f32(vdupq_n_f32(-2.0f), t22);
                vst1q_f32(cr + i_vec, t23);
                float32x4_t t24 = vcvtq_f32_s32(t1);
                float32x4_t t25 = vmulq_f32(vdupq_n_f32(0.02f), t24);
                float32x4_t t26 = vaddq_f32(vdupq_n_f32(-1.0f), t25);
                vst1q_f32(ci + i_vec, t26);
                long t27 = i_vec + 4L;
                uint32x4_t t28 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t28);
                float32x4_t t29 = vcvtq_f32_s32(i_v_3);
                float32x4_t t30 = vmulq_f32(vdupq_n_f32(2.5f), t29);
                float32x4_t t31 = vdivq_f32(t30, t19);
                float32x4_t t32 = vaddq_f32(vdupq_n_f32(-2.0f), t31);
                vst1q_f32(cr + t27, t32);
                int32x4_t t33 = vaddq_s32(t1, vdupq_n_s32(4));
                uint32x4_t t34 = vreinterpretq_u32_s32(t33);
                uint32x4_t t35 = vsubq_u32(t34, vdupq_n_u32(13));
                uint32x4_t t36 = vminq_u32(t34, t35);
                int32x4_t t37 = vreinterpretq_s32_u32(t36);
                float32x4_t t38 = vcvtq_f32_s32(t37);
                float32x4_t t39 = vmulq_f32(vdupq_n_f32(0.02f), t38);
                float32x4_t t40 = vaddq_f32(vdupq_n_f32(-1.0f), t39);
                vst1q_f32(ci + t27, t40);
                long t41 = i_vec + 8L;
                uint32x4_t t42 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t i_v_4 = vreinterpretq_s32_u32(t42);
                float32x4_t t43 = vcvtq_f32_s32(i_v_4);
                float32x4_t t44 = vmulq_f32(vdupq_n_f32(2.5f), t43);
                float32x4_t t45 = vdivq_f32(t44, t19);
                float32x4_t t46 = vaddq_f32(vdupq_n_f32(-2.0f), t45);
                vst1q_f32(cr + t41, t46);
                int32x4_t t47 = vaddq_s32(t1, vdupq_n_s32(8));
                uint32x4_t t48 = vreinterpretq_u32_s32(t47);
                uint32x4_t t49 = vsubq_u32(t48, vdupq_n_u32(13));
                uint32x4_t t50 = vminq_u32(t48, t49);
                int32x4_t t51 = vreinterpretq_s32_u32(t50);
                float32x4_t t52 = vcvtq_f32_s32(t51);
                float32x4_t t53 = vmulq_f32(vdupq_n_f32(0.02f), t52);
                float32x4_t t54 = vaddq_f32(vdupq_n_f32(-1.0f), t53);
                vst1q_f32(ci + t41, t54);
                long t55 = i_vec + 12L;
                uint32x4_t t56 = vaddq_u32(i_v, vdupq_n_u32(12));
                int32x4_t i_v_5 = vreinterpretq_s32_u32(t56);
                float32x4_t t57 = vcvtq_f32_s32(i_v_5);
                float32x4_t t58 = vmulq_f32(vdupq_n_f32(2.5f), t57);
                float32x4_t t59 = vdivq_f32(t58, t19);
                float32x4_t t60 = vaddq_f32(vdupq_n_f32(-2.0f), t59);
                vst1q_f32(cr + t55, t60);
                int32x4_t t61 = vaddq_s32(t1, vdupq_n_s32(12));
                uint32x4_t t62 = vreinterpretq_u32_s32(t61);
                uint32x4_t t63 = vsubq_u32(t62, vdupq_n_u32(13));
                uint32x4_t t64 = vminq_u32(t62, t63);
                int32x4_t t65 = vreinterpretq_s32_u32(t64);
                float32x4_t t66 = vcvtq_f32_s32(t65);
                float32x4_t t67 = vmulq_f32(vdupq_n_f32(0.02f), t66);
                float32x4_t t68 = vaddq_f32(vdupq_n_f32(-1.0f), t67);
                vst1q_f32(ci + t55, t68);
                i_vec += 16L;
                uint32x4_t t69 = vaddq_u32(i_v, vdupq_n_u32(16));
                int32x4_t t70 = vaddq_s32(t1, vdupq_n_s32(3));
                uint32x4_t t71 = vreinterpretq_u32_s32(t70);
                uint32x4_t t72 = vsubq_u32(t71, vdupq_n_u32(13));
                uint32x4_t t73 = vminq_u32(t71, t72);
                int32x4_t t74 = vreinterpretq_s32_u32(t73);
                if (i_vec >= t10) {
                    break;
                }
                i_v = t69;
                t1 = t74;
            }
            t75 = (int)t10;
        } else {
            t75 = 0;
        }
        long t76 = (long)n + (long)t75 * -1L;
        unsigned long t77 = (unsigned long)t5;
        unsigned long t78 = (unsigned long)t6;
        if ((t76 >= 4L) & (((t77 + (unsigned long)((long)t75 * 4L + 4L + (t76 - 1L) * 4L)) <= (t78 + (unsigned long)((long)t75 * 4L))) | ((t78 + (unsigned long)((long)t75 * 4L + 4L + (t76 - 1L) * 4L)) <= (t77 + (unsigned long)((long)t75 * 4L)))) & (t75 >= 0)) {
            long t79 = t76 & -4L;
            int32x4_t t80 = vdupq_n_s32(t3);
            int32x4_t t81 = vdupq_n_s32(t75);
            uint32x4_t t82 = vreinterpretq_u32_s32(t81);
            uint32x4_t i_v_1 = vaddq_u32(t82, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t83 = vdupq_n_s32(t75 % 13);
            int32x4_t t84 = vaddq_s32(t83, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t85 = vreinterpretq_u32_s32(t84);
            uint32x4_t t86 = vsubq_u32(t85, vdupq_n_u32(13));
            uint32x4_t t87 = vminq_u32(t85, t86);
            int32x4_t t2 = vreinterpretq_s32_u32(t87);
            float32x4_t t88 = vcvtq_f32_s32(t80);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap, scalar epilogue */
            for (;;) {
                long t89 = (long)t75 + i_vec_1;
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
                float32x4_t t90 = vcvtq_f32_s32(i_v_6);
                float32x4_t t91 = vmulq_f32(vdupq_n_f32(2.5f), t90);
                float32x4_t t92 = vdivq_f32(t91, t88);
                float32x4_t t93 = vaddq_f32(vdupq_n_f32(-2.0f), t92);
                vst1q_f32(cr + t89, t93);
                float32x4_t t94 = vcvtq_f32_s32(t2);
                float32x4_t t95 = vmulq_f32(vdupq_n_f32(0.02f), t94);
                float32x4_t t96 = vaddq_f32(vdupq_n_f32(-1.0f), t95);
                vst1q_f32(ci + t89, t96);
                i_vec_1 += 4L;
                uint32x4_t t97 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                int32x4_t t98 = vaddq_s32(t2, vdupq_n_s32(4));
                uint32x4_t t99 = vreinterpretq_u32_s32(t98);
                uint32x4_t t100 = vsubq_u32(t99, vdupq_n_u32(13));
                uint32x4_t t101 = vminq_u32(t99, t100);
                int32x4_t t102 = vreinterpretq_s32_u32(t101);
                if (i_vec_1 >= t79) {
                    break;
                }
                i_v_1 = t97;
                t2 = t102;
            }
            i = (int)((long)t75 + t79);
        } else {
            i = t75;
        }
        for (; i < n; i++) {
            long t103 = (long)i;
            cr[t103] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t103] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t104 = ci;
        const float *t105 = cr;
        render(out, t105, t104, n, 60U);
        tone(y, t105, n, 0.75f);
        tone_some(y, t104, n, 0.5f);
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t105, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t106 = (long)i_2;
            sum = sum * 31U + out[t106];
            fsum += y[t106];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
