/* vcc: vector types and helpers */
#include <arm_neon.h>
typedef int vcc_m4 __attribute__((vector_size(16)));
typedef float vcc_v4_float __attribute__((vector_size(16)));
typedef int vcc_v4_int __attribute__((vector_size(16)));
typedef unsigned int vcc_v4_uint __attribute__((vector_size(16)));

float32x4_t _ZGVnN4vuu_clampf(float32x4_t x, float lo, float hi);
int32x4_t _ZGVnN4vu_count(int32x4_t x, int limit);
float32x4_t _ZGVnN4vu_poly16(float32x4_t x, const float *c);
/* Calls to small variants from vector loops are inlined (wfv/inline.rs): `clampf` (a varying
   branch and two returns) and `count` (a divergent loop with a live-out) appear in the loops'
   bodies, with the rest of each block after them; `poly16`, whose variant is over the size
   limit (two loops of 16 unrolled steps of a four-term polynomial), stays a call. */
#include <stdio.h>
/* vcc-test: expect-variants 3 */
/* vcc-test: expect-loops 3 */

/* #pragma omp declare simd uniform(lo, hi) notinbranch */
float clampf(float x, float lo, float hi) {
    if (x < lo)
        return lo;
    return x > hi ? hi : x;
}

/* vcc: function at inline.c:10 vector variant _ZGVnN4vuu_clampf of `clampf`: VL 4, unmasked, x vector, lo uniform, hi uniform */
float32x4_t _ZGVnN4vuu_clampf(float32x4_t x, float lo, float hi) {
    float32x4_t t1 = vdupq_n_f32(lo);
    uint32x4_t t2 = vcltq_f32(x, t1);
    float32x4_t t3 = vdupq_n_f32(hi);
    uint32x4_t t4 = vcgtq_f32(x, t3);
    float32x4_t t5 = vdupq_n_f32(hi);
    float32x4_t t6 = vbslq_f32(t4, t5, x);
    float32x4_t t7 = vbslq_f32(t2, (float32x4_t)(vcc_v4_float){0}, t6);
    float32x4_t t8 = vdupq_n_f32(lo);
    float32x4_t t9 = vbslq_f32(t2, t8, t7);
    return t9;
}

/* #pragma omp declare simd uniform(limit) notinbranch */
int count(int x, int limit) {
    int n = 0;
    while (x > 1 && n < limit) {
        x = x & 1 ? 3 * x + 1 : x / 2;
        n++;
    }
    return n;
}

/* vcc: function at inline.c:17 vector variant _ZGVnN4vu_count of `count`: VL 4, unmasked, x vector, limit uniform */
int32x4_t _ZGVnN4vu_count(int32x4_t x, int limit) {
    int32x4_t t2;
    uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
    int32x4_t t4 = x;
    int t6 = 0;
    int32x4_t t5 = (int32x4_t)(vcc_v4_int){0};
    for (;;) {
        int32x4_t t7 = vdupq_n_s32(1);
        uint32x4_t t8 = vcgtq_s32(t4, t7);
        uint32x4_t t9 = vandq_u32(t1, t8);
        int32x4_t t10 = vdupq_n_s32((t6 < limit) != 0);
        uint32x4_t t11 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t10 != (vcc_v4_int){0});
        uint32x4_t t12 = vandq_u32(t9, t11);
        int32x4_t t13 = vdupq_n_s32(1);
        int32x4_t t14 = vandq_s32(t4, t13);
        uint32x4_t t15 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t14 != (vcc_v4_int){0});
        uint32x4_t t16 = vmvnq_u32(t15);
        uint32x4_t t3 = vandq_u32(t12, t16);
        if ((vmaxvq_u32(t3) != 0)) {
            int32x4_t t17 = vdupq_n_s32(2);
            int32x4_t t18 = vdupq_n_s32(1);
            int32x4_t t19 = vbslq_s32(t3, t17, t18);
            t2 = (int32x4_t)((vcc_v4_int)t4 / (vcc_v4_int)t19);
        } else {
            t2 = (int32x4_t)(vcc_v4_int){0};
            t3 = (uint32x4_t)(vcc_m4){0};
        }
        int32x4_t t20 = vdupq_n_s32(3);
        uint32x4_t t21 = vreinterpretq_u32_s32(t20);
        uint32x4_t t22 = vreinterpretq_u32_s32(t4);
        uint32x4_t t23 = vmulq_u32(t21, t22);
        int32x4_t t24 = vreinterpretq_s32_u32(t23);
        int32x4_t t25 = vdupq_n_s32(1);
        uint32x4_t t26 = vreinterpretq_u32_s32(t24);
        uint32x4_t t27 = vreinterpretq_u32_s32(t25);
        uint32x4_t t28 = vaddq_u32(t26, t27);
        int32x4_t t29 = vreinterpretq_s32_u32(t28);
        t4 = vbslq_s32(t3, t2, t29);
        int32x4_t t30 = vdupq_n_s32(t6);
        t5 = vbslq_s32(t1, t30, t5);
        if (!(vmaxvq_u32(t12) != 0)) {
            return t5;
        }
        t1 = t12;
        t6++;
    }
}

/* #pragma omp declare simd uniform(c) notinbranch */
float poly16(float x, const float *c) {
    float s = 0.0f;
    for (int k = 0; k < 16; k++)
        s = s * x + c[k] + c[k] * x * x + c[k] * x * x * x + c[k] * x * x * x * x;
    float t = 0.0f;
    for (int k = 0; k < 16; k++)
        t = t * s + c[k] + c[k] * s * s + c[k] * s * s * s + c[k] * s * s * s * s;
    return t;
}

/* vcc: function at inline.c:27 vector variant _ZGVnN4vu_poly16 of `poly16`: VL 4, unmasked, x vector, c uniform */
float32x4_t _ZGVnN4vu_poly16(float32x4_t x, const float *c) {
    float32x4_t t1 = vdupq_n_f32(0.0f);
    float32x4_t t2 = vmulq_f32(t1, x);
    float t3 = c[0];
    float32x4_t t4 = vdupq_n_f32(t3);
    float32x4_t t5 = vaddq_f32(t2, t4);
    float32x4_t t6 = vdupq_n_f32(t3);
    float32x4_t t7 = vmulq_f32(t6, x);
    float32x4_t t8 = vmulq_f32(t7, x);
    float32x4_t t9 = vaddq_f32(t5, t8);
    float32x4_t t10 = vmulq_f32(t8, x);
    float32x4_t t11 = vaddq_f32(t9, t10);
    float32x4_t t12 = vmulq_f32(t10, x);
    float32x4_t t13 = vaddq_f32(t11, t12);
    float32x4_t t14 = vmulq_f32(t13, x);
    float t15 = c[1];
    float32x4_t t16 = vdupq_n_f32(t15);
    float32x4_t t17 = vaddq_f32(t14, t16);
    float32x4_t t18 = vdupq_n_f32(t15);
    float32x4_t t19 = vmulq_f32(t18, x);
    float32x4_t t20 = vmulq_f32(t19, x);
    float32x4_t t21 = vaddq_f32(t17, t20);
    float32x4_t t22 = vmulq_f32(t20, x);
    float32x4_t t23 = vaddq_f32(t21, t22);
    float32x4_t t24 = vmulq_f32(t22, x);
    float32x4_t t25 = vaddq_f32(t23, t24);
    float32x4_t t26 = vmulq_f32(t25, x);
    float t27 = c[2];
    float32x4_t t28 = vdupq_n_f32(t27);
    float32x4_t t29 = vaddq_f32(t26, t28);
    float32x4_t t30 = vdupq_n_f32(t27);
    float32x4_t t31 = vmulq_f32(t30, x);
    float32x4_t t32 = vmulq_f32(t31, x);
    float32x4_t t33 = vaddq_f32(t29, t32);
    float32x4_t t34 = vmulq_f32(t32, x);
    float32x4_t t35 = vaddq_f32(t33, t34);
    float32x4_t t36 = vmulq_f32(t34, x);
    float32x4_t t37 = vaddq_f32(t35, t36);
    float32x4_t t38 = vmulq_f32(t37, x);
    float t39 = c[3];
    float32x4_t t40 = vdupq_n_f32(t39);
    float32x4_t t41 = vaddq_f32(t38, t40);
    float32x4_t t42 = vdupq_n_f32(t39);
    float32x4_t t43 = vmulq_f32(t42, x);
    float32x4_t t44 = vmulq_f32(t43, x);
    float32x4_t t45 = vaddq_f32(t41, t44);
    float32x4_t t46 = vmulq_f32(t44, x);
    float32x4_t t47 = vaddq_f32(t45, t46);
    float32x4_t t48 = vmulq_f32(t46, x);
    float32x4_t t49 = vaddq_f32(t47, t48);
    float32x4_t t50 = vmulq_f32(t49, x);
    float t51 = c[4];
    float32x4_t t52 = vdupq_n_f32(t51);
    float32x4_t t53 = vaddq_f32(t50, t52);
    float32x4_t t54 = vdupq_n_f32(t51);
    float32x4_t t55 = vmulq_f32(t54, x);
    float32x4_t t56 = vmulq_f32(t55, x);
    float32x4_t t57 = vaddq_f32(t53, t56);
    float32x4_t t58 = vmulq_f32(t56, x);
    float32x4_t t59 = vaddq_f32(t57, t58);
    float32x4_t t60 = vmulq_f32(t58, x);
    float32x4_t t61 = vaddq_f32(t59, t60);
    float32x4_t t62 = vmulq_f32(t61, x);
    float t63 = c[5];
    float32x4_t t64 = vdupq_n_f32(t63);
    float32x4_t t65 = vaddq_f32(t62, t64);
    float32x4_t t66 = vdupq_n_f32(t63);
    float32x4_t t67 = vmulq_f32(t66, x);
    float32x4_t t68 = vmulq_f32(t67, x);
    float32x4_t t69 = vaddq_f32(t65, t68);
    float32x4_t t70 = vmulq_f32(t68, x);
    float32x4_t t71 = vaddq_f32(t69, t70);
    float32x4_t t72 = vmulq_f32(t70, x);
    float32x4_t t73 = vaddq_f32(t71, t72);
    float32x4_t t74 = vmulq_f32(t73, x);
    float t75 = c[6];
    float32x4_t t76 = vdupq_n_f32(t75);
    float32x4_t t77 = vaddq_f32(t74, t76);
    float32x4_t t78 = vdupq_n_f32(t75);
    float32x4_t t79 = vmulq_f32(t78, x);
    float32x4_t t80 = vmulq_f32(t79, x);
    float32x4_t t81 = vaddq_f32(t77, t80);
    float32x4_t t82 = vmulq_f32(t80, x);
    float32x4_t t83 = vaddq_f32(t81, t82);
    float32x4_t t84 = vmulq_f32(t82, x);
    float32x4_t t85 = vaddq_f32(t83, t84);
    float32x4_t t86 = vmulq_f32(t85, x);
    float t87 = c[7];
    float32x4_t t88 = vdupq_n_f32(t87);
    float32x4_t t89 = vaddq_f32(t86, t88);
    float32x4_t t90 = vdupq_n_f32(t87);
    float32x4_t t91 = vmulq_f32(t90, x);
    float32x4_t t92 = vmulq_f32(t91, x);
    float32x4_t t93 = vaddq_f32(t89, t92);
    float32x4_t t94 = vmulq_f32(t92, x);
    float32x4_t t95 = vaddq_f32(t93, t94);
    float32x4_t t96 = vmulq_f32(t94, x);
    float32x4_t t97 = vaddq_f32(t95, t96);
    float32x4_t t98 = vmulq_f32(t97, x);
    float t99 = c[8];
    float32x4_t t100 = vdupq_n_f32(t99);
    float32x4_t t101 = vaddq_f32(t98, t100);
    float32x4_t t102 = vdupq_n_f32(t99);
    float32x4_t t103 = vmulq_f32(t102, x);
    float32x4_t t104 = vmulq_f32(t103, x);
    float32x4_t t105 = vaddq_f32(t101, t104);
    float32x4_t t106 = vmulq_f32(t104, x);
    float32x4_t t107 = vaddq_f32(t105, t106);
    float32x4_t t108 = vmulq_f32(t106, x);
    float32x4_t t109 = vaddq_f32(t107, t108);
    float32x4_t t110 = vmulq_f32(t109, x);
    float t111 = c[9];
    float32x4_t t112 = vdupq_n_f32(t111);
    float32x4_t t113 = vaddq_f32(t110, t112);
    float32x4_t t114 = vdupq_n_f32(t111);
    float32x4_t t115 = vmulq_f32(t114, x);
    float32x4_t t116 = vmulq_f32(t115, x);
    float32x4_t t117 = vaddq_f32(t113, t116);
    float32x4_t t118 = vmulq_f32(t116, x);
    float32x4_t t119 = vaddq_f32(t117, t118);
    float32x4_t t120 = vmulq_f32(t118, x);
    float32x4_t t121 = vaddq_f32(t119, t120);
    float32x4_t t122 = vmulq_f32(t121, x);
    float t123 = c[10];
    float32x4_t t124 = vdupq_n_f32(t123);
    float32x4_t t125 = vaddq_f32(t122, t124);
    float32x4_t t126 = vdupq_n_f32(t123);
    float32x4_t t127 = vmulq_f32(t126, x);
    float32x4_t t128 = vmulq_f32(t127, x);
    float32x4_t t129 = vaddq_f32(t125, t128);
    float32x4_t t130 = vmulq_f32(t128, x);
    float32x4_t t131 = vaddq_f32(t129, t130);
    float32x4_t t132 = vmulq_f32(t130, x);
    float32x4_t t133 = vaddq_f32(t131, t132);
    float32x4_t t134 = vmulq_f32(t133, x);
    float t135 = c[11];
    float32x4_t t136 = vdupq_n_f32(t135);
    float32x4_t t137 = vaddq_f32(t134, t136);
    float32x4_t t138 = vdupq_n_f32(t135);
    float32x4_t t139 = vmulq_f32(t138, x);
    float32x4_t t140 = vmulq_f32(t139, x);
    float32x4_t t141 = vaddq_f32(t137, t140);
    float32x4_t t142 = vmulq_f32(t140, x);
    float32x4_t t143 = vaddq_f32(t141, t142);
    float32x4_t t144 = vmulq_f32(t142, x);
    float32x4_t t145 = vaddq_f32(t143, t144);
    float32x4_t t146 = vmulq_f32(t145, x);
    float t147 = c[12];
    float32x4_t t148 = vdupq_n_f32(t147);
    float32x4_t t149 = vaddq_f32(t146, t148);
    float32x4_t t150 = vdupq_n_f32(t147);
    float32x4_t t151 = vmulq_f32(t150, x);
    float32x4_t t152 = vmulq_f32(t151, x);
    float32x4_t t153 = vaddq_f32(t149, t152);
    float32x4_t t154 = vmulq_f32(t152, x);
    float32x4_t t155 = vaddq_f32(t153, t154);
    float32x4_t t156 = vmulq_f32(t154, x);
    float32x4_t t157 = vaddq_f32(t155, t156);
    float32x4_t t158 = vmulq_f32(t157, x);
    float t159 = c[13];
    float32x4_t t160 = vdupq_n_f32(t159);
    float32x4_t t161 = vaddq_f32(t158, t160);
    float32x4_t t162 = vdupq_n_f32(t159);
    float32x4_t t163 = vmulq_f32(t162, x);
    float32x4_t t164 = vmulq_f32(t163, x);
    float32x4_t t165 = vaddq_f32(t161, t164);
    float32x4_t t166 = vmulq_f32(t164, x);
    float32x4_t t167 = vaddq_f32(t165, t166);
    float32x4_t t168 = vmulq_f32(t166, x);
    float32x4_t t169 = vaddq_f32(t167, t168);
    float32x4_t t170 = vmulq_f32(t169, x);
    float t171 = c[14];
    float32x4_t t172 = vdupq_n_f32(t171);
    float32x4_t t173 = vaddq_f32(t170, t172);
    float32x4_t t174 = vdupq_n_f32(t171);
    float32x4_t t175 = vmulq_f32(t174, x);
    float32x4_t t176 = vmulq_f32(t175, x);
    float32x4_t t177 = vaddq_f32(t173, t176);
    float32x4_t t178 = vmulq_f32(t176, x);
    float32x4_t t179 = vaddq_f32(t177, t178);
    float32x4_t t180 = vmulq_f32(t178, x);
    float32x4_t t181 = vaddq_f32(t179, t180);
    float32x4_t t182 = vmulq_f32(t181, x);
    float t183 = c[15];
    float32x4_t t184 = vdupq_n_f32(t183);
    float32x4_t t185 = vaddq_f32(t182, t184);
    float32x4_t t186 = vdupq_n_f32(t183);
    float32x4_t t187 = vmulq_f32(t186, x);
    float32x4_t t188 = vmulq_f32(t187, x);
    float32x4_t t189 = vaddq_f32(t185, t188);
    float32x4_t t190 = vmulq_f32(t188, x);
    float32x4_t t191 = vaddq_f32(t189, t190);
    float32x4_t t192 = vmulq_f32(t190, x);
    float32x4_t t193 = vaddq_f32(t191, t192);
    float32x4_t t194 = vdupq_n_f32(0.0f);
    float32x4_t t195 = vmulq_f32(t194, t193);
    float32x4_t t196 = vdupq_n_f32(t3);
    float32x4_t t197 = vaddq_f32(t195, t196);
    float32x4_t t198 = vdupq_n_f32(t3);
    float32x4_t t199 = vmulq_f32(t198, t193);
    float32x4_t t200 = vmulq_f32(t199, t193);
    float32x4_t t201 = vaddq_f32(t197, t200);
    float32x4_t t202 = vmulq_f32(t200, t193);
    float32x4_t t203 = vaddq_f32(t201, t202);
    float32x4_t t204 = vmulq_f32(t202, t193);
    float32x4_t t205 = vaddq_f32(t203, t204);
    float32x4_t t206 = vmulq_f32(t205, t193);
    float32x4_t t207 = vdupq_n_f32(t15);
    float32x4_t t208 = vaddq_f32(t206, t207);
    float32x4_t t209 = vdupq_n_f32(t15);
    float32x4_t t210 = vmulq_f32(t209, t193);
    float32x4_t t211 = vmulq_f32(t210, t193);
    float32x4_t t212 = vaddq_f32(t208, t211);
    float32x4_t t213 = vmulq_f32(t211, t193);
    float32x4_t t214 = vaddq_f32(t212, t213);
    float32x4_t t215 = vmulq_f32(t213, t193);
    float32x4_t t216 = vaddq_f32(t214, t215);
    float32x4_t t217 = vmulq_f32(t216, t193);
    float32x4_t t218 = vdupq_n_f32(t27);
    float32x4_t t219 = vaddq_f32(t217, t218);
    float32x4_t t220 = vdupq_n_f32(t27);
    float32x4_t t221 = vmulq_f32(t220, t193);
    float32x4_t t222 = vmulq_f32(t221, t193);
    float32x4_t t223 = vaddq_f32(t219, t222);
    float32x4_t t224 = vmulq_f32(t222, t193);
    float32x4_t t225 = vaddq_f32(t223, t224);
    float32x4_t t226 = vmulq_f32(t224, t193);
    float32x4_t t227 = vaddq_f32(t225, t226);
    float32x4_t t228 = vmulq_f32(t227, t193);
    float32x4_t t229 = vdupq_n_f32(t39);
    float32x4_t t230 = vaddq_f32(t228, t229);
    float32x4_t t231 = vdupq_n_f32(t39);
    float32x4_t t232 = vmulq_f32(t231, t193);
    float32x4_t t233 = vmulq_f32(t232, t193);
    float32x4_t t234 = vaddq_f32(t230, t233);
    float32x4_t t235 = vmulq_f32(t233, t193);
    float32x4_t t236 = vaddq_f32(t234, t235);
    float32x4_t t237 = vmulq_f32(t235, t193);
    float32x4_t t238 = vaddq_f32(t236, t237);
    float32x4_t t239 = vmulq_f32(t238, t193);
    float32x4_t t240 = vdupq_n_f32(t51);
    float32x4_t t241 = vaddq_f32(t239, t240);
    float32x4_t t242 = vdupq_n_f32(t51);
    float32x4_t t243 = vmulq_f32(t242, t193);
    float32x4_t t244 = vmulq_f32(t243, t193);
    float32x4_t t245 = vaddq_f32(t241, t244);
    float32x4_t t246 = vmulq_f32(t244, t193);
    float32x4_t t247 = vaddq_f32(t245, t246);
    float32x4_t t248 = vmulq_f32(t246, t193);
    float32x4_t t249 = vaddq_f32(t247, t248);
    float32x4_t t250 = vmulq_f32(t249, t193);
    float32x4_t t251 = vdupq_n_f32(t63);
    float32x4_t t252 = vaddq_f32(t250, t251);
    float32x4_t t253 = vdupq_n_f32(t63);
    float32x4_t t254 = vmulq_f32(t253, t193);
    float32x4_t t255 = vmulq_f32(t254, t193);
    float32x4_t t256 = vaddq_f32(t252, t255);
    float32x4_t t257 = vmulq_f32(t255, t193);
    float32x4_t t258 = vaddq_f32(t256, t257);
    float32x4_t t259 = vmulq_f32(t257, t193);
    float32x4_t t260 = vaddq_f32(t258, t259);
    float32x4_t t261 = vmulq_f32(t260, t193);
    float32x4_t t262 = vdupq_n_f32(t75);
    float32x4_t t263 = vaddq_f32(t261, t262);
    float32x4_t t264 = vdupq_n_f32(t75);
    float32x4_t t265 = vmulq_f32(t264, t193);
    float32x4_t t266 = vmulq_f32(t265, t193);
    float32x4_t t267 = vaddq_f32(t263, t266);
    float32x4_t t268 = vmulq_f32(t266, t193);
    float32x4_t t269 = vaddq_f32(t267, t268);
    float32x4_t t270 = vmulq_f32(t268, t193);
    float32x4_t t271 = vaddq_f32(t269, t270);
    float32x4_t t272 = vmulq_f32(t271, t193);
    float32x4_t t273 = vdupq_n_f32(t87);
    float32x4_t t274 = vaddq_f32(t272, t273);
    float32x4_t t275 = vdupq_n_f32(t87);
    float32x4_t t276 = vmulq_f32(t275, t193);
    float32x4_t t277 = vmulq_f32(t276, t193);
    float32x4_t t278 = vaddq_f32(t274, t277);
    float32x4_t t279 = vmulq_f32(t277, t193);
    float32x4_t t280 = vaddq_f32(t278, t279);
    float32x4_t t281 = vmulq_f32(t279, t193);
    float32x4_t t282 = vaddq_f32(t280, t281);
    float32x4_t t283 = vmulq_f32(t282, t193);
    float32x4_t t284 = vdupq_n_f32(t99);
    float32x4_t t285 = vaddq_f32(t283, t284);
    float32x4_t t286 = vdupq_n_f32(t99);
    float32x4_t t287 = vmulq_f32(t286, t193);
    float32x4_t t288 = vmulq_f32(t287, t193);
    float32x4_t t289 = vaddq_f32(t285, t288);
    float32x4_t t290 = vmulq_f32(t288, t193);
    float32x4_t t291 = vaddq_f32(t289, t290);
    float32x4_t t292 = vmulq_f32(t290, t193);
    float32x4_t t293 = vaddq_f32(t291, t292);
    float32x4_t t294 = vmulq_f32(t293, t193);
    float32x4_t t295 = vdupq_n_f32(t111);
    float32x4_t t296 = vaddq_f32(t294, t295);
    float32x4_t t297 = vdupq_n_f32(t111);
    float32x4_t t298 = vmulq_f32(t297, t193);
    float32x4_t t299 = vmulq_f32(t298, t193);
    float32x4_t t300 = vaddq_f32(t296, t299);
    float32x4_t t301 = vmulq_f32(t299, t193);
    float32x4_t t302 = vaddq_f32(t300, t301);
    float32x4_t t303 = vmulq_f32(t301, t193);
    float32x4_t t304 = vaddq_f32(t302, t303);
    float32x4_t t305 = vmulq_f32(t304, t193);
    float32x4_t t306 = vdupq_n_f32(t123);
    float32x4_t t307 = vaddq_f32(t305, t306);
    float32x4_t t308 = vdupq_n_f32(t123);
    float32x4_t t309 = vmulq_f32(t308, t193);
    float32x4_t t310 = vmulq_f32(t309, t193);
    float32x4_t t311 = vaddq_f32(t307, t310);
    float32x4_t t312 = vmulq_f32(t310, t193);
    float32x4_t t313 = vaddq_f32(t311, t312);
    float32x4_t t314 = vmulq_f32(t312, t193);
    float32x4_t t315 = vaddq_f32(t313, t314);
    float32x4_t t316 = vmulq_f32(t315, t193);
    float32x4_t t317 = vdupq_n_f32(t135);
    float32x4_t t318 = vaddq_f32(t316, t317);
    float32x4_t t319 = vdupq_n_f32(t135);
    float32x4_t t320 = vmulq_f32(t319, t193);
    float32x4_t t321 = vmulq_f32(t320, t193);
    float32x4_t t322 = vaddq_f32(t318, t321);
    float32x4_t t323 = vmulq_f32(t321, t193);
    float32x4_t t324 = vaddq_f32(t322, t323);
    float32x4_t t325 = vmulq_f32(t323, t193);
    float32x4_t t326 = vaddq_f32(t324, t325);
    float32x4_t t327 = vmulq_f32(t326, t193);
    float32x4_t t328 = vdupq_n_f32(t147);
    float32x4_t t329 = vaddq_f32(t327, t328);
    float32x4_t t330 = vdupq_n_f32(t147);
    float32x4_t t331 = vmulq_f32(t330, t193);
    float32x4_t t332 = vmulq_f32(t331, t193);
    float32x4_t t333 = vaddq_f32(t329, t332);
    float32x4_t t334 = vmulq_f32(t332, t193);
    float32x4_t t335 = vaddq_f32(t333, t334);
    float32x4_t t336 = vmulq_f32(t334, t193);
    float32x4_t t337 = vaddq_f32(t335, t336);
    float32x4_t t338 = vmulq_f32(t337, t193);
    float32x4_t t339 = vdupq_n_f32(t159);
    float32x4_t t340 = vaddq_f32(t338, t339);
    float32x4_t t341 = vdupq_n_f32(t159);
    float32x4_t t342 = vmulq_f32(t341, t193);
    float32x4_t t343 = vmulq_f32(t342, t193);
    float32x4_t t344 = vaddq_f32(t340, t343);
    float32x4_t t345 = vmulq_f32(t343, t193);
    float32x4_t t346 = vaddq_f32(t344, t345);
    float32x4_t t347 = vmulq_f32(t345, t193);
    float32x4_t t348 = vaddq_f32(t346, t347);
    float32x4_t t349 = vmulq_f32(t348, t193);
    float32x4_t t350 = vdupq_n_f32(t171);
    float32x4_t t351 = vaddq_f32(t349, t350);
    float32x4_t t352 = vdupq_n_f32(t171);
    float32x4_t t353 = vmulq_f32(t352, t193);
    float32x4_t t354 = vmulq_f32(t353, t193);
    float32x4_t t355 = vaddq_f32(t351, t354);
    float32x4_t t356 = vmulq_f32(t354, t193);
    float32x4_t t357 = vaddq_f32(t355, t356);
    float32x4_t t358 = vmulq_f32(t356, t193);
    float32x4_t t359 = vaddq_f32(t357, t358);
    float32x4_t t360 = vmulq_f32(t359, t193);
    float32x4_t t361 = vdupq_n_f32(t183);
    float32x4_t t362 = vaddq_f32(t360, t361);
    float32x4_t t363 = vdupq_n_f32(t183);
    float32x4_t t364 = vmulq_f32(t363, t193);
    float32x4_t t365 = vmulq_f32(t364, t193);
    float32x4_t t366 = vaddq_f32(t362, t365);
    float32x4_t t367 = vmulq_f32(t365, t193);
    float32x4_t t368 = vaddq_f32(t366, t367);
    float32x4_t t369 = vmulq_f32(t367, t193);
    float32x4_t t370 = vaddq_f32(t368, t369);
    return t370;
}

void clamp_all(float *y, const float *x, int n, float lo, float hi) {
    int t7;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:39 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            float *t6 = y + i_vec_1;
            float32x4_t x_v = vld1q_f32(x + i_vec_1);
            float32x4_t t20 = vdupq_n_f32(lo);
            uint32x4_t t21 = vcltq_f32(x_v, t20);
            float32x4_t t22 = vdupq_n_f32(hi);
            uint32x4_t t23 = vcgtq_f32(x_v, t22);
            float32x4_t t24 = vdupq_n_f32(hi);
            float32x4_t t25 = vbslq_f32(t23, t24, x_v);
            float32x4_t t26 = vbslq_f32(t21, (float32x4_t)(vcc_v4_float){0}, t25);
            float32x4_t t27 = vdupq_n_f32(lo);
            float32x4_t t28 = vbslq_f32(t21, t27, t26);
            float32x4_t t17 = vmulq_f32(t28, vdupq_n_f32(2.0f));
            vst1q_f32(t6, t17);
            long t18 = i_vec_1 + 4L;
            float *t19 = y + t18;
            float32x4_t x_v_2 = vld1q_f32(x + t18);
            float32x4_t t42 = vdupq_n_f32(lo);
            uint32x4_t t43 = vcltq_f32(x_v_2, t42);
            float32x4_t t44 = vdupq_n_f32(hi);
            uint32x4_t t45 = vcgtq_f32(x_v_2, t44);
            float32x4_t t46 = vdupq_n_f32(hi);
            float32x4_t t47 = vbslq_f32(t45, t46, x_v_2);
            float32x4_t t48 = vbslq_f32(t43, (float32x4_t)(vcc_v4_float){0}, t47);
            float32x4_t t49 = vdupq_n_f32(lo);
            float32x4_t t50 = vbslq_f32(t43, t49, t48);
            float32x4_t t39 = vmulq_f32(t50, vdupq_n_f32(2.0f));
            vst1q_f32(t19, t39);
            long t40 = i_vec_1 + 8L;
            float *t41 = y + t40;
            float32x4_t x_v_3 = vld1q_f32(x + t40);
            float32x4_t t54 = vdupq_n_f32(lo);
            uint32x4_t t55 = vcltq_f32(x_v_3, t54);
            float32x4_t t56 = vdupq_n_f32(hi);
            uint32x4_t t57 = vcgtq_f32(x_v_3, t56);
            float32x4_t t58 = vdupq_n_f32(hi);
            float32x4_t t59 = vbslq_f32(t57, t58, x_v_3);
            float32x4_t t60 = vbslq_f32(t55, (float32x4_t)(vcc_v4_float){0}, t59);
            float32x4_t t61 = vdupq_n_f32(lo);
            float32x4_t t62 = vbslq_f32(t55, t61, t60);
            float32x4_t t51 = vmulq_f32(t62, vdupq_n_f32(2.0f));
            vst1q_f32(t41, t51);
            long t52 = i_vec_1 + 12L;
            float *t53 = y + t52;
            float32x4_t x_v_4 = vld1q_f32(x + t52);
            float32x4_t t64 = vdupq_n_f32(lo);
            uint32x4_t t65 = vcltq_f32(x_v_4, t64);
            float32x4_t t66 = vdupq_n_f32(hi);
            uint32x4_t t67 = vcgtq_f32(x_v_4, t66);
            float32x4_t t68 = vdupq_n_f32(hi);
            float32x4_t t69 = vbslq_f32(t67, t68, x_v_4);
            float32x4_t t70 = vbslq_f32(t65, (float32x4_t)(vcc_v4_float){0}, t69);
            float32x4_t t71 = vdupq_n_f32(lo);
            float32x4_t t72 = vbslq_f32(t65, t71, t70);
            float32x4_t t63 = vmulq_f32(t72, vdupq_n_f32(2.0f));
            vst1q_f32(t53, t63);
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
        /* vcc: loop at inline.c:39 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t13 = (long)t7 + i_vec;
            float *t14 = y + t13;
            float32x4_t x_v_1 = vld1q_f32(x + t13);
            float32x4_t t30 = vdupq_n_f32(lo);
            uint32x4_t t31 = vcltq_f32(x_v_1, t30);
            float32x4_t t32 = vdupq_n_f32(hi);
            uint32x4_t t33 = vcgtq_f32(x_v_1, t32);
            float32x4_t t34 = vdupq_n_f32(hi);
            float32x4_t t35 = vbslq_f32(t33, t34, x_v_1);
            float32x4_t t36 = vbslq_f32(t31, (float32x4_t)(vcc_v4_float){0}, t35);
            float32x4_t t37 = vdupq_n_f32(lo);
            float32x4_t t38 = vbslq_f32(t31, t37, t36);
            float32x4_t t29 = vmulq_f32(t38, vdupq_n_f32(2.0f));
            vst1q_f32(t14, t29);
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
        y[t15] = clampf(t16, lo, hi) * 2.0f;
    }
}

void count_all(int *y, const int *x, int n, int limit) {
    int32x4_t t9;
    uint32x4_t t11;
    int32x4_t t12;
    int32x4_t t13;
    int32x4_t t14;
    uint32x4_t t16;
    int32x4_t t17;
    int32x4_t t18;
    int32x4_t t19;
    uint32x4_t t21;
    int32x4_t t22;
    int32x4_t t23;
    int32x4_t t24;
    uint32x4_t t26;
    int32x4_t t27;
    int32x4_t t28;
    int32x4_t t31;
    long t34;
    unsigned long t35;
    unsigned long t36;
    long t37;
    int t42;
    long t43;
    unsigned long t44;
    unsigned long t45;
    long t46;
    int i;
    int t102;
    int t103;
    int32x4_t t104;
    int t128;
    int t129;
    int32x4_t t130;
    int t154;
    int t155;
    int32x4_t t156;
    int t180;
    int t181;
    int32x4_t t182;
    t34 = (long)n;
    t35 = (unsigned long)y;
    t36 = (unsigned long)x;
    t37 = (long)((unsigned long)y - (unsigned long)x);
    if ((t34 >= 16L) & (((t35 + (unsigned long)(4L + (t34 - 1L) * 4L)) <= t36) | ((t36 + (unsigned long)(4L + (t34 - 1L) * 4L)) <= t35) | ((t37 <= 0L) | (t37 >= 64L)))) {
        long t38 = t34 & -16L;
        int32x4_t t39 = vdupq_n_s32(0);
        uint32x4_t t40 = vreinterpretq_u32_s32(t39);
        uint32x4_t i_v = vaddq_u32(t40, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:45 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        for (;;) {
            int32x4_t i_v_2 = vreinterpretq_s32_u32(i_v);
            int *t41 = y + i_vec_1;
            int32x4_t t2 = vld1q_s32(x + i_vec_1);
            uint32x4_t t1 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t54 = i_vec_1 + 4L;
            uint32x4_t t55 = vaddq_u32(i_v, vdupq_n_u32(4));
            int32x4_t i_v_4 = vreinterpretq_s32_u32(t55);
            int *t56 = y + t54;
            int32x4_t t4 = vld1q_s32(x + t54);
            uint32x4_t t3 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t57 = i_vec_1 + 8L;
            uint32x4_t t58 = vaddq_u32(i_v, vdupq_n_u32(8));
            int32x4_t i_v_5 = vreinterpretq_s32_u32(t58);
            int *t59 = y + t57;
            int32x4_t t6 = vld1q_s32(x + t57);
            uint32x4_t t5 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            long t60 = i_vec_1 + 12L;
            uint32x4_t t61 = vaddq_u32(i_v, vdupq_n_u32(12));
            int32x4_t i_v_6 = vreinterpretq_s32_u32(t61);
            int *t62 = y + t60;
            int32x4_t t8 = vld1q_s32(x + t60);
            uint32x4_t t7 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t63 = 0;
            int32x4_t t64 = (int32x4_t)(vcc_v4_int){0};
            int t65 = 1;
            int32x4_t t66 = (int32x4_t)(vcc_v4_int){0};
            int t67 = 0;
            int32x4_t t68 = (int32x4_t)(vcc_v4_int){0};
            int t69 = 1;
            int32x4_t t70 = (int32x4_t)(vcc_v4_int){0};
            int t71 = 0;
            int32x4_t t72 = (int32x4_t)(vcc_v4_int){0};
            int t73 = 1;
            int32x4_t t74 = (int32x4_t)(vcc_v4_int){0};
            int t75 = 0;
            int32x4_t t76 = (int32x4_t)(vcc_v4_int){0};
            int t77 = 1;
            int32x4_t t78 = (int32x4_t)(vcc_v4_int){0};
            for (;;) {
                if (t65) {
                    int32x4_t t79 = vdupq_n_s32(1);
                    uint32x4_t t80 = vcgtq_s32(t2, t79);
                    uint32x4_t t81 = vandq_u32(t1, t80);
                    int32x4_t t82 = vdupq_n_s32((t63 < limit) != 0);
                    uint32x4_t t83 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t82 != (vcc_v4_int){0});
                    t11 = vandq_u32(t81, t83);
                    int32x4_t t84 = vdupq_n_s32(1);
                    int32x4_t t85 = vandq_s32(t2, t84);
                    uint32x4_t t86 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t85 != (vcc_v4_int){0});
                    uint32x4_t t87 = vmvnq_u32(t86);
                    uint32x4_t t10 = vandq_u32(t11, t87);
                    if ((vmaxvq_u32(t10) != 0)) {
                        int32x4_t t88 = vdupq_n_s32(2);
                        int32x4_t t89 = vdupq_n_s32(1);
                        int32x4_t t90 = vbslq_s32(t10, t88, t89);
                        t9 = (int32x4_t)((vcc_v4_int)t2 / (vcc_v4_int)t90);
                    } else {
                        t9 = (int32x4_t)(vcc_v4_int){0};
                        t10 = (uint32x4_t)(vcc_m4){0};
                    }
                    int32x4_t t91 = vdupq_n_s32(3);
                    uint32x4_t t92 = vreinterpretq_u32_s32(t91);
                    uint32x4_t t93 = vreinterpretq_u32_s32(t2);
                    uint32x4_t t94 = vmulq_u32(t92, t93);
                    int32x4_t t95 = vreinterpretq_s32_u32(t94);
                    int32x4_t t96 = vdupq_n_s32(1);
                    uint32x4_t t97 = vreinterpretq_u32_s32(t95);
                    uint32x4_t t98 = vreinterpretq_u32_s32(t96);
                    uint32x4_t t99 = vaddq_u32(t97, t98);
                    int32x4_t t100 = vreinterpretq_s32_u32(t99);
                    t12 = vbslq_s32(t10, t9, t100);
                    int32x4_t t101 = vdupq_n_s32(t63);
                    t13 = vbslq_s32(t1, t101, t64);
                    if ((vmaxvq_u32(t11) != 0)) {
                        t102 = t63 + 1;
                        t103 = 1;
                        t104 = t66;
                    } else {
                        t11 = t1;
                        t12 = t2;
                        t102 = t63;
                        t103 = 0;
                        t104 = t13;
                        t13 = t64;
                    }
                } else {
                    t11 = t1;
                    t12 = t2;
                    t102 = t63;
                    t13 = t64;
                    t103 = 0;
                    t104 = t66;
                }
                if (t69) {
                    int32x4_t t105 = vdupq_n_s32(1);
                    uint32x4_t t106 = vcgtq_s32(t4, t105);
                    uint32x4_t t107 = vandq_u32(t3, t106);
                    int32x4_t t108 = vdupq_n_s32((t67 < limit) != 0);
                    uint32x4_t t109 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t108 != (vcc_v4_int){0});
                    t16 = vandq_u32(t107, t109);
                    int32x4_t t110 = vdupq_n_s32(1);
                    int32x4_t t111 = vandq_s32(t4, t110);
                    uint32x4_t t112 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t111 != (vcc_v4_int){0});
                    uint32x4_t t113 = vmvnq_u32(t112);
                    uint32x4_t t15 = vandq_u32(t16, t113);
                    if ((vmaxvq_u32(t15) != 0)) {
                        int32x4_t t114 = vdupq_n_s32(2);
                        int32x4_t t115 = vdupq_n_s32(1);
                        int32x4_t t116 = vbslq_s32(t15, t114, t115);
                        t14 = (int32x4_t)((vcc_v4_int)t4 / (vcc_v4_int)t116);
                    } else {
                        t14 = (int32x4_t)(vcc_v4_int){0};
                        t15 = (uint32x4_t)(vcc_m4){0};
                    }
                    int32x4_t t117 = vdupq_n_s32(3);
                    uint32x4_t t118 = vreinterpretq_u32_s32(t117);
                    uint32x4_t t119 = vreinterpretq_u32_s32(t4);
                    uint32x4_t t120 = vmulq_u32(t118, t119);
                    int32x4_t t121 = vreinterpretq_s32_u32(t120);
                    int32x4_t t122 = vdupq_n_s32(1);
                    uint32x4_t t123 = vreinterpretq_u32_s32(t121);
                    uint32x4_t t124 = vreinterpretq_u32_s32(t122);
                    uint32x4_t t125 = vaddq_u32(t123, t124);
                    int32x4_t t126 = vreinterpretq_s32_u32(t125);
                    t17 = vbslq_s32(t15, t14, t126);
                    int32x4_t t127 = vdupq_n_s32(t67);
                    t18 = vbslq_s32(t3, t127, t68);
                    if ((vmaxvq_u32(t16) != 0)) {
                        t128 = t67 + 1;
                        t129 = 1;
                        t130 = t70;
                    } else {
                        t16 = t3;
                        t17 = t4;
                        t128 = t67;
                        t129 = 0;
                        t130 = t18;
                        t18 = t68;
                    }
                } else {
                    t16 = t3;
                    t17 = t4;
                    t128 = t67;
                    t18 = t68;
                    t129 = 0;
                    t130 = t70;
                }
                if (t73) {
                    int32x4_t t131 = vdupq_n_s32(1);
                    uint32x4_t t132 = vcgtq_s32(t6, t131);
                    uint32x4_t t133 = vandq_u32(t5, t132);
                    int32x4_t t134 = vdupq_n_s32((t71 < limit) != 0);
                    uint32x4_t t135 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t134 != (vcc_v4_int){0});
                    t21 = vandq_u32(t133, t135);
                    int32x4_t t136 = vdupq_n_s32(1);
                    int32x4_t t137 = vandq_s32(t6, t136);
                    uint32x4_t t138 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t137 != (vcc_v4_int){0});
                    uint32x4_t t139 = vmvnq_u32(t138);
                    uint32x4_t t20 = vandq_u32(t21, t139);
                    if ((vmaxvq_u32(t20) != 0)) {
                        int32x4_t t140 = vdupq_n_s32(2);
                        int32x4_t t141 = vdupq_n_s32(1);
                        int32x4_t t142 = vbslq_s32(t20, t140, t141);
                        t19 = (int32x4_t)((vcc_v4_int)t6 / (vcc_v4_int)t142);
                    } else {
                        t19 = (int32x4_t)(vcc_v4_int){0};
                        t20 = (uint32x4_t)(vcc_m4){0};
                    }
                    int32x4_t t143 = vdupq_n_s32(3);
                    uint32x4_t t144 = vreinterpretq_u32_s32(t143);
                    uint32x4_t t145 = vreinterpretq_u32_s32(t6);
                    uint32x4_t t146 = vmulq_u32(t144, t145);
                    int32x4_t t147 = vreinterpretq_s32_u32(t146);
                    int32x4_t t148 = vdupq_n_s32(1);
                    uint32x4_t t149 = vreinterpretq_u32_s32(t147);
                    uint32x4_t t150 = vreinterpretq_u32_s32(t148);
                    uint32x4_t t151 = vaddq_u32(t149, t150);
                    int32x4_t t152 = vreinterpretq_s32_u32(t151);
                    t22 = vbslq_s32(t20, t19, t152);
                    int32x4_t t153 = vdupq_n_s32(t71);
                    t23 = vbslq_s32(t5, t153, t72);
                    if ((vmaxvq_u32(t21) != 0)) {
                        t154 = t71 + 1;
                        t155 = 1;
                        t156 = t74;
                    } else {
                        t21 = t5;
                        t22 = t6;
                        t154 = t71;
                        t155 = 0;
                        t156 = t23;
                        t23 = t72;
                    }
                } else {
                    t21 = t5;
                    t22 = t6;
                    t154 = t71;
                    t23 = t72;
                    t155 = 0;
                    t156 = t74;
                }
                if (t77) {
                    int32x4_t t157 = vdupq_n_s32(1);
                    uint32x4_t t158 = vcgtq_s32(t8, t157);
                    uint32x4_t t159 = vandq_u32(t7, t158);
                    int32x4_t t160 = vdupq_n_s32((t75 < limit) != 0);
                    uint32x4_t t161 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t160 != (vcc_v4_int){0});
                    t26 = vandq_u32(t159, t161);
                    int32x4_t t162 = vdupq_n_s32(1);
                    int32x4_t t163 = vandq_s32(t8, t162);
                    uint32x4_t t164 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t163 != (vcc_v4_int){0});
                    uint32x4_t t165 = vmvnq_u32(t164);
                    uint32x4_t t25 = vandq_u32(t26, t165);
                    if ((vmaxvq_u32(t25) != 0)) {
                        int32x4_t t166 = vdupq_n_s32(2);
                        int32x4_t t167 = vdupq_n_s32(1);
                        int32x4_t t168 = vbslq_s32(t25, t166, t167);
                        t24 = (int32x4_t)((vcc_v4_int)t8 / (vcc_v4_int)t168);
                    } else {
                        t24 = (int32x4_t)(vcc_v4_int){0};
                        t25 = (uint32x4_t)(vcc_m4){0};
                    }
                    int32x4_t t169 = vdupq_n_s32(3);
                    uint32x4_t t170 = vreinterpretq_u32_s32(t169);
                    uint32x4_t t171 = vreinterpretq_u32_s32(t8);
                    uint32x4_t t172 = vmulq_u32(t170, t171);
                    int32x4_t t173 = vreinterpretq_s32_u32(t172);
                    int32x4_t t174 = vdupq_n_s32(1);
                    uint32x4_t t175 = vreinterpretq_u32_s32(t173);
                    uint32x4_t t176 = vreinterpretq_u32_s32(t174);
                    uint32x4_t t177 = vaddq_u32(t175, t176);
                    int32x4_t t178 = vreinterpretq_s32_u32(t177);
                    t27 = vbslq_s32(t25, t24, t178);
                    int32x4_t t179 = vdupq_n_s32(t75);
                    t28 = vbslq_s32(t7, t179, t76);
                    if ((vmaxvq_u32(t26) != 0)) {
                        t180 = t75 + 1;
                        t181 = 1;
                        t182 = t78;
                    } else {
                        t26 = t7;
                        t27 = t8;
                        t180 = t75;
                        t181 = 0;
                        t182 = t28;
                        t28 = t76;
                    }
                } else {
                    t26 = t7;
                    t27 = t8;
                    t180 = t75;
                    t28 = t76;
                    t181 = 0;
                    t182 = t78;
                }
                if (!(t103 | t129 | t155 | t181)) {
                    int32x4_t t183 = vaddq_s32(t104, i_v_2);
                    vst1q_s32(t41, t183);
                    int32x4_t t184 = vaddq_s32(t130, i_v_4);
                    vst1q_s32(t56, t184);
                    int32x4_t t185 = vaddq_s32(t156, i_v_5);
                    vst1q_s32(t59, t185);
                    int32x4_t t213 = vaddq_s32(t182, i_v_6);
                    vst1q_s32(t62, t213);
                    i_vec_1 += 16L;
                    i_v = vaddq_u32(i_v, vdupq_n_u32(16));
                    if (i_vec_1 < t38) {
                        break;
                    }
                    t42 = (int)t38;
                    goto L214;
                }
                t1 = t11;
                t2 = t12;
                t63 = t102;
                t64 = t13;
                t65 = t103;
                t66 = t104;
                t3 = t16;
                t4 = t17;
                t67 = t128;
                t68 = t18;
                t69 = t129;
                t70 = t130;
                t5 = t21;
                t6 = t22;
                t71 = t154;
                t72 = t23;
                t73 = t155;
                t74 = t156;
                t7 = t26;
                t8 = t27;
                t75 = t180;
                t76 = t28;
                t77 = t181;
                t78 = t182;
            }
        }
    } else {
        t42 = 0;
    }
L214:
    t43 = (long)n + (long)t42 * -1L;
    t44 = (unsigned long)y;
    t45 = (unsigned long)x;
    t46 = (long)((unsigned long)y + (unsigned long)((long)t42 * 4L) - ((unsigned long)x + (unsigned long)((long)t42 * 4L)));
    if ((t43 >= 4L) & (((t44 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t45 + (unsigned long)((long)t42 * 4L))) | ((t45 + (unsigned long)((long)t42 * 4L + 4L + (t43 - 1L) * 4L)) <= (t44 + (unsigned long)((long)t42 * 4L))) | ((t46 <= 0L) | (t46 >= 16L)))) {
        long t47 = t43 & -4L;
        int32x4_t t48 = vdupq_n_s32(t42);
        uint32x4_t t49 = vreinterpretq_u32_s32(t48);
        uint32x4_t i_v_1 = vaddq_u32(t49, ((uint32x4_t)(vcc_v4_uint){0U, 1U, 2U, 3U}));
        long i_vec = 0L;
        /* vcc: loop at inline.c:45 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        for (;;) {
            long t50 = (long)t42 + i_vec;
            int32x4_t i_v_3 = vreinterpretq_s32_u32(i_v_1);
            int *t51 = y + t50;
            int32x4_t t30 = vld1q_s32(x + t50);
            uint32x4_t t29 = (uint32x4_t)(vcc_m4)((vcc_v4_int)vdupq_n_s32(1) != (vcc_v4_int){0});
            int t187 = 0;
            int32x4_t t33 = (int32x4_t)(vcc_v4_int){0};
            for (;;) {
                int32x4_t t188 = vdupq_n_s32(1);
                uint32x4_t t189 = vcgtq_s32(t30, t188);
                uint32x4_t t190 = vandq_u32(t29, t189);
                int32x4_t t191 = vdupq_n_s32((t187 < limit) != 0);
                uint32x4_t t192 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t191 != (vcc_v4_int){0});
                uint32x4_t t193 = vandq_u32(t190, t192);
                int32x4_t t194 = vdupq_n_s32(1);
                int32x4_t t195 = vandq_s32(t30, t194);
                uint32x4_t t196 = (uint32x4_t)(vcc_m4)((vcc_v4_int)t195 != (vcc_v4_int){0});
                uint32x4_t t197 = vmvnq_u32(t196);
                uint32x4_t t32 = vandq_u32(t193, t197);
                if ((vmaxvq_u32(t32) != 0)) {
                    int32x4_t t198 = vdupq_n_s32(2);
                    int32x4_t t199 = vdupq_n_s32(1);
                    int32x4_t t200 = vbslq_s32(t32, t198, t199);
                    t31 = (int32x4_t)((vcc_v4_int)t30 / (vcc_v4_int)t200);
                } else {
                    t31 = (int32x4_t)(vcc_v4_int){0};
                    t32 = (uint32x4_t)(vcc_m4){0};
                }
                int32x4_t t201 = vdupq_n_s32(3);
                uint32x4_t t202 = vreinterpretq_u32_s32(t201);
                uint32x4_t t203 = vreinterpretq_u32_s32(t30);
                uint32x4_t t204 = vmulq_u32(t202, t203);
                int32x4_t t205 = vreinterpretq_s32_u32(t204);
                int32x4_t t206 = vdupq_n_s32(1);
                uint32x4_t t207 = vreinterpretq_u32_s32(t205);
                uint32x4_t t208 = vreinterpretq_u32_s32(t206);
                uint32x4_t t209 = vaddq_u32(t207, t208);
                int32x4_t t210 = vreinterpretq_s32_u32(t209);
                int32x4_t t211 = vbslq_s32(t32, t31, t210);
                int32x4_t t212 = vdupq_n_s32(t187);
                t33 = vbslq_s32(t29, t212, t33);
                if (!(vmaxvq_u32(t193) != 0)) {
                    int32x4_t t186 = vaddq_s32(t33, i_v_3);
                    vst1q_s32(t51, t186);
                    i_vec += 4L;
                    i_v_1 = vaddq_u32(i_v_1, vdupq_n_u32(4));
                    if (i_vec < t47) {
                        break;
                    }
                    i = (int)((long)t42 + t47);
                    goto L215;
                }
                t29 = t193;
                t30 = t211;
                t187++;
            }
        }
    } else {
        i = t42;
    }
L215:
    for (; i < n; i++) {
        long t52 = (long)i;
        int t53 = x[t52];
        y[t52] = count(t53, limit) + i;
    }
}

void poly_all(float *y, const float *x, int n, const float *c) {
    int t13;
    int i;
    long t1 = (long)n;
    unsigned long t2 = (unsigned long)y;
    unsigned long t3 = (unsigned long)x;
    long t4 = (long)((unsigned long)y - (unsigned long)x);
    if ((t1 >= 16L) & (((t2 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t3) | ((t3 + (unsigned long)(4L + (t1 - 1L) * 4L)) <= t2) | ((t4 <= 0L) | (t4 >= 64L)))) {
        long t5 = t1 & -16L;
        long i_vec = 0L;
        /* vcc: loop at inline.c:51 vectorized: VF 4, UF 4, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), vector epilogue VF 4, scalar epilogue */
        do {
            float32x4_t x_v = vld1q_f32(x + i_vec);
            float32x4_t t6 = _ZGVnN4vu_poly16(x_v, c);
            vst1q_f32(y + i_vec, t6);
            long t7 = i_vec + 4L;
            float32x4_t x_v_1 = vld1q_f32(x + t7);
            float32x4_t t8 = _ZGVnN4vu_poly16(x_v_1, c);
            vst1q_f32(y + t7, t8);
            long t9 = i_vec + 8L;
            float32x4_t x_v_2 = vld1q_f32(x + t9);
            float32x4_t t10 = _ZGVnN4vu_poly16(x_v_2, c);
            vst1q_f32(y + t9, t10);
            long t11 = i_vec + 12L;
            float32x4_t x_v_3 = vld1q_f32(x + t11);
            float32x4_t t12 = _ZGVnN4vu_poly16(x_v_3, c);
            vst1q_f32(y + t11, t12);
            i_vec += 16L;
        } while (i_vec < t5);
        t13 = (int)t5;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)y;
    unsigned long t16 = (unsigned long)x;
    long t17 = (long)((unsigned long)y + (unsigned long)((long)t13 * 4L) - ((unsigned long)x + (unsigned long)((long)t13 * 4L)));
    if ((t14 >= 4L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))) | ((t17 <= 0L) | (t17 >= 16L)))) {
        long t18 = t14 & -4L;
        long i_vec_1 = 0L;
        /* vcc: loop at inline.c:51 vector epilogue: VF 4, UF 1, run-time check: `y` and `x` do not overlap (or overlap only in the order the vector loop keeps), scalar epilogue */
        do {
            long t19 = (long)t13 + i_vec_1;
            float32x4_t x_v_4 = vld1q_f32(x + t19);
            float32x4_t t20 = _ZGVnN4vu_poly16(x_v_4, c);
            vst1q_f32(y + t19, t20);
            i_vec_1 += 4L;
        } while (i_vec_1 < t18);
        i = (int)((long)t13 + t18);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = x[t21];
        y[t21] = poly16(t22, c);
    }
}

int main(void) {
    float x[45];
    float y[45];
    float c[16];
    int a[45];
    int b[45];
    int32x4_t t6 = vdupq_n_s32(0);
    int32x4_t t7 = vaddq_s32(t6, ((int32x4_t)(vcc_v4_int){0, 1, 2, 3}));
    uint32x4_t t8 = vreinterpretq_u32_s32(t7);
    uint32x4_t t9 = vsubq_u32(t8, vdupq_n_u32(5));
    uint32x4_t t10 = vminq_u32(t8, t9);
    int32x4_t t1 = vreinterpretq_s32_u32(t10);
    long k_vec = 0L;
    /* vcc: loop at inline.c:58 vectorized: VF 4, UF 4, the remainder at 59:32 by 5 kept as a running remainder (guard: dividend not negative), scalar epilogue */
    do {
        float32x4_t t11 = vcvtq_f32_s32(t1);
        float32x4_t t12 = vmulq_f32(vdupq_n_f32(0.125f), t11);
        float32x4_t t13 = vsubq_f32(t12, vdupq_n_f32(0.25f));
        vst1q_f32(&c[k_vec], t13);
        int32x4_t t14 = vaddq_s32(t1, vdupq_n_s32(4));
        uint32x4_t t15 = vreinterpretq_u32_s32(t14);
        uint32x4_t t16 = vsubq_u32(t15, vdupq_n_u32(5));
        uint32x4_t t17 = vminq_u32(t15, t16);
        int32x4_t t18 = vreinterpretq_s32_u32(t17);
        float32x4_t t19 = vcvtq_f32_s32(t18);
        float32x4_t t20 = vmulq_f32(vdupq_n_f32(0.125f), t19);
        float32x4_t t21 = vsubq_f32(t20, vdupq_n_f32(0.25f));
        vst1q_f32(&c[k_vec + 4L], t21);
        int32x4_t t22 = vaddq_s32(t1, vdupq_n_s32(3));
        uint32x4_t t23 = vreinterpretq_u32_s32(t22);
        uint32x4_t t24 = vsubq_u32(t23, vdupq_n_u32(5));
        uint32x4_t t25 = vminq_u32(t23, t24);
        int32x4_t t26 = vreinterpretq_s32_u32(t25);
        float32x4_t t27 = vcvtq_f32_s32(t26);
        float32x4_t t28 = vmulq_f32(vdupq_n_f32(0.125f), t27);
        float32x4_t t29 = vsubq_f32(t28, vdupq_n_f32(0.25f));
        vst1q_f32(&c[k_vec + 8L], t29);
        int32x4_t t30 = vaddq_s32(t1, vdupq_n_s32(2));
        uint32x4_t t31 = vreinterpretq_u32_s32(t30);
        uint32x4_t t32 = vsubq_u32(t31, vdupq_n_u32(5));
        uint32x4_t t33 = vminq_u32(t31, t32);
        int32x4_t t34 = vreinterpretq_s32_u32(t33);
        float32x4_t t35 = vcvtq_f32_s32(t34);
        float32x4_t t36 = vmulq_f32(vdupq_n_f32(0.125f), t35);
        float32x4_t t37 = vsubq_f32(t36, vdupq_n_f32(0.25f));
        vst1q_f32(&c[k_vec + 12L], t37);
        k_vec += 16L;
        int32x4_t t38 = vaddq_s32(t1, vdupq_n_s32(1));
        uint32x4_t t39 = vreinterpretq_u32_s32(t38);
        uint32x4_t t40 = vsubq_u32(t39, vdupq_n_u32(5));
        uint32x4_t t41 = vminq_u32(t39, t40);
        t1 = vreinterpretq_s32_u32(t41);
    } while (k_vec < 16L);
    int32x4_t t42 = vdupq_n_s32(0);
    int32x4_t t43 = vaddq_s32(t42, ((int32x4_t)(vcc_v4_int){0, 14, 5, 19}));
    uint32x4_t t44 = vreinterpretq_u32_s32(t43);
    uint32x4_t t45 = vsubq_u32(t44, vdupq_n_u32(23));
    uint32x4_t t46 = vminq_u32(t44, t45);
    int32x4_t t2 = vreinterpretq_s32_u32(t46);
    int32x4_t t47 = vdupq_n_s32(0);
    int32x4_t t48 = vaddq_s32(t47, ((int32x4_t)(vcc_v4_int){0, 53, 9, 62}));
    uint32x4_t t49 = vreinterpretq_u32_s32(t48);
    uint32x4_t t50 = vsubq_u32(t49, vdupq_n_u32(97));
    uint32x4_t t51 = vminq_u32(t49, t50);
    int32x4_t t3 = vreinterpretq_s32_u32(t51);
    long i_vec = 0L;
    /* vcc: loop at inline.c:60 vectorized: VF 4, UF 4, the remainder at 61:23 by 23 kept as a running remainder (guard: dividend not negative), the remainder at 62:16 by 97 kept as a running remainder (guard: dividend not negative), vector epilogue VF 4, scalar epilogue */
    do {
        float32x4_t t52 = vcvtq_f32_s32(t2);
        float32x4_t t53 = vmulq_f32(t52, vdupq_n_f32(0.25f));
        float32x4_t t54 = vsubq_f32(t53, vdupq_n_f32(2.0f));
        vst1q_f32(&x[i_vec], t54);
        int32x4_t t55 = vaddq_s32(t3, vdupq_n_s32(1));
        vst1q_s32(&a[i_vec], t55);
        long t56 = i_vec + 4L;
        int32x4_t t57 = vaddq_s32(t2, vdupq_n_s32(10));
        uint32x4_t t58 = vreinterpretq_u32_s32(t57);
        uint32x4_t t59 = vsubq_u32(t58, vdupq_n_u32(23));
        uint32x4_t t60 = vminq_u32(t58, t59);
        int32x4_t t61 = vreinterpretq_s32_u32(t60);
        float32x4_t t62 = vcvtq_f32_s32(t61);
        float32x4_t t63 = vmulq_f32(t62, vdupq_n_f32(0.25f));
        float32x4_t t64 = vsubq_f32(t63, vdupq_n_f32(2.0f));
        vst1q_f32(&x[t56], t64);
        int32x4_t t65 = vaddq_s32(t3, vdupq_n_s32(18));
        uint32x4_t t66 = vreinterpretq_u32_s32(t65);
        uint32x4_t t67 = vsubq_u32(t66, vdupq_n_u32(97));
        uint32x4_t t68 = vminq_u32(t66, t67);
        int32x4_t t69 = vreinterpretq_s32_u32(t68);
        int32x4_t t70 = vaddq_s32(t69, vdupq_n_s32(1));
        vst1q_s32(&a[t56], t70);
        long t71 = i_vec + 8L;
        int32x4_t t72 = vaddq_s32(t2, vdupq_n_s32(20));
        uint32x4_t t73 = vreinterpretq_u32_s32(t72);
        uint32x4_t t74 = vsubq_u32(t73, vdupq_n_u32(23));
        uint32x4_t t75 = vminq_u32(t73, t74);
        int32x4_t t76 = vreinterpretq_s32_u32(t75);
        float32x4_t t77 = vcvtq_f32_s32(t76);
        float32x4_t t78 = vmulq_f32(t77, vdupq_n_f32(0.25f));
        float32x4_t t79 = vsubq_f32(t78, vdupq_n_f32(2.0f));
        vst1q_f32(&x[t71], t79);
        int32x4_t t80 = vaddq_s32(t3, vdupq_n_s32(36));
        uint32x4_t t81 = vreinterpretq_u32_s32(t80);
        uint32x4_t t82 = vsubq_u32(t81, vdupq_n_u32(97));
        uint32x4_t t83 = vminq_u32(t81, t82);
        int32x4_t t84 = vreinterpretq_s32_u32(t83);
        int32x4_t t85 = vaddq_s32(t84, vdupq_n_s32(1));
        vst1q_s32(&a[t71], t85);
        long t86 = i_vec + 12L;
        int32x4_t t87 = vaddq_s32(t2, vdupq_n_s32(7));
        uint32x4_t t88 = vreinterpretq_u32_s32(t87);
        uint32x4_t t89 = vsubq_u32(t88, vdupq_n_u32(23));
        uint32x4_t t90 = vminq_u32(t88, t89);
        int32x4_t t91 = vreinterpretq_s32_u32(t90);
        float32x4_t t92 = vcvtq_f32_s32(t91);
        float32x4_t t93 = vmulq_f32(t92, vdupq_n_f32(0.25f));
        float32x4_t t94 = vsubq_f32(t93, vdupq_n_f32(2.0f));
        vst1q_f32(&x[t86], t94);
        int32x4_t t95 = vaddq_s32(t3, vdupq_n_s32(54));
        uint32x4_t t96 = vreinterpretq_u32_s32(t95);
        uint32x4_t t97 = vsubq_u32(t96, vdupq_n_u32(97));
        uint32x4_t t98 = vminq_u32(t96, t97);
        int32x4_t t99 = vreinterpretq_s32_u32(t98);
        int32x4_t t100 = vaddq_s32(t99, vdupq_n_s32(1));
        vst1q_s32(&a[t86], t100);
        i_vec += 16L;
        int32x4_t t101 = vaddq_s32(t2, vdupq_n_s32(17));
        uint32x4_t t102 = vreinterpretq_u32_s32(t101);
        uint32x4_t t103 = vsubq_u32(t102, vdupq_n_u32(23));
        uint32x4_t t104 = vminq_u32(t102, t103);
        t2 = vreinterpretq_s32_u32(t104);
        int32x4_t t105 = vaddq_s32(t3, vdupq_n_s32(72));
        uint32x4_t t106 = vreinterpretq_u32_s32(t105);
        uint32x4_t t107 = vsubq_u32(t106, vdupq_n_u32(97));
        uint32x4_t t108 = vminq_u32(t106, t107);
        t3 = vreinterpretq_s32_u32(t108);
    } while (i_vec < 32L);
    int32x4_t t109 = vdupq_n_s32(11);
    int32x4_t t110 = vaddq_s32(t109, ((int32x4_t)(vcc_v4_int){0, 14, 5, 19}));
    uint32x4_t t111 = vreinterpretq_u32_s32(t110);
    uint32x4_t t112 = vsubq_u32(t111, vdupq_n_u32(23));
    uint32x4_t t113 = vminq_u32(t111, t112);
    int32x4_t t4 = vreinterpretq_s32_u32(t113);
    int32x4_t t114 = vdupq_n_s32(47);
    int32x4_t t115 = vaddq_s32(t114, ((int32x4_t)(vcc_v4_int){0, 53, 9, 62}));
    uint32x4_t t116 = vreinterpretq_u32_s32(t115);
    uint32x4_t t117 = vsubq_u32(t116, vdupq_n_u32(97));
    uint32x4_t t118 = vminq_u32(t116, t117);
    int32x4_t t5 = vreinterpretq_s32_u32(t118);
    long i_vec_1 = 0L;
    /* vcc: loop at inline.c:60 vector epilogue: VF 4, UF 1, scalar epilogue */
    do {
        long t119 = 32L + i_vec_1;
        float32x4_t t120 = vcvtq_f32_s32(t4);
        float32x4_t t121 = vmulq_f32(t120, vdupq_n_f32(0.25f));
        float32x4_t t122 = vsubq_f32(t121, vdupq_n_f32(2.0f));
        vst1q_f32(&x[t119], t122);
        int32x4_t t123 = vaddq_s32(t5, vdupq_n_s32(1));
        vst1q_s32(&a[t119], t123);
        i_vec_1 += 4L;
        int32x4_t t124 = vaddq_s32(t4, vdupq_n_s32(10));
        uint32x4_t t125 = vreinterpretq_u32_s32(t124);
        uint32x4_t t126 = vsubq_u32(t125, vdupq_n_u32(23));
        uint32x4_t t127 = vminq_u32(t125, t126);
        t4 = vreinterpretq_s32_u32(t127);
        int32x4_t t128 = vaddq_s32(t5, vdupq_n_s32(18));
        uint32x4_t t129 = vreinterpretq_u32_s32(t128);
        uint32x4_t t130 = vsubq_u32(t129, vdupq_n_u32(97));
        uint32x4_t t131 = vminq_u32(t129, t130);
        t5 = vreinterpretq_s32_u32(t131);
    } while (i_vec_1 < 12L);
    for (int i = 44; i < 45; i++) {
        long t132 = (long)i;
        x[t132] = (float)(i * 37 % 23) * 0.25f - 2.0f;
        a[t132] = i * 53 % 97 + 1;
    }
    for (int n = 0; n <= 45; n += 9) {
        const float *t133 = x;
        clamp_all(y, t133, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t134 = (long)i_1;
            printf("%d %g %d\n", n, (double)y[t134], b[t134]);
        }
        poly_all(y, t133, n, c);
        for (int i_2 = 0; i_2 < n; i_2++) {
            printf("%a\n", (double)y[i_2]);
        }
    }
    return 0;
}
