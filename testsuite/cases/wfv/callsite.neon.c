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
    long t41;
    unsigned long t42;
    unsigned long t43;
    long t44;
    long t45;
    unsigned int *t46;
    float32x4_t ci_v;
    float32x4_t cr_v;
    int t47;
    long t48;
    unsigned long t49;
    unsigned long t50;
    long t51;
    unsigned long t52;
    unsigned long t53;
    long t54;
    long t55;
    long t56;
    unsigned int *t57;
    float32x4_t ci_v_1;
    float32x4_t cr_v_1;
    int i;
    long t61;
    unsigned int *t62;
    float32x4_t ci_v_2;
    float32x4_t cr_v_2;
    long t63;
    unsigned int *t64;
    float32x4_t ci_v_3;
    float32x4_t cr_v_3;
    long t65;
    unsigned int *t66;
    float32x4_t ci_v_4;
    float32x4_t cr_v_4;
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
    unsigned int t79;
    uint32x4_t t80;
    int t81;
    uint32x4_t t82;
    unsigned int t94;
    int t95;
    uint32x4_t t96;
    unsigned int t108;
    int t109;
    uint32x4_t t110;
    unsigned int t122;
    int t123;
    uint32x4_t t124;
    unsigned int t136;
    int t137;
    uint32x4_t t138;
    unsigned int t139;
    uint32x4_t t153;
    t38 = (long)n;
    t39 = (unsigned long)out;
    t40 = (unsigned long)cr;
    t41 = (long)((unsigned long)out - (unsigned long)cr);
    t42 = (unsigned long)out;
    t43 = (unsigned long)ci;
    t44 = (long)((unsigned long)out - (unsigned long)ci);
    if ((t38 >= 16L) & (((t39 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t39) | ((t41 <= 0L) | (t41 >= 64L))) & (((t42 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t43) | ((t43 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t42) | ((t44 <= 0L) | (t44 >= 64L)))) {
        t45 = t38 & -16L;
        i_vec_1 = 0L;
        /* vcc: loop at callsite.c:32 vectorized: VF 4, UF 4, run-time checks: `out` and `cr`, `out` and `ci` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            t46 = out + i_vec_1;
            ci_v = vld1q_f32(ci + i_vec_1);
            cr_v = vld1q_f32(cr + i_vec_1);
            t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t2 = vdupq_n_f32(0.0f);
            t3 = vdupq_n_f32(0.0f);
            t61 = i_vec_1 + 4L;
            t62 = out + t61;
            ci_v_2 = vld1q_f32(ci + t61);
            cr_v_2 = vld1q_f32(cr + t61);
            t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t5 = vdupq_n_f32(0.0f);
            t6 = vdupq_n_f32(0.0f);
            t63 = i_vec_1 + 8L;
            t64 = out + t63;
            ci_v_3 = vld1q_f32(ci + t63);
            cr_v_3 = vld1q_f32(cr + t63);
            t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t8 = vdupq_n_f32(0.0f);
            t9 = vdupq_n_f32(0.0f);
            t65 = i_vec_1 + 12L;
            t66 = out + t65;
            ci_v_4 = vld1q_f32(ci + t65);
            cr_v_4 = vld1q_f32(cr + t65);
            t10 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t11 = vdupq_n_f32(0.0f);
            t12 = vdupq_n_f32(0.0f);
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
            t79 = 0U;
            t80 = (uint32x4_t)(vcc_v4_uint){0};
            t81 = 1;
            t82 = (uint32x4_t)(vcc_v4_uint){0};
            for (;;) {
                if (t69) {
                    if (t67 < max_iter) {
                        float32x4_t t83 = vmulq_f32(t2, t2);
                        float32x4_t t84 = vmulq_f32(t3, t3);
                        float32x4_t t85 = vaddq_f32(t83, t84);
                        float32x4_t t86 = vdupq_n_f32(4.0f);
                        uint32x4_t t87 = vcltq_f32(t85, t86);
                        t13 = vandq_u32(t1, t87);
                        float32x4_t t88 = vsubq_f32(t83, t84);
                        t14 = vaddq_f32(t88, cr_v);
                        float32x4_t t89 = vdupq_n_f32(2.0f);
                        float32x4_t t90 = vmulq_f32(t89, t2);
                        float32x4_t t91 = vmulq_f32(t90, t3);
                        t15 = vaddq_f32(t91, ci_v);
                        uint32x4_t t92 = vdupq_n_u32(t67);
                        t16 = vbslq_u32(t1, t92, t68);
                        if ((vmaxvq_u32(t13) != 0)) {
                            t94 = t67 + 1U;
                            t95 = 1;
                            t96 = t70;
                            goto L154;
                        }
                        t17 = t16;
                    } else {
                        uint32x4_t t93 = vdupq_n_u32(t67);
                        t17 = vbslq_u32(t1, t93, t68);
                    }
                    t13 = t1;
                    t94 = t67;
                    t14 = t2;
                    t15 = t3;
                    t16 = t68;
                    t95 = 0;
                    t96 = t17;
                } else {
                    t13 = t1;
                    t94 = t67;
                    t14 = t2;
                    t15 = t3;
                    t16 = t68;
                    t95 = 0;
                    t96 = t70;
                }
            L154:
                if (t73) {
                    if (t71 < max_iter) {
                        float32x4_t t97 = vmulq_f32(t5, t5);
                        float32x4_t t98 = vmulq_f32(t6, t6);
                        float32x4_t t99 = vaddq_f32(t97, t98);
                        float32x4_t t100 = vdupq_n_f32(4.0f);
                        uint32x4_t t101 = vcltq_f32(t99, t100);
                        t18 = vandq_u32(t4, t101);
                        float32x4_t t102 = vsubq_f32(t97, t98);
                        t19 = vaddq_f32(t102, cr_v_2);
                        float32x4_t t103 = vdupq_n_f32(2.0f);
                        float32x4_t t104 = vmulq_f32(t103, t5);
                        float32x4_t t105 = vmulq_f32(t104, t6);
                        t20 = vaddq_f32(t105, ci_v_2);
                        uint32x4_t t106 = vdupq_n_u32(t71);
                        t21 = vbslq_u32(t4, t106, t72);
                        if ((vmaxvq_u32(t18) != 0)) {
                            t108 = t71 + 1U;
                            t109 = 1;
                            t110 = t74;
                            goto L155;
                        }
                        t22 = t21;
                    } else {
                        uint32x4_t t107 = vdupq_n_u32(t71);
                        t22 = vbslq_u32(t4, t107, t72);
                    }
                    t18 = t4;
                    t108 = t71;
                    t19 = t5;
                    t20 = t6;
                    t21 = t72;
                    t109 = 0;
                    t110 = t22;
                } else {
                    t18 = t4;
                    t108 = t71;
                    t19 = t5;
                    t20 = t6;
                    t21 = t72;
                    t109 = 0;
                    t110 = t74;
                }
            L155:
                if (t77) {
                    if (t75 < max_iter) {
                        float32x4_t t111 = vmulq_f32(t8, t8);
                        float32x4_t t112 = vmulq_f32(t9, t9);
                        float32x4_t t113 = vaddq_f32(t111, t112);
                        float32x4_t t114 = vdupq_n_f32(4.0f);
                        uint32x4_t t115 = vcltq_f32(t113, t114);
                        t23 = vandq_u32(t7, t115);
                        float32x4_t t116 = vsubq_f32(t111, t112);
                        t24 = vaddq_f32(t116, cr_v_3);
                        float32x4_t t117 = vdupq_n_f32(2.0f);
                        float32x4_t t118 = vmulq_f32(t117, t8);
                        float32x4_t t119 = vmulq_f32(t118, t9);
                        t25 = vaddq_f32(t119, ci_v_3);
                        uint32x4_t t120 = vdupq_n_u32(t75);
                        t26 = vbslq_u32(t7, t120, t76);
                        if ((vmaxvq_u32(t23) != 0)) {
                            t122 = t75 + 1U;
                            t123 = 1;
                            t124 = t78;
                            goto L156;
                        }
                        t27 = t26;
                    } else {
                        uint32x4_t t121 = vdupq_n_u32(t75);
                        t27 = vbslq_u32(t7, t121, t76);
                    }
                    t23 = t7;
                    t122 = t75;
                    t24 = t8;
                    t25 = t9;
                    t26 = t76;
                    t123 = 0;
                    t124 = t27;
                } else {
                    t23 = t7;
                    t122 = t75;
                    t24 = t8;
                    t25 = t9;
                    t26 = t76;
                    t123 = 0;
                    t124 = t78;
                }
            L156:
                if (t81) {
                    if (t79 < max_iter) {
                        float32x4_t t125 = vmulq_f32(t11, t11);
                        float32x4_t t126 = vmulq_f32(t12, t12);
                        float32x4_t t127 = vaddq_f32(t125, t126);
                        float32x4_t t128 = vdupq_n_f32(4.0f);
                        uint32x4_t t129 = vcltq_f32(t127, t128);
                        t28 = vandq_u32(t10, t129);
                        float32x4_t t130 = vsubq_f32(t125, t126);
                        t29 = vaddq_f32(t130, cr_v_4);
                        float32x4_t t131 = vdupq_n_f32(2.0f);
                        float32x4_t t132 = vmulq_f32(t131, t11);
                        float32x4_t t133 = vmulq_f32(t132, t12);
                        t30 = vaddq_f32(t133, ci_v_4);
                        uint32x4_t t134 = vdupq_n_u32(t79);
                        t31 = vbslq_u32(t10, t134, t80);
                        if ((vmaxvq_u32(t28) != 0)) {
                            t136 = t79 + 1U;
                            t137 = 1;
                            t138 = t82;
                            goto L157;
                        }
                        t32 = t31;
                    } else {
                        uint32x4_t t135 = vdupq_n_u32(t79);
                        t32 = vbslq_u32(t10, t135, t80);
                    }
                    t28 = t10;
                    t136 = t79;
                    t29 = t11;
                    t30 = t12;
                    t31 = t80;
                    t137 = 0;
                    t138 = t32;
                } else {
                    t28 = t10;
                    t136 = t79;
                    t29 = t11;
                    t30 = t12;
                    t31 = t80;
                    t137 = 0;
                    t138 = t82;
                }
            L157:
                if (!(t95 | t109 | t123 | t137)) {
                    vst1q_u32(t46, t96);
                    vst1q_u32(t62, t110);
                    vst1q_u32(t64, t124);
                    vst1q_u32(t66, t138);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t45) {
                        break;
                    }
                    t47 = (int)t45;
                    goto L158;
                }
                t1 = t13;
                t67 = t94;
                t2 = t14;
                t3 = t15;
                t68 = t16;
                t69 = t95;
                t70 = t96;
                t4 = t18;
                t71 = t108;
                t5 = t19;
                t6 = t20;
                t72 = t21;
                t73 = t109;
                t74 = t110;
                t7 = t23;
                t75 = t122;
                t8 = t24;
                t9 = t25;
                t76 = t26;
                t77 = t123;
                t78 = t124;
                t10 = t28;
                t79 = t136;
                t11 = t29;
                t12 = t30;
                t80 = t31;
                t81 = t137;
                t82 = t138;
            }
        }
    } else {
        t47 = 0;
    }
L158:
    t48 = (long)n + (long)t47 * -1L;
    t49 = (unsigned long)out;
    t50 = (unsigned long)cr;
    t51 = (long)((unsigned long)out + (unsigned long)((long)t47 * 4L) - ((unsigned long)cr + (unsigned long)((long)t47 * 4L)));
    t52 = (unsigned long)out;
    t53 = (unsigned long)ci;
    t54 = (long)((unsigned long)out + (unsigned long)((long)t47 * 4L) - ((unsigned long)ci + (unsigned long)((long)t47 * 4L)));
    if ((t48 >= 4L) & (((t49 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t47 * 4L))) | ((t50 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t47 * 4L))) | ((t51 <= 0L) | (t51 >= 16L))) & (((t52 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t53 + (unsigned long)((long)t47 * 4L))) | ((t53 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t52 + (unsigned long)((long)t47 * 4L))) | ((t54 <= 0L) | (t54 >= 16L)))) {
        t55 = t48 & -4L;
        i_vec = 0L;
        /* vcc: loop at callsite.c:32 vector epilogue: VF 4, UF 1, run-time checks: `out` and `cr`, `out` and `ci` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            t56 = (long)t47 + i_vec;
            t57 = out + t56;
            ci_v_1 = vld1q_f32(ci + t56);
            cr_v_1 = vld1q_f32(cr + t56);
            t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t34 = vdupq_n_f32(0.0f);
            t35 = vdupq_n_f32(0.0f);
            t139 = 0U;
            t36 = (uint32x4_t)(vcc_v4_uint){0};
            while (t139 < max_iter) {
                float32x4_t t140 = vmulq_f32(t34, t34);
                float32x4_t t141 = vmulq_f32(t35, t35);
                float32x4_t t142 = vaddq_f32(t140, t141);
                float32x4_t t143 = vdupq_n_f32(4.0f);
                uint32x4_t t144 = vcltq_f32(t142, t143);
                uint32x4_t t145 = vandq_u32(t33, t144);
                float32x4_t t146 = vsubq_f32(t140, t141);
                float32x4_t t147 = vaddq_f32(t146, cr_v_1);
                float32x4_t t148 = vdupq_n_f32(2.0f);
                float32x4_t t149 = vmulq_f32(t148, t34);
                float32x4_t t150 = vmulq_f32(t149, t35);
                float32x4_t t151 = vaddq_f32(t150, ci_v_1);
                uint32x4_t t152 = vdupq_n_u32(t139);
                t36 = vbslq_u32(t33, t152, t36);
                if (!(vmaxvq_u32(t145) != 0)) {
                    t37 = t36;
                    goto L159;
                }
                t33 = t145;
                t139++;
                t34 = t147;
                t35 = t151;
            }
            t153 = vdupq_n_u32(t139);
            t37 = vbslq_u32(t33, t153, t36);
        L159:
            vst1q_u32(t57, t37);
            i_vec += 4L;
            if (i_vec >= t55) {
                i = (int)((long)t47 + t55);
                break;
            }
        }
    } else {
        i = t47;
    }
    for (; i < n; i++) {
        long t58 = (long)i;
        float t59 = ci[t58];
        float t60 = cr[t58];
        out[t58] = mandel(t60, t59, max_iter);
    }
}

void tone(float *y, const float *x, int n, float s) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:38 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = y + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t20 = vdupq_n_f32(1.0f);
            uint32x4_t t21 = vcgtq_f32(x_v, t20);
            float32x4_t t22 = vdupq_n_f32(s);
            float32x4_t t23 = vsubq_f32(x_v, t22);
            float32x4_t t24 = vbslq_f32(t21, (float32x4_t)(vcc_v4_float){0}, t23);
            float32x4_t t25 = vdupq_n_f32(s);
            float32x4_t t26 = vmulq_f32(x_v, t25);
            float32x4_t t27 = vbslq_f32(t21, t26, t24);
            float32x4_t t17 = vaddq_f32(t27, vdupq_n_f32(1.0f));
            vst1q_f32(t6, t17);
            long t18 = i_vec_1 + 4L;
            float *t19 = y + t18;
            float32x4_t x_v_2 = vld1q_f32(x + t18);
            float32x4_t t40 = vdupq_n_f32(1.0f);
            uint32x4_t t41 = vcgtq_f32(x_v_2, t40);
            float32x4_t t42 = vdupq_n_f32(s);
            float32x4_t t43 = vsubq_f32(x_v_2, t42);
            float32x4_t t44 = vbslq_f32(t41, (float32x4_t)(vcc_v4_float){0}, t43);
            float32x4_t t45 = vdupq_n_f32(s);
            float32x4_t t46 = vmulq_f32(x_v_2, t45);
            float32x4_t t47 = vbslq_f32(t41, t46, t44);
            float32x4_t t37 = vaddq_f32(t47, vdupq_n_f32(1.0f));
            vst1q_f32(t19, t37);
            long t38 = i_vec_1 + 8L;
            float *t39 = y + t38;
            float32x4_t x_v_3 = vld1q_f32(x + t38);
            float32x4_t t51 = vdupq_n_f32(1.0f);
            uint32x4_t t52 = vcgtq_f32(x_v_3, t51);
            float32x4_t t53 = vdupq_n_f32(s);
            float32x4_t t54 = vsubq_f32(x_v_3, t53);
            float32x4_t t55 = vbslq_f32(t52, (float32x4_t)(vcc_v4_float){0}, t54);
            float32x4_t t56 = vdupq_n_f32(s);
            float32x4_t t57 = vmulq_f32(x_v_3, t56);
            float32x4_t t58 = vbslq_f32(t52, t57, t55);
            float32x4_t t48 = vaddq_f32(t58, vdupq_n_f32(1.0f));
            vst1q_f32(t39, t48);
            long t49 = i_vec_1 + 12L;
            float *t50 = y + t49;
            float32x4_t x_v_4 = vld1q_f32(x + t49);
            float32x4_t t60 = vdupq_n_f32(1.0f);
            uint32x4_t t61 = vcgtq_f32(x_v_4, t60);
            float32x4_t t62 = vdupq_n_f32(s);
            float32x4_t t63 = vsubq_f32(x_v_4, t62);
            float32x4_t t64 = vbslq_f32(t61, (float32x4_t)(vcc_v4_float){0}, t63);
            float32x4_t t65 = vdupq_n_f32(s);
            float32x4_t t66 = vmulq_f32(x_v_4, t65);
            float32x4_t t67 = vbslq_f32(t61, t66, t64);
            float32x4_t t59 = vaddq_f32(t67, vdupq_n_f32(1.0f));
            vst1q_f32(t50, t59);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t7 = (int)t5;
                break;
            }
        }
    } else {
        t7 = 0;
    }
    long t8 = (long)n + (long)t7 * -1L;
    unsigned long t9 = (unsigned long)y;
    unsigned long t10 = (unsigned long)x;
    long t11 = (long)((unsigned long)y + (unsigned long)((long)t7 * 4L) - ((unsigned long)x + (unsigned long)((long)t7 * 4L)));
    if ((t8 >= 4L) & (((t9 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t7 * 4L))) | ((t10 + (unsigned long)((long)t7 * 4L + 4L + (t8 - 1L) * 4L)) <= (t9 + (unsigned long)((long)t7 * 4L))) | ((t11 <= 0L) | (t11 >= 16L)))) {
        long t12 = t8 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:38 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = y + t13;
            float32x4_t x_v_1 = vld1q_f32(x + t13);
            float32x4_t t29 = vdupq_n_f32(1.0f);
            uint32x4_t t30 = vcgtq_f32(x_v_1, t29);
            float32x4_t t31 = vdupq_n_f32(s);
            float32x4_t t32 = vsubq_f32(x_v_1, t31);
            float32x4_t t33 = vbslq_f32(t30, (float32x4_t)(vcc_v4_float){0}, t32);
            float32x4_t t34 = vdupq_n_f32(s);
            float32x4_t t35 = vmulq_f32(x_v_1, t34);
            float32x4_t t36 = vbslq_f32(t30, t35, t33);
            float32x4_t t28 = vaddq_f32(t36, vdupq_n_f32(1.0f));
            vst1q_f32(t14, t28);
            i_vec += 4L;
            if (i_vec >= t12) {
                i = (int)((long)t7 + t12);
                break;
            }
        }
    } else {
        i = t7;
    }
    for (; i < n; i++) {
        long t15 = (long)i;
        float t16 = x[t15];
        y[t15] = shade(t16, s) + 1.0f;
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
    int t8;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at callsite.c:59 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float32x4_t v_v = vld1q_f32(x + i_vec_1);
            uint32x4_t t6 = vcgtq_f32(v_v, vdupq_n_f32(-1.0f));
            float32x4_t t7 = vbslq_f32(t6, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t21 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t7 != (vcc_v4_float){0});
            float32x4_t t22 = vdupq_n_f32(k);
            float32x4_t t23 = vmulq_f32(v_v, t22);
            float32x4_t t24 = vdupq_n_f32(0.0f);
            uint32x4_t t25 = vcltq_f32(v_v, t24);
            uint32x4_t t26 = vmvnq_u32(t25);
            uint32x4_t t27 = vandq_u32(t21, t26);
            float32x4_t t28 = vdupq_n_f32(-1.0f);
            float32x4_t t29 = vdupq_n_f32(1.0f);
            float32x4_t t30 = vbslq_f32(t27, t29, t28);
            float32x4_t t31 = vaddq_f32(t23, t30);
            float32x4_t t32 = vbslq_f32(t21, t31, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_2 = vbslq_f32(t6, t32, v_v);
            vst1q_f32(y + i_vec_1, v_v_2);
            long t18 = i_vec_1 + 4L;
            float32x4_t v_v_3 = vld1q_f32(x + t18);
            uint32x4_t t19 = vcgtq_f32(v_v_3, vdupq_n_f32(-1.0f));
            float32x4_t t20 = vbslq_f32(t19, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t48 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t20 != (vcc_v4_float){0});
            float32x4_t t49 = vdupq_n_f32(k);
            float32x4_t t50 = vmulq_f32(v_v_3, t49);
            float32x4_t t51 = vdupq_n_f32(0.0f);
            uint32x4_t t52 = vcltq_f32(v_v_3, t51);
            uint32x4_t t53 = vmvnq_u32(t52);
            uint32x4_t t54 = vandq_u32(t48, t53);
            float32x4_t t55 = vdupq_n_f32(-1.0f);
            float32x4_t t56 = vdupq_n_f32(1.0f);
            float32x4_t t57 = vbslq_f32(t54, t56, t55);
            float32x4_t t58 = vaddq_f32(t50, t57);
            float32x4_t t59 = vbslq_f32(t48, t58, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_5 = vbslq_f32(t19, t59, v_v_3);
            vst1q_f32(y + t18, v_v_5);
            long t45 = i_vec_1 + 8L;
            float32x4_t v_v_6 = vld1q_f32(x + t45);
            uint32x4_t t46 = vcgtq_f32(v_v_6, vdupq_n_f32(-1.0f));
            float32x4_t t47 = vbslq_f32(t46, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t63 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t47 != (vcc_v4_float){0});
            float32x4_t t64 = vdupq_n_f32(k);
            float32x4_t t65 = vmulq_f32(v_v_6, t64);
            float32x4_t t66 = vdupq_n_f32(0.0f);
            uint32x4_t t67 = vcltq_f32(v_v_6, t66);
            uint32x4_t t68 = vmvnq_u32(t67);
            uint32x4_t t69 = vandq_u32(t63, t68);
            float32x4_t t70 = vdupq_n_f32(-1.0f);
            float32x4_t t71 = vdupq_n_f32(1.0f);
            float32x4_t t72 = vbslq_f32(t69, t71, t70);
            float32x4_t t73 = vaddq_f32(t65, t72);
            float32x4_t t74 = vbslq_f32(t63, t73, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_7 = vbslq_f32(t46, t74, v_v_6);
            vst1q_f32(y + t45, v_v_7);
            long t60 = i_vec_1 + 12L;
            float32x4_t v_v_8 = vld1q_f32(x + t60);
            uint32x4_t t61 = vcgtq_f32(v_v_8, vdupq_n_f32(-1.0f));
            float32x4_t t62 = vbslq_f32(t61, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t75 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t62 != (vcc_v4_float){0});
            float32x4_t t76 = vdupq_n_f32(k);
            float32x4_t t77 = vmulq_f32(v_v_8, t76);
            float32x4_t t78 = vdupq_n_f32(0.0f);
            uint32x4_t t79 = vcltq_f32(v_v_8, t78);
            uint32x4_t t80 = vmvnq_u32(t79);
            uint32x4_t t81 = vandq_u32(t75, t80);
            float32x4_t t82 = vdupq_n_f32(-1.0f);
            float32x4_t t83 = vdupq_n_f32(1.0f);
            float32x4_t t84 = vbslq_f32(t81, t83, t82);
            float32x4_t t85 = vaddq_f32(t77, t84);
            float32x4_t t86 = vbslq_f32(t75, t85, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_9 = vbslq_f32(t61, t86, v_v_8);
            vst1q_f32(y + t60, v_v_9);
            i_vec_1 += 16L;
            if (i_vec_1 >= t5) {
                t8 = (int)t5;
                break;
            }
        }
    } else {
        t8 = 0;
    }
    long t9 = (long)n + (long)t8 * -1L;
    unsigned long t10 = (unsigned long)y;
    unsigned long t11 = (unsigned long)x;
    long t12 = (long)((unsigned long)y + (unsigned long)((long)t8 * 4L) - ((unsigned long)x + (unsigned long)((long)t8 * 4L)));
    if ((t9 >= 4L) & (((t10 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t11 + (unsigned long)((long)t8 * 4L))) | ((t11 + (unsigned long)((long)t8 * 4L + 4L + (t9 - 1L) * 4L)) <= (t10 + (unsigned long)((long)t8 * 4L))) | ((t12 <= 0L) | (t12 >= 16L)))) {
        long t13 = t9 & -4L;
        long i_vec = 0L;
        /* vcc: loop at callsite.c:59 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t14 = (long)t8 + i_vec;
            float32x4_t v_v_1 = vld1q_f32(x + t14);
            uint32x4_t t15 = vcgtq_f32(v_v_1, vdupq_n_f32(-1.0f));
            float32x4_t t16 = vbslq_f32(t15, vdupq_n_f32(1.0f), (float32x4_t)(vcc_v4_float){0});
            uint32x4_t t33 = (uint32x4_t)(vcc_m4)((vcc_v4_float)t16 != (vcc_v4_float){0});
            float32x4_t t34 = vdupq_n_f32(k);
            float32x4_t t35 = vmulq_f32(v_v_1, t34);
            float32x4_t t36 = vdupq_n_f32(0.0f);
            uint32x4_t t37 = vcltq_f32(v_v_1, t36);
            uint32x4_t t38 = vmvnq_u32(t37);
            uint32x4_t t39 = vandq_u32(t33, t38);
            float32x4_t t40 = vdupq_n_f32(-1.0f);
            float32x4_t t41 = vdupq_n_f32(1.0f);
            float32x4_t t42 = vbslq_f32(t39, t41, t40);
            float32x4_t t43 = vaddq_f32(t35, t42);
            float32x4_t t44 = vbslq_f32(t33, t43, (float32x4_t)(vcc_v4_float){0});
            float32x4_t v_v_4 = vbslq_f32(t15, t44, v_v_1);
            vst1q_f32(y + t14, v_v_4);
            i_vec += 4L;
            if (i_vec >= t13) {
                i = (int)((long)t8 + t13);
                break;
            }
        }
    } else {
        i = t8;
    }
    for (; i < n; i++) {
        long t17 = (long)i;
        float v = x[t17];
        if (v > -1.0f) {
            float v_1 = ramp(v, k);
            v = v_1;
        }
        y[t17] = v;
    }
}

int main(void) {
    int sizes[8];
    int t76;
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
        long t10 = (long)((unsigned long)t6 - (unsigned long)t5);
        if ((t7 >= 16L) & (((t8 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t9) | ((t9 + (unsigned long)(4L + (t7 - 1L) * 4L)) <= t8) | ((t10 <= 0L) | (t10 >= 64L))) & 1) {
            long t11 = t7 & -16L;
            int32x4_t t12 = vdupq_n_s32(t3);
            int32x4_t t13 = vdupq_n_s32(0);
            uint32x4_t t14 = vreinterpretq_u32_s32(t13);
            uint32x4_t i_v = vaddq_u32(t14, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t15 = vdupq_n_s32(0);
            int32x4_t t16 = vaddq_s32(t15, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t17 = vreinterpretq_u32_s32(t16);
            uint32x4_t t18 = vsubq_u32(t17, vdupq_n_u32(13));
            uint32x4_t t19 = vminq_u32(t17, t18);
            int32x4_t t1 = vreinterpretq_s32_u32(t19);
            float32x4_t t20 = vcvtq_f32_s32(t12);
            long i_vec = 0L;
            /* vcc: loop at callsite.c:74 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), the remainder at 76:37 by 13 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
                float32x4_t t21 = vcvtq_f32_s32(i_v_2);
                float32x4_t t22 = vmulq_f32(vdupq_n_f32(2.5f), t21);
                float32x4_t t23 = vdivq_f32(t22, t20);
                float32x4_t t24 = vaddq_f32(vdupq_n_f32(-2.0f), t23);
                vst1q_f32(cr + i_vec, t24);
                float32x4_t t25 = vcvtq_f32_s32(t1);
                float32x4_t t26 = vmulq_f32(vdupq_n_f32(0.02f), t25);
                float32x4_t t27 = vaddq_f32(vdupq_n_f32(-1.0f), t26);
                vst1q_f32(ci + i_vec, t27);
                long t28 = i_vec + 4L;
                uint32x4_t t29 = vaddq_u32(i_v, vdupq_n_u32(4));
                int32x4_t i_v_3 = vreinterpretq_s32_u32(t29);
                float32x4_t t30 = vcvtq_f32_s32(i_v_3);
                float32x4_t t31 = vmulq_f32(vdupq_n_f32(2.5f), t30);
                float32x4_t t32 = vdivq_f32(t31, t20);
                float32x4_t t33 = vaddq_f32(vdupq_n_f32(-2.0f), t32);
                vst1q_f32(cr + t28, t33);
                int32x4_t t34 = vaddq_s32(t1, vdupq_n_s32(4));
                uint32x4_t t35 = vreinterpretq_u32_s32(t34);
                uint32x4_t t36 = vsubq_u32(t35, vdupq_n_u32(13));
                uint32x4_t t37 = vminq_u32(t35, t36);
                int32x4_t t38 = vreinterpretq_s32_u32(t37);
                float32x4_t t39 = vcvtq_f32_s32(t38);
                float32x4_t t40 = vmulq_f32(vdupq_n_f32(0.02f), t39);
                float32x4_t t41 = vaddq_f32(vdupq_n_f32(-1.0f), t40);
                vst1q_f32(ci + t28, t41);
                long t42 = i_vec + 8L;
                uint32x4_t t43 = vaddq_u32(i_v, vdupq_n_u32(8));
                int32x4_t i_v_4 = vreinterpretq_s32_u32(t43);
                float32x4_t t44 = vcvtq_f32_s32(i_v_4);
                float32x4_t t45 = vmulq_f32(vdupq_n_f32(2.5f), t44);
                float32x4_t t46 = vdivq_f32(t45, t20);
                float32x4_t t47 = vaddq_f32(vdupq_n_f32(-2.0f), t46);
                vst1q_f32(cr + t42, t47);
                int32x4_t t48 = vaddq_s32(t1, vdupq_n_s32(8));
                uint32x4_t t49 = vreinterpretq_u32_s32(t48);
                uint32x4_t t50 = vsubq_u32(t49, vdupq_n_u32(13));
                uint32x4_t t51 = vminq_u32(t49, t50);
                int32x4_t t52 = vreinterpretq_s32_u32(t51);
                float32x4_t t53 = vcvtq_f32_s32(t52);
                float32x4_t t54 = vmulq_f32(vdupq_n_f32(0.02f), t53);
                float32x4_t t55 = vaddq_f32(vdupq_n_f32(-1.0f), t54);
                vst1q_f32(ci + t42, t55);
                long t56 = i_vec + 12L;
                uint32x4_t t57 = vaddq_u32(i_v, vdupq_n_u32(12));
                int32x4_t i_v_5 = vreinterpretq_s32_u32(t57);
                float32x4_t t58 = vcvtq_f32_s32(i_v_5);
                float32x4_t t59 = vmulq_f32(vdupq_n_f32(2.5f), t58);
                float32x4_t t60 = vdivq_f32(t59, t20);
                float32x4_t t61 = vaddq_f32(vdupq_n_f32(-2.0f), t60);
                vst1q_f32(cr + t56, t61);
                int32x4_t t62 = vaddq_s32(t1, vdupq_n_s32(12));
                uint32x4_t t63 = vreinterpretq_u32_s32(t62);
                uint32x4_t t64 = vsubq_u32(t63, vdupq_n_u32(13));
                uint32x4_t t65 = vminq_u32(t63, t64);
                int32x4_t t66 = vreinterpretq_s32_u32(t65);
                float32x4_t t67 = vcvtq_f32_s32(t66);
                float32x4_t t68 = vmulq_f32(vdupq_n_f32(0.02f), t67);
                float32x4_t t69 = vaddq_f32(vdupq_n_f32(-1.0f), t68);
                vst1q_f32(ci + t56, t69);
                i_vec += 16L;
                uint32x4_t t70 = vaddq_u32(i_v, vdupq_n_u32(16));
                int32x4_t t71 = vaddq_s32(t1, vdupq_n_s32(3));
                uint32x4_t t72 = vreinterpretq_u32_s32(t71);
                uint32x4_t t73 = vsubq_u32(t72, vdupq_n_u32(13));
                uint32x4_t t74 = vminq_u32(t72, t73);
                int32x4_t t75 = vreinterpretq_s32_u32(t74);
                if (i_vec >= t11) {
                    break;
                }
                i_v = t70;
                t1 = t75;
            }
            t76 = (int)t11;
        } else {
            t76 = 0;
        }
        long t77 = (long)n + (long)t76 * -1L;
        unsigned long t78 = (unsigned long)t5;
        unsigned long t79 = (unsigned long)t6;
        long t80 = (long)((unsigned long)t6 + (unsigned long)((long)t76 * 4L) - ((unsigned long)t5 + (unsigned long)((long)t76 * 4L)));
        if ((t77 >= 4L) & (((t78 + (unsigned long)((long)t76 * 4L + 4L + (t77 - 1L) * 4L)) <= (t79 + (unsigned long)((long)t76 * 4L))) | ((t79 + (unsigned long)((long)t76 * 4L + 4L + (t77 - 1L) * 4L)) <= (t78 + (unsigned long)((long)t76 * 4L))) | ((t80 <= 0L) | (t80 >= 16L))) & (t76 >= 0)) {
            long t81 = t77 & -4L;
            int32x4_t t82 = vdupq_n_s32(t3);
            int32x4_t t83 = vdupq_n_s32(t76);
            uint32x4_t t84 = vreinterpretq_u32_s32(t83);
            uint32x4_t i_v_1 = vaddq_u32(t84, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
            int32x4_t t85 = vdupq_n_s32(t76 % 13);
            int32x4_t t86 = vaddq_s32(t85, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
            uint32x4_t t87 = vreinterpretq_u32_s32(t86);
            uint32x4_t t88 = vsubq_u32(t87, vdupq_n_u32(13));
            uint32x4_t t89 = vminq_u32(t87, t88);
            int32x4_t t2 = vreinterpretq_s32_u32(t89);
            float32x4_t t90 = vcvtq_f32_s32(t82);
            long i_vec_1 = 0L;
            /* vcc: loop at callsite.c:74 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 71:21 and the value of the call to `malloc` at 71:60 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
            for (;;) {
                long t91 = (long)t76 + i_vec_1;
                int32x4_t i_v_6 = vreinterpretq_s32_u32(i_v_1);
                float32x4_t t92 = vcvtq_f32_s32(i_v_6);
                float32x4_t t93 = vmulq_f32(vdupq_n_f32(2.5f), t92);
                float32x4_t t94 = vdivq_f32(t93, t90);
                float32x4_t t95 = vaddq_f32(vdupq_n_f32(-2.0f), t94);
                vst1q_f32(cr + t91, t95);
                float32x4_t t96 = vcvtq_f32_s32(t2);
                float32x4_t t97 = vmulq_f32(vdupq_n_f32(0.02f), t96);
                float32x4_t t98 = vaddq_f32(vdupq_n_f32(-1.0f), t97);
                vst1q_f32(ci + t91, t98);
                i_vec_1 += 4L;
                uint32x4_t t99 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                int32x4_t t100 = vaddq_s32(t2, vdupq_n_s32(4));
                uint32x4_t t101 = vreinterpretq_u32_s32(t100);
                uint32x4_t t102 = vsubq_u32(t101, vdupq_n_u32(13));
                uint32x4_t t103 = vminq_u32(t101, t102);
                int32x4_t t104 = vreinterpretq_s32_u32(t103);
                if (i_vec_1 >= t81) {
                    break;
                }
                i_v_1 = t99;
                t2 = t104;
            }
            i = (int)((long)t76 + t81);
        } else {
            i = t76;
        }
        for (; i < n; i++) {
            long t105 = (long)i;
            cr[t105] = -2.0f + 2.5f * (float)i / (float)t3;
            ci[t105] = -1.0f + 0.02f * (float)(i % 13);
        }
        const float *t106 = ci;
        const float *t107 = cr;
        render(out, t107, t106, n, 60U);
        tone(y, t107, n, 0.75f);
        tone_some(y, t106, n, 0.5f);
        float tsum = 0.0f;
        for (int i_1 = 0; i_1 < n; i_1++) {
            tsum += y[i_1];
        }
        ramp_some(y, t107, n, 0.25f);
        float fsum = 0.0f;
        unsigned int sum = 0U;
        for (int i_2 = 0; i_2 < n; i_2++) {
            long t108 = (long)i_2;
            sum = sum * 31U + out[t108];
            fsum += y[t108];
        }
        printf("n=%d %u %.4f %.4f\n", n, sum, (double)tsum, (double)fsum);
        free((void *)cr);
        free((void *)ci);
        free((void *)y);
        free((void *)out);
    }
    return 0;
}
