/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_v4_int __attribute__((vector_size(16)));

float32x4_t _ZGVnN4uuul_dot_late(const float *p, const float *c, int u, int v);
float32x4_t _ZGVnN4uuul_dot(const float *p, const float *c, int u, int v);
/* Unroll-and-jam for latency (unroll_jam.rs's latency rule, then fuse.rs): `dot` sums 64
   products, a chain of 64 dependent adds per lane. `rows` calls it from a `#pragma omp simd`
   loop of one vector for every u, so the loop over u is jammed by 2 and, once the calls are
   inlined, the two copies' loops are fused: two chains side by side, each in its scalar order
   (the results are exact); an odd count runs its last u in the original nest. `overlapping`
   writes rows that overlap the next u's (out[u * 8 + v], v < 16: (u, v) and (u + 1, v - 8) are
   one element, which jamming would write in the other order) and `chained` reads through its
   call the row the previous u wrote: neither is jammed. `rows_early` is `rows` defined before
   its callee `dot_late` (callees are processed first, so the rule sees the callee's chain:
   jammed too). */
#include <stdio.h>
/* vcc-test: expect-variants 2 */

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot_late(const float *p, const float *c, int u, int v);

void rows_early(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    int t7;
    int u_1;
    int u = 0;
    for (;; u = t7 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t7 = u + 1;
        if (t7 >= n) {
            u_1 = u;
            break;
        }
        long v_vec_1 = 0L;
        /* vcc: loop at jam_chains.c:20 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t8 = (int)v_vec_1;
            int t9 = u * 8;
            float *t10 = out + (t9 + t8);
            const float *t11 = img + u;
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t16 = t7 * 8;
            float *t17 = out + (t16 + t8);
            const float *t18 = img + t7;
            int t19 = (int)(v_vec_1 + 4L);
            float *t20 = out + (t9 + t19);
            float *t21 = out + (t16 + t19);
            int t22 = 0;
            float32x4_t t2 = t1;
            float32x4_t t3 = t1;
            float32x4_t t4 = t1;
            while (t22 < 8) {
                long t23 = (long)t22;
                int t24 = t22 * 16;
                float t25 = c[t24 + u];
                const float *t26 = c + t8;
                float32x4_t t27 = vld1q_f32(t26);
                float32x4_t t28 = vdupq_n_f32(t11[t23] * t25);
                float32x4_t t29 = vmulq_f32(t28, t27);
                float32x4_t t30 = vaddq_f32(t1, t29);
                int t31 = t22 + 1;
                long t32 = (long)t31;
                const float *t33 = c + (16 + t8);
                float32x4_t t34 = vld1q_f32(t33);
                float32x4_t t35 = vdupq_n_f32(t11[t32] * t25);
                float32x4_t t36 = vmulq_f32(t35, t34);
                float32x4_t t37 = vaddq_f32(t30, t36);
                long t38 = (long)(t22 + 2);
                const float *t39 = c + (32 + t8);
                float32x4_t t40 = vld1q_f32(t39);
                float32x4_t t41 = vdupq_n_f32(t11[t38] * t25);
                float32x4_t t42 = vmulq_f32(t41, t40);
                float32x4_t t43 = vaddq_f32(t37, t42);
                long t44 = (long)(t22 + 3);
                const float *t45 = c + (48 + t8);
                float32x4_t t46 = vld1q_f32(t45);
                float32x4_t t47 = vdupq_n_f32(t11[t44] * t25);
                float32x4_t t48 = vmulq_f32(t47, t46);
                float32x4_t t49 = vaddq_f32(t43, t48);
                long t50 = (long)(t22 + 4);
                const float *t51 = c + (64 + t8);
                float32x4_t t52 = vld1q_f32(t51);
                float32x4_t t53 = vdupq_n_f32(t11[t50] * t25);
                float32x4_t t54 = vmulq_f32(t53, t52);
                float32x4_t t55 = vaddq_f32(t49, t54);
                long t56 = (long)(t22 + 5);
                const float *t57 = c + (80 + t8);
                float32x4_t t58 = vld1q_f32(t57);
                float32x4_t t59 = vdupq_n_f32(t11[t56] * t25);
                float32x4_t t60 = vmulq_f32(t59, t58);
                float32x4_t t61 = vaddq_f32(t55, t60);
                long t62 = (long)(t22 + 6);
                const float *t63 = c + (96 + t8);
                float32x4_t t64 = vld1q_f32(t63);
                float32x4_t t65 = vdupq_n_f32(t11[t62] * t25);
                float32x4_t t66 = vmulq_f32(t65, t64);
                float32x4_t t67 = vaddq_f32(t61, t66);
                long t68 = (long)(t22 + 7);
                const float *t69 = c + (112 + t8);
                float32x4_t t70 = vld1q_f32(t69);
                float32x4_t t71 = vdupq_n_f32(t11[t68] * t25);
                float32x4_t t72 = vmulq_f32(t71, t70);
                t1 = vaddq_f32(t67, t72);
                float t73 = c[t24 + t7];
                float32x4_t t74 = vld1q_f32(t26);
                float32x4_t t75 = vdupq_n_f32(t18[t23] * t73);
                float32x4_t t76 = vmulq_f32(t75, t74);
                float32x4_t t77 = vaddq_f32(t2, t76);
                float32x4_t t78 = vld1q_f32(t33);
                float32x4_t t79 = vdupq_n_f32(t18[t32] * t73);
                float32x4_t t80 = vmulq_f32(t79, t78);
                float32x4_t t81 = vaddq_f32(t77, t80);
                float32x4_t t82 = vld1q_f32(t39);
                float32x4_t t83 = vdupq_n_f32(t18[t38] * t73);
                float32x4_t t84 = vmulq_f32(t83, t82);
                float32x4_t t85 = vaddq_f32(t81, t84);
                float32x4_t t86 = vld1q_f32(t45);
                float32x4_t t87 = vdupq_n_f32(t18[t44] * t73);
                float32x4_t t88 = vmulq_f32(t87, t86);
                float32x4_t t89 = vaddq_f32(t85, t88);
                float32x4_t t90 = vld1q_f32(t51);
                float32x4_t t91 = vdupq_n_f32(t18[t50] * t73);
                float32x4_t t92 = vmulq_f32(t91, t90);
                float32x4_t t93 = vaddq_f32(t89, t92);
                float32x4_t t94 = vld1q_f32(t57);
                float32x4_t t95 = vdupq_n_f32(t18[t56] * t73);
                float32x4_t t96 = vmulq_f32(t95, t94);
                float32x4_t t97 = vaddq_f32(t93, t96);
                float32x4_t t98 = vld1q_f32(t63);
                float32x4_t t99 = vdupq_n_f32(t18[t62] * t73);
                float32x4_t t100 = vmulq_f32(t99, t98);
                float32x4_t t101 = vaddq_f32(t97, t100);
                float32x4_t t102 = vld1q_f32(t69);
                float32x4_t t103 = vdupq_n_f32(t18[t68] * t73);
                float32x4_t t104 = vmulq_f32(t103, t102);
                t2 = vaddq_f32(t101, t104);
                const float *t105 = c + t19;
                float32x4_t t106 = vld1q_f32(t105);
                float32x4_t t107 = vmulq_f32(t28, t106);
                float32x4_t t108 = vaddq_f32(t3, t107);
                const float *t109 = c + (16 + t19);
                float32x4_t t110 = vld1q_f32(t109);
                float32x4_t t111 = vmulq_f32(t35, t110);
                float32x4_t t112 = vaddq_f32(t108, t111);
                const float *t113 = c + (32 + t19);
                float32x4_t t114 = vld1q_f32(t113);
                float32x4_t t115 = vmulq_f32(t41, t114);
                float32x4_t t116 = vaddq_f32(t112, t115);
                const float *t117 = c + (48 + t19);
                float32x4_t t118 = vld1q_f32(t117);
                float32x4_t t119 = vmulq_f32(t47, t118);
                float32x4_t t120 = vaddq_f32(t116, t119);
                const float *t121 = c + (64 + t19);
                float32x4_t t122 = vld1q_f32(t121);
                float32x4_t t123 = vmulq_f32(t53, t122);
                float32x4_t t124 = vaddq_f32(t120, t123);
                const float *t125 = c + (80 + t19);
                float32x4_t t126 = vld1q_f32(t125);
                float32x4_t t127 = vmulq_f32(t59, t126);
                float32x4_t t128 = vaddq_f32(t124, t127);
                const float *t129 = c + (96 + t19);
                float32x4_t t130 = vld1q_f32(t129);
                float32x4_t t131 = vmulq_f32(t65, t130);
                float32x4_t t132 = vaddq_f32(t128, t131);
                const float *t133 = c + (112 + t19);
                float32x4_t t134 = vld1q_f32(t133);
                float32x4_t t135 = vmulq_f32(t71, t134);
                t3 = vaddq_f32(t132, t135);
                float32x4_t t136 = vld1q_f32(t105);
                float32x4_t t137 = vmulq_f32(t75, t136);
                float32x4_t t138 = vaddq_f32(t4, t137);
                float32x4_t t139 = vld1q_f32(t109);
                float32x4_t t140 = vmulq_f32(t79, t139);
                float32x4_t t141 = vaddq_f32(t138, t140);
                float32x4_t t142 = vld1q_f32(t113);
                float32x4_t t143 = vmulq_f32(t83, t142);
                float32x4_t t144 = vaddq_f32(t141, t143);
                float32x4_t t145 = vld1q_f32(t117);
                float32x4_t t146 = vmulq_f32(t87, t145);
                float32x4_t t147 = vaddq_f32(t144, t146);
                float32x4_t t148 = vld1q_f32(t121);
                float32x4_t t149 = vmulq_f32(t91, t148);
                float32x4_t t150 = vaddq_f32(t147, t149);
                float32x4_t t151 = vld1q_f32(t125);
                float32x4_t t152 = vmulq_f32(t95, t151);
                float32x4_t t153 = vaddq_f32(t150, t152);
                float32x4_t t154 = vld1q_f32(t129);
                float32x4_t t155 = vmulq_f32(t99, t154);
                float32x4_t t156 = vaddq_f32(t153, t155);
                float32x4_t t157 = vld1q_f32(t133);
                float32x4_t t158 = vmulq_f32(t103, t157);
                t4 = vaddq_f32(t156, t158);
                t22 = t31;
            }
            vst1q_f32(t10, t1);
            vst1q_f32(t17, t2);
            vst1q_f32(t20, t3);
            vst1q_f32(t21, t4);
            v_vec_1 += 8L;
        } while (v_vec_1 < 8L);
    }
    for (; u_1 < n; u_1++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:20 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t12 = (int)v_vec;
            int t13 = u_1 * 8;
            float *t14 = out + (t13 + t12);
            const float *t15 = img + u_1;
            float32x4_t t5 = vdupq_n_f32(0.0f);
            int t159 = (int)(v_vec + 4L);
            float *t160 = out + (t13 + t159);
            int t161 = 0;
            float32x4_t t6 = t5;
            while (t161 < 8) {
                float t162 = c[t161 * 16 + u_1];
                float32x4_t t163 = vld1q_f32(c + t12);
                float32x4_t t164 = vdupq_n_f32(t15[t161] * t162);
                float32x4_t t165 = vmulq_f32(t164, t163);
                float32x4_t t166 = vaddq_f32(t5, t165);
                int t167 = t161 + 1;
                float32x4_t t168 = vld1q_f32(c + (16 + t12));
                float32x4_t t169 = vdupq_n_f32(t15[t167] * t162);
                float32x4_t t170 = vmulq_f32(t169, t168);
                float32x4_t t171 = vaddq_f32(t166, t170);
                float32x4_t t172 = vld1q_f32(c + (32 + t12));
                float32x4_t t173 = vdupq_n_f32(t15[t161 + 2] * t162);
                float32x4_t t174 = vmulq_f32(t173, t172);
                float32x4_t t175 = vaddq_f32(t171, t174);
                float32x4_t t176 = vld1q_f32(c + (48 + t12));
                float32x4_t t177 = vdupq_n_f32(t15[t161 + 3] * t162);
                float32x4_t t178 = vmulq_f32(t177, t176);
                float32x4_t t179 = vaddq_f32(t175, t178);
                float32x4_t t180 = vld1q_f32(c + (64 + t12));
                float32x4_t t181 = vdupq_n_f32(t15[t161 + 4] * t162);
                float32x4_t t182 = vmulq_f32(t181, t180);
                float32x4_t t183 = vaddq_f32(t179, t182);
                float32x4_t t184 = vld1q_f32(c + (80 + t12));
                float32x4_t t185 = vdupq_n_f32(t15[t161 + 5] * t162);
                float32x4_t t186 = vmulq_f32(t185, t184);
                float32x4_t t187 = vaddq_f32(t183, t186);
                float32x4_t t188 = vld1q_f32(c + (96 + t12));
                float32x4_t t189 = vdupq_n_f32(t15[t161 + 6] * t162);
                float32x4_t t190 = vmulq_f32(t189, t188);
                float32x4_t t191 = vaddq_f32(t187, t190);
                float32x4_t t192 = vld1q_f32(c + (112 + t12));
                float32x4_t t193 = vdupq_n_f32(t15[t161 + 7] * t162);
                float32x4_t t194 = vmulq_f32(t193, t192);
                t5 = vaddq_f32(t191, t194);
                float32x4_t t195 = vld1q_f32(c + t159);
                float32x4_t t196 = vmulq_f32(t164, t195);
                float32x4_t t197 = vaddq_f32(t6, t196);
                float32x4_t t198 = vld1q_f32(c + (16 + t159));
                float32x4_t t199 = vmulq_f32(t169, t198);
                float32x4_t t200 = vaddq_f32(t197, t199);
                float32x4_t t201 = vld1q_f32(c + (32 + t159));
                float32x4_t t202 = vmulq_f32(t173, t201);
                float32x4_t t203 = vaddq_f32(t200, t202);
                float32x4_t t204 = vld1q_f32(c + (48 + t159));
                float32x4_t t205 = vmulq_f32(t177, t204);
                float32x4_t t206 = vaddq_f32(t203, t205);
                float32x4_t t207 = vld1q_f32(c + (64 + t159));
                float32x4_t t208 = vmulq_f32(t181, t207);
                float32x4_t t209 = vaddq_f32(t206, t208);
                float32x4_t t210 = vld1q_f32(c + (80 + t159));
                float32x4_t t211 = vmulq_f32(t185, t210);
                float32x4_t t212 = vaddq_f32(t209, t211);
                float32x4_t t213 = vld1q_f32(c + (96 + t159));
                float32x4_t t214 = vmulq_f32(t189, t213);
                float32x4_t t215 = vaddq_f32(t212, t214);
                float32x4_t t216 = vld1q_f32(c + (112 + t159));
                float32x4_t t217 = vmulq_f32(t193, t216);
                t6 = vaddq_f32(t215, t217);
                t161 = t167;
            }
            vst1q_f32(t14, t5);
            vst1q_f32(t160, t6);
            v_vec += 8L;
        } while (v_vec < 8L);
    }
}

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot(const float *p, const float *c, int u, int v) {
    int y = 0;
    float sum = 0.0f;
    while (y < 8) {
        float t1 = c[y * 16 + u];
        int t2 = y + 1;
        sum = sum + p[y] * t1 * c[v] + p[t2] * t1 * c[16 + v] + p[y + 2] * t1 * c[32 + v] + p[y + 3] * t1 * c[48 + v] + p[y + 4] * t1 * c[64 + v] + p[y + 5] * t1 * c[80 + v] + p[y + 6] * t1 * c[96 + v] + p[y + 7] * t1 * c[112 + v];
        y = t2;
    }
    return sum;
}

/* vcc: function at jam_chains.c:26 vector variant _ZGVnN4uuul_dot of `dot`: VL 4, unmasked, p uniform, c uniform, u uniform, v linear step 1 */
float32x4_t _ZGVnN4uuul_dot(const float *p, const float *c, int u, int v) {
    float32x4_t t1 = vdupq_n_f32(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        float32x4_t t4 = vld1q_f32(c + v);
        float32x4_t t5 = vdupq_n_f32(p[t2] * t3);
        float32x4_t t6 = vmulq_f32(t5, t4);
        float32x4_t t7 = vaddq_f32(t1, t6);
        int t8 = t2 + 1;
        float32x4_t t9 = vld1q_f32(c + (16 + v));
        float32x4_t t10 = vdupq_n_f32(p[t8] * t3);
        float32x4_t t11 = vmulq_f32(t10, t9);
        float32x4_t t12 = vaddq_f32(t7, t11);
        float32x4_t t13 = vld1q_f32(c + (32 + v));
        float32x4_t t14 = vdupq_n_f32(p[t2 + 2] * t3);
        float32x4_t t15 = vmulq_f32(t14, t13);
        float32x4_t t16 = vaddq_f32(t12, t15);
        float32x4_t t17 = vld1q_f32(c + (48 + v));
        float32x4_t t18 = vdupq_n_f32(p[t2 + 3] * t3);
        float32x4_t t19 = vmulq_f32(t18, t17);
        float32x4_t t20 = vaddq_f32(t16, t19);
        float32x4_t t21 = vld1q_f32(c + (64 + v));
        float32x4_t t22 = vdupq_n_f32(p[t2 + 4] * t3);
        float32x4_t t23 = vmulq_f32(t22, t21);
        float32x4_t t24 = vaddq_f32(t20, t23);
        float32x4_t t25 = vld1q_f32(c + (80 + v));
        float32x4_t t26 = vdupq_n_f32(p[t2 + 5] * t3);
        float32x4_t t27 = vmulq_f32(t26, t25);
        float32x4_t t28 = vaddq_f32(t24, t27);
        float32x4_t t29 = vld1q_f32(c + (96 + v));
        float32x4_t t30 = vdupq_n_f32(p[t2 + 6] * t3);
        float32x4_t t31 = vmulq_f32(t30, t29);
        float32x4_t t32 = vaddq_f32(t28, t31);
        float32x4_t t33 = vld1q_f32(c + (112 + v));
        float32x4_t t34 = vdupq_n_f32(p[t2 + 7] * t3);
        float32x4_t t35 = vmulq_f32(t34, t33);
        t1 = vaddq_f32(t32, t35);
        t2 = t8;
    }
    return t1;
}

/* #pragma omp declare simd uniform(p, c, u) linear(v) notinbranch */
float dot_late(const float *p, const float *c, int u, int v) {
    int y = 0;
    float sum = 0.0f;
    while (y < 8) {
        float t1 = c[y * 16 + u];
        int t2 = y + 1;
        sum = sum + p[y] * t1 * c[v] + p[t2] * t1 * c[16 + v] + p[y + 2] * t1 * c[32 + v] + p[y + 3] * t1 * c[48 + v] + p[y + 4] * t1 * c[64 + v] + p[y + 5] * t1 * c[80 + v] + p[y + 6] * t1 * c[96 + v] + p[y + 7] * t1 * c[112 + v];
        y = t2;
    }
    return sum;
}

/* vcc: function at jam_chains.c:35 vector variant _ZGVnN4uuul_dot_late of `dot_late`: VL 4, unmasked, p uniform, c uniform, u uniform, v linear step 1 */
float32x4_t _ZGVnN4uuul_dot_late(const float *p, const float *c, int u, int v) {
    float32x4_t t1 = vdupq_n_f32(0.0f);
    int t2 = 0;
    while (t2 < 8) {
        float t3 = c[t2 * 16 + u];
        float32x4_t t4 = vld1q_f32(c + v);
        float32x4_t t5 = vdupq_n_f32(p[t2] * t3);
        float32x4_t t6 = vmulq_f32(t5, t4);
        float32x4_t t7 = vaddq_f32(t1, t6);
        int t8 = t2 + 1;
        float32x4_t t9 = vld1q_f32(c + (16 + v));
        float32x4_t t10 = vdupq_n_f32(p[t8] * t3);
        float32x4_t t11 = vmulq_f32(t10, t9);
        float32x4_t t12 = vaddq_f32(t7, t11);
        float32x4_t t13 = vld1q_f32(c + (32 + v));
        float32x4_t t14 = vdupq_n_f32(p[t2 + 2] * t3);
        float32x4_t t15 = vmulq_f32(t14, t13);
        float32x4_t t16 = vaddq_f32(t12, t15);
        float32x4_t t17 = vld1q_f32(c + (48 + v));
        float32x4_t t18 = vdupq_n_f32(p[t2 + 3] * t3);
        float32x4_t t19 = vmulq_f32(t18, t17);
        float32x4_t t20 = vaddq_f32(t16, t19);
        float32x4_t t21 = vld1q_f32(c + (64 + v));
        float32x4_t t22 = vdupq_n_f32(p[t2 + 4] * t3);
        float32x4_t t23 = vmulq_f32(t22, t21);
        float32x4_t t24 = vaddq_f32(t20, t23);
        float32x4_t t25 = vld1q_f32(c + (80 + v));
        float32x4_t t26 = vdupq_n_f32(p[t2 + 5] * t3);
        float32x4_t t27 = vmulq_f32(t26, t25);
        float32x4_t t28 = vaddq_f32(t24, t27);
        float32x4_t t29 = vld1q_f32(c + (96 + v));
        float32x4_t t30 = vdupq_n_f32(p[t2 + 6] * t3);
        float32x4_t t31 = vmulq_f32(t30, t29);
        float32x4_t t32 = vaddq_f32(t28, t31);
        float32x4_t t33 = vld1q_f32(c + (112 + v));
        float32x4_t t34 = vdupq_n_f32(p[t2 + 7] * t3);
        float32x4_t t35 = vmulq_f32(t34, t33);
        t1 = vaddq_f32(t32, t35);
        t2 = t8;
    }
    return t1;
}

void rows(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    int t7;
    int u_1;
    int u = 0;
    for (;; u = t7 + 1) {
        if (u >= n) {
            u_1 = u;
            break;
        }
        t7 = u + 1;
        if (t7 >= n) {
            u_1 = u;
            break;
        }
        long v_vec_1 = 0L;
        /* vcc: loop at jam_chains.c:46 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t8 = (int)v_vec_1;
            int t9 = u * 8;
            float *t10 = out + (t9 + t8);
            const float *t11 = img + u;
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t16 = t7 * 8;
            float *t17 = out + (t16 + t8);
            const float *t18 = img + t7;
            int t19 = (int)(v_vec_1 + 4L);
            float *t20 = out + (t9 + t19);
            float *t21 = out + (t16 + t19);
            int t22 = 0;
            float32x4_t t2 = t1;
            float32x4_t t3 = t1;
            float32x4_t t4 = t1;
            while (t22 < 8) {
                long t23 = (long)t22;
                int t24 = t22 * 16;
                float t25 = c[t24 + u];
                const float *t26 = c + t8;
                float32x4_t t27 = vld1q_f32(t26);
                float32x4_t t28 = vdupq_n_f32(t11[t23] * t25);
                float32x4_t t29 = vmulq_f32(t28, t27);
                float32x4_t t30 = vaddq_f32(t1, t29);
                int t31 = t22 + 1;
                long t32 = (long)t31;
                const float *t33 = c + (16 + t8);
                float32x4_t t34 = vld1q_f32(t33);
                float32x4_t t35 = vdupq_n_f32(t11[t32] * t25);
                float32x4_t t36 = vmulq_f32(t35, t34);
                float32x4_t t37 = vaddq_f32(t30, t36);
                long t38 = (long)(t22 + 2);
                const float *t39 = c + (32 + t8);
                float32x4_t t40 = vld1q_f32(t39);
                float32x4_t t41 = vdupq_n_f32(t11[t38] * t25);
                float32x4_t t42 = vmulq_f32(t41, t40);
                float32x4_t t43 = vaddq_f32(t37, t42);
                long t44 = (long)(t22 + 3);
                const float *t45 = c + (48 + t8);
                float32x4_t t46 = vld1q_f32(t45);
                float32x4_t t47 = vdupq_n_f32(t11[t44] * t25);
                float32x4_t t48 = vmulq_f32(t47, t46);
                float32x4_t t49 = vaddq_f32(t43, t48);
                long t50 = (long)(t22 + 4);
                const float *t51 = c + (64 + t8);
                float32x4_t t52 = vld1q_f32(t51);
                float32x4_t t53 = vdupq_n_f32(t11[t50] * t25);
                float32x4_t t54 = vmulq_f32(t53, t52);
                float32x4_t t55 = vaddq_f32(t49, t54);
                long t56 = (long)(t22 + 5);
                const float *t57 = c + (80 + t8);
                float32x4_t t58 = vld1q_f32(t57);
                float32x4_t t59 = vdupq_n_f32(t11[t56] * t25);
                float32x4_t t60 = vmulq_f32(t59, t58);
                float32x4_t t61 = vaddq_f32(t55, t60);
                long t62 = (long)(t22 + 6);
                const float *t63 = c + (96 + t8);
                float32x4_t t64 = vld1q_f32(t63);
                float32x4_t t65 = vdupq_n_f32(t11[t62] * t25);
                float32x4_t t66 = vmulq_f32(t65, t64);
                float32x4_t t67 = vaddq_f32(t61, t66);
                long t68 = (long)(t22 + 7);
                const float *t69 = c + (112 + t8);
                float32x4_t t70 = vld1q_f32(t69);
                float32x4_t t71 = vdupq_n_f32(t11[t68] * t25);
                float32x4_t t72 = vmulq_f32(t71, t70);
                t1 = vaddq_f32(t67, t72);
                float t73 = c[t24 + t7];
                float32x4_t t74 = vld1q_f32(t26);
                float32x4_t t75 = vdupq_n_f32(t18[t23] * t73);
                float32x4_t t76 = vmulq_f32(t75, t74);
                float32x4_t t77 = vaddq_f32(t2, t76);
                float32x4_t t78 = vld1q_f32(t33);
                float32x4_t t79 = vdupq_n_f32(t18[t32] * t73);
                float32x4_t t80 = vmulq_f32(t79, t78);
                float32x4_t t81 = vaddq_f32(t77, t80);
                float32x4_t t82 = vld1q_f32(t39);
                float32x4_t t83 = vdupq_n_f32(t18[t38] * t73);
                float32x4_t t84 = vmulq_f32(t83, t82);
                float32x4_t t85 = vaddq_f32(t81, t84);
                float32x4_t t86 = vld1q_f32(t45);
                float32x4_t t87 = vdupq_n_f32(t18[t44] * t73);
                float32x4_t t88 = vmulq_f32(t87, t86);
                float32x4_t t89 = vaddq_f32(t85, t88);
                float32x4_t t90 = vld1q_f32(t51);
                float32x4_t t91 = vdupq_n_f32(t18[t50] * t73);
                float32x4_t t92 = vmulq_f32(t91, t90);
                float32x4_t t93 = vaddq_f32(t89, t92);
                float32x4_t t94 = vld1q_f32(t57);
                float32x4_t t95 = vdupq_n_f32(t18[t56] * t73);
                float32x4_t t96 = vmulq_f32(t95, t94);
                float32x4_t t97 = vaddq_f32(t93, t96);
                float32x4_t t98 = vld1q_f32(t63);
                float32x4_t t99 = vdupq_n_f32(t18[t62] * t73);
                float32x4_t t100 = vmulq_f32(t99, t98);
                float32x4_t t101 = vaddq_f32(t97, t100);
                float32x4_t t102 = vld1q_f32(t69);
                float32x4_t t103 = vdupq_n_f32(t18[t68] * t73);
                float32x4_t t104 = vmulq_f32(t103, t102);
                t2 = vaddq_f32(t101, t104);
                const float *t105 = c + t19;
                float32x4_t t106 = vld1q_f32(t105);
                float32x4_t t107 = vmulq_f32(t28, t106);
                float32x4_t t108 = vaddq_f32(t3, t107);
                const float *t109 = c + (16 + t19);
                float32x4_t t110 = vld1q_f32(t109);
                float32x4_t t111 = vmulq_f32(t35, t110);
                float32x4_t t112 = vaddq_f32(t108, t111);
                const float *t113 = c + (32 + t19);
                float32x4_t t114 = vld1q_f32(t113);
                float32x4_t t115 = vmulq_f32(t41, t114);
                float32x4_t t116 = vaddq_f32(t112, t115);
                const float *t117 = c + (48 + t19);
                float32x4_t t118 = vld1q_f32(t117);
                float32x4_t t119 = vmulq_f32(t47, t118);
                float32x4_t t120 = vaddq_f32(t116, t119);
                const float *t121 = c + (64 + t19);
                float32x4_t t122 = vld1q_f32(t121);
                float32x4_t t123 = vmulq_f32(t53, t122);
                float32x4_t t124 = vaddq_f32(t120, t123);
                const float *t125 = c + (80 + t19);
                float32x4_t t126 = vld1q_f32(t125);
                float32x4_t t127 = vmulq_f32(t59, t126);
                float32x4_t t128 = vaddq_f32(t124, t127);
                const float *t129 = c + (96 + t19);
                float32x4_t t130 = vld1q_f32(t129);
                float32x4_t t131 = vmulq_f32(t65, t130);
                float32x4_t t132 = vaddq_f32(t128, t131);
                const float *t133 = c + (112 + t19);
                float32x4_t t134 = vld1q_f32(t133);
                float32x4_t t135 = vmulq_f32(t71, t134);
                t3 = vaddq_f32(t132, t135);
                float32x4_t t136 = vld1q_f32(t105);
                float32x4_t t137 = vmulq_f32(t75, t136);
                float32x4_t t138 = vaddq_f32(t4, t137);
                float32x4_t t139 = vld1q_f32(t109);
                float32x4_t t140 = vmulq_f32(t79, t139);
                float32x4_t t141 = vaddq_f32(t138, t140);
                float32x4_t t142 = vld1q_f32(t113);
                float32x4_t t143 = vmulq_f32(t83, t142);
                float32x4_t t144 = vaddq_f32(t141, t143);
                float32x4_t t145 = vld1q_f32(t117);
                float32x4_t t146 = vmulq_f32(t87, t145);
                float32x4_t t147 = vaddq_f32(t144, t146);
                float32x4_t t148 = vld1q_f32(t121);
                float32x4_t t149 = vmulq_f32(t91, t148);
                float32x4_t t150 = vaddq_f32(t147, t149);
                float32x4_t t151 = vld1q_f32(t125);
                float32x4_t t152 = vmulq_f32(t95, t151);
                float32x4_t t153 = vaddq_f32(t150, t152);
                float32x4_t t154 = vld1q_f32(t129);
                float32x4_t t155 = vmulq_f32(t99, t154);
                float32x4_t t156 = vaddq_f32(t153, t155);
                float32x4_t t157 = vld1q_f32(t133);
                float32x4_t t158 = vmulq_f32(t103, t157);
                t4 = vaddq_f32(t156, t158);
                t22 = t31;
            }
            vst1q_f32(t10, t1);
            vst1q_f32(t17, t2);
            vst1q_f32(t20, t3);
            vst1q_f32(t21, t4);
            v_vec_1 += 8L;
        } while (v_vec_1 < 8L);
    }
    for (; u_1 < n; u_1++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:46 vectorized: VF 4, UF 2, scalar epilogue */
        do {
            int t12 = (int)v_vec;
            int t13 = u_1 * 8;
            float *t14 = out + (t13 + t12);
            const float *t15 = img + u_1;
            float32x4_t t5 = vdupq_n_f32(0.0f);
            int t159 = (int)(v_vec + 4L);
            float *t160 = out + (t13 + t159);
            int t161 = 0;
            float32x4_t t6 = t5;
            while (t161 < 8) {
                float t162 = c[t161 * 16 + u_1];
                float32x4_t t163 = vld1q_f32(c + t12);
                float32x4_t t164 = vdupq_n_f32(t15[t161] * t162);
                float32x4_t t165 = vmulq_f32(t164, t163);
                float32x4_t t166 = vaddq_f32(t5, t165);
                int t167 = t161 + 1;
                float32x4_t t168 = vld1q_f32(c + (16 + t12));
                float32x4_t t169 = vdupq_n_f32(t15[t167] * t162);
                float32x4_t t170 = vmulq_f32(t169, t168);
                float32x4_t t171 = vaddq_f32(t166, t170);
                float32x4_t t172 = vld1q_f32(c + (32 + t12));
                float32x4_t t173 = vdupq_n_f32(t15[t161 + 2] * t162);
                float32x4_t t174 = vmulq_f32(t173, t172);
                float32x4_t t175 = vaddq_f32(t171, t174);
                float32x4_t t176 = vld1q_f32(c + (48 + t12));
                float32x4_t t177 = vdupq_n_f32(t15[t161 + 3] * t162);
                float32x4_t t178 = vmulq_f32(t177, t176);
                float32x4_t t179 = vaddq_f32(t175, t178);
                float32x4_t t180 = vld1q_f32(c + (64 + t12));
                float32x4_t t181 = vdupq_n_f32(t15[t161 + 4] * t162);
                float32x4_t t182 = vmulq_f32(t181, t180);
                float32x4_t t183 = vaddq_f32(t179, t182);
                float32x4_t t184 = vld1q_f32(c + (80 + t12));
                float32x4_t t185 = vdupq_n_f32(t15[t161 + 5] * t162);
                float32x4_t t186 = vmulq_f32(t185, t184);
                float32x4_t t187 = vaddq_f32(t183, t186);
                float32x4_t t188 = vld1q_f32(c + (96 + t12));
                float32x4_t t189 = vdupq_n_f32(t15[t161 + 6] * t162);
                float32x4_t t190 = vmulq_f32(t189, t188);
                float32x4_t t191 = vaddq_f32(t187, t190);
                float32x4_t t192 = vld1q_f32(c + (112 + t12));
                float32x4_t t193 = vdupq_n_f32(t15[t161 + 7] * t162);
                float32x4_t t194 = vmulq_f32(t193, t192);
                t5 = vaddq_f32(t191, t194);
                float32x4_t t195 = vld1q_f32(c + t159);
                float32x4_t t196 = vmulq_f32(t164, t195);
                float32x4_t t197 = vaddq_f32(t6, t196);
                float32x4_t t198 = vld1q_f32(c + (16 + t159));
                float32x4_t t199 = vmulq_f32(t169, t198);
                float32x4_t t200 = vaddq_f32(t197, t199);
                float32x4_t t201 = vld1q_f32(c + (32 + t159));
                float32x4_t t202 = vmulq_f32(t173, t201);
                float32x4_t t203 = vaddq_f32(t200, t202);
                float32x4_t t204 = vld1q_f32(c + (48 + t159));
                float32x4_t t205 = vmulq_f32(t177, t204);
                float32x4_t t206 = vaddq_f32(t203, t205);
                float32x4_t t207 = vld1q_f32(c + (64 + t159));
                float32x4_t t208 = vmulq_f32(t181, t207);
                float32x4_t t209 = vaddq_f32(t206, t208);
                float32x4_t t210 = vld1q_f32(c + (80 + t159));
                float32x4_t t211 = vmulq_f32(t185, t210);
                float32x4_t t212 = vaddq_f32(t209, t211);
                float32x4_t t213 = vld1q_f32(c + (96 + t159));
                float32x4_t t214 = vmulq_f32(t189, t213);
                float32x4_t t215 = vaddq_f32(t212, t214);
                float32x4_t t216 = vld1q_f32(c + (112 + t159));
                float32x4_t t217 = vmulq_f32(t193, t216);
                t6 = vaddq_f32(t215, t217);
                t161 = t167;
            }
            vst1q_f32(t14, t5);
            vst1q_f32(t160, t6);
            v_vec += 8L;
        } while (v_vec < 8L);
    }
}

void overlapping(float *restrict out, const float *restrict img, const float *restrict c, int n) {
    for (int u = 0; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:54 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            int t5 = (int)v_vec;
            int t6 = u * 8;
            float *t7 = out + (t6 + t5);
            const float *t8 = img + u;
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t9 = (int)(v_vec + 4L);
            float *t10 = out + (t6 + t9);
            int t11 = (int)(v_vec + 8L);
            float *t12 = out + (t6 + t11);
            int t13 = (int)(v_vec + 12L);
            float *t14 = out + (t6 + t13);
            int t15 = 0;
            float32x4_t t2 = t1;
            float32x4_t t3 = t1;
            float32x4_t t4 = t1;
            while (t15 < 8) {
                float t16 = c[t15 * 16 + u];
                float32x4_t t17 = vld1q_f32(c + t5);
                float32x4_t t18 = vdupq_n_f32(t8[t15] * t16);
                float32x4_t t19 = vmulq_f32(t18, t17);
                float32x4_t t20 = vaddq_f32(t1, t19);
                int t21 = t15 + 1;
                float32x4_t t22 = vld1q_f32(c + (16 + t5));
                float32x4_t t23 = vdupq_n_f32(t8[t21] * t16);
                float32x4_t t24 = vmulq_f32(t23, t22);
                float32x4_t t25 = vaddq_f32(t20, t24);
                float32x4_t t26 = vld1q_f32(c + (32 + t5));
                float32x4_t t27 = vdupq_n_f32(t8[t15 + 2] * t16);
                float32x4_t t28 = vmulq_f32(t27, t26);
                float32x4_t t29 = vaddq_f32(t25, t28);
                float32x4_t t30 = vld1q_f32(c + (48 + t5));
                float32x4_t t31 = vdupq_n_f32(t8[t15 + 3] * t16);
                float32x4_t t32 = vmulq_f32(t31, t30);
                float32x4_t t33 = vaddq_f32(t29, t32);
                float32x4_t t34 = vld1q_f32(c + (64 + t5));
                float32x4_t t35 = vdupq_n_f32(t8[t15 + 4] * t16);
                float32x4_t t36 = vmulq_f32(t35, t34);
                float32x4_t t37 = vaddq_f32(t33, t36);
                float32x4_t t38 = vld1q_f32(c + (80 + t5));
                float32x4_t t39 = vdupq_n_f32(t8[t15 + 5] * t16);
                float32x4_t t40 = vmulq_f32(t39, t38);
                float32x4_t t41 = vaddq_f32(t37, t40);
                float32x4_t t42 = vld1q_f32(c + (96 + t5));
                float32x4_t t43 = vdupq_n_f32(t8[t15 + 6] * t16);
                float32x4_t t44 = vmulq_f32(t43, t42);
                float32x4_t t45 = vaddq_f32(t41, t44);
                float32x4_t t46 = vld1q_f32(c + (112 + t5));
                float32x4_t t47 = vdupq_n_f32(t8[t15 + 7] * t16);
                float32x4_t t48 = vmulq_f32(t47, t46);
                t1 = vaddq_f32(t45, t48);
                float32x4_t t49 = vld1q_f32(c + t9);
                float32x4_t t50 = vmulq_f32(t18, t49);
                float32x4_t t51 = vaddq_f32(t2, t50);
                float32x4_t t52 = vld1q_f32(c + (16 + t9));
                float32x4_t t53 = vmulq_f32(t23, t52);
                float32x4_t t54 = vaddq_f32(t51, t53);
                float32x4_t t55 = vld1q_f32(c + (32 + t9));
                float32x4_t t56 = vmulq_f32(t27, t55);
                float32x4_t t57 = vaddq_f32(t54, t56);
                float32x4_t t58 = vld1q_f32(c + (48 + t9));
                float32x4_t t59 = vmulq_f32(t31, t58);
                float32x4_t t60 = vaddq_f32(t57, t59);
                float32x4_t t61 = vld1q_f32(c + (64 + t9));
                float32x4_t t62 = vmulq_f32(t35, t61);
                float32x4_t t63 = vaddq_f32(t60, t62);
                float32x4_t t64 = vld1q_f32(c + (80 + t9));
                float32x4_t t65 = vmulq_f32(t39, t64);
                float32x4_t t66 = vaddq_f32(t63, t65);
                float32x4_t t67 = vld1q_f32(c + (96 + t9));
                float32x4_t t68 = vmulq_f32(t43, t67);
                float32x4_t t69 = vaddq_f32(t66, t68);
                float32x4_t t70 = vld1q_f32(c + (112 + t9));
                float32x4_t t71 = vmulq_f32(t47, t70);
                t2 = vaddq_f32(t69, t71);
                float32x4_t t72 = vld1q_f32(c + t11);
                float32x4_t t73 = vmulq_f32(t18, t72);
                float32x4_t t74 = vaddq_f32(t3, t73);
                float32x4_t t75 = vld1q_f32(c + (16 + t11));
                float32x4_t t76 = vmulq_f32(t23, t75);
                float32x4_t t77 = vaddq_f32(t74, t76);
                float32x4_t t78 = vld1q_f32(c + (32 + t11));
                float32x4_t t79 = vmulq_f32(t27, t78);
                float32x4_t t80 = vaddq_f32(t77, t79);
                float32x4_t t81 = vld1q_f32(c + (48 + t11));
                float32x4_t t82 = vmulq_f32(t31, t81);
                float32x4_t t83 = vaddq_f32(t80, t82);
                float32x4_t t84 = vld1q_f32(c + (64 + t11));
                float32x4_t t85 = vmulq_f32(t35, t84);
                float32x4_t t86 = vaddq_f32(t83, t85);
                float32x4_t t87 = vld1q_f32(c + (80 + t11));
                float32x4_t t88 = vmulq_f32(t39, t87);
                float32x4_t t89 = vaddq_f32(t86, t88);
                float32x4_t t90 = vld1q_f32(c + (96 + t11));
                float32x4_t t91 = vmulq_f32(t43, t90);
                float32x4_t t92 = vaddq_f32(t89, t91);
                float32x4_t t93 = vld1q_f32(c + (112 + t11));
                float32x4_t t94 = vmulq_f32(t47, t93);
                t3 = vaddq_f32(t92, t94);
                float32x4_t t95 = vld1q_f32(c + t13);
                float32x4_t t96 = vmulq_f32(t18, t95);
                float32x4_t t97 = vaddq_f32(t4, t96);
                float32x4_t t98 = vld1q_f32(c + (16 + t13));
                float32x4_t t99 = vmulq_f32(t23, t98);
                float32x4_t t100 = vaddq_f32(t97, t99);
                float32x4_t t101 = vld1q_f32(c + (32 + t13));
                float32x4_t t102 = vmulq_f32(t27, t101);
                float32x4_t t103 = vaddq_f32(t100, t102);
                float32x4_t t104 = vld1q_f32(c + (48 + t13));
                float32x4_t t105 = vmulq_f32(t31, t104);
                float32x4_t t106 = vaddq_f32(t103, t105);
                float32x4_t t107 = vld1q_f32(c + (64 + t13));
                float32x4_t t108 = vmulq_f32(t35, t107);
                float32x4_t t109 = vaddq_f32(t106, t108);
                float32x4_t t110 = vld1q_f32(c + (80 + t13));
                float32x4_t t111 = vmulq_f32(t39, t110);
                float32x4_t t112 = vaddq_f32(t109, t111);
                float32x4_t t113 = vld1q_f32(c + (96 + t13));
                float32x4_t t114 = vmulq_f32(t43, t113);
                float32x4_t t115 = vaddq_f32(t112, t114);
                float32x4_t t116 = vld1q_f32(c + (112 + t13));
                float32x4_t t117 = vmulq_f32(t47, t116);
                t4 = vaddq_f32(t115, t117);
                t15 = t21;
            }
            vst1q_f32(t7, t1);
            vst1q_f32(t10, t2);
            vst1q_f32(t12, t3);
            vst1q_f32(t14, t4);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

void chained(float *buf, const float *restrict c, int n) {
    for (int u = 1; u < n; u++) {
        long v_vec = 0L;
        /* vcc: loop at jam_chains.c:62 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            int t5 = (int)v_vec;
            float *t6 = buf + (u * 16 + t5);
            const float *t7 = buf + (u - 1) * 16;
            float32x4_t t1 = vdupq_n_f32(0.0f);
            int t12 = 0;
            while (t12 < 8) {
                float t13 = c[t12 * 16 + u];
                float32x4_t t14 = vld1q_f32(c + t5);
                float32x4_t t15 = vdupq_n_f32(t7[t12] * t13);
                float32x4_t t16 = vmulq_f32(t15, t14);
                float32x4_t t17 = vaddq_f32(t1, t16);
                int t18 = t12 + 1;
                float32x4_t t19 = vld1q_f32(c + (16 + t5));
                float32x4_t t20 = vdupq_n_f32(t7[t18] * t13);
                float32x4_t t21 = vmulq_f32(t20, t19);
                float32x4_t t22 = vaddq_f32(t17, t21);
                float32x4_t t23 = vld1q_f32(c + (32 + t5));
                float32x4_t t24 = vdupq_n_f32(t7[t12 + 2] * t13);
                float32x4_t t25 = vmulq_f32(t24, t23);
                float32x4_t t26 = vaddq_f32(t22, t25);
                float32x4_t t27 = vld1q_f32(c + (48 + t5));
                float32x4_t t28 = vdupq_n_f32(t7[t12 + 3] * t13);
                float32x4_t t29 = vmulq_f32(t28, t27);
                float32x4_t t30 = vaddq_f32(t26, t29);
                float32x4_t t31 = vld1q_f32(c + (64 + t5));
                float32x4_t t32 = vdupq_n_f32(t7[t12 + 4] * t13);
                float32x4_t t33 = vmulq_f32(t32, t31);
                float32x4_t t34 = vaddq_f32(t30, t33);
                float32x4_t t35 = vld1q_f32(c + (80 + t5));
                float32x4_t t36 = vdupq_n_f32(t7[t12 + 5] * t13);
                float32x4_t t37 = vmulq_f32(t36, t35);
                float32x4_t t38 = vaddq_f32(t34, t37);
                float32x4_t t39 = vld1q_f32(c + (96 + t5));
                float32x4_t t40 = vdupq_n_f32(t7[t12 + 6] * t13);
                float32x4_t t41 = vmulq_f32(t40, t39);
                float32x4_t t42 = vaddq_f32(t38, t41);
                float32x4_t t43 = vld1q_f32(c + (112 + t5));
                float32x4_t t44 = vdupq_n_f32(t7[t12 + 7] * t13);
                float32x4_t t45 = vmulq_f32(t44, t43);
                t1 = vaddq_f32(t42, t45);
                t12 = t18;
            }
            float32x4_t t8 = vmulq_f32(t1, vdupq_n_f32(0.125f));
            vst1q_f32(t6, t8);
            int t9 = (int)(v_vec + 4L);
            float *t10 = buf + (u * 16 + t9);
            const float *t11 = buf + (u - 1) * 16;
            float32x4_t t2 = vdupq_n_f32(0.0f);
            int t50 = 0;
            while (t50 < 8) {
                float t51 = c[t50 * 16 + u];
                float32x4_t t52 = vld1q_f32(c + t9);
                float32x4_t t53 = vdupq_n_f32(t11[t50] * t51);
                float32x4_t t54 = vmulq_f32(t53, t52);
                float32x4_t t55 = vaddq_f32(t2, t54);
                int t56 = t50 + 1;
                float32x4_t t57 = vld1q_f32(c + (16 + t9));
                float32x4_t t58 = vdupq_n_f32(t11[t56] * t51);
                float32x4_t t59 = vmulq_f32(t58, t57);
                float32x4_t t60 = vaddq_f32(t55, t59);
                float32x4_t t61 = vld1q_f32(c + (32 + t9));
                float32x4_t t62 = vdupq_n_f32(t11[t50 + 2] * t51);
                float32x4_t t63 = vmulq_f32(t62, t61);
                float32x4_t t64 = vaddq_f32(t60, t63);
                float32x4_t t65 = vld1q_f32(c + (48 + t9));
                float32x4_t t66 = vdupq_n_f32(t11[t50 + 3] * t51);
                float32x4_t t67 = vmulq_f32(t66, t65);
                float32x4_t t68 = vaddq_f32(t64, t67);
                float32x4_t t69 = vld1q_f32(c + (64 + t9));
                float32x4_t t70 = vdupq_n_f32(t11[t50 + 4] * t51);
                float32x4_t t71 = vmulq_f32(t70, t69);
                float32x4_t t72 = vaddq_f32(t68, t71);
                float32x4_t t73 = vld1q_f32(c + (80 + t9));
                float32x4_t t74 = vdupq_n_f32(t11[t50 + 5] * t51);
                float32x4_t t75 = vmulq_f32(t74, t73);
                float32x4_t t76 = vaddq_f32(t72, t75);
                float32x4_t t77 = vld1q_f32(c + (96 + t9));
                float32x4_t t78 = vdupq_n_f32(t11[t50 + 6] * t51);
                float32x4_t t79 = vmulq_f32(t78, t77);
                float32x4_t t80 = vaddq_f32(t76, t79);
                float32x4_t t81 = vld1q_f32(c + (112 + t9));
                float32x4_t t82 = vdupq_n_f32(t11[t50 + 7] * t51);
                float32x4_t t83 = vmulq_f32(t82, t81);
                t2 = vaddq_f32(t80, t83);
                t50 = t56;
            }
            float32x4_t t46 = vmulq_f32(t2, vdupq_n_f32(0.125f));
            vst1q_f32(t10, t46);
            int t47 = (int)(v_vec + 8L);
            float *t48 = buf + (u * 16 + t47);
            const float *t49 = buf + (u - 1) * 16;
            float32x4_t t3 = vdupq_n_f32(0.0f);
            int t88 = 0;
            while (t88 < 8) {
                float t89 = c[t88 * 16 + u];
                float32x4_t t90 = vld1q_f32(c + t47);
                float32x4_t t91 = vdupq_n_f32(t49[t88] * t89);
                float32x4_t t92 = vmulq_f32(t91, t90);
                float32x4_t t93 = vaddq_f32(t3, t92);
                int t94 = t88 + 1;
                float32x4_t t95 = vld1q_f32(c + (16 + t47));
                float32x4_t t96 = vdupq_n_f32(t49[t94] * t89);
                float32x4_t t97 = vmulq_f32(t96, t95);
                float32x4_t t98 = vaddq_f32(t93, t97);
                float32x4_t t99 = vld1q_f32(c + (32 + t47));
                float32x4_t t100 = vdupq_n_f32(t49[t88 + 2] * t89);
                float32x4_t t101 = vmulq_f32(t100, t99);
                float32x4_t t102 = vaddq_f32(t98, t101);
                float32x4_t t103 = vld1q_f32(c + (48 + t47));
                float32x4_t t104 = vdupq_n_f32(t49[t88 + 3] * t89);
                float32x4_t t105 = vmulq_f32(t104, t103);
                float32x4_t t106 = vaddq_f32(t102, t105);
                float32x4_t t107 = vld1q_f32(c + (64 + t47));
                float32x4_t t108 = vdupq_n_f32(t49[t88 + 4] * t89);
                float32x4_t t109 = vmulq_f32(t108, t107);
                float32x4_t t110 = vaddq_f32(t106, t109);
                float32x4_t t111 = vld1q_f32(c + (80 + t47));
                float32x4_t t112 = vdupq_n_f32(t49[t88 + 5] * t89);
                float32x4_t t113 = vmulq_f32(t112, t111);
                float32x4_t t114 = vaddq_f32(t110, t113);
                float32x4_t t115 = vld1q_f32(c + (96 + t47));
                float32x4_t t116 = vdupq_n_f32(t49[t88 + 6] * t89);
                float32x4_t t117 = vmulq_f32(t116, t115);
                float32x4_t t118 = vaddq_f32(t114, t117);
                float32x4_t t119 = vld1q_f32(c + (112 + t47));
                float32x4_t t120 = vdupq_n_f32(t49[t88 + 7] * t89);
                float32x4_t t121 = vmulq_f32(t120, t119);
                t3 = vaddq_f32(t118, t121);
                t88 = t94;
            }
            float32x4_t t84 = vmulq_f32(t3, vdupq_n_f32(0.125f));
            vst1q_f32(t48, t84);
            int t85 = (int)(v_vec + 12L);
            float *t86 = buf + (u * 16 + t85);
            const float *t87 = buf + (u - 1) * 16;
            float32x4_t t4 = vdupq_n_f32(0.0f);
            int t123 = 0;
            while (t123 < 8) {
                float t124 = c[t123 * 16 + u];
                float32x4_t t125 = vld1q_f32(c + t85);
                float32x4_t t126 = vdupq_n_f32(t87[t123] * t124);
                float32x4_t t127 = vmulq_f32(t126, t125);
                float32x4_t t128 = vaddq_f32(t4, t127);
                int t129 = t123 + 1;
                float32x4_t t130 = vld1q_f32(c + (16 + t85));
                float32x4_t t131 = vdupq_n_f32(t87[t129] * t124);
                float32x4_t t132 = vmulq_f32(t131, t130);
                float32x4_t t133 = vaddq_f32(t128, t132);
                float32x4_t t134 = vld1q_f32(c + (32 + t85));
                float32x4_t t135 = vdupq_n_f32(t87[t123 + 2] * t124);
                float32x4_t t136 = vmulq_f32(t135, t134);
                float32x4_t t137 = vaddq_f32(t133, t136);
                float32x4_t t138 = vld1q_f32(c + (48 + t85));
                float32x4_t t139 = vdupq_n_f32(t87[t123 + 3] * t124);
                float32x4_t t140 = vmulq_f32(t139, t138);
                float32x4_t t141 = vaddq_f32(t137, t140);
                float32x4_t t142 = vld1q_f32(c + (64 + t85));
                float32x4_t t143 = vdupq_n_f32(t87[t123 + 4] * t124);
                float32x4_t t144 = vmulq_f32(t143, t142);
                float32x4_t t145 = vaddq_f32(t141, t144);
                float32x4_t t146 = vld1q_f32(c + (80 + t85));
                float32x4_t t147 = vdupq_n_f32(t87[t123 + 5] * t124);
                float32x4_t t148 = vmulq_f32(t147, t146);
                float32x4_t t149 = vaddq_f32(t145, t148);
                float32x4_t t150 = vld1q_f32(c + (96 + t85));
                float32x4_t t151 = vdupq_n_f32(t87[t123 + 6] * t124);
                float32x4_t t152 = vmulq_f32(t151, t150);
                float32x4_t t153 = vaddq_f32(t149, t152);
                float32x4_t t154 = vld1q_f32(c + (112 + t85));
                float32x4_t t155 = vdupq_n_f32(t87[t123 + 7] * t124);
                float32x4_t t156 = vmulq_f32(t155, t154);
                t4 = vaddq_f32(t153, t156);
                t123 = t129;
            }
            float32x4_t t122 = vmulq_f32(t4, vdupq_n_f32(0.125f));
            vst1q_f32(t86, t122);
            v_vec += 16L;
        } while (v_vec < 16L);
    }
}

int main(void) {
    float img[64];
    float c[128];
    float out[160];
    float buf[160];
    int t78;
    int32x4_t t4 = vdupq_n_s32(0);
    int32x4_t t5 = vaddq_s32(t4, ((int32x4_t)(vcc_v4_int){0, 12, 7, 2}));
    uint32x4_t t6 = vreinterpretq_u32_s32(t5);
    uint32x4_t t7 = vsubq_u32(t6, vdupq_n_u32(17));
    uint32x4_t t8 = vminq_u32(t6, t7);
    int32x4_t t1 = vreinterpretq_s32_u32(t8);
    long i_vec = 0L;
    /* vcc: loop at jam_chains.c:69 vectorized: VF 4, UF 4, the remainder at 70:23 by 17 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t9 = vcvtq_f32_s32(t1);
        float32x4_t t10 = vmulq_f32(t9, vdupq_n_f32(0.125f));
        float32x4_t t11 = vsubq_f32(t10, vdupq_n_f32(1.0f));
        vst1q_f32(&c[i_vec], t11);
        int32x4_t t12 = vaddq_s32(t1, vdupq_n_s32(14));
        uint32x4_t t13 = vreinterpretq_u32_s32(t12);
        uint32x4_t t14 = vsubq_u32(t13, vdupq_n_u32(17));
        uint32x4_t t15 = vminq_u32(t13, t14);
        int32x4_t t16 = vreinterpretq_s32_u32(t15);
        float32x4_t t17 = vcvtq_f32_s32(t16);
        float32x4_t t18 = vmulq_f32(t17, vdupq_n_f32(0.125f));
        float32x4_t t19 = vsubq_f32(t18, vdupq_n_f32(1.0f));
        vst1q_f32(&c[i_vec + 4L], t19);
        int32x4_t t20 = vaddq_s32(t1, vdupq_n_s32(11));
        uint32x4_t t21 = vreinterpretq_u32_s32(t20);
        uint32x4_t t22 = vsubq_u32(t21, vdupq_n_u32(17));
        uint32x4_t t23 = vminq_u32(t21, t22);
        int32x4_t t24 = vreinterpretq_s32_u32(t23);
        float32x4_t t25 = vcvtq_f32_s32(t24);
        float32x4_t t26 = vmulq_f32(t25, vdupq_n_f32(0.125f));
        float32x4_t t27 = vsubq_f32(t26, vdupq_n_f32(1.0f));
        vst1q_f32(&c[i_vec + 8L], t27);
        int32x4_t t28 = vaddq_s32(t1, vdupq_n_s32(8));
        uint32x4_t t29 = vreinterpretq_u32_s32(t28);
        uint32x4_t t30 = vsubq_u32(t29, vdupq_n_u32(17));
        uint32x4_t t31 = vminq_u32(t29, t30);
        int32x4_t t32 = vreinterpretq_s32_u32(t31);
        float32x4_t t33 = vcvtq_f32_s32(t32);
        float32x4_t t34 = vmulq_f32(t33, vdupq_n_f32(0.125f));
        float32x4_t t35 = vsubq_f32(t34, vdupq_n_f32(1.0f));
        vst1q_f32(&c[i_vec + 12L], t35);
        i_vec += 16L;
        int32x4_t t36 = vaddq_s32(t1, vdupq_n_s32(5));
        uint32x4_t t37 = vreinterpretq_u32_s32(t36);
        uint32x4_t t38 = vsubq_u32(t37, vdupq_n_u32(17));
        uint32x4_t t39 = vminq_u32(t37, t38);
        t1 = vreinterpretq_s32_u32(t39);
    } while (i_vec < 128L);
    int32x4_t t40 = vdupq_n_s32(0);
    int32x4_t t41 = vaddq_s32(t40, ((int32x4_t)(vcc_v4_int){0, 13, 26, 8}));
    uint32x4_t t42 = vreinterpretq_u32_s32(t41);
    uint32x4_t t43 = vsubq_u32(t42, vdupq_n_u32(31));
    uint32x4_t t44 = vminq_u32(t42, t43);
    int32x4_t t2 = vreinterpretq_s32_u32(t44);
    long i_vec_1 = 0L;
    /* vcc: loop at jam_chains.c:71 vectorized: VF 4, UF 4, the remainder at 72:25 by 31 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t45 = vcvtq_f32_s32(t2);
        float32x4_t t46 = vmulq_f32(t45, vdupq_n_f32(0.25f));
        float32x4_t t47 = vsubq_f32(t46, vdupq_n_f32(3.0f));
        vst1q_f32(&img[i_vec_1], t47);
        int32x4_t t48 = vaddq_s32(t2, vdupq_n_s32(21));
        uint32x4_t t49 = vreinterpretq_u32_s32(t48);
        uint32x4_t t50 = vsubq_u32(t49, vdupq_n_u32(31));
        uint32x4_t t51 = vminq_u32(t49, t50);
        int32x4_t t52 = vreinterpretq_s32_u32(t51);
        float32x4_t t53 = vcvtq_f32_s32(t52);
        float32x4_t t54 = vmulq_f32(t53, vdupq_n_f32(0.25f));
        float32x4_t t55 = vsubq_f32(t54, vdupq_n_f32(3.0f));
        vst1q_f32(&img[i_vec_1 + 4L], t55);
        int32x4_t t56 = vaddq_s32(t2, vdupq_n_s32(11));
        uint32x4_t t57 = vreinterpretq_u32_s32(t56);
        uint32x4_t t58 = vsubq_u32(t57, vdupq_n_u32(31));
        uint32x4_t t59 = vminq_u32(t57, t58);
        int32x4_t t60 = vreinterpretq_s32_u32(t59);
        float32x4_t t61 = vcvtq_f32_s32(t60);
        float32x4_t t62 = vmulq_f32(t61, vdupq_n_f32(0.25f));
        float32x4_t t63 = vsubq_f32(t62, vdupq_n_f32(3.0f));
        vst1q_f32(&img[i_vec_1 + 8L], t63);
        int32x4_t t64 = vaddq_s32(t2, vdupq_n_s32(1));
        uint32x4_t t65 = vreinterpretq_u32_s32(t64);
        uint32x4_t t66 = vsubq_u32(t65, vdupq_n_u32(31));
        uint32x4_t t67 = vminq_u32(t65, t66);
        int32x4_t t68 = vreinterpretq_s32_u32(t67);
        float32x4_t t69 = vcvtq_f32_s32(t68);
        float32x4_t t70 = vmulq_f32(t69, vdupq_n_f32(0.25f));
        float32x4_t t71 = vsubq_f32(t70, vdupq_n_f32(3.0f));
        vst1q_f32(&img[i_vec_1 + 12L], t71);
        i_vec_1 += 16L;
        int32x4_t t72 = vaddq_s32(t2, vdupq_n_s32(22));
        uint32x4_t t73 = vreinterpretq_u32_s32(t72);
        uint32x4_t t74 = vsubq_u32(t73, vdupq_n_u32(31));
        uint32x4_t t75 = vminq_u32(t73, t74);
        t2 = vreinterpretq_s32_u32(t75);
    } while (i_vec_1 < 64L);
    for (int n = 0; n <= 9; n += 3) {
        const float *t76 = c;
        const float *t77 = img;
        rows(out, t77, t76, n);
        int i = 0;
        for (;; i++) {
            t78 = n * 8;
            if (i >= t78) {
                break;
            }
            printf("rows %d %a\n", n, (double)out[i]);
        }
        rows_early(out, t77, t76, n);
        for (int i_1 = 0; i_1 < t78; i_1++) {
            printf("rows_early %d %a\n", n, (double)out[i_1]);
        }
        long i_vec_2 = 0L;
        /* vcc: loop at jam_chains.c:80 vectorized: VF 4, UF 4, scalar epilogue */
        do {
            vst1q_f32(&out[i_vec_2], vdupq_n_f32(0.0f));
            vst1q_f32(&out[i_vec_2 + 4L], vdupq_n_f32(0.0f));
            vst1q_f32(&out[i_vec_2 + 8L], vdupq_n_f32(0.0f));
            vst1q_f32(&out[i_vec_2 + 12L], vdupq_n_f32(0.0f));
            i_vec_2 += 16L;
        } while (i_vec_2 < 160L);
        overlapping(out, t77, t76, n);
        for (int i_2 = 0; i_2 < 160; i_2++) {
            printf("overlapping %d %a\n", n, (double)out[i_2]);
        }
        int32x4_t t79 = vdupq_n_s32(0);
        int32x4_t t80 = vaddq_s32(t79, ((int32x4_t)(vcc_v4_int){0, 7, 3, 10}));
        uint32x4_t t81 = vreinterpretq_u32_s32(t80);
        uint32x4_t t82 = vsubq_u32(t81, vdupq_n_u32(11));
        uint32x4_t t83 = vminq_u32(t81, t82);
        int32x4_t t3 = vreinterpretq_s32_u32(t83);
        long i_vec_3 = 0L;
        /* vcc: loop at jam_chains.c:85 vectorized: VF 4, UF 4, the remainder at 86:29 by 11 kept as a running remainder (guard: dividend not negative), scalar epilogue */
        for (;;) {
            float32x4_t t84 = vcvtq_f32_s32(t3);
            float32x4_t t85 = vmulq_f32(t84, vdupq_n_f32(0.5f));
            float32x4_t t86 = vsubq_f32(t85, vdupq_n_f32(2.0f));
            vst1q_f32(&buf[i_vec_3], t86);
            int32x4_t t87 = vaddq_s32(t3, vdupq_n_s32(6));
            uint32x4_t t88 = vreinterpretq_u32_s32(t87);
            uint32x4_t t89 = vsubq_u32(t88, vdupq_n_u32(11));
            uint32x4_t t90 = vminq_u32(t88, t89);
            int32x4_t t91 = vreinterpretq_s32_u32(t90);
            float32x4_t t92 = vcvtq_f32_s32(t91);
            float32x4_t t93 = vmulq_f32(t92, vdupq_n_f32(0.5f));
            float32x4_t t94 = vsubq_f32(t93, vdupq_n_f32(2.0f));
            vst1q_f32(&buf[i_vec_3 + 4L], t94);
            int32x4_t t95 = vaddq_s32(t3, vdupq_n_s32(1));
            uint32x4_t t96 = vreinterpretq_u32_s32(t95);
            uint32x4_t t97 = vsubq_u32(t96, vdupq_n_u32(11));
            uint32x4_t t98 = vminq_u32(t96, t97);
            int32x4_t t99 = vreinterpretq_s32_u32(t98);
            float32x4_t t100 = vcvtq_f32_s32(t99);
            float32x4_t t101 = vmulq_f32(t100, vdupq_n_f32(0.5f));
            float32x4_t t102 = vsubq_f32(t101, vdupq_n_f32(2.0f));
            vst1q_f32(&buf[i_vec_3 + 8L], t102);
            int32x4_t t103 = vaddq_s32(t3, vdupq_n_s32(7));
            uint32x4_t t104 = vreinterpretq_u32_s32(t103);
            uint32x4_t t105 = vsubq_u32(t104, vdupq_n_u32(11));
            uint32x4_t t106 = vminq_u32(t104, t105);
            int32x4_t t107 = vreinterpretq_s32_u32(t106);
            float32x4_t t108 = vcvtq_f32_s32(t107);
            float32x4_t t109 = vmulq_f32(t108, vdupq_n_f32(0.5f));
            float32x4_t t110 = vsubq_f32(t109, vdupq_n_f32(2.0f));
            vst1q_f32(&buf[i_vec_3 + 12L], t110);
            i_vec_3 += 16L;
            int32x4_t t111 = vaddq_s32(t3, vdupq_n_s32(2));
            uint32x4_t t112 = vreinterpretq_u32_s32(t111);
            uint32x4_t t113 = vsubq_u32(t112, vdupq_n_u32(11));
            uint32x4_t t114 = vminq_u32(t112, t113);
            int32x4_t t115 = vreinterpretq_s32_u32(t114);
            if (i_vec_3 >= 160L) {
                break;
            }
            t3 = t115;
        }
        chained(buf, t76, n);
        for (int i_3 = 0; i_3 < 160; i_3++) {
            printf("chained %d %a\n", n, (double)buf[i_3]);
        }
    }
    return 0;
}
