/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef int vcc_v2_int __attribute__((vector_size(8)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

uint32x4_t _ZGVnN4vvu_escape(float32x4_t cr, float32x4_t ci, unsigned int max_iter);
int32x4_t _ZGVnN4vu_collatz(int32x4_t x, int limit);
int32x4_t _ZGVnM4vu_collatz(int32x4_t x, int limit, int32x4_t mask);
/* Divergent loops fused: a loop that calls a function whose while loop's lanes leave at
   different iterations gets one copy of that while loop per UF part (and per call) once the
   variant is inlined; the copies run as one loop that steps every copy still running, a copy
   that has finished keeping its results until the others are done. Copies with two exits (a
   return inside the loop), copies under a condition (the masked variant), two calls in one
   iteration (more copies than one fused loop takes), a sum of the results, and an in-place
   update whose next part's load must wait for the store of the part before (not fused). */
#include <stdio.h>
#include <stdlib.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 6 */

/* #pragma omp declare simd uniform(max_iter) notinbranch */
unsigned escape(float cr, float ci, unsigned max_iter) {
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

/* vcc: function at fused_loops.c:14 vector variant _ZGVnN4vvu_escape of `escape`: VL 4, unmasked, cr vector, ci vector, max_iter uniform */
uint32x4_t _ZGVnN4vvu_escape(float32x4_t cr, float32x4_t ci, unsigned int max_iter) {
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

/* Two exits: the loop's test, and a return from its body once the step limit is reached. */
/* #pragma omp declare simd uniform(limit) */
int collatz(int x, int limit) {
    int steps = 0;
    while (x > 1) {
        if (steps >= limit)
            return -steps;
        x = (x & 1) ? 3 * x + 1 : x >> 1;
        steps++;
    }
    return steps;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVnN4vu_collatz of `collatz`: VL 4, unmasked, x vector, limit uniform */
int32x4_t _ZGVnN4vu_collatz(int32x4_t x, int limit) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    int32x4_t t2 = x;
    int t6 = 0;
    int32x4_t t3 = (int32x4_t)(vcc_v4_int){0};
    uint32x4_t t4 = (uint32x4_t)(vcc_m4){0};
    uint32x4_t t5 = (uint32x4_t)(vcc_m4){0};
    for (;;) {
        int32x4_t t7 = vdupq_n_s32(1);
        uint32x4_t t8 = vcgtq_s32(t2, t7);
        uint32x4_t t9 = vandq_u32(t1, t8);
        uint32x4_t t10 = vmvnq_u32(t8);
        uint32x4_t t11 = vandq_u32(t1, t10);
        int32x4_t t12 = vdupq_n_s32(t6 >= limit);
        uint32x4_t t13 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
        uint32x4_t t14 = vandq_u32(t9, t13);
        uint32x4_t t15 = vmvnq_u32(t13);
        uint32x4_t t16 = vandq_u32(t9, t15);
        int32x4_t t17 = vdupq_n_s32(1);
        int32x4_t t18 = vandq_s32(t2, t17);
        uint32x4_t t19 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t18 != (vcc_v4_int){0});
        uint32x4_t t20 = vmvnq_u32(t19);
        uint32x4_t t21 = vandq_u32(t16, t20);
        int32x4_t t22 = vdupq_n_s32(1);
        int32x4_t t23 = vshlq_s32(t2, vnegq_s32(t22));
        int32x4_t t24 = vdupq_n_s32(3);
        uint32x4_t t25 = vreinterpretq_u32_s32(t24);
        uint32x4_t t26 = vreinterpretq_u32_s32(t2);
        uint32x4_t t27 = vmulq_u32(t25, t26);
        int32x4_t t28 = vreinterpretq_s32_u32(t27);
        int32x4_t t29 = vdupq_n_s32(1);
        uint32x4_t t30 = vreinterpretq_u32_s32(t28);
        uint32x4_t t31 = vreinterpretq_u32_s32(t29);
        uint32x4_t t32 = vaddq_u32(t30, t31);
        int32x4_t t33 = vreinterpretq_s32_u32(t32);
        t2 = vbslq_s32(t21, t23, t33);
        int32x4_t t34 = vdupq_n_s32(t6);
        t3 = vbslq_s32(t1, t34, t3);
        t4 = vorrq_u32(t4, t11);
        t5 = vorrq_u32(t5, t14);
        if (!(vmaxvq_u32(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    int32x4_t t35 = vbslq_s32(t4, t3, (int32x4_t)(vcc_v4_int){0});
    uint32x4_t t36 = vreinterpretq_u32_s32(t3);
    uint32x4_t t37 = vsubq_u32(vdupq_n_u32(0), t36);
    int32x4_t t38 = vreinterpretq_s32_u32(t37);
    int32x4_t t39 = vbslq_s32(t5, t38, t35);
    return t39;
}

/* vcc: function at fused_loops.c:28 vector variant _ZGVnM4vu_collatz of `collatz`: VL 4, masked, x vector, limit uniform */
int32x4_t _ZGVnM4vu_collatz(int32x4_t x, int limit, int32x4_t mask) {
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)mask != (vcc_v4_int){0});
    int32x4_t t2 = x;
    int t6 = 0;
    int32x4_t t3 = (int32x4_t)(vcc_v4_int){0};
    uint32x4_t t4 = (uint32x4_t)(vcc_m4){0};
    uint32x4_t t5 = (uint32x4_t)(vcc_m4){0};
    for (;;) {
        int32x4_t t7 = vdupq_n_s32(1);
        uint32x4_t t8 = vcgtq_s32(t2, t7);
        uint32x4_t t9 = vandq_u32(t1, t8);
        uint32x4_t t10 = vmvnq_u32(t8);
        uint32x4_t t11 = vandq_u32(t1, t10);
        int32x4_t t12 = vdupq_n_s32(t6 >= limit);
        uint32x4_t t13 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t12 != (vcc_v4_int){0});
        uint32x4_t t14 = vandq_u32(t9, t13);
        uint32x4_t t15 = vmvnq_u32(t13);
        uint32x4_t t16 = vandq_u32(t9, t15);
        int32x4_t t17 = vdupq_n_s32(1);
        int32x4_t t18 = vandq_s32(t2, t17);
        uint32x4_t t19 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t18 != (vcc_v4_int){0});
        uint32x4_t t20 = vmvnq_u32(t19);
        uint32x4_t t21 = vandq_u32(t16, t20);
        int32x4_t t22 = vdupq_n_s32(1);
        int32x4_t t23 = vshlq_s32(t2, vnegq_s32(t22));
        int32x4_t t24 = vdupq_n_s32(3);
        uint32x4_t t25 = vreinterpretq_u32_s32(t24);
        uint32x4_t t26 = vreinterpretq_u32_s32(t2);
        uint32x4_t t27 = vmulq_u32(t25, t26);
        int32x4_t t28 = vreinterpretq_s32_u32(t27);
        int32x4_t t29 = vdupq_n_s32(1);
        uint32x4_t t30 = vreinterpretq_u32_s32(t28);
        uint32x4_t t31 = vreinterpretq_u32_s32(t29);
        uint32x4_t t32 = vaddq_u32(t30, t31);
        int32x4_t t33 = vreinterpretq_s32_u32(t32);
        t2 = vbslq_s32(t21, t23, t33);
        int32x4_t t34 = vdupq_n_s32(t6);
        t3 = vbslq_s32(t1, t34, t3);
        t4 = vorrq_u32(t4, t11);
        t5 = vorrq_u32(t5, t14);
        if (!(vmaxvq_u32(t16) != 0)) {
            break;
        }
        t1 = t16;
        t6++;
    }
    int32x4_t t35 = vbslq_s32(t4, t3, (int32x4_t)(vcc_v4_int){0});
    uint32x4_t t36 = vreinterpretq_u32_s32(t3);
    uint32x4_t t37 = vsubq_u32(vdupq_n_u32(0), t36);
    int32x4_t t38 = vreinterpretq_s32_u32(t37);
    int32x4_t t39 = vbslq_s32(t5, t38, t35);
    return t39;
}

void rows(unsigned *out, int n, float y) {
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
        /* vcc: loop at fused_loops.c:41 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            i_v_2 = vreinterpretq_s32_u32(i_v);
            t42 = out + i_vec_1;
            t43 = vcvtq_f32_s32(i_v_2);
            t44 = vmulq_f32(t43, vdupq_n_f32(0.040625f));
            t45 = vaddq_f32(vdupq_n_f32(-2.0f), t44);
            t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t2 = vdupq_n_f32(0.0f);
            t3 = vdupq_n_f32(0.0f);
            t55 = vaddq_u32(i_v, vdupq_n_u32(4));
            i_v_4 = vreinterpretq_s32_u32(t55);
            t56 = out + (i_vec_1 + 4L);
            t57 = vcvtq_f32_s32(i_v_4);
            t58 = vmulq_f32(t57, vdupq_n_f32(0.040625f));
            t59 = vaddq_f32(vdupq_n_f32(-2.0f), t58);
            t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t5 = vdupq_n_f32(0.0f);
            t6 = vdupq_n_f32(0.0f);
            t60 = vaddq_u32(i_v, vdupq_n_u32(8));
            i_v_5 = vreinterpretq_s32_u32(t60);
            t61 = out + (i_vec_1 + 8L);
            t62 = vcvtq_f32_s32(i_v_5);
            t63 = vmulq_f32(t62, vdupq_n_f32(0.040625f));
            t64 = vaddq_f32(vdupq_n_f32(-2.0f), t63);
            t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t8 = vdupq_n_f32(0.0f);
            t9 = vdupq_n_f32(0.0f);
            t65 = vaddq_u32(i_v, vdupq_n_u32(12));
            i_v_6 = vreinterpretq_s32_u32(t65);
            t66 = out + (i_vec_1 + 12L);
            t67 = vcvtq_f32_s32(i_v_6);
            t68 = vmulq_f32(t67, vdupq_n_f32(0.040625f));
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
                    if (t70 < 150U) {
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
                    if (t74 < 150U) {
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
                    if (t78 < 150U) {
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
                    if (t82 < 150U) {
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
        /* vcc: loop at fused_loops.c:41 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            i_v_3 = vreinterpretq_s32_u32(i_v_1);
            t51 = out + ((long)t46 + i_vec);
            t52 = vcvtq_f32_s32(i_v_3);
            t53 = vmulq_f32(t52, vdupq_n_f32(0.040625f));
            t54 = vaddq_f32(vdupq_n_f32(-2.0f), t53);
            t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t34 = vdupq_n_f32(0.0f);
            t35 = vdupq_n_f32(0.0f);
            t142 = 0U;
            t36 = (uint32x4_t)(vcc_v4_uint){0};
            while (t142 < 150U) {
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
        out[i] = escape(-2.0f + (float)i * 0.040625f, y, 150U);
    }
}

void counts(int *out, const int *in, int n, int limit) {
    uint32x4_t t9;
    int32x4_t t10;
    int32x4_t t11;
    uint32x4_t t12;
    uint32x4_t t13;
    int32x4_t t14;
    uint32x4_t t15;
    int32x4_t t16;
    int32x4_t t17;
    uint32x4_t t18;
    uint32x4_t t19;
    int32x4_t t20;
    uint32x4_t t21;
    int32x4_t t22;
    int32x4_t t23;
    uint32x4_t t24;
    uint32x4_t t25;
    int32x4_t t26;
    uint32x4_t t27;
    int32x4_t t28;
    int32x4_t t29;
    uint32x4_t t30;
    uint32x4_t t31;
    int32x4_t t32;
    long t38;
    unsigned long t39;
    unsigned long t40;
    long t41;
    int t44;
    long t45;
    int i;
    int t115;
    int t116;
    int t148;
    int t149;
    int t181;
    int t182;
    int t214;
    int t215;
    t38 = (long)n;
    t39 = (unsigned long)out;
    t40 = (unsigned long)in;
    t41 = (long)((unsigned long)out - (unsigned long)in);
    if ((t38 >= 16L) & (((t39 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t39) | ((t41 <= 0L) | (t41 >= 64L)))) {
        long t42 = t38 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t43 = out + i_vec_1;
            int32x4_t t2 = vld1q_s32(in + i_vec_1);
            uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t54 = i_vec_1 + 4L;
            int *t55 = out + t54;
            int32x4_t t4 = vld1q_s32(in + t54);
            uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t56 = i_vec_1 + 8L;
            int *t57 = out + t56;
            int32x4_t t6 = vld1q_s32(in + t56);
            uint32x4_t t5 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t58 = i_vec_1 + 12L;
            int *t59 = out + t58;
            int32x4_t t8 = vld1q_s32(in + t58);
            uint32x4_t t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t60 = 0;
            int32x4_t t61 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t62 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t63 = (uint32x4_t)(vcc_m4){0};
            int t64 = 1;
            int32x4_t t65 = (int32x4_t)(vcc_v4_int){0};
            int t66 = 0;
            int32x4_t t67 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t68 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t69 = (uint32x4_t)(vcc_m4){0};
            int t70 = 1;
            int32x4_t t71 = (int32x4_t)(vcc_v4_int){0};
            int t72 = 0;
            int32x4_t t73 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t74 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t75 = (uint32x4_t)(vcc_m4){0};
            int t76 = 1;
            int32x4_t t77 = (int32x4_t)(vcc_v4_int){0};
            int t78 = 0;
            int32x4_t t79 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t80 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t81 = (uint32x4_t)(vcc_m4){0};
            int t82 = 1;
            int32x4_t t83 = (int32x4_t)(vcc_v4_int){0};
            for (;;) {
                if (t64) {
                    int32x4_t t84 = vdupq_n_s32(1);
                    uint32x4_t t85 = vcgtq_s32(t2, t84);
                    uint32x4_t t86 = vandq_u32(t1, t85);
                    uint32x4_t t87 = vmvnq_u32(t85);
                    uint32x4_t t88 = vandq_u32(t1, t87);
                    int32x4_t t89 = vdupq_n_s32(t60 >= limit);
                    uint32x4_t t90 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t89 != (vcc_v4_int){0});
                    uint32x4_t t91 = vandq_u32(t86, t90);
                    uint32x4_t t92 = vmvnq_u32(t90);
                    t9 = vandq_u32(t86, t92);
                    int32x4_t t93 = vdupq_n_s32(1);
                    int32x4_t t94 = vandq_s32(t2, t93);
                    uint32x4_t t95 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t94 != (vcc_v4_int){0});
                    uint32x4_t t96 = vmvnq_u32(t95);
                    uint32x4_t t97 = vandq_u32(t9, t96);
                    int32x4_t t98 = vdupq_n_s32(1);
                    int32x4_t t99 = vshlq_s32(t2, vnegq_s32(t98));
                    int32x4_t t100 = vdupq_n_s32(3);
                    uint32x4_t t101 = vreinterpretq_u32_s32(t100);
                    uint32x4_t t102 = vreinterpretq_u32_s32(t2);
                    uint32x4_t t103 = vmulq_u32(t101, t102);
                    int32x4_t t104 = vreinterpretq_s32_u32(t103);
                    int32x4_t t105 = vdupq_n_s32(1);
                    uint32x4_t t106 = vreinterpretq_u32_s32(t104);
                    uint32x4_t t107 = vreinterpretq_u32_s32(t105);
                    uint32x4_t t108 = vaddq_u32(t106, t107);
                    int32x4_t t109 = vreinterpretq_s32_u32(t108);
                    t10 = vbslq_s32(t97, t99, t109);
                    int32x4_t t110 = vdupq_n_s32(t60);
                    t11 = vbslq_s32(t1, t110, t61);
                    t12 = vorrq_u32(t62, t88);
                    t13 = vorrq_u32(t63, t91);
                    if ((vmaxvq_u32(t9) != 0)) {
                        t115 = t60 + 1;
                        t116 = 1;
                        t14 = t65;
                    } else {
                        int32x4_t t111 = vbslq_s32(t12, t11, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t112 = vreinterpretq_u32_s32(t11);
                        uint32x4_t t113 = vsubq_u32(vdupq_n_u32(0), t112);
                        int32x4_t t114 = vreinterpretq_s32_u32(t113);
                        t14 = vbslq_s32(t13, t114, t111);
                        t9 = t1;
                        t10 = t2;
                        t115 = t60;
                        t11 = t61;
                        t12 = t62;
                        t13 = t63;
                        t116 = 0;
                    }
                } else {
                    t9 = t1;
                    t10 = t2;
                    t115 = t60;
                    t11 = t61;
                    t12 = t62;
                    t13 = t63;
                    t116 = 0;
                    t14 = t65;
                }
                if (t70) {
                    int32x4_t t117 = vdupq_n_s32(1);
                    uint32x4_t t118 = vcgtq_s32(t4, t117);
                    uint32x4_t t119 = vandq_u32(t3, t118);
                    uint32x4_t t120 = vmvnq_u32(t118);
                    uint32x4_t t121 = vandq_u32(t3, t120);
                    int32x4_t t122 = vdupq_n_s32(t66 >= limit);
                    uint32x4_t t123 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t122 != (vcc_v4_int){0});
                    uint32x4_t t124 = vandq_u32(t119, t123);
                    uint32x4_t t125 = vmvnq_u32(t123);
                    t15 = vandq_u32(t119, t125);
                    int32x4_t t126 = vdupq_n_s32(1);
                    int32x4_t t127 = vandq_s32(t4, t126);
                    uint32x4_t t128 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t127 != (vcc_v4_int){0});
                    uint32x4_t t129 = vmvnq_u32(t128);
                    uint32x4_t t130 = vandq_u32(t15, t129);
                    int32x4_t t131 = vdupq_n_s32(1);
                    int32x4_t t132 = vshlq_s32(t4, vnegq_s32(t131));
                    int32x4_t t133 = vdupq_n_s32(3);
                    uint32x4_t t134 = vreinterpretq_u32_s32(t133);
                    uint32x4_t t135 = vreinterpretq_u32_s32(t4);
                    uint32x4_t t136 = vmulq_u32(t134, t135);
                    int32x4_t t137 = vreinterpretq_s32_u32(t136);
                    int32x4_t t138 = vdupq_n_s32(1);
                    uint32x4_t t139 = vreinterpretq_u32_s32(t137);
                    uint32x4_t t140 = vreinterpretq_u32_s32(t138);
                    uint32x4_t t141 = vaddq_u32(t139, t140);
                    int32x4_t t142 = vreinterpretq_s32_u32(t141);
                    t16 = vbslq_s32(t130, t132, t142);
                    int32x4_t t143 = vdupq_n_s32(t66);
                    t17 = vbslq_s32(t3, t143, t67);
                    t18 = vorrq_u32(t68, t121);
                    t19 = vorrq_u32(t69, t124);
                    if ((vmaxvq_u32(t15) != 0)) {
                        t148 = t66 + 1;
                        t149 = 1;
                        t20 = t71;
                    } else {
                        int32x4_t t144 = vbslq_s32(t18, t17, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t145 = vreinterpretq_u32_s32(t17);
                        uint32x4_t t146 = vsubq_u32(vdupq_n_u32(0), t145);
                        int32x4_t t147 = vreinterpretq_s32_u32(t146);
                        t20 = vbslq_s32(t19, t147, t144);
                        t15 = t3;
                        t16 = t4;
                        t148 = t66;
                        t17 = t67;
                        t18 = t68;
                        t19 = t69;
                        t149 = 0;
                    }
                } else {
                    t15 = t3;
                    t16 = t4;
                    t148 = t66;
                    t17 = t67;
                    t18 = t68;
                    t19 = t69;
                    t149 = 0;
                    t20 = t71;
                }
                if (t76) {
                    int32x4_t t150 = vdupq_n_s32(1);
                    uint32x4_t t151 = vcgtq_s32(t6, t150);
                    uint32x4_t t152 = vandq_u32(t5, t151);
                    uint32x4_t t153 = vmvnq_u32(t151);
                    uint32x4_t t154 = vandq_u32(t5, t153);
                    int32x4_t t155 = vdupq_n_s32(t72 >= limit);
                    uint32x4_t t156 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t155 != (vcc_v4_int){0});
                    uint32x4_t t157 = vandq_u32(t152, t156);
                    uint32x4_t t158 = vmvnq_u32(t156);
                    t21 = vandq_u32(t152, t158);
                    int32x4_t t159 = vdupq_n_s32(1);
                    int32x4_t t160 = vandq_s32(t6, t159);
                    uint32x4_t t161 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t160 != (vcc_v4_int){0});
                    uint32x4_t t162 = vmvnq_u32(t161);
                    uint32x4_t t163 = vandq_u32(t21, t162);
                    int32x4_t t164 = vdupq_n_s32(1);
                    int32x4_t t165 = vshlq_s32(t6, vnegq_s32(t164));
                    int32x4_t t166 = vdupq_n_s32(3);
                    uint32x4_t t167 = vreinterpretq_u32_s32(t166);
                    uint32x4_t t168 = vreinterpretq_u32_s32(t6);
                    uint32x4_t t169 = vmulq_u32(t167, t168);
                    int32x4_t t170 = vreinterpretq_s32_u32(t169);
                    int32x4_t t171 = vdupq_n_s32(1);
                    uint32x4_t t172 = vreinterpretq_u32_s32(t170);
                    uint32x4_t t173 = vreinterpretq_u32_s32(t171);
                    uint32x4_t t174 = vaddq_u32(t172, t173);
                    int32x4_t t175 = vreinterpretq_s32_u32(t174);
                    t22 = vbslq_s32(t163, t165, t175);
                    int32x4_t t176 = vdupq_n_s32(t72);
                    t23 = vbslq_s32(t5, t176, t73);
                    t24 = vorrq_u32(t74, t154);
                    t25 = vorrq_u32(t75, t157);
                    if ((vmaxvq_u32(t21) != 0)) {
                        t181 = t72 + 1;
                        t182 = 1;
                        t26 = t77;
                    } else {
                        int32x4_t t177 = vbslq_s32(t24, t23, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t178 = vreinterpretq_u32_s32(t23);
                        uint32x4_t t179 = vsubq_u32(vdupq_n_u32(0), t178);
                        int32x4_t t180 = vreinterpretq_s32_u32(t179);
                        t26 = vbslq_s32(t25, t180, t177);
                        t21 = t5;
                        t22 = t6;
                        t181 = t72;
                        t23 = t73;
                        t24 = t74;
                        t25 = t75;
                        t182 = 0;
                    }
                } else {
                    t21 = t5;
                    t22 = t6;
                    t181 = t72;
                    t23 = t73;
                    t24 = t74;
                    t25 = t75;
                    t182 = 0;
                    t26 = t77;
                }
                if (t82) {
                    int32x4_t t183 = vdupq_n_s32(1);
                    uint32x4_t t184 = vcgtq_s32(t8, t183);
                    uint32x4_t t185 = vandq_u32(t7, t184);
                    uint32x4_t t186 = vmvnq_u32(t184);
                    uint32x4_t t187 = vandq_u32(t7, t186);
                    int32x4_t t188 = vdupq_n_s32(t78 >= limit);
                    uint32x4_t t189 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t188 != (vcc_v4_int){0});
                    uint32x4_t t190 = vandq_u32(t185, t189);
                    uint32x4_t t191 = vmvnq_u32(t189);
                    t27 = vandq_u32(t185, t191);
                    int32x4_t t192 = vdupq_n_s32(1);
                    int32x4_t t193 = vandq_s32(t8, t192);
                    uint32x4_t t194 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t193 != (vcc_v4_int){0});
                    uint32x4_t t195 = vmvnq_u32(t194);
                    uint32x4_t t196 = vandq_u32(t27, t195);
                    int32x4_t t197 = vdupq_n_s32(1);
                    int32x4_t t198 = vshlq_s32(t8, vnegq_s32(t197));
                    int32x4_t t199 = vdupq_n_s32(3);
                    uint32x4_t t200 = vreinterpretq_u32_s32(t199);
                    uint32x4_t t201 = vreinterpretq_u32_s32(t8);
                    uint32x4_t t202 = vmulq_u32(t200, t201);
                    int32x4_t t203 = vreinterpretq_s32_u32(t202);
                    int32x4_t t204 = vdupq_n_s32(1);
                    uint32x4_t t205 = vreinterpretq_u32_s32(t203);
                    uint32x4_t t206 = vreinterpretq_u32_s32(t204);
                    uint32x4_t t207 = vaddq_u32(t205, t206);
                    int32x4_t t208 = vreinterpretq_s32_u32(t207);
                    t28 = vbslq_s32(t196, t198, t208);
                    int32x4_t t209 = vdupq_n_s32(t78);
                    t29 = vbslq_s32(t7, t209, t79);
                    t30 = vorrq_u32(t80, t187);
                    t31 = vorrq_u32(t81, t190);
                    if ((vmaxvq_u32(t27) != 0)) {
                        t214 = t78 + 1;
                        t215 = 1;
                        t32 = t83;
                    } else {
                        int32x4_t t210 = vbslq_s32(t30, t29, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t211 = vreinterpretq_u32_s32(t29);
                        uint32x4_t t212 = vsubq_u32(vdupq_n_u32(0), t211);
                        int32x4_t t213 = vreinterpretq_s32_u32(t212);
                        t32 = vbslq_s32(t31, t213, t210);
                        t27 = t7;
                        t28 = t8;
                        t214 = t78;
                        t29 = t79;
                        t30 = t80;
                        t31 = t81;
                        t215 = 0;
                    }
                } else {
                    t27 = t7;
                    t28 = t8;
                    t214 = t78;
                    t29 = t79;
                    t30 = t80;
                    t31 = t81;
                    t215 = 0;
                    t32 = t83;
                }
                if (!(t116 | t149 | t182 | t215)) {
                    vst1q_s32(t43, t14);
                    vst1q_s32(t55, t20);
                    vst1q_s32(t57, t26);
                    vst1q_s32(t59, t32);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t42) {
                        break;
                    }
                    t44 = (int)t42;
                    goto L251;
                }
                t1 = t9;
                t2 = t10;
                t60 = t115;
                t61 = t11;
                t62 = t12;
                t63 = t13;
                t64 = t116;
                t65 = t14;
                t3 = t15;
                t4 = t16;
                t66 = t148;
                t67 = t17;
                t68 = t18;
                t69 = t19;
                t70 = t149;
                t71 = t20;
                t5 = t21;
                t6 = t22;
                t72 = t181;
                t73 = t23;
                t74 = t24;
                t75 = t25;
                t76 = t182;
                t77 = t26;
                t7 = t27;
                t8 = t28;
                t78 = t214;
                t79 = t29;
                t80 = t30;
                t81 = t31;
                t82 = t215;
                t83 = t32;
            }
        }
    } else {
        t44 = 0;
    }
L251:
    t45 = (long)n + (long)t44 * -1L;
    unsigned long t46 = (unsigned long)out;
    unsigned long t47 = (unsigned long)in;
    long t48 = (long)((unsigned long)out + (unsigned long)((long)t44 * 4L) - ((unsigned long)in + (unsigned long)((long)t44 * 4L)));
    if ((t45 >= 4L) & (((t46 + (unsigned long)((long)t44 * 4L + 4L + (t45 - 1L) * 4L)) <= (t47 + (unsigned long)((long)t44 * 4L))) | ((t47 + (unsigned long)((long)t44 * 4L + 4L + (t45 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t44 * 4L))) | ((t48 <= 0L) | (t48 >= 16L)))) {
        long t49 = t45 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:47 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t50 = (long)t44 + i_vec;
            int *t51 = out + t50;
            int32x4_t t34 = vld1q_s32(in + t50);
            uint32x4_t t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t216 = 0;
            int32x4_t t35 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t36 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t37 = (uint32x4_t)(vcc_m4){0};
            for (;;) {
                int32x4_t t217 = vdupq_n_s32(1);
                uint32x4_t t218 = vcgtq_s32(t34, t217);
                uint32x4_t t219 = vandq_u32(t33, t218);
                uint32x4_t t220 = vmvnq_u32(t218);
                uint32x4_t t221 = vandq_u32(t33, t220);
                int32x4_t t222 = vdupq_n_s32(t216 >= limit);
                uint32x4_t t223 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t222 != (vcc_v4_int){0});
                uint32x4_t t224 = vandq_u32(t219, t223);
                uint32x4_t t225 = vmvnq_u32(t223);
                uint32x4_t t226 = vandq_u32(t219, t225);
                int32x4_t t227 = vdupq_n_s32(1);
                int32x4_t t228 = vandq_s32(t34, t227);
                uint32x4_t t229 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t228 != (vcc_v4_int){0});
                uint32x4_t t230 = vmvnq_u32(t229);
                uint32x4_t t231 = vandq_u32(t226, t230);
                int32x4_t t232 = vdupq_n_s32(1);
                int32x4_t t233 = vshlq_s32(t34, vnegq_s32(t232));
                int32x4_t t234 = vdupq_n_s32(3);
                uint32x4_t t235 = vreinterpretq_u32_s32(t234);
                uint32x4_t t236 = vreinterpretq_u32_s32(t34);
                uint32x4_t t237 = vmulq_u32(t235, t236);
                int32x4_t t238 = vreinterpretq_s32_u32(t237);
                int32x4_t t239 = vdupq_n_s32(1);
                uint32x4_t t240 = vreinterpretq_u32_s32(t238);
                uint32x4_t t241 = vreinterpretq_u32_s32(t239);
                uint32x4_t t242 = vaddq_u32(t240, t241);
                int32x4_t t243 = vreinterpretq_s32_u32(t242);
                int32x4_t t244 = vbslq_s32(t231, t233, t243);
                int32x4_t t245 = vdupq_n_s32(t216);
                t35 = vbslq_s32(t33, t245, t35);
                t36 = vorrq_u32(t36, t221);
                t37 = vorrq_u32(t37, t224);
                if (!(vmaxvq_u32(t226) != 0)) {
                    break;
                }
                t33 = t226;
                t34 = t244;
                t216++;
            }
            int32x4_t t246 = vbslq_s32(t36, t35, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t247 = vreinterpretq_u32_s32(t35);
            uint32x4_t t248 = vsubq_u32(vdupq_n_u32(0), t247);
            int32x4_t t249 = vreinterpretq_s32_u32(t248);
            int32x4_t t250 = vbslq_s32(t37, t249, t246);
            vst1q_s32(t51, t250);
            i_vec += 4L;
            if (i_vec >= t49) {
                i = (int)((long)t44 + t49);
                break;
            }
        }
    } else {
        i = t44;
    }
    for (; i < n; i++) {
        long t52 = (long)i;
        int t53 = in[t52];
        out[t52] = collatz(t53, limit);
    }
}

void odd_counts(int *out, const int *in, int n, int limit) {
    int t1;
    uint32x4_t t10;
    int32x4_t t11;
    int32x4_t t12;
    uint32x4_t t13;
    uint32x4_t t14;
    int32x4_t t15;
    uint32x4_t t16;
    int32x4_t t17;
    int32x4_t t18;
    uint32x4_t t19;
    uint32x4_t t20;
    int32x4_t t21;
    uint32x4_t t22;
    int32x4_t t23;
    int32x4_t t24;
    uint32x4_t t25;
    uint32x4_t t26;
    int32x4_t t27;
    uint32x4_t t28;
    int32x4_t t29;
    int32x4_t t30;
    uint32x4_t t31;
    uint32x4_t t32;
    int32x4_t t33;
    long t39;
    unsigned long t40;
    unsigned long t41;
    long t42;
    int t48;
    long t49;
    int i;
    int t134;
    int t135;
    int t167;
    int t168;
    int t200;
    int t201;
    int t233;
    int t234;
    t39 = (long)n;
    t40 = (unsigned long)out;
    t41 = (unsigned long)in;
    t42 = (long)((unsigned long)out - (unsigned long)in);
    if ((t39 >= 16L) & (((t40 + (unsigned long)(4L + (t39 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(4L + (t39 - 1L) * 4L)) <= t40) | ((t42 <= 0L) | (t42 >= 64L)))) {
        long t43 = t39 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t t3 = vld1q_s32(in + i_vec_1);
            int32x4_t t44 = vandq_s32(t3, vdupq_n_s32(2));
            uint32x4_t t45 = vmvnq_u32(vceqq_s32(t44, vdupq_n_s32(0)));
            uint32x4_t t46 = vmvnq_u32(vceqq_s32(t44, vdupq_n_s32(0)));
            int32x4_t t47 = vbslq_s32(t46, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t47 != (vcc_v4_int){0});
            int *t61 = out + i_vec_1;
            long t62 = i_vec_1 + 4L;
            int32x4_t t5 = vld1q_s32(in + t62);
            int32x4_t t63 = vandq_s32(t5, vdupq_n_s32(2));
            uint32x4_t t64 = vmvnq_u32(vceqq_s32(t63, vdupq_n_s32(0)));
            uint32x4_t t65 = vmvnq_u32(vceqq_s32(t63, vdupq_n_s32(0)));
            int32x4_t t66 = vbslq_s32(t65, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t66 != (vcc_v4_int){0});
            int *t67 = out + t62;
            long t68 = i_vec_1 + 8L;
            int32x4_t t7 = vld1q_s32(in + t68);
            int32x4_t t69 = vandq_s32(t7, vdupq_n_s32(2));
            uint32x4_t t70 = vmvnq_u32(vceqq_s32(t69, vdupq_n_s32(0)));
            uint32x4_t t71 = vmvnq_u32(vceqq_s32(t69, vdupq_n_s32(0)));
            int32x4_t t72 = vbslq_s32(t71, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t72 != (vcc_v4_int){0});
            int *t73 = out + t68;
            long t74 = i_vec_1 + 12L;
            int32x4_t t9 = vld1q_s32(in + t74);
            int32x4_t t75 = vandq_s32(t9, vdupq_n_s32(2));
            uint32x4_t t76 = vmvnq_u32(vceqq_s32(t75, vdupq_n_s32(0)));
            uint32x4_t t77 = vmvnq_u32(vceqq_s32(t75, vdupq_n_s32(0)));
            int32x4_t t78 = vbslq_s32(t77, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t8 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t78 != (vcc_v4_int){0});
            int t79 = 0;
            int32x4_t t80 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t81 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t82 = (uint32x4_t)(vcc_m4){0};
            int t83 = 1;
            int32x4_t t84 = (int32x4_t)(vcc_v4_int){0};
            int t85 = 0;
            int32x4_t t86 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t87 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t88 = (uint32x4_t)(vcc_m4){0};
            int t89 = 1;
            int32x4_t t90 = (int32x4_t)(vcc_v4_int){0};
            int t91 = 0;
            int32x4_t t92 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t93 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t94 = (uint32x4_t)(vcc_m4){0};
            int t95 = 1;
            int32x4_t t96 = (int32x4_t)(vcc_v4_int){0};
            int t97 = 0;
            int32x4_t t98 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t99 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t100 = (uint32x4_t)(vcc_m4){0};
            int t101 = 1;
            int32x4_t t102 = (int32x4_t)(vcc_v4_int){0};
            for (;;) {
                if (t83) {
                    int32x4_t t103 = vdupq_n_s32(1);
                    uint32x4_t t104 = vcgtq_s32(t3, t103);
                    uint32x4_t t105 = vandq_u32(t2, t104);
                    uint32x4_t t106 = vmvnq_u32(t104);
                    uint32x4_t t107 = vandq_u32(t2, t106);
                    int32x4_t t108 = vdupq_n_s32(t79 >= limit);
                    uint32x4_t t109 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t108 != (vcc_v4_int){0});
                    uint32x4_t t110 = vandq_u32(t105, t109);
                    uint32x4_t t111 = vmvnq_u32(t109);
                    t10 = vandq_u32(t105, t111);
                    int32x4_t t112 = vdupq_n_s32(1);
                    int32x4_t t113 = vandq_s32(t3, t112);
                    uint32x4_t t114 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t113 != (vcc_v4_int){0});
                    uint32x4_t t115 = vmvnq_u32(t114);
                    uint32x4_t t116 = vandq_u32(t10, t115);
                    int32x4_t t117 = vdupq_n_s32(1);
                    int32x4_t t118 = vshlq_s32(t3, vnegq_s32(t117));
                    int32x4_t t119 = vdupq_n_s32(3);
                    uint32x4_t t120 = vreinterpretq_u32_s32(t119);
                    uint32x4_t t121 = vreinterpretq_u32_s32(t3);
                    uint32x4_t t122 = vmulq_u32(t120, t121);
                    int32x4_t t123 = vreinterpretq_s32_u32(t122);
                    int32x4_t t124 = vdupq_n_s32(1);
                    uint32x4_t t125 = vreinterpretq_u32_s32(t123);
                    uint32x4_t t126 = vreinterpretq_u32_s32(t124);
                    uint32x4_t t127 = vaddq_u32(t125, t126);
                    int32x4_t t128 = vreinterpretq_s32_u32(t127);
                    t11 = vbslq_s32(t116, t118, t128);
                    int32x4_t t129 = vdupq_n_s32(t79);
                    t12 = vbslq_s32(t2, t129, t80);
                    t13 = vorrq_u32(t81, t107);
                    t14 = vorrq_u32(t82, t110);
                    if ((vmaxvq_u32(t10) != 0)) {
                        t134 = t79 + 1;
                        t135 = 1;
                        t15 = t84;
                    } else {
                        int32x4_t t130 = vbslq_s32(t13, t12, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t131 = vreinterpretq_u32_s32(t12);
                        uint32x4_t t132 = vsubq_u32(vdupq_n_u32(0), t131);
                        int32x4_t t133 = vreinterpretq_s32_u32(t132);
                        t15 = vbslq_s32(t14, t133, t130);
                        t10 = t2;
                        t11 = t3;
                        t134 = t79;
                        t12 = t80;
                        t13 = t81;
                        t14 = t82;
                        t135 = 0;
                    }
                } else {
                    t10 = t2;
                    t11 = t3;
                    t134 = t79;
                    t12 = t80;
                    t13 = t81;
                    t14 = t82;
                    t135 = 0;
                    t15 = t84;
                }
                if (t89) {
                    int32x4_t t136 = vdupq_n_s32(1);
                    uint32x4_t t137 = vcgtq_s32(t5, t136);
                    uint32x4_t t138 = vandq_u32(t4, t137);
                    uint32x4_t t139 = vmvnq_u32(t137);
                    uint32x4_t t140 = vandq_u32(t4, t139);
                    int32x4_t t141 = vdupq_n_s32(t85 >= limit);
                    uint32x4_t t142 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t141 != (vcc_v4_int){0});
                    uint32x4_t t143 = vandq_u32(t138, t142);
                    uint32x4_t t144 = vmvnq_u32(t142);
                    t16 = vandq_u32(t138, t144);
                    int32x4_t t145 = vdupq_n_s32(1);
                    int32x4_t t146 = vandq_s32(t5, t145);
                    uint32x4_t t147 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t146 != (vcc_v4_int){0});
                    uint32x4_t t148 = vmvnq_u32(t147);
                    uint32x4_t t149 = vandq_u32(t16, t148);
                    int32x4_t t150 = vdupq_n_s32(1);
                    int32x4_t t151 = vshlq_s32(t5, vnegq_s32(t150));
                    int32x4_t t152 = vdupq_n_s32(3);
                    uint32x4_t t153 = vreinterpretq_u32_s32(t152);
                    uint32x4_t t154 = vreinterpretq_u32_s32(t5);
                    uint32x4_t t155 = vmulq_u32(t153, t154);
                    int32x4_t t156 = vreinterpretq_s32_u32(t155);
                    int32x4_t t157 = vdupq_n_s32(1);
                    uint32x4_t t158 = vreinterpretq_u32_s32(t156);
                    uint32x4_t t159 = vreinterpretq_u32_s32(t157);
                    uint32x4_t t160 = vaddq_u32(t158, t159);
                    int32x4_t t161 = vreinterpretq_s32_u32(t160);
                    t17 = vbslq_s32(t149, t151, t161);
                    int32x4_t t162 = vdupq_n_s32(t85);
                    t18 = vbslq_s32(t4, t162, t86);
                    t19 = vorrq_u32(t87, t140);
                    t20 = vorrq_u32(t88, t143);
                    if ((vmaxvq_u32(t16) != 0)) {
                        t167 = t85 + 1;
                        t168 = 1;
                        t21 = t90;
                    } else {
                        int32x4_t t163 = vbslq_s32(t19, t18, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t164 = vreinterpretq_u32_s32(t18);
                        uint32x4_t t165 = vsubq_u32(vdupq_n_u32(0), t164);
                        int32x4_t t166 = vreinterpretq_s32_u32(t165);
                        t21 = vbslq_s32(t20, t166, t163);
                        t16 = t4;
                        t17 = t5;
                        t167 = t85;
                        t18 = t86;
                        t19 = t87;
                        t20 = t88;
                        t168 = 0;
                    }
                } else {
                    t16 = t4;
                    t17 = t5;
                    t167 = t85;
                    t18 = t86;
                    t19 = t87;
                    t20 = t88;
                    t168 = 0;
                    t21 = t90;
                }
                if (t95) {
                    int32x4_t t169 = vdupq_n_s32(1);
                    uint32x4_t t170 = vcgtq_s32(t7, t169);
                    uint32x4_t t171 = vandq_u32(t6, t170);
                    uint32x4_t t172 = vmvnq_u32(t170);
                    uint32x4_t t173 = vandq_u32(t6, t172);
                    int32x4_t t174 = vdupq_n_s32(t91 >= limit);
                    uint32x4_t t175 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t174 != (vcc_v4_int){0});
                    uint32x4_t t176 = vandq_u32(t171, t175);
                    uint32x4_t t177 = vmvnq_u32(t175);
                    t22 = vandq_u32(t171, t177);
                    int32x4_t t178 = vdupq_n_s32(1);
                    int32x4_t t179 = vandq_s32(t7, t178);
                    uint32x4_t t180 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t179 != (vcc_v4_int){0});
                    uint32x4_t t181 = vmvnq_u32(t180);
                    uint32x4_t t182 = vandq_u32(t22, t181);
                    int32x4_t t183 = vdupq_n_s32(1);
                    int32x4_t t184 = vshlq_s32(t7, vnegq_s32(t183));
                    int32x4_t t185 = vdupq_n_s32(3);
                    uint32x4_t t186 = vreinterpretq_u32_s32(t185);
                    uint32x4_t t187 = vreinterpretq_u32_s32(t7);
                    uint32x4_t t188 = vmulq_u32(t186, t187);
                    int32x4_t t189 = vreinterpretq_s32_u32(t188);
                    int32x4_t t190 = vdupq_n_s32(1);
                    uint32x4_t t191 = vreinterpretq_u32_s32(t189);
                    uint32x4_t t192 = vreinterpretq_u32_s32(t190);
                    uint32x4_t t193 = vaddq_u32(t191, t192);
                    int32x4_t t194 = vreinterpretq_s32_u32(t193);
                    t23 = vbslq_s32(t182, t184, t194);
                    int32x4_t t195 = vdupq_n_s32(t91);
                    t24 = vbslq_s32(t6, t195, t92);
                    t25 = vorrq_u32(t93, t173);
                    t26 = vorrq_u32(t94, t176);
                    if ((vmaxvq_u32(t22) != 0)) {
                        t200 = t91 + 1;
                        t201 = 1;
                        t27 = t96;
                    } else {
                        int32x4_t t196 = vbslq_s32(t25, t24, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t197 = vreinterpretq_u32_s32(t24);
                        uint32x4_t t198 = vsubq_u32(vdupq_n_u32(0), t197);
                        int32x4_t t199 = vreinterpretq_s32_u32(t198);
                        t27 = vbslq_s32(t26, t199, t196);
                        t22 = t6;
                        t23 = t7;
                        t200 = t91;
                        t24 = t92;
                        t25 = t93;
                        t26 = t94;
                        t201 = 0;
                    }
                } else {
                    t22 = t6;
                    t23 = t7;
                    t200 = t91;
                    t24 = t92;
                    t25 = t93;
                    t26 = t94;
                    t201 = 0;
                    t27 = t96;
                }
                if (t101) {
                    int32x4_t t202 = vdupq_n_s32(1);
                    uint32x4_t t203 = vcgtq_s32(t9, t202);
                    uint32x4_t t204 = vandq_u32(t8, t203);
                    uint32x4_t t205 = vmvnq_u32(t203);
                    uint32x4_t t206 = vandq_u32(t8, t205);
                    int32x4_t t207 = vdupq_n_s32(t97 >= limit);
                    uint32x4_t t208 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t207 != (vcc_v4_int){0});
                    uint32x4_t t209 = vandq_u32(t204, t208);
                    uint32x4_t t210 = vmvnq_u32(t208);
                    t28 = vandq_u32(t204, t210);
                    int32x4_t t211 = vdupq_n_s32(1);
                    int32x4_t t212 = vandq_s32(t9, t211);
                    uint32x4_t t213 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t212 != (vcc_v4_int){0});
                    uint32x4_t t214 = vmvnq_u32(t213);
                    uint32x4_t t215 = vandq_u32(t28, t214);
                    int32x4_t t216 = vdupq_n_s32(1);
                    int32x4_t t217 = vshlq_s32(t9, vnegq_s32(t216));
                    int32x4_t t218 = vdupq_n_s32(3);
                    uint32x4_t t219 = vreinterpretq_u32_s32(t218);
                    uint32x4_t t220 = vreinterpretq_u32_s32(t9);
                    uint32x4_t t221 = vmulq_u32(t219, t220);
                    int32x4_t t222 = vreinterpretq_s32_u32(t221);
                    int32x4_t t223 = vdupq_n_s32(1);
                    uint32x4_t t224 = vreinterpretq_u32_s32(t222);
                    uint32x4_t t225 = vreinterpretq_u32_s32(t223);
                    uint32x4_t t226 = vaddq_u32(t224, t225);
                    int32x4_t t227 = vreinterpretq_s32_u32(t226);
                    t29 = vbslq_s32(t215, t217, t227);
                    int32x4_t t228 = vdupq_n_s32(t97);
                    t30 = vbslq_s32(t8, t228, t98);
                    t31 = vorrq_u32(t99, t206);
                    t32 = vorrq_u32(t100, t209);
                    if ((vmaxvq_u32(t28) != 0)) {
                        t233 = t97 + 1;
                        t234 = 1;
                        t33 = t102;
                    } else {
                        int32x4_t t229 = vbslq_s32(t31, t30, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t230 = vreinterpretq_u32_s32(t30);
                        uint32x4_t t231 = vsubq_u32(vdupq_n_u32(0), t230);
                        int32x4_t t232 = vreinterpretq_s32_u32(t231);
                        t33 = vbslq_s32(t32, t232, t229);
                        t28 = t8;
                        t29 = t9;
                        t233 = t97;
                        t30 = t98;
                        t31 = t99;
                        t32 = t100;
                        t234 = 0;
                    }
                } else {
                    t28 = t8;
                    t29 = t9;
                    t233 = t97;
                    t30 = t98;
                    t31 = t99;
                    t32 = t100;
                    t234 = 0;
                    t33 = t102;
                }
                if (!(t135 | t168 | t201 | t234)) {
                    int32x4_t t235 = vbslq_s32(t45, t15, vdupq_n_s32(-1000));
                    vst1q_s32(t61, t235);
                    int32x4_t t236 = vbslq_s32(t64, t21, vdupq_n_s32(-1000));
                    vst1q_s32(t67, t236);
                    int32x4_t t237 = vbslq_s32(t70, t27, vdupq_n_s32(-1000));
                    vst1q_s32(t73, t237);
                    int32x4_t t274 = vbslq_s32(t76, t33, vdupq_n_s32(-1000));
                    vst1q_s32(out + t74, t274);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t43) {
                        break;
                    }
                    t48 = (int)t43;
                    goto L275;
                }
                t2 = t10;
                t3 = t11;
                t79 = t134;
                t80 = t12;
                t81 = t13;
                t82 = t14;
                t83 = t135;
                t84 = t15;
                t4 = t16;
                t5 = t17;
                t85 = t167;
                t86 = t18;
                t87 = t19;
                t88 = t20;
                t89 = t168;
                t90 = t21;
                t6 = t22;
                t7 = t23;
                t91 = t200;
                t92 = t24;
                t93 = t25;
                t94 = t26;
                t95 = t201;
                t96 = t27;
                t8 = t28;
                t9 = t29;
                t97 = t233;
                t98 = t30;
                t99 = t31;
                t100 = t32;
                t101 = t234;
                t102 = t33;
            }
        }
    } else {
        t48 = 0;
    }
L275:
    t49 = (long)n + (long)t48 * -1L;
    unsigned long t50 = (unsigned long)out;
    unsigned long t51 = (unsigned long)in;
    long t52 = (long)((unsigned long)out + (unsigned long)((long)t48 * 4L) - ((unsigned long)in + (unsigned long)((long)t48 * 4L)));
    if ((t49 >= 4L) & (((t50 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t51 + (unsigned long)((long)t48 * 4L))) | ((t51 + (unsigned long)((long)t48 * 4L + 4L + (t49 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t48 * 4L))) | ((t52 <= 0L) | (t52 >= 16L)))) {
        long t53 = t49 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:53 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t54 = (long)t48 + i_vec;
            int32x4_t t35 = vld1q_s32(in + t54);
            int32x4_t t55 = vandq_s32(t35, vdupq_n_s32(2));
            uint32x4_t t56 = vmvnq_u32(vceqq_s32(t55, vdupq_n_s32(0)));
            uint32x4_t t57 = vmvnq_u32(vceqq_s32(t55, vdupq_n_s32(0)));
            int32x4_t t58 = vbslq_s32(t57, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t34 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t58 != (vcc_v4_int){0});
            int t239 = 0;
            int32x4_t t36 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t37 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t38 = (uint32x4_t)(vcc_m4){0};
            for (;;) {
                int32x4_t t240 = vdupq_n_s32(1);
                uint32x4_t t241 = vcgtq_s32(t35, t240);
                uint32x4_t t242 = vandq_u32(t34, t241);
                uint32x4_t t243 = vmvnq_u32(t241);
                uint32x4_t t244 = vandq_u32(t34, t243);
                int32x4_t t245 = vdupq_n_s32(t239 >= limit);
                uint32x4_t t246 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t245 != (vcc_v4_int){0});
                uint32x4_t t247 = vandq_u32(t242, t246);
                uint32x4_t t248 = vmvnq_u32(t246);
                uint32x4_t t249 = vandq_u32(t242, t248);
                int32x4_t t250 = vdupq_n_s32(1);
                int32x4_t t251 = vandq_s32(t35, t250);
                uint32x4_t t252 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t251 != (vcc_v4_int){0});
                uint32x4_t t253 = vmvnq_u32(t252);
                uint32x4_t t254 = vandq_u32(t249, t253);
                int32x4_t t255 = vdupq_n_s32(1);
                int32x4_t t256 = vshlq_s32(t35, vnegq_s32(t255));
                int32x4_t t257 = vdupq_n_s32(3);
                uint32x4_t t258 = vreinterpretq_u32_s32(t257);
                uint32x4_t t259 = vreinterpretq_u32_s32(t35);
                uint32x4_t t260 = vmulq_u32(t258, t259);
                int32x4_t t261 = vreinterpretq_s32_u32(t260);
                int32x4_t t262 = vdupq_n_s32(1);
                uint32x4_t t263 = vreinterpretq_u32_s32(t261);
                uint32x4_t t264 = vreinterpretq_u32_s32(t262);
                uint32x4_t t265 = vaddq_u32(t263, t264);
                int32x4_t t266 = vreinterpretq_s32_u32(t265);
                int32x4_t t267 = vbslq_s32(t254, t256, t266);
                int32x4_t t268 = vdupq_n_s32(t239);
                t36 = vbslq_s32(t34, t268, t36);
                t37 = vorrq_u32(t37, t244);
                t38 = vorrq_u32(t38, t247);
                if (!(vmaxvq_u32(t249) != 0)) {
                    break;
                }
                t34 = t249;
                t35 = t267;
                t239++;
            }
            int32x4_t t269 = vbslq_s32(t37, t36, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t270 = vreinterpretq_u32_s32(t36);
            uint32x4_t t271 = vsubq_u32(vdupq_n_u32(0), t270);
            int32x4_t t272 = vreinterpretq_s32_u32(t271);
            int32x4_t t273 = vbslq_s32(t38, t272, t269);
            int32x4_t t238 = vbslq_s32(t56, t273, vdupq_n_s32(-1000));
            vst1q_s32(out + t54, t238);
            i_vec += 4L;
            if (i_vec >= t53) {
                i = (int)((long)t48 + t53);
                break;
            }
        }
    } else {
        i = t48;
    }
    while (i < n) {
        long t59 = (long)i;
        int t60 = in[t59];
        if (t60 & 2) {
            t1 = collatz(t60, limit);
        } else {
            t1 = -1000;
        }
        out[t59] = t1;
        i++;
    }
}

void two_rows(unsigned *out, int n, float y) {
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
    uint32x4_t t33;
    float32x4_t t34;
    float32x4_t t35;
    uint32x4_t t36;
    float32x4_t t37;
    float32x4_t t38;
    uint32x4_t t39;
    float32x4_t t40;
    float32x4_t t41;
    uint32x4_t t42;
    uint32x4_t t43;
    uint32x4_t t44;
    float32x4_t t45;
    float32x4_t t46;
    uint32x4_t t47;
    uint32x4_t t48;
    long i_vec;
    long i_vec_1;
    long t49;
    long t50;
    float32x4_t y_v;
    int32x4_t t51;
    uint32x4_t t52;
    float32x4_t t53;
    int32x4_t i_v_2;
    unsigned int *t54;
    float32x4_t t55;
    float32x4_t t56;
    float32x4_t t57;
    int t58;
    long t59;
    long t60;
    float32x4_t y_v_1;
    int32x4_t t61;
    uint32x4_t t62;
    float32x4_t t63;
    int32x4_t i_v_3;
    unsigned int *t64;
    float32x4_t t65;
    float32x4_t t66;
    float32x4_t t67;
    int i;
    float32x4_t t70;
    float32x4_t t71;
    uint32x4_t t72;
    int32x4_t i_v_4;
    unsigned int *t73;
    float32x4_t t74;
    float32x4_t t75;
    float32x4_t t76;
    float32x4_t t77;
    float32x4_t t78;
    unsigned int t79;
    uint32x4_t t80;
    int t81;
    uint32x4_t t82;
    unsigned int t83;
    uint32x4_t t84;
    int t85;
    uint32x4_t t86;
    unsigned int t87;
    uint32x4_t t88;
    int t89;
    uint32x4_t t90;
    unsigned int t91;
    uint32x4_t t92;
    int t93;
    uint32x4_t t94;
    unsigned int t106;
    int t107;
    uint32x4_t t108;
    unsigned int t120;
    int t121;
    uint32x4_t t122;
    unsigned int t134;
    int t135;
    uint32x4_t t136;
    unsigned int t148;
    int t149;
    uint32x4_t t150;
    float32x4_t t153;
    float32x4_t t154;
    unsigned int t155;
    uint32x4_t t156;
    int t157;
    uint32x4_t t158;
    unsigned int t159;
    uint32x4_t t160;
    int t161;
    uint32x4_t t162;
    unsigned int t174;
    int t175;
    uint32x4_t t176;
    unsigned int t188;
    int t189;
    uint32x4_t t190;
    t49 = (long)n;
    if (t49 >= 8L) {
        t50 = t49 & -8L;
        y_v = vdupq_n_f32(y);
        t51 = vdupq_n_s32(0);
        t52 = vreinterpretq_u32_s32(t51);
        i_v = vaddq_u32(t52, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        t53 = vnegq_f32(y_v);
        i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:63 vectorized: VF 4, UF 2, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            i_v_2 = vreinterpretq_s32_u32(i_v);
            t54 = out + i_vec_1;
            t55 = vcvtq_f32_s32(i_v_2);
            t56 = vmulq_f32(t55, vdupq_n_f32(0.040625f));
            t57 = vaddq_f32(vdupq_n_f32(-2.0f), t56);
            t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t2 = vdupq_n_f32(0.0f);
            t3 = vdupq_n_f32(0.0f);
            t70 = vmulq_f32(t55, vdupq_n_f32(0.0203125f));
            t71 = vaddq_f32(vdupq_n_f32(-1.5f), t70);
            t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t5 = vdupq_n_f32(0.0f);
            t6 = vdupq_n_f32(0.0f);
            t72 = vaddq_u32(i_v, vdupq_n_u32(4));
            i_v_4 = vreinterpretq_s32_u32(t72);
            t73 = out + (i_vec_1 + 4L);
            t74 = vcvtq_f32_s32(i_v_4);
            t75 = vmulq_f32(t74, vdupq_n_f32(0.040625f));
            t76 = vaddq_f32(vdupq_n_f32(-2.0f), t75);
            t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t8 = vdupq_n_f32(0.0f);
            t9 = vdupq_n_f32(0.0f);
            t77 = vmulq_f32(t74, vdupq_n_f32(0.0203125f));
            t78 = vaddq_f32(vdupq_n_f32(-1.5f), t77);
            t10 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t11 = vdupq_n_f32(0.0f);
            t12 = vdupq_n_f32(0.0f);
            t79 = 0U;
            t80 = (uint32x4_t)(vcc_v4_uint){0};
            t81 = 1;
            t82 = (uint32x4_t)(vcc_v4_uint){0};
            t83 = 0U;
            t84 = (uint32x4_t)(vcc_v4_uint){0};
            t85 = 1;
            t86 = (uint32x4_t)(vcc_v4_uint){0};
            t87 = 0U;
            t88 = (uint32x4_t)(vcc_v4_uint){0};
            t89 = 1;
            t90 = (uint32x4_t)(vcc_v4_uint){0};
            t91 = 0U;
            t92 = (uint32x4_t)(vcc_v4_uint){0};
            t93 = 1;
            t94 = (uint32x4_t)(vcc_v4_uint){0};
            for (;;) {
                if (t81) {
                    if (t79 < 90U) {
                        float32x4_t t95 = vmulq_f32(t2, t2);
                        float32x4_t t96 = vmulq_f32(t3, t3);
                        float32x4_t t97 = vaddq_f32(t95, t96);
                        float32x4_t t98 = vdupq_n_f32(4.0f);
                        uint32x4_t t99 = vcltq_f32(t97, t98);
                        t13 = vandq_u32(t1, t99);
                        float32x4_t t100 = vsubq_f32(t95, t96);
                        t14 = vaddq_f32(t100, t57);
                        float32x4_t t101 = vdupq_n_f32(2.0f);
                        float32x4_t t102 = vmulq_f32(t101, t2);
                        float32x4_t t103 = vmulq_f32(t102, t3);
                        t15 = vaddq_f32(t103, y_v);
                        uint32x4_t t104 = vdupq_n_u32(t79);
                        t16 = vbslq_u32(t1, t104, t80);
                        if ((vmaxvq_u32(t13) != 0)) {
                            t106 = t79 + 1U;
                            t107 = 1;
                            t108 = t82;
                            goto L195;
                        }
                        t17 = t16;
                    } else {
                        uint32x4_t t105 = vdupq_n_u32(t79);
                        t17 = vbslq_u32(t1, t105, t80);
                    }
                    t13 = t1;
                    t106 = t79;
                    t14 = t2;
                    t15 = t3;
                    t16 = t80;
                    t107 = 0;
                    t108 = t17;
                } else {
                    t13 = t1;
                    t106 = t79;
                    t14 = t2;
                    t15 = t3;
                    t16 = t80;
                    t107 = 0;
                    t108 = t82;
                }
            L195:
                if (t85) {
                    if (t83 < 60U) {
                        float32x4_t t109 = vmulq_f32(t5, t5);
                        float32x4_t t110 = vmulq_f32(t6, t6);
                        float32x4_t t111 = vaddq_f32(t109, t110);
                        float32x4_t t112 = vdupq_n_f32(4.0f);
                        uint32x4_t t113 = vcltq_f32(t111, t112);
                        t18 = vandq_u32(t4, t113);
                        float32x4_t t114 = vsubq_f32(t109, t110);
                        t19 = vaddq_f32(t114, t71);
                        float32x4_t t115 = vdupq_n_f32(2.0f);
                        float32x4_t t116 = vmulq_f32(t115, t5);
                        float32x4_t t117 = vmulq_f32(t116, t6);
                        t20 = vaddq_f32(t117, t53);
                        uint32x4_t t118 = vdupq_n_u32(t83);
                        t21 = vbslq_u32(t4, t118, t84);
                        if ((vmaxvq_u32(t18) != 0)) {
                            t120 = t83 + 1U;
                            t121 = 1;
                            t122 = t86;
                            goto L196;
                        }
                        t22 = t21;
                    } else {
                        uint32x4_t t119 = vdupq_n_u32(t83);
                        t22 = vbslq_u32(t4, t119, t84);
                    }
                    t18 = t4;
                    t120 = t83;
                    t19 = t5;
                    t20 = t6;
                    t21 = t84;
                    t121 = 0;
                    t122 = t22;
                } else {
                    t18 = t4;
                    t120 = t83;
                    t19 = t5;
                    t20 = t6;
                    t21 = t84;
                    t121 = 0;
                    t122 = t86;
                }
            L196:
                if (t89) {
                    if (t87 < 90U) {
                        float32x4_t t123 = vmulq_f32(t8, t8);
                        float32x4_t t124 = vmulq_f32(t9, t9);
                        float32x4_t t125 = vaddq_f32(t123, t124);
                        float32x4_t t126 = vdupq_n_f32(4.0f);
                        uint32x4_t t127 = vcltq_f32(t125, t126);
                        t23 = vandq_u32(t7, t127);
                        float32x4_t t128 = vsubq_f32(t123, t124);
                        t24 = vaddq_f32(t128, t76);
                        float32x4_t t129 = vdupq_n_f32(2.0f);
                        float32x4_t t130 = vmulq_f32(t129, t8);
                        float32x4_t t131 = vmulq_f32(t130, t9);
                        t25 = vaddq_f32(t131, y_v);
                        uint32x4_t t132 = vdupq_n_u32(t87);
                        t26 = vbslq_u32(t7, t132, t88);
                        if ((vmaxvq_u32(t23) != 0)) {
                            t134 = t87 + 1U;
                            t135 = 1;
                            t136 = t90;
                            goto L197;
                        }
                        t27 = t26;
                    } else {
                        uint32x4_t t133 = vdupq_n_u32(t87);
                        t27 = vbslq_u32(t7, t133, t88);
                    }
                    t23 = t7;
                    t134 = t87;
                    t24 = t8;
                    t25 = t9;
                    t26 = t88;
                    t135 = 0;
                    t136 = t27;
                } else {
                    t23 = t7;
                    t134 = t87;
                    t24 = t8;
                    t25 = t9;
                    t26 = t88;
                    t135 = 0;
                    t136 = t90;
                }
            L197:
                if (t93) {
                    if (t91 < 60U) {
                        float32x4_t t137 = vmulq_f32(t11, t11);
                        float32x4_t t138 = vmulq_f32(t12, t12);
                        float32x4_t t139 = vaddq_f32(t137, t138);
                        float32x4_t t140 = vdupq_n_f32(4.0f);
                        uint32x4_t t141 = vcltq_f32(t139, t140);
                        t28 = vandq_u32(t10, t141);
                        float32x4_t t142 = vsubq_f32(t137, t138);
                        t29 = vaddq_f32(t142, t78);
                        float32x4_t t143 = vdupq_n_f32(2.0f);
                        float32x4_t t144 = vmulq_f32(t143, t11);
                        float32x4_t t145 = vmulq_f32(t144, t12);
                        t30 = vaddq_f32(t145, t53);
                        uint32x4_t t146 = vdupq_n_u32(t91);
                        t31 = vbslq_u32(t10, t146, t92);
                        if ((vmaxvq_u32(t28) != 0)) {
                            t148 = t91 + 1U;
                            t149 = 1;
                            t150 = t94;
                            goto L198;
                        }
                        t32 = t31;
                    } else {
                        uint32x4_t t147 = vdupq_n_u32(t91);
                        t32 = vbslq_u32(t10, t147, t92);
                    }
                    t28 = t10;
                    t148 = t91;
                    t29 = t11;
                    t30 = t12;
                    t31 = t92;
                    t149 = 0;
                    t150 = t32;
                } else {
                    t28 = t10;
                    t148 = t91;
                    t29 = t11;
                    t30 = t12;
                    t31 = t92;
                    t149 = 0;
                    t150 = t94;
                }
            L198:
                if (!(t107 | t121 | t135 | t149)) {
                    uint32x4_t t151 = vmulq_u32(vdupq_n_u32(1000), t122);
                    uint32x4_t t152 = vaddq_u32(t108, t151);
                    vst1q_u32(t54, t152);
                    uint32x4_t t193 = vmulq_u32(vdupq_n_u32(1000), t150);
                    uint32x4_t t194 = vaddq_u32(t136, t193);
                    vst1q_u32(t73, t194);
                    i_vec_1 += 8L;
                    i_v = vaddq_u32(i_v, vdupq_n_u32(8));
                    if (i_vec_1 < t50) {
                        break;
                    }
                    t58 = (int)t50;
                    goto L199;
                }
                t1 = t13;
                t79 = t106;
                t2 = t14;
                t3 = t15;
                t80 = t16;
                t81 = t107;
                t82 = t108;
                t4 = t18;
                t83 = t120;
                t5 = t19;
                t6 = t20;
                t84 = t21;
                t85 = t121;
                t86 = t122;
                t7 = t23;
                t87 = t134;
                t8 = t24;
                t9 = t25;
                t88 = t26;
                t89 = t135;
                t90 = t136;
                t10 = t28;
                t91 = t148;
                t11 = t29;
                t12 = t30;
                t92 = t31;
                t93 = t149;
                t94 = t150;
            }
        }
    } else {
        t58 = 0;
    }
L199:
    t59 = (long)n + (long)t58 * -1L;
    if (t59 >= 4L) {
        t60 = t59 & -4L;
        y_v_1 = vdupq_n_f32(y);
        t61 = vdupq_n_s32(t58);
        t62 = vreinterpretq_u32_s32(t61);
        i_v_1 = vaddq_u32(t62, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        t63 = vnegq_f32(y_v_1);
        i_vec = 0L;
        /* vcc: loop at fused_loops.c:63 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            i_v_3 = vreinterpretq_s32_u32(i_v_1);
            t64 = out + ((long)t58 + i_vec);
            t65 = vcvtq_f32_s32(i_v_3);
            t66 = vmulq_f32(t65, vdupq_n_f32(0.040625f));
            t67 = vaddq_f32(vdupq_n_f32(-2.0f), t66);
            t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t34 = vdupq_n_f32(0.0f);
            t35 = vdupq_n_f32(0.0f);
            t153 = vmulq_f32(t65, vdupq_n_f32(0.0203125f));
            t154 = vaddq_f32(vdupq_n_f32(-1.5f), t153);
            t36 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            t37 = vdupq_n_f32(0.0f);
            t38 = vdupq_n_f32(0.0f);
            t155 = 0U;
            t156 = (uint32x4_t)(vcc_v4_uint){0};
            t157 = 1;
            t158 = (uint32x4_t)(vcc_v4_uint){0};
            t159 = 0U;
            t160 = (uint32x4_t)(vcc_v4_uint){0};
            t161 = 1;
            t162 = (uint32x4_t)(vcc_v4_uint){0};
            for (;;) {
                if (t157) {
                    if (t155 < 90U) {
                        float32x4_t t163 = vmulq_f32(t34, t34);
                        float32x4_t t164 = vmulq_f32(t35, t35);
                        float32x4_t t165 = vaddq_f32(t163, t164);
                        float32x4_t t166 = vdupq_n_f32(4.0f);
                        uint32x4_t t167 = vcltq_f32(t165, t166);
                        t39 = vandq_u32(t33, t167);
                        float32x4_t t168 = vsubq_f32(t163, t164);
                        t40 = vaddq_f32(t168, t67);
                        float32x4_t t169 = vdupq_n_f32(2.0f);
                        float32x4_t t170 = vmulq_f32(t169, t34);
                        float32x4_t t171 = vmulq_f32(t170, t35);
                        t41 = vaddq_f32(t171, y_v_1);
                        uint32x4_t t172 = vdupq_n_u32(t155);
                        t42 = vbslq_u32(t33, t172, t156);
                        if ((vmaxvq_u32(t39) != 0)) {
                            t174 = t155 + 1U;
                            t175 = 1;
                            t176 = t158;
                            goto L200;
                        }
                        t43 = t42;
                    } else {
                        uint32x4_t t173 = vdupq_n_u32(t155);
                        t43 = vbslq_u32(t33, t173, t156);
                    }
                    t39 = t33;
                    t174 = t155;
                    t40 = t34;
                    t41 = t35;
                    t42 = t156;
                    t175 = 0;
                    t176 = t43;
                } else {
                    t39 = t33;
                    t174 = t155;
                    t40 = t34;
                    t41 = t35;
                    t42 = t156;
                    t175 = 0;
                    t176 = t158;
                }
            L200:
                if (t161) {
                    if (t159 < 60U) {
                        float32x4_t t177 = vmulq_f32(t37, t37);
                        float32x4_t t178 = vmulq_f32(t38, t38);
                        float32x4_t t179 = vaddq_f32(t177, t178);
                        float32x4_t t180 = vdupq_n_f32(4.0f);
                        uint32x4_t t181 = vcltq_f32(t179, t180);
                        t44 = vandq_u32(t36, t181);
                        float32x4_t t182 = vsubq_f32(t177, t178);
                        t45 = vaddq_f32(t182, t154);
                        float32x4_t t183 = vdupq_n_f32(2.0f);
                        float32x4_t t184 = vmulq_f32(t183, t37);
                        float32x4_t t185 = vmulq_f32(t184, t38);
                        t46 = vaddq_f32(t185, t63);
                        uint32x4_t t186 = vdupq_n_u32(t159);
                        t47 = vbslq_u32(t36, t186, t160);
                        if ((vmaxvq_u32(t44) != 0)) {
                            t188 = t159 + 1U;
                            t189 = 1;
                            t190 = t162;
                            goto L201;
                        }
                        t48 = t47;
                    } else {
                        uint32x4_t t187 = vdupq_n_u32(t159);
                        t48 = vbslq_u32(t36, t187, t160);
                    }
                    t44 = t36;
                    t188 = t159;
                    t45 = t37;
                    t46 = t38;
                    t47 = t160;
                    t189 = 0;
                    t190 = t48;
                } else {
                    t44 = t36;
                    t188 = t159;
                    t45 = t37;
                    t46 = t38;
                    t47 = t160;
                    t189 = 0;
                    t190 = t162;
                }
            L201:
                if (!(t175 | t189)) {
                    uint32x4_t t191 = vmulq_u32(vdupq_n_u32(1000), t190);
                    uint32x4_t t192 = vaddq_u32(t176, t191);
                    vst1q_u32(t64, t192);
                    i_vec += 4L;
                    i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                    if (i_vec < t60) {
                        break;
                    }
                    i = (int)((long)t58 + t60);
                    goto L202;
                }
                t33 = t39;
                t155 = t174;
                t34 = t40;
                t35 = t41;
                t156 = t42;
                t157 = t175;
                t158 = t176;
                t36 = t44;
                t159 = t188;
                t37 = t45;
                t38 = t46;
                t160 = t47;
                t161 = t189;
                t162 = t190;
            }
        }
    } else {
        i = t58;
    }
L202:
    for (; i < n; i++) {
        float t68 = (float)i;
        unsigned int t69 = escape(-2.0f + t68 * 0.040625f, y, 90U);
        out[i] = t69 + 1000U * escape(-1.5f + t68 * 0.0203125f, -y, 60U);
    }
}

long total(const int *in, int n, int limit) {
    long s;
    int t22;
    long t23;
    int i;
    long t1 = (long)n;
    if (t1 >= 8L) {
        long t2 = t1 & -8L;
        int32x2_t limit_v = vdup_n_s32(limit);
        long i_vec = 0L;
        uint64x2_t s_v = vdupq_n_u64(0LL);
        uint64x2_t s_v_1 = vdupq_n_u64(0LL);
        uint64x2_t s_v_2 = vdupq_n_u64(0LL);
        uint64x2_t s_v_3 = vdupq_n_u64(0LL);
        /* vcc: loop at fused_loops.c:70 vectorized: VF 2, UF 4, vector epilogue VF 2, scalar epilogue */
        do {
            int32x2_t in_v = vld1_s32(in + i_vec);
            int32x2_t t3 = vset_lane_s32(collatz(vget_lane_s32(in_v, 0), vget_lane_s32(limit_v, 0)), (int32x2_t)(vcc_v2_int){0}, 0);
            int32x2_t t4 = vset_lane_s32(collatz(vget_lane_s32(in_v, 1), vget_lane_s32(limit_v, 1)), t3, 1);
            int64x2_t t5 = vmovl_s32(t4);
            uint64x2_t t6 = vreinterpretq_u64_s64(t5);
            s_v = vaddq_u64(s_v, t6);
            int32x2_t in_v_1 = vld1_s32(in + (i_vec + 2L));
            int32x2_t t7 = vset_lane_s32(collatz(vget_lane_s32(in_v_1, 0), vget_lane_s32(limit_v, 0)), (int32x2_t)(vcc_v2_int){0}, 0);
            int32x2_t t8 = vset_lane_s32(collatz(vget_lane_s32(in_v_1, 1), vget_lane_s32(limit_v, 1)), t7, 1);
            int64x2_t t9 = vmovl_s32(t8);
            uint64x2_t t10 = vreinterpretq_u64_s64(t9);
            s_v_1 = vaddq_u64(s_v_1, t10);
            int32x2_t in_v_2 = vld1_s32(in + (i_vec + 4L));
            int32x2_t t11 = vset_lane_s32(collatz(vget_lane_s32(in_v_2, 0), vget_lane_s32(limit_v, 0)), (int32x2_t)(vcc_v2_int){0}, 0);
            int32x2_t t12 = vset_lane_s32(collatz(vget_lane_s32(in_v_2, 1), vget_lane_s32(limit_v, 1)), t11, 1);
            int64x2_t t13 = vmovl_s32(t12);
            uint64x2_t t14 = vreinterpretq_u64_s64(t13);
            s_v_2 = vaddq_u64(s_v_2, t14);
            int32x2_t in_v_3 = vld1_s32(in + (i_vec + 6L));
            int32x2_t t15 = vset_lane_s32(collatz(vget_lane_s32(in_v_3, 0), vget_lane_s32(limit_v, 0)), (int32x2_t)(vcc_v2_int){0}, 0);
            int32x2_t t16 = vset_lane_s32(collatz(vget_lane_s32(in_v_3, 1), vget_lane_s32(limit_v, 1)), t15, 1);
            int64x2_t t17 = vmovl_s32(t16);
            uint64x2_t t18 = vreinterpretq_u64_s64(t17);
            s_v_3 = vaddq_u64(s_v_3, t18);
            i_vec += 8L;
        } while (i_vec < t2);
        uint64x2_t t19 = vaddq_u64(s_v, s_v_1);
        uint64x2_t t20 = vaddq_u64(t19, s_v_2);
        uint64x2_t t21 = vaddq_u64(t20, s_v_3);
        t22 = (int)t2;
        t23 = (long)vaddvq_u64(t21);
    } else {
        t22 = 0;
        t23 = 0L;
    }
    long t24 = (long)n + (long)t22 * -1L;
    if (t24 >= 2L) {
        long t25 = t24 & -2L;
        int32x2_t limit_v_1 = vdup_n_s32(limit);
        long i_vec_1 = 0L;
        uint64x2_t s_v_4 = vdupq_n_u64(0LL);
        /* vcc: loop at fused_loops.c:70 vector epilogue: VF 2, UF 1, scalar epilogue */
        do {
            int32x2_t in_v_4 = vld1_s32(in + ((long)t22 + i_vec_1));
            int32x2_t t26 = vset_lane_s32(collatz(vget_lane_s32(in_v_4, 0), vget_lane_s32(limit_v_1, 0)), (int32x2_t)(vcc_v2_int){0}, 0);
            int32x2_t t27 = vset_lane_s32(collatz(vget_lane_s32(in_v_4, 1), vget_lane_s32(limit_v_1, 1)), t26, 1);
            int64x2_t t28 = vmovl_s32(t27);
            uint64x2_t t29 = vreinterpretq_u64_s64(t28);
            s_v_4 = vaddq_u64(s_v_4, t29);
            i_vec_1 += 2L;
        } while (i_vec_1 < t25);
        i = (int)((long)t22 + t25);
        s = (long)((unsigned long)t23 + vaddvq_u64(s_v_4));
    } else {
        i = t22;
        s = t23;
    }
    for (; i < n; i++) {
        int t30 = in[i];
        s += (long)collatz(t30, limit);
    }
    return s;
}

void in_place(int *a, int n, int limit) {
    uint32x4_t t9;
    int32x4_t t10;
    int32x4_t t11;
    uint32x4_t t12;
    uint32x4_t t13;
    int32x4_t t14;
    uint32x4_t t15;
    int32x4_t t16;
    int32x4_t t17;
    uint32x4_t t18;
    uint32x4_t t19;
    int32x4_t t20;
    uint32x4_t t21;
    int32x4_t t22;
    int32x4_t t23;
    uint32x4_t t24;
    uint32x4_t t25;
    int32x4_t t26;
    uint32x4_t t27;
    int32x4_t t28;
    int32x4_t t29;
    uint32x4_t t30;
    uint32x4_t t31;
    int32x4_t t32;
    long t38;
    int t41;
    long t42;
    int i;
    int t105;
    int t106;
    int t138;
    int t139;
    int t171;
    int t172;
    int t204;
    int t205;
    t38 = (long)n;
    if (t38 >= 16L) {
        long t39 = t38 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:77 vectorized: VF 4, UF 4, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t40 = a + i_vec_1;
            int32x4_t t2 = vld1q_s32(t40);
            uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int *t47 = a + (i_vec_1 + 4L);
            int32x4_t t4 = vld1q_s32(t47);
            uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int *t48 = a + (i_vec_1 + 8L);
            int32x4_t t6 = vld1q_s32(t48);
            uint32x4_t t5 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int *t49 = a + (i_vec_1 + 12L);
            int32x4_t t8 = vld1q_s32(t49);
            uint32x4_t t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t50 = 0;
            int32x4_t t51 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t52 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t53 = (uint32x4_t)(vcc_m4){0};
            int t54 = 1;
            int32x4_t t55 = (int32x4_t)(vcc_v4_int){0};
            int t56 = 0;
            int32x4_t t57 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t58 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t59 = (uint32x4_t)(vcc_m4){0};
            int t60 = 1;
            int32x4_t t61 = (int32x4_t)(vcc_v4_int){0};
            int t62 = 0;
            int32x4_t t63 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t64 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t65 = (uint32x4_t)(vcc_m4){0};
            int t66 = 1;
            int32x4_t t67 = (int32x4_t)(vcc_v4_int){0};
            int t68 = 0;
            int32x4_t t69 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t70 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t71 = (uint32x4_t)(vcc_m4){0};
            int t72 = 1;
            int32x4_t t73 = (int32x4_t)(vcc_v4_int){0};
            for (;;) {
                if (t54) {
                    int32x4_t t74 = vdupq_n_s32(1);
                    uint32x4_t t75 = vcgtq_s32(t2, t74);
                    uint32x4_t t76 = vandq_u32(t1, t75);
                    uint32x4_t t77 = vmvnq_u32(t75);
                    uint32x4_t t78 = vandq_u32(t1, t77);
                    int32x4_t t79 = vdupq_n_s32(t50 >= limit);
                    uint32x4_t t80 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t79 != (vcc_v4_int){0});
                    uint32x4_t t81 = vandq_u32(t76, t80);
                    uint32x4_t t82 = vmvnq_u32(t80);
                    t9 = vandq_u32(t76, t82);
                    int32x4_t t83 = vdupq_n_s32(1);
                    int32x4_t t84 = vandq_s32(t2, t83);
                    uint32x4_t t85 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t84 != (vcc_v4_int){0});
                    uint32x4_t t86 = vmvnq_u32(t85);
                    uint32x4_t t87 = vandq_u32(t9, t86);
                    int32x4_t t88 = vdupq_n_s32(1);
                    int32x4_t t89 = vshlq_s32(t2, vnegq_s32(t88));
                    int32x4_t t90 = vdupq_n_s32(3);
                    uint32x4_t t91 = vreinterpretq_u32_s32(t90);
                    uint32x4_t t92 = vreinterpretq_u32_s32(t2);
                    uint32x4_t t93 = vmulq_u32(t91, t92);
                    int32x4_t t94 = vreinterpretq_s32_u32(t93);
                    int32x4_t t95 = vdupq_n_s32(1);
                    uint32x4_t t96 = vreinterpretq_u32_s32(t94);
                    uint32x4_t t97 = vreinterpretq_u32_s32(t95);
                    uint32x4_t t98 = vaddq_u32(t96, t97);
                    int32x4_t t99 = vreinterpretq_s32_u32(t98);
                    t10 = vbslq_s32(t87, t89, t99);
                    int32x4_t t100 = vdupq_n_s32(t50);
                    t11 = vbslq_s32(t1, t100, t51);
                    t12 = vorrq_u32(t52, t78);
                    t13 = vorrq_u32(t53, t81);
                    if ((vmaxvq_u32(t9) != 0)) {
                        t105 = t50 + 1;
                        t106 = 1;
                        t14 = t55;
                    } else {
                        int32x4_t t101 = vbslq_s32(t12, t11, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t102 = vreinterpretq_u32_s32(t11);
                        uint32x4_t t103 = vsubq_u32(vdupq_n_u32(0), t102);
                        int32x4_t t104 = vreinterpretq_s32_u32(t103);
                        t14 = vbslq_s32(t13, t104, t101);
                        t9 = t1;
                        t10 = t2;
                        t105 = t50;
                        t11 = t51;
                        t12 = t52;
                        t13 = t53;
                        t106 = 0;
                    }
                } else {
                    t9 = t1;
                    t10 = t2;
                    t105 = t50;
                    t11 = t51;
                    t12 = t52;
                    t13 = t53;
                    t106 = 0;
                    t14 = t55;
                }
                if (t60) {
                    int32x4_t t107 = vdupq_n_s32(1);
                    uint32x4_t t108 = vcgtq_s32(t4, t107);
                    uint32x4_t t109 = vandq_u32(t3, t108);
                    uint32x4_t t110 = vmvnq_u32(t108);
                    uint32x4_t t111 = vandq_u32(t3, t110);
                    int32x4_t t112 = vdupq_n_s32(t56 >= limit);
                    uint32x4_t t113 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t112 != (vcc_v4_int){0});
                    uint32x4_t t114 = vandq_u32(t109, t113);
                    uint32x4_t t115 = vmvnq_u32(t113);
                    t15 = vandq_u32(t109, t115);
                    int32x4_t t116 = vdupq_n_s32(1);
                    int32x4_t t117 = vandq_s32(t4, t116);
                    uint32x4_t t118 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t117 != (vcc_v4_int){0});
                    uint32x4_t t119 = vmvnq_u32(t118);
                    uint32x4_t t120 = vandq_u32(t15, t119);
                    int32x4_t t121 = vdupq_n_s32(1);
                    int32x4_t t122 = vshlq_s32(t4, vnegq_s32(t121));
                    int32x4_t t123 = vdupq_n_s32(3);
                    uint32x4_t t124 = vreinterpretq_u32_s32(t123);
                    uint32x4_t t125 = vreinterpretq_u32_s32(t4);
                    uint32x4_t t126 = vmulq_u32(t124, t125);
                    int32x4_t t127 = vreinterpretq_s32_u32(t126);
                    int32x4_t t128 = vdupq_n_s32(1);
                    uint32x4_t t129 = vreinterpretq_u32_s32(t127);
                    uint32x4_t t130 = vreinterpretq_u32_s32(t128);
                    uint32x4_t t131 = vaddq_u32(t129, t130);
                    int32x4_t t132 = vreinterpretq_s32_u32(t131);
                    t16 = vbslq_s32(t120, t122, t132);
                    int32x4_t t133 = vdupq_n_s32(t56);
                    t17 = vbslq_s32(t3, t133, t57);
                    t18 = vorrq_u32(t58, t111);
                    t19 = vorrq_u32(t59, t114);
                    if ((vmaxvq_u32(t15) != 0)) {
                        t138 = t56 + 1;
                        t139 = 1;
                        t20 = t61;
                    } else {
                        int32x4_t t134 = vbslq_s32(t18, t17, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t135 = vreinterpretq_u32_s32(t17);
                        uint32x4_t t136 = vsubq_u32(vdupq_n_u32(0), t135);
                        int32x4_t t137 = vreinterpretq_s32_u32(t136);
                        t20 = vbslq_s32(t19, t137, t134);
                        t15 = t3;
                        t16 = t4;
                        t138 = t56;
                        t17 = t57;
                        t18 = t58;
                        t19 = t59;
                        t139 = 0;
                    }
                } else {
                    t15 = t3;
                    t16 = t4;
                    t138 = t56;
                    t17 = t57;
                    t18 = t58;
                    t19 = t59;
                    t139 = 0;
                    t20 = t61;
                }
                if (t66) {
                    int32x4_t t140 = vdupq_n_s32(1);
                    uint32x4_t t141 = vcgtq_s32(t6, t140);
                    uint32x4_t t142 = vandq_u32(t5, t141);
                    uint32x4_t t143 = vmvnq_u32(t141);
                    uint32x4_t t144 = vandq_u32(t5, t143);
                    int32x4_t t145 = vdupq_n_s32(t62 >= limit);
                    uint32x4_t t146 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t145 != (vcc_v4_int){0});
                    uint32x4_t t147 = vandq_u32(t142, t146);
                    uint32x4_t t148 = vmvnq_u32(t146);
                    t21 = vandq_u32(t142, t148);
                    int32x4_t t149 = vdupq_n_s32(1);
                    int32x4_t t150 = vandq_s32(t6, t149);
                    uint32x4_t t151 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t150 != (vcc_v4_int){0});
                    uint32x4_t t152 = vmvnq_u32(t151);
                    uint32x4_t t153 = vandq_u32(t21, t152);
                    int32x4_t t154 = vdupq_n_s32(1);
                    int32x4_t t155 = vshlq_s32(t6, vnegq_s32(t154));
                    int32x4_t t156 = vdupq_n_s32(3);
                    uint32x4_t t157 = vreinterpretq_u32_s32(t156);
                    uint32x4_t t158 = vreinterpretq_u32_s32(t6);
                    uint32x4_t t159 = vmulq_u32(t157, t158);
                    int32x4_t t160 = vreinterpretq_s32_u32(t159);
                    int32x4_t t161 = vdupq_n_s32(1);
                    uint32x4_t t162 = vreinterpretq_u32_s32(t160);
                    uint32x4_t t163 = vreinterpretq_u32_s32(t161);
                    uint32x4_t t164 = vaddq_u32(t162, t163);
                    int32x4_t t165 = vreinterpretq_s32_u32(t164);
                    t22 = vbslq_s32(t153, t155, t165);
                    int32x4_t t166 = vdupq_n_s32(t62);
                    t23 = vbslq_s32(t5, t166, t63);
                    t24 = vorrq_u32(t64, t144);
                    t25 = vorrq_u32(t65, t147);
                    if ((vmaxvq_u32(t21) != 0)) {
                        t171 = t62 + 1;
                        t172 = 1;
                        t26 = t67;
                    } else {
                        int32x4_t t167 = vbslq_s32(t24, t23, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t168 = vreinterpretq_u32_s32(t23);
                        uint32x4_t t169 = vsubq_u32(vdupq_n_u32(0), t168);
                        int32x4_t t170 = vreinterpretq_s32_u32(t169);
                        t26 = vbslq_s32(t25, t170, t167);
                        t21 = t5;
                        t22 = t6;
                        t171 = t62;
                        t23 = t63;
                        t24 = t64;
                        t25 = t65;
                        t172 = 0;
                    }
                } else {
                    t21 = t5;
                    t22 = t6;
                    t171 = t62;
                    t23 = t63;
                    t24 = t64;
                    t25 = t65;
                    t172 = 0;
                    t26 = t67;
                }
                if (t72) {
                    int32x4_t t173 = vdupq_n_s32(1);
                    uint32x4_t t174 = vcgtq_s32(t8, t173);
                    uint32x4_t t175 = vandq_u32(t7, t174);
                    uint32x4_t t176 = vmvnq_u32(t174);
                    uint32x4_t t177 = vandq_u32(t7, t176);
                    int32x4_t t178 = vdupq_n_s32(t68 >= limit);
                    uint32x4_t t179 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t178 != (vcc_v4_int){0});
                    uint32x4_t t180 = vandq_u32(t175, t179);
                    uint32x4_t t181 = vmvnq_u32(t179);
                    t27 = vandq_u32(t175, t181);
                    int32x4_t t182 = vdupq_n_s32(1);
                    int32x4_t t183 = vandq_s32(t8, t182);
                    uint32x4_t t184 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t183 != (vcc_v4_int){0});
                    uint32x4_t t185 = vmvnq_u32(t184);
                    uint32x4_t t186 = vandq_u32(t27, t185);
                    int32x4_t t187 = vdupq_n_s32(1);
                    int32x4_t t188 = vshlq_s32(t8, vnegq_s32(t187));
                    int32x4_t t189 = vdupq_n_s32(3);
                    uint32x4_t t190 = vreinterpretq_u32_s32(t189);
                    uint32x4_t t191 = vreinterpretq_u32_s32(t8);
                    uint32x4_t t192 = vmulq_u32(t190, t191);
                    int32x4_t t193 = vreinterpretq_s32_u32(t192);
                    int32x4_t t194 = vdupq_n_s32(1);
                    uint32x4_t t195 = vreinterpretq_u32_s32(t193);
                    uint32x4_t t196 = vreinterpretq_u32_s32(t194);
                    uint32x4_t t197 = vaddq_u32(t195, t196);
                    int32x4_t t198 = vreinterpretq_s32_u32(t197);
                    t28 = vbslq_s32(t186, t188, t198);
                    int32x4_t t199 = vdupq_n_s32(t68);
                    t29 = vbslq_s32(t7, t199, t69);
                    t30 = vorrq_u32(t70, t177);
                    t31 = vorrq_u32(t71, t180);
                    if ((vmaxvq_u32(t27) != 0)) {
                        t204 = t68 + 1;
                        t205 = 1;
                        t32 = t73;
                    } else {
                        int32x4_t t200 = vbslq_s32(t30, t29, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t201 = vreinterpretq_u32_s32(t29);
                        uint32x4_t t202 = vsubq_u32(vdupq_n_u32(0), t201);
                        int32x4_t t203 = vreinterpretq_s32_u32(t202);
                        t32 = vbslq_s32(t31, t203, t200);
                        t27 = t7;
                        t28 = t8;
                        t204 = t68;
                        t29 = t69;
                        t30 = t70;
                        t31 = t71;
                        t205 = 0;
                    }
                } else {
                    t27 = t7;
                    t28 = t8;
                    t204 = t68;
                    t29 = t69;
                    t30 = t70;
                    t31 = t71;
                    t205 = 0;
                    t32 = t73;
                }
                if (!(t106 | t139 | t172 | t205)) {
                    vst1q_s32(t40, t14);
                    vst1q_s32(t47, t20);
                    vst1q_s32(t48, t26);
                    vst1q_s32(t49, t32);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t39) {
                        break;
                    }
                    t41 = (int)t39;
                    goto L241;
                }
                t1 = t9;
                t2 = t10;
                t50 = t105;
                t51 = t11;
                t52 = t12;
                t53 = t13;
                t54 = t106;
                t55 = t14;
                t3 = t15;
                t4 = t16;
                t56 = t138;
                t57 = t17;
                t58 = t18;
                t59 = t19;
                t60 = t139;
                t61 = t20;
                t5 = t21;
                t6 = t22;
                t62 = t171;
                t63 = t23;
                t64 = t24;
                t65 = t25;
                t66 = t172;
                t67 = t26;
                t7 = t27;
                t8 = t28;
                t68 = t204;
                t69 = t29;
                t70 = t30;
                t71 = t31;
                t72 = t205;
                t73 = t32;
            }
        }
    } else {
        t41 = 0;
    }
L241:
    t42 = (long)n + (long)t41 * -1L;
    if (t42 >= 4L) {
        long t43 = t42 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:77 vector epilogue: VF 4, UF 1, scalar epilogue */
        for (;;) {
            int *t44 = a + ((long)t41 + i_vec);
            int32x4_t t34 = vld1q_s32(t44);
            uint32x4_t t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t206 = 0;
            int32x4_t t35 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t36 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t37 = (uint32x4_t)(vcc_m4){0};
            for (;;) {
                int32x4_t t207 = vdupq_n_s32(1);
                uint32x4_t t208 = vcgtq_s32(t34, t207);
                uint32x4_t t209 = vandq_u32(t33, t208);
                uint32x4_t t210 = vmvnq_u32(t208);
                uint32x4_t t211 = vandq_u32(t33, t210);
                int32x4_t t212 = vdupq_n_s32(t206 >= limit);
                uint32x4_t t213 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t212 != (vcc_v4_int){0});
                uint32x4_t t214 = vandq_u32(t209, t213);
                uint32x4_t t215 = vmvnq_u32(t213);
                uint32x4_t t216 = vandq_u32(t209, t215);
                int32x4_t t217 = vdupq_n_s32(1);
                int32x4_t t218 = vandq_s32(t34, t217);
                uint32x4_t t219 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t218 != (vcc_v4_int){0});
                uint32x4_t t220 = vmvnq_u32(t219);
                uint32x4_t t221 = vandq_u32(t216, t220);
                int32x4_t t222 = vdupq_n_s32(1);
                int32x4_t t223 = vshlq_s32(t34, vnegq_s32(t222));
                int32x4_t t224 = vdupq_n_s32(3);
                uint32x4_t t225 = vreinterpretq_u32_s32(t224);
                uint32x4_t t226 = vreinterpretq_u32_s32(t34);
                uint32x4_t t227 = vmulq_u32(t225, t226);
                int32x4_t t228 = vreinterpretq_s32_u32(t227);
                int32x4_t t229 = vdupq_n_s32(1);
                uint32x4_t t230 = vreinterpretq_u32_s32(t228);
                uint32x4_t t231 = vreinterpretq_u32_s32(t229);
                uint32x4_t t232 = vaddq_u32(t230, t231);
                int32x4_t t233 = vreinterpretq_s32_u32(t232);
                int32x4_t t234 = vbslq_s32(t221, t223, t233);
                int32x4_t t235 = vdupq_n_s32(t206);
                t35 = vbslq_s32(t33, t235, t35);
                t36 = vorrq_u32(t36, t211);
                t37 = vorrq_u32(t37, t214);
                if (!(vmaxvq_u32(t216) != 0)) {
                    break;
                }
                t33 = t216;
                t34 = t234;
                t206++;
            }
            int32x4_t t236 = vbslq_s32(t36, t35, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t237 = vreinterpretq_u32_s32(t35);
            uint32x4_t t238 = vsubq_u32(vdupq_n_u32(0), t237);
            int32x4_t t239 = vreinterpretq_s32_u32(t238);
            int32x4_t t240 = vbslq_s32(t37, t239, t236);
            vst1q_s32(t44, t240);
            i_vec += 4L;
            if (i_vec >= t43) {
                i = (int)((long)t41 + t43);
                break;
            }
        }
    } else {
        i = t41;
    }
    for (; i < n; i++) {
        int *t45 = a + i;
        int t46 = *t45;
        *t45 = collatz(t46, limit);
    }
}

int main(void) {
    int sizes[10];
    unsigned long t_1;
    unsigned long t_4;
    int t38;
    int i;
    int t63;
    int i_5;
    sizes[0] = 0;
    sizes[1] = 1;
    sizes[2] = 7;
    sizes[3] = 8;
    sizes[4] = 31;
    sizes[5] = 32;
    sizes[6] = 33;
    sizes[7] = 64;
    sizes[8] = 100;
    sizes[9] = 257;
    for (int s = 0; s < 10; s++) {
        int n = sizes[s];
        unsigned long t3 = (unsigned long)(n + 1) * 4UL;
        unsigned int *u = (unsigned int *)malloc(t3);
        void *t4 = malloc(t3);
        int *in = (int *)t4;
        void *t5 = malloc(t3);
        int *out = (int *)t5;
        long t6 = (long)n;
        int t7 = (int)(unsigned int)(int)(13U * (unsigned int)n);
        if ((t6 >= 16L) & (t7 >= 0)) {
            long t8 = t6 & -16L;
            int32x4_t t9 = vdupq_n_s32(t7 % 3001);
            int32x4_t t10 = vaddq_s32(t9, ((int32x4_t)(vcc_v4_int){0, 1917, 833, 2750}));
            uint32x4_t t11 = vreinterpretq_u32_s32(t10);
            uint32x4_t t12 = vsubq_u32(t11, vdupq_n_u32(3001));
            uint32x4_t t13 = vminq_u32(t11, t12);
            int32x4_t t1 = vreinterpretq_s32_u32(t13);
            long i_vec = 0L;
            /* vcc: loop at fused_loops.c:87 vectorized: VF 4, UF 4, the remainder at 88:21 by 3001 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
            for (;;) {
                int32x4_t t14 = vaddq_s32(t1, vdupq_n_s32(1));
                vst1q_s32(in + i_vec, t14);
                int32x4_t t15 = vaddq_s32(t1, vdupq_n_s32(1666));
                uint32x4_t t16 = vreinterpretq_u32_s32(t15);
                uint32x4_t t17 = vsubq_u32(t16, vdupq_n_u32(3001));
                uint32x4_t t18 = vminq_u32(t16, t17);
                int32x4_t t19 = vreinterpretq_s32_u32(t18);
                int32x4_t t20 = vaddq_s32(t19, vdupq_n_s32(1));
                vst1q_s32(in + (i_vec + 4L), t20);
                int32x4_t t21 = vaddq_s32(t1, vdupq_n_s32(331));
                uint32x4_t t22 = vreinterpretq_u32_s32(t21);
                uint32x4_t t23 = vsubq_u32(t22, vdupq_n_u32(3001));
                uint32x4_t t24 = vminq_u32(t22, t23);
                int32x4_t t25 = vreinterpretq_s32_u32(t24);
                int32x4_t t26 = vaddq_s32(t25, vdupq_n_s32(1));
                vst1q_s32(in + (i_vec + 8L), t26);
                int32x4_t t27 = vaddq_s32(t1, vdupq_n_s32(1997));
                uint32x4_t t28 = vreinterpretq_u32_s32(t27);
                uint32x4_t t29 = vsubq_u32(t28, vdupq_n_u32(3001));
                uint32x4_t t30 = vminq_u32(t28, t29);
                int32x4_t t31 = vreinterpretq_s32_u32(t30);
                int32x4_t t32 = vaddq_s32(t31, vdupq_n_s32(1));
                vst1q_s32(in + (i_vec + 12L), t32);
                i_vec += 16L;
                int32x4_t t33 = vaddq_s32(t1, vdupq_n_s32(662));
                uint32x4_t t34 = vreinterpretq_u32_s32(t33);
                uint32x4_t t35 = vsubq_u32(t34, vdupq_n_u32(3001));
                uint32x4_t t36 = vminq_u32(t34, t35);
                int32x4_t t37 = vreinterpretq_s32_u32(t36);
                if (i_vec >= t8) {
                    break;
                }
                t1 = t37;
            }
            t38 = (int)t8;
        } else {
            t38 = 0;
        }
        long t39 = (long)n + (long)t38 * -1L;
        int t40 = (int)((unsigned int)(int)((unsigned int)t38 * 7919U) + (unsigned int)(int)(13U * (unsigned int)n));
        if ((t39 >= 4L) & (t40 >= 0)) {
            long t41 = t39 & -4L;
            int32x4_t t42 = vdupq_n_s32(t40 % 3001);
            int32x4_t t43 = vaddq_s32(t42, ((int32x4_t)(vcc_v4_int){0, 1917, 833, 2750}));
            uint32x4_t t44 = vreinterpretq_u32_s32(t43);
            uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(3001));
            uint32x4_t t46 = vminq_u32(t44, t45);
            int32x4_t t2 = vreinterpretq_s32_u32(t46);
            long i_vec_1 = 0L;
            /* vcc: loop at fused_loops.c:87 vector epilogue: VF 4, UF 1, scalar epilogue */
            for (;;) {
                int32x4_t t47 = vaddq_s32(t2, vdupq_n_s32(1));
                vst1q_s32(in + ((long)t38 + i_vec_1), t47);
                i_vec_1 += 4L;
                int32x4_t t48 = vaddq_s32(t2, vdupq_n_s32(1666));
                uint32x4_t t49 = vreinterpretq_u32_s32(t48);
                uint32x4_t t50 = vsubq_u32(t49, vdupq_n_u32(3001));
                uint32x4_t t51 = vminq_u32(t49, t50);
                int32x4_t t52 = vreinterpretq_s32_u32(t51);
                if (i_vec_1 >= t41) {
                    break;
                }
                t2 = t52;
            }
            i = (int)((long)t38 + t41);
        } else {
            i = t38;
        }
        for (; i < n; i++) {
            in[i] = (i * 7919 + 13 * n) % 3001 + 1;
        }
        unsigned long t_5 = 0UL;
        for (int y = 0; y < 6; y++, t_5 = t_1) {
            float t53 = (float)y;
            rows(u, n, -1.2f + t53 * 0.4f);
            unsigned long t = t_5;
            for (int i_1 = 0; i_1 < n; i_1++) {
                t = t * 31UL + (unsigned long)u[i_1];
            }
            two_rows(u, n, -1.1f + t53 * 0.37f);
            t_1 = t;
            for (int i_2 = 0; i_2 < n; i_2++) {
                t_1 = t_1 * 31UL + (unsigned long)u[i_2];
            }
        }
        unsigned long t_6 = t_5;
        for (int limit = 20; limit <= 140; limit += 60, t_6 = t_4) {
            const int *t54 = in;
            counts(out, t54, n, limit);
            unsigned long t_2 = t_6;
            for (int i_3 = 0; i_3 < n; i_3++) {
                t_2 = t_2 * 31UL + (unsigned long)(unsigned int)out[i_3];
            }
            odd_counts(out, t54, n, limit);
            unsigned long t_3 = t_2;
            for (int i_4 = 0; i_4 < n; i_4++) {
                t_3 = t_3 * 31UL + (unsigned long)(unsigned int)out[i_4];
            }
            t_4 = t_3 * 31UL + (unsigned long)total(t54, n, limit);
            long t55 = (long)n;
            unsigned long t56 = (unsigned long)t4;
            unsigned long t57 = (unsigned long)t5;
            long t58 = (long)((unsigned long)t5 - (unsigned long)t4);
            if ((t55 >= 16L) & (((t56 + (unsigned long)(4L + (t55 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t55 - 1L) * 4L)) <= t56) | ((t58 <= 0L) | (t58 >= 64L)))) {
                long t59 = t55 & -16L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
                do {
                    int32x4_t in_v = vld1q_s32(in + i_vec_2);
                    vst1q_s32(out + i_vec_2, in_v);
                    long t60 = i_vec_2 + 4L;
                    int32x4_t in_v_1 = vld1q_s32(in + t60);
                    vst1q_s32(out + t60, in_v_1);
                    long t61 = i_vec_2 + 8L;
                    int32x4_t in_v_2 = vld1q_s32(in + t61);
                    vst1q_s32(out + t61, in_v_2);
                    long t62 = i_vec_2 + 12L;
                    int32x4_t in_v_3 = vld1q_s32(in + t62);
                    vst1q_s32(out + t62, in_v_3);
                    i_vec_2 += 16L;
                } while (i_vec_2 < t59);
                t63 = (int)t59;
            } else {
                t63 = 0;
            }
            long t64 = (long)n + (long)t63 * -1L;
            unsigned long t65 = (unsigned long)t4;
            unsigned long t66 = (unsigned long)t5;
            long t67 = (long)((unsigned long)t5 + (unsigned long)((long)t63 * 4L) - ((unsigned long)t4 + (unsigned long)((long)t63 * 4L)));
            if ((t64 >= 4L) & (((t65 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t66 + (unsigned long)((long)t63 * 4L))) | ((t66 + (unsigned long)((long)t63 * 4L + 4L + (t64 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t63 * 4L))) | ((t67 <= 0L) | (t67 >= 16L)))) {
                long t68 = t64 & -4L;
                long i_vec_3 = 0L;
                /* vcc: loop at fused_loops.c:106 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
                do {
                    long t69 = (long)t63 + i_vec_3;
                    int32x4_t in_v_4 = vld1q_s32(in + t69);
                    vst1q_s32(out + t69, in_v_4);
                    i_vec_3 += 4L;
                } while (i_vec_3 < t68);
                i_5 = (int)((long)t63 + t68);
            } else {
                i_5 = t63;
            }
            for (; i_5 < n; i_5++) {
                long t70 = (long)i_5;
                out[t70] = in[t70];
            }
            in_place(out, n, limit);
            for (int i_6 = 0; i_6 < n; i_6++) {
                t_4 = t_4 * 31UL + (unsigned long)(unsigned int)out[i_6];
            }
        }
        printf("n=%d %lu\n", n, t_6);
        free((void *)u);
        free((void *)in);
        free((void *)out);
    }
    return 0;
}
