/* vcc: vector types and helpers */
#ifndef _MM_MALLOC_H_INCLUDED
#define _MM_MALLOC_H_INCLUDED
#define __MM_MALLOC_H
#endif
#include <immintrin.h>
typedef int vcc_m8 __attribute__((vector_size(32)));
typedef float vcc_v8_float __attribute__((vector_size(32)));
typedef int vcc_v8_int __attribute__((vector_size(32)));

__attribute__((target("avx2"))) __m256 _ZGVdN8vuu_clampf(__m256 x, float lo, float hi);
__attribute__((target("avx2"))) __m256i _ZGVdN8vu_count(__m256i x, int limit);
__attribute__((target("avx2"))) __m256 _ZGVdN8vu_poly16(__m256 x, const float *c);
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

__attribute__((target("avx2"))) __m256 _ZGVdN8vuu_clampf(__m256 x, float lo, float hi) {
    __m256 t1 = _mm256_set1_ps(lo);
    __m256i t2 = _mm256_castps_si256(_mm256_cmp_ps(x, t1, _CMP_LT_OQ));
    __m256 t3 = _mm256_set1_ps(hi);
    __m256i t4 = _mm256_castps_si256(_mm256_cmp_ps(x, t3, _CMP_GT_OQ));
    __m256 t5 = _mm256_set1_ps(hi);
    __m256 t6 = _mm256_blendv_ps(x, t5, _mm256_castsi256_ps(t4));
    __m256 t7 = _mm256_blendv_ps(t6, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t2));
    __m256 t8 = _mm256_set1_ps(lo);
    __m256 t9 = _mm256_blendv_ps(t7, t8, _mm256_castsi256_ps(t2));
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

__attribute__((target("avx2"))) __m256i _ZGVdN8vu_count(__m256i x, int limit) {
    __m256i t2;
    __m256i t1 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
    __m256i t4 = x;
    int t6 = 0;
    __m256i t5 = (__m256i)(vcc_v8_int){0};
    for (;;) {
        __m256i t7 = _mm256_set1_epi32(1);
        __m256i t8 = _mm256_cmpgt_epi32(t4, t7);
        __m256i t9 = _mm256_and_si256(t1, t8);
        __m256i t10 = _mm256_set1_epi32((int)((t6 < limit) != 0));
        __m256i t11 = (__m256i)(vcc_m8)((vcc_v8_int)t10 != (vcc_v8_int){0});
        __m256i t12 = _mm256_and_si256(t9, t11);
        __m256i t13 = _mm256_set1_epi32(1);
        __m256i t14 = _mm256_and_si256(t4, t13);
        __m256i t15 = (__m256i)(vcc_m8)((vcc_v8_int)t14 != (vcc_v8_int){0});
        __m256i t16 = (__m256i)~(vcc_m8)t15;
        __m256i t3 = _mm256_and_si256(t12, t16);
        if ((_mm256_movemask_epi8(t3) != 0)) {
            __m256i t17 = _mm256_set1_epi32(2);
            __m256i t18 = _mm256_set1_epi32(1);
            __m256i t19 = _mm256_blendv_epi8(t18, t17, t3);
            t2 = (__m256i)((vcc_v8_int)t4 / (vcc_v8_int)t19);
        } else {
            t2 = (__m256i)(vcc_v8_int){0};
            t3 = (__m256i)(vcc_m8){0};
        }
        __m256i t20 = _mm256_set1_epi32(3);
        __m256i t21 = t20;
        __m256i t22 = t4;
        __m256i t23 = _mm256_mullo_epi32(t21, t22);
        __m256i t24 = t23;
        __m256i t25 = _mm256_set1_epi32(1);
        __m256i t26 = t24;
        __m256i t27 = t25;
        __m256i t28 = _mm256_add_epi32(t26, t27);
        __m256i t29 = t28;
        t4 = _mm256_blendv_epi8(t29, t2, t3);
        __m256i t30 = _mm256_set1_epi32((int)t6);
        t5 = _mm256_blendv_epi8(t5, t30, t1);
        if (!(_mm256_movemask_epi8(t12) != 0)) {
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

__attribute__((target("avx2"))) __m256 _ZGVdN8vu_poly16(__m256 x, const float *c) {
    __m256 t1 = _mm256_set1_ps(0.0f);
    __m256 t2 = _mm256_mul_ps(t1, x);
    float t3 = c[0];
    __m256 t4 = _mm256_set1_ps(t3);
    __m256 t5 = _mm256_add_ps(t2, t4);
    __m256 t6 = _mm256_set1_ps(t3);
    __m256 t7 = _mm256_mul_ps(t6, x);
    __m256 t8 = _mm256_mul_ps(t7, x);
    __m256 t9 = _mm256_add_ps(t5, t8);
    __m256 t10 = _mm256_mul_ps(t8, x);
    __m256 t11 = _mm256_add_ps(t9, t10);
    __m256 t12 = _mm256_mul_ps(t10, x);
    __m256 t13 = _mm256_add_ps(t11, t12);
    __m256 t14 = _mm256_mul_ps(t13, x);
    float t15 = c[1];
    __m256 t16 = _mm256_set1_ps(t15);
    __m256 t17 = _mm256_add_ps(t14, t16);
    __m256 t18 = _mm256_set1_ps(t15);
    __m256 t19 = _mm256_mul_ps(t18, x);
    __m256 t20 = _mm256_mul_ps(t19, x);
    __m256 t21 = _mm256_add_ps(t17, t20);
    __m256 t22 = _mm256_mul_ps(t20, x);
    __m256 t23 = _mm256_add_ps(t21, t22);
    __m256 t24 = _mm256_mul_ps(t22, x);
    __m256 t25 = _mm256_add_ps(t23, t24);
    __m256 t26 = _mm256_mul_ps(t25, x);
    float t27 = c[2];
    __m256 t28 = _mm256_set1_ps(t27);
    __m256 t29 = _mm256_add_ps(t26, t28);
    __m256 t30 = _mm256_set1_ps(t27);
    __m256 t31 = _mm256_mul_ps(t30, x);
    __m256 t32 = _mm256_mul_ps(t31, x);
    __m256 t33 = _mm256_add_ps(t29, t32);
    __m256 t34 = _mm256_mul_ps(t32, x);
    __m256 t35 = _mm256_add_ps(t33, t34);
    __m256 t36 = _mm256_mul_ps(t34, x);
    __m256 t37 = _mm256_add_ps(t35, t36);
    __m256 t38 = _mm256_mul_ps(t37, x);
    float t39 = c[3];
    __m256 t40 = _mm256_set1_ps(t39);
    __m256 t41 = _mm256_add_ps(t38, t40);
    __m256 t42 = _mm256_set1_ps(t39);
    __m256 t43 = _mm256_mul_ps(t42, x);
    __m256 t44 = _mm256_mul_ps(t43, x);
    __m256 t45 = _mm256_add_ps(t41, t44);
    __m256 t46 = _mm256_mul_ps(t44, x);
    __m256 t47 = _mm256_add_ps(t45, t46);
    __m256 t48 = _mm256_mul_ps(t46, x);
    __m256 t49 = _mm256_add_ps(t47, t48);
    __m256 t50 = _mm256_mul_ps(t49, x);
    float t51 = c[4];
    __m256 t52 = _mm256_set1_ps(t51);
    __m256 t53 = _mm256_add_ps(t50, t52);
    __m256 t54 = _mm256_set1_ps(t51);
    __m256 t55 = _mm256_mul_ps(t54, x);
    __m256 t56 = _mm256_mul_ps(t55, x);
    __m256 t57 = _mm256_add_ps(t53, t56);
    __m256 t58 = _mm256_mul_ps(t56, x);
    __m256 t59 = _mm256_add_ps(t57, t58);
    __m256 t60 = _mm256_mul_ps(t58, x);
    __m256 t61 = _mm256_add_ps(t59, t60);
    __m256 t62 = _mm256_mul_ps(t61, x);
    float t63 = c[5];
    __m256 t64 = _mm256_set1_ps(t63);
    __m256 t65 = _mm256_add_ps(t62, t64);
    __m256 t66 = _mm256_set1_ps(t63);
    __m256 t67 = _mm256_mul_ps(t66, x);
    __m256 t68 = _mm256_mul_ps(t67, x);
    __m256 t69 = _mm256_add_ps(t65, t68);
    __m256 t70 = _mm256_mul_ps(t68, x);
    __m256 t71 = _mm256_add_ps(t69, t70);
    __m256 t72 = _mm256_mul_ps(t70, x);
    __m256 t73 = _mm256_add_ps(t71, t72);
    __m256 t74 = _mm256_mul_ps(t73, x);
    float t75 = c[6];
    __m256 t76 = _mm256_set1_ps(t75);
    __m256 t77 = _mm256_add_ps(t74, t76);
    __m256 t78 = _mm256_set1_ps(t75);
    __m256 t79 = _mm256_mul_ps(t78, x);
    __m256 t80 = _mm256_mul_ps(t79, x);
    __m256 t81 = _mm256_add_ps(t77, t80);
    __m256 t82 = _mm256_mul_ps(t80, x);
    __m256 t83 = _mm256_add_ps(t81, t82);
    __m256 t84 = _mm256_mul_ps(t82, x);
    __m256 t85 = _mm256_add_ps(t83, t84);
    __m256 t86 = _mm256_mul_ps(t85, x);
    float t87 = c[7];
    __m256 t88 = _mm256_set1_ps(t87);
    __m256 t89 = _mm256_add_ps(t86, t88);
    __m256 t90 = _mm256_set1_ps(t87);
    __m256 t91 = _mm256_mul_ps(t90, x);
    __m256 t92 = _mm256_mul_ps(t91, x);
    __m256 t93 = _mm256_add_ps(t89, t92);
    __m256 t94 = _mm256_mul_ps(t92, x);
    __m256 t95 = _mm256_add_ps(t93, t94);
    __m256 t96 = _mm256_mul_ps(t94, x);
    __m256 t97 = _mm256_add_ps(t95, t96);
    __m256 t98 = _mm256_mul_ps(t97, x);
    float t99 = c[8];
    __m256 t100 = _mm256_set1_ps(t99);
    __m256 t101 = _mm256_add_ps(t98, t100);
    __m256 t102 = _mm256_set1_ps(t99);
    __m256 t103 = _mm256_mul_ps(t102, x);
    __m256 t104 = _mm256_mul_ps(t103, x);
    __m256 t105 = _mm256_add_ps(t101, t104);
    __m256 t106 = _mm256_mul_ps(t104, x);
    __m256 t107 = _mm256_add_ps(t105, t106);
    __m256 t108 = _mm256_mul_ps(t106, x);
    __m256 t109 = _mm256_add_ps(t107, t108);
    __m256 t110 = _mm256_mul_ps(t109, x);
    float t111 = c[9];
    __m256 t112 = _mm256_set1_ps(t111);
    __m256 t113 = _mm256_add_ps(t110, t112);
    __m256 t114 = _mm256_set1_ps(t111);
    __m256 t115 = _mm256_mul_ps(t114, x);
    __m256 t116 = _mm256_mul_ps(t115, x);
    __m256 t117 = _mm256_add_ps(t113, t116);
    __m256 t118 = _mm256_mul_ps(t116, x);
    __m256 t119 = _mm256_add_ps(t117, t118);
    __m256 t120 = _mm256_mul_ps(t118, x);
    __m256 t121 = _mm256_add_ps(t119, t120);
    __m256 t122 = _mm256_mul_ps(t121, x);
    float t123 = c[10];
    __m256 t124 = _mm256_set1_ps(t123);
    __m256 t125 = _mm256_add_ps(t122, t124);
    __m256 t126 = _mm256_set1_ps(t123);
    __m256 t127 = _mm256_mul_ps(t126, x);
    __m256 t128 = _mm256_mul_ps(t127, x);
    __m256 t129 = _mm256_add_ps(t125, t128);
    __m256 t130 = _mm256_mul_ps(t128, x);
    __m256 t131 = _mm256_add_ps(t129, t130);
    __m256 t132 = _mm256_mul_ps(t130, x);
    __m256 t133 = _mm256_add_ps(t131, t132);
    __m256 t134 = _mm256_mul_ps(t133, x);
    float t135 = c[11];
    __m256 t136 = _mm256_set1_ps(t135);
    __m256 t137 = _mm256_add_ps(t134, t136);
    __m256 t138 = _mm256_set1_ps(t135);
    __m256 t139 = _mm256_mul_ps(t138, x);
    __m256 t140 = _mm256_mul_ps(t139, x);
    __m256 t141 = _mm256_add_ps(t137, t140);
    __m256 t142 = _mm256_mul_ps(t140, x);
    __m256 t143 = _mm256_add_ps(t141, t142);
    __m256 t144 = _mm256_mul_ps(t142, x);
    __m256 t145 = _mm256_add_ps(t143, t144);
    __m256 t146 = _mm256_mul_ps(t145, x);
    float t147 = c[12];
    __m256 t148 = _mm256_set1_ps(t147);
    __m256 t149 = _mm256_add_ps(t146, t148);
    __m256 t150 = _mm256_set1_ps(t147);
    __m256 t151 = _mm256_mul_ps(t150, x);
    __m256 t152 = _mm256_mul_ps(t151, x);
    __m256 t153 = _mm256_add_ps(t149, t152);
    __m256 t154 = _mm256_mul_ps(t152, x);
    __m256 t155 = _mm256_add_ps(t153, t154);
    __m256 t156 = _mm256_mul_ps(t154, x);
    __m256 t157 = _mm256_add_ps(t155, t156);
    __m256 t158 = _mm256_mul_ps(t157, x);
    float t159 = c[13];
    __m256 t160 = _mm256_set1_ps(t159);
    __m256 t161 = _mm256_add_ps(t158, t160);
    __m256 t162 = _mm256_set1_ps(t159);
    __m256 t163 = _mm256_mul_ps(t162, x);
    __m256 t164 = _mm256_mul_ps(t163, x);
    __m256 t165 = _mm256_add_ps(t161, t164);
    __m256 t166 = _mm256_mul_ps(t164, x);
    __m256 t167 = _mm256_add_ps(t165, t166);
    __m256 t168 = _mm256_mul_ps(t166, x);
    __m256 t169 = _mm256_add_ps(t167, t168);
    __m256 t170 = _mm256_mul_ps(t169, x);
    float t171 = c[14];
    __m256 t172 = _mm256_set1_ps(t171);
    __m256 t173 = _mm256_add_ps(t170, t172);
    __m256 t174 = _mm256_set1_ps(t171);
    __m256 t175 = _mm256_mul_ps(t174, x);
    __m256 t176 = _mm256_mul_ps(t175, x);
    __m256 t177 = _mm256_add_ps(t173, t176);
    __m256 t178 = _mm256_mul_ps(t176, x);
    __m256 t179 = _mm256_add_ps(t177, t178);
    __m256 t180 = _mm256_mul_ps(t178, x);
    __m256 t181 = _mm256_add_ps(t179, t180);
    __m256 t182 = _mm256_mul_ps(t181, x);
    float t183 = c[15];
    __m256 t184 = _mm256_set1_ps(t183);
    __m256 t185 = _mm256_add_ps(t182, t184);
    __m256 t186 = _mm256_set1_ps(t183);
    __m256 t187 = _mm256_mul_ps(t186, x);
    __m256 t188 = _mm256_mul_ps(t187, x);
    __m256 t189 = _mm256_add_ps(t185, t188);
    __m256 t190 = _mm256_mul_ps(t188, x);
    __m256 t191 = _mm256_add_ps(t189, t190);
    __m256 t192 = _mm256_mul_ps(t190, x);
    __m256 t193 = _mm256_add_ps(t191, t192);
    __m256 t194 = _mm256_set1_ps(0.0f);
    __m256 t195 = _mm256_mul_ps(t194, t193);
    __m256 t196 = _mm256_set1_ps(t3);
    __m256 t197 = _mm256_add_ps(t195, t196);
    __m256 t198 = _mm256_set1_ps(t3);
    __m256 t199 = _mm256_mul_ps(t198, t193);
    __m256 t200 = _mm256_mul_ps(t199, t193);
    __m256 t201 = _mm256_add_ps(t197, t200);
    __m256 t202 = _mm256_mul_ps(t200, t193);
    __m256 t203 = _mm256_add_ps(t201, t202);
    __m256 t204 = _mm256_mul_ps(t202, t193);
    __m256 t205 = _mm256_add_ps(t203, t204);
    __m256 t206 = _mm256_mul_ps(t205, t193);
    __m256 t207 = _mm256_set1_ps(t15);
    __m256 t208 = _mm256_add_ps(t206, t207);
    __m256 t209 = _mm256_set1_ps(t15);
    __m256 t210 = _mm256_mul_ps(t209, t193);
    __m256 t211 = _mm256_mul_ps(t210, t193);
    __m256 t212 = _mm256_add_ps(t208, t211);
    __m256 t213 = _mm256_mul_ps(t211, t193);
    __m256 t214 = _mm256_add_ps(t212, t213);
    __m256 t215 = _mm256_mul_ps(t213, t193);
    __m256 t216 = _mm256_add_ps(t214, t215);
    __m256 t217 = _mm256_mul_ps(t216, t193);
    __m256 t218 = _mm256_set1_ps(t27);
    __m256 t219 = _mm256_add_ps(t217, t218);
    __m256 t220 = _mm256_set1_ps(t27);
    __m256 t221 = _mm256_mul_ps(t220, t193);
    __m256 t222 = _mm256_mul_ps(t221, t193);
    __m256 t223 = _mm256_add_ps(t219, t222);
    __m256 t224 = _mm256_mul_ps(t222, t193);
    __m256 t225 = _mm256_add_ps(t223, t224);
    __m256 t226 = _mm256_mul_ps(t224, t193);
    __m256 t227 = _mm256_add_ps(t225, t226);
    __m256 t228 = _mm256_mul_ps(t227, t193);
    __m256 t229 = _mm256_set1_ps(t39);
    __m256 t230 = _mm256_add_ps(t228, t229);
    __m256 t231 = _mm256_set1_ps(t39);
    __m256 t232 = _mm256_mul_ps(t231, t193);
    __m256 t233 = _mm256_mul_ps(t232, t193);
    __m256 t234 = _mm256_add_ps(t230, t233);
    __m256 t235 = _mm256_mul_ps(t233, t193);
    __m256 t236 = _mm256_add_ps(t234, t235);
    __m256 t237 = _mm256_mul_ps(t235, t193);
    __m256 t238 = _mm256_add_ps(t236, t237);
    __m256 t239 = _mm256_mul_ps(t238, t193);
    __m256 t240 = _mm256_set1_ps(t51);
    __m256 t241 = _mm256_add_ps(t239, t240);
    __m256 t242 = _mm256_set1_ps(t51);
    __m256 t243 = _mm256_mul_ps(t242, t193);
    __m256 t244 = _mm256_mul_ps(t243, t193);
    __m256 t245 = _mm256_add_ps(t241, t244);
    __m256 t246 = _mm256_mul_ps(t244, t193);
    __m256 t247 = _mm256_add_ps(t245, t246);
    __m256 t248 = _mm256_mul_ps(t246, t193);
    __m256 t249 = _mm256_add_ps(t247, t248);
    __m256 t250 = _mm256_mul_ps(t249, t193);
    __m256 t251 = _mm256_set1_ps(t63);
    __m256 t252 = _mm256_add_ps(t250, t251);
    __m256 t253 = _mm256_set1_ps(t63);
    __m256 t254 = _mm256_mul_ps(t253, t193);
    __m256 t255 = _mm256_mul_ps(t254, t193);
    __m256 t256 = _mm256_add_ps(t252, t255);
    __m256 t257 = _mm256_mul_ps(t255, t193);
    __m256 t258 = _mm256_add_ps(t256, t257);
    __m256 t259 = _mm256_mul_ps(t257, t193);
    __m256 t260 = _mm256_add_ps(t258, t259);
    __m256 t261 = _mm256_mul_ps(t260, t193);
    __m256 t262 = _mm256_set1_ps(t75);
    __m256 t263 = _mm256_add_ps(t261, t262);
    __m256 t264 = _mm256_set1_ps(t75);
    __m256 t265 = _mm256_mul_ps(t264, t193);
    __m256 t266 = _mm256_mul_ps(t265, t193);
    __m256 t267 = _mm256_add_ps(t263, t266);
    __m256 t268 = _mm256_mul_ps(t266, t193);
    __m256 t269 = _mm256_add_ps(t267, t268);
    __m256 t270 = _mm256_mul_ps(t268, t193);
    __m256 t271 = _mm256_add_ps(t269, t270);
    __m256 t272 = _mm256_mul_ps(t271, t193);
    __m256 t273 = _mm256_set1_ps(t87);
    __m256 t274 = _mm256_add_ps(t272, t273);
    __m256 t275 = _mm256_set1_ps(t87);
    __m256 t276 = _mm256_mul_ps(t275, t193);
    __m256 t277 = _mm256_mul_ps(t276, t193);
    __m256 t278 = _mm256_add_ps(t274, t277);
    __m256 t279 = _mm256_mul_ps(t277, t193);
    __m256 t280 = _mm256_add_ps(t278, t279);
    __m256 t281 = _mm256_mul_ps(t279, t193);
    __m256 t282 = _mm256_add_ps(t280, t281);
    __m256 t283 = _mm256_mul_ps(t282, t193);
    __m256 t284 = _mm256_set1_ps(t99);
    __m256 t285 = _mm256_add_ps(t283, t284);
    __m256 t286 = _mm256_set1_ps(t99);
    __m256 t287 = _mm256_mul_ps(t286, t193);
    __m256 t288 = _mm256_mul_ps(t287, t193);
    __m256 t289 = _mm256_add_ps(t285, t288);
    __m256 t290 = _mm256_mul_ps(t288, t193);
    __m256 t291 = _mm256_add_ps(t289, t290);
    __m256 t292 = _mm256_mul_ps(t290, t193);
    __m256 t293 = _mm256_add_ps(t291, t292);
    __m256 t294 = _mm256_mul_ps(t293, t193);
    __m256 t295 = _mm256_set1_ps(t111);
    __m256 t296 = _mm256_add_ps(t294, t295);
    __m256 t297 = _mm256_set1_ps(t111);
    __m256 t298 = _mm256_mul_ps(t297, t193);
    __m256 t299 = _mm256_mul_ps(t298, t193);
    __m256 t300 = _mm256_add_ps(t296, t299);
    __m256 t301 = _mm256_mul_ps(t299, t193);
    __m256 t302 = _mm256_add_ps(t300, t301);
    __m256 t303 = _mm256_mul_ps(t301, t193);
    __m256 t304 = _mm256_add_ps(t302, t303);
    __m256 t305 = _mm256_mul_ps(t304, t193);
    __m256 t306 = _mm256_set1_ps(t123);
    __m256 t307 = _mm256_add_ps(t305, t306);
    __m256 t308 = _mm256_set1_ps(t123);
    __m256 t309 = _mm256_mul_ps(t308, t193);
    __m256 t310 = _mm256_mul_ps(t309, t193);
    __m256 t311 = _mm256_add_ps(t307, t310);
    __m256 t312 = _mm256_mul_ps(t310, t193);
    __m256 t313 = _mm256_add_ps(t311, t312);
    __m256 t314 = _mm256_mul_ps(t312, t193);
    __m256 t315 = _mm256_add_ps(t313, t314);
    __m256 t316 = _mm256_mul_ps(t315, t193);
    __m256 t317 = _mm256_set1_ps(t135);
    __m256 t318 = _mm256_add_ps(t316, t317);
    __m256 t319 = _mm256_set1_ps(t135);
    __m256 t320 = _mm256_mul_ps(t319, t193);
    __m256 t321 = _mm256_mul_ps(t320, t193);
    __m256 t322 = _mm256_add_ps(t318, t321);
    __m256 t323 = _mm256_mul_ps(t321, t193);
    __m256 t324 = _mm256_add_ps(t322, t323);
    __m256 t325 = _mm256_mul_ps(t323, t193);
    __m256 t326 = _mm256_add_ps(t324, t325);
    __m256 t327 = _mm256_mul_ps(t326, t193);
    __m256 t328 = _mm256_set1_ps(t147);
    __m256 t329 = _mm256_add_ps(t327, t328);
    __m256 t330 = _mm256_set1_ps(t147);
    __m256 t331 = _mm256_mul_ps(t330, t193);
    __m256 t332 = _mm256_mul_ps(t331, t193);
    __m256 t333 = _mm256_add_ps(t329, t332);
    __m256 t334 = _mm256_mul_ps(t332, t193);
    __m256 t335 = _mm256_add_ps(t333, t334);
    __m256 t336 = _mm256_mul_ps(t334, t193);
    __m256 t337 = _mm256_add_ps(t335, t336);
    __m256 t338 = _mm256_mul_ps(t337, t193);
    __m256 t339 = _mm256_set1_ps(t159);
    __m256 t340 = _mm256_add_ps(t338, t339);
    __m256 t341 = _mm256_set1_ps(t159);
    __m256 t342 = _mm256_mul_ps(t341, t193);
    __m256 t343 = _mm256_mul_ps(t342, t193);
    __m256 t344 = _mm256_add_ps(t340, t343);
    __m256 t345 = _mm256_mul_ps(t343, t193);
    __m256 t346 = _mm256_add_ps(t344, t345);
    __m256 t347 = _mm256_mul_ps(t345, t193);
    __m256 t348 = _mm256_add_ps(t346, t347);
    __m256 t349 = _mm256_mul_ps(t348, t193);
    __m256 t350 = _mm256_set1_ps(t171);
    __m256 t351 = _mm256_add_ps(t349, t350);
    __m256 t352 = _mm256_set1_ps(t171);
    __m256 t353 = _mm256_mul_ps(t352, t193);
    __m256 t354 = _mm256_mul_ps(t353, t193);
    __m256 t355 = _mm256_add_ps(t351, t354);
    __m256 t356 = _mm256_mul_ps(t354, t193);
    __m256 t357 = _mm256_add_ps(t355, t356);
    __m256 t358 = _mm256_mul_ps(t356, t193);
    __m256 t359 = _mm256_add_ps(t357, t358);
    __m256 t360 = _mm256_mul_ps(t359, t193);
    __m256 t361 = _mm256_set1_ps(t183);
    __m256 t362 = _mm256_add_ps(t360, t361);
    __m256 t363 = _mm256_set1_ps(t183);
    __m256 t364 = _mm256_mul_ps(t363, t193);
    __m256 t365 = _mm256_mul_ps(t364, t193);
    __m256 t366 = _mm256_add_ps(t362, t365);
    __m256 t367 = _mm256_mul_ps(t365, t193);
    __m256 t368 = _mm256_add_ps(t366, t367);
    __m256 t369 = _mm256_mul_ps(t367, t193);
    __m256 t370 = _mm256_add_ps(t368, t369);
    return t370;
}

__attribute__((target("avx2"))) void clamp_all(float *y, const float *x, int n, float lo, float hi) {
    int t11;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)y;
    unsigned long t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t2 = 0L;
        for (;;) {
            long t7 = t2 + 8L;
            long t8 = (long)(int)t2;
            float *t9 = y + t8;
            __m256 t10 = _mm256_loadu_ps(x + t8);
            __m256 t25 = _mm256_set1_ps(lo);
            __m256i t26 = _mm256_castps_si256(_mm256_cmp_ps(t10, t25, _CMP_LT_OQ));
            __m256 t27 = _mm256_set1_ps(hi);
            __m256i t28 = _mm256_castps_si256(_mm256_cmp_ps(t10, t27, _CMP_GT_OQ));
            __m256 t29 = _mm256_set1_ps(hi);
            __m256 t30 = _mm256_blendv_ps(t10, t29, _mm256_castsi256_ps(t28));
            __m256 t31 = _mm256_blendv_ps(t30, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t26));
            __m256 t32 = _mm256_set1_ps(lo);
            __m256 t33 = _mm256_blendv_ps(t31, t32, _mm256_castsi256_ps(t26));
            __m256 t21 = _mm256_mul_ps(t33, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t9, t21);
            long t22 = (long)(int)t7;
            float *t23 = y + t22;
            __m256 t24 = _mm256_loadu_ps(x + t22);
            __m256 t45 = _mm256_set1_ps(lo);
            __m256i t46 = _mm256_castps_si256(_mm256_cmp_ps(t24, t45, _CMP_LT_OQ));
            __m256 t47 = _mm256_set1_ps(hi);
            __m256i t48 = _mm256_castps_si256(_mm256_cmp_ps(t24, t47, _CMP_GT_OQ));
            __m256 t49 = _mm256_set1_ps(hi);
            __m256 t50 = _mm256_blendv_ps(t24, t49, _mm256_castsi256_ps(t48));
            __m256 t51 = _mm256_blendv_ps(t50, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t46));
            __m256 t52 = _mm256_set1_ps(lo);
            __m256 t53 = _mm256_blendv_ps(t51, t52, _mm256_castsi256_ps(t46));
            __m256 t44 = _mm256_mul_ps(t53, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t23, t44);
            t2 += 16L;
            if (t2 >= t6) {
                t11 = (int)t6;
                break;
            }
        }
    } else {
        t11 = 0;
    }
    long t12 = (long)n + (long)t11 * -1L;
    unsigned long t13 = (unsigned long)y;
    unsigned long t14 = (unsigned long)x;
    if ((t12 >= 8L) & (((t13 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t14 + (unsigned long)((long)t11 * 4L))) | ((t14 + (unsigned long)((long)t11 * 4L + 4L + (t12 - 1L) * 4L)) <= (t13 + (unsigned long)((long)t11 * 4L))))) {
        long t15 = t12 & -8L;
        long t1 = 0L;
        for (;;) {
            long t16 = (long)(int)((long)t11 + t1);
            float *t17 = y + t16;
            __m256 t18 = _mm256_loadu_ps(x + t16);
            __m256 t35 = _mm256_set1_ps(lo);
            __m256i t36 = _mm256_castps_si256(_mm256_cmp_ps(t18, t35, _CMP_LT_OQ));
            __m256 t37 = _mm256_set1_ps(hi);
            __m256i t38 = _mm256_castps_si256(_mm256_cmp_ps(t18, t37, _CMP_GT_OQ));
            __m256 t39 = _mm256_set1_ps(hi);
            __m256 t40 = _mm256_blendv_ps(t18, t39, _mm256_castsi256_ps(t38));
            __m256 t41 = _mm256_blendv_ps(t40, (__m256)(vcc_v8_float){0}, _mm256_castsi256_ps(t36));
            __m256 t42 = _mm256_set1_ps(lo);
            __m256 t43 = _mm256_blendv_ps(t41, t42, _mm256_castsi256_ps(t36));
            __m256 t34 = _mm256_mul_ps(t43, _mm256_set1_ps(2.0f));
            _mm256_storeu_ps(t17, t34);
            t1 += 8L;
            if (t1 >= t15) {
                i = (int)((long)t11 + t15);
                break;
            }
        }
    } else {
        i = t11;
    }
    for (; i < n; i++) {
        long t19 = (long)i;
        float t20 = x[t19];
        y[t19] = (_mm256_zeroupper(), clampf(t20, lo, hi)) * 2.0f;
    }
}

__attribute__((target("avx2"))) void count_all(int *y, const int *x, int n, int limit) {
    __m256i t7;
    __m256i t9;
    __m256i t10;
    __m256i t11;
    __m256i t12;
    __m256i t14;
    __m256i t15;
    __m256i t16;
    __m256i t20;
    long t24;
    unsigned long t25;
    unsigned long t26;
    int t34;
    long t35;
    unsigned long t36;
    unsigned long t37;
    int i;
    int t81;
    int t82;
    __m256i t83;
    int t107;
    int t108;
    __m256i t109;
    t24 = (long)n;
    t25 = (unsigned long)y;
    t26 = (unsigned long)x;
    if ((t24 >= 16L) & (((t25 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t26) | ((t26 + (unsigned long)(4L + (t24 - 1L) * 4L)) <= t25))) {
        long t27 = t24 & -16L;
        __m256i t28 = _mm256_set1_epi32(0);
        __m256i t29 = t28;
        __m256i t1 = _mm256_add_epi32(t29, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t23 = 0L;
        for (;;) {
            long t30 = t23 + 8L;
            __m256i t31 = t1;
            long t32 = (long)(int)t23;
            int *t33 = y + t32;
            __m256i t4 = _mm256_loadu_si256((const __m256i *)(x + t32));
            __m256i t3 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            __m256i t46 = _mm256_add_epi32(t1, _mm256_set1_epi32(8));
            __m256i t47 = t46;
            long t48 = (long)(int)t30;
            int *t49 = y + t48;
            __m256i t6 = _mm256_loadu_si256((const __m256i *)(x + t48));
            __m256i t5 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t50 = 0;
            __m256i t51 = (__m256i)(vcc_v8_int){0};
            int t52 = 1;
            __m256i t53 = (__m256i)(vcc_v8_int){0};
            int t54 = 0;
            __m256i t55 = (__m256i)(vcc_v8_int){0};
            int t56 = 1;
            __m256i t57 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                if (t52) {
                    __m256i t58 = _mm256_set1_epi32(1);
                    __m256i t59 = _mm256_cmpgt_epi32(t4, t58);
                    __m256i t60 = _mm256_and_si256(t3, t59);
                    __m256i t61 = _mm256_set1_epi32((int)((t50 < limit) != 0));
                    __m256i t62 = (__m256i)(vcc_m8)((vcc_v8_int)t61 != (vcc_v8_int){0});
                    t9 = _mm256_and_si256(t60, t62);
                    __m256i t63 = _mm256_set1_epi32(1);
                    __m256i t64 = _mm256_and_si256(t4, t63);
                    __m256i t65 = (__m256i)(vcc_m8)((vcc_v8_int)t64 != (vcc_v8_int){0});
                    __m256i t66 = (__m256i)~(vcc_m8)t65;
                    __m256i t8 = _mm256_and_si256(t9, t66);
                    if ((_mm256_movemask_epi8(t8) != 0)) {
                        __m256i t67 = _mm256_set1_epi32(2);
                        __m256i t68 = _mm256_set1_epi32(1);
                        __m256i t69 = _mm256_blendv_epi8(t68, t67, t8);
                        t7 = (__m256i)((vcc_v8_int)t4 / (vcc_v8_int)t69);
                    } else {
                        t7 = (__m256i)(vcc_v8_int){0};
                        t8 = (__m256i)(vcc_m8){0};
                    }
                    __m256i t70 = _mm256_set1_epi32(3);
                    __m256i t71 = t70;
                    __m256i t72 = t4;
                    __m256i t73 = _mm256_mullo_epi32(t71, t72);
                    __m256i t74 = t73;
                    __m256i t75 = _mm256_set1_epi32(1);
                    __m256i t76 = t74;
                    __m256i t77 = t75;
                    __m256i t78 = _mm256_add_epi32(t76, t77);
                    __m256i t79 = t78;
                    t10 = _mm256_blendv_epi8(t79, t7, t8);
                    __m256i t80 = _mm256_set1_epi32((int)t50);
                    t11 = _mm256_blendv_epi8(t51, t80, t3);
                    if ((_mm256_movemask_epi8(t9) != 0)) {
                        t81 = t50 + 1;
                        t82 = 1;
                        t83 = t53;
                    } else {
                        t9 = t3;
                        t10 = t4;
                        t81 = t50;
                        t82 = 0;
                        t83 = t11;
                        t11 = t51;
                    }
                } else {
                    t9 = t3;
                    t10 = t4;
                    t81 = t50;
                    t11 = t51;
                    t82 = 0;
                    t83 = t53;
                }
                if (t56) {
                    __m256i t84 = _mm256_set1_epi32(1);
                    __m256i t85 = _mm256_cmpgt_epi32(t6, t84);
                    __m256i t86 = _mm256_and_si256(t5, t85);
                    __m256i t87 = _mm256_set1_epi32((int)((t54 < limit) != 0));
                    __m256i t88 = (__m256i)(vcc_m8)((vcc_v8_int)t87 != (vcc_v8_int){0});
                    t14 = _mm256_and_si256(t86, t88);
                    __m256i t89 = _mm256_set1_epi32(1);
                    __m256i t90 = _mm256_and_si256(t6, t89);
                    __m256i t91 = (__m256i)(vcc_m8)((vcc_v8_int)t90 != (vcc_v8_int){0});
                    __m256i t92 = (__m256i)~(vcc_m8)t91;
                    __m256i t13 = _mm256_and_si256(t14, t92);
                    if ((_mm256_movemask_epi8(t13) != 0)) {
                        __m256i t93 = _mm256_set1_epi32(2);
                        __m256i t94 = _mm256_set1_epi32(1);
                        __m256i t95 = _mm256_blendv_epi8(t94, t93, t13);
                        t12 = (__m256i)((vcc_v8_int)t6 / (vcc_v8_int)t95);
                    } else {
                        t12 = (__m256i)(vcc_v8_int){0};
                        t13 = (__m256i)(vcc_m8){0};
                    }
                    __m256i t96 = _mm256_set1_epi32(3);
                    __m256i t97 = t96;
                    __m256i t98 = t6;
                    __m256i t99 = _mm256_mullo_epi32(t97, t98);
                    __m256i t100 = t99;
                    __m256i t101 = _mm256_set1_epi32(1);
                    __m256i t102 = t100;
                    __m256i t103 = t101;
                    __m256i t104 = _mm256_add_epi32(t102, t103);
                    __m256i t105 = t104;
                    t15 = _mm256_blendv_epi8(t105, t12, t13);
                    __m256i t106 = _mm256_set1_epi32((int)t54);
                    t16 = _mm256_blendv_epi8(t55, t106, t5);
                    if ((_mm256_movemask_epi8(t14) != 0)) {
                        t107 = t54 + 1;
                        t108 = 1;
                        t109 = t57;
                    } else {
                        t14 = t5;
                        t15 = t6;
                        t107 = t54;
                        t108 = 0;
                        t109 = t16;
                        t16 = t55;
                    }
                } else {
                    t14 = t5;
                    t15 = t6;
                    t107 = t54;
                    t16 = t55;
                    t108 = 0;
                    t109 = t57;
                }
                if (!(t82 | t108)) {
                    __m256i t110 = _mm256_add_epi32(t83, t31);
                    _mm256_storeu_si256((__m256i *)t33, t110);
                    __m256i t138 = _mm256_add_epi32(t109, t47);
                    _mm256_storeu_si256((__m256i *)t49, t138);
                    t23 += 16L;
                    t1 = _mm256_add_epi32(t1, _mm256_set1_epi32(16));
                    if (t23 < t27) {
                        break;
                    }
                    t34 = (int)t27;
                    goto L139;
                }
                t3 = t9;
                t4 = t10;
                t50 = t81;
                t51 = t11;
                t52 = t82;
                t53 = t83;
                t5 = t14;
                t6 = t15;
                t54 = t107;
                t55 = t16;
                t56 = t108;
                t57 = t109;
            }
        }
    } else {
        t34 = 0;
    }
L139:
    t35 = (long)n + (long)t34 * -1L;
    t36 = (unsigned long)y;
    t37 = (unsigned long)x;
    if ((t35 >= 8L) & (((t36 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t37 + (unsigned long)((long)t34 * 4L))) | ((t37 + (unsigned long)((long)t34 * 4L + 4L + (t35 - 1L) * 4L)) <= (t36 + (unsigned long)((long)t34 * 4L))))) {
        long t38 = t35 & -8L;
        __m256i t39 = _mm256_set1_epi32((int)t34);
        __m256i t40 = t39;
        __m256i t2 = _mm256_add_epi32(t40, _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        long t17 = 0L;
        for (;;) {
            __m256i t41 = t2;
            long t42 = (long)(int)((long)t34 + t17);
            int *t43 = y + t42;
            __m256i t19 = _mm256_loadu_si256((const __m256i *)(x + t42));
            __m256i t18 = (__m256i)(vcc_m8)((vcc_v8_int)_mm256_set1_epi32(1) != (vcc_v8_int){0});
            int t112 = 0;
            __m256i t22 = (__m256i)(vcc_v8_int){0};
            for (;;) {
                __m256i t113 = _mm256_set1_epi32(1);
                __m256i t114 = _mm256_cmpgt_epi32(t19, t113);
                __m256i t115 = _mm256_and_si256(t18, t114);
                __m256i t116 = _mm256_set1_epi32((int)((t112 < limit) != 0));
                __m256i t117 = (__m256i)(vcc_m8)((vcc_v8_int)t116 != (vcc_v8_int){0});
                __m256i t118 = _mm256_and_si256(t115, t117);
                __m256i t119 = _mm256_set1_epi32(1);
                __m256i t120 = _mm256_and_si256(t19, t119);
                __m256i t121 = (__m256i)(vcc_m8)((vcc_v8_int)t120 != (vcc_v8_int){0});
                __m256i t122 = (__m256i)~(vcc_m8)t121;
                __m256i t21 = _mm256_and_si256(t118, t122);
                if ((_mm256_movemask_epi8(t21) != 0)) {
                    __m256i t123 = _mm256_set1_epi32(2);
                    __m256i t124 = _mm256_set1_epi32(1);
                    __m256i t125 = _mm256_blendv_epi8(t124, t123, t21);
                    t20 = (__m256i)((vcc_v8_int)t19 / (vcc_v8_int)t125);
                } else {
                    t20 = (__m256i)(vcc_v8_int){0};
                    t21 = (__m256i)(vcc_m8){0};
                }
                __m256i t126 = _mm256_set1_epi32(3);
                __m256i t127 = t126;
                __m256i t128 = t19;
                __m256i t129 = _mm256_mullo_epi32(t127, t128);
                __m256i t130 = t129;
                __m256i t131 = _mm256_set1_epi32(1);
                __m256i t132 = t130;
                __m256i t133 = t131;
                __m256i t134 = _mm256_add_epi32(t132, t133);
                __m256i t135 = t134;
                __m256i t136 = _mm256_blendv_epi8(t135, t20, t21);
                __m256i t137 = _mm256_set1_epi32((int)t112);
                t22 = _mm256_blendv_epi8(t22, t137, t18);
                if (!(_mm256_movemask_epi8(t118) != 0)) {
                    __m256i t111 = _mm256_add_epi32(t22, t41);
                    _mm256_storeu_si256((__m256i *)t43, t111);
                    t17 += 8L;
                    t2 = _mm256_add_epi32(t2, _mm256_set1_epi32(8));
                    if (t17 < t38) {
                        break;
                    }
                    i = (int)((long)t34 + t38);
                    goto L140;
                }
                t18 = t118;
                t19 = t136;
                t112++;
            }
        }
    } else {
        i = t34;
    }
L140:
    for (; i < n; i++) {
        long t44 = (long)i;
        int t45 = x[t44];
        y[t44] = (_mm256_zeroupper(), count(t45, limit)) + i;
    }
}

__attribute__((target("avx2"))) void poly_all(float *y, const float *x, int n, const float *c) {
    int t13;
    int i;
    long t3 = (long)n;
    unsigned long t4 = (unsigned long)y;
    unsigned long t5 = (unsigned long)x;
    if ((t3 >= 16L) & (((t4 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t5) | ((t5 + (unsigned long)(4L + (t3 - 1L) * 4L)) <= t4))) {
        long t6 = t3 & -16L;
        long t1 = 0L;
        do {
            long t7 = (long)(int)t1;
            __m256 t8 = _mm256_loadu_ps(x + t7);
            __m256 t9 = _ZGVdN8vu_poly16(t8, c);
            _mm256_storeu_ps(y + t7, t9);
            long t10 = (long)(int)(t1 + 8L);
            __m256 t11 = _mm256_loadu_ps(x + t10);
            __m256 t12 = _ZGVdN8vu_poly16(t11, c);
            _mm256_storeu_ps(y + t10, t12);
            t1 += 16L;
        } while (t1 < t6);
        t13 = (int)t6;
    } else {
        t13 = 0;
    }
    long t14 = (long)n + (long)t13 * -1L;
    unsigned long t15 = (unsigned long)y;
    unsigned long t16 = (unsigned long)x;
    if ((t14 >= 8L) & (((t15 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t16 + (unsigned long)((long)t13 * 4L))) | ((t16 + (unsigned long)((long)t13 * 4L + 4L + (t14 - 1L) * 4L)) <= (t15 + (unsigned long)((long)t13 * 4L))))) {
        long t17 = t14 & -8L;
        long t2 = 0L;
        do {
            long t18 = (long)(int)((long)t13 + t2);
            __m256 t19 = _mm256_loadu_ps(x + t18);
            __m256 t20 = _ZGVdN8vu_poly16(t19, c);
            _mm256_storeu_ps(y + t18, t20);
            t2 += 8L;
        } while (t2 < t17);
        i = (int)((long)t13 + t17);
    } else {
        i = t13;
    }
    for (; i < n; i++) {
        long t21 = (long)i;
        float t22 = x[t21];
        y[t21] = (_mm256_zeroupper(), poly16(t22, c));
    }
}

__attribute__((target("avx2"))) int main(void) {
    float x[45];
    float y[45];
    float c[16];
    int a[45];
    int b[45];
    __m256i t9 = _mm256_set1_epi32(0);
    __m256i t10 = _mm256_add_epi32(t9, _mm256_setr_epi32(0, 1, 2, 3, 4, 0, 1, 2));
    __m256i t11 = t10;
    __m256i t12 = _mm256_sub_epi32(t11, _mm256_set1_epi32(5));
    __m256i t13 = _mm256_min_epu32(t11, t12);
    __m256i t1 = t13;
    long t2 = 0L;
    do {
        __m256 t14 = _mm256_cvtepi32_ps(t1);
        __m256 t15 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t14);
        __m256 t16 = _mm256_sub_ps(t15, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&c[(int)t2], t16);
        __m256i t17 = _mm256_add_epi32(t1, _mm256_set1_epi32(3));
        __m256i t18 = t17;
        __m256i t19 = _mm256_sub_epi32(t18, _mm256_set1_epi32(5));
        __m256i t20 = _mm256_min_epu32(t18, t19);
        __m256i t21 = t20;
        __m256 t22 = _mm256_cvtepi32_ps(t21);
        __m256 t23 = _mm256_mul_ps(_mm256_set1_ps(0.125f), t22);
        __m256 t24 = _mm256_sub_ps(t23, _mm256_set1_ps(0.25f));
        _mm256_storeu_ps(&c[(int)(t2 + 8L)], t24);
        t2 += 16L;
        __m256i t25 = _mm256_add_epi32(t1, _mm256_set1_epi32(1));
        __m256i t26 = t25;
        __m256i t27 = _mm256_sub_epi32(t26, _mm256_set1_epi32(5));
        __m256i t28 = _mm256_min_epu32(t26, t27);
        t1 = t28;
    } while (t2 < 16L);
    for (int k = 16; k < 16; k++) {
        c[k] = 0.125f * (float)(k % 5) - 0.25f;
    }
    __m128i t29 = _mm_set1_epi32(0);
    __m128i t30 = _mm_add_epi32(t29, _mm_setr_epi32(0, 14, 5, 19));
    __m128i t31 = t30;
    __m128i t32 = _mm_sub_epi32(t31, _mm_set1_epi32(23));
    __m128i t33 = _mm_min_epu32(t31, t32);
    __m128i t3 = t33;
    __m128i t34 = _mm_set1_epi32(0);
    __m128i t35 = _mm_add_epi32(t34, _mm_setr_epi32(0, 53, 9, 62));
    __m128i t36 = t35;
    __m128i t37 = _mm_sub_epi32(t36, _mm_set1_epi32(97));
    __m128i t38 = _mm_min_epu32(t36, t37);
    __m128i t4 = t38;
    long t5 = 0L;
    do {
        long t39 = (long)(int)t5;
        __m128 t40 = _mm_cvtepi32_ps(t3);
        __m128 t41 = _mm_mul_ps(t40, _mm_set1_ps(0.25f));
        __m128 t42 = _mm_sub_ps(t41, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t39], t42);
        __m128i t43 = _mm_add_epi32(t4, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t39], t43);
        long t44 = (long)(int)(t5 + 4L);
        __m128i t45 = _mm_add_epi32(t3, _mm_set1_epi32(10));
        __m128i t46 = t45;
        __m128i t47 = _mm_sub_epi32(t46, _mm_set1_epi32(23));
        __m128i t48 = _mm_min_epu32(t46, t47);
        __m128i t49 = t48;
        __m128 t50 = _mm_cvtepi32_ps(t49);
        __m128 t51 = _mm_mul_ps(t50, _mm_set1_ps(0.25f));
        __m128 t52 = _mm_sub_ps(t51, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t44], t52);
        __m128i t53 = _mm_add_epi32(t4, _mm_set1_epi32(18));
        __m128i t54 = t53;
        __m128i t55 = _mm_sub_epi32(t54, _mm_set1_epi32(97));
        __m128i t56 = _mm_min_epu32(t54, t55);
        __m128i t57 = t56;
        __m128i t58 = _mm_add_epi32(t57, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t44], t58);
        long t59 = (long)(int)(t5 + 8L);
        __m128i t60 = _mm_add_epi32(t3, _mm_set1_epi32(20));
        __m128i t61 = t60;
        __m128i t62 = _mm_sub_epi32(t61, _mm_set1_epi32(23));
        __m128i t63 = _mm_min_epu32(t61, t62);
        __m128i t64 = t63;
        __m128 t65 = _mm_cvtepi32_ps(t64);
        __m128 t66 = _mm_mul_ps(t65, _mm_set1_ps(0.25f));
        __m128 t67 = _mm_sub_ps(t66, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t59], t67);
        __m128i t68 = _mm_add_epi32(t4, _mm_set1_epi32(36));
        __m128i t69 = t68;
        __m128i t70 = _mm_sub_epi32(t69, _mm_set1_epi32(97));
        __m128i t71 = _mm_min_epu32(t69, t70);
        __m128i t72 = t71;
        __m128i t73 = _mm_add_epi32(t72, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t59], t73);
        long t74 = (long)(int)(t5 + 12L);
        __m128i t75 = _mm_add_epi32(t3, _mm_set1_epi32(7));
        __m128i t76 = t75;
        __m128i t77 = _mm_sub_epi32(t76, _mm_set1_epi32(23));
        __m128i t78 = _mm_min_epu32(t76, t77);
        __m128i t79 = t78;
        __m128 t80 = _mm_cvtepi32_ps(t79);
        __m128 t81 = _mm_mul_ps(t80, _mm_set1_ps(0.25f));
        __m128 t82 = _mm_sub_ps(t81, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t74], t82);
        __m128i t83 = _mm_add_epi32(t4, _mm_set1_epi32(54));
        __m128i t84 = t83;
        __m128i t85 = _mm_sub_epi32(t84, _mm_set1_epi32(97));
        __m128i t86 = _mm_min_epu32(t84, t85);
        __m128i t87 = t86;
        __m128i t88 = _mm_add_epi32(t87, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t74], t88);
        t5 += 16L;
        __m128i t89 = _mm_add_epi32(t3, _mm_set1_epi32(17));
        __m128i t90 = t89;
        __m128i t91 = _mm_sub_epi32(t90, _mm_set1_epi32(23));
        __m128i t92 = _mm_min_epu32(t90, t91);
        t3 = t92;
        __m128i t93 = _mm_add_epi32(t4, _mm_set1_epi32(72));
        __m128i t94 = t93;
        __m128i t95 = _mm_sub_epi32(t94, _mm_set1_epi32(97));
        __m128i t96 = _mm_min_epu32(t94, t95);
        t4 = t96;
    } while (t5 < 32L);
    __m128i t97 = _mm_set1_epi32(11);
    __m128i t98 = _mm_add_epi32(t97, _mm_setr_epi32(0, 14, 5, 19));
    __m128i t99 = t98;
    __m128i t100 = _mm_sub_epi32(t99, _mm_set1_epi32(23));
    __m128i t101 = _mm_min_epu32(t99, t100);
    __m128i t6 = t101;
    __m128i t102 = _mm_set1_epi32(47);
    __m128i t103 = _mm_add_epi32(t102, _mm_setr_epi32(0, 53, 9, 62));
    __m128i t104 = t103;
    __m128i t105 = _mm_sub_epi32(t104, _mm_set1_epi32(97));
    __m128i t106 = _mm_min_epu32(t104, t105);
    __m128i t7 = t106;
    long t8 = 0L;
    do {
        long t107 = (long)(int)(32L + t8);
        __m128 t108 = _mm_cvtepi32_ps(t6);
        __m128 t109 = _mm_mul_ps(t108, _mm_set1_ps(0.25f));
        __m128 t110 = _mm_sub_ps(t109, _mm_set1_ps(2.0f));
        _mm_storeu_ps(&x[t107], t110);
        __m128i t111 = _mm_add_epi32(t7, _mm_set1_epi32(1));
        _mm_storeu_si128((__m128i *)&a[t107], t111);
        t8 += 4L;
        __m128i t112 = _mm_add_epi32(t6, _mm_set1_epi32(10));
        __m128i t113 = t112;
        __m128i t114 = _mm_sub_epi32(t113, _mm_set1_epi32(23));
        __m128i t115 = _mm_min_epu32(t113, t114);
        t6 = t115;
        __m128i t116 = _mm_add_epi32(t7, _mm_set1_epi32(18));
        __m128i t117 = t116;
        __m128i t118 = _mm_sub_epi32(t117, _mm_set1_epi32(97));
        __m128i t119 = _mm_min_epu32(t117, t118);
        t7 = t119;
    } while (t8 < 12L);
    for (int i = 44; i < 45; i++) {
        long t120 = (long)i;
        x[t120] = (float)(i * 37 % 23) * 0.25f - 2.0f;
        a[t120] = i * 53 % 97 + 1;
    }
    for (int n = 0; n <= 45; n += 9) {
        const float *t121 = x;
        clamp_all(y, t121, n, -1.0f, 2.5f);
        count_all(b, a, n, 40);
        for (int i_1 = 0; i_1 < n; i_1++) {
            long t122 = (long)i_1;
            printf("%d %g %d\n", n, (double)y[t122], b[t122]);
        }
        poly_all(y, t121, n, c);
        for (int i_2 = 0; i_2 < n; i_2++) {
            printf("%a\n", (double)y[i_2]);
        }
    }
    return 0;
}
