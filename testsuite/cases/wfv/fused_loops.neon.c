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
    int t43;
    long t44;
    int i;
    int t113;
    int t114;
    int t146;
    int t147;
    int t179;
    int t180;
    int t212;
    int t213;
    t38 = (long)n;
    t39 = (unsigned long)out;
    t40 = (unsigned long)in;
    if ((t38 >= 16L) & (((t39 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t40) | ((t40 + (unsigned long)(4L + (t38 - 1L) * 4L)) <= t39))) {
        long t41 = t38 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:47 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int *t42 = out + i_vec_1;
            int32x4_t t2 = vld1q_s32(in + i_vec_1);
            uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t52 = i_vec_1 + 4L;
            int *t53 = out + t52;
            int32x4_t t4 = vld1q_s32(in + t52);
            uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t54 = i_vec_1 + 8L;
            int *t55 = out + t54;
            int32x4_t t6 = vld1q_s32(in + t54);
            uint32x4_t t5 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t56 = i_vec_1 + 12L;
            int *t57 = out + t56;
            int32x4_t t8 = vld1q_s32(in + t56);
            uint32x4_t t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t58 = 0;
            int32x4_t t59 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t60 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t61 = (uint32x4_t)(vcc_m4){0};
            int t62 = 1;
            int32x4_t t63 = (int32x4_t)(vcc_v4_int){0};
            int t64 = 0;
            int32x4_t t65 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t66 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t67 = (uint32x4_t)(vcc_m4){0};
            int t68 = 1;
            int32x4_t t69 = (int32x4_t)(vcc_v4_int){0};
            int t70 = 0;
            int32x4_t t71 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t72 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t73 = (uint32x4_t)(vcc_m4){0};
            int t74 = 1;
            int32x4_t t75 = (int32x4_t)(vcc_v4_int){0};
            int t76 = 0;
            int32x4_t t77 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t78 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t79 = (uint32x4_t)(vcc_m4){0};
            int t80 = 1;
            int32x4_t t81 = (int32x4_t)(vcc_v4_int){0};
            for (;;) {
                if (t62) {
                    int32x4_t t82 = vdupq_n_s32(1);
                    uint32x4_t t83 = vcgtq_s32(t2, t82);
                    uint32x4_t t84 = vandq_u32(t1, t83);
                    uint32x4_t t85 = vmvnq_u32(t83);
                    uint32x4_t t86 = vandq_u32(t1, t85);
                    int32x4_t t87 = vdupq_n_s32(t58 >= limit);
                    uint32x4_t t88 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t87 != (vcc_v4_int){0});
                    uint32x4_t t89 = vandq_u32(t84, t88);
                    uint32x4_t t90 = vmvnq_u32(t88);
                    t9 = vandq_u32(t84, t90);
                    int32x4_t t91 = vdupq_n_s32(1);
                    int32x4_t t92 = vandq_s32(t2, t91);
                    uint32x4_t t93 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t92 != (vcc_v4_int){0});
                    uint32x4_t t94 = vmvnq_u32(t93);
                    uint32x4_t t95 = vandq_u32(t9, t94);
                    int32x4_t t96 = vdupq_n_s32(1);
                    int32x4_t t97 = vshlq_s32(t2, vnegq_s32(t96));
                    int32x4_t t98 = vdupq_n_s32(3);
                    uint32x4_t t99 = vreinterpretq_u32_s32(t98);
                    uint32x4_t t100 = vreinterpretq_u32_s32(t2);
                    uint32x4_t t101 = vmulq_u32(t99, t100);
                    int32x4_t t102 = vreinterpretq_s32_u32(t101);
                    int32x4_t t103 = vdupq_n_s32(1);
                    uint32x4_t t104 = vreinterpretq_u32_s32(t102);
                    uint32x4_t t105 = vreinterpretq_u32_s32(t103);
                    uint32x4_t t106 = vaddq_u32(t104, t105);
                    int32x4_t t107 = vreinterpretq_s32_u32(t106);
                    t10 = vbslq_s32(t95, t97, t107);
                    int32x4_t t108 = vdupq_n_s32(t58);
                    t11 = vbslq_s32(t1, t108, t59);
                    t12 = vorrq_u32(t60, t86);
                    t13 = vorrq_u32(t61, t89);
                    if ((vmaxvq_u32(t9) != 0)) {
                        t113 = t58 + 1;
                        t114 = 1;
                        t14 = t63;
                    } else {
                        int32x4_t t109 = vbslq_s32(t12, t11, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t110 = vreinterpretq_u32_s32(t11);
                        uint32x4_t t111 = vsubq_u32(vdupq_n_u32(0), t110);
                        int32x4_t t112 = vreinterpretq_s32_u32(t111);
                        t14 = vbslq_s32(t13, t112, t109);
                        t9 = t1;
                        t10 = t2;
                        t113 = t58;
                        t11 = t59;
                        t12 = t60;
                        t13 = t61;
                        t114 = 0;
                    }
                } else {
                    t9 = t1;
                    t10 = t2;
                    t113 = t58;
                    t11 = t59;
                    t12 = t60;
                    t13 = t61;
                    t114 = 0;
                    t14 = t63;
                }
                if (t68) {
                    int32x4_t t115 = vdupq_n_s32(1);
                    uint32x4_t t116 = vcgtq_s32(t4, t115);
                    uint32x4_t t117 = vandq_u32(t3, t116);
                    uint32x4_t t118 = vmvnq_u32(t116);
                    uint32x4_t t119 = vandq_u32(t3, t118);
                    int32x4_t t120 = vdupq_n_s32(t64 >= limit);
                    uint32x4_t t121 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t120 != (vcc_v4_int){0});
                    uint32x4_t t122 = vandq_u32(t117, t121);
                    uint32x4_t t123 = vmvnq_u32(t121);
                    t15 = vandq_u32(t117, t123);
                    int32x4_t t124 = vdupq_n_s32(1);
                    int32x4_t t125 = vandq_s32(t4, t124);
                    uint32x4_t t126 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t125 != (vcc_v4_int){0});
                    uint32x4_t t127 = vmvnq_u32(t126);
                    uint32x4_t t128 = vandq_u32(t15, t127);
                    int32x4_t t129 = vdupq_n_s32(1);
                    int32x4_t t130 = vshlq_s32(t4, vnegq_s32(t129));
                    int32x4_t t131 = vdupq_n_s32(3);
                    uint32x4_t t132 = vreinterpretq_u32_s32(t131);
                    uint32x4_t t133 = vreinterpretq_u32_s32(t4);
                    uint32x4_t t134 = vmulq_u32(t132, t133);
                    int32x4_t t135 = vreinterpretq_s32_u32(t134);
                    int32x4_t t136 = vdupq_n_s32(1);
                    uint32x4_t t137 = vreinterpretq_u32_s32(t135);
                    uint32x4_t t138 = vreinterpretq_u32_s32(t136);
                    uint32x4_t t139 = vaddq_u32(t137, t138);
                    int32x4_t t140 = vreinterpretq_s32_u32(t139);
                    t16 = vbslq_s32(t128, t130, t140);
                    int32x4_t t141 = vdupq_n_s32(t64);
                    t17 = vbslq_s32(t3, t141, t65);
                    t18 = vorrq_u32(t66, t119);
                    t19 = vorrq_u32(t67, t122);
                    if ((vmaxvq_u32(t15) != 0)) {
                        t146 = t64 + 1;
                        t147 = 1;
                        t20 = t69;
                    } else {
                        int32x4_t t142 = vbslq_s32(t18, t17, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t143 = vreinterpretq_u32_s32(t17);
                        uint32x4_t t144 = vsubq_u32(vdupq_n_u32(0), t143);
                        int32x4_t t145 = vreinterpretq_s32_u32(t144);
                        t20 = vbslq_s32(t19, t145, t142);
                        t15 = t3;
                        t16 = t4;
                        t146 = t64;
                        t17 = t65;
                        t18 = t66;
                        t19 = t67;
                        t147 = 0;
                    }
                } else {
                    t15 = t3;
                    t16 = t4;
                    t146 = t64;
                    t17 = t65;
                    t18 = t66;
                    t19 = t67;
                    t147 = 0;
                    t20 = t69;
                }
                if (t74) {
                    int32x4_t t148 = vdupq_n_s32(1);
                    uint32x4_t t149 = vcgtq_s32(t6, t148);
                    uint32x4_t t150 = vandq_u32(t5, t149);
                    uint32x4_t t151 = vmvnq_u32(t149);
                    uint32x4_t t152 = vandq_u32(t5, t151);
                    int32x4_t t153 = vdupq_n_s32(t70 >= limit);
                    uint32x4_t t154 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t153 != (vcc_v4_int){0});
                    uint32x4_t t155 = vandq_u32(t150, t154);
                    uint32x4_t t156 = vmvnq_u32(t154);
                    t21 = vandq_u32(t150, t156);
                    int32x4_t t157 = vdupq_n_s32(1);
                    int32x4_t t158 = vandq_s32(t6, t157);
                    uint32x4_t t159 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t158 != (vcc_v4_int){0});
                    uint32x4_t t160 = vmvnq_u32(t159);
                    uint32x4_t t161 = vandq_u32(t21, t160);
                    int32x4_t t162 = vdupq_n_s32(1);
                    int32x4_t t163 = vshlq_s32(t6, vnegq_s32(t162));
                    int32x4_t t164 = vdupq_n_s32(3);
                    uint32x4_t t165 = vreinterpretq_u32_s32(t164);
                    uint32x4_t t166 = vreinterpretq_u32_s32(t6);
                    uint32x4_t t167 = vmulq_u32(t165, t166);
                    int32x4_t t168 = vreinterpretq_s32_u32(t167);
                    int32x4_t t169 = vdupq_n_s32(1);
                    uint32x4_t t170 = vreinterpretq_u32_s32(t168);
                    uint32x4_t t171 = vreinterpretq_u32_s32(t169);
                    uint32x4_t t172 = vaddq_u32(t170, t171);
                    int32x4_t t173 = vreinterpretq_s32_u32(t172);
                    t22 = vbslq_s32(t161, t163, t173);
                    int32x4_t t174 = vdupq_n_s32(t70);
                    t23 = vbslq_s32(t5, t174, t71);
                    t24 = vorrq_u32(t72, t152);
                    t25 = vorrq_u32(t73, t155);
                    if ((vmaxvq_u32(t21) != 0)) {
                        t179 = t70 + 1;
                        t180 = 1;
                        t26 = t75;
                    } else {
                        int32x4_t t175 = vbslq_s32(t24, t23, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t176 = vreinterpretq_u32_s32(t23);
                        uint32x4_t t177 = vsubq_u32(vdupq_n_u32(0), t176);
                        int32x4_t t178 = vreinterpretq_s32_u32(t177);
                        t26 = vbslq_s32(t25, t178, t175);
                        t21 = t5;
                        t22 = t6;
                        t179 = t70;
                        t23 = t71;
                        t24 = t72;
                        t25 = t73;
                        t180 = 0;
                    }
                } else {
                    t21 = t5;
                    t22 = t6;
                    t179 = t70;
                    t23 = t71;
                    t24 = t72;
                    t25 = t73;
                    t180 = 0;
                    t26 = t75;
                }
                if (t80) {
                    int32x4_t t181 = vdupq_n_s32(1);
                    uint32x4_t t182 = vcgtq_s32(t8, t181);
                    uint32x4_t t183 = vandq_u32(t7, t182);
                    uint32x4_t t184 = vmvnq_u32(t182);
                    uint32x4_t t185 = vandq_u32(t7, t184);
                    int32x4_t t186 = vdupq_n_s32(t76 >= limit);
                    uint32x4_t t187 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t186 != (vcc_v4_int){0});
                    uint32x4_t t188 = vandq_u32(t183, t187);
                    uint32x4_t t189 = vmvnq_u32(t187);
                    t27 = vandq_u32(t183, t189);
                    int32x4_t t190 = vdupq_n_s32(1);
                    int32x4_t t191 = vandq_s32(t8, t190);
                    uint32x4_t t192 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t191 != (vcc_v4_int){0});
                    uint32x4_t t193 = vmvnq_u32(t192);
                    uint32x4_t t194 = vandq_u32(t27, t193);
                    int32x4_t t195 = vdupq_n_s32(1);
                    int32x4_t t196 = vshlq_s32(t8, vnegq_s32(t195));
                    int32x4_t t197 = vdupq_n_s32(3);
                    uint32x4_t t198 = vreinterpretq_u32_s32(t197);
                    uint32x4_t t199 = vreinterpretq_u32_s32(t8);
                    uint32x4_t t200 = vmulq_u32(t198, t199);
                    int32x4_t t201 = vreinterpretq_s32_u32(t200);
                    int32x4_t t202 = vdupq_n_s32(1);
                    uint32x4_t t203 = vreinterpretq_u32_s32(t201);
                    uint32x4_t t204 = vreinterpretq_u32_s32(t202);
                    uint32x4_t t205 = vaddq_u32(t203, t204);
                    int32x4_t t206 = vreinterpretq_s32_u32(t205);
                    t28 = vbslq_s32(t194, t196, t206);
                    int32x4_t t207 = vdupq_n_s32(t76);
                    t29 = vbslq_s32(t7, t207, t77);
                    t30 = vorrq_u32(t78, t185);
                    t31 = vorrq_u32(t79, t188);
                    if ((vmaxvq_u32(t27) != 0)) {
                        t212 = t76 + 1;
                        t213 = 1;
                        t32 = t81;
                    } else {
                        int32x4_t t208 = vbslq_s32(t30, t29, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t209 = vreinterpretq_u32_s32(t29);
                        uint32x4_t t210 = vsubq_u32(vdupq_n_u32(0), t209);
                        int32x4_t t211 = vreinterpretq_s32_u32(t210);
                        t32 = vbslq_s32(t31, t211, t208);
                        t27 = t7;
                        t28 = t8;
                        t212 = t76;
                        t29 = t77;
                        t30 = t78;
                        t31 = t79;
                        t213 = 0;
                    }
                } else {
                    t27 = t7;
                    t28 = t8;
                    t212 = t76;
                    t29 = t77;
                    t30 = t78;
                    t31 = t79;
                    t213 = 0;
                    t32 = t81;
                }
                if (!(t114 | t147 | t180 | t213)) {
                    vst1q_s32(t42, t14);
                    vst1q_s32(t53, t20);
                    vst1q_s32(t55, t26);
                    vst1q_s32(t57, t32);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t41) {
                        break;
                    }
                    t43 = (int)t41;
                    goto L249;
                }
                t1 = t9;
                t2 = t10;
                t58 = t113;
                t59 = t11;
                t60 = t12;
                t61 = t13;
                t62 = t114;
                t63 = t14;
                t3 = t15;
                t4 = t16;
                t64 = t146;
                t65 = t17;
                t66 = t18;
                t67 = t19;
                t68 = t147;
                t69 = t20;
                t5 = t21;
                t6 = t22;
                t70 = t179;
                t71 = t23;
                t72 = t24;
                t73 = t25;
                t74 = t180;
                t75 = t26;
                t7 = t27;
                t8 = t28;
                t76 = t212;
                t77 = t29;
                t78 = t30;
                t79 = t31;
                t80 = t213;
                t81 = t32;
            }
        }
    } else {
        t43 = 0;
    }
L249:
    t44 = (long)n + (long)t43 * -1L;
    unsigned long t45 = (unsigned long)out;
    unsigned long t46 = (unsigned long)in;
    if ((t44 >= 4L) & (((t45 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t46 + (unsigned long)((long)t43 * 4L))) | ((t46 + (unsigned long)((long)t43 * 4L + 4L + (t44 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t43 * 4L))))) {
        long t47 = t44 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:47 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t48 = (long)t43 + i_vec;
            int *t49 = out + t48;
            int32x4_t t34 = vld1q_s32(in + t48);
            uint32x4_t t33 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t214 = 0;
            int32x4_t t35 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t36 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t37 = (uint32x4_t)(vcc_m4){0};
            for (;;) {
                int32x4_t t215 = vdupq_n_s32(1);
                uint32x4_t t216 = vcgtq_s32(t34, t215);
                uint32x4_t t217 = vandq_u32(t33, t216);
                uint32x4_t t218 = vmvnq_u32(t216);
                uint32x4_t t219 = vandq_u32(t33, t218);
                int32x4_t t220 = vdupq_n_s32(t214 >= limit);
                uint32x4_t t221 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t220 != (vcc_v4_int){0});
                uint32x4_t t222 = vandq_u32(t217, t221);
                uint32x4_t t223 = vmvnq_u32(t221);
                uint32x4_t t224 = vandq_u32(t217, t223);
                int32x4_t t225 = vdupq_n_s32(1);
                int32x4_t t226 = vandq_s32(t34, t225);
                uint32x4_t t227 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t226 != (vcc_v4_int){0});
                uint32x4_t t228 = vmvnq_u32(t227);
                uint32x4_t t229 = vandq_u32(t224, t228);
                int32x4_t t230 = vdupq_n_s32(1);
                int32x4_t t231 = vshlq_s32(t34, vnegq_s32(t230));
                int32x4_t t232 = vdupq_n_s32(3);
                uint32x4_t t233 = vreinterpretq_u32_s32(t232);
                uint32x4_t t234 = vreinterpretq_u32_s32(t34);
                uint32x4_t t235 = vmulq_u32(t233, t234);
                int32x4_t t236 = vreinterpretq_s32_u32(t235);
                int32x4_t t237 = vdupq_n_s32(1);
                uint32x4_t t238 = vreinterpretq_u32_s32(t236);
                uint32x4_t t239 = vreinterpretq_u32_s32(t237);
                uint32x4_t t240 = vaddq_u32(t238, t239);
                int32x4_t t241 = vreinterpretq_s32_u32(t240);
                int32x4_t t242 = vbslq_s32(t229, t231, t241);
                int32x4_t t243 = vdupq_n_s32(t214);
                t35 = vbslq_s32(t33, t243, t35);
                t36 = vorrq_u32(t36, t219);
                t37 = vorrq_u32(t37, t222);
                if (!(vmaxvq_u32(t224) != 0)) {
                    break;
                }
                t33 = t224;
                t34 = t242;
                t214++;
            }
            int32x4_t t244 = vbslq_s32(t36, t35, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t245 = vreinterpretq_u32_s32(t35);
            uint32x4_t t246 = vsubq_u32(vdupq_n_u32(0), t245);
            int32x4_t t247 = vreinterpretq_s32_u32(t246);
            int32x4_t t248 = vbslq_s32(t37, t247, t244);
            vst1q_s32(t49, t248);
            i_vec += 4L;
            if (i_vec >= t47) {
                i = (int)((long)t43 + t47);
                break;
            }
        }
    } else {
        i = t43;
    }
    for (; i < n; i++) {
        long t50 = (long)i;
        int t51 = in[t50];
        out[t50] = collatz(t51, limit);
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
    int t47;
    long t48;
    int i;
    int t132;
    int t133;
    int t165;
    int t166;
    int t198;
    int t199;
    int t231;
    int t232;
    t39 = (long)n;
    t40 = (unsigned long)out;
    t41 = (unsigned long)in;
    if ((t39 >= 16L) & (((t40 + (unsigned long)(4L + (t39 - 1L) * 4L)) <= t41) | ((t41 + (unsigned long)(4L + (t39 - 1L) * 4L)) <= t40))) {
        long t42 = t39 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at fused_loops.c:53 vectorized: VF 4, UF 4, run-time check: `out` and `in` do not overlap, vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t t3 = vld1q_s32(in + i_vec_1);
            int32x4_t t43 = vandq_s32(t3, vdupq_n_s32(2));
            uint32x4_t t44 = vmvnq_u32(vceqq_s32(t43, vdupq_n_s32(0)));
            uint32x4_t t45 = vmvnq_u32(vceqq_s32(t43, vdupq_n_s32(0)));
            int32x4_t t46 = vbslq_s32(t45, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t2 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t46 != (vcc_v4_int){0});
            int *t59 = out + i_vec_1;
            long t60 = i_vec_1 + 4L;
            int32x4_t t5 = vld1q_s32(in + t60);
            int32x4_t t61 = vandq_s32(t5, vdupq_n_s32(2));
            uint32x4_t t62 = vmvnq_u32(vceqq_s32(t61, vdupq_n_s32(0)));
            uint32x4_t t63 = vmvnq_u32(vceqq_s32(t61, vdupq_n_s32(0)));
            int32x4_t t64 = vbslq_s32(t63, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t4 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t64 != (vcc_v4_int){0});
            int *t65 = out + t60;
            long t66 = i_vec_1 + 8L;
            int32x4_t t7 = vld1q_s32(in + t66);
            int32x4_t t67 = vandq_s32(t7, vdupq_n_s32(2));
            uint32x4_t t68 = vmvnq_u32(vceqq_s32(t67, vdupq_n_s32(0)));
            uint32x4_t t69 = vmvnq_u32(vceqq_s32(t67, vdupq_n_s32(0)));
            int32x4_t t70 = vbslq_s32(t69, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t6 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t70 != (vcc_v4_int){0});
            int *t71 = out + t66;
            long t72 = i_vec_1 + 12L;
            int32x4_t t9 = vld1q_s32(in + t72);
            int32x4_t t73 = vandq_s32(t9, vdupq_n_s32(2));
            uint32x4_t t74 = vmvnq_u32(vceqq_s32(t73, vdupq_n_s32(0)));
            uint32x4_t t75 = vmvnq_u32(vceqq_s32(t73, vdupq_n_s32(0)));
            int32x4_t t76 = vbslq_s32(t75, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t8 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t76 != (vcc_v4_int){0});
            int t77 = 0;
            int32x4_t t78 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t79 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t80 = (uint32x4_t)(vcc_m4){0};
            int t81 = 1;
            int32x4_t t82 = (int32x4_t)(vcc_v4_int){0};
            int t83 = 0;
            int32x4_t t84 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t85 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t86 = (uint32x4_t)(vcc_m4){0};
            int t87 = 1;
            int32x4_t t88 = (int32x4_t)(vcc_v4_int){0};
            int t89 = 0;
            int32x4_t t90 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t91 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t92 = (uint32x4_t)(vcc_m4){0};
            int t93 = 1;
            int32x4_t t94 = (int32x4_t)(vcc_v4_int){0};
            int t95 = 0;
            int32x4_t t96 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t97 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t98 = (uint32x4_t)(vcc_m4){0};
            int t99 = 1;
            int32x4_t t100 = (int32x4_t)(vcc_v4_int){0};
            for (;;) {
                if (t81) {
                    int32x4_t t101 = vdupq_n_s32(1);
                    uint32x4_t t102 = vcgtq_s32(t3, t101);
                    uint32x4_t t103 = vandq_u32(t2, t102);
                    uint32x4_t t104 = vmvnq_u32(t102);
                    uint32x4_t t105 = vandq_u32(t2, t104);
                    int32x4_t t106 = vdupq_n_s32(t77 >= limit);
                    uint32x4_t t107 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t106 != (vcc_v4_int){0});
                    uint32x4_t t108 = vandq_u32(t103, t107);
                    uint32x4_t t109 = vmvnq_u32(t107);
                    t10 = vandq_u32(t103, t109);
                    int32x4_t t110 = vdupq_n_s32(1);
                    int32x4_t t111 = vandq_s32(t3, t110);
                    uint32x4_t t112 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t111 != (vcc_v4_int){0});
                    uint32x4_t t113 = vmvnq_u32(t112);
                    uint32x4_t t114 = vandq_u32(t10, t113);
                    int32x4_t t115 = vdupq_n_s32(1);
                    int32x4_t t116 = vshlq_s32(t3, vnegq_s32(t115));
                    int32x4_t t117 = vdupq_n_s32(3);
                    uint32x4_t t118 = vreinterpretq_u32_s32(t117);
                    uint32x4_t t119 = vreinterpretq_u32_s32(t3);
                    uint32x4_t t120 = vmulq_u32(t118, t119);
                    int32x4_t t121 = vreinterpretq_s32_u32(t120);
                    int32x4_t t122 = vdupq_n_s32(1);
                    uint32x4_t t123 = vreinterpretq_u32_s32(t121);
                    uint32x4_t t124 = vreinterpretq_u32_s32(t122);
                    uint32x4_t t125 = vaddq_u32(t123, t124);
                    int32x4_t t126 = vreinterpretq_s32_u32(t125);
                    t11 = vbslq_s32(t114, t116, t126);
                    int32x4_t t127 = vdupq_n_s32(t77);
                    t12 = vbslq_s32(t2, t127, t78);
                    t13 = vorrq_u32(t79, t105);
                    t14 = vorrq_u32(t80, t108);
                    if ((vmaxvq_u32(t10) != 0)) {
                        t132 = t77 + 1;
                        t133 = 1;
                        t15 = t82;
                    } else {
                        int32x4_t t128 = vbslq_s32(t13, t12, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t129 = vreinterpretq_u32_s32(t12);
                        uint32x4_t t130 = vsubq_u32(vdupq_n_u32(0), t129);
                        int32x4_t t131 = vreinterpretq_s32_u32(t130);
                        t15 = vbslq_s32(t14, t131, t128);
                        t10 = t2;
                        t11 = t3;
                        t132 = t77;
                        t12 = t78;
                        t13 = t79;
                        t14 = t80;
                        t133 = 0;
                    }
                } else {
                    t10 = t2;
                    t11 = t3;
                    t132 = t77;
                    t12 = t78;
                    t13 = t79;
                    t14 = t80;
                    t133 = 0;
                    t15 = t82;
                }
                if (t87) {
                    int32x4_t t134 = vdupq_n_s32(1);
                    uint32x4_t t135 = vcgtq_s32(t5, t134);
                    uint32x4_t t136 = vandq_u32(t4, t135);
                    uint32x4_t t137 = vmvnq_u32(t135);
                    uint32x4_t t138 = vandq_u32(t4, t137);
                    int32x4_t t139 = vdupq_n_s32(t83 >= limit);
                    uint32x4_t t140 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t139 != (vcc_v4_int){0});
                    uint32x4_t t141 = vandq_u32(t136, t140);
                    uint32x4_t t142 = vmvnq_u32(t140);
                    t16 = vandq_u32(t136, t142);
                    int32x4_t t143 = vdupq_n_s32(1);
                    int32x4_t t144 = vandq_s32(t5, t143);
                    uint32x4_t t145 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t144 != (vcc_v4_int){0});
                    uint32x4_t t146 = vmvnq_u32(t145);
                    uint32x4_t t147 = vandq_u32(t16, t146);
                    int32x4_t t148 = vdupq_n_s32(1);
                    int32x4_t t149 = vshlq_s32(t5, vnegq_s32(t148));
                    int32x4_t t150 = vdupq_n_s32(3);
                    uint32x4_t t151 = vreinterpretq_u32_s32(t150);
                    uint32x4_t t152 = vreinterpretq_u32_s32(t5);
                    uint32x4_t t153 = vmulq_u32(t151, t152);
                    int32x4_t t154 = vreinterpretq_s32_u32(t153);
                    int32x4_t t155 = vdupq_n_s32(1);
                    uint32x4_t t156 = vreinterpretq_u32_s32(t154);
                    uint32x4_t t157 = vreinterpretq_u32_s32(t155);
                    uint32x4_t t158 = vaddq_u32(t156, t157);
                    int32x4_t t159 = vreinterpretq_s32_u32(t158);
                    t17 = vbslq_s32(t147, t149, t159);
                    int32x4_t t160 = vdupq_n_s32(t83);
                    t18 = vbslq_s32(t4, t160, t84);
                    t19 = vorrq_u32(t85, t138);
                    t20 = vorrq_u32(t86, t141);
                    if ((vmaxvq_u32(t16) != 0)) {
                        t165 = t83 + 1;
                        t166 = 1;
                        t21 = t88;
                    } else {
                        int32x4_t t161 = vbslq_s32(t19, t18, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t162 = vreinterpretq_u32_s32(t18);
                        uint32x4_t t163 = vsubq_u32(vdupq_n_u32(0), t162);
                        int32x4_t t164 = vreinterpretq_s32_u32(t163);
                        t21 = vbslq_s32(t20, t164, t161);
                        t16 = t4;
                        t17 = t5;
                        t165 = t83;
                        t18 = t84;
                        t19 = t85;
                        t20 = t86;
                        t166 = 0;
                    }
                } else {
                    t16 = t4;
                    t17 = t5;
                    t165 = t83;
                    t18 = t84;
                    t19 = t85;
                    t20 = t86;
                    t166 = 0;
                    t21 = t88;
                }
                if (t93) {
                    int32x4_t t167 = vdupq_n_s32(1);
                    uint32x4_t t168 = vcgtq_s32(t7, t167);
                    uint32x4_t t169 = vandq_u32(t6, t168);
                    uint32x4_t t170 = vmvnq_u32(t168);
                    uint32x4_t t171 = vandq_u32(t6, t170);
                    int32x4_t t172 = vdupq_n_s32(t89 >= limit);
                    uint32x4_t t173 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t172 != (vcc_v4_int){0});
                    uint32x4_t t174 = vandq_u32(t169, t173);
                    uint32x4_t t175 = vmvnq_u32(t173);
                    t22 = vandq_u32(t169, t175);
                    int32x4_t t176 = vdupq_n_s32(1);
                    int32x4_t t177 = vandq_s32(t7, t176);
                    uint32x4_t t178 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t177 != (vcc_v4_int){0});
                    uint32x4_t t179 = vmvnq_u32(t178);
                    uint32x4_t t180 = vandq_u32(t22, t179);
                    int32x4_t t181 = vdupq_n_s32(1);
                    int32x4_t t182 = vshlq_s32(t7, vnegq_s32(t181));
                    int32x4_t t183 = vdupq_n_s32(3);
                    uint32x4_t t184 = vreinterpretq_u32_s32(t183);
                    uint32x4_t t185 = vreinterpretq_u32_s32(t7);
                    uint32x4_t t186 = vmulq_u32(t184, t185);
                    int32x4_t t187 = vreinterpretq_s32_u32(t186);
                    int32x4_t t188 = vdupq_n_s32(1);
                    uint32x4_t t189 = vreinterpretq_u32_s32(t187);
                    uint32x4_t t190 = vreinterpretq_u32_s32(t188);
                    uint32x4_t t191 = vaddq_u32(t189, t190);
                    int32x4_t t192 = vreinterpretq_s32_u32(t191);
                    t23 = vbslq_s32(t180, t182, t192);
                    int32x4_t t193 = vdupq_n_s32(t89);
                    t24 = vbslq_s32(t6, t193, t90);
                    t25 = vorrq_u32(t91, t171);
                    t26 = vorrq_u32(t92, t174);
                    if ((vmaxvq_u32(t22) != 0)) {
                        t198 = t89 + 1;
                        t199 = 1;
                        t27 = t94;
                    } else {
                        int32x4_t t194 = vbslq_s32(t25, t24, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t195 = vreinterpretq_u32_s32(t24);
                        uint32x4_t t196 = vsubq_u32(vdupq_n_u32(0), t195);
                        int32x4_t t197 = vreinterpretq_s32_u32(t196);
                        t27 = vbslq_s32(t26, t197, t194);
                        t22 = t6;
                        t23 = t7;
                        t198 = t89;
                        t24 = t90;
                        t25 = t91;
                        t26 = t92;
                        t199 = 0;
                    }
                } else {
                    t22 = t6;
                    t23 = t7;
                    t198 = t89;
                    t24 = t90;
                    t25 = t91;
                    t26 = t92;
                    t199 = 0;
                    t27 = t94;
                }
                if (t99) {
                    int32x4_t t200 = vdupq_n_s32(1);
                    uint32x4_t t201 = vcgtq_s32(t9, t200);
                    uint32x4_t t202 = vandq_u32(t8, t201);
                    uint32x4_t t203 = vmvnq_u32(t201);
                    uint32x4_t t204 = vandq_u32(t8, t203);
                    int32x4_t t205 = vdupq_n_s32(t95 >= limit);
                    uint32x4_t t206 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t205 != (vcc_v4_int){0});
                    uint32x4_t t207 = vandq_u32(t202, t206);
                    uint32x4_t t208 = vmvnq_u32(t206);
                    t28 = vandq_u32(t202, t208);
                    int32x4_t t209 = vdupq_n_s32(1);
                    int32x4_t t210 = vandq_s32(t9, t209);
                    uint32x4_t t211 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t210 != (vcc_v4_int){0});
                    uint32x4_t t212 = vmvnq_u32(t211);
                    uint32x4_t t213 = vandq_u32(t28, t212);
                    int32x4_t t214 = vdupq_n_s32(1);
                    int32x4_t t215 = vshlq_s32(t9, vnegq_s32(t214));
                    int32x4_t t216 = vdupq_n_s32(3);
                    uint32x4_t t217 = vreinterpretq_u32_s32(t216);
                    uint32x4_t t218 = vreinterpretq_u32_s32(t9);
                    uint32x4_t t219 = vmulq_u32(t217, t218);
                    int32x4_t t220 = vreinterpretq_s32_u32(t219);
                    int32x4_t t221 = vdupq_n_s32(1);
                    uint32x4_t t222 = vreinterpretq_u32_s32(t220);
                    uint32x4_t t223 = vreinterpretq_u32_s32(t221);
                    uint32x4_t t224 = vaddq_u32(t222, t223);
                    int32x4_t t225 = vreinterpretq_s32_u32(t224);
                    t29 = vbslq_s32(t213, t215, t225);
                    int32x4_t t226 = vdupq_n_s32(t95);
                    t30 = vbslq_s32(t8, t226, t96);
                    t31 = vorrq_u32(t97, t204);
                    t32 = vorrq_u32(t98, t207);
                    if ((vmaxvq_u32(t28) != 0)) {
                        t231 = t95 + 1;
                        t232 = 1;
                        t33 = t100;
                    } else {
                        int32x4_t t227 = vbslq_s32(t31, t30, (int32x4_t)(vcc_v4_int){0});
                        uint32x4_t t228 = vreinterpretq_u32_s32(t30);
                        uint32x4_t t229 = vsubq_u32(vdupq_n_u32(0), t228);
                        int32x4_t t230 = vreinterpretq_s32_u32(t229);
                        t33 = vbslq_s32(t32, t230, t227);
                        t28 = t8;
                        t29 = t9;
                        t231 = t95;
                        t30 = t96;
                        t31 = t97;
                        t32 = t98;
                        t232 = 0;
                    }
                } else {
                    t28 = t8;
                    t29 = t9;
                    t231 = t95;
                    t30 = t96;
                    t31 = t97;
                    t32 = t98;
                    t232 = 0;
                    t33 = t100;
                }
                if (!(t133 | t166 | t199 | t232)) {
                    int32x4_t t233 = vbslq_s32(t44, t15, vdupq_n_s32(-1000));
                    vst1q_s32(t59, t233);
                    int32x4_t t234 = vbslq_s32(t62, t21, vdupq_n_s32(-1000));
                    vst1q_s32(t65, t234);
                    int32x4_t t235 = vbslq_s32(t68, t27, vdupq_n_s32(-1000));
                    vst1q_s32(t71, t235);
                    int32x4_t t272 = vbslq_s32(t74, t33, vdupq_n_s32(-1000));
                    vst1q_s32(out + t72, t272);
                    i_vec_1 += 16L;
                    if (i_vec_1 < t42) {
                        break;
                    }
                    t47 = (int)t42;
                    goto L273;
                }
                t2 = t10;
                t3 = t11;
                t77 = t132;
                t78 = t12;
                t79 = t13;
                t80 = t14;
                t81 = t133;
                t82 = t15;
                t4 = t16;
                t5 = t17;
                t83 = t165;
                t84 = t18;
                t85 = t19;
                t86 = t20;
                t87 = t166;
                t88 = t21;
                t6 = t22;
                t7 = t23;
                t89 = t198;
                t90 = t24;
                t91 = t25;
                t92 = t26;
                t93 = t199;
                t94 = t27;
                t8 = t28;
                t9 = t29;
                t95 = t231;
                t96 = t30;
                t97 = t31;
                t98 = t32;
                t99 = t232;
                t100 = t33;
            }
        }
    } else {
        t47 = 0;
    }
L273:
    t48 = (long)n + (long)t47 * -1L;
    unsigned long t49 = (unsigned long)out;
    unsigned long t50 = (unsigned long)in;
    if ((t48 >= 4L) & (((t49 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t50 + (unsigned long)((long)t47 * 4L))) | ((t50 + (unsigned long)((long)t47 * 4L + 4L + (t48 - 1L) * 4L)) <= (t49 + (unsigned long)((long)t47 * 4L))))) {
        long t51 = t48 & -4L;
        long i_vec = 0L;
        /* vcc: loop at fused_loops.c:53 vector epilogue: VF 4, UF 1, run-time check: `out` and `in` do not overlap, scalar epilogue */
        for (;;) {
            long t52 = (long)t47 + i_vec;
            int32x4_t t35 = vld1q_s32(in + t52);
            int32x4_t t53 = vandq_s32(t35, vdupq_n_s32(2));
            uint32x4_t t54 = vmvnq_u32(vceqq_s32(t53, vdupq_n_s32(0)));
            uint32x4_t t55 = vmvnq_u32(vceqq_s32(t53, vdupq_n_s32(0)));
            int32x4_t t56 = vbslq_s32(t55, vdupq_n_s32(1), (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t34 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t56 != (vcc_v4_int){0});
            int t237 = 0;
            int32x4_t t36 = (int32x4_t)(vcc_v4_int){0};
            uint32x4_t t37 = (uint32x4_t)(vcc_m4){0};
            uint32x4_t t38 = (uint32x4_t)(vcc_m4){0};
            for (;;) {
                int32x4_t t238 = vdupq_n_s32(1);
                uint32x4_t t239 = vcgtq_s32(t35, t238);
                uint32x4_t t240 = vandq_u32(t34, t239);
                uint32x4_t t241 = vmvnq_u32(t239);
                uint32x4_t t242 = vandq_u32(t34, t241);
                int32x4_t t243 = vdupq_n_s32(t237 >= limit);
                uint32x4_t t244 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t243 != (vcc_v4_int){0});
                uint32x4_t t245 = vandq_u32(t240, t244);
                uint32x4_t t246 = vmvnq_u32(t244);
                uint32x4_t t247 = vandq_u32(t240, t246);
                int32x4_t t248 = vdupq_n_s32(1);
                int32x4_t t249 = vandq_s32(t35, t248);
                uint32x4_t t250 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t249 != (vcc_v4_int){0});
                uint32x4_t t251 = vmvnq_u32(t250);
                uint32x4_t t252 = vandq_u32(t247, t251);
                int32x4_t t253 = vdupq_n_s32(1);
                int32x4_t t254 = vshlq_s32(t35, vnegq_s32(t253));
                int32x4_t t255 = vdupq_n_s32(3);
                uint32x4_t t256 = vreinterpretq_u32_s32(t255);
                uint32x4_t t257 = vreinterpretq_u32_s32(t35);
                uint32x4_t t258 = vmulq_u32(t256, t257);
                int32x4_t t259 = vreinterpretq_s32_u32(t258);
                int32x4_t t260 = vdupq_n_s32(1);
                uint32x4_t t261 = vreinterpretq_u32_s32(t259);
                uint32x4_t t262 = vreinterpretq_u32_s32(t260);
                uint32x4_t t263 = vaddq_u32(t261, t262);
                int32x4_t t264 = vreinterpretq_s32_u32(t263);
                int32x4_t t265 = vbslq_s32(t252, t254, t264);
                int32x4_t t266 = vdupq_n_s32(t237);
                t36 = vbslq_s32(t34, t266, t36);
                t37 = vorrq_u32(t37, t242);
                t38 = vorrq_u32(t38, t245);
                if (!(vmaxvq_u32(t247) != 0)) {
                    break;
                }
                t34 = t247;
                t35 = t265;
                t237++;
            }
            int32x4_t t267 = vbslq_s32(t37, t36, (int32x4_t)(vcc_v4_int){0});
            uint32x4_t t268 = vreinterpretq_u32_s32(t36);
            uint32x4_t t269 = vsubq_u32(vdupq_n_u32(0), t268);
            int32x4_t t270 = vreinterpretq_s32_u32(t269);
            int32x4_t t271 = vbslq_s32(t38, t270, t267);
            int32x4_t t236 = vbslq_s32(t54, t271, vdupq_n_s32(-1000));
            vst1q_s32(out + t52, t236);
            i_vec += 4L;
            if (i_vec >= t51) {
                i = (int)((long)t47 + t51);
                break;
            }
        }
    } else {
        i = t47;
    }
    while (i < n) {
        long t57 = (long)i;
        int t58 = in[t57];
        if (t58 & 2) {
            t1 = collatz(t58, limit);
        } else {
            t1 = -1000;
        }
        out[t57] = t1;
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
    int t62;
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
            if ((t55 >= 16L) & (((t56 + (unsigned long)(4L + (t55 - 1L) * 4L)) <= t57) | ((t57 + (unsigned long)(4L + (t55 - 1L) * 4L)) <= t56))) {
                long t58 = t55 & -16L;
                long i_vec_2 = 0L;
                /* vcc: loop at fused_loops.c:106 vectorized: VF 4, UF 4, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap, vector epilogue VF 4, scalar epilogue */
                do {
                    int32x4_t in_v = vld1q_s32(in + i_vec_2);
                    vst1q_s32(out + i_vec_2, in_v);
                    long t59 = i_vec_2 + 4L;
                    int32x4_t in_v_1 = vld1q_s32(in + t59);
                    vst1q_s32(out + t59, in_v_1);
                    long t60 = i_vec_2 + 8L;
                    int32x4_t in_v_2 = vld1q_s32(in + t60);
                    vst1q_s32(out + t60, in_v_2);
                    long t61 = i_vec_2 + 12L;
                    int32x4_t in_v_3 = vld1q_s32(in + t61);
                    vst1q_s32(out + t61, in_v_3);
                    i_vec_2 += 16L;
                } while (i_vec_2 < t58);
                t62 = (int)t58;
            } else {
                t62 = 0;
            }
            long t63 = (long)n + (long)t62 * -1L;
            unsigned long t64 = (unsigned long)t4;
            unsigned long t65 = (unsigned long)t5;
            if ((t63 >= 4L) & (((t64 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t65 + (unsigned long)((long)t62 * 4L))) | ((t65 + (unsigned long)((long)t62 * 4L + 4L + (t63 - 1L) * 4L)) <= (t64 + (unsigned long)((long)t62 * 4L))))) {
                long t66 = t63 & -4L;
                long i_vec_3 = 0L;
                /* vcc: loop at fused_loops.c:106 vector epilogue: VF 4, UF 1, run-time check: the value of the call to `malloc` at 86:19 and the value of the call to `malloc` at 86:56 do not overlap, scalar epilogue */
                do {
                    long t67 = (long)t62 + i_vec_3;
                    int32x4_t in_v_4 = vld1q_s32(in + t67);
                    vst1q_s32(out + t67, in_v_4);
                    i_vec_3 += 4L;
                } while (i_vec_3 < t66);
                i_5 = (int)((long)t62 + t66);
            } else {
                i_5 = t62;
            }
            for (; i_5 < n; i_5++) {
                long t68 = (long)i_5;
                out[t68] = in[t68];
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
